"""The game pages' links: ``/g/<token>``, ``token = "<game id>-<signature>"`` where the signature
is HMAC-SHA256(secret, ``"game:<game id>"``) in lowercase hex (64 characters).  A link cannot be
guessed from a game number; a token that is forged, truncated or padded does not verify
(:func:`game_of` returns None and the page answers 404).

A server's page (opt-in): ``/s/<token>``, ``token = "<guild id>-<signature>"`` signed
for another purpose, HMAC-SHA256(secret, ``"server:<guild id>"``): a game's token never opens a
server page and a server's never opens a game page, even where the two numbers are equal."""

from __future__ import annotations

import hashlib
import hmac
import re

_TOKEN = re.compile(r"([1-9][0-9]{0,18})-([0-9a-f]{64})")


def signature(secret: str, game_id: int, purpose: str = "game") -> str:
    """The 64 hex characters signing ``"<purpose>:<game_id>"`` with ``secret`` (``purpose``:
    "game" or "server")."""
    return hmac.new(secret.encode(), f"{purpose}:{game_id}".encode(), hashlib.sha256).hexdigest()


def token(secret: str, game_id: int) -> str:
    """The token of ``game_id``'s page: ``"<id>-<signature>"``."""
    return f"{game_id}-{signature(secret, game_id)}"


def _signed(secret: str, text: str, purpose: str) -> int | None:
    match = _TOKEN.fullmatch(text)
    if match is None:
        return None
    number = int(match.group(1))
    return number if hmac.compare_digest(match.group(2), signature(secret, number, purpose)) else None


def game_of(secret: str, text: str) -> int | None:
    """The game id ``text`` signs, None when it is not exactly a valid token (constant-time
    comparison of the signature)."""
    return _signed(secret, text, "game")


def url(base: str, secret: str, game_id: int) -> str:
    """The page's public address: ``base`` (AGORA_WEB_URL, without its trailing slash) +
    ``/g/<token>``."""
    return f"{base.rstrip('/')}/g/{token(secret, game_id)}"


def server_token(secret: str, guild_id: int) -> str:
    """The token of the server page of ``guild_id``: ``"<guild id>-<signature>"`` (purpose
    "server")."""
    return f"{guild_id}-{signature(secret, guild_id, 'server')}"


def server_of(secret: str, text: str) -> int | None:
    """The guild id a server page's token signs, None when ``text`` is not exactly a valid
    server token (a game's token is not one)."""
    return _signed(secret, text, "server")


def server_url(base: str, secret: str, guild_id: int) -> str:
    """The server page's public address: ``base`` (AGORA_WEB_URL) + ``/s/<token>``."""
    return f"{base.rstrip('/')}/s/{server_token(secret, guild_id)}"
