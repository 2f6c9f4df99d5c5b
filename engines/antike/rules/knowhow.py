"""Know-how (rulebook "Conoscenza"): four basic advances, four advanced ones each requiring its
basic; 7/10 gold for the first nation to get one (which earns a scholar), 3/5 for later ones."""

from __future__ import annotations

from engines.antike.data import ADVANCED, BASIC, RESOURCES, know_how_cost
from engines.antike.rules.common import Events, coin_splits, emit, illegal, level, pay, who
from engines.antike.state import Learn, State, Trade
from engines.text import msg


def branch(advance: str) -> str:
    """The basic advance of ``advance``'s branch (Roads -> Wheel)."""
    return ADVANCED.get(advance, advance)


def owns(st: State, i: int, advance: str) -> bool:
    need = 2 if advance in ADVANCED else 1
    return level(st.nations[i], branch(advance)) >= need


def first(st: State, advance: str) -> bool:
    """No nation owns ``advance`` yet (a nation with the advanced level owns the basic too)."""
    return not any(owns(st, j, advance) for j in range(len(st.nations)))


def cost(st: State, advance: str) -> int:
    return know_how_cost(advance, first(st, advance))


def can_learn(st: State, i: int, advance: str) -> bool:
    if owns(st, i, advance):
        return False
    return advance in BASIC or owns(st, i, branch(advance))


def learn_options(st: State) -> list[Learn]:
    n = st.nations[st.active]
    return [Learn(advance=a, coins=c) for a in BASIC + list(ADVANCED) if can_learn(st, st.active, a)
            for c in coin_splits(n, "gold", cost(st, a))]


def learn(st: State, a: Learn, events: Events) -> None:
    if a.advance not in BASIC and a.advance not in ADVANCED:
        raise illegal("bad_advance", "antike-err-bad-advance")
    if owns(st, st.active, a.advance):
        raise illegal("owned", "antike-err-owned", advance=msg(f"antike-kh-{a.advance}"))
    if not can_learn(st, st.active, a.advance):
        raise illegal("needs_basic", "antike-err-needs-basic", advance=msg(f"antike-kh-{a.advance}"),
                      basic=msg(f"antike-kh-{branch(a.advance)}"))
    is_first = first(st, a.advance)
    price = know_how_cost(a.advance, is_first)
    n = st.nations[st.active]
    pay(n, "gold", price, a.coins, st)
    n.know_how[branch(a.advance)] = 2 if a.advance in ADVANCED else 1
    if is_first:
        n.firsts += 1
    emit(events, "learn", msg("antike-ev-learn", who=who(st, st.active), advance=msg(f"antike-kh-{a.advance}"),
                              cost=price, coins=a.coins, first=1 if is_first else 0), advance=a.advance)


def all_eight(st: State, i: int) -> bool:
    """All four branches at the advanced level: all eight advances.  Decision: the English
    rulebook also gives such a nation one extra personality; the Italian rulebook (this project's
    reference) does not, so it is not given."""
    return all(level(st.nations[i], b) == 2 for b in BASIC)


#: resources given for one taken, by rules version: rules 1-3 traded 2 for 1 (the English
#: rulebook's rate), rules 4 1 for 1 (the Italian text, :func:`trade_rate`)
TRADE_RATE_OLD = 2
TRADE_RATE = 1


def trade_rate(st: State) -> int:
    """Units of a resource given for one unit of another.  antike.it.txt, "Conoscenza": "Se una
    nazione acquista tutti i progressi, può scambiare liberamente, a partire da questo momento, il
    marmo, il ferro o l'oro con un'altra risorsa": one resource for another, at no price: 1 for 1
    (rules 4).  The English rulebook's 2 for 1, which rules 1-3 played, is not in the Italian text,
    the project's reference where the two differ.  "Liberamente": at any time of the nation's own
    turn (any of its steps, as before), as often as it likes."""
    return TRADE_RATE if st.rules >= 4 else TRADE_RATE_OLD


def trade_options(st: State) -> list[Trade]:
    """All eight advances: exchange a resource with the bank for another (:func:`trade_rate`)."""
    if not all_eight(st, st.active):
        return []
    n = st.nations[st.active]
    rate = trade_rate(st)
    return [Trade(give=g, take=t) for g in RESOURCES for t in RESOURCES if g != t and getattr(n, g) >= rate]


def trade(st: State, a: Trade, events: Events) -> None:
    n = st.nations[st.active]
    if not all_eight(st, st.active):
        raise illegal("no_trade", "antike-err-no-trade")
    rate = trade_rate(st)
    if a.give == a.take or getattr(n, a.give) < rate:
        raise illegal("cannot_afford", "antike-err-cannot-afford", n=rate, res=msg(f"antike-res-{a.give}"))
    setattr(n, a.give, getattr(n, a.give) - rate)
    setattr(n, a.take, getattr(n, a.take) + 1)
    emit(events, "trade", msg("antike-ev-trade", who=who(st, st.active), give=msg(f"antike-res-{a.give}"),
                              take=msg(f"antike-res-{a.take}"), n=rate))
