"""Olympus rules: every worked example of the rulebook (shared/rules/olympus.it.txt) and the
decisions taken where it is silent (engines/olympus/rules.py docstring)."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.olympus import destiny
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.engine import Olympus
from engines.olympus.state import BARBARIANS, BuildWonder, Choose, Discover, Expand, Pass, Pending, PlayDestiny
from tests.olympus.builders import blank, keep_drawn, own

e = Olympus()
RED, GREEN, BLUE, WHITE = 0, 1, 2, 3


def test_hourglass_example_red_plays_again() -> None:
    """IL GIOCO, "Esempio": Red, last on the track, takes a 3-point action with 1 hourglass: the
    hourglass pays 1, the token moves 2 spaces onto Green's; it is still Red's turn, then Green's."""
    S = blank(e)
    S.players[RED].pos, S.players[GREEN].pos, S.players[BLUE].pos, S.players[WHITE].pos = 3, 5, 9, 9
    S.players[RED].hourglasses = 1
    glass, steps = q.do_pay_time(S, RED, 3)
    assert (glass, steps, S.players[RED].pos) == (1, 2, 5)
    assert S.players[RED].stamp > S.players[GREEN].stamp  # on top of Green's token
    assert q.next_seat(S) == RED
    q.do_pay_time(S, RED, 1)
    assert q.next_seat(S) == GREEN


def test_start_stack_top_plays_first() -> None:
    """"Se più di un giocatore si trova sullo stesso spazio ... il turno spetta al giocatore il cui
    gettone si trova in cima alla pila"; the bottom one condemns the territories."""
    S = e.setup(4, {}, 7)
    top = max(range(4), key=lambda s: S.players[s].stamp)
    bottom = min(range(4), key=lambda s: S.players[s].stamp)
    assert S.pending[0].kind == "condemn" and S.pending[0].seats == [bottom] and S.pending[0].count == 8
    while S.pending:
        S, _ = e.apply(S, bottom, e.timeout_action(S, bottom))
    assert e.prompt(S).seats == (top,)
    assert len(S.condemned) == 8 and sorted(S.tribes) == sorted(t.id for t in DATA.territories if t.star and t.id not in S.condemned)


@pytest.mark.parametrize(("n", "per_type"), [(2, 3), (3, 3), (4, 2), (5, 1)])
def test_condemned_territories_per_player_count(n: int, per_type: int) -> None:
    """4 players "condanna 8 territori" (2 per type), 5 players 4, 3 and 2 players 12; "non può
    condannare due territori di uno stesso tipo contenenti entrambi una stella"."""
    S = e.setup(n, {}, 3)
    seat = S.pending[0].seats[0]
    while S.pending and S.pending[0].kind == "condemn":
        S, _ = e.apply(S, seat, e.timeout_action(S, seat))
    by_type: dict[str, list[bool]] = {}
    for t in S.condemned:
        by_type.setdefault(DATA.territory[t].resource, []).append(DATA.territory[t].star)
    assert len(S.condemned) == 4 * per_type
    assert all(len(v) == per_type and sum(v) <= 1 for v in by_type.values())


def test_cannot_condemn_both_stars_of_a_type() -> None:
    S = e.setup(4, {}, 3)
    seat = S.pending[0].seats[0]
    stone_stars = [t.id for t in DATA.territories if t.star and t.resource == "stone"]
    S, _ = e.apply(S, seat, Choose(value=stone_stars[0]))
    with pytest.raises(IllegalAction):
        e.apply(S, seat, Choose(value=stone_stars[1]))


