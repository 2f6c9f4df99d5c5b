"""Automatic seats (issue 21, bot/features/autoseats.py) on both back ends: the host adds and removes them
in the lobby (levels, names in the game's language, refusals), a game started with one person and
the rest automatic is played to its end by the person alone (the automatic seats decide at once
through the commit path; never waited for, never mentioned, never sent private lines), the seats
survive a restart, the lobby's choice is made for them at the start, and a strong seat's search
runs off the event loop."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.errors import Forbidden, LobbyError
from bot.features.autoseats import AutoPlayers, auto_choices, auto_name, is_auto_user
from bot.service import Service
from bot.storage.sqlite import SeatRow
from tests.platform.helpers import lobby


async def _play_alone(service: Service, info, user: int = 1):
    """``user`` takes 1 coin or bids 0 until the game ends; returns the last outbox."""
    outbox = None
    for _ in range(50):
        if info.status != "active":
            break
        assert info.to_act == [user]  # nobody else is ever waited for
        action = {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
        outbox = await service.act(info.id, user, action, info.version, None)
        assert all(not is_auto_user(u) for u in outbox.private_lines)  # an automatic seat reads nothing
        assert all(not is_auto_user(u) for u in outbox.mention_user_ids)
        info = outbox.game
    return outbox


async def test_the_host_adds_and_removes_automatic_seats(service):
    info = await lobby(service, 1)
    info = await service.add_auto(info.id, 1, "standard")
    info = await service.add_auto(info.id, 1, "strong", "it")
    assert [(s.user_id, s.name, s.level) for s in info.seats][1:] == [
        (-1, "Automatic player 1 (standard)", "standard"),
        (-2, "Giocatore automatico 2 (forte)", "strong"),
    ]
    with pytest.raises(Forbidden):
        await service.add_auto(info.id, 2, "standard")
    with pytest.raises(LobbyError):
        await service.add_auto(info.id, 1, "grandmaster")
    info = await service.add_auto(info.id, 1, "standard")
    with pytest.raises(LobbyError):  # Coin Grab seats at most 4
        await service.add_auto(info.id, 1, "standard")
    info = await service.remove_auto(info.id, 1)
    info = await service.remove_auto(info.id, 1)
    assert [s.user_id for s in info.seats] == [1, -1]
    info = await service.remove_auto(info.id, 1)
    with pytest.raises(LobbyError):
        await service.remove_auto(info.id, 1)
    assert [s.user_id for s in (await service.info(info.id)).seats] == [1]


async def test_one_person_and_two_automatic_seats_play_to_the_end(service, storage, clock):
    info = await lobby(service, 1)
    await service.add_auto(info.id, 1, "standard")
    await service.add_auto(info.id, 1, "standard")
    outbox = await service.start(info.id, 1)
    assert outbox.mention_user_ids in ([], [1])
    info = outbox.game
    with pytest.raises(LobbyError):  # removed only before the start
        await service.remove_auto(info.id, 1)
    # a restart: the seats and their levels come back from the database
    service = Service(storage, default_deadline_hours=24, clock=clock)
    info = await service.info(info.id)
    assert sorted((s.user_id, s.level) for s in info.seats) == [(-2, "standard"), (-1, "standard"), (1, None)]
    last = await _play_alone(service, info)
    assert last is not None and last.game.status == "finished" and last.game.outcome is not None
    actions = await storage.actions(info.id)
    autos = {s.seat for s in info.seats if s.level}
    assert {a.seat for a in actions} == {0, 1, 2}
    assert all(a.source == "timeout" for a in actions if a.seat in autos)


def test_automatic_seats_take_the_first_free_lobby_choice():
    seats = [SeatRow(game_id=1, seat=i, user_id=u, name="x", level="standard" if u < 0 else None) for i, u in enumerate((5, -1, -2))]
    assert auto_choices(seats, ["rome", "greece", "egypt"], {"5": "rome"}) == {"5": "rome", "-1": "greece", "-2": "egypt"}


def test_names_in_both_languages():
    assert auto_name(3, "strong", "en") == "Automatic player 3 (strong)"
    assert auto_name(1, "standard", "it") == "Giocatore automatico 1 (normale)"


def slow_standard(engine, state, seat, seconds, seed):
    """A strong decision's stand-in, run in the worker process: busy for ``seconds``."""
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass
    return engine.dump_action(engine.auto_action(state, seat))


def failing_search(engine, state, seat, seconds, seed):
    raise RuntimeError("the search broke")


def illegal_search(engine, state, seat, seconds, seed):
    return {"kind": "take", "n": 99}


