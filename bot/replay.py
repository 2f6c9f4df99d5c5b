"""The replay of a game that is over: an animated WebP of its public board, and its public log.

The frames are drawn from PUBLIC views only: the stored action log is replayed from the game's
seed through the engine (``engine.setup`` + ``engine.apply``, as the service does) and each
moment's picture is ``render.render_board(engine, engine.player_view(state, None), names, lang)``,
the picture the thread saw.  No seat's view, panel or private event is read.

Moments: the start, every change ``engine.board_moment`` marks as a picture moment whose public
view changed, and the end.  When there are more than ``max_frames``, they are sampled evenly
(the first and the last always kept).  The frames are scaled to at most ``width`` pixels wide and
encoded as one animated WebP (lossy, each frame shown ``FRAME_MS``, the last ``LAST_FRAME_MS``,
looping); when the file is larger than ``max_bytes`` the frames are scaled down by a quarter and
encoded again (down to ``MIN_WIDTH``), then the frame count is halved.  Discord's default upload
limit is 25 MB (10 MB on some servers): the default ``max_bytes`` (8 MB) fits both.

Only finished and abandoned games have a replay (:class:`NotOver` otherwise): a replay of a game
in progress would be the public board anyway, but one more way of going through the history
while players still decide is no help to them, and a replay is a thing to look at when it is over.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import dataclass
from typing import Any

from PIL import Image

import engines
import render
from bot import undo, versions
from bot.errors import GameNotActive, UnknownGame
from bot.models import GameInfo
from bot.service import Service
from engines.base import Engine
from engines.text import msg

MAX_FRAMES = 60
MAX_BYTES = 8_000_000
WIDTH = 800
MIN_WIDTH = 240
FRAME_MS = 1200
LAST_FRAME_MS = 5000
QUALITY = 60


class NotOver(GameNotActive):
    """The game is in its lobby or still being played: no replay yet."""

    code = "not_over"


@dataclass
class Replay:
    """``webp``: the animated picture (None when the game has no board renderer), ``frames``
    its frame count, ``moments`` the number of public views chosen for it (at most
    ``max_frames``; ``frames`` is smaller only when the size limit halved them), ``log`` the
    whole public log as text (one line per entry, in ``lang``)."""

    info: GameInfo
    webp: bytes | None
    frames: int
    moments: int
    log: str


def public_moments(
    engine: Engine, seats: int, options: dict[str, Any], seed: int, actions: list[Any], rules: int = 1
) -> list[Any]:
    """The public views (``engine.player_view(state, None)``) of the start, of each picture
    moment that changed the public view, and of the end, replaying ``actions`` (action log
    rows: ``seat``, ``action``, ``rules``) from ``engine.start(seats, options, seed, rules)``
    (``rules``: the game's set-up rules version; a row of a newer version upgrades the state
    first, as :func:`bot.undo.replay`); ``options``: the game's stored options (the platform's
    own keys are left out, as at the start)."""
    state = undo.start_of(engine, seats, options, seed, rules)
    views = [engine.player_view(state, None)]
    last = views[0].model_dump_json()
    for i, row in enumerate(actions):
        row_rules = getattr(row, "rules", 1)
        if row_rules > engine.rules_of(state):
            state = versions.upgraded(engine, state, row_rules)
        new_state, events = engine.apply(state, row.seat, engine.parse_action(row.action))
        final = i == len(actions) - 1
        if final or engine.board_moment(state, new_state, events):
            view = engine.player_view(new_state, None)
            text = view.model_dump_json()
            if text != last:
                views.append(view)
                last = text
        state = new_state
    return views


def sample(items: list[Any], limit: int) -> list[Any]:
    """At most ``limit`` (>= 2) of ``items``, evenly spaced, the first and last kept."""
    if len(items) <= limit:
        return list(items)
    step = (len(items) - 1) / (limit - 1)
    return [items[round(i * step)] for i in range(limit)]


def encode_webp(pngs: list[bytes], *, width: int = WIDTH, max_bytes: int = MAX_BYTES) -> tuple[bytes, int]:
    """One looping animated WebP of the PNG frames ``pngs`` (scaled to at most ``width`` px wide),
    made smaller until it fits ``max_bytes`` (see the module's docstring).  Returns the bytes and
    the frame count.  Raises ValueError when even the smallest form does not fit."""
    frames = list(pngs)
    while True:
        images = [Image.open(io.BytesIO(p)).convert("RGB") for p in frames]
        w = min(width, max(im.width for im in images))
        while True:
            data = _encode(images, w)
            if len(data) <= max_bytes:
                return data, len(frames)
            if w <= MIN_WIDTH:
                break
            w = max(MIN_WIDTH, int(w * 0.75))
        if len(frames) <= 2:
            raise ValueError(f"the replay does not fit in {max_bytes} bytes")
        frames = sample(frames, max(2, len(frames) // 2))


def _encode(images: list[Image.Image], width: int) -> bytes:
    # every frame on one canvas, the largest frame's size (a board's height may vary a little)
    size = (max(im.width for im in images), max(im.height for im in images))
    scale = min(1.0, width / size[0])
    target = (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))
    frames = []
    for im in images:
        if im.size != size:
            canvas = Image.new("RGB", size, "white")
            canvas.paste(im)
            im = canvas
        frames.append(im.resize(target, Image.Resampling.LANCZOS) if target != size else im)
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    frames[0].save(
        out, format="WEBP", save_all=True, append_images=frames[1:], duration=durations, loop=0, quality=QUALITY, method=4
    )
    return out.getvalue()


async def build_replay(
    service: Service,
    game_id: int,
    lang: str | None = None,
    *,
    max_frames: int = MAX_FRAMES,
) -> tuple[GameInfo, Engine, list[Any], list[str], str]:
    """What a replay needs, read from ``service``'s storage: the info, the engine, the sampled
    public views, the seat names and the public log's text in ``lang`` (default: the game's
    language).  Raises UnknownGame, NotOver (lobby or active).  Drawing the frames is
    :func:`draw_replay` (CPU-bound: run it off the event loop)."""
    info = await service.info(game_id)
    if info.status not in ("finished", "abandoned"):
        raise NotOver(msg("after-replay-not-over", game=str(game_id)))
    row = await service.storage.get_game(game_id)
    if row is None:
        raise UnknownGame(msg("bot-err-unknown-game", game=str(game_id)))
    engine = engines.get(row.engine)
    names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
    lang = lang or info.lang
    log = "\n".join(info.render(t, lang) for t in await service.log(game_id))
    if row.state is None:  # abandoned in the lobby: nothing was played
        return info, engine, [], names, log
    # the moves still standing: a move taken back (bot.undo) and its undo row are left out
    actions = undo.standing(await service.storage.actions(game_id))
    # replaying a long log costs up to a second (Mare Nostrum): off the event loop
    moments = await asyncio.to_thread(
        public_moments, engine, len(info.seats), row.options, row.seed, actions, row.rules_version
    )
    views = sample(moments, max_frames)
    return info, engine, views, names, log


def draw_replay(engine_id: str, views: list[Any], names: list[str], lang: str, *, max_bytes: int = MAX_BYTES, width: int = WIDTH) -> tuple[bytes | None, int]:
    """The animated WebP of ``views`` (each drawn by ``render.render_board``) and its frame
    count; ``(None, 0)`` when the engine has no board renderer or there is no view."""
    if engine_id not in render.RENDERERS or not views:
        return None, 0
    pngs = [render.render_board(engine_id, v, names, lang) for v in views]
    return encode_webp(pngs, width=width, max_bytes=max_bytes)


async def replay(
    service: Service,
    game_id: int,
    lang: str | None = None,
    *,
    max_frames: int = MAX_FRAMES,
    max_bytes: int = MAX_BYTES,
    width: int = WIDTH,
    run: Any = None,
) -> Replay:
    """The whole replay of ``game_id`` (see :func:`build_replay`); the frames are drawn by
    ``run(func, *args)`` when given (e.g. ``asyncio.to_thread``), else here.  Raises
    UnknownGame, NotOver, ValueError (the picture does not fit ``max_bytes``)."""
    info, engine, views, names, log = await build_replay(service, game_id, lang, max_frames=max_frames)
    args = (engine.id, views, names, lang or info.lang)
    if run is None:
        webp, frames = draw_replay(*args, max_bytes=max_bytes, width=width)
    else:
        webp, frames = await run(lambda: draw_replay(*args, max_bytes=max_bytes, width=width))
    return Replay(info=info, webp=webp, frames=frames, moments=len(views), log=log)


__all__ = ["MAX_BYTES", "MAX_FRAMES", "NotOver", "Replay", "build_replay", "draw_replay", "encode_webp", "public_moments", "replay", "sample"]
