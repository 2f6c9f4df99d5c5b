"""The 7 Wonders Duel engine (contract: engines/base.py): prompt, legal actions, apply, views and
the automatic player.  The rules are in :mod:`engines.sevenwd.rules`, the choice panel and the
status in :mod:`engines.sevenwd.panel`."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any, ClassVar

from pydantic import BaseModel, TypeAdapter

from engines.base import Engine, Entry, Event, Outcome, Panel, Prompt, RulesTopic
from engines.sevenwd import panel as panels
from engines.sevenwd import rules as R
from engines.sevenwd import texts as T
from engines.sevenwd.auto import choose
from engines.sevenwd.auto import scores as auto_scores
from engines.sevenwd.codes import Refusal
from engines.sevenwd.data import CARDS, COLORS, LAYOUTS, RESOURCES, TOKEN_LOOT, TOKEN_ZONE, TOKENS, WONDERS, ZONE_VP, Card
from engines.sevenwd.hidden import resample_hidden
from engines.sevenwd.rules import Action, State
from engines.sevenwd.texts import PROMPT_TEXT, msg
from engines.sevenwd.view import (
    CardRef,
    CityView,
    ConflictView,
    DraftView,
    LastMoveView,
    LastView,
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
from engines.text import Msg, Text

#: the pending decisions' kinds (PendingView.kind); texts ``sevenwd-pending-<kind>``
PENDING_KINDS = ("progress", "destroy", "mausoleum", "library", "first_player")
_PROMPTS: dict[tuple[str, str, int | None], Prompt] = {}


def _prompt(phase: str, kind: str, seat: int | None) -> Prompt:
    key = (phase, kind, seat)
    p = _PROMPTS.get(key)
    if p is None:
        p = _PROMPTS[key] = Prompt(phase=phase, kind=kind, seats=() if seat is None else (seat,),
                                   text=PROMPT_TEXT[kind])
    return p


def _pending_text(kind: str, color: str | None) -> Msg:
    if kind == "destroy":
        return msg("sevenwd-pending-destroy", color=color or "")
    return msg("sevenwd-pending-" + kind.replace("_", "-"))


# ---- short texts of the material ---------------------------------------------------------------


def _card_ref(cid: str) -> CardRef:
    c = CARDS[cid]
    return CardRef(id=c.id, name=c.name, name_it=c.name_it, color=c.color, age=c.age)


def _token_ref(tid: str) -> TokenRef:
    t = TOKENS[tid]
    return TokenRef(id=t.id, name=t.name, name_it=t.name_it, text=T.token_effect(tid))


def _wonder_view(st: State, wid: str) -> WonderView:
    w = WONDERS[wid]
    tucked = st.tucked.get(wid)
    return WonderView(id=wid, name=w.name, name_it=w.name_it, built=tucked is not None,
                      built_with_age=CARDS[tucked].age if tucked else None, removed=wid == st.removed_wonder,
                      cost=dict(w.cost), vp=w.vp, text=T.wonder_effect(wid))


def _last_view(st: State) -> LastView | None:
    """The view of ``st.last`` (public: every card it names was face up or in a city)."""
    last = st.last
    if last is None:
        return None
    moves = [LastMoveView(kind=m.kind, card=_card_ref(m.card) if m.card else None, slot=m.slot, age=m.age,
                          wonder=m.wonder, token=_token_ref(m.token) if m.token else None, seat=m.seat)
             for m in last.moves]
    return LastView(seat=last.seat, moves=moves, coins=[st.coins[s] - last.coins_before[s] for s in (0, 1)],
                    pawn_from=last.pawn_before, pawn_to=st.pawn)


#: words every view uses as field values; a secret id equal to one of them ("library", the card,
#: is also the Great Library's decision kind) cannot be told apart in a view, its name still can
_VOCABULARY = (set(PROMPT_TEXT) | set(PENDING_KINDS) | set(COLORS) | set(RESOURCES)
               | {"draft", "build", "discard", "wonder", "age", "over"})


class SevenWondersDuel(Engine[State, Action]):
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
    rules_version: ClassVar[int] = R.RULES_VERSION
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

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return R.legal(state, seat)

    def validate(self, state: State, seat: int, action: Action) -> None:
        R.apply_in_place(R.clone(state), seat, action, None)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        """Pure: the rules run on a clone of ``state``.  Raises IllegalAction."""
        if isinstance(action, dict):
            action = self.parse_action(action)
        st = R.clone(state)
        events: list[Event] = []
        R.apply_in_place(st, seat, action, events)
        if st.rules >= 3:
            # the picture's record of the turn: rules 1-2 games keep none, so that
            # `agora check` replays them identically
            R.record_last(state, st, seat, action)
        return st, events

    def outcome(self, state: State) -> Outcome | None:
        r = state.result
        if r is None:
            return None
        scores = {s: R.score(state, s)["total"] for s in (0, 1)}
        return Outcome(winners=list(r.winners), scores=scores, reason=r.reason, text=self._outcome_text(state))

    @staticmethod
    def _outcome_text(state: State) -> Msg:
        r = state.result
        assert r is not None
        if r.reason == "civilian_victory":
            return R.civilian_text(list(r.winners), R.score(state, 0), R.score(state, 1))
        return R.supremacy_text(r.reason, r.winners[0])

    resample_hidden = resample_hidden  # optional hook (engines/base.py): the tests' twin states

    def secret_strings(self, state: State, seat: int | None = None) -> set[str]:
        """Ids and names that ``seat``'s view must not contain: face-down layout cards, the cards
        removed from the Age decks, the unused guilds, the Wonders not yet revealed, the progress
        tokens in the box (the Great Library's 3 excepted for its builder while he chooses)."""
        ids = [c for c, up in zip(state.layout, state.face_up) if c is not None and not up]
        ids += state.age_box + state.guild_box
        out = set(ids) | {CARDS[c].name for c in ids} | {f"sevenwd-card-{c}" for c in ids}
        out |= set(state.wonder_box) | {WONDERS[w].name for w in state.wonder_box}
        out |= {f"sevenwd-wonder-{w}" for w in state.wonder_box}
        shown = set(state.library_draw) if seat is not None and any(
            p.kind == "library" and p.seat == seat for p in state.pending) else set()
        box = [t for t in state.progress_box if t not in shown]
        out |= {f"sevenwd-token-{t}" for t in box} | {f"sevenwd-token-effect-{t}" for t in box}
        return (out | set(box) | {TOKENS[t].name for t in box}) - _VOCABULARY

    # ---- random playouts -----------------------------------------------------------------------
    def undoable(self, before: State, after: State, seat: int, action: Action, events: Sequence[Event]) -> bool:
        """A decision may be taken back unless it turned a card or token face up or drew at
        random (rulebook 7-wonders-duel.it.txt, "Panoramica del gioco": after playing a card the
        player reveals the face-down cards it uncovered; "Fase di Selezione delle Meraviglie":
        4 more Wonders are put face up once the first 4 are taken; "Fine di un'Epoca" deals the
        next Age at random; the Great Library draws 3 tokens at random).  Everything else is
        open and certain: taking a card that uncovers only face-up cards (or none), a
        Progress token of the board, the Mausoleum's pick of the discard pile, the card
        destroyed by the Statue of Zeus or the Circus Maximus, who starts the next Age."""
        return self.quiet_change(before, after, seat, events, viewers=(None, 0, 1))

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
        pending = [PendingView(kind=p.kind, seat=p.seat, text=_pending_text(p.kind, p.color), color=p.color)
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
            wonders_built=len(st.built[0]) + len(st.built[1]), outcome=outcome, last=_last_view(st))

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

    # ---- presentation (engines/sevenwd/panel.py) --------------------------------------------------
    def status_text(self, state: State, seat: int | None) -> Text:
        """A few lines, one message each (``{p0}``/``{p1}`` for the players' names): panel.status_text."""
        return panels.status_text(self, state, seat)

    def panel(self, state: State, seat: int) -> Panel:
        """The seat's choice tree and a summary of its situation: panel.panel."""
        return panels.panel(self, state, seat)

    # ---- look-ups: /agora card and /agora rules ------------------------------------------------
    def glossary(self) -> list[Entry]:
        """Every Age card and guild (``card:<id>``), Wonder (``wonder:<id>``) and progress token
        (``token:<id>``), each with its cost (and chain) and its effect in words."""
        out: list[Entry] = []
        for c in CARDS.values():
            text: list[Msg | str] = [msg("sevenwd-gl-cost", cost=T.cost_text(c.coins_cost, c.res))]
            if c.chain_from:
                src = next(x.id for x in CARDS.values() if x.chain_to == c.chain_from)
                text.append(msg("sevenwd-gl-chain-from", card=T.card(src), symbol=c.chain_from))
            text.append(msg("sevenwd-gl-effect", effect=T.card_effect(c)))
            kind = msg("sevenwd-kind-guild") if c.guild is not None else msg("sevenwd-kind-card", age=T.age(c.age),
                                                                               color=c.color)
            out.append(Entry(key=f"card:{c.id}", name=T.card(c.id), kind=kind, text=text))
        for w in WONDERS.values():
            out.append(Entry(key=f"wonder:{w.id}", name=T.wonder(w.id), kind=msg("sevenwd-kind-wonder"),
                             text=[msg("sevenwd-gl-cost", cost=T.cost_text(0, w.res)),
                                   msg("sevenwd-gl-effect", effect=T.wonder_effect(w.id))]))
        for t in TOKENS.values():
            out.append(Entry(key=f"token:{t.id}", name=T.token(t.id), kind=msg("sevenwd-kind-token"),
                             text=[msg("sevenwd-gl-effect", effect=T.token_effect(t.id))]))
        return out

    def rules_topics(self) -> list[RulesTopic]:
        """The turn, the Ages, how to win, costs and trading, Wonders, progress tokens, each
        summarising the Italian rulebook's pages (``source``)."""
        book = "Regolamento di 7 Wonders Duel"
        topics = (("turn", "p. 9"), ("ages", "pp. 9-10, 20"), ("victory", "pp. 11-12"), ("costs", "pp. 7-8"),
                  ("wonders", "pp. 6, 10, 16"), ("progress", "pp. 11, 13"))
        return [RulesTopic(key=k, title=msg(f"sevenwd-rules-{k}-title"), text=msg(f"sevenwd-rules-{k}"),
                           source=f"{book}, {pages}") for k, pages in topics]

    # ---- automatic player ----------------------------------------------------------------------
    # ---- the search player's hooks (engines/search.py) ---------------------------------------
    #: the temperature (rough VP) of the softmax that turns the greedy scores into the prior
    PRIOR_TEMPERATURE = 2.0

    def search_prior(self, state: State, seat: int, actions: Sequence[Action]) -> list[float]:
        """A softmax of the greedy player's action scores (engines/sevenwd/auto.py ``scores``,
        rough VP; temperature ``PRIOR_TEMPERATURE``): the search starts from the greedy choice."""
        vals = auto_scores(state, seat, actions)
        top = max(vals)
        ws = [math.exp(max(v - top, -50.0) / self.PRIOR_TEMPERATURE) for v in vals]
        tot = sum(ws)
        return [w / tot for w in ws]

    def search_rollout(self, state: State, seat: int, rng: random.Random) -> Action:
        """A cheap playout move (about 0.01 ms, the greedy player costs 0.8 ms): in the play-card
        turn, the best of the builds, Wonders and discards by a static worth of the card or Wonder
        (:data:`_STATIC`) plus noise; in the other decisions, uniformly random."""
        acts = R.legal(state, seat)
        if len(acts) == 1 or acts[0].kind not in ("build", "discard", "wonder"):
            return acts[rng.randrange(len(acts))]
        layout = state.layout
        best, best_v = acts[0], -1e9
        rand = rng.random
        for a in acts:
            k = a.kind
            if k == "build":
                v = _STATIC[layout[a.slot]]
            elif k == "wonder":
                v = _STATIC_WONDER[a.wonder]
            else:
                v = 1.0
            v += 4.0 * rand()
            if v > best_v:
                best, best_v = a, v
        return best

    def search_simulate(self, state: State, rng: random.Random, depth: int) -> dict[int, float]:
        """A playout on one copy mutated in place (``rules.apply_in_place`` without events), then
        :meth:`search_value`."""
        st = R.clone(state)
        steps = 0
        while st.result is None and steps < depth:
            _, seat = R.prompt_key(st)
            assert seat is not None
            R.apply_in_place(st, seat, self.search_rollout(st, seat, rng), None)
            steps += 1
        return self.search_value(st)

    def search_value(self, state: State) -> dict[int, float]:
        """A finished game: the winners' shares.  Else a logistic estimate (scale 6 VP) from the
        civil score difference (p.12), the coins, the military pawn's pull toward a capital and
        the distinct science symbols."""
        if state.result is not None:
            return {s: 1.0 / len(state.result.winners) for s in state.result.winners}
        diff = float(R.score(state, 0)["total"] - R.score(state, 1)["total"])
        diff += (state.coins[0] - state.coins[1]) / 6
        diff += 1.5 * state.pawn
        diff += 2.0 * (len(set(R.science_symbols(state, 0))) - len(set(R.science_symbols(state, 1))))
        p0 = 1.0 / (1.0 + math.exp(-diff / 6.0))
        return {0: p0, 1: 1.0 - p0}

    def search_depth(self) -> int:
        """Playouts run to the end of the game (at most about 70 decisions, 1-2 ms)."""
        return 200

    def timeout_action(self, state: State, seat: int) -> Action:
        return self.auto_action(state, seat)

    def auto_action(self, state: State, seat: int) -> Action:
        """A greedy player: scores each legal action by a cheap estimate of its worth (VP, coins,
        shields when behind or close to a capital, science pairs and supremacy threats, play
        again) and plays the best one.  Always legal; raises IllegalAction if ``seat`` is not
        prompted."""
        acts = R.legal(state, seat)
        if not acts:
            raise Refusal("not_your_turn", msg("sevenwd-err-not-your-turn"))
        return choose(state, seat, acts)


def _static_worth(c: Card) -> float:
    """A card's worth in a playout, whatever the state (rough VP: points, production, coins,
    shields, science, guilds)."""
    v = float(c.vp) + c.coins / 3 + 2.0 * c.shields
    if c.produces is not None:
        v += 1.5 * sum(c.produces)
    if c.choice >= 0 or c.fixed1:
        v += 2.0
    if c.science:
        v += 3.0
    if c.guild is not None:
        v += 4.0
    return v


#: the playouts' static worth of each card and Wonder (engine.search_rollout)
_STATIC = {cid: _static_worth(c) for cid, c in CARDS.items()}
_STATIC_WONDER = {wid: w.vp + w.coins / 3 + 2.0 * w.shields + (3.0 if w.play_again else 0.0) + 1.0
                  for wid, w in WONDERS.items()}
