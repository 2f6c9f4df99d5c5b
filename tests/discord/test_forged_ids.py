"""Forged and malformed custom_ids on real clicks: another game's id, a path that is not on the
clicker's panel, an old or a future version, wrong grammar, more than 100 characters, an unknown
kind, non-numeric parts, a select value off the panel.  Each is refused politely and privately,
changes nothing, and (except the ordinary outdated and old-grammar clicks, logged at INFO) leaves
one WARNING record naming the user and the reason, without the panel path or any secret."""

from __future__ import annotations

import dataclasses
import logging

import pytest

from cogs.custom_ids import CustomId
from tests.discord.conftest import BOB
from tests.discord.harness import CHANNEL_ID, GUILD_ID
from tests.discord.test_flow import current_player, open_panel, started_game

SECOND_CHANNEL = 900_000_000_000_000_021
MALFORMED = "I don't understand this button"


async def forged_world(bot):
    """An active game 1 in its thread, and the player to act with an open panel at "Take coins"."""
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    return game_id, thread_id, board, panel, player, info


def case(name, make, phrase, level=logging.WARNING, reason=None, select=None, on="panel"):
    return pytest.param(make, phrase, level, reason, select, on, id=name)


CASES = [
    case("another-game", lambda g, v: CustomId(2, "play", 0).format(), "belongs to a game in another channel",
         reason="game 2 is in another channel", on="board"),
    case("unknown-game", lambda g, v: CustomId(999, "play", 0).format(), "There is no game #999.",
         reason="no game 999", on="board"),
    case("path-not-on-panel", lambda g, v: CustomId(g, "opt", v, ("take", "9")).format(),
         "no longer on your panel", reason="path not on the user's panel of game 1"),
    case("other-branch", lambda g, v: CustomId(g, "opt", v, ("bid", "3")).format(),
         "no longer on your panel", reason="path not on the user's panel of game 1"),
    case("index-out-of-range", lambda g, v: CustomId(g, "opt", v, ("@7",)).format(),
         "no longer on your panel", reason="path not on the user's panel of game 1"),
    case("future-version", lambda g, v: CustomId(g, "opt", v + 5, ("take", "1")).format(), MALFORMED,
         reason=" is ahead of game 1"),
    case("old-version", lambda g, v: CustomId(g, "opt", v - 1, ("take", "1")).format(), "outdated",
         level=logging.INFO, reason="outdated click"),
    case("wrong-grammar", lambda g, v: f"ag1:{g}:opt", MALFORMED, reason="malformed custom_id"),
    case("path-in-the-version", lambda g, v: f"ag1:{g}:opt:take.1", MALFORMED, reason="malformed custom_id"),
    case("arg-on-play", lambda g, v: f"ag1:{g}:play:{v}:take", MALFORMED, reason="malformed custom_id", on="board"),
    case("too-long", lambda g, v: f"ag1:{g}:opt:{v}:" + ".".join(["take"] * 30), MALFORMED,
         reason="malformed custom_id (161 characters)"),
    case("unknown-kind", lambda g, v: f"ag1:{g}:buy:{v}", MALFORMED, reason="malformed custom_id"),
    case("non-numeric-game", lambda g, v: f"ag1:one:opt:{v}:take.1", MALFORMED, reason="malformed custom_id"),
    case("non-numeric-version", lambda g, v: f"ag1:{g}:opt:v{v}:take.1", MALFORMED, reason="malformed custom_id"),
    case("bad-page", lambda g, v: f"ag1:{g}:opt:{v}:take~x", MALFORMED, reason="malformed custom_id"),
    case("old-grammar", lambda g, v: f"ag0:{g}:opt:{v}", "older version of Agora", level=logging.INFO,
         reason="older grammar"),
    case("select-value-off-grammar", lambda g, v: CustomId(g, "sel", v, ("take",)).format(), MALFORMED,
         reason="select values not on the user's panel", select=["../etc"]),
    case("select-value-not-on-panel", lambda g, v: CustomId(g, "sel", v, ("take",)).format(),
         "no longer on your panel", reason="path not on the user's panel", select=["7"]),
]


@pytest.mark.parametrize(("make", "phrase", "level", "reason", "select", "on"), CASES)
async def test_forged_custom_ids_are_refused_privately_and_logged(bot, caplog, make, phrase, level, reason, select, on):
    game_id, thread_id, board, panel, player, info = await forged_world(bot)
    # a second game in another channel of the same guild (for "another game's id")
    bot.fake.channels[SECOND_CHANNEL] = {**bot.fake.channels[CHANNEL_ID], "id": str(SECOND_CHANNEL), "name": "more-games"}
    await open_lobby_in(bot, SECOND_CHANNEL)
    before = (await bot.app.service.info(game_id)).model_dump(), await bot.app.storage.count_actions(game_id)
    custom_id = make(game_id, info.version)
    message = bot.fake.forge(panel if on == "panel" else board, custom_id, select=select is not None)
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="cogs"):
        iid = await bot.fake.click_id(bot.client, message, custom_id, user=player, values=select)
    texts = bot.fake.private_texts(iid)
    assert texts and any(phrase in t for t in texts), texts
    assert ((await bot.app.service.info(game_id)).model_dump(), await bot.app.storage.count_actions(game_id)) == before
    records = [r for r in caplog.records if r.name.startswith("cogs") and reason in r.getMessage()]
    assert len(records) == 1, [r.getMessage() for r in caplog.records]
    (record,) = records
    assert record.levelno == level
    text = record.getMessage()
    assert str(player.id) in text
    assert "offline-test-token" not in caplog.text
    assert "take" not in text and "bid" not in text and "etc" not in text  # no panel path or value in the log
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING and r is not record]


