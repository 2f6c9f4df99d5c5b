"""The seat operations of the running application (replace, take over, concede, automatic seats): :class:`SeatsApp` (``app.seats``),
a collaborator of :class:`bot.app.agora.Agora` that runs each seat method of the service
(:mod:`bot.features.seats`) under the game's lock, publishes its outbox and keeps the messages
that still show seat buttons."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from bot.core.game import seat_arg
from bot.core.models import GameInfo, Outbox
from bot.service import Service
from bot.storage.seatstore import SeatMessage
from engines.text import msg


class Publishing(Protocol):
    """What the seat operations need of the application (:class:`bot.app.agora.Agora` is one):
    its service, its clock and the publication of an outbox."""

    clock: Callable[[], float]

    @property
    def service(self) -> Service:
        """The open service (its lock is the game's one lock)."""
        ...

    async def publish(self, outbox: Outbox) -> Outbox:
        """Publish a committed change (the caller holds the game's lock); returns it."""
        ...


class SeatsApp:
    """The seat operations of the application (``app.seats``): each runs the service method
    under the game's one lock (the service's, bot/core/locks.py) and publishes its outbox through
    ``app`` (:class:`Publishing`).  The messages still showing seat buttons (take-over offers,
    requests waiting for the host) are stored (:class:`~bot.storage.seatstore.SeatMessage`,
    :meth:`post_offers`, :meth:`note_claim_message`) so that :meth:`close_offers` closes them
    after a restart too; ``_seat_message_games``: the ids of the games that have some (read at
    start-up by :meth:`load_seat_messages`, so that a change of any other game costs no query)."""

    def __init__(self, app: Publishing) -> None:
        self.app = app
        self._seat_message_games: set[int] = set()

    async def replace_seat(
        self, game_id: int, seat_user_id: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        async with self.app.service.lock(game_id):
            return await self.app.publish(
                await self.app.service.replace_seat(game_id, seat_user_id, new_user_id, new_name, by_user_id, is_admin)
            )

    async def automate_seat(
        self, game_id: int, seat_user_id: int, level: str, by_user_id: int, is_admin: bool, lang: str
    ) -> Outbox:
        """An automatic player into a person's seat (bot/features/autoseats.py), published."""
        async with self.app.service.lock(game_id):
            return await self.app.publish(
                await self.app.service.automate_seat(game_id, seat_user_id, level, by_user_id, is_admin, lang)
            )

    async def replace_auto(
        self, game_id: int, number: int, new_user_id: int, new_name: str, by_user_id: int, is_admin: bool
    ) -> Outbox:
        """A person into an automatic seat (bot/features/autoseats.py), published."""
        async with self.app.service.lock(game_id):
            return await self.app.publish(
                await self.app.service.replace_auto(game_id, number, new_user_id, new_name, by_user_id, is_admin)
            )

    async def claim_seat(self, game_id: int, seat: int, user_id: int, name: str) -> GameInfo:
        return await self.app.service.claim_seat(game_id, seat, user_id, name)

    async def answer_claim(
        self, game_id: int, seat: int, claimant: int, by_user_id: int, is_admin: bool, accept: bool
    ) -> Outbox:
        async with self.app.service.lock(game_id):
            outbox = await self.app.service.answer_claim(game_id, seat, claimant, by_user_id, is_admin, accept)
            # the request's message is answered where it was clicked (cogs.seats): not closed again
            await self.app.service.seat_store.drop_claim_messages(game_id, seat, claimant)
            return await self.app.publish(outbox)

    async def concede(self, game_id: int, user_id: int) -> Outbox:
        async with self.app.service.lock(game_id):
            return await self.app.publish(await self.app.service.concede(game_id, user_id))

    async def user_games(self, user_id: int, guild_id: int) -> list[GameInfo]:
        return await self.app.service.user_games(user_id, guild_id)

    async def load_seat_messages(self) -> None:
        """Read which games have messages still showing seat buttons (at start-up)."""
        self._seat_message_games = await self.app.service.seat_store.games_with_seat_messages()

    async def _remember(self, message: SeatMessage) -> None:
        await self.app.service.seat_store.add_seat_message(message)
        self._seat_message_games.add(message.game_id)

    async def post_offers(self, transport: Any, outbox: Outbox) -> None:
        """Post one take-over offer per open seat of ``outbox`` (a "Take over" button when the
        transport has ``post_offer``, else a plain message); an offer posted with a button is
        stored until :meth:`close_offers` closes it."""
        info = outbox.game
        for seat, missed in outbox.offers.items():
            text = info.render(msg("seats-offer", player=seat_arg(seat), n=missed, host=f"<@{info.host_id}>"))
            post_offer = getattr(transport, "post_offer", None)
            if post_offer is None:
                await transport.post_text(info, text, [])
                continue
            message_id = await post_offer(info, seat, text)
            holder = info.user_of(seat)
            if message_id is not None and holder is not None:
                await self._remember(SeatMessage(
                    message_id=message_id, game_id=info.id, seat=seat, kind="offer",
                    channel_id=info.thread_id or info.channel_id, holder_id=holder, text=text, created_at=self.app.clock(),
                ))

    async def note_claim_message(self, info: GameInfo, seat: int, claimant: int, message_id: int | None, text: str) -> None:
        """Remember the message asking the host about ``claimant``'s request for ``seat`` (its
        Accept / Decline buttons; ``text`` as posted), so that it is closed when the request
        becomes moot (:meth:`close_offers`).  Nothing when ``message_id`` is None."""
        holder = info.user_of(seat)
        if message_id is None or holder is None:
            return
        await self._remember(SeatMessage(
            message_id=message_id, game_id=info.id, seat=seat, kind="claim", channel_id=info.thread_id or info.channel_id,
            holder_id=holder, claimant_id=claimant, text=text, created_at=self.app.clock(),
        ))

    async def close_offers(self, transport: Any, outbox: Outbox) -> None:
        """After a change of ``outbox.game``: the stored messages (:meth:`post_offers`,
        :meth:`note_claim_message`) of its seats that are no longer open to a take-over lose
        their buttons (the transport's ``close_offer``), their text saying why: the seat changed
        hands (a take-over, ``/agora replace``: who holds it now), its player is back (they acted
        again), or it closed otherwise (conceded, the game over).  A request made moot so is
        dropped too.  Messages of seats still open stay.  A stale click on a closed offer is
        answered by :meth:`claim_seat` ("not open"), on a closed request by the answer ("no
        such request")."""
        info = outbox.game
        close_offer = getattr(transport, "close_offer", None)
        if info.id not in self._seat_message_games or close_offer is None:
            return
        store = self.app.service.seat_store
        stored = await store.seat_messages(info.id)
        seats = sorted({m.seat for m in stored} - set(outbox.offers))
        still_open = await self.app.service.open_seats(info.id, seats) if info.status == "active" and seats else {}
        for message in stored:
            if message.seat not in seats or message.seat in still_open:
                continue
            holder = info.user_of(message.seat)
            conceded = any(s.seat == message.seat and s.conceded for s in info.seats)
            if info.status != "active" or holder is None or conceded:
                line = msg("seats-offer-closed")
            elif holder != message.holder_id:
                line = msg("seats-offer-filled", user=f"<@{holder}>")
            else:
                line = msg("seats-offer-back", user=f"<@{holder}>")
            await close_offer(info, message.message_id, f"{message.text}\n{info.render(line)}", channel_id=message.channel_id)
            await store.drop_seat_message(message.message_id)
            if message.kind == "claim" and message.claimant_id is not None:
                await store.drop_seat_claim(info.id, message.seat, message.claimant_id)
        if all(m.seat in seats and m.seat not in still_open for m in stored):
            self._seat_message_games.discard(info.id)
