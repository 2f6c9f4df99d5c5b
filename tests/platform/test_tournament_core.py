"""The pure core of tournaments (issue 30, bot/core/tournament.py): points and tie-breaks computed
by hand, Swiss pairings (no repeat, one bye at most per player, who moves first balanced), Berger
round robins, elimination brackets, tables of 3 to 6 formed by standings with the fewest repeated
meetings (checked against a brute force), fixed groups and a final table.  No Discord, no
storage: the whole file runs in a few seconds."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction as F

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.tournament import (
    Entrant,
    Match,
    PairingError,
    berger_table,
    bracket_order,
    bye,
    elimination_advance,
    elimination_bracket,
    elimination_round,
    final_table,
    fixed_groups,
    game_points,
    group_round,
    meetings,
    pair_swiss,
    pair_swiss_tables,
    round_robin,
    seeds,
    standings,
    table_sizes,
)


def people(n: int, rated: bool = False) -> list[Entrant]:
    """Players 1..n in sign-up order; ``rated``: player k has rating -k (so seed k is player k)."""
    return [Entrant(id=k, rating=-k if rated else 0.0) for k in range(1, n + 1)]


def play(match: Match, rng: random.Random, draws: float = 0.2) -> Match:
    """``match`` with a random result (byes keep theirs)."""
    if match.played:
        return match
    n = len(match.players)
    if n == 2:
        x = rng.random()
        ranks = (1, 1) if x < draws else (1, 2) if x < (1 + draws) / 2 else (2, 1)
    else:
        ranks = tuple(rng.randint(1, n) for _ in range(n))
    return match.model_copy(update={"ranks": ranks})


def first_balance(history: Sequence[Match]) -> Counter[int]:
    """Player -> games moved first minus games moved second (two-player games)."""
    out: Counter[int] = Counter()
    for m in history:
        if len(m.players) == 2:
            out[m.players[0]] += 1
            out[m.players[1]] -= 1
    return out


def repeats(tables: Sequence[Sequence[int]], history: Sequence[Match]) -> int:
    """The sum, over pairs of players sharing a table, of the games they already shared."""
    met = meetings(history)
    return sum(met[frozenset(p)] for t in tables for p in itertools.combinations(t, 2))


# ---- points and standings ------------------------------------------------------------------


def test_game_points_two_players_and_tables():
    """Two players: win 1, draw 1/2, loss 0; bye 1.  A table of s: place k scores (s-k)/(s-1),
    tied seats share the mean of their places: 4 players ranked 1, 2, 2, 4 score 1, (2/3 + 1/3)/2,
    the same, 0."""
    assert game_points(Match(round=1, players=(1, 2), ranks=(1, 2))) == {1: 1, 2: 0}
    assert game_points(Match(round=1, players=(1, 2), ranks=(2, 1))) == {1: 0, 2: 1}
    assert game_points(Match(round=1, players=(1, 2), ranks=(1, 1))) == {1: F(1, 2), 2: F(1, 2)}
    assert game_points(bye(1, 7)) == {7: 1}
    assert game_points(Match(round=1, players=(1, 2, 3, 4), ranks=(1, 2, 2, 4))) == {1: 1, 2: F(1, 2), 3: F(1, 2), 4: 0}
    assert game_points(Match(round=1, players=(1, 2, 3), ranks=(2, 1, 3))) == {1: F(1, 2), 2: 1, 3: 0}
    assert game_points(Match(round=1, players=(1, 2, 3), ranks=(1, 1, 1))) == {1: F(1, 2), 2: F(1, 2), 3: F(1, 2)}
    with pytest.raises(ValueError):
        game_points(Match(round=1, players=(1, 2)))
    with pytest.raises(ValueError):
        Match(round=1, players=(1, 1))
    with pytest.raises(ValueError):
        Match(round=1, players=(1, 2), ranks=(1,))
    with pytest.raises(ValueError):
        Match(round=1, players=(1,), ranks=(2,))


@settings(max_examples=60, deadline=None)
@given(ranks=st.lists(st.integers(min_value=1, max_value=6), min_size=2, max_size=6))
def test_game_points_property(ranks):
    """Any table of 2 to 6 and any ranks: the points add up to size / 2 (the places' sum, ties
    only share it), lie in [0, 1], a better rank scores more and equal ranks score the same.
    Planted by hand and seen failing, then removed: tied seats all given the best shared place
    (the sum breaks)."""
    players = tuple(range(1, len(ranks) + 1))
    got = game_points(Match(round=1, players=players, ranks=tuple(ranks)))
    assert sum(got.values()) == F(len(ranks), 2)
    assert all(0 <= v <= 1 for v in got.values())
    for (p, rp), (q, rq) in itertools.combinations(zip(players, ranks), 2):
        assert (got[p] > got[q]) == (rp < rq) and (got[p] == got[q]) == (rp == rq)


def test_duel_standings_and_tie_breaks_by_hand():
    """Four players A=1, B=2, C=3, D=4, equal ratings (first mover first in each pair):

    round 1: A beats B, C draws D;  round 2: A draws C, B beats D;  round 3: D beats A, B beats C.

    Points: A 1 + 1/2 + 0 = 3/2; B 0 + 1 + 1 = 2; C 1/2 + 1/2 + 0 = 1; D 1/2 + 0 + 1 = 3/2.
    Buchholz (sum of the opponents' points): A: B 2 + C 1 + D 3/2 = 9/2; B: A 3/2 + D 3/2 + C 1 = 4;
    C: D 3/2 + A 3/2 + B 2 = 5; D: C 1 + B 2 + A 3/2 = 9/2.
    Sonneborn-Berger (opponents beaten in full, drawn in half): A: B 2 + C 1/2 = 5/2;
    B: D 3/2 + C 1 = 5/2; C: D 3/4 + A 3/4 = 3/2; D: C 1/2 + A 3/2 = 2.
    Order: B (2); A and D tie on 3/2 and on Buchholz 9/2, Sonneborn-Berger puts A (5/2) before D (2);
    C last."""
    a, b, c, d = 1, 2, 3, 4
    history = [
        Match(round=1, players=(a, b), ranks=(1, 2)),
        Match(round=1, players=(c, d), ranks=(1, 1)),
        Match(round=2, players=(a, c), ranks=(1, 1)),
        Match(round=2, players=(b, d), ranks=(1, 2)),
        Match(round=3, players=(d, a), ranks=(1, 2)),
        Match(round=3, players=(b, c), ranks=(1, 2)),
    ]
    table = standings(people(4), history)
    assert [s.player for s in table] == [b, a, d, c]
    assert [s.rank for s in table] == [1, 2, 3, 4]
    got = {s.player: (s.points, s.buchholz, s.sonneborn_berger) for s in table}
    assert got == {
        a: (F(3, 2), F(9, 2), F(5, 2)),
        b: (F(2), F(4), F(5, 2)),
        c: (F(1), F(5), F(3, 2)),
        d: (F(3, 2), F(9, 2), F(2)),
    }
    assert all(s.games == 3 and s.byes == 0 for s in table)


def test_bye_final_key_and_dropped_player():
    """Three players, 3 rated highest: round 1: 1 beats 2, 3 has the bye.  Points 1: 1, 3: 1
    (the bye, a win), 2: 0.  Buchholz: 1: opponent 2 has 0 -> 0; 3: no opponent -> 0 (the bye
    adds nothing); 2: opponent 1 has 1 -> 1.  Sonneborn-Berger: 1 beat a 0-point player -> 0;
    3: 0.  1 and 3 tie on everything: the final key, the seed (3 is rated higher), puts 3 first.
    Dropping 2 keeps their line, their result and their place in 1's tie-breaks."""
    ents = [Entrant(id=1, rating=10), Entrant(id=2, rating=5), Entrant(id=3, rating=20)]
    history = [Match(round=1, players=(1, 2), ranks=(1, 2)), bye(1, 3)]
    table = standings(ents, history, dropped=[2])
    assert [(s.player, s.points, s.buchholz, s.sonneborn_berger, s.games, s.byes, s.dropped) for s in table] == [
        (3, 1, 0, 0, 0, 1, False),
        (1, 1, 0, 0, 1, 0, False),
        (2, 0, 1, 0, 1, 0, True),
    ]
    # round 2 pairs the two players still in, with no second bye needed; 1 moved first in round
    # 1, so 3 moves first
    assert [m.players for m in pair_swiss(ents, history, dropped=[2])] == [(3, 1)]
    # an unplayed match does not count; a match naming a stranger is refused
    assert standings(ents, [*history, Match(round=2, players=(1, 3))])[0].points == 1
    with pytest.raises(ValueError):
        standings(ents, [Match(round=1, players=(1, 9), ranks=(1, 2))])


def test_automatic_seats_are_counted():
    history = [Match(round=1, players=(1, 2), ranks=(2, 1), automatic=frozenset({2}))]
    assert {s.player: s.automatic for s in standings(people(2), history)} == {1: 0, 2: 1}


def test_table_standings_by_hand():
    """Six players at tables of 3 (a place k of 3 scores (3 - k) / 2; ties share):

    round 1: (1, 2, 3) ranked 1, 2, 3 -> 1, 1/2, 0; (4, 5, 6) ranked 1, 1, 3 -> 4 and 5 share
    places 1 and 2: 3/4 each, 6: 0.
    round 2: (1, 4, 6) ranked 3, 1, 2 -> 1: 0, 4: 1, 6: 1/2; (2, 3, 5) ranked 2, 2, 1 -> 5: 1,
    2 and 3 share places 2 and 3: 1/4 each.
    Totals: 1: 1; 2: 3/4; 3: 1/4; 4: 7/4; 5: 7/4; 6: 1/2.
    Opponents' points (each game, the others' totals): 4: (5 7/4 + 6 1/2) + (1 1 + 6 1/2) = 15/4;
    5: (4 7/4 + 6 1/2) + (2 3/4 + 3 1/4) = 13/4; 1: (3/4 + 1/4) + (7/4 + 1/2) = 13/4;
    2: (1 + 1/4) + (1/4 + 7/4) = 13/4; 3: (1 + 3/4) + (3/4 + 7/4) = 17/4; 6: (7/4 + 7/4) + (1 + 7/4) = 25/4.
    Order: 4 before 5 (7/4 each, 15/4 > 13/4), then 1, 2, 6, 3."""
    history = [
        Match(round=1, players=(1, 2, 3), ranks=(1, 2, 3)),
        Match(round=1, players=(4, 5, 6), ranks=(1, 1, 3)),
        Match(round=2, players=(1, 4, 6), ranks=(3, 1, 2)),
        Match(round=2, players=(2, 3, 5), ranks=(2, 2, 1)),
    ]
    table = standings(people(6), history, "table")
    assert [s.player for s in table] == [4, 5, 1, 2, 6, 3]
    got = {s.player: (s.points, s.buchholz) for s in table}
    assert got == {
        1: (F(1), F(13, 4)),
        2: (F(3, 4), F(13, 4)),
        3: (F(1, 4), F(17, 4)),
        4: (F(7, 4), F(15, 4)),
        5: (F(7, 4), F(13, 4)),
        6: (F(1, 2), F(25, 4)),
    }


def test_no_results_orders_by_seed():
    ents = [Entrant(id=1, rating=1), Entrant(id=2, rating=3), Entrant(id=3, rating=3), Entrant(id=4, rating=2)]
    assert seeds(ents) == [2, 3, 4, 1]
    assert [s.player for s in standings(ents, [])] == [2, 3, 4, 1]


# ---- Swiss, two players --------------------------------------------------------------------


def check_swiss_round(entrants: Sequence[Entrant], history: Sequence[Match], new: Sequence[Match], dropped: set[int]) -> None:
    active = {e.id for e in entrants} - dropped
    seated = [p for m in new for p in m.players]
    assert sorted(seated) == sorted(active), "every active player exactly once"
    assert sum(m.is_bye for m in new) == len(active) % 2
    before = meetings(history)
    assert not any(before[frozenset(m.players)] for m in new if not m.is_bye), "a repeated pairing"
    had_bye = {m.players[0] for m in history if m.is_bye}
    assert not any(m.players[0] in had_bye for m in new if m.is_bye), "a second bye"


def test_swiss_16_players_4_rounds():
    """16 players, 4 rounds of random results (draws included), three seeds: no repeated
    pairing, no bye (even count), everybody moved first in 2 of 4 games (within 1 is the rule; an
    even count of games makes it exact); round 1 pairs seed k with seed k + 8 (the Dutch shape:
    top half against bottom half), the better seed moving first on odd boards."""
    ents = people(16, rated=True)
    first = pair_swiss(ents, [])
    assert [set(m.players) for m in first] == [{k, k + 8} for k in range(1, 9)]
    assert [m.players[0] for m in first] == [1, 10, 3, 12, 5, 14, 7, 16]
    for seed in range(3):
        rng = random.Random(seed)
        history: list[Match] = []
        for _ in range(4):
            new = pair_swiss(ents, history)
            check_swiss_round(ents, history, new, set())
            history += [play(m, rng) for m in new]
        assert max(meetings(history).values()) == 1
        assert set(first_balance(history).values()) == {0}
        # the top board of the last round joins the leaders
        table = standings(ents, history[:-8])
        last = history[-8:]
        assert table[0].player in last[0].players


def legal_round_exists(players: Sequence[int], history: Sequence[Match]) -> bool:
    """Backtracking: whether ``players`` can be paired with no repeat and at most one bye to
    someone who never had one."""
    met = meetings(history)
    had_bye = {m.players[0] for m in history if m.is_bye}

    def pair(rest: list[int], bye_left: bool) -> bool:
        if not rest:
            return True
        head, tail = rest[0], rest[1:]
        if bye_left and head not in had_bye and pair(tail, False):
            return True
        return any(not met[frozenset((head, q))] and pair([x for x in tail if x != q], bye_left) for q in tail)

    return pair(list(players), len(players) % 2 == 1)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=5, max_value=17),
    rounds=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=2**16),
    drop_after=st.integers(min_value=0, max_value=4),
)
def test_swiss_property(n, rounds, seed, drop_after):
    """Any count from 5 to 17, up to 4 rounds, random results, one player dropped after some
    round: each round seats every active player once, no pair meets twice, an odd count gives one
    bye and never to someone who had one, and who moved first stays within 2 of who moved second
    (FIDE's limit) and within 1 from 10 players or in the first 3 rounds (a small field's fourth
    round may have no pairing keeping 1);
    a round is refused only when no legal round exists (checked by backtracking).
    Planted by hand and seen failing, then removed: pair_swiss without its `if met[...]: continue`
    (repeated pairings), and without the `had_bye` filter on the bye edges (a second bye)."""
    rng = random.Random(seed)
    ents = people(n)
    history: list[Match] = []
    dropped: set[int] = set()
    for r in range(1, rounds + 1):
        try:
            new = pair_swiss(ents, history, dropped=dropped)
        except PairingError:
            # only when no legal round exists at all (few players left, all met)
            assert not legal_round_exists([e.id for e in ents if e.id not in dropped], history)
            break
        check_swiss_round(ents, history, new, dropped)
        history += [play(m, rng) for m in new]
        if r == drop_after:
            dropped.add(rng.randint(1, n))
    worst = max(abs(v) for v in first_balance(history).values())
    assert worst <= 2, "beyond FIDE C.04.1's +-2"
    if n >= 10 or rounds <= 3:
        assert worst <= 1


