"""DiscordTransport against the offline Discord: boards, long texts, mentions, DMs."""

from __future__ import annotations

from bot.app.transport import BoardPost
from bot.core.models import GameInfo
from cogs import custom_ids
from tests.discord.harness import CHANNEL_ID, GUILD_ID
from tests.discord.harness import custom_ids as ids_of

GAME = GameInfo(id=5, engine="toy", title="Coin Grab", status="active", version=3, host_id=101,
                guild_id=GUILD_ID, channel_id=CHANNEL_ID, thread_id=None)


def posts(fake):
    return [r for r in fake.requests if r.method == "POST" and r.path == "/channels/{channel_id}/messages"]


async def test_board_goes_to_the_thread_with_image_button_and_limited_mentions(bot):
    thread_id = 4242
    game = GAME.model_copy(update={"thread_id": thread_id})
    post = BoardPost(game=game, content="Bob takes 2 coins.\n<@101>, it's your turn", mention_user_ids=[101],
                     image=b"\x89PNG fake", final=False)
    message_id = await bot.client.transport.post_board(post)
    (req,) = posts(bot.fake)
    assert req.url.endswith(f"/channels/{thread_id}/messages") and req.files == ["board.png"]
    assert req.payload["allowed_mentions"] == {"users": [101], "parse": []}  # no @everyone, no roles
    (cid,) = ids_of(req.payload["components"])
    assert custom_ids.parse(cid) == custom_ids.CustomId(5, "play", 3)
    assert message_id == int(req.response["id"])


async def test_long_content_is_split_and_the_button_rides_on_the_last_part(bot):
    lines = [f"Line {i}: " + "x" * 90 for i in range(50)]  # about 5000 characters
    post = BoardPost(game=GAME, content="\n".join(lines), mention_user_ids=[], final=True)
    await bot.client.transport.post_board(post)
    sent = posts(bot.fake)
    assert len(sent) == 3
    assert all(len(r.payload["content"]) <= 2000 for r in sent)
    assert "\n".join(r.payload["content"] for r in sent) == post.content
    assert all(not r.payload.get("components") for r in sent)  # final: no Play button
    assert all(r.url.endswith(f"/channels/{CHANNEL_ID}/messages") for r in sent)  # no thread yet


async def test_a_new_board_edits_no_previous_board(bot):
    """One bot-token request per board: the previous board keeps its button (pressed, it opens
    the current panel with a link to the latest board: tests/discord/test_requests.py)."""
    first = await bot.client.transport.post_board(BoardPost(game=GAME, content="one"))
    since = len(bot.fake.requests)
    await bot.client.transport.post_board(BoardPost(game=GAME.model_copy(update={"version": 4}), content="two"))
    (post,) = [r for r in bot.fake.requests[since:] if r.method != "CALL"]
    assert post.method == "POST" and post.path == "/channels/{channel_id}/messages"
    assert ids_of(bot.fake.messages[first]["components"])  # the first board keeps its button


async def test_post_text(bot):
    await bot.client.transport.post_text(GAME, "Reminder: <@102>, about 1 hour left.", [102])
    (req,) = posts(bot.fake)
    assert req.payload["content"] == "Reminder: <@102>, about 1 hour left."
    assert req.payload["allowed_mentions"] == {"users": [102], "parse": []}


async def test_send_private_reports_closed_dms(bot):
    assert await bot.client.transport.send_private(GAME, 102, "You bid 2.") is True
    (dm,) = [r for r in posts(bot.fake)]
    assert dm.payload["content"] == "You bid 2."
    bot.fake.closed_dms.add(103)
    assert await bot.client.transport.send_private(GAME, 103, "You bid 1.") is False


URL = "https://agora.example/g/5-" + "a" * 64


def buttons(payload):
    return [c for row in payload.get("components", []) for c in row["components"]]


async def test_link_button_beside_play_and_alone_when_final(bot):
    await bot.client.transport.post_board(BoardPost(game=GAME, content="x", link=URL))
    await bot.client.transport.post_board(BoardPost(game=GAME, content="y", link=URL, final=True))
    await bot.client.transport.post_board(BoardPost(game=GAME, content="z"))
    sent = [r for r in bot.fake.requests if r.method == "POST" and r.path == "/channels/{channel_id}/messages"]
    first, final, plain = (buttons(r.payload) for r in sent)
    assert [b.get("url") for b in first] == [None, URL] and first[1]["label"] == "Open board" and first[1]["style"] == 5
    assert [b.get("url") for b in final] == [URL]
    assert [b.get("url") for b in plain] == [None]
