"""The storage of time: the games' clocks, the append-only time log, vacations and
per-server settings, over either back end (:class:`bot.storage.sqlite.Storage` for SQLite or
:class:`bot.storage.postgres.PgStorage` for PostgreSQL; tables of schema step 4).

The SQL is written once with ``?`` parameters (:class:`bot.storage.portable.PortableStore`).  Every
change of a game's clock is ONE transaction: the compare-and-swap on ``games.version`` (the
version moves on, ``step_version`` stays: the players' open panels stay valid, the timers armed
for the previous version do nothing) and its rows appended to ``time_log``.  Times are unix
seconds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from bot.storage.portable import PortableStore, Rollback
from bot.storage.rows import TimeEntry, Vacation

#: the kinds of time log rows: the host paused / resumed, a player took more time, a decision's
#: clock stopped / restarted because a player to act went on / came back from vacation
#: clock stopped / restarted because a player to act went on / came back from vacation; a
#: deadline moved to the end of a deciding player's quiet hours, or past the weekends of a
#: ``weekends: off`` game (schema step 9)
TIME_KINDS = ("pause", "resume", "extend", "hold", "release", "quiet", "weekend")


class TimeStore(PortableStore):
    """Time tables of one open storage (either back end)."""

    # ---- game clocks -------------------------------------------------------------------------
    async def set_clock(
        self,
        game_id: int,
        expected_version: int,
        *,
        now: float,
        deadline: float | None,
        paused: bool,
        clock_step: int | None,
        clock_left: float | None,
        entries: Sequence[TimeEntry],
    ) -> bool:
        """ONE transaction: the game's deadline, pause and stopped clock, ``version + 1``
        (compare-and-swap on ``expected_version``, active games only; ``step_version`` stays,
        the reminders start again for the new deadline) and ``entries`` appended to the time
        log.  False (nothing changed) when the version moved on or the game is not active."""
        update = (
            "UPDATE games SET deadline = ?, paused = ?, clock_step = ?, clock_left = ?, reminders_sent = 0, "
            "updated_at = ?, version = version + 1 WHERE id = ? AND version = ? AND status = 'active'"
        )
        params = [
            None if deadline is None else float(deadline), int(paused), clock_step,
            None if clock_left is None else float(clock_left), float(now), game_id, expected_version,
        ]
        insert = (
            "INSERT INTO time_log (game_id, seq, kind, user_id, step_version, data, created_at) "
            "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM time_log WHERE game_id = ?"
        )
        try:
            async with self._tx() as tx:
                if await tx.execute(update, params) != 1:
                    raise Rollback
                for e in entries:
                    await tx.execute(insert, (
                        game_id, e.kind, e.user_id, e.step_version, json.dumps(e.data, sort_keys=True), float(now), game_id,
                    ))
        except Rollback:
            return False
        return True

    async def append(self, entry: TimeEntry, now: float) -> None:
        """Append ``entry`` to its game's time log on its own (a ``quiet`` row after the step
        it explains was committed: bot/timekeeping.py ``note_quiet``)."""
        async with self._tx() as tx:
            await tx.execute(
                "INSERT INTO time_log (game_id, seq, kind, user_id, step_version, data, created_at) "
                "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ?, ? FROM time_log WHERE game_id = ?",
                (entry.game_id, entry.kind, entry.user_id, entry.step_version,
                 json.dumps(entry.data, sort_keys=True), float(now), entry.game_id),
            )

    async def time_log(self, game_id: int) -> list[TimeEntry]:
        """The game's time log, oldest first."""
        rows = await self._fetch(
            "SELECT game_id, seq, kind, user_id, step_version, data, created_at FROM time_log "
            "WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [
            TimeEntry(game_id=r[0], seq=r[1], kind=r[2], user_id=r[3], step_version=r[4], data=json.loads(r[5]),
                      created_at=r[6])
            for r in rows
        ]

    async def held_games(self) -> list[tuple[int, int | None]]:
        """``(game id, guild id)`` of the active games whose clock is stopped (no deadline),
        oldest first."""
        rows = await self._fetch("SELECT id, guild_id FROM games WHERE status = 'active' AND deadline IS NULL ORDER BY id")
        return [(int(r[0]), None if r[1] is None else int(r[1])) for r in rows]

    async def games_of(self, guild_id: int, user_id: int) -> list[int]:
        """Ids of the active games of ``guild_id`` where ``user_id`` has a seat."""
        rows = await self._fetch(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE g.status = 'active' "
            "AND g.guild_id = ? AND s.user_id = ? ORDER BY g.id",
            (guild_id, user_id),
        )
        return [int(r[0]) for r in rows]

    # ---- vacations ---------------------------------------------------------------------------
    async def add_vacation(self, guild_id: int, user_id: int, kind: str, at: float, until: float) -> None:
        """Append a vacation row: ``start`` (``until``: its planned end) or ``end`` (ended early
        at ``at``)."""
        await self._write(
            "INSERT INTO vacations (guild_id, user_id, kind, at, until) VALUES (?, ?, ?, ?, ?)",
            (guild_id, user_id, kind, float(at), float(until)),
        )

    async def vacations(self, guild_id: int | None = None, user_id: int | None = None) -> list[Vacation]:
        """The vacations (of ``guild_id`` / ``user_id`` when given) as intervals, each ended
        early by a later ``end`` row if any, oldest first."""
        sql = "SELECT guild_id, user_id, kind, at, until FROM vacations"
        where, params = [], []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            where.append("user_id = ?")
            params.append(user_id)
        if where:
            sql += " WHERE " + " AND ".join(where)
        out: list[Vacation] = []
        last: dict[tuple[int, int], Vacation] = {}
        for guild, user, kind, at, until in await self._fetch(sql + " ORDER BY id", params):
            key = (int(guild), int(user))
            if kind == "start":
                last[key] = Vacation(guild_id=key[0], user_id=key[1], start=float(at), end=float(until))
                out.append(last[key])
            elif key in last and last[key].start <= at < last[key].end:
                last[key].end = float(at)
        return out

    # ---- server settings ---------------------------------------------------------------------
    async def vacation_days(self, guild_id: int) -> float | None:
        """The server's vacation budget (days per window), None when never set."""
        rows = await self._fetch("SELECT vacation_days FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if not rows or rows[0][0] is None else float(rows[0][0])

    async def set_vacation_days(self, guild_id: int, days: float | None, now: float) -> None:
        await self._write(
            "INSERT INTO guild_settings (guild_id, vacation_days, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET vacation_days = excluded.vacation_days, "
            "updated_at = excluded.updated_at",
            (guild_id, None if days is None else float(days), float(now)),
        )

