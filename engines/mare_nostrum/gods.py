"""Mythology: the powers of the 8 gods (mnm-it "Potere degli Dei", "Fase dell'Offerta agli Dei"
and FAQ; docs/mythology-rules.md §5, decisions D2 D4 D5 D6).

A god held (``State.gods``) may use its power once ("la carta Dio viene girata a faccia in giù
dopo che il potere indicato è stato usato": ``State.gods_used``) at the time its card allows:

- Athena (+2 towards one role, the holder's choice): asked at the next role assignment
  (:func:`ask_athena`, a "god" decision before the counts; :func:`athena_bonus`).
- Hermes (3 extra cards of kinds the holder produced) then Isis (1 secret card to every player,
  holder included): asked at the income, after the production and before the trade, Hermes first
  (FAQ "conflitti di tempistica": "Ermete usa il suo potere prima di Iside"; :func:`income_gods`).
- Baal (an enemy city), Vulcan (an enemy caravan), Poseidon (an enemy trireme), "in qualsiasi
  punto durante il turno": a :class:`UseGod` action accepted from the holder in the *windows*
  (:func:`anytime_window`): whenever the game waits on an ordinary step of any phase (announce,
  sealed offer, take, naming the next player, offering, building, moving), whoever is prompted:
  in the holder's own decisions (``legal_actions``) and, as an *interjection*, in any other
  player's turn (``Engine.side_actions``; the engine applies it without advancing the turn: the
  prompted players keep their decision).  Not inside a pending decision (a payment, losses, a
  conquest, a hero's question...): those are parts of one action of the rulebook.  Reason (D2):
  an interrupt "at any moment" is unplayable asynchronously; between two actions is every moment
  the table can observe.  A transport is one action here (the legions move along the chain at
  once), so Poseidon's FAQ case (a transport announced then cancelled) reduces to destroying the
  trireme before it.
- Mars (+6 to one combat roll's total, after seeing it; D7): a reaction, asked of its holder
  after the roll of every battle it fights in (attacking or defending, land or naval) while the
  card is face up (combat.mars_pause / combat.finish_battle): the losses are computed after it.
- Astarte: a reaction, asked of its holder when Baal, Vulcan or Poseidon is aimed at one of its
  pieces, or Mars at a battle against it (D4); if used, both powers are spent and nothing happens.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.combat import finish_battle
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import Decision, OfferGod, State, UseGod, UseHero
from engines.mare_nostrum.texts import cards_text, in_province, in_sea, named, role_name, who
from engines.text import Msg, msg

#: the gods whose power is an action of the holder "in qualsiasi punto durante il turno"
ANYTIME = ("baal", "poseidon", "vulcan")
#: the steps at which an anytime god may be used (D2), by its holder in any player's turn, no
#: decision pending
WINDOW_STEPS = ("announce", "offer", "take", "choose_offerer", "offer_god", "choose_builder", "build", "choose_mover", "move")
#: what Hermes gives (D5): 3 cards
HERMES_CARDS = 3


def god_name(god: str) -> Msg:
    return named("mn-god-" + god)


def holder(S: State, god: str) -> int | None:
    """The seat holding ``god`` with its power unused (face up), else None."""
    seat = S.gods.get(god)
    return None if seat is None or god in S.gods_used else seat


def _spend(S: State, god: str) -> None:
    S.gods_used.append(god)


# ---------------------------------------------------------------- Athena (role assignment)
def ask_athena(S: State) -> bool:
    """At the role assignment: ask Athena's holder which role gets +2 (a "god" decision).
    True when asked."""
    seat = holder(S, "athena")
    if seat is None:
        return False
    S.pending.append(Decision(kind="god", seat=seat, card="athena"))
    return True


def athena_bonus(S: State) -> dict[int, dict[str, int]]:
    """The role bonus chosen with Athena this assignment (seat -> role -> 2), to add to the counts."""
    seat = S.gods.get("athena")
    if S.athena_role is None or seat is None:
        return {}
    return {seat: {S.athena_role: 2}}


# ---------------------------------------------------------------- Adonis (end of the Offering)
def ask_adonis(R: Rules, S: State) -> None:
    """Adonis ("free_god"): at the end of the Offering phase, once every player had the chance to
    offer, his owner takes one of the gods left, free (FAQ 80: "il potere di Adone si applica
    solo alla fine della fase"; the exception to one god each).  A "god" decision ``card="adonis"``
    answered with ``OfferGod(god=..., cards=[])`` or declined."""
    left = [g for g in GODS_ORDER if g not in S.gods]
    if not left:
        return
    # FAQ E82: with Castor & Pollux copying Adonis, "all'originale è concesso di agire prima",
    # then the copy (each is inserted under the others: the original, inserted first, answers first)
    for seat in sorted(range(S.n), key=lambda s: "adonis" not in S.players[s].cards):
        if q.has(R, S, seat, "free_god"):
            S.pending.insert(0, Decision(kind="god", seat=seat, card="adonis"))


#: the 8 gods in the rulebook's order (as offering.GOD_IDS; offering.py is a sibling module)
GODS_ORDER = ("athena", "baal", "hermes", "astarte", "isis", "mars", "poseidon", "vulcan")


# ---------------------------------------------------------------- Hermes, Isis (income)
def income_gods(R: Rules, S: State, produced: dict[int, list[str]]) -> None:
    """After the production (and its own choices, e.g. Temple of Artemis): Hermes then Isis.
    ``produced``: seat -> the card kinds it received this income.  Decisions are a stack (the
    top is asked first): Isis goes under Hermes, both under the production's choices."""
    isis = holder(S, "isis")
    if isis is not None:
        S.pending.insert(0, Decision(kind="god", seat=isis, card="isis"))
    hermes = holder(S, "hermes")
    if hermes is not None and any(S.bank.get(k, 0) > 0 for k in produced.get(hermes, [])):
        S.pending.insert(1 if isis is not None else 0, Decision(kind="god", seat=hermes, card="hermes", choices=sorted(set(produced[hermes]))))


def hermes_size(S: State, kinds: list[str]) -> int:
    """How many cards Hermes gives: 3, or what the bank has of the kinds (D5)."""
    return min(HERMES_CARDS, sum(S.bank.get(k, 0) for k in kinds))


def _bank_has(S: State, cards: list[str]) -> bool:
    return all(S.bank.get(c, 0) >= k for c, k in Counter(cards).items())


# ---------------------------------------------------------------- Baal, Vulcan, Poseidon
def anytime_window(S: State) -> bool:
    """Whether an anytime god may be used now, by its holder whoever is prompted (D2; see the
    module docstring)."""
    return not S.winners and not S.pending and S.step in WINDOW_STEPS


def interjection(S: State, seat: int, a: Any) -> bool:
    """Whether ``a``, sent by ``seat`` while it is not prompted, is for the gods' rules to judge
    (:func:`a_use_god` then says why it is refused, if it is: used, outside a window, no such
    target): a :class:`UseGod` of an anytime god ``seat`` holds.  Anything else from a seat not
    prompted is "not your turn"."""
    return isinstance(a, UseGod) and a.god in ANYTIME and S.gods.get(a.god) == seat


def targets(R: Rules, S: State, seat: int, god: str) -> list[UseGod]:
    """Every use of the anytime ``god`` by ``seat``: Baal each enemy city, Vulcan each enemy
    caravan ("avversaria ovunque sul tabellone": any side but the holder, neutrals included),
    Poseidon each enemy trireme at sea (one action per sea and side) and, rules 2, each one not
    yet launched (one action per province and side, D51)."""
    out: list[UseGod] = []
    if god in ("baal", "vulcan"):
        for pid in sorted(S.provinces):
            P = S.provinces[pid]
            if P.owner is None or P.owner == seat:
                continue
            built = P.cities if god == "baal" else P.caravans
            out += [UseGod(god=god, province=pid, site=i) for i, b in enumerate(built) if b]
    elif god == "poseidon":
        for sid in sorted(S.seas):
            out += [UseGod(god=god, sea=sid, target=side) for side, k in sorted(S.seas[sid].items()) if side != seat and k > 0]
        if S.rules >= 2:
            # D51: "una trireme nemica ovunque sul tabellone": a trireme built and not yet launched
            # stands on the board, in the province where it was built
            for pid in sorted(S.provinces):
                new = S.provinces[pid].new_triremes
                out += [UseGod(god=god, province=pid, target=side) for side, k in sorted(new.items()) if side != seat and k > 0]
    return out


def anytime_options(R: Rules, S: State, seat: int) -> list[UseGod]:
    """The anytime powers ``seat`` may use now (empty outside the windows)."""
    if not anytime_window(S):
        return []
    return [a for g in ANYTIME if holder(S, g) == seat for a in targets(R, S, seat, g)]


def _target_side(S: State, a: UseGod) -> int:
    if a.god == "poseidon":
        assert a.target is not None
        return a.target
    assert a.province is not None
    owner = S.provinces[a.province].owner
    assert owner is not None
    return owner


def _destroy(R: Rules, S: State, god: str, place: str, site: int | None, side: int, user: int, ev: list[Event]) -> None:
    if god == "poseidon":
        # at sea, or not yet launched in the province where it was built (D51)
        sea = S.seas[place] if place in S.seas else S.provinces[place].new_triremes
        sea[side] -= 1
        if not sea[side]:
            del sea[side]
        where = in_sea(place) if place in S.seas else in_province(place)
        ev.append(event(msg("mn-ev-god-poseidon", side=who(user), victim=who(side, R), place=where)))
        return
    P = S.provinces[place]
    assert site is not None
    if god == "baal":
        P.cities[site] = False
        P.city_occ[site] = None
        S.supply["cities"] = S.supply.get("cities", 0) + 1
    else:
        P.caravans[site] = False
        P.caravan_occ[site] = None
        S.supply["caravans"] = S.supply.get("caravans", 0) + 1
    ev.append(event(msg("mn-ev-god-" + god, side=who(user), victim=who(side, R), place=in_province(place))))


def _strike(R: Rules, S: State, d: Decision, ev: list[Event]) -> None:
    """The power held back by Astarte's question, now let through (Astarte not used)."""
    assert d.item is not None and d.province is not None and d.other is not None
    if d.item == "mars":
        ev.append(event(msg("mn-ev-god-mars", side=who(d.other))))
        finish_battle(R, S, d.other, ev)
    else:
        _destroy(R, S, d.item, d.province, d.site, d.count, d.other, ev)


def a_use_god(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """An anytime god (Baal, Vulcan, Poseidon) used by its holder in a window (D2), in its own
    decision or as an interjection in another player's turn.  If the target's owner holds an
    unused Astarte, it is asked first (a "god" decision on top of ``S.pending``: the step resumes
    once it is answered)."""
    want(a, UseGod)
    R = t.R
    if a.god not in ANYTIME:
        raise Refusal("god_timing", msg("mn-err-god-timing", god=god_name(a.god)))
    if S.gods.get(a.god) != seat:
        raise Refusal("god_not_held", msg("mn-err-god-not-held", god=god_name(a.god)))
    if a.god in S.gods_used:
        raise Refusal("god_used", msg("mn-err-god-used", god=god_name(a.god)))
    if not anytime_window(S):
        raise Refusal("god_window", msg("mn-err-god-window", god=god_name(a.god)))
    if a not in targets(R, S, seat, a.god):
        raise Refusal("god_target", msg("mn-err-god-target", god=god_name(a.god)))
    _spend(S, a.god)
    side = _target_side(S, a)
    place = (a.sea or a.province) if a.god == "poseidon" else a.province
    assert place is not None
    if q.is_seat(side) and holder(S, "astarte") == side:
        ev.append(event(msg("mn-ev-god-invoked", side=who(seat), god=god_name(a.god), victim=who(side, R))))
        S.pending.append(Decision(kind="god", seat=side, card="astarte", item=a.god, other=seat, province=place, site=a.site, count=side))
        return
    _destroy(R, S, a.god, place, a.site, side, seat, ev)


# ---------------------------------------------------------------- the "god" decision
def decision_options(R: Rules, S: State, seat: int) -> list[Any]:
    """The answers to the "god" decision on top of ``S.pending`` (suggestions for Hermes and
    Isis; any valid list is accepted)."""
    d = S.pending[-1]
    god = d.card
    out: list[Any] = []
    if god == "athena":
        out = [UseGod(god=god, role=r) for r in R.game.roles]
    elif god == "hermes":
        n = hermes_size(S, d.choices)
        for k in d.choices:
            if S.bank.get(k, 0) >= n:
                out.append(UseGod(god=god, cards=[k] * n))
        mix = [k for k in d.choices for _ in range(S.bank.get(k, 0))][:n]
        if len(mix) == n and UseGod(god=god, cards=mix) not in out:
            out.append(UseGod(god=god, cards=mix))
    elif god == "isis":
        sugg = isis_suggestion(R, S, seat)
        if sugg:
            out.append(UseGod(god=god, cards=sugg))
        for c in sorted(S.bank):
            if S.bank[c] >= S.n and UseGod(god=god, cards=[c] * S.n) not in out:
                out.append(UseGod(god=god, cards=[c] * S.n))
    elif god in ("astarte", "mars"):
        out = [UseGod(god=god)]
    elif god == "adonis":
        out = [OfferGod(god=g) for g in GODS_ORDER if g not in S.gods]
    return out + [UseHero(use=False)]


def isis_suggestion(R: Rules, S: State, seat: int) -> list[str] | None:
    """Isis' gifts as the automatic player picks them: for itself a good it lacks (else tax),
    for the others the bank's most plentiful card."""
    bank = Counter({c: k for c, k in S.bank.items() if k > 0})
    hand = S.players[seat].hand
    out: list[str] = []
    for s in range(S.n):
        if s == seat:
            lacking = [c for c in R.commodities if bank[c] > 0 and not hand.get(c)]
            pick = min(lacking, key=lambda c: (-bank[c], c)) if lacking else ("tax" if bank["tax"] else None)
        else:
            pick = max(sorted(bank), key=lambda c: bank[c]) if +bank else None
        if pick is None or bank[pick] <= 0:
            return None
        bank[pick] -= 1
        out.append(pick)
    return out


def _adonis(S: State, seat: int, a: Any, d: Decision, ev: list[Event]) -> None:
    if d.card != "adonis" or isinstance(a, UseGod):
        raise Refusal("wrong_action", named("mn-err-wrong-action"))
    if isinstance(a, UseHero):
        if a.use:
            raise Refusal("wrong_action", named("mn-err-wrong-action"))
        S.pending.pop()
        return
    if a.god is None or a.god not in GODS_ORDER:
        raise Refusal("no_god", named("mn-err-no-god"))
    if a.god in S.gods:
        raise Refusal("god_taken", msg("mn-err-god-taken", god=god_name(a.god)))
    S.pending.pop()
    S.gods[a.god] = seat
    ev.append(event(msg("mn-ev-adonis-god", side=who(seat), god=god_name(a.god))))


def a_god(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Answer the "god" decision: use the god asked about (``UseGod``) or not (``UseHero(use=False)``)."""
    want(a, UseGod, UseHero, OfferGod)
    R = t.R
    d = S.pending[-1]
    god = d.card
    assert god is not None
    if isinstance(a, OfferGod) or god == "adonis":
        _adonis(S, seat, a, d, ev)
        return
    if isinstance(a, UseHero):
        if a.use:
            raise Refusal("wrong_action", named("mn-err-wrong-action"))
        S.pending.pop()
        if god == "mars":
            finish_battle(R, S, None, ev)
        elif god == "astarte":
            assert d.item is not None and d.province is not None and d.other is not None
            _strike(R, S, d, ev)
        return
    if a.god != god:
        raise Refusal("god_timing", msg("mn-err-god-timing", god=god_name(a.god)))
    if god == "athena":
        if a.role not in R.game.roles:
            raise Refusal("no_role", named("mn-err-no-role"))
        S.pending.pop()
        _spend(S, god)
        S.athena_role = a.role
        ev.append(event(msg("mn-ev-god-athena", side=who(seat), role=role_name(a.role))))
    elif god == "hermes":
        n = hermes_size(S, d.choices)
        if len(a.cards) != n or any(c not in d.choices for c in a.cards) or not _bank_has(S, a.cards):
            raise Refusal("hermes_cards", msg("mn-err-hermes-cards", n=n))
        S.pending.pop()
        _spend(S, god)
        for c in a.cards:
            S.bank[c] -= 1
        q.add_cards(S.players[seat].hand, a.cards)
        ev.append(event(msg("mn-ev-god-hermes", side=who(seat), n=n)))
        ev.append(event(msg("mn-ev-your-god-cards", god=god_name(god), cards=cards_text(a.cards)), to=seat, kind="private", cards=list(a.cards)))
    elif god == "isis":
        if len(a.cards) != S.n or not _bank_has(S, a.cards):
            raise Refusal("isis_cards", msg("mn-err-isis-cards", n=S.n))
        S.pending.pop()
        _spend(S, god)
        for s, c in enumerate(a.cards):
            S.bank[c] -= 1
            q.add_cards(S.players[s].hand, [c])
        # secret gifts (D6): the public line has no card; each recipient learns only its own
        ev.append(event(msg("mn-ev-god-isis", side=who(seat))))
        for s, c in enumerate(a.cards):
            ev.append(event(msg("mn-ev-isis-gift", cards=cards_text([c])), to=s, kind="private", cards=[c]))
        ev.append(event(msg("mn-ev-isis-given", gifts=[msg("mn-isis-gift", side=who(s), card=cards_text([c])) for s, c in enumerate(a.cards)]),
                        to=seat, kind="private"))
    elif god == "mars":
        S.pending.pop()
        _spend(S, god)
        B = S.battle
        assert B is not None
        enemy = B.defender if seat == B.attacker else B.attacker
        if q.is_seat(enemy) and holder(S, "astarte") == enemy:
            ev.append(event(msg("mn-ev-god-invoked", side=who(seat), god=god_name(god), victim=who(enemy, R))))
            S.pending.append(Decision(kind="god", seat=enemy, card="astarte", item="mars", other=seat, province=B.place, count=enemy))
            return
        ev.append(event(msg("mn-ev-god-mars", side=who(seat))))
        finish_battle(R, S, seat, ev)
    elif god == "astarte":
        S.pending.pop()
        _spend(S, god)
        ev.append(event(msg("mn-ev-god-astarte", side=who(seat), god=god_name(d.item or ""))))
        if d.item == "mars":
            finish_battle(R, S, None, ev)
    else:
        raise Refusal("god_timing", msg("mn-err-god-timing", god=god_name(god)))
