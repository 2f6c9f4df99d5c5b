"""The seam between the service and its features: the loaded game and the helpers that load,
lock and describe it (docs/architecture.md, "The bot layer").

:class:`GameCore` is the base of :class:`bot.service.Service`: the per-game lock, loading a game
(its row, seats, engine and parsed state, with the caches that make that cheap), its
:class:`~bot.core.models.GameInfo` and the deadline.  The features (:mod:`bot.features.seats`,
:mod:`bot.features.timekeeping`, :mod:`bot.features.undo`, the lobby, the acting path and the
queries) use only these public names, never the service's own, so the service imports the
features and no feature imports the service.
"""

from __future__ import annotations

import json
import time
from collections import OrderedDict
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Any, Protocol

from pydantic_core import to_jsonable_python

import engines
from bot.core import versions
from bot.core.errors import BadOption, GameNotActive, UnknownGame
from bot.core.inputs import check_id
from bot.core.locks import GameLocks
from bot.core.models import GameInfo, Outbox, SeatInfo
from bot.core.options import PLATFORM_OPTIONS
from bot.storage.sqlite import GameRow, SeatRow, Storage
from engines.base import Engine, Event, Outcome, Panel, Prompt
from engines.text import Text, msg

#: games whose last parsed state (and public view) the service keeps: parsing a Mare Nostrum
#: state and building its view cost milliseconds, and one action needs them several times
#: (check, commit, publish, render); bench/load.py
PARSED_GAMES = 1024

def seat_arg(n: int) -> str:
    """The placeholder of seat ``n`` in a message argument (``"{p0}"``)."""
    return f"{{p{n}}}"


def text_key(text: Text | None) -> str:
    """A canonical JSON form of a text: equal for the same message whether its nested messages
    are :class:`Msg` objects (fresh from the engine) or dicts (read back from the action log)."""
    return json.dumps(to_jsonable_python(text), sort_keys=True, default=str)


def same_step(old: Prompt, new: Prompt) -> bool:
    """True when ``new`` continues the simultaneous step ``old``: several seats were deciding,
    the phase and kind are the same and no seat was added (one seat sealed its choice, or a part
    of it, e.g. one card of a Mare Nostrum trade offer).  A single-seat prompt always ends with
    the action."""
    return (
        len(old.seats) > 1
        and (new.phase, new.kind) == (old.phase, old.kind)
        and bool(new.seats)
        and set(new.seats) <= set(old.seats)
    )


def same_prompt(old: Prompt, new: Prompt) -> bool:
    """True when ``new`` asks the same seats for the same decision as ``old`` (phase, kind and
    seats): an interjection (``Engine.side_actions``) left the step as it was."""
    return (new.phase, new.kind, new.seats) == (old.phase, old.kind, old.seats) and bool(new.seats)


def turn_starts(old: Prompt, new: Prompt) -> set[int]:
    """The seats whose turn starts when the prompt goes from ``old`` to ``new``.

    A turn is the run of decisions one seat makes (a Mare Nostrum construction turn is many
    decisions: what, where, how to pay; an Antike turn goes from the rondel to a maneuver to
    founding cities): it starts when the game newly waits for the seat after waiting for someone
    else.  A seat that stays prompted (the next step of its turn, even in another phase, or a
    simultaneous step others are still completing) goes on with its turn: the player who just
    clicked is never pinged for it (pinging every seat prompted at a phase change would ping an
    Antike player who has just ended a maneuver).  Used for the one mention per turn (a player is
    called once per turn, not once per decision); role holders are limited further by :meth:`bot.service.Commits.once_per_phase`."""
    if not new.seats:
        return set()
    return set(new.seats) - set(old.seats)


def is_auto_user(user_id: int | None) -> bool:
    """Whether ``user_id`` is an automatic seat's reserved id (negative; bot/features/autoseats.py)."""
    return user_id is not None and user_id < 0


