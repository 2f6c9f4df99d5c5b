"""The full golden playthroughs (tests/golden/*.txt, see tests/golden/playthrough.py) match a
fresh replay: a change of rules, texts or views, or hidden information reaching the public view
or another seat's view, shows up as a diff of these files."""

from __future__ import annotations

import difflib

import pytest

from tests.golden.playthrough import GAMES, Game, transcript

#: diff lines shown when a playthrough differs
EXCERPT = 60


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_golden_playthrough(game: Game) -> None:
    hint = "If the change is intended (not a leak), run: python -m tests.golden.regen " + game.name
    if not game.path.exists():
        pytest.fail(f"{game.name} is missing. {hint}", pytrace=False)
    stored = game.path.read_text(encoding="utf-8")
    fresh = transcript(game)
    if fresh != stored:
        lines = list(difflib.unified_diff(stored.splitlines(), fresh.splitlines(), f"stored {game.name}",
                                          "replayed now", lineterm="", n=3))
        more = f"\n... and {len(lines) - EXCERPT} more diff lines" if len(lines) > EXCERPT else ""
        pytest.fail(f"{game.name} differs from a replay of the game:\n" + "\n".join(lines[:EXCERPT]) + more
                    + f"\n{hint}", pytrace=False)


def test_playthroughs_stay_reviewable() -> None:
    """Each file under ~1 MB; the Mare Nostrum prefix covers a whole turn with a sealed trade."""
    for game in GAMES:
        assert game.path.stat().st_size < 1_000_000, f"{game.name} is too big to review"
    text = next(g for g in GAMES if g.engine_id == "mare-nostrum").path.read_text(encoding="utf-8")
    for needle in ("commerce offer", "has sealed an offer", "Offers revealed", "construction build",
                   "military move", "event public battle"):
        assert needle in text, f"the Mare Nostrum playthrough no longer shows {needle!r}"
