"""Taking back a move ("Undo"): the undo rows of the action log and their replay.

A player may take back their own last decision while:

- the game is active and the decision was theirs (``source='player'``: never an automatic
  decision made when time ran out);
- nobody else acted after it (every later row of the log is that seat's own: its later decisions,
  themselves taken back, and their undo rows), so a player takes back their last decisions one
  by one, newest first; an interjection (a move out of turn, ``Engine.side_actions``) is another
  seat acting: the interjector may take it back like any move, and the player whose turn it
  interrupted can no longer take back its own earlier decisions;
- the engine says the decision is undoable (:meth:`engines.base.Engine.undoable`: it revealed
  nothing hidden and drew nothing random).

An undo is one row appended to the action log (``source='player'``, the action
``{"undo": <seq of the row taken back>}``, one public event "X took back their move"): the log
stays append-only, the undone row stays in it.  Replaying the log (:func:`replay`) applies the
ordinary rows and, at an undo row, returns to the state before the row it names, which must be
the last row still standing.  The new state is that state exactly (same JSON text), computed by
replaying the log from the seed (the pre-move state is not stored): the undone decision drew
nothing random, so the replay is the game.

Cost: one replay of the game's log per undo (run in a worker thread; a whole Mare Nostrum game,
about 1000 rows, replays in 0.7 s on a loaded test machine), and the Undo button's check is kept
per game version (after a restart it replays only when the last move standing is the clicker's).

Deadline: an undo does not extend it.  The deadline in force stays as it is (the restored
decision gets no fresh time), and so do the reminders of that deadline already sent (each goes
out once per deadline); the version moves, so panels drawn before the undo are outdated.
"""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot.core import versions
from bot.core.errors import AlreadyApplied, Illegal, NotAPlayer, StaleVersion, UnknownGame
from bot.core.game import PLATFORM_OPTIONS, LoadedGame, ParsedState, same_prompt, same_step, seat_arg, turn_starts
from bot.core.models import GameInfo, Outbox
from bot.storage.sqlite import ActionRow, DuplicateInteraction
from engines.base import Engine, Event
from engines.text import Text, msg

if TYPE_CHECKING:
    from bot.core.game import GameCore

log = logging.getLogger(__name__)

#: the one key of an undo row's action (engine actions are discriminated on ``kind``)
UNDO_KEY = "undo"
#: games whose undo answer (version -> seat that may undo, or None) the service keeps
CACHED_GAMES = 1024


def is_undo(action: dict[str, Any]) -> bool:
    """Whether a logged action is an undo row (``{"undo": seq}``)."""
    return set(action) == {UNDO_KEY}


def undo_action(seq: int) -> dict[str, Any]:
    """The logged action of an undo of the row ``seq``."""
    return {UNDO_KEY: seq}


class BadLog(ValueError):
    """An undo row that does not name the last row still standing (a corrupt log)."""


class ReplayFailed(Exception):
    """The engine refused a row of the log while replaying it (``row``; ``cause``: what it
    raised, e.g. :class:`engines.base.IllegalAction` or :class:`bot.core.versions.RulesTooNew`)."""

    def __init__(self, row: ActionRow, cause: BaseException) -> None:
        super().__init__(f"row {row.seq} does not replay: {type(cause).__name__}: {cause}")
        self.row = row
        self.cause = cause


@dataclass
class Step:
    """One row still standing after a replay: the row, the state before it (None once another
    seat acted after it, or for an automatic decision: it can never be taken back) and after."""

    row: ActionRow
    before: Any
    after: Any


def replay(
    engine: Engine, initial: Any, rows: Sequence[ActionRow], seen: Callable[[ActionRow, list[Event]], None] | None = None
) -> tuple[Any, list[Step]]:
    """The state after ``rows`` from ``initial`` (the game's start, :func:`initial_state`) and the
    rows still standing, oldest first.  An undo row returns to the state before the row it names.
    Before a row applied under a newer rules version than the state's (``row.rules``), the state
    is upgraded to it (``Engine.upgrade_rules``, as the service did, bot/core/versions.py); the state
    before that row, which its undo restores, is the one before the upgrade.  Raises
    :class:`BadLog` for an undo row that names another row than the last standing one, and
    :class:`ReplayFailed` for a row the engine refuses (``engine.apply`` raises) or of a rules
    version newer than the engine's.  ``seen``: called with each applied row and the events its
    replay gave (``agora check`` compares them with the logged ones, bot/ops/check.py)."""
    state = initial
    stack: list[Step] = []
    for row in rows:
        if is_undo(row.action):
            target = row.action[UNDO_KEY]
            if not stack or stack[-1].row.seq != target or stack[-1].before is None:
                raise BadLog(f"row {row.seq} takes back row {target}, which is not the last one standing")
            state = stack.pop().before
            continue
        if stack and stack[-1].row.seat != row.seat:
            # another seat acts: the rows before can never be taken back (their states go)
            for step in stack:
                step.before = None
        try:
            current = versions.upgraded(engine, state, row.rules) if row.rules > engine.rules_of(state) else state
            new, events = engine.apply(current, row.seat, engine.parse_action(row.action))
        except Exception as exc:  # noqa: BLE001 (whatever the engine raises is the row's failure)
            raise ReplayFailed(row, exc) from exc
        if seen is not None:
            seen(row, events)
        stack.append(Step(row, state if row.source == "player" else None, new))
        state = new
    return state, stack


