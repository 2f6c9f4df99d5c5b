"""Seats and people: replacing a player, taking over an absent player's seat,
conceding, and a user's list of games.

Every change here goes through the service like a move: under the game's lock, ONE transaction
(:meth:`bot.storage.seatstore.SeatStore.change_seat`: the compare-and-swap on ``games.version``, the
seat changed, a row appended to the append-only seat log ``seat_changes``), then an
:class:`~bot.core.models.Outbox` the app publishes.  The engine state never changes hands: a seat
is a number in the state; who holds it is the ``seats`` table, so the new holder sees the
seat's panel and private lines from the next read on, and the old one is no longer a player.

- Replace (``/agora replace``): the host or a server manager gives a seat to another member.
- Take over: a seat that missed :data:`MISSED_FOR_OFFER` deadlines in a row (counted from the
  action log, :func:`count_missed`) is offered in the thread; anyone not playing may ask for it
  (a pending claim, stored: it survives a restart) and the host (or a server manager) accepts
  or declines.
- Concede (``/agora concede``): the seat is marked conceded.  When one seat (or none) is left
  that has not conceded, the game ends at once and the others win (two players: the opponent
  wins); otherwise the automatic player (``engine.auto_action``) decides for the conceded seat
  until the end: the rulebooks of Mare Nostrum, Antike and Olympus say nothing about a player
  who leaves, so the seat stays in the game and keeps its pieces, as the issue asks.  Its
  decisions are logged as actions with ``source='timeout'`` (the log's CHECK allows
  'player' / 'timeout'; the seat log tells them apart: they follow its concession).
"""

from __future__ import annotations

from bot.core.errors import Forbidden, NotAPlayer, StaleVersion
from bot.core.game import Change, CommitPath, GameCore, LoadedGame
from bot.core.inputs import check_id, clean_name
from bot.core.models import GameInfo, Outbox
from bot.features.autoplayers import AutoPlayers
from bot.storage.seatstore import SeatChangeRow, SeatStore
from engines.base import Event
from engines.text import Text, msg

#: deadlines a seat must miss in a row before it is offered to anyone not playing
MISSED_FOR_OFFER = 2
#: at most this many automatic decisions for conceded seats after one change
MAX_AUTO_DECISIONS = 1000


def _seat(n: int) -> str:
    return f"{{p{n}}}"


def count_missed(seat: int, since: list[tuple[int, str]]) -> int:
    """The deadlines ``seat`` missed in a row, from ``since``: ``(seat, source)`` of the actions
    logged after it last acted itself (:meth:`SeatStore.seat_absence`).  One deadline's automatic
    decisions for a seat are consecutive in the log (:meth:`Service.timeout` plays the rest of
    its turn at once), so each run of its ``timeout`` rows is one missed deadline.  Two deadlines
    with nobody else deciding between them count as one: the count errs towards patience."""
    runs, inside = 0, False
    for s, source in since:
        mine = s == seat and source == "timeout"
        if mine and not inside:
            runs += 1
        inside = mine
    return runs


def conceded_line(info: GameInfo) -> Text | None:
    """The line that says who conceded (None when nobody did)."""
    seats = [_seat(s.seat) for s in info.seats if s.conceded]
    return msg("seats-conceded-list", players=seats, n=len(seats)) if seats else None


def change_line(change: SeatChangeRow) -> Text:
    """The public log line of one seat change (names only, nothing hidden)."""
    if change.kind == "concede":
        return msg("seats-conceded", player=_seat(change.seat))
    key = "seats-taken-over" if change.kind == "takeover" else "seats-replaced"
    # the seat is named after the player who left it (not "{pN}", which names its new holder);
    # an automatic seat (a negative id, bot/features/autoseats.py) by its name
    return msg(key, old=holder(change.old_user_id, None), new=holder(change.user_id, change.name))


