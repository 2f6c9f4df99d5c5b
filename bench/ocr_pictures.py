"""OCR check of every game's pictures: plays ``agora demo`` for each game in English
and Italian, reads the final picture with Tesseract at twice its size (bench/ocr.py) and checks

* (a) the winner's name is on one OCR line with the game's word for winning, taken from the
  game's catalog message in that language ("wins" / "vince");
* (b) 7 Wonders Duel and Olympus: the winner's final score is on that line, or on the final
  table's total line ("Total" / "Totale");
* (c) Italian demos: a sample of the pictures (every few boards, and the last) holds no English
  word of the game: words of the English catalog strings the renderer used (recorded while
  drawing English boards of the same game) and of the resource and phase names, that are not
  words of the Italian catalog.

Prints one table row per demo (``--markdown``: a Markdown table, as in docs/performance.md).
Needs the ``tesseract`` program with its Italian model (Debian: ``apt-get install tesseract-ocr
tesseract-ocr-ita``); without it the script says so and exits 0 (``--strict``: exits 2).

``--map-names``: the Mare Nostrum map read on a phone.  Plays the two map demos
(:data:`MAP_DEMOS`: ``agora demo --game mare-nostrum --players 4 --seed 3`` and ``--players 6
--option expansion=mythology --seed 2``), takes the middle and the final picture of each, scales
it to 400 px wide (Lanczos, as Discord shows it on a phone), reads it enlarged 3 times with page
segmentation 11 (sparse text) and counts the board's 46 province names found
(:func:`province_names_read`); the goal is 60% (28 of 46).

Usage: python bench/ocr_pictures.py [--seeds 1,2] [--game G ...] [--every 10] [--markdown]
       python bench/ocr_pictures.py --map-names [--lang en]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import i18n  # noqa: E402
from bench.ocr import available, lines, ocr  # noqa: E402


class Demo(NamedTuple):
    """One demo configuration: the row's label, the engine, the players, the options."""

    label: str
    game: str
    players: int
    options: dict[str, Any]


DEMOS = [
    Demo("7 Wonders Duel", "7wd", 2, {}),
    Demo("Mare Nostrum, 4 players", "mare-nostrum", 4, {}),
    Demo("Mythology, 6 players", "mare-nostrum", 6, {"expansion": "mythology"}),
    Demo("Antike East, 3 players", "antike", 3, {"board": "east"}),
    Demo("Antike West, 3 players", "antike", 3, {"board": "west"}),
    Demo("Olympus, 4 players", "olympus", 4, {}),
]

#: (demo, seed) whose map's province names are read at phone size (``--map-names``)
MAP_DEMOS = [
    (Demo("Mare Nostrum, 4 players", "mare-nostrum", 4, {}), 3),
    (Demo("Mythology, 6 players", "mare-nostrum", 6, {"expansion": "mythology"}), 2),
]
#: the width (px) Discord shows a picture at on a phone, and the share of the province names
#: that must be read there
PHONE_WIDTH = 400
MAP_NAMES_GOAL = 0.6

#: the games whose final score must be read too (b)
SCORED = {"7wd", "olympus"}

#: each game's catalog message saying who won, with the argument that holds the name
WIN_MESSAGE = {
    "7wd": ("sevenwd-out-science", "player", {}),
    "mare-nostrum": ("mn-board-winner", "names", {"n": 1}),
    "antike": ("antike-st-winner", "who", {"n": 10}),
    "olympus": ("olympus-outcome-win", "player", {"points": 40}),
}

#: each game's word on the final table's total line (b)
TOTAL_MESSAGE = {"7wd": "sevenwd-board-score-total", "olympus": "olympus-board-score-total"}

#: message families whose English words must not show in Italian pictures, whether or not the
#: sampled boards used them: resource and phase names
FAMILIES = ("mn-good-", "mn-phase-", "mn-board-phase-", "olympus-resource-", "antike-res-", "antike-space-",
            "sevenwd-res")

NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Erin")
WORD = re.compile(r"[A-Za-zÀ-ÿ]{4,}")


def win_word(game: str, lang: str) -> str:
    """The game's word for winning in ``lang``: the word next to the winner's name in the
    game's catalog message (after it, or before it when the name ends the message)."""
    msg_id, arg, extra = WIN_MESSAGE[game]
    text = i18n.tr(lang, msg_id, **{arg: "QQQ", **extra})
    after = re.search(r"QQQ\W*\s+(\w+)", text)
    if after:
        return after.group(1)
    before = re.search(r"(\w+)\s+QQQ", text)
    assert before, text
    return before.group(1)


