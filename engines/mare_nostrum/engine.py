"""Mare Nostrum rules engine (base game), ``MareNostrum(Engine)``.

Specification: shared/rules/mare-nostrum.it.txt (rules + FAQ), cited as (section, "quote").
Flow: ``State.step`` walks the phases (roles -> income -> announce -> offer -> take -> construction
-> choose_builder/build -> discard -> military -> choose_mover/move -> next turn); decisions that
interrupt the flow (payments, losses, Helen, conquest, Ulysses, compensation...) sit on the
``State.pending`` stack, the top one asked first.
Texts: every text a person reads is a message (``engines.text.msg``) of
i18n/locales/<lang>/mn.ftl, proper names those of mn_names.ftl (``mn-province-latium``...); a line
that reports a calculation carries its terms (dice, bonuses, totals, losses per full 5 points).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from typing import Any, Sequence

from engines.base import Engine, Entry, Event, IllegalAction, Outcome, Panel, Prompt, RulesTopic
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules, load
from engines.mare_nostrum.hidden import resample_hidden
from engines.mare_nostrum.state import (
    ACTION_ADAPTER,
    NEUTRAL_BASE,
    Announce,
    Attack,
    Battle,
    Build,
    Cancel,
    Choose,
    ChooseCard,
    Convert,
    Decision,
    EndTurn,
    Give,
    Losses,
    MoveLegions,
    MoveTrireme,
    NavalAttack,
    Occupy,
    Offer,
    Pay,
    Pillage,
    Player,
    Prov,
    State,
    Swap,
    Take,
    Trade,
    UseHero,
    clone_state,
)
from engines.rng import Rng
from engines.text import Msg, Text, lines, msg

PER_TURN = ("hammurabi", "cleopatra", "helen", "ulysses")


def _ev(text: Text, to: int | None = None, kind: str = "log", **data: Any) -> Event:
    # built without validation: the playouts emit thousands of events per game
    return Event.model_construct(kind=kind, text=text, to=to, data=data)


@functools.cache
def role_name(role: str) -> Msg:
    """A role card's name: ``msg("mn-role-director_of_commerce")``."""
    return msg("mn-role-" + role)


@functools.cache
def card_name(card: str) -> Msg:
    """A resource card's name (mn_names.ftl): ``"olive_oil"`` -> Olive oil / Olio d'oliva."""
    return msg("mn-good-" + card)


def special_name(R: Rules, card: str) -> Msg:
    """A hero's or Wonder's name: ``msg("mn-hero-pericles")``, ``msg("mn-wonder-colossus")``."""
    return _named(f"mn-{R.special[card].kind}-{card}")


@functools.cache
def _named(msg_id: str) -> Msg:
    """A message without arguments, built once (messages are frozen: sharing them is safe)."""
    return msg(msg_id)


@functools.cache
def _province_msg(msg_id: str, pid: str) -> Msg:
    """``msg_id`` with ``province`` = the province's name, built once per province."""
    return msg(msg_id, province=province_name(pid))


@functools.cache
def _place_msg(msg_id: str, pid: str) -> Msg:
    """``msg_id`` with ``place`` = "in <province>", built once per province."""
    return msg(msg_id, place=in_province(pid))


@functools.cache
def _cost_msg(n: int) -> Msg:
    return msg("mn-err-cannot-afford", n=n)


@functools.cache
def _one_per_province_msg(pid: str, item: str) -> Msg:
    return msg("mn-err-one-per-province", province=province_name(pid), item=msg("mn-building-" + item))


@functools.cache
def _card_msg(msg_id: str, card_msg_id: str, civ: str | None) -> Msg:
    """An error about a hero or Wonder (and the civilization that alone may buy it)."""
    if civ is None:
        return msg(msg_id, card=_named(card_msg_id))
    return msg(msg_id, card=_named(card_msg_id), civ=civ_name(civ))


class _Refusal(IllegalAction):
    """An :class:`IllegalAction` whose message is turned into a debugging string only when
    ``str()`` asks (listing the legal actions raises and catches thousands of them)."""

    def __init__(self, code: str, message: Text) -> None:
        Exception.__init__(self, code)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


@functools.cache
def civ_name(civ: str) -> Msg:
    return msg("mn-civ-" + civ)


@functools.cache
def province_name(pid: str) -> Msg:
    return msg("mn-province-" + pid)


@functools.cache
def in_province(pid: str) -> Msg:
    """"in Latium" / "nel Lazio"."""
    return msg("mn-in-province-" + pid)


@functools.cache
def in_sea(sid: str) -> Msg:
    """"in the Aegean Sea" / "nel Mar Egeo"."""
    return msg("mn-in-sea-" + sid)


def cards_text(cards: list[str]) -> list[Msg]:
    """Cards for a log line or a label (a list argument, joined per language), sorted, repeats
    counted: Fruit, Gems, Tax ×2."""
    c = Counter(cards)
    return [msg("mn-cards-n", n=n, card=card_name(k)) if n > 1 else card_name(k) for k, n in sorted(c.items())]


def cards_or_none(cards: list[str]) -> list[Msg] | Msg:
    """:func:`cards_text`, or "none" for no cards."""
    return cards_text(cards) if cards else msg("mn-none")


def count_msg(n: int, unit: str) -> Msg:
    """"2 legions" / "2 legioni": ``unit`` in cards, legions, fortresses, triremes, units."""
    return msg("mn-n-" + unit, n=n)


def building_name(R: Rules, pid: str, building: str) -> Msg:
    """``"city:0"`` -> "the city of Carthago", ``"caravan:1"`` -> "the caravan (Olive oil)",
    ``"temple"`` -> "the temple"."""
    kind, _, idx = building.partition(":")
    if kind == "city":
        return msg("mn-the-city-of", city=R.provinces[pid].cities[int(idx)])
    if kind == "caravan":
        return msg("mn-the-caravan-of", good=card_name(R.provinces[pid].resources[int(idx)]))
    return msg("mn-the-" + kind)


def building_list(R: Rules, pid: str, buildings: list[str]) -> list[Msg]:
    return [building_name(R, pid, b) for b in buildings]


def score_text(who: Text, dice: list[int], fortresses: int, bonus: int, hero: Msg | None, total: int) -> Msg:
    """One side's battle score with its terms: "{p0} [4, 2] + 2 Pericles = 8",
    "neutral Rome [3] + 6 fortress = 9", "neutral Egypt 0 + 6 fortress = 6"."""
    dice_text = "[" + ", ".join(str(d) for d in dice) + "]" if dice else "0"
    hero_term: Text = msg("mn-term-hero", n=bonus * len(dice), hero=hero) if bonus and dice and hero is not None else ""
    fort_term: Text = msg("mn-term-fortress", n=6 * fortresses, count=fortresses) if fortresses else ""
    return msg("mn-battle-score", side=who, dice=dice_text, hero=hero_term, fortress=fort_term, total=total)


def losses_text(a: Text, a_loss: int, a_total: int, d: Text, d_loss: int, d_total: int, unit: str) -> list[Msg]:
    """One line per side, each from the other side's points: "{p1}'s 9 points: {p0} loses 1 unit
    (one per full 5 points)."; ``unit``: "units" (land) or "triremes"."""
    return [
        msg("mn-battle-losses", by=d, points=d_total, side=a, n=a_loss, unit=unit),
        msg("mn-battle-losses", by=a, points=a_total, side=d, n=d_loss, unit=unit),
    ]


def _item_name(item: str) -> Msg:
    """A buildable thing's name: a building, a unit or the influence marker."""
    if item in ("legion", "trireme", "fortress"):
        return msg("mn-unit-" + item)
    if item == "influence":
        return msg("mn-item-influence")
    return msg("mn-building-" + item)


def _units(legions: int, fortresses: int) -> list[Msg | str]:
    """"2 legions and 1 fortress" (a list argument)."""
    out: list[Msg | str] = []
    if legions:
        out.append(count_msg(legions, "legions"))
    if fortresses:
        out.append(count_msg(fortresses, "fortresses"))
    return out


def _p(side: int, R: Rules | None = None) -> Text:
    """A side in a log line: ``{pN}`` for a seat, "neutral Rome" for a neutral civilization."""
    if side < NEUTRAL_BASE:
        return "{p%d}" % side
    assert R is not None
    civ = R.game.civilization_order[side - NEUTRAL_BASE]
    return msg("mn-side-neutral", civ=civ_name(civ))


