"""Discord refusing or slowing Agora down, through discord.py's own HTTP client (the fake answers
at the aiohttp session, so errors are raised and 429s retried by the library itself): closed DMs,
missing permissions, archived and locked threads, rate limits and pictures over the upload limit.
Every test reads the recorded requests and responses."""

from __future__ import annotations

import io
import os

import pytest
from PIL import Image

import render
from cogs.images import fit_image
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import BOT_PERMISSIONS, CHANNEL_ID, FakeDiscord, Request, labels
from tests.discord.test_flow import assert_deferred_first, current_player, open_lobby, open_panel, started_game

MESSAGES = "/channels/{channel_id}/messages"
THREADS = "/channels/{channel_id}/messages/{message_id}/threads"
PERMISSION_BITS = {
    "View Channel": 1 << 10,
    "Send Messages": 1 << 11,
    "Send Messages in Threads": 1 << 38,
    "Create Public Threads": 1 << 35,
    "Attach Files": 1 << 15,
    "Embed Links": 1 << 14,
    "Read Message History": 1 << 16,
}


def attempts(fake: FakeDiscord, path: str, channel_id: int, since: int = 0) -> list[Request]:
    return [r for r in fake.requests[since:] if r.path == path and r.url.split("/channels/")[-1].split("/")[0] == str(channel_id)]


async def play_leaf(bot, game_id: int, thread_id: int, group: str, leaf: str):
    """The player to act opens the latest board's panel and plays ``group`` › ``leaf``; returns
    (player, the panel interaction's final message)."""
    player, _ = await current_player(bot, game_id)
    board = bot.fake.channel_posts(thread_id)[-1]
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, group, user=player)
    await bot.fake.click(bot.client, panel, leaf, user=player)
    return player, panel


# ---- closed DMs ------------------------------------------------------------------------------


async def test_closed_dms_are_told_once_in_the_thread_without_the_private_content(bot):
    """The toy engine's bid sends "You bid N." privately: Alice's DMs are closed, so the DM is
    refused (403, 50007), send_private returns False, and the thread says so without the amount.
    (bot/app/agora.py ignores send_private's result: the transport tells the thread itself.)"""
    bot.fake.closed_dms.add(ALICE.id)
    game_id, thread_id, _ = await started_game(bot)
    for _ in range(2):
        await play_leaf(bot, game_id, thread_id, "Take coins", "Take 1")
    bid_board = bot.fake.channel_posts(thread_id)[-1]
    for user in (ALICE, BOB):
        _, panel = await open_panel(bot, bid_board, user)
        await bot.fake.click(bot.client, panel, "Bid", user=user)
        await bot.fake.click(bot.client, panel, "Bid 1", user=user)

    refused = [r for r in bot.fake.requests if r.path == MESSAGES and r.status == 403]
    assert len(refused) == 1 and refused[0].response == {"code": 50007, "message": "Cannot send messages to this user"}
    assert refused[0].payload["content"] == "You bid 1."  # the DM itself was attempted
    notices = [p for p in bot.fake.channel_posts(thread_id) if "direct messages are closed" in p["content"]]
    (notice,) = notices
    assert notice["content"].startswith(f"<@{ALICE.id}>, I could not send you a private message")
    assert "Play my turn" in notice["content"] and "bid 1" not in notice["content"].lower()
    assert notice["allowed_mentions"] == {"users": [ALICE.id], "parse": []}
    # Bob's DM went through; nobody else is told anything
    assert any(r.path == MESSAGES and r.status == 200 and r.payload["content"] == "You bid 1." for r in bot.fake.requests)

    # a second private line to Alice in the same game: refused again, not announced again
    info = await bot.app.service.info(game_id)
    assert await bot.client.transport.send_private(info, ALICE.id, "You drew a secret.") is False
    assert len([p for p in bot.fake.channel_posts(thread_id) if "direct messages are closed" in p["content"]]) == 1


# ---- missing permissions -----------------------------------------------------------------------


@pytest.mark.parametrize("name", list(PERMISSION_BITS))
async def test_new_names_the_missing_permission_and_creates_nothing(bot, name):
    bot.fake.app_permissions = BOT_PERMISSIONS & ~PERMISSION_BITS[name]
    iid = await bot.fake.command(bot.client, "new", {"game": "toy"}, user=ALICE)
    (first,) = bot.fake.for_interaction(iid)  # answered at once, privately, nothing else
    assert first.callback_type == 4 and first.payload["data"]["flags"] & 64
    text = first.payload["data"]["content"]
    assert f"I am missing this permission: **{name}**." in text
    assert [n for n in PERMISSION_BITS if f"**{n}**" in text] == [name]
    assert await bot.app.service.games_in_channel(CHANNEL_ID) == []


async def test_new_lists_every_missing_permission(bot):
    bot.fake.app_permissions = BOT_PERMISSIONS & ~PERMISSION_BITS["Attach Files"] & ~PERMISSION_BITS["Create Public Threads"]
    iid = await bot.fake.command(bot.client, "new", {"game": "toy"}, user=ALICE)
    (first,) = bot.fake.for_interaction(iid)
    assert "missing these permissions: **Create Public Threads**, **Attach Files**." in first.payload["data"]["content"]


