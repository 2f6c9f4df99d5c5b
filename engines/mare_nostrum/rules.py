"""Board queries shared by the engine, the view and the automatic player (pure functions).

Rule sources are cited as (mare-nostrum.it.txt, section).
"""

from __future__ import annotations

from collections import Counter, deque

from engines.mare_nostrum import mythology_data
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.state import NEUTRAL_BASE, Prov, State

BUILDINGS = ("city", "caravan", "temple", "market")


def is_seat(side: int | None) -> bool:
    return side is not None and 0 <= side < NEUTRAL_BASE


def side_civ(R: Rules, S: State, side: int) -> str:
    if is_seat(side):
        return S.players[side].civ
    return R.game.civilization_order[side - NEUTRAL_BASE]


def neutral_side(R: Rules, civ: str) -> int:
    return NEUTRAL_BASE + R.game.civilization_order.index(civ)


def land_sides(P: Prov) -> list[int]:
    """Sides with legions or fortresses in the province (unlaunched triremes are ignored:
    FAQ "Cirenaica": "una triremi non varata ... viene semplicemente ignorata")."""
    return sorted(
        {s for s, n in P.legions.items() if n > 0} | {s for s, n in P.fortresses.items() if n > 0}
        | {s for s, n in P.creatures.items() if n > 0}  # Mythology: creatures are land units
    )


def enemies(P: Prov, side: int) -> list[int]:
    return [s for s in land_sides(P) if s != side]


def at_war(P: Prov) -> bool:
    """Land units of two or more sides ("In Guerra", Fase Militare B.1)."""
    return len(land_sides(P)) >= 2


def capital_of(R: Rules, S: State, seat: int) -> str:
    return R.game.civilizations[S.players[seat].civ].capital


def is_player_capital(R: Rules, S: State, pid: str) -> bool:
    civ = R.provinces[pid].capital_of
    return civ is not None and any(p.civ == civ for p in S.players)


def held_cards(S: State, seat: int) -> list[str]:
    return S.players[seat].cards


def effects(R: Rules, S: State, seat: int, effect_id: str) -> list[dict]:
    """The effects ``effect_id`` of ``seat``'s heroes and Wonders (dumped), with those of the hero
    Castor & Pollux copy (D19: the copied card stays its owner's; only its powers are shared)."""
    out = []
    for c in S.players[seat].cards + copied_hero(S, seat):
        for e in R.special[c].effects:
            if e.id == effect_id:
                out.append(e.model_dump())
    return out


def copied_hero(S: State, seat: int) -> list[str]:
    """[the hero ``seat`` copies with Castor & Pollux] while an opponent owns it, else []."""
    c = S.players[seat].copies
    if c is None or "castor_and_pollux" not in S.players[seat].cards:
        return []
    return [c] if any(c in pl.cards for i, pl in enumerate(S.players) if i != seat) else []


def has(R: Rules, S: State, seat: int, effect_id: str) -> bool:
    return bool(effects(R, S, seat, effect_id))


def cost(R: Rules, S: State, seat: int, item: str, card: str | None = None) -> int:
    """Cards needed for ``item`` (cost table; hero/wonder discounts are not cumulative: the best
    single one applies, Mythology "queste riduzioni non sono cumulative")."""
    if item == "card":
        assert card is not None
        sc = R.special[card]
        if card == "pyramids" and S.options.get("victory") == "long":
            # Mythology's long variant (mnm-it "Obbiettivo del gioco"): "il costo delle piramidi
            # in 13 carte" (§8, D28)
            c = LONG_VICTORY["pyramids_cost"]
        else:
            c = sc.cost if sc.cost is not None else R.game.costs[sc.kind]
        # Imhotep (Mythology): "le Meraviglie costano 1 carta in meno" (the Pyramids too, not heroes)
        for e in effects(R, S, seat, "cost_delta"):
            if e.get("kind") == sc.kind:
                c += int(e["amount"])
        return c
    best = R.game.costs["phoenix_rebirth" if item == "rebirth" else item]
    for e in effects(R, S, seat, "cost"):
        if item in e["items"]:
            best = min(best, int(e["items"][item]))
    return best


def role_bonus(R: Rules, S: State, seat: int, role: str) -> int:
    """Bonus points towards ``role``: the hero cards' ``role_bonus`` effects (Agamemnon, Solomon,
    Archimedes; Mythology's Moses) plus ``State.role_bonuses`` (effects that are not hero cards:
    Athena's +2, mnm-it "fasi di un turno" Nota)."""
    extra = S.role_bonuses.get(seat, {}).get(role, 0) if S.role_bonuses else 0
    return extra + sum(int(e["amount"]) for e in effects(R, S, seat, "role_bonus") if e["role"] == role)


