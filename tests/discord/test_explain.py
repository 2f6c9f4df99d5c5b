"""``/agora rules`` and ``/agora card`` through the real discord.py client (tests/discord/harness.py):
private answers in the reader's language (Discord locale, or the stored choice), autocomplete of
card names in both languages and of topics, clear private answers for anything unknown."""

from __future__ import annotations

from typing import Any

import pytest

import engines
import i18n
from bot.storage.sqlite import UserPrefs
from cogs import explain
from cogs.cooldown import InteractionCooldown
from tests.discord.conftest import ALICE
from tests.discord.harness import FakeDiscord
from tests.explain_engine import install


@pytest.fixture(autouse=True)
def toyg(monkeypatch, request):
    """The glossary game ``toyg``; except for the tests of the real games, the only games are the
    toys (the real engines' glossaries would add their own matches)."""
    if request.node.originalname.startswith("test_real_"):
        return None
    engine = install(monkeypatch)
    monkeypatch.setattr(engines, "REGISTRY", {k: v for k, v in engines.REGISTRY.items() if k in ("toy", "toyg")})
    return engine


async def command(fake: FakeDiscord, client: Any, sub: str, options: dict[str, Any], *, locale: str = "en-US") -> int:
    payload = fake.command_payload(sub, options, user=ALICE)
    payload["locale"] = locale
    return await fake.feed(client, payload)


async def autocomplete(fake: FakeDiscord, client: Any, sub: str, options: dict[str, Any], focused: str,
                       *, locale: str = "en-US") -> list[dict[str, Any]]:
    """An autocomplete interaction (type 4) for ``focused`` as Discord sends it; the choices answered."""
    payload = fake.command_payload(sub, options, user=ALICE)
    payload["type"] = 4
    payload["locale"] = locale
    fake._interaction_type[payload["token"]] = 4
    for opt in payload["data"]["options"][0]["options"]:
        if opt["name"] == focused:
            opt["focused"] = True
    iid = await fake.feed(client, payload)
    callbacks = [r for r in fake.for_interaction(iid) if r.is_callback]
    assert [r.callback_type for r in callbacks] == [8], "autocomplete answers with choices only"
    return callbacks[0].payload["data"]["choices"]  # type: ignore[index]


def answer(fake: FakeDiscord, iid: int) -> str:
    texts = fake.private_texts(iid)  # asserts every answer is private and nothing public changed
    assert texts, "no answer"
    return "\n".join(texts)


async def test_rules_whole_game_in_english_and_italian(bot):
    en = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toyg"}))
    assert "**Coin Grab Deluxe: the rules in short**" in en
    assert "**The turn**" in en and "**Battles**" in en
    assert "12 points cause 2 losses" in en
    assert "*Rulebook: p. 4*" in en and "*Rulebook: p. 6*" in en
    assert explain.source_line("Regolamento di 7 Wonders Duel, p. 9", "en") == "*📖 Regolamento di 7 Wonders Duel, p. 9*"
    it = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toyg"}, locale="it"))
    assert "**Coin Grab Deluxe: le regole in breve**" in it
    assert "**Il turno**" in it and "**Le battaglie**" in it
    assert "12 punti causano 2 perdite" in it and "*Regolamento: p. 6*" in it
    assert "Battles" not in it


async def test_stored_language_wins_over_the_discord_client(bot):
    await bot.app.storage.set_user_prefs(UserPrefs(user_id=ALICE.id, locale="it"), now=0.0)
    text = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toyg", "topic": "turn"}))
    assert text.startswith("**Coin Grab Deluxe: Il turno**")
    assert "Prendi da 1 a 3 monete" in text


async def test_rules_one_topic_by_key_or_by_title_in_either_language(bot):
    for typed in ("battle", "Battles", "le battaglie"):
        text = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toyg", "topic": typed}))
        assert text.startswith("**Coin Grab Deluxe: Battles**"), typed
        assert "12 points cause 2 losses" in text and "*Rulebook: p. 6*" in text
        assert "The turn" not in text


