"""Seats and people on Discord (issue 11, cogs/seats.py) through real discord.py objects:
``/agora replace``, the take-over of a seat that missed two deadlines (the "Take over" button,
the host's Accept / Decline), ``/agora concede`` and its confirmation, ``/agora games``.

The authorization table follows tests/discord/test_authorization.py (same roles, same world: Alice
hosts Bob and Dan, Carol watches, Mod has Manage Server, Eve is a stranger): who may do what,
and what everyone else is told (privately, nothing changed).  Then the flows in Italian, and a
pending take-over request and a replacement across restarts."""

from __future__ import annotations

import copy

import pytest

from cogs.custom_ids import parse
from tests.discord.conftest import ADMIN, ALICE, BOB, CAROL, Bot, start_bot
from tests.discord.harness import CHANNEL_ID, OTHER_CHANNEL_ID, User, _now, find_component, labels
from tests.discord.test_authorization import (
    DAN,
    EVE,
    NO,
    NO_GAME_THERE,
    OK,
    OTHER_SERVER,
    ROLES,
    SEE,
    USERS,
    World,
    active_world,
    row,
    snapshot,
)
from tests.discord.test_flow import open_panel

FRANK = User(107, "Frank")


class BotUser(User):
    """A bot account (``"bot": true`` in its user payload)."""

    def payload(self) -> dict:
        return {**super().payload(), "bot": True}


USERS[FRANK.id] = FRANK
ONLY_HOST_REPLACES = (NO, "Only the host or a server manager can replace a player")
ONLY_HOST_ANSWERS = (NO, "Only the host or a server manager can answer this request")
YOU_PLAY = (NO, "You already play in this game")
NOT_PLAYING = (NO, "You are not playing in game #1")

