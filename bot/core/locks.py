"""One lock per game: :class:`GameLocks`, the only per-game lock of the bot.

The service (:class:`bot.core.game.GameCore`) owns it: every change of a game (a move, a timeout,
a seat or time change) runs under its game's lock, from the load to the compare-and-swap on
``games.version``.  The application (bot/app/agora.py) takes the SAME lock around a change and its
publication, so the boards and messages of one game go out in the order of its commits; the
service's own ``async with`` inside is then a re-entry by the same task and waits for nothing.

A game's lock exists only while some task holds it or waits for it: the map is pruned when the
last one leaves, so it never grows with the games played (finished, abandoned or idle).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field


@dataclass
class _Entry:
    """A game's lock, the task holding it (None: free) and how many tasks hold or wait for it."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    owner: asyncio.Task[object] | None = None
    users: int = 0


class GameLocks:
    """The per-game locks of one process, re-entrant by the task that holds one.

    ``async with locks.hold(game_id):`` waits for the game's lock (FIFO, as ``asyncio.Lock``); a
    task that already holds it enters at once (the application's lock around a service call that
    locks again).  Another task, even one the holder started, waits as for any lock.  ``len()``
    is the number of games whose lock is held or awaited now."""

    def __init__(self) -> None:
        self._entries: dict[int, _Entry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def held(self, game_id: int) -> bool:
        """Whether some task holds the lock of ``game_id`` now."""
        entry = self._entries.get(game_id)
        return entry is not None and entry.owner is not None

    @asynccontextmanager
    async def hold(self, game_id: int) -> AsyncIterator[None]:
        """Hold the lock of ``game_id`` for the ``async with`` block (see the class)."""
        task = asyncio.current_task()
        entry = self._entries.get(game_id)
        if entry is not None and task is not None and entry.owner is task:
            yield  # a re-entry: the outer block releases it
            return
        if entry is None:
            entry = self._entries[game_id] = _Entry()
        entry.users += 1
        try:
            async with entry.lock:
                entry.owner = task
                try:
                    yield
                finally:
                    entry.owner = None
        finally:
            entry.users -= 1
            if entry.users == 0:  # nobody holds or waits: pruned (a later change makes a new one)
                del self._entries[game_id]
