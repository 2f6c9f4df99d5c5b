"""Olympus rules as pure functions over :class:`~engines.olympus.state.State` (rulebook:
shared/rules/olympus.it.txt).  Functions named ``do_*`` change the state they are given (apply.apply
copies it first); the others only read it.  The modules beside this one use these queries: setup.py,
moves.py (the legal actions), apply.py, destiny.py, flow.py, last.py.

Decisions on the rulebook's open points (each tested in tests/olympus):

- Movement: a player always pays the cheapest way to its destination (the route only matters by
  its cost), so an expansion names the settler and the destination, not the path.
- "Fuga: nel proprio turno un giocatore il cui gettone è sotto a quello di un altro giocatore può
  fuggire gratuitamente dal territorio" (rules 3): a covered settler leaves for free: the first
  space it enters out of that territory costs nothing, the rest of the move is paid as a move from
  there (it may come back to attack the same territory: out for free, back in paid).  Rules 1-2
  paid the whole move.
- A move may not end on a territory its own player controls (nothing in the rules gives it a
  purpose); it ends on an empty territory (control), a tribe's, or another player's (combat).
- "Democrazia: il giocatore vince tutti i pareggi (carte Olimpo e Destino, Spade)": with equal
  Swords, an attacker holding Democracy pays as if stronger (1), a defender holding it makes the
  attacker pay as if weaker (3); both or neither: 2.
- "Per costruire una meraviglia, il giocatore deve avere il numero esatto di simboli Stella"
  (rules 3): exactly that number.  Stars are never spent; the one-use Stars (Athena's, Star
  Destiny cards) are optional additions the player chooses to make up the exact count.  Rules 1-2
  read "at least" and spent the missing ones, Athena's before a Star card.
- The Cross is the mandatory end: no action may move a token past it, final or not.
- The Destiny deck, once empty, is the discard pile shuffled again (22 cards do not last a
  5-player game and the rules do not say).
- Prestige tokens lie face down but every one comes from a public event, so counts are public.
- A player with no legal action may pass (its game ends), like a player past the last Zeus space.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterable
from functools import cache

from engines import copier
from engines.olympus.data import DATA, RESOURCES, Discovery, Resource, copies
from engines.olympus.state import BARBARIANS, Pending, Player, State

TT = DATA.time_track
NEW_SETTLER = 2
DEVELOP_COST = 7
ARCHITECTURE_WONDER_COST = 5


# ---- reading the board -----------------------------------------------------------------------
def controller(S: State, t: str) -> int | None:
    """The side on top of territory ``t``'s stack (a seat or BARBARIANS), None if nobody."""
    st = S.stacks.get(t)
    return st[-1] if st else None


def controlled(S: State, seat: int) -> list[str]:
    return sorted(t for t, st in S.stacks.items() if st and st[-1] == seat)


def tokens(S: State, seat: int) -> Counter[str]:
    """The seat's Territory tokens by resource (its controlled territories): permanent, not spent."""
    return Counter(DATA.territory[t].resource for t in controlled(S, seat))


def star_tokens(S: State, seat: int) -> int:
    """Star tokens: controlled starred territories (their tribe is beaten, or it would be there)."""
    return sum(1 for t in controlled(S, seat) if DATA.territory[t].star)


def has(S: State, seat: int, discovery: str) -> bool:
    return discovery in S.players[seat].discoveries


def swords(S: State, seat: int) -> int:
    """Swords: the discoveries' plus Ares' 2 until the next Olympus card."""
    return sum(DATA.discovery[d].swords for d in S.players[seat].discoveries) + (2 if seat in S.ares else 0)


def zeus(S: State, seat: int) -> int:
    """Zeus symbols: the discoveries' plus the Zeus token of whoever controls Olympus."""
    n = sum(DATA.discovery[d].zeus for d in S.players[seat].discoveries)
    return n + (1 if controller(S, "olympos") == seat else 0)


def settlers_on_map(S: State, seat: int) -> int:
    return sum(st.count(seat) for st in S.stacks.values())


def next_seat(S: State) -> int | None:
    """Who acts: the player furthest behind on the time track, the top of a stack first
    (rulebook "IL GIOCO"); players whose game is over are skipped."""
    live = [i for i, p in enumerate(S.players) if not p.done]
    if not live:
        return None
    return min(live, key=lambda i: (S.players[i].pos, -S.players[i].stamp))


