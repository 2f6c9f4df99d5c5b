"""The private choice panel (engines.base.Panel) and the status line, built from the seat's view
and its legal actions.  Keys are short ([A-Za-z0-9_-], <= 24 chars), labels <= 80 chars."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engines.base import Option, Panel
from engines.mare_nostrum.engine import ROLE_NAMES, building_list, card_name, cards_text, plural
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


ARTICLE = {"influence": "", "city": "a ", "caravan": "a ", "temple": "a ", "market": "a ", "legion": "a ",
           "trireme": "a ", "fortress": "a "}


def _label(eng: "MareNostrum", S: State, seat: int, a: Any) -> str:
    R = eng.R
    k = a.kind
    pn = lambda p: R.provinces[p].name if p in R.provinces else R.seas[p].name  # noqa: E731
    name = lambda s: eng.seat_label(S, s)  # noqa: E731
    if k == "announce":
        return f"Trade {plural(a.count, 'card')}" if a.count else "No trade this turn"
    if k == "offer":
        return f"Offer {cards_text(a.cards)}"
    if k == "take":
        return f"Take {card_name(a.card)} from {name(a.giver)}"
    if k == "use":
        return "Yes, use the power" if a.use else "No"
    if k == "give":
        return f"Give {card_name(a.card)}"
    if k == "choose":
        return name(a.seat)
    if k == "choose_card":
        verb = {"artemis": "Take", "keep_goods": "Keep", "ulysses_take": "Take"}.get(S.pending[-1].kind if S.pending else "", "Choose")
        return f"{verb} {card_name(a.card)}"
    if k == "build":
        if a.item == "card":
            return f"Buy {R.special[a.card].name} ({R.special[a.card].kind})"
        if a.province is None:
            return "Place an influence marker" if a.item == "influence" else f"Build {ARTICLE[a.item]}{a.item}"
        if a.item == "influence":
            P = S.provinces[a.province]
            return f"Influence in {pn(a.province)}" + (" (completes the conversion)" if P.owner is not None else "")
        what = a.item
        if a.item == "caravan":
            what = f"caravan on {card_name(R.provinces[a.province].resources[a.site])}"
        elif a.item == "city":
            what = f"city of {R.provinces[a.province].cities[a.site]}"
        return f"{what[0].upper()}{what[1:]} in {pn(a.province)}"
    if k == "pay":
        return f"Pay {cards_text(a.cards)}"
    if k == "cancel":
        return "Cancel this construction"
    if k == "swap":
        return f"Swap {card_name(a.give)} for {card_name(a.take)}"
    if k == "end_turn":
        return "End my turn"
    if k == "move_trireme":
        if a.origin in R.provinces:
            return f"Launch a trireme from {pn(a.origin)} into the {pn(a.to)}"
        return f"Move a trireme from the {pn(a.origin)} to the {pn(a.to)}"
    if k == "naval_attack":
        return f"Attack {eng_side(eng, S, a.target)} in the {pn(a.sea)}"
    if k == "move_legions":
        return f"Move {plural(a.count, 'legion')} from {pn(a.origin)} to {pn(a.to)}"
    if k == "attack":
        return f"Fight {eng_side(eng, S, a.target)} in {pn(a.province)}"
    if k == "losses":
        d = S.pending[-1]
        parts = [plural(n, w, ws) for n, w, ws in ((d.count - a.fortresses, "legion", None), (a.fortresses, "fortress", "fortresses")) if n]
        return "Lose " + " and ".join(parts)
    if k == "pillage":
        return f"Pillage {building_list(R, S.pending[-1].province, [a.building])}"
    if k == "occupy":
        return "Occupy " + building_list(R, S.pending[-1].province, a.buildings)
    if k == "convert":
        return "Convert: a legion on the influence marker"
    return k


def eng_side(eng: "MareNostrum", S: State, side: int) -> str:
    from engines.mare_nostrum import rules as q

    if q.is_seat(side):
        return eng.seat_label(S, side)
    return "neutral " + eng.R.game.civilizations[q.side_civ(eng.R, S, side)].name


def _forces(eng: "MareNostrum", S: State, pid: str, side: int) -> str:
    P = S.provinces[pid]
    parts = [plural(n, w, ws) for n, w, ws in ((P.legions.get(side, 0), "legion", None), (P.fortresses.get(side, 0), "fortress", "fortresses")) if n]
    return " + ".join(parts) or "nothing"


def _description(eng: "MareNostrum", S: State, seat: int, a: Any) -> str | None:
    """The odds of a battle an option starts: the forces and the chance of destroying every
    defender in the one round (the automatic player's own estimate)."""
    from engines.mare_nostrum import rules as q
    from engines.mare_nostrum.auto import land_odds, p_total_at_least

    if isinstance(a, MoveLegions):
        P = S.provinces[a.to]
        en = q.enemies(P, seat)
        if not en:
            if P.owner is not None and P.owner != seat and not P.legions.get(seat):
                return f"No defenders: you may then pillage, occupy or convert {eng.R.provinces[a.to].name}."
            return None
        t = en[0]
        p, _ = land_odds(eng, S, seat, a.count + P.legions.get(seat, 0), 0, a.to, t)
        return _cut(f"Battle against {eng_side(eng, S, t)} ({_forces(eng, S, a.to, t)}): {round(100 * p)}% to destroy them all", 100)
    if isinstance(a, Attack):
        P = S.provinces[a.province]
        fresh = P.legions.get(seat, 0) - S.fought.get(a.province, 0)
        fort = P.fortresses.get(seat, 0) if a.province not in S.fought else 0
        p, _ = land_odds(eng, S, seat, fresh, fort, a.province, a.target)
        return _cut(f"Against {_forces(eng, S, a.province, a.target)}: {round(100 * p)}% to destroy them all", 100)
    if isinstance(a, NavalAttack):
        sea = S.seas[a.sea]
        mine = sea.get(seat, 0) - S.fought.get(a.sea, 0)
        bonus = eng._die_bonus(S, seat, "trireme")
        p = p_total_at_least(mine, bonus * mine, 5 * sea[a.target])
        return f"Your {plural(mine, 'trireme')} against {plural(sea[a.target], 'trireme')}: {round(100 * p)}% to sink them all"
    return None


def _leaf(eng: "MareNostrum", S: State, seat: int, key: str, a: Any, style: str = "secondary") -> Option:
    return Option(key=key[:24], label=_cut(_label(eng, S, seat, a)), description=_description(eng, S, seat, a),
                  action=eng.dump_action(a), style=style)


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
    hand = cards_text(me.hand or []) or "no cards"
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
        text += f"\nOffer {plural(need, 'more card')}, sealed until everyone has offered."
    elif k == "pay":
        d = S.pending[-1]
        pay = eng.suggested_payment(S, seat)
        if pay:
            opts.append(_leaf(eng, S, seat, "best", Pay(cards=pay), "primary"))
        opts += [_leaf(eng, S, seat, f"c{i}", a) for i, a in enumerate(acts) if not (isinstance(a, Pay) and len(a.cards) > 1)]
        text += f"\nPay {d.cost} cards (only tax cards, or only different goods); chosen: {cards_text(d.paid) or 'none'}."
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
            label = {"cards": "Heroes and wonders", "swap": "Cleopatra: swap with the bank",
                     "influence": "Place an influence marker"}.get(g, f"Build {ARTICLE.get(g, '')}{g}")
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
        d = S.pending[-1] if S.pending else None
        if k == "conquest" and d is not None and d.province is not None:
            text += (f"\nYour legions hold {eng.R.provinces[d.province].name} alone: pillage one building, occupy "
                     "buildings (one legion on each takes its income) or convert (a legion on the influence marker).")
        elif k == "losses" and d is not None and d.province is not None:
            text += f"\nYou lose {plural(d.count, 'unit')} in {eng.R.provinces[d.province].name}: choose which."
    return Panel(title=f"Mare Nostrum: {pr.text}", text=_cut(text, 1900), options=opts, image_kind="hand")


def status_text(eng: "MareNostrum", S: State, seat: int | None) -> str:
    v = eng.player_view(S, seat)
    lines = [f"**Mare Nostrum** — turn {v.turn}, {v.phase}: {v.prompt.text}."]
    for p in v.players:
        roles = ", ".join(ROLE_NAMES[r] for r in p.roles)
        cards = ", ".join(eng.R.special[c].name for c in p.heroes + p.wonders)
        lines.append(
            f"{{p{p.seat}}} ({p.civilization_name}): {plural(p.hand_size, 'card')}; {p.cards_towards_victory}/4 heroes and wonders"
            + (f" ({cards})" if cards else "") + (f"; {roles}" if roles else "")
        )
    if v.winners:
        lines.append("Winner: " + ", ".join("{p%d}" % w for w in v.winners))
    return "\n".join(lines)
