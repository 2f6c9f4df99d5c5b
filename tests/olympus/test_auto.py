"""The automatic player of Olympus (engines/olympus/auto.py) and the strong player's candidates.

``choose`` asks the engine for a turn's legal actions kind by kind and stops at the first kind it
would play; it must pick what it would pick from the whole list of legal actions (the reference
below, the rule as the module's docstring states it).  ``candidates`` (engine.search_actions)
must be legal, distinct, and start with that choice.
"""

from __future__ import annotations

from typing import Any

import engines
from engines.olympus import auto
from engines.olympus.data import DATA
from engines.olympus.state import BuildWonder, Discover, Expand, Pass, PlayDestiny, State


def reference(e: Any, S: State, seat: int) -> Any:
    """The automatic player's turn move from the whole list of legal actions."""
    acts = list(e.legal_actions(S, seat))
    for a in acts:
        if isinstance(a, PlayDestiny):
            return a
    wonders = [a for a in acts if isinstance(a, BuildWonder)]
    if wonders:
        return max(wonders, key=lambda a: (DATA.wonder[a.wonder].pp, -(a.cards or 0)))
    discoveries = [a for a in acts if isinstance(a, Discover)]
    if discoveries:
        return max(discoveries, key=lambda a: auto.discovery_value(S, seat, a))
    expands = [a for a in acts if isinstance(a, Expand)]
    passes = [a for a in acts if isinstance(a, Pass)]
    if expands:
        best = max(auto.expansion_values(S, seat, expands), key=lambda x: x[:3])
        if best[0] > 0 or not passes:
            return best[3]
    return passes[0] if passes else acts[0]


def positions(seed: int, players: int, stride: int) -> list[State]:
    """Every ``stride``-th state of a game between automatic players."""
    e: Any = engines.get("olympus")
    S = e.setup(players, e.default_options(), seed)
    out = []
    step = 0
    while e.outcome(S) is None and step < 1000:
        if step % stride == 0:
            out.append(S)
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
        step += 1
    assert e.outcome(S) is not None
    return out


def test_choose_is_the_choice_from_the_whole_list() -> None:
    e: Any = engines.get("olympus")
    turns = 0
    for seed, players in ((3, 4), (8, 2)):
        for S in positions(seed, players, 3):
            seat = e.prompt(S).seats[0]
            pick = auto.choose(S, seat)
            assert pick in list(e.legal_actions(S, seat))
            if not S.pending:
                turns += 1
                assert pick == reference(e, S, seat)
    assert turns >= 20


def test_candidates_are_legal_distinct_and_start_with_the_choice() -> None:
    e: Any = engines.get("olympus")
    wider = 0
    for S in positions(5, 4, 4):
        seat = e.prompt(S).seats[0]
        cands = list(e.search_actions(S, seat))
        legal = list(e.legal_actions(S, seat))
        assert cands[0] == auto.choose(S, seat)
        assert all(c in legal for c in cands)
        assert len({e.dump_action(c)["kind"] + str(e.dump_action(c)) for c in cands}) == len(cands)
        wider += len(cands) > 1
    assert wider >= 5


def test_a_twin_redraws_the_zeus_cards_another_seat_committed() -> None:
    """The Zeus cards a seat committed to a revealed Olympus card are hidden (the view says who
    answered, not how): the twin of another seat redraws them from the twin's hand, so it stays
    playable and does not depend on the committed number."""
    import random

    e: Any = engines.get("olympus")
    found = None
    for seed in range(1, 40):
        S = e.setup(4, e.default_options(), seed)
        while e.outcome(S) is None and found is None:
            if S.pending and S.pending[0].kind == "zeus_cards" and len(e.prompt(S).seats) >= 2:
                found = S
                break
            seat = e.prompt(S).seats[0]
            S, _ = e.apply(S, seat, e.auto_action(S, seat))
        if found is not None:
            break
    assert found is not None
    a, b = e.prompt(found).seats[:2]
    twins = []
    for k in (0, 1):
        S = found.model_copy(deep=True)
        S.players[a].hand = [c for c in S.players[a].hand if c != "zeus"] + ["zeus"]
        S, _ = e.apply(S, a, e.parse_action({"kind": "choose", "value": str(k)}))
        twins.append(S)
    assert twins[0].pending[0].answers[a] == 0 and twins[1].pending[0].answers[a] == 1
    for r in range(20):
        t0 = e.resample_hidden(twins[0], random.Random(r), b)
        t1 = e.resample_hidden(twins[1], random.Random(r), b)
        assert e.dump_state(t0) == e.dump_state(t1)
        assert t0.pending[0].answers[a] == t0.players[a].hand.count("zeus")
        for t in (t0, t1):
            nxt = e.prompt(t).seats[0]
            e.apply(t, nxt, auto.choose(t, nxt))
