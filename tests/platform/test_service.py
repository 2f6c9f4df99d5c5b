"""The service: lobby, the checks of an action in their order, concurrency, simultaneous hidden
choices, panels, timeouts, abandon, and the replay of the action log."""

from __future__ import annotations

import asyncio

import pytest

import engines
from bot.core.errors import (
    AlreadyApplied,
    BadOption,
    Forbidden,
    GameNotActive,
    Illegal,
    LobbyError,
    NotAPlayer,
    NotYourTurn,
    StaleVersion,
    UnknownGame,
)
from bot.service import STALE_MESSAGE, Service, fill_names, same_step, seat_order
from engines.base import Prompt
from tests.platform.helpers import NAMES, T0, lobby, started

TAKE2 = {"kind": "take", "n": 2}


async def _snapshot(service: Service, game_id: int) -> tuple[int, int, str | None]:
    row = await service.storage.get_game(game_id)
    return row.version, await service.storage.count_actions(game_id), row.state


def _first(info) -> int:
    return info.to_act[0]


async def _bid_phase(service: Service, players: int = 3):
    """A started game advanced to its simultaneous bid step."""
    info = await started(service, players)
    while info.prompt.kind == "take":
        info = (await service.act(info.id, _first(info), {"kind": "take", "n": 1}, info.version, None)).game
    return info


# ---- lobby ---------------------------------------------------------------------------------
async def test_create_game_seats_the_host(service: Service):
    info = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", seed=5)
    assert (info.status, info.version, info.host_id, info.title) == ("lobby", 0, 1, "Coin Grab")
    assert [(s.seat, s.user_id, s.name) for s in info.seats] == [(0, 1, "Alice")]
    assert (info.prompt, info.to_act, info.deadline) == (None, [], None)
    assert (await service.storage.get_game(info.id)).seed == 5


async def test_seed_is_random_when_not_given(service: Service):
    a = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice")
    b = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice")
    assert (await service.storage.get_game(a.id)).seed != (await service.storage.get_game(b.id)).seed


@pytest.mark.parametrize(
    "engine_id, options, message",
    [
        ("nope", {}, "not one of the games Agora hosts; choose one of: 7 Wonders Duel, "),
        ("toy", {"colour": "red"}, "Coin Grab has no such option; its options are: "),
        ("mare-nostrum", {"setup": "@everyone"}, "The option setup takes one of: introductory, advanced; nothing was"),
        ("antike", {"target3": 11}, "The option target3 takes one of: 10, 12;"),
        ("toy", {"deadline_hours": 0}, "deadline_hours must be between"),
        ("toy", {"deadline_hours": 721}, "deadline_hours must be between"),
        ("toy", {"deadline_hours": "soon"}, "must be a number"),
        ("toy", {"rounds": 9}, "rounds must be an integer"),
    ],
)
async def test_bad_options_are_refused(service: Service, engine_id, options, message):
    with pytest.raises(BadOption) as caught:
        await service.create_game(engine_id, guild_id=1, channel_id=10, host_id=1, host_name="A", options=options)
    assert message in caught.value.text("en")
    assert await service.storage.games() == []


@pytest.mark.parametrize("engine_id, options", [
    ("x" * 100_000, {}), ("@everyone", {}), ("toy", {"y" * 5000: 1}), ("toy", {"@here": 1}),
    ("mare-nostrum", {"expansion": "z" * 100_000}), ("mare-nostrum", {"expansion": "@everyone"}),
    ("antike", {"board": "@everyone"}),
])
async def test_refused_games_and_options_never_echo_what_was_sent(service: Service, engine_id, options):
    """Issue 28: the refusal names the option and what it takes, never the sent text (a 100 kB
    one rendered as {???}, an @everyone was put in the answer)."""
    with pytest.raises(BadOption) as caught:
        await service.create_game(engine_id, guild_id=1, channel_id=10, host_id=1, host_name="A", options=options)
    for lang in ("en", "it"):
        text = caught.value.text(lang)
        assert "{???}" not in text and "@" not in text and "xxxx" not in text and "zzzz" not in text and "yyyy" not in text
        assert len(text) < 300, text
    assert await service.storage.games() == []


