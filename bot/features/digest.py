"""The daily digest: an opt-in private message once a day, at a local hour the player
chooses (``/agora notify digest:8``; ``off``), listing the games waiting for them with their
deadlines, instead of a mention at each turn (their turns' board posts name them without a ping;
reminders and the quiet hours' held messages still come).

Once a day across processes and restarts: the day (the player's local date) is claimed by an
INSERT into ``digest_sent`` (schema step 9) that only one process wins; the timer
``digest:<user>`` is armed at start-up for every player with a digest and re-armed after each.
A day with no game waiting sends nothing.  The hour is read in the zone of the player (UTC without
one); on the night of a daylight-saving change a missing hour (02:00 in Rome in March) is taken
as the jump, a repeated one (02:00 in October) once.
"""

from __future__ import annotations

import re
from datetime import datetime, time, timedelta, tzinfo
from datetime import timezone as dt_timezone
from zoneinfo import ZoneInfo

from bot.storage.portable import PortableStore

_HOUR = re.compile(r"^\s*(\d{1,2})(?::00)?\s*$")


def parse_hour(text: str) -> int | None:
    """``/agora notify digest:`` -> the local hour 0..23 (``"8"``, ``"18:00"``); ``"off"`` ->
    None.  Raises ValueError for anything else."""
    if text.strip().lower() in ("off", "none", "no"):
        return None
    match = _HOUR.match(text)
    if match is None or not 0 <= int(match.group(1)) <= 23:
        raise ValueError(f"not an hour {text!r}")
    return int(match.group(1))


def _zone(zone: str | None) -> tzinfo:
    return ZoneInfo(zone) if zone else dt_timezone.utc


def next_time(ts: float, zone: str | None, hour: int) -> float:
    """The next ``hour``:00 local (unix seconds) strictly after ``ts``."""
    tz = _zone(zone)
    day = datetime.fromtimestamp(ts, tz).date()
    for days in range(3):
        at = datetime.combine(day + timedelta(days=days), time(hour), tzinfo=tz).timestamp()
        if at > ts:
            return at
    raise AssertionError("unreachable: an hour comes every day")


def day_of(ts: float, zone: str | None) -> str:
    """The local date of ``ts`` (ISO), the key of one day's digest."""
    return datetime.fromtimestamp(ts, _zone(zone)).date().isoformat()


class DigestStore(PortableStore):
    """The digest's rows (both back ends)."""

    async def users(self) -> list[tuple[int, str | None, int]]:
        """``(user id, zone, hour)`` of every player with a digest."""
        rows = await self._fetch("SELECT user_id, timezone, digest_hour FROM users WHERE digest_hour IS NOT NULL")
        return [(int(r[0]), r[1], int(r[2])) for r in rows]

    async def claim(self, user_id: int, day: str, now: float) -> bool:
        """True for the one caller that records ``day``'s digest of ``user_id`` first."""
        changed = await self._write(
            "INSERT INTO digest_sent (user_id, day, sent_at) VALUES (?, ?, ?) ON CONFLICT (user_id, day) DO NOTHING",
            (user_id, day, float(now)),
        )
        return changed == 1

    async def active_games(self, user_id: int) -> list[int]:
        """The active games in which ``user_id`` has a seat, oldest first."""
        rows = await self._fetch(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id "
            "WHERE s.user_id = ? AND g.status = 'active' ORDER BY g.id",
            (user_id,),
        )
        return [int(r[0]) for r in rows]


def job_id(user_id: int) -> str:
    return f"digest:{user_id}"


__all__ = ["DigestStore", "day_of", "job_id", "next_time", "parse_hour"]
