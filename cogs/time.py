"""Time on Discord: ``/agora pause``, ``/agora resume``, ``/agora vacation`` (and
the server's vacation budget) and the "More time" button of reminders; the service does the work
(bot/features/timekeeping.py).

Who may do what: pause and resume, the game's host or a member with Manage Server; a vacation,
any member for themselves; the server's vacation budget, a member with Manage Server (anyone
may read it); "More time", only a player whose decision it is, on the reminder of the current
decision.  Every refusal is private and changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import i18n
from bot.app.notices import duration
from bot.core import quiet_hours
from bot.core.models import GameInfo
from bot.features.timekeeping import MORE_TIME_HOURS, VACATION_WINDOW_DAYS, extensions_allowed
from cogs import components
from cogs.components import button, say
from cogs.custom_ids import CustomId
from cogs.lang import lang_of, tr
from cogs.prologue import command_game

if TYPE_CHECKING:
    from bot.app.agora import Agora


def L(key: str) -> locale_str:
    """A slash-command text from ``time.ftl`` (as ``cogs.agora.L``)."""
    return locale_str(i18n.tr("en", key), key=key, args={})




def _days(days: float, lang: str) -> str:
    text = f"{days:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "it" else text


def more_time_view(info: GameInfo) -> discord.ui.View | None:
    """The "More time" button of a reminder, for the current decision (``info.step_version``),
    in the game's language; None when the game allows no extension."""
    if extensions_allowed(info.options) <= 0:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        button(CustomId(info.id, "more", info.step_version).format(), tr(info.lang, "time-button-more"), emoji="⏳")
    )
    return view


async def on_more_time(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    """The "More time" button (routed by ``cogs.components.dispatch``, which answers refusals)."""
    await components.app_of(interaction).more_time(cid.game_id, interaction.user.id, cid.version)
    await components.answer(interaction, tr(await lang_of(interaction), "time-more-done", hours=int(MORE_TIME_HOURS)))


components.HANDLERS["more"] = on_more_time


async def status_lines(app: "Agora", info: GameInfo, user_id: int, lang: str) -> list[str]:
    """The time lines of ``/agora status``: paused, players on vacation, the stopped clock, the
    user's extensions left and vacation budget."""
    if info.status != "active":
        return []
    status = await app.time_status(info.id, user_id)
    lines = []
    if status.paused:
        lines.append(tr(lang, "time-status-paused"))
    for user, until in status.away.items():
        seat = info.seat_of(user)
        lines.append(tr(lang, "time-status-away", player=info.names.get(seat, "?") if seat is not None else "?", t=str(int(until))))
    # players in their quiet hours now (reminders and mentions wait for them)
    now = app.clock()
    prefs = await app.users_prefs([s.user_id for s in info.seats])
    for s in info.seats:
        p = prefs[s.user_id]
        end = quiet_hours.quiet_end(now, p.timezone, p.quiet)
        if end is not None:
            lines.append(tr(lang, "quiet-status-hours", player=s.name, t=str(int(end))))
    if status.left is not None:
        lines.append(tr(lang, "time-status-left", left=i18n.render(duration(status.left / 3600), lang, {})))
    if status.extensions_left is not None:
        lines.append(tr(lang, "time-status-extensions", left=status.extensions_left, n=status.extensions_allowed))
    if info.guild_id is not None and info.seat_of(user_id) is not None:
        lines.append(await budget_line(app, info.guild_id, user_id, lang))
    return lines


async def budget_line(app: "Agora", guild_id: int, user_id: int, lang: str) -> str:
    used, days = await app.vacation_days(guild_id, user_id)
    return tr(lang, "time-vacation-budget", used=_days(used, lang), days=_days(days, lang), window=VACATION_WINDOW_DAYS)


class TimeCommands(commands.Cog):
    """The time subcommands of ``/agora`` (a base of ``cogs.agora.AgoraCog``, which adds
    them to its group; never added as a cog of its own)."""

    app: "Agora"

    @app_commands.command(name=L("time-cmd-pause-name"), description=L("time-cmd-pause-desc"))
    async def pause(self, interaction: discord.Interaction) -> None:
        await self._pause(interaction, True)

    @app_commands.command(name=L("time-cmd-resume-name"), description=L("time-cmd-resume-desc"))
    async def resume(self, interaction: discord.Interaction) -> None:
        await self._pause(interaction, False)

    async def _pause(self, interaction: discord.Interaction, pause: bool) -> None:
        found = await command_game(self.app, interaction)
        if found is None:
            return
        info, lang = found
        is_admin = interaction.permissions.manage_guild
        change = self.app.pause if pause else self.app.resume
        await change(info.id, interaction.user.id, is_admin)
        await say(interaction, tr(lang, "time-paused-done" if pause else "time-resumed-done"))

    @app_commands.command(name=L("time-cmd-vacation-name"), description=L("time-cmd-vacation-desc"))
    @app_commands.describe(
        days=L("time-cmd-vacation-days-desc"), end=L("time-cmd-vacation-end-desc"), budget=L("time-cmd-vacation-budget-desc")
    )
    @app_commands.rename(
        days=L("time-cmd-vacation-days-name"), end=L("time-cmd-vacation-end-name"), budget=L("time-cmd-vacation-budget-name")
    )
    async def vacation(
        self,
        interaction: discord.Interaction,
        days: app_commands.Range[int, 1, VACATION_WINDOW_DAYS] | None = None,
        end: bool = False,
        budget: app_commands.Range[int, 0, VACATION_WINDOW_DAYS] | None = None,
    ) -> None:
        """Go on vacation (``days``), come back (``end``), or see one's vacation and the budget;
        a Manage Server member sets the server's budget (``budget``, days per 90 days)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await lang_of(interaction)
        guild_id, user_id = interaction.guild_id, interaction.user.id
        assert guild_id is not None  # the group is guild-only
        if budget is not None:
            if not interaction.permissions.manage_guild:
                await say(interaction, tr(lang, "time-server-only-managers"))
                return
            days_set = await self.app.set_vacation_budget(guild_id, budget)
            await say(interaction, tr(lang, "time-server-vacation", days=_days(days_set, lang), window=VACATION_WINDOW_DAYS))
            return
        if end:
            await self.app.end_vacation(guild_id, user_id)
            await say(interaction, tr(lang, "time-vacation-ended"))
            return
        if days is not None:
            vacation = await self.app.start_vacation(guild_id, user_id, days)
            await say(interaction, tr(lang, "time-vacation-started", t=str(int(vacation.end))))
            return
        current = await self.app.current_vacation(guild_id, user_id)
        first = tr(lang, "time-vacation-status", t=str(int(current.end))) if current else tr(lang, "time-vacation-none")
        await say(interaction, first + "\n" + await budget_line(self.app, guild_id, user_id, lang))


__all__ = ["TimeCommands", "more_time_view", "status_lines", "on_more_time"]
