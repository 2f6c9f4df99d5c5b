"""Mare Nostrum: Mythology, the expansion's core: the option, 3-6 seats, Atlantis and the 6-player
set-up, neutral civilizations, the building pools, the 8 heroes / Wonders set aside, pottery, the
High Priest, the four phases, victory and its long variant.

Sources: shared/rules/mare-nostrum-mythology.it.txt (mnm-it, with its section headings) and the
specification docs/mythology-rules.md (its numbered examples, "#N", and decisions, "DN")."""

from __future__ import annotations

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum import mythology_data
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.engine import MareNostrum, rules_for
from engines.mare_nostrum.roles import recompute_roles, setup_roles
from engines.mare_nostrum.state import Build, Choose, Pay
from engines.mare_nostrum.turn import advance
from engines.rng import Rng
from tests.mare_nostrum.builders import blank, hand, place, put

MYTH = {"expansion": "mythology"}
LONG = {"expansion": "mythology", "victory": "long"}
e = MareNostrum()
R = rules_for("mythology")


def seat_of(S, civ):
    return next(i for i, p in enumerate(S.players) if p.civ == civ)


# ---- the option and the seats -------------------------------------------------------------------


def test_expansion_option_and_seat_range():
    """mnm-it "Componenti aggiuntivi": a sixth civilization, 3 to 6 players; without the expansion
    Mare Nostrum stays 3-5 (seat_range, which the lobby and the demo read)."""
    assert e.default_options()["expansion"] == "base" and e.default_options()["victory"] == "standard"
    assert e.seat_range(e.default_options()) == (3, 5)
    assert e.seat_range({**e.default_options(), **MYTH}) == (3, 6)
    S = e.setup(6, MYTH, 1)
    assert S.n == 6 and e.prompt(S).kind == "announce"
    with pytest.raises(ValueError):
        e.setup(6, {}, 1)
    with pytest.raises(ValueError):
        e.setup(2, MYTH, 1)
    with pytest.raises(ValueError):
        e.setup(7, MYTH, 1)
    with pytest.raises(ValueError):
        e.setup(4, {"expansion": "gods"}, 1)
    with pytest.raises(ValueError):  # the long variant is Mythology's ("Obbiettivo del gioco")
        e.setup(4, {"victory": "long"}, 1)
    with pytest.raises(ValueError):
        e.setup(4, {**MYTH, "victory": "longer"}, 1)


def test_base_game_keeps_its_rules_and_view():
    """The base game is unchanged: 5 civilizations, 3 roles, 12 goods, no set-aside cards, and its
    view carries none of the expansion's fields."""
    S = e.setup(5, {}, 3)
    assert S.set_aside == [] and "high_priest" not in S.roles and len(S.roles) == 3
    dump = e.player_view(S, None).model_dump()
    assert "expansion" not in dump and "high_priest_score" not in dump["players"][0]["counts"]
    forces = [f for p in dump["provinces"] for f in p["forces"]]
    assert forces and all("creatures" not in f for f in forces)
    assert "pottery" not in S.bank


def test_lobby_choice_offers_atlantis_with_the_expansion():
    """Lobby choice: with Mythology the six civilizations are offered."""
    assert "atlantis" not in e.lobby_choice({"civilizations": "choose"}).values
    assert e.lobby_choice({"civilizations": "choose", **MYTH}).values[-1] == "atlantis"
    S = e.setup(3, {**MYTH, "civilizations": ["atlantis", "rome", "egypt"]}, 2)
    assert [p.civ for p in S.players] == ["atlantis", "rome", "egypt"]


# ---- set-up -------------------------------------------------------------------------------------


