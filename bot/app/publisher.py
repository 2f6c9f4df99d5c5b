"""Publishing (:class:`Publisher`): a committed change goes out through the transport (the board
picture, one public message per turn edited as its steps are taken, mentions, private lines,
take-over offers), the game's timers are (re)armed, and the version published is recorded.

A failure of the transport or the renderer is logged and never undoes a committed change.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from bot.app import alttext
from bot.app.notices import Notices, mention_list
from bot.app.pictures import Pictures
from bot.app.prefs import Preferences
from bot.app.scheduler import Scheduler
from bot.app.transport import BoardPost, Transport
from bot.core.errors import GameNotActive
from bot.core.models import GameInfo, Outbox
from bot.features import undo
from bot.service import Service
from bot.settings import Settings
from bot.storage import Storage
from bot.storage.sqlite import UserPrefs
from engines.text import Text, msg

log = logging.getLogger(__name__)


MAX_CONTENT = 2000


def _mentions(user_ids: list[int]) -> str:
    return " ".join(f"<@{u}>" for u in user_ids)


def compose(lines: list[str], footer: str, limit: int = MAX_CONTENT) -> str:
    """``lines`` then ``footer`` joined by newlines; the oldest lines give way to "..." when the
    text would exceed ``limit`` characters."""
    tail = [footer] if footer else []
    for start in range(len(lines) + 1):
        text = "\n".join((["..."] if start else []) + lines[start:] + tail)
        if len(text) <= limit:
            return text
    return "\n".join(tail)[:limit]


@dataclass
class TurnMessage:
    """The public message of a game's current turn: its id, the lines it shows and the users
    its footer names as deciding."""

    message_id: int
    lines: list[str]
    to_act: list[int]



class Offers(Protocol):
    """The take-over offers a publication posts and closes (bot/app/seats.py)."""

    async def post_offers(self, transport: Any, outbox: Outbox) -> None: ...
    async def close_offers(self, transport: Any, outbox: Outbox) -> None: ...


class Publisher:
    """Publishes the outboxes of one process over ``storage`` (open): ``pictures`` draws,
    ``notices`` holds the pings of players in their quiet hours and sends heads-ups, ``prefs``
    gives each user's settings, ``scheduler`` keeps the deadline and reminder timers, ``offers``
    posts and closes take-over offers.  ``transport``: where it goes (None: only the timers and
    the record; the lifecycle sets it).  The caller holds the game's lock, so posts keep the
    commit order and a board shows the state of its ``outbox.game.version``."""

    def __init__(
        self,
        storage: Storage,
        service: Service,
        settings: Settings,
        *,
        pictures: Pictures,
        prefs: Preferences,
        notices: Notices,
        scheduler: Scheduler,
        offers: Offers,
        clock: Callable[[], float],
    ) -> None:
        self.storage = storage
        self.service = service
        self.settings = settings
        self.pictures = pictures
        self.prefs = prefs
        self.notices = notices
        self.scheduler = scheduler
        self.offers = offers
        self.clock = clock
        self.transport: Transport | None = None
        #: the game page's address of a board post (``Agora.web_link``), None: no link
        self.link: Callable[[GameInfo], Awaitable[str | None]] | None = None
        # per game: the message of the current turn, edited as its steps are taken (in memory:
        # after a restart the next step posts a new message)
        self.turns: dict[int, TurnMessage] = {}
        #: while the start-up arms a large database's timers in the background: the games
        #: published meanwhile (armed here, so that arming skips them); None otherwise
        self.armed_meanwhile: set[int] | None = None

    async def repost_board(self, game_id: int, note: Text = msg("bot-board-again")) -> GameInfo:
        """Post the current board of an active game again: the picture, the players who must act
        mentioned with their decision and deadline, and a fresh "Play my turn" button (the
        previous board keeps its button, which opens the current panel with a link to this
        one).  For when a board post was refused (e.g. the
        first board after Start, for a missing permission): the players have no button until the
        next move.  The game does not change (same version); the new message becomes the
        game's latest board and its version counts as published.  A transport failure is logged,
        as in :meth:`publish` (the version then stays unpublished, see :meth:`republish_pending`).
        Raises UnknownGame, GameNotActive (lobby, finished, abandoned), RuntimeError without a
        transport.  The caller holds the game's lock."""
        if self.transport is None:
            raise RuntimeError("Agora.repost_board() needs a transport (Agora.start)")
        info, view = await self.service.public_view(game_id)
        if info.status != "active" or view is None:
            raise GameNotActive(
                msg("bot-err-not-started" if info.status == "lobby" else "bot-err-no-turn", game=str(game_id))
            )
        prefs = await self.prefs.users_prefs(info.to_act, info.id)
        # as in a turn's post: nobody with a daily digest (it lists their games), nobody in quiet hours
        mentions = [u for u in info.to_act if u not in prefs or (prefs[u].mentions and prefs[u].digest_hour is None)]
        if mentions:
            mentions = await self.notices.hold_quiet(info, mentions, prefs, "mention")
        line = info.render(note)
        content = compose([line], self.footer(info))
        image = await self.pictures.board(info, view)
        post = BoardPost(
            game=info,
            content=content,
            mention_user_ids=mentions,
            image=image,
            image_description=alttext.describe(info, [], shows=(await self.pictures.summaries(info, view))[0]) if image is not None else None,
        )
        self.turns.pop(info.id, None)
        try:
            message_id = await self.post_board(post, record=False)
        except Exception:
            log.exception("reposting the board of game %s v%s failed", info.id, info.version)
        else:
            if message_id is not None:
                self.turns[info.id] = TurnMessage(message_id, [line], list(info.to_act))
            await self.storage.set_published(info.id, info.version, (message_id, message_id))
        return info

    async def publish(self, outbox: Outbox) -> Outbox:
        """Send ``outbox`` through the transport and (re)arm or cancel the game's timers.
        Returns ``outbox`` unchanged.  The caller holds the game's
        lock, so the board image is the state of ``outbox.game.version``."""
        info = outbox.game
        if self.armed_meanwhile is not None:  # armed here: the start-up's arming skips it
            self.armed_meanwhile.add(info.id)
        prefs = await self.prefs.users_prefs([*info.to_act, *outbox.mention_user_ids, *outbox.private_lines], info.id)
        if info.status == "active" and info.deadline is not None:
            # the reminders at the lead times of the players deciding (union of theirs)
            hours = sorted({h for u in info.to_act for h in self.prefs.lead_times(prefs[u])}, reverse=True) if prefs else None
            self.scheduler.arm(info.id, info.version, info.deadline, since=self.clock(), hours=hours)
        else:
            self.scheduler.cancel(info.id)
        if self.transport is None:
            return outbox
        posted: list[tuple[int | None, int | None]] = []
        try:
            await self.send(outbox, prefs, posted)
            await self.offers.post_offers(self.transport, outbox)  # seats open to a take-over (bot.features.seats)
            await self.offers.close_offers(self.transport, outbox)  # and those no longer open
        except Exception:
            log.exception("publishing game %s v%s failed", info.id, info.version)
            if posted:  # the board went out: remember its message
                await self.record_posted(info.id, posted[-1])
        else:
            # one statement: the version published and the board posted for it (if any)
            await self.storage.set_published(info.id, info.version, posted[-1] if posted else None)
        return outbox

    async def record_posted(self, game_id: int, posted: tuple[int | None, int | None]) -> None:
        """Record a posted board's message ids (the game's latest board and turn message)."""
        await self.storage.set_board_message(game_id, posted[0])
        await self.storage.set_turn_message(game_id, posted[1])

    async def send(
        self, outbox: Outbox, prefs: dict[int, UserPrefs], posted: list[tuple[int | None, int | None]]
    ) -> None:
        """One public message per turn (a thread reads as the turns played): a change that starts a turn, or brings a
        picture, or ends the game posts a new message (the lines, the players whose turn starts
        mentioned, the Play button); a step inside a turn edits that message (its lines grow,
        the footer shows the current decision; an edit pings nobody).  When the turn message is
        unknown (after a restart) or its edit fails, a new message without mentions is posted.
        Mentions and private messages honour each user's settings (``/agora notify``).
        A board posted is appended to ``posted`` (its board and turn message ids) for the caller
        to record with the published version."""
        assert self.transport is not None
        info = outbox.game
        final = info.status in ("finished", "abandoned")
        # a player with a daily digest gets it instead of a ping at each turn (bot/features/digest.py)
        mentions = [] if final else [
            u for u in outbox.mention_user_ids if prefs[u].mentions and prefs[u].digest_hour is None
        ]
        if mentions and info.status == "active":  # none in a player's quiet hours: held until they end
            mentions = await self.notices.hold_quiet(info, mentions, prefs, "mention")
        footer = self.footer(info)
        lines = outbox.public()
        if outbox.retracted and info.id in self.turns:  # an undo: strike the move in its message
            await self.strike(info, outbox)
        turn = None if outbox.board else self.turns.get(info.id)
        if turn is not None:
            # a step that says nothing public and leaves the same players deciding edits nothing
            # (the player's panel shows their next choice at once)
            if lines or info.to_act != turn.to_act:
                content = compose(turn.lines + lines, footer)
                if await self.edit_turn(info, turn.message_id, content):
                    turn.lines += lines
                    turn.to_act = list(info.to_act)
                else:  # the message is gone: the turn so far goes in a new one
                    lines = turn.lines + lines
                    turn = None
        if turn is None:
            if not outbox.board and info.status != "active":  # an abandoned lobby: one line, no board
                await self.transport.post_text(info, compose(lines, ""), [])
                return
            image = detail = None
            shows: tuple[str | None, str | None] = (None, None)
            if info.status != "abandoned" and outbox.board and outbox.image:
                view = self.service.view_of(info)  # the committed version's view, in memory
                if view is None:
                    _, view = await self.service.public_view(info.id)
                if view is not None:
                    image, detail = await self.pictures.both(info, view)
                    shows = await self.pictures.summaries(info, view) if image is not None else shows
            content = compose(lines, footer)
            post = BoardPost(game=info, content=content, mention_user_ids=mentions, image=image, detail=detail, final=final,
                             image_description=alttext.describe(info, lines, shows=shows[0]) if image is not None else None,
                             detail_description=alttext.describe(info, lines, close_up=True, shows=shows[1]) if detail is not None else None)
            self.turns.pop(info.id, None)  # a failed post leaves no turn message to edit
            message_id = await self.post_board(post, record=False)
            posted.append((message_id, None if final else message_id))
            if not final and message_id is not None:
                self.turns[info.id] = TurnMessage(message_id, lines, list(info.to_act))
        if outbox.mention_user_ids and not final:
            await self.notices.heads_up(info, outbox.mention_user_ids)  # "you are next", bot/core/headsup.py
        for user_id in outbox.private_lines:
            if prefs[user_id].private_messages:
                lang = await self.prefs.user_lang(user_id, info.lang)
                await self.transport.send_private(info, user_id, compose(outbox.private(user_id, lang), ""))

    async def strike(self, info: GameInfo, outbox: Outbox) -> None:
        """An undo: the undone move's lines struck through in the turn message that shows them;
        when the undo posts a new message (``outbox.board``) the old one is edited now, without
        its footer (nobody acts there any more)."""
        turn = self.turns[info.id]
        turn.lines = undo.strike(turn.lines, [info.render(t) for t in outbox.retracted])
        if outbox.board and await self.edit_turn(info, turn.message_id, compose(turn.lines, "")):
            self.turns.pop(info.id, None)

    async def edit_turn(self, info: GameInfo, message_id: int, content: str) -> bool:
        """Edit the turn message; False (logged) when the transport could not, or cannot edit
        at all (a transport without ``edit_turn`` gets a new message per step)."""
        edit = getattr(self.transport, "edit_turn", None)
        if edit is None:
            return False
        try:
            return bool(await edit(info, message_id, content))
        except Exception:
            log.exception("editing the turn message %s of game %s failed; posting a new one", message_id, info.id)
            return False

    @staticmethod
    def footer(info: GameInfo) -> str:
        """The players who must act (as ``<@id>``: only the transport's mention list pings),
        their decision and its deadline, in the game's language; "" when nobody must act."""
        if not info.to_act or info.prompt is None or info.status != "active":
            return ""
        what = info.prompt.text or msg("bot-your-decision")
        mentions = mention_list(info.to_act)
        if info.deadline is None and info.paused:  # the clock waits (bot/features/timekeeping.py)
            line = msg("time-footer-paused", mentions=mentions, what=what)
        elif info.deadline is None:
            line = msg("time-footer-waiting", mentions=mentions, what=what)
        elif info.deadline:
            line = msg("bot-footer-deadline", mentions=mentions, what=what, t=str(int(info.deadline)))
        else:
            line = msg("bot-footer", mentions=mentions, what=what)
        return info.render(line)

    async def post_board(self, post: BoardPost, *, record: bool = True) -> int | None:
        """Post a board and (``record``) record its message as the game's latest board and turn
        message (without it the caller records them, with the published version)."""
        assert self.transport is not None
        if post.link is None and self.link is not None:
            post = post.model_copy(update={"link": await self.link(post.game)})
        message_id = await self.transport.post_board(post)
        if record:
            await self.record_posted(post.game.id, (message_id, None if post.final else message_id))
        return message_id
