"""The language of an answer on Discord, and the rendering of engine texts for one reader.

A private answer is in the clicking user's language: the one they chose with ``/agora
language``, else their Discord client's (``interaction.locale``: Italian for ``it``, English
otherwise).  A game's public messages are in the game's language (``GameInfo.lang``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

import i18n
from engines.base import Option, Panel
from engines.text import Text

#: the key of the reader's language in ``interaction.extras`` (computed once per interaction)
_EXTRA = "agora_lang"


async def lang_of(interaction: discord.Interaction) -> str:
    """The language ("en" / "it") of private answers to this interaction's user (the app
    remembers the client's locale for the private messages it sends them later)."""
    cached = interaction.extras.get(_EXTRA)
    if cached is not None:
        return str(cached)
    app = interaction.client.app  # type: ignore[attr-defined]
    lang = await app.user_lang(interaction.user.id, client_locale=interaction.locale)
    interaction.extras[_EXTRA] = lang
    return lang


def lang_now(interaction: discord.Interaction) -> str:
    """The reader's language when it must be known without waiting (before the interaction is
    acknowledged): the one already computed, else the Discord client's."""
    cached = interaction.extras.get(_EXTRA)
    return str(cached) if cached is not None else i18n.normalize_locale(interaction.locale)


def tr(lang: str, msg_id: str, /, **args: Any) -> str:
    """The bot's message ``msg_id`` in ``lang``."""
    return i18n.tr(lang, msg_id, **args)


def render(text: Text | None, lang: str, names: Mapping[int, str] | None = None) -> str:
    return i18n.render(text, lang, names)


def localize_panel(panel: Panel, lang: str, names: Mapping[int, str]) -> Panel:
    """``panel`` with every text (title, text, option labels, descriptions and reasons)
    rendered in ``lang`` with the seats' ``names``: plain strings, ready to be cut to Discord's
    limits.  The texts are gathered, rendered in one call (:func:`i18n.render_all`) and put back
    where they were."""
    texts: list[Text] = []

    def slot(text: Text | None) -> int | None:
        """The place of ``text`` among those to render (None stays None)."""
        if text is None:
            return None
        texts.append(text)
        return len(texts) - 1

    def plan(opt: Option) -> tuple[int | None, int | None, int | None, list[Any]]:
        return slot(opt.label), slot(opt.description), slot(opt.disabled), [plan(c) for c in opt.children]

    head = slot(panel.title), slot(panel.text)
    plans = [plan(o) for o in panel.options]
    shown = i18n.render_all(texts, lang, names)

    def text(at: int | None) -> str:
        return "" if at is None else shown[at]

    def put(opt: Option, where: tuple[int | None, int | None, int | None, list[Any]]) -> Option:
        label, description, disabled, children = where
        return opt.model_copy(
            update={
                "label": text(label),
                "description": None if description is None else text(description),
                "disabled": None if disabled is None else (text(disabled) or "-"),
                "children": [put(c, p) for c, p in zip(opt.children, children, strict=True)],
            }
        )

    return panel.model_copy(
        update={
            "title": text(head[0]),
            "text": text(head[1]),
            "options": [put(o, p) for o, p in zip(panel.options, plans, strict=True)],
        }
    )
