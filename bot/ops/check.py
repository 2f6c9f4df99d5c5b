"""``agora check [--database DB]``: does every stored game replay under the installed code?
(an update must not change stored games: docs/architecture.md "Rules versions").

Run it BEFORE restarting the bot on a new version of Agora: it reads the database (SQLite, or
PostgreSQL with ``postgresql://...``) read-only and changes nothing (SQLite: opened read-only,
leaving no ``-wal``/``-shm`` file, a missing file is reported and not created; PostgreSQL: one read-only transaction, a
consistent snapshot while the bots run).  For every game with a state (active, finished and
abandoned ones; a lobby has nothing to replay) it replays the action log exactly as undo does
(:func:`bot.features.undo.replay`: from ``Engine.start`` under the game's set-up rules version, upgrading
where the log's rules version goes up) and says, in one line per game:

- ``identical``: every action replays to the events it logged, and the last state is the
  stored one.  Events whose only difference is their ``text`` (a message's wording or
  arguments: what a text fix changes, and no rules version covers) do not make a game differ;
  the line adds how many actions' events read differently now;
- ``same state, log differs from action N ...``: every action replays and the last state is the
  stored one, but from action N on the replay logs other events than the log holds (an event
  added or changed by a code that kept the rules version: a fix of the log, not of the game;
  tests/golden/test_rules_digests.py keeps an engine from doing that again).  Reported, not
  blocking: the game plays on exactly, and its log keeps what it said then;
- ``differs from action N (kind 'k' by seat s): ...``: action N is the first whose replay does
  not match the log, and the state differs (at the end, or the engine refuses a row).  Each log row keeps the events its action produced when it was applied, so
  the replay is compared row by row with those events: the first row whose events differ, or
  that the engine now refuses, is action N, and the line says what differs (the first differing
  event, or the engine's refusal).  When every row gives its events but the final state differs
  from the stored one (a change that shows in no event), the line says ``differs after the last
  action (N)`` and names the first differing field of the state's JSON (a dotted path);
- ``cannot be loaded: ...``: the installed code cannot read the game (an unknown engine, a state
  that does not parse, a rules version newer than the engine's).  Such a game is set aside at
  the bot's start (bot/app/agora.py) and waits, untouched, for a code that can load it.

N counts the rows of the log from 1 (``actions.seq``, undo rows included), as ``/agora log``
lists the moves.  The exit code is 0 when every game is identical or differs only in its log, 1
otherwise (2: the database cannot be read at all).  ``agora doctor`` runs the same check and reports its summary.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engines
from bot.core import versions
from bot.features import undo
from bot.storage.sqlite import ActionRow, GameRow, connect_reader, not_a_file
from engines.base import Engine, IllegalAction

IDENTICAL, LOGGED_DIFFERENTLY, DIFFERS, UNLOADABLE = "identical", "same state, log differs", "differs", "cannot be loaded"
#: the verdicts that do not block an update (``agora check`` exits 0)
PLAYABLE = (IDENTICAL, LOGGED_DIFFERENTLY)


class CannotRead(Exception):
    """The database cannot be read at all (missing file, not a database, server down)."""


@dataclass
class GameCheck:
    """The verdict on one game: ``verdict`` (:data:`IDENTICAL`, :data:`LOGGED_DIFFERENTLY`,
    :data:`DIFFERS`, :data:`UNLOADABLE`), ``detail`` (plain words after the verdict, "" when identical),
    ``action``: the first differing row's seq (None when the difference is not in one row)."""

    game_id: int
    title: str
    status: str
    actions: int
    verdict: str
    detail: str = ""
    action: int | None = None
    set_aside: str | None = None

    def line(self) -> str:
        """The report's line for this game."""
        head = f"game #{self.game_id} ({self.title}, {self.status}, {self.actions} action{'' if self.actions == 1 else 's'})"
        aside = f" [set aside: {self.set_aside}]" if self.set_aside else ""
        if self.verdict == IDENTICAL:
            return f"{head}: identical{' (' + self.detail + ')' if self.detail else ''}{aside}"
        return f"{head}: {self.detail}{aside}"


