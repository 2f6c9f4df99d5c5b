"""The strong player's candidates in Antike (engine.search_actions, auto.candidates): legal,
distinct, the automatic player's choice first; several rondel spaces on the rondel, the
automatic player's move alone elsewhere."""

from __future__ import annotations

import engines
from engines.antike import auto
from engines.antike.rules.flow import prompt_key


def test_candidates() -> None:
    e = engines.get("antike")
    S = e.setup(4, e.default_options(), 7)
    rondel_turns = 0
    for _ in range(300):
        if e.outcome(S) is not None:
            break
        seat = e.prompt(S).seats[0]
        cands = list(e.search_actions(S, seat))
        legal = list(e.legal_actions(S, seat))
        assert cands and cands[0] == auto.choose(S, seat)
        assert all(c in legal for c in cands)
        assert len({c.model_dump_json() for c in cands}) == len(cands)
        if prompt_key(S)[0] == "rondel":
            rondel_turns += 1
            assert len(cands) > 1
            assert len({c.space for c in cands}) == len(cands)
        else:
            assert len(cands) == 1
        assert e.search_actions(S, (seat + 1) % 4) == []
        S, _ = e.apply(S, seat, auto.choose(S, seat))
    assert rondel_turns >= 10
