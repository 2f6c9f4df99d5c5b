"""Setting up (Disposizione iniziale; Disposizione Avanzata; Giocare in meno di 5 giocatori): the
civilizations, the neutral ones' pieces, the introductory positions and the advanced setup's 36
construction points.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.construction import check_build, do_build
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, controlled, event, want
from engines.mare_nostrum.roles import setup_roles
from engines.mare_nostrum.state import Build, Decision, EndTurn, Player, Prov, State
from engines.mare_nostrum.texts import named, who
from engines.rng import Rng
from engines.text import msg


def new_game(R: Rules, seats: int, opts: dict[str, Any], seed: int) -> State:
    """A new game of ``seats`` players before its first automatic steps (turn.advance runs them).
    ``opts``: the engine's options, defaults filled in: ``setup`` "introductory" | "advanced",
    ``civilizations`` (one id per seat, or None for the rulebook's advice: "In 4 giocatori, rimuovi
    Babilonia. In 3 giocatori, rimuovi Roma ed Egitto", dealt at random), ``random_civilizations``.
    Raises ValueError on a bad option."""
    if opts["setup"] not in ("introductory", "advanced"):
        raise ValueError("setup must be 'introductory' or 'advanced'")
    rng = Rng(seed=seed)
    order = R.game.civilization_order
    civs = opts.get("civilizations")
    if civs in ("random", "choose"):  # "choose": the platform passes the lobby's choices (lobby_choice)
        civs = None
    if civs:
        civs = list(civs)
        if len(civs) != seats or len(set(civs)) != seats or not set(civs) <= set(order):
            raise ValueError(f"civilizations must be {seats} different ids among {order}")
    elif opts.get("random_civilizations"):
        civs = rng.sample(order, seats)
    else:
        chosen = [c for c in order if c not in R.game.leave_out.get(seats, [])]
        civs = rng.shuffled(chosen)
    S = State(
        n=seats,
        options=opts,
        rng=rng,
        players=[Player(civ=c) for c in civs],
        provinces={
            pid: Prov(
                cities=[False] * len(p.cities),
                city_occ=[None] * len(p.cities),
                caravans=[False] * len(p.resources),
                caravan_occ=[None] * len(p.resources),
            )
            for pid, p in R.provinces.items()
        },
        seas={sid: {} for sid in R.seas},
        supply=dict(R.game.building_pools[seats]),
        bank={"tax": R.game.tax_cards, **R.game.goods},
        neutrals=[c for c in order if c not in civs],
    )
    place_neutrals(R, S)
    if opts["setup"] == "introductory":
        for seat, pl in enumerate(S.players):
            place_introductory(R, S, seat)
            pl.cards.append(R.game.civilizations[pl.civ].hero)
        setup_roles(R, S, introductory=True)
        S.step = "income"
        S.controlled = controlled(S)
    else:
        S.phase = "setup"
        S.step = "setup_next"
        S.done = []
        S.options["setup_order"] = rng.shuffled(list(range(seats)))
    return S


def a_setup_build(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Disposizione Avanzata: 36 construction points, capital and adjacent provinces only;
    one influence marker in the capital is required (the Mythology rulebook's explicit rule,
    adopted here because the base rules are silent on how the capital is held)."""
    R = t.R
    cap = q.capital_of(R, S, seat)
    if isinstance(a, EndTurn):
        if S.provinces[cap].owner != seat:
            raise Refusal("capital_first", named("mn-err-capital-first"))
        S.done.append(seat)
        S.active = None
        S.step = "setup_next"
        ev.append(event(msg("mn-ev-setup-done", side=who(seat))))
        return
    want(a, Build)
    if a.item != "influence" and a.province != cap and S.provinces[cap].owner != seat:
        raise Refusal("capital_first", named("mn-err-capital-first"))
    c = check_build(R, S, seat, a)
    S.points -= c
    do_build(R, S, seat, Decision(kind="pay", seat=seat, item=a.item, province=a.province, site=a.site, card=a.card, cost=c), ev)


def place_neutrals(R: Rules, S: State) -> None:
    """Absent civilizations (Giocare in meno di 5 giocatori): "1 Marcatore Influenza, 1 Legione
    e 1 Fortezza" in the capital, "1 Legione e 1 Marcatore Influenza in ogni provincia
    adiacente".  Decision: adjacent = land border; a province next to two neutral capitals
    goes to the first in civilization order."""
    ns = R.game.neutral_setup
    for civ in S.neutrals:
        side = q.neutral_side(R, civ)
        cap = R.game.civilizations[civ].capital
        places = [(cap, ns.capital)] + [(a, ns.adjacent) for a in R.land[cap]]
        for pid, what in places:
            P = S.provinces[pid]
            if P.owner is not None:
                continue
            P.owner = side
            if what.get("legions"):
                P.legions[side] = what["legions"]
            if what.get("fortresses"):
                P.fortresses[side] = what["fortresses"]


def place_introductory(R: Rules, S: State, seat: int) -> None:
    st = R.game.civilizations[S.players[seat].civ].introductory
    for pid in st.influence:
        S.provinces[pid].owner = seat
    for spec in st.cities:
        pid, _, name = spec.partition(":")
        i = R.provinces[pid].cities.index(name)
        S.provinces[pid].cities[i] = True
        S.supply["cities"] -= 1
    for spec in st.caravans:
        pid, _, res = spec.partition(":")
        P = S.provinces[pid]
        i = next(k for k, r in enumerate(R.provinces[pid].resources) if r == res and not P.caravans[k])
        P.caravans[i] = True
        S.supply["caravans"] -= 1
    for pid in st.temples:
        S.provinces[pid].temple = True
        S.supply["temples"] -= 1
    for pid in st.markets:
        S.provinces[pid].market = True
        S.supply["markets"] -= 1
    for pid, n in st.legions.items():
        S.provinces[pid].legions[seat] = n
    for pid, n in st.fortresses.items():
        S.provinces[pid].fortresses[seat] = n
    for sid, n in st.triremes.items():
        S.seas[sid][seat] = n
