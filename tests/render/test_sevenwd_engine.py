"""The 7 Wonders Duel renderer on views of real games (engines.sevenwd played with seeded random
legal actions): every prompt kind draws, and the picture shows nothing the public view hides."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

import engines
from render import sevenwd
from render.sevenwd import WIDTH, render_board

NAMES = ["Alice", "Bob"]


def play(seed: int, stop=lambda engine, state: False):
    """Play a seeded game with random legal actions; yield (state) at each new prompt kind of
    each phase and Age, then the final state, or stop at the first state where ``stop`` holds."""
    engine = engines.get("7wd")
    state = engine.setup(2, {}, seed)
    rnd = random.Random(seed)
    seen = set()
    while engine.outcome(state) is None:
        prompt = engine.prompt(state)
        key = (state.phase, state.age, prompt.kind)
        if stop(engine, state):
            yield state
            return
        if key not in seen:
            seen.add(key)
            yield state
        seat = prompt.seats[0]
        state, _ = engine.apply(state, seat, rnd.choice(list(engine.legal_actions(state, seat))))
    yield state


def png_of(state) -> bytes:
    return render_board(engines.get("7wd").player_view(state, None), NAMES)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_prompt_of_a_real_game_renders(seed):
    engine = engines.get("7wd")
    kinds = set()
    for state in play(seed):
        png = png_of(state)
        img = Image.open(io.BytesIO(png))
        assert (img.format, img.width) == ("PNG", WIDTH)
        assert 800 <= img.height <= 3400  # taller since issue 26 (6 px texts on a phone)
        assert len(png) < 1_000_000
        kinds.add(engine.prompt(state).kind)
    assert {"draft_wonder", "play_card", "game_over"} <= kinds


def _hidden(state) -> list[int]:
    return [i for i, (c, up) in enumerate(zip(state.layout, state.face_up)) if c is not None and not up]


def _mid_age(age: int):
    """A state of a seeded game in Age ``age`` with two face-down cards of the same back left."""
    def stop(engine, state):
        if state.phase != "age" or state.age != age:
            return False
        backs = [s.back for s in engine.player_view(state, None).layout if not s.taken and not s.face_up]
        return len(backs) != len(set(backs))
    for seed in range(1, 20):
        *_, state = play(seed, stop)
        if state.phase == "age" and state.age == age:
            return state
    raise AssertionError("no seeded game reached that Age")


@pytest.mark.parametrize("age", [1, 2, 3])
def test_face_down_cards_and_the_box_do_not_change_the_picture(age):
    """Two states that differ only in secret things (which card lies face down where, what the
    Age decks left in the box, which guilds and progress tokens stayed in the box) give
    byte-identical images; changing a face-up card does change it (the control)."""
    engine = engines.get("7wd")
    state = _mid_age(age)
    backs = {s.slot: s.back for s in engine.player_view(state, None).layout}
    hidden = _hidden(state)
    a, b = next((a, b) for a in hidden for b in hidden if a < b and backs[a] == backs[b])
    secret = state.model_copy(deep=True)
    secret.layout[a], secret.layout[b] = state.layout[b], state.layout[a]
    secret.age_box = list(reversed(state.age_box))
    secret.progress_box = list(reversed(state.progress_box))
    guilds = [i for i in hidden if backs[i] == "guild"]
    if guilds and state.guild_box:  # a face-down guild swapped with an unused one
        secret.layout[guilds[0]], secret.guild_box[0] = state.guild_box[0], state.layout[guilds[0]]
    assert secret != state
    assert png_of(secret) == png_of(state)

    shown = [i for i, (c, up) in enumerate(zip(state.layout, state.face_up)) if c is not None and up]
    control = state.model_copy(deep=True)
    control.layout[shown[0]] = state.layout[a]  # a hidden card put face up in place of a shown one
    assert png_of(control) != png_of(state)


def test_a_face_down_guild_is_drawn_with_the_guild_back():
    """Age III: guilds have their own back (rulebook p.5), so a face-down guild is known to be a
    guild, never which one."""
    engine = engines.get("7wd")
    for seed in range(1, 30):
        *_, state = play(seed, lambda e, s: s.phase == "age" and s.age == 3)
        view = engine.player_view(state, None)
        if any(s.back == "guild" for s in view.layout):
            break
    else:
        raise AssertionError("no seeded game had a face-down guild at the start of Age III")
    guild = next(s for s in view.layout if s.back == "guild")
    assert guild.card is None and not guild.face_up
    img = Image.open(io.BytesIO(render_board(view))).convert("RGB")
    x0, y0, _, _ = sevenwd.slot_box(guild.row, guild.x, sevenwd.layout_top(view))
    assert img.getpixel((x0 + 12, y0 + 40)) == sevenwd.BACK_COLOURS["guild"]


def _after_a_build(seed: int = 4):
    """The state right after the first card built in Age I of a seeded game, and the state before."""
    engine = engines.get("7wd")
    state = engine.setup(2, {}, seed)
    while True:
        seat = engine.prompt(state).seats[0]
        action = engine.auto_action(state, seat)
        after, _ = engine.apply(state, seat, action)
        if action.kind == "build":
            return state, after
        state = after


def test_the_latest_turn_is_drawn_and_no_space_is_kept_before_the_first_action():
    """Issue 26: the banner names the latest turn's card; the slot it left is outlined in the
    latest turn's colour; the card is outlined in the city; before the first action nothing of
    it is drawn and no space is kept for it."""
    from render.common import record_texts

    engine = engines.get("7wd")
    before, after = _after_a_build()
    view = engine.player_view(after, None)
    assert view.last is not None
    card = view.last.moves[0].card
    with record_texts() as records:
        img = Image.open(io.BytesIO(render_board(view, NAMES))).convert("RGB")
    banner = [r.text for r in records if r.text.startswith("Last turn, ")]
    assert banner and card.name in " ".join(banner)
    slot = next(s for s in view.layout if s.slot == view.last.moves[0].slot)
    x0, y0, x1, _ = sevenwd.slot_box(slot.row, slot.x, sevenwd.layout_top(view, "en", NAMES))
    y_top = y0 + sevenwd.CARD_H - sevenwd.ROW_STEP + 4  # under the row above's bottom edge
    top_edge = [img.getpixel((x, y_top)) for x in range(x0 + 6, x1 - 6)]
    assert top_edge.count(sevenwd.LAST) > (x1 - x0) // 3  # dashed
    assert sum(1 for x in range(WIDTH) for y in range(img.height // 2, img.height, 3)
               if img.getpixel((x, y)) == sevenwd.LAST) > 100  # the city's outline
    first = engine.player_view(engine.setup(2, {}, 4), None)
    assert first.last is None
    no_last = view.model_copy(update={"last": None})
    assert sevenwd.board_size(view, NAMES)[1] - sevenwd.board_size(no_last, NAMES)[1] == sevenwd.last_height(view, "en", NAMES) + (
        sevenwd.legend_height("en", sevenwd._chains_shown(view), sevenwd._sciences_shown(view), True)
        - sevenwd.legend_height("en", sevenwd._chains_shown(view), sevenwd._sciences_shown(view), False))
    with record_texts() as records:
        render_board(no_last, NAMES)
    assert not [r for r in records if r.text.startswith("Last turn")]
    assert sevenwd.last_height(no_last) == 0


def test_the_pawns_move_is_drawn_from_where_it_stood():
    engine = engines.get("7wd")
    state = engine.setup(2, {}, 4)
    while True:
        seat = engine.prompt(state).seats[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        v = engine.player_view(state, None)
        if v.last is not None and v.last.pawn_from != v.last.pawn_to:
            break
    img = Image.open(io.BytesIO(render_board(v, NAMES))).convert("RGB")
    top = sevenwd.HEADER_H + sevenwd.last_height(v, "en", NAMES)
    x = int(sevenwd.track_x(v.last.pawn_from)) - 15
    column = [img.getpixel((x + dx, y)) for dx in range(-1, 3)
              for y in range(top + sevenwd.TRACK_CELLS_Y[0], top + sevenwd.TRACK_CELLS_Y[1])]
    assert sevenwd.LAST in column


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_latest_turns_banner_holds_two_long_names_whole(lang):
    """Discord display names reach 32 characters: the banner naming both players (a Wonder, the
    Mausoleum's card and the pawn's move in one turn) wraps onto its lines, nothing cut."""
    from render.common import record_texts

    engine = engines.get("7wd")
    state = engine.setup(2, {}, 7)
    while True:
        seat = engine.prompt(state).seats[0]
        state, _ = engine.apply(state, seat, engine.auto_action(state, seat))
        v = engine.player_view(state, None)
        if v.last is not None and len(v.last.moves) > 1 and v.last.pawn_from != v.last.pawn_to:
            break
    names = ["W" * 32, "M" * 32]
    with record_texts() as records:
        img = Image.open(io.BytesIO(render_board(v, names, lang=lang)))
    assert img.size == sevenwd.board_size(v, names, lang=lang)
    top, bottom = sevenwd.HEADER_H, sevenwd.HEADER_H + sevenwd.last_height(v, lang, names)
    banner = [r.text for r in records if r.surface.size == img.size and top < r.box[1] < bottom]
    assert len(banner) >= 2 and not any(t.endswith("…") for t in banner)
    assert names[1] in "".join(banner) and names[0] in "".join(banner)
