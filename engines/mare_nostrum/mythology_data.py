"""Mare Nostrum: Mythology data (``data/mythology.yaml``), validated by pydantic at load.

Two views, both read once and cached:

- :func:`load` -> :class:`Mythology`: the expansion's own data as the rulebook gives it (components,
  gods, creatures, new and revised heroes/Wonders, Atlantis, set-up and victory changes).
- :func:`rules` -> :class:`engines.mare_nostrum.data.Rules`: the base data with the expansion merged
  in, on both boards -- what an engine playing Mythology reads (:func:`rules`):
  6 civilizations (Atlantis added, the revised player aids applied), 4 roles, 13 goods (pottery),
  the 6-player building pools, the 11 revised cards in place of the base ones plus Atlas and the 21
  generic heroes in ``cards_special``, the Mythology costs, neutral set-up and free set-up.

Rule source: shared/rules/mare-nostrum-mythology.it.txt; every rule is condensed, with its section,
in docs/mythology-rules.md.  Raises pydantic.ValidationError (bad shape) or ValueError (an id that
does not resolve against the base data or the map) at load.
"""

from __future__ import annotations

import functools
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engines.mare_nostrum import data
from engines.mare_nostrum.data import (
    AdvancedSetup,
    Civilization,
    CivSetup,
    Effect,
    GameData,
    MapData,
    NeutralSetup,
    Rules,
    SpecialCard,
)


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Components(_Frozen):
    """mnm-it "Componenti aggiuntivi dell'Espansione"."""

    tag: str
    cards_total: int
    role_cards: int
    civilization_heroes: int
    generic_heroes: int
    gods: int
    creature_cards: int
    resource_cards: int
    pottery_cards: int
    revised_cards: int
    player_aids: int
    buildings: dict[str, int]
    atlantis_pieces: dict[str, int]
    creature_pawns: dict[str, int]


class ExtraCards(_Frozen):
    """Resource cards added to the base decks: ``tax`` tax cards, ``goods`` more cards of base
    goods, ``new_goods`` the new good (pottery) -> count."""

    tag: str
    tax: int
    goods: dict[str, int]
    new_goods: dict[str, int]


class FreeSetup(_Frozen):
    """mnm-it "disposizione libera": ``rounds`` rounds of ``points_per_round`` points."""

    points: int
    rounds: int
    points_per_round: int
    extra_seas: dict[str, list[str]]
    extra_provinces: dict[str, list[str]]
    hero_powers_at_setup: list[str]
    may_buy: list[str]

    @model_validator(mode="after")
    def _rounds_add_up(self) -> "FreeSetup":
        if self.rounds * self.points_per_round != self.points:
            raise ValueError("free setup: rounds x points per round != points")
        return self


class MythNeutralSetup(_Frozen):
    """Neutral civilizations: pieces on the capital and on each adjacent province; the
    civilizations whose "adjacent" provinces are their player-aid provinces."""

    capital: dict[str, int]
    adjacent: dict[str, int]
    player_aid_adjacent: list[str]


class VictoryRule(_Frozen):
    heroes_and_wonders: int
    pyramids_cost: int


class Victory(_Frozen):
    standard: VictoryRule
    long: VictoryRule
    roles_variant: int


class CivChange(_Frozen):
    """A revised player aid's change to a base introductory set-up."""

    starting_role: str | None
    #: "province:City name"
    add_cities: list[str]
    add_markets: list[str]


class HeroPlacement(_Frozen):
    unit: Literal["legion", "trireme"]
    province: str


GodTiming = Literal["anytime", "income", "roles", "combat_roll", "reaction"]


class God(_Frozen):
    """A god card.  ``timing``: when its power may be used (see mythology.yaml); ``order``: the
    order among the ``income`` gods (Hermes 1 before Isis 2, FAQ)."""

    id: str
    name: str
    name_it: str
    timing: GodTiming
    target: str
    effects: list[Effect]
    order: int | None = None

    @property
    def power(self) -> str:
        """The i18n id of the power text."""
        return f"mn-myth-power-{self.id}"


