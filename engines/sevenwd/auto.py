"""The automatic player of 7 Wonders Duel: a one-ply greedy heuristic (no search), fast enough
for timeouts, demos and benchmarks.  It only ever returns one of the legal actions it is given."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.sevenwd import rules as R
from engines.sevenwd.data import CAPITAL, CARDS, TOKENS, WONDERS
from engines.sevenwd.rules import State

#: static worth of the progress tokens (rough VP equivalents)
TOKEN_WORTH = {"law": 6, "philosophy": 7, "agriculture": 6, "urbanism": 5, "theology": 5, "mathematics": 6,
               "strategy": 5, "masonry": 4, "architecture": 4, "economy": 4}
#: static worth of the Wonders in the draft
WONDER_WORTH = {"the_pyramids": 9, "the_sphinx": 9, "the_temple_of_artemis": 8, "the_appian_way": 8,
                "the_hanging_gardens": 8, "piraeus": 8, "the_great_library": 7, "the_colossus": 7,
                "the_great_lighthouse": 6, "the_statue_of_zeus": 6, "circus_maximus": 6, "the_mausoleum": 5}


def _shield_worth(st: State, seat: int, n: int) -> float:
    """Shields matter more when the pawn is near a capital (either one)."""
    toward = st.pawn if seat == 0 else -st.pawn  # >0: ahead
    if toward + n >= CAPITAL:
        return 1000.0
    base = 2.0 * n
    if toward < 0:
        base += 1.5 * n * (1 + (-toward) / 3)
    elif toward >= 5:
        base += 2.0 * n
    return base


def card_worth(st: State, seat: int, cid: str) -> float:
    """A rough value in VP of building ``cid`` for ``seat`` now (before paying)."""
    c = CARDS[cid]
    v = float(c.vp)
    if c.produces is not None:
        v += (4 - st.age) * 1.3 * sum(c.produces)
    if c.choice >= 0:
        v += (4 - st.age) * 1.2
    if c.fixed1:
        v += (4 - st.age) * 0.8 * len(c.fixed1)
    v += c.coins / 3
    if c.per_card is not None:
        color, amount = c.per_card
        v += amount * (1 + sum(1 for x in st.cards[seat] if CARDS[x].color == color)) / 3
    if c.per_wonder:
        v += c.per_wonder * len(st.built[seat]) / 3
    if c.shields:
        v += _shield_worth(st, seat, c.shields + (1 if "strategy" in st.tokens[seat] else 0))
    if c.science:
        syms = R.science_symbols(st, seat)
        if c.science not in syms and len(set(syms)) == 5:
            return 1000.0
        v += 5 if c.science in syms and st.progress_board else 2 + len(set(syms)) * 0.5
    if c.guild is not None:
        v += c.guild.vp_per_item * R.guild_count(st, c) + c.guild.coins_per_item * R.guild_count(st, c) / 3
    if c.chain_to:
        v += 1.5
    return v


def _wonder_worth(st: State, seat: int, wid: str) -> float:
    w = WONDERS[wid]
    v = w.vp + w.coins / 3 + w.opp_loses / 3
    if w.play_again or "theology" in st.tokens[seat]:
        v += 3
    if w.shields:
        v += _shield_worth(st, seat, w.shields)
    if w.choice >= 0:
        v += 2 * (4 - st.age)
    if w.destroy or w.mausoleum or w.library:
        v += 2
    return v


def scores(st: State, seat: int, acts: Sequence[Any]) -> list[float]:
    """The heuristic's worth (rough VP) of each of ``acts`` (legal actions of ``seat``, all of
    one kind), in order; 1000 or more for an action that wins the game or stops a loss.  The
    greedy player plays the best; the search uses them as its prior (engine.search_prior)."""
    kind = acts[0].kind
    if kind == "draft":
        return [float(WONDER_WORTH.get(a.wonder, 0)) for a in acts]
    if kind in ("progress", "library"):
        return [1000.0 if (TOKENS[a.token].science and len(set(R.science_symbols(st, seat))) == 5)
                else float(TOKEN_WORTH.get(a.token, 0)) for a in acts]
    if kind in ("destroy", "mausoleum"):
        owner = 1 - seat if kind == "destroy" else seat
        return [card_worth(st, owner, a.card) for a in acts]
    if kind == "first_player":
        return [1.0 if a.seat == seat else 0.0 for a in acts]
    e = R.econ(st, seat)
    out: list[float] = []
    for a in acts:
        cid = st.layout[a.slot]
        if a.kind == "build":
            c = CARDS[cid]
            v = card_worth(st, seat, cid) - R.card_cost(c, e)[0] / 3
        elif a.kind == "wonder":
            v = _wonder_worth(st, seat, a.wonder) - R.wonder_cost(a.wonder, e)[0] / 3
        else:
            gain = 2 + e.yellow
            # deny the opponent a card that would win him the game
            v = gain / 3 - 1 + (50 if card_worth(st, 1 - seat, cid) >= 1000 else 0)
        out.append(v)
    return out


def choose(st: State, seat: int, acts: Sequence[Any]) -> Any:
    """The best of ``acts`` (legal actions of ``seat``) by the heuristic; first on ties."""
    vals = scores(st, seat, acts)
    return acts[vals.index(max(vals))]