def test_white_example_astronomy_hoplite_six_points() -> None:
    """A) Espansione, "Esempio": White (Astronomy, Hoplite) creates a new settler (2), crosses two
    sea spaces (1 each with Astronomy), enters Blue's land (1) and attacks (1: more Swords): 6
    spaces.  Blue gives the Territory token and the Star and receives an hourglass."""
    S = blank(e)
    S.players[WHITE].discoveries = ["astronomy", "hoplite"]
    own(S, WHITE, "achaea")
    own(S, BLUE, "cyclades")  # a starred territory: Blue beat its tribe and holds its Star
    costs = q.expand_costs(S, WHITE, "new:achaea")
    assert costs["cyclades"] == 2 + 1 + 1 + 1 + 1
    S.players[BLUE].pos = S.players[WHITE].pos = 0
    S.players[WHITE].stamp = 99
    S2, ev = e.apply(S, WHITE, Expand(origin="new:achaea", to="cyclades"))
    assert q.controller(S2, "cyclades") == WHITE and S2.stacks["cyclades"] == [BLUE, WHITE]
    assert q.star_tokens(S2, WHITE) == 1 and q.star_tokens(S2, BLUE) == 0
    assert q.tokens(S2, WHITE)["stone"] == 1 and S2.players[BLUE].hourglasses == 1
    assert S2.players[WHITE].pos == 6 and S2.players[WHITE].reserve == 3


@pytest.mark.parametrize(("mine", "theirs", "cost"), [(2, 1, 1), (1, 1, 2), (0, 0, 2), (1, 2, 3)])
def test_attack_cost_by_swords(mine: int, theirs: int, cost: int) -> None:
    """Combattimento: more Swords 1 point, the same (zero included) 2, fewer 3."""
    S = blank(e)
    sw = {0: [], 1: ["hoplite"], 2: ["strategy"]}
    S.players[RED].discoveries, S.players[BLUE].discoveries = sw[mine], sw[theirs]
    assert q.attack_cost(S, RED, BLUE) == cost


def test_democracy_wins_a_sword_tie() -> None:
    """Democrazia: "il giocatore vince tutti i pareggi (... Spade)"."""
    S = blank(e)
    S.players[RED].discoveries = ["democracy"]
    assert q.attack_cost(S, RED, BLUE) == 1 and q.attack_cost(S, BLUE, RED) == 3
    S.players[BLUE].discoveries = ["democracy"]
    assert q.attack_cost(S, RED, BLUE) == 2


def test_tribe_must_be_fought_then_star_returns_and_retaking_is_free() -> None:
    """Tribù: a starred territory is fought for (0 Swords: 2 points with none); the Star goes to the
    attacker; if he leaves, the Star returns to the territory and the next comer takes it with no
    combat."""
    S = blank(e)
    own(S, RED, "phocis")
    assert "attica" in S.tribes
    cost = q.expand_costs(S, RED, "phocis")["attica"]
    assert cost == 2 + 2  # phocis -> boeotia -> attica, then the combat against 0 Swords
    S.players[RED].stamp = 99
    S, _ = e.apply(S, RED, Expand(origin="phocis", to="attica"))
    assert "attica" not in S.tribes and q.star_tokens(S, RED) == 1
    q.do_leave(S, RED, "attica")
    assert q.star_tokens(S, RED) == 0 and q.controller(S, "attica") is None
    own(S, GREEN, "boeotia")
    assert q.expand_costs(S, GREEN, "boeotia")["attica"] == 1  # no combat any more


def test_cannot_stop_on_condemned_nor_on_own_but_can_cross() -> None:
    """"Non può fermarsi in un territorio che contiene un segnalino Incrocio ma è permesso
    attraversarlo"; a move never ends on one's own territory (decision)."""
    S = blank(e)
    S.condemned = ["boeotia"]
    own(S, RED, "phocis", "corinthia")
    costs = q.expand_costs(S, RED, "phocis")
    assert "boeotia" not in costs and "corinthia" not in costs
    assert costs["euboea"] == 2  # through the condemned Boeotia


