"""Mare Nostrum state and actions (pydantic v2, JSON round-trip).

Sides: a *side* is an int.  Seats are ``0..n-1``; a neutral civilization (an absent one, which
only defends) is ``NEUTRAL_BASE + index`` in ``civilization_order`` (rome=10, greece=11, ...).

The state has three parts: public (board, roles, counts), private per seat (``Player.hand``) and
secret (``Trade.sealed``: sealed trade offers before the reveal).  ``player_view`` strips what a
viewer may not see.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator
from pydantic_core import PydanticCustomError

from engines.copier import clone
from engines.mare_nostrum.codes import OutcomeReason
from engines.rng import Rng

#: the rules version this code plays (Engine.rules_version; docs/architecture.md, "Rules versions").
#: 1: as first released.  Bump it with each fix that changes what setup or apply does, keep the old
#: behaviour behind ``state.rules`` where the fix changes an outcome, and list the fix here.
#: 2: Mythology: Mars is offered on the Titans' ranged attack (D48); a Kraken that dived does not
#:    surface in the same turn (D49); a Kraken entering the sea from the coast may attack there (D50);
#:    Poseidon reaches triremes not yet launched (D51); Poseidon's holder may answer an announced
#:    transport, a sunk trireme cancels it (D52).
#: 3: the state keeps ``last``, the record of what happened since the previous board picture, and
#:    a battle its bonus terms (``Battle.attacker_terms``): the picture points at them (no rule
#:    reads them; rules 2 did not record them, so a stored rules-2 game replays identical under
#:    `agora check`).
#:    Mythology: Hercules' holder decides at each land battle whether his legion fights as his
#:    creature, never spent for him automatically (D21); a Kraken built this turn may emerge in any
#:    sea space as its move (D13, FAQ 75); the owner chooses its losses at sea between triremes
#:    and Krakens (D34).
RULES_VERSION = 3

NEUTRAL_BASE = 10


class Prov(BaseModel):
    """One land province.  Lists run parallel to the map's sites (cities / resources)."""

    owner: int | None = None
    cities: list[bool] = Field(default_factory=list)
    city_occ: list[int | None] = Field(default_factory=list)
    caravans: list[bool] = Field(default_factory=list)
    caravan_occ: list[int | None] = Field(default_factory=list)
    temple: bool = False
    temple_occ: int | None = None
    market: bool = False
    market_occ: int | None = None
    #: side whose legion stands on the influence marker (conversion under way)
    convert_by: int | None = None
    legions: dict[int, int] = Field(default_factory=dict)
    fortresses: dict[int, int] = Field(default_factory=dict)
    #: unlaunched triremes (built here, not yet moved to sea)
    new_triremes: dict[int, int] = Field(default_factory=dict)
    #: an influence marker was placed here this turn
    new_influence: bool = False
    # ---- Mythology: creatures (mnm-it "Creature Mitologiche"; docs/mythology-rules.md §7.1) ----
    #: side -> creature pawns here, like ``legions``; the kind is the side's civilization's
    #: (``creatures.kind_of``), so neutral creatures (a neutral side) are stored here too
    creatures: dict[int, int] = Field(default_factory=dict)


class Player(BaseModel):
    civ: str
    #: heroes and wonders owned, in order of acquisition
    cards: list[str] = Field(default_factory=list)
    #: PRIVATE: resource cards in hand, card name -> count ("tax" or a commodity)
    hand: dict[str, int] = Field(default_factory=dict)
    #: once-per-turn / once-per-phase powers already used: "hammurabi", "cleopatra", "helen", "ulysses"
    used: list[str] = Field(default_factory=list)
    # ---- Mythology: creatures ----
    #: pawns lying on the player's creature card: a dead Phoenix awaiting rebirth (D15), a
    #: diving Kraken (D13); they still count towards the 3 pawns, not for the Military Leader
    on_card: int = 0
    #: Castor & Pollux (D19): the generic hero of an opponent whose powers the player copies
    copies: str | None = None


