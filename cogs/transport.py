"""DiscordTransport: the app's output (bot.app.transport.Transport) as Discord messages.

Messages go to the game's thread (its channel before a thread exists) through a
PartialMessageable, so nothing depends on the gateway's channel cache.  Only the users in
``mention_user_ids`` are pinged.  Content longer than Discord's 2000 characters is split on line
breaks; the image and the "Play my turn" button ride on the last part.  A new board edits no
earlier message: an older board keeps its button, which opens the player's current panel with a
link to the latest board (cogs.components), so an action costs one bot-token request, not two
(Discord allows a bot about 50 requests a second in all).

Discord's refusals are handled here: an archived thread is reopened and the post sent again (or
the game's channel is told why not); a picture over the guild's upload limit is re-encoded
smaller (:mod:`cogs.images`); a player whose DMs are closed is told once in the thread to use
their panel.  Rate limits (429) are retried by discord.py's HTTP client itself.  A post that
still fails raises (the app logs it and keeps the committed change) and is remembered in
:attr:`DiscordTransport.failures` so the interaction that caused it can tell its user.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable
from typing import Any

import discord

import i18n
from bot.app.transport import BoardPost
from bot.core.models import GameInfo
from cogs.components import play_view
from cogs.images import DEFAULT_LIMIT, fit_image
from cogs.messages import clip, split_content
from cogs.seats import offer_view
from cogs.time import more_time_view

log = logging.getLogger(__name__)

#: Discord's JSON error code for "Cannot send messages to this user" (closed DMs)
CANNOT_MESSAGE_USER = 50007
#: Discord's JSON error code for "Thread is archived"
THREAD_ARCHIVED = 50083


def _mentions(user_ids: list[int]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in user_ids]
    )


def dms_closed_text(user_id: int, lang: str = "en") -> str:
    """The public notice for a player whose DMs are closed (no private content in it), in the
    game's language ``lang``."""
    return i18n.tr(lang, "bot-dms-closed", user=f"<@{user_id}>")


def _with_view(content: str, allowed: discord.AllowedMentions, view: discord.ui.View) -> Callable[[], dict[str, Any]]:
    """The arguments of one plain message with buttons."""
    return lambda: {"content": content, "allowed_mentions": allowed, "view": view}


def _part(content: str, allowed: discord.AllowedMentions) -> Callable[[], dict[str, Any]]:
    """The arguments of one plain message (built on each send attempt)."""
    return lambda: {"content": content, "allowed_mentions": allowed}


