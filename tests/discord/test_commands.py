"""/agora status|board|log|abandon|help (and new's options) through application-command payloads."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from cogs import messages
from tests.discord.conftest import ADMIN, ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID
from tests.discord.test_flow import assert_deferred_first, current_player, open_lobby, open_panel, started_game


def fake_render(view, names: list[str] | None = None) -> bytes:
    """A stand-in renderer for the toy engine: a tiny PNG."""
    out = io.BytesIO()
    Image.new("RGB", (4, 4), "white").save(out, format="PNG")
    return out.getvalue()


async def ask(bot, sub: str, user=ALICE, channel_id: int = CHANNEL_ID, options=None) -> str:
    iid = await bot.fake.command(bot.client, sub, options, user=user, channel_id=channel_id)
    assert_deferred_first(bot, iid, ephemeral=True)
    replies = bot.fake.replies(iid)  # one, or more for a long /agora help
    assert replies and (len(replies) == 1 or sub == "help")
    return "\n".join(replies)


#: the commands that act on the channel's game (their one prologue: cogs/prologue.py)
GAME_COMMANDS = ("status", "board", "repost", "log", "replay", "abandon", "concede", "pause", "resume")


async def test_commands_without_a_game_say_so(bot):
    for sub in GAME_COMMANDS:
        assert await ask(bot, sub) == "There is no Agora game in this channel. Start one with `/agora new`.", sub


async def test_several_lobbies_in_a_channel_are_listed(bot):
    await open_lobby(bot, user=ALICE)
    await open_lobby(bot, user=BOB)
    for sub in GAME_COMMANDS:
        reply = await ask(bot, sub)
        assert "several Agora games" in reply and "#1 Coin Grab (waiting for players)" in reply and "#2" in reply, sub
    assert [g.version for g in await bot.app.service.games_in_channel(CHANNEL_ID)] == [0, 0]  # nothing changed


async def test_commands_that_need_a_game_in_progress_say_it_is_in_its_lobby(bot):
    await open_lobby(bot, user=ALICE)
    for sub in ("repost", "concede"):
        assert await ask(bot, sub) == "#1 Coin Grab (waiting for players) has not started yet: there is no board yet."


async def test_status_in_the_thread(bot):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    reply = await ask(bot, "status", user=player, channel_id=thread_id)
    assert f"Waiting for <@{player.id}>: take 1-3 coins" in reply
    assert "Deadline: <t:" in reply and "Round 1/2, take" in reply


async def test_board_shows_the_picture_privately(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.discord.test_commands:fake_render")
    game_id, thread_id, board = await started_game(bot)
    assert board["attachments"][0]["filename"] == "board.png"  # the posted board has it too
    iid = await bot.fake.command(bot.client, "board", user=CAROL, channel_id=thread_id)
    assert_deferred_first(bot, iid, ephemeral=True)
    (edit,) = [r for r in bot.fake.for_interaction(iid) if r.method == "PATCH"]
    assert edit.files == ["board.png"] and "Coin Grab" in edit.payload["content"]


async def test_board_without_a_renderer_and_in_the_lobby(bot):
    lobby = await open_lobby(bot)
    assert "has not started" in await ask(bot, "board")
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    assert "no board picture" in await ask(bot, "board", channel_id=thread_id)


async def test_log_lists_the_latest_public_lines(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    await bot.fake.click(bot.client, panel, "Take 3", user=player)
    reply = await ask(bot, "log", channel_id=thread_id)
    # the last page of the whole log (one page here: no Previous / Next; tests/discord/test_after.py)
    assert reply.splitlines()[0] == "**Log of #1 Coin Grab (in progress)**: page 1 of 1"
    assert "Coin Grab begins" in reply and reply.endswith(f"{player.name} takes 3 coins.")


async def test_help(bot):
    """How to play in a few lines (Play my turn, deadlines, the automatic player), every game with
    its player counts, every command of the tree."""
    iid = await bot.fake.command(bot.client, "help", user=CAROL)
    assert_deferred_first(bot, iid, ephemeral=True)
    parts = bot.fake.private_texts(iid)  # one message, and private follow-ups when it is longer
    assert all(len(p) <= 2000 for p in parts) and not parts[0].endswith("…")
    reply = "\n".join(parts)
    assert "Press **Play my turn** under the latest board" in reply
    # moves out of turn (Engine.side_actions; docs/mythology-rules.md D2) are told here, nobody is pinged for them
    assert "Mythology's Baal, Vulcan and Poseidon): their holder presses **Play my turn** at any moment" in reply
    assert "Every decision has a deadline; you are reminded 12 hours and 1 hour before it." in reply
    assert "Agora's automatic player finishes your turn for you" in reply
    games = reply.split("**Games**\n")[1].split("\n\n")[0].splitlines()
    assert games == ["- 7 Wonders Duel (`7wd`): 2 players", "- Mare Nostrum (`mare-nostrum`): 3 to 5 players",
                     "- Antike (`antike`): 2 to 6 players", "- Olympus (`olympus`): 2 to 5 players",
                     "- Coin Grab (`toy`): 2 to 4 players"]
    (group,) = bot.client.tree.get_commands()
    for command in group.commands:
        assert f"- `/agora {command.name}`: " in reply


def test_help_without_reminders():
    assert "Every decision has a deadline. If it passes" in messages.help_text(())


@pytest.mark.parametrize(
    ("who", "allowed"),
    [(ALICE, True), (ADMIN, True), (BOB, False), (CAROL, False)],
    ids=["host", "manage-server", "player", "bystander"],
)
async def test_abandon_needs_the_host_or_manage_server(bot, who, allowed):
    game_id, thread_id, board = await started_game(bot)
    reply = await ask(bot, "abandon", user=who, channel_id=thread_id)
    info = await bot.app.service.info(game_id)
    if allowed:
        assert info.status == "abandoned" and "is abandoned" in reply
        final = bot.fake.channel_posts(thread_id)[-1]
        assert "abandoned by" in final["content"] and final["components"] == []
    else:
        assert info.status == "active"
        assert reply == "Only the host or a server manager can abandon this game."
        assert len(bot.fake.channel_posts(thread_id)) == 1


async def test_abandoned_lobby_buttons_answer_politely(bot):
    lobby = await open_lobby(bot)
    await ask(bot, "abandon")
    iid = await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    assert_deferred_first(bot, iid)
    (followup,) = bot.fake.followups(iid)
    assert followup.payload["flags"] & 64 and "abandoned" in followup.payload["content"]


async def test_new_with_a_deadline(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "deadline_hours": 48.0}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    assert "Time per decision: 48 hours." in lobby["content"]
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.options == {"deadline_hours": 48.0, "language": "en"}  # the server's locale (en-US)


async def test_a_deadline_out_of_range_is_refused_privately(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "toy", "deadline_hours": 9999.0}, user=ALICE)
    # private from the start: no public placeholder first (tests/discord/test_new_private.py)
    assert bot.fake.private_texts(iid) == ["deadline_hours must be between one minute (0.017) and 720 hours."]
    assert [r.callback_type for r in bot.fake.for_interaction(iid)] == [4]
    assert await bot.app.service.games_in_channel(CHANNEL_ID) == []


async def test_unexpected_failures_get_an_apology_and_are_logged(bot, monkeypatch, caplog):
    game_id, thread_id, board = await started_game(bot)

    async def broken(*args, **kwargs):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(bot.app.service.queries, "log", broken)
    assert await ask(bot, "log", channel_id=thread_id) == "Sorry, something went wrong on my side. Please try again in a moment."
    monkeypatch.setattr(bot.app.service.play, "panel", broken)
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=ALICE)
    assert bot.fake.replies(iid) == ["Sorry, something went wrong on my side. Please try again in a moment."]
    assert "disk on fire" in caplog.text


async def test_status_of_a_lobby(bot):
    await open_lobby(bot)
    reply = await ask(bot, "status", user=CAROL)
    assert reply.startswith("**Coin Grab**: game #1, hosted by <@101>") and "Press **Join**" in reply


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"game": "toy", "language": "fr"}, "`language` takes only one of the values offered: “English”, “Italiano”; "
                                            "nothing was created."),
        ({"game": "mare-nostrum", "setup": "bogus"}, "`setup` takes only one of the values offered: “Introductory"),
        ({"game": "toy", "civilizations": "all"}, "`civilizations` takes only one of the values offered:"),
    ],
)
async def test_new_options_outside_their_choices_are_refused_privately(bot, options, expected):
    """Issue 17 item 13: Discord offers only the choices, a modified client may send anything;
    such a value is refused privately (naming the option and its choices) and nothing is created."""
    iid = await bot.fake.command(bot.client, "new", options, user=ALICE)
    (text,) = bot.fake.private_texts(iid)
    assert text.startswith(expected), text
    assert await bot.app.service.games_in_channel(CHANNEL_ID) == []


def test_a_refused_option_is_named_as_the_readers_client_shows_it():
    """Issue 17 item 15: Italian answers name the Italian options (`preparazione`, not `setup`)."""
    assert "`preparazione`" in messages.no_such_option("7wd", "setup", "it")
    assert "`setup`" in messages.no_such_option("7wd", "setup", "en")
