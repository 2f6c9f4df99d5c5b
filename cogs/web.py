"""``/agora web on|off|link``: a Manage Server member turns the server's game pages on
(every board post gets an "Open board" link button, bot/web/) or off (their links answer 404);
``on`` and ``link`` answer (privately) with the server page's link when AGORA_WEB_URL is set.
A base of ``cogs.agora.AgoraCog`` (like ``cogs.time.TimeCommands``), never added on its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import i18n
from cogs.components import say
from cogs.lang import lang_of, tr

if TYPE_CHECKING:
    from bot.app.agora import Agora


def L(key: str) -> locale_str:
    """A slash-command text from ``web.ftl`` (as ``cogs.agora.L``)."""
    return locale_str(i18n.tr("en", key), key=key, args={})


class WebCommands(commands.Cog):
    """The ``web`` subcommand of ``/agora``."""

    app: "Agora"

    @app_commands.command(name=L("web-cmd-name"), description=L("web-cmd-desc"))
    @app_commands.describe(on=L("web-cmd-on-desc"))
    @app_commands.rename(on=L("web-cmd-on-name"))
    @app_commands.choices(on=[app_commands.Choice(name=L(f"web-choice-{v}"), value=v) for v in ("on", "off", "link")])
    async def web(self, interaction: discord.Interaction, on: str) -> None:
        """Turn the server's game pages on or off, or give the server page's link again
        (Manage Server)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await lang_of(interaction)
        guild_id = interaction.guild_id
        assert guild_id is not None  # the group is guild-only
        if not interaction.permissions.manage_guild:
            await say(interaction, tr(lang, "time-server-only-managers"))
            return
        if on != "link":
            await self.app.set_web(guild_id, on == "on")
        if on == "off" or not await self.app.web_on(guild_id):  # link asked while the pages are off
            text = tr(lang, "web-off")
        else:
            link = await self.app.server_link(guild_id)
            note = tr(lang, "web-not-configured") if link is None else tr(lang, "web-server-link", url=link)
            text = tr(lang, "web-on") + "\n" + note
        await say(interaction, text)


__all__ = ["WebCommands"]
