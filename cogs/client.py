"""The Discord client: a commands.Bot that takes the app and the settings in ``__init__`` and does
its start-up in ``setup_hook`` (after login, before the gateway connects), after discord.py's
``examples/advanced_startup.py``.

``bot.cli`` calls :func:`run_bot`; tests call :func:`build_client` and drive the client with
recorded HTTP (tests/discord/harness.py).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs import messages
from cogs.agora import AgoraCog, answer_command_error
from cogs.components import DYNAMIC_ITEMS, note, too_fast
from cogs.cooldown import InteractionCooldown
from cogs.transport import DiscordTransport

if TYPE_CHECKING:
    from bot.app import Agora
    from bot.settings import Settings

log = logging.getLogger(__name__)


def intents() -> discord.Intents:
    """The minimum: guilds (channels and threads).  No message content, no members, no
    presences: everything Agora reads arrives in interactions."""
    return discord.Intents(guilds=True)


class AgoraTree(discord.app_commands.CommandTree):
    """Answers a failed command privately instead of only logging it.  Before any command: the
    per-user cooldown (``client.cooldown``) and a server-only check (a command arriving from a
    direct message is refused), both answered privately at once."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        note(interaction)
        if await too_fast(interaction):
            return False
        if interaction.guild_id is None:
            log.warning("refused /agora from user %s outside a guild", interaction.user.id)
            await interaction.response.send_message(messages.NOT_IN_GUILD, ephemeral=True)
            return False
        return True

    async def on_error(self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError) -> None:
        await answer_command_error(interaction, error)


class AgoraBot(commands.Bot):
    """The bot.  ``app``: the application (service, scheduler, publisher); its transport is set
    to a :class:`DiscordTransport` over this client.  ``settings``: ``dev_guild_id`` decides
    where slash commands are synced; ``interaction_rate`` / ``interaction_per_seconds`` the per-user
    cooldown :attr:`cooldown`."""

    def __init__(self, app: "Agora", settings: "Settings", **kwargs) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,  # no text commands; a prefix is required
            intents=intents(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=AgoraTree,
            **kwargs,
        )
        self.app = app
        self.settings = settings
        self.transport = DiscordTransport(self)
        #: per-user interaction limit (commands and components); tests replace its clock
        self.cooldown = InteractionCooldown.from_settings(settings)

    async def setup_hook(self) -> None:
        # Components work after a restart: they are routed by their custom_id, not a stored view.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.add_cog(AgoraCog(self.app))
        await self.app.start(self.transport)  # opens the database, re-arms the deadline timers
        await self.sync_commands()

    async def sync_commands(self) -> list[discord.app_commands.AppCommand]:
        """To ``settings.dev_guild_id`` at once in development; globally otherwise."""
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development guild %s", len(synced), guild.id)
        else:
            synced = await self.tree.sync()
            log.info("synced %d commands globally", len(synced))
        return synced

    async def close(self) -> None:
        try:
            await self.app.close()
        finally:
            await super().close()


def build_client(app: "Agora", settings: "Settings", **kwargs) -> AgoraBot:
    """The client, not connected (``kwargs`` go to discord.Client, e.g. ``application_id``)."""
    return AgoraBot(app, settings, **kwargs)


async def run_bot(app: "Agora", settings: "Settings") -> None:
    """Log in with ``settings.discord_token`` and serve until the process is stopped."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set")
    async with build_client(app, settings) as client:
        await client.start(settings.discord_token.get_secret_value())