def past_last_zeus(S: State, p: Player) -> bool:
    """Whether ``p``'s next turn is the final one or a pass ("Fine della Partita").  Rules 3: on or
    past the last Zeus space: "gli altri giocatori continuano a giocare fino a quando raggiungono
    o oltrepassano l'ultima casella Zeus e possono scegliere se giocare la loro azione finale"
    (reaching and passing a Zeus space are alike everywhere in the rulebook).  Rules 1-2: past it
    only ("Quando un giocatore ha oltrepassato l'ultima casella Zeus")."""
    if S.rules >= 3:
        return p.pos >= TT.last_zeus
    return p.pos > TT.last_zeus


# ---- movement --------------------------------------------------------------------------------
def sea_cost(S: State, seat: int) -> int | None:
    """The cost of entering a sea space for ``seat``: 2, 1 less for each of Astronomy and
    Map-making; None under the Siren (no sea)."""
    if seat in S.siren:
        return None  # Siren: "non può entrare nelle zone di mare"
    return max(0, 2 - has(S, seat, "astronomy") - has(S, seat, "map_making"))


def neighbours(node: str) -> Iterable[str]:
    """The spaces next to ``node`` (a territory or a sea): its land neighbours and seas, or a
    sea's coasts and seas."""
    if node in DATA.territory:
        t = DATA.territory[node]
        return [*t.land, *t.seas]
    s = DATA.sea[node]
    return [*s.coasts, *s.seas]


def route_costs(S: State, seat: int, start: str | None, flee: bool = False) -> dict[str, int]:
    """The cheapest movement cost from ``start`` (a territory, or None for the northern zone) to
    every territory, after at least one step: entering land 1, sea 2 (Astronomy and Map-making
    1 less each; Siren: no sea), Cavalry: a run of land entries costs 1 in all.  The northern zone
    cannot be crossed: from it, the first step enters a northern territory.  ``flee``: the
    settler flees ``start`` (rules 3, "può fuggire gratuitamente dal territorio"): the first space
    entered costs nothing and the move goes on from it as a new one (a Cavalry run starts there)."""
    return _routes(start, sea_cost(S, seat), has(S, seat, "cavalry"), flee)


@cache
def _routes(start: str | None, sea: int | None, cavalry: bool, flee: bool = False) -> dict[str, int]:
    """route_costs for a start, a sea cost (None: no sea), Cavalry and a free first step (fleeing);
    it depends on nothing else, so it is computed once per combination (Dijkstra over (space, in a
    land run))."""
    best: dict[tuple[str, bool], int] = {}
    heap: list[tuple[int, str, bool]] = []

    def push(cost: int, node: str, land_run: bool) -> None:
        key = (node, land_run)
        if cost < best.get(key, 1 << 30):
            best[key] = cost
            heapq.heappush(heap, (cost, node, land_run))

    first = DATA.north_entry if start is None else list(neighbours(start))
    for n in first:
        if flee:
            # "fuggire gratuitamente": leaving costs nothing (the land run starts after it)
            if n in DATA.territory or sea is not None:
                push(0, n, False)
        elif n in DATA.territory:
            push(1, n, True)
        elif sea is not None:
            push(sea, n, False)
    while heap:
        cost, node, run = heapq.heappop(heap)
        if best.get((node, run)) != cost:
            continue
        for n in neighbours(node):
            if n in DATA.territory:
                push(cost + (0 if cavalry and run else 1), n, True)
            elif sea is not None:
                push(cost + sea, n, False)
    out: dict[str, int] = {}
    for (node, _), c in best.items():
        if node in DATA.territory and c < out.get(node, 1 << 30):
            out[node] = c
    return out


def attack_cost(S: State, seat: int, defender: int | None) -> int:
    """1, 2 or 3 action points by the Swords (tribes 0, barbarians 1), Democracy winning a tie."""
    mine = swords(S, seat)
    theirs = 0 if defender is None else 1 if defender == BARBARIANS else swords(S, defender)
    if mine > theirs:
        return 1
    if mine < theirs:
        return 3
    a_dem = has(S, seat, "democracy")
    d_dem = defender is not None and defender != BARBARIANS and has(S, defender, "democracy")
    return 1 if a_dem and not d_dem else 3 if d_dem and not a_dem else 2


def is_combat(S: State, seat: int, to: str) -> tuple[bool, int | None]:
    """Whether ending on ``to`` is a combat, and against whom (None: a tribe)."""
    if to in S.tribes:
        return True, None
    top = controller(S, to)
    if top is not None and top != seat:
        return True, top
    return False, None


