"""Interjections (issue 8; ``Engine.side_actions``): a seat that is not prompted acts in another
player's turn (Mare Nostrum: Mythology's Baal, Vulcan, Poseidon, docs/mythology-rules.md D2).
The service stores it like any move (version compare-and-swap, interaction id, the log, Undo),
keeps the prompted player's deadline and reminders, and outdates the panels drawn before it.
Played with Coin Grab with nudges (tests/side_toy.py), on both storage back ends."""

from __future__ import annotations

import pytest

import engines
from bot.core.errors import AlreadyApplied, Illegal, NotYourTurn, StaleVersion
from bot.service import Service
from tests.platform.helpers import NAMES, FakeClock, RecordingTransport, make_settings

NUDGE = {"kind": "nudge", "loud": False}
LOUD = {"kind": "nudge", "loud": True}
TAKE1 = {"kind": "take", "n": 1}


@pytest.fixture(autouse=True)
def side_toy(monkeypatch):
    monkeypatch.setitem(engines.REGISTRY, "toy-side", "tests.side_toy:SideToy")
    monkeypatch.setattr(engines, "_cache", {})


async def started(service: Service, players: int = 3):
    info = await service.create_game("toy-side", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=7)
    for user in range(2, players + 1):
        await service.join(info.id, user, NAMES[user - 1])
    return (await service.start(info.id, 1)).game


def others(info) -> list[int]:
    return [s.user_id for s in info.seats if s.user_id not in info.to_act]


async def test_an_interjection_keeps_the_deadline_and_outdates_the_panels_drawn_before(service: Service, clock: FakeClock):
    info = await started(service)
    (taker,) = info.to_act
    nudger = others(info)[0]
    clock.advance(3600)
    await service.storage.mark_reminder_sent(info.id, info.version, 5)  # a reminder already went out
    before = await service.storage.get_game(info.id)
    outbox = await service.act_option(info.id, nudger, info.version, "nudge", 21)
    after = await service.storage.get_game(info.id)
    # stored like any move: version + 1, one log row with the interaction id
    assert after.version == before.version + 1
    (row,) = await service.storage.actions(info.id)
    assert (row.seat, row.user_id, row.action, row.interaction_id, row.source) == (
        outbox.game.seat_of(nudger), nudger, NUDGE, 21, "player")
    # not a new step of the turn: the same deadline and reminders; the panels drawn before are outdated
    assert after.deadline == before.deadline and after.reminders_sent == 5
    assert after.step_version == after.version > before.step_version
    assert outbox.game.to_act == [taker] and outbox.game.prompt == info.prompt
    # an ordinary public line of the current turn's message: no mention, no new board, nothing private
    assert outbox.public() == [f"{NAMES[nudger - 1]} nudges the pile and takes 1 coin."]
    assert (outbox.mention_user_ids, outbox.board, outbox.image, outbox.private_lines) == ([], False, False, {})
    with pytest.raises(StaleVersion):  # the taker's panel of before the nudge
        await service.act(info.id, taker, TAKE1, info.version, 22)
    await service.act(info.id, taker, TAKE1, after.version, 23)


async def test_a_double_click_acts_once(service: Service):
    info = await started(service)
    nudger = others(info)[0]
    await service.act_option(info.id, nudger, info.version, "nudge", 31)
    with pytest.raises(AlreadyApplied):  # the same interaction delivered twice
        await service.act_option(info.id, nudger, info.version, "nudge", 31)
    with pytest.raises(StaleVersion):  # the second click of a double click (another interaction)
        await service.act_option(info.id, nudger, info.version, "nudge", 32)
    assert len(await service.storage.actions(info.id)) == 1


