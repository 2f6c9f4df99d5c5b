"""Hostile names and ids at the lobby (issue 19 part 3), on SQLite and PostgreSQL: a NUL in a
name crashed ``join`` on PostgreSQL and was stored on SQLite; a lone surrogate crashed both; an
id of 2^63 or more raised OverflowError / DataError.  Names are cleaned (control characters and
lone surrogates removed, length bounded) or refused; ids are refused with a clear error, and
nothing is stored."""

from __future__ import annotations

import pytest

from bot.core.errors import BadInput
from bot.core.inputs import MAX_NAME, clean_name
from tests.platform.helpers import lobby

BIG = 2**63


async def _seats(service, game_id):
    return [(s.user_id, s.name) for s in await service.storage.seats(game_id)]


@pytest.mark.parametrize("name, stored", [
    ("Bo\x00b", "Bob"), ("Bob\ud800", "Bob"), ("\x1b[31mRed\x1b[0m", "[31mRed[0m"), ("  Ann\n", "Ann"),
    ("Zoë 🎲", "Zoë 🎲"), ("x" * 500, "x" * MAX_NAME),
])
async def test_names_are_cleaned(service, name, stored):
    info = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice")
    await service.join(info.id, 2, name)
    assert await _seats(service, info.id) == [(1, "Alice"), (2, stored)]
    again = await service.create_game("toy", guild_id=1, channel_id=10, host_id=3, host_name=name)
    assert (await _seats(service, again.id)) == [(3, stored)]


@pytest.mark.parametrize("name", ["\x00", "\ud800\udc00"[0] + "\x07", "   ", None])
async def test_a_name_with_nothing_visible_is_refused(service, name):
    info = await lobby(service, players=1)
    with pytest.raises(BadInput) as caught:
        await service.join(info.id, 2, name)
    assert "name" in caught.value.text("en") and "nome" in caught.value.text("it")
    assert await _seats(service, info.id) == [(1, "Alice")]


@pytest.mark.parametrize("user_id", [BIG, -1, 2**64, True, "2"])
async def test_bad_user_ids_are_refused(service, user_id):
    info = await lobby(service, players=1)
    with pytest.raises(BadInput) as caught:
        await service.join(info.id, user_id, "Bob")
    assert caught.value.text("en") == "That user id is not valid for Discord; nothing was changed."
    assert caught.value.text("it") == "Quell'id utente non è valido per Discord; non è cambiato nulla."
    assert await _seats(service, info.id) == [(1, "Alice")]
    with pytest.raises(BadInput):
        await service.create_game("toy", guild_id=1, channel_id=10, host_id=user_id, host_name="Eve")
    assert len(await service.storage.games()) == 1


async def test_bad_game_channel_and_interaction_ids_are_refused(service):
    info = await lobby(service, players=2)
    started = (await service.start(info.id, 1)).game
    with pytest.raises(BadInput, match="game number"):
        await service.join(BIG, 2, "Bob")
    with pytest.raises(BadInput, match="channel id"):
        await service.create_game("toy", guild_id=1, channel_id=BIG, host_id=5, host_name="Eve")
    with pytest.raises(BadInput, match="server id"):
        await service.create_game("toy", guild_id=BIG, channel_id=1, host_id=5, host_name="Eve")
    row = await service.storage.get_game(started.id)
    engine = service._engine("toy")
    seat = engine.prompt(engine.load_state(row.state)).seats[0]
    user = {s.seat: s.user_id for s in await service.storage.seats(started.id)}[seat]
    action = engine.dump_action(engine.legal_actions(engine.load_state(row.state), seat)[0])
    with pytest.raises(BadInput, match="interaction id"):
        await service.act(started.id, user, action, row.version, BIG)
    with pytest.raises(BadInput, match="game number"):
        await service.act(BIG, user, action, row.version, 1)
    with pytest.raises(BadInput):
        await service.undo(started.id, user, BIG, 1)
    assert (await service.storage.get_game(started.id)).version == row.version
    assert await service.storage.count_actions(started.id) == 0
    assert len(await service.storage.games()) == 1


def test_clean_name_unit():
    assert clean_name("a\u200db") == "a\u200db"  # a joiner (Cf) is part of emoji sequences: kept
    with pytest.raises(BadInput):
        clean_name(42)


async def test_a_bad_game_number_reads_as_a_player_would_say_it(service):
    """Issue 27: "That game number is not valid for Discord" read oddly to a player: say what a
    game number is and where to find one, in both languages."""
    with pytest.raises(BadInput) as caught:
        await service.info(BIG)
    assert caught.value.text("en") == ("That is not a game number: a game's number is the one after # in its messages "
                                       "(`/agora games` lists yours); nothing was changed.")
    assert caught.value.text("it") == ("Quello non è un numero di partita: il numero di una partita è quello dopo # nei "
                                       "suoi messaggi (`/agora partite` elenca le tue); non è cambiato nulla.")
