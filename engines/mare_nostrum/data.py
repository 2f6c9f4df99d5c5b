"""Mare Nostrum data files (``data/map.yaml``, ``data/game.yaml``), validated by pydantic at load.

``load(expansion="base")`` returns a :class:`Rules` with the map restricted to the boards in play
(the Mythology extension board only through ``mythology_data.rules()``) and derived look-ups
(land neighbours, coasts, sea links).  The data are read once and cached.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

DATA = Path(__file__).parent / "data"

Item = Literal["influence", "city", "caravan", "legion", "trireme", "fortress", "temple", "market", "hero", "wonder", "pyramids"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Sea(_Frozen):
    id: str
    name: str
    board: Literal["base", "mythology"]


class Province(_Frozen):
    id: str
    name: str
    board: Literal["base", "mythology"]
    island: bool
    capital_of: str | None = None
    #: one entry per city site (the city's name)
    cities: list[str]
    #: one entry per resource (caravan) site: the commodity id
    resources: list[str]
    coasts: list[str]


class Strait(_Frozen):
    id: str
    name: str
    provinces: list[str]
    sea: str
    board: str


class ExtraCoast(_Frozen):
    province: str
    sea: str


class MapData(_Frozen):
    source: str
    seas: list[Sea]
    provinces: list[Province]
    land_borders: list[tuple[str, str]]
    sea_links: list[tuple[str, str]]
    straits: list[Strait]
    extension_extra_coasts: list[ExtraCoast]
    place_names: dict[str, str]
    #: Land provinces on the edge of the board with the Mythology extension (Queen of Sheba's
    #: mercenaries, mnm-it "al bordo del tabellone"); DESIGNED like the layout (D24)
    board_edges: list[str] = []

    @model_validator(mode="after")
    def _ids_resolve(self) -> "MapData":
        pids = {p.id for p in self.provinces}
        sids = {s.id for s in self.seas}
        if len(pids) != len(self.provinces) or len(sids) != len(self.seas):
            raise ValueError("duplicate province or sea id")
        for a, b in self.land_borders:
            if a not in pids or b not in pids or a == b:
                raise ValueError(f"bad land border {a}-{b}")
        for a, b in self.sea_links:
            if a not in sids or b not in sids or a == b:
                raise ValueError(f"bad sea link {a}-{b}")
        for p in self.provinces:
            for s in p.coasts:
                if s not in sids:
                    raise ValueError(f"{p.id}: unknown sea {s}")
        if set(self.board_edges) - pids:
            raise ValueError(f"unknown board-edge provinces {sorted(set(self.board_edges) - pids)}")
        island_borders = {x for ab in self.land_borders for x in ab} & {p.id for p in self.provinces if p.island}
        if island_borders:
            raise ValueError(f"islands with land borders: {sorted(island_borders)}")
        return self


class CivSetup(_Frozen):
    influence: list[str]
    #: "province:City name"
    cities: list[str]
    #: "province:resource"
    caravans: list[str]
    temples: list[str]
    markets: list[str]
    legions: dict[str, int]
    triremes: dict[str, int]
    fortresses: dict[str, int]


class Civilization(_Frozen):
    name: str
    #: the Italian rulebook's name
    name_it: str | None = None
    colour: str
    hero: str
    capital: str
    starting_role: str | None
    introductory: CivSetup


class Effect(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")
    id: str


class SpecialCard(_Frozen):
    id: str
    name: str
    #: the Italian rulebook's name
    name_it: str | None = None
    kind: Literal["hero", "wonder"]
    civ: str | None
    cost: int | None = None
    effects: list[Effect]


class NeutralSetup(_Frozen):
    capital: dict[str, int]
    adjacent: dict[str, int]


class AdvancedSetup(_Frozen):
    points: int
    #: civilization -> seas whose every shore it may also build on (Greece: the Aegean, FAQ
    #: "tutte le province adiacenti lungo il Mar Egeo")
    extra_seas: dict[str, list[str]] = Field(default_factory=dict)
    #: civilization -> provinces it may also build on besides its capital and the capital's land
    #: neighbours; :func:`load` adds every shore of ``extra_seas`` on the boards in play
    extra_provinces: dict[str, list[str]] = Field(default_factory=dict)


class GameData(_Frozen):
    expansion: str
    cards: dict[str, object]
    costs: dict[str, int]
    pieces_per_player: dict[str, int]
    building_pools: dict[int, dict[str, int]]
    leave_out: dict[int, list[str]]
    neutral_setup: NeutralSetup
    advanced_setup: AdvancedSetup
    roles: list[str]
    civilization_order: list[str]
    civilizations: dict[str, Civilization]
    cards_special: list[SpecialCard]

    @property
    def tax_cards(self) -> int:
        return int(self.cards["tax"])  # type: ignore[call-overload]

    @property
    def goods(self) -> dict[str, int]:
        return dict(self.cards["goods"])  # type: ignore[call-overload]


class Rules(BaseModel):
    """Map + game data for one expansion, with derived look-ups."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    map: MapData
    game: GameData
    provinces: dict[str, Province]
    seas: dict[str, Sea]
    #: province -> land neighbours (sorted)
    land: dict[str, list[str]]
    #: province -> adjacent sea spaces
    coasts: dict[str, list[str]]
    #: sea -> linked seas
    sea_links: dict[str, list[str]]
    #: sea -> provinces on its coast
    shores: dict[str, list[str]]
    special: dict[str, SpecialCard]
    commodities: list[str] = Field(default_factory=list)

    def effects(self, card: str, effect_id: str) -> list[Effect]:
        return [e for e in self.special[card].effects if e.id == effect_id]


