"""The optional coin and the rondel move (rulebook "SVOLGIMENTO DEL GIOCO": "Prima di ogni fase
di movimento", "Scelta del movimento")."""

from __future__ import annotations

from engines.antike.data import RONDEL
from engines.antike.rules.common import Events, coins_to_bank, emit, illegal, level, who
from engines.antike.state import Maneuver, Nation, Pay, Rondel, State
from engines.text import msg

FREE_STEPS = 3
RES4 = ("marble", "iron", "gold", "coins")


def step_cost(steps: int) -> int:
    """Resources to pay for moving ``steps`` spaces: 1 to 3 free, then one per extra space; the
    same space again only all the way round (8 steps: 5 resources)."""
    return max(0, steps - FREE_STEPS)


def steps_to(position: int | None, space: int) -> int:
    """Spaces moved from ``position`` to ``space`` (8 when it is the same space; 0 for the first
    placement, which is free and anywhere: rulebook "All'inizio del gioco")."""
    if position is None:
        return 0
    return (space - position) % 8 or 8


def coin_options(st: State) -> list[str | None]:
    """None (no coin), "coin", or a resource instead when the bank has no coin left."""
    return [None, "coin"] if st.coins_bank > 0 else [None, "marble", "iron", "gold"]


def holdings_after_coin(n: Nation, coin: str | None) -> tuple[int, int, int, int]:
    h = [n.marble, n.iron, n.gold, n.coins]
    if coin is not None:
        h[RES4.index("coins" if coin == "coin" else coin)] += 1
    return (h[0], h[1], h[2], h[3])


def legal(st: State) -> list[Rondel]:
    """Every (coin, space) the nation can afford; the extra steps are paid next, one resource
    or coin at a time (:func:`pay_options`)."""
    n = st.nations[st.active]
    out: list[Rondel] = []
    for coin in coin_options(st):
        total = sum(holdings_after_coin(n, coin))
        for space in range(8):
            if step_cost(steps_to(n.position, space)) <= total:
                out.append(Rondel(coin=coin, space=space))
    return out


def pay_options(st: State) -> list[Pay]:
    n = st.nations[st.active]
    return [Pay(res=r) for r in RES4 if getattr(n, r) > 0]


def pay(st: State, a: Pay, events: Events) -> None:
    """Pay one resource (or coin) of the rondel move's cost; the action starts when all is paid."""
    n = st.nations[st.active]
    if st.to_pay <= 0 or getattr(n, a.res) <= 0:
        raise illegal("cannot_afford", "antike-err-rondel-pay", cost=st.to_pay)
    setattr(n, a.res, getattr(n, a.res) - 1)
    if a.res == "coins":
        coins_to_bank(st, 1)
    st.to_pay -= 1
    emit(events, "pay", msg("antike-ev-pay", who=who(st, st.active), what=msg(f"antike-n-{a.res}", n=1)), res=a.res)
    if st.to_pay == 0:
        start_action(st, events)


def take_coin(st: State, coin: str | None, events: Events) -> None:
    n = st.nations[st.active]
    if coin is None:
        return
    if coin == "coin":
        if st.coins_bank <= 0:
            raise illegal("no_coin", "antike-err-no-coin")
        st.coins_bank -= 1
        n.coins += 1
        emit(events, "coin", msg("antike-ev-coin", who=who(st, st.active)))
    else:
        if st.coins_bank > 0:
            raise illegal("coin_left", "antike-err-coin-left")
        setattr(n, coin, getattr(n, coin) + 1)
        emit(events, "coin", msg("antike-ev-coin-res", who=who(st, st.active), res=msg(f"antike-res-{coin}")))


def move(st: State, a: Rondel, events: Events) -> None:
    """Take the coin and move the marker; the space's action starts at once when the move is
    free, else once its cost is paid (step "pay")."""
    if not 0 <= a.space < 8:
        raise illegal("bad_space", "antike-err-bad-space")
    take_coin(st, a.coin, events)
    n = st.nations[st.active]
    k = steps_to(n.position, a.space)
    cost = step_cost(k)
    if sum(holdings_after_coin(n, None)) < cost:
        raise illegal("cannot_afford", "antike-err-rondel-pay", cost=cost)
    n.position = a.space
    sid = RONDEL[a.space].id
    emit(events, "rondel", msg("antike-ev-rondel", who=who(st, st.active), space=msg(f"antike-space-{sid}"), steps=k,
                               cost=cost), space=a.space)
    if cost:
        st.to_pay = cost
        st.step = "pay"
    else:
        start_action(st, events)


def start_action(st: State, events: Events) -> None:
    """The action of the space the active nation moved to (rulebook "AREE SULLA RUOTA")."""
    from engines.antike.rules import production

    n = st.nations[st.active]
    assert n.position is not None
    space = RONDEL[n.position]
    if space.kind == "production":
        assert space.resource is not None
        production.produce(st, space.resource, events)
        st.step = "found"
    elif space.kind == "military":
        st.step = "maneuver"
        st.maneuver = Maneuver(moves=start_moves(st))
    else:
        st.step = space.id
        st.placed = {}


def allowance(n: Nation, unit: str) -> int:
    """Maneuvers per unit: 1; legions 2 with Wheel, 3 with Roads; galleys 2 with Sailing, 3 with
    Navigation (rulebook "Conoscenza")."""
    return 1 + level(n, "wheel" if unit == "legion" else "sailing")


def start_moves(st: State) -> dict[str, dict[str, list[int]]]:
    n = st.nations[st.active]
    out: dict[str, dict[str, list[int]]] = {}
    for unit, d in (("legion", n.legions), ("galley", n.galleys)):
        for p, k in d.items():
            if k:
                out.setdefault(p, {})[unit] = [allowance(n, unit)] * k
    return out
