"""What a seat (or the channel) may see of an Olympus game: everything but the Destiny deck, the
face-down Olympus cards, other players' Destiny hands and another player's Oracle draw."""

from __future__ import annotations

from pydantic import BaseModel, Field

from engines.olympus import rules as q
from engines.olympus.state import LastTurn, State


class PlayerView(BaseModel):
    seat: int
    pos: int
    stamp: int
    reserve: int
    general: int
    cubes: dict[str, int]
    hourglasses: int
    prestige: int
    discoveries: list[str]
    discounts: list[str]
    wonders: list[str]
    hand_size: int
    hand: list[str] | None = None  # only the seat's own
    done: bool
    athena_star: int
    erinyes: bool
    keres: int
    swords: int
    zeus: int
    stars: int
    tokens: dict[str, int]


class PendingView(BaseModel):
    kind: str
    seats: list[int]
    count: int
    ref: str = ""
    options: list[str] = Field(default_factory=list)
    answered: list[int] = Field(default_factory=list)


class View(BaseModel):
    viewer: int | None
    n: int
    players: list[PlayerView]
    stacks: dict[str, list[int]]
    tribes: list[str]
    condemned: list[str]
    piles: dict[str, list[list[str]]]
    bonus: dict[str, list[list[int | None]]]
    wonders: list[str | None]
    discount_tiles: dict[str, list[str]]
    destiny_deck: int
    destiny_discard: list[str]
    #: Zeus space -> face-down Olympus cards left there
    olympus: dict[int, int]
    reached: dict[int, list[int]]
    revealed: list[str]
    ares: list[int]
    siren: list[int]
    pending: list[PendingView]
    to_act: int | None
    turns: int
    over: bool
    #: at the game's end (public then): each seat's prestige by source (rules.score's keys) and
    #: the winners (rules.winners); empty while the game goes on
    final: list[dict[str, int]] = Field(default_factory=list)
    winners: list[int] = Field(default_factory=list)
    #: rules 3: the development board's emptied places ("row:column" or "wonder:column" -> the
    #: discovery or wonder that was there; State.emptied)
    emptied: dict[str, str] = Field(default_factory=dict)
    #: rules 3: what the latest turn did (:class:`engines.olympus.state.LastTurn`, all public);
    #: None before the first turn and in games of rules 1-2
    last: LastTurn | None = None


def build(S: State, seat: int | None) -> View:
    players = []
    for i, p in enumerate(S.players):
        players.append(
            PlayerView(
                seat=i, pos=p.pos, stamp=p.stamp, reserve=p.reserve, general=p.general,
                cubes={r: n for r, n in p.cubes.items() if n}, hourglasses=p.hourglasses, prestige=p.prestige,
                discoveries=list(p.discoveries), discounts=list(p.discounts), wonders=list(p.wonders),
                hand_size=len(p.hand), hand=sorted(p.hand) if seat == i else None, done=p.done,
                athena_star=p.athena_star, erinyes=p.erinyes, keres=p.keres, swords=q.swords(S, i),
                zeus=q.zeus(S, i), stars=q.star_tokens(S, i), tokens=dict(q.tokens(S, i)),
            )
        )
    pending = []
    for d in S.pending:
        private = d.kind == "oracle" and seat not in d.seats
        pending.append(
            PendingView(kind=d.kind, seats=list(d.seats), count=d.count, ref=d.ref,
                        options=[] if private else sorted(d.options) if d.kind == "oracle" else list(d.options), answered=sorted(d.answers))
        )
    return View(
        viewer=seat, n=S.n, players=players, stacks={t: list(st) for t, st in sorted(S.stacks.items())},
        tribes=sorted(S.tribes), condemned=sorted(S.condemned), piles=S.piles, bonus=S.bonus, wonders=list(S.wonders),
        discount_tiles=S.discount_tiles, destiny_deck=len(S.destiny_deck), destiny_discard=list(S.destiny_discard),
        olympus={z: len(c) for z, c in sorted(S.olympus.items())}, reached=S.reached, revealed=list(S.revealed),
        ares=list(S.ares), siren=list(S.siren), pending=pending, to_act=None if S.pending else q.next_seat(S),
        turns=S.turns, over=S.over,
        final=[q.score(S, s) for s in range(S.n)] if S.over else [],
        winners=q.winners(S) if S.over else [],
        emptied=dict(S.emptied),
        last=S.last.model_copy(deep=True) if S.last is not None else None,
    )
