"""The player view: everything in Antike is public (resources, coins, know-how, personalities,
units), so every seat and the channel see the same view; ``you`` names the viewer's seat.
Renderer (render/antike.py), panel and status are built from it."""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.antike.data import BASIC, LIMITS
from engines.antike.rules import flow, military
from engines.antike.rules.common import cities_of, sea_zones, temples_of, unit_total
from engines.antike.state import LastTurn, State


class NationView(BaseModel):
    """One nation: ``index`` in turn order, ``id``, ``seat``; resources; rondel ``position``
    (None before its first move); ``know_how`` (basic id -> 0/1/2); ``persons`` per stack and
    their ``total``; counts of cities, temples, sea provinces with galleys, legions, galleys."""

    index: int
    id: str
    seat: int
    marble: int
    iron: int
    gold: int
    coins: int
    position: int | None
    know_how: dict[str, int]
    persons: dict[str, int]
    total: int
    cities: int
    temples: int
    seas: int
    legions: int
    galleys: int
    temples_destroyed: int


class ProvinceView(BaseModel):
    """A province with something on it: ``owner`` nation index of its city (None: no city yet),
    ``temple``, and ``units`` as [nation index, legions, galleys] rows."""

    id: str
    owner: int | None = None
    temple: bool = False
    units: list[tuple[int, int, int]] = Field(default_factory=list)


class View(BaseModel):
    """``board`` "west"/"east"; ``players``; ``target`` personalities to win; ``turn`` (round);
    ``active`` nation index (-1 while the nations are chosen, option nations="choose"); ``step``
    and ``prompt`` (decision kind) with the prompted ``seat``
    and ``nation``; ``nations``; ``provinces`` (only those with a city or units);
    ``stacks`` personalities left; ``coins_bank``; ``temples_left``; ``moves`` maneuvers left of
    the active nation's units during a maneuver (province -> unit -> list); ``defense``
    (province, unit, nations to answer) or None; ``placed`` units placed this arming;
    ``winner`` nation index and ``reason`` once over; ``you`` the viewer's seat (None: channel);
    ``giving_up`` the city just conquered by the active nation while it chooses the city it gives up
    (all 25 city stones on the board; rules 4), else None;
    ``last`` what the nation whose turn it is, or was until the next one acted, did in it
    (:class:`engines.antike.state.LastTurn`: rondel space, moves, cities founded or conquered,
    temples...; public like everything else; None before the first nation's turn)."""

    board: str
    players: int
    target: int
    turn: int
    active: int
    step: str
    prompt: str
    seat: int | None
    nation: int | None
    nations: list[NationView]
    provinces: list[ProvinceView]
    stacks: dict[str, int]
    coins_bank: int
    temples_left: int
    moves: dict[str, dict[str, list[int]]] = Field(default_factory=dict)
    defense: tuple[str, str, list[int]] | None = None
    defence_values: dict[str, int] = Field(default_factory=dict)
    giving_up: str | None = None
    placed: dict[str, int] = Field(default_factory=dict)
    to_pay: int = 0
    winner: int | None = None
    reason: str | None = None
    you: int | None = None
    last: LastTurn | None = None


def build(st: State, seat: int | None) -> View:
    kind, s, nat = flow.prompt_key(st)
    nations = []
    for i, n in enumerate(st.nations):
        nations.append(NationView(
            index=i, id=n.id, seat=n.seat, marble=n.marble, iron=n.iron, gold=n.gold, coins=n.coins,
            position=n.position, know_how={b: n.know_how.get(b, 0) for b in BASIC}, persons=dict(n.persons),
            total=sum(n.persons.values()), cities=len(cities_of(st, i)), temples=len(temples_of(st, i)),
            seas=sea_zones(st, i), legions=unit_total(n, "legion"), galleys=unit_total(n, "galley"),
            temples_destroyed=n.temples_destroyed))
    provs: dict[str, ProvinceView] = {}
    for p, o in st.owner.items():
        provs[p] = ProvinceView(id=p, owner=o, temple=p in st.temples)
    for i, n in enumerate(st.nations):
        for p in set(n.legions) | set(n.galleys):
            row = (i, n.legions.get(p, 0), n.galleys.get(p, 0))
            if row[1] or row[2]:
                provs.setdefault(p, ProvinceView(id=p)).units.append(row)
    d = st.defense
    return View(
        board=st.board, players=st.players, target=st.target, turn=st.turn,
        active=-1 if kind == "nation" else st.active, step=st.step,
        prompt=kind, seat=s, nation=nat, nations=nations, provinces=[provs[k] for k in sorted(provs)],
        stacks=dict(st.stacks), coins_bank=st.coins_bank, temples_left=LIMITS["temples"] - len(st.temples),
        moves=st.maneuver.moves if st.maneuver else {}, defense=(d.province, d.unit, list(d.nations)) if d else None,
        defence_values={p: sum(military.defence_value(st, p)) for p in st.owner},
        giving_up=st.giving_up.conquered if st.giving_up else None, placed=dict(st.placed), to_pay=st.to_pay,
        winner=st.winner, reason=st.reason, you=seat, last=st.last.model_copy(deep=True) if st.last else None)