async def test_join_and_leave(service: Service):
    info = await lobby(service, 3)
    assert [s.user_id for s in info.seats] == [1, 2, 3]
    with pytest.raises(LobbyError, match="already seated"):
        await service.join(info.id, 2, "Bob")
    info = await service.leave(info.id, 2)
    assert [(s.seat, s.user_id) for s in info.seats] == [(0, 1), (1, 3)]
    with pytest.raises(NotAPlayer):
        await service.leave(info.id, 2)
    with pytest.raises(LobbyError, match="host cannot leave"):
        await service.leave(info.id, 1)
    with pytest.raises(UnknownGame):
        await service.join(info.id + 1, 5, "Eve")


async def test_join_a_full_game(service: Service):
    info = await lobby(service, 4)
    before = await _snapshot(service, info.id)
    with pytest.raises(LobbyError, match="full"):
        await service.join(info.id, 5, "Eve")
    assert await _snapshot(service, info.id) == before


async def test_start_errors(service: Service):
    info = await lobby(service, 1)
    with pytest.raises(LobbyError, match="at least 2 players; 1 seated"):
        await service.start(info.id, 1)
    await service.join(info.id, 2, "Bob")
    with pytest.raises(Forbidden, match="Only the host \\(Alice\\)"):
        await service.start(info.id, 2)
    await service.start(info.id, 1)
    with pytest.raises(LobbyError, match="already started"):
        await service.start(info.id, 1)
    with pytest.raises(LobbyError, match="already started"):
        await service.join(info.id, 3, "Carol")
    with pytest.raises(LobbyError, match="has started"):
        await service.leave(info.id, 2)


async def test_start_shuffles_seats_from_the_seed(service: Service, clock):
    orders = {tuple(seat_order([1, 2, 3, 4], seed)) for seed in range(20)}
    assert len(orders) > 1
    assert seat_order([1, 2, 3, 4], 3) == seat_order([1, 2, 3, 4], 3)
    info = await lobby(service, 4, seed=3)
    outbox = await service.start(info.id, 1)
    got = outbox.game
    assert [s.user_id for s in got.seats] == seat_order([1, 2, 3, 4], 3)
    assert [s.seat for s in got.seats] == [0, 1, 2, 3]
    assert got.status == "active" and got.deadline == T0 + 24 * 3600
    assert outbox.board and outbox.mention_user_ids == got.to_act == [got.user_of(0)]
    assert outbox.public()[0].startswith("Coin Grab begins. Seat order: ")
    # who moves first is said, and that the rules choose it (issue 17 item 16)
    first = got.names[got.prompt.seats[0]]
    assert outbox.public()[0].endswith(f" {first} decides first (the game's rules choose who starts, not the seat order).")
    # the log's first line names the seat that decided first, even later in the game
    user = got.user_of(got.prompt.seats[0])
    await service.act(got.id, user, {"kind": "take", "n": 1}, got.version, None)
    log = await service.log(got.id)
    assert got.render(log[0]).endswith(f" {first} decides first (the game's rules choose who starts, not the seat order).")


async def test_deadline_hours_option(service: Service, clock):
    info = await started(service, options={"deadline_hours": 0.5})
    assert info.deadline == T0 + 1800
    clock.advance(10)
    info = (await service.act(info.id, _first(info), TAKE2, info.version, None)).game
    assert info.deadline == T0 + 10 + 1800


# ---- actions -------------------------------------------------------------------------------
async def test_act_happy_path(service: Service, clock):
    info = await started(service, 2)
    user = _first(info)
    other = 3 - user
    name = NAMES[user - 1]
    clock.advance(60)
    outbox = await service.act(info.id, user, TAKE2, info.version, interaction_id=1001)
    assert outbox.game.version == info.version + 1
    assert outbox.public() == [f"{name} takes 2 coins."]
    assert outbox.board and outbox.mention_user_ids == [other] == outbox.game.to_act
    assert outbox.game.deadline == T0 + 60 + 24 * 3600
    [row] = await service.storage.actions(info.id)
    assert (row.user_id, row.action, row.interaction_id, row.source) == (user, TAKE2, 1001, "player")


