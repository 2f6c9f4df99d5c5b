"""The Olympus board picture's texts: the header says who decides what (issue 18: it said "a
choice is being made"), the game-over picture names the winner and scores every source of
prestige, and the key names every symbol in the reader's language."""

from __future__ import annotations

import pytest

from engines.olympus import rules as q
from engines.olympus.engine import Olympus
from engines.olympus.state import BuildWonder, Pending
from render import olympus as ro
from render.common import record_texts
from tests.olympus.builders import blank

NAMES = ["Alice", "Bob", "Carol"]


def test_header_names_who_decides_and_what() -> None:
    e = Olympus()
    S = blank(e, 3)
    S.pending = [Pending(kind="zeus_cards", seats=[0, 2], answers={0: 0})]
    v = e.player_view(S, None)
    who, what = ro._header(v, NAMES, "en")
    assert "Carol" in who and what == "An Olympus card is revealed: play Zeus' favour cards?"
    assert "Alice" not in who  # she has answered
    S.pending = [Pending(kind="bonus", seats=[1])]
    who, what = ro._header(e.player_view(S, None), NAMES, "it")
    assert who == "tocca a Bob" and what == "Scegli il tuo bonus"
    S.pending = []
    who, what = ro._header(e.player_view(S, None), NAMES, "en")
    assert who == f"{NAMES[q.next_seat(S)]} to play" and what.startswith("Play Destiny cards")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_game_over_names_the_winner_and_scores_each_source(lang: str) -> None:
    e = Olympus()
    S = e.setup(2, {}, 1)
    while e.outcome(S) is None:
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    v = e.player_view(S, None)
    win = q.winners(S)[0]
    assert v.final == [q.score(S, s) for s in range(2)] and v.winners == q.winners(S)
    with record_texts() as records:
        ro.render_board(v, NAMES[:2], lang=lang)
    texts = [r.text for r in records]
    word = {"en": "wins", "it": "vince"}[lang]
    assert any(NAMES[win] in t and word in t and str(q.total(S, win)) in t for t in texts)
    title = {"en": "Final scoring", "it": "Punteggio finale"}[lang]
    assert title in texts
    for s in range(2):  # every source of each player's prestige is written, and the total
        for key in ro._score_rows(v):
            assert str(v.final[s][key]) in texts
        assert str(q.total(S, s)) in texts
    # during the game the player panels show no final total
    assert e.player_view(e.setup(2, {}, 1), None).final == []


@pytest.mark.parametrize("lang", ["en", "it"])
def test_key_names_every_resource_and_bonus(lang: str) -> None:
    entries = dict(ro._key_entries(lang))
    grain = {"en": "Grain", "it": "Grano"}[lang]
    assert entries["res-grain"] == grain and len(entries) == len(set(entries))
    assert {f"bonus-{b}" for b in "ABCD"} <= entries.keys()
    assert ro.RESOURCE_COLOURS["grain"] != ro.RESOURCE_COLOURS["gold"]


# ---- issue 26: the latest turn drawn, the track's positions, borders, Stars, piles ------------

def _play(e: Olympus, S, steps: int):
    """``S`` after ``steps`` actions of the automatic players, and each (state, action, events)."""
    out = []
    for _ in range(steps):
        if S.over:
            break
        seat = e.prompt(S).seats[0]
        a = e.auto_action(S, seat)
        S2, ev = e.apply(S, seat, a)
        out.append((S, seat, a, S2, ev))
        S = S2
    return S, out


