"""The application: Service + Scheduler + renderer + a Transport.

The Discord layer (cogs/) and the offline demo (bot.demo) call :class:`Agora`.  Each method that
commits a change returns the service's :class:`~bot.models.Outbox` AFTER publishing it: the
public board (rendered from ``engine.player_view(state, None)`` only, off the event loop) with the
public log lines and mentions of only the players who must act now, the private lines to their
users, and the deadline timers re-armed (or cancelled when the game is over).

A failure of the transport or the renderer is logged and never undoes a committed change.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import importlib
import multiprocessing
import os
import time
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable

import render
from bot import logs
from bot.errors import AgoraError, GameNotActive, StaleVersion
from bot.models import GameInfo, Outbox
from bot.scheduler import Scheduler
from bot.service import Service, fill_names
from bot.settings import Settings
from bot.storage import Storage, open_storage
from bot.transport import BoardPost, Transport
from engines.base import Panel

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


def draw(target: str, view: Any, names: list[str]) -> bytes:
    """Runs in a render worker process: the renderer ``target`` (``"module:function"``, an entry
    of ``render.RENDERERS``) draws ``view`` with the seat holders' ``names``; PNG bytes."""
    module, _, func = target.partition(":")
    return getattr(importlib.import_module(module), func)(view, names=names)


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


#: games whose timers Agora.start arms before it returns (the soonest deadlines); the rest of a
#: larger database is armed in the background while the bot serves (about 100 ms per 1,000 games)
ARM_AT_START = 2000


def deadline_text(deadline: float | None) -> str:
    """Discord's relative timestamp for a deadline (unix seconds), or "" when there is none."""
    return f" (deadline <t:{int(deadline)}:R>)" if deadline else ""


