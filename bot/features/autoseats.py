"""Automatic seats: seats held by the automatic player instead of a person.

An automatic seat is a row of ``seats`` with a reserved NEGATIVE user id (-1, -2, ... within its
game; Discord ids are positive, so it never meets a person's) and a ``level`` (schema step 8):

- ``"standard"``: today's automatic player, ``Engine.auto_action`` (fast: decided in the event
  loop);
- ``"strong"``: the search player (:class:`engines.search.Search`), run OUTSIDE the event loop in
  a pool of worker processes whose size is the server admin's CPU cap
  (``AGORA_AUTO_WORKERS``, bot/settings.py) for ``AGORA_STRONG_SECONDS`` a decision; the bot
  keeps answering meanwhile (only the game whose seat thinks waits, under its lock).

The host adds them in the lobby (:meth:`AutoSeats.add_auto`) and removes them before the
start (:meth:`AutoSeats.remove_auto`).  Their name is written once, when added, in the
game's language ("Automatic player 2 (strong)" / "Giocatore automatico 2 (forte)"), like a
person's display name at join time, so every place that names seats (lobby, status, log,
pictures) names them as such.  In a lobby with a choice (Mare Nostrum's civilizations) an
automatic seat takes the first value nobody chose, at the start.

Once the game runs, every committed change is followed by the decisions of the automatic seats
the engine prompts (``Seats.play_conceded``, which plays conceded seats the same way),
through the same commit path as a person's action (``source='timeout'``, as conceded seats: the
log's CHECK allows 'player' / 'timeout'; the seat's level tells them apart), so undo, replay and
the logs stay right; their lines join the turn's message and they are never mentioned.

The deadline's automatic player (``/agora new absent_player:``, :data:`ABSENT_PLAYER`): when a
person's deadline passes, ``Service.timeout`` plays the rest of their turn at the game's
:func:`absent_level`: "standard" (``Engine.timeout_action``, as every game created before the
option) or "strong" (each decision through :meth:`AutoPlayers.decide`, the same worker pool and
thinking time as a strong seat, its failures falling back to the standard decision).
"""

from __future__ import annotations

from typing import Any

import i18n
from bot.core.errors import Forbidden, LobbyError, NotAPlayer, StaleVersion
from bot.core.game import CommitPath, GameCore, LoadedGame, engine_options, is_auto_user
from bot.core.inputs import check_id, clean_name
from bot.core.models import GameInfo, Outbox
from bot.core.options import ABSENT_PLAYER, LEVELS, validate_absent_player
from bot.features.autoplayers import AutoPlayers, search_action
from bot.features.seats import Seats
from bot.storage.sqlite import SeatRow
from engines.text import msg


def absent_level(options: dict[str, Any]) -> str:
    """The level of the deadline's automatic player in a game with ``options``: its
    :data:`ABSENT_PLAYER` option; "standard" without one (every game created before the option
    existed plays on as before)."""
    value = options.get(ABSENT_PLAYER)
    return value if isinstance(value, str) and value in LEVELS else "standard"


def auto_name(number: int, level: str, lang: str) -> str:
    """The display name of the ``number``-th automatic seat of a game (1, 2, ...) at ``level``,
    in ``lang``: "Automatic player 2 (strong)" / "Giocatore automatico 2 (forte)"."""
    return i18n.tr(lang, "auto-name", n=number, level=i18n.tr(lang, f"auto-level-{level}"))


