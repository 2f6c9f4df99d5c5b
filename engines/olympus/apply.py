"""Applying an action of Olympus (rulebook "IL GIOCO"): the answer to a pending decision, or a
turn's Destiny card, pass, expansion (with a covered settler's flight), discovery (its power and
bonus space) or wonder (the exact Stars), its action points paid, then the end of the turn
(flow.advance).  Every refusal is an :class:`~engines.olympus.codes.Refusal` raised before the
state given is changed (:func:`apply` works on a copy)."""

from __future__ import annotations

from typing import Any

from engines.base import Event, not_one_of
from engines.olympus import destiny
from engines.olympus import rules as q
from engines.olympus.codes import Refusal as IllegalAction  # the contract's, its codes typed
from engines.olympus.data import DATA, RESOURCES
from engines.olympus.flow import advance, resolve_olympus
from engines.olympus.last import note, settler_path
from engines.olympus.moves import choices, prompt, turn_actions
from engines.olympus.state import BARBARIANS, Action, BuildWonder, Choose, Discover, Expand, Pass, Pending, PlayDestiny, State
from engines.olympus.texts import D, R, T, ev
from engines.text import msg


def apply(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """``seat`` plays ``action`` (parsed): the new state (``state`` is not changed) and the
    events.  Raises IllegalAction ("game_over", "not_your_turn", "wrong_action", ...)."""
    S = state
    if S.over:
        raise IllegalAction("game_over", msg("olympus-err-over"))
    pr = prompt(S)
    if seat not in pr.seats:
        raise IllegalAction("not_your_turn", msg("olympus-err-not-your-turn"))
    S = q.copy_state(state)
    events: list[Event] = []
    if S.pending:
        if not isinstance(action, Choose):
            raise IllegalAction("wrong_action", msg("olympus-err-choose-first", what=msg(f"olympus-prompt-{S.pending[0].kind}", n=S.pending[0].count)))
        answer(S, seat, action.value, events)
    else:
        turn(S, seat, action, events)
    advance(S, events)
    return S, events


def answer(S: State, seat: int, value: str, events: list[Event]) -> None:
    """``seat`` answers the first pending decision with ``value`` (one of moves.choices)."""
    d = S.pending[0]
    if value not in choices(S, d, seat):
        raise IllegalAction("bad_choice", msg("olympus-err-bad-choice"))
    p = S.players[seat]
    if d.kind == "condemn":
        S.condemned.append(value)
        events.append(ev(msg("olympus-ev-condemn", player=f"{{p{seat}}}", territory=T(value))))
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
        events.append(ev(msg("olympus-ev-barbarians", player=f"{{p{seat}}}", territory=T(value))))
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
        events.append(ev(msg(f"olympus-ev-bonus-{kinds[i]}", player=f"{{p{seat}}}")))
        if S.owed:  # rules 2: the discovery's action points, after its bonus
            owed, S.owed = S.owed, 0
            pay(S, seat, owed, events)
    elif d.kind == "oracle":
        p.hand.append(value)
        rest = list(d.options)
        rest.remove(value)
        S.destiny_discard += rest
        # identical cards grouped ("scarta due carte Prestigio del legno")
        discarded = [msg("olympus-n-destiny", n=rest.count(c), card=msg(f"olympus-destiny-{c}")) for c in sorted(set(rest), key=rest.index)]
        events.append(ev(msg("olympus-ev-oracle-kept", player=f"{{p{seat}}}", discarded=discarded)))
        events.append(ev(msg("olympus-ev-draw-private", card=msg(f"olympus-destiny-{value}")), to=seat, kind="destiny", card=value))
        destiny.offer_drawn(S, seat, d.ref)
    elif d.kind == "destiny_now":
        if value != "keep":
            destiny.play(S, seat, value, events)
    elif d.kind in ("artemis", "commerce"):
        p.cubes[value] = p.cubes.get(value, 0) + 1
        events.append(ev(msg("olympus-ev-cube", player=f"{{p{seat}}}", resource=R(value))))
        if d.kind == "commerce" and d.count > 1:
            S.pending.insert(0, Pending(kind="commerce", seats=[seat], count=d.count - 1, options=list(RESOURCES)))
    elif d.kind == "hades":
        q.do_leave(S, seat, value)
        p.reserve += 1
        events.append(ev(msg("olympus-ev-hades", player=f"{{p{seat}}}", territory=T(value))))
    elif d.kind == "zeus_cards":
        d.answers[seat] = int(value)
        if set(d.answers) >= set(d.seats):
            card, drawer = d.ref.split(":")
            for s, k in d.answers.items():
                for _ in range(k):
                    S.players[s].hand.remove("zeus")
                    S.destiny_discard.append("zeus")
                if k:
                    events.append(ev(msg("olympus-ev-zeus-cards", player=f"{{p{s}}}", n=k)))
            resolve_olympus(S, card, int(drawer), dict(d.answers), events)
        else:
            S.pending.insert(0, d)


def turn(S: State, seat: int, a: Any, events: list[Event]) -> None:
    """``seat``'s turn action ``a``: a Destiny card (the turn goes on), the pass, or an action
    (expansion, discovery, wonder) and its action points; the final one past the last Zeus space
    ends the seat's game."""
    p = S.players[seat]
    if isinstance(a, PlayDestiny):
        if a.card not in p.hand or a.card not in destiny.PLAYABLE:
            raise IllegalAction("no_card", msg("olympus-err-no-card"))
        if not destiny.gain(S, seat, a.card):
            raise IllegalAction("no_effect", msg("olympus-err-no-effect", card=msg(f"olympus-destiny-{a.card}")))
        destiny.play(S, seat, a.card, events)
        return
    final = q.past_last_zeus(S, p)
    if isinstance(a, Pass):
        if not (final or not [x for x in turn_actions(S, seat) if not isinstance(x, (Pass, PlayDestiny))]):
            raise IllegalAction("cannot_pass", msg("olympus-err-cannot-pass", on=int(S.rules >= 3)))
        p.done = True
        events.append(ev(msg("olympus-ev-pass", player=f"{{p{seat}}}", pos=p.pos)))
        note(S, seat, passed=True)
        S.turns += 1
        return
    if isinstance(a, Expand):
        cost = _expand(S, seat, a, events)
    elif isinstance(a, Discover):
        cost = _discover(S, seat, a, events)
    elif isinstance(a, BuildWonder):
        cost = _build_wonder(S, seat, a, events)
    else:
        raise IllegalAction("wrong_action", msg("olympus-err-wrong-action"))
    if not S.owed:
        pay(S, seat, cost, events)
    if final:
        p.done = True
        events.append(ev(msg("olympus-ev-final", player=f"{{p{seat}}}")))
    S.turns += 1
    S.turn_seat = seat


def _expand(S: State, seat: int, a: Expand, events: list[Event]) -> int:
    """The expansion ``a`` (a move, a new settler, a combat or a flight), its action points returned
    unpaid."""
    costs = q.expand_costs(S, seat, a.origin)
    if a.to not in DATA.territory:  # never the sent text in the refusal
        raise IllegalAction("malformed", not_one_of("to", sorted(DATA.territory)))
    if a.to not in costs:
        raise IllegalAction("bad_move", msg("olympus-err-bad-move", territory=T(a.to)))
    cost = costs[a.to]
    check_time(S, seat, cost)
    # rules 3: a covered settler flees ("può fuggire gratuitamente dal territorio")
    flees = S.rules >= 3 and not a.origin.startswith("new:") and q.controller(S, a.origin) != seat
    path = settler_path(S, seat, a.origin, a.to, flee=flees) if S.rules >= 3 else []
    fight, defender = q.do_expand(S, seat, a.origin, a.to)
    note(S, seat, path=path, new=a.origin.startswith("new:"),
         fight="" if not fight else "tribe" if defender is None else "barbarians" if defender == BARBARIANS else str(defender))
    who = f"{{p{seat}}}"
    if not fight and flees:
        events.append(ev(msg("olympus-ev-flee", player=who, origin=T(a.origin), territory=T(a.to), ap=cost), kind="expand", to_territory=a.to))
    elif not fight:
        events.append(ev(msg("olympus-ev-settle", player=who, territory=T(a.to), ap=cost, new=int(a.origin.startswith("new:"))), kind="expand", to_territory=a.to))
    elif defender is None:
        events.append(ev(msg("olympus-ev-tribe", player=who, territory=T(a.to), ap=cost, swords=q.swords(S, seat)), kind="combat", to_territory=a.to))
    elif defender == BARBARIANS:
        events.append(ev(msg("olympus-ev-barbarian-fight", player=who, territory=T(a.to), ap=cost, swords=q.swords(S, seat)), kind="combat", to_territory=a.to))
    else:
        events.append(ev(msg("olympus-ev-attack", player=who, defender=f"{{p{defender}}}", territory=T(a.to), ap=cost,
                             swords=q.swords(S, seat), their=q.swords(S, defender)), kind="combat", to_territory=a.to))
    return cost


def _discover(S: State, seat: int, a: Discover, events: list[Event]) -> int:
    """The discovery ``a`` (cubes spent, its power, its bonus space), its action points returned
    unpaid (rules 2: owed in ``S.owed`` until a bonus space is chosen)."""
    p = S.players[seat]
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
    check_time(S, seat, cost)
    for r, k in spend.items():
        p.cubes[r] -= k
    col = q.discovery_column(S, d)
    assert col is not None
    S.piles[d.row][col].remove(d.id)
    p.discoveries.append(d.id)
    if S.rules >= 3:
        if not S.piles[d.row][col]:
            S.emptied = {**S.emptied, f"{d.row}:{col}": d.id}
        note(S, seat, discovery=d.id, column=col)
    if tiles and a.tile:
        p.discounts.append(a.tile)
        tiles.remove(a.tile)
        if S.n == 2:
            tiles.clear()
    events.append(ev(msg("olympus-ev-discover", player=f"{{p{seat}}}", discovery=D(d.id), ap=cost, spent=sum(spend.values()),
                         cubes=[msg("olympus-n-resource", n=k, resource=R(r)) for r, k in sorted(spend.items())]), kind="discover", discovery=d.id))
    discovery_effect(S, seat, d.id, events)
    free = q.free_bonus_spaces(S, d.row, col)
    if len(free) == 1 and p.general > 0:
        answer_bonus_now(S, seat, d.row, col, free[0], events)
    elif free and p.general > 0:
        S.pending.insert(0, Pending(kind="bonus", seats=[seat], ref=f"{d.row}:{col}", options=[str(i) for i in free]))
        if S.rules >= 2:
            # "Il giocatore immediatamente prende il bonus": the chosen bonus, like the
            # only one left, comes before the action points are paid (docs/olympus-rules.md O1)
            S.owed = cost
    return cost


def _build_wonder(S: State, seat: int, a: BuildWonder, events: list[Event]) -> int:
    """The wonder ``a`` with the one-use Stars it names (rules 3: the exact number of Stars), its
    action points returned unpaid."""
    p = S.players[seat]
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
    check_time(S, seat, cost)
    p.athena_star -= athena
    for _ in range(cards):
        p.hand.remove("star")
        S.destiny_discard.append("star")
    S.wonders[col] = None
    p.wonders.append(a.wonder)
    if S.rules >= 3:
        S.emptied = {**S.emptied, f"wonder:{col}": a.wonder}
        note(S, seat, wonder=a.wonder, column=col)
    events.append(ev(msg("olympus-ev-wonder", player=f"{{p{seat}}}", wonder=msg(f"olympus-wonder-{a.wonder}"), ap=cost,
                         stars=fixed, once=athena + cards, pp=DATA.wonder[a.wonder].pp), kind="wonder", wonder=a.wonder))
    return cost


def pay(S: State, seat: int, cost: int, events: list[Event]) -> None:
    """Pay an action's points, hourglasses first (rules.do_pay_time), with its event."""
    glass, steps = q.do_pay_time(S, seat, cost)
    if glass or steps:
        events.append(ev(msg("olympus-ev-time", player=f"{{p{seat}}}", hourglasses=glass, steps=steps, pos=S.players[seat].pos)))


def check_time(S: State, seat: int, cost: int) -> None:
    """Refuses ("past_cross") an action of ``cost`` that would move the seat past the Cross."""
    if not q.fits(S, seat, cost):
        raise IllegalAction("past_cross", msg("olympus-err-past-cross", ap=q.action_points(S, seat, cost), cross=DATA.time_track.cross))


def answer_bonus_now(S: State, seat: int, row: str, col: int, i: int, events: list[Event]) -> None:
    """``seat`` takes bonus space ``i`` of discovery column ``row``/``col`` (the only one left)."""
    kind = DATA.bonus_layout[row][col][i]
    S.bonus[row][col][i] = seat
    S.players[seat].general -= 1
    q.do_take_bonus(S, seat, kind)
    events.append(ev(msg(f"olympus-ev-bonus-{kind}", player=f"{{p{seat}}}")))


def discovery_effect(S: State, seat: int, d: str, events: list[Event]) -> None:
    """Discovery ``d``'s immediate power (Cavalry's hourglasses, Surgery's settlers, Commerce's
    cubes, Phalanx's and Hellenism's Destiny card)."""
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
        destiny.draw(S, seat, events, reason=d)
