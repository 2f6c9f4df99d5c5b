"""The rows of the storage port: what its methods take and return (pydantic models), and how a
row of the tables (bot/storage/schema.py) is read into them (the column lists and decoders both
back ends share).  Part of the port, not of a back end: :class:`bot.storage.sqlite.Storage`,
:class:`bot.storage.postgres.PgStorage` and the stores beside them (``seatstore``, ``timestore``)
all return these.  JSON columns (``options``, ``action``, ``events``, ``reminder_hours``,
``quiet_hours``, ``data``) are decoded here; times are unix seconds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field


class GameRow(BaseModel):
    """One ``games`` row; ``options`` decoded, ``state`` the engine's JSON text (or None in the
    lobby)."""

    id: int
    engine: str
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    host_id: int
    status: str
    version: int
    #: the version at which the current decision step began (see Storage.commit_action)
    step_version: int
    schema_version: int
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    state: str | None = None
    deadline: float | None = None
    reminders_sent: int = 0
    board_message_id: int | None = None
    published_version: int = 0
    created_at: float
    updated_at: float
    #: time (bot/features/timekeeping.py): the host paused the game; the seconds left on the stopped
    #: clock of step ``clock_step`` (deadline NULL while the game waits)
    paused: bool = False
    clock_step: int | None = None
    clock_left: float | None = None
    #: the rules version the game was set up under (``Engine.start``; 1 for games stored before
    #: versions existed): replay starts there
    rules_version: int = 1
    #: why the installed code could not load the game at start-up (it waits, untouched, for an
    #: admin: bot/ops/check.py), or None
    set_aside: str | None = None


class UserPrefs(BaseModel):
    """A user's preferences (``users`` row; defaults when the user never set any).
    ``locale``: "en" / "it" or None (use the Discord client's locale); ``reminder_hours``: hours
    before a deadline at which reminders go out, or None (the server's ``AGORA_REMINDERS_HOURS``)."""

    user_id: int
    locale: str | None = None
    mentions: bool = True
    private_messages: bool = True
    reminder_hours: list[float] | None = None
    #: quiet hours (bot/core/quiet_hours.py): the IANA zone (None: none set; quiet hours then read in
    #: UTC) and the quiet hours ``[from, to]`` in local whole hours (None: none)
    timezone: str | None = None
    quiet_hours: list[int] | None = None
    #: the opt-in heads-up (bot/core/headsup.py): a private message when the player before them in a
    #: fixed turn order starts their turn
    heads_up: bool = False
    #: the daily digest (bot/features/digest.py): the local hour it comes at, or None (no digest: a
    #: mention at each turn instead)
    digest_hour: int | None = None

    @property
    def quiet(self) -> tuple[int, int] | None:
        """The quiet hours as ``(from, to)``, or None."""
        return None if not self.quiet_hours else (int(self.quiet_hours[0]), int(self.quiet_hours[1]))


class SeatRow(BaseModel):
    game_id: int
    seat: int
    user_id: int
    name: str
    #: the seat conceded: the automatic player decides for it until the end
    conceded: bool = False
    #: an automatic seat's level ("standard", "strong"; bot/features/autoseats.py); None: a person
    level: str | None = None


class ActionRow(BaseModel):
    """One entry of the action log.  ``action`` is the engine action as a JSON-able dict;
    ``events`` the engine events it produced (``Event.model_dump`` dicts, private ones included:
    the service filters them)."""

    game_id: int
    seq: int
    seat: int
    user_id: int | None
    action: dict[str, Any]
    events: list[dict[str, Any]] = Field(default_factory=list)
    interaction_id: int | None = None
    source: str = "player"
    created_at: float
    #: the rules version the action was applied under (1 for rows stored before versions
    #: existed); replay upgrades the state to it first (``Engine.upgrade_rules``)
    rules: int = 1


GAME_COLUMNS = (
    "id, engine, guild_id, channel_id, thread_id, host_id, status, version, step_version, schema_version, seed, "
    "options, state, deadline, reminders_sent, board_message_id, published_version, created_at, updated_at, "
    "paused, clock_step, clock_left, rules_version, set_aside"
)
ACTION_COLUMNS = "game_id, seq, seat, user_id, action, events, interaction_id, source, created_at, rules"


def game_row(row: Sequence[Any]) -> GameRow:
    keys = [c.strip() for c in GAME_COLUMNS.split(",")]
    data = dict(zip(keys, row))
    data["options"] = json.loads(data["options"])
    return GameRow.model_validate(data)


def action_row(row: Sequence[Any]) -> ActionRow:
    game_id, seq, seat, user_id, action, events, interaction_id, source, created_at, rules = row
    return ActionRow(
        game_id=game_id,
        seq=seq,
        seat=seat,
        user_id=user_id,
        action=json.loads(action),
        events=json.loads(events),
        interaction_id=interaction_id,
        source=source,
        created_at=created_at,
        rules=rules,
    )


def prefs_row(row: Sequence[Any]) -> UserPrefs:
    """A ``users`` row (:data:`USER_COLUMNS`)."""
    user_id, locale, mentions, private, hours, zone, quiet, heads_up, digest = row
    return UserPrefs(
        user_id=user_id,
        locale=locale,
        mentions=bool(mentions),
        private_messages=bool(private),
        reminder_hours=None if hours is None else json.loads(hours),
        timezone=zone,
        quiet_hours=None if quiet is None else json.loads(quiet),
        heads_up=bool(heads_up),
        digest_hour=digest,
    )


USER_COLUMNS = "user_id, locale, mentions, private_messages, reminder_hours, timezone, quiet_hours, heads_up, digest_hour"


# ---- seats and people (bot/storage/seatstore.py) ---------------------------------------------
class SeatChangeRow(BaseModel):
    """One entry of the seat log (append-only): ``kind`` "replace" (by the host or a server
    manager), "takeover" (a volunteer, confirmed by the host) or "concede"; ``after_action``: the
    number of actions in the log when it happened; ``user_id``/``name``: the seat's new holder
    (the conceding player for "concede"); ``by_user_id``: who did it."""

    game_id: int
    seq: int
    after_action: int
    seat: int
    kind: str
    old_user_id: int
    user_id: int
    name: str
    by_user_id: int
    created_at: float


class SeatClaim(BaseModel):
    """A take-over request waiting for the host: ``user_id`` asks for ``seat``."""

    game_id: int
    seat: int
    user_id: int
    name: str
    created_at: float


class SeatMessage(BaseModel):
    """A message with seat buttons still showing them (``seat_messages``, schema step 6): a
    take-over offer (``kind`` "offer") or a request waiting for the host (``kind`` "claim", by
    ``claimant_id``); ``holder_id``: the seat's holder when it was posted; ``text``: as posted;
    ``channel_id``: where it was posted (the game's thread or channel)."""

    message_id: int
    game_id: int
    seat: int
    kind: str
    channel_id: int | None
    holder_id: int
    claimant_id: int | None = None
    text: str
    created_at: float


# ---- time (bot/storage/timestore.py) -------------------------------------------------------------
class TimeEntry(BaseModel):
    """One row of the time log.  ``step_version``: the decision step it happened in;
    ``data``: what changed (``deadline`` before/after, ``left`` seconds, ``hours``...)."""

    game_id: int
    seq: int = 0
    kind: str
    user_id: int | None = None
    step_version: int
    data: dict[str, Any] = Field(default_factory=dict)
    created_at: float = 0.0


class Vacation(BaseModel):
    """One vacation of a user in a guild: from ``start`` to ``end`` (unix seconds; ``end`` is
    the planned end, or when it was ended early)."""

    guild_id: int
    user_id: int
    start: float
    end: float


# ---- tournaments (schema step 11; bot/features/tournaments.py) --------------------------------
class TournamentRow(BaseModel):
    """One ``tournaments`` row: ``format`` ("swiss", "round-robin", "elimination"), ``rounds``
    planned, ``table_size`` (players per table for games of 3 to 6; None: two-player games),
    ``options`` (the games' options, decoded), ``round_hours`` (a round's deadline in hours;
    None: none), ``status`` ("signup", "running", "finished"), ``round`` (the round under way;
    0 before the start)."""

    id: int
    guild_id: int | None
    channel_id: int | None
    host_id: int
    engine: str
    format: str
    rounds: int
    table_size: int | None
    options: dict[str, Any] = Field(default_factory=dict)
    round_hours: float | None
    status: str
    round: int
    created_at: float
    updated_at: float


TOURNAMENT_COLUMNS = (
    "id, guild_id, channel_id, host_id, engine, format, rounds, table_size, options, round_hours, status, round, "
    "created_at, updated_at"
)


def tournament_row(r: Sequence[Any]) -> TournamentRow:
    return TournamentRow(
        id=r[0], guild_id=r[1], channel_id=r[2], host_id=r[3], engine=r[4], format=r[5], rounds=r[6],
        table_size=r[7], options=json.loads(r[8]), round_hours=r[9], status=r[10], round=r[11],
        created_at=r[12], updated_at=r[13],
    )


class TournamentPlayerRow(BaseModel):
    """One signed-up player: ``seq`` (sign-up order, 1-based), ``rating`` (the seed), ``dropped``
    with ``drop_reason`` ("missed", "host", "left"; None), ``missed`` (deadlines missed in a row
    in the tournament's games)."""

    user_id: int
    name: str
    seq: int
    rating: float
    dropped: bool
    drop_reason: str | None
    missed: int


TOURNAMENT_PLAYER_COLUMNS = "user_id, name, seq, rating, dropped, drop_reason, missed"


def tournament_player_row(r: Sequence[Any]) -> TournamentPlayerRow:
    return TournamentPlayerRow(
        user_id=r[0], name=r[1], seq=r[2], rating=r[3], dropped=bool(r[4]), drop_reason=r[5], missed=r[6]
    )


class TournamentGameRow(BaseModel):
    """One table of a round: ``players`` in seat order (one: a bye), ``game_id`` (None until
    created; a bye never has one), ``ranks`` per seat (None while unplayed), ``automatic`` (the
    players whose seat the automatic player took)."""

    round: int
    board: int
    players: tuple[int, ...]
    game_id: int | None
    ranks: tuple[int, ...] | None
    automatic: tuple[int, ...] = ()


TOURNAMENT_GAME_COLUMNS = "round, board, players, game_id, ranks, automatic"


def tournament_game_row(r: Sequence[Any]) -> TournamentGameRow:
    return TournamentGameRow(
        round=r[0], board=r[1], players=tuple(json.loads(r[2])), game_id=r[3],
        ranks=None if r[4] is None else tuple(json.loads(r[4])), automatic=tuple(json.loads(r[5])),
    )
