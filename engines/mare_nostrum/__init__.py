"""Mare Nostrum (Serge Laget, 2003): the rules engine (base game; Mythology-ready).

``MareNostrum`` implements engines.base.Engine; ``view`` holds the player-view models."""

from engines.mare_nostrum.engine import MareNostrum

__all__ = ["MareNostrum"]
