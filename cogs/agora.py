"""The ``/agora`` slash commands: a thin surface over the app (bot.app.Agora).

Every command defers at once (Discord allows 3 seconds), then reads or changes the game through
the app; ``/agora new`` first checks the game and its options (``Service.check_new_game``: no
database, one engine setup, milliseconds), so that a refusal is answered privately before the
public "thinking" placeholder of its lobby appears.  Answers are private (ephemeral) except the lobby message of ``/agora new``.  A game is
found by the channel or thread the command is used in.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Optional

import discord
from discord import app_commands
from discord.ext import commands

import engines
from bot.errors import AgoraError
from bot.models import GameInfo
from cogs import explain, messages, permissions
from cogs.components import NO_MENTIONS, lobby_view, post_problem
from cogs.images import fit_image

if TYPE_CHECKING:
    from bot.app import Agora

log = logging.getLogger(__name__)

LOG_LINES = 20

#: the games, named with their player counts ("Mare Nostrum (3 to 5 players)")
GAME_CHOICES = [
    app_commands.Choice(name=f"{messages.engine_title(e)} ({messages.players_needed(e)})", value=e)
    for e in engines.available()
]
#: the ``setup`` option of the games that have one (Mare Nostrum's Introductory / Advanced Setup)
SETUP_CHOICES = [
    app_commands.Choice(name=text, value=str(value))
    for value, text in messages.OPTION_TEXT["setup"][1].items()
]


async def _say(interaction: discord.Interaction, text: str, **kwargs) -> None:
    """Answer a deferred command privately (edits the "thinking" placeholder)."""
    await interaction.edit_original_response(content=messages.clip(text), allowed_mentions=NO_MENTIONS, **kwargs)


@app_commands.guild_only()
class AgoraCog(commands.GroupCog, group_name="agora", group_description="Play board games at your own pace"):
    """``/agora new|status|board|repost|log|abandon|rules|card|help``."""

    def __init__(self, app: "Agora") -> None:
        self.app = app
        super().__init__()

    async def _find_game(self, interaction: discord.Interaction) -> GameInfo | None:
        """The game of the channel or thread the command was used in; answers the user and
        returns None when there is none or several."""
        assert interaction.channel_id is not None
        games = await self.app.service.games_in_channel(interaction.channel_id)
        if not games:
            await _say(interaction, messages.NO_GAME)
            return None
        live = [g for g in games if g.status in ("lobby", "active")]
        candidates = live or games[:1]  # no live game: the most recent finished one
        if len(candidates) > 1:
            await _say(interaction, messages.several_games(candidates))
            return None
        return candidates[0]

    @app_commands.command(name="new", description="Open a lobby for a new game in this channel")
    @app_commands.describe(
        game="Which game to play",
        deadline_hours="Hours each player has for each decision (default: this server's setting)",
        setup="Mare Nostrum only: how the empires start (default: Introductory)",
    )
    @app_commands.choices(game=GAME_CHOICES, setup=SETUP_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        deadline_hours: Optional[app_commands.Range[float, 0.1, 720.0]] = None,
        setup: Optional[str] = None,
    ) -> None:
        missing = permissions.missing_in(interaction)
        if missing:  # checked before anything is created: the host fixes them and runs it again
            await interaction.response.send_message(permissions.missing_text(missing), ephemeral=True)
            return
        if setup is not None and "setup" not in messages.game_options(game):
            await interaction.response.send_message(messages.no_such_option(game, "setup"), ephemeral=True)
            return
        options: dict[str, object] = {}
        if deadline_hours is not None:
            options["deadline_hours"] = deadline_hours
        if setup is not None:
            options["setup"] = setup
        try:  # an unknown game or a bad option is answered privately before anything public
            self.app.service.check_new_game(game, options)
        except AgoraError as exc:
            await interaction.response.send_message(exc.message, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        await interaction.response.defer(thinking=True)
        try:
            info = await self.app.new_game(
                game,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                options=options,
            )
        except AgoraError as exc:
            # (checked above; a failure here is rare) the lobby would have been public: replace
            # the placeholder by a private answer
            await interaction.delete_original_response()
            await interaction.followup.send(exc.message, ephemeral=True)
            return
        await interaction.edit_original_response(
            content=messages.lobby_text(info, self.app.settings.turn_deadline_hours),
            view=lobby_view(info),
            allowed_mentions=NO_MENTIONS,
        )

    @app_commands.command(name="status", description="Whose turn it is, the deadline and a summary of the game")
    async def status(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._find_game(interaction)
        if info is None:
            return
        if info.status == "lobby":
            await _say(interaction, messages.lobby_text(info, self.app.settings.turn_deadline_hours))
            return
        _, summary = await self.app.status_text(info.id, interaction.user.id)
        await _say(interaction, messages.status_header(info) + "\n\n" + summary)

    @app_commands.command(name="board", description="See the current board (only you see this copy)")
    async def board(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._find_game(interaction)
        if info is None:
            return
        if info.status == "lobby":
            await _say(interaction, "The game has not started yet: there is no board to show.")
            return
        info, png = await self.app.board_image(info.id)
        if png is None:
            await _say(interaction, messages.status_header(info) + "\n(This game has no board picture.)")
            return
        fitted = await asyncio.to_thread(fit_image, png, interaction.filesize_limit, "board.png")
        if fitted is None:
            await _say(interaction, messages.status_header(info) + "\n(The board picture is too large to show here.)")
            return
        await _say(
            interaction,
            messages.status_header(info),
            attachments=[discord.File(io.BytesIO(fitted[0]), filename=fitted[1])],
        )

    @app_commands.command(
        name="repost", description="Post the current board again with a fresh Play my turn button (players and host)"
    )
    async def repost(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._find_game(interaction)
        if info is None:
            return
        if info.status != "active":
            await _say(interaction, messages.not_running(info))
            return
        if interaction.user.id != info.host_id and info.seat_of(interaction.user.id) is None:
            await _say(interaction, messages.REPOST_PLAYERS_ONLY)
            return
        info = await self.app.repost_board(info.id)
        problem = post_problem(interaction, info)
        await _say(interaction, problem or messages.reposted(info))

    @app_commands.command(name="log", description="The latest moves of the game")
    async def log(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._find_game(interaction)
        if info is None:
            return
        lines = await self.app.service.log(info.id, LOG_LINES)
        if not lines:
            await _say(interaction, f"Nothing has happened yet in {messages.game_line(info)}.")
            return
        # keep the most recent lines that fit in one message
        header = f"**Latest moves of {messages.game_line(info)}**"
        kept: list[str] = []
        size = len(header)
        for line in reversed(lines):
            if size + len(line) + 1 > messages.MAX_CONTENT:
                break
            kept.append(line)
            size += len(line) + 1
        await _say(interaction, "\n".join([header, *reversed(kept)]))

    @app_commands.command(name="abandon", description="End the game for everyone (host or Manage Server)")
    async def abandon(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = await self._find_game(interaction)
        if info is None:
            return
        is_admin = interaction.permissions.manage_guild
        await self.app.abandon(info.id, interaction.user.id, is_admin)
        await _say(interaction, f"Game #{info.id} ({messages.engine_title(info.engine)}) is abandoned; the players have been told.")

    @app_commands.command(name="rules", description="The rules in short: the turn, the phases, how to win (only you see this)")
    @app_commands.describe(game="Which game", topic="Only this topic (start typing)")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        await explain.rules_command(self.app, interaction, game, topic)

    @rules.autocomplete("topic")
    async def _rules_topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await explain.topic_autocomplete(self.app, interaction, current)

    @app_commands.command(name="card", description="Look up a card, Wonder, token, hero, building or unit (only you see this)")
    @app_commands.describe(name="Start typing its name, in English or Italian")
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        await explain.card_command(self.app, interaction, name)

    @card.autocomplete("name")
    async def _card_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await explain.card_autocomplete(self.app, interaction, current)

    @app_commands.command(name="help", description="How to play with Agora, and its commands")
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await _say(interaction, messages.help_text(self.app.settings.reminders_hours))


async def answer_command_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """The tree's error handler: an AgoraError's message, or a short apology (logged), privately."""
    original = getattr(error, "original", error)
    if isinstance(original, AgoraError):
        text = original.message
    else:
        log.error("/agora command failed", exc_info=original)
        text = messages.UNEXPECTED
    if interaction.response.is_done():
        await _say(interaction, text)
    else:
        await interaction.response.send_message(text, ephemeral=True)
