"""Mare Nostrum's stable codes: why an action is refused (:class:`engines.base.IllegalAction`'s
``code``) and how a game ends (:class:`engines.base.Outcome`'s ``reason``).  Typed as
``Literal`` types so that mypy checks every code the engine raises or stores; the texts players read
are the messages beside them (i18n)."""

from __future__ import annotations

from typing import Literal

#: why Mare Nostrum refuses an action (``IllegalAction.code``)
RefusalCode = Literal[
    "already_done", "at_war", "bad_card", "bad_count", "bad_losses", "bad_occupation", "bad_swap",
    "cannot_afford", "cannot_complete", "capital_first", "dived_this_turn", "enemy_units",
    "god_not_held", "god_taken", "god_target", "god_timing", "god_used", "god_window",
    "hercules_at_war", "hercules_used", "hermes_cards", "isis_cards", "landlocked", "launch",
    "malformed", "mixed", "must_fight", "national_hero", "naval_over", "new_influence", "no_battle",
    "no_blockade", "no_building", "no_conversion", "no_creatures", "no_die", "no_dive", "no_god",
    "no_hercules", "no_phoenix", "no_piece", "no_power", "no_role", "no_site", "no_theft",
    "no_titan", "no_token", "no_unit", "not_adjacent", "not_capital", "not_in_hand", "not_offered",
    "not_tied", "not_your_turn", "not_yours", "nowhere", "offering_combination", "offering_size",
    "one_card", "one_god", "one_per_province", "overpay", "owned", "reroll_one", "same_goods",
    "setup_area", "setup_capital", "setup_card", "slaves_only", "taken", "third_exchange",
    "unavailable", "unknown_card", "unknown_place", "unknown_province", "used", "wrong_action",
]

#: how a game of Mare Nostrum ends (``Outcome.reason``): ``four_heroes_wonders`` (the heroes and
#: Wonders needed), ``pyramids`` (the Pyramids' own victory), ``roles`` (Mythology's 3 role cards
#: variant, D39); ``victory`` is the outcome's reason for a state that won without recording one
OutcomeReason = Literal[
    "four_heroes_wonders", "pyramids", "roles", "victory",
]
