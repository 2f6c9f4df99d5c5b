"""A new game: nations for the player count, their distribution, start cities, start player,
start resources (rulebook "PREPARAZIONE DELLA PARTITA")."""

from __future__ import annotations

import random

from engines.antike.data import BOARDS, DATA
from engines.antike.rules.common import Events, emit, illegal
from engines.antike.state import Nation, State
from engines.text import msg


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


def new_game(players: int, board: str, seed: int, *, one_city: bool = False, long_3p: bool = False,
             choose: bool = False) -> State:
    """Nation cards are dealt at random (rulebook: "distribuite a caso tra i giocatori"); with
    2 players each player takes one of the two pairs at random.  ``one_city``: the longer-game
    variant (each nation chooses one of its three start cities).  ``choose``: the players choose
    their nations instead (rulebook, "Distribuzione delle Nazioni": "I giocatori possono decidere
    anche di scegliere le loro nazioni di partenza, cominciando dal giocatore più giovane"): the
    game starts in the "nation" step with no nation yet (see :func:`choose_nations`)."""
    if not 2 <= players <= 6:
        raise ValueError("Antike is for 2 to 6 players")
    target = target_for(players, long_3p)
    if choose:
        return State(board=board, players=players, target=target, variant_one_city=one_city, nations=[],
                     step="nation", stacks=dict(DATA.personalities), coins_bank=DATA.limits["coins"])
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
    return start_game(players, board, seat_of, target=target, one_city=one_city)


def start_game(players: int, board: str, seat_of: dict[str, int], *, target: int, one_city: bool = False) -> State:
    """The game once each nation in play has its seat (``seat_of``: nation id -> seat): nations
    in turn order with their start resources, start cities occupied (or the "start_city" step of
    the longer game), the start nation first."""
    b = BOARDS[board]
    order = turn_order(board, players, seat_of)
    res = DATA.start_resources
    nations = [Nation(id=n, seat=seat_of[n], marble=res["marble"], iron=res["iron"], gold=res["gold"]) for n in order]
    st = State(board=board, players=players, target=target, variant_one_city=one_city,
               nations=nations, stacks=dict(DATA.personalities), coins_bank=DATA.limits["coins"])
    starts = b.start_cities[4 if players == 2 else players]
    if one_city:
        st.step = "start_city"
    else:
        for i, n in enumerate(nations):
            for c in starts[n.id]:
                st.owner[c] = i
    return st


# ---- choosing the nations (option nations="choose") ----------------------------------------------
# During the "nation" step ``State.nations`` holds the nations chosen so far, in the order they
# were chosen; the seats choose in seat order, seat 0 first: seat 0 stands for the rulebook's
# "giocatore più giovane" (the youngest player), since Discord does not know the players' ages.


def choice_size(players: int) -> int:
    """Nations per seat: two with 2 players (rulebook "ANTIKE per 2 giocatori"), else one."""
    return 2 if players == 2 else 1


def chooser(st: State) -> int:
    """The seat choosing now: the first seat without a nation."""
    return len({n.seat for n in st.nations})


def choice_options(st: State) -> list[tuple[str, ...]]:
    """What the choosing seat may take: each nation in play still free (the nations of the
    rulebook's table for this player count and board side, in the order of their start-city
    line); with 2 players a whole pair, since the rulebook fixes the pairs ("Un giocatore gioca
    con i Romani ed i Fenici, l'altro giocatore i Germanici ed i Greci")."""
    b = BOARDS[st.board]
    taken = {n.id for n in st.nations}
    if st.players == 2:
        return [tuple(p) for p in b.two_player_pairs if not taken & set(p)]
    return [(n,) for n in b.nations_for(st.players) if n not in taken]


def _take(st: State, seat: int, nations: tuple[str, ...], events: Events, mid: str) -> None:
    res = DATA.start_resources
    for n in nations:
        st.nations.append(Nation(id=n, seat=seat, marble=res["marble"], iron=res["iron"], gold=res["gold"]))
    emit(events, "nation", msg(mid, player=f"{{p{seat}}}", nations=[msg(f"antike-nation-the-{n}") for n in nations],
                               n=len(nations)), seat=seat, nations=list(nations))


def choose_nations(st: State, nations: tuple[str, ...], events: Events) -> None:
    """The choosing seat takes ``nations`` (one of :func:`choice_options`, in any order).  The
    last seat then takes what is left (it has no choice) and the game starts exactly as after a
    deal that gave the same nations (:func:`start_game`).  IllegalAction "bad_nation"."""
    match = next((o for o in choice_options(st) if sorted(o) == sorted(nations)), None)
    if match is None:
        raise illegal("bad_nation", "antike-err-bad-nation")
    _take(st, chooser(st), match, events, "antike-ev-nation-chosen")
    if chooser(st) < st.players - 1:
        return
    (rest,) = choice_options(st)
    _take(st, st.players - 1, rest, events, "antike-ev-nation-left")
    fresh = start_game(st.players, st.board, {n.id: n.seat for n in st.nations}, target=st.target,
                       one_city=st.variant_one_city)
    for k in State.model_fields:
        setattr(st, k, getattr(fresh, k))


def auto_choice(st: State) -> tuple[str, ...]:
    """The automatic player's pick: the nation (pair) that starts the game if free, else the
    first free one of the start-city line."""
    first = BOARDS[st.board].start_player[4 if st.players == 2 else st.players]
    opts = choice_options(st)
    return next((o for o in opts if first in o), opts[0])


def start_cities(st: State, i: int) -> list[str]:
    return start_cities_of(st, st.nations[i].id)


def start_cities_of(st: State, nation: str) -> list[str]:
    """The start cities of ``nation`` (id) for the nations in play (rulebook "Occupazione di tre
    città di partenza")."""
    return list(BOARDS[st.board].start_cities[4 if st.players == 2 else st.players][nation])
