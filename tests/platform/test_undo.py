"""Taking back a move (issue 11, "Undo"): the service's undo rows, who may undo and what the
others are told, the replay of a log with undo rows, the deadline, the turn message."""

from __future__ import annotations

import pytest

from bot.core.errors import AlreadyApplied, GameNotActive, Illegal, NotAPlayer, StaleVersion
from bot.features import undo
from bot.ops.migrate import _replay_problem
from bot.service import Service
from tests.platform.helpers import NAMES, T0, FakeClock, RecordingTransport, make_settings, started, until

TAKE1 = {"kind": "take", "n": 1}
TAKE2 = {"kind": "take", "n": 2}


async def _row(service: Service, game_id: int):
    return await service.storage.get_game(game_id)


async def test_an_undo_restores_the_state_before_the_move_and_logs_both(service: Service, clock: FakeClock):
    info = await started(service, 2)
    mover = info.to_act[0]
    before = await _row(service, info.id)
    clock.advance(60)
    moved = (await service.act(info.id, mover, TAKE2, info.version, 11)).game
    deadline = (await _row(service, info.id)).deadline
    assert deadline == T0 + 60 + 24 * 3600
    assert await service.can_undo(info.id, mover) and not await service.can_undo(info.id, 3 - mover)
    clock.advance(600)
    outbox = await service.undo(info.id, mover, moved.version, 12)
    after = await _row(service, info.id)
    assert after.state == before.state  # exactly the state before the move
    assert after.version == before.version + 2 and after.step_version == after.version
    # the deadline in force stays: the undo gives no fresh time
    assert after.deadline == deadline
    assert outbox.game.to_act == [mover] and outbox.mention_user_ids == []
    name = NAMES[mover - 1]
    assert outbox.public() == [f"↩️ {name} took back their last move."]
    assert outbox.public("it") == [f"↩️ {name} ha annullato la sua ultima mossa."]
    assert [outbox.game.render(t) for t in outbox.retracted] == [f"{name} takes 2 coins."]
    # append-only: the move stays in the log, the undo row names it
    move, back = await service.storage.actions(info.id)
    assert move.action == TAKE2 and back.action == {"undo": move.seq} and undo.is_undo(back.action)
    assert (back.seat, back.user_id, back.interaction_id, back.source) == (move.seat, mover, 12, "player")
    log = [info.render(t) for t in await service.log(info.id)]
    assert log[-2:] == [f"{name} takes 2 coins.", f"↩️ {name} took back their last move."]
    # the same player plays again from the restored position
    assert not await service.can_undo(info.id, mover)
    await service.act(info.id, mover, TAKE1, after.version, 13)


async def test_who_may_undo_and_what_the_others_are_told(service: Service):
    info = await started(service, 2)
    a = info.to_act[0]
    b = 3 - a
    v = (await service.act(info.id, a, TAKE2, info.version, 1)).game.version
    state = (await _row(service, info.id)).state

    async def refused(user: int, version: int, error: type, text: str | None = None, iid: int | None = None):
        with pytest.raises(error) as exc:
            await service.undo(info.id, user, version, iid)
        if text is not None:
            assert exc.value.text("en") == text
        assert (await _row(service, info.id)).state == state  # nothing changed
        return exc.value

    await refused(99, v, NotAPlayer)  # an outsider
    err = await refused(b, v, Illegal, f"The last move is {NAMES[a - 1]}'s: only they can take it back.")
    assert err.text("it") == f"L'ultima mossa è di {NAMES[a - 1]}: solo chi l'ha fatta può annullarla."
    await refused(a, v - 1, StaleVersion)  # a button drawn before the move
    await refused(a, v, AlreadyApplied, iid=1)  # the move's own interaction id: already in the log
    # the other player acts, then takes their move back: the first move stands
    v = (await service.act(info.id, b, TAKE1, v, 2)).game.version
    v = (await service.undo(info.id, b, v, 3)).game.version
    state = (await _row(service, info.id)).state
    await refused(a, v, Illegal, "Another player has acted since your last move: it stands.")
    # a second click on Undo: the same interaction id is already logged; a click of the same
    # panel (drawn before the undo) is outdated; once nothing of theirs is left, a specific no
    v2 = (await service.act(info.id, b, TAKE1, v, 4)).game.version
    v3 = (await service.undo(info.id, b, v2, 5)).game.version
    state = (await _row(service, info.id)).state
    await refused(b, v3, AlreadyApplied, iid=5)
    await refused(b, v2, StaleVersion)
    await refused(b, v3, Illegal, f"The last move is {NAMES[a - 1]}'s: only they can take it back.")


