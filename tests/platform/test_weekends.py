"""Weekends off (issue 22, bot/core/weekends.py, game option ``weekends: off``): a decision's clock
does not run from Saturday 00:00 to Monday 00:00 in each deciding player's zone (the host's for a
player who set none); the time left is kept, across Europe/Rome's daylight-saving weekends, a
pause and a restart, on both back ends."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.core import weekends as w
from bot.core.errors import BadOption
from bot.service import Service
from bot.storage import open_storage
from bot.storage.sqlite import UserPrefs
from tests.platform.helpers import started

HOUR = 3600.0
ROME = ZoneInfo("Europe/Rome")
NY = ZoneInfo("America/New_York")


def at(tz: ZoneInfo, y: int, mo: int, d: int, h: int, mi: int = 0) -> float:
    return datetime(y, mo, d, h, mi, tzinfo=tz).timestamp()


# ---- the arithmetic ------------------------------------------------------------------------
def test_a_decision_begun_on_friday_ends_on_monday_with_its_time_kept():
    fri = at(ROME, 2026, 1, 9, 12)
    assert w.advance(fri, 24 * HOUR, ["Europe/Rome"]) == at(ROME, 2026, 1, 12, 12)
    assert w.working(fri, at(ROME, 2026, 1, 12, 12), ["Europe/Rome"]) == 24 * HOUR
    # begun on Saturday: it runs from Monday 00:00
    assert w.advance(at(ROME, 2026, 1, 10, 15), 24 * HOUR, ["Europe/Rome"]) == at(ROME, 2026, 1, 13, 0)
    # on a weekday with room to spare: unchanged
    assert w.advance(at(ROME, 2026, 1, 6, 9), 24 * HOUR, ["Europe/Rome"]) == at(ROME, 2026, 1, 7, 9)
    # a long decision (30 days) skips every weekend it spans
    end = w.advance(fri, 720 * HOUR, ["Europe/Rome"])
    assert w.working(fri, end, ["Europe/Rome"]) == 720 * HOUR
    assert end == at(ROME, 2026, 2, 20, 12)  # six weeks: 30 weekdays and 6 weekends of 48 hours


def test_weekends_across_the_daylight_saving_changes_in_rome():
    # 28-29 March 2026: the weekend is 47 hours; 24-25 October: 49 hours
    assert w.spans("Europe/Rome", at(ROME, 2026, 3, 27, 12), at(ROME, 2026, 3, 30, 12)) == [
        (at(ROME, 2026, 3, 28, 0), at(ROME, 2026, 3, 30, 0))
    ]
    assert at(ROME, 2026, 3, 30, 0) - at(ROME, 2026, 3, 28, 0) == 47 * HOUR
    assert at(ROME, 2026, 10, 26, 0) - at(ROME, 2026, 10, 24, 0) == 49 * HOUR
    fri = at(ROME, 2026, 3, 27, 12)
    assert w.advance(fri, 24 * HOUR, ["Europe/Rome"]) == at(ROME, 2026, 3, 30, 12)
    assert at(ROME, 2026, 3, 30, 12) - fri == (24 + 47) * HOUR
    fri = at(ROME, 2026, 10, 23, 12)
    assert w.advance(fri, 24 * HOUR, ["Europe/Rome"]) == at(ROME, 2026, 10, 26, 12)
    assert at(ROME, 2026, 10, 26, 12) - fri == (24 + 49) * HOUR


def test_several_zones_stop_the_clock_while_any_of_them_is_in_its_weekend():
    # Rome's weekend starts 6 hours before New York's and ends 6 hours before it
    fri = at(ROME, 2026, 1, 9, 12)
    end = w.advance(fri, 24 * HOUR, ["Europe/Rome", "America/New_York"])
    # stopped from Saturday 00:00 Rome to Monday 00:00 New York (= 06:00 Rome): 54 hours
    assert end == at(ROME, 2026, 1, 12, 18)
    assert w.advance(fri, 24 * HOUR, [None]) == datetime(2026, 1, 12, 11, tzinfo=ZoneInfo("UTC")).timestamp()


# ---- through the service ---------------------------------------------------------------------
async def test_the_option_is_checked(service: Service):
    with pytest.raises(BadOption):
        service.check_new_game("toy", {"weekends": "sometimes"})
    service.check_new_game("toy", {"weekends": "off"})


async def test_weekends_off_moves_the_deadline_by_the_players_zone_or_the_hosts(service: Service, clock):
    clock.t = at(ROME, 2026, 3, 27, 12)  # Friday before the March change
    await service.storage.set_user_prefs(UserPrefs(user_id=1, timezone="Europe/Rome"), clock.t)  # the host
    info = await started(service, options={"weekends": "off"})
    assert info.to_act == [1]
    assert info.deadline == at(ROME, 2026, 3, 30, 12)
    [entry] = await service.time.store.time_log(info.id)
    assert (entry.kind, entry.data) == ("weekend", {"from": clock.t + 24 * HOUR, "to": at(ROME, 2026, 3, 30, 12)})
    (_, line), = await service.time.log_lines(info.id)
    assert info.render(line) == f"The clock skips the weekend: deadline <t:{int(at(ROME, 2026, 3, 30, 12))}:f>."
    # Bob set New York: his decision stops until Monday 00:00 New York; Alice plays at once
    await service.storage.set_user_prefs(UserPrefs(user_id=2, timezone="America/New_York"), clock.t)
    out = await service.act(info.id, 1, {"kind": "take", "n": 1}, info.version, None)
    assert out.game.to_act == [2]
    # that week Rome and New York are 5 hours apart (the US changed on 8 March): Friday 07:00 in
    # New York, 17 hours to Saturday 00:00 there, the other 7 from Monday 00:00
    assert out.game.deadline == at(NY, 2026, 3, 30, 7)


async def test_weekends_on_is_the_default(service: Service, clock):
    clock.t = at(ROME, 2026, 3, 27, 12)
    info = await started(service)
    assert info.deadline == clock.t + 24 * HOUR
    assert await service.time.store.time_log(info.id) == []


async def test_a_pause_keeps_the_working_time_left_and_a_restart_keeps_the_deadline(database, clock):
    clock.t = at(ROME, 2026, 10, 22, 12)  # Thursday before the October change
    storage = await open_storage(database)
    service = Service(storage, default_deadline_hours=48, clock=clock)
    await storage.set_user_prefs(UserPrefs(user_id=1, timezone="Europe/Rome"), clock.t)
    info = await started(service, options={"weekends": "off"})
    assert info.deadline == at(ROME, 2026, 10, 26, 12)  # Thu 12 -> Sat 00 (36 h) + Mon 00 -> 12 (12 h)
    clock.t = at(ROME, 2026, 10, 24, 10)  # Saturday: still 12 working hours left
    await service.time.pause(info.id, 1, is_admin=False)
    assert (await storage.get_game(info.id)).clock_left == 12 * HOUR
    clock.t = at(ROME, 2026, 10, 27, 9)  # Tuesday
    out = await service.time.resume(info.id, 1, is_admin=False)
    assert out.game.deadline == at(ROME, 2026, 10, 27, 21)
    await storage.close()
    storage = await open_storage(database)  # a restart
    try:
        assert (await storage.get_game(info.id)).deadline == at(ROME, 2026, 10, 27, 21)
        assert (await storage.get_game(info.id)).options["weekends"] == "off"
        kinds = [e.kind for e in await Service(storage, clock=clock).time.store.time_log(info.id)]
        assert kinds == ["weekend", "pause", "resume"]
    finally:
        await storage.close()
