"""The texts of 7 Wonders Duel in both languages: proper names from the data, the glossary
(/agora card), the rules topics (/agora rules) and the lines that show a calculation's terms."""

import random

import pytest

import i18n
from engines.base import IllegalAction
from engines.sevenwd import rules as R
from engines.sevenwd.data import CARDS, SPEC, TOKENS, WONDERS
from engines.text import Msg
from tests.sevenwd.builders import E, act, position


def en(text) -> str:
    return i18n.render(text, "en", strict=True)


def it(text) -> str:
    return i18n.render(text, "it", strict=True)


@pytest.mark.parametrize("lang,field", [("en", "name"), ("it", "name_it")])
def test_catalog_names_are_the_data_names(lang: str, field: str) -> None:
    """Card, guild, Wonder and progress-token names: the official English names and the Italian
    rulebook's names (cards.yaml, from the card index pp. 16-19)."""
    for c in SPEC.cards + SPEC.guilds:
        assert i18n.tr(lang, f"sevenwd-card-{c.id}") == getattr(c, field)
    for w in SPEC.wonders:
        assert i18n.tr(lang, f"sevenwd-wonder-{w.id}") == getattr(w, field)
    for t in SPEC.progress_tokens:
        assert i18n.tr(lang, f"sevenwd-token-{t.id}") == getattr(t, field)
    assert i18n.tr("it", "sevenwd-card-pretorium") == "Corte di giustizia"
    assert i18n.tr("it", "sevenwd-wonder-piraeus") == "Pireo"


def test_glossary_has_every_card_wonder_and_token_in_both_languages() -> None:
    entries = {e.key: e for e in E.glossary()}
    expected = {f"card:{c}" for c in CARDS} | {f"wonder:{w}" for w in WONDERS} | {f"token:{t}" for t in TOKENS}
    assert set(entries) == expected and len(entries) == 73 + 12 + 10
    for e in entries.values():
        for lang in i18n.LOCALES:
            assert i18n.render(e.name, lang, strict=True) and i18n.render(e.kind, lang, strict=True)
            assert i18n.render(e.text, lang, strict=True)
    # cost and effect in words, the chain with its source card
    aqueduct = entries["card:aqueduct"]
    assert en(aqueduct.text).splitlines() == [
        "Cost: 3 stone.", "Free if you own Baths (chain symbol: drop).", "Effect: 5 VP"]
    assert it(aqueduct.text).splitlines() == [
        "Costo: 3 Pietre.", "Gratuita se possiedi i Bagni (simbolo di concatenazione: goccia).", "Effetto: 5 PV"]
    assert en(aqueduct.kind) == "Age II card, blue" and it(aqueduct.kind) == "Carta Epoca II, blu"
    assert en(entries["card:caravansery"].text).splitlines()[0] == "Cost: 2 coins, 1 glass, and 1 papyrus."
    assert en(entries["card:lumber_yard"].text).splitlines() == ["Cost: free.", "Effect: Produces 1 wood"]
    assert it(entries["card:scientists_guild"].text).splitlines()[-1] == (
        "Effetto: 1 moneta + 1 PV per carta verde della città che ne ha di più")
    assert en(entries["wonder:the_pyramids"].text).splitlines() == ["Cost: 3 stone and 1 papyrus.", "Effect: 9 VP."]
    assert it(entries["wonder:the_pyramids"].name) == "Piramidi"
    assert it(entries["token:masonry"].text) == "Effetto: Le tue prossime carte blu costano 2 risorse in meno."


def test_rules_topics_render_in_both_languages_with_their_page() -> None:
    topics = {t.key: t for t in E.rules_topics()}
    assert set(topics) == {"turn", "ages", "victory", "costs", "wonders", "progress"}
    for t in topics.values():
        assert t.source.startswith("Regolamento di 7 Wonders Duel, p")
        for lang in i18n.LOCALES:
            assert len(i18n.render(t.text, lang, strict=True)) > 100
    victory = en(topics["victory"].text)
    assert "Military supremacy" in victory and "Scientific supremacy" in victory and "blue cards" in victory
    assert "Supremazia militare" in it(topics["victory"].text)
    assert topics["victory"].source == "Regolamento di 7 Wonders Duel, pp. 11-12"
    assert "2 coins + 1 per unit" in en(topics["costs"].text)