def total_word(game: str, lang: str) -> str | None:
    """The word of the final table's total line, where the game has one."""
    return i18n.tr(lang, TOTAL_MESSAGE[game]) if game in TOTAL_MESSAGE else None


def has_word(line: str, word: str) -> bool:
    """Whether ``line`` holds ``word`` as a whole word, any case."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", line, re.IGNORECASE) is not None


def winner_lines(text_lines: list[str], name: str, word: str) -> list[str]:
    """The lines holding the winner's ``name`` and the word for winning."""
    return [ln for ln in text_lines if name in ln and has_word(ln, word)]


def score_read(text_lines: list[str], hits: list[str], score: int, total: str | None) -> bool:
    """(b): ``score`` is a number on a winner line, or on the final table's total line."""
    number = re.compile(rf"(?<!\d){score}(?!\d)")
    rows = hits + [ln for ln in text_lines if total and has_word(ln, total)]
    return any(number.search(ln) for ln in rows)


@cache
def catalog(lang: str) -> dict[str, str]:
    """Every message of ``lang``'s catalog: id -> its Fluent source (value and variants)."""
    out: dict[str, str] = {}
    current = None
    for path in sorted((ROOT / "i18n" / "locales" / lang).glob("*.ftl")):
        for raw in path.read_text(encoding="utf-8").splitlines():
            m = re.match(r"([a-z][a-z0-9_-]*)\s*=(.*)", raw)
            if m:
                current = m.group(1)
                out[current] = m.group(2)
            elif current and raw[:1].isspace():
                out[current] += " " + raw.strip()
            else:
                current = None
    return out


def source_words(source: str) -> set[str]:
    """The words (4 letters or more, lower case) a Fluent source shows: not its variables,
    variant keys, message references or functions."""
    text = re.sub(r"\$[\w-]+|\[[^\]]*\]|\b[a-z0-9]+(?:-[a-z0-9_]+)+\b|\b[A-Z]+\(|^\s*\.\w+\s*=", " ", source)
    return {w.lower() for w in WORD.findall(text)}


@cache
def italian_words() -> frozenset[str]:
    """Every word of the Italian catalog, and the demo's player names."""
    words = {w for src in catalog("it").values() for w in source_words(src)}
    return frozenset(words | {n.lower() for n in NAMES})


def english_words(msg_ids: set[str]) -> set[str]:
    """The English words of ``msg_ids`` and of the resource and phase names that are not also
    Italian words of the catalog (proper names spelled alike, "Zeus", are not English words)."""
    en = catalog("en")
    ids = set(msg_ids) | {m for m in en if m.startswith(FAMILIES)}
    return {w for m in ids if m in en for w in source_words(en[m])} - italian_words()


@contextmanager
def recording_ids() -> Iterator[set[str]]:
    """Collect the ids of the English catalog messages looked up in this context (the texts a
    renderer draws)."""
    bundle = i18n.bundle("en")
    seen: set[str] = set()
    original = bundle.get_message

    def get_message(msg_id: str) -> Any:
        seen.add(msg_id)
        return original(msg_id)

    bundle.get_message = get_message  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        del bundle.get_message  # the instance attribute: back to the class's method