@pytest.mark.parametrize("search", [failing_search, illegal_search])
async def test_a_failing_search_falls_back_to_the_standard_decision(service, search):
    service.auto = AutoPlayers(workers=0, seconds=0.1, search=search)
    try:
        info = await lobby(service, 1)
        await service.add_auto(info.id, 1, "strong")
        info = (await service.start(info.id, 1)).game
        last = await _play_alone(service, info)
        assert last is not None and last.game.status == "finished"
    finally:
        service.auto.close()


async def test_a_strong_seat_thinks_off_the_event_loop(service, storage):
    # one worker process (the CPU cap), thinking 0.3 s a decision (the search's strength is
    # engines/search.py's business: a stand-in that thinks and answers the standard decision)
    service.auto = AutoPlayers(workers=1, seconds=0.3, search=slow_standard)
    try:
        info = await lobby(service, 1)
        await service.add_auto(info.id, 1, "strong")
        info = (await service.start(info.id, 1)).game
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                await asyncio.sleep(0.01)
                ticks += 1

        task = asyncio.create_task(ticker())
        try:
            last = await _play_alone(service, info)
        finally:
            task.cancel()
        assert last is not None and last.game.status == "finished"
        strong = [a for a in await storage.actions(info.id) if a.user_id == -1]
        assert strong
        # the loop kept running while the strong seat thought (0.3 s a decision): about one tick
        # per 10 ms of its thinking, far more than a blocked loop could count
        assert ticks >= len(strong) * 10
    finally:
        service.auto.close()


async def test_games_with_automatic_seats_count_in_stats_but_are_not_rated(service, storage):
    from bot.features import stats
    from cogs.after import stats_text

    # a game between people (rated) and a practice game against an automatic seat (not rated)
    people = await lobby(service, 2)
    people = (await service.start(people.id, 1)).game
    while people.status == "active":
        user = people.to_act[0]
        action = {"kind": "take", "n": 1} if people.prompt.kind == "take" else {"kind": "bid", "amount": 0}
        people = (await service.act(people.id, user, action, people.version, None)).game
    practice = await lobby(service, 1)
    await service.add_auto(practice.id, 1, "standard")
    await _play_alone(service, (await service.start(practice.id, 1)).game)

    book = stats.StatsBook(storage)
    results = await book.results(guild_id=1, engine="toy")
    assert [r.automatic for r in results] == [False, True]
    ratings = await book.ratings(1, "toy")
    assert set(ratings) == {1, 2} and ratings[1].games == 1  # the practice game is not rated
    assert all(not is_auto_user(u) for u in ratings)
    assert stats.member_stats(results, 1).games == 2  # but it counts in the member's games
    text = stats_text("Alice", 1, results, "en")
    assert "One of these games had automatic players: it counts here but is not rated." in text
    assert "giocatori automatici" in stats_text("Alice", 1, results, "it")
    assert "automatic" not in stats_text("Bob", 2, results, "en")


async def test_replace_puts_an_automatic_player_in_a_seat_and_a_person_back(service, storage):
    from bot.core.errors import GameNotActive, NotAPlayer
    from bot.features.seats import change_line
    from i18n import render

    info = (await service.start((await lobby(service, 2)).id, 1)).game
    with pytest.raises(Forbidden):  # neither the host nor a manager
        await service.automate_seat(info.id, 1, "standard", 2, False)
    with pytest.raises(NotAPlayer):
        await service.automate_seat(info.id, 50, "standard", 1, False)
    # Bob's seat to an automatic player (a manager may do it too): it decides at once if prompted
    outbox = await service.automate_seat(info.id, 2, "strong", 50, True, "en")
    info = outbox.game
    auto = next(s for s in info.seats if s.level is not None)
    assert (auto.user_id, auto.name, auto.level) == (-1, "Automatic player 1 (strong)", "strong")
    assert render(outbox.public_lines[0], "en") == "Automatic player 1 (strong) now plays <@2>'s seat."
    assert info.to_act == [1]
    # and a person into the automatic seat
    with pytest.raises(NotAPlayer):
        await service.replace_auto(info.id, 7, 3, "Carol", 1, False)
    with pytest.raises(Forbidden):
        await service.replace_auto(info.id, 1, 1, "Alice", 1, False)  # Alice already plays
    outbox = await service.replace_auto(info.id, 1, 3, "Carol", 1, False)
    seat = next(s for s in outbox.game.seats if s.seat == auto.seat)
    assert (seat.user_id, seat.name, seat.level) == (3, "Carol", None)
    assert render(outbox.public_lines[0], "it") == "Ora <@3> gioca al posto di Automatic player 1 (strong)."
    # the seat log tells both changes, naming the automatic seat
    changes = await service.seat_store.seat_changes(info.id)
    assert [render(change_line(c), "en") for c in changes] == [
        "Automatic player 1 (strong) now plays <@2>'s seat.",
        "<@3> now plays Automatic player 1's seat.",
    ]
    await service.abandon(info.id, 1, False)
    with pytest.raises(GameNotActive):
        await service.automate_seat(info.id, 3, "standard", 1, False)


