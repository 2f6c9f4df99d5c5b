"""What the application does as it starts and stops serving (:class:`StartUp`): the games it
cannot load set aside, every timer rebuilt from the tables (a large database's in the
background), the clocks of vacations that ended meanwhile restarted, the automatic seats that
were prompted resumed, and once the transport can post, the boards that never went out posted."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from functools import partial

from bot.app.clocks import Clocks, Step
from bot.app.notices import Notices
from bot.app.publisher import Publisher
from bot.app.scheduler import Scheduler
from bot.app.setaside import SetAside
from bot.app.transport import Transport
from bot.core.errors import AgoraError
from bot.core.models import GameInfo
from bot.service import Service
from bot.settings import Settings
from bot.storage import Storage
from engines.text import Text, msg

log = logging.getLogger(__name__)

#: games whose timers start-up arms before it returns (the soonest deadlines); the rest of a
#: larger database is armed in the background while the bot serves (about 100 ms per 1,000 games)
ARM_AT_START = 2000


def serves(settings: Settings, guild_id: int | None) -> bool:
    """Whether this process serves ``guild_id`` (Discord's shard rule, as
    ``Storage.timers_of_shards``; every guild when not sharded)."""
    shards = settings.own_shards
    return shards is None or ((guild_id or 0) >> 22) % shards[0] in shards[1]


class StartUp:
    """The start and stop of one process over ``storage`` (open) and its parts: ``step`` commits
    and publishes a change under the game's lock, ``repost`` posts a game's board again (under
    it too).  With several processes (``AGORA_SHARD_COUNT``) only the games of this process's
    shards."""

    def __init__(
        self,
        storage: Storage,
        service: Service,
        settings: Settings,
        *,
        scheduler: Scheduler,
        publisher: Publisher,
        notices: Notices,
        clocks: Clocks,
        step: Step,
        repost: Callable[[int, Text], Awaitable[GameInfo]],
    ) -> None:
        self.storage = storage
        self.service = service
        self.settings = settings
        self.scheduler = scheduler
        self.publisher = publisher
        self.notices = notices
        self.clocks = clocks
        self.step = step
        self.repost = repost
        self.set_aside = SetAside(storage, self.mine)
        # the background arming of a large database's timers (see run)
        self._arming: asyncio.Task[None] | None = None
        #: the automatic seats' decisions left over by a restart (bot/features/autoseats.py)
        self._resuming: asyncio.Task[None] | None = None

    def mine(self, guild_id: int | None) -> bool:
        return serves(self.settings, guild_id)

    async def run(self) -> None:
        """Start the timer and arm every active game's deadline from the table (those that
        passed while the bot was down fire now).  Beyond :data:`ARM_AT_START` games, the
        soonest are armed before this returns and the rest in the background
        (:meth:`timers_armed` waits for them)."""
        # games the installed code cannot load are set aside before anything is armed (and
        # set-aside games it loads again come back): bot/app/setaside.py
        await self.set_aside.sweep()
        # armed before the timer starts: APScheduler files them in one go (see arm_many)
        # several bot processes (Discord shards): each arms the deadlines of its own guilds only
        shards = self.settings.own_shards
        timers = await (self.storage.timers() if shards is None else self.storage.timers_of_shards(*shards))
        # stopped clocks whose vacation ended while the bot was down run again (re-armed as they
        # are published), and the vacations' end timers (bot/features/timekeeping.py)
        await self.clocks.start()
        await self.notices.arm_held()  # mentions and reminders held in quiet hours (bot/features/held.py)
        await self.notices.arm_digests()  # the daily digests (bot/features/digest.py)
        # automatic seats prompted when the bot stopped decide now, in the background
        self._resuming = asyncio.create_task(self._resume_automatic())
        # the soonest ARM_AT_START games now; a larger rest (a big database) in the background,
        # while the bot serves (see Scheduler.arm_in_background; the list is by deadline)
        count = self.scheduler.arm_many(timers[:ARM_AT_START])
        self.scheduler.start()
        if len(timers) > ARM_AT_START:
            self.publisher.armed_meanwhile = set()
            self._arming = asyncio.create_task(self._arm_rest(timers[ARM_AT_START:]))
            count = len(timers)
        log.info("timers armed for %d active games", count)

    async def _resume_automatic(self) -> None:
        """Each active game of this process's guilds with automatic seats: those prompted decide
        now and the change is published (bot/features/autoseats.py); a failure is logged, game by game."""
        for game_id in sorted(await self.service.seat_store.games_with_automatic_seats()):
            try:
                info = await self.service.info(game_id)
                if self.mine(info.guild_id):
                    await self.step(game_id, partial(self.service.play_automatic, game_id))
            except Exception:
                log.exception("the automatic seats of game %s could not resume", game_id)

    async def _arm_rest(self, timers: list[tuple[int, int, float, float, int]]) -> None:
        """Arm the timers that :meth:`run` left for later (skipping the games that changed
        meanwhile: the publisher armed those for their new version)."""
        changed = self.publisher.armed_meanwhile
        assert changed is not None
        started = time.perf_counter()
        try:
            count = await self.scheduler.arm_in_background(timers, skip=changed.__contains__)
            log.info("timers armed in the background for %d more games in %.1f s", count, time.perf_counter() - started)
        finally:
            self.publisher.armed_meanwhile = None

    async def timers_armed(self) -> None:
        """Wait until every timer of the start-up is armed (at once for up to ARM_AT_START
        games; a larger database arms the rest in the background)."""
        if self._arming is not None:
            await asyncio.shield(self._arming)

    async def resumed(self) -> None:
        """Wait until the automatic seats prompted at the start have decided (:meth:`run`)."""
        if self._resuming is not None:
            await asyncio.shield(self._resuming)

    async def republish_pending(self, transport: Transport | None) -> list[int]:
        """Post the current board of every active game whose last committed change never reached
        the transport (the process died between the commit and the post, or posting failed): the
        committed move stands, and its players get the board and a fresh Play button.  Call once
        the transport can post; the notices of the games set aside or back at this start go
        first.  Returns the game ids reposted; a game whose repost fails too stays unpublished
        for the next start."""
        if transport is not None:
            await self.set_aside.announce(transport)
        done = []
        shards = self.settings.own_shards
        storage = self.storage

        async def pending() -> list[int]:
            return await (storage.unpublished_games() if shards is None else storage.unpublished_games_of_shards(*shards))

        for game_id in await pending():
            try:
                await self.repost(game_id, msg("bot-board-again-restart"))
            except AgoraError:
                continue
            if game_id not in await pending():
                done.append(game_id)
        return done

    async def stop(self) -> None:
        """Cancel (and await) the start-up's work still under way."""
        for task in (self._resuming, self._arming):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._resuming = self._arming = None