def holder(user_id: int, name: str | None) -> str | Text:
    """Who holds a seat, in a public line: a mention, or an automatic seat's name (``name``;
    unknown: "Automatic player N", its number)."""
    if user_id >= 0:
        return f"<@{user_id}>"
    return name if name is not None else msg("auto-name-short", n=-user_id)


class Seats:
    """The seat operations (``Service.seats``): replacing, taking over, conceding, the automatic
    decisions of conceded and automatic seats, a user's games.  A collaborator of
    :class:`bot.service.Service`: ``core`` loads and locks games (:class:`~bot.core.game.GameCore`),
    ``path`` commits actions and builds outboxes (:class:`~bot.core.game.CommitPath`), ``store``
    holds the seat tables, ``auto`` computes the automatic decisions (the app sets its CPU cap)."""

    def __init__(self, core: GameCore, path: CommitPath, store: SeatStore, auto: AutoPlayers) -> None:
        self.core = core
        self.path = path
        self.store = store
        self.auto = auto

    # ---- replacing -----------------------------------------------------------------------------
    async def replace_seat(
        self, game_id: int, seat_user_id: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        """Give the seat of ``seat_user_id`` to ``new_user_id`` (display name ``new_name``): the
        host or a user with ``is_admin`` (Manage Server).  Raises UnknownGame, GameNotActive,
        Forbidden (not the host; the new member already plays), NotAPlayer (``seat_user_id``
        holds no seat), StaleVersion, BadInput (an id that is not a Discord id, a name with
        nothing visible: bot/core/inputs.py)."""
        for value in (seat_user_id, new_user_id, by_user_id):
            check_id(value, "user")
        new_name = clean_name(new_name)
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "active":
                raise self.core.not_active(g.row)
            if by_user_id != g.row.host_id and not is_admin:
                raise Forbidden(msg("seats-err-only-host-replaces"))
            seat = g.seat_of(seat_user_id)
            if seat is None:
                raise NotAPlayer(msg("seats-err-not-playing", user=f"<@{seat_user_id}>"))
            if g.seat_of(new_user_id) is not None:
                raise Forbidden(msg("seats-err-already-playing", user=f"<@{new_user_id}>"))
            return await self.hand_over(g, seat, "replace", new_user_id, new_name, by_user_id)

    async def hand_over(
        self, g: LoadedGame, seat: int, kind: str, user_id: int, name: str, by_user_id: int, level: str | None = None
    ) -> Outbox:
        """Commit the change of ``seat``'s holder (caller holds the lock and checked); ``level``:
        the new holder is an automatic seat (bot/features/autoseats.py), which decides at once."""
        old = g.user_of(seat)
        assert old is not None
        old_name = g.names.get(seat)
        ok = await self.store.change_seat(
            g.row.id, g.row.version, seat=seat, kind=kind, user_id=user_id, name=name, by_user_id=by_user_id,
            now=self.core.clock(), level=level,
        )
        if not ok:
            raise StaleVersion(msg("bot-err-stale"))
        self.core.forget_seats(g.row.id)
        g = await self.core.load(g.row.id)
        info = self.core.game_info(g)
        key = "seats-taken-over" if kind == "takeover" else "seats-replaced"
        line = msg(key, old=holder(old, old_name), new=holder(user_id, name))  # the seat is the leaving player's
        # an automatic seat prompted now decides at once (its lines follow)
        g, events, started, image = await self.play_conceded(g, [], set(), False)
        info = self.core.game_info(g)
        public, private = self.path.lines(events, g)
        # the new holder must act now: a new message mentions them, with a fresh Play button
        mention = [u for u in info.to_act if u == user_id or info.seat_of(u) in started]
        return Outbox(
            game=info, public_lines=[line, *public], private_lines=private, board=bool(mention) or image,
            image=image, mention_user_ids=mention,
        )

    # ---- taking over -------------------------------------------------------------------------
    async def missed_deadlines(self, game_id: int, seat: int) -> int:
        """The deadlines ``seat`` missed in a row (:func:`count_missed`)."""
        return count_missed(seat, await self.store.seat_absence(game_id, seat))

    async def open_seats(self, game_id: int, seats: list[int]) -> dict[int, int]:
        """Which of ``seats`` are open to a take-over now: seat -> deadlines missed in a row
        (at least :data:`MISSED_FOR_OFFER`; conceded seats never are)."""
        g = await self.core.load(game_id)
        if g.row.status != "active":
            return {}
        out = {}
        for s in g.seats:
            if s.seat in seats and not s.conceded and s.level is None:  # automatic seats never are
                missed = await self.missed_deadlines(game_id, s.seat)
                if missed >= MISSED_FOR_OFFER:
                    out[s.seat] = missed
        return out

    async def claim_seat(self, game_id: int, seat: int, user_id: int, name: str) -> GameInfo:
        """``user_id`` (not playing) asks to take over ``seat``, open because it missed
        deadlines: stored until the host answers (:meth:`answer_claim`).  Raises UnknownGame,
        GameNotActive, Forbidden (a player; the seat is not open; someone asked first), BadInput
        (bot/core/inputs.py)."""
        check_id(user_id, "user")
        name = clean_name(name)
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "active":
                raise self.core.not_active(g.row)
            if not any(s.seat == seat for s in g.seats):
                # a forged or foreign button: no "{p7}" placeholder may reach the reader
                raise Forbidden(msg("seats-err-no-such-seat"))
            if g.seat_of(user_id) is not None:
                raise Forbidden(msg("seats-err-you-play"))
            if seat not in (await self.open_seats(game_id, [seat])):
                raise Forbidden(msg("seats-err-not-open", player=_seat(seat)), g.names)
            claim = await self.store.seat_claim(game_id, seat)
            if claim is not None:
                key = "seats-err-already-asked" if claim.user_id == user_id else "seats-err-claimed"
                raise Forbidden(msg(key, player=_seat(seat)), g.names)
            if not await self.store.add_seat_claim(game_id, seat, user_id, name, self.core.clock()):
                raise Forbidden(msg("seats-err-claimed", player=_seat(seat)), g.names)
            return self.core.game_info(g)

    async def answer_claim(
        self, game_id: int, seat: int, claimant: int, by_user_id: int, is_admin: bool, accept: bool
    ) -> Outbox:
        """The host (or a user with ``is_admin``) accepts or declines ``claimant``'s request for
        ``seat``.  Accepted: the seat changes hands (logged as "takeover"); declined: the request
        is dropped (a public line, nothing else changes).  Raises UnknownGame, GameNotActive,
        Forbidden (not the host; no such request; the claimant plays meanwhile), StaleVersion."""
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "active":
                raise self.core.not_active(g.row)
            if by_user_id != g.row.host_id and not is_admin:
                raise Forbidden(msg("seats-err-only-host-answers"))
            claim = await self.store.seat_claim(game_id, seat)
            if claim is None or claim.user_id != claimant:
                raise Forbidden(msg("seats-err-no-claim"))
            if not accept or g.seat_of(claimant) is not None:
                await self.store.drop_seat_claim(game_id, seat, claimant)
                if accept:
                    raise Forbidden(msg("seats-err-already-playing", user=f"<@{claimant}>"))
                line = msg("seats-claim-declined", user=f"<@{claimant}>", player=_seat(seat))
                return Outbox(game=self.core.game_info(g), public_lines=[line], board=False, image=False)
            return await self.hand_over(g, seat, "takeover", claimant, claim.name, by_user_id)

    # ---- conceding ---------------------------------------------------------------------------
    async def concede(self, game_id: int, user_id: int) -> Outbox:
        """``user_id`` concedes.  When at most one seat is left that has not conceded, the game
        ends and those seats win; otherwise the automatic player decides for the seat from now
        on.  Raises UnknownGame, GameNotActive, NotAPlayer, Forbidden (already conceded),
        StaleVersion."""
        async with self.core.lock(game_id):
            g = await self.core.load(game_id)
            if g.row.status != "active":
                raise self.core.not_active(g.row)
            seat = g.seat_of(user_id)
            if seat is None:
                raise NotAPlayer(msg("bot-err-not-a-player", game=str(game_id)))
            if any(s.seat == seat and s.conceded for s in g.seats):
                raise Forbidden(msg("seats-err-already-conceded"))
            left = [s for s in g.seats if not s.conceded and s.seat != seat]
            # the game ends when one seat is left, or no person (only automatic seats)
            finish = len(left) <= 1 or all(s.level is not None for s in left)
            ok = await self.store.change_seat(
                game_id, g.row.version, seat=seat, kind="concede", user_id=user_id, name=g.names[seat],
                by_user_id=user_id, now=self.core.clock(), finish=finish,
            )
            if not ok:
                raise StaleVersion(msg("bot-err-stale"))
            self.core.forget_seats(game_id)
            g = await self.core.load(game_id)
            public: list[Text] = [msg("seats-conceded", player=_seat(seat))]
            if finish:
                return self.path.outbox(self.core.game_info(g), public, {}, set(), True)
            public.append(msg("seats-auto-plays", player=_seat(seat)))
            g, events, started, image = await self.play_conceded(g, [], set(), False)
            pub, private = self.path.lines(events, g)
            return self.path.outbox(self.core.game_info(g), public + pub, private, started, image)

    async def play_conceded(
        self, g: LoadedGame, events: list[Event], started: set[int], image: bool
    ) -> Change:
        """While a conceded seat or an automatic seat (bot/features/autoseats.py) must decide, the automatic
        player decides for it (through the commit path, ``source='timeout'``; a strong seat's
        search off the event loop); the caller holds the lock.  Returns the game and the
        accumulated events, turns started and picture flag (as :meth:`~bot.core.game.CommitPath.commit`)."""
        conceded = {s.seat for s in g.seats if s.conceded or s.level is not None}
        if not conceded:
            return g, events, started, image
        events = list(events)
        for _ in range(MAX_AUTO_DECISIONS):
            if g.row.status != "active":
                break
            auto = [s for s in g.engine.prompt(g.state).seats if s in conceded]
            if not auto:
                break
            seat = auto[0]
            g = self.core.current_rules(g)  # decided under the installed rules, as it is applied
            level = next((s.level for s in g.seats if s.seat == seat and not s.conceded), None)
            action = await self.auto.decide(g.engine, g.state, seat, level, g.row.seed + g.row.version)
            g, more, now_started, pictured = await self.path.commit(g, seat, g.user_of(seat), action, None, "timeout")
            events += more
            started = (started - {seat}) | now_started
            image = image or pictured
        return g, events, started - conceded, image

    # ---- queries -----------------------------------------------------------------------------
    async def user_games(self, user_id: int, guild_id: int) -> list[GameInfo]:
        """The lobby and active games of ``guild_id`` where ``user_id`` holds a seat: those
        waiting for the user first, then by deadline (soonest first), then by id."""
        rows = await self.store.user_games(user_id, guild_id)
        infos = [self.core.game_info(await self.core.load(r.id, r)) for r in rows if r.set_aside is None]
        infos.sort(key=lambda i: (user_id not in i.to_act, i.status != "active", i.deadline or float("inf"), i.id))
        return infos

    async def seat_log(self, game_id: int) -> tuple[dict[int, list[Text]], dict[int, int]]:
        """The public lines of the seat log by the number of actions before them, and conceded
        seat -> the number of actions logged before it conceded."""
        lines: dict[int, list[Text]] = {}
        conceded: dict[int, int] = {}
        for change in await self.store.seat_changes(game_id):
            lines.setdefault(change.after_action, []).append(change_line(change))
            if change.kind == "concede":
                conceded[change.seat] = change.after_action
        return lines, conceded