def play(game: str, players: int, options: dict[str, Any], seed: int, keep: int = 4) -> tuple[list[Any], Any]:
    """About ``keep`` public views spread over a whole game between automatic players (its last
    view last), and the game's outcome."""
    import engines

    e = engines.get(game)
    state = e.setup(players, {**e.default_options(), **options}, seed)
    views = [e.player_view(state, None)]
    k = 0
    while e.outcome(state) is None:
        seat = e.prompt(state).seats[0]
        state, _ = e.apply(state, seat, e.auto_action(state, seat))
        k += 1
        views.append(e.player_view(state, None))
    step = max(1, len(views) // keep)
    return [*views[step::step][: keep - 1], views[-1]], e.outcome(state)


@cache
def game_words(game: str, players: int, options: tuple[tuple[str, Any], ...], seed: int = 1) -> frozenset[str]:
    """The English words (see :func:`english_words`) of the messages the renderer uses for
    sampled boards of a seeded game of ``game``."""
    import render

    views, _ = play(game, players, dict(options), seed)
    with recording_ids() as ids:
        for v in views:
            render.render_board(game, v, list(NAMES[:players]), "en")
    return frozenset(english_words(ids))


def english_in(text: str, words: frozenset[str] | set[str]) -> set[str]:
    """The English game words found in an OCR ``text``."""
    return {w.lower() for w in WORD.findall(text)} & set(words)


def province_names(lang: str) -> list[str]:
    """The board's 46 province names (every land region of the layout, Mythology's included) in
    ``lang``, as the map prints them."""
    from render import mare_nostrum as mn

    return sorted(mn.region_name(rid, lang) for rid, region in mn.layout().regions.items() if not region.sea)


def on_phone(picture: Any) -> Any:
    """``picture`` (an image, a PNG path or PNG bytes) scaled to :data:`PHONE_WIDTH` px wide with
    Lanczos, as Discord shows it on a phone."""
    import io

    from PIL import Image

    if isinstance(picture, bytes):
        picture = Image.open(io.BytesIO(picture))
    elif isinstance(picture, (str, Path)):
        picture = Image.open(picture)
    img = picture.convert("RGB")
    return img.resize((PHONE_WIDTH, round(img.height * PHONE_WIDTH / img.width)), Image.Resampling.LANCZOS)


def names_in(text: str, names: list[str]) -> list[str]:
    """The ``names`` found in an OCR ``text``, any case, spaces ignored (Tesseract splits a bold
    word, "Tar raco", and glues a name to the mark beside it, "Etruriap"), as bench/ocr_antike.py
    reads city names; the longest names first, each found occurrence taken out of the text, so
    that "Syria" is not read in "Assyria" nor "Mauretania" in "Mauretania Tingitana"."""
    flat = re.sub(r"\s+", "", text).lower()
    found = []
    for name in sorted(names, key=lambda n: (-len(n), n)):
        key = re.sub(r"\s+", "", name).lower()
        if key in flat:
            found.append(name)
            flat = flat.replace(key, "|")
    return sorted(found)


def province_names_read(picture: Any, lang: str) -> list[str]:
    """The province names (:func:`province_names`) Tesseract reads on ``picture`` shown 400 px
    wide (:func:`on_phone`), enlarged 3 times, page segmentation 11 (sparse text)."""
    return names_in(ocr(on_phone(picture), lang, psm=11, scale=3), province_names(lang))


def map_names(langs: list[str], out_dir: Path, markdown: bool) -> int:
    """``--map-names``: the province names read on the middle and the final picture of each map
    demo (:data:`MAP_DEMOS`); 1 when one of them reads fewer than the goal."""
    total = len(province_names("en"))
    goal = MAP_NAMES_GOAL * total
    if markdown:
        print(f"| Demo | Language | Seed | Picture | Province names read (of {total}) at 400 px |")
        print("|---|---|---|---|---|", flush=True)
    fails = 0
    for demo, seed in MAP_DEMOS:
        for lang in langs:
            out = out_dir / f"map-{demo.players}-{seed}-{lang}"
            opts = [a for k, v in demo.options.items() for a in ("--option", f"{k}={v}")]
            subprocess.run([sys.executable, "-m", "bot.cli", "demo", "--game", demo.game, "--players", str(demo.players),
                            *opts, "--lang", lang, "--seed", str(seed), "--out", str(out)],
                           cwd=ROOT, check=True, capture_output=True, timeout=900)
            pictures = sorted(out.glob("[0-9][0-9][0-9][0-9].png"))
            for png in (pictures[len(pictures) // 2], pictures[-1]):
                read = province_names_read(png, lang)
                fails += len(read) < goal
                if markdown:
                    print(f"| {demo.label} | {lang} | {seed} | {png.name} | {len(read)} |", flush=True)
                else:
                    print(f"{demo.label:<24} {lang} seed {seed} {png.name}: {len(read)}/{total} province names read", flush=True)
    print("OK" if not fails else f"{fails} pictures under {goal:.0f} names")
    return 1 if fails else 0


def check(demo: Demo, lang: str, seed: int, out_dir: Path, every: int) -> dict[str, Any]:
    """Runs one demo and returns its row: the winner line read, the checks' verdicts."""
    out = out_dir / f"{demo.game}-{demo.players}-{seed}-{lang}-{'-'.join(map(str, demo.options.values()))}"
    opts = [a for k, v in demo.options.items() for a in ("--option", f"{k}={v}")]
    subprocess.run([sys.executable, "-m", "bot.cli", "demo", "--game", demo.game, "--players", str(demo.players),
                    *opts, "--lang", lang, "--seed", str(seed), "--out", str(out)],
                   cwd=ROOT, check=True, capture_output=True, timeout=900)
    result = json.loads((out / "result.json").read_text())
    pictures = sorted(p for p in out.glob("[0-9][0-9][0-9][0-9].png"))
    final = pictures[-1]
    text = lines(ocr(final, lang))
    word = win_word(demo.game, lang)
    row: dict[str, Any] = {"demo": demo.label, "lang": lang, "seed": seed, "picture": final.name, "fails": []}
    hits: list[str] = []
    for name in result["winners"]:
        found = winner_lines(text, name, word)
        hits += found
        if not found:
            row["fails"].append(f"(a) no line with {name!r} and {word!r}")
        if demo.game in SCORED and not score_read(text, found, result["scores"][name], total_word(demo.game, lang)):
            row["fails"].append(f"(b) {name}'s score {result['scores'][name]} not read")
    row["line"] = hits[0] if hits else "-"
    row["english"] = "-"
    if lang == "it":
        words = game_words(demo.game, demo.players, tuple(sorted(demo.options.items())))
        sample = sorted({*pictures[every - 1::every], final})
        seen: set[str] = set()
        for png in sample:
            found_en = english_in(ocr(png, lang), words)
            if found_en:
                row["fails"].append(f"(c) English words in {png.name}: {sorted(found_en)}")
            seen |= found_en
        row["english"] = f"{len(sample)} pictures, " + (", ".join(sorted(seen)) if seen else "none")
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", default="1,2", help="comma-separated demo seeds (default 1,2)")
    ap.add_argument("--game", action="append", help="only these engine ids (repeatable)")
    ap.add_argument("--lang", action="append", choices=["en", "it"], help="only these languages")
    ap.add_argument("--every", type=int, default=10, help="(c): OCR every n-th Italian picture (default 10)")
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    ap.add_argument("--strict", action="store_true", help="fail (exit 2) when tesseract is missing")
    ap.add_argument("--map-names", action="store_true", help="Mare Nostrum province names read at 400 px (phone size)")
    a = ap.parse_args(argv)
    if not available():
        print("tesseract not installed: OCR check skipped")
        return 2 if a.strict else 0
    if a.map_names:
        with tempfile.TemporaryDirectory() as tmp:
            return map_names(a.lang or ["en"], Path(tmp), a.markdown)
    seeds = [int(s) for s in a.seeds.split(",")]
    rows = []
    start = time.monotonic()
    if a.markdown:
        print("| Demo | Language | Seed | Winner line read (final picture) | (a) | (b) | (c) Italian pictures read: English words |")
        print("|---|---|---|---|---|---|---|", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        for demo in DEMOS:
            if a.game and demo.game not in a.game:
                continue
            for seed in seeds:
                for lang in a.lang or ["en", "it"]:
                    r = check(demo, lang, seed, Path(tmp), a.every)
                    rows.append(r)
                    if a.markdown:
                        mark = {k: ("fail" if any(f.startswith(f"({k})") for f in r["fails"]) else "ok") for k in "abc"}
                        b = mark["b"] if demo.game in SCORED else ""
                        c = r["english"] if lang == "it" else ""
                        line = r["line"].replace("|", "/")
                        print(f"| {r['demo']} | {lang} | {seed} | {line} | {mark['a']} | {b} | {c} |", flush=True)
                    else:
                        verdict = "ok" if not r["fails"] else "; ".join(r["fails"])
                        print(f"{r['demo']:<24} {lang} seed {seed} {r['picture']}: {r['line']!r} "
                              f"English: {r['english']} -> {verdict}", flush=True)
    fails = [f"{r['demo']} {r['lang']} seed {r['seed']}: {f}" for r in rows for f in r["fails"]]
    for f in fails:
        print("FAIL", f)
    print(("OK" if not fails else f"{len(fails)} failures") + f" ({time.monotonic() - start:.0f} s)")
    return 1 if fails else 0


if __name__ == "__main__":
    raise SystemExit(main())
