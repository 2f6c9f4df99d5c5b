"""A per-user limit on interactions: a script or a hammering hand gets a polite "slow down"
instead of queueing work for everyone.

Each user id has its own bucket (discord.py's ``app_commands.Cooldown``: ``rate`` interactions
per ``per`` seconds, the window starting at the first one), so one user's clicks never slow
another user's games.  The check is in memory and answered at once (no database work), well
within Discord's 3 seconds.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from discord.app_commands import Cooldown

import i18n

if TYPE_CHECKING:
    from bot.settings import Settings

#: interactions a user may make per :data:`DEFAULT_PER` seconds by default (the settings'
#: ``interaction_rate`` has the same default).  Five covers the quickest honest use (Play my
#: turn, two levels of a panel, a leaf, a status) while a script clicking ten times a second is
#: held back.
DEFAULT_RATE = 5
#: the window of :data:`DEFAULT_RATE`, in seconds (the settings' ``interaction_per_seconds``)
DEFAULT_PER = 5.0
#: buckets kept before idle ones are dropped (memory bound for a busy bot)
MAX_BUCKETS = 10_000


class InteractionCooldown:
    """``rate`` interactions per ``per`` seconds for each user id.  ``clock``: seconds (any
    origin; tests inject one).  ``rate <= 0`` disables the limit."""

    def __init__(self, rate: int = DEFAULT_RATE, per: float = DEFAULT_PER, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = int(rate)
        self.per = float(per)
        self.clock = clock
        self._buckets: dict[int, Cooldown] = {}

    @classmethod
    def from_settings(cls, settings: "Settings", *, clock: Callable[[], float] = time.monotonic) -> "InteractionCooldown":
        """``settings.interaction_rate`` per ``settings.interaction_per_seconds`` seconds
        (``AGORA_INTERACTION_RATE`` / ``AGORA_INTERACTION_PER_SECONDS``; rate 0: no limit)."""
        return cls(settings.interaction_rate, settings.interaction_per_seconds, clock=clock)

    def hit(self, user_id: int) -> float:
        """Count one interaction of ``user_id``.  Returns 0.0 when it may go on, else the
        seconds to wait before the user's next interaction is accepted."""
        if self.rate <= 0:
            return 0.0
        now = self.clock() or 1e-9  # Cooldown reads a time of 0 as "use time.time()"
        bucket = self._buckets.get(user_id)
        if bucket is None:
            if len(self._buckets) >= MAX_BUCKETS:
                self._prune(now)
            bucket = self._buckets[user_id] = Cooldown(self.rate, self.per)
        retry_after = bucket.update_rate_limit(now)
        return 0.0 if retry_after is None else max(retry_after, 0.0)

    def _prune(self, now: float) -> None:
        """Forget users whose window has ended (their bucket is full again)."""
        for user_id in [u for u, b in self._buckets.items() if b.get_tokens(now) == b.rate]:
            del self._buckets[user_id]


def wait_text(seconds: float, lang: str = "en") -> str:
    """The polite answer to a user over the limit, in ``lang``."""
    return i18n.tr(lang, "bot-slow-down", n=max(1, math.ceil(seconds)))
