"""The private choice panel (engines.base.Panel) and the status line, built from the seat's view
and its legal actions.  Keys are short ids ([A-Za-z0-9_-]); every text is a message
(i18n/locales/<lang>/mn.ftl).  A long list of like choices is marked as a run (engines.base.Run,
"Page"); the edge fits the tree to its medium (cogs/panels.py: Discord's lengths, 25 per select)."""

from __future__ import annotations

from typing import Any

from engines.base import Option, Panel, Run, Tone
from engines.mare_nostrum import blockade, gods, mythology_data, trade
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.auto import land_odds, p_total_at_least
from engines.mare_nostrum.combat import dice_text, die_bonus, hamilcar_value, land_totals, loss_divisor, side_index
from engines.mare_nostrum.construction import suggested_payment
from engines.mare_nostrum.flow import Table, prompt
from engines.mare_nostrum.moves import legal_actions
from engines.mare_nostrum.state import (
    ACTION_ADAPTER,
    Attack,
    Build,
    DeclareHercules,
    EndTurn,
    MoveCreature,
    MoveHercules,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Offer,
    Pay,
    RangedAttack,
    State,
    StealCaravan,
    Swap,
    UseGod,
)
from engines.mare_nostrum.texts import (
    building_list,
    card_name,
    cards_or_none,
    cards_text,
    civ_name,
    in_province,
    in_sea,
    item_name,
    province_name,
    role_name,
    special_name,
    units_text,
)
from engines.mare_nostrum.viewbuild import build_view
from engines.text import Msg, Text, lines, msg


def seat_label(S: State, seat: int) -> Text:
    """A seat's civilization (the engine's ``seat_label``)."""
    return civ_name(S.players[seat].civ)


#: the hero whose power a yes/no question is about
USE_HERO = {"ulysses": "ulysses", "helen": "helen_of_troy", "medusa": "medusa", "antigone": "antigone", "midas": "midas", "hercules": "hercules"}


def _place(eng: Table, p: str) -> Msg:
    return province_name(p) if p in eng.R.provinces else msg("mn-sea-" + p)


