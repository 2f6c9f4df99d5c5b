"""The Olympus engine: the contract of engines/base.py over engines/olympus/rules.py.

A turn (rulebook "IL GIOCO"): the player furthest behind on the time track may play Destiny
cards, then takes one action (an expansion, a discovery or a wonder) and pays its action points
with hourglasses first, then by moving forward.  At the end of the turn it draws a Destiny card
for each Zeus space reached or passed (rules 3: each may be played at once, "La carta può essere
giocata immediatamente", ``Pending`` "destiny_now"), then the Olympus cards due there are revealed
(each may be answered by Zeus Destiny cards, a simultaneous choice of their holders).
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from engines.base import Engine, Event, Outcome, Panel, Prompt, not_one_of, softmax_shares
from engines.olympus import auto as bot
from engines.olympus import panel as panels
from engines.olympus import rules as q
from engines.olympus.codes import Refusal as IllegalAction  # the contract's, its codes typed
from engines.olympus.data import DATA, RESOURCES
from engines.olympus.state import (
    ACTION_ADAPTER,
    BARBARIANS,
    RULES_VERSION,
    Action,
    BuildWonder,
    Choose,
    Discover,
    Expand,
    LastTurn,
    Pass,
    Pending,
    PlayDestiny,
    Player,
    State,
)
from engines.olympus.view import View, build
from engines.rng import Rng
from engines.text import Text, msg

#: the seats' colours, in seat order (the settler tokens of the box)
COLOURS = ("red", "blue", "green", "yellow", "white")
#: Destiny cards played from the hand during one's turn (the Star is spent by a wonder, the Zeus
#: card when an Olympus card is revealed)
PLAYABLE = ("resource_grain", "resource_stone", "resource_wood", "resource_gold", "all_four_types", "wood_points", "grain_hourglass", "stone_majority")
#: the search's worth of an action point still to spend, in prestige (engine.search_value: the
#: automatic players end about 35 prestige after the 80 spaces of the time track)
TIME_WORTH = 0.4
#: the search's worth of a resource cube, in prestige
CUBE_WORTH = 0.3
#: the search's softmax temperature over the seats' expected prestige
VALUE_TEMPERATURE = 3.0
#: territories condemned per resource at setup ("condanna" 8 / 4 / 12)
CONDEMN_PER_TYPE = {2: 3, 3: 3, 4: 2, 5: 1}


def _ev(m: Text, to: int | None = None, kind: str = "log", **data: Any) -> Event:
    return Event.model_construct(kind=kind, text=m, to=to, data=data)


def T(t: str) -> Any:
    return msg(f"olympus-territory-{t}")


def D(d: str) -> Any:
    return msg(f"olympus-discovery-{d}")


def R(r: str) -> Any:
    return msg(f"olympus-resource-{r}")


def settler_path(S: State, seat: int, origin: str, to: str) -> list[str]:
    """A cheapest route of ``seat``'s settler from ``origin`` (an Expand's: a territory,
    "new:north" or "new:<territory>") to ``to``, as the spaces it goes through: the origin
    first ("north" for the northern zone), then every territory and sea entered, ``to`` last.
    The costs are rules.route_costs' (land 1, sea 2 less Astronomy and Map-making, none under
    the Siren, a run of land 1 in all with Cavalry); among equal costs the fewest steps, then
    the first in the map's order.  Only the picture reads it (State.last): any cheapest route
    is the rulebook's, the picture draws one of them.  [origin, to] when no route is found."""
    where = origin[4:] if origin.startswith("new:") else origin
    start = None if where == "north" else where
    sea = None if seat in S.siren else max(0, 2 - q.has(S, seat, "astronomy") - q.has(S, seat, "map_making"))
    cavalry = q.has(S, seat, "cavalry")

    def neighbours(node: str) -> list[str]:
        if node in DATA.territory:
            t = DATA.territory[node]
            return [*t.land, *t.seas]
        s = DATA.sea[node]
        return [*s.coasts, *s.seas]

    best: dict[tuple[str, bool], tuple[int, int]] = {}
    parent: dict[tuple[str, bool], tuple[str, bool] | None] = {}
    heap: list[tuple[int, int, int, str, bool]] = []
    order = 0

    def push(cost: int, steps: int, node: str, run: bool, frm: tuple[str, bool] | None) -> None:
        nonlocal order
        key = (node, run)
        if (cost, steps) < best.get(key, (1 << 30, 0)):
            best[key] = (cost, steps)
            parent[key] = frm
            order += 1
            heapq.heappush(heap, (cost, steps, order, node, run))

    for n in DATA.north_entry if start is None else neighbours(start):
        if n in DATA.territory:
            push(1, 1, n, True, None)
        elif sea is not None:
            push(sea, 1, n, False, None)
    while heap:
        cost, steps, _, node, run = heapq.heappop(heap)
        if best.get((node, run)) != (cost, steps):
            continue
        for n in neighbours(node):
            if n in DATA.territory:
                push(cost + (0 if cavalry and run else 1), steps + 1, n, True, (node, run))
            elif sea is not None:
                push(cost + sea, steps + 1, n, False, (node, run))
    ends = [k for k in ((to, True), (to, False)) if k in best]
    if not ends:
        return [where, to]
    key: tuple[str, bool] | None = min(ends, key=lambda k: best[k])
    back: list[str] = []
    while key is not None:
        back.append(key[0])
        key = parent[key]
    return [where, *reversed(back)]