def test_new_settler_north_or_own_territory_and_medicine() -> None:
    """A new settler appears in the northern zone or a territory the player controls, costs 2 (1
    with Medicine) and must move at once; the northern zone cannot be crossed."""
    S = blank(e)
    own(S, RED, "laconia")
    north = q.expand_costs(S, RED, "new:north")
    assert north["thrace"] == 3 and north["macedonia"] == 3 and north["illyria"] == 3
    assert north["chalcidice"] == 4  # via Macedonia, never through the northern zone
    at = q.expand_costs(S, RED, "new:laconia")
    assert "laconia" not in at and at["arcadia"] == 2 + 1 + 2  # new settler, enter, combat with the tribe
    S.players[RED].discoveries = ["medicine"]
    assert q.expand_costs(S, RED, "new:north")["thrace"] == 2
    assert q.expand_costs(S, GREEN, "new:laconia") == {}


def test_sea_costs_astronomy_map_making_siren_and_cavalry() -> None:
    """Entering a sea space costs 2, 1 less for Astronomy and for Map-making (cumulative); the
    Siren forbids the sea; Cavalry: "un movimento continuo su spazi di terra costa solo 1 punto"."""
    S = blank(e)
    own(S, RED, "laconia")
    assert q.route_costs(S, RED, "laconia")["crete"] == 3
    S.players[RED].discoveries = ["astronomy"]
    assert q.route_costs(S, RED, "laconia")["crete"] == 2
    S.players[RED].discoveries = ["astronomy", "map_making"]
    assert q.route_costs(S, RED, "laconia")["crete"] == 1
    S.siren = [RED]
    assert "crete" not in q.route_costs(S, RED, "laconia")
    S.siren = []
    S.players[RED].discoveries = []
    assert q.route_costs(S, RED, "laconia")["achaea"] == 2  # through Arcadia or Elis
    S.players[RED].discoveries = ["cavalry"]
    assert q.route_costs(S, RED, "laconia")["achaea"] == 1


def test_covered_settler_flees_and_comes_back_but_not_new_settlers_there() -> None:
    """Fuga: the covered player may leave and come back to attack (leaving and re-entering), not
    attack in place; "non può aggiungervi nuovi colonizzatori".  Rules 3: "può fuggire
    gratuitamente dal territorio": the way out is free (tests/olympus/test_rules_v3.py); rules 1-2
    paid it."""
    S = blank(e)
    own(S, RED, "arcadia")
    own(S, BLUE, "arcadia")
    costs = q.expand_costs(S, RED, "arcadia")
    assert costs["arcadia"] == 0 + 1 + 2  # out (free) and back (1) and the combat at equal Swords
    assert "new:arcadia" not in q.origins(S, RED)
    S.rules = 2
    costs = q.expand_costs(S, RED, "arcadia")
    assert costs["arcadia"] == 2 + 2  # rules 1-2: out and back (1 + 1) and the combat
    assert "new:arcadia" not in q.origins(S, RED)


def test_surgery_paid_with_tokens_and_one_cube() -> None:
    """1) Scoperta: "un giocatore può pagare per la Chirurgia con 2 segnalini Territorio Grano e un
    segnalino Territorio Legno (che continua a tenere) e un cubetto Legno"."""
    S = blank(e)
    own(S, RED, "macedonia", "thessaly", "illyria")  # grain, grain, wood
    S.players[RED].cubes = {"wood": 1}
    d = DATA.discovery["surgery"]
    assert q.cubes_to_spend(S, RED, d, ()) == {"wood": 1}
    S.players[RED].cubes = {}
    assert q.cubes_to_spend(S, RED, d, ()) is None