async def test_inside_a_thread_threads_need_not_be_created(bot):
    """A lobby opened inside a thread plays there: Send Messages and Create Public Threads are not
    needed, Send Messages in Threads is."""
    game_id, thread_id, _ = await started_game(bot)
    bot.fake.channel_app_permissions[thread_id] = BOT_PERMISSIONS & ~PERMISSION_BITS["Create Public Threads"] & ~PERMISSION_BITS["Send Messages"]
    iid = await bot.fake.command(bot.client, "new", {"game": "toy"}, user=BOB, channel_id=thread_id)
    assert_deferred_first(bot, iid, ephemeral=False)
    assert "Press **Join**" in bot.fake.response_message(iid)["content"]
    bot.fake.channel_app_permissions[thread_id] &= ~PERMISSION_BITS["Send Messages in Threads"]
    iid = await bot.fake.command(bot.client, "new", {"game": "toy"}, user=BOB, channel_id=thread_id)
    (first,) = bot.fake.for_interaction(iid)
    assert "**Send Messages in Threads**" in first.payload["data"]["content"]


async def test_start_checks_the_permissions_again(bot):
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    before = await bot.app.service.info(1)
    bot.fake.app_permissions = BOT_PERMISSIONS & ~PERMISSION_BITS["Send Messages in Threads"]
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert_deferred_first(bot, iid)
    (followup,) = bot.fake.followups(iid)
    assert followup.payload["flags"] & 64
    assert "I am missing this permission: **Send Messages in Threads**." in followup.payload["content"]
    assert bot.fake.threads() == [] and labels(lobby)[:3] == ["Join", "Leave", "Start"]
    assert (await bot.app.service.info(1)).model_dump() == before.model_dump()


@pytest.mark.parametrize(("code", "message", "expected"), [
    (50013, "Missing Permissions", "Missing Permissions"),
    (50001, "Missing Access", "**View Channel**"),
])
async def test_a_refused_thread_is_told_to_the_host_and_nothing_starts(bot, code, message, expected):
    """The payload's permissions look fine but Discord refuses the thread (a channel overwrite
    changed meanwhile): the host is told, the game stays in its lobby, Start works once fixed."""
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    fault = bot.fake.fail("POST", THREADS, 403, code, message)
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert fault.hits == 1
    (followup,) = bot.fake.followups(iid)
    assert followup.payload["flags"] & 64
    assert followup.payload["content"].startswith("Discord did not let me open the game's thread")
    assert expected in followup.payload["content"]
    assert bot.fake.threads() == [] and (await bot.app.service.info(1)).status == "lobby"
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert (await bot.app.service.info(1)).status == "active" and len(bot.fake.threads()) == 1


async def test_a_refused_first_board_is_told_to_the_host(bot):
    """The thread opens but posting in it is refused: the game has started (committed), and the
    host hears why the board is missing."""
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    bot.fake.fail("POST", MESSAGES, 403, 50013, "Missing Permissions")
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    assert bot.fake.channel_posts(thread_id) == []
    (followup,) = bot.fake.followups(iid)
    assert followup.payload["flags"] & 64
    assert followup.payload["content"].startswith("Discord did not let me post the game's board (Missing Permissions)")
    assert (await bot.app.service.info(1)).status == "active"


# ---- archived threads ------------------------------------------------------------------------


async def test_an_archived_thread_is_reopened_and_the_board_posted(bot):
    game_id, thread_id, _ = await started_game(bot)
    bot.fake.channels[thread_id]["thread_metadata"]["archived"] = True
    since = len(bot.fake.requests)
    await play_leaf(bot, game_id, thread_id, "Take coins", "Take 2")
    sent = [r for r in bot.fake.requests[since:] if r.method in ("POST", "PATCH") and r.token is None
            and r.url.split("/channels/")[-1].startswith(str(thread_id))]
    assert [(r.method, r.path, r.status) for r in sent][:3] == [
        ("POST", MESSAGES, 400),  # Discord: "Thread is archived" (50083)
        ("PATCH", "/channels/{channel_id}", 200),
        ("POST", MESSAGES, 200),
    ]
    assert sent[0].response["code"] == 50083 and sent[1].payload == {"archived": False}
    assert bot.fake.channels[thread_id]["thread_metadata"]["archived"] is False
    boards = bot.fake.channel_posts(thread_id)
    assert len(boards) == 2 and labels(boards[-1]) == ["Play my turn"]


