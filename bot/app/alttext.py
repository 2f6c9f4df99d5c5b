"""The description (alt text) of a posted picture: what a screen reader says and what
a notification shows in place of the picture, in the game's language: the picture, whose turn it
is and their decision, and what just happened (the post's public log lines, the latest kept
when they do not all fit).  Built from public facts only (the game's public row and the public
lines the post carries).  Discord's limit for an attachment's description is
:data:`MAX_DESCRIPTION` characters.
"""

from __future__ import annotations

import re

import engines
import i18n
from bot.core.models import GameInfo

#: Discord's limit for an attachment's ``description``
MAX_DESCRIPTION = 1024

_MARKDOWN = re.compile(r"\*\*|__|~~|`")
_MENTION = re.compile(r"<@!?(\d+)>")
_TIME = re.compile(r"<t:\d+(?::[a-zA-Z])?>")


def _title(engine_id: str) -> str:
    try:
        return engines.get(engine_id).title
    except Exception:  # a broken engine must not stop a post
        return engine_id


def plain(line: str, info: GameInfo) -> str:
    """``line`` without Discord's markdown, its mentions as the players' names and its times
    dropped (a screen reader reads the raw text)."""
    names = {s.user_id: s.name for s in info.seats}
    line = _MENTION.sub(lambda m: names.get(int(m.group(1)), ""), line)
    line = _TIME.sub("", line)
    return " ".join(_MARKDOWN.sub("", line).split())


def now_text(info: GameInfo, lang: str) -> str:
    """"Now: Alice: take a card from the layout." ("" when nobody must act)."""
    if info.status != "active" or not info.to_act:
        return ""
    names = {s.user_id: s.name for s in info.seats}
    players = [names[u] for u in info.to_act if u in names]
    what = info.render(info.prompt.text, lang) if info.prompt is not None and info.prompt.text else i18n.tr(lang, "bot-your-decision")
    return i18n.tr(lang, "bot-alt-now", players=players, what=plain(what, info))


def _sentence(text: str) -> str:
    """``text`` ended as a sentence (a full stop added unless it ends with one already)."""
    return text if not text or text[-1] in ".!?…:" else text + "."


def describe(info: GameInfo, lines: list[str], *, close_up: bool = False, shows: str | None = None, limit: int = MAX_DESCRIPTION) -> str:
    """The description of the board picture (``close_up``: of its close-up) of ``info``'s post
    whose public lines are ``lines`` (already in the game's language): "7 Wonders Duel board.
    Now: Alice: take a card. Just happened: Bob builds Temple." in the game's language, at most
    ``limit`` characters (the oldest lines give way to "…"; a head that alone is too long is cut
    with "…").  ``shows``: what the picture itself shows in words (``render.summaries``: Mare
    Nostrum's "Last: ..." since the previous picture), said after the head."""
    lang = info.lang
    head = i18n.tr(lang, "bot-alt-close-up" if close_up else "bot-alt-board", game=_title(info.engine))
    if shows:
        head += " " + _sentence(plain(shows, info))
    now = now_text(info, lang)
    said = [p for p in (plain(line, info) for line in lines) if p]
    start = " ".join(p for p in (head, now) if p)
    for first in range(len(said) + 1):
        kept = said[first:]
        if not kept:
            text = start
        else:
            happened = ("… " if first else "") + " ".join(kept)
            # the lines after the label, not as a Fluent argument (at most 1,000 characters there)
            text = start + " " + i18n.tr(lang, "bot-alt-happened") + " " + happened
        if len(text) <= limit:
            return text
    return start[: limit - 1] + "…"
