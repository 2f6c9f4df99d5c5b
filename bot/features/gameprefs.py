"""Per-game notification settings: ``/agora notify game:<number>``.

A player may set mentions, private messages and reminder lead times for one game of theirs;
each one set there wins over their own setting (``UserPrefs``) in that game only, each one not
set there (NULL) follows their own.  Stored in ``game_prefs`` (schema step 9), one row per game
and user.  The app reads them through ``Agora.users_prefs(users, game_id=...)`` wherever it
sends something for a game (board mentions, private lines, reminders and their lead times).
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from pydantic import BaseModel

from bot.storage.portable import PortableStore
from bot.storage.sqlite import UserPrefs

#: the settings that can be set per game (UserPrefs field names)
FIELDS = ("mentions", "private_messages", "reminder_hours")


class GamePrefs(BaseModel):
    """One user's settings for one game; None: their own setting applies."""

    game_id: int
    user_id: int
    mentions: bool | None = None
    private_messages: bool | None = None
    #: [] = no reminders in this game; None = their own lead times
    reminder_hours: list[float] | None = None

    def over(self, prefs: UserPrefs) -> UserPrefs:
        """``prefs`` with this game's settings on top."""
        changes = {f: getattr(self, f) for f in FIELDS if getattr(self, f) is not None}
        return prefs.model_copy(update=changes) if changes else prefs

    @property
    def empty(self) -> bool:
        return all(getattr(self, f) is None for f in FIELDS)


class GamePrefsStore(PortableStore):
    """The ``game_prefs`` table (both back ends)."""

    async def get(self, game_id: int, user_ids: Sequence[int]) -> dict[int, GamePrefs]:
        """The rows of ``user_ids`` in ``game_id`` (users without one: absent)."""
        ids = list(dict.fromkeys(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._fetch(
            "SELECT user_id, mentions, private_messages, reminder_hours FROM game_prefs "
            f"WHERE game_id = ? AND user_id IN ({marks})",
            (game_id, *ids),
        )
        return {
            int(r[0]): GamePrefs(
                game_id=game_id,
                user_id=int(r[0]),
                mentions=None if r[1] is None else bool(r[1]),
                private_messages=None if r[2] is None else bool(r[2]),
                reminder_hours=None if r[3] is None else json.loads(r[3]),
            )
            for r in rows
        }

    async def of_user(self, user_id: int) -> list[GamePrefs]:
        """Every game setting of ``user_id`` (for ``/agora notify``), by game."""
        rows = await self._fetch(
            "SELECT game_id FROM game_prefs WHERE user_id = ? ORDER BY game_id", (user_id,)
        )
        out = []
        for r in rows:
            found = (await self.get(int(r[0]), [user_id])).get(user_id)
            if found is not None and not found.empty:
                out.append(found)
        return out

    async def put(self, prefs: GamePrefs, now: float) -> None:
        """Store ``prefs`` (insert or replace the row)."""
        await self._write(
            "INSERT INTO game_prefs (game_id, user_id, mentions, private_messages, reminder_hours, updated_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, user_id) DO UPDATE SET mentions = excluded.mentions, "
            "private_messages = excluded.private_messages, reminder_hours = excluded.reminder_hours, "
            "updated_at = excluded.updated_at",
            (
                prefs.game_id,
                prefs.user_id,
                None if prefs.mentions is None else int(prefs.mentions),
                None if prefs.private_messages is None else int(prefs.private_messages),
                None if prefs.reminder_hours is None else json.dumps(prefs.reminder_hours),
                float(now),
            ),
        )


__all__ = ["FIELDS", "GamePrefs", "GamePrefsStore"]
