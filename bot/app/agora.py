"""The application: Service + Scheduler + renderer + a Transport.

The Discord layer (cogs/) and the offline demo (bot.ops.demo) call :class:`Agora`.  Each method that
commits a change returns the service's :class:`~bot.core.models.Outbox` AFTER publishing it: the
public board (rendered from ``engine.player_view(state, None)`` only, off the event loop) with the
public log lines and mentions of only the players who must act now, the private lines to their
users, and the deadline timers re-armed (or cancelled when the game is over).

A failure of the transport or the renderer is logged and never undoes a committed change.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import multiprocessing
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

import engines
import i18n
import render
from bot import logs
from bot.app import alttext
from bot.app.scheduler import Scheduler
from bot.app.seats import SeatsApp
from bot.app.transport import BoardPost, Transport
from bot.core import headsup, quiet_hours
from bot.core.errors import AgoraError, GameNotActive, NotAPlayer, StaleVersion, UnknownGame
from bot.core.models import GameInfo, Outbox, SeatInfo
from bot.features import digest, undo
from bot.features.autoseats import AutoPlayers
from bot.features.gameprefs import GamePrefs, GamePrefsStore
from bot.features.held import Held, HeldStore
from bot.features.held import job_id as held_job_id
from bot.service import Service
from bot.settings import Settings
from bot.storage import open_storage
from bot.storage.sqlite import Storage, UserPrefs
from bot.storage.timestore import Vacation
from engines.text import Text, msg

log = logging.getLogger(__name__)

#: Discord's limit for a message's content
MAX_CONTENT = 2000


def _mentions(user_ids: list[int]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids)


def compose(lines: list[str], footer: str, limit: int = MAX_CONTENT) -> str:
    """``lines`` then ``footer`` joined by newlines; the oldest lines give way to "..." when the
    text would exceed ``limit`` characters."""
    tail = [footer] if footer else []
    for start in range(len(lines) + 1):
        text = "\n".join((["..."] if start else []) + lines[start:] + tail)
        if len(text) <= limit:
            return text
    return "\n".join(tail)[:limit]


def draw(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> bytes:
    """Runs in a render worker process: the renderer ``target`` (``"module:function"``, an entry
    of ``render.RENDERERS``) draws ``view`` with the seat holders' ``names`` in ``lang``; PNG
    bytes."""
    return render.call_renderer(target, view, names, lang)


def draw_detail(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> bytes | None:
    """Runs in a render worker process: the close-up renderer ``target`` (an entry of
    ``render.DETAIL_RENDERERS``); PNG bytes or None."""
    result: bytes | None = render.call_renderer(target, view, names, lang)
    return result


def draw_pictures(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> tuple[bytes, bytes | None]:
    """Runs in a render worker process: the renderer ``target`` (see
    ``render.pictures_target``) draws the board and its close-up at once; (PNG, PNG or None)."""
    result: tuple[bytes, bytes | None] = render.call_renderer(target, view, names, lang)  # type: ignore[assignment]
    return result


#: the niceness added to render worker processes: when the cores are busy, committing actions
#: and answering Discord (within its 3 seconds) come before drawing boards
RENDER_NICENESS = 10


def lower_priority() -> None:
    """Runs in each render worker process as it starts: lower its CPU priority (POSIX)."""
    if hasattr(os, "nice"):
        os.nice(RENDER_NICENESS)


def warm_up(modules: list[str]) -> None:
    """Runs in a render worker process at start: import the renderers (Pillow, fonts, layouts)
    so that the first board after a start does not wait for them."""
    for module in modules:
        importlib.import_module(module)


def duration(hours: float) -> Text:
    """A time span for people: "30 minutes", "1 hour", "24 hours", "3 days" (a message)."""
    if hours < 1:
        return msg("bot-minutes", n=max(1, round(hours * 60)))
    if hours >= 72 and hours % 24 == 0:
        return msg("bot-days", n=int(hours // 24))
    return msg("bot-hours", n=int(hours) if float(hours).is_integer() else hours)


@dataclass
class _TurnMessage:
    """The public message of a game's current turn: its id, the lines it shows and the users
    its footer names as deciding."""

    message_id: int
    lines: list[str]
    to_act: list[int]


#: seconds a user's notification settings read from the database are kept in memory (Agora's
#: prefs cache: one query less per action).  A change made through this process applies at
#: once; one made through another bot process (another shard) within this time at most.
PREFS_TTL_S = 30.0
#: users whose settings the cache holds at most (beyond, the expired ones are dropped, then all)
PREFS_CACHE_MAX = 50_000

#: games whose timers Agora.start arms before it returns (the soonest deadlines); the rest of a
#: larger database is armed in the background while the bot serves (about 100 ms per 1,000 games)
ARM_AT_START = 2000


class Agora(SeatsApp):
    """The application the cogs and the demo drive.

    ``settings``: :class:`Settings`.  ``transport``: where output goes (may be given later with
    :meth:`start`).  ``clock``: unix seconds, shared by service and scheduler (tests inject one).
    Life cycle: ``await app.open()`` (storage, migrations), ``await app.start(transport)``
    (timers rebuilt from the table; overdue deadlines fire at once), ``await app.close()``.
    """

    def __init__(
        self, settings: Settings, transport: Transport | None = None, *, clock: Callable[[], float] = time.time
    ) -> None:
        self.settings = settings
        self.transport = transport
        self.clock = clock
        self.storage: Storage | None = None
        self._service: Service | None = None
        # per game: a change and its publication run as one step, so posts keep the commit order
        self._locks: dict[int, asyncio.Lock] = {}
        # per game: the message of the current turn, edited as its steps are taken (in memory:
        # after a restart the next step posts a new message)
        self._turns: dict[int, _TurnMessage] = {}
        # ONE render thread: Pillow holds the GIL for most of a drawing (tens of ms), so several
        # render threads at once starve the event loop and every commit waits (bench/load.py);
        # with one, boards queue under a burst while actions keep committing
        self._render_pool: Executor | None = None
        # user id -> the language of their Discord client, as last seen in an interaction
        self._client_locales: dict[int, str] = {}
        # user id -> the language they chose with /agora language (None: their client's)
        self._chosen: dict[int, str | None] = {}
        # ids of the games with messages still showing seat buttons (bot.features.seats, read at start)
        self._seat_message_games = set()
        # user id -> (time.monotonic() it expires, their settings as read): see PREFS_TTL_S
        self._prefs: dict[int, tuple[float, UserPrefs]] = {}
        # the start-up's background arming of a large database's timers (see start)
        self._arming: asyncio.Task[None] | None = None
        self._changed_while_arming: set[int] | None = None
        #: the automatic seats' decisions left over by a restart (bot/features/autoseats.py)
        self._resuming: asyncio.Task[None] | None = None
        # games set aside (True) or back (False) at this start, whose notice is not posted yet
        self._set_aside_news: dict[int, bool] = {}
        self.scheduler = Scheduler(
            on_deadline=self.on_deadline,
            on_reminder=self.on_reminder,
            reminders_hours=settings.reminders_hours,
            clock=clock,
        )

    # ---- life cycle --------------------------------------------------------------------------
    @property
    def service(self) -> Service:
        """The service (queries: ``info``, ``log``, ``panel``, ``games_in_channel``...)."""
        if self._service is None:
            raise RuntimeError("Agora.open() has not been awaited")
        return self._service

    async def open(self) -> None:
        """Open the database (creating/migrating it).  Idempotent."""
        if self.storage is None:
            self.storage = await open_storage(self.settings.database)
            self._service = Service(
                self.storage, default_deadline_hours=self.settings.turn_deadline_hours, clock=self.clock
            )
            # the strong automatic seats' CPU cap (bot/features/autoseats.py)
            self._service.auto = AutoPlayers(self.settings.auto_workers, self.settings.strong_seconds)
            # zones and quiet hours of each step's deadline through the settings cache
            self._service.time.prefs_source = self.users_prefs

    async def start(self, transport: Transport | None = None) -> None:
        """Open if needed, set ``transport`` if given, start the timer and arm every active
        game's deadline from the table (those that passed while the bot was down fire now).
        With several processes (``AGORA_SHARD_COUNT``) only the games of this process's shards.
        Beyond :data:`ARM_AT_START` games, the soonest are armed before this returns and the rest
        in the background (:meth:`timers_armed` waits for them)."""
        if transport is not None:
            self.transport = transport
        if self.transport is None:
            raise RuntimeError("Agora.start() needs a transport")
        await self.open()
        assert self.storage is not None
        # games the installed code cannot load are set aside before anything is armed (and
        # set-aside games it loads again come back): see set_aside_unloadable
        await self.set_aside_unloadable()
        # armed before the timer starts: APScheduler files them in one go (see arm_many)
        # several bot processes (Discord shards): each arms the deadlines of its own guilds only
        shards = self.settings.own_shards
        timers = await (self.storage.timers() if shards is None else self.storage.timers_of_shards(*shards))
        # the soonest ARM_AT_START games now; a larger rest (a big database) in the background,
        # while the bot serves (see Scheduler.arm_in_background; the list is by deadline)
        # stopped clocks whose vacation ended while the bot was down run again (re-armed as they
        # are published), and the vacations' end timers (bot/features/timekeeping.py)
        await self._start_clocks()
        await self._arm_held()  # mentions and reminders held in quiet hours (bot/features/held.py)
        await self._arm_digests()  # the daily digests (bot/features/digest.py)
        await self.load_seat_messages()  # take-over offers to close after a restart too (bot.features.seats)
        # automatic seats prompted when the bot stopped decide now, in the background
        self._resuming = asyncio.create_task(self._resume_automatic())
        count = self.scheduler.arm_many(timers[:ARM_AT_START])
        self.scheduler.start()
        if len(timers) > ARM_AT_START:
            self._changed_while_arming = set()
            self._arming = asyncio.create_task(self._arm_rest(timers[ARM_AT_START:]))
            count = len(timers)
        if self.settings.render_processes:  # spawn the workers now, not at the first board
            modules = sorted({target.partition(":")[0] for target in render.RENDERERS.values()})
            for _ in range(self.settings.render_processes):
                self._pool().submit(warm_up, modules)
        log.info("timers armed for %d active games", count)

    async def _resume_automatic(self) -> None:
        """Each active game of this process's guilds with automatic seats: those prompted decide
        now and the change is published (bot/features/autoseats.py); a failure is logged, game by game."""
        assert self.storage is not None
        for game_id in sorted(await self.service.seat_store.games_with_automatic_seats()):
            try:
                info = await self.service.info(game_id)
                if not self._mine(info.guild_id):
                    continue
                async with self._lock(game_id):
                    outbox = await self.service.play_automatic(game_id)
                    if outbox is not None:
                        await self.publish(outbox)
            except Exception:
                log.exception("the automatic seats of game %s could not resume", game_id)

    def _mine(self, guild_id: int | None) -> bool:
        """Whether this process serves ``guild_id`` (Discord's shard rule, as
        ``Storage.timers_of_shards``; every guild when not sharded)."""
        shards = self.settings.own_shards
        return shards is None or ((guild_id or 0) >> 22) % shards[0] in shards[1]

    async def set_aside_unloadable(self) -> tuple[list[int], list[int]]:
        """At start-up (after an update): every active game of this process's guilds whose
        stored state the installed code cannot load (an unknown engine, a state that does not
        parse, a rules version newer than the engine's: :func:`bot.core.versions.loadable`) is set
        aside (``games.set_aside`` = the reason): an ERROR log line names it and the reason, its
        timers are not armed, its commands answer that it is set aside, and a notice goes to its
        thread when the transport is ready (:meth:`republish_pending`).  Nothing of it is changed
        or deleted.  A set-aside game that the installed code loads again (the admin installed
        the right version) comes back: its flag is cleared, an INFO line and a notice say so, and
        it goes on.  Every other game goes on as before.  Only the state's parse is tried here (a
        full replay of every log is ``agora check``'s).  Returns the ids (set aside now, back now)."""
        from bot.core import versions

        assert self.storage is not None
        rows = [r for r in await self.storage.games(statuses=("active",)) if self._mine(r.guild_id)]

        def reasons() -> dict[int, str | None]:
            found: dict[int, str | None] = {}
            for row in rows:
                try:
                    engine = engines.get(row.engine)
                    assert row.state is not None
                    versions.loadable(engine, row.state, row.schema_version, row.rules_version)
                except Exception as exc:  # noqa: BLE001 (whatever stops the load is the reason)
                    first = (str(exc).strip().splitlines() or [""])[0]
                    found[row.id] = f"{type(exc).__name__}: {first}"[:500]
                else:
                    found[row.id] = None
            return found

        # parsing every active state costs milliseconds each (Mare Nostrum): off the event loop
        found = await asyncio.to_thread(reasons)
        aside, back = [], []
        for row in rows:
            reason = found[row.id]
            if reason is not None and row.set_aside is None:
                await self.storage.set_aside(row.id, reason)
                log.error("game %s (%s) cannot be loaded by this version of Agora and is set aside, untouched: %s. "
                          "Run 'agora check' for details; it comes back at a start with a version that loads it.",
                          row.id, row.engine, reason)
                aside.append(row.id)
            elif reason is not None:
                log.error("game %s (%s) is still set aside: %s", row.id, row.engine, reason)
            elif row.set_aside is not None:
                await self.storage.set_aside(row.id, None)
                log.info("game %s (%s) loads again: it is no longer set aside and goes on", row.id, row.engine)
                back.append(row.id)
        self._set_aside_news = {**{g: True for g in aside}, **{g: False for g in back}}
        return aside, back

    async def announce_set_aside(self) -> None:
        """Post the notices of :meth:`set_aside_unloadable` (once the transport can post): in
        the thread of each game set aside at this start, that it is set aside and nothing was
        deleted; of each game back, that it goes on.  A failed post is logged (the ERROR line of
        the start-up stays the admin's record)."""
        assert self.storage is not None and self.transport is not None
        news, self._set_aside_news = self._set_aside_news, {}
        for game_id, aside in news.items():
            row = await self.storage.get_game(game_id)
            if row is None:
                continue
            try:
                engine_title = engines.get(row.engine).title
            except Exception:  # noqa: BLE001 (the unknown engine may be the very reason)
                engine_title = row.engine
            seats = await self.storage.seats(game_id)
            info = GameInfo(
                id=row.id, engine=row.engine, title=engine_title, status=row.status, version=row.version,
                host_id=row.host_id, guild_id=row.guild_id, channel_id=row.channel_id, thread_id=row.thread_id,
                options=row.options, seats=[SeatInfo(seat=s.seat, user_id=s.user_id, name=s.name) for s in seats],
            )
            text = info.render(msg("bot-set-aside" if aside else "bot-set-aside-back"))
            try:
                await self.transport.post_text(info, text, [])
            except Exception:  # noqa: BLE001 (a failed post never stops the start)
                log.exception("game %s: the set-aside notice could not be posted", game_id)

    async def _arm_rest(self, timers: list[tuple[int, int, float, float, int]]) -> None:
        """Arm the timers that :meth:`start` left for later (skipping the games that changed
        meanwhile: :meth:`publish` armed those for their new version)."""
        changed = self._changed_while_arming
        assert changed is not None
        started = time.perf_counter()
        try:
            count = await self.scheduler.arm_in_background(timers, skip=changed.__contains__)
            log.info("timers armed in the background for %d more games in %.1f s", count, time.perf_counter() - started)
        finally:
            self._changed_while_arming = None

    async def timers_armed(self) -> None:
        """Wait until every timer of the start-up is armed (at once for up to ARM_AT_START
        games; a larger database arms the rest in the background)."""
        if self._arming is not None:
            await asyncio.shield(self._arming)

    async def close(self) -> None:
        if self._resuming is not None:
            resuming, self._resuming = self._resuming, None
            resuming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await resuming
        if self._arming is not None:
            arming, self._arming = self._arming, None
            arming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await arming
        self.scheduler.shutdown()
        if self._service is not None:
            self._service.auto.close()
        if self._render_pool is not None:
            pool, self._render_pool = self._render_pool, None
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
            self._service = None

    # ---- languages ---------------------------------------------------------------------------
    def note_locale(self, user_id: int, locale: Any) -> None:
        """Remember the language of ``user_id``'s Discord client (``interaction.locale``), for
        the private lines sent to them later."""
        self._client_locales[user_id] = i18n.normalize_locale(locale)

    async def chosen_lang(self, user_id: int) -> str | None:
        """The language ``user_id`` chose with ``/agora language`` (None: their client's)."""
        if user_id not in self._chosen:
            locale = None
            if self.storage is not None:
                locale = (await self.storage.user_prefs(user_id)).locale
            self._chosen[user_id] = locale if locale in i18n.LOCALES else None
        return self._chosen[user_id]

    async def set_lang(self, user_id: int, lang: str | None) -> None:
        """Store ``user_id``'s language ("en" / "it", or None to follow the Discord client)."""
        if lang is not None and lang not in i18n.LOCALES:
            raise ValueError(f"unknown language {lang!r}")
        assert self.storage is not None
        prefs = await self.storage.user_prefs(user_id)
        await self.storage.set_user_prefs(prefs.model_copy(update={"locale": lang}), self.clock())
        self._chosen[user_id] = lang
        self._prefs.pop(user_id, None)

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
        assert self.storage is not None
        return await self.storage.user_prefs(user_id)

    async def users_prefs(self, user_ids: list[int], game_id: int | None = None) -> dict[int, UserPrefs]:
        """``Storage.users_prefs`` through a per-process cache of :data:`PREFS_TTL_S` seconds:
        user id -> settings (defaults when never set) for each of ``user_ids``, one query for
        those not cached (none when all are).  :meth:`set_user_prefs` and :meth:`set_lang`
        update it, so a change through this process applies at once; through another process
        (several shards share the database) within PREFS_TTL_S.  ``game_id``: with each user's
        settings for that game on top (``/agora notify game:``, bot/features/gameprefs.py; read each time)."""
        assert self.storage is not None
        if game_id is not None:
            base = await self.users_prefs(user_ids)
            over = await GamePrefsStore(self.storage).get(game_id, list(base))
            return {u: over[u].over(p) if u in over else p for u, p in base.items()}
        now = time.monotonic()
        out: dict[int, UserPrefs] = {}
        missing = []
        for user_id in dict.fromkeys(user_ids):
            kept = self._prefs.get(user_id)
            if kept is not None and kept[0] > now:
                out[user_id] = kept[1]
            else:
                missing.append(user_id)
        if missing:
            fetched = await self.storage.users_prefs(missing)
            if len(self._prefs) + len(fetched) > PREFS_CACHE_MAX:
                self._prefs = {u: kept for u, kept in self._prefs.items() if kept[0] > now}
                if len(self._prefs) + len(fetched) > PREFS_CACHE_MAX:
                    self._prefs.clear()
            expires = now + PREFS_TTL_S
            for user_id, prefs in fetched.items():
                self._prefs[user_id] = (expires, prefs)
            out.update(fetched)
        return out

    # ---- commands that change a game ---------------------------------------------------------
    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def start_game(self, game_id: int, user_id: int) -> Outbox:
        """Start (host only) and publish the first board."""
        async with self._lock(game_id):
            return await self.publish(await self.service.start(game_id, user_id))

    async def act(
        self, game_id: int, user_id: int, action: dict[str, Any], version: int, interaction_id: int | None
    ) -> Outbox:
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(await self.service.act(game_id, user_id, action, version, interaction_id))

    async def act_option(
        self, game_id: int, user_id: int, version: int, path: str, interaction_id: int | None
    ) -> Outbox:
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(
                    await self.service.act_option(game_id, user_id, version, path, interaction_id)
                )

    async def undo(self, game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
        """Take back the user's last move (``Service.undo``) and publish it."""
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(await self.service.undo(game_id, user_id, version, interaction_id))

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """Apply the timeout of ``version`` (None and nothing published if it moved on)."""
        with logs.received():
            async with self._lock(game_id):
                outbox = await self.service.timeout(game_id, version)
                return None if outbox is None else await self.publish(outbox)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        async with self._lock(game_id):
            return await self.publish(await self.service.abandon(game_id, user_id, is_admin))

    # ---- time: pause, vacations, "More time" (bot/features/timekeeping.py) ------------------------------
    async def pause(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """The host (or a Manage Server member) pauses the game; published (see Service.time)."""
        async with self._lock(game_id):
            return await self.publish(await self.service.time.pause(game_id, user_id, is_admin))

    async def resume(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        async with self._lock(game_id):
            return await self.publish(await self.service.time.resume(game_id, user_id, is_admin))

    async def more_time(self, game_id: int, user_id: int, step_version: int) -> Outbox:
        """"More time" pressed on the reminder of the decision ``step_version``."""
        async with self._lock(game_id):
            return await self.publish(await self.service.time.more_time(game_id, user_id, step_version))

    async def start_vacation(self, guild_id: int, user_id: int, days: float) -> Vacation:
        """The user's vacation in the guild: their clocks there stop; a timer ends it."""
        vacation, games = await self.service.time.start_vacation(guild_id, user_id, days)
        self._arm_vacation_end(guild_id, user_id, vacation.end)
        await self._settle(games)
        return vacation

    def _arm_vacation_end(self, guild_id: int, user_id: int, end: float) -> None:
        """The timer of a vacation's end, a second after it (the vacation is over by then)."""
        self.scheduler.arm_call(f"vacation:{guild_id}:{user_id}", end + 1.0, self.on_vacation_end, guild_id, user_id)

    async def end_vacation(self, guild_id: int, user_id: int) -> None:
        """End the user's vacation now: their clocks run again."""
        await self._settle(await self.service.time.end_vacation(guild_id, user_id))

    async def on_vacation_end(self, guild_id: int, user_id: int) -> None:
        """Timer handler: a vacation's planned end (its games' clocks run again)."""
        try:
            await self._settle(await self.service.time.store.games_of(guild_id, user_id))
        except Exception:
            log.exception("vacation end failed for user %s in guild %s", user_id, guild_id)

    async def _settle(self, game_ids: list[int]) -> None:
        """Stop or restart each game's clock as its stored state says, and publish the change
        (under the game's lock, as every change)."""
        for game_id in game_ids:
            async with self._lock(game_id):
                try:
                    outbox = await self.service.time.settle(game_id)
                except AgoraError as exc:  # another process changed it first (its CAS won)
                    log.info("game %s: its clock was settled elsewhere (%s)", game_id, exc.code)
                    continue
                if outbox is not None:
                    await self.publish(outbox)

    async def _start_clocks(self) -> None:
        """Start-up: the clocks of vacations that ended while the bot was down run again; a
        timer at the end of every vacation still running."""
        keeper = self.service.time
        shards = self.settings.own_shards

        def mine(guild_id: int | None) -> bool:  # Discord's rule, as Storage.timers_of_shards
            return shards is None or ((guild_id or 0) >> 22) % shards[0] in shards[1]

        await self._settle([game_id for game_id, guild_id in await keeper.store.held_games() if mine(guild_id)])
        for v in await keeper.vacations_to_end():
            if mine(v.guild_id):
                self._arm_vacation_end(v.guild_id, v.user_id, v.end)

    async def repost_board(self, game_id: int, note: Text = msg("bot-board-again")) -> GameInfo:
        """Post the current board of an active game again: the picture, the players who must act
        mentioned with their decision and deadline, and a fresh "Play my turn" button (the
        previous board keeps its button, which opens the current panel with a link to this
        one).  For when a board post was refused (e.g. the
        first board after Start, for a missing permission): the players have no button until the
        next move.  The game does not change (same version); the new message becomes the
        game's latest board and its version counts as published.  A transport failure is logged,
        as in :meth:`publish` (the version then stays unpublished, see :meth:`republish_pending`).
        Raises UnknownGame, GameNotActive (lobby, finished, abandoned)."""
        if self.transport is None:
            raise RuntimeError("Agora.repost_board() needs a transport (Agora.start)")
        async with self._lock(game_id):
            info, view = await self.service.public_view(game_id)
            if info.status != "active" or view is None:
                raise GameNotActive(
                    msg("bot-err-not-started" if info.status == "lobby" else "bot-err-no-turn", game=str(game_id))
                )
            prefs = await self.users_prefs(info.to_act, info.id) if self.storage is not None else {}
            # as in a turn's post: nobody with a daily digest, nobody in quiet hours
            mentions = [u for u in info.to_act if u not in prefs or (prefs[u].mentions and prefs[u].digest_hour is None)]
            if mentions and self.storage is not None:
                mentions = await self._hold_quiet(info, mentions, prefs, "mention")
            line = info.render(note)
            content = compose([line], self._footer(info))
            image = await self._render(info, view)
            post = BoardPost(
                game=info,
                content=content,
                mention_user_ids=mentions,
                image=image,
                image_description=alttext.describe(info, [], shows=(await self._summaries(info, view))[0]) if image is not None else None,
            )
            self._turns.pop(info.id, None)
            try:
                message_id = await self._post_board(post, record=False)
            except Exception:
                log.exception("reposting the board of game %s v%s failed", info.id, info.version)
            else:
                if message_id is not None:
                    self._turns[info.id] = _TurnMessage(message_id, [line], list(info.to_act))
                if self.storage is not None:
                    await self.storage.set_published(info.id, info.version, (message_id, message_id))
            return info

    # ---- read-only helpers for the cogs ------------------------------------------------------
    async def board_image(self, game_id: int) -> tuple[GameInfo, bytes | None]:
        """The current public board as PNG bytes (None in the lobby or without a renderer)."""
        info, view = await self.service.public_view(game_id)
        if view is None:
            return info, None
        return info, await self._render(info, view)

    async def status_text(
        self, game_id: int, user_id: int | None = None, lang: str | None = None
    ) -> tuple[GameInfo, str]:
        """``engine.status_text`` for the user's seat (the public one if not seated), in
        ``lang`` (default: the game's language)."""
        info, engine, state = await self.service.public_state(game_id)
        if state is None:
            names = [s.name for s in info.seats]
            return info, i18n.tr(lang or info.lang, "bot-status-lobby", title=info.title, names=names)
        seat = info.seat_of(user_id) if user_id is not None else None
        return info, info.render(engine.status_text(state, seat), lang)

    # ---- timers ------------------------------------------------------------------------------
    async def on_deadline(self, game_id: int, version: int) -> None:
        """Timer handler: the timeout of ``version`` (nothing if the game moved on)."""
        try:
            await self.timeout(game_id, version)
        except StaleVersion:
            # another bot process (two overlapping during a restart) committed this deadline's
            # timeout first: the version compare-and-swap let exactly one of them apply it
            log.info("deadline of game %s v%s was applied by another process", game_id, version)
        except Exception:
            log.exception("deadline handler failed for game %s v%s", game_id, version)

    async def on_reminder(self, game_id: int, version: int, n: int, hours: float) -> None:
        """Timer handler: remind the players who must act and chose this lead time (their own,
        ``/agora notify``, or the server's), once per (step, n); a player whose mentions are off
        is named without a ping."""
        try:
            assert self.storage is not None
            if not await self.storage.mark_reminder_sent(game_id, version, n):
                return
            info = await self.service.info(game_id)
            if not info.to_act or self.transport is None:
                return
            prefs = await self.users_prefs(info.to_act, info.id)
            users = [u for u in info.to_act if any(abs(h - hours) < 1e-6 for h in self._lead_times(prefs[u]))]
            if not users:
                return
            users = await self._hold_quiet(info, users, prefs, "reminder")  # held in the user's quiet hours
            if not users:
                return
            mentions = _mentions(users)
            if info.deadline:
                line = msg("bot-reminder-deadline", mentions=mentions, left=duration(hours), t=str(int(info.deadline)))
            else:
                line = msg("bot-reminder", mentions=mentions, left=duration(hours))
            pinged = [u for u in users if prefs[u].mentions]
            # with a "More time" button for the decision where the transport can (bot/features/timekeeping.py)
            post_reminder = getattr(self.transport, "post_reminder", None)
            if post_reminder is not None:
                await post_reminder(info, info.render(line), pinged)
            else:
                await self.transport.post_text(info, info.render(line), pinged)
        except Exception:
            log.exception("reminder handler failed for game %s v%s", game_id, version)

    # ---- quiet hours (bot/core/quiet_hours.py, bot/features/held.py) -----------------------------
    async def _hold_quiet(self, info: GameInfo, users: list[int], prefs: dict[int, UserPrefs], kind: str) -> list[int]:
        """The users of ``users`` who may be pinged now; those in their quiet hours are held
        (one ``held`` row per user and decision step, delivered at the end of their quiet
        hours by :meth:`on_quiet_end`)."""
        assert self.storage is not None
        now = self.clock()
        out = []
        for u in users:
            end = quiet_hours.quiet_end(now, prefs[u].timezone, prefs[u].quiet) if u in prefs else None
            if end is None:
                out.append(u)
                continue
            held = Held(info.id, u, info.step_version, kind, end)
            if await HeldStore(self.storage).hold(held):
                self._arm_one_held(held)
        return out

    def _arm_one_held(self, held: Held) -> None:
        self.scheduler.arm_call(held_job_id(held.game_id, held.user_id, held.step_version), held.due,
                                self.on_quiet_end, held.game_id, held.user_id, held.step_version)

    async def _arm_held(self) -> None:
        """Start-up: a timer for every held message (overdue ones fire at once)."""
        assert self.storage is not None
        for held in await HeldStore(self.storage).all():
            self._arm_one_held(held)

    async def on_quiet_end(self, game_id: int, user_id: int, step_version: int) -> None:
        """Timer handler: a player's quiet hours ended: ONE message for the decision held for
        them (a ping if their mentions are on), if it still waits for them; sent by the one
        process whose delete of the ``held`` row wins."""
        try:
            assert self.storage is not None
            if not await HeldStore(self.storage).take(game_id, user_id, step_version):
                return
            info = await self.service.info(game_id)
            if (info.status != "active" or info.step_version != step_version or user_id not in info.to_act
                    or self.transport is None):
                return
            prefs = (await self.users_prefs([user_id], game_id))[user_id]
            what = (info.prompt.text if info.prompt is not None else None) or msg("bot-your-decision")
            if info.deadline:
                line = msg("quiet-held-deadline", mention=f"<@{user_id}>", what=what, t=str(int(info.deadline)))
            else:
                line = msg("quiet-held", mention=f"<@{user_id}>", what=what)
            await self.transport.post_text(info, info.render(line), [user_id] if prefs.mentions else [])
        except Exception:
            log.exception("held message of game %s for user %s failed", game_id, user_id)

    async def _heads_up(self, info: GameInfo, starting: list[int]) -> None:
        """The heads-up of the player after the one whose turn starts (bot/core/headsup.py)."""
        if info.status != "active" or len(starting) != 1 or self.transport is None:
            return
        engine = engines.get(info.engine)
        if getattr(engine, "next_turn_seat", None) is None:
            return
        _, _, state = await self.service.public_state(info.id)
        seat = headsup.next_seat(engine, state)
        user = info.user_of(seat) if seat is not None else None
        if user is None or user in info.to_act or user in starting:
            return
        prefs = (await self.users_prefs([user], info.id))[user]
        if not prefs.heads_up or not prefs.private_messages:
            return
        if quiet_hours.quiet_end(self.clock(), prefs.timezone, prefs.quiet) is not None:
            return
        lang = await self.user_lang(user, info.lang)
        before = info.seat_of(starting[0])
        text = i18n.tr(lang, "quiet-heads-up", game=str(info.id), title=info.title,
                       player=info.names.get(before, "?") if before is not None else "?")
        await self.transport.send_private(info, user, text)

    # ---- the daily digest (bot/features/digest.py) ---------------------------------------------
    def _arm_digest(self, user_id: int, zone: str | None, hour: int | None, *, catch_up: bool = False) -> None:
        """The timer of the user's next digest (none when ``hour`` is None: a timer left from
        before finds the digest off and stops).  ``catch_up`` (start-up): the last one due, at
        once, so a digest missed while the bot was down comes (the day's claim keeps one a day)."""
        if hour is not None:
            now = self.clock()
            due = digest.next_time(now - 86400.0 if catch_up else now, zone, hour)
            self.scheduler.arm_call(digest.job_id(user_id), due, self.on_digest, user_id, due)

    async def _arm_digests(self) -> None:
        assert self.storage is not None
        for user_id, zone, hour in await digest.DigestStore(self.storage).users():
            self._arm_digest(user_id, zone, hour, catch_up=True)

    async def on_digest(self, user_id: int, due: float | None = None) -> None:
        """Timer handler: the user's digest of the day of ``due`` (default: now; once across
        processes: that local day's claim), then the timer of the next one."""
        try:
            assert self.storage is not None
            prefs = await self.storage.user_prefs(user_id)
            if prefs.digest_hour is None:
                return
            now = self.clock()
            self._arm_digest(user_id, prefs.timezone, prefs.digest_hour)
            store = digest.DigestStore(self.storage)
            waiting = []
            for game_id in await store.active_games(user_id):
                info = await self.service.info(game_id)
                if user_id in info.to_act:
                    waiting.append(info)
            if not waiting or self.transport is None:
                return
            if not await store.claim(user_id, digest.day_of(now if due is None else due, prefs.timezone), now):
                return
            lang = await self.user_lang(user_id, waiting[0].lang)
            lines = [i18n.tr(lang, "quiet-digest-title", n=len(waiting))]
            for info in waiting:
                what = info.render(info.prompt.text if info.prompt is not None else None, lang) or "…"
                if info.deadline:
                    lines.append("- " + i18n.tr(lang, "quiet-digest-game-deadline", game=str(info.id), title=info.title,
                                                what=what, t=str(int(info.deadline))))
                else:
                    lines.append("- " + i18n.tr(lang, "quiet-digest-game", game=str(info.id), title=info.title, what=what))
            await self.transport.send_private(waiting[0], user_id, "\n".join(lines))
        except Exception:
            log.exception("daily digest for user %s failed", user_id)

    def _lead_times(self, prefs: UserPrefs) -> tuple[float, ...]:
        """The hours before a deadline at which ``prefs``'s user wants reminders."""
        return self.settings.reminders_hours if prefs.reminder_hours is None else tuple(prefs.reminder_hours)

    # ---- users' settings ---------------------------------------------------------------------
    async def game_prefs(self, game_id: int, user_id: int) -> GamePrefs:
        """The user's settings for one game of theirs (bot/features/gameprefs.py).  Raises
        NotAPlayer when the game does not exist or the user has no seat in it."""
        assert self.storage is not None
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
        assert self.storage is not None
        await self.game_prefs(prefs.game_id, prefs.user_id)
        await GamePrefsStore(self.storage).put(prefs, self.clock())
        return await self.game_prefs(prefs.game_id, prefs.user_id)

    async def set_user_prefs(self, prefs: UserPrefs) -> UserPrefs:
        """Store the user's settings (``/agora notify``); they apply from the next message on
        (reminders: from the next decision step).  Returns them as stored."""
        assert self.storage is not None
        await self.storage.set_user_prefs(prefs, self.clock())
        stored = await self.storage.user_prefs(prefs.user_id)
        self._prefs[prefs.user_id] = (time.monotonic() + PREFS_TTL_S, stored)
        self._arm_digest(stored.user_id, stored.timezone, stored.digest_hour)
        return stored

    # ---- publishing --------------------------------------------------------------------------
    async def _render(self, info: GameInfo, view: Any, *, detail: bool = False) -> bytes | None:
        """The public board of ``view`` as PNG bytes, drawn off the event loop with the seat
        holders' display names; None when the engine has no renderer or drawing failed.
        ``detail``: the close-up picture instead (render.render_detail; None when the engine
        draws none or there is nothing to focus on)."""
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        engine_id = info.engine
        loop = asyncio.get_running_loop()
        try:
            if detail:
                spec = render.DETAIL_RENDERERS.get(engine_id)
                if spec is None:
                    return None
                if self.settings.render_processes:
                    return await loop.run_in_executor(self._pool(), draw_detail, spec, view, names, info.lang)
                return await loop.run_in_executor(self._pool(), render.render_detail, engine_id, view, names, info.lang)
            if self.settings.render_processes:
                # the table is read here, so the workers draw with this process's renderers
                target = render.RENDERERS[engine_id]
                return await loop.run_in_executor(self._pool(), draw, target, view, names, info.lang)
            return await loop.run_in_executor(self._pool(), render.render_board, engine_id, view, names, info.lang)
        except (KeyError, ModuleNotFoundError):
            return None  # this engine has no renderer yet: post without an image
        except BrokenProcessPool:
            log.exception("a render process died; the board goes without its image and the pool restarts")
            self._render_pool = None
            return None
        except Exception:
            log.exception("rendering the %s board failed", engine_id)
            return None

    async def _render_pictures(self, info: GameInfo, view: Any) -> tuple[bytes | None, bytes | None]:
        """The board and its close-up of ``view`` (each None as in :meth:`_render`; no close-up
        without a board): one drawing where the engine draws both at once
        (``render.pictures_target``: Mare Nostrum's map drawn once, one hand-off to the worker),
        else, or if that drawing fails, one :meth:`_render` each."""
        target = render.pictures_target(info.engine)
        if target is not None:
            names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
            loop = asyncio.get_running_loop()
            try:
                # a worker process or the render thread alike
                return await loop.run_in_executor(self._pool(), draw_pictures, target, view, names, info.lang)
            except BrokenProcessPool:
                log.exception("a render process died; the board goes without its image and the pool restarts")
                self._render_pool = None
                return None, None
            except Exception:
                log.exception("drawing the %s board and close-up at once failed; drawing them one by one", info.engine)
        image = await self._render(info, view)
        return image, (await self._render(info, view, detail=True) if image is not None else None)

    async def _summaries(self, info: GameInfo, view: Any) -> tuple[str | None, str | None]:
        """What the board picture and its close-up show in words (``render.summaries``, for their
        descriptions), worked out off the event loop like the pictures; (None, None) when the
        engine has none or it fails (logged: the post goes on without it)."""
        if info.engine not in render.SUMMARIES:
            return None, None
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._pool(), render.summaries, info.engine, view, names, info.lang)
        except Exception:
            log.exception("describing the %s pictures failed", info.engine)
            return None, None

    def _pool(self) -> Executor:
        """The render executor, started on first use: one thread, or ``render_processes``
        spawned worker processes."""
        if self._render_pool is None:
            if self.settings.render_processes:
                self._render_pool = ProcessPoolExecutor(
                    self.settings.render_processes,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=lower_priority,
                )
            else:
                self._render_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agora-render")
        return self._render_pool

    async def publish(self, outbox: Outbox) -> Outbox:
        """Send ``outbox`` through the transport and (re)arm or cancel the game's timers.
        Returns ``outbox`` unchanged.  The changing methods above call it under the game's
        lock, so the board image is the state of ``outbox.game.version``."""
        info = outbox.game
        if self._changed_while_arming is not None:  # armed here: the start-up's arming skips it
            self._changed_while_arming.add(info.id)
        prefs: dict[int, UserPrefs] = {}
        if self.storage is not None:
            prefs = await self.users_prefs([*info.to_act, *outbox.mention_user_ids, *outbox.private_lines], info.id)
        if info.status == "active" and info.deadline is not None:
            # the reminders at the lead times of the players deciding (union of theirs)
            hours = sorted({h for u in info.to_act for h in self._lead_times(prefs[u])}, reverse=True) if prefs else None
            self.scheduler.arm(info.id, info.version, info.deadline, since=self.clock(), hours=hours)
        else:
            self.scheduler.cancel(info.id)
        if self.transport is None:
            return outbox
        posted: list[tuple[int | None, int | None]] = []
        try:
            await self._send(outbox, prefs, posted)
            await self.post_offers(self.transport, outbox)  # seats open to a take-over (bot.features.seats)
            await self.close_offers(self.transport, outbox)  # and those no longer open
        except Exception:
            log.exception("publishing game %s v%s failed", info.id, info.version)
            if posted and self.storage is not None:  # the board went out: remember its message
                await self._record_posted(info.id, posted[-1])
        else:
            if self.storage is not None:
                # one statement: the version published and the board posted for it (if any)
                await self.storage.set_published(info.id, info.version, posted[-1] if posted else None)
        return outbox

    async def _record_posted(self, game_id: int, posted: tuple[int | None, int | None]) -> None:
        """Record a posted board's message ids (the game's latest board and turn message)."""
        assert self.storage is not None
        await self.storage.set_board_message(game_id, posted[0])
        await self.storage.set_turn_message(game_id, posted[1])

    async def republish_pending(self) -> list[int]:
        """Post the current board of every active game whose last committed change never reached
        the transport (the process died between the commit and the post, or posting failed): the
        committed move stands, and its players get the board and a fresh Play button.  Call once
        the transport can post (the Discord client calls it when it is ready).  Returns the game
        ids reposted; a game whose repost fails too stays unpublished for the next start."""
        assert self.storage is not None
        await self.announce_set_aside()
        done = []
        shards = self.settings.own_shards
        pending = (
            self.storage.unpublished_games
            if shards is None
            else lambda: self.storage.unpublished_games_of_shards(*shards)  # type: ignore[union-attr]
        )
        for game_id in await pending():
            try:
                await self.repost_board(game_id, note=msg("bot-board-again-restart"))
            except AgoraError:
                continue
            if game_id not in await pending():
                done.append(game_id)
        return done

    async def _send(
        self, outbox: Outbox, prefs: dict[int, UserPrefs], posted: list[tuple[int | None, int | None]]
    ) -> None:
        """One public message per turn: a change that starts a turn, or brings a
        picture, or ends the game posts a new message (the lines, the players whose turn starts
        mentioned, the Play button); a step inside a turn edits that message (its lines grow,
        the footer shows the current decision; an edit pings nobody).  When the turn message is
        unknown (after a restart) or its edit fails, a new message without mentions is posted.
        Mentions and private messages honour each user's settings (``/agora notify``).
        A board posted is appended to ``posted`` (its board and turn message ids) for the caller
        to record with the published version."""
        assert self.transport is not None and self.storage is not None
        info = outbox.game
        final = info.status in ("finished", "abandoned")
        # a player with a daily digest gets it instead of a ping at each turn (bot/features/digest.py)
        mentions = [] if final else [
            u for u in outbox.mention_user_ids if prefs[u].mentions and prefs[u].digest_hour is None
        ]
        if mentions and info.status == "active":  # none in a player's quiet hours
            mentions = await self._hold_quiet(info, mentions, prefs, "mention")
        footer = self._footer(info)
        lines = outbox.public()
        if outbox.retracted and info.id in self._turns:  # an undo: strike the move in its message
            await self._strike(info, outbox)
        turn = None if outbox.board else self._turns.get(info.id)
        if turn is not None:
            # a step that says nothing public and leaves the same players deciding edits nothing
            # (the player's panel shows their next choice at once)
            if lines or info.to_act != turn.to_act:
                content = compose(turn.lines + lines, footer)
                if await self._edit_turn(info, turn.message_id, content):
                    turn.lines += lines
                    turn.to_act = list(info.to_act)
                else:  # the message is gone: the turn so far goes in a new one
                    lines = turn.lines + lines
                    turn = None
        if turn is None:
            if not outbox.board and info.status != "active":  # an abandoned lobby: one line, no board
                await self.transport.post_text(info, compose(lines, ""), [])
                return
            image = detail = None
            shows: tuple[str | None, str | None] = (None, None)
            if info.status != "abandoned" and outbox.board and outbox.image:
                view = self.service.view_of(info)  # the committed version's view, in memory
                if view is None:
                    _, view = await self.service.public_view(info.id)
                if view is not None:
                    image, detail = await self._render_pictures(info, view)
                    shows = await self._summaries(info, view) if image is not None else shows
            content = compose(lines, footer)
            post = BoardPost(game=info, content=content, mention_user_ids=mentions, image=image, detail=detail, final=final,
                             image_description=alttext.describe(info, lines, shows=shows[0]) if image is not None else None,
                             detail_description=alttext.describe(info, lines, close_up=True, shows=shows[1]) if detail is not None else None)
            self._turns.pop(info.id, None)  # a failed post leaves no turn message to edit
            message_id = await self._post_board(post, record=False)
            posted.append((message_id, None if final else message_id))
            if not final and message_id is not None:
                self._turns[info.id] = _TurnMessage(message_id, lines, list(info.to_act))
        if outbox.mention_user_ids and not final:
            await self._heads_up(info, outbox.mention_user_ids)  # "you are next", bot/core/headsup.py
        for user_id in outbox.private_lines:
            if prefs[user_id].private_messages:
                lang = await self.user_lang(user_id, info.lang)
                await self.transport.send_private(info, user_id, compose(outbox.private(user_id, lang), ""))

    async def _strike(self, info: GameInfo, outbox: Outbox) -> None:
        """An undo: the undone move's lines struck through in the turn message that shows them;
        when the undo posts a new message (``outbox.board``) the old one is edited now, without
        its footer (nobody acts there any more)."""
        turn = self._turns[info.id]
        turn.lines = undo.strike(turn.lines, [info.render(t) for t in outbox.retracted])
        if outbox.board and await self._edit_turn(info, turn.message_id, compose(turn.lines, "")):
            self._turns.pop(info.id, None)

    async def _edit_turn(self, info: GameInfo, message_id: int, content: str) -> bool:
        """Edit the turn message; False (logged) when the transport could not, or cannot edit
        at all (a transport without ``edit_turn`` gets a new message per step)."""
        edit = getattr(self.transport, "edit_turn", None)
        if edit is None:
            return False
        try:
            return bool(await edit(info, message_id, content))
        except Exception:
            log.exception("editing the turn message %s of game %s failed; posting a new one", message_id, info.id)
            return False

    @staticmethod
    def _footer(info: GameInfo) -> str:
        """The players who must act (as ``<@id>``: only the transport's mention list pings),
        their decision and its deadline, in the game's language; "" when nobody must act."""
        if not info.to_act or info.prompt is None or info.status != "active":
            return ""
        what = info.prompt.text or msg("bot-your-decision")
        mentions = _mentions(info.to_act)
        if info.deadline is None and info.paused:  # the clock waits (bot/features/timekeeping.py)
            line = msg("time-footer-paused", mentions=mentions, what=what)
        elif info.deadline is None:
            line = msg("time-footer-waiting", mentions=mentions, what=what)
        elif info.deadline:
            line = msg("bot-footer-deadline", mentions=mentions, what=what, t=str(int(info.deadline)))
        else:
            line = msg("bot-footer", mentions=mentions, what=what)
        return info.render(line)

    async def _post_board(self, post: BoardPost, *, record: bool = True) -> int | None:
        """Post a board and (``record``) record its message as the game's latest board and turn
        message (without it the caller records them, with the published version)."""
        assert self.transport is not None
        message_id = await self.transport.post_board(post)
        if record and self.storage is not None:
            await self._record_posted(post.game.id, (message_id, None if post.final else message_id))
        return message_id