async def test_checks_in_order_and_nothing_changes(service: Service):
    info = await started(service, 2)
    user = _first(info)
    other = 3 - user
    await service.act(info.id, user, TAKE2, info.version, interaction_id=1)
    v = info.version + 1
    before = await _snapshot(service, info.id)
    cases = [
        ((info.id + 1, other, TAKE2, v, 2), UnknownGame),
        ((info.id, 99, TAKE2, v, 1), AlreadyApplied),  # the interaction id is checked before the seat
        ((info.id, 99, TAKE2, v, 3), NotAPlayer),
        ((info.id, user, TAKE2, v - 1, 4), NotYourTurn),  # the turn is checked before the version
        ((info.id, other, TAKE2, v - 1, 5), StaleVersion),
        ((info.id, other, TAKE2, v + 1, 6), StaleVersion),
        ((info.id, other, {"kind": "take", "n": 5}, v, 7), Illegal),
        ((info.id, other, {"kind": "bid", "amount": 1}, v, 8), Illegal),
        ((info.id, other, {"kind": "dance"}, v, 9), Illegal),
    ]
    for args, error in cases:
        with pytest.raises(error) as exc:
            await service.act(*args)
        assert exc.value.message
        assert await _snapshot(service, info.id) == before, error
    with pytest.raises(StaleVersion) as exc:
        await service.act(info.id, other, TAKE2, v - 1, 10)
    assert exc.value.message == STALE_MESSAGE
    with pytest.raises(Illegal) as exc:
        await service.act(info.id, other, {"kind": "take", "n": 5}, v, 11)
    assert (exc.value.message, exc.value.rule_code) == ("You may take 1 to 3 coins.", "bad_amount")
    with pytest.raises(NotYourTurn, match=f"waiting for {NAMES[other - 1]}"):
        await service.act(info.id, user, TAKE2, v, 12)


async def test_lobby_game_is_not_active(service: Service):
    info = await lobby(service, 2)
    with pytest.raises(GameNotActive, match="not started"):
        await service.act(info.id, 1, TAKE2, info.version, None)
    with pytest.raises(GameNotActive):
        await service.panel(info.id, 1)


async def test_two_concurrent_clicks_on_the_same_version_apply_once(service: Service):
    info = await started(service, 2)
    user = _first(info)
    results = await asyncio.gather(
        *(service.act(info.id, user, TAKE2, info.version, interaction_id=i) for i in (1, 2)), return_exceptions=True
    )
    ok = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(ok) == 1 and len(refused) == 1
    assert isinstance(refused[0], (NotYourTurn, StaleVersion))
    assert (await _snapshot(service, info.id))[:2] == (info.version + 1, 1)


async def test_simultaneous_choice_keeps_its_step_panels_and_deadline(service: Service, clock):
    """Seats sealing their parts of one simultaneous choice do not outdate each other's panels,
    nor move the step's deadline; a version from before the step began is outdated."""
    info = await _bid_phase(service, 3)
    step, deadline = info.version, info.deadline
    a, b, c = info.to_act
    clock.advance(600)
    results = await asyncio.gather(
        service.act(info.id, a, {"kind": "bid", "amount": 1}, step, 1),
        service.act(info.id, b, {"kind": "bid", "amount": 1}, step, 2),
    )
    assert [r.game.version for r in results] == [step + 1, step + 2]
    row = await service.storage.get_game(info.id)
    assert (row.step_version, row.deadline) == (step, deadline)
    with pytest.raises(StaleVersion):
        await service.act(info.id, c, {"kind": "bid", "amount": 1}, step - 1, 3)
    with pytest.raises(NotYourTurn):  # a seat decides once
        await service.act(info.id, a, {"kind": "bid", "amount": 2}, step + 2, 4)
    last = await service.act_option(info.id, c, step, "bid.1", 5)  # the panel opened at the step start
    assert last.board and last.game.prompt.kind == "take"
    row = await service.storage.get_game(info.id)
    assert (row.step_version, row.deadline) == (step + 3, clock.t + 24 * 3600)