def _label(eng: Table, S: State, seat: int, a: Any) -> Text:
    R = eng.R
    k = a.kind
    if k == "announce":
        return msg("mn-opt-announce", n=a.count)
    if k == "offer":
        return msg("mn-opt-offer", cards=cards_text(a.cards))
    if k == "take":
        return msg("mn-opt-take", card=card_name(a.card), side=seat_label(S, a.giver))
    if S.pending and S.pending[-1].kind == "blockade" and k in ("use", "naval_attack"):
        # Mythology: the Greek Blockade (blockade.py)
        if k == "use":
            return msg("mn-opt-blockade-pass")
        return msg("mn-opt-blockade-attack", side=side_name(eng, S, a.target), place=in_sea(a.sea))
    if S.pending and S.pending[-1].kind == "poseidon" and k == "use":
        return msg("mn-opt-poseidon-pass")  # Mythology: Poseidon after an announced transport (D52)
    if k == "use":
        hero = USE_HERO.get(S.pending[-1].kind if S.pending else "", "")
        return msg("mn-opt-use", hero=special_name(R, hero)) if a.use and hero else msg("mn-opt-use-yes" if a.use else "mn-opt-use-no")
    if k == "give":
        return msg("mn-opt-give", card=card_name(a.card))
    if k == "choose":
        return msg("mn-opt-seat", civ=seat_label(S, a.seat), side=f"{{p{a.seat}}}")
    if k == "choose_card" and S.pending and S.pending[-1].kind == "castor":
        return msg("mn-opt-castor", hero=special_name(R, a.card))
    if k == "choose_card":
        verb = {"artemis": "take", "keep_goods": "keep", "ulysses_take": "take", "nebuchadnezzar": "take"}.get(S.pending[-1].kind if S.pending else "", "choose")
        return msg("mn-opt-card-" + verb, card=card_name(a.card))
    if k == "build":
        if a.item == "card":
            return msg("mn-opt-buy", card=special_name(R, a.card))
        if a.province is None:
            return msg("mn-opt-place-influence") if a.item == "influence" else msg("mn-opt-build", item=msg("mn-a-" + a.item))
        if a.item == "influence":
            P = S.provinces[a.province]
            return msg("mn-opt-influence", place=in_province(a.province), converts=int(P.owner is not None))
        if a.item == "caravan":
            what: Msg = msg("mn-opt-item-caravan", good=card_name(R.provinces[a.province].resources[a.site]))
        elif a.item == "city":
            what = msg("mn-opt-item-city", city=R.provinces[a.province].cities[a.site])
        else:
            what = item_name(a.item)
        return msg("mn-opt-build-at", item=what, place=in_province(a.province))
    if k == "pay":
        return msg("mn-opt-pay", cards=cards_text(a.cards))
    if k == "cancel":
        return msg("mn-opt-cancel")
    if k == "swap":
        return msg("mn-opt-swap", give=card_name(a.give), take=card_name(a.take))
    if k == "end_turn":
        return msg("mn-opt-end-turn")
    if k == "move_trireme":
        if a.origin in R.provinces:
            return msg("mn-opt-launch", origin=province_name(a.origin), to=msg("mn-sea-" + a.to))
        return msg("mn-opt-trireme", origin=msg("mn-sea-" + a.origin), to=msg("mn-sea-" + a.to))
    if k == "naval_attack":
        return msg("mn-opt-naval-attack", side=side_name(eng, S, a.target), place=in_sea(a.sea))
    if k == "move_legions":
        return msg("mn-opt-legions", n=a.count, origin=province_name(a.origin), to=province_name(a.to))
    if k == "attack":
        return msg("mn-opt-attack", side=side_name(eng, S, a.target), place=in_province(a.province))
    if k == "steal_caravan":
        return msg("mn-act-jason", good=card_name(R.provinces[a.province].resources[a.site]), origin=province_name(a.province),
                   to=province_name(a.to))
    if k == "ranged_attack":
        where_to = in_province(a.place) if a.place in R.provinces else in_sea(a.place)
        return msg("mn-act-titan", origin=province_name(a.origin), side=side_name(eng, S, a.target), place=where_to)
    if k == "move_creature":
        def where(x: str) -> Text:
            return province_name(x) if x in R.provinces else msg("mn-sea-" + x)
        if a.origin == "card":
            return msg("mn-act-kraken-surface", place=in_sea(a.to))
        if a.dive:
            return msg("mn-act-kraken-dive", origin=where(a.origin))
        if a.origin in R.provinces and a.to in S.seas and a.to not in cr.destinations(R, S, seat, a.origin):
            return msg("mn-act-kraken-emerge", built=in_province(a.origin), place=in_sea(a.to))  # built this turn (FAQ 75)
        return msg("mn-act-move-creature", creature=msg(f"mn-creature-{cr.kind_of(R, S, seat)}"), origin=where(a.origin), to=where(a.to))
    if k in ("declare_hercules", "move_hercules"):
        return _hercules_label(eng, S, seat, a)
    if k == "losses" and S.pending[-1].kind == "naval_losses":  # Mythology, rules 3 (D34)
        return msg("mn-opt-lose-at-sea", triremes=S.pending[-1].count - a.creatures, krakens=a.creatures)
    if k == "losses":
        d = S.pending[-1]
        units: Text = units_text(d.count - a.fortresses - a.creatures, a.fortresses)
        if a.creatures:
            units = msg("mn-units-with-creatures", units=units, n=a.creatures, creature=msg(f"mn-creature-{cr.kind_of(R, S, seat)}"),
                        others=d.count - a.creatures)
        return msg("mn-opt-lose", units=units)
    if k == "pillage":
        return msg("mn-opt-pillage", building=building_list(R, S.pending[-1].province or "", [a.building]))
    if k == "occupy":
        return msg("mn-opt-occupy", buildings=building_list(R, S.pending[-1].province or "", a.buildings))
    if k == "convert":
        return msg("mn-opt-convert")
    # Mythology: Hamilcar's automatic 4s (D33), Ajax's rerolls (D37)
    if k == "automatic_dice":
        return msg("mn-opt-hamilcar", fixed=a.count, rolled=S.pending[-1].count - a.count, value=hamilcar_value(R, S, seat) or 0)
    if k == "pick_die":
        return msg("mn-opt-pick-die", value=a.value)
    if k == "reroll":
        if a.dice:
            return msg("mn-opt-reroll-suggested", dice=dice_text(a.dice))
        if S.land_round is not None and S.land_round.picked:
            return msg("mn-opt-reroll", dice=dice_text(S.land_round.picked))
        return msg("mn-opt-keep-roll")
    if k == "offer_god":
        if a.god is None:
            return msg("mn-opt-offering-pass")
        if not a.cards:
            return msg("mn-opt-god-free", god=msg("mn-god-" + a.god))
        return msg("mn-opt-offer-god", god=msg("mn-god-" + a.god), cards=cards_text(a.cards))
    if k == "use_god":
        return _god_label(eng, S, a)
    raise AssertionError(f"no label for {k}")


