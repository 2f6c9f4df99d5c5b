"""Antike's game state and actions (pydantic, JSON round-trippable).

A *nation* is an index into ``State.nations`` (turn order, clockwise from the start player); a
seat plays one nation, or two in the 2-player game (rulebook "ANTIKE per 2 giocatori").  Units are
counted per province; during a maneuver ``moves`` lists the maneuvers each unit still has.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeVar, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines import copier
from engines.antike.codes import OutcomeReason

SCHEMA_VERSION = 1
#: the rules version this code plays (Engine.rules_version; docs/architecture.md, "Rules versions").
#: 1: as first released.  Bump it with each fix that changes what setup or apply does, keep the old
#: behaviour behind ``state.rules`` where the fix changes an outcome, and list the fix here.
#: 2: coins paid (rondel steps, temple, arming, know-how, cities) go back to the bank
#:    (rules.common.coins_to_bank; upgrade_rules mends the bank of a game in progress).
#: 3: the state keeps ``last``, the record of the latest turn that the picture points at (no rule
#:    reads it; rules 2 did not record it, so a stored rules-2 game replays identical: `agora check`).
#: 4: a conqueror holding all 25 city stones chooses the city it gives up (step
#:    "give_up", :class:`GiveUp`; rules 1-3 gave up its first city without a temple, in id order),
#:    and a temple on the city given up goes back to the supply (rules 1-3 left it in
#:    ``State.temples``); with all eight advances a resource is traded 1 for 1 (rules 1-3: 2 for 1,
#:    the English rulebook's rate).  antike.it.txt, "Manovra di conquista" and "Conoscenza".
RULES_VERSION = 4
_M = TypeVar("_M", bound=BaseModel)
Unit = Literal["legion", "galley"]
Res = Literal["marble", "iron", "gold"]


class Nation(BaseModel):
    """One nation: ``id`` (data id), ``seat``; resources and coins; rondel ``position`` (None
    before its first move); ``know_how`` levels per branch (basic id -> 0, 1 basic, 2 advanced);
    ``persons`` earned per stack; ``claimed`` personality thresholds already rewarded;
    ``temples_destroyed``; ``legions``/``galleys`` per province."""

    id: str
    seat: int
    marble: int = 0
    iron: int = 0
    gold: int = 0
    coins: int = 0
    position: int | None = None
    know_how: dict[str, int] = Field(default_factory=dict)
    persons: dict[str, int] = Field(default_factory=lambda: {k: 0 for k in ("kings", "scholars", "generals", "citizens", "navigators")})
    claimed: dict[str, int] = Field(default_factory=lambda: {k: 0 for k in ("kings", "scholars", "generals", "citizens", "navigators")})
    firsts: int = 0
    temples_destroyed: int = 0
    legions: dict[str, int] = Field(default_factory=dict)
    galleys: dict[str, int] = Field(default_factory=dict)


class Maneuver(BaseModel):
    """The maneuver in progress: ``moves[province][unit]`` lists the maneuvers left of each of
    the active nation's units there (units that joined no maneuver yet are listed with their
    full allowance)."""

    moves: dict[str, dict[str, list[int]]] = Field(default_factory=dict)


class Defense(BaseModel):
    """A pending out-of-turn combat request (FAQ "Quando le nazioni possono combattere", case 2):
    ``nations`` still to answer whether they fight the active nation's ``unit``s that entered
    ``province``."""

    province: str
    unit: Unit
    nations: list[int]


class GivingUp(BaseModel):
    """A conquest by a nation that already held 25 cities (rules 4): it must give up one of the
    cities it held before (``conquered`` is the city just taken; ``temple``: the conquest destroyed
    a temple, so the 35-personalities victory is checked once the city is given up)."""

    model_config = ConfigDict(frozen=True)

    conquered: str
    temple: bool = False


class LastTurn(BaseModel):
    """What nation ``nation`` did in its latest turn (round ``turn``), kept until the next nation
    acts (the board picture points at it; all of it is public): ``start`` its rondel position
    before the move (None: the first placement) and ``space`` the space moved to (None: not moved
    yet, or a start city); ``produced`` what a production space gave; ``moves`` [unit, from, to,
    count] in the order first made (a unit moving twice gives two rows); ``armed`` [province, unit,
    count]; ``temples`` built; ``learned`` advances; ``battles`` provinces where its units fought
    (its own combat or an answered request); ``conquered`` and ``founded`` cities (a start city is
    founded); ``persons`` the stacks of the personalities taken at its turn's end, one per card."""

    nation: int
    turn: int
    start: int | None = None
    space: int | None = None
    produced: int = 0
    moves: list[tuple[str, str, str, int]] = Field(default_factory=list)
    armed: list[tuple[str, str, int]] = Field(default_factory=list)
    temples: list[str] = Field(default_factory=list)
    learned: list[str] = Field(default_factory=list)
    battles: list[str] = Field(default_factory=list)
    conquered: list[str] = Field(default_factory=list)
    founded: list[str] = Field(default_factory=list)
    persons: list[str] = Field(default_factory=list)