def _read(name: str) -> dict:
    with open(DATA / name, encoding="utf-8") as f:
        return yaml.safe_load(f)


@functools.cache
def load(expansion: str = "base") -> Rules:
    """The validated data of ``expansion`` ("base"; the Mythology expansion's merged data is
    :func:`engines.mare_nostrum.mythology_data.rules`, which builds on this module).
    Raises pydantic.ValidationError on bad data, ValueError on an unknown expansion."""
    if expansion != "base":
        raise ValueError(f"unknown expansion {expansion!r}")
    mp = MapData.model_validate(_read("map.yaml"))
    game = GameData.model_validate(_read("game.yaml"))
    return build(mp, game, {"base"})


def build(mp: MapData, game: GameData, boards: set[str]) -> Rules:
    """:class:`Rules` of ``game`` on the ``boards`` of ``mp`` (with the extension board, its
    ``extension_extra_coasts`` too), the advanced setup's sea shores resolved into provinces.
    Raises ValueError when a capital is not on the boards."""
    provinces = {p.id: p for p in mp.provinces if p.board in boards}
    seas = {s.id: s for s in mp.seas if s.board in boards}
    land: dict[str, list[str]] = {p: [] for p in provinces}
    for a, b in mp.land_borders:
        if a in provinces and b in provinces:
            land[a].append(b)
            land[b].append(a)
    links: dict[str, list[str]] = {s: [] for s in seas}
    for a, b in mp.sea_links:
        if a in seas and b in seas:
            links[a].append(b)
            links[b].append(a)
    coasts = {p.id: [s for s in p.coasts if s in seas] for p in provinces.values()}
    if "mythology" in boards:
        for ec in mp.extension_extra_coasts:
            if ec.province in coasts and ec.sea in seas and ec.sea not in coasts[ec.province]:
                coasts[ec.province].append(ec.sea)
    shores: dict[str, list[str]] = {s: [] for s in seas}
    for pid, ss in coasts.items():
        for s in ss:
            shores[s].append(pid)
    for civ in game.civilizations.values():
        if civ.capital not in provinces:
            raise ValueError(f"capital {civ.capital} not on the board")
    adv = game.advanced_setup
    extra = {c: list(ps) for c, ps in adv.extra_provinces.items()}
    for c, ss in adv.extra_seas.items():
        if c not in game.civilizations:
            continue
        cap = game.civilizations[c].capital
        for s in ss:
            if s not in seas:
                raise ValueError(f"advanced setup: unknown sea {s}")
            extra.setdefault(c, [])
            extra[c] += [p for p in sorted(shores[s]) if p != cap and p not in extra[c]]
    game = game.model_copy(update={"advanced_setup": adv.model_copy(update={"extra_provinces": extra})})
    return Rules(
        map=mp,
        game=game,
        provinces=provinces,
        seas=seas,
        land={k: sorted(v) for k, v in land.items()},
        coasts=coasts,
        sea_links={k: sorted(v) for k, v in links.items()},
        shores={k: sorted(v) for k, v in shores.items()},
        special={c.id: c for c in game.cards_special},
        commodities=list(game.goods),
    )
