"""No log line carries hidden information or the token: whole games through the app with every
logger captured at DEBUG, each line checked against what is still secret from the channel
(``engine.secret_strings(state, None)``: face-down cards, the deck, the hands, sealed choices)
after the action that emitted it, and against the Discord token."""

from __future__ import annotations

import logging
import re

import pytest

import engines
from tests.ops.conftest import FAKE_TOKEN, new_app, start_game

FORMAT = logging.Formatter("%(name)s %(levelname)s %(message)s")


class Capture(logging.Handler):
    """Every record, formatted (exception text included)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(FORMAT.format(record))


def leaks(lines: list[str], secrets: set[str]) -> list[tuple[str, str]]:
    """(secret, line) for every secret that appears as a whole word in a line."""
    found = []
    for secret in secrets:
        pattern = re.compile(rf"(?<![A-Za-z0-9_]){re.escape(secret)}(?![A-Za-z0-9_])")
        found += [(secret, line) for line in lines if pattern.search(line)]
    return found


async def play_logged(tmp_path, engine_id: str, *, max_actions: int = 3000) -> tuple[int, int, int]:
    """Play one game with the root logger at DEBUG; returns (lines logged, actions, secrets
    checked).  Fails on the first line that names something still hidden."""
    capture = Capture()
    root = logging.getLogger()
    old_level = root.level
    root.addHandler(capture)
    root.setLevel(logging.DEBUG)
    checked = actions = 0
    try:
        app, _ = await new_app(tmp_path / "agora.sqlite3", token=FAKE_TOKEN)
        try:
            game_id = await start_game(app, engine_id, seed=3)
            for _ in range(max_actions):
                info, engine, state = await app.service.public_state(game_id)
                secret = engine.secret_strings(state, None) | {FAKE_TOKEN}
                assert not leaks(capture.lines, secret)  # the lines logged so far (start-up, lobby)
                if info.status != "active":
                    break
                seat = engine.prompt(state).seats[0]
                mark = len(capture.lines)
                await app.act(game_id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)),
                              info.version, None)
                actions += 1
                _, _, after = await app.service.public_state(game_id)
                still_secret = engine.secret_strings(after, None) | {FAKE_TOKEN}
                checked += len(still_secret)
                found = leaks(capture.lines[mark:], still_secret)
                assert not found, f"hidden information in a log line: {found[:3]}"
            else:
                pytest.fail(f"{engine_id} did not end within {max_actions} actions")
        finally:
            await app.close()
    finally:
        root.removeHandler(capture)
        root.setLevel(old_level)
    return len(capture.lines), actions, checked


@pytest.mark.parametrize("engine_id", engines.available())
async def test_a_whole_game_logs_nothing_secret(tmp_path, engine_id, no_images):
    """Every game, played to its end by the automatic players; an engine that crashes or never
    ends fails here too (a game not checked to its end is not proved leak-free)."""
    lines, actions, checked = await play_logged(tmp_path, engine_id)
    assert actions > 20 and lines >= actions  # at least the action lines were captured and checked
    if engine_id == "7wd":
        assert checked > 0  # 7 Wonders Duel always hides cards: the check had something to find


async def test_the_check_finds_a_leak(tmp_path, no_images, monkeypatch):
    """The detector works: with aiosqlite's DEBUG records let through (they carry every SQL
    parameter, i.e. whole states), the hidden cards show up in the captured lines."""
    from bot import logs

    monkeypatch.setattr(logs, "cap_secret_loggers", lambda: None)
    aiosqlite_log = logging.getLogger("aiosqlite")
    monkeypatch.setattr(aiosqlite_log, "level", logging.NOTSET)
    with pytest.raises(AssertionError, match="hidden information|assert not"):
        await play_logged(tmp_path, "7wd")


def test_engines_declare_their_secrets():
    """The hook this test relies on is there for 7 Wonders Duel."""
    engine = engines.get("7wd")
    assert engine.secret_strings(engine.setup(2, {}, 1), None)