async def test_no_game_goes_on_with_automatic_seats_alone(service):
    info = await lobby(service, 1)
    await service.add_auto(info.id, 1, "standard")
    await service.add_auto(info.id, 1, "standard")
    info = (await service.start(info.id, 1)).game
    # the only person cannot hand their seat to an automatic player
    with pytest.raises(Forbidden) as refused:
        await service.automate_seat(info.id, 1, "standard", 1, False)
    assert refused.value.message.id == "auto-err-last-person"
    # and their concession ends the game at once: the automatic seats win
    outbox = await service.concede(info.id, 1)
    assert outbox.game.status == "finished"
    assert sorted(outbox.game.outcome.winners) == sorted(s.seat for s in outbox.game.seats if s.level)


async def test_an_automatic_seat_is_never_offered_for_a_take_over(service, storage):
    info = await lobby(service, 1)
    await service.add_auto(info.id, 1, "standard")
    info = (await service.start(info.id, 1)).game
    auto = next(s.seat for s in info.seats if s.level)
    for _ in range(3):  # the person plays; the automatic seat answers each time
        action = {"kind": "take", "n": 1} if info.prompt.kind == "take" else {"kind": "bid", "amount": 0}
        info = (await service.act(info.id, 1, action, info.version, None)).game
    assert await service.missed_deadlines(info.id, auto) >= 2  # its rows are all 'timeout'...
    assert await service.open_seats(info.id, [auto]) == {}  # ...yet it is never offered


async def test_mare_nostrum_with_one_person_and_automatic_civilizations(service):
    """The automatic seats take the free civilizations at the start and then decide every step
    (trade offers, hidden choices) at once: only the person is ever waited for."""
    info = await service.create_game("mare-nostrum", guild_id=1, channel_id=2, host_id=10, host_name="Alice",
                                     options={"civilizations": "choose"}, seed=7)
    await service.add_auto(info.id, 10, "standard")
    await service.add_auto(info.id, 10, "standard")
    info = await service.choose(info.id, 10, "egypt")
    values = service.lobby_choice(info).values
    info = (await service.start(info.id, 10)).game
    _, engine, state = await service.public_state(info.id)
    civs = {s.user_id: state.players[s.seat].civ for s in info.seats}
    free = [v for v in values if v != "egypt"][:2]
    assert civs == {10: "egypt", -1: free[0], -2: free[1]}
    kinds = set()
    for _ in range(40):
        if info.status != "active":
            break
        assert info.to_act == [10]
        seat = info.seat_of(10)
        g = await service.load(info.id)
        kinds.add(info.prompt.kind)
        action = engine.dump_action(engine.auto_action(g.state, seat))
        info = (await service.act(info.id, 10, action, info.version, None)).game
    assert len(kinds) > 1  # several kinds of step came round to the person


async def test_after_a_restart_the_prompted_automatic_seats_decide_at_once(db_path, clock, monkeypatch):
    """A stop between a commit and the automatic seats' decisions (simulated: they did not run
    at the start) leaves an automatic seat prompted; the next start lets it decide and
    publishes the change, instead of waiting for the deadline."""
    from bot.app.agora import Agora
    from bot.features.seats import Seats
    from tests.platform.helpers import RecordingTransport, make_settings

    first = Agora(make_settings(db_path), RecordingTransport(), clock=clock)
    await first.start()
    real = Seats.play_conceded

    async def stopped(self, g, events, started, image):
        return g, events, started, image

    monkeypatch.setattr(Seats, "play_conceded", stopped)
    for seed in range(1, 30):  # a seating where the automatic seat decides first
        info = await first.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=seed)
        await first.service.add_auto(info.id, 1, "standard")
        info = (await first.service.start(info.id, 1)).game
        if info.to_act == []:
            break
    assert info.to_act == [] and info.prompt.seats != ()
    await first.close()
    monkeypatch.setattr(Seats, "play_conceded", real)

    transport = RecordingTransport()
    second = Agora(make_settings(db_path), transport, clock=clock)
    await second.start()
    try:
        await second.startup.resumed()
        after = await second.service.info(info.id)
        assert after.version > info.version and after.to_act == [1]
        # its step was published (the toy's line: "<name> takes N coins.")
        said = [c for _, c in transport.edits] + [c for _, c, _ in transport.texts] + [
            str(b) for b in transport.boards
        ]
        assert any("Automatic player 1 (standard) takes" in c for c in said), said
    finally:
        await second.close()