def test_six_players_atlantis_starts_from_poseidon():
    """#7 mnm-it "disposizione": "Il 6º giocatore rappresenta la civiltà di Atlantide, ed inizia
    dalla sua capitale Poseidone. Con sei giocatori, tutte le Carte Risorse e i Gettoni delle
    Costruzioni" are used; each player takes its civilization hero; Greece starts as High Priest
    (#27); 3 creature pawns in reserve (D3)."""
    S = e.setup(6, MYTH, 4)
    assert sorted(p.civ for p in S.players) == sorted(R.game.civilization_order) and S.neutrals == []
    a = seat_of(S, "atlantis")
    assert S.players[a].cards == ["atlas"]
    P = S.provinces["atlantis"]
    assert P.owner == a and P.cities == [True] and P.legions == {a: 1}
    assert R.provinces["atlantis"].capital_of == "atlantis" and R.provinces["atlantis"].cities == ["Poseidon"]
    assert S.provinces["insulae_fortunatae"].owner == a and S.provinces["insulae_hesperides"].owner == a
    assert S.seas["oceanus_atlanticus"] == {a: 2}
    assert S.roles["high_priest"] == seat_of(S, "greece")
    assert S.roles["military_leader"] == seat_of(S, "rome")
    assert S.roles["political_leader"] == seat_of(S, "egypt")
    assert S.roles["director_of_commerce"] == seat_of(S, "carthage")
    # every building token: the 6-player row (33 caravans, 14 cities, 14 markets, 7 temples) less those on the board
    placed = {"caravans": 0, "cities": 0, "markets": 0, "temples": 0}
    for Pv in S.provinces.values():
        placed["caravans"] += sum(Pv.caravans)
        placed["cities"] += sum(Pv.cities)
        placed["markets"] += Pv.market
        placed["temples"] += Pv.temple
    assert {k: S.supply[k] + placed[k] for k in placed} == {"caravans": 33, "cities": 14, "markets": 14, "temples": 7}
    assert R.game.pieces_per_player["creatures"] == 3 and all(not Pv.creatures for Pv in S.provinces.values())


@pytest.mark.parametrize("seats,pool", [(3, (18, 8, 8, 4)), (4, (23, 10, 10, 5)), (5, (28, 12, 12, 6)), (6, (33, 14, 14, 7))])
def test_building_tokens_for_3_to_6_players(seats, pool):
    """#14 mnm-it "Giocare con meno di 6 giocatori": the table of building tokens (caravans
    18/23/28/33, cities 8/10/12/14, markets 8/10/12/14, temples 4/5/6/7)."""
    S = e.setup(seats, {**MYTH, "civilizations": R.game.civilization_order[:seats]}, 1)
    on_board = {"caravans": 0, "cities": 0, "markets": 0, "temples": 0}
    for P in S.provinces.values():
        on_board["caravans"] += sum(P.caravans)
        on_board["cities"] += sum(P.cities)
        on_board["markets"] += P.market
        on_board["temples"] += P.temple
    total = tuple(S.supply[k] + on_board[k] for k in ("caravans", "cities", "markets", "temples"))
    assert total == pool


def test_pottery_and_the_extra_resource_cards():
    """mnm-it "Componenti aggiuntivi": pottery, the 13th good, 6 cards; 24 more resource cards (5
    tax; 1 each of fruit, gems, gold, papyrus, perfume; 2 each of fish, grain, livestock, metal,
    olive oil, slaves, wine); pottery sites on the extension board only (Atlantis has one)."""
    base = rules_for("base")
    S = e.setup(6, MYTH, 1)
    S0 = e.setup(5, {}, 1)
    total = {k: S.bank.get(k, 0) + sum(p.hand.get(k, 0) for p in S.players) for k in S.bank}
    total0 = {k: S0.bank.get(k, 0) + sum(p.hand.get(k, 0) for p in S0.players) for k in S0.bank}
    assert total["pottery"] == 6 and len(R.commodities) == 13 == len(base.commodities) + 1
    extra = {k: total[k] - total0.get(k, 0) for k in total}
    assert extra.pop("pottery") == 6 and extra.pop("tax") == 5
    assert sum(extra.values()) == 19
    assert all(extra[g] == 1 for g in ("fruit", "gems", "gold", "papyrus", "perfume"))
    sites = [pid for pid, p in R.provinces.items() if "pottery" in p.resources]
    assert sites and all(R.provinces[p].board == "mythology" for p in sites) and "atlantis" in sites


