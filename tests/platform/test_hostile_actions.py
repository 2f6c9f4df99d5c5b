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


# ---- ids, versions and texts at every entry point (issue 28) ---------------------------------
BIG = 2**63
#: (argument, hostile value, the field the refusal names): the same inputs for act and act_option
BAD_ARGUMENTS = [
    *[("game_id", v, "game number") for v in (BIG, 2**64, -1, -(2**63), 0, "1", 1.0, True, None)],
    *[("user_id", v, "user id") for v in (BIG, -1, "2", 2.0, True, None)],
    *[("version", v, "a version of the game that Agora never drew") for v in (BIG, -1, "3", 3.0, True, None)],
    *[("interaction_id", v, "interaction id") for v in (BIG, 2**64, -1, -(2**63), 0, "1", 1.0, True)],
]


async def _toy_turn(service: Service):
    from tests.platform.helpers import lobby

    info = await lobby(service, players=2)
    started = (await service.start(info.id, 1)).game
    row = await service.storage.get_game(started.id)
    engine = service._engine("toy")
    state = engine.load_state(row.state)
    seat = engine.prompt(state).seats[0]
    user = {s.seat: s.user_id for s in await service.storage.seats(started.id)}[seat]
    action = engine.dump_action(engine.legal_actions(state, seat)[0])
    keys, options = [], engine.panel(state, seat).options
    while options:  # the first leaf of the panel
        keys.append(options[0].key)
        if options[0].action is not None:
            break
        options = options[0].children
    return started.id, user, row.version, action, ".".join(keys)


def _call(service: Service, entry: str, args: dict, action: dict, path: str):
    if entry == "act":
        return service.act(args["game_id"], args["user_id"], action, args["version"], args["interaction_id"])
    return service.act_option(args["game_id"], args["user_id"], args["version"], path, args["interaction_id"])


@pytest.mark.parametrize("entry", ["act", "act_option"])
@pytest.mark.parametrize(("argument", "value", "named"), BAD_ARGUMENTS,
                         ids=[f"{a}={v!r}" for a, v, _ in BAD_ARGUMENTS])
async def test_act_and_act_option_share_the_edge_checks(service, entry, argument, value, named):
    """``Service.act_option`` used to skip the checks of ``act``: an id of 2^63 or more and a text
    version crashed it (OverflowError, DataError, TypeError) and interaction ids of -1, -2^63,
    "1" or 1.0 were accepted.  Both now refuse the same inputs with the same BadInput, naming
    the field, and store nothing."""
    from bot.core.errors import BadInput

    game_id, user, version, action, path = await _toy_turn(service)
    args = {"game_id": game_id, "user_id": user, "version": version, "interaction_id": 77, argument: value}
    with pytest.raises(BadInput) as caught:
        await _call(service, entry, args, action, path)
    assert named in caught.value.text("en") and "nothing was changed" in caught.value.text("en")
    assert caught.value.text("it") != caught.value.text("en")
    assert (await service.storage.get_game(game_id)).version == version
    assert await service.storage.count_actions(game_id) == 0
    await _call(service, entry, {"game_id": game_id, "user_id": user, "version": version, "interaction_id": 78},
                action, path)  # the same call with good arguments goes through
    assert await service.storage.count_actions(game_id) == 1


@pytest.mark.parametrize("path", ["x" * 100_000, "take\x00", "a\ud800", 7, None, b"take"])
async def test_act_option_refuses_a_path_that_is_not_a_short_text(service, path):
    from bot.core.errors import BadInput

    game_id, user, version, _, _ = await _toy_turn(service)
    with pytest.raises(BadInput) as caught:
        await service.act_option(game_id, user, version, path, 5)
    text = caught.value.text("en")
    assert text.startswith("That choice is not one Agora could have sent") and "x" * 20 not in text
    assert await service.storage.count_actions(game_id) == 0


@pytest.mark.parametrize("entry", ["leave", "choose", "start", "abandon", "panel", "can_undo", "info", "log"])
async def test_every_entry_point_refuses_an_id_past_64_bits(service, entry):
    from bot.core.errors import BadInput
    from tests.platform.helpers import lobby

    info = await lobby(service, players=1)
    calls = {
        "leave": lambda g: service.leave(g, 2), "choose": lambda g: service.choose(g, 2, "x"),
        "start": lambda g: service.start(g, 1), "abandon": lambda g: service.abandon(g, 1, False),
        "panel": lambda g: service.panel(g, 1), "can_undo": lambda g: service.can_undo(g, 1),
        "info": lambda g: service.info(g), "log": lambda g: service.log(g),
    }
    for bad in (BIG, "1", 1.0):
        with pytest.raises(BadInput, match="game number"):
            await calls[entry](bad)
    assert (await service.info(info.id)).version == info.version


# ---- refusals never echo the caller's text (issue 28) ----------------------------------------
def _until(engine_id: str, seats: int, kind: str, options=None, seed=5):
    """A state of ``engine_id`` where the prompted seat may take an action of ``kind``."""
    engine = engines.get(engine_id)
    state = engine.start(seats, {**engine.default_options(), **(options or {})}, seed)
    rng = random.Random(seed)
    for _ in range(3000):
        seat = engine.prompt(state).seats[0]
        if any(engine.dump_action(a).get("kind") == kind for a in engine.legal_actions(state, seat)):
            return engine, state, seat
        state, _ = engine.apply(state, seat, engine.playout_policy(state, seat, rng))
    raise AssertionError(f"no {kind} in {engine_id}")


