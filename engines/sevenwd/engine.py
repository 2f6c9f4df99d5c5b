"""The 7 Wonders Duel engine (contract: engines/base.py): prompt, legal actions, apply, views,
the Discord choice panel and the automatic player.  The rules are in :mod:`engines.sevenwd.rules`."""

from __future__ import annotations

import random
from typing import Any, ClassVar, Sequence

from pydantic import BaseModel, TypeAdapter

from engines.base import Engine, Event, IllegalAction, Option, Outcome, Panel, Prompt
from engines.sevenwd import rules as R
from engines.sevenwd.auto import choose
from engines.sevenwd.data import CARDS, COLORS, LAYOUTS, RESOURCES, TOKEN_LOOT, TOKEN_ZONE, TOKENS, WONDERS, ZONE_VP, Card
from engines.sevenwd.hidden import resample_hidden
from engines.sevenwd.rules import State
from engines.sevenwd.view import (
    CardRef,
    CityView,
    ConflictView,
    DraftView,
    MilitaryTokenView,
    OutcomeView,
    PendingView,
    ProductionView,
    PromptView,
    ScoreView,
    SlotView,
    TokenRef,
    View,
    WonderView,
)

PROMPT_TEXT = {
    "draft_wonder": "take a Wonder from the draft",
    "play_card": "take a card from the layout",
    "choose_progress_token": "choose a progress token",
    "destroy_card": "choose a card of the opponent's to destroy",
    "build_from_discard": "choose a card of the discard pile to build for free",
    "choose_library_token": "choose one of the 3 progress tokens drawn",
    "choose_first_player": "choose who starts the next Age",
    "game_over": "the game is over",
}
PENDING_TEXT = {
    "progress": "choose a progress token (a pair of science symbols)",
    "destroy": "choose a {color} card of the opponent's to put in the discard pile",
    "mausoleum": "choose a card of the discard pile to build for free (the Mausoleum)",
    "library": "choose one of 3 progress tokens drawn from the box (the Great Library)",
    "first_player": "choose who starts the next Age",
}
REASON_TEXT = {"military_supremacy": "military supremacy", "scientific_supremacy": "scientific supremacy",
               "civilian_victory": "a civilian victory"}
_PROMPTS: dict[tuple[str, str, int | None], Prompt] = {}


def _prompt(phase: str, kind: str, seat: int | None) -> Prompt:
    key = (phase, kind, seat)
    p = _PROMPTS.get(key)
    if p is None:
        p = _PROMPTS[key] = Prompt(phase=phase, kind=kind, seats=() if seat is None else (seat,),
                                   text=PROMPT_TEXT[kind])
    return p


# ---- short English texts of the material -----------------------------------------------------


def _card_label(c: Any) -> str:
    """A card's panel label: the English name, its colour and, as a second label, the Italian
    name of the rulebook's card index ("Guard Tower (red) · Torre di Guardia")."""
    return _trunc(f"{c.name} ({c.color}) · {c.name_it}", 80)


def card_text(c: Card) -> str:
    """One short sentence of a card's effect ("Produces 2 wood", "2 shields", "Science: quill, 1 VP")."""
    parts = []
    if c.produces is not None:
        parts.append("Produces " + ", ".join(f"{n} {RESOURCES[i]}" for i, n in enumerate(c.produces) if n))
    if c.choice >= 0:
        parts.append("Produces one of " + "/".join(RESOURCES[i] for i in ((0, 1, 2), (3, 4))[c.choice]))
    if c.fixed1:
        parts.append("Buy " + " and ".join(RESOURCES[i] for i in c.fixed1) + " at 1 coin")
    if c.shields:
        parts.append(R.plural(c.shields, "shield"))
    if c.science:
        parts.append(f"Science: {c.science.replace('_', ' ')}")
    if c.coins:
        parts.append(f"Take {R.coins_text(c.coins)}")
    if c.per_card:
        parts.append(f"Take {c.per_card[1]} per {c.per_card[0]} card")
    if c.per_wonder:
        parts.append(f"Take {c.per_wonder} per Wonder")
    if c.guild is not None:
        g = c.guild
        what = " and ".join(g.counts).replace("constructed_wonders", "Wonder").replace("sets_of_3_coins", "3 coins")
        if g.coins_per_item:
            parts.append(f"Take {g.coins_per_item} coin per {what} card in the city with most")
        parts.append(f"{g.vp_per_item} VP per {what}" + ("" if "coins" in what or "Wonder" in what else " card")
                     + (" in the richest city" if "coins" in what else " in the city with most"))
    if c.vp:
        parts.append(f"{c.vp} VP")
    if c.chain_to:
        parts.append(f"chain: {c.chain_to}")
    return "; ".join(parts)


