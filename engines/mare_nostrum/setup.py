"""Setting up (Disposizione iniziale; Disposizione Avanzata; Giocare in meno di 5 giocatori): the
civilizations, the neutral ones' pieces, the introductory positions and the advanced setup's 36
construction points.
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import mythology_data
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
    Mythology (``expansion`` "mythology", ``R`` = ``mythology_data.rules()``; docs/mythology-rules.md
    §2): 3-6 seats, the 6 civilizations dealt at random (no leave-out), neutral civilizations with a
    creature and fortresses, 8 generic heroes / Wonders set aside at random (``State.set_aside``),
    ``victory`` "standard" | "long", ``roles_victory`` false | true (the 3 role cards variant
    instead of the usual victory, D39; not with ``victory: long``); ``setup`` "advanced" is the
    expansion's free setup in rounds.  Raises ValueError on a bad option."""
    if opts["setup"] not in ("introductory", "advanced"):
        raise ValueError("setup must be 'introductory' or 'advanced'")
    myth = R.game.expansion == "mythology"
    if opts.get("victory", "standard") not in ("standard", "long"):
        raise ValueError("victory must be 'standard' or 'long'")
    if opts.get("victory", "standard") == "long" and not myth:
        raise ValueError("victory 'long' is a Mythology variant: use it with expansion 'mythology'")
    # the 3 role cards variant (D39): a Mythology rulebook variant for its 4 role cards (in the
    # base game "3 delle carte ruolo" would be all 3, another condition), and it replaces the
    # usual victory ("Invece dell'usuale condizione di vittoria"), so the long variant of that
    # victory cannot go with it
    roles_victory = opts.get("roles_victory", False)
    if not isinstance(roles_victory, bool):
        raise ValueError("roles_victory must be true or false")
    if roles_victory and not myth:
        raise ValueError("roles_victory is a Mythology variant: use it with expansion 'mythology'")
    if roles_victory and opts.get("victory", "standard") == "long":
        raise ValueError("roles_victory replaces the usual victory: it cannot go with victory 'long'")
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
        # base: the leave-out leaves exactly one civilization per seat; Mythology has no
        # leave-out: "sceglie a caso una delle 6 Civiltà" (§2.1.1)
        civs = rng.shuffled(chosen) if len(chosen) == seats else rng.sample(chosen, seats)
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
    if myth:
        set_aside(R, S)
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
        if myth:
            S.setup_round = 1  # the free setup in rounds (§2.2, D9)
    return S


def set_aside(R: Rules, S: State) -> None:
    """Mythology, disposizione (§2.1.4): "prendi 8 carte Eroi e Meraviglie a caso da quella pila e
    mettile da parte ... queste 8 non saranno usate nel gioco".  D14: drawn among the generic
    heroes and the Wonders (the Pyramids included); a civilization hero is never set aside, each
    civilization must be able to buy its own.  ``State.set_aside`` is named in no view; the view
    lists the cards left to buy (face up), so the 8 are known by elimination, not secret."""
    n = mythology_data.load().set_aside_heroes_and_wonders
    pool = [c.id for c in R.game.cards_special if c.civ is None]
    S.set_aside = sorted(S.rng.sample(pool, n))


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
        done = "mn-myth-ev-setup-round-done" if S.setup_round and S.setup_round < q.free_setup_rounds(R) else "mn-ev-setup-done"
        ev.append(event(msg(done, side=who(seat))))
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
    goes to the first in civilization order.

    Mythology (mnm-it "Giocare con meno di 6 giocatori", §2.3): the capital also holds "1 creatura
    mitologica" (``Prov.creatures``) and each adjacent region "1 fortezza"; for Greece and Atlantis
    the adjacent regions are the provinces of their player aid (Atlantis is an island)."""
    ns = R.game.neutral_setup
    aid_adjacent = mythology_data.load().neutral_setup.player_aid_adjacent if R.game.expansion == "mythology" else []
    for civ in S.neutrals:
        side = q.neutral_side(R, civ)
        cap = R.game.civilizations[civ].capital
        if civ in aid_adjacent:
            adjacent = [p for p in R.game.civilizations[civ].introductory.influence if p != cap]
        else:
            adjacent = list(R.land[cap])
        places = [(cap, ns.capital)] + [(a, ns.adjacent) for a in adjacent]
        for pid, what in places:
            P = S.provinces[pid]
            if P.owner is not None:
                continue
            P.owner = side
            if what.get("legions"):
                P.legions[side] = what["legions"]
            if what.get("fortresses"):
                P.fortresses[side] = what["fortresses"]
            if what.get("creatures"):
                P.creatures[side] = what["creatures"]


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