def test_swiss_refuses_when_every_opponent_was_met():
    """Four players meet everyone in three rounds: a fourth has no pairing without a repeat."""
    ents = people(4)
    history: list[Match] = []
    for _ in range(3):
        history += [m.model_copy(update={"ranks": (1, 2)}) for m in pair_swiss(ents, history)]
    with pytest.raises(PairingError):
        pair_swiss(ents, history)
    assert pair_swiss(ents, history[:2]) == pair_swiss(ents, history[:2]), "deterministic"


def test_swiss_bye_goes_to_the_lowest_without_one():
    """Five players: round 1's bye goes to seed 5; round 2's to the lowest in the standings who
    has not had one."""
    ents = people(5, rated=True)
    r1 = pair_swiss(ents, [])
    assert r1[-1] == bye(1, 5)
    history = [m if m.is_bye else m.model_copy(update={"ranks": (1, 2)}) for m in r1]
    r2 = pair_swiss(ents, history)
    table = [s.player for s in standings(ents, history) if s.player != 5]
    assert r2[-1].is_bye and r2[-1].players[0] == table[-1]


# ---- round robin ---------------------------------------------------------------------------


def test_berger_tables_match_fide():
    """FIDE C.05 Annex 1, six players: 1-6 2-5 3-4 / 6-4 5-3 1-2 / 2-6 3-1 4-5 / 6-5 1-4 2-3 /
    3-6 4-2 5-1."""
    assert berger_table(6) == [
        [(1, 6), (2, 5), (3, 4)],
        [(6, 4), (5, 3), (1, 2)],
        [(2, 6), (3, 1), (4, 5)],
        [(6, 5), (1, 4), (2, 3)],
        [(3, 6), (4, 2), (5, 1)],
    ]
    assert berger_table(4) == [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]


