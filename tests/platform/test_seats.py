"""Seats and people (issue 11, bot/features/seats.py) on both back ends: replacing a player, the
take-over of a seat that missed deadlines (the host confirms), conceding, a user's games; each
change one transaction in the append-only seat log, and all of it still there after a restart
(a new Service on the same database)."""

from __future__ import annotations

import pytest

from bot.core.errors import Forbidden, GameNotActive, NotAPlayer
from bot.features.seats import count_missed
from bot.service import Service
from bot.settings import Settings
from bot.storage.seatstore import SeatMessage
from tests.platform.helpers import NAMES, RecordingTransport, make_settings, started

OUTSIDER, OTHER = 50, 51


def _first(info) -> int:
    return info.to_act[0]


async def _play(service: Service, info, user: int):
    """``user`` takes 1 coin or bids 0, whichever the step asks."""
    action = {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
    return (await service.act(info.id, user, action, info.version, None)).game


async def _absent_twice(service: Service):
    """A game of three where the first seat to act missed two deadlines in a row (the take of
    round 1 and its bid), the others playing; returns (outbox of the second timeout, absent)."""
    info = await started(service, 3)
    absent = _first(info)
    outbox = await service.timeout(info.id, info.version)
    assert outbox.offers == {}  # one deadline missed: not offered yet
    info = outbox.game
    while absent not in info.to_act or len(info.to_act) > 1:
        info = await _play(service, info, next(u for u in info.to_act if u != absent))
    outbox = await service.timeout(info.id, info.version)
    return outbox, absent


def test_count_missed_counts_runs_of_the_seat_s_automatic_decisions():
    assert count_missed(0, []) == 0
    assert count_missed(0, [(0, "timeout"), (0, "timeout")]) == 1  # one deadline, two decisions
    assert count_missed(0, [(0, "timeout"), (1, "player"), (0, "timeout")]) == 2
    assert count_missed(0, [(1, "timeout"), (2, "player"), (0, "timeout")]) == 1


async def test_the_host_replaces_a_player(service: Service):
    info = await started(service, 3)
    seat_user = 2
    seat = info.seat_of(seat_user)
    before = await service.storage.count_actions(info.id)
    with pytest.raises(Forbidden, match="Only the host or a server manager"):
        await service.replace_seat(info.id, seat_user, OUTSIDER, "Zed", by_user_id=3, is_admin=False)
    with pytest.raises(NotAPlayer, match="is not playing"):
        await service.replace_seat(info.id, OTHER, OUTSIDER, "Zed", by_user_id=1, is_admin=False)
    with pytest.raises(Forbidden, match="already plays"):
        await service.replace_seat(info.id, seat_user, 3, "Carol", by_user_id=1, is_admin=False)
    assert (await service.info(info.id)).version == info.version  # refusals change nothing
    outbox = await service.replace_seat(info.id, seat_user, OUTSIDER, "Zed", by_user_id=1, is_admin=False)
    game = outbox.game
    assert game.version == info.version + 1 and game.user_of(seat) == OUTSIDER and game.names[seat] == "Zed"
    # the seat is named after the player who leaves it (issue 17 item 11), not "Zed's seat"
    assert outbox.public() == [f"<@{OUTSIDER}> now plays <@{seat_user}>'s seat."]
    assert await service.storage.count_actions(info.id) == before  # the engine state did not move
    [change] = await service.seat_store.seat_changes(info.id)
    assert (change.kind, change.seat, change.old_user_id, change.user_id, change.by_user_id) == (
        "replace", seat, seat_user, OUTSIDER, 1
    )
    # the new holder has the seat's panel; the old one is no longer a player
    _, panel = await service.panel(info.id, OUTSIDER)
    assert panel is not None
    with pytest.raises(NotAPlayer):
        await service.panel(info.id, seat_user)
    # a server manager may too
    await service.replace_seat(info.id, OUTSIDER, OTHER, "Yan", by_user_id=99, is_admin=True)
    # after a restart (a new service on the same database) the seat is still the new holder's
    again = Service(service.storage, clock=service.clock)
    assert (await again.info(info.id)).user_of(seat) == OTHER
    lines = [game.render(t) for t in await again.log(info.id)]
    assert any("now plays" in line for line in lines)


async def test_a_replaced_player_cannot_act_and_the_new_one_can(service: Service):
    info = await started(service, 2)
    turn = _first(info)
    outbox = await service.replace_seat(info.id, turn, OUTSIDER, "Zed", by_user_id=1, is_admin=False)
    assert outbox.mention_user_ids == [OUTSIDER] and outbox.board  # the new holder must act now
    with pytest.raises(NotAPlayer):
        await service.act(info.id, turn, {"kind": "take", "n": 1}, outbox.game.version, None)
    game = (await service.act(info.id, OUTSIDER, {"kind": "take", "n": 1}, outbox.game.version, None)).game
    assert game.version == outbox.game.version + 1
    [row] = await service.storage.actions(info.id)
    assert row.user_id == OUTSIDER


async def test_two_missed_deadlines_open_the_seat_and_the_host_confirms_a_take_over(service: Service):
    outbox, absent = await _absent_twice(service)
    game = outbox.game
    seat = game.seat_of(absent)
    assert outbox.offers == {seat: 2}
    with pytest.raises(Forbidden, match="already play in this game"):
        await service.claim_seat(game.id, seat, 2 if absent != 2 else 3, "Player")
    await service.claim_seat(game.id, seat, OUTSIDER, "Zed")
    with pytest.raises(Forbidden, match="already asked"):
        await service.claim_seat(game.id, seat, OUTSIDER, "Zed")
    with pytest.raises(Forbidden, match="Someone else already asked"):
        await service.claim_seat(game.id, seat, OTHER, "Yan")
    # the pending request survives a restart
    again = Service(service.storage, clock=service.clock)
    claim = await again.seat_store.seat_claim(game.id, seat)
    assert (claim.user_id, claim.name) == (OUTSIDER, "Zed")
    not_host = next(s.user_id for s in game.seats if s.user_id != game.host_id)
    with pytest.raises(Forbidden, match="Only the host or a server manager"):
        await again.answer_claim(game.id, seat, OUTSIDER, not_host, is_admin=False, accept=True)
    with pytest.raises(Forbidden, match="no longer waiting"):
        await again.answer_claim(game.id, seat, OTHER, game.host_id, is_admin=False, accept=True)
    done = await again.answer_claim(game.id, seat, OUTSIDER, game.host_id, is_admin=False, accept=True)
    assert done.game.user_of(seat) == OUTSIDER and done.game.version == game.version + 1
    # the seat is the leaving player's, not "Zed's seat" (issue 17 item 11)
    old = game.user_of(seat)
    assert done.public()[0] == f"<@{OUTSIDER}> took over <@{old}>'s seat, with the host's consent."
    assert await again.seat_store.seat_claim(game.id, seat) is None
    assert [c.kind for c in await again.seat_store.seat_changes(game.id)] == ["takeover"]
    # the new holder has missed nothing: the seat is no longer open
    assert await again.missed_deadlines(game.id, seat) == 0
    with pytest.raises(Forbidden, match="not open"):
        await again.claim_seat(game.id, seat, OTHER, "Yan")


async def test_a_declined_request_changes_no_seat(service: Service):
    outbox, absent = await _absent_twice(service)
    game = outbox.game
    seat = game.seat_of(absent)
    await service.claim_seat(game.id, seat, OUTSIDER, "Zed")
    done = await service.answer_claim(game.id, seat, OUTSIDER, 99, is_admin=True, accept=False)
    assert done.game.version == game.version and done.game.user_of(seat) == absent
    assert "declined" in done.public()[0]
    assert await service.seat_store.seat_claim(game.id, seat) is None
    await service.claim_seat(game.id, seat, OTHER, "Yan")  # the seat is still open to others


async def test_a_seat_that_missed_one_deadline_is_not_open(service: Service):
    info = await started(service, 2)
    absent = _first(info)
    outbox = await service.timeout(info.id, info.version)
    with pytest.raises(Forbidden, match="not open"):
        await service.claim_seat(info.id, outbox.game.seat_of(absent), OUTSIDER, "Zed")


async def test_conceding_a_two_player_game_makes_the_opponent_win(service: Service):
    info = await started(service, 2)
    with pytest.raises(NotAPlayer):
        await service.concede(info.id, OUTSIDER)
    loser, winner = 2, 1
    outbox = await service.concede(info.id, loser)
    game = outbox.game
    assert game.status == "finished" and game.deadline is None and outbox.board
    assert game.outcome.reason == "conceded" and game.outcome.winners == [game.seat_of(winner)]
    assert outbox.public() == ["Bob conceded.", "Game over: Bob conceded; Alice won."]
    with pytest.raises(GameNotActive):
        await service.concede(info.id, winner)
    again = Service(service.storage, clock=service.clock)
    assert (await again.info(info.id)).outcome.reason == "conceded"
    assert [game.render(t) for t in await again.log(info.id)][-2:] == outbox.public()


async def test_a_conceded_seat_is_played_by_the_automatic_player_to_the_end(service: Service):
    info = await started(service, 3, options={"rounds": 1})
    quitter = next(u for u in (1, 2, 3) if u not in info.to_act)
    seat = info.seat_of(quitter)
    outbox = await service.concede(info.id, quitter)
    assert outbox.game.status == "active"
    assert outbox.public()[:2] == [
        f"{NAMES[quitter - 1]} conceded.",
        f"The automatic player decides for {NAMES[quitter - 1]} until the end of the game.",
    ]
    with pytest.raises(Forbidden, match="already conceded"):
        await service.concede(info.id, quitter)
    game = outbox.game
    while game.status == "active":
        assert quitter not in game.to_act  # never waited for
        game = await _play(service, game, game.to_act[0])
    rows = await service.storage.actions(info.id)
    assert {r.source for r in rows if r.seat == seat} == {"timeout"} and any(r.seat == seat for r in rows)
    lines = [game.render(t) for t in await service.log(info.id)]
    assert lines[-1] == f"{NAMES[quitter - 1]} conceded."  # the result says who conceded
    assert not any(line.startswith(f"{NAMES[quitter - 1]} ran out of time") for line in lines)
    assert game.outcome.reason != "conceded"  # the game ended by its own rules


async def test_the_last_seat_standing_wins_when_the_others_concede(service: Service):
    info = await started(service, 3)
    await service.concede(info.id, 2)
    outbox = await service.concede(info.id, 3)
    game = outbox.game
    assert game.status == "finished" and game.outcome.winners == [game.seat_of(1)]


async def test_user_games_lists_the_games_waiting_for_the_user_first(service: Service):
    a = await started(service, 2, seed=1)
    b = await started(service, 2, seed=2)
    other_guild = await service.create_game("toy", guild_id=2, channel_id=20, host_id=1, host_name="Alice")
    if 1 in a.to_act:  # a: waiting for the other player
        a = await _play(service, a, 1)
    if 1 not in b.to_act:  # b (the newer game): waiting for Alice
        b = await _play(service, b, b.to_act[0])
    games = await service.user_games(1, 1)
    assert [g.id for g in games] == [b.id, a.id] and other_guild.id not in {g.id for g in games}
    assert await service.user_games(OUTSIDER, 1) == []


async def test_the_seat_store_is_one_sql_for_both_back_ends(service: Service):
    """bot/storage/seatstore.py on each back end: a change is a compare-and-swap (a past version, or a
    seat the game does not have, changes nothing), one claim per seat, the seat log is
    append-only, and the missed-deadline count restarts after a change of hands."""
    info = await started(service, 3)
    store = service.seat_store
    assert store.pg == (service.storage.backend == "postgresql")
    seat = info.seat_of(2)
    kwargs = dict(kind="replace", user_id=OUTSIDER, name="Zed", by_user_id=1, now=1.0)
    assert not await store.change_seat(info.id, info.version - 1, seat=seat, **kwargs)
    assert not await store.change_seat(info.id, info.version, seat=9, **kwargs)
    assert await service.storage.count_actions(info.id) == 0 and await store.seat_changes(info.id) == []
    assert (await service.storage.get_game(info.id)).version == info.version
    assert await store.add_seat_claim(info.id, seat, OTHER, "Yan", 1.0)
    assert not await store.add_seat_claim(info.id, seat, OUTSIDER, "Zed", 2.0)
    assert not await store.drop_seat_claim(info.id, seat, OUTSIDER)
    assert await store.change_seat(info.id, info.version, seat=seat, **kwargs)
    assert await store.seat_claim(info.id, seat) is None  # a change of hands drops the waiting claim
    assert [s.user_id for s in await service.storage.seats(info.id) if s.seat == seat] == [OUTSIDER]
    assert [g.id for g in await store.user_games(OUTSIDER, 1)] == [info.id]
    assert await store.user_games(2, 1) == []
    [change] = await store.seat_changes(info.id)
    assert (change.seq, change.after_action, change.old_user_id, change.user_id) == (1, 0, 2, OUTSIDER)
    with pytest.raises(Exception, match="append-only"):
        await store._write("DELETE FROM seat_changes WHERE game_id = ?", (info.id,))
    assert len(await store.seat_changes(info.id)) == 1
    assert await store.seat_absence(info.id, seat) == []


class _OfferTransport(RecordingTransport):
    """A transport with take-over offers: posted messages 7001, 7002...; closes recorded."""

    def __init__(self) -> None:
        super().__init__()
        self.offers: list[tuple[int, int, str]] = []  # (message id, seat, text)
        self.closed: list[tuple[int, str, int | None]] = []  # (message id, new text, channel id)

    async def post_offer(self, game, seat: int, content: str) -> int:
        self.offers.append((7001 + len(self.offers), seat, content))
        return self.offers[-1][0]

    async def close_offer(self, game, message_id: int, content: str, channel_id: int | None = None) -> bool:
        self.closed.append((message_id, content, channel_id))
        return True


def _move(info) -> dict:
    return {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}


async def _offered(app, players: int = 3, options: dict | None = None):
    """A game of ``players`` through ``app`` whose first seat to act missed deadlines until it
    was offered; returns (info, absent user)."""
    info = await started(app.service, players, options=options)
    absent = _first(info)
    for _ in range(10):
        outbox = await app.timeout(info.id, info.version)
        info = outbox.game
        if outbox.offers:
            return info, absent
        while absent not in info.to_act or len(info.to_act) > 1:
            user = next(u for u in info.to_act if u != absent)
            action = {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
            info = (await app.act(info.id, user, action, info.version, None)).game
    raise AssertionError("no seat was offered")


async def test_offers_close_in_the_game_s_language_when_their_seat_closes(tmp_path, clock):
    """bot.app.seats.SeatsApp.close_offers: an offer stays while its seat is open (other changes
    leave it alone) and closes once: here its player concedes (the seat is no longer open; the
    text in the game's language), then the game ends (nothing left to close)."""
    from bot.app.agora import Agora

    transport = _OfferTransport()
    app = Agora(make_settings(tmp_path / "agora.sqlite3"), transport, clock=clock)
    await app.start()
    try:
        info, absent = await _offered(app, options={"language": "it"})
        seat = info.seat_of(absent)
        [(message_id, offered, text)] = transport.offers
        assert offered == seat and "ha mancato 2 scadenze di fila" in text
        assert await app.service.seat_store.seat_messages(info.id) == [SeatMessage(
            message_id=message_id, game_id=info.id, seat=seat, kind="offer", channel_id=10, holder_id=absent,
            text=text, created_at=clock(),
        )]
        await app.seats.claim_seat(info.id, seat, OUTSIDER, "Zed")  # a request changes nothing public
        assert transport.closed == []
        await app.seats.concede(info.id, absent)
        assert transport.closed == [(message_id, f"{text}\nChiuso: questo posto non è più libero.", 10)]
        assert await app.service.seat_store.seat_messages(info.id) == []
        assert app.seats._seat_message_games == set()
    finally:
        await app.close()


@pytest.mark.parametrize("back", ["replace", "return"])
async def test_offers_and_requests_close_after_a_restart(database, clock, back):
    """Schema step 6: the offer of a seat and the request waiting for the host (its Accept /
    Decline message) are stored, so a new process (a restart) closes them when the seat is
    replaced or its player acts again; a request made moot so is dropped (the host's stale
    click finds none: the seat is free to be asked for when it is offered again)."""
    from bot.app.agora import Agora

    settings = Settings(_env_file=None, database=database, turn_deadline_hours=24, reminders_hours=(12.0, 1.0))
    first = Agora(settings, _OfferTransport(), clock=clock)
    await first.start()
    try:
        info, absent = await _offered(first)
        seat = info.seat_of(absent)
        [(offer_id, _, offer_text)] = first.transport.offers
        claimed = await first.seats.claim_seat(info.id, seat, OUTSIDER, "Zed")
        await first.seats.note_claim_message(claimed, seat, OUTSIDER, 8001, "Zed asks for the seat")
    finally:
        await first.close()

    transport = _OfferTransport()
    second = Agora(settings, transport, clock=clock)
    await second.start()
    try:
        assert second.seats._seat_message_games == {info.id}
        if back == "replace":
            await second.seats.replace_seat(info.id, absent, OTHER, "Yan", info.host_id, is_admin=False)
            line = f"Taken: <@{OTHER}> now plays this seat."
        else:
            while absent not in info.to_act:  # the others' moves leave the offer and the request alone
                info = (await second.act(info.id, info.to_act[0], _move(info), info.version, None)).game
                assert transport.closed == []
            await second.act(info.id, absent, _move(info), info.version, None)
            line = f"Closed: <@{absent}> is playing again."
        assert transport.closed == [(offer_id, f"{offer_text}\n{line}", 10), (8001, f"Zed asks for the seat\n{line}", 10)]
        assert await second.service.seat_store.seat_messages(info.id) == []
        assert await second.service.seat_store.seat_claim(info.id, seat) is None
        with pytest.raises(Forbidden):  # the host's stale Accept: no such request any more
            await second.seats.answer_claim(info.id, seat, OUTSIDER, info.host_id, is_admin=False, accept=True)
    finally:
        await second.close()


async def test_a_seat_changed_by_another_process_is_seen_at_once(service: Service, monkeypatch):
    """Two bot processes on one database (a restart overlapping, shards): the seats a process
    keeps in memory are keyed on the game's version, which every seat change moves, so the
    other process follows the new holder at its next read; its own commits keep them without a
    read (an action costs no seat query)."""
    a = service
    b = Service(service.storage, clock=service.clock)
    info = await started(a, 3)
    turn = _first(info)
    reads: list[int] = []
    real = a.storage.seats

    async def counted(game_id: int):
        reads.append(game_id)
        return await real(game_id)

    monkeypatch.setattr(a.storage, "seats", counted)
    info = await _play(a, await a.info(info.id), turn)
    info = await _play(a, info, info.to_act[0])
    assert reads == []  # read at the start, then kept through the process's own commits
    await b.info(info.id)  # the other process keeps them too
    mover = info.to_act[0]
    seat = info.seat_of(mover)
    await b.replace_seat(info.id, mover, OUTSIDER, "Zed", by_user_id=1, is_admin=False)
    reads.clear()  # (one storage: b's reads were counted too)
    seen = await a.info(info.id)
    assert reads == [info.id]  # the version moved elsewhere: read again, once
    assert seen.user_of(seat) == OUTSIDER and mover not in seen.to_act and OUTSIDER in seen.to_act
    with pytest.raises(NotAPlayer):
        await _play(a, seen, mover)
    assert (await _play(a, seen, OUTSIDER)).version == seen.version + 1
    assert reads == [info.id]


async def test_a_take_over_of_a_seat_the_game_does_not_have_is_refused_by_name(service: Service):
    """Issue 17 item 13: "{p7}'s seat is not open to a take-over" reached a user (a forged
    button for a seat that does not exist).  The refusal says so, with no raw placeholder."""
    outbox, _ = await _absent_twice(service)
    game = outbox.game
    with pytest.raises(Forbidden) as refused:
        await service.claim_seat(game.id, 7, OUTSIDER, "Zed")
    for lang in ("en", "it"):
        assert "{p" not in refused.value.text(lang)
    assert refused.value.text("en") == "This game has no such seat: the button is not one of this game's."
    assert await service.seat_store.seat_claim(game.id, 7) is None
