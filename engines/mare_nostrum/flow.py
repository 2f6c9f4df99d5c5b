"""The turn's shared machinery, below every phase module: events, refusals, what the engine lends
the phases (:class:`Table`), who is prompted (:func:`prompt`) and the step helpers.

Flow: ``State.step`` walks the phases (roles -> income -> announce -> offer -> take -> construction
-> choose_builder/build -> discard -> military -> choose_mover/move -> next turn; turn.py runs the
automatic steps); decisions that interrupt the flow (payments, losses, Helen, conquest, Ulysses,
compensation...) sit on the ``State.pending`` stack, the top one asked first.  An action handler
(``a_<prompt kind>`` in the phase modules) has the shape ``(t, S, seat, action, ev) -> None``: it
checks ``action`` (raising :class:`Refusal`), changes ``S`` in place and appends its events to
``ev``.
"""

from __future__ import annotations

from typing import Any, Protocol

from engines.base import Event, IllegalAction, Prompt
from engines.mare_nostrum.codes import RefusalCode
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.state import Choose, State
from engines.mare_nostrum.texts import named, who
from engines.text import Text, msg

#: the powers usable once per turn (``Player.used``), cleared at the next turn
PER_TURN = ("hammurabi", "cleopatra", "helen", "ulysses")


class Table(Protocol):
    """What the phases ask of the engine: the rules data ``R`` and the dice (``_roll(S, n)``: ``n``
    dice from the game's own generator; the tests' ``DiceEngine`` loads them)."""

    R: Rules

    def _roll(self, S: State, n: int) -> list[int]: ...


def event(text: Text, to: int | None = None, kind: str = "log", **data: Any) -> Event:
    """An event; built without validation: the playouts emit thousands of events per game."""
    return Event.model_construct(kind=kind, text=text, to=to, data=data)


def allowed(fn: Any) -> bool:
    """Whether ``fn()`` runs without raising IllegalAction (a check used as a filter)."""
    try:
        fn()
        return True
    except IllegalAction:
        return False


class Refusal(IllegalAction):
    """An :class:`IllegalAction` whose message is turned into a debugging string only when
    ``str()`` asks (listing the legal actions raises and catches thousands of them)."""

    def __init__(self, code: RefusalCode, message: Text) -> None:
        Exception.__init__(self, code)
        self.code = code
        self.message = message

    def __str__(self) -> str:
        return str(self.message)


def want(action: Any, *types: type) -> None:
    """Refuse an action of another type than ``types`` (a wrong button for the prompt)."""
    if not isinstance(action, types):
        raise Refusal("wrong_action", named("mn-err-wrong-action"))


def prompt(state: State) -> Prompt:
    """Who must act now and on what (engines.base.Prompt): the top pending decision, else the step."""
    S = state
    if S.winners:
        return Prompt(phase="over", kind="over", seats=(), text=named("mn-prompt-over"))
    if S.pending:
        d = S.pending[-1]
        return Prompt(phase=S.phase, kind=d.kind, seats=(d.seat,), text=named("mn-prompt-" + d.kind))
    st = S.step
    if st == "announce":
        seats: tuple[int, ...] = (S.roles["director_of_commerce"],)
    elif st == "offer":
        T = S.trade
        assert T is not None
        seats = tuple(s for s in T.participants if len(T.sealed.get(s, [])) < (T.announced or 0))
    elif st == "take":
        seats = (S.trade.to_take,)  # type: ignore[union-attr,assignment]
    elif st == "choose_builder":
        seats = (S.roles["political_leader"],)
    elif st == "choose_offerer":
        seats = (S.roles["high_priest"],)
    elif st == "offer_god":
        seats = (S.active,)  # type: ignore[assignment]
    elif st == "choose_mover":
        seats = (S.roles["military_leader"],)
    elif st in ("build", "move", "setup_build"):
        seats = (S.active,)  # type: ignore[assignment]
    else:
        raise AssertionError(st)
    return Prompt(phase=S.phase, kind=st, seats=seats, text=named("mn-prompt-" + st))


def start_active(S: State, seat: int, ev: list[Event]) -> None:
    """``seat`` takes its turn of the construction (step "build") or military (step "move") phase."""
    S.active = seat
    if S.step == "choose_builder":
        S.step = "build"
        ev.append(event(msg("mn-ev-turn-to-build", side=who(seat))))
    else:
        S.step = "move"
        S.locked = {}
        S.fought = {}
        S.creatures_locked = {}
        S.creatures_fought = {}
        S.trireme_second = {}
        S.pillaged = []
        S.land_started = False
        ev.append(event(msg("mn-ev-turn-to-move", side=who(seat))))


def controlled(S: State) -> dict[int, list[str]]:
    """Each seat's provinces (sorted ids), taken at the start of the turn (construction rule 2)."""
    return {seat: sorted(pid for pid, P in S.provinces.items() if P.owner == seat) for seat in range(S.n)}


def a_choose(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """The Political Leader (choose_builder) or the Military Leader (choose_mover) names who plays next."""
    want(a, Choose)
    if not 0 <= a.seat < S.n or a.seat in S.done:
        raise Refusal("already_done", named("mn-err-already-done"))
    start_active(S, a.seat, ev)
