"""Olympus game data: the map, the time track, the discoveries, the wonders and the cards, loaded
from ``data/olympus.yaml`` and checked at import (pydantic models plus the rulebook's constraints).

What is published and what is designed is said in the YAML file's header; names live in the i18n
catalogs (``olympus-territory-<id>``, ``olympus-discovery-<id>``...).  ``DATA`` is the loaded,
validated :class:`GameData`; a broken file raises ``ValueError`` at import.
"""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

Resource = Literal["grain", "stone", "wood", "gold"]
RESOURCES: tuple[Resource, ...] = ("grain", "stone", "wood", "gold")
#: the rows of the development board, top to bottom (rulebook "Preparazione"); the sixth holds the wonders
ROWS: tuple[str, ...] = ("red", "yellow", "green", "blue", "purple")
Bonus = Literal["A", "B", "C", "D"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TimeTrack(_Frozen):
    """Positions on the time track (DESIGNED positions, SOURCED structure): ``zeus_single`` and
    ``zeus_double`` are the Zeus spaces, ``cross`` the mandatory end, ``end_points`` the prestige
    for a final position."""

    start: int
    zeus_single: list[int]
    zeus_double: list[int]
    cross: int
    end_points: dict[int, int]

    @cached_property
    def zeus_spaces(self) -> list[int]:
        return sorted(self.zeus_single + self.zeus_double)

    @property
    def last_zeus(self) -> int:
        return max(self.zeus_spaces)


class Territory(_Frozen):
    """A territory: the ``resource`` it produces, a tribe ``star``, ``atlantis`` (2 prestige),
    ``zeus`` (Olympus: the Zeus token), ``north`` (reachable from the northern zone), its land and
    sea neighbours."""

    id: str
    resource: Resource
    region: str
    star: bool = False
    atlantis: bool = False
    island: bool = False
    zeus: bool = False
    north: bool = False
    land: list[str]
    seas: list[str]


class Sea(_Frozen):
    id: str
    coasts: list[str]
    seas: list[str]


class Cost(_Frozen):
    """A discovery's price: ``explicit`` resources (Money/Agriculture discount these), then
    ``groups``: each number is that many IDENTICAL resources of one free type, all groups of
    different types and of none of ``groups_not`` (the "grey squares")."""

    explicit: dict[Resource, int] = Field(default_factory=dict)
    groups: list[int] = Field(default_factory=list)
    groups_not: list[Resource] = Field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(self.explicit.values()) + sum(self.groups)


class Discovery(_Frozen):
    id: str
    row: Literal["red", "yellow", "green", "blue", "purple"]
    copies: dict[str, int]
    swords: int = 0
    zeus: int = 0
    effect: str
    cost: Cost
    cost_status: str = "DESIGNED"
    #: Money / Agriculture: the resource each of the two tiles discounts (first buyer picks)
    discount_resources: list[Resource] = Field(default_factory=list)


class Wonder(_Frozen):
    id: str
    stars: int
    pp: int
    status: str


class OlympusCard(_Frozen):
    id: str
    kind: Literal["beneficial", "detrimental"]


class DestinyCard(_Frozen):
    id: str
    count: int


class GameData(_Frozen):
    time_track: TimeTrack
    resources: list[Resource]
    territories: list[Territory]
    seas: list[Sea]
    north_entry: list[str]
    discoveries: list[Discovery]
    bonus_layout: dict[str, list[list[Bonus]]]
    wonders: list[Wonder]
    olympus_cards: list[OlympusCard]
    destiny_cards: list[DestinyCard]

    @cached_property
    def territory(self) -> dict[str, Territory]:
        return {t.id: t for t in self.territories}

    @cached_property
    def sea(self) -> dict[str, Sea]:
        return {s.id: s for s in self.seas}

    @cached_property
    def discovery(self) -> dict[str, Discovery]:
        return {d.id: d for d in self.discoveries}

    @cached_property
    def wonder(self) -> dict[str, Wonder]:
        return {w.id: w for w in self.wonders}

    @model_validator(mode="after")
    def _check(self) -> "GameData":
        errors: list[str] = []
        tids = [t.id for t in self.territories]
        sids = [s.id for s in self.seas]
        if len(set(tids) | set(sids)) != len(tids) + len(sids):
            errors.append("territory and sea ids must be unique")
        T, S = set(tids), set(sids)
        # INFERRED from the components: 32 territory tokens, 8 per resource; 8 tribe stars, 2 per resource
        per = Counter(t.resource for t in self.territories)
        stars = Counter(t.resource for t in self.territories if t.star)
        if set(per.values()) != {8} or len(per) != 4:
            errors.append(f"8 territories per resource expected, got {dict(per)}")
        if set(stars.values()) != {2} or len(stars) != 4:
            errors.append(f"2 starred territories per resource expected, got {dict(stars)}")
        if [t.id for t in self.territories if t.zeus] != ["olympos"] or self.territory.get("olympos", None) is None:
            errors.append("Olympus (the only Zeus territory) must exist")
        elif self.territory["olympos"].resource != "stone":
            errors.append("Olympus produces stone")
        for t in self.territories:
            for n in t.land:
                if n not in T or t.id not in self.territory[n].land:
                    errors.append(f"land border {t.id}-{n} is not mutual")
            for s in t.seas:
                if s not in S or t.id not in self.sea[s].coasts:
                    errors.append(f"coast {t.id}-{s} is not mutual")
            if t.island and t.land and not (t.atlantis or t.id == "euboea"):
                errors.append(f"island {t.id} has a land border")
        for sea in self.seas:
            for n in sea.seas:
                if n not in S or sea.id not in self.sea[n].seas:
                    errors.append(f"sea border {sea.id}-{n} is not mutual")
        if set(self.north_entry) != {t.id for t in self.territories if t.north}:
            errors.append("north_entry and the territories marked north differ")
        # every territory can be reached from the northern zone
        seen, todo = set(self.north_entry), list(self.north_entry)
        while todo:
            x = todo.pop()
            nbrs = (self.territory[x].land + self.territory[x].seas) if x in T else (self.sea[x].coasts + self.sea[x].seas)
            for n in nbrs:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        if seen != T | S:
            errors.append(f"unreachable: {sorted((T | S) - seen)}")
        rows: Counter[str] = Counter(d.row for d in self.discoveries)
        if any(rows[r] != 5 for r in ROWS):
            errors.append(f"5 discoveries per row expected, got {dict(rows)}")
        for d in self.discoveries:
            if len(set(d.cost.groups_not) | set(d.cost.explicit)) > 4:
                errors.append(f"{d.id}: bad cost")
            if len(d.cost.groups) > 4 - len(d.cost.groups_not):
                errors.append(f"{d.id}: more groups than free resource types")
            if (d.effect == "discount") != bool(d.discount_resources):
                errors.append(f"{d.id}: discount tiles name their resources")
        for row in ("red", "yellow", "green", "blue"):
            want = 3 if row in ("red", "green") else 2
            if len(self.bonus_layout.get(row, [])) != 5 or any(len(c) != want for c in self.bonus_layout[row]):
                errors.append(f"bonus layout of the {row} row: 5 columns of {want}")
        if len(self.wonders) != 5 or len({w.id for w in self.wonders}) != 5:
            errors.append("5 wonders")
        if len(self.olympus_cards) != 10:
            errors.append("10 Olympus cards")
        if sum(c.count for c in self.destiny_cards) != 22:
            errors.append("22 Destiny cards")
        tt = self.time_track
        if tt.zeus_spaces != sorted(set(tt.zeus_spaces)) or len(tt.zeus_single) != 3 or len(tt.zeus_double) != 3:
            errors.append("3 single and 3 double Zeus spaces")
        order = ["single" if z in tt.zeus_single else "double" for z in tt.zeus_spaces]
        if order != ["single", "single", "double", "double", "double", "single"]:
            errors.append(f"Zeus spaces in the rulebook's order (single, single, double x3, single), got {order}")
        if not tt.start < tt.last_zeus < tt.cross:
            errors.append("the Cross comes after the last Zeus space")
        if errors:
            raise ValueError("olympus.yaml: " + "; ".join(errors))
        return self


def copies(d: Discovery, players: int) -> int:
    """Tiles of ``d`` in a game of ``players`` (2p: one per type, Variants "Con 2 giocatori")."""
    return 1 if players == 2 else d.copies[f"{players}p"]


def load(path: Path | None = None) -> GameData:
    """The validated data of ``path`` (default: the packaged file); ValueError when invalid."""
    path = path or Path(__file__).parent / "data" / "olympus.yaml"
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    return GameData.model_validate(raw)


DATA = load()
