"""Who may use what: every slash command and every component kind against every kind of user,
in one table.  Anyone not allowed is refused with a private (ephemeral) explanation, and nothing
changes: the game's row (version, seats, status...), its action log and every public message
stay as they were.

Roles: ``turn`` the seat whose turn it is, ``seat`` another seat, ``host`` (seated, not to act),
``spectator`` a member of the guild, ``manager`` a member with Manage Server (not seated),
``stranger_guild`` someone in another guild, ``stranger_dm`` someone in a direct message with the
bot.  Lobby kinds (join, leave, start) are clicked on the lobby of a game whose host is Alice with
Bob and Dan seated (``turn`` and ``seat`` are then just seated players); the others on an active
game of three.  A stranger's click is forged (the same message, claimed from their channel).
``side`` is a move out of turn (an interjection, ``Engine.side_actions``; Mythology's Baal): the
Nudge of Coin Grab with nudges (tests/side_toy.py), which any seat not taking may use, clicked on
the ``seat`` player's own panel.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import engines
from cogs.custom_ids import CustomId
from tests.discord.conftest import ADMIN, ALICE, BOB, CAROL, Bot
from tests.discord.harness import CHANNEL_ID, OTHER_CHANNEL_ID, User, find_component
from tests.discord.test_flow import open_lobby, open_panel

DAN = User(105, "Dan")
EVE = User(106, "Eve")
USERS = {u.id: u for u in (ALICE, BOB, CAROL, DAN, ADMIN, EVE)}

OK, SEE, NO = "changes", "answers", "refused"
POSTS = "posts"  # the game does not change; a public message is posted and the user answered privately
MEMBERS = ("turn", "seat", "host", "spectator", "manager")
ROLES = (*MEMBERS, "stranger_guild", "stranger_dm")
IN_DM = (NO, "work in a server's channels")
NO_GAME_THERE = (NO, "There is no Agora game in this channel")
OTHER_SERVER = (NO, "belongs to a game in another server")


def row(members, stranger_guild, stranger_dm=IN_DM) -> dict:
    members = members if isinstance(members, dict) else {m: members for m in MEMBERS}
    return {**members, "stranger_guild": stranger_guild, "stranger_dm": stranger_dm}


#: action -> role -> (outcome, a phrase of the answer)
MATRIX: dict[str, dict[str, tuple[str, str]]] = {
    "/new": row((OK, "Press **Join**"), (OK, "Press **Join**")),
    "/status": row((SEE, "Waiting for"), NO_GAME_THERE),
    "/board": row((SEE, "no board picture"), NO_GAME_THERE),
    "/log": row((SEE, "Log of"), NO_GAME_THERE),
    # after the game (tests/discord/test_after.py): statistics and leaderboards are the server's,
    # for anyone in it; no replay while the game goes on
    "/stats": row((SEE, "has not finished a game here yet"), (SEE, "has not finished a game here yet")),
    "/leaderboard": row((SEE, "No rated game of Coin Grab has been finished"), (SEE, "No rated game of Coin Grab has been finished")),
    "/replay": row((NO, "is not over yet"), NO_GAME_THERE),
    "/repost": row(
        {"turn": (POSTS, "posted again"), "seat": (POSTS, "posted again"), "host": (POSTS, "posted again"),
         "spectator": (NO, "Only the game's players and its host"), "manager": (NO, "Only the game's players and its host")},
        NO_GAME_THERE,
    ),
    "/help": row((SEE, "/agora new"), (SEE, "/agora new")),
    "/abandon": row(
        {"turn": (NO, "Only the host or a server manager"), "seat": (NO, "Only the host or a server manager"),
         "host": (OK, "is abandoned"), "spectator": (NO, "Only the host or a server manager"),
         "manager": (OK, "is abandoned")},
        NO_GAME_THERE,
    ),
    "join": row(
        {"turn": (NO, "already seated"), "seat": (NO, "already seated"), "host": (NO, "already seated"),
         "spectator": (OK, ""), "manager": (OK, "")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "leave": row(
        {"turn": (OK, ""), "seat": (OK, ""), "host": (NO, "The host cannot leave"),
         "spectator": (NO, "not seated"), "manager": (NO, "not seated")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "start": row(
        {"turn": (NO, "Only the host"), "seat": (NO, "Only the host"), "host": (OK, ""),
         "spectator": (NO, "Only the host"), "manager": (NO, "Only the host")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "play": row(
        {"turn": (SEE, "Your turn"), "seat": (SEE, "nothing to decide"), "host": (SEE, "nothing to decide"),
         "spectator": (NO, "You are not playing"), "manager": (NO, "You are not playing")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "opt": row(
        {"turn": (OK, "Done: **Take coins › Take 1**"), "seat": (NO, "It is not your turn"),
         "host": (NO, "It is not your turn"), "spectator": (NO, "You are not playing"),
         "manager": (NO, "You are not playing")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "sel": row(
        {"turn": (SEE, "You chose: **Take coins**"), "seat": (NO, "It is not your turn"),
         "host": (NO, "It is not your turn"), "spectator": (NO, "You are not playing"),
         "manager": (NO, "You are not playing")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    # a move out of turn from the panel of a seat not prompted (an interjection); the player whose
    # turn it is has no such choice on its own panel
    "side": row(
        {"turn": (NO, "no longer on your panel"), "seat": (OK, "Done: **Nudge**"), "host": (OK, "Done: **Nudge**"),
         "spectator": (NO, "You are not playing"), "manager": (NO, "You are not playing")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    # the Undo button of the panel of the player who just moved ("turn" here is that player)
    "undo": row(
        {"turn": (OK, "You took back your last move."), "seat": (NO, "only they can take it back"),
         "host": (NO, "only they can take it back"), "spectator": (NO, "You are not playing"),
         "manager": (NO, "You are not playing")},
        OTHER_SERVER, OTHER_SERVER,
    ),
}
LOBBY_KINDS = ("join", "leave", "start")


@dataclass
class World:
    game_id: int
    users: dict[str, User]
    channel_id: int  # where the game's messages are (lobby channel, or the game's thread)
    message: dict  # the message clicked: lobby, board, or the turn holder's panel
    custom_id: str | None = None
    values: list[str] | None = None


async def current_player(bot: Bot, game_id: int) -> User:
    (user_id,) = (await bot.app.service.info(game_id)).to_act
    return USERS[user_id]


@pytest.fixture(autouse=True)
def side_toy(monkeypatch):
    """Coin Grab with nudges (a move out of turn) as "toy-side"."""
    monkeypatch.setitem(engines.REGISTRY, "toy-side", "tests.side_toy:SideToy")


async def lobby_world(bot: Bot, game: str = "toy") -> World:
    lobby = await open_lobby(bot, user=ALICE, game=game)
    for user in (BOB, DAN):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    users = {"host": ALICE, "turn": BOB, "seat": DAN, "spectator": CAROL, "manager": ADMIN}
    return World(1, users, CHANNEL_ID, lobby)


async def active_world(bot: Bot, game: str = "toy") -> World:
    """Alice hosts a game of three that is not at her turn."""
    world = await lobby_world(bot, game)
    await bot.fake.click(bot.client, world.message, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    turn = await current_player(bot, world.game_id)
    if turn is ALICE:  # let the host move once: the turn passes to another seat
        _, panel = await open_panel(bot, bot.fake.channel_posts(thread_id)[-1], ALICE)
        await bot.fake.click(bot.client, panel, "Take coins", user=ALICE)
        await bot.fake.click(bot.client, panel, "Take 1", user=ALICE)
        turn = await current_player(bot, world.game_id)
    seat = next(u for u in (BOB, DAN) if u is not turn)
    users = {"host": ALICE, "turn": turn, "seat": seat, "spectator": CAROL, "manager": ADMIN}
    return World(world.game_id, users, thread_id, bot.fake.channel_posts(thread_id)[-1])


async def snapshot(bot: Bot, game_id: int) -> tuple:
    info = await bot.app.service.info(game_id)
    return info.model_dump(), await bot.app.storage.count_actions(game_id), len(await bot.app.storage.games())


async def act(bot: Bot, world: World, action: str, role: str) -> int:
    """Perform ``action`` as ``role``; the interaction id."""
    fake = bot.fake
    user = world.users.get(role, EVE)
    channel_id = world.channel_id
    if role == "stranger_guild":
        channel_id = OTHER_CHANNEL_ID
    elif role == "stranger_dm":
        channel_id = fake.dm_channel(EVE)
    if action.startswith("/"):
        options = {"game": "toy"} if action in ("/new", "/leaderboard") else None
        return await fake.command(bot.client, action[1:], options, user=user, channel_id=channel_id)
    label = {"join": "Join", "leave": "Leave", "start": "Start", "play": "Play my turn"}.get(action)
    custom_id = world.custom_id or find_component(world.message["components"], label)["custom_id"]
    forged = channel_id if channel_id != world.channel_id else None
    return await fake.click_id(bot.client, world.message, custom_id, user=user, values=world.values, channel_id=forged)


async def world_for(bot: Bot, action: str) -> World:
    if action in LOBBY_KINDS:
        return await lobby_world(bot)
    world = await active_world(bot, "toy-side" if action == "side" else "toy")
    if action == "side":  # the Nudge button of the panel of a seat not taking
        _, panel = await open_panel(bot, world.message, world.users["seat"])
        world.custom_id = find_component(panel["components"], "Nudge")["custom_id"]
        world.message = panel
    if action == "undo":  # the turn holder moves: the Undo button of their panel
        turn = world.users["turn"]
        _, panel = await open_panel(bot, world.message, turn)
        await bot.fake.click(bot.client, panel, "Take coins", user=turn)
        await bot.fake.click(bot.client, panel, "Take 1", user=turn)
        world.custom_id = find_component(panel["components"], "Undo")["custom_id"]
        world.message = panel
    if action in ("opt", "sel"):  # the turn holder's own private panel
        turn = world.users["turn"]
        _, panel = await open_panel(bot, world.message, turn)
        info = await bot.app.service.info(world.game_id)
        if action == "opt":
            await bot.fake.click(bot.client, panel, "Take coins", user=turn)
            world.custom_id = find_component(panel["components"], "Take 1")["custom_id"]
            world.message = panel
        else:  # a select menu at the panel's root (the toy's levels are buttons), choosing "take"
            world.custom_id, world.values = CustomId(world.game_id, "sel", info.version).format(), ["take"]
            world.message = bot.fake.forge(panel, world.custom_id, select=True)
    return world


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("action", list(MATRIX))
async def test_who_may_do_what(bot, action, role):
    outcome, phrase = MATRIX[action][role]
    world = await world_for(bot, action)
    before = await snapshot(bot, world.game_id)
    iid = await act(bot, world, action, role)
    after = await snapshot(bot, world.game_id)
    user = world.users.get(role, EVE)
    if outcome == POSTS:
        assert after == before
        assert bot.fake.channel_posts(world.channel_id)[-1]["content"].startswith("The current board, posted again.")
        assert any(phrase in t for t in bot.fake.replies(iid))
        return
    if outcome == OK:
        assert after != before
        info = await bot.app.service.info(world.game_id)
        changed = {
            "/new": lambda: after[2] == before[2] + 1 and after[:2] == before[:2],
            "/abandon": lambda: info.status == "abandoned",
            "join": lambda: info.seat_of(user.id) is not None,
            "leave": lambda: info.seat_of(user.id) is None,
            "start": lambda: info.status == "active",
            "opt": lambda: after[1] == before[1] + 1 and info.version == before[0]["version"] + 1,
            "side": lambda: after[1] == before[1] + 1 and info.to_act == before[0]["to_act"],
            "undo": lambda: after[1] == before[1] + 1 and info.to_act == [user.id],
        }[action]
        assert changed()
        if phrase:
            assert any(phrase in t for t in bot.fake.replies(iid)) or phrase in bot.fake.response_message(iid)["content"]
        return
    texts = bot.fake.private_texts(iid)  # every answer private, nothing public sent or edited
    assert after == before, "a refused or read-only interaction changed the game"
    assert texts and any(phrase in t for t in texts), texts
