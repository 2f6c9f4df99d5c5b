"""Italian and English on Discord (issue 7): a private answer is in the clicking user's language
(``interaction.locale``, unless chosen with ``/agora language``); a game's public messages, lobby
and board buttons in the game's language (``/agora new language``, by default the server's
``guild_locale``); slash commands carry Italian names, descriptions and choices.

Real discord.py objects over the fake HTTP layer (tests/discord/harness.py).
"""

from __future__ import annotations

import copy
from dataclasses import replace

import discord
from discord.app_commands import locale_str

import engines
from cogs.agora import AgoraTranslator
from engines.base import IllegalAction
from engines.text import msg
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID, labels
from tests.discord.test_flow import assert_deferred_first, current_player, open_lobby, open_panel, started_game


def italian(user):
    return replace(user, locale="it")


async def ask(bot, sub: str, user, channel_id: int = CHANNEL_ID, options=None) -> str:
    iid = await bot.fake.command(bot.client, sub, options, user=user, channel_id=channel_id)
    assert_deferred_first(bot, iid, ephemeral=True)
    replies = bot.fake.replies(iid)  # one, or more for a long /agora help
    assert replies and (len(replies) == 1 or sub == "help")
    return "\n".join(replies)


async def test_panels_follow_the_clickers_client_language(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    _, panel_it = await open_panel(bot, board, italian(player))
    _, panel_en = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel_it, "Take coins", user=italian(player))
    await bot.fake.click(bot.client, panel_en, "Take coins", user=player)
    # the bot's words are in the clicker's language (the toy engine's own labels are verbatim)
    assert "Hai scelto: **Take coins**" in panel_it["content"] and "Scegline una:" in panel_it["content"]
    assert labels(panel_it)[-1] == "Indietro"
    assert "You chose: **Take coins**" in panel_en["content"] and "Choose one:" in panel_en["content"]
    assert labels(panel_en)[-1] == "Back"
    iid = await bot.fake.click(bot.client, panel_it, "Take 2", user=italian(player))
    assert bot.fake.replies(iid)[-1] == (
        "Fatto: **Take coins › Take 2**.\nIl thread della partita mostra il nuovo tabellone."
    )


async def test_errors_follow_the_clickers_client_language(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    other = BOB if player.id == ALICE.id else ALICE
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    # a second panel of the same turn, left open: outdated once the move is made from the first
    # (a second click on the panel the move was made from is a double click: no answer)
    _, other_panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, other_panel, "Take coins", user=player)
    stale = copy.deepcopy(other_panel)

    # a click out of turn, in each language
    iid = await bot.fake.click(bot.client, panel, "Take 3", user=italian(other))
    assert bot.fake.replies(iid) == [f"Non è il tuo turno: si aspetta <@{player.id}>."]
    iid = await bot.fake.click(bot.client, panel, "Take 3", user=other)
    assert bot.fake.replies(iid) == [f"It is not your turn: waiting for <@{player.id}>."]
    # a spectator: the service's own error message
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=italian(CAROL))
    assert bot.fake.replies(iid) == [f"Non giochi nella partita n. {game_id}."]

    # a stale button: a panel opened earlier, the move made from another one (a second click on
    # the panel that made the move is a double click, shown as made: cogs.components)
    _, fresh = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, fresh, "Take coins", user=player)
    await bot.fake.click(bot.client, fresh, "Take 1", user=player)
    iid = await bot.fake.click(bot.client, stale, "Take 2", user=italian(player))
    assert any(r.startswith("Questo pulsante è superato") for r in bot.fake.replies(iid))
    iid = await bot.fake.click(bot.client, copy.deepcopy(stale), "Take 2", user=player)
    assert any(r.startswith("This button is outdated") for r in bot.fake.replies(iid))