def test_the_record_of_the_latest_turn_matches_its_action() -> None:
    """Rules 3 (State.last): each turn's record names the seat, the Destiny cards played before
    the action and the action: an expansion's path from its origin to its destination, each
    step to a neighbouring space, costing what the rules charge (the cheapest route); a
    discovery or a wonder with its column (an emptied pile's discovery kept in ``emptied``).
    The record is replaced by the next turn, never changed in place (the state before keeps its
    own), and every seat's view shows the same record."""
    from engines.olympus.data import DATA
    from engines.olympus.last import settler_path
    from engines.olympus.state import Discover, Expand, Pass, PlayDestiny

    e = Olympus()
    S, steps = _play(e, e.setup(4, {}, 2), 400)
    kinds = set()
    for before, seat, a, after, _ev in steps:
        if isinstance(a, (Expand, Discover, BuildWonder, Pass, PlayDestiny)):
            last = after.last
            assert last is not None and last.seat == seat
            assert before.last is None or before.last is not after.last
            views = {e.player_view(after, s).last.model_dump_json() for s in [None, *range(4)]}
            assert len(views) == 1
        if isinstance(a, PlayDestiny):
            assert last.destiny[-1] == a.card and not last.path and last.discovery is None
        if isinstance(a, Expand):
            kinds.add("expand")
            path = last.path
            assert path[0] == (a.origin[4:] if a.origin.startswith("new:") else a.origin) and path[-1] == a.to
            assert last.new == a.origin.startswith("new:")
            for x, y in zip(path, path[1:]):
                if x == "north":
                    assert y in DATA.north_entry
                    continue
                nb = DATA.territory[x].land + DATA.territory[x].seas if x in DATA.territory else DATA.sea[x].coasts + DATA.sea[x].seas
                assert y in nb
            flees = not a.origin.startswith("new:") and q.controller(before, a.origin) != seat
            assert path == settler_path(before, seat, a.origin, a.to, flee=flees)  # a cheapest route: next test
        if isinstance(a, Discover):
            kinds.add("discover")
            assert last.discovery == a.discovery and before.piles[DATA.discovery[a.discovery].row][last.column][0] == a.discovery
            if not after.piles[DATA.discovery[a.discovery].row][last.column]:
                assert after.emptied[f"{DATA.discovery[a.discovery].row}:{last.column}"] == a.discovery
        if isinstance(a, BuildWonder):
            kinds.add("wonder")
            assert last.wonder == a.wonder and before.wonders[last.column] == a.wonder
            assert after.emptied[f"wonder:{last.column}"] == a.wonder
    assert {"expand", "discover"} <= kinds


def test_the_path_is_a_cheapest_route() -> None:
    """A settler's path costs what rules.route_costs says (land 1, sea 2; Astronomy 1 less)."""
    from engines.olympus import rules as q
    from engines.olympus.data import DATA
    from engines.olympus.last import settler_path

    e = Olympus()
    S = blank(e, 3)
    for astronomy in (False, True):
        if astronomy:
            S.players[0].discoveries.append("astronomy")
        sea = 1 if astronomy else 2
        for origin in ("thrace", "attica", "crete"):
            costs = q.route_costs(S, 0, origin)
            for to, c in costs.items():
                path = settler_path(S, 0, origin, to)
                assert path[0] == origin and path[-1] == to
                assert sum(1 if n in DATA.territory else sea for n in path[1:]) == c, (origin, to, path)


def test_rules_2_games_keep_no_record() -> None:
    """The record is rules 3 (state.RULES_VERSION): a game set up under rules 2 plays on with
    no record and no emptied places, so a stored rules-2 game replays identical (`agora check`)."""
    e = Olympus()
    S = e.start(4, {}, 2, rules=2)
    S, steps = _play(e, S, 200)
    assert S.rules == 2 and S.last is None and S.emptied == {}
    assert all(after.last is None for *_, after, _ev in steps)
    assert e.player_view(S, None).last is None


def _view_with_last(**last):
    from engines.olympus.state import LastTurn

    e = Olympus()
    S = blank(e, 4)
    S.last = LastTurn(**last)
    return e, S


def _pixels(png: bytes):
    import io

    from PIL import Image

    return Image.open(io.BytesIO(png)).convert("RGB")


