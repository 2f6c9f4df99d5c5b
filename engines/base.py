"""The engine contract every game implements (see docs/architecture.md, "The engine contract").

An engine is pure rules: no I/O, no asyncio, no discord, no Pillow.  State and actions are
pydantic v2 models serialised to JSON.  All randomness comes from :class:`engines.rng.Rng`, whose
state lives inside the game state, so replaying the action log from the seed reproduces a game.

Vocabulary follows boardgame.io and OpenSpiel: a *seat* is an int ``0..n-1``; ``None`` as a seat
means "the channel" (a spectator who sees only public information).
"""

from __future__ import annotations

import abc
import json
import math
import random
import re
import unicodedata
from typing import Any, ClassVar, Generic, Hashable, Sequence, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from engines.text import Text, msg


class IllegalAction(Exception):
    """An action the rules do not allow now.

    ``code`` is a stable machine code (``"cannot_afford"``, ``"not_accessible"``...);
    ``message`` is a :class:`~engines.text.Msg` a player understands, built only from what the
    acting seat may see (e.g. ``msg("sevenwd-err-cannot-afford", need=..., coins=8)``), formatted
    at the edge in the reader's language.
    """

    def __init__(self, code: str, message: Text) -> None:
        super().__init__(str(message))
        self.code = code
        self.message: Text = message


class Prompt(BaseModel):
    """Who must decide now.

    ``seats`` lists every seat that must act now: more than one means a simultaneous hidden
    choice (e.g. Mare Nostrum's trade offers), each seat deciding once.  ``kind`` names the
    decision (``"draft_wonder"``, ``"play_card"``, ``"choose_progress_token"``...); ``text`` is
    a short public message without player names, e.g. ``msg("sevenwd-prompt-choose-token")``.
    Empty ``seats`` means nobody can act (the game is over).
    """

    model_config = ConfigDict(frozen=True)

    phase: str
    kind: str
    seats: tuple[int, ...]
    text: Text = ""


class Event(BaseModel):
    """One line of the game log.

    ``text`` is a :class:`~engines.text.Msg` (message id + arguments; seats as ``"{pN}"``
    arguments) that the edge formats in the reader's language and whose ``{pN}`` it replaces with
    the seat holders' display names.  ``to`` is ``None`` for a public event, or the
    one seat allowed to see it (a private event: a card you drew, your own sealed offer).
    ``data`` holds machine-readable details (same visibility as ``text``).
    """

    kind: str
    text: Text
    to: int | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class Outcome(BaseModel):
    """The end of a game: ``winners`` (seats; two or more = shared victory), ``scores`` (seat ->
    victory points, may be empty for an immediate win), ``reason`` (a stable code such as
    ``"military_supremacy"``, ``"scientific_supremacy"``, ``"civilian_victory"``,
    ``"abandoned"``) and ``text`` (a :class:`~engines.text.Msg` with ``{pN}`` seat arguments that
    says it with its terms, e.g. "44 to 44; Bob has more blue-card points (21 to 18)")."""

    winners: list[int]
    scores: dict[int, int] = Field(default_factory=dict)
    reason: str
    text: Text = ""


class Option(BaseModel):
    """One entry of a seat's choice panel: a tree whose leaves are actions.

    The Discord layer walks the tree one level at a time (a select menu or buttons per level) and
    refers to a node by the path of ``key``s from the root (``"s12.build"``), recomputed from the
    state at the prompted version when the player clicks.  ``key`` is short
    (``[A-Za-z0-9_-]``, at most 24 characters) and must not encode anything the seat's opponents
    may not see... but it is only ever shown to that seat.  ``label`` <= 80 characters,
    ``description`` <= 100.  ``disabled`` is a reason when the option is shown but unavailable
    ("You need 2 more coins").  A leaf has ``action`` (the action as a JSON-able dict);
    an inner node has ``children``.
    """

    key: str
    label: Text
    description: Text | None = None
    emoji: str | None = None
    style: str = "secondary"  # "primary" | "secondary" | "success" | "danger"
    disabled: Text | None = None
    action: dict[str, Any] | None = None
    children: list["Option"] = Field(default_factory=list)