def test_round_robin_8_players():
    """8 players: 7 rounds of 4 games, every pair exactly once, each player first in 3 or 4."""
    ents = people(8, rated=True)
    schedule = round_robin(ents)
    assert len(schedule) == 7 and all(len(r) == 4 for r in schedule)
    history = [m for r in schedule for m in r]
    assert sorted(meetings(history).values()) == [1] * 28
    assert all({m.round for m in r} == {i} for i, r in enumerate(schedule, start=1))
    firsts = Counter(m.players[0] for m in history)
    assert sorted(firsts.values()) == [3, 3, 3, 3, 4, 4, 4, 4]


def test_round_robin_odd_and_dropped():
    """7 players: 7 rounds, each has exactly one bye, meets the other six once and moves first
    in three of them.  A dropped
    player's scheduled games become byes for their opponents."""
    schedule = round_robin(people(7))
    history = [m for r in schedule for m in r]
    assert len(schedule) == 7
    assert Counter(m.players[0] for m in history if m.is_bye) == Counter(range(1, 8))
    assert set(Counter(m.players[0] for m in history if not m.is_bye).values()) == {3}
    assert sorted(meetings(history).values()) == [1] * 21
    dropped = round_robin(people(8), dropped=[8])
    assert all(8 not in m.players for r in dropped for m in r)
    assert sum(m.is_bye for r in dropped for m in r) == 7


