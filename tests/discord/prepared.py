"""Games started from a prepared position, for the Discord-surface tests (see tests/discord/harness.py).

A rule that shows up only deep into a game (Mythology's Greek Blockade, a hero's choice in a
battle) is reached here without playing up to it: :func:`start_prepared` creates the game the way
players do (``/agora new`` with its options, Join, Start: real interactions through the fake
Discord), then *replaces its position* with one the test builds, through the same public APIs the
service itself uses to change a game:

- ``Storage.update_game`` (the compare-and-swap of :meth:`bot.service.Service.start`): the state
  text, version + 1 and ``step_version`` = the new version (panels drawn before are outdated),
  the deadline of the new position's step (``TimeKeeping.step_deadline``);
- ``Agora.publish`` of an :class:`~bot.core.models.Outbox` announcing the position: one new message
  in the game's thread, mentioning the players who must act, with the Play button; it becomes the
  game's turn message (later steps edit it) and the published version; the timers are re-armed.

Nothing is monkeypatched: the service's caches follow by their own rules (the parsed state is
kept per stored *text*, the seats per *version*, both changed), so a bug in them is not hidden.

Limits: the action log still starts at the lobby's setup, so what replays the log (``Undo``,
which replays it to find the state before the move) does not know the preparation: Undo is
refused there ("There is no move of yours to take back", as for any log that does not replay).  The seats are dealt by the game's seed as usual: read who sits where
from the returned :class:`Prepared` (``user(seat)``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.core.models import GameInfo, Outbox
from cogs import custom_ids
from engines.text import msg
from tests.discord.conftest import Bot
from tests.discord.harness import User
from tests.discord.harness import custom_ids as ids_of


@dataclass
class Prepared:
    """A started game in a prepared position: its id, its thread, the message announcing the
    position (the turn message, with the Play button), the game as published and the users
    (by id)."""

    game_id: int
    thread_id: int
    board: dict[str, Any]
    info: GameInfo
    users: dict[int, User]

    def user(self, seat: int) -> User:
        """The user sitting at ``seat``."""
        user_id = self.info.user_of(seat)
        assert user_id is not None, f"nobody sits at seat {seat}"
        return self.users[user_id]

    def seat(self, user: User) -> int:
        seat = self.info.seat_of(user.id)
        assert seat is not None, f"{user.name} has no seat"
        return seat


async def start_prepared(
    bot: Bot,
    users: list[User],
    prepare: Callable[[Any, Any], Any],
    *,
    game: str = "mare-nostrum",
    options: dict[str, Any] | None = None,
) -> Prepared:
    """Start a ``game`` of ``users`` (the first one hosts; ``options``: the ``/agora new`` options,
    e.g. ``{"expansion": "mythology"}``) through the lobby, then put it in the position
    ``prepare(engine, state)`` returns (``state``: the game's state after its setup, to copy or
    replace; the engine as the service has it).  Returns the game as published; the requests
    recorded so far (lobby, start, the position's message) are in ``bot.fake.requests``: count
    from ``len(bot.fake.requests)`` after this call.  Raises AssertionError if a step is refused."""
    host = users[0]
    iid = await bot.fake.command(bot.client, "new", {"game": game, **(options or {})}, user=host)
    lobby = bot.fake.response_message(iid)
    assert lobby["components"], f"the lobby was refused: {lobby['content']!r}"
    game_id = custom_ids.parse(ids_of(lobby["components"])[0]).game_id
    for user in users[1:]:
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=host)
    service, storage = bot.app.service, bot.app.storage
    info, engine, state = await service.public_state(game_id)
    assert info.status == "active", f"the game did not start: {info.status}"
    assert info.thread_id is not None

    new_state = prepare(engine, state)
    row = await storage.get_game(game_id)
    assert row is not None
    now = service.clock()
    prompted = [info.user_of(s) for s in engine.prompt(new_state).seats]
    deadline = await service.time.step_deadline(row, [u for u in prompted if u is not None], now)
    assert await storage.update_game(
        game_id, row.version, now=now, state=engine.dump_state(new_state),
        schema_version=engine.schema_version, deadline=deadline,
    ), "the game changed while it was prepared"
    info = await service.info(game_id)
    await bot.app.publish(Outbox(game=info, public_lines=[msg("bot-board-again")], board=True, image=True,
                                 mention_user_ids=list(info.to_act)))
    board = bot.fake.channel_posts(info.thread_id)[-1]
    assert await storage.turn_message(game_id) == int(board["id"])
    return Prepared(game_id, info.thread_id, board, info, {u.id: u for u in users})
