"""The server page (``/s/<token>``, issue 31, opt-in): a server's running and ended games, each
linking its game page, newest first; its own signed token (a game's token never opens it, nor
it a game page); 404 while the server's pages are off; names shown as text; the reader's
language; the link ``/agora web on|link`` gives (``Agora.server_link``)."""

from __future__ import annotations

import re

from bot.app import links
from tests.web.helpers import GUILD, SECRET, client, path, play_one, seeded
from tests.web.test_pages import HOSTILE

OTHER = 2


def server_path(guild_id: int) -> str:
    return f"/s/{links.server_token(SECRET, guild_id)}"


async def finish(app, game_id: int) -> None:
    """End the game by playing automatic moves to its end."""
    info = await app.info(game_id)
    while info.status == "active":
        info = await play_one(app, game_id)


def games_of(html: str, section: str) -> list[int]:
    part = html.split(f'id="{section}"', 1)[1].split("</section>", 1)[0]
    return [int(n) for n in re.findall(r'data-game="(\d+)"', part)]


async def test_lists_its_own_games_newest_first_with_links(app):
    a1 = await seeded(app, "antike", moves=1)
    b1 = await seeded(app, "7wd", moves=1, guild=OTHER)
    a2 = await seeded(app, "7wd", moves=2)
    ended = await seeded(app, "7wd", moves=0)
    await finish(app, ended.id)
    lobby = await app.service.create_game("7wd", guild_id=GUILD, channel_id=10, host_id=1, host_name="Alice", seed=1)
    c = await client(app)
    try:
        answer = await c.get(server_path(GUILD))
        assert answer.status == 200 and answer.content_type == "text/html"
        html = await answer.text()
        assert games_of(html, "running") == [a2.id, a1.id]  # newest first; no lobby, no other server's game
        assert games_of(html, "ended") == [ended.id]
        assert lobby.id not in games_of(html, "running") + games_of(html, "ended")
        for game in (a1, a2, ended):
            assert f'href="{path(game.id)}"' in html
            assert (await c.get(path(game.id))).status == 200  # the links open the game pages
        assert path(b1.id) not in html
        assert "Antike" in html and "7 Wonders Duel" in html and "Alice" in html and "Bob" in html
        # whose turn: the running game's deciding players, as the game page says
        state = await (await c.get(path(a2.id) + "/state.json")).json()
        row = html.split(f'data-game="{a2.id}"', 1)[1].split("</tr>", 1)[0]
        assert state["deciding"] and ", ".join(state["deciding"]) in row
        # the result of the ended game: its winners and the outcome's text, as the thread says it
        info = await app.info(ended.id)
        row = html.split(f'data-game="{ended.id}"', 1)[1].split("</tr>", 1)[0]
        assert "Finished" in row and info.render(info.outcome.text).replace("'", "&#39;") in row
        assert "won by" in row or not info.outcome.winners
        other = await (await c.get(server_path(OTHER))).text()
        assert games_of(other, "running") == [b1.id] and games_of(other, "ended") == []
        assert "Tournament" not in html  # nothing claimed about tournaments yet
        # a game ended later comes first (the most recently ended first), though its id is lower
        app.clock.advance(60)
        await finish(app, a2.id)
        html = await (await c.get(server_path(GUILD))).text()
        assert games_of(html, "ended") == [a2.id, ended.id] and games_of(html, "running") == [a1.id]
    finally:
        await c.close()


async def test_forged_swapped_and_game_tokens_answer_404(app):
    info = await seeded(app, "antike", moves=1)
    await seeded(app, "antike", moves=0, guild=OTHER)
    good = links.server_token(SECRET, GUILD)
    flipped = good[:-1] + ("0" if good[-1] != "0" else "1")
    bad = [
        flipped, good[:-1], good + "0", str(GUILD), good.upper(), f"0{good}",
        links.server_token("another secret", GUILD),
        links.token(SECRET, GUILD),  # the GAME token of the same number: another purpose
        links.token(SECRET, info.id),
        f"{OTHER}-{good.split('-')[1]}",  # one server's signature on another server's number
    ]
    c = await client(app)
    try:
        assert (await c.get(f"/s/{good}")).status == 200
        for token in bad:
            assert (await c.get(f"/s/{token}")).status == 404, token
        # and a server's token never opens a game page (game 1 and server 1 share the number)
        assert info.id == GUILD
        assert (await c.get(f"/g/{good}")).status == 404
        assert (await c.get(f"/g/{good}/state.json")).status == 404
        assert links.server_of(SECRET, links.token(SECRET, GUILD)) is None
        assert links.game_of(SECRET, good) is None
    finally:
        await c.close()


