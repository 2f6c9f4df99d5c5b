"""7 Wonders Duel (base game): rules engine.  See :class:`SevenWondersDuel`; views in
:mod:`engines.sevenwd.view`, material in ``cards.yaml`` (:mod:`engines.sevenwd.data`)."""

from engines.sevenwd.engine import SevenWondersDuel
from engines.sevenwd.rules import State

__all__ = ["SevenWondersDuel", "State"]
