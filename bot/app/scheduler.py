"""Deadline and reminder timers.

The ``games.deadline`` column is the source of truth; APScheduler 3.11's ``AsyncIOScheduler`` is
only the timer, holding in-memory date jobs with stable ids (``deadline:<game_id>`` and
``remind:<game_id>:<n>``, ``replace_existing``) that are rebuilt from the table at start-up.  A job
only carries ``(game_id, version)``: its handler re-reads the game and acts only if that version
is still current (see ``Service.timeout`` and ``Storage.mark_reminder_sent``), so a timer that
fires twice, late or after the game moved on changes nothing.

Times are unix seconds from an injectable ``clock``; a job is scheduled ``due - clock()`` seconds
after the scheduler's own (real) now, so a test clock moves every timer with it.  A deadline that
already passed (the bot was down) fires at once.
"""

from __future__ import annotations

import asyncio
import inspect
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta

from apscheduler.schedulers.asyncio import AsyncIOScheduler

log = logging.getLogger(__name__)

DeadlineHandler = Callable[[int, int], Awaitable[object]]  # (game_id, version)
ReminderHandler = Callable[[int, int, int, float], Awaitable[object]]  # (game_id, version, n, hours_left)


#: reminder lead times are at most this many minutes (30 days, the longest deadline)
MAX_LEAD_MINUTES = 30 * 24 * 60


def reminder_number(hours: float) -> int:
    """The order number ``n`` of the reminder ``hours`` before a deadline: 1 for the earliest
    possible lead time (30 days), growing as the deadline nears (the minute granularity).  Every
    lead time of every user maps to the same number, so ``games.reminders_sent`` (the last ``n``
    sent, see ``Storage.mark_reminder_sent``) keeps its meaning when the players deciding, and
    with them the lead times, change within a step."""
    minutes = min(max(round(hours * 60), 0), MAX_LEAD_MINUTES)
    return 1 + MAX_LEAD_MINUTES - minutes


