"""The service: lobby, actions, timeouts and queries over one :class:`bot.storage.Storage`.

Every public method is async and raises a :class:`bot.errors.AgoraError` subclass whose message a
player may read (built from public information only).  Everything that leaves the service is built
from ``engine.player_view`` / ``engine.panel`` / the engine's events with their visibility, never
from the raw state: the one exception, :meth:`Service.public_state`, is for the application's
renderer and automatic players.

Changes to one game are serialised by a per-game ``asyncio.Lock``; across processes the
compare-and-swap on ``games.version`` in :meth:`Storage.commit_action` keeps them safe.
"""

from __future__ import annotations

import asyncio
import random
import re
import secrets
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

import engines
from bot.errors import (
    AlreadyApplied,
    BadOption,
    Forbidden,
    GameNotActive,
    Illegal,
    LobbyError,
    NotAPlayer,
    NotYourTurn,
    StaleVersion,
    UnknownGame,
)
from bot.models import GameInfo, Outbox, SeatInfo
from bot.storage import DuplicateInteraction, GameRow, SeatRow, Storage
from engines.base import Engine, Event, IllegalAction, Option, Outcome, Panel, Prompt

#: options the platform reads itself; every other key is passed to ``engine.setup``
PLATFORM_OPTIONS = {"deadline_hours"}
#: allowed range of ``deadline_hours`` (one minute .. thirty days)
DEADLINE_HOURS_RANGE = (1 / 60, 24.0 * 30)
#: games whose last parsed state (and public view) the service keeps: parsing a Mare Nostrum
#: state and building its view cost milliseconds, and one action needs them several times
#: (check, commit, publish, render); bench/load.py
PARSED_GAMES = 1024

#: at most this many automatic decisions for one absent seat at one deadline
MAX_TIMEOUT_CHAIN = 100

STALE_MESSAGE = "This button is outdated: the game has moved on. Use Play my turn for a fresh panel."

_PLACEHOLDER = re.compile(r"\{p(\d+)\}")


def fill_names(text: Any, names: dict[int, str]) -> str:
    """Replace ``{pN}`` placeholders by seat ``N``'s display name, in one pass (a name that
    itself looks like a placeholder is not expanded again).  Unknown seats stay as written.
    A localized engine's text (messages, engines/text.py) is rendered in English first."""
    if not isinstance(text, str):
        import i18n

        return i18n.render(text, "en", names)
    return _PLACEHOLDER.sub(lambda m: names.get(int(m.group(1)), m.group(0)), text)


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


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """The seat order for ``user_ids`` (lobby order), shuffled reproducibly from the game seed
    (a generator of its own, so the engine's draws from the same seed are not correlated)."""
    order = list(user_ids)
    random.Random(f"agora/seats/{seed}").shuffle(order)
    return order


@dataclass
class _Parsed:
    """A game's stored state text, its parse and (once asked) its public view."""

    engine: Engine
    schema: int
    text: str
    state: Any
    view: Any = None


@dataclass
class _Game:
    row: GameRow
    seats: list[SeatRow]
    engine: Engine
    state: Any  # the engine's state model, None in the lobby

    @property
    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int | None:
        return next((s.user_id for s in self.seats if s.seat == seat), None)


