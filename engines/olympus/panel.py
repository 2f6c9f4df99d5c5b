"""The private panel and the status lines of Olympus, built from the seat's view and the rules'
read-only queries.  Every action shows its time cost in action points (rulebook "IL GIOCO")."""

from __future__ import annotations

from typing import Any

from engines.base import Option, Panel, Prompt
from engines.olympus import moves
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.state import BuildWonder, Choose, Discover, Expand, Pass, PlayDestiny, State
from engines.text import Msg, Text, msg


def _t(t: str) -> Msg:
    return msg(f"olympus-territory-{t}")


def _key(s: str) -> str:
    """An option key from an id (the ``:`` of a reference made ``-``; Discord's limits are the
    cogs', cogs/panels.py)."""
    return s.replace(":", "-")


def _dump(a: Any) -> dict[str, Any]:
    return a.model_dump(mode="json")


def panel(S: State, seat: int) -> Panel:
    """``seat``'s private panel: its legal actions (moves.legal_actions) as a tree of options, each
    labelled with its cost; the status lines as its text."""
    p = S.players[seat]
    pr = moves.prompt(S)
    text = status(S, seat, pr)
    if seat not in pr.seats:
        return Panel(title=msg("olympus-panel-waiting"), text=text)
    acts = moves.legal_actions(S, seat)
    if S.pending:
        d = S.pending[0]
        opts = [_choice_option(S, d.kind, a, d.ref) for a in acts if isinstance(a, Choose)]
        return Panel(title=msg(f"olympus-prompt-{d.kind}", n=d.count), text=text, options=opts)
    options: list[Option] = []
    expand: dict[str, list[Option]] = {}
    discover: dict[str, list[Option]] = {}
    for a in acts:
        if isinstance(a, Expand):
            cost = q.expand_costs(S, seat, a.origin)[a.to]
            fight, defender = q.is_combat(S, seat, a.to)
            label = msg("olympus-opt-to", territory=_t(a.to), ap=q.action_points(S, seat, cost),
                        fight=int(fight), resource=msg(f"olympus-resource-{DATA.territory[a.to].resource}"))
            expand.setdefault(a.origin, []).append(Option(key=_key(a.to), label=label, action=_dump(a), style="danger" if fight else "secondary"))
        elif isinstance(a, Discover):
            disc = DATA.discovery[a.discovery]
            spend = q.cubes_to_spend(S, seat, disc, a.groups) or {}
            label = msg("olympus-opt-pay", cubes=[msg("olympus-n-resource", n=k, resource=msg(f"olympus-resource-{r}")) for r, k in sorted(spend.items())] or [msg("olympus-opt-no-cubes")],
                        tile=msg(f"olympus-resource-{a.tile}") if a.tile else "")
            discover.setdefault(a.discovery, []).append(Option(key=f"p{len(discover.get(a.discovery, []))}", label=label, action=_dump(a)))
        elif isinstance(a, BuildWonder):
            w = DATA.wonder[a.wonder]
            # rules 3: one option per choice of one-use Stars (Athena's, Star cards) making up the exact count
            key = f"w-{a.wonder}" if a.athena is None else f"w-{a.wonder}-{a.athena}-{a.cards}"
            options.append(Option(key=key, label=msg("olympus-opt-wonder", wonder=msg(f"olympus-wonder-{a.wonder}"), ap=q.action_points(S, seat, q.wonder_cost(S, seat)), pp=w.pp, stars=w.stars,
                                                          athena=a.athena or 0, cards=a.cards or 0),
                                  style="success", action=_dump(a)))
        elif isinstance(a, PlayDestiny):
            options.append(Option(key=f"c-{a.card}", label=msg("olympus-opt-destiny", card=msg(f"olympus-destiny-{a.card}")), action=_dump(a)))
        elif isinstance(a, Pass):
            options.append(Option(key="pass", label=msg("olympus-opt-pass"), style="danger", action=_dump(a)))
    if discover:
        children = []
        for did, pays in discover.items():
            ap = q.action_points(S, seat, q.discovery_cost(S, seat, DATA.discovery[did]))
            head = msg("olympus-opt-discovery", discovery=msg(f"olympus-discovery-{did}"), ap=ap)
            power = msg(f"olympus-power-{did}")
            node = (
                Option(key=did, label=head, description=power, children=pays)
                if len(pays) > 1
                else pays[0].model_copy(update={"key": did, "label": head, "description": power})
            )
            children.append(node)
        options.insert(0, Option(key="discover", label=msg("olympus-opt-develop"), style="primary", children=children))
    if expand:
        children = []
        for origin, dests in expand.items():
            where = origin[4:] if origin.startswith("new:") else origin
            label = msg("olympus-opt-new-north") if origin == "new:north" else msg("olympus-opt-new-at", territory=_t(where)) if origin.startswith("new:") else msg("olympus-opt-from", territory=_t(origin))
            children.append(Option(key=_key(origin if not origin.startswith("new:") else "n-" + where), label=label, children=dests))
        options.insert(0, Option(key="expand", label=msg("olympus-opt-expand"), style="primary", children=children))
    return Panel(title=msg("olympus-prompt-final" if q.past_last_zeus(S, p) else "olympus-prompt-turn"), text=text, options=options)