def engine_options(engine: Engine, options: dict[str, Any]) -> dict[str, Any]:
    """The options ``engine.setup`` takes from a game's ``options``: the engine's defaults
    overridden by the game's own, without the platform's (:data:`PLATFORM_OPTIONS`)."""
    return {**engine.default_options(), **{k: v for k, v in options.items() if k not in PLATFORM_OPTIONS}}


def concession_outcome(seats: list[SeatRow]) -> Outcome:
    """The outcome of a game ended by concessions: every seat that did not concede wins."""
    conceded = [s.seat for s in seats if s.conceded]
    winners = [s.seat for s in seats if not s.conceded]
    return Outcome(
        winners=winners,
        reason="conceded",
        text=msg(
            "seats-outcome-conceded",
            players=[seat_arg(s) for s in conceded],
            winners=[seat_arg(s) for s in winners],
            n=len(conceded),
        ),
    )


def titles() -> list[str]:
    """The titles of the games this process hosts (their official names, the same in every
    language), in :func:`engines.available` order; an engine that does not load is left out."""
    out = []
    for engine_id in engines.available():
        try:
            out.append(engines.get(engine_id).title)
        except Exception:  # noqa: BLE001 (a broken engine must not break the refusal)
            continue
    return out


def engine_named(engine_id: str) -> Engine:
    """The installed engine ``engine_id`` (``engines.get``).  Raises BadOption naming the games
    there are, never the text that was sent."""
    try:
        return engines.get(engine_id)
    except KeyError:
        raise BadOption(msg("bot-err-unknown-engine", available=", ".join(titles()))) from None


@dataclass
class ParsedState:
    """A game's stored state text, its parse and (once asked) its public view."""

    engine: Engine
    schema: int
    text: str
    state: Any
    view: Any = None
    #: the game's version this text was stored at (None: not known)
    version: int | None = None
    #: seat -> ``engine.panel(state, seat)``, built once per state (:meth:`GameCore.cached_panel`)
    panels: dict[int, Panel] = field(default_factory=dict)


@dataclass
class LoadedGame:
    row: GameRow
    seats: list[SeatRow]
    engine: Engine
    state: Any  # the engine's state model, None in the lobby
    #: the state as stored, when ``state`` is it moved to the installed rules version for the
    #: next action (GameCore.current_rules); None when ``state`` is as stored
    stored: Any = None

    @property
    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int | None:
        return next((s.user_id for s in self.seats if s.seat == seat), None)


#: one committed change as the commit path returns it: the game as stored now, the change's
#: events, the seats whose turn starts with it (:func:`turn_starts`) and whether it is a picture
#: moment (a new board image)
Change = tuple[LoadedGame, list[Event], set[int], bool]


class CommitPath(Protocol):
    """The commit path as the features use it (:mod:`bot.features.seats`,
    :mod:`bot.features.autoseats`, :mod:`bot.features.lobby`, :mod:`bot.features.play`,
    :mod:`bot.features.queries`): one action applied and stored, the lines of events, the
    outbox of a change.  The service's ``Commits`` (bot/service.py) is the one implementation; a
    feature receives it at construction and never calls the service itself."""

    async def commit(
        self, g: LoadedGame, seat: int, user_id: int | None, action_data: dict[str, Any], interaction_id: int | None,
        source: str,
    ) -> Change:
        """Apply ``action_data`` for ``seat`` and store it (the caller holds the game's lock and
        checked the turn).  Raises Illegal, AlreadyApplied, StaleVersion."""
        ...

    def lines(self, events: list[Event], g: LoadedGame) -> tuple[list[Text], dict[int, list[Text]]]:
        """The public texts of ``events`` and the private ones per user id (unrendered)."""
        ...

    def outbox(
        self, info: GameInfo, public: list[Text], private: dict[int, list[Text]], started: set[int], image: bool
    ) -> Outbox:
        """The :class:`~bot.core.models.Outbox` of a committed change."""
        ...


