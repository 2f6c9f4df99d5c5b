"""Coin Grab with nudges: the test-only toy engine (tests/toy_engine.py) with a side action
(``Engine.side_actions``), for the platform's interjection tests.

During the ``take`` step, a seat that is not taking may *nudge* the pile (an interjection): it
takes 1 coin from the pile (at most twice per game per seat, only while the pile holds more
than one coin).  The taker keeps its decision (the pile it takes from is smaller).  A *loud*
nudge also makes the taker answer first (``shrug``, a reaction prompt of its own kind), after
which the take step resumes.  A nudge is open and certain: undoable.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter

from engines.base import Event, IllegalAction, Option, Panel, Prompt
from tests.toy_engine import Bid, Take, ToyEngine, ToyState

#: nudges per seat per game
NUDGES = 2


class Nudge(BaseModel):
    kind: Literal["nudge"] = "nudge"
    loud: bool = False


class Shrug(BaseModel):
    kind: Literal["shrug"] = "shrug"


SideAction = Annotated[Union[Take, Bid, Nudge, Shrug], Field(discriminator="kind")]


class SideState(ToyState):
    nudged: list[int] = Field(default_factory=list)  # one entry per nudge, the nudging seat
    shrug: int | None = None  # the taker who must answer a loud nudge


class SideToy(ToyEngine):
    id: ClassVar[str] = "toy-side"
    title: ClassVar[str] = "Coin Grab with nudges"
    state_model: ClassVar[type[BaseModel]] = SideState
    action_adapter: ClassVar[TypeAdapter[Any]] = TypeAdapter(SideAction)

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> SideState:
        return SideState(**super().setup(seats, options, seed).model_dump())

    def prompt(self, state: Any) -> Prompt:
        if state.shrug is not None:
            return Prompt(phase="take", kind="shrug", seats=(state.shrug,), text="shrug off the nudge")
        return super().prompt(state)

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        if state.shrug is not None:
            return [Shrug()] if seat == state.shrug else []
        return super().legal_actions(state, seat)

    def side_actions(self, state: Any, seat: int) -> list[Any]:
        pr = self.prompt(state)
        if pr.kind != "take" or seat in pr.seats or state.nudged.count(seat) >= NUDGES or state.pile <= 1:
            return []
        return [Nudge(), Nudge(loud=True)]

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]:
        if seat not in self.prompt(state).seats:
            if action not in self.side_actions(state, seat):
                raise IllegalAction("not_prompted", "You cannot act now.")
            s = state.model_copy(deep=True)
            s.pile -= 1
            s.scores[seat] += 1
            s.nudged.append(seat)
            if action.loud:
                s.shrug = s.turn
            return s, [Event(kind="nudge", text=f"{{p{seat}}} nudges the pile and takes 1 coin.")]
        if state.shrug is not None:
            if not isinstance(action, Shrug):
                raise IllegalAction("shrug_first", "Shrug off the nudge first.")
            s = state.model_copy(deep=True)
            s.shrug = None
            return s, [Event(kind="shrug", text=f"{{p{seat}}} shrugs.")]
        if isinstance(action, (Nudge, Shrug)):
            raise IllegalAction("wrong_step", "Take coins or bid.")
        return super().apply(state, seat, action)

    def board_moment(self, before: Any, after: Any, events: list[Event]) -> bool:
        """A picture at each new step of the game (a nudge is a text line, as Mare Nostrum's gods)."""
        return (before.phase, before.round, before.turn) != (after.phase, after.round, after.turn)

    def undoable(self, before: Any, after: Any, seat: int, action: Any, events: Any) -> bool:
        if isinstance(action, Nudge):
            return self.quiet_change(before, after, seat, events)
        return super().undoable(before, after, seat, action, events)

    def timeout_action(self, state: Any, seat: int) -> Any:
        return Shrug() if state.shrug is not None else super().timeout_action(state, seat)

    def auto_action(self, state: Any, seat: int) -> Any:
        return Shrug() if state.shrug is not None else super().auto_action(state, seat)

    def panel(self, state: Any, seat: int) -> Panel:
        if state.shrug == seat:
            return Panel(title="Nudged", text="", options=[Option(key="shrug", label="Shrug", action={"kind": "shrug"})])
        side = self.side_actions(state, seat)
        if side:
            return Panel(title="Not your turn", text=f"Pile {state.pile}.", options=[
                Option(key="nudge", label="Nudge", action={"kind": "nudge", "loud": False}),
                Option(key="loud", label="Nudge loudly", action={"kind": "nudge", "loud": True}),
            ])
        return super().panel(state, seat)
