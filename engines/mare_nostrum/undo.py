"""Which Mare Nostrum decisions a player may take back ("Undo"; the engine's
``undoable`` calls :func:`undoable`).

Mare Nostrum hides the resource cards in each hand and the trade offers until they are opened
(mare-nostrum.it.txt, "Fase Commercio": the offers are prepared face down and revealed together)
and rolls dice in battles ("Battaglie": each side rolls one die per unit).  So only the
decisions that are open and certain may be taken back:

- ``build`` (what to build, then where; a free build is placed at once), ``cancel`` (giving up a
  construction before paying), ``end_turn``: the construction phase is played openly on the map;
- ``move_trireme`` / ``move_legions``: movements are open and certain (a battle is a separate
  decision, ``naval_attack`` / ``attack``);
- ``choose``: naming the next builder or mover, or the heir of a tied role, is an open choice;
- ``pick_die`` (Mythology, Ajax): picking a die to reroll rolls nothing yet (the ``reroll``
  that follows is final).
- ``declare_hercules`` / ``move_hercules`` (Mythology, D21): declaring the legion and its
  creature's move without a battle are open and certain, like the legions' moves.
- Mythology: ``use_god`` with Baal, Vulcan or Poseidon (in the holder's turn or as an
  interjection in another's, D2): the destruction is open and certain (no die, nothing hidden;
  mnm-it "Potere degli Dei"), like a construction; taking it back turns the card face up again.
  When it raised Astarte's question, the holder of Astarte has not answered yet (the platform
  allows no undo once another seat acted).  So is Poseidon's answer to an announced transport
  (D52: the move that announced it may be taken back until he answers; "let it go" is final).
  The other gods' decisions stay final: Hermes and
  Isis deal cards, Athena's answer is followed at once by the role counts, Mars answers a roll,
  Astarte answers another player's power.

Final: ``pay`` and Cleopatra's ``swap`` (the cards paid to the bank leave a hidden hand face up),
every commerce decision (``announce``, ``offer``, ``take``, ``give``, ``choose_card``, ``use``:
hands and sealed offers), and the battles and what follows them (``naval_attack``, ``attack``,
``losses``, ``pillage``, ``occupy``, ``convert``, Mythology's ``automatic_dice`` and
``reroll``: dice were or are then rolled).  Whatever the kind, a
decision that drew at random (a tie broken by lot, a die) or ended the game is final too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.base import Engine, Event
from engines.mare_nostrum.gods import ANYTIME
from engines.mare_nostrum.state import State

#: the action kinds that may be taken back (see the module docstring for the rule reasons)
UNDOABLE_KINDS = frozenset(
    {"build", "cancel", "end_turn", "move_trireme", "move_legions", "choose", "pick_die", "declare_hercules", "move_hercules"}
)


def undoable(engine: Engine, before: State, after: State, seat: int, action: Any, events: Sequence[Event]) -> bool:
    """Whether ``seat`` may take back ``action`` (``before`` -> ``after`` with ``events``):
    its kind is in :data:`UNDOABLE_KINDS`, the game goes on and the change drew nothing at random
    and told no other seat anything privately (:meth:`Engine.quiet_change`)."""
    kind = getattr(action, "kind", None)
    if kind == "use_god" and getattr(action, "god", None) in ANYTIME:
        kind = "build"  # as open and certain as a construction (module docstring)
    if kind not in UNDOABLE_KINDS or after.phase == "over":
        return False
    return engine.quiet_change(before, after, seat, events)