class Agora:
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
        # ONE render thread: Pillow holds the GIL for most of a drawing (tens of ms), so several
        # render threads at once starve the event loop and every commit waits (bench/load.py);
        # with one, boards queue under a burst while actions keep committing
        self._render_pool: Executor | None = None
        # the start-up's background arming of a large database's timers (see start)
        self._arming: asyncio.Task[None] | None = None
        self._changed_while_arming: set[int] | None = None
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
        # armed before the timer starts: APScheduler files them in one go (see arm_many)
        # several bot processes (Discord shards): each arms the deadlines of its own guilds only
        shards = self.settings.own_shards
        timers = await (self.storage.timers() if shards is None else self.storage.timers_of_shards(*shards))
        # the soonest ARM_AT_START games now; a larger rest (a big database) in the background,
        # while the bot serves (see Scheduler.arm_in_background; the list is by deadline)
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
        if self._arming is not None:
            arming, self._arming = self._arming, None
            arming.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await arming
        self.scheduler.shutdown()
        if self._render_pool is not None:
            pool, self._render_pool = self._render_pool, None
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
            self._service = None

    # ---- commands that change a game ---------------------------------------------------------
    async def new_game(
        self,
        engine_id: str,
        *,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> GameInfo:
        """A lobby (no message is posted: the cog shows the lobby)."""
        return await self.service.create_game(
            engine_id,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=host_name,
            options=options,
            seed=seed,
        )

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        await self.service.set_thread(game_id, thread_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        return await self.service.join(game_id, user_id, name)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        return await self.service.leave(game_id, user_id)

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

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """Apply the timeout of ``version`` (None and nothing published if it moved on)."""
        with logs.received():
            async with self._lock(game_id):
                outbox = await self.service.timeout(game_id, version)
                return None if outbox is None else await self.publish(outbox)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        async with self._lock(game_id):
            return await self.publish(await self.service.abandon(game_id, user_id, is_admin))

    async def repost_board(self, game_id: int, note: str = "The current board, posted again.") -> GameInfo:
        """Post the current board of an active game again: the picture, the players who must act
        mentioned with their decision and deadline, and a fresh "Play my turn" button (the
        transport strips the previous board's).  For when a board post was refused (e.g. the
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
                    f"Game #{game_id} has not started yet." if info.status == "lobby"
                    else f"Game #{game_id} is over: there is no turn to play."
                )
            mentions = list(info.to_act)
            post = BoardPost(
                game=info,
                content=compose([note], self._footer(info, mentions)),
                mention_user_ids=mentions,
                image=await self._render(info, view),
            )
            try:
                await self._post_board(post)
            except Exception:
                log.exception("reposting the board of game %s v%s failed", info.id, info.version)
            else:
                if self.storage is not None:
                    await self.storage.set_published(info.id, info.version)
            return info

    # ---- read-only helpers for the cogs ------------------------------------------------------
    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        return await self.service.panel(game_id, user_id)

    async def board_image(self, game_id: int) -> tuple[GameInfo, bytes | None]:
        """The current public board as PNG bytes (None in the lobby or without a renderer)."""
        info, view = await self.service.public_view(game_id)
        if view is None:
            return info, None
        return info, await self._render(info, view)

    async def status_text(self, game_id: int, user_id: int | None = None) -> tuple[GameInfo, str]:
        """``engine.status_text`` for the user's seat (the public one if not seated)."""
        info, engine, state = await self.service.public_state(game_id)
        if state is None:
            names = ", ".join(s.name for s in info.seats)
            return info, f"Lobby of {info.title}: {names}."
        seat = info.seat_of(user_id) if user_id is not None else None
        return info, fill_names(engine.status_text(state, seat), {s.seat: s.name for s in info.seats})

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
        """Timer handler: remind the players who must act, once per (version, n)."""
        try:
            assert self.storage is not None
            if not await self.storage.mark_reminder_sent(game_id, version, n):
                return
            info = await self.service.info(game_id)
            if not info.to_act or self.transport is None:
                return
            left = f"{hours:g} hour" + ("" if hours == 1 else "s")
            text = f"Reminder: {_mentions(info.to_act)}, you have about {left} left to decide{deadline_text(info.deadline)}."
            await self.transport.post_text(info, text, list(info.to_act))
        except Exception:
            log.exception("reminder handler failed for game %s v%s", game_id, version)

    # ---- publishing --------------------------------------------------------------------------
    async def _render(self, info: GameInfo, view: Any) -> bytes | None:
        """The public board of ``view`` as PNG bytes, drawn off the event loop with the seat
        holders' display names; None when the engine has no renderer or drawing failed."""
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        engine_id = info.engine
        loop = asyncio.get_running_loop()
        try:
            if self.settings.render_processes:
                # the table is read here, so the workers draw with this process's renderers
                target = render.RENDERERS[engine_id]
                return await loop.run_in_executor(self._pool(), draw, target, view, names)
            return await loop.run_in_executor(self._pool(), render.render_board, engine_id, view, names)
        except (KeyError, ModuleNotFoundError):
            return None  # this engine has no renderer yet: post without an image
        except BrokenProcessPool:
            log.exception("a render process died; the board goes without its image and the pool restarts")
            self._render_pool = None
            return None
        except Exception:
            log.exception("rendering the %s board failed", engine_id)
            return None

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
        if info.status == "active" and info.deadline is not None:
            self.scheduler.arm(info.id, info.version, info.deadline, since=self.clock())
        else:
            self.scheduler.cancel(info.id)
        if self.transport is None:
            return outbox
        try:
            await self._send(outbox)
        except Exception:
            log.exception("publishing game %s v%s failed", info.id, info.version)
        else:
            if self.storage is not None:
                await self.storage.set_published(info.id, info.version)
        return outbox

    async def republish_pending(self) -> list[int]:
        """Post the current board of every active game whose last committed change never reached
        the transport (the process died between the commit and the post, or posting failed): the
        committed move stands, and its players get the board and a fresh Play button.  Call once
        the transport can post (the Discord client calls it when it is ready).  Returns the game
        ids reposted; a game whose repost fails too stays unpublished for the next start."""
        assert self.storage is not None
        done = []
        shards = self.settings.own_shards
        pending = (
            self.storage.unpublished_games
            if shards is None
            else lambda: self.storage.unpublished_games_of_shards(*shards)  # type: ignore[union-attr]
        )
        for game_id in await pending():
            try:
                await self.repost_board(game_id, note="The board, posted again: the bot restarted after this move.")
            except AgoraError:
                continue
            if game_id not in await pending():
                done.append(game_id)
        return done

    async def _send(self, outbox: Outbox) -> None:
        assert self.transport is not None
        info = outbox.game
        final = info.status in ("finished", "abandoned")
        mentions = [] if final else list(outbox.mention_user_ids)
        footer = self._footer(info, mentions)
        if outbox.board:
            image = None
            if info.status != "abandoned" and outbox.image:
                _, view = await self.service.public_view(info.id)
                if view is not None:
                    image = await self._render(info, view)
            post = BoardPost(
                game=info,
                content=compose(outbox.public_lines, footer),
                mention_user_ids=mentions,
                image=image,
                final=final,
            )
            await self._post_board(post)
        elif outbox.public_lines or footer:
            await self.transport.post_text(info, compose(outbox.public_lines, footer), mentions)
        for user_id, lines in outbox.private_lines.items():
            await self.transport.send_private(info, user_id, compose(lines, ""))

    @staticmethod
    def _footer(info: GameInfo, mentions: list[int]) -> str:
        """The mentions of the players who must act, their decision and its deadline."""
        if not mentions or info.prompt is None:
            return ""
        return f"{_mentions(mentions)}: {info.prompt.text or 'your decision'}{deadline_text(info.deadline)}"

    async def _post_board(self, post: BoardPost) -> None:
        """Post a board and record its message as the game's latest board."""
        assert self.transport is not None
        message_id = await self.transport.post_board(post)
        if self.storage is not None:
            await self.storage.set_board_message(post.game.id, message_id)