def test_atlantis_produces_pottery_and_pays_with_13_kinds():
    """Raccolta dei Redditi: a caravan produces its site's good, pottery too; a combination of
    different goods may include pottery (13 kinds: the Pyramids for 13 different goods, #5)."""
    S = e.setup(6, MYTH, 4)
    a = seat_of(S, "atlantis")
    assert S.players[a].hand.get("pottery", 0) >= 1  # the income of the first turn already ran
    S2 = blank(e, ["atlantis", "rome", "greece"], "build", 0, MYTH)
    S2.players[0].cards = []
    put(S2, "atlantis", 0)
    hand(S2, 0, pottery=1, gems=1, fruit=1)
    S2 = place(e, S2, 0, item="legion", province="atlantis")
    for c in ("pottery", "gems", "fruit"):
        S2, _ = e.apply(S2, 0, Pay(cards=[c]))
    assert S2.provinces["atlantis"].legions == {0: 1} and S2.bank["pottery"] >= 1


def test_neutral_civilizations_capital_creature_and_fortresses():
    """#13 mnm-it "Giocare con meno di 6 giocatori": a neutral capital holds "1 marcatore di
    influenza, 1 creatura mitologica, 1 legione, 1 fortezza"; each adjacent region "1 marcatore di
    influenza, 1 legione, e 1 fortezza"; for Greece and Atlantis the player-aid provinces."""
    S = e.setup(3, {**MYTH, "civilizations": ["rome", "babylon", "carthage"]}, 1)
    assert sorted(S.neutrals) == ["atlantis", "egypt", "greece"]
    for civ in S.neutrals:
        side = q.neutral_side(R, civ)
        cap = R.game.civilizations[civ].capital
        P = S.provinces[cap]
        assert (P.owner, P.creatures, P.legions, P.fortresses) == (side, {side: 1}, {side: 1}, {side: 1})
    egypt = q.neutral_side(R, "egypt")
    for pid in R.land[R.game.civilizations["egypt"].capital]:
        P = S.provinces[pid]
        if P.owner == egypt:
            assert P.legions == {egypt: 1} and P.fortresses == {egypt: 1} and not P.creatures
    # Greece and Atlantis: their player aid's provinces, not the land neighbours
    greece = q.neutral_side(R, "greece")
    aid = [p for p in R.game.civilizations["greece"].introductory.influence if p != "achaea"]
    assert aid and all(S.provinces[p].owner == greece and S.provinces[p].fortresses == {greece: 1} for p in aid)
    atl = q.neutral_side(R, "atlantis")
    assert {p for p, P in S.provinces.items() if P.owner == atl} == {"atlantis", "insulae_fortunatae", "insulae_hesperides"}
    # the neutral creature is a land unit: a province with it is held, and it is "at war" with an invader
    P = S.provinces["atlantis"]
    P.legions, P.fortresses = {}, {}
    assert q.land_sides(P) == [atl]
    P.legions[0] = 1
    assert q.at_war(P)
    # it shows in the public view, on the neutral's force
    view = e.player_view(S, None)
    cap = next(p for p in view.provinces if p.id == R.game.civilizations["egypt"].capital)
    assert [(x.neutral, x.creatures) for x in cap.forces] == [("egypt", 1)]


def test_no_leave_out_civilizations_drawn_among_all_six():
    """mnm-it "disposizione": "Ogni giocatore all'inizio sceglie a caso una delle 6 Civiltà" (no
    base leave-out advice): over a few seeds every civilization plays, Atlantis included."""
    seen = set()
    for seed in range(12):
        S = e.setup(3, MYTH, seed)
        seen.update(p.civ for p in S.players)
        assert len(S.neutrals) == 3
    assert seen == set(R.game.civilization_order)


