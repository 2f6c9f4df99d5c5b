"""Quiet hours through the application (issue 22, bot/features/held.py) on both back ends: a mention or a
reminder due in a player's quiet hours is held and delivered once when they end, also across a
restart; nothing is sent for a decision that is over by then."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from bot.app.agora import Agora
from bot.core.models import GameInfo
from bot.features.held import HeldStore
from bot.storage.sqlite import UserPrefs
from tests.platform.helpers import NAMES, FakeClock, RecordingTransport, make_settings, until

HOUR = 3600.0
ROME = ZoneInfo("Europe/Rome")


def rome(y: int, mo: int, d: int, h: int, mi: int = 0) -> float:
    return datetime(y, mo, d, h, mi, tzinfo=ROME).timestamp()


async def _open(database, clock) -> tuple[Agora, RecordingTransport]:
    transport = RecordingTransport()
    app = Agora(make_settings(database), transport, clock=clock)
    await app.start()
    return app, transport


async def _new(app: Agora) -> GameInfo:
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=7)
    await app.service.join(info.id, 2, NAMES[1])
    return (await app.start_game(info.id, 1)).game


async def _move(app: Agora, info: GameInfo) -> GameInfo:
    """The first player to act takes one coin or bids 0; the new info."""
    action = {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
    return (await app.act(info.id, info.to_act[0], action, info.version, None)).game


async def _sleeper(app: Agora, user: int, **more) -> None:
    await app.set_user_prefs(UserPrefs(user_id=user, timezone="Europe/Rome", quiet_hours=[23, 8], **more))


async def test_a_mention_in_quiet_hours_is_held_and_delivered_once_at_their_end(database, clock: FakeClock):
    clock.t = rome(2026, 3, 28, 23, 30)  # the night the clocks go forward in Rome
    app, transport = await _open(database, clock)
    try:
        await _sleeper(app, 1)
        info = await _new(app)
        assert info.to_act == [1]
        assert transport.boards[-1].mention_user_ids == []  # not pinged at 23:30
        end = rome(2026, 3, 29, 8)  # 08:00 summer time: 7.5 hours later, not 8.5
        assert end - clock.t == 7.5 * HOUR
        job = f"quiet:{info.id}:1:{info.step_version}"
        assert app.scheduler.run_at(job) == pytest.approx(end)
        clock.t = end
        await app.on_quiet_end(info.id, 1, info.step_version)
        [(game_id, text, pinged)] = transport.texts
        assert (game_id, pinged) == (info.id, [1])
        assert text.startswith("<@1>, your quiet hours are over and this waits for you: take 1-3 coins (deadline <t:")
        await app.on_quiet_end(info.id, 1, info.step_version)  # a second process firing it: nothing
        assert len(transport.texts) == 1
        assert await HeldStore(app.storage).all() == []
    finally:
        await app.close()


async def test_a_player_awake_is_pinged_at_once(database, clock: FakeClock):
    clock.t = rome(2026, 10, 24, 12)
    app, transport = await _open(database, clock)
    try:
        await _sleeper(app, 1)
        await _new(app)
        assert transport.boards[-1].mention_user_ids == [1]
        assert await HeldStore(app.storage).all() == []
    finally:
        await app.close()


async def test_a_held_mention_survives_a_restart_and_a_finished_decision_sends_nothing(database, clock: FakeClock):
    clock.t = rome(2026, 10, 24, 23, 30)  # the night the clocks go back: 9.5 hours of quiet
    app, _ = await _open(database, clock)
    await _sleeper(app, 1)
    await _sleeper(app, 2)
    info = await _new(app)
    await app.close()
    clock.t = rome(2026, 10, 25, 9)  # down across the end of the quiet hours
    app, transport = await _open(database, clock)
    try:
        await until(lambda: bool(transport.texts))  # overdue: delivered at start-up
        [(_, text, pinged)] = transport.texts
        assert pinged == [1] and "your quiet hours are over" in text
        # a move at 09:00 (awake): the next players are pinged at once
        info = await _move(app, info)
        assert transport.boards[-1].mention_user_ids == info.to_act
        # a move at 23:30: the next players' mentions are held; a move before their end makes
        # the held rows send nothing
        clock.t = rome(2026, 10, 25, 23, 30)
        info = await _move(app, info)
        held = await HeldStore(app.storage).all()
        assert held and {h.user_id for h in held} <= set(info.to_act)
        assert transport.boards[-1].mention_user_ids == []
        await _move(app, info)
        for h in held:
            await app.on_quiet_end(h.game_id, h.user_id, h.step_version)
        assert len(transport.texts) == 1
        assert await HeldStore(app.storage).all() == []
    finally:
        await app.close()


async def test_a_reminder_in_quiet_hours_is_held(database, clock: FakeClock):
    clock.t = rome(2026, 1, 10, 12)
    app, transport = await _open(database, clock)
    try:
        await _sleeper(app, 1, reminder_hours=[12.0])
        info = await _new(app)  # deadline 12:00 tomorrow; the 12-hour reminder is due at 00:00
        assert info.deadline == rome(2026, 1, 11, 12)
        clock.t = rome(2026, 1, 11, 0)
        await app.on_reminder(info.id, info.version, 1, 12.0)
        assert transport.texts == []  # not now
        assert [h.kind for h in await HeldStore(app.storage).all()] == ["reminder"]
        clock.t = rome(2026, 1, 11, 8)
        await app.on_quiet_end(info.id, 1, info.step_version)
        [(_, text, pinged)] = transport.texts
        assert pinged == [1] and f"<t:{int(info.deadline)}:R>" in text
    finally:
        await app.close()


async def test_status_names_the_players_in_quiet_hours_with_their_end(database, clock: FakeClock):
    from cogs.time import status_lines

    clock.t = rome(2026, 10, 24, 23, 30)
    app, _ = await _open(database, clock)
    try:
        await _sleeper(app, 2)
        info = await _new(app)
        end = int(rome(2026, 10, 25, 8))
        assert f"Bob has quiet hours until <t:{end}:t>: reminders and mentions wait until then." in await status_lines(app, info, 1, "en")
        assert f"Bob è nelle ore di silenzio fino alle <t:{end}:t>: promemoria e menzioni aspettano fino ad allora." in (
            await status_lines(app, info, 1, "it"))
        clock.t = rome(2026, 10, 25, 8)
        assert not any("quiet" in line for line in await status_lines(app, info, 1, "en"))
    finally:
        await app.close()


async def test_game_settings_are_stored_per_game_and_survive_a_restart(database, clock: FakeClock):
    from bot.core.errors import NotAPlayer
    from bot.features.gameprefs import GamePrefs

    app, transport = await _open(database, clock)
    info = await _new(app)
    other = await _new(app)
    await app.set_game_prefs(GamePrefs(game_id=info.id, user_id=1, mentions=False, reminder_hours=[]))
    with pytest.raises(NotAPlayer):
        await app.set_game_prefs(GamePrefs(game_id=info.id, user_id=3, mentions=False))
    await app.close()
    app, transport = await _open(database, clock)
    try:
        assert (await app.game_prefs(info.id, 1)).model_dump() == {
            "game_id": info.id, "user_id": 1, "mentions": False, "private_messages": None, "reminder_hours": []
        }
        here = (await app.users_prefs([1], info.id))[1]
        there = (await app.users_prefs([1], other.id))[1]
        assert (here.mentions, here.reminder_hours) == (False, [])
        assert (there.mentions, there.reminder_hours) == (True, None)
        assert (await app.users_prefs([1]))[1].mentions  # the user's own
    finally:
        await app.close()


# ---- heads-up (issue 22, bot/core/headsup.py) ----------------------------------------------------------
@pytest.fixture
def fixed_order(monkeypatch):
    """The toy's take turns go round the table in seat order (a fixed turn order)."""
    from tests.toy_engine import ToyEngine

    def next_turn_seat(self, state):
        return (state.turn + 1) % state.seats if state.phase == "take" else None

    monkeypatch.setattr(ToyEngine, "next_turn_seat", next_turn_seat, raising=False)