class Creature(_Frozen):
    """A mythological creature kind: ``civ`` builds it; ``moves``: land (like a legion), flyer
    (Griffin), coastal_and_sea (Kraken)."""

    id: str
    name: str
    name_it: str
    civ: str
    moves: Literal["land", "flyer", "coastal_and_sea"]
    carried_by_trireme: bool
    effects: list[Effect]

    @property
    def power(self) -> str:
        return f"mn-myth-power-{self.id}"


class RoleCard(_Frozen):
    id: str
    name: str
    name_it: str


class RevisedCard(SpecialCard):
    """A base card re-issued by Mythology; ``changes`` says what differs (English, for readers)."""

    changes: str


class Mythology(_Frozen):
    """The expansion's data (mythology.yaml)."""

    expansion: Literal["mythology"]
    components: Components
    extra_cards: ExtraCards
    phases: list[str]
    roles: list[str]
    role_criteria: dict[str, list[str]]
    costs: dict[str, int]
    pieces_per_player: dict[str, int]
    building_pools: dict[int, dict[str, int]]
    neutral_setup: MythNeutralSetup
    free_setup: FreeSetup
    victory: Victory
    atlantis: Civilization
    civilization_order: list[str]
    #: heroes and Wonders set aside unseen at the start (generic heroes and Wonders only)
    set_aside_heroes_and_wonders: int
    introductory_changes: dict[str, CivChange]
    hero_placements: dict[str, HeroPlacement]
    gods: list[God]
    creatures: list[Creature]
    role_cards: list[RoleCard]
    heroes: list[SpecialCard]
    revised: list[RevisedCard]
    #: goods cards per type, base + expansion (derived at load)
    goods_totals: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _unique_ids(self) -> "Mythology":
        for what, ids in (
            ("god", [g.id for g in self.gods]),
            ("creature", [c.id for c in self.creatures]),
            ("hero", [h.id for h in self.heroes]),
            ("revised card", [r.id for r in self.revised]),
        ):
            if len(set(ids)) != len(ids):
                raise ValueError(f"duplicate {what} id")
        return self

    def god(self, gid: str) -> God:
        return next(g for g in self.gods if g.id == gid)

    def creature_of(self, civ: str) -> Creature:
        """The creature kind of ``civ``; StopIteration for an unknown civilization."""
        return next(c for c in self.creatures if c.civ == civ)

    @property
    def generic_heroes(self) -> list[SpecialCard]:
        return [h for h in self.heroes if h.civ is None]


def _check(m: Mythology, game: GameData, mp: MapData) -> None:
    """Every id of ``m`` resolves against the base game data and the map (both boards)."""
    pids = {p.id for p in mp.provinces}
    sids = {s.id for s in mp.seas}
    civs = set(m.civilization_order)
    if set(game.civilizations) | {"atlantis"} != civs:
        raise ValueError("civilization_order must be the 5 base civilizations + atlantis")
    if {c.civ for c in m.creatures} != civs:
        raise ValueError("one creature kind per civilization")
    base_cards = {c.id: c for c in game.cards_special}
    for r in m.revised:
        if r.id not in base_cards or base_cards[r.id].kind != r.kind or base_cards[r.id].civ != r.civ:
            raise ValueError(f"revised card {r.id} does not replace a base card of the same kind")
    for h in m.heroes:
        if h.id in base_cards:
            raise ValueError(f"new hero {h.id} clashes with a base card")
        if h.civ is not None and h.civ not in civs:
            raise ValueError(f"{h.id}: unknown civilization {h.civ}")
    if not set(m.roles) >= set(game.roles) or set(m.roles) != set(m.role_criteria):
        raise ValueError("roles: the base roles + the High Priest, each with its criterion")
    goods = set(game.goods)
    if not set(m.extra_cards.goods) <= goods or set(m.extra_cards.new_goods) & goods:
        raise ValueError("extra goods must be base goods; new goods must be new")
    setup = m.atlantis.introductory
    for pid in [*setup.influence, *setup.legions, *setup.fortresses, *m.free_setup.extra_provinces.get("atlantis", [])]:
        if pid not in pids:
            raise ValueError(f"unknown province {pid}")
    for sea in [*setup.triremes, *(s for ss in m.free_setup.extra_seas.values() for s in ss)]:
        if sea not in sids:
            raise ValueError(f"unknown sea {sea}")
    provinces = {p.id: p for p in mp.provinces}
    for entry in [*setup.cities, *(c for ch in m.introductory_changes.values() for c in ch.add_cities)]:
        pid, city = entry.split(":", 1)
        if pid not in provinces or city not in provinces[pid].cities:
            raise ValueError(f"no city site {entry}")
    for entry in setup.caravans:
        pid, res = entry.split(":", 1)
        if pid not in provinces or res not in provinces[pid].resources:
            raise ValueError(f"no resource site {entry}")
    if provinces[m.atlantis.capital].capital_of != "atlantis":
        raise ValueError("Atlantis' capital must be the map's")
    for hp in m.hero_placements.values():
        if hp.province not in pids:
            raise ValueError(f"unknown province {hp.province}")


