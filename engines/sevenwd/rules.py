"""7 Wonders Duel rules: the state, the actions and the rule functions.

The rule functions work **in place** on a :class:`State` (cheap: the state holds only plain
lists, dicts and ints); :meth:`engines.sevenwd.SevenWondersDuel.apply` keeps the contract's
purity by running them on :func:`clone` of its input.  Sources: the Italian rulebook
``shared/rules/7-wonders-duel.it.txt`` (pages cited as "p.N"); data in ``cards.yaml``.

Seats: 0 and 1; seat 0 is the first player (the service shuffles the seats, so "choose a first
player", p.6, is done by the seating).  Conflict pawn: ``-9..9``, positive = on seat 1's side
(seat 0's shields push it toward +9).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines import copier
from engines.base import Event
from engines.rng import Rng
from engines.sevenwd import texts as T
from engines.sevenwd.codes import OutcomeReason, Refusal
from engines.sevenwd.data import (
    AGE_DECKS,
    CAPITAL,
    CARDS,
    GUILDS,
    LAYOUTS,
    TOKEN_LOOT,
    TOKENS,
    WONDERS,
    ZONE_VP,
    Card,
)
from engines.sevenwd.texts import msg
from engines.text import Msg, Text

SCHEMA_VERSION = 1
#: the rules version this code plays (Engine.rules_version; docs/architecture.md, "Rules versions").
#: 1: as first released.  Bump it with each fix that changes what setup or apply does, keep the old
#: behaviour behind ``state.rules`` where the fix changes an outcome, and list the fix here.
#: 2: the first Wonder pick logs the four Wonders offered (a "draft_offer" event);
#:    a rules-1 game's log has no such event, and `agora check` compares the events of every action.
#: 3: the state keeps ``last``, the record of the latest turn that the picture points at (no rule
#:    reads it): a stored game of rules 1-2 keeps ``last = None`` and replays identically.
RULES_VERSION = 3
STARTING_COINS = 7  # p.5
MAX_WONDERS = 7  # p.10
AGE_NAMES = {1: "I", 2: "II", 3: "III"}


# ---- state -------------------------------------------------------------------------------------


class Pending(BaseModel):
    """A decision on the pending-decision stack: ``kind`` is the action kind that resolves it
    (``"progress"``, ``"destroy"``, ``"mausoleum"``, ``"library"``, ``"first_player"``),
    ``seat`` who decides, ``color`` the colour to destroy (``"destroy"`` only)."""

    model_config = ConfigDict(frozen=True)

    kind: Literal["progress", "destroy", "mausoleum", "library", "first_player"]
    seat: int
    color: str | None = None


class LastMove(BaseModel):
    """One action of the latest turn (:attr:`State.last`): ``kind`` the action kind (``"build"``,
    ``"discard"``, ``"wonder"``, ``"draft"``, ``"progress"``, ``"library"``, ``"destroy"``,
    ``"mausoleum"``, ``"first_player"``); ``card`` the Age card it took (build, discard, wonder:
    the card tucked under it; mausoleum: the card built from the discard pile; destroy: the
    opponent's card put in the discard pile); ``slot`` and ``age`` the layout slot it was taken
    from; ``wonder`` the Wonder built or drafted; ``token`` the progress token taken; ``seat`` the
    seat chosen to start the next Age (first_player).  All public: a card taken is face up."""

    model_config = ConfigDict(frozen=True)

    kind: str
    card: str | None = None
    slot: int | None = None
    age: int | None = None
    wonder: str | None = None
    token: str | None = None
    seat: int | None = None


class LastTurn(BaseModel):
    """What ``seat`` did in the latest turn, kept until the next turn starts (the board picture
    points at it; rules >= 3): ``moves`` in order (a turn's build and the decisions it raised, a
    progress token, a card destroyed, the Mausoleum's card, the Great Library's token, stay in
    one record); ``coins_before`` both seats' coins and ``pawn_before`` the conflict pawn before
    the turn (the picture shows the coins won or lost and the pawn's move against them)."""

    model_config = ConfigDict(frozen=True)

    seat: int
    moves: list[LastMove] = Field(default_factory=list)
    coins_before: list[int] = Field(default_factory=lambda: [0, 0])
    pawn_before: int = 0


#: action kinds that resolve a decision raised by the same turn (they join its record)
FOLLOW_UPS = frozenset(("progress", "destroy", "mausoleum", "library"))


def record_last(before: State, after: State, seat: int, a: Any) -> None:
    """Set ``after.last`` (rules >= 3) to ``before.last`` plus action ``a`` of ``seat`` when it
    resolves a decision of the same turn (:data:`FOLLOW_UPS`), else to a new record holding
    ``a`` alone with the coins and pawn of ``before``.  A record for the picture: no rule reads it."""
    k = a.kind
    if k in ("build", "discard", "wonder"):
        move = LastMove(kind=k, card=before.layout[a.slot], slot=a.slot, age=before.age,
                        wonder=a.wonder if k == "wonder" else None)
    elif k == "draft":
        move = LastMove(kind=k, wonder=a.wonder)
    elif k in ("progress", "library"):
        move = LastMove(kind=k, token=a.token)
    elif k in ("destroy", "mausoleum"):
        move = LastMove(kind=k, card=a.card)
    else:
        move = LastMove(kind=k, seat=a.seat)
    prev = before.last
    if k in FOLLOW_UPS and prev is not None:
        after.last = LastTurn(seat=prev.seat, moves=[*prev.moves, move], coins_before=prev.coins_before,
                              pawn_before=prev.pawn_before)
    else:
        after.last = LastTurn(seat=seat, moves=[move], coins_before=list(before.coins), pawn_before=before.pawn)


class Result(BaseModel):
    """How the game ended: ``winners`` (both seats = shared victory) and ``reason``."""

    model_config = ConfigDict(frozen=True)

    winners: list[int]
    reason: OutcomeReason


def _pair() -> list[list[str]]:
    """Two empty per-seat lists."""
    return [[], []]


class State(BaseModel):
    """The whole game.  Public: everything but the fields marked *secret*, which no view shows.

    Per-seat lists are indexed by seat.  ``layout[slot]``: the card id in that slot of the
    current Age, ``None`` once taken; ``face_up[slot]``: shown or not (a face-down card's id is
    secret).  ``built[seat]``: built Wonders in build order; ``tucked``: Wonder id -> the Age card
    used to build it.  ``pending``: the pending-decision stack, the top (deciding now) last.
    ``play_again``: ``current`` takes another turn when the pending decisions are resolved.
    """

    schema_version: int = SCHEMA_VERSION
    rng: Rng
    #: the rules version this game is played under (RULES_VERSION for a new game; a stored state
    #: without the field is version 1, see Engine.load_state)
    rules: int = RULES_VERSION
    phase: Literal["draft", "age", "over"] = "draft"
    age: int = 0
    first_player: int = 0
    current: int = 0
    # Wonder draft (p.6)
    draft_round: int = 1
    draft_picks: int = 0
    draft_offer: list[str] = Field(default_factory=list)
    wonder_box: list[str] = Field(default_factory=list)  # secret: round 2's 4 Wonders, then 4 unused
    # current Age
    layout: list[str | None] = Field(default_factory=list)
    face_up: list[bool] = Field(default_factory=list)
    age_box: list[str] = Field(default_factory=list)  # secret: 3 cards removed from each Age deck
    guild_box: list[str] = Field(default_factory=list)  # secret: the 4 unused guilds
    discard: list[str] = Field(default_factory=list)
    # cities
    coins: list[int] = Field(default_factory=lambda: [STARTING_COINS, STARTING_COINS])
    cards: list[list[str]] = Field(default_factory=lambda: _pair())
    wonders: list[list[str]] = Field(default_factory=lambda: _pair())
    built: list[list[str]] = Field(default_factory=lambda: _pair())
    tucked: dict[str, str] = Field(default_factory=dict)
    removed_wonder: str | None = None
    tokens: list[list[str]] = Field(default_factory=lambda: _pair())
    shields: list[int] = Field(default_factory=lambda: [0, 0])
    # board
    pawn: int = 0
    military_tokens: list[int] = Field(default_factory=lambda: [-6, -3, 3, 6])
    progress_board: list[str] = Field(default_factory=list)
    progress_box: list[str] = Field(default_factory=list)  # secret
    library_draw: list[str] = Field(default_factory=list)  # secret but to the Great Library's builder
    pending: list[Pending] = Field(default_factory=list)
    play_again: bool = False
    result: Result | None = None
    #: the latest turn, for the picture (rules >= 3; None before the first action): see LastTurn
    last: LastTurn | None = None


def clone(s: State) -> State:
    """A copy of ``s`` that the rules may modify without touching ``s`` (engines/copier.py: the
    engines' one copier, planned from the annotations)."""
    return copier.clone(s)


_new = object.__new__
_set = object.__setattr__


# ---- actions -----------------------------------------------------------------------------------


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Draft(_Action):
    """Take ``wonder`` (id) from the draft offer."""

    kind: Literal["draft"] = "draft"
    wonder: str


class Build(_Action):
    """Take the card of layout ``slot`` and construct it."""

    kind: Literal["build"] = "build"
    slot: int = Field(ge=0, le=19)


class Discard(_Action):
    """Take the card of layout ``slot`` and discard it for 2 coins + 1 per yellow card."""

    kind: Literal["discard"] = "discard"
    slot: int = Field(ge=0, le=19)


class BuildWonder(_Action):
    """Take the card of layout ``slot`` and use it to construct ``wonder`` (one of your own)."""

    kind: Literal["wonder"] = "wonder"
    slot: int = Field(ge=0, le=19)
    wonder: str


class ChooseProgress(_Action):
    """Take progress token ``token`` from the board (after a pair of science symbols)."""

    kind: Literal["progress"] = "progress"
    token: str


class Destroy(_Action):
    """Circus Maximus / Statue of Zeus: put the opponent's ``card`` in the discard pile."""

    kind: Literal["destroy"] = "destroy"
    card: str


class Mausoleum(_Action):
    """The Mausoleum: construct ``card`` from the discard pile for free."""

    kind: Literal["mausoleum"] = "mausoleum"
    card: str


class Library(_Action):
    """The Great Library: keep ``token`` among the 3 drawn from the box."""

    kind: Literal["library"] = "library"
    token: str


class FirstPlayer(_Action):
    """End of an Age: ``seat`` starts the next Age."""

    kind: Literal["first_player"] = "first_player"
    seat: int = Field(ge=0, le=1)


Action = Annotated[
    Union[Draft, Build, Discard, BuildWonder, ChooseProgress, Destroy, Mausoleum, Library, FirstPlayer],
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)

# Actions are immutable values: the legal-action lists reuse these instances.
_BUILD = tuple(Build(slot=i) for i in range(20))
_DISCARD = tuple(Discard(slot=i) for i in range(20))
_WONDER = {(i, w): BuildWonder(slot=i, wonder=w) for i in range(20) for w in WONDERS}
_DRAFT = {w: Draft(wonder=w) for w in WONDERS}
_PROGRESS = {t: ChooseProgress(token=t) for t in TOKENS}
_LIBRARY = {t: Library(token=t) for t in TOKENS}
_DESTROY = {c: Destroy(card=c) for c in CARDS}
_MAUSOLEUM = {c: Mausoleum(card=c) for c in CARDS}
_FIRST = (FirstPlayer(seat=0), FirstPlayer(seat=1))

PROMPT_KIND = {
    "progress": "choose_progress_token",
    "destroy": "destroy_card",
    "mausoleum": "build_from_discard",
    "library": "choose_library_token",
    "first_player": "choose_first_player",
}
ACTION_FOR_PROMPT = {v: k for k, v in PROMPT_KIND.items()}
ACTION_FOR_PROMPT["draft_wonder"] = "draft"
ACTION_FOR_PROMPT["play_card"] = "build"

# ---- small helpers -----------------------------------------------------------------------------


P = T.P


def draft_order(first: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Pick order of the two draft rounds (p.6): first, second, second, first; then the reverse."""
    o = 1 - first
    return (first, o, o, first), (o, first, first, o)


def accessible(st: State, slot: int) -> bool:
    """The card of ``slot`` is there and no card covers it (p.9)."""
    lay = st.layout
    if lay[slot] is None:
        return False
    for c in LAYOUTS[st.age].covered_by[slot]:
        if lay[c] is not None:
            return False
    return True


def accessible_slots(st: State) -> list[int]:
    lay = st.layout
    cov = LAYOUTS[st.age].covered_by
    out = []
    for s in range(20):
        if lay[s] is not None:
            for c in cov[s]:
                if lay[c] is not None:
                    break
            else:
                out.append(s)
    return out


# ---- economy ------------------------------------------------------------------------------------


class Econ:
    """What a seat's city produces and pays now: ``prod`` (5 ints, brown and grey cards),
    ``price`` (coins per unit bought, p.7-8), ``choice`` ([raw, manufactured] one-of producers),
    ``chains`` (chain symbols owned), ``yellow`` (yellow cards), ``masonry``/``architecture``."""

    __slots__ = ("prod", "price", "choice", "chains", "yellow", "masonry", "architecture", "fixed1")

    prod: list[int]
    price: list[int]
    choice: list[int]
    chains: set[str]
    yellow: int
    masonry: bool
    architecture: bool
    fixed1: set[int]


_PROD = {cid: c.produces for cid, c in CARDS.items()}


def econ(st: State, seat: int) -> Econ:
    """``seat``'s :class:`Econ`.  Trading price (p.7): 2 + the units of that resource the
    opponent's brown and grey cards produce; 1 if a Reserve / the Customs House fixes it.
    One-of producers (Forum, Caravansery, Great Lighthouse, Piraeus) do not raise the opponent's
    price (p.7 "Chiarimenti", p.14, p.16)."""
    e = Econ()
    prod = [0, 0, 0, 0, 0]
    choice = [0, 0]
    chains = set()
    fixed1: set[int] = set()
    yellow = 0
    for cid in st.cards[seat]:
        c = CARDS[cid]
        p = c.produces
        if p is not None:
            prod[0] += p[0]
            prod[1] += p[1]
            prod[2] += p[2]
            prod[3] += p[3]
            prod[4] += p[4]
        elif c.color == "yellow":
            yellow += 1
            if c.choice >= 0:
                choice[c.choice] += 1
            if c.fixed1:
                fixed1.update(c.fixed1)
        if c.chain_to is not None:
            chains.add(c.chain_to)
    for wid in st.built[seat]:
        w = WONDERS[wid]
        if w.choice >= 0:
            choice[w.choice] += 1
    opp = [2, 2, 2, 2, 2]
    for cid in st.cards[1 - seat]:
        p = _PROD[cid]
        if p is not None:
            opp[0] += p[0]
            opp[1] += p[1]
            opp[2] += p[2]
            opp[3] += p[3]
            opp[4] += p[4]
    if fixed1:
        for r in fixed1:
            opp[r] = 1
    toks = st.tokens[seat]
    e.prod, e.price, e.choice, e.chains, e.yellow, e.fixed1 = prod, opp, choice, chains, yellow, fixed1
    e.masonry = "masonry" in toks
    e.architecture = "architecture" in toks
    return e


def econs(st: State) -> tuple[Econ, Econ]:
    """Both seats' :class:`Econ`."""
    return econ(st, 0), econ(st, 1)


def resource_cost(res: tuple[tuple[int, int], ...], e: Econ, discount: int) -> tuple[int, list[tuple[int, int]]]:
    """Coins to trade for the missing resources of ``res`` ((resource, units), ...), and the
    units bought as [(price, resource), ...] (most expensive first).

    Missing units are priced by ``e.price``; the one-of producers and ``discount`` (Masonry /
    Architecture: 2 resources of your choice, p.13) cover units, most expensive first, a one-of
    producer before the discount (it can only cover its own family, the discount any unit): this
    greedy choice minimises the coins paid."""
    prod, price = e.prod, e.price
    units: list[tuple[int, int]] = []
    for r, n in res:
        m = n - prod[r]
        if m > 0:
            units.extend([(price[r], r)] * m)
    if not units:
        return 0, units
    ch = e.choice
    if ch[0] or ch[1] or discount:
        units.sort(reverse=True)
        raw, man = ch
        left = []
        for u in units:
            if u[1] < 3:
                if raw:
                    raw -= 1
                    continue
            elif man:
                man -= 1
                continue
            if discount:
                discount -= 1
                continue
            left.append(u)
        units = left
    return sum(u[0] for u in units), units


def resource_total(res: tuple[tuple[int, int], ...], e: Econ, discount: int) -> int:
    """The coins of :func:`resource_cost` only (the legal-action fast path: no unit list unless
    one-of producers or a discount must be assigned)."""
    prod, price = e.prod, e.price
    total = 0
    for r, n in res:
        m = n - prod[r]
        if m > 0:
            total += m * price[r]
    if total == 0:
        return 0
    ch = e.choice
    if not (ch[0] or ch[1] or discount):
        return total
    # the greedy of resource_cost: each family's one-of producers cover its dearest units, then
    # the discount covers the dearest units left
    raw: list[int] = []
    man: list[int] = []
    for r, n in res:
        m = n - prod[r]
        if m > 0:
            (raw if r < 3 else man).extend([price[r]] * m)
    if ch[0]:
        raw.sort(reverse=True)
        raw = raw[ch[0]:]
    if ch[1]:
        man.sort(reverse=True)
        man = man[ch[1]:]
    left = raw + man
    if discount:
        left.sort(reverse=True)
        left = left[discount:]
    return sum(left)


def card_total(c: Card, e: Econ) -> int:
    """The coins of :func:`card_cost` only."""
    if c.chain_from is not None and c.chain_from in e.chains:
        return 0
    return c.coins_cost + resource_total(c.res, e, 2 if (e.masonry and c.color == "blue") else 0)


def card_cost(c: Card, e: Econ) -> tuple[int, int, list[tuple[int, int]], bool]:
    """(total coins, of which trading coins, units bought, built through a chain) for card
    ``c``.  A chain symbol makes it free (p.8); Masonry takes 2 resources off blue cards (p.13)."""
    if c.chain_from is not None and c.chain_from in e.chains:
        return 0, 0, [], True
    trade, units = resource_cost(c.res, e, 2 if (e.masonry and c.color == "blue") else 0)
    return c.coins_cost + trade, trade, units, False


def wonder_cost(wid: str, e: Econ) -> tuple[int, list[tuple[int, int]]]:
    """(trading coins, units bought) for Wonder ``wid`` (Wonders cost only resources;
    Architecture takes 2 of them off, p.13)."""
    return resource_cost(WONDERS[wid].res, e, 2 if e.architecture else 0)


def cannot_afford(name: Msg, res: tuple[tuple[int, int], ...], card_coins: int, total: int, e: Econ, coins: int) -> Msg:
    """The message telling why ``name`` cannot be paid, with its terms (only the acting seat's
    own numbers): the coins of the card, the resources needed and produced, the total."""
    if not res:
        return msg("sevenwd-err-afford-coins", card=name, cost=card_coins, coins=coins)
    produced = tuple((r, min(e.prod[r], n)) for r, n in res if e.prod[r])
    if not produced:
        return msg("sevenwd-err-afford-none", card=name, need=T.needs(res), total=total, coins=coins)
    return msg("sevenwd-err-afford", card=name, need=T.needs(res), produced=T.needs(produced), total=total,
               coins=coins)


# ---- events -----------------------------------------------------------------------------------


def build_text(st: State, seat: int, c: Card, total: int, trade: int, units: list[tuple[int, int]],
               chained: bool) -> Msg:
    """"Bob builds Caravansery for 7 coins: 2 for the card + 5 buying 1 glass at 3 and 1
    papyrus at 2" (the terms of the payment), "... through the chain of Baths", "... for free"."""
    who, name = P(seat), T.card(c.id)
    if chained:
        src = T.chain_source(st.cards[seat], c.chain_from)
        return msg("sevenwd-ev-build-chain", player=who, card=name, source=T.card(src) if src else "")
    if total == 0:
        return msg("sevenwd-ev-build-free", player=who, card=name)
    if not units:
        return msg("sevenwd-ev-build-coins", player=who, card=name, n=total)
    if c.coins_cost:
        return msg("sevenwd-ev-build-mixed", player=who, card=name, n=total, card_coins=c.coins_cost, trade=trade,
                   bought=T.bought(units))
    return msg("sevenwd-ev-build-bought", player=who, card=name, n=total, bought=T.bought(units))


def event(kind: str, text: Text, data: dict[str, Any], to: int | None = None) -> Event:
    """An :class:`Event` built without validation (hot path: the fields are built here, with the
    right types)."""
    ev = _new(Event)
    _set(ev, "__dict__", {"kind": kind, "text": text, "to": to, "data": data})
    _set(ev, "__pydantic_fields_set__", {"kind", "text", "to", "data"})
    _set(ev, "__pydantic_extra__", None)
    _set(ev, "__pydantic_private__", None)
    return ev


def _ev(events: list[Event] | None, kind: str, text: Text, **data: Any) -> None:
    if events is not None:
        events.append(event(kind, text, data))


def _names(ids: list[str | None]) -> list[Msg]:
    return [T.card(c) for c in ids if c is not None]


# ---- setup and Ages ----------------------------------------------------------------------------


def _rng(st: State) -> Rng:
    """The state's generator, replaced by a copy first (clones share it: copy on write)."""
    r = st.rng
    st.rng = r = Rng(seed=r.seed, counter=r.counter)
    return r


def _with(lists: list[list[str]], seat: int, item: str) -> list[list[str]]:
    """A new per-seat list pair with ``item`` appended to ``seat``'s list (copy on write)."""
    out = [lists[0], lists[1]]
    out[seat] = out[seat] + [item]
    return out


def new_game(seed: int) -> State:
    """Setup (p.5-6): 7 coins each, 5 random progress tokens on the board (5 in the box), 12
    Wonders shuffled: the first 4 are offered to the draft, the next 4 form the second round."""
    rng = Rng(seed=seed)
    toks = rng.shuffled(list(TOKENS))
    wonders = rng.shuffled(list(WONDERS))
    return State(rng=rng, progress_board=toks[:5], progress_box=toks[5:], draft_offer=wonders[:4],
                 wonder_box=wonders[4:])


def deal_age(st: State, age: int, events: list[Event] | None) -> None:
    """Prepare Age ``age`` (p.6, p.9, p.20): shuffle its deck, put 3 cards back unseen (Age III:
    then add 3 guilds drawn unseen from the 7 and shuffle again), lay out the 20 cards."""
    st.age = age
    rng = _rng(st)
    deck = rng.shuffled(AGE_DECKS[age])
    if age < 3:
        st.layout = list[str | None](deck[:20])
        st.age_box = st.age_box + deck[20:]
    else:
        st.age_box = st.age_box + deck[17:]
        guilds = rng.shuffled(GUILDS)
        st.guild_box = guilds[3:]
        st.layout = rng.shuffled(deck[:17] + guilds[:3])
    up = LAYOUTS[age].face_up
    st.face_up = list(up)
    if events is not None:
        shown = [st.layout[i] for i in range(20) if up[i]]
        _ev(events, "age", msg("sevenwd-ev-age", age=T.age(age), cards=_names(shown)), age=age, cards=shown)


def take(st: State, slot: int, events: list[Event] | None) -> str:
    """Remove the card of ``slot`` and turn face up the cards it uncovered (p.9)."""
    cid = st.layout[slot]
    st.layout[slot] = None
    lay = LAYOUTS[st.age]
    revealed = []
    layout = st.layout
    for s in lay.covers[slot]:
        if not st.face_up[s] and all(layout[c] is None for c in lay.covered_by[s]):
            st.face_up[s] = True
            revealed.append(s)
    if revealed and events is not None:
        ids = [layout[s] for s in revealed]
        _ev(events, "reveal", msg("sevenwd-ev-reveal", cards=_names(ids), n=len(ids)), slots=revealed, cards=ids)
    return cid  # type: ignore[return-value]


# ---- effects ---------------------------------------------------------------------------------


def _win(st: State, winners: list[int], reason: OutcomeReason, events: list[Event] | None) -> None:
    st.phase = "over"
    st.pending = []
    st.play_again = False
    st.result = Result(winners=winners, reason=reason)
    if events is not None:
        w = winners[0]
        _ev(events, "game_over", supremacy_text(reason, w), winners=winners, reason=reason)


def move_pawn(st: State, seat: int, shields: int, events: list[Event] | None) -> None:
    """Move the conflict pawn ``shields`` spaces toward the opponent's capital, space by space
    (p.11): a military token whose zone is entered is applied (the opponent loses its coins, or
    all he has, p.13) and removed, so one move can take two tokens; the capital = military
    supremacy."""
    step = 1 if seat == 0 else -1
    opp = 1 - seat
    start = st.pawn
    pawn = start
    loot_msgs = []
    for _ in range(shields):
        if pawn == CAPITAL * step:
            break
        pawn += step
        if pawn in st.military_tokens:
            st.military_tokens = [t for t in st.military_tokens if t != pawn]
            lost = min(st.coins[opp], TOKEN_LOOT[abs(pawn)])
            st.coins[opp] -= lost
            loot_msgs.append(lost)
    st.pawn = pawn
    if events is not None and pawn != start:
        moved = abs(pawn - start)
        lost_coins = [x for x in loot_msgs if x]  # a token taken from an empty treasury costs nothing
        if lost_coins:
            text = msg("sevenwd-ev-pawn-loot", n=moved, opponent=P(opp),
                       loot=[msg("sevenwd-coins", n=x) for x in lost_coins], tokens=len(lost_coins))
        elif loot_msgs:
            text = msg("sevenwd-ev-pawn-loot-none", n=moved, opponent=P(opp), tokens=len(loot_msgs))
        else:
            text = msg("sevenwd-ev-pawn", n=moved, opponent=P(opp))
        _ev(events, "military", text, pawn=pawn, looted=loot_msgs)
    if abs(pawn) == CAPITAL:
        _win(st, [seat], "military_supremacy", events)


def science_symbols(st: State, seat: int) -> list[str]:
    out = [CARDS[c].science for c in st.cards[seat] if CARDS[c].science]
    out.extend(TOKENS[t].science for t in st.tokens[seat] if TOKENS[t].science)
    return out  # type: ignore[return-value]


def _gain_symbol(st: State, seat: int, symbol: str, events: list[Event] | None) -> None:
    """A new science symbol (p.11): 6 different ones = scientific supremacy; the second of a
    symbol = choose a progress token from the board (only if one is left)."""
    syms = science_symbols(st, seat)
    if len(set(syms)) >= 6:
        _win(st, [seat], "scientific_supremacy", events)
    elif syms.count(symbol) == 2 and st.progress_board:
        st.pending.append(Pending(kind="progress", seat=seat))


def _count(st: State, seat: int, what: str) -> int:
    if what == "constructed_wonders":
        return len(st.built[seat])
    if what == "sets_of_3_coins":
        return st.coins[seat] // 3
    return sum(1 for c in st.cards[seat] if CARDS[c].color == what)


def guild_count(st: State, c: Card) -> int:
    """Items a guild counts in the city with the most of them (p.15); brown and grey together in
    one city for the Shipowners Guild ("una e soltanto una città per entrambi i colori")."""
    g = c.guild
    assert g is not None
    return max(sum(_count(st, s, w) for w in g.counts) for s in (0, 1))


def construct(st: State, seat: int, cid: str, events: list[Event] | None) -> None:
    """Place ``cid`` in ``seat``'s city and apply its immediate effects (coins, shields, science;
    p.14-15).  Strategy: +1 shield for red cards built after taking it (p.13)."""
    c = CARDS[cid]
    cards = st.cards[seat]
    cards.append(cid)
    gain = c.coins
    each = count = 0
    if c.per_card is not None:
        color, each = c.per_card
        count = sum(1 for x in cards if CARDS[x].color == color)
    elif c.per_wonder:
        each, count = c.per_wonder, len(st.built[seat])
    elif c.guild is not None and c.guild.coins_per_item:
        each, count = c.guild.coins_per_item, guild_count(st, c)
    gain += each * count
    if gain:
        st.coins[seat] += gain
        if events is not None:
            if each:
                text = msg("sevenwd-ev-coins-per", player=P(seat), n=gain, each=each, count=count, card=T.card(cid))
            else:
                text = msg("sevenwd-ev-coins-card", player=P(seat), n=gain, card=T.card(cid))
            _ev(events, "coins", text, seat=seat, coins=gain)
    if c.shields:
        n = c.shields + (1 if "strategy" in st.tokens[seat] else 0)
        st.shields[seat] += n
        move_pawn(st, seat, n, events)
    if c.science is not None and st.result is None:
        _gain_symbol(st, seat, c.science, events)


def take_token(st: State, seat: int, tid: str, events: list[Event] | None, source: bool) -> None:
    """``seat`` owns progress token ``tid`` now (``source``: drawn by the Great Library):
    Agriculture / Urbanism give 6 coins, Law a science symbol (p.13)."""
    st.tokens = _with(st.tokens, seat, tid)
    t = TOKENS[tid]
    if events is not None:
        kind = "sevenwd-ev-token-library" if source else "sevenwd-ev-token"
        _ev(events, "progress", msg(kind, player=P(seat), token=T.token(tid)), seat=seat, token=tid)
    if t.coins:
        st.coins[seat] += t.coins
        _ev(events, "coins", msg("sevenwd-ev-coins-from", player=P(seat), n=t.coins, source=T.token(tid)),
            seat=seat, coins=t.coins)
    if t.science:
        _gain_symbol(st, seat, t.science, events)


def pay(st: State, seat: int, total: int, trade: int) -> None:
    """Pay ``total`` coins to the bank; with Economy the opponent takes the ``trade`` part (the
    coins spent on resources after every discount, not the card's coin cost, p.13)."""
    st.coins[seat] -= total
    if trade and "economy" in st.tokens[1 - seat]:
        st.coins[1 - seat] += trade


def build_wonder(st: State, seat: int, wid: str, cid: str, events: list[Event] | None) -> None:
    """Construct Wonder ``wid`` with the Age card ``cid`` tucked under it (p.10, p.16) and apply
    its effects; the 7th Wonder of the game sends the last unbuilt one back to the box (p.10).
    Theology gives play again to Wonders without it (p.13)."""
    w = WONDERS[wid]
    st.built = _with(st.built, seat, wid)
    st.tucked = {**st.tucked, wid: cid}
    opp = 1 - seat
    if w.coins:
        st.coins[seat] += w.coins
        _ev(events, "coins", msg("sevenwd-ev-coins-from", player=P(seat), n=w.coins, source=T.wonder(wid)),
            seat=seat, coins=w.coins)
    if w.opp_loses:
        lost = min(w.opp_loses, st.coins[opp])
        st.coins[opp] -= lost
        _ev(events, "coins", msg("sevenwd-ev-loses", player=P(opp), n=lost, source=T.wonder(wid)), seat=opp,
            coins=-lost)
    if len(st.built[0]) + len(st.built[1]) == MAX_WONDERS:
        for s in (0, 1):
            for x in st.wonders[s]:
                if x not in st.built[s]:
                    st.removed_wonder = x
                    _ev(events, "wonder_removed", msg("sevenwd-ev-wonder-removed", wonder=T.wonder(x)),
                        seat=s, wonder=x)
    if w.shields:
        st.shields[seat] += w.shields
        move_pawn(st, seat, w.shields, events)
        if st.result is not None:
            return
    if w.destroy is not None:
        if any(CARDS[c].color == w.destroy for c in st.cards[opp]):
            st.pending.append(Pending(kind="destroy", seat=seat, color=w.destroy))
        else:
            _ev(events, "no_effect", msg("sevenwd-ev-nothing-to-destroy", opponent=P(opp), color=w.destroy,
                                         wonder=T.wonder(wid)), seat=seat)
    if w.mausoleum:
        if st.discard:
            st.pending.append(Pending(kind="mausoleum", seat=seat))
        else:
            _ev(events, "no_effect", msg("sevenwd-ev-mausoleum-empty"), seat=seat)
    if w.library:
        st.library_draw = _rng(st).sample(st.progress_box, min(3, len(st.progress_box)))
        if st.library_draw:
            st.pending.append(Pending(kind="library", seat=seat))
            if events is not None:
                names = [T.token(t) for t in st.library_draw]
                events.append(event("library_draw", msg("sevenwd-ev-library-draw", tokens=names),
                                    {"tokens": list(st.library_draw)}, to=seat))
    if w.play_again or "theology" in st.tokens[seat]:
        st.play_again = True


# ---- turn flow ---------------------------------------------------------------------------------


def end_turn(st: State, events: list[Event] | None) -> None:
    """After an action: wait while decisions are pending; otherwise end the Age when the layout
    is empty, or pass the turn (unless the player plays again)."""
    if st.result is not None or st.pending:
        return
    if all(c is None for c in st.layout):
        end_age(st, events)
        return
    if st.play_again:
        st.play_again = False
        _ev(events, "play_again", msg("sevenwd-ev-play-again", player=P(st.current)), seat=st.current)
    else:
        st.current = 1 - st.current


def end_age(st: State, events: list[Event] | None) -> None:
    """End of an Age (p.10): a pending play-again is lost (p.9); after Age III the civil victory
    is counted; otherwise the next Age is laid out and the player on whose side the conflict pawn
    stands chooses who starts it.  Pawn at 0: the player who played the last card starts it
    ("a iniziare l'Epoca successiva sarà l'ultimo giocatore attivo", p.10; the Italian rulebook
    says he starts, not that he chooses, so there is no decision then)."""
    last = st.current
    if st.play_again:
        st.play_again = False
        _ev(events, "play_again_lost", msg("sevenwd-ev-play-again-lost", player=P(last)), seat=last)
    if st.age == 3:
        civil_victory(st, events)
        return
    deal_age(st, st.age + 1, events)
    if st.pawn == 0:
        st.current = last
        _ev(events, "first_player", msg("sevenwd-ev-last-starts", player=P(last), age=T.age(st.age)), seat=last)
    else:
        chooser = 1 if st.pawn > 0 else 0
        st.current = chooser
        st.pending.append(Pending(kind="first_player", seat=chooser))


def score(st: State, seat: int) -> dict[str, int]:
    """Civil-victory points of ``seat`` by category (p.12): military zone, blue, green, yellow,
    purple (guilds, p.15), Wonders, progress tokens (Agriculture 4, Philosophy 7, Mathematics 3
    per token owned incl. itself, p.13), 1 per full 3 coins; and ``total``."""
    out = {"military": 0, "blue": 0, "green": 0, "yellow": 0, "purple": 0, "wonders": 0, "progress": 0}
    lead = 0 if st.pawn > 0 else 1 if st.pawn < 0 else None
    if lead == seat:
        out["military"] = ZONE_VP[abs(st.pawn)]
    for cid in st.cards[seat]:
        c = CARDS[cid]
        if c.guild is not None:
            out["purple"] += c.guild.vp_per_item * guild_count(st, c)
        elif c.vp:
            out[c.color] += c.vp
    out["wonders"] = sum(WONDERS[w].vp for w in st.built[seat])
    toks = st.tokens[seat]
    out["progress"] = sum(TOKENS[t].vp for t in toks) + (3 * len(toks) if "mathematics" in toks else 0)
    out["coins"] = st.coins[seat] // 3
    out["total"] = sum(out.values())
    return out


def civil_victory(st: State, events: list[Event] | None) -> None:
    """Most VP wins; tie: most blue-card VP; still tied: shared victory (p.12)."""
    s0, s1 = score(st, 0), score(st, 1)
    key0, key1 = (s0["total"], s0["blue"]), (s1["total"], s1["blue"])
    winners = [0] if key0 > key1 else [1] if key1 > key0 else [0, 1]
    st.phase = "over"
    st.result = Result(winners=winners, reason="civilian_victory")
    if events is not None:
        _ev(events, "game_over", civilian_text(winners, s0, s1), winners=winners, reason="civilian_victory",
            scores=[s0["total"], s1["total"]])


def civilian_text(winners: list[int], s0: dict[str, int], s1: dict[str, int]) -> Msg:
    """The civilian victory with its terms: both totals; on a tie, both blue-card totals (p.12)."""
    sc = (s0, s1)
    if len(winners) == 2:
        return msg("sevenwd-out-civilian-shared", total=s0["total"], blue=s0["blue"])
    w = winners[0]
    if sc[w]["total"] == sc[1 - w]["total"]:
        return msg("sevenwd-out-civilian-blue", player=P(w), total=sc[w]["total"], blue=sc[w]["blue"],
                   other_blue=sc[1 - w]["blue"])
    return msg("sevenwd-out-civilian", player=P(w), total=sc[w]["total"], other=sc[1 - w]["total"])


def supremacy_text(reason: OutcomeReason, w: int) -> Msg:
    """A military or scientific supremacy in words."""
    if reason == "military_supremacy":
        return msg("sevenwd-out-military", player=P(w), opponent=P(1 - w))
    return msg("sevenwd-out-science", player=P(w))


# ---- actions: legality and application ----------------------------------------------------------


def prompt_key(st: State) -> tuple[str, int | None]:
    """(prompt kind, deciding seat) for the state; ("game_over", None) at the end."""
    if st.result is not None:
        return "game_over", None
    if st.pending:
        p = st.pending[-1]
        return PROMPT_KIND[p.kind], p.seat
    if st.phase == "draft":
        return "draft_wonder", draft_order(st.first_player)[st.draft_round - 1][st.draft_picks]
    return "play_card", st.current


def legal(st: State, seat: int) -> list[Any]:
    """Every legal action of ``seat`` (the cached action instances)."""
    kind, who = prompt_key(st)
    if who != seat:
        return []
    if kind == "play_card":
        slots = accessible_slots(st)
        e = econ(st, seat)
        coins = st.coins[seat]
        out: list[Any] = []
        wonders = []
        if len(st.built[0]) + len(st.built[1]) < MAX_WONDERS:
            built = st.built[seat]
            for w in st.wonders[seat]:
                if w not in built and resource_total(WONDERS[w].res, e, 2 if e.architecture else 0) <= coins:
                    wonders.append(w)
        for s in slots:
            if card_total(CARDS[st.layout[s]], e) <= coins:  # type: ignore[index]
                out.append(_BUILD[s])
            out.append(_DISCARD[s])
            for w in wonders:
                out.append(_WONDER[s, w])
        return out
    if kind == "draft_wonder":
        return [_DRAFT[w] for w in st.draft_offer]
    p = st.pending[-1]
    if p.kind == "progress":
        return [_PROGRESS[t] for t in st.progress_board]
    if p.kind == "library":
        return [_LIBRARY[t] for t in st.library_draw]
    if p.kind == "destroy":
        return [_DESTROY[c] for c in st.cards[1 - seat] if CARDS[c].color == p.color]
    if p.kind == "mausoleum":
        return [_MAUSOLEUM[c] for c in st.discard]
    return list(_FIRST)


#: the decision a seat must take first, by prompt kind (IllegalAction "wrong_decision")
_WRONG = {k: msg(f"sevenwd-err-wrong-{k.replace('_', '-')}") for k in (
    "draft_wonder", "play_card", "choose_progress_token", "destroy_card", "build_from_discard",
    "choose_library_token", "choose_first_player")}


def _slot(st: State, slot: int) -> Card:
    if not 0 <= slot < 20:
        raise Refusal("no_such_slot", msg("sevenwd-err-no-slot", slot=slot))
    if st.layout[slot] is None:
        raise Refusal("slot_empty", msg("sevenwd-err-slot-empty"))
    if not accessible(st, slot):
        raise Refusal("not_accessible", msg("sevenwd-err-covered"))
    return CARDS[st.layout[slot]]  # type: ignore[index]


def apply_in_place(st: State, seat: int, a: Any, events: list[Event] | None) -> None:
    """Check ``a`` and apply it to ``st`` (mutated; on IllegalAction ``st`` is unchanged).
    ``events=None`` skips building the log (random playouts)."""
    kind, who = prompt_key(st)
    if who is None:
        raise Refusal("game_over", msg("sevenwd-err-game-over"))
    if seat != who:
        raise Refusal("not_your_turn", msg("sevenwd-err-not-your-turn"))
    ak = a.kind
    if ACTION_FOR_PROMPT[kind] != ak and not (kind == "play_card" and ak in ("discard", "wonder")):
        raise Refusal("wrong_decision", _WRONG[kind])
    opp = 1 - seat
    if ak == "build":
        c = _slot(st, a.slot)
        e = econ(st, seat)
        total, trade, units, chained = card_cost(c, e)
        if total > st.coins[seat]:
            raise Refusal("cannot_afford", cannot_afford(T.card(c.id), c.res, c.coins_cost, total, e,
                                                               st.coins[seat]))
        take_slot = a.slot
        pay(st, seat, total, trade)
        if events is not None:
            events.append(event("build", build_text(st, seat, c, total, trade, units, chained),
                                {"seat": seat, "card": c.id, "slot": take_slot, "coins": total}))
        if chained and "urbanism" in st.tokens[seat]:
            st.coins[seat] += 4
            _ev(events, "coins", msg("sevenwd-ev-coins-from", player=P(seat), n=4, source=T.token("urbanism")),
                seat=seat, coins=4)
        construct(st, seat, c.id, events)
        take(st, take_slot, events)
    elif ak == "discard":
        c = _slot(st, a.slot)
        yellow = sum(1 for x in st.cards[seat] if CARDS[x].color == "yellow")
        gain = 2 + yellow
        st.coins[seat] += gain
        _ev(events, "discard", msg("sevenwd-ev-discard", player=P(seat), card=T.card(c.id), n=gain, yellow=yellow),
            seat=seat, card=c.id, slot=a.slot, coins=gain)
        st.discard.append(c.id)
        take(st, a.slot, events)
    elif ak == "wonder":
        c = _slot(st, a.slot)
        wid = a.wonder
        w = WONDERS.get(wid)
        if w is None or wid not in st.wonders[seat]:
            raise Refusal("not_your_wonder", msg("sevenwd-err-not-your-wonder"))
        if wid in st.built[seat]:
            raise Refusal("wonder_built", msg("sevenwd-err-wonder-built", wonder=T.wonder(wid)))
        if wid == st.removed_wonder:
            raise Refusal("wonder_removed", msg("sevenwd-err-wonder-removed", wonder=T.wonder(wid)))
        e = econ(st, seat)
        trade, units = wonder_cost(wid, e)
        if trade > st.coins[seat]:
            raise Refusal("cannot_afford", cannot_afford(T.wonder(wid), w.res, 0, trade, e, st.coins[seat]))
        pay(st, seat, trade, trade)
        if events is not None:
            if units:
                text = msg("sevenwd-ev-wonder-paid", player=P(seat), wonder=T.wonder(wid), card=T.card(c.id), n=trade,
                           bought=T.bought(units))
            else:
                text = msg("sevenwd-ev-wonder", player=P(seat), wonder=T.wonder(wid), card=T.card(c.id))
            events.append(event("wonder", text,
                                {"seat": seat, "wonder": wid, "card": c.id, "slot": a.slot, "coins": trade}))
        build_wonder(st, seat, wid, c.id, events)
        take(st, a.slot, events)
    elif ak == "draft":
        if a.wonder not in st.draft_offer:
            raise Refusal("not_offered", msg("sevenwd-err-not-offered"))
        _draft(st, seat, a.wonder, events)
        return
    elif ak == "progress":
        if a.token not in st.progress_board:
            raise Refusal("not_on_board", msg("sevenwd-err-not-on-board"))
        st.pending.pop()
        st.progress_board = [t for t in st.progress_board if t != a.token]
        take_token(st, seat, a.token, events, False)
    elif ak == "library":
        if a.token not in st.library_draw:
            raise Refusal("not_drawn", msg("sevenwd-err-not-drawn"))
        st.pending.pop()
        st.progress_box = [t for t in st.progress_box if t != a.token]
        st.library_draw = []
        take_token(st, seat, a.token, events, True)
    elif ak == "destroy":
        p = st.pending[-1]
        target = CARDS.get(a.card)
        if target is None or a.card not in st.cards[opp] or target.color != p.color:
            raise Refusal("cannot_destroy", msg("sevenwd-err-cannot-destroy", color=p.color or ""))
        st.pending.pop()
        st.cards[opp].remove(a.card)
        st.discard.append(a.card)
        _ev(events, "destroy", msg("sevenwd-ev-destroy", player=P(seat), opponent=P(opp), card=T.card(a.card)),
            seat=seat, card=a.card)
    elif ak == "mausoleum":
        if a.card not in st.discard:
            raise Refusal("not_discarded", msg("sevenwd-err-not-discarded"))
        st.pending.pop()
        st.discard.remove(a.card)
        _ev(events, "build", msg("sevenwd-ev-mausoleum", player=P(seat), card=T.card(a.card)),
            seat=seat, card=a.card, coins=0)
        construct(st, seat, a.card, events)
    elif ak == "first_player":
        if a.seat not in (0, 1):
            raise Refusal("no_such_seat", msg("sevenwd-err-no-seat"))
        st.pending.pop()
        st.current = a.seat
        _ev(events, "first_player", msg("sevenwd-ev-choose-self" if a.seat == seat else "sevenwd-ev-choose-opponent",
                                        player=P(seat), opponent=P(1 - seat), age=T.age(st.age)), seat=a.seat)
        return
    end_turn(st, events)


def _draft(st: State, seat: int, wid: str, events: list[Event] | None) -> None:
    """Wonder draft (p.6): the last Wonder of each round goes to the player left by the order.
    The first pick of the game logs the four Wonders the set-up offered first (the second
    round's are logged when they are laid out): a text, no rule."""
    if st.rules >= 2 and st.draft_round == 1 and st.draft_picks == 0 and len(st.draft_offer) == 4:
        _ev(events, "draft_offer", msg("sevenwd-ev-draft-offer", wonders=[T.wonder(w) for w in st.draft_offer]),
            wonders=list(st.draft_offer))
    st.draft_offer = [w for w in st.draft_offer if w != wid]
    st.wonders = _with(st.wonders, seat, wid)
    _ev(events, "draft", msg("sevenwd-ev-draft", player=P(seat), wonder=T.wonder(wid)), seat=seat, wonder=wid)
    st.draft_picks += 1
    order = draft_order(st.first_player)[st.draft_round - 1]
    if st.draft_picks == 3:
        last = st.draft_offer[-1]
        st.draft_offer = []
        st.wonders = _with(st.wonders, order[3], last)
        _ev(events, "draft", msg("sevenwd-ev-draft-last", player=P(order[3]), wonder=T.wonder(last)),
            seat=order[3], wonder=last)
        if st.draft_round == 1:
            st.draft_round, st.draft_picks = 2, 0
            st.draft_offer = st.wonder_box[:4]
            st.wonder_box = st.wonder_box[4:]
            _ev(events, "draft_offer", msg("sevenwd-ev-draft-offer", wonders=[T.wonder(w) for w in st.draft_offer]),
                wonders=list(st.draft_offer))
        else:
            st.phase = "age"
            st.draft_picks = 0
            st.current = st.first_player
            deal_age(st, 1, events)
