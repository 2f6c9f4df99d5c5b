"""Twin states for the hidden-information tests: :func:`resample_hidden`, the engine's optional
``resample_hidden`` hook (engines/base.py).

What no one sees in 7 Wonders Duel (view.py, module docstring): the identity of a face-down
layout card, which shows only its back, its Age or the guilds' purple back (p.9, "alcune carte
vanno disposte a faccia in su, mentre altre vanno disposte a faccia in giù"); of the 3 cards
removed from each Age deck and of the unused guilds (p.6, "3 carte per ogni mazzo Epoca senza
guardarle", "Rimettere le carte gilda rimanenti nella scatola"); of the Wonders not yet offered
or left unused (p.6); of the progress tokens in the box (p.5, "Rimettere i segnalini rimanenti
nella scatola"), except the 3 the Great Library draws, seen by its builder while he chooses
(p.16, "Pesca 3 segnalini Progresso a caso tra quelli scartati").
"""

from __future__ import annotations

import random

from engines.base import Engine
from engines.sevenwd.data import CARDS
from engines.sevenwd.rules import State


def resample_hidden(
    _engine: Engine, state: State, rng: random.Random, hidden_from: int | None
) -> State:
    """A new state that ``hidden_from`` (seat 0 or 1, or ``None`` for the channel) cannot tell
    from ``state``; ``state`` is not modified.

    Redrawn with ``rng``: the cards hidden from everyone (face-down layout cards and the cards in
    the box), permuted among the cards with the same back, so every face-down slot keeps its
    back and every card stays in the game; the order of the Wonders in the box (which 4 come in
    the draft's second round, then which are unused); the order of the progress tokens in the
    box; and, unless ``hidden_from`` is the Great Library's builder choosing now, the 3 tokens it
    drew (another draw from the box).  The generator's seed and counter stay (no view shows the
    future draws).  Every redrawn pool is sorted before it is shuffled, so two states that
    ``hidden_from`` cannot tell apart give the same result for the same ``rng`` (the search's
    determinizations, engines/search.py, depend on nothing the seat cannot see)."""
    st = state.model_copy(deep=True)
    # where each hidden card lies: (list, index), grouped by back ("1", "2", "3", "guild")
    places: dict[str, list[tuple[list[str | None], int]]] = {}
    for i, (cid, up) in enumerate(zip(st.layout, st.face_up)):
        if cid is not None and not up:
            places.setdefault(CARDS[cid].back, []).append((st.layout, i))
    for box in (st.age_box, st.guild_box):
        for i, cid in enumerate(box):
            places.setdefault(CARDS[cid].back, []).append((box, i))  # type: ignore[arg-type]
    for back in sorted(places):
        spots = places[back]
        ids = sorted(lst[i] for lst, i in spots)  # type: ignore[type-var]
        rng.shuffle(ids)
        for (lst, i), cid in zip(spots, ids):
            lst[i] = cid
    st.wonder_box = sorted(st.wonder_box)
    rng.shuffle(st.wonder_box)
    st.progress_box = sorted(st.progress_box)
    rng.shuffle(st.progress_box)
    builder = next((p.seat for p in st.pending if p.kind == "library"), None)
    if st.library_draw and (builder is None or builder != hidden_from):
        st.library_draw = rng.sample(st.progress_box, len(st.library_draw))
    return st
