"""Hostile action data at the service (issue 19 part 3): a huge number, junk in fields the
action does not use, unknown keys, strings and booleans where numbers go.  Each is refused as
``Illegal`` (rule code "malformed") with a message naming the field in both languages, and
nothing is stored.  Every action an engine offers still parses after a JSON round trip
(tests/test_contract.py checks that on random games)."""

from __future__ import annotations

import json
import random

import pytest

import engines
from bot.core.errors import Illegal
from bot.service import Service
from engines.base import IllegalAction

HUGE = 10**30


async def _game(service: Service, engine_id: str, players: int, options=None):
    info = await service.create_game(engine_id, guild_id=1, channel_id=10, host_id=1, host_name="Alice",
                                     options=options, seed=3)
    for user in range(2, players + 1):
        await service.join(info.id, user, f"P{user}")
    return (await service.start(info.id, 1)).game


async def _refused(service: Service, game_id: int, action: dict, field: str) -> Illegal:
    row = await service.storage.get_game(game_id)
    assert row is not None
    before = (row.version, await service.storage.count_actions(game_id))
    prompt = service._engine(row.engine).prompt(service._engine(row.engine).load_state(row.state))
    seats = {s.seat: s.user_id for s in await service.storage.seats(game_id)}
    user = seats[prompt.seats[0]]
    with pytest.raises(Illegal) as caught:
        await service.act(game_id, user, action, row.version, None)
    err = caught.value
    assert err.rule_code == "malformed"
    en, it = err.text("en"), err.text("it")
    assert f"“{field}”" in en and f"«{field}»" in it, (en, it)
    row = await service.storage.get_game(game_id)
    assert (row.version, await service.storage.count_actions(game_id)) == before
    return err


@pytest.mark.parametrize("kind", ["build", "discard", "wonder"])
async def test_sevenwd_huge_slot_is_refused_cleanly(service, kind):
    info = await _game(service, "7wd", 2)
    # drafting comes first in 7 Wonders Duel: a build is parsed before it is judged
    action = {"kind": kind, "slot": HUGE} | ({"wonder": "the_pyramids"} if kind == "wonder" else {})
    err = await _refused(service, info.id, action, "slot")
    assert "out of range" in err.text("en") and "fuori dai valori ammessi" in err.text("it")


@pytest.mark.parametrize("extra, field", [
    ({"site": -1}, "site"), ({"site": "3"}, "site"), ({"site": True}, "site"), ({"card": "1e3"}, "card"),
    ({"site": 3}, "site"), ({"bogus": 1}, "bogus"),
])
async def test_mare_nostrum_junk_in_a_build_is_refused(service, extra, field):
    info = await _game(service, "mare-nostrum", 3)
    await _refused(service, info.id, {"kind": "build", "item": "legion", "province": "latium", **extra}, field)


def test_mare_nostrum_build_keeps_the_fields_it_uses():
    engine = engines.get("mare-nostrum")
    for action in ({"kind": "build", "item": "city", "province": "latium", "site": 0},
                   {"kind": "build", "item": "card", "card": "pyramids"},
                   {"kind": "build", "item": "legion", "province": "latium"}):
        assert engine.dump_action(engine.parse_action(action)) == {
            "site": None, "card": None, "province": None, **action}


@pytest.mark.parametrize("engine_id", ["7wd", "mare-nostrum", "antike", "olympus"])
def test_unknown_keys_strings_and_booleans_are_refused_by_every_engine(engine_id):
    engine = engines.get(engine_id)
    state = engine.start(engine.min_seats, engine.default_options(), 5)
    rng = random.Random(1)
    checked = 0
    for _ in range(40):
        if engine.outcome(state) is not None:
            break
        seat = engine.prompt(state).seats[0]
        action = engine.playout_policy(state, seat, rng)
        data = engine.dump_action(action)
        assert engine.parse_action(json.loads(json.dumps(data))) == action  # the round trip still parses
        with pytest.raises(IllegalAction) as caught:
            engine.parse_action({**data, "unexpected": 1})
        assert caught.value.code == "malformed"
        for key, value in data.items():
            if isinstance(value, bool):
                continue
            if isinstance(value, int):
                for wrong in (str(value), float(value) + 0.5, True if value != 1 else False):
                    with pytest.raises(IllegalAction):
                        engine.parse_action({**data, key: wrong})
                checked += 1
        state, _ = engine.apply(state, seat, action)
    assert checked or engine_id in ("antike", "olympus")  # their first moves name places, not numbers


def test_olympus_ignored_unknown_keys_before():
    engine = engines.get("olympus")
    state = engine.start(3, engine.default_options(), 2)
    seat = engine.prompt(state).seats[0]
    data = engine.dump_action(engine.legal_actions(state, seat)[0])
    with pytest.raises(IllegalAction) as caught:
        engine.parse_action({**data, "zzz": "junk"})
    from i18n import render

    assert "“zzz”" in render(caught.value.message, "en")


@pytest.mark.parametrize("engine_id, options, words", [
    ("olympus", {"extensions": "2"}, "extensions"),
    ("olympus", {"extensions": True}, "extensions"),
    ("7wd", {"deadline_hours": "2"}, "deadline_hours"),
    ("7wd", {"deadline_hours": True}, "deadline_hours"),
    ("antike", {"target3": "10"}, "target3 takes a whole number"),
    ("antike", {"target3": 10.0}, "target3 takes a whole number"),
    ("mare-nostrum", {"roles_victory": 1}, "roles_victory takes true or false"),
    ("mare-nostrum", {"setup": 3}, "setup takes a word"),
])
async def test_options_are_strict(service, engine_id, options, words):
    from bot.core.errors import BadOption

    with pytest.raises(BadOption) as caught:
        await service.create_game(engine_id, guild_id=1, channel_id=10, host_id=1, host_name="A", options=options)
    assert words in caught.value.text("en") and caught.value.text("it") != caught.value.text("en")
    assert await service.storage.games() == []


async def test_options_of_the_right_type_pass(service):
    info = await service.create_game("antike", guild_id=1, channel_id=10, host_id=1, host_name="A",
                                     options={"target3": 10, "extensions": 2, "deadline_hours": 2})
    assert info.options["target3"] == 10 and info.options["extensions"] == 2
