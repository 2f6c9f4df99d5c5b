"""What a seat (or the channel) may see of a 7 Wonders Duel game: the models returned by
:meth:`engines.sevenwd.SevenWondersDuel.player_view`.

Everything the service shows (board image, panels, status) is built from these models.  They never
hold the identity of a face-down card, of the cards removed from each Age deck, of the unused
guilds or of the progress tokens left in the box (except the 3 drawn by the Great Library, shown
only to its builder while he chooses: :attr:`View.library_offer`).

Conventions
-----------
* Seats are ``0`` and ``1``; seat 0 is the first player (he starts the Wonder draft and Age I).
* Resources: ``"wood"``, ``"clay"``, ``"stone"`` (raw materials), ``"glass"``, ``"papyrus"``
  (manufactured goods).  Colours: ``"brown"``, ``"grey"``, ``"blue"``, ``"green"``, ``"yellow"``,
  ``"red"``, ``"purple"``.
* Conflict pawn: an int in ``-9..9``.  ``0`` is the neutral centre; **positive values are on seat
  1's side** (seat 0's shields push it toward ``+9``, seat 1's capital), negative values on seat
  0's side.  ``+9`` / ``-9`` = a capital reached (military supremacy).
* Layout slots: numbered top row first, left to right (``0..19``); ``row`` counts from 1 at the
  top; ``x`` is the horizontal position in half-card units (0 = centre of the layout), so a card
  in row ``r`` at ``x`` is covered by the cards of row ``r+1`` at ``x-1`` and ``x+1``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from engines.text import Text

Color = Literal["brown", "grey", "blue", "green", "yellow", "red", "purple"]


class CardRef(BaseModel):
    """A face-up Age or guild card: ``id`` (``"lumber_yard"``), English ``name``, Italian
    ``name_it``, ``color`` and ``age`` (1..3; guilds are Age 3)."""

    id: str
    name: str
    name_it: str
    color: Color
    age: int


class TokenRef(BaseModel):
    """A progress token: ``id`` (``"law"``), English ``name``, Italian ``name_it``, ``text`` (its
    effect in one short sentence, a message)."""

    id: str
    name: str
    name_it: str
    text: Text


class SlotView(BaseModel):
    """One slot of the current Age layout.

    ``taken``: the card has been played (the slot is empty).  Otherwise ``face_up`` tells whether
    ``card`` is shown; a face-down card shows only its ``back``: ``"1"``, ``"2"``, ``"3"`` (its
    Age) or ``"guild"`` (guilds have a purple back).  ``accessible``: no card covers it any more
    (only accessible cards may be taken).  ``covered_by``: the slots that cover this one.
    """

    slot: int
    row: int
    x: int
    taken: bool
    face_up: bool
    back: str | None = None
    card: CardRef | None = None
    accessible: bool = False
    covered_by: list[int] = Field(default_factory=list)


class WonderView(BaseModel):
    """A Wonder of a city: ``built`` (and then ``built_with``, the Age card tucked under it,
    whose age gives the back to draw), ``removed`` (returned to the box as the 8th Wonder, p.10),
    ``vp`` and ``text`` (its effect in one short sentence, a message); ``cost`` in resources."""

    id: str
    name: str
    name_it: str
    built: bool = False
    built_with_age: int | None = None
    removed: bool = False
    cost: dict[str, int] = Field(default_factory=dict)
    vp: int = 0
    text: Text = ""


class ProductionView(BaseModel):
    """A city's production: ``fixed`` units per resource (brown, grey cards), ``choices`` (one
    list of resources per "one of" producer: Forum, Caravansery, Great Lighthouse, Piraeus),
    ``trade_prices`` (coins per unit this city pays the bank for each resource now) and
    ``fixed_price`` (resources bought at 1 coin thanks to a Reserve / Customs House)."""

    fixed: dict[str, int]
    choices: list[list[str]] = Field(default_factory=list)
    trade_prices: dict[str, int]
    fixed_price: list[str] = Field(default_factory=list)


class CityView(BaseModel):
    """One player's city.

    ``cards``: colour -> built cards in build order (every colour key present, maybe empty);
    ``shields``: total shields of its red cards and Wonders (as built, incl. Strategy bonuses);
    ``science``: the science symbols owned (one entry per symbol occurrence, so a pair shows
    twice; ``"law"`` comes from the Law token); ``distinct_science``: number of different
    symbols (6 = scientific supremacy); ``wonders``: its (up to 4) Wonders in draft order;
    ``progress_tokens``: owned tokens; ``vp``: the victory points it would score now
    (the civil-victory count, see :class:`ScoreView`); ``discard_value``: coins it gets for
    discarding a card now.
    """

    seat: int
    coins: int
    cards: dict[str, list[CardRef]]
    production: ProductionView
    shields: int
    science: list[str]
    distinct_science: int
    wonders: list[WonderView]
    progress_tokens: list[TokenRef]
    vp: int
    discard_value: int
    chain_symbols: list[str] = Field(default_factory=list)


class MilitaryTokenView(BaseModel):
    """A military token still on the board: it lies on ``side``'s half of the track (that seat
    loses ``loot`` coins when the pawn first enters the zone ``positions``, given as absolute
    pawn positions with the sign convention of :attr:`ConflictView.pawn`)."""

    side: int
    loot: int
    positions: list[int]


class ConflictView(BaseModel):
    """``pawn`` in ``-9..9`` (positive = on seat 1's side, see the module docstring),
    ``tokens``: the military tokens still on the board, ``leader``: the seat the pawn favours
    (``None`` at 0), ``leader_vp``: the victory points that leader would score now (0, 2, 5, 10)."""

    pawn: int
    tokens: list[MilitaryTokenView]
    leader: int | None
    leader_vp: int


class DraftView(BaseModel):
    """The Wonder draft (setup p.6): ``round`` 1 or 2, ``offer``: the face-up Wonders still to
    take, ``order``: the seats that take the remaining picks, in order (the last pick is
    automatic), ``picks_made`` in this round."""

    round: int
    offer: list[WonderView]
    order: list[int]
    picks_made: int


class PendingView(BaseModel):
    """A decision waiting on the pending-decision stack (top first in :attr:`View.pending`):
    ``kind`` is the action kind that resolves it (``"progress"``, ``"destroy"``,
    ``"mausoleum"``, ``"library"``, ``"first_player"``), ``seat`` who decides, ``text`` a
    short public sentence, ``color`` the colour to destroy (``"destroy"`` only)."""

    kind: str
    seat: int
    text: Text
    color: str | None = None


class PromptView(BaseModel):
    """Whose decision the game waits for: ``kind`` (the Prompt kind: ``"draft_wonder"``,
    ``"play_card"``, ``"choose_progress_token"``, ``"destroy_card"``, ``"build_from_discard"``,
    ``"choose_library_token"``, ``"choose_first_player"``, ``"game_over"``), ``seats``, ``text``.
    ``play_again``: the current player will take another turn after this one."""

    kind: str
    seats: list[int]
    text: Text
    play_again: bool = False


class ScoreView(BaseModel):
    """Civil-victory points of one seat by category (rulebook p.12): ``military`` (0/2/5/10),
    ``blue``, ``green``, ``yellow``, ``purple`` (guilds), ``wonders``, ``progress``, ``coins``
    (1 per full 3 coins) and ``total``."""

    seat: int
    military: int = 0
    blue: int = 0
    green: int = 0
    yellow: int = 0
    purple: int = 0
    wonders: int = 0
    progress: int = 0
    coins: int = 0
    total: int = 0


class OutcomeView(BaseModel):
    """The end of the game: ``winners`` (two = shared victory), ``reason``
    (``"military_supremacy"``, ``"scientific_supremacy"``, ``"civilian_victory"``), ``text``
    (with ``{p0}``/``{p1}`` placeholders) and ``scores`` (one per seat; filled for every
    reason, the supremacy wins included, for the record)."""

    winners: list[int]
    reason: str
    text: Text
    scores: list[ScoreView] = Field(default_factory=list)


class LastMoveView(BaseModel):
    """One action of the latest turn (engines.sevenwd.rules.LastMove): ``kind`` (``"build"``,
    ``"discard"``, ``"wonder"``, ``"draft"``, ``"progress"``, ``"library"``, ``"destroy"``,
    ``"mausoleum"``, ``"first_player"``), ``card`` the Age card taken, built from the discard pile
    or destroyed, ``slot``/``age`` the layout slot it left, ``wonder`` the Wonder (id) built or
    drafted, ``token`` the progress token taken, ``seat`` the seat chosen to start the next Age."""

    kind: str
    card: CardRef | None = None
    slot: int | None = None
    age: int | None = None
    wonder: str | None = None
    token: TokenRef | None = None
    seat: int | None = None


class LastView(BaseModel):
    """What ``seat`` did in the latest turn (rules >= 3; ``None`` before the first action and in
    games of older rules): its ``moves`` in order, ``coins`` the change of each seat's coins
    during the turn (indexed by seat), the conflict pawn ``pawn_from`` -> ``pawn_to``."""

    seat: int
    moves: list[LastMoveView]
    coins: list[int]
    pawn_from: int
    pawn_to: int


class View(BaseModel):
    """A 7 Wonders Duel game as seen by ``seat`` (``None`` = the channel).

    ``phase``: ``"draft"``, ``"age"`` or ``"over"``; ``age``: 1..3 (0 during the draft);
    ``current``: the seat whose turn it is (``None`` during the draft or at the end);
    ``layout``: the current Age's 20 slots (empty during the draft); ``cities``: both cities
    indexed by seat; ``conflict``: the track; ``progress_board``: the progress tokens still on
    the board; ``discard``: the discard pile, oldest first (public: the rulebook, p.9, lets both
    players consult it); ``draft``: the Wonder draft (``None`` outside it); ``pending``: the
    pending decisions, the one being decided first; ``library_offer``: the 3 progress tokens
    drawn by the Great Library, only in its builder's own view while he chooses;
    ``box_progress_tokens``: how many progress tokens are in the box (identities hidden);
    ``wonders_built``: Wonders built in the game (the 7th sends the last unbuilt one back to the
    box, p.10); ``outcome``: the result at the end; ``prompt``: who must decide now; ``last``: the latest
    turn (:class:`LastView`, for the picture).
    """

    game: Literal["7wd"] = "7wd"
    seat: int | None
    phase: str
    age: int
    first_player: int = 0
    current: int | None = None
    prompt: PromptView
    layout: list[SlotView] = Field(default_factory=list)
    cities: list[CityView]
    conflict: ConflictView
    progress_board: list[TokenRef]
    discard: list[CardRef] = Field(default_factory=list)
    draft: DraftView | None = None
    pending: list[PendingView] = Field(default_factory=list)
    library_offer: list[TokenRef] | None = None
    box_progress_tokens: int = 5
    wonders_built: int = 0
    outcome: OutcomeView | None = None
    last: LastView | None = None
