"""The messages of 7 Wonders Duel (catalogs: ``i18n/locales/<lang>/sevenwd.ftl``).

The engine never writes a sentence: it builds :class:`engines.text.Msg` values with
:func:`engines.text.msg` (no validation: events are built on every action).  This module holds
the helpers shared by the rules (events, errors), the engine (panel, status, views) and the
glossary: proper names (cards, Wonders, progress tokens), resources, costs and effects in words.
"""

from __future__ import annotations

from typing import Any

from engines.sevenwd.data import CARDS, RESOURCES, TOKENS, WONDERS, Card
from engines.text import Msg

_new = object.__new__
_set = object.__setattr__
_FIELDS = frozenset(("id", "args"))


def msg(id: str, **args: Any) -> Msg:
    """The same :class:`Msg` as :func:`engines.text.msg` (no validation), built without
    pydantic's ``model_construct`` (the events of every action are built with it: the pure
    apply loop of the benchmark spends a fifth of its time there otherwise)."""
    m = _new(Msg)
    _set(m, "__dict__", {"id": id, "args": args})
    _set(m, "__pydantic_fields_set__", set(_FIELDS))
    _set(m, "__pydantic_extra__", None)
    _set(m, "__pydantic_private__", None)
    return m

#: the resource families of the "one of" producers (Card.choice / Wonder.choice: 0 raw, 1 manufactured)
CHOICE_FAMILIES = ((0, 1, 2), (3, 4))

_CARD = {cid: msg(f"sevenwd-card-{cid}") for cid in CARDS}
_WONDER = {wid: msg(f"sevenwd-wonder-{wid}") for wid in WONDERS}
_TOKEN = {tid: msg(f"sevenwd-token-{tid}") for tid in TOKENS}


def P(seat: int) -> str:
    """The seat placeholder ``"{pN}"`` (an argument; the edge puts the display name in)."""
    return f"{{p{seat}}}"


def card(cid: str) -> Msg:
    """A card's (or guild's) name: ``sevenwd-card-<id>``."""
    return _CARD[cid]


def wonder(wid: str) -> Msg:
    """A Wonder's name: ``sevenwd-wonder-<id>``."""
    return _WONDER[wid]


def token(tid: str) -> Msg:
    """A progress token's name: ``sevenwd-token-<id>``."""
    return _TOKEN[tid]


def wonder_effect(wid: str) -> Msg:
    """A Wonder's effect in one short sentence (``sevenwd-wonder-effect-<id>``)."""
    return msg(f"sevenwd-wonder-effect-{wid}")


def token_effect(tid: str) -> Msg:
    """A progress token's effect in one short sentence (``sevenwd-token-effect-<id>``)."""
    return msg(f"sevenwd-token-effect-{tid}")


def age(n: int) -> Msg:
    """"Age II" (the Ages by their Roman numerals)."""
    return msg("sevenwd-age", age=n)


def units(resource: int | str, n: int) -> Msg:
    """``n`` units of a resource ("2 stone")."""
    return msg("sevenwd-units", res=resource if isinstance(resource, str) else RESOURCES[resource], n=n)


def res_name(resource: int | str) -> Msg:
    """A resource's name ("glass")."""
    return msg("sevenwd-res", res=resource if isinstance(resource, str) else RESOURCES[resource])


def needs(res: tuple[tuple[int, int], ...]) -> list[Msg]:
    """``((resource, units), ...)`` as a list of :func:`units` (joined as the language joins lists)."""
    return [units(r, n) for r, n in res]


def bought(units_bought: list[tuple[int, int]]) -> list[Msg]:
    """The units bought ``[(price, resource), ...]`` as "1 glass at 3", "2 stone at 4 each"."""
    agg: dict[tuple[int, int], int] = {}
    for u in units_bought:
        agg[u] = agg.get(u, 0) + 1
    return [msg("sevenwd-bought", what=units(r, n), n=n, price=p)
            for (p, r), n in sorted(agg.items(), key=lambda kv: (kv[0][1], kv[0][0]))]


