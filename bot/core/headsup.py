"""The heads-up: an opt-in private message "you are next in game #12" when the player
before you in a fixed turn order starts their turn.

Which games have a fixed turn order is the engine's to say: an engine that has one defines
``next_turn_seat(state) -> int | None``, the seat whose turn comes after the current one (None:
not known, e.g. the end of a round decides it).  Antike does ("I giocatori giocano in senso
orario", antike.it.txt): the next nation clockwise.  Games whose order changes with play (Olympus's
time track, 7 Wonders Duel's replay turns, Mare Nostrum's trade order) define none and send no
heads-up.

At most one per turn: it is sent from the publication of the change that starts the turn (the
same once-per-turn start that gives the one mention per turn), only to a player who opted in
(``/agora notify heads_up:``), who is not the one starting nor already deciding, whose private
messages in that game are on, and who is not in their quiet hours then (a heads-up is a
courtesy: one due in quiet hours is dropped, the turn's own mention is held instead).
"""

from __future__ import annotations

from typing import Any


def next_seat(engine: Any, state: Any) -> int | None:
    """The seat after the current turn in ``engine``'s fixed order, or None (no fixed order)."""
    fn = getattr(engine, "next_turn_seat", None)
    if fn is None or state is None:
        return None
    seat = fn(state)
    return seat if isinstance(seat, int) else None


__all__ = ["next_seat"]
