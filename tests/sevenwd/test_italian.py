"""Italian as a native speaker writes it (issue 27), for 7 Wonders Duel: every card, guild,
Wonder and progress token name has its definite article (``.article`` in the Italian catalog,
right for the word's first letters), and every Italian message that names one in running text
goes through ``IL()`` or an articulated preposition (``DI``, ``A``, ``DA``, ``IN``, ``SU``: "costruisce
gli Scavi", "con la Riserva di legno", "grazie al Tempio di Artemide"); the prompts are in the
imperative ("Alice: prendi una Meraviglia tra quelle offerte"); one card revealed is "Rivelata",
several "Rivelate"; coins are named ("1 Argilla per 2 monete", "a 1 moneta l'una")."""

from __future__ import annotations

import re

import pytest
from fluent.syntax import FluentParser, ast

import engines
import i18n
from engines.sevenwd import texts as T
from engines.sevenwd.data import CARDS, TOKENS, WONDERS
from engines.text import msg

CATALOG = i18n.LOCALE_DIR / "it" / "sevenwd.ftl"
#: the variables that hold one name of a card, a Wonder or a progress token
NAME_VARS = {"card", "wonder", "source", "token"}
#: the functions that write a name with its article (i18n.FUNCTIONS)
ARTICLE_FUNCTIONS = {"IL", "DI", "A", "DA", "IN", "SU"}
#: messages where a bare name is right, and why
BARE_ALLOWED = {
    "sevenwd-card-label": "a button's label: the name, then its colour in brackets",
    "sevenwd-slot-label": "a button's label",
    "sevenwd-opt-wonder-free": "a button's label: \"Meraviglia Pireo: gratis\" (apposition)",
    "sevenwd-opt-wonder-paid": "a button's label (apposition)",
    "sevenwd-opt-draft": "a button's label",
}
#: a token's name after "segnalino (Progresso)" is an apposition: "il segnalino Progresso Legge"
APPOSITION = re.compile(r"segnalino( Progresso)? $")


def _entries() -> dict[str, ast.Message]:
    res = FluentParser().parse(CATALOG.read_text(encoding="utf-8"))
    return {e.id.name: e for e in res.body if isinstance(e, ast.Message)}


def _names() -> list[str]:
    return ([f"sevenwd-card-{c}" for c in CARDS] + [f"sevenwd-wonder-{w}" for w in WONDERS]
            + [f"sevenwd-token-{t}" for t in TOKENS])


def _article_fits(article: str, word: str) -> bool:
    """Italian definite article rules: l' before a vowel; lo/gli before s + consonant, z, gn, ps,
    x, y; il/i before another consonant; la/le before a consonant (feminine)."""
    w = word.lower()
    vowel = w[0] in "aeiouàèéìòù" or w[0] == "h"
    lo = bool(re.match(r"s[^aeiou]|z|gn|ps|x|y", w))
    return {"l'": vowel, "lo": lo and not vowel, "gli": vowel or lo, "il": not vowel and not lo,
            "i": not vowel and not lo, "la": not vowel, "le": True}[article]


@pytest.mark.parametrize("msg_id", _names())
def test_every_name_has_its_article(msg_id):
    entry = _entries()[msg_id]
    articles = {a.id.name: "".join(e.value for e in a.value.elements if isinstance(e, ast.TextElement))
                for a in entry.attributes}
    assert "article" in articles, f"{msg_id} has no .article in the Italian catalog"
    name = i18n.tr("it", msg_id)
    assert _article_fits(articles["article"], name), (msg_id, articles["article"], name)


def _bare_names(node, before: str = "") -> list[str]:
    """The name variables of ``node`` (a pattern) written bare: not an argument of an article
    function, not an apposition after "segnalino"."""
    out: list[str] = []
    prev = before
    for el in node.elements:
        if isinstance(el, ast.TextElement):
            prev += el.value
            continue
        expr = el.expression
        if isinstance(expr, ast.VariableReference):
            if expr.id.name in NAME_VARS and not APPOSITION.search(prev):
                out.append(expr.id.name)
        elif isinstance(expr, ast.SelectExpression):
            for variant in expr.variants:
                out += _bare_names(variant.value, prev)
        elif isinstance(expr, ast.FunctionReference) and expr.id.name not in ARTICLE_FUNCTIONS:
            out += [a.id.name for a in expr.arguments.positional
                    if isinstance(a, ast.VariableReference) and a.id.name in NAME_VARS]
        prev += "{}"
    return out