def _choice_option(S: State, kind: str, a: Choose, ref: str) -> Option:
    v = a.value
    if kind in ("condemn", "barbarians", "hades"):
        label: Text = _t(v)
    elif kind == "bonus":
        row, col = ref.split(":")
        label = msg(f"olympus-bonus-{DATA.bonus_layout[row][int(col)][int(v)]}")
    elif kind == "oracle":
        label = msg(f"olympus-destiny-{v}")
    elif kind == "destiny_now":
        label = msg("olympus-opt-keep-card") if v == "keep" else msg("olympus-opt-destiny", card=msg(f"olympus-destiny-{v}"))
    elif kind in ("artemis", "commerce"):
        label = msg(f"olympus-resource-{v}")
    else:
        label = msg("olympus-opt-zeus-cards", n=int(v))
    return Option(key=_key(f"{kind[:3]}-{v}"), label=label, action=_dump(a))


def status(S: State, seat: int | None, prompt: Prompt | None = None) -> Text:
    """The heading (who decides what, or the game's end: the first line, as in the other games'
    status), then one line per player (position, Swords, Zeus, Stars, discoveries, wonders,
    prestige); the seat's own hand for the seat.  ``prompt``: the engine's prompt of ``S`` (the
    engine passes it); without it the last line says whose turn it is instead of the heading."""
    lines: list[Msg | str] = []
    if prompt is not None:
        if S.over:
            lines.append(msg("olympus-status-head-over"))
        else:
            lines.append(msg("olympus-status-head", who=[f"{{p{s}}}" for s in prompt.seats], n=len(prompt.seats),
                             prompt=prompt.text))
    for i, p in enumerate(S.players):
        lines.append(msg("olympus-status-player", player=f"{{p{i}}}", pos=p.pos, swords=q.swords(S, i), zeus=q.zeus(S, i),
                         stars=q.star_tokens(S, i), discoveries=len(p.discoveries), wonders=len(p.wonders),
                         prestige=p.prestige, hourglasses=p.hourglasses, reserve=p.reserve, cards=len(p.hand)))
    if seat is not None and S.players[seat].hand:
        lines.append(msg("olympus-status-hand", cards=[msg(f"olympus-destiny-{c}") for c in sorted(S.players[seat].hand)]))
    if prompt is not None:
        return lines
    nxt = q.next_seat(S)
    if S.over:
        lines.append(msg("olympus-prompt-over"))
    elif not S.pending and nxt is not None:
        lines.append(msg("olympus-status-turn", player=f"{{p{nxt}}}"))
    return lines
