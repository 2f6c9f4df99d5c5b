"""Time (issue 11) through the application on both back ends: the timers follow the stored
clocks across restarts (a paused game or a vacationer's decision never times out; a vacation
that ended while the bot was down restarts its clocks with the right time left), the turn
message says when the clock waits, and reminders carry the "More time" button."""

from __future__ import annotations

import asyncio

import pytest

from bot.app.agora import Agora
from bot.core.models import GameInfo
from tests.platform.helpers import NAMES, FakeClock, RecordingTransport, make_settings, until

HOUR = 3600.0
DAY = 24 * HOUR


class ReminderTransport(RecordingTransport):
    """A recording transport that can put the "More time" button on reminders."""

    def __init__(self) -> None:
        super().__init__()
        self.reminders: list[tuple[int, int, str]] = []  # (game id, step version, content)

    async def post_reminder(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        self.reminders.append((game.id, game.step_version, content))


async def _open(database, clock, transport=None) -> tuple[Agora, RecordingTransport]:
    transport = transport or RecordingTransport()
    app = Agora(make_settings(database), transport, clock=clock)
    await app.start()
    return app, transport


async def _new(app: Agora) -> GameInfo:
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=7)
    await app.service.join(info.id, 2, NAMES[1])
    return (await app.start_game(info.id, 1)).game


async def test_restart_while_on_vacation_then_the_vacation_ends_while_down(database, clock: FakeClock):
    app, _ = await _open(database, clock)
    info = await _new(app)
    away = info.to_act[0]
    clock.advance(4 * HOUR)  # 20 hours left on the decision
    vacation = await app.start_vacation(1, away, 2)
    assert f"deadline:{info.id}" not in app.scheduler.job_ids()
    assert app.scheduler.run_at(f"vacation:1:{away}") == pytest.approx(vacation.end, abs=1)
    await app.close()

    clock.advance(DAY)  # a restart during the vacation: nothing fires, the clock stays stopped
    app, transport = await _open(database, clock)
    try:
        await asyncio.sleep(0.05)
        assert (await app.storage.get_game(info.id)).deadline is None
        assert app.scheduler.job_ids() == [f"vacation:1:{away}"]
        assert app.scheduler.run_at(f"vacation:1:{away}") == pytest.approx(vacation.end, abs=1)
        assert await app.storage.count_actions(info.id) == 0 and transport.boards == []
    finally:
        await app.close()

    clock.advance(2 * DAY)  # the vacation ended while the bot was down
    app, transport = await _open(database, clock)
    try:
        row = await app.storage.get_game(info.id)
        assert row.deadline == pytest.approx(clock.t + 20 * HOUR)  # pushed by the vacation
        assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(clock.t + 20 * HOUR, abs=1)
        assert "The clock of this decision runs again" in transport.boards[-1].content
        assert await app.storage.count_actions(info.id) == 0
    finally:
        await app.close()


async def test_a_vacation_ends_on_its_timer(database, clock: FakeClock):
    app, transport = await _open(database, clock)
    try:
        info = await _new(app)
        away = info.to_act[0]
        await app.start_vacation(1, away, 1)
        clock.advance(DAY + 1)
        await app.on_vacation_end(1, away)  # what the timer calls
        row = await app.storage.get_game(info.id)
        assert row.deadline == pytest.approx(clock.t + DAY)
        assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(clock.t + DAY, abs=1)
        content = transport.content(9001)  # the turn message, edited
        assert "The clock of this decision is stopped" in content and "runs again" in content
    finally:
        await app.close()


async def test_restart_while_paused_never_times_out_and_resume_rearms(database, clock: FakeClock):
    app, transport = await _open(database, clock)
    info = await _new(app)
    clock.advance(10 * HOUR)  # 14 hours left
    await app.pause(info.id, 1, is_admin=False)
    assert app.scheduler.job_ids() == []
    assert transport.content(9001).endswith("(game paused: no deadline)")  # the turn message says so
    await app.close()

    clock.advance(5 * DAY)  # well past the old deadline
    app, transport = await _open(database, clock)
    try:
        await asyncio.sleep(0.05)
        assert app.scheduler.job_ids() == [] and await app.storage.count_actions(info.id) == 0
        out = await app.resume(info.id, 1, is_admin=False)
        assert out.game.deadline == pytest.approx(clock.t + 14 * HOUR)
        assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(clock.t + 14 * HOUR, abs=1)
    finally:
        await app.close()


async def test_restart_keeps_an_extension_and_reminders_carry_the_button(database, clock: FakeClock):
    app, _ = await _open(database, clock, ReminderTransport())
    info = await _new(app)
    out = await app.more_time(info.id, info.to_act[0], info.step_version)
    assert out.game.deadline == pytest.approx(info.deadline + DAY)
    await app.close()

    clock.t = info.deadline + DAY - 12 * HOUR - 0.05  # just before the 12-hour reminder of the new deadline
    transport = ReminderTransport()
    app, _ = await _open(database, clock, transport)
    try:
        assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(info.deadline + DAY, abs=1)
        await until(lambda: bool(transport.reminders))
        [(game_id, step, text)] = transport.reminders
        assert (game_id, step) == (info.id, info.step_version) and "about 12 hours left" in text
        assert transport.texts == []
    finally:
        await app.close()