def _god_label(eng: Table, S: State, a: UseGod) -> Text:
    """Mythology: a god's use (gods.py)."""
    R = eng.R
    god = msg("mn-god-" + a.god)
    if a.god in ("baal", "vulcan") and a.province is not None and a.site is not None:
        P = S.provinces[a.province]
        what: Msg = (msg("mn-opt-item-city", city=R.provinces[a.province].cities[a.site]) if a.god == "baal"
                     else msg("mn-opt-item-caravan", good=card_name(R.provinces[a.province].resources[a.site])))
        assert P.owner is not None
        return msg("mn-opt-god-destroy", god=god, item=what, side=side_name(eng, S, P.owner), place=in_province(a.province))
    if a.god == "poseidon" and a.target is not None and (a.sea or a.province):
        place = in_sea(a.sea) if a.sea else in_province(a.province or "")
        return msg("mn-opt-god-destroy", god=god, item=item_name("trireme"), side=side_name(eng, S, a.target), place=place)
    if a.god == "athena" and a.role is not None:
        return msg("mn-opt-god-athena", god=god, role=role_name(a.role))
    if a.god == "isis":
        return msg("mn-opt-god-isis", god=god, gifts=[msg("mn-isis-gift", side=f"{{p{s}}}", card=card_name(c)) for s, c in enumerate(a.cards)])
    if a.cards:
        return msg("mn-opt-god-cards", god=god, cards=cards_text(a.cards))
    return msg("mn-opt-god-use", god=god)


def _hercules_label(eng: Table, S: State, seat: int, a: DeclareHercules | MoveHercules) -> Text:
    """Mythology, Hercules (D21): declare a legion, or move the declared one as the creature."""
    creature = msg(f"mn-creature-{cr.kind_of(eng.R, S, seat)}")
    if isinstance(a, DeclareHercules):
        return msg("mn-opt-hercules-declare", creature=creature, place=in_province(a.province))
    return msg("mn-opt-hercules-move", creature=creature, origin=province_name(cr.hercules_place(S, seat) or a.to), to=province_name(a.to))


def side_name(eng: Table, S: State, side: int) -> Text:
    """A seat's civilization, or "neutral Rome"."""
    if q.is_seat(side):
        return seat_label(S, side)
    return msg("mn-side-neutral", civ=civ_name(q.side_civ(eng.R, S, side)))


def _forces(S: State, pid: str, side: int) -> Text:
    P = S.provinces[pid]
    return units_text(P.legions.get(side, 0), P.fortresses.get(side, 0)) or msg("mn-nothing")


def _power(eng: Table, card: str) -> Msg:
    """A hero's or Wonder's power: with Mythology, the new heroes' and the revised cards' own
    texts (``mn-myth-power-<id>``, docs/mythology-rules.md §7.3), else the base ones."""
    if eng.R.game.expansion == "mythology":
        M = mythology_data.load()
        if card in {h.id for h in M.heroes} | {r.id for r in M.revised}:
            return msg("mn-myth-power-" + card)
    return msg("mn-power-" + card)


def _description(eng: Table, S: State, seat: int, a: Any) -> Text | None:
    """The power of a hero or Wonder to buy; the odds of a battle an option starts: the forces
    and the chance of destroying every defender in the one round (the automatic player's own
    estimate)."""
    if isinstance(a, Build) and a.item == "card" and a.card is not None:
        return _power(eng, a.card)
    if isinstance(a, DeclareHercules):  # what the legion will do: the creature's power
        return msg(f"mn-myth-power-{cr.kind_of(eng.R, S, seat)}")
    if isinstance(a, MoveLegions):
        P = S.provinces[a.to]
        en = q.enemies(P, seat)
        if not en:
            if P.owner is not None and P.owner != seat and not P.legions.get(seat):
                return msg("mn-desc-no-defenders", province=province_name(a.to))
            return None
        t = en[0]
        p, _ = land_odds(eng, S, seat, a.count + P.legions.get(seat, 0), 0, a.to, t)
        return msg("mn-desc-battle", side=side_name(eng, S, t), forces=_forces(S, a.to, t), pct=round(100 * p))
    if isinstance(a, Attack):
        P = S.provinces[a.province]
        fresh = P.legions.get(seat, 0) - S.fought.get(a.province, 0)
        fort = P.fortresses.get(seat, 0) if a.province not in S.fought else 0
        p, _ = land_odds(eng, S, seat, fresh, fort, a.province, a.target)
        return msg("mn-desc-attack", forces=_forces(S, a.province, a.target), pct=round(100 * p))
    if isinstance(a, NavalAttack):
        sea = S.seas[a.sea]
        # the Greek Blockade: every Greek trireme there fights (it is not the Greek's own turn)
        mine = sea.get(seat, 0) - (S.fought.get(a.sea, 0) if S.active == seat else 0)
        bonus = die_bonus(eng.R, S, seat, "trireme")
        p = p_total_at_least(mine, bonus * mine, 5 * sea[a.target])
        return msg("mn-desc-naval", n=mine, enemy=sea[a.target], pct=round(100 * p))
    return None