async def test_unknown_game_topic_and_a_game_without_rules_are_answered_privately(bot):
    text = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "chess"}))
    assert text.startswith("I do not know a game called “chess”.") and "Coin Grab Deluxe (`toyg`)" in text
    text = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toyg", "topic": "trade"}, locale="it"))
    assert text == "Nelle regole di Coin Grab Deluxe non c'è l'argomento «trade». Gli argomenti sono: Il turno e Le battaglie."
    text = answer(bot.fake, await command(bot.fake, bot.client, "rules", {"game": "toy"}))
    assert text.startswith("There is no rules summary for")


async def test_topic_autocomplete_follows_the_chosen_game_and_language(bot):
    choices = await autocomplete(bot.fake, bot.client, "rules", {"game": "toyg", "topic": "bat"}, "topic")
    assert choices == [{"name": "Battles", "value": "battle"}]
    choices = await autocomplete(bot.fake, bot.client, "rules", {"game": "toyg", "topic": ""}, "topic", locale="it")
    assert choices == [{"name": "Il turno", "value": "turn"}, {"name": "Le battaglie", "value": "battle"}]
    # typed in the other language: still found, shown in the reader's
    choices = await autocomplete(bot.fake, bot.client, "rules", {"game": "toyg", "topic": "battag"}, "topic")
    assert choices == [{"name": "Battles", "value": "battle"}]
    assert await autocomplete(bot.fake, bot.client, "rules", {"game": "chess", "topic": "t"}, "topic") == []


async def test_card_autocomplete_matches_both_languages_and_shows_the_readers(bot):
    choices = await autocomplete(bot.fake, bot.client, "card", {"name": "lum"}, "name")
    assert choices == [{"name": "Lumber Yard (Age I card, Coin Grab Deluxe)", "value": "toyg:card:lumber_yard"}]
    # the Italian name typed by an English reader
    choices = await autocomplete(bot.fake, bot.client, "card", {"name": "segh"}, "name")
    assert choices == [{"name": "Lumber Yard (Age I card, Coin Grab Deluxe)", "value": "toyg:card:lumber_yard"}]
    # an Italian reader, accents ignored; names in Italian
    choices = await autocomplete(bot.fake, bot.client, "card", {"name": "universita"}, "name", locale="it")
    assert choices == [{"name": "Università (carta dell'Epoca I, Coin Grab Deluxe)", "value": "toyg:card:university"}]
    # matches in the reader's language come before matches in the other one
    choices = await autocomplete(bot.fake, bot.client, "card", {"name": "pi"}, "name", locale="it")
    assert [c["value"] for c in choices][:1] == ["toyg:wonder:pyramids"]
    assert len(await autocomplete(bot.fake, bot.client, "card", {"name": ""}, "name")) == 3


async def test_autocomplete_is_not_slowed_down_by_the_cooldown(bot):
    bot.client.cooldown = InteractionCooldown(rate=1, per=60.0)
    for typed in ("lu", "lum", "lumb", "lumbe", "lumber"):
        choices = await autocomplete(bot.fake, bot.client, "card", {"name": typed}, "name")
        assert [c["value"] for c in choices] == ["toyg:card:lumber_yard"]
    # the command itself is still counted
    iid = await command(bot.fake, bot.client, "card", {"name": "toyg:card:lumber_yard"})
    assert "**Lumber Yard**" in answer(bot.fake, iid)
    iid = await command(bot.fake, bot.client, "card", {"name": "toyg:card:lumber_yard"})
    assert "slow down" in answer(bot.fake, iid)


async def test_card_answer_in_the_readers_language(bot):
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "toyg:card:lumber_yard"}))
    assert text == "**Lumber Yard**: Age I card, Coin Grab Deluxe\nCost: free. Produces 1 wood."
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "toyg:card:lumber_yard"}, locale="it"))
    assert text == "**Segheria**: carta dell'Epoca I, Coin Grab Deluxe\nCosto: gratis. Produce 1 legno."


