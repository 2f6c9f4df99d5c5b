"""Time (issue 11, bot/features/timekeeping.py) through the service on both back ends: the host's pause,
"More time" and vacations; each one transaction with the version compare-and-swap and a row in
the append-only time log, the deadlines computed from the stored rows."""

from __future__ import annotations

import pytest

from bot.core.errors import BadOption, Forbidden, GameNotActive, NotAPlayer, NotYourTurn, StaleVersion
from bot.features.timekeeping import DEFAULT_VACATION_DAYS, TimeRefused, replay
from bot.service import Service
from bot.storage.timestore import TimeEntry
from tests.platform.helpers import started

HOUR = 3600.0
DAY = 24 * HOUR
TAKE1 = {"kind": "take", "n": 1}


async def _row(service: Service, game_id: int):
    return await service.storage.get_game(game_id)


async def _move(service: Service, info, user: int | None = None):
    """A player to act (``user`` if given) takes one coin or bids 0; the new info."""
    action = TAKE1 if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
    return (await service.act(info.id, user or info.to_act[0], action, info.version, None)).game


# ---- pause ---------------------------------------------------------------------------------
async def test_pause_stops_the_clock_and_resume_restarts_it_with_the_time_left(service: Service, clock):
    info = await started(service)
    clock.advance(5 * HOUR)  # 19 hours left
    out = await service.time.pause(info.id, 1, is_admin=False)
    assert out.game.paused and out.game.deadline is None
    assert out.game.version == info.version + 1 and out.game.step_version == info.step_version  # panels stay valid
    assert out.public() == ["Alice paused the game: no deadlines until it resumes (moves are still allowed)."]
    assert not out.board and out.mention_user_ids == []
    row = await _row(service, info.id)
    assert (row.clock_step, row.clock_left) == (info.step_version, pytest.approx(19 * HOUR))
    clock.advance(3 * DAY)  # the pause lasts three days: nothing times out
    assert await service.timeout(info.id, out.game.version) is None
    out = await service.time.resume(info.id, 1, is_admin=False)
    assert not out.game.paused
    assert out.game.deadline == pytest.approx(clock.t + 19 * HOUR)  # pushed by the time paused
    assert out.public() == [f"Alice resumed the game: the clock runs again (deadline <t:{int(clock.t + 19 * HOUR)}:R>)."]
    assert [(e.kind, e.user_id) for e in await service.time.store.time_log(info.id)] == [("pause", 1), ("resume", 1)]


async def test_a_paused_game_accepts_moves_and_its_new_decisions_wait_with_their_full_time(service: Service, clock):
    info = await started(service)
    await service.time.pause(info.id, 1, is_admin=False)
    info = await _move(service, await service.info(info.id))
    assert info.paused and info.deadline is None  # the next decision has no deadline either
    clock.advance(2 * DAY)
    out = await service.time.resume(info.id, 1, is_admin=False)
    assert out.game.deadline == pytest.approx(clock.t + DAY)  # its full 24 hours


async def test_who_may_pause_and_resume(service: Service):
    info = await started(service, 3)
    with pytest.raises(Forbidden, match="Only the host or a server manager"):
        await service.time.pause(info.id, 2, is_admin=False)
    with pytest.raises(TimeRefused, match="not paused"):
        await service.time.resume(info.id, 1, is_admin=False)
    assert (await _row(service, info.id)).version == info.version  # refusals change nothing
    out = await service.time.pause(info.id, 99, is_admin=True)  # a manager who is not seated
    assert out.public() == ["A server manager paused the game: no deadlines until it resumes (moves are still allowed)."]
    with pytest.raises(TimeRefused, match="already paused"):
        await service.time.pause(info.id, 1, is_admin=False)
    with pytest.raises(Forbidden):
        await service.time.resume(info.id, 3, is_admin=False)
    await service.time.resume(info.id, 1, is_admin=False)


async def test_pause_needs_a_running_game(service: Service):
    lobby = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice")
    with pytest.raises(GameNotActive):
        await service.time.pause(lobby.id, 1, is_admin=False)