class HerculesLegion(BaseModel):
    """Mythology, Hercules (docs/mythology-rules.md D21): the one legion of a seat acting as its
    civilization's creature until the end of the turn (declared in the seat's military turn, or
    taken automatically in its first land battle of the turn).

    ``place``: the province holding it (the tag follows its Hercules moves and ends with the
    seat's last legion there); ``moved``: it made its creature move this turn; ``fired``: as a
    Titan, it made its ranged attack this turn."""

    place: str
    moved: bool = False
    fired: bool = False


class Trade(BaseModel):
    director: int
    announced: int | None = None
    participants: list[int] = Field(default_factory=list)
    #: SECRET until the reveal: seat -> offered cards (possibly still incomplete)
    sealed: dict[int, list[str]] = Field(default_factory=dict)
    revealed: bool = False
    #: after the reveal: seat -> face-up cards still on the table
    offers: dict[int, list[str]] = Field(default_factory=dict)
    #: seat -> cards taken (face down)
    taken: dict[int, list[str]] = Field(default_factory=dict)
    to_take: int | None = None
    #: (taker, giver) of every taking, in order
    history: list[tuple[int, int]] = Field(default_factory=list)
    #: the card of the last taking (for Ulysses)
    last_card: str | None = None


class Battle(BaseModel):
    place: str
    naval: bool
    attacker: int
    defender: int
    attacker_dice: list[int] = Field(default_factory=list)
    defender_dice: list[int] = Field(default_factory=list)
    attacker_total: int = 0
    defender_total: int = 0
    attacker_losses: int = 0
    defender_losses: int = 0
    #: Mythology: the Greek Blockade's round (blockade.attack): triremes only, and the Greek attacks
    #: out of its turn (the active seat's military bookkeeping is not touched)
    blockade: bool = False
    #: Mythology, Hamilcar (D33): how many of each side's dice are automatic (first in its list,
    #: never rerolled by Ajax, D37); the rest were rolled
    attacker_fixed: int = 0
    defender_fixed: int = 0
    #: Mythology, rules 2 (D48): the Titans' ranged attack paused for Mars (combat.titan_attack):
    #: the attacker alone rolled, no return fire, no conquest after it
    ranged: bool = False
    #: rules 3 (a record for the picture, no rule reads it): each side's bonus terms as its score
    #: line in the log gives them (``mn-term-*`` messages: "+ 1 Hannibal", "+ 6 fortress"), and Mars'
    #: +6 once used (engines/mare_nostrum/last.py)
    attacker_terms: list[Any] = Field(default_factory=list)
    defender_terms: list[Any] = Field(default_factory=list)


class LandRound(BaseModel):
    """Mythology: a land battle round waiting for a hero's choice between its forces and its
    score (D27 steps 3-4; combat.land_round_next): Hamilcar's automatic 4s before the dice (D33),
    Ajax's rerolls after them (D37).  The lists hold the attacker's value, then the defender's."""

    place: str
    attacker: int
    defender: int
    #: legions rolling a die each (Hannibal's bonus counts them)
    legions: list[int]
    #: fortresses and creatures fighting (an automatic 6 each, or a die each when ``cancelled``)
    fortresses: list[int]
    creatures: list[int]
    #: a Behemoth on the other side: the fortresses and creatures roll dice instead of their 6s
    cancelled: list[bool]
    #: Hamilcar: how many of the side's dice are automatic 4s (None: not chosen yet)
    fixed: list[int | None] = Field(default_factory=lambda: list[int | None]([None, None]))
    #: after the roll: each side's dice, its automatic 4s first (empty: not rolled yet)
    dice: list[list[int]] = Field(default_factory=list)
    #: Ajax's step is over for the side (asked and answered, or nothing to ask)
    ajax: list[bool] = Field(default_factory=lambda: [False, False])
    #: the values of the dice the Ajax holder asked now has picked to reroll
    picked: list[int] = Field(default_factory=list)
    #: rules 3 (D21): each side's Hercules legion fighting as its creature (1), not (0), or None
    #: while its holder has not answered (the forces above are filled once both are known)
    hercules: list[int | None] = Field(default_factory=lambda: list[int | None]([0, 0]))


