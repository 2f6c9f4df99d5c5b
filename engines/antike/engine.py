"""The Antike engine (contract: engines/base.py): a thin class over the rules
(:mod:`engines.antike.rules`), the view, the panel and the automatic player."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from engines.antike import auto, panel, view
from engines.antike.data import ADVANCED, BASIC, LIMITS, PERSONALITIES, RONDEL, know_how_cost
from engines.antike.rules import flow, setup
from engines.antike.rules.common import cities_of, sea_zones, temples_of
from engines.antike.state import ACTION_ADAPTER, RULES_VERSION, SCHEMA_VERSION, Action, State, clone
from engines.base import Engine, Entry, Event, Outcome, Panel, Prompt, RulesTopic, softmax_shares
from engines.text import Text, msg

SOURCE = "Antike rulebook (it), "
OPTIONS = {"board": ("west", "east"), "start": ("three", "one"), "target3": (10, 12), "nations": ("random", "choose")}


class Antike(Engine[State, Action]):
    """Antike (Mac Gerdts, 2005), 2-6 players, both sides of the board.

    Options: ``board`` "west" (default; the DESIGNED Roman Empire side) or "east" (the Orient,
    as published); ``start`` "three" (default) or "one" (the longer game: one start city of
    three); ``target3`` 10 (default, recommended) or 12 personalities with 3 players;
    ``nations`` "random" (default: the nation cards are dealt) or "choose" (the players choose
    their nations in seat order, rulebook "Distribuzione delle Nazioni").
    Actions (``kind``): nation, start_city, rondel, pay, temple, arm, learn, move, fight, conquer, defend,
    give_up, found, trade, done (see :mod:`engines.antike.state`)."""

    id: ClassVar[str] = "antike"
    title: ClassVar[str] = "Antike"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    schema_version: ClassVar[int] = SCHEMA_VERSION
    rules_version: ClassVar[int] = RULES_VERSION
    state_model: ClassVar[type[BaseModel]] = State
    action_adapter: ClassVar[TypeAdapter[Any]] = ACTION_ADAPTER
    #: share of automatic-player decisions in a random playout (see playout_policy)
    PLAYOUT_AUTO_RATE = 0.9

    def default_options(self) -> dict[str, Any]:
        """Every option with its default (the service accepts only these keys)."""
        return {"board": "west", "start": "three", "target3": 10, "nations": "random"}

    def option_choices(self) -> dict[str, list[Any]]:
        return {k: list(v) for k, v in OPTIONS.items()}

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        """ValueError for a seat count outside 2-6, an unknown option or value."""
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"Antike is for 2 to 6 players, not {seats}")
        for k, v in options.items():
            if k not in OPTIONS or v not in OPTIONS[k]:
                raise ValueError(f"bad Antike option {k}={v!r}; options: {OPTIONS}")
        return setup.new_game(seats, options.get("board", "west"), seed, one_city=options.get("start") == "one",
                              long_3p=options.get("target3") == 12, choose=options.get("nations") == "choose")

    def upgrade_rules(self, state: State, to: int) -> State:
        """``state`` continued under rules ``to``.  From 1 to 2: rules 1 never returned paid coins
        to the bank, so a game in progress has too few coins there; the bank becomes 30 minus the
        nations' coins (never below 0), the count rules 2 keeps at every step
        (rules.common.coins_to_bank; antike.it.txt "30 monete", "pagare alla banca")."""
        if self.rules_of(state) < 2 <= to:
            st = clone(state)
            st.coins_bank = max(0, LIMITS["coins"] - sum(n.coins for n in st.nations))
            state = st
        return self.with_rules(state, to)

    def prompt(self, state: State) -> Prompt:
        kind, seat, nation = flow.prompt_key(state)
        if seat is None:
            return Prompt(phase="over", kind=kind, seats=(), text=msg("antike-prompt-game_over"))
        if kind == "nation":
            return Prompt(phase="nation", kind=kind, seats=(seat,),
                          text=msg("antike-prompt-nation", player=f"{{p{seat}}}", n=setup.choice_size(state.players)))
        assert nation is not None
        return Prompt(phase=state.step, kind=kind, seats=(seat,),
                      text=msg(f"antike-prompt-{kind}", nation=msg(f"antike-nation-{state.nations[nation].id}")))

    def next_turn_seat(self, state: State) -> int | None:
        """The seat of the nation after the active one (the platform's heads-up, bot/headsup.py):
        "I giocatori giocano in senso orario" (antike.it.txt).  None while nations are
        chosen or when the game is over.  Offers nothing new: no rules version."""
        if state.winner is not None or state.step == "nation" or not state.nations:
            return None
        return state.nations[(state.active + 1) % len(state.nations)].seat

    def turn_key(self, state: State) -> Hashable:
        """One nation's turn: the round and the active nation (rondel, payment, the space's action
        and founding are prompted as different steps of one turn, antike.it.txt "SVOLGIMENTO DEL
        GIOCO"); a choice of nations and a start city are one decision each; an out-of-turn combat
        request is its own (another seat answers it).  With 2 players a seat's two nations play
        two turns."""
        if state.step == "nation":
            return ("nation", len(state.nations))
        if state.step == "start_city":
            return ("start_city", state.active)
        if state.step == "maneuver" and state.defense is not None:
            return ("defend", state.turn, state.active, state.defense.province, tuple(state.defense.nations))
        return ("turn", state.turn, state.active, state.step == "over")

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return flow.legal(state, seat)

    def validate(self, state: State, seat: int, action: Action) -> None:
        flow.apply_in_place(clone(state), seat, action, None)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, dict):
            action = self.parse_action(action)
        st = clone(state)
        events: list[Event] = []
        flow.apply_in_place(st, seat, action, events)
        return st, events

    def player_view(self, state: State, seat: int | None) -> view.View:
        return view.build(state, seat)

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        w = state.nations[state.winner]
        scores: dict[int, int] = {}
        for n in state.nations:
            scores[n.seat] = max(scores.get(n.seat, 0), sum(n.persons.values()))
        text = msg("antike-outcome-" + (state.reason or "personalities"),
                   who=msg("antike-who", player=f"{{p{w.seat}}}", nation=msg(f"antike-nation-{w.id}")),
                   n=sum(w.persons.values()), target=state.target)
        return Outcome(winners=[w.seat], scores=scores, reason=state.reason or "personalities", text=text)

    def timeout_action(self, state: State, seat: int) -> Action:
        return auto.choose(state, seat)

    #: the search's playout length in decisions (search_depth)
    SEARCH_DEPTH: ClassVar[int] = 120
    #: search_value's worth of a city, a temple and a sea province, in personalities
    SEARCH_PROGRESS: ClassVar[tuple[float, float, float]] = (0.15, 0.25, 0.1)

    # ---- the search player's hooks (engines/search.py) ---------------------------------------
    def search_prior(self, state: State, seat: int, actions: Sequence[Action]) -> list[float]:
        """Half the prior on the automatic player's choice (engines/antike/auto.py), the rest even."""
        return self.auto_prior(state, seat, actions, 0.5)

    def search_opponent_model(self) -> bool:
        """The paired flat search (engines/search.py): the other nations are modelled by the
        automatic player, and nothing is hidden or drawn, so one round of playouts compares the
        candidates exactly under that model."""
        return True

    def search_actions(self, state: State, seat: int) -> Sequence[Action]:
        """On the rondel, the automatic player's move first, then each other space it could reach
        with the same coin, paying at most 2 resources (auto.candidates); every other
        decision: the automatic player's alone (the search spends its budget on the turn's
        action, which shapes the rest)."""
        return auto.candidates(state, seat)

    def search_rollout(self, state: State, seat: int, rng: random.Random) -> Action:
        """The automatic player's choice (deterministic: the standard seats play it)."""
        return auto.choose(state, seat)

    def search_value(self, state: State) -> dict[int, float]:
        """A finished game: the winner's share; else a softmax (temperature 1 personality) of each
        seat's personalities (its best nation's, as :meth:`outcome` counts them), plus the way to
        the next ones (founding.due: a king per 5 cities, a citizen per 3 temples, a navigator per
        7 sea provinces) at ``SEARCH_PROGRESS`` of a personality per city, temple and sea province,
        a fifth of a personality per know-how level and a fiftieth per resource or coin."""
        out = self.outcome(state)
        if out is not None:
            return {s: 1.0 / len(out.winners) for s in out.winners}
        city, temple, sea = self.SEARCH_PROGRESS
        best: dict[int, float] = {}
        for i, n in enumerate(state.nations):
            x = sum(n.persons.values()) + 0.2 * sum(n.know_how.values()) + 0.02 * (n.marble + n.iron + n.gold + n.coins)
            x += city * len(cities_of(state, i)) + temple * len(temples_of(state, i)) + sea * sea_zones(state, i)
            best[n.seat] = max(best.get(n.seat, 0.0), x)
        return softmax_shares(best, 1.0)

    def search_depth(self) -> int:
        """A game is about 1200 decisions (four players), about 0.4 ms each by the automatic
        player: playouts stop after ``SEARCH_DEPTH`` (a few turns of every nation) and
        :meth:`search_value` judges the personalities."""
        return self.SEARCH_DEPTH

    def playout_policy(self, state: State, seat: int, rng: random.Random) -> Action:
        """With probability ``PLAYOUT_AUTO_RATE`` the automatic player's choice, else a uniformly
        random legal action.  Why: uniformly random Antike wastes its resources on rondel steps
        and never gathers the personalities, so random games do not end; the mix ends every game
        by a rule victory while still exploring arbitrary legal actions."""
        if rng.random() < self.PLAYOUT_AUTO_RATE:
            return auto.choose(state, seat)
        acts = flow.legal(state, seat)
        return acts[rng.randrange(len(acts))]

    def panel(self, state: State, seat: int) -> Panel:
        return panel.build_panel(state, view.build(state, seat), seat)

    def status_text(self, state: State, seat: int | None) -> Text:
        return panel.status_lines(view.build(state, seat))

    def undoable(self, before: State, after: State, seat: int, action: Action, events: Sequence[Event]) -> bool:
        """Antike has no hidden information and no chance (antike.it.txt: the rondel, the
        resources, the know-how and the personalities are open; a battle removes one unit of each
        side, no dice), so every decision of a nation may be taken back while nobody else acted,
        except the one that ends the game (antike.it.txt, "Fine della partita": the game ends at
        once when a nation reaches its personalities' target; the result is announced)."""
        return after.winner is None and self.quiet_change(before, after, seat, events)

    def board_moment(self, before: State, after: State, events: list[Event]) -> bool:
        """A picture after each nation's turn, once the nations are chosen (and at the end), text
        lines in between."""
        return (before.active != after.active or after.step == "over" or before.step == "start_city"
                or (before.step == "nation" and after.step != "nation"))

    def seat_label(self, state: State, seat: int) -> Text:
        names = [msg(f"antike-nation-{n.id}") for n in state.nations if n.seat == seat]
        if not names:  # still to choose (option nations="choose")
            return msg("antike-seat-label-none")
        return msg("antike-seat-label", nations=names)

    # ---- reference --------------------------------------------------------------------------
    def glossary(self) -> list[Entry]:
        out = []
        for s in RONDEL:
            out.append(Entry(key=f"space:{s.id}", name=msg(f"antike-space-{s.id}"), kind=msg("antike-kind-space"),
                             text=msg(f"antike-gl-space-{s.id}")))
        for a in BASIC + list(ADVANCED):
            out.append(Entry(key=f"know_how:{a}", name=msg(f"antike-kh-{a}"), kind=msg("antike-kind-know-how"),
                             text=msg(f"antike-gl-kh-{a}", first=know_how_cost(a, True), later=know_how_cost(a, False))))
        for p in PERSONALITIES:
            out.append(Entry(key=f"personality:{p}", name=msg(f"antike-person-{p}"), kind=msg("antike-kind-personality"),
                             text=msg(f"antike-gl-person-{p}")))
        for k in ("legion", "galley", "temple", "city", "coin"):
            out.append(Entry(key=f"piece:{k}", name=msg(f"antike-piece-{k}"), kind=msg("antike-kind-piece"),
                             text=msg(f"antike-gl-piece-{k}")))
        return out

    def rules_topics(self) -> list[RulesTopic]:
        pages = {"turn": "Svolgimento del gioco", "rondel": "Scelta del movimento", "production": "Azioni di produzione",
                 "development": "Azioni di sviluppo", "maneuver": "Azioni militari",
                 "conquest": "Manovra di conquista", "personalities": "Personaggi storici",
                 "victory": "Fine del gioco e vittoria", "two_players": "Preparazione, ANTIKE per 2 giocatori"}
        return [RulesTopic(key=k, title=msg(f"antike-rt-{k}-title"), text=msg(f"antike-rt-{k}"), source=SOURCE + v)
                for k, v in pages.items()]
