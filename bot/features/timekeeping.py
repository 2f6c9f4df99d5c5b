"""Time: the host's pause, players' vacations and "More time", through the service.

The clock of a decision
-----------------------
``games.deadline`` stays the scheduler's source of truth.  A decision's clock is *stopped*
(``deadline`` NULL: no timer, no reminder, never a timeout) while the game **waits**: the host
paused it, or a player who must decide is on vacation.  When the clock stops, the seconds left
are stored (``games.clock_left``, for the step ``games.clock_step``); when it runs again the
deadline is ``now + left``: the deadline is pushed by exactly the time spent waiting.  A step
that starts while the game waits keeps its full time (``deadline_hours``) for when it runs
again.  Everything is computed from stored rows, so a restart keeps a stopped clock stopped
(the scheduler arms only games with a deadline) and :meth:`TimeKeeping.settle` restarts
the clocks of vacations that ended while the bot was down (``Agora.start``).

Decisions:

- A paused game still accepts moves: a pause stops the clocks, not the game (the players who
  are there may go on at their own pace; nobody times out).  Its turn message, footer and
  ``/agora status`` say it is paused.  Pause and resume: the host or a member with Manage
  Server.
- "More time" gives the player who must decide :data:`MORE_TIME_HOURS` more on the current
  decision: at most ``extensions`` times per player per game (option at ``/agora new``,
  default :data:`DEFAULT_EXTENSIONS`, 0..:data:`MAX_EXTENSIONS`) and once per player per
  decision, so the total push of any deadline is bounded (Diplicity's uncapped extensions are
  the anti-example).  The button names its decision (the step's ``step_version``): a button of
  an older decision is refused.
- A vacation (``/agora vacation days:``) belongs to a member in one server: while it lasts, every
  decision of theirs in that server's games waits.  Budget: the days of the vacations that began
  in the last :data:`VACATION_WINDOW_DAYS` days plus the new one may not exceed the server's
  ``vacation_days`` (default :data:`DEFAULT_VACATION_DAYS`; ``/agora server`` for managers).
  Ending a vacation early gives the unused days back.
- A simultaneous step in which the vacationer seals their part while still away keeps waiting
  until their vacation ends (or the step ends): rare, bounded by the vacation.

Every change is ONE transaction with the version compare-and-swap (:class:`bot.storage.timestore.
TimeStore.set_clock`) and a row in the append-only ``time_log``; vacations are an append-only
table of their own.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from bot.core import quiet_hours, weekends
from bot.core.errors import AgoraError, BadOption, Forbidden, NotAPlayer, NotYourTurn, StaleVersion
from bot.core.models import Outbox
from bot.core.options import MAX_EXTENSIONS, validate_extensions
from bot.storage.sqlite import GameRow, UserPrefs
from bot.storage.timestore import TimeEntry, TimeStore, Vacation
from engines.text import Text, msg

if TYPE_CHECKING:
    from bot.core.game import GameCore, LoadedGame

#: hours one press of "More time" adds to the current decision
MORE_TIME_HOURS = 24.0
#: presses of "More time" per player per game unless the game's ``extensions`` option says
DEFAULT_EXTENSIONS = 2
#: the vacation budget: days per window (a server's setting) and the window
DEFAULT_VACATION_DAYS = 14.0
VACATION_WINDOW_DAYS = 90
DAY = 86400.0


class TimeRefused(AgoraError):
    """A time request that cannot be granted (budget spent, already paused...)."""

    code = "time_refused"


def seat_arg(n: int) -> str:
    return f"{{p{n}}}"


def extensions_allowed(options: dict[str, object]) -> int:
    """The presses of "More time" each player has in a game (its ``extensions`` option)."""
    value = options.get("extensions", DEFAULT_EXTENSIONS)
    return int(value) if isinstance(value, int | float | str) else DEFAULT_EXTENSIONS


def time_left(row: GameRow, now: float, full: float) -> float:
    """Seconds left on the current decision: until the deadline when the clock runs; the stored
    seconds when it stopped during this step; else the step's full time ``full``."""
    if row.deadline is not None:
        return max(0.0, row.deadline - now)
    if row.clock_step == row.step_version and row.clock_left is not None:
        return max(0.0, row.clock_left)
    return full