async def test_pages_off_or_never_on_answer_404(app, monkeypatch):
    await seeded(app, "antike", moves=1)
    c = await client(app)
    try:
        assert (await c.get(server_path(GUILD))).status == 200
        await app.set_web(GUILD, False)
        answer = await c.get(server_path(GUILD))
        assert answer.status == 404
        assert answer.headers["Cache-Control"] == "no-store"
        await app.set_web(GUILD, True)
        assert (await c.get(server_path(GUILD))).status == 200
        assert (await c.get(server_path(77))).status == 404  # a server that never turned them on
    finally:
        await c.close()
    # the link /agora web on|link gives: only when AGORA_WEB_URL is set and the pages are on
    assert await app.server_link(GUILD) is None
    monkeypatch.setattr(app.settings, "web_url", "https://agora.example/")
    assert await app.server_link(GUILD) == f"https://agora.example/s/{links.server_token(await app.web_secret(), GUILD)}"
    await app.set_web(GUILD, False)
    assert await app.server_link(GUILD) is None


async def test_headers_and_hostile_names(app):
    await seeded(app, "7wd", names=HOSTILE[:2])
    await seeded(app, "antike", names=HOSTILE, moves=1)
    c = await client(app)
    try:
        answer = await c.get(server_path(GUILD))
        assert "default-src 'none'" in answer.headers["Content-Security-Policy"]
        assert answer.headers["X-Content-Type-Options"] == "nosniff"
        assert answer.headers["Referrer-Policy"] == "no-referrer"
        assert answer.headers["X-Frame-Options"] == "DENY"
        assert answer.headers["Cache-Control"] == "no-store"
        html = await answer.text()
        assert "<script" not in html and "<b>bold</b>" not in html
        assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in html
        assert "O&#39;Brien &#34;the&#34; &lt;b&gt;bold&lt;/b&gt;" in html
        assert "\u202eevil\u202c &amp; co" in html
    finally:
        await c.close()


async def test_language_of_the_reader(app):
    await seeded(app, "antike", moves=1)
    c = await client(app)
    try:
        english = await (await c.get(server_path(GUILD))).text()
        italian = await (await c.get(server_path(GUILD), headers={"Accept-Language": "it-IT,it;q=0.9"})).text()
        forced = await (await c.get(server_path(GUILD) + "?lang=en", headers={"Accept-Language": "it"})).text()
        assert 'lang="en"' in english and "Running games" in english and "Players" in english
        assert 'lang="it"' in italian and "Partite in corso" in italian and "Giocatori" in italian
        assert "Nessuna partita si è ancora conclusa." in italian
        assert "Running games" in forced
    finally:
        await c.close()


async def test_agora_web_on_and_link_answer_privately_with_the_server_page(tmp_path, monkeypatch):
    """``/agora web on`` (Manage Server) answers privately with the server page's link when
    AGORA_WEB_URL is set; ``/agora web link`` gives it again; off stops it and ``link`` then
    says the pages are off; a member without Manage Server changes nothing."""
    from tests.discord.conftest import ADMIN, ALICE, settings_for, start_bot
    from tests.discord.harness import GUILD_ID

    settings = settings_for(tmp_path / "agora.sqlite3")
    settings.web_url = "https://agora.example"
    bot = await start_bot(tmp_path / "agora.sqlite3", monkeypatch, settings=settings)
    try:
        app = bot.app
        fake = bot.fake
        iid = await fake.command(bot.client, "web", {"pages": "link"}, user=ADMIN)
        assert fake.private_texts(iid) == [i18n_tr("web-off")]
        iid = await fake.command(bot.client, "web", {"pages": "on"}, user=ALICE)
        assert "Manage Server" in fake.private_texts(iid)[0] and not await app.web_on(GUILD_ID)
        iid = await fake.command(bot.client, "web", {"pages": "on"}, user=ADMIN)
        url = f"https://agora.example/s/{links.server_token(await app.web_secret(), GUILD_ID)}"
        (text,) = fake.private_texts(iid)
        assert url in text and await app.web_on(GUILD_ID)
        iid = await fake.command(bot.client, "web", {"pages": "link"}, user=ADMIN)
        assert url in fake.private_texts(iid)[0]
        iid = await fake.command(bot.client, "web", {"pages": "off"}, user=ADMIN)
        assert fake.private_texts(iid) == [i18n_tr("web-off")] and not await app.web_on(GUILD_ID)
    finally:
        await bot.client.close()


def i18n_tr(key: str) -> str:
    import i18n

    return i18n.tr("en", key)
