"""The Undo button (issue 11) through the real discord.py client: it appears on the mover's panel
after a move that can be taken back, takes the move back once (a double click too), shows the
restored choices, strikes the move in its public message and posts the restored position; a
stale button answers "outdated"; the texts exist in English and Italian."""

from __future__ import annotations

import copy
from dataclasses import replace

from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import labels
from tests.discord.test_double_click import both_at_once
from tests.discord.test_flow import USERS, current_player, open_panel, started_game


async def _moved(bot, take: str = "Take 2", user_of=None):
    """The player to act takes coins from their panel: (game, thread, mover, done panel)."""
    game_id, thread_id, board = await started_game(bot)
    mover, info = await current_player(bot, game_id)
    if user_of is not None:
        mover = user_of(mover)
    _, panel = await open_panel(bot, board, mover)
    await bot.fake.click(bot.client, panel, "Take coins", user=mover)
    await bot.fake.click(bot.client, panel, take, user=mover)
    return game_id, thread_id, mover, bot.fake.messages[int(panel["id"])]


async def test_undo_takes_the_move_back_and_tells_the_channel(bot):
    game_id, thread_id, mover, panel = await _moved(bot)
    assert panel["content"].startswith("Done: **Take coins › Take 2**.")
    assert "Undo" in labels(panel)
    posts = bot.fake.channel_posts(thread_id)
    move_message = posts[-1]
    assert move_message["content"].startswith(f"{mover.name} takes 2 coins.")
    before = await bot.app.service.info(game_id)
    iid = await bot.fake.click(bot.client, panel, "Undo", user=mover)
    assert bot.fake.first_request(iid).callback_type == 6  # acknowledged at once (the panel updates)
    restored = bot.fake.messages[int(panel["id"])]
    assert "You took back your last move." in restored["content"]
    assert labels(restored) == ["Take coins"]  # the restored choices; nothing more to take back
    info = await bot.app.service.info(game_id)
    assert info.version == before.version + 1 and info.to_act == [mover.id]
    rows = await bot.app.storage.actions(game_id)
    assert rows[-1].action == {"undo": rows[-2].seq}
    # the public message of the move: struck; a new message shows the restored position
    assert bot.fake.messages[int(move_message["id"])]["content"] == f"~~{mover.name} takes 2 coins.~~"
    latest = bot.fake.channel_posts(thread_id)[-1]
    assert latest["content"].startswith(f"↩️ {mover.name} took back their last move.")
    assert "Play my turn" in labels(latest)
    assert latest.get("allowed_mentions", {}).get("users", []) in ([], None)
    # the player moves again from the restored panel
    await bot.fake.click(bot.client, restored, "Take coins", user=mover)
    await bot.fake.click(bot.client, restored, "Take 1", user=mover)
    assert (await bot.app.service.info(game_id)).version == info.version + 1


async def test_a_stale_undo_button_answers_outdated(bot):
    game_id, thread_id, mover, panel = await _moved(bot)
    other, _ = await current_player(bot, game_id)
    _, theirs = await open_panel(bot, bot.fake.channel_posts(thread_id)[-1], other)
    await bot.fake.click(bot.client, theirs, "Take coins", user=other)
    await bot.fake.click(bot.client, theirs, "Take 1", user=other)
    count = await bot.app.storage.count_actions(game_id)
    iid = await bot.fake.click(bot.client, panel, "Undo", user=mover)
    assert any("outdated" in t for t in bot.fake.replies(iid))
    assert await bot.app.storage.count_actions(game_id) == count


async def test_the_undo_button_is_offered_only_when_the_move_can_be_taken_back(bot):
    game_id, thread_id, mover, panel = await _moved(bot)
    other, _ = await current_player(bot, game_id)
    # the other player's panel offers no Undo (nothing of theirs to take back)
    _, theirs = await open_panel(bot, bot.fake.channel_posts(thread_id)[-1], other)
    assert "Undo" not in labels(theirs)
    # the mover's Play my turn panel offers it (nothing to decide, a move to take back)
    _, own = await open_panel(bot, bot.fake.channel_posts(thread_id)[-1], mover)
    assert labels(own) == ["Undo"]
    # once the other player acted, it is gone
    await bot.fake.click(bot.client, theirs, "Take coins", user=other)
    await bot.fake.click(bot.client, theirs, "Take 1", user=other)
    _, own = await open_panel(bot, bot.fake.channel_posts(thread_id)[-1], mover)
    assert "Undo" not in labels(own)


async def test_a_double_click_on_undo_takes_back_once(bot):
    game_id, thread_id, mover, panel = await _moved(bot)
    count = await bot.app.storage.count_actions(game_id)
    a, b = await both_at_once(bot, copy.deepcopy(panel), "Undo", mover)
    assert await bot.app.storage.count_actions(game_id) == count + 1
    for iid in (a, b):
        assert not any("outdated" in t for t in bot.fake.replies(iid))
    assert "You took back your last move." in bot.fake.messages[int(panel["id"])]["content"]


async def test_undo_in_italian(bot):
    def italian(user):
        return replace(user, locale="it")

    game_id, thread_id, mover, panel = await _moved(bot, user_of=italian)
    assert "Annulla" in labels(panel)
    await bot.fake.click(bot.client, panel, "Annulla", user=mover)
    assert "Hai annullato la tua ultima mossa." in bot.fake.messages[int(panel["id"])]["content"]
    assert USERS[mover.id] in (ALICE, BOB)


async def test_the_undo_button_works_after_a_restart(tmp_path, monkeypatch):
    from tests.discord.conftest import start_bot

    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, mover, panel = await _moved(first)
    count = await first.app.storage.count_actions(game_id)
    await first.client.close()
    # a new process: nothing in memory; the Undo button drawn before still works
    second = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        _, own = await open_panel(second, second.fake.channel_posts(thread_id)[-1], mover)
        assert labels(own) == ["Undo"]  # worked out again from the log
        await second.fake.click(second.client, panel, "Undo", user=mover)
        assert "You took back your last move." in second.fake.messages[int(panel["id"])]["content"]
        assert await second.app.storage.count_actions(game_id) == count + 1
        assert (await second.app.service.info(game_id)).to_act == [mover.id]
    finally:
        await second.client.close()
