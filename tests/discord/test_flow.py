"""A game driven end to end through Discord's own payloads: /agora new, Join, Start, Play my turn,
the private panel down to a leaf, an older board's button (the current panel, with a link to the
latest board), and the refusals (outdated, double click, not a player, not your turn), with a real Agora app on a temporary SQLite file and the toy engine."""

from __future__ import annotations

import copy

from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB, CAROL, Bot, start_bot
from tests.discord.harness import CHANNEL_ID, GUILD_ID, labels
from tests.discord.harness import custom_ids as ids_of

USERS = {u.id: u for u in (ALICE, BOB, CAROL)}


def assert_deferred_first(bot: Bot, iid: int, *, ephemeral: bool | None = None) -> None:
    """The first REST call after the interaction arrived is its own defer (type 5 or 6)."""
    first = bot.fake.first_request(iid)
    assert first.is_callback and first.token == f"token-{iid}", first
    assert first.callback_type in (5, 6), first.payload
    if ephemeral is not None:
        flags = int((first.payload.get("data") or {}).get("flags") or 0)
        assert bool(flags & 64) is ephemeral


async def open_lobby(bot: Bot, user=ALICE, game: str = "toy") -> dict:
    iid = await bot.fake.command(bot.client, "new", {"game": game}, user=user)
    assert_deferred_first(bot, iid, ephemeral=False)
    return bot.fake.response_message(iid)


async def started_game(bot: Bot) -> tuple[int, int, dict]:
    """Alice hosts, Bob joins, Alice starts: (game id, thread id, first board message)."""
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    game_id = custom_ids.parse(ids_of(lobby["components"])[0]).game_id if lobby["components"] else None
    (thread_id,) = bot.fake.threads()
    board = bot.fake.channel_posts(thread_id)[-1]
    if game_id is None:
        game_id = custom_ids.parse(ids_of(board["components"])[0]).game_id
    return game_id, thread_id, board


async def current_player(bot: Bot, game_id: int):
    info = await bot.app.service.info(game_id)
    (user_id,) = info.to_act
    return USERS[user_id], info


async def open_panel(bot: Bot, board: dict, user) -> tuple[int, dict]:
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=user)
    assert_deferred_first(bot, iid, ephemeral=True)
    return iid, bot.fake.response_message(iid)


async def test_new_posts_a_lobby_with_join_leave_start(bot):
    lobby = await open_lobby(bot)
    assert labels(lobby)[:3] == ["Join", "Leave", "Start"]
    parsed = [custom_ids.parse(c) for c in ids_of(lobby["components"])]
    assert [p.kind for p in parsed] == ["join", "leave", "start", "bot", "bot"]
    assert "Coin Grab" in lobby["content"] and "<@101>" in lobby["content"]
    assert not lobby["flags"] & 64  # the lobby is public
    (game,) = await bot.app.service.games_in_channel(CHANNEL_ID)
    assert game.status == "lobby" and [s.user_id for s in game.seats] == [ALICE.id]


async def test_unknown_game_is_refused_privately(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "chess"}, user=ALICE)
    (text,) = bot.fake.private_texts(iid)  # private from the start: no public placeholder
    # the games by their names, not the sent text nor the internal ids (issue 27)
    assert "not one of the games Agora hosts; choose one of: 7 Wonders Duel, Mare Nostrum, Antike, Olympus" in text
    assert "chess" not in text and "7wd" not in text and "mare-nostrum" not in text
    assert bot.fake.first_request(iid).callback_type == 4
    assert await bot.app.service.games_in_channel(CHANNEL_ID) == []


async def test_join_leave_and_start_open_a_thread_with_the_first_board(bot):
    lobby = await open_lobby(bot)
    iid = await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    assert_deferred_first(bot, iid)
    assert "<@102>" in lobby["content"]  # the lobby message itself was edited
    iid = await bot.fake.click(bot.client, lobby, "Join", user=CAROL)
    iid = await bot.fake.click(bot.client, lobby, "Leave", user=CAROL)
    assert_deferred_first(bot, iid)
    assert "<@103>" not in lobby["content"]

    iid = await bot.fake.click(bot.client, lobby, "Start", user=BOB)  # not the host
    assert_deferred_first(bot, iid)
    assert any("Only the host" in r for r in bot.fake.replies(iid))
    assert bot.fake.threads() == []

    iid = await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    assert_deferred_first(bot, iid)
    (thread_id,) = bot.fake.threads()
    assert thread_id == int(lobby["id"])  # opened from the lobby message
    assert lobby["components"] == [] and f"<#{thread_id}>" in lobby["content"]
    (game,) = await bot.app.service.games_in_channel(thread_id)
    assert game.status == "active" and game.thread_id == thread_id
    (board,) = bot.fake.channel_posts(thread_id)
    assert labels(board) == ["Play my turn"]
    assert custom_ids.parse(ids_of(board["components"])[0]) == custom_ids.CustomId(game.id, "play", game.version)
    (to_act,) = game.to_act
    assert f"<@{to_act}>" in board["content"]
    # only the player who must act is pinged
    assert board["allowed_mentions"] == {"users": [to_act], "parse": []}


