"""Tournaments, the pure core: pairings, tables and standings, with no Discord, no
storage and no service (those come later: docs/architecture.md, "Tournaments (core)").

Shapes.  A player is an ``int`` (a Discord user id).  :class:`Entrant` is a signed-up player
with the rating that seeds them; the order of the ``entrants`` list (sign-up order) is the last,
stable key everywhere.  :class:`Match` is one game of a round (or a bye): its ``players`` in
seat order (``players[0]`` moves first) and, once played, each seat's final ``ranks`` (1 is best,
equal ranks are a tie).  A tournament's history is the list of its matches; every function here
reads it and returns new values (nothing is mutated, nothing is random: the same input gives the
same pairing).

What exists:

- two-player games: :func:`pair_swiss` (Swiss, by maximum-weight matching), :func:`round_robin`
  (Berger tables), :func:`elimination_bracket` / :func:`elimination_round` /
  :func:`elimination_advance` (single elimination seeded by rating);
- games of 3 to 6: :func:`table_sizes`, :func:`pair_swiss_tables` (tables formed by standings each
  round, repeated meetings minimised), :func:`fixed_groups` / :func:`group_round` /
  :func:`final_table` (fixed groups, then a final table);
- :func:`standings` (points, Buchholz, Sonneborn-Berger, a stable order).

Sources.  FIDE Handbook, C.04.1 "Basic rules for Swiss Systems" (no two players meet twice; a
pairing-allocated bye scores a win and never goes twice to the same player; players are paired
to others with the same score; colour balance within 2 and alternation); C.05 Annex 1 "Berger
tables" (round-robin schedules); C.07 "Tie-Break Regulations" (Buchholz: the sum of the
opponents' scores; Sonneborn-Berger: the scores of the opponents beaten plus half the scores of
those drawn).  The matching is networkx's ``max_weight_matching`` (Edmonds' blossom algorithm);
nothing here writes a matching algorithm.

Decisions (where the brief or the sources leave a choice):

- "Colour" is who moves first.  Balance is kept stricter than FIDE's +-2: a player's
  ``firsts - seconds`` stays within +-1 whenever the round's pairing can keep it, and that ranks
  above pairing equal scores (a float across score groups is preferred to a player moving first
  three times in four games).  Each round is optimal on its own (no look-ahead), so a small field
  late in the event can be left with +-2.  See :func:`pair_swiss` and :func:`seat_order` (tables
  of 3 to 6 rotate the seats the same way).
- A bye adds nothing to its receiver's Buchholz and Sonneborn-Berger (no opponent); the C.07
  adjustments for unplayed rounds (a "virtual opponent") are not applied.
- Points of a table game of size ``s``: the seat ranked ``k``-th scores ``(s - k) / (s - 1)``
  (first 1, last 0); tied seats share the mean of the places they occupy.  At ``s = 2`` this is
  exactly win 1, draw 0.5, loss 0.
- Tables that cannot all have the chosen size: the fewest tables, sizes as even as possible, the
  larger ones at the top of the standings (13 players at 4: 4, 3, 3, 3).  See :func:`table_sizes`.
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, cast

import networkx as nx
from pydantic import BaseModel, ConfigDict, Field, model_validator

Kind = Literal["duel", "table"]


class PairingError(ValueError):
    """No pairing satisfies the hard rules (e.g. a Swiss round with every pairing a repeat, or
    fewer players than a table needs).  The service turns it into a refusal."""


class Entrant(BaseModel):
    """A signed-up player.  ``rating``: the seeding strength (higher is stronger; the service
    passes the OpenSkill ordinal); equal ratings keep sign-up order."""

    model_config = ConfigDict(frozen=True)

    id: int
    rating: float = 0.0


class Match(BaseModel):
    """One game of a round, or a bye.

    ``round``: 1-based.  ``players``: seat order, ``players[0]`` moves first; a single player is
    a bye.  ``ranks``: per seat, the final place (1 is best; equal numbers are a tie, only the
    order matters); ``None`` while the game is unplayed.  A bye's ranks are ``(1,)`` (a win,
    FIDE C.04.1).  ``automatic``: players whose seat the automatic player took during the game
    (the standings list them as such).  Raises ``ValueError`` on repeated players or ranks of the
    wrong length."""

    model_config = ConfigDict(frozen=True)

    round: int = Field(ge=1)
    players: tuple[int, ...] = Field(min_length=1)
    ranks: tuple[int, ...] | None = None
    automatic: frozenset[int] = frozenset()

    @model_validator(mode="after")
    def _check(self) -> Match:
        if len(set(self.players)) != len(self.players):
            raise ValueError(f"a player sits twice at one table: {self.players}")
        if self.ranks is not None and (len(self.ranks) != len(self.players) or min(self.ranks) < 1):
            raise ValueError(f"ranks {self.ranks} do not fit players {self.players}")
        if self.is_bye and self.ranks not in (None, (1,)):
            raise ValueError("a bye is a win: ranks (1,)")
        return self

    @property
    def is_bye(self) -> bool:
        return len(self.players) == 1

    @property
    def played(self) -> bool:
        return self.ranks is not None


def bye(round_no: int, player: int) -> Match:
    """The pairing-allocated bye of ``player`` in ``round_no``: a win without a game."""
    return Match(round=round_no, players=(player,), ranks=(1,))


def game_points(match: Match) -> dict[int, Fraction]:
    """Player -> points of a played match.  Bye: 1 (FIDE C.04.1: "as many points as are rewarded
    for a win").  A table of size ``s``: place ``k`` scores ``(s - k) / (s - 1)``, tied players
    share the mean of the places they occupy (two players: win 1, draw 1/2, loss 0; four players
    ranked 1, 2, 2, 4: 1, 1/2, 1/2, 0).  Raises ``ValueError`` on an unplayed match."""
    if match.ranks is None:
        raise ValueError(f"round {match.round} {match.players}: not played")
    if match.is_bye:
        return {match.players[0]: Fraction(1)}
    ranks: tuple[int, ...] = match.ranks
    size = len(match.players)
    order = sorted(range(size), key=lambda i: ranks[i])
    points: dict[int, Fraction] = {}
    place = 0
    for _, group in itertools.groupby(order, key=lambda i: ranks[i]):
        seats = list(group)
        places = range(place + 1, place + len(seats) + 1)
        share = Fraction(sum(size - k for k in places), (size - 1) * len(seats))
        for i in seats:
            points[match.players[i]] = share
        place += len(seats)
    return points


# ---- standings -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Standing:
    """One line of the standings.  ``points``: the sum of :func:`game_points`.  ``buchholz``:
    the sum, over every game played, of each opponent's total points (FIDE C.07 Buchholz; for
    tables this is the "sum of opponents' points").  ``sonneborn_berger``: the sum, over games,
    of the game's points times the mean total of the opponents (two players: FIDE C.07
    Sonneborn-Berger, the opponents beaten in full plus half the opponents drawn).  Byes add to
    ``points`` only.  ``games``: games played (byes excluded); ``automatic``: games in which the
    automatic player took the seat; ``dropped``: no longer paired (results kept).  ``rank``: 1-based
    place in the order of :func:`standings`."""

    rank: int
    player: int
    points: Fraction
    buchholz: Fraction
    sonneborn_berger: Fraction
    games: int
    byes: int
    automatic: int
    dropped: bool


def standings(entrants: Sequence[Entrant], history: Iterable[Match], kind: Kind = "duel", dropped: Collection[int] = ()) -> list[Standing]:
    """The standings after the played matches of ``history`` (unplayed ones are ignored).

    Order: points; then for ``kind="duel"`` (two-player games) Buchholz, then Sonneborn-Berger
    (the tie-breaks of FIDE C.07); for ``kind="table"`` the sum of opponents' points (the
    ``buchholz`` field); then, the stable final key, the entrant's seed (rating, higher first,
    then sign-up order: :func:`seeds`).  A dropped player keeps their results, their place, and
    counts in their opponents' tie-breaks.  Raises ``ValueError`` if a match names a player who
    is not an entrant."""
    played = [m for m in history if m.played]
    ids = {e.id for e in entrants}
    for m in played:
        if not set(m.players) <= ids:
            raise ValueError(f"round {m.round}: {sorted(set(m.players) - ids)} did not sign up")
    points: dict[int, Fraction] = {p: Fraction(0) for p in ids}
    per_game = [(m, game_points(m)) for m in played]
    for _, gp in per_game:
        for p, v in gp.items():
            points[p] += v
    buch: dict[int, Fraction] = defaultdict(Fraction)
    sb: dict[int, Fraction] = defaultdict(Fraction)
    games: Counter[int] = Counter()
    byes: Counter[int] = Counter()
    auto: Counter[int] = Counter()
    for m, gp in per_game:
        if m.is_bye:
            byes[m.players[0]] += 1
            continue
        for p in m.players:
            others = sum((points[q] for q in m.players if q != p), Fraction(0))
            buch[p] += others
            sb[p] += gp[p] * others / (len(m.players) - 1)
            games[p] += 1
            if p in m.automatic:
                auto[p] += 1
    seed = {p: i for i, p in enumerate(seeds(entrants))}

    def key(p: int) -> tuple[object, ...]:
        if kind == "duel":
            return (-points[p], -buch[p], -sb[p], seed[p])
        return (-points[p], -buch[p], seed[p])

    out = sorted(ids, key=key)
    gone = set(dropped)
    return [Standing(i + 1, p, points[p], buch[p], sb[p], games[p], byes[p], auto[p], p in gone) for i, p in enumerate(out)]


def seeds(entrants: Sequence[Entrant]) -> list[int]:
    """Players by seed: rating, higher first; equal ratings in sign-up order."""
    order = sorted(range(len(entrants)), key=lambda i: (-entrants[i].rating, i))
    return [entrants[i].id for i in order]


# ---- shared helpers ------------------------------------------------------------------------


def _next_round(history: Iterable[Match]) -> int:
    return max((m.round for m in history), default=0) + 1


def _active(entrants: Sequence[Entrant], dropped: Collection[int]) -> list[int]:
    gone = set(dropped)
    return [e.id for e in entrants if e.id not in gone]


def meetings(history: Iterable[Match]) -> Counter[frozenset[int]]:
    """Pair of players -> how many games they sat at together (unplayed games count too: a
    pairing already published is a meeting)."""
    met: Counter[frozenset[int]] = Counter()
    for m in history:
        for a, b in itertools.combinations(m.players, 2):
            met[frozenset((a, b))] += 1
    return met


def _seat_record(history: Iterable[Match]) -> tuple[dict[int, Fraction], dict[int, Fraction]]:
    """Player -> (balance, last): ``balance`` sums ``1 - 2 * seat / (size - 1)`` over their games
    (two players: firsts minus seconds), ``last`` that term for their latest game (0: none)."""
    balance: dict[int, Fraction] = defaultdict(Fraction)
    last: dict[int, Fraction] = defaultdict(Fraction)
    for m in sorted(history, key=lambda m: m.round):
        if m.is_bye:
            continue
        size = len(m.players)
        for seat, p in enumerate(m.players):
            term = 1 - Fraction(2 * seat, size - 1)
            balance[p] += term
            last[p] = term
    return balance, last


def seat_order(players: Sequence[int], history: Iterable[Match], board: int = 0) -> tuple[int, ...]:
    """The seat order (who moves first) of a table, ``players`` given by standing (best first).

    FIDE C.04.1's colour rules transposed to seats: the seats are assigned by one minimum-cost
    matching (networkx) of players to seats minimising, in this order, (1) the games each player
    already played in the seat given (two players: the one who moved first less often moves
    first; a table rotates, four rounds of four seat everyone once in each seat), (2) a player in
    the same seat as in their latest game (alternation), (3) a change from the standing order:
    a better-placed player sits earlier, except that at two-player tables on odd boards
    (``board`` 1, 3, ..., 0-based) the order is reversed, so that with no history the top players
    alternate between moving first and second as in a chess round 1.  Seats count by index,
    whatever the table's size."""
    history = list(history)
    count: Counter[tuple[int, int]] = Counter()
    last: dict[int, int] = {}
    for m in sorted(history, key=lambda m: m.round):
        if m.is_bye:
            continue
        for seat, p in enumerate(m.players):
            count[(p, seat)] += 1
            last[p] = seat
    n = len(players)
    flip = n == 2 and board % 2 == 1
    graph: nx.Graph = nx.Graph()
    costs: dict[tuple[object, object], Sequence[int]] = {}
    for i, p in enumerate(players):
        rank = n - 1 - i if flip else i
        for seat in range(n):
            costs[(p, ("seat", seat))] = (count[(p, seat)], int(last.get(p) == seat), abs(rank - seat))
    graph.add_nodes_from(players)
    graph.add_nodes_from(("seat", seat) for seat in range(n))
    seated: dict[int, int] = {}
    for u, v in _matching(graph, costs):
        who, node = (u, v) if isinstance(v, tuple) else (v, u)
        seated[cast(tuple[str, int], node)[1]] = cast(int, who)
    return tuple(seated[seat] for seat in range(n))


