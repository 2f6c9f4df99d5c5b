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

import inspect
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from datetime import UTC, datetime, timedelta

from apscheduler.schedulers.asyncio import AsyncIOScheduler

log = logging.getLogger(__name__)

DeadlineHandler = Callable[[int, int], Awaitable[object]]  # (game_id, version)
ReminderHandler = Callable[[int, int, int, float], Awaitable[object]]  # (game_id, version, n, hours_left)


class Scheduler:
    """Timers for every active game's deadline and reminders.

    ``on_deadline(game_id, version)`` runs when the deadline armed for ``version`` is due;
    ``on_reminder(game_id, version, n, hours)`` when reminder ``n`` (1-based, in the order of
    ``reminders_hours`` sorted descending: with ``(12, 1)``, n=1 is 12 hours before) is due.
    ``clock`` returns unix seconds.
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

    def arm(self, game_id: int, version: int, deadline: float, *, since: float, reminders_sent: int = 0) -> None:
        """(Re)arm ``game_id``'s timers for ``version``: the deadline (unix seconds) and the
        reminders due after ``since`` (the turn's start, unix seconds) not yet sent
        (``reminders_sent`` = how many of them went out).  Reminders already overdue collapse into
        one, sent at once (the latest due).  Replaces the game's previous jobs."""
        self.cancel(game_id)
        self._add(game_id, version, deadline, since, reminders_sent)

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

    def _add(self, game_id: int, version: int, deadline: float, since: float, reminders_sent: int) -> None:
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
        for n, hours in enumerate(self.reminders_hours, start=1):
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
        self._aps.add_job(
            self._reminder_job,
            "date",
            run_date=self._when(due),
            args=(game_id, version, n, hours),
            id=f"remind:{game_id}:{n}",
            replace_existing=True,
        )

    def cancel(self, game_id: int) -> None:
        """Remove every timer of ``game_id`` (no error if there is none)."""
        ids = [f"deadline:{game_id}"] + [f"remind:{game_id}:{n}" for n in range(1, len(self.reminders_hours) + 1)]
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