@functools.cache
def load() -> Mythology:
    """The validated Mythology data; raises pydantic.ValidationError / ValueError on bad data."""
    raw = data._read("mythology.yaml")
    m = Mythology.model_validate(raw)
    base = data.load("base")
    _check(m, base.game, base.map)
    totals = dict(base.game.goods)
    for g, n in m.extra_cards.goods.items():
        totals[g] += n
    totals.update(m.extra_cards.new_goods)
    return m.model_copy(update={"goods_totals": totals})


def _introductory(m: Mythology, civ: str, base: Civilization) -> Civilization:
    ch = m.introductory_changes.get(civ)
    if ch is None:
        return base
    s = base.introductory
    setup = CivSetup(
        influence=s.influence,
        cities=[*s.cities, *ch.add_cities],
        caravans=s.caravans,
        temples=s.temples,
        markets=[*s.markets, *ch.add_markets],
        legions=s.legions,
        triremes=s.triremes,
        fortresses=s.fortresses,
    )
    return base.model_copy(update={"introductory": setup, "starting_role": ch.starting_role})


@functools.cache
def game() -> GameData:
    """The base :class:`GameData` with Mythology merged in (see the module docstring)."""
    m = load()
    base = data.load("base").game
    revised = {r.id: SpecialCard(**r.model_dump(exclude={"changes"})) for r in m.revised}
    special = [revised.get(c.id, c) for c in base.cards_special]
    special[5:5] = [h for h in m.heroes if h.civ is not None]  # Atlas after the 5 national heroes
    special += [h for h in m.heroes if h.civ is None]
    civs = {c: _introductory(m, c, v) for c, v in base.civilizations.items()}
    civs["atlantis"] = m.atlantis
    cards = {"tax": base.tax_cards + m.extra_cards.tax, "goods": dict(m.goods_totals)}
    ns = m.neutral_setup
    return GameData(
        expansion="mythology",
        cards=cards,
        costs={**base.costs, **m.costs, "pyramids": m.victory.standard.pyramids_cost},
        pieces_per_player=dict(m.pieces_per_player),
        building_pools={k: dict(v) for k, v in m.building_pools.items()},
        leave_out={},
        neutral_setup=NeutralSetup(capital=dict(ns.capital), adjacent=dict(ns.adjacent)),
        advanced_setup=AdvancedSetup(
            points=m.free_setup.points,
            extra_seas=m.free_setup.extra_seas,
            extra_provinces=m.free_setup.extra_provinces,
        ),
        roles=list(m.roles),
        civilization_order=list(m.civilization_order),
        civilizations=civs,
        cards_special=special,
    )


@functools.cache
def rules() -> Rules:
    """The merged Mythology :class:`Rules`, both boards in play."""
    base = data.load("base")
    return data.build(base.map, game(), {"base", "mythology"})
