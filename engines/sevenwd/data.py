"""The 7 Wonders Duel material (cards, guilds, Wonders, progress tokens, Age layouts, conflict
track), read once from ``cards.yaml`` and validated by the pydantic models below, then compiled
into plain, slotted Python objects that the hot rule code reads (attribute access, tuples).

Resources are indexed ``0..4`` in :data:`RESOURCES` order (wood, clay, stone, glass, papyrus).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

RESOURCES: tuple[str, ...] = ("wood", "clay", "stone", "glass", "papyrus")
RES_INDEX = {r: i for i, r in enumerate(RESOURCES)}
COLORS: tuple[str, ...] = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
Resource = Literal["wood", "clay", "stone", "glass", "papyrus"]
Color = Literal["brown", "grey", "blue", "green", "yellow", "red", "purple"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class CostSpec(_Strict):
    coins: int = 0
    wood: int = 0
    clay: int = 0
    stone: int = 0
    glass: int = 0
    papyrus: int = 0


class CoinsPerCard(_Strict):
    color: Color
    amount: int


class CardEffects(_Strict):
    produces: dict[Resource, int] = Field(default_factory=dict)
    produces_choice: list[Resource] = Field(default_factory=list)
    trade_fixed_1: list[Resource] = Field(default_factory=list)
    coins: int = 0
    coins_per_card: CoinsPerCard | None = None
    coins_per_wonder: int = 0
    vp: int = 0
    shields: int = 0
    science: str | None = None


class GuildSpec(_Strict):
    counts: list[Literal["brown", "grey", "blue", "green", "yellow", "red", "constructed_wonders", "sets_of_3_coins"]]
    coins_per_item: int
    vp_per_item: int


class CardSpec(_Strict):
    id: str
    name: str
    name_it: str
    age: int = Field(ge=1, le=3)
    color: Color
    cost: CostSpec
    effects: CardEffects = CardEffects()
    chain_from: str | None = None
    chain_to: str | None = None
    guild: GuildSpec | None = None


class WonderEffects(_Strict):
    coins: int = 0
    opponent_loses_coins: int = 0
    play_again: bool = False
    vp: int = 0
    shields: int = 0
    destroy_opponent_card: Color | None = None
    build_from_discard: bool = False
    progress_from_box: bool = False
    produces_choice: list[Resource] = Field(default_factory=list)


class WonderSpec(_Strict):
    id: str
    name: str
    name_it: str
    cost: CostSpec
    effects: WonderEffects
    text: str


class TokenEffects(_Strict):
    coins: int = 0
    vp: int = 0
    science: str | None = None


class TokenSpec(_Strict):
    id: str
    name: str
    name_it: str
    effects: TokenEffects
    text: str


class Zone(_Strict):
    positions: list[int]
    vp: int


class MilitaryTokenSpec(_Strict):
    positions: list[int]
    loot: int


class MilitarySpec(_Strict):
    capital: int
    zones: list[Zone]
    tokens: list[MilitaryTokenSpec]


class Row(_Strict):
    row: int
    face_up: bool
    slots: list[int]
    x: list[int]


class LayoutSpec(_Strict):
    age: int
    rows: list[Row]
    covered_by: dict[int, list[int]]

    @model_validator(mode="after")
    def _covering_matches_rows(self) -> "LayoutSpec":
        where = {s: (r.row, x) for r in self.rows for s, x in zip(r.slots, r.x, strict=True)}
        if sorted(where) != list(range(20)):
            raise ValueError(f"Age {self.age} layout must have slots 0..19")
        for s, (row, x) in where.items():
            derived = sorted(t for t, (rt, xt) in where.items() if rt == row + 1 and abs(xt - x) == 1)
            if sorted(self.covered_by[s]) != derived:
                raise ValueError(f"Age {self.age} slot {s}: covered_by {self.covered_by[s]} != {derived}")
        return self


class DataSpec(_Strict):
    cards: list[CardSpec]
    guilds: list[CardSpec]
    wonders: list[WonderSpec]
    progress_tokens: list[TokenSpec]
    science_symbols: list[str]
    military: MilitarySpec
    layouts: list[LayoutSpec]

    @model_validator(mode="after")
    def _consistent(self) -> "DataSpec":
        ids = [c.id for c in self.cards + self.guilds] + [w.id for w in self.wonders]
        ids += [t.id for t in self.progress_tokens]
        if len(ids) != len(set(ids)):
            raise ValueError("duplicate ids in cards.yaml")
        symbols = set(self.science_symbols)
        given = {c.chain_to for c in self.cards if c.chain_to}
        for c in self.cards + self.guilds:
            if c.effects.science and c.effects.science not in symbols:
                raise ValueError(f"{c.id}: unknown science symbol {c.effects.science}")
            if c.chain_from and c.chain_from not in given:
                raise ValueError(f"{c.id}: no card gives chain symbol {c.chain_from}")
            if (c.color == "purple") != (c.guild is not None):
                raise ValueError(f"{c.id}: guild data only on purple cards")
        return self


DATA_PATH = Path(__file__).with_name("cards.yaml")


@cache
def load_spec() -> DataSpec:
    """The validated contents of ``cards.yaml`` (raises pydantic.ValidationError if bad).  Read
    with libyaml's safe loader where PyYAML has it (the same data, a quarter of the pure-Python
    loader's time: every process that plays or replays a game reads it)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with DATA_PATH.open(encoding="utf-8") as fh:
        return DataSpec.model_validate(yaml.load(fh, Loader=loader))  # noqa: S506 (a safe loader)