def origins(S: State, seat: int) -> list[str]:
    """Where the seat's expansions may start: its settlers on the map, and a new settler
    ("new:north" or "new:<controlled territory>") while the personal stock has one."""
    out = sorted(t for t, st in S.stacks.items() if seat in st)
    if S.players[seat].reserve > 0:
        out += ["new:north"] + [f"new:{t}" for t in controlled(S, seat)]
    return out


def expand_costs(S: State, seat: int, origin: str) -> dict[str, int]:
    """Destination -> total action points of an expansion from ``origin`` (new settler, route,
    combat; Erinyes' +2 not included).  Empty when ``origin`` is not the seat's."""
    new = origin.startswith("new:")
    if new:
        if S.players[seat].reserve <= 0:
            return {}
        where = origin[4:]
        start: str | None = None if where == "north" else where
        if start is not None and controller(S, start) != seat:
            return {}
        base = 1 if has(S, seat, "medicine") else NEW_SETTLER
    else:
        if seat not in S.stacks.get(origin, []):
            return {}
        start, base = origin, 0
    out: dict[str, int] = {}
    covered_here = (not new) and controller(S, origin) != seat
    condemned = set(S.condemned)
    tribes = set(S.tribes)
    stacks = S.stacks
    attack: dict[int | None, int] = {}  # attack_cost by defender, counted once
    # rules 3: "Fuga: ... può fuggire gratuitamente dal territorio" (the first step out is free)
    flee = covered_here and S.rules >= 3
    for to, c in route_costs(S, seat, start, flee).items():
        if to in condemned:
            continue
        if to == origin and not covered_here:
            continue
        # is_combat, inlined: a tribe's territory, or another side on top
        st = stacks.get(to)
        top = st[-1] if st else None
        if to in tribes:
            defender: int | None = None
        elif top is not None and top != seat:
            defender = top
        elif top == seat:
            continue
        else:
            out[to] = base + c
            continue
        if defender not in attack:
            attack[defender] = attack_cost(S, seat, defender)
        out[to] = base + c + attack[defender]
    return out


# ---- development -----------------------------------------------------------------------------
def available_resources(S: State, seat: int) -> Counter[str]:
    """Territory tokens plus cubes: what can pay a discovery."""
    c = tokens(S, seat)
    c.update({r: n for r, n in S.players[seat].cubes.items() if n})
    return c


def _need(d: Discovery, groups: tuple[str, ...]) -> Counter[str] | None:
    cost = d.cost
    if len(groups) != len(cost.groups):
        return None
    if len(set(groups)) != len(groups) or any(g in cost.groups_not or g not in RESOURCES for g in groups):
        return None
    need: Counter[str] = Counter(cost.explicit)
    for size, r in zip(cost.groups, groups):
        need[r] += size
    return need


def cubes_to_spend(
    S: State, seat: int, d: Discovery, groups: tuple[str, ...], tok: Counter[str] | None = None
) -> dict[str, int] | None:
    """The cubes the seat spends for ``d`` paid with ``groups`` (Territory tokens first, they are
    kept), or None if it cannot pay that way.  ``tok``: the seat's tokens, if already counted."""
    need = _need(d, groups)
    if need is None:
        return None
    tok = tokens(S, seat) if tok is None else tok
    cubes = S.players[seat].cubes
    spend: dict[str, int] = {}
    for r, n in need.items():
        short = n - tok.get(r, 0)
        if short > 0:
            if cubes.get(r, 0) < short:
                return None
            spend[r] = short
    return spend


def payments(S: State, seat: int, d: Discovery, tok: Counter[str] | None = None) -> list[tuple[str, ...]]:
    """Every distinct way (by the cubes spent) to pay ``d``: the group types, cheapest first.
    ``tok``: the seat's tokens, if already counted."""
    import itertools

    options: dict[tuple[tuple[str, int], ...], tuple[str, ...]] = {}
    free = [r for r in RESOURCES if r not in d.cost.groups_not]
    tok = tokens(S, seat) if tok is None else tok
    have = tok + Counter({r: n for r, n in S.players[seat].cubes.items() if n > 0})
    if any(have.get(r, 0) < n for r, n in d.cost.explicit.items()) or sum(have.values()) < d.cost.size:
        return []
    for groups in itertools.permutations(free, len(d.cost.groups)):
        spend = cubes_to_spend(S, seat, d, groups, tok)
        if spend is not None:
            key = tuple(sorted(spend.items()))
            options.setdefault(key, groups)
    return [options[k] for k in sorted(options, key=lambda k: (sum(n for _, n in k), k))]