def test_blue_strategy_example() -> None:
    """"Esempio: il Blu decide di sviluppare la Strategia": 2 grain tokens, 1 wood token and a
    grain cube: he spends the grain cube, gets 2 Swords, a bonus (a new settler), and moves 7."""
    S = blank(e)
    S.players[BLUE].stamp = 99
    own(S, BLUE, "macedonia", "thessaly", "illyria")
    S.players[BLUE].cubes = {"grain": 1}
    d = DATA.discovery["strategy"]
    col = q.discovery_column(S, d)
    assert col is not None
    assert q.payments(S, BLUE, d) == [("grain", "wood")]
    S, ev = e.apply(S, BLUE, Discover(discovery="strategy", groups=("grain", "wood")))
    assert S.players[BLUE].cubes.get("grain", 0) == 0 and q.swords(S, BLUE) == 2
    assert S.pending and S.pending[0].kind == "bonus"
    kinds = DATA.bonus_layout["blue"][col]
    a_index = kinds.index("A") if "A" in kinds else 0
    S, _ = e.apply(S, BLUE, Choose(value=str(a_index)))
    assert S.players[BLUE].pos == 7
    if kinds[a_index] == "A":
        assert S.players[BLUE].reserve == 5
    with pytest.raises(IllegalAction):  # "un giocatore può fare una scoperta una sola volta"
        S.players[BLUE].pos = 0
        S.players[BLUE].stamp = 999
        e.apply(S, BLUE, Discover(discovery="strategy", groups=("grain", "wood")))


def test_science_and_philosophy_payments() -> None:
    """Science: 3 grain and 2 identical others (not grain); Philosophy: two pairs and two other
    types, all different."""
    S = blank(e)
    S.players[RED].cubes = {"grain": 5, "gold": 2}
    sci = DATA.discovery["science"]
    assert q.cubes_to_spend(S, RED, sci, ("gold",)) == {"grain": 3, "gold": 2}
    assert q.cubes_to_spend(S, RED, sci, ("grain",)) is None
    phi = DATA.discovery["philosophy"]
    S.players[RED].cubes = {"grain": 2, "wood": 2, "gold": 1, "stone": 1}
    assert q.cubes_to_spend(S, RED, phi, ("grain", "wood", "gold", "stone")) == {"grain": 2, "wood": 2, "gold": 1, "stone": 1}
    assert q.cubes_to_spend(S, RED, phi, ("grain", "grain", "gold", "stone")) is None


def test_money_discount_only_for_explicit_resources() -> None:
    """Soldi, Agricoltura: 2 points less "solo se la risorsa è specificatamente richiesta ... non
    ... per gli spazi grigi"."""
    S = blank(e)
    S.players[RED].discounts = ["gold"]
    assert q.discovery_cost(S, RED, DATA.discovery["hoplite"]) == 5  # 2 gold + 1 wood
    assert q.discovery_cost(S, RED, DATA.discovery["strategy"]) == 7  # grey squares only
    S.players[RED].discounts = ["gold", "wood"]
    assert q.discovery_cost(S, RED, DATA.discovery["hoplite"]) == 3


def test_green_stadium_example() -> None:
    """2) Meraviglie, "Esempio": Green has two Star tokens, Architecture (a Star) and two bonus
    tokens in the Stadium's column: 5 Stars, the Stadium, 5 spaces with Architecture, 10 prestige."""
    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica", "elis")
    S.players[GREEN].discoveries = ["architecture"]
    col = S.wonders.index("stadium")
    S.bonus["red"][col][0] = GREEN
    S.bonus["yellow"][col][1] = GREEN
    assert q.wonder_stars(S, GREEN, col) == (5, 0)
    S, _ = e.apply(S, GREEN, BuildWonder(wonder="stadium"))
    assert S.players[GREEN].pos == 5 and S.players[GREEN].wonders == ["stadium"] and S.wonders[col] is None
    assert q.score(S, GREEN)["wonders"] == 10


def test_star_destiny_card_and_athena_are_spent_only_as_needed() -> None:
    S = blank(e)
    S.players[GREEN].stamp = 99
    own(S, GREEN, "attica")
    S.players[GREEN].hand = ["star", "star"]
    S.players[GREEN].athena_star = 1
    S, _ = e.apply(S, GREEN, BuildWonder(wonder="lion_gate"))  # 3 Stars: 1 token + Athena + 1 card
    assert S.players[GREEN].hand == ["star"] and S.players[GREEN].athena_star == 0