def test_eight_heroes_and_wonders_set_aside_at_random():
    """#6 mnm-it "disposizione": "prendi 8 carte Eroi e Meraviglie a caso da quella pila e mettile
    da parte; queste 8 non saranno usate nel gioco"; D14: among the generic heroes and Wonders
    (civilization heroes never), the Pyramids possibly; they cannot be bought."""
    generic = {c.id for c in R.game.cards_special if c.civ is None}
    draws = set()
    for seed in range(20):
        S = e.setup(4, MYTH, seed)
        assert len(S.set_aside) == 8 and len(set(S.set_aside)) == 8 and set(S.set_aside) <= generic
        draws.add(tuple(S.set_aside))
    assert len(draws) > 15
    S = blank(e, ["rome", "greece", "egypt"], "build", 0, MYTH)
    S.players[0].cards = []
    S.set_aside = ["colossus", "achilles"]
    hand(S, 0, tax=9)
    with pytest.raises(IllegalAction):
        place(e, S, 0, item="card", card="colossus")
    S2 = place(e, S, 0, item="card", card="ulysses")
    assert S2.pending[-1].card == "ulysses"
    assert not {"colossus", "achilles"} & set(e.player_view(S, 0).available_heroes + e.player_view(S, 0).available_wonders)


# ---- roles --------------------------------------------------------------------------------------


def test_setup_roles_egypt_absent_babylon_is_political_leader():
    """#12 mnm-it FAQ "disposizione predeterminata con meno di 6 giocatori ... carte ruolo": Egypt
    absent, Greece and Babylon tie on 2 cities; "non dare mai 2 ruoli ad un giocatore": Greece is
    High Priest, so Babylon is Political Leader."""
    civs = ["rome", "greece", "babylon", "carthage", "atlantis"]
    for seed in range(6):
        S = e.setup(5, {**MYTH, "civilizations": civs}, seed)
        counts = q.role_counts(R, S)
        g, b = seat_of(S, "greece"), seat_of(S, "babylon")
        assert q.holdings(S)[g]["cities"] == q.holdings(S)[b]["cities"] == 2
        assert S.roles["high_priest"] == g and S.roles["political_leader"] == b
        assert counts[b]["political_leader"] >= counts[seat_of(S, "atlantis")]["political_leader"]
        assert len(set(S.roles.values())) == 4


def test_setup_roles_ties_at_random_and_the_fourth_role_with_three_players():
    """#12: a tie among the candidates is broken at random; never 2 roles to one player while a
    player without one is left.  With 3 players the 4 roles cannot be one each: decision (roles.py),
    the last role goes by the counts among every player."""
    winners = set()
    for seed in range(12):
        S = blank(e, ["babylon", "atlantis", "rome"], "build", 0, MYTH)
        S.rng = Rng(seed=seed)
        put(S, "babylonia", 0, cities=[0])
        put(S, "atlantis", 1, cities=[0])
        S.roles = {"military_leader": 2}
        setup_roles(R, S, introductory=False)
        winners.add(S.roles["political_leader"])
        assert S.roles["military_leader"] == 2
        assert sorted(S.roles) == sorted(R.game.roles)
        assert len(set(S.roles.values())) == 3  # everyone holds a role
    assert winners == {0, 1}


def test_high_priest_counts_temples_and_markets_and_ties():
    """#15 mnm-it "fasi di un turno": "Alto Prete: il giocatore con il maggior numero di tempi e
    mercati"; a tie with the holder: "la carta rimane con l'attuale possessore"; a tie between two
    others: "l'attuale possessore ... decide"."""
    S = blank(e, ["greece", "rome", "egypt"], "build", 0, MYTH)
    for P in S.provinces.values():
        P.temple = P.market = False
    S.roles = {"director_of_commerce": 0, "high_priest": 0, "political_leader": 0, "military_leader": 0}
    put(S, "achaea", 0, market=True)
    put(S, "latium", 1, temple=True)
    ev: list = []
    recompute_roles(R, S, ev)
    assert S.roles["high_priest"] == 0 and not S.pending  # 1 = 1: the holder keeps it
    put(S, "etruria", 1, market=True)
    recompute_roles(R, S, ev)
    assert S.roles["high_priest"] == 1 and q.role_counts(R, S)[1]["high_priest"] == 2
    # two other players tie above the holder: the holder chooses
    S.roles["high_priest"] = 0
    put(S, "aegyptus_inferior", 2, temple=True, market=True)
    S.step = "income"
    recompute_roles(R, S, ev)
    d = S.pending[-1]
    assert d.kind == "role_heir" and d.role == "high_priest" and d.seat == 0 and d.candidates == [1, 2]
    S.step = "roles"
    S2, _ = e.apply(S, 0, Choose(seat=2))
    assert S2.roles["high_priest"] == 2