async def test_same_interaction_id_twice_applies_once(service: Service):
    info = await started(service, 2)
    user = _first(info)
    results = await asyncio.gather(
        service.act(info.id, user, TAKE2, info.version, interaction_id=55),
        service.act(info.id, user, TAKE2, info.version, interaction_id=55),
        return_exceptions=True,
    )
    assert sum(not isinstance(r, Exception) for r in results) == 1
    assert any(isinstance(r, AlreadyApplied) for r in results)
    with pytest.raises(AlreadyApplied, match="already applied"):
        await service.act(info.id, user, TAKE2, info.version, interaction_id=55)
    assert (await _snapshot(service, info.id))[:2] == (info.version + 1, 1)


async def test_simultaneous_hidden_choice(service: Service):
    info = await _bid_phase(service, 3)
    assert info.prompt.kind == "bid" and sorted(info.to_act) == [1, 2, 3]
    bidder = info.to_act[0]
    outbox = await service.act(info.id, bidder, {"kind": "bid", "amount": 1}, info.version, None)
    # the amount goes only to the bidder; the channel learns that a bid was sealed
    assert list(outbox.private_lines) == [bidder] and outbox.private(bidder) == ["You bid 1."]
    assert outbox.public() == [f"{NAMES[bidder - 1]} has sealed a bid."]
    assert not outbox.board and outbox.mention_user_ids == []
    assert sorted(outbox.game.to_act) == sorted(set([1, 2, 3]) - {bidder})
    info = outbox.game
    for user in list(info.to_act):
        info = (await service.act(info.id, user, {"kind": "bid", "amount": 1}, info.version, None)).game
    log = [info.render(t) for t in await service.log(info.id)]
    assert not any("You bid" in line for line in log)
    assert any(line.startswith("Bids: ") for line in log)


@pytest.mark.parametrize(
    "old, new, same",
    [
        (("bid", (0, 1, 2)), ("bid", (1, 2)), True),  # a seat sealed its choice
        (("bid", (0, 1, 2)), ("bid", (0, 1, 2)), True),  # a seat sealed a part of it
        (("bid", (1, 2)), ("bid", (0, 1, 2)), False),  # a new round of bids
        (("bid", (0, 1)), ("take", (1,)), False),
        (("bid", (0, 1)), ("bid", ()), False),
        (("take", (0,)), ("take", (0,)), False),  # the same seat goes again: a new step
        (("take", (0,)), ("take", (1,)), False),
    ],
)
def test_same_step(old, new, same):
    def p(kind_seats):
        return Prompt(phase="x", kind=kind_seats[0], seats=kind_seats[1])

    assert same_step(p(old), p(new)) is same


async def test_fill_names_is_one_pass():
    assert fill_names("{p0} meets {p1}; {p7}", {0: "{p1}", 1: "Bob"}) == "{p1} meets Bob; {p7}"


# ---- panels ------------------------------------------------------------------------------
async def test_panel_and_act_option(service: Service):
    info = await started(service, 2)
    user = _first(info)
    _, panel = await service.panel(info.id, user)
    assert [o.key for o in panel.options] == ["take"]
    _, other_panel = await service.panel(info.id, 3 - user)
    assert other_panel.options == []
    with pytest.raises(NotAPlayer):
        await service.panel(info.id, 99)
    before = await _snapshot(service, info.id)
    for path, code in (("take.9", "unknown_option"), ("nope", "unknown_option"), ("take", "incomplete_option")):
        with pytest.raises(Illegal) as exc:
            await service.act_option(info.id, user, info.version, path, None)
        assert exc.value.rule_code == code
    with pytest.raises(StaleVersion):
        await service.act_option(info.id, user, info.version - 1, "take.2", None)
    assert await _snapshot(service, info.id) == before
    outbox = await service.act_option(info.id, user, info.version, "take.2", 500)
    assert outbox.public() == [f"{NAMES[user - 1]} takes 2 coins."]
    assert (await service.storage.actions(info.id))[0].action == TAKE2