async def test_a_clock_change_is_a_compare_and_swap(service: Service, clock):
    info = await started(service)
    store = service.time.store
    entry = TimeEntry(game_id=info.id, kind="pause", user_id=1, step_version=info.step_version)
    kwargs = dict(now=clock.t, deadline=None, paused=True, clock_step=None, clock_left=None, entries=[entry])
    assert not await store.set_clock(info.id, info.version - 1, **kwargs)  # an old version: nothing
    assert await store.time_log(info.id) == [] and (await _row(service, info.id)).version == info.version
    assert await store.set_clock(info.id, info.version, **kwargs)
    assert [e.seq for e in await store.time_log(info.id)] == [1]


async def test_the_time_log_is_append_only(service: Service):
    info = await started(service)
    await service.time.pause(info.id, 1, is_admin=False)
    table = "time_log"
    with pytest.raises(Exception, match="append-only"):
        await service.storage._write(f"UPDATE {table} SET kind = 'resume'")
    with pytest.raises(Exception, match="append-only"):
        await service.storage._write(f"DELETE FROM {table}")


# ---- more time -----------------------------------------------------------------------------
async def test_more_time_adds_24_hours_to_the_current_decision(service: Service, clock):
    info = await started(service)
    user = info.to_act[0]
    out = await service.time.more_time(info.id, user, info.step_version)
    assert out.game.deadline == pytest.approx(info.deadline + DAY)
    name = "Alice" if user == 1 else "Bob"
    assert out.public() == [
        f"{name} took 24 more hours for this decision (deadline <t:{int(info.deadline + DAY)}:R>; one more extension left)."
    ]
    with pytest.raises(TimeRefused, match="already took more time for this decision"):
        await service.time.more_time(info.id, user, info.step_version)


async def test_more_time_is_capped_per_player_per_game(service: Service, clock):
    info = await started(service)
    first = info.to_act[0]
    used = 0
    while used < 2:  # the default: twice per player per game, once per decision
        if first in info.to_act:
            await service.time.more_time(info.id, first, info.step_version)
            used += 1
        info = await _move(service, await service.info(info.id), first if first in info.to_act else None)
    while first not in info.to_act:
        info = await _move(service, info)
    with pytest.raises(TimeRefused, match=r"used all your extensions in this game \(2\)"):
        await service.time.more_time(info.id, first, info.step_version)


async def test_more_time_is_only_for_the_player_to_act_on_the_current_decision(service: Service):
    info = await started(service, 3)
    other = next(s.user_id for s in info.seats if s.user_id not in info.to_act)
    with pytest.raises(NotYourTurn, match="This decision is not yours"):
        await service.time.more_time(info.id, other, info.step_version)
    with pytest.raises(NotAPlayer, match="You are not playing this game"):
        await service.time.more_time(info.id, 99, info.step_version)
    old = info
    info = await _move(service, info)
    with pytest.raises(TimeRefused, match="earlier decision"):
        await service.time.more_time(info.id, info.to_act[0], old.step_version)
    assert (await _row(service, info.id)).version == info.version


async def test_the_host_sets_the_extensions(service: Service):
    info = await started(service, options={"extensions": 0})
    with pytest.raises(TimeRefused, match=r"used all your extensions in this game \(0\)"):
        await service.time.more_time(info.id, info.to_act[0], info.step_version)
    with pytest.raises(BadOption, match="from 0 to 5"):
        await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="A", options={"extensions": 9})


async def test_more_time_on_a_stopped_clock_adds_to_the_time_left(service: Service, clock):
    info = await started(service)
    clock.advance(4 * HOUR)
    await service.time.pause(info.id, 1, is_admin=False)
    out = await service.time.more_time(info.id, info.to_act[0], info.step_version)
    assert out.game.deadline is None and "the clock is stopped" in out.public()[0]
    out = await service.time.resume(info.id, 1, is_admin=False)
    assert out.game.deadline == pytest.approx(clock.t + 20 * HOUR + DAY)


# ---- vacations -----------------------------------------------------------------------------
async def test_a_vacation_stops_the_clocks_of_the_players_decisions_until_it_ends(service: Service, clock):
    info = await started(service)
    away = info.to_act[0]
    clock.advance(6 * HOUR)  # 18 hours left
    vacation, games = await service.time.start_vacation(1, away, 3)
    assert vacation.end == pytest.approx(clock.t + 3 * DAY) and games == [info.id]
    out = await service.time.settle(info.id)
    assert out is not None and out.game.deadline is None
    assert out.public()[0].startswith("The clock of this decision is stopped:")
    assert await service.time.settle(info.id) is None  # idempotent
    clock.advance(3 * DAY)  # the vacation ran out
    out = await service.time.settle(info.id)
    assert out.game.deadline == pytest.approx(clock.t + 18 * HOUR)  # pushed by the vacation's length
    assert [e.kind for e in await service.time.store.time_log(info.id)] == ["hold", "release"]


