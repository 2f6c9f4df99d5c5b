"""The acting path (``Service.play``): a player's private panel, an action or a panel option
applied, taking a move back, and the deadline's automatic decisions.

Each change takes the game's lock, checks who may act now (the prompted seats, or a seat with
a side action: an *interjection*), and goes through the commit path
(:class:`~bot.core.game.CommitPath`: engine step, step plan, compare-and-swap, bookkeeping);
then conceded and automatic seats the engine prompts decide at once
(:meth:`~bot.features.seats.Seats.play_conceded`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.core.errors import AlreadyApplied, Illegal, NotAPlayer, NotYourTurn, StaleVersion, UnknownGame
from bot.core.game import CommitPath, GameCore, LoadedGame
from bot.core.inputs import check_call
from bot.core.models import GameInfo, Outbox
from bot.features import undo
from bot.features.autoseats import absent_level
from bot.features.lines import ALREADY_APPLIED, STALE_MESSAGE, timeout_line
from bot.features.seats import Seats
from engines.base import Engine, IllegalAction, Option, Panel, Prompt
from engines.text import Text, msg

#: at most this many automatic decisions for one absent seat at one deadline
MAX_TIMEOUT_CHAIN = 100


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


def conceded(g: LoadedGame, seat: int) -> bool:
    """Whether ``seat`` conceded (the automatic player decides for it, never out of turn)."""
    return any(s.seat == seat and s.conceded for s in g.seats)


def not_your_turn(g: LoadedGame, prompt: Prompt) -> NotYourTurn:
    """The refusal of a seat that may not act now, naming who the game waits for."""
    waiting = [g.names.get(s, "?") for s in prompt.seats]
    return NotYourTurn(msg("bot-err-not-your-turn", waiting=waiting) if waiting else msg("bot-err-nobody-acts"))


def among(engine: Engine, action_data: dict[str, Any], actions: Any) -> bool:
    """Whether ``action_data`` is one of ``actions`` (engine actions); Illegal if malformed."""
    try:
        dumped = engine.dump_action(engine.parse_action(action_data))
    except IllegalAction as exc:
        raise Illegal(exc.message, exc.code) from None
    return any(engine.dump_action(a) == dumped for a in actions)


def check_ids(game_id: int, user_id: int, version: int, interaction_id: int | None) -> None:
    """BadInput unless every id fits a 64-bit column (:func:`bot.core.inputs.check_call`, the
    one validation every entry point makes first)."""
    check_call(game_id=game_id, user_id=user_id, version=version, interaction_id=interaction_id)


class Play:
    """The acting path: :meth:`panel`, :meth:`act`, :meth:`act_option`, :meth:`undo`,
    :meth:`can_undo` and :meth:`timeout`.  ``core`` loads, locks and describes games (and keeps
    the panels built once per state); ``commits`` is the commit path; ``seats`` plays conceded
    and automatic seats after each change, and its ``auto`` decides a strong deadline's moves."""

    def __init__(self, core: GameCore, commits: CommitPath, seats: Seats) -> None:
        self.core = core
        self.commits = commits
        self.seats = seats

    async def panel(self, game_id: int, user_id: int) -> tuple[GameInfo, Panel]:
        """The user's private panel (``engine.panel(state, seat)``: texts unrendered, seats as
        ``{pN}``; the edge renders them in the reader's language with ``info.names``).  Raises
        UnknownGame, GameNotActive (lobby or abandoned), NotAPlayer, BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        g = await self.core.load(game_id)
        if g.row.status in ("lobby", "abandoned"):
            raise self.core.not_active(g.row)
        seat = g.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
        panel = self.core.cached_panel(game_id, g.engine, g.state, seat)
        if panel.options and conceded(g, seat) and seat not in g.engine.prompt(g.state).seats:
            panel = panel.model_copy(update={"options": []})  # a conceded seat does not interject
        return self.core.game_info(g), panel

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
        (:func:`~bot.core.game.same_prompt`) their deadline and reminders stay; ``step_version``
        moves, so the panels drawn before it are outdated.  Its lines go into the current turn's
        message (no mention, no new board unless the engine calls it a picture moment)."""
        if source not in ("player", "timeout"):
            raise ValueError(f"source must be 'player' or 'timeout', not {source!r}")
        check_ids(game_id, user_id, version, interaction_id)
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
            self.core.cached_panel(game_id, g.engine, g.state, seat), path
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
        async with self.core.lock(game_id):
            # one query: the game and whether this interaction is already in the log
            row, applied = await self.core.storage.game_for_action(game_id, interaction_id)
            if row is None:
                raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))
            if row.status != "active":
                raise self.core.not_active(row)
            if applied:
                raise AlreadyApplied(ALREADY_APPLIED)
            g = self.core.current_rules(await self.core.load(game_id, row))
            seat = g.seat_of(user_id)
            if seat is None:
                raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
            prompt = g.engine.prompt(g.state)
            # a seat not prompted may only interject (Engine.side_actions: e.g. Mythology's Baal),
            # unless it conceded (the automatic player decides for it, and never out of turn)
            side = [] if seat in prompt.seats or conceded(g, seat) else g.engine.side_actions(g.state, seat)
            if seat not in prompt.seats and not side:
                raise not_your_turn(g, prompt)
            # a panel opened since the current step began stays valid while other seats seal
            # their parts of a simultaneous choice (a seat's options cannot depend on them)
            if not g.row.step_version <= version <= g.row.version:
                raise StaleVersion(STALE_MESSAGE)
            action = choose(g, seat)
            if side and not among(g.engine, action, side):
                raise not_your_turn(g, prompt)
            g, events, started, image = await self.commits.commit(g, seat, user_id, action, interaction_id, source)
            g, events, started, image = await self.seats.play_conceded(g, events, started, image)
            info = self.core.game_info(g)
            public, private = self.commits.lines(events, g)
            return self.commits.outbox(info, public, private, started, image)

    async def undo(self, game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
        """Take back the user's last move: see :func:`bot.features.undo.take_back` (checks,
        errors, the undo row of the log; the deadline stays)."""
        check_ids(game_id, user_id, version, interaction_id)
        return await undo.take_back(self.core, game_id, user_id, version, interaction_id)

    async def can_undo(self, game_id: int, user_id: int, info: GameInfo | None = None) -> bool:
        """Whether the user may take back a move now (the panel's Undo button); ``info``: the
        game as just read (saves a read when the answer for its version is known).  BadInput (ids)."""
        check_call(game_id=game_id, user_id=user_id)
        return await undo.can_undo(self.core, game_id, user_id, info)

    async def timeout(self, game_id: int, version: int) -> Outbox | None:
        """The deadline of ``version`` passed: each seat that still had to decide gets its
        ``engine.timeout_action`` through the same commit path as a player's action
        (``source='timeout'``), for the rest of that seat's turn (while it is the only seat
        prompted and ``engine.turn_key`` is the same, at most ``MAX_TIMEOUT_CHAIN`` decisions); the
        next seat gets a new deadline.  In a game whose ``absent_player`` option is "strong"
        (:func:`bot.features.autoseats.absent_level`) each of those decisions is the search
        player's instead, through ``seats.auto`` (off the event loop, as a strong seat's; a failed
        search falls back to the standard decision).  Idempotent: returns None (nothing changed)
        when the game is gone, not active or past ``version``.  BadInput (ids, version)."""
        check_call(game_id=game_id, version=version)
        async with self.core.lock(game_id):
            row = await self.core.storage.get_game(game_id)
            if row is None or row.status != "active" or row.version != version:
                return None
            if row.deadline is None:  # the clock is stopped (paused, a vacation): it waits
                return None
            g = self.core.current_rules(await self.core.load(game_id, row))
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
                public.append(timeout_line(seat, level))
                for _ in range(MAX_TIMEOUT_CHAIN):
                    if level == "strong":  # the search player, in the automatic seats' pool
                        action = await self.seats.auto.decide(g.engine, g.state, seat, level, g.row.seed + g.row.version)
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
            outbox = self.commits.outbox(self.core.game_info(g), public, private, started, image)
            outbox.offers = await self.seats.open_seats(game_id, timed_out)
            return outbox
