"""The automatic player: plays absent seats, the demo and the benchmarks.

It grows an economy (caravans on new goods, cities, markets), expands by influence, defends, and
buys heroes and wonders (the Pyramids first) as soon as a combination allows, so that games reach a
rule victory.  Its trade offers are the cards it can best spare (duplicated goods first).

It wages war when the dice favour it (exact odds of one battle round: legions roll a die each, a
fortress scores 6, one loss per full 5 points): it invades a neutral or opponent province with the
fewest legions that destroy every defender with probability ``WIN_CHANCE`` (0.75) and keep an
expected survivor, fights naval battles on the same terms, builds legions next to a target it is
at most two legions short of (:func:`attack_plan`), converts conquered provinces (occupies an
opponent's capital, which cannot be converted) and gives up legions before fortresses."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from engines.mare_nostrum import blockade, gods, offering, trade
from engines.mare_nostrum import creatures as cr
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.cards import saving_tax, spare_order
from engines.mare_nostrum.combat import ajax_suggestion, die_bonus, sea_loss_options, side_index
from engines.mare_nostrum.construction import castor_options, jason_steals, suggested_payment
from engines.mare_nostrum.flow import Table, prompt
from engines.mare_nostrum.military import movable, must_fight
from engines.mare_nostrum.moves import build_candidates, conquest_options, legal_actions
from engines.mare_nostrum.state import (
    Announce,
    Attack,
    AutomaticDice,
    Build,
    Cancel,
    Choose,
    ChooseCard,
    Convert,
    DeclareHercules,
    EndTurn,
    Give,
    MoveCreature,
    MoveHercules,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Occupy,
    Offer,
    OfferGod,
    Pay,
    RangedAttack,
    Reroll,
    State,
    Take,
    UseHero,
)

CARD_PREFERENCE = [
    "pyramids", "colossus", "temple_of_artemis", "mausoleum", "hanging_gardens", "julius_caesar", "hannibal",
    "hammurabi", "pericles", "cleopatra", "agamemnon", "solomon", "archimedes", "lighthouse", "statue_of_zeus",
    "ulysses", "nebuchadnezzar", "helen_of_troy",
]






#: Mythology: the civilizations whose creature gives Hercules' legion a reach the automatic player
#: uses (:func:`_hercules`: the Titan's ranged attack, the Griffin's flight)
HERCULES_KINDS = ("titan", "griffin")


def card_value(hand: dict[str, int], card: str) -> int:
    """How much a card is worth to a hand: a new good most, tax next, a duplicate least."""
    if card == "tax":
        return 4 if saving_tax(hand) else 2
    return 3 if hand.get(card, 0) == 0 else 1




def build_context(eng: Table, S: State, seat: int, plan: bool = True) -> dict[str, Any]:
    """What :func:`_build_score` needs once per decision: the goods ``seat`` produces, its pieces
    on the board and (``plan``) its :func:`attack_plan`."""
    R = eng.R
    produced = {R.provinces[pid].resources[i] for pid, P in S.provinces.items() for i, x in enumerate(P.caravans)
                if x and (P.caravan_occ[i] if P.caravan_occ[i] is not None else P.owner) == seat}
    return {"produced": produced, "on_board": q.on_board(S, seat), "plan": attack_plan(eng, S, seat) if plan else {}}


def _build_score(eng: Table, S: State, seat: int, b: Build, ctx: dict[str, Any]) -> float:
    """How much the automatic player wants ``b`` (0: not at all); ``ctx`` is :func:`build_context`.

    Heroes and wonders first (the victory), then the economy (new goods, cities, completing
    conversions), defence of provinces next to other players' legions, legions for a planned
    favourable invasion (:func:`attack_plan`), expansion by influence, markets and temples."""
    R = eng.R
    produced = ctx["produced"]
    if b.item == "card":
        assert b.card is not None
        if b.card == "pyramids" and q.roles_victory(S) is not None:
            return 0  # the 3 role cards variant: the Pyramids win nothing and have no other power (D39)
        if b.card == "hercules" and cr.kind_of(R, S, seat) in HERCULES_KINDS:
            # Mythology: a Titan's or Griffin's reach for one legion a turn (_hercules), just
            # before Julius Caesar
            return 1000.5 - CARD_PREFERENCE.index("julius_caesar")
        return 1000 - CARD_PREFERENCE.index(b.card) if b.card in CARD_PREFERENCE else 900
    assert b.province is not None
    P = S.provinces[b.province]
    meta = R.provinces[b.province]
    if b.item == "influence":
        if P.owner is not None:
            return 300
        free = len(meta.resources) + len(meta.cities)
        return 60 + 10 * len(set(meta.resources) - produced) + 5 * free if free else 0
    if b.item == "caravan":
        res = meta.resources[b.site]  # type: ignore[index]
        return 200 if res not in produced else 90
    if b.item == "city":
        return 150
    if b.item == "market":
        return 40 + 15 * sum(P.caravans)
    if b.item == "temple":
        return 40 + 15 * sum(P.cities)
    ob = ctx["on_board"]
    # neutral civilizations only defend: a threat is another player's legions next door
    threatened = any(
        s != seat and q.is_seat(s) and n > 0 for nb in R.land[b.province] for s, n in S.provinces[nb].legions.items()
    )
    if b.item == "legion":
        if threatened and P.legions.get(seat, 0) < 3:
            return 120
        if ctx["plan"].get(b.province, 0) > 0:
            return 100
        return 50 if ob["legions"] < 3 else 5
    if b.item == "fortress":
        return 110 if threatened and not P.fortresses.get(seat) else (30 if b.province == q.capital_of(R, S, seat) and not P.fortresses.get(seat) else 0)
    if b.item == "trireme":
        return 45 if ob["triremes"] < 2 else 3
    # Mythology: a creature is an automatic 6 that moves; the Phoenix's rebirth is cheap
    if b.item == "rebirth":
        return 125
    if b.item == "creature":
        if threatened:
            return 118
        return 105 if ctx["plan"].get(b.province, 0) > 0 or b.province == q.capital_of(R, S, seat) else 70
    return 0


def _choose_build(eng: Table, S: State, seat: int) -> Any:
    cands = build_candidates(eng, S, seat)
    ctx = build_context(eng, S, seat)
    scored = [(s, i, b) for i, b in enumerate(cands) if (s := _build_score(eng, S, seat, b, ctx)) > 0]
    if not scored:
        return EndTurn()
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored[0][2]


# ---------------------------------------------------------------- war

@lru_cache(maxsize=None)
def _sum_dist(n: int) -> tuple[float, ...]:
    """Probabilities of the sums 0..6n of ``n`` six-sided dice."""
    dist = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(dist) + 6)
        for s, p in enumerate(dist):
            for f in range(1, 7):
                nxt[s + f] += p / 6
        dist = nxt
    return tuple(dist)


def p_total_at_least(dice: int, flat: int, target: int) -> float:
    """P(sum of ``dice`` d6 + ``flat`` >= ``target``)."""
    need = target - flat
    d = _sum_dist(dice)
    return sum(d[max(0, need):]) if need <= len(d) - 1 else 0.0


def expected_hits(dice: int, flat: int) -> float:
    """Expected units killed (one per full 5 points) by ``dice`` d6 + ``flat``."""
    return sum(p * ((s + flat) // 5) for s, p in enumerate(_sum_dist(dice)))


#: an attack is launched when it wipes the defenders out in its one round with this probability
WIN_CHANCE = 0.75


def land_odds(eng: Table, S: State, seat: int, legions: int, fortresses: int, pid: str, target: int) -> tuple[float, float]:
    """(chance that ``legions`` (+ ``fortresses``) of ``seat`` destroy every unit of ``target`` in
    ``pid`` in one round, expected own losses)."""
    P = S.provinces[pid]
    # Mythology: a defending creature is an automatic 6 like a fortress (Behemoth/Centaur ignored)
    dl, df = P.legions.get(target, 0), P.fortresses.get(target, 0) + P.creatures.get(target, 0)
    flat = 6 * fortresses + die_bonus(eng.R, S, seat, "legion") * legions
    p = p_total_at_least(legions, flat, 5 * (dl + df)) if dl + df else 1.0
    loss = expected_hits(dl, 6 * df + die_bonus(eng.R, S, target, "legion") * dl)
    return p, loss


def _guard(eng: Table, S: State, seat: int, pid: str) -> int:
    """Legions kept at home: one in an own province with buildings (or the capital) and no own
    fortress there."""
    P = S.provinces[pid]
    if P.owner != seat or P.fortresses.get(seat, 0):
        return 0
    return 1 if (q.buildings_in(P) or pid == q.capital_of(eng.R, S, seat)) else 0


def target_value(eng: Table, S: State, seat: int, pid: str, influence_left: bool) -> float:
    """What taking ``pid`` is worth (0 = not worth a war): a convertible province for its sites and
    buildings, an opponent's capital only for the buildings it lets one occupy.  Opponents close to
    victory are worth more."""
    R = eng.R
    P = S.provinces[pid]
    if P.owner in (None, seat) or len(q.enemies(P, seat)) > 1:
        return 0.0
    blds = q.buildings_in(P)
    meta = R.provinces[pid]
    if q.is_player_capital(R, S, pid):
        v = 4.0 * len(blds)
    else:
        v = 8 + 3 * len(meta.resources) + 2 * len(meta.cities) + 4 * len(blds)
        if not influence_left:
            v = 4.0 * len(blds)
    if q.is_seat(P.owner):
        v += 3 * len(S.players[P.owner].cards)
    return v


def needed_legions(eng: Table, S: State, seat: int, pid: str, limit: int = 8) -> int | None:
    """Fewest legions that take ``pid`` with a clear advantage (WIN_CHANCE and at least one
    expected survivor), or None beyond ``limit``."""
    P = S.provinces[pid]
    en = q.enemies(P, seat)
    if not en:
        return 1
    for k in range(1, limit + 1):
        p, loss = land_odds(eng, S, seat, k, 0, pid, en[0])
        if p >= WIN_CHANCE and k - loss >= 1:
            return k
    return None


def _invasion(eng: Table, S: State, seat: int, acts: list[Any]) -> Any | None:
    """The best favourable invasion among the legal legion moves: the fewest legions that win
    clearly, towards the most valuable target."""
    best: tuple[float, int, Any] | None = None
    infl = q.reserve(eng.R, S, seat)["influence"] > 0
    for a in acts:
        if not isinstance(a, MoveLegions):
            continue
        P = S.provinces[a.to]
        if P.legions.get(seat, 0) or a.to in S.locked:
            continue
        v = target_value(eng, S, seat, a.to, infl)
        if v <= 0:
            continue
        avail = movable(S, seat, a.origin) - _guard(eng, S, seat, a.origin)
        need = needed_legions(eng, S, seat, a.to, limit=avail)
        if need is None or a.count != need:
            continue
        if best is None or (v, -need) > (best[0], -best[1]):
            best = (v, need, a)
    return best[2] if best else None


def _naval(eng: Table, S: State, seat: int, acts: list[Any]) -> Any | None:
    """Launch new triremes next to one's own fleet; fight naval battles won clearly; move a
    trireme into a sea where the fleet then wins clearly."""
    launch = [a for a in acts if isinstance(a, MoveTrireme) and a.origin in S.provinces]
    if launch:
        return max(launch, key=lambda a: (S.seas[a.to].get(seat, 0), -len(S.seas[a.to])))
    bonus = die_bonus(eng.R, S, seat, "trireme")
    for a in acts:
        if isinstance(a, NavalAttack):
            sea = S.seas[a.sea]
            mine = sea.get(seat, 0) - S.fought.get(a.sea, 0)
            theirs = sea.get(a.target, 0)
            if mine <= 0 or theirs <= 0:
                continue  # a Kraken's attack, or one on Krakens alone (D13): the triremes' estimate does not fit it
            p = p_total_at_least(mine, bonus * mine, 5 * theirs)
            loss = expected_hits(theirs, die_bonus(eng.R, S, a.target, "trireme") * theirs)
            if p >= WIN_CHANCE and mine - loss >= 1:
                return a
    for a in acts:
        if isinstance(a, MoveTrireme) and a.origin in S.seas and S.seas[a.to]:
            sea = S.seas[a.to]
            enemy = [t for t in sea if t != seat]
            if len(enemy) != 1:
                continue
            mine = sea.get(seat, 0) + movable(S, seat, a.origin)
            if p_total_at_least(mine, bonus * mine, 5 * sea[enemy[0]]) >= WIN_CHANCE:
                return a
    return None


def _military(eng: Table, S: State, seat: int) -> Any:
    acts = legal_actions(eng, S, seat)
    a = _naval(eng, S, seat, acts)
    if a is not None:
        return a
    a = _hercules(eng, S, seat, acts)
    if a is not None:
        return a
    owed = set(must_fight(S, seat))
    for a in acts:
        if isinstance(a, Attack):
            P = S.provinces[a.province]
            fresh = P.legions.get(seat, 0) - S.fought.get(a.province, 0)
            fort = P.fortresses.get(seat, 0) if a.province not in S.fought else 0
            fort += P.creatures.get(seat, 0) - S.creatures_fought.get(a.province, 0)
            p, loss = land_odds(eng, S, seat, fresh, fort, a.province, a.target)
            if a.province in owed and p < WIN_CHANCE:
                # an owed battle not yet won clearly: the creatures that can join come first
                join = [m for m in acts if isinstance(m, MoveCreature) and m.to == a.province and m.origin in S.provinces
                        and _creature_may_leave(eng, S, seat, m.origin)]
                if join:
                    return join[0]
            if a.province in owed or (p >= WIN_CHANCE and fresh + fort - loss >= 1):
                return a
    a = _invasion(eng, S, seat, acts)
    if a is not None:
        return a
    a = _creature_move(eng, S, seat, acts)
    if a is not None:
        return a
    return EndTurn() if any(isinstance(a, EndTurn) for a in acts) else acts[0]


def _hercules(eng: Table, S: State, seat: int, acts: list[Any]) -> Any | None:
    """Mythology, Hercules (D21), a cheap rule: as a Titan, the declared legion's free ranged
    attack; as a Griffin, its flight into a province worth taking, free of enemy units and out of
    a legion's reach (a conquest follows).  The declaration is made when such a use is in reach;
    otherwise the power is left to the first battle (combat.hercules_legion)."""
    decl = [a for a in acts if isinstance(a, DeclareHercules)]
    if not decl and seat not in S.hercules:
        return None
    R = eng.R
    kind = cr.kind_of(R, S, seat)
    if kind == "titan":
        tag = S.hercules.get(seat)
        for a in acts:
            if isinstance(a, RangedAttack) and tag is not None and a.origin == tag.place:
                return a
        for d in decl:
            P = S.provinces[d.province]
            if q.enemies(P, seat) or P.legions.get(seat, 0) - S.fought.get(d.province, 0) < 1:
                continue  # hercules.ranged_options: not from a province at war, nor after a battle there
            for x in [*R.land[d.province], *R.coasts[d.province]]:
                foes = q.enemies(S.provinces[x], seat) if x in S.provinces else [s for s, n in S.seas[x].items() if s != seat and n > 0]
                if foes:
                    return d
        return None
    if kind != "griffin":
        return None
    infl = q.reserve(R, S, seat)["influence"] > 0

    def flight(origin: str, targets: list[str]) -> str | None:
        # the most valuable province free of enemy units and of own units, beyond a legion's move
        if movable(S, seat, origin) + cr.hercules_fresh(S, seat, origin) - _guard(eng, S, seat, origin) < 1:
            return None
        near = q.neighbours(R, S, seat, origin)
        best: tuple[float, str] | None = None
        for to in targets:
            P = S.provinces[to]
            if to in near or q.enemies(P, seat) or P.legions.get(seat, 0) or P.creatures.get(seat, 0):
                continue
            v = target_value(eng, S, seat, to, infl)
            if v > 0 and (best is None or (v, to) > best):
                best = (v, to)
        return best[1] if best else None

    moves = [a.to for a in acts if isinstance(a, MoveHercules)]
    if moves:
        to = flight(S.hercules[seat].place, moves)
        return MoveHercules(to=to) if to else None
    for d in decl:
        if not q.enemies(S.provinces[d.province], seat) and flight(d.province, sorted(cr.destinations(R, S, seat, d.province, "griffin"))):
            return d
    return None


def _creature_move(eng: Table, S: State, seat: int, acts: list[Any]) -> Any | None:
    """Mythology: a Titan's free ranged attack; a Kraken surfaces; a creature invades a valuable
    province it takes clearly (with the own legions already there), or joins a battle owed there."""
    infl = q.reserve(eng.R, S, seat)["influence"] > 0
    best: tuple[float, Any] | None = None
    for a in acts:
        if isinstance(a, RangedAttack):
            return a
        if not isinstance(a, MoveCreature) or a.dive:
            continue
        if a.origin == "card":
            return a
        if a.to not in S.provinces or a.origin not in S.provinces:
            continue
        P = S.provinces[a.to]
        en = q.enemies(P, seat)
        v = target_value(eng, S, seat, a.to, infl)
        if not _creature_may_leave(eng, S, seat, a.origin):
            continue
        if en:
            # the creature attacks when the force it joins, with the other creatures of its
            # stack that can follow it before the battle (_military), is clearly stronger
            legs = P.legions.get(seat, 0) - S.fought.get(a.to, 0)
            O = S.provinces[a.origin]
            home = a.origin == q.capital_of(eng.R, S, seat) and not O.legions.get(seat, 0) and not O.fortresses.get(seat, 0)
            stack = cr.movable(S, seat, a.origin) - (1 if home else 0)
            p, loss = land_odds(eng, S, seat, max(legs, 0), max(stack, 1) + P.creatures.get(seat, 0), a.to, en[0])
            if p < WIN_CHANCE:
                continue
            v += 5 + 10 * len(S.players[en[0]].cards) if q.is_seat(en[0]) else 5
        elif v <= 0 or P.legions.get(seat, 0) or P.creatures.get(seat, 0):
            continue
        if best is None or v > best[0]:
            best = (v, a)
    return best[1] if best else _creature_advance(eng, S, seat, acts, infl)


def _creature_advance(eng: Table, S: State, seat: int, acts: list[Any], infl: bool) -> Any | None:
    """No fight within reach: a creature steps through land free of enemies towards the nearest
    province worth taking (target_value), so that it fights in a later turn."""
    R = eng.R
    goals = [pid for pid in S.provinces if target_value(eng, S, seat, pid, infl) > 0]
    if not goals:
        return None
    # distances over land from the goals (breadth first)
    dist = dict.fromkeys(goals, 0)
    frontier = list(goals)
    while frontier:
        nxt = []
        for pid in frontier:
            for nb in R.land.get(pid, ()):
                if nb not in dist:
                    dist[nb] = dist[pid] + 1
                    nxt.append(nb)
        frontier = nxt
    best: tuple[int, str, Any] | None = None
    for a in acts:
        if not isinstance(a, MoveCreature) or a.dive or a.origin not in S.provinces or a.to not in S.provinces:
            continue
        if q.enemies(S.provinces[a.to], seat) or S.provinces[a.to].owner not in (None, seat):
            continue
        if not _creature_may_leave(eng, S, seat, a.origin) or a.origin in goals:
            continue
        here, there = dist.get(a.origin), dist.get(a.to)
        if here is None or there is None or there >= here:
            continue
        if best is None or (there, a.to) < (best[0], best[1]):
            best = (there, a.to, a)
    return best[2] if best else None


def _guarded(eng: Table, S: State, seat: int, origin: str, leaving: int) -> bool:
    """Whether ``origin`` keeps a defender once ``leaving`` of ``seat``'s creatures are gone: a
    legion, a fortress or another creature there (only the capital needs one)."""
    O = S.provinces[origin]
    if origin != q.capital_of(eng.R, S, seat):
        return True
    return bool(O.legions.get(seat, 0) or O.fortresses.get(seat, 0) or O.creatures.get(seat, 0) > leaving)


def _creature_may_leave(eng: Table, S: State, seat: int, origin: str) -> bool:
    """A creature does not leave a battle nor an unguarded capital (_guarded)."""
    return not q.enemies(S.provinces[origin], seat) and _guarded(eng, S, seat, origin, 1)


def attack_plan(eng: Table, S: State, seat: int) -> dict[str, int]:
    """Own provinces (where legions can be built) -> legions missing for a favourable invasion of a
    neighbouring province (at most two missing; the most valuable target per province)."""
    R = eng.R
    out: dict[str, tuple[float, int]] = {}
    infl = q.reserve(R, S, seat)["influence"] > 0
    for pid, P in S.provinces.items():
        if P.owner != seat or q.enemies(P, seat) or P.new_influence:
            continue
        have = P.legions.get(seat, 0) - _guard(eng, S, seat, pid)
        for to in R.land[pid]:
            v = target_value(eng, S, seat, to, infl)
            if v <= 0:
                continue
            need = needed_legions(eng, S, seat, to)
            if need is None or not 0 < need - have <= 2:
                continue
            if pid not in out or v > out[pid][0]:
                out[pid] = (v, need - have)
    return {pid: m for pid, (v, m) in out.items()}


#: the automatic player's preference among the available gods (the anytime gods only when
#: they have a target)
GOD_PREFERENCE = ("baal", "hermes", "mars", "vulcan", "athena", "isis", "poseidon", "astarte")


def _offer_god(eng: Table, S: State, seat: int) -> Any:
    """Offer for a god when the hand can spare the 3 cards (6 or more cards), else pass."""
    pay = offering.suggested_offering(eng.R, S, seat)
    if pay is None or q.hand_size(S, seat) < 6 or offering.held(S, seat):
        return OfferGod(god=None)
    free = offering.available(S)
    k = (S.turn + seat) % len(GOD_PREFERENCE)  # a varied choice from turn to turn and seat to seat
    order = GOD_PREFERENCE[k:] + GOD_PREFERENCE[:k]
    useful = [g for g in order if g in free and (g not in gods.ANYTIME or gods.targets(eng.R, S, seat, g))]
    return OfferGod(god=useful[0], cards=pay) if useful else OfferGod(god=None)


def _god_decision(eng: Table, S: State, seat: int) -> Any:
    """Athena: the first role the seat lacks; Hermes, Isis: the first suggestion; Astarte: use."""
    d = S.pending[-1]
    opts = gods.decision_options(eng.R, S, seat)
    if d.card == "adonis":
        return opts[0]
    if d.card == "athena":
        lacking = [a for a in opts if getattr(a, "role", None) and S.roles.get(a.role) != seat]
        return lacking[0] if lacking else opts[0]
    return opts[0]


def _god_attack(eng: Table, S: State, seat: int, kind: str) -> Any:
    """Baal / Vulcan at the start of the seat's construction, Poseidon in its military turn:
    aimed at the opponent with the most heroes and Wonders (ties: the lowest seat)."""
    if kind not in ("build", "move"):
        return None
    opts = gods.anytime_options(eng.R, S, seat)
    opts = [a for a in opts if (a.god == "poseidon") == (kind == "move")]
    if not opts:
        return None

    def leader(a: Any) -> tuple[int, int]:
        side = a.target if a.god == "poseidon" else S.provinces[a.province].owner
        assert side is not None
        return (len(S.players[side].cards) if q.is_seat(side) else -1, -side)

    return max(opts, key=leader)


def choose(eng: Table, S: State, seat: int) -> Any:
    """The automatic player's action for ``seat`` (which must be prompted)."""
    R = eng.R
    pr = prompt(S)
    k = pr.kind
    pl = S.players[seat]
    hand = pl.hand
    d = S.pending[-1] if S.pending else None
    T = S.trade
    if S.gods:
        use = _god_attack(eng, S, seat, k)
        if use is not None:
            return use
    if k == "offer_god":
        return _offer_god(eng, S, seat)
    if k == "god":
        return _god_decision(eng, S, seat)
    if k == "role_heir":
        assert d is not None
        return Choose(seat=min(d.candidates, key=lambda s: (len(S.players[s].cards), s)))
    if k == "castor":  # the hero bought first among the opponents' (a plain rule)
        return ChooseCard(card=castor_options(R, S, seat)[0])
    if k == "artemis":
        opts = [c for c in R.commodities if S.bank.get(c, 0) > 0]
        return ChooseCard(card=min(opts, key=lambda c: (hand.get(c, 0), c)))
    if k == "announce":
        hs = q.hand_size(S, seat)
        return Announce(count=min(hs, max(1, hs // 3)) if hs >= 2 else 0)
    if k == "offer":
        assert T is not None and T.announced is not None
        left = dict(hand)
        q.remove_cards(left, T.sealed[seat])
        return Offer(cards=trade.suggested_offer(S, seat))
    if k == "take":
        assert T is not None
        mine = Counter(hand) + Counter(T.taken.get(seat, []))
        takes = trade.take_options(T)
        return Take(giver=(g := max(takes, key=lambda o: (card_value(mine, o[1]), -o[0]))[0]),
                    card=max((o for o in takes if o[0] == g), key=lambda o: card_value(mine, o[1]))[1])
    if k == "ulysses":
        return UseHero(use=False)
    if k == "helen":
        return UseHero(use=True)
    if k == "midas":
        return UseHero(use=True)  # a legion for 2 tax cards, taken from the enemy
    if k == "antigone":
        # stay out when the trade would take most of a small hand
        assert T is not None and T.announced is not None
        return UseHero(use=2 * T.announced > q.hand_size(S, seat))
    if k == "medusa":
        # forbid the battle when the attacker would probably win it
        assert d is not None and d.province is not None and d.other is not None
        P = S.provinces[d.province]
        fresh = P.legions.get(d.other, 0) - S.fought.get(d.province, 0)
        p, _ = land_odds(eng, S, d.other, max(fresh, 0), P.creatures.get(d.other, 0), d.province, seat)
        return UseHero(use=p >= 0.5)
    if k == "blockade":  # Mythology: the Greek Blockade (D47)
        return blockade.auto_choice(R, S, seat)
    if k == "poseidon":  # Mythology: Poseidon after an announced transport (D52)
        return blockade.poseidon_auto(R, S, seat)
    if k == "ulysses_take":
        assert T is not None and d is not None and d.other is not None
        return ChooseCard(card=max(sorted(set(T.offers[d.other])), key=lambda c: card_value(hand, c)))
    if k == "compensate":
        return Give(card=spare_order(hand)[0])
    if k in ("choose_builder", "choose_mover", "choose_offerer"):
        waiting = [s for s in range(S.n) if s not in S.done]
        return Choose(seat=seat if seat in waiting else waiting[0])
    if k == "build":
        steals = jason_steals(R, S, seat)
        if steals:  # Jason: a caravan changes sides
            return steals[0]
        b = _choose_build(eng, S, seat)
        return b if isinstance(b, EndTurn) or b.item == "card" else Build(item=b.item)
    if k == "where":
        assert d is not None
        cands = [b for b in build_candidates(eng, S, seat) if b.item == d.item]
        ctx = build_context(eng, S, seat, plan=d.item == "legion")
        return max(cands, key=lambda b: _build_score(eng, S, seat, b, ctx))
    if k == "setup_build":
        cands = build_candidates(eng, S, seat)
        cap = q.capital_of(R, S, seat)
        if S.provinces[cap].owner != seat:
            return Build(item="influence", province=cap)
        pri = {"caravan": 5, "city": 4, "influence": 3, "legion": 2, "fortress": 1}
        cands = [b for b in cands if b.item in pri and (b.item != "legion" or q.on_board(S, seat)["legions"] < 3)
                 and (b.item != "fortress" or not S.provinces[b.province].fortresses)]  # type: ignore[index]
        if not cands:
            return EndTurn()
        return max(cands, key=lambda b: pri[b.item])
    if k == "pay":
        assert d is not None
        pay = suggested_payment(S, seat)
        # no valid combination left (should not happen: start_payment checks the hand): the
        # purchase is cancelled, always a legal alternative (moves.pay_options)
        return Pay(cards=pay) if pay else Cancel()
    if k == "keep_goods":
        assert d is not None
        goods = [c for c in hand if c != "tax" and hand[c] - d.paid.count(c) > 0]
        return ChooseCard(card=min(goods, key=lambda c: (S.bank.get(c, 0), c)))
    if k == "free_unit":
        acts = legal_actions(eng, S, seat)
        ctx = build_context(eng, S, seat)
        return max(acts, key=lambda b: _build_score(eng, S, seat, b, ctx))
    if k == "move":
        return _military(eng, S, seat)
    if k == "losses":
        # legions go first: a fortress scores an automatic 6 in every later battle there and
        # cannot be rebuilt while the province is at war; a creature (6 cards) is lost last
        acts = legal_actions(eng, S, seat)
        return min(acts, key=lambda a: (a.creatures, a.fortresses))
    if k == "naval_losses":  # D34 (rules 3): the triremes first (a Kraken is two triremes' price)
        return sea_loss_options(S, seat)[0]
    if k == "hercules":
        # D21 (rules 3): attacking, use it; defending, only once its own military turn is over
        # (or it is not to come: the use of the turn would be spent before it)
        return UseHero(use=S.active == seat or seat in S.done)
    if k == "conquest":
        acts = conquest_options(eng, S, seat)
        # convert (the whole province, buildings included, once the marker is replaced) when an
        # influence marker is left for it; else occupy as many buildings as possible (their income
        # changes sides); else pillage (a building of the owner's less)
        conv = [a for a in acts if isinstance(a, Convert)]
        if conv and q.reserve(R, S, seat)["influence"] > 0:
            return conv[0]
        occ = [a for a in acts if isinstance(a, Occupy)]
        if occ:
            return max(occ, key=lambda a: len(a.buildings))
        return conv[0] if conv else acts[0]
    # Mythology, the heroes' optional powers: the rules applied before they were asked
    if k == "hamilcar":  # D33: every die an automatic 4 (4 beats a die's 3.5 average)
        assert d is not None
        return AutomaticDice(count=d.count)
    if k == "ajax":  # D37: reroll the dice showing 1-3; after the player's own picks, those
        r = S.land_round
        assert r is not None
        return Reroll() if r.picked else Reroll(dice=ajax_suggestion(r, side_index(r, seat)))
    if k == "nebuchadnezzar":  # D35: the first good of the province's sites, else tax
        assert d is not None
        return ChooseCard(card=d.choices[0])
    raise AssertionError(f"no automatic choice for {k}")


#: the decisions the strong player searches (engines/search.py, :func:`candidates`): what to buy
#: in the construction phase and the military moves; every other decision is the automatic
#: player's alone
SEARCH_KINDS = ("build", "move")
#: how many alternatives to the automatic player's choice :func:`candidates` adds
SEARCH_ALTERNATIVES = 3


def candidates(eng: Table, S: State, seat: int) -> list[Any]:
    """The moves the strong player (engines/search.py, paired search) weighs for ``seat``: the
    automatic player's choice first; at a ``SEARCH_KINDS`` decision also its next best
    alternatives (at most ``SEARCH_ALTERNATIVES``) and ending the turn.  Construction: the other
    purchases (an item, a hero or Wonder) in :func:`_build_score` order, one per item.  Military
    moves: the other battles, then the favourable invasions towards other targets
    (:func:`_invasion`'s rule), most valuable first.  Empty when the seat is not prompted."""
    pr = prompt(S)
    if seat not in pr.seats:
        return []
    acts = list(legal_actions(eng, S, seat))
    if not acts:
        return []
    pick = choose(eng, S, seat)
    if pr.kind not in SEARCH_KINDS:
        return [pick]
    alts: list[Any] = []
    if pr.kind == "build":
        if jason_steals(eng.R, S, seat):
            return [pick]
        ctx = build_context(eng, S, seat)
        scored = sorted(((s, i, b) for i, b in enumerate(build_candidates(eng, S, seat))
                         if (s := _build_score(eng, S, seat, b, ctx)) > 0), key=lambda t: (-t[0], t[1]))
        for _, _, b in scored:
            alts.append(b if b.item == "card" else Build(item=b.item))
    else:
        alts += [a for a in acts if isinstance(a, Attack)]
        infl = q.reserve(eng.R, S, seat)["influence"] > 0
        inv: list[tuple[float, int, Any]] = []
        for a in acts:
            if not isinstance(a, MoveLegions) or S.provinces[a.to].legions.get(seat, 0) or a.to in S.locked:
                continue
            v = target_value(eng, S, seat, a.to, infl)
            if v <= 0:
                continue
            need = needed_legions(eng, S, seat, a.to, limit=movable(S, seat, a.origin) - _guard(eng, S, seat, a.origin))
            if need is not None and a.count == need:
                inv.append((-v, len(inv), a))
        alts += [a for _, _, a in sorted(inv, key=lambda t: (t[0], t[1]))]
    legal = set(map(_key, acts))
    out = [pick]
    seen = {_key(pick)}
    for a in alts:
        k = _key(a)
        if k in legal and k not in seen and len(out) <= SEARCH_ALTERNATIVES:
            out.append(a)
            seen.add(k)
    end = EndTurn()
    if _key(end) in legal and _key(end) not in seen:
        out.append(end)
    return out


def _key(a: Any) -> str:
    return str(a.model_dump_json())
