"""Mare Nostrum (3 to 5 players) through Discord: the lobby counts seats out of 3-5 and is edited
as people join and leave; Start works with any count in range; the first board comes with its
picture; the Director of Commerce announces the trade in a private panel, then every seat seals
its offer from its own panel while the channel only hears that offers were sealed (no card
names) until the reveal."""

from __future__ import annotations

import pytest

import engines
import i18n
from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID, User, labels
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import assert_deferred_first, open_lobby, open_panel
from tests.discord.test_sevenwd import enabled_choice

DAVE, ERIN, FRANK = User(105, "Dave"), User(106, "Erin"), User(107, "Frank")
USERS = {u.id: u for u in (ALICE, BOB, CAROL, DAVE, ERIN, FRANK)}


def lobby_now(bot, lobby: dict) -> str:
    return bot.fake.messages[int(lobby["id"])]["content"]


def card_names() -> set[str]:
    """Every card a Mare Nostrum hand or offer can hold, as ids and as shown ("Olive oil", "Olio d'oliva")."""
    import i18n
    from engines.text import msg

    engine = engines.get("mare-nostrum")
    ids = set(engine.R.commodities) | {"tax"}
    return ids | {i18n.render(msg("mn-good-" + i), lang) for i in ids for lang in i18n.LOCALES}


def thread_texts(bot, thread_id: int, since: int) -> list[str]:
    """Contents of the messages posted in the thread (and edits of them) since request ``since``."""
    return [
        (r.payload or {}).get("content") or ""
        for r in bot.fake.requests[since:]
        if r.path.startswith("/channels/{channel_id}/messages") and r.method in ("POST", "PATCH")
        and r.url.split("/channels/")[1].split("/")[0] == str(thread_id)
    ]


async def test_lobby_counts_seats_out_of_three_to_five_and_is_edited(bot):
    lobby = await open_lobby(bot, game="mare-nostrum")
    text = lobby["content"]
    assert text.splitlines()[:2] == ["**Mare Nostrum**: game #1, hosted by <@101>", "Players (1 of 3–5): <@101>"]
    assert "Time per decision: 24 hours. When it runs out, Agora's automatic player finishes that player's turn" in text
    assert "Setup: Introductory (the starting positions of the player aid cards)" in text
    assert "Civilizations: dealt at random when the game starts" in text
    assert text.endswith("The host presses **Start** once at least 3 players are seated.")

    iid = await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    assert_deferred_first(bot, iid)
    assert "Players (2 of 3–5): <@101>, <@102>" in lobby_now(bot, lobby)
    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert bot.fake.private_texts(iid) == ["Mare Nostrum needs at least 3 players; 2 joined so far."]
    assert (await bot.app.service.info(1)).status == "lobby"

    await bot.fake.click(bot.client, lobby, "Join", user=CAROL)
    text = lobby_now(bot, lobby)
    assert "Players (3 of 3–5): <@101>, <@102>, <@103>" in text
    assert "Enough players: the host can press **Start** now, or wait for more (up to 5)." in text
    await bot.fake.click(bot.client, lobby, "Leave", user=BOB)
    assert "Players (2 of 3–5): <@101>, <@103>" in lobby_now(bot, lobby)
    for user in (BOB, DAVE, ERIN):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    text = lobby_now(bot, lobby)
    assert "Players (5 of 3–5)" in text and "All seats are taken: the host can press **Start**." in text
    iid = await bot.fake.click(bot.client, lobby, "Join", user=FRANK)
    assert bot.fake.private_texts(iid) == ["The game is full (5 players)."]


@pytest.mark.parametrize("players", [4, 5])
async def test_start_with_any_count_in_range(bot, players):
    lobby = await open_lobby(bot, game="mare-nostrum")
    joining = [BOB, CAROL, DAVE, ERIN][: players - 1]
    for user in joining:
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    info = await bot.app.service.info(1)
    assert info.status == "active" and len(info.seats) == players
    assert lobby_now(bot, lobby).startswith("**Mare Nostrum**: game #1, hosted by <@101>\nThe game has started with")


