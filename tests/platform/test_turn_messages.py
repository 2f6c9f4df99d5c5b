"""One ping per turn (issue 7, section 2): a turn is the run of decisions one seat makes in one
phase; its players are mentioned once, when it starts, in a new public message; the steps inside
the turn edit that message; users' settings (``/agora notify``) silence mentions, private
messages and choose the reminder times."""

from __future__ import annotations

import pytest

import render
from bot.app.agora import Agora
from bot.app.scheduler import reminder_number
from bot.service import turn_starts
from bot.storage.sqlite import UserPrefs
from engines.base import Prompt
from tests.platform.helpers import NAMES, FakeClock, RecordingTransport, make_settings


def test_a_turn_starts_when_the_game_newly_waits_for_a_seat():
    build = Prompt(phase="construction", kind="build", seats=(1,))
    where = Prompt(phase="construction", kind="where", seats=(1,))
    assert turn_starts(build, where) == set()  # the next step of seat 1's turn
    assert turn_starts(where, Prompt(phase="construction", kind="build", seats=(2,))) == {2}
    offers = Prompt(phase="commerce", kind="offer", seats=(0, 1, 2))
    assert turn_starts(Prompt(phase="commerce", kind="announce", seats=(0,)), offers) == {1, 2}
    assert turn_starts(offers, Prompt(phase="commerce", kind="offer", seats=(0, 2))) == set()  # 1 sealed
    # the same seat goes on deciding in the next phase: not a new turn, no ping for the player who
    # just clicked (issue 17 item 12: Antike pinged Alice right after she ended her maneuver)
    assert turn_starts(Prompt(phase="commerce", kind="give", seats=(2,)), build.model_copy(update={"seats": (2,)})) == set()
    assert turn_starts(Prompt(phase="maneuver", kind="maneuver", seats=(0,)), Prompt(phase="found", kind="found", seats=(0,))) == set()
    assert turn_starts(Prompt(phase="maneuver", kind="maneuver", seats=(0,)), Prompt(phase="rondel", kind="rondel", seats=(1,))) == {1}
    assert turn_starts(build, Prompt(phase="over", kind="over", seats=())) == set()


async def _mare_nostrum(app: Agora, players: int, seed: int):
    info = await app.service.create_game("mare-nostrum", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=seed)
    for user in range(2, players + 1):
        await app.service.join(info.id, user, f"P{user}")
    return (await app.start_game(info.id, 1)).game


async def _auto(app: Agora, game_id: int):
    """One automatic decision of the first seat prompted; (seat, user, outbox)."""
    info, engine, state = await app.service.public_state(game_id)
    seat = engine.prompt(state).seats[0]
    user = info.user_of(seat)
    outbox = await app.act(game_id, user, engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    return seat, user, outbox


@pytest.fixture
async def mn_app(tmp_path, monkeypatch):
    monkeypatch.delitem(render.RENDERERS, "mare-nostrum")  # no pictures: faster, same messages
    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=FakeClock())
    await app.start()
    yield app
    await app.close()


async def test_a_mare_nostrum_construction_turn_mentions_once_and_edits_its_message(mn_app: Agora):
    app, transport = mn_app, mn_app.transport
    info = await _mare_nostrum(app, 3, seed=1)
    # play until a seat has made three decisions in a row in the construction phase
    run: list[tuple[int, int, int, int]] = []  # (seat, boards before, edits before, boards after)
    while True:
        state_info, engine, state = await app.service.public_state(info.id)
        prompt = engine.prompt(state)
        before = (len(transport.boards), len(transport.edits))
        seat, user, outbox = await _auto(app, info.id)
        if prompt.phase == "construction" and outbox.game.prompt.seats == (seat,) and outbox.game.prompt.phase == "construction":
            if run and run[-1][0] != seat:
                run = []
            run.append((seat, *before, len(transport.boards)))
            if len(run) >= 3:
                break
        else:
            run = []
        assert outbox.game.status == "active", "the game ended before a three-step construction turn"
    seat = run[0][0]
    user = state_info.user_of(seat)
    turn_board = run[0][1]  # the board posted when the turn started is the last one before the run
    started = transport.boards[turn_board - 1]
    assert user in started.mention_user_ids  # the one mention of this turn
    assert started.content.splitlines()[-1].startswith(f"<@{user}>: ")
    # every step inside the turn edited that message: no new post, no mention
    assert all(boards_before == boards_after == turn_board for _, boards_before, _, boards_after in run)
    edits = transport.edits[run[0][2]:]
    assert edits and {mid for mid, _ in edits} == {9000 + turn_board}
    # the message grows with the turn's lines and always ends with who decides now
    content = transport.content(9000 + turn_board)
    assert content.startswith(started.content.rsplit("\n", 1)[0])
    assert content.splitlines()[-1].startswith(f"<@{user}>: ")
    assert len(content.splitlines()) > len(started.content.splitlines())


