"""The game pages (bot/web/, issue 31) through aiohttp's test client: routes, signed links
(forged or truncated -> 404), a server's pages off -> 404, security headers, hostile names shown
as text, languages, the live stream (one poller per game, shared) and the CLI's settings."""

from __future__ import annotations

import asyncio
import json

from bot.app import links
from bot.storage.webstore import WebStore
from bot.web.pages import Pages, lang_of
from bot.web.server import LIVE
from tests.web.helpers import GUILD, SECRET, client, path, play_one, seeded

HOSTILE = ['<script>alert("x")</script>', "O'Brien \"the\" <b>bold</b>", "\u202eevil\u202c & co"]


async def test_page_shows_the_public_game(app):
    info = await seeded(app, "7wd")
    c = await client(app)
    try:
        page = await c.get(path(info.id))
        assert page.status == 200 and page.content_type == "text/html"
        html = await page.text()
        assert "Alice" in html and "Bob" in html and 'id="board"' in html and 'id="log"' in html
        assert "data-utc=" in html and 'id="scrubber"' in html
        board = await c.get(path(info.id) + "/board.png")
        assert board.status == 200 and board.content_type == "image/png"
        # the board at full size: the thread's picture, byte for byte
        assert await board.read() == (await app.board_image(info.id))[1]
        state = await (await c.get(path(info.id) + "/state.json")).json()
        assert state["version"] == info.version and state["deciding"] and state["prompt"]
        assert [p["name"] for p in state["players"]] == ["Alice", "Bob"]
        lines = [line for t in state["turns"] for line in t["lines"]]
        assert lines == [info.render(t) for t in await app.log(info.id)]  # the whole public log
        assert state["turns"][0]["turn"] == 0 and state["last_turn"] >= 1
        assert (await c.get(path(info.id) + "/turn/1.png")).status == 200
        assert (await c.get(path(info.id) + f"/turn/{state['last_turn'] + 1}.png")).status == 404
        assert (await c.get(path(info.id) + "/turn/x.png")).status == 404
    finally:
        await c.close()


async def test_forged_truncated_and_unknown_tokens_answer_404(app):
    info = await seeded(app, "antike", moves=1)
    good = links.token(SECRET, info.id)
    flipped = good[:-1] + ("0" if good[-1] != "0" else "1")
    bad = [
        flipped,
        good[:-1],  # truncated
        good + "0",  # padded
        str(info.id),  # a bare game number
        links.token("another secret", info.id),
        links.token(SECRET, 999),  # signed but unknown
        good.upper(),
        f"0{good}",
    ]
    c = await client(app)
    try:
        assert (await c.get(f"/g/{good}")).status == 200
        for token in bad:
            for suffix in ("", "/board.png", "/state.json", "/live", "/turn/0.png"):
                answer = await c.get(f"/g/{token}{suffix}")
                assert answer.status == 404, (token, suffix)
    finally:
        await c.close()


async def test_pages_off_or_never_on_answer_404(app):
    info = await seeded(app, "antike", moves=1)
    c = await client(app)
    try:
        assert (await c.get(path(info.id))).status == 200
        await app.set_web(GUILD, False)  # /agora web off: the old links stop
        assert (await c.get(path(info.id))).status == 404
        assert (await c.get(path(info.id) + "/board.png")).status == 404
        await app.set_web(GUILD, True)
        assert (await c.get(path(info.id))).status == 200
        other = await seeded(app, "antike", moves=0, guild=77, web=False)  # a server that never turned them on
        assert (await c.get(path(other.id))).status == 404
    finally:
        await c.close()


async def test_security_headers(app):
    info = await seeded(app, "antike", moves=1)
    c = await client(app)
    try:
        for url in (path(info.id), path(info.id) + "/board.png", "/g/1-00", "/static/game.js"):
            answer = await c.get(url)
            assert "script-src 'self'" in answer.headers["Content-Security-Policy"]
            assert "default-src 'none'" in answer.headers["Content-Security-Policy"]
            assert answer.headers["X-Content-Type-Options"] == "nosniff"
            assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert (await c.get(path(info.id))).headers["Cache-Control"] == "no-store"
        live = await c.get(path(info.id) + f"/live?v={info.version}")
        assert live.headers["Cache-Control"] == "no-store"
        assert live.headers["Content-Type"].startswith("text/event-stream")
        live.close()
        # no inline script: the page's only script is the static file
        html = await (await c.get(path(info.id))).text()
        assert html.count("<script") == 1 and '<script src="/static/game.js" defer></script>' in html
    finally:
        await c.close()


async def test_hostile_names_are_text(app):
    info = await seeded(app, "7wd", names=HOSTILE[:2])
    c = await client(app)
    try:
        html = await (await c.get(path(info.id))).text()
        assert "<script>alert" not in html and "<b>bold</b>" not in html
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html
        assert "O&#39;Brien &#34;the&#34; &lt;b&gt;bold&lt;/b&gt;" in html
        state = await (await c.get(path(info.id) + "/state.json")).json()
        assert [p["name"] for p in state["players"]] == HOSTILE[:2]  # the script puts them in as text
        info3 = await seeded(app, "antike", names=HOSTILE, moves=1)
        html = await (await c.get(path(info3.id))).text()
        assert "\u202eevil\u202c &amp; co" in html and "<script>alert" not in html
    finally:
        await c.close()


