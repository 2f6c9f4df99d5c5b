"""``/agora log``: the whole public log, a page at a time, with Previous / Next buttons.

The log (``Service.log``: public lines only, rendered in the reader's language) is cut into pages
from its first line on, each page as many whole lines as fit in one message under the header
(a line longer than a page is shortened).  The command shows the LAST page (the latest moves, as
before); the buttons' custom_ids are ``ag1:<game>:log:<version>:~<page>`` (cogs/custom_ids.py):
a page number, nothing secret.  As the log only grows at its end, a page number drawn at an older
version names the same lines later on: a click on an old page's button shows that page of the
current log with the current page count (never "outdated"); a page past the end shows the last.
Clicks from another server or channel, or with a version the game has not reached, are refused
by the dispatcher like every Agora component (cogs/components.py).  The answer stays private.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.core.models import GameInfo
from cogs import messages
from cogs.components import HANDLERS, NO_MENTIONS, button
from cogs.custom_ids import CustomId
from cogs.lang import lang_of, tr

if TYPE_CHECKING:
    from bot.app.agora import Agora

#: room kept for the header ("**Log of #12 ...**: page x of y") in a message
HEADER_ROOM = 200
PAGE_SIZE = messages.MAX_CONTENT - HEADER_ROOM


def paginate(lines: list[str], size: int | None = None) -> list[list[str]]:
    """``lines`` cut into pages of whole lines, each at most ``size`` characters joined by
    newlines (a longer line is shortened to fit); from the first line on, so earlier pages do not
    change when lines are appended.  ``size``: default :data:`PAGE_SIZE`."""
    size = PAGE_SIZE if size is None else size
    pages: list[list[str]] = []
    current: list[str] = []
    used = 0
    for line in lines:
        line = messages.clip(line, size)
        extra = len(line) + (1 if current else 0)
        if current and used + extra > size:
            pages.append(current)
            current, used, extra = [], 0, len(line)
        current.append(line)
        used += extra
    if current:
        pages.append(current)
    return pages


async def log_message(app: "Agora", info: GameInfo, lang: str, page: int | None = None) -> tuple[str, discord.ui.View | None]:
    """The content and buttons of page ``page`` (0-based; None: the last) of ``info``'s log."""
    lines = [info.render(t, lang) for t in await app.log(info.id)]
    game = messages.game_line(info, lang)
    if not lines:
        return tr(lang, "bot-log-empty", game=game), None
    pages = paginate(lines)
    last = len(pages) - 1
    page = last if page is None else max(0, min(page, last))
    header = tr(lang, "after-log-header", game=game, page=page + 1, pages=len(pages))
    content = messages.clip("\n".join([header, *pages[page]]))
    if len(pages) == 1:
        return content, None
    view = discord.ui.View(timeout=None)
    # at the ends the disabled button points at the current page: the two ids stay distinct
    for target, label, disabled in (
        (max(page - 1, 0), tr(lang, "bot-button-previous"), page == 0),
        (min(page + 1, last), tr(lang, "bot-button-next"), page == last),
    ):
        view.add_item(button(CustomId(info.id, "log", info.version, page=target).format(), label, disabled=disabled))
    return content, view


async def log_command(app: "Agora", interaction: discord.Interaction, info: GameInfo) -> None:
    """``/agora log`` for ``info`` (the interaction deferred privately): the last page."""
    content, view = await log_message(app, info, await lang_of(interaction))
    kwargs = {} if view is None else {"view": view}
    await interaction.edit_original_response(content=content, allowed_mentions=NO_MENTIONS, **kwargs)  # type: ignore[arg-type]


async def on_log_page(interaction: discord.Interaction, cid: CustomId, values: tuple[str, ...], info: GameInfo) -> None:
    """A Previous / Next click (already deferred, checked by the dispatcher): the clicked
    private message shows page ``cid.page`` of the current log."""
    app: "Agora" = interaction.client.app  # type: ignore[attr-defined]
    content, view = await log_message(app, info, await lang_of(interaction), cid.page)
    await interaction.edit_original_response(content=content, view=view, allowed_mentions=NO_MENTIONS)


#: the dispatcher (cogs/components.py) routes the "log" kind here
HANDLERS["log"] = on_log_page
