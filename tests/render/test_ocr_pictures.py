"""Issue 18's checks of every game's pictures, on the final boards of one seeded game per demo
configuration (bench/ocr_pictures.py runs the same checks on the demos themselves):

* (a) Tesseract, reading the final picture at twice its size (Olympus: its top; Mare Nostrum
  and Antike: the bands of the game-over line), finds the winner's name on one line with the
  game's word for winning, in English and Italian;
* (b) 7 Wonders Duel and Olympus: the winner's final score on that line or on the final table's
  total line;
* (c) the texts drawn on Italian pictures (sampled boards and the last) hold no English word of
  the game: words of the English messages the renderer used for the same boards, and of the
  resource and phase names, that are not words of the Italian catalog (no OCR: the drawn texts).

(a) and (b) are skipped without the ``tesseract`` program (not a project dependency)."""

from __future__ import annotations

import io
import re
from functools import cache
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageStat

import render
from bench import ocr_pictures as P
from bench.ocr import available, lines, ocr
from render.common import TextRecord, record_texts

NAMES = list(P.NAMES[:6])
DEMOS = {f"{d.game}-{d.players}-{'-'.join(map(str, d.options.values()))}".rstrip("-"): d for d in P.DEMOS}
#: the seed of each demo's game: 1; 7 Wonders Duel's 2, whose two-line result Tesseract once read
#: into the "GAME OVER" badge
SEEDS = dict.fromkeys(DEMOS, 1)
SEEDS["7wd-2"] = 2


@cache
def drawn(key: str, lang: str) -> tuple[list[tuple[bytes, list[TextRecord]]], frozenset[str]]:
    """The pictures of a view in the middle of the seeded game of demo ``key`` and of its last
    view, in ``lang``, each with the texts drawn on it; and the ids of the English messages
    looked up while drawing (for ``lang`` "en")."""
    d = DEMOS[key]
    views, _ = played(key)
    out = []
    with P.recording_ids() as ids:
        for v in views:
            with record_texts() as records:
                png = render.render_board(d.game, v, NAMES[: d.players], lang)
            out.append((png, list(records)))
    return out, frozenset(ids if lang == "en" else ())


@cache
def played(key: str) -> tuple[list, Any]:
    """Two views of the seeded game of demo ``key`` (the middle one, the last) and its outcome."""
    d = DEMOS[key]
    return P.play(d.game, d.players, d.options, seed=SEEDS[key], keep=2)


def offset(picture: Image.Image, surface: Image.Image, top: int, bottom: int) -> int | None:
    """How far down ``picture`` the ``surface`` a text was drawn on (a panel drawn apart and
    pasted) is: where its rows ``top``..``bottom`` look most alike in ``picture`` (None: a
    surface of another width, or no place alike: under 8 of 255 apart on average)."""
    if surface.size == picture.size:
        return 0
    if surface.width != picture.width:
        return None
    strip = surface.convert("RGB").crop((0, top, surface.width, bottom))
    gray, pic = strip.convert("L"), picture.convert("L")
    best = min((ImageStat.Stat(ImageChops.difference(pic.crop((0, y, pic.width, y + gray.height)), gray)).mean[0], y)
               for y in range(picture.height - strip.height + 1))
    return best[1] - top if best[0] < 8 else None


def bands(game: str, png: bytes, records: list[TextRecord], lang: str) -> list[tuple[int, int, int, int]]:
    """The boxes (whole width) of the final picture to read: its game-over line (the drawn text
    with the word for winning) and, where the game has one, the final table's total line, with
    a margin; the whole picture when a text's place in it is not found."""
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    word, total = P.win_word(game, lang), P.total_word(game, lang)
    out = []
    for r in records:
        if not (P.has_word(r.text, word) or (total is not None and r.text.strip() == total)):
            continue
        top, bottom = max(0, r.box[1] - 30), min(r.surface.size[1], r.box[3] + 50)  # type: ignore[attr-defined]
        dy = offset(picture, r.surface, top, bottom)  # type: ignore[arg-type]
        if dy is None:
            return [(0, 0, picture.width, picture.height)]
        out.append((0, top + dy, picture.width, bottom + dy))
    return out


