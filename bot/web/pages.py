"""What a game page shows, built from PUBLIC information only: the game's public row
(:class:`~bot.core.models.GameInfo`: title, players' names, who must decide, the deadline), the
engine's public status text (``engine.status_text(state, None)``: scores, civilizations...), the
public log (``Service.log_marked``: what the thread shows), the board and close-up drawn from
``engine.player_view(state, None)`` (the pictures the thread shows) and, for the replay scrubber,
the public views of the game's picture moments replayed from its action log, as ``agora replay``
chooses them (:func:`moments`).  No panel, seat view or private event is read.

A snapshot (:class:`Snapshot`) is built once per game version and reader's language and shared
by every open page (:class:`Pages` keeps the last ones); the pictures once per version.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any

import engines
import i18n
import render
from bot.app.agora import Agora
from bot.core import versions
from bot.core.errors import UnknownGame
from bot.core.models import GameInfo
from bot.features import undo
from bot.storage.webstore import WebStore
from engines.base import Engine

#: how many snapshots / picture sets / replays are kept in memory (least recently used go first)
KEEP = 256


@dataclass(frozen=True)
class Moments:
    """The public views of a game's picture moments (the start, each picture moment that changed
    the public view, the end) and ``seqs[i]``: the seq of the action that made view ``i`` (0
    for the start).  Turn ``n`` of a page is view ``n``."""

    views: list[Any]
    seqs: list[int]

    def turn_of(self, seq: int) -> int:
        """The turn a log line written after action ``seq`` belongs to: the first moment at or
        after that action (the last one when none is)."""
        for n, at in enumerate(self.seqs):
            if at >= seq:
                return n
        return max(0, len(self.seqs) - 1)


@dataclass
class Replayed:
    """A game's action log replayed so far: the state after ``applied`` (the seqs of the
    standing actions applied, in order), the board moments' views and seqs (the final view
    left out) and the JSON of the last moment's view.  Kept per game so that a new version
    replays only its new actions (:func:`moments`)."""

    state: Any
    applied: list[int]
    views: list[Any]
    seqs: list[int]
    last: str


def moments(
    engine: Engine, seats: int, options: dict[str, Any], seed: int, actions: list[Any], rules: int = 1,
    done: Replayed | None = None,
) -> tuple[Moments, Replayed]:
    """The picture moments of ``actions`` (standing action rows), replayed from the game's start
    as :func:`bot.app.replay.public_moments` does (the start, each board moment that changed the
    public view, the end), with the seq of each; and the replay to continue from next time.
    ``done``: an earlier replay of this game, continued when its actions are the first of
    ``actions`` (else replayed from the start: a move was taken back).  CPU-bound."""
    if done is None or done.applied != [row.seq for row in actions[: len(done.applied)]]:
        start = undo.start_of(engine, seats, options, seed, rules)
        first = engine.player_view(start, None)
        done = Replayed(start, [], [first], [0], first.model_dump_json())
    state, views, seqs, last = done.state, list(done.views), list(done.seqs), done.last
    applied = list(done.applied)
    for row in actions[len(applied):]:
        if row.rules > engine.rules_of(state):
            state = versions.upgraded(engine, state, row.rules)
        new_state, events = engine.apply(state, row.seat, engine.parse_action(row.action))
        if engine.board_moment(state, new_state, events):
            view = engine.player_view(new_state, None)
            text = view.model_dump_json()
            if text != last:
                views.append(view)
                seqs.append(row.seq)
                last = text
        applied.append(row.seq)
        state = new_state
    replayed = Replayed(state, applied, views, seqs, last)
    if actions:  # the end is a moment too, when it changed the public view
        view = engine.player_view(state, None)
        if view.model_dump_json() != last:
            return Moments([*views, view], [*seqs, actions[-1].seq]), replayed
    return Moments(views, seqs), replayed


@dataclass
class Snapshot:
    """One game's page at one version in one language: ``data`` is what the page's script gets
    (JSON-able: every text plain, escaped by whoever shows it)."""

    game_id: int
    guild_id: int | None
    version: int
    lang: str
    data: dict[str, Any] = field(default_factory=dict)


class _Lru(OrderedDict[Any, Any]):
    def keep(self, key: Any, value: Any) -> Any:
        self[key] = value
        self.move_to_end(key)
        while len(self) > KEEP:
            self.popitem(last=False)
        return value

    def hit(self, key: Any) -> Any:
        if key in self:
            self.move_to_end(key)
            return self[key]
        return None


def lang_of(accept: str | None, game_lang: str, asked: str | None = None) -> str:
    """The reader's language: ``asked`` (``?lang=``) if supported, else the first supported
    language of the ``Accept-Language`` header (by quality), else the game's language."""
    if asked in i18n.LOCALES:
        return str(asked)
    best: list[tuple[float, int, str]] = []
    for i, part in enumerate((accept or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        code = tag.strip().lower().split("-")[0]
        if code in i18n.LOCALES and quality > 0:
            best.append((-quality, i, code))
    return sorted(best)[0][2] if best else game_lang


def deciders(info: GameInfo) -> list[str]:
    """The names of the players who must decide now (in seat order; the prompt's seats when
    none is left in ``to_act``); empty when the game is not running."""
    if info.status != "active":
        return []
    seats = sorted(info.seats, key=lambda s: s.seat)
    deciding = [s.name for s in seats if s.user_id in info.to_act]
    if info.prompt is not None and not deciding:
        deciding = [s.name for s in seats if s.seat in info.prompt.seats]
    return deciding


def result_of(info: GameInfo, lang: str) -> dict[str, Any]:
    """An ended game's public result: ``winners`` (names), ``text`` (the outcome's text in
    ``lang``, as the thread says it; "" when none) and ``label`` (Finished / Abandoned)."""
    outcome = info.outcome
    names = info.names
    return {
        "winners": [names[w] for w in outcome.winners if w in names] if outcome is not None else [],
        "text": info.render(outcome.text, lang) if outcome is not None and outcome.text else "",
        "label": i18n.tr(lang, f"web-status-{info.status}"),
    }


class Pages:
    """The pages' data over one open :class:`Agora` (its service and storage), with caches
    keyed by the game's version (a new version is a new key: nothing stale is ever served)."""

    def __init__(self, app: Agora) -> None:
        self.app = app
        self._snapshots = _Lru()
        self._pictures = _Lru()
        self._moments = _Lru()
        self._turns = _Lru()
        #: game id -> its replay so far (continued at the next version)
        self._replayed = _Lru()
        self._building: dict[Any, asyncio.Lock] = {}

    async def _once(self, cache: _Lru, key: Any, build: Any) -> Any:
        hit = cache.hit(key)
        if hit is not None:
            return hit
        lock = self._building.setdefault(key, asyncio.Lock())
        try:
            async with lock:
                hit = cache.hit(key)
                if hit is None:
                    hit = cache.keep(key, await build())
                return hit
        finally:
            if not lock.locked():
                self._building.pop(key, None)

    async def info(self, game_id: int) -> GameInfo:
        """The game's public row (UnknownGame)."""
        return await self.app.info(game_id)

    async def snapshot(self, info: GameInfo, lang: str) -> Snapshot:
        """The page's data of ``info``'s version in ``lang`` (built once, then shared)."""
        return await self._once(self._snapshots, (info.id, info.version, lang), lambda: self._snapshot(info, lang))

    async def _snapshot(self, info: GameInfo, lang: str) -> Snapshot:
        _, status = await self.app.status_text(info.id, None, lang)
        board, detail = await self.pictures(info)
        marked = await self.app.service.log_marked(info.id)
        turns: list[dict[str, Any]] = []
        found = await self.moments(info) if marked else None
        for seq, text in marked:
            n = found.turn_of(seq) if found is not None else 0
            if not turns or turns[-1]["turn"] != n:
                turns.append({"turn": n, "lines": []})
            turns[-1]["lines"].append(info.render(text, lang))
        deciding = deciders(info)
        data = {
            "version": info.version,
            "title": info.title,
            "engine": info.engine,
            "status": info.status,
            "status_label": i18n.tr(lang, f"web-status-{info.status}"),
            "paused": info.paused,
            "deadline": None if info.paused or info.status != "active" else info.deadline,
            "deciding": deciding if info.status == "active" else [],
            "prompt": info.render(info.prompt.text, lang) if info.prompt is not None and info.status == "active" else "",
            "status_text": status.replace("**", ""),  # Discord's bold marks
            "players": [
                {"name": s.name, "conceded": s.conceded, "automatic": s.level is not None}
                for s in sorted(info.seats, key=lambda s: s.seat)
            ],
            "turns": turns,
            "last_turn": (len(found.views) - 1) if found is not None else 0,
            "board": board is not None,
            "detail": detail is not None,
        }
        return Snapshot(info.id, info.guild_id, info.version, lang, data)

    async def pictures(self, info: GameInfo) -> tuple[bytes | None, bytes | None]:
        """The board and close-up PNGs of ``info``'s version, drawn from the public view as
        the thread's are (``Pictures.both``); (None, None) in the lobby or without a renderer."""

        async def draw() -> tuple[bytes | None, bytes | None]:
            current, view = await self.app.service.public_view(info.id)
            if view is None:
                return None, None
            return await self.app.pictures.both(current, view)

        return await self._once(self._pictures, (info.id, info.version), draw)

    async def moments(self, info: GameInfo) -> Moments | None:
        """The picture moments of the game at ``info``'s version (None in the lobby)."""

        async def build() -> Moments | None:
            row = await self.app.storage.get_game(info.id)
            if row is None or row.state is None:
                return None
            engine = engines.get(row.engine)
            actions = undo.standing(await self.app.storage.actions(info.id))
            found, replayed = await asyncio.to_thread(
                moments, engine, len(info.seats), row.options, row.seed, actions, row.rules_version,
                self._replayed.hit(info.id),
            )
            self._replayed.keep(info.id, replayed)
            return found

        found = await self._once(self._moments, (info.id, info.version), build)
        return found if isinstance(found, Moments) else None

    async def turn_board(self, info: GameInfo, n: int) -> bytes | None:
        """The board after turn ``n`` (``render.render_board`` of moment ``n``'s public view, in
        the game's language), None when there is no such turn or no renderer."""
        if info.engine not in render.RENDERERS:
            return None
        found = await self.moments(info)
        if found is None or not 0 <= n < len(found.views):
            return None
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        view = found.views[n]

        async def draw() -> bytes:
            return await asyncio.to_thread(render.render_board, info.engine, view, names, info.lang)

        return await self._once(self._turns, (info.id, info.version, n), draw)

    async def server(self, guild_id: int, lang: str, game_token: Any) -> dict[str, Any]:
        """The server page's data of ``guild_id`` in ``lang`` (public rows only): ``running``
        (newest first: title, players, who must decide, the game page's ``href``) and ``ended``
        (the most recently ended first: title, players, result, ``href``).  ``game_token(id)``:
        the game's signed token.  Tournaments (standings, rounds) are not in storage yet: they
        join this data, and the page, with the tournament work."""
        running_ids, ended_ids = await WebStore(self.app.storage).server_games(guild_id)

        async def row(game_id: int) -> dict[str, Any] | None:
            try:
                info = await self.info(game_id)
            except UnknownGame:  # deleted between the two reads
                return None
            return {
                "id": info.id,
                "title": info.title,
                "players": [s.name for s in sorted(info.seats, key=lambda s: s.seat)],
                "deciding": deciders(info),
                "result": result_of(info, lang) if info.status != "active" else None,
                "href": f"/g/{game_token(info.id)}",
            }

        running = [r for r in [await row(i) for i in running_ids] if r is not None]
        ended = [r for r in [await row(i) for i in ended_ids] if r is not None]
        return {"running": running, "ended": ended}
