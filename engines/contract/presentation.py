"""What a game shows besides its rules (the contract's second part, docs/architecture.md "Engine
contract"): a seat's private choice panel, the status summary, when the board picture is worth
posting, the glossary and the rules topics, a seat's label.  Like python-chess's SVG module beside
its Board: built from the rules' views, never changing a state.  Neutral about the medium: the
choices are ids, labels and groups (:class:`engines.contract.types.Option`); the cogs fit them to
Discord."""

from __future__ import annotations

import abc
from typing import ClassVar, Generic, TypeVar

from pydantic import BaseModel

from engines.contract.types import Entry, Event, Panel, RulesTopic
from engines.text import Text, msg

S = TypeVar("S", bound=BaseModel)


class Presentation(abc.ABC, Generic[S]):
    """The presentation of one game over its state model ``S``."""

    #: prompt kinds of a role holder's recurring decision (Mare Nostrum's "name the next player to
    #: build"): the platform mentions the holder for one of them once per phase, not each time
    #: the game comes back to it (bot.service.Service._once_per_phase).  Texts only, no rule.
    mention_once_kinds: ClassVar[frozenset[str]] = frozenset()

    @abc.abstractmethod
    def panel(self, state: S, seat: int) -> Panel:
        """The private choice panel of ``seat``, built from ``player_view(state, seat)`` only."""

    @abc.abstractmethod
    def status_text(self, state: S, seat: int | None) -> Text:
        """A short summary from ``player_view(state, seat)`` (``/agora status``),
        as messages (one per line)."""

    def board_moment(self, before: S, after: S, events: list[Event]) -> bool:
        """Whether the public board picture is worth posting after this change (``before`` ->
        ``after`` with ``events``).  Default: after every change; games with many small steps
        (Mare Nostrum) post it after each phase and each battle, and text lines in between."""
        return True

    def glossary(self) -> "list[Entry]":
        """Everything ``/agora card`` can show for this game (cards, Wonders, tokens, heroes,
        buildings, units), each with its cost and effect in words.  Default: nothing."""
        return []

    def rules_topics(self) -> "list[RulesTopic]":
        """The topics of ``/agora rules`` for this game: the turn, the phases, how to win, the
        battle arithmetic..., each citing the rulebook's page.  Default: nothing."""
        return []

    def seat_label(self, state: S, seat: int) -> Text:
        """A short in-game label for a seat (a civilization name, "Player 1")."""
        return msg("common-player-n", n=seat + 1)
