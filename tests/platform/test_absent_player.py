"""The deadline's automatic player (issue 21, ``/agora new absent_player:``,
bot/features/autoseats.py ``absent_level``), on both back ends: with ``absent_player: strong`` the
decisions a deadline makes for an absent seat are the search player's, run through the automatic
seats' pool (``Service.auto``) and decided from that seat's view only; without the option (every
older game) they are ``Engine.timeout_action``'s as before and the search is never asked; a bad
value is refused naming the option, nothing created."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.core.errors import BadOption
from bot.features.autoseats import AutoPlayers, absent_level
from bot.service import Service
from engines.search import Search, action_key

NAMES = ["Alice", "Bob", "Carol"]


class SearchSpy:
    """Stands for the strong player's entry point (``AutoPlayers.search``, run in its worker
    thread): records each call and answers the real search's choice with a fixed number of
    iterations, checking on the way that the choice is the same in a twin state that differs
    only in what the seat cannot see (``Engine.resample_hidden``): the deadline's move is decided
    from the seat's view only."""

    def __init__(self, iterations: int = 20, depth: int | None = None) -> None:
        self.iterations = iterations
        self.depth = depth
        self.calls: list[dict[str, Any]] = []

    def __call__(self, engine, state, seat, seconds, seed):
        chosen = Search(engine, iterations=self.iterations, depth=self.depth, seed=seed).choose(state, seat)
        try:
            twin = engine.resample_hidden(state, random.Random(seed), seat)
        except NotImplementedError:  # nothing hidden (Antike)
            twin = None
        same_in_twin = None
        if twin is not None:
            other = Search(engine, iterations=self.iterations, depth=self.depth, seed=seed).choose(twin, seat)
            same_in_twin = action_key(engine, other) == action_key(engine, chosen)
        action = engine.dump_action(chosen)
        self.calls.append({
            "seat": seat, "seconds": seconds, "prompted": engine.prompt(state).seats, "action": action,
            "same_in_twin": same_in_twin, "hidden_differs": twin is not None and engine.dump_state(twin) != engine.dump_state(state),
        })
        return action


async def _game(service: Service, game: str, players: int, seed: int, options: dict | None = None):
    info = await service.create_game(game, guild_id=1, channel_id=1, host_id=1, host_name=NAMES[0],
                                     options=options, seed=seed)
    for user in range(2, players + 1):
        await service.join(info.id, user, NAMES[user - 1])
    return (await service.start(info.id, 1)).game


@pytest.fixture
def spy(service: Service):
    spy = SearchSpy()
    service.auto = AutoPlayers(workers=0, seconds=0.05, search=spy)
    yield spy
    service.auto.close()


