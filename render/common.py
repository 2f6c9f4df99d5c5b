"""Drawing helpers shared by the board renderers: fonts, text fitting, colours, shapes, PNG output.

Everything here is deterministic (same input, same pixels) and cheap: fonts are loaded once per
(weight, size) and kept.  Sizes are in pixels of the final image.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import io
import math
import struct
import threading
import zlib
from collections.abc import Iterable, Iterator
from importlib import resources
from typing import NamedTuple

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]

# ---- neutral colours every renderer may use ---------------------------------------------------
INK: RGB = (33, 30, 27)  # main text
INK_SOFT: RGB = (95, 88, 80)  # secondary text
PAPER: RGB = (244, 238, 224)  # page background
PANEL: RGB = (231, 222, 201)  # a framed area on the page
LINE: RGB = (160, 148, 128)  # thin borders
WHITE: RGB = (255, 255, 255)
GOLD: RGB = (226, 178, 38)  # coins
GOLD_DARK: RGB = (150, 108, 12)
HIGHLIGHT: RGB = (255, 196, 0)  # "you may take / choose this"

_FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


@functools.cache
def _font_bytes(bold: bool) -> bytes:
    return resources.files("render").joinpath("fonts", _FONT_FILES[bold]).read_bytes()


@functools.cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (``bold``: DejaVu Sans Bold) at ``size`` pixels, loaded from the package once."""
    return ImageFont.truetype(io.BytesIO(_font_bytes(bold)), size)


@functools.lru_cache(maxsize=2048)
def _text_mask(fnt: ImageFont.FreeTypeFont, text: str, anchor: str) -> tuple[Image.Image, int, int]:
    x0, y0, x1, y1 = (int(v) for v in fnt.getbbox(text, anchor=anchor))
    mask = Image.new("L", (max(1, x1 - x0), max(1, y1 - y0)), 0)
    ImageDraw.Draw(mask).text((-x0, -y0), text, font=fnt, fill=255, anchor=anchor)
    return mask, x0, y0


class TextRecord(NamedTuple):
    """A text drawn by :func:`draw_text` while :func:`record_texts` listens: the surface it was
    drawn on (the ImageDraw's image, kept alive while recorded: compare with ``is``), its inked
    box (x0, y0, x1, y1) there, the text, the capital height of its font (px on that surface:
    the height of "H") and its role (:func:`text_role`: ``"info"``, a text that carries game
    information, or ``"key"``, the key's explanations)."""

    surface: object
    box: tuple[int, int, int, int]
    text: str
    cap: float = 0.0
    role: str = "info"


_recording: contextvars.ContextVar[list[TextRecord] | None] = contextvars.ContextVar("render_texts", default=None)
_role: contextvars.ContextVar[str] = contextvars.ContextVar("render_text_role", default="info")

#: the roles a drawn text may have (see :func:`text_role`)
TEXT_ROLES = ("info", "key")


@contextlib.contextmanager
def record_texts() -> Iterator[list[TextRecord]]:
    """Collect every text :func:`draw_text` draws in this context (for the tests that check no
    text overlaps another or is cut, and that every text keeps its size on a phone): yields the
    list it fills.  Texts of pictures cached from an earlier call (tiles drawn once per process)
    are not drawn again, so not recorded."""
    out: list[TextRecord] = []
    token = _recording.set(out)
    try:
        yield out
    finally:
        _recording.reset(token)


@contextlib.contextmanager
def text_role(role: str) -> Iterator[None]:
    """Texts drawn in this context have ``role`` (one of :data:`TEXT_ROLES`): ``"key"`` for the
    key's explanations, which may be smaller on a phone than the names and numbers that carry
    game information (``"info"``, the default).  Raises ValueError for another role."""
    if role not in TEXT_ROLES:
        raise ValueError(f"unknown text role {role!r} (one of {TEXT_ROLES})")
    token = _role.set(role)
    try:
        yield
    finally:
        _role.reset(token)


@functools.lru_cache(maxsize=256)
def cap_height(fnt: ImageFont.FreeTypeFont) -> float:
    """The capital height of ``fnt`` in pixels: the inked height of "H" above the baseline."""
    _, top, _, bottom = fnt.getbbox("H", anchor="ls")
    return float(bottom - top)


def draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], line: str, fnt: ImageFont.FreeTypeFont, fill: RGB, anchor: str = "la") -> None:
    """``draw.text(xy, line, font=fnt, fill=fill, anchor=anchor)`` at the nearest whole pixel,
    with the anti-aliased glyph mask of (font, line, anchor) rasterized once and kept (the same
    labels come back on every board: rasterizing them was a third of the drawing time)."""
    mask, dx, dy = _text_mask(fnt, line, anchor)
    # halves round up (not to even): moving a drawing by whole pixels moves its text alike
    x, y = math.floor(xy[0] + 0.5) + dx, math.floor(xy[1] + 0.5) + dy
    draw.bitmap((x, y), mask, fill=fill)
    record = _recording.get()
    if record is not None:
        ink = mask.getbbox()
        if ink is not None:
            box = (x + ink[0], y + ink[1], x + ink[2], y + ink[3])
            record.append(TextRecord(getattr(draw, "_image", draw), box, line, cap_height(fnt), _role.get()))


