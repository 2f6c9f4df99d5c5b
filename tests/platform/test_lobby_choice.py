"""Service.choose and the start with a lobby choice (Engine.lobby_choice: Mare Nostrum's
civilizations="choose"), on both storage back ends: the choice is kept in the game's options,
refusals change nothing, the start waits for everyone and hands the engine the choices in seat
order, replaying the setup from the stored options gives the same game."""

from __future__ import annotations

import pytest

from bot.core.errors import BadOption, LobbyError, NotAPlayer
from bot.service import LOBBY_CHOICES, PLATFORM_OPTIONS, Service


async def _lobby(service: Service, **options) -> int:
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice",
                                     options={"civilizations": "choose", **options}, seed=7)
    await service.join(info.id, 11, "Bob")
    await service.join(info.id, 12, "Carol")
    return info.id


async def test_choices_are_stored_and_given_to_the_setup_in_seat_order(service: Service):
    gid = await _lobby(service)
    await service.choose(gid, 10, "egypt")
    await service.choose(gid, 11, "rome")
    info = await service.choose(gid, 11, "babylon")  # a new choice replaces the old one
    assert info.options[LOBBY_CHOICES] == {"10": "egypt", "11": "babylon"}
    v = info.version
    for user, value, error in ((12, "egypt", LobbyError), (13, "greece", NotAPlayer), (12, "atlantis", LobbyError)):
        with pytest.raises(error):
            await service.choose(gid, user, value)
    with pytest.raises(LobbyError):  # Carol has not chosen
        await service.start(gid, 10)
    assert (await service.info(gid)).version == v
    await service.choose(gid, 12, "carthage")
    out = await service.start(gid, 10)
    info, engine, state = await service.public_state(gid)
    want = {10: "egypt", 11: "babylon", 12: "carthage"}
    assert {s.user_id: state.players[s.seat].civ for s in info.seats} == want
    assert out.game.status == "active" and state.neutrals == ["rome", "greece"]
    # the start stores the choices as the option itself, in seat order: the setup replays from the
    # stored options alone (bot/ops/migrate.py's check, the fault tests)
    row = await service.storage.get_game(gid)
    assert row.options["civilizations"] == [want[s.user_id] for s in sorted(info.seats, key=lambda s: s.seat)]
    options = {**engine.default_options(), **{k: v for k, v in row.options.items() if k not in PLATFORM_OPTIONS}}
    assert engine.dump_state(engine.setup(len(info.seats), options, row.seed)) == engine.dump_state(state)


async def test_leave_frees_the_choice_and_choose_is_refused_after_the_start(service: Service):
    gid = await _lobby(service)
    await service.choose(gid, 11, "greece")
    info = await service.leave(gid, 11)
    assert info.options[LOBBY_CHOICES] == {}
    await service.choose(gid, 10, "greece")
    await service.choose(gid, 12, "rome")
    await service.join(gid, 11, "Bob")
    await service.choose(gid, 11, "egypt")
    await service.start(gid, 10)
    with pytest.raises(LobbyError):
        await service.choose(gid, 11, "carthage")


async def test_nothing_to_choose_and_the_key_is_never_accepted_from_new(service: Service):
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice")
    with pytest.raises(LobbyError):
        await service.choose(info.id, 10, "rome")
    with pytest.raises(BadOption):
        service.check_new_game("mare-nostrum", {LOBBY_CHOICES: {"10": "rome"}})
    with pytest.raises(BadOption):
        service.check_new_game("mare-nostrum", {"civilizations": "pick-for-me"})
