"""The Fluent catalogs (i18n/locales/<lang>/<domain>.ftl): every file parses, exists in every
language with the same message ids, the same attributes and the same variables, so no reader ever
meets a missing text or a placeholder the other language does not fill."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

import i18n
from engines.text import msg

DIRS = {lang: i18n.LOCALE_DIR / lang for lang in i18n.LOCALES}


def _domains() -> list[str]:
    names: set[str] = set()
    for d in DIRS.values():
        names |= {p.stem for p in d.glob("*.ftl")}
    return sorted(names)


class _Vars(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.vars: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.vars.add(node.id.name)
        self.generic_visit(node)


def _messages(path: Path) -> dict[str, tuple[set[str], set[str]]]:
    """message id -> (attribute names, variables used anywhere in it)."""
    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e for e in res.body if isinstance(e, ast.Junk)]
    assert not junk, f"{path}: syntax errors: {[j.annotations[0].message for j in junk]} in {[j.content[:60] for j in junk]}"
    out: dict[str, tuple[set[str], set[str]]] = {}
    for entry in res.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            assert key not in out, f"{path}: {key} defined twice"
            v = _Vars()
            v.visit(entry)
            out[key] = ({a.id.name for a in entry.attributes}, v.vars)
    return out


@pytest.mark.parametrize("domain", _domains())
def test_every_language_has_every_message_with_the_same_placeholders(domain: str) -> None:
    per_lang = {}
    for lang, d in DIRS.items():
        path = d / f"{domain}.ftl"
        assert path.exists(), f"{domain}.ftl is missing in {lang}"
        per_lang[lang] = _messages(path)
    en = per_lang["en"]
    for lang, messages in per_lang.items():
        missing = sorted(set(en) - set(messages))
        extra = sorted(set(messages) - set(en))
        assert not missing, f"{lang}/{domain}.ftl lacks {missing}"
        assert not extra, f"{lang}/{domain}.ftl has {extra}, which en/{domain}.ftl lacks"
        for key, (attrs, variables) in messages.items():
            assert attrs == en[key][0], f"{lang}/{domain}.ftl {key}: attributes {attrs} vs {en[key][0]}"
            assert variables == en[key][1], f"{lang}/{domain}.ftl {key}: variables {sorted(variables)} vs {sorted(en[key][1])}"


def test_message_ids_are_unique_across_domains() -> None:
    seen: dict[str, str] = {}
    for domain in _domains():
        for key in _messages(DIRS["en"] / f"{domain}.ftl"):
            assert key not in seen, f"{key} is in both {seen[key]}.ftl and {domain}.ftl"
            seen[key] = domain


def test_render_plurals_lists_names_and_nesting() -> None:
    assert i18n.render(msg("common-coins", n=1), "en") == "1 coin"
    assert i18n.render(msg("common-coins", n=3), "it") == "3 monete"
    assert i18n.render(msg("common-player-n", n=2), "it") == "Giocatore 2"
    # a list argument is joined the way each language joins a list; nested messages are formatted
    nested = msg("common-coins", n=[msg("common-player-n", n=1), "{p1}"])
    assert i18n.render(msg("common-player-n", n=[1, 2, 3]), "it") == "Giocatore 1, 2 e 3"
    assert i18n.render(nested, "en", {1: "Bob"}).endswith("coins")
    # seat placeholders are filled after formatting, in one pass
    assert i18n.render(msg("common-player-n", n="{p0}"), "en", {0: "{p1}", 1: "Bob"}) == "Player {p1}"
    # several lines; a verbatim string passes through
    assert i18n.render([msg("common-yes"), "🏛️"], "it") == "Sì\n🏛️"


def test_missing_message_or_argument_is_an_error_in_strict_mode_and_a_fallback_otherwise() -> None:
    with pytest.raises(i18n.MissingMessage):
        i18n.render(msg("no-such-message"), "it", strict=True)
    with pytest.raises(i18n.MissingMessage):
        i18n.render(msg("common-coins"), "en", strict=True)
    assert i18n.render(msg("no-such-message"), "it") == "no-such-message"


def test_discord_locales_map_to_italian_or_english() -> None:
    assert i18n.normalize_locale("it") == "it"
    assert i18n.normalize_locale("it-IT") == "it"
    assert i18n.normalize_locale("en-US") == "en"
    assert i18n.normalize_locale("fr") == "en"
    assert i18n.normalize_locale(None) == "en"
