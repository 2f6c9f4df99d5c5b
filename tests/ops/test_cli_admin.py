"""The ``agora`` command for server admins: what ``--help`` says, the demo's games, options and
language flags, a failed login in one plain sentence (no traceback), ``agora doctor --online``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

import bot.ops.demo
from bot import cli
from bot.ops import doctor
from bot.ops.doctor import OK, PROBLEM, SKIPPED, diagnose, login_problem
from tests.discord.harness import FakeResponse
from tests.ops.conftest import FAKE_TOKEN, settings

ROOT = Path(__file__).resolve().parents[2]


def agora(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot.cli", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_main_help_says_what_a_bare_agora_does():
    proc = agora("--help")
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    assert "Without a command: runs the Discord bot when DISCORD_TOKEN is set" in text
    assert "else the offline demo" in text
    assert "{run,demo,doctor,check,backup,migrate,replay,ratings}" in text


def test_demo_help_lists_every_game_with_players_and_options():
    proc = agora("demo", "--help")
    assert proc.returncode == 0
    out = proc.stdout
    assert "7wd: 7 Wonders Duel, 2 players" in out
    assert "mare-nostrum: Mare Nostrum, 3 to 5 players" in out
    assert "--option setup=introductory|advanced  (default: introductory)" in out
    assert "--option civilizations=none|random|choose  (default: none)" in out
    assert "--lang {en,it}" in out and "--option KEY=VALUE" in out


def test_doctor_help_names_online():
    out = " ".join(agora("doctor", "--help").stdout.split())
    assert "--online" in out and "without it only the token's format is checked" in out


@pytest.mark.parametrize(
    "typed, value",
    [("3", 3), ("-2", -2), ("1.5", 1.5), ("true", True), ("No", False), ("none", None),
     ("advanced", "advanced"), ("egypt,greece,rome", ["egypt", "greece", "rome"]), ("", "")],
)
def test_option_values(typed, value):
    assert cli.parse_value(typed) == value and type(cli.parse_value(typed)) is type(value)


def test_demo_flags_reach_the_demo(no_env, monkeypatch, capsys):
    seen = {}

    async def play(game, seed, out, players, **kwargs):
        progress = kwargs.pop("progress")
        progress(100, "Age II: Bob to take a card from the layout.")  # the CLI's progress printer
        seen.update(game=game, seed=seed, players=players, **kwargs)
        return {"game": game, "winners": ["Alice"], "reason": "x", "turns": 3}

    monkeypatch.setattr(bot.ops.demo, "run_demo", play)
    argv = ["demo", "--game", "mare-nostrum", "--players", "4", "--lang", "it", "--option", "setup=advanced",
            "--option", "civilizations=egypt,greece,rome,carthage"]
    assert cli.main(argv) == 0
    assert seen == {"game": "mare-nostrum", "seed": 1, "players": 4, "lang": "it", "levels": None,
                    "options": {"setup": "advanced", "civilizations": ["egypt", "greece", "rome", "carthage"]}}
    out = capsys.readouterr().out
    assert "Alice won" in out
    # progress (not a terminal: a line every 100 actions) and where the files are
    assert "100 actions · Age II: Bob to take a card from the layout." in out
    for name in ("log.txt", "result.json", "demo.sqlite3"):
        assert name in out


def test_demo_options_and_language_play_through(no_env, monkeypatch, capsys):
    """The toy game (2 players: two takes and two bids a round) with --option rounds=N: the
    number of actions follows the option; --lang it puts the log in Italian."""
    import engines

    monkeypatch.setitem(engines.REGISTRY, "toy", "tests.toy_engine:ToyEngine")
    monkeypatch.setattr(engines, "_cache", {})
    for rounds in (1, 3):
        out = no_env / f"toy{rounds}"
        assert cli.main(["demo", "--game", "toy", "--option", f"rounds={rounds}", "--out", str(out)]) == 0
        assert json.loads((out / "result.json").read_text())["turns"] == 4 * rounds
    out = no_env / "it"
    assert cli.main(["demo", "--game", "toy", "--lang", "it", "--out", str(out)]) == 0
    log_it = (out / "log.txt").read_text(encoding="utf-8")
    assert cli.main(["demo", "--game", "toy", "--out", str(no_env / "en")]) == 0
    assert log_it != (no_env / "en" / "log.txt").read_text(encoding="utf-8")
    assert cli.main(["demo", "--game", "toy", "--option", "rounds=9", "--out", str(out)]) == 2
    assert "rounds" in capsys.readouterr().err


def test_demo_refuses_an_unknown_option_or_a_bad_flag(no_env, capsys):
    assert cli.main(["demo", "--option", "speed=3"]) == 2
    assert "7wd has no option speed (its options: none; see agora demo --help)" in capsys.readouterr().err
    assert cli.main(["demo", "--game", "mare-nostrum", "--option", "setpu=advanced"]) == 2
    assert "its options: civilizations, expansion, roles_victory, setup, victory" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        cli.main(["demo", "--option", "setup"])
    assert exc.value.code == 2 and "is not KEY=VALUE" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["demo", "--lang", "fr"])


# ---- agora run: a failed login --------------------------------------------------------------


def _answer_login(monkeypatch, answer):
    """Every HTTP request discord.py makes goes to ``answer`` (aiohttp's session replaced)."""
    def request(self, method, url, **kwargs):
        return answer(method, url)

    monkeypatch.setattr(aiohttp.ClientSession, "request", request)


def _run(no_env, monkeypatch, capsys) -> tuple[int, str, str]:
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("AGORA_DATABASE", str(no_env / "agora.sqlite3"))
    code = cli.main(["run"])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_run_with_a_refused_token_says_so_in_one_sentence(no_env, monkeypatch, capsys):
    _answer_login(monkeypatch, lambda m, u: FakeResponse(401, {}, {"message": "401: Unauthorized", "code": 0}))
    code, out, err = _run(no_env, monkeypatch, capsys)
    assert code == 1
    (problem,) = [line for line in err.splitlines() if line.startswith("agora run:")]
    assert problem.startswith("agora run: Discord refused DISCORD_TOKEN: it is wrong or was reset.")
    assert "Traceback" not in err + out and FAKE_TOKEN not in err + out


def test_run_without_network_says_so_in_one_sentence(no_env, monkeypatch, capsys):
    def unreachable(method, url):
        raise aiohttp.ClientConnectionError("Cannot connect to host discord.com:443")

    _answer_login(monkeypatch, unreachable)
    code, out, err = _run(no_env, monkeypatch, capsys)
    assert code == 1
    assert "agora run: Could not reach Discord (ClientConnectionError: Cannot connect to host discord.com:443); " \
           "check this machine's network connection and try again." in err
    assert "Traceback" not in err + out


def test_a_bug_is_not_hidden_as_a_login_problem():
    assert login_problem(KeyError("x")) is None
    assert login_problem(ConnectionRefusedError(111, "refused")).startswith("Could not reach Discord")


# ---- agora doctor --online ------------------------------------------------------------------


async def test_doctor_offline_says_only_the_format_was_checked(tmp_path):
    found = await diagnose(settings(tmp_path / "db", FAKE_TOKEN))
    token = found[0]
    assert token.level == OK and "only its format was checked: agora doctor --online tries a real login" in token.text
    assert not [f for f in found if f.check == "login"]


async def test_doctor_online_logs_in(tmp_path, monkeypatch):
    calls = []

    async def fetcher(s, channel_ids):
        calls.append(channel_ids)
        return {}

    monkeypatch.setattr(doctor, "load_fetcher", lambda: fetcher)
    found = await diagnose(settings(tmp_path / "db", FAKE_TOKEN), online=True)
    assert calls == [[]]  # a login even without games to check
    (login,) = [f for f in found if f.check == "login"]
    assert login.level == OK and "Discord accepted DISCORD_TOKEN" in login.text


async def test_doctor_online_with_a_refused_token_through_discord_py(tmp_path, monkeypatch):
    """The real cogs.client.fetch_channel_permissions, discord.py answering 401."""
    _answer_login(monkeypatch, lambda m, u: FakeResponse(401, {}, {"message": "401: Unauthorized", "code": 0}))
    found = await diagnose(settings(tmp_path / "db", FAKE_TOKEN), online=True)
    (login,) = [f for f in found if f.check == "login"]
    assert login.level == PROBLEM and login.text.startswith("Discord refused DISCORD_TOKEN")
    assert not doctor.healthy(found)


async def test_doctor_online_with_a_malformed_token_does_not_try(tmp_path, monkeypatch):
    monkeypatch.setattr(doctor, "load_fetcher", lambda: pytest.fail("no login with a malformed token"))
    found = await diagnose(settings(tmp_path / "db", "not a token"), online=True)
    assert [f.level for f in found if f.check == "login"] == [SKIPPED]


def test_doctor_cli_online_flag(no_env, monkeypatch, capsys):
    seen = []

    async def fake_diagnose(s, fetcher=None, *, online=False):
        seen.append(online)
        return []

    monkeypatch.setattr(doctor, "diagnose", fake_diagnose)
    assert cli.main(["doctor"]) == 0 and cli.main(["doctor", "--online"]) == 0
    assert seen == [False, True]


def test_agora_check_says_per_game_and_exits_by_the_result(tmp_path):
    """``agora check`` (issue 19, "Updates") on the rules-v1 fixture: one plain line per game,
    a summary, exit 0; a missing database is reported (exit 2) and not created."""
    import shutil

    db = tmp_path / "v1.sqlite3"
    shutil.copy(ROOT / "tests" / "fixtures" / "rules_v1.sqlite", db)
    proc = agora("check", "--database", str(db))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    # wording fixes (7 Wonders Duel's reveal line, Olympus' places) read differently, and are said
    # so, but the games are identical; the Mare Nostrum and Antike games read as they did
    for head in ("game #1 (7 Wonders Duel, finished, 71 actions): identical (the texts",
                 "game #2 (7 Wonders Duel, active, 20 actions): identical (the texts",
                 "game #6 (Olympus, active, 116 actions): identical (the texts"):
        assert any(line.startswith(head) for line in lines), (head, lines)
    assert "game #5 (Antike, active, 107 actions): identical" in lines
    assert lines[-1] == "6 games checked: every one replays identically under the installed code."
    missing = tmp_path / "none.sqlite3"
    proc = agora("check", "--database", str(missing))
    assert proc.returncode == 2 and "There is no database" in proc.stderr and not missing.exists()


def test_demo_help_gives_each_games_players_and_option_values(capsys):
    """Issue 20: `agora demo --help` gives each game's players (Mare Nostrum 3 to 5, 6 with the
    Mythology expansion) and each option's allowed values; `--players 6` without the expansion says
    how to get 6."""
    with pytest.raises(SystemExit):
        cli.main(["demo", "--help"])
    out = capsys.readouterr().out
    assert "mare-nostrum: Mare Nostrum, 3 to 5 players (6 with --option expansion=mythology)" in out
    assert "--option board=west|east  (default: west)" in out
    assert "--option roles_victory=false|true  (default: false)" in out
    assert cli.main(["demo", "--game", "mare-nostrum", "--players", "6", "--out", "unused"]) == 2
    err = capsys.readouterr().err
    assert "6 players need --option expansion=mythology" in err


def test_main_help_names_the_five_games(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "7 Wonders Duel, Mare Nostrum and its Mythology expansion, Antike and Olympus" in out