class Service:
    """The application core.

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
        self._locks: dict[int, asyncio.Lock] = {}
        # game id -> its last parsed state (and public view), least recently used first
        self._parsed: OrderedDict[int, _Parsed] = OrderedDict()

    # ---- helpers -----------------------------------------------------------------------------
    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    @staticmethod
    def _engine(engine_id: str) -> Engine:
        try:
            return engines.get(engine_id)
        except KeyError:
            raise BadOption(f"Unknown game {engine_id!r}; available: {', '.join(engines.available())}.") from None

    async def _load(self, game_id: int, row: GameRow | None = None) -> _Game:
        """The game with its seats, engine and parsed state; ``row``: the games row just read
        under the game's lock (saves reading it again)."""
        if row is None:
            row = await self.storage.get_game(game_id)
        if row is None:
            raise UnknownGame(f"There is no game #{game_id}.")
        engine = self._engine(row.engine)
        state = self._parse(engine, row) if row.state is not None else None
        return _Game(row, await self.storage.seats(game_id), engine, state)

    def _parse(self, engine: Engine, row: GameRow) -> Any:
        """``row``'s state, parsed once per stored text: the last parse of each game is kept
        (the same text gives the same state; engine states are never modified in place)."""
        hit = self._parsed.get(row.id)
        if hit is not None and hit.engine is engine and hit.schema == row.schema_version and hit.text == row.state:
            self._parsed.move_to_end(row.id)
            return hit.state
        assert row.state is not None
        state = engine.load_state(row.state, row.schema_version)
        self._remember(row.id, _Parsed(engine, row.schema_version, row.state, state))
        return state

    def _remember(self, game_id: int, parsed: "_Parsed") -> None:
        self._parsed[game_id] = parsed
        self._parsed.move_to_end(game_id)
        while len(self._parsed) > PARSED_GAMES:
            self._parsed.popitem(last=False)

    def _public_view(self, game_id: int, engine: Engine, state: Any) -> Any:
        """``engine.player_view(state, None)``, computed once per parsed state."""
        hit = self._parsed.get(game_id)
        if hit is None or hit.state is not state:
            return engine.player_view(state, None)
        if hit.view is None:
            hit.view = engine.player_view(state, None)
        return hit.view

    def _info(self, g: _Game) -> GameInfo:
        prompt = outcome = None
        to_act: list[int] = []
        if g.state is not None and g.row.status in ("active", "finished"):
            raw = g.engine.outcome(g.state)
            if raw is not None:
                outcome = raw.model_copy(update={"text": fill_names(raw.text, g.names)})
            if g.row.status == "active":
                prompt = g.engine.prompt(g.state)
                to_act = [u for u in (g.user_of(s) for s in prompt.seats) if u is not None]
        if g.row.status == "abandoned":
            outcome = Outcome(winners=[], reason="abandoned", text="The game was abandoned.")
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
            seats=[SeatInfo(seat=s.seat, user_id=s.user_id, name=s.name) for s in g.seats],
            deadline=g.row.deadline,
            prompt=prompt,
            to_act=to_act,
            outcome=outcome,
        )

    def _deadline_hours(self, row: GameRow) -> float:
        return float(row.options.get("deadline_hours", self.default_deadline_hours))

    def _not_active(self, row: GameRow) -> GameNotActive:
        text = {
            "lobby": f"Game #{row.id} has not started yet.",
            "finished": f"Game #{row.id} is over.",
            "abandoned": f"Game #{row.id} was abandoned.",
        }[row.status]
        return GameNotActive(text)

    @staticmethod
    def _lines(events: list[Event], g: _Game) -> tuple[list[str], dict[int, list[str]]]:
        """Public lines and private lines per user id, names filled in."""
        public: list[str] = []
        private: dict[int, list[str]] = {}
        for e in events:
            text = fill_names(e.text, g.names)
            if e.to is None:
                public.append(text)
            else:
                user = g.user_of(e.to)
                if user is not None:
                    private.setdefault(user, []).append(text)
        return public, private

    @staticmethod
    def result_line(info: GameInfo) -> str | None:
        """One public sentence for a finished or abandoned game (None while it goes on)."""
        if info.outcome is None:
            return None
        if info.outcome.text:
            return f"Game over: {info.outcome.text}"
        names = {s.seat: s.name for s in info.seats}
        winners = " and ".join(names.get(w, f"Player {w + 1}") for w in info.outcome.winners) or "nobody"
        return f"Game over: {winners} won ({info.outcome.reason.replace('_', ' ')})."

    @classmethod
    def _with_result(cls, info: GameInfo, lines: list[str]) -> list[str]:
        """``lines`` plus the result line once the game is over, unless the engine's own event
        already said the outcome's sentence."""
        line = cls.result_line(info)
        if line is None or (info.outcome is not None and info.outcome.text and info.outcome.text in lines):
            return lines
        return [*lines, line]

    @staticmethod
    def _start_line(g: _Game) -> str:
        order = ", ".join(f"{s.name} ({g.engine.seat_label(g.state, s.seat)})" for s in g.seats)
        return f"{g.engine.title} begins. Seat order: {order}."

    @staticmethod
    def _timeout_line(name: str) -> str:
        return f"{name} ran out of time; the automatic player decided for them."

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
        default).  Raises BadOption (unknown game, unknown or out-of-range option)."""
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

    def _validate_options(self, engine: Engine, options: dict[str, Any]) -> dict[str, Any]:
        known = set(engine.default_options()) | PLATFORM_OPTIONS
        unknown = sorted(set(options) - known)
        if unknown:
            raise BadOption(f"Unknown option {', '.join(unknown)}; {engine.title} accepts: {', '.join(sorted(known))}.")
        if "deadline_hours" in options:
            lo, hi = DEADLINE_HOURS_RANGE
            try:
                hours = float(options["deadline_hours"])
            except (TypeError, ValueError):
                raise BadOption("deadline_hours must be a number of hours.") from None
            if not lo <= hours <= hi:
                raise BadOption(f"deadline_hours must be between one minute ({lo:.3f}) and {hi:.0f} hours.")
            options["deadline_hours"] = hours
        engine_options = {**engine.default_options(), **{k: v for k, v in options.items() if k not in PLATFORM_OPTIONS}}
        try:  # the engine validates its own options in setup (raises ValueError)
            engine.setup(engine.min_seats, engine_options, 0)
        except ValueError as exc:
            raise BadOption(f"Bad option: {exc}") from None
        return options

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """Record the Discord thread the game lives in.  Raises UnknownGame."""
        if not await self.storage.set_thread(game_id, thread_id, self.clock()):
            raise UnknownGame(f"There is no game #{game_id}.")

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        """Take the next free seat.  Raises UnknownGame, LobbyError (started, already seated,
        full)."""
        async with self._lock(game_id):
            g = await self._load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(f"Game #{game_id} has already started." if g.row.status == "active" else str(self._not_active(g.row)))
            if g.seat_of(user_id) is not None:
                raise LobbyError("You are already seated in this game.")
            if len(g.seats) >= g.engine.max_seats:
                raise LobbyError(f"The game is full ({g.engine.max_seats} players).")
            seats = [(s.user_id, s.name) for s in g.seats] + [(user_id, name)]
            if not await self.storage.update_game(game_id, g.row.version, now=self.clock(), seats=seats):
                raise StaleVersion(STALE_MESSAGE)
        return await self.info(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Give up one's lobby seat.  Raises UnknownGame, NotAPlayer, LobbyError (started; the
        host cannot leave: abandon instead)."""
        async with self._lock(game_id):
            g = await self._load(game_id)
            if g.row.status != "lobby":
                raise LobbyError("The game has started: you cannot leave it now (the host can abandon it).")
            if g.seat_of(user_id) is None:
                raise NotAPlayer("You are not seated in this game.")
            if user_id == g.row.host_id:
                raise LobbyError("The host cannot leave the lobby; abandon the game instead.")
            seats = [(s.user_id, s.name) for s in g.seats if s.user_id != user_id]
            if not await self.storage.update_game(game_id, g.row.version, now=self.clock(), seats=seats):
                raise StaleVersion(STALE_MESSAGE)
        return await self.info(game_id)

    async def start(self, game_id: int, user_id: int) -> Outbox:
        """Start the game (host only): seats shuffled by the seed, ``engine.setup``, first
        deadline.  Raises UnknownGame, LobbyError (started, too few players), Forbidden."""
        async with self._lock(game_id):
            g = await self._load(game_id)
            if g.row.status != "lobby":
                raise LobbyError(f"Game #{game_id} has already started." if g.row.status == "active" else str(self._not_active(g.row)))
            if user_id != g.row.host_id:
                host = next((s.name for s in g.seats if s.user_id == g.row.host_id), "the host")
                raise Forbidden(f"Only the host ({host}) can start the game.")
            if len(g.seats) < g.engine.min_seats:
                raise LobbyError(
                    f"{g.engine.title} needs at least {g.engine.min_seats} players; {len(g.seats)} seated."
                )
            by_user = {s.user_id: s.name for s in g.seats}
            order = seat_order([s.user_id for s in g.seats], g.row.seed)
            engine_options = {
                **g.engine.default_options(),
                **{k: v for k, v in g.row.options.items() if k not in PLATFORM_OPTIONS},
            }
            try:
                state = g.engine.setup(len(order), engine_options, g.row.seed)
            except ValueError as exc:
                raise BadOption(f"Bad option: {exc}") from None
            now = self.clock()
            ok = await self.storage.update_game(
                game_id,
                g.row.version,
                now=now,
                status="active",
                state=g.engine.dump_state(state),
                schema_version=g.engine.schema_version,
                deadline=now + self._deadline_hours(g.row) * 3600,
                seats=[(uid, by_user[uid]) for uid in order],
            )
            if not ok:
                raise StaleVersion(STALE_MESSAGE)
            g = await self._load(game_id)
            info = self._info(g)
            return Outbox(game=info, public_lines=[self._start_line(g)], board=True, mention_user_ids=info.to_act)

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
        already in the log: nothing changes), NotAPlayer, NotYourTurn, StaleVersion (``version``
        is not the game's current version), Illegal (the engine's message).  On success ONE
        transaction stores the state, version + 1, the log row and the next deadline."""
        if source not in ("player", "timeout"):
            raise ValueError(f"source must be 'player' or 'timeout', not {source!r}")
        return await self._act(game_id, user_id, version, interaction_id, source, lambda g, seat: action)

    async def act_option(
        self, game_id: int, user_id: int, version: int, path: str, interaction_id: int | None
    ) -> Outbox:
        """Apply the leaf action at ``path`` (Option keys joined by dots, ``"k1.k2"``) of the
        user's ``engine.panel(state, seat)``, recomputed now.  Same checks as :meth:`act`; an
        unknown path, an inner node or a disabled option raises Illegal."""
        return await self._act(game_id, user_id, version, interaction_id, "player", lambda g, seat: resolve_option(
            g.engine.panel(g.state, seat), path
        ))

    async def _act(
        self,
        game_id: int,
        user_id: int,
        version: int,
        interaction_id: int | None,
        source: str,
        choose: Callable[[_Game, int], dict[str, Any]],
    ) -> Outbox:
        async with self._lock(game_id):
            row = await self.storage.get_game(game_id)
            if row is None:
                raise UnknownGame(f"There is no game #{game_id}.")
            if row.status != "active":
                raise self._not_active(row)
            if interaction_id is not None and await self.storage.action_by_interaction(interaction_id):
                raise AlreadyApplied("That click was already applied; nothing more to do.")
            g = await self._load(game_id, row)
            seat = g.seat_of(user_id)
            if seat is None:
                raise NotAPlayer(f"You are not playing in game #{game_id}.")
            prompt = g.engine.prompt(g.state)
            if seat not in prompt.seats:
                waiting = ", ".join(g.names.get(s, "?") for s in prompt.seats)
                raise NotYourTurn(f"It is not your turn: waiting for {waiting}." if waiting else "Nobody can act now.")
            # a panel opened since the current step began stays valid while other seats seal
            # their parts of a simultaneous choice (a seat's options cannot depend on them)
            if not g.row.step_version <= version <= g.row.version:
                raise StaleVersion(STALE_MESSAGE)
            action = choose(g, seat)
            g, events, board, image = await self._commit(g, seat, user_id, action, interaction_id, source)
            info = self._info(g)
            public, private = self._lines(events, g)
            return self._outbox(info, public, private, board, image)

    async def _commit(
        self,
        g: _Game,
        seat: int,
        user_id: int | None,
        action_data: dict[str, Any],
        interaction_id: int | None,
        source: str,
    ) -> tuple[_Game, list[Event], bool, bool]:
        """Apply and store one action (caller holds the game lock and checked the turn).
        Returns the reloaded game, the events, whether a new board message should be posted and
        whether it carries the picture (``engine.board_moment``: every turn in 7 Wonders Duel,
        each phase and battle in Mare Nostrum)."""
        engine = g.engine
        try:
            action = engine.parse_action(action_data)
            new_state, events = engine.apply(g.state, seat, action)
        except IllegalAction as exc:
            raise Illegal(exc.message, exc.code) from None
        finished = engine.outcome(new_state) is not None
        old_prompt, new_prompt = engine.prompt(g.state), engine.prompt(new_state)
        # a seat sealed (part of) its choice in a simultaneous step while others still decide:
        # the step, its deadline and its panels go on (a text line, no new board)
        sealing = not finished and same_step(old_prompt, new_prompt)
        now = self.clock()
        text = engine.dump_state(new_state)
        try:
            ok = await self.storage.commit_action(
                g.row.id,
                g.row.version,
                seat=seat,
                user_id=user_id,
                action=engine.dump_action(action),
                events=[e.model_dump(mode="json") for e in events],
                interaction_id=interaction_id,
                source=source,
                state=text,
                schema_version=engine.schema_version,
                status="finished" if finished else "active",
                deadline=None if finished else now + self._deadline_hours(g.row) * 3600,
                now=now,
                new_step=not sealing,
            )
        except DuplicateInteraction:
            raise AlreadyApplied("That click was already applied; nothing more to do.") from None
        if not ok:
            raise StaleVersion(STALE_MESSAGE)
        newly_prompted = set(new_prompt.seats) - set(old_prompt.seats)
        old_view = self._public_view(g.row.id, engine, g.state)
        new_view = engine.player_view(new_state, None)
        self._remember(g.row.id, _Parsed(engine, engine.schema_version, text, new_state, new_view))
        view_changed = old_view.model_dump_json() != new_view.model_dump_json()
        board = finished or bool(newly_prompted) or (view_changed and not sealing)
        image = board and (finished or engine.board_moment(g.state, new_state, events))
        return await self._load(g.row.id), events, board, image

    def _outbox(
        self, info: GameInfo, public: list[str], private: dict[int, list[str]], board: bool, image: bool = True
    ) -> Outbox:
        if info.outcome is not None:
            public = self._with_result(info, public)
            board = image = True
        return Outbox(
            game=info,
            public_lines=public,
            private_lines=private,
            board=board,
            image=board and image,
            mention_user_ids=info.to_act if board else [],
        )

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """The deadline of ``version`` passed: each seat that still had to decide gets its
        ``engine.timeout_action`` through the same commit path as a player's action
        (``source='timeout'``), for the rest of that seat's turn (while it is the only seat
        prompted and the phase is the same, at most ``MAX_TIMEOUT_CHAIN`` decisions); the next seat gets a new deadline.  Idempotent: returns None (nothing changed) when the game is gone, not active
        or past ``version``."""
        async with self._lock(game_id):
            row = await self.storage.get_game(game_id)
            if row is None or row.status != "active" or row.version != version:
                return None
            g = await self._load(game_id, row)
            public: list[str] = []
            private: dict[int, list[str]] = {}
            board = image = False
            # the seats pending at the deadline (evaluated once); each gets automatic decisions
            # for the rest of its current turn: while it stays the only seat prompted in the same
            # phase (a Mare Nostrum construction turn is several decisions: what, where, payment;
            # a 7 Wonders Duel "play again"), so an absent player costs the table one deadline,
            # not several.  A new phase (a new round) is not the rest of the turn: the seat gets
            # a deadline for it even when it happens to be the first to decide there.
            phase = g.engine.prompt(g.state).phase
            for seat in g.engine.prompt(g.state).seats:
                if g.row.status != "active" or seat not in g.engine.prompt(g.state).seats:
                    continue
                public.append(self._timeout_line(g.names.get(seat, f"Player {seat + 1}")))
                for _ in range(MAX_TIMEOUT_CHAIN):
                    action = g.engine.dump_action(g.engine.timeout_action(g.state, seat))
                    g, events, changed, pictured = await self._commit(
                        g, seat, g.user_of(seat), action, None, "timeout"
                    )
                    board, image = board or changed, image or pictured
                    pub, priv = self._lines(events, g)
                    public += pub
                    for user, lines in priv.items():
                        private.setdefault(user, []).extend(lines)
                    now_prompt = g.engine.prompt(g.state)
                    if g.row.status != "active" or now_prompt.seats != (seat,) or now_prompt.phase != phase:
                        break
            return self._outbox(self._info(g), public, private, board, image)

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """End a lobby or active game without a result (the host, or a user with
        ``is_admin``, e.g. Manage Server).  Raises UnknownGame, GameNotActive (already over),
        Forbidden."""
        async with self._lock(game_id):
            g = await self._load(game_id)
            if g.row.status not in ("lobby", "active"):
                raise self._not_active(g.row)
            if user_id != g.row.host_id and not is_admin:
                raise Forbidden("Only the host or a server manager can abandon this game.")
            was_active = g.row.status == "active"
            if not await self.storage.update_game(
                game_id, g.row.version, now=self.clock(), status="abandoned", deadline=None
            ):
                raise StaleVersion(STALE_MESSAGE)
            g = await self._load(game_id)
            info = self._info(g)
            seat = g.seat_of(user_id)
            who = g.names[seat] if seat is not None else "a server manager"
            return Outbox(
                game=info, public_lines=[f"The game was abandoned by {who}."], board=was_active, mention_user_ids=[]
            )

    # ---- queries -----------------------------------------------------------------------------
    async def info(self, game_id: int) -> GameInfo:
        """The game as the outside world may see it.  Raises UnknownGame."""
        return self._info(await self._load(game_id))

    async def public_state(self, game_id: int) -> tuple[GameInfo, Engine, Any]:
        """Internal (application only): the info, the engine and the FULL state (None in the
        lobby).  Anything shown to people must go through ``engine.player_view``."""
        g = await self._load(game_id)
        return self._info(g), g.engine, g.state

    async def public_view(self, game_id: int) -> tuple[GameInfo, Any]:
        """The info and the public view ``engine.player_view(state, None)`` (None in the
        lobby), built once per stored state (the renderer draws from it).  Raises UnknownGame."""
        g = await self._load(game_id)
        view = None if g.state is None else self._public_view(game_id, g.engine, g.state)
        return self._info(g), view

    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        """The user's private panel (``engine.panel(state, seat)``, names filled in).  Raises
        UnknownGame, GameNotActive (lobby or abandoned), NotAPlayer."""
        g = await self._load(game_id)
        if g.row.status in ("lobby", "abandoned"):
            raise self._not_active(g.row)
        seat = g.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(f"You are not playing in game #{game_id}.")
        p = g.engine.panel(g.state, seat)
        return self._info(g), p.model_copy(
            update={"title": fill_names(p.title, g.names), "text": fill_names(p.text, g.names)}
        )

    async def log(self, game_id: int, limit: int | None = None) -> list[str]:
        """The public log (names filled in), oldest first; the last ``limit`` lines if given.
        Private events are never included.  Raises UnknownGame."""
        g = await self._load(game_id)
        if g.state is None:
            return []
        lines = [self._start_line(g)]
        for row in await self.storage.actions(game_id):
            if row.source == "timeout":
                lines.append(self._timeout_line(g.names.get(row.seat, f"Player {row.seat + 1}")))
            events = [Event.model_validate(e) for e in row.events]
            lines += self._lines(events, g)[0]
        lines = self._with_result(self._info(g), lines)
        return lines[-limit:] if limit else lines

    async def active_games(self) -> list[GameInfo]:
        """Every active game, oldest first."""
        return [self._info(await self._load(r.id)) for r in await self.storage.games(statuses=("active",))]

    async def games_in_channel(self, channel_or_thread_id: int) -> list[GameInfo]:
        """Games whose channel or thread is this id: lobby and active ones first, then the
        others, newest first within each group."""
        rows = await self.storage.games(channel_id=channel_or_thread_id)
        rows.sort(key=lambda r: (r.status not in ("lobby", "active"), -r.id))
        return [self._info(await self._load(r.id)) for r in rows]


def resolve_option(panel: Panel, path: str) -> dict[str, Any]:
    """The action of the leaf at ``path`` (``"k1.k2"``) in ``panel``.  Raises Illegal for an
    unknown key, an inner node (needs a further choice) or a disabled option (its reason)."""
    options: list[Option] = panel.options
    node: Option | None = None
    for key in path.split("."):
        node = next((o for o in options if o.key == key), None)
        if node is None:
            raise Illegal("That choice is not available any more. Use Play my turn for a fresh panel.", "unknown_option")
        if node.disabled:
            raise Illegal(node.disabled, "disabled_option")
        options = node.children
    if node is None or node.action is None:
        raise Illegal("That choice needs a further selection.", "incomplete_option")
    return node.action


__all__ = ["Service", "fill_names", "resolve_option", "same_step", "seat_order", "STALE_MESSAGE", "PLATFORM_OPTIONS"]
