"""The channel permissions Agora needs, checked up front from the interaction payload.

Discord sends the bot's own permissions in the interaction's channel with every interaction
(``app_permissions``, channel overwrites included), so the check costs no request.  A game
needs, in its channel: View Channel, Send Messages, Read Message History and Create Public Threads
(the game's thread is opened from the lobby message), and in the thread: Send Messages in
Threads, Attach Files (the board picture) and Embed Links (links to the latest board).
Inside an existing thread the game uses that thread: Send Messages and Create Public Threads are
not needed there.
"""

from __future__ import annotations

import discord

from bot.errors import AgoraError

#: permission attribute -> its name in Discord's settings, in the order they are listed
NEEDED: dict[str, str] = {
    "view_channel": "View Channel",
    "send_messages": "Send Messages",
    "send_messages_in_threads": "Send Messages in Threads",
    "create_public_threads": "Create Public Threads",
    "attach_files": "Attach Files",
    "embed_links": "Embed Links",
    "read_message_history": "Read Message History",
}
NOT_NEEDED_IN_THREADS = ("send_messages", "create_public_threads")

#: Discord's JSON error codes for a refused request
MISSING_ACCESS = 50001
MISSING_PERMISSIONS = 50013


def missing(perms: discord.Permissions, *, in_thread: bool) -> list[str]:
    """Names of the needed permissions ``perms`` lacks (empty when all are there)."""
    return [
        name
        for attr, name in NEEDED.items()
        if not (in_thread and attr in NOT_NEEDED_IN_THREADS) and not getattr(perms, attr)
    ]


def missing_in(interaction: discord.Interaction) -> list[str]:
    """The needed permissions the bot lacks in the interaction's channel."""
    return missing(interaction.app_permissions, in_thread=isinstance(interaction.channel, discord.Thread))


def missing_text(names: list[str], where: str = "this channel", then: str = "then try again") -> str:
    """Tells the host which permissions to grant (``names`` non-empty)."""
    listed = ", ".join(f"**{n}**" for n in names)
    plural = "these permissions" if len(names) > 1 else "this permission"
    return (
        f"I cannot run a game in {where}: I am missing {plural}: {listed}. "
        f"Ask a server admin to grant them to Agora (Server Settings › Roles, or the channel's "
        f"Permissions), {then}."
    )


def refusal_text(
    exc: discord.HTTPException, names: list[str], action: str, where: str = "this channel", then: str = "then try again"
) -> str:
    """What to tell the host when Discord refused ``action`` ("open the game's thread");
    ``names``: the needed permissions the interaction's ``app_permissions`` lack."""
    if names:
        return f"Discord did not let me {action}. " + missing_text(names, where, then)
    if exc.code == MISSING_ACCESS:
        return (
            f"Discord did not let me {action}: I cannot see {where} (Missing Access). "
            f"Ask a server admin to give Agora **View Channel** there, {then}."
        )
    return (
        f"Discord did not let me {action} ({exc.text or 'Missing Permissions'}). "
        f"Ask a server admin to check Agora's permissions in {where}, {then}."
    )


def is_refusal(exc: BaseException) -> bool:
    """A permission refusal (403 Missing Access / Missing Permissions)."""
    return isinstance(exc, discord.Forbidden) and exc.code in (MISSING_ACCESS, MISSING_PERMISSIONS)


class DiscordRefused(AgoraError):
    """Discord refused something the game needs (a thread, a post); ``message`` tells the host
    what to fix.  Raised before anything changed."""

    code = "discord_refused"
