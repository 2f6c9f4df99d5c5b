"""7 Wonders Duel's stable codes: why an action is refused (:class:`engines.base.IllegalAction`'s
``code``) and how a game ends (:class:`engines.base.Outcome`'s ``reason``).  Typed as
``Literal`` types so that mypy checks every code the engine raises or stores; the texts players read
are the messages beside them (i18n)."""

from __future__ import annotations

from typing import Literal

from engines.base import IllegalAction
from engines.text import Text

#: why 7 Wonders Duel refuses an action (``IllegalAction.code``)
RefusalCode = Literal[
    "cannot_afford", "cannot_destroy", "game_over", "no_such_seat", "no_such_slot",
    "not_accessible", "not_discarded", "not_drawn", "not_offered", "not_on_board", "not_your_turn",
    "not_your_wonder", "slot_empty", "wonder_built", "wonder_removed", "wrong_decision",
]

#: how a game of 7 Wonders Duel ends (``Outcome.reason``): the three victories of the rulebook:
#: military supremacy, scientific supremacy and the civilian victory
OutcomeReason = Literal[
    "civilian_victory", "military_supremacy", "scientific_supremacy",
]


class Refusal(IllegalAction):
    """The contract's :class:`~engines.base.IllegalAction` with one of 7 Wonders Duel's
    :data:`RefusalCode` (mypy checks every code raised)."""

    def __init__(self, code: RefusalCode, message: Text) -> None:
        super().__init__(code, message)