async def test_with_absent_player_strong_the_search_plays_the_deadline(service: Service, storage, spy):
    info = await _game(service, "7wd", 2, seed=3, options={"absent_player": "strong"})
    assert (await storage.get_game(info.id)).options["absent_player"] == "strong"  # stored as chosen
    # a few picks in, so that the face-down cards the twin redraws matter
    for _ in range(4):
        info, engine, state = await service.public_state(info.id)
        seat = engine.prompt(state).seats[0]
        await service.act(info.id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
    info, engine, state = await service.public_state(info.id)
    (absent,) = engine.prompt(state).seats
    before = await storage.count_actions(info.id)

    outbox = await service.timeout(info.id, info.version)

    assert outbox is not None
    rows = (await storage.actions(info.id))[before:]
    assert rows and all(r.source == "timeout" and r.seat == absent for r in rows)
    # every decision of the deadline was the search's, for the absent seat alone, at the pool's
    # thinking time, and the committed actions are exactly what it chose
    assert [c["seat"] for c in spy.calls] == [absent] * len(rows)
    assert all(c["prompted"] == (absent,) and c["seconds"] == 0.05 for c in spy.calls)
    assert [r.action for r in rows] == [c["action"] for c in spy.calls]
    # decided from the seat's view: the same choice where only what it cannot see was redrawn
    assert all(c["same_in_twin"] for c in spy.calls) and any(c["hidden_differs"] for c in spy.calls)
    name = NAMES[info.user_of(absent) - 1]
    assert outbox.public()[0] == f"{name} ran out of time; the strong automatic player decided for them."
    # the log says it too, in both languages
    log = [outbox.game.render(t, "en") for t in await service.log(info.id)]
    assert f"{name} ran out of time; the strong automatic player decided for them." in log
    log_it = [outbox.game.render(t, "it") for t in await service.log(info.id)]
    assert f"{name} ha esaurito il tempo; al suo posto ha deciso il giocatore automatico forte." in log_it


@pytest.mark.parametrize("options", [None, {"absent_player": "standard"}], ids=["no-option", "standard"])
async def test_without_the_option_the_deadline_plays_as_before(service: Service, storage, spy, options):
    """A game without the option (every game created before it) or with "standard": the engine's
    ``timeout_action``, the search never asked."""
    info = await _game(service, "7wd", 2, seed=3, options=options)
    info, engine, state = await service.public_state(info.id)
    (absent,) = engine.prompt(state).seats
    expected = engine.dump_action(engine.timeout_action(state, absent))
    assert absent_level((await storage.get_game(info.id)).options) == "standard"

    outbox = await service.timeout(info.id, info.version)

    assert outbox is not None and spy.calls == []
    rows = await storage.actions(info.id)
    assert rows[0].source == "timeout" and rows[0].action == expected
    name = NAMES[info.user_of(absent) - 1]
    assert outbox.public()[0] == f"{name} ran out of time; the automatic player decided for them."


async def test_a_strong_deadline_plays_a_whole_antike_turn(service: Service, storage):
    """Antike: the deadline plays the absent nation's whole turn (rondel, payment, action,
    founding: ``Engine.turn_key``), each decision the search's."""
    spy = SearchSpy(iterations=4, depth=2)
    service.auto = AutoPlayers(workers=0, seconds=0.05, search=spy)
    try:
        info = await _game(service, "antike", 3, seed=2, options={"absent_player": "strong"})
        for _ in range(400):  # a few turns in, a nation at the start of its turn
            info, engine, state = await service.public_state(info.id)
            seat = engine.prompt(state).seats[0]
            if state.turn >= 2 and state.step == "rondel":
                break
            await service.act(info.id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)
        else:
            raise AssertionError("no rondel step reached")
        absent, key = seat, engine.turn_key(state)
        before = await storage.count_actions(info.id)

        outbox = await service.timeout(info.id, info.version)

        assert outbox is not None
        rows = (await storage.actions(info.id))[before:]
        assert len(rows) >= 2 and all(r.source == "timeout" and r.seat == absent for r in rows)
        assert rows[0].action["kind"] == "rondel"
        # each decision of the turn was asked of the search (a single legal action included: the
        # search answers it at once) and committed as it chose
        assert [c["seat"] for c in spy.calls] == [absent] * len(rows)
        assert [r.action for r in rows] == [c["action"] for c in spy.calls]
        _, engine, state = await service.public_state(info.id)
        assert engine.turn_key(state) != key
        ran_out = f"{NAMES[info.user_of(absent) - 1]} ran out of time; the strong automatic player decided for them."
        assert outbox.public().count(ran_out) == 1
    finally:
        service.auto.close()


def failing(engine, state, seat, seconds, seed):
    raise RuntimeError("the search broke")


async def test_a_failing_search_at_a_deadline_falls_back_to_the_standard_decision(service: Service, storage):
    service.auto = AutoPlayers(workers=0, seconds=0.05, search=failing)
    try:
        info = await _game(service, "7wd", 2, seed=3, options={"absent_player": "strong"})
        info, engine, state = await service.public_state(info.id)
        (absent,) = engine.prompt(state).seats
        expected = engine.dump_action(engine.timeout_action(state, absent))
        outbox = await service.timeout(info.id, info.version)
        assert outbox is not None and outbox.game.version > info.version
        assert (await storage.actions(info.id))[0].action == expected
    finally:
        service.auto.close()


@pytest.mark.parametrize("value", ["grandmaster", "Strong", "", True, 2, None])
async def test_a_bad_value_is_refused_naming_the_option(service: Service, storage, value):
    with pytest.raises(BadOption) as refused:
        service.check_new_game("toy", {"absent_player": value})
    text = refused.value.text("en")
    assert text.startswith("`absent_player` (who plays an absent player's turn at a deadline) is “standard” or “strong”")
    assert f"“{value}”" not in text or value in ("standard", "strong")  # never the sent text
    assert refused.value.text("it").startswith("`giocatore_assente` (chi gioca il turno di un giocatore assente alla scadenza)")
    with pytest.raises(BadOption):
        await service.create_game("toy", guild_id=1, channel_id=1, host_id=1, host_name="Alice",
                                  options={"absent_player": value})
    assert await storage.games() == []  # nothing created
    assert service.check_new_game("toy", {"absent_player": "strong"}) == {"absent_player": "strong"}


async def test_the_lobby_and_status_name_the_option_in_both_languages(service: Service):
    from cogs import messages

    info = await service.create_game("toy", guild_id=1, channel_id=1, host_id=1, host_name="Alice",
                                     options={"absent_player": "strong"})
    assert "Absent players: at a deadline the strong automatic player plays their turn" in messages.lobby_text(info, 24, "en")
    assert "Giocatori assenti: alla scadenza il giocatore automatico forte gioca il loro turno" in messages.lobby_text(info, 24, "it")
    assert messages.absent_player_line(info, "en") is None  # the lobby lists it among the options
    await service.join(info.id, 2, "Bob")
    info = (await service.start(info.id, 1)).game
    assert messages.absent_player_line(info, "en") == "Absent players: at a deadline the strong automatic player plays their turn"
    assert messages.absent_player_line(info, "it") == "Giocatori assenti: alla scadenza il giocatore automatico forte gioca il loro turno"
    plain = await service.create_game("toy", guild_id=1, channel_id=1, host_id=1, host_name="Alice")
    assert "Absent players" not in messages.lobby_text(plain, 24, "en")  # older games: nothing new shown
