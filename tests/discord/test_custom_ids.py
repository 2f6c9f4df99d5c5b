"""The ag1 custom_id grammar: round trips, the 100-character limit, and malformed ids refused
politely (through the real client)."""

from __future__ import annotations

import re
import string

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cogs.custom_ids import (
    BUTTON_TEMPLATE,
    KINDS,
    PANEL_KINDS,
    SELECT_TEMPLATE,
    BadCustomId,
    CustomId,
    panel_id,
    parse,
)
from cogs.panels import resolve
from engines.base import Option
from tests.discord.conftest import ALICE
from tests.discord.harness import CHANNEL_ID

# keys of up to 16 characters: three of them always fit in 100 characters
keys = st.text(alphabet=string.ascii_letters + string.digits + "_-", min_size=1, max_size=16)
fast = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def custom_id_values(draw) -> CustomId:
    kind = draw(st.sampled_from(KINDS))
    panel = kind in PANEL_KINDS
    path = tuple(draw(st.lists(keys, max_size=3))) if panel else ()
    page = draw(st.integers(0, 9)) if panel else 0
    return CustomId(draw(st.integers(0, 10**12)), kind, draw(st.integers(0, 10**6)), path, page)


@fast
@given(custom_id_values())
def test_round_trip(cid):
    text = cid.format()
    assert len(text) <= 100 and text.startswith("ag1:")
    assert parse(text) == cid


@fast
@given(custom_id_values())
def test_templates_are_disjoint_and_cover_every_id(cid):
    text = cid.format()
    is_select = re.fullmatch(SELECT_TEMPLATE, text) is not None
    is_button = re.fullmatch(BUTTON_TEMPLATE, text) is not None
    assert is_select != is_button
    assert is_select == (cid.kind in ("sel", "pick"))  # the panel's and the lobby's select menus


def test_examples():
    assert CustomId(12, "play", 7).format() == "ag1:12:play:7"
    assert CustomId(12, "opt", 7, ("s12", "build")).format() == "ag1:12:opt:7:s12.build"
    assert CustomId(12, "opt", 7, (), 2).format() == "ag1:12:opt:7:~2"
    assert parse("ag1:12:sel:7:s12~1") == CustomId(12, "sel", 7, ("s12",), 1)


def test_too_long_is_refused_and_panel_ids_fall_back_to_positions():
    long_keys = ["k" * 24] * 4
    with pytest.raises(ValueError):
        CustomId(1, "opt", 1, tuple(long_keys)).format()
    text = panel_id(123456, "opt", 789, long_keys, [3, 0, 2, 1])
    assert text == "ag1:123456:opt:789:@3.@0.@2.@1" and len(text) <= 100
    # positions resolve to the same node as the keys
    tree = [Option(key="a", label="A"), Option(key="b", label="B"), Option(key="c", label="C"),
            Option(key="k" * 24, label="K", children=[Option(key="k" * 24, label="K2", action={"x": 1})])]
    assert resolve(tree, parse("ag1:1:opt:1:@3.@0").path).keys == ("k" * 24, "k" * 24)


@pytest.mark.parametrize(
    "text",
    [
        "ag1:x:play:1",
        "ag1:1:bogus:1",
        "ag1:1:play",
        "ag1:1:play:1:extra",  # only panel kinds take an argument
        "ag1:1:opt:1:a..b",
        "ag1:1:opt:1:" + "a" * 25,  # a key is at most 24 characters
        "ag1:1:opt:1:a~x",
        "ag1:-1:play:1",
        "ag1:1:play:1" + " " * 100,
        "hello",
    ],
)
def test_malformed_ids_are_refused(text):
    with pytest.raises(BadCustomId) as err:
        parse(text)
    assert not err.value.outdated


def test_another_grammar_version_is_outdated():
    with pytest.raises(BadCustomId) as err:
        parse("ag0:1:play:1")
    assert err.value.outdated


def _message_with_button(fake, custom_id: str) -> dict:
    msg = fake._message(CHANNEL_ID, {"content": "old", "components": [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "Old", "custom_id": custom_id}]}]})
    return msg


@pytest.mark.parametrize(
    ("custom_id", "expected"),
    [
        ("ag1:1:bogus:3", "I don't understand this button"),
        ("ag1:zz", "I don't understand this button"),
        ("ag7:1:play:3", "older version of Agora"),
    ],
)
async def test_malformed_clicks_get_a_polite_private_answer(bot, custom_id, expected):
    msg = _message_with_button(bot.fake, custom_id)
    iid = await bot.fake.click(bot.client, msg, "Old", user=ALICE)
    first = bot.fake.first_request(iid)
    assert first.is_callback and first.callback_type == 5 and first.payload["data"]["flags"] & 64
    (reply,) = bot.fake.replies(iid)
    assert expected in reply


async def test_unknown_game_click(bot):
    msg = _message_with_button(bot.fake, "ag1:999:play:0")
    iid = await bot.fake.click(bot.client, msg, "Old", user=ALICE)
    assert bot.fake.first_request(iid).callback_type == 5
    assert bot.fake.replies(iid) == ["There is no game #999."]
