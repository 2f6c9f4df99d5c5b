"""OCR check of the Antike pictures: plays ``agora demo --game antike`` on both board
sides in English and Italian, reads the final picture with Tesseract at twice its size and checks

* the winner's name is on the same line as the game's word for winning ("wins" / "vince");
* at least half of the board's city names (as the data spells them) are found on the map;
* no Italian picture contains an English word of the game (nations, personalities, rondel
  spaces, pieces, know-how, the word for winning) that differs from its Italian word.

Reads through bench/ocr.py (the shared Tesseract helper).  Needs the ``tesseract`` program (Debian: ``apt-get install tesseract-ocr tesseract-ocr-ita``); it
is not a project dependency: without it the script says so and exits 0 (``--strict``: exits 2).

Usage: python bench/ocr_antike.py [--seed 3] [--players N] [--strict]
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import i18n  # noqa: E402
from bench.ocr import ocr  # noqa: E402
from engines.antike.data import ADVANCED, BASIC, BOARDS, RONDEL  # noqa: E402
from render.antike import HEAD_H, MAP_H  # noqa: E402

WIN_WORD = {"en": "wins", "it": "vince"}


def english_words() -> set[str]:
    """The English words of the game's terms that are not also Italian words of them."""
    ids = [f"antike-nation-{n.id}" for b in BOARDS.values() for n in b.nations]
    ids += [f"antike-person-{k}" for k in ("kings", "scholars", "generals", "citizens", "navigators")]
    ids += [f"antike-space-{s.id}" for s in RONDEL] + [f"antike-kh-{k}" for k in [*BASIC, *ADVANCED]]
    ids += [f"antike-piece-{k}" for k in ("legion", "galley", "temple", "city", "coin")]
    en = {w.lower() for m in ids for w in re.findall(r"[A-Za-z]{4,}", i18n.tr("en", m))}
    it = {w.lower() for m in ids for w in re.findall(r"[A-Za-zàèéìòù]{4,}", i18n.tr("it", m))}
    return (en - it) | {"wins", "personalities"}


def city_names_read(board: str, lang: str, text: str) -> list[str]:
    """The board's city names found in the OCR ``text``, spaces ignored (Tesseract sometimes
    splits a bold word in two: "Tar raco")."""
    flat = re.sub(r"\s+", "", text)
    names = [i18n.tr(lang, f"antike-city-{p.id}") for p in BOARDS[board].provinces]
    return [n for n in names if n.replace(" ", "") in flat]


def check(board: str, lang: str, seed: int, players: int | None, out_dir: Path) -> list[str]:
    """Runs one demo and returns the failures (empty: all checks pass)."""
    out = out_dir / f"{board}-{lang}"
    extra = ["--players", str(players)] if players else []
    subprocess.run([sys.executable, "-m", "bot.cli", "demo", "--game", "antike", "--seed", str(seed), *extra,
                    "--lang", lang, "--option", f"board={board}", "--out", str(out)],
                   cwd=ROOT, check=True, capture_output=True, timeout=600)
    result = json.loads((out / "result.json").read_text())
    final = sorted(out.glob("[0-9]*.png"))[-1]
    text = ocr(final, lang)
    fails = []
    lines = [ln for ln in text.splitlines() if ln.strip()]
    for winner in result["winners"]:
        if not any(winner in ln and WIN_WORD[lang] in ln for ln in lines):
            fails.append(f"{board}/{lang}: no line with {winner!r} and {WIN_WORD[lang]!r} in {final.name}")
    width = Image.open(final).width
    map_text = ocr(final, lang, psm=11, crop=(0, HEAD_H, width, HEAD_H + MAP_H))
    found = city_names_read(board, lang, map_text)
    names = [i18n.tr(lang, f"antike-city-{p.id}") for p in BOARDS[board].provinces]
    print(f"{board}/{lang}: {final.name}: {len(found)}/{len(names)} city names read; "
          f"winner line: {next((ln for ln in lines if WIN_WORD[lang] in ln), '-')!r}")
    if len(found) * 2 < len(names):
        fails.append(f"{board}/{lang}: only {len(found)} of {len(names)} city names read")
    if lang == "it":
        for png in sorted(out.glob("[0-9]*.png"))[-1:] + sorted(out.glob("[0-9]*.png"))[len(names) // 2:][:1]:
            seen = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", ocr(png, lang))} & english_words()
            if seen:
                fails.append(f"{board}/it: English words in {png.name}: {sorted(seen)}")
    return fails


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--players", type=int, default=None, help="default: the demo's (2)")
    ap.add_argument("--strict", action="store_true", help="fail (exit 2) when tesseract is missing")
    a = ap.parse_args(argv)
    if shutil.which("tesseract") is None:
        print("tesseract not installed: OCR check skipped")
        return 2 if a.strict else 0
    fails: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for board in ("west", "east"):
            for lang in ("en", "it"):
                fails += check(board, lang, a.seed, a.players, Path(tmp))
    for f in fails:
        print("FAIL", f)
    print("OK" if not fails else f"{len(fails)} failures")
    return 1 if fails else 0


if __name__ == "__main__":
    raise SystemExit(main())