def test_destiny_and_olympus_cards_at_zeus_spaces() -> None:
    """Carte Destino: one card per Zeus space reached or passed, at the end of the turn; an
    Olympus card at the first arrival on a single space; a double space: the first and the last."""
    S = blank(e, n=2)
    z1, z3 = DATA.time_track.zeus_single[0], DATA.time_track.zeus_double[0]
    S.players[RED].pos, S.players[GREEN].pos = z1 - 1, z3 - 1
    S.players[RED].stamp = 99
    own(S, RED, "laconia")
    hand = len(S.players[RED].hand)
    S, ev = e.apply(S, RED, Expand(origin="laconia", to="arcadia"))  # 3 points: past the first Zeus space
    assert len(S.players[RED].hand) == hand + 1
    S, more = keep_drawn(e, S)  # rules 3: Red may play it at once, before the Olympus card
    ev += more
    assert any(x.kind == "olympus" for x in ev) and S.reached[z1] == [RED]
    S.pending = []  # answer nothing (Zeus' favour cards)
    S.players[RED].pos, S.players[RED].stamp = z3 - 1, 1
    S.players[GREEN].stamp = 99
    own(S, GREEN, "thrace")
    S, ev = e.apply(S, GREEN, Expand(origin="thrace", to="troas"))
    S, _ = keep_drawn(e, S)
    assert S.reached[z3] == [GREEN] and len(S.olympus[z3]) <= 1
    S.pending = []
    S, ev = e.apply(S, RED, Expand(origin="arcadia", to="argolis"))
    S, _ = keep_drawn(e, S)
    assert S.reached[z3] == [GREEN, RED] and S.olympus[z3] == []  # the last arrival reveals the second


def test_olympus_targets_most_fewest_and_democracy() -> None:
    """Carte Olimpo: beneficial to the most Zeus symbols (at least one), detrimental to the fewest
    (none counts); ties: all, unless Democracy wins them."""
    S = blank(e)
    S.players[RED].discoveries = ["art"]
    S.players[GREEN].discoveries = ["religion"]
    assert q.olympus_targets(S, "zeus", {}) == [RED]
    assert q.olympus_targets(S, "keres", {}) == [BLUE, WHITE]
    assert q.olympus_targets(S, "zeus", {GREEN: 1}) == [RED, GREEN]
    S.players[GREEN].discoveries = ["religion", "democracy"]
    assert q.olympus_targets(S, "zeus", {GREEN: 1}) == [GREEN]
    S.players[BLUE].discoveries = ["democracy"]
    assert q.olympus_targets(S, "keres", {}) == [WHITE]
    T = blank(e)
    assert q.olympus_targets(T, "zeus", {}) == []  # nobody has a Zeus symbol


def test_ares_and_siren_last_until_the_next_olympus_card() -> None:
    S = blank(e)
    S.players[RED].discoveries = ["art"]
    q.do_olympus(S, "ares", RED, {})
    assert q.swords(S, RED) == 2
    q.do_olympus(S, "siren", RED, {})
    assert q.swords(S, RED) == 0 and set(S.siren) == {GREEN, BLUE, WHITE}


def test_end_final_action_or_pass_never_past_the_cross() -> None:
    """Fine della Partita: past the last Zeus space, a final action that does not pass the Cross,
    or a pass; the others go on; the game ends when everyone is done."""
    S = blank(e, n=2)
    last, cross = DATA.time_track.last_zeus, DATA.time_track.cross
    S.players[RED].pos, S.players[GREEN].pos = last + 1, last + 2
    S.players[RED].stamp = 99
    own(S, RED, "laconia")
    assert e.prompt(S).kind == "final"
    assert Pass() in e.legal_actions(S, RED)
    S.players[RED].pos, S.players[GREEN].pos = cross - 1, cross
    acts = e.legal_actions(S, RED)
    assert all(not isinstance(a, Discover) for a in acts)  # 7 points would pass the Cross
    with pytest.raises(IllegalAction) as exc:
        e.apply(S, RED, Expand(origin="laconia", to="crete"))
    assert exc.value.code == "past_cross"
    S, _ = e.apply(S, RED, Pass())
    assert S.players[RED].done and not S.over
    S, _ = e.apply(S, GREEN, Pass())
    assert S.over and e.outcome(S) is not None