def _matching(graph: nx.Graph, costs: Mapping[tuple[object, object], Sequence[int]]) -> set[tuple[object, object]]:
    """A maximum-cardinality matching of ``graph`` minimising, lexicographically, the per-level
    sums of ``costs`` (edge -> non-negative integers, most important first).  The levels are
    folded into one integer weight per edge, each level scaled above the largest possible sum of
    the levels below it, so networkx's exact integer arithmetic keeps the priorities strict."""
    if not costs:
        return set()
    levels = len(next(iter(costs.values())))
    edges_in_matching = graph.number_of_nodes() // 2 + 1
    scale = [1] * levels
    for i in range(levels - 2, -1, -1):
        top = max(c[i + 1] for c in costs.values())
        scale[i] = scale[i + 1] * (top * edges_in_matching + 1)
    total = {e: sum(s * c for s, c in zip(scale, cost)) for e, cost in costs.items()}
    big = max(total.values()) + 1
    for (a, b), t in total.items():
        graph.add_edge(a, b, weight=big - t)
    return set(nx.max_weight_matching(graph, maxcardinality=True, weight="weight"))


# ---- two players: Swiss --------------------------------------------------------------------

_BYE = "bye"


def pair_swiss(entrants: Sequence[Entrant], history: Sequence[Match], dropped: Collection[int] = ()) -> list[Match]:
    """The next Swiss round of a two-player game: the matches of round ``max(round) + 1``, best
    board first, the bye (if any) last with its result.

    Hard rules (FIDE C.04.1): no two players meet twice; with an odd count one player gets a
    bye, worth a win, and never a second one.  Raises :class:`PairingError` when no pairing keeps
    them (every remaining opponent already met).

    The pairing is one maximum-weight, maximum-cardinality matching (networkx) over the active
    players plus a "bye" node, on the edges the hard rules allow, minimising in this order:

    1. first-player imbalance beyond FIDE's limit: a pair in which one player would reach +-3
       (``firsts - seconds``), then a pair in which one would reach +-2 (both players already
       moved first more often than second, or both less).  Within +-1 is kept whenever the
       round allows it; a small field late in the event may leave no such round (in random
       trials: 6 to 9 players in round 4, never from 10 players or before round 4), then +-2;
    2. the bye's place: the bye goes to the lowest player in the standings who has not had one;
    3. score difference: the sum over pairs of the squared difference in half-points (players
       are paired to others with the same score; a float crosses as few points as possible);
    4. alternation: both players of a balanced pair moved first (or both second) last time;
    5. standings order: inside a score group the top half meets the bottom half in order (1 v
       g/2+1, the Dutch system's shape, FIDE C.04.3), a float meets the nearest player.

    Standings (:func:`standings`, kind "duel") order the players; in round 1 that is the seed
    order.  Who moves first: :func:`seat_order`."""
    round_no = _next_round(history)
    active = set(_active(entrants, dropped))
    table = standings(entrants, history, "duel")
    order = [s.player for s in table if s.player in active]
    if len(order) < 2:
        raise PairingError("a Swiss round needs at least two active players")
    pos = {p: i for i, p in enumerate(order)}
    half = {s.player: int(s.points * 2) for s in table}
    group_size = Counter(half[p] for p in order)
    balance, last = _seat_record(history)
    met = meetings(history)
    had_bye = {m.players[0] for m in history if m.is_bye}

    graph: nx.Graph = nx.Graph()
    graph.add_nodes_from(order)
    costs: dict[tuple[object, object], Sequence[int]] = {}
    for a, b in itertools.combinations(order, 2):
        if met[frozenset((a, b))]:
            continue
        ba, bb = balance[a], balance[b]
        beyond_fide = int(min(ba, bb) >= 2 or max(ba, bb) <= -2)
        imbalance = int(min(ba, bb) >= 1 or max(ba, bb) <= -1)
        alternation = int(ba == bb == 0 and last[a] == last[b] != 0)
        if half[a] == half[b]:
            g = group_size[half[a]]
            shape = abs(abs(pos[a] - pos[b]) - g // 2)
        else:
            shape = abs(pos[a] - pos[b])
        costs[(a, b)] = (beyond_fide, imbalance, 0, (half[a] - half[b]) ** 2, alternation, shape)
    if len(order) % 2:
        graph.add_node(_BYE)
        for p in order:
            if p not in had_bye:
                costs[(p, _BYE)] = (0, 0, len(order) - 1 - pos[p], 0, 0, 0)
    matching = _matching(graph, costs)
    if 2 * len(matching) != graph.number_of_nodes():
        raise PairingError(f"round {round_no}: no pairing without a repeated game or a second bye")
    pairs: list[tuple[int, int]] = []
    bye_player: int | None = None
    for u, v in matching:
        if _BYE in (u, v):
            bye_player = cast(int, v if u == _BYE else u)
        else:
            x, y = sorted((cast(int, u), cast(int, v)), key=lambda p: pos[p])
            pairs.append((x, y))
    pairs.sort(key=lambda xy: pos[xy[0]])
    out = [Match(round=round_no, players=seat_order(xy, history, board)) for board, xy in enumerate(pairs)]
    if bye_player is not None:
        out.append(bye(round_no, bye_player))
    return out


# ---- two players: round robin (Berger tables) ----------------------------------------------


def berger_table(n: int) -> list[list[tuple[int, int]]]:
    """The Berger tables of FIDE C.05 Annex 1 for ``n`` players (numbers 1..n; an odd ``n``
    adds the number n + 1, whose opponent has the round off): ``n - 1`` (or ``n``) rounds, each a
    list of (first, second) pairs, board 1 first.  Round ``r``: the last number meets
    ``k = (r - 1) * m mod (N - 1) + 1`` (``N`` even, ``m = N / 2``), moving second in odd rounds and
    first in even ones; the other boards pair ``k + i`` (first) with ``k - i`` (second), numbers
    taken mod ``N - 1`` in 1..N-1.  Six players, round 2: 6-4, 5-3, 1-2.  Raises ``ValueError``
    below 2."""
    if n < 2:
        raise ValueError("a round robin needs at least two players")
    big = n + n % 2
    m = big // 2

    def wrap(x: int) -> int:
        return (x - 1) % (big - 1) + 1

    rounds = []
    for r in range(1, big):
        k = (r - 1) * m % (big - 1) + 1
        boards = [(k, big) if r % 2 else (big, k)]
        boards += [(wrap(k + i), wrap(k - i)) for i in range(1, m)]
        rounds.append(boards)
    return rounds


def round_robin(entrants: Sequence[Entrant], dropped: Collection[int] = ()) -> list[list[Match]]:
    """The whole round-robin schedule: rounds 1..n-1 (n for an odd count), each a list of
    matches (the bye last).  Players are numbered by :func:`seeds` and placed on
    :func:`berger_table`; the opponent of the missing number has a bye.  A game whose player is
    in ``dropped`` becomes a bye for the other (a win without a game, as FIDE scores a forfeit):
    the service passes the players dropped so far when it publishes a round.  Each player moves
    first in ``(n-1)//2`` or ``n//2`` games."""
    seeded = seeds(entrants)
    gone = set(dropped)
    number = {i + 1: p for i, p in enumerate(seeded)}
    out: list[list[Match]] = []
    for r, boards in enumerate(berger_table(len(seeded)), start=1):
        games: list[Match] = []
        byes: list[Match] = []
        for a, b in boards:
            pa, pb = number.get(a), number.get(b)
            present = [p for p in (pa, pb) if p is not None and p not in gone]
            if len(present) == 2:
                games.append(Match(round=r, players=(present[0], present[1])))
            elif len(present) == 1:
                byes.append(bye(r, present[0]))
        out.append(games + byes)
    return out


# ---- two players: single elimination -------------------------------------------------------


def bracket_order(size: int) -> list[int]:
    """Seeds in bracket order for a bracket of ``size`` (a power of two): 8 -> 1, 8, 4, 5, 2, 7,
    3, 6, so the first round is 1 v 8, 4 v 5, 2 v 7, 3 v 6 and seeds 1 and 2 can meet only in the
    final (each step replaces seed ``s`` by ``s, 2L + 1 - s``).  Raises ``ValueError`` if
    ``size`` is not a power of two."""
    if size < 1 or size & (size - 1):
        raise ValueError(f"a bracket has a power-of-two size, not {size}")
    order = [1]
    while len(order) < size:
        m = 2 * len(order)
        order = [x for s in order for x in (s, m + 1 - s)]
    return order


def elimination_bracket(entrants: Sequence[Entrant]) -> list[int | None]:
    """The first round's slots in bracket order: ``players[k]`` meets ``players[k ^ 1]``.  Seeds
    by rating (:func:`seeds`); the bracket is the next power of two and its missing seeds are
    ``None``: a bye, which falls to the top seeds (6 players: 1 and 2 pass round 1).  Raises
    :class:`PairingError` below two players."""
    seeded = seeds(entrants)
    if len(seeded) < 2:
        raise PairingError("an elimination needs at least two players")
    size = 1 << (len(seeded) - 1).bit_length()
    return [seeded[s - 1] if s <= len(seeded) else None for s in bracket_order(size)]


def elimination_round(slots: Sequence[int | None], history: Sequence[Match]) -> list[Match]:
    """The matches of the round ``max(round) + 1`` for ``slots`` (the survivors in bracket order,
    ``None`` an empty slot): slot ``2i`` meets ``2i + 1``; a player facing an empty slot has a
    bye.  Who moves first: :func:`seat_order` (the earlier slot is the better-placed player).
    Raises ``ValueError`` on an odd number of slots."""
    if len(slots) % 2:
        raise ValueError("slots come in pairs")
    round_no = _next_round(history)
    out: list[Match] = []
    for board in range(len(slots) // 2):
        pair = [p for p in slots[2 * board : 2 * board + 2] if p is not None]
        if len(pair) == 2:
            out.append(Match(round=round_no, players=seat_order(pair, history, board)))
        elif pair:
            out.append(bye(round_no, pair[0]))
    return out


def elimination_advance(slots: Sequence[int | None], round_matches: Sequence[Match], entrants: Sequence[Entrant]) -> list[int | None]:
    """The next round's slots: the winner of each pair of ``slots`` (a bye's player, an empty
    pair stays empty).  A drawn game sends on the better seed (the decision: no replay; the
    service may play a tie-break game instead and pass its match).  Raises ``ValueError`` when a
    pair's game is missing or unplayed."""
    seed = {p: i for i, p in enumerate(seeds(entrants))}
    by_player = {p: m for m in round_matches for p in m.players}
    out: list[int | None] = []
    for i in range(0, len(slots), 2):
        pair = [p for p in slots[i : i + 2] if p is not None]
        if len(pair) < 2:
            out.append(pair[0] if pair else None)
            continue
        m = by_player.get(pair[0])
        if m is None or m.ranks is None or set(m.players) != set(pair):
            raise ValueError(f"no played game between {pair[0]} and {pair[1]}")
        best = min(m.ranks)
        winners = [p for p, r in zip(m.players, m.ranks) if r == best]
        out.append(min(winners, key=lambda p: seed[p]))
    return out


# ---- tables of 3 to 6 ----------------------------------------------------------------------


def table_sizes(n: int, size: int, min_size: int = 3) -> list[int]:
    """How ``n`` players sit at tables of (at most) ``size``: the fewest tables, ``ceil(n /
    size)``, their sizes as even as possible, the larger ones first (the top of the standings):
    12 at 4 -> 4, 4, 4; 13 at 4 -> 4, 3, 3, 3; 9 at 6 -> 5, 4.  The decision: no byes at tables,
    smaller tables at the bottom instead.  Raises :class:`PairingError` when a table would fall
    below ``min_size`` (the game's minimum: 5 players at 4 would need a table of 2)."""
    if size < 2 or min_size < 2 or min_size > size:
        raise ValueError(f"bad table size {size} (minimum {min_size})")
    if n < min_size:
        raise PairingError(f"{n} players cannot fill a table of at least {min_size}")
    k = -(-n // size)
    q, r = divmod(n, k)
    if q < min_size:
        raise PairingError(f"{n} players do not split into tables of {min_size} to {size}")
    return [q + 1] * r + [q] * (k - r)


def _snake(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    """Deal ``order`` to tables of ``sizes`` in a snake (1, 2, 3, 3, 2, 1, ...), skipping full
    tables, so that each table has a like share of strong and weak players."""
    tables: list[list[int]] = [[] for _ in sizes]
    forward = True
    it = iter(order)
    remaining = len(order)
    while remaining:
        idx = range(len(sizes)) if forward else range(len(sizes) - 1, -1, -1)
        for t in idx:
            if len(tables[t]) < sizes[t] and remaining:
                tables[t].append(next(it))
                remaining -= 1
        forward = not forward
    return tables


def _table_cost(table: Sequence[int], met: Counter[frozenset[int]], band: tuple[int, int], pos: Mapping[int, int]) -> tuple[int, int]:
    """(repeated meetings, distance from the band) of one table."""
    lo, hi = band
    repeats = sum(met[frozenset(pair)] for pair in itertools.combinations(table, 2))
    return repeats, sum(max(lo - pos[p], pos[p] - hi, 0) for p in table)


def pair_swiss_tables(entrants: Sequence[Entrant], history: Sequence[Match], size: int, min_size: int = 3, dropped: Collection[int] = ()) -> list[Match]:
    """The next round of "Swiss groups" for a game of 3 to 6: tables of :func:`table_sizes`
    formed by standings (kind "table"), best table first, each in :func:`seat_order`.

    Round 1 (nobody has played) deals the seeds in a snake (:func:`fixed_groups`' shape), so the
    strongest do not all meet at once.  Later rounds: table ``t`` has a band, the standings
    places it would take with no history (the top ``sizes[0]`` players for table 1, ...), and
    the tables minimise, in this order, (1) repeated meetings (the sum over pairs at a table of
    the games they already shared) and (2) the distance of each player from their table's band.
    The method (a heuristic: the exact partition problem is NP-hard): seats are filled one
    "layer" at a time, each layer a maximum-weight bipartite matching (networkx) of the tables
    that still have a free seat against the unseated players, weighted by those two costs (then
    by place); then single swaps between tables are made while one lowers the cost.  Against a
    brute force over every split (9 at 3, 10 at 5, 12 at 3 and at 6, 15 at 5; 15 random
    histories each, 270 rounds) it found the fewest repeats in 266 rounds, one repeat more in
    the other 4 (12 at 3, round 4); 12 at 4, 30 rounds: always the fewest.  Raises :class:`PairingError` as :func:`table_sizes` does."""
    active = set(_active(entrants, dropped))
    order = [s.player for s in standings(entrants, history, "table") if s.player in active]
    sizes = table_sizes(len(order), size, min_size)
    round_no = _next_round(history)
    if not any(m.played and not m.is_bye for m in history):
        dealt = _snake([p for p in seeds(entrants) if p in active], sizes)
        return [Match(round=round_no, players=seat_order(t, history, i)) for i, t in enumerate(dealt)]
    pos = {p: i for i, p in enumerate(order)}
    band: dict[int, tuple[int, int]] = {}
    start = 0
    for t, s in enumerate(sizes):
        band[t] = (start, start + s - 1)
        start += s
    met = meetings(history)
    tables: list[list[int]] = [[] for _ in sizes]
    unseated = list(order)
    for layer in range(max(sizes)):
        open_tables = [t for t, s in enumerate(sizes) if s > layer]
        graph: nx.Graph = nx.Graph()
        costs: dict[tuple[object, object], Sequence[int]] = {}
        for t in open_tables:
            lo, hi = band[t]
            for p in unseated:
                rep = sum(met[frozenset((p, q))] for q in tables[t])
                dist = max(lo - pos[p], pos[p] - hi, 0)
                costs[(("t", t), p)] = (rep, dist, pos[p])
        graph.add_nodes_from(("t", t) for t in open_tables)
        graph.add_nodes_from(unseated)
        for u, v in _matching(graph, costs):
            t_node, seated = (u, v) if isinstance(u, tuple) else (v, u)
            tables[cast(tuple[str, int], t_node)[1]].append(cast(int, seated))
            unseated.remove(cast(int, seated))
    cost = [_table_cost(t, met, band[i], pos) for i, t in enumerate(tables)]
    improved = True
    while improved:
        improved = False
        for ti, tj in itertools.combinations(range(len(tables)), 2):
            for i, j in itertools.product(range(len(tables[ti])), range(len(tables[tj]))):
                new_i = [*tables[ti][:i], tables[tj][j], *tables[ti][i + 1 :]]
                new_j = [*tables[tj][:j], tables[ti][i], *tables[tj][j + 1 :]]
                ci, cj = _table_cost(new_i, met, band[ti], pos), _table_cost(new_j, met, band[tj], pos)
                before = (cost[ti][0] + cost[tj][0], cost[ti][1] + cost[tj][1])
                if (ci[0] + cj[0], ci[1] + cj[1]) < before:
                    tables[ti], tables[tj], cost[ti], cost[tj] = new_i, new_j, ci, cj
                    improved = True
    ordered = [sorted(t, key=lambda p: pos[p]) for t in tables]
    return [Match(round=round_no, players=seat_order(t, history, i)) for i, t in enumerate(ordered)]


def fixed_groups(entrants: Sequence[Entrant], size: int, min_size: int = 3, dropped: Collection[int] = ()) -> list[tuple[int, ...]]:
    """Fixed groups for a group stage: :func:`table_sizes` groups dealt in a snake by seed
    (seeds 1..k to groups 1..k, seeds k+1..2k back from group k, ...), so the groups are of like
    strength; each group keeps its table for the whole stage (:func:`group_round`).  Raises
    :class:`PairingError` as :func:`table_sizes` does."""
    active = set(_active(entrants, dropped))
    order = [p for p in seeds(entrants) if p in active]
    return [tuple(g) for g in _snake(order, table_sizes(len(order), size, min_size))]


def group_round(groups: Sequence[Sequence[int]], history: Sequence[Match], dropped: Collection[int] = ()) -> list[Match]:
    """The next round of a group stage: one table per group (without its dropped players), in
    :func:`seat_order` so who moves first rotates.  A group left with one player gets a bye;
    none left, nothing."""
    round_no = _next_round(history)
    gone = set(dropped)
    out: list[Match] = []
    for i, g in enumerate(groups):
        present = [p for p in g if p not in gone]
        if len(present) >= 2:
            out.append(Match(round=round_no, players=seat_order(present, history, i)))
        elif present:
            out.append(bye(round_no, present[0]))
    return out


def final_table(entrants: Sequence[Entrant], groups: Sequence[Sequence[int]], history: Sequence[Match], size: int, dropped: Collection[int] = ()) -> Match:
    """The final table after a group stage: every group's winner, then every group's second,
    and so on until ``size`` seats are filled (active players only); inside one layer the
    players are ordered by their group standing (points, opponents' points, seed), which is
    also how the last seats are decided when a layer does not fit.  Each group's standings use
    only the games among its members.  Raises :class:`PairingError` with fewer than two players."""
    gone = set(dropped)
    layers: dict[int, list[tuple[tuple[object, ...], int]]] = defaultdict(list)
    seed = {p: i for i, p in enumerate(seeds(entrants))}
    for g in groups:
        members = set(g)
        inside = [m for m in history if set(m.players) <= members]
        group_entrants = [e for e in entrants if e.id in members]
        place = 0
        for s in standings(group_entrants, inside, "table"):
            if s.player in gone:
                continue
            layers[place].append(((-s.points, -s.buchholz, seed[s.player]), s.player))
            place += 1
    chosen: list[int] = []
    for place in sorted(layers):
        for _, p in sorted(layers[place]):
            if len(chosen) < size:
                chosen.append(p)
    if len(chosen) < 2:
        raise PairingError("a final table needs at least two players")
    return Match(round=_next_round(history), players=seat_order(chosen, history))
