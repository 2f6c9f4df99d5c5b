"""Localizable text as engines produce it: a message id and its arguments, never a sentence.

Engines do not write English or Italian.  Every text a person reads (events, prompts, panel
labels and descriptions, ``IllegalAction`` messages, outcome sentences, status lines) is a
:class:`Msg`: the id of a message in the Fluent catalogs (``i18n/locales/<lang>/<domain>.ftl``)
and its arguments.  The text is produced at the edge (``i18n.render``), in the reader's language.

Arguments (all JSON-able, so events stored in the action log keep them):

- ``int`` / ``float``: numbers (Fluent selects plurals on them: ``{ $n -> [one] ... *[other] ... }``);
- ``str``: a literal put in as written; a seat is the literal ``"{pN}"``, which the edge replaces
  by the seat holder's display name after formatting (one pass);
- a :class:`Msg` (or its dict ``{"id": ..., "args": {...}}``): a nested message, formatted first
  in the same language: proper names are messages too (``msg("sevenwd-card-lumber_yard")``);
- a ``list`` of the above: formatted one by one and joined as the language joins a list
  ("A, B, and C" / "A, B e C").

Message ids follow Fluent's identifier grammar (``[a-zA-Z][a-zA-Z0-9_-]*``) and start with the
domain: ``sevenwd-``, ``mn-``, ``antike-``, ``olympus-``, ``bot-``, ``cmd-``, ``common-``.
"""

from __future__ import annotations

from typing import Any, Union

from pydantic import BaseModel, ConfigDict, Field


class Msg(BaseModel):
    """A message id and its arguments (see the module docstring for the argument kinds)."""

    model_config = ConfigDict(frozen=True)

    id: str
    args: dict[str, Any] = Field(default_factory=dict)

    def __str__(self) -> str:  # debugging only: never shown to a person
        return f"<{self.id} {self.args}>" if self.args else f"<{self.id}>"


def msg(id: str, **args: Any) -> Msg:
    """A :class:`Msg` built without validation (engines build many of them in hot loops)."""
    return Msg.model_construct(id=id, args=args)


def lines(*parts: "Text | None") -> list["Msg | str"]:
    """Several texts shown one per line (``None`` parts are skipped; a nested list is flattened)."""
    out: list[Msg | str] = []
    for p in parts:
        if p is None:
            continue
        if isinstance(p, list):
            out.extend(p)
        else:
            out.append(p)
    return out


#: what an engine may put where a person reads text: a message, several lines of messages, or a
#: plain string (only for verbatim content such as an emoji or a number; never words)
Text = Union[Msg, list[Union[Msg, str]], str]
