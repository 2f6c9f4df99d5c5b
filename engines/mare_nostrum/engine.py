"""Mare Nostrum rules engine (base game), ``MareNostrum(Engine)``: a thin class over the phases.

Specification: shared/rules/mare-nostrum.it.txt (rules + FAQ), cited as (section, "quote").
The rules are pure functions over the state, one module per part of the rulebook (turn.py runs
the automatic steps; roles, income, trade, construction, military, combat, setup hold the
decisions; flow.py the shared machinery); this class implements engines.base.Engine by
delegating to them: :meth:`apply` copies the state, calls the handler of the prompt kind
(``HANDLERS``) and runs the automatic steps.
Texts: every text a person reads is a message (``engines.text.msg``) of
i18n/locales/<lang>/mn.ftl, proper names those of mn_names.ftl (``mn-province-latium``...); a line
that reports a calculation carries its terms (dice, bonuses, totals, losses per full 5 points).
"""

from __future__ import annotations

import random
import types
from typing import Any, Callable, ClassVar, Sequence, cast

from engines.base import Engine, Entry, Event, LobbyChoice, Outcome, Panel, Prompt, RulesTopic, not_one_of, softmax_shares
from engines.mare_nostrum import (
    auto,
    combat,
    construction,
    flow,
    gods,
    hercules,
    income,
    last,
    military,
    moves,
    mythology_data,
    offering,
    roles,
    trade,
    turn,
    undo,
    viewbuild,
)
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules, load
from engines.mare_nostrum.flow import PER_TURN, Refusal, Table
from engines.mare_nostrum.hidden import resample_hidden
from engines.mare_nostrum.panel import build_panel, status_text
from engines.mare_nostrum.setup import a_setup_build, new_game
from engines.mare_nostrum.state import ACTION_ADAPTER, RULES_VERSION, Action, Build, OfferGod, State, UseGod, clone_state
from engines.mare_nostrum.texts import (  # re-exported: the names the tests and older callers import from here
    building_list,
    building_name,
    card_name,
    cards_or_none,
    cards_text,
    civ_name,
    count_msg,
    in_province,
    in_sea,
    item_name,
    losses_text,
    named,
    province_name,
    role_name,
    score_text,
    special_name,
)
from engines.text import Text, msg

__all__ = [
    "HANDLERS", "PER_TURN", "MareNostrum", "building_list", "building_name", "card_name", "cards_or_none", "cards_text",
    "civ_name", "count_msg", "in_province", "in_sea", "losses_text", "province_name", "role_name", "score_text",
    "special_name",
]

#: the action handler of each prompt kind (flow.py: ``(t, S, seat, action, ev) -> None``)
HANDLERS: dict[str, Callable[[Table, State, int, Any, list[Event]], None]] = {
    "setup_build": a_setup_build,
    "role_heir": roles.a_role_heir,
    "artemis": income.a_artemis,
    "castor": construction.a_castor,
    "announce": trade.a_announce,
    "offer": trade.a_offer,
    "take": trade.a_take,
    "ulysses": trade.a_ulysses,
    "ulysses_take": trade.a_ulysses_take,
    "compensate": trade.a_compensate,
    "antigone": trade.a_antigone,
    "choose_builder": flow.a_choose,
    "build": construction.a_build,
    "where": construction.a_where,
    "pay": construction.a_pay,
    "keep_goods": construction.a_keep_goods,
    # Mythology: the Offering (offering.py) and the gods' timed decisions (gods.py)
    "choose_offerer": offering.a_choose_offerer,
    "offer_god": offering.a_offer_god,
    "god": gods.a_god,
    "free_unit": construction.a_free_unit,
    "choose_mover": flow.a_choose,
    "move": hercules.a_move,  # military.a_move, with Hercules' declaration and move (Mythology, D21)
    "helen": military.a_helen,
    "medusa": military.a_medusa,
    "midas": military.a_midas,
    "blockade": military.a_blockade,  # Mythology: the Greek Blockade (blockade.py)
    "poseidon": military.a_poseidon,  # Mythology: Poseidon after an announced transport (D52)
    "losses": combat.a_losses,
    "naval_losses": combat.a_naval_losses,  # Mythology, rules 3: the owner's losses at sea (D34)
    "hercules": combat.a_hercules,  # Mythology, rules 3: Hercules asked at a land battle (D21)
    "conquest": combat.a_conquest,
    # Mythology: the heroes' optional powers (D33 Hamilcar, D37 Ajax, D35 Nebuchadnezzar)
    "hamilcar": combat.a_hamilcar,
    "ajax": combat.a_ajax,
    "nebuchadnezzar": combat.a_nebuchadnezzar,
}


