"""render.common.to_png with a palette: the banded encoder (deflate segments reused per process)
gives a valid PNG with exactly the pixels of Pillow's own encoder, and reuses what it met."""

from __future__ import annotations

import io
import random
import struct
import zlib

import pytest
from PIL import Image, ImageDraw

import engines
import render
from render import common
from render.common import INK, PAPER, WHITE, draw_text, fixed_palette, font, to_png


def _chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    """(type, data) of every chunk, each chunk's CRC checked."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    out, pos = [], 8
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        tag, data = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", png[pos + 8 + length : pos + 12 + length])
        assert crc == zlib.crc32(data, zlib.crc32(tag)), tag
        out.append((tag, data))
        pos += 12 + length
    return out


def _pillow_png(image: Image.Image, palette: Image.Image) -> bytes:
    out = io.BytesIO()
    image.quantize(palette=palette, dither=Image.Dither.NONE).save(out, format="PNG", compress_level=1)
    return out.getvalue()


def _pixels(png: bytes) -> bytes:
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


def _picture(seed: int, size: tuple[int, int] = (301, 157)) -> Image.Image:
    rnd = random.Random(seed)
    image = Image.new("RGB", size, PAPER)
    draw = ImageDraw.Draw(image)
    for _ in range(12):
        x, y = rnd.randrange(size[0]), rnd.randrange(size[1])
        draw.rectangle((x, y, x + rnd.randrange(60), y + rnd.randrange(40)), fill=rnd.choice([INK, WHITE]))
        draw_text(draw, (x, y), f"Alice {rnd.randrange(100)}", font(14, True), INK)
    return image


@pytest.mark.parametrize("seed", range(4))
def test_the_banded_png_is_valid_and_has_pillows_pixels(seed):
    palette = fixed_palette([PAPER, INK, WHITE], [(PAPER, INK), (WHITE, INK)], shades=5)
    image = _picture(seed)
    png = to_png(image, palette)
    chunks = _chunks(png)
    assert [tag for tag, _ in chunks] == [b"IHDR", b"PLTE", b"IDAT", b"IEND"]
    assert struct.unpack(">IIBBBBB", chunks[0][1]) == (301, 157, 8, 3, 0, 0, 0)
    raw = zlib.decompress(chunks[2][1])  # checks the Adler-32 of the whole stream
    assert len(raw) == (301 + 1) * 157 and all(raw[i] == 0 for i in range(0, len(raw), 302))  # filter 0
    assert _pixels(png) == _pixels(_pillow_png(image, palette))
    assert to_png(image, palette) == png  # the second time from the kept segments: same bytes


def test_a_changed_band_is_encoded_again_and_the_others_are_reused(monkeypatch):
    palette = fixed_palette([PAPER, INK, WHITE], [(PAPER, INK)], shades=5)
    deflated: list[int] = []
    real = zlib.compressobj
    monkeypatch.setattr(common.zlib, "compressobj", lambda *a: deflated.append(1) or real(*a))
    image = _picture(11, (200, 10 * common.PNG_BAND_ROWS))
    before = to_png(image, palette)
    first = len(deflated)
    assert 1 <= first <= 10
    changed = image.copy()
    ImageDraw.Draw(changed).rectangle((50, 3 * common.PNG_BAND_ROWS + 2, 60, 3 * common.PNG_BAND_ROWS + 5), fill=WHITE)
    after = to_png(changed, palette)
    assert len(deflated) == first + 1  # only the band with the new rectangle
    assert _pixels(after) == _pixels(_pillow_png(changed, palette)) != _pixels(before)


def test_the_cache_stays_within_its_bytes(monkeypatch):
    monkeypatch.setattr(common, "PNG_CACHE_BYTES", 2000)
    palette = fixed_palette([PAPER, INK, WHITE], [(PAPER, INK)], shades=5)
    for seed in range(20):
        to_png(_picture(100 + seed), palette)
        assert common._segments_bytes <= 2000
        assert common._segments_bytes == sum(len(s) for s in common._segments.values())


@pytest.mark.parametrize("engine_id", ["7wd", "mare-nostrum"])
def test_boards_of_a_game_have_pillows_pixels(engine_id):
    """Consecutive boards of one game (the case the reuse is for) decode to the pixels of the
    renderer's picture encoded by Pillow."""
    engine = engines.get(engine_id)
    state = engine.setup(engine.min_seats, {}, 5)
    captured: list[tuple[Image.Image, Image.Image]] = []
    real = common.to_png

    def spy(image, palette=None):
        captured.append((image.copy(), palette))
        return real(image, palette)

    module = __import__(render.RENDERERS[engine_id].partition(":")[0], fromlist=["to_png"])
    for _ in range(6):
        pngs = []
        try:
            module.to_png, captured[:] = spy, []
            pngs.append(render.render_board(engine_id, engine.player_view(state, None)))
        finally:
            module.to_png = real
        ((image, palette),) = captured
        assert _pixels(pngs[0]) == _pixels(_pillow_png(image, palette))
        seat = engine.prompt(state).seats[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
