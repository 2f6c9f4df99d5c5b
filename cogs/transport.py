"""DiscordTransport: the app's output (bot.transport.Transport) as Discord messages.

Messages go to the game's thread (its channel before a thread exists) through a
PartialMessageable, so nothing depends on the gateway's channel cache.  Only the users in
``mention_user_ids`` are pinged.  Content longer than Discord's 2000 characters is split on line
breaks; the image and the "Play my turn" button ride on the last part.
"""

from __future__ import annotations

import io
import logging

import discord

from bot.models import GameInfo
from bot.transport import BoardPost
from cogs.components import play_view
from cogs.messages import split_content

log = logging.getLogger(__name__)

#: Discord's JSON error code for "Cannot send messages to this user" (closed DMs)
CANNOT_MESSAGE_USER = 50007


def _mentions(user_ids: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


class DiscordTransport:
    """Implements :class:`bot.transport.Transport` with a discord.py client.

    ``strip_old_boards``: when a new board is posted, the previous board message of the same game
    (remembered in memory since start-up) loses its buttons; older boards keep theirs and answer
    "outdated".
    """

    def __init__(self, client: discord.Client, *, strip_old_boards: bool = True) -> None:
        self.client = client
        self.strip_old_boards = strip_old_boards
        self._last_board: dict[int, tuple[int, int]] = {}  # game id -> (channel id, message id)

    def _channel(self, game: GameInfo) -> discord.PartialMessageable:
        channel_id = game.thread_id or game.channel_id
        if channel_id is None:
            raise ValueError(f"game {game.id} has no channel")
        return self.client.get_partial_messageable(channel_id, guild_id=game.guild_id)

    async def post_board(self, post: BoardPost) -> int | None:
        """Post the board: the log and the mentions, the image, and (unless final) the
        "Play my turn" button armed for ``post.game.version``.  Returns the last message's id."""
        channel = self._channel(post.game)
        allowed = _mentions(post.mention_user_ids)
        chunks = split_content(post.content)
        for chunk in chunks[:-1]:
            await channel.send(chunk, allowed_mentions=allowed)
        kwargs: dict = {"allowed_mentions": allowed}
        if post.image is not None:
            kwargs["file"] = discord.File(io.BytesIO(post.image), filename=post.image_name)
        if not post.final:
            kwargs["view"] = play_view(post.game.id, post.game.version)
        message = await channel.send(chunks[-1] or None, **kwargs)
        await self._strip_previous(post.game.id)
        self._last_board[post.game.id] = (channel.id, message.id)
        return message.id

    async def _strip_previous(self, game_id: int) -> None:
        previous = self._last_board.pop(game_id, None)
        if previous is None or not self.strip_old_boards:
            return
        channel_id, message_id = previous
        try:
            await self.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(view=None)
        except discord.HTTPException as exc:  # deleted, archived thread...: its buttons answer "outdated"
            log.info("could not strip the buttons of board message %s: %s", message_id, exc)

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        channel = self._channel(game)
        allowed = _mentions(mention_user_ids)
        for chunk in split_content(content):
            if chunk:
                await channel.send(chunk, allowed_mentions=allowed)

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        """A direct message; False when the user does not accept DMs from the bot (error 50007)
        or Discord refuses it otherwise."""
        try:
            dm = await self.client.create_dm(discord.Object(user_id))
            for chunk in split_content(content):
                if chunk:
                    await dm.send(chunk, allowed_mentions=discord.AllowedMentions.none())
        except discord.Forbidden as exc:
            if exc.code != CANNOT_MESSAGE_USER:
                log.warning("DM to %s refused: %s", user_id, exc)
            return False
        except discord.HTTPException as exc:
            log.warning("DM to %s failed: %s", user_id, exc)
            return False
        return True