def test_civilian_tie_names_both_totals_and_the_blue_points_p12() -> None:
    """p.12: a tie goes to the player with more points from civilian buildings (blue cards)."""
    s0 = {"total": 44, "blue": 21}
    s1 = {"total": 44, "blue": 18}
    text = R.civilian_text([0], s0, s1)
    assert en(text) == ("{p0} wins a civilian victory: 44 to 44 victory points; {p0} has more blue-card points "
                        "(21 to 18).")
    assert i18n.render(text, "en", {0: "Bob", 1: "Ann"}).endswith("Bob has more blue-card points (21 to 18).")
    assert it(text) == ("{p0} vince: vittoria civile, 44 a 44 punti vittoria; {p0} ha più punti dalle "
                        "carte blu (21 a 18).")
    assert en(R.civilian_text([0, 1], s0, {"total": 44, "blue": 21})) == (
        "Shared civilian victory: 44 to 44 victory points and 21 to 21 blue-card points.")
    assert en(R.civilian_text([1], {"total": 40, "blue": 0}, {"total": 51, "blue": 3})) == (
        "{p1} wins a civilian victory, 51 to 40 victory points.")


def test_supremacy_said_in_words() -> None:
    assert en(R.supremacy_text("military_supremacy", 1)) == (
        "{p1} wins by military supremacy: the conflict pawn reaches {p0}'s capital.")
    assert it(R.supremacy_text("scientific_supremacy", 0)) == (
        "{p0} vince per supremazia scientifica: 6 simboli scientifici diversi.")


def test_no_internal_code_in_any_text_of_random_games() -> None:
    """Outcome and event texts never show a stable code (civilian_victory, play_card...)."""
    codes = ["civilian_victory", "military_supremacy", "scientific_supremacy", "play_card", "draft_wonder",
             "_"]
    for seed in range(6):
        rnd = random.Random(seed)
        st = E.setup(2, {}, seed)
        texts = []
        while E.outcome(st) is None:
            seat = E.prompt(st).seats[0]
            st, events = E.apply(st, seat, E.playout_policy(st, seat, rnd))
            texts += [ev.text for ev in events]
        texts += [E.outcome(st).text, E.status_text(st, None), E.status_text(st, 0)]
        for lang in i18n.LOCALES:
            for t in texts:
                out = i18n.render(t, lang, strict=True)
                assert not [c for c in codes if c in out], out


def test_discard_line_shows_its_terms_p9() -> None:
    st = position(age=2, current=1, cards=([], ["tavern"]), slots={19: "logging_camp"})
    _, log = act(st, 1, kind="discard", slot=19)
    assert log[0] == "{p1} discards Logging Camp and takes 3 coins (2 + 1 for 1 yellow card)."
    st = position(age=2, current=1, slots={19: "logging_camp"})
    new, events = E.apply(st, 1, E.parse_action({"kind": "discard", "slot": 19}))
    assert i18n.render(events[0].text, "en", {1: "Bob"}) == "Bob discards Logging Camp and takes 2 coins."
    assert i18n.render(events[0].text, "it", {1: "Bob"}) == "Bob scarta il Deposito di legname e prende 2 monete."


def test_illegal_actions_render_in_italian() -> None:
    st = position(slots={19: "baths"})
    with pytest.raises(IllegalAction) as err:
        act(st, 1, kind="discard", slot=19)
    assert isinstance(err.value.message, Msg)
    assert it(err.value.message) == "Non tocca a te decidere."
    with pytest.raises(IllegalAction) as err:
        act(st, 0, kind="progress", token="law")
    assert it(err.value.message) == "Ora devi prendere una carta dallo schema."


def test_panel_in_italian_speaks_of_meraviglie_and_epoche() -> None:
    st = E.setup(2, {}, 3)
    panel = E.panel(st, 0)
    assert it(panel.title) == "7 Wonders Duel: prendi una Meraviglia tra quelle offerte"
    assert "Meraviglia" in it(panel.title)
    assert all("(costo: " in it(o.label) for o in panel.options)
    st = position(pawn=1, slots={19: "baths"}, filler=False)
    st, _ = act(st, 0, kind="discard", slot=19)
    labels = [it(o.label) for o in E.panel(st, 1).options]
    assert labels == ["Inizio io l'Epoca II", "L'Epoca II la inizia il mio avversario"]
    assert "Epoca" in it(E.status_text(st, None))