class MareNostrum(Engine[State, Any]):
    id = "mare-nostrum"
    title = "Mare Nostrum"
    min_seats = 3
    max_seats = 5
    schema_version = 1
    state_model = State
    action_adapter = ACTION_ADAPTER

    def __init__(self) -> None:
        self.R: Rules = load("base")

    # ---------------------------------------------------------------- setup
    def default_options(self) -> dict[str, Any]:
        return {"setup": "introductory", "civilizations": None}

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        """A new game.  ``options``: ``setup`` = "introductory" (default) | "advanced";
        ``civilizations``: a list of civilization ids, one per seat in seat order, or None for the
        rulebook's advice ("In 4 giocatori, rimuovi Babilonia. In 3 giocatori, rimuovi Roma ed
        Egitto"), dealt to the seats at random; ``random_civilizations``: true to draw any
        civilizations at random.  Raises ValueError on a bad seat count or option."""
        R = self.R
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"Mare Nostrum is for 3 to 5 players, not {seats}")
        opts = {**self.default_options(), **(options or {})}
        if opts["setup"] not in ("introductory", "advanced"):
            raise ValueError("setup must be 'introductory' or 'advanced'")
        rng = Rng(seed=seed)
        order = R.game.civilization_order
        civs = opts.get("civilizations")
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
        self._place_neutrals(S)
        if opts["setup"] == "introductory":
            for seat, pl in enumerate(S.players):
                self._place_introductory(S, seat)
                pl.cards.append(R.game.civilizations[pl.civ].hero)
            self._setup_roles(S, introductory=True)
            S.step = "income"
            S.controlled = self._controlled(S)
        else:
            S.phase = "setup"
            S.step = "setup_next"
            S.done = []
            S.options["setup_order"] = rng.shuffled(list(range(seats)))
        self._advance(S, [])
        return S

    def _place_neutrals(self, S: State) -> None:
        """Absent civilizations (Giocare in meno di 5 giocatori): "1 Marcatore Influenza, 1 Legione
        e 1 Fortezza" in the capital, "1 Legione e 1 Marcatore Influenza in ogni provincia
        adiacente".  Decision: adjacent = land border; a province next to two neutral capitals
        goes to the first in civilization order."""
        R = self.R
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

    def _place_introductory(self, S: State, seat: int) -> None:
        R = self.R
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

    def _setup_roles(self, S: State, introductory: bool) -> None:
        """Starting roles.  Introductory: the player aid's role; a role whose civilization is absent
        goes by the counts to a player without a role, ties drawn at random (FAQ Preparazione:
        "Non si deve, in alcun caso, dare 2 poteri allo stesso giocatore!")."""
        R = self.R
        if introductory:
            for seat, pl in enumerate(S.players):
                role = R.game.civilizations[pl.civ].starting_role
                if role:
                    S.roles[role] = seat
        counts = q.role_counts(R, S)
        for role in R.game.roles:
            if role in S.roles:
                continue
            free = [s for s in range(S.n) if s not in S.roles.values()]
            best = max(counts[s][role] for s in free)
            tied = [s for s in free if counts[s][role] == best]
            S.roles[role] = tied[0] if len(tied) == 1 else S.rng.choice(tied)

    def _controlled(self, S: State) -> dict[int, list[str]]:
        return {seat: sorted(pid for pid, P in S.provinces.items() if P.owner == seat) for seat in range(S.n)}

    # ---------------------------------------------------------------- flow
    def _advance(self, S: State, ev: list[Event]) -> None:
        """Run automatic steps until a decision is needed."""
        R = self.R
        while not S.pending and not S.winners:
            st = S.step
            if st == "setup_next":
                order = S.options["setup_order"]
                left = [s for s in order if s not in S.done]
                if not left:
                    S.done = []
                    S.active = None
                    self._setup_roles(S, introductory=False)
                    ev.append(_ev(msg("mn-ev-roles", roles=[msg("mn-role-holder", role=role_name(r), side=_p(s)) for r, s in S.roles.items()])))
                    S.phase = "commerce"
                    S.step = "income"
                    S.controlled = self._controlled(S)
                    continue
                S.active = left[0]
                S.points = R.game.advanced_setup.points
                S.step = "setup_build"
                ev.append(_ev(msg("mn-ev-setup-start", side=_p(S.active), n=S.points)))
                return
            if st == "roles":
                S.phase = "commerce"
                ev.append(_ev(msg("mn-ev-turn", n=S.turn)))
                S.controlled = self._controlled(S)
                self._recompute_roles(S, ev)
                S.step = "income"
                continue
            if st == "income":
                S.phase = "commerce"
                self._income(S, ev)
                S.step = "announce"
                S.trade = Trade(director=S.roles["director_of_commerce"])
                continue
            if st in ("announce", "offer", "take", "build", "move", "setup_build"):
                return
            if st == "trade_end":
                self._end_trade(S, ev)
                S.step = "construction"
                continue
            if st == "construction":
                S.trade = None
                S.phase = "construction"
                S.done = []
                S.active = None
                S.step = "choose_builder"
                ev.append(_ev(msg("mn-ev-construction")))
                continue
            if st in ("choose_builder", "choose_mover"):
                left = [s for s in range(S.n) if s not in S.done]
                if not left:
                    S.step = "discard" if st == "choose_builder" else "next_turn"
                    continue
                if len(left) == 1:
                    self._start_active(S, left[0], ev)
                    continue
                return
            if st == "discard":
                self._discard(S, ev)
                S.step = "military"
                continue
            if st == "military":
                S.phase = "military"
                S.done = []
                S.active = None
                for pl in S.players:
                    if "helen" in pl.used:
                        pl.used.remove("helen")
                S.war_at_start = sorted(pid for pid, P in S.provinces.items() if q.at_war(P))
                S.step = "choose_mover"
                ev.append(_ev(msg("mn-ev-military")))
                continue
            if st == "next_turn":
                S.turn += 1
                S.done = []
                S.active = None
                S.battle = None
                for P in S.provinces.values():
                    P.new_influence = False
                for pl in S.players:
                    pl.used = []
                S.step = "roles"
                continue
            raise AssertionError(f"unknown step {st}")

    def _start_active(self, S: State, seat: int, ev: list[Event]) -> None:
        S.active = seat
        if S.step == "choose_builder":
            S.step = "build"
            ev.append(_ev(msg("mn-ev-turn-to-build", side=_p(seat))))
        else:
            S.step = "move"
            S.locked = {}
            S.fought = {}
            S.pillaged = []
            S.land_started = False
            ev.append(_ev(msg("mn-ev-turn-to-move", side=_p(seat))))

    # ---------------------------------------------------------------- roles
    def _recompute_roles(self, S: State, ev: list[Event]) -> None:
        """Roles at the start of every turn (FASI DI UN TURNO): most caravans+markets / cities+temples
        / legions+triremes+fortresses, hero bonuses added; "In caso di pareggio tra il corrente
        possessore ... tiene la carta. Se due ALTRI giocatori pareggiano ..., il possessore attuale
        decide"."""
        counts = q.role_counts(self.R, S)
        for role in reversed(self.R.game.roles):
            holder = S.roles[role]
            best = max(c[role] for c in counts.values())
            if counts[holder][role] == best:
                continue
            tied = [s for s in range(S.n) if counts[s][role] == best]
            if len(tied) == 1:
                S.roles[role] = tied[0]
                ev.append(_ev(msg("mn-ev-becomes-role", side=_p(tied[0]), role=role_name(role), score=best, holder=_p(holder), old=counts[holder][role])))
            else:
                S.pending.append(Decision(kind="role_heir", seat=holder, role=role, candidates=tied))

    # ---------------------------------------------------------------- commerce
    def _income(self, S: State, ev: list[Event]) -> None:
        """Accumulare introiti: 1 tax per city (2 with a temple), 1 good per caravan (2 with a
        market); an occupying legion takes the income of its building and the doubling only with
        a legion on the temple/market too; Colossus +1 tax; Temple of Artemis +1 good of choice."""
        R = self.R
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
        for s in range(S.n):
            for e in q.effects(R, S, s, "extra_income"):
                if e["card"] == "tax":
                    gains[s]["tax"] += int(e["amount"])
        director = S.roles["director_of_commerce"]
        for s in [(director + k) % S.n for k in range(S.n)]:
            got: list[str] = []
            for card, n in sorted(gains[s].items()):
                k = min(n, S.bank.get(card, 0))
                S.bank[card] = S.bank.get(card, 0) - k
                got += [card] * k
            q.add_cards(S.players[s].hand, got)
            ev.append(_ev(msg("mn-ev-income", side=_p(s), n=len(got), tax=got.count("tax"), goods=len(got) - got.count("tax")), n=len(got)))
            if got:
                ev.append(_ev(msg("mn-ev-your-income", cards=cards_text(got)), to=s, kind="private", cards=got))
            for e in q.effects(R, S, s, "extra_income"):
                if e["card"] == "goods_choice" and any(S.bank.get(g, 0) > 0 for g in R.commodities):
                    S.pending.append(Decision(kind="artemis", seat=s))

    def _participants(self, S: State, count: int) -> list[int]:
        return [s for s in range(S.n) if q.hand_size(S, s) >= count]

    def _reveal(self, S: State, ev: list[Event]) -> None:
        T = S.trade
        assert T is not None
        T.revealed = True
        T.offers = {s: sorted(T.sealed[s]) for s in T.participants}
        for s in T.participants:
            q.remove_cards(S.players[s].hand, T.sealed[s])
        T.sealed = {}
        T.taken = {s: [] for s in T.participants}
        T.to_take = T.director
        ev.append(
            _ev(
                lines(msg("mn-ev-offers-revealed"), [msg("mn-side-cards", side=_p(s), cards=cards_text(T.offers[s])) for s in T.participants]),
                offers={str(s): T.offers[s] for s in T.participants},
            )
        )
        self._trade_continue(S, ev)

    def _forbidden_giver(self, T: Trade) -> int | None:
        """"solo due scambi in fila possono essere fatti tra gli stessi due giocatori": after A
        takes from B and B takes from A, A may not take from B."""
        if len(T.history) >= 2:
            (t2, g2), (t1, g1) = T.history[-2], T.history[-1]
            if t1 == g2 and g1 == t2 and T.to_take == g1:
                return t1
        return None

    def _take_options(self, T: Trade) -> list[tuple[int, str]]:
        taker = T.to_take
        bad = self._forbidden_giver(T)
        out = []
        for g, cards in sorted(T.offers.items()):
            if g == taker or g == bad:
                continue
            for c in sorted(set(cards)):
                out.append((g, c))
        return out

    def _trade_continue(self, S: State, ev: list[Event]) -> None:
        """Stop when at most one player has face-up cards, or when the taker has nobody to take
        from (FAQ "Finire il Commercio Anticipatamente")."""
        T = S.trade
        assert T is not None
        holders = [s for s, c in T.offers.items() if c]
        if len(holders) <= 1 or not self._take_options(T):
            S.step = "trade_end"
        else:
            S.step = "take"

    def _end_trade(self, S: State, ev: list[Event]) -> None:
        """The endings A/B: untaken cards go back to their owner, taken cards into hands; the
        player one card short receives one from the Director of Commerce."""
        T = S.trade
        if T is None or not T.revealed:
            return
        for s in T.participants:
            back = T.offers.get(s, [])
            if back:
                ev.append(_ev(msg("mn-ev-takes-back", side=_p(s), n=len(back), cards=cards_text(back))))
            q.add_cards(S.players[s].hand, back)
            q.add_cards(S.players[s].hand, T.taken.get(s, []))
        offered = T.announced or 0
        for s in T.participants:
            net = len(T.taken.get(s, [])) - (offered - len(T.offers.get(s, [])))
            if net < 0 and s != T.director:
                for _ in range(-net):
                    S.pending.append(Decision(kind="compensate", seat=T.director, other=s))
        T.offers = {s: [] for s in T.participants}
        T.taken = {s: [] for s in T.participants}
        ev.append(_ev(msg("mn-ev-trade-over")))

    # ---------------------------------------------------------------- construction
    def _discard(self, S: State, ev: list[Event]) -> None:
        """"Le Carte Risorsa non utilizzate ... devono essere scartate alla fine della Fase
        Costruzione ... un giocatore può tenere due Carte Tasse"; Hanging Gardens keeps 1 good."""
        for s, pl in enumerate(S.players):
            keep_goods = sum(int(e["amount"]) for e in q.effects(self.R, S, s, "keep_goods"))
            tax = pl.hand.get("tax", 0)
            lost = 0
            if tax > 2:
                S.bank["tax"] += tax - 2
                pl.hand["tax"] = 2
                lost += tax - 2
            goods = {c: n for c, n in pl.hand.items() if c != "tax"}
            if keep_goods and len(goods) > 1:
                S.pending.append(Decision(kind="keep_goods", seat=s, count=keep_goods))
                ev.append(_ev(msg("mn-ev-discard-tax-keep-good", side=_p(s), n=lost)))
                continue
            kept: list[str] = []
            if keep_goods and goods:
                g = next(iter(goods))
                kept = [g] * min(keep_goods, goods[g])
            self._discard_goods(S, s, kept)
            lost += sum(goods.values()) - len(kept)
            if lost:
                ev.append(_ev(msg("mn-ev-discards", side=_p(s), n=lost)))

    def _discard_goods(self, S: State, s: int, kept: list[str]) -> None:
        pl = S.players[s]
        for c in list(pl.hand):
            if c == "tax":
                continue
            k = min(pl.hand[c], kept.count(c))
            S.bank[c] += pl.hand[c] - k
            if k:
                pl.hand[c] = k
            else:
                del pl.hand[c]

    def _check_build(self, S: State, seat: int, a: Build, res: dict[str, int] | None = None, reach: set[str] | None = None) -> int:
        """Validate a construction for ``seat``; the cost in cards (or points in the advanced setup).

        Regole per la Costruzione 1-7; raises IllegalAction with the broken rule.  ``res`` (the
        seat's reserve) and ``reach`` (provinces next to those controlled at the start of the turn)
        may be passed precomputed when many constructions are checked on one state."""
        R = self.R
        setup = S.phase == "setup"
        if res is None:
            res = q.reserve(R, S, seat)
        if a.item == "card":
            if a.card not in R.special:
                raise _Refusal("unknown_card", _named("mn-err-no-such-card"))
            sc = R.special[a.card]
            if any(a.card in pl.cards for pl in S.players):
                raise _Refusal("taken", _card_msg("mn-err-taken", f"mn-{sc.kind}-{a.card}", None))
            if sc.civ is not None and sc.civ != S.players[seat].civ:
                raise _Refusal("national_hero", _card_msg("mn-err-national-hero", f"mn-{sc.kind}-{a.card}", sc.civ))
            if setup and sc.civ is None:
                raise _Refusal("setup_card", _named("mn-err-setup-card"))
            c = q.cost(R, S, seat, "card", a.card) if not setup else R.game.costs[sc.kind]
            return self._check_afford(S, seat, c)
        if a.province not in S.provinces:
            raise _Refusal("unknown_province", _named("mn-err-no-such-province"))
        pid = a.province
        P = S.provinces[pid]
        meta = R.provinces[pid]
        capital = q.capital_of(R, S, seat)
        if setup:
            allowed = {capital, *R.land[capital], *R.game.advanced_setup.extra_provinces.get(S.players[seat].civ, [])}
            if pid not in allowed:
                raise _Refusal("setup_area", _named("mn-err-setup-area"))
            if a.item in ("legion", "trireme") and pid != capital:
                raise _Refusal("setup_capital", _named("mn-err-setup-capital"))
        foreign = q.enemies(P, seat)
        if a.item == "influence":
            if res["influence"] <= 0:
                raise _Refusal("no_piece", _named("mn-err-no-influence-left"))
            converting = P.convert_by == seat and P.owner is not None and P.owner != seat
            if P.owner is not None and not converting:
                raise _Refusal("owned", _province_msg("mn-err-owned", pid))
            if foreign:
                raise _Refusal("enemy_units", _place_msg("mn-err-enemy-units", pid))
            if not setup and not q.has(R, S, seat, "influence_anywhere"):
                if reach is None:
                    reach = self._influence_reach(S, seat)
                if pid not in reach:
                    raise _Refusal("not_adjacent", _province_msg("mn-err-influence-reach", pid))
            c = R.game.costs["influence"] if setup else q.cost(R, S, seat, "influence")
            if not setup and q.has(R, S, seat, "free_influence") and "hammurabi" not in S.players[seat].used:
                c = 0
            return self._check_afford(S, seat, c)
        # rule 1: only where the seat's influence marker stands
        if P.owner != seat:
            raise _Refusal("not_yours", _place_msg("mn-err-not-yours", pid))
        # rule 3: not in the turn the marker was placed (the advanced setup waits for nobody)
        if P.new_influence and not setup:
            raise _Refusal("new_influence", _place_msg("mn-err-new-influence", pid))
        # rule 6: not at war or occupied, except in one's own capital
        if pid != capital and (foreign or q.occupied_by_other(P, seat)):
            raise _Refusal("at_war", _province_msg("mn-err-at-war", pid))
        if a.item == "city":
            if a.site is None or not 0 <= a.site < len(P.cities) or P.cities[a.site]:
                raise _Refusal("no_site", _place_msg("mn-err-no-city-site", pid))
            pool = "cities"
        elif a.item == "caravan":
            if a.site is None or not 0 <= a.site < len(P.caravans) or P.caravans[a.site]:
                raise _Refusal("no_site", _place_msg("mn-err-no-resource-site", pid))
            pool = "caravans"
        elif a.item in ("temple", "market"):
            if getattr(P, a.item):
                raise _Refusal("one_per_province", _one_per_province_msg(pid, a.item))
            pool = a.item + "s"
        elif a.item == "fortress":
            if sum(P.fortresses.values()) >= q.fortress_limit(R, S, seat):
                raise _Refusal("one_per_province", msg("mn-err-fortress-limit", province=province_name(pid), n=q.fortress_limit(R, S, seat)))
            if res["fortresses"] <= 0:
                raise _Refusal("no_piece", _named("mn-err-no-fortress-left"))
            pool = None
        elif a.item == "legion":
            if res["legions"] <= 0:
                raise _Refusal("no_piece", _named("mn-err-no-legion-left"))
            pool = None
        elif a.item == "trireme":
            if not meta.island and not R.coasts[pid]:
                raise _Refusal("landlocked", _province_msg("mn-err-landlocked", pid))
            if res["triremes"] <= 0:
                raise _Refusal("no_piece", _named("mn-err-no-trireme-left"))
            pool = None
        else:
            raise _Refusal("malformed", _named("mn-err-cannot-build"))
        if pool is not None and S.supply.get(pool, 0) <= 0:
            raise _Refusal("no_token", msg("mn-err-no-token", item=msg("mn-building-" + a.item)))
        c = R.game.costs[a.item] if setup else q.cost(R, S, seat, a.item)
        return self._check_afford(S, seat, c)

    def _influence_reach(self, S: State, seat: int) -> set[str]:
        """Provinces adjacent (by land or by a chain of the seat's triremes) to a province the seat
        controlled at the start of the turn (rule 2; FAQ "dove si può andare")."""
        out: set[str] = set()
        for c in S.controlled.get(seat, []):
            out |= q.neighbours(self.R, S, seat, c)
        return out

    def _check_afford(self, S: State, seat: int, c: int) -> int:
        if S.phase == "setup":
            if c > S.points:
                raise _Refusal("cannot_afford", msg("mn-err-setup-points", n=c, left=S.points))
            return c
        if not q.can_pay(S.players[seat].hand, c):
            raise _Refusal("cannot_afford", _cost_msg(c))
        return c

    def _do_build(self, S: State, seat: int, d: Decision, ev: list[Event]) -> None:
        R = self.R
        what = d.item
        if what == "card":
            assert d.card is not None
            S.players[seat].cards.append(d.card)
            ev.append(_ev(msg("mn-ev-acquires", side=_p(seat), card=special_name(R, d.card), n=len(S.players[seat].cards)), card=d.card))
            self._check_victory(S, seat, ev)
            return
        assert d.province is not None
        P = S.provinces[d.province]
        name = province_name(d.province)
        if what == "influence":
            old = P.owner
            P.owner = seat
            P.new_influence = S.phase != "setup"
            P.convert_by = None
            q.normalize(P)
            if old is not None:
                ev.append(_ev(msg("mn-ev-converted", side=_p(seat), province=name, old=_p(old, R))))
            else:
                ev.append(_ev(msg("mn-ev-influence", side=_p(seat), place=in_province(d.province))))
            return
        if what == "city":
            P.cities[d.site] = True  # type: ignore[index]
            S.supply["cities"] -= 1
        elif what == "caravan":
            P.caravans[d.site] = True  # type: ignore[index]
            S.supply["caravans"] -= 1
        elif what in ("temple", "market"):
            setattr(P, what, True)
            S.supply[what + "s"] -= 1
        elif what == "legion":
            P.legions[seat] = P.legions.get(seat, 0) + 1
        elif what == "fortress":
            P.fortresses[seat] = P.fortresses.get(seat, 0) + 1
        elif what == "trireme":
            P.new_triremes[seat] = P.new_triremes.get(seat, 0) + 1
        if what == "caravan":
            label: Msg = msg("mn-a-caravan-of", good=card_name(R.provinces[d.province].resources[d.site]))  # type: ignore[index]
        elif what == "city":
            label = msg("mn-a-city-of", city=R.provinces[d.province].cities[d.site])  # type: ignore[index]
        else:
            label = msg(f"mn-a-{what}")
        ev.append(_ev(msg("mn-ev-builds", side=_p(seat), item=label, place=in_province(d.province))))

    def _check_victory(self, S: State, seat: int, ev: list[Event]) -> None:
        """FINE DEL GIOCO: the Pyramids, or 4 heroes and/or wonders (the national hero counts)."""
        cards = S.players[seat].cards
        if q.has(self.R, S, seat, "win"):
            S.winners = [seat]
            S.reason = "pyramids"
        elif len(cards) >= 4:
            S.winners = [seat]
            S.reason = "four_heroes_wonders"
        if S.winners:
            S.phase = "over"
            S.step = "over"
            S.pending = []
            ev.append(_ev(msg("mn-ev-wins", side=_p(seat)), kind="victory"))

    def _pay_check(self, S: State, seat: int, d: Decision, cards: list[str]) -> None:
        """A payment must stay a valid combination: only tax cards, or only different goods."""
        hand = S.players[seat].hand
        paid = list(d.paid)
        for c in cards:
            if c != "tax" and c not in self.R.commodities:
                raise _Refusal("unknown_card", _named("mn-err-not-a-resource"))
            paid.append(c)
            if len(paid) > d.cost:
                raise _Refusal("overpay", msg("mn-err-overpay", n=d.cost))
            if Counter(paid)[c] > hand.get(c, 0):
                raise _Refusal("not_in_hand", msg("mn-err-no-other-card", card=card_name(c)))
            if "tax" in paid and any(p != "tax" for p in paid):
                raise _Refusal("mixed", _named("mn-err-mixed"))
            if c != "tax" and paid.count(c) > 1:
                raise _Refusal("same_goods", _named("mn-err-same-goods"))
        need = d.cost - len(paid)
        if paid and paid[0] == "tax":
            ok = hand.get("tax", 0) - paid.count("tax") >= need
        else:
            ok = len([g for g in q.goods_types(hand) if g not in paid]) >= need
        if not ok:
            raise _Refusal("cannot_complete", _named("mn-err-cannot-complete"))

    # ---------------------------------------------------------------- military
    def _movable(self, S: State, seat: int, place: str) -> int:
        if place in S.provinces:
            n = S.provinces[place].legions.get(seat, 0)
        else:
            n = S.seas[place].get(seat, 0)
        return max(0, n - S.locked.get(place, 0))

    def _unlaunched(self, S: State, seat: int) -> list[str]:
        return [pid for pid, P in S.provinces.items() if P.new_triremes.get(seat, 0) > 0]

    def _can_fight(self, S: State, seat: int) -> list[str]:
        """Provinces where ``seat`` may start a land battle now: enemy land units are there and
        some of its units there have not fought this turn (FAQ: "attaccare due o più avversari che
        sono rimasti in guerra su una provincia")."""
        out = []
        for pid, P in S.provinces.items():
            if not q.enemies(P, seat):
                continue
            fresh = P.legions.get(seat, 0) - S.fought.get(pid, 0)
            if fresh > 0 or (P.fortresses.get(seat, 0) > 0 and pid not in S.fought):
                out.append(pid)
        return out

    def _must_fight(self, S: State, seat: int) -> list[str]:
        """Provinces where ``seat`` still owes a battle: legions that entered ("Le Legioni DEVONO
        combattere quando vanno in uno spazio occupato"), and units staying in a province at war
        since before this military phase (FAQ: "In una provincia che era in guerra alla fine del
        turno precedente, un round di combattimento è obbligatorio? Solo se tu non sposti e resti
        ... Una fortezza non potrà fuggire").  Decision: units invaded earlier in this same phase
        may stay without fighting ("devono continuare a combattere durante la seguente Fase")."""
        out = []
        for pid in self._can_fight(S, seat):
            if pid in S.fought:
                out.append(pid)  # fresh legions arrived after this turn's battle there
            elif S.locked.get(pid, 0) > 0 or pid in S.war_at_start:
                out.append(pid)
        return out

    def _roll(self, S: State, n: int) -> list[int]:
        return [S.rng.randint(1, 6) for _ in range(n)]

    def _die_bonus(self, S: State, side: int, unit: str) -> int:
        if not q.is_seat(side):
            return 0
        return sum(int(e["amount"]) for e in q.effects(self.R, S, side, "die_bonus") if e["unit"] == unit)

    def _bonus_hero(self, S: State, side: int, unit: str) -> Msg | None:
        """The name of the card giving ``side`` a die bonus for ``unit`` (Hannibal, Pericles)."""
        if not q.is_seat(side):
            return None
        for c in S.players[side].cards:
            if any(e.id == "die_bonus" and e.model_dump().get("unit") == unit for e in self.R.special[c].effects):
                return special_name(self.R, c)
        return None

    def _fight_land(self, S: State, seat: int, pid: str, target: int, ev: list[Event]) -> None:
        """One round (B Combattimento): a die per legion, +6 per fortress, Hannibal +1 per legion
        die; each side loses one unit per full 5 points of the other's total."""
        R = self.R
        P = S.provinces[pid]
        att_leg = P.legions.get(seat, 0) - S.fought.get(pid, 0)
        att_fort = P.fortresses.get(seat, 0) if pid not in S.fought else 0
        def_leg = P.legions.get(target, 0)
        def_fort = P.fortresses.get(target, 0)
        ad = self._roll(S, att_leg)
        dd = self._roll(S, def_leg)
        at = sum(ad) + 6 * att_fort + self._die_bonus(S, seat, "legion") * att_leg
        dt = sum(dd) + 6 * def_fort + self._die_bonus(S, target, "legion") * def_leg
        a_loss = min(dt // 5, P.legions.get(seat, 0) + P.fortresses.get(seat, 0))
        d_loss = min(at // 5, def_leg + def_fort)
        S.battle = Battle(
            place=pid, naval=False, attacker=seat, defender=target, attacker_dice=ad, defender_dice=dd,
            attacker_total=at, defender_total=dt, attacker_losses=a_loss, defender_losses=d_loss,
        )
        S.fought[pid] = P.legions.get(seat, 0)
        S.locked[pid] = P.legions.get(seat, 0)
        ev.append(
            _ev(
                [
                    msg("mn-ev-battle", place=in_province(pid)),
                    score_text(_p(seat), ad, att_fort, self._die_bonus(S, seat, "legion"), self._bonus_hero(S, seat, "legion"), at),
                    score_text(_p(target, R), dd, def_fort, self._die_bonus(S, target, "legion"), self._bonus_hero(S, target, "legion"), dt),
                    *losses_text(_p(seat), a_loss, at, _p(target, R), d_loss, dt, "units"),
                ],
                kind="battle", place=pid, attacker_dice=ad, defender_dice=dd,
            )
        )
        # the owner of the units chooses his losses (defender pushed first: the attacker answers first)
        for side, loss in ((target, d_loss), (seat, a_loss)):
            self._lose(S, pid, side, loss, ev)
        if not S.pending or S.pending[-1].kind != "losses":
            self._after_battle(S, pid, ev)

    def _lose(self, S: State, pid: str, side: int, loss: int, ev: list[Event]) -> None:
        P = S.provinces[pid]
        leg, fort = P.legions.get(side, 0), P.fortresses.get(side, 0)
        if loss <= 0:
            return
        if leg and fort and loss < leg + fort and q.is_seat(side):
            S.pending.append(Decision(kind="losses", seat=side, province=pid, count=loss))
            return
        # no choice (or a neutral, which keeps its fortress as long as it can)
        kl = min(loss, leg)
        self._remove_land(P, side, kl, loss - kl)

    def _remove_land(self, P: Prov, side: int, legions: int, fortresses: int) -> None:
        P.legions[side] = P.legions.get(side, 0) - legions
        P.fortresses[side] = P.fortresses.get(side, 0) - fortresses
        for d in (P.legions, P.fortresses):
            if d.get(side, 1) <= 0:
                d.pop(side, None)

    def _after_battle(self, S: State, pid: str, ev: list[Event]) -> None:
        P = S.provinces[pid]
        seat = S.active
        assert seat is not None
        S.locked[pid] = min(S.locked.get(pid, 0), P.legions.get(seat, 0))
        S.fought[pid] = P.legions.get(seat, 0)
        q.normalize(P)
        if q.at_war(P):
            ev.append(_ev(msg("mn-ev-at-war", province=province_name(pid))))
        self._offer_conquest(S, seat, pid)

    def _conquest_options(self, S: State, seat: int, pid: str) -> dict[str, list[str]]:
        """What the lone surviving invader may do (B.2 "Solo un giocatore invasore sopravvive")."""
        P = S.provinces[pid]
        if P.legions.get(seat, 0) <= 0 or q.enemies(P, seat) or P.owner is None or P.owner == seat:
            return {}
        out: dict[str, list[str]] = {}
        blds = q.buildings_in(P)
        if blds and pid not in S.pillaged:
            out["pillage"] = blds
        free = P.legions.get(seat, 0) - len(q.assignments(P, seat))
        occ = [b for b in blds if q.occupant(P, b) is None]
        if occ and free > 0:
            out["occupy"] = occ
        # "Il marcatore influenza nella città capitale di un giocatore non può MAI essere convertito"
        if P.convert_by is None and free > 0 and not q.is_player_capital(self.R, S, pid):
            out["convert"] = ["influence"]
        return out

    def _offer_conquest(self, S: State, seat: int, pid: str) -> None:
        if self._conquest_options(S, seat, pid):
            S.pending.append(Decision(kind="conquest", seat=seat, province=pid))

    def _after_arrival(self, S: State, seat: int, pid: str, ev: list[Event], invasion: bool) -> None:
        """After legions entered ``pid``.  An invasion (the mover had no legion there) of an enemy
        province left without enemy land units is followed by the choice pillage / occupy /
        convert ("Se non ci sono unità di terra avversarie ... seguite le regole ... solo un
        giocatore invasore sopravvive").  Decision: reinforcements joining one's own legions do
        not invade again (else a legion joining an occupation could be forced to pillage)."""
        P = S.provinces[pid]
        # an arrival among enemies leads to a battle this turn; occupations fall only after it
        q.normalize(P, war_clears=False)
        if invasion and not q.enemies(P, seat):
            self._offer_conquest(S, seat, pid)

    # ---------------------------------------------------------------- contract
    def prompt(self, state: State) -> Prompt:
        S = state
        if S.winners:
            return Prompt(phase="over", kind="over", seats=(), text=_named("mn-prompt-over"))
        if S.pending:
            d = S.pending[-1]
            return Prompt(phase=S.phase, kind=d.kind, seats=(d.seat,), text=_named("mn-prompt-" + d.kind))
        st = S.step
        if st == "announce":
            seats: tuple[int, ...] = (S.roles["director_of_commerce"],)
        elif st == "offer":
            T = S.trade
            assert T is not None
            seats = tuple(s for s in T.participants if len(T.sealed.get(s, [])) < (T.announced or 0))
        elif st == "take":
            seats = (S.trade.to_take,)  # type: ignore[union-attr,assignment]
        elif st == "choose_builder":
            seats = (S.roles["political_leader"],)
        elif st == "choose_mover":
            seats = (S.roles["military_leader"],)
        elif st in ("build", "move", "setup_build"):
            seats = (S.active,)  # type: ignore[assignment]
        else:
            raise AssertionError(st)
        return Prompt(phase=S.phase, kind=st, seats=seats, text=_named("mn-prompt-" + st))

    def outcome(self, state: State) -> Outcome | None:
        if not state.winners:
            return None
        w = state.winners[0]
        if state.reason == "pyramids":
            text: Text = msg("mn-outcome-pyramids", side=f"{{p{w}}}")
        else:
            cards = state.players[w].cards
            text = msg(
                "mn-outcome-four", side=f"{{p{w}}}", n=len(cards), cards=[special_name(self.R, c) for c in cards]
            )
        # scores: each seat's heroes and wonders (the national hero counts), the measure of the
        # four-card victory; the Pyramids win outright whatever the counts
        scores = {i: len(p.cards) for i, p in enumerate(state.players)}
        return Outcome(winners=list(state.winners), scores=scores, reason=state.reason or "victory", text=text)

    def seat_label(self, state: State, seat: int) -> Text:
        return civ_name(state.players[seat].civ)

    def apply(self, state: State, seat: int, action: Any) -> tuple[State, list[Event]]:
        """Pure: a new state and its events; raises IllegalAction (``state`` is never modified)."""
        if isinstance(action, dict):
            action = self.parse_action(action)
        pr = self.prompt(state)
        if seat not in pr.seats:
            raise _Refusal("not_your_turn", _named("mn-err-not-your-turn"))
        S = clone_state(state)  # a deep copy sharing nothing mutable (state.py, "fast copies")
        return S, self._apply_in_place(S, seat, action, pr.kind)

    def _apply_in_place(self, S: State, seat: int, action: Any, kind: str) -> list[Event]:
        """Apply ``action`` of the prompted ``seat`` (prompt kind ``kind``) to ``S`` itself.  An
        IllegalAction may leave ``S`` half-changed: only :meth:`apply` (on a copy) and the
        playouts (on their own state, with legal actions only) call it."""
        ev: list[Event] = []
        handler = getattr(self, f"_a_{kind}", None)
        assert handler is not None, kind
        handler(S, seat, action, ev)
        self._advance(S, ev)
        return ev

    # ---------------------------------------------------------------- playouts
    #: the share of decisions :meth:`playout_policy` leaves to the automatic player
    PLAYOUT_AUTO_RATE = 0.5

    def playout_policy(self, state: State, seat: int, rng: random.Random) -> Any:
        """An action for the prompted ``seat`` in a random playout: with probability
        ``PLAYOUT_AUTO_RATE`` (0.5) the automatic player's choice (:meth:`auto_action`), else one
        of :meth:`legal_actions` drawn uniformly with ``rng``.  Always legal.

        Why the mix: uniformly random play never reaches Mare Nostrum's victories (4 heroes or
        wonders, or the Pyramids, need 9- and 12-card combinations that random trading and
        building never save up), so purely random games do not end; with half of the decisions
        taken by the automatic player, games end with a rule victory (the contract tests and the
        benchmark rely on it) while the other half still explores arbitrary legal actions.
        ``rng`` is the caller's generator (the game's own dice stay in the state)."""
        if rng.random() < self.PLAYOUT_AUTO_RATE:
            return self.auto_action(state, seat)
        acts = self.legal_actions(state, seat)
        return acts[rng.randrange(len(acts))]

    def random_playout(self, seed: int, players: int = 4, max_actions: int = 20000) -> Outcome:
        """A whole game (``players`` seats, introductory setup, game seed ``seed``) played by
        :meth:`playout_policy` with ``random.Random(seed)``, mutating one state in place (no copy
        per action): the benchmark's complete-game figure.  Raises RuntimeError if no rule victory
        comes within ``max_actions`` actions."""
        rng = random.Random(seed)
        S = self.setup(players, {}, seed)
        for _ in range(max_actions):
            pr = self.prompt(S)
            if not pr.seats:
                out = self.outcome(S)
                assert out is not None
                return out
            seat = pr.seats[rng.randrange(len(pr.seats))]
            self._apply_in_place(S, seat, self.playout_policy(S, seat, rng), pr.kind)
        raise RuntimeError(f"no victory within {max_actions} actions (seed {seed})")

    def legal_actions(self, state: State, seat: int) -> Sequence[Any]:
        from engines.mare_nostrum.moves import legal_actions

        return legal_actions(self, state, seat)

    def player_view(self, state: State, seat: int | None) -> Any:
        from engines.mare_nostrum.viewbuild import build_view

        return build_view(self, state, seat)

    def undoable(self, before: State, after: State, seat: int, action: Any, events: Sequence[Event]) -> bool:
        """See :mod:`engines.mare_nostrum.undo` (the rule reasons)."""
        from engines.mare_nostrum.undo import undoable

        return undoable(self, before, after, seat, action, events)

    def board_moment(self, before: State, after: State, events: list[Event]) -> bool:
        """The board picture is posted after each phase and after each battle (the issue's
        "board image after each phase and after each battle"); the many small steps in between
        (takes, builds, moves) are posted as text lines."""
        return (
            before.phase != after.phase
            or before.turn != after.turn
            or (after.battle is not None and after.battle != before.battle)
        )

    def timeout_action(self, state: State, seat: int) -> Any:
        from engines.mare_nostrum.auto import choose

        return choose(self, state, seat)

    def panel(self, state: State, seat: int) -> Panel:
        from engines.mare_nostrum.panel import build_panel

        return build_panel(self, state, seat)

    def status_text(self, state: State, seat: int | None) -> Text:
        from engines.mare_nostrum.panel import status_text

        return status_text(self, state, seat)

    # ---------------------------------------------------------------- glossary and rules
    #: (item, kind) of everything built on the board, in the cost table's order
    BOARD_ITEMS = (
        ("influence", "marker"), ("city", "building"), ("caravan", "building"), ("temple", "building"),
        ("market", "building"), ("legion", "unit"), ("trireme", "unit"), ("fortress", "unit"),
    )
    #: (key, rulebook section) of the /agora rules topics; the rulebook text
    #: (shared/rules/mare-nostrum.it.txt) has no page numbers, so the section is cited
    RULES_TOPICS = (
        ("goal", "SCOPO DEL GIOCO; FINE DEL GIOCO & VITTORIA"),
        ("turn", "FASI DI UN TURNO"),
        ("roles", "FASI DI UN TURNO; Effetti delle Carte Ruolo"),
        ("income", "Fase Commercio, A) Accumulare introiti"),
        ("trade", "Fase Commercio, B) Commerciare tra i Giocatori; Finire il Commercio Anticipatamente"),
        ("construction", "Fase Costruzione; Regole per la Costruzione"),
        ("hand_limit", "Fase Costruzione (carte scartate, due Carte Tasse)"),
        ("military", "Fase Militare, A) Movimento"),
        ("battle", "Fase Militare, B) Combattimento"),
        ("conquest", "Fase Militare: Saccheggiare, Occupare, Convertire"),
    )

    def glossary(self) -> list[Entry]:
        """Every hero and Wonder (cost, power; a civilization's hero only for that civilization),
        and every building, unit and the influence marker (cost, what it does), from the data's
        cost table (RULEBOOK "LE CARTE NEL GIOCO", cost table)."""
        R = self.R
        out: list[Entry] = []
        for c in R.game.cards_special:
            cost = c.cost if c.cost is not None else R.game.costs[c.kind]
            if c.civ is not None:
                text = msg("mn-gl-national-hero", n=cost, civ=civ_name(c.civ), power=msg("mn-power-" + c.id))
            else:
                text = msg("mn-gl-" + c.kind, n=cost, power=msg("mn-power-" + c.id))
            out.append(Entry(key=f"{c.kind}:{c.id}", name=special_name(R, c.id), kind=msg("mn-kind-" + c.kind), text=text))
        for item, kind in self.BOARD_ITEMS:
            out.append(Entry(key=f"{kind}:{item}", name=_item_name(item), kind=msg("mn-kind-" + kind),
                             text=msg("mn-gl-" + item, n=R.game.costs[item])))
        return out

    def rules_topics(self) -> list[RulesTopic]:
        """The turn, the roles, income, trade, construction, the hand limit, movement, the battle
        arithmetic, conquest and victory; ``source`` names the section of the Italian rulebook."""
        return [
            RulesTopic(key=key, title=msg(f"mn-rules-{key}-title"), text=msg(f"mn-rules-{key}"),
                       source=f"Mare Nostrum, regolamento italiano: {section}")
            for key, section in self.RULES_TOPICS
        ]

    resample_hidden = resample_hidden  # optional hook (engines/base.py): the tests' twin states

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        """Strings that must not appear in ``seat``'s view: none can be listed, because the
        secrets (other hands, sealed offers) are multisets of card names ("tax", "grain") that
        the board shows publicly anyway.  Hands and offers are kept out of views structurally;
        tests/mare_nostrum/test_hidden.py checks that no view carries them."""
        return set()

    # ---------------------------------------------------------------- action handlers
    @staticmethod
    def _want(action: Any, *types: type) -> None:
        if not isinstance(action, types):
            raise _Refusal("wrong_action", _named("mn-err-wrong-action"))

    def _a_role_heir(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, Choose)
        d = S.pending[-1]
        if a.seat not in d.candidates:
            raise _Refusal("not_tied", _named("mn-err-not-tied"))
        S.pending.pop()
        assert d.role is not None
        S.roles[d.role] = a.seat
        ev.append(_ev(msg("mn-ev-role-heir", side=_p(seat), role=role_name(d.role), heir=_p(a.seat))))

    def _a_artemis(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, ChooseCard)
        if a.card not in self.R.commodities or S.bank.get(a.card, 0) <= 0:
            raise _Refusal("unavailable", _named("mn-err-bank-empty-good"))
        S.pending.pop()
        S.bank[a.card] -= 1
        q.add_cards(S.players[seat].hand, [a.card])
        ev.append(_ev(msg("mn-ev-artemis", side=_p(seat))))

    def _a_announce(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        """"Egli può chiedere che siano commerciate 0 carte, ma non può chiedere di commerciare
        più carte di quelle che ha in mano"."""
        self._want(a, Announce)
        hs = q.hand_size(S, seat)
        if not 0 <= a.count <= hs:
            raise _Refusal("bad_count", msg("mn-err-announce-count", n=hs))
        T = S.trade
        assert T is not None
        T.announced = a.count
        T.participants = self._participants(S, a.count) if a.count > 0 else []
        ev.append(_ev(msg("mn-ev-announce", side=_p(seat), n=a.count), count=a.count))
        out = [s for s in range(S.n) if s not in T.participants]
        if a.count and out:
            ev.append(_ev(msg("mn-ev-too-few", sides=[_p(s) for s in out], n=a.count)))
        if len(T.participants) < 2:
            T.participants = []
            S.step = "construction"
            if a.count:
                ev.append(_ev(msg("mn-ev-no-trade")))
        else:
            T.sealed = {s: [] for s in T.participants}
            S.step = "offer"

    def _a_offer(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        """Sealed, simultaneous offers ("piazzarle a faccia in giù"); the reveal when all are in."""
        self._want(a, Offer)
        T = S.trade
        assert T is not None and T.announced is not None
        cur = T.sealed[seat]
        if not a.cards or len(cur) + len(a.cards) > T.announced:
            raise _Refusal("bad_count", msg("mn-err-offer-count", n=T.announced))
        if len(a.cards) > 1 and a.cards != self.suggested_offer(S, seat):
            raise _Refusal("one_card", _named("mn-err-offer-one"))
        want = Counter(cur) + Counter(a.cards)
        hand = S.players[seat].hand
        for c, n in want.items():
            if hand.get(c, 0) < n:
                raise _Refusal("not_in_hand", _named("mn-err-not-held"))
        cur.extend(a.cards)
        if len(cur) == T.announced:
            done = sum(len(T.sealed[s]) == T.announced for s in T.participants)
            # public: only who has offered, and how many offers are in (never the cards)
            ev.append(_ev(msg("mn-ev-sealed", side=_p(seat), done=done, total=len(T.participants))))
        if all(len(T.sealed[s]) == T.announced for s in T.participants):
            self._reveal(S, ev)

    def _a_take(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, Take)
        T = S.trade
        assert T is not None
        if (a.giver, a.card) not in self._take_options(T):
            if a.giver == self._forbidden_giver(T):
                raise _Refusal("third_exchange", _named("mn-err-third-exchange"))
            raise _Refusal("not_offered", _named("mn-err-not-offered"))
        T.offers[a.giver].remove(a.card)
        T.taken[seat].append(a.card)
        T.history.append((seat, a.giver))
        T.last_card = a.card
        T.to_take = a.giver
        ev.append(_ev(msg("mn-ev-takes", side=_p(seat), card=card_name(a.card), giver=_p(a.giver)), taker=seat, giver=a.giver, card=a.card))
        # Ulysses: "Una volta per Fase di Commercio, puoi forzare un altro giocatore che ha appena
        # preso una carta offerta da un altro giocatore, a restituire la carta"
        for u in range(S.n):
            if (
                u not in (seat, a.giver)
                and q.has(self.R, S, u, "force_trade")
                and "ulysses" not in S.players[u].used
                and T.offers.get(u)
            ):
                S.pending.append(Decision(kind="ulysses", seat=u, other=seat, giver=a.giver))
                return
        self._trade_continue(S, ev)

    def _a_ulysses(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, UseHero)
        d = S.pending.pop()
        T = S.trade
        assert T is not None and d.other is not None and d.giver is not None
        if not a.use:
            self._trade_continue(S, ev)
            return
        S.players[seat].used.append("ulysses")
        card = T.taken[d.other].pop()
        T.offers[d.giver].append(card)
        T.offers[d.giver].sort()
        ev.append(_ev(msg("mn-ev-ulysses", side=_p(seat), other=_p(d.other), card=card_name(card), giver=_p(d.giver))))
        S.pending.append(Decision(kind="ulysses_take", seat=d.other, other=seat, giver=d.giver))

    def _a_ulysses_take(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, ChooseCard)
        d = S.pending[-1]
        T = S.trade
        assert T is not None and d.other is not None
        if a.card not in T.offers.get(d.other, []):
            raise _Refusal("not_offered", _named("mn-err-ulysses-take"))
        S.pending.pop()
        T.offers[d.other].remove(a.card)
        T.taken[seat].append(a.card)
        T.history[-1] = (seat, d.other)
        T.to_take = d.other
        ev.append(_ev(msg("mn-ev-takes", side=_p(seat), card=card_name(a.card), giver=_p(d.other))))
        self._trade_continue(S, ev)

    def _a_compensate(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, Give)
        d = S.pending[-1]
        hand = S.players[seat].hand
        if hand.get(a.card, 0) <= 0:
            raise _Refusal("not_in_hand", _named("mn-err-give-from-hand"))
        S.pending.pop()
        assert d.other is not None
        q.remove_cards(hand, [a.card])
        q.add_cards(S.players[d.other].hand, [a.card])
        ev.append(_ev(msg("mn-ev-compensate", side=_p(seat), other=_p(d.other))))
        ev.append(_ev(msg("mn-ev-you-receive", card=card_name(a.card), side=_p(seat)), to=d.other, kind="private"))

    def _a_choose_builder(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, Choose)
        if not 0 <= a.seat < S.n or a.seat in S.done:
            raise _Refusal("already_done", _named("mn-err-already-done"))
        self._start_active(S, a.seat, ev)

    _a_choose_mover = _a_choose_builder

    def _a_build(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        if isinstance(a, EndTurn):
            S.done.append(seat)
            S.active = None
            S.step = "choose_builder"
            ev.append(_ev(msg("mn-ev-ends-construction", side=_p(seat))))
            return
        if isinstance(a, Swap):
            self._swap(S, seat, a, ev)
            return
        self._want(a, Build)
        if a.item != "card":
            if a.province is not None or a.site is not None:
                raise _Refusal("wrong_action", _named("mn-err-what-first"))
            from engines.mare_nostrum.moves import build_candidates

            if not any(b.item == a.item for b in build_candidates(self, S, seat)):
                raise _Refusal("nowhere", msg("mn-err-nowhere", item=_item_name(a.item)))
            S.pending.append(Decision(kind="where", seat=seat, item=a.item))
            return
        self._start_payment(S, seat, a, ev)

    def _a_where(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        d = S.pending[-1]
        if isinstance(a, Cancel):
            S.pending.pop()
            return
        self._want(a, Build)
        if a.item != d.item or a.province is None:
            raise _Refusal("wrong_action", msg("mn-err-where", item=_item_name(d.item or "")))
        self._check_build(S, seat, a)
        S.pending.pop()
        self._start_payment(S, seat, a, ev)

    def _start_payment(self, S: State, seat: int, a: Build, ev: list[Event]) -> None:
        c = self._check_build(S, seat, a)
        d = Decision(kind="pay", seat=seat, item=a.item, province=a.province, site=a.site, card=a.card, cost=c)
        if c == 0:
            if a.item == "influence":
                S.players[seat].used.append("hammurabi")
            self._do_build(S, seat, d, ev)
        else:
            S.pending.append(d)

    def _swap(self, S: State, seat: int, a: Swap, ev: list[Event]) -> None:
        """Cleopatra: "Durante ogni Fase Costruzione, puoi scambiare una carta risorsa per una carta
        tasse (o viceversa) con la Banca"."""
        if not q.has(self.R, S, seat, "bank_swap"):
            raise _Refusal("no_power", _named("mn-err-no-cleopatra"))
        if "cleopatra" in S.players[seat].used:
            raise _Refusal("used", _named("mn-err-cleopatra-used"))
        hand = S.players[seat].hand
        if hand.get(a.give, 0) <= 0:
            raise _Refusal("not_in_hand", _named("mn-err-give-from-hand"))
        if (a.give == "tax") == (a.take == "tax") or (a.take != "tax" and a.take not in self.R.commodities):
            raise _Refusal("bad_swap", _named("mn-err-bad-swap"))
        if S.bank.get(a.take, 0) <= 0:
            raise _Refusal("unavailable", _named("mn-err-bank-empty"))
        S.players[seat].used.append("cleopatra")
        q.remove_cards(hand, [a.give])
        S.bank[a.give] += 1
        S.bank[a.take] -= 1
        q.add_cards(hand, [a.take])
        ev.append(_ev(msg("mn-ev-cleopatra", side=_p(seat))))

    def _a_pay(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        d = S.pending[-1]
        if isinstance(a, Cancel):
            S.pending.pop()
            return
        self._want(a, Pay)
        if len(a.cards) > 1 and a.cards != self.suggested_payment(S, seat):
            raise _Refusal("one_card", _named("mn-err-pay-one"))
        self._pay_check(S, seat, d, a.cards)
        d.paid.extend(a.cards)
        if len(d.paid) == d.cost:
            S.pending.pop()
            q.remove_cards(S.players[seat].hand, d.paid)
            for c in d.paid:
                S.bank[c] += 1
            self._do_build(S, seat, d, ev)

    def suggested_offer(self, S: State, seat: int) -> list[str]:
        """The rest of ``seat``'s offer made of the cards it can best spare (duplicated goods
        first); an empty list when the seat is not offering."""
        from engines.mare_nostrum.auto import spare_order

        T = S.trade
        if T is None or T.announced is None or seat not in T.sealed:
            return []
        left = dict(S.players[seat].hand)
        q.remove_cards(left, T.sealed[seat])
        return spare_order(left)[: T.announced - len(T.sealed[seat])]

    def suggested_payment(self, S: State, seat: int) -> list[str]:
        """The cheapest valid combination completing the pending payment (goods of the most
        duplicated types first, else tax cards); [] when there is none."""
        from engines.mare_nostrum.auto import best_payment

        if not S.pending or S.pending[-1].kind != "pay":
            return []
        d = S.pending[-1]
        return best_payment(S.players[seat].hand, d.cost, d.paid) or []

    def _a_setup_build(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        """Disposizione Avanzata: 36 construction points, capital and adjacent provinces only;
        one influence marker in the capital is required (the Mythology rulebook's explicit rule,
        adopted here because the base rules are silent on how the capital is held)."""
        cap = q.capital_of(self.R, S, seat)
        if isinstance(a, EndTurn):
            if S.provinces[cap].owner != seat:
                raise _Refusal("capital_first", _named("mn-err-capital-first"))
            S.done.append(seat)
            S.active = None
            S.step = "setup_next"
            ev.append(_ev(msg("mn-ev-setup-done", side=_p(seat))))
            return
        self._want(a, Build)
        if a.item != "influence" and a.province != cap and S.provinces[cap].owner != seat:
            raise _Refusal("capital_first", _named("mn-err-capital-first"))
        c = self._check_build(S, seat, a)
        S.points -= c
        self._do_build(S, seat, Decision(kind="pay", seat=seat, item=a.item, province=a.province, site=a.site, card=a.card, cost=c), ev)

    def _a_keep_goods(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, ChooseCard)
        if a.card == "tax" or S.players[seat].hand.get(a.card, 0) <= 0:
            raise _Refusal("not_in_hand", _named("mn-err-keep-goods"))
        S.pending.pop()
        self._discard_goods(S, seat, [a.card])
        ev.append(_ev(msg("mn-ev-gardens", side=_p(seat))))

    # -- military
    def _a_move(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        R = self.R
        if isinstance(a, EndTurn):
            if self._unlaunched(S, seat):
                raise _Refusal("launch", _named("mn-err-launch-first"))
            owed = self._must_fight(S, seat)
            if owed:
                raise _Refusal("must_fight", msg("mn-err-must-fight", place=in_province(owed[0])))
            S.done.append(seat)
            S.active = None
            S.step = "choose_mover"
            ev.append(_ev(msg("mn-ev-ends-military", side=_p(seat))))
            return
        if isinstance(a, MoveTrireme):
            if S.land_started:
                raise _Refusal("naval_over", _named("mn-err-naval-over"))
            if a.origin in S.provinces:
                P = S.provinces[a.origin]
                if P.new_triremes.get(seat, 0) <= 0:
                    raise _Refusal("no_unit", _named("mn-err-no-new-trireme"))
                if a.to not in R.coasts[a.origin]:
                    raise _Refusal("not_adjacent", _named("mn-err-launch-adjacent"))
                P.new_triremes[seat] -= 1
                if not P.new_triremes[seat]:
                    del P.new_triremes[seat]
            elif a.origin in S.seas:
                if self._movable(S, seat, a.origin) <= 0:
                    raise _Refusal("no_unit", _named("mn-err-no-trireme-there"))
                if a.to not in R.sea_links[a.origin]:
                    raise _Refusal("not_adjacent", _named("mn-err-sea-adjacent"))
                S.seas[a.origin][seat] -= 1
                if not S.seas[a.origin][seat]:
                    del S.seas[a.origin][seat]
            else:
                raise _Refusal("unknown_place", _named("mn-err-no-such-place"))
            S.seas[a.to][seat] = S.seas[a.to].get(seat, 0) + 1
            S.locked[a.to] = S.locked.get(a.to, 0) + 1
            launch = a.origin in S.provinces
            origin = province_name(a.origin) if launch else msg("mn-sea-" + a.origin)
            ev.append(_ev(msg("mn-ev-trireme", side=_p(seat), origin=origin, to=msg("mn-sea-" + a.to), launch=int(launch))))
            return
        if isinstance(a, NavalAttack):
            if S.land_started:
                raise _Refusal("naval_over", _named("mn-err-naval-battle-over"))
            sea = S.seas.get(a.sea)
            if sea is None:
                raise _Refusal("unknown_place", _named("mn-err-no-such-sea"))
            mine = sea.get(seat, 0) - S.fought.get(a.sea, 0)
            if mine <= 0 or a.target == seat or sea.get(a.target, 0) <= 0:
                raise _Refusal("no_battle", _named("mn-err-no-naval-battle"))
            ad, dd = self._roll(S, mine), self._roll(S, sea[a.target])
            at = sum(ad) + self._die_bonus(S, seat, "trireme") * mine
            dt = sum(dd) + self._die_bonus(S, a.target, "trireme") * sea[a.target]
            al, dl = min(dt // 5, sea[seat]), min(at // 5, sea[a.target])
            S.battle = Battle(place=a.sea, naval=True, attacker=seat, defender=a.target, attacker_dice=ad,
                              defender_dice=dd, attacker_total=at, defender_total=dt, attacker_losses=al, defender_losses=dl)
            for side, loss in ((seat, al), (a.target, dl)):
                sea[side] -= loss
                if sea[side] <= 0:
                    del sea[side]
            S.fought[a.sea] = sea.get(seat, 0)
            S.locked[a.sea] = sea.get(seat, 0)
            ev.append(_ev(
                [
                    msg("mn-ev-naval-battle", place=in_sea(a.sea)),
                    score_text(_p(seat), ad, 0, self._die_bonus(S, seat, "trireme"), self._bonus_hero(S, seat, "trireme"), at),
                    score_text(_p(a.target, R), dd, 0, self._die_bonus(S, a.target, "trireme"), self._bonus_hero(S, a.target, "trireme"), dt),
                    *losses_text(_p(seat), al, at, _p(a.target, R), dl, dt, "triremes"),
                ],
                kind="battle", place=a.sea, attacker_dice=ad, defender_dice=dd,
            ))
            return
        if isinstance(a, MoveLegions):
            if self._unlaunched(S, seat):
                raise _Refusal("launch", _named("mn-err-launch-first"))
            if a.origin not in S.provinces or a.to not in S.provinces:
                raise _Refusal("unknown_place", _named("mn-err-no-such-province"))
            if a.count < 1 or self._movable(S, seat, a.origin) < a.count:
                raise _Refusal("no_unit", _named("mn-err-not-that-many"))
            if a.to not in q.neighbours(R, S, seat, a.origin):
                raise _Refusal("not_adjacent", msg("mn-err-not-adjacent", province=province_name(a.to)))
            S.land_started = True
            O, P = S.provinces[a.origin], S.provinces[a.to]
            invasion = P.legions.get(seat, 0) == 0
            O.legions[seat] -= a.count
            if not O.legions[seat]:
                del O.legions[seat]
            q.normalize(O, war_clears=False)
            P.legions[seat] = P.legions.get(seat, 0) + a.count
            S.locked[a.to] = S.locked.get(a.to, 0) + a.count
            ev.append(_ev(msg("mn-ev-legions", side=_p(seat), n=a.count, origin=province_name(a.origin), to=province_name(a.to))))
            h = P.owner
            if (
                h is not None and q.is_seat(h) and h != seat and q.has(R, S, h, "convert_invader")
                and "helen" not in S.players[h].used and q.reserve(R, S, h)["legions"] > 0
            ):
                S.pending.append(Decision(kind="helen", seat=h, other=seat, province=a.to, count=int(invasion)))
                return
            self._after_arrival(S, seat, a.to, ev, invasion)
            return
        if isinstance(a, Attack):
            if self._unlaunched(S, seat):
                raise _Refusal("launch", _named("mn-err-launch-first"))
            fought = S.provinces.get(a.province)
            if fought is None or a.target not in q.enemies(fought, seat) or a.province not in self._can_fight(S, seat):
                raise _Refusal("no_battle", _named("mn-err-no-battle"))
            S.land_started = True
            self._fight_land(S, seat, a.province, a.target, ev)
            return
        raise _Refusal("wrong_action", _named("mn-err-wrong-action"))

    def _a_losses(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        self._want(a, Losses)
        d = S.pending[-1]
        assert d.province is not None
        P = S.provinces[d.province]
        leg, fort = P.legions.get(seat, 0), P.fortresses.get(seat, 0)
        if not 0 <= a.fortresses <= min(fort, d.count) or d.count - a.fortresses > leg:
            raise _Refusal("bad_losses", msg("mn-err-bad-losses", n=d.count, max=min(fort, d.count)))
        S.pending.pop()
        self._remove_land(P, seat, d.count - a.fortresses, a.fortresses)
        ev.append(_ev(msg("mn-ev-loses", side=_p(seat), units=_units(d.count - a.fortresses, a.fortresses), place=in_province(d.province))))
        if not S.pending or S.pending[-1].kind != "losses":
            self._after_battle(S, d.province, ev)

    def _a_helen(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        """Helen of Troy: "Una volta per Fase Militare puoi convertire al tuo colore una delle legioni
        nemiche che entrano in una delle tue provincie" (only on entering: FAQ)."""
        self._want(a, UseHero)
        d = S.pending.pop()
        assert d.province is not None and d.other is not None
        P = S.provinces[d.province]
        if a.use:
            S.players[seat].used.append("helen")
            P.legions[d.other] -= 1
            S.locked[d.province] = S.locked.get(d.province, 0) - 1
            if not P.legions[d.other]:
                del P.legions[d.other]
            P.legions[seat] = P.legions.get(seat, 0) + 1
            ev.append(_ev(msg("mn-ev-helen", side=_p(seat), other=_p(d.other), place=in_province(d.province))))
        self._after_arrival(S, d.other, d.province, ev, bool(d.count))

    def _a_conquest(self, S: State, seat: int, a: Any, ev: list[Event]) -> None:
        R = self.R
        d = S.pending[-1]
        assert d.province is not None
        pid = d.province
        P = S.provinces[pid]
        opts = self._conquest_options(S, seat, pid)
        name = province_name(pid)
        if isinstance(a, Pillage):
            if a.building not in opts.get("pillage", []):
                raise _Refusal("no_building", _named("mn-err-no-building"))
            S.pending.pop()
            S.pillaged.append(pid)
            kind, _, idx = a.building.partition(":")
            q.set_occupant(P, a.building, None)
            card = None
            if kind == "city":
                P.cities[int(idx)] = False
                S.supply["cities"] += 1
                card = "tax"
            elif kind == "caravan":
                P.caravans[int(idx)] = False
                S.supply["caravans"] += 1
                card = R.provinces[pid].resources[int(idx)]
            else:
                setattr(P, kind, False)
                S.supply[kind + "s"] += 1
            ev.append(_ev(msg("mn-ev-pillage", side=_p(seat), province=name, building=building_name(R, pid, a.building))))
            # Nebuchadnezzar: "prendi una Carta Beni dalla carovana distrutta, o una Carta Tasse dalla città"
            if card and q.has(R, S, seat, "pillage_card") and S.bank.get(card, 0) > 0:
                S.bank[card] -= 1
                q.add_cards(S.players[seat].hand, [card])
                ev.append(_ev(msg("mn-ev-nebuchadnezzar", side=_p(seat), card=card_name(card))))
            return
        if isinstance(a, Occupy):
            free = P.legions.get(seat, 0) - len(q.assignments(P, seat))
            if not a.buildings or len(set(a.buildings)) != len(a.buildings) or len(a.buildings) > free or not set(a.buildings) <= set(opts.get("occupy", [])):
                raise _Refusal("bad_occupation", msg("mn-err-bad-occupation", n=free))
            S.pending.pop()
            for b in a.buildings:
                q.set_occupant(P, b, seat)
            ev.append(_ev(msg("mn-ev-occupy", side=_p(seat), buildings=building_list(self.R, pid, a.buildings), place=in_province(pid))))
            return
        if isinstance(a, Convert):
            if "convert" not in opts:
                raise _Refusal("no_conversion", _named("mn-err-no-conversion"))
            S.pending.pop()
            P.convert_by = seat
            assert P.owner is not None
            ev.append(_ev(msg("mn-ev-convert", side=_p(seat), province=name, owner=_p(P.owner, R))))
            return
        raise _Refusal("wrong_action", _named("mn-err-conquest-choice"))
