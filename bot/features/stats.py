"""After the game: results, per-member statistics and ratings, computed from the stored games.

Nothing here is stored: a finished game never changes, so its result (who placed where, the
scores, the time each decision took) is read once from its stored final state and action log and
kept in memory (:class:`StatsBook`); ratings are recomputed from those results in the order the
games finished whenever the set of finished games changed (one ``openskill`` update per game:
about 50 µs, so thousands of games take a fraction of a second).  ``agora ratings rebuild``
(bot/cli.py) runs the same computation from the database.

Decisions:

- Only ``finished`` games count.  Abandoned games (``/agora abandon``) have no result: they are
  neither counted nor rated.  A game ended by a concession or by the automatic player deciding
  for an absent seat is an ordinary result (the engine's outcome says who won).
- Places (:func:`places_of`): the outcome's winners share place 1 (a shared victory is a tie).
  The others follow (from place "number of winners + 1", as sports count) by their score (higher first, equal scores tie); when the outcome has no
  scores (an immediate victory: 7 Wonders Duel's military or scientific supremacy) every other
  seat shares place 2.  A game with no winners is ranked by the scores alone (all tied without
  scores: a draw, rated as one).
- Ratings: ``openskill``'s Plackett-Luce model with its default parameters (mu 25, sigma 25/3,
  beta 25/6, tau 25/300), one rating per (server, game, member), every seat a team of one, the
  places as ``ranks`` (ties allowed).  Leaderboards order by the conservative estimate
  ``ordinal = mu - 3 * sigma``.
- Automatic seats (bot/features/autoseats.py): a game where an automatic player held a seat
  (``GameResult.automatic``) counts in the member's games, wins and scores but is kept out of the
  ratings and leaderboards (a practice game against the machine says nothing of one's standing
  among people); ``/agora stats`` says how many of the member's games that was.
- Time per decision: for each of a member's own decisions (``source = player``; the automatic
  player's decisions at a deadline are left out) the time from the previous entry of the action
  log (any seat's) to it.  The first action of a game has no previous entry and is left out.
  The statistics give the median (one night's pause does not swamp a hundred quick moves).
"""

from __future__ import annotations

import statistics
import weakref
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

import engines
from bot.core.game import concession_outcome
from bot.features import undo
from bot.storage.sqlite import ActionRow, SeatRow
from engines.base import Outcome

#: the rating model (openskill's Plackett-Luce, default parameters: mu 25, sigma 25/3)
MODEL = PlackettLuce()
#: the conservative rating shown and sorted on: mu - Z * sigma
Z = 3.0


@dataclass(frozen=True)
class Place:
    """One seat's result: ``rank`` 1 = best (ties share a rank), ``score`` the outcome's points
    (None when the outcome has none), ``won`` among the outcome's winners."""

    seat: int
    user_id: int
    name: str
    rank: int
    score: int | None
    won: bool


@dataclass(frozen=True)
class GameResult:
    """A finished game's result.  ``finished_at``: unix seconds of its last commit;
    ``decisions``: user id -> seconds each of their own decisions took (see the module's
    docstring)."""

    game_id: int
    guild_id: int | None
    engine: str
    finished_at: float
    places: tuple[Place, ...]
    decisions: dict[int, tuple[float, ...]] = field(default_factory=dict)
    #: an automatic player held a seat (bot/features/autoseats.py): not rated
    automatic: bool = False


@dataclass(frozen=True)
class Rating:
    """A member's rating in one game on one server: ``mu`` (the estimate), ``sigma`` (its
    uncertainty), ``ordinal`` = mu - 3 sigma (what leaderboards sort on), ``games`` rated and
    ``wins``; ``name``: the name of their most recent seat."""

    user_id: int
    name: str
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def ordinal(self) -> float:
        return self.mu - Z * self.sigma


@dataclass(frozen=True)
class MemberStats:
    """A member's statistics over ``games`` finished games: ``wins``, ``average_score`` (over
    the games whose outcome has scores; None when none has), ``decision_seconds`` (the median
    time per own decision; None when there is none), ``decisions`` (how many were measured)."""

    user_id: int
    games: int
    wins: int
    average_score: float | None
    decision_seconds: float | None
    decisions: int


def places_of(outcome: Outcome, seats: list[SeatRow]) -> tuple[Place, ...]:
    """The places of ``seats`` (the game's seats) under ``outcome`` (see the module's
    docstring), ordered by rank then seat."""
    winners = set(outcome.winners)
    scores = outcome.scores
    has_scores = all(s.seat in scores for s in seats)

    def rank(seat: int) -> int:
        if seat in winners:
            return 1
        base = len(winners) + 1  # competition ranking: two winners, then third place
        if not has_scores:
            return base
        return base + sum(1 for s in seats if s.seat not in winners and scores[s.seat] > scores[seat])

    places = [
        Place(s.seat, s.user_id, s.name, rank(s.seat), scores.get(s.seat) if has_scores else None, s.seat in winners)
        for s in seats
    ]
    return tuple(sorted(places, key=lambda p: (p.rank, p.seat)))


def decision_times(actions: list[ActionRow]) -> dict[int, tuple[float, ...]]:
    """User id -> the seconds of each of their own decisions (``source = player``), measured
    from the previous action log entry; the first entry has none (see the module's docstring)."""
    out: dict[int, list[float]] = {}
    previous: float | None = None
    for row in sorted(actions, key=lambda a: a.seq):
        if previous is not None and row.source == "player" and row.user_id is not None:
            out.setdefault(row.user_id, []).append(max(0.0, row.created_at - previous))
        previous = row.created_at
    return {user: tuple(times) for user, times in out.items()}


