"""Results, statistics and ratings (bot/features/stats.py), against openskill's own numbers."""

from __future__ import annotations

import math
import statistics

import pytest
from openskill.models import PlackettLuce

from bot.features import stats
from bot.features.stats import GameResult, Place, compute_ratings, decision_times, member_stats, places_of
from bot.storage.sqlite import ActionRow, SeatRow
from engines.base import Outcome
from tests.platform.after_helpers import play_toy


def seats(n: int) -> list[SeatRow]:
    return [SeatRow(game_id=1, seat=i, user_id=100 + i, name=f"P{i}") for i in range(n)]


def ranks(places: tuple[Place, ...]) -> dict[int, int]:
    return {p.seat: p.rank for p in places}


# ---- places -------------------------------------------------------------------------------


def test_winner_first_then_the_others_by_score_with_ties():
    out = Outcome(winners=[2], scores={0: 40, 1: 52, 2: 52, 3: 40}, reason="points")
    # the winner (by a tie-break) is alone at 1; seat 1 has as many points but did not win: 2
    assert ranks(places_of(out, seats(4))) == {2: 1, 1: 2, 0: 3, 3: 3}


def test_shared_victory_is_a_tie_for_first():
    out = Outcome(winners=[0, 1], scores={0: 9, 1: 9, 2: 4}, reason="points")
    assert ranks(places_of(out, seats(3))) == {0: 1, 1: 1, 2: 3}


def test_an_immediate_victory_without_scores_puts_every_other_seat_second():
    out = Outcome(winners=[1], reason="military_supremacy")
    places = places_of(out, seats(3))
    assert ranks(places) == {1: 1, 0: 2, 2: 2}
    assert all(p.score is None for p in places) and [p.won for p in places] == [True, False, False]


def test_no_winner_ranks_by_score_and_without_scores_is_a_draw():
    assert ranks(places_of(Outcome(winners=[], scores={0: 3, 1: 5}, reason="x"), seats(2))) == {1: 1, 0: 2}
    assert ranks(places_of(Outcome(winners=[], reason="x"), seats(2))) == {0: 1, 1: 1}


def test_decision_times_are_measured_from_the_previous_entry_and_skip_timeouts():
    def row(seq, user, at, source="player"):
        return ActionRow(game_id=1, seq=seq, seat=0, user_id=user, action={}, created_at=at, source=source)

    times = decision_times([row(1, 1, 100.0), row(2, 2, 130.0), row(3, 1, 190.0, "timeout"), row(4, 2, 200.0)])
    # the first entry has nothing before it; the timeout is the automatic player's, not user 1's
    assert times == {2: (30.0, 10.0)}


# ---- ratings against openskill -----------------------------------------------------------


def result(game_id: int, finished_at: float, placing: list[tuple[int, int, bool]]) -> GameResult:
    """placing: (user id, rank, won) in seat order."""
    return GameResult(
        game_id=game_id,
        guild_id=1,
        engine="toy",
        finished_at=finished_at,
        places=tuple(Place(i, user, f"U{user}", rank, None, won) for i, (user, rank, won) in enumerate(placing)),
    )


def test_a_two_player_game_checked_by_hand():
    """Plackett-Luce (Weng & Lin 2011, algorithm 4) for two new players, the first winning:
    sigma^2 = (25/3)^2 + tau^2 (tau = 25/300), c = sqrt(2 (sigma^2 + beta^2)) (beta = 25/6),
    p = 1/2 each; mu +/- sigma^2 / c * (1 - p); sigma'^2 = sigma^2 (1 - gamma sigma^2/c^2 p (1 - p))
    with gamma = sigma / c."""
    ratings = compute_ratings([result(1, 10.0, [(1, 1, True), (2, 2, False)])])
    s2 = (25 / 3) ** 2 + (25 / 300) ** 2
    c = math.sqrt(2 * (s2 + (25 / 6) ** 2))
    delta = s2 / c * 0.5
    sigma = math.sqrt(s2 * (1 - math.sqrt(s2) / c * s2 / c**2 * 0.25))
    assert ratings[1].mu == pytest.approx(25 + delta, abs=1e-9) and ratings[2].mu == pytest.approx(25 - delta, abs=1e-9)
    assert ratings[1].sigma == pytest.approx(sigma, abs=1e-9) == ratings[2].sigma
    assert round(ratings[1].mu, 4) == 27.6354 and round(sigma, 4) == 8.0659  # the numbers written out
    assert ratings[1].ordinal == pytest.approx(ratings[1].mu - 3 * ratings[1].sigma)
    assert (ratings[1].games, ratings[1].wins, ratings[2].wins) == (1, 1, 0)