async def test_every_mention_starts_a_turn_and_a_turn_is_mentioned_once(mn_app: Agora):
    """A whole 3-player game: each post mentions exactly the players whose turn starts with
    it; a step inside a turn never mentions anyone."""
    app, transport = mn_app, mn_app.transport
    info = await _mare_nostrum(app, 3, seed=2)
    _, engine, state = await app.service.public_state(info.id)
    prompt = engine.prompt(state)
    assert transport.boards[0].mention_user_ids == [info.user_of(s) for s in prompt.seats]
    role_pinged: set[tuple[int, str]] = set()
    while True:
        boards = len(transport.boards)
        seat, user, outbox = await _auto(app, info.id)
        if outbox.game.status != "active":
            break
        new = outbox.game.prompt
        expected = turn_starts(prompt, new)
        if new.phase != prompt.phase:
            role_pinged = set()
        if new.kind in engine.mention_once_kinds:  # a role holder: once per phase
            expected -= {s for s in expected if (s, new.kind) in role_pinged}
            role_pinged |= {(s, new.kind) for s in expected}
        pinged = [u for post in transport.boards[boards:] for u in post.mention_user_ids]
        assert sorted(pinged) == sorted(outbox.game.user_of(s) for s in expected)
        assert len(transport.boards) - boards <= 1  # at most one public message per change
        prompt = new
    assert transport.boards[-1].final and transport.boards[-1].mention_user_ids == []


async def test_a_role_holder_is_pinged_once_per_phase_in_a_whole_six_player_game(mn_app: Agora):
    """Issue 17 item 12: Mare Nostrum's role holders got two to three times the mentions of the
    others (126 against 58 in a 6-player game): each "name the next player" was a new ping.  Over
    a whole game, no seat is pinged twice for a role decision in one phase, and nobody is pinged
    for a change they made themselves."""
    app, transport = mn_app, mn_app.transport
    info = await _mare_nostrum(app, 5, seed=3)
    _, engine, state = await app.service.public_state(info.id)
    prompt = engine.prompt(state)
    per_phase: dict[tuple[int, str], int] = {}
    phase_run = 0
    counted = 0
    while True:
        boards = len(transport.boards)
        seat, user, outbox = await _auto(app, info.id)
        if outbox.game.status != "active":
            break
        new = outbox.game.prompt
        if new.phase != prompt.phase:
            phase_run += 1
        pinged = [u for post in transport.boards[boards:] for u in post.mention_user_ids]
        assert user not in pinged, f"{user} pinged for the change they made ({prompt.kind} -> {new.kind})"
        if new.kind in engine.mention_once_kinds:
            for u in pinged:
                key = (phase_run, f"{u}/{new.kind}")
                per_phase[key] = per_phase.get(key, 0) + 1
                counted += 1
        prompt = new
    assert counted > 0, "no role decision was pinged: the test saw nothing"
    assert max(per_phase.values()) == 1, per_phase


