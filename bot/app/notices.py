"""The notifications of the running application (:class:`Notices`): the reminders before a
deadline, the quiet hours that hold a ping until they end (bot/core/quiet_hours.py,
bot/features/held.py), the heads-up of the player after the one whose turn starts
(bot/core/headsup.py) and the daily digest (bot/features/digest.py)."""

from __future__ import annotations

import logging
from collections.abc import Callable

import engines
import i18n
from bot.app.prefs import Preferences
from bot.app.scheduler import Scheduler
from bot.app.transport import Transport
from bot.core import headsup, quiet_hours
from bot.core.models import GameInfo
from bot.features import digest
from bot.features.held import Held, HeldStore
from bot.features.held import job_id as held_job_id
from bot.service import Service
from bot.storage import Storage
from bot.storage.sqlite import UserPrefs
from engines.text import Text, msg

log = logging.getLogger(__name__)


def mention_list(user_ids: list[int]) -> str:
    """``<@id>`` of each user, space separated (only a transport's mention list pings)."""
    return " ".join(f"<@{u}>" for u in user_ids)


def duration(hours: float) -> Text:
    """A time span for people: "30 minutes", "1 hour", "24 hours", "3 days" (a message)."""
    if hours < 1:
        return msg("bot-minutes", n=max(1, round(hours * 60)))
    if hours >= 72 and hours % 24 == 0:
        return msg("bot-days", n=int(hours // 24))
    return msg("bot-hours", n=int(hours) if float(hours).is_integer() else hours)



class Notices:
    """The messages that remind players, over ``storage`` (open): each timer handler sends at
    most once across processes (a row's claim decides) and logs a failure instead of raising.
    ``transport``: where they go (None: nothing is sent; the lifecycle sets it);
    ``scheduler``: their timers; ``prefs``: each user's settings and language."""

    def __init__(
        self, storage: Storage, service: Service, prefs: Preferences, scheduler: Scheduler, clock: Callable[[], float]
    ) -> None:
        self.storage = storage
        self.service = service
        self.prefs = prefs
        self.scheduler = scheduler
        self.clock = clock
        self.transport: Transport | None = None

    async def on_reminder(self, game_id: int, version: int, n: int, hours: float) -> None:
        """Timer handler: remind the players who must act and chose this lead time (their own,
        ``/agora notify``, or the server's), once per (step, n); a player whose mentions are off
        is named without a ping."""
        try:
            if not await self.storage.mark_reminder_sent(game_id, version, n):
                return
            info = await self.service.info(game_id)
            if not info.to_act or self.transport is None:
                return
            prefs = await self.prefs.users_prefs(info.to_act, info.id)
            users = [u for u in info.to_act if any(abs(h - hours) < 1e-6 for h in self.prefs.lead_times(prefs[u]))]
            if not users:
                return
            users = await self.hold_quiet(info, users, prefs, "reminder")  # held during quiet hours
            if not users:
                return
            named = mention_list(users)
            if info.deadline:
                line = msg("bot-reminder-deadline", mentions=named, left=duration(hours), t=str(int(info.deadline)))
            else:
                line = msg("bot-reminder", mentions=named, left=duration(hours))
            pinged = [u for u in users if prefs[u].mentions]
            # with a "More time" button for the decision where the transport can (bot/features/timekeeping.py)
            post_reminder = getattr(self.transport, "post_reminder", None)
            if post_reminder is not None:
                await post_reminder(info, info.render(line), pinged)
            else:
                await self.transport.post_text(info, info.render(line), pinged)
        except Exception:
            log.exception("reminder handler failed for game %s v%s", game_id, version)

    # ---- quiet hours (bot/core/quiet_hours.py, bot/features/held.py) --------------------------------------
    async def hold_quiet(self, info: GameInfo, users: list[int], prefs: dict[int, UserPrefs], kind: str) -> list[int]:
        """The users of ``users`` who may be pinged now; those in their quiet hours are held
        (one ``held`` row per user and decision step, delivered at the end of their quiet
        hours by :meth:`on_quiet_end`)."""
        now = self.clock()
        out = []
        for u in users:
            end = quiet_hours.quiet_end(now, prefs[u].timezone, prefs[u].quiet) if u in prefs else None
            if end is None:
                out.append(u)
                continue
            held = Held(info.id, u, info.step_version, kind, end)
            if await HeldStore(self.storage).hold(held):
                self._arm_one(held)
        return out

    def _arm_one(self, held: Held) -> None:
        self.scheduler.arm_call(held_job_id(held.game_id, held.user_id, held.step_version), held.due,
                                self.on_quiet_end, held.game_id, held.user_id, held.step_version)

    async def arm_held(self) -> None:
        """Start-up: a timer for every held message (overdue ones fire at once)."""
        for held in await HeldStore(self.storage).all():
            self._arm_one(held)

    async def on_quiet_end(self, game_id: int, user_id: int, step_version: int) -> None:
        """Timer handler: a player's quiet hours ended: ONE message for the decision held for
        them (a ping if their mentions are on), if it still waits for them; sent by the one
        process whose delete of the ``held`` row wins."""
        try:
            if not await HeldStore(self.storage).take(game_id, user_id, step_version):
                return
            info = await self.service.info(game_id)
            if (info.status != "active" or info.step_version != step_version or user_id not in info.to_act
                    or self.transport is None):
                return
            prefs = (await self.prefs.users_prefs([user_id], game_id))[user_id]
            what = (info.prompt.text if info.prompt is not None else None) or msg("bot-your-decision")
            if info.deadline:
                line = msg("quiet-held-deadline", mention=f"<@{user_id}>", what=what, t=str(int(info.deadline)))
            else:
                line = msg("quiet-held", mention=f"<@{user_id}>", what=what)
            await self.transport.post_text(info, info.render(line), [user_id] if prefs.mentions else [])
        except Exception:
            log.exception("held message of game %s for user %s failed", game_id, user_id)

    async def heads_up(self, info: GameInfo, starting: list[int]) -> None:
        """The heads-up of the player after the one whose turn starts (bot/core/headsup.py)."""
        if info.status != "active" or len(starting) != 1 or self.transport is None:
            return
        engine = engines.get(info.engine)
        if getattr(engine, "next_turn_seat", None) is None:
            return
        _, _, state = await self.service.public_state(info.id)
        seat = headsup.next_seat(engine, state)
        user = info.user_of(seat) if seat is not None else None
        if user is None or user in info.to_act or user in starting:
            return
        prefs = (await self.prefs.users_prefs([user], info.id))[user]
        if not prefs.heads_up or not prefs.private_messages:
            return
        if quiet_hours.quiet_end(self.clock(), prefs.timezone, prefs.quiet) is not None:
            return
        lang = await self.prefs.user_lang(user, info.lang)
        before = info.seat_of(starting[0])
        text = i18n.tr(lang, "quiet-heads-up", game=str(info.id), title=info.title,
                       player=info.names.get(before, "?") if before is not None else "?")
        await self.transport.send_private(info, user, text)

    # ---- the daily digest (bot/features/digest.py) -------------------------------------------------------
    def arm_digest(self, user_id: int, zone: str | None, hour: int | None, *, catch_up: bool = False) -> None:
        """The timer of the user's next digest (none when ``hour`` is None: a timer left from
        before finds the digest off and stops).  ``catch_up`` (start-up): the last one due, at
        once, so a digest missed while the bot was down comes (the day's claim keeps one a day)."""
        if hour is not None:
            now = self.clock()
            due = digest.next_time(now - 86400.0 if catch_up else now, zone, hour)
            self.scheduler.arm_call(digest.job_id(user_id), due, self.on_digest, user_id, due)

    async def arm_digests(self) -> None:
        for user_id, zone, hour in await digest.DigestStore(self.storage).users():
            self.arm_digest(user_id, zone, hour, catch_up=True)

    async def on_digest(self, user_id: int, due: float | None = None) -> None:
        """Timer handler: the user's digest of the day of ``due`` (default: now; once across
        processes: that local day's claim), then the timer of the next one."""
        try:
            prefs = await self.storage.user_prefs(user_id)
            if prefs.digest_hour is None:
                return
            now = self.clock()
            self.arm_digest(user_id, prefs.timezone, prefs.digest_hour)
            store = digest.DigestStore(self.storage)
            waiting = []
            for game_id in await store.active_games(user_id):
                info = await self.service.info(game_id)
                if user_id in info.to_act:
                    waiting.append(info)
            if not waiting or self.transport is None:
                return
            if not await store.claim(user_id, digest.day_of(now if due is None else due, prefs.timezone), now):
                return
            lang = await self.prefs.user_lang(user_id, waiting[0].lang)
            lines = [i18n.tr(lang, "quiet-digest-title", n=len(waiting))]
            for info in waiting:
                what = info.render(info.prompt.text if info.prompt is not None else None, lang) or "…"
                if info.deadline:
                    lines.append("- " + i18n.tr(lang, "quiet-digest-game-deadline", game=str(info.id), title=info.title,
                                                what=what, t=str(int(info.deadline))))
                else:
                    lines.append("- " + i18n.tr(lang, "quiet-digest-game", game=str(info.id), title=info.title, what=what))
            await self.transport.send_private(waiting[0], user_id, "\n".join(lines))
        except Exception:
            log.exception("daily digest for user %s failed", user_id)