async def test_card_typed_without_picking_from_the_list(bot):
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "UNIVERSITÀ"}))
    assert text.startswith("**University**: Age I card")
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "piramidi"}))
    assert text.startswith("**The Pyramids**: Wonder")


async def test_unknown_card_is_answered_privately(bot):
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "Colossus of Rhodes"}))
    assert text.startswith("I know no card, Wonder, progress token, hero, building or unit called “Colossus of Rhodes”.")
    text = answer(bot.fake, await command(bot.fake, bot.client, "card", {"name": "xyz"}, locale="it"))
    assert text.startswith("Non conosco nessuna carta, Meraviglia, segnalino Progresso")


def test_several_matches_are_listed():
    # "e" is in every name: no single answer, the candidates are named
    text = explain.card_answer("e", "en")
    assert text.startswith("Several things are called “e”:") and "Lumber Yard (Coin Grab Deluxe)" in text


def test_a_long_rules_summary_is_split_into_messages_under_discords_limit(monkeypatch, toyg):
    from engines.base import RulesTopic

    long = [RulesTopic(key=f"t{i}", title=f"Topic {i}", text="word " * 300, source=f"p. {i}") for i in range(5)]
    monkeypatch.setattr(type(toyg), "rules_topics", lambda self: long)
    chunks = explain.rules_answer("toyg", None, "en")
    assert len(chunks) >= 3 and all(len(c) <= 2000 for c in chunks)
    joined = "\n\n".join(chunks)
    assert all(f"**Topic {i}**" in joined and f"Rulebook: p. {i}" in joined for i in range(5))


#: the games whose engine has neither a glossary nor rules topics yet (``/agora card`` finds
#: nothing of theirs, ``/agora rules`` says the rulebook is the reference); a game leaves the set
#: when its engine gains them, and one that loses them fails
WITHOUT_GLOSSARY = {"olympus"}


@pytest.mark.parametrize("game", engines.available())
def test_real_games_every_entry_and_topic_renders_in_both_languages(game):
    """Every game: each entry and topic renders in both languages, is found by its name, cites
    its page, and the rules summary fits Discord's messages."""
    engine = engines.get(game)
    entries, topics = engine.glossary(), engine.rules_topics()
    if game in WITHOUT_GLOSSARY:
        assert not entries and not topics, f"{game} has a glossary now: take it out of WITHOUT_GLOSSARY"
    else:
        assert entries and topics, f"{game} has lost its glossary() or rules_topics()"
    for lang in i18n.LOCALES:
        for e in entries:
            for text in (e.name, e.kind, e.text):
                assert i18n.render(text, lang, strict=True).strip()
            # every entry can be found by its own name in the reader's language
            found, _ = explain.find_card(explain.card_choices(i18n.render(e.name, lang), lang)[0].value, lang)
            assert found is not None
        for t in topics:
            assert t.source.strip(), f"{game} topic {t.key} cites no page"
            assert i18n.render(t.text, lang, strict=True).strip()
        assert all(len(c) <= 2000 for c in explain.rules_answer(game, None, lang))


def test_real_7wd_cards_by_either_name():
    """A 7 Wonders Duel card is found by its English or Italian name, and answered in the reader's."""
    assert explain.card_choices("cantiere d", "en")[0].value == "7wd:card:lumber_yard"
    assert explain.card_choices("lumber y", "it")[0].name.startswith("Cantiere d'abbattimento (")
    assert explain.card_answer("Lumber Yard", "it").startswith("**Cantiere d'abbattimento**: ")
    assert explain.card_answer("7wd:card:lumber_yard", "en").startswith("**Lumber Yard**: ")
    topics = explain.topic_choices("7wd", "", "it")
    assert topics and all(c.name and c.value for c in topics)
