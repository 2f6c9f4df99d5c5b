"""Olympus's hidden information for the search player (engines/search.py): a twin of the state
with what a seat cannot see dealt again."""

from __future__ import annotations

import random

from engines.olympus.data import DATA
from engines.olympus.state import State


def resample_hidden(state: State, rng: random.Random, hidden_from: int | None) -> State:
    """Twin: the other seats' hands (sizes kept) and the Destiny deck pooled and dealt again,
    the face-down Olympus cards and the unused one permuted; another seat's Oracle draw too.
    The pools are drawn in a canonical order (sorted), so two states ``hidden_from`` cannot
    tell apart give the same twin for the same ``rng`` (engines/search.py)."""
    S = state.model_copy(deep=True)
    pool = list(S.destiny_deck)
    for s, p in enumerate(S.players):
        if s != hidden_from:
            pool += p.hand
    oracle = [d for d in S.pending if d.kind == "oracle" and hidden_from not in d.seats]
    for d in oracle:
        pool += d.options
    pool.sort()  # the deal depends only on the pooled cards, not on who held which (engines/search.py)
    rng.shuffle(pool)
    for s, p in enumerate(S.players):
        if s != hidden_from:
            k = len(p.hand)
            p.hand, pool = pool[:k], pool[k:]
    for d in oracle:
        k = len(d.options)
        d.options, pool = pool[:k], pool[k:]
    S.destiny_deck = pool
    # the Zeus cards another seat has already committed to a revealed Olympus card are hidden
    # (the view says only who answered): redrawn as what its redrawn hand allows, all its Zeus
    # cards (the automatic player's answer), so the twin stays playable
    for d in S.pending:
        if d.kind == "zeus_cards":
            for s in d.answers:
                if s != hidden_from:
                    d.answers[s] = S.players[s].hand.count("zeus")
    unseen = [c.id for c in DATA.olympus_cards if c.id not in S.revealed]
    rng.shuffle(unseen)
    for z in sorted(S.olympus):
        k = len(S.olympus[z])
        S.olympus[z], unseen = unseen[:k], unseen[k:]
    return S
