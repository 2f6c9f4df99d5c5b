"""Mare Nostrum (Serge Laget, 2003): the rules engine (base game; Mythology-ready).

``MareNostrum`` implements engines.base.Engine; ``view`` holds the player-view models the
renderer draws from.  Modules: ``data`` (validated data files), ``state`` (state and actions),
``rules`` (board queries), ``engine`` (flow and rules), ``moves`` (legal actions), ``viewbuild``,
``panel``, ``auto`` (the automatic player).

Where the Mythology expansion slots in (shared/rules/mare-nostrum-mythology.it.txt):
- data: ``data.load("mythology")`` adds the boards marked ``board: mythology`` in map.yaml, the
  sixth civilization, pottery and a cards file whose effects reuse the effect ids (revised
  Agamemnon +3, Julius Caesar legions only, free Hannibal legion...) plus new ones;
- roles come from ``game.roles``: the High Priest is a fourth entry with its own count;
- the turn is ``State.step``: an "offering" step (gods) goes between "trade_end" and
  "construction", ordered by the High Priest like "choose_builder";
- creatures are one more land-unit kind next to ``Prov.legions`` / ``fortresses`` (auto-6 like
  a fortress in ``_fight_land``); heroes, wonders and gods stay data with effect ids, and
  interrupting effects push ``Decision``s onto ``State.pending``.
"""

from engines.mare_nostrum.engine import MareNostrum

__all__ = ["MareNostrum"]
