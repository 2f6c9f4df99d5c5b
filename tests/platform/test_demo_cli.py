"""The offline demo, the ``agora`` command line and the settings."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pytest
from pydantic import ValidationError

import render
from bot import cli
from bot.app.transport import BoardPost
from bot.ops.demo import NAMES, FileTransport, run_demo
from bot.settings import Settings

PNG = b"\x89PNG\r\n\x1a\n"
REASONS_7WD = {"military_supremacy", "scientific_supremacy", "civilian_victory"}


@pytest.fixture
def no_env(monkeypatch, tmp_path):
    """A clean environment: no Agora variables, and a working folder without a .env file."""
    for name in ("DISCORD_TOKEN", "AGORA_DEV_GUILD_ID", "AGORA_DATABASE", "AGORA_TURN_DEADLINE_HOURS",
                 "AGORA_REMINDERS_HOURS", "AGORA_LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _pngs(out: Path) -> list[str]:
    return sorted(p.name for p in out.glob("*.png"))


# ---- demo ----------------------------------------------------------------------------------
async def test_toy_demo_writes_log_and_result(tmp_path, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy")
    out = tmp_path / "out"
    result = await run_demo("toy", 4, out, 3)
    assert json.loads((out / "result.json").read_text()) == result
    assert set(result) == {"game", "seed", "winners", "reason", "outcome", "scores", "options", "lang", "levels", "turns", "posts"}
    assert result["outcome"] and "_" not in result["outcome"] and result["lang"] == "en" and result["options"] == {}
    assert (result["game"], result["seed"], result["reason"]) == ("toy", 4, "most_coins")
    assert set(result["scores"]) == set(NAMES[:3]) and set(result["winners"]) <= set(NAMES[:3])
    assert set(result["levels"].values()) == {"standard"}  # every seat standard by default (issue 21)
    best = max(result["scores"].values())
    assert sorted(result["winners"]) == sorted(n for n, s in result["scores"].items() if s == best)
    log = (out / "log.txt").read_text().splitlines()
    assert log[0].startswith("Coin Grab begins.") and log[-1].startswith("Game over: ")
    assert not any("You bid" in line for line in log)  # private lines stay out of the public log
    pngs = _pngs(out)
    assert pngs == [f"{i:04d}.png" for i in range(1, len(pngs) + 1)] and len(pngs) > result["turns"] // 2
    assert all((out / p).read_bytes().startswith(PNG) for p in pngs)

    # the same seed plays the same game; a rerun replaces the previous files
    (out / "9999.png").write_bytes(b"old")
    again = await run_demo("toy", 4, out, 3)
    assert again == result and (out / "log.txt").read_text().splitlines() == log
    assert _pngs(out) == pngs


async def test_the_demo_keeps_its_pictures_on_disk_only(tmp_path):
    """Issue 19 (memory): the demo's transport writes each board and close-up to disk and keeps
    the post without them (a long game's pictures are not all held in memory)."""
    transport = FileTransport(tmp_path)
    post = BoardPost.model_construct(game=None, content="turn", mention_user_ids=[2], image=PNG + b"board", detail=PNG + b"zoom")
    await transport.post_board(post)
    assert (tmp_path / "0001.png").read_bytes() == PNG + b"board"
    assert (tmp_path / "0001-close-up.png").read_bytes() == PNG + b"zoom"
    [kept] = transport.boards
    assert kept.image is None and kept.detail is None and kept.content == "turn"
    assert transport.images == [tmp_path / "0001.png"] and transport.mentions[2] == 1


async def test_demo_refuses_bad_arguments(tmp_path):
    with pytest.raises(ValueError, match="Unknown game"):
        await run_demo("chess", 1, tmp_path)
    with pytest.raises(ValueError, match="for 2-4 players, not 5"):
        await run_demo("toy", 1, tmp_path, 5)


async def test_7wd_demo_with_images(tmp_path):
    out = tmp_path / "out"
    result = await run_demo("7wd", 1, out)
    assert result["game"] == "7wd" and result["reason"] in REASONS_7WD and result["turns"] > 0
    assert set(result["scores"]) == {"Alice", "Bob"} or result["reason"] != "civilian_victory"
    pngs = _pngs(out)
    assert pngs == [f"{i:04d}.png" for i in range(1, len(pngs) + 1)] and len(pngs) > result["turns"] // 2
    assert (out / pngs[-1]).read_bytes().startswith(PNG)
    *lines, last = (out / "log.txt").read_text().splitlines()
    assert any(name in last for name in result["winners"])
    assert last.removeprefix("Game over: ") not in lines  # the outcome is said once


@pytest.mark.parametrize("seed", range(1, 21))
async def test_7wd_demo_finishes(tmp_path, monkeypatch, seed):
    """Whole games between automatic players for seeds 1..20, without images (fast)."""
    monkeypatch.delitem(render.RENDERERS, "7wd")
    result = await run_demo("7wd", seed, tmp_path)
    assert result["reason"] in REASONS_7WD
    assert set(result["winners"]) <= {"Alice", "Bob"} and result["winners"]
    assert json.loads((tmp_path / "result.json").read_text()) == result
    assert _pngs(tmp_path) == []


# ---- command line --------------------------------------------------------------------------
def test_run_without_token_exits_2_and_says_how(no_env, capsys):
    assert cli.main(["run"]) == 2
    err = capsys.readouterr().err
    for needle in ("DISCORD_TOKEN", ".env", "https://discord.com/developers/applications", "agora demo"):
        assert needle in err


def test_no_subcommand_without_token_runs_the_demo(no_env, capsys, monkeypatch):
    calls = []
    monkeypatch.setattr(cli, "run_demo", lambda *args: calls.append(args) or 0)
    assert cli.main([]) == 0
    assert calls == [("7wd", 1, Path("demo-out"), None)]
    assert capsys.readouterr().out.count("\n") == 1  # one line of notice


def test_no_subcommand_with_token_runs_the_bot(no_env, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "x.y.z")
    calls = []
    monkeypatch.setattr(cli, "run_bot", lambda settings: calls.append(settings) or 0)
    assert cli.main([]) == 0 and calls[0].has_token


def test_run_loads_cogs_client_by_name(no_env, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "x.y.z")
    monkeypatch.setenv("AGORA_DATABASE", str(no_env / "bot.sqlite3"))
    seen = {}

    async def run_bot(app, settings):
        seen["open"] = app.storage is not None
        seen["token"] = settings.discord_token.get_secret_value()

    monkeypatch.setitem(sys.modules, "cogs.client", types.SimpleNamespace(run_bot=run_bot))
    assert cli.main(["run"]) == 0
    assert seen == {"open": True, "token": "x.y.z"}


def test_demo_subcommand(no_env, capsys):
    out = no_env / "d"
    assert cli.main(["demo", "--game", "toy", "--seed", "2", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "toy seed 2, " in printed and "wins" in printed and str(out / "result.json") in printed
    assert json.loads((out / "result.json").read_text())["seed"] == 2
    assert cli.main(["demo", "--game", "chess", "--out", str(out)]) == 2


def test_bad_settings_exit_2(no_env, monkeypatch, capsys):
    monkeypatch.setenv("AGORA_LOG_LEVEL", "LOUD")
    assert cli.main(["demo", "--game", "toy"]) == 2
    assert "AGORA_LOG_LEVEL" in capsys.readouterr().err


# ---- settings ------------------------------------------------------------------------------
def test_settings_from_env_file_and_environment(no_env, monkeypatch):
    (no_env / ".env").write_text("DISCORD_TOKEN=secret-token\nAGORA_DEV_GUILD_ID=123\nAGORA_REMINDERS_HOURS=1, 12,6\n")
    monkeypatch.setenv("AGORA_TURN_DEADLINE_HOURS", "48")
    s = Settings()
    assert (s.dev_guild_id, s.turn_deadline_hours, s.reminders_hours) == (123, 48.0, (12.0, 6.0, 1.0))
    assert s.has_token and s.discord_token.get_secret_value() == "secret-token"
    assert "secret-token" not in repr(s) and "secret-token" not in str(s)


def test_settings_defaults_and_empty_values(no_env, monkeypatch):
    monkeypatch.setenv("DISCORD_TOKEN", "")
    monkeypatch.setenv("AGORA_REMINDERS_HOURS", "")
    s = Settings()
    assert s.discord_token is None and not s.has_token
    assert (s.database, s.turn_deadline_hours, s.reminders_hours, s.log_level) == (Path("agora.sqlite3"), 24.0, (12.0, 1.0), "INFO")
    assert Settings(_env_file=None, reminders_hours="").reminders_hours == ()
    with pytest.raises(ValidationError):
        Settings(_env_file=None, turn_deadline_hours=0)
    with pytest.raises(ValidationError):
        Settings(_env_file=None, reminders_hours="12,-1")