def discovery_column(S: State, d: Discovery) -> int | None:
    """The column of ``d``'s pile on the development board (None if not in this game)."""
    for col, pile in enumerate(S.piles.get(d.row, [])):
        if d.id in pile:
            return col
    return None


def discovery_cost(S: State, seat: int, d: Discovery) -> int:
    """7 action points, 2 less per Money / Agriculture tile of the seat whose resource ``d``
    explicitly requires (not the grey squares)."""
    explicit = {str(r): n for r, n in d.cost.explicit.items()}
    cut = sum(2 for r in S.players[seat].discounts if explicit.get(r, 0) > 0)
    return max(0, DEVELOP_COST - cut)


def can_discover(S: State, seat: int, d: Discovery) -> bool:
    if has(S, seat, d.id) or discovery_column(S, d) is None:
        return False
    return bool(payments(S, seat, d))


def wonder_column(S: State, wonder: str) -> int | None:
    return S.wonders.index(wonder) if wonder in S.wonders else None


def wonder_stars(S: State, seat: int, column: int) -> tuple[int, int]:
    """(Stars the seat has toward the wonder in ``column`` without one-use ones, one-use Stars:
    Athena's and Star Destiny cards).  Stars: Star tokens, Architecture and Engineering, each
    own bonus token in that column (rulebook "2) Meraviglie")."""
    p = S.players[seat]
    n = star_tokens(S, seat) + has(S, seat, "architecture") + has(S, seat, "engineering")
    for row in S.bonus.values():
        if column < len(row):
            n += row[column].count(seat)
    return n, p.athena_star + p.hand.count("star")


def wonder_cost(S: State, seat: int) -> int:
    return ARCHITECTURE_WONDER_COST if has(S, seat, "architecture") else DEVELOP_COST


def can_build_wonder(S: State, seat: int, wonder: str) -> bool:
    """Whether the seat has the Stars for ``wonder`` (still in the row): rules 3, exactly its
    number with some of its one-use Stars (:func:`wonder_uses`); rules 1-2, at least."""
    if S.rules >= 3:
        return bool(wonder_uses(S, seat, wonder))
    col = wonder_column(S, wonder)
    if col is None:
        return False
    fixed, once = wonder_stars(S, seat, col)
    return fixed + once >= DATA.wonder[wonder].stars


def wonder_uses(S: State, seat: int, wonder: str) -> list[tuple[int, int]]:
    """Rules 3: the ways to build ``wonder`` with exactly its number of Stars, as (Athena's Stars,
    Star cards) used beside the seat's Stars (rulebook "2) Meraviglie": "il giocatore deve avere
    il numero esatto di simboli Stella"; the one-use Stars are optional, "Il giocatore può
    scartare questa carta per costruire una Meraviglia", Athena's "può essere utilizzata solo per
    costruire una Meraviglia").  Athena's first.  Empty: it cannot build it (not in the row, too
    few Stars, or more Stars than the wonder's without counting a one-use one)."""
    col = wonder_column(S, wonder)
    if col is None:
        return []
    fixed, _ = wonder_stars(S, seat, col)
    short = DATA.wonder[wonder].stars - fixed
    if short < 0:
        return []
    p = S.players[seat]
    cards = p.hand.count("star")
    return [(a, short - a) for a in range(min(short, p.athena_star), -1, -1) if short - a <= cards]


# ---- time ------------------------------------------------------------------------------------
def action_points(S: State, seat: int, cost: int) -> int:
    """The cost with Erinyes' +2 when it weighs on this action."""
    return cost + (2 if S.players[seat].erinyes else 0)


def fits(S: State, seat: int, cost: int) -> bool:
    """Whether paying ``cost`` (hourglasses first) keeps the token at or before the Cross."""
    p = S.players[seat]
    return p.pos + max(0, action_points(S, seat, cost) - p.hourglasses) <= TT.cross


