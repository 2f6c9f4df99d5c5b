"""The 7 Wonders Duel board renderer (render.sevenwd): every phase draws, the PNG stays small,
the picture follows the view (and only the view)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from engines.sevenwd.view import (
    CardRef,
    CityView,
    ConflictView,
    DraftView,
    MilitaryTokenView,
    OutcomeView,
    PendingView,
    ProductionView,
    PromptView,
    ScoreView,
    SlotView,
    TokenRef,
    View,
    WonderView,
)
from render import common, sevenwd
from render.sevenwd import WIDTH, render_board

COLOURS = ["brown", "grey", "blue", "green", "yellow", "red", "purple"]
#: a few real cards per Age: (name, colour)
CARDS = {
    1: [("Lumber Yard", "brown"), ("Stone Pit", "brown"), ("Press", "grey"), ("Baths", "blue"),
        ("Scriptorium", "green"), ("Tavern", "yellow"), ("Guard Tower", "red")],
    2: [("Sawmill", "brown"), ("Glassblower", "grey"), ("Courthouse", "blue"), ("Laboratory", "green"),
        ("Caravansery", "yellow"), ("Horse Breeders", "red"), ("Customs House", "yellow")],
    3: [("Fortifications", "red"), ("Chamber of Commerce", "yellow"), ("Palace", "blue"),
        ("Observatory", "green"), ("Moneylenders Guild", "purple"), ("Town Hall", "blue")],
}
#: Age layouts as (row, x) per slot (rulebook p.20; shared/data/7wd-data.yaml)
ROWS = {
    1: [[-1, 1], [-2, 0, 2], [-3, -1, 1, 3], [-4, -2, 0, 2, 4], [-5, -3, -1, 1, 3, 5]],
    2: [[-5, -3, -1, 1, 3, 5], [-4, -2, 0, 2, 4], [-3, -1, 1, 3], [-2, 0, 2], [-1, 1]],
    3: [[-1, 1], [-2, 0, 2], [-3, -1, 1, 3], [-2, 2], [-3, -1, 1, 3], [-2, 0, 2], [-1, 1]],
}
TOKENS = ["Agriculture", "Architecture", "Economy", "Law", "Masonry", "Mathematics", "Philosophy"]


def card(i: int, age: int) -> CardRef:
    name, colour = CARDS[age][i % len(CARDS[age])]
    return CardRef(id=name.lower().replace(" ", "_"), name=name, name_it=name, color=colour, age=age)


def token(name: str) -> TokenRef:
    return TokenRef(id=name.lower(), name=name, name_it=name, text="")


def wonder(name: str, **kw) -> WonderView:
    return WonderView(id=name.lower().replace(" ", "_"), name=name, name_it=name,
                      cost={"stone": 2, "papyrus": 1}, vp=3, text="Play again. 3 VP.", **kw)


def layout(age: int, taken: set[int] = frozenset(), guild_slots: set[int] = frozenset()) -> list[SlotView]:
    """The Age layout with the slots ``taken`` removed: covering and face from the geometry
    (a face-down card turns face up once accessible)."""
    places = [(r + 1, x) for r, xs in enumerate(ROWS[age]) for x in xs]
    slots = []
    for slot, (row, x) in enumerate(places):
        covering = [s for s, (r2, x2) in enumerate(places) if r2 == row + 1 and abs(x2 - x) == 1 and s not in taken]
        face_up = row % 2 == 1 or not covering
        back = "guild" if slot in guild_slots else str(age)
        slots.append(SlotView(
            slot=slot, row=row, x=x, taken=slot in taken, face_up=face_up,
            back=None if face_up else back, card=card(slot, age) if face_up else None,
            accessible=not covering and slot not in taken, covered_by=covering,
        ))
    return slots


def city(seat: int, n_cards: int, coins: int = 7) -> CityView:
    cards: dict[str, list[CardRef]] = {c: [] for c in COLOURS}
    for i in range(n_cards):
        ref = card(i + seat, 1 + i % 3)
        cards[ref.color].append(ref)
    wonders = [wonder(n, built=i == 0, built_with_age=1 if i == 0 else None, removed=i == 3 and seat == 1)
               for i, n in enumerate(["The Pyramids", "The Great Library", "Piraeus", "The Temple of Artemis"])]
    return CityView(
        seat=seat, coins=coins, cards=cards,
        production=ProductionView(fixed={"wood": 2, "clay": 1, "stone": 0, "glass": 0, "papyrus": 1},
                                  choices=[["glass", "papyrus"]], trade_prices={r: 2 for r in ("wood", "clay", "stone", "glass", "papyrus")},
                                  fixed_price=["stone"]),
        shields=2, science=["globe", "globe", "wheel"] if seat == 0 else ["law"], distinct_science=2,
        wonders=wonders, progress_tokens=[token("Law")] if seat == 1 else [], vp=12 + seat, discard_value=3,
    )


def view(phase: str = "age", age: int = 1, taken: set[int] = frozenset(), pawn: int = 0, n_cards: int = 6,
         pending: list[PendingView] | None = None, **kw) -> View:
    prompt = PromptView(kind="play_card", seats=[0], text="choose a card")
    extra: dict = {}
    if phase == "draft":
        prompt = PromptView(kind="draft_wonder", seats=[1], text="choose a Wonder")
        extra["draft"] = DraftView(round=1, offer=[wonder(n) for n in ["The Colossus", "The Sphinx", "The Mausoleum"]],
                                   order=[1, 1, 0], picks_made=1)
    if phase == "over":
        prompt = PromptView(kind="game_over", seats=[], text="the game is over")
        extra["outcome"] = OutcomeView(
            winners=[1], reason="civilian_victory", text="{p1} wins, 58 to 51.",
            scores=[ScoreView(seat=0, blue=20, wonders=12, coins=3, total=51), ScoreView(seat=1, blue=25, military=5, total=58)],
        )
    extra.update(kw)
    tokens = [MilitaryTokenView(side=0, loot=5, positions=[-8, -7, -6]), MilitaryTokenView(side=0, loot=2, positions=[-5, -4, -3]),
              MilitaryTokenView(side=1, loot=2, positions=[3, 4, 5]), MilitaryTokenView(side=1, loot=5, positions=[6, 7, 8])]
    return View(
        seat=None, phase=phase, age=0 if phase == "draft" else age, current=0 if phase == "age" else None,
        prompt=prompt, layout=layout(age, taken) if phase != "draft" else [],
        cities=[city(0, n_cards), city(1, n_cards + 3)],
        conflict=ConflictView(pawn=pawn, tokens=tokens, leader=None if pawn == 0 else int(pawn > 0), leader_vp=0),
        progress_board=[token(t) for t in TOKENS[:5]], pending=pending or [], **extra,
    )


def image(png: bytes) -> Image.Image:
    img = Image.open(io.BytesIO(png))
    img.load()
    return img


PHASES = {
    "draft": lambda: view("draft"),
    "age1": lambda: view(age=1),
    "age2": lambda: view(age=2, taken={18, 19}, n_cards=12),
    "age3": lambda: view(age=3, taken={18}, n_cards=20, pawn=-4),
    "progress_choice": lambda: view(age=2, pending=[PendingView(kind="progress", seat=0, text="choose a progress token")]),
    "destroy": lambda: view(age=2, pending=[PendingView(kind="destroy", seat=0, text="destroy a brown card", color="brown")]),
    "mausoleum": lambda: view(age=3, pending=[PendingView(kind="mausoleum", seat=1, text="build a discarded card")],
                              discard=[card(i, 2) for i in range(9)]),
    "over": lambda: view("over", age=3, taken=set(range(20)), n_cards=22, pawn=4),
}


@pytest.mark.parametrize("phase", sorted(PHASES))
def test_every_phase_renders_a_small_png_of_the_designed_width(phase):
    png = render_board(PHASES[phase](), ["Alice", "Bob"])
    img = image(png)
    assert img.format == "PNG"
    assert img.width == WIDTH
    assert 800 <= img.height <= 3400  # taller since issue 26: every text at least 6 px on a phone
    assert len(png) < 1_000_000


def test_rendering_is_deterministic():
    v = PHASES["age3"]()
    assert render_board(v) == render_board(View.model_validate_json(v.model_dump_json()))


def test_a_seats_own_view_is_refused():
    """The board image is public: only player_view(state, None) may be drawn."""
    with pytest.raises(ValueError, match="public"):
        render_board(view().model_copy(update={"seat": 0}))


@pytest.mark.parametrize("pawn", [-9, -4, 0, 3, 9])
def test_the_pawn_is_drawn_on_its_position(pawn):
    """Positive positions are on seat 1's side, drawn on the right (seat 1's capital at +9)."""
    img = image(render_board(view(pawn=pawn))).convert("RGB")
    y = sevenwd.HEADER_H + sevenwd.TRACK_CELLS_Y[0] + 6  # in the pawn's body, above its red dot
    pawn_at = [p for p in range(-9, 10) if img.getpixel((int(sevenwd.track_x(p)), y)) == sevenwd.PAWN]
    assert pawn_at == [pawn]


def test_accessible_cards_are_outlined_and_covered_ones_are_not():
    v = view(age=1, taken={14, 15})  # slot 9 of Age I becomes accessible (covered by 14, 15)
    img = image(render_board(v)).convert("RGB")
    outlined = set()
    for s in v.layout:
        if s.taken:
            continue
        x0, y0, x1, y1 = sevenwd.slot_box(s.row, s.x, sevenwd.layout_top(v))
        if img.getpixel((x0 - 2, y0 + 30)) == sevenwd.HIGHLIGHT:
            outlined.add(s.slot)
    assert outlined == {s.slot for s in v.layout if s.accessible} == {9, 16, 17, 18, 19}


def test_face_down_cards_show_their_back_only():
    """A face-down card is drawn as its back: the guild back differs from the Age III back, and
    nothing else about the card is known to the renderer (SlotView.card is None)."""
    plain = view(age=3)
    guild = plain.model_copy(update={"layout": layout(3, guild_slots={9})})
    a, b = image(render_board(plain)).convert("RGB"), image(render_board(guild)).convert("RGB")
    s = plain.layout[9]
    assert not s.face_up
    x0, y0, x1, y1 = sevenwd.slot_box(s.row, s.x, sevenwd.layout_top(plain))
    probe = (x0 + 12, y0 + 40)
    assert a.getpixel(probe) == sevenwd.BACK_COLOURS[3]
    assert b.getpixel(probe) == sevenwd.BACK_COLOURS["guild"]


def test_player_names_are_drawn():
    v = view()
    assert render_board(v, ["Alice", "Bob"]) != render_board(v)
    assert render_board(v, ["Player 1", "Player 2"]) == render_board(v)


def test_names_must_be_two():
    with pytest.raises(ValueError, match="2 players"):
        render_board(view(), ["Alice"])


@pytest.mark.parametrize("phase", sorted(PHASES))
def test_the_fixed_palette_keeps_the_picture(phase, monkeypatch):
    """The PNG is mapped to sevenwd.palette() before encoding: flat colours survive (Pillow's
    nearest-colour lookup is approximate: within 3 levels) and the edges of the text stay close
    (a colour drawn without its palette entry would show up here as pixels far off)."""
    drawn = []
    monkeypatch.setattr(sevenwd, "to_png", lambda img, palette: drawn.append(img) or common.to_png(img, palette))
    png = render_board(PHASES[phase](), ["Alice", "Bob"])
    rgb, mapped = drawn[0], image(png).convert("RGB")
    assert image(png).mode == "P"
    r, g, b = ImageChops.difference(rgb, mapped).split()
    diff = ImageChops.lighter(r, ImageChops.lighter(g, b)).histogram()  # largest channel error
    pixels = rgb.width * rgb.height
    assert sum(diff[:4]) > 0.97 * pixels  # flat areas
    assert sum(diff[24:]) < 0.0008 * pixels  # anti-aliased edges within a few shades


# ---- language, icons, discard pile, legend ------------------------------------------------------


def test_the_board_speaks_the_readers_language():
    """Every label follows ``lang``: English by default, Italian on request (names of cards,
    Wonders and tokens from the catalogs, Age badge, VP), the same picture otherwise."""
    v = PHASES["age2"]()
    assert render_board(v, ["Alice", "Bob"]) == render_board(v, ["Alice", "Bob"], lang="en")
    assert render_board(v, ["Alice", "Bob"], lang="it") != render_board(v, ["Alice", "Bob"])
    assert render_board(v, lang="it-IT") == render_board(v, lang="it")
    assert sevenwd._name("card", "baths", "Baths", "it") == "Bagni"
    assert sevenwd._name("wonder", "the_pyramids", "The Pyramids", "it") == "Piramidi"
    assert sevenwd._name("card", "no_such_card", "Made Up", "it") == "Made Up"


def test_layout_cards_show_cost_effect_and_chain_as_icons():
    """A face-up Guard Tower (free, 1 shield) shows a red shield in its top band; Stable (1 wood,
    1 shield, chain symbol horseshoe) its wood square and the white chain disc."""
    assert sevenwd.effect_glyphs(sevenwd.CARD_DATA["guard_tower"], "en") == [("shield", 1)]
    assert sevenwd.cost_glyphs_of(sevenwd.CARD_DATA["stable"]) == [("res", "wood", 1)]
    assert sevenwd.effect_glyphs(sevenwd.CARD_DATA["library"], "it") == [("science", "quill"), ("vp", 2, "PV")]
    assert sevenwd.cost_glyphs_of(sevenwd.CARD_DATA["caravansery"]) == [
        ("coin", 2), ("res", "glass", 1), ("res", "papyrus", 1)]
    tile = sevenwd._card_tile("guard_tower", "Guard Tower", "red", "en")
    band = tile.crop((5, sevenwd.NAME_STRIP, sevenwd.CARD_W - 5, sevenwd.VISIBLE - 2)).getcolors(10_000)
    assert any(colour == sevenwd.SHIELD for _, colour in band)
    tile = sevenwd._card_tile("stable", "Stable", "red", "en")
    band = {colour for _, colour in tile.crop((5, sevenwd.NAME_STRIP, sevenwd.CARD_W - 5, sevenwd.VISIBLE - 2)).getcolors(10_000)}
    assert sevenwd.RESOURCE_COLOURS["wood"] in band and sevenwd.CHAIN_FILL in band


def test_progress_tokens_do_not_look_like_science_symbols():
    """Science symbols are green discs with a glyph, progress tokens teal pills with a name."""
    assert sevenwd.TOKEN_COLOUR != sevenwd.SCIENCE_COLOUR
    assert set(sevenwd.SCIENCE_GLYPHS) == {"globe", "sundial", "wheel", "mortar", "plumb_line", "quill", "law"}
    assert len(set(sevenwd.SCIENCE_GLYPHS.values())) == 7 and len(set(sevenwd.CHAIN_GLYPHS.values())) == 17


def test_the_discard_piles_size_is_drawn():
    base = view(age=2)
    more = base.model_copy(update={"discard": [card(i, 2) for i in range(5)]})
    a, b = image(render_board(base)).convert("RGB"), image(render_board(more)).convert("RGB")
    top = sevenwd.HEADER_H + sevenwd.TRACK_H
    box = (WIDTH - sevenwd.MARGIN - sevenwd.DISCARD_W, top, WIDTH - sevenwd.MARGIN, top + sevenwd.TOKENS_H)
    assert a.crop(box).tobytes() != b.crop(box).tobytes()
    assert a.crop((0, 0, WIDTH, top)).tobytes() == b.crop((0, 0, WIDTH, top)).tobytes()


def test_the_legend_names_every_symbol_in_both_languages():
    chains = ("horseshoe", "gear")
    for lang in ("en", "it"):
        words = [w for _, w in sevenwd._legend_entries(lang, chains)]
        kinds = {g[0][0] for g, _ in sevenwd._legend_entries(lang, chains) if g}
        assert {"res", "coin", "shield", "vp", "science", "chain", "needs", "token", "pile", "per", "guild"} <= kinds
        assert len(words) == len(set(words))
    it = [w for _, w in sevenwd._legend_entries("it", chains)]
    assert "Legno" in it and "ferro di cavallo" in it and "bilancia (Legge)" in it
    assert it.index("Concatenazioni:") < it.index("ferro di cavallo") and it.index("Scienza:") < it.index("bilancia (Legge)")
    v = PHASES["age1"]()
    assert sevenwd._chains_shown(v) and set(sevenwd._chains_shown(v)) <= set(sevenwd.CHAIN_GLYPHS)


@pytest.mark.parametrize("pawn", [-4, -1, 0, 2, 4])
def test_the_pawns_frame_keeps_clear_of_the_zone_vp(pawn):
    """Issue 26: the conflict pawn's frame (10 px above the track's cells) does not touch the zone
    VP written above the track ("2 VP" touched it at the end of a game)."""
    from render.common import record_texts

    v = view(pawn=pawn)
    sevenwd._track_tile.cache_clear()  # its texts are recorded when the tile is drawn
    with record_texts() as records:
        render_board(v)
    # the zone VP are drawn on the track's tile, pasted TRACK_STATIC_Y[0] below the track's top
    frame_top = sevenwd.TRACK_CELLS_Y[0] - 10 - sevenwd.TRACK_STATIC_Y[0]
    tile = (sevenwd.WIDTH, sevenwd.TRACK_STATIC_Y[1] - sevenwd.TRACK_STATIC_Y[0])
    vp = [r for r in records if r.text.endswith(" VP") and r.surface.size == tile]
    assert len(vp) == 6
    assert all(r.box[3] <= frame_top - 4 for r in vp), [(r.text, r.box, frame_top) for r in vp]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_name_fits_whole_at_the_phone_size(lang):
    """Issue 26: every progress token's name fits its pills (the board's and a city's), every
    Wonder's its row, every card's a city's chip and a layout card, at the smallest size
    (render.sevenwd.INFO_FONT, a 6 px capital at 400 px): nothing is cut with an ellipsis."""
    import i18n
    from engines.sevenwd.data import CARDS, TOKENS, WONDERS
    from render.common import fit_text, font

    size = sevenwd.INFO_FONT
    for t in TOKENS:
        name = i18n.tr(lang, f"sevenwd-token-{t}")
        for pill in (sevenwd.OWNED_PILL_W, sevenwd.TOKEN_PILL_W):
            assert font(size, True).getlength(name) <= pill - 24, (name, pill)
    for c in CARDS:
        name = i18n.tr(lang, f"sevenwd-card-{c}")
        _, lines = fit_text(name, sevenwd.CHIP_W - 16, sevenwd.CHIP_H - 2, 24, size, True, 2)
        assert not any(line.endswith("…") for line in lines), name
        lines = sevenwd.card_name_lines(name, sevenwd.CARD_W - 12)
        assert len(lines) <= 3 and all(font(size, True).getlength(line) <= sevenwd.CARD_W - 12 for line in lines), lines
    for w in WONDERS:
        name = sevenwd.short_wonder_name(i18n.tr(lang, f"sevenwd-wonder-{w}"))
        assert font(size, True).getlength(name) <= sevenwd.WONDER_ROW_W - 180, name
    # the effects: a Wonder's in the draft and under its name in a city, a token's beside its pill
    # on the board and in a city
    from engines.sevenwd.view import TokenRef, WonderView
    from engines.text import msg

    draft_w = (sevenwd.WIDTH - 3 * sevenwd.MARGIN) // 2
    texts = []
    for w in WONDERS:
        text = i18n.tr(lang, f"sevenwd-wonder-effect-{w}")
        texts.append(fit_text(text, draft_w - 24, sevenwd.DRAFT_TILE_H - 94, 26, size, False, 3)[1])
        wonder = WonderView(id=w, name=w, name_it=w, text=msg(f"sevenwd-wonder-effect-{w}"))
        texts.append(sevenwd._wonder_effect_lines(wonder, lang))
    for t in TOKENS:
        ref = TokenRef(id=t, name=t, name_it=t, text=msg(f"sevenwd-token-effect-{t}"))
        texts.append(sevenwd._token_rows([ref], lang)[0][1])
        city = sevenwd.CityView.model_construct(progress_tokens=[ref])
        texts.append(sevenwd._owned_token_rows(city, lang)[0][1])
    cut = [lines for lines in texts if any(line.endswith("…") for line in lines)]
    assert not cut, cut
