"""The "Open board" link button (issue 31): a board post carries the game page's address when
AGORA_WEB_URL is set and the server's pages are on (``BoardPost.link``, filled by the publisher),
and DiscordTransport shows it as a link button beside "Play my turn" (or alone on a final board:
tests/discord/test_transport.py)."""

from __future__ import annotations

from bot.app import links
from bot.app.transport import BoardPost
from tests.web.helpers import GUILD, open_app, seeded


async def test_publisher_fills_the_link_when_configured_and_on(tmp_path, monkeypatch):
    app = await open_app(tmp_path / "a.sqlite3")
    try:
        info = await seeded(app, "antike", moves=0)
        transport = app.transport
        assert transport is not None
        monkeypatch.setattr(app.settings, "web_url", "https://agora.example")
        app.publisher.link = app.web_link  # as Agora.open does when AGORA_WEB_URL is set
        await app.publisher.post_board(BoardPost(game=info, content="x"))
        assert transport.boards[-1].link == f"https://agora.example/g/{links.token(await app.web_secret(), info.id)}"
        await app.set_web(GUILD, False)
        await app.publisher.post_board(BoardPost(game=info, content="y"))
        assert transport.boards[-1].link is None
    finally:
        await app.close()