async def test_disabled_option_is_refused_with_its_reason(service: Service):
    info = await _bid_phase(service, 2)  # each seat took 1 coin: a bid of 3 is disabled
    user = info.to_act[0]
    with pytest.raises(Illegal, match="cannot bid more coins than you have") as exc:
        await service.act_option(info.id, user, info.version, "bid.3", None)
    assert exc.value.rule_code == "disabled_option"


# ---- timeouts and abandon ----------------------------------------------------------------
async def test_timeout_goes_through_the_action_path_once(service: Service):
    info = await started(service, 2)
    absent = NAMES[_first(info) - 1]
    assert await service.timeout(info.id, info.version - 1) is None
    assert await service.timeout(info.id + 1, info.version) is None
    outbox = await service.timeout(info.id, info.version)
    assert outbox.public() == [
        f"{absent} ran out of time; the automatic player decided for them.",
        f"{absent} takes 1 coins.",
    ]
    [row] = await service.storage.actions(info.id)
    assert (row.source, row.user_id, row.action, row.interaction_id) == ("timeout", _first(info), {"kind": "take", "n": 1}, None)
    assert await service.timeout(info.id, info.version) is None  # idempotent
    assert await service.storage.count_actions(info.id) == 1
    assert [outbox.game.render(t) for t in (await service.log(info.id))[1:]] == outbox.public()


async def test_timeout_of_a_simultaneous_choice_decides_for_every_absent_seat(service: Service):
    info = await _bid_phase(service, 3)
    first = info.to_act[0]
    info = (await service.act(info.id, first, {"kind": "bid", "amount": 1}, info.version, None)).game
    absent = list(info.to_act)
    outbox = await service.timeout(info.id, info.version)
    assert outbox.game.version == info.version + 2
    rows = (await service.storage.actions(info.id))[-2:]
    assert [(r.user_id, r.source, r.action) for r in rows] == [(u, "timeout", {"kind": "bid", "amount": 0}) for u in absent]
    assert sorted(outbox.private_lines) == sorted(absent)  # each absent seat learns its automatic bid
    assert outbox.board and outbox.game.prompt.kind == "take"


async def test_abandon_permissions(service: Service):
    info = await started(service, 2)
    with pytest.raises(Forbidden):
        await service.abandon(info.id, 2 if info.host_id == 1 else 1, is_admin=False)
    with pytest.raises(Forbidden):
        await service.abandon(info.id, 99, is_admin=False)
    outbox = await service.abandon(info.id, 99, is_admin=True)
    assert outbox.public() == ["The game was abandoned by a server manager."]
    assert outbox.game.status == "abandoned" and outbox.game.outcome.reason == "abandoned"
    assert outbox.game.deadline is None and outbox.board
    with pytest.raises(GameNotActive, match="abandoned"):
        await service.abandon(info.id, 1, is_admin=True)
    with pytest.raises(GameNotActive):
        await service.act(info.id, 1, TAKE2, outbox.game.version, None)
    assert await service.timeout(info.id, outbox.game.version) is None

    lobby_info = await lobby(service, 2)
    outbox = await service.abandon(lobby_info.id, 1, is_admin=False)
    assert outbox.public() == ["The game was abandoned by Alice."] and not outbox.board
    assert outbox.public("it") == ["La partita è stata abbandonata da Alice."]


