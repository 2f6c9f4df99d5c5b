"""The storage of seats and people (bot/features/seats.py): seat changes, take-over claims and
concessions, over either back end (:class:`bot.storage.sqlite.Storage` for SQLite or
:class:`bot.storage.postgres.PgStorage` for PostgreSQL; tables of schema step 4: ``seat_changes``,
``seat_claims``, ``seats.conceded``).

The SQL is written once with ``?`` parameters (:class:`bot.storage.portable.PortableStore`).  A change of
a seat is ONE transaction: the compare-and-swap on ``games.version`` (``version + 1``; the step,
its deadline and its reminders stay), the ``seats`` row changed and a row appended to the
append-only seat log ``seat_changes`` (its triggers refuse UPDATE and DELETE, as the action
log's).  Times are unix seconds.
"""

from __future__ import annotations

from bot.storage.portable import PortableStore, Rollback
from bot.storage.rows import GAME_COLUMNS, GameRow, SeatChangeRow, SeatClaim, SeatMessage, game_row


class SeatStore(PortableStore):
    """Seat tables of one open storage (either back end)."""

    async def change_seat(
        self,
        game_id: int,
        expected_version: int,
        *,
        seat: int,
        kind: str,
        user_id: int,
        name: str,
        by_user_id: int,
        now: float,
        finish: bool = False,
        level: str | None = None,
    ) -> bool:
        """ONE transaction: ``version + 1`` (compare-and-swap on ``expected_version``, the game
        active; the step, its deadline and reminders stay), the seat log row appended, and the
        seat changed: "replace" / "takeover" give it to ``user_id`` (``name``; ``level``: an
        automatic seat's, bot/features/autoseats.py, None for a person) and drop its pending claim; "concede" marks it conceded (``user_id`` is its holder) and, with
        ``finish``, ends the game (status finished, no deadline).  False (nothing changed) when
        the version moved on, the game is not active or has no such seat."""
        finished = ", status = 'finished', deadline = NULL" if finish else ""
        try:
            async with self._tx() as tx:
                moved = await tx.execute(
                    f"UPDATE games SET version = version + 1, updated_at = ?{finished} "
                    "WHERE id = ? AND version = ? AND status = 'active'",
                    (float(now), game_id, expected_version),
                )
                if moved != 1:
                    raise Rollback
                rows = await tx.fetch("SELECT user_id FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
                if not rows:
                    raise Rollback
                if kind == "concede":
                    await tx.execute("UPDATE seats SET conceded = 1 WHERE game_id = ? AND seat = ?", (game_id, seat))
                else:
                    await tx.execute(
                        "UPDATE seats SET user_id = ?, name = ?, level = ? WHERE game_id = ? AND seat = ?",
                        (user_id, name, level, game_id, seat),
                    )
                    await tx.execute("DELETE FROM seat_claims WHERE game_id = ? AND seat = ?", (game_id, seat))
                await tx.execute(
                    "INSERT INTO seat_changes (game_id, seq, after_action, seat, kind, old_user_id, user_id, name, "
                    "by_user_id, created_at) SELECT ?, COALESCE(MAX(seq), 0) + 1, "
                    "(SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?), ?, ?, ?, ?, ?, ?, ? "
                    "FROM seat_changes WHERE game_id = ?",
                    (game_id, game_id, seat, kind, rows[0][0], user_id, name, by_user_id, float(now), game_id),
                )
        except Rollback:
            return False
        return True

    async def seat_changes(self, game_id: int) -> list[SeatChangeRow]:
        """The game's seat log, oldest first."""
        rows = await self._fetch(
            "SELECT game_id, seq, after_action, seat, kind, old_user_id, user_id, name, by_user_id, created_at "
            "FROM seat_changes WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [SeatChangeRow.model_validate(dict(zip(SeatChangeRow.model_fields, r))) for r in rows]

    async def seat_absence(self, game_id: int, seat: int) -> list[tuple[int, str]]:
        """``(seat, source)`` of every action logged since the seat last acted itself (or last
        changed hands), oldest first: what counting its missed deadlines needs."""
        rows = await self._fetch(
            "SELECT seat, source FROM actions WHERE game_id = ? "
            "AND seq > (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ? AND seat = ? AND source = 'player') "
            "AND seq > (SELECT COALESCE(MAX(after_action), 0) FROM seat_changes WHERE game_id = ? AND seat = ?) "
            "ORDER BY seq",
            (game_id, game_id, seat, game_id, seat),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    async def add_seat_claim(self, game_id: int, seat: int, user_id: int, name: str, now: float) -> bool:
        """Record ``user_id``'s request for ``seat``; False when the seat already has one."""
        count = await self._write(
            "INSERT INTO seat_claims (game_id, seat, user_id, name, created_at) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, seat) DO NOTHING",
            (game_id, seat, user_id, name, float(now)),
        )
        return count == 1

    async def seat_claim(self, game_id: int, seat: int) -> SeatClaim | None:
        """The request waiting for ``seat`` (None: none)."""
        rows = await self._fetch(
            "SELECT game_id, seat, user_id, name, created_at FROM seat_claims WHERE game_id = ? AND seat = ?",
            (game_id, seat),
        )
        return SeatClaim.model_validate(dict(zip(SeatClaim.model_fields, rows[0]))) if rows else None

    async def drop_seat_claim(self, game_id: int, seat: int, user_id: int) -> bool:
        """Remove ``user_id``'s request for ``seat``; False when there was none."""
        count = await self._write(
            "DELETE FROM seat_claims WHERE game_id = ? AND seat = ? AND user_id = ?", (game_id, seat, user_id)
        )
        return count == 1

    async def user_games(self, user_id: int, guild_id: int) -> list[GameRow]:
        """The lobby and active games of ``guild_id`` where ``user_id`` holds a seat, by id."""
        rows = await self._fetch(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') "
            "AND id IN (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
            (guild_id, user_id),
        )
        return [game_row(r) for r in rows]

    # ---- messages with seat buttons (bot.app.seats.SeatsApp.close_offers) -------------------------
    async def add_seat_message(self, message: SeatMessage) -> None:
        """Remember a message with seat buttons until it is closed (its id is its key)."""
        await self._write(
            "INSERT INTO seat_messages (message_id, game_id, seat, kind, channel_id, holder_id, claimant_id, text, "
            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (message_id) DO NOTHING",
            (message.message_id, message.game_id, message.seat, message.kind, message.channel_id, message.holder_id,
             message.claimant_id, message.text, float(message.created_at)),
        )

    async def seat_messages(self, game_id: int) -> list[SeatMessage]:
        """The game's messages still showing seat buttons, in the order they were posted."""
        rows = await self._fetch(
            "SELECT message_id, game_id, seat, kind, channel_id, holder_id, claimant_id, text, created_at "
            "FROM seat_messages WHERE game_id = ? ORDER BY created_at, message_id",
            (game_id,),
        )
        return [SeatMessage.model_validate(dict(zip(SeatMessage.model_fields, r))) for r in rows]

    async def games_with_automatic_seats(self) -> set[int]:
        """Ids of the active games that have automatic seats (bot/features/autoseats.py)."""
        rows = await self._fetch(
            "SELECT DISTINCT seats.game_id FROM seats JOIN games ON games.id = seats.game_id "
            "WHERE seats.level IS NOT NULL AND games.status = 'active'"
        )
        return {int(r[0]) for r in rows}

    async def games_with_seat_messages(self) -> set[int]:
        """Ids of the games that have messages still showing seat buttons."""
        return {int(r[0]) for r in await self._fetch("SELECT DISTINCT game_id FROM seat_messages")}

    async def drop_seat_message(self, message_id: int) -> bool:
        """Forget a message (closed); False when it was not remembered."""
        return await self._write("DELETE FROM seat_messages WHERE message_id = ?", (message_id,)) == 1

    async def drop_claim_messages(self, game_id: int, seat: int, claimant_id: int) -> int:
        """Forget the request messages of ``claimant_id`` for ``seat`` (answered); how many."""
        return await self._write(
            "DELETE FROM seat_messages WHERE game_id = ? AND seat = ? AND kind = 'claim' AND claimant_id = ?",
            (game_id, seat, claimant_id),
        )
