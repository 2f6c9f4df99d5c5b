"""A small run of ``bench/load.py --database postgresql://... --processes 2``: the multi-process
harness works end to end on PostgreSQL, merges its figures, and leaves no schema behind (CI
size; the README's figures come from the full run)."""

from __future__ import annotations

import asyncio
import json

import asyncpg

from bench import load
from tests import postgres


async def _bench_schemas() -> int:
    con = await asyncpg.connect(postgres.URL)
    try:
        return int(await con.fetchval("SELECT COUNT(*) FROM pg_namespace WHERE nspname LIKE 'agora_bench_%'"))
    finally:
        await con.close()


def test_quick_postgres_run_with_two_processes(capsys):
    postgres.require()
    before = asyncio.run(_bench_schemas())
    out = load.main(["--quick", "--json", "--database", postgres.URL, "--processes", "2", "--games", "6",
                     "--rate", "10", "--duration", "2", "--render-processes", "0", "--startup-games", "300"])
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == out
    assert out["database"] == "postgresql" and out["processes"] == 2
    assert out["errors"] == 0, out["first_error"]
    assert out["actions"] > 5 and out["games_created"] >= 6
    assert 0 < out["commit_ms_p50"] <= out["commit_ms_p99"]
    assert len(out["peak_rss_mb_per_process"]) == 2 and all(m > 0 for m in out["peak_rss_mb_per_process"])
    # each process armed its own shard's games: together every game, with both reminders
    assert out["startup_games"] == 300 and out["startup_jobs"] == 900
    assert len(out["startup_s_per_process"]) == 2
    assert asyncio.run(_bench_schemas()) == before
    table = load.markdown(out)
    assert "PostgreSQL, 2 processes" in table and "| p99 < 100 ms |" in table
