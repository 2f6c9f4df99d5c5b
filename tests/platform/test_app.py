"""The application: publishing outboxes, deadlines and reminders through the timer, restarts."""

from __future__ import annotations

import asyncio
import io
import json

import pytest
from PIL import Image

import render
from bot.app.agora import Agora
from bot.app.publisher import compose
from bot.app.scheduler import reminder_number
from tests.platform.helpers import NAMES, T0, FakeClock, RecordingTransport, make_settings, until

DAY = 24 * 3600
TAKE2 = {"kind": "take", "n": 2}
#: the numbers of the 12-hour and 1-hour reminders (the server's lead times in these tests)
R12, R1 = reminder_number(12), reminder_number(1)


async def _new(app: Agora, players: int = 2, seed: int = 7, options: dict | None = None):
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", options=options, seed=seed)
    for user in range(2, players + 1):
        await app.service.join(info.id, user, NAMES[user - 1])
    return (await app.start_game(info.id, 1)).game


async def _open(db_path, clock, transport=None, reminders=(12.0, 1.0)) -> tuple[Agora, RecordingTransport]:
    transport = transport or RecordingTransport()
    app = Agora(make_settings(db_path, reminders), transport, clock=clock)
    await app.start()
    return app, transport


async def test_start_publishes_the_board_and_arms_the_timers(app: Agora, clock):
    info = await _new(app)
    [post] = app.transport.boards
    user = info.to_act[0]
    assert post.mention_user_ids == [user]
    assert post.content.splitlines()[0].startswith("Coin Grab begins. Seat order:")
    assert post.content.splitlines()[-1] == f"<@{user}>: take 1-3 coins (deadline <t:{int(T0 + DAY)}:R>)"
    assert post.image is None and not post.final  # the toy engine has no renderer
    assert (await app.storage.get_game(info.id)).board_message_id == 9001
    assert app.scheduler.job_ids() == [f"deadline:{info.id}", f"remind:{info.id}:{R12}", f"remind:{info.id}:{R1}"]
    assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(T0 + DAY, abs=1)
    assert app.scheduler.run_at(f"remind:{info.id}:{R12}") == pytest.approx(T0 + DAY - 12 * 3600, abs=1)


