"""Every golden transcript (tests/golden/*.txt, listed in tests/golden/playthrough.py's
``GOLDENS``) matches a fresh replay: a change of rules, texts, views or of the automatic players,
or hidden information reaching the public view or another seat's view, shows up as a diff of
these files and fails here.  The tests only read the files; the one way to rewrite them is
``python -m tests.golden.regen``."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.playthrough import DIR, GAMES, GOLDENS, AutoGame, Game

#: diff lines shown when a transcript differs
EXCERPT = 60


def difference(name: str, stored: str | None, fresh: str) -> str | None:
    """None when ``stored`` (the committed file's text; None: no file) equals ``fresh`` (the
    replay's), else the failure message: the first :data:`EXCERPT` lines of a unified diff and
    how to regenerate after an intended change."""
    hint = "If the change is intended (not a leak), run: python -m tests.golden.regen " + name
    if stored is None:
        return f"{name} is missing. {hint}"
    if fresh == stored:
        return None
    lines = list(difflib.unified_diff(stored.splitlines(), fresh.splitlines(), f"stored {name}", "replayed now",
                                      lineterm="", n=3))
    more = f"\n... and {len(lines) - EXCERPT} more diff lines" if len(lines) > EXCERPT else ""
    return f"{name} differs from a replay of the game:\n" + "\n".join(lines[:EXCERPT]) + more + f"\n{hint}"


@pytest.mark.parametrize("game", GOLDENS, ids=lambda g: g.name)
def test_golden_playthrough(game: Game | AutoGame) -> None:
    stored = game.path.read_text(encoding="utf-8") if game.path.exists() else None
    failure = difference(game.name, stored, game.text())
    if failure:
        pytest.fail(failure, pytrace=False)


def test_a_changed_line_fails():
    """The comparison catches one changed line of a stored transcript, and names it (a short
    game, so the check is cheap; the real files were planted once by hand too)."""
    game = AutoGame("check.txt", "7wd", 2, 7, steps=12, random_seats=(1,))
    fresh = game.text()
    assert difference(game.name, fresh, fresh) is None
    lines = fresh.splitlines(keepends=True)
    changed = next(i for i, line in enumerate(lines) if line.startswith("  "))
    planted = lines[changed].replace("  ", "  x", 1)
    failure = difference(game.name, "".join(lines[:changed] + [planted] + lines[changed + 1:]), fresh)
    assert failure is not None and f"-{planted.rstrip()}" in failure and f"+{lines[changed].rstrip()}" in failure
    assert "python -m tests.golden.regen check.txt" in failure
    assert "is missing" in (difference(game.name, None, fresh) or "")


def test_every_transcript_file_is_checked():
    """No stale golden: every tests/golden/*.txt belongs to a transcript of ``GOLDENS`` (a file
    left behind by a rename would otherwise look checked and be read by nobody)."""
    assert sorted(p.name for p in DIR.glob("*.txt")) == sorted(g.name for g in GOLDENS)


def test_playthroughs_stay_reviewable() -> None:
    """Each file under ~1 MB; the Mare Nostrum prefix covers a whole turn with a sealed trade."""
    for game in GOLDENS:
        assert game.path.stat().st_size < 1_000_000, f"{game.name} is too big to review"
    text = next(g for g in GAMES if g.engine_id == "mare-nostrum").path.read_text(encoding="utf-8")
    for needle in ("commerce offer", "has sealed an offer", "Offers revealed", "construction build",
                   "military move", "event public battle"):
        assert needle in text, f"the Mare Nostrum playthrough no longer shows {needle!r}"