# ---- single elimination --------------------------------------------------------------------


def test_elimination_bracket_8_and_6():
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert bracket_order(16)[:4] == [1, 16, 8, 9]
    with pytest.raises(ValueError):
        bracket_order(6)
    # ratings: player k has rating -k, so seed k is player k
    slots = elimination_bracket(people(8, rated=True))
    first = elimination_round(slots, [])
    assert [set(m.players) for m in first] == [{1, 8}, {4, 5}, {2, 7}, {3, 6}]
    six = elimination_bracket(people(6, rated=True))
    assert six == [1, None, 4, 5, 2, None, 3, 6]
    r1 = elimination_round(six, [])
    assert [m.players for m in r1 if m.is_bye] == [(1,), (2,)]
    assert [set(m.players) for m in r1 if not m.is_bye] == [{4, 5}, {3, 6}]
    with pytest.raises(PairingError):
        elimination_bracket(people(1))


def test_elimination_plays_to_a_final():
    """Six players: upsets advance, a draw sends on the better seed, the final is one game."""
    ents = people(6, rated=True)
    slots = elimination_bracket(ents)
    history: list[Match] = []
    r1 = elimination_round(slots, history)
    results = {frozenset({4, 5}): 5, frozenset({3, 6}): None}  # 5 beats 4; 3 and 6 draw

    def decide(m: Match) -> Match:
        if m.is_bye:
            return m
        winner = results.get(frozenset(m.players), "first")
        if winner is None:
            return m.model_copy(update={"ranks": (1, 1)})
        if winner == "first":
            winner = min(m.players)
        return m.model_copy(update={"ranks": tuple(1 if p == winner else 2 for p in m.players)})

    r1 = [decide(m) for m in r1]
    history += r1
    slots = elimination_advance(slots, r1, ents)
    assert slots == [1, 5, 2, 3]
    r2 = [decide(m) for m in elimination_round(slots, history)]
    assert [set(m.players) for m in r2] == [{1, 5}, {2, 3}] and {m.round for m in r2} == {2}
    history += r2
    slots = elimination_advance(slots, r2, ents)
    assert slots == [1, 2]
    final = elimination_round(slots, history)
    assert len(final) == 1 and set(final[0].players) == {1, 2}
    with pytest.raises(ValueError):
        elimination_advance(slots, final, ents)  # not played yet