def _leaf(eng: Table, S: State, seat: int, key: str, a: Any, style: Tone = "secondary") -> Option:
    return Option(key=key, label=_label(eng, S, seat, a), description=_description(eng, S, seat, a),
                  action=ACTION_ADAPTER.dump_python(a, mode="json"), style=style)


def _group(key: str, label: Text, children: list[Option], run: Run | None = None) -> Option:
    """A group of ``children``; ``run``: they are one run of like choices (a long one is shown in
    parts, engines.base.Run)."""
    return Option(key=key, label=label, children=children, run=run)


def _run(key: str, label: Text, opts: list[Option], before: list[Option]) -> Run:
    """``opts``, appended after ``before`` in one list, as a run of like choices named ``label``."""
    return Run(key=key, label=label, start=len(before), stop=len(before) + len(opts))


def _god_group(eng: Table, S: State, seat: int, acts: list[UseGod], page: Text) -> list[Option]:
    """Mythology: the anytime gods' uses (gods.anytime_options) in their own "gods" group."""
    uses = [_leaf(eng, S, seat, f"g{i}", a, "danger") for i, a in enumerate(acts)]
    return [_group("gods", msg("mn-grp-gods"), uses, Run(key="g", label=page))]


def build_panel(eng: Table, S: State, seat: int) -> Panel:
    view = build_view(eng, S, seat)
    pr = prompt(S)
    me = view.players[seat]
    head: Text = msg("mn-panel-head", civ=civ_name(me.civilization), n=view.turn, phase=msg("mn-phase-" + view.phase),
               hand=cards_or_none(me.hand or []))
    if view.trade is not None and view.trade.my_offer:
        # the player's own face-down offer (no private event repeats it)
        head = lines(head, msg("mn-panel-my-offer", cards=cards_text(view.trade.my_offer)))
    page = msg("mn-grp-pages")
    if me.gods:
        head = lines(head, msg("mn-panel-gods", gods=[msg("mn-god-used" if g in me.gods_used else "mn-god-ready", god=msg("mn-god-" + g))
                                                      for g in me.gods]))
        ready = [g for g in gods.ANYTIME if g in me.gods and g not in me.gods_used]
        if ready:  # how the anytime gods are used (D2): told in the panel, nobody is pinged for it
            head = lines(head, msg("mn-panel-gods-anytime", gods=[msg("mn-god-" + g) for g in ready]))
    if seat not in pr.seats:
        # Mythology: another player's turn; a holder's anytime gods may interject (D2,
        # Engine.side_actions), and that is all this panel offers
        side = gods.anytime_options(eng.R, S, seat) if S.gods else []
        if not side:
            return Panel(title=msg("mn-title"), text=lines(head, msg("mn-panel-nothing")), image_kind="hand")
        others = msg("mn-panel-side", players=[f"{{p{s}}}" for s in pr.seats], prompt=pr.text)
        return Panel(title=msg("mn-panel-side-title"), text=lines(head, others), options=_god_group(eng, S, seat, side, page),
                     image_kind="hand")
    acts = legal_actions(eng, S, seat)
    k = pr.kind
    # Mythology: the anytime gods' uses (gods.anytime_options) go in their own group
    god_acts = [a for a in acts if isinstance(a, UseGod)] if k not in ("god", "poseidon") else []
    acts = [a for a in acts if not isinstance(a, UseGod)] if god_acts else acts
    opts: list[Option] = []
    run: Run | None = None  # a run of like choices among opts (a long one is shown in parts)
    extra: Text | None = None
    if k == "offer":
        T = S.trade
        assert T is not None and T.announced is not None
        need = T.announced - len(T.sealed[seat])
        sugg = Offer(cards=trade.suggested_offer(S, seat))
        singles = [a for a in acts if len(a.cards) == 1]
        if need > 1:
            # the whole rest of the offer in one click, named as such (with one
            # card left the suggestion is one of the singles, and two buttons read the same)
            best = _leaf(eng, S, seat, "best", sugg, "primary")
            opts.append(best.model_copy(update={"label": msg("mn-opt-offer-all", n=need, cards=cards_text(sugg.cards))}))
        else:
            singles.sort(key=lambda a: a.cards != sugg.cards)  # the suggested card first
        leaves = [_leaf(eng, S, seat, f"c{i}", a, "primary" if need == 1 and a.cards == sugg.cards else "secondary")
                  for i, a in enumerate(singles)]
        run = _run("one", msg("mn-grp-offer-one"), leaves, opts)
        opts += leaves
        extra = msg("mn-panel-offer", n=need)
    elif k == "pay":
        d = S.pending[-1]
        pay = suggested_payment(S, seat)
        if pay:
            opts.append(_leaf(eng, S, seat, "best", Pay(cards=pay), "primary"))
        opts += [_leaf(eng, S, seat, f"c{i}", a) for i, a in enumerate(acts) if not (isinstance(a, Pay) and len(a.cards) > 1)]
        extra = msg("mn-panel-pay", n=d.cost, paid=cards_or_none(d.paid))
    elif k == "build":
        cards: list[Option] = []
        swaps: list[Option] = []
        steals: list[Option] = []
        for i, a in enumerate(acts):
            if isinstance(a, EndTurn):
                opts.append(_leaf(eng, S, seat, "end", a, "danger"))
            elif isinstance(a, Swap):
                swaps.append(_leaf(eng, S, seat, f"s{i}", a))
            elif isinstance(a, StealCaravan):
                steals.append(_leaf(eng, S, seat, f"j{i}", a))
            elif a.item == "card":
                cards.append(_leaf(eng, S, seat, f"c{i}", a, "success"))
            else:
                opts.append(_leaf(eng, S, seat, a.item, a, "primary"))
        if cards:
            opts.append(_group("cards", msg("mn-grp-cards"), cards))
        if swaps:
            opts.append(_group("swap", msg("mn-grp-swap"), swaps, Run(key="swap", label=page)))
        if steals:
            opts.append(_group("jason", msg("mn-grp-jason"), steals, Run(key="jason", label=page)))
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
        for grp, children in groups.items():
            if grp in ("cards", "swap"):
                label: Text = msg("mn-grp-" + grp)
            elif grp == "influence":
                label = msg("mn-opt-place-influence")
            else:
                label = msg("mn-opt-build", item=msg("mn-a-" + grp))
            opts.append(_group(grp, label, children, Run(key=grp, label=page)))
        extra = msg("mn-panel-setup-points", n=S.points)
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
            elif isinstance(a, (MoveCreature, RangedAttack)):
                groups.setdefault("creatures", []).append(_leaf(eng, S, seat, f"k{i}", a))
            elif isinstance(a, (DeclareHercules, MoveHercules)):  # Mythology, D21
                groups.setdefault("hercules", []).append(_leaf(eng, S, seat, f"h{i}", a))
        for grp, children in groups.items():
            if grp.startswith("L"):
                label = msg("mn-grp-legions-from", province=province_name(grp[1:]))
                key = "L" + str(sorted(eng.R.provinces).index(grp[1:]))
            else:
                label = msg("mn-grp-" + grp)
                key = grp
            opts.append(_group(key, label, children, Run(key=key, label=page)))
    elif k == "offer_god":
        # pass, then one group per god holding its combinations (the suggested one first)
        by_god: dict[str, list[Option]] = {}
        for i, a in enumerate(acts):
            if a.god is None:
                opts.append(_leaf(eng, S, seat, f"a{i}", a))
            else:
                by_god.setdefault(a.god, []).append(_leaf(eng, S, seat, f"a{i}", a))
        for god, children in by_god.items():
            one = len(children) == 1
            opts += children if one else [_group(f"o{god}", msg("mn-god-" + god), children, Run(key=f"o{god}", label=page))]
    else:
        opts = [_leaf(eng, S, seat, f"a{i}", a) for i, a in enumerate(acts)]
        run = _run("p", page, opts, [])
        last = S.pending[-1] if S.pending else None
        if k == "conquest" and last is not None and last.province is not None:
            extra = msg("mn-panel-conquest", place=in_province(last.province))
        elif k == "losses" and last is not None and last.province is not None:
            extra = msg("mn-panel-losses", n=last.count, place=in_province(last.province))
        elif k == "naval_losses" and last is not None and last.province is not None:  # D34, rules 3
            extra = msg("mn-panel-sea-losses", n=last.count, place=in_sea(last.province))
        elif k == "hercules" and last is not None and last.province is not None:  # D21, rules 3
            extra = msg("mn-panel-hercules", creature=msg(f"mn-creature-{cr.kind_of(eng.R, S, seat)}"), place=in_province(last.province))
        elif k in ("hamilcar", "ajax", "nebuchadnezzar"):
            extra = _hero_choice_text(eng, S, seat)
        elif k == "poseidon" and last is not None and last.item is not None and last.province is not None and last.other is not None:
            extra = msg("mn-panel-poseidon", side=side_name(eng, S, last.other), units=blockade.carried_units(eng.R, S, last),
                        origin=province_name(last.item), to=province_name(last.province),
                        seas=[msg("mn-sea-" + s) for s in blockade.route(eng.R, S, last.other, last.item, last.province)])
        elif k == "blockade" and last is not None and last.item is not None and last.province is not None and last.other is not None:
            extra = msg("mn-panel-blockade", side=side_name(eng, S, last.other), units=blockade.carried_units(eng.R, S, last),
                        origin=province_name(last.item), to=province_name(last.province),
                        seas=[msg("mn-sea-" + s) for s in blockade.route(eng.R, S, last.other, last.item, last.province)])
    if god_acts:
        opts += _god_group(eng, S, seat, god_acts, page)
    return Panel(title=msg("mn-panel-title", prompt=pr.text), text=lines(head, extra), options=opts, run=run, image_kind="hand")


