"""What an admin can run into with the database file (issue 28, "What an admin can run into"):
a folder or a path in a missing folder as the database, a database the bot cannot write, the
read-only commands leaving ``-wal``/``-shm`` files, and an interrupted creation of a new
database.  ``agora run`` is driven through ``bot.cli.main(["run"])`` with a fake token and
``cogs.client.run_bot`` replaced by a function that fails the test: nothing talks to Discord.

The tests run as any user (root included, whom permissions do not stop): a file the bot cannot
write is simulated by making ``os.access`` answer no for it, as it does for another user."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from bot import cli
from bot.ops.doctor import OK, PROBLEM, check_database
from bot.storage import open_storage
from bot.storage import sqlite as sqlite_storage
from bot.storage.sqlite import MIGRATIONS, DatabaseUnusable, Storage, creating_path, user_name
from tests.ops.conftest import FAKE_TOKEN, new_app, start_game

FIXTURE = Path(__file__).parents[1] / "fixtures" / "rules_v1.sqlite"


@pytest.fixture
def no_discord(monkeypatch):
    import cogs.client

    async def never(app, settings):
        raise AssertionError("the bot must not start")

    monkeypatch.setattr(cogs.client, "run_bot", never)


def _main(argv: list[str], db: Path, monkeypatch, capsys) -> tuple[int, str]:
    monkeypatch.setenv("DISCORD_TOKEN", FAKE_TOKEN)
    monkeypatch.setenv("AGORA_DATABASE", str(db))
    code = cli.main(argv)
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def _sentence(text: str, prefix: str) -> str:
    assert "Traceback" not in text, text
    (line,) = [line for line in text.splitlines() if line.startswith(prefix)]
    return line


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


async def _db_with_a_game(path: Path) -> int:
    app, _ = await new_app(path)
    try:
        return await start_game(app)
    finally:
        await app.close()


# ---- a folder, or a path in a folder that does not exist --------------------------------------
@pytest.mark.parametrize("command", [["run"], ["replay", "1"], ["check"], ["ratings", "rebuild"]])
def test_a_folder_as_the_database_is_said_in_one_sentence(no_env, no_discord, monkeypatch, capsys, command):
    folder = no_env / "data"
    folder.mkdir()
    code, out = _main(command, folder, monkeypatch, capsys)
    line = _sentence(out, f"agora {command[0]}:")
    assert code in (1, 2) and f"The database {folder} is a folder, not a file." in line
    assert _listing(folder) == [] and _listing(no_env) == ["data"]  # nothing created


@pytest.mark.parametrize("command", [["run"], ["replay", "1"], ["check"], ["ratings", "rebuild"]])
def test_a_path_in_a_missing_folder_is_said_in_one_sentence(no_env, no_discord, monkeypatch, capsys, command):
    db = no_env / "nowhere" / "agora.sqlite3"
    code, out = _main(command, db, monkeypatch, capsys)
    line = _sentence(out, f"agora {command[0]}:")
    assert code in (1, 2) and f"The folder {db.parent} of the database {db} does not exist." in line
    assert _listing(no_env) == []  # nothing created, not even the folder


def test_doctor_says_a_folder_and_a_missing_folder_are_problems(tmp_path):
    found, games = check_database(tmp_path)
    assert [f.level for f in found] == [PROBLEM] and "is a folder, not a file" in found[0].text and games == []
    missing = tmp_path / "nowhere" / "agora.sqlite3"
    found, _ = check_database(missing)
    assert [f.level for f in found] == [PROBLEM] and "does not exist" in found[0].text
    assert not missing.parent.exists()
    # a missing file in an existing folder is a first start: healthy
    found, _ = check_database(tmp_path / "agora.sqlite3")
    assert [f.level for f in found] == [OK] and "created at the first start" in found[0].text


def test_doctor_and_run_say_the_folder_or_path_in_their_own_cli_output(no_env, monkeypatch, capsys):
    folder = no_env / "data"
    folder.mkdir()
    code, out = _main(["doctor"], folder, monkeypatch, capsys)
    assert code == 1 and "PROBLEM  database: The database" in out and "is a folder, not a file" in out
    assert "Traceback" not in out


# ---- a database the bot cannot write ----------------------------------------------------------
@pytest.fixture
def read_only(monkeypatch):
    """``os.access`` answers "not writable" for the paths added to the returned set."""
    denied: set[Path] = set()
    real = os.access

    def access(path, mode, *args, **kwargs):
        if mode & os.W_OK and Path(path).resolve() in denied:
            return False
        return real(path, mode, *args, **kwargs)

    monkeypatch.setattr(sqlite_storage.os, "access", access)
    return denied


@pytest.mark.parametrize("what", ["file", "folder"])
def test_run_says_the_bot_cannot_write_the_database_and_who_would_need_to(
    no_env, no_discord, monkeypatch, capsys, no_images, read_only, what
):
    db = no_env / "agora.sqlite3"
    asyncio.run(_db_with_a_game(db))
    before = db.read_bytes()
    read_only.add((db if what == "file" else no_env).resolve())
    code, out = _main(["run"], db, monkeypatch, capsys)
    line = _sentence(out, "agora run:")
    me = user_name(os.geteuid())
    assert code == 1 and f"The bot cannot write the database {db}" in line and f"the bot runs as {me}" in line
    assert f"its {what} " in line and "damaged" not in line and "backup" not in line
    assert db.read_bytes() == before


async def test_doctor_says_a_read_only_database_is_a_problem(tmp_path, no_images, read_only):
    db = tmp_path / "agora.sqlite3"
    await _db_with_a_game(db)
    assert [f.level for f in check_database(db)[0] if f.check == "database"] == [OK]
    read_only.add(db.resolve())
    found, _ = check_database(db)
    problems = [f.text for f in found if f.level == PROBLEM]
    assert len(problems) == 1 and "The bot cannot write the database" in problems[0]
    assert user_name(os.geteuid()) in problems[0]


async def test_a_write_refused_by_sqlite_itself_is_said_the_same_way(tmp_path, no_images, monkeypatch):
    """A permission ``os.access`` does not see (a read-only mount, an ACL): SQLite's "readonly"
    error at the first write is the same sentence, not "damaged"."""
    db = tmp_path / "agora.sqlite3"
    await _db_with_a_game(db)
    real = sqlite_storage.aiosqlite.connect

    def connect(database, *args, **kwargs):
        return real(str(database).replace("mode=rw", "mode=ro"), *args, **kwargs)

    monkeypatch.setattr(sqlite_storage.aiosqlite, "connect", connect)
    with pytest.raises(DatabaseUnusable, match="The bot cannot write the database"):
        await Storage.open(db)


# ---- read-only commands leave nothing beside the database -------------------------------------
@pytest.mark.parametrize("source", ["wal", "fixture"])
def test_read_only_commands_leave_no_wal_or_shm(no_env, monkeypatch, capsys, no_images, source):
    db = no_env / "agora.sqlite3"
    if source == "wal":
        asyncio.run(_db_with_a_game(db))
        with closing(sqlite3.connect(db)) as con:
            assert con.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    else:
        shutil.copy(FIXTURE, db)
    assert _listing(no_env) == ["agora.sqlite3"]
    before = db.read_bytes()
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("AGORA_DATABASE", str(db))
    for argv in (["check"], ["replay", "1", "--out", str(no_env / "out" / "r.webp")], ["doctor"],
                 ["backup", str(no_env / "copy" / "b.sqlite3")], ["ratings", "rebuild"]):
        (no_env / "out").mkdir(exist_ok=True)
        (no_env / "copy").mkdir(exist_ok=True)
        cli.main(argv)
        assert _listing(no_env) == ["agora.sqlite3", "copy", "out"], (argv, capsys.readouterr())
        assert db.read_bytes() == before, argv
    assert _listing(no_env / "copy") == ["b.sqlite3"]


async def test_a_reader_beside_the_running_bot_leaves_the_bot_its_files(tmp_path, no_images):
    """The reader removes nothing the bot still uses: SQLite deletes ``-wal``/``-shm`` only when
    the last connection closes."""
    db = tmp_path / "agora.sqlite3"
    app, _ = await new_app(db)
    try:
        game = await start_game(app)
        reader = await open_storage(db, read_only=True)
        assert (await reader.get_game(game)) is not None
        await reader.close()
        assert Path(f"{db}-wal").exists() and Path(f"{db}-shm").exists()
        assert await app.service.storage.get_game(game) is not None
    finally:
        await app.close()
    assert _listing(tmp_path) == ["agora.sqlite3"]


# ---- the first start: creation is atomic ------------------------------------------------------
async def test_a_new_database_is_made_under_another_name_and_renamed(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    seen: list[list[str]] = []
    real = sqlite_storage.Storage._migrate

    async def migrate(self):
        seen.append(_listing(tmp_path))
        await real(self)

    monkeypatch.setattr(sqlite_storage.Storage, "_migrate", migrate)
    storage = await Storage.open(db)
    await storage.close()
    # the migration of the new file ran while only the unfinished name existed
    assert seen[0] == [creating_path(db).name] or seen[0][0].startswith(creating_path(db).name)
    assert "agora.sqlite3" not in seen[0]
    assert _listing(tmp_path) == ["agora.sqlite3"]
    with closing(sqlite3.connect(db)) as con:
        assert con.execute("SELECT value FROM meta").fetchone() == (str(MIGRATIONS[-1][0]),)


@pytest.mark.parametrize("leftover", [[".creating"], [".creating", ".creating-journal"], [".creating-journal"]])
async def test_an_interrupted_creation_is_started_again(tmp_path, leftover):
    """What a kill during the creation leaves (an unfinished file, its journal) is not the
    database: the next start deletes it and makes the database whole."""
    db = tmp_path / "agora.sqlite3"
    partial = creating_path(db)
    for suffix in leftover:
        Path(str(partial).removesuffix(".creating") + suffix).write_bytes(b"SQLite format 3\x00" + b"\x00" * 84)
    storage = await Storage.open(db)
    try:
        assert await storage.schema_version() == MIGRATIONS[-1][0]
    finally:
        await storage.close()
    assert _listing(tmp_path) == ["agora.sqlite3"]


async def test_an_existing_database_is_never_replaced_by_a_new_one(tmp_path, no_images, monkeypatch):
    """Another process made the file while this one was creating it: the other's is kept."""
    db = tmp_path / "agora.sqlite3"
    other = tmp_path / "other.sqlite3"
    game = await _db_with_a_game(other)
    real = sqlite_storage._fsync

    def fsync(path: Path, directory: bool = False) -> None:
        if path == creating_path(db) and not db.exists():
            shutil.copy(other, db)
        real(path, directory)

    monkeypatch.setattr(sqlite_storage, "_fsync", fsync)
    storage = await Storage.open(db)
    try:
        assert (await storage.get_game(game)) is not None
    finally:
        await storage.close()
    assert not creating_path(db).exists()
