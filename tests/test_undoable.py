"""Each engine's ``undoable`` (issue 11, "Undo"): which decisions a player may take back, and the
rule that makes the others final (the reasons are cited in each engine's ``undoable``).  The
cases are found in seeded playouts of the real engines and checked against what happened on the
board (a card turned face up, a card drawn, dice rolled...), not against ``undoable`` itself."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import engines
from engines.base import Event

Move = tuple[Any, Any, int, Any, list[Event]]  # before, after, seat, action, events


def moves(engine_id: str, seats: int, seed: int, steps: int) -> Iterator[Move]:
    engine = engines.get(engine_id)
    state = engine.setup(seats, engine.default_options(), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if engine.outcome(state) is not None:
            return
        seat = engine.prompt(state).seats[0]
        action = engine.playout_policy(state, seat, rng)
        new, events = engine.apply(state, seat, action)
        yield state, new, seat, action, events
        state = new


def find(engine_id: str, seats: int, what: Callable[[Move], bool], steps: int = 400, seeds: int = 4) -> list[Move]:
    found = [m for seed in range(1, seeds + 1) for m in moves(engine_id, seats, seed, steps) if what(m)]
    assert found, f"no such decision in {seeds} playouts of {engine_id}"
    return found


def allowed(engine_id: str, m: Move) -> bool:
    before, after, seat, action, events = m
    return engines.get(engine_id).undoable(before, after, seat, action, events)


# ---- 7 Wonders Duel ------------------------------------------------------------------------
def _turned_up(m: Move) -> bool:
    before, after = m[0], m[1]
    return before.age == after.age and any(
        not up and now for up, now in zip(before.face_up, after.face_up)
    )


def test_7wd_a_card_that_turns_a_face_down_card_up_is_final():
    # 7-wonders-duel.it.txt, "Panoramica del gioco": the uncovered cards are revealed
    for m in find("7wd", 2, lambda m: m[3].kind in ("build", "discard", "wonder") and _turned_up(m)):
        assert not allowed("7wd", m)


def test_7wd_a_card_that_uncovers_nothing_hidden_may_be_taken_back():
    quiet = find(
        "7wd", 2,
        lambda m: m[3].kind in ("build", "discard") and m[0].age == m[1].age and not _turned_up(m)
        and m[0].rng == m[1].rng and m[1].phase == "age",
    )
    assert all(allowed("7wd", m) for m in quiet)


def test_7wd_the_wonder_draft():
    # "Fase di Selezione delle Meraviglie": the last of 4 Wonders taken puts 4 more face up
    draft = find("7wd", 2, lambda m: m[3].kind == "draft", seeds=1)
    refilled = [m for m in draft if m[1].draft_round != m[0].draft_round or m[1].phase != "draft"]
    kept = [m for m in draft if m not in refilled]
    assert refilled and kept
    assert not any(allowed("7wd", m) for m in refilled)
    assert all(allowed("7wd", m) for m in kept)


def test_7wd_a_new_age_dealt_is_final():
    # "Fine di un'Epoca": the next Age is dealt at random
    for m in find("7wd", 2, lambda m: m[1].age != m[0].age and m[0].phase == "age"):
        assert not allowed("7wd", m)


# ---- Mare Nostrum --------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["build", "move_legions", "move_trireme"])
def test_mare_nostrum_open_and_certain_decisions_may_be_taken_back(kind):
    found = find("mare-nostrum", 3, lambda m: m[3].kind == kind and m[0].rng == m[1].rng, steps=600, seeds=2)
    assert all(allowed("mare-nostrum", m) for m in found)


@pytest.mark.parametrize("kind", ["pay", "offer", "take", "attack"])
def test_mare_nostrum_hidden_cards_and_battles_are_final(kind):
    # pay: cards leave a hidden hand face up; offer / take: hands and sealed offers; attack: dice
    for m in find("mare-nostrum", 3, lambda m: m[3].kind == kind, steps=600, seeds=2):
        assert not allowed("mare-nostrum", m)


def test_mare_nostrum_a_tie_broken_by_lot_is_final():
    m = find("mare-nostrum", 3, lambda m: m[3].kind == "build", steps=600, seeds=1)[0]
    before, after, seat, action, events = m
    drawn = after.model_copy(update={"rng": after.rng.model_copy(update={"counter": after.rng.counter + 1})})
    assert allowed("mare-nostrum", m) and not allowed("mare-nostrum", (before, drawn, seat, action, events))


# ---- Antike --------------------------------------------------------------------------------
def test_antike_every_decision_may_be_taken_back_but_the_last():
    found = find("antike", 3, lambda m: True, steps=300, seeds=1)
    assert {m[3].kind for m in found} >= {"rondel", "move"}
    assert all(allowed("antike", m) for m in found)
    # "Fine della partita": the decision that makes a winner is final
    before, after, seat, action, events = found[-1]
    won = after.model_copy(update={"winner": seat})
    assert not allowed("antike", (before, won, seat, action, events))


# ---- Olympus -------------------------------------------------------------------------------
def _hand_changed(m: Move) -> bool:
    return any(b.hand != a.hand for b, a in zip(m[0].players, m[1].players))


def test_olympus_a_destiny_card_drawn_or_played_is_final():
    for m in find("olympus", 3, lambda m: m[0].destiny_deck != m[1].destiny_deck or _hand_changed(m), steps=300):
        assert not allowed("olympus", m)


def test_olympus_an_olympus_card_revealed_is_final():
    for m in find("olympus", 3, lambda m: m[0].revealed != m[1].revealed, steps=400):
        assert not allowed("olympus", m)


def test_olympus_open_decisions_may_be_taken_back():
    quiet = find(
        "olympus", 3,
        lambda m: m[3].kind in ("expand", "discover") and m[0].rng == m[1].rng and not _hand_changed(m)
        and m[0].destiny_deck == m[1].destiny_deck and m[0].revealed == m[1].revealed
        and m[0].olympus == m[1].olympus and not m[1].over,
        steps=300,
    )
    assert {m[3].kind for m in quiet} == {"expand", "discover"}
    assert all(allowed("olympus", m) for m in quiet)


# ---- the contract --------------------------------------------------------------------------
def test_the_default_is_final():
    from engines.base import Engine

    engine = engines.get("7wd")
    m = next(moves("7wd", 2, 1, 1))
    assert Engine.undoable(engine, *m) is False  # type: ignore[arg-type]