async def test_advanced_setup_is_offered_and_refused_for_a_game_without_it(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd", "setup": "advanced"}, user=ALICE)
    assert bot.fake.private_texts(iid) == ["7 Wonders Duel has no `setup` choice: leave it empty."]
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "setup": "advanced"}, user=ALICE)
    assert "Setup: Advanced (each player spends 36 building points around their capital)" in (
        bot.fake.response_message(iid)["content"]
    )
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.options == {"setup": "advanced", "language": "en"}


async def seal_offer(bot, panel: dict, user) -> None:
    """Walk ``panel`` (a private panel at the offer) down to a sealed offer."""
    for _ in range(6):
        label, values = enabled_choice(panel)
        await bot.fake.click(bot.client, panel, label, user=user, values=values)
        if values is not None and labels(panel) == ["Confirm", "Back"]:
            await bot.fake.click(bot.client, panel, "Confirm", user=user)
        if "Done:" in panel["content"]:
            return
    raise AssertionError(f"no offer was sealed: {panel['content']!r}")


async def test_three_players_announce_and_seal_offers(bot):
    lobby = await open_lobby(bot, game="mare-nostrum")
    for user in (BOB, CAROL):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    (board,) = bot.fake.channel_posts(thread_id)
    assert [a["filename"] for a in board["attachments"]] == ["board.png"]  # the first board has the picture
    assert labels(board) == ["Play my turn"]
    game_id = custom_ids.parse(ids_of(board["components"])[0]).game_id
    info = await bot.app.service.info(game_id)
    (director_id,) = info.to_act  # the Director of Commerce announces first
    assert info.prompt.kind == "announce"
    assert board["content"].startswith("Mare Nostrum begins. Seat order: ")
    assert f"<@{director_id}>: {i18n.render(info.prompt.text)} (deadline <t:" in board["content"]
    director = USERS[director_id]

    # the Director's private panel: how many cards to trade
    _, panel = await open_panel(bot, board, director)
    assert panel["content"].startswith("**Mare Nostrum: announce how many cards to trade**")
    (select,) = [c for row in panel["components"] for c in row["components"] if c["type"] == 3]
    assert "Trade 2 cards" in [o["label"] for o in select["options"]]
    value = next(o["value"] for o in select["options"] if o["label"] == "Trade 2 cards")
    await bot.fake.click(bot.client, panel, select["placeholder"], user=director, values=[value])
    await bot.fake.click(bot.client, panel, "Confirm", user=director)
    assert "Done: **Trade 2 cards**." in panel["content"] and "Your next decision:" in panel["content"]
    director_panel = panel  # the Director offers too, later, from this same panel

    offers_board = bot.fake.channel_posts(thread_id)[-1]
    info = await bot.app.service.info(game_id)
    assert info.prompt.kind == "offer" and sorted(info.to_act) == [ALICE.id, BOB.id, CAROL.id]
    assert labels(offers_board) == ["Play my turn"]
    since = len(bot.fake.requests)

    others = [u for u in info.to_act if u != director_id]
    for n, user_id in enumerate(others, start=1):
        _, panel = await open_panel(bot, offers_board, USERS[user_id])
        assert panel["content"].startswith("**Mare Nostrum: offer cards for trade (sealed)**")
        await seal_offer(bot, panel, USERS[user_id])
        still = (await bot.app.service.info(game_id)).to_act
        assert len(still) == 3 - n
        assert panel["content"].endswith("Your choice is sealed. Still deciding: " + ", ".join(f"<@{u}>" for u in still) + ".")
        assert "Done: **Offer " in panel["content"]  # the player's own cards, in the private panel
    # the channel heard only that offers were sealed: one line each, in the offers message
    # (edited: no new post, no mention), no card name
    public = thread_texts(bot, thread_id, since)
    sealed = [f"{USERS[u].name} has sealed an offer ({i} of {len(others) + 1} offers in)." for i, u in enumerate(others, 1)]
    assert [text.splitlines()[1:-1] for text in public] == [sealed[:i] for i in range(1, len(others) + 1)]
    assert not [name for name in card_names() for text in public if name in text]
    assert bot.fake.channel_posts(thread_id)[-1] == offers_board
    assert all(r.method == "PATCH" and r.url.endswith(f"/messages/{offers_board['id']}")
               for r in bot.fake.requests[since:] if f"/channels/{thread_id}/messages" in r.url)
    assert labels(bot.fake.messages[int(offers_board["id"])]) == ["Play my turn"]  # the board keeps its button

    # the Director seals last from the panel opened before the others sealed: still valid
    await seal_offer(bot, director_panel, director)
    reveal = thread_texts(bot, thread_id, since)[len(others)]
    assert f"{director.name} has sealed an offer ({len(others) + 1} of {len(others) + 1} offers in).\nOffers revealed:\n" in reveal
    assert any(name in reveal for name in card_names())  # now the cards are public
    assert (await bot.app.service.info(game_id)).prompt.kind == "take"


