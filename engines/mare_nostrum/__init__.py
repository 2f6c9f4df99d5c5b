"""Mare Nostrum (Serge Laget, 2003): the rules engine (base game; Mythology-ready).

``MareNostrum`` implements engines.base.Engine; ``view`` holds the player-view models the
renderer draws from.  Modules, each importing only those below it (docs/architecture.md, Mare
Nostrum): ``engine`` (the thin class); ``panel``, ``hidden``; ``auto`` (the automatic player);
``moves`` (legal actions), ``viewbuild``, ``turn`` (the automatic steps), ``setup``; one module
per phase: ``roles``, ``income``, ``trade``, ``construction``, ``military``; ``combat``;
``offering``, ``gods`` (Mythology); ``flow`` (events, refusals, prompts), ``cards``; ``texts``; ``rules`` (board queries);
``state``, ``data`` (validated data files), ``view``.

Where the Mythology expansion slots in (shared/rules/mare-nostrum-mythology.it.txt):
- data: ``mythology_data.rules()`` adds the boards marked ``board: mythology`` in map.yaml, the
  sixth civilization, pottery and a cards file whose effects reuse the effect ids (revised
  Agamemnon +3, Julius Caesar legions only, free Hannibal legion...) plus new ones;
- roles come from ``game.roles``: the High Priest is a fourth entry with its own count;
- the turn is ``State.step`` (turn.py): the Offering steps ("offering", "choose_offerer",
  "offer_god", "offering_end") go between "trade_end" and "construction", ordered by the High
  Priest; the phase is ``offering.py`` and the gods' powers ``gods.py`` (beside
  ``construction.py``), their handlers in ``engine.HANDLERS`` (docs/architecture.md);
- creatures are one more land-unit kind next to ``Prov.legions`` / ``fortresses`` (auto-6 like
  a fortress in ``combat.fight_land``); heroes, wonders and gods stay data with effect ids, and
  interrupting effects push ``Decision``s onto ``State.pending``.
"""

from engines.mare_nostrum.engine import MareNostrum

__all__ = ["MareNostrum"]