async def test_an_automatic_move_and_a_revealing_move_stand(service: Service):
    info = await started(service, 2)
    a = info.to_act[0]
    outbox = await service.timeout(info.id, info.version)
    with pytest.raises(Illegal) as exc:
        await service.undo(info.id, a, outbox.game.version, None)
    assert "automatic player" in exc.value.text("en")
    # the bid step: a sealed bid may be taken back while the other still decides...
    info = outbox.game
    while info.prompt.kind == "take":
        info = (await service.act(info.id, info.to_act[0], TAKE1, info.version, None)).game
    first, second = info.to_act
    sealed = await service.act(info.id, first, {"kind": "bid", "amount": 0}, info.version, None)
    assert not sealed.board  # a sealing step: a line in the turn message
    back = await service.undo(info.id, first, sealed.game.version, None)
    assert not back.board and back.game.to_act == [first, second]
    # ...the last bid opens them all: final
    info = (await service.act(info.id, first, {"kind": "bid", "amount": 0}, back.game.version, None)).game
    info = (await service.act(info.id, second, {"kind": "bid", "amount": 1}, info.version, None)).game
    assert not await service.can_undo(info.id, second)
    with pytest.raises(Illegal) as exc:
        await service.undo(info.id, second, info.version, None)
    assert exc.value.text("en") == "Your last move cannot be taken back: it revealed something hidden or drew at random."


async def test_a_finished_game_cannot_be_taken_back(service: Service):
    info = await started(service, 2, options={"rounds": 1})
    while info.status == "active":
        seat_user = info.to_act[0]
        kind = info.prompt.kind
        action = TAKE1 if kind == "take" else {"kind": "bid", "amount": 0}
        info = (await service.act(info.id, seat_user, action, info.version, None)).game
    with pytest.raises(GameNotActive):
        await service.undo(info.id, seat_user, info.version, None)
    assert not await service.can_undo(info.id, seat_user)


async def test_the_log_with_undo_rows_replays_and_survives_a_restart(service: Service, storage, clock):
    info = await started(service, 2, seed=3, options={"rounds": 2})
    a = info.to_act[0]
    v = (await service.act(info.id, a, TAKE2, info.version, None)).game.version
    v = (await service.undo(info.id, a, v, None)).game.version
    v = (await service.act(info.id, a, TAKE1, v, None)).game.version
    # a new process (no memory of the game): the undo is still offered, worked out from the log
    fresh = Service(storage, default_deadline_hours=24, clock=clock)
    assert await fresh.can_undo(info.id, a) and not await fresh.can_undo(info.id, 3 - a)
    v = (await fresh.undo(info.id, a, v, None)).game.version
    row = await _row(fresh, info.id)
    rows = await storage.actions(info.id)
    assert [undo.is_undo(r.action) for r in rows] == [False, True, False, True]
    assert _replay_problem(row, 2, rows) is None  # bot.ops.migrate's check: the replay is the state
    # a log whose undo row names another row than the last one standing does not replay
    bad = [rows[0], rows[1].model_copy(update={"action": {"undo": 99}})]
    assert "does not replay" in _replay_problem(row, 2, bad)