async def test_an_illegal_move_is_explained_in_the_clickers_language(bot, toy, monkeypatch):
    def refuse(self, state, seat, action):
        raise IllegalAction("malformed", msg("common-err-malformed"))

    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    monkeypatch.setattr(type(toy), "apply", refuse)
    for user, expected in ((italian(player), "Questa mossa non è comprensibile."), (player, "That action is not understood.")):
        _, panel = await open_panel(bot, board, user)
        await bot.fake.click(bot.client, panel, "Take coins", user=user)
        iid = await bot.fake.click(bot.client, panel, "Take 2", user=user)
        assert expected in bot.fake.replies(iid)
    assert (await bot.app.service.info(game_id)).version == info.version


async def test_status_and_help_in_each_language(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    status_it = await ask(bot, "status", italian(CAROL), channel_id=thread_id)
    assert f"Si aspetta <@{player.id}>: take 1-3 coins" in status_it and "Scadenza: <t:" in status_it
    assert "(in corso)" in status_it.splitlines()[0]
    status_en = await ask(bot, "status", CAROL, channel_id=thread_id)
    assert f"Waiting for <@{player.id}>: take 1-3 coins" in status_en and "Deadline: <t:" in status_en
    help_it = await ask(bot, "help", italian(CAROL))
    assert "**Come si gioca**" in help_it and "`/agora nuova`" in help_it and "Coin Grab (`toy`): da 2 a 4 giocatori" in help_it
    help_en = await ask(bot, "help", CAROL)
    assert "**How to play**" in help_en and "`/agora new`" in help_en
    log_it = await ask(bot, "log", italian(CAROL), channel_id=thread_id)
    assert log_it.splitlines()[0] == f"**Mosse della partita n. {game_id} Coin Grab (in corso)**: pagina 1 di 1"
    assert log_it.splitlines()[1].startswith("Comincia Coin Grab. Ordine al tavolo: ")


async def test_a_game_in_italian_speaks_italian_in_public(bot):
    bot.fake.guild_locale = "it"  # the server's preferred locale: the game's language by default
    lobby = await open_lobby(bot, user=ALICE)  # Alice's own app is English
    assert labels(lobby) == ["Partecipa", "Esci", "Avvia", "Aggiungi giocatore automatico", "Aggiungi giocatore automatico forte"]
    assert "partita n. 1, aperta da <@101>" in lobby["content"] and "Lingua: Italiano" in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Partecipa", user=BOB)
    await bot.fake.click(bot.client, lobby, "Avvia", user=ALICE)
    (thread_id,) = bot.fake.threads()
    board = bot.fake.channel_posts(thread_id)[-1]
    assert board["content"].startswith("Comincia Coin Grab. Ordine al tavolo: ")
    assert "(scadenza <t:" in board["content"] and labels(board) == ["Gioca il mio turno"]
    # a private answer still follows the reader: Alice's app is English
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.lang == "it"
    player, _ = await current_player(bot, game.id)
    iid = await bot.fake.click(bot.client, board, "Gioca il mio turno", user=player)
    panel = bot.fake.response_message(iid)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    assert "You chose" in panel["content"]


async def test_new_takes_a_language_that_overrides_the_servers(bot):
    bot.fake.guild_locale = "it"
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "language": "en"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    assert labels(lobby)[:3] == ["Join", "Leave", "Start"] and "Language: English" in lobby["content"]


async def test_agora_language_overrides_the_client_locale(bot):
    assert "**How to play**" in await ask(bot, "help", CAROL)
    assert await ask(bot, "language", CAROL, options={"language": "it"}) == "D'ora in poi Agora ti risponde in italiano."
    assert "**Come si gioca**" in await ask(bot, "help", CAROL)  # an English app, Italian chosen
    assert (await bot.app.storage.user_prefs(CAROL.id)).locale == "it"
    assert await ask(bot, "language", italian(CAROL), options={"language": "en"}) == "From now on Agora answers you in English."
    assert "**How to play**" in await ask(bot, "help", italian(CAROL))  # an Italian app, English chosen
    reply = await ask(bot, "language", italian(CAROL), options={"language": "auto"})
    assert reply == "D'ora in poi Agora ti risponde nella lingua della tua app Discord."
    assert (await bot.app.storage.user_prefs(CAROL.id)).locale is None
    assert "**Come si gioca**" in await ask(bot, "help", italian(CAROL))


def _synced(bot) -> dict:
    (req,) = [r for r in bot.fake.requests if r.method == "PUT" and r.path.endswith("/commands")][-1:]
    (agora,) = [c for c in req.payload if c["name"] == "agora"]
    return agora


async def test_commands_are_synced_with_italian_names_descriptions_and_choices(bot):
    agora = _synced(bot)
    assert agora["description_localizations"]["it"] == "Gioca a giochi da tavolo con i tuoi tempi"
    subs = {s["name"]: s for s in agora["options"]}
    names = {name: s["name_localizations"]["it"] for name, s in subs.items()}
    assert names == {
        "new": "nuova", "status": "stato", "board": "tabellone", "repost": "ripubblica", "log": "mosse",
        "abandon": "abbandona", "rules": "regole", "card": "carta", "language": "lingua", "notify": "notifiche",
        "help": "aiuto", "stats": "statistiche", "leaderboard": "classifica", "replay": "replay",
        "replace": "sostituisci", "concede": "concedi", "games": "partite",
        "pause": "pausa", "resume": "riprendi", "vacation": "vacanza", "web": "web",
    }
    for name in names.values():  # Discord's rules for names: lowercase, no spaces, 1-32 characters
        assert name == name.lower() and " " not in name and 1 <= len(name) <= 32
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert new["deadline_hours"]["name_localizations"]["it"] == "ore_per_decisione"
    assert new["language"]["name_localizations"]["it"] == "lingua"
    games = {c["value"]: c for c in new["game"]["choices"]}
    assert games["7wd"]["name"] == "7 Wonders Duel (2 players)"
    assert games["7wd"]["name_localizations"]["it"] == "7 Wonders Duel (2 giocatori)"
    assert games["mare-nostrum"]["name_localizations"]["it"] == "Mare Nostrum (da 3 a 5 giocatori)"
    assert set(games) == {e for e in engines.available() if e != "toy"}  # from the registry
    langs = {c["value"]: c["name"] for c in subs["language"]["options"][0]["choices"]}
    assert langs == {"auto": "Automatic (your Discord app's language)", "en": "English", "it": "Italiano"}
    for s in subs.values():
        assert len(s["description_localizations"]["it"]) <= 100


async def test_the_translator_answers_italian_only():
    translator = AgoraTranslator()
    string = locale_str("new", key="cmd-new-name")
    ctx = discord.app_commands.TranslationContext(discord.app_commands.TranslationContextLocation.command_name, None)
    assert await translator.translate(string, discord.Locale.italian, ctx) == "nuova"
    assert await translator.translate(string, discord.Locale.american_english, ctx) is None
    assert await translator.translate(locale_str("plain"), discord.Locale.italian, ctx) is None


async def test_a_language_outside_the_choices_is_refused_and_nothing_stored(bot):
    """Issue 19: a forged ``/agora language language:fr`` was accepted (and stored as "auto")."""
    assert await ask(bot, "language", CAROL, options={"language": "it"}) == "D'ora in poi Agora ti risponde in italiano."
    reply = await ask(bot, "language", CAROL, options={"language": "fr"})
    assert reply == "Questa non è una delle lingue proposte: scegli inglese, italiano o la lingua della tua app Discord."
    assert (await bot.app.storage.user_prefs(CAROL.id)).locale == "it"
    await ask(bot, "language", CAROL, options={"language": "auto"})
    reply = await ask(bot, "language", CAROL, options={"language": "fr"})
    assert reply == "That is not one of the languages offered: choose English, Italian or your Discord app's language."
    assert (await bot.app.storage.user_prefs(CAROL.id)).locale is None