async def test_antike_board_side_is_offered_and_refused_for_a_game_without_it(bot):
    """/agora new game:antike board:east (issue 9: "chosen at /agora new (board:west|east)")."""
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd", "board": "east"}, user=ALICE)
    assert bot.fake.private_texts(iid) == ["7 Wonders Duel has no `board` choice: leave it empty."]
    iid = await bot.fake.command(bot.client, "new", {"game": "antike", "board": "east", "nations": "choose"}, user=ALICE)
    content = bot.fake.response_message(iid)["content"]
    assert "Board: East (the Orient)" in content and "Nations: chosen by the players in turn" in content
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.options == {"board": "east", "nations": "choose", "language": "en"}


async def test_the_three_role_cards_variant_is_offered_with_mythology(bot):
    """/agora new roles_victory:True (docs/mythology-rules.md #88, D39): the lobby names the variant;
    without the expansion it is refused privately, naming the reason."""
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "roles_victory": True}, user=ALICE)
    (refusal,) = bot.fake.private_texts(iid)
    assert "Mythology" in refusal
    assert await bot.app.service.games_in_channel(CHANNEL_ID) == []
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "expansion": "mythology", "roles_victory": True}, user=ALICE)
    text = bot.fake.response_message(iid)["content"]
    assert "3 role cards variant: on (whoever holds 3 role cards at once wins; heroes, Wonders and the Pyramids do not)" in text
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.options["roles_victory"] is True


async def test_mythology_expansion_is_offered_and_seats_six(bot):
    """/agora new game:mare-nostrum expansion:mythology: the lobby says 3-6 players and names the
    expansion; the sixth player joins, a seventh is refused (mnm-it "6 giocatori")."""
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd", "expansion": "mythology"}, user=ALICE)
    assert bot.fake.private_texts(iid) == ["7 Wonders Duel has no `expansion` choice: leave it empty."]
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "expansion": "mythology", "victory": "long"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    text = lobby["content"]
    assert "Players (1 of 3–6): <@101>" in text
    assert "Expansion: Mythology (Atlantis, the High Priest, gods, creatures, new heroes)" in text
    assert "Victory: long (5 heroes and/or Wonders, or the Pyramids for 13 cards)" in text
    for user in (BOB, CAROL, DAVE, ERIN, FRANK):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    assert "Players (6 of 3–6)" in lobby_now(bot, lobby)
    iid = await bot.fake.click(bot.client, lobby, "Join", user=User(108, "Grace"))
    assert bot.fake.private_texts(iid) == ["The game is full (6 players)."]
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    info = await bot.app.service.info(1)
    assert info.status == "active" and len(info.seats) == 6