#: Mythology's victory targets (mnm-it "Obbiettivo del gioco"; data ``victory`` in mythology.yaml):
#: the standard game and the long variant (option ``victory: long``, D28)
STANDARD_VICTORY = {"heroes_and_wonders": 4, "pyramids_cost": 12}
LONG_VICTORY = {"heroes_and_wonders": 5, "pyramids_cost": 13}


def victory_cards(S: State) -> int:
    """Heroes and/or Wonders needed to win: 4, or 5 in Mythology's long variant
    (``S.options["victory"] == "long"``, mnm-it "Obbiettivo del gioco")."""
    return LONG_VICTORY["heroes_and_wonders"] if S.options.get("victory") == "long" else STANDARD_VICTORY["heroes_and_wonders"]


def roles_victory(S: State) -> int | None:
    """Mythology's 3 role cards variant (option ``roles_victory: true``; mnm-it "alcuni consigli
    strategici": "Invece dell'usuale condizione di vittoria, qualsiasi giocatore che controlla per
    una volta 3 delle carte ruolo vince immediatamente il gioco"; D39): the number of role cards
    held at once that wins (3, data ``victory.roles_variant``), else None (the usual victory)."""
    return mythology_data.load().victory.roles_variant if S.options.get("roles_victory") is True else None


def creatures_on_board(S: State, seat: int) -> int:
    """Mythology: ``seat``'s creatures standing on the board (``Prov.creatures``; a Kraken at sea
    or a diving Kraken is counted by the creatures module, not here)."""
    return sum(P.creatures.get(seat, 0) for P in S.provinces.values() if P.creatures)


def fortress_limit(R: Rules, S: State, seat: int) -> int:
    lim = [int(e["amount"]) for e in effects(R, S, seat, "fortresses_per_province")]
    return max([1, *lim])


def on_board_all(S: State) -> dict[int, dict[str, int]]:
    """:func:`on_board` of every seat, in one pass over the board."""
    out = {s: {"legions": 0, "triremes": 0, "fortresses": 0, "influence": 0, "creatures": 0} for s in range(S.n)}
    for P in S.provinces.values():
        for s, n in P.creatures.items():
            if s in out:
                out[s]["creatures"] += n
        for s, n in P.legions.items():
            if s in out:
                out[s]["legions"] += n
        for s, n in P.fortresses.items():
            if s in out:
                out[s]["fortresses"] += n
        for s, n in P.new_triremes.items():
            if s in out:
                out[s]["triremes"] += n
        if P.owner in out:
            out[P.owner]["influence"] += 1
    for sea in S.seas.values():
        for s, n in sea.items():
            if s in out:
                out[s]["triremes"] += n
    for sea in S.sea_creatures.values():
        for s, n in sea.items():
            if s in out:
                out[s]["creatures"] += n
    return out


def on_board(S: State, seat: int) -> dict[str, int]:
    """Pieces of ``seat`` on the board: legions, triremes (at sea and unlaunched), fortresses,
    influence markers, creatures (Mythology; a pawn on the creature card is not on the board)."""
    leg = tri = fort = inf = cre = 0
    for P in S.provinces.values():
        cre += P.creatures.get(seat, 0)
        leg += P.legions.get(seat, 0)
        fort += P.fortresses.get(seat, 0)
        tri += P.new_triremes.get(seat, 0)
        inf += P.owner == seat
    for sea in S.seas.values():
        tri += sea.get(seat, 0)
    for sea in S.sea_creatures.values():
        cre += sea.get(seat, 0)
    return {"legions": leg, "triremes": tri, "fortresses": fort, "influence": inf, "creatures": cre}


def reserve(R: Rules, S: State, seat: int) -> dict[str, int]:
    """Pieces left in reserve; creature pawns on the creature card are not in reserve (D15)."""
    ob = on_board(S, seat)
    out = {k: R.game.pieces_per_player.get(k, 0) - ob[k] for k in ob}
    out["creatures"] -= S.players[seat].on_card
    return out