class Decision(BaseModel):
    """A pending decision (top of ``State.pending`` is asked first)."""

    kind: Literal["role_heir", "artemis", "where", "pay", "compensate", "ulysses", "ulysses_take", "keep_goods", "losses", "helen", "conquest", "god", "free_unit", "medusa", "antigone", "midas", "castor",
                  "hamilcar", "ajax", "nebuchadnezzar", "blockade", "poseidon", "hercules", "naval_losses"]
    seat: int
    #: role_heir: the role and the tied candidates
    role: str | None = None
    candidates: list[int] = Field(default_factory=list)
    #: pay: what is being built and the selection so far
    item: str | None = None
    province: str | None = None
    site: int | None = None
    card: str | None = None
    cost: int = 0
    paid: list[str] = Field(default_factory=list)
    #: losses: how many units the seat loses in ``province``; helen: 1 if the entering legions
    #: invade (the mover had none there before), else 0; keep_goods: how many goods to keep
    count: int = 0
    #: helen: the entering side; ulysses: the taker and the giver of the last taking
    other: int | None = None
    giver: int | None = None
    #: Mythology, rules 3: hercules (D21): ``province`` the land battle where the holder may let
    #: one legion fight as his creature; naval_losses (D34): ``count`` the units the seat loses at
    #: sea ``province`` (a sea id), its triremes and Krakens
    #: Mythology, nebuchadnezzar (D35): ``choices`` the cards he may take for the temple or
    #: market destroyed in ``province``; hamilcar (D33): ``count`` the dice the seat rolls this round
    # ---- Mythology: the Greek Blockade (blockade.py).  kind "blockade": ``seat`` the Greek,
    # ``other`` the mover, ``item`` the origin, ``province`` the destination, ``count`` the units
    # carried, ``card`` "creature" for a creature, ``choices`` the seas already attacked
    # ---- Mythology: Poseidon after an announced transport (D52, blockade.ask_poseidon).  kind
    # "poseidon": as "blockade" with ``seat`` Poseidon's holder; once he struck, ``choices`` the
    # sea and ``site`` the mover's triremes there before the blow
    # ---- Mythology: gods (gods.py).  kind "god": ``card`` is the god asked about (athena at the
    # role assignment, hermes / isis at the income, astarte as a reaction); astarte: ``item`` the
    # god aimed at the seat, ``other`` its user, ``province`` the province or sea, ``site`` the
    # site, ``count`` the targeted side; hermes: ``choices`` the kinds produced this income
    choices: list[str] = Field(default_factory=list)


class LastMoves(BaseModel):
    """Rules 3: what happened since the previous board picture (``MareNostrum.board_moment``: each
    phase, each battle), for the picture to point at; every fact comes from the public log lines
    (events with no ``to``), so nothing hidden is in it (engines/mare_nostrum/last.py).

    ``places``: the provinces and seas the lines name, first named first; ``moves``: (seat, unit,
    from, to, count) with unit "legion", "trireme", "creature" or "hercules", in the order made
    (the same move again adds to its count); ``built``: (seat, item, province, count) with item
    "influence", "city", "caravan", "temple", "market", "legion", "trireme", "fortress" or
    "creature"; ``battles``: the places fought over (battles and ranged attacks); ``shown``: the
    change that ended with this record was a picture moment, so the next change starts a new
    record (the picture after it showed it)."""

    places: list[str] = Field(default_factory=list)
    moves: list[tuple[int, str, str, str, int]] = Field(default_factory=list)
    built: list[tuple[int, str, str, int]] = Field(default_factory=list)
    battles: list[str] = Field(default_factory=list)
    shown: bool = False


