"""Whole games: automatic players reach a rule victory; mixed random/automatic playouts keep the
engine contract (legal actions apply, illegal ones raise, apply is pure, JSON round trips, replay
from the seed is exact, views keep hands and sealed offers hidden).

Uniformly random play does not reach Mare Nostrum's victory conditions (4 heroes/wonders or the
Pyramids need 9- and 12-card combinations), so these playouts let the automatic player take half
of the decisions.  ``AGORA_FUZZ_GAMES`` scales the number of games."""

from __future__ import annotations

import json
import os
import random

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum.engine import MareNostrum

GAMES = int(os.environ.get("AGORA_FUZZ_GAMES", "0")) or 2
e = MareNostrum()


def _j(a):
    return json.dumps(e.dump_action(a), sort_keys=True)


def _check_views(S):
    T = S.trade
    for viewer in (None, *range(S.n)):
        v = e.player_view(S, viewer)
        assert all((p.hand is not None) == (p.seat == viewer) for p in v.players)
        if v.trade is not None and not v.trade.revealed:
            assert v.trade.offers == {}
            assert v.trade.my_offer is None or (viewer is not None and v.trade.my_offer == sorted(T.sealed.get(viewer, [])))


def playout(n, seed, deep_every=0, setup="introductory"):
    rnd = random.Random(seed)
    S = e.setup(n, {"setup": setup}, seed)
    log = []
    prev = []
    for step in range(6000):
        pr = e.prompt(S)
        if not pr.seats:
            break
        for s in range(n):
            if s not in pr.seats:
                assert list(e.legal_actions(S, s)) == []
        seat = pr.seats[rnd.randrange(len(pr.seats))]
        acts = e.legal_actions(S, seat)
        assert acts, pr
        if deep_every and step % deep_every == 0:
            before = e.dump_state(S)
            assert e.dump_state(e.load_state(before, e.schema_version)) == before
            legal = {_j(a) for a in acts}
            for a in acts[:40]:
                assert _j(e.parse_action(e.dump_action(a))) == _j(a)
                e.apply(S, seat, a)
            for a in prev:
                if _j(a) not in legal:
                    with pytest.raises(IllegalAction):
                        e.apply(S, seat, a)
            for garbage in ({}, {"kind": acts[0].kind, "unexpected": 1}):
                with pytest.raises(IllegalAction):
                    e.apply(S, seat, e.parse_action(garbage))
            assert e.dump_state(S) == before
            assert _j(e.auto_action(S, seat)) in legal
            e.panel(S, seat)
            _check_views(S)
        a = e.auto_action(S, seat) if rnd.random() < 0.5 else acts[rnd.randrange(len(acts))]
        prev = acts
        S2, events = e.apply(S, seat, a)
        assert all(x.to is None or 0 <= x.to < n for x in events)
        S = S2
        log.append((seat, e.dump_action(a)))
    assert e.outcome(S) is not None, f"game {n}/{seed} did not end"
    return S, log


@pytest.mark.parametrize("n", [3, 4, 5])
def test_automatic_players_reach_a_rule_victory(n):
    for seed in range(1, GAMES + 1):
        S = e.setup(n, {}, seed)
        for _ in range(3000):
            pr = e.prompt(S)
            if not pr.seats:
                break
            S, _ = e.apply(S, pr.seats[0], e.auto_action(S, pr.seats[0]))
        o = e.outcome(S)
        assert o is not None and o.reason in ("pyramids", "four_heroes_wonders")
        w = o.winners[0]
        assert "pyramids" in S.players[w].cards or len(S.players[w].cards) >= 4


@pytest.mark.parametrize("n", [3, 4, 5])
def test_mixed_playouts_keep_the_contract_and_replay(n):
    for seed in range(GAMES):
        final, log = playout(n, 100 + seed, deep_every=11)
        S = e.setup(n, {"setup": "introductory"}, 100 + seed)
        for seat, a in log:
            S, _ = e.apply(S, seat, e.parse_action(a))
        assert e.dump_state(S) == e.dump_state(final)


def test_advanced_setup_playout():
    playout(4, 7, deep_every=11, setup="advanced")


@pytest.mark.parametrize("n", [3, 4, 5])
def test_uniform_random_play_never_gets_stuck(n):
    """Uniformly random legal play (the generic contract's policy) for a while: every prompted
    seat always has a legal action, and every chosen action applies."""
    for seed in range(GAMES):
        rnd = random.Random(seed)
        S = e.setup(n, {"setup": "advanced" if seed % 2 else "introductory"}, seed)
        for _ in range(700):
            pr = e.prompt(S)
            if not pr.seats:
                break
            seat = pr.seats[rnd.randrange(len(pr.seats))]
            acts = e.legal_actions(S, seat)
            assert acts, pr
            S, _ = e.apply(S, seat, acts[rnd.randrange(len(acts))])
