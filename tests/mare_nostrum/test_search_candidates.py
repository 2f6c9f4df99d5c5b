"""The strong player's key decisions (auto.candidates, MareNostrum.search_actions): the search
weighs alternatives only for the purchases and the military moves, always with the automatic
player's choice first; everything else is the automatic player's alone."""

from __future__ import annotations

import random

import engines
from engines.mare_nostrum import auto
from engines.mare_nostrum.state import EndTurn


def test_candidates_at_key_decisions_only() -> None:
    engine = engines.get("mare-nostrum")
    state = engine.setup(4, engine.default_options(), 5)
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(600):
        if engine.outcome(state) is not None:
            break
        pr = engine.prompt(state)
        seat = pr.seats[0]
        legal = list(engine.legal_actions(state, seat))
        cands = list(engine.search_actions(state, seat))
        pick = engine.auto_action(state, seat)
        assert cands[0] == pick
        assert all(c in legal for c in cands)
        assert len({c.model_dump_json() for c in cands}) == len(cands)  # no repeats
        if pr.kind in auto.SEARCH_KINDS:
            assert len(cands) <= auto.SEARCH_ALTERNATIVES + 2
            if EndTurn() in legal:
                assert EndTurn() in cands
            if len(cands) > 1:
                seen.add(pr.kind)
        else:
            assert cands == [pick]
        # a seat not prompted has nothing to weigh
        other = next(s for s in range(4) if s not in pr.seats) if len(pr.seats) < 4 else None
        if other is not None:
            assert engine.search_actions(state, other) == []
        state, _ = engine.apply(state, seat, engine.playout_policy(state, seat, rng))
    assert seen == set(auto.SEARCH_KINDS)  # both kinds met alternatives in this game