class State(BaseModel):
    schema_version: int = 1
    n: int
    #: the rules version this game is played under (RULES_VERSION for a new game; a stored state
    #: without the field is version 1, see Engine.load_state)
    rules: int = RULES_VERSION
    options: dict[str, Any] = Field(default_factory=dict)
    rng: Rng
    turn: int = 1
    #: "setup" | "commerce" | "construction" | "military" | "over"
    phase: str = "commerce"
    #: the step inside the phase (see turn.py)
    step: str = "roles"
    neutrals: list[str] = Field(default_factory=list)
    players: list[Player]
    provinces: dict[str, Prov]
    #: sea -> side -> triremes
    seas: dict[str, dict[int, int]]
    #: role id -> seat
    roles: dict[str, int] = Field(default_factory=dict)
    #: building tokens left: caravans, cities, markets, temples
    supply: dict[str, int] = Field(default_factory=dict)
    #: resource cards left in the bank
    bank: dict[str, int] = Field(default_factory=dict)
    #: provinces each seat controlled at the start of the turn (influence adjacency)
    controlled: dict[int, list[str]] = Field(default_factory=dict)
    trade: Trade | None = None
    #: seats that built / moved this phase, and the seat acting now
    done: list[int] = Field(default_factory=list)
    active: int | None = None
    #: advanced setup: construction points left of the active seat
    points: int = 0
    #: military turn bookkeeping of the active seat: place -> units that may not move again
    locked: dict[str, int] = Field(default_factory=dict)
    #: provinces / seas where the active seat fought this turn, place -> units that fought
    fought: dict[str, int] = Field(default_factory=dict)
    #: provinces at war when the military phase began (their battles are obligatory)
    war_at_start: list[str] = Field(default_factory=list)
    #: provinces where the active seat already pillaged / converted this turn
    pillaged: list[str] = Field(default_factory=list)
    #: the active seat moved a legion (naval movement and battles are over)
    land_started: bool = False
    # ---- Mythology: creatures ----
    #: sea -> side -> Krakens at sea (D13), like ``seas`` for triremes
    sea_creatures: dict[str, dict[int, int]] = Field(default_factory=dict)
    #: military turn of the active seat: place -> its creatures there that may not move again /
    #: that already fought (``locked`` / ``fought`` count legions and triremes only)
    creatures_locked: dict[str, int] = Field(default_factory=dict)
    creatures_fought: dict[str, int] = Field(default_factory=dict)
    #: Mythology, Atlas: sea -> the active seat's triremes there that moved once and may move once more
    trireme_second: dict[str, int] = Field(default_factory=dict)
    #: Mythology, Medusa: provinces where she forbade all combat for the rest of the turn
    no_combat: list[str] = Field(default_factory=list)
    #: Mythology, Hercules (D21): seat -> its legion acting as its creature this turn (PUBLIC)
    hercules: dict[int, HerculesLegion] = Field(default_factory=dict)
    pending: list[Decision] = Field(default_factory=list)
    battle: Battle | None = None
    #: Mythology: the land battle round waiting for Hamilcar's or Ajax's holder (D33, D37)
    land_round: LandRound | None = None
    winners: list[int] = Field(default_factory=list)
    reason: OutcomeReason | None = None
    # ---- Mythology: gods (offering.py, gods.py; mnm-it "Fase dell'Offerta agli Dei") ----------
    #: PUBLIC: god id -> the seat holding its card (face up); a god not listed is in the heavens
    gods: dict[str, int] = Field(default_factory=dict)
    #: PUBLIC: gods whose power was used (card face down) since the last Offering phase
    gods_used: list[str] = Field(default_factory=list)
    #: the role Athena's +2 goes to at the role assignment under way (cleared after it)
    athena_role: str | None = None
    # ---- Mythology (docs/mythology-rules.md; empty / unused in the base game) ----
    #: the 8 heroes and Wonders set aside at setup (§2.1.4, D14): never buyable.  Not named in any
    #: view, but not secret either: the cards left to buy lie face up (the view lists them), so
    #: the 8 are known by elimination and ``hidden.resample_hidden`` keeps them
    set_aside: list[str] = Field(default_factory=list)
    #: per seat, role id -> bonus points from effects that are not hero cards (Athena's +2, §3.1),
    #: added by ``rules.role_counts``; whoever grants one also clears it when it lapses
    role_bonuses: dict[int, dict[str, int]] = Field(default_factory=dict)
    #: free setup in rounds (§2.2, D9): the round now played (1..5), 0 outside the free setup
    setup_round: int = 0
    #: rules 3: what happened since the previous board picture (:class:`LastMoves`; PUBLIC), None
    #: before the first move after the set-up and in games of older rules
    last: LastMoves | None = None


# ---- actions ---------------------------------------------------------------------------------


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Announce(_Action):
    kind: Literal["announce"] = "announce"
    count: int


