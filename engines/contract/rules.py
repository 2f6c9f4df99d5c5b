"""The rules of a game (the contract's first part, docs/architecture.md "Engine contract"): set-up,
who must decide, the legal actions, applying one, what each seat may see, the outcome; and around
them the rules versions, the automatic player, storing states and reading actions.  Like
OpenSpiel's game and state, with no presentation and no search in it."""

from __future__ import annotations

import abc
import json
import random
from typing import Any, ClassVar, Generic, Hashable, Sequence, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from engines.contract.parsing import _FIELD_NAME, _bad_text, _huge_number, malformed, malformed_message
from engines.contract.types import Event, IllegalAction, LobbyChoice, Outcome, Prompt
from engines.text import msg

S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)


class Rules(abc.ABC, Generic[S, A]):
    """The rules of one game over its state model ``S`` and action union ``A``.  Subclasses set
    the class attributes and implement the abstract methods; all methods are pure functions of
    their arguments."""

    #: short id used in commands, custom_ids and the database ("7wd", "mare-nostrum")
    id: ClassVar[str]
    #: official English title
    title: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    #: bump when the JSON shape of the state changes; see :meth:`migrate`
    schema_version: ClassVar[int] = 1
    #: the version of the rules this engine applies (docs/architecture.md, "Rules versions"):
    #: bumped when a rule fix changes what :meth:`setup` or :meth:`apply` does with the same
    #: input.  A state records the version it is played under in its ``rules`` field (a state
    #: stored before versions existed has none and is version 1, see :meth:`load_state`).  Where a
    #: fix changes an outcome, the older behaviour stays behind ``state.rules`` so that a stored
    #: log replays to its stored state; the platform moves a game in progress to the new version
    #: before its next action with :meth:`upgrade_rules` and logs the version of every action.
    rules_version: ClassVar[int] = 1
    #: the pydantic model of the full state (public, private per seat and secret parts)
    state_model: ClassVar[type[BaseModel]]
    #: a TypeAdapter of the action union (discriminated on ``kind``)
    action_adapter: ClassVar[TypeAdapter[Any]]

    # ---- the game: set-up, prompt, legal actions, apply, views, outcome --------------------
    @abc.abstractmethod
    def setup(self, seats: int, options: dict[str, Any], seed: int) -> S:
        """A new game for ``seats`` players; ``options`` are validated engine options; ``seed``
        seeds the state's generator.  Raises ValueError on a bad seat count or option."""

    @abc.abstractmethod
    def prompt(self, state: S) -> Prompt:
        """The decision the game waits for."""

    @abc.abstractmethod
    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every legal action of ``seat`` now (empty if the seat is not prompted)."""

    # ---- rules versions (docs/architecture.md, "Rules versions") -----------------------------
    def rules_of(self, state: S) -> int:
        """The rules version ``state`` is played under (1 for a state without a ``rules`` field)."""
        return int(getattr(state, "rules", 1))

    def start(self, seats: int, options: dict[str, Any], seed: int, rules: int | None = None) -> S:
        """The platform's set-up of a game under rules version ``rules`` (``None``: the current
        :attr:`rules_version`): :meth:`setup`, or :meth:`setup_legacy` for an older version, the
        state stamped with that version.  Replaying a stored game starts from here with the
        version the game was set up under.  Raises ValueError for a version this code does not
        know (0, or newer than :attr:`rules_version`) and whatever :meth:`setup` raises."""
        version = self.rules_version if rules is None else int(rules)
        if not 1 <= version <= self.rules_version:
            raise ValueError(f"{self.id}: unknown rules version {version} (this code has 1 to {self.rules_version})")
        if version == self.rules_version:
            state = self.setup(seats, options, seed)
        else:
            state = self.setup_legacy(seats, options, seed, version)
        return self.with_rules(state, version)

    def setup_legacy(self, seats: int, options: dict[str, Any], seed: int, rules: int) -> S:
        """The set-up as rules version ``rules`` (older than :attr:`rules_version`) did it.
        Default: :meth:`setup` (no fix changed the set-up); an engine whose fix changed the
        set-up keeps the old one here, citing the fix."""
        return self.setup(seats, options, seed)

    def upgrade_rules(self, state: S, to: int) -> S:
        """``state``, played so far under an older rules version, to be continued under version
        ``to`` (greater than its own).  Pure.  Default: the same state stamped with ``to``; an
        engine whose fix must mend the state at that point (a count the old code got wrong)
        overrides and says what it mends.  Called by the platform before the first action under
        the new version, and by replay where the log's version changes."""
        return self.with_rules(state, to)

    def with_rules(self, state: S, version: int) -> S:
        """``state`` stamped with rules ``version`` (unchanged for a state without ``rules``)."""
        if "rules" not in type(state).model_fields or self.rules_of(state) == version:
            return state
        return state.model_copy(update={"rules": version})

    # ---- a move: side actions, validate, apply; views, outcome, deadlines, undo ---------------
    def side_actions(self, state: S, seat: int) -> Sequence[A]:
        """The actions ``seat`` may take now although it is not prompted (``seat`` not in
        ``prompt(state).seats``): an *interjection* the rules allow in another player's turn
        (Mare Nostrum: Mythology's Baal, Vulcan and Poseidon, usable "in qualsiasi punto durante
        il turno", docs/mythology-rules.md D2).  Same action models as :meth:`legal_actions`;
        empty for a prompted seat (its own actions are :meth:`legal_actions`) and when the game
        is over.  :meth:`panel` of a non-prompted seat offers exactly these.

        :meth:`apply` (and :meth:`validate`) accept exactly these actions from a non-prompted
        seat and raise :class:`IllegalAction` for anything else it sends.  An interjection never
        advances the game: the prompt stays the same (phase, kind, seats: the prompted players
        keep their decision), unless the action raises a reaction decision asked at once of
        another seat (Mare Nostrum's Astarte), after which the game returns to that same prompt.
        The platform stores it like any move (version compare-and-swap, interaction id, the
        action log, Undo) but keeps the prompted players' deadline and reminders; the panels
        drawn before it are outdated.  Default: none."""
        return ()

    def validate(self, state: S, seat: int, action: A) -> None:
        """Raise :class:`IllegalAction` if ``action`` is not legal for ``seat`` now."""
        self.apply(state, seat, action)

    @abc.abstractmethod
    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """Pure: a new state and the events, or :class:`IllegalAction` (the input state is
        never modified)."""

    @abc.abstractmethod
    def player_view(self, state: S, seat: int | None) -> BaseModel:
        """What ``seat`` (or the channel, for ``None``) may see. Every output of the service is
        built from this."""

    @abc.abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """``None`` while the game goes on."""

    @abc.abstractmethod
    def timeout_action(self, state: S, seat: int) -> A:
        """What an automatic player does for an absent prompted seat."""

    def turn_key(self, state: S) -> Hashable:
        """What identifies the turn now being played (docs/architecture.md, "Deadlines"): at a
        deadline the automatic player decides for the absent seat, step after step, while that
        seat is the only one prompted and ``turn_key`` stays what it was at the deadline, so the
        whole rest of the seat's turn is played and the table waits one deadline for it, not one
        per decision.  A different key (the turn passed on, a new round) or other seats prompted
        (a simultaneous or hidden decision of others) ends the chain; the next decision gets a
        fresh deadline.  Default: ``prompt(state).phase``, for games whose turn never spans
        phases (7 Wonders Duel, Mare Nostrum); Antike and Olympus, whose steps of one turn are
        prompted as different phases, or whose seat may play several turns in a row, override it.
        Only equality matters; the value is never stored."""
        return self.prompt(state).phase

    def undoable(self, before: S, after: S, seat: int, action: A, events: Sequence[Event]) -> bool:
        """Whether ``seat`` may take back ``action``, which led from ``before`` to ``after`` with
        ``events`` (a player's own last decision, taken back).  True only when the decision revealed nothing hidden to
        anyone (no card turned face up, no sealed choice opened, no private event to another
        seat), drew nothing random (no die, no shuffle, no draw from a hidden deck) and gave no
        other seat a hidden choice it could already have made knowing it.  The platform adds its
        own conditions (the seat's own decision, the game still going, nobody else acted since);
        the engine answers only for the decision itself.  Each engine cites the rule that makes a
        kind of decision final.  Default: False (nothing can be taken back)."""
        return False

    def quiet_change(
        self, before: S, after: S, seat: int, events: Sequence[Event], viewers: Sequence[int | None] = (None,)
    ) -> bool:
        """The part of :meth:`undoable` every engine shares: ``before`` -> ``after`` drew nothing
        random (every :class:`engines.rng.Rng` field of the state kept its counter), told no other
        seat anything privately (no event ``to`` another seat), and hid nothing less from
        ``seat`` or the ``viewers`` (no string of :meth:`secret_strings` for one of them stops
        being secret: a face-down card turned up, a Wonder of the box shown)."""
        from engines.rng import Rng

        def counters(state: BaseModel) -> list[int]:
            return [v.counter for v in state.__dict__.values() if isinstance(v, Rng)]

        if counters(before) != counters(after):
            return False
        if any(e.to is not None and e.to != seat for e in events):
            return False
        for viewer in {seat, *viewers}:
            if not self.secret_strings(before, viewer) <= self.secret_strings(after, viewer):
                return False
        return True

    def seat_range(self, options: dict[str, Any]) -> tuple[int, int]:
        """(min, max) players of a game with these engine ``options`` (an expansion may seat
        more: Mare Nostrum with Mythology, 6).  Default: (``min_seats``, ``max_seats``)."""
        return (self.min_seats, self.max_seats)

    # ---- the automatic player and random playouts --------------------------------------------
    def auto_action(self, state: S, seat: int) -> A:
        """The automatic player's choice (defaults to :meth:`timeout_action`)."""
        return self.timeout_action(state, seat)

    def playout_policy(self, state: S, seat: int, rng: "random.Random") -> A:
        """The action a random playout (contract tests, benchmarks) takes for ``seat``: by
        default one of :meth:`legal_actions` drawn uniformly with ``rng``.  An engine whose
        uniformly random games never end (Mare Nostrum) mixes in its automatic player and says
        so."""
        acts = self.legal_actions(state, seat)
        return acts[rng.randrange(len(acts))]

    # ---- reading actions, storing states ------------------------------------------------------
    def parse_action(self, data: Any) -> A:
        """An action from its JSON-able dict or JSON string (an action model passes as it is).

        Strict (every caller's input is checked here, forged or not): a dict or string is read as
        JSON in pydantic's strict mode, so nothing is coerced (``"3"`` is not 3, ``true`` is not 1,
        ``3.0`` is not 3), unknown keys are refused (every engine's action models forbid extra
        fields), and no whole number may reach :data:`MAX_ACTION_INT` in size (a seat, a slot, a
        count: far smaller; a huge one would crash the formatting of the refusal).  Raises IllegalAction("malformed") with a
        message naming the field (:func:`malformed`)."""
        if isinstance(data, BaseModel):
            return data  # type: ignore[return-value]
        try:
            text = data if isinstance(data, (str, bytes)) else json.dumps(data, allow_nan=False)
            parsed = json.loads(text)
            too_big = _huge_number(parsed)
            if too_big is not None:
                raise IllegalAction("malformed", malformed("range", too_big) if _FIELD_NAME.fullmatch(too_big)
                                    else msg("common-err-malformed-unnamed"))
            bad_text = _bad_text(parsed)
            if bad_text is not None:
                raise IllegalAction("malformed", malformed("value", bad_text) if _FIELD_NAME.fullmatch(bad_text)
                                    else msg("common-err-malformed-unnamed"))
            return self.action_adapter.validate_json(text, strict=True)
        except IllegalAction:
            raise
        except ValidationError as exc:
            raise IllegalAction("malformed", malformed_message(exc)) from exc
        except Exception as exc:  # not JSON, not a mapping...
            raise IllegalAction("malformed", msg("common-err-malformed")) from exc

    def dump_action(self, action: A) -> dict[str, Any]:
        return self.action_adapter.dump_python(action, mode="json")

    def dump_state(self, state: S) -> str:
        return state.model_dump_json()

    def load_state(self, text: str | bytes, schema_version: int | None = None) -> S:
        """Parse a stored state, migrating it from ``schema_version`` first if it is older.  A
        stored state without a ``rules`` field was played under rules version 1 (the field's
        default is the current version, for the states :meth:`setup` makes)."""
        import json

        data = json.loads(text)
        if schema_version is not None and schema_version < self.schema_version:
            data = self.migrate(data, schema_version)
        if isinstance(data, dict) and "rules" not in data and "rules" in self.state_model.model_fields:
            data["rules"] = 1
        return self.state_model.model_validate(data)  # type: ignore[return-value]

    def migrate(self, data: dict[str, Any], from_version: int) -> dict[str, Any]:
        """Bring a stored state dict from ``from_version`` to :attr:`schema_version`."""
        raise ValueError(f"{self.id}: no migration from schema {from_version}")

    # ---- hidden information ------------------------------------------------------------------
    def secret_strings(self, state: S, seat: int | None = None) -> set[str]:
        """The strings (ids, names) that must not appear in ``player_view(state, seat)``: the
        identities hidden from that seat (face-down cards, deck order, other seats' hands, sealed
        choices).  The contract tests look for each one as a whole JSON string in that seat's view
        and panel.  Default: nothing is secret."""
        return set()

    def resample_hidden(self, state: S, rng: "random.Random", hidden_from: int | None) -> S:
        """Optional hook (tests only): a new state that ``hidden_from`` (a seat, or ``None`` for
        the channel) cannot tell from ``state``: it differs only in what that viewer may not see
        (face-down cards, the box, other seats' hands, sealed choices), redrawn with ``rng``
        among the values that fit everything the viewer sees.  ``state`` is not modified.
        tests/golden/test_hidden_properties.py checks that every output for that viewer and for
        the channel (views, panel, status, the board picture) is the same for both states.
        Default: NotImplementedError (a game without hidden information has nothing to redraw)."""
        raise NotImplementedError(f"{self.id} does not implement resample_hidden")

    # ---- options and seats ---------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        """Every option of this game with its default (the service accepts only these keys)."""
        return {}

    def option_choices(self) -> dict[str, list[Any]]:
        """The values each option may take, where they are a fixed list (``agora demo --help``,
        the hint for a player count that needs an option).  Default: none listed."""
        return {}

    def lobby_choice(self, options: dict[str, Any]) -> "LobbyChoice | None":
        """A choice every player makes in the lobby before the game starts (Mare Nostrum's
        ``civilizations="choose"``), or None (the default: nothing to choose).  With one, the
        platform offers ``values`` in the lobby, one different value per player, refuses the start
        until every seated player has chosen, and calls :meth:`setup` with ``options[option]`` =
        the chosen values in seat order."""
        return None
