"""What the service answers without changing anything (``Service.queries``): a game's info, its
public view (and, for the application only, its full state), its public log and the lists of
games.  Everything a person reads is built from ``engine.player_view`` or the public events,
never from the raw state.
"""

from __future__ import annotations

from typing import Any

from bot.core.game import CommitPath, GameCore
from bot.core.models import GameInfo
from bot.features.autoseats import absent_level
from bot.features.lines import start_line, timeout_line, with_result
from bot.features.seats import Seats
from bot.features.timekeeping import TimeKeeping
from engines.base import Engine, Event
from engines.text import Text


class Queries:
    """The read-only queries.  ``core`` loads and describes games (with its caches);
    ``commits`` gives the lines of logged events; ``seats`` and ``time`` the seat changes and
    the clocks' events the log interleaves."""

    def __init__(self, core: GameCore, commits: CommitPath, seats: Seats, time: TimeKeeping) -> None:
        self.core = core
        self.commits = commits
        self.seats = seats
        self.time = time

    async def info(self, game_id: int) -> GameInfo:
        """The game as the outside world may see it.  Raises UnknownGame."""
        return self.core.game_info(await self.core.load(game_id))

    async def public_state(self, game_id: int) -> tuple[GameInfo, Engine, Any]:
        """Internal (application only): the info, the engine and the FULL state (None in the
        lobby).  Anything shown to people must go through ``engine.player_view``."""
        g = await self.core.load(game_id)
        return self.core.game_info(g), g.engine, g.state

    async def public_view(self, game_id: int) -> tuple[GameInfo, Any]:
        """The info and the public view ``engine.player_view(state, None)`` (None in the
        lobby), built once per stored state (the renderer draws from it).  Raises UnknownGame."""
        g = await self.core.load(game_id)
        view = None if g.state is None else self.core.cached_view(game_id, g.engine, g.state)
        return self.core.game_info(g), view

    async def log(self, game_id: int, limit: int | None = None) -> list[Text]:
        """The public log as unrendered texts (seats as ``{pN}``: render them with
        ``GameInfo.render``), oldest first; the last ``limit`` lines if given.  Private events
        are never included.  Raises UnknownGame."""
        lines = [line for _, line in await self.log_marked(game_id)]
        return lines[-limit:] if limit else lines

    async def log_marked(self, game_id: int) -> list[tuple[int, Text]]:
        """:meth:`log`'s lines, each with the ``seq`` of the last action stored before it (0
        before the first): what the game pages (bot/web/) group by turn.  Raises UnknownGame."""
        g = await self.core.load(game_id)
        if g.state is None:
            return []
        actions = await self.core.storage.actions(game_id)
        # who decided first: the first action's seat (the current prompt is a later one)
        lines: list[tuple[int, Text]] = [(0, start_line(g, (actions[0].seat,) if actions else None))]
        # seat changes (bot.features.seats) between the actions; a conceded seat's automatic decisions
        # are not "ran out of time"
        changes, conceded = await self.seats.seat_log(game_id)
        # time events (bot.features.timekeeping: pause, resume, More time, clocks held for a vacation)
        # interleaved by when they happened
        timed = await self.time.log_lines(game_id)
        level = absent_level(g.row.options)  # the deadline's automatic player, fixed at /agora new
        seq = 0
        for row in actions:
            while timed and timed[0][0] <= row.created_at:
                lines.append((seq, timed.pop(0)[1]))
            lines += [(seq, line) for line in changes.pop(row.seq - 1, [])]
            seq = row.seq
            if row.source == "timeout" and not row.seq > conceded.get(row.seat, row.seq):
                lines.append((seq, timeout_line(row.seat, level)))
            events = [Event.model_validate(e) for e in row.events]
            lines += [(seq, line) for line in self.commits.lines(events, g)[0]]
        lines += [(seq, line) for later in changes.values() for line in later]
        lines += [(seq, text) for _, text in timed]
        plain = [line for _, line in lines]
        return lines + [(seq, line) for line in with_result(self.core.game_info(g), plain)[len(plain):]]

    async def active_games(self) -> list[GameInfo]:
        """Every active game, oldest first."""
        rows = await self.core.storage.games(statuses=("active",))
        return [self.core.game_info(await self.core.load(r.id)) for r in rows if r.set_aside is None]

    async def games_in_channel(self, channel_or_thread_id: int) -> list[GameInfo]:
        """Games whose channel or thread is this id: lobby and active ones first, then the
        others, newest first within each group."""
        rows = await self.core.storage.games(channel_id=channel_or_thread_id)
        rows.sort(key=lambda r: (r.status not in ("lobby", "active"), -r.id))
        return [self.core.game_info(await self.core.load(r.id)) for r in rows if r.set_aside is None]
