"""Olympus state and actions (pydantic v2).

The state holds everything, public and hidden: the Destiny deck order, the face-down Olympus cards
and each hand are secret (``view.py`` builds what a seat may see).  Seats are ``0..n-1``; the
2-player barbarians are side ``BARBARIANS`` in territory stacks.
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter

from engines.rng import Rng

#: the rules version this code plays (Engine.rules_version; docs/architecture.md, "Rules versions").
#: 1: as first released.  Bump it with each fix that changes what setup or apply does, keep the old
#: behaviour behind ``state.rules`` where the fix changes an outcome, and list the fix here.
#: 2: a bonus space chosen after a discovery is taken before the action points are paid, like the
#:    only space left (Bonus B's hourglasses are spent on that discovery, ``State.owed``); the
#:    2-, 3- and 5-player set-ups: the top of the start stack condemns the territories (the bottom
#:    in the 4-player game); Olympos may be condemned and may get barbarians (docs/olympus-rules.md).
#: 3: fleeing is free (the first space entered out of a territory where the settler is covered
#:    costs nothing); a wonder needs exactly its number of Stars, the one-use Stars (Athena's, Star
#:    cards) chosen to make up the count; a token ON the last Zeus space has the final choice; a
#:    Destiny card drawn may be played at once (``Pending`` "destiny_now"); docs/olympus-rules.md
#:    O4, O6-O8.
#:    The state keeps ``last``, the record of the latest turn that the picture draws (no rule reads
#:    it; rules 2 did not record it, so a stored rules-2 game replays identical: `agora check`).
RULES_VERSION = 3

#: the side of the 2-player barbarian tribes in a territory's stack (1 Sword; rulebook "Con 2 giocatori")
BARBARIANS = 9


class Player(BaseModel):
    """One seat: ``pos`` on the time track and ``stamp`` (higher = higher in a stack there),
    ``reserve`` (personal stock of settlers), ``general`` (settlers of its colour still in the
    general stock), ``cubes`` (resource cubes), ``hourglasses``, ``prestige`` (prestige tokens,
    counted openly: every source of them is a public event), ``discoveries`` (ids), ``discounts``
    (the resources of the Money / Agriculture tiles taken), ``wonders``, ``hand`` (Destiny cards,
    private), ``done`` (passed or played the final action)."""

    pos: int = 0
    stamp: int = 0
    reserve: int = 4
    general: int = 15
    cubes: dict[str, int] = Field(default_factory=dict)
    hourglasses: int = 0
    prestige: int = 0
    discoveries: list[str] = Field(default_factory=list)
    discounts: list[str] = Field(default_factory=list)
    wonders: list[str] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)
    done: bool = False
    #: one-use Star from Athena (rulebook "Carte Olimpo": "può essere utilizzata solo per costruire una Meraviglia")
    athena_star: int = 0
    #: +2 on the next action (Erinyes)
    erinyes: bool = False
    #: Keres: -2 prestige at the end
    keres: int = 0


class Pending(BaseModel):
    """A decision waiting inside a turn or between turns.

    ``kind``: ``condemn`` (the setup's territories to remove), ``barbarians`` (2 players),
    ``bonus`` (a bonus space after a discovery), ``oracle`` (keep 1 of 3 Destiny cards),
    ``zeus_cards`` (simultaneous: play Zeus Destiny cards for a revealed Olympus card),
    ``artemis`` (a cube of choice), ``hades`` (remove one of your settlers), ``commerce`` (2 cubes
    of choice), ``destiny_now`` (rules 3: play the Destiny card just drawn, the last of the hand,
    or keep it: "La carta può essere giocata immediatamente"; ``ref``: why it was drawn)."""

    kind: Literal["condemn", "barbarians", "bonus", "oracle", "zeus_cards", "artemis", "hades", "commerce", "destiny_now"]
    seats: list[int]
    count: int = 1
    #: the discovery column (bonus), the cards drawn (oracle), the Olympus card (zeus_cards)
    ref: str = ""
    options: list[str] = Field(default_factory=list)
    #: simultaneous answers so far (zeus_cards): seat -> cards played
    answers: dict[int, int] = Field(default_factory=dict)


class LastTurn(BaseModel):
    """What seat ``seat`` did in its latest turn (``turn``: ``State.turns`` when it began), kept
    until the next turn begins; the board picture draws it and all of it is public (the log says
    it too).  ``destiny``: the Destiny cards played before the action (ids, in order); then one
    action: an expansion's ``path`` (the spaces the settler went through, territories and seas
    by id, the origin first: a territory, or "north" for a new settler from the northern zone;
    the destination last), ``new`` whether it was a new settler from the personal stock,
    ``fight`` whom the settler beat there ("" no combat, "tribe": the territory's Star taken,
    "barbarians", or the defending seat as a number); a ``discovery`` or a ``wonder`` (ids) and
    ``column``, its column on the development board; ``passed``: the seat ended its game."""

    seat: int
    turn: int
    destiny: list[str] = Field(default_factory=list)
    path: list[str] = Field(default_factory=list)
    new: bool = False
    fight: str = ""
    discovery: str | None = None
    wonder: str | None = None
    column: int | None = None
    passed: bool = False


class State(BaseModel):
    n: int
    rng: Rng
    players: list[Player]
    #: the rules version this game is played under (RULES_VERSION for a new game; a stored state
    #: without the field is version 1, see Engine.load_state)
    rules: int = RULES_VERSION
    #: territory -> stack of sides, bottom first (the top one controls it)
    stacks: dict[str, list[int]] = Field(default_factory=dict)
    #: starred territories whose tribe has not been beaten yet
    tribes: list[str] = Field(default_factory=list)
    #: territories removed at setup (the Cross side of a territory token)
    condemned: list[str] = Field(default_factory=list)
    #: the development board: piles[row][column] = discovery tiles left there (one type per pile)
    piles: dict[str, list[list[str]]] = Field(default_factory=dict)
    #: bonus spaces: bonus[row][column] = the seat on each space, None if free
    bonus: dict[str, list[list[int | None]]] = Field(default_factory=dict)
    #: the wonder row: column -> wonder id, None once built
    wonders: list[str | None] = Field(default_factory=list)
    #: which Money / Agriculture tiles (by resource) are left: discovery id -> resources
    discount_tiles: dict[str, list[str]] = Field(default_factory=dict)
    destiny_deck: list[str] = Field(default_factory=list)
    destiny_discard: list[str] = Field(default_factory=list)
    #: Zeus space -> face-down Olympus cards still there (in draw order)
    olympus: dict[int, list[str]] = Field(default_factory=dict)
    #: Zeus space -> seats that reached it, in arrival order
    reached: dict[int, list[int]] = Field(default_factory=dict)
    revealed: list[str] = Field(default_factory=list)
    #: effects lasting until the next Olympus card: seats with Ares' 2 Swords, seats under the Siren
    ares: list[int] = Field(default_factory=list)
    siren: list[int] = Field(default_factory=list)
    pending: list[Pending] = Field(default_factory=list)
    #: what is left to do at the end of the current turn: Destiny draws, then Olympus cards
    draws: int = 0
    reveals: list[int] = Field(default_factory=list)
    #: the seat whose turn is being finished (end-of-turn draws and reveals)
    turn_seat: int | None = None
    #: rules 2: the action points of a discovery still to pay, waiting for its bonus space to be
    #: chosen (the bonus comes first, docs/olympus-rules.md O1)
    owed: int = 0
    stamp: int = 0
    turns: int = 0
    over: bool = False
    #: rules 3: the development board's emptied places, "row:column" -> the discovery whose pile
    #: was emptied there, "wonder:column" -> the wonder built there (the picture keeps their names)
    emptied: dict[str, str] = Field(default_factory=dict)
    #: rules 3: what the latest turn did, for the picture (:class:`LastTurn`; no rule reads it).
    #: Replaced, never changed in place (rules.copy_state shares it between the two states)
    last: LastTurn | None = None


# ---- actions ---------------------------------------------------------------------------------
class _A(BaseModel):
    # unknown keys are refused (they used to be dropped silently)
    model_config = {"frozen": True, "extra": "forbid"}


class Expand(_A):
    """Move a settler to ``to``: ``origin`` is a territory where the seat has a settler, or
    ``"new:north"`` / ``"new:<territory>"`` for a new settler from the personal stock (rulebook
    "A) Espansione")."""

    kind: Literal["expand"] = "expand"
    origin: str
    to: str


class Discover(_A):
    """Acquire ``discovery``; ``groups``: the resource type paying each of its grey groups, in
    order; ``tile``: the resource of the Money / Agriculture tile taken (rulebook "1) Scoperta")."""

    kind: Literal["discover"] = "discover"
    discovery: str
    groups: tuple[str, ...] = ()
    tile: str | None = None


class BuildWonder(_A):
    """Build ``wonder`` (rulebook "2) Meraviglie").  Rules 3: "il giocatore deve avere il numero
    esatto di simboli Stella": the seat's Stars plus the one-use Stars it adds must equal the
    wonder's; ``athena`` (Athena's Stars) and ``cards`` (Star Destiny cards) say which one-use
    Stars it uses (both None: the engine's choice, Athena's first).  Rules 1-2 take neither
    (the engine spent what was missing, Athena's first)."""

    kind: Literal["wonder"] = "wonder"
    wonder: str
    athena: int | None = None
    cards: int | None = None


class PlayDestiny(_A):
    """Play a Destiny card from the hand during one's turn (not the Star card, which is used by
    building a wonder, nor the Zeus card, played when an Olympus card is revealed)."""

    kind: Literal["destiny"] = "destiny"
    card: str


class Pass(_A):
    """End one's game instead of a final action (rulebook "Fine della Partita")."""

    kind: Literal["pass"] = "pass"


class Choose(_A):
    """Answer a pending decision: a territory (condemn, barbarians, hades), a bonus space index,
    a Destiny card (oracle), a resource (artemis, commerce), a count (zeus_cards)."""

    kind: Literal["choose"] = "choose"
    value: str


Action = Annotated[Union[Expand, Discover, BuildWonder, PlayDestiny, Pass, Choose], Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)
