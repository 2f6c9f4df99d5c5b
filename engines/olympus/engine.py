"""The Olympus engine, ``Olympus(Engine)``: a thin class implementing the contract of
engines/base.py by delegating to the rules' modules.

A turn (rulebook "IL GIOCO"): the player furthest behind on the time track may play Destiny
cards, then takes one action (an expansion, a discovery or a wonder) and pays its action points
with hourglasses first, then by moving forward.  At the end of the turn it draws a Destiny card
for each Zeus space reached or passed (rules 3: each may be played at once, "La carta può essere
giocata immediatamente", ``Pending`` "destiny_now"), then the Olympus cards due there are revealed
(each may be answered by Zeus Destiny cards, a simultaneous choice of their holders).

Where the rules are: setup.py (the set-up and its choices), moves.py (the prompt and the legal
actions), apply.py (applying an action), destiny.py (Destiny cards), flow.py (the end of a turn,
the Olympus cards, the outcome), last.py (the last turn's record for the picture), rules.py (the
board's queries and the state changes they share), hidden.py (the search's twins); panel.py and
view.py what a seat sees, auto.py the automatic player.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any

from engines.base import Engine, Event, Outcome, Panel, Prompt, softmax_shares
from engines.olympus import apply as rules_apply
from engines.olympus import auto as bot
from engines.olympus import flow, hidden, moves
from engines.olympus import panel as panels
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.setup import MAX_SEATS, MIN_SEATS, new_game
from engines.olympus.state import ACTION_ADAPTER, RULES_VERSION, Action, State
from engines.olympus.view import View, build
from engines.text import Text, msg

#: the seats' colours, in seat order (the settler tokens of the box)
COLOURS = ("red", "blue", "green", "yellow", "white")
#: the search's worth of an action point still to spend, in prestige (engine.search_value: the
#: automatic players end about 35 prestige after the 80 spaces of the time track)
TIME_WORTH = 0.4
#: the search's worth of a resource cube, in prestige
CUBE_WORTH = 0.3
#: the search's softmax temperature over the seats' expected prestige
VALUE_TEMPERATURE = 3.0


class Olympus(Engine[State, Action]):
    id = "olympus"
    title = "Olympus"
    min_seats = MIN_SEATS
    max_seats = MAX_SEATS
    rules_version = RULES_VERSION
    state_model = State
    action_adapter = ACTION_ADAPTER

    # ---- rules -------------------------------------------------------------------------------
    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        return new_game(seats, seed, self.rules_version)

    def setup_legacy(self, seats: int, options: dict[str, Any], seed: int, rules: int) -> State:
        """Rules 1: the bottom of the start stack condemned the territories with any number of
        players (setup.new_game)."""
        return new_game(seats, seed, rules)

    def prompt(self, state: State) -> Prompt:
        return moves.prompt(state)

    def turn_key(self, state: State) -> Hashable:
        """One turn: the action (with the Destiny cards played before it) and the decisions it
        opens for the same seat (a bonus space, the Oracle's card...), counted by ``turns``, which
        grows with the action while the turn is being finished (``turn_seat`` set).  The player
        furthest behind on the time track moves next, so one seat often plays several turns in a
        row: each is a turn of its own (a deadline each).  The set-up choices are one phase."""
        if state.pending and state.pending[0].kind in ("condemn", "barbarians"):
            return ("setup",)
        return ("turn", state.turns - (1 if state.turn_seat is not None else 0), state.over)

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return moves.legal_actions(state, seat)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, dict):
            action = self.parse_action(action)
        return rules_apply.apply(state, seat, action)

    def outcome(self, state: State) -> Outcome | None:
        return flow.outcome(state)

    # ---- views -------------------------------------------------------------------------------
    def player_view(self, state: State, seat: int | None) -> View:
        return build(state, seat)

    def panel(self, state: State, seat: int) -> Panel:
        return panels.panel(state, seat)

    def status_text(self, state: State, seat: int | None) -> Text:
        return panels.status(state, seat, self.prompt(state))

    def seat_label(self, state: State, seat: int) -> Text:
        return msg(f"olympus-colour-{COLOURS[seat]}")

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        return set()  # the hidden parts are card names shared with public ones: resample_hidden checks them

    def undoable(self, before: State, after: State, seat: int, action: Action, events: Sequence[Event]) -> bool:
        """A decision may be taken back when it moved no card of the Destiny deck, no Destiny
        card of a hand and no Olympus card (olympus.it.txt: Destiny cards are drawn face down
        from the deck and kept hidden in hand, and played face up; Olympus cards are revealed
        when a player reaches Zeus's space; the Zeus cards are answered secretly), drew nothing
        at random and did not end the game.  A settler moved, a discovery, a wonder or a bonus
        space chosen are open and certain: undoable."""
        if after.over:
            return False
        if (before.destiny_deck, before.destiny_discard, before.olympus, before.revealed) != (
            after.destiny_deck,
            after.destiny_discard,
            after.olympus,
            after.revealed,
        ):
            return False
        if any(b.hand != a.hand for b, a in zip(before.players, after.players)):
            return False
        return self.quiet_change(before, after, seat, events)

    def board_moment(self, before: State, after: State, events: list[Event]) -> bool:
        """The picture after each turn (an action or a pass) and at the end, not after a Destiny
        card played or a choice inside a turn."""
        return after.over or after.turns != before.turns

    # ---- automatic player --------------------------------------------------------------------
    def timeout_action(self, state: State, seat: int) -> Action:
        return bot.choose(state, seat)

    # ---- the search player's hooks (engines/search.py) ---------------------------------------
    def search_opponent_model(self) -> bool:
        """The other seats move by the automatic player inside the search's tree too: the tree
        holds only the searching seat's decisions (a 4-player tree of everyone's moves gets a
        handful of visits per node at a second's budget)."""
        return True

    def search_actions(self, state: State, seat: int) -> Sequence[Action]:
        """The automatic player's choice first, then its next best moves of each kind
        (engines/olympus/auto.py ``candidates``): a turn offers up to about 130 moves, most of them
        other ways to pay or other routes to the same place."""
        return bot.candidates(state, seat)

    def search_prior(self, state: State, seat: int, actions: Sequence[Action]) -> list[float]:
        """Half the prior on the first of ``actions`` (:meth:`search_actions` puts the automatic
        player's choice first), the rest even."""
        n = len(actions)
        if n == 0:
            return []
        return [(0.5 if i == 0 else 0.0) + 0.5 / n for i in range(n)]

    def search_rollout(self, state: State, seat: int, rng: random.Random) -> Action:
        """The automatic player's choice (deterministic): the standard seats the strong player
        meets play it, and a playout then varies only by the determinization."""
        return bot.choose(state, seat)

    def search_simulate(self, state: State, rng: random.Random, depth: int) -> dict[int, float]:
        """:meth:`Engine.search_simulate` without its check that the prompted seat has a move
        (the automatic player's own check: an Olympus prompt always offers one)."""
        steps = 0
        while steps < depth and not state.over:
            seats = self.prompt(state).seats
            if not seats:
                break
            state, _ = self.apply(state, seats[0], bot.choose(state, seats[0]))
            steps += 1
        return self.search_value(state)

    def search_value(self, state: State) -> dict[int, float]:
        """A finished game: the winners' shares; else a softmax (temperature ``VALUE_TEMPERATURE``
        prestige points) of each seat's expected prestige: its prestige counted as at the end
        ("Sommare il prestigio dei giocatori", rules.score) plus ``TIME_WORTH`` per action point it
        may still spend (the spaces to the Cross and its hourglasses; none once its game is over)
        and ``CUBE_WORTH`` per resource cube."""
        out = self.outcome(state)
        if out is not None:
            return {s: 1.0 / len(out.winners) for s in out.winners}
        cross = DATA.time_track.cross
        est = {}
        for s, p in enumerate(state.players):
            left = 0 if p.done else max(0, cross - p.pos) + p.hourglasses
            est[s] = q.total(state, s) + TIME_WORTH * left + CUBE_WORTH * sum(p.cubes.values())
        return softmax_shares(est, VALUE_TEMPERATURE)

    def search_depth(self) -> int:
        """A game is about 150 decisions (four players) and the automatic player costs a few
        milliseconds one: playouts stop after 16 decisions (about four turns of each seat) and
        :meth:`search_value` judges the expected prestige."""
        return 16

    def playout_policy(self, state: State, seat: int, rng: random.Random) -> Any:
        """Uniformly random legal actions wander and rarely develop; half the time the automatic
        player's choice (as Mare Nostrum does) so random games end in a reasonable length."""
        if rng.random() < 0.5:
            return bot.choose(state, seat)
        acts = self.legal_actions(state, seat)
        return acts[rng.randrange(len(acts))]

    def resample_hidden(self, state: State, rng: random.Random, hidden_from: int | None) -> State:
        """Twin (hidden.resample_hidden): the other seats' hands and the Destiny deck dealt again,
        the face-down Olympus cards permuted."""
        return hidden.resample_hidden(state, rng, hidden_from)
