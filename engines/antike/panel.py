"""The private choice panel and the status lines, built from the player view (everything is
public in Antike) and the legal actions: the rondel destinations with their cost first, then the
choices of the action reached."""

from __future__ import annotations

from typing import Any

from engines.antike.data import BASIC, BOARDS, RONDEL
from engines.antike.rules import flow, knowhow, rondel, setup
from engines.antike.state import (
    Arm,
    BuildTemple,
    ChooseNation,
    Conquer,
    Defend,
    Done,
    Fight,
    Found,
    GiveUp,
    Learn,
    Move,
    Pay,
    Rondel,
    StartCity,
    State,
    Trade,
)
from engines.antike.view import NationView, View
from engines.base import Option, Panel
from engines.text import Msg, Text, lines, msg

RES = ("marble", "iron", "gold", "coins")


def res(r: str) -> Msg:
    return msg(f"antike-res-{r}")


def nres(n: int, r: str) -> Msg:
    return msg(f"antike-n-{r}", n=n)


def nation_msg(v: View, i: int) -> Msg:
    return msg(f"antike-nation-{v.nations[i].id}")


def who(v: View, i: int) -> Msg:
    return msg("antike-who", player=f"{{p{v.nations[i].seat}}}", nation=nation_msg(v, i))


def city(p: str) -> Msg:
    return msg(f"antike-city-{p}")


def space(i: int) -> Msg:
    return msg(f"antike-space-{RONDEL[i].id}")


def nation_line(v: View, n: NationView) -> Msg:
    """"Bob (Romans): 2 marble, 1 iron, 3 gold, 0 coins; 3 cities, 0 temples; 4/9 personalities"."""
    return msg("antike-st-nation", who=who(v, n.index), marble=n.marble, iron=n.iron, gold=n.gold, coins=n.coins,
               cities=n.cities, temples=n.temples, legions=n.legions, galleys=n.galleys, total=n.total, target=v.target)


def know_how_line(v: View, n: NationView) -> Msg | None:
    owned = []
    for b in BASIC:
        lv = n.know_how.get(b, 0)
        if lv:
            owned.append(msg(f"antike-kh-{b if lv == 1 else _adv(b)}"))
    return msg("antike-st-know-how", who=who(v, n.index), items=owned) if owned else None


def _adv(basic: str) -> str:
    from engines.antike.data import ADVANCED

    return next(a for a, b in ADVANCED.items() if b == basic)


def free_nations(v: View) -> list[str]:
    """The nations in play nobody has chosen yet (option nations="choose"), in line order."""
    taken = {n.id for n in v.nations}
    return [n for n in BOARDS[v.board].nations_for(v.players) if n not in taken]


def status_lines(v: View) -> list[Msg | str]:
    out: list[Msg | str] = []
    if v.prompt == "nation" and v.seat is not None:
        out.append(msg("antike-st-choosing", player=f"{{p{v.seat}}}", n=setup.choice_size(v.players),
                       free=[msg(f"antike-nation-{n}") for n in free_nations(v)]))
    elif v.winner is not None:
        out.append(msg("antike-st-winner", who=who(v, v.winner), n=v.nations[v.winner].total))
    else:
        out.append(msg("antike-st-turn", turn=v.turn, who=who(v, v.active), step=msg(f"antike-step-{v.prompt}")))
    for n in v.nations:
        out.append(nation_line(v, n))
    return out


def _leaf(key: str, label: Text, a: Any, description: Text | None = None, style: str = "secondary") -> Option:
    return Option(key=key, label=label, description=description, action=a.model_dump(mode="json"), style=style)


def _group(key: str, label: Text, children: list[Option], description: Text | None = None) -> Option:
    return Option(key=key, label=label, description=description, children=children)


def _coin_text(coin: str | None) -> Msg:
    if coin is None:
        return msg("antike-pn-no-coin")
    return msg("antike-pn-take-coin") if coin == "coin" else msg("antike-pn-take-res", res=res(coin))


def _space_what(st: State, i: int) -> Msg:
    s = RONDEL[i]
    if s.kind == "production":
        from engines.antike.rules.production import production

        assert s.resource is not None
        plain, temples, bonus = production(st, st.active, s.resource)
        return msg("antike-pn-produces", n=plain + 3 * temples + bonus, res=res(s.resource))
    return msg(f"antike-pn-does-{s.id}")


