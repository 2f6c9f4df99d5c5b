"""Bot-token requests per action (Discord allows a bot about 50 a second in all): a move posts one
new board and edits no earlier one; an older board's "Play my turn" opens the current panel,
privately (an interaction answer, not a bot-token request), saying in the clicker's language that
the board pressed is not the latest, with a link to it; the other click rules keep their answers;
and bench/load.py's MemoryTransport counts what DiscordTransport really sends."""

from __future__ import annotations

from dataclasses import replace

from bench import load
from cogs import custom_ids
from tests.discord.conftest import CAROL
from tests.discord.harness import GUILD_ID, labels
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import USERS, current_player, open_panel, started_game

OLD_EN = "The board you pressed is not the latest one: here is your panel as the game stands now."
OLD_IT = "Il tabellone che hai usato non è l'ultimo: ecco il tuo pannello con la partita com'è adesso."


def bot_token_requests(bot, since: int) -> list:
    """The REST calls made with the bot's token since request ``since``: not the interaction
    webhooks (defer, panel edits, follow-ups: the interaction's own token), not the recorded
    storage calls."""
    return [r for r in bot.fake.requests[since:] if r.token is None and r.method != "CALL"]


async def take(bot, board, player, n: str = "1") -> dict:
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    await bot.fake.click(bot.client, panel, f"Take {n}", user=player)
    assert f"Done: **Take coins › Take {n}**" in panel["content"]
    return panel


async def test_a_move_posts_one_new_board_and_edits_no_old_one(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    since = len(bot.fake.requests)
    await take(bot, board, player)
    (post,) = bot_token_requests(bot, since)
    assert post.method == "POST" and post.url.endswith(f"/channels/{thread_id}/messages")
    assert labels(post.response) == ["Play my turn"]
    assert labels(bot.fake.messages[int(board["id"])]) == ["Play my turn"]  # untouched

    # the next player's move, from the new board: again one post, no edit
    nxt, _ = await current_player(bot, game_id)
    since = len(bot.fake.requests)
    await take(bot, post.response, nxt)
    assert [(r.method, r.path) for r in bot_token_requests(bot, since)] == [("POST", "/channels/{channel_id}/messages")]


async def test_an_old_boards_play_opens_the_current_panel_with_a_link_in_english_and_italian(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    await take(bot, board, player)
    latest = bot.fake.channel_posts(thread_id)[-1]
    link = f"https://discord.com/channels/{GUILD_ID}/{thread_id}/{latest['id']}"
    nxt, info = await current_player(bot, game_id)
    for user, head in ((nxt, f"{OLD_EN}\nLatest board: {link}\n\n"),
                       (replace(nxt, locale="it"), f"{OLD_IT}\nUltimo tabellone: {link}\n\n")):
        since = len(bot.fake.requests)
        iid, panel = await open_panel(bot, board, user)
        assert bot_token_requests(bot, since) == []  # answered with the interaction's token only
        assert panel["flags"] & 64 and panel["content"].startswith(head)  # private
        assert labels(panel) == ["Take coins"]
        assert {custom_ids.parse(c).version for c in ids_of(panel["components"])} == {info.version}
    # the latest board's own button: the panel without the notice
    _, fresh = await open_panel(bot, latest, nxt)
    assert not fresh["content"].startswith(OLD_EN) and labels(fresh) == ["Take coins"]

    # the panel opened from the old board plays the move
    _, panel = await open_panel(bot, board, nxt)
    await bot.fake.click(bot.client, panel, "Take coins", user=nxt)
    await bot.fake.click(bot.client, panel, "Take 2", user=nxt)
    assert "Done: **Take coins › Take 2**" in panel["content"]
    assert (await bot.app.service.info(game_id)).version == info.version + 1


async def test_the_other_click_rules_keep_their_answers_on_an_old_board(bot):
    game_id, thread_id, board = await started_game(bot)
    player, _ = await current_player(bot, game_id)
    await take(bot, board, player)
    # a spectator: not playing, with no panel and no notice
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=CAROL)
    assert bot.fake.replies(iid) == [f"You are not playing in game #{game_id}."]
    # the player who just moved: the current panel says whom the game waits for
    nxt, _ = await current_player(bot, game_id)
    _, waiting = await open_panel(bot, board, player)
    assert waiting["content"].startswith(OLD_EN) and "nothing to decide" in waiting["content"]
    assert "Take coins" not in labels(waiting)
    # a panel opened from the old board, left open while the move is made from another one:
    # its buttons are outdated, as any panel's
    _, left_open = await open_panel(bot, board, nxt)
    await bot.fake.click(bot.client, left_open, "Take coins", user=nxt)
    await take(bot, board, nxt)
    iid = await bot.fake.click(bot.client, left_open, "Take 2", user=nxt)
    assert any(r.startswith("This button is outdated") for r in bot.fake.replies(iid))
    assert labels(bot.fake.response_message(iid)) == []


async def test_an_old_boards_play_after_the_game_ended_answers_outdated(bot, toy):
    game_id, thread_id, board = await started_game(bot)
    info = await bot.app.service.info(game_id)
    await bot.app.abandon(game_id, info.host_id, False)
    final = bot.fake.channel_posts(thread_id)[-1]
    assert final["components"] == []
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=USERS[info.host_id])
    (reply,) = bot.fake.replies(iid)
    assert not reply.startswith(OLD_EN)