class Panel(BaseModel):
    """What a seat is shown when it opens its private panel ("Play my turn").

    ``title``: one line; ``text``: Discord markdown built from that seat's player view only;
    ``options``: the choice tree (empty when the seat has nothing to decide now).
    ``image_kind``: optional hint for the renderer (``"hand"``) when the seat has a private
    picture to see, else ``None``.
    """

    title: Text
    text: Text
    options: list[Option] = Field(default_factory=list)
    image_kind: str | None = None


S = TypeVar("S", bound=BaseModel)
A = TypeVar("A", bound=BaseModel)


#: whole numbers in an action are below this in size (seats, slots, counts, dice: far smaller)
MAX_ACTION_INT = 2**31

#: pydantic error types -> the problem named to the player (common-err-malformed-field)
_PROBLEMS = {"extra_forbidden": "extra", "missing": "missing", "unused_field": "extra",
             "greater_than": "range", "greater_than_equal": "range", "less_than": "range",
             "less_than_equal": "range", "literal_error": "value", "union_tag_invalid": "value",
             "union_tag_not_found": "missing"}


def malformed(problem: str, field: str) -> Text:
    """The refusal of a malformed action: ``problem`` is extra | missing | range | value | type."""
    return msg("common-err-malformed-field", problem=problem, field=field)


def not_one_of(field: str, values: Sequence[str]) -> Text:
    """The refusal of a value of ``field`` that is none of ``values`` (the engine's own ids):
    names the field and what it takes, never the text that was sent (a NUL, an
    ``@everyone`` or 100 kB of it used to be put in the answer)."""
    shown = list(values)
    more = len(shown) - MAX_LISTED
    listed = ", ".join(shown[:MAX_LISTED])
    return msg("common-err-not-one-of", field=field, values=listed, more=max(more, 0))


#: values listed at most by :func:`not_one_of`
MAX_LISTED = 40
#: the longest text a field of an action may hold (ids: far shorter); a longer one, or one with
#: control characters, is refused naming its field
MAX_ACTION_TEXT = 64
#: a field name that may be shown in a refusal; another (a forged key) is not named
_FIELD_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


def _bad_text(value: Any, field: str = "kind") -> str | None:
    """The field of the first text of ``value`` (parsed JSON) longer than
    :data:`MAX_ACTION_TEXT` or with control characters, or None."""
    if isinstance(value, str):
        if len(value) > MAX_ACTION_TEXT or any(unicodedata.category(c) in ("Cc", "Cs") for c in value):
            return field
        return None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _bad_text(item, str(key))
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _bad_text(item, field)
            if found is not None:
                return found
    return None


def malformed_message(exc: ValidationError) -> Text:
    """The message of the first error of ``exc``, naming its field (the last name in its
    location; ``ctx["field"]`` for a model-level check: a field the action does not use)."""
    errors = exc.errors()
    if not errors:
        return msg("common-err-malformed")
    first = errors[0]
    problem = _PROBLEMS.get(first["type"], "type")
    names = [str(p) for p in first["loc"] if isinstance(p, str)]
    field = str((first.get("ctx") or {}).get("field") or (names[-1] if names else "kind"))
    if first["type"].startswith("union_tag"):
        field = "kind"
    if not _FIELD_NAME.fullmatch(field):  # a forged key: named by nothing it sent
        return msg("common-err-malformed-unnamed")
    return malformed(problem, field)