async def test_language_of_the_reader(app):
    info = await seeded(app, "antike", moves=1)
    c = await client(app)
    try:
        english = await (await c.get(path(info.id))).text()
        italian = await (await c.get(path(info.id), headers={"Accept-Language": "it-IT,it;q=0.9,en;q=0.8"})).text()
        assert "Players" in english and 'lang="en"' in english
        assert "Giocatori" in italian and 'lang="it"' in italian and "Cronaca" in italian
        forced = await (await c.get(path(info.id) + "?lang=en", headers={"Accept-Language": "it"})).text()
        assert "Players" in forced
    finally:
        await c.close()
    assert lang_of("fr-FR, it;q=0.5, en;q=0.7", "it") == "en"
    assert lang_of("fr", "it") == "it" and lang_of(None, "en") == "en" and lang_of("en;q=0, it", "en") == "it"


async def _next_event(stream, timeout: float = 2.0) -> dict:
    async def read() -> dict:
        while True:
            line = await stream.content.readline()
            if line.startswith(b"data: "):
                return json.loads(line[6:])

    return await asyncio.wait_for(read(), timeout)


async def test_live_update_within_two_seconds_one_poller_per_game(app, monkeypatch):
    info = await seeded(app, "7wd")
    builds: list[tuple[int, str]] = []
    built = Pages._snapshot

    async def counting(self, i, lang):
        builds.append((i.version, lang))
        return await built(self, i, lang)

    monkeypatch.setattr(Pages, "_snapshot", counting)
    c = await client(app, interval=0.2)
    try:
        streams = [await c.get(path(info.id) + f"/live?v={info.version}") for _ in range(5)]
        for s in streams:
            assert (await s.content.readline()).startswith(b"retry:")
        broadcaster = c.app[LIVE]
        assert broadcaster.watched() == 1  # five pages, one poller
        moved = await play_one(app, info.id)
        events = await asyncio.gather(*(_next_event(s) for s in streams))
        assert {e["version"] for e in events} == {moved.version}
        # one snapshot for the five pages (same language) of the new version
        assert builds.count((moved.version, "en")) == 1
        for s in streams:
            s.close()
    finally:
        await c.close()


async def test_a_late_page_is_caught_up_at_once(app):
    info = await seeded(app, "antike", moves=1)
    c = await client(app, interval=60.0)  # no poll during the test: the catch-up comes from the connect
    try:
        old = info.version
        moved = await play_one(app, info.id)
        stream = await c.get(path(info.id) + f"/live?v={old}")
        assert (await _next_event(stream))["version"] == moved.version
        stream.close()
    finally:
        await c.close()


async def test_secret_from_settings_or_database(app, monkeypatch):
    kept = await app.web_secret()
    assert len(kept) == 64 and kept == await app.web_secret() == await WebStore(app.storage).secret()
    from pydantic import SecretStr

    monkeypatch.setattr(app.settings, "web_secret", SecretStr("from-env"))
    assert await app.web_secret() == "from-env"


async def test_web_link_only_when_configured_and_on(app, monkeypatch):
    info = await seeded(app, "antike", moves=0)
    assert await app.web_link(info) is None  # AGORA_WEB_URL unset
    monkeypatch.setattr(app.settings, "web_url", "https://agora.example/")
    link = await app.web_link(info)
    assert link == f"https://agora.example/g/{links.token(await app.web_secret(), info.id)}"
    await app.set_web(GUILD, False)
    assert await app.web_link(info) is None


async def test_scrubber_turns_are_the_replays_moments_at_every_version(app):
    """The pages continue the replay of a game from one version to the next
    (``bot.web.pages.Replayed``): at every version the turns are exactly the moments of
    ``agora replay`` (``bot.app.replay.public_moments`` over the whole log), and after a take-back when one is allowed."""
    import engines
    from bot.app.replay import public_moments
    from bot.features import undo

    info = await seeded(app, "7wd", moves=0)
    pages = Pages(app)
    engine = engines.get("7wd")
    for step in range(14):
        if step == 9:  # a move taken back: the standing log is no longer an extension
            undone = await app.service.undo(info.id, 1, info.version, None) if await app.can_undo(info.id, 1) else None
            info = undone.game if undone is not None else await play_one(app, info.id)
        else:
            info = await play_one(app, info.id)
        row = await app.storage.get_game(info.id)
        standing = undo.standing(await app.storage.actions(info.id))
        expected = public_moments(engine, 2, row.options, row.seed, standing, row.rules_version)
        found = await pages.moments(info)
        assert found is not None
        assert [v.model_dump_json() for v in found.views] == [v.model_dump_json() for v in expected]