async def test_board_is_rendered_from_the_public_view(app: Agora, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy")
    info = await _new(app, 2)
    while info.prompt.kind == "take":
        info = (await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
    await app.act(info.id, info.to_act[0], {"kind": "bid", "amount": 1}, info.version, None)
    post = app.transport.boards[-1]
    view = json.loads(Image.open(io.BytesIO(post.image)).text["view"])
    assert view["my_bid"] is None  # the channel's view: no sealed amount
    _, png = await app.board_image(info.id)
    assert json.loads(Image.open(io.BytesIO(png)).text["view"])["sealed"] == [info.seat_of(info.to_act[0])]


async def test_renderer_failure_posts_without_image(app: Agora, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:no_such_function")
    await _new(app)
    assert app.transport.boards[-1].image is None


async def test_private_lines_reach_only_their_player(app: Agora):
    info = await _new(app, 3)
    while info.prompt.kind == "take":
        info = (await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
    bidder = info.to_act[0]
    boards = len(app.transport.boards)
    await app.act(info.id, bidder, {"kind": "bid", "amount": 1}, info.version, 42)
    assert app.transport.private == [(bidder, "You bid 1.")]
    assert len(app.transport.boards) == boards  # a sealed choice posts nothing: it edits the turn message
    (message_id, content), = app.transport.edits
    assert message_id == 9000 + boards and app.transport.texts == []
    assert content.splitlines()[-2] == f"{NAMES[bidder - 1]} has sealed a bid."
    assert content.splitlines()[-1].startswith(" ".join(f"<@{u}>" for u in info.to_act if u != bidder) + ": seal a bid")


async def test_the_end_posts_a_final_board_and_cancels_the_timers(app: Agora):
    info = await _new(app, 2, options={"rounds": 1})
    while info.status == "active":
        seat_user = info.to_act[0]
        action = TAKE2 if info.prompt.kind == "take" else {"kind": "bid", "amount": 1}
        info = (await app.act(info.id, seat_user, action, info.version, None)).game
    post = app.transport.boards[-1]
    assert post.final and post.mention_user_ids == [] and "<@" not in post.content
    assert post.content.splitlines()[-1].startswith("Game over: ")
    assert app.scheduler.job_ids() == []


async def test_abandon_posts_a_final_board(app: Agora):
    info = await _new(app)
    await app.abandon(info.id, 1, is_admin=False)
    post = app.transport.boards[-1]
    assert post.final and post.content == "The game was abandoned by Alice."
    assert app.scheduler.job_ids() == []


async def test_a_transport_failure_does_not_undo_the_change(app: Agora):
    info = await _new(app)

    async def broken(post):
        raise RuntimeError("Discord is down")

    app.transport.post_board = broken
    outbox = await app.act(info.id, info.to_act[0], TAKE2, info.version, None)
    assert outbox.game.version == info.version + 1
    assert (await app.service.info(info.id)).version == info.version + 1
    assert app.scheduler.job_ids()[0] == f"deadline:{info.id}"


async def test_deadline_fires_exactly_once(app: Agora, clock: FakeClock):
    info = await _new(app)
    absent = NAMES[info.to_act[0] - 1]
    clock.t = info.deadline - 0.05  # the timer is now 50 ms away
    app.scheduler.arm(info.id, info.version, info.deadline, since=T0)
    await until(lambda: any("ran out of time" in p.content for p in app.transport.boards))
    post = app.transport.boards[-1]
    assert post.content.splitlines()[0] == f"{absent} ran out of time; the automatic player decided for them."
    rows = await app.storage.actions(info.id)
    assert [r.source for r in rows] == ["timeout"]
    # a second firing for the same version (a duplicate timer) changes nothing
    await app.on_deadline(info.id, info.version)
    assert await app.timeout(info.id, info.version) is None
    assert await app.storage.count_actions(info.id) == 1
    # the next decision got a fresh deadline and timer
    now_info = await app.service.info(info.id)
    assert now_info.deadline == pytest.approx(clock.t + DAY)
    assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(clock.t + DAY, abs=1)


async def test_restart_resumes_every_game(db_path, clock: FakeClock):
    app, _ = await _open(db_path, clock)
    a = await _new(app)
    a = (await app.act(a.id, a.to_act[0], TAKE2, a.version, None)).game
    clock.advance(3600)
    b = await _new(app, 3, seed=9)
    lobby_game = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice")
    before = {g: await app.storage.get_game(g) for g in (a.id, b.id, lobby_game.id)}
    await app.close()

    clock.advance(60)  # no deadline passed while the bot was down
    app, transport = await _open(db_path, clock)
    try:
        for g, row in before.items():
            assert await app.storage.get_game(g) == row  # state, version, deadline, seats: all resumed
        assert app.scheduler.job_ids() == sorted(
            [f"deadline:{a.id}", f"remind:{a.id}:{R12}", f"remind:{a.id}:{R1}", f"deadline:{b.id}", f"remind:{b.id}:{R12}", f"remind:{b.id}:{R1}"]
        )
        assert app.scheduler.run_at(f"deadline:{a.id}") == pytest.approx(before[a.id].deadline, abs=1)
        assert app.scheduler.run_at(f"deadline:{b.id}") == pytest.approx(before[b.id].deadline, abs=1)
        # play goes on with the version the buttons carry
        out = await app.act(b.id, b.to_act[0], TAKE2, b.version, None)
        assert out.game.version == b.version + 1
        assert transport.boards and not transport.texts
    finally:
        await app.close()


async def test_deadline_passed_while_down_fires_once_at_start_up(db_path, clock: FakeClock):
    app, _ = await _open(db_path, clock)
    info = await _new(app)
    await app.close()

    clock.t = info.deadline + 3 * 3600  # the bot was down past the deadline
    app, transport = await _open(db_path, clock)
    try:
        await until(lambda: bool(transport.boards))
        assert "ran out of time" in transport.boards[0].content
        assert [r.source for r in await app.storage.actions(info.id)] == ["timeout"]
        assert transport.texts == []  # the overdue reminders are not sent after the deadline
    finally:
        await app.close()
    # a second restart does not fire it again: the new decision has a new deadline
    app, transport = await _open(db_path, clock)
    try:
        await asyncio.sleep(0.1)
        assert transport.boards == [] and await app.storage.count_actions(info.id) == 1
    finally:
        await app.close()


async def test_reminders_are_sent_once_to_the_players_who_must_act(db_path, clock: FakeClock):
    app, _ = await _open(db_path, clock)
    info = await _new(app)
    user = info.to_act[0]
    await app.close()

    clock.t = info.deadline - 12 * 3600 - 0.05  # just before the 12-hour reminder
    app, transport = await _open(db_path, clock)
    try:
        await until(lambda: bool(transport.texts))
        [(game_id, text, mentions)] = transport.texts
        assert (game_id, mentions) == (info.id, [user])
        assert text.startswith(f"Reminder: <@{user}>, you have about 12 hours left to decide")
    finally:
        await app.close()

    app, transport = await _open(db_path, clock)  # a restart does not repeat it
    try:
        await asyncio.sleep(0.1)
        assert transport.texts == []
        assert app.scheduler.job_ids() == [f"deadline:{info.id}", f"remind:{info.id}:{R1}"]
    finally:
        await app.close()


async def test_overdue_reminders_collapse_into_one(db_path, clock: FakeClock):
    app, _ = await _open(db_path, clock)
    info = await _new(app)
    await app.close()
    clock.t = info.deadline - 1800  # both the 12-hour and the 1-hour reminders passed
    app, transport = await _open(db_path, clock)
    try:
        await until(lambda: bool(transport.texts))
        await asyncio.sleep(0.05)
        assert len(transport.texts) == 1 and "about 1 hour left" in transport.texts[0][1]
        assert (await app.storage.get_game(info.id)).reminders_sent == R1
    finally:
        await app.close()


async def test_reminder_for_an_old_version_is_not_sent(app: Agora):
    info = await _new(app)
    await app.act(info.id, info.to_act[0], TAKE2, info.version, None)
    await app.on_reminder(info.id, info.version, 1, 12)
    assert app.transport.texts == []


async def test_short_deadlines_skip_reminders_before_the_turn(db_path, clock: FakeClock):
    app, _ = await _open(db_path, clock)
    try:
        info = await _new(app, options={"deadline_hours": 2})
        assert app.scheduler.job_ids() == [f"deadline:{info.id}", f"remind:{info.id}:{R1}"]
    finally:
        await app.close()


def test_compose_keeps_the_newest_lines_within_the_limit():
    lines = [f"line {i}" for i in range(10)]
    assert compose(lines, "footer") == "\n".join(lines + ["footer"])
    text = compose(lines, "footer", limit=30)
    assert len(text) <= 30 and text.startswith("...\n") and text.endswith("line 9\nfooter")
    assert compose(["x" * 50], "", limit=10) == "..."


async def test_posts_keep_the_commit_order(app: Agora):
    info = await _new(app)
    slow_first = [0.1]

    original = app.transport.post_board

    async def slow(post):
        if slow_first:
            await asyncio.sleep(slow_first.pop())
        return await original(post)

    app.transport.post_board = slow
    app.transport.boards.clear()
    await asyncio.gather(
        app.act(info.id, info.to_act[0], TAKE2, info.version, None),
        app.timeout(info.id, info.version + 1),
    )
    assert [p.game.version for p in app.transport.boards] == [info.version + 1, info.version + 2]


async def test_a_sealed_choice_keeps_the_step_deadline_and_its_sent_reminders(app: Agora, clock: FakeClock):
    info = await _new(app, 3)
    while info.prompt.kind == "take":
        info = (await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
    await app.on_reminder(info.id, info.version, 1, 12)
    assert len(app.transport.texts) == 1 and app.transport.texts[0][2] == info.to_act
    clock.advance(60)
    out = await app.act(info.id, info.to_act[0], {"kind": "bid", "amount": 1}, info.version, None)
    assert out.game.deadline == info.deadline
    assert app.scheduler.run_at(f"deadline:{info.id}") == pytest.approx(info.deadline, abs=1)
    await app.on_reminder(info.id, out.game.version, 1, 12)  # already sent in this step
    assert len(app.transport.texts) == 1  # the "has sealed a bid" line went into the turn message
    assert "has sealed a bid" in app.transport.edits[-1][1]
    await app.on_reminder(info.id, out.game.version, 2, 1)
    assert app.transport.texts[-1][2] == out.game.to_act and "about 1 hour left" in app.transport.texts[-1][1]


async def test_status_text_names_the_players_not_placeholders(tmp_path):
    """/agora status shows the seat holders' names where the engine writes {p0}/{p1}."""
    from bot.app.agora import Agora
    from tests.platform.helpers import RecordingTransport, make_settings

    app = Agora(make_settings(tmp_path / "s.sqlite3"), RecordingTransport())
    await app.start()
    try:
        info = await app.service.create_game("7wd", guild_id=1, channel_id=1, host_id=1, host_name="Alice", seed=3)
        await app.service.join(info.id, 2, "Bob")
        await app.start_game(info.id, 1)
        for user in (None, 1, 2):
            _, text = await app.status_text(info.id, user)
            assert "{p" not in text
            assert "Alice" in text or "Bob" in text
    finally:
        await app.close()


class _DownTransport:
    """A transport whose posts fail (Discord down, or the process dying before the post)."""

    async def post_board(self, post):
        raise ConnectionError("Discord is unreachable")

    async def post_text(self, game, content, mention_user_ids):
        raise ConnectionError("Discord is unreachable")

    async def send_private(self, game, user_id, content):
        raise ConnectionError("Discord is unreachable")


async def test_a_committed_move_whose_board_was_never_posted_is_posted_after_a_restart(tmp_path):
    """Nothing acknowledged is lost: a move committed while posting failed keeps its effect, and
    the next start posts the current board with the players to mention (published_version)."""
    from bot.app.agora import Agora
    from tests.platform.helpers import RecordingTransport, make_settings

    db = tmp_path / "r.sqlite3"
    first = Agora(make_settings(db), _DownTransport())
    await first.start()
    info = await first.service.create_game("7wd", guild_id=1, channel_id=1, host_id=1, host_name="Alice", seed=5)
    await first.service.join(info.id, 2, "Bob")
    await first.start_game(info.id, 1)
    info, eng, state = await first.service.public_state(info.id)
    seat = eng.prompt(state).seats[0]
    await first.act(info.id, info.user_of(seat), eng.dump_action(eng.auto_action(state, seat)), info.version, 77)
    assert await first.storage.unpublished_games() == [info.id]
    await first.close()

    transport = RecordingTransport()
    second = Agora(make_settings(db), transport)
    await second.start()
    try:
        assert await second.republish_pending() == [info.id]
        [post] = transport.boards
        now = await second.service.info(info.id)
        assert post.game.version == now.version and post.image is not None
        assert post.mention_user_ids == now.to_act and "posted again" in post.content
        assert await second.storage.unpublished_games() == []
        assert await second.republish_pending() == []  # once only
    finally:
        await second.close()


async def test_a_repost_that_fails_leaves_the_move_unpublished(tmp_path):
    """If Discord is still unreachable when the bot comes back, the board stays owed: the next
    start tries again (republish_pending marks a game published only after a successful post)."""
    from bot.app.agora import Agora
    from tests.platform.helpers import make_settings

    db = tmp_path / "f.sqlite3"
    app = Agora(make_settings(db), _DownTransport())
    await app.start()
    try:
        info = await app.service.create_game("7wd", guild_id=1, channel_id=1, host_id=1, host_name="Alice", seed=5)
        await app.service.join(info.id, 2, "Bob")
        await app.start_game(info.id, 1)
        assert await app.storage.unpublished_games() == [info.id]
        assert await app.republish_pending() == []
        assert await app.storage.unpublished_games() == [info.id]
    finally:
        await app.close()
