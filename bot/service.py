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
bookkeeping); the service's parts are collaborators handed that commit path
(:class:`~bot.core.game.CommitPath`), not bases of :class:`Service`: the lobby
(bot/features/lobby.py), the panel and acting path (bot/features/play.py), the queries
(bot/features/queries.py), the seats and the automatic seats (bot/features/seats.py, autoseats.py).
The names the callers imported from here (``seat_order``, ``resolve_option``, ``STALE_MESSAGE``,
``LOBBY_CHOICES``, ``PLATFORM_OPTIONS``...) stay importable from this module.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import i18n
from bot.core.errors import AlreadyApplied, Illegal, StaleVersion
from bot.core.game import (
    Change,
    GameCore,
    LoadedGame,
    ParsedState,
    is_auto_user,
    same_prompt,
    same_step,
    seat_arg,
    text_key,
    turn_starts,
)
from bot.core.models import GameInfo, Outbox
from bot.core.options import DEADLINE_HOURS_RANGE, LOBBY_CHOICES, PLATFORM_OPTIONS
from bot.features import undo
from bot.features.autoplayers import AutoPlayers
from bot.features.autoseats import AutoSeats
from bot.features.lines import ALREADY_APPLIED, STALE_MESSAGE, result_line, with_result
from bot.features.lobby import Lobby, seat_order
from bot.features.play import MAX_TIMEOUT_CHAIN, Play, resolve_option
from bot.features.queries import Queries
from bot.features.seats import Seats
from bot.features.timekeeping import TimeKeeping
from bot.features.tournaments import Tournaments
from bot.storage.seatstore import SeatStore
from bot.storage.sqlite import DuplicateInteraction, Storage
from engines.base import Engine, Event, IllegalAction, LobbyChoice, Panel, Prompt
from engines.text import Text

