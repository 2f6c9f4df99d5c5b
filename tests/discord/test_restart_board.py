"""After a restart, a board posted before it still answers as an older board: its Play my turn
opens the current panel with a link to the latest board, whose id comes from the database
(games.board_message_id), not from the memory of the process that posted it.  No process edits
an earlier board (one bot-token request per board)."""

from __future__ import annotations

from cogs import custom_ids
from tests.discord.conftest import start_bot
from tests.discord.harness import GUILD_ID, labels
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import USERS, current_player, open_panel, started_game


async def play_a_take(bot, board, player) -> None:
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    await bot.fake.click(bot.client, panel, "Take 1", user=player)
    assert "Done" in panel["content"]


def bot_edits(bot, since: int) -> list:
    """Edits of channel messages made with the bot's token since request ``since``."""
    return [r for r in bot.fake.requests[since:]
            if r.method == "PATCH" and r.path == "/channels/{channel_id}/messages/{message_id}"]


async def test_the_board_from_before_a_restart_keeps_its_button_and_points_to_the_latest(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, board = await started_game(first)
    player, _ = await current_player(first, game_id)
    await play_a_take(first, board, player)
    before = first.fake.channel_posts(thread_id)[-1]
    assert labels(first.fake.messages[int(board["id"])]) == ["Play my turn"]
    assert bot_edits(first, 0) == []
    assert (await first.app.storage.get_game(game_id)).board_message_id == int(before["id"])
    await first.client.close()

    # a new process on the same database; Discord (the fake) keeps its messages
    second = await start_bot(db, monkeypatch, fake=first.fake)
    since = len(second.fake.requests)
    try:
        player, _ = await current_player(second, game_id)
        await play_a_take(second, before, player)
        after = second.fake.channel_posts(thread_id)[-1]
        assert after["id"] != before["id"] and labels(after) == ["Play my turn"]
        assert labels(second.fake.messages[int(before["id"])]) == ["Play my turn"]
        assert bot_edits(second, since) == []
        # the board of before the restart: the current panel, with a link to the latest board
        info = await second.app.service.info(game_id)  # the round's sealed bids: both decide
        iid, panel = await open_panel(second, board, USERS[info.to_act[0]])
        link = f"https://discord.com/channels/{GUILD_ID}/{thread_id}/{after['id']}"
        assert panel["content"].startswith(
            f"The board you pressed is not the latest one: here is your panel as the game stands now.\nLatest board: {link}\n\n"
        )
        assert labels(panel) == ["Bid"]
        assert {custom_ids.parse(c).version for c in ids_of(panel["components"])} == {info.version}  # drawn now
    finally:
        await second.client.close()


async def test_a_repost_after_a_restart_edits_no_earlier_board(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, board = await started_game(first)
    await first.client.close()
    second = await start_bot(db, monkeypatch, fake=first.fake)
    since = len(second.fake.requests)
    try:
        await second.app.repost_board(game_id)
        fresh = second.fake.channel_posts(thread_id)[-1]
        assert fresh["id"] != board["id"] and labels(fresh) == ["Play my turn"]
        assert labels(second.fake.messages[int(board["id"])]) == ["Play my turn"]
        assert bot_edits(second, since) == []
        assert (await second.app.storage.get_game(game_id)).board_message_id == int(fresh["id"])
    finally:
        await second.client.close()
