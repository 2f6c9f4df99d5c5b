"""A test-only game with a glossary and rules topics (the toy engine of tests/toy_engine.py plus
the hooks of ``/agora card`` and ``/agora rules``), and its texts in English and Italian.

:func:`install` registers it as ``"toyg"`` and adds :data:`FTL` to the Fluent bundles for the
duration of a test (the real catalogs stay untouched)."""

from __future__ import annotations

from typing import Any

from fluent.runtime import FluentBundle, FluentResource

import engines
import i18n
from engines.base import Entry, RulesTopic
from engines.text import msg
from tests.toy_engine import ToyEngine

FTL = {
    "en": """
toyg-kind-card = Age I card
toyg-kind-wonder = Wonder
toyg-card-lumber = Lumber Yard
toyg-card-lumber-text = Cost: free. Produces { $n ->
    [one] { $n } wood
   *[other] { $n } wood
}.
toyg-card-university = University
toyg-card-university-text = Cost: 2 papyrus. 2 victory points.
toyg-wonder-pyramids = The Pyramids
toyg-wonder-pyramids-text = Cost: 3 stone, 1 papyrus. 9 victory points.
toyg-topic-turn = The turn
toyg-topic-turn-text = Take 1 to 3 coins, then everyone seals a bid.
toyg-topic-battle = Battles
toyg-topic-battle-text = One loss per full 5 points: { $points } points cause { $losses } losses.
""",
    "it": """
toyg-kind-card = carta dell'Epoca I
toyg-kind-wonder = Meraviglia
toyg-card-lumber = Segheria
toyg-card-lumber-text = Costo: gratis. Produce { $n } legno.
toyg-card-university = Università
toyg-card-university-text = Costo: 2 papiri. 2 punti vittoria.
toyg-wonder-pyramids = Le Piramidi
toyg-wonder-pyramids-text = Costo: 3 pietra, 1 papiro. 9 punti vittoria.
toyg-topic-turn = Il turno
toyg-topic-turn-text = Prendi da 1 a 3 monete, poi tutti sigillano un'offerta.
toyg-topic-battle = Le battaglie
toyg-topic-battle-text = Una perdita per ogni 5 punti pieni: { $points } punti causano { $losses } perdite.
""",
}


class GlossaryToy(ToyEngine):
    id = "toyg"
    title = "Coin Grab Deluxe"

    def glossary(self) -> list[Entry]:
        card, wonder = msg("toyg-kind-card"), msg("toyg-kind-wonder")
        return [
            Entry(key="card:lumber_yard", name=msg("toyg-card-lumber"), kind=card, text=msg("toyg-card-lumber-text", n=1)),
            Entry(key="card:university", name=msg("toyg-card-university"), kind=card, text=msg("toyg-card-university-text")),
            Entry(key="wonder:pyramids", name=msg("toyg-wonder-pyramids"), kind=wonder, text=msg("toyg-wonder-pyramids-text")),
        ]

    def rules_topics(self) -> list[RulesTopic]:
        return [
            RulesTopic(key="turn", title=msg("toyg-topic-turn"), text=msg("toyg-topic-turn-text"), source="p. 4"),
            RulesTopic(key="battle", title=msg("toyg-topic-battle"),
                       text=msg("toyg-topic-battle-text", points=12, losses=2), source="p. 6"),
        ]


def install(monkeypatch: Any) -> GlossaryToy:
    """Register ``toyg`` and its texts for one test; returns the engine."""
    monkeypatch.setitem(engines.REGISTRY, "toyg", "tests.explain_engine:GlossaryToy")
    bundles: dict[str, FluentBundle] = {}
    real = i18n.bundle

    def bundle(lang: str) -> FluentBundle:
        if lang not in bundles:
            b = FluentBundle([lang], use_isolating=False)
            for path in sorted((i18n.LOCALE_DIR / lang).glob("*.ftl")):
                b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            b.add_resource(FluentResource(FTL[lang]))
            bundles[lang] = b
        return bundles[lang]

    assert real is not None
    monkeypatch.setattr(i18n, "bundle", bundle)
    return engines.get("toyg")  # type: ignore[return-value]
