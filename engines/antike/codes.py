"""Antike's stable codes: why an action is refused (:class:`engines.base.IllegalAction`'s
``code``) and how a game ends (:class:`engines.base.Outcome`'s ``reason``).  Typed as
``Literal`` types so that mypy checks every code the engine raises or stores; the texts players read
are the messages beside them (i18n)."""

from __future__ import annotations

from typing import Literal

#: why Antike refuses an action (``IllegalAction.code``)
RefusalCode = Literal[
    "arm_limit", "bad_advance", "bad_city", "bad_conquest", "bad_give_up", "bad_nation",
    "bad_space", "cannot_afford", "cannot_found", "coin_left", "game_over", "has_temple",
    "last_city", "needs_basic", "no_city_left", "no_coin", "no_combat", "no_enemy_city",
    "no_such_unit", "no_temple_left", "no_trade", "no_unit_left", "not_adjacent", "not_your_city",
    "not_your_turn", "owned", "wrong_step", "wrong_terrain",
]

#: how a game of Antike ends (``Outcome.reason``): ``personalities`` (the personalities
#: needed), ``temple_after_personalities`` (all personalities taken, then a temple destroyed)
OutcomeReason = Literal[
    "personalities", "temple_after_personalities",
]
