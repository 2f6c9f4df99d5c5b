"""Every picture is designed for a phone, where Discord shows it about 400 px wide: every text
that carries game information (places, cards, counts, costs, scores, positions) keeps a capital
height of at least 6 px at that width, and the key's explanations at least 5 px, in English and
Italian, over whole seeded games of every game (the board and its close-up).

The sizes are the renderer's own: render.common.draw_text records each text with its font's
capital height and its role (render.common.text_role), and the check scales it by 400 over the
width of the picture the text is drawn on.  Views are sampled (a few per game and the last)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from render.common import TextRecord, record_texts, text_role
from tests.render.test_text_layout import NAMES, _on_picture, game_views

#: the phone's picture width (px) and the smallest capital heights (px) at that width
PHONE_WIDTH = 400
INFO_MIN = 6.0
KEY_MIN = 5.0
#: (engine id, players, options, seed, views sampled)
GAMES = [
    pytest.param("7wd", 2, {}, 1, 5),
    pytest.param("mare-nostrum", 4, {}, 3, 4),
    pytest.param("mare-nostrum", 6, {"expansion": "mythology"}, 2, 4),
    pytest.param("antike", 3, {}, 1, 4),
    pytest.param("antike", 6, {"board": "east"}, 1, 3),
    pytest.param("olympus", 4, {}, 2, 4),
]


def too_small(records: list[TextRecord], widths: list[int]) -> list[str]:
    """The texts of ``records`` smaller than the minimum at 400 px: each scaled by 400 over the
    width of the picture its surface has (``widths``: the posted pictures' widths; a surface of
    another width, a panel drawn apart and pasted, is scaled as the first picture)."""
    out = []
    for r in records:
        if not _on_picture(r) or not r.text.strip():
            continue
        width = r.surface.size[0]  # type: ignore[attr-defined]
        shown = width if width in widths else widths[0]
        at_phone = r.cap * PHONE_WIDTH / shown
        least = KEY_MIN if r.role == "key" else INFO_MIN
        if at_phone < least - 1e-6:
            out.append(f"{r.text!r} ({r.role}): {at_phone:.1f} px at 400 px, under {least}")
    return out


def _pictures(game: str, view, players: int, lang: str) -> tuple[list[TextRecord], list[int]]:
    with record_texts() as records:
        board, detail = render.render_pictures(game, view, NAMES[:players], lang)
    widths = [Image.open(io.BytesIO(board)).width]
    if detail is not None:
        widths.append(Image.open(io.BytesIO(detail)).width)
    return list(records), widths


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("game", "players", "options", "seed", "samples"), GAMES)
def test_every_text_keeps_its_size_at_400_px(game, players, options, seed, samples, lang):
    views = game_views(game, players, tuple(sorted(options.items())), seed)
    step = max(1, len(views) // samples)
    problems: dict[str, int] = {}
    for i, view in enumerate(list(views[::step]) + [views[-1]]):
        records, widths = _pictures(game, view, players, lang)
        assert records, "nothing recorded: the renderer no longer draws through render.common.draw_text"
        for p in too_small(records, widths):
            problems.setdefault(p, i)
    assert not problems, f"{len(problems)} texts too small, e.g. {list(problems)[:15]}"


def test_the_check_finds_a_small_text_and_a_small_key():
    """The checker itself: an 8 px font on a 1,000 px picture (cap about 2.3 px at 400 px) is
    too small for game information and for the key; a 20 px font's key text is not."""
    from PIL import ImageDraw

    from render.common import draw_text, font

    image = Image.new("RGB", (1000, 200))
    draw = ImageDraw.Draw(image)
    with record_texts() as records:
        draw_text(draw, (10, 10), "Gallia", font(8), (255, 255, 255))
        with text_role("key"):
            draw_text(draw, (10, 50), "at war", font(8), (255, 255, 255))
            draw_text(draw, (10, 100), "legion", font(20), (255, 255, 255))
    found = too_small(list(records), [1000])
    assert len(found) == 2 and "'Gallia' (info)" in found[0] and "'at war' (key)" in found[1]
    with pytest.raises(ValueError):
        with text_role("legend"):
            pass
