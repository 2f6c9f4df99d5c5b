"""``/agora new`` with an unknown game or an out-of-range option is answered privately before
anything public appears: no public "thinking" placeholder (which Discord would show to the
channel), no lobby, no game created."""

from __future__ import annotations

import pytest

from tests.discord.conftest import ALICE


def refused_privately_at_once(bot, iid: int) -> str:
    """The interaction's first request is its private answer (callback type 4, ephemeral), and
    nothing else public happened: no deferral, no placeholder, no channel post."""
    first = bot.fake.first_request(iid)
    assert first.is_callback and first.callback_type == 4, first.payload
    assert first.payload["data"]["flags"] & 64
    (text,) = bot.fake.private_texts(iid)
    assert all(r.method != "DELETE" for r in bot.fake.for_interaction(iid))
    return text


@pytest.mark.parametrize(
    "options, words",
    [
        ({"game": "chess"}, "choose one of: 7 Wonders Duel, Mare Nostrum, Antike, Olympus"),
        ({"game": "mare-nostrum", "setup": "expert"}, "`setup` takes only one of the values offered: “Introductory"),
        ({"game": "toy", "deadline_hours": 0.001}, "deadline_hours must be between"),
        ({"game": "toy", "deadline_hours": 5000.0}, "deadline_hours must be between"),
    ],
    ids=["unknown-game", "bad-setup", "deadline-too-short", "deadline-too-long"],
)
async def test_a_refused_new_game_is_private_from_the_start(bot, options, words):
    iid = await bot.fake.command(bot.client, "new", options, user=ALICE)
    text = refused_privately_at_once(bot, iid)
    if words:
        assert words in text
    assert await bot.app.storage.games() == []


async def test_a_good_new_game_is_still_public(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "deadline_hours": 2.0}, user=ALICE)
    first = bot.fake.first_request(iid)
    assert first.callback_type == 5 and not int((first.payload.get("data") or {}).get("flags") or 0) & 64
    assert not bot.fake.response_message(iid)["flags"] & 64
    assert len(await bot.app.storage.games()) == 1
