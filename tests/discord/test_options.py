"""Options in one place (bot/core/options.py): an option added to an engine's option list, and
named in the catalogs, appears in ``/agora new``'s parameters and choices, in the lobby's lines and
in the checks, without any change to the cogs.  The toy engine gets a ``pace`` option ("slow" /
"fast") and the catalogs its words; a cog built afresh from :func:`cogs.agora.new_command` (what
``AgoraCog`` itself does) offers it."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from fluent.runtime import FluentResource

import i18n
from cogs import agora, client
from tests.discord.conftest import ALICE, start_bot
from tests.discord.test_languages import _synced, italian
from tests.discord.test_new_private import refused_privately_at_once
from tests.toy_engine import ToyEngine

WORDS = {
    "en": """
cmd-new-pace-name = pace
cmd-new-pace-desc = Coin Grab only: how fast the coins go
cmd-choice-pace-slow = Slow
cmd-choice-pace-fast = Fast
bot-option-pace = Pace
bot-option-pace-slow = slow coins
bot-option-pace-fast = fast coins
""",
    "it": """
cmd-new-pace-name = ritmo
cmd-new-pace-desc = Solo Coin Grab: quanto corrono le monete
cmd-choice-pace-slow = Lento
cmd-choice-pace-fast = Veloce
bot-option-pace = Ritmo
bot-option-pace-slow = monete lente
bot-option-pace-fast = monete veloci
""",
}


@pytest.fixture
def pace(monkeypatch):
    """The toy engine with a ``pace`` option in its list, and the catalogs with its words."""
    monkeypatch.setattr(ToyEngine, "default_options", lambda self: {"rounds": 2, "pace": "slow"})
    monkeypatch.setattr(ToyEngine, "option_choices", lambda self: {"pace": ["slow", "fast"]})
    plain = i18n.bundle

    @cache
    def bundle(lang: str) -> Any:
        b = plain.__wrapped__(lang)  # a fresh bundle: the cached one stays as the catalogs have it
        b.add_resource(FluentResource(WORDS[lang]))
        return b

    monkeypatch.setattr(i18n, "bundle", bundle)

    class PacedCog(agora.AgoraCog, group_name="agora", group_description=agora.L("cmd-agora-desc")):
        new = agora.new_command(agora.AgoraCog._new)  # built now, with the toy's new option

    monkeypatch.setattr(client, "AgoraCog", PacedCog)


@pytest.fixture
async def paced_bot(pace, tmp_path, monkeypatch):
    b = await start_bot(tmp_path / "agora.sqlite3", monkeypatch)
    yield b
    await b.client.close()


async def test_a_new_engine_option_is_offered_with_its_choices(paced_bot):
    new = {o["name"]: o for o in next(s for s in _synced(paced_bot)["options"] if s["name"] == "new")["options"]}
    option = new["pace"]
    assert option["name_localizations"]["it"] == "ritmo"
    assert [(c["value"], c["name"], c["name_localizations"]["it"]) for c in option["choices"]] == [
        ("slow", "Slow", "Lento"), ("fast", "Fast", "Veloce")]
    assert not option.get("required")
    assert "rounds" not in new  # the catalogs do not name it: not offered


async def test_a_new_engine_option_is_checked_and_refused_naming_its_values(paced_bot):
    iid = await paced_bot.fake.command(paced_bot.client, "new", {"game": "toy", "pace": "warp"}, user=italian(ALICE))
    text = refused_privately_at_once(paced_bot, iid)
    assert text == "`ritmo` accetta solo uno dei valori proposti: “Lento”, “Veloce”; non è stato creato nulla."
    assert "warp" not in text
    with pytest.raises(Exception) as refused:  # the service's own check (another client than Discord)
        paced_bot.app.check_new_game("toy", {"pace": "warp"})
    assert "warp" not in refused.value.text("en") and "slow, fast" in refused.value.text("en")
    assert await paced_bot.app.storage.games() == []


async def test_a_new_engine_option_is_listed_in_the_lobby(paced_bot):
    iid = await paced_bot.fake.command(paced_bot.client, "new", {"game": "toy", "pace": "fast", "language": "en"}, user=ALICE)
    lobby = paced_bot.fake.response_message(iid)["content"]
    assert "Pace: fast coins" in lobby
    (game,) = await paced_bot.app.storage.games()
    assert game.options["pace"] == "fast"