class DiscordTransport:
    """Implements :class:`bot.app.transport.Transport` with a discord.py client.

    Board posts leave the earlier boards as they are (their buttons stay and open the current
    panel with a note, :func:`cogs.components._on_play`).  ``filesize_limits``: guild id -> upload
    limit in bytes, noted from the interactions seen (:meth:`note_interaction`);
    :data:`cogs.images.DEFAULT_LIMIT` otherwise.
    ``failures``: game id -> the last Discord error that stopped one of its posts (read and
    cleared with :meth:`take_failure`).
    """

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self.filesize_limits: dict[int, int] = {}
        self.failures: dict[int, discord.HTTPException] = {}
        self._told_dms_closed: set[tuple[int, int]] = set()  # (game id, user id)
        self._told_unreachable: set[int] = set()  # games whose channel was told their thread is shut

    def note_interaction(self, interaction: discord.Interaction) -> None:
        """Remember the upload limit of the interaction's guild."""
        if interaction.guild_id is not None:
            self.filesize_limits[interaction.guild_id] = interaction.filesize_limit

    def take_failure(self, game_id: int) -> discord.HTTPException | None:
        """The Discord error that stopped the game's last failed post, if any (then forgotten)."""
        return self.failures.pop(game_id, None)

    def _channel(self, game: GameInfo) -> discord.PartialMessageable:
        channel_id = game.thread_id or game.channel_id
        if channel_id is None:
            raise ValueError(f"game {game.id} has no channel")
        return self.client.get_partial_messageable(channel_id, guild_id=game.guild_id)

    async def _send(
        self, game: GameInfo, channel: discord.PartialMessageable, message: Callable[[], dict[str, Any]]
    ) -> discord.Message:
        """``channel.send(**message())``; an archived thread is reopened (``archived=False``) and
        the message sent again.  ``message`` builds fresh arguments (files are read once).
        A failure is recorded in :attr:`failures` and raised; a success clears the game's record."""
        try:
            sent = await self._send_or_reopen(game, channel, message)
        except discord.HTTPException as exc:
            self.failures[game.id] = exc
            raise
        self.failures.pop(game.id, None)
        self._told_unreachable.discard(game.id)
        return sent

    async def _send_or_reopen(
        self, game: GameInfo, channel: discord.PartialMessageable, message: Callable[[], dict[str, Any]]
    ) -> discord.Message:
        try:
            return await channel.send(**message())
        except discord.HTTPException as exc:
            if exc.code != THREAD_ARCHIVED or channel.id != game.thread_id:
                raise
        try:
            await self.client.http.edit_channel(channel.id, archived=False)
        except discord.HTTPException as exc:
            if game.id not in self._told_unreachable:  # once until a post goes through again
                self._told_unreachable.add(game.id)
                await self._tell_channel(
                    game,
                    i18n.tr(
                        game.lang,
                        "bot-thread-archived",
                        thread=f"<#{channel.id}>",
                        game=str(game.id),
                        error=str(exc.text or exc.status),
                    ),
                )
            raise
        log.info("game %s: reopened its archived thread %s", game.id, channel.id)
        return await channel.send(**message())

    async def _tell_channel(self, game: GameInfo, text: str) -> None:
        """A notice in the game's parent channel (when its thread cannot be used)."""
        if game.channel_id is None or game.channel_id == game.thread_id:
            return
        try:
            parent = self.client.get_partial_messageable(game.channel_id, guild_id=game.guild_id)
            await parent.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("game %s: could not tell its channel either: %s", game.id, exc)

    async def _fit(self, post: BoardPost) -> tuple[bytes, str] | None:
        """The board picture under the guild's upload limit (re-encoded off the event loop)."""
        assert post.image is not None
        limit = self.filesize_limits.get(post.game.guild_id or 0, DEFAULT_LIMIT)
        if len(post.image) <= limit:
            return post.image, post.image_name
        fitted = await asyncio.to_thread(fit_image, post.image, limit, post.image_name)
        if fitted is None:
            log.warning("game %s: the board picture cannot fit in %d bytes; posted without it", post.game.id, limit)
        else:
            log.info("game %s: board picture re-encoded from %d to %d bytes", post.game.id, len(post.image), len(fitted[0]))
        return fitted

    async def post_board(self, post: BoardPost) -> int | None:
        """Post the board: the log and the mentions, the image, and (unless final) the
        "Play my turn" button armed for ``post.game.version``: one request per 2000-character
        part, and no edit of the previous board.  Returns the last message's id."""
        game = post.game
        channel = self._channel(game)
        allowed = _mentions(post.mention_user_ids)
        chunks = split_content(post.content)
        for chunk in chunks[:-1]:
            await self._send(game, channel, _part(chunk, allowed))
        image = await self._fit(post) if post.image is not None else None
        limit = self.filesize_limits.get(game.guild_id or 0, DEFAULT_LIMIT)

        def last() -> dict[str, Any]:
            kwargs: dict[str, Any] = {"content": chunks[-1] or None, "allowed_mentions": allowed}
            files = []
            if image is not None:
                # the description is the picture's alt text (bot/app/alttext.py)
                files.append(discord.File(io.BytesIO(image[0]), filename=image[1], description=post.image_description))
                if post.detail is not None and len(image[0]) + len(post.detail) <= limit:
                    files.append(discord.File(io.BytesIO(post.detail), filename=post.detail_name, description=post.detail_description))
            if files:
                kwargs["files"] = files
            view = play_view(game.id, game.version, game.lang) if not post.final else None
            if post.link is not None:  # the game's page (bot/web/): a link button, no interaction
                view = view or discord.ui.View(timeout=None)
                view.add_item(discord.ui.Button(label=i18n.tr(game.lang, "web-open-board"), url=post.link, emoji="🔎"))
            if view is not None:
                kwargs["view"] = view
            return kwargs

        message = await self._send(game, channel, last)
        return message.id

    async def edit_turn(self, game: GameInfo, message_id: int, content: str) -> bool:
        """Edit the turn message's content (one PATCH; its picture and buttons stay; an edit
        pings nobody).  An archived thread is reopened and the edit tried again.  False when
        Discord refuses it (the message was deleted...): the app then posts a new message."""
        channel = self._channel(game)
        message = channel.get_partial_message(message_id)
        try:
            try:
                await message.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException as exc:
                if exc.code != THREAD_ARCHIVED or channel.id != game.thread_id:
                    raise
                await self.client.http.edit_channel(channel.id, archived=False)
                log.info("game %s: reopened its archived thread %s", game.id, channel.id)
                await message.edit(content=content, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.warning("game %s: could not edit its turn message %s: %s", game.id, message_id, exc)
            return False
        return True

    async def post_reminder(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        """A reminder (as :meth:`post_text`) whose last part carries the "More time" button of
        the current decision (cogs/time.py)."""
        channel = self._channel(game)
        allowed = _mentions(mention_user_ids)
        chunks = [c for c in split_content(content) if c]
        for i, chunk in enumerate(chunks):
            view = more_time_view(game) if i == len(chunks) - 1 else None
            await self._send(game, channel, _part(chunk, allowed) if view is None else _with_view(chunk, allowed, view))

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        channel = self._channel(game)
        allowed = _mentions(mention_user_ids)
        for chunk in split_content(content):
            if chunk:
                await self._send(game, channel, _part(chunk, allowed))

    async def post_view(
        self, game: GameInfo, content: str, view: discord.ui.View, mention_user_ids: list[int]
    ) -> int | None:
        """A public message with buttons in the game's thread (cogs.seats: take-over offers
        and requests); its message id."""
        allowed = _mentions(mention_user_ids)
        sent = await self._send(
            game, self._channel(game), lambda: {"content": content, "view": view, "allowed_mentions": allowed}
        )
        return sent.id

    async def post_offer(self, game: GameInfo, seat: int, content: str) -> int | None:
        """The offer of ``seat`` to anyone not playing, with its "Take over" button."""
        return await self.post_view(game, content, offer_view(game.id, game.version, seat, game.lang), [])

    async def close_offer(self, game: GameInfo, message_id: int, content: str, channel_id: int | None = None) -> bool:
        """A message with seat buttons (a take-over offer, a request to the host) whose seat is no
        longer open: it says why (``content``, pinging nobody) and loses its buttons.
        ``channel_id``: where it was posted (default: the game's thread or channel).  False
        (logged) when Discord refuses the edit (the message was deleted, the thread archived...):
        a click on it is refused anyway."""
        channel = (
            self.client.get_partial_messageable(channel_id, guild_id=game.guild_id) if channel_id is not None
            else self._channel(game)
        )
        message = channel.get_partial_message(message_id)
        try:
            await message.edit(content=clip(content), view=None, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("game %s: could not close the offer message %s: %s", game.id, message_id, exc)
            return False
        return True

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        """A direct message; False when the user does not accept DMs from the bot (error 50007)
        or Discord refuses it otherwise.  Closed DMs: the player is told once per game (since
        start-up) in the game's thread, without the private content, to use their panel."""
        try:
            dm = await self.client.create_dm(discord.Object(user_id))
            for chunk in split_content(content):
                if chunk:
                    await dm.send(chunk, allowed_mentions=discord.AllowedMentions.none())
        except discord.Forbidden as exc:
            if exc.code != CANNOT_MESSAGE_USER:
                log.warning("DM to %s refused: %s", user_id, exc)
            else:
                await self._tell_dms_closed(game, user_id)
            return False
        except discord.HTTPException as exc:
            log.warning("DM to %s failed: %s", user_id, exc)
            return False
        return True

    async def _tell_dms_closed(self, game: GameInfo, user_id: int) -> None:
        if (game.id, user_id) in self._told_dms_closed:
            return
        try:
            await self.post_text(game, dms_closed_text(user_id, game.lang), [user_id])
        except (discord.HTTPException, ValueError) as exc:
            log.warning("game %s: could not tell user %s that their DMs are closed: %s", game.id, user_id, exc)
            return
        self._told_dms_closed.add((game.id, user_id))