def _card_ref(cid: str) -> CardRef:
    c = CARDS[cid]
    return CardRef(id=c.id, name=c.name, name_it=c.name_it, color=c.color, age=c.age)  # type: ignore[arg-type]


def _token_ref(tid: str) -> TokenRef:
    t = TOKENS[tid]
    return TokenRef(id=t.id, name=t.name, name_it=t.name_it, text=t.text)


def _wonder_view(st: State, wid: str) -> WonderView:
    w = WONDERS[wid]
    tucked = st.tucked.get(wid)
    return WonderView(id=wid, name=w.name, name_it=w.name_it, built=tucked is not None,
                      built_with_age=CARDS[tucked].age if tucked else None, removed=wid == st.removed_wonder,
                      cost=dict(w.cost), vp=w.vp, text=w.text)


#: words every view uses as field values; a secret id equal to one of them ("library", the card,
#: is also the Great Library's decision kind) cannot be told apart in a view, its name still can
_VOCABULARY = (set(PROMPT_TEXT) | set(PENDING_TEXT) | set(COLORS) | set(RESOURCES)
               | {"draft", "build", "discard", "wonder", "age", "over"})


def _trunc(s: str, n: int) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


class SevenWondersDuel(Engine[State, Any]):
    """7 Wonders Duel (Bauza & Cathala, 2015), base game, 2 players.

    Seat 0 is the first player.  Actions (``kind``): ``draft`` {wonder}, ``build`` {slot},
    ``discard`` {slot}, ``wonder`` {slot, wonder}, ``progress`` {token}, ``destroy`` {card},
    ``mausoleum`` {card}, ``library`` {token}, ``first_player`` {seat}.  Slots are layout
    positions 0..19 (see :mod:`engines.sevenwd.view`)."""

    id: ClassVar[str] = "7wd"
    title: ClassVar[str] = "7 Wonders Duel"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 2
    schema_version: ClassVar[int] = R.SCHEMA_VERSION
    state_model: ClassVar[type[BaseModel]] = State
    action_adapter: ClassVar[TypeAdapter[Any]] = R.ACTION_ADAPTER

    # ---- lifecycle ----------------------------------------------------------------------------
    def setup(self, seats: int, options: dict[str, Any], seed: int) -> State:
        """A new game: 2 seats only, no options (ValueError otherwise)."""
        if seats != 2:
            raise ValueError("7 Wonders Duel is a game for exactly 2 players.")
        if options:
            raise ValueError(f"7 Wonders Duel has no options (got {', '.join(sorted(options))}).")
        return R.new_game(seed)

    def prompt(self, state: State) -> Prompt:
        kind, seat = R.prompt_key(state)
        return _prompt(state.phase, kind, seat)

    def legal_actions(self, state: State, seat: int) -> Sequence[Any]:
        return R.legal(state, seat)

    def validate(self, state: State, seat: int, action: Any) -> None:
        R.apply_in_place(R.clone(state), seat, action, None)

    def apply(self, state: State, seat: int, action: Any) -> tuple[State, list[Event]]:
        """Pure: the rules run on a clone of ``state``.  Raises IllegalAction."""
        if isinstance(action, dict):
            action = self.parse_action(action)
        st = R.clone(state)
        events: list[Event] = []
        R.apply_in_place(st, seat, action, events)
        return st, events

    def outcome(self, state: State) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        scores = {s: R.score(state, s)["total"] for s in (0, 1)}
        return Outcome(winners=list(r.winners), scores=scores, reason=r.reason, text=self._outcome_text(state))

    @staticmethod
    def _outcome_text(state: State) -> str:
        r = state.result
        assert r is not None
        if len(r.winners) == 2:
            return f"Shared victory: {R.score(state, 0)['total']} VP each, tied on blue cards too."
        w = r.winners[0]
        if r.reason == "civilian_victory":
            return (f"{R.P(w)} wins a civilian victory, {R.score(state, w)['total']} VP to "
                    f"{R.score(state, 1 - w)['total']}.")
        return f"{R.P(w)} wins by {REASON_TEXT[r.reason]}."

    resample_hidden = resample_hidden  # optional hook (engines/base.py): the tests' twin states

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        """Ids and names that ``seat``'s view must not contain: face-down layout cards, the cards
        removed from the Age decks, the unused guilds, the Wonders not yet revealed, the progress
        tokens in the box (the Great Library's 3 excepted for its builder while he chooses)."""
        ids = [c for c, up in zip(state.layout, state.face_up) if c is not None and not up]
        ids += state.age_box + state.guild_box
        out = set(ids) | {CARDS[c].name for c in ids}
        out |= set(state.wonder_box) | {WONDERS[w].name for w in state.wonder_box}
        shown = set(state.library_draw) if seat is not None and any(
            p.kind == "library" and p.seat == seat for p in state.pending) else set()
        box = [t for t in state.progress_box if t not in shown]
        return (out | set(box) | {TOKENS[t].name for t in box}) - _VOCABULARY

    # ---- random playouts -----------------------------------------------------------------------
    def random_playout(self, seed: int) -> Outcome:
        """Play a whole game choosing uniformly among the legal actions (``random.Random(seed)``),
        with the same rule code as :meth:`legal_actions`/:meth:`apply`, but mutating one state in
        place and building no events (the benchmark's fast path)."""
        st = R.new_game(seed)
        rnd = random.Random(seed)
        while st.result is None:
            _, seat = R.prompt_key(st)
            acts = R.legal(st, seat)  # type: ignore[arg-type]
            R.apply_in_place(st, seat, acts[rnd.randrange(len(acts))], None)  # type: ignore[arg-type]
        out = self.outcome(st)
        assert out is not None
        return out

    # ---- views -------------------------------------------------------------------------------------
    def player_view(self, state: State, seat: int | None) -> View:
        st = state
        kind, who = R.prompt_key(st)
        econs = R.econs(st)
        cities = [self._city_view(st, s, econs[s]) for s in (0, 1)]
        layout: list[SlotView] = []
        if st.phase != "draft" and st.layout:
            lay = LAYOUTS[st.age]
            for s, cid in enumerate(st.layout):
                up = st.face_up[s]
                layout.append(SlotView(
                    slot=s, row=lay.row[s], x=lay.x[s], taken=cid is None, face_up=up,
                    back=CARDS[cid].back if cid is not None and not up else None,
                    card=_card_ref(cid) if cid is not None and up else None,
                    accessible=cid is not None and R.accessible(st, s), covered_by=list(lay.covered_by[s])))
        pawn = st.pawn
        tokens = []
        for t in sorted(st.military_tokens):
            sign = 1 if t > 0 else -1
            tokens.append(MilitaryTokenView(side=1 if t > 0 else 0, loot=TOKEN_LOOT[abs(t)],
                                            positions=[sign * p for p in TOKEN_ZONE[abs(t)]]))
        leader = 0 if pawn > 0 else 1 if pawn < 0 else None
        conflict = ConflictView(pawn=pawn, tokens=tokens, leader=leader, leader_vp=ZONE_VP[abs(pawn)] if leader is not None else 0)
        draft = None
        if st.phase == "draft":
            order = R.draft_order(st.first_player)[st.draft_round - 1]
            draft = DraftView(round=st.draft_round, offer=[_wonder_view(st, w) for w in st.draft_offer],
                              order=list(order[st.draft_picks:]), picks_made=st.draft_picks)
        pending = [PendingView(kind=p.kind, seat=p.seat, text=PENDING_TEXT[p.kind].format(color=p.color), color=p.color)
                   for p in reversed(st.pending)]
        library_offer = None
        if seat is not None and any(p.kind == "library" and p.seat == seat for p in st.pending):
            library_offer = [_token_ref(t) for t in st.library_draw]
        outcome = None
        if st.result is not None:
            outcome = OutcomeView(winners=list(st.result.winners), reason=st.result.reason, text=self._outcome_text(st),
                                  scores=[ScoreView(seat=s, **R.score(st, s)) for s in (0, 1)])
        return View(
            seat=seat, phase=st.phase, age=st.age, first_player=st.first_player,
            current=st.current if st.phase == "age" and st.result is None else None,
            prompt=PromptView(kind=kind, seats=[] if who is None else [who], text=PROMPT_TEXT[kind],
                              play_again=st.play_again),
            layout=layout, cities=cities, conflict=conflict,
            progress_board=[_token_ref(t) for t in st.progress_board],
            discard=[_card_ref(c) for c in st.discard], draft=draft, pending=pending,
            library_offer=library_offer, box_progress_tokens=len(st.progress_box) - len(st.library_draw),
            wonders_built=len(st.built[0]) + len(st.built[1]), outcome=outcome)

    @staticmethod
    def _city_view(st: State, seat: int, e: R.Econ) -> CityView:
        cards: dict[str, list[CardRef]] = {c: [] for c in COLORS}
        for cid in st.cards[seat]:
            cards[CARDS[cid].color].append(_card_ref(cid))
        choices = [list(RESOURCES[i] for i in ((0, 1, 2), (3, 4))[CARDS[c].choice])
                   for c in st.cards[seat] if CARDS[c].choice >= 0]
        choices += [list(RESOURCES[i] for i in ((0, 1, 2), (3, 4))[WONDERS[w].choice])
                    for w in st.built[seat] if WONDERS[w].choice >= 0]
        prod = ProductionView(fixed={r: e.prod[i] for i, r in enumerate(RESOURCES)}, choices=choices,
                              trade_prices={r: e.price[i] for i, r in enumerate(RESOURCES)},
                              fixed_price=[RESOURCES[i] for i in sorted(e.fixed1)])
        science = R.science_symbols(st, seat)
        return CityView(
            seat=seat, coins=st.coins[seat], cards=cards, production=prod, shields=st.shields[seat],
            science=science, distinct_science=len(set(science)),
            wonders=[_wonder_view(st, w) for w in st.wonders[seat]],
            progress_tokens=[_token_ref(t) for t in st.tokens[seat]], vp=R.score(st, seat)["total"],
            discard_value=2 + e.yellow, chain_symbols=sorted(e.chains))

    # ---- texts -------------------------------------------------------------------------------------
    def status_text(self, state: State, seat: int | None) -> str:
        """A few markdown lines (``{p0}``/``{p1}`` placeholders for the players' names)."""
        v = self.player_view(state, seat)
        lines = []
        if v.outcome is not None:
            lines.append(f"**Game over** — {v.outcome.text}")
            lines.append(" · ".join(f"{{p{s.seat}}}: {s.total} VP" for s in v.outcome.scores))
        else:
            where = "Wonder draft" if v.phase == "draft" else f"Age {R.AGE_NAMES[v.age]}"
            who = " / ".join(f"{{p{s}}}" for s in v.prompt.seats)
            lines.append(f"**{where}** — {who} to {v.prompt.text}.")
        for c in v.cities:
            built = sum(w.built for w in c.wonders)
            ncards = sum(len(x) for x in c.cards.values())
            lines.append(f"{{p{c.seat}}}: {R.coins_text(c.coins)}, {R.plural(ncards, 'card')}, "
                         f"{R.plural(built, 'Wonder')}, {R.plural(c.distinct_science, 'science symbol')}, "
                         f"{c.vp} VP so far")
        lines.append(self._pawn_text(v.conflict.pawn, None))
        return "\n".join(lines)

    @staticmethod
    def _pawn_text(pawn: int, seat: int | None) -> str:
        if pawn == 0:
            return "Conflict pawn: centre."
        side = 1 if pawn > 0 else 0
        if seat is None:
            return f"Conflict pawn: {abs(pawn)} toward {{p{side}}}'s capital."
        return f"Conflict pawn: {abs(pawn)} toward {'your' if side == seat else 'the opponent'+chr(39)+'s'} capital."

    def panel(self, state: State, seat: int) -> Panel:
        """The seat's choice tree (keys: ``s<slot>`` then ``b`` build / ``d`` discard / ``w<i>``
        Wonder i of yours; draft, progress, library: the Wonder / token id; destroy, mausoleum:
        the card id; first player: ``me`` / ``opponent``) and a summary of its situation."""
        st = state
        v = self.player_view(st, seat)
        me, opp = v.cities[seat], v.cities[1 - seat]
        text = [
            f"**You**: {R.coins_text(me.coins)} · production {self._prod_text(me)} · {me.shields} shield{'' if me.shields == 1 else 's'} · "
            f"science {me.distinct_science}/6 · {me.vp} VP",
            f"Trade prices: " + ", ".join(f"{r} {p}" for r, p in me.production.trade_prices.items()),
            f"**Opponent**: {R.coins_text(opp.coins)} · production {self._prod_text(opp)} · science "
            f"{opp.distinct_science}/6 · {opp.vp} VP",
            self._pawn_text(st.pawn, seat),
        ]
        if me.progress_tokens:
            text.append("Your progress tokens: " + ", ".join(t.name for t in me.progress_tokens))
        if v.progress_board:
            text.append("Progress tokens on the board: " + ", ".join(t.name for t in v.progress_board))
        kind, who = R.prompt_key(st)
        options: list[Option] = []
        if who == seat:
            options = self._options(st, seat, kind)
            title = f"7 Wonders Duel — you must {PROMPT_TEXT[kind]}"
        else:
            title = "7 Wonders Duel — " + ("the game is over" if who is None else "waiting for your opponent")
        return Panel(title=title, text="\n".join(text), options=options)

    @staticmethod
    def _prod_text(c: CityView) -> str:
        fixed = [f"{n} {r}" for r, n in c.production.fixed.items() if n]
        fixed += ["1 of " + "/".join(ch) for ch in c.production.choices]
        return ", ".join(fixed) if fixed else "nothing"

    def _options(self, st: State, seat: int, kind: str) -> list[Option]:
        opp = 1 - seat
        if kind == "draft_wonder":
            return [Option(key=w, label=WONDERS[w].name, description=_trunc(WONDERS[w].text + " Cost: " + ", ".join(
                f"{n} {r}" for r, n in WONDERS[w].cost.items()), 100), action={"kind": "draft", "wonder": w})
                for w in st.draft_offer]
        if kind == "play_card":
            return self._turn_options(st, seat)
        p = st.pending[-1]
        if p.kind in ("progress", "library"):
            ids = st.progress_board if p.kind == "progress" else st.library_draw
            return [Option(key=t, label=TOKENS[t].name, description=_trunc(TOKENS[t].text, 100),
                           action={"kind": p.kind, "token": t}) for t in ids]
        if p.kind == "destroy":
            return [Option(key=c, label=_card_label(CARDS[c]), description=_trunc(card_text(CARDS[c]), 100),
                           style="danger", action={"kind": "destroy", "card": c})
                    for c in st.cards[opp] if CARDS[c].color == p.color]
        if p.kind == "mausoleum":
            return [Option(key=c, label=_card_label(CARDS[c]), description=_trunc(card_text(CARDS[c]), 100),
                           action={"kind": "mausoleum", "card": c}) for c in st.discard]
        age = R.AGE_NAMES[st.age]
        return [Option(key="me", label=f"I start Age {age}", style="primary", action={"kind": "first_player", "seat": seat}),
                Option(key="opponent", label=f"My opponent starts Age {age}", action={"kind": "first_player", "seat": opp})]

    def _turn_options(self, st: State, seat: int) -> list[Option]:
        e = R.econ(st, seat)
        coins = st.coins[seat]
        discard_gain = 2 + e.yellow
        wonder_opts: list[tuple[int, str, str, str | None]] = []  # (index, wonder, label, disabled)
        full = len(st.built[0]) + len(st.built[1]) >= R.MAX_WONDERS
        for i, w in enumerate(st.wonders[seat]):
            if w in st.built[seat]:
                continue
            name = WONDERS[w].name
            trade, units = R.wonder_cost(w, e)
            label = f"Wonder: {name} — " + (f"{R.coins_text(trade)} (buy {R.units_text(units)})" if units else "free")
            disabled = None
            if w == st.removed_wonder or full:
                disabled = f"{name} went back to the box: seven Wonders are built."
            elif trade > coins:
                disabled = R.cannot_afford(name, WONDERS[w].res, 0, trade, e, coins)
            wonder_opts.append((i, w, label, disabled))
        out = []
        for s in R.accessible_slots(st):
            c = CARDS[st.layout[s]]  # type: ignore[index]
            total, trade, units, chained = R.card_cost(c, e)
            if chained:
                src = next((CARDS[x].name for x in st.cards[seat] if CARDS[x].chain_to == c.chain_from), "")
                blabel, bshort = f"Build — free (chain: {src})", "free (chain)"
            elif total == 0:
                blabel, bshort = "Build — free", "free"
            else:
                blabel = f"Build — {R.coins_text(total)}" + (f" (buy {R.units_text(units)})" if units else "")
                bshort = R.coins_text(total)
            bdis = R.cannot_afford(c.name, c.res, c.coins_cost, total, e, coins) if total > coins else None
            children = [Option(key="b", label=_trunc(blabel, 80), description=_trunc(card_text(c), 100), style="success",
                               disabled=bdis, action={"kind": "build", "slot": s})]
            children.append(Option(key="d", label=f"Discard for {R.coins_text(discard_gain)}",
                                    action={"kind": "discard", "slot": s}))
            for i, w, label, dis in wonder_opts:
                children.append(Option(key=f"w{i}", label=_trunc(label, 80), description=_trunc(WONDERS[w].text, 100),
                                        style="primary", disabled=dis, action={"kind": "wonder", "slot": s, "wonder": w}))
            desc = ("Build: " + (bshort if bdis is None else f"{bshort} (can't afford)") +
                    f" · Discard: +{R.coins_text(discard_gain)} · " + card_text(c))
            out.append(Option(key=f"s{s}", label=_card_label(c), description=_trunc(desc, 100), children=children))
        return out

    # ---- automatic player ----------------------------------------------------------------------
    def timeout_action(self, state: State, seat: int) -> Any:
        return self.auto_action(state, seat)

    def auto_action(self, state: State, seat: int) -> Any:
        """A greedy player: scores each legal action by a cheap estimate of its worth (VP, coins,
        shields when behind or close to a capital, science pairs and supremacy threats, play
        again) and plays the best one.  Always legal; raises IllegalAction if ``seat`` is not
        prompted."""
        acts = R.legal(state, seat)
        if not acts:
            raise IllegalAction("not_your_turn", "It is not your turn to decide.")
        return choose(state, seat, acts)
