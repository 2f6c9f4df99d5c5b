"""Reading an action a player sent: strict JSON, bounded numbers and texts, and the refusal that
names the field (:meth:`engines.contract.rules.Rules.parse_action`)."""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Sequence

from pydantic import ValidationError

from engines.text import Text, msg

#: whole numbers in an action are below this in size (seats, slots, counts, dice: far smaller)
MAX_ACTION_INT = 2**31

#: pydantic error types -> the problem named to the player (common-err-malformed-field)
_PROBLEMS = {"extra_forbidden": "extra", "missing": "missing", "unused_field": "extra",
             "greater_than": "range", "greater_than_equal": "range", "less_than": "range",
             "less_than_equal": "range", "literal_error": "value", "union_tag_invalid": "value",
             "union_tag_not_found": "missing"}


def malformed(problem: str, field: str) -> Text:
    """The refusal of a malformed action: ``problem`` is extra | missing | range | value | type."""
    return msg("common-err-malformed-field", problem=problem, field=field)


def not_one_of(field: str, values: Sequence[str]) -> Text:
    """The refusal of a value of ``field`` that is none of ``values`` (the engine's own ids):
    names the field and what it takes, never the text that was sent (a NUL, an
    ``@everyone`` or 100 kB of it must not be put in the answer)."""
    shown = list(values)
    more = len(shown) - MAX_LISTED
    listed = ", ".join(shown[:MAX_LISTED])
    return msg("common-err-not-one-of", field=field, values=listed, more=max(more, 0))


#: values listed at most by :func:`not_one_of`
MAX_LISTED = 40
#: the longest text a field of an action may hold (ids: far shorter); a longer one, or one with
#: control characters, is refused naming its field, never echoing it
MAX_ACTION_TEXT = 64
#: a field name that may be shown in a refusal; another (a forged key) is not named
_FIELD_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


def _bad_text(value: Any, field: str = "kind") -> str | None:
    """The field of the first text of ``value`` (parsed JSON) longer than
    :data:`MAX_ACTION_TEXT` or with control characters, or None."""
    if isinstance(value, str):
        if len(value) > MAX_ACTION_TEXT or any(unicodedata.category(c) in ("Cc", "Cs") for c in value):
            return field
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _bad_text(item, str(key))
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _bad_text(item, field)
            if found is not None:
                return found
    return None


def malformed_message(exc: ValidationError) -> Text:
    """The message of the first error of ``exc``, naming its field (the last name in its
    location; ``ctx["field"]`` for a model-level check: a field the action does not use)."""
    errors = exc.errors()
    if not errors:
        return msg("common-err-malformed")
    first = errors[0]
    problem = _PROBLEMS.get(first["type"], "type")
    names = [str(p) for p in first["loc"] if isinstance(p, str)]
    field = str((first.get("ctx") or {}).get("field") or (names[-1] if names else "kind"))
    if first["type"].startswith("union_tag"):
        field = "kind"
    if not _FIELD_NAME.fullmatch(field):  # a forged key: named by nothing it sent
        return msg("common-err-malformed-unnamed")
    return malformed(problem, field)


def _huge_number(value: Any, field: str = "kind") -> str | None:
    """The field of the first whole number of ``value`` (parsed JSON) at or beyond
    :data:`MAX_ACTION_INT` in size, or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return field if abs(value) >= MAX_ACTION_INT else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _huge_number(item, str(key))
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _huge_number(item, field)
            if found is not None:
                return found
    return None