async def test_a_vacation_waits_only_for_the_vacationer(service: Service, clock):
    info = await started(service)
    other = next(s.user_id for s in info.seats if s.user_id not in info.to_act)
    _, games = await service.time.start_vacation(1, other, 2)
    assert await service.time.settle(info.id) is None  # not their decision: the clock runs
    info = await _move(service, info)
    assert info.to_act == [other] and info.deadline is None  # their decision starts: it waits
    await service.time.end_vacation(1, other)
    out = await service.time.settle(info.id)
    assert out.game.deadline == pytest.approx(clock.t + DAY)  # the full time of the decision


async def test_the_vacation_budget(service: Service, clock):
    await service.time.start_vacation(1, 5, 10)
    with pytest.raises(TimeRefused, match="already on vacation"):
        await service.time.start_vacation(1, 5, 1)
    clock.advance(2 * DAY)
    await service.time.end_vacation(1, 5)  # back early: 8 days return to the budget
    assert await service.time.used_days(1, 5) == pytest.approx(2)
    with pytest.raises(TimeRefused, match="this server allows 14 days per 90 days and you have 12 left"):
        await service.time.start_vacation(1, 5, 13)
    await service.time.start_vacation(1, 5, 12)
    with pytest.raises(TimeRefused, match="not on vacation"):
        await service.time.end_vacation(2, 5)  # another server: no vacation there
    clock.advance(91 * DAY)  # the window moved on
    assert await service.time.used_days(1, 5) == 0
    assert await service.time.budget(1) == DEFAULT_VACATION_DAYS


async def test_a_server_sets_its_vacation_budget(service: Service):
    assert await service.time.set_budget(7, 3) == 3
    with pytest.raises(TimeRefused, match="allows 3 days"):
        await service.time.start_vacation(7, 5, 4)
    with pytest.raises(BadOption):
        await service.time.set_budget(7, 91)
    assert await service.time.set_budget(7, None) == DEFAULT_VACATION_DAYS


async def test_a_game_started_for_a_vacationer_waits(service: Service, clock):
    for user in (1, 2):
        await service.time.start_vacation(1, user, 1)
    info = await started(service)
    assert info.deadline is None


async def test_a_stale_timer_after_a_clock_change_does_nothing(service: Service):
    info = await started(service)
    await service.time.more_time(info.id, info.to_act[0], info.step_version)
    assert await service.timeout(info.id, info.version) is None  # the old version's timer
    with pytest.raises(StaleVersion):  # and a concurrent change with the old version loses
        g = await service.load(info.id)
        g.row = g.row.model_copy(update={"version": info.version})
        await service.time._set(g, 0.0, paused=False, stop=False, entries=[])


async def test_the_time_log_tells_the_history_and_replays_to_the_stored_clock(service: Service, clock):
    info = await started(service)
    user = info.to_act[0]
    await service.time.pause(info.id, 1, is_admin=False)
    await service.time.more_time(info.id, user, info.step_version)
    await service.time.resume(info.id, 99, is_admin=True)
    _, games = await service.time.start_vacation(1, user, 1)
    await service.time.settle(info.id)
    clock.advance(2 * DAY)
    await service.time.settle(info.id)
    await service.time.pause(info.id, 1, is_admin=False)
    name = "Alice" if user == 1 else "Bob"
    lines = [info.render(text) for _, text in await service.time.log_lines(info.id)]
    assert lines == [
        "Alice paused the game.",
        f"{name} took 24 more hours.",
        "A server manager resumed the game.",
        f"The clock stopped: {name} is on vacation.",
        "The clock runs again.",
        "Alice paused the game.",
    ]
    public = [info.render(text) for text in await service.log(info.id)]  # /agora log shows them in order
    assert [line for line in public if line in lines] == lines
    entries = await service.time.store.time_log(info.id)
    row = await _row(service, info.id)
    assert replay(entries) == (row.paused, {user: 1}) == (True, {user: 1})
    assert (await service.time.status(info.id, user)).extensions_left == 1
