"""The live updates: one poller per watched game, shared by every open page of that game.

While at least one page of a game listens (``/g/<token>/live``, Server-Sent Events), one task
reads the game's public row every ``interval`` seconds (1 s: a page updates within 2 s of a
move) and, when its version moved, builds the page's snapshot once per language in use and hands
it to every listener.  Many open pages cost one poll per game per second and one snapshot per move
and language, not one read per page.  The task ends when the last listener goes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from typing import Any

from bot.core.errors import UnknownGame
from bot.web.pages import Pages

log = logging.getLogger(__name__)

INTERVAL = 1.0


@dataclass(eq=False)
class Listener:
    """One open page: its language and the queue of snapshots' data to send (only the newest
    matters: an older one waiting is replaced; None: the server stops, the stream ends)."""

    lang: str
    queue: asyncio.Queue[dict[str, Any] | None] = field(default_factory=lambda: asyncio.Queue(maxsize=1))

    def offer(self, data: dict[str, Any] | None) -> None:
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queue.put_nowait(data)


class Broadcaster:
    """The pollers of the watched games over ``pages``; ``reads`` counts the polls (tests)."""

    def __init__(self, pages: Pages, interval: float = INTERVAL) -> None:
        self.pages = pages
        self.interval = interval
        self.reads = 0
        self._listeners: dict[int, set[Listener]] = {}
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def listen(self, game_id: int, version: int, lang: str) -> Listener:
        """A new listener of ``game_id`` whose page shows ``version``."""
        listener = Listener(lang)
        self._listeners.setdefault(game_id, set()).add(listener)
        if game_id not in self._tasks:
            self._tasks[game_id] = asyncio.create_task(self._poll(game_id, version))
        return listener

    def leave(self, game_id: int, listener: Listener) -> None:
        group = self._listeners.get(game_id)
        if group is None:
            return
        group.discard(listener)
        if not group:
            del self._listeners[game_id]
            task = self._tasks.pop(game_id, None)
            if task is not None:
                task.cancel()

    def watched(self) -> int:
        """How many games have a poller."""
        return len(self._tasks)

    async def close(self) -> None:
        """Stop the pollers and end every open stream (the server stops)."""
        for group in self._listeners.values():
            for listener in group:
                listener.offer(None)
        tasks = list(self._tasks.values())
        self._tasks.clear()
        self._listeners.clear()
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _poll(self, game_id: int, version: int) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                self.reads += 1
                info = await self.pages.info(game_id)
                if info.version == version:
                    continue
                version = info.version
                listeners = list(self._listeners.get(game_id, ()))
                for lang in sorted({listener.lang for listener in listeners}):
                    snapshot = await self.pages.snapshot(info, lang)
                    for listener in listeners:
                        if listener.lang == lang:
                            listener.offer(snapshot.data)
            except asyncio.CancelledError:
                raise
            except UnknownGame:
                return
            except Exception:
                log.exception("the live page of game %s could not be updated", game_id)