class Olympus(Engine[State, Action]):
    id = "olympus"
    title = "Olympus"
    min_seats = 2
    max_seats = 5
    rules_version = RULES_VERSION
    state_model = State
    action_adapter = ACTION_ADAPTER

    # ---- setup -------------------------------------------------------------------------------
    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        return self._setup(seats, seed, self.rules_version)

    def setup_legacy(self, seats: int, options: dict[str, Any], seed: int, rules: int) -> State:
        """Rules 1: the bottom of the start stack condemned the territories with any number of
        players."""
        return self._setup(seats, seed, rules)

    def _setup(self, seats: int, seed: int, rules: int) -> State:
        """The set-up under rules ``rules``.  Who condemns: rulebook "PREPARAZIONE": "Il giocatore
        il cui gettone si trova in fondo alla pila ... condanna 8 territori" (4 players); "Con 5
        giocatori" / "Con 3 giocatori" / "Con 2 giocatori": "Il giocatore che ha il gettone in cima
        alla pila all'inizio della partita elimina ..." (rules 2; rules 1 took the bottom always)."""
        if not self.min_seats <= seats <= self.max_seats:
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

    def _condemnable(self, S: State) -> list[str]:
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

    def _barbarian_spots(self, S: State) -> list[str]:
        """Empty territories for the 2-player barbarians, one per resource ("li pone su 4
        territori vuoti, uno per ogni diversa risorsa").  Olympos produces stone: under rules 2 it
        may get them (no rule spares it; docs/olympus-rules.md O3); rules 1 never offered it."""
        used = {DATA.territory[t].resource for t, st in S.stacks.items() if BARBARIANS in st}
        return [
            t.id for t in DATA.territories
            if t.id not in S.condemned and not t.star and t.id not in S.stacks and t.resource not in used
            and not (t.zeus and S.rules < 2)
        ]

    # ---- flow --------------------------------------------------------------------------------
    def prompt(self, state: State) -> Prompt:
        S = state
        if S.over:
            return Prompt(phase="end", kind="over", seats=(), text=msg("olympus-prompt-over"))
        if S.pending:
            d = S.pending[0]
            seats = tuple(s for s in d.seats if s not in d.answers)
            return Prompt(phase="setup" if d.kind in ("condemn", "barbarians") else "turn", kind=d.kind, seats=seats,
                          text=msg(f"olympus-prompt-{d.kind}", n=d.count))
        seat = q.next_seat(S)
        assert seat is not None
        final = q.past_last_zeus(S, S.players[seat])
        return Prompt(phase="turn", kind="final" if final else "turn", seats=(seat,),
                      text=msg("olympus-prompt-final" if final else "olympus-prompt-turn"))

    def turn_key(self, state: State) -> Hashable:
        """One turn: the action (with the Destiny cards played before it) and the decisions it
        opens for the same seat (a bonus space, the Oracle's card...), counted by ``turns``, which
        grows with the action while the turn is being finished (``turn_seat`` set).  The player
        furthest behind on the time track moves next, so one seat often plays several turns in a
        row: each is a turn of its own (a deadline each).  The set-up choices are one phase."""
        if state.pending and state.pending[0].kind in ("condemn", "barbarians"):
            return ("setup",)
        return ("turn", state.turns - (1 if state.turn_seat is not None else 0), state.over)

    def _advance(self, S: State, ev: list[Event]) -> None:
        """End-of-turn draws and Olympus cards, then the next turn (or the end of the game)."""
        while not S.pending and not S.over:
            seat = S.turn_seat
            if seat is not None and S.draws > 0:
                S.draws -= 1
                self._draw(S, seat, ev, reason="zeus")
                continue
            if seat is not None and S.reveals:
                z = S.reveals.pop(0)
                if not S.olympus.get(z):
                    continue
                card = S.olympus[z].pop(0)
                S.revealed.append(card)
                ev.append(_ev(msg("olympus-ev-olympus", card=msg(f"olympus-god-{card}"), space=z), kind="olympus", card=card))
                # everyone holding Destiny cards is asked (asking only the holders of a Zeus' favour
                # card, or only when someone holds one, would tell the table who holds one)
                holders = [s for s in range(S.n) if S.players[s].hand]
                if holders:
                    S.pending.append(Pending(kind="zeus_cards", seats=holders, ref=f"{card}:{seat}"))
                else:
                    self._resolve_olympus(S, card, seat, {}, ev)
                continue
            S.turn_seat = None
            if all(p.done for p in S.players):
                S.over = True
                o = self.outcome(S)
                assert o is not None
                ev.append(_ev(o.text, kind="game_over"))
            return

    def _resolve_olympus(self, S: State, card: str, drawer: int, extra: dict[int, int], ev: list[Event]) -> None:
        who = q.do_olympus(S, card, drawer, extra)
        god = msg(f"olympus-god-{card}")
        zeus = [msg("olympus-zeus-of", player=f"{{p{s}}}", n=q.zeus(S, s) + extra.get(s, 0)) for s in range(S.n)]
        if who:
            ev.append(_ev(msg(f"olympus-effect-{card}", players=[f"{{p{s}}}" for s in who], n=len(who), god=god, zeus=zeus), kind="olympus_effect", card=card, seats=who))
        else:
            ev.append(_ev(msg("olympus-effect-nobody", god=god, zeus=zeus), kind="olympus_effect", card=card, seats=[]))

    def _draw(self, S: State, seat: int, ev: list[Event], reason: str) -> None:
        """A Destiny card for ``seat`` (Oracle: three, keep one, the others face up on the discard)."""
        if q.has(S, seat, "oracle"):
            cards = [c for c in (q.draw_destiny(S) for _ in range(3)) if c is not None]
            if len(cards) > 1:
                # rules 3: why it draws (the offer to play the kept card at once, _offer_drawn)
                S.pending.insert(0, Pending(kind="oracle", seats=[seat], options=cards, ref=reason if S.rules >= 3 else ""))
                ev.append(_ev(msg("olympus-ev-oracle", player=f"{{p{seat}}}", n=len(cards))))
                return
        else:
            cards = [c for c in [q.draw_destiny(S)] if c is not None]
        if not cards:
            ev.append(_ev(msg("olympus-ev-no-destiny", player=f"{{p{seat}}}")))
            return
        S.players[seat].hand.append(cards[0])
        ev.append(_ev(msg("olympus-ev-draw", player=f"{{p{seat}}}")))
        ev.append(_ev(msg("olympus-ev-draw-private", card=msg(f"olympus-destiny-{cards[0]}")), to=seat, kind="destiny", card=cards[0]))
        self._offer_drawn(S, seat, reason)

    def _offer_drawn(self, S: State, seat: int, reason: str) -> None:
        """Rules 3: "Pescare una carta: ... egli pesca una carta Destino alla fine del proprio turno.
        La carta può essere giocata immediatamente": the drawer may play the card just drawn (the
        last of its hand) at once, before the Olympus card due and the next turn (``Pending``
        "destiny_now", docs/olympus-rules.md O8).  Always offered, whatever the card (offering it
        only for a card that would give something would tell the table what was drawn), except
        when nothing can happen before the drawer's own next turn, where it may play the card
        anyway: a draw at a Zeus space with no other draw, no Olympus card and no decision left,
        the drawer being the next to play (all public).  Rules 1-2: from the next turn."""
        if S.rules < 3:
            return
        if (reason == "zeus" and S.draws == 0 and not S.pending and not any(S.olympus.get(z) for z in S.reveals)
                and q.next_seat(S) == seat):
            return
        S.pending.insert(0, Pending(kind="destiny_now", seats=[seat], ref=reason))

    def outcome(self, state: State) -> Outcome | None:
        S = state
        if not S.over:
            return None
        win = q.winners(S)
        scores = {s: q.total(S, s) for s in range(S.n)}
        lines = [msg("olympus-score-line", player=f"{{p{s}}}", total=scores[s], **q.score(S, s)) for s in range(S.n)]
        best = scores[win[0]]
        tied = [s for s in range(S.n) if scores[s] == best]
        if len(win) > 1:
            head = msg("olympus-outcome-shared", players=[f"{{p{s}}}" for s in win], points=best)
        elif len(tied) > 1:
            head = msg("olympus-outcome-tiebreak", player=f"{{p{win[0]}}}", points=best,
                       tiles=len(S.players[win[0]].discoveries) + len(S.players[win[0]].wonders))
        else:
            head = msg("olympus-outcome-win", player=f"{{p{win[0]}}}", points=best)
        return Outcome(winners=win, scores=scores, reason="prestige", text=[head, *lines])

    # ---- actions -----------------------------------------------------------------------------
    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        S = state
        if S.over or seat not in self.prompt(S).seats:
            return []
        if S.pending:
            return [Choose(value=v) for v in self._choices(S, S.pending[0], seat)]
        return self._turn_actions(S, seat)

    def _choices(self, S: State, d: Pending, seat: int) -> list[str]:
        if d.kind == "condemn":
            return self._condemnable(S)
        if d.kind == "barbarians":
            return self._barbarian_spots(S)
        if d.kind == "zeus_cards":
            return [str(k) for k in range(S.players[seat].hand.count("zeus") + 1)]
        if d.kind == "oracle":
            return sorted(set(d.options))  # the order of a draw tells nothing
        if d.kind == "destiny_now":
            # keep it, or play it if it gives something now (the card drawn: the last of the hand)
            hand = S.players[seat].hand
            card = hand[-1] if hand else ""
            return ["keep", *([card] if card in PLAYABLE and self._destiny_gain(S, seat, card) else [])]
        return list(d.options)

    def _turn_actions(self, S: State, seat: int) -> list[Any]:
        p = S.players[seat]
        fits = self._fits_memo(S, seat)
        main: list[Any] = [*self.expansions(S, seat, fits), *self.discoveries(S, seat, fits), *self.wonders(S, seat)]
        if q.past_last_zeus(S, p) or not main:
            main.append(Pass())
        return self.destiny_plays(S, seat) + main

    def _fits_memo(self, S: State, seat: int) -> Callable[[int], bool]:
        """rules.fits for ``seat``, counted once per cost."""
        fit: dict[int, bool] = {}

        def fits(cost: int) -> bool:
            if cost not in fit:
                fit[cost] = q.fits(S, seat, cost)
            return fit[cost]

        return fits

    # the parts of a turn's legal actions, in their order there (the automatic player asks for
    # them one by one: it stops at the first kind it would play)
    def destiny_plays(self, S: State, seat: int) -> list[Any]:
        """The Destiny cards ``seat`` may play now (those that would give something)."""
        return [PlayDestiny(card=c) for c in sorted(set(S.players[seat].hand)) if c in PLAYABLE and self._destiny_gain(S, seat, c)]

    def expansions(self, S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[Any]:
        """The expansions ``seat`` may make in its turn (before the Cross)."""
        return [a for a, _ in self.priced_expansions(S, seat, fits)]

    def priced_expansions(self, S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[tuple[Any, int]]:
        """(expansion, its action points) of :meth:`expansions`, in that order."""
        fits = fits or self._fits_memo(S, seat)
        out: list[tuple[Any, int]] = []
        for origin in q.origins(S, seat):
            for to, cost in sorted(q.expand_costs(S, seat, origin).items()):
                if fits(cost):
                    out.append((Expand(origin=origin, to=to), cost))
        return out

    def discoveries(self, S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[Any]:
        """The discoveries ``seat`` may make in its turn, one action per way to pay and tile."""
        fits = fits or self._fits_memo(S, seat)
        out: list[Any] = []
        tok = q.tokens(S, seat)
        for d in DATA.discoveries:
            if q.has(S, seat, d.id) or q.discovery_column(S, d) is None or not fits(q.discovery_cost(S, seat, d)):
                continue
            tiles: list[str | None] = [*S.discount_tiles.get(d.id, [])] or [None]
            for groups in q.payments(S, seat, d, tok):
                for tile in tiles:
                    out.append(Discover(discovery=d.id, groups=groups, tile=tile))
        return out

    def wonders(self, S: State, seat: int) -> list[Any]:
        """The wonders ``seat`` may build in its turn; rules 3: one action per choice of one-use
        Stars making up the exact count (rules.wonder_uses)."""
        if not q.fits(S, seat, q.wonder_cost(S, seat)):
            return []
        if S.rules >= 3:
            return [BuildWonder(wonder=w, athena=a, cards=c) for w in S.wonders if w for a, c in q.wonder_uses(S, seat, w)]
        return [BuildWonder(wonder=w) for w in S.wonders if w and q.can_build_wonder(S, seat, w)]

    def _destiny_gain(self, S: State, seat: int, card: str) -> int:
        """What playing ``card`` gives now (0: nothing, so it is not offered)."""
        tok = q.tokens(S, seat)
        if card.startswith("resource_"):
            return 1
        if card == "all_four_types":
            return 3 if all(tok.get(r, 0) for r in RESOURCES) else 0
        if card == "wood_points":
            return tok.get("wood", 0)
        if card == "grain_hourglass":
            return tok.get("grain", 0)
        if card == "stone_majority":
            mine = tok.get("stone", 0)
            others = [q.tokens(S, s).get("stone", 0) for s in range(S.n) if s != seat]
            best = max(others) if others else 0
            wins = mine > best or (mine == best and mine > 0 and q.has(S, seat, "democracy"))
            return 3 if wins else 0
        return 0

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        if isinstance(action, dict):
            action = self.parse_action(action)
        S = state
        if S.over:
            raise IllegalAction("game_over", msg("olympus-err-over"))
        pr = self.prompt(S)
        if seat not in pr.seats:
            raise IllegalAction("not_your_turn", msg("olympus-err-not-your-turn"))
        S = q.copy_state(state)
        ev: list[Event] = []
        if S.pending:
            if not isinstance(action, Choose):
                raise IllegalAction("wrong_action", msg("olympus-err-choose-first", what=msg(f"olympus-prompt-{S.pending[0].kind}", n=S.pending[0].count)))
            self._answer(S, seat, action.value, ev)
        else:
            self._turn(S, seat, action, ev)
        self._advance(S, ev)
        return S, ev

    def _answer(self, S: State, seat: int, value: str, ev: list[Event]) -> None:
        d = S.pending[0]
        if value not in self._choices(S, d, seat):
            raise IllegalAction("bad_choice", msg("olympus-err-bad-choice"))
        p = S.players[seat]
        if d.kind == "condemn":
            S.condemned.append(value)
            ev.append(_ev(msg("olympus-ev-condemn", player=f"{{p{seat}}}", territory=T(value))))
            d.count -= 1
            if d.count <= 0:
                S.pending.pop(0)
                S.tribes = sorted(t.id for t in DATA.territories if t.star and t.id not in S.condemned)
                if S.n == 2:
                    top = max(range(S.n), key=lambda s: S.players[s].stamp)
                    S.pending.append(Pending(kind="barbarians", seats=[top], count=4))
            return
        if d.kind == "barbarians":
            S.stacks[value] = [BARBARIANS]
            ev.append(_ev(msg("olympus-ev-barbarians", player=f"{{p{seat}}}", territory=T(value))))
            d.count -= 1
            if d.count <= 0:
                S.pending.pop(0)
            return
        S.pending.pop(0)
        if d.kind == "bonus":
            row, col = d.ref.split(":")
            kinds = DATA.bonus_layout[row][int(col)]
            i = int(value)
            S.bonus[row][int(col)][i] = seat
            p.general -= 1
            q.do_take_bonus(S, seat, kinds[i])
            ev.append(_ev(msg(f"olympus-ev-bonus-{kinds[i]}", player=f"{{p{seat}}}")))
            if S.owed:  # rules 2: the discovery's action points, after its bonus
                owed, S.owed = S.owed, 0
                self._pay(S, seat, owed, ev)
        elif d.kind == "oracle":
            p.hand.append(value)
            rest = list(d.options)
            rest.remove(value)
            S.destiny_discard += rest
            # identical cards grouped ("scarta due carte Prestigio del legno")
            discarded = [msg("olympus-n-destiny", n=rest.count(c), card=msg(f"olympus-destiny-{c}")) for c in sorted(set(rest), key=rest.index)]
            ev.append(_ev(msg("olympus-ev-oracle-kept", player=f"{{p{seat}}}", discarded=discarded)))
            ev.append(_ev(msg("olympus-ev-draw-private", card=msg(f"olympus-destiny-{value}")), to=seat, kind="destiny", card=value))
            self._offer_drawn(S, seat, d.ref)
        elif d.kind == "destiny_now":
            if value != "keep":
                self._play_destiny(S, seat, value, ev)
        elif d.kind in ("artemis", "commerce"):
            p.cubes[value] = p.cubes.get(value, 0) + 1
            ev.append(_ev(msg("olympus-ev-cube", player=f"{{p{seat}}}", resource=R(value))))
            if d.kind == "commerce" and d.count > 1:
                S.pending.insert(0, Pending(kind="commerce", seats=[seat], count=d.count - 1, options=list(RESOURCES)))
        elif d.kind == "hades":
            q.do_leave(S, seat, value)
            p.reserve += 1
            ev.append(_ev(msg("olympus-ev-hades", player=f"{{p{seat}}}", territory=T(value))))
        elif d.kind == "zeus_cards":
            d.answers[seat] = int(value)
            if set(d.answers) >= set(d.seats):
                card, drawer = d.ref.split(":")
                for s, k in d.answers.items():
                    for _ in range(k):
                        S.players[s].hand.remove("zeus")
                        S.destiny_discard.append("zeus")
                    if k:
                        ev.append(_ev(msg("olympus-ev-zeus-cards", player=f"{{p{s}}}", n=k)))
                self._resolve_olympus(S, card, int(drawer), dict(d.answers), ev)
            else:
                S.pending.insert(0, d)

    def _turn(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        p = S.players[seat]
        if isinstance(a, PlayDestiny):
            if a.card not in p.hand or a.card not in PLAYABLE:
                raise IllegalAction("no_card", msg("olympus-err-no-card"))
            if not self._destiny_gain(S, seat, a.card):
                raise IllegalAction("no_effect", msg("olympus-err-no-effect", card=msg(f"olympus-destiny-{a.card}")))
            self._play_destiny(S, seat, a.card, ev)
            return
        final = q.past_last_zeus(S, p)
        if isinstance(a, Pass):
            if not (final or not [x for x in self._turn_actions(S, seat) if not isinstance(x, (Pass, PlayDestiny))]):
                raise IllegalAction("cannot_pass", msg("olympus-err-cannot-pass", on=int(S.rules >= 3)))
            p.done = True
            ev.append(_ev(msg("olympus-ev-pass", player=f"{{p{seat}}}", pos=p.pos)))
            self._note(S, seat, passed=True)
            S.turns += 1
            return
        if isinstance(a, Expand):
            costs = q.expand_costs(S, seat, a.origin)
            if a.to not in DATA.territory:  # never the sent text in the refusal
                raise IllegalAction("malformed", not_one_of("to", sorted(DATA.territory)))
            if a.to not in costs:
                raise IllegalAction("bad_move", msg("olympus-err-bad-move", territory=T(a.to)))
            cost = costs[a.to]
            self._check_time(S, seat, cost)
            # rules 3: a covered settler flees ("può fuggire gratuitamente dal territorio")
            flees = S.rules >= 3 and not a.origin.startswith("new:") and q.controller(S, a.origin) != seat
            path = settler_path(S, seat, a.origin, a.to) if S.rules >= 3 else []
            fight, defender = q.do_expand(S, seat, a.origin, a.to)
            self._note(S, seat, path=path, new=a.origin.startswith("new:"),
                       fight="" if not fight else "tribe" if defender is None else "barbarians" if defender == BARBARIANS else str(defender))
            who = f"{{p{seat}}}"
            if not fight and flees:
                ev.append(_ev(msg("olympus-ev-flee", player=who, origin=T(a.origin), territory=T(a.to), ap=cost), kind="expand", to_territory=a.to))
            elif not fight:
                ev.append(_ev(msg("olympus-ev-settle", player=who, territory=T(a.to), ap=cost, new=int(a.origin.startswith("new:"))), kind="expand", to_territory=a.to))
            elif defender is None:
                ev.append(_ev(msg("olympus-ev-tribe", player=who, territory=T(a.to), ap=cost, swords=q.swords(S, seat)), kind="combat", to_territory=a.to))
            elif defender == BARBARIANS:
                ev.append(_ev(msg("olympus-ev-barbarian-fight", player=who, territory=T(a.to), ap=cost, swords=q.swords(S, seat)), kind="combat", to_territory=a.to))
            else:
                ev.append(_ev(msg("olympus-ev-attack", player=who, defender=f"{{p{defender}}}", territory=T(a.to), ap=cost,
                                  swords=q.swords(S, seat), their=q.swords(S, defender)), kind="combat", to_territory=a.to))
        elif isinstance(a, Discover):
            d = DATA.discovery.get(a.discovery)
            if d is None or q.has(S, seat, d.id) or q.discovery_column(S, d) is None:
                raise IllegalAction("no_discovery", msg("olympus-err-no-discovery"))
            spend = q.cubes_to_spend(S, seat, d, tuple(a.groups))
            # one way per set of cubes spent: the group order the panel offers (payments())
            if spend is None or tuple(a.groups) not in q.payments(S, seat, d):
                raise IllegalAction("cannot_pay", msg("olympus-err-cannot-pay", discovery=D(d.id)))
            tiles = S.discount_tiles.get(d.id)
            if tiles and a.tile not in tiles or not tiles and a.tile is not None:
                raise IllegalAction("bad_tile", msg("olympus-err-bad-tile"))
            cost = q.discovery_cost(S, seat, d)
            self._check_time(S, seat, cost)
            for r, k in spend.items():
                p.cubes[r] -= k
            col = q.discovery_column(S, d)
            assert col is not None
            S.piles[d.row][col].remove(d.id)
            p.discoveries.append(d.id)
            if S.rules >= 3:
                if not S.piles[d.row][col]:
                    S.emptied = {**S.emptied, f"{d.row}:{col}": d.id}
                self._note(S, seat, discovery=d.id, column=col)
            if tiles and a.tile:
                p.discounts.append(a.tile)
                tiles.remove(a.tile)
                if S.n == 2:
                    tiles.clear()
            ev.append(_ev(msg("olympus-ev-discover", player=f"{{p{seat}}}", discovery=D(d.id), ap=cost, spent=sum(spend.values()),
                              cubes=[msg("olympus-n-resource", n=k, resource=R(r)) for r, k in sorted(spend.items())]), kind="discover", discovery=d.id))
            self._discovery_effect(S, seat, d.id, ev)
            free = q.free_bonus_spaces(S, d.row, col)
            if len(free) == 1 and p.general > 0:
                self._answer_bonus_now(S, seat, d.row, col, free[0], ev)
            elif free and p.general > 0:
                S.pending.insert(0, Pending(kind="bonus", seats=[seat], ref=f"{d.row}:{col}", options=[str(i) for i in free]))
                if S.rules >= 2:
                    # "Il giocatore immediatamente prende il bonus": the chosen bonus, like the
                    # only one left, comes before the action points are paid (docs/olympus-rules.md O1)
                    S.owed = cost
        elif isinstance(a, BuildWonder):
            col = q.wonder_column(S, a.wonder)
            if S.rules >= 3 and col is not None and q.wonder_stars(S, seat, col)[0] > DATA.wonder[a.wonder].stars:
                # "il numero esatto di simboli Stella": more Stars than the wonder's forbid it
                raise IllegalAction("too_many_stars", msg("olympus-err-too-many-stars", wonder=msg(f"olympus-wonder-{a.wonder}"),
                                                          stars=DATA.wonder[a.wonder].stars, fixed=q.wonder_stars(S, seat, col)[0]))
            if not q.can_build_wonder(S, seat, a.wonder):
                raise IllegalAction("no_wonder", msg("olympus-err-no-wonder", wonder=msg(f"olympus-wonder-{a.wonder}")))
            assert col is not None
            fixed, _ = q.wonder_stars(S, seat, col)
            if S.rules >= 3:
                # "il giocatore deve avere il numero esatto di simboli Stella": the seat's Stars
                # (never spent) plus the one-use Stars it chooses to add (docs/olympus-rules.md O6)
                uses = q.wonder_uses(S, seat, a.wonder)
                if a.athena is None and a.cards is None:
                    athena, cards = uses[0]
                elif (a.athena or 0, a.cards or 0) in uses:
                    athena, cards = a.athena or 0, a.cards or 0
                else:
                    raise IllegalAction("wrong_stars", msg("olympus-err-wrong-stars", wonder=msg(f"olympus-wonder-{a.wonder}"),
                                                           stars=DATA.wonder[a.wonder].stars, fixed=fixed))
            elif a.athena is not None or a.cards is not None:
                raise IllegalAction("wrong_action", msg("olympus-err-wrong-action"))
            else:
                short = max(0, DATA.wonder[a.wonder].stars - fixed)
                athena = min(short, p.athena_star)
                cards = short - athena
            cost = q.wonder_cost(S, seat)
            self._check_time(S, seat, cost)
            p.athena_star -= athena
            for _ in range(cards):
                p.hand.remove("star")
                S.destiny_discard.append("star")
            S.wonders[col] = None
            p.wonders.append(a.wonder)
            if S.rules >= 3:
                S.emptied = {**S.emptied, f"wonder:{col}": a.wonder}
                self._note(S, seat, wonder=a.wonder, column=col)
            ev.append(_ev(msg("olympus-ev-wonder", player=f"{{p{seat}}}", wonder=msg(f"olympus-wonder-{a.wonder}"), ap=cost,
                              stars=fixed, once=athena + cards, pp=DATA.wonder[a.wonder].pp), kind="wonder", wonder=a.wonder))
        else:
            raise IllegalAction("wrong_action", msg("olympus-err-wrong-action"))
        if not S.owed:
            self._pay(S, seat, cost, ev)
        if final:
            p.done = True
            ev.append(_ev(msg("olympus-ev-final", player=f"{{p{seat}}}")))
        S.turns += 1
        S.turn_seat = seat

    def _play_destiny(self, S: State, seat: int, card: str, ev: list[Event]) -> None:
        """Play ``card`` (in the seat's hand, PLAYABLE, giving something): its effect, then the
        discard pile ("Gli effetti sono applicati immediatamente")."""
        p = S.players[seat]
        gain = self._destiny_gain(S, seat, card)
        p.hand.remove(card)
        S.destiny_discard.append(card)
        what: dict[str, Any]  # what the card gives, for the log line ("gains 3 prestige")
        if card.startswith("resource_"):
            r = card.split("_", 1)[1]
            p.cubes[r] = p.cubes.get(r, 0) + 1
            what = {"what": "cube", "resource": R(r)}
        elif card in ("all_four_types", "wood_points"):
            p.prestige += gain
            what = {"what": "prestige"}
        else:
            p.hourglasses += gain
            what = {"what": "hourglasses"}
        ev.append(_ev(msg("olympus-ev-destiny", player=f"{{p{seat}}}", card=msg(f"olympus-destiny-{card}"), n=gain, **what)))
        self._note(S, seat, destiny=card)

    def _note(self, S: State, seat: int, **change: Any) -> None:
        """Rules 3: notes ``change`` (fields of :class:`LastTurn`; ``destiny``: one card, added)
        in ``S.last``, the record of the turn the picture draws; the first action of a turn (a
        Destiny card or the action itself) starts a new record.  The record is replaced, never
        changed in place (rules.copy_state shares it with the state before).  Rules 1-2 kept no
        record (state.RULES_VERSION): nothing is noted, so their games replay identical."""
        if S.rules < 3:
            return
        last = S.last
        if last is None or last.turn != S.turns or last.seat != seat:
            last = LastTurn(seat=seat, turn=S.turns)
        if "destiny" in change:
            change["destiny"] = [*last.destiny, change["destiny"]]
        S.last = last.model_copy(update=change)

    def _pay(self, S: State, seat: int, cost: int, ev: list[Event]) -> None:
        """Pay an action's points, hourglasses first (rules.do_pay_time), with its event."""
        glass, steps = q.do_pay_time(S, seat, cost)
        if glass or steps:
            ev.append(_ev(msg("olympus-ev-time", player=f"{{p{seat}}}", hourglasses=glass, steps=steps, pos=S.players[seat].pos)))

    def _check_time(self, S: State, seat: int, cost: int) -> None:
        if not q.fits(S, seat, cost):
            raise IllegalAction("past_cross", msg("olympus-err-past-cross", ap=q.action_points(S, seat, cost), cross=DATA.time_track.cross))

    def _answer_bonus_now(self, S: State, seat: int, row: str, col: int, i: int, ev: list[Event]) -> None:
        kind = DATA.bonus_layout[row][col][i]
        S.bonus[row][col][i] = seat
        S.players[seat].general -= 1
        q.do_take_bonus(S, seat, kind)
        ev.append(_ev(msg(f"olympus-ev-bonus-{kind}", player=f"{{p{seat}}}")))

    def _discovery_effect(self, S: State, seat: int, d: str, ev: list[Event]) -> None:
        p = S.players[seat]
        if d == "cavalry":
            p.hourglasses += 2
        elif d == "surgery":
            k = min(2, p.general)
            p.general -= k
            p.reserve += k
        elif d == "commerce":
            S.pending.insert(0, Pending(kind="commerce", seats=[seat], count=2, options=list(RESOURCES)))
        elif d in ("phalanx", "hellenism"):
            S.turn_seat = seat
            self._draw(S, seat, ev, reason=d)

    # ---- views -------------------------------------------------------------------------------
    def player_view(self, state: State, seat: int | None) -> View:
        return build(state, seat)

    def panel(self, state: State, seat: int) -> Panel:
        return panels.panel(self, state, seat)

    def status_text(self, state: State, seat: int | None) -> Text:
        return panels.status(state, seat, self.prompt(state))

    def seat_label(self, state: State, seat: int) -> Text:
        return msg(f"olympus-colour-{COLOURS[seat]}")

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        return set()  # the hidden parts are card names shared with public ones: resample_hidden checks them

    def undoable(self, before: State, after: State, seat: int, action: Action, events: Sequence[Event]) -> bool:
        """A decision may be taken back when it moved no card of the Destiny deck, no Destiny
        card of a hand and no Olympus card (olympus.it.txt: Destiny cards are drawn face down
        from the deck and kept hidden in hand, and played face up; Olympus cards are revealed
        when a player reaches Zeus's space; the Zeus cards are answered secretly), drew nothing
        at random and did not end the game.  A settler moved, a discovery, a wonder or a bonus
        space chosen are open and certain: undoable."""
        if after.over:
            return False
        if (before.destiny_deck, before.destiny_discard, before.olympus, before.revealed) != (
            after.destiny_deck,
            after.destiny_discard,
            after.olympus,
            after.revealed,
        ):
            return False
        if any(b.hand != a.hand for b, a in zip(before.players, after.players)):
            return False
        return self.quiet_change(before, after, seat, events)

    def board_moment(self, before: State, after: State, events: list[Event]) -> bool:
        """The picture after each turn (an action or a pass) and at the end, not after a Destiny
        card played or a choice inside a turn."""
        return after.over or after.turns != before.turns

    # ---- automatic player --------------------------------------------------------------------
    def timeout_action(self, state: State, seat: int) -> Action:
        return bot.choose(self, state, seat)

    # ---- the search player's hooks (engines/search.py) ---------------------------------------
    def search_opponent_model(self) -> bool:
        """The other seats move by the automatic player inside the search's tree too: the tree
        holds only the searching seat's decisions (a 4-player tree of everyone's moves gets a
        handful of visits per node at a second's budget)."""
        return True

    def search_actions(self, state: State, seat: int) -> Sequence[Action]:
        """The automatic player's choice first, then its next best moves of each kind
        (engines/olympus/auto.py ``candidates``): a turn offers up to about 130 moves, most of them
        other ways to pay or other routes to the same place."""
        return bot.candidates(self, state, seat)

    def search_prior(self, state: State, seat: int, actions: Sequence[Action]) -> list[float]:
        """Half the prior on the first of ``actions`` (:meth:`search_actions` puts the automatic
        player's choice first), the rest even."""
        n = len(actions)
        if n == 0:
            return []
        return [(0.5 if i == 0 else 0.0) + 0.5 / n for i in range(n)]

    def search_rollout(self, state: State, seat: int, rng: random.Random) -> Action:
        """The automatic player's choice (deterministic): the standard seats the strong player
        meets play it, and a playout then varies only by the determinization."""
        return bot.choose(self, state, seat)

    def search_simulate(self, state: State, rng: random.Random, depth: int) -> dict[int, float]:
        """:meth:`Engine.search_simulate` without its check that the prompted seat has a move
        (the automatic player's own check: an Olympus prompt always offers one)."""
        steps = 0
        while steps < depth and not state.over:
            seats = self.prompt(state).seats
            if not seats:
                break
            state, _ = self.apply(state, seats[0], bot.choose(self, state, seats[0]))
            steps += 1
        return self.search_value(state)

    def search_value(self, state: State) -> dict[int, float]:
        """A finished game: the winners' shares; else a softmax (temperature ``VALUE_TEMPERATURE``
        prestige points) of each seat's expected prestige: its prestige counted as at the end
        ("Sommare il prestigio dei giocatori", rules.score) plus ``TIME_WORTH`` per action point it
        may still spend (the spaces to the Cross and its hourglasses; none once its game is over)
        and ``CUBE_WORTH`` per resource cube."""
        out = self.outcome(state)
        if out is not None:
            return {s: 1.0 / len(out.winners) for s in out.winners}
        cross = DATA.time_track.cross
        est = {}
        for s, p in enumerate(state.players):
            left = 0 if p.done else max(0, cross - p.pos) + p.hourglasses
            est[s] = q.total(state, s) + TIME_WORTH * left + CUBE_WORTH * sum(p.cubes.values())
        return softmax_shares(est, VALUE_TEMPERATURE)

    def search_depth(self) -> int:
        """A game is about 150 decisions (four players) and the automatic player costs a few
        milliseconds one: playouts stop after 16 decisions (about four turns of each seat) and
        :meth:`search_value` judges the expected prestige."""
        return 16

    def playout_policy(self, state: State, seat: int, rng: random.Random) -> Any:
        """Uniformly random legal actions wander and rarely develop; half the time the automatic
        player's choice (as Mare Nostrum does) so random games end in a reasonable length."""
        if rng.random() < 0.5:
            return bot.choose(self, state, seat)
        acts = self.legal_actions(state, seat)
        return acts[rng.randrange(len(acts))]

    def resample_hidden(self, state: State, rng: random.Random, hidden_from: int | None) -> State:
        """Twin: the other seats' hands (sizes kept) and the Destiny deck pooled and dealt again,
        the face-down Olympus cards and the unused one permuted; another seat's Oracle draw too.
        The pools are drawn in a canonical order (sorted), so two states ``hidden_from`` cannot
        tell apart give the same twin for the same ``rng`` (engines/search.py)."""
        S = state.model_copy(deep=True)
        pool = list(S.destiny_deck)
        for s, p in enumerate(S.players):
            if s != hidden_from:
                pool += p.hand
        oracle = [d for d in S.pending if d.kind == "oracle" and hidden_from not in d.seats]
        for d in oracle:
            pool += d.options
        pool.sort()  # the deal depends only on the pooled cards, not on who held which (engines/search.py)
        rng.shuffle(pool)
        for s, p in enumerate(S.players):
            if s != hidden_from:
                k = len(p.hand)
                p.hand, pool = pool[:k], pool[k:]
        for d in oracle:
            k = len(d.options)
            d.options, pool = pool[:k], pool[k:]
        S.destiny_deck = pool
        # the Zeus cards another seat has already committed to a revealed Olympus card are hidden
        # (the view says only who answered): redrawn as what its redrawn hand allows, all its Zeus
        # cards (the automatic player's answer), so the twin stays playable
        for d in S.pending:
            if d.kind == "zeus_cards":
                for s in d.answers:
                    if s != hidden_from:
                        d.answers[s] = S.players[s].hand.count("zeus")
        unseen = [c.id for c in DATA.olympus_cards if c.id not in S.revealed]
        rng.shuffle(unseen)
        for z in sorted(S.olympus):
            k = len(S.olympus[z])
            S.olympus[z], unseen = unseen[:k], unseen[k:]
        return S
