"""The structured line of each committed action (bot.logs) and the logging configuration."""

from __future__ import annotations

import logging
import re

import pytest

from bot import logs
from bot.core.errors import AgoraError
from tests.ops.conftest import new_app, start_game

LINE = re.compile(r"^action game=(\d+) seat=(\d+) version=(\d+) source=(player|timeout) latency_ms=(\d+(?:\.\d)?)$")


def action_records(caplog) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.name == "agora.actions"]


async def test_one_line_per_committed_action_with_its_fields(tmp_path, caplog, no_images):
    caplog.set_level(logging.INFO, logger="agora.actions")
    app, _ = await new_app(tmp_path / "agora.sqlite3")
    try:
        game_id = await start_game(app)
        assert action_records(caplog) == []  # lobby changes and the start are not actions
        info, engine, state = await app.service.public_state(game_id)
        seat = engine.prompt(state).seats[0]
        out = await app.act(game_id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, 77)
        (record,) = action_records(caplog)
        match = LINE.match(record.getMessage())
        assert match, record.getMessage()
        assert match.groups()[:4] == (str(game_id), str(seat), str(out.game.version), "player")
        assert record.levelno == logging.INFO
        assert record.agora == {  # type: ignore[attr-defined]
            "game": game_id, "seat": seat, "version": out.game.version, "source": "player",
            "latency_ms": float(match.group(5)),
        }
        assert 0 < record.agora["latency_ms"] < 5000  # type: ignore[attr-defined]

        caplog.clear()  # a refused action logs no action line
        with pytest.raises(AgoraError):  # not their turn any more: refused, nothing logged
            await app.act(game_id, info.user_of(seat), {"kind": "nothing"}, info.version, 78)
        assert action_records(caplog) == []

        # a deadline finishes the absent seats' turns: one line per automatic decision
        pending = out.game.prompt.seats
        outbox = await app.timeout(game_id, out.game.version)
        assert outbox is not None
        lines = [LINE.match(r.getMessage()) for r in action_records(caplog)]
        assert len(lines) == outbox.game.version - out.game.version >= len(pending)
        assert {m.group(4) for m in lines} == {"timeout"}
        assert {int(m.group(2)) for m in lines} == set(pending)
        assert [int(m.group(3)) for m in lines] == list(range(out.game.version + 1, outbox.game.version + 1))
    finally:
        await app.close()


def test_the_latency_runs_from_the_received_mark(monkeypatch):
    ticks = iter([100.0, 100.25, 100.5])
    monkeypatch.setattr(logs.time, "perf_counter", lambda: next(ticks))
    seen: list[dict] = []

    class Keep(logging.Handler):
        def emit(self, record):
            seen.append(record.agora)  # type: ignore[attr-defined]

    handler = Keep()
    logs.ACTIONS.addHandler(handler)
    old = logs.ACTIONS.level
    logs.ACTIONS.setLevel(logging.INFO)
    try:
        with logs.received():  # 100.0
            logs.committed(1, 0, 5, "player", started=100.25)  # now 100.25 -> 250 ms since received
        logs.committed(1, 1, 6, "timeout", started=100.0)  # no mark: since the commit's start (now 100.5)
    finally:
        logs.ACTIONS.removeHandler(handler)
        logs.ACTIONS.setLevel(old)
    assert [s["latency_ms"] for s in seen] == [250.0, 500.0]


def test_configure_caps_the_loggers_that_carry_secrets(monkeypatch):
    for name in logs.SECRET_BEARING:
        monkeypatch.setattr(logging.getLogger(name), "level", logging.NOTSET)
    monkeypatch.setattr(logging.getLogger("apscheduler"), "level", logging.getLogger("apscheduler").level)
    root = logging.getLogger()
    monkeypatch.setattr(root, "level", root.level)
    monkeypatch.setattr(root, "handlers", [])
    logs.configure("DEBUG")
    assert root.level == logging.DEBUG
    for name in logs.SECRET_BEARING:
        assert not logging.getLogger(name).isEnabledFor(logging.DEBUG), name
        assert logging.getLogger(name).isEnabledFor(logging.INFO)
    assert not logging.getLogger("apscheduler").isEnabledFor(logging.INFO)
