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


def _option(opt: Option, lang: str, names: Mapping[int, str]) -> Option:
    return opt.model_copy(
        update={
            "label": i18n.render(opt.label, lang, names),
            "description": None if opt.description is None else i18n.render(opt.description, lang, names),
            "disabled": None if opt.disabled is None else (i18n.render(opt.disabled, lang, names) or "-"),
            "children": [_option(c, lang, names) for c in opt.children],
        }
    )


def localize_panel(panel: Panel, lang: str, names: Mapping[int, str]) -> Panel:
    """``panel`` with every text (title, text, option labels, descriptions and reasons)
    rendered in ``lang`` with the seats' ``names``: plain strings, ready to be cut to Discord's
    limits."""
    return panel.model_copy(
        update={
            "title": i18n.render(panel.title, lang, names),
            "text": i18n.render(panel.text, lang, names),
            "options": [_option(o, lang, names) for o in panel.options],
        }
    )
