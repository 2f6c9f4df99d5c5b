"""The log's building blocks for Olympus's rules: an event (:class:`engines.base.Event`) and the
names of territories, discoveries and resources as messages (i18n/locales/<lang>/olympus*.ftl)."""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.text import Text, msg


def ev(m: Text, to: int | None = None, kind: str = "log", **data: Any) -> Event:
    """An event of the log: text ``m``, for seat ``to`` only (None: everyone), of ``kind`` with
    ``data`` (the fields the picture and the tests read)."""
    return Event.model_construct(kind=kind, text=m, to=to, data=data)


def T(t: str) -> Any:
    """Territory ``t``'s name."""
    return msg(f"olympus-territory-{t}")


def D(d: str) -> Any:
    """Discovery ``d``'s name."""
    return msg(f"olympus-discovery-{d}")


def R(r: str) -> Any:
    """Resource ``r``'s name."""
    return msg(f"olympus-resource-{r}")