async def test_only_side_actions_out_of_turn(service: Service):
    info = await started(service)
    nudger, idle = others(info)
    with pytest.raises(NotYourTurn, match="It is not your turn"):  # a move of the taker's, out of turn
        await service.act(info.id, nudger, TAKE1, info.version, 41)
    v = (await service.act(info.id, nudger, NUDGE, info.version, 42)).game.version
    v = (await service.act(info.id, nudger, NUDGE, v, 43)).game.version
    with pytest.raises(NotYourTurn):  # its nudges are used up: nothing it may do out of turn
        await service.act(info.id, nudger, NUDGE, v, 44)
    with pytest.raises(NotYourTurn):
        await service.act_option(info.id, nudger, v, "nudge", 45)
    with pytest.raises(Illegal):  # malformed
        await service.act(info.id, idle, {"kind": "nudge", "loud": "very"}, v, 46)
    assert len(await service.storage.actions(info.id)) == 2


async def test_an_interjection_that_raises_a_reaction_is_a_new_step(service: Service, clock: FakeClock):
    """A loud nudge asks the taker first (another decision: a new step, fresh time); the take step
    resumes after the answer."""
    info = await started(service)
    (taker,) = info.to_act
    nudger = others(info)[0]
    clock.advance(3600)
    outbox = await service.act(info.id, nudger, LOUD, info.version, 51)
    row = await service.storage.get_game(info.id)
    assert outbox.game.prompt.kind == "shrug" and outbox.game.to_act == [taker]
    assert row.deadline == clock() + 24 * 3600 and row.step_version == row.version
    outbox = await service.act(info.id, taker, {"kind": "shrug"}, row.version, 52)
    assert outbox.game.prompt.kind == "take" and outbox.game.to_act == [taker]


async def test_a_stopped_clock_keeps_its_seconds_through_an_interjection(service: Service, clock: FakeClock):
    info = await started(service)
    nudger = others(info)[0]
    clock.advance(3600)  # 23 hours left
    await service.time.pause(info.id, 1, False)
    paused = await service.storage.get_game(info.id)
    await service.act(info.id, nudger, NUDGE, paused.version, 61)  # a paused game accepts moves
    clock.advance(7 * 3600)
    await service.time.resume(info.id, 1, False)
    resumed = await service.storage.get_game(info.id)
    assert resumed.deadline == clock() + 23 * 3600


async def test_the_interjector_may_undo_and_blocks_the_undo_of_the_others(service: Service):
    """Issue 11's undo, with an interjection: the interjector takes it back under the same rules as
    a move (nothing happened since); the player who moved before it can no longer take back theirs
    (another player acted since), even once the interjection is taken back."""
    info = await started(service)
    (first,) = info.to_act
    v = (await service.act(info.id, first, TAKE1, info.version, 71)).game.version
    assert await service.can_undo(info.id, first)
    info = await service.info(info.id)
    (second,) = info.to_act
    nudger = next(u for u in others(info) if u != first)
    before = await service.storage.get_game(info.id)
    v = (await service.act(info.id, nudger, NUDGE, v, 72)).game.version
    assert not await service.can_undo(info.id, first) and await service.can_undo(info.id, nudger)
    with pytest.raises(Illegal, match="only they can take it back"):
        await service.undo(info.id, first, v, 73)
    outbox = await service.undo(info.id, nudger, v, 74)
    after = await service.storage.get_game(info.id)
    assert after.state == before.state and outbox.game.to_act == [second]
    # the clock of the second player's decision went on through both
    assert after.deadline == before.deadline and after.step_version == after.version
    assert not await service.can_undo(info.id, first)
    with pytest.raises(Illegal, match="acted"):
        await service.undo(info.id, first, after.version, 75)


async def test_the_turn_message_gets_one_line_and_nobody_is_pinged(tmp_path, clock: FakeClock):
    """Through the app: the interjection edits the current turn's message (one line more), posts
    no new message, mentions nobody and sends nothing private."""
    from bot.app.agora import Agora

    transport = RecordingTransport()
    app = Agora(make_settings(tmp_path / "db.sqlite3"), transport, clock=clock)
    await app.start()
    try:
        info = await app.service.create_game("toy-side", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0], seed=7)
        for user in (2, 3):
            await app.service.join(info.id, user, NAMES[user - 1])
        info = (await app.start_game(info.id, 1)).game
        boards, edits, private = len(transport.boards), len(transport.edits), len(transport.private)
        nudger = others(info)[0]
        await app.act_option(info.id, nudger, info.version, "nudge", 81)
        assert len(transport.boards) == boards and len(transport.private) == private and transport.texts == []
        assert len(transport.edits) == edits + 1
        message_id, content = transport.edits[-1]
        assert message_id == 9000 + boards
        assert f"{NAMES[nudger - 1]} nudges the pile and takes 1 coin." in content
    finally:
        await app.close()



