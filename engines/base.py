"""The engine contract every game implements (see docs/architecture.md, "Engine contract").

An engine is pure rules: no I/O, no asyncio, no discord, no Pillow.  State and actions are
pydantic v2 models serialised to JSON.  All randomness comes from :class:`engines.rng.Rng`, whose
state lives inside the game state, so replaying the action log from the seed reproduces a game.

Vocabulary follows boardgame.io and OpenSpiel: a *seat* is an int ``0..n-1``; ``None`` as a seat
means "the channel" (a spectator who sees only public information).

The contract is split by concern under engines/contract/ (as OpenSpiel keeps game, state and
observer apart): :class:`~engines.contract.rules.Rules`,
:class:`~engines.contract.presentation.Presentation` and
:class:`~engines.contract.search_hooks.SearchHooks`; :class:`Engine` is all three, and this module
re-exports the contract's names so that callers import them from one place.
"""

from __future__ import annotations

from typing import TypeVar

from pydantic import BaseModel

from engines.contract.parsing import (
    MAX_ACTION_INT,
    MAX_ACTION_TEXT,
    MAX_LISTED,
    malformed,
    malformed_message,
    not_one_of,
)
from engines.contract.presentation import Presentation
from engines.contract.rules import Rules
from engines.contract.search_hooks import SearchHooks, softmax_shares
from engines.contract.types import (
    Entry,
    Event,
    IllegalAction,
    LobbyChoice,
    Option,
    Outcome,
    Panel,
    Prompt,
    RulesTopic,
    Run,
    Tone,
)

S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)


class Engine(SearchHooks[S, A], Presentation[S]):
    """Base class of every game engine: its :class:`~engines.contract.rules.Rules`, its
    :class:`~engines.contract.presentation.Presentation` and its
    :class:`~engines.contract.search_hooks.SearchHooks`.  ``S`` is the engine's state model, ``A``
    its action union (the type behind :attr:`action_adapter`).  Subclasses set the class
    attributes and implement the abstract methods; all methods are pure functions of their
    arguments."""


__all__ = [
    "A",
    "Engine",
    "Entry",
    "Event",
    "IllegalAction",
    "LobbyChoice",
    "MAX_ACTION_INT",
    "MAX_ACTION_TEXT",
    "MAX_LISTED",
    "Option",
    "Outcome",
    "Panel",
    "Presentation",
    "Prompt",
    "Rules",
    "RulesTopic",
    "Run",
    "S",
    "SearchHooks",
    "Tone",
    "malformed",
    "malformed_message",
    "not_one_of",
    "softmax_shares",
]
