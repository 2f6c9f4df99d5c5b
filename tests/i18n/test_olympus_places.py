"""Olympus' places in Italian (issue 27, shared/review/italian-2026-12.md): every territory, sea and
wonder name has its article (``.article``; ``{""}`` where Italian uses none, as for the small
islands: "a Creta", "di Rodi"), and every Italian message naming a place in a sentence writes it
through IL, DI, A, DA, IN or SU ("la tribù della Lidia", "dell'Attica", "delle Cicladi", "ritira un
colonizzatore dalla Tracia"), never bare after a plain preposition ("di Lidia", "da Tracia")."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

import i18n
from engines.olympus.data import DATA
from engines.text import msg

IT = i18n.LOCALE_DIR / "it" / "olympus.ftl"
ARTICLES = {"il", "lo", "la", "l'", "i", "gli", "le", ""}
FUNCTIONS = {"IL", "DI", "A", "DA", "IN", "SU"}
#: variables carrying a place's name (a nested message with its .article)
PLACE_VARS = {"territory", "wonder", "sea", "origin"}
#: messages where the name stands alone as a label, not inside a sentence (a menu entry)
#: labels, not sentences: a panel option, and the picture's last-turn lines ("colonizzatore:
#: Tessaglia → Ionia", "Meraviglia costruita: Porta dei Leoni")
LABELS = {"olympus-opt-to", "olympus-last-settle", "olympus-last-new", "olympus-last-wonder"}


def _entries(path: Path) -> dict[str, ast.Message]:
    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    return {e.id.name: e for e in res.body if isinstance(e, ast.Message)}


def _article(entry: ast.Message) -> str | None:
    for a in entry.attributes:
        if a.id.name == "article":
            return "".join(
                el.value if isinstance(el, ast.TextElement) else el.expression.value  # type: ignore[union-attr]
                for el in a.value.elements
            ).strip()
    return None


@pytest.mark.parametrize("prefix,ids", [
    ("olympus-territory-", [t.id for t in DATA.territories]),
    ("olympus-sea-", list(DATA.sea)),
    ("olympus-wonder-", [w.id for w in DATA.wonders]),
])
def test_every_place_and_wonder_has_an_italian_article(prefix: str, ids: list[str]) -> None:
    entries = _entries(IT)
    for i in ids:
        entry = entries.get(prefix + i)
        assert entry is not None, f"{prefix}{i} is missing"
        art = _article(entry)
        assert art is not None, f"{prefix}{i} has no .article (write {{\"\"}} for none)"
        assert art in ARTICLES, f"{prefix}{i}: .article {art!r} is not an Italian article"


class _BarePlaces(visitor.Visitor):
    """Collects the place variables used outside IL/DI/A/DA/IN/SU."""

    def __init__(self) -> None:
        super().__init__()
        self.bare: list[str] = []
        self.depth = 0

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        inside = node.id.name in FUNCTIONS
        self.depth += inside
        self.generic_visit(node)
        self.depth -= inside

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        if node.id.name in PLACE_VARS and not self.depth:
            self.bare.append(node.id.name)


def test_every_italian_message_naming_a_place_uses_the_article_functions() -> None:
    entries = _entries(IT)
    named = 0
    for key, entry in entries.items():
        v = _BarePlaces()
        v.visit(entry)
        if key in LABELS:
            continue
        assert not v.bare, f"it/olympus.ftl {key}: ${v.bare[0]} without IL/DI/A/DA/IN/SU"
        named += any(isinstance(n, ast.VariableReference) and n.id.name in PLACE_VARS for n in _walk(entry))
    assert named >= 10  # the test reads the messages it means to


def _walk(node: ast.BaseNode) -> list[ast.BaseNode]:
    out: list[ast.BaseNode] = []

    class _All(visitor.Visitor):
        def generic_visit(self, n: ast.BaseNode) -> None:
            out.append(n)
            super().generic_visit(n)

    _All().visit(node)
    return out


def test_the_review_lines_read_as_corrected() -> None:
    """shared/review/italian-2026-12.md, Olympus: the corrected lines."""
    def it(m: object) -> str:
        return i18n.render(m, "it", {0: "Alice", 1: "Bob", 2: "Carol", 3: "Dave"})  # type: ignore[arg-type]

    T = lambda t: msg(f"olympus-territory-{t}")  # noqa: E731
    assert it(msg("olympus-ev-tribe", player="{p2}", territory=T("lydia"), ap=2, swords=0)).startswith(
        "Carol sconfigge la tribù della Lidia")
    assert "dell'Attica" in it(msg("olympus-ev-tribe", player="{p2}", territory=T("attica"), ap=2, swords=0))
    assert "delle Cicladi" in it(msg("olympus-ev-tribe", player="{p2}", territory=T("cyclades"), ap=2, swords=0))
    assert it(msg("olympus-ev-hades", player="{p2}", territory=T("thrace"))) == "Carol ritira un colonizzatore dalla Tracia."
    assert "in Creta" in it(msg("olympus-ev-settle", player="{p0}", territory=T("crete"), ap=3, new=0))
    assert it(msg("olympus-ev-time", player="{p0}", hourglasses=0, steps=4, pos=4)) == "Alice avanza di 4 caselle, fino alla casella 4."
    assert it(msg("olympus-ev-time", player="{p0}", hourglasses=1, steps=1, pos=5)).endswith("e avanza di 1 casella, fino alla casella 5.")
    assert it(msg("olympus-effect-hecate", god=msg("olympus-god-hecate"), players=["{p3}"], n=1, zeus=[])).startswith(
        "Ecate: Dave aggiunge un colonizzatore alla propria riserva")
    assert it(msg("olympus-ev-flee", player="{p0}", origin=T("olympos"), territory=T("thessaly"), ap=0)) == (
        "Alice fa fuggire un colonizzatore dall'Olimpo (la fuga è gratuita) verso la Tessaglia senza spendere punti azione.")
    assert it(msg("olympus-colour-red")) == "rosso"
    two = [msg("olympus-n-destiny", n=2, card=msg("olympus-destiny-wood_points"))]
    assert it(msg("olympus-ev-oracle-kept", player="{p0}", discarded=two)) == "Alice tiene una carta e scarta due carte Prestigio del legno."
    assert i18n.render(msg("olympus-ev-oracle-kept", player="{p0}", discarded=two), "en", {0: "Alice"}) == (
        "Alice keeps one card and discards two Prestige of wood cards.")
