"""Players' time zones and quiet hours: the pure time arithmetic (no I/O).

A player sets an IANA zone (``/agora notify timezone:Europe/Rome``, :mod:`zoneinfo`) and quiet
hours ``from-to`` in whole local hours (``23-8``: from 23:00 to 08:00 the next morning; ``1-6``
within one night).  Quiet means the local wall-clock hour ``h`` satisfies ``from <= h < to``
(wrapping over midnight when ``from > to``).  Wall-clock hours follow daylight saving: quiet
hours 23-8 in Europe/Rome are 22:00-07:00 UTC in winter and 21:00-06:00 UTC in summer; the night
of a change is one hour shorter (March) or longer (October).

Decisions:

- ``from == to`` is refused (no quiet hours, or a whole day of them: neither is a setting).
- Quiet hours without a zone are read in UTC (the player is told so in ``/agora notify``).
- An end hour that does not exist that night (Europe/Rome skips 02:00-03:00 on the last Sunday
  of March) ends the quiet hours when the clocks jump (03:00 summer time); an end hour that
  occurs twice (October) ends them the first time.
- A deadline that falls inside a deciding player's quiet hours moves to their end; with several
  deciding players the push repeats until the deadline is outside everyone's quiet hours (at
  most :data:`MAX_PUSHES` times: quiet hours that cover the whole day cannot be set).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime, time, timedelta, tzinfo
from datetime import timezone as dt_timezone
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

#: how many times :func:`push` moves a deadline at most (several players' quiet hours in a row)
MAX_PUSHES = 16

_HOURS = re.compile(r"^\s*(\d{1,2})(?::00)?\s*[-–]\s*(\d{1,2})(?::00)?\s*$")

Quiet = tuple[int, int]


@lru_cache(maxsize=1)
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name :mod:`zoneinfo` knows, sorted."""
    return tuple(sorted(available_timezones()))


def zone_choices(current: str, limit: int = 25) -> list[str]:
    """Autocomplete: up to ``limit`` zone names containing ``current`` (case-insensitive),
    those that start with it first."""
    needle = current.strip().lower().replace(" ", "_")
    names = zone_names()
    if not needle:
        return list(names[:limit])
    starts = [n for n in names if n.lower().startswith(needle)]
    inside = [n for n in names if needle in n.lower() and n not in starts]
    return (starts + inside)[:limit]


def parse_zone(text: str) -> str:
    """``/agora notify timezone:`` -> the IANA name as :mod:`zoneinfo` spells it (``"europe/rome"``
    -> ``"Europe/Rome"``).  Raises ValueError for an unknown zone."""
    wanted = text.strip().replace(" ", "_")
    if not wanted:
        raise ValueError("empty zone")
    by_lower = {n.lower(): n for n in zone_names()}
    name = by_lower.get(wanted.lower())
    if name is None:
        raise ValueError(f"unknown zone {text!r}")
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as exc:
        raise ValueError(f"unknown zone {text!r}") from exc
    return name


def parse_hours(text: str) -> Quiet | None:
    """``/agora notify quiet_hours:`` -> ``(from, to)`` local hours 0..23: ``"23-8"`` ->
    ``(23, 8)``, ``"22:00-7:00"`` -> ``(22, 7)``; ``"off"``/``"none"`` -> None (no quiet hours).
    Raises ValueError for anything else (hours outside 0..24, equal hours)."""
    if text.strip().lower() in ("off", "none", "no", "0"):
        return None
    match = _HOURS.match(text)
    if match is None:
        raise ValueError(f"malformed hours {text!r}")
    start, end = int(match.group(1)), int(match.group(2))
    if not (0 <= start <= 24 and 0 <= end <= 24):
        raise ValueError(f"hours out of range {text!r}")
    start, end = start % 24, end % 24
    if start == end:
        raise ValueError(f"empty or whole-day quiet hours {text!r}")
    return start, end


def _zone(zone: str | None) -> tzinfo:
    """The zone (None: coordinated universal time)."""
    return ZoneInfo(zone) if zone else dt_timezone.utc


def quiet_at_hour(hour: int, quiet: Quiet) -> bool:
    """Whether local hour ``hour`` is inside ``quiet``."""
    start, end = quiet
    return start <= hour < end if start < end else hour >= start or hour < end


def quiet_end(ts: float, zone: str | None, quiet: Quiet | None) -> float | None:
    """The end (unix seconds) of the quiet hours that contain the instant ``ts``, or None when
    ``ts`` is outside them (or there are none).  ``zone`` None: UTC."""
    if quiet is None:
        return None
    tz = _zone(zone)
    local = datetime.fromtimestamp(ts, tz)
    if not quiet_at_hour(local.hour, quiet):
        return None
    day = local.date() if local.hour < quiet[1] else local.date() + timedelta(days=1)
    # fold=0: a nonexistent end hour (spring forward) maps to the jump, an ambiguous one to its
    # first occurrence (see the module's decisions)
    return datetime.combine(day, time(quiet[1]), tzinfo=tz).timestamp()


def push(deadline: float, quiets: Sequence[tuple[str | None, Quiet | None]]) -> float:
    """``deadline`` moved to the end of the quiet hours it falls in, for every ``(zone, quiet)``
    of the deciding players, until it is outside all of them (at most :data:`MAX_PUSHES`)."""
    for _ in range(MAX_PUSHES):
        ends = [e for e in (quiet_end(deadline, z, q) for z, q in quiets) if e is not None]
        if not ends:
            return deadline
        deadline = max(ends)
    return deadline


def next_quiet_start(ts: float, zone: str | None, quiet: Quiet) -> float:
    """The next start (unix seconds, > ``ts``) of the quiet hours (for ``/agora notify``)."""
    tz = _zone(zone)
    local = datetime.fromtimestamp(ts, tz)
    for days in range(3):
        at = datetime.combine(local.date() + timedelta(days=days), time(quiet[0]), tzinfo=tz).timestamp()
        if at > ts:
            return at
    raise AssertionError("unreachable: a start hour comes every day")


__all__ = [
    "MAX_PUSHES",
    "Quiet",
    "next_quiet_start",
    "parse_hours",
    "parse_zone",
    "push",
    "quiet_at_hour",
    "quiet_end",
    "zone_choices",
    "zone_names",
]