def do_pay_time(S: State, seat: int, cost: int) -> tuple[int, int]:
    """Pay an action: hourglasses first ("deve essere usato prima"), then the token moves forward
    and lands on top of a stack there.  Notes the Zeus spaces reached or passed (Destiny draws;
    Olympus cards at the first arrival, and at the last on a double space).  Returns (hourglasses
    spent, spaces moved)."""
    p = S.players[seat]
    total = action_points(S, seat, cost)
    p.erinyes = False
    glass = min(p.hourglasses, total)
    p.hourglasses -= glass
    steps = total - glass
    if steps <= 0:
        return glass, 0
    old, p.pos = p.pos, p.pos + steps
    S.stamp += 1
    p.stamp = S.stamp
    for z in TT.zeus_spaces:
        if old < z <= p.pos:
            arrived = S.reached.setdefault(z, [])
            arrived.append(seat)
            S.draws += 1
            if len(arrived) == 1 or (z in TT.zeus_double and len(arrived) == S.n):
                S.reveals.append(z)
    return glass, steps


# ---- changing the board ----------------------------------------------------------------------
def copy_state(S: State) -> State:
    """A copy of ``S`` sharing nothing mutable with it (engines/copier.py: the engines' one
    copier, planned from the annotations; ``apply`` makes one per action)."""
    return copier.clone(S)


def do_leave(S: State, seat: int, t: str) -> None:
    """Take one of the seat's settlers out of ``t`` (the top one if it controls ``t``, else its
    highest covered one); control passes to the next token down."""
    st = S.stacks[t]
    i = len(st) - 1 - st[::-1].index(seat)
    del st[i]
    if not st:
        del S.stacks[t]


def do_expand(S: State, seat: int, origin: str, to: str) -> tuple[bool, int | None]:
    """Move (or place and move) the settler and settle or fight at ``to``; returns (combat,
    defender: a seat, BARBARIANS or None for a tribe).  The defending player gets 1 hourglass."""
    fight, defender = is_combat(S, seat, to)
    if origin.startswith("new:"):
        S.players[seat].reserve -= 1
    else:
        do_leave(S, seat, origin)
    if to in S.tribes:
        S.tribes.remove(to)
    S.stacks.setdefault(to, []).append(seat)
    if fight and defender is not None and defender != BARBARIANS:
        S.players[defender].hourglasses += 1
    return fight, defender


def draw_destiny(S: State) -> str | None:
    """The top Destiny card (the discard pile shuffled into a new deck when empty)."""
    if not S.destiny_deck and S.destiny_discard:
        S.destiny_deck = S.rng.shuffled(S.destiny_discard)
        S.destiny_discard = []
    return S.destiny_deck.pop(0) if S.destiny_deck else None


def do_take_bonus(S: State, seat: int, kind: str) -> None:
    """Bonus A: a settler from the general stock; B: 2 hourglasses; C: a gold cube; D: 2 prestige."""
    p = S.players[seat]
    if kind == "A" and p.general > 0:
        p.general -= 1
        p.reserve += 1
    elif kind == "B":
        p.hourglasses += 2
    elif kind == "C":
        p.cubes["gold"] = p.cubes.get("gold", 0) + 1
    elif kind == "D":
        p.prestige += 2


def free_bonus_spaces(S: State, row: str, column: int) -> list[int]:
    """Indexes of the bonus spaces still free under a discovery: red and green have a third
    (grey) space only in the 5-player game; purple none."""
    spaces = S.bonus.get(row, [])
    if column >= len(spaces):
        return []
    usable = 3 if S.n == 5 and row in ("red", "green") else 2
    return [i for i, who in enumerate(spaces[column][:usable]) if who is None]


def olympus_targets(S: State, card: str, extra: dict[int, int]) -> list[int]:
    """Who an Olympus card affects: beneficial, the most Zeus symbols (at least 1); detrimental,
    the fewest; ties: all of them, unless Democracy wins the tie ("vince tutti i pareggi").
    ``extra``: Zeus Destiny cards played for this card."""
    kind = next(c.kind for c in DATA.olympus_cards if c.id == card)
    z = {s: zeus(S, s) + extra.get(s, 0) for s in range(S.n)}
    if kind == "beneficial":
        top = max(z.values())
        if top < 1:
            return []
        tied = [s for s in range(S.n) if z[s] == top]
        dem = [s for s in tied if has(S, s, "democracy")]
        return dem if dem and len(tied) > 1 else tied
    low = min(z.values())
    tied = [s for s in range(S.n) if z[s] == low]
    dem = [s for s in tied if has(S, s, "democracy")]
    if dem and len(dem) < len(tied):
        return [s for s in tied if s not in dem]
    return tied


def clockwise_from(S: State, first: int, seats: list[int]) -> list[int]:
    return sorted(seats, key=lambda s: (s - first) % S.n)