def compute_ratings(results: list[GameResult], model: Any = MODEL) -> dict[int, Rating]:
    """User id -> rating after ``results`` applied in order (chronological: the caller's
    order; :meth:`StatsBook.results` gives them by finishing time).  Games of one seat and games
    with automatic seats (``GameResult.automatic``) are skipped."""
    state: dict[int, Any] = {}
    names: dict[int, str] = {}
    games: dict[int, int] = {}
    wins: dict[int, int] = {}
    for res in results:
        if len(res.places) < 2 or res.automatic:
            continue
        teams = [[state.get(p.user_id) or model.rating()] for p in res.places]
        rated = model.rate(teams, ranks=[float(p.rank) for p in res.places])
        for place, (new,) in zip(res.places, rated):
            state[place.user_id] = new
            names[place.user_id] = place.name
            games[place.user_id] = games.get(place.user_id, 0) + 1
            wins[place.user_id] = wins.get(place.user_id, 0) + int(place.won)
    return {
        user: Rating(user, names[user], float(r.mu), float(r.sigma), games[user], wins[user]) for user, r in state.items()
    }


def leaderboard(ratings: dict[int, Rating]) -> list[Rating]:
    """The ratings best first: by ordinal, then more games, then user id."""
    return sorted(ratings.values(), key=lambda r: (-r.ordinal, -r.games, r.user_id))


def member_stats(results: list[GameResult], user_id: int) -> MemberStats:
    """``user_id``'s statistics over ``results`` (the games they did not sit in are ignored)."""
    games = wins = 0
    scores: list[int] = []
    times: list[float] = []
    for res in results:
        place = next((p for p in res.places if p.user_id == user_id), None)
        if place is None:
            continue
        games += 1
        wins += int(place.won)
        if place.score is not None:
            scores.append(place.score)
        times += res.decisions.get(user_id, ())
    return MemberStats(
        user_id=user_id,
        games=games,
        wins=wins,
        average_score=statistics.fmean(scores) if scores else None,
        decision_seconds=statistics.median(times) if times else None,
        decisions=len(times),
    )


class StatsBook:
    """The results of one storage's finished games, each read once (finished games never change)
    and kept in memory, and the ratings computed from them (recomputed when the set of finished
    games of that server and game changed).  One per storage: :func:`book`."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self._results: dict[int, GameResult | None] = {}
        self._ratings: dict[tuple[int | None, str], tuple[tuple[int, ...], dict[int, Rating]]] = {}

    async def _result(self, game_id: int, guild_id: int | None, engine_id: str, finished_at: float) -> GameResult | None:
        if game_id in self._results:
            return self._results[game_id]
        result: GameResult | None = None
        row = await self.storage.get_game(game_id)
        if row is not None and row.state is not None and engine_id in engines.available():
            engine = engines.get(engine_id)
            outcome = engine.outcome(engine.load_state(row.state, row.schema_version))
            seats = await self.storage.seats(game_id)
            if outcome is None and any(s.conceded for s in seats):
                # ended by concessions: the state has no outcome, the seats say who won (bot.features.seats)
                outcome = concession_outcome(seats)
            if outcome is not None:
                result = GameResult(
                    game_id=game_id,
                    guild_id=guild_id,
                    engine=engine_id,
                    finished_at=finished_at,
                    places=places_of(outcome, seats),
                    decisions=decision_times(undo.standing(await self.storage.actions(game_id))),
                    automatic=any(s.level is not None for s in seats),
                )
        self._results[game_id] = result
        return result

    async def results(self, *, guild_id: int | None = None, engine: str | None = None) -> list[GameResult]:
        """The results of the finished games (of ``guild_id`` / ``engine`` when given), in the
        order they finished.  Games of an engine this process does not know are left out."""
        out = []
        for game_id, guild, engine_id, finished_at in await self.storage.finished_games(guild_id=guild_id, engine=engine):
            res = await self._result(game_id, guild, engine_id, finished_at)
            if res is not None:
                out.append(res)
        return out

    async def ratings(self, guild_id: int | None, engine: str) -> dict[int, Rating]:
        """User id -> rating in ``engine`` on ``guild_id`` (None: every server's games together,
        as ``agora ratings rebuild`` without ``--guild`` computes them)."""
        results = await self.results(guild_id=guild_id, engine=engine)
        key = tuple(r.game_id for r in results)
        hit = self._ratings.get((guild_id, engine))
        if hit is not None and hit[0] == key:
            return hit[1]
        ratings = compute_ratings(results)
        self._ratings[(guild_id, engine)] = (key, ratings)
        return ratings


_BOOKS: "weakref.WeakKeyDictionary[Any, StatsBook]" = weakref.WeakKeyDictionary()


def book(storage: Any) -> StatsBook:
    """The :class:`StatsBook` of ``storage`` (one per open storage, created on first use)."""
    found = _BOOKS.get(storage)
    if found is None:
        found = _BOOKS[storage] = StatsBook(storage)
    return found


__all__ = [
    "MODEL",
    "GameResult",
    "MemberStats",
    "Place",
    "Rating",
    "StatsBook",
    "book",
    "compute_ratings",
    "decision_times",
    "leaderboard",
    "member_stats",
    "places_of",
]
