"""The state copy ``apply`` works on (equal, same JSON, nothing mutable shared) and the playout
policy / random playout the contract tests and the benchmark use."""

from __future__ import annotations

import json
import random

from pydantic import BaseModel

from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import clone_state

e = MareNostrum()


def _mutables(x, out):
    if isinstance(x, BaseModel):
        out.append(x)
        for v in x.__dict__.values():
            _mutables(v, out)
    elif isinstance(x, (dict, list)):
        out.append(x)
        for v in x.values() if isinstance(x, dict) else x:
            _mutables(v, out)
    return out


def _midgame(n=4, seed=5, steps=400):
    S = e.setup(n, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        pr = e.prompt(S)
        if not pr.seats:
            break
        S, _ = e.apply(S, pr.seats[0], e.playout_policy(S, pr.seats[0], rng))
    return S


def test_clone_is_equal_and_shares_nothing_mutable():
    S = _midgame()
    assert S.trade is not None or S.pending or S.battle is not None or S.turn > 1
    C = clone_state(S)
    assert C == S and C.model_dump_json() == S.model_dump_json()
    assert C.model_fields_set == S.model_fields_set
    mine = {id(x) for x in _mutables(S, [])}
    assert not mine & {id(x) for x in _mutables(C, [])}


def test_apply_keeps_the_input_and_round_trips():
    S = _midgame(steps=250)
    before = S.model_dump_json()
    rng = random.Random(3)
    for _ in range(60):
        pr = e.prompt(S)
        if not pr.seats:
            break
        a = e.playout_policy(S, pr.seats[0], rng)
        T, _ = e.apply(S, pr.seats[0], a)
        assert S.model_dump_json() == before
        dumped = e.dump_state(T)
        assert e.dump_state(e.load_state(dumped, e.schema_version)) == dumped
        S, before = T, T.model_dump_json()


def test_playout_policy_is_legal_and_mixes():
    """Every action is legal; about half of them are the automatic player's."""
    S = _midgame(steps=120)
    rng = random.Random(1)
    pr = e.prompt(S)
    seat = pr.seats[0]
    legal = {json.dumps(e.dump_action(a), sort_keys=True) for a in e.legal_actions(S, seat)}
    picks = [json.dumps(e.dump_action(e.playout_policy(S, seat, rng)), sort_keys=True) for _ in range(200)]
    assert set(picks) <= legal
    auto = json.dumps(e.dump_action(e.auto_action(S, seat)), sort_keys=True)
    if len(legal) > 4:
        assert 0.35 < picks.count(auto) / 200 < 0.8


def test_random_playout_reaches_a_rule_victory():
    out = e.random_playout(2, players=3)
    assert out.reason in ("pyramids", "four_heroes_wonders") and len(out.winners) == 1
    assert e.random_playout(2, players=3) == out  # replayable from the seed


def _all_builds(S, seat):
    """Every construction by brute force: each candidate through the rule check."""
    from engines.base import IllegalAction
    from engines.mare_nostrum.state import Build

    cands = []
    for pid, P in S.provinces.items():
        cands.append(Build(item="influence", province=pid))
        cands += [Build(item="city", province=pid, site=i) for i in range(len(P.cities))]
        cands += [Build(item="caravan", province=pid, site=i) for i in range(len(P.caravans))]
        cands += [Build(item=it, province=pid) for it in ("temple", "market", "legion", "trireme", "fortress")]
    cands += [Build(item="card", card=c) for c in e.R.special]
    out = []
    for b in cands:
        try:
            e._check_build(S, seat, b)
            out.append(b)
        except IllegalAction:
            pass
    return out


def test_build_candidates_skip_only_illegal_builds():
    """The fast pre-filter of build_candidates drops nothing the rules allow."""
    from engines.mare_nostrum.moves import build_candidates

    checked = 0
    for setup in ("introductory", "advanced"):
        S = e.setup(3, {"setup": setup}, 7)
        rng = random.Random(7)
        for step in range(600):
            pr = e.prompt(S)
            if not pr.seats:
                break
            seat = pr.seats[0]
            if pr.kind in ("build", "setup_build", "where") and step % 3 == 0:
                assert sorted(map(repr, build_candidates(e, S, seat))) == sorted(map(repr, _all_builds(S, seat)))
                checked += 1
            S, _ = e.apply(S, seat, e.playout_policy(S, seat, rng))
    assert checked > 10