def holdings(S: State) -> dict[int, Counter]:
    """Per seat: cities, temples, caravans, markets it draws income from ("nelle sue province";
    a legion occupying a building counts for the occupier, FAQ "Nota: Nel calcolare i Ruoli")."""
    out: dict[int, Counter] = {i: Counter(cities=0, caravans=0, temples=0, markets=0) for i in range(S.n)}
    for P in S.provinces.values():
        owner = P.owner
        for built, occ in zip(P.cities, P.city_occ):
            h = occ if occ is not None else owner
            if built and h in out:
                out[h]["cities"] += 1
        for built, occ in zip(P.caravans, P.caravan_occ):
            h = occ if occ is not None else owner
            if built and h in out:
                out[h]["caravans"] += 1
        if P.temple:
            h = P.temple_occ if P.temple_occ is not None else owner
            if h in out:
                out[h]["temples"] += 1
        if P.market:
            h = P.market_occ if P.market_occ is not None else owner
            if h in out:
                out[h]["markets"] += 1
    return out


def role_counts(R: Rules, S: State, board: dict[int, dict[str, int]] | None = None) -> dict[int, dict[str, int]]:
    """Raw counts and role scores (with Agamemnon / Solomon / Archimedes bonuses); ``board`` is
    :func:`on_board_all` when already computed."""
    hold = holdings(S)
    if board is None:
        board = on_board_all(S)
    out = {}
    for seat in range(S.n):
        ob = board[seat]
        h = hold[seat]
        c = {
            "caravans_markets": h["caravans"] + h["markets"],
            "cities_temples": h["cities"] + h["temples"],
            # Mythology: "legioni, trireme, creature e fortezze" (creatures on the board only)
            "military_units": ob["legions"] + ob["triremes"] + ob["fortresses"] + ob.get("creatures", 0),
        }
        c["director_of_commerce"] = c["caravans_markets"] + role_bonus(R, S, seat, "director_of_commerce")
        c["political_leader"] = c["cities_temples"] + role_bonus(R, S, seat, "political_leader")
        c["military_leader"] = c["military_units"] + role_bonus(R, S, seat, "military_leader")
        if "high_priest" in R.game.roles:
            # Mythology: "Alto Prete: il giocatore con più templi e mercati" (mnm-it roles)
            c["temples_markets"] = h["temples"] + h["markets"]
            c["high_priest"] = c["temples_markets"] + role_bonus(R, S, seat, "high_priest")
        out[seat] = c
    return out


def fleet_seas(S: State, seat: int) -> set[str]:
    return {sid for sid, sides in S.seas.items() if sides.get(seat, 0) > 0}


def chain_reach(R: Rules, S: State, seat: int, pid: str) -> set[str]:
    """Provinces joined to ``pid`` by an unbroken chain of ``seat``'s triremes at sea
    (Movimento delle Legioni; FAQ "Due province unite da una catena di triremi sono considerate
    adiacenti? Sì, sia per il movimento delle legioni che per il piazzamento")."""
    fleet = fleet_seas(S, seat)
    start = [s for s in R.coasts[pid] if s in fleet]
    seen = set(start)
    dq = deque(start)
    while dq:
        s = dq.popleft()
        for t in R.sea_links[s]:
            if t in fleet and t not in seen:
                seen.add(t)
                dq.append(t)
    out: set[str] = set()
    for s in seen:
        out.update(R.shores[s])
    out.discard(pid)
    return out


def neighbours(R: Rules, S: State, seat: int, pid: str) -> set[str]:
    """Land neighbours plus trireme-chain neighbours of ``pid`` for ``seat``; Moses (Mythology,
    D30) adds the far side of a strait (Messina, the Bosporus, the Pillars of Hercules)."""
    out = set(R.land[pid]) | chain_reach(R, S, seat, pid)
    if is_seat(seat) and has(R, S, seat, "cross_straits"):
        out |= strait_partners(R, pid)
    if is_seat(seat) and S.phase == "military" and has(R, S, seat, "sea_bridge"):
        for s in bridge_seas(R, S, seat, pid):
            out |= set(R.shores[s])
        out.discard(pid)
    return out


def bridge_seas(R: Rules, S: State, seat: int, pid: str) -> list[str]:
    """Aeneas (Mythology, D16): the sea spaces next to ``pid`` his units may cross without
    triremes -- any one, until he has used one this turn ("lo spazio è lo stesso per tutto il
    turno"; ``Player.used`` holds "aeneas:<sea>")."""
    chosen = [u.split(":", 1)[1] for u in S.players[seat].used if u.startswith("aeneas:")]
    return [s for s in R.coasts[pid] if not chosen or s in chosen]


