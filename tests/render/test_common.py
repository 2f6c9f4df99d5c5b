"""Shared drawing helpers (render.common): cached text masks, fixed palettes, PNG output."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.common import INK, PAPER, WHITE, draw_text, fixed_palette, font, mix, to_png


@pytest.mark.parametrize("anchor", ["la", "lm", "mm", "rm", "ls"])
@pytest.mark.parametrize("size,bold", [(11, False), (18, True), (30, True)])
def test_draw_text_matches_pillow_at_whole_pixels(anchor, size, bold):
    """The kept glyph mask gives the pixels draw.text gives, first time and from the cache."""
    for line in ("Chamber of Commerce", "▶ Alice: 3 VP", "★ ⚔ ⚑ ♜ −", "Qjg|"):
        expected = Image.new("RGB", (420, 60), PAPER)
        ImageDraw.Draw(expected).text((210, 30), line, font=font(size, bold), fill=INK, anchor=anchor)
        for _ in range(2):
            drawn = Image.new("RGB", (420, 60), PAPER)
            draw_text(ImageDraw.Draw(drawn), (210, 30), line, font(size, bold), INK, anchor)
            assert ImageChops.difference(expected, drawn).getbbox() is None, line


def test_draw_text_moves_with_whole_pixel_shifts():
    """Halves round up, so a drawing moved by whole pixels keeps its text in place."""
    a, b = Image.new("RGB", (200, 40), PAPER), Image.new("RGB", (200, 40), PAPER)
    draw_text(ImageDraw.Draw(a), (60.5, 20), "Baths", font(20, True), INK, "mm")
    draw_text(ImageDraw.Draw(b), (61.5, 20), "Baths", font(20, True), INK, "mm")
    assert ImageChops.difference(a.crop((0, 0, 199, 40)), b.crop((1, 0, 200, 40))).getbbox() is None


def test_fixed_palette_lists_solids_then_edge_shades():
    palette = fixed_palette([PAPER, INK, PAPER], [(PAPER, INK)], shades=3).getpalette()
    colours = [tuple(palette[i:i + 3]) for i in range(0, len(palette), 3)]
    assert colours == [PAPER, INK, mix(PAPER, INK, 0.25), mix(PAPER, INK, 0.5), mix(PAPER, INK, 0.75)]


def test_fixed_palette_refuses_more_than_256_colours():
    with pytest.raises(ValueError, match="256"):
        fixed_palette([(i, i, 0) for i in range(250)], [((0, 0, 255), (255, 0, 255)), ((0, 255, 0), (0, 255, 255)), (WHITE, INK)])


def test_to_png_maps_to_the_palette():
    image = Image.new("RGB", (40, 20), PAPER)
    ImageDraw.Draw(image).rectangle((0, 0, 19, 19), fill=WHITE)
    png = to_png(image, fixed_palette([PAPER, WHITE], []))
    decoded = Image.open(io.BytesIO(png))
    assert decoded.mode == "P"
    assert ImageChops.difference(decoded.convert("RGB"), image).getbbox() is None
    assert Image.open(io.BytesIO(to_png(image))).mode == "RGB"
