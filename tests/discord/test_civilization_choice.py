"""Mare Nostrum's ``civilizations:choose`` at ``/agora new`` (issue 8): every seated player picks a
free civilization from a select menu under the lobby message; the lobby shows the choices and who
still has to choose; the game cannot start before everyone has chosen; the seats get the chosen
civilizations whatever seat order the seed draws.  Bad input (not seated, a taken or unknown
civilization, a game without the choice) gets a clear private message and changes nothing."""

from __future__ import annotations

from cogs.custom_ids import CustomId
from cogs.custom_ids import parse as parse_id
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID, find_component, labels
from tests.discord.test_flow import open_lobby

PLACEHOLDER = "Choose your civilization"


async def choose_lobby(bot, lang: str = "en") -> dict:
    iid = await bot.fake.command(
        bot.client, "new", {"game": "mare-nostrum", "civilizations": "choose", "language": lang}, user=ALICE
    )
    return bot.fake.response_message(iid)


def now(bot, lobby: dict) -> dict:
    return bot.fake.messages[int(lobby["id"])]


def menu_values(message: dict) -> list[str]:
    try:
        menu = find_component(message["components"], PLACEHOLDER)
    except LookupError:
        return []
    return [o["value"] for o in menu["options"]]


async def pick(bot, lobby: dict, user, value: str) -> int:
    message = now(bot, lobby)
    custom_id = find_component(message["components"], PLACEHOLDER)["custom_id"]
    return await bot.fake.click_id(bot.client, message, custom_id, user=user, values=[value])


async def test_players_choose_their_civilizations_in_the_lobby(bot):
    lobby = await choose_lobby(bot)
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.options == {"civilizations": "choose", "language": "en"}
    text = lobby["content"]
    assert "Civilizations: chosen by each player in the lobby, from the menu under this message" in text
    assert "Still to choose from the menu below: <@101>." in text
    assert labels(lobby)[:3] == ["Join", "Leave", "Start"]
    menu = find_component(lobby["components"], PLACEHOLDER)
    assert parse_id(menu["custom_id"]).kind == "pick"
    assert [(o["label"], o["value"]) for o in menu["options"]] == [
        ("Rome", "rome"), ("Greece", "greece"), ("Babylon", "babylon"), ("Egypt", "egypt"), ("Carthage", "carthage")]

    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await pick(bot, lobby, ALICE, "rome")
    text = now(bot, lobby)["content"]
    assert "Players (2 of 3–5): <@101> (Rome), <@102>" in text
    assert "Still to choose from the menu below: <@102>." in text
    assert menu_values(now(bot, lobby)) == ["greece", "babylon", "egypt", "carthage"]  # Rome is taken

    # Alice changes her mind: Rome is free again
    await pick(bot, lobby, ALICE, "carthage")
    assert "<@101> (Carthage), <@102>" in now(bot, lobby)["content"]
    assert menu_values(now(bot, lobby)) == ["rome", "greece", "babylon", "egypt"]

    await bot.fake.click(bot.client, lobby, "Join", user=CAROL)
    await pick(bot, lobby, BOB, "greece")
    # not everyone has chosen: Start is refused privately, before any thread is opened
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert bot.fake.private_texts(iid) == [
        "Not everyone has chosen yet: Carol. Each player picks from the menu under the lobby message before the start."]
    assert (await bot.app.service.info(game.id)).status == "lobby" and not bot.fake.threads()

    await pick(bot, lobby, CAROL, "egypt")
    assert "Still to choose" not in now(bot, lobby)["content"]
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    info, _, state = await bot.app.service.public_state(game.id)
    assert info.status == "active"
    civ_of = {user.id: state.players[info.seat_of(user.id)].civ for user in (ALICE, BOB, CAROL)}
    assert civ_of == {ALICE.id: "carthage", BOB.id: "greece", CAROL.id: "egypt"}
    # the two left out are neutral, as with the rulebook's advice
    assert sorted(state.neutrals) == ["babylon", "rome"]
    assert menu_values(now(bot, lobby)) == []  # the started lobby has no menu any more


async def test_bad_choices_are_refused_privately(bot):
    lobby = await choose_lobby(bot)
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await pick(bot, lobby, BOB, "babylon")
    before = await bot.app.service.info(game.id)

    # someone not seated
    iid = await pick(bot, lobby, CAROL, "rome")
    assert bot.fake.private_texts(iid) == ["Press **Join** to take a seat first: only seated players choose."]
    # a civilization another player holds (a menu from before Bob's choice still offers it)
    iid = await pick(bot, lobby, ALICE, "babylon")
    assert bot.fake.private_texts(iid) == ["Bob has already chosen Babylon: choose another one."]
    # a value that is no civilization of this game (Atlantis is the Mythology expansion's)
    iid = await pick(bot, lobby, ALICE, "atlantis")
    assert bot.fake.private_texts(iid) == ["That is not one of the choices of this game."]
    assert await bot.app.service.info(game.id) == before

    # leaving frees the choice
    await bot.fake.click(bot.client, lobby, "Leave", user=BOB)
    assert "babylon" in menu_values(now(bot, lobby))
    assert (await bot.app.service.info(game.id)).options.get("lobby_choices") == {}


async def test_a_game_without_the_choice_has_no_menu_and_refuses_a_forged_one(bot):
    lobby = await open_lobby(bot, game="mare-nostrum")
    assert menu_values(lobby) == [] and "Civilizations: dealt at random when the game starts" in lobby["content"]
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    forged = bot.fake.forge(lobby, CustomId(game.id, "pick", game.version).format(), select=True)
    iid = await bot.fake.click_id(bot.client, forged, CustomId(game.id, "pick", game.version).format(), user=ALICE, values=["rome"])
    assert bot.fake.private_texts(iid) == ["There is nothing to choose before the start in this Mare Nostrum game."]
    # /agora new refuses the option for a game without civilizations
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd", "civilizations": "choose"}, user=ALICE)
    assert bot.fake.private_texts(iid) == ["7 Wonders Duel has no `civilizations` choice: leave it empty."]


async def test_the_choice_in_italian(bot):
    lobby = await choose_lobby(bot, lang="it")
    menu = find_component(lobby["components"], "Scegli la tua civiltà")
    assert [o["label"] for o in menu["options"]] == ["Roma", "Grecia", "Babilonia", "Egitto", "Cartagine"]
    assert "Civiltà: scelte da ogni giocatore nella sala d'attesa, dal menu sotto questo messaggio" in lobby["content"]
    message = now(bot, lobby)
    await bot.fake.click_id(bot.client, message, menu["custom_id"], user=ALICE, values=["greece"])
    text = now(bot, lobby)["content"]
    assert "<@101> (Grecia)" in text and "Devono ancora scegliere" not in text
