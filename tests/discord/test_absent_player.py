"""``/agora new absent_player:`` through Discord (issue 21, bot/features/autoseats.py): offered with
its Italian name and choices, refused privately when forged (nothing created), listed in the lobby,
shown by ``/agora status`` in the reader's language, and a deadline's line in the thread says the
strong automatic player played the absent turn."""

from __future__ import annotations

from bot.features.autoseats import AutoPlayers
from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import assert_deferred_first
from tests.discord.test_languages import _synced, ask, italian
from tests.discord.test_new_private import refused_privately_at_once

LINE_EN = "Absent players: at a deadline the strong automatic player plays their turn"
LINE_IT = "Giocatori assenti: alla scadenza il giocatore automatico forte gioca il loro turno"


async def test_new_offers_absent_player_with_its_italian_name_and_choices(bot):
    new = {o["name"]: o for o in next(s for s in _synced(bot)["options"] if s["name"] == "new")["options"]}
    option = new["absent_player"]
    assert option["name_localizations"]["it"] == "giocatore_assente"
    assert [c["value"] for c in option["choices"]] == ["standard", "strong"]
    assert [c["name"] for c in option["choices"]] == ["standard (decides at once)", "strong (thinks a few seconds a move)"]
    assert [c["name_localizations"]["it"] for c in option["choices"]] == [
        "normale (decide subito)", "forte (pensa qualche secondo a mossa)"
    ]
    assert len(option["description"]) <= 100 and len(option["description_localizations"]["it"]) <= 100
    assert not option.get("required")


async def test_a_forged_absent_player_is_refused_privately_naming_the_option(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "absent_player": "grandmaster"}, user=ALICE)
    text = refused_privately_at_once(bot, iid)
    assert text == ("`absent_player` takes only one of the values offered: "
                    "“standard (decides at once)”, “strong (thinks a few seconds a move)”; nothing was created.")
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "absent_player": "grandmaster"}, user=italian(ALICE))
    # the choices in the reader's language (issue 27: discord.py 2.7 keeps the locale_str in
    # Choice._locale_name, not in Choice.name, and the Italian list came out in English)
    assert refused_privately_at_once(bot, iid) == (
        "`giocatore_assente` accetta solo uno dei valori proposti: “normale (decide subito)”, "
        "“forte (pensa qualche secondo a mossa)”; non è stato creato nulla.")
    assert await bot.app.storage.games() == []


async def test_a_strong_absent_player_is_listed_shown_and_plays_the_deadline(bot):
    bot.app.service.auto.close()
    bot.app.service.auto = AutoPlayers(workers=0, seconds=0.05)  # the real search, in a thread
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "absent_player": "strong"}, user=ALICE)
    assert_deferred_first(bot, iid, ephemeral=False)
    lobby = bot.fake.response_message(iid)
    assert LINE_EN in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    game_id = custom_ids.parse(ids_of(bot.fake.channel_posts(thread_id)[-1]["components"])[0]).game_id
    info = await bot.app.service.info(game_id)
    assert info.options["absent_player"] == "strong"

    assert LINE_EN in await ask(bot, "status", ALICE, channel_id=thread_id)
    assert LINE_IT in await ask(bot, "status", italian(BOB), channel_id=thread_id)

    (absent,) = info.to_act
    await bot.app.timeout(game_id, info.version)
    name = "Alice" if absent == ALICE.id else "Bob"
    posts = "\n".join(p["content"] for p in bot.fake.channel_posts(thread_id))
    edits = "\n".join(str(r.payload.get("content")) for r in bot.fake.requests if r.method == "PATCH" and r.payload)
    assert f"{name} ran out of time; the strong automatic player decided for them." in posts + edits
    after = await bot.app.service.info(game_id)
    assert after.version > info.version and absent not in after.to_act


async def test_without_the_option_nothing_new_is_shown(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    assert "Absent players" not in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    assert "Absent players" not in await ask(bot, "status", ALICE, channel_id=thread_id)