async def test_the_turn_message_strikes_the_move_taken_back(tmp_path):
    from bot.app.agora import Agora

    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=FakeClock())
    await app.start()
    try:
        info = await started(app.service, 2)
        # the first take starts the other seat's turn: a new message; its undo posts the restored
        # position anew and strikes the move in the message that showed it
        a = info.to_act[0]
        moved = await app.act(info.id, a, TAKE2, info.version, None)
        shown = 9000 + len(transport.boards)
        name = NAMES[a - 1]
        assert transport.content(shown).startswith(f"{name} takes 2 coins.")
        back = await app.undo(info.id, a, moved.game.version, None)
        assert back.board
        assert transport.content(shown) == f"~~{name} takes 2 coins.~~"
        latest = transport.boards[-1]
        assert latest.content.startswith(f"↩️ {name} took back their last move.")
        assert latest.mention_user_ids == []
        # a sealed bid is a line of the turn message: struck there, in place
        info = back.game
        while info.prompt.kind == "take":
            info = (await app.act(info.id, info.to_act[0], TAKE1, info.version, None)).game
        first = info.to_act[0]
        sealed = await app.act(info.id, first, {"kind": "bid", "amount": 0}, info.version, None)
        message = 9000 + len(transport.boards)
        boards = len(transport.boards)
        await app.undo(info.id, first, sealed.game.version, None)
        assert len(transport.boards) == boards
        text = transport.content(message)
        sealed_line = f"{NAMES[first - 1]} has sealed a bid."
        assert f"~~{sealed_line}~~" in text and f"↩️ {NAMES[first - 1]} took back their last move." in text
    finally:
        await app.close()


async def test_an_undo_keeps_the_deadline_and_the_reminders_already_sent(database):
    """The undo gives no fresh time, so the reminders of the deadline in force that went out
    before it stay sent: the same reminder (same deadline, same lead time) is not sent again
    after the undo, nor after a restart; the next one still goes out, once."""
    from bot.app.agora import Agora
    from bot.app.scheduler import reminder_number

    r12, r1 = reminder_number(12), reminder_number(1)
    clock = FakeClock()
    path = database  # each back end
    transport = RecordingTransport()
    app = Agora(make_settings(path), transport, clock=clock)
    await app.start()
    try:
        info = await started(app.service, 2)
        mover = info.to_act[0]
        clock.advance(60)
        moved = (await app.act(info.id, mover, TAKE2, info.version, None)).game
        deadline = moved.deadline
        clock.t = deadline - 12 * 3600  # the 12-hour reminder of the other seat's decision
        await app.on_reminder(info.id, moved.version, r12, 12)
        assert len(transport.texts) == 1 and "about 12 hours left" in transport.texts[0][1]
        clock.advance(600)
        back = (await app.undo(info.id, mover, moved.version, None)).game
        row = await app.storage.get_game(info.id)
        assert (row.deadline, row.reminders_sent) == (deadline, r12)
        assert row.version == row.step_version == moved.version + 1 and back.to_act == [mover]
        # a timer of that reminder for the new version (or another process's) sends nothing
        await app.on_reminder(info.id, back.version, r12, 12)
        assert len(transport.texts) == 1
        assert app.scheduler.job_ids() == [f"deadline:{info.id}", f"remind:{info.id}:{r1}"]
    finally:
        await app.close()
    clock.t = deadline - 3600 - 0.05  # a restart just before the 1-hour reminder
    transport = RecordingTransport()
    app = Agora(make_settings(path), transport, clock=clock)
    await app.start()
    try:
        assert app.scheduler.job_ids() == [f"deadline:{info.id}", f"remind:{info.id}:{r1}"]
        await until(lambda: bool(transport.texts))
        [(_, text, mentions)] = transport.texts
        assert "about 1 hour left" in text and mentions == [mover]
        assert (await app.storage.get_game(info.id)).reminders_sent == r1
    finally:
        await app.close()


