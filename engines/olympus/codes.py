"""Olympus's stable codes: why an action is refused (:class:`engines.base.IllegalAction`'s
``code``) and how a game ends (:class:`engines.base.Outcome`'s ``reason``).  Typed as
``Literal`` types so that mypy checks every code the engine raises or stores; the texts players read
are the messages beside them (i18n)."""

from __future__ import annotations

from typing import Literal

from engines.base import IllegalAction
from engines.text import Text

#: why Olympus refuses an action (``IllegalAction.code``)
RefusalCode = Literal[
    "bad_choice", "bad_move", "bad_tile", "cannot_pass", "cannot_pay", "game_over", "malformed",
    "no_card", "no_discovery", "no_effect", "no_wonder", "not_your_turn", "past_cross",
    "too_many_stars", "wrong_action", "wrong_stars",
]

#: how a game of Olympus ends (``Outcome.reason``): ``prestige`` (the most prestige at the end)
OutcomeReason = Literal[
    "prestige",
]


class Refusal(IllegalAction):
    """The contract's :class:`~engines.base.IllegalAction` with one of Olympus's
    :data:`RefusalCode` (mypy checks every code raised)."""

    def __init__(self, code: RefusalCode, message: Text) -> None:
        super().__init__(code, message)
