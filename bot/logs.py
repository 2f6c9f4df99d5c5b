"""Agora's logging: the configuration and the structured line of each committed action.

Format (decision: ``key=value`` pairs, "logfmt", readable in a terminal or journald and parsed
by most log tools; values never contain spaces): one line per committed action, logger
``agora.actions``, level INFO::

    action game=12 seat=1 version=35 source=player latency_ms=12.4

``game`` the game id, ``seat`` the acting seat (0-based), ``version`` the game's version after
the commit, ``source`` ``player`` or ``timeout``, ``latency_ms`` the milliseconds from the moment
the application received the action (:func:`received`: ``Agora.act``, ``act_option`` and
``timeout``, so waiting for the game's lock counts) to the end of the commit; when the service is
driven without the application, from the start of the commit.  The same fields are attached to
the record as ``record.agora`` (a dict) for handlers that want them without parsing.

Nothing secret is ever logged: the line carries ids and numbers only, never an action, a state or
a name.  Third-party loggers whose DEBUG records carry secrets are capped at INFO
(:data:`SECRET_BEARING`): aiosqlite logs every SQL parameter (full game states, hidden cards
included); discord.py logs request bodies (a player's private panel) and gateway payloads (their
sealed choices).  The Discord token is a ``SecretStr`` (see bot.settings) and never formatted.
"""

from __future__ import annotations

import contextvars
import logging
import time
from contextlib import contextmanager
from typing import Iterator

ACTIONS = logging.getLogger("agora.actions")

#: loggers whose DEBUG records would carry hidden information: never below INFO
SECRET_BEARING = ("aiosqlite", "discord.http", "discord.gateway")

_received: contextvars.ContextVar[float | None] = contextvars.ContextVar("agora_action_received", default=None)

FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def cap_secret_loggers() -> None:
    """Keep the :data:`SECRET_BEARING` loggers at INFO or above, whatever the root level."""
    for name in SECRET_BEARING:
        logger = logging.getLogger(name)
        if logger.level < logging.INFO:  # NOTSET (0) included: it would inherit DEBUG from the root
            logger.setLevel(logging.INFO)


def configure(level: str) -> None:
    """Configure the root logger at ``level`` (``"INFO"``...) with :data:`FORMAT` on stderr,
    APScheduler at WARNING or above (chatty at INFO), and :func:`cap_secret_loggers`."""
    logging.basicConfig(level=level, format=FORMAT)
    logging.getLogger("apscheduler").setLevel(max(logging.WARNING, logging.getLevelName(level)))
    cap_secret_loggers()


@contextmanager
def received() -> Iterator[None]:
    """Mark "the application received an action now" for the commits made inside the block
    (in this task and the tasks it starts), the start of their ``latency_ms``."""
    token = _received.set(time.perf_counter())
    try:
        yield
    finally:
        _received.reset(token)


def committed(game_id: int, seat: int, version: int, source: str, started: float) -> None:
    """Log the structured line of one committed action.  ``started``: ``time.perf_counter()``
    at the start of the commit, used when no :func:`received` mark is set."""
    since = _received.get()
    latency_ms = (time.perf_counter() - (since if since is not None else started)) * 1000
    fields = {"game": game_id, "seat": seat, "version": version, "source": source, "latency_ms": round(latency_ms, 1)}
    ACTIONS.info("action %s", logfmt(fields), extra={"agora": fields})


def logfmt(fields: dict[str, object]) -> str:
    """``key=value`` pairs separated by spaces (values must not contain spaces)."""
    return " ".join(f"{k}={v}" for k, v in fields.items())
