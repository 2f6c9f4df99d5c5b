"""The storage of the game pages (bot/web/): a server's ``/agora web on|off`` switch
(``guild_settings.web``, schema step 10) and the links' signing secret (the ``meta`` row
``web_secret``), over either back end.  SQL written once (:class:`PortableStore`)."""

from __future__ import annotations

import secrets

from bot.storage.portable import PortableStore

#: the ``meta`` key of the signing secret generated when AGORA_WEB_SECRET is not set
SECRET_KEY = "web_secret"
#: how many ended games a server page lists (the most recent)
FINISHED_SHOWN = 100


class WebStore(PortableStore):
    """The game pages' rows of one open storage (either back end)."""

    async def web_enabled(self, guild_id: int | None) -> bool:
        """Whether the server turned its game pages on (False when never set, and for a game
        without a server)."""
        if guild_id is None:
            return False
        rows = await self._fetch("SELECT web FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return bool(rows and rows[0][0])

    async def set_web(self, guild_id: int, on: bool, now: float) -> None:
        """Turn the server's game pages on or off (``now``: unix seconds)."""
        await self._write(
            "INSERT INTO guild_settings (guild_id, web, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET web = excluded.web, updated_at = excluded.updated_at",
            (guild_id, 1 if on else 0, float(now)),
        )

    async def server_games(self, guild_id: int, finished_limit: int = FINISHED_SHOWN) -> tuple[list[int], list[int]]:
        """The server page's games of ``guild_id``: the ids of its running games (``active``),
        newest first (by id), and of its last ``finished_limit`` ended ones (``finished`` or
        ``abandoned``), the most recently ended first (``updated_at``, then id).  Lobbies and
        other servers' games are left out."""
        running = await self._fetch(
            "SELECT id FROM games WHERE guild_id = ? AND status = 'active' ORDER BY id DESC", (guild_id,)
        )
        ended = await self._fetch(
            "SELECT id FROM games WHERE guild_id = ? AND status IN ('finished', 'abandoned') "
            "ORDER BY updated_at DESC, id DESC LIMIT ?",
            (guild_id, int(finished_limit)),
        )
        return [int(r[0]) for r in running], [int(r[0]) for r in ended]

    async def secret(self) -> str:
        """The links' signing secret kept in the database: generated (32 random bytes, hex) on
        first use; a concurrent first use by another process keeps the first one written."""
        rows = await self._fetch("SELECT value FROM meta WHERE key = ?", (SECRET_KEY,))
        if rows:
            return str(rows[0][0])
        await self._write(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
            (SECRET_KEY, secrets.token_hex(32)),
        )
        rows = await self._fetch("SELECT value FROM meta WHERE key = ?", (SECRET_KEY,))
        return str(rows[0][0])