async def test_an_interjection_ends_the_prompted_players_undo_of_its_earlier_move(service: Service):
    """The prompted player moved (answering a loud nudge) and may take it back; once another seat
    interjects, it no longer may (bot.features.undo: another player acted since)."""
    info = await started(service)
    (taker,) = info.to_act
    loud, quiet = others(info)
    v = (await service.act(info.id, loud, LOUD, info.version, 91)).game.version
    outbox = await service.act(info.id, taker, {"kind": "shrug"}, v, 92)
    assert outbox.game.to_act == [taker] and await service.can_undo(info.id, taker)
    v = (await service.act(info.id, quiet, NUDGE, outbox.game.version, 93)).game.version
    assert outbox.game.to_act == (await service.info(info.id)).to_act == [taker]
    assert not await service.can_undo(info.id, taker)
    with pytest.raises(Illegal, match="only they can take it back"):
        await service.undo(info.id, taker, v, 94)


async def test_mythology_baal_out_of_turn_through_the_service(service: Service, clock: FakeClock):
    """Mare Nostrum: Mythology (D2; mnm-it "Baal: Puoi distruggere una città avversaria ovunque sul
    tabellone"): the holder of a face-up Baal uses it in the Director of Commerce's turn through
    its panel; the Director's deadline stays and its older panel is outdated; a player without the
    god is refused "not your turn", and so is the holder once Baal is spent."""
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=10, host_id=1, host_name=NAMES[0],
                                     options={"expansion": "mythology"}, seed=7)
    for user in (2, 3):
        await service.join(info.id, user, NAMES[user - 1])
    info = (await service.start(info.id, 1)).game
    (director,) = info.to_act
    holder, bystander = others(info)
    _, engine, state = await service.public_state(info.id)
    state = state.model_copy(deep=True)
    state.gods = {"baal": info.seat_of(holder)}
    row = await service.storage.get_game(info.id)
    assert await service.storage.update_game(info.id, row.version, now=clock(), state=engine.dump_state(state))
    before = await service.storage.get_game(info.id)
    clock.advance(600)
    _, panel = await service.panel(info.id, holder)
    (group,) = panel.options
    use = group.children[0]
    with pytest.raises(NotYourTurn):
        await service.act(info.id, bystander, use.action, before.version, 101)
    outbox = await service.act_option(info.id, holder, before.version, f"gods.{use.key}", 102)
    after = await service.storage.get_game(info.id)
    assert [outbox.game.render(t) for t in outbox.public_lines][0].startswith(f"{NAMES[holder - 1]} calls on Baal: the city of ")
    assert outbox.mention_user_ids == [] and outbox.private_lines == {} and not outbox.board
    assert after.deadline == before.deadline and after.step_version == after.version == before.version + 1
    assert outbox.game.to_act == [director] and outbox.game.prompt == engine.prompt(state)
    with pytest.raises(StaleVersion):
        await service.act(info.id, director, {"kind": "announce", "count": 0}, before.version, 103)
    with pytest.raises(NotYourTurn):
        await service.act(info.id, holder, use.action, after.version, 104)
    await service.act(info.id, director, {"kind": "announce", "count": 0}, after.version, 105)


async def test_a_conceded_seat_does_not_interject(service: Service):
    """A seat that conceded is played by the automatic player, which never acts out of turn."""
    info = await started(service, 4)
    quitter = others(info)[0]
    info = (await service.concede(info.id, quitter)).game
    assert info.status == "active" and quitter not in info.to_act
    _, panel = await service.panel(info.id, quitter)
    assert panel.options == []
    with pytest.raises(NotYourTurn):
        await service.act(info.id, quitter, NUDGE, info.version, 111)