def test_strike_marks_the_last_occurrence_of_each_line():
    lines = ["A takes 2.", "B takes 1.", "A takes 2."]
    assert undo.strike(lines, ["A takes 2."]) == ["A takes 2.", "B takes 1.", "~~A takes 2.~~"]
    assert undo.strike(["x\ny"], ["x\ny"]) == ["~~x~~\n~~y~~"]
    assert undo.strike(lines, ["gone"]) == lines


def test_standing_rows_follow_the_undo_rows_without_the_engine():
    from bot.storage.sqlite import ActionRow

    def r(seq: int, seat: int, action: dict) -> ActionRow:
        return ActionRow(game_id=1, seq=seq, seat=seat, user_id=seat, action=action, created_at=0.0)

    rows = [r(1, 0, TAKE1), r(2, 1, TAKE2), r(3, 1, {"undo": 2}), r(4, 1, TAKE1)]
    assert [x.seq for x in undo.standing(rows)] == [1, 4]
    with pytest.raises(undo.BadLog):
        undo.standing([*rows, r(5, 1, {"undo": 1})])


async def test_a_seat_takes_back_several_decisions_newest_first(service: Service):
    """Antike: a nation's turn is several decisions (a rondel move, then what it brings); the
    player takes two back, newest first, each undo restoring exactly the state before it."""
    info = await service.create_game("antike", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=5)
    await service.join(info.id, 2, "Bob")
    await service.join(info.id, 3, "Carol")
    info = (await service.start(info.id, 1)).game
    states: list[str] = []  # the stored state before each decision
    movers: list[int] = []
    for _ in range(200):
        game, engine, state = await service.public_state(info.id)
        user = game.to_act[0]
        if len(movers) >= 2 and movers[-1] == movers[-2] == user:
            break  # the same player made the last two decisions and decides again
        states.append((await _row(service, info.id)).state)
        movers.append(user)
        seat = game.seat_of(user)
        await service.act(info.id, user, engine.dump_action(engine.auto_action(state, seat)), game.version, None)
    else:
        pytest.fail("no turn of two decisions in 200")
    game = await service.info(info.id)
    for expected in (states[-1], states[-2]):
        assert await service.can_undo(info.id, user)
        game = (await service.undo(info.id, user, game.version, None)).game
        assert (await _row(service, info.id)).state == expected and game.to_act == [user]
    rows = await service.storage.actions(info.id)
    assert [undo.is_undo(r.action) for r in rows[-2:]] == [True, True]
    assert _replay_problem(await _row(service, info.id), 3, rows) is None


async def test_two_processes_undoing_the_same_move_the_loser_is_told_outdated(service: Service, database, clock, caplog):
    """Issue 19: two service instances (two processes) on one database take back the same move.
    The second reads the game, then the first commits its undo, then the second reads the log:
    it must be told its button is outdated, not "nothing to undo", and no ERROR may claim that
    the log does not replay."""
    from bot.storage import open_storage

    info = await started(service, 2)
    mover = info.to_act[0]
    moved = (await service.act(info.id, mover, TAKE2, info.version, 21)).game
    other_storage = await open_storage(database)
    try:
        other = Service(other_storage, default_deadline_hours=24, clock=clock)
        real_actions = other_storage.actions
        winner: list = []

        async def actions_after_the_winner(game_id: int):
            if not winner:  # the first process commits its undo between the loser's two reads
                winner.append(await service.undo(info.id, mover, moved.version, 22))
            return await real_actions(game_id)

        other_storage.actions = actions_after_the_winner  # type: ignore[method-assign]
        with pytest.raises(StaleVersion):
            await other.undo(info.id, mover, moved.version, 23)
        assert winner and winner[0].game.version == moved.version + 1
    finally:
        await other_storage.close()
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    rows = await service.storage.actions(info.id)
    assert [undo.is_undo(r.action) for r in rows] == [False, True]  # one undo, by the winner
