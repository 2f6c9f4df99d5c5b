"""``agora demo --levels`` (issue 21): each seat plays at its level through the automatic
seats' own decision code (bot/features/autoseats.py AutoPlayers.decide), and result.json lists each
seat's level."""

from __future__ import annotations

import json

import pytest

from bot import cli
from bot.features.autoseats import AutoPlayers
from bot.ops.demo import NAMES, run_demo


@pytest.fixture
def decisions(monkeypatch):
    """The levels asked of AutoPlayers.decide, in order (the strong search thinks 0.05 s, in a
    thread: the search's strength is engines/search.py's business)."""
    monkeypatch.setenv("AGORA_AUTO_WORKERS", "0")
    monkeypatch.setenv("AGORA_STRONG_SECONDS", "0.05")
    asked: list[str | None] = []
    real = AutoPlayers.decide

    async def decide(self, engine, state, seat, level, seed):
        assert self.workers == 0 and self.seconds == 0.05  # the settings reach the demo's app
        asked.append(level)
        return await real(self, engine, state, seat, level, seed)

    monkeypatch.setattr(AutoPlayers, "decide", decide)
    return asked


async def test_the_demo_plays_each_seat_at_its_level(tmp_path, decisions):
    result = await run_demo("toy", 3, tmp_path, levels=["strong", "standard", "standard"])
    assert result["levels"] == {
        NAMES[0]: "strong", NAMES[1]: "standard", NAMES[2]: "standard"
    }
    assert json.loads((tmp_path / "result.json").read_text())["levels"] == result["levels"]
    assert "strong" in decisions and "standard" in decisions and len(decisions) == result["turns"]


async def test_bad_levels_are_refused(tmp_path):
    with pytest.raises(ValueError, match="one per player"):
        await run_demo("toy", 3, tmp_path, players=2, levels=["strong"])
    with pytest.raises(ValueError, match="one per player"):
        await run_demo("toy", 3, tmp_path, levels=["grandmaster", "standard"])


def test_the_cli_takes_levels(tmp_path, decisions, capsys):
    assert cli.main(["demo", "--game", "toy", "--seed", "2", "--out", str(tmp_path), "--levels", "standard,strong"]) == 0
    result = json.loads((tmp_path / "result.json").read_text())
    assert list(result["levels"].values()).count("strong") == 1 and len(result["levels"]) == 2
    assert cli.main(["demo", "--game", "toy", "--out", str(tmp_path), "--levels", "strong", "--players", "3"]) == 2
    assert "disagree" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["demo", "--game", "toy", "--out", str(tmp_path), "--levels", "clever,standard"])
