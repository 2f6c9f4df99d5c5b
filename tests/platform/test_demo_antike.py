"""`agora demo --game antike --players N --seed S [--option board=east|west]` plays a whole game
between automatic players through the service, storage and scheduler to a rule victory (issue 9:
N = 2 to 6, seeds 1 to 5, both sides of the board).  By default one combination runs (with its
pictures); AGORA_DEMO_ALL=1 runs all fifty."""

from __future__ import annotations

import inspect
import os

import pytest

import engines
import render
from bot.ops.demo import run_demo

CASES = (
    [(n, s, b) for b in ("west", "east") for n in range(2, 7) for s in range(1, 6)]
    if os.environ.get("AGORA_DEMO_ALL")
    else [(2, 1, "east")]
)


async def _demo(tmp_path, monkeypatch, players: int, seed: int, board: str) -> dict:
    if "options" in inspect.signature(run_demo).parameters:
        return await run_demo("antike", seed, tmp_path, players, options={"board": board})  # type: ignore[call-arg]
    # until run_demo takes engine options: the engine's default board is the one asked for
    engine = engines.get("antike")
    defaults = {**engine.default_options(), "board": board}
    monkeypatch.setattr(engine, "default_options", lambda: dict(defaults))
    return await run_demo("antike", seed, tmp_path, players)


@pytest.mark.parametrize("players,seed,board", CASES)
async def test_antike_demo_ends_with_a_rule_victory(tmp_path, monkeypatch, players, seed, board):
    pictures = (players, seed, board) == (2, 1, "east")
    if not pictures:
        monkeypatch.delitem(render.RENDERERS, "antike")
    result = await _demo(tmp_path, monkeypatch, players, seed, board)
    assert result["reason"] in ("personalities", "temple_after_personalities")
    assert len(result["winners"]) == 1 and len(result["scores"]) == players
    assert result["turns"] > 100
    log = (tmp_path / "log.txt").read_text()
    assert log.strip().endswith(".")
    if pictures:
        assert len(list(tmp_path.glob("*.png"))) > 20