# ---- tables of 3 to 6 ----------------------------------------------------------------------


def test_table_sizes():
    assert table_sizes(12, 4) == [4, 4, 4]
    assert table_sizes(13, 4) == [4, 3, 3, 3]
    assert table_sizes(14, 4) == [4, 4, 3, 3]
    assert table_sizes(9, 6) == [5, 4]
    assert table_sizes(7, 5) == [4, 3]
    assert table_sizes(3, 5) == [3]
    with pytest.raises(PairingError):
        table_sizes(5, 4)  # 3 + 2: a table of 2 is below the minimum of 3
    with pytest.raises(PairingError):
        table_sizes(2, 4)
    assert table_sizes(5, 4, min_size=2) == [3, 2]


def partitions(players: Sequence[int], size: int) -> Iterator[list[tuple[int, ...]]]:
    """Every way to split ``players`` into tables of ``size`` (12 at 4: 5775 ways)."""
    if not players:
        yield []
        return
    head, rest = players[0], players[1:]
    for others in itertools.combinations(rest, size - 1):
        left = [p for p in rest if p not in others]
        for tail in partitions(left, size):
            yield [(head, *others), *tail]


def test_tables_12_players_of_4_over_3_rounds_minimal_repeats():
    """12 players at tables of 4 for 3 rounds, random results, two seeds.  Round 1 deals the
    seeds in a snake (1, 6, 7, 12 / 2, 5, 8, 11 / 3, 4, 9, 10).  Each round's repeated meetings
    equal the fewest any split allows (brute force over the 5775 splits): 0 in round 1, and 3 in
    round 2 (three round-1 tables feed three tables of 4, so each new table holds two old
    table-mates).  Every round seats everyone once."""
    ents = people(12, rated=True)
    r1 = pair_swiss_tables(ents, [], 4)
    assert [sorted(m.players) for m in r1] == [[1, 6, 7, 12], [2, 5, 8, 11], [3, 4, 9, 10]]
    for seed in range(2):
        rng = random.Random(seed)
        history: list[Match] = []
        for r in range(1, 4):
            new = pair_swiss_tables(ents, history, 4)
            assert sorted(p for m in new for p in m.players) == list(range(1, 13))
            assert [len(m.players) for m in new] == [4, 4, 4] and {m.round for m in new} == {r}
            least = min(repeats(split, history) for split in partitions(list(range(1, 13)), 4))
            assert repeats([m.players for m in new], history) == least
            if r == 2:
                assert least == 3
            history += [play(m, rng) for m in new]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=6, max_value=20),
    size=st.integers(min_value=3, max_value=6),
    seed=st.integers(min_value=0, max_value=2**16),
)
def test_tables_property(n, size, seed):
    """Any count of 6 to 20 at tables of 3 to 6, 3 rounds of random results, a player dropped
    after round 2: each round seats every active player once at tables of :func:`table_sizes`
    (best table first), a round never repeats more than the round-1 snake would, and round 2
    repeats nothing when the field is at least size squared (enough room).  Planted by hand and
    seen failing, then removed: the repeats left out of the layer matching and the swaps (this
    test and the 12-at-4 test fail)."""
    rng = random.Random(seed)
    ents = people(n, rated=True)
    history: list[Match] = []
    dropped: set[int] = set()
    for r in range(1, 4):
        active = [e.id for e in ents if e.id not in dropped]
        try:
            sizes = table_sizes(len(active), size)
        except PairingError:
            with pytest.raises(PairingError):
                pair_swiss_tables(ents, history, size, dropped=dropped)
            return
        new = pair_swiss_tables(ents, history, size, dropped=dropped)
        assert sorted(p for m in new for p in m.players) == sorted(active)
        assert [len(m.players) for m in new] == sizes
        naive = fixed_groups(ents, size, dropped=dropped)
        assert repeats([m.players for m in new], history) <= repeats(naive, history)
        if r == 2 and n >= size * size:
            assert repeats([m.players for m in new], history) == 0
        history += [play(m, rng) for m in new]
        if r == 2:
            dropped.add(rng.randint(1, n))


