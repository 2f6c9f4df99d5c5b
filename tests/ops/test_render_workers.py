"""AGORA_RENDER_PROCESSES: boards drawn in worker processes with the bot's renderer table; a
worker that dies costs one picture, not the game."""

from __future__ import annotations

import logging
import os

import render
from bot.app.agora import Agora
from bot.settings import Settings
from tests.ops.conftest import auto_act, start_game
from tests.platform.helpers import RecordingTransport


def draw_in_worker(view, names=None) -> bytes:
    """A renderer that says which process drew and for whom."""
    return f"pid={os.getpid()} names={','.join(names or [])} nice={os.nice(0)}".encode()


def die(view, names=None) -> bytes:
    os._exit(3)  # the worker process dies mid-drawing


async def _app(tmp_path) -> tuple[Agora, RecordingTransport]:
    transport = RecordingTransport()
    settings = Settings(_env_file=None, database=tmp_path / "a.sqlite3", render_processes=1)  # type: ignore[call-arg]
    app = Agora(settings, transport)
    await app.start()
    return app, transport


async def test_boards_are_drawn_in_a_lower_priority_worker(tmp_path, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "7wd", "tests.ops.test_render_workers:draw_in_worker")
    app, transport = await _app(tmp_path)
    try:
        await start_game(app)
        await auto_act(app, 1)
    finally:
        await app.close()
    images = [b.image.decode() for b in transport.boards]
    assert len(images) == 2
    pid = {i.split()[0] for i in images}
    assert len(pid) == 1 and pid != {f"pid={os.getpid()}"}  # one worker, not this process
    assert all(set(i.split()[1].removeprefix("names=").split(",")) == {"Alice", "Player2"} for i in images)
    assert all(f"nice={os.nice(0) + 10}" in i or "nice=19" in i for i in images)


async def test_a_dead_worker_costs_one_picture_and_the_pool_restarts(tmp_path, monkeypatch, caplog):
    monkeypatch.setitem(render.RENDERERS, "7wd", "tests.ops.test_render_workers:die")
    app, transport = await _app(tmp_path)
    try:
        with caplog.at_level(logging.ERROR, logger="bot.app.agora"):
            await start_game(app)
        assert transport.boards[-1].image is None  # posted all the same, without its picture
        assert any("render process died" in r.getMessage() for r in caplog.records)
        monkeypatch.setitem(render.RENDERERS, "7wd", "tests.ops.test_render_workers:draw_in_worker")
        await auto_act(app, 1)
        assert transport.boards[-1].image is not None and transport.boards[-1].image.startswith(b"pid=")
    finally:
        await app.close()
