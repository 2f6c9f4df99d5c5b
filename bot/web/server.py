"""The game pages' aiohttp application (docs/operations.md "Game pages").

Routes (``<token>``: :mod:`bot.web.links`; anything else about a game answers 404: a forged or
truncated token, an unknown game, a game of a server whose pages are off (``/agora web off``) or
without a server)::

    GET /g/<token>                 the page (HTML; Jinja2 with autoescape: every name is text)
    GET /g/<token>/state.json      the page's data (:class:`bot.web.pages.Snapshot`)
    GET /g/<token>/board.png       the current public board, full size (as the thread's)
    GET /g/<token>/detail.png      its close-up (404 when the game has none)
    GET /g/<token>/turn/<n>.png    the board after turn n (the replay scrubber)
    GET /g/<token>/live            Server-Sent Events: ``data: <state.json>`` at each move
    GET /s/<token>                 a server's page (opt-in): its running and ended games, each
                                   linking its game page; ``<token>`` signed for servers
                                   (:func:`bot.app.links.server_token`), 404 unless the
                                   server's pages are on
    GET /static/...                the page's CSS and script (no CDN, no build step)

Every answer carries a Content-Security-Policy (scripts, styles, pictures and connections from
this origin only; no inline script), ``X-Content-Type-Options: nosniff``, ``Referrer-Policy:
no-referrer`` (the token must not leak to other sites) and ``X-Frame-Options: DENY``; the game's
and the server's answers ``Cache-Control: no-store``.  The reader's language: ``?lang=``, else
``Accept-Language``, else the game's language.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
from aiohttp import web

import i18n
from bot.app import links
from bot.app.agora import Agora
from bot.core.errors import UnknownGame
from bot.core.models import GameInfo
from bot.storage.webstore import WebStore
from bot.web.live import INTERVAL, Broadcaster
from bot.web.pages import Pages, lang_of

log = logging.getLogger(__name__)

HERE = Path(__file__).parent
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
#: seconds between two keep-alive comments of the live stream (proxies close idle connections)
KEEPALIVE = 15.0

PAGES: web.AppKey[Pages] = web.AppKey("pages", Pages)
LIVE: web.AppKey[Broadcaster] = web.AppKey("live", Broadcaster)
SECRET: web.AppKey[str] = web.AppKey("secret", str)
STORE: web.AppKey[WebStore] = web.AppKey("store", WebStore)

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@web.middleware
async def headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    """The security headers on every answer (errors included)."""
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        response = exc
    response.headers["Content-Security-Policy"] = CSP
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Frame-Options"] = "DENY"
    if request.path.startswith(("/g/", "/s/")):
        response.headers["Cache-Control"] = "no-store"
    if isinstance(response, web.HTTPException):
        raise response
    return response


def not_found() -> web.HTTPNotFound:
    return web.HTTPNotFound(text="Not found", content_type="text/plain")


async def game_of(request: web.Request) -> GameInfo:
    """The game the request's token names, if its server's pages are on; else 404."""
    game_id = links.game_of(request.app[SECRET], request.match_info["token"])
    if game_id is None:
        raise not_found()
    try:
        info = await request.app[PAGES].info(game_id)
    except UnknownGame:
        raise not_found() from None
    if not await request.app[STORE].web_enabled(info.guild_id):
        raise not_found()
    return info


def reader_lang(request: web.Request, info: GameInfo) -> str:
    return lang_of(request.headers.get("Accept-Language"), info.lang, request.query.get("lang"))


async def page(request: web.Request) -> web.Response:
    info = await game_of(request)
    lang = reader_lang(request, info)
    snapshot = await request.app[PAGES].snapshot(info, lang)
    base = f"/g/{request.match_info['token']}"

    def t(key: str, **args: Any) -> str:
        return i18n.tr(lang, key, **args)

    context = {"d": snapshot.data, "lang": lang, "t": t, "base": base, "data_json": json.dumps(snapshot.data)}
    return aiohttp_jinja2.render_template("game.html", request, context)


async def server_page(request: web.Request) -> web.Response:
    """A server's page: its games, in the reader's language (``?lang=``, ``Accept-Language``,
    else English); 404 for any token that is not a server's, or while its pages are off."""
    secret = request.app[SECRET]
    guild_id = links.server_of(secret, request.match_info["token"])
    if guild_id is None or not await request.app[STORE].web_enabled(guild_id):
        raise not_found()
    lang = lang_of(request.headers.get("Accept-Language"), i18n.DEFAULT_LOCALE, request.query.get("lang"))
    data = await request.app[PAGES].server(guild_id, lang, lambda game_id: links.token(secret, game_id))

    def t(key: str, **args: Any) -> str:
        return i18n.tr(lang, key, **args)

    return aiohttp_jinja2.render_template("server.html", request, {"d": data, "lang": lang, "t": t})


