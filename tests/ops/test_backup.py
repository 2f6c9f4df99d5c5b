"""``agora backup``: an online copy taken while games are being played is one consistent
snapshot; existing files are not overwritten without --force."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

import engines
from bot import cli
from bot.storage.sqlite import MIGRATIONS, backup
from tests.ops.conftest import auto_act, new_app, start_game


def replay_matches(con: sqlite3.Connection, game_id: int) -> bool:
    """The stored state equals the replay of the game's logged actions from its seed: state and
    log come from the same instant."""
    engine_id, seed, state_text, version = con.execute(
        "SELECT engine, seed, state, version FROM games WHERE id = ?", (game_id,)
    ).fetchone()
    engine = engines.get(engine_id)
    seats = con.execute("SELECT COUNT(*) FROM seats WHERE game_id = ?", (game_id,)).fetchone()[0]
    state = engine.setup(seats, engine.default_options(), seed)
    rows = con.execute("SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)).fetchall()
    for seat, action in rows:
        state, _ = engine.apply(state, seat, engine.parse_action(action))
    # lobby: created (0), joined (1), started (2); then one version per logged action
    return engine.dump_state(state) == state_text and version == 2 + len(rows)


async def test_backup_while_games_are_played_is_a_consistent_snapshot(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    app, _ = await new_app(db)
    try:
        games = [await start_game(app, seed=s) for s in (1, 2, 3)]
        stop = asyncio.Event()
        done = {"actions": 0}

        async def play() -> None:
            while not stop.is_set():
                for game_id in games:
                    if await auto_act(app, game_id):
                        done["actions"] += 1
                await asyncio.sleep(0)

        writer = asyncio.create_task(play())
        while done["actions"] < 10:
            await asyncio.sleep(0.001)
        copied = await backup(db, tmp_path / "copy.sqlite3")
        at_copy = done["actions"]
        while done["actions"] < at_copy + 10:  # the bot keeps committing after the copy
            await asyncio.sleep(0.001)
        stop.set()
        await writer
    finally:
        await app.close()

    copy = tmp_path / "copy.sqlite3"
    assert not copy.with_name("copy.sqlite3.partial").exists()
    assert not Path(str(copy) + "-wal").exists()  # one self-contained file
    with sqlite3.connect(copy) as con:
        assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert con.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        logged = con.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
        assert copied == {"bytes": copy.stat().st_size, "games": 3, "actions": logged, "schema_version": MIGRATIONS[-1][0]}
        for game_id in games:
            assert replay_matches(con, game_id)
    with sqlite3.connect(db) as con:
        assert con.execute("SELECT COUNT(*) FROM actions").fetchone()[0] > logged  # writes went on
    assert 10 <= logged


async def test_backup_refuses_an_existing_file_unless_forced(tmp_path, no_images):
    db = tmp_path / "agora.sqlite3"
    app, _ = await new_app(db)
    await start_game(app)
    await app.close()
    target = tmp_path / "copy.sqlite3"
    target.write_bytes(b"precious")
    with pytest.raises(FileExistsError, match="--force"):
        await backup(db, target)
    assert target.read_bytes() == b"precious"
    copied = await backup(db, target, force=True)
    assert copied["games"] == 1
    with pytest.raises(FileNotFoundError):
        await backup(tmp_path / "missing.sqlite3", tmp_path / "other.sqlite3")


async def test_agora_backup_command(no_env, monkeypatch, capsys, no_images):
    db = no_env / "agora.sqlite3"
    app, _ = await new_app(db)
    await start_game(app)
    await app.close()
    monkeypatch.setenv("AGORA_DATABASE", str(db))
    target = no_env / "b.sqlite3"
    assert await asyncio.to_thread(cli.main, ["backup", str(target)]) == 0
    out = capsys.readouterr().out
    assert f"to {target}: 1 games" in out and "integrity check ok" in out
    assert await asyncio.to_thread(cli.main, ["backup", str(target)]) == 1
    assert "already exists (use --force" in capsys.readouterr().err
    assert await asyncio.to_thread(cli.main, ["backup", str(target), "--force"]) == 0
    db.write_bytes(b"garbage" * 1000)
    assert await asyncio.to_thread(cli.main, ["backup", str(no_env / "c.sqlite3")]) == 1
    assert "agora backup:" in capsys.readouterr().err and not (no_env / "c.sqlite3").exists()
