"""A small run of bench/load.py (--quick): the load harness works end to end and its figures
are consistent (CI size; the real figures come from the default run, see the README)."""

from __future__ import annotations

import json

import pytest

from bench import load


def test_quick_load_run(capsys):
    out = load.main(["--quick", "--json", "--render-processes", "0", "--startup-games", "300"])
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == out
    assert out["errors"] == 0, out["first_error"]
    assert out["actions"] > 10 and out["throughput_per_s"] > 0
    assert 0 < out["commit_ms_p50"] <= out["commit_ms_p95"] <= out["commit_ms_p99"]
    assert out["images"] > 0 and out["image_ms_p50"] is not None
    assert out["peak_rss_mb"] > 0 and out["db_kb_per_game"] > 0
    # Discord requests: a post or an edit per action at most (no edit of the previous board),
    # plus the private messages (one request each, two for a user's first)
    assert out["posts_per_action"] + out["edits_per_action"] <= 1
    most = out["posts_per_action"] + out["edits_per_action"] + 2 * out["private_messages_per_action"]
    assert 0 < out["discord_requests_per_action"] <= most + 0.05  # (the figures are rounded)
    # every active game of the start-up database got its deadline and both reminders
    assert out["startup_games"] == 300 and out["startup_jobs"] == 900


def test_markdown_table_rows():
    figures = {
        "games": 3, "mix": "7wd=1", "render_processes": 1, "throughput_per_s": 9.5, "target_rate": 10.0,
        "commit_ms_p50": 1.0, "commit_ms_p95": 2.0, "commit_ms_p99": 3.0, "image_ms_p50": 40.0,
        "image_ms_p95": 50.0, "image_ms_p99": 60.0, "peak_rss_mb": 50.0, "render_worker_peak_rss_mb": 90.0,
        "load_average_before": 1.0, "db_kb_per_game": 8.0, "process_cpu_ms_per_action": 5.0,
        "startup_games": 10, "startup_s": 0.1, "startup_cpu_s": 0.05, "startup_jobs": 30,
        "discord_requests_per_action": 1.2, "posts_per_action": 0.4, "edits_per_action": 0.5, "private_messages_per_action": 0.1,
    }
    table = load.markdown(figures).splitlines()
    assert table[:2] == ["| Figure | Measured | Goal |", "|---|---|---|"]
    assert "| Action to committed state p50 / p95 / p99 | 1.0 / 2.0 / 3.0 ms | p99 < 500 ms |" in table
    assert "| Discord HTTP requests per action (posts, edits, private messages; about 50/s per bot in all) | 1.2 (0.4 posts, 0.5 edits, 0.1 private messages) |  |" in table
    assert len(table) == 12 and all(row.startswith("| ") and row.endswith(" |") for row in table[2:])


@pytest.mark.parametrize("text, error", [("chess=1", "unknown game"), ("7wd=-1", "negative"), ("7wd=0", "positive")])
def test_bad_mix(text, error):
    with pytest.raises(ValueError, match=error):
        load.parse_mix(text)


def test_mix_is_normalised():
    assert load.parse_mix("7wd=3,mare-nostrum=1") == {"7wd": 0.75, "mare-nostrum": 0.25}


def test_seats_per_engine():
    assert load.parse_seats("mare-nostrum=4") == {"mare-nostrum": 4}
    assert load.parse_seats(None) == {}
    for text, error in (("chess=2", "unknown game"), ("mare-nostrum=2", "3 to 5 players"), ("7wd=x", "2 to 2")):
        with pytest.raises(ValueError, match=error):
            load.parse_seats(text)
