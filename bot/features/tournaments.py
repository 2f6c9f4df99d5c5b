"""Tournaments through the service and the storage (``Service.tournaments``): the sign-up, the
start, the rounds' games created and started through the lobby, each game's result recorded at
its end, the next round paired exactly once, the round's deadline, and the reliability rules.
The pairings and standings are the pure core's (bot/core/tournament.py); the tables are the
storage port's (schema step 11: ``tournaments``, ``tournament_players``, ``tournament_rounds``,
``tournament_games``).

Flow.  :meth:`Tournaments.create` (sign-up), :meth:`join` / :meth:`leave`, :meth:`start` (round
1 paired and its games started).  The application calls :meth:`game_ended` after any change
that ended a game (any game: others are ignored), :meth:`deadline_passed` after a decision's
deadline played a tournament game's seat (``Service.timeout``), and :meth:`round_deadlines` on
its timer.  Each returns the outboxes of the games it started or changed.

Exactly once.  A round's last result may be seen by several processes at once: whoever pairs
the next round commits it with :meth:`~bot.storage.port.StoragePort.open_round`, ONE
transaction whose compare-and-set moves the previous round's row from 'running' to 'done' (and
the tournament's ``round`` from ``r`` to ``r + 1``); the others change nothing and start
nothing.  A table's game is recorded once (``game_id IS NULL``), so a game created by a caller
that lost that race is abandoned at once; a result is recorded once (``ranks IS NULL``).

Decisions (the issue leaves them open):

- Seats: ``players[0]`` of a pairing moves first (the core balances it), so a tournament game's
  seats are in the pairing's order (``Lobby.start``'s ``order``), not the seed's shuffle.  The
  game's host is its first player (the lobby seats its host); the tournament's host manages.
- Ranks of a game: its places (bot/features/stats.py :func:`places_of`: winners first, then by
  score); an abandoned game counts as a tie of all its seats.
- Round deadline: every seat of a game still running is handed to the standard automatic player
  (a "replace" in the seat log, as ``/agora replace``), which plays it to its end at once; the
  result counts and those players are listed as automatic for that game (``Match.automatic``).
  All seats, not only the one whose turn it is: nobody may keep the round waiting.
- Missed deadlines: a deadline missed is a run of ``timeout`` decisions of the seat while its
  player still held it (bot/features/seats.py :func:`count_missed`); the count runs across the
  player's tournament games and a decision of their own resets it.  At two in a row the player
  is dropped (reason "missed") from the following rounds and the seat they still hold in a
  running game is handed to the automatic player.
- Formats: two-player games: Swiss, round robin (``rounds`` is the Berger schedule's), single
  elimination (``rounds`` the bracket's; a dropped player's opponent passes); games of 3 to 6:
  Swiss groups (tables of ``table_size``) only, for now.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from bot.core.errors import BadOption, Forbidden, LobbyError, NotAPlayer
from bot.core.game import CommitPath, GameCore, engine_named, engine_options, is_auto_user
from bot.core.inputs import check_id, check_optional_id, clean_name
from bot.core.models import Outbox
from bot.core.options import DEADLINE_HOURS_RANGE
from bot.core.tournament import (
    Entrant,
    Kind,
    Match,
    PairingError,
    Standing,
    berger_table,
    elimination_bracket,
    elimination_round,
    pair_swiss,
    pair_swiss_tables,
    round_robin,
    standings,
)
from bot.features.autoseats import auto_name
from bot.features.lobby import Lobby
from bot.features.seats import Seats, count_missed
from bot.features.stats import places_of
from bot.storage.rows import TournamentGameRow, TournamentPlayerRow, TournamentRow
from engines.text import msg

FORMATS = ("swiss", "round-robin", "elimination")
#: deadlines missed in a row that drop a player from the following rounds
MISSED_TO_DROP = 2
#: the most rounds a Swiss tournament may have
MAX_ROUNDS = 30


def _seed(tournament_id: int, round_no: int, board: int) -> int:
    """A table's game seed (53 bits), reproducible from where it sits."""
    digest = hashlib.sha256(f"agora/tournament/{tournament_id}/{round_no}/{board}".encode()).digest()
    return int.from_bytes(digest[:7], "big") >> 3


