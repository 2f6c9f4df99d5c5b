"""The lobby (``Service.lobby``): a game created with its options checked, players joining,
leaving and making the lobby's choice (``Engine.lobby_choice``), the start, and abandoning a game.

Every change is made under the game's lock with a compare-and-swap on ``games.version``
(``Storage.update_game``); the start is the one that runs the engine (``engine.start``), gives the
first step its deadline (:class:`~bot.features.timekeeping.TimeKeeping`) and lets automatic seats
prompted first decide at once (:meth:`~bot.features.seats.Seats.play_conceded`, through the
commit path).
"""

from __future__ import annotations

import random
import secrets
from typing import Any

from bot.core.errors import BadOption, Forbidden, LobbyError, NotAPlayer, StaleVersion, UnknownGame
from bot.core.game import (
    CommitPath,
    GameCore,
    LoadedGame,
    engine_named,
    engine_options,
    seat_arg,
)
from bot.core.inputs import check_call, check_id, check_optional_id, clean_name
from bot.core.models import GameInfo, Outbox
from bot.core.options import ACCEPTED, LOBBY_CHOICES, check_platform_options
from bot.features.autoseats import auto_choices
from bot.features.lines import STALE_MESSAGE, start_line
from bot.features.seats import Seats
from bot.features.timekeeping import TimeKeeping
from engines.base import Engine, LobbyChoice
from engines.text import msg


def seat_order(user_ids: list[int], seed: int) -> list[int]:
    """The seat order for ``user_ids`` (lobby order), shuffled reproducibly from the game seed
    (a generator of its own, so the engine's draws from the same seed are not correlated)."""
    order = list(user_ids)
    random.Random(f"agora/seats/{seed}").shuffle(order)
    return order