class AutoSeats:
    """The automatic seats' operations (``Service.autoseats``): adding and removing them in the
    lobby, letting them decide after a restart, and ``/agora replace`` both ways.  A collaborator
    of :class:`bot.service.Service`: ``core`` loads and locks games, ``path`` commits and builds
    outboxes (:class:`~bot.core.game.CommitPath`), ``seats`` hands a seat over and plays the
    automatic seats (:class:`bot.features.seats.Seats`)."""

    def __init__(self, core: GameCore, path: CommitPath, seats: Seats) -> None:
        self.core = core
        self.path = path
        self.seats = seats

    async def add_auto(self, game_id: int, user_id: int, level: str, lang: str = "en") -> GameInfo:
        """The host adds an automatic seat at ``level`` (one of :data:`LEVELS`) to the lobby;
        its name is written in ``lang`` (the game's language).  Raises UnknownGame, LobbyError
        (started, full, unknown level), Forbidden (not the host), StaleVersion."""
        if level not in LEVELS:
            raise LobbyError(msg("auto-err-level"))
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            self._check_host_lobby(g, user_id)
            max_seats = g.engine.seat_range(engine_options(g.engine, g.row.options))[1]
            if len(g.seats) >= max_seats:
                raise LobbyError(msg("bot-err-full", n=max_seats))
            autos = [s for s in g.seats if is_auto_user(s.user_id)]
            new_id = min([s.user_id for s in autos], default=0) - 1
            name = auto_name(len(autos) + 1, level, lang)
            seats = [_entry(s) for s in g.seats] + [(new_id, name, level)]
            if not await self.core.storage.update_game(game_id, g.row.version, now=self.core.clock(), seats=seats):
                raise StaleVersion(msg("bot-err-stale"))
        return self.core.game_info(await self.core.load(game_id))

    async def remove_auto(self, game_id: int, user_id: int) -> GameInfo:
        """The host removes the lobby's last automatic seat.  Raises UnknownGame, LobbyError
        (started, none to remove), Forbidden (not the host), StaleVersion."""
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            self._check_host_lobby(g, user_id)
            autos = [s for s in g.seats if is_auto_user(s.user_id)]
            if not autos:
                raise LobbyError(msg("auto-err-none"))
            last = min(autos, key=lambda s: s.user_id)  # the latest added (ids go down)
            seats = [_entry(s) for s in g.seats if s.user_id != last.user_id]
            if not await self.core.storage.update_game(game_id, g.row.version, now=self.core.clock(), seats=seats):
                raise StaleVersion(msg("bot-err-stale"))
        return self.core.game_info(await self.core.load(game_id))

    async def play_automatic(self, game_id: int) -> Outbox | None:
        """Let the automatic seats the game prompts decide now (after a restart: a decision not
        committed when the bot stopped); None when none had to (nothing changed)."""
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "active":
                return None
            version = g.row.version
            g, events, started, image = await self.seats.play_conceded(g, [], set(), False)
            if g.row.version == version:
                return None
            public, private = self.path.lines(events, g)
            return self.path.outbox(self.core.game_info(g), public, private, started, image)

    # ---- /agora replace, both ways ------------------------------------------------------------
    async def automate_seat(
        self, game_id: int, seat_user_id: int, level: str, by_user_id: int, is_admin: bool, lang: str = "en"
    ) -> Outbox:
        """Put an automatic player at ``level`` into the seat of ``seat_user_id`` (a person), by
        the host or a user with ``is_admin``: logged as a "replace" in the seat log; the seat
        decides at once if prompted.  Raises UnknownGame, GameNotActive, Forbidden (not the host),
        NotAPlayer, LobbyError (unknown level), StaleVersion."""
        if level not in LEVELS:
            raise LobbyError(msg("auto-err-level"))
        async with self.core.lock(game_id):
            g = self._check_replace(await self.core.load(game_id), by_user_id, is_admin)
            seat = g.seat_of(seat_user_id)
            if seat is None or is_auto_user(seat_user_id):
                raise NotAPlayer(msg("seats-err-not-playing", user=f"<@{seat_user_id}>"))
            if not any(s.level is None and not s.conceded and s.seat != seat for s in g.seats):
                # nobody would be left to play for: the game would run to its end at once
                raise Forbidden(msg("auto-err-last-person"))
            new_id = min([s.user_id for s in g.seats] + [0]) - 1
            name = auto_name(-new_id, level, lang)
            return await self.seats.hand_over(g, seat, "replace", new_id, name, by_user_id, level)

    async def replace_auto(
        self, game_id: int, number: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        """Give the automatic seat "Automatic player ``number``" to the person ``new_user_id``
        (display name ``new_name``), by the host or a user with ``is_admin``; logged as a
        "replace".  Raises UnknownGame, GameNotActive, Forbidden (not the host; the member
        already plays), NotAPlayer (no such automatic seat), StaleVersion, BadInput."""
        check_id(new_user_id, "user")
        new_name = clean_name(new_name)
        async with self.core.lock(game_id):
            g = self._check_replace(await self.core.load(game_id), by_user_id, is_admin)
            seat = g.seat_of(-number) if number > 0 else None
            if seat is None:
                raise NotAPlayer(msg("auto-err-no-such-seat", n=number))
            if g.seat_of(new_user_id) is not None:
                raise Forbidden(msg("seats-err-already-playing", user=f"<@{new_user_id}>"))
            return await self.seats.hand_over(g, seat, "replace", new_user_id, new_name, by_user_id)

    def _check_replace(self, g: LoadedGame, by_user_id: int, is_admin: bool) -> LoadedGame:
        if g.row.status != "active":
            raise self.core.not_active(g.row)
        if by_user_id != g.row.host_id and not is_admin:
            raise Forbidden(msg("seats-err-only-host-replaces"))
        return g

    @staticmethod
    def _check_host_lobby(g: LoadedGame, user_id: int) -> None:
        if g.row.status != "lobby":
            raise LobbyError(msg("auto-err-started"))
        if user_id != g.row.host_id:
            raise Forbidden(msg("auto-err-only-host"))


def _entry(s: SeatRow) -> tuple[int, str, str | None]:
    return (s.user_id, s.name, s.level)


def auto_choices(seats: list[SeatRow], values: tuple[str, ...] | list[str], chosen: dict[str, str]) -> dict[str, str]:
    """The lobby choices with each automatic seat that has none given the first value nobody
    took (in seat order): an automatic seat chooses like anyone, but at once."""
    out = dict(chosen)
    for s in seats:
        if is_auto_user(s.user_id) and str(s.user_id) not in out:
            free = [v for v in values if v not in out.values()]
            if free:
                out[str(s.user_id)] = free[0]
    return out


__all__ = ["ABSENT_PLAYER", "LEVELS", "AutoPlayers", "AutoSeats", "absent_level", "auto_choices", "auto_name",
           "is_auto_user", "search_action", "validate_absent_player"]