async def test_play_my_turn_walks_the_panel_and_applies_the_leaf_once(bot):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    iid, panel = await open_panel(bot, board, player)
    assert panel["flags"] & 64
    assert labels(panel) == ["Take coins"]
    for cid in ids_of(panel["components"]):
        assert len(cid) <= 100 and custom_ids.parse(cid).version == info.version

    iid = await bot.fake.click(bot.client, panel, "Take coins", user=player)
    assert_deferred_first(bot, iid)
    assert labels(panel) == ["Take 1", "Take 2", "Take 3", "Back"]
    assert "You chose: **Take coins**" in panel["content"]
    for cid in ids_of(panel["components"]):
        parsed = custom_ids.parse(cid)
        assert len(cid) <= 100 and parsed.kind == "opt" and parsed.game_id == game_id

    stale_panel = copy.deepcopy(panel)
    iid = await bot.fake.click(bot.client, panel, "Take 2", user=player)
    assert_deferred_first(bot, iid)
    after = await bot.app.service.info(game_id)
    assert after.version == info.version + 1
    assert panel["content"] == "Done: **Take coins › Take 2**.\nThe game's thread shows the new board."
    assert labels(panel) == ["Undo"]  # the move can be taken back (issue 11)
    log = [after.render(t) for t in await bot.app.service.log(game_id)]
    assert log[-1] == f"{player.name} takes 2 coins."
    boards = bot.fake.channel_posts(thread_id)
    assert len(boards) == 2
    assert custom_ids.parse(ids_of(boards[-1]["components"])[0]).version == after.version
    # the previous board keeps its button: no edit (one bot-token request per move); pressed, it
    # opens the current panel with a link to this board (tests/discord/test_requests.py)
    assert labels(board) == ["Play my turn"]

    # the same button clicked again (a double click): acknowledged, the panel keeps showing the
    # move made (tests/discord/test_double_click.py), nothing applied twice
    done = dict(panel)
    iid = await bot.fake.click(bot.client, stale_panel, "Take 2", user=player)
    assert_deferred_first(bot, iid)
    assert bot.fake.replies(iid) == [] and panel == done
    assert (await bot.app.service.info(game_id)).version == after.version
    assert [after.render(t) for t in await bot.app.service.log(game_id)].count(f"{player.name} takes 2 coins.") == 1


async def test_old_board_play_button_opens_the_current_panel_with_a_link(bot):
    game_id, thread_id, board = await started_game(bot)
    first_board = copy.deepcopy(board)
    player, _ = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    await bot.fake.click(bot.client, panel, "Take 1", user=player)
    nxt, _ = await current_player(bot, game_id)
    iid = await bot.fake.click(bot.client, first_board, "Play my turn", user=nxt)
    assert_deferred_first(bot, iid, ephemeral=True)
    (reply,) = bot.fake.replies(iid)
    latest = bot.fake.channel_posts(thread_id)[-1]
    assert reply.startswith(
        "The board you pressed is not the latest one: here is your panel as the game stands now.\n"
        f"Latest board: https://discord.com/channels/{GUILD_ID}/{thread_id}/{latest['id']}\n\n"
    )
    assert labels(bot.fake.response_message(iid)) == ["Take coins"]


async def test_non_player_and_out_of_turn_clicks_change_nothing(bot):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    other = BOB if player is ALICE else ALICE

    iid = await bot.fake.click(bot.client, board, "Play my turn", user=CAROL)
    assert_deferred_first(bot, iid, ephemeral=True)
    assert bot.fake.replies(iid) == [f"You are not playing in game #{game_id}."]

    iid, waiting = await open_panel(bot, board, other)
    assert waiting["components"] == [] and "nothing to decide" in waiting["content"]

    # the prompted player's panel buttons, clicked by the other player (same custom_ids)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    iid = await bot.fake.click(bot.client, panel, "Take 3", user=other)
    assert_deferred_first(bot, iid)
    (reply,) = bot.fake.replies(iid)
    assert reply == f"It is not your turn: waiting for <@{player.id}>."
    assert bot.fake.followups(iid)[0].payload["flags"] & 64
    iid = await bot.fake.click(bot.client, panel, "Take 3", user=CAROL)
    assert "not playing" in bot.fake.replies(iid)[0]
    assert (await bot.app.service.info(game_id)).version == info.version
    assert len(bot.fake.channel_posts(thread_id)) == 1


