"""Where automatic decisions are computed: :class:`AutoPlayers` (the standard player in the event
loop, the strong search player in a pool of workers), used by the automatic and conceded seats
(:mod:`bot.features.seats`, :mod:`bot.features.autoseats`) and the deadline's automatic player
(``Service.timeout``)."""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor
from typing import Any

from engines.base import Engine, IllegalAction

log = logging.getLogger(__name__)


def search_action(engine: Engine, state: Any, seat: int, seconds: float, seed: int) -> dict[str, Any] | None:
    """One strong decision (in a worker): the search player's action, dumped; None when the
    search failed (its exception may not survive the trip back: it is logged here)."""
    from engines.search import Search

    try:
        return engine.dump_action(Search(engine, seconds=seconds, seed=seed).choose(state, seat))
    except Exception:
        log.exception("the search player failed for seat %d", seat)
        return None


class AutoPlayers:
    """Where automatic decisions are computed.  ``workers``: the CPU cap, the number of worker
    processes for strong seats (0: one worker THREAD, for tests and tiny machines: the search
    then shares the interpreter with the bot, which still answers between its steps);
    ``seconds``: a strong decision's thinking time."""

    def __init__(
        self, workers: int = 1, seconds: float = 2.0, search: Callable[..., dict[str, Any] | None] = search_action
    ) -> None:
        if workers < 0 or seconds <= 0:
            raise ValueError("workers must be >= 0 and seconds > 0")
        self.workers = workers
        self.seconds = seconds
        #: the strong decision, run in a worker (a module-level function: it is pickled)
        self.search = search
        self._pool: Executor | None = None

    def _executor(self) -> Executor:
        if self._pool is None:
            if self.workers == 0:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="agora-auto")
            else:
                # spawned, as the render pool (bot/app.py): a fork of a running event loop with
                # its threads and sockets is unsafe
                self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    async def decide(self, engine: Engine, state: Any, seat: int, level: str | None, seed: int) -> dict[str, Any]:
        """The action of the automatic player for ``seat`` (dumped): ``Engine.auto_action`` for
        "standard" and conceded seats (``level`` None), the search player off the event loop for
        "strong".  A search that fails, breaks its worker or answers an action the engine refuses
        is logged and replaced by the standard decision: an automatic seat never stops a game."""
        if level == "strong":
            loop = asyncio.get_running_loop()
            action = None
            try:
                action = await loop.run_in_executor(self._executor(), self.search, engine, state, seat, self.seconds, seed)
            except BrokenExecutor:  # a worker died (killed, out of memory): a new pool next time
                log.exception("the strong automatic player's worker died")
                self.close()
            except Exception:  # the search's own failure
                log.exception("the strong automatic player failed for seat %d", seat)
            if action is not None:
                try:
                    engine.apply(state, seat, engine.parse_action(action))
                    return action
                except IllegalAction:
                    log.error("the search player chose an illegal action for seat %d: %s", seat, action)
        return engine.dump_action(engine.auto_action(state, seat))

    def close(self) -> None:
        """Stop the workers (the bot's shutdown)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