@pytest.mark.skipif(not available(), reason="needs the tesseract program (not a project dependency)")
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("key", list(DEMOS))
def test_ocr_reads_the_winner_with_the_word_for_winning_and_the_score(key, lang):
    d = DEMOS[key]
    _, outcome = played(key)
    names = NAMES[: d.players]
    (png, records) = drawn(key, lang)[0][-1]
    # 7 Wonders Duel: the whole picture, as a player sees it (the top of it was read well where
    # the whole was not); Olympus: from the top to the final table's total line; Mare Nostrum's
    # and Antike's large maps: the bands of the lines, to stay quick
    boxes = bands(d.game, png, records, lang)
    if d.game == "7wd":
        boxes = [(0, 0, *Image.open(io.BytesIO(png)).size)]
    elif d.game == "olympus":
        boxes = [(0, 0, boxes[0][2], max(b[3] for b in boxes))]
    assert boxes, "no drawn text holds the word for winning"
    picture = Image.open(io.BytesIO(png)).convert("RGB")
    parts = [picture.crop(box) for box in boxes[:3]]
    sheet = Image.new("RGB", (max(p.width for p in parts), sum(p.height + 20 for p in parts)), "white")
    y = 0
    for part in parts:  # one Tesseract run for the bands, one under the other
        sheet.paste(part, (0, y))
        y += part.height + 20
    text = lines(ocr(sheet, lang, psm=3))
    word = P.win_word(d.game, lang)
    for w in outcome.winners:
        hits = P.winner_lines(text, names[w], word)
        assert hits, f"(a) no line with {names[w]!r} and {word!r}: {text}"
        if d.game in P.SCORED:
            score = outcome.scores[w]
            assert P.score_read(text, hits, score, P.total_word(d.game, lang)), f"(b) score {score} not read: {text}"


@pytest.mark.parametrize("key", list(DEMOS))
def test_italian_pictures_draw_no_english_word_of_the_game(key):
    words = P.english_words(set(drawn(key, "en")[1]))
    assert {"offering", "wood"} <= words  # a phase and a resource name: the list is not empty
    seen: dict[str, str] = {}
    for i, (_png, records) in enumerate(drawn(key, "it")[0]):
        for r in records:
            for w in re.findall(r"[A-Za-zÀ-ÿ]{4,}", r.text):
                if w.lower() in words:
                    seen.setdefault(w, f"picture {i}: {r.text!r}")
    assert not seen, seen


def test_the_checks_can_fail():
    """The helpers see a missing winner word, a missing score and an English word."""
    assert P.win_word("mare-nostrum", "it") == "Vince" and P.win_word("olympus", "en") == "wins"
    assert P.winner_lines(["Turno 8 · Partita finita Vince Cartagine (Alice)"], "Alice", "vince")
    assert not P.winner_lines(["Alice ottiene la vittoria civile"], "Alice", "vince")
    assert not P.winner_lines(["Alice winsome"], "Alice", "wins")
    assert P.score_read(["Totale 44 40"], [], 44, "Totale") and not P.score_read(["Bob wins 441"], ["Bob wins 441"], 44, None)
    assert P.english_in("Turno 3 · Fase Offering", P.english_words(set())) == {"offering"}
    assert not P.english_in("Turno 3 · Fase Offerta · Legno", P.english_words(set()))


# ---- issue 26: the Mare Nostrum map read on a phone --------------------------------------------------
@cache
def map_pictures(players: int, seed: int, lang: str) -> list[bytes]:
    """The board pictures of the middle and the last view of a seeded Mare Nostrum game of the map
    demos (bench/ocr_pictures.py ``MAP_DEMOS``), in ``lang``."""
    demo = next(d for d, s in P.MAP_DEMOS if d.players == players and s == seed)
    views, _ = P.play(demo.game, demo.players, demo.options, seed=seed, keep=2)
    return [render.render_board(demo.game, v, NAMES[: demo.players], lang) for v in views]


@pytest.mark.skipif(not available(), reason="needs the tesseract program (not a project dependency)")
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize(("players", "seed"), [(d.players, s) for d, s in P.MAP_DEMOS])
def test_ocr_reads_most_province_names_on_the_map_shown_400_px_wide(players, seed, lang):
    """Issue 26: shown 400 px wide (Lanczos), enlarged 3 times, Tesseract (page segmentation 11)
    reads at least 60% of the board's 46 province names on the middle and the final picture of a
    4-player game and of a 6-player Mythology game (it read 2 to 4 of them on the 1,239 px map)."""
    total = len(P.province_names(lang))
    assert total == 46
    for i, png in enumerate(map_pictures(players, seed, lang)):
        read = P.province_names_read(png, lang)
        assert len(read) >= P.MAP_NAMES_GOAL * total, (i, len(read), sorted(set(P.province_names(lang)) - set(read)))


def test_province_names_are_matched_whole_and_apart():
    """The matching of the names read: spaces and case ignored, a name glued to a mark still read,
    "Syria" not read inside "Assyria", "Mauretania" not inside "Mauretania Tingitana"."""
    names = ["Syria", "Assyria", "Mauretania", "Mauretania Tingitana", "Gallia", "Magna Graecia"]
    assert P.names_in("Assyria  MAURETANIA Tingi tana xGalliap Magna\nGraecia", names) == [
        "Assyria", "Gallia", "Magna Graecia", "Mauretania Tingitana"]
    assert P.names_in("Syria Assyria Mauretania", names) == ["Assyria", "Mauretania", "Syria"]
