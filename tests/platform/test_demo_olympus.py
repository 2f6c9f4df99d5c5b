"""`agora demo --game olympus --players N --seed S` plays a whole game between automatic players
through the service, storage and scheduler to its end and scoring (issue 10: N = 2 to 5, seeds 1
to 5).  By default two combinations run (one with its pictures); AGORA_DEMO_ALL=1 runs all
twenty."""

from __future__ import annotations

import os

import pytest

import render
from bot.ops.demo import run_demo

CASES = [(n, s) for n in range(2, 6) for s in range(1, 6)] if os.environ.get("AGORA_DEMO_ALL") else [(2, 1), (5, 2)]


@pytest.mark.parametrize("players,seed", CASES)
async def test_olympus_demo_plays_to_the_end(tmp_path, monkeypatch, players, seed):
    pictures = (players, seed) == (2, 1)
    if not pictures:
        monkeypatch.delitem(render.RENDERERS, "olympus")
    result = await run_demo("olympus", seed, tmp_path, players)
    assert result["reason"] == "prestige"
    assert 1 <= len(result["winners"]) <= players and len(result["scores"]) == players
    assert max(result["scores"].values()) >= 20  # the automatic players develop, not only wander
    log = (tmp_path / "log.txt").read_text()
    assert log.strip().endswith(".")
    if pictures:
        assert len(list(tmp_path.glob("*.png"))) > 20