@dataclass
class TimeStatus:
    """What ``/agora status`` says about time: ``paused``; ``away``: user id -> the end of
    their vacation (players of this game on vacation now); ``extensions_left`` for the asking
    user (None: not seated); ``left``: seconds on a stopped clock (None when it runs)."""

    paused: bool
    away: dict[int, float] = field(default_factory=dict)
    extensions_left: int | None = None
    extensions_allowed: int = DEFAULT_EXTENSIONS
    left: float | None = None


class Away:
    """The vacations of each guild, read once per guild and kept up to date by this process
    (the service asks at every new decision step: no database read per move)."""

    def __init__(self) -> None:
        self._by_guild: dict[int, list[Vacation]] = {}

    async def load(self, store: TimeStore, guild_id: int) -> list[Vacation]:
        if guild_id not in self._by_guild:
            self._by_guild[guild_id] = await store.vacations(guild_id=guild_id)
        return self._by_guild[guild_id]

    def forget(self, guild_id: int) -> None:
        self._by_guild.pop(guild_id, None)

    async def current(self, store: TimeStore, guild_id: int | None, user_id: int, now: float) -> Vacation | None:
        """The vacation of ``user_id`` in ``guild_id`` at ``now`` (None: not away)."""
        if guild_id is None:
            return None
        for v in await self.load(store, guild_id):
            if v.user_id == user_id and v.start <= now < v.end:
                return v
        return None