async def open_lobby_in(bot, channel_id: int) -> None:
    await bot.fake.command(bot.client, "new", {"game": "toy"}, user=BOB, channel_id=channel_id)
    (game,) = await bot.app.service.games_in_channel(channel_id)
    assert game.id == 2 and game.guild_id == GUILD_ID


# ---- components whose type does not match their id, and ids that are not Agora's (issue 28) ----
def _with(message: dict, component: dict) -> dict:
    """``message`` with one more row holding ``component`` (a forged client's message)."""
    return {**message, "components": [*message.get("components", []), {"type": 1, "components": [component]}]}


def _button(custom_id: str) -> dict:
    return {"type": 2, "style": 2, "label": "Forged", "custom_id": custom_id}


def _select(custom_id: str) -> dict:
    return {"type": 3, "custom_id": custom_id, "placeholder": "Choose…", "min_values": 1, "max_values": 1,
            "options": [{"label": "x", "value": "x"}]}


TYPE_CASES = [
    pytest.param(lambda g, v: CustomId(g, "sel", v, ("take",)).format(), False, "button carries the id of a menu",
                 "a button carries a menu's custom_id", id="select-id-in-a-button"),
    pytest.param(lambda g, v: CustomId(g, "play", v).format(), True, "menu carries the id of a button",
                 "a menu carries a button's custom_id", id="button-id-in-a-select"),
    pytest.param(lambda g, v: CustomId(g, "opt", v, ("take", "1")).format(), True, "menu carries the id of a button",
                 "a menu carries a button's custom_id", id="panel-option-id-in-a-select"),
    pytest.param(lambda g, v: "@everyone\x00" + "x" * 80, False, "was not made by Agora",
                 "not an Agora custom_id (90 characters)", id="foreign-button"),
    pytest.param(lambda g, v: "other-bot:menu", True, "was not made by Agora", "not an Agora custom_id (14 characters)",
                 id="foreign-select"),
]


@pytest.mark.parametrize(("make", "as_select", "phrase", "reason"), TYPE_CASES)
async def test_forged_component_types_and_foreign_ids_get_a_private_answer_and_a_warning(
    bot, caplog, make, as_select, phrase, reason
):
    """A select's id in a button, a button's id in a select, an id that is not Agora's: each gets a
    private, specific answer, changes nothing, and leaves one WARNING (no ERROR, no traceback)."""
    game_id, thread_id, board, panel, player, info = await forged_world(bot)
    before = (await bot.app.service.info(game_id)).model_dump(), await bot.app.storage.count_actions(game_id)
    custom_id = make(game_id, info.version)
    message = _with(panel, _select(custom_id) if as_select else _button(custom_id))
    caplog.clear()
    with caplog.at_level(logging.INFO):
        iid = await bot.fake.click_id(bot.client, message, custom_id, user=player, values=["x"] if as_select else None)
    texts = bot.fake.private_texts(iid)
    assert len(texts) == 1 and phrase in texts[0] and "@everyone" not in texts[0], texts
    assert ((await bot.app.service.info(game_id)).model_dump(), await bot.app.storage.count_actions(game_id)) == before
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert [r.levelno for r in warnings] == [logging.WARNING], [r.getMessage() for r in warnings]
    assert reason in warnings[0].getMessage() and str(player.id) in warnings[0].getMessage()
    assert "everyone" not in caplog.text and "take" not in warnings[0].getMessage()
    assert not any(r.exc_info for r in caplog.records)


async def test_a_forged_component_is_answered_in_the_users_language(bot, caplog):
    game_id, thread_id, board, panel, player, info = await forged_world(bot)
    player = dataclasses.replace(player, locale="it")
    custom_id = CustomId(game_id, "sel", info.version, ("take",)).format()
    iid = await bot.fake.click_id(bot.client, _with(panel, _button(custom_id)), custom_id, user=player)
    assert bot.fake.private_texts(iid) == [
        "Questo pulsante porta l'id di un menu: Agora non ne crea mai così, quindi non è stato fatto nulla. "
        "Usa i pulsanti e i menu degli ultimi messaggi di Agora."]
    iid = await bot.fake.click_id(bot.client, _with(panel, _button("nope")), "nope", user=player)
    assert "non è stato creato da Agora" in bot.fake.private_texts(iid)[0]


@pytest.mark.parametrize("custom_id", ["ag1:{g}:join", "ag1:{g}:start:v9", "ag1:{g}:zz:0", "ag1:{g}:join:999"])
async def test_a_malformed_lobby_button_is_answered_for_a_lobby(bot, caplog, custom_id):
    """A lobby has no board: its malformed (or future) buttons point to the lobby's own buttons."""
    from tests.discord.test_flow import open_lobby

    lobby = await open_lobby(bot)
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    custom_id = custom_id.format(g=game.id)
    with caplog.at_level(logging.INFO):
        iid = await bot.fake.click_id(bot.client, _with(lobby, _button(custom_id)), custom_id, user=BOB)
    (text,) = bot.fake.private_texts(iid)
    assert "latest lobby message" in text and "Play my turn" not in text and "board" not in text, text
    assert [s.user_id for s in (await bot.app.service.info(game.id)).seats] == [game.seats[0].user_id]
    assert not [r for r in caplog.records if r.levelno > logging.WARNING]