def test_tables_follow_the_standings():
    """With no repeat to avoid (a first round of fixed results), round 2's tables are the bands
    of the standings if those bands hold no old table-mates: 16 players at 4 whose round 1
    tables were the snake; the leaders (the four winners) sit together at table 1."""
    ents = people(16, rated=True)
    r1 = pair_swiss_tables(ents, [], 4)
    history = [m.model_copy(update={"ranks": (1, 2, 3, 4)}) for m in r1]
    r2 = pair_swiss_tables(ents, history, 4)
    winners = {m.players[0] for m in history}
    assert set(r2[0].players) == winners
    assert repeats([m.players for m in r2], history) == 0


def test_table_seat_order_rotates():
    """Four players at one fixed table for four rounds: each sits first exactly once."""
    groups = fixed_groups(people(4, rated=True), 4)
    history: list[Match] = []
    for _ in range(4):
        (m,) = group_round(groups, history)
        history.append(m.model_copy(update={"ranks": (1, 2, 3, 4)}))
    assert sorted(Counter(m.players[0] for m in history).values()) == [1, 1, 1, 1]
    assert sorted(Counter(m.players[-1] for m in history).values()) == [1, 1, 1, 1]


def test_fixed_groups_and_final_table():
    """10 players at 5 -> two groups of 5 dealt in a snake (1, 4, 5, 8, 9 / 2, 3, 6, 7, 10).
    After one round (seat order = seed order at both tables, ranked in seat order), the final
    table of 4 takes both group winners, then both seconds, each layer by group standing."""
    ents = people(10, rated=True)
    groups = fixed_groups(ents, 5)
    assert [sorted(g) for g in groups] == [[1, 4, 5, 8, 9], [2, 3, 6, 7, 10]]
    history = [m.model_copy(update={"ranks": tuple(range(1, 6))}) for m in group_round(groups, [])]
    winners = [m.players[0] for m in history]
    seconds = [m.players[1] for m in history]
    final = final_table(ents, groups, history, 4)
    assert set(final.players) == {*winners, *seconds} and final.round == 2
    # a dropped player gives their place to the next of their group
    dropped_final = final_table(ents, groups, history, 4, dropped=[winners[0]])
    assert winners[0] not in dropped_final.players and history[0].players[2] in dropped_final.players
    # a group of 5 with a dropped player plays at 4
    assert [len(m.players) for m in group_round(groups, history, dropped=[1])] == [4, 5]