# ---- whole games -------------------------------------------------------------------------
async def _play_out(service: Service, game_id: int, timeouts_every: int = 0) -> int:
    """Play to the end with the automatic players (every ``timeouts_every``-th decision by a
    timeout); returns the number of steps."""
    steps = 0
    while True:
        info, engine, state = await service.public_state(game_id)
        if info.status != "active":
            return steps
        steps += 1
        if timeouts_every and steps % timeouts_every == 0:
            assert await service.timeout(game_id, info.version) is not None
            continue
        seat = engine.prompt(state).seats[0]
        await service.act(game_id, info.user_of(seat), engine.dump_action(engine.auto_action(state, seat)), info.version, None)


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
async def test_replay_of_the_action_log_reproduces_the_state(service: Service, players, seed):
    info = await started(service, players, seed=seed, options={"rounds": 3})
    await _play_out(service, info.id, timeouts_every=4)
    row = await service.storage.get_game(info.id)
    engine = engines.get("toy")
    state = engine.setup(players, {"rounds": 3}, seed)
    for action in await service.storage.actions(info.id):
        state, _ = engine.apply(state, action.seat, engine.parse_action(action.action))
    assert engine.dump_state(state) == row.state
    assert any(a.source == "timeout" for a in await service.storage.actions(info.id))


async def test_finished_game(service: Service):
    info = await started(service, 2, options={"rounds": 1})
    await _play_out(service, info.id)
    info = await service.info(info.id)
    assert info.status == "finished" and info.deadline is None and info.to_act == [] and info.prompt is None
    assert info.outcome.reason == "most_coins" and "{p" not in info.render(info.outcome.text)
    log = await service.log(info.id)
    assert info.render(log[-1]) == f"Game over: {info.render(info.outcome.text)}"
    assert info.render(log[-1], "it") == f"Fine della partita: {info.render(info.outcome.text)}"
    assert await service.log(info.id, 2) == log[-2:]
    with pytest.raises(GameNotActive, match="is over"):
        await service.act(info.id, 1, TAKE2, info.version, None)
    _, panel = await service.panel(info.id, 1)  # a finished game's panel has nothing to choose
    assert panel.options == []


async def test_queries(service: Service):
    a = await started(service, 2)
    b = await lobby(service, 2)
    c = await started(service, 2)
    await service.abandon(c.id, 1, is_admin=False)
    await service.set_thread(a.id, 77)
    with pytest.raises(UnknownGame):
        await service.set_thread(999, 1)
    assert [g.id for g in await service.active_games()] == [a.id]
    assert [g.id for g in await service.games_in_channel(10)] == [b.id, a.id, c.id]
    assert [g.id for g in await service.games_in_channel(77)] == [a.id]
    assert (await service.info(a.id)).thread_id == 77
    with pytest.raises(UnknownGame):
        await service.info(999)


# ---- languages -----------------------------------------------------------------------------
async def test_language_option_is_validated_and_kept_out_of_the_engine(service: Service):
    with pytest.raises(BadOption, match="language"):
        await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", options={"language": "fr"})
    info = await service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", options={"language": "it"})
    assert info.lang == "it" and info.options["language"] == "it"
    assert (await service.info(info.id)).lang == "it"


async def test_an_italian_game_says_its_own_lines_in_italian(service: Service):
    info = await started(service, 2, options={"language": "it"})
    outbox = await service.timeout(info.id, info.version)
    absent = NAMES[_first(info) - 1]
    # the service's own lines are messages: the game's language by default, any language on demand
    assert outbox.public()[0] == f"{absent} ha esaurito il tempo; al suo posto ha deciso il giocatore automatico."
    assert outbox.public("en")[0] == f"{absent} ran out of time; the automatic player decided for them."
    log = await service.log(info.id)
    assert info.render(log[0]).startswith("Comincia Coin Grab. Ordine al tavolo: ")


async def test_errors_carry_messages_rendered_in_the_readers_language(service: Service):
    info = await started(service, 2)
    user = _first(info)
    with pytest.raises(NotYourTurn) as exc:
        await service.act(info.id, 3 - user, TAKE2, info.version, None)
    assert exc.value.text("it") == f"Non è il tuo turno: si aspetta {NAMES[user - 1]}."
    assert exc.value.text("en") == str(exc.value) == f"It is not your turn: waiting for {NAMES[user - 1]}."
    with pytest.raises(UnknownGame) as exc2:
        await service.info(12345)
    assert exc2.value.text("it") == "Non esiste la partita n. 12345."