def rondel_options(st: State, acts: list[Rondel]) -> list[Option]:
    n = st.nations[st.active]
    out = []
    for sp in range(8):
        mine = [a for a in acts if a.space == sp]
        if not mine:
            continue
        cost = rondel.step_cost(rondel.steps_to(n.position, sp))
        leaves = [_leaf(f"a{k}", _coin_text(a.coin), a,
                        style="primary" if a.coin == "coin" else "secondary") for k, a in enumerate(mine)]
        out.append(_group(f"s{sp}", msg("antike-pn-space", space=space(sp), cost=cost), leaves,
                          description=_space_what(st, sp)))
    return out


def _by(items: list[Any], key: Any) -> dict[Any, list[Any]]:
    out: dict[Any, list[Any]] = {}
    for a in items:
        out.setdefault(key(a), []).append(a)
    return out


def action_options(st: State, acts: list[Any]) -> list[Option]:
    """The choice tree of the current step (groups by province or advance when they hold
    several leaves)."""
    out: list[Option] = []
    rondels = [a for a in acts if isinstance(a, Rondel)]
    if rondels:
        out += rondel_options(st, rondels)
    for k, (p, group) in enumerate(_by([a for a in acts if isinstance(a, BuildTemple)], lambda a: a.province).items()):
        leaves = [_leaf(f"a{j}", msg("antike-pn-temple", city=city(p), coins=a.coins), a) for j, a in enumerate(group)]
        out.append(leaves[0].model_copy(update={"key": f"t{k}"}) if len(leaves) == 1 else _group(f"t{k}", city(p), leaves))
    for k, (p, group) in enumerate(_by([a for a in acts if isinstance(a, Arm)], lambda a: a.province).items()):
        leaves = [_leaf(f"a{j}", msg(f"antike-pn-arm-{a.unit}", coins=a.coins), a) for j, a in enumerate(group)]
        out.append(_group(f"r{k}", city(p), leaves, description=msg("antike-pn-arm-where", n=len(group))))
    for k, (adv, group) in enumerate(_by([a for a in acts if isinstance(a, Learn)], lambda a: a.advance).items()):
        leaves = [_leaf(f"a{j}", msg("antike-pn-learn", advance=msg(f"antike-kh-{adv}"), coins=a.coins), a)
                  for j, a in enumerate(group)]
        out.append(leaves[0].model_copy(update={"key": f"k{k}"}) if len(leaves) == 1
                   else _group(f"k{k}", msg(f"antike-kh-{adv}"), leaves))
    moves = [a for a in acts if isinstance(a, Move)]
    if moves:
        groups = []
        for k, ((frm, unit), group) in enumerate(_by(moves, lambda a: (a.frm, a.unit)).items()):
            leaves = [_leaf(f"a{j}", msg("antike-pn-move-to", to=city(a.to), left=a.left), a) for j, a in enumerate(group)]
            groups.append(_group(f"m{k}", msg(f"antike-pn-move-{unit}", frm=city(frm)), leaves))
        out.append(_group("mv", msg("antike-pn-moves"), groups, description=msg("antike-pn-moves-n", n=len(moves))))
    for k, cq in enumerate(a for a in acts if isinstance(a, Conquer)):
        out.append(_leaf(f"c{k}", msg("antike-pn-conquer", city=city(cq.province), legions=cq.legions, galleys=cq.galleys,
                                      n=cq.legions + cq.galleys), cq, style="danger"))
    for k, fi in enumerate(a for a in acts if isinstance(a, Fight)):
        out.append(_leaf(f"f{k}", msg(f"antike-pn-fight-{fi.unit}", city=city(fi.province),
                                      nation=msg(f"antike-nation-{st.nations[fi.nation].id}")), fi, style="danger"))
    for k, (p, group) in enumerate(_by([a for a in acts if isinstance(a, Found)], lambda a: a.province).items()):
        leaves = [_leaf(f"a{j}", msg("antike-pn-found", city=city(p), coins=[res(r) for r in a.by_coin] or [msg("antike-pn-none")]),
                        a) for j, a in enumerate(group)]
        out.append(leaves[0].model_copy(update={"key": f"n{k}"}) if len(leaves) == 1 else _group(f"n{k}", city(p), leaves))
    for k, ch in enumerate(a for a in acts if isinstance(a, ChooseNation)):
        out.append(_leaf(f"w{k}", msg("antike-pn-nations", nations=[msg(f"antike-nation-{n}") for n in ch.nations]), ch,
                         description=_nation_what(st, ch.nations), style="primary"))
    for k, sc in enumerate(a for a in acts if isinstance(a, StartCity)):
        out.append(_leaf(f"y{k}", city(sc.province), sc, style="primary"))
    for k, de in enumerate(a for a in acts if isinstance(a, Defend)):
        out.append(_leaf(f"d{k}", msg("antike-pn-defend-yes" if de.fight else "antike-pn-defend-no"), de,
                         style="danger" if de.fight else "secondary"))
    for k, py in enumerate(a for a in acts if isinstance(a, Pay)):
        out.append(_leaf(f"p{k}", msg("antike-pn-pay-one", what=nres(1, py.res)), py, style="primary"))
    for k, tr in enumerate(a for a in acts if isinstance(a, Trade)):
        out.append(_leaf(f"x{k}", msg("antike-pn-trade", give=res(tr.give), take=res(tr.take), n=knowhow.trade_rate(st)), tr))
    for k, gu in enumerate(a for a in acts if isinstance(a, GiveUp)):
        out.append(_leaf(f"g{k}", msg("antike-pn-give-up-city", city=city(gu.province),
                                      temple=1 if gu.province in st.temples else 0), gu, style="danger"))
    for a in acts:
        if isinstance(a, Done):
            out.append(_leaf("done", msg(f"antike-pn-done-{st.step}"), a, style="success"))
    return out