def buy_description(units_bought: list[tuple[int, int]]) -> Msg:
    """A choice's short description of the units to buy, ``[(price, resource), ...]``: "Buy 1
    wood and 2 glass for 8 coins" (a button's description holds 100 characters: the unit prices,
    named with their coins, did not fit; the panel lists the trading prices)."""
    per: dict[int, int] = {}
    for _, r in units_bought:
        per[r] = per.get(r, 0) + 1
    return msg("sevenwd-desc-buy", bought=[units(r, n) for r, n in sorted(per.items())],
               n=sum(p for p, _ in units_bought))


def one_of(family: int) -> Msg:
    """"one of wood, clay or stone" for a one-of producer of ``family`` (0 raw, 1 manufactured)."""
    return _ONE_OF[family]


_ONE_OF = (msg("sevenwd-one-of-raw"), msg("sevenwd-one-of-goods"))


def join(parts: list[Any]) -> Msg:
    """Several clauses of one sentence joined by semicolons (1 to 5 parts)."""
    keys = "abcde"
    return msg(f"sevenwd-join-{len(parts)}", **{keys[i]: p for i, p in enumerate(parts)})


def card_effect(c: Card) -> Msg:
    """A card's effect in a few words ("2 shields", "Science symbol: quill; 1 VP", ...)."""
    parts: list[Any] = []
    if c.produces is not None:
        parts.append(msg("sevenwd-fx-produces", what=[units(i, n) for i, n in enumerate(c.produces) if n]))
    if c.choice >= 0:
        parts.append(msg("sevenwd-fx-produces-one-of", what=one_of(c.choice)))
    if c.fixed1:
        parts.append(msg("sevenwd-fx-fixed-price", what=[res_name(i) for i in c.fixed1]))
    if c.shields:
        parts.append(msg("sevenwd-fx-shields", n=c.shields))
    if c.science:
        parts.append(msg("sevenwd-fx-science", symbol=c.science))
    if c.coins:
        parts.append(msg("sevenwd-fx-coins", n=c.coins))
    if c.per_card:
        parts.append(msg("sevenwd-fx-coins-per-card", n=c.per_card[1], color=c.per_card[0]))
    if c.per_wonder:
        parts.append(msg("sevenwd-fx-coins-per-wonder", n=c.per_wonder))
    if c.guild is not None:
        g = c.guild
        parts.append(msg("sevenwd-fx-guild", coins=g.coins_per_item, vp=g.vp_per_item, what="-".join(g.counts)))
    if c.vp:
        parts.append(msg("sevenwd-fx-vp", n=c.vp))
    if c.chain_to:
        parts.append(msg("sevenwd-fx-chain", symbol=c.chain_to))
    return join(parts) if parts else msg("sevenwd-fx-none")


def cost_text(coins: int, res: tuple[tuple[int, int], ...]) -> Msg:
    """A printed cost in words: "free", "2 coins", "1 glass and 1 papyrus", "2 coins, 1 glass..."."""
    items: list[Msg] = [msg("sevenwd-coins", n=coins)] if coins else []
    items += needs(res)
    return msg("sevenwd-cost", items=items) if items else msg("sevenwd-cost-free")


def chain_source(cards: list[str], symbol: str | None) -> str | None:
    """The card of ``cards`` that shows chain ``symbol`` (None if none)."""
    if symbol is None:
        return None
    return next((x for x in cards if CARDS[x].chain_to == symbol), None)


#: the prompt kinds (Prompt.kind); their texts are the messages ``sevenwd-prompt-<kind>``
PROMPT_KINDS = ("draft_wonder", "play_card", "choose_progress_token", "destroy_card", "build_from_discard",
                "choose_library_token", "choose_first_player", "game_over")
PROMPT_TEXT = {k: msg("sevenwd-prompt-" + k.replace("_", "-")) for k in PROMPT_KINDS}
