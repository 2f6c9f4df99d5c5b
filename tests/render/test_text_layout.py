"""Every game's board pictures from whole seeded games (Olympus, 7 Wonders Duel, Mare Nostrum and
Mythology; Antike has its own), in English and Italian: no text overlaps another text drawn on
the same picture, none is cut (an ellipsis from render.common.fit_text, or past the picture's
edge), and the game-over picture names the winner with the game's word for winning.

Texts are collected with render.common.record_texts while the board is drawn.  Views are sampled
(every few actions and the last) to keep the test short; the seeds are fixed."""

from __future__ import annotations

import functools
import shutil

import pytest

import engines
import render
from bench.ocr import ocr
from render.common import TextRecord, record_texts

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
#: (engine id, players, options, seed, take every n-th view)
GAMES = [
    ("olympus", 2, {}, 1, 3),
    ("olympus", 5, {}, 2, 6),
    ("7wd", 2, {}, 1, 2),
    ("mare-nostrum", 3, {}, 1, 12),
    ("mare-nostrum", 5, {"expansion": "mythology"}, 2, 25),
]


@functools.cache
def game_views(game: str, players: int, options: tuple[tuple[str, object], ...], seed: int) -> tuple:
    """The public views of a whole game between automatic players (the first, every action's);
    the game's outcome is in :func:`game_outcome`."""
    e = engines.get(game)
    state = e.setup(players, {**e.default_options(), **dict(options)}, seed)
    views = [e.player_view(state, None)]
    while e.outcome(state) is None:
        seat = e.prompt(state).seats[0]
        state, _ = e.apply(state, seat, e.auto_action(state, seat))
        views.append(e.player_view(state, None))
    _outcomes[(game, players, options, seed)] = e.outcome(state)
    return tuple(views)


_outcomes: dict = {}


def game_outcome(game: str, players: int, options: tuple[tuple[str, object], ...], seed: int):
    game_views(game, players, options, seed)
    return _outcomes[(game, players, options, seed)]


def _on_picture(r: TextRecord) -> bool:
    size = getattr(r.surface, "size", (0, 0))
    # texts drawn to measure (a 1x1 scratch picture, or wholly outside) are not on the picture
    return size[0] > 1 and r.box[2] > 0 and r.box[3] > 0 and r.box[0] < size[0] and r.box[1] < size[1]


def text_problems(records: list[TextRecord]) -> list[str]:
    """What is wrong with the texts of one picture: overlapping pairs (by more than a pixel each
    way), cut texts (ellipsis, past the edge of what they were drawn on)."""
    shown = [r for r in records if _on_picture(r)]
    out = []
    for i, a in enumerate(shown):
        w, h = a.surface.size  # type: ignore[attr-defined]
        if a.text.endswith("…") and a.text != "…":
            out.append(f"cut: {a.text!r}")
        if a.box[0] < 0 or a.box[1] < 0 or a.box[2] > w or a.box[3] > h:
            out.append(f"past the edge: {a.text!r} {a.box} on {w}x{h}")
        for b in shown[i + 1:]:
            if a.surface is b.surface and a.box[0] < b.box[2] - 1 and b.box[0] < a.box[2] - 1 \
                    and a.box[1] < b.box[3] - 1 and b.box[1] < a.box[3] - 1:
                out.append(f"overlap: {a.text!r} {a.box} and {b.text!r} {b.box}")
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("game", "players", "options", "seed", "step"), GAMES)
def test_no_text_overlaps_or_is_cut(game, players, options, seed, step, lang):
    views = game_views(game, players, tuple(sorted(options.items())), seed)
    sample = list(views[::step]) + [views[-1]]
    problems: dict[str, int] = {}
    for i, view in enumerate(sample):
        with record_texts() as records:
            render.render_board(game, view, NAMES[:players], lang)
        assert records, "nothing recorded: the renderer no longer draws through render.common.draw_text"
        for p in text_problems(records):
            problems.setdefault(p, i)
    assert not problems, list(problems)[:20]


def test_the_check_finds_an_overlap_and_a_cut():
    """The checker itself: two texts on the same spot, and an ellipsis, are reported."""
    from PIL import Image, ImageDraw

    from render.common import INK, draw_text, fit_text, font

    img = Image.new("RGB", (200, 60))
    d = ImageDraw.Draw(img)
    with record_texts() as records:
        draw_text(d, (10, 10), "Alpha", font(20), INK)
        draw_text(d, (20, 12), "Beta", font(20), INK)
        fnt, lines = fit_text("a very long name indeed", 60, 20, 14, 12, max_lines=1)
        draw_text(d, (10, 40), lines[0], fnt, INK)
    found = text_problems(records)
    assert any(p.startswith("overlap: 'Alpha'") for p in found)
    assert any(p.startswith("cut:") for p in found)


#: the games' words for winning ("Alice wins with 56 prestige", "Bob vince: vittoria civile")
WIN_WORDS = {"en": ("wins", "win", "victory"), "it": ("vince", "vincono", "vittoria")}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("game", "players", "options", "seed", "step"), GAMES)
def test_game_over_picture_names_the_winner(game, players, options, seed, step, lang):
    """The final picture's texts: one line holds a winner's name and the game's word for
    winning (Olympus and 7 Wonders Duel: also the winner's final score)."""
    key = (game, players, tuple(sorted(options.items())), seed)
    views = game_views(*key)
    outcome = game_outcome(*key)
    with record_texts() as records:
        render.render_board(game, views[-1], NAMES[:players], lang)
    winner = NAMES[outcome.winners[0]]
    hits = [r.text for r in records if winner in r.text and any(w in r.text.lower().split() for w in WIN_WORDS[lang])]
    assert hits, [r.text for r in records][:10]
    if game in ("olympus", "7wd"):
        assert any(str(outcome.scores[outcome.winners[0]]) in t for t in hits), hits


@pytest.mark.skipif(shutil.which("tesseract") is None, reason="needs the tesseract OCR program (not a project dependency)")
@pytest.mark.parametrize("game", ["olympus", "7wd"])
def test_ocr_reads_the_winner_and_score_on_one_line(game, tmp_path):
    """What a player reads: Tesseract, on the final picture at twice its size, finds the winner's
    name, the word for winning and the winner's score on one line."""
    players = 2
    views = game_views(game, players, (), 1)
    outcome = game_outcome(game, players, (), 1)
    png = render.render_board(game, views[-1], NAMES[:players], "en")
    text = ocr(png, "en")
    winner = NAMES[outcome.winners[0]]
    score = str(outcome.scores[outcome.winners[0]])
    assert any(winner in line and "wins" in line and score in line for line in text.splitlines()), text[:400]