class Offer(_Action):
    kind: Literal["offer"] = "offer"
    cards: list[str]


class Take(_Action):
    kind: Literal["take"] = "take"
    giver: int
    card: str


class UseHero(_Action):
    """Answer a yes/no hero prompt (Ulysses, Helen of Troy)."""

    kind: Literal["use"] = "use"
    use: bool


class Give(_Action):
    kind: Literal["give"] = "give"
    card: str


class Choose(_Action):
    """Name a seat: the next builder / mover, or the heir of a tied role."""

    kind: Literal["choose"] = "choose"
    seat: int


class OfferGod(_Action):
    """Mythology, Offering phase: spend ``cards`` (a combination of 3: 3 tax cards or 3 different
    goods) to take ``god``; ``god=None`` passes (the offering is optional)."""

    kind: Literal["offer_god"] = "offer_god"
    god: str | None = None
    cards: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _a_pass_takes_no_cards(self) -> "OfferGod":
        """A pass (``god=None``) spends nothing: ``cards`` with it is refused (a forged
        pass with junk cards, 5 MB of them once, was accepted and stored).  No rules version:
        no panel ever offered such a pass (docs/architecture.md, "Hostile input")."""
        if self.god is None and self.cards:
            raise PydanticCustomError("unused_field", "{field} is not used by a pass", {"field": "cards"})
        return self


class UseGod(_Action):
    """Mythology: use the power of the held ``god``.  Baal / Vulcan: ``province`` + ``site`` (the
    city / resource site); Poseidon: ``sea`` + ``target`` (the side losing a trireme); Athena:
    ``role``; Hermes: ``cards`` (3 cards of kinds produced); Isis: ``cards`` (one per seat, seat
    order); Astarte: no argument (cancels the power aimed at the holder)."""

    kind: Literal["use_god"] = "use_god"
    god: str
    province: str | None = None
    site: int | None = None
    sea: str | None = None
    target: int | None = None
    role: str | None = None
    cards: list[str] = Field(default_factory=list)


class ChooseCard(_Action):
    """Pick a card: Temple of Artemis income, Hanging Gardens keep, Ulysses' forced take."""

    kind: Literal["choose_card"] = "choose_card"
    card: str


class Build(_Action):
    """Build ``item`` in ``province`` (``site``: city / resource site index), or buy ``card``.

    In the construction phase a build is chosen in two steps: ``Build(item=...)`` without a
    province picks the kind of construction, then ``Build(item=..., province=..., site=...)``
    answers where (heroes and wonders are one step: ``Build(item="card", card=...)``)."""

    kind: Literal["build"] = "build"
    item: Literal["influence", "city", "caravan", "temple", "market", "legion", "trireme", "fortress", "card", "creature", "rebirth"]
    province: str | None = None
    site: int | None = Field(default=None, ge=0, le=9)
    card: str | None = None

    @model_validator(mode="after")
    def _used_fields_only(self) -> "Build":
        """Only the fields the item uses (junk in the others was applied and logged):
        ``site`` for a city or a caravan, ``card`` (and no ``province``) for a hero/Wonder."""
        if self.site is not None and self.item not in ("city", "caravan"):
            raise PydanticCustomError("unused_field", "{field} is not used by this item", {"field": "site"})
        if self.card is not None and self.item != "card":
            raise PydanticCustomError("unused_field", "{field} is not used by this item", {"field": "card"})
        if self.item == "card" and self.province is not None:
            raise PydanticCustomError("unused_field", "{field} is not used by this item", {"field": "province"})
        return self


class Pay(_Action):
    kind: Literal["pay"] = "pay"
    cards: list[str]


class Cancel(_Action):
    kind: Literal["cancel"] = "cancel"


class Swap(_Action):
    """Cleopatra: give one card to the bank and take another (a tax for a good or the reverse)."""

    kind: Literal["swap"] = "swap"
    give: str
    take: str


class StealCaravan(_Action):
    """Mythology, Jason: the caravan his legion occupies (``province``, ``site``) moves to a free
    resource site of his (``to``, ``to_site``) -- once per turn, in the construction phase (D22)."""

    kind: Literal["steal_caravan"] = "steal_caravan"
    province: str
    site: int
    to: str
    to_site: int