def test_role_bonuses_moses_revised_heroes_and_the_athena_hook():
    """#16 mnm-it "fasi di un turno" Nota: Agamemnon / Archimedes / Solomon now +3, "Mosé ha un
    bonus per l'Alto Prete e la Dea Atena ha un bonus di 2 verso una delle carte ruolo"; the
    Military Leader counts creatures (#15)."""
    S = blank(e, ["greece", "rome", "egypt"], "build", 0, MYTH)
    base = q.role_counts(R, S)[1]
    S.players[1].cards = ["moses", "agamemnon", "archimedes", "solomon"]
    c = q.role_counts(R, S)[1]
    assert c["high_priest"] - base["high_priest"] == 2
    assert c["director_of_commerce"] - base["director_of_commerce"] == 3
    assert c["political_leader"] - base["political_leader"] == 3
    assert c["military_leader"] - base["military_leader"] == 3
    S.role_bonuses = {1: {"military_leader": 2}}  # Athena's +2 (the gods' module sets it)
    assert q.role_counts(R, S)[1]["military_leader"] - c["military_leader"] == 2
    S.role_bonuses = {}
    put(S, "latium", 1, legions={1: 1})
    S.provinces["latium"].creatures = {1: 2}
    assert q.role_counts(R, S)[1]["military_units"] == 3
    assert e.player_view(S, None).players[1].counts.high_priest_score == c["high_priest"]


# ---- the turn -----------------------------------------------------------------------------------


def test_four_phases_the_offering_slot_leads_to_the_construction():
    """#15 mnm-it "fasi di un turno": Commercio -> Offerta agli Dei -> Costruzione -> Militare; the
    offering is a step of its own (its rules: the gods' module), then the construction."""
    assert mythology_data.load().phases == ["commerce", "offering", "construction", "military"]
    S = blank(e, ["greece", "rome", "egypt"], "offering", None, MYTH)
    S.phase = "commerce"
    advance(R, S, [])
    # the High Priest (seat 0 here) names who offers (offering.py); when nobody offers, the
    # construction follows
    assert e.prompt(S).kind == "choose_offerer"
    for _ in range(12):
        pr = e.prompt(S)
        if pr.kind not in ("choose_offerer", "offer_god"):
            break
        seat = pr.seats[0]
        action = next(a for a in e.legal_actions(S, seat) if getattr(a, "god", "x") is None) if pr.kind == "offer_god" else e.legal_actions(S, seat)[0]
        S, _ = e.apply(S, seat, action)
    assert S.phase == "construction" and e.prompt(S).kind == "choose_builder"


def test_trade_end_goes_through_the_offering_slot_only_with_the_expansion():
    """The step after the trade is "offering" (then the High Priest names who offers) with
    Mythology, "construction" in the base game."""
    from engines.mare_nostrum import turn
    from engines.mare_nostrum.state import Trade

    visited: dict[str, list[str]] = {}
    for name, opts in (("mythology", MYTH), ("base", {})):
        eng = MareNostrum()
        S = blank(eng, ["greece", "rome", "egypt"], "trade_end", None, opts)
        S.trade = Trade(director=0)
        Rr = rules_for(opts.get("expansion", "base"))
        trail: list[str] = []
        S.pending = []
        # run the automatic steps with a tracer on State.step
        orig_setattr = type(S).__setattr__

        def tracer(self, k, v, trail=trail, orig_setattr=orig_setattr):
            if k == "step":
                trail.append(v)
            orig_setattr(self, k, v)

        type(S).__setattr__ = tracer
        try:
            turn.advance(Rr, S, [])
        finally:
            type(S).__setattr__ = orig_setattr
        visited[name] = trail
    assert visited["mythology"][:2] == ["offering", "choose_offerer"]
    assert visited["base"][0] == "construction" and "offering" not in visited["base"]


