"""7 Wonders Duel's presentation: the private choice panel and the status lines, built from the
seat's view (``player_view``) and the rules' queries.  Keys are short ids; every text is a message
(i18n/locales/<lang>/sevenwd.ftl); the edge fits the tree to Discord (cogs/panels.py)."""

from __future__ import annotations

from typing import Any, cast

from engines.base import Engine, Option, Panel
from engines.sevenwd import rules as R
from engines.sevenwd import texts as T
from engines.sevenwd.data import CARDS, WONDERS, Card
from engines.sevenwd.rules import State
from engines.sevenwd.texts import PROMPT_TEXT, msg
from engines.sevenwd.view import CityView, View
from engines.text import Msg, Text


def _card_label(c: Card) -> Msg:
    """A card's panel label: its name in the reader's language and its colour ("Walls (red)")."""
    return msg("sevenwd-card-label", card=T.card(c.id), color=c.color)


def card_text(c: Card) -> Msg:
    """A card's effect in a few words ("Produces 2 wood", "2 shields", "Science symbol: quill; 1 VP")."""
    return T.card_effect(c)


def status_text(eng: Engine[State, Any], state: State, seat: int | None) -> Text:
    """A few lines, one message each (``{p0}``/``{p1}`` for the players' names)."""
    v = cast(View, eng.player_view(state, seat))
    out: list[Msg | str] = []
    if v.outcome is not None:
        out.append(msg("sevenwd-status-over", result=v.outcome.text))
        out.append(msg("sevenwd-status-scores", player=R.P(0), vp=v.outcome.scores[0].total,
                       opponent=R.P(1), other_vp=v.outcome.scores[1].total))
    else:
        where = msg("sevenwd-draft") if v.phase == "draft" else T.age(v.age)
        out.append(msg("sevenwd-status-turn", where=where, who=[R.P(s) for s in v.prompt.seats],
                       what=v.prompt.text))
    for c in v.cities:
        built = sum(w.built for w in c.wonders)
        ncards = sum(len(x) for x in c.cards.values())
        out.append(msg("sevenwd-status-city", player=R.P(c.seat), coins=c.coins, cards=ncards, wonders=built,
                       science=c.distinct_science, vp=c.vp))
    out.append(_pawn_text(v.conflict.pawn, None))
    return out


def _pawn_text(pawn: int, seat: int | None) -> Msg:
    if pawn == 0:
        return msg("sevenwd-pawn-centre")
    side = 1 if pawn > 0 else 0
    if seat is None:
        return msg("sevenwd-pawn-toward", n=abs(pawn), player=R.P(side))
    return msg("sevenwd-pawn-toward-you" if side == seat else "sevenwd-pawn-toward-opponent", n=abs(pawn))


def panel(eng: Engine[State, Any], state: State, seat: int) -> Panel:
    """The seat's choice tree (keys: ``s<slot>`` then ``b`` build / ``d`` discard / ``w<i>``
    Wonder i of yours; draft, progress, library: the Wonder / token id; destroy, mausoleum:
    the card id; first player: ``me`` / ``opponent``) and a summary of its situation."""
    st = state
    v = cast(View, eng.player_view(st, seat))
    me, opp = v.cities[seat], v.cities[1 - seat]
    text: list[Msg | str] = [
        msg("sevenwd-panel-you", coins=me.coins, production=_prod_text(me), shields=me.shields,
            science=me.distinct_science, vp=me.vp),
        msg("sevenwd-panel-prices", prices=[msg("sevenwd-price", res=r, n=p)
                                            for r, p in me.production.trade_prices.items()]),
        msg("sevenwd-panel-opponent", coins=opp.coins, production=_prod_text(opp),
            science=opp.distinct_science, vp=opp.vp),
        _pawn_text(st.pawn, seat),
    ]
    if me.progress_tokens:
        text.append(msg("sevenwd-panel-your-tokens", tokens=[T.token(t.id) for t in me.progress_tokens]))
    if v.progress_board:
        text.append(msg("sevenwd-panel-board-tokens", tokens=[T.token(t.id) for t in v.progress_board]))
    kind, who = R.prompt_key(st)
    options: list[Option] = []
    if who == seat:
        options = _options(st, seat, kind)
        title = msg("sevenwd-panel-title-act", what=PROMPT_TEXT[kind])
    elif who is None:
        title = msg("sevenwd-panel-title-over")
    else:
        title = msg("sevenwd-panel-title-wait")
    return Panel(title=title, text=text, options=options)