class EndTurn(_Action):
    kind: Literal["end_turn"] = "end_turn"


class MoveTrireme(_Action):
    kind: Literal["move_trireme"] = "move_trireme"
    origin: str
    to: str


class NavalAttack(_Action):
    kind: Literal["naval_attack"] = "naval_attack"
    sea: str
    target: int


class MoveLegions(_Action):
    kind: Literal["move_legions"] = "move_legions"
    origin: str
    to: str
    count: int


class MoveCreature(_Action):
    """Mythology: one creature from ``origin`` to ``to`` (a province, or a sea for the Kraken);
    ``dive`` (Kraken): onto its card instead of moving; ``origin="card"``: a Kraken surfaces in
    the sea ``to`` (docs/mythology-rules.md §7.1, D12, D13)."""

    kind: Literal["move_creature"] = "move_creature"
    origin: str
    to: str = ""
    dive: bool = False


class DeclareHercules(_Action):
    """Mythology, Hercules (D21): in the seat's military turn, one of its legions in ``province``
    acts as the seat's civilization's creature until the end of the turn (once per turn)."""

    kind: Literal["declare_hercules"] = "declare_hercules"
    province: str


class MoveHercules(_Action):
    """Mythology, Hercules (D21): the seat's declared legion moves to ``to`` as its creature would
    (the Griffin's flight; the other kinds a legion's move), once per turn."""

    kind: Literal["move_hercules"] = "move_hercules"
    to: str


class RangedAttack(_Action):
    """Mythology, the Titan (D10): the seat's Titans in ``origin`` that have not fought this turn
    attack ``target``'s units in the adjacent province or sea ``place`` without moving."""

    kind: Literal["ranged_attack"] = "ranged_attack"
    origin: str
    place: str
    target: int


class AutomaticDice(_Action):
    """Mythology, Hamilcar (D33): how many of the seat's dice in this land battle round are an
    automatic 4 instead of being rolled (0 to all of them)."""

    kind: Literal["automatic_dice"] = "automatic_dice"
    count: int


class PickDie(_Action):
    """Mythology, Ajax (D37): add one of the seat's rolled dice showing ``value`` to the dice it
    will reroll (:class:`Reroll` rerolls them together)."""

    kind: Literal["pick_die"] = "pick_die"
    value: int


class Reroll(_Action):
    """Mythology, Ajax (D37): reroll the dice picked (:class:`PickDie`; none picked: keep the
    roll), or, before any pick, exactly the suggested ``dice`` (the values showing 1-3) at once."""

    kind: Literal["reroll"] = "reroll"
    dice: list[int] = Field(default_factory=list)


class Attack(_Action):
    kind: Literal["attack"] = "attack"
    province: str
    target: int


class Losses(_Action):
    """How many of the units lost are fortresses (the rest are legions)."""

    kind: Literal["losses"] = "losses"
    fortresses: int
    #: Mythology: how many of the units lost are creatures
    creatures: int = 0


class Pillage(_Action):
    """Destroy one building: ``"city:<site>"``, ``"caravan:<site>"``, ``"temple"``, ``"market"``."""

    kind: Literal["pillage"] = "pillage"
    building: str


class Occupy(_Action):
    """Put one legion on each listed building (same names as :class:`Pillage`)."""

    kind: Literal["occupy"] = "occupy"
    buildings: list[str]


class Convert(_Action):
    kind: Literal["convert"] = "convert"


Action = Annotated[
    Union[
        Announce, Offer, Take, UseHero, Give, Choose, ChooseCard, Build, Pay, Cancel, Swap, StealCaravan, EndTurn,
        MoveTrireme, NavalAttack, MoveLegions, MoveCreature, RangedAttack, Attack, Losses, Pillage, Occupy, Convert,
        OfferGod, UseGod, AutomaticDice, PickDie, Reroll, DeclareHercules, MoveHercules,
    ],
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def clone_state(S: State) -> State:
    """A deep copy of ``S`` equal to it (``==`` and the same JSON) sharing nothing mutable
    (engines/copier.py, planned from the annotations)."""
    return clone(S)
