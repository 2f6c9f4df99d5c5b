"""The games' clocks as the running application drives them (:class:`Clocks`): pauses, "More
time", vacations (whose ends are timers) and the clocks a vacation stops or restarts
(bot/features/timekeeping.py keeps the rules and the records)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from functools import partial

from bot.app.scheduler import Scheduler
from bot.core.errors import AgoraError
from bot.core.models import Outbox
from bot.features.timekeeping import TimeStatus
from bot.service import Service
from bot.storage.timestore import Vacation

log = logging.getLogger(__name__)

#: a change to one game committed and published as one step under the game's lock:
#: ``step(game_id, change)`` -> the outbox published (None: nothing changed)
Step = Callable[[int, Callable[[], Awaitable[Outbox | None]]], Awaitable[Outbox | None]]


class Clocks:
    """Pauses, "More time" and vacations over ``service.time``: each change goes through ``step``
    (commit and publish under the game's lock); ``scheduler`` keeps the vacations' end timers;
    ``mine``: guild id -> whether this process serves it (the start-up's share of the clocks)."""

    def __init__(self, service: Service, scheduler: Scheduler, step: Step, mine: Callable[[int | None], bool]) -> None:
        self.keeper = service.time
        self.scheduler = scheduler
        self.step = step
        self.mine = mine

    async def _change(self, game_id: int, change: Callable[[], Awaitable[Outbox | None]]) -> Outbox:
        outbox = await self.step(game_id, change)
        assert outbox is not None
        return outbox

    async def pause(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """The host (or a Manage Server member) pauses the game; published."""
        return await self._change(game_id, partial(self.keeper.pause, game_id, user_id, is_admin))

    async def resume(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        return await self._change(game_id, partial(self.keeper.resume, game_id, user_id, is_admin))

    async def more_time(self, game_id: int, user_id: int, step_version: int) -> Outbox:
        """"More time" pressed on the reminder of the decision ``step_version``."""
        return await self._change(game_id, partial(self.keeper.more_time, game_id, user_id, step_version))

    async def start_vacation(self, guild_id: int, user_id: int, days: float) -> Vacation:
        """The user's vacation in the guild: their clocks there stop; a timer ends it."""
        vacation, games = await self.keeper.start_vacation(guild_id, user_id, days)
        self._arm_vacation_end(guild_id, user_id, vacation.end)
        await self.settle(games)
        return vacation

    def _arm_vacation_end(self, guild_id: int, user_id: int, end: float) -> None:
        """The timer of a vacation's end, a second after it (the vacation is over by then)."""
        self.scheduler.arm_call(f"vacation:{guild_id}:{user_id}", end + 1.0, self.on_vacation_end, guild_id, user_id)

    async def end_vacation(self, guild_id: int, user_id: int) -> None:
        """End the user's vacation now: their clocks run again."""
        await self.settle(await self.keeper.end_vacation(guild_id, user_id))

    async def on_vacation_end(self, guild_id: int, user_id: int) -> None:
        """Timer handler: a vacation's planned end (its games' clocks run again)."""
        try:
            await self.settle(await self.keeper.store.games_of(guild_id, user_id))
        except Exception:
            log.exception("vacation end failed for user %s in guild %s", user_id, guild_id)

    async def settle(self, game_ids: list[int]) -> None:
        """Stop or restart each game's clock as its stored state says, and publish the change
        (as one step, as every change)."""
        for game_id in game_ids:
            try:
                await self.step(game_id, partial(self.keeper.settle, game_id))
            except AgoraError as exc:  # another process changed it first (its CAS won)
                log.info("game %s: its clock was settled elsewhere (%s)", game_id, exc.code)

    async def start(self) -> None:
        """Start-up: the clocks of vacations that ended while the bot was down run again; a
        timer at the end of every vacation still running."""
        await self.settle([game_id for game_id, guild_id in await self.keeper.store.held_games() if self.mine(guild_id)])
        for v in await self.keeper.vacations_to_end():
            if self.mine(v.guild_id):
                self._arm_vacation_end(v.guild_id, v.user_id, v.end)

    async def status(self, game_id: int, user_id: int | None) -> TimeStatus:
        """The game's clock for ``/agora status``: paused, players away, time and extensions left."""
        return await self.keeper.status(game_id, user_id)

    async def vacation_days(self, guild_id: int, user_id: int) -> tuple[float, float]:
        """(days of vacation the user took in the window, the guild's budget of days)."""
        return await self.keeper.used_days(guild_id, user_id), await self.keeper.budget(guild_id)

    async def set_budget(self, guild_id: int, days: float | None) -> float:
        """The guild's vacation budget (None: the default); the days set."""
        return await self.keeper.set_budget(guild_id, days)

    async def current_vacation(self, guild_id: int, user_id: int) -> Vacation | None:
        return await self.keeper.current_vacation(guild_id, user_id)
