"""Operations on PostgreSQL: ``agora migrate`` (SQLite -> PostgreSQL, verified), ``agora doctor``
and ``agora backup`` (pg_dump) on a PostgreSQL database.  Each test has its own schema of
``AGORA_TEST_POSTGRES`` (skipped without a server)."""

from __future__ import annotations

import asyncio
import shutil
import sqlite3
from pathlib import Path

import asyncpg
import pytest

from bot import cli
from bot.ops import doctor
from bot.ops.doctor import OK, PROBLEM
from bot.ops.migrate import MigrationFailed, migrate
from bot.storage import open_storage
from bot.storage.sqlite import UserPrefs
from tests.ops.conftest import FAKE_TOKEN, auto_act, new_app, start_game


async def _run_cli(argv: list[str]) -> int:
    return await asyncio.to_thread(cli.main, argv)


async def _sqlite_with_games(path: Path) -> dict[int, int]:
    """Two started games (one played a while, one finished or further on), a lobby and an
    abandoned game; ``{game id: version}``."""
    app, _ = await new_app(path)
    try:
        played = await start_game(app, "7wd", seed=3, channel_id=10)
        for _ in range(15):
            await auto_act(app, played)
        finished = await start_game(app, "7wd", seed=4, channel_id=11)
        while await auto_act(app, finished):
            pass
        await app.service.create_game("7wd", guild_id=1, channel_id=12, host_id=5, host_name="Eve")
        gone = await start_game(app, "7wd", seed=5, channel_id=13)
        await app.abandon(gone, 1, is_admin=False)
        await app.storage.set_user_prefs(UserPrefs(user_id=1, locale="it", reminder_hours=[2.0]), now=1.0)  # type: ignore[union-attr]
        return {g.id: g.version for g in await app.storage.games()}  # type: ignore[union-attr]
    finally:
        await app.close()


async def test_migrate_copies_and_verifies_and_the_bot_goes_on(tmp_path, pg_database, no_images, no_env, capsys):
    db = tmp_path / "old.sqlite3"
    versions = await _sqlite_with_games(db)
    assert await _run_cli(["migrate", "--from", str(db), "--to", pg_database]) == 0
    out = capsys.readouterr().out
    assert "Verified" in out and "3 games replayed" in out and "4 games, 7 seats" in out and "1 users" in out

    storage = await open_storage(pg_database)
    try:
        assert {g.id: g.version for g in await storage.games()} == versions
        assert (await storage.user_prefs(1)).reminder_hours == [2.0]
    finally:
        await storage.close()
    # the bot runs on the copy: the played game goes on, a new game gets a fresh id
    app, _ = await new_app(pg_database)  # type: ignore[arg-type]
    try:
        played = min(versions)
        assert await auto_act(app, played)
        new = await start_game(app, "7wd", seed=9, channel_id=20)
        assert new == max(versions) + 1
    finally:
        await app.close()
    # a second copy into the same database is refused (it holds games)
    assert await _run_cli(["migrate", "--from", f"sqlite:///{db}", "--to", pg_database]) == 1
    assert "already holds games" in capsys.readouterr().err


async def test_migrate_refuses_a_copy_that_does_not_replay(tmp_path, pg_database, no_images):
    db = tmp_path / "old.sqlite3"
    versions = await _sqlite_with_games(db)
    con = sqlite3.connect(db)
    # the stored state no longer follows from seed + log (another seed deals other cards)
    con.execute("UPDATE games SET seed = seed + 1 WHERE id = ?", (min(versions),))
    con.commit()
    con.close()
    with pytest.raises(MigrationFailed, match=f"game #{min(versions)}"):
        await migrate(db, pg_database)


async def test_migrate_arguments(tmp_path, pg_database):
    with pytest.raises(FileNotFoundError):
        await migrate(tmp_path / "none.sqlite3", pg_database)
    with pytest.raises(ValueError, match="--to"):
        await migrate(tmp_path / "none.sqlite3", str(tmp_path / "b.sqlite3"))
    with pytest.raises(ValueError, match="--from"):
        await migrate(pg_database, pg_database)


async def test_doctor_checks_a_postgres_database(pg_database, no_images, no_env, monkeypatch, capsys):
    app, _ = await new_app(pg_database)  # type: ignore[arg-type]
    try:
        game = await start_game(app, channel_id=10)
    finally:
        await app.close()

    async def fetcher(s, channel_ids):
        return {c: [] for c in channel_ids}

    monkeypatch.setenv("AGORA_DATABASE", pg_database)
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setattr(doctor, "load_fetcher", lambda: fetcher)
    assert await _run_cli(["doctor"]) == 0
    out = capsys.readouterr().out
    assert "ok       database: PostgreSQL" in out and "1 active game: every state loads" in out

    con = await asyncpg.connect(pg_database)
    await con.execute("UPDATE games SET state = '{\"broken\": 1}' WHERE id = $1", game)
    await con.close()
    found = await doctor.check_postgres(pg_database)
    assert [f.level for f in found[0] if f.check == "games"] == [PROBLEM]
    assert found[1] == [(game, 10)]

    found, _ = await doctor.check_postgres("postgresql://nobody:secret@127.0.0.1:1/none")
    assert [f.level for f in found] == [PROBLEM] and "secret" not in found[0].text


async def test_doctor_on_a_fresh_database(pg_database):
    found, games = await doctor.check_postgres(pg_database)
    assert [f.level for f in found] == [OK, OK] and games == []


@pytest.mark.skipif(shutil.which("pg_dump") is None, reason="pg_dump is not installed")
async def test_backup_runs_pg_dump(tmp_path, pg_database, no_images, no_env, monkeypatch, capsys):
    app, _ = await new_app(pg_database)  # type: ignore[arg-type]
    try:
        await start_game(app, channel_id=10)
    finally:
        await app.close()
    monkeypatch.setenv("AGORA_DATABASE", pg_database)
    target = tmp_path / "agora.dump"
    assert await _run_cli(["backup", str(target)]) == 0
    assert "pg_dump" in capsys.readouterr().out and target.stat().st_size > 0
    assert not (tmp_path / "agora.dump.partial").exists()
    assert await _run_cli(["backup", str(target)]) == 1
    assert "already exists" in capsys.readouterr().err


async def test_backup_without_pg_dump_says_what_to_run(tmp_path, pg_database, no_env, monkeypatch, capsys):
    monkeypatch.setenv("AGORA_DATABASE", pg_database)
    monkeypatch.setattr(shutil, "which", lambda name: None)
    assert await _run_cli(["backup", str(tmp_path / "x.dump")]) == 1
    assert "pg_dump --format=custom" in capsys.readouterr().err
