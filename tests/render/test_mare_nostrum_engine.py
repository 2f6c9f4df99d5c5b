"""The Mare Nostrum board renderer on views of real games: seeded games played by the automatic
player are drawn after every phase and every battle; the picture of a state is a function of its
public view only.

AGORA_FUZZ_GAMES (default 2) sets how many seeded games are played."""

from __future__ import annotations

import io
import os

import pytest
from PIL import Image

import engines
from render import mare_nostrum as mn

GAMES = int(os.environ.get("AGORA_FUZZ_GAMES", "2"))
MAX_ACTIONS = 4000


@pytest.fixture(scope="module")
def engine():
    return engines.get("mare-nostrum")


def _states(engine, seats: int, seed: int, options: dict | None = None):
    """Every state of a seeded game played by the automatic player."""
    state = engine.setup(seats, {**engine.default_options(), **(options or {})}, seed)
    for _ in range(MAX_ACTIONS):
        yield state
        prompt = engine.prompt(state)
        if not prompt.seats or engine.outcome(state) is not None:
            return
        seat = prompt.seats[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))


def _moments(engine, seats: int, seed: int, options: dict | None = None):
    """The public views after the setup, at every change of phase or turn, after every battle
    and at the end of a seeded game."""
    last = None
    for state in _states(engine, seats, seed, options):
        view = engine.player_view(state, None)
        key = (view.turn, view.phase, view.battle)
        if key != last:
            yield view
            last = key


@pytest.mark.parametrize("game", range(GAMES))
@pytest.mark.parametrize("expansion", ["base", "mythology"])
def test_seeded_games_render_after_every_phase_and_battle(engine, game, expansion):
    """Mythology (docs/mythology-rules.md §1): the extension board west of the base board,
    Atlantis' colour, the High Priest and pottery, with 6 and 4 players, nothing overlapping."""
    seats = 3 + game % 3 if expansion == "base" else 6 - 2 * (game % 2)
    phases: set[str] = set()
    details = 0
    for view in _moments(engine, seats, seed=1000 + game, options={"expansion": expansion}):
        lang = "it" if view.turn % 2 else "en"
        png = mn.render_board(view, lang=lang)
        assert len(png) < 1_000_000
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and 600 < image.width <= mn.PICTURE_MAX_W  # issue 26: made for a phone
        phases.add(view.phase)
        boxes = mn.map_boxes(view, lang)
        clashes = [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:] if mn.overlaps(a.box, b.box)]
        assert clashes == [], (view.turn, view.phase, clashes[:3])
        detail = mn.render_detail(view, lang=lang)
        assert (detail is None) == (mn.focus(view) is None)
        if detail is not None:
            details += 1
            assert Image.open(io.BytesIO(detail)).width < 800
    assert {"commerce", "construction", "military"} <= phases
    assert details > 0


def _commerce_with_sealed_offer(engine):
    """A state of a seeded game in the commerce phase where some seat has sealed a non-empty
    offer and holds cards."""
    for seed in range(1, 30):
        for state in _states(engine, 4, seed):
            trade = state.trade
            if trade is not None and not trade.revealed and any(trade.sealed.get(s) for s in trade.participants):
                return state
    pytest.fail("no sealed offer in the seeded games")


def _swap_cards(cards: dict[str, int]) -> dict[str, int]:
    """The same number of cards, all of another kind."""
    total = sum(cards.values())
    return {"tax": total} if set(cards) != {"tax"} else {"gold": total}


def test_picture_is_a_function_of_the_public_view(engine):
    """Two states that differ only in a hand and in a sealed offer's contents give the same
    picture; so does the seat's own view (which shows its hand and offer in the panel, never on
    the board)."""
    state = _commerce_with_sealed_offer(engine)
    seat = next(s for s in state.trade.participants if state.trade.sealed.get(s))
    other = state.model_copy(deep=True)
    other.players[seat].hand = _swap_cards(state.players[seat].hand)
    other.trade.sealed[seat] = ["tax" if card != "tax" else "gold" for card in state.trade.sealed[seat]]
    assert other.players[seat].hand != state.players[seat].hand
    public = mn.render_board(engine.player_view(state, None))
    assert mn.render_board(engine.player_view(other, None)) == public
    assert mn.render_board(engine.player_view(state, seat)) == public
    assert mn.render_board(engine.player_view(other, seat)) == public
