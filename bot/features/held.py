"""Mentions and reminders held during a player's quiet hours.

When a player's turn starts, or a reminder of theirs is due, while they are in their quiet hours
(``/agora notify quiet_hours:``, :mod:`bot.core.quiet_hours`), they are not pinged then: a row in
``held`` (schema step 9) records it for the end of the quiet hours, and a timer
``quiet:<game>:<user>:<step>`` (``Scheduler.arm_call``) delivers ONE message then: a ping naming the
decision that waits for them, with its deadline.  A held mention and a held reminder of the same
decision step are one row (one message).  Nothing is sent when the decision is over by then
(the player moved, or the step changed); the row is deleted either way.

Exactly once across processes: the delivery deletes the row first and sends only if that DELETE
removed it (two processes firing the same timer during a restart: one wins).  Across restarts:
the rows stay, and ``Agora.start`` re-arms each (overdue ones fire at once).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.portable import PortableStore

KINDS = ("mention", "reminder")


@dataclass(frozen=True)
class Held:
    """One held message: the decision step ``step_version`` of ``game_id`` waits for
    ``user_id``; delivered at ``due`` (unix seconds: the end of their quiet hours)."""

    game_id: int
    user_id: int
    step_version: int
    kind: str
    due: float


class HeldStore(PortableStore):
    """The ``held`` table (both back ends)."""

    async def hold(self, held: Held) -> bool:
        """Record ``held``; False when that (game, user, step) is already held (one message)."""
        if held.kind not in KINDS:
            raise ValueError(f"unknown held kind {held.kind!r}")
        changed = await self._write(
            "INSERT INTO held (game_id, user_id, step_version, kind, due) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (game_id, user_id, step_version) DO NOTHING",
            (held.game_id, held.user_id, held.step_version, held.kind, float(held.due)),
        )
        return changed == 1

    async def take(self, game_id: int, user_id: int, step_version: int) -> bool:
        """Delete the row; True only for the caller whose DELETE removed it (send then)."""
        changed = await self._write(
            "DELETE FROM held WHERE game_id = ? AND user_id = ? AND step_version = ?", (game_id, user_id, step_version)
        )
        return changed == 1

    async def all(self) -> list[Held]:
        """Every held message, soonest first (the start-up re-arms them)."""
        rows = await self._fetch("SELECT game_id, user_id, step_version, kind, due FROM held ORDER BY due")
        return [Held(int(r[0]), int(r[1]), int(r[2]), str(r[3]), float(r[4])) for r in rows]


def job_id(game_id: int, user_id: int, step_version: int) -> str:
    """The timer of a held message (``quiet:<game>:<user>:<step>``)."""
    return f"quiet:{game_id}:{user_id}:{step_version}"


__all__ = ["Held", "HeldStore", "job_id"]
