"""The package's shape (issue 8): the engine dispatches every prompt kind to one phase handler."""

from __future__ import annotations

import typing

import pytest

from engines.mare_nostrum import flow
from engines.mare_nostrum.engine import HANDLERS, MareNostrum
from engines.mare_nostrum.state import Decision, Trade
from tests.mare_nostrum.builders import blank

#: the steps where a player decides (every other step is run by turn.advance)
DECIDING_STEPS = ("announce", "offer", "take", "choose_builder", "build", "choose_mover", "move", "setup_build",
                  "choose_offerer", "offer_god")  # the last two: Mythology's Offering (offering.py)


def test_every_prompt_kind_has_a_handler():
    """Every pending decision kind and every step where a player decides has exactly one handler,
    and nothing else has one (a handler no prompt reaches is dead code)."""
    decisions = set(typing.get_args(Decision.model_fields["kind"].annotation))
    kinds = set()
    for step in DECIDING_STEPS:
        S = blank(MareNostrum(), ["rome", "greece", "carthage"], step=step)
        S.trade = Trade(director=0, to_take=0)
        S.roles["high_priest"] = 0
        kinds.add(flow.prompt(S).kind)
    assert kinds == set(DECIDING_STEPS)
    assert set(HANDLERS) == decisions | kinds


def test_prompt_refuses_an_automatic_step():
    """flow.prompt names only the steps where someone decides; stopping on an automatic one is a bug."""
    S = blank(MareNostrum(), ["rome", "greece", "carthage"], step="income")
    with pytest.raises(AssertionError):
        flow.prompt(S)
