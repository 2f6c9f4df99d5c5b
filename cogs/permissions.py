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

import i18n
from bot.core.errors import AgoraError

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


_ATTR_OF = {name: attr for attr, name in NEEDED.items()}


def permission_name(name: str, lang: str = "en") -> str:
    """A needed permission (by its English name, as :func:`missing` gives it) as Discord's
    settings name it in ``lang``."""
    attr = _ATTR_OF.get(name)
    return i18n.tr(lang, f"bot-perm-{attr}") if attr else name


def missing_text(names: list[str], where: str | None = None, then: str | None = None, lang: str = "en") -> str:
    """Tells the host which permissions to grant (``names`` non-empty), in ``lang``.  ``where``:
    a channel mention (default: this channel); ``then``: what to do after (default: try again)."""
    listed = ", ".join(f"**{permission_name(n, lang)}**" for n in names)
    return i18n.tr(
        lang,
        "bot-missing-perms",
        n=len(names),
        names=listed,
        where=where or i18n.tr(lang, "bot-this-channel"),
        then=then or i18n.tr(lang, "bot-then-try-again"),
    )


def refusal_text(
    exc: discord.HTTPException,
    names: list[str],
    action: str,
    where: str | None = None,
    then: str | None = None,
    lang: str = "en",
) -> str:
    """What to tell the host when Discord refused ``action`` (a message id:
    ``"bot-action-open-thread"``); ``names``: the needed permissions the interaction's
    ``app_permissions`` lack."""
    doing = i18n.tr(lang, action)
    place = where or i18n.tr(lang, "bot-this-channel")
    after = then or i18n.tr(lang, "bot-then-try-again")
    if names:
        return i18n.tr(lang, "bot-refused-missing", action=doing, missing=missing_text(names, where, then, lang))
    if exc.code == MISSING_ACCESS:
        return i18n.tr(
            lang, "bot-refused-no-access", action=doing, where=place, then=after, view=i18n.tr(lang, "bot-perm-view_channel")
        )
    return i18n.tr(lang, "bot-refused-other", action=doing, error=exc.text or "Missing Permissions", where=place, then=after)


def is_refusal(exc: BaseException) -> bool:
    """A permission refusal (403 Missing Access / Missing Permissions)."""
    return isinstance(exc, discord.Forbidden) and exc.code in (MISSING_ACCESS, MISSING_PERMISSIONS)


class DiscordRefused(AgoraError):
    """Discord refused something the game needs (a thread, a post); ``message`` tells the host
    what to fix.  Raised before anything changed."""

    code = "discord_refused"