def _nation_what(st: State, nations: tuple[str, ...]) -> Msg | None:
    """A nation's start cities (and whether it starts the game); for a 2-player pair only the
    latter (the panel text lists each nation's cities)."""
    b = BOARDS[st.board]
    first = b.start_player[4 if st.players == 2 else st.players]
    if len(nations) > 1:
        return msg("antike-pn-nation-first", nation=msg(f"antike-nation-{first}")) if first in nations else None
    cities = [city(c) for c in setup.start_cities_of(st, nations[0])]
    return msg("antike-pn-nation-cities-first" if first in nations else "antike-pn-nation-cities", cities=cities)


def _nation_panel(st: State, v: View, seat: int, acts: list[Any]) -> Panel:
    text: list[Msg | str] = [*status_lines(v)]
    for a in acts:
        for n in a.nations:
            text.append(msg("antike-pn-nation-line", nation=msg(f"antike-nation-{n}"),
                            cities=[city(c) for c in setup.start_cities_of(st, n)]))
    title = msg("antike-pn-title-nation", player=f"{{p{seat}}}", n=setup.choice_size(st.players))
    return Panel(title=title, text=text, options=action_options(st, acts))


def build_panel(st: State, v: View, seat: int) -> Panel:
    acts = flow.legal(st, seat)
    if acts and v.prompt == "nation":
        return _nation_panel(st, v, seat, acts)
    mine = [n for n in v.nations if n.seat == seat]
    text: list[Msg | str] = [nation_line(v, n) for n in mine]
    for n in mine:
        kh = know_how_line(v, n)
        if kh is not None:
            text.append(kh)
    if not acts:
        if v.prompt == "nation" and v.seat is not None:
            waiting: Msg = msg("antike-pn-seat", player=f"{{p{v.seat}}}")
        else:
            waiting = who(v, v.nation) if v.nation is not None else msg("antike-pn-nobody")
        title = msg("antike-pn-title-wait", who=waiting)
        return Panel(title=title, text=lines(*text, *status_lines(v)[:1]))
    assert v.nation is not None
    title = msg(f"antike-pn-title-{v.prompt}", who=who(v, v.nation))
    if v.prompt == "rondel":
        me = st.nations[st.active]
        for sp in range(8):
            cost = rondel.step_cost(rondel.steps_to(me.position, sp))
            if any(isinstance(a, Rondel) and a.space == sp for a in acts):
                text.append(msg("antike-pn-dest", space=space(sp), cost=cost, what=_space_what(st, sp)))
            else:
                text.append(msg("antike-pn-dest-no", space=space(sp), cost=cost))
    elif v.prompt == "pay":
        text.append(msg("antike-pn-to-pay", n=st.to_pay))
    elif v.prompt == "defend" and v.defense is not None:
        p, unit, _ = v.defense
        text.append(msg(f"antike-pn-defend-{unit}", who=who(v, v.active), city=city(p)))
    elif v.prompt == "give_up" and v.giving_up is not None:
        text.append(msg("antike-pn-give-up", city=city(v.giving_up)))
    return Panel(title=title, text=text, options=action_options(st, acts))
