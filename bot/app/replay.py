"""The replay of a game that is over: an animated WebP of its public board, and its public log.

The frames are drawn from PUBLIC views only: the stored action log is replayed from the game's
seed through the engine (``engine.setup`` + ``engine.apply``, as the service does) and each
moment's picture is ``render.render_board(engine, engine.player_view(state, None), names, lang)``,
the picture the thread saw.  No seat's view, panel or private event is read.

Moments: the start, every change ``engine.board_moment`` marks as a picture moment whose public
view changed, and the end.  When there are more than ``max_frames``, they are sampled evenly
(the first and the last always kept).  The frames are scaled to at most ``width`` pixels wide
(:data:`WIDTHS`: the engine's own frame width, else :data:`WIDTH`), each placed at the top of one canvas (the widest board by the tallest: a board's height follows
its phase) and the rest filled with the board's own page colour (:func:`background`), and
encoded as one animated WebP (lossy, each frame shown ``FRAME_MS``, the last ``LAST_FRAME_MS``,
looping); when the file is larger than ``max_bytes`` the frames are scaled down by a quarter and
encoded again (down to ``MIN_WIDTH``), then the frame count is halved.  Discord's default upload
limit is 25 MB (10 MB on some servers): the default ``max_bytes`` (8 MB) fits both.

Memory and time (``bench/bench_memory.py``): each board is drawn as a picture
(``render.board_image``: no PNG encoded and decoded again) and scaled to the frame width
(:func:`shrink`: by an integer factor, ``Image.reduce``, where it can).  When the renderer knows
its boards' sizes beforehand (``render.board_size``: 7 Wonders Duel) a board is drawn only when
the encoder asks for its frame (:class:`LazyBoard`), else each board is drawn at once as PNG
bytes, decoded when its frame is made.  The encoder gets one RGB frame at a time
(:class:`FrameSequence`), so the whole animation is never held decoded (that took 1 GB for
7 Wonders Duel).

Only finished and abandoned games have a replay (:class:`NotOver` otherwise): a replay of a game
in progress would be the public board anyway, but one more way of going through the history
while players still decide is no help to them, and a replay is a thing to look at when it is over.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

import engines
import render
from bot.core import versions
from bot.core.errors import GameNotActive, UnknownGame
from bot.core.models import GameInfo
from bot.features import undo
from bot.service import Service
from engines.base import Engine
from engines.text import msg

MAX_FRAMES = 60
MAX_BYTES = 8_000_000
WIDTH = 800
#: engine id -> its frames' width when it is not WIDTH.  7 Wonders Duel: its 1000-pixel board at
#: half size (``Image.reduce(2)``, a 2x2 average: 0.2 s for 60 boards where a bilinear 4/5 took 1.1 s),
#: the smallest text (the legend, the card names) still readable at full size; libwebp encodes
#: 0.4 of the pixels of an 800-pixel frame (the replay under 3 s of CPU)
WIDTHS: dict[str, int] = {"7wd": 500}
MIN_WIDTH = 240
FRAME_MS = 1200
LAST_FRAME_MS = 5000
QUALITY = 60
#: how frames are scaled down (bilinear: about half the time of Lanczos; a little softer, the text as
#: readable at 4/5 once lossy WebP has encoded it)
SCALING = Image.Resampling.BILINEAR
#: libwebp's effort (0 fastest .. 6 smallest): 0 takes 2/3 of 2's time for a third more bytes (a 7 Wonders
#: Duel replay: 4.8 MB instead of 3.6 MB, under MAX_BYTES)
METHOD = 0


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
    first, as :func:`bot.features.undo.replay`); ``options``: the game's stored options (the platform's
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


def encode_webp(boards: Sequence[Image.Image | LazyBoard], *, width: int = WIDTH, max_bytes: int = MAX_BYTES) -> tuple[bytes, int]:
    """One looping animated WebP of the board pictures ``boards`` (any mode; scaled to at most
    ``width`` px wide), made smaller until it fits ``max_bytes`` (see the module's docstring).
    Returns the bytes and the frame count.  Raises ValueError when even the smallest form does
    not fit.

    Each RGB frame is made (converted, scaled when needed, padded) when the encoder asks for it
    and dropped after (:class:`FrameSequence`), so one RGB frame is alive at a time whatever the
    frame count; keep ``boards`` small (a palette image) or drawn when needed (:class:`LazyBoard`)."""
    frames: list[Image.Image | LazyBoard] = list(boards)
    while True:
        sizes = [b.size for b in frames]
        w = min(width, max(s[0] for s in sizes))
        while True:
            data = _encode(frames, sizes, w)
            if len(data) <= max_bytes:
                return data, len(frames)
            if w <= MIN_WIDTH:
                break
            w = max(MIN_WIDTH, int(w * 0.75))
        if len(frames) <= 2:
            raise ValueError(f"the replay does not fit in {max_bytes} bytes")
        frames = sample(frames, max(2, len(frames) // 2))


@dataclass(frozen=True)
class LazyBoard:
    """A board picture drawn when its frame is made: ``size`` its (scaled) size, known before it
    is drawn, ``draw()`` the picture (any mode, of that size)."""

    size: tuple[int, int]
    draw: Callable[[], Image.Image]


def scaled_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    """The size of a picture of ``size`` after :func:`shrink` by ``scale``."""
    k = round(1 / scale)
    if scale < 1.0 and k > 1 and abs(k * scale - 1) < 1e-9:
        return (-(-size[0] // k), -(-size[1] // k))  # Image.reduce rounds up
    return (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))


def shrink(image: Image.Image, scale: float) -> Image.Image:
    """``image`` scaled by ``scale`` (<= 1): ``Image.reduce`` (the average of each k x k block,
    cheap) when ``1 / scale`` is a whole number k, else reduced by the whole part of ``1 / scale``
    first and then :data:`SCALING` for the rest (Pillow's ``reducing_gap``).  An image of mode "P"
    is converted to RGB first (a palette image cannot be averaged)."""
    if scale == 1.0:
        return image
    if image.mode not in ("RGB", "L"):
        image = image.convert("RGB")
    k = round(1 / scale)
    if k > 1 and abs(k * scale - 1) < 1e-9:
        return image.reduce(k)
    return image.resize(scaled_size(image.size, scale), SCALING, reducing_gap=1.0)


def background(image: Image.Image) -> tuple[int, ...]:
    """The board's own background colour: the commonest colour of ``image``'s bottom row (RGB
    image; every board ends on its page colour, below its last panel)."""
    w, h = image.size
    colours = image.crop((0, h - 1, w, h)).getcolors(w) or [(1, image.getpixel((0, h - 1)))]
    colour = max(colours, key=lambda c: c[0])[1]
    return colour if isinstance(colour, tuple) else (colour,) * 3


def frame(board: Image.Image | LazyBoard, canvas: tuple[int, int], scale: float) -> Image.Image:
    """The RGB frame of the picture ``board`` (any mode, or drawn now: :class:`LazyBoard`) on the
    animation's ``canvas`` (already scaled): the board scaled by ``scale`` (:func:`shrink`), at the
    top, centred across, the rest filled with the board's own :func:`background` (a shorter board
    goes on in its page colour: no white band)."""
    im = shrink(board.draw() if isinstance(board, LazyBoard) else board, scale)
    if im.mode != "RGB":
        im = im.convert("RGB")
    if im.size == canvas:
        return im
    out = Image.new("RGB", canvas, background(im))
    out.paste(im.crop((0, 0, min(im.width, canvas[0]), min(im.height, canvas[1]))), ((canvas[0] - min(im.width, canvas[0])) // 2, 0))
    return out


class FrameSequence(Image.Image):
    """The frames of an animation as one multi-frame image whose frames are drawn when seeked
    (``draw(index)`` returns an RGB image of ``size``) and dropped at the next seek.

    Pillow's animated WebP writer takes its frames from ``append_images`` (a list it builds in
    full) or from the frames of a multi-frame image, which it visits with ``seek`` one by one
    (PIL/WebPImagePlugin.py ``_save_all``): this is that multi-frame image, made the way
    Pillow's image plugins are (``_size``, ``_mode`` and ``im`` set by the image itself).  So
    the encoder holds one frame at a time instead of the whole animation."""

    def __init__(self, count: int, size: tuple[int, int], draw: Any) -> None:
        super().__init__()
        self._count = count
        self._draw = draw
        self._index = -1
        self._frame: Image.Image | None = None
        self._size = size
        self._mode = "RGB"
        self._drawn = 0
        self.seek(0)

    @property
    def n_frames(self) -> int:
        return self._count

    @property
    def is_animated(self) -> bool:
        return self._count > 1

    def tell(self) -> int:
        return self._index

    def seek(self, frame: int) -> None:
        if frame == self._index:
            return
        if not 0 <= frame < self._count:
            raise EOFError("no such frame")
        if self._drawn >= self._count and frame == 0:
            # every frame was drawn once: this is the writer going back to the frame it started
            # from when it is done (``_save_all``'s last seek); the last frame's pixels stay rather
            # than a board drawn again for nothing
            self._index = frame
            return
        # the previous frame goes before the next is drawn
        self._frame = None
        self.im = Image.new("RGB", (1, 1)).im
        drawn = self._draw(frame)
        if drawn.mode != "RGB" or drawn.size != self._size:
            raise ValueError(f"frame {frame} is {drawn.mode} {drawn.size}, not RGB {self._size}")
        self._frame = drawn
        self.im = drawn.im
        self._index = frame
        self._drawn += 1


def _encode(boards: Sequence[Image.Image | LazyBoard], sizes: list[tuple[int, int]], width: int) -> bytes:
    # every frame on one canvas: the widest board's width and the tallest board's height (a
    # board's height follows its phase and cities), scaled to ``width``
    size = (max(s[0] for s in sizes), max(s[1] for s in sizes))
    scale = min(1.0, width / size[0])
    canvas = (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))
    frames = FrameSequence(len(boards), canvas, lambda i: frame(boards[i], canvas, scale))
    durations = [FRAME_MS] * (len(boards) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    # kmax=0: no key-frame after the first (each frame is encoded only as a change of the one
    # before it, half the work of trying key-frames too; a replay is watched from its start)
    frames.save(out, format="WEBP", save_all=True, duration=durations, loop=0, quality=QUALITY, method=METHOD, kmax=0)
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
    # the moves still standing: a move taken back (bot.features.undo) and its undo row are left out
    actions = undo.standing(await service.storage.actions(game_id))
    # replaying a long log costs up to a second (Mare Nostrum): off the event loop
    moments = await asyncio.to_thread(
        public_moments, engine, len(info.seats), row.options, row.seed, actions, row.rules_version
    )
    views = sample(moments, max_frames)
    return info, engine, views, names, log


def draw_replay(
    engine_id: str, views: list[Any], names: list[str], lang: str, *, max_bytes: int = MAX_BYTES, width: int | None = None
) -> tuple[bytes | None, int]:
    """The animated WebP of ``views`` (each drawn by ``render.board_image``) and its frame
    count; ``(None, 0)`` when the engine has no board renderer or there is no view.  ``width``:
    the frames' largest width (default: the engine's :data:`WIDTHS` entry, else :data:`WIDTH`).

    Every board is scaled by the first board's factor (a board keeps its size from frame to
    frame) and made when the encoder asks for its frame (:class:`LazyBoard`): drawn then when the
    renderer tells its boards' sizes beforehand (``render.board_size``), else drawn now as PNG
    (``render.render_board``, some 100 kB a board) and decoded then."""
    if engine_id not in render.RENDERERS or not views:
        return None, 0
    width = width or WIDTHS.get(engine_id, WIDTH)
    sizes = [render.board_size(engine_id, view, names, lang) for view in views]

    def decoded(png: bytes) -> Callable[[], Image.Image]:
        def decode() -> Image.Image:
            image = Image.open(io.BytesIO(png))
            image.load()
            return image

        return decode

    def drawn(view: Any) -> Callable[[], Image.Image]:
        return lambda: render.board_image(engine_id, view, names, lang)

    draws: list[Callable[[], Image.Image]] = []
    for i, view in enumerate(views):
        if sizes[i] is None:
            png = render.render_board(engine_id, view, names, lang)
            sizes[i] = _png_size(png)
            draws.append(decoded(png))
        else:
            draws.append(drawn(view))
    known = [size for size in sizes if size is not None]
    scale = min(1.0, width / known[0][0])

    def scaled(draw: Callable[[], Image.Image]) -> Callable[[], Image.Image]:
        return lambda: shrink(draw(), scale)

    boards = [LazyBoard(scaled_size(size, scale), scaled(draw)) for size, draw in zip(known, draws)]
    return encode_webp(boards, width=width, max_bytes=max_bytes)


def _png_size(png: bytes) -> tuple[int, int]:
    # Image.open reads the header only: no pixel is decoded here
    with Image.open(io.BytesIO(png)) as im:
        return im.size


async def replay(
    service: Service,
    game_id: int,
    lang: str | None = None,
    *,
    max_frames: int = MAX_FRAMES,
    max_bytes: int = MAX_BYTES,
    width: int | None = None,
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


__all__ = [
    "MAX_BYTES",
    "MAX_FRAMES",
    "FrameSequence",
    "LazyBoard",
    "NotOver",
    "Replay",
    "WIDTH",
    "WIDTHS",
    "background",
    "build_replay",
    "draw_replay",
    "encode_webp",
    "frame",
    "public_moments",
    "replay",
    "sample",
    "scaled_size",
    "shrink",
]
