"""After a restart, the board message posted before it loses its Play my turn button when the
next board is posted: its id comes from the database (games.board_message_id), not from the
memory of the process that posted it."""

from __future__ import annotations

from tests.discord.conftest import start_bot
from tests.discord.harness import labels
from tests.discord.test_flow import current_player, open_panel, started_game


async def play_a_take(bot, board, player) -> None:
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    await bot.fake.click(bot.client, panel, "Take 1", user=player)
    assert "Done" in panel["content"]


async def test_the_board_from_before_a_restart_loses_its_button(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, board = await started_game(first)
    player, _ = await current_player(first, game_id)
    await play_a_take(first, board, player)
    before = first.fake.channel_posts(thread_id)[-1]
    assert labels(first.fake.messages[int(board["id"])]) == []  # stripped by the same process
    assert labels(before) == ["Play my turn"]
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
        assert labels(second.fake.messages[int(before["id"])]) == []
        edits = [r for r in second.fake.requests[since:]
                 if r.method == "PATCH" and r.path == "/channels/{channel_id}/messages/{message_id}"]
        assert [r.url.rsplit("/", 1)[1] for r in edits] == [before["id"]]
    finally:
        await second.client.close()


async def test_a_repost_after_a_restart_strips_the_stored_board(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, board = await started_game(first)
    await first.client.close()
    second = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        await second.app.repost_board(game_id)
        fresh = second.fake.channel_posts(thread_id)[-1]
        assert fresh["id"] != board["id"] and labels(fresh) == ["Play my turn"]
        assert labels(second.fake.messages[int(board["id"])]) == []
    finally:
        await second.client.close()
