"""Errors the service raises; each maps one-to-one to a message a Discord user reads.

Every message is built without hidden information (it may be shown in the channel), and the
Discord layer sends it ephemerally to the user who clicked.  Modelled on boardgame.io's
``StaleStateId`` / ``InactivePlayer`` / ``InvalidMove`` / ``GameOver``.
"""

from __future__ import annotations


class AgoraError(Exception):
    """Base class: ``code`` is stable, ``message`` is one or two plain sentences."""

    code = "error"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


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


class Illegal(AgoraError):
    """The engine refused the action (wraps engines.base.IllegalAction)."""

    code = "illegal"

    def __init__(self, message: str, rule_code: str = "illegal") -> None:
        super().__init__(message)
        self.rule_code = rule_code
