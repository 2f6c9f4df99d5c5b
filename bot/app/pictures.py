"""The pictures of the running application: each board and its close-up drawn off the event loop,
in one render thread or in ``AGORA_RENDER_PROCESSES`` spawned worker processes
(:class:`Pictures`), and the functions those workers run."""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import i18n
import render
from bot.core.models import GameInfo
from bot.settings import Settings

log = logging.getLogger(__name__)


def draw(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> bytes:
    """Runs in a render worker process: the renderer ``target`` (``"module:function"``, an entry
    of ``render.RENDERERS``) draws ``view`` with the seat holders' ``names`` in ``lang``; PNG
    bytes."""
    return render.call_renderer(target, view, names, lang)


def draw_detail(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> bytes | None:
    """Runs in a render worker process: the close-up renderer ``target`` (an entry of
    ``render.DETAIL_RENDERERS``); PNG bytes or None."""
    result: bytes | None = render.call_renderer(target, view, names, lang)
    return result


def draw_pictures(target: str, view: Any, names: list[str], lang: str = i18n.DEFAULT_LOCALE) -> tuple[bytes, bytes | None]:
    """Runs in a render worker process: the renderer ``target`` (see
    ``render.pictures_target``) draws the board and its close-up at once; (PNG, PNG or None)."""
    result: tuple[bytes, bytes | None] = render.call_renderer(target, view, names, lang)  # type: ignore[assignment]
    return result


#: the niceness added to render worker processes: when the cores are busy, committing actions
#: and answering Discord (within its 3 seconds) come before drawing boards
RENDER_NICENESS = 10


def lower_priority() -> None:
    """Runs in each render worker process as it starts: lower its CPU priority (POSIX)."""
    if hasattr(os, "nice"):
        os.nice(RENDER_NICENESS)


def warm_up(modules: list[str]) -> None:
    """Runs in a render worker process at start: import the renderers (Pillow, fonts, layouts)
    so that the first board after a start does not wait for them."""
    for module in modules:
        importlib.import_module(module)

class Pictures:
    """Draws the public board of a view, its close-up and their descriptions in words, off the
    event loop.  ``settings.render_processes``: 0 for ONE render thread (Pillow holds the GIL for
    most of a drawing, tens of ms, so several render threads at once starve the event loop and
    every commit waits: bench/load.py; with one, boards queue under a burst while actions keep
    committing), else that many spawned worker processes.  A failed drawing is logged and gives
    None: a post goes without its picture, never fails for it."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._render_pool: Executor | None = None

    def warm_up(self) -> None:
        """Spawn the worker processes now (with ``render_processes``), not at the first board,
        each importing the renderers."""
        if self.settings.render_processes:
            modules = sorted({target.partition(":")[0] for target in render.RENDERERS.values()})
            for _ in range(self.settings.render_processes):
                self._pool().submit(warm_up, modules)

    async def close(self) -> None:
        """Stop the render thread or workers (waiting for the drawing under way)."""
        if self._render_pool is not None:
            pool, self._render_pool = self._render_pool, None
            await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)

    async def board(self, info: GameInfo, view: Any, *, detail: bool = False) -> bytes | None:
        """The public board of ``view`` as PNG bytes, drawn off the event loop with the seat
        holders' display names; None when the engine has no renderer or drawing failed.
        ``detail``: the close-up picture instead (render.render_detail; None when the engine
        draws none or there is nothing to focus on)."""
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        engine_id = info.engine
        loop = asyncio.get_running_loop()
        try:
            if detail:
                spec = render.DETAIL_RENDERERS.get(engine_id)
                if spec is None:
                    return None
                if self.settings.render_processes:
                    return await loop.run_in_executor(self._pool(), draw_detail, spec, view, names, info.lang)
                return await loop.run_in_executor(self._pool(), render.render_detail, engine_id, view, names, info.lang)
            if self.settings.render_processes:
                # the table is read here, so the workers draw with this process's renderers
                target = render.RENDERERS[engine_id]
                return await loop.run_in_executor(self._pool(), draw, target, view, names, info.lang)
            return await loop.run_in_executor(self._pool(), render.render_board, engine_id, view, names, info.lang)
        except (KeyError, ModuleNotFoundError):
            return None  # this engine has no renderer yet: post without an image
        except BrokenProcessPool:
            log.exception("a render process died; the board goes without its image and the pool restarts")
            self._render_pool = None
            return None
        except Exception:
            log.exception("rendering the %s board failed", engine_id)
            return None

    async def both(self, info: GameInfo, view: Any) -> tuple[bytes | None, bytes | None]:
        """The board and its close-up of ``view`` (each None as in :meth:`board`; no close-up
        without a board): one drawing where the engine draws both at once
        (``render.pictures_target``: Mare Nostrum's map drawn once, one hand-off to the worker),
        else, or if that drawing fails, one :meth:`board` each."""
        target = render.pictures_target(info.engine)
        if target is not None:
            names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
            loop = asyncio.get_running_loop()
            try:
                # a worker process or the render thread alike
                return await loop.run_in_executor(self._pool(), draw_pictures, target, view, names, info.lang)
            except BrokenProcessPool:
                log.exception("a render process died; the board goes without its image and the pool restarts")
                self._render_pool = None
                return None, None
            except Exception:
                log.exception("drawing the %s board and close-up at once failed; drawing them one by one", info.engine)
        image = await self.board(info, view)
        return image, (await self.board(info, view, detail=True) if image is not None else None)

    async def summaries(self, info: GameInfo, view: Any) -> tuple[str | None, str | None]:
        """What the board picture and its close-up show in words (``render.summaries``, for their
        descriptions), worked out off the event loop like the pictures; (None, None) when the
        engine has none or it fails (logged: the post goes on without it)."""
        if info.engine not in render.SUMMARIES:
            return None, None
        names = [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._pool(), render.summaries, info.engine, view, names, info.lang)
        except Exception:
            log.exception("describing the %s pictures failed", info.engine)
            return None, None

    def _pool(self) -> Executor:
        """The render executor, started on first use: one thread, or ``render_processes``
        spawned worker processes."""
        if self._render_pool is None:
            if self.settings.render_processes:
                self._render_pool = ProcessPoolExecutor(
                    self.settings.render_processes,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=lower_priority,
                )
            else:
                self._render_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agora-render")
        return self._render_pool
