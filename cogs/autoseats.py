"""The lobby's automatic seats (bot/features/autoseats.py): the host's "Add automatic player"
buttons (one per level: custom_id kind ``bot``, arg the level) and "Remove automatic player"
(kind ``unbot``, the latest added).  The lobby message is updated like after Join / Leave; a
refusal (not the host, started, full) is answered privately and changes nothing."""

from __future__ import annotations

import discord

from bot.core.models import GameInfo
from cogs import components, messages
from cogs.components import NO_MENTIONS, app_of, lobby_content, lobby_view, refuse_log
from cogs.custom_ids import CustomId
from cogs.lang import lang_of, tr


async def _on_add(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    if len(cid.path) != 1:
        refuse_log(interaction, f"automatic seat button of game {info.id} without one level", components.custom_id_of(interaction))
        await components.answer(interaction, tr(await lang_of(interaction), messages.MALFORMED))
        return
    # the seat's name is written in the game's language (the lobby is public)
    info = await app_of(interaction).add_auto(cid.game_id, interaction.user.id, cid.path[0], info.lang)
    await interaction.edit_original_response(
        content=lobby_content(interaction, info), view=lobby_view(info), allowed_mentions=NO_MENTIONS
    )


async def _on_remove(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    info = await app_of(interaction).remove_auto(cid.game_id, interaction.user.id)
    await interaction.edit_original_response(
        content=lobby_content(interaction, info), view=lobby_view(info), allowed_mentions=NO_MENTIONS
    )


components.HANDLERS.update({"bot": _on_add, "unbot": _on_remove})
