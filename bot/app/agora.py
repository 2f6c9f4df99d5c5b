"""The application's lifecycle and the one façade the cogs and the demo drive: :class:`Agora`.

Each entry point is one user intent (act, undo, join, start, status, leaderboard...).  Those that
change a game commit AND publish as one step under the game's lock, and return the service's
:class:`~bot.core.models.Outbox` after publishing it: a caller cannot forget to publish.  The work
is done by parts with one job each, built once the storage is open: :class:`Preferences` (users'
settings and their caches), :class:`Notices` (reminders, quiet hours, heads-up, digest),
:class:`Pictures` (drawing off the event loop), :class:`Publisher` (posting, editing, timers),
:class:`Clocks` (pause, "More time", vacations) and :class:`StartUp` (what a start and a stop do).
The parts get what they need (the ``step`` that commits and publishes under the game's lock, the
transport when it is set) instead of calling back up; the publisher's ``offers`` are the seat
operations' collaborator (:class:`~bot.app.seats.SeatsApp`, ``app.seats``).  The cogs read no storage
rows: what they need comes through these entry points.

A failure of the transport or the renderer is logged and never undoes a committed change.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from functools import partial
from typing import Any

import i18n
from bot import logs
from bot.app import links, replay
from bot.app.clocks import Clocks
from bot.app.notices import Notices
from bot.app.pictures import Pictures
from bot.app.prefs import Preferences
from bot.app.publisher import Publisher
from bot.app.scheduler import Scheduler
from bot.app.seats import SeatsApp
from bot.app.startup import StartUp, serves
from bot.app.transport import Transport
from bot.core.errors import StaleVersion
from bot.core.models import GameInfo, Outbox
from bot.features import stats
from bot.features.autoseats import AutoPlayers
from bot.features.gameprefs import GamePrefs
from bot.features.timekeeping import TimeStatus
from bot.service import Service
from bot.settings import Settings
from bot.storage import Storage, open_storage
from bot.storage.sqlite import UserPrefs
from bot.storage.timestore import Vacation
from bot.storage.webstore import WebStore
from engines.base import Panel
from engines.text import Text, msg

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _Opened:
    """The parts that need the open storage, built together by :meth:`Agora.open`."""

    storage: Storage
    service: Service
    prefs: Preferences
    notices: Notices
    publisher: Publisher
    clocks: Clocks
    startup: StartUp


class Agora:
    """The application the cogs and the demo drive.

    ``settings``: :class:`Settings`.  ``transport``: where output goes (may be given later with
    :meth:`start`).  ``clock``: unix seconds, shared by service and scheduler (tests inject one).
    Life cycle: ``await app.open()`` (storage, migrations, the parts), ``await app.start(transport)``
    (timers rebuilt from the table; overdue deadlines fire at once), ``await app.close()``.
    ``storage``, ``service`` and the parts exist from ``open`` to ``close`` (RuntimeError else).
    """

    def __init__(
        self, settings: Settings, transport: Transport | None = None, *, clock: Callable[[], float] = time.time
    ) -> None:
        self.settings = settings
        self.clock = clock
        self._transport = transport
        self._opened: _Opened | None = None
        #: the seat operations and their messages with seat buttons (bot/app/seats.py)
        self.seats = SeatsApp(self)
        self.scheduler = Scheduler(
            on_deadline=self.on_deadline,
            on_reminder=self.on_reminder,
            reminders_hours=settings.reminders_hours,
            clock=clock,
        )
        self.pictures = Pictures(settings)

    # ---- life cycle --------------------------------------------------------------------------
    def _parts(self) -> _Opened:
        if self._opened is None:
            raise RuntimeError("Agora.open() has not been awaited")
        return self._opened

    @property
    def storage(self) -> Storage:
        """The open storage (RuntimeError before :meth:`open`)."""
        return self._parts().storage

    @property
    def service(self) -> Service:
        """The service (RuntimeError before :meth:`open`)."""
        return self._parts().service

    @property
    def prefs(self) -> Preferences:
        return self._parts().prefs

    @property
    def notices(self) -> Notices:
        return self._parts().notices

    @property
    def publisher(self) -> Publisher:
        return self._parts().publisher

    @property
    def clocks(self) -> Clocks:
        return self._parts().clocks

    @property
    def startup(self) -> StartUp:
        return self._parts().startup

    @property
    def transport(self) -> Transport | None:
        """Where output goes (None: nothing is posted; the timers and records still are)."""
        return self._transport

    @transport.setter
    def transport(self, transport: Transport | None) -> None:
        self._transport = transport
        if self._opened is not None:
            self._opened.notices.transport = self._opened.publisher.transport = transport

    async def open(self) -> None:
        """Open the database (creating/migrating it) and build the parts over it.  Idempotent."""
        if self._opened is not None:
            return
        storage = await open_storage(self.settings.database)
        service = Service(storage, default_deadline_hours=self.settings.turn_deadline_hours, clock=self.clock)
        # the strong automatic seats' CPU cap (bot/features/autoseats.py)
        service.auto = AutoPlayers(self.settings.auto_workers, self.settings.strong_seconds)
        prefs = Preferences(storage, service, self.settings, self.clock)
        # zones and quiet hours of each step's deadline through the settings cache
        service.time.prefs_source = prefs.users_prefs
        notices = Notices(storage, service, prefs, self.scheduler, self.clock)
        publisher = Publisher(
            storage, service, self.settings, pictures=self.pictures, prefs=prefs, notices=notices,
            scheduler=self.scheduler, offers=self.seats, clock=self.clock,
        )
        clocks = Clocks(service, self.scheduler, self._step, partial(serves, self.settings))
        startup = StartUp(
            storage, service, self.settings, scheduler=self.scheduler, publisher=publisher, notices=notices,
            clocks=clocks, step=self._step, repost=self.repost_board,
        )
        if self.settings.web_url:
            publisher.link = self.web_link
        self._opened = _Opened(storage, service, prefs, notices, publisher, clocks, startup)
        self.transport = self._transport

    async def start(self, transport: Transport | None = None) -> None:
        """Open if needed, set ``transport`` if given, and start serving (:meth:`StartUp.run`:
        the timers rebuilt from the tables, the clocks, the automatic seats)."""
        if transport is not None:
            self.transport = transport
        if self.transport is None:
            raise RuntimeError("Agora.start() needs a transport")
        await self.open()
        await self.seats.load_seat_messages()  # take-over offers to close after a restart too (bot.features.seats)
        await self.startup.run()
        self.pictures.warm_up()  # render workers spawned now, not at the first board

    async def timers_armed(self) -> None:
        """Wait until every timer of the start-up is armed (:meth:`StartUp.timers_armed`)."""
        await self.startup.timers_armed()

    async def republish_pending(self) -> list[int]:
        """Post the boards that never went out (:meth:`StartUp.republish_pending`); the Discord
        client calls it when it is ready."""
        return await self.startup.republish_pending(self.transport)

    async def close(self) -> None:
        if self._opened is not None:
            await self._opened.startup.stop()
        self.scheduler.shutdown()
        await self.pictures.close()
        if self._opened is not None:
            opened, self._opened = self._opened, None
            opened.service.auto.close()
            await opened.storage.close()

    # ---- changes: each commits and publishes under the game's lock ---------------------------
    def _lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The game's one lock, the service's (bot/core/locks.py): a change and its publication
        run as one step under it, so posts keep the commit order."""
        return self.service.lock(game_id)

    async def publish(self, outbox: Outbox) -> Outbox:
        """Publish ``outbox`` (:meth:`Publisher.publish`); the caller holds the game's lock."""
        return await self.publisher.publish(outbox)

    async def _step(self, game_id: int, change: Callable[[], Awaitable[Outbox | None]]) -> Outbox | None:
        """``change`` committed and its outbox published as one step under the game's lock
        (None, nothing published, when the change made none)."""
        async with self._lock(game_id):
            outbox = await change()
            return None if outbox is None else await self.publish(outbox)

    async def start_game(self, game_id: int, user_id: int) -> Outbox:
        """Start (host only) and publish the first board."""
        async with self._lock(game_id):
            return await self.publish(await self.service.lobby.start(game_id, user_id))

    async def act(
        self, game_id: int, user_id: int, action: dict[str, Any], version: int, interaction_id: int | None
    ) -> Outbox:
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(await self.service.play.act(game_id, user_id, action, version, interaction_id))

    async def act_option(
        self, game_id: int, user_id: int, version: int, path: str, interaction_id: int | None
    ) -> Outbox:
        """The option at ``path`` of the user's panel drawn at ``version`` (``Play.act_option``), published."""
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(
                    await self.service.play.act_option(game_id, user_id, version, path, interaction_id)
                )

    async def undo(self, game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
        """Take back the user's last move (``Play.undo``) and publish it."""
        with logs.received():
            async with self._lock(game_id):
                return await self.publish(await self.service.play.undo(game_id, user_id, version, interaction_id))

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """Apply the timeout of ``version`` (None and nothing published if it moved on)."""
        with logs.received():
            async with self._lock(game_id):
                outbox = await self.service.play.timeout(game_id, version)
                return None if outbox is None else await self.publish(outbox)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        async with self._lock(game_id):
            return await self.publish(await self.service.lobby.abandon(game_id, user_id, is_admin))

    async def repost_board(self, game_id: int, note: Text = msg("bot-board-again")) -> GameInfo:
        """Post the current board of an active game again (:meth:`Publisher.repost_board`)."""
        async with self._lock(game_id):
            return await self.publisher.repost_board(game_id, note)

    # ---- the lobby: its message is the interaction's answer, so nothing is published ---------
    def check_new_game(self, engine_id: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """Raises BadOption unless ``engine_id`` and ``options`` make a game (``Lobby.check_new_game``)."""
        return self.service.lobby.check_new_game(engine_id, options)

    async def create_game(self, engine_id: str, **where: Any) -> GameInfo:
        """A new game in its lobby with the host seated (``Lobby.create_game``)."""
        return await self.service.lobby.create_game(engine_id, **where)

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        return await self.service.lobby.join(game_id, user_id, name)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        return await self.service.lobby.leave(game_id, user_id)

    async def choose(self, game_id: int, user_id: int, value: str) -> GameInfo:
        """The user's lobby choice (e.g. their civilization), ``Lobby.choose``."""
        return await self.service.lobby.choose(game_id, user_id, value)

    async def add_auto(self, game_id: int, user_id: int, level: str, lang: str) -> GameInfo:
        """An automatic player into the lobby (bot/features/autoseats.py)."""
        return await self.service.autoseats.add_auto(game_id, user_id, level, lang)

    async def remove_auto(self, game_id: int, user_id: int) -> GameInfo:
        return await self.service.autoseats.remove_auto(game_id, user_id)

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """The thread the game is played in (opened by the cog as the host presses Start)."""
        await self.service.lobby.set_thread(game_id, thread_id)

    # ---- time: pause, vacations, "More time" (bot/app/clocks.py) ---------------------------------
    async def pause(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        return await self.clocks.pause(game_id, user_id, is_admin)

    async def resume(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        return await self.clocks.resume(game_id, user_id, is_admin)

    async def more_time(self, game_id: int, user_id: int, step_version: int) -> Outbox:
        return await self.clocks.more_time(game_id, user_id, step_version)

    async def start_vacation(self, guild_id: int, user_id: int, days: float) -> Vacation:
        return await self.clocks.start_vacation(guild_id, user_id, days)

    async def end_vacation(self, guild_id: int, user_id: int) -> None:
        await self.clocks.end_vacation(guild_id, user_id)

    async def on_vacation_end(self, guild_id: int, user_id: int) -> None:
        await self.clocks.on_vacation_end(guild_id, user_id)

    async def time_status(self, game_id: int, user_id: int | None) -> TimeStatus:
        return await self.clocks.status(game_id, user_id)

    async def vacation_days(self, guild_id: int, user_id: int) -> tuple[float, float]:
        return await self.clocks.vacation_days(guild_id, user_id)

    async def set_vacation_budget(self, guild_id: int, days: float | None) -> float:
        return await self.clocks.set_budget(guild_id, days)

    async def current_vacation(self, guild_id: int, user_id: int) -> Vacation | None:
        return await self.clocks.current_vacation(guild_id, user_id)

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
        """Timer handler: :meth:`Notices.on_reminder`."""
        await self.notices.on_reminder(game_id, version, n, hours)

    async def on_quiet_end(self, game_id: int, user_id: int, step_version: int) -> None:
        """Timer handler: :meth:`Notices.on_quiet_end`."""
        await self.notices.on_quiet_end(game_id, user_id, step_version)

    async def on_digest(self, user_id: int, due: float | None = None) -> None:
        """Timer handler: :meth:`Notices.on_digest`."""
        await self.notices.on_digest(user_id, due)

    # ---- users' settings (bot/app/prefs.py) -------------------------------------------------------
    def note_locale(self, user_id: int, locale: Any) -> None:
        self.prefs.note_locale(user_id, locale)

    async def user_lang(self, user_id: int, fallback: str = i18n.DEFAULT_LOCALE, client_locale: Any = None) -> str:
        return await self.prefs.user_lang(user_id, fallback, client_locale)

    async def set_lang(self, user_id: int, lang: str | None) -> None:
        await self.prefs.set_lang(user_id, lang)

    async def user_prefs(self, user_id: int) -> UserPrefs:
        return await self.prefs.user_prefs(user_id)

    async def users_prefs(self, user_ids: list[int], game_id: int | None = None) -> dict[int, UserPrefs]:
        return await self.prefs.users_prefs(user_ids, game_id)

    async def set_user_prefs(self, prefs: UserPrefs) -> UserPrefs:
        """Store the user's settings (``/agora notify``) and re-arm their digest's timer."""
        stored = await self.prefs.set_user_prefs(prefs)
        self.notices.arm_digest(stored.user_id, stored.timezone, stored.digest_hour)
        return stored

    async def game_prefs(self, game_id: int, user_id: int) -> GamePrefs:
        return await self.prefs.game_prefs(game_id, user_id)

    async def set_game_prefs(self, prefs: GamePrefs) -> GamePrefs:
        return await self.prefs.set_game_prefs(prefs)

    # ---- what the cogs show -----------------------------------------------------------------
    async def info(self, game_id: int) -> GameInfo:
        """The game as the outside world may see it.  Raises UnknownGame."""
        return await self.service.queries.info(game_id)

    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        """The user's panel (``Play.panel``; texts unrendered)."""
        return await self.service.play.panel(game_id, user_id)

    @staticmethod
    def panel_current(info: GameInfo, version: int) -> bool:
        """Whether a panel drawn at ``version`` still shows the clicker's choices in the game as
        ``info`` shows it: drawn at the current version, or within the current simultaneous step
        (other seats sealing their parts move the version but cannot change this seat's options).
        The same range the service accepts a move from: ``step_version <= version <= version``."""
        return version == info.version or info.step_version <= version <= info.version

    async def latest_board(self, game_id: int) -> int | None:
        """The id of the game's latest board message (recorded when one is posted), None if none."""
        row = await self.storage.get_game(game_id)
        return row.board_message_id if row is not None else None

    async def can_undo(self, game_id: int, user_id: int, info: GameInfo | None = None) -> bool:
        return await self.service.play.can_undo(game_id, user_id, info)

    async def log(self, game_id: int) -> list[Text]:
        """The game's public log (``Queries.log``)."""
        return await self.service.queries.log(game_id)

    async def games_in_channel(self, channel_id: int) -> list[GameInfo]:
        return await self.service.queries.games_in_channel(channel_id)

    async def board_image(self, game_id: int) -> tuple[GameInfo, bytes | None]:
        """The current public board as PNG bytes (None in the lobby or without a renderer)."""
        info, view = await self.service.queries.public_view(game_id)
        if view is None:
            return info, None
        return info, await self.pictures.board(info, view)

    async def status_text(
        self, game_id: int, user_id: int | None = None, lang: str | None = None
    ) -> tuple[GameInfo, str]:
        """``engine.status_text`` for the user's seat (the public one if not seated), in
        ``lang`` (default: the game's language)."""
        info, engine, state = await self.service.queries.public_state(game_id)
        if state is None:
            names = [s.name for s in info.seats]
            return info, i18n.tr(lang or info.lang, "bot-status-lobby", title=info.title, names=names)
        seat = info.seat_of(user_id) if user_id is not None else None
        return info, info.render(engine.status_text(state, seat), lang)

    async def results(self, guild_id: int | None, engine: str | None = None) -> list[stats.GameResult]:
        """The finished games of the guild (of one game if ``engine``), for ``/agora stats``."""
        return await stats.book(self.storage).results(guild_id=guild_id, engine=engine)

    async def ratings(self, guild_id: int | None, engine: str) -> dict[int, stats.Rating]:
        """The guild's ratings in one game (user id -> rating), for ``/agora leaderboard``."""
        return await stats.book(self.storage).ratings(guild_id, engine)

    # ---- the game pages (bot/web/) ------------------------------------------------------------
    async def web_secret(self) -> str:
        """The links' signing secret: AGORA_WEB_SECRET when set, else the one kept in the
        database (generated on first use)."""
        configured = self.settings.web_secret
        if configured is not None and configured.get_secret_value():
            return configured.get_secret_value()
        return await WebStore(self.storage).secret()

    async def web_on(self, guild_id: int | None) -> bool:
        """Whether the server's game pages are on (``/agora web on``)."""
        return await WebStore(self.storage).web_enabled(guild_id)

    async def set_web(self, guild_id: int, on: bool) -> None:
        """``/agora web on|off``: the server's game pages on or off (off: their links answer 404)."""
        await WebStore(self.storage).set_web(guild_id, on, self.clock())

    async def web_link(self, info: GameInfo) -> str | None:
        """The address of ``info``'s page when AGORA_WEB_URL is set and its server's pages are
        on, else None."""
        if not self.settings.web_url or not await self.web_on(info.guild_id):
            return None
        return links.url(self.settings.web_url, await self.web_secret(), info.id)

    async def server_link(self, guild_id: int) -> str | None:
        """The address of the server page of ``guild_id`` (its running and ended games) when
        AGORA_WEB_URL is set and the server's pages are on, else None."""
        if not self.settings.web_url or not await self.web_on(guild_id):
            return None
        return links.server_url(self.settings.web_url, await self.web_secret(), guild_id)

    async def replay(self, game_id: int, lang: str) -> tuple[GameInfo, Any, list[Any], list[str], str]:
        """What ``/agora replay`` draws (:func:`bot.app.replay.build_replay`)."""
        return await replay.build_replay(self.service, game_id, lang)
