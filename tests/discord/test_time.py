"""Time on Discord (issue 11, cogs/time.py): ``/agora pause`` and ``resume``, ``/agora
vacation`` (and its ``budget``, the server's setting) and the "More time" button of reminders,
driven through Discord's own payloads.  The authorization matrix of these tools (as tests/discord/test_authorization.py
does for the others): who may do what, and what everyone else is told privately while nothing
changes."""

from __future__ import annotations

import pytest

from bot.app.scheduler import reminder_number
from cogs import custom_ids
from tests.discord.conftest import ADMIN, ALICE, BOB, Bot, start_bot
from tests.discord.harness import GUILD_ID, OTHER_CHANNEL_ID, OTHER_GUILD_ID, find_component
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_authorization import (
    EVE,
    IN_DM,
    NO,
    NO_GAME_THERE,
    OK,
    OTHER_SERVER,
    ROLES,
    World,
    act,
    active_world,
    row,
)
from tests.discord.test_flow import open_lobby, open_panel

ONLY_HOST = (NO, "Only the host or a server manager can pause or resume this game")
NOT_YOURS = (NO, "This decision is not yours: only")
NOT_PLAYING = (NO, "You are not playing this game")
ONLY_MANAGERS = (NO, "Only a member with Manage Server")

#: time action -> role -> (outcome, a phrase of the answer)
MATRIX: dict[str, dict[str, tuple[str, str]]] = {
    "/pause": row(
        {"turn": ONLY_HOST, "seat": ONLY_HOST, "host": (OK, "The game is paused."), "spectator": ONLY_HOST,
         "manager": (OK, "The game is paused.")},
        NO_GAME_THERE,
    ),
    "/resume": row(
        {"turn": ONLY_HOST, "seat": ONLY_HOST, "host": (OK, "The game is resumed."), "spectator": ONLY_HOST,
         "manager": (OK, "The game is resumed.")},
        NO_GAME_THERE,
    ),
    "more": row(
        {"turn": (OK, "you have 24 more hours"), "seat": NOT_YOURS, "host": NOT_YOURS, "spectator": NOT_PLAYING,
         "manager": NOT_PLAYING},
        OTHER_SERVER, OTHER_SERVER,
    ),
    # any member, for themselves (in another server: their vacation there)
    "/vacation": row((OK, "You are on vacation until"), (OK, "You are on vacation until"), IN_DM),
    # the server's vacation budget: Manage Server only
    "/vacation budget": row(
        {"turn": ONLY_MANAGERS, "seat": ONLY_MANAGERS, "host": ONLY_MANAGERS, "spectator": ONLY_MANAGERS,
         "manager": (OK, "This server's vacation budget: 5 days per 90 days")},
        ONLY_MANAGERS,
    ),
}
OPTIONS = {"/vacation": ("vacation", {"days": 3}), "/vacation budget": ("vacation", {"budget": 5})}


async def reminder(bot: Bot, game_id: int, thread_id: int) -> dict:
    """The 12-hour reminder of the current decision, as the timer would post it."""
    info = await bot.app.service.info(game_id)
    await bot.app.on_reminder(game_id, info.version, reminder_number(12), 12)
    return bot.fake.channel_posts(thread_id)[-1]


async def snapshot(bot: Bot, game_id: int) -> tuple:
    info = await bot.app.service.info(game_id)
    keeper = bot.app.service.time
    return (
        info.model_dump(),
        await bot.app.storage.count_actions(game_id),
        await keeper.store.time_log(game_id),
        await keeper.store.vacations(),
        await keeper.budget(GUILD_ID),
    )


async def world_for(bot: Bot, action: str) -> World:
    world = await active_world(bot)
    if action == "/resume":
        await bot.app.pause(world.game_id, ALICE.id, is_admin=False)
    if action == "more":
        world.message = await reminder(bot, world.game_id, world.channel_id)
        world.custom_id = find_component(world.message["components"], "More time")["custom_id"]
    return world


async def perform(bot: Bot, world: World, action: str, role: str) -> int:
    if action in OPTIONS:  # the shared helper sends commands without options
        fake, user = bot.fake, world.users.get(role, EVE)
        channel_id = {"stranger_guild": OTHER_CHANNEL_ID, "stranger_dm": fake.dm_channel(EVE)}.get(role, world.channel_id)
        name, options = OPTIONS[action]
        return await fake.command(bot.client, name, options, user=user, channel_id=channel_id)
    return await act(bot, world, action, role)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("action", list(MATRIX))
async def test_who_may_use_the_time_tools(bot, action, role):
    outcome, phrase = MATRIX[action][role]
    world = await world_for(bot, action)
    before = await snapshot(bot, world.game_id)
    deadline = before[0]["deadline"]
    iid = await perform(bot, world, action, role)
    after = await snapshot(bot, world.game_id)
    user = world.users.get(role, EVE)
    if outcome == OK:
        assert after != before
        info = await bot.app.service.info(world.game_id)
        guild = OTHER_GUILD_ID if role == "stranger_guild" else GUILD_ID
        changed = {
            "/pause": lambda: info.paused and info.deadline is None,
            "/resume": lambda: not info.paused and info.deadline is not None,
            "more": lambda: info.deadline == pytest.approx(deadline + 24 * 3600),
            "/vacation": lambda: [(v.guild_id, v.user_id) for v in after[3]] == [(guild, user.id)],
            "/vacation budget": lambda: after[4] == 5 and after[3] == [],
        }[action]
        assert changed()
        assert any(phrase in t for t in bot.fake.replies(iid)), bot.fake.replies(iid)
        return
    texts = bot.fake.private_texts(iid)  # every answer private, nothing public sent or edited
    assert after == before, "a refused interaction changed something"
    assert texts and any(phrase in t for t in texts), texts


