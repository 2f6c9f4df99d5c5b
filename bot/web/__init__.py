"""The game pages: one web page per game, served by aiohttp beside the Discord client
(``agora run`` when ``AGORA_WEB_PORT`` is set) or on its own (``agora web``), over the same
database.  Another driver of the application, like the cogs: it reads the public side of a game
through :class:`bot.app.agora.Agora` and never imports cogs/.

Modules (the signed links are :mod:`bot.app.links`, which the publisher uses too): :mod:`bot.web.pages` (what a page shows, built
from public information only), :mod:`bot.web.live` (one poller per watched game, the live
updates), :mod:`bot.web.server` (the aiohttp application, its routes and headers).
"""