class Scheduler:
    """Timers for every active game's deadline and reminders.

    ``on_deadline(game_id, version)`` runs when the deadline armed for ``version`` is due;
    ``on_reminder(game_id, version, n, hours)`` when the reminder ``hours`` before it is due
    (``n`` = :func:`reminder_number`, larger for later reminders).  The lead times are
    ``reminders_hours`` (the server's), or per game those given to :meth:`arm` (the union of
    the deciding players' own, ``/agora notify``).  ``clock`` returns unix seconds.
    """

    def __init__(
        self,
        *,
        on_deadline: DeadlineHandler,
        on_reminder: ReminderHandler,
        reminders_hours: Sequence[float] = (),
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.on_deadline = on_deadline
        self.on_reminder = on_reminder
        self.reminders_hours = tuple(sorted(set(reminders_hours), reverse=True))
        self.clock = clock
        # game id -> the numbers of its armed reminder jobs (to cancel them by id)
        self._reminders: dict[int, list[int]] = {}

        # the job functions, with their signatures computed once: APScheduler checks a job
        # function's signature at every add_job (inspect.signature was half of the time to arm
        # 10,000 games); the handlers are looked up when a job fires
        async def deadline_job(game_id: int, version: int) -> None:
            await self.on_deadline(game_id, version)

        async def reminder_job(game_id: int, version: int, n: int, hours: float) -> None:
            await self.on_reminder(game_id, version, n, hours)

        for job in (deadline_job, reminder_job):
            setattr(job, "__signature__", inspect.signature(job))  # noqa: B010 (APScheduler reads it)
        self._deadline_job, self._reminder_job = deadline_job, reminder_job
        self._aps = AsyncIOScheduler(
            timezone=UTC,
            job_defaults={"misfire_grace_time": None, "coalesce": True, "max_instances": 1},
        )

    # ---- lifecycle ---------------------------------------------------------------------------
    def start(self) -> None:
        """Start the timer (needs a running event loop)."""
        if not self._aps.running:
            self._aps.start()

    def shutdown(self) -> None:
        if self._aps.running:
            self._aps.shutdown(wait=False)

    # ---- timers ------------------------------------------------------------------------------
    def _when(self, due: float) -> datetime:
        """The scheduler-clock datetime for a unix time of :attr:`clock` (now if past)."""
        return datetime.now(UTC) + timedelta(seconds=max(0.0, due - self.clock()))

    def arm(
        self,
        game_id: int,
        version: int,
        deadline: float,
        *,
        since: float,
        reminders_sent: int = 0,
        hours: Sequence[float] | None = None,
    ) -> None:
        """(Re)arm ``game_id``'s timers for ``version``: the deadline (unix seconds) and the
        reminders due after ``since`` (the turn's start, unix seconds) not yet sent
        (``reminders_sent`` = the number of the last one that went out, :func:`reminder_number`).
        ``hours``: this game's lead times (default: ``reminders_hours``).  Reminders already
        overdue collapse into one, sent at once (the latest due).  Replaces the game's previous
        jobs."""
        self.cancel(game_id)
        self._add(game_id, version, deadline, since, reminders_sent, hours)

    def arm_many(self, timers: Iterable[tuple[int, int, float, float, int]]) -> int:
        """Arm every ``(game_id, version, deadline, since, reminders_sent)`` as :meth:`arm`
        does; returns how many games.  Before :meth:`start` (the start-up path) the jobs are
        added without looking for previous ones (there are none) and APScheduler files them all
        at start, instead of waking its loop once per job: 10,000 games then arm in about half
        the time (bench/load.py)."""
        count = 0
        for game_id, version, deadline, since, reminders_sent in timers:
            if self._aps.running:
                self.arm(game_id, version, deadline, since=since, reminders_sent=reminders_sent)
            else:
                self._add(game_id, version, deadline, since, reminders_sent)
            count += 1
        return count

    async def arm_in_background(
        self,
        timers: Sequence[tuple[int, int, float, float, int]],
        *,
        skip: Callable[[int], bool] = lambda game_id: False,
        chunk: int = 2000,
    ) -> int:
        """Arm ``timers`` (as :meth:`arm_many`) after :meth:`start`, ``chunk`` games at a time with
        the event loop free in between: the start-up path of a large database, so that the bot
        serves interactions while the far deadlines are being armed.  Each chunk is filed with
        APScheduler paused (no wake-up per job; nothing fires for those milliseconds).  A game for
        which ``skip(game_id)`` is true when its chunk comes (it changed meanwhile and was armed
        for its new version) is left alone.  Returns how many games were armed."""
        count = 0
        for start in range(0, len(timers), chunk):
            await asyncio.sleep(0)
            if not self._aps.running:
                break
            self._aps.pause()
            try:
                for game_id, version, deadline, since, reminders_sent in timers[start : start + chunk]:
                    if not skip(game_id):
                        self._add(game_id, version, deadline, since, reminders_sent)
                        count += 1
            finally:
                self._aps.resume()
        return count

    def _add(
        self,
        game_id: int,
        version: int,
        deadline: float,
        since: float,
        reminders_sent: int,
        hours_list: Sequence[float] | None = None,
    ) -> None:
        self._aps.add_job(
            self._deadline_job,
            "date",
            run_date=self._when(deadline),
            args=(game_id, version),
            id=f"deadline:{game_id}",
            replace_existing=True,
        )
        now = self.clock()
        overdue: tuple[int, float] | None = None
        lead = self.reminders_hours if hours_list is None else sorted(set(hours_list), reverse=True)
        for hours in lead:
            n = reminder_number(hours)
            due = deadline - hours * 3600
            if n <= reminders_sent or due <= since:
                continue
            if due <= now:
                overdue = (n, hours)  # keep only the latest overdue reminder
                continue
            self._add_reminder(game_id, version, n, hours, due)
        if overdue is not None and deadline > now:
            n, hours = overdue
            self._add_reminder(game_id, version, n, hours, now)

    def _add_reminder(self, game_id: int, version: int, n: int, hours: float, due: float) -> None:
        self._reminders.setdefault(game_id, []).append(n)
        self._aps.add_job(
            self._reminder_job,
            "date",
            run_date=self._when(due),
            args=(game_id, version, n, hours),
            id=f"remind:{game_id}:{n}",
            replace_existing=True,
        )

    def arm_call(self, job_id: str, due: float, func: Callable[..., Awaitable[object]], *args: object) -> None:
        """A one-off timer ``job_id`` (replacing one of that id) calling ``func(*args)`` at
        ``due`` (unix seconds of :attr:`clock`; at once if past): e.g. the end of a vacation
        (``vacation:<guild>:<user>``, bot/features/timekeeping.py)."""
        self._aps.add_job(func, "date", run_date=self._when(due), args=args, id=job_id, replace_existing=True)

    def cancel(self, game_id: int) -> None:
        """Remove every timer of ``game_id`` (no error if there is none)."""
        ids = [f"deadline:{game_id}"] + [f"remind:{game_id}:{n}" for n in self._reminders.pop(game_id, [])]
        for job_id in ids:
            if self._aps.get_job(job_id) is not None:
                self._aps.remove_job(job_id)

    def job_ids(self) -> list[str]:
        """The ids of the armed jobs (for status output and tests)."""
        return sorted(job.id for job in self._aps.get_jobs())

    def run_at(self, job_id: str) -> float | None:
        """When job ``job_id`` fires, in unix seconds of :attr:`clock` (None if not armed)."""
        job = self._aps.get_job(job_id)
        if job is None or job.next_run_time is None:
            return None
        return self.clock() + (job.next_run_time - datetime.now(UTC)).total_seconds()
