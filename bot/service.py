"""The service: lobby, actions, timeouts and queries over one :class:`bot.storage.sqlite.Storage`.

Every public method is async and raises a :class:`bot.core.errors.AgoraError` subclass whose message a
player may read (built from public information only).  Everything that leaves the service is built
from ``engine.player_view`` / ``engine.panel`` / the engine's events with their visibility, never
from the raw state: the one exception, :meth:`Service.public_state`, is for the application's
renderer and automatic players.

Changes to one game are serialised by the game's one lock (:class:`bot.core.locks.GameLocks`,
``GameCore.lock``; the application takes the same lock around a change and its publication);
across processes the compare-and-swap on ``games.version`` in :meth:`Storage.commit_action` keeps
them safe.  Every action goes through :class:`Commits` (engine step, step plan, compare-and-swap,
bookkeeping); the seat operations are collaborators handed that commit path
(:class:`~bot.core.game.CommitPath`), not bases of :class:`Service`.
"""

from __future__ import annotations

import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import i18n
from bot.core import weekends
from bot.core.errors import (
    AlreadyApplied,
    BadOption,
    Forbidden,
    Illegal,
    LobbyError,
    NotAPlayer,
    NotYourTurn,
    StaleVersion,
    UnknownGame,
)
from bot.core.game import (
    LOBBY_CHOICES,
    PLATFORM_OPTIONS,
    Change,
    GameCore,
    LoadedGame,
    ParsedState,
    engine_options,
    is_auto_user,
    same_prompt,
    same_step,
    seat_arg,
    text_key,
    turn_starts,
)
from bot.core.inputs import check_call, check_id, check_optional_id, clean_name
from bot.core.models import GAME_LANGUAGES, GameInfo, Outbox
from bot.features import undo
from bot.features.autoplayers import AutoPlayers
from bot.features.autoseats import ABSENT_PLAYER, AutoSeats, absent_level, auto_choices, validate_absent_player
from bot.features.seats import Seats, conceded_line
from bot.features.timekeeping import TimeKeeping, validate_extensions
from bot.storage.seatstore import SeatStore
from bot.storage.sqlite import DuplicateInteraction, Storage
from engines.base import Engine, Event, IllegalAction, LobbyChoice, Option, Panel, Prompt
from engines.text import Text, msg

#: allowed range of ``deadline_hours`` (one minute .. thirty days)
DEADLINE_HOURS_RANGE = (1 / 60, 24.0 * 30)
#: at most this many automatic decisions for one absent seat at one deadline
MAX_TIMEOUT_CHAIN = 100

STALE_MESSAGE = msg("bot-err-stale")
ALREADY_APPLIED = msg("bot-err-already-applied")

#: ``{pN}`` -> display name in one pass (kept here for the callers that imported it)
fill_names = i18n.fill_names


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """The seat order for ``user_ids`` (lobby order), shuffled reproducibly from the game seed
    (a generator of its own, so the engine's draws from the same seed are not correlated)."""
    order = list(user_ids)
    random.Random(f"agora/seats/{seed}").shuffle(order)
    return order


def result_line(info: GameInfo) -> Text | None:
    """One public text for a finished or abandoned game (None while it goes on): "Game
    over: " and the outcome's own text (its first line when it has several), else the
    winners."""
    if info.outcome is None:
        return None
    text = info.outcome.text
    if isinstance(text, list) and text:
        return [msg("bot-game-over", text=text[0]), *text[1:]]
    if text:
        return msg("bot-game-over", text=text)
    if not info.outcome.winners:
        return msg("bot-game-over-nobody")
    return msg("bot-game-over-winners", winners=[seat_arg(w) for w in info.outcome.winners])


def with_result(info: GameInfo, lines: list[Text]) -> list[Text]:
    """``lines`` plus the result line once the game is over, unless the engine's own event
    already said the outcome's text."""
    line = result_line(info)
    if line is None:
        return lines
    conceded = [] if info.outcome is None or info.outcome.reason == "conceded" else [conceded_line(info)]
    if info.outcome is not None and info.outcome.text:
        said = text_key(info.outcome.text)
        if any(text_key(t) == said for t in lines):
            return [*lines, *(c for c in conceded if c is not None)]
    return [*lines, line, *(c for c in conceded if c is not None)]


@dataclass(frozen=True)
class Applied:
    """One action applied by the engine (not stored yet): the parsed ``action``, the ``state``
    after it, its ``events`` and the state's stored ``text``."""

    action: Any
    state: Any
    events: list[Event]
    text: str


@dataclass(frozen=True)
class StepPlan:
    """What an applied action does to the game's decision step, from the prompts before and
    after it (see :func:`plan_step`)."""

    old_prompt: Prompt
    new_prompt: Prompt
    #: the game is over
    finished: bool
    #: a seat sealed (part of) its choice in a simultaneous step while others still decide: the
    #: step, its deadline and its panels go on (a text line, no new board)
    sealing: bool
    #: a side action (Engine.side_actions) that left the same seats deciding the same step: their
    #: deadline and reminders go on, but the panels drawn before it are outdated
    interjection: bool

    @property
    def new_step(self) -> bool:
        """A new decision step begins (a fresh deadline, reminders from zero)."""
        return not self.finished and not self.sealing and not self.interjection


def apply_action(g: LoadedGame, seat: int, action_data: dict[str, Any]) -> Applied:
    """The engine step: ``action_data`` parsed and applied for ``seat`` to ``g.state``.  Raises
    Illegal (the engine's message and code, seats named as in ``g``)."""
    engine = g.engine
    try:
        action = engine.parse_action(action_data)
        state, events = engine.apply(g.state, seat, action)
    except IllegalAction as exc:
        raise Illegal(exc.message, exc.code, g.names) from None
    return Applied(action, state, events, engine.dump_state(state))


def plan_step(engine: Engine, seat: int, before: Any, after: Any) -> StepPlan:
    """The step plan of ``seat``'s action from the state ``before`` to ``after`` (pure): over,
    sealing part of a simultaneous choice (:func:`same_step`), an interjection that left the step
    as it was (:func:`same_prompt`), or else a new step.  An interjection that raised a reaction
    (another seat asked at once) is a new step like any other."""
    finished = engine.outcome(after) is not None
    old_prompt, new_prompt = engine.prompt(before), engine.prompt(after)
    side = seat not in old_prompt.seats
    return StepPlan(
        old_prompt=old_prompt,
        new_prompt=new_prompt,
        finished=finished,
        sealing=not finished and not side and same_step(old_prompt, new_prompt),
        interjection=not finished and side and same_prompt(old_prompt, new_prompt),
    )


