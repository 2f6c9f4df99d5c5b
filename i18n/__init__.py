"""Agora's languages: Fluent message catalogs and the formatting of engine texts at the edge.

Catalogs are Project Fluent files, ``i18n/locales/<lang>/<domain>.ftl`` (one domain per engine,
plus ``bot``, ``cmd`` for slash commands and ``common``); every file exists in every language with
the same message ids and the same variables (``tests/i18n/test_catalogs.py``).  Plurals and
placeholders are Fluent's (``fluent.runtime``, CLDR plural rules through Babel); lists are joined by
Babel's ``format_list``.

``render(text, lang, names)`` turns an engine :data:`engines.text.Text` into a string in ``lang``
and fills the ``{pN}`` seat placeholders with ``names``.

Italian euphony (the "d eufonica"): the catalogs' functions ``AD($x)`` and ``ED($x)`` write the
preposition "a" / the conjunction "e" and then ``$x``, as "ad" / "ed" when ``$x`` begins with the
same vowel ("Tocca ad Alice", "fino ad Armamento", "Acquedotto ed Essiccatoio"; "a Bob", "e
Ugo", as the Accademia della Crusca advises: only before the same vowel).  A list joined in
Italian ends with "ed" before an item beginning with "e".  A seat's name is known only when the
``{pN}`` placeholders are filled, after formatting: the choice is then left as a marker (a
private-use character) that :func:`fill_names` resolves once the name is in.  ``IL($x)`` puts
the Italian definite article before a name (its message's ``.article`` attribute, a grammar
attribute of the Italian catalogs only: "il", "lo", "la", "l'", "i", "gli", "le"): "prende le
Piramidi", "acquisisce il Mausoleo"; ``DI``, ``A``, ``DA``, ``IN`` and ``SU`` write the articulated
preposition ("della Tracia", "nell'Attica", "dalle Cicladi"; "di Roma" for a name with none).
``GENDER($x)`` gives the agreement of such a name for a selector: its ``.gender`` attribute ("m" or
"f"; without one, "f" for the articles "la"/"le", else "m"), with "-pl" when its article is plural
("i", "gli", "le"): "ottiene le Vele, prima nazione a possederle".  Layering: render/, bot/ and cogs/ use
this package; engines never do (they only build :class:`engines.text.Msg`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from babel.lists import format_list
from fluent.runtime import FluentBundle, FluentResource

from engines.text import Msg, Text

log = logging.getLogger(__name__)

#: the languages Agora speaks, the default first
LOCALES: tuple[str, ...] = ("en", "it")
DEFAULT_LOCALE = "en"
LOCALE_DIR = Path(__file__).parent / "locales"

_PLACEHOLDER = re.compile(r"\{p(\d+)\}")
#: markers of a preposition "a"/"ad" and a conjunction "e"/"ed" still to choose (see the module
#: docstring): each stands for the word and the space after it
_AD, _ED = "\ue0a0", "\ue0e0"
_EUPHONY = re.compile("([\ue0a0\ue0e0])([*_~`|“\"«(]*)(\\{p\\d+\\}|.?)", re.S)


def _euphony(text: str) -> str:
    """Resolve the :data:`_AD`/:data:`_ED` markers of ``text`` by the letter that follows them
    (markup skipped); a marker before a ``{pN}`` not yet filled stays for :func:`fill_names`."""
    if _AD not in text and _ED not in text:
        return text

    def choose(m: re.Match[str]) -> str:
        marker, markup, following = m.group(1), m.group(2), m.group(3)
        if following.startswith("{p"):
            return m.group(0)
        vowel, word = ("a", "a") if marker == _AD else ("e", "e")
        if following[:1].lower() == vowel:
            word += "d"
        return f"{word} {markup}{following}"

    return _EUPHONY.sub(choose, text)


def _ad(value: Any) -> str:
    """The Fluent function ``AD``: "a" or "ad" then ``value`` (Italian catalogs)."""
    return _euphony(f"{_AD}{value}")


def _ed(value: Any) -> str:
    """The Fluent function ``ED``: "e" or "ed" then ``value`` (Italian catalogs)."""
    return _euphony(f"{_ED}{value}")


class Named(str):
    """A nested message formatted for an argument, with its ``.article`` attribute (the Italian
    definite article of its name: "il", "lo", "la", "l'", "i", "gli", "le"), None when it has none,
    and its ``.gender`` attribute ("m" or "f"), None when it has none."""

    article: str | None = None
    gender: str | None = None


def _gender(value: Any) -> str:
    """The Fluent function ``GENDER``: "m", "f", "m-pl" or "f-pl" for a name (its ``.gender``, else
    guessed from its article: "la"/"le" feminine; plural for "i", "gli", "le"); "m" for anything
    else."""
    article = getattr(value, "article", None)
    gender = getattr(value, "gender", None) or ("f" if article in ("la", "le") else "m")
    return f"{gender}-pl" if article in ("i", "gli", "le") else gender


def _il(value: Any) -> str:
    """The Fluent function ``IL``: ``value`` with its definite article when it is a name whose
    message has an ``.article`` attribute ("prende le Piramidi", "acquisisce il Mausoleo");
    any other value unchanged (a hero: "acquisisce Giulio Cesare")."""
    article = getattr(value, "article", None)
    if not article:
        return str(value)
    return f"{article}{value}" if article.endswith("'") else f"{article} {value}"


#: Italian articulated prepositions: (preposition, article) -> the contracted word ("di" + "la" =
#: "della"); the preposition alone where the name has no article ("di Roma", "a Creta")
_CONTRACTED: dict[str, dict[str, str]] = {
    "di": {"il": "del", "lo": "dello", "la": "della", "l'": "dell'", "i": "dei", "gli": "degli", "le": "delle"},
    "a": {"il": "al", "lo": "allo", "la": "alla", "l'": "all'", "i": "ai", "gli": "agli", "le": "alle"},
    "da": {"il": "dal", "lo": "dallo", "la": "dalla", "l'": "dall'", "i": "dai", "gli": "dagli", "le": "dalle"},
    "in": {"il": "nel", "lo": "nello", "la": "nella", "l'": "nell'", "i": "nei", "gli": "negli", "le": "nelle"},
    "su": {"il": "sul", "lo": "sullo", "la": "sulla", "l'": "sull'", "i": "sui", "gli": "sugli", "le": "sulle"},
}


def _with_preposition(preposition: str, value: Any) -> str:
    """``preposition`` joined with ``value``'s definite article (its ``.article``, see
    :func:`_il`): "della Tracia", "nell'Attica", "dalle Cicladi"; with no article the plain
    preposition ("di Roma", "a Creta": "a" becomes "ad" before a name in "a", as :func:`_ad`)."""
    article = getattr(value, "article", None)
    if not article:
        return _ad(value) if preposition == "a" else f"{preposition} {value}"
    word = _CONTRACTED[preposition][article]
    return f"{word}{value}" if word.endswith("'") else f"{word} {value}"


#: the custom functions the catalogs may call (besides Fluent's NUMBER and DATETIME): ``DI``,
#: ``A``, ``DA``, ``IN``, ``SU`` write the Italian articulated preposition before a name whose
#: message has an ``.article`` ("la Tracia" -> ``DA`` "dalla Tracia"), the plain one otherwise
FUNCTIONS: dict[str, Any] = {
    "AD": _ad,
    "ED": _ed,
    "IL": _il,
    "GENDER": _gender,
    "DI": lambda v: _with_preposition("di", v),
    "A": lambda v: _with_preposition("a", v),
    "DA": lambda v: _with_preposition("da", v),
    "IN": lambda v: _with_preposition("in", v),
    "SU": lambda v: _with_preposition("su", v),
}


class MissingMessage(KeyError):
    """A message id that a catalog lacks, or an argument the message needs and did not get
    (raised by ``render(..., strict=True)``; tests use it)."""


def normalize_locale(value: Any) -> str:
    """``"it"`` for an Italian Discord locale (``"it"``, ``discord.Locale.italian``, ``"it-IT"``),
    otherwise ``"en"``.  ``None`` -> ``"en"``."""
    if value is None:
        return DEFAULT_LOCALE
    text = str(getattr(value, "value", value)).lower()
    return "it" if text.split("-")[0].split("_")[0] == "it" else DEFAULT_LOCALE


def fill_names(text: str, names: Mapping[int, str] | None) -> str:
    """Replace ``{pN}`` by seat ``N``'s display name, in one pass (a name that itself looks like a
    placeholder is not expanded again).  Unknown seats stay as written."""
    if not names or "{p" not in text:
        return _euphony(text)
    return _euphony(_PLACEHOLDER.sub(lambda m: names.get(int(m.group(1)), m.group(0)), text))


@cache
def bundle(lang: str) -> FluentBundle:
    """The Fluent bundle of ``lang`` with every ``.ftl`` file of ``i18n/locales/<lang>/``."""
    b = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    for path in sorted((LOCALE_DIR / lang).glob("*.ftl")):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


def has(msg_id: str, lang: str = DEFAULT_LOCALE) -> bool:
    """Whether the catalog of ``lang`` has the message ``msg_id``."""
    return bundle(lang).has_message(msg_id)


def _named(msg_id: str, args: Mapping[str, Any], lang: str, strict: bool) -> str:
    """A nested message as an argument: its text, carrying its ``.article`` (see :func:`_il`)."""
    text = _format(msg_id, args, lang, strict)
    b = bundle(lang)
    if b.has_message(msg_id):
        attributes = b.get_message(msg_id).attributes
        if "article" in attributes or "gender" in attributes:
            named = Named(text)
            for key in ("article", "gender"):
                if key in attributes:
                    setattr(named, key, str(b.format_pattern(attributes[key], {})[0]))
            return named
    return text


def _arg(value: Any, lang: str, strict: bool) -> Any:
    if isinstance(value, Msg):
        return _named(value.id, value.args, lang, strict)
    if isinstance(value, dict) and "id" in value:
        return _named(value["id"], value.get("args") or {}, lang, strict)
    if isinstance(value, (list, tuple)):
        items = [str(_arg(v, lang, strict)) for v in value]
        if not items:
            return ""
        joined = format_list(items, locale=lang)
        last = items[-1]
        if lang == "it" and len(items) > 1 and joined.endswith(" e " + last):
            # "Acquedotto ed Essiccatoio": the conjunction before the last item is chosen by it
            joined = _euphony(joined[: -len(last) - 3] + " " + _ED + last)
        return joined
    if isinstance(value, bool):
        return int(value)
    return value


def _format(msg_id: str, args: Mapping[str, Any], lang: str, strict: bool) -> str:
    b = bundle(lang)
    if not b.has_message(msg_id):
        if strict:
            raise MissingMessage(f"{lang}: no message {msg_id!r}")
        log.warning("i18n: no message %r in %s", msg_id, lang)
        if lang != DEFAULT_LOCALE:
            return _format(msg_id, args, DEFAULT_LOCALE, strict)
        return msg_id
    message = b.get_message(msg_id)
    if message.value is None:
        if strict:
            raise MissingMessage(f"{lang}: message {msg_id!r} has no value")
        return msg_id
    resolved = {k: _arg(v, lang, strict) for k, v in args.items()}
    text, errors = b.format_pattern(message.value, resolved)
    if errors:
        if strict:
            raise MissingMessage(f"{lang}: {msg_id}: {errors}")
        log.warning("i18n: %s in %s: %s", msg_id, lang, errors)
    return _euphony(str(text))


def tr(lang: str, msg_id: str, /, **args: Any) -> str:
    """The message ``msg_id`` in ``lang`` with ``args`` (same argument kinds as :class:`Msg`)."""
    return _format(msg_id, args, normalize_locale(lang), False)


def render(
    text: "Text | None",
    lang: str = DEFAULT_LOCALE,
    names: Mapping[int, str] | None = None,
    *,
    strict: bool = False,
    sep: str = "\n",
) -> str:
    """The string a person reads for ``text`` (a :class:`Msg`, its dict, a list of lines, or a
    verbatim string) in ``lang``, with ``{pN}`` replaced from ``names``.

    ``strict``: raise :class:`MissingMessage` for an unknown id or a missing argument (tests);
    otherwise the English text, then the bare id, is used and a warning is logged.
    """
    if text is None:
        return ""
    lang = normalize_locale(lang)
    if isinstance(text, str):
        out = text
    elif isinstance(text, Msg):
        out = _format(text.id, text.args, lang, strict)
    elif isinstance(text, dict):
        out = _format(text["id"], text.get("args") or {}, lang, strict)
    else:
        out = sep.join(render(t, lang, None, strict=strict) for t in text)
    return fill_names(out, names)


def render_all(texts: Iterable["Text"], lang: str, names: Mapping[int, str] | None = None) -> list[str]:
    """:func:`render` of each text."""
    return [render(t, lang, names) for t in texts]


__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "MissingMessage",
    "bundle",
    "fill_names",
    "has",
    "normalize_locale",
    "render",
    "render_all",
    "tr",
]