async def state(request: web.Request) -> web.Response:
    info = await game_of(request)
    snapshot = await request.app[PAGES].snapshot(info, reader_lang(request, info))
    return web.json_response(snapshot.data)


def png(data: bytes | None) -> web.Response:
    if data is None:
        raise not_found()
    return web.Response(body=data, content_type="image/png")


async def board(request: web.Request) -> web.Response:
    info = await game_of(request)
    return png((await request.app[PAGES].pictures(info))[0])


async def detail(request: web.Request) -> web.Response:
    info = await game_of(request)
    return png((await request.app[PAGES].pictures(info))[1])


async def turn(request: web.Request) -> web.Response:
    info = await game_of(request)
    text = request.match_info["n"]
    if not text.isdigit() or len(text) > 6:
        raise not_found()
    return png(await request.app[PAGES].turn_board(info, int(text)))


async def live(request: web.Request) -> web.StreamResponse:
    info = await game_of(request)
    lang = reader_lang(request, info)
    seen = request.query.get("v", "")
    response = web.StreamResponse(
        headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"}
    )
    await response.prepare(request)
    broadcaster = request.app[LIVE]
    listener = broadcaster.listen(info.id, info.version, lang)
    try:
        await response.write(b"retry: 2000\n\n")
        if seen != str(info.version):  # the page is older than the game: catch it up at once
            listener.offer((await request.app[PAGES].snapshot(info, lang)).data)
        while True:
            try:
                data = await asyncio.wait_for(listener.queue.get(), KEEPALIVE)
            except TimeoutError:
                await response.write(b": keep-alive\n\n")
                continue
            if data is None:  # the server stops
                break
            await response.write(f"data: {json.dumps(data)}\n\n".encode())
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    finally:
        broadcaster.leave(info.id, listener)
    return response


def make_app(agora: Agora, secret: str, *, interval: float = INTERVAL) -> web.Application:
    """The aiohttp application of the pages over an open ``agora`` (its storage and service),
    signing links with ``secret`` (``Agora.web_secret``); the live pollers read every ``interval``
    seconds."""
    app = web.Application(middlewares=[headers])
    pages = Pages(agora)
    app[PAGES] = pages
    app[LIVE] = Broadcaster(pages, interval)
    app[SECRET] = secret
    app[STORE] = WebStore(agora.storage)
    aiohttp_jinja2.setup(
        app, loader=jinja2.FileSystemLoader(HERE / "templates"), autoescape=jinja2.select_autoescape(default=True)
    )
    app.router.add_get("/g/{token}", page)
    app.router.add_get("/g/{token}/state.json", state)
    app.router.add_get("/g/{token}/board.png", board)
    app.router.add_get("/g/{token}/detail.png", detail)
    app.router.add_get("/g/{token}/turn/{n}.png", turn)
    app.router.add_get("/g/{token}/live", live)
    app.router.add_get("/s/{token}", server_page)
    app.router.add_static("/static/", HERE / "static")

    async def stop(app: web.Application) -> None:
        await app[LIVE].close()

    app.on_shutdown.append(stop)
    return app


async def serve(agora: Agora, port: int, host: str = "0.0.0.0") -> web.AppRunner:
    """Start serving the pages of the open ``agora`` on ``port``; the caller ends it with
    ``await runner.cleanup()``."""
    runner = web.AppRunner(make_app(agora, await agora.web_secret()))
    await runner.setup()
    await web.TCPSite(runner, host, port).start()
    log.info("game pages served on port %s", port)
    return runner
