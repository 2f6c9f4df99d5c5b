"""Automatic seats through Discord (issue 21): the host's lobby buttons (add at a level, remove),
the refusals, and a game started with one person and an automatic seat played to its end: the
automatic seat acts at once after each of the person's moves, is named as such, is never
mentioned and never floods the thread (its steps join the turn's message)."""

from __future__ import annotations

from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import custom_ids as ids_of
from tests.discord.harness import labels
from tests.discord.test_flow import open_lobby


async def test_the_host_adds_and_removes_automatic_players_in_the_lobby(bot):
    lobby = await open_lobby(bot)
    assert labels(lobby) == ["Join", "Leave", "Start", "Add automatic player", "Add strong automatic player"]
    await bot.fake.click(bot.client, lobby, "Add automatic player", user=ALICE)
    assert "Automatic player 1 (standard)" in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Add strong automatic player", user=ALICE)
    assert "Automatic player 2 (strong)" in lobby["content"]
    assert "<@-" not in lobby["content"]  # an automatic seat is named, never a mention
    assert labels(lobby)[-1] == "Remove automatic player"
    kinds = [custom_ids.parse(c) for c in ids_of(lobby["components"])]
    assert [(k.kind, k.path) for k in kinds if k.kind == "bot"] == [("bot", ("standard",)), ("bot", ("strong",))]
    (game,) = [await bot.app.service.info(kinds[0].game_id)]
    assert [(s.user_id, s.level) for s in game.seats] == [(ALICE.id, None), (-1, "standard"), (-2, "strong")]

    # someone else than the host: refused privately, nothing changes
    iid = await bot.fake.click(bot.client, lobby, "Remove automatic player", user=BOB)
    assert "Only the host can add or remove automatic players." in bot.fake.private_texts(iid)[0]
    assert len((await bot.app.service.info(game.id)).seats) == 3

    await bot.fake.click(bot.client, lobby, "Remove automatic player", user=ALICE)
    assert "Automatic player 2" not in lobby["content"] and "Automatic player 1 (standard)" in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Remove automatic player", user=ALICE)
    assert "Remove automatic player" not in labels(lobby)
    assert [s.user_id for s in (await bot.app.service.info(game.id)).seats] == [ALICE.id]


async def test_the_lobby_refuses_an_automatic_player_when_full(bot):
    lobby = await open_lobby(bot)
    for _ in range(3):  # Coin Grab: 2 to 4 players
        await bot.fake.click(bot.client, lobby, "Add automatic player", user=ALICE)
    iid = await bot.fake.click(bot.client, lobby, "Add automatic player", user=ALICE)
    assert "full" in bot.fake.private_texts(iid)[0]
    assert lobby["content"].count("Automatic player") == 3


async def test_one_person_plays_a_whole_game_against_an_automatic_seat(bot):
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Add automatic player", user=ALICE)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    game_id = custom_ids.parse(ids_of(bot.fake.channel_posts(thread_id)[-1]["components"])[0]).game_id
    from tests.discord.test_commands import ask

    status = await ask(bot, "status", user=ALICE, channel_id=thread_id)  # /agora status names it
    assert "Automatic player 1 (standard)" in status and "<@-1>" not in status
    moves = 0
    for _ in range(40):
        info = await bot.app.service.info(game_id)
        if info.status != "active":
            break
        # the person is the only one ever waited for: the automatic seat has acted at once
        assert info.to_act == [ALICE.id]
        board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if "Play my turn" in labels(p))
        iid = await bot.fake.click(bot.client, board, "Play my turn", user=ALICE)
        panel = bot.fake.response_message(iid)
        while not panel["content"].startswith("Done"):
            await bot.fake.click(bot.client, panel, labels(panel)[0], user=ALICE)
        moves += 1
    info = await bot.app.service.info(game_id)
    assert info.status == "finished" and info.outcome is not None
    auto = next(s for s in info.seats if s.level == "standard")
    assert auto.name == "Automatic player 1 (standard)"
    posts = bot.fake.channel_posts(thread_id)
    text = "\n".join(p["content"] for p in posts)
    assert "Automatic player 1 (standard)" in text and "<@-1>" not in text
    for p in posts:  # the automatic seat is never pinged
        assert all(u > 0 for u in (p.get("allowed_mentions") or {}).get("users", []))
    # its steps are part of the turn messages: no more posts than the person's decisions (plus
    # the start and the end), while the automatic seat decided as often
    actions = await bot.app.storage.actions(game_id)
    mine = [a for a in actions if a.user_id == ALICE.id]
    assert moves >= 1 and len(posts) <= len(mine) + 2, [p["content"][:60] for p in posts]
    assert len([a for a in actions if a.user_id == -1]) >= len(mine) - 1
    # the log names both seats' decisions (same commit path, replayable)
    assert {a.seat for a in actions} == {0, 1}
    assert {a.source for a in actions if a.user_id == -1} == {"timeout"}
    # issue 27: the leaderboard says no RATED game finished, and why (the stats count the game)
    from tests.discord.test_after import private

    _, text = await private(bot, "leaderboard", {"game": "toy"}, user=ALICE)
    assert text == ("No rated game of Coin Grab has been finished on this server yet. The one finished game had an "
                    "automatic player, and games with automatic players are not rated (`/agora stats` counts them).")
    _, text = await private(bot, "leaderboard", {"game": "toy"}, user=type(ALICE)(ALICE.id, ALICE.name, locale="it"))
    assert text == ("In questo server non è ancora finita nessuna partita di Coin Grab valida per la classifica. "
                    "L'unica partita finita aveva un giocatore automatico, e le partite con giocatori automatici non "
                    "entrano in classifica (`/agora statistiche` le conta).")
    _, text = await private(bot, "stats", {"game": "toy"}, user=ALICE)
    assert "Games: 1" in text