async def test_antike_never_pings_the_player_who_just_clicked(tmp_path):
    """Issue 17 item 12: "<@Alice>: The Germanic tribes may found cities." right after Alice
    ended her maneuver (15 of 23 posts of one game).  A player is pinged when the game newly
    waits for them after waiting for someone else."""
    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=FakeClock())
    await app.start()
    try:
        info = await app.service.create_game("antike", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=5)
        for user in (2, 3):
            await app.service.join(info.id, user, NAMES[user - 1])
        info = (await app.start_game(info.id, 1)).game
        posts = same_seat = pings = 0
        for _ in range(150):
            _, engine, state = await app.service.public_state(info.id)
            prompt = engine.prompt(state)
            boards = len(transport.boards)
            seat, user, outbox = await _auto(app, info.id)
            if outbox.game.status != "active":
                break
            pinged = [u for post in transport.boards[boards:] for u in post.mention_user_ids]
            posts += len(transport.boards) - boards
            pings += len(pinged)
            same_seat += outbox.game.prompt.seats == prompt.seats
            assert user not in pinged, f"the player who just clicked ({prompt.kind} -> {outbox.game.prompt.kind}) was pinged"
        assert pings > 3 and same_seat > 3, (pings, same_seat)  # turns changed hands, and turns went on
    finally:
        await app.close()


async def test_mentions_and_private_messages_follow_the_users_settings(mn_app: Agora):
    app, transport = mn_app, mn_app.transport
    await app.set_user_prefs(UserPrefs(user_id=2, mentions=False))
    await app.set_user_prefs(UserPrefs(user_id=3, private_messages=False))
    info = await _mare_nostrum(app, 3, seed=3)
    private_for: dict[int, int] = {}
    for _ in range(120):
        boards = len(transport.boards)
        _, _, outbox = await _auto(app, info.id)
        for user in outbox.private_lines:
            private_for[user] = private_for.get(user, 0) + 1
        for post in transport.boards[boards:]:
            assert 2 not in post.mention_user_ids  # named, never pinged
    assert any("<@2>" in post.content for post in transport.boards)
    assert private_for.get(3) and not [u for u, _ in transport.private if u == 3]  # private events, no DM
    assert [u for u, _ in transport.private if u == 1]  # the others still get theirs
    assert any(1 in post.mention_user_ids for post in transport.boards)


async def test_reminders_go_out_at_each_players_own_lead_times(tmp_path):
    clock = FakeClock()
    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3", reminders=(12.0, 1.0)), transport, clock=clock)
    await app.start()
    try:
        await app.set_user_prefs(UserPrefs(user_id=1, reminder_hours=[6.0, 0.5]))
        await app.set_user_prefs(UserPrefs(user_id=2, reminder_hours=[], mentions=False))
        info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=7)
        for user in (2, 3):
            await app.service.join(info.id, user, NAMES[user - 1])
        info = (await app.start_game(info.id, 1)).game
        # drive the toy game to its sealed-bid step: everyone decides at once
        while info.prompt.kind == "take":
            info = (await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
        assert sorted(info.to_act) == [1, 2, 3]
        # the union of the deciding players' lead times: 1's own (6, 0.5), 3's the server's (12, 1); 2 wants none
        assert app.scheduler.job_ids() == sorted(
            [f"deadline:{info.id}"] + [f"remind:{info.id}:{reminder_number(h)}" for h in (12, 6, 1, 0.5)]
        )
        assert app.scheduler.run_at(f"remind:{info.id}:{reminder_number(6)}") == pytest.approx(info.deadline - 6 * 3600, abs=1)

        await app.on_reminder(info.id, info.version, reminder_number(12), 12)
        [(_, text, pinged)] = transport.texts
        assert pinged == [3] and text.startswith("Reminder: <@3>, you have about 12 hours left to decide")
        await app.on_reminder(info.id, info.version, reminder_number(6), 6)
        assert transport.texts[-1][2] == [1] and "<@2>" not in transport.texts[-1][1]
        # a user with mentions off who wants reminders is named without a ping
        await app.set_user_prefs(UserPrefs(user_id=2, reminder_hours=[1.0], mentions=False))
        await app.on_reminder(info.id, info.version, reminder_number(1), 1)
        assert transport.texts[-1][1].startswith("Reminder: <@2> <@3>,") or transport.texts[-1][1].startswith("Reminder: <@3> <@2>,")
        assert transport.texts[-1][2] == [3] and len(transport.texts) == 3

        # once 1 and 3 have bid, only 2 decides: only 2's own lead time (1 hour) is armed
        version = info.version
        for user in (1, 3):
            out = await app.act(info.id, user, {"kind": "bid", "amount": 0}, version, None)
            version = out.game.version
        assert out.game.to_act == [2]
        assert app.scheduler.job_ids() == sorted([f"deadline:{info.id}", f"remind:{info.id}:{reminder_number(1)}"])
    finally:
        await app.close()


async def test_a_reminder_in_an_italian_game_is_in_italian(tmp_path):
    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=FakeClock())
    await app.start()
    try:
        info = await app.service.create_game(
            "toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=7, options={"language": "it"}
        )
        await app.service.join(info.id, 2, "Bob")
        info = (await app.start_game(info.id, 1)).game
        await app.on_reminder(info.id, info.version, reminder_number(1), 1)
        [(_, text, pinged)] = transport.texts
        user = info.to_act[0]
        assert pinged == [user]
        assert text == f"Promemoria per <@{user}>: tempo rimasto per decidere, circa 1 ora (scadenza <t:{int(info.deadline)}:R>)."
    finally:
        await app.close()