#: the ``expansion`` option's values
EXPANSIONS = ("base", "mythology")


def rules_for(expansion: str) -> Rules:
    """The rules of a game: the base game's, or the Mythology expansion's merged rules (both
    boards, 6 civilizations, pottery, the High Priest; ``mythology_data.rules``).  Both are read
    once and cached.  Raises ValueError on an unknown expansion."""
    if expansion == "mythology":
        return mythology_data.rules()
    if expansion != "base":
        raise ValueError(f"expansion must be one of {', '.join(EXPANSIONS)}, not {expansion!r}")
    return load("base")


class _WithRules:
    """The engine seen with another rule set (a game with the Mythology expansion): attribute
    reads go to the engine, except ``R``; its methods are bound to this view, so that everything
    they reach through ``self`` (``self.R``, the handlers' ``t.R``) reads this game's rules;
    attribute writes go to the engine (the tests' loaded dice)."""

    __slots__ = ("_eng", "R")

    def __init__(self, eng: MareNostrum, R: Rules) -> None:
        object.__setattr__(self, "_eng", eng)
        object.__setattr__(self, "R", R)

    def __getattr__(self, name: str) -> Any:
        f = getattr(type(self._eng), name, None)
        if isinstance(f, types.FunctionType):
            return f.__get__(self)
        return getattr(self._eng, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._eng, name, value)