class TimeKeeping:
    """The time operations of one :class:`bot.service.Service` (``service.time``)."""

    def __init__(self, service: "GameCore") -> None:
        self.service = service
        self.store = TimeStore(service.storage)
        self.away = Away()
        #: game id -> the ``weekend`` / ``quiet`` time-log rows of a step being committed
        #: (:meth:`run_clock`)
        self._quiet_pending: dict[int, list[TimeEntry]] = {}
        #: where the users' zones and quiet hours are read: the storage, or the app's
        #: per-process cache (``Agora.users_prefs``), which the app sets
        self.prefs_source: Callable[[list[int]], Awaitable[dict[int, UserPrefs]]] = service.storage.users_prefs

    # ---- the clock ---------------------------------------------------------------------------
    def full_time(self, row: GameRow) -> float:
        """The seconds of one decision of the game (``deadline_hours``)."""
        return self.service.deadline_hours_of(row) * 3600

    async def waiting_for(self, row: GameRow, users: list[int], now: float) -> list[int]:
        """The users among ``users`` (those who must decide) on vacation at ``now``."""
        out = []
        for u in users:
            if await self.away.current(self.store, row.guild_id, u, now) is not None:
                out.append(u)
        return out

    async def step_deadline(self, row: GameRow, users: list[int], now: float) -> float | None:
        """The deadline of a decision step starting at ``now`` for ``users``: None (the clock
        waits) when the game is paused or one of them is on vacation."""
        if row.paused or await self.waiting_for(row, users, now):
            return None
        return await self.run_clock(row, users, now, self.full_time(row))

    async def run_clock(self, row: GameRow, users: list[int], now: float, seconds: float) -> float:
        """The deadline of a clock running from ``now`` with ``seconds`` left for ``users`` (those
        who must decide), in a ``weekends: off`` game the seconds run outside their
        weekends (:func:`bot.weekends.advance`); then a deadline inside their quiet hours moves
        to their end (:func:`bot.quiet_hours.push`).  Each move is remembered as a time-log row
        (``weekend``, ``quiet``) for :meth:`note_quiet` (or ``_set``'s transaction)."""
        self._quiet_pending.pop(row.id, None)
        deadline = now + seconds
        if not users:
            return deadline
        prefs = await self.prefs_source([*users, row.host_id])
        entries: list[TimeEntry] = []
        if weekends.off(row.options):
            zones = self.zones(prefs, users, row.host_id)
            moved = weekends.advance(now, seconds, zones)
            if moved != deadline:
                entries.append(TimeEntry(game_id=row.id, kind="weekend", user_id=None, step_version=0,
                                         data={"from": deadline, "to": moved}))
                deadline = moved
        quiets = [(prefs[u].timezone, prefs[u].quiet) for u in users if prefs[u].quiet is not None]
        pushed = quiet_hours.push(deadline, quiets)
        if pushed != deadline:
            who = next((u for u in users if quiet_hours.quiet_end(deadline, prefs[u].timezone, prefs[u].quiet)), None)
            entries.append(TimeEntry(game_id=row.id, kind="quiet", user_id=who, step_version=0,
                                     data={"from": deadline, "to": pushed}))
            deadline = pushed
        if entries:
            self._quiet_pending[row.id] = entries
        return deadline

    @staticmethod
    def zones(prefs: dict[int, UserPrefs], users: list[int], host_id: int) -> list[str | None]:
        """The zones whose weekends stop the clock of ``users``: each one's own, else the
        host's (None: coordinated universal time)."""
        host = prefs[host_id].timezone if host_id in prefs else None
        return [prefs[u].timezone or host for u in users]

    async def working_left(self, row: GameRow, users: list[int], now: float) -> float:
        """Seconds left on the current decision, not counting weekends in a ``weekends: off``
        game while its clock runs (:func:`time_left` otherwise)."""
        if row.deadline is None or not weekends.off(row.options) or not users:
            return time_left(row, now, self.full_time(row))
        prefs = await self.prefs_source([*users, row.host_id])
        return weekends.working(now, row.deadline, self.zones(prefs, users, row.host_id))

    async def note_quiet(self, game_id: int, step_version: int, now: float) -> None:
        """After a committed step whose deadline :meth:`run_clock` moved: its ``weekend`` /
        ``quiet`` rows of the time log (their own transaction, appended after the step's; the
        deadline in ``games.deadline`` is the truth, the rows say why it is where it is)."""
        for entry in self._quiet_pending.pop(game_id, []):
            await self.store.append(entry.model_copy(update={"step_version": step_version}), now)

    def _to_act(self, g: "LoadedGame") -> list[int]:
        if g.state is None or g.row.status != "active":
            return []
        return [u for u in (g.user_of(s) for s in g.engine.prompt(g.state).seats) if u is not None]

    async def _set(
        self, g: "LoadedGame", now: float, *, paused: bool, stop: bool, entries: list[TimeEntry], extra: float = 0.0
    ) -> "LoadedGame":
        """Store the clock of ``g``: stopped (``stop``) or running, ``extra`` seconds added to
        what is left; returns the reloaded game.  Raises StaleVersion."""
        row = g.row
        to_act = self._to_act(g)
        left = await self.working_left(row, to_act, now) + extra  # weekends not counted
        if stop:
            deadline, step, clock_left = None, row.step_version, left
        else:
            step, clock_left = None, None
            # a restarted clock skips weekends and quiet hours too
            deadline = await self.run_clock(row, to_act, now, left)
            moved = self._quiet_pending.pop(row.id, [])
            entries = [*entries, *(e.model_copy(update={"step_version": row.step_version}) for e in moved)]
        ok = await self.store.set_clock(
            row.id, row.version, now=now, deadline=deadline, paused=paused, clock_step=step, clock_left=clock_left,
            entries=entries,
        )
        if not ok:
            raise StaleVersion(msg("bot-err-stale"))
        self.service.seats_still(row.id, row.version, row.version + 1)
        return await self.service.load(row.id)

    def _outbox(self, g: "LoadedGame", lines: list[Text]) -> Outbox:
        return Outbox(game=self.service.game_info(g), public_lines=lines, board=False, image=False, mention_user_ids=[])

    async def _active(self, game_id: int) -> "LoadedGame":
        g = await self.service.load(game_id)
        if g.row.status != "active":
            raise self.service.not_active(g.row)
        return g

    # ---- pause -------------------------------------------------------------------------------
    async def pause(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """The host (or ``is_admin``: Manage Server) pauses the game: its clock stops.  Raises
        UnknownGame, GameNotActive, Forbidden, TimeRefused (already paused), StaleVersion."""
        return await self._pause(game_id, user_id, is_admin, True)

    async def resume(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """Resume a paused game: the clock runs again with the time it had left (unless a
        player to act is on vacation).  Raises as :meth:`pause` (TimeRefused: not paused)."""
        return await self._pause(game_id, user_id, is_admin, False)

    async def _pause(self, game_id: int, user_id: int, is_admin: bool, pause: bool) -> Outbox:
        async with self.service.lock(game_id):
            g = await self._active(game_id)
            if user_id != g.row.host_id and not is_admin:
                raise Forbidden(msg("time-err-only-host-pauses"))
            if g.row.paused == pause:
                raise TimeRefused(msg("time-err-already-paused" if pause else "time-err-not-paused"))
            now = self.service.clock()
            away = await self.waiting_for(g.row, self._to_act(g), now)
            stop = pause or bool(away)
            entry = TimeEntry(game_id=game_id, kind="pause" if pause else "resume", user_id=user_id,
                              step_version=g.row.step_version, data={"left": time_left(g.row, now, self.full_time(g.row))})
            g = await self._set(g, now, paused=pause, stop=stop, entries=[entry])
            by = g.seat_of(user_id)
            who = seat_arg(by) if by is not None else msg("time-a-manager")
            if pause:
                line = msg("time-paused", player=who)
            elif away:
                line = msg("time-resumed-waiting", player=who, away=[seat_arg(s) for s in self._seats(g, away)])
            else:
                line = msg("time-resumed", player=who, t=str(int(g.row.deadline or 0)))
            return self._outbox(g, [line])

    @staticmethod
    def _seats(g: "LoadedGame", users: list[int]) -> list[int]:
        return [s for s in (g.seat_of(u) for u in users) if s is not None]

    # ---- more time ---------------------------------------------------------------------------
    async def more_time(self, game_id: int, user_id: int, step_version: int) -> Outbox:
        """"More time" pressed by ``user_id`` on the reminder of the decision ``step_version``:
        :data:`MORE_TIME_HOURS` more on it.  Raises UnknownGame, GameNotActive, NotAPlayer,
        NotYourTurn (another player's decision), StaleVersion (an older decision's button),
        TimeRefused (this decision already extended by them, or their extensions used up)."""
        async with self.service.lock(game_id):
            g = await self._active(game_id)
            seat = g.seat_of(user_id)
            if seat is None:
                raise NotAPlayer(msg("time-err-more-not-a-player"))
            if step_version != g.row.step_version:
                raise TimeRefused(msg("time-err-more-stale"))
            to_act = self._to_act(g)
            if user_id not in to_act:
                waiting = [seat_arg(s) for s in self._seats(g, to_act)]
                raise NotYourTurn(msg("time-err-more-not-yours", waiting=waiting), g.names)
            log = await self.store.time_log(game_id)
            mine = [e for e in log if e.kind == "extend" and e.user_id == user_id]
            allowed = extensions_allowed(g.row.options)
            if any(e.step_version == g.row.step_version for e in mine):
                raise TimeRefused(msg("time-err-more-twice"))
            if len(mine) >= allowed:
                raise TimeRefused(msg("time-err-more-used", n=allowed))
            now = self.service.clock()
            entry = TimeEntry(game_id=game_id, kind="extend", user_id=user_id, step_version=g.row.step_version,
                              data={"hours": MORE_TIME_HOURS, "deadline": g.row.deadline})
            g = await self._set(g, now, paused=g.row.paused, stop=g.row.deadline is None, entries=[entry],
                                extra=MORE_TIME_HOURS * 3600)
            left = allowed - len(mine) - 1
            if g.row.deadline is not None:
                line = msg("time-more", player=seat_arg(seat), hours=int(MORE_TIME_HOURS), t=str(int(g.row.deadline)), left=left)
            else:
                line = msg("time-more-stopped", player=seat_arg(seat), hours=int(MORE_TIME_HOURS), left=left)
            return self._outbox(g, [line])

    # ---- vacations ---------------------------------------------------------------------------
    async def budget(self, guild_id: int) -> float:
        """The server's vacation days per :data:`VACATION_WINDOW_DAYS` days."""
        days = await self.store.vacation_days(guild_id)
        return DEFAULT_VACATION_DAYS if days is None else days

    async def set_budget(self, guild_id: int, days: float | None) -> float:
        """A manager sets the server's vacation days (None: the default).  Raises BadOption."""
        if days is not None and not 0 <= days <= VACATION_WINDOW_DAYS:
            raise BadOption(msg("time-err-budget-range", max=VACATION_WINDOW_DAYS))
        await self.store.set_vacation_days(guild_id, days, self.service.clock())
        return await self.budget(guild_id)

    async def used_days(self, guild_id: int, user_id: int, now: float | None = None) -> float:
        """Days of the user's vacations in ``guild_id`` that began in the last window (a current
        one counted to its planned end)."""
        now = self.service.clock() if now is None else now
        since = now - VACATION_WINDOW_DAYS * DAY
        return sum((v.end - v.start) / DAY for v in await self.store.vacations(guild_id, user_id) if v.start > since)

    async def current_vacation(self, guild_id: int, user_id: int) -> Vacation | None:
        return await self.away.current(self.store, guild_id, user_id, self.service.clock())

    async def start_vacation(self, guild_id: int, user_id: int, days: float) -> tuple[Vacation, list[int]]:
        """``user_id`` goes on vacation in ``guild_id`` for ``days`` days from now.  Returns the
        vacation and the ids of the user's active games there, to :meth:`settle` (their clocks
        stop where the user must decide).  Raises TimeRefused (already away, budget), BadOption
        (days < 1)."""
        now = self.service.clock()
        if days < 1:
            raise BadOption(msg("time-err-vacation-days"))
        current = await self.current_vacation(guild_id, user_id)
        if current is not None:
            raise TimeRefused(msg("time-err-vacation-already", t=str(int(current.end))))
        budget = await self.budget(guild_id)
        used = await self.used_days(guild_id, user_id, now)
        if used + days > budget + 1e-9:
            raise TimeRefused(
                msg("time-err-vacation-budget", days=_days(budget), window=VACATION_WINDOW_DAYS, left=_days(max(0.0, budget - used)))
            )
        await self.store.add_vacation(guild_id, user_id, "start", now, now + days * DAY)
        self.away.forget(guild_id)
        vacation = await self.current_vacation(guild_id, user_id)
        assert vacation is not None
        return vacation, await self.store.games_of(guild_id, user_id)

    async def end_vacation(self, guild_id: int, user_id: int) -> list[int]:
        """End the user's vacation now (the unused days go back to the budget).  Returns the ids
        of their active games there, to :meth:`settle` (their clocks run again).  Raises
        TimeRefused (not on vacation)."""
        now = self.service.clock()
        current = await self.current_vacation(guild_id, user_id)
        if current is None:
            raise TimeRefused(msg("time-err-vacation-none"))
        await self.store.add_vacation(guild_id, user_id, "end", now, current.end)
        self.away.forget(guild_id)
        return await self.store.games_of(guild_id, user_id)

    async def settle(self, game_id: int) -> Outbox | None:
        """Stop or restart the game's clock as its stored state says (paused, players to act on
        vacation now); None when it is already right.  Idempotent; the start-up calls it for
        every stopped clock (vacations that ended while the bot was down)."""
        async with self.service.lock(game_id):
            g = await self.service.load(game_id)
            if g.row.status != "active":
                return None
            now = self.service.clock()
            away = await self.waiting_for(g.row, self._to_act(g), now)
            stop = g.row.paused or bool(away)
            if stop == (g.row.deadline is None):
                return None
            left = time_left(g.row, now, self.full_time(g.row))
            if stop:
                vacationer = away[0]
                vacation = await self.away.current(self.store, g.row.guild_id, vacationer, now)
                until = vacation.end if vacation is not None else now
                entry = TimeEntry(game_id=game_id, kind="hold", user_id=vacationer, step_version=g.row.step_version,
                                  data={"left": left, "until": until})
                g = await self._set(g, now, paused=g.row.paused, stop=True, entries=[entry])
                line = msg("time-held", players=[seat_arg(s) for s in self._seats(g, away)], t=str(int(until)))
            else:
                entry = TimeEntry(game_id=game_id, kind="release", user_id=None, step_version=g.row.step_version,
                                  data={"left": left})
                g = await self._set(g, now, paused=False, stop=False, entries=[entry])
                line = msg("time-released", t=str(int(g.row.deadline or 0)))
            return self._outbox(g, [line])


    async def vacations_to_end(self) -> list[Vacation]:
        """The vacations not over yet (every guild): the start-up arms a timer at each end."""
        now = self.service.clock()
        return [v for v in await self.store.vacations() if v.end > now]

    # ---- queries -----------------------------------------------------------------------------
    async def status(self, game_id: int, user_id: int | None) -> TimeStatus:
        """The time facts of the game for ``/agora status``."""
        g = await self.service.load(game_id)
        now = self.service.clock()
        allowed = extensions_allowed(g.row.options)
        out = TimeStatus(paused=g.row.paused, extensions_allowed=allowed)
        if g.row.guild_id is not None:
            for s in g.seats:
                v = await self.away.current(self.store, g.row.guild_id, s.user_id, now)
                if v is not None:
                    out.away[s.user_id] = v.end
        if g.row.status == "active" and g.row.deadline is None:
            out.left = time_left(g.row, now, self.full_time(g.row))
        if user_id is not None and g.seat_of(user_id) is not None:
            used = sum(1 for e in await self.store.time_log(game_id) if e.kind == "extend" and e.user_id == user_id)
            out.extensions_left = max(0, allowed - used)
        return out

    async def log_lines(self, game_id: int) -> list[tuple[float, Text]]:
        """The game's time events as public lines with their times (for the game's log)."""
        g = await self.service.load(game_id)
        out: list[tuple[float, Text]] = []
        for e in await self.store.time_log(game_id):
            seat = g.seat_of(e.user_id) if e.user_id is not None else None
            who: Text = seat_arg(seat) if seat is not None else msg("time-a-manager")
            hours = int(e.data.get("hours", MORE_TIME_HOURS))
            texts: dict[str, Text] = {
                "pause": msg("time-log-pause", player=who),
                "resume": msg("time-log-resume", player=who),
                "extend": msg("time-log-extend", player=who, hours=hours),
                "hold": msg("time-log-hold", player=who),
                "release": msg("time-log-release"),
                "quiet": msg("time-log-quiet", player=who, t=str(int(e.data.get("to", 0)))),
                "weekend": msg("time-log-weekend", t=str(int(e.data.get("to", 0)))),
            }
            text = texts[e.kind]
            out.append((e.created_at, text))
        return out


def replay(entries: list[TimeEntry]) -> tuple[bool, dict[int, int]]:
    """What a game's time log alone says (oldest row first): whether the game is paused, and
    the "More time" presses per user id.  The stored row (``games.paused``) and
    :meth:`TimeKeeping.status` agree with it (tests/platform/test_time.py)."""
    paused = False
    presses: dict[int, int] = {}
    for e in entries:
        if e.kind in ("pause", "resume"):
            paused = e.kind == "pause"
        elif e.kind == "extend" and e.user_id is not None:
            presses[e.user_id] = presses.get(e.user_id, 0) + 1
    return paused, presses


def _days(days: float) -> str:
    return f"{days:.1f}".rstrip("0").rstrip(".")


__all__ = [
    "validate_extensions",
    "DEFAULT_EXTENSIONS",
    "MAX_EXTENSIONS",
    "DEFAULT_VACATION_DAYS",
    "MORE_TIME_HOURS",
    "TimeKeeping",
    "TimeRefused",
    "TimeStatus",
    "VACATION_WINDOW_DAYS",
    "replay",
    "time_left",
]