def _prod_text(c: CityView) -> Msg:
    items: list[Msg] = [T.units(r, n) for r, n in c.production.fixed.items() if n]
    items += [T.one_of(0 if ch[0] in ("wood", "clay", "stone") else 1) for ch in c.production.choices]
    return msg("sevenwd-production", items=items) if items else msg("sevenwd-production-none")


def _options(st: State, seat: int, kind: str) -> list[Option]:
    opp = 1 - seat
    if kind == "draft_wonder":
        return [Option(key=w, label=msg("sevenwd-opt-draft", wonder=T.wonder(w), cost=T.cost_text(0, WONDERS[w].res)),
                       description=T.wonder_effect(w), action={"kind": "draft", "wonder": w})
                for w in st.draft_offer]
    if kind == "play_card":
        return _turn_options(st, seat)
    p = st.pending[-1]
    if p.kind in ("progress", "library"):
        ids = st.progress_board if p.kind == "progress" else st.library_draw
        return [Option(key=t, label=T.token(t), description=T.token_effect(t),
                       action={"kind": p.kind, "token": t}) for t in ids]
    if p.kind == "destroy":
        return [Option(key=c, label=_card_label(CARDS[c]), description=card_text(CARDS[c]),
                       style="danger", action={"kind": "destroy", "card": c})
                for c in st.cards[opp] if CARDS[c].color == p.color]
    if p.kind == "mausoleum":
        return [Option(key=c, label=_card_label(CARDS[c]), description=card_text(CARDS[c]),
                       action={"kind": "mausoleum", "card": c}) for c in st.discard]
    age = T.age(st.age)
    return [Option(key="me", label=msg("sevenwd-opt-i-start", age=age), style="primary",
                   action={"kind": "first_player", "seat": seat}),
            Option(key="opponent", label=msg("sevenwd-opt-opponent-starts", age=age),
                   action={"kind": "first_player", "seat": opp})]


def _turn_options(st: State, seat: int) -> list[Option]:
    e = R.econ(st, seat)
    coins = st.coins[seat]
    discard_gain = 2 + e.yellow
    # (index, label, description, disabled, action without its slot)
    wonder_opts: list[tuple[int, Msg, Msg, Msg | None, dict[str, Any]]] = []
    full = len(st.built[0]) + len(st.built[1]) >= R.MAX_WONDERS
    for i, w in enumerate(st.wonders[seat]):
        if w in st.built[seat]:
            continue
        name = T.wonder(w)
        trade, units = R.wonder_cost(w, e)
        if units:
            label = msg("sevenwd-opt-wonder-paid", wonder=name, n=trade)
            desc = T.buy_description(units)
        else:
            label, desc = msg("sevenwd-opt-wonder-free", wonder=name), T.wonder_effect(w)
        disabled: Msg | None = None
        if w == st.removed_wonder or full:
            disabled = msg("sevenwd-err-wonder-removed", wonder=name)
        elif trade > coins:
            disabled = R.cannot_afford(name, WONDERS[w].res, 0, trade, e, coins)
        wonder_opts.append((i, label, desc, disabled, {"kind": "wonder", "wonder": w}))
    out = []
    for s in R.accessible_slots(st):
        c = CARDS[st.layout[s]]  # type: ignore[index]
        total, trade, units, chained = R.card_cost(c, e)
        if chained:
            src = T.chain_source(st.cards[seat], c.chain_from)
            blabel = msg("sevenwd-opt-build-chain", source=T.card(src) if src else "")
            bshort = msg("sevenwd-short-chain")
        elif total == 0:
            blabel, bshort = msg("sevenwd-opt-build-free"), msg("sevenwd-short-free")
        else:
            blabel, bshort = msg("sevenwd-opt-build-coins", n=total), msg("sevenwd-coins", n=total)
        bdesc = T.buy_description(units) if units else card_text(c)
        bdis = R.cannot_afford(T.card(c.id), c.res, c.coins_cost, total, e, coins) if total > coins else None
        children = [Option(key="b", label=blabel, description=bdesc, style="success",
                           disabled=bdis, action={"kind": "build", "slot": s})]
        children.append(Option(key="d", label=msg("sevenwd-opt-discard", n=discard_gain),
                               action={"kind": "discard", "slot": s}))
        for i, label, wdesc, dis, action in wonder_opts:
            children.append(Option(key=f"w{i}", label=label, description=wdesc, style="primary", disabled=dis,
                                   action={"kind": "wonder", "slot": s, "wonder": action["wonder"]}))
        label = msg("sevenwd-slot-label", card=T.card(c.id), color=c.color, build=bshort, afford=int(bdis is None))
        out.append(Option(key=f"s{s}", label=label, description=card_text(c), children=children))
    return out