# ---- the flows -------------------------------------------------------------------------------
async def _game(bot: Bot):
    world = await active_world(bot)
    return world.game_id, world.channel_id, world.users["turn"], world


async def test_a_stale_more_time_button_is_refused_with_a_clear_message(bot):
    game_id, thread_id, turn, world = await _game(bot)
    board = bot.fake.channel_posts(thread_id)[-1]
    old = await reminder(bot, game_id, thread_id)
    assert custom_ids.parse(find_component(old["components"], "More time")["custom_id"]).kind == "more"
    _, panel = await open_panel(bot, board, turn)
    await bot.fake.click(bot.client, panel, "Take coins", user=turn)
    await bot.fake.click(bot.client, panel, "Take 1", user=turn)
    info = await bot.app.service.info(game_id)
    (next_user,) = info.to_act
    user = next(u for u in world.users.values() if u.id == next_user)
    for who in (user, turn):  # the new decision's player, and the one whose decision it was
        iid = await bot.fake.click(bot.client, old, "More time", user=who)
        (text,) = bot.fake.private_texts(iid)
        assert text.startswith("This reminder is for an earlier decision")
    assert (await bot.app.service.info(game_id)).deadline == info.deadline


async def test_more_time_twice_on_one_decision_is_refused(bot):
    game_id, thread_id, turn, _ = await _game(bot)
    message = await reminder(bot, game_id, thread_id)
    await bot.fake.click(bot.client, message, "More time", user=turn)
    iid = await bot.fake.click(bot.client, message, "More time", user=turn)
    assert any("already took more time for this decision" in t for t in bot.fake.private_texts(iid))
    assert "took 24 more hours" in bot.fake.channel_posts(thread_id)[-2]["content"]  # the turn message says it


async def test_pause_is_shown_in_status_and_the_turn_message(bot):
    game_id, thread_id, turn, world = await _game(bot)
    await bot.fake.command(bot.client, "pause", user=ALICE, channel_id=thread_id)
    board = bot.fake.channel_posts(thread_id)[-1]
    assert board["content"].endswith("(game paused: no deadline)")
    assert "Alice paused the game" in board["content"]
    iid = await bot.fake.command(bot.client, "status", user=turn, channel_id=thread_id)
    (text,) = bot.fake.private_texts(iid)
    assert "The game is paused: no deadline." in text and "Time left on the stopped clock: 24 hours" in text
    assert '"More time" extensions left for you in this game: 2 of 2' in text


async def test_vacation_status_and_end(bot):
    game_id, thread_id, turn, _ = await _game(bot)
    iid = await bot.fake.command(bot.client, "vacation", {"days": 2}, user=turn, channel_id=thread_id)
    assert any("You are on vacation until" in t for t in bot.fake.replies(iid))
    assert "The clock of this decision is stopped" in bot.fake.channel_posts(thread_id)[-1]["content"]
    iid = await bot.fake.command(bot.client, "status", user=ALICE, channel_id=thread_id)
    (text,) = bot.fake.private_texts(iid)
    assert f"On vacation: {turn.name} until" in text
    iid = await bot.fake.command(bot.client, "vacation", user=turn, channel_id=thread_id)
    (text,) = bot.fake.private_texts(iid)
    assert "You are on vacation until" in text and "Vacation: 2 of 14 days used in the last 90 days (this server's budget)." in text
    iid = await bot.fake.command(bot.client, "vacation", {"days": 20}, user=ALICE, channel_id=thread_id)
    (text,) = bot.fake.private_texts(iid)
    assert text == "Not enough vacation left: this server allows 14 days per 90 days and you have 14 left."
    iid = await bot.fake.command(bot.client, "vacation", {"end": True}, user=turn, channel_id=thread_id)
    assert any("Welcome back" in t for t in bot.fake.replies(iid))
    assert "runs again" in bot.fake.channel_posts(thread_id)[-1]["content"]
    assert (await bot.app.service.info(game_id)).deadline is not None


async def test_the_host_sets_the_extensions_at_new(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "extensions": 0}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    game_id = custom_ids.parse(ids_of(lobby["components"])[0]).game_id
    assert (await bot.app.service.info(game_id)).options["extensions"] == 0
    assert '"More time" (24 hours) per player: 0' in lobby["content"]


async def test_a_reminder_without_extensions_has_no_button(bot):
    lobby = await open_lobby(bot)
    game_id = custom_ids.parse(ids_of(lobby["components"])[0]).game_id
    await bot.app.storage._write("UPDATE games SET options = ? WHERE id = ?", ('{"extensions": 0}', game_id))
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    message = await reminder(bot, game_id, thread_id)
    assert message["content"].startswith("Reminder:") and not message.get("components")


async def test_restart_while_paused_keeps_the_game_waiting(tmp_path, monkeypatch):
    bot = await start_bot(tmp_path / "agora.sqlite3", monkeypatch)
    game_id, thread_id, turn, _ = await _game(bot)
    await bot.fake.command(bot.client, "pause", user=ADMIN, channel_id=thread_id)
    await bot.client.close()
    bot = await start_bot(tmp_path / "agora.sqlite3", monkeypatch, bot.fake)
    try:
        assert bot.app.scheduler.job_ids() == []
        iid = await bot.fake.command(bot.client, "resume", user=ALICE, channel_id=thread_id)
        assert any("The game is resumed." in t for t in bot.fake.replies(iid))
        assert f"deadline:{game_id}" in bot.app.scheduler.job_ids()
    finally:
        await bot.client.close()
