"""Antike's data (engines/antike/data/antike.yaml), validated by pydantic models at import.

``RONDEL``: the 8 rondel spaces clockwise (index 0..7); ``KNOW_HOW``: the 8 advances;
``BOARDS``: ``"west"`` and ``"east"`` -> :class:`Board` (provinces, borders, nations, start cities).
A province id is also the id of its city (every province holds exactly one city, rulebook
"Il Tabellone di gioco").  Source: rulebook shared/rules/antike.it.txt; provenance of the maps in
the YAML header (the West board is DESIGNED, the East board as published).
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, model_validator

Resource = Literal["marble", "iron", "gold"]
RESOURCES: tuple[Resource, ...] = ("marble", "iron", "gold")
BorderKind = Literal["land", "sea", "both"]
PERSONALITIES: tuple[str, ...] = ("kings", "scholars", "generals", "citizens", "navigators")


class Space(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    kind: Literal["production", "utilization", "military"]
    resource: Resource | None = None
    pays: Resource | None = None


class KnowHowData(BaseModel):
    model_config = ConfigDict(frozen=True)
    basic: list[str]
    advanced: dict[str, str]  # advanced -> the basic it requires
    cost: dict[Literal["basic", "advanced"], tuple[int, int]]  # (first in the game, later owners)


class Province(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    name: str
    resource: Resource
    x: float
    y: float


class NationEntry(BaseModel):
    model_config = ConfigDict(frozen=True)
    id: str
    counts: list[int]  # the numbers of players with which the nation takes part


class Board(BaseModel):
    """One side of the board: ``provinces`` (50), ``borders`` ``[a, b, kind]``, ``nations`` with
    their participation, ``start_cities[nations in play][nation]`` (one marble, one iron, one gold
    city), ``start_player[nations in play]``, the 2-player pairs."""

    model_config = ConfigDict(frozen=True)
    nations: list[NationEntry]
    start_cities: dict[int, dict[str, list[str]]]
    start_player: dict[int, str]
    two_player_pairs: list[list[str]]
    provinces: list[Province]
    borders: list[tuple[str, str, BorderKind]]

    @cached_property
    def by_id(self) -> dict[str, Province]:
        return {p.id: p for p in self.provinces}

    @cached_property
    def land(self) -> dict[str, frozenset[str]]:
        """province -> neighbours across a red (or red-blue) border: legions cross it."""
        out: dict[str, set[str]] = {p.id: set() for p in self.provinces}
        for a, b, k in self.borders:
            if k in ("land", "both"):
                out[a].add(b)
                out[b].add(a)
        return {k: frozenset(v) for k, v in out.items()}

    @cached_property
    def sea(self) -> dict[str, frozenset[str]]:
        """province -> neighbours across a blue (or red-blue) border: galleys cross it."""
        out: dict[str, set[str]] = {p.id: set() for p in self.provinces}
        for a, b, k in self.borders:
            if k in ("sea", "both"):
                out[a].add(b)
                out[b].add(a)
        return {k: frozenset(v) for k, v in out.items()}

    def allows(self, province: str, unit: str) -> bool:
        """Whether ``unit`` ("legion"/"galley") may be placed in ``province``: provinces with only
        blue borders take galleys only, those with only red borders legions only (rulebook,
        "Armamento")."""
        return bool(self.land[province]) if unit == "legion" else bool(self.sea[province])

    def nations_for(self, players: int) -> list[str]:
        """The nations in play, in the order of their start-city line (2 players: the 4-nation
        line, rulebook "ANTIKE per 2 giocatori")."""
        line = self.start_cities[4 if players == 2 else players]
        return list(line)

    @model_validator(mode="after")
    def _check(self) -> "Board":
        ids = [p.id for p in self.provinces]
        if len(ids) != 50 or len(set(ids)) != 50:
            raise ValueError("a board has 50 provinces")
        known = set(ids)
        seen: set[frozenset[str]] = set()
        for a, b, _ in self.borders:
            if a not in known or b not in known or a == b:
                raise ValueError(f"bad border {a}-{b}")
            if frozenset((a, b)) in seen:
                raise ValueError(f"border {a}-{b} twice")
            seen.add(frozenset((a, b)))
        counts: dict[str, int] = {i: 0 for i in ids}
        for a, b, _ in self.borders:
            counts[a] += 1
            counts[b] += 1
        bad = {k: v for k, v in counts.items() if not 3 <= v <= 6}
        if bad:  # rulebook "Il Tabellone di gioco": three to six neighbours each
            raise ValueError(f"provinces without 3 to 6 neighbours: {bad}")
        nation_ids = {n.id for n in self.nations}
        for n, line in self.start_cities.items():
            if set(line) != {x.id for x in self.nations if n in x.counts}:
                raise ValueError(f"start line {n} does not match the nations in play")
            used: set[str] = set()
            for nation, cities in line.items():
                if nation not in nation_ids or sorted(self.by_id[c].resource for c in cities) != ["gold", "iron", "marble"]:
                    raise ValueError(f"{nation}: start cities must be one marble, one iron and one gold city")
                if used & set(cities):
                    raise ValueError(f"start line {n} shares a city")
                used |= set(cities)
            if self.start_player[n] not in line:
                raise ValueError(f"start player of line {n} is not in play")
        pair_nations = sorted(x for p in self.two_player_pairs for x in p)
        if pair_nations != sorted(self.start_cities[4]):
            raise ValueError("the 2-player pairs are the 4 nations of line 4")
        return self


class GameData(BaseModel):
    model_config = ConfigDict(frozen=True)
    rondel: list[Space]
    know_how: KnowHowData
    personalities: dict[str, int]
    victory: dict[int, int]
    victory_3_players_long: int
    start_resources: dict[Resource, int]
    limits: dict[str, int]
    boards: dict[Literal["west", "east"], Board]

    @model_validator(mode="after")
    def _check(self) -> "GameData":
        if len(self.rondel) != 8:
            raise ValueError("the rondel has 8 spaces")
        # production and utilization of a resource are opposite (4 spaces apart), rulebook
        # "AREE SULLA RUOTA"
        for i, s in enumerate(self.rondel):
            if s.kind == "production":
                opp = self.rondel[(i + 4) % 8]
                if opp.pays != s.resource:
                    raise ValueError(f"{s.id} is not opposite its utilization space")
        if tuple(self.personalities) != PERSONALITIES or sum(self.personalities.values()) != 35:
            raise ValueError("35 personalities in 5 stacks")
        return self


DATA = GameData.model_validate(yaml.safe_load((Path(__file__).parent / "data" / "antike.yaml").read_text(encoding="utf-8")))
RONDEL: list[Space] = DATA.rondel
SPACE_IDS: list[str] = [s.id for s in RONDEL]
BASIC: list[str] = DATA.know_how.basic
ADVANCED: dict[str, str] = DATA.know_how.advanced
KNOW_HOW: list[str] = BASIC + list(ADVANCED)
BOARDS: dict[str, Board] = {str(k): v for k, v in DATA.boards.items()}
LIMITS = DATA.limits
NATIONS: list[str] = sorted({n.id for b in BOARDS.values() for n in b.nations})
#: a nation's colour (same nation, same colour on both sides)
COLORS: dict[str, tuple[int, int, int]] = {
    "greeks": (0, 150, 160), "romans": (200, 40, 40), "germanic_tribes": (40, 140, 60),
    "phoenicians": (130, 60, 170), "carthaginians": (230, 120, 20), "persians": (70, 70, 70),
    "arabs": (40, 140, 60), "egyptians": (230, 120, 20), "babylonians": (200, 40, 40),
}


def know_how_cost(advance: str, first: bool) -> int:
    """Gold for ``advance``: basic 7 (first in the game) or 3, advanced 10 or 5 (rulebook
    "Conoscenza")."""
    first_cost, later = DATA.know_how.cost["advanced" if advance in ADVANCED else "basic"]
    return first_cost if first else later
