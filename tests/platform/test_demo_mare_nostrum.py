"""`agora demo --game mare-nostrum --players N --seed S` plays a whole game between automatic
players through the service, storage and scheduler to a rule victory (issue: N = 3, 4, 5 and
seeds 1 to 10).  By default one seed per player count runs, without pictures (the picture path is
tested in tests/render and tests/discord); AGORA_DEMO_ALL=1 runs all thirty."""

from __future__ import annotations

import os

import pytest

import render
from bot.demo import run_demo

CASES = (
    [(n, s) for n in (3, 4, 5) for s in range(1, 11)]
    if os.environ.get("AGORA_DEMO_ALL")
    else [(3, 1), (4, 2), (5, 3)]
)


@pytest.mark.parametrize("players,seed", CASES)
async def test_mare_nostrum_demo_ends_with_a_rule_victory(tmp_path, monkeypatch, players, seed):
    monkeypatch.delitem(render.RENDERERS, "mare-nostrum")
    result = await run_demo("mare-nostrum", seed, tmp_path, players)
    assert result["reason"] in ("pyramids", "four_heroes_wonders")
    assert len(result["winners"]) == 1 and len(result["scores"]) == players
    assert (tmp_path / "log.txt").read_text().strip().endswith(".")
    assert result["turns"] > 50