def strait_partners(R: Rules, pid: str) -> set[str]:
    """Provinces across a strait from ``pid`` (``map.straits``, only those of the boards in play)."""
    out: set[str] = set()
    for st in R.map.straits:
        if pid in st.provinces and all(p in R.provinces for p in st.provinces):
            out |= {p for p in st.provinces if p != pid}
    return out


def hand_size(S: State, seat: int) -> int:
    return sum(S.players[seat].hand.values())


def goods_types(hand: dict[str, int]) -> list[str]:
    return sorted(c for c, n in hand.items() if n > 0 and c != "tax")


def can_pay(hand: dict[str, int], amount: int) -> bool:
    """A combination of ``amount`` cards exists: only tax cards, or only different goods
    (Fase Costruzione, "Una combinazione di Carte Risorsa è composta alternativamente di")."""
    return amount == 0 or hand.get("tax", 0) >= amount or len(goods_types(hand)) >= amount


def remove_cards(hand: dict[str, int], cards: list[str]) -> None:
    for c in cards:
        hand[c] -= 1
        if hand[c] == 0:
            del hand[c]


def add_cards(hand: dict[str, int], cards: list[str]) -> None:
    for c in cards:
        hand[c] = hand.get(c, 0) + 1


def occupied_by_other(P: Prov, seat: int) -> bool:
    occ = [*P.city_occ, *P.caravan_occ, P.temple_occ, P.market_occ, P.convert_by]
    return any(o is not None and o != seat for o in occ)


def buildings_in(P: Prov) -> list[str]:
    out = [f"city:{i}" for i, b in enumerate(P.cities) if b]
    out += [f"caravan:{i}" for i, b in enumerate(P.caravans) if b]
    if P.temple:
        out.append("temple")
    if P.market:
        out.append("market")
    return out


def occupant(P: Prov, building: str) -> int | None:
    kind, _, idx = building.partition(":")
    if kind == "city":
        return P.city_occ[int(idx)]
    if kind == "caravan":
        return P.caravan_occ[int(idx)]
    if kind == "temple":
        return P.temple_occ
    return P.market_occ


def set_occupant(P: Prov, building: str, side: int | None) -> None:
    kind, _, idx = building.partition(":")
    if kind == "city":
        P.city_occ[int(idx)] = side
    elif kind == "caravan":
        P.caravan_occ[int(idx)] = side
    elif kind == "temple":
        P.temple_occ = side
    else:
        P.market_occ = side


def assignments(P: Prov, side: int) -> list[str]:
    """Buildings (and "influence" for a conversion) where ``side`` has placed a legion."""
    out = [b for b in buildings_in(P) if occupant(P, b) == side]
    if P.convert_by == side:
        out.append("influence")
    return out


def normalize(P: Prov, war_clears: bool = True) -> None:
    """Drop occupations and conversions that no longer hold: the occupier left, lost legions,
    owns the province, or (after a battle, ``war_clears``) the province is at war (FAQ: "Se non elimini completamente
    l'attaccante, l'occupazione o la conversione non potranno avere luogo")."""
    sides = {o for o in [*P.city_occ, *P.caravan_occ, P.temple_occ, P.market_occ, P.convert_by] if o is not None}
    war = war_clears and at_war(P)
    for side in sides:
        assigned = assignments(P, side)
        keep = P.legions.get(side, 0) + P.creatures.get(side, 0)  # a creature occupies like a legion
        if war or side == P.owner:
            keep = 0
        # drop doubling buildings first, then caravans, cities, the conversion
        order = sorted(assigned, key=lambda b: {"temple": 0, "market": 0, "caravan": 1, "city": 2, "influence": 3}[b.split(":")[0]])
        for b in order[: max(0, len(assigned) - keep)]:
            if b == "influence":
                P.convert_by = None
            else:
                set_occupant(P, b, None)


def free_setup_points(R: Rules, S: State) -> int:
    """Construction points of one setup turn: the base's 36 at once (Disposizione Avanzata), or
    Mythology's 9 per round for 5 rounds (disposizione libera: "per un totale di 9 punti ...
    finché ogni giocatore avrà costruito per 5 volte"; 5 x 9 = 45; D9: unspent points of a round
    are lost)."""
    if R.game.expansion == "mythology":
        return mythology_data.load().free_setup.points_per_round
    return R.game.advanced_setup.points


def free_setup_rounds(R: Rules) -> int:
    """Rounds of the advanced / free setup: 1 in the base game, 5 in Mythology."""
    return mythology_data.load().free_setup.rounds if R.game.expansion == "mythology" else 1