def history_of(tables: Sequence[TournamentGameRow]) -> list[Match]:
    """The core's history (:class:`~bot.core.tournament.Match`) of stored tables."""
    return [
        Match(round=t.round, players=t.players, ranks=t.ranks, automatic=frozenset(t.automatic)) for t in tables
    ]


def entrants_of(players: Sequence[TournamentPlayerRow]) -> list[Entrant]:
    return [Entrant(id=p.user_id, rating=p.rating) for p in players]


class Tournaments:
    """The tournaments' operations.  ``core`` loads and locks games, ``commits`` builds outboxes,
    ``lobby`` creates and starts each table's game, ``seats`` hands a seat to the automatic
    player.  Every refusal is an :class:`~bot.core.errors.AgoraError` whose message a player may
    read; nothing changes then."""

    def __init__(self, core: GameCore, commits: CommitPath, lobby: Lobby, seats: Seats) -> None:
        self.core = core
        self.commits = commits
        self.lobby = lobby
        self.seats = seats

    @property
    def storage(self) -> Any:
        return self.core.storage

    # ---- sign-up -----------------------------------------------------------------------------
    async def create(
        self,
        engine_id: str,
        *,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        format: str,
        rounds: int = 0,
        options: dict[str, Any] | None = None,
        table_size: int | None = None,
        round_hours: float | None = None,
    ) -> TournamentRow:
        """A tournament in its sign-up.  ``format``: one of :data:`FORMATS`; ``rounds``: a Swiss
        tournament's rounds (1 to :data:`MAX_ROUNDS`; round robin and elimination take the
        schedule's and ignore it); ``options``: the games' options (``deadline_hours``, the
        deadline per decision, and the game's own: checked as ``/agora new`` checks them);
        ``table_size``: players per table for a game of 3 or more (its seat range; None or 2: a
        two-player game, which the game must allow); ``round_hours``: each round's deadline in
        hours (None: none).  Raises BadOption (unknown game, format, bad options, rounds, table
        size, round deadline), BadInput (ids)."""
        check_optional_id(guild_id, "guild")
        check_optional_id(channel_id, "channel")
        check_id(host_id, "user")
        opts = self.lobby.check_new_game(engine_id, options)
        engine = engine_named(engine_id)
        low, high = engine.seat_range(engine_options(engine, opts))
        if format not in FORMATS:
            raise BadOption(msg("tour-err-format", formats=", ".join(FORMATS)))
        size = 2 if table_size is None else int(table_size)
        if not low <= size <= high:
            raise BadOption(msg("tour-err-table-size", low=max(low, 2), high=high))
        if size > 2 and format != "swiss":
            raise BadOption(msg("tour-err-table-format"))
        if format == "swiss" and not 1 <= rounds <= MAX_ROUNDS:
            raise BadOption(msg("tour-err-rounds", most=MAX_ROUNDS))
        if round_hours is not None and not DEADLINE_HOURS_RANGE[0] <= round_hours <= DEADLINE_HOURS_RANGE[1] * 10:
            raise BadOption(msg("tour-err-round-hours"))
        tid = await self.storage.create_tournament(
            guild_id=guild_id, channel_id=channel_id, host_id=host_id, engine=engine_id, format=format,
            rounds=rounds if format == "swiss" else 0, table_size=size if size > 2 else None, options=opts,
            round_hours=round_hours, now=self.core.clock(),
        )
        return await self.get(tid)

    async def get(self, tournament_id: int) -> TournamentRow:
        """The tournament.  Raises LobbyError (unknown)."""
        t = await self.storage.tournament(tournament_id)
        if t is None:
            raise LobbyError(msg("tour-err-unknown", tournament=str(tournament_id)))
        return t

    async def players(self, tournament_id: int) -> list[TournamentPlayerRow]:
        """The players in sign-up order."""
        return list(await self.storage.tournament_players(tournament_id))

    async def join(self, tournament_id: int, user_id: int, name: str, rating: float = 0.0) -> list[TournamentPlayerRow]:
        """Sign up (``rating``: the seed, the OpenSkill ordinal).  Raises LobbyError (unknown,
        started, already signed up), BadInput."""
        check_id(user_id, "user")
        name = clean_name(name)
        t = await self.get(tournament_id)
        if t.status != "signup":
            raise LobbyError(msg("tour-err-started"))
        if not await self.storage.add_tournament_player(tournament_id, user_id, name, rating, self.core.clock()):
            t = await self.get(tournament_id)
            raise LobbyError(msg("tour-err-started" if t.status != "signup" else "tour-err-already-joined"))
        return await self.players(tournament_id)

    async def leave(self, tournament_id: int, user_id: int) -> list[TournamentPlayerRow]:
        """Leave the sign-up.  Raises LobbyError (unknown, started), NotAPlayer."""
        check_id(user_id, "user")
        t = await self.get(tournament_id)
        if t.status != "signup":
            raise LobbyError(msg("tour-err-started"))
        if not await self.storage.remove_tournament_player(tournament_id, user_id):
            t = await self.get(tournament_id)
            if t.status != "signup":
                raise LobbyError(msg("tour-err-started"))
            raise NotAPlayer(msg("tour-err-not-joined"))
        return await self.players(tournament_id)

    # ---- the rounds --------------------------------------------------------------------------
    async def start(self, tournament_id: int, user_id: int, is_admin: bool = False) -> list[Outbox]:
        """The host (or ``is_admin``) starts: round 1 paired, its games created and started.
        Raises LobbyError (unknown, started, too few players), Forbidden (not the host)."""
        t = await self.get(tournament_id)
        if user_id != t.host_id and not is_admin:
            raise Forbidden(msg("tour-err-only-host"))
        if t.status != "signup":
            raise LobbyError(msg("tour-err-started"))
        players = await self.players(tournament_id)
        need = t.table_size or 2
        if len(players) < need:
            raise LobbyError(msg("tour-err-few-players", n=len(players), min=need))
        rounds = t.rounds
        entrants = entrants_of(players)
        if t.format == "round-robin":
            rounds = len(berger_table(len(entrants)))
        elif t.format == "elimination":
            rounds = (len(entrants) - 1).bit_length()
        try:
            tables = self._pair(t, entrants, [], set(), 1)
        except PairingError:
            raise LobbyError(msg("tour-err-pairing")) from None
        deadline = None if t.round_hours is None else self.core.clock() + t.round_hours * 3600
        if not await self.storage.open_round(tournament_id, 1, tables, deadline, self.core.clock(), rounds=rounds):
            raise LobbyError(msg("tour-err-started"))
        return await self.start_games(tournament_id)

    def _pair(
        self, t: TournamentRow, entrants: list[Entrant], history: list[Match], dropped: set[int], round_no: int
    ) -> list[tuple[int, ...]]:
        """The tables of ``round_no`` (players in seat order; one player: a bye)."""
        if t.table_size:
            engine = engine_named(t.engine)
            low = engine.seat_range(engine_options(engine, t.options))[0]
            matches = pair_swiss_tables(entrants, history, t.table_size, max(low, 3), dropped)
        elif t.format == "swiss":
            matches = pair_swiss(entrants, history, dropped)
        elif t.format == "round-robin":
            matches = round_robin(entrants, dropped)[round_no - 1]
        else:
            matches = elimination_round(self._slots(entrants, history, dropped, round_no), history)
        return [m.players for m in matches]

    @staticmethod
    def _slots(entrants: list[Entrant], history: list[Match], dropped: set[int], round_no: int) -> list[int | None]:
        """The elimination's survivors in bracket order before ``round_no``: each pair of slots
        sends on its game's winner (a draw: the better seed) or its bye's player; a dropped
        player's slot is empty (the opponent passes)."""
        seed = {e.id: i for i, e in enumerate(sorted(entrants, key=lambda e: -e.rating))}
        slots = elimination_bracket(entrants)
        for r in range(1, round_no):
            by_player = {p: m for m in history if m.round == r for p in m.players}
            nxt: list[int | None] = []
            for i in range(0, len(slots), 2):
                pair = [p for p in slots[i : i + 2] if p is not None]
                matches = {id(by_player[p]): by_player[p] for p in pair if p in by_player}
                winner: int | None = None
                for m in matches.values():
                    if m.ranks is None:
                        continue
                    best = min(m.ranks)
                    winner = min((p for p, k in zip(m.players, m.ranks) if k == best), key=lambda p: seed[p])
                nxt.append(winner)
            slots = nxt
        return [None if p in dropped else p for p in slots]

    async def start_games(self, tournament_id: int) -> list[Outbox]:
        """Create and start the games of the current round's tables that have none (after a
        restart too).  A game made by a caller that lost the race for its table is abandoned."""
        t = await self.get(tournament_id)
        players = {p.user_id: p for p in await self.players(tournament_id)}
        out: list[Outbox] = []
        for table in await self.storage.tournament_games(tournament_id, t.round):
            if table.game_id is not None or len(table.players) < 2:
                continue
            first = table.players[0]
            info = await self.lobby.create_game(
                t.engine, guild_id=t.guild_id, channel_id=t.channel_id, host_id=first, host_name=players[first].name,
                options=t.options, seed=_seed(tournament_id, t.round, table.board),
            )
            if not await self.storage.set_tournament_game(tournament_id, t.round, table.board, info.id):
                await self.lobby.abandon(info.id, first, True)
                continue
            for p in table.players[1:]:
                await self.lobby.join(info.id, p, players[p].name)
            choice = self.lobby.lobby_choice(info)
            if choice is not None:  # each player takes the next value in seat order
                for p, value in zip(table.players, choice.values):
                    await self.lobby.choose(info.id, p, value)
            out.append(await self.lobby.start(info.id, first, order=list(table.players)))
            gone = [p for p in table.players if players[p].dropped]
            if gone:  # players dropped meanwhile: the automatic player takes their seats
                out += await self._automate(tournament_id, t.round, table.board, info.id, gone, t.host_id)
                out += await self.game_ended(info.id)
        return out

    async def game_ended(self, game_id: int) -> list[Outbox]:
        """After any change that may have ended ``game_id``: a tournament game's result recorded
        (once), its players' missed deadlines counted (two in a row: dropped), and when it was
        the round's last game the next round paired and started (exactly once, whoever sees it)
        or the tournament finished.  Returns the outboxes of the games started; [] for any other
        game or a game still running."""
        where = await self.storage.tournament_of_game(game_id)
        if where is None:
            return []
        tid, round_no, board = where
        g = await self.core.load(game_id)
        if g.row.status not in ("finished", "abandoned"):
            return []
        table = next(x for x in await self.storage.tournament_games(tid, round_no) if x.board == board)
        if table.ranks is None:
            outcome = self.core.game_info(g).outcome
            if g.row.status == "finished" and outcome is not None:
                rank = {p.seat: p.rank for p in places_of(outcome, g.seats)}
                ranks = [rank[i] for i in range(len(table.players))]
            else:  # abandoned: a tie
                ranks = [1] * len(table.players)
            automatic = set(table.automatic)
            for i, p in enumerate(table.players):  # a seat no longer theirs was played for them
                holder = g.user_of(i)
                if holder != p or is_auto_user(p):
                    automatic.add(p)
            if await self.storage.record_tournament_result(tid, round_no, board, ranks, sorted(automatic)):
                await self._count_missed(tid, game_id, table, final=True)
        return await self.advance(tid, round_no)

    async def advance(self, tournament_id: int, round_no: int) -> list[Outbox]:
        """When every table of ``round_no`` has its result: pair and start the next round, or
        finish the tournament after its last round; each exactly once (the round row's
        compare-and-set).  [] otherwise, or when another caller did it."""
        t = await self.get(tournament_id)
        if t.status != "running" or t.round != round_no:
            return []
        tables = await self.storage.tournament_games(tournament_id)
        if any(x.ranks is None for x in tables if x.round == round_no):
            return []
        now = self.core.clock()
        players = await self.players(tournament_id)
        dropped = {p.user_id for p in players if p.dropped}
        history = history_of(tables)
        tables_next: list[tuple[int, ...]] = []
        if round_no < t.rounds:
            try:
                tables_next = self._pair(t, entrants_of(players), history, dropped, round_no + 1)
            except PairingError:
                tables_next = []
            if t.format == "elimination" and sum(len(x) > 1 for x in tables_next) == 0:
                tables_next = []
        if not any(len(x) > 1 for x in tables_next):  # the last round, or nobody left to pair
            await self.storage.finish_tournament(tournament_id, round_no, now)
            return []
        deadline = None if t.round_hours is None else now + t.round_hours * 3600
        if not await self.storage.open_round(tournament_id, round_no + 1, tables_next, deadline, now):
            return []  # another process paired it
        return await self.start_games(tournament_id)

    # ---- deadlines and reliability -----------------------------------------------------------
    async def round_deadlines(self) -> list[Outbox]:
        """Every running round whose deadline passed: its games still running are finished by
        the standard automatic player in every seat (those players listed as automatic for
        the game), their results count, and the round moves on (:meth:`game_ended`)."""
        out: list[Outbox] = []
        for tid, round_no in await self.storage.rounds_due(self.core.clock()):
            t = await self.get(tid)
            for table in await self.storage.tournament_games(tid, round_no):
                if table.game_id is None or table.ranks is not None:
                    continue
                out += await self._automate(tid, round_no, table.board, table.game_id, list(table.players), t.host_id)
                out += await self.game_ended(table.game_id)
            out += await self.advance(tid, round_no)
        return out

    async def _automate(
        self, tid: int, round_no: int, board: int, game_id: int, users: list[int], by_user_id: int
    ) -> list[Outbox]:
        """Hand the seats of ``users`` in a running game to the standard automatic player (which
        decides at once) and list them as automatic for that table."""
        out: list[Outbox] = []
        table = next(x for x in await self.storage.tournament_games(tid, round_no) if x.board == board)
        await self.storage.mark_tournament_automatic(tid, round_no, board, sorted(set(table.automatic) | set(users)))
        async with self.core.lock(game_id):
            for user in users:
                g = await self.core.load(game_id)
                seat = g.seat_of(user)
                if g.row.status != "active" or seat is None:
                    continue
                new_id = min([s.user_id for s in g.seats] + [0]) - 1
                name = auto_name(-new_id, "standard", self.core.game_info(g).lang)
                out.append(await self.seats.hand_over(g, seat, "replace", new_id, name, by_user_id, "standard"))
        return out

    async def _count_missed(self, tid: int, game_id: int, table: TournamentGameRow, final: bool) -> list[int]:
        """The deadlines each player of ``table`` missed in a row, through ``game_id`` (stored
        when ``final``: the game is over); players reaching :data:`MISSED_TO_DROP` are dropped.
        Returns the players dropped now."""
        actions = [(a.seat, a.source) for a in await self.storage.actions(game_id)]
        cut = {c.seat: c.after_action for c in reversed(await self.seats.store.seat_changes(game_id))}
        players = {p.user_id: p for p in await self.players(tid)}
        dropped: list[int] = []
        for seat, user in enumerate(table.players):
            mine = actions[: cut.get(seat, len(actions))]  # while the seat was theirs
            own = [i for i, (s, src) in enumerate(mine) if s == seat and src == "player"]
            if own:
                streak = count_missed(seat, mine[own[-1] + 1 :])
            else:
                streak = players[user].missed + count_missed(seat, mine)
            if final:
                await self.storage.set_tournament_player(tid, user, missed=streak)
            if streak >= MISSED_TO_DROP and not players[user].dropped:
                await self.storage.set_tournament_player(tid, user, dropped=True, reason="missed")
                dropped.append(user)
        return dropped

    async def deadline_passed(self, game_id: int) -> list[Outbox]:
        """After a decision's deadline played a seat of ``game_id`` (``Service.timeout``): a
        tournament player who has now missed :data:`MISSED_TO_DROP` deadlines in a row is
        dropped from the following rounds and the automatic player takes their seat."""
        where = await self.storage.tournament_of_game(game_id)
        if where is None:
            return []
        tid, round_no, board = where
        table = next(x for x in await self.storage.tournament_games(tid, round_no) if x.board == board)
        if table.ranks is not None:
            return []
        t = await self.get(tid)
        gone = await self._count_missed(tid, game_id, table, final=False)
        if not gone:
            return []
        out = await self._automate(tid, round_no, board, game_id, gone, t.host_id)
        return out + await self.game_ended(game_id)

    async def drop(self, tournament_id: int, user_id: int, by_user_id: int, is_admin: bool = False) -> list[Outbox]:
        """The host (or ``is_admin``) drops a player from the following rounds; the seat they hold
        in a running game of the tournament is played by the automatic player.  Raises
        LobbyError (unknown, finished, already dropped), Forbidden, NotAPlayer."""
        t = await self._managed(tournament_id, by_user_id, is_admin)
        if not await self.storage.set_tournament_player(tournament_id, user_id, dropped=True, reason="host"):
            raise self._why_not(await self.players(tournament_id), user_id, "tour-err-already-dropped")
        out: list[Outbox] = []
        if t.status != "running":
            return out
        for table in await self.storage.tournament_games(tournament_id, t.round):
            if user_id in table.players and table.game_id is not None and table.ranks is None:
                out += await self._automate(tournament_id, t.round, table.board, table.game_id, [user_id], by_user_id)
                out += await self.game_ended(table.game_id)
        return out

    async def reinstate(self, tournament_id: int, user_id: int, by_user_id: int, is_admin: bool = False) -> None:
        """The host (or ``is_admin``) brings a dropped player back from the next round on (their
        missed deadlines forgotten).  Raises as :meth:`drop`."""
        await self._managed(tournament_id, by_user_id, is_admin)
        if not await self.storage.set_tournament_player(tournament_id, user_id, dropped=False):
            raise self._why_not(await self.players(tournament_id), user_id, "tour-err-not-dropped")
        await self.storage.set_tournament_player(tournament_id, user_id, missed=0)

    async def _managed(self, tournament_id: int, by_user_id: int, is_admin: bool) -> TournamentRow:
        t = await self.get(tournament_id)
        if by_user_id != t.host_id and not is_admin:
            raise Forbidden(msg("tour-err-only-host"))
        if t.status == "finished":
            raise LobbyError(msg("tour-err-finished"))
        return t

    @staticmethod
    def _why_not(players: list[TournamentPlayerRow], user_id: int, key: str) -> Exception:
        if all(p.user_id != user_id for p in players):
            return NotAPlayer(msg("tour-err-not-joined"))
        return LobbyError(msg(key))

    # ---- standings ---------------------------------------------------------------------------
    async def standings(self, tournament_id: int) -> list[Standing]:
        """The standings (bot/core/tournament.py :func:`~bot.core.tournament.standings`: points,
        then Buchholz and Sonneborn-Berger, or the opponents' points at tables)."""
        t = await self.get(tournament_id)
        players = await self.players(tournament_id)
        kind: Kind = "table" if t.table_size else "duel"
        history = history_of(await self.storage.tournament_games(tournament_id))
        return standings(entrants_of(players), history, kind, {p.user_id for p in players if p.dropped})

    async def tables(self, tournament_id: int, round_no: int | None = None) -> list[TournamentGameRow]:
        """The tables (of ``round_no``, when given)."""
        return list(await self.storage.tournament_games(tournament_id, round_no))
