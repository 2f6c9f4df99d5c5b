"""Income (Fase Commercio, A) Accumulare introiti): tax cards from cities, goods from caravans,
doubled by a temple / market, the occupiers' share, and the income powers (Colossus, Temple of
Artemis).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import ChooseCard, Decision, State
from engines.mare_nostrum.texts import cards_text, named, who
from engines.text import msg


def income(R: Rules, S: State, ev: list[Event]) -> dict[int, list[str]]:
    """Accumulare introiti: 1 tax per city (2 with a temple), 1 good per caravan (2 with a
    market); an occupying legion takes the income of its building and the doubling only with
    a legion on the temple/market too; Colossus +1 tax; Temple of Artemis +1 good of choice.
    Returns seat -> the kinds of cards it received (Mythology: Hermes' choice, gods.py)."""
    gains: dict[int, Counter] = {s: Counter() for s in range(S.n)}
    for pid, P in S.provinces.items():
        temple_h = (P.temple_occ if P.temple_occ is not None else P.owner) if P.temple else None
        market_h = (P.market_occ if P.market_occ is not None else P.owner) if P.market else None
        for i, built in enumerate(P.cities):
            rec = P.city_occ[i] if P.city_occ[i] is not None else P.owner
            if built and rec is not None and q.is_seat(rec):
                gains[rec]["tax"] += 2 if temple_h == rec else 1
        for i, built in enumerate(P.caravans):
            rec = P.caravan_occ[i] if P.caravan_occ[i] is not None else P.owner
            if built and rec is not None and q.is_seat(rec):
                gains[rec][R.provinces[pid].resources[i]] += 2 if market_h == rec else 1
        # Circe (Mythology): "le sue legioni ... producono come carovane" in provinces holding her
        # marker, one legion per free resource site, a market doubling them like caravans
        own = P.owner
        if own is not None and q.is_seat(own) and P.legions.get(own, 0) and q.has(R, S, own, "legions_as_caravans"):
            free = [i for i, built in enumerate(P.caravans) if not built]
            for i in free[: P.legions[own]]:
                gains[own][R.provinces[pid].resources[i]] += 2 if market_h == own else 1
    for s in range(S.n):
        for e in q.effects(R, S, s, "extra_income"):
            if e["card"] == "tax":
                gains[s]["tax"] += int(e["amount"])
    produced: dict[int, list[str]] = {}
    director = S.roles["director_of_commerce"]
    for s in [(director + k) % S.n for k in range(S.n)]:
        got: list[str] = []
        for card, n in sorted(gains[s].items()):
            k = min(n, S.bank.get(card, 0))
            S.bank[card] = S.bank.get(card, 0) - k
            got += [card] * k
        q.add_cards(S.players[s].hand, got)
        produced[s] = sorted(set(got))
        ev.append(event(msg("mn-ev-income", side=who(s), n=len(got), tax=got.count("tax"), goods=len(got) - got.count("tax")), n=len(got)))
        if got:
            ev.append(event(msg("mn-ev-your-income", cards=cards_text(got)), to=s, kind="private", cards=got))
        for e in q.effects(R, S, s, "extra_income"):
            if e["card"] == "goods_choice" and any(S.bank.get(g, 0) > 0 for g in R.commodities):
                S.pending.append(Decision(kind="artemis", seat=s))
    return produced


def a_artemis(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, ChooseCard)
    if a.card not in t.R.commodities or S.bank.get(a.card, 0) <= 0:
        raise Refusal("unavailable", named("mn-err-bank-empty-good"))
    S.pending.pop()
    S.bank[a.card] -= 1
    q.add_cards(S.players[seat].hand, [a.card])
    ev.append(event(msg("mn-ev-artemis", side=who(seat))))
