"""Seats and people on Discord: ``/agora replace``, ``/agora concede``, ``/agora
games`` and the buttons of a take-over (see :mod:`bot.features.seats` for the rules).

Buttons (custom_ids :mod:`cogs.custom_ids`, routed by :func:`cogs.components.dispatch` like every
other Agora component, so they keep working after a restart):

- ``take`` (``ag1:<game>:take:<version>:<seat>``): "Take over" under the offer the app posts when
  a seat missed two deadlines in a row.  Anyone not playing may press it: their request is
  stored and a public message asks the host, who answers with
- ``grant`` / ``deny`` (``...:<seat>.<user id>``): the host or a server manager accepts or
  declines; the request message loses its buttons and says who answered.  A request made moot
  (the seat replaced, its player back) loses its buttons too, even after a restart
  (:meth:`bot.app.seats.SeatsApp.close_offers`).
- ``concede`` (``ag1:<game>:concede:<version>``): the confirmation under the private answer
  of ``/agora concede``.

Every refusal is a private answer in the clicker's language (the service's error messages).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import i18n
from bot.core.models import GameInfo
from bot.features.autoseats import LEVELS
from cogs import components, messages
from cogs.components import NO_MENTIONS, app_of, button, refuse_log, say
from cogs.custom_ids import CustomId
from cogs.lang import lang_of, tr
from cogs.prologue import command_game
from engines.text import msg

if TYPE_CHECKING:
    from bot.app.agora import Agora

#: at most this many games listed by ``/agora games`` (the rest counted)
MAX_GAMES_LISTED = 20


def L(key: str, **args: Any) -> locale_str:
    """A slash-command text (as :func:`cogs.agora.L`)."""
    return locale_str(i18n.tr("en", key, **args), key=key, args=args)


def _seat(n: int) -> str:
    return f"{{p{n}}}"


# ---- components ------------------------------------------------------------------------------
def offer_view(game_id: int, version: int, seat: int, lang: str = "en") -> discord.ui.View:
    """The "Take over" button of an offer for ``seat`` (in the game's language)."""
    view = discord.ui.View(timeout=None)
    cid = CustomId(game_id, "take", version, (str(seat),)).format()
    view.add_item(button(cid, tr(lang, "seats-button-take-over"), style=discord.ButtonStyle.primary))
    return view


def claim_view(game_id: int, version: int, seat: int, claimant: int, lang: str = "en") -> discord.ui.View:
    """Accept / Decline of ``claimant``'s request for ``seat`` (for the host)."""
    view = discord.ui.View(timeout=None)
    path = (str(seat), str(claimant))
    view.add_item(button(CustomId(game_id, "grant", version, path).format(), tr(lang, "seats-button-accept"),
                         style=discord.ButtonStyle.success))
    view.add_item(button(CustomId(game_id, "deny", version, path).format(), tr(lang, "seats-button-decline"),
                         style=discord.ButtonStyle.danger))
    return view


def concede_view(game_id: int, version: int, lang: str = "en") -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    cid = CustomId(game_id, "concede", version).format()
    view.add_item(button(cid, tr(lang, "seats-button-concede"), style=discord.ButtonStyle.danger))
    return view


def _numbers(interaction: discord.Interaction, cid: CustomId, count: int) -> list[int] | None:
    """The ``count`` numbers of a seat button's path (None, logged, when it is not that)."""
    if len(cid.path) != count or not all(p.isdigit() for p in cid.path):
        refuse_log(interaction, f"bad seat button of game {cid.game_id}", components.custom_id_of(interaction))
        return None
    return [int(p) for p in cid.path]


async def _on_take(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    lang = await lang_of(interaction)
    numbers = _numbers(interaction, cid, 1)
    if numbers is None:
        await components.answer(interaction, tr(lang, messages.MALFORMED))
        return
    (seat,) = numbers
    user = interaction.user
    info = await app_of(interaction).seats.claim_seat(info.id, seat, user.id, user.display_name)
    content = info.render(msg("seats-claim-posted", user=f"<@{user.id}>", player=_seat(seat), host=f"<@{info.host_id}>"))
    view = claim_view(info.id, info.version, seat, user.id, info.lang)
    message_id = await interaction.client.transport.post_view(info, content, view, [info.host_id])  # type: ignore[attr-defined]
    # stored: the buttons go when a replacement or the player's return makes the request moot
    await app_of(interaction).seats.note_claim_message(info, seat, user.id, message_id, content)
    await components.answer(interaction, tr(lang, "seats-claim-sent", player=info.names.get(seat, "?")))


async def _answer_claim(interaction: discord.Interaction, cid: CustomId, info: GameInfo, accept: bool) -> None:
    lang = await lang_of(interaction)
    numbers = _numbers(interaction, cid, 2)
    if numbers is None:
        await components.answer(interaction, tr(lang, messages.MALFORMED))
        return
    seat, claimant = numbers
    await app_of(interaction).seats.answer_claim(
        info.id, seat, claimant, interaction.user.id, interaction.permissions.manage_guild, accept
    )
    said = tr(info.lang, "seats-claim-accepted" if accept else "seats-claim-refused", by=f"<@{interaction.user.id}>")
    before = interaction.message.content if interaction.message is not None else ""
    await interaction.edit_original_response(
        content=messages.clip(f"{before}\n{said}"), view=None, allowed_mentions=NO_MENTIONS
    )


async def _on_grant(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    await _answer_claim(interaction, cid, info, True)


async def _on_deny(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    await _answer_claim(interaction, cid, info, False)


async def _on_concede(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    await app_of(interaction).seats.concede(info.id, interaction.user.id)
    text = tr(await lang_of(interaction), "seats-concede-done", game=str(info.id))
    await interaction.edit_original_response(content=text, view=None, allowed_mentions=NO_MENTIONS)


components.HANDLERS.update({"take": _on_take, "grant": _on_grant, "deny": _on_deny, "concede": _on_concede})


# ---- /agora games ----------------------------------------------------------------------------
def games_text(games: list[GameInfo], user_id: int, lang: str) -> str:
    """The user's games, one line each: the game, whose turn (``your turn`` first), the
    deadline and the thread; at most :data:`MAX_GAMES_LISTED` and 2000 characters."""
    if not games:
        return tr(lang, "seats-games-none")
    lines = [tr(lang, "seats-games-header")]
    for info in games[:MAX_GAMES_LISTED]:
        parts = [f"**{messages.game_line(info, lang)}**"]
        if info.status == "lobby":
            parts.append(tr(lang, "seats-games-lobby"))
        elif user_id in info.to_act:
            parts.append(tr(lang, "seats-games-your-turn"))
        elif info.to_act:
            names = [info.names.get(info.seat_of(u) or 0, "?") for u in info.to_act]
            parts.append(tr(lang, "seats-games-waiting", players=", ".join(names)))
        if info.status == "active" and info.deadline:
            parts.append(tr(lang, "seats-games-deadline", t=str(int(info.deadline))))
        where = info.thread_id or info.channel_id
        if where is not None:
            parts.append(f"<#{where}>")
        lines.append("- " + " · ".join(parts))
    hidden = len(games) - min(len(games), MAX_GAMES_LISTED)
    more = tr(lang, "seats-games-more", n=hidden) if hidden else ""
    # keep whole lines within Discord's limit, counting the rest
    kept: list[str] = []
    size = len(more) + 1
    for i, line in enumerate(lines):
        if size + len(line) + 1 > messages.MAX_CONTENT:
            hidden += len(lines) - i
            more = tr(lang, "seats-games-more", n=hidden)
            break
        kept.append(line)
        size += len(line) + 1
    return "\n".join([*kept, more] if more else kept)


# ---- commands --------------------------------------------------------------------------------


class SeatCommands(commands.Cog):
    """``/agora replace|concede|games``, mixed into :class:`cogs.agora.AgoraCog` (a Cog itself
    so that discord.py's decorators accept its methods; the group is AgoraCog's)."""

    if TYPE_CHECKING:
        app: Agora

    @app_commands.command(name=L("cmd-replace-name"), description=L("cmd-replace-desc"))
    @app_commands.describe(
        seat=L("cmd-replace-seat-desc"), member=L("cmd-replace-with-desc"), automatic=L("cmd-replace-auto-desc"),
        level=L("cmd-replace-level-desc"),
    )
    @app_commands.rename(
        seat=L("cmd-replace-seat-name"), member=L("cmd-replace-with-name"), automatic=L("cmd-replace-auto-name"),
        level=L("cmd-replace-level-name"),
    )
    @app_commands.choices(level=[app_commands.Choice(name=L(f"auto-level-{v}"), value=v) for v in LEVELS])
    async def replace(
        self, interaction: discord.Interaction, seat: discord.Member | None = None, member: discord.Member | None = None,
        automatic: app_commands.Range[int, 1, 64] | None = None, level: str | None = None,
    ) -> None:
        """Give ``seat``'s place (or automatic player number ``automatic``'s) to ``member`` (or
        to an automatic player at ``level``): the host or Manage Server, checked by the service
        (automatic seats: bot/features/autoseats.py)."""
        found = await command_game(self.app, interaction)
        if found is None:
            return
        info, lang = found
        if (seat is None) == (automatic is None) or (member is None) == (level is None):
            await say(interaction, tr(lang, "auto-err-replace-options"))
            return
        if member is not None and member.bot:
            await say(interaction, tr(lang, "seats-err-bot-member"))
            return
        is_admin = interaction.permissions.manage_guild
        if level is not None:
            if automatic is not None:  # an automatic seat to another level is not a replacement
                await say(interaction, tr(lang, "auto-err-replace-options"))
                return
            assert seat is not None
            outbox = await self.app.seats.automate_seat(info.id, seat.id, level, interaction.user.id, is_admin, info.lang)
            auto = next(s for s in outbox.game.seats if s.seat == info.seat_of(seat.id))
            await say(interaction, tr(lang, "seats-replace-done", new=auto.name, old=f"<@{seat.id}>"))
            return
        assert member is not None
        if automatic is not None:
            name = next((s.name for s in info.seats if s.user_id == -automatic), "")
            await self.app.seats.replace_auto(
                info.id, automatic, member.id, member.display_name, interaction.user.id, is_admin
            )
            await say(interaction, tr(lang, "seats-replace-done", new=f"<@{member.id}>", old=name))
            return
        assert seat is not None
        outbox = await self.app.seats.replace_seat(
            info.id, seat.id, member.id, member.display_name, interaction.user.id, is_admin
        )
        del outbox
        # the seat is named after the player who leaves it, not its new holder
        await say(interaction, tr(lang, "seats-replace-done", new=f"<@{member.id}>", old=f"<@{seat.id}>"))

    @app_commands.command(name=L("cmd-concede-name"), description=L("cmd-concede-desc"))
    async def concede(self, interaction: discord.Interaction) -> None:
        """Ask the player to confirm (a Concede button in the private answer)."""
        found = await command_game(self.app, interaction, active=True, who="player")
        if found is None:
            return
        info, lang = found
        seat = info.seat_of(interaction.user.id)
        if any(s.seat == seat and s.conceded for s in info.seats):
            await say(interaction, tr(lang, "seats-err-already-conceded"))
            return
        text = tr(lang, "seats-concede-confirm", game=str(info.id), title=messages.engine_title(info.engine))
        await interaction.edit_original_response(
            content=text, view=concede_view(info.id, info.version, lang), allowed_mentions=NO_MENTIONS
        )

    @app_commands.command(name=L("cmd-games-name"), description=L("cmd-games-desc"))
    async def games(self, interaction: discord.Interaction) -> None:
        """The caller's games on this server (private)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await lang_of(interaction)
        assert interaction.guild_id is not None  # the group is guild_only
        games = await self.app.seats.user_games(interaction.user.id, interaction.guild_id)
        await say(interaction, games_text(games, interaction.user.id, lang))
