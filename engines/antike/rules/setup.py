"""A new game: nations for the player count, their distribution, start cities, start player,
start resources (rulebook "PREPARAZIONE DELLA PARTITA")."""

from __future__ import annotations

import random

from engines.antike.data import BOARDS, DATA
from engines.antike.state import Nation, State


def target_for(players: int, long_3p: bool = False) -> int:
    """Personalities to win: 6 nations 7, 5: 8, 4: 9, 3: 10 (recommended) or 12; 2 players (4
    nations): 9 (rulebook "FINE DEL GIOCO E VITTORIA", "ANTIKE per 2/3 giocatori")."""
    if players == 3 and long_3p:
        return DATA.victory_3_players_long
    return DATA.victory[players]


def turn_order(board: str, players: int, seat_of: dict[str, int]) -> list[str]:
    """The nations in turn order: clockwise (seat order) from the seat holding the start nation.

    With 2 players (4 nations, two per seat) the two seats alternate, each seat's nations in the
    order of the 4-nation line, the start nation first.  Decision: the rulebook says only that
    play is clockwise and that the start nation begins; alternating the two players is the only
    clockwise order when each player sits once at the table."""
    b = BOARDS[board]
    line = b.nations_for(players)
    first = b.start_player[4 if players == 2 else players]
    seats = sorted(set(seat_of.values()))
    start_seat = seat_of[first]
    ordered_seats = seats[seats.index(start_seat):] + seats[: seats.index(start_seat)]
    per_seat = {s: [n for n in line if seat_of[n] == s] for s in seats}
    s0 = per_seat[start_seat]
    per_seat[start_seat] = [first] + [n for n in s0 if n != first]
    out: list[str] = []
    for k in range(max(len(v) for v in per_seat.values())):
        out += [per_seat[s][k] for s in ordered_seats if k < len(per_seat[s])]
    return out


def new_game(players: int, board: str, seed: int, *, one_city: bool = False, long_3p: bool = False) -> State:
    """Nation cards are dealt at random (rulebook: "distribuite a caso tra i giocatori"); with
    2 players each player takes one of the two pairs at random.  ``one_city``: the longer-game
    variant (each nation chooses one of its three start cities)."""
    if not 2 <= players <= 6:
        raise ValueError("Antike is for 2 to 6 players")
    rng = random.Random(seed)
    b = BOARDS[board]
    line = b.nations_for(players)
    if players == 2:
        pairs = [list(p) for p in b.two_player_pairs]
        rng.shuffle(pairs)
        seat_of = {n: s for s, pair in enumerate(pairs) for n in pair}
    else:
        dealt = list(line)
        rng.shuffle(dealt)
        seat_of = {n: s for s, n in enumerate(dealt)}
    order = turn_order(board, players, seat_of)
    res = DATA.start_resources
    nations = [Nation(id=n, seat=seat_of[n], marble=res["marble"], iron=res["iron"], gold=res["gold"]) for n in order]
    st = State(board=board, players=players, target=target_for(players, long_3p), variant_one_city=one_city,
               nations=nations, stacks=dict(DATA.personalities), coins_bank=DATA.limits["coins"])
    starts = b.start_cities[4 if players == 2 else players]
    if one_city:
        st.step = "start_city"
    else:
        for i, n in enumerate(nations):
            for c in starts[n.id]:
                st.owner[c] = i
    return st


def start_cities(st: State, i: int) -> list[str]:
    return list(BOARDS[st.board].start_cities[4 if st.players == 2 else st.players][st.nations[i].id])
