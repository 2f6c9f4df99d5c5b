"""``/agora repost`` (``Agora.repost_board``): when a board post was refused, the players have no
"Play my turn" button until the next move; a player or the host posts the current board again,
with the picture, the mentions and a fresh button, and the old board's button goes."""

from __future__ import annotations

import copy
import io

import pytest
from PIL import Image, PngImagePlugin

import render
from bot.core.errors import GameNotActive
from cogs import custom_ids, messages
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID, labels
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import USERS, assert_deferred_first, open_lobby, open_panel, started_game

MESSAGES = "/channels/{channel_id}/messages"


async def repost(bot, user, channel_id: int) -> tuple[int, list[str]]:
    iid = await bot.fake.command(bot.client, "repost", user=user, channel_id=channel_id)
    assert_deferred_first(bot, iid, ephemeral=True)
    return iid, bot.fake.replies(iid)


def draw_toy(view, names=None) -> bytes:
    """A renderer for the toy game: the public view's JSON in a PNG text chunk."""
    image, info = Image.new("RGB", (8, 8)), PngImagePlugin.PngInfo()
    info.add_text("view", view.model_dump_json())
    out = io.BytesIO()
    image.save(out, "PNG", pnginfo=info)
    return out.getvalue()


async def test_a_refused_first_board_is_posted_again_by_a_player(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", f"{__name__}:draw_toy")
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    bot.fake.fail("POST", MESSAGES, 403, 50013, "Missing Permissions")
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    assert bot.fake.channel_posts(thread_id) == []
    (told,) = bot.fake.followups(iid)
    assert "then use `/agora repost` there to post the board again" in told.payload["content"]

    (game,) = await bot.app.service.games_in_channel(thread_id)
    iid, replies = await repost(bot, BOB, thread_id)
    assert replies == [f"The current board is posted again in <#{thread_id}>, with a fresh **Play my turn** button."]
    (board,) = bot.fake.channel_posts(thread_id)
    (player,) = game.to_act
    assert board["content"].startswith("The current board, posted again.\n")
    assert f"<@{player}>: {game.prompt.text} (deadline <t:{int(game.deadline)}:R>)" in board["content"]
    assert board["allowed_mentions"]["users"] == [player]
    assert [a["filename"] for a in board["attachments"]] == ["board.png"]
    (png,) = next(r for r in bot.fake.requests if r.response is board).file_data
    view = await bot.app.service.public_view(game.id)
    assert Image.open(io.BytesIO(png)).text["view"] == view[1].model_dump_json()  # the public board
    assert labels(board) == ["Play my turn"]
    assert custom_ids.parse(ids_of(board["components"])[0]) == custom_ids.CustomId(game.id, "play", game.version)
    after = await bot.app.service.info(game.id)
    assert after.version == game.version  # the game itself did not change
    assert (await bot.app.storage.get_game(game.id)).board_message_id == int(board["id"])
    # the new button works: the player's panel opens
    _, panel = await open_panel(bot, board, USERS[player])
    assert panel["components"] and "outdated" not in panel["content"]


async def test_reposting_leaves_the_old_board_whose_button_points_to_the_new(bot):
    game_id, thread_id, old = await started_game(bot)
    old = copy.deepcopy(old)  # the message as a client still shows it
    since = len(bot.fake.requests)
    iid, replies = await repost(bot, ALICE, CHANNEL_ID)  # from the lobby's channel: the same game
    assert replies[0].startswith("The current board is posted again")
    old_now, new = bot.fake.messages[int(old["id"])], bot.fake.channel_posts(thread_id)[-1]
    assert new["id"] != old["id"]
    # the old board is not edited (one bot-token request per board): it keeps its button
    assert not [r for r in bot.fake.requests[since:] if r.method == "PATCH" and r.token is None]
    assert labels(old_now) == ["Play my turn"] and labels(new) == ["Play my turn"]
    player = USERS[(await bot.app.service.info(game_id)).to_act[0]]
    iid = await bot.fake.click(bot.client, old, "Play my turn", user=player)
    (reply,) = bot.fake.replies(iid)
    assert reply.startswith(messages.tr("en", "bot-old-board") + "\nLatest board: https://discord.com/channels/")
    assert f"/{thread_id}/{new['id']}\n\n" in reply and labels(bot.fake.response_message(iid)) == ["Take coins"]


@pytest.mark.parametrize("who", ["stranger", "lobby", "over"])
async def test_repost_is_refused_privately(bot, who):
    if who == "lobby":
        await open_lobby(bot)
        iid, replies = await repost(bot, ALICE, CHANNEL_ID)
        assert replies == ["#1 Coin Grab (waiting for players) has not started yet: there is no board yet."]
    else:
        game_id, thread_id, _ = await started_game(bot)
        if who == "over":
            await bot.app.abandon(game_id, ALICE.id, False)
        posts = len(bot.fake.channel_posts(thread_id))
        iid, replies = await repost(bot, CAROL if who == "stranger" else BOB, thread_id)
        expected = messages.tr("en", messages.REPOST_PLAYERS_ONLY) if who == "stranger" else (
            "#1 Coin Grab (abandoned) is over: there are no more turns to play."
        )
        assert replies == [expected]
        assert len(bot.fake.channel_posts(thread_id)) == posts
    assert bot.fake.private_texts(iid)


async def test_a_refused_repost_is_told(bot):
    game_id, thread_id, _ = await started_game(bot)
    bot.fake.fail("POST", MESSAGES, 403, 50013, "Missing Permissions")
    bot.fake.channel_app_permissions[thread_id] = 0  # what the interaction says about the bot
    iid, replies = await repost(bot, BOB, thread_id)
    (reply,) = replies
    assert reply.startswith("Discord did not let me post the game's board.") and "Send Messages in Threads" in reply


async def test_repost_board_needs_a_game_in_progress(bot):
    info = await bot.app.service.create_game("toy", guild_id=1, channel_id=CHANNEL_ID, host_id=ALICE.id, host_name="Alice")
    with pytest.raises(GameNotActive, match="has not started yet"):
        await bot.app.repost_board(info.id)


async def test_ready_reposts_unposted_boards_once(tmp_path):
    """On the first READY the client asks the app to post the boards of committed but unposted
    moves (Agora.republish_pending); a reconnection's READY does not repeat it."""
    from bot.app.agora import Agora
    from cogs.client import build_client
    from tests.platform.helpers import make_settings

    settings = make_settings(tmp_path / "ready.sqlite3")
    app = Agora(settings)
    calls = []

    async def republish_pending():
        calls.append(1)
        return []

    app.republish_pending = republish_pending
    client = build_client(app, settings)
    await client.on_ready()
    await client.on_ready()
    assert calls == [1]