async def test_a_locked_thread_is_reported_in_the_channel_and_to_the_player(bot):
    game_id, thread_id, _ = await started_game(bot)
    bot.fake.channels[thread_id]["thread_metadata"].update(archived=True, locked=True)
    before = await bot.app.service.info(game_id)
    player, panel = await play_leaf(bot, game_id, thread_id, "Take coins", "Take 2")
    assert (await bot.app.service.info(game_id)).version == before.version + 1  # the move counts
    assert len(bot.fake.channel_posts(thread_id)) == 1
    (notice,) = bot.fake.channel_posts(CHANNEL_ID)
    assert notice["content"].startswith(f"I cannot post in <#{thread_id}>, the thread of game #{game_id}: it is archived")
    assert "Missing Permissions" in notice["content"]
    assert panel["content"].startswith("Done: **Take coins › Take 2**.\nDiscord did not let me post the game's board (Missing Permissions)")
    assert "shows the new board" not in panel["content"]

    # still locked at the next move (made by a deadline here: the board was never posted):
    # the channel is not told twice
    await bot.app.timeout(game_id, (await bot.app.service.info(game_id)).version)
    assert len(bot.fake.channel_posts(CHANNEL_ID)) == 1
    # a moderator unlocks the thread: the next post goes through and no old failure is reported
    bot.fake.channels[thread_id]["thread_metadata"]["locked"] = False
    await bot.app.timeout(game_id, (await bot.app.service.info(game_id)).version)
    assert bot.fake.channels[thread_id]["thread_metadata"]["archived"] is False
    # the board (and, the second seat having now missed two deadlines, the offer of its seat)
    posts = bot.fake.channel_posts(thread_id)
    assert len(posts) == 3 and "may take over the seat" in posts[-1]["content"]
    assert bot.client.transport.take_failure(game_id) is None


# ---- rate limits -----------------------------------------------------------------------------


async def test_a_rate_limited_board_is_retried_and_posted_once(bot):
    game_id, thread_id, _ = await started_game(bot)
    fault = bot.fake.fail("POST", MESSAGES, 429, channel_id=thread_id, retry_after=0.01)
    since = len(bot.fake.requests)
    await play_leaf(bot, game_id, thread_id, "Take coins", "Take 3")
    tries = attempts(bot.fake, MESSAGES, thread_id, since)
    assert [r.status for r in tries] == [429, 200] and fault.hits == 1
    assert tries[0].response["retry_after"] == 0.01
    assert tries[0].payload == tries[1].payload  # the same board, sent again by discord.py
    boards = bot.fake.channel_posts(thread_id)
    assert len(boards) == 2
    row = await bot.app.storage.get_game(game_id)
    assert row.board_message_id == int(boards[-1]["id"])


# ---- long messages and big pictures ----------------------------------------------------------


def noisy_png(width: int = 320, height: int = 240) -> bytes:
    out = io.BytesIO()
    Image.frombytes("RGB", (width, height), os.urandom(width * height * 3)).save(out, format="PNG")
    return out.getvalue()


def noisy_render(view, names=None) -> bytes:
    return noisy_png()


@pytest.mark.parametrize("limit", [150_000, 20_000, 3_000])
def test_fit_image_always_fits_or_gives_up_only_below_a_thumbnail(limit):
    data = noisy_png()
    assert len(data) > limit
    fitted, name = fit_image(data, limit)
    assert len(fitted) <= limit and name in ("board.png", "board.webp")
    with Image.open(io.BytesIO(fitted)) as image:
        assert image.format == {"board.png": "PNG", "board.webp": "WEBP"}[name]
        assert min(image.size) >= 64
    assert fit_image(data, len(data)) == (data, "board.png")  # under the limit: untouched
    assert fit_image(data, 10) is None  # not even a thumbnail fits: post without it


async def test_a_board_over_the_upload_limit_is_reencoded_not_refused(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.discord.test_faults:noisy_render")
    bot.fake.attachment_size_limit = 30_000  # every interaction carries the guild's limit
    game_id, thread_id, board = await started_game(bot)
    (post,) = [r for r in attempts(bot.fake, MESSAGES, thread_id) if r.files]
    assert len(post.file_data[0]) <= 30_000 < len(noisy_png())
    assert post.files == ["board.webp"] and labels(board) == ["Play my turn"]
    with Image.open(io.BytesIO(post.file_data[0])) as image:
        assert image.format == "WEBP"

    iid = await bot.fake.command(bot.client, "board", user=BOB, channel_id=thread_id)
    (edit,) = [r for r in bot.fake.for_interaction(iid) if r.method == "PATCH"]
    assert edit.files == ["board.webp"] and len(edit.file_data[0]) <= 30_000


async def test_a_deleted_previous_board_does_not_stop_the_next_one(bot):
    """The old board deleted (an edit of it would answer 404 Unknown Message): the new board is
    posted without touching it (no board post edits an earlier board)."""
    game_id, thread_id, first = await started_game(bot)
    fault = bot.fake.fail("PATCH", "/channels/{channel_id}/messages/{message_id}", 404, 10008, "Unknown Message")
    await play_leaf(bot, game_id, thread_id, "Take coins", "Take 1")
    assert fault.hits == 0
    assert not [r for r in bot.fake.requests if r.status == 404 or f"/messages/{first['id']}" in r.url]
    boards = bot.fake.channel_posts(thread_id)
    assert len(boards) == 2 and labels(boards[-1]) == ["Play my turn"]
    assert (await bot.app.storage.get_game(game_id)).board_message_id == int(boards[-1]["id"])
