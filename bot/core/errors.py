"""Errors the service raises; each maps one-to-one to a message a Discord user reads.

Every message is built without hidden information (it may be shown in the channel), and the
Discord layer sends it ephemerally to the user who clicked.  Modelled on boardgame.io's
``StaleStateId`` / ``InactivePlayer`` / ``InvalidMove`` / ``GameOver``.
"""

from __future__ import annotations

from collections.abc import Mapping

import i18n
from engines.text import Text


class AgoraError(Exception):
    """Base class: ``code`` is stable, ``message`` is a :data:`engines.text.Text` (a ``bot-``
    message with its arguments, or an engine's) of one or two plain sentences, rendered in the
    reader's language by :meth:`text` (``str(error)`` is the English one).  ``names``: seat -> display name for the ``{pN}``
    placeholders the message may hold (engine messages)."""

    code = "error"

    def __init__(self, message: Text, names: Mapping[int, str] | None = None) -> None:
        self.message: Text = message
        self.names: dict[int, str] = dict(names or {})
        super().__init__(self.text())  # str(error): the English text (logs, tests)

    def text(self, lang: str = i18n.DEFAULT_LOCALE) -> str:
        """The message as a person reads it in ``lang`` ("en" / "it")."""
        return i18n.render(self.message, lang, self.names)


class UnknownGame(AgoraError):
    code = "unknown_game"


class NotAPlayer(AgoraError):
    code = "not_a_player"


class NotYourTurn(AgoraError):
    code = "not_your_turn"


class StaleVersion(AgoraError):
    """The click was made on an older (or future) version of the game: the button is outdated."""

    code = "outdated"


class AlreadyApplied(AgoraError):
    """The same interaction was already applied (a retried or double click)."""

    code = "duplicate"


class GameNotActive(AgoraError):
    """The game is still in its lobby, finished or abandoned."""

    code = "not_active"


class Forbidden(AgoraError):
    """The user lacks the role the command needs (host, Manage Server)."""

    code = "forbidden"


class LobbyError(AgoraError):
    """Join/leave/start refused: full, already seated, not enough players..."""

    code = "lobby"


class BadOption(AgoraError):
    """A malformed or out-of-range option (deadline, player count, unknown game)."""

    code = "bad_option"


class BadInput(AgoraError):
    """An id that is not a Discord id, or a display name with nothing visible in it
    (bot/core/inputs.py); nothing was stored."""

    code = "bad_input"


class Illegal(AgoraError):
    """The engine refused the action (wraps engines.base.IllegalAction)."""

    code = "illegal"

    def __init__(self, message: Text, rule_code: str = "illegal", names: Mapping[int, str] | None = None) -> None:
        super().__init__(message, names)
        self.rule_code = rule_code
