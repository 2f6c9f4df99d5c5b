"""``agora doctor``: healthy, corrupted and newer databases; the token's format; channel
permissions from the Discord client's facts; the command's exit codes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

import engines
from bot import cli
from bot.ops import doctor
from bot.ops.doctor import OK, PROBLEM, SKIPPED, check_channels, check_database, check_token, diagnose
from bot.storage.sqlite import MIGRATIONS
from tests.ops.conftest import FAKE_TOKEN, new_app, settings, start_game


async def _db_with_games(path: Path) -> tuple[int, int]:
    """A database with an active 7wd game in channel 10 and a lobby in channel 20."""
    app, _ = await new_app(path)
    try:
        active = await start_game(app, channel_id=10)
        lobby = (await app.service.create_game("7wd", guild_id=1, channel_id=20, host_id=5, host_name="Eve")).id
    finally:
        await app.close()
    return active, lobby


def levels(found, check: str) -> list[str]:
    return [f.level for f in found if f.check == check]


async def test_healthy_database_and_token_with_good_permissions(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    active, lobby = await _db_with_games(db)
    asked: list[list[int]] = []

    async def fetcher(s, channel_ids):
        asked.append(channel_ids)
        return {c: [] for c in channel_ids}

    found = await diagnose(settings(db, FAKE_TOKEN), fetcher)
    assert doctor.healthy(found), doctor.report(found)
    assert asked == [[10, 20]]
    assert levels(found, "database") == levels(found, "schema") == levels(found, "games") == [OK]
    assert levels(found, "engines") == [OK] * len(engines.available()) and levels(found, "permissions") == [OK]
    text = doctor.report(found)
    assert text.endswith("Healthy.") and "integrity check ok" in text and "1 active game: every state loads" in text
    # agora check's summary (bot/ops/check.py): every stored game replays identically
    assert levels(found, "replay") == [OK] and "every one replays identically" in text
    assert FAKE_TOKEN not in text and FAKE_TOKEN.split(".")[2] not in text


async def test_database_is_opened_read_only(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    await _db_with_games(db)
    before = db.read_bytes()
    check_database(db)
    assert db.read_bytes() == before


def test_corrupted_file_is_a_problem_in_plain_words(tmp_path):
    db = tmp_path / "agora.sqlite3"
    db.write_bytes(b"this is not a database, just garbage " * 200)
    found, games = check_database(db)
    assert games == []
    (finding,) = found
    assert finding.level == PROBLEM and "not a readable Agora database" in finding.text and "backup" in finding.text


async def test_damaged_pages_fail_the_integrity_check(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    await _db_with_games(db)
    data = bytearray(db.read_bytes())
    page = 4096
    assert len(data) >= 4 * page
    data[2 * page + 8 : 3 * page] = b"\xff" * (page - 8)  # a b-tree page overwritten with garbage
    db.write_bytes(bytes(data))
    found, _ = check_database(db)
    assert [f.level for f in found] == [PROBLEM]
    assert "damaged" in found[0].text or "not a readable" in found[0].text


async def test_newer_schema_is_a_problem(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    await _db_with_games(db)
    with sqlite3.connect(db) as con:
        con.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(MIGRATIONS[-1][0] + 1),))
    found, games = check_database(db)
    assert [f.level for f in found if f.check == "schema"] == [PROBLEM]
    assert "newer Agora" in found[-1].text and games == []


def test_missing_database_is_fine(tmp_path):
    found, games = check_database(tmp_path / "none.sqlite3")
    assert [f.level for f in found] == [OK] and "created at the first start" in found[0].text and games == []
    assert not (tmp_path / "none.sqlite3").exists()


async def test_unloadable_state_is_reported(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    active, _ = await _db_with_games(db)
    with sqlite3.connect(db) as con:
        con.execute("UPDATE games SET state = '{\"not\": \"a state\"}' WHERE id = ?", (active,))
    found, _ = check_database(db)
    (games,) = [f for f in found if f.check == "games"]
    assert games.level == PROBLEM and f"game #{active}'s state does not load" in games.text


@pytest.mark.parametrize(
    "token, level, words",
    [
        (None, PROBLEM, "is not set"),
        ("not a token", PROBLEM, "does not look like a bot token"),
        ("bm90LWFuLWlk-xyzxyzxyz.GaBcDe." + "q" * 30, PROBLEM, "does not encode a bot user id"),
        (FAKE_TOKEN, OK, "bot user 123456789012345678"),
    ],
)
def test_token_format(tmp_path, token, level, words):
    finding = check_token(settings(tmp_path / "db", token))
    assert finding.level == level and words in finding.text
    if token:
        assert token not in finding.text


def test_channel_facts_in_plain_words():
    games = [(1, 10), (2, 10), (3, 30), (4, 40)]
    found = check_channels(games, {10: [], 30: ["Attach Files", "Embed Links"], 40: None})
    assert [f.level for f in found] == [PROBLEM, PROBLEM]
    assert "channel 30 (game #3) Agora is missing: Attach Files, Embed Links" in found[0].text
    assert "cannot see channel 40 (game #4)" in found[1].text
    (ok,) = check_channels(games[:2], {10: []})
    assert ok.level == OK and "1 channel" in ok.text
    (skipped,) = check_channels([(5, 50)], {})
    assert skipped.level == SKIPPED


async def test_offline_the_permission_check_says_it_needs_the_token(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    await _db_with_games(db)
    found = await diagnose(settings(db), online=True)
    (perm,) = [f for f in found if f.check == "permissions"]
    assert perm.level == SKIPPED and "needs DISCORD_TOKEN" in perm.text
    assert not doctor.healthy(found)  # no token at all is a problem of its own


async def test_a_failing_discord_client_is_reported(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    await _db_with_games(db)

    async def refused(s, channel_ids):
        raise RuntimeError("401 Unauthorized")

    found = await diagnose(settings(db, FAKE_TOKEN), refused)
    assert found[-1].level == PROBLEM and "401 Unauthorized" in found[-1].text


async def test_agora_doctor_exit_codes(no_env, monkeypatch, capsys, no_images):
    db = no_env / "agora.sqlite3"
    await _db_with_games(db)
    monkeypatch.setenv("AGORA_DATABASE", str(db))
    assert await _run_cli(["doctor"]) == 1  # no token
    assert "PROBLEM  token: DISCORD_TOKEN is not set" in capsys.readouterr().out

    async def fetcher(s, channel_ids):
        return {c: [] for c in channel_ids}

    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setattr(doctor, "load_fetcher", lambda: fetcher)
    assert await _run_cli(["doctor", "--online"]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("Healthy.") and FAKE_TOKEN not in out

    db.write_bytes(b"garbage" * 1000)
    assert await _run_cli(["doctor"]) == 1
    assert "PROBLEM  database" in capsys.readouterr().out


async def _run_cli(argv: list[str]) -> int:
    """``cli.main`` runs its own event loop: call it from a worker thread."""
    import asyncio

    return await asyncio.to_thread(cli.main, argv)


async def test_a_game_that_no_longer_replays_is_a_problem(tmp_path, no_images):
    """``agora doctor`` includes ``agora check``: a stored action the installed code now refuses
    is a problem naming the game and the action (issue 19, "Updates")."""
    import json
    import sqlite3

    db = tmp_path / "agora.sqlite3"
    active, _ = await _db_with_games(db)
    app, _ = await new_app(db)
    try:  # one move in the log
        info, engine, state = await app.service.public_state(active)
        seat = engine.prompt(state).seats[0]
        await app.act(active, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    finally:
        await app.close()
    con = sqlite3.connect(db)
    con.execute("DROP TRIGGER actions_no_update")  # forge the log: the first action asks for too much
    (action,) = con.execute("SELECT action FROM actions WHERE game_id = ? AND seq = 1", (active,)).fetchone()
    con.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = 1",
                (json.dumps({**json.loads(action), "kind": "no-such-kind"}), active))
    con.commit()
    con.close()
    found = await diagnose(settings(db, FAKE_TOKEN))
    assert not doctor.healthy(found)
    text = doctor.report(found)
    assert f"game #{active} (" in text and "differs from action 1 (kind 'no-such-kind'" in text, text
    assert "1 differs" in text