def wrap(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``width`` pixels where possible
    (a single word wider than ``width`` stays on its own line)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if not current or fnt.getlength(candidate) <= width:
                current = candidate
            else:
                lines.append(current)
                current = word
        lines.append(current)
    return lines


def _ellipsize(line: str, fnt: ImageFont.FreeTypeFont, width: float) -> str:
    if fnt.getlength(line) <= width:
        return line
    while line and fnt.getlength(line + "…") > width:
        line = line[:-1]
    return line.rstrip() + "…"


@functools.lru_cache(maxsize=4096)
def fit_text(
    text: str, width: int, height: int, max_size: int, min_size: int, bold: bool = False, max_lines: int = 2
) -> tuple[ImageFont.FreeTypeFont, tuple[str, ...]]:
    """The largest font (``max_size`` down to ``min_size`` pixels) at which ``text`` wraps into
    at most ``max_lines`` lines that fit a ``width`` x ``height`` box; at ``min_size`` the lines
    that still do not fit are cut with an ellipsis.  Returns (font, lines)."""
    for size in range(max_size, min_size - 1, -1):
        fnt = font(size, bold)
        lines = wrap(text, fnt, width)
        line_h = line_height(fnt)
        if (
            len(lines) <= max_lines
            and len(lines) * line_h <= height
            and all(fnt.getlength(line) <= width for line in lines)
        ):
            return fnt, tuple(lines)
    fnt = font(min_size, bold)
    lines = wrap(text, fnt, width)
    fit = max(1, min(max_lines, height // line_height(fnt)))
    if len(lines) > fit:
        lines = lines[:fit]
        lines[-1] = lines[-1] + "…"
    return fnt, tuple(_ellipsize(line, fnt, width) for line in lines)


def line_height(fnt: ImageFont.FreeTypeFont) -> int:
    """Distance between two baselines for ``fnt`` (pixels)."""
    return round(fnt.size * 1.18)


def draw_lines(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    fnt: ImageFont.FreeTypeFont,
    lines: Iterable[str],
    fill: RGB,
    align: str = "center",
    valign: str = "center",
) -> None:
    """Draw ``lines`` inside ``box`` (x0, y0, x1, y1), aligned "left" | "center" | "right"
    horizontally and "top" | "center" | "bottom" vertically."""
    lines = list(lines)
    x0, y0, x1, y1 = box
    lh = line_height(fnt)
    total = lh * len(lines)
    y: float
    if valign == "top":
        y = y0
    elif valign == "bottom":
        y = float(y1 - total)
    else:
        y = y0 + (y1 - y0 - total) / 2
    for line in lines:
        cy = y + lh / 2
        if align == "left":
            draw_text(draw, (x0, cy), line, fnt, fill, "lm")
        elif align == "right":
            draw_text(draw, (x1, cy), line, fnt, fill, "rm")
        else:
            draw_text(draw, ((x0 + x1) / 2, cy), line, fnt, fill, "mm")
        y += lh


def draw_fitted(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    text: str,
    fill: RGB,
    max_size: int,
    min_size: int,
    bold: bool = False,
    max_lines: int = 2,
    align: str = "center",
    valign: str = "center",
) -> None:
    """Fit ``text`` into ``box`` with :func:`fit_text` and draw it there."""
    x0, y0, x1, y1 = box
    fnt, lines = fit_text(text, x1 - x0, y1 - y0, max_size, min_size, bold, max_lines)
    draw_lines(draw, box, fnt, lines, fill, align, valign)


def darker(colour: RGB, factor: float = 0.7) -> RGB:
    """``colour`` scaled toward black (factor 1 = unchanged)."""
    return tuple(round(c * factor) for c in colour)  # type: ignore[return-value]


def lighter(colour: RGB, factor: float = 0.5) -> RGB:
    """``colour`` mixed with white (factor 0 = unchanged, 1 = white)."""
    return tuple(round(c + (255 - c) * factor) for c in colour)  # type: ignore[return-value]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """The colour ``t`` of the way from ``a`` to ``b`` (0 = ``a``, 1 = ``b``)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def readable_on(colour: RGB) -> RGB:
    """Black or white, whichever reads better on ``colour`` (perceived luminance)."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE


def coin(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: int, value: int | str, size: int | None = None) -> None:
    """A gold coin of ``radius`` pixels centred on ``centre`` with ``value`` written on it."""
    cx, cy = centre
    draw.ellipse((cx - radius, cy - radius, cx + radius, cy + radius), fill=GOLD, outline=GOLD_DARK, width=max(2, radius // 8))
    label = str(value)
    fnt = font(size or max(10, int(radius * (1.15 if len(label) < 2 else 0.95))), True)
    draw_text(draw, (cx, cy), label, fnt, INK, "mm")


def fixed_palette(solids: Iterable[RGB], pairs: Iterable[tuple[RGB, RGB]], shades: int = 3) -> Image.Image:
    """A 1x1 "P" image carrying a fixed palette for :func:`to_png`: the ``solids`` (every flat
    colour drawn), then for each (background, ink) of ``pairs`` the ``shades`` colours evenly
    between them (the edge pixels of anti-aliased text written in ``ink`` on ``background``).
    Duplicates are kept once, first place wins.  Raises ValueError beyond 256 colours."""
    colours = list(solids)
    for background, ink in pairs:
        colours += [mix(background, ink, k / (shades + 1)) for k in range(1, shades + 1)]
    unique = list(dict.fromkeys(colours))
    if len(unique) > 256:
        raise ValueError(f"a PNG palette holds 256 colours; got {len(unique)}")
    image = Image.new("P", (1, 1))
    image.putpalette([v for colour in unique for v in colour])
    return image


#: rows of the picture per deflate segment of :func:`to_png` (each compressed on its own)
PNG_BAND_ROWS = 32
#: the most bytes of compressed segments :func:`to_png` keeps per process for reuse
PNG_CACHE_BYTES = 24 * 1024 * 1024

# (length, hash) of a band's raw bytes -> its compressed segment; oldest first (LRU)
_segments: dict[tuple[int, int], bytes] = {}
_segments_bytes = 0
_segments_lock = threading.Lock()


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(data, zlib.crc32(tag)))


def _segment(band: bytes) -> bytes:
    """``band`` deflated on its own (zlib level 1, no history before it, ending byte-aligned on
    a full flush), from the per-process cache when this band was compressed before."""
    global _segments_bytes
    # Python's bytes hash (SipHash with a random key per process: not predictable from outside)
    # and the length: a wrong match would need a 64-bit collision inside one process's cache
    key = (len(band), hash(band))
    with _segments_lock:
        seg = _segments.pop(key, None)
        if seg is not None:
            _segments[key] = seg  # most recently used: last
            return seg
    c = zlib.compressobj(1, zlib.DEFLATED, -15)
    seg = c.compress(band) + c.flush(zlib.Z_FULL_FLUSH)
    with _segments_lock:
        if key not in _segments:
            _segments[key] = seg
            _segments_bytes += len(seg)
            while _segments_bytes > PNG_CACHE_BYTES:
                _segments_bytes -= len(_segments.pop(next(iter(_segments))))
    return seg


def _palette_png(image: Image.Image) -> bytes:
    """PNG bytes of the "P" ``image`` (8 bits per pixel, its palette, no filter), its pixel
    rows deflated in bands of :data:`PNG_BAND_ROWS`: each band is an independent deflate
    segment (full flush), so a band already met in this process (the same rows of the previous
    board of a game, the page's empty areas) reuses its compressed bytes instead of deflating
    them again.  The stream is ordinary zlib (one IDAT, Adler-32 over all rows): any decoder
    reads the same pixels as from Pillow's encoder, a few per cent bigger."""
    w, h = image.size
    # each PNG row is its filter type (0: none) and the row: draw the picture one pixel to the
    # right of a column of index 0 and the raw bytes are exactly the filtered rows
    wide = Image.new("P", (w + 1, h), 0)
    wide.paste(image, (1, 0))
    raw = wide.tobytes()
    step = (w + 1) * PNG_BAND_ROWS
    parts = [_segment(raw[i : i + step]) for i in range(0, len(raw), step)]
    # the final block: empty, fixed Huffman codes, BFINAL set
    idat = b"\x78\x01" + b"".join(parts) + b"\x03\x00" + struct.pack(">I", zlib.adler32(raw))
    palette = bytes(image.getpalette() or [])
    return b"".join((
        b"\x89PNG\r\n\x1a\n",
        _chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 3, 0, 0, 0)),
        _chunk(b"PLTE", palette),
        _chunk(b"IDAT", idat),
        _chunk(b"IEND", b""),
    ))


def to_png(image: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes of ``image``, mapped first to ``palette`` (a :func:`fixed_palette`) when given:
    each pixel takes the nearest palette colour, no dithering.  A flat drawing loses nothing
    visible and the 8-bit picture encodes 3-4 times faster and about half as big as RGB, which
    matters since the encoder dominates the render time otherwise.  zlib level 1: the fastest
    that compresses; flat pictures compress well anyway.  With a palette the rows are deflated
    in bands reused across the pictures of the process (:func:`_palette_png`: about 40% of a
    7 Wonders Duel board's bands change from one action to the next, so the others cost
    nothing; the encoding went from about 5.5 to 3.5 ms)."""
    if palette is not None:
        return _palette_png(image.quantize(palette=palette, dither=Image.Dither.NONE))
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=1)
    return out.getvalue()