#: ``{pN}`` -> display name in one pass (kept here for the callers that imported it)
fill_names = i18n.fill_names


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
    """The application core over :class:`~bot.core.game.GameCore` (loading, locking, describing
    games), composed of collaborators, each handed what it needs: ``commits`` (:class:`Commits`,
    the commit path), ``time`` (pause, vacations, "More time"), ``lobby``
    (:class:`~bot.features.lobby.Lobby`: create, join, leave, choose, start, abandon), ``play``
    (:class:`~bot.features.play.Play`: the panel, acting, undo, the deadline's decisions),
    ``queries`` (:class:`~bot.features.queries.Queries`: info, views, the log, lists of games),
    ``seats`` (:class:`~bot.features.seats.Seats`: replacing, taking over, conceding) and
    ``autoseats`` (:class:`~bot.features.autoseats.AutoSeats`).  Their public operations are
    the service's too (one-line forwards below), so callers may know one object; the
    application's façade (bot/app/agora.py) calls the collaborators directly.

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
        #: the lobby and the abandon (bot/features/lobby.py)
        self.lobby = Lobby(self, self.commits, self.time, self.seats)
        #: the panel and the acting path: act, undo, the deadline (bot/features/play.py)
        self.play = Play(self, self.commits, self.seats)
        #: the read-only queries (bot/features/queries.py)
        self.queries = Queries(self, self.commits, self.seats, self.time)
        #: tournaments: sign-up, rounds, results, deadlines (bot/features/tournaments.py)
        self.tournaments = Tournaments(self, self.commits, self.lobby, self.seats)

    @property
    def auto(self) -> AutoPlayers:
        """Where automatic decisions are made (bot/features/autoplayers.py; the app sets the
        CPU cap by assigning one)."""
        return self.seats.auto

    @auto.setter
    def auto(self, players: AutoPlayers) -> None:
        self.seats.auto = players

    # ---- the lobby (bot/features/lobby.py) ---------------------------------------------------
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
        """:meth:`Lobby.create_game <bot.features.lobby.Lobby.create_game>`."""
        return await self.lobby.create_game(
            engine_id, guild_id=guild_id, channel_id=channel_id, host_id=host_id, host_name=host_name,
            options=options, seed=seed,
        )

    def check_new_game(self, engine_id: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """:meth:`Lobby.check_new_game <bot.features.lobby.Lobby.check_new_game>`."""
        return self.lobby.check_new_game(engine_id, options)

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """:meth:`Lobby.set_thread <bot.features.lobby.Lobby.set_thread>`."""
        await self.lobby.set_thread(game_id, thread_id)

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        """:meth:`Lobby.join <bot.features.lobby.Lobby.join>`."""
        return await self.lobby.join(game_id, user_id, name)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """:meth:`Lobby.leave <bot.features.lobby.Lobby.leave>`."""
        return await self.lobby.leave(game_id, user_id)

    def lobby_choice(self, info: GameInfo) -> LobbyChoice | None:
        """:meth:`Lobby.lobby_choice <bot.features.lobby.Lobby.lobby_choice>`."""
        return self.lobby.lobby_choice(info)

    async def choose(self, game_id: int, user_id: int, value: str) -> GameInfo:
        """:meth:`Lobby.choose <bot.features.lobby.Lobby.choose>`."""
        return await self.lobby.choose(game_id, user_id, value)

    async def start(self, game_id: int, user_id: int) -> Outbox:
        """:meth:`Lobby.start <bot.features.lobby.Lobby.start>`."""
        return await self.lobby.start(game_id, user_id)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """:meth:`Lobby.abandon <bot.features.lobby.Lobby.abandon>`."""
        return await self.lobby.abandon(game_id, user_id, is_admin)

    # ---- the panel and acting (bot/features/play.py) -----------------------------------------
    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        """:meth:`Play.panel <bot.features.play.Play.panel>`."""
        return await self.play.panel(game_id, user_id)

    async def act(
        self,
        game_id: int,
        user_id: int,
        action: dict[str, Any],
        version: int,
        interaction_id: int | None,
        source: str = "player",
    ) -> Outbox:
        """:meth:`Play.act <bot.features.play.Play.act>`."""
        return await self.play.act(game_id, user_id, action, version, interaction_id, source)

    async def act_option(
        self, game_id: int, user_id: int, version: int, path: str, interaction_id: int | None
    ) -> Outbox:
        """:meth:`Play.act_option <bot.features.play.Play.act_option>`."""
        return await self.play.act_option(game_id, user_id, version, path, interaction_id)

    async def undo(self, game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
        """:meth:`Play.undo <bot.features.play.Play.undo>`."""
        return await self.play.undo(game_id, user_id, version, interaction_id)

    async def can_undo(self, game_id: int, user_id: int, info: GameInfo | None = None) -> bool:
        """:meth:`Play.can_undo <bot.features.play.Play.can_undo>`."""
        return await self.play.can_undo(game_id, user_id, info)

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """:meth:`Play.timeout <bot.features.play.Play.timeout>`."""
        return await self.play.timeout(game_id, version)

    # ---- queries (bot/features/queries.py) ---------------------------------------------------
    async def info(self, game_id: int) -> GameInfo:
        """:meth:`Queries.info <bot.features.queries.Queries.info>`."""
        return await self.queries.info(game_id)

    async def public_state(self, game_id: int) -> tuple[GameInfo, Engine, Any]:
        """:meth:`Queries.public_state <bot.features.queries.Queries.public_state>` (the
        application only: the FULL state)."""
        return await self.queries.public_state(game_id)

    async def public_view(self, game_id: int) -> tuple[GameInfo, Any]:
        """:meth:`Queries.public_view <bot.features.queries.Queries.public_view>`."""
        return await self.queries.public_view(game_id)

    async def log(self, game_id: int, limit: int | None = None) -> list[Text]:
        """:meth:`Queries.log <bot.features.queries.Queries.log>`."""
        return await self.queries.log(game_id, limit)

    async def log_marked(self, game_id: int) -> list[tuple[int, Text]]:
        """:meth:`Queries.log_marked <bot.features.queries.Queries.log_marked>`."""
        return await self.queries.log_marked(game_id)

    async def active_games(self) -> list[GameInfo]:
        """:meth:`Queries.active_games <bot.features.queries.Queries.active_games>`."""
        return await self.queries.active_games()

    async def games_in_channel(self, channel_or_thread_id: int) -> list[GameInfo]:
        """:meth:`Queries.games_in_channel <bot.features.queries.Queries.games_in_channel>`."""
        return await self.queries.games_in_channel(channel_or_thread_id)

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


__all__ = [
    "ALREADY_APPLIED",
    "DEADLINE_HOURS_RANGE",
    "LOBBY_CHOICES",
    "MAX_TIMEOUT_CHAIN",
    "PLATFORM_OPTIONS",
    "STALE_MESSAGE",
    "Applied",
    "Commits",
    "Service",
    "StepPlan",
    "apply_action",
    "fill_names",
    "plan_step",
    "resolve_option",
    "result_line",
    "same_prompt",
    "same_step",
    "seat_arg",
    "seat_order",
    "stored_game",
    "text_key",
    "turn_starts",
    "with_result",
]