def test_a_sequence_of_games_matches_openskill_applied_by_hand():
    results = [
        result(1, 10.0, [(1, 1, True), (2, 2, False), (3, 2, False)]),  # a tie for second
        result(2, 20.0, [(3, 1, True), (2, 2, False), (1, 3, False), (4, 4, False)]),
        result(3, 30.0, [(2, 1, True), (1, 2, False)]),
        result(4, 40.0, [(4, 1, True), (5, 1, True), (6, 3, False), (1, 4, False), (2, 5, False), (3, 6, False)]),
    ]
    model = PlackettLuce()
    r = {u: model.rating() for u in range(1, 7)}

    def play(users: list[int], given_ranks: list[int]) -> None:
        new = model.rate([[r[u]] for u in users], ranks=[float(x) for x in given_ranks])
        for u, (rating,) in zip(users, new):
            r[u] = rating

    play([1, 2, 3], [1, 2, 2])
    play([3, 2, 1, 4], [1, 2, 3, 4])
    play([2, 1], [1, 2])
    play([4, 5, 6, 1, 2, 3], [1, 1, 3, 4, 5, 6])
    ours = compute_ratings(results)
    for user in range(1, 7):
        assert ours[user].mu == pytest.approx(r[user].mu, abs=1e-9)
        assert ours[user].sigma == pytest.approx(r[user].sigma, abs=1e-9)
    assert (ours[1].games, ours[1].wins, ours[5].games, ours[5].wins) == (4, 1, 1, 1)
    # the order matters: the same games in another order give other ratings
    assert compute_ratings(results[::-1])[1].mu != pytest.approx(ours[1].mu)


def test_member_stats_average_score_and_median_time():
    res = [
        GameResult(1, 1, "toy", 1.0, (Place(0, 1, "A", 1, 10, True), Place(1, 2, "B", 2, 4, False)), {1: (10.0, 30.0), 2: (5.0,)}),
        GameResult(2, 1, "toy", 2.0, (Place(0, 2, "B", 1, None, True), Place(1, 1, "A", 2, None, False)), {1: (20.0,)}),
    ]
    a = member_stats(res, 1)
    assert (a.games, a.wins, a.average_score, a.decision_seconds, a.decisions) == (2, 1, 10.0, 20.0, 3)
    assert member_stats(res, 3).games == 0 and member_stats(res, 3).average_score is None


# ---- from the stored games -----------------------------------------------------------------


async def test_results_and_ratings_from_stored_games(service, storage, clock):
    g1 = await play_toy(service, clock, [1, 2], winner=2, step=60.0)
    g2 = await play_toy(service, clock, [1, 2, 3], winner=1, step=30.0, seed=8)
    other = await play_toy(service, clock, [1, 2], winner=1, guild_id=2)  # another server
    live = await play_toy(service, clock, [1, 2], winner=1, finish=False)
    abandoned = await play_toy(service, clock, [1, 3], winner=3, finish=False)
    await service.abandon(abandoned, 1, is_admin=False)

    book = stats.StatsBook(storage)
    results = await book.results(guild_id=1, engine="toy")
    # only finished games count: not the one being played, not the abandoned one
    assert [r.game_id for r in results] == [g1, g2]
    assert other not in [r.game_id for r in results] and live not in [r.game_id for r in results]
    first = results[0]
    assert [(p.user_id, p.rank, p.won) for p in first.places] == [(2, 1, True), (1, 2, False)]
    # every decision came 60 s after the one before (the clock moved 60 s before each)
    assert set(first.decisions) == {1, 2} and all(t == 60.0 for ts in first.decisions.values() for t in ts)

    ratings = await book.ratings(1, "toy")
    expected = compute_ratings(results)
    assert {u: (r.mu, r.sigma) for u, r in ratings.items()} == {u: (r.mu, r.sigma) for u, r in expected.items()}
    assert set(ratings) == {1, 2, 3} and ratings[1].games == 2
    # the other server's game is rated there only
    assert set(await book.ratings(2, "toy")) == {1, 2} and (await book.ratings(2, "toy"))[1].games == 1
    # cached while nothing changes; a newly finished game is taken in
    assert await book.ratings(1, "toy") is ratings
    await play_toy(service, clock, [2, 3], winner=3, seed=9)
    again = await book.ratings(1, "toy")
    assert again is not ratings and again[3].games == 2
    # a member's statistics
    mine = member_stats(await book.results(guild_id=1), 1)
    times = [*results[0].decisions[1], *results[1].decisions[1]]
    assert (mine.games, mine.wins, mine.decisions) == (2, 1, len(times))
    assert mine.decision_seconds == statistics.median(times) and set(times) == {60.0, 30.0}


async def test_a_game_ended_by_a_concession_counts_in_the_results(service, storage, clock):
    """Issue 17 item 10: "Game over: Bob conceded; Alice won." then "/agora stats" said Alice had
    not finished a game.  The module docstring (and the README) count concessions as results."""
    game = await play_toy(service, clock, [1, 2], winner=1, finish=False)
    await service.concede(game, 2)
    info, _, _ = await service.public_state(game)
    assert info.status == "finished"
    results = await stats.StatsBook(storage).results(guild_id=1, engine="toy")
    assert [r.game_id for r in results] == [game]
    assert [(p.user_id, p.rank, p.won) for p in results[0].places] == [(1, 1, True), (2, 2, False)]
    assert member_stats(results, 1).wins == 1 and member_stats(results, 2).games == 1