def _hero_choice_text(eng: Table, S: State, seat: int) -> Text:
    """Mythology: what a Hamilcar (D33), Ajax (D37) or Nebuchadnezzar (D35) choice is about."""
    R = eng.R
    d = S.pending[-1]
    assert d.province is not None
    place = in_province(d.province)
    if d.kind == "hamilcar":
        return msg("mn-panel-hamilcar", n=d.count, place=place, value=hamilcar_value(R, S, seat) or 0, bonus=die_bonus(R, S, seat, "legion"))
    if d.kind == "ajax":
        r = S.land_round
        assert r is not None
        i = side_index(r, seat)
        foe = r.defender if i == 0 else r.attacker
        totals = land_totals(R, S, r)
        total = totals[i]
        P = S.provinces[r.place]
        units = P.legions.get(foe, 0) + P.fortresses.get(foe, 0) + P.creatures.get(foe, 0)
        return msg("mn-panel-ajax", place=place, dice=dice_text(r.dice[i]), fixed=r.fixed[i] or 0, total=total,
                   loss=min(total // loss_divisor(R, S, foe, False), units), other=side_name(eng, S, foe), other_dice=dice_text(r.dice[1 - i]),
                   other_total=totals[1 - i],
                   picked=dice_text(r.picked) if r.picked else msg("mn-nothing"))
    return msg("mn-panel-nebuchadnezzar", place=place, cards=cards_text(d.choices))


def status_text(eng: Table, S: State, seat: int | None) -> Text:
    v = build_view(eng, S, seat)
    out: list[Msg | str] = [msg("mn-status-head", n=v.turn, phase=msg("mn-phase-" + v.phase), prompt=v.prompt.text)]
    for p in v.players:
        cards = [special_name(eng.R, c) for c in p.heroes + p.wonders]
        out.append(msg(
            "mn-status-player",
            side=f"{{p{p.seat}}}",
            civ=civ_name(p.civilization),
            n=p.hand_size,
            k=p.cards_towards_victory,
            target=v.victory_target or (0 if v.roles_victory else 4),  # 0: the heroes do not win (D39)
            cards=msg("mn-status-cards", cards=cards) if cards else "",
            roles=msg("mn-status-roles", roles=[role_name(r) for r in p.roles]) if p.roles else "",
        ))
    for s, tag in sorted(S.hercules.items()):  # Mythology: Hercules' legion, public (D21)
        out.append(msg("mn-status-hercules", side=f"{{p{s}}}", creature=msg(f"mn-creature-{cr.kind_of(eng.R, S, s)}"),
                       place=in_province(tag.place)))
    if v.roles_victory:  # Mythology's 3 role cards variant (D39)
        out.append(msg("mn-myth-status-roles-victory", n=v.roles_victory))
    if v.winners:
        out.append(msg("mn-status-winner", sides=[f"{{p{w}}}" for w in v.winners]))
    return out