class MareNostrum(Engine[State, Action]):
    id = "mare-nostrum"
    title = "Mare Nostrum"
    min_seats = 3
    #: the base game's bound; with the Mythology expansion 6 (:meth:`seat_range`)
    max_seats = 5
    schema_version = 1
    rules_version = RULES_VERSION
    #: the role holders name the next player (construction, military, Mythology's Offerings):
    #: one mention per phase (bot.service)
    mention_once_kinds = frozenset({"choose_builder", "choose_mover", "choose_offerer"})
    state_model = State
    action_adapter = ACTION_ADAPTER

    def __init__(self) -> None:
        #: the base game's rules; a game's own are :meth:`_for` (``R`` of the expansion in play)
        self.R: Rules = load("base")

    def _for(self, S: State) -> MareNostrum:
        """This engine with the rules of game ``S`` (``S.options["expansion"]``): itself for the
        base game (no cost), else a :class:`_WithRules` view."""
        R = rules_for(S.options.get("expansion", "base"))
        if R is self.R:
            return self
        return cast(MareNostrum, _WithRules(self, R))

    # ---------------------------------------------------------------- setup
    def default_options(self) -> dict[str, Any]:
        """``setup``: "introductory" | "advanced" (with Mythology: its free setup in rounds);
        ``civilizations``: None | "random" | "choose" | a list; ``expansion``: "base" |
        "mythology"; ``victory``: "standard" | "long" (Mythology's long variant: 5 heroes /
        Wonders, Pyramids 13 cards); ``roles_victory``: false | true (Mythology's 3 role cards
        variant, instead of the usual victory: docs/mythology-rules.md D39)."""
        return {"setup": "introductory", "civilizations": None, "expansion": "base", "victory": "standard",
                "roles_victory": False}

    def option_choices(self) -> dict[str, list[Any]]:
        """The listed values (``civilizations`` may also be a list of civilization ids)."""
        return {"setup": ["introductory", "advanced"], "civilizations": [None, "random", "choose"],
                "expansion": ["base", "mythology"], "victory": ["standard", "long"], "roles_victory": [False, True]}

    def seat_range(self, options: dict[str, Any]) -> tuple[int, int]:
        """3-5 players, 3-6 with ``expansion: mythology`` (mnm-it "6 giocatori")."""
        if (options or {}).get("expansion") == "mythology":
            return (3, 6)
        return (self.min_seats, self.max_seats)

    def lobby_choice(self, options: dict[str, Any]) -> LobbyChoice | None:
        """``civilizations="choose"``: each player picks a civilization in the lobby (Atlantis
        too with the expansion)."""
        if (options or {}).get("civilizations") != "choose":
            return None
        R = rules_for((options or {}).get("expansion", "base"))
        return LobbyChoice(option="civilizations", values=list(R.game.civilization_order), label="mn-civ-")

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        """A new game.  ``options``: ``setup`` = "introductory" (default) | "advanced";
        ``civilizations``: a list of civilization ids, one per seat in seat order, or None for the
        rulebook's advice ("In 4 giocatori, rimuovi Babilonia. In 3 giocatori, rimuovi Roma ed
        Egitto"), dealt to the seats at random ("random" and "choose" mean None here: with "choose"
        the platform passes the lobby's choices as the list); ``random_civilizations``: true to draw any
        civilizations at random.  Raises ValueError on a bad seat count or option."""
        opts = {**self.default_options(), **(options or {})}
        R = rules_for(opts["expansion"])
        lo, hi = self.seat_range(opts)
        if not lo <= seats <= hi:
            raise ValueError(f"Mare Nostrum is for {lo} to {hi} players, not {seats}")
        S = new_game(R, seats, opts, seed)
        turn.advance(R, S, [])
        return S

    # ---------------------------------------------------------------- the phases' hooks
    def _roll(self, S: State, n: int) -> list[int]:
        """``n`` dice from the game's generator (flow.Table; the tests' DiceEngine loads them)."""
        return [S.rng.randint(1, 6) for _ in range(n)]

    def _advance(self, S: State, ev: list[Event]) -> None:
        """Run automatic steps until a decision is needed (turn.advance)."""
        turn.advance(self.R, S, ev)

    def _check_build(self, S: State, seat: int, a: Build, res: dict[str, int] | None = None, reach: set[str] | None = None) -> int:
        """construction.check_build: the cost of a valid construction; raises IllegalAction."""
        return construction.check_build(self.R, S, seat, a, res, reach)

    def suggested_offer(self, S: State, seat: int) -> list[str]:
        """trade.suggested_offer: the rest of ``seat``'s offer made of its most expendable cards."""
        return trade.suggested_offer(S, seat)

    def suggested_payment(self, S: State, seat: int) -> list[str]:
        """construction.suggested_payment: the cheapest combination completing the payment."""
        return construction.suggested_payment(S, seat)

    # ---------------------------------------------------------------- contract
    def prompt(self, state: State) -> Prompt:
        return flow.prompt(state)

    def outcome(self, state: State) -> Outcome | None:
        if not state.winners:
            return None
        if self._for(state) is not self:
            return self._for(state).outcome(state)
        w = state.winners[0]
        if state.reason == "roles":
            # Mythology's 3 role cards variant (D39): the measure is the role cards each holds
            held = [r for r in self.R.game.roles if state.roles.get(r) == w]
            text: Text = msg("mn-myth-outcome-roles", side=f"{{p{w}}}", n=len(held), roles=[role_name(r) for r in held])
            scores = {i: sum(1 for s in state.roles.values() if s == i) for i in range(state.n)}
            return Outcome(winners=list(state.winners), scores=scores, reason="roles", text=text)
        if state.reason == "pyramids":
            text = msg("mn-outcome-pyramids", side=f"{{p{w}}}")
        else:
            cards = state.players[w].cards
            text = msg(
                "mn-outcome-four", side=f"{{p{w}}}", n=len(cards), cards=[special_name(self.R, c) for c in cards]
            )
        # scores: each seat's heroes and wonders (the national hero counts), the measure of the
        # four-card victory; the Pyramids win outright whatever the counts
        scores = {i: len(p.cards) for i, p in enumerate(state.players)}
        return Outcome(winners=list(state.winners), scores=scores, reason=state.reason or "victory", text=text)

    def seat_label(self, state: State, seat: int) -> Text:
        return civ_name(state.players[seat].civ)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Pure: a new state and its events; raises IllegalAction (``state`` is never modified)."""
        if isinstance(action, dict):
            action = self.parse_action(action)
        if isinstance(action, (UseGod, OfferGod)) and action.god is not None and action.god not in gods.GODS_ORDER:
            # never the sent text in the refusal (it was "mn-god-<text> cannot be used now")
            raise Refusal("malformed", not_one_of("god", gods.GODS_ORDER))
        pr = self.prompt(state)
        if seat not in pr.seats:
            # Mythology: an interjection (D2), a face-up Baal / Vulcan / Poseidon used by its
            # holder in another player's turn; every other action of a seat not prompted is refused
            if not (isinstance(action, UseGod) and gods.interjection(state, seat, action)):
                raise Refusal("not_your_turn", named("mn-err-not-your-turn"))
            S = clone_state(state)
            ev = self._for(S)._interject(S, seat, action)
        else:
            S = clone_state(state)  # a deep copy sharing nothing mutable (state.py, "fast copies")
            ev = self._for(S)._apply_in_place(S, seat, action, pr.kind)
        # rules 3: what the picture points at (last.py; the playouts, which call _apply_in_place, skip it)
        last.note(state, S, ev, self.board_moment(state, S, ev))
        return S, ev

    def _interject(self, S: State, seat: int, action: UseGod) -> list[Event]:
        """Apply the interjection ``action`` of the non-prompted ``seat`` to ``S`` itself
        (gods.a_use_god: its refusals say why -- used, not between two actions, no such target).
        The turn does not advance (no ``turn.advance``): the step and the prompted seats stay, or
        Astarte's holder is asked first and the step resumes after its answer."""
        ev: list[Event] = []
        gods.a_use_god(self, S, seat, action, ev)
        return ev

    def side_actions(self, state: State, seat: int) -> Sequence[Action]:
        """Mythology (D2): the anytime gods' uses open to ``seat`` in another player's turn
        (gods.anytime_options; empty for a prompted seat, whose own uses are in legal_actions)."""
        if not state.gods or seat in self.prompt(state).seats:
            return []
        return gods.anytime_options(self._for(state).R, state, seat)

    def _apply_in_place(self, S: State, seat: int, action: Action, kind: str) -> list[Event]:
        """Apply ``action`` of the prompted ``seat`` (prompt kind ``kind``) to ``S`` itself.  An
        IllegalAction may leave ``S`` half-changed: only :meth:`apply` (on a copy) and the
        playouts (on their own state, with legal actions only) call it."""
        ev: list[Event] = []
        if isinstance(action, UseGod) and kind not in ("god", "poseidon"):
            # Mythology: Baal / Vulcan / Poseidon, usable by their prompted holder in any
            # ordinary step (gods.anytime_window, docs D2)
            gods.a_use_god(self, S, seat, action, ev)
        else:
            HANDLERS[kind](self, S, seat, action, ev)
        turn.advance(self.R, S, ev)
        return ev

    # ---------------------------------------------------------------- playouts
    #: the share of decisions :meth:`playout_policy` leaves to the automatic player
    PLAYOUT_AUTO_RATE = 0.5

    # ---- the search player's hooks (engines/search.py) ---------------------------------------
    def search_prior(self, state: State, seat: int, actions: Sequence[Action]) -> list[float]:
        """Half the prior on the first of ``actions`` (:meth:`search_actions` puts the automatic
        player's choice first), the rest even."""
        n = len(actions)
        return [(0.5 if i == 0 else 0.0) + 0.5 / n for i in range(n)]

    def search_opponent_model(self) -> bool:
        """The paired flat search (engines/search.py): the other seats are modelled by the
        automatic player (the standard seats play it), and the strong seat searches only its key
        decisions (:meth:`search_actions`)."""
        return True

    def search_actions(self, state: State, seat: int) -> Sequence[Action]:
        """What to buy in the construction phase and the military moves: the automatic player's
        choice first, then a few of its best alternatives and ending the turn (auto.candidates);
        every other decision: the automatic player's alone (trade, payments, where to place: the
        search spends its budget on the purchases and the wars, which decide the heroes and
        Wonders)."""
        return auto.candidates(self._for(state), state, seat)

    def search_rollout(self, state: State, seat: int, rng: random.Random) -> Action:
        """The automatic player's choice (deterministic: the standard seats play it)."""
        return self.auto_action(state, seat)

    def search_simulate(self, state: State, rng: random.Random, depth: int) -> dict[int, float]:
        """At most ``depth`` decisions of the automatic player, applied in place on one copy of
        ``state`` (no copy per decision), then :meth:`search_value`."""
        S = clone_state(state)
        eng = self._for(S)
        for _ in range(depth):
            if S.winners:
                break
            pr = self.prompt(S)
            if not pr.seats:
                break
            seat = pr.seats[0]
            eng._apply_in_place(S, seat, auto.choose(eng, S, seat), pr.kind)
        return self.search_value(S)

    #: search_value's worth, in heroes or Wonders, of: a city or caravan, a market or temple (the
    #: income buildings, rules.holdings), an influence marker, a fortress, a legion or trireme, a
    #: resource card in hand.  Each building is worth more than the cards it costs in hand (the
    #: costs: 3 cards, 6 for a market or temple, 9 for a hero or Wonder), so that a short playout
    #: does not prefer hoarding to building: its income comes in the later turns.
    SEARCH_WORTH: ClassVar[dict[str, float]] = {
        "income": 0.4, "big": 0.6, "influence": 0.2, "fortress": 0.15, "unit": 0.15, "card": 1 / 12}

    def search_value(self, state: State) -> dict[int, float]:
        """A finished game: the winners' shares; else a softmax (temperature 1 card) of each seat's
        strength in heroes and Wonders (4 win, "Vittoria"): 1 per hero or Wonder, then
        ``SEARCH_WORTH`` per city or caravan and per market or temple it draws income from
        (rules.holdings), per province of its influence, per fortress, per legion or trireme and
        per resource card in hand (the hands' sizes are public; a determinization redraws the
        other hands' contents)."""
        out = self.outcome(state)
        if out is not None:
            return {s: 1.0 / len(out.winners) for s in out.winners}
        hold = q.holdings(state)
        w = self.SEARCH_WORTH
        boards = q.on_board_all(state)
        strength: dict[int, float] = {}
        for s, p in enumerate(state.players):
            board = boards[s]
            h = hold[s]
            strength[s] = (len(p.cards) + w["income"] * (h["cities"] + h["caravans"]) + w["big"] * (h["temples"] + h["markets"])
                           + w["influence"] * board["influence"] + w["fortress"] * board["fortresses"]
                           + w["unit"] * (board["legions"] + board["triremes"]) + w["card"] * sum(p.hand.values()))
        return softmax_shares(strength, 1.0)

    #: the search's playout length in decisions (search_depth)
    SEARCH_DEPTH: ClassVar[int] = 60

    def search_depth(self) -> int:
        """A game is about 450 decisions of four players (8 or 9 turns), 2 ms each by the
        automatic player: playouts stop after ``SEARCH_DEPTH`` (about a turn) and
        :meth:`search_value` judges the heroes and Wonders."""
        return self.SEARCH_DEPTH

    def playout_policy(self, state: State, seat: int, rng: random.Random) -> Action:
        """An action for the prompted ``seat`` in a random playout: with probability
        ``PLAYOUT_AUTO_RATE`` (0.5) the automatic player's choice (:meth:`auto_action`), else one
        of :meth:`legal_actions` drawn uniformly with ``rng``.  Always legal.

        Why the mix: uniformly random play never reaches Mare Nostrum's victories (4 heroes or
        wonders, or the Pyramids, need 9- and 12-card combinations that random trading and
        building never save up), so purely random games do not end; with half of the decisions
        taken by the automatic player, games end with a rule victory (the contract tests and the
        benchmark rely on it) while the other half still explores arbitrary legal actions.
        ``rng`` is the caller's generator (the game's own dice stay in the state)."""
        if rng.random() < self.PLAYOUT_AUTO_RATE:
            return self.auto_action(state, seat)
        acts = self.legal_actions(state, seat)
        return acts[rng.randrange(len(acts))]

    def random_playout(self, seed: int, players: int = 4, max_actions: int = 20000, options: dict[str, Any] | None = None) -> Outcome:
        """A whole game (``players`` seats, introductory setup or ``options``, game seed ``seed``) played by
        :meth:`playout_policy` with ``random.Random(seed)``, mutating one state in place (no copy
        per action): the benchmark's complete-game figure.  Raises RuntimeError if no rule victory
        comes within ``max_actions`` actions."""
        rng = random.Random(seed)
        S = self.setup(players, options or {}, seed)
        eng = self._for(S)
        for _ in range(max_actions):
            pr = self.prompt(S)
            if not pr.seats:
                out = self.outcome(S)
                assert out is not None
                return out
            seat = pr.seats[rng.randrange(len(pr.seats))]
            eng._apply_in_place(S, seat, eng.playout_policy(S, seat, rng), pr.kind)
        raise RuntimeError(f"no victory within {max_actions} actions (seed {seed})")

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return moves.legal_actions(self._for(state), state, seat)

    def player_view(self, state: State, seat: int | None) -> Any:
        return viewbuild.build_view(self._for(state), state, seat)

    def undoable(self, before: State, after: State, seat: int, action: Action, events: Sequence[Event]) -> bool:
        """See :mod:`engines.mare_nostrum.undo` (the rule reasons)."""
        return undo.undoable(self, before, after, seat, action, events)

    def board_moment(self, before: State, after: State, events: list[Event]) -> bool:
        """The board picture is posted after each phase and after each battle (the issue's
        "board image after each phase and after each battle"); the many small steps in between
        (takes, builds, moves) are posted as text lines."""
        return (
            before.phase != after.phase
            or before.turn != after.turn
            or (after.battle is not None and after.battle != before.battle)
        )

    def timeout_action(self, state: State, seat: int) -> Action:
        return auto.choose(self._for(state), state, seat)

    def panel(self, state: State, seat: int) -> Panel:
        return build_panel(self._for(state), state, seat)

    def status_text(self, state: State, seat: int | None) -> Text:
        return status_text(self._for(state), state, seat)

    # ---------------------------------------------------------------- glossary and rules
    #: (item, kind) of everything built on the board, in the cost table's order
    BOARD_ITEMS = (
        ("influence", "marker"), ("city", "building"), ("caravan", "building"), ("temple", "building"),
        ("market", "building"), ("legion", "unit"), ("trireme", "unit"), ("fortress", "unit"),
    )
    #: (key, rulebook section) of the /agora rules topics; the rulebook text
    #: (shared/rules/mare-nostrum.it.txt) has no page numbers, so the section is cited
    RULES_TOPICS = (
        ("goal", "SCOPO DEL GIOCO; FINE DEL GIOCO & VITTORIA"),
        ("turn", "FASI DI UN TURNO"),
        ("roles", "FASI DI UN TURNO; Effetti delle Carte Ruolo"),
        ("income", "Fase Commercio, A) Accumulare introiti"),
        ("trade", "Fase Commercio, B) Commerciare tra i Giocatori; Finire il Commercio Anticipatamente"),
        ("construction", "Fase Costruzione; Regole per la Costruzione"),
        ("hand_limit", "Fase Costruzione (carte scartate, due Carte Tasse)"),
        ("military", "Fase Militare, A) Movimento"),
        ("battle", "Fase Militare, B) Combattimento"),
        ("conquest", "Fase Militare: Saccheggiare, Occupare, Convertire"),
    )
    #: (key, section) of the topics from the Mythology rulebook (shared/rules/mare-nostrum-mythology.it.txt):
    #: the 3 role cards variant (option ``roles_victory``, D39)
    MYTHOLOGY_TOPICS = (("roles_victory", "alcuni consigli strategici"),)

    def glossary(self) -> list[Entry]:
        """Every hero and Wonder (cost, power; a civilization's hero only for that civilization),
        and every building, unit and the influence marker (cost, what it does), from the data's
        cost table (RULEBOOK "LE CARTE NEL GIOCO", cost table)."""
        R = self.R
        out: list[Entry] = []
        for c in R.game.cards_special:
            cost = c.cost if c.cost is not None else R.game.costs[c.kind]
            if c.civ is not None:
                text = msg("mn-gl-national-hero", n=cost, civ=civ_name(c.civ), power=msg("mn-power-" + c.id))
            else:
                text = msg("mn-gl-" + c.kind, n=cost, power=msg("mn-power-" + c.id))
            out.append(Entry(key=f"{c.kind}:{c.id}", name=special_name(R, c.id), kind=msg("mn-kind-" + c.kind), text=text))
        for item, kind in self.BOARD_ITEMS:
            out.append(Entry(key=f"{kind}:{item}", name=item_name(item), kind=msg("mn-kind-" + kind),
                             text=msg("mn-gl-" + item, n=R.game.costs[item])))
        return out

    def rules_topics(self) -> list[RulesTopic]:
        """The turn, the roles, income, trade, construction, the hand limit, movement, the battle
        arithmetic, conquest and victory; then Mythology's 3 role cards variant (the option
        ``roles_victory``); ``source`` names the section of the Italian rulebook."""
        return [
            RulesTopic(key=key, title=msg(f"mn-rules-{key}-title"), text=msg(f"mn-rules-{key}"),
                       source=f"Mare Nostrum, regolamento italiano: {section}")
            for key, section in self.RULES_TOPICS
        ] + [
            RulesTopic(key=key, title=msg(f"mn-myth-rules-{key}-title"), text=msg(f"mn-myth-rules-{key}"),
                       source=f"Mare Nostrum: Mitologia, regolamento italiano: {section}")
            for key, section in self.MYTHOLOGY_TOPICS
        ]

    resample_hidden = resample_hidden  # optional hook (engines/base.py): the tests' twin states

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        """Strings that must not appear in ``seat``'s view: none can be listed, because the
        secrets (other hands, sealed offers) are multisets of card names ("tax", "grain") that
        the board shows publicly anyway.  Hands and offers are kept out of views structurally;
        tests/mare_nostrum/test_hidden.py checks that no view carries them."""
        return set()
