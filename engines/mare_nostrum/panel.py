"""The private choice panel (engines.base.Panel) and the status line, built from the seat's view
and its legal actions.  Keys are short ([A-Za-z0-9_-], <= 24 chars), labels <= 80 chars."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from engines.base import Option, Panel
from engines.mare_nostrum.engine import ROLE_NAMES
from engines.mare_nostrum.moves import legal_actions
from engines.mare_nostrum.state import (
    Attack,
    Build,
    EndTurn,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Offer,
    Pay,
    State,
    Swap,
)

if TYPE_CHECKING:
    from engines.mare_nostrum.engine import MareNostrum


def _cut(s: str, n: int = 80) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _pretty(card: str) -> str:
    return card.replace("_", " ")


def _cards(cards: list[str]) -> str:
    c = Counter(cards)
    return ", ".join(f"{n}x {_pretty(k)}" if n > 1 else _pretty(k) for k, n in sorted(c.items()))


def _label(eng: "MareNostrum", S: State, seat: int, a: Any) -> str:
    R = eng.R
    k = a.kind
    pn = lambda p: R.provinces[p].name if p in R.provinces else R.seas[p].name  # noqa: E731
    name = lambda s: eng.seat_label(S, s)  # noqa: E731
    if k == "announce":
        return f"Trade {a.count} card(s)"
    if k == "offer":
        return f"Offer {_cards(a.cards)}"
    if k == "take":
        return f"Take {_pretty(a.card)} from {name(a.giver)}"
    if k == "use":
        return "Yes, use the power" if a.use else "No"
    if k == "give":
        return f"Give {_pretty(a.card)}"
    if k == "choose":
        return name(a.seat)
    if k == "choose_card":
        return _pretty(a.card)
    if k == "build":
        if a.item == "card":
            return f"Buy {R.special[a.card].name} ({R.special[a.card].kind})"
        if a.province is None:
            return {"influence": "Place an influence marker", "temple": "Build a temple", "market": "Build a market"}.get(
                a.item, f"Build a {a.item}"
            )
        what = a.item
        if a.item == "caravan":
            what = f"caravan on {_pretty(R.provinces[a.province].resources[a.site])}"
        elif a.item == "city":
            what = f"city of {R.provinces[a.province].cities[a.site]}"
        return f"{what.capitalize()} in {pn(a.province)}"
    if k == "pay":
        return f"Pay {_cards(a.cards)}"
    if k == "cancel":
        return "Cancel this construction"
    if k == "swap":
        return f"Swap {_pretty(a.give)} for {_pretty(a.take)}"
    if k == "end_turn":
        return "End my turn"
    if k == "move_trireme":
        return f"Trireme {pn(a.origin)} -> {pn(a.to)}"
    if k == "naval_attack":
        return f"Attack {eng_side(eng, S, a.target)} in the {pn(a.sea)}"
    if k == "move_legions":
        return f"{a.count} legion(s) {pn(a.origin)} -> {pn(a.to)}"
    if k == "attack":
        return f"Fight {eng_side(eng, S, a.target)} in {pn(a.province)}"
    if k == "losses":
        return f"Lose {a.fortresses} fortress(es), the rest legions"
    if k == "pillage":
        return f"Pillage the {a.building.split(':')[0]}"
    if k == "occupy":
        return "Occupy " + ", ".join(b.split(":")[0] for b in a.buildings)
    if k == "convert":
        return "Convert (legion on the influence marker)"
    return k


def eng_side(eng: "MareNostrum", S: State, side: int) -> str:
    from engines.mare_nostrum import rules as q

    if q.is_seat(side):
        return eng.seat_label(S, side)
    return "neutral " + eng.R.game.civilizations[q.side_civ(eng.R, S, side)].name


def _leaf(eng: "MareNostrum", S: State, seat: int, key: str, a: Any, style: str = "secondary") -> Option:
    return Option(key=key[:24], label=_cut(_label(eng, S, seat, a)), action=eng.dump_action(a), style=style)


def _group(key: str, label: str, children: list[Option]) -> Option:
    return Option(key=key[:24], label=_cut(label), children=children)


def _chunks(key: str, label: str, opts: list[Option], size: int = 25) -> list[Option]:
    """Split a long list into groups of at most ``size`` (Discord selects hold 25)."""
    if len(opts) <= size:
        return opts
    return [_group(f"{key}{i // size}", f"{label} {i // size + 1}", opts[i : i + size]) for i in range(0, len(opts), size)]


def build_panel(eng: "MareNostrum", S: State, seat: int) -> Panel:
    view = eng.player_view(S, seat)
    pr = eng.prompt(S)
    me = view.players[seat]
    hand = ", ".join(_pretty(c) for c in (me.hand or [])) or "no cards"
    text = f"**{me.civilization_name}** — turn {view.turn}, {view.phase}. Your hand: {hand}."
    if seat not in pr.seats:
        return Panel(title="Mare Nostrum", text=text + "\nNothing to decide now.", image_kind="hand")
    acts = legal_actions(eng, S, seat)
    opts: list[Option] = []
    k = pr.kind
    if k == "offer":
        T = S.trade
        assert T is not None and T.announced is not None
        left = dict(S.players[seat].hand)
        from engines.mare_nostrum import rules as q

        q.remove_cards(left, T.sealed[seat])
        need = T.announced - len(T.sealed[seat])
        sugg = Offer(cards=eng.suggested_offer(S, seat))
        opts.append(_leaf(eng, S, seat, "best", sugg, "primary"))
        singles = [a for a in acts if len(a.cards) == 1]
        opts += _chunks("one", "Offer one card", [_leaf(eng, S, seat, f"c{i}", a) for i, a in enumerate(singles)])
        text += f"\nOffer {need} more card(s), sealed until everyone has offered."
    elif k == "pay":
        d = S.pending[-1]
        pay = eng.suggested_payment(S, seat)
        if pay:
            opts.append(_leaf(eng, S, seat, "best", Pay(cards=pay), "primary"))
        opts += [_leaf(eng, S, seat, f"c{i}", a) for i, a in enumerate(acts) if not (isinstance(a, Pay) and len(a.cards) > 1)]
        text += f"\nPay {d.cost} cards (only tax cards, or only different goods); chosen: {_cards(d.paid) or 'none'}."
    elif k == "build":
        cards: list[Option] = []
        swaps: list[Option] = []
        for i, a in enumerate(acts):
            if isinstance(a, EndTurn):
                opts.append(_leaf(eng, S, seat, "end", a, "danger"))
            elif isinstance(a, Swap):
                swaps.append(_leaf(eng, S, seat, f"s{i}", a))
            elif a.item == "card":
                cards.append(_leaf(eng, S, seat, f"c{i}", a, "success"))
            else:
                opts.append(_leaf(eng, S, seat, a.item, a, "primary"))
        if cards:
            opts.append(_group("cards", "Heroes and wonders", cards))
        if swaps:
            opts.append(_group("swap", "Cleopatra: swap a card with the bank", _chunks("swap", "Page", swaps)))
    elif k == "setup_build":
        groups: dict[str, list[Option]] = {}
        for i, a in enumerate(acts):
            if isinstance(a, EndTurn):
                opts.append(_leaf(eng, S, seat, "end", a, "danger"))
            elif isinstance(a, Swap):
                groups.setdefault("swap", []).append(_leaf(eng, S, seat, f"s{i}", a))
            elif isinstance(a, Build):
                g = "cards" if a.item == "card" else a.item
                groups.setdefault(g, []).append(_leaf(eng, S, seat, f"b{i}", a))
        for g, children in groups.items():
            label = {"cards": "Heroes and wonders", "swap": "Cleopatra: swap with the bank"}.get(g, f"Build a {g}")
            opts.append(_group(g, label, _chunks(g, "Page", children)))
        text += f"\nConstruction points left: {S.points}."
    elif k == "move":
        groups = {}
        for i, a in enumerate(acts):
            if isinstance(a, EndTurn):
                opts.append(_leaf(eng, S, seat, "end", a, "danger"))
            elif isinstance(a, (MoveTrireme, NavalAttack)):
                groups.setdefault("naval", []).append(_leaf(eng, S, seat, f"n{i}", a))
            elif isinstance(a, Attack):
                groups.setdefault("fight", []).append(_leaf(eng, S, seat, f"f{i}", a, "danger"))
            elif isinstance(a, MoveLegions):
                groups.setdefault(f"L{a.origin}", []).append(_leaf(eng, S, seat, f"m{i}", a))
        for g, children in groups.items():
            if g.startswith("L"):
                label = f"Legions from {eng.R.provinces[g[1:]].name}"
                key = "L" + str(sorted(eng.R.provinces).index(g[1:]))
            else:
                label = {"naval": "Triremes and naval battles", "fight": "Battles"}[g]
                key = g
            opts.append(_group(key, label, _chunks(key, "Page", children)))
    else:
        opts = _chunks("p", "Page", [_leaf(eng, S, seat, f"a{i}", a) for i, a in enumerate(acts)])
    return Panel(title=f"Mare Nostrum: {pr.text}", text=_cut(text, 1900), options=opts, image_kind="hand")


def status_text(eng: "MareNostrum", S: State, seat: int | None) -> str:
    v = eng.player_view(S, seat)
    lines = [f"**Mare Nostrum** — turn {v.turn}, {v.phase}: {v.prompt.text}."]
    for p in v.players:
        roles = ", ".join(ROLE_NAMES[r] for r in p.roles)
        cards = ", ".join(eng.R.special[c].name for c in p.heroes + p.wonders)
        lines.append(
            f"{{p{p.seat}}} ({p.civilization_name}): {p.hand_size} cards; {p.cards_towards_victory}/4 heroes+wonders"
            + (f" ({cards})" if cards else "") + (f"; {roles}" if roles else "")
        )
    if v.winners:
        lines.append("Winner: " + ", ".join("{p%d}" % w for w in v.winners))
    return "\n".join(lines)