async def _three(app: Agora) -> GameInfo:
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=7)
    await app.service.join(info.id, 2, NAMES[1])
    await app.service.join(info.id, 3, NAMES[2])
    return (await app.start_game(info.id, 1)).game


async def test_heads_up_goes_once_to_the_next_player_who_opted_in(database, clock: FakeClock, fixed_order):
    clock.t = rome(2026, 1, 12, 12)
    app, transport = await _open(database, clock)
    try:
        for user in (1, 2, 3):
            await app.set_user_prefs(UserPrefs(user_id=user, heads_up=True))
        info = await _three(app)
        seat = info.seat_of(info.to_act[0])
        nxt = info.user_of((seat + 1) % 3)
        assert transport.private == [
            (nxt, f"You are next in game #{info.id} (Coin Grab): {info.names[seat]} has started their turn.")
        ]
        out = await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)
        after = info.user_of((seat + 2) % 3)
        assert [u for u, _ in transport.private] == [nxt, after]  # one per turn
        # opted out, or in quiet hours: none
        await app.set_user_prefs(UserPrefs(user_id=info.user_of(seat), heads_up=False))
        out = await app.act(info.id, out.game.to_act[0], {"kind": "take", "n": 1}, out.game.version, None)
        assert len(transport.private) == 2
    finally:
        await app.close()