def test_cannot_pass_before_the_end() -> None:
    S = blank(e)
    own(S, RED, "laconia")
    with pytest.raises(IllegalAction) as exc:
        e.apply(S, RED, Pass())
    assert exc.value.code == "cannot_pass"


def test_scoring_sources() -> None:
    """Sommare il prestigio: track position, tokens, territories (Atlantis 2), 2 per discovery
    (+3 Poetry, +5 Philosophy), Science, City, Absolutism, Engineering, wonders, Keres -2, 1 per
    Destiny card."""
    S = blank(e, n=2)
    p = S.players[RED]
    p.pos = 78
    p.prestige = 4
    own(S, RED, "laconia", "atl_azaes", "attica")  # Atlantis: Azaes is starred: 1 Star token
    own(S, GREEN, "attica")
    p.discoveries = ["poetry", "science", "absolutism", "strategy", "engineering", "city"]
    p.wonders = ["stadium"]
    p.keres = 2
    p.hand = ["star", "zeus"]
    sc = q.score(S, RED)
    assert sc == {"track": 3, "tokens": 4, "territories": 3, "discoveries": 15, "science": 6, "city": 3, "absolutism": 4,
                  "engineering": 3, "wonders": 10, "keres": -2, "destiny": 2}
    assert q.total(S, RED) == sum(sc.values())


def test_tie_goes_to_more_tiles() -> None:
    """"In caso di pareggio vince il giocatore con il maggior numero di tessere scoperta e
    Meraviglia"."""
    S = blank(e, n=2)
    S.players[RED].discoveries = ["hoplite"]
    S.players[GREEN].prestige = 2
    assert q.winners(S) == [RED]
    S.players[GREEN].wonders = ["stadium"]
    S.players[GREEN].prestige = -8
    assert q.winners(S) == [RED, GREEN] or q.total(S, RED) != q.total(S, GREEN)


def test_two_players_barbarians_have_a_sword_and_come_back() -> None:
    """Con 2 giocatori: 4 barbarian tribes on empty territories of different resources, 1 Sword;
    "torneranno ad averne il controllo se il giocatore lo abbandona"."""
    S = e.setup(2, {}, 5)
    seat = S.pending[0].seats[0]
    while S.pending[0].kind == "condemn":
        S, _ = e.apply(S, seat, e.timeout_action(S, seat))
    top = S.pending[0].seats[0]
    # both set-up steps are the top of the start stack's ("Il giocatore che ha il gettone in cima
    # alla pila"; rules 1 had the bottom condemn)
    assert S.pending[0].kind == "barbarians" and top == seat
    while S.pending:
        S, _ = e.apply(S, top, e.timeout_action(S, top))
    barb = [t for t, st in S.stacks.items() if st == [BARBARIANS]]
    assert len(barb) == 4 and len({DATA.territory[t].resource for t in barb}) == 4
    t = barb[0]
    assert q.attack_cost(S, 0, BARBARIANS) == 3 and q.is_combat(S, 0, t) == (True, BARBARIANS)
    own(S, 0, t)
    q.do_leave(S, 0, t)
    assert q.controller(S, t) == BARBARIANS


def test_destiny_cards_played_in_turn() -> None:
    """Le carte Destino: a resource cube; a point per wood token; 3 points with tokens of all four
    types; an hourglass per grain token; 3 hourglasses for the stone majority."""
    S = blank(e)
    own(S, RED, "illyria", "macedonia", "olympos", "thrace")  # wood, grain, stone, gold
    S.players[RED].hand = ["resource_gold", "wood_points", "all_four_types", "grain_hourglass", "stone_majority"]
    for card in list(S.players[RED].hand):
        S, _ = e.apply(S, RED, PlayDestiny(card=card))
    p = S.players[RED]
    assert p.cubes == {"gold": 1} and p.prestige == 1 + 3 and p.hourglasses == 1 + 3 and p.hand == []
    assert e.prompt(S).seats == (RED,)  # still Red's turn


