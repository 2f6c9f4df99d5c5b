"""Time zones and quiet hours (issue 22, bot/core/quiet_hours.py, bot/features/timekeeping.py): the pure
arithmetic across Europe/Rome's daylight-saving changes, and deadlines moved out of a deciding
player's quiet hours through the time log, on both back ends, across a restart."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.core import quiet_hours as q
from bot.service import Service
from bot.storage import open_storage
from bot.storage.sqlite import UserPrefs
from tests.platform.helpers import started

HOUR = 3600.0
ROME = ZoneInfo("Europe/Rome")


def rome(y: int, mo: int, d: int, h: int, mi: int = 0, fold: int = 0) -> float:
    return datetime(y, mo, d, h, mi, tzinfo=ROME, fold=fold).timestamp()


def utc(y: int, mo: int, d: int, h: int, mi: int = 0) -> float:
    return datetime(y, mo, d, h, mi, tzinfo=ZoneInfo("UTC")).timestamp()


# ---- parsing -------------------------------------------------------------------------------
def test_parse_hours_and_zones():
    assert q.parse_hours("23-8") == (23, 8)
    assert q.parse_hours(" 22:00 - 7:00 ") == (22, 7)
    assert q.parse_hours("1-6") == (1, 6)
    assert q.parse_hours("off") is None
    for bad in ("23", "8-8", "25-3", "a-b", "23-8-9", "", "0-24"):
        with pytest.raises(ValueError):
            q.parse_hours(bad)
    assert q.parse_zone("europe/rome") == "Europe/Rome"
    assert q.parse_zone("America/New York") == "America/New_York"
    for bad in ("Europe/Atlantis", "", "../../etc/passwd", "CET+1"):
        with pytest.raises(ValueError):
            q.parse_zone(bad)
    assert q.zone_choices("rome") == ["Europe/Rome"]
    assert q.zone_choices("Europe/R")[:2] == ["Europe/Riga", "Europe/Rome"]
    assert len(q.zone_choices("")) == 25


# ---- the arithmetic, with daylight saving ----------------------------------------------------
def test_quiet_end_in_winter_and_summer_follows_the_wall_clock():
    # 23-8 in Rome: 22:00-07:00 UTC in winter (CET), 21:00-06:00 UTC in summer (CEST)
    assert q.quiet_end(utc(2026, 1, 10, 22, 30), "Europe/Rome", (23, 8)) == utc(2026, 1, 11, 7)
    assert q.quiet_end(utc(2026, 1, 10, 21, 30), "Europe/Rome", (23, 8)) is None
    assert q.quiet_end(utc(2026, 7, 10, 21, 30), "Europe/Rome", (23, 8)) == utc(2026, 7, 11, 6)
    assert q.quiet_end(utc(2026, 7, 11, 6, 0), "Europe/Rome", (23, 8)) is None  # 08:00 sharp: awake
    # no zone: UTC
    assert q.quiet_end(utc(2026, 7, 10, 23, 30), None, (23, 8)) == utc(2026, 7, 11, 8)


def test_quiet_hours_across_the_march_change_in_rome():
    # 29 March 2026: 02:00 CET -> 03:00 CEST.  The night 23-8 is 8 hours long, not 9
    night_start = rome(2026, 3, 28, 23)
    end = q.quiet_end(night_start, "Europe/Rome", (23, 8))
    assert end == rome(2026, 3, 29, 8) == utc(2026, 3, 29, 6)
    assert end - night_start == 8 * HOUR
    # an end hour that does not exist that night (2-3 skipped) ends at the jump
    assert q.quiet_end(rome(2026, 3, 29, 1, 30), "Europe/Rome", (0, 2)) == utc(2026, 3, 29, 1)
    # a deadline at 01:30 CET with quiet 23-8 moves to 08:00 CEST
    assert q.push(rome(2026, 3, 29, 1, 30), [("Europe/Rome", (23, 8))]) == utc(2026, 3, 29, 6)


def test_quiet_hours_across_the_october_change_in_rome():
    # 25 October 2026: 03:00 CEST -> 02:00 CET.  The night 23-8 is 10 hours long
    night_start = rome(2026, 10, 24, 23)
    end = q.quiet_end(night_start, "Europe/Rome", (23, 8))
    assert end == rome(2026, 10, 25, 8) == utc(2026, 10, 25, 7)
    assert end - night_start == 10 * HOUR
    # both 02:30s (the hour that happens twice) are inside 1-3; the end is 03:00 CET
    first, second = rome(2026, 10, 25, 2, 30, fold=0), rome(2026, 10, 25, 2, 30, fold=1)
    assert second - first == HOUR
    assert q.quiet_end(first, "Europe/Rome", (1, 3)) == q.quiet_end(second, "Europe/Rome", (1, 3)) == utc(2026, 10, 25, 2)


def test_push_with_several_players_chains_their_quiet_hours():
    # Rome sleeps 23-8, New York (6 hours behind in January) sleeps 0-6 local = 05:00-11:00 UTC
    quiets = [("Europe/Rome", (23, 8)), ("America/New_York", (0, 6))]
    assert q.push(utc(2026, 1, 10, 23), quiets) == utc(2026, 1, 11, 11)
    assert q.push(utc(2026, 1, 10, 12), quiets) == utc(2026, 1, 10, 12)  # nobody sleeps: kept


# ---- through the service (both back ends) ------------------------------------------------------
async def _quiet(service: Service, user: int, zone: str | None, hours: tuple[int, int] | None, now: float) -> None:
    await service.storage.set_user_prefs(
        UserPrefs(user_id=user, timezone=zone, quiet_hours=None if hours is None else list(hours)), now
    )


async def test_a_deadline_inside_the_deciding_players_quiet_hours_passes_at_their_end(service: Service, clock):
    clock.t = rome(2026, 3, 28, 2)  # a game started at 02:00 in Rome, the night before the change
    await _quiet(service, 1, "Europe/Rome", (23, 8), clock.t)
    await _quiet(service, 2, "Europe/Rome", (23, 8), clock.t)
    info = await started(service)  # 24 hours: 02:00 of the 29th, inside the quiet hours
    assert info.deadline == utc(2026, 3, 29, 6)  # 08:00 CEST, the first day of summer time
    log = await service.time.store.time_log(info.id)
    assert [(e.kind, e.user_id) for e in log] == [("quiet", info.to_act[0])]
    assert log[0].data == {"from": clock.t + 24 * HOUR, "to": utc(2026, 3, 29, 6)}
    # the game's log says it in words
    (_, line), = await service.time.log_lines(info.id)
    assert info.render(line) == f"Alice's deadline moved to the end of their quiet hours: <t:{int(utc(2026, 3, 29, 6))}:f>."


async def test_a_deadline_outside_quiet_hours_and_a_player_without_them_are_left_alone(service: Service, clock):
    clock.t = rome(2026, 10, 24, 12)
    await _quiet(service, 2, "Europe/Rome", (23, 8), clock.t)  # only Bob sleeps; Alice decides
    info = await started(service)
    assert info.to_act == [1]
    assert info.deadline == clock.t + 24 * HOUR
    assert await service.time.store.time_log(info.id) == []


async def test_october_deadline_and_a_resumed_clock_are_pushed_too(service: Service, clock):
    clock.t = rome(2026, 10, 24, 3)  # 24 hours later it is 02:00 CET of the 25th (a 25-hour day)
    await _quiet(service, 1, "Europe/Rome", (23, 8), clock.t)
    info = await started(service)
    assert info.deadline == rome(2026, 10, 25, 8) == utc(2026, 10, 25, 7)
    await service.time.pause(info.id, 1, is_admin=False)  # at once: 30 hours left (a 25-hour day)
    row = await service.storage.get_game(info.id)
    assert row.clock_left == 30 * HOUR
    clock.t = rome(2026, 10, 25, 20)
    out = await service.time.resume(info.id, 1, is_admin=False)
    # 20:00 + 30 h = 02:00 of the 27th, inside the quiet hours: 08:00
    assert out.game.deadline == rome(2026, 10, 27, 8)
    kinds = [e.kind for e in await service.time.store.time_log(info.id)]
    assert kinds == ["quiet", "pause", "resume", "quiet"]


async def test_quiet_settings_and_pushed_deadline_survive_a_restart(database, clock):
    clock.t = rome(2026, 1, 10, 10)
    storage = await open_storage(database)
    service = Service(storage, default_deadline_hours=14, clock=clock)
    await _quiet(service, 1, "Europe/Rome", (23, 8), clock.t)
    info = await started(service)  # 10:00 + 14 h = 00:00: moved to 08:00
    assert info.deadline == rome(2026, 1, 11, 8)
    await storage.close()
    storage = await open_storage(database)  # a new process
    try:
        prefs = await storage.user_prefs(1)
        assert (prefs.timezone, prefs.quiet) == ("Europe/Rome", (23, 8))
        assert (await storage.get_game(info.id)).deadline == rome(2026, 1, 11, 8)
        service = Service(storage, default_deadline_hours=14, clock=clock)
        assert [e.kind for e in await service.time.store.time_log(info.id)] == ["quiet"]
    finally:
        await storage.close()
