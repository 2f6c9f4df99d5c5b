"""What a seat (or the channel) may see of a Mare Nostrum game: the pydantic models returned by
``MareNostrum.player_view``.

The board renderer draws from these models only.  The shape is stable: later changes are
additive.  Seats are ints ``0..n-1``; neutral civilizations (the absent ones, which only defend)
are named by their civilization id (``"rome"``, ``"carthage"``...).  Card names are ``"tax"`` or a
commodity id (``"grain"``, ``"perfume"``...).  Hidden information: another seat's hand and any
sealed trade offer before the reveal never appear here (only counts do).
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, Field, SerializerFunctionWrapHandler, model_serializer

from engines.text import Text


class _Additive(BaseModel):
    """A view model whose Mythology fields (``_myth_fields``) are left out of its dumps while they
    hold their default (None / 0 / []): base-game views dump exactly as before the expansion (the
    golden playthroughs compare dumps), Mythology views carry them."""

    _myth_fields: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _drop_unused_myth_fields(self, handler: SerializerFunctionWrapHandler) -> Any:
        d = handler(self)
        if isinstance(d, dict):
            for k in self._myth_fields:
                if k in d and (d[k] is None or d[k] == 0 or d[k] == []):
                    del d[k]
        return d


class SiteView(BaseModel):
    """One city site or one resource (caravan) site of a province.

    ``name``: the city's name for a city site, the commodity id for a resource site.
    ``built``: a city / caravan token stands on it.  ``occupied_by``: the seat whose legion stands
    on the token (it collects this site's income; rulebook "Occupare la Provincia")."""

    name: str
    built: bool = False
    occupied_by: int | None = None


class ForceView(_Additive):
    """The military units of one side in one place.

    ``seat`` is the owning seat, or ``None`` for a neutral civilization (then ``neutral`` is its
    civilization id).  ``civ`` is the civilization whose colour the pieces have.
    ``triremes`` counts unlaunched triremes in a province (built, not yet moved to sea), or the
    triremes in a sea space."""

    seat: int | None = None
    neutral: str | None = None
    civ: str
    colour: str
    legions: int = 0
    fortresses: int = 0
    triremes: int = 0
    #: Mythology: creatures here (a Kraken at sea in a sea space) and their kind (``creature``:
    #: behemoth, centaur, griffin, kraken, phoenix, titan), else None
    creatures: int = 0
    creature: str | None = None
    #: Mythology, Hercules (D21): one of these legions acts as the side's creature this turn (its
    #: kind: titan, griffin...), else None
    hercules: str | None = None

    _myth_fields: ClassVar[tuple[str, ...]] = ("creatures", "creature", "hercules")


class ProvinceView(BaseModel):
    id: str
    name: str
    island: bool
    #: civilization id whose capital this is (player or neutral), else None
    capital_of: str | None = None
    #: seat holding the influence marker, else None
    owner: int | None = None
    #: neutral civilization holding the influence marker, else None
    neutral: str | None = None
    #: civilization of the influence marker's colour (the owner's or the neutral's), else None
    owner_civ: str | None = None
    owner_colour: str | None = None
    cities: list[SiteView] = Field(default_factory=list)
    caravans: list[SiteView] = Field(default_factory=list)
    temple: bool = False
    temple_occupied_by: int | None = None
    market: bool = False
    market_occupied_by: int | None = None
    #: seat whose legion stands on the influence marker (a conversion under way)
    converting_by: int | None = None
    forces: list[ForceView] = Field(default_factory=list)
    #: land units of two or more sides are here ("In Guerra")
    at_war: bool = False
    #: seat whose legions occupy a building here (income goes to it), else None
    occupied_by: int | None = None
    #: an influence marker was placed here this turn (nothing else may be built here this turn)
    new_influence: bool = False


class SeaView(BaseModel):
    id: str
    name: str
    #: triremes per side (``ForceView.triremes``)
    forces: list[ForceView] = Field(default_factory=list)


class RoleCounts(_Additive):
    """The counts that decide the role cards (hero bonuses included in ``*_score``).
    Mythology adds the High Priest's temples + markets (None in the base game); its
    ``military_units`` include creatures."""

    caravans_markets: int = 0
    cities_temples: int = 0
    military_units: int = 0
    commerce_score: int = 0
    political_score: int = 0
    military_score: int = 0
    temples_markets: int | None = None
    high_priest_score: int | None = None

    _myth_fields: ClassVar[tuple[str, ...]] = ("temples_markets", "high_priest_score")


class PlayerView(_Additive):
    seat: int
    civilization: str
    civilization_name: str
    colour: str
    #: role ids held: "director_of_commerce", "political_leader", "military_leader"
    roles: list[str] = Field(default_factory=list)
    #: public: the number of resource cards in hand (rulebook FAQ: "Il numero di carte ... è conosciuto")
    hand_size: int = 0
    #: tax cards kept / commodity cards kept are not public; only the size is
    heroes: list[str] = Field(default_factory=list)
    wonders: list[str] = Field(default_factory=list)
    #: heroes + wonders owned (4 wins)
    cards_towards_victory: int = 0
    counts: RoleCounts = Field(default_factory=RoleCounts)
    #: pieces left in the seat's own supply
    reserve_legions: int = 0
    reserve_triremes: int = 0
    reserve_fortresses: int = 0
    reserve_influence: int = 0
    #: Mythology: creature pawns in reserve, and on the creature card (dead Phoenix, diving Kraken)
    reserve_creatures: int = 0
    creatures_on_card: int = 0
    #: this seat's own hand (card names, sorted); only in its own view, else None
    hand: list[str] | None = None
    #: Mythology: the gods this player holds (face up, public) and which of them were used
    gods: list[str] = Field(default_factory=list)
    gods_used: list[str] = Field(default_factory=list)

    _myth_fields: ClassVar[tuple[str, ...]] = ("reserve_creatures", "creatures_on_card", "gods", "gods_used")


class TradeView(BaseModel):
    """The trade of the commerce phase (rulebook "Commerciare tra i Giocatori").

    Before the reveal only *who* has sealed an offer is public (``offered``); afterwards
    ``offers`` lists each seat's face-up cards still on the table."""

    director: int
    #: the number of cards announced by the Director of Commerce (None = not yet announced)
    announced: int | None = None
    #: seats taking part (enough cards); the others sit the trade out
    participants: list[int] = Field(default_factory=list)
    #: seats that have sealed their offer (contents hidden until the reveal)
    offered: list[int] = Field(default_factory=list)
    revealed: bool = False
    #: seat -> face-up offered cards still on the table (only after the reveal)
    offers: dict[int, list[str]] = Field(default_factory=dict)
    #: seat -> number of cards taken and laid face down
    taken_counts: dict[int, int] = Field(default_factory=dict)
    #: the seat that takes next
    to_take: int | None = None
    #: the last taking, as [taker, giver]
    last_take: list[int] | None = None
    #: the viewing seat's own sealed offer (its own view only, before the reveal)
    my_offer: list[str] | None = None


class BattleView(_Additive):
    """The last battle fought (shown until the next one).  Mythology: ``blockade`` for a Greek
    Blockade's naval battle (D40-D47: the Greek attacks out of its turn, ``attacker`` is the Greek,
    ``defender`` the mover); ``attacker_fixed`` / ``defender_fixed`` how many of the side's dice,
    first in its list, are Hamilcar's automatic 4s (D33; 5s with Hannibal), not rolled.  The dice
    are the final ones, after Ajax's rerolls (D37).  ``mars``: the seat whose Mars answer the
    battle waits for (the roll is known, the losses are not yet: ``*_losses`` are 0 meanwhile)."""

    place: str
    naval: bool
    attacker: int
    #: defending seat, or None for a neutral civilization (then ``defender_neutral``)
    defender: int | None = None
    defender_neutral: str | None = None
    attacker_dice: list[int] = Field(default_factory=list)
    defender_dice: list[int] = Field(default_factory=list)
    attacker_total: int = 0
    defender_total: int = 0
    attacker_losses: int = 0
    defender_losses: int = 0
    blockade: bool = False
    attacker_fixed: int = 0
    defender_fixed: int = 0
    mars: int | None = None
    #: rules 3: each side's bonus terms as its score line in the log gives them ("+ 1 Hannibal",
    #: "+ 6 fortress", Mars' "+ 6 Mars"): ``mn-term-*`` messages, rendered in the reader's language
    attacker_terms: list[Text] = Field(default_factory=list)
    defender_terms: list[Text] = Field(default_factory=list)

    _myth_fields: ClassVar[tuple[str, ...]] = ("blockade", "attacker_fixed", "defender_fixed", "mars", "attacker_terms", "defender_terms")


class LastView(BaseModel):
    """Rules 3: what happened since the previous board picture, as the public log lines report it
    (``engines.mare_nostrum.state.LastMoves``): ``places`` the provinces and seas the lines name,
    first named first; ``moves`` (seat, unit, from, to, count), unit "legion", "trireme",
    "creature" or "hercules"; ``built`` (seat, item, province, count), item "influence", "city",
    "caravan", "temple", "market", "legion", "trireme", "fortress" or "creature"; ``battles`` the
    places fought over.  The same for every viewer (all of it is public)."""

    places: list[str] = Field(default_factory=list)
    moves: list[tuple[int, str, str, str, int]] = Field(default_factory=list)
    built: list[tuple[int, str, str, int]] = Field(default_factory=list)
    battles: list[str] = Field(default_factory=list)


class PromptView(BaseModel):
    phase: str
    kind: str
    seats: list[int] = Field(default_factory=list)
    #: the prompt's message (``msg("mn-prompt-announce")``), rendered at the edge (i18n.render)
    text: Text = ""


class MareNostrumView(_Additive):
    """The whole view (``player_view(state, seat)``).  ``viewer`` is the seat or None."""

    viewer: int | None = None
    turn: int
    #: "setup" | "commerce" | "construction" | "military" | "over"
    phase: str
    prompt: PromptView
    players: list[PlayerView]
    provinces: list[ProvinceView]
    seas: list[SeaView]
    #: role id -> seat
    roles: dict[str, int] = Field(default_factory=dict)
    #: building tokens left in the common supply: caravans, cities, markets, temples
    supply: dict[str, int] = Field(default_factory=dict)
    #: heroes and wonders still to buy (national heroes only by their civilization)
    available_heroes: list[str] = Field(default_factory=list)
    available_wonders: list[str] = Field(default_factory=list)
    trade: TradeView | None = None
    #: the seat now building (construction) or moving (military), else None
    active_seat: int | None = None
    #: seats that already built / moved this phase
    done_seats: list[int] = Field(default_factory=list)
    battle: BattleView | None = None
    #: neutral civilizations in play (civilization ids)
    neutrals: list[str] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    #: "mythology" with the expansion, else None (left out of dumps)
    expansion: str | None = None
    #: heroes and/or Wonders needed to win (4; 5 in Mythology's long variant); None in the base game
    #: and in the 3 role cards variant (where they do not win)
    victory_target: int | None = None
    #: Mythology's 3 role cards variant (option ``roles_victory``, D39): the role cards one player
    #: must hold at once to win (3), else None
    roles_victory: int | None = None
    #: rules 3: what happened since the previous board picture (:class:`LastView`); None before
    #: the first move and in games of older rules (left out of dumps while None)
    last: LastView | None = None

    _myth_fields: ClassVar[tuple[str, ...]] = ("expansion", "victory_target", "roles_victory", "last")