def test_the_picture_draws_the_latest_turn_and_keeps_no_space_before_it() -> None:
    """The settler's path as arrows in the player's colour between the spaces it went through,
    the territory taken ringed in that colour, and a "Last:" line; before the first turn no
    line and no space for it (the map starts higher)."""
    e, S = _view_with_last(seat=1, turn=0, path=["thessaly", "euboea", "central_aegean", "ionia"], new=False, fight="tribe")
    own_states = S.model_copy(deep=True)
    own_states.last = None
    v = e.player_view(S, None)
    with record_texts() as records:
        img = _pixels(ro.render_board(v, NAMES + ["Dave"], lang="en"))
    texts = [r.text for r in records]
    assert any(t.startswith("Last: Bob") and "Thessaly → Ionia" in t and "Star taken" in t for t in texts)
    top = ro.map_top_of(v, NAMES + ["Dave"], "en")
    colour = ro.SEAT_COLOURS[1]
    for start, tip in ro.path_segments(v.last, top):
        mx, my = (start[0] + tip[0]) / 2, (start[1] + tip[1]) / 2
        assert img.getpixel((round(mx), round(my))) == colour, (start, tip)
    box = ro.territory_box("ionia", top)
    assert img.getpixel((box[0] - 2, (box[1] + box[3]) // 2)) == colour  # the ring round the place taken
    blank_view = e.player_view(own_states, None)
    assert ro.map_top_of(blank_view, NAMES + ["Dave"], "en") == ro.HEAD_H < top
    with record_texts() as records:
        ro.render_board(blank_view, NAMES + ["Dave"], lang="en")
    assert not any(r.text.startswith("Last") for r in records)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_discovery_and_wonder_are_framed_and_named(lang: str) -> None:
    """A discovery or a wonder bought in the latest turn: its box on the development board
    framed in the player's colour, and the "Last:" line names it."""
    e = Olympus()
    S = blank(e, 4)
    row = "blue"
    kind = S.piles[row][2][0]
    from engines.olympus.state import LastTurn

    S.last = LastTurn(seat=2, turn=0, discovery=kind, column=2)
    v = e.player_view(S, None)
    with record_texts() as records:
        img = _pixels(ro.render_board(v, NAMES + ["Dave"], lang=lang))
    name = {"en": "discovery: ", "it": "scoperta: "}[lang]
    assert any(name in r.text for r in records)
    # the development board's top: the section after the track
    dev_top = ro.map_top_of(v, NAMES + ["Dave"], lang) + 9 * ro.CELL_H + 8 + ro.track_height(v)
    box = ro.development_box(v, row, 2, dev_top)
    assert img.getpixel((box[0] + 1, (box[1] + box[3]) // 2)) == ro.SEAT_COLOURS[2]
    other = ro.development_box(v, row, 1, dev_top)
    assert img.getpixel((other[0] + 1, (other[1] + other[3]) // 2)) == ro.ROW_COLOURS[row]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_players_time_position_is_written_in_their_row(lang: str) -> None:
    e = Olympus()
    S = blank(e, 4)
    for i, pos in enumerate((13, 27, 27, 4)):
        S.players[i].pos = pos
    with record_texts() as records:
        ro.render_board(e.player_view(S, None), NAMES + ["Dave"], lang=lang)
    word = {"en": "time", "it": "tempo"}[lang]
    texts = [r.text for r in records]
    for pos in (13, 27, 4):
        assert f"{word} {pos}" in texts
    assert texts.count(f"{word} 27") == 2


def test_the_markers_stack_covers_no_box_heading_or_settler() -> None:
    """Five markers on one space: the stack stays in its own band, under the map (its boxes and
    settlers) and under the track's heading; squares (the settlers are discs)."""
    e = Olympus()
    S = blank(e, 5)
    from tests.olympus.builders import own

    own(S, 0, "atl_poseidonis", "atl_gadeirus")
    for pos in (0, 37, 80):
        for p in S.players:
            p.pos = pos
        v = e.player_view(S, None)
        with record_texts() as records:
            img = _pixels(ro.render_board(v, NAMES + ["Dave", "Eve"], lang="it"))
        top = ro.map_top_of(v, NAMES + ["Dave", "Eve"], "it")
        map_bottom = top + 9 * ro.CELL_H
        track_top = map_bottom + 8
        markers = ro.track_markers(v, track_top)
        assert len(markers) == 5
        heading = [r.box for r in records if r.text == "Tracciato del tempo"]
        assert heading
        for box in markers.values():
            assert box[1] > map_bottom + 4
            for h in heading:
                assert not (box[0] < h[2] and h[0] < box[2] and box[1] < h[3] and h[1] < box[3]), (box, h)
        for seat, box in markers.items():  # drawn as squares: the corner is the seat's colour
            assert img.getpixel((round(box[0]) + 3, round(box[1]) + 3)) == ro.SEAT_COLOURS[seat]


def test_a_border_shows_on_every_territory_colour() -> None:
    """The controller's colour lies between two ink lines: yellow on gold and white on grey or
    on the paper are seen (the ink line outside and inside, the colour between)."""
    from engines.olympus.data import DATA

    e = Olympus()
    S = blank(e, 5)
    by_resource = {}
    for t in DATA.territories:
        by_resource.setdefault(t.resource, t.id)
    for seat in range(5):
        for res, tid in by_resource.items():
            S.stacks = {tid: [seat]}
            S.tribes = [x for x in S.tribes if x != tid]
            v = e.player_view(S, None)
            img = _pixels(ro.render_board(v, NAMES + ["Dave", "Eve"]))
            box = ro.territory_box(tid, ro.map_top_of(v, NAMES + ["Dave", "Eve"], "en"))
            y = (box[1] + box[3]) // 2
            row = [img.getpixel((x, y)) for x in range(box[0], box[0] + 9)]
            assert row[0] == ro.INK and row[3] == ro.SEAT_COLOURS[seat] and row[6] == ro.INK, (seat, res, row)
            assert row[8] == ro.RESOURCE_COLOURS[res]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_star_taken_is_not_drawn_as_a_star_to_take(lang: str) -> None:
    from engines.olympus.data import DATA

    e = Olympus()
    S = blank(e, 4)
    taken = next(t.id for t in DATA.territories if t.star)
    S.tribes.remove(taken)
    S.stacks[taken] = [1]
    v = e.player_view(S, None)
    img = _pixels(ro.render_board(v, NAMES + ["Dave"], lang=lang))
    top = ro.map_top_of(v, NAMES + ["Dave"], lang)
    for t in DATA.territories:
        if t.star:
            box = ro.territory_box(t.id, top)
            centre = img.getpixel((box[0] + 15, box[3] - 13))
            near_taken = sum((a - b) ** 2 for a, b in zip(centre, ro.STAR_TAKEN)) < sum((a - b) ** 2 for a, b in zip(centre, ro.STAR))
            assert near_taken == (t.id == taken), (t.id, centre)
    entries = dict(ro._key_entries(lang))
    assert entries["star-taken"] == {"en": "Star (tribe defeated)", "it": "Stella (tribù sconfitta)"}[lang]
    assert entries["tribe-star"] == {"en": "tribe: Star to take", "it": "tribù: Stella da prendere"}[lang]


@pytest.mark.parametrize("rules", [2, 3])
def test_an_emptied_pile_keeps_its_name(rules: int) -> None:
    """Rules 3 records the emptied pile's discovery (State.emptied); an older game's picture
    finds it when it is the only pile of its row emptied (the row's discovery someone holds that
    no pile shows)."""
    from engines.olympus.data import DATA

    e = Olympus()
    S = blank(e, 4)
    S.rules = rules
    row = "purple"
    kind = S.piles[row][3][0]
    S.piles[row][3] = []
    S.players[1].discoveries.append(kind)
    if rules >= 3:
        S.emptied = {f"{row}:3": kind}
    v = e.player_view(S, None)
    assert ro.pile_kind(v, row, 3) == kind and DATA.discovery[kind].row == row
    with record_texts() as records:
        ro.render_board(v, NAMES + ["Dave"], lang="it")
    name = i18n_tr(f"olympus-discovery-{kind}", "it")
    assert [r.text for r in records].count(name) >= 2  # the board's pile and Bob's tiles


def i18n_tr(mid: str, lang: str) -> str:
    import i18n

    return i18n.tr(lang, mid)


def test_stars_are_to_take_while_territories_are_condemned() -> None:
    """During the set-up's condemnation no tribe is on the board yet (State.tribes is filled
    after it): no Star is drawn as taken then."""
    from engines.olympus.data import DATA

    e = Olympus()
    S = e.setup(4, {}, 1)
    assert S.pending[0].kind == "condemn" and not S.tribes
    v = e.player_view(S, None)
    img = _pixels(ro.render_board(v, NAMES + ["Dave"]))
    top = ro.map_top_of(v, NAMES + ["Dave"], "en")
    for t in DATA.territories:
        if t.star:
            box = ro.territory_box(t.id, top)
            c = img.getpixel((box[0] + 15, box[3] - 13))
            assert sum((a - b) ** 2 for a, b in zip(c, ro.STAR)) < sum((a - b) ** 2 for a, b in zip(c, ro.STAR_TAKEN)), t.id


def test_a_fleeing_settlers_path_is_cheapest_with_the_free_first_step() -> None:
    """Rules 3, "può fuggire gratuitamente dal territorio": the path drawn for a fleeing settler
    is a cheapest one by route_costs' ``flee`` costs (the first space entered free)."""
    from engines.olympus.data import DATA
    from engines.olympus.last import settler_path

    S = blank(Olympus(), 3)
    for origin in sorted(DATA.territory):  # some (Phocis -> Elis) are cheaper by a free sea step
        for to, c in q.route_costs(S, 0, origin, flee=True).items():
            path = settler_path(S, 0, origin, to, flee=True)
            assert path[0] == origin and path[-1] == to
            steps = path[1:]
            rest = sum(1 if n in DATA.territory else 2 for n in steps[1:])
            assert rest == c, (origin, to, path)

