"""Checks of what callers hand the service (a hostile or broken caller must not crash a game or
the database): Discord ids, versions, texts and display names, in ONE place (:func:`check_call`,
which every entry point of :class:`bot.service.Service` calls first: its edge).

Every caller (the Discord layer, the demo, tests, a script) goes through :mod:`bot.service`, so
the service checks these itself rather than trusting Discord: an id of 2^63 or more does not fit
SQLite's or PostgreSQL's 64-bit integers (OverflowError / DataError), and a NUL or a lone
surrogate in a name crashes PostgreSQL's text encoding (and SQLite stored the NUL).
"""

from __future__ import annotations

import unicodedata

from bot.core.errors import BadInput
from engines.text import msg

#: Discord ids are snowflakes: non-negative 64-bit signed integers
MAX_ID = 2**63 - 1
#: a display name is cut to this many characters (Discord's own are 32 at most)
MAX_NAME = 100
#: the longest text a caller may hand the service (a panel path, a lobby choice): a custom_id is
#: 100 characters at most, a select value 100
MAX_TEXT = 200
#: ids that are never 0 (an interaction is a Discord snowflake; the database numbers games from 1)
POSITIVE = ("game", "interaction")


def check_id(value: object, field: str) -> int:
    """``value`` if it is a whole number (an ``int``, not a bool, a float or a text) in
    0..:data:`MAX_ID` (1..:data:`MAX_ID` for the ``field`` names of :data:`POSITIVE`); else
    BadInput naming ``field`` (``"user"``, ``"game"``, ``"interaction"``, ``"version"``...)."""
    low = 1 if field in POSITIVE else 0
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_ID:
        raise BadInput(msg("bot-err-bad-id", field=field))
    return value


def check_text(value: object, field: str) -> str:
    """``value`` if it is a text of at most :data:`MAX_TEXT` characters without control
    characters or lone surrogates; else BadInput naming ``field`` (never echoing the text)."""
    if (not isinstance(value, str) or len(value) > MAX_TEXT
            or any(unicodedata.category(c) in ("Cc", "Cs") for c in value)):
        raise BadInput(msg("bot-err-bad-text", field=field))
    return value


_UNSET: object = object()


def check_call(
    *, game_id: object = _UNSET, user_id: object = _UNSET, version: object = _UNSET,
    interaction_id: object = _UNSET, texts: dict[str, object] | None = None,
) -> None:
    """The one validation at the service's edge: each argument given is checked as its kind
    (``game_id``, ``interaction_id``: :func:`check_id`, positive, ``interaction_id`` may be
    None; ``user_id``, ``version``: :func:`check_id`, from 0); ``texts``: field name -> text
    (:func:`check_text`).  Raises BadInput naming the first bad field; changes nothing."""
    if game_id is not _UNSET:
        check_id(game_id, "game")
    if user_id is not _UNSET:
        check_id(user_id, "user")
    if version is not _UNSET:
        check_id(version, "version")
    if interaction_id is not _UNSET:
        check_optional_id(interaction_id, "interaction")
    for field, text in (texts or {}).items():
        check_text(text, field)


def check_optional_id(value: object, field: str) -> int | None:
    """:func:`check_id`, None allowed."""
    return None if value is None else check_id(value, field)


def clean_name(name: object) -> str:
    """A display name fit to store: control characters (Unicode category Cc: NUL, newlines,
    escapes) and lone surrogates (Cs) removed, outer blanks stripped, cut to :data:`MAX_NAME`
    characters.  Raises BadInput when nothing visible is left (or ``name`` is not text)."""
    if not isinstance(name, str):
        raise BadInput(msg("bot-err-bad-name"))
    kept = "".join(c for c in name if unicodedata.category(c) not in ("Cc", "Cs")).strip()[:MAX_NAME].strip()
    if not kept:
        raise BadInput(msg("bot-err-bad-name"))
    return kept