def do_olympus(S: State, card: str, drawer: int, extra: dict[int, int]) -> list[int]:
    """Apply an Olympus card; returns the seats affected.  Decisions (Artemis' cube, Hades'
    settler) are queued clockwise from the drawer (rulebook "Carte Olimpo")."""
    S.ares, S.siren = [], []  # until the next Olympus card
    who = olympus_targets(S, card, extra)
    for s in who:
        p = S.players[s]
        if card == "zeus":
            p.prestige += 3
        elif card == "hecate" and p.general > 0:
            p.general -= 1
            p.reserve += 1
        elif card == "athena":
            p.athena_star += 1
        elif card == "keres":
            p.keres += 2
        elif card == "nemesis":
            S.destiny_discard += p.hand
            p.hand = []
        elif card == "erinyes":
            p.erinyes = True
    if card == "ares":
        S.ares = list(who)
    elif card == "siren":
        S.siren = list(who)
    elif card in ("artemis", "hades"):
        for s in clockwise_from(S, drawer, who):
            if card == "artemis":
                S.pending.append(Pending(kind="artemis", seats=[s], options=list(RESOURCES)))
            elif settlers_on_map(S, s):
                S.pending.append(Pending(kind="hades", seats=[s], options=sorted(t for t, st in S.stacks.items() if s in st)))
    return who


# ---- scoring ---------------------------------------------------------------------------------
def score(S: State, seat: int) -> dict[str, int]:
    """The prestige of each source ("Sommare il prestigio dei giocatori")."""
    p = S.players[seat]
    disc = p.discoveries
    out = {
        "track": TT.end_points.get(p.pos, 0),
        "tokens": p.prestige,
        "territories": sum(2 if DATA.territory[t].atlantis else 1 for t in controlled(S, seat)),
        "discoveries": 2 * len(disc) + (3 if "poetry" in disc else 0) + (5 if "philosophy" in disc else 0),
        "science": len(disc) if "science" in disc else 0,
        "city": settlers_on_map(S, seat) if "city" in disc else 0,
        "absolutism": 2 * sum(DATA.discovery[d].swords for d in disc) if "absolutism" in disc else 0,
        "engineering": 3 * star_tokens(S, seat) if "engineering" in disc else 0,
        "wonders": sum(DATA.wonder[w].pp for w in p.wonders),
        "keres": -p.keres,
        "destiny": len(p.hand),
    }
    return out


def total(S: State, seat: int) -> int:
    return sum(score(S, seat).values())


def winners(S: State) -> list[int]:
    """Most prestige; a tie goes to the most discovery and wonder tiles; still tied: shared."""
    key = {s: (total(S, s), len(S.players[s].discoveries) + len(S.players[s].wonders)) for s in range(S.n)}
    best = max(key.values())
    return [s for s in range(S.n) if key[s] == best]


def initial_cubes(n: int, draw: list[Resource]) -> list[Resource]:
    """The starting cubes, one per seat ("Prendente 4 diversi cubi risorsa"; 5 players: one of
    each type and a fifth at random; 2 and 3 players: different random types).  ``draw``: the four
    types shuffled, then one more random type (for 5 players)."""
    if n == 5:
        return draw[:5]
    return draw[:n]


def board_setup(S: State) -> None:
    """Fill the development board for ``S.n`` players from ``S.rng`` (rulebook "Preparazione" and
    "VARIANTI"): each row's discovery types shuffled into its columns, ``copies`` tiles a pile;
    2 players: 4 of the 5 types of each row and 4 of the 5 wonders, the fifth column unused."""
    cols = 4 if S.n == 2 else 5
    for row in ("red", "yellow", "green", "blue", "purple"):
        kinds = [d for d in DATA.discoveries if d.row == row]
        chosen = S.rng.shuffled([d.id for d in kinds])[:cols]
        S.piles[row] = [[d] * copies(DATA.discovery[d], S.n) for d in chosen]
        for d in chosen:
            dd = DATA.discovery[d]
            if dd.discount_resources:
                # the two tiles show different resources; the buyer picks one.  2 players: "entrambe
                # le tessere ... saranno messe in gioco ... può scegliere quale ... l'altra viene scartata"
                S.discount_tiles[d] = list(dd.discount_resources)
        if row in DATA.bonus_layout:
            S.bonus[row] = [[None] * len(DATA.bonus_layout[row][c]) for c in range(cols)]
    S.wonders = list(S.rng.shuffled([w.id for w in DATA.wonders])[:cols])