@dataclass
class CheckReport:
    """Every game's :class:`GameCheck`, in id order, and the database's description."""

    where: str
    games: list[GameCheck] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """No game blocks the update: every one is identical or differs only in its log."""
        return all(g.verdict in PLAYABLE for g in self.games)

    def counts(self) -> dict[str, int]:
        return {v: sum(g.verdict == v for g in self.games) for v in (IDENTICAL, LOGGED_DIFFERENTLY, DIFFERS, UNLOADABLE)}

    def summary(self) -> str:
        """One sentence: how many games were checked and how many differ or cannot be loaded."""
        c = self.counts()
        n = len(self.games)
        if not n:
            return "No stored game to check."
        head = f"{n} game{'' if n == 1 else 's'} checked"
        logged = c[LOGGED_DIFFERENTLY]
        log_note = (f" {logged} of them replay{'s' if logged == 1 else ''} to the same state but log{'s' if logged == 1 else ''} "
                    "other events than stored (their logs keep what was said then; not blocking)."
                    if logged else "")
        if self.ok:
            if not logged:
                return f"{head}: every one replays identically under the installed code."
            return f"{head}: every one replays to its stored state under the installed code.{log_note}"
        return (f"{head}: {c[IDENTICAL]} identical, {logged} with the same state but another log, "
                f"{c[DIFFERS]} differ{'s' if c[DIFFERS] == 1 else ''}, "
                f"{c[UNLOADABLE]} cannot be loaded. Do not restart the bot on this version before "
                "the games that differ are understood (docs/operations.md, section Updating).")

    def text(self) -> str:
        return "\n".join([f"Checking {self.where}", *(g.line() for g in self.games), self.summary()])


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """The dotted path of the first place where the JSON values ``a`` and ``b`` differ, with
    both values (short), or None when they are equal."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in list(a) + [k for k in b if k not in a]:
            if key not in a or key not in b:
                return f"{path + '.' if path else ''}{key} ({'missing' if key not in a else 'present'} in the stored one)"
            found = first_difference(a[key], b[key], f"{path + '.' if path else ''}{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        if len(a) != len(b):
            return f"{path or 'the state'} ({len(b)} items stored, {len(a)} replayed)"
        return None
    if a != b:
        return f"{path or 'the state'} (stored {_short(b)}, replayed {_short(a)})"
    return None


def _short(value: Any, limit: int = 60) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _jsonable(value: Any) -> Any:
    """``value`` as it reads back from the log's JSON text."""
    return json.loads(json.dumps(value))