#: the list fields of :class:`LastTurn` (copied by :func:`clone`)
LAST_LISTS = ("moves", "armed", "temples", "learned", "battles", "conquered", "founded", "persons")


class State(BaseModel):
    """The whole game.  ``step``: "nation" (option nations="choose": ``nations`` then holds the
    nations chosen so far, in the order chosen), "start_city" (the longer-game variant), "rondel", "pay", "temple",
    "arming", "know_how", "maneuver", "found", "over".  ``active``: the nation to play.
    ``giving_up``: during a maneuver, the active nation's conquest with all 25 city stones on the
    board, waiting for it to choose the city it gives up (rules 4; prompt kind "give_up").
    ``owner[province]``: the nation owning its city; ``temples``: provinces with a temple;
    ``placed``: units placed this arming, per province; ``stacks``: personalities left per stack;
    ``last``: what the nation whose turn it is (or was, until the next one acts) did in it (a
    record for the picture; no rule reads it)."""

    board: Literal["west", "east"]
    #: the rules version this game is played under (RULES_VERSION for a new game; a stored state
    #: without the field is version 1, see Engine.load_state)
    rules: int = RULES_VERSION
    players: int
    target: int
    variant_one_city: bool = False
    nations: list[Nation]
    active: int = 0
    step: str = "rondel"
    owner: dict[str, int] = Field(default_factory=dict)
    temples: list[str] = Field(default_factory=list)
    coins_bank: int = 30
    stacks: dict[str, int]
    maneuver: Maneuver | None = None
    defense: Defense | None = None
    giving_up: GivingUp | None = None
    placed: dict[str, int] = Field(default_factory=dict)
    to_pay: int = 0
    turn: int = 1
    winner: int | None = None
    reason: OutcomeReason | None = None
    last: LastTurn | None = None


# ---- actions ---------------------------------------------------------------------------------


class _Act(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ChooseNation(_Act):
    """Option nations="choose": take ``nations`` (one nation; a pair with 2 players)."""

    kind: Literal["nation"] = "nation"
    nations: tuple[str, ...]


class StartCity(_Act):
    kind: Literal["start_city"] = "start_city"
    province: str


class Rondel(_Act):
    """Take a coin (``coin``: "coin", or a resource when the bank has no coin; None: no coin),
    then move to ``space``; the steps beyond 3 are paid next with :class:`Pay`."""

    kind: Literal["rondel"] = "rondel"
    coin: Literal["coin", "marble", "iron", "gold"] | None = None
    space: int


class Pay(_Act):
    """Pay one unit of the rondel move's cost with ``res`` (a coin counts as any resource)."""

    kind: Literal["pay"] = "pay"
    res: Literal["marble", "iron", "gold", "coins"]


class BuildTemple(_Act):
    kind: Literal["temple"] = "temple"
    province: str
    coins: int = 0


class Arm(_Act):
    kind: Literal["arm"] = "arm"
    province: str
    unit: Unit
    coins: int = 0


class Learn(_Act):
    kind: Literal["learn"] = "learn"
    advance: str
    coins: int = 0


class Move(_Act):
    """Move one ``unit`` that has ``left`` maneuvers left from ``frm`` to the neighbour ``to``."""

    kind: Literal["move"] = "move"
    unit: Unit
    frm: str
    to: str
    left: int


class Fight(_Act):
    """Combat without movement: the active nation's ``unit``s in ``province`` fight ``nation``'s
    units of the same type, 1:1, until one side has none there."""

    kind: Literal["fight"] = "fight"
    province: str
    nation: int
    unit: Unit


class Conquer(_Act):
    """Conquer the city of ``province`` with ``legions`` + ``galleys`` units (their sum is the
    city's defence value) that still have a maneuver there."""

    kind: Literal["conquer"] = "conquer"
    province: str
    legions: int
    galleys: int


class Defend(_Act):
    """Answer to an out-of-turn combat request: ``fight`` or let the intruders be."""

    kind: Literal["defend"] = "defend"
    fight: bool


class GiveUp(_Act):
    """With all 25 city stones on the board, after a conquest (rules 4): give up the city of
    ``province`` (one the nation held before the conquest); its stone goes to the city conquered."""

    kind: Literal["give_up"] = "give_up"
    province: str


class Found(_Act):
    """Found a city in ``province``, paying 1 marble, 1 iron and 1 gold, the resources in
    ``by_coin`` replaced by coins."""

    kind: Literal["found"] = "found"
    province: str
    by_coin: tuple[Res, ...] = ()


class Trade(_Act):
    """All eight advances: give 1 of ``give`` for 1 of ``take`` (rules 1-3: 2 for 1; see
    rules.knowhow.trade)."""

    kind: Literal["trade"] = "trade"
    give: Res
    take: Res


class Done(_Act):
    kind: Literal["done"] = "done"


Action = Annotated[
    Union[ChooseNation, StartCity, Rondel, Pay, BuildTemple, Arm, Learn, Move, Fight, Conquer, Defend, GiveUp, Found, Trade,
          Done],
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def clone(state: State) -> State:
    """A deep copy sharing nothing mutable (engines/copier.py: the engines' one copier, planned
    from the annotations)."""
    return copier.clone(state)