def test_every_message_naming_a_card_wonder_or_token_uses_its_article():
    bare = {}
    for msg_id, entry in _entries().items():
        if entry.value is None or msg_id in BARE_ALLOWED:
            continue
        found = _bare_names(entry.value)
        if found:
            bare[msg_id] = found
    assert not bare, f"Italian messages naming a card, Wonder or token without IL()/DI()/...: {bare}"


def test_the_check_finds_a_bare_name():
    """The checker itself, on a message written as before issue 27."""
    res = FluentParser().parse("x = { $player } costruisce { $card } gratis.\ny = prende il segnalino Progresso { $token }.\n")
    x, y = (e for e in res.body if isinstance(e, ast.Message))
    assert _bare_names(x.value) == ["card"] and _bare_names(y.value) == []


@pytest.mark.parametrize(("card", "want"), [("quarry", "costruisce gli Scavi gratis"),
                                            ("palisade", "costruisce la Palizzata gratis"),
                                            ("workshop", "costruisce l'Opificio gratis"),
                                            ("scriptorium", "costruisce lo Scrittorio gratis")])
def test_sentences_read_with_the_article(card, want):
    assert want in i18n.render(msg("sevenwd-ev-build-free", player="Alice", card=T.card(card)), "it")


def test_the_reviewed_lines_read_as_corrected():
    """The lines of shared/review/italian-2026-12.md (7 Wonders Duel), from the same messages."""
    it = lambda m: i18n.render(m, "it")  # noqa: E731
    assert it(msg("sevenwd-ev-reveal", cards=[T.card("palisade")], n=1)) == "Rivelata: Palizzata."
    assert it(msg("sevenwd-ev-reveal", cards=[T.card("walls"), T.card("lighthouse")], n=2)) == "Rivelate: Mura e Faro."
    assert "con la Riserva di legno" in it(msg("sevenwd-ev-wonder", player="Bob", wonder=T.wonder("the_temple_of_artemis"),
                                              card=T.card("wood_reserve")))
    assert it(T.bought([(2, 1)])[0]) == "1 Argilla per 2 monete"
    assert it(T.bought([(1, 1), (1, 1)])[0]) == "2 Argille a 1 moneta l'una"
    assert it(msg("sevenwd-ev-mausoleum", player="Bob", card=T.card("parade_ground"))) == \
        "Grazie al Mausoleo, Bob costruisce gratis la Piazza d'armi dalla pila degli scarti."
    assert it(msg("sevenwd-prompt-draft-wonder")) == "prendi una Meraviglia tra quelle offerte"
    assert it(msg("sevenwd-prompt-build-from-discard")) == "scegli dalla pila degli scarti una carta da costruire gratis"
    assert it(msg("sevenwd-board-legend-needs")) == "concatenazione scura: gratis se possiedi il simbolo"
    assert it(msg("sevenwd-ev-coins-from", player="Bob", n=12, source=T.wonder("the_temple_of_artemis"))) == \
        "Bob prende 12 monete grazie al Tempio di Artemide."


def test_every_prompt_is_in_the_imperative():
    """No Italian prompt or pending decision begins with an infinitive ("prendere", "scegliere")."""
    for msg_id in _entries():
        if msg_id.startswith(("sevenwd-prompt-", "sevenwd-pending-")) and msg_id != "sevenwd-prompt-game-over":
            text = i18n.tr("it", msg_id, color="red").split(", ")[-1] if msg_id.endswith(("mausoleum", "library")) \
                else i18n.tr("it", msg_id, color="red")
            first = text.split()[0]
            assert not re.search(r"(are|ere|ire)$", first), (msg_id, text)


def test_the_reveal_event_counts_its_cards():
    """The engine passes how many cards a reveal names (singular or plural in Italian)."""
    e = engines.get("7wd")
    st = e.setup(2, {}, 7)
    seen = set()
    while e.outcome(st) is None and len(seen) < 2:
        seat = e.prompt(st).seats[0]
        st, events = e.apply(st, seat, e.auto_action(st, seat))
        for ev in events:
            if ev.kind == "reveal":
                n = len(ev.data["cards"])
                assert ev.text.args["n"] == n
                assert i18n.render(ev.text, "it").startswith("Rivelata:" if n == 1 else "Rivelate:")
                seen.add(min(n, 2))
    assert seen == {1, 2}
