"""The Discord client: a commands.Bot that takes the app and the settings in ``__init__`` and does
its start-up in ``setup_hook`` (after login, before the gateway connects), after discord.py's
``examples/advanced_startup.py``.

``bot.cli`` calls :func:`run_bot`; ``agora doctor`` (bot.ops.doctor) calls
:func:`fetch_channel_permissions`; tests call :func:`build_client` and drive the client with
recorded HTTP (tests/discord/harness.py).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from cogs import messages, permissions
from cogs.agora import AgoraCog, AgoraTranslator, answer_command_error
from cogs.components import DYNAMIC_ITEMS, note, refuse_foreign, too_fast
from cogs.cooldown import InteractionCooldown
from cogs.lang import lang_now, tr
from cogs.transport import DiscordTransport

if TYPE_CHECKING:
    from bot.app.agora import Agora
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
            await interaction.response.send_message(tr(lang_now(interaction), messages.NOT_IN_GUILD), ephemeral=True)
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
        self._republished = False

    async def setup_hook(self) -> None:
        # Components work after a restart: they are routed by their custom_id, not a stored view.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        # command names, descriptions and choices in Italian for Italian Discord apps
        await self.tree.set_translator(AgoraTranslator())
        await self.add_cog(AgoraCog(self.app))
        await self.app.start(self.transport)  # opens the database, re-arms the deadline timers
        shards = self.settings.own_shards
        if shards is None or 0 in shards[1]:  # several processes: the one running shard 0 syncs
            await self.sync_commands()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction passes here too (discord.py's event; commands and Agora's own
        components are routed elsewhere): a click on a component that is not Agora's is answered
        privately (:func:`cogs.components.refuse_foreign`) instead of failing in silence."""
        await refuse_foreign(interaction)

    async def on_ready(self) -> None:
        """Once connected (the first READY only): post the boards of moves that were committed
        but never posted (the bot stopped between the two, or Discord refused the post)."""
        if self._republished:
            return
        self._republished = True
        reposted = await self.app.republish_pending()
        if reposted:
            log.info("posted again the boards of %d games after a restart", len(reposted))

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


class ShardedAgoraBot(AgoraBot, commands.AutoShardedBot):
    """:class:`AgoraBot` running several Discord shards in one process (``AGORA_SHARD_IDS``)."""


def build_client(app: "Agora", settings: "Settings", **kwargs) -> AgoraBot:
    """The client, not connected (``kwargs`` go to discord.Client, e.g. ``application_id``).
    With ``AGORA_SHARD_COUNT`` it runs this process's shards (``AGORA_SHARD_IDS``, default all):
    one shard as ``shard_id``/``shard_count``, several with discord.py's AutoShardedBot."""
    shards = settings.own_shards
    if shards is None:
        return AgoraBot(app, settings, **kwargs)
    count, ids = shards
    if len(ids) == 1:
        return AgoraBot(app, settings, shard_id=ids[0], shard_count=count, **kwargs)
    return ShardedAgoraBot(app, settings, shard_ids=list(ids), shard_count=count, **kwargs)


async def run_bot(app: "Agora", settings: "Settings") -> None:
    """Log in with ``settings.discord_token`` and serve until the process is stopped."""
    if settings.discord_token is None:
        raise ValueError("DISCORD_TOKEN is not set")
    async with build_client(app, settings) as client:
        await client.start(settings.discord_token.get_secret_value())


async def fetch_channel_permissions(
    settings: "Settings", channel_ids: list[int], *, client: discord.Client | None = None
) -> dict[int, list[str] | None]:
    """For ``agora doctor``: the permissions Agora needs (:data:`cogs.permissions.NEEDED`) that
    it lacks in each channel or thread, by Discord's names; None for a channel it cannot see
    (deleted, no View Channel, or a server it is not in).  An empty list: all there.
    ``channel_ids``: the channels or threads of lobby and active games.

    Logs in with ``settings.discord_token`` over REST only (no gateway connection), fetches each
    channel, its server's roles, the bot's member and the server's channels (a thread has its
    parent's permissions), lets discord.py resolve the permissions
    (``GuildChannel.permissions_for``: roles, overwrites, implicit denials) and closes the
    client.  ``client``: an unconnected client to use (tests); a new one by default.  Raises
    ``discord.LoginFailure`` for a refused token and ``discord.HTTPException`` when Discord fails
    otherwise (the doctor reports either).
    """
    if not settings.has_token:
        raise ValueError("DISCORD_TOKEN is not set")
    assert settings.discord_token is not None
    client = client or discord.Client(intents=intents())
    try:
        await client.login(settings.discord_token.get_secret_value().strip())
        guilds: dict[int, tuple[discord.Member, dict[int, discord.abc.GuildChannel]] | None] = {}
        return {channel_id: await _missing_permissions(client, channel_id, guilds) for channel_id in channel_ids}
    finally:
        await client.close()


#: "cannot see it" answers of Discord: Unknown Channel / Guild / Member, Missing Access
_NOT_VISIBLE = (discord.NotFound, discord.Forbidden)


async def _missing_permissions(
    client: discord.Client,
    channel_id: int,
    guilds: dict[int, tuple[discord.Member, dict[int, discord.abc.GuildChannel]] | None],
) -> list[str] | None:
    """One channel's missing permission names (None: not visible).  ``guilds``: guild id ->
    (the bot's member, the guild's channels by id), fetched once per guild."""
    try:
        channel = await client.fetch_channel(channel_id)
    except _NOT_VISIBLE:
        return None
    if not isinstance(channel, (discord.abc.GuildChannel, discord.Thread)):
        return None  # a direct message: not a place for a game
    guild_id = channel.guild.id
    if guild_id not in guilds:
        try:
            guild = await client.fetch_guild(guild_id)
            assert client.user is not None
            member = await guild.fetch_member(client.user.id)
            guilds[guild_id] = member, {c.id: c for c in await guild.fetch_channels()}
        except _NOT_VISIBLE:
            guilds[guild_id] = None
    known = guilds[guild_id]
    if known is None:
        return None
    member, channels = known
    in_thread = isinstance(channel, discord.Thread)
    # a thread has no permissions of its own: its parent's, as discord.Thread.permissions_for
    # resolves them (sending there is Send Messages in Threads)
    resolved = channels.get(channel.parent_id if isinstance(channel, discord.Thread) else channel.id)
    if resolved is None:
        return None
    perms = resolved.permissions_for(member)
    if not perms.view_channel:
        return None  # what Discord itself answers to a bot without View Channel (Missing Access)
    if in_thread and not perms.send_messages_in_threads:
        perms.update(embed_links=False, attach_files=False)
    return permissions.missing(perms, in_thread=in_thread)
