"""Twin states for the hidden-information tests: :func:`resample_hidden`, the engine's optional
``resample_hidden`` hook (engines/base.py).

What a seat may not see in Mare Nostrum: another seat's resource cards (only their number is
public: FAQ "Commercio", "Il numero di carte di ogni giocatore è conosciuto? Sì!") and, before
the reveal, the cards another seat offered for trade ("piazzarle a faccia in giù di fronte a
sé", Fase Commercio 2).  The bank is public ("carte Risorsa ... piazzate a faccia in su ... per
costituire la «banca»", Disposizione iniziale), so redealing the hidden hands keeps every card
type's total over them: a twin never moves cards to or from the bank.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engines.base import Engine
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.cards import best_payment
from engines.mare_nostrum.state import Cancel, State, clone_state

#: redeals tried before the seats with a decision that depends on their cards keep their hands
TRIES = 30


def resample_hidden(engine: Engine[State, Any], state: State, rng: random.Random, hidden_from: int | None) -> State:
    """A new state that ``hidden_from`` (a seat, or ``None`` for the channel) cannot tell from
    ``state``; ``state`` is not modified.

    The hands of the other seats (every seat for ``None``) are pooled and dealt again with
    ``rng``, each seat keeping its number of cards; before the reveal, each of those seats'
    sealed offer becomes a random choice of as many cards from its new hand (sealed cards stay
    in the hand until the reveal, ``trade.reveal``).  A deal is kept only if it leaves every
    pending decision of a redealt seat possible, as it was: a payment under way still has its
    chosen cards and can be completed, a Hanging Gardens choice still has two kinds of goods, a
    prompted seat still has a legal action (a "where" besides cancelling).  After ``TRIES``
    refused deals, the seats with a pending decision keep their hands and the others are dealt
    again.  The dice generator, the bank and everything public stay.  The pool is sorted before
    it is shuffled, so two states ``hidden_from`` cannot tell apart give the same deal for the
    same ``rng`` (the search's determinizations, engines/search.py), except after ``TRIES``
    refused deals (the seats with a pending decision then keep their own hands)."""
    seats = [s for s in range(state.n) if s != hidden_from]
    for attempt in range(2 * TRIES):
        if attempt == TRIES:  # give up on the seats whose decisions depend on their cards
            seats = [s for s in seats if not any(d.seat == s for d in state.pending)]
        twin = _deal(state, seats, rng)
        if all(_possible(engine, twin, s) for s in seats):
            return twin
    raise AssertionError("unreachable: a deal among seats without decisions is always possible")


def _deal(state: State, seats: list[int], rng: random.Random) -> State:
    # Mythology's 8 heroes / Wonders set aside (State.set_aside) stay: the cards left to buy lie
    # face up (mn-it "LE CARTE NEL GIOCO"; the view lists them), so the 8 are known by
    # elimination; redrawing them would change the public list (docs/mythology-rules.md D14)
    S = clone_state(state)
    T = S.trade
    sealed = T is not None and not T.revealed
    # sorted: the deal depends only on the pooled cards, not on who held which (engines/search.py)
    pool = sorted(c for s in seats for c, n in state.players[s].hand.items() for _ in range(n))
    rng.shuffle(pool)
    for s in seats:
        size = q.hand_size(state, s)
        cards, pool = pool[:size], pool[size:]
        S.players[s].hand = dict(sorted(Counter(cards).items()))
        if sealed and T is not None and s in T.sealed:
            T.sealed[s] = rng.sample(cards, len(T.sealed[s]))
    return S


def _possible(engine: Engine[State, Any], S: State, seat: int) -> bool:
    """Whether ``seat``'s pending decisions and prompt are still possible with its hand."""
    hand = S.players[seat].hand
    for d in S.pending:
        if d.seat != seat:
            continue
        if d.kind == "pay" and (Counter(d.paid) - Counter(hand) or best_payment(hand, d.cost, d.paid) is None):
            return False
        if d.kind == "keep_goods" and len(q.goods_types(hand)) < 2:
            return False
    if seat in engine.prompt(S).seats:
        acts = engine.legal_actions(S, seat)
        if not any(not isinstance(a, Cancel) for a in acts):
            return False
    return True
