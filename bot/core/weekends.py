"""Weekends off (game option ``weekends: off``): the pure time arithmetic (no I/O).

In a game created with ``weekends: off`` a decision's clock does not run from Saturday 00:00 to
Monday 00:00 in the zone of each player who must decide (``/agora notify timezone:``; the host's
zone for a player who set none; UTC when the host set none either).  The time left is kept: a
decision of 24 hours begun on Friday at 12:00 ends on Monday at 12:00.  With several players
deciding, the clock stops while ANY of them is in their weekend (the union of their weekends).

Rather than a stored stop and restart at each weekend's edges, the deadline is computed so: the
instant at which the decision's seconds have run outside those weekends (:func:`advance`), and
the seconds a running clock has left are the seconds outside weekends until its deadline
(:func:`working`).  Weekends follow the wall clock, so daylight-saving changes inside one
(Europe/Rome changes on Sunday mornings) make it 47 or 49 hours long.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta, tzinfo
from datetime import timezone as dt_timezone
from zoneinfo import ZoneInfo

#: the option's values at ``/agora new`` (on: the default, clocks always run)
VALUES = ("on", "off")
WEEK = 7 * 86400.0


def off(options: dict[str, object]) -> bool:
    """Whether the game's clocks stop on weekends (``options["weekends"] == "off"``)."""
    return options.get("weekends") == "off"


def _zone(zone: str | None) -> tzinfo:
    return ZoneInfo(zone) if zone else dt_timezone.utc


def _at(day: date, tz: tzinfo) -> float:
    return datetime.combine(day, time(0), tzinfo=tz).timestamp()


def spans(zone: str | None, start: float, end: float) -> list[tuple[float, float]]:
    """The weekends (Saturday 00:00 to Monday 00:00 local, unix seconds) of ``zone`` that
    overlap ``[start, end]``, in order."""
    tz = _zone(zone)
    first = datetime.fromtimestamp(start, tz).date()
    saturday = first - timedelta(days=(first.weekday() - 5) % 7)  # the last Saturday on or before
    out: list[tuple[float, float]] = []
    while True:
        a, b = _at(saturday, tz), _at(saturday + timedelta(days=2), tz)
        if a > end:
            return out
        if b > start:
            out.append((a, b))
        saturday += timedelta(days=7)


def _merged(zones: Sequence[str | None], start: float, end: float) -> list[tuple[float, float]]:
    found = sorted(s for z in dict.fromkeys(zones) for s in spans(z, start, end))
    out: list[tuple[float, float]] = []
    for a, b in found:
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def advance(start: float, seconds: float, zones: Sequence[str | None]) -> float:
    """The instant at which ``seconds`` have run from ``start`` outside the weekends of
    ``zones`` (a start inside a weekend runs from its end)."""
    if not zones:
        return start + seconds
    t, left = start, seconds
    while True:
        horizon = t + left + WEEK
        for a, b in _merged(zones, t, horizon):
            if b <= t:
                continue
            if a > t:
                if t + left <= a:
                    return t + left
                left -= a - t
            t = b
        if t + left <= horizon:
            return t + left
        # more weekends than a week's margin held (a long decision): go on from here


def working(start: float, end: float, zones: Sequence[str | None]) -> float:
    """The seconds of ``[start, end]`` outside the weekends of ``zones``."""
    if end <= start:
        return 0.0
    total = end - start
    if not zones:
        return total
    for a, b in _merged(zones, start, end):
        total -= max(0.0, min(b, end) - max(a, start))
    return total


__all__ = ["VALUES", "advance", "off", "spans", "working"]