# ---- victory ------------------------------------------------------------------------------------


def _buyer(opts):
    S = blank(e, ["greece", "rome", "egypt"], "build", 0, opts)
    for pl in S.players:
        pl.cards = []
    return S


def _buy(S, seat, card, pay):
    S = place(e, S, seat, item="card", card=card)
    for c in pay:
        S, _ = e.apply(S, seat, Pay(cards=[c]))
    return S


def test_four_heroes_and_or_wonders_win_the_national_hero_counts():
    """#1 / #66 mnm-it "Obbiettivo del gioco" + FAQ: "Occorrono 4 di un tipo OPPURE un misto di
    entrambi"; the civilization's own hero counts."""
    S = _buyer(MYTH)
    S.players[0].cards = ["pericles", "colossus", "achilles"]
    hand(S, 0, tax=9)
    S = _buy(S, 0, "ulysses", ["tax"] * 9)
    out = e.outcome(S)
    assert out is not None and out.winners == [0] and out.reason == "four_heroes_wonders"


def test_long_variant_five_cards_and_pyramids_for_thirteen():
    """#5 mnm-it "Obbiettivo del gioco": "la variante lunga ... 5 tra eroi e meraviglie ... il
    costo delle piramidi in 13 carte" (D28: 13 tax or the 13 different goods)."""
    S = _buyer(LONG)
    S.players[0].cards = ["pericles", "colossus", "achilles"]
    hand(S, 0, tax=18)
    S = _buy(S, 0, "ulysses", ["tax"] * 9)
    assert e.outcome(S) is None and len(S.players[0].cards) == 4
    S.step, S.active, S.pending = "build", 0, []
    S = _buy(S, 0, "adonis", ["tax"] * 9)
    assert e.outcome(S).reason == "four_heroes_wonders" and e.outcome(S).winners == [0]
    assert e.player_view(S, None).victory_target == 5
    # the Pyramids: 12 cards in the standard game, 13 in the long variant
    std = _buyer(MYTH)
    assert q.cost(R, std, 0, "card", "pyramids") == 12
    lg = _buyer(LONG)
    assert q.cost(R, lg, 0, "card", "pyramids") == 13
    hand(lg, 0, **{g: 1 for g in R.commodities})
    lg = _buy(lg, 0, "pyramids", list(R.commodities))
    assert e.outcome(lg).reason == "pyramids"
    lg2 = _buyer(LONG)
    hand(lg2, 0, tax=12)
    with pytest.raises(IllegalAction):
        place(e, lg2, 0, item="card", card="pyramids")


def test_pyramids_for_twelve_in_the_standard_game():
    """mnm-it "Obbiettivo del gioco": "il primo a costruire le Piramidi (12 carte)" wins."""
    S = _buyer(MYTH)
    hand(S, 0, tax=12)
    S = _buy(S, 0, "pyramids", ["tax"] * 12)
    assert e.outcome(S).reason == "pyramids" and e.outcome(S).winners == [0]


# ---- free set-up in rounds ----------------------------------------------------------------------