def _refusal(engine, state, seat, action) -> tuple[str, str]:
    from i18n import render

    with pytest.raises(IllegalAction) as caught:
        engine.apply(state, seat, engine.parse_action(action))
    assert caught.value.code == "malformed"
    return render(caught.value.message, "en"), render(caught.value.message, "it")


SENT = ["@everyone", "@everyone\x00", "nowhere", "x" * 100_000, "a\ud800", "mn-god-X"]


@pytest.mark.parametrize("sent", SENT, ids=["everyone", "nul", "unknown", "100kB", "surrogate", "message-id"])
def test_olympus_expand_to_is_named_never_echoed(sent):
    engine, state, seat = _until("olympus", 3, "expand")
    en, it = _refusal(engine, state, seat, {"kind": "expand", "origin": "new:north", "to": sent})
    assert "“to”" in en and "«to»" in it
    for text in (en, it):
        assert sent[:6] not in text and "{???}" not in text and "@" not in text, text
    if len(sent) <= 64 and sent.isprintable():  # a plain unknown id: the territories are listed
        assert "must be one of: acarnania, achaea" in en and "deve essere uno fra: acarnania" in it


@pytest.mark.parametrize("sent", SENT, ids=["everyone", "nul", "unknown", "100kB", "surrogate", "message-id"])
@pytest.mark.parametrize("kind", ["use_god", "offer_god"])
def test_mythology_god_is_named_never_echoed(sent, kind):
    engine = engines.get("mare-nostrum")
    state = engine.start(3, {**engine.default_options(), "expansion": "mythology"}, 5)
    seat = engine.prompt(state).seats[0]
    en, it = _refusal(engine, state, seat, {"kind": kind, "god": sent})
    assert "“god”" in en and "«god»" in it
    for text in (en, it):
        assert sent[:6] not in text and "{???}" not in text and "@" not in text and "mn-god" not in text, text
    if len(sent) <= 64 and sent.isprintable():
        assert en.endswith("must be one of: athena, baal, hermes, astarte, isis, mars, poseidon, vulcan.")


@pytest.mark.parametrize("engine_id", ["7wd", "mare-nostrum", "antike", "olympus"])
def test_a_forged_field_name_or_long_text_is_never_echoed(engine_id):
    from i18n import render

    engine = engines.get(engine_id)
    state = engine.start(engine.min_seats, engine.default_options(), 5)
    seat = engine.prompt(state).seats[0]
    data = engine.dump_action(engine.legal_actions(state, seat)[0])
    for junk in ({"@everyone": 1}, {"k" * 100_000: 1}, {"kind": "x" * 100_000}, {"kind": "\x00"}):
        with pytest.raises(IllegalAction) as caught:
            engine.parse_action({**data, **junk})
        for lang in ("en", "it"):
            text = render(caught.value.message, lang)
            assert "{???}" not in text and "@" not in text and "kkkk" not in text and "xxxx" not in text, text


def test_mythology_offering_pass_with_cards_is_refused():
    """Issue 28: a pass of the offering (``god`` None) with junk ``cards`` was accepted and stored
    (5 MB once); a field a pass does not take is refused, naming it."""
    engine, state, seat = _until("mare-nostrum", 3, "offer_god", options={"expansion": "mythology"})
    assert engine.parse_action({"kind": "offer_god"}) in engine.legal_actions(state, seat)
    for cards in (["tax"], ["junk"] * 1000):
        en, it = _refusal(engine, state, seat, {"kind": "offer_god", "god": None, "cards": cards})
        assert en == "That action has a field it does not use: “cards”." and it == "Questa mossa ha un campo che non usa: «cards»."
    engine.apply(state, seat, engine.parse_action({"kind": "offer_god"}))  # a plain pass goes through


async def test_mythology_offering_pass_with_cards_stores_nothing(service):
    info = await _game(service, "mare-nostrum", 3, options={"expansion": "mythology"})
    engine = service._engine("mare-nostrum")
    row = await service.storage.get_game(info.id)
    state = engine.load_state(row.state)
    rng = random.Random(2)
    seats = {s.seat: s.user_id for s in await service.storage.seats(info.id)}
    while engine.prompt(state).kind != "offer_god":  # play to the offering through the service
        seat = engine.prompt(state).seats[0]
        action = engine.dump_action(engine.playout_policy(state, seat, rng))
        await service.act(info.id, seats[seat], action, row.version, None)
        row = await service.storage.get_game(info.id)
        state = engine.load_state(row.state)
    seat = engine.prompt(state).seats[0]
    before = (row.version, await service.storage.count_actions(info.id))
    with pytest.raises(Illegal):
        await service.act(info.id, seats[seat], {"kind": "offer_god", "cards": ["junk"] * 10}, row.version, None)
    row = await service.storage.get_game(info.id)
    assert (row.version, await service.storage.count_actions(info.id)) == before