def validate_options(engine: Engine, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` checked for ``engine`` and returned (numbers made floats, the platform's
    options normalised): the platform options (bot/core/options.py ``PLATFORM``, each with its own
    check; never ``lobby_choices``) and the engine's own keys, of the default's type
    (:func:`check_option_types`) and among its values (:func:`check_option_choices`), then one
    ``engine.setup`` (which raises ValueError on what it refuses).  Raises BadOption."""
    known = set(engine.default_options()) | {o.key for o in ACCEPTED}
    unknown = sorted(set(options) - known)
    if unknown:
        raise BadOption(
            msg("bot-err-unknown-option", title=engine.title, known=", ".join(sorted(known)))
        )
    check_platform_options(options)  # each platform option's own check (bot/core/options.py)
    check_option_types(engine, options)
    check_option_choices(engine, options)
    setup_options = engine_options(engine, options)
    try:  # the engine validates its own options in setup (raises ValueError)
        engine.setup(engine.seat_range(setup_options)[0], setup_options, 0)
    except ValueError as exc:
        raise BadOption(msg("bot-err-bad-option", error=str(exc))) from None
    return options


def check_option_types(engine: Engine, options: dict[str, Any]) -> None:
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


def check_option_choices(engine: Engine, options: dict[str, Any]) -> None:
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


class Lobby:
    """The lobby's operations and the abandon.  ``core`` loads, locks and describes games;
    ``commits`` is the commit path (the lines of the automatic seats' first decisions); ``time``
    gives the first step its deadline; ``seats`` plays the automatic seats prompted first."""

    def __init__(self, core: GameCore, commits: CommitPath, time: TimeKeeping, seats: Seats) -> None:
        self.core = core
        self.commits = commits
        self.time = time
        self.seats = seats

    async def _info(self, game_id: int) -> GameInfo:
        return self.core.game_info(await self.core.load(game_id))

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
        engine = engine_named(engine_id)
        opts = validate_options(engine, dict(options or {}))
        seed = secrets.randbits(53) if seed is None else int(seed)
        game_id = await self.core.storage.create_game(
            engine=engine_id,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            host_name=host_name,
            schema_version=engine.schema_version,
            seed=seed,
            options=opts,
            now=self.core.clock(),
        )
        return await self._info(game_id)

    def check_new_game(self, engine_id: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """What :meth:`create_game` checks before writing anything: the game exists and
        ``options`` are valid (returned validated).  No database, one engine setup: quick enough
        for the Discord layer to call before anything public appears.  Raises BadOption."""
        return validate_options(engine_named(engine_id), dict(options or {}))

    async def set_thread(self, game_id: int, thread_id: int) -> None:
        """Record the Discord thread the game lives in.  Raises UnknownGame."""
        if not await self.core.storage.set_thread(game_id, thread_id, self.core.clock()):
            raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))

    def _not_in_lobby(self, g: LoadedGame, game_id: int) -> LobbyError:
        """The refusal of a lobby operation on a game that left its lobby."""
        if g.row.status == "active":
            return LobbyError(msg("bot-err-already-started", game=str(game_id)))
        return LobbyError(self.core.not_active(g.row).message)

    async def join(self, game_id: int, user_id: int, name: str) -> GameInfo:
        """Take the next free seat.  Raises UnknownGame, LobbyError (started, already seated,
        full), BadInput (an id that is not a Discord id; ``name`` is cleaned: bot/core/inputs.py)."""
        check_id(user_id, "user")
        name = clean_name(name)
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "lobby":
                raise self._not_in_lobby(g, game_id)
            if g.seat_of(user_id) is not None:
                raise LobbyError(msg("bot-err-already-seated"))
            max_seats = g.engine.seat_range(engine_options(g.engine, g.row.options))[1]
            if len(g.seats) >= max_seats:
                raise LobbyError(msg("bot-err-full", n=max_seats))
            seats = [(s.user_id, s.name) for s in g.seats] + [(user_id, name)]
            if not await self.core.storage.update_game(game_id, g.row.version, now=self.core.clock(), seats=seats):
                raise StaleVersion(STALE_MESSAGE)
        return await self._info(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        """Give up one's lobby seat.  Raises UnknownGame, NotAPlayer, LobbyError (started; the
        host cannot leave: abandon instead), BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
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
            if not await self.core.storage.update_game(
                game_id, g.row.version, now=self.core.clock(), seats=seats, options=options
            ):
                raise StaleVersion(STALE_MESSAGE)
        return await self._info(game_id)

    def lobby_choice(self, info: GameInfo) -> LobbyChoice | None:
        """The choice the players of ``info`` make in its lobby (``Engine.lobby_choice``), if any."""
        engine = engine_named(info.engine)
        return engine.lobby_choice(engine_options(engine, info.options))

    async def choose(self, game_id: int, user_id: int, value: str) -> GameInfo:
        """Record a seated player's lobby choice (``Engine.lobby_choice``, e.g. a Mare Nostrum
        civilization), replacing its earlier one.  Raises UnknownGame, NotAPlayer (not seated),
        LobbyError (started, nothing to choose, unknown value, taken by another player),
        BadInput (ids; ``value`` not a short text)."""
        check_call(game_id=game_id, user_id=user_id, texts={"value": value})
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "lobby":
                raise self._not_in_lobby(g, game_id)
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
            if not await self.core.storage.update_game(game_id, g.row.version, now=self.core.clock(), options=options):
                raise StaleVersion(STALE_MESSAGE)
        return await self._info(game_id)

    async def start(self, game_id: int, user_id: int, order: list[int] | None = None) -> Outbox:
        """Start the game (host only): seats shuffled by the seed, ``engine.setup`` (with the
        lobby's choices, if the engine asks for one, in seat order), first deadline.  ``order``:
        the seat order given instead of the shuffle (the user ids of the lobby, each once: a
        tournament's pairing, bot/features/tournaments.py).  Raises UnknownGame, LobbyError
        (started, too few players, a player has not chosen, an ``order`` that is not the
        lobby's players), Forbidden, BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        order_given = order
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "lobby":
                raise self._not_in_lobby(g, game_id)
            if user_id != g.row.host_id:
                host = next((s.name for s in g.seats if s.user_id == g.row.host_id), None)
                raise Forbidden(msg("bot-err-only-host-starts", host=f"<@{g.row.host_id}>" if host is None else host))
            setup_options = engine_options(g.engine, g.row.options)
            min_seats = g.engine.seat_range(setup_options)[0]
            if len(g.seats) < min_seats:
                raise LobbyError(msg("bot-err-need-players", title=g.engine.title, min=min_seats, n=len(g.seats)))
            by_user = {s.user_id: s for s in g.seats}
            order = seat_order([s.user_id for s in g.seats], g.row.seed)
            if order_given is not None:
                if sorted(order_given) != sorted(order):
                    raise LobbyError(msg("tour-err-seat-order"))
                order = list(order_given)
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
            now = self.core.clock()
            # the first decision waits while its player is on vacation (bot/features/timekeeping.py)
            first = [order[s] for s in g.engine.prompt(state).seats if s < len(order)]
            ok = await self.core.storage.update_game(
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
            g = await self.core.load(game_id)
            # automatic seats prompted first decide at once (their lines follow the start's)
            g, events, _, _ = await self.seats.play_conceded(g, [], set(), False)
            info = self.core.game_info(g)
            public, private = self.commits.lines(events, g)
            return Outbox(
                game=info, public_lines=[start_line(g), *public], private_lines=private, board=True,
                mention_user_ids=info.to_act,
            )

    async def abandon(self, game_id: int, user_id: int, is_admin: bool) -> Outbox:
        """End a lobby or active game without a result (the host, or a user with
        ``is_admin``, e.g. Manage Server).  Raises UnknownGame, GameNotActive (already over),
        Forbidden, BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status not in ("lobby", "active"):
                raise self.core.not_active(g.row)
            if user_id != g.row.host_id and not is_admin:
                raise Forbidden(msg("bot-err-only-host-abandons"))
            was_active = g.row.status == "active"
            if not await self.core.storage.update_game(
                game_id, g.row.version, now=self.core.clock(), status="abandoned", deadline=None
            ):
                raise StaleVersion(STALE_MESSAGE)
            g = await self.core.load(game_id)
            info = self.core.game_info(g)
            by = g.seat_of(user_id)
            line = msg("bot-abandoned-by", player=seat_arg(by)) if by is not None else msg("bot-abandoned-by-admin")
            return Outbox(game=info, public_lines=[line], board=was_active, mention_user_ids=[])
