"""The prologue of the ``/agora`` commands that act on the game of the channel or thread they are
used in (``status``, ``board``, ``repost``, ``log``, ``replay``, ``abandon``, ``replace``,
``concede``, ``pause``, ``resume``): defer privately, find the game, check what the command
needs (the game in progress, the caller's seat), and answer a specific private message when
something is missing.  The service checks again whatever it is asked to change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord

from bot.core.models import GameInfo
from cogs import messages
from cogs.components import say
from cogs.lang import lang_of, tr

if TYPE_CHECKING:
    from bot.app.agora import Agora

#: who may use a command: anyone, a player of the game, or a player or the game's host
Who = Literal["anyone", "player", "player_or_host"]


async def find_game(app: "Agora", interaction: discord.Interaction) -> GameInfo | None:
    """The game of the channel or thread the command was used in (the interaction deferred);
    answers the user and returns None when there is none ("no game here") or several live ones
    (the list).  With no live game, the most recent finished one."""
    assert interaction.channel_id is not None
    lang = await lang_of(interaction)
    games = await app.games_in_channel(interaction.channel_id)
    if not games:
        await say(interaction, tr(lang, messages.NO_GAME))
        return None
    live = [g for g in games if g.status in ("lobby", "active")]
    candidates = live or games[:1]  # no live game: the most recent finished one
    if len(candidates) > 1:
        await say(interaction, messages.several_games(candidates, lang))
        return None
    return candidates[0]


async def command_game(
    app: "Agora",
    interaction: discord.Interaction,
    *,
    active: bool = False,
    who: Who = "anyone",
    game_id: int | None = None,
) -> tuple[GameInfo, str] | None:
    """Defer the command privately ("thinking"), then the game it acts on and the caller's
    language, or None after answering privately why not:

    - no game here, or several (:func:`find_game`); ``game_id``: that game instead (an unknown
      one raises ``UnknownGame``, answered by the command tree's error handler);
    - ``active``: the game is in its lobby or over (``bot-not-running-*``);
    - ``who="player"``: the caller holds no seat (``bot-err-not-a-player``);
      ``who="player_or_host"``: nor is the host (``bot-repost-players-only``)."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    info = await find_game(app, interaction) if game_id is None else await app.info(game_id)
    if info is None:
        return None
    lang = await lang_of(interaction)
    user_id = interaction.user.id
    if active and info.status != "active":
        await say(interaction, messages.not_running(info, lang))
        return None
    seated = info.seat_of(user_id) is not None
    if who == "player" and not seated:
        await say(interaction, tr(lang, "bot-err-not-a-player", game=str(info.id)))
        return None
    if who == "player_or_host" and not seated and user_id != info.host_id:
        await say(interaction, tr(lang, messages.REPOST_PLAYERS_ONLY))
        return None
    return info, lang
