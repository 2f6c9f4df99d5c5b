"""The search player's hooks (the contract's third part; the search itself is engines/search.py):
how a playout moves, how far it goes, how a state is valued, which moves are worth trying.  Each
has a default built on the rules alone; an engine overrides what its game needs."""

from __future__ import annotations

import math
import random
from typing import Sequence, TypeVar

from pydantic import BaseModel

from engines.contract.rules import Rules

S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)


class SearchHooks(Rules[S, A]):
    """The search hooks of one game; they extend :class:`~engines.contract.rules.Rules` because a
    playout is played by the rules."""

    def search_rollout(self, state: S, seat: int, rng: "random.Random") -> A:
        """The move a search playout takes for ``seat`` (engines/search.py), one of
        :meth:`legal_actions`.  Default: the automatic player (:meth:`auto_action`) three times
        in four, else :meth:`playout_policy`."""
        if rng.random() < 0.75:
            return self.auto_action(state, seat)
        return self.playout_policy(state, seat, rng)

    def search_value(self, state: S) -> dict[int, float]:
        """Each seat's estimated share of the win in ``state``, in [0, 1] (a finished game: 1
        shared among the winners).  The search's evaluation where a playout stops before the end.
        Default: the finished game's shares, else nothing (every seat 0: a draw for the search)."""
        out = self.outcome(state)
        if out is None:
            return {}
        return {s: 1.0 / len(out.winners) for s in out.winners}

    def search_depth(self) -> int:
        """How many decisions a search playout plays before :meth:`search_value` judges the state
        (default 200: a whole game of most engines is longer; see engines/search.py)."""
        return 200

    def search_opponent_model(self) -> bool:
        """Whether the search models the other seats by the deterministic playout policy (the
        standard player) and compares only the seat's own candidates (:meth:`search_actions`),
        each played in the same determinizations and followed by one playout
        (``engines.search.Search._choose_paired``, paired flat Monte Carlo), rather than growing
        a tree over everyone's moves.  Default: False (the tree)."""
        return False

    def search_prior(self, state: S, seat: int, actions: "Sequence[A]") -> list[float]:
        """The search's prior probability of each of ``actions`` (``seat``'s legal actions in
        ``state``, in that order): non-negative, summing to 1.  Selection favours a likely action
        until its visits say otherwise (PUCT).  Default: uniform."""
        return [1.0 / len(actions)] * len(actions) if actions else []

    def search_actions(self, state: S, seat: int) -> "Sequence[A]":
        """The actions the search considers for ``seat`` (a non-empty subset of
        :meth:`legal_actions` when that is non-empty).  An engine drops moves that only undo a
        step of a multi-step decision (Mare Nostrum's Cancel), which a search would otherwise
        repeat without end.  Default: :meth:`legal_actions`."""
        return self.legal_actions(state, seat)

    def auto_prior(self, state: S, seat: int, actions: "Sequence[A]", weight: float = 0.5) -> list[float]:
        """A prior for :meth:`search_prior` from the automatic player alone: ``weight`` on its
        choice (:meth:`auto_action`), the rest spread evenly over ``actions``."""
        n = len(actions)
        if n == 0:
            return []
        pick = self.auto_action(state, seat)
        rest = (1.0 - weight) / n
        return [rest + (weight if a == pick else 0.0) for a in actions]

    def search_simulate(self, state: S, rng: "random.Random", depth: int) -> dict[int, float]:
        """A playout from ``state`` (a determinization the search owns: an engine may mutate a
        copy in place): at most ``depth`` decisions by :meth:`search_rollout`, then
        :meth:`search_value` of where it stopped.  Returns each seat's share of the win in
        [0, 1].  Default: pure :meth:`apply` steps."""
        steps = 0
        while steps < depth and self.outcome(state) is None:
            seats = self.prompt(state).seats
            if not seats or not self.legal_actions(state, seats[0]):
                break
            state, _ = self.apply(state, seats[0], self.search_rollout(state, seats[0], rng))
            steps += 1
        return self.search_value(state)


def softmax_shares(strength: dict[int, float], temperature: float) -> dict[int, float]:
    """Each seat's share of the win from a strength per seat (points, in the game's own unit):
    ``exp(x / temperature)`` normalized over the seats (the engines' ``search_value`` where a
    search playout stops before the end)."""
    if not strength:
        return {}
    top = max(strength.values())
    ws = {s: math.exp((x - top) / temperature) for s, x in strength.items()}
    tot = sum(ws.values())
    return {s: w / tot for s, w in ws.items()}