def standing(rows: Sequence[ActionRow]) -> list[ActionRow]:
    """The rows still standing after ``rows`` (no engine needed: undo rows pop the row they name),
    oldest first.  Raises :class:`BadLog` like :func:`replay`."""
    out: list[ActionRow] = []
    for row in rows:
        if is_undo(row.action):
            if not out or out[-1].seq != row.action[UNDO_KEY]:
                raise BadLog(f"row {row.seq} takes back row {row.action[UNDO_KEY]}, which is not the last one standing")
            out.pop()
        else:
            out.append(row)
    return out


def refusal(stack: Sequence[Step], rows: Sequence[ActionRow], seat: int) -> Text | None:
    """Why ``seat`` may not take back the last row standing (None: it may, engine permitting)."""
    if not stack:
        return msg("bot-undo-err-nothing")
    top = stack[-1]
    if top.row.seat != seat:
        return msg("bot-undo-err-not-yours", player=f"{{p{top.row.seat}}}")
    if top.row.source != "player":
        return msg("bot-undo-err-timeout")
    others = [r.seat for r in rows if r.seq > top.row.seq and r.seat != seat]
    if others or top.before is None:
        return msg("bot-undo-err-others-acted")
    return None


def engine_allows(engine: Engine, step: Step) -> bool:
    """``engine.undoable`` for a standing row (its logged events re-read)."""
    events = [Event.model_validate(e) for e in step.row.events]
    return bool(engine.undoable(step.before, step.after, step.row.seat, engine.parse_action(step.row.action), events))


def initial_state(g: "LoadedGame") -> Any:
    """The game's state at its start (what :meth:`Service.start` built), under the rules
    version it was set up under (``games.rules_version``)."""
    return start_of(g.engine, len(g.seats), g.row.options, g.row.seed, g.row.rules_version)


def start_of(engine: Engine, seats: int, options: dict[str, Any], seed: int, rules: int) -> Any:
    """The start of a game of ``engine`` with ``seats`` players, its stored ``options`` (the
    platform's own keys left out), ``seed`` and set-up rules version ``rules``
    (:func:`bot.core.versions.initial`)."""
    engine_options = {**engine.default_options(), **{k: v for k, v in options.items() if k not in PLATFORM_OPTIONS}}
    return versions.initial(engine, seats, engine_options, seed, rules)


def same_state(engine: Engine, state: Any, stored: str, schema_version: int) -> bool:
    """Whether ``state`` is the stored state text ``stored`` (compared as the installed code
    writes them: a state stored before rules versions has no ``rules`` field, read as 1)."""
    text = engine.dump_state(state)
    return text == stored or text == engine.dump_state(engine.load_state(stored, schema_version))


#: per service (its :class:`~bot.core.game.GameCore`): game id -> (version, the seat that may take
#: back its last move at that version, or None), the most recently used last; kept here, beside
#: the service, not written onto it
_CACHES: "weakref.WeakKeyDictionary[GameCore, OrderedDict[int, tuple[int, int | None]]]" = weakref.WeakKeyDictionary()


def _cache(svc: "GameCore") -> "OrderedDict[int, tuple[int, int | None]]":
    return _CACHES.setdefault(svc, OrderedDict())


def remember(svc: "GameCore", game_id: int, version: int, seat: int | None) -> None:
    """Remember who may take back the last move of ``game_id`` at ``version`` (None: nobody)."""
    cache = _cache(svc)
    cache[game_id] = (version, seat)
    cache.move_to_end(game_id)
    while len(cache) > CACHED_GAMES:
        cache.popitem(last=False)