# ---- compiled, plain objects used by the rules ------------------------------------------------


def _res_cost(cost: CostSpec) -> tuple[tuple[int, int], ...]:
    return tuple((i, getattr(cost, r)) for i, r in enumerate(RESOURCES) if getattr(cost, r))


class Card:
    """An Age card or guild.  ``res``: ((resource index, units), ...); ``produces``: 5 ints or
    None; ``choice``: 0 (one raw material), 1 (one manufactured good) or -1; ``fixed1``:
    resource indices bought at 1 coin."""

    __slots__ = ("id", "name", "name_it", "age", "color", "coins_cost", "res", "produces", "choice",
                 "fixed1", "coins", "per_card", "per_wonder", "vp", "shields", "science",
                 "chain_from", "chain_to", "guild", "back")

    def __init__(self, s: CardSpec) -> None:
        e = s.effects
        self.id, self.name, self.name_it, self.age, self.color = s.id, s.name, s.name_it, s.age, s.color
        self.coins_cost = s.cost.coins
        self.res = _res_cost(s.cost)
        produced = {str(r): n for r, n in e.produces.items()}
        self.produces = tuple(produced.get(r, 0) for r in RESOURCES) if produced else None
        self.choice = (0 if e.produces_choice[0] in ("wood", "clay", "stone") else 1) if e.produces_choice else -1
        self.fixed1 = tuple(RES_INDEX[r] for r in e.trade_fixed_1)
        self.coins = e.coins
        self.per_card = (e.coins_per_card.color, e.coins_per_card.amount) if e.coins_per_card else None
        self.per_wonder = e.coins_per_wonder
        self.vp, self.shields, self.science = e.vp, e.shields, e.science
        self.chain_from, self.chain_to = s.chain_from, s.chain_to
        self.guild = s.guild
        self.back = "guild" if s.color == "purple" else str(s.age)


class Wonder:
    __slots__ = ("id", "name", "name_it", "res", "coins", "opp_loses", "play_again", "vp", "shields",
                 "destroy", "mausoleum", "library", "choice", "text", "cost")

    def __init__(self, s: WonderSpec) -> None:
        e = s.effects
        self.id, self.name, self.name_it, self.text = s.id, s.name, s.name_it, s.text
        self.res = _res_cost(s.cost)
        self.cost = {r: n for r, n in s.cost.model_dump().items() if n and r != "coins"}
        self.coins, self.opp_loses, self.play_again = e.coins, e.opponent_loses_coins, e.play_again
        self.vp, self.shields, self.destroy = e.vp, e.shields, e.destroy_opponent_card
        self.mausoleum, self.library = e.build_from_discard, e.progress_from_box
        self.choice = (0 if e.produces_choice[0] in ("wood", "clay", "stone") else 1) if e.produces_choice else -1


class Token:
    __slots__ = ("id", "name", "name_it", "coins", "vp", "science", "text")

    def __init__(self, s: TokenSpec) -> None:
        self.id, self.name, self.name_it, self.text = s.id, s.name, s.name_it, s.text
        self.coins, self.vp, self.science = s.effects.coins, s.effects.vp, s.effects.science


class Layout:
    """``row``/``x``/``face_up`` per slot; ``covered_by[s]``: slots covering ``s``;
    ``covers[s]``: slots that ``s`` covers (uncovered when ``s`` is taken)."""

    __slots__ = ("age", "row", "x", "face_up", "covered_by", "covers")

    def __init__(self, s: LayoutSpec) -> None:
        self.age = s.age
        self.row = [0] * 20
        self.x = [0] * 20
        self.face_up = [False] * 20
        for r in s.rows:
            for slot, x in zip(r.slots, r.x):
                self.row[slot], self.x[slot], self.face_up[slot] = r.row, x, r.face_up
        self.covered_by = tuple(tuple(s.covered_by[i]) for i in range(20))
        self.covers = tuple(tuple(j for j in range(20) if i in self.covered_by[j]) for i in range(20))


SPEC = load_spec()
CARDS: dict[str, Card] = {c.id: Card(c) for c in SPEC.cards + SPEC.guilds}
AGE_DECKS: dict[int, tuple[str, ...]] = {a: tuple(c.id for c in SPEC.cards if c.age == a) for a in (1, 2, 3)}
GUILDS: tuple[str, ...] = tuple(c.id for c in SPEC.guilds)
WONDERS: dict[str, Wonder] = {w.id: Wonder(w) for w in SPEC.wonders}
TOKENS: dict[str, Token] = {t.id: Token(t) for t in SPEC.progress_tokens}
LAYOUTS: dict[int, Layout] = {lay.age: Layout(lay) for lay in SPEC.layouts}
CAPITAL: int = SPEC.military.capital
#: distance from the centre -> VP of the player the pawn favours
ZONE_VP: tuple[int, ...] = tuple(
    [0] + [next(z.vp for z in SPEC.military.zones if d in z.positions) for d in range(1, CAPITAL)] + [SPEC.military.zones[-1].vp]
)
#: distance from the centre at which a military token lies -> coins looted
TOKEN_LOOT: dict[int, int] = {t.positions[0]: t.loot for t in SPEC.military.tokens}
TOKEN_ZONE: dict[int, tuple[int, ...]] = {t.positions[0]: tuple(t.positions) for t in SPEC.military.tokens}