def stored_game(g: LoadedGame, applied: Applied, plan: StepPlan, deadline: float | None, now: float) -> LoadedGame:
    """The game as the compare-and-swap just stored it over ``g`` (read under the lock: nothing
    else changes a game's version), built without reading it back."""
    version = g.row.version + 1
    changes: dict[str, Any] = {
        "state": applied.text,
        "schema_version": g.engine.schema_version,
        "status": "finished" if plan.finished else "active",
        "version": version,
        "updated_at": now,
    }
    if plan.interjection:
        changes["step_version"] = version
        if g.row.clock_step == g.row.step_version:
            changes["clock_step"] = version
    elif not plan.sealing:
        changes.update(step_version=version, deadline=deadline, reminders_sent=0)
    return LoadedGame(g.row.model_copy(update=changes), g.seats, g.engine, applied.state)


class Commits:
    """The commit path (:class:`~bot.core.game.CommitPath`): one action applied, stored and
    accounted for, in four steps: the engine step (:func:`apply_action`), the step plan
    (:func:`plan_step`), the storage's compare-and-swap (:meth:`store`) and the bookkeeping
    (:meth:`bookkeep`); plus the lines and the outbox of a change.  ``core`` loads games and keeps
    their caches, ``time`` gives each new step its deadline (bot/features/timekeeping.py).  The
    service and its features (seats, automatic seats) commit through it."""

    def __init__(self, core: GameCore, time: TimeKeeping) -> None:
        self.core = core
        self.time = time
        # game id -> (the phase of its last prompt, the (seat, kind) of the role holders' decisions
        # mentioned in it): see once_per_phase.  In memory only: after a restart a role holder
        # may be pinged once more in the phase under way.
        self._phase_mentions: dict[int, tuple[str, set[tuple[int, str]]]] = {}

    async def commit(
        self,
        g: LoadedGame,
        seat: int,
        user_id: int | None,
        action_data: dict[str, Any],
        interaction_id: int | None,
        source: str,
    ) -> Change:
        """Apply and store one action (the caller holds the game's lock and checked the turn).
        Returns the game as stored now, the events, the seats whose turn starts with it
        (:func:`turn_starts`) and whether the change is a picture moment
        (``engine.board_moment``: every turn in 7 Wonders Duel, each phase and battle in Mare
        Nostrum; always at the end of the game).  Raises Illegal, AlreadyApplied, StaleVersion;
        nothing is stored then."""
        # under the installed rules (the state upgraded first if stored under older ones); the
        # state before the action, for its undo, is the one stored
        g = self.core.current_rules(g)
        applied = apply_action(g, seat, action_data)
        plan = plan_step(g.engine, seat, g.state, applied.state)
        now = self.core.clock()
        deadline = await self.deadline(g, plan, now)
        await self.store(g, seat, user_id, interaction_id, source, applied, plan, deadline, now)
        return await self.bookkeep(g, seat, source, applied, plan, deadline, now)

    async def deadline(self, g: LoadedGame, plan: StepPlan, now: float) -> float | None:
        """The deadline of the step ``plan`` begins (unix seconds); None when no new step begins
        (the game over, a sealed part, an interjection: the current one stays) or while its
        clock waits (the game paused, a player to act on vacation: bot/features/timekeeping.py)."""
        if not plan.new_step:
            return None
        users = [u for u in (g.user_of(s) for s in plan.new_prompt.seats) if u is not None]
        return await self.time.step_deadline(g.row, users, now)

    async def store(
        self,
        g: LoadedGame,
        seat: int,
        user_id: int | None,
        interaction_id: int | None,
        source: str,
        applied: Applied,
        plan: StepPlan,
        deadline: float | None,
        now: float,
    ) -> None:
        """The storage step: ONE transaction stores the state, version + 1, the log row and the
        step's deadline, if the game is still at ``g.row.version`` (compare-and-swap).  Raises
        AlreadyApplied (``interaction_id`` already logged), StaleVersion (the version moved)."""
        engine = g.engine
        try:
            ok = await self.core.storage.commit_action(
                g.row.id,
                g.row.version,
                seat=seat,
                user_id=user_id,
                action=engine.dump_action(applied.action),
                events=[e.model_dump(mode="json") for e in applied.events],
                interaction_id=interaction_id,
                source=source,
                state=applied.text,
                schema_version=engine.schema_version,
                status="finished" if plan.finished else "active",
                deadline=deadline,
                now=now,
                new_step=not plan.sealing,
                keep_clock=plan.interjection,
                rules=engine.rules_version,
            )
        except DuplicateInteraction:
            raise AlreadyApplied(ALREADY_APPLIED) from None
        if not ok:
            raise StaleVersion(STALE_MESSAGE)

    async def bookkeep(
        self, g: LoadedGame, seat: int, source: str, applied: Applied, plan: StepPlan, deadline: float | None, now: float
    ) -> Change:
        """After the store: the quiet-hours note of a moved deadline, the undo answer, the kept
        seats and parsed state (and public view) moved to the new version, the seats whose turn
        starts (mentioned once per phase) and whether the change is a picture moment."""
        game_id, version = g.row.id, g.row.version + 1
        if deadline is not None:
            await self.time.note_quiet(game_id, version, now)  # a deadline moved (quiet hours)
        before = g.state if g.stored is None else g.stored
        undo.committed(self.core, g.engine, game_id, version, seat, source, before, applied.state, applied.action,
                       applied.events)
        self.core.seats_still(game_id, g.row.version, version)
        started = set() if plan.finished else turn_starts(plan.old_prompt, plan.new_prompt)
        started = self.once_per_phase(game_id, g.engine, plan.new_prompt, started, plan.finished)
        image = self.picture(g, applied, plan)
        return stored_game(g, applied, plan, deadline, now), applied.events, started, image

    def picture(self, g: LoadedGame, applied: Applied, plan: StepPlan) -> bool:
        """Whether the change is a picture moment (the end of the game, or the engine's
        ``board_moment`` with the public board changed or someone new to act); the new state is
        kept as the game's parsed state, with its public view when it was built to decide."""
        engine, game_id, version = g.engine, g.row.id, g.row.version + 1
        image = plan.finished
        view = None
        if not image and not plan.sealing and engine.board_moment(g.state, applied.state, applied.events):
            # the public views are built only then
            old_view = self.core.cached_view(game_id, engine, g.state)
            view = engine.player_view(applied.state, None)
            newly_prompted = set(plan.new_prompt.seats) - set(plan.old_prompt.seats)
            image = bool(newly_prompted) or old_view.model_dump_json() != view.model_dump_json()
        self.core.remember_parsed(
            game_id, ParsedState(engine, engine.schema_version, applied.text, applied.state, view, version)
        )
        return image

    def once_per_phase(self, game_id: int, engine: Engine, prompt: Prompt, started: set[int], finished: bool) -> set[int]:
        """``started`` without the role holders already mentioned in this phase: a seat prompted
        for one of ``engine.mention_once_kinds`` (Mare Nostrum's leaders naming the next player,
        the High Priest calling the next Offering) is mentioned the first time in a phase, not
        each time the game comes back to it after the player it named (126 mentions against 58
        in a 6-player game before)."""
        if finished:
            self._phase_mentions.pop(game_id, None)
            return started
        phase, seen = self._phase_mentions.get(game_id, ("", set()))
        if phase != prompt.phase:
            seen = set()
        out = set(started)
        if prompt.kind in engine.mention_once_kinds:
            for seat in started:
                if (seat, prompt.kind) in seen:
                    out.discard(seat)
                seen.add((seat, prompt.kind))
        self._phase_mentions[game_id] = (prompt.phase, seen)
        return out

    @staticmethod
    def lines(events: list[Event], g: LoadedGame) -> tuple[list[Text], dict[int, list[Text]]]:
        """Public texts and private texts per user id (unrendered: seats as ``{pN}``); an
        automatic seat reads nothing."""
        public: list[Text] = []
        private: dict[int, list[Text]] = {}
        for e in events:
            if e.to is None:
                public.append(e.text)
            else:
                user = g.user_of(e.to)
                if user is not None and not is_auto_user(user):
                    private.setdefault(user, []).append(e.text)
        return public, private

    def outbox(
        self, info: GameInfo, public: list[Text], private: dict[int, list[Text]], started: set[int], image: bool
    ) -> Outbox:
        """The outbox of a committed change: a new public message when a turn starts (its players
        mentioned, once per turn), at a picture moment and at the end; otherwise the steps of the
        turn update the turn's message (``board`` False)."""
        mention = [u for u in info.to_act if info.seat_of(u) in started]
        if info.outcome is not None:
            public = with_result(info, public)
            image, mention = True, []
        return Outbox(
            game=info,
            public_lines=public,
            private_lines=private,
            board=bool(mention) or image,
            image=image,
            mention_user_ids=mention,
        )


