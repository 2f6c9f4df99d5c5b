"""The game pages' links: ``/g/<token>``, ``token = "<game id>-<signature>"`` where the signature
is HMAC-SHA256(secret, ``"game:<game id>"``) in lowercase hex (64 characters).  A link cannot be
guessed from a game number; a token that is forged, truncated or padded does not verify
(:func:`game_of` returns None and the page answers 404)."""

from __future__ import annotations

import hashlib
import hmac
import re

_TOKEN = re.compile(r"([1-9][0-9]{0,18})-([0-9a-f]{64})")


def signature(secret: str, game_id: int) -> str:
    """The 64 hex characters signing ``game_id`` with ``secret``."""
    return hmac.new(secret.encode(), f"game:{game_id}".encode(), hashlib.sha256).hexdigest()


def token(secret: str, game_id: int) -> str:
    """The token of ``game_id``'s page: ``"<id>-<signature>"``."""
    return f"{game_id}-{signature(secret, game_id)}"


def game_of(secret: str, text: str) -> int | None:
    """The game id ``text`` signs, None when it is not exactly a valid token (constant-time
    comparison of the signature)."""
    match = _TOKEN.fullmatch(text)
    if match is None:
        return None
    game_id = int(match.group(1))
    return game_id if hmac.compare_digest(match.group(2), signature(secret, game_id)) else None


def url(base: str, secret: str, game_id: int) -> str:
    """The page's public address: ``base`` (AGORA_WEB_URL, without its trailing slash) +
    ``/g/<token>``."""
    return f"{base.rstrip('/')}/g/{token(secret, game_id)}"
