"""Mare Nostrum's Mythology expansion in the lobby (Engine.seat_range), on both storage back
ends: a Mythology game seats 6 (mnm-it "6 giocatori"), the base game 5; the option is validated
at creation; a 6-player Mythology game starts with Atlantis, replays from its stored options."""

from __future__ import annotations

import pytest

from bot.core.errors import BadOption, LobbyError
from bot.service import PLATFORM_OPTIONS, Service

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace"]


async def _lobby(service: Service, players: int, **options) -> int:
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice",
                                     options=options, seed=7)
    for i in range(1, players):
        await service.join(info.id, 10 + i, NAMES[i])
    return info.id


async def test_base_game_is_full_at_five_mythology_at_six(service: Service):
    gid = await _lobby(service, 5)
    with pytest.raises(LobbyError, match="full"):
        await service.join(gid, 20, "Frank")
    gid = await _lobby(service, 6, expansion="mythology")
    info = await service.info(gid)
    with pytest.raises(LobbyError, match="full"):
        await service.join(gid, 20, "Grace")
    assert (await service.info(gid)).version == info.version
    await service.start(gid, 10)
    info, engine, state = await service.public_state(gid)
    assert sorted(p.civ for p in state.players) == ["atlantis", "babylon", "carthage", "egypt", "greece", "rome"]
    assert "high_priest" in state.roles and state.neutrals == []
    row = await service.storage.get_game(gid)
    options = {**engine.default_options(), **{k: v for k, v in row.options.items() if k not in PLATFORM_OPTIONS}}
    assert engine.dump_state(engine.setup(6, options, row.seed)) == engine.dump_state(state)


async def test_bad_expansion_options_are_refused_at_creation(service: Service):
    for options in ({"expansion": "gods"}, {"victory": "long"}, {"expansion": "mythology", "victory": "short"},
                    # the 3 role cards variant (docs/mythology-rules.md #88, D39): Mythology only, not with the long victory
                    {"roles_victory": True}, {"expansion": "mythology", "victory": "long", "roles_victory": True},
                    {"expansion": "mythology", "roles_victory": "on"}):
        with pytest.raises(BadOption):
            await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice",
                                      options=options, seed=7)
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice",
                                     options={"expansion": "mythology", "victory": "long"}, seed=7)
    assert info.options["victory"] == "long"