def test_zeus_favour_is_asked_to_everyone_with_cards_at_once() -> None:
    """"Da giocare dopo che è stata pescata una carta Olimpo": every player holding Destiny cards
    answers at once (who holds a Zeus card stays hidden), then the card counts the played ones."""
    S = blank(e)
    S.players[GREEN].hand = ["zeus"]
    S.players[BLUE].hand = ["star"]
    S.olympus[DATA.time_track.zeus_single[0]] = ["zeus"]
    for seat in (GREEN, BLUE, WHITE):
        S.players[seat].pos = 20
    S.players[RED].pos = DATA.time_track.zeus_single[0] - 1
    own(S, RED, "laconia")
    S.players[RED].discoveries = ["religion"]
    S, ev = e.apply(S, RED, Expand(origin="laconia", to="argolis"))
    S, _ = keep_drawn(e, S)  # rules 3: the card drawn may be played at once, before the Olympus card
    pr = e.prompt(S)
    assert pr.kind == "zeus_cards" and set(pr.seats) >= {GREEN, BLUE} and RED in pr.seats  # Red drew a card too
    view = e.player_view(S, None)
    assert view.pending[0].kind == "zeus_cards"
    for s in pr.seats:
        S, ev = e.apply(S, s, Choose(value="1" if s == GREEN else "0"))
    # Red 1 (Religion), Green 1 (a card): a tie for Zeus' 3 points, both gain them
    assert S.players[GREEN].prestige == 3 and S.players[RED].prestige == 3


def test_hades_choice_clockwise() -> None:
    S = blank(e)
    own(S, BLUE, "laconia", "arcadia")
    S.players[RED].discoveries = ["art"]
    S.players[GREEN].discoveries = ["art"]
    S.players[WHITE].discoveries = ["art"]
    who = q.do_olympus(S, "hades", RED, {})
    assert who == [BLUE] and S.pending[-1].kind == "hades" and S.pending[-1].seats == [BLUE]
    assert S.pending[-1].options == ["arcadia", "laconia"]


def test_oracle_keeps_one_of_three() -> None:
    S = blank(e)
    S.players[RED].discoveries = ["oracle"]
    S.turn_seat = RED
    S.destiny_deck = ["star", "zeus", "resource_gold", "wood_points"]
    destiny.draw(S, RED, [], reason="zeus")
    assert S.pending[0].kind == "oracle" and S.pending[0].options == ["star", "zeus", "resource_gold"]
    S.pending[0] = Pending(kind="oracle", seats=[RED], options=["star", "zeus", "resource_gold"])
    S2, _ = e.apply(S, RED, Choose(value="star"))
    assert S2.players[RED].hand == ["star"] and S2.destiny_discard[-2:] == ["zeus", "resource_gold"]


def test_copy_state_shares_nothing_mutable() -> None:
    """apply works on q.copy_state: equal to the original, and changing any part of the copy
    leaves the original as it was."""
    import random

    S = e.setup(4, {}, 11)
    rnd = random.Random(3)
    for _ in range(60):
        p = e.prompt(S)
        S, _ = e.apply(S, p.seats[0], e.playout_policy(S, p.seats[0], rnd))
    before = S.model_dump_json()
    C = q.copy_state(S)
    assert C.model_dump_json() == before
    C.players[0].cubes["gold"] = 99
    C.players[0].hand.append("star")
    for st in C.stacks.values():
        st.append(3)
    for cols in C.piles.values():
        for pile in cols:
            pile.append("x")
    for cols in C.bonus.values():
        for c in cols:
            c.append(None)
    C.olympus.setdefault(12, []).append("zeus")
    C.reached.setdefault(12, []).append(0)
    C.destiny_deck.append("star")
    C.rng.counter += 5
    for d in C.pending:
        d.options.append("x")
        d.answers[9] = 1
    assert S.model_dump_json() == before