class GameCore:
    """Loading, locking and describing games: the public seam the features use (the base of
    :class:`bot.service.Service`).

    ``storage``: an open :class:`Storage`.  ``default_deadline_hours``: the time for each
    decision when a game's options do not set ``deadline_hours``.  ``clock``: unix seconds
    (injectable for tests).
    """

    def __init__(
        self,
        storage: Storage,
        *,
        default_deadline_hours: float = 24.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.storage = storage
        self.default_deadline_hours = default_deadline_hours
        self.clock = clock
        #: the one lock per game (bot/core/locks.py), also taken by the app around publication
        self.locks = GameLocks()
        # game id -> its last parsed state (and public view), least recently used first
        self._parsed: OrderedDict[int, ParsedState] = OrderedDict()
        # game id -> (the game's version they were read or last known true at, its seats), once
        # the game started: see seats_of
        self._seats: OrderedDict[int, tuple[int, list[SeatRow]]] = OrderedDict()

    # ---- helpers -----------------------------------------------------------------------------
    def lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """``async with core.lock(game_id):`` the game's one lock (:class:`GameLocks`: re-entrant
        by the task holding it, pruned when nobody holds or waits for it)."""
        return self.locks.hold(game_id)

    @staticmethod
    def _engine(engine_id: str) -> Engine:
        return engine_named(engine_id)

    async def load(self, game_id: int, row: GameRow | None = None) -> LoadedGame:
        """The game with its seats, engine and parsed state; ``row``: the games row just read
        under the game's lock (saves reading it again).  Raises BadInput for a game id that is
        not one (2^63 or more would overflow the query), UnknownGame."""
        check_id(game_id, "game")
        if row is None:
            row = await self.storage.get_game(game_id)
        if row is None:
            raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))
        if row.set_aside is not None:
            raise GameNotActive(msg("bot-err-set-aside", game=str(game_id)))
        engine = self._engine(row.engine)
        state = self._parse(engine, row) if row.state is not None else None
        return LoadedGame(row, await self.seats_of(row), engine, state)

    @staticmethod
    def current_rules(g: LoadedGame) -> LoadedGame:
        """``g`` with its state moved to the installed rules version (``Engine.upgrade_rules``,
        bot/core/versions.py) when it was stored under older rules, its stored state kept in
        ``stored`` (what an undo of the next action restores); ``g`` itself otherwise.  Every
        action is decided on and applied to this state and logged with the installed version."""
        if g.state is None or g.row.status != "active":
            return g
        try:
            state = versions.upgraded(g.engine, g.state)
        except versions.RulesTooNew:  # written by a newer Agora (another process, mid-update)
            raise GameNotActive(msg("bot-err-set-aside", game=str(g.row.id))) from None
        if state is g.state:
            return g
        return LoadedGame(g.row, g.seats, g.engine, state, stored=g.stored if g.stored is not None else g.state)

    async def seats_of(self, row: GameRow) -> list[SeatRow]:
        """The seats of the game ``row`` (just read): from memory once the game has started, as
        long as the game's version is the one they are known true at.  Every change of a seat
        (bot.features.seats) moves the version, so seats changed by another bot process (two overlapping
        during a restart) are read again; this process's own commits move the kept version with
        them (:meth:`seats_still`), so an action costs no seat read."""
        if row.status not in ("active", "finished"):
            return await self.storage.seats(row.id)
        hit = self._seats.get(row.id)
        if hit is not None and hit[0] == row.version:
            self._seats.move_to_end(row.id)
            return hit[1]
        seats = await self.storage.seats(row.id)
        self._seats[row.id] = (row.version, seats)
        self._seats.move_to_end(row.id)
        while len(self._seats) > PARSED_GAMES:
            self._seats.popitem(last=False)
        return seats

    def forget_seats(self, game_id: int) -> None:
        """The seats of ``game_id`` changed (bot/features/seats.py): read them again next time."""
        self._seats.pop(game_id, None)

    def seats_still(self, game_id: int, version: int, new_version: int) -> None:
        """A commit of this process moved the game from ``version`` to ``new_version`` (its
        compare-and-swap proves nothing else changed in between) without changing a seat: the
        seats kept for ``version`` are still true."""
        hit = self._seats.get(game_id)
        if hit is not None and hit[0] == version:
            self._seats[game_id] = (new_version, hit[1])

    def _parse(self, engine: Engine, row: GameRow) -> Any:
        """``row``'s state, parsed once per stored text: the last parse of each game is kept
        (the same text gives the same state; engine states are never modified in place)."""
        hit = self._parsed.get(row.id)
        if hit is not None and hit.engine is engine and hit.schema == row.schema_version and hit.text == row.state:
            self._parsed.move_to_end(row.id)
            hit.version = row.version
            return hit.state
        assert row.state is not None
        state = engine.load_state(row.state, row.schema_version)
        self.remember_parsed(row.id, ParsedState(engine, row.schema_version, row.state, state, version=row.version))
        return state

    def remember_parsed(self, game_id: int, parsed: "ParsedState") -> None:
        self._parsed[game_id] = parsed
        self._parsed.move_to_end(game_id)
        while len(self._parsed) > PARSED_GAMES:
            self._parsed.popitem(last=False)

    def cached_view(self, game_id: int, engine: Engine, state: Any) -> Any:
        """``engine.player_view(state, None)``, computed once per parsed state."""
        hit = self._parsed.get(game_id)
        if hit is None or hit.state is not state:
            return engine.player_view(state, None)
        if hit.view is None:
            hit.view = engine.player_view(state, None)
        return hit.view

    def view_of(self, info: GameInfo) -> Any | None:
        """The public view of ``info``'s version when this process has it in memory (it
        committed or read that version last), else None: a view without a database read."""
        hit = self._parsed.get(info.id)
        if hit is None or hit.version != info.version:
            return None
        return self.cached_view(info.id, hit.engine, hit.state)

    def cached_panel(self, game_id: int, engine: Engine, state: Any, seat: int) -> Panel:
        """``engine.panel(state, seat)``, built once per parsed state and seat: a click builds
        the clicker's panel once, and the move it makes resolves its path on that same panel
        (``Service.act_option``).  Panels are never modified (readers copy them)."""
        hit = self._parsed.get(game_id)
        if hit is None or hit.state is not state:
            return engine.panel(state, seat)
        panel = hit.panels.get(seat)
        if panel is None:
            panel = hit.panels[seat] = engine.panel(state, seat)
        return panel

    def game_info(self, g: LoadedGame) -> GameInfo:
        prompt = outcome = None
        to_act: list[int] = []
        if g.state is not None and g.row.status in ("active", "finished"):
            outcome = g.engine.outcome(g.state)
            if g.row.status == "active":
                prompt = g.engine.prompt(g.state)
                # automatic seats (negative ids, bot/features/autoseats.py) are never waited for nor mentioned
                to_act = [u for u in (g.user_of(s) for s in prompt.seats) if u is not None and not is_auto_user(u)]
            elif outcome is None:  # ended by concessions (bot.features.seats)
                outcome = concession_outcome(g.seats)
        if g.row.status == "abandoned":
            outcome = Outcome(winners=[], reason="abandoned", text=msg("bot-outcome-abandoned"))
        return GameInfo(
            id=g.row.id,
            engine=g.row.engine,
            title=g.engine.title,
            status=g.row.status,
            version=g.row.version,
            host_id=g.row.host_id,
            guild_id=g.row.guild_id,
            channel_id=g.row.channel_id,
            thread_id=g.row.thread_id,
            options=g.row.options,
            seats=[SeatInfo(seat=s.seat, user_id=s.user_id, name=s.name, conceded=s.conceded, level=s.level) for s in g.seats],
            deadline=g.row.deadline,
            prompt=prompt,
            to_act=to_act,
            outcome=outcome,
            paused=g.row.paused,
            step_version=g.row.step_version,
        )

    def deadline_hours_of(self, row: GameRow) -> float:
        return float(row.options.get("deadline_hours", self.default_deadline_hours))

    def not_active(self, row: GameRow) -> GameNotActive:
        text = {
            "lobby": "bot-err-not-started",
            "finished": "bot-err-over",
            "abandoned": "bot-err-abandoned",
        }[row.status]
        return GameNotActive(msg(text, game=str(row.id)))