async def test_heads_up_is_in_the_readers_language_and_not_sent_in_quiet_hours(database, clock: FakeClock, fixed_order):
    from bot.service import seat_order

    order = seat_order([1, 2, 3], 7)  # the toy's first take turn is seat 0's
    clock.t = rome(2026, 1, 12, 23, 30)
    app, transport = await _open(database, clock)
    try:
        await app.set_user_prefs(UserPrefs(user_id=order[1], heads_up=True, timezone="Europe/Rome", quiet_hours=[23, 8]))
        await app.set_user_prefs(UserPrefs(user_id=order[2], heads_up=True, locale="it"))
        info = await _three(app)
        assert info.to_act == [order[0]]
        assert transport.private == []  # order[1] is in their quiet hours
        await app.act(info.id, order[0], {"kind": "take", "n": 1}, info.version, None)
        assert transport.private == [(order[2], f"Tocca a te dopo, nella partita #{info.id} (Coin Grab): "
                                                f"{info.names[1]} ha iniziato il suo turno.")]
    finally:
        await app.close()


# ---- the daily digest (issue 22, bot/features/digest.py) ---------------------------------------------------
def test_digest_hours_and_times_across_rome_dst():
    from bot.features import digest

    assert digest.parse_hour("8") == 8 and digest.parse_hour("18:00") == 18 and digest.parse_hour("off") is None
    for bad in ("24", "8-9", "", "eight"):
        with pytest.raises(ValueError):
            digest.parse_hour(bad)
    # 08:00 Rome: 07:00 UTC on Saturday 28 March, 06:00 UTC on Sunday 29 (summer time began)
    assert digest.next_time(rome(2026, 3, 28, 9), "Europe/Rome", 8) == rome(2026, 3, 29, 8)
    assert rome(2026, 3, 29, 8) - rome(2026, 3, 28, 8) == 23 * HOUR
    assert rome(2026, 10, 25, 8) - rome(2026, 10, 24, 8) == 25 * HOUR
    assert digest.day_of(rome(2026, 10, 25, 0, 30), "Europe/Rome") == "2026-10-25"


async def test_the_digest_replaces_the_mentions_and_comes_once_a_day(database, clock: FakeClock):
    clock.t = rome(2026, 10, 24, 12)
    app, transport = await _open(database, clock)
    await app.set_user_prefs(UserPrefs(user_id=1, timezone="Europe/Rome", digest_hour=8))
    await app.set_user_prefs(UserPrefs(user_id=2, timezone="Europe/Rome", digest_hour=8))
    info = await _new(app)
    assert transport.boards[-1].mention_user_ids == []  # the digest instead of a ping
    assert app.scheduler.run_at("digest:1") == pytest.approx(rome(2026, 10, 25, 8))  # 20 hours: a 25-hour day
    await app.close()
    clock.t = rome(2026, 10, 25, 8)  # a restart; the digest is due
    app, transport = await _open(database, clock)
    try:
        await until(lambda: bool(transport.private))
        first = info.to_act[0]
        assert transport.private == [(first, "**One game is waiting for you:**\n"
                                             f"- #{info.id} Coin Grab: take 1-3 coins (deadline <t:{int(info.deadline)}:R>)")]
        await app.on_digest(first)  # a second process, the same day: nothing more
        assert len(transport.private) == 1
        assert app.scheduler.run_at(f"digest:{first}") == pytest.approx(rome(2026, 10, 26, 8))
        # the other player has nothing waiting: no message
        other = 3 - first
        await app.on_digest(other)
        assert len(transport.private) == 1
        # the next day again, in Italian
        await app.set_lang(first, "it")
        clock.t = rome(2026, 10, 26, 8)
        await app.on_digest(first)
        assert transport.private[-1][1].startswith("**Una partita ti aspetta:**\n")
        # off: the timer left over sends nothing
        await app.set_user_prefs((await app.user_prefs(first)).model_copy(update={"digest_hour": None}))
        clock.t = rome(2026, 10, 27, 8)
        await app.on_digest(first)
        assert len(transport.private) == 2
    finally:
        await app.close()


async def test_a_repost_pings_nobody_in_quiet_hours(database, clock: FakeClock):
    """`/agora repost` (Agora.repost_board) mentions the players to act as a turn's post does:
    a player in their quiet hours is not pinged, the mention is held for their end."""
    clock.t = rome(2026, 10, 24, 23, 30)
    app, transport = await _open(database, clock)
    try:
        await _sleeper(app, 1)
        info = await _new(app)
        await app.repost_board(info.id)
        assert transport.boards[-1].mention_user_ids == []
        assert [h.user_id for h in await HeldStore(app.storage).all()] == [1]
    finally:
        await app.close()