class Tee:
    """A transport that hands each call to DiscordTransport (the fake Discord records its requests)
    and to bench/load.py's MemoryTransport (which counts what it expects them to be)."""

    def __init__(self, discord_transport, memory: load.MemoryTransport) -> None:
        self.discord, self.memory = discord_transport, memory

    async def post_board(self, post):
        await self.memory.post_board(post)
        return await self.discord.post_board(post)

    async def edit_turn(self, game, message_id, content):
        await self.memory.edit_turn(game, message_id, content)
        return await self.discord.edit_turn(game, message_id, content)

    async def post_text(self, game, content, mention_user_ids):
        await self.memory.post_text(game, content, mention_user_ids)
        return await self.discord.post_text(game, content, mention_user_ids)

    async def send_private(self, game, user_id, content):
        await self.memory.send_private(game, user_id, content)
        return await self.discord.send_private(game, user_id, content)

    def __getattr__(self, name):
        return getattr(self.discord, name)


async def test_the_bench_counts_the_requests_discord_transport_sends(bot):
    """Whole toy games (turns, simultaneous sealed bids with private messages, turn-message edits)
    played by the bench's own automatic player through the real DiscordTransport."""
    memory = load.MemoryTransport()
    bot.app.transport = Tee(bot.client.transport, memory)
    players = load.Load(bot.app, {"toy": 1.0}, seed=3, guild_id=GUILD_ID)
    players.idle.append(await players.new_game())
    since = len(bot.fake.requests)
    counted = memory.requests
    while players.finished < 2:
        await players.one_action(players.idle.pop())
    assert players.errors == [] and players.actions > 10
    sent = bot_token_requests(bot, since)
    assert memory.edits > 0 and memory.private > 0 and memory.boards > 0
    assert len(sent) == memory.requests - counted
    assert not [r for r in sent if r.method == "PATCH" and "content" not in (r.payload or {})]  # no strip


async def test_the_bench_counts_a_7_wonders_duel_opening_as_sent(bot):
    """The first dozen actions of a 7 Wonders Duel game for two (one board each): the bench's
    count and DiscordTransport's requests agree, one per action."""
    memory = load.MemoryTransport()
    bot.app.transport = Tee(bot.client.transport, memory)
    players = load.Load(bot.app, {"7wd": 1.0}, seed=5, guild_id=GUILD_ID)
    players.idle.append(await players.new_game())
    since, counted = len(bot.fake.requests), memory.requests
    for _ in range(12):
        await players.one_action(players.idle.pop())
    assert players.errors == [] and players.actions == 12
    sent = bot_token_requests(bot, since)
    assert len(sent) == memory.requests - counted == 12
    assert [r.method for r in sent] == ["POST"] * 12
