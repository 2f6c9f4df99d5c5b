"""Games set aside at start-up (:class:`SetAside`): the active games whose stored state the
installed code cannot load wait, untouched, for a version that loads them."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import engines
from bot.app.transport import Transport
from bot.core import versions
from bot.core.models import GameInfo, SeatInfo
from bot.storage import Storage
from engines.text import msg

log = logging.getLogger(__name__)


class SetAside:
    """The start-up's sweep over ``storage`` (open) of the active games of this process's guilds
    (``mine``: guild id -> whether this process serves it) and the notices it leaves to post."""

    def __init__(self, storage: Storage, mine: Callable[[int | None], bool]) -> None:
        self.storage = storage
        self.mine = mine
        # games set aside (True) or back (False) at this start, whose notice is not posted yet
        self.news: dict[int, bool] = {}

    async def sweep(self) -> tuple[list[int], list[int]]:
        """At start-up (a bot updated while games run must not crash on one): every active game of this process's guilds whose
        stored state the installed code cannot load (an unknown engine, a state that does not
        parse, a rules version newer than the engine's: :func:`bot.core.versions.loadable`) is set
        aside (``games.set_aside`` = the reason): an ERROR log line names it and the reason, its
        timers are not armed, its commands answer that it is set aside, and a notice goes to its
        thread when the transport is ready (:meth:`republish_pending`).  Nothing of it is changed
        or deleted.  A set-aside game that the installed code loads again (the admin installed
        the right version) comes back: its flag is cleared, an INFO line and a notice say so, and
        it goes on.  Every other game goes on as before.  Only the state's parse is tried here (a
        full replay of every log is ``agora check``'s).  Returns the ids (set aside now, back now)."""
        rows = [r for r in await self.storage.games(statuses=("active",)) if self.mine(r.guild_id)]

        def reasons() -> dict[int, str | None]:
            found: dict[int, str | None] = {}
            for row in rows:
                try:
                    engine = engines.get(row.engine)
                    assert row.state is not None
                    versions.loadable(engine, row.state, row.schema_version, row.rules_version)
                except Exception as exc:  # noqa: BLE001 (whatever stops the load is the reason)
                    first = (str(exc).strip().splitlines() or [""])[0]
                    found[row.id] = f"{type(exc).__name__}: {first}"[:500]
                else:
                    found[row.id] = None
            return found

        # parsing every active state costs milliseconds each (Mare Nostrum): off the event loop
        found = await asyncio.to_thread(reasons)
        aside, back = [], []
        for row in rows:
            reason = found[row.id]
            if reason is not None and row.set_aside is None:
                await self.storage.set_aside(row.id, reason)
                log.error("game %s (%s) cannot be loaded by this version of Agora and is set aside, untouched: %s. "
                          "Run 'agora check' for details; it comes back at a start with a version that loads it.",
                          row.id, row.engine, reason)
                aside.append(row.id)
            elif reason is not None:
                log.error("game %s (%s) is still set aside: %s", row.id, row.engine, reason)
            elif row.set_aside is not None:
                await self.storage.set_aside(row.id, None)
                log.info("game %s (%s) loads again: it is no longer set aside and goes on", row.id, row.engine)
                back.append(row.id)
        self.news = {**{g: True for g in aside}, **{g: False for g in back}}
        return aside, back

    async def announce(self, transport: Transport) -> None:
        """Post the notices of :meth:`sweep` (once the transport can post): in
        the thread of each game set aside at this start, that it is set aside and nothing was
        deleted; of each game back, that it goes on.  A failed post is logged (the ERROR line of
        the start-up stays the admin's record)."""
        news, self.news = self.news, {}
        for game_id, aside in news.items():
            row = await self.storage.get_game(game_id)
            if row is None:
                continue
            try:
                engine_title = engines.get(row.engine).title
            except Exception:  # noqa: BLE001 (the unknown engine may be the very reason)
                engine_title = row.engine
            seats = await self.storage.seats(game_id)
            info = GameInfo(
                id=row.id, engine=row.engine, title=engine_title, status=row.status, version=row.version,
                host_id=row.host_id, guild_id=row.guild_id, channel_id=row.channel_id, thread_id=row.thread_id,
                options=row.options, seats=[SeatInfo(seat=s.seat, user_id=s.user_id, name=s.name) for s in seats],
            )
            text = info.render(msg("bot-set-aside" if aside else "bot-set-aside-back"))
            try:
                await transport.post_text(info, text, [])
            except Exception:  # noqa: BLE001 (a failed post never stops the start)
                log.exception("game %s: the set-aside notice could not be posted", game_id)
