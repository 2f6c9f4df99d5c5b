"""The storage port's methods, written once for both back ends: :class:`StoragePort`, the base of
:class:`bot.storage.sqlite.Storage` (SQLite) and, through it, :class:`bot.storage.postgres.PgStorage`
(PostgreSQL), and the port's errors.  Its queries carry ``?`` parameters and reach the back end
through the bridges ``_query`` / ``_run`` / ``_portable_tx`` and the dialect hooks ``_greatest`` /
``_any`` (:mod:`bot.storage.portable`), which each back end defines with its connection,
migrations and the transaction of :meth:`StoragePort.commit_action` (``_append_action``).  The
rows it returns are :mod:`bot.storage.rows`; its tables, :mod:`bot.storage.schema`.  Times are
unix seconds.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from contextlib import AbstractAsyncContextManager
from types import EllipsisType
from typing import Any

from bot import logs
from bot.storage.portable import Rollback, Tx
from bot.storage.rows import (
    ACTION_COLUMNS,
    GAME_COLUMNS,
    TOURNAMENT_COLUMNS,
    TOURNAMENT_GAME_COLUMNS,
    TOURNAMENT_PLAYER_COLUMNS,
    USER_COLUMNS,
    ActionRow,
    GameRow,
    SeatRow,
    TournamentGameRow,
    TournamentPlayerRow,
    TournamentRow,
    UserPrefs,
    action_row,
    game_row,
    prefs_row,
    tournament_game_row,
    tournament_player_row,
    tournament_row,
)

GAME_STATUSES = ("lobby", "active", "finished", "abandoned")


class SchemaTooNew(RuntimeError):
    """The database was written by a newer Agora (its schema version is unknown here)."""


class DuplicateInteraction(Exception):
    """The interaction id is already in the action log (UNIQUE constraint)."""


#: the clock of a stopped decision follows the step to its new version (an interjection)
KEEP_CLOCK_SQL = ", step_version = version + 1, clock_step = CASE WHEN clock_step = step_version THEN version + 1 ELSE clock_step END"


def _step_columns(new_step: bool, keep_clock: bool, deadline: float | None, keep_reminders: bool = False) -> tuple[str, list[Any]]:
    """The step columns :meth:`Storage.commit_action` sets (both back ends; SQL with ``?``
    parameters) and their parameters: a new step (``step_version``, ``deadline``, reminders reset
    unless ``keep_reminders``: an undo, whose step keeps the deadline in force), an interjection
    (``keep_clock``: ``step_version`` only, the clock goes on) or nothing (a seal)."""
    if not new_step:
        return "", []
    if keep_clock:
        return KEEP_CLOCK_SQL, []
    reset = "" if keep_reminders else ", reminders_sent = 0"
    return f", step_version = version + 1, deadline = ?{reset}", [deadline]


class StoragePort:
    """The port's methods written once (games, seats, the action log, users).  A back end
    subclasses it and gives the bridges and hooks below."""

    #: which implementation this is ("sqlite" / "postgresql")
    backend: str
    #: SQL's maximum of two values (SQLite's scalar MAX; PostgreSQL's GREATEST)
    _greatest: str

    def _any(self, expr: str, values: Sequence[Any]) -> tuple[str, list[Any]]:
        """The condition ``expr`` is one of ``values`` and its parameters (the back end's)."""
        raise NotImplementedError

    async def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one query with ``?`` parameters."""
        raise NotImplementedError

    async def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement with ``?`` parameters in its own transaction; the row count."""
        raise NotImplementedError

    def _portable_tx(self) -> AbstractAsyncContextManager[Tx]:
        """One transaction as a :class:`bot.storage.portable.Tx`."""
        raise NotImplementedError

    async def _append_action(
        self, game_id: int, expected_version: int, game: tuple[Any, ...], step: str, step_params: list[Any],
        entry: tuple[Any, ...],
    ) -> bool:
        """The back end's transaction of :meth:`commit_action` (see SQLite's)."""
        raise NotImplementedError

    # ---- games -------------------------------------------------------------------------------
    async def create_game(
        self,
        *,
        engine: str,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        schema_version: int,
        seed: int,
        options: dict[str, Any],
        now: float,
    ) -> int:
        """Insert a lobby game (version 0) with the host in seat 0; returns the new game id."""
        async with self._portable_tx() as tx:
            rows = await tx.fetch(
                "INSERT INTO games (engine, guild_id, channel_id, host_id, status, version, schema_version, "
                "seed, options, created_at, updated_at) VALUES (?, ?, ?, ?, 'lobby', 0, ?, ?, ?, ?, ?) RETURNING id",
                (engine, guild_id, channel_id, host_id, schema_version, seed, json.dumps(options), float(now), float(now)),
            )
            game_id = int(rows[0][0])
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)", (game_id, host_id, host_name)
            )
        return game_id

    async def get_game(self, game_id: int) -> GameRow | None:
        rows = await self._query(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(rows[0]) if rows else None

    async def game_for_action(self, game_id: int, interaction_id: int | None) -> tuple[GameRow | None, bool]:
        """The game (None if unknown) and whether ``interaction_id`` is already in the action log
        (False for None), in one query: what an action checks first."""
        rows = await self._query(
            f"SELECT {GAME_COLUMNS}, EXISTS(SELECT 1 FROM actions WHERE interaction_id = ?) FROM games WHERE id = ?",
            (interaction_id, game_id),
        )
        return (game_row(rows[0]), bool(rows[0][-1])) if rows else (None, False)

    async def games(self, *, statuses: Sequence[str] = GAME_STATUSES, channel_id: int | None = None) -> list[GameRow]:
        """Games in ``statuses``; with ``channel_id``, only those whose channel or thread it is.
        Ordered by id (oldest first)."""
        where, params = self._any("status", statuses)
        sql = f"SELECT {GAME_COLUMNS} FROM games WHERE {where}"
        if channel_id is not None:
            sql += " AND (channel_id = ? OR thread_id = ?)"
            params += [channel_id, channel_id]
        return [game_row(r) for r in await self._query(sql + " ORDER BY id", params)]

    async def games_with_deadline(self) -> list[GameRow]:
        """Active games whose deadline is set (the scheduler's source of truth)."""
        rows = await self._query(
            f"SELECT {GAME_COLUMNS} FROM games WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL ORDER BY deadline"
        )
        return [game_row(r) for r in rows]

    async def timers(self) -> list[tuple[int, int, float, float, int]]:
        """``(game id, version, deadline, updated_at, reminders_sent)`` of every active game with
        a deadline, by deadline: what the scheduler arms at start-up (only these columns: not
        the states)."""
        rows = await self._query(
            "SELECT id, version, deadline, updated_at, reminders_sent FROM games "
            "WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL ORDER BY deadline"
        )
        return [(int(r[0]), int(r[1]), float(r[2]), float(r[3]), int(r[4])) for r in rows]

    async def timers_of_shards(
        self, shard_count: int, shard_ids: Sequence[int]
    ) -> list[tuple[int, int, float, float, int]]:
        """:meth:`timers` of the games whose guild belongs to one of ``shard_ids`` among
        ``shard_count`` Discord shards (Discord's rule: ``(guild_id >> 22) % shard_count``; a
        game without a guild counts as guild 0, shard 0)."""
        shard, params = self._any("((COALESCE(guild_id, 0) >> 22) % ?)", shard_ids)
        rows = await self._query(
            "SELECT id, version, deadline, updated_at, reminders_sent FROM games "
            f"WHERE status = 'active' AND deadline IS NOT NULL AND set_aside IS NULL AND {shard} ORDER BY deadline",
            (shard_count, *params),
        )
        return [(int(r[0]), int(r[1]), float(r[2]), float(r[3]), int(r[4])) for r in rows]

    async def set_thread(self, game_id: int, thread_id: int, now: float) -> bool:
        count = await self._run("UPDATE games SET thread_id = ?, updated_at = ? WHERE id = ?", (thread_id, float(now), game_id))
        return count == 1

    async def set_aside(self, game_id: int, reason: str | None) -> bool:
        """Set the game aside with ``reason`` (the installed code cannot load it: no timers, no
        republishing, every command answers that it is set aside), or bring it back (``None``).
        Nothing else of the game changes (not its version: its state and log are as they were).
        True when the flag changed."""
        if reason is None:
            count = await self._run("UPDATE games SET set_aside = NULL WHERE id = ? AND set_aside IS NOT NULL", (game_id,))
        else:
            count = await self._run("UPDATE games SET set_aside = ? WHERE id = ? AND set_aside IS NULL", (reason, game_id))
        return count == 1

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        await self._run("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_published(
        self, game_id: int, version: int, posted: tuple[int | None, int | None] | None = None
    ) -> None:
        """Record that the output of ``version`` reached the transport (never goes back);
        ``posted``: the board message and turn message ids of a board posted for it, recorded
        in the same statement (as :meth:`set_board_message` and :meth:`set_turn_message`)."""
        published = f"published_version = {self._greatest}(published_version, ?)"
        if posted is None:
            await self._run(f"UPDATE games SET {published} WHERE id = ?", (version, game_id))
        else:
            await self._run(
                f"UPDATE games SET {published}, board_message_id = ?, turn_message_id = ? WHERE id = ?",
                (version, posted[0], posted[1], game_id),
            )

    async def unpublished_games(self) -> list[int]:
        """Ids of active games whose latest committed change was not posted (oldest first)."""
        rows = await self._query(
            "SELECT id FROM games WHERE status = 'active' AND published_version < version AND set_aside IS NULL ORDER BY id"
        )
        return [int(r[0]) for r in rows]

    async def unpublished_games_of_shards(self, shard_count: int, shard_ids: Sequence[int]) -> list[int]:
        """:meth:`unpublished_games` of the guilds of ``shard_ids`` (see :meth:`timers_of_shards`)."""
        shard, params = self._any("((COALESCE(guild_id, 0) >> 22) % ?)", shard_ids)
        rows = await self._query(
            f"SELECT id FROM games WHERE status = 'active' AND published_version < version AND set_aside IS NULL "
            f"AND {shard} ORDER BY id",
            (shard_count, *params),
        )
        return [int(r[0]) for r in rows]

    async def mark_reminder_sent(self, game_id: int, version: int, n: int) -> bool:
        """Record that reminder ``n`` (1-based) of ``version`` went out; False if the version
        moved on or reminder ``n`` (or a later one) was already recorded: send nothing then."""
        count = await self._run(
            "UPDATE games SET reminders_sent = ? WHERE id = ? AND version = ? AND status = 'active' "
            "AND reminders_sent < ?",
            (n, game_id, version, n),
        )
        return count == 1

    async def update_game(
        self,
        game_id: int,
        expected_version: int,
        *,
        now: float,
        status: str | None = None,
        state: str | None = None,
        schema_version: int | None = None,
        deadline: float | None | EllipsisType = ...,
        seats: Sequence[tuple[int, str] | tuple[int, str, str | None]] | None = None,
        options: dict[str, Any] | None = None,
        rules_version: int | None = None,
    ) -> bool:
        """Compare-and-swap a change without an action (lobby changes, start, abandon): bumps
        the version when it is still ``expected_version``; returns False (nothing changed)
        otherwise.  ``seats`` replaces the seat list with ``(user_id, name)`` or ``(user_id, name, level)``
        (an automatic seat, bot/features/autoseats.py) in seat order;
        ``deadline=None`` clears it, the default ``...`` leaves it; ``options`` replaces the game's
        options (the lobby's choices); ``rules_version``: the rules version the game is set up
        under (at the start)."""
        sets = ["version = version + 1", "step_version = version + 1", "updated_at = ?", "reminders_sent = 0"]
        params: list[Any] = [float(now)]
        for column, value in (
            ("status", status), ("state", state), ("schema_version", schema_version), ("rules_version", rules_version)
        ):
            if value is not None:
                sets.append(f"{column} = ?")
                params.append(value)
        if options is not None:
            sets.append("options = ?")
            params.append(json.dumps(options))
        if deadline is not ...:
            sets.append("deadline = ?")
            params.append(None if deadline is None else float(deadline))
        async with self._portable_tx() as tx:
            changed = await tx.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?",
                (*params, game_id, expected_version),
            )
            if changed != 1:
                return False
            if seats is not None:
                await tx.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                await tx.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, name, level) VALUES (?, ?, ?, ?, ?)",
                    [(game_id, i, s[0], s[1], s[2] if len(s) > 2 else None) for i, s in enumerate(seats)],
                )
        return True

    async def commit_action(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        user_id: int | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        interaction_id: int | None,
        source: str,
        state: str,
        schema_version: int,
        status: str,
        deadline: float | None,
        now: float,
        new_step: bool = True,
        keep_reminders: bool = False,
        keep_clock: bool = False,
        rules: int = 1,
    ) -> bool:
        """ONE transaction: the new state, ``version + 1`` (compare-and-swap on
        ``expected_version``), the status, and the action appended to the log.  With
        ``new_step`` (a new decision step begins, or the game ends) also ``step_version`` = the
        new version, ``deadline`` and reminders reset (``keep_reminders``: the reminders sent
        stay, for an undo, whose step keeps the deadline in force); without it (a seat sealed its
        part of a simultaneous choice) the step's ``step_version``, deadline and reminders stay
        and ``deadline`` is ignored.  ``keep_clock`` (with ``new_step``: an interjection, a seat not
        prompted acting in another's turn, ``Engine.side_actions``): ``step_version`` moves (the
        panels drawn before are outdated) but the decision's clock goes on: ``deadline`` is
        ignored, the deadline and reminders sent stay, and a stopped clock's seconds stay with
        the step (``clock_step`` follows ``step_version``).  ``rules``: the rules version the action
        was applied under (the log row's ``rules``).  Returns False and changes nothing if
        the version moved on; raises :class:`DuplicateInteraction` (nothing changed) if
        ``interaction_id`` is already logged."""
        step, step_params = _step_columns(new_step, keep_clock, None if deadline is None else float(deadline), keep_reminders)
        started = time.perf_counter()
        game = (state, schema_version, status, float(now))
        entry = (seat, user_id, json.dumps(action), json.dumps(events), interaction_id, source, float(now), int(rules))
        if not await self._append_action(game_id, expected_version, game, step, step_params, entry):
            return False
        logs.committed(game_id, seat, expected_version + 1, source, started)
        return True

    # ---- seats -------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._query(
            "SELECT game_id, seat, user_id, name, conceded, level FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return [
            SeatRow(game_id=r[0], seat=r[1], user_id=r[2], name=r[3], conceded=bool(r[4]), level=r[5]) for r in rows
        ]

    # ---- action log --------------------------------------------------------------------------
    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._query(
            f"SELECT {ACTION_COLUMNS} FROM actions WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [action_row(r) for r in rows]

    async def count_actions(self, game_id: int) -> int:
        rows = await self._query("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        return int(rows[0][0])

    async def action_by_interaction(self, interaction_id: int) -> ActionRow | None:
        rows = await self._query(
            f"SELECT {ACTION_COLUMNS} FROM actions WHERE interaction_id = ?",
            (interaction_id,),
        )
        return action_row(rows[0]) if rows else None

    async def finished_games(self, *, guild_id: int | None = None, engine: str | None = None) -> list[tuple[int, int | None, str, float]]:
        """``(id, guild_id, engine, finished_at)`` of the finished games (status ``finished``: not
        abandoned ones), in ``guild_id`` / of ``engine`` when given (None: any), in the order they
        finished (``updated_at``, then id).  ``finished_at``: unix seconds of the last commit
        (bot.features.stats reads the results and ratings from them)."""
        sql = "SELECT id, guild_id, engine, updated_at FROM games WHERE status = 'finished'"
        params: list[Any] = []
        if guild_id is not None:
            sql += " AND guild_id = ?"
            params.append(guild_id)
        if engine is not None:
            sql += " AND engine = ?"
            params.append(engine)
        rows = await self._query(sql + " ORDER BY updated_at, id", params)
        return [(int(r[0]), r[1], str(r[2]), float(r[3])) for r in rows]

    # ---- users -------------------------------------------------------------------------------
    async def user_prefs(self, user_id: int) -> UserPrefs:
        """The preferences of ``user_id`` (the defaults when none were stored)."""
        rows = await self._query(
            f"SELECT {USER_COLUMNS} FROM users WHERE user_id = ?", (user_id,)
        )
        return prefs_row(rows[0]) if rows else UserPrefs(user_id=user_id)

    async def users_prefs(self, user_ids: Sequence[int]) -> dict[int, UserPrefs]:
        """:meth:`user_prefs` of several users at once."""
        ids = list(dict.fromkeys(user_ids))
        out = {u: UserPrefs(user_id=u) for u in ids}
        if not ids:
            return out
        where, params = self._any("user_id", ids)
        rows = await self._query(
            f"SELECT {USER_COLUMNS} FROM users WHERE {where}", params
        )
        for row in rows:
            out[row[0]] = prefs_row(row)
        return out

    async def set_user_prefs(self, prefs: UserPrefs, now: float) -> None:
        """Store ``prefs`` (insert or replace the user's row)."""
        await self._run(
            f"INSERT INTO users ({USER_COLUMNS}, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale, "
            "mentions = excluded.mentions, private_messages = excluded.private_messages, "
            "reminder_hours = excluded.reminder_hours, timezone = excluded.timezone, "
            "quiet_hours = excluded.quiet_hours, heads_up = excluded.heads_up, digest_hour = excluded.digest_hour, updated_at = excluded.updated_at",
            (
                prefs.user_id,
                prefs.locale,
                int(prefs.mentions),
                int(prefs.private_messages),
                None if prefs.reminder_hours is None else json.dumps(prefs.reminder_hours),
                prefs.timezone,
                None if prefs.quiet_hours is None else json.dumps(list(prefs.quiet_hours)),
                int(prefs.heads_up),
                prefs.digest_hour,
                float(now),
            ),
        )

    async def set_turn_message(self, game_id: int, message_id: int | None) -> None:
        """Remember the public message that follows the current turn (None: none)."""
        await self._run("UPDATE games SET turn_message_id = ? WHERE id = ?", (message_id, game_id))

    async def turn_message(self, game_id: int) -> int | None:
        rows = await self._query("SELECT turn_message_id FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    # ---- tournaments (schema step 11; bot/features/tournaments.py) ----------------------------
    async def create_tournament(
        self, *, guild_id: int | None, channel_id: int | None, host_id: int, engine: str, format: str, rounds: int,
        table_size: int | None, options: dict[str, Any], round_hours: float | None, now: float,
    ) -> int:
        """Insert a tournament in its sign-up; returns its id."""
        async with self._portable_tx() as tx:
            rows = await tx.fetch(
                "INSERT INTO tournaments (guild_id, channel_id, host_id, engine, format, rounds, table_size, options, "
                "round_hours, status, round, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', 0, ?, ?) "
                "RETURNING id",
                (guild_id, channel_id, host_id, engine, format, rounds, table_size, json.dumps(options),
                 None if round_hours is None else float(round_hours), float(now), float(now)),
            )
        return int(rows[0][0])

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        rows = await self._query(f"SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        return tournament_row(rows[0]) if rows else None

    async def tournament_players(self, tournament_id: int) -> list[TournamentPlayerRow]:
        """The players of a tournament in sign-up order."""
        rows = await self._query(
            f"SELECT {TOURNAMENT_PLAYER_COLUMNS} FROM tournament_players WHERE tournament_id = ? ORDER BY seq",
            (tournament_id,),
        )
        return [tournament_player_row(r) for r in rows]

    async def add_tournament_player(self, tournament_id: int, user_id: int, name: str, rating: float, now: float) -> bool:
        """Sign ``user_id`` up while the tournament is in its sign-up; False when already signed
        up or the sign-up closed (nothing changed)."""
        return await self._run(
            "INSERT INTO tournament_players (tournament_id, user_id, name, seq, rating, joined_at) "
            "SELECT ?, ?, ?, COALESCE((SELECT MAX(seq) FROM tournament_players WHERE tournament_id = ?), 0) + 1, ?, ? "
            "WHERE EXISTS (SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup') "
            "ON CONFLICT (tournament_id, user_id) DO NOTHING",
            (tournament_id, user_id, name, tournament_id, float(rating), float(now), tournament_id),
        ) == 1

    async def remove_tournament_player(self, tournament_id: int, user_id: int) -> bool:
        """Remove a signed-up player while the tournament is in its sign-up; False otherwise."""
        return await self._run(
            "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ? "
            "AND EXISTS (SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup')",
            (tournament_id, user_id, tournament_id),
        ) == 1

    async def set_tournament_player(
        self, tournament_id: int, user_id: int, *, dropped: bool | None = None, reason: str | None = None,
        missed: int | None = None,
    ) -> bool:
        """Drop (``dropped`` True, with ``reason``) or reinstate (False) a player, and/or set the
        deadlines they missed in a row.  False when the player is unknown or (dropping,
        reinstating) the flag was already so."""
        sets: list[str] = []
        params: list[Any] = []
        where = ""
        if dropped is not None:
            sets += ["dropped = ?", "drop_reason = ?"]
            params += [int(dropped), reason if dropped else None]
            where = " AND dropped = ?"
        if missed is not None:
            sets.append("missed = ?")
            params.append(missed)
        params += [tournament_id, user_id]
        if dropped is not None:
            params.append(int(not dropped))
        return await self._run(
            f"UPDATE tournament_players SET {', '.join(sets)} WHERE tournament_id = ? AND user_id = ?{where}", params
        ) == 1

    async def tournament_round(self, tournament_id: int, round_no: int) -> tuple[str, float | None] | None:
        """``(status, deadline)`` of a round ("running" / "done"); None when it does not exist."""
        rows = await self._query(
            "SELECT status, deadline FROM tournament_rounds WHERE tournament_id = ? AND round = ?", (tournament_id, round_no)
        )
        return (str(rows[0][0]), rows[0][1]) if rows else None

    async def rounds_due(self, now: float) -> list[tuple[int, int]]:
        """``(tournament id, round)`` of the running rounds whose deadline passed at ``now``."""
        rows = await self._query(
            "SELECT tournament_id, round FROM tournament_rounds WHERE status = 'running' AND deadline IS NOT NULL "
            "AND deadline <= ? ORDER BY deadline", (float(now),)
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def tournament_games(self, tournament_id: int, round_no: int | None = None) -> list[TournamentGameRow]:
        """The tables of a tournament (of ``round_no`` only, when given), by round and board."""
        sql = f"SELECT {TOURNAMENT_GAME_COLUMNS} FROM tournament_games WHERE tournament_id = ?"
        params: list[Any] = [tournament_id]
        if round_no is not None:
            sql += " AND round = ?"
            params.append(round_no)
        return [tournament_game_row(r) for r in await self._query(sql + " ORDER BY round, board", params)]

    async def tournament_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """``(tournament id, round, board)`` of a tournament's game; None for any other game."""
        rows = await self._query(
            "SELECT tournament_id, round, board FROM tournament_games WHERE game_id = ?", (game_id,)
        )
        return (int(rows[0][0]), int(rows[0][1]), int(rows[0][2])) if rows else None

    async def open_round(
        self, tournament_id: int, round_no: int, tables: Sequence[Sequence[int]], deadline: float | None, now: float,
        rounds: int | None = None,
    ) -> bool:
        """ONE transaction: round ``round_no - 1`` marked done (a compare-and-set: only if it was
        running; for round 1, the tournament leaves its sign-up instead), the tournament's
        ``round`` moved from ``round_no - 1`` to ``round_no``, the round and its ``tables``
        (players in seat order; one player: a bye, scored a win at once) inserted.  False, and
        nothing changed, when another caller did it first: the round is paired exactly once.
        ``rounds`` (round 1 only): the number of rounds, when the schedule fixes it."""
        try:
            async with self._portable_tx() as tx:
                if round_no == 1:
                    ok = await tx.execute(
                        "UPDATE tournaments SET status = 'running', round = 1, rounds = COALESCE(?, rounds), "
                        "updated_at = ? WHERE id = ? AND status = 'signup'", (rounds, float(now), tournament_id),
                    )
                else:
                    ok = await tx.execute(
                        "UPDATE tournament_rounds SET status = 'done' WHERE tournament_id = ? AND round = ? "
                        "AND status = 'running'", (tournament_id, round_no - 1),
                    )
                    ok = ok and await tx.execute(
                        "UPDATE tournaments SET round = ?, updated_at = ? WHERE id = ? AND round = ? AND status = 'running'",
                        (round_no, float(now), tournament_id, round_no - 1),
                    )
                if ok != 1:
                    raise Rollback
                await tx.execute(
                    "INSERT INTO tournament_rounds (tournament_id, round, status, deadline, started_at) "
                    "VALUES (?, ?, 'running', ?, ?)",
                    (tournament_id, round_no, None if deadline is None else float(deadline), float(now)),
                )
                await tx.executemany(
                    "INSERT INTO tournament_games (tournament_id, round, board, players, ranks) VALUES (?, ?, ?, ?, ?)",
                    [(tournament_id, round_no, board, json.dumps(list(t)), json.dumps([1]) if len(t) == 1 else None)
                     for board, t in enumerate(tables)],
                )
        except Rollback:
            return False
        return True

    async def finish_tournament(self, tournament_id: int, round_no: int, now: float) -> bool:
        """ONE transaction: the last round ``round_no`` marked done and the tournament finished
        (a compare-and-set on the round's row, as :meth:`open_round`).  False when another
        caller did it first."""
        try:
            async with self._portable_tx() as tx:
                ok = await tx.execute(
                    "UPDATE tournament_rounds SET status = 'done' WHERE tournament_id = ? AND round = ? "
                    "AND status = 'running'", (tournament_id, round_no),
                )
                if ok != 1:
                    raise Rollback
                await tx.execute(
                    "UPDATE tournaments SET status = 'finished', updated_at = ? WHERE id = ?", (float(now), tournament_id)
                )
        except Rollback:
            return False
        return True

    async def set_tournament_game(self, tournament_id: int, round_no: int, board: int, game_id: int) -> bool:
        """Record the game of a table (once: False when it has one already)."""
        return await self._run(
            "UPDATE tournament_games SET game_id = ? WHERE tournament_id = ? AND round = ? AND board = ? "
            "AND game_id IS NULL", (game_id, tournament_id, round_no, board),
        ) == 1

    async def record_tournament_result(
        self, tournament_id: int, round_no: int, board: int, ranks: Sequence[int], automatic: Sequence[int]
    ) -> bool:
        """Record a table's result (once: False when it has one already)."""
        return await self._run(
            "UPDATE tournament_games SET ranks = ?, automatic = ? WHERE tournament_id = ? AND round = ? AND board = ? "
            "AND ranks IS NULL",
            (json.dumps(list(ranks)), json.dumps(sorted(set(automatic))), tournament_id, round_no, board),
        ) == 1

    async def mark_tournament_automatic(self, tournament_id: int, round_no: int, board: int, automatic: Sequence[int]) -> None:
        """Set the players of a table whose seat the automatic player took (before its result)."""
        await self._run(
            "UPDATE tournament_games SET automatic = ? WHERE tournament_id = ? AND round = ? AND board = ?",
            (json.dumps(sorted(set(automatic))), tournament_id, round_no, board),
        )
