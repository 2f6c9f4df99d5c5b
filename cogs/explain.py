"""``/agora rules`` and ``/agora card``: the rules in short and every card, in the reader's language.

Both read only the engines' static hooks (:meth:`engines.base.Engine.rules_topics` and
:meth:`engines.base.Engine.glossary`): no game, no database except the reader's stored language.
Answers are private (ephemeral) and in the reader's language: their stored choice
(``Storage.user_prefs(user).locale``) when set, else the Discord client's (``interaction.locale``).

- ``/agora rules game:<g> [topic]``: every topic of the game (the turn, the phases, how to win,
  the battle arithmetic...) or only ``topic``, each with the rulebook page it summarises.  The
  topic option autocompletes from the chosen game's topics.
- ``/agora card name:<n>``: one glossary entry (a card, Wonder, progress token, hero, building,
  unit) of any game: its name, kind, game, and cost and effect in words.  The name autocompletes;
  a typed name matches in the reader's language first, then in the other one (case and accents
  ignored), so an Italian reader may type "Segheria" or "Lumber Yard".

An unknown game, topic or card gets a clear private sentence.  The choice values are stable ids
(``"<engine id>:<entry key>"`` for cards, the topic's ``key`` for topics), never a display name.
The pure functions (:func:`rules_answer`, :func:`card_answer`, :func:`card_choices`,
:func:`topic_choices`) take the language and are what the tests call; the coroutines at the end
answer the interaction.
"""

from __future__ import annotations

import logging
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

import engines
import i18n
from cogs.lang import lang_of
from cogs.messages import split_content
from engines.base import Engine, Entry, RulesTopic

if TYPE_CHECKING:
    from bot.app.agora import Agora

log = logging.getLogger(__name__)

#: Discord shows at most 25 autocomplete choices; a choice's name and value are <= 100 characters
MAX_CHOICES = 25
MAX_CHOICE_TEXT = 100
NO_MENTIONS = discord.AllowedMentions.none()


def _engine(game: str) -> Engine | None:
    """The engine of ``game``, or None when it is unknown or does not load."""
    if game not in engines.available():
        return None
    try:
        return engines.get(game)
    except Exception:  # a broken engine must not break the others' commands
        log.exception("engine %r does not load", game)
        return None


def normalize(text: str) -> str:
    """``text`` for matching: accents dropped, case folded, punctuation as spaces, one space
    between words ("Caravanserraglio", "caravanserraglio" and "CARAVANSERRAGLIO" match)."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return " ".join("".join(c if c.isalnum() else " " for c in plain).split())


def _score(query: str, name: str) -> int | None:
    """How well the normalized ``name`` matches the normalized ``query``: 0 exact, 1 prefix, 2 a
    word's prefix, 3 anywhere; None when it does not."""
    if name == query:
        return 0
    if name.startswith(query):
        return 1
    if f" {query}" in f" {name}":
        return 2
    if query in name:
        return 3
    return None


@dataclass(frozen=True)
class Item:
    """One glossary entry of one game, with its names rendered in every language."""

    game: str
    entry: Entry
    names: dict[str, str]  # language -> name as read
    keys: dict[str, str]  # language -> normalized name

    @property
    def value(self) -> str:
        """The autocomplete value: ``"<engine id>:<entry key>"``."""
        return f"{self.game}:{self.entry.key}"


@lru_cache(maxsize=16)
def _items_of(engine: Engine) -> tuple[Item, ...]:
    items = []
    for entry in engine.glossary():
        names = {lang: i18n.render(entry.name, lang) for lang in i18n.LOCALES}
        items.append(Item(engine.id, entry, names, {lang: normalize(n) for lang, n in names.items()}))
    return tuple(items)


def items() -> list[Item]:
    """Every glossary entry of every game that loads, in the registry's order."""
    out: list[Item] = []
    for game in engines.available():
        engine = _engine(game)
        if engine is None:
            continue
        try:
            out += _items_of(engine)
        except Exception:
            log.exception("the glossary of %r does not load", game)
    return out


def _title(game: str) -> str:
    engine = _engine(game)
    return engine.title if engine is not None else game


def _games_list() -> str:
    return ", ".join(f"{_title(g)} (`{g}`)" for g in engines.available())


