"""Olympus's set-up (rulebook "PREPARAZIONE"): the board, the decks, the start stack and the first
cubes, then the set-up choices the players make (the condemned territories, the 2-player
barbarians)."""

from __future__ import annotations

from engines.olympus import rules as q
from engines.olympus.data import DATA, RESOURCES
from engines.olympus.state import BARBARIANS, Pending, Player, State
from engines.rng import Rng

#: the number of players a game takes
MIN_SEATS = 2
MAX_SEATS = 5
#: territories condemned per resource at setup ("condanna" 8 / 4 / 12)
CONDEMN_PER_TYPE = {2: 3, 3: 3, 4: 2, 5: 1}


def new_game(seats: int, seed: int, rules: int) -> State:
    """The set-up under rules ``rules``; ValueError for a number of seats out of 2 to 5.  Who
    condemns: rulebook "PREPARAZIONE": "Il giocatore il cui gettone si trova in fondo alla pila
    ... condanna 8 territori" (4 players); "Con 5 giocatori" / "Con 3 giocatori" / "Con 2
    giocatori": "Il giocatore che ha il gettone in cima alla pila all'inizio della partita elimina
    ..." (rules 2; rules 1 took the bottom always)."""
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"Olympus is for 2 to 5 players, not {seats}")
    rng = Rng(seed=seed)
    S = State(n=seats, rng=rng, players=[Player() for _ in range(seats)], rules=rules)
    # the start stack in a random order: the top one plays first
    for stamp, s in enumerate(rng.shuffled(range(seats)), start=1):
        S.players[s].stamp = stamp
    S.stamp = seats
    q.board_setup(S)
    S.destiny_deck = rng.shuffled([c.id for c in DATA.destiny_cards for _ in range(c.count)])
    cards = rng.shuffled([c.id for c in DATA.olympus_cards])
    for z in DATA.time_track.zeus_spaces:
        k = 2 if z in DATA.time_track.zeus_double else 1
        S.olympus[z], cards = cards[:k], cards[k:]
    cubes = q.initial_cubes(seats, rng.shuffled(list(RESOURCES)) + [rng.choice(list(RESOURCES))])
    for s, r in zip(rng.shuffled(range(seats)), cubes):
        S.players[s].cubes[r] = S.players[s].cubes.get(r, 0) + 1
    bottom = min(range(seats), key=lambda s: S.players[s].stamp)
    top = max(range(seats), key=lambda s: S.players[s].stamp)
    who = top if rules >= 2 and seats != 4 else bottom
    S.pending.append(Pending(kind="condemn", seats=[who], count=4 * CONDEMN_PER_TYPE[seats]))
    return S


def condemnable(S: State) -> list[str]:
    """Territories still open to condemnation.  Olympos (stone, the Zeus token): no rule
    spares it ("condanna 8 territori", only the Stars are limited), so under rules 2 it may be
    condemned like any stone territory (the Zeus token then stays out of the game); rules 1
    never offered it (docs/olympus-rules.md O3)."""
    per = CONDEMN_PER_TYPE[S.n]
    done = [DATA.territory[t] for t in S.condemned]
    out = []
    for t in DATA.territories:
        if t.id in S.condemned or (t.zeus and S.rules < 2):
            continue
        same = [d for d in done if d.resource == t.resource]
        if len(same) >= per:
            continue
        # "non può condannare due territori di uno stesso tipo contenenti entrambi una stella"
        if t.star and any(d.star for d in same):
            continue
        out.append(t.id)
    return out


def barbarian_spots(S: State) -> list[str]:
    """Empty territories for the 2-player barbarians, one per resource ("li pone su 4
    territori vuoti, uno per ogni diversa risorsa").  Olympos produces stone: under rules 2 it
    may get them (no rule spares it; docs/olympus-rules.md O3); rules 1 never offered it."""
    used = {DATA.territory[t].resource for t, st in S.stacks.items() if BARBARIANS in st}
    return [
        t.id for t in DATA.territories
        if t.id not in S.condemned and not t.star and t.id not in S.stacks and t.resource not in used
        and not (t.zeus and S.rules < 2)
    ]