def committed(
    svc: "GameCore", engine: Engine, game_id: int, version: int, seat: int, source: str, before: Any, after: Any, action: Any, events: list[Event]
) -> None:
    """After a commit at ``version``: the move just logged is the last one, so its seat may take
    it back exactly when it was a player's decision the engine calls undoable."""
    try:
        ok = source == "player" and engine.outcome(after) is None and engine.undoable(before, after, seat, action, events)
    except Exception:  # noqa: BLE001 (the move is committed: a failing hook only hides the Undo button)
        log.exception("game %s: %s.undoable failed; no undo offered for this move", game_id, engine.id)
        ok = False
    remember(svc, game_id, version, seat if ok else None)


async def can_undo(svc: "GameCore", game_id: int, user_id: int, info: GameInfo | None = None) -> bool:
    """Whether ``user_id`` may take back a move of ``game_id`` now (quick: the answer is kept per
    game version; after a restart it is worked out once from the log).  ``info``: the game as
    just read or changed (its version and seats): with a kept answer, no database read."""
    if info is not None:
        hit = _cache(svc).get(game_id)
        if info.status != "active":
            return False
        if hit is not None and hit[0] == info.version:
            return hit[1] is not None and info.seat_of(user_id) == hit[1]
    row = await svc.storage.get_game(game_id)
    if row is None or row.status != "active":
        return False
    hit = _cache(svc).get(game_id)
    if hit is None or hit[0] != row.version:
        g = await svc.load(game_id, row)
        try:
            rows = await svc.storage.actions(game_id)
            # the log alone first: only a player's own last move needs the replay (the states)
            last = standing(rows)
            who = last[-1].seat if last else None
            ok = who is not None and last[-1].source == "player"
            ok = ok and not any(r.seq > last[-1].seq and r.seat != who for r in rows)
            if ok:
                _, stack = await asyncio.to_thread(replay, g.engine, initial_state(g), rows)
                ok = refusal(stack, rows, who) is None and engine_allows(g.engine, stack[-1])  # type: ignore[arg-type]
        except Exception:  # noqa: BLE001 (a log that does not replay offers no undo; logged)
            log.exception("game %s: the action log does not replay; no undo offered", game_id)
            ok, who = False, None
        remember(svc, game_id, row.version, who if ok else None)
        hit = (row.version, who if ok else None)
    seats = await svc.seats_of(row)
    seat = next((s.seat for s in seats if s.user_id == user_id), None)
    return seat is not None and hit[1] == seat