def check_game(row: GameRow, seats: int, rows: Sequence[ActionRow], get_engine: Callable[[str], Engine] = engines.get) -> GameCheck:
    """The verdict on the game ``row`` with ``seats`` players and its action log ``rows`` (see
    the module docstring).  Pure: reads nothing, changes nothing."""

    def verdict(title: str, v: str, detail: str = "", action: int | None = None) -> GameCheck:
        return GameCheck(row.id, title, row.status, len(rows), v, detail, action, row.set_aside)

    try:
        engine = get_engine(row.engine)
    except Exception as exc:  # noqa: BLE001 (unknown id, or its module fails to import)
        return verdict(row.engine, UNLOADABLE, f"cannot be loaded: the game {row.engine!r} is not known to this "
                       f"Agora ({type(exc).__name__})")
    title = engine.title
    assert row.state is not None
    try:
        stored = versions.loadable(engine, row.state, row.schema_version, row.rules_version)
    except Exception as exc:  # noqa: BLE001 (pydantic's ValidationError, RulesTooNew...: the finding)
        return verdict(title, UNLOADABLE, f"cannot be loaded: {_reason(exc)}")
    try:
        initial = undo.start_of(engine, seats, row.options, row.seed, row.rules_version)
    except Exception as exc:  # noqa: BLE001
        return verdict(title, DIFFERS, f"differs from the start: its set-up fails ({_reason(exc)})")
    mismatch: list[tuple[ActionRow, str]] = []
    reworded: list[int] = []

    def seen(log_row: ActionRow, events: Sequence[Any]) -> None:
        if mismatch:
            return
        replayed = _jsonable([e.model_dump(mode="json") for e in events])
        if replayed == log_row.events:
            return
        if _textless(replayed) == _textless(log_row.events):  # only the wording: not the game
            reworded.append(log_row.seq)
            return
        mismatch.append((log_row, _event_difference(log_row.events, replayed)))

    try:
        state, _ = undo.replay(engine, initial, rows, seen=seen)
    except undo.ReplayFailed as exc:
        if mismatch:  # an earlier row already went another way
            return _differs(verdict, title, *mismatch[0])
        return _differs(verdict, title, exc.row, f"the engine refuses it now: {_reason(exc.cause)}")
    except Exception as exc:  # noqa: BLE001 (a corrupt log, BadLog)
        return verdict(title, DIFFERS, f"differs: its log does not replay ({_reason(exc)})")
    replayed_json = json.loads(engine.dump_state(state))
    stored_json = json.loads(engine.dump_state(stored))
    where = first_difference(replayed_json, stored_json)
    if mismatch:
        if where is not None:  # the state differs too: the first row that went another way
            return _differs(verdict, title, *mismatch[0])
        first, what = mismatch[0]
        kind = first.action.get("kind", "undo" if undo.is_undo(first.action) else "?")
        return verdict(title, LOGGED_DIFFERENTLY, f"same state, log differs from action {first.seq} (kind {kind!r} by "
                       f"seat {first.seat}): {what}; the replayed state is the stored one, so the game plays on "
                       "(its log keeps the events it stored)", first.seq)
    if where is not None:
        last = rows[-1].seq if rows else 0
        return verdict(title, DIFFERS, f"differs after the last action ({last}): the final state differs at {where}")
    found = verdict(title, IDENTICAL)
    if reworded:
        n = len(reworded)
        found.detail = (f"the texts of the events of {n} action{'' if n == 1 else 's'} read differently now "
                        f"from action {reworded[0]} on; the game is the same")
    return found


def _differs(verdict: Callable[..., GameCheck], title: str, row: ActionRow, what: str) -> GameCheck:
    kind = row.action.get("kind", "undo" if undo.is_undo(row.action) else "?")
    return verdict(title, DIFFERS, f"differs from action {row.seq} (kind {kind!r} by seat {row.seat}): {what}", row.seq)


def _textless(events: list[Any]) -> list[Any]:
    """Events without their ``text`` (the wording: a fix of a message's arguments changes no
    game)."""
    return [{k: v for k, v in e.items() if k != "text"} if isinstance(e, dict) else e for e in events]


def _event_difference(stored: list[Any], replayed: list[Any]) -> str:
    """What differs between the events a row logged and those its replay gives."""
    for i, (a, b) in enumerate(zip(stored, replayed)):
        if a != b:
            where = first_difference(b, a, f"event {i + 1}")
            return f"its events differ at {where}"
    return f"it logged {len(stored)} event{'' if len(stored) == 1 else 's'}, the replay gives {len(replayed)}"


def _reason(exc: BaseException) -> str:
    if isinstance(exc, IllegalAction):
        return f"{exc.code}: {exc}"
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")


# ---- reading a database read-only ------------------------------------------------------------
_GAME_FIELDS = list(GameRow.model_fields)
_ACTION_FIELDS = list(ActionRow.model_fields)


def _game_row(data: dict[str, Any]) -> GameRow:
    data = {k: v for k, v in data.items() if k in _GAME_FIELDS}
    data["options"] = json.loads(data.get("options") or "{}")
    return GameRow.model_validate(data)


def _action_row(data: dict[str, Any]) -> ActionRow:
    data = {k: v for k, v in data.items() if k in _ACTION_FIELDS}
    data["action"] = json.loads(data["action"])
    data["events"] = json.loads(data.get("events") or "[]")
    return ActionRow.model_validate(data)


