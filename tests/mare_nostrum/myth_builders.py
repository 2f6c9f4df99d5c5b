"""Builders for the Mythology rule tests: the engine on ``mythology_data.rules()`` with loaded dice
(games with the ``expansion: mythology`` option; the engines' own ``R`` is the expansion's too, for
the handlers the tests call directly)."""

from __future__ import annotations

from engines.mare_nostrum import mythology_data
from engines.mare_nostrum.engine import MareNostrum
from engines.mare_nostrum.state import State
from tests.mare_nostrum.builders import DiceEngine, blank

ROME, GREECE, BABYLON, EGYPT, CARTHAGE, ATLANTIS = 0, 1, 2, 3, 4, 5
CIVS = ["rome", "greece", "babylon", "egypt", "carthage", "atlantis"]


class MythRandom(MareNostrum):
    """The engine with Mythology's merged rules and 6 seats, real dice (playouts)."""

    max_seats = 6

    def __init__(self) -> None:
        super().__init__()
        self.R = mythology_data.rules()


class MythEngine(DiceEngine):
    """The engine with Mythology's merged rules, 6 seats and loaded dice."""

    max_seats = 6

    def __init__(self, dice: list[int] | None = None) -> None:
        super().__init__(dice)
        self.R = mythology_data.rules()


def myth(dice: list[int] | None = None, step: str = "move", active: int | None = 0) -> tuple[MythEngine, State]:
    """A 6-player Mythology game with an empty board, no heroes, waiting at ``step``."""
    e = MythEngine(dice)
    S = blank(e, CIVS, step, active=active, options={"expansion": "mythology"})
    for pl in S.players:
        pl.cards = []
    return e, S