async def test_buttons_still_work_after_a_restart(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    game_id, thread_id, board = await started_game(first)
    player, info = await current_player(first, game_id)
    _, panel = await open_panel(first, board, player)
    await first.fake.click(first.client, panel, "Take coins", user=player)
    await first.client.close()

    # a new process: new client and app on the same database; Discord (the fake) keeps its messages
    second = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        iid = await second.fake.click(second.client, panel, "Take 3", user=player)  # a panel from before
        assert_deferred_first(second, iid)
        assert (await second.app.service.info(game_id)).version == info.version + 1
        assert "Done" in panel["content"]
        nxt, _ = await current_player(second, game_id)
        new_board = second.fake.channel_posts(thread_id)[-1]
        _, panel2 = await open_panel(second, new_board, nxt)
        assert labels(panel2) == ["Take coins"]
    finally:
        await second.client.close()


async def test_every_interaction_of_a_whole_game_is_deferred_first(bot):
    game_id, thread_id, board = await started_game(bot)
    for _ in range(40):
        info = await bot.app.service.info(game_id)
        if info.status != "active":
            break
        user = USERS[info.to_act[0]]
        board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
        _, panel = await open_panel(bot, board, user)
        (first_label,) = [x for x in labels(panel) if x != "Undo"]
        await bot.fake.click(bot.client, panel, first_label, user=user)
        enabled = [c["label"] for row in panel["components"] for c in row["components"] if not c["disabled"]]
        leaf = next(lbl for lbl in enabled if lbl not in ("Back", "Bid 0", "Take 1")) if len(enabled) > 2 else enabled[0]
        await bot.fake.click(bot.client, panel, leaf, user=user)
    info = await bot.app.service.info(game_id)
    assert info.status == "finished"
    final = bot.fake.channel_posts(thread_id)[-1]
    assert final["components"] == [] and "Game over" in final["content"]
    # the last mover's panel says so
    assert panel["content"].endswith("The game is over: the final board is in the game's thread.")
    for iid in bot.fake.fed:
        assert_deferred_first(bot, iid)


async def test_the_board_stays_playable_while_others_seal_a_simultaneous_choice(bot):
    """Sealing one bid moves the version but posts nothing: the line goes into the step's board
    message, edited; the other bidder's open panel and Play my turn on the same board keep
    working until the step ends."""
    game_id, thread_id, board = await started_game(bot)
    for _ in range(2):  # both players take coins
        player, _ = await current_player(bot, game_id)
        board = bot.fake.channel_posts(thread_id)[-1]
        _, panel = await open_panel(bot, board, player)
        await bot.fake.click(bot.client, panel, "Take coins", user=player)
        await bot.fake.click(bot.client, panel, "Take 1", user=player)
    info = await bot.app.service.info(game_id)
    assert info.prompt.kind == "bid" and sorted(info.to_act) == [ALICE.id, BOB.id]
    bid_board = bot.fake.channel_posts(thread_id)[-1]
    _, alice_panel = await open_panel(bot, bid_board, ALICE)
    _, bob_panel = await open_panel(bot, bid_board, BOB)
    await bot.fake.click(bot.client, alice_panel, "Bid", user=ALICE)
    posts = len(bot.fake.channel_posts(thread_id))
    await bot.fake.click(bot.client, alice_panel, "Bid 1", user=ALICE)
    assert len(bot.fake.channel_posts(thread_id)) == posts
    edited = bot.fake.messages[int(bid_board["id"])]
    assert edited["content"].splitlines()[-2:] == ["Alice has sealed a bid.", f"<@{BOB.id}>: seal a bid" + edited[
        "content"].splitlines()[-1].removeprefix(f"<@{BOB.id}>: seal a bid")]
    assert edited["edited_timestamp"] is not None and labels(edited) == ["Play my turn"]
    # Bob's panel was drawn before Alice's bid: it stays valid within the step (a sealed bid
    # cannot change Bob's options), and his Play button on the board still opens a fresh one
    _, fresh = await open_panel(bot, bid_board, BOB)
    assert "Bid" in labels(fresh)
    await bot.fake.click(bot.client, bob_panel, "Bid", user=BOB)
    iid = await bot.fake.click(bot.client, bob_panel, "Bid 1", user=BOB)
    assert "Done: **Bid › Bid 1**" in bot.fake.response_message(iid)["content"]
    # the step is over: a panel drawn during it is outdated now
    iid = await bot.fake.click(bot.client, fresh, "Bid", user=BOB)
    assert "outdated" in bot.fake.replies(iid)[0]
    assert "Bids: " in bot.fake.channel_posts(thread_id)[-1]["content"]


async def test_a_lobby_race_asks_to_click_again(bot, monkeypatch):
    from bot.core.errors import StaleVersion

    lobby = await open_lobby(bot)

    async def raced(*args, **kwargs):
        raise StaleVersion("moved")

    monkeypatch.setattr(bot.app.service.lobby, "join", raced)
    iid = await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    assert_deferred_first(bot, iid)
    assert bot.fake.replies(iid) == [
        "The lobby changed at the same moment (someone else clicked too). Please press the button again."
    ]


async def test_start_twice_says_it_started(bot):
    game_id, thread_id, board = await started_game(bot)
    lobby = bot.fake.messages[thread_id]  # the thread was opened from the lobby message
    stale = {**lobby, "components": [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "Start", "custom_id": custom_ids.CustomId(game_id, "start", 0).format()}]}]}
    iid = await bot.fake.click(bot.client, stale, "Start", user=ALICE)
    assert bot.fake.replies(iid) == ["This game has already started."]
    assert bot.fake.threads() == [thread_id]
