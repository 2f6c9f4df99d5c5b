"""The users' settings as the running application reads them (:class:`Preferences`): their
language (chosen with ``/agora language``, else their Discord client's), their notification
settings (``/agora notify``) through a short per-process cache, and their settings per game
(bot/features/gameprefs.py)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import i18n
from bot.core.errors import NotAPlayer, UnknownGame
from bot.features.gameprefs import GamePrefs, GamePrefsStore
from bot.service import Service
from bot.settings import Settings
from bot.storage import Storage
from bot.storage.sqlite import UserPrefs
from engines.text import msg

#: seconds a user's notification settings read from the database are kept in memory (the
#: prefs cache: one query less per action).  A change made through this process applies at
#: once; one made through another bot process (another shard) within this time at most.
PREFS_TTL_S = 30.0
#: users whose settings the cache holds at most (beyond, the expired ones are dropped, then all)
PREFS_CACHE_MAX = 50_000


class Preferences:
    """The users' settings over ``storage`` (open), with the caches of one process: the language
    each user chose and their client's, and their notification settings for
    :data:`PREFS_TTL_S` seconds.  ``service`` answers whether a user plays a game (per-game
    settings); ``clock``: unix seconds (the time a change is stored)."""

    def __init__(self, storage: Storage, service: Service, settings: Settings, clock: Callable[[], float]) -> None:
        self.storage = storage
        self.service = service
        self.settings = settings
        self.clock = clock
        # user id -> the language of their Discord client, as last seen in an interaction
        self._client_locales: dict[int, str] = {}
        # user id -> the language they chose with /agora language (None: their client's)
        self._chosen: dict[int, str | None] = {}
        # user id -> (time.monotonic() it expires, their settings as read): see PREFS_TTL_S
        self.cache: dict[int, tuple[float, UserPrefs]] = {}

    def note_locale(self, user_id: int, locale: Any) -> None:
        """Remember the language of ``user_id``'s Discord client (``interaction.locale``), for
        the private lines sent to them later."""
        self._client_locales[user_id] = i18n.normalize_locale(locale)

    async def chosen_lang(self, user_id: int) -> str | None:
        """The language ``user_id`` chose with ``/agora language`` (None: their client's)."""
        if user_id not in self._chosen:
            locale = (await self.storage.user_prefs(user_id)).locale
            self._chosen[user_id] = locale if locale in i18n.LOCALES else None
        return self._chosen[user_id]

    async def set_lang(self, user_id: int, lang: str | None) -> None:
        """Store ``user_id``'s language ("en" / "it", or None to follow the Discord client)."""
        if lang is not None and lang not in i18n.LOCALES:
            raise ValueError(f"unknown language {lang!r}")
        prefs = await self.storage.user_prefs(user_id)
        await self.storage.set_user_prefs(prefs.model_copy(update={"locale": lang}), self.clock())
        self._chosen[user_id] = lang
        self.cache.pop(user_id, None)

    async def user_lang(self, user_id: int, fallback: str = i18n.DEFAULT_LOCALE, client_locale: Any = None) -> str:
        """The language of a private answer to ``user_id``: the one they chose with ``/agora
        language``; else their Discord client's (``client_locale``, the interaction's, or the
        last one seen); else ``fallback`` (the game's language)."""
        chosen = await self.chosen_lang(user_id)
        if chosen is not None:
            return chosen
        if client_locale is not None:
            self.note_locale(user_id, client_locale)
            return i18n.normalize_locale(client_locale)
        return self._client_locales.get(user_id, fallback)

    async def user_prefs(self, user_id: int) -> UserPrefs:
        """The user's settings (language, notifications; defaults when never set)."""
        return await self.storage.user_prefs(user_id)

    async def users_prefs(self, user_ids: list[int], game_id: int | None = None) -> dict[int, UserPrefs]:
        """``Storage.users_prefs`` through a per-process cache of :data:`PREFS_TTL_S` seconds:
        user id -> settings (defaults when never set) for each of ``user_ids``, one query for
        those not cached (none when all are).  :meth:`set_user_prefs` and :meth:`set_lang`
        update it, so a change through this process applies at once; through another process
        (several shards share the database) within PREFS_TTL_S.  ``game_id``: with each user's
        settings for that game on top (``/agora notify game:``, bot/features/gameprefs.py; read each time)."""
        if game_id is not None:
            base = await self.users_prefs(user_ids)
            over = await GamePrefsStore(self.storage).get(game_id, list(base))
            return {u: over[u].over(p) if u in over else p for u, p in base.items()}
        now = time.monotonic()
        out: dict[int, UserPrefs] = {}
        missing = []
        for user_id in dict.fromkeys(user_ids):
            kept = self.cache.get(user_id)
            if kept is not None and kept[0] > now:
                out[user_id] = kept[1]
            else:
                missing.append(user_id)
        if missing:
            fetched = await self.storage.users_prefs(missing)
            if len(self.cache) + len(fetched) > PREFS_CACHE_MAX:
                self.cache = {u: kept for u, kept in self.cache.items() if kept[0] > now}
                if len(self.cache) + len(fetched) > PREFS_CACHE_MAX:
                    self.cache.clear()
            expires = now + PREFS_TTL_S
            for user_id, prefs in fetched.items():
                self.cache[user_id] = (expires, prefs)
            out.update(fetched)
        return out


    def lead_times(self, prefs: UserPrefs) -> tuple[float, ...]:
        """The hours before a deadline at which ``prefs``'s user wants reminders."""
        return self.settings.reminders_hours if prefs.reminder_hours is None else tuple(prefs.reminder_hours)

    async def game_prefs(self, game_id: int, user_id: int) -> GamePrefs:
        """The user's settings for one game of theirs (bot/features/gameprefs.py).  Raises
        NotAPlayer when the game does not exist or the user has no seat in it."""
        try:
            info = await self.service.info(game_id)
        except UnknownGame:
            info = None
        if info is None or info.seat_of(user_id) is None:
            raise NotAPlayer(msg("quiet-notify-not-your-game", game=str(game_id)))
        found = await GamePrefsStore(self.storage).get(game_id, [user_id])
        return found.get(user_id) or GamePrefs(game_id=game_id, user_id=user_id)

    async def set_game_prefs(self, prefs: GamePrefs) -> GamePrefs:
        """Store the user's settings for one game of theirs (``/agora notify game:``); they apply
        from the next message on.  Raises NotAPlayer as :meth:`game_prefs`."""
        await self.game_prefs(prefs.game_id, prefs.user_id)
        await GamePrefsStore(self.storage).put(prefs, self.clock())
        return await self.game_prefs(prefs.game_id, prefs.user_id)

    async def set_user_prefs(self, prefs: UserPrefs) -> UserPrefs:
        """Store the user's settings (``/agora notify``); they apply from the next message on
        (reminders: from the next decision step).  Returns them as stored."""
        await self.storage.set_user_prefs(prefs, self.clock())
        stored = await self.storage.user_prefs(prefs.user_id)
        self.cache[prefs.user_id] = (time.monotonic() + PREFS_TTL_S, stored)
        return stored

