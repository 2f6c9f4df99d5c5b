"""Agora's buttons and select menus: discord.py DynamicItems routed by their custom_id.

Every component is stateless: its custom_id (see :mod:`cogs.custom_ids`) names the game, the
kind of click, the game version it was drawn for and, in a private panel, the path of Option keys.
A click reloads everything from the database through the app, so buttons keep working after a
restart and an old button answers "outdated" instead of acting on a game that moved on.

Every handler acknowledges the interaction before any database work (Discord allows 3 seconds):
``defer()`` when the clicked message itself is updated (lobby, panel), ``defer(ephemeral=True,
thinking=True)`` when a new private answer follows ("Play my turn").
"""

from __future__ import annotations

import logging
import re
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord.ui import DynamicItem

import i18n
from bot.core.errors import AgoraError, AlreadyApplied, StaleVersion, UnknownGame
from bot.core.models import GameInfo
from cogs import custom_ids, messages, permissions
from cogs.cooldown import wait_text
from cogs.custom_ids import BUTTON_TEMPLATE, SELECT_TEMPLATE, BadCustomId, CustomId
from cogs.lang import lang_now, lang_of, localize_panel, tr
from cogs.panels import MAX_BUTTONS, Node, PathError, clamp_page, fit, page_count, page_slice, resolve, truncate
from engines.base import Option, Panel
from engines.text import msg

if TYPE_CHECKING:
    from bot.app.agora import Agora

log = logging.getLogger(__name__)

NO_MENTIONS = discord.AllowedMentions.none()