class Service(GameCore):
    """The application core: the lobby, actions, timeouts, abandon and the queries, over
    :class:`~bot.core.game.GameCore` (loading, locking, describing games).  Its parts are
    collaborators, each handed what it needs: ``commits`` (:class:`Commits`, the commit path),
    ``time`` (pause, vacations, "More time"), ``seats`` (:class:`~bot.features.seats.Seats`:
    replacing, taking over, conceding) and ``autoseats``
    (:class:`~bot.features.autoseats.AutoSeats`); their public operations are the service's too
    (one-line forwards below), so callers know one object.

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
        super().__init__(storage, default_deadline_hours=default_deadline_hours, clock=clock)
        #: pause, vacations and "More time" (bot/features/timekeeping.py)
        self.time = TimeKeeping(self)
        #: the seats' tables: changes, take-over claims, concessions (bot/storage/seatstore.py)
        self.seat_store = SeatStore(storage)
        #: the commit path: engine step, step plan, compare-and-swap, bookkeeping
        self.commits = Commits(self, self.time)
        #: the seat operations (bot/features/seats.py)
        self.seats = Seats(self, self.commits, self.seat_store, AutoPlayers())
        #: the automatic seats' operations (bot/features/autoseats.py)
        self.autoseats = AutoSeats(self, self.commits, self.seats)

    @property
    def auto(self) -> AutoPlayers:
        """Where automatic decisions are made (bot/features/autoplayers.py; the app sets the
        CPU cap by assigning one)."""
        return self.seats.auto

    @auto.setter
    def auto(self, players: AutoPlayers) -> None:
        self.seats.auto = players

    # ---- the seat operations (bot/features/seats.py, bot/features/autoseats.py) ---------------
    async def replace_seat(
        self, game_id: int, seat_user_id: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        """:meth:`Seats.replace_seat <bot.features.seats.Seats.replace_seat>`."""
        return await self.seats.replace_seat(game_id, seat_user_id, new_user_id, new_name, by_user_id, is_admin)

    async def missed_deadlines(self, game_id: int, seat: int) -> int:
        """:meth:`Seats.missed_deadlines <bot.features.seats.Seats.missed_deadlines>`."""
        return await self.seats.missed_deadlines(game_id, seat)

    async def open_seats(self, game_id: int, seats: list[int]) -> dict[int, int]:
        """:meth:`Seats.open_seats <bot.features.seats.Seats.open_seats>`."""
        return await self.seats.open_seats(game_id, seats)

    async def claim_seat(self, game_id: int, seat: int, user_id: int, name: str) -> GameInfo:
        """:meth:`Seats.claim_seat <bot.features.seats.Seats.claim_seat>`."""
        return await self.seats.claim_seat(game_id, seat, user_id, name)

    async def answer_claim(
        self, game_id: int, seat: int, claimant: int, by_user_id: int, is_admin: bool, accept: bool
    ) -> Outbox:
        """:meth:`Seats.answer_claim <bot.features.seats.Seats.answer_claim>`."""
        return await self.seats.answer_claim(game_id, seat, claimant, by_user_id, is_admin, accept)

    async def concede(self, game_id: int, user_id: int) -> Outbox:
        """:meth:`Seats.concede <bot.features.seats.Seats.concede>`."""
        return await self.seats.concede(game_id, user_id)

    async def play_conceded(self, g: LoadedGame, events: list[Event], started: set[int], image: bool) -> Change:
        """:meth:`Seats.play_conceded <bot.features.seats.Seats.play_conceded>`."""
        return await self.seats.play_conceded(g, events, started, image)

    async def user_games(self, user_id: int, guild_id: int) -> list[GameInfo]:
        """:meth:`Seats.user_games <bot.features.seats.Seats.user_games>`."""
        return await self.seats.user_games(user_id, guild_id)

    async def add_auto(self, game_id: int, user_id: int, level: str, lang: str = "en") -> GameInfo:
        """:meth:`AutoSeats.add_auto <bot.features.autoseats.AutoSeats.add_auto>`."""
        return await self.autoseats.add_auto(game_id, user_id, level, lang)

    async def remove_auto(self, game_id: int, user_id: int) -> GameInfo:
        """:meth:`AutoSeats.remove_auto <bot.features.autoseats.AutoSeats.remove_auto>`."""
        return await self.autoseats.remove_auto(game_id, user_id)

    async def play_automatic(self, game_id: int) -> Outbox | None:
        """:meth:`AutoSeats.play_automatic <bot.features.autoseats.AutoSeats.play_automatic>`."""
        return await self.autoseats.play_automatic(game_id)

    async def automate_seat(
        self, game_id: int, seat_user_id: int, level: str, by_user_id: int, is_admin: bool, lang: str = "en"
    ) -> Outbox:
        """:meth:`AutoSeats.automate_seat <bot.features.autoseats.AutoSeats.automate_seat>`."""
        return await self.autoseats.automate_seat(game_id, seat_user_id, level, by_user_id, is_admin, lang)

    async def replace_auto(
        self, game_id: int, number: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        """:meth:`AutoSeats.replace_auto <bot.features.autoseats.AutoSeats.replace_auto>`."""
        return await self.autoseats.replace_auto(game_id, number, new_user_id, new_name, by_user_id, is_admin)

    @staticmethod
    def _check_ids(game_id: int, user_id: int, version: int, interaction_id: int | None) -> None:
        """BadInput unless every id fits a 64-bit column (:func:`bot.core.inputs.check_call`, the
        one validation every entry point makes first)."""
        check_call(game_id=game_id, user_id=user_id, version=version, interaction_id=interaction_id)

    @staticmethod
    def _start_line(g: LoadedGame, first: tuple[int, ...] | None = None) -> Text:
        """The game's first line: the seat order and who decides first (``first``: the seats
        prompted when it began; default the current prompt's), which the game's rules choose,
        not the seat order ("Seat order: Bob, Carol, Alice" while Alice moved first read as a
        mistake)."""
        order = [
            msg("bot-seat-with-label", player=seat_arg(s.seat), label=g.engine.seat_label(g.state, s.seat))
            for s in sorted(g.seats, key=lambda s: s.seat)
        ]
        if first is None:
            first = g.engine.prompt(g.state).seats if g.state is not None else ()
        return msg("bot-start", title=g.engine.title, order=order, first=[seat_arg(s) for s in first], n=len(first))

    @staticmethod
    def _timeout_line(n: int, level: str = "standard") -> Text:
        """"<name> ran out of time; the (strong) automatic player decided for them": ``level``
        is the game's deadline player (:func:`bot.features.autoseats.absent_level`)."""
        return msg("bot-timeout-strong" if level == "strong" else "bot-timeout", player=seat_arg(n))

    # ---- lobby -------------------------------------------------------------------------------
    async def create_game(
        self,
        engine_id: str,
        *,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> GameInfo:
        """A new game in its lobby with the host seated.  ``options``: ``deadline_hours``
        (hours per decision, one minute to 30 days) plus the engine's own options (keys of
        ``engine.default_options()``).  ``seed``: the game's random seed (a random 53-bit one by
        default).  Raises BadOption (unknown game, unknown or out-of-range option), BadInput
        (an id that is not a Discord id, a name with nothing visible: bot/core/inputs.py)."""
        check_optional_id(guild_id, "guild")
        check_optional_id(channel_id, "channel")
        check_id(host_id, "user")
        host_name = clean_name(host_name)
        engine = self._engine(engine_id)
        opts = self._validate_options(engine, dict(options or {}))
        seed = secrets.randbits(53) if seed is None else int(seed)
        game_id = await self.storage.create_game(
            engine=engine_id,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=host_name,
            schema_version=engine.schema_version,
            seed=seed,
            options=opts,
            now=self.clock(),
        )
        return await self.info(game_id)

    def check_new_game(self, engine_id: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """What :meth:`create_game` checks before writing anything: the game exists and
        ``options`` are valid (returned validated).  No database, one engine setup: quick enough
        for the Discord layer to call before anything public appears.  Raises BadOption."""
        return self._validate_options(self._engine(engine_id), dict(options or {}))

    def _validate_options(self, engine: Engine, options: dict[str, Any]) -> dict[str, Any]:
        known = set(engine.default_options()) | PLATFORM_OPTIONS - {LOBBY_CHOICES}
        unknown = sorted(set(options) - known)
        if unknown:
            raise BadOption(
                msg("bot-err-unknown-option", title=engine.title, known=", ".join(sorted(known)))
            )
        if "deadline_hours" in options:
            lo, hi = DEADLINE_HOURS_RANGE
            given = options["deadline_hours"]
            if isinstance(given, bool) or not isinstance(given, (int, float)):  # strict: "2" is not 2
                raise BadOption(msg("bot-err-deadline-number"))
            hours = float(given)
            if not lo <= hours <= hi:
                raise BadOption(msg("bot-err-deadline-range", lo=f"{lo:.3f}", hi=f"{hi:.0f}"))
            options["deadline_hours"] = hours
        if "extensions" in options:
            options["extensions"] = validate_extensions(options["extensions"])
        if "weekends" in options and options["weekends"] not in weekends.VALUES:  # weekends off or on
            raise BadOption(msg("time-err-weekends", values=", ".join(weekends.VALUES)))
        if ABSENT_PLAYER in options:  # the deadline's automatic player (bot/features/autoseats.py)
            options[ABSENT_PLAYER] = validate_absent_player(options[ABSENT_PLAYER])
        if "language" in options:
            if options["language"] not in GAME_LANGUAGES:
                raise BadOption(msg("bot-err-language", languages=", ".join(GAME_LANGUAGES)))
        self._check_option_types(engine, options)
        self._check_option_choices(engine, options)
        setup_options = engine_options(engine, options)
        try:  # the engine validates its own options in setup (raises ValueError)
            engine.setup(engine.seat_range(setup_options)[0], setup_options, 0)
        except ValueError as exc:
            raise BadOption(msg("bot-err-bad-option", error=str(exc))) from None
        return options

    @staticmethod
    def _check_option_types(engine: Engine, options: dict[str, Any]) -> None:
        """Strict option types: an engine option whose default is a number, a word or
        true/false takes a value of that same type, never a coerced one (``"2"`` is not 2, ``1``
        is not true).  Options whose default is None (Mare Nostrum's civilizations) are the
        engine's to judge in ``setup``.  Raises BadOption naming the option."""
        for key, default in engine.default_options().items():
            if key not in options or default is None or options[key] is None:
                continue
            value = options[key]
            if isinstance(default, bool):
                ok, kind = isinstance(value, bool), "yes-no"
            elif isinstance(default, (int, float)):
                ok, kind = isinstance(value, (int, float)) and not isinstance(value, bool), "number"
                if isinstance(default, int) and not isinstance(value, int):
                    ok = False
            else:
                ok, kind = isinstance(value, type(default)), "text"
            if not ok:
                raise BadOption(msg("bot-err-option-type", option=key, kind=kind))

    @staticmethod
    def _check_option_choices(engine: Engine, options: dict[str, Any]) -> None:
        """An engine option with a fixed list of values (``engine.option_choices``) takes one of
        them: BadOption naming the option and its values, never the value sent (the
        engines' own refusals echoed it, in English).  Options whose default is None (Mare
        Nostrum's civilizations, which also takes a list) are the engine's to judge."""
        defaults = engine.default_options()
        for key, allowed in engine.option_choices().items():
            if key not in options or defaults.get(key) is None or options[key] in allowed:
                continue
            shown = ", ".join("true" if v is True else "false" if v is False else str(v) for v in allowed)
            raise BadOption(msg("bot-err-option-choices", option=key, choices=shown))

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """Record the Discord thread the game lives in.  Raises UnknownGame."""
        if not await self.storage.set_thread(game_id, thread_id, self.clock()):
            raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        """Take the next free seat.  Raises UnknownGame, LobbyError (started, already seated,
        full), BadInput (an id that is not a Discord id; ``name`` is cleaned: bot/core/inputs.py)."""
        check_id(user_id, "user")
        name = clean_name(name)
        async with self.lock(game_id):
            g = await self.load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(msg("bot-err-already-started", game=str(game_id)) if g.row.status == "active" else self.not_active(g.row).message)
            if g.seat_of(user_id) is not None:
                raise LobbyError(msg("bot-err-already-seated"))
            max_seats = g.engine.seat_range(engine_options(g.engine, g.row.options))[1]
            if len(g.seats) >= max_seats:
                raise LobbyError(msg("bot-err-full", n=max_seats))
            seats = [(s.user_id, s.name) for s in g.seats] + [(user_id, name)]
            if not await self.storage.update_game(game_id, g.row.version, now=self.clock(), seats=seats):
                raise StaleVersion(STALE_MESSAGE)
        return await self.info(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Give up one's lobby seat.  Raises UnknownGame, NotAPlayer, LobbyError (started; the
        host cannot leave: abandon instead), BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        async with self.lock(game_id):
            g = await self.load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(msg("bot-err-cannot-leave"))
            if g.seat_of(user_id) is None:
                raise NotAPlayer(msg("bot-err-not-seated"))
            if user_id == g.row.host_id:
                raise LobbyError(msg("bot-err-host-cannot-leave"))
            seats = [(s.user_id, s.name) for s in g.seats if s.user_id != user_id]
            chosen = dict(g.row.options.get(LOBBY_CHOICES) or {})
            options = None
            if chosen.pop(str(user_id), None) is not None:  # the leaver's choice is free again
                options = {**g.row.options, LOBBY_CHOICES: chosen}
            if not await self.storage.update_game(game_id, g.row.version, now=self.clock(), seats=seats, options=options):
                raise StaleVersion(STALE_MESSAGE)
        return await self.info(game_id)

    def lobby_choice(self, info: GameInfo) -> LobbyChoice | None:
        """The choice the players of ``info`` make in its lobby (``Engine.lobby_choice``), if any."""
        engine = self._engine(info.engine)
        return engine.lobby_choice(engine_options(engine, info.options))

    async def choose(self, game_id: int, user_id: int, value: str) -> GameInfo:
        """Record a seated player's lobby choice (``Engine.lobby_choice``, e.g. a Mare Nostrum
        civilization), replacing its earlier one.  Raises UnknownGame, NotAPlayer (not seated),
        LobbyError (started, nothing to choose, unknown value, taken by another player),
        BadInput (ids; ``value`` not a short text)."""
        check_call(game_id=game_id, user_id=user_id, texts={"value": value})
        async with self.lock(game_id):
            g = await self.load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(msg("bot-err-already-started", game=str(game_id)) if g.row.status == "active" else self.not_active(g.row).message)
            choice = g.engine.lobby_choice(engine_options(g.engine, g.row.options))
            if choice is None:
                raise LobbyError(msg("bot-err-nothing-to-choose", title=g.engine.title))
            if g.seat_of(user_id) is None:
                raise NotAPlayer(msg("bot-err-choose-join-first"))
            if value not in choice.values:
                raise LobbyError(msg("bot-err-choice-unknown"))
            chosen = dict(g.row.options.get(LOBBY_CHOICES) or {})
            taker = next((int(uid) for uid, v in chosen.items() if v == value and int(uid) != user_id), None)
            if taker is not None:
                name = next(s.name for s in g.seats if s.user_id == taker)
                raise LobbyError(msg("bot-err-choice-taken", value=msg(choice.label + value), player=name))
            chosen[str(user_id)] = value
            options = {**g.row.options, LOBBY_CHOICES: chosen}
            if not await self.storage.update_game(game_id, g.row.version, now=self.clock(), options=options):
                raise StaleVersion(STALE_MESSAGE)
        return await self.info(game_id)

    async def start(self, game_id: int, user_id: int) -> Outbox:
        """Start the game (host only): seats shuffled by the seed, ``engine.setup`` (with the
        lobby's choices, if the engine asks for one, in seat order), first deadline.  Raises
        UnknownGame, LobbyError (started, too few players, a player has not chosen), Forbidden,
        BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        async with self.lock(game_id):
            g = await self.load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(msg("bot-err-already-started", game=str(game_id)) if g.row.status == "active" else self.not_active(g.row).message)
            if user_id != g.row.host_id:
                host = next((s.name for s in g.seats if s.user_id == g.row.host_id), None)
                raise Forbidden(msg("bot-err-only-host-starts", host=f"<@{g.row.host_id}>" if host is None else host))
            setup_options = engine_options(g.engine, g.row.options)
            min_seats = g.engine.seat_range(setup_options)[0]
            if len(g.seats) < min_seats:
                raise LobbyError(msg("bot-err-need-players", title=g.engine.title, min=min_seats, n=len(g.seats)))
            by_user = {s.user_id: s for s in g.seats}
            order = seat_order([s.user_id for s in g.seats], g.row.seed)
            choice = g.engine.lobby_choice(setup_options)
            stored_options = None
            if choice is not None:  # every player has chosen; the choices follow the seats
                # automatic seats take the first values nobody chose (bot/features/autoseats.py)
                chosen = auto_choices(g.seats, choice.values, g.row.options.get(LOBBY_CHOICES) or {})
                missing = [s.name for s in g.seats if str(s.user_id) not in chosen]
                if missing:
                    raise LobbyError(msg("bot-err-choices-missing", players=", ".join(missing)))
                setup_options[choice.option] = [chosen[str(uid)] for uid in order]
                # stored as the option itself, so that the setup replays from the options alone
                stored_options = {**g.row.options, choice.option: setup_options[choice.option]}
            try:
                # under the installed rules version, recorded with the game (replay starts there)
                state = g.engine.start(len(order), setup_options, g.row.seed)
            except ValueError as exc:
                raise BadOption(msg("bot-err-bad-option", error=str(exc))) from None
            now = self.clock()
            # the first decision waits while its player is on vacation (bot/features/timekeeping.py)
            first = [order[s] for s in g.engine.prompt(state).seats if s < len(order)]
            ok = await self.storage.update_game(
                game_id,
                g.row.version,
                now=now,
                status="active",
                state=g.engine.dump_state(state),
                schema_version=g.engine.schema_version,
                deadline=await self.time.step_deadline(g.row, first, now),
                seats=[(uid, by_user[uid].name, by_user[uid].level) for uid in order],
                options=stored_options,
                rules_version=g.engine.rules_version,
            )
            if not ok:
                raise StaleVersion(STALE_MESSAGE)
            await self.time.note_quiet(game_id, g.row.version + 1, now)  # a deadline moved
            g = await self.load(game_id)
            # automatic seats prompted first decide at once (their lines follow the start's)
            g, events, _, _ = await self.seats.play_conceded(g, [], set(), False)
            info = self.game_info(g)
            public, private = self.commits.lines(events, g)
            return Outbox(
                game=info, public_lines=[self._start_line(g), *public], private_lines=private, board=True,
                mention_user_ids=info.to_act,
            )

    # ---- actions -----------------------------------------------------------------------------
    async def act(
        self,
        game_id: int,
        user_id: int,
        action: dict[str, Any],
        version: int,
        interaction_id: int | None,
        source: str = "player",
    ) -> Outbox:
        """Apply ``action`` (the engine action as a JSON-able dict) for the user's seat.

        Checks, in this order: UnknownGame, GameNotActive, AlreadyApplied (the interaction id is
        already in the log: nothing changes), NotAPlayer, NotYourTurn (the seat is not prompted
        and has no side action now), StaleVersion (``version`` is not the game's current
        version), NotYourTurn (a seat not prompted sent something else than one of its
        ``engine.side_actions``), Illegal (the engine's message).  On success ONE transaction
        stores the state, version + 1, the log row and the next deadline.

        A side action (an *interjection*, e.g. Mythology's Baal in another player's turn) is
        stored like any move, but when it leaves the same seats deciding the same step
        (:func:`same_prompt`) their deadline and reminders stay; ``step_version`` moves, so the
        panels drawn before it are outdated.  Its lines go into the current turn's message (no
        mention, no new board unless the engine calls it a picture moment)."""
        if source not in ("player", "timeout"):
            raise ValueError(f"source must be 'player' or 'timeout', not {source!r}")
        self._check_ids(game_id, user_id, version, interaction_id)
        return await self._act(game_id, user_id, version, interaction_id, source, lambda g, seat: action)

    async def act_option(
        self, game_id: int, user_id: int, version: int, path: str, interaction_id: int | None
    ) -> Outbox:
        """Apply the leaf action at ``path`` (Option keys joined by dots, ``"k1.k2"``) of the
        user's ``engine.panel(state, seat)`` at the current state (the one :meth:`panel` showed,
        built once: :meth:`GameCore.cached_panel`).  Same checks as :meth:`act`; an
        unknown path, an inner node or a disabled option raises Illegal; BadInput as :meth:`act`
        (ids, version) and for a ``path`` that is not a short text."""
        check_call(game_id=game_id, user_id=user_id, version=version, interaction_id=interaction_id,
                   texts={"path": path})
        return await self._act(game_id, user_id, version, interaction_id, "player", lambda g, seat: resolve_option(
            self.cached_panel(game_id, g.engine, g.state, seat), path
        ))

    async def _act(
        self,
        game_id: int,
        user_id: int,
        version: int,
        interaction_id: int | None,
        source: str,
        choose: Callable[[LoadedGame, int], dict[str, Any]],
    ) -> Outbox:
        async with self.lock(game_id):
            # one query: the game and whether this interaction is already in the log
            row, applied = await self.storage.game_for_action(game_id, interaction_id)
            if row is None:
                raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))
            if row.status != "active":
                raise self.not_active(row)
            if applied:
                raise AlreadyApplied(ALREADY_APPLIED)
            g = self.current_rules(await self.load(game_id, row))
            seat = g.seat_of(user_id)
            if seat is None:
                raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
            prompt = g.engine.prompt(g.state)
            # a seat not prompted may only interject (Engine.side_actions: e.g. Mythology's Baal),
            # unless it conceded (the automatic player decides for it, and never out of turn)
            side = [] if seat in prompt.seats or self._conceded(g, seat) else g.engine.side_actions(g.state, seat)
            if seat not in prompt.seats and not side:
                raise self._not_your_turn(g, prompt)
            # a panel opened since the current step began stays valid while other seats seal
            # their parts of a simultaneous choice (a seat's options cannot depend on them)
            if not g.row.step_version <= version <= g.row.version:
                raise StaleVersion(STALE_MESSAGE)
            action = choose(g, seat)
            if side and not self._among(g.engine, action, side):
                raise self._not_your_turn(g, prompt)
            g, events, started, image = await self.commits.commit(g, seat, user_id, action, interaction_id, source)
            g, events, started, image = await self.seats.play_conceded(g, events, started, image)
            info = self.game_info(g)
            public, private = self.commits.lines(events, g)
            return self.commits.outbox(info, public, private, started, image)

    @staticmethod
    def _conceded(g: LoadedGame, seat: int) -> bool:
        return any(s.seat == seat and s.conceded for s in g.seats)

    @staticmethod
    def _not_your_turn(g: LoadedGame, prompt: Prompt) -> NotYourTurn:
        waiting = [g.names.get(s, "?") for s in prompt.seats]
        return NotYourTurn(msg("bot-err-not-your-turn", waiting=waiting) if waiting else msg("bot-err-nobody-acts"))

    @staticmethod
    def _among(engine: Engine, action_data: dict[str, Any], actions: Any) -> bool:
        """Whether ``action_data`` is one of ``actions`` (engine actions); Illegal if malformed."""
        try:
            dumped = engine.dump_action(engine.parse_action(action_data))
        except IllegalAction as exc:
            raise Illegal(exc.message, exc.code) from None
        return any(engine.dump_action(a) == dumped for a in actions)

    async def undo(self, game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
        """Take back the user's last move: see :func:`bot.features.undo.take_back` (checks,
        errors, the undo row of the log; the deadline stays)."""
        self._check_ids(game_id, user_id, version, interaction_id)
        return await undo.take_back(self, game_id, user_id, version, interaction_id)

    async def can_undo(self, game_id: int, user_id: int, info: GameInfo | None = None) -> bool:
        """Whether the user may take back a move now (the panel's Undo button); ``info``: the
        game as just read (saves a read when the answer for its version is known).  BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        return await undo.can_undo(self, game_id, user_id, info)

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """The deadline of ``version`` passed: each seat that still had to decide gets its
        ``engine.timeout_action`` through the same commit path as a player's action
        (``source='timeout'``), for the rest of that seat's turn (while it is the only seat
        prompted and ``engine.turn_key`` is the same, at most ``MAX_TIMEOUT_CHAIN`` decisions); the
        next seat gets a new deadline.  In a game whose ``absent_player`` option is "strong"
        (:func:`bot.features.autoseats.absent_level`) each of those decisions is the search
        player's instead, through ``self.auto`` (off the event loop, as a strong seat's; a failed
        search falls back to the standard decision).  Idempotent: returns None (nothing changed)
        when the game is gone, not active or past ``version``.  BadInput (ids, version)."""
        check_call(game_id=game_id, version=version)
        async with self.lock(game_id):
            row = await self.storage.get_game(game_id)
            if row is None or row.status != "active" or row.version != version:
                return None
            if row.deadline is None:  # the clock is stopped (paused, a vacation): it waits
                return None
            g = self.current_rules(await self.load(game_id, row))
            public: list[Text] = []
            private: dict[int, list[Text]] = {}
            started: set[int] = set()
            image = False
            # the seats pending at the deadline (evaluated once); each gets automatic decisions
            # for the rest of its current turn: while it stays the only seat prompted and
            # ``engine.turn_key`` is unchanged (a Mare Nostrum construction turn is several
            # decisions: what, where, payment; an Antike turn is the rondel, its payment, the
            # space's action and founding), so an absent player costs the table one deadline,
            # not several.  The turn passing on (a new round, another nation, another Olympus
            # turn of the same seat) or a decision of other seats ends the chain: the next
            # decision gets a fresh deadline.
            turn = g.engine.turn_key(g.state)
            level = absent_level(g.row.options)
            timed_out = []
            for seat in g.engine.prompt(g.state).seats:
                if g.row.status != "active" or seat not in g.engine.prompt(g.state).seats:
                    continue
                timed_out.append(seat)
                public.append(self._timeout_line(seat, level))
                for _ in range(MAX_TIMEOUT_CHAIN):
                    if level == "strong":  # the search player, in the automatic seats' pool
                        action = await self.auto.decide(g.engine, g.state, seat, level, g.row.seed + g.row.version)
                    else:
                        action = g.engine.dump_action(g.engine.timeout_action(g.state, seat))
                    g, events, now_started, pictured = await self.commits.commit(
                        g, seat, g.user_of(seat), action, None, "timeout"
                    )
                    # a seat whose turn the chain played and ended is not mentioned for it
                    started = (started - {seat}) | now_started
                    image = image or pictured
                    pub, priv = self.commits.lines(events, g)
                    public += pub
                    for user, lines in priv.items():
                        private.setdefault(user, []).extend(lines)
                    now_prompt = g.engine.prompt(g.state)
                    if g.row.status != "active" or now_prompt.seats != (seat,) or g.engine.turn_key(g.state) != turn:
                        break
            # conceded seats decide at once; seats absent deadline after deadline are offered
            g, events, started, image = await self.seats.play_conceded(g, [], started, image)
            pub, priv = self.commits.lines(events, g)
            public += pub
            for user, lines in priv.items():
                private.setdefault(user, []).extend(lines)
            outbox = self.commits.outbox(self.game_info(g), public, private, started, image)
            outbox.offers = await self.seats.open_seats(game_id, timed_out)
            return outbox

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """End a lobby or active game without a result (the host, or a user with
        ``is_admin``, e.g. Manage Server).  Raises UnknownGame, GameNotActive (already over),
        Forbidden, BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        async with self.lock(game_id):
            g = await self.load(game_id)
            if g.row.status not in ("lobby", "active"):
                raise self.not_active(g.row)
            if user_id != g.row.host_id and not is_admin:
                raise Forbidden(msg("bot-err-only-host-abandons"))
            was_active = g.row.status == "active"
            if not await self.storage.update_game(
                game_id, g.row.version, now=self.clock(), status="abandoned", deadline=None
            ):
                raise StaleVersion(STALE_MESSAGE)
            g = await self.load(game_id)
            info = self.game_info(g)
            by = g.seat_of(user_id)
            line = msg("bot-abandoned-by", player=seat_arg(by)) if by is not None else msg("bot-abandoned-by-admin")
            return Outbox(game=info, public_lines=[line], board=was_active, mention_user_ids=[])

    # ---- queries -----------------------------------------------------------------------------
    async def info(self, game_id: int) -> GameInfo:
        """The game as the outside world may see it.  Raises UnknownGame."""
        return self.game_info(await self.load(game_id))

    async def public_state(self, game_id: int) -> tuple[GameInfo, Engine, Any]:
        """Internal (application only): the info, the engine and the FULL state (None in the
        lobby).  Anything shown to people must go through ``engine.player_view``."""
        g = await self.load(game_id)
        return self.game_info(g), g.engine, g.state

    def view_of(self, info: GameInfo) -> Any | None:
        """The public view of ``info``'s version when this process has it in memory (it
        committed or read that version last), else None: a view without a database read."""
        hit = self._parsed.get(info.id)
        if hit is None or hit.version != info.version:
            return None
        return self.cached_view(info.id, hit.engine, hit.state)

    async def public_view(self, game_id: int) -> tuple[GameInfo, Any]:
        """The info and the public view ``engine.player_view(state, None)`` (None in the
        lobby), built once per stored state (the renderer draws from it).  Raises UnknownGame."""
        g = await self.load(game_id)
        view = None if g.state is None else self.cached_view(game_id, g.engine, g.state)
        return self.game_info(g), view

    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        """The user's private panel (``engine.panel(state, seat)``: texts unrendered, seats as
        ``{pN}``; the edge renders them in the reader's language with ``info.names``).  Raises
        UnknownGame, GameNotActive (lobby or abandoned), NotAPlayer, BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        g = await self.load(game_id)
        if g.row.status in ("lobby", "abandoned"):
            raise self.not_active(g.row)
        seat = g.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
        panel = self.cached_panel(game_id, g.engine, g.state, seat)
        if panel.options and self._conceded(g, seat) and seat not in g.engine.prompt(g.state).seats:
            panel = panel.model_copy(update={"options": []})  # a conceded seat does not interject
        return self.game_info(g), panel

    async def log(self, game_id: int, limit: int | None = None) -> list[Text]:
        """The public log as unrendered texts (seats as ``{pN}``: render them with
        ``GameInfo.render``), oldest first; the last ``limit`` lines if given.  Private events
        are never included.  Raises UnknownGame."""
        lines = [line for _, line in await self.log_marked(game_id)]
        return lines[-limit:] if limit else lines

    async def log_marked(self, game_id: int) -> list[tuple[int, Text]]:
        """:meth:`log`'s lines, each with the ``seq`` of the last action stored before it (0
        before the first): what the game pages (bot/web/) group by turn.  Raises UnknownGame."""
        g = await self.load(game_id)
        if g.state is None:
            return []
        actions = await self.storage.actions(game_id)
        # who decided first: the first action's seat (the current prompt is a later one)
        lines: list[tuple[int, Text]] = [(0, self._start_line(g, (actions[0].seat,) if actions else None))]
        # seat changes (bot.features.seats) between the actions; a conceded seat's automatic decisions
        # are not "ran out of time"
        changes, conceded = await self.seats.seat_log(game_id)
        # time events (bot.features.timekeeping: pause, resume, More time, clocks held for a vacation)
        # interleaved by when they happened
        timed = await self.time.log_lines(game_id)
        level = absent_level(g.row.options)  # the deadline's automatic player, fixed at /agora new
        seq = 0
        for row in actions:
            while timed and timed[0][0] <= row.created_at:
                lines.append((seq, timed.pop(0)[1]))
            lines += [(seq, line) for line in changes.pop(row.seq - 1, [])]
            seq = row.seq
            if row.source == "timeout" and not row.seq > conceded.get(row.seat, row.seq):
                lines.append((seq, self._timeout_line(row.seat, level)))
            events = [Event.model_validate(e) for e in row.events]
            lines += [(seq, line) for line in self.commits.lines(events, g)[0]]
        lines += [(seq, line) for later in changes.values() for line in later]
        lines += [(seq, text) for _, text in timed]
        plain = [line for _, line in lines]
        return lines + [(seq, line) for line in with_result(self.game_info(g), plain)[len(plain):]]

    async def active_games(self) -> list[GameInfo]:
        """Every active game, oldest first."""
        rows = await self.storage.games(statuses=("active",))
        return [self.game_info(await self.load(r.id)) for r in rows if r.set_aside is None]

    async def games_in_channel(self, channel_or_thread_id: int) -> list[GameInfo]:
        """Games whose channel or thread is this id: lobby and active ones first, then the
        others, newest first within each group."""
        rows = await self.storage.games(channel_id=channel_or_thread_id)
        rows.sort(key=lambda r: (r.status not in ("lobby", "active"), -r.id))
        return [self.game_info(await self.load(r.id)) for r in rows if r.set_aside is None]


def resolve_option(panel: Panel, path: str) -> dict[str, Any]:
    """The action of the leaf at ``path`` (``"k1.k2"``) in ``panel``.  Raises Illegal for an
    unknown key, an inner node (needs a further choice) or a disabled option (its reason)."""
    options: list[Option] = panel.options
    node: Option | None = None
    for key in path.split("."):
        node = next((o for o in options if o.key == key), None)
        if node is None:
            raise Illegal(msg("bot-err-option-gone"), "unknown_option")
        if node.disabled:
            raise Illegal(node.disabled, "disabled_option")
        options = node.children
    if node is None or node.action is None:
        raise Illegal(msg("bot-err-option-incomplete"), "incomplete_option")
    return node.action


__all__ = [
    "Service",
    "fill_names",
    "resolve_option",
    "same_prompt",
    "same_step",
    "seat_arg",
    "seat_order",
    "text_key",
    "turn_starts",
    "STALE_MESSAGE",
    "LOBBY_CHOICES",
    "PLATFORM_OPTIONS",
]
