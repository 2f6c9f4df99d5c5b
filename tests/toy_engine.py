"""Coin Grab: a tiny test-only engine for the platform tests (2-4 players).

Each round has two steps:

1. ``take``: in turn order, each seat takes 1-3 coins from a pile whose size (3 per seat plus 0-6) is drawn from
   the state's generator (so replays exercise the random stream).
2. ``bid``: a simultaneous hidden choice: every seat seals a bid of 0-3 (private event to the
   bidder; the public only learns *that* a seat has bid).  When the last bid arrives, all bids are
   revealed; the highest unique bid pays its bid and scores 3.

After ``rounds`` rounds (option, 1-5, default 2) the most coins win.  The prompt of the bid step
lists only the seats that have not bid yet.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, Union

from pydantic import BaseModel, Field, TypeAdapter

from engines.base import Engine, Event, IllegalAction, Option, Outcome, Panel, Prompt
from engines.rng import Rng


class Take(BaseModel):
    kind: Literal["take"] = "take"
    n: int


class Bid(BaseModel):
    kind: Literal["bid"] = "bid"
    amount: int


ToyAction = Annotated[Union[Take, Bid], Field(discriminator="kind")]


class ToyState(BaseModel):
    seats: int
    rounds: int
    round: int = 1
    phase: Literal["take", "bid", "over"] = "take"
    turn: int = 0
    taken: int = 0  # seats that took coins this round
    pile: int
    scores: list[int]
    bids: dict[int, int] = Field(default_factory=dict)  # secret: sealed bids
    rng: Rng


class ToyView(BaseModel):
    round: int
    phase: str
    pile: int
    turn: int
    scores: list[int]
    sealed: list[int]  # seats that have bid (not the amounts)
    my_bid: int | None = None


class ToyEngine(Engine[ToyState, Any]):
    id: ClassVar[str] = "toy"
    title: ClassVar[str] = "Coin Grab"
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 4
    state_model: ClassVar[type[BaseModel]] = ToyState
    action_adapter: ClassVar[TypeAdapter[Any]] = TypeAdapter(ToyAction)

    def default_options(self) -> dict[str, Any]:
        return {"rounds": 2}

    def setup(self, seats: int, options: dict[str, Any], seed: int) -> ToyState:
        if not self.min_seats <= seats <= self.max_seats:
            raise ValueError(f"Coin Grab is for 2-4 players, not {seats}")
        rounds = options.get("rounds", 2)
        if not isinstance(rounds, int) or not 1 <= rounds <= 5:
            raise ValueError("rounds must be an integer from 1 to 5")
        rng = Rng(seed=seed)
        return ToyState(seats=seats, rounds=rounds, pile=rng.randint(3 * seats, 3 * seats + 6), scores=[0] * seats, rng=rng)

    def prompt(self, state: ToyState) -> Prompt:
        if state.phase == "take":
            return Prompt(phase="take", kind="take", seats=(state.turn,), text="take 1-3 coins")
        if state.phase == "bid":
            waiting = tuple(s for s in range(state.seats) if s not in state.bids)
            return Prompt(phase="bid", kind="bid", seats=waiting, text="seal a bid")
        return Prompt(phase="over", kind="none", seats=())

    def legal_actions(self, state: ToyState, seat: int) -> list[Any]:
        if seat not in self.prompt(state).seats:
            return []
        if state.phase == "take":
            return [Take(n=n) for n in range(1, min(3, state.pile) + 1)]
        return [Bid(amount=a) for a in range(4)]

    def apply(self, state: ToyState, seat: int, action: Any) -> tuple[ToyState, list[Event]]:
        if seat not in self.prompt(state).seats:
            raise IllegalAction("not_prompted", "You cannot act now.")
        s = state.model_copy(deep=True)
        events: list[Event] = []
        if isinstance(action, Take):
            if s.phase != "take":
                raise IllegalAction("wrong_step", "It is time to bid, not to take coins.")
            if not 1 <= action.n <= 3:
                raise IllegalAction("bad_amount", "You may take 1 to 3 coins.")
            if action.n > s.pile:
                raise IllegalAction("not_enough", f"Only {s.pile} coins are left in the pile.")
            s.pile -= action.n
            s.scores[seat] += action.n
            s.taken += 1
            s.turn = (s.turn + 1) % s.seats
            events.append(Event(kind="take", text=f"{{p{seat}}} takes {action.n} coins."))
            if s.taken == s.seats:
                s.phase = "bid"
                events.append(Event(kind="bid_step", text="Everyone seals a bid."))
        else:
            if s.phase != "bid":
                raise IllegalAction("wrong_step", "It is time to take coins, not to bid.")
            if not 0 <= action.amount <= 3:
                raise IllegalAction("bad_amount", "A bid is 0 to 3 coins.")
            if action.amount > s.scores[seat]:
                raise IllegalAction("cannot_afford", f"You have only {s.scores[seat]} coins.")
            s.bids[seat] = action.amount
            events.append(Event(kind="bid", text=f"You bid {action.amount}.", to=seat))
            events.append(Event(kind="sealed", text=f"{{p{seat}}} has sealed a bid."))
            if len(s.bids) == s.seats:
                events += self._reveal(s)
        return s, events

    def _reveal(self, s: ToyState) -> list[Event]:
        shown = ", ".join(f"{{p{seat}}} {amount}" for seat, amount in sorted(s.bids.items()))
        events = [Event(kind="reveal", text=f"Bids: {shown}.", data={"bids": {str(k): v for k, v in s.bids.items()}})]
        counts: dict[int, int] = {}
        for amount in s.bids.values():
            counts[amount] = counts.get(amount, 0) + 1
        unique = [a for a, c in counts.items() if c == 1 and a > 0]
        if unique:
            best = max(unique)
            winner = next(seat for seat, a in s.bids.items() if a == best)
            s.scores[winner] += 3 - best
            events.append(Event(kind="bid_won", text=f"{{p{winner}}} wins the bid and scores 3."))
        s.bids = {}
        s.round += 1
        if s.round > s.rounds:
            s.phase = "over"
            return events
        s.phase = "take"
        s.taken = 0
        s.turn = (s.round - 1) % s.seats
        s.pile = s.rng.randint(3 * s.seats, 3 * s.seats + 6)
        events.append(Event(kind="round", text=f"Round {s.round}: the pile holds {s.pile} coins.", data={"pile": s.pile}))
        return events

    def undoable(self, before: ToyState, after: ToyState, seat: int, action: Any, events: Any) -> bool:
        """Taking coins is open and certain: undoable unless it drew (a new pile is a random
        draw).  A sealed bid may be taken back while the others still seal theirs; the last bid
        opens them all (a reveal): final."""
        if isinstance(action, Bid) and not after.bids:
            return False
        return self.quiet_change(before, after, seat, events)

    def player_view(self, state: ToyState, seat: int | None) -> ToyView:
        return ToyView(
            round=state.round,
            phase=state.phase,
            pile=state.pile,
            turn=state.turn,
            scores=list(state.scores),
            sealed=sorted(state.bids),
            my_bid=state.bids.get(seat) if seat is not None else None,
        )

    def outcome(self, state: ToyState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = [s for s, v in enumerate(state.scores) if v == best]
        names = " and ".join(f"{{p{w}}}" for w in winners)
        return Outcome(
            winners=winners,
            scores=dict(enumerate(state.scores)),
            reason="most_coins",
            text=f"{names} {'wins' if len(winners) == 1 else 'win'} with {best} coins.",
        )

    def timeout_action(self, state: ToyState, seat: int) -> Any:
        return Take(n=1) if state.phase == "take" else Bid(amount=0)

    def auto_action(self, state: ToyState, seat: int) -> Any:
        if state.phase == "take":
            return Take(n=min(3, state.pile))
        return Bid(amount=min(state.scores[seat], (seat + state.round) % 4))

    def panel(self, state: ToyState, seat: int) -> Panel:
        view = self.player_view(state, seat)
        text = f"Round {view.round}, pile {view.pile}; you have {view.scores[seat]} coins."
        if seat not in self.prompt(state).seats:
            return Panel(title="Coin Grab", text=text)
        if state.phase == "take":
            children = [
                Option(
                    key=str(n),
                    label=f"Take {n}",
                    action={"kind": "take", "n": n},
                    disabled=None if n <= view.pile else f"Only {view.pile} coins are left.",
                )
                for n in range(1, 4)
            ]
            return Panel(title="Your turn", text=text, options=[Option(key="take", label="Take coins", children=children)])
        children = [
            Option(
                key=str(a),
                label=f"Bid {a}",
                action={"kind": "bid", "amount": a},
                disabled=None if a <= view.scores[seat] else "You cannot bid more coins than you have.",
            )
            for a in range(4)
        ]
        return Panel(title="Seal a bid", text=text, options=[Option(key="bid", label="Bid", children=children)])

    def status_text(self, state: ToyState, seat: int | None) -> str:
        view = self.player_view(state, seat)
        return f"Round {view.round}/{state.rounds}, {view.phase}; pile {view.pile}; scores {view.scores}"