def test_free_setup_five_rounds_of_nine_points():
    """#8 / #9 mnm-it "disposizione libera": "45 punti costruzione ... determinate l'ordine di
    costruzione a caso ... ogni giocatore costruisce per un totale di 9 punti ... finché ogni
    giocatore avrà costruito per 5 volte"; "DEVE piazzare almeno un marcatore di influenza nella
    sua capitale"; D9: the order is kept every round, unspent points are lost; #11: the roles by
    the counts after the set-up."""
    S = e.setup(3, {**MYTH, "setup": "advanced"}, 4)
    order = S.options["setup_order"]
    assert S.phase == "setup" and S.setup_round == 1 and S.points == 9 and S.active == order[0]
    from engines.mare_nostrum.state import EndTurn

    seat = S.active
    cap = q.capital_of(R, S, seat)
    with pytest.raises(IllegalAction):
        e.apply(S, seat, EndTurn())  # the capital's marker first
    S, _ = e.apply(S, seat, Build(item="influence", province=cap))
    assert S.points == 6
    S, _ = e.apply(S, seat, Build(item="legion", province=cap))
    S, _ = e.apply(S, seat, Build(item="legion", province=cap))
    assert S.points == 0
    with pytest.raises(IllegalAction):
        e.apply(S, seat, Build(item="legion", province=cap))  # 9 points a round
    S, _ = e.apply(S, seat, EndTurn())
    rounds_seen = []
    actors = []
    while S.phase == "setup":
        rounds_seen.append(S.setup_round)
        actors.append(S.active)
        assert S.points == 9  # a fresh 9 each time: what was not spent is lost
        s = S.active
        if S.provinces[q.capital_of(R, S, s)].owner != s:
            S, _ = e.apply(S, s, Build(item="influence", province=q.capital_of(R, S, s)))
        S, _ = e.apply(S, s, EndTurn())
    assert actors == order[1:] + order * 4 and rounds_seen == [1, 1] + [2] * 3 + [3] * 3 + [4] * 3 + [5] * 3
    assert S.setup_round == 0 and sorted(S.roles) == sorted(R.game.roles) and e.prompt(S).kind == "announce"


def test_free_setup_areas_atlantis_west_and_greece_aegean():
    """#8 mnm-it "disposizione libera": Greece "qualsiasi regione adiacente al mare Egeo"; Atlantis
    "le regioni più occidentali di Europa e Africa" (D8: Lusitania and Tingitana, and its
    islands); only the player's own hero (9 points), never a generic hero or Wonder (#9)."""
    S = e.setup(6, {**MYTH, "setup": "advanced"}, 2)
    a, g = seat_of(S, "atlantis"), seat_of(S, "greece")
    S.active, S.points = a, 9
    S, _ = e.apply(S, a, Build(item="influence", province="atlantis"))
    S.points = 9
    S, _ = e.apply(S, a, Build(item="influence", province="lusitania"))
    S.points = 9
    S, _ = e.apply(S, a, Build(item="influence", province="tingitana"))
    with pytest.raises(IllegalAction):
        e.apply(S, a, Build(item="influence", province="gallia"))
    S.points = 9
    with pytest.raises(IllegalAction):
        e.apply(S, a, Build(item="card", card="colossus"))
    S, _ = e.apply(S, a, Build(item="card", card="atlas"))
    assert S.players[a].cards == ["atlas"] and S.points == 0
    S.active, S.points = g, 9
    S, _ = e.apply(S, g, Build(item="influence", province="achaea"))
    S, _ = e.apply(S, g, Build(item="influence", province="cyclades"))
    assert S.provinces["cyclades"].owner == g


def test_free_setup_build_where_the_marker_was_just_placed_and_no_hero_powers():
    """#9 mnm-it FAQ "È necessario rispettare le regole di piazzamento ... disposizione libera?":
    a player may build in a province in the same round it placed the marker there; hero powers do
    not apply during the set-up ("Cesare" pays 3 for a legion, not 2)."""
    S = e.setup(6, {**MYTH, "setup": "advanced"}, 2)
    a, r = seat_of(S, "atlantis"), seat_of(S, "rome")
    S.active, S.points = a, 9
    S, _ = e.apply(S, a, Build(item="influence", province="atlantis"))
    S, _ = e.apply(S, a, Build(item="influence", province="lusitania"))
    S, _ = e.apply(S, a, Build(item="city", province="lusitania", site=0))
    assert S.provinces["lusitania"].cities == [True] and S.points == 0
    S.active, S.points = r, 9
    S.provinces["latium"].owner = r
    S, _ = e.apply(S, r, Build(item="card", card="julius_caesar"))
    S.points = 9
    S, _ = e.apply(S, r, Build(item="legion", province="latium"))
    assert S.points == 6