async def take_back(svc: "GameCore", game_id: int, user_id: int, version: int, interaction_id: int | None) -> Outbox:
    """Take back the user's last move (see the module docstring).  Checks, in this order:
    UnknownGame, AlreadyApplied (the interaction is logged), GameNotActive, NotAPlayer,
    StaleVersion (``version`` is not the game's version), Illegal (nothing of theirs to take
    back, another player's move, an automatic move, another player acted since, or the engine
    says the move is final: each with its own message).  ONE transaction appends the undo row
    and stores the state before the move, version + 1; the deadline and the reminders sent
    stay."""
    async with svc.lock(game_id):
        row, applied = await svc.storage.game_for_action(game_id, interaction_id)
        if row is None:
            raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))
        if applied:
            raise AlreadyApplied(msg("bot-err-already-applied"))
        if row.status != "active":
            raise svc.not_active(row)
        g = await svc.load(game_id, row)
        seat = g.seat_of(user_id)
        if seat is None:
            raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
        if version != row.version:
            raise StaleVersion(msg("bot-err-stale"))
        engine = g.engine
        rows = await svc.storage.actions(game_id)
        # the game row and its log are two reads: another process (shards, a second bot) may
        # have committed between them (its undo or move bumps the version in the same
        # transaction that appends its row).  The version read again after the log tells: the
        # same version means the log read belongs to the row read; another one, the caller lost
        # the race and is told its button is outdated (it was told "nothing to undo"
        # and an ERROR claimed the log did not replay).
        latest = await svc.storage.get_game(game_id)
        if latest is None or latest.version != row.version:
            raise StaleVersion(msg("bot-err-stale"))
        # off the event loop: a whole Mare Nostrum game (about 1000 rows) replays in under a second
        try:
            state, stack = await asyncio.to_thread(replay, engine, initial_state(g), rows)
        except Exception:  # noqa: BLE001 (a log that does not replay: refused as can_undo offers none)
            log.exception("game %s: the action log does not replay; undo refused", game_id)
            raise Illegal(msg("bot-undo-err-nothing"), "replay_fails", g.names) from None
        if row.state is None or not same_state(engine, state, row.state, row.schema_version):
            log.error("game %s: the replay of its log differs from its stored state; undo refused", game_id)
            raise Illegal(msg("bot-undo-err-nothing"), "replay_differs", g.names)
        why = refusal(stack, rows, seat)
        if why is not None:
            raise Illegal(why, "cannot_undo", g.names)
        step = stack[-1]
        if not engine_allows(engine, step):
            raise Illegal(msg("bot-undo-err-final"), "final", g.names)
        before, after = step.before, step.after
        undone_events = [Event.model_validate(e) for e in step.row.events]
        retracted = [e.text for e in undone_events if e.to is None]
        line = Event(kind="undo", text=msg("bot-undo-line", player=seat_arg(seat)), data={"undoes": step.row.seq})
        p_before, p_after = engine.prompt(before), engine.prompt(after)
        # the undone move sealed part of a simultaneous choice: the step goes on (others' panels
        # stay valid); else a new step begins, with the deadline in force (no fresh time).  An
        # interjection taken back (a seat not prompted, Engine.side_actions) that had left the
        # step as it was: the panels drawn since are outdated, the clock goes on (as for the
        # interjection itself, bot.service.plan_step)
        side = step.row.seat not in p_before.seats
        sealing = not side and same_step(p_before, p_after)
        keep_clock = side and same_prompt(p_before, p_after)
        now = svc.clock()
        text = engine.dump_state(before)
        try:
            ok = await svc.storage.commit_action(
                game_id,
                row.version,
                seat=seat,
                user_id=user_id,
                action=undo_action(step.row.seq),
                events=[line.model_dump(mode="json")],
                interaction_id=interaction_id,
                source="player",
                state=text,
                schema_version=engine.schema_version,
                status="active",
                deadline=row.deadline,
                now=now,
                new_step=not sealing,
                keep_reminders=True,
                keep_clock=keep_clock,
                rules=engine.rules_of(before),
            )
        except DuplicateInteraction:
            raise AlreadyApplied(msg("bot-err-already-applied")) from None
        if not ok:
            raise StaleVersion(msg("bot-err-stale"))
        new_version = row.version + 1
        svc.seats_still(game_id, row.version, new_version)
        changes: dict[str, Any] = {"state": text, "schema_version": engine.schema_version, "version": new_version, "updated_at": now}
        if keep_clock:
            changes["step_version"] = new_version
            if row.clock_step == row.step_version:
                changes["clock_step"] = new_version
        elif not sealing:
            changes.update(step_version=new_version)
        svc.remember_parsed(game_id, ParsedState(engine, engine.schema_version, text, before, version=new_version))
        g = LoadedGame(row.model_copy(update=changes), g.seats, engine, before)
        # the next undo: the row now on top, if it is this seat's and the engine allows it
        stack.pop()
        logged = [*rows, ActionRow(game_id=game_id, seq=(rows[-1].seq + 1) if rows else 1, seat=seat, user_id=user_id,
                                   action=undo_action(step.row.seq), source="player", created_at=now)]
        again = bool(stack) and refusal(stack, logged, seat) is None and engine_allows(engine, stack[-1])
        remember(svc, game_id, new_version, seat if again else None)
        # the undone move had posted a new public message (a turn started, or a picture): the
        # restored position gets one too, with its picture; else its lines are struck in place
        started = turn_starts(p_before, p_after)
        board = bool(started) or (not sealing and engine.board_moment(before, after, undone_events))
        info = svc.game_info(g)
        return Outbox(
            game=info,
            public_lines=[line.text],
            retracted=retracted,
            board=board,
            image=board,
            mention_user_ids=[],
        )


def strike(lines: list[str], retracted: Sequence[str]) -> list[str]:
    """``lines`` (a turn message's rendered lines) with the last occurrence of each of
    ``retracted`` (the undone move's public lines, rendered) struck through (``~~...~~``, line by
    line).  Lines not found are left alone (the message was posted before a restart)."""
    out = list(lines)
    for text in reversed(list(retracted)):
        for i in range(len(out) - 1, -1, -1):
            if out[i] == text:
                out[i] = "\n".join(f"~~{part}~~" if part.strip() else part for part in text.split("\n"))
                break
    return out


__all__ = ["BadLog", "ReplayFailed", "Step", "can_undo", "is_undo", "replay", "standing", "strike", "take_back", "undo_action"]