async def test_users_settings_are_cached_per_process_and_a_change_here_applies_at_once(mn_app: Agora, monkeypatch):
    """Agora.users_prefs keeps what it read for PREFS_TTL_S seconds: the actions of a game read
    no settings once its players' are cached; /agora notify through this process applies to the
    next message; a change written by another process (straight into the database here) is seen
    once the kept settings expire."""
    import bot.app.prefs

    app, transport = mn_app, mn_app.transport
    assert app.storage is not None
    queried: list[list[int]] = []
    real = app.storage.users_prefs

    async def counting(user_ids):
        queried.append(list(user_ids))
        return await real(user_ids)

    monkeypatch.setattr(app.storage, "users_prefs", counting)
    info = await _mare_nostrum(app, 3, seed=3)
    for _ in range(5):
        await _auto(app, info.id)
    assert queried and len({u for q in queried for u in q}) == sum(len(q) for q in queried)  # each user read once

    await app.set_user_prefs(UserPrefs(user_id=2, mentions=False))  # through this process: at once
    boards = len(transport.boards)
    for _ in range(60):
        await _auto(app, info.id)
    assert not any(2 in post.mention_user_ids for post in transport.boards[boards:])
    # another process turns user 2's mentions back on: not seen while the kept settings last ...
    await app.storage.set_user_prefs(UserPrefs(user_id=2, mentions=True), now=1.0)
    assert (await app.users_prefs([2]))[2].mentions is False
    # ... and seen once they expire
    monkeypatch.setattr(bot.app.prefs, "PREFS_TTL_S", 0.0)
    app.prefs.cache[2] = (0.0, app.prefs.cache[2][1])
    assert (await app.users_prefs([2]))[2].mentions is True


async def test_a_mare_nostrum_board_and_its_close_up_are_drawn_in_one_call(tmp_path, monkeypatch):
    """With the default renderers, Agora draws Mare Nostrum's board and close-up in one worker
    call (render.render_pictures: the map drawn once): the same two pictures as drawing each on
    its own for the committed version."""
    import bot.app.pictures

    calls: list[str] = []
    real = bot.app.pictures.draw_pictures
    monkeypatch.setattr(bot.app.pictures, "draw_pictures", lambda target, *a: calls.append(target) or real(target, *a))
    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=FakeClock())
    await app.start()
    try:
        info = await _mare_nostrum(app, 3, seed=2)
        for _ in range(400):
            boards = len(transport.boards)
            _, _, outbox = await _auto(app, info.id)
            posted = transport.boards[boards:]
            if posted and posted[-1].detail is not None:
                break
        else:
            raise AssertionError("no close-up in 400 actions")
        post = posted[-1]
        _, view = await app.service.public_view(info.id)
        names = [s.name for s in sorted(outbox.game.seats, key=lambda s: s.seat)]
        assert post.image == render.render_board("mare-nostrum", view, names, outbox.game.lang)
        assert post.detail == render.render_detail("mare-nostrum", view, names, outbox.game.lang)
        assert calls and set(calls) == {"render.mare_nostrum:render_pictures"}
    finally:
        await app.close()
