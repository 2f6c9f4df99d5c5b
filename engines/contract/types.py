"""The values the engine contract passes (see docs/architecture.md, "Engine contract"): the
prompt, the events, the outcome, a refusal, and the neutral description of a seat's choices
(:class:`Option`, :class:`Panel`) and of the game's reference texts (:class:`Entry`,
:class:`RulesTopic`, :class:`LobbyChoice`).  No behaviour, no Discord: how a choice tree is fitted
to Discord's limits is the cogs' business (cogs/panels.py)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engines.text import Text

#: how a choice is drawn: "primary" (the suggested one), "secondary", "success" (a gain, a card
#: to build), "danger" (it ends something: End turn, an attack).  The cogs map it to a style.
Tone = Literal["primary", "secondary", "success", "danger"]


class IllegalAction(Exception):
    """An action the rules do not allow now.

    ``code`` is a stable machine code (``"cannot_afford"``, ``"not_accessible"``...): any text
    for the contract (the platform and a test engine have their own); each game declares its
    codes as a ``Literal`` (engines/<game>/codes.py ``RefusalCode``) and raises through a subclass
    or helper typed with it, so that mypy checks every code it raises (``"malformed"``: the
    contract's own, from :meth:`~engines.contract.rules.Rules.parse_action`);
    ``message`` is a :class:`~engines.text.Msg` a player understands, built only from what the
    acting seat may see (e.g. ``msg("sevenwd-err-cannot-afford", need=..., coins=8)``), formatted
    at the edge in the reader's language.
    """

    def __init__(self, code: str, message: Text) -> None:
        super().__init__(str(message))
        self.code = code
        self.message: Text = message


class Prompt(BaseModel):
    """Who must decide now.

    ``seats`` lists every seat that must act now: more than one means a simultaneous hidden
    choice (e.g. Mare Nostrum's trade offers), each seat deciding once.  ``kind`` names the
    decision (``"draft_wonder"``, ``"play_card"``, ``"choose_progress_token"``...); ``text`` is
    a short public message without player names, e.g. ``msg("sevenwd-prompt-choose-token")``.
    Empty ``seats`` means nobody can act (the game is over).
    """

    model_config = ConfigDict(frozen=True)

    phase: str
    kind: str
    seats: tuple[int, ...]
    text: Text = ""


class Event(BaseModel):
    """One line of the game log.

    ``text`` is a :class:`~engines.text.Msg` (message id + arguments; seats as ``"{pN}"``
    arguments) that the edge formats in the reader's language and whose ``{pN}`` it replaces with
    the seat holders' display names.  ``to`` is ``None`` for a public event, or the
    one seat allowed to see it (a private event: a card you drew, your own sealed offer).
    ``data`` holds machine-readable details (same visibility as ``text``).
    """

    kind: str
    text: Text
    to: int | None = None
    data: dict[str, Any] = Field(default_factory=dict)


class Outcome(BaseModel):
    """The end of a game: ``winners`` (seats; two or more = shared victory), ``scores`` (seat ->
    victory points, may be empty for an immediate win), ``reason`` (a stable code, each game's
    typed as engines/<game>/codes.py ``OutcomeReason``, the platform's "conceded" and "abandoned"; such as
    ``"military_supremacy"``, ``"scientific_supremacy"``, ``"civilian_victory"``,
    ``"abandoned"``) and ``text`` (a :class:`~engines.text.Msg` with ``{pN}`` seat arguments that
    says it with its terms, e.g. "44 to 44; Bob has more blue-card points (21 to 18)")."""

    winners: list[int]
    scores: dict[int, int] = Field(default_factory=dict)
    reason: str
    text: Text = ""


class Run(BaseModel):
    """A run of like choices in a list: items ``start`` to ``stop`` (exclusive; ``None``: to the
    end) of an :class:`Option`'s ``children`` or a :class:`Panel`'s ``options``, named ``label``
    ("Page", "Offer one card").  The edge shows a run as it is when it fits, else in parts: part
    ``n`` (from 0) keyed ``key`` + n and labelled ``label`` and n + 1 (cogs/panels.py ``fit``).
    Without a run, the edge pages a long list its own way."""

    model_config = ConfigDict(frozen=True)

    key: str
    label: Text
    start: int = 0
    stop: int | None = None


class Option(BaseModel):
    """One entry of a seat's choice panel: a tree whose leaves are actions.

    A node is named by the path of ``key``s from the root (``"s12.build"``), recomputed from the
    state at the prompted version when the player clicks.  ``key`` is an id unique among its
    siblings (``[A-Za-z0-9_-]``) and must not encode anything the seat's opponents may not see...
    but it is only ever shown to that seat.  ``label`` names the choice, ``description`` says
    more (a cost, the odds), ``tone`` how it is drawn (:data:`Tone`).  ``disabled`` is a reason
    when the option is shown but unavailable ("You need 2 more coins").  A leaf has ``action``
    (the action as a JSON-able dict); an inner node (a group) has ``children``, as many as the
    choice has: the edge fits the tree to its medium (cogs/panels.py: Discord's key and label
    lengths, 25 options per select, buttons per row).
    """

    key: str
    label: Text
    description: Text | None = None
    emoji: str | None = None
    style: Tone = "secondary"
    disabled: Text | None = None
    action: dict[str, Any] | None = None
    children: list["Option"] = Field(default_factory=list)
    #: a run among ``children`` that the edge may show in parts (:class:`Run`)
    run: Run | None = None


class Panel(BaseModel):
    """What a seat is shown when it opens its private panel ("Play my turn").

    ``title``: one line; ``text``: messages built from that seat's player view only;
    ``options``: the choice tree (empty when the seat has nothing to decide now); ``run``: a run
    among ``options`` that the edge may show in parts (:class:`Run`).
    ``image_kind``: optional hint for the renderer (``"hand"``) when the seat has a private
    picture to see, else ``None``.
    """

    title: Text
    text: Text
    options: list[Option] = Field(default_factory=list)
    run: Run | None = None
    image_kind: str | None = None



class LobbyChoice(BaseModel):
    """What :meth:`Engine.lobby_choice` offers: ``option``, the setup option that receives the
    per-seat list; ``values``, the ids to choose among (each taken once); ``label``, the message
    id prefix naming a value (``label + value``, e.g. ``"mn-civ-"`` + ``"rome"``)."""

    model_config = ConfigDict(frozen=True)

    option: str
    values: list[str]
    label: str


class Entry(BaseModel):
    """One thing a player can look up with ``/agora card``: a card, Wonder, token, hero,
    building, unit...  ``key`` is stable (``"card:lumber_yard"``); ``name`` and ``kind``
    (``msg("sevenwd-kind-card")``) are short; ``text`` gives the cost and the effect in words."""

    key: str
    name: Text
    kind: Text
    text: Text


class RulesTopic(BaseModel):
    """One topic of ``/agora rules``: ``key`` (``"turn"``, ``"battle"``...), ``title``, ``text``
    (a summary in the reader's language) and ``source`` (the rulebook and page it summarises,
    e.g. ``"7 Wonders Duel rulebook p. 6"``; verbatim)."""

    key: str
    title: Text
    text: Text
    source: str