def _huge_number(value: Any, field: str = "kind") -> str | None:
    """The field of the first whole number of ``value`` (parsed JSON) at or beyond
    :data:`MAX_ACTION_INT` in size, or None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return field if abs(value) >= MAX_ACTION_INT else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _huge_number(item, str(key))
            if found is not None:
                return found
    if isinstance(value, list):
        for item in value:
            found = _huge_number(item, field)
            if found is not None:
                return found
    return None


class Engine(abc.ABC, Generic[S, A]):
    """Base class of every game engine.  Subclasses set the class attributes and implement the
    abstract methods; all methods are pure functions of their arguments."""

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
    #: prompt kinds of a role holder's recurring decision (Mare Nostrum's "name the next player to
    #: build"): the platform mentions the holder for one of them once per phase, not each time
    #: the game comes back to it (bot.service.Service._once_per_phase).  Texts only, no rule.
    mention_once_kinds: ClassVar[frozenset[str]] = frozenset()
    #: the pydantic model of the full state (public, private per seat and secret parts)
    state_model: ClassVar[type[BaseModel]]
    #: a TypeAdapter of the action union (discriminated on ``kind``)
    action_adapter: ClassVar[TypeAdapter[Any]]

    # ---- lifecycle ---------------------------------------------------------------------------
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

    @abc.abstractmethod
    def panel(self, state: S, seat: int) -> Panel:
        """The private choice panel of ``seat``, built from ``player_view(state, seat)`` only."""

    @abc.abstractmethod
    def status_text(self, state: S, seat: int | None) -> Text:
        """A short Discord-markdown summary from ``player_view(state, seat)`` (``/agora status``),
        as messages (one per line)."""

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

    def board_moment(self, before: S, after: S, events: list[Event]) -> bool:
        """Whether the public board picture is worth posting after this change (``before`` ->
        ``after`` with ``events``).  Default: after every change; games with many small steps
        (Mare Nostrum) post it after each phase and each battle, and text lines in between."""
        return True

    def undoable(self, before: S, after: S, seat: int, action: A, events: Sequence[Event]) -> bool:
        """Whether ``seat`` may take back ``action``, which led from ``before`` to ``after`` with
        ``events`` ("Undo").  True only when the decision revealed nothing hidden to
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

    # ---- helpers shared by every engine ------------------------------------------------------
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

    # ---- the search player's hooks (engines/search.py) -----------------------------------------
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

    def parse_action(self, data: Any) -> A:
        """An action from its JSON-able dict or JSON string (an action model passes as it is).

        Strict: a dict or string is read as JSON in pydantic's strict mode, so
        nothing is coerced (``"3"`` is not 3, ``true`` is not 1, ``3.0`` is not 3), unknown keys
        are refused (every engine's action models forbid extra fields), and no whole number may
        reach :data:`MAX_ACTION_INT` in size (a seat, a slot, a count: far smaller; a huge one
        used to crash the formatting of the refusal).  Raises IllegalAction("malformed") with a
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


class LobbyChoice(BaseModel):
    """What :meth:`Engine.lobby_choice` offers: ``option``, the setup option that receives the
    per-seat list; ``values``, the ids to choose among (each taken once); ``label``, the message
    id prefix naming a value (``label + value``, e.g. ``"mn-civ-"`` + ``"rome"``)."""

    model_config = ConfigDict(frozen=True)

    option: str
    values: list[str]
    label: str


class Entry(BaseModel):
    """One thing a player can look up with ``/agora card``: a card, Wonder, token, hero,
    building, unit...  ``key`` is stable (``"card:lumber_yard"``); ``name`` and ``kind``
    (``msg("sevenwd-kind-card")``) are short; ``text`` gives the cost and the effect in words."""

    key: str
    name: Text
    kind: Text
    text: Text


class RulesTopic(BaseModel):
    """One topic of ``/agora rules``: ``key`` (``"turn"``, ``"battle"``...), ``title``, ``text``
    (a summary in the reader's language) and ``source`` (the rulebook and page it summarises,
    e.g. ``"7 Wonders Duel rulebook p. 6"``; verbatim)."""

    key: str
    title: Text
    text: Text
    source: str


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
