"""Mythology: the Offering to the Gods phase (mnm-it "Fase dell'Offerta agli Dei"), between the
trade and the construction.

Steps (turn.py): "offering" (automatic: every god card returns to the heavens) -> "choose_offerer"
(the High Priest, ``S.roles["high_priest"]``, names the next player, one at a time, himself
included; FAQ "annunciare l'ordine ... completo?": "La seconda") -> "offer_god" (the named
player offers a combination of 3 cards for one available god, or passes) -> back to
"choose_offerer" until everyone had the chance -> "offering_end" (the place of Adonis' free god)
-> "construction".

Rules (docs/mythology-rules.md §4.3): "Fare un'offerta ad un Dio è sempre opzionale"; the offering
is "una combinazione di 3 carte (come è definito nella sezione Fase della Costruzione)": 3 tax
cards or 3 different goods, paid to the bank; the god is taken face up ("la piazza (a faccia in
su) davanti a sé"): the choice is public once taken; a player holds at most one god ("Un
giocatore può avere molti Dei nello stesso turno? Normalmente no").  The powers are gods.py.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import Choose, OfferGod, State
from engines.mare_nostrum.texts import cards_text, named, who
from engines.text import msg

#: the gods in the rulebook's order (mnm-it components: the 8 gods), as ids of mythology.yaml
GOD_IDS = ("athena", "baal", "hermes", "astarte", "isis", "mars", "poseidon", "vulcan")


def in_play(R: Rules) -> bool:
    """Whether the rules in play have the Offering phase (Mythology: the High Priest role)."""
    return "high_priest" in R.game.roles


def god_name(god: str) -> Any:
    """A god's name (mn_myth.ftl ``mn-god-<id>``)."""
    return named("mn-god-" + god)


def offering_cost(R: Rules) -> int:
    """The size of the offering's combination (costs.offering, 3)."""
    return int(R.game.costs.get("offering", 3))


def held(S: State, seat: int) -> list[str]:
    """The gods ``seat`` holds now (face up or used), in the rulebook's order."""
    return [g for g in GOD_IDS if S.gods.get(g) == seat]


def available(S: State) -> list[str]:
    """The gods still in the heavens."""
    return [g for g in GOD_IDS if g not in S.gods]


def start_offering(S: State, ev: list[Event]) -> None:
    """Step "offering": "All'inizio di ogni nuova Fase dell'Offerta, tutte le Carte Dio (usate o non
    usate) ritornano ai cieli"."""
    S.phase = "offering"
    if S.gods:
        ev.append(event(msg("mn-ev-gods-return")))
    S.gods = {}
    S.gods_used = []
    S.done = []
    S.active = None
    S.step = "choose_offerer"
    ev.append(event(msg("mn-ev-offering")))


def start_offerer(S: State, seat: int, ev: list[Event]) -> None:
    """``seat`` is called by the High Priest (step "offer_god")."""
    S.active = seat
    S.step = "offer_god"
    ev.append(event(msg("mn-ev-turn-to-offer", side=who(seat))))


def check_combination(R: Rules, S: State, seat: int, cards: list[str]) -> None:
    """Refuse anything but a combination of 3 cards of ``seat``'s hand: 3 tax cards or 3
    different goods (mnm-it "Fase della Costruzione": "SOLO Carte Tasse, oppure SOLO Carte Merce
    non uguali")."""
    n = offering_cost(R)
    if len(cards) != n:
        raise Refusal("offering_size", msg("mn-err-offering-size", n=n))
    have = S.players[seat].hand
    if any(have.get(c, 0) < k for c, k in Counter(cards).items()):
        raise Refusal("not_in_hand", named("mn-err-offering-not-in-hand"))
    taxes = cards.count("tax")
    if not (taxes == n or (taxes == 0 and len(set(cards)) == n)):
        raise Refusal("offering_combination", named("mn-err-offering-combination"))


def suggested_offering(R: Rules, S: State, seat: int) -> list[str] | None:
    """A combination ``seat`` can offer, spending its most plentiful cards (goods it holds
    several of first), or None when it cannot make one."""
    n = offering_cost(R)
    hand = S.players[seat].hand
    goods = sorted((g for g, k in hand.items() if g != "tax" and k > 0), key=lambda g: (-hand[g], g))
    tax = hand.get("tax", 0)
    # the 2 tax cards kept between turns make tax precious: goods first unless tax is plentiful
    if tax >= n and (tax >= n + 2 or len(goods) < n):
        return ["tax"] * n
    return sorted(goods[:n]) if len(goods) >= n else None


def combinations(R: Rules, S: State, seat: int) -> list[list[str]]:
    """Every combination ``seat`` can offer (check_combination), each once with its cards sorted:
    3 tax cards, and every 3 different goods of its hand (the player chooses which cards,
    mnm-it "Fase dell'Offerta": "una combinazione di 3 carte" as in the Construction phase).
    The same cards in another order are the same offering (a_offer_god accepts them)."""
    n = offering_cost(R)
    hand = S.players[seat].hand
    out: list[list[str]] = [["tax"] * n] if hand.get("tax", 0) >= n else []
    goods = sorted(g for g, k in hand.items() if g != "tax" and k > 0)
    return out + [list(c) for c in itertools.combinations(goods, n)]


def a_choose_offerer(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The High Priest names the next player to offer (himself included)."""
    want(a, Choose)
    if not 0 <= a.seat < S.n or a.seat in S.done:
        raise Refusal("already_done", named("mn-err-already-done"))
    start_offerer(S, a.seat, ev)


def a_offer_god(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The named player offers 3 cards for an available god, or passes (``god=None``)."""
    want(a, OfferGod)
    R = t.R
    if a.god is None:
        ev.append(event(msg("mn-ev-offer-pass", side=who(seat))))
    else:
        if a.god not in GOD_IDS:
            raise Refusal("no_god", named("mn-err-no-god"))
        if a.god in S.gods:
            raise Refusal("god_taken", msg("mn-err-god-taken", god=god_name(a.god)))
        if held(S, seat):
            raise Refusal("one_god", named("mn-err-one-god"))
        check_combination(R, S, seat, a.cards)
        q.remove_cards(S.players[seat].hand, a.cards)
        for c in a.cards:
            S.bank[c] = S.bank.get(c, 0) + 1
        S.gods[a.god] = seat
        # the god is taken face up (public); the cards paid stay private, as construction
        # payments do (the hands are hidden and the bank is not shown)
        ev.append(event(msg("mn-ev-offer-god", side=who(seat), god=god_name(a.god))))
        ev.append(event(msg("mn-ev-your-offering", cards=cards_text(a.cards)), to=seat, kind="private", cards=list(a.cards)))
    S.done.append(seat)
    S.active = None
    S.step = "choose_offerer"