def check_sqlite(path: Path, get_engine: Callable[[str], Engine] = engines.get) -> CheckReport:
    """The check of the SQLite database at ``path``, opened read-only
    (:func:`bot.storage.sqlite.connect_reader`: nothing is written, a missing file is not created,
    no ``-wal``/``-shm`` file is left beside it).  Raises :class:`CannotRead`."""
    problem = not_a_file(path)
    if problem:
        raise CannotRead(problem)
    if not path.exists():
        raise CannotRead(f"There is no database at {path}: nothing to check.")
    try:
        con = connect_reader(path)
    except sqlite3.Error as exc:
        raise CannotRead(f"{path} cannot be opened: {exc}.") from None
    try:
        con.row_factory = sqlite3.Row
        games = [dict(r) for r in con.execute("SELECT * FROM games WHERE state IS NOT NULL ORDER BY id")]
        report = CheckReport(str(path))
        for game in games:
            (seats,) = con.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game["id"],)).fetchone()
            actions = [dict(r) for r in con.execute("SELECT * FROM actions WHERE game_id = ? ORDER BY seq", (game["id"],))]
            report.games.append(_check_rows(game, int(seats), actions, get_engine))
        return report
    except sqlite3.DatabaseError as exc:
        raise CannotRead(f"{path} is not a readable Agora database ({exc}).") from None
    finally:
        con.close()


async def check_postgres(url: str, get_engine: Callable[[str], Engine] = engines.get) -> CheckReport:
    """The check of the PostgreSQL database ``url``, in ONE read-only transaction (repeatable
    read: one snapshot while the bots run).  Raises :class:`CannotRead`."""
    import asyncpg

    from bot.storage.postgres import redact

    where = redact(url)
    try:
        con = await asyncpg.connect(url, timeout=10)
    except (OSError, TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
        raise CannotRead(f"PostgreSQL at {where} does not answer ({type(exc).__name__}: {exc}).") from None
    try:
        async with con.transaction(readonly=True, isolation="repeatable_read"):
            games = [dict(r) for r in await con.fetch("SELECT * FROM games WHERE state IS NOT NULL ORDER BY id")]
            report = CheckReport(where)
            for game in games:
                seats = await con.fetchval("SELECT COUNT(*) FROM seats WHERE game_id = $1", game["id"])
                actions = [dict(r) for r in await con.fetch("SELECT * FROM actions WHERE game_id = $1 ORDER BY seq", game["id"])]
                report.games.append(_check_rows(game, int(seats), actions, get_engine))
            return report
    except asyncpg.PostgresError as exc:
        raise CannotRead(f"PostgreSQL at {where} is not a readable Agora database ({type(exc).__name__}: {exc}).") from None
    finally:
        await con.close()


def _check_rows(game: dict[str, Any], seats: int, actions: list[dict[str, Any]], get_engine: Callable[[str], Engine]) -> GameCheck:
    """:func:`check_game` of raw rows (a database of any schema: columns it lacks take their
    defaults, e.g. rules version 1)."""
    try:
        row = _game_row(game)
        rows = [_action_row(a) for a in actions]
    except Exception as exc:  # noqa: BLE001 (a row this code cannot read)
        return GameCheck(int(game["id"]), str(game.get("engine")), str(game.get("status")), len(actions), UNLOADABLE,
                         f"cannot be loaded: its rows do not read ({_reason(exc)})")
    return check_game(row, seats, rows, get_engine)


async def check(database: str | Path, get_engine: Callable[[str], Engine] = engines.get) -> CheckReport:
    """The check of ``database`` (a SQLite path or a ``postgresql://`` URL).  Raises
    :class:`CannotRead`."""
    from bot.storage.postgres import is_postgres_url

    if is_postgres_url(database):
        return await check_postgres(str(database), get_engine)
    from bot.storage.sqlite import sqlite_path

    return check_sqlite(sqlite_path(database), get_engine)


__all__ = ["LOGGED_DIFFERENTLY", "PLAYABLE", "CannotRead", "CheckReport", "GameCheck", "check", "check_game", "check_postgres", "check_sqlite", "first_difference"]
