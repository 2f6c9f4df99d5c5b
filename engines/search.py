"""The "strong" automatic player: information-set Monte Carlo tree search over the engine contract.

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search",
IEEE TCIAIG 2012): one tree of the searching seat's decisions and of everyone's moves after them;
each iteration plays in a *determinization*, a whole state that the seat cannot tell from the real
one, and a node's children are only the actions available in that determinization (the
"availability" count replaces the parent's visits in UCB1).

It decides only from what its seat may see:

- a determinization is :meth:`engines.base.Engine.resample_hidden` of the state with
  ``hidden_from=seat`` (the face-down cards, the box, the other seats' hands and sealed choices
  redrawn among the values that fit everything the seat sees), a function of the seat's view and of
  the search's own generator only (the engines' resamplers draw from a canonical order, so two
  states that differ only in what the seat cannot see give the same determinizations);
- every :class:`engines.rng.Rng` of the state is reseeded from the search's generator, so no future
  die or shuffle is known;
- the search's generator is seeded from ``seed`` and the seat's player view, never from the state.

A game without hidden information (Antike) is searched as it is, with its generators reseeded.

tests/test_search.py checks this in every game that hides something (7 Wonders Duel, Olympus, Mare
Nostrum): in twin states that differ only in what the seat cannot see, :meth:`Search.determinize`
draws the same determinizations for the same generator, and where the hidden parts change the
best move (a search that sees everything decides differently) the search decides the same.  Planted
searches that play in the real state, or redraw the hidden cards in an order that depends on who
really holds them, are caught there by both checks.

An engine whose :meth:`~engines.base.Engine.search_opponent_model` is true (Olympus, Antike,
Mare Nostrum) is searched flat instead of with a tree (:meth:`Search._choose_paired`): the other
seats are modelled by the deterministic playout policy (the standard player), and each of the
seat's candidate moves
(:meth:`~engines.base.Engine.search_actions`) is played in the same determinizations and followed
by one playout each; the best mean reward wins.  In a four-player game the tree of everyone's
moves gets a handful of visits per node at a second's budget; the paired comparison spends them
all on the seat's own choice.

Playouts use the engine's :meth:`~engines.base.Engine.search_rollout` policy (default: the
automatic player, with a share of uniformly random moves) for at most ``depth`` decisions, then
:meth:`~engines.base.Engine.search_value` estimates each seat's share of the win (1 for a winner
of a finished game, shared among joint winners).  The budget is wall time (``seconds``, default 2)
or a number of iterations (reproducible: the tests use it).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from pydantic import BaseModel

from engines.base import Engine
from engines.rng import Rng

#: PUCT's exploration constant for rewards in [0, 1]
EXPLORATION = 1.0
#: the paired search's preference for the prior's favourite (in mean reward) over a candidate that
#: is barely better in the determinizations played
PAIRED_PRIOR_EDGE = 0.01
#: how much less than the tried actions' mean reward an untried action is assumed to be worth
FPU_REDUCTION = 0.1


@dataclass
class _Node:
    """A node of the tree: reached by ``action`` of ``mover``; ``reward`` sums the rewards of
    ``mover`` over the ``visits``; ``avail`` counts the iterations in which the action was
    available from the parent; ``prior`` is the engine's prior probability of the action
    (:meth:`Engine.search_prior`), fixed when the node is made."""

    mover: int = -1
    action: Any = None
    prior: float = 0.0
    visits: int = 0
    avail: int = 0
    reward: float = 0.0
    children: dict[Any, "_Node"] = field(default_factory=dict)
    #: the priors of the actions seen at this node (from the first determinization that reached it)
    priors: dict[Any, float] | None = None


def action_key(engine: Engine[Any, Any], action: Any) -> Any:
    """A key of ``action`` for the tree: the action itself when it is hashable (the engines'
    actions are frozen pydantic models, equal when their fields are), else its JSON text."""
    try:
        hash(action)
        return action
    except TypeError:
        return json.dumps(engine.dump_action(action), sort_keys=True, separators=(",", ":"))


def view_seed(engine: Engine[Any, Any], state: Any, seat: int, seed: int) -> int:
    """The search's seed for ``seat`` in ``state``: ``seed`` mixed with the seat's player view, so
    that the search depends on nothing the seat may not see."""
    view = engine.player_view(state, seat)
    text = view.model_dump_json() if isinstance(view, BaseModel) else json.dumps(view, sort_keys=True, default=str)
    digest = hashlib.blake2b(f"{seed}/{seat}/{text}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def reseed(state: Any, rnd: random.Random) -> Any:
    """``state`` with every :class:`Rng` field (at the top level) reseeded from ``rnd``."""
    fields = {k: Rng(seed=rnd.getrandbits(62)) for k, v in state.__dict__.items() if isinstance(v, Rng)}
    return state.model_copy(update=fields) if fields else state


class Search:
    """One strong seat's decision maker.

    ``seconds``: the wall-time budget per decision (default 2.0); ``iterations``: a fixed number of
    iterations instead (reproducible, for tests); ``depth``: the playout's length in decisions
    before :meth:`Engine.search_value` estimates the result (default: the engine's
    :meth:`Engine.search_depth`); ``seed``: mixed with the seat's view to seed the search;
    ``exploration``: the PUCT constant.  :meth:`choose` returns one of
    ``engine.legal_actions(state, seat)``.

    Selection is PUCT (as in AlphaZero, with the availability count of ISMCTS in place of the
    parent's visits): the child maximizing ``Q + c * P * sqrt(avail) / (1 + visits)``, where ``P``
    is the engine's prior (:meth:`Engine.search_prior`: for the games with a greedy automatic
    player, a softmax of its action scores, so that a small budget plays at least as the greedy
    player does) and ``Q`` the mean reward (an untried child: the tried children's mean reward less
    ``FPU_REDUCTION``; none tried: 1, the highest prior first).
    """

    def __init__(
        self,
        engine: Engine[Any, Any],
        *,
        seconds: float = 2.0,
        iterations: int | None = None,
        depth: int | None = None,
        seed: int = 0,
        exploration: float = EXPLORATION,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.engine = engine
        self.seconds = seconds
        self.iterations = iterations
        self.depth = engine.search_depth() if depth is None else depth
        self.seed = seed
        self.c = exploration
        self.clock = clock
        #: the paired flat search instead of the tree (:meth:`Engine.search_opponent_model`)
        self.paired = engine.search_opponent_model()
        #: iterations of the last decision (for the benchmarks)
        self.last_iterations = 0

    def determinize(self, state: Any, seat: int, rnd: random.Random) -> Any:
        """A state ``seat`` cannot tell from ``state``, drawn with ``rnd``."""
        try:
            d = self.engine.resample_hidden(state, rnd, seat)
        except NotImplementedError:
            d = state
        return reseed(d, rnd)

    def choose(self, state: Any, seat: int) -> Any:
        """The action the search picks for ``seat`` (prompted now).  Raises ValueError when the
        seat has nothing to decide."""
        engine = self.engine
        legal = list(engine.search_actions(state, seat))
        if not legal:
            raise ValueError(f"seat {seat} has nothing to decide")
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        rnd = random.Random(view_seed(engine, state, seat, self.seed))
        if self.paired:
            return self._choose_paired(state, seat, legal, rnd)
        root = _Node()
        deadline = self.clock() + self.seconds
        done = 0
        while (done < self.iterations) if self.iterations is not None else (done == 0 or self.clock() < deadline):
            self._iterate(root, self.determinize(state, seat, rnd), seat, rnd)
            done += 1
        self.last_iterations = done
        # the most visited child of the root (ties: the higher prior, the better mean, the legal order)
        order = {action_key(engine, a): i for i, a in enumerate(legal)}
        kids = [(k, n) for k, n in root.children.items() if k in order]
        best = max(kids, key=lambda kn: (kn[1].visits, kn[1].prior, kn[1].reward / max(kn[1].visits, 1), -order[kn[0]]))
        return legal[order[best[0]]]

    def _choose_paired(self, state: Any, seat: int, legal: list[Any], rnd: random.Random) -> Any:
        """Paired flat Monte Carlo: in each determinization every candidate (``legal``) is played
        and followed by one playout (:meth:`Engine.search_simulate`); the candidate with the best
        mean reward over the determinizations wins, the prior's favourite by ``PAIRED_PRIOR_EDGE``
        in a near tie.  Every candidate meets the same determinizations (common random numbers:
        with a deterministic playout policy their rewards differ only by the candidates), so a few
        determinizations separate them.  Budget: ``iterations`` playouts, or whole rounds of
        playouts (one per candidate) while the time lasts, at least one round."""
        engine = self.engine
        n = len(legal)
        prior = engine.search_prior(state, seat, legal)
        first = max(range(n), key=lambda i: (prior[i], -i))
        totals = [0.0] * n
        rounds = 0
        deadline = self.clock() + self.seconds
        want = max(1, self.iterations // n) if self.iterations is not None else None
        if self._exact(state):
            want = 1  # nothing hidden and nothing drawn: every round would be the same
        while (rounds < want) if want is not None else (rounds == 0 or self.clock() < deadline):
            det = self.determinize(state, seat, rnd)
            base = rnd.getrandbits(62)
            values = []
            for a in legal:
                after, _ = engine.apply(det, seat, a)
                # every candidate's playout draws from the same generator state (common random numbers)
                values.append(engine.search_simulate(after, random.Random(base), self.depth).get(seat, 0.0))
                if want is None and rounds and self.clock() >= deadline:
                    break
            if len(values) < n:
                break  # a round cut short by the clock is not counted
            totals = [t + v for t, v in zip(totals, values)]
            rounds += 1
        self.last_iterations = rounds * n
        best = max(range(n), key=lambda i: (totals[i] / rounds + (PAIRED_PRIOR_EDGE if i == first else 0.0), -i))
        return legal[best]

    def _exact(self, state: Any) -> bool:
        """Whether every determinization of ``state`` is the state itself: the engine hides
        nothing (no ``resample_hidden``) and the state holds no :class:`Rng` (Antike)."""
        try:
            self.engine.resample_hidden(state, random.Random(0), None)
        except NotImplementedError:
            return not any(isinstance(v, Rng) for v in state.__dict__.values())
        return False

    # ---- one iteration -----------------------------------------------------------------------
    def _iterate(self, root: _Node, state: Any, seat: int, rnd: random.Random) -> None:
        engine = self.engine
        node = root
        path = [root]
        c = self.c
        # selection and expansion
        while engine.outcome(state) is None:
            # at the root, the searching seat (one of a simultaneous prompt's seats); below, the
            # first prompted seat (each seat of a simultaneous prompt decides in turn)
            mover = seat if node is root else self._mover(state)
            if mover < 0:
                break
            actions = engine.search_actions(state, mover)
            if not actions:
                break
            keyed = [(action_key(engine, a), a) for a in actions]
            if node.priors is None:
                node.priors = dict(zip((k for k, _ in keyed), engine.search_prior(state, mover, actions)))
            priors = node.priors
            uniform = 1.0 / len(keyed)
            # first-play urgency: an untried action is worth the tried ones' mean less FPU_REDUCTION
            # (none tried yet: 1, so the highest prior goes first); a small budget stays near the
            # prior's choice unless it looks worse than the alternatives
            tried_r = tried_n = 0.0
            for ch in node.children.values():
                if ch.mover == mover:
                    tried_r += ch.reward
                    tried_n += ch.visits
            fpu = (tried_r / tried_n - FPU_REDUCTION) if tried_n else 1.0
            best_k: Any = None
            best_a: Any = None
            best_v = -1e18
            children = node.children
            for k, a in keyed:
                child = children.get(k)
                if child is None:
                    p = priors.get(k, uniform)
                    v = fpu + c * p * math.sqrt(node.visits + 1)
                else:
                    child.avail += 1
                    v = child.reward / child.visits + c * child.prior * math.sqrt(child.avail) / (1 + child.visits)
                if v > best_v:
                    best_k, best_a, best_v = k, a, v
            child = children.get(best_k)
            state, _ = engine.apply(state, mover, best_a)
            if child is None:
                child = _Node(mover=mover, action=best_a, prior=priors.get(best_k, uniform), avail=1)
                children[best_k] = child
                path.append(child)
                break
            node = child
            path.append(node)
        values = engine.search_simulate(state, rnd, self.depth)
        # backpropagation: each node gets the reward of the seat that moved into it
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.reward += values.get(n.mover, 0.0)

    def _mover(self, state: Any) -> int:
        """The seat that moves now (the first of a simultaneous prompt: each seat decides in turn)."""
        seats = self.engine.prompt(state).seats
        return seats[0] if seats else -1


def win_shares(engine: Engine[Any, Any], state: Any, seats: int) -> dict[int, float] | None:
    """Each seat's share of the win in a finished game (1 shared among the winners), or None."""
    out = engine.outcome(state)
    if out is None:
        return None
    if not out.winners:
        return {s: 1.0 / seats for s in range(seats)}
    return {s: (1.0 / len(out.winners) if s in out.winners else 0.0) for s in range(seats)}