async def _replace(bot, user, options: list[dict], users=()) -> int:
    """``/agora replace`` with raw options (``users``: those to resolve)."""
    from tests.discord.test_seats import _now

    data = bot.fake.command_payload("replace", None, user=user)
    data["data"]["options"][0]["options"] = options
    data["data"]["resolved"] = {
        "users": {str(u.id): u.payload() for u in users},
        "members": {
            str(u.id): {"roles": [], "joined_at": _now(), "deaf": False, "mute": False, "flags": 0,
                        "permissions": str(u.permissions)}
            for u in users
        },
    }
    return await bot.fake.feed(bot.client, data)


async def test_replace_puts_an_automatic_player_in_and_a_person_back(bot):
    from tests.discord.conftest import CAROL
    from tests.discord.test_flow import started_game

    game_id, thread_id, _ = await started_game(bot)
    # Bob's seat to a standard automatic player (by the host)
    iid = await _replace(bot, ALICE, [{"type": 6, "name": "seat", "value": str(BOB.id)},
                                      {"type": 3, "name": "level", "value": "standard"}], [BOB])
    assert bot.fake.replies(iid) == ["Done: Automatic player 1 (standard) now plays <@102>'s seat."]
    info = await bot.app.service.info(game_id)
    assert info.to_act == [ALICE.id] and any(s.user_id == -1 and s.level == "standard" for s in info.seats)
    posts = "\n".join(p["content"] for p in bot.fake.channel_posts(thread_id))
    assert "Automatic player 1 (standard) now plays <@102>'s seat." in posts
    # the options must name one seat and one new holder
    iid = await _replace(bot, ALICE, [{"type": 6, "name": "seat", "value": str(BOB.id)}], [BOB])
    assert "Name one seat" in bot.fake.private_texts(iid)[0]
    # someone else than the host: refused, nothing changes
    iid = await _replace(bot, BOB, [{"type": 4, "name": "automatic", "value": 1},
                                    {"type": 6, "name": "with", "value": str(CAROL.id)}], [CAROL])
    assert "Only the host or a server manager" in bot.fake.private_texts(iid)[0]
    # Carol into the automatic seat
    iid = await _replace(bot, ALICE, [{"type": 4, "name": "automatic", "value": 1},
                                      {"type": 6, "name": "with", "value": str(CAROL.id)}], [CAROL])
    assert bot.fake.replies(iid) == ["Done: <@103> now plays Automatic player 1 (standard)'s seat."]
    info = await bot.app.service.info(game_id)
    assert sorted(s.user_id for s in info.seats) == [ALICE.id, CAROL.id] and all(s.level is None for s in info.seats)
    # the log says both publicly, naming the automatic seat
    iid = await bot.fake.command(bot.client, "log", user=CAROL, channel_id=thread_id)
    log = bot.fake.private_texts(iid)[0]
    assert "Automatic player 1 (standard) now plays <@102>'s seat." in log
    assert "<@103> now plays Automatic player 1's seat." in log and "<@-1>" not in log
