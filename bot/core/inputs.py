"""Checks of what callers hand the service (issue 19 part 3): Discord ids and display names.

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


def check_id(value: object, field: str) -> int:
    """``value`` if it is a whole number in 0..:data:`MAX_ID` (not a bool); else BadInput
    naming ``field`` (``"user"``, ``"game"``, ``"interaction"``...)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_ID:
        raise BadInput(msg("bot-err-bad-id", field=field))
    return value


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