#: action -> role -> (outcome, a phrase of the answer)
MATRIX: dict[str, dict[str, tuple[str, str]]] = {
    "/replace": row(
        {"turn": ONLY_HOST_REPLACES, "seat": ONLY_HOST_REPLACES, "host": (OK, "Done: <@107> now plays"),
         "spectator": ONLY_HOST_REPLACES, "manager": (OK, "Done: <@107> now plays")},
        NO_GAME_THERE,
    ),
    "take": row(
        {"turn": YOU_PLAY, "seat": YOU_PLAY, "host": YOU_PLAY,
         "spectator": (OK, "Your request for"), "manager": (OK, "Your request for")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "grant": row(
        {"turn": ONLY_HOST_ANSWERS, "seat": ONLY_HOST_ANSWERS, "host": (OK, ""),
         "spectator": ONLY_HOST_ANSWERS, "manager": (OK, "")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "deny": row(
        {"turn": ONLY_HOST_ANSWERS, "seat": ONLY_HOST_ANSWERS, "host": (OK, ""),
         "spectator": ONLY_HOST_ANSWERS, "manager": (OK, "")},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "/concede": row(
        {"turn": (SEE, "Do you really concede game #1"), "seat": (SEE, "Do you really concede game #1"),
         "host": (SEE, "Do you really concede game #1"), "spectator": NOT_PLAYING, "manager": NOT_PLAYING},
        NO_GAME_THERE,
    ),
    "concede": row(
        {"turn": (OK, "You conceded game #1"), "seat": (OK, "You conceded game #1"),
         "host": (OK, "You conceded game #1"), "spectator": NOT_PLAYING, "manager": NOT_PLAYING},
        OTHER_SERVER, OTHER_SERVER,
    ),
    "/games": row(
        {"turn": (SEE, "Your games on this server"), "seat": (SEE, "Your games on this server"),
         "host": (SEE, "Your games on this server"), "spectator": (SEE, "You are not playing any game"),
         "manager": (SEE, "You are not playing any game")},
        (SEE, "You are not playing any game on this server"),
    ),
}


async def replace(bot: Bot, user: User, seat: User, member: User, channel_id: int = CHANNEL_ID) -> int:
    """``/agora replace seat:<seat> with:<member>`` as Discord sends it (user options, resolved)."""
    data = bot.fake.command_payload("replace", None, user=user, channel_id=channel_id)
    data["data"]["options"][0]["options"] = [
        {"type": 6, "name": "seat", "value": str(seat.id)},
        {"type": 6, "name": "with", "value": str(member.id)},
    ]
    data["data"]["resolved"] = {
        "users": {str(u.id): u.payload() for u in (seat, member)},
        "members": {
            str(u.id): {"roles": [], "joined_at": _now(), "deaf": False, "mute": False, "flags": 0,
                        "permissions": str(u.permissions)}
            for u in (seat, member)
        },
    }
    return await bot.fake.feed(bot.client, data)


async def time_out_until_offered(bot: Bot, game_id: int) -> list[dict]:
    """Let deadlines pass until a seat is offered; the offer messages (with "Take over")."""
    info = await bot.app.service.info(game_id)
    thread = info.thread_id
    for _ in range(10):
        outbox = await bot.app.timeout(game_id, info.version)
        info = outbox.game
        if outbox.offers:
            offers = [p for p in bot.fake.channel_posts(thread) if "Take over" in labels(p)]
            assert len(offers) == len(outbox.offers)
            return offers
    raise AssertionError("no seat was offered")


async def offered_world(bot: Bot) -> World:
    """The active world of three where every seat missed two deadlines: the offer of the seat
    of ``seat`` is clicked."""
    world = await active_world(bot)
    offers = await time_out_until_offered(bot, world.game_id)
    info = await bot.app.service.info(world.game_id)
    seat_name = info.names[info.seat_of(world.users["seat"].id)]
    world.message = next(o for o in offers if o["content"].startswith(seat_name))
    world.custom_id = find_component(world.message["components"], "Take over")["custom_id"]
    return world


async def claimed_world(bot: Bot, label: str) -> World:
    """Carol asked for the seat of ``seat``: the host's request message is clicked."""
    world = await offered_world(bot)
    iid = await bot.fake.click_id(bot.client, world.message, world.custom_id, user=CAROL)
    assert any("Your request for" in t for t in bot.fake.replies(iid))
    request = bot.fake.channel_posts(world.channel_id)[-1]
    assert labels(request) == ["Accept", "Decline"] and "<@103> asks to take over" in request["content"]
    world.message = request
    world.custom_id = find_component(request["components"], label)["custom_id"]
    return world


async def conceding_world(bot: Bot) -> World:
    world = await active_world(bot)
    iid = await bot.fake.command(bot.client, "concede", user=world.users["turn"], channel_id=world.channel_id)
    world.message = bot.fake.response_message(iid)
    world.custom_id = find_component(world.message["components"], "Concede")["custom_id"]
    return world


async def world_for(bot: Bot, action: str) -> World:
    if action == "take":
        return await offered_world(bot)
    if action in ("grant", "deny"):
        return await claimed_world(bot, "Accept" if action == "grant" else "Decline")
    if action == "concede":
        return await conceding_world(bot)
    return await active_world(bot)


async def perform(bot: Bot, world: World, action: str, role: str) -> int:
    fake = bot.fake
    user = world.users.get(role, EVE)
    channel_id = world.channel_id
    if role == "stranger_guild":
        channel_id = OTHER_CHANNEL_ID
    elif role == "stranger_dm":
        channel_id = fake.dm_channel(EVE)
    if action == "/replace":
        return await replace(bot, user, world.users["seat"], FRANK, channel_id)
    if action.startswith("/"):
        return await fake.command(bot.client, action[1:], user=user, channel_id=channel_id)
    forged = channel_id if channel_id != world.channel_id else None
    return await fake.click_id(bot.client, world.message, world.custom_id, user=user, channel_id=forged)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("action", list(MATRIX))
async def test_who_may_do_what_with_seats(bot, action, role):
    outcome, phrase = MATRIX[action][role]
    world = await world_for(bot, action)
    before = await snapshot(bot, world.game_id)
    claim_before = await bot.app.service.seat_store.seat_claim(world.game_id, 1) if action == "take" else None
    posts_before = len(bot.fake.channel_posts(world.channel_id))
    iid = await perform(bot, world, action, role)
    after = await snapshot(bot, world.game_id)
    user = world.users.get(role, EVE)
    info = await bot.app.service.info(world.game_id)
    if outcome == OK:
        seat = info.seat_of(world.users["seat"].id)
        if action == "/replace":
            assert after != before and info.seat_of(FRANK.id) is not None and seat is None
        elif action == "take":  # a request for the host: stored, posted; the game itself unchanged
            assert after == before
            claims = [await bot.app.service.seat_store.seat_claim(world.game_id, s.seat) for s in info.seats]
            assert [c.user_id for c in claims if c is not None] == [user.id]
            request = bot.fake.channel_posts(world.channel_id)[-1]
            assert labels(request) == ["Accept", "Decline"] and f"<@{user.id}> asks to take over" in request["content"]
        elif action == "grant":
            assert info.seat_of(CAROL.id) is not None and seat is None
            assert bot.fake.messages[int(world.message["id"])]["components"] == []
            assert f"Accepted by <@{user.id}>" in bot.fake.messages[int(world.message["id"])]["content"]
        elif action == "deny":
            assert after == before and info.seat_of(CAROL.id) is None
            assert f"Declined by <@{user.id}>" in bot.fake.messages[int(world.message["id"])]["content"]
            # the public line goes into the turn's message
            name = world.users["seat"].name
            assert any(f"The host declined <@103>'s request for {name}'s seat." in m["content"]
                       for m in bot.fake.channel_posts(world.channel_id))
        elif action == "concede":
            assert [s.user_id for s in info.seats if s.conceded] == [user.id]
            assert info.status == "active" and user.id not in info.to_act
        texts = bot.fake.replies(iid)
        if phrase:
            assert any(phrase in t for t in texts), texts
        return
    texts = bot.fake.private_texts(iid)  # every answer private, nothing public sent or edited
    assert after == before, "a refused or read-only interaction changed the game"
    assert len(bot.fake.channel_posts(world.channel_id)) == posts_before
    assert texts and any(phrase in t for t in texts), texts
    if action == "take":
        assert await bot.app.service.seat_store.seat_claim(world.game_id, 1) == claim_before


async def test_the_new_holder_plays_the_seat_and_the_old_one_cannot(bot):
    world = await active_world(bot)
    turn = world.users["turn"]
    _, old_panel = await open_panel(bot, world.message, turn)  # opened before the replacement
    iid = await replace(bot, ALICE, turn, FRANK, world.channel_id)
    assert bot.fake.replies(iid) == [f"Done: <@107> now plays <@{turn.id}>'s seat."]
    info = await bot.app.service.info(world.game_id)
    assert FRANK.id in info.to_act and turn.id not in info.to_act
    board = bot.fake.channel_posts(world.channel_id)[-1]  # a new message mentions the new holder
    assert "<@107> now plays" in board["content"] and "Play my turn" in labels(board)
    # the old holder's Play my turn is refused; the new one's panel is the seat's
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=turn)
    assert any("You are not playing" in t for t in bot.fake.private_texts(iid))
    iid = await bot.fake.click(bot.client, old_panel, "Take coins", user=turn)
    assert any("You are not playing" in t for t in bot.fake.private_texts(iid))
    assert (await bot.app.service.info(world.game_id)).version == info.version
    _, panel = await open_panel(bot, board, FRANK)
    await bot.fake.click(bot.client, panel, "Take coins", user=FRANK)
    await bot.fake.click(bot.client, panel, "Take 1", user=FRANK)
    assert panel["content"].startswith("Done: **Take coins › Take 1**")
    # the log says it publicly
    iid = await bot.fake.command(bot.client, "log", user=CAROL, channel_id=world.channel_id)
    # the seat is named after the player who left it (issue 17 item 11), not the newcomer
    assert f"<@107> now plays <@{turn.id}>'s seat." in bot.fake.private_texts(iid)[0]


async def test_a_replacement_by_a_bot_or_a_player_is_refused(bot):
    world = await active_world(bot)
    iid = await replace(bot, ALICE, world.users["seat"], BotUser(120, "Robot"), world.channel_id)
    assert bot.fake.private_texts(iid) == ["A bot cannot take a seat."]
    iid = await replace(bot, ALICE, world.users["seat"], world.users["turn"], world.channel_id)
    assert bot.fake.private_texts(iid) == [f"<@{world.users['turn'].id}> already plays in this game."]
    iid = await replace(bot, ALICE, CAROL, FRANK, world.channel_id)
    assert bot.fake.private_texts(iid) == ["<@103> is not playing in this game."]


async def test_the_last_player_who_did_not_concede_wins(bot):
    """Three players: the first concession hands Bob's seat to the automatic player; the second
    leaves Alice alone, who wins (as the opponent does in a game of two)."""
    world = await active_world(bot)
    await replace(bot, ALICE, DAN, FRANK, world.channel_id)
    for user in (BOB, FRANK):
        iid = await bot.fake.command(bot.client, "concede", user=user, channel_id=world.channel_id)
        confirm = bot.fake.response_message(iid)
        assert labels(confirm) == ["Concede"] and confirm["flags"] & 64
        await bot.fake.click(bot.client, confirm, "Concede", user=user)
    info = await bot.app.service.info(world.game_id)
    assert info.status == "finished" and info.outcome.reason == "conceded"
    assert [info.user_of(s) for s in info.outcome.winners] == [ALICE.id]
    final = bot.fake.channel_posts(world.channel_id)[-1]
    # (the conceded are named in seat order, which the game's random seed shuffled)
    assert final["content"] in (
        "Frank conceded.\nGame over: Frank and Bob conceded; Alice won.",
        "Frank conceded.\nGame over: Bob and Frank conceded; Alice won.",
    )


async def test_the_seat_commands_in_italian(bot):
    world = await active_world(bot)
    carol_it = User(CAROL.id, CAROL.name, locale="it")
    iid = await replace(bot, carol_it, world.users["seat"], FRANK, world.channel_id)
    assert bot.fake.private_texts(iid) == [
        "Solo chi ha aperto la partita o un gestore del server può sostituire un giocatore."
    ]
    iid = await bot.fake.command(bot.client, "concede", user=carol_it, channel_id=world.channel_id)
    assert bot.fake.private_texts(iid) == ["Non giochi nella partita n. 1."]
    iid = await bot.fake.command(bot.client, "games", user=carol_it, channel_id=world.channel_id)
    assert bot.fake.private_texts(iid) == ["Non giochi in nessuna partita su questo server."]
    turn_it = User(world.users["turn"].id, world.users["turn"].name, locale="it")
    iid = await bot.fake.command(bot.client, "games", user=turn_it, channel_id=world.channel_id)
    (text,) = bot.fake.private_texts(iid)
    assert text.startswith("Le tue partite su questo server:\n- **") and "**tocca a te**" in text
    assert "scadenza <t:" in text and f"<#{world.channel_id}>" in text
    iid = await bot.fake.command(bot.client, "concede", user=turn_it, channel_id=world.channel_id)
    confirm = bot.fake.response_message(iid)
    assert confirm["content"].startswith("Vuoi davvero concedere la partita n. 1 (Coin Grab)?")
    assert labels(confirm) == ["Concedi"]
    offers = await time_out_until_offered(bot, world.game_id)
    iid = await bot.fake.click(bot.client, offers[0], "Take over", user=turn_it)
    assert bot.fake.private_texts(iid) == [
        "Giochi già in questa partita: solo chi non gioca può prendere un posto."
    ]


async def test_games_puts_your_turn_first_and_links_each_thread(bot):
    world = await active_world(bot)
    turn, other = world.users["turn"], world.users["seat"]
    iid = await bot.fake.command(bot.client, "games", user=other, channel_id=world.channel_id)
    (text,) = bot.fake.private_texts(iid)
    lines = text.splitlines()
    assert lines[0] == "Your games on this server:" and len(lines) == 2
    assert f"waiting for {turn.name}" in lines[1] and "deadline <t:" in lines[1] and f"<#{world.channel_id}>" in lines[1]
    iid = await bot.fake.command(bot.client, "games", user=turn, channel_id=world.channel_id)
    assert "**your turn**" in bot.fake.private_texts(iid)[0]


async def _offer_of(bot: Bot, world: World, user: User) -> tuple[dict, dict, int]:
    """The offer message of ``user``'s seat (the live message, edited in place), a copy of it as
    posted (with its button: what a client that did not refresh still shows), and the seat."""
    info = await bot.app.service.info(world.game_id)
    seat = info.seat_of(user.id)
    name = info.names[seat]
    offer = next(p for p in bot.fake.channel_posts(world.channel_id) if "Take over" in labels(p)
                 and p["content"].startswith(name))
    return offer, copy.deepcopy(offer), seat


async def test_an_accepted_take_over_closes_the_offer_and_a_stale_click_is_told(bot):
    world = await offered_world(bot)
    absent = world.users["seat"]
    offer, stale, seat = await _offer_of(bot, world, absent)
    others = [p for p in bot.fake.channel_posts(world.channel_id) if "Take over" in labels(p) and p is not offer]
    await bot.fake.click(bot.client, offer, "Take over", user=CAROL)
    assert labels(offer) == ["Take over"]  # a request waits: the offer stays open
    request = bot.fake.channel_posts(world.channel_id)[-1]
    await bot.fake.click(bot.client, request, "Accept", user=ALICE)
    assert (await bot.app.service.info(world.game_id)).user_of(seat) == CAROL.id
    # the offer lost its button and says who holds the seat now (as posted, then the line)
    assert labels(offer) == []
    assert offer["content"] == stale["content"] + "\nTaken: <@103> now plays this seat."
    assert all(labels(p) == ["Take over"] for p in others)  # the other seats are still open
    # a click on the offer as it was drawn before: the clear answer, nothing changes
    before = await snapshot(bot, world.game_id)
    iid = await bot.fake.click(bot.client, stale, "Take over", user=FRANK)
    name = (await bot.app.service.info(world.game_id)).names[seat]
    assert bot.fake.private_texts(iid) == [
        f"{name}'s seat is not open to a take-over (the player is back, or the seat changed hands)."
    ]
    assert await snapshot(bot, world.game_id) == before


async def test_a_replacement_closes_the_offer_of_the_seat(bot):
    world = await offered_world(bot)
    absent = world.users["seat"]
    offer, stale, _ = await _offer_of(bot, world, absent)
    iid = await replace(bot, ADMIN, absent, FRANK, world.channel_id)
    assert bot.fake.replies(iid) == [f"Done: <@107> now plays <@{absent.id}>'s seat."]
    assert labels(offer) == [] and offer["content"] == stale["content"] + "\nTaken: <@107> now plays this seat."
    iid = await bot.fake.click(bot.client, stale, "Take over", user=CAROL)
    assert any("is not open to a take-over" in t for t in bot.fake.private_texts(iid))


async def test_the_absent_player_acting_again_closes_their_offer(bot):
    world = await offered_world(bot)
    info = await bot.app.service.info(world.game_id)
    (user_id,) = info.to_act
    player = USERS[user_id]
    offer, stale, _ = await _offer_of(bot, world, player)
    board = next(p for p in reversed(bot.fake.channel_posts(world.channel_id)) if "Play my turn" in labels(p))
    _, panel = await open_panel(bot, board, player)
    first, leaf = ("Take coins", "Take 1") if info.prompt.kind == "take" else ("Bid", "Bid 0")
    await bot.fake.click(bot.client, panel, first, user=player)
    await bot.fake.click(bot.client, panel, leaf, user=player)
    assert await bot.app.service.missed_deadlines(world.game_id, info.seat_of(user_id)) == 0
    assert labels(offer) == [] and offer["content"] == stale["content"] + f"\nClosed: <@{user_id}> is playing again."
    # the offers of the seats still absent keep their button
    others = [p for p in bot.fake.channel_posts(world.channel_id) if "missed" in p["content"] and p is not offer]
    assert others and all(labels(p) == ["Take over"] for p in others)


async def test_a_take_over_request_and_a_replacement_survive_restarts(tmp_path, monkeypatch):
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    world = await offered_world(first)
    await first.client.close()

    # after a restart, the offer's button still works: Carol asks for the seat
    second = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        iid = await second.fake.click_id(second.client, world.message, world.custom_id, user=CAROL)
        assert any("Your request for" in t for t in second.fake.replies(iid))
        request = second.fake.channel_posts(world.channel_id)[-1]
        assert labels(request) == ["Accept", "Decline"]
    finally:
        await second.client.close()

    # after another restart the request is still waiting: the host accepts it
    third = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        seat_holder = world.users["seat"]
        seat = (await third.app.service.info(world.game_id)).seat_of(seat_holder.id)
        await third.fake.click(third.client, request, "Accept", user=ALICE)
        info = await third.app.service.info(world.game_id)
        assert info.user_of(seat) == CAROL.id and info.seat_of(seat_holder.id) is None
        assert await third.app.service.seat_store.seat_claim(world.game_id, seat) is None
    finally:
        await third.client.close()

    # and the replacement itself stays
    fourth = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        info = await fourth.app.service.info(world.game_id)
        assert info.user_of(seat) == CAROL.id
        [change] = await fourth.app.service.seat_store.seat_changes(world.game_id)
        assert (change.kind, change.old_user_id, change.user_id, change.by_user_id) == (
            "takeover", seat_holder.id, CAROL.id, ALICE.id
        )
        assert parse(world.custom_id).kind == "take"
    finally:
        await fourth.client.close()


@pytest.mark.parametrize("moot", ["replace", "return"])
async def test_an_offer_and_a_waiting_request_close_after_a_restart(tmp_path, monkeypatch, moot):
    """The offer and the host's Accept / Decline message were posted by a process that is gone
    (schema step 6: stored): when the seat is replaced, or its player acts again, the new
    process takes their buttons away and says why; the host's stale Accept finds no request."""
    db = tmp_path / "agora.sqlite3"
    first = await start_bot(db, monkeypatch)
    world = await offered_world(first)
    info = await first.app.service.info(world.game_id)
    # every seat is offered: the one replaced, or the one whose player decides now and comes back
    absent = world.users["seat"] if moot == "replace" else USERS[info.to_act[0]]
    offer, stale, seat = await _offer_of(first, world, absent)
    await first.fake.click(first.client, offer, "Take over", user=CAROL)
    request = first.fake.channel_posts(world.channel_id)[-1]
    asked = copy.deepcopy(request)
    assert labels(request) == ["Accept", "Decline"]
    await first.client.close()

    second = await start_bot(db, monkeypatch, fake=first.fake)
    try:
        if moot == "replace":
            iid = await replace(second, ADMIN, absent, FRANK, world.channel_id)
            assert second.fake.replies(iid) == [f"Done: <@107> now plays <@{absent.id}>'s seat."]
            line = "\nTaken: <@107> now plays this seat."
        else:
            board = next(p for p in reversed(second.fake.channel_posts(world.channel_id)) if "Play my turn" in labels(p))
            _, panel = await open_panel(second, board, absent)
            first_click, leaf = ("Take coins", "Take 1") if info.prompt.kind == "take" else ("Bid", "Bid 0")
            await second.fake.click(second.client, panel, first_click, user=absent)
            await second.fake.click(second.client, panel, leaf, user=absent)
            line = f"\nClosed: <@{absent.id}> is playing again."
        assert labels(offer) == [] and offer["content"] == stale["content"] + line
        assert labels(request) == [] and request["content"] == asked["content"] + line
        assert await second.app.service.seat_store.seat_claim(world.game_id, seat) is None
        iid = await second.fake.click(second.client, asked, "Accept", user=ALICE)
        assert any("This request is no longer waiting" in t for t in second.fake.private_texts(iid))
        assert (await second.app.service.info(world.game_id)).user_of(seat) != CAROL.id
    finally:
        await second.client.close()


def test_games_text_keeps_to_twenty_games_and_one_message():
    from bot.core.models import GameInfo, SeatInfo
    from cogs.seats import MAX_GAMES_LISTED, games_text

    def game(i: int) -> GameInfo:
        return GameInfo(id=i, engine="toy", title="Coin Grab", status="active", version=1, host_id=1, guild_id=1,
                        channel_id=10, thread_id=1000 + i, seats=[SeatInfo(seat=0, user_id=1, name="A" * 30)],
                        deadline=1_700_000_000.0 + i, to_act=[1])

    text = games_text([game(i) for i in range(1, 26)], 1, "en")
    lines = text.splitlines()
    assert len(lines) == 1 + MAX_GAMES_LISTED + 1 and lines[-1] == "…and 5 more."
    assert "<#1001>" in lines[1] and "<t:1700000001:R>" in lines[1]
    # lines that would not fit in one message are counted instead
    long = [game(i).model_copy(update={"thread_id": None, "channel_id": 10**17 + i}) for i in range(1, 26)]
    text = games_text(long, 1, "it")
    assert len(text) <= 2000 and text.splitlines()[-1] == "…e altre 6."  # 19 listed: the 20th did not fit


async def test_a_replacement_by_someone_not_on_the_server_is_refused_clearly(bot, caplog):
    """Issue 19: ``/agora replace with:`` naming a user who is not a member of the server (no
    member data resolved) answered "Sorry, something went wrong" and logged a traceback."""
    from dataclasses import replace as with_fields

    world = await active_world(bot)
    info = await bot.app.service.info(world.game_id)
    stranger, seat = User(130, "Stranger"), world.users["seat"]

    async def send(user: User) -> int:
        data = bot.fake.command_payload("replace", None, user=user, channel_id=world.channel_id)
        data["data"]["options"][0]["options"] = [
            {"type": 6, "name": "seat", "value": str(seat.id)},
            {"type": 6, "name": "with", "value": str(stranger.id)},
        ]
        data["data"]["resolved"] = {
            "users": {str(u.id): u.payload() for u in (seat, stranger)},
            "members": {str(seat.id): {"roles": [], "joined_at": _now(), "deaf": False, "mute": False, "flags": 0,
                                       "permissions": str(seat.permissions)}},
        }
        return await bot.fake.feed(bot.client, data)

    iid = await send(ALICE)
    assert bot.fake.private_texts(iid) == ["That user is not a member of this server: choose one of its members."]
    iid = await send(with_fields(ALICE, locale="it"))
    assert bot.fake.private_texts(iid) == ["Quell'utente non è membro di questo server: scegli uno dei suoi membri."]
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    assert (await bot.app.service.info(world.game_id)).version == info.version
