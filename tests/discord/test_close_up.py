"""The close-up picture (render.render_detail) goes beside the board picture in the same post,
and not at all when the renderer has nothing to focus on or both would pass the upload limit."""

from __future__ import annotations

import render
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.test_flow import open_lobby

CLOSE_UP = b"\\x89PNG close-up"
CALLS: list[str] = []


def fake_detail(view, names=None, lang="en"):
    CALLS.append(lang)
    return CLOSE_UP


def no_detail(view, names=None, lang="en"):
    return None


def huge_detail(view, names=None, lang="en"):
    from cogs.transport import DEFAULT_LIMIT

    return b"x" * (DEFAULT_LIMIT - 1000)  # the board and this together pass the upload limit


async def _start(bot):
    lobby = await open_lobby(bot, game="mare-nostrum")
    for user in (BOB, CAROL):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    (board,) = bot.fake.channel_posts(thread_id)
    return board


async def test_close_up_posted_beside_the_board(bot, monkeypatch):
    monkeypatch.setitem(render.DETAIL_RENDERERS, "mare-nostrum", f"{__name__}:fake_detail")
    CALLS.clear()
    board = await _start(bot)
    assert [a["filename"] for a in board["attachments"]] == ["board.png", "close-up.png"]
    (req,) = [r for r in bot.fake.requests if r.files == ["board.png", "close-up.png"]]
    assert req.file_data[1] == CLOSE_UP and CALLS == ["en"]


async def test_no_close_up_when_nothing_to_focus_on(bot, monkeypatch):
    monkeypatch.setitem(render.DETAIL_RENDERERS, "mare-nostrum", f"{__name__}:no_detail")
    board = await _start(bot)
    assert [a["filename"] for a in board["attachments"]] == ["board.png"]


async def test_no_close_up_over_the_upload_limit(bot, monkeypatch):
    monkeypatch.setitem(render.DETAIL_RENDERERS, "mare-nostrum", f"{__name__}:huge_detail")
    board = await _start(bot)
    assert [a["filename"] for a in board["attachments"]] == ["board.png"]