async def say(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """Answer a deferred command privately: edit its "thinking" placeholder with ``text`` (clipped
    to Discord's 2,000 characters), mentioning nobody; ``kwargs`` go to
    ``edit_original_response`` (attachments, view)."""
    await interaction.edit_original_response(content=messages.clip(text), allowed_mentions=NO_MENTIONS, **kwargs)
STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class AgoraButton(DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    """Any Agora button (lobby, Play my turn, panel options).  Built from the message's own
    component on every click; the template accepts malformed ``ag<n>:`` ids so they are
    answered politely.  A component of another type carrying a button's id (only a forged
    client sends one) is wrapped all the same and answered by :func:`refuse_mismatch`: raising
    in this factory would leave the click unanswered and put a traceback in the log."""

    #: the component's type does not match its id (a select carrying a button's id)
    mismatched = False

    def __init__(self, button: discord.ui.Button) -> None:
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "AgoraButton":
        made = cls(item)  # type: ignore[arg-type]  # (a forged select: refused in callback)
        made.mismatched = not isinstance(item, discord.ui.Button)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.mismatched:
            await refuse_mismatch(interaction, self.custom_id, expected="button")
            return
        await dispatch(interaction, self.custom_id, ())


class AgoraSelect(DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    """The select menu of a panel level with more than five options; the chosen value is the
    key of one child of the node named by the custom_id's path."""

    #: the component's type does not match its id (a button carrying a menu's id)
    mismatched = False

    def __init__(self, select: discord.ui.Select) -> None:
        super().__init__(select)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> "AgoraSelect":
        made = cls(item)  # type: ignore[arg-type]  # (a forged button: refused in callback)
        made.mismatched = not isinstance(item, discord.ui.Select)
        return made

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.mismatched:
            await refuse_mismatch(interaction, self.custom_id, expected="menu")
            return
        await dispatch(interaction, self.custom_id, tuple(self.item.values))


DYNAMIC_ITEMS = (AgoraButton, AgoraSelect)


# ---- building components ------------------------------------------------------------------


def button(
    custom_id: str,
    label: str,
    *,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    disabled: bool = False,
    emoji: str | None = None,
    row: int | None = None,
) -> AgoraButton:
    return AgoraButton(
        discord.ui.Button(
            label=truncate(label, 80),
            custom_id=custom_id,
            style=style,
            disabled=disabled,
            emoji=emoji,
            row=row,
        )
    )


def lobby_view(info: GameInfo) -> discord.ui.View:
    """Join / Leave / Start for a game in its lobby (empty once it started), in the game's
    language (the lobby is public)."""
    view = discord.ui.View(timeout=None)
    if info.status != "lobby":
        return view
    ver, lang = info.version, info.lang
    view.add_item(button(CustomId(info.id, "join", ver).format(), tr(lang, "bot-button-join"), style=discord.ButtonStyle.success))
    view.add_item(button(CustomId(info.id, "leave", ver).format(), tr(lang, "bot-button-leave")))
    view.add_item(button(CustomId(info.id, "start", ver).format(), tr(lang, "bot-button-start"), style=discord.ButtonStyle.primary))
    # automatic seats (cogs/autoseats.py): a button per level, and one to remove
    for level in ("standard", "strong"):
        view.add_item(button(CustomId(info.id, "bot", ver, (level,)).format(), tr(lang, f"auto-button-add-{level}"), emoji="🤖", row=2))
    if any(s.level is not None for s in info.seats):
        view.add_item(button(CustomId(info.id, "unbot", ver).format(), tr(lang, "auto-button-remove"), row=2))
    choice = messages.lobby_choice(info)
    if choice is not None:
        taken = set(messages.lobby_choices(info).values())
        free = [v for v in choice.values if v not in taken]
        if free:  # a public menu: only the values nobody has taken (Discord wants at least one)
            menu: discord.ui.Select[Any] = discord.ui.Select(
                custom_id=CustomId(info.id, "pick", ver).format(),
                placeholder=tr(lang, "bot-lobby-choose-placeholder"),
                options=[discord.SelectOption(label=truncate(i18n.render(msg(choice.label + v), lang), 100) or v, value=v) for v in free],
                row=1,
            )
            view.add_item(AgoraSelect(menu))
    return view


def play_view(game_id: int, version: int, lang: str = "en") -> discord.ui.View:
    """The persistent public "Play my turn" button of the board drawn at ``version`` (in the
    game's language ``lang``)."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        button(
            CustomId(game_id, "play", version).format(),
            tr(lang, "bot-button-play"),
            style=discord.ButtonStyle.primary,
            emoji="🎲",
        )
    )
    return view


def _option_button(info: GameInfo, node: Node, index: int, opt: Option, row: int) -> AgoraButton:
    cid = custom_ids.panel_id(info.id, "opt", info.version, [*node.keys, opt.key], [*node.indices, index])
    return button(
        cid,
        str(opt.label),
        style=STYLES.get(opt.style, discord.ButtonStyle.secondary),
        disabled=opt.disabled is not None,
        emoji=opt.emoji,
        row=row,
    )


def panel_message(
    info: GameInfo, panel: Panel, node: Node, page: int = 0, note: str | None = None, lang: str = "en", undo: bool = False
) -> tuple[str, discord.ui.View | None]:
    """One level of a seat's private panel (``panel`` rendered in the reader's language ``lang``
    by :func:`cogs.lang.localize_panel`): its content (:func:`cogs.messages.panel_text`, with
    ``note``) and its components (:func:`panel_view`)."""
    return messages.panel_text(info, panel, node, lang, page=page, note=note), panel_view(info, node, page, lang, undo)


def panel_view(info: GameInfo, node: Node, page: int = 0, lang: str = "en", undo: bool = False) -> discord.ui.View | None:
    """The components of one level of a seat's private panel.

    ``node``: where the seat stands in the choice tree (root = no trail); ``page``: the page of a
    select menu; ``undo``: the seat may take back its last move (an Undo button at the root level).
    At most five children become buttons (disabled ones greyed); more
    become a select menu of 25 per page with Previous/Next; a Back button leads one level up.
    None: nothing to press.
    """
    children = node.children
    if not children:
        return undo_view(info, lang) if undo and not node.trail else None

    view = discord.ui.View(timeout=None)
    nav_row = 1
    if len(children) <= MAX_BUTTONS:
        for i, opt in enumerate(children):
            view.add_item(_option_button(info, node, i, opt, row=0))
    else:
        page = clamp_page(len(children), page)
        pages = page_count(len(children))
        shown = page_slice(len(children), page)
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=custom_ids.panel_id(info.id, "sel", info.version, list(node.keys), list(node.indices), page),
            placeholder=tr(lang, "bot-panel-placeholder"),
            min_values=1,
            max_values=1,
            options=[
                discord.SelectOption(
                    label=truncate(str(children[i].label), 100) or children[i].key,
                    value=children[i].key,
                    description=truncate(
                        tr(lang, "bot-panel-not-available", reason=str(children[i].disabled))
                        if children[i].disabled
                        else (None if children[i].description is None else str(children[i].description)),
                        100,
                    ),
                    emoji=children[i].emoji,
                )
                for i in shown
            ],
            row=0,
        )
        view.add_item(AgoraSelect(select))
        if pages > 1:
            # at the ends the disabled button points at the current page: ids stay distinct
            prev_page, next_page = max(page - 1, 0), min(page + 1, pages - 1)
            for target, label, disabled in (
                (prev_page, tr(lang, "bot-button-previous"), page == 0),
                (next_page, tr(lang, "bot-button-next"), page == pages - 1),
            ):
                cid = custom_ids.panel_id(info.id, "opt", info.version, list(node.keys), list(node.indices), target)
                view.add_item(button(cid, label, disabled=disabled, row=1))
            nav_row = 2
    if node.trail:
        view.add_item(_back_button(info, node, nav_row, lang))
    elif undo:
        view.add_item(_undo_button(info, nav_row, lang))
    return view


def _undo_button(info: GameInfo, row: int, lang: str = "en") -> AgoraButton:
    return button(CustomId(info.id, "undo", info.version).format(), tr(lang, "bot-button-undo"), emoji="↩️", row=row)


def undo_view(info: GameInfo, lang: str = "en") -> discord.ui.View:
    """A view with only the Undo button (the seat has nothing to decide but may take back its
    last move)."""
    view = discord.ui.View(timeout=None)
    view.add_item(_undo_button(info, 0, lang))
    return view


def _back_button(info: GameInfo, node: Node, row: int, lang: str = "en") -> AgoraButton:
    return button(
        custom_ids.panel_id(info.id, "opt", info.version, list(node.keys[:-1]), list(node.indices[:-1])),
        tr(lang, "bot-button-back"),
        row=row,
    )


def confirm_message(info: GameInfo, panel: Panel, node: Node, lang: str = "en") -> tuple[str, discord.ui.View]:
    """A leaf picked from a select menu: show it and ask for a Confirm click (or Back)."""
    lines = [f"**{panel.title}**"] if panel.title else []
    lines.append(tr(lang, "bot-panel-you-chose", choice=node.breadcrumb()))
    opt = node.option
    if opt is not None and opt.description:
        lines.append(str(opt.description))
    lines.append(tr(lang, "bot-panel-confirm"))
    view = discord.ui.View(timeout=None)
    view.add_item(
        button(
            custom_ids.panel_id(info.id, "opt", info.version, list(node.keys), list(node.indices)),
            tr(lang, "bot-button-confirm"),
            style=discord.ButtonStyle.success,
            row=0,
        )
    )
    view.add_item(_back_button(info, node, 0, lang))
    return messages.clip("\n".join(lines)), view


# ---- routing clicks -----------------------------------------------------------------------


def app_of(interaction: discord.Interaction) -> "Agora":
    return interaction.client.app  # type: ignore[attr-defined]


async def answer(interaction: discord.Interaction, text: str, *, replace_panel: bool = False) -> None:
    """Tell the clicker ``text`` privately, after the interaction was deferred.

    A "thinking" deferral is answered by editing its placeholder; a silent one (the clicked
    message is updated) by a private follow-up, or, with ``replace_panel``, by replacing the
    clicked private panel (its buttons are removed).  A public message is never replaced.
    """
    message = interaction.message
    replace_panel = replace_panel and message is not None and message.flags.ephemeral
    if interaction.response.type is discord.InteractionResponseType.deferred_channel_message or replace_panel:
        await interaction.edit_original_response(content=text, view=None, allowed_mentions=NO_MENTIONS)
    else:
        await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)


_LOGGABLE = re.compile(rf"ag[0-9]{{1,3}}|[0-9]{{1,20}}|{'|'.join(custom_ids.KINDS)}")


def _public_part(custom_id: str) -> str:
    """What a log line may show of a custom_id: its first four parts (grammar, game, kind,
    version), each only if it is a grammar tag, a number or a known kind, else ``?``.  The panel
    path, and anything else a user could have put there, is left out: a path names options of
    one seat's private panel."""
    return ":".join(part if _LOGGABLE.fullmatch(part) else "?" for part in custom_id.split(":")[:4])


def refuse_log(interaction: discord.Interaction, reason: str, custom_id: str) -> None:
    """A WARNING for a click that our own messages cannot produce (forged, corrupted or hand-made):
    the user id, the reason and the public part of the custom_id; never a path or a secret."""
    log.warning(
        "refused component from user %s in guild %s channel %s: %s [%s]",
        interaction.user.id,
        interaction.guild_id,
        interaction.channel_id,
        reason,
        _public_part(custom_id),
    )


async def refuse_mismatch(interaction: discord.Interaction, custom_id: str, *, expected: str) -> None:
    """A component whose type does not match its id (``expected``: "button" when a menu carries
    a button's id, "menu" when a button carries a menu's): only a forged client sends one.  A
    private answer naming the mismatch, nothing changed, a WARNING (never a traceback)."""
    note(interaction)
    if await too_fast(interaction):
        return
    refuse_log(interaction, f"a {'menu' if expected == 'button' else 'button'} carries a {expected}'s custom_id", custom_id)
    await interaction.response.send_message(
        tr(await lang_of(interaction), messages.MISMATCHED, expected=expected), ephemeral=True,
        allowed_mentions=NO_MENTIONS,
    )


def is_agoras(custom_id: str) -> bool:
    """Whether ``custom_id`` is routed to Agora's components (:data:`DYNAMIC_ITEMS`' templates:
    every ``ag<n>:`` id, malformed ones included)."""
    return any(re.fullmatch(t, custom_id) for t in (BUTTON_TEMPLATE, SELECT_TEMPLATE))


async def refuse_foreign(interaction: discord.Interaction) -> None:
    """A click on a component whose custom_id is not Agora's at all (no ``ag<n>:`` prefix: every
    component the bot draws has one, so only a forged client or another application's message
    sends it): a private answer, nothing changed, a WARNING.  Called for every component
    interaction by the client (``cogs.client.AgoraBot.on_interaction``); Agora's own ids are left
    to their DynamicItems."""
    if interaction.type is not discord.InteractionType.component:
        return
    custom_id = custom_id_of(interaction)
    if is_agoras(custom_id):
        return
    note(interaction)
    if await too_fast(interaction):
        return
    refuse_log(interaction, f"not an Agora custom_id ({len(custom_id)} characters)", custom_id)
    await interaction.response.send_message(tr(await lang_of(interaction), messages.FOREIGN), ephemeral=True,
                                            allowed_mentions=NO_MENTIONS)


def outdated_log(interaction: discord.Interaction, cid: CustomId) -> None:
    """An outdated click (an older version of the game) is logged at INFO, not WARNING: double
    clicks and old panels produce it in ordinary play, and a warning per stale click would bury
    the forged ones."""
    log.info(
        "outdated click by user %s: game %s %s drawn at version %s", interaction.user.id, cid.game_id, cid.kind, cid.version
    )


async def too_fast(interaction: discord.Interaction) -> bool:
    """The per-user cooldown (``client.cooldown``, :class:`cogs.cooldown.InteractionCooldown`):
    True, after answering "slow down" privately at once, when the user is over the limit.
    Autocomplete (the suggestions Discord asks for while a name is typed, ``/agora card``) is
    neither counted nor refused: it reads no game, and it cannot be answered with a sentence."""
    if interaction.type is discord.InteractionType.autocomplete:
        return False
    wait = interaction.client.cooldown.hit(interaction.user.id)  # type: ignore[attr-defined]
    if not wait:
        return False
    log.info("user %s is over the interaction limit; asked to wait %.1f s", interaction.user.id, wait)
    await interaction.response.send_message(wait_text(wait, lang_now(interaction)), ephemeral=True)
    return True


def note(interaction: discord.Interaction) -> None:
    """Let the transport learn the guild's upload limit from the interaction, and the app the
    language of the user's Discord app (for the private messages it sends them later)."""
    interaction.client.transport.note_interaction(interaction)  # type: ignore[attr-defined]
    interaction.client.app.note_locale(interaction.user.id, interaction.locale)  # type: ignore[attr-defined]


#: the kinds of the lobby message's components (a lobby has no board: its refusals say so)
LOBBY_KINDS = ("join", "leave", "start", "pick", "bot", "unbot")


def _on_lobby(interaction: discord.Interaction, custom_id: str) -> bool:
    """Whether the click comes from a lobby message: its id names a lobby kind, or the clicked
    message carries a well-formed lobby component."""
    parts = custom_id.split(":")
    if len(parts) > 2 and parts[2] in LOBBY_KINDS:
        return True
    message = interaction.message
    for row in message.components if message is not None else ():
        for child in getattr(row, "children", ()):
            try:
                if custom_ids.parse(getattr(child, "custom_id", None) or "").kind in LOBBY_KINDS:
                    return True
            except BadCustomId:
                continue
    return False


def _malformed(interaction: discord.Interaction, custom_id: str) -> str:
    """The answer to a button Agora cannot read: on a lobby, use the lobby's latest buttons (a
    lobby has no board); elsewhere, Play my turn on the latest board."""
    return messages.MALFORMED_LOBBY if _on_lobby(interaction, custom_id) else messages.MALFORMED


Handler = Callable[[discord.Interaction, CustomId, tuple[str, ...], GameInfo], Awaitable[None]]

#: kinds whose answer is a new private message ("thinking"); the others update the clicked message
THINKING_KINDS = ("play", "more")


async def _check_place(interaction: discord.Interaction, cid: CustomId, info: GameInfo, custom_id: str) -> bool:
    """False (after answering) when the click cannot belong to ``info``: another server, another
    channel, or a version the game has not reached."""
    lang = await lang_of(interaction)
    if interaction.guild_id != info.guild_id:
        refuse_log(interaction, f"game {info.id} is in another guild", custom_id)
        await answer(interaction, tr(lang, messages.OTHER_GUILD))
        return False
    if interaction.channel_id not in (info.channel_id, info.thread_id):
        refuse_log(interaction, f"game {info.id} is in another channel", custom_id)
        await answer(interaction, tr(lang, messages.OTHER_CHANNEL))
        return False
    if cid.version > info.version:
        refuse_log(interaction, f"version {cid.version} is ahead of game {info.id} (v{info.version})", custom_id)
        await answer(interaction, tr(lang, _malformed(interaction, custom_id)))
        return False
    return True


async def dispatch(interaction: discord.Interaction, custom_id: str, values: tuple[str, ...]) -> None:
    """Route one click: cooldown, parse the custom_id, defer, load the game, check the click
    belongs to it, call the kind's handler, answer.  Every refusal is private and changes
    nothing; AgoraErrors are answered with their message; nothing else reaches the user but a
    short apology."""
    note(interaction)
    if await too_fast(interaction):
        return
    try:
        cid = custom_ids.parse(custom_id)
    except BadCustomId as exc:
        await interaction.response.defer(ephemeral=True, thinking=True)
        if exc.outdated:
            log.info("user %s clicked a button of an older grammar [%s]", interaction.user.id, _public_part(custom_id))
        else:
            refuse_log(interaction, f"malformed custom_id ({len(custom_id)} characters)", custom_id)
        await answer(interaction, tr(await lang_of(interaction), messages.OLD_GRAMMAR if exc.outdated else _malformed(interaction, custom_id)))
        return
    if cid.kind in THINKING_KINDS:
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer()
    try:
        try:
            info = await app_of(interaction).info(cid.game_id)
        except UnknownGame:
            refuse_log(interaction, f"no game {cid.game_id}", custom_id)
            raise
        if not await _check_place(interaction, cid, info, custom_id):
            return
        await HANDLERS[cid.kind](interaction, cid, values, info)
    except StaleVersion:
        if cid.kind in ("join", "leave", "start", "pick", "bot", "unbot"):  # a lobby race: someone else clicked at the same moment
            await answer(interaction, tr(await lang_of(interaction), messages.LOBBY_RACE))
        else:
            outdated_log(interaction, cid)
            await answer(
                interaction, tr(await lang_of(interaction), messages.OUTDATED), replace_panel=cid.kind in custom_ids.PANEL_KINDS
            )
    except AgoraError as exc:
        await answer(interaction, exc.text(await lang_of(interaction)))
    except Exception:
        log.exception("component %s failed", _public_part(custom_id))
        if interaction.response.is_done():
            await answer(interaction, tr(lang_now(interaction), messages.UNEXPECTED))


def lobby_content(interaction: discord.Interaction, info: GameInfo) -> str:
    """The lobby message's text, with the server's default time per decision."""
    return messages.lobby_text(info, app_of(interaction).settings.turn_deadline_hours)


async def _on_join(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    info = await app_of(interaction).join(cid.game_id, interaction.user.id, interaction.user.display_name)
    await interaction.edit_original_response(
        content=lobby_content(interaction, info), view=lobby_view(info), allowed_mentions=NO_MENTIONS
    )


async def _on_leave(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    info = await app_of(interaction).leave(cid.game_id, interaction.user.id)
    await interaction.edit_original_response(
        content=lobby_content(interaction, info), view=lobby_view(info), allowed_mentions=NO_MENTIONS
    )


async def _on_pick(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    """A seated player chose in the lobby's menu (e.g. a Mare Nostrum civilization): the lobby
    message is updated; a refusal (not seated, taken, unknown value) is answered privately."""
    if len(values) != 1:
        refuse_log(interaction, f"lobby select of game {info.id} with {len(values)} values", custom_id_of(interaction))
        await answer(interaction, tr(await lang_of(interaction), messages.MALFORMED))
        return
    info = await app_of(interaction).choose(cid.game_id, interaction.user.id, values[0])
    await interaction.edit_original_response(
        content=lobby_content(interaction, info), view=lobby_view(info), allowed_mentions=NO_MENTIONS
    )


async def _on_start(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    app = app_of(interaction)
    lang = await lang_of(interaction)
    # Checked here too (the service checks again) so that no thread is opened for a refused start.
    if info.status != "lobby":
        await answer(interaction, messages.not_in_lobby(info, lang))
        return
    if interaction.user.id != info.host_id:
        await answer(interaction, tr(lang, "bot-only-host-start", host=f"<@{info.host_id}>"))
        return
    limits = messages.seat_limits(info.engine, info.options)
    if limits and len(info.seats) < limits[0]:
        await answer(
            interaction,
            tr(lang, "bot-start-need-players", title=messages.engine_title(info.engine), min=limits[0], n=len(info.seats)),
        )
        return
    missing = messages.missing_choices(info)
    if missing:  # checked before a thread is opened (the service checks again)
        await answer(interaction, tr(lang, "bot-err-choices-missing", players=", ".join(missing)))
        return
    missing = permissions.missing_in(interaction)
    if missing:  # nothing is started: the host can fix the permissions and press Start again
        await answer(interaction, permissions.missing_text(missing, lang=lang))
        return
    thread_id = info.thread_id or await _open_thread(interaction, info)
    if thread_id != info.thread_id:
        await app.set_thread(info.id, thread_id)
    outbox = await app.start_game(info.id, interaction.user.id)
    await interaction.edit_original_response(
        content=lobby_content(interaction, outbox.game), view=None, allowed_mentions=NO_MENTIONS
    )
    problem = post_problem(interaction, outbox.game, lang)
    if problem:
        await interaction.followup.send(problem, ephemeral=True, allowed_mentions=NO_MENTIONS)


def post_problem(interaction: discord.Interaction, game: GameInfo, lang: str = "en") -> str | None:
    """A sentence for the user (in ``lang``) when the transport could not post the game's latest
    message (recorded by :class:`cogs.transport.DiscordTransport`), naming missing permissions."""
    failure = interaction.client.transport.take_failure(game.id)  # type: ignore[attr-defined]
    if failure is None:
        return None
    where = f"<#{game.thread_id or game.channel_id}>"
    missing = permissions.missing(interaction.app_permissions, in_thread=game.thread_id is not None)
    repost = tr(lang, "bot-repost-hint")
    if permissions.is_refusal(failure):
        then = tr(lang, "bot-then-repost", repost=repost)
        return permissions.refusal_text(failure, missing, "bot-action-post-board", where, then, lang)
    return tr(lang, "bot-post-failed", where=where, error=str(failure.text or failure.status), repost=repost)


async def _open_thread(interaction: discord.Interaction, info: GameInfo) -> int:
    """A public thread for the game, opened from the lobby message; the current thread if the
    lobby is already inside one.  Discord refusing it for permissions raises
    :class:`cogs.permissions.DiscordRefused` (the host is told which; nothing starts); any other
    failure falls back to the channel itself."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        return channel.id
    name = f"{messages.engine_title(info.engine)} #{info.id}"[:100]
    try:
        if interaction.message is not None:
            thread = await interaction.message.create_thread(name=name, auto_archive_duration=10080)
        elif isinstance(channel, discord.TextChannel):
            thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        else:
            raise TypeError("no message or text channel to open a thread from")
    except discord.HTTPException as exc:
        if permissions.is_refusal(exc):
            log.warning("game %s: Discord refused to open its thread: %s", info.id, exc)
            raise permissions.DiscordRefused(
                permissions.refusal_text(
                    exc, permissions.missing_in(interaction), "bot-action-open-thread", lang=await lang_of(interaction)
                )
            ) from exc
        log.warning("game %s: cannot open a thread (%s); playing in the channel", info.id, exc)
        assert interaction.channel_id is not None
        return interaction.channel_id
    except TypeError as exc:
        log.warning("game %s: cannot open a thread (%s); playing in the channel", info.id, exc)
        assert interaction.channel_id is not None
        return interaction.channel_id
    return thread.id


async def _on_play(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    app = app_of(interaction)
    lang = await lang_of(interaction)
    info, panel = await _panel(interaction, cid.game_id, lang)
    latest = await app.latest_board(cid.game_id)
    clicked = interaction.message.id if interaction.message is not None else None
    # An older board when a newer one was posted.  A board stays current through text-only updates
    # (a seat sealing its part of a simultaneous choice moves the version but posts no board),
    # so the version alone does not decide; the panel's own buttons carry the version they act on.
    old = (latest is not None and clicked != latest) or (latest is None and info.version != cid.version)
    if old and info.status != "active":  # a game over: nothing to play, the old answer
        outdated_log(interaction, cid)
        await answer(interaction, messages.outdated(info, latest, lang))
        return
    if old:
        # An older board keeps its button (stripping it cost one bot-token request per move):
        # the player gets the panel as the game stands now, told that the board they pressed is
        # not the latest, with a link to it.  The panel is drawn at the current version.
        log.info("old board's Play pressed by user %s: game %s board of v%s", interaction.user.id, cid.game_id, cid.version)
    undo = await app.can_undo(info.id, interaction.user.id, info)
    root = resolve(panel.options, ())
    content = messages.panel_text(info, panel, root, lang, old=old, latest=latest)
    await interaction.edit_original_response(content=content, view=panel_view(info, root, lang=lang, undo=undo),
                                             allowed_mentions=NO_MENTIONS)


async def _panel(interaction: discord.Interaction, game_id: int, lang: str) -> tuple[GameInfo, Panel]:
    """The clicker's panel, cut to Discord's limits, with its texts rendered in the clicker's
    language ``lang`` (:func:`cogs.lang.lang_of`)."""
    info, panel = await app_of(interaction).panel(game_id, interaction.user.id)
    return info, localize_panel(fit(panel), lang, info.names)


#: the panels a move was made from, per client: (panel message id, game id, version) -> the
#: move's breadcrumb, the most recent :data:`MAX_PANEL_MOVES` kept.  A double click delivers two
#: clicks on the same panel drawn at the same version: the first makes the move and redraws the
#: panel (the move made, and the player's next decision if any); the second finds its panel here
#: and leaves that redrawn panel alone, instead of replacing it by an "outdated" notice with no
#: choices or acting twice.
_PANEL_MOVES: "weakref.WeakKeyDictionary[discord.Client, OrderedDict[tuple[int, int, int], str]]" = (
    weakref.WeakKeyDictionary()
)
MAX_PANEL_MOVES = 1000


def _panel_moves(interaction: discord.Interaction) -> "OrderedDict[tuple[int, int, int], str]":
    return _PANEL_MOVES.setdefault(interaction.client, OrderedDict())


def _panel_key(interaction: discord.Interaction, cid: CustomId) -> tuple[int, int, int]:
    message_id = interaction.message.id if interaction.message is not None else 0
    return message_id, cid.game_id, cid.version


def _already_moved(interaction: discord.Interaction, cid: CustomId) -> bool:
    """Whether a move was made (or is being made) from the clicked panel as drawn at
    ``cid.version``: a second click of a double click (logged at INFO; the caller answers
    nothing, the interaction is already acknowledged)."""
    key = _panel_key(interaction, cid)
    if key not in _panel_moves(interaction):
        return False
    log.info("second click on panel %s of game %s (v%s) by user %s: left as the first click drew it", *key, interaction.user.id)
    return True


async def _walk(interaction: discord.Interaction, cid: CustomId, path: tuple[str, ...], from_select: bool) -> None:
    """Show the node at ``path`` of the clicker's panel, or act on it when it is a leaf."""
    app = app_of(interaction)
    user_id = interaction.user.id
    if _already_moved(interaction, cid):
        return
    lang = await lang_of(interaction)
    info, panel = await _panel(interaction, cid.game_id, lang)
    side = user_id not in info.to_act
    if not app.panel_current(info, cid.version):
        outdated_log(interaction, cid)
        waiting = messages.outdated_waiting(info, lang) if side and not panel.options else None
        if waiting is not None:
            # nothing on a fresh panel either (e.g. the mover while another player reacts in his
            # turn: Mythology's Greek Blockade, a defender's Ajax): whom the game waits for says
            # more than "open a fresh panel"
            await answer(interaction, waiting, replace_panel=True)
            return
        await answer(interaction, messages.outdated(info, await app.latest_board(info.id), lang), replace_panel=True)
        return
    # a seat not prompted acts only on what its panel offers out of turn (Engine.side_actions,
    # e.g. Mythology's Baal); the service checks it again
    if side and not panel.options:
        await answer(interaction, messages.not_your_turn(info, lang))
        return
    try:
        node = resolve(panel.options, path)
    except PathError:
        # same version, same panel: a path that is not on it was not drawn by us for this user
        refuse_log(interaction, f"path not on the user's panel of game {info.id}", custom_id_of(interaction))
        await answer(interaction, tr(lang, messages.PANEL_CHANGED), replace_panel=True)
        return
    opt = node.option
    if not node.is_leaf:
        undo = not node.trail and await app.can_undo(info.id, user_id, info)
        content, view = panel_message(info, panel, node, cid.page, lang=lang, undo=undo)
    elif opt is not None and opt.disabled:
        parent = resolve(panel.options, node.keys[:-1])
        note = tr(lang, "bot-panel-option-unavailable", option=str(opt.label), reason=str(opt.disabled))
        content, view = panel_message(info, panel, parent, note=note, lang=lang)
    elif from_select:
        content, view = confirm_message(info, panel, node, lang)
    else:
        if _already_moved(interaction, cid):  # the other click of the pair got here first
            return
        content, view = await _act(interaction, cid, node, side)
    await interaction.edit_original_response(content=content, view=view, allowed_mentions=NO_MENTIONS)


async def _act(
    interaction: discord.Interaction, cid: CustomId, node: Node, side: bool = False
) -> tuple[str, discord.ui.View | None]:
    """Make the move at ``node``; ``side``: the clicker was not prompted (an interjection)."""
    app = app_of(interaction)
    user_id = interaction.user.id
    moves, key = _panel_moves(interaction), _panel_key(interaction, cid)
    moves[key] = node.breadcrumb()  # before any await: the second click of a pair sees it
    while len(moves) > MAX_PANEL_MOVES:
        moves.popitem(last=False)
    try:
        lang = await lang_of(interaction)
        outbox = await app.act_option(cid.game_id, user_id, cid.version, ".".join(node.engine_keys()), interaction.id)
    except AlreadyApplied:
        return tr(lang, "bot-panel-already-played"), None
    except BaseException:
        moves.pop(key, None)  # nothing was played from this panel: its buttons answer as before
        raise
    lines = [tr(lang, "bot-panel-done", choice=node.breadcrumb())]
    lines += outbox.private(user_id, lang)
    game = outbox.game
    undo = game.status == "active" and await app.can_undo(game.id, user_id, game)
    if game.status == "active" and user_id in game.to_act:
        info, panel = await _panel(interaction, game.id, lang)
        note = "\n".join([*lines, tr(lang, "bot-panel-next-decision")])
        return panel_message(info, panel, resolve(panel.options, ()), note=note, lang=lang, undo=undo)
    if game.status == "active" and side:  # out of turn: what it may still do there, if anything
        info, panel = await _panel(interaction, game.id, lang)
        if panel.options:
            return panel_message(info, panel, resolve(panel.options, ()), note="\n".join(lines), lang=lang, undo=undo)
    problem = post_problem(interaction, game, lang)
    if problem:
        lines.append(problem)
    elif game.status != "active":
        lines.append(tr(lang, "bot-panel-game-over"))
    elif outbox.board:
        lines.append(tr(lang, "bot-panel-new-board"))
    elif side:  # an interjection: the turn it interrupted goes on
        lines.append(messages.side_done(game, lang))
    else:  # a sealed part of a simultaneous choice: the others are still deciding
        lines.append(messages.waiting_for(game, lang))
    return messages.clip("\n".join(lines)), (undo_view(game, lang) if undo else None)


def custom_id_of(interaction: discord.Interaction) -> str:
    data: dict[str, Any] = dict(interaction.data or {})
    return str(data.get("custom_id", ""))


async def _on_opt(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    await _walk(interaction, cid, cid.path, from_select=False)


async def _on_sel(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    if len(values) != 1 or not custom_ids.SEGMENT_RE.fullmatch(values[0]):
        refuse_log(interaction, f"select values not on the user's panel of game {info.id}", custom_id_of(interaction))
        await answer(interaction, tr(await lang_of(interaction), messages.MALFORMED))
        return
    await _walk(interaction, cid, (*cid.path, values[0]), from_select=True)


async def _on_undo(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    """The Undo button of a private panel: take back the clicker's last move (the service checks
    who may, and answers each refusal with its own message), then show the restored panel."""
    app = app_of(interaction)
    user_id = interaction.user.id
    if _already_moved(interaction, cid):  # the second click of a double click
        return
    moves, key = _panel_moves(interaction), _panel_key(interaction, cid)
    moves[key] = "undo"  # before any await: the second click of a pair sees it
    try:
        lang = await lang_of(interaction)
        outbox = await app.undo(cid.game_id, user_id, cid.version, interaction.id)
    except BaseException:
        moves.pop(key, None)
        raise
    note = tr(lang, "bot-undo-done")
    game = outbox.game
    info, panel = await _panel(interaction, game.id, lang)
    undo = await app.can_undo(game.id, user_id, info)
    problem = post_problem(interaction, game, lang)
    if problem:
        note += "\n" + problem
    content, view = panel_message(info, panel, resolve(panel.options, ()), note=note, lang=lang, undo=undo)
    await interaction.edit_original_response(content=content, view=view, allowed_mentions=NO_MENTIONS)


#: the handler of each component kind; "log" (the pages of /agora log) is added by cogs/logpages.py,
#: which builds its pages with this module's buttons (so this module does not import it)
HANDLERS: dict[str, Handler] = {
    "join": _on_join,
    "leave": _on_leave,
    "start": _on_start,
    "pick": _on_pick,
    "play": _on_play,
    "opt": _on_opt,
    "sel": _on_sel,
    "undo": _on_undo,
}