def _clip(text: str, limit: int = MAX_CHOICE_TEXT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _ranked(query: str, lang: str, pool: list[Item]) -> list[Item]:
    """``pool`` filtered by ``query``: matches in ``lang`` first (exact, prefix, word prefix,
    anywhere), then matches in the other languages; alphabetical within a rank."""
    q = normalize(query)
    others = [x for x in i18n.LOCALES if x != lang]
    scored: list[tuple[int, str, Item]] = []
    for item in pool:
        if not q:
            scored.append((0, item.keys[lang], item))
            continue
        best = _score(q, item.keys[lang])
        if best is None:
            found = [s for s in (_score(q, item.keys[o]) for o in others) if s is not None]
            best = min(found) + 4 if found else None
        if best is not None:
            scored.append((best, item.keys[lang], item))
    scored.sort(key=lambda t: (t[0], t[1]))
    return [item for _, _, item in scored]


def choice_name(item: Item, lang: str) -> str:
    """What the autocomplete list shows: "Lumber Yard (Age I card, 7 Wonders Duel)"."""
    text = i18n.tr(lang, "explain-choice", name=item.names[lang], kind=i18n.render(item.entry.kind, lang), game=_title(item.game))
    return _clip(text)


def card_choices(current: str, lang: str) -> list[app_commands.Choice[str]]:
    """The autocomplete choices for the card name typed so far (at most 25)."""
    return [app_commands.Choice(name=choice_name(i, lang), value=i.value) for i in _ranked(current, lang, items())[:MAX_CHOICES]]


def find_card(value: str, lang: str) -> tuple[Item | None, list[Item]]:
    """The entry ``value`` names: an autocomplete value (``"7wd:card:lumber_yard"``), or a typed
    name matched whole in any language (case and accents ignored), else the only entry whose
    name contains it.  Returns ``(item, [])``, or ``(None, candidates)`` when several match
    (``candidates`` empty when none does)."""
    every = items()
    for item in every:
        if item.value == value:
            return item, []
    q = normalize(value)
    if not q:
        return None, []
    exact = [i for i in every if q in i.keys.values()]
    if len(exact) == 1:
        return exact[0], []
    if exact:
        return None, exact
    ranked = _ranked(value, lang, every)
    return (ranked[0], []) if len(ranked) == 1 else (None, ranked)


def card_answer(value: str, lang: str) -> str:
    """The ``/agora card`` answer for ``value`` in ``lang``: the entry's name, kind and game,
    then its cost and effect; or why nothing was found."""
    item, candidates = find_card(value, lang)
    if item is None:
        if not items():
            return i18n.tr(lang, "explain-no-glossary")
        if candidates:
            names = [f"{c.names[lang]} ({_title(c.game)})" for c in candidates[:10]]
            return i18n.tr(lang, "explain-several-cards", name=value, names=names)
        return i18n.tr(lang, "explain-unknown-card", name=_clip(value, 80))
    title = i18n.tr(
        lang, "explain-card-title", name=item.names[lang], kind=i18n.render(item.entry.kind, lang), game=_title(item.game)
    )
    return f"{title}\n{i18n.render(item.entry.text, lang)}"


def topics(game: str) -> list[RulesTopic]:
    """The rules topics of ``game`` (empty for an unknown game or one without any)."""
    engine = _engine(game)
    if engine is None:
        return []
    try:
        return list(engine.rules_topics())
    except Exception:
        log.exception("the rules topics of %r do not load", game)
        return []


def topic_choices(game: str | None, current: str, lang: str) -> list[app_commands.Choice[str]]:
    """The autocomplete choices for the topic typed so far, among ``game``'s topics (their
    titles in ``lang``, matched in every language; values are the topics' keys)."""
    if not game:
        return []
    q = normalize(current)
    scored = []
    for t in topics(game):
        titles = {x: i18n.render(t.title, x) for x in i18n.LOCALES}
        own = _score(q, normalize(titles[lang])) if q else 0
        other = [s for s in (_score(q, normalize(v)) for x, v in titles.items() if x != lang) if s is not None]
        best = own if own is not None else (min(other) + 4 if other else None)
        if best is None and q and _score(q, normalize(t.key)) is not None:
            best = 8
        if best is not None:
            scored.append((best, titles[lang], t.key))
    scored.sort(key=lambda s: s[0])  # stable: the engine's order within a rank
    return [app_commands.Choice(name=_clip(title), value=key) for _, title, key in scored[:MAX_CHOICES]]


def _find_topic(game: str, value: str) -> RulesTopic | None:
    """The topic named by its key, or by its title in any language (case and accents ignored)."""
    q = normalize(value)
    for t in topics(game):
        if t.key == value or normalize(t.key) == q:
            return t
    for t in topics(game):
        if any(normalize(i18n.render(t.title, x)) == q for x in i18n.LOCALES):
            return t
    return None


def source_line(source: str, lang: str) -> str:
    """The rulebook reference under a topic, in italics: "Rulebook: p. 6", or the source as
    written when it names the rulebook itself ("Regolamento di 7 Wonders Duel, p. 9")."""
    if any(word in source.casefold() for word in ("rulebook", "regolamento", "rules")):
        return f"*📖 {source}*"
    return f"*{i18n.tr(lang, 'explain-source', source=source)}*"


def _topic_text(t: RulesTopic, lang: str) -> str:
    lines = [f"**{i18n.render(t.title, lang)}**", i18n.render(t.text, lang)]
    if t.source:
        lines.append(source_line(t.source, lang))
    return "\n".join(lines)


def rules_answer(game: str, topic: str | None, lang: str) -> list[str]:
    """The ``/agora rules`` answer in ``lang`` as Discord messages (each <= 2000 characters):
    every topic of ``game``, or only ``topic``, each with its rulebook page; or why not."""
    if _engine(game) is None:
        return [i18n.tr(lang, "explain-unknown-game", game=_clip(game, 80), games=_games_list())]
    title = _title(game)
    found = topics(game)
    if not found:
        return [i18n.tr(lang, "explain-no-rules", game=title)]
    titles = [i18n.render(t.title, lang) for t in found]
    if topic:
        chosen = _find_topic(game, topic)
        if chosen is None:
            return [i18n.tr(lang, "explain-unknown-topic", game=title, topic=_clip(topic, 80), topics=titles)]
        head = i18n.tr(lang, "explain-rules-topic-title", game=title, topic=i18n.render(chosen.title, lang))
        body = [i18n.render(chosen.text, lang)]
        if chosen.source:
            body.append(source_line(chosen.source, lang))
        return [c for c in split_content("\n".join([head, *body])) if c]
    parts = [i18n.tr(lang, "explain-rules-title", game=title)]
    parts += [_topic_text(t, lang) for t in found]
    parts.append(i18n.tr(lang, "explain-topics-hint", topics=titles))
    return _pack(parts)


def _pack(parts: list[str]) -> list[str]:
    """Paragraphs put into as few messages as fit (a blank line between paragraphs; a topic is
    cut only when it alone is longer than a message)."""
    out: list[str] = []
    current = ""
    for part in parts:
        candidate = f"{current}\n\n{part}" if current else part
        if len(candidate) <= 2000:
            current = candidate
            continue
        if current:
            out.append(current)
        chunks = split_content(part)
        out += chunks[:-1]
        current = chunks[-1]
    if current:
        out.append(current)
    return out


# ---- answering the interaction ------------------------------------------------------------


async def reader_lang(app: "Agora", interaction: discord.Interaction) -> str:
    """The reader's language: their stored choice (``/agora language``) if any, else their
    Discord client's (:func:`cogs.lang.lang_of`)."""
    return await lang_of(interaction)


async def _send(interaction: discord.Interaction, chunks: list[str]) -> None:
    """Private answer(s): the deferred placeholder edited, then private follow-ups."""
    await interaction.edit_original_response(content=chunks[0], allowed_mentions=NO_MENTIONS)
    for chunk in chunks[1:]:
        await interaction.followup.send(chunk, ephemeral=True, allowed_mentions=NO_MENTIONS)


async def rules_command(app: "Agora", interaction: discord.Interaction, game: str, topic: str | None) -> None:
    """``/agora rules``: answered privately."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await reader_lang(app, interaction)
    await _send(interaction, rules_answer(game, topic, lang))


async def card_command(app: "Agora", interaction: discord.Interaction, name: str) -> None:
    """``/agora card``: answered privately."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await reader_lang(app, interaction)
    await _send(interaction, [c for c in split_content(card_answer(name, lang)) if c] or [""])


async def card_autocomplete(app: "Agora", interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return card_choices(current, await reader_lang(app, interaction))


async def topic_autocomplete(app: "Agora", interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    game: Any = getattr(interaction.namespace, "game", None)
    return topic_choices(str(game) if game else None, current, await reader_lang(app, interaction))
