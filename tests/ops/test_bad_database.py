"""Damaged database files, tried as a new user would (issue 19 part 2): an empty file, a
truncated file, garbage in the middle, a missing file given to a command that only reads.

``agora run`` is driven through ``bot.cli.main(["run"])`` with a fake token: the database is
opened and checked before the Discord client would start, and ``cogs.client.run_bot`` is
replaced by a function that fails the test, so nothing here talks to Discord."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from bot import cli
from bot.ops.doctor import PROBLEM, check_database
from bot.storage import open_storage
from bot.storage.sqlite import DatabaseUnusable, Storage
from tests.ops.conftest import FAKE_TOKEN, new_app, start_game


async def _db_with_a_game(path: Path) -> int:
    app, _ = await new_app(path)
    try:
        for channel in range(10, 16):  # a few games: a file of several pages
            game = await start_game(app, channel_id=channel)
    finally:
        await app.close()
    return game


@pytest.fixture
def no_discord(monkeypatch):
    import cogs.client

    async def never(app, settings):
        raise AssertionError("the bot must not start on a damaged database")

    monkeypatch.setattr(cogs.client, "run_bot", never)


def _run(db: Path, monkeypatch, capsys) -> tuple[int, str]:
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("AGORA_DATABASE", str(db))
    code = cli.main(["run"])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def _one_sentence(text: str) -> str:
    assert "Traceback" not in text
    (line,) = [line for line in text.splitlines() if line.startswith("agora run:")]
    return line


def test_run_refuses_an_empty_file(no_env, no_discord, monkeypatch, capsys):
    db = no_env / "agora.sqlite3"
    db.touch()
    code, out = _run(db, monkeypatch, capsys)
    line = _one_sentence(out)
    assert code == 1 and "is an empty file, not a new database" in line and "agora doctor" in line
    assert "Backups and restore" in line and "docs/operations.md" in line
    assert db.stat().st_size == 0  # nothing was created in it


def test_doctor_says_an_empty_file_is_a_problem(tmp_path):
    db = tmp_path / "agora.sqlite3"
    db.touch()
    found, games = check_database(db)
    assert [f.level for f in found] == [PROBLEM] and "empty file" in found[0].text and games == []


def test_run_refuses_a_truncated_file(no_env, no_discord, monkeypatch, capsys, no_images):
    db = no_env / "agora.sqlite3"
    asyncio.run(_db_with_a_game(db))
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    code, out = _run(db, monkeypatch, capsys)
    line = _one_sentence(out)
    assert code == 1 and "damaged" in line and "agora doctor" in line and "backup" in line


def test_run_refuses_garbage_in_the_middle(no_env, no_discord, monkeypatch, capsys, no_images):
    db = no_env / "agora.sqlite3"
    asyncio.run(_db_with_a_game(db))
    data = bytearray(db.read_bytes())
    middle = len(data) // 2
    assert len(data) >= 4 * 8192
    data[middle - 4096 : middle + 4096] = os.urandom(8192)
    db.write_bytes(bytes(data))
    code, out = _run(db, monkeypatch, capsys)
    line = _one_sentence(out)
    assert code == 1 and "damaged" in line and "agora doctor" in line


async def test_a_healthy_file_opens_and_a_missing_one_is_created(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    game = await _db_with_a_game(db)
    s = await open_storage(db)
    try:
        assert (await s.get_game(game)) is not None
    finally:
        await s.close()
    fresh = await Storage.open(tmp_path / "new.sqlite3")
    await fresh.close()
    assert (tmp_path / "new.sqlite3").stat().st_size > 0


async def test_storage_open_refuses_an_empty_file(tmp_path):
    db = tmp_path / "agora.sqlite3"
    db.touch()
    with pytest.raises(DatabaseUnusable, match="empty file"):
        await Storage.open(db)
    assert db.stat().st_size == 0


async def test_read_only_open_never_creates_nor_writes(tmp_path, no_images):
    missing = tmp_path / "nonexist.sqlite3"
    with pytest.raises(DatabaseUnusable, match="There is no database at"):
        await open_storage(missing, read_only=True)
    assert not missing.exists()
    db = tmp_path / "agora.sqlite3"
    game = await _db_with_a_game(db)
    before = db.read_bytes()
    s = await open_storage(db, read_only=True)
    try:
        assert (await s.get_game(game)) is not None
        with pytest.raises(Exception, match="readonly"):
            await s.set_board_message(game, 1)
    finally:
        await s.close()
    assert db.read_bytes() == before


@pytest.mark.parametrize("command", [["replay", "1"], ["ratings", "rebuild"]])
def test_read_only_commands_say_the_file_does_not_exist(no_env, capsys, command):
    missing = no_env / "nonexist.sqlite3"
    code = cli.main([*command, "--database", str(missing)])
    err = capsys.readouterr().err
    assert code == 1 and f"There is no database at {missing}." in err and "Traceback" not in err
    assert "There is no game" not in err
    assert not missing.exists()


def test_replay_of_an_unknown_game_in_an_existing_database(no_env, capsys, tmp_path):
    async def create() -> None:
        await (await Storage.open(db)).close()

    db = tmp_path / "agora.sqlite3"
    asyncio.run(create())
    code = cli.main(["replay", "1", "--database", str(db)])
    assert code == 1 and "There is no game #1." in capsys.readouterr().err
