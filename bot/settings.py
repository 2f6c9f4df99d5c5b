"""Settings read from the environment and a ``.env`` file (see ``.env.example``).

Every field maps to one variable; empty values count as unset.  The Discord token is a
``SecretStr``: its repr and str show ``**********``, so it never reaches a log line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from pydantic import AliasChoices, Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

DEVELOPER_PORTAL = "https://discord.com/developers/applications"


class Settings(BaseSettings):
    """Agora's configuration.

    ``discord_token``: ``DISCORD_TOKEN`` (None when unset).  ``dev_guild_id``:
    ``AGORA_DEV_GUILD_ID``, a guild where slash commands are synced at once.  ``database``:
    ``AGORA_DATABASE``, the SQLite file (a path or ``sqlite:///PATH``; a Path here) or a PostgreSQL
    URL (``postgresql://user@host:5432/db``; kept as text).  ``shard_count``: ``AGORA_SHARD_COUNT``,
    the total number of Discord shards when the bot runs as several processes; ``shard_ids``:
    ``AGORA_SHARD_IDS``, comma-separated shard ids this process runs (0 .. count - 1; default:
    all); a process arms only the deadlines of its shards' guilds.  ``turn_deadline_hours``: ``AGORA_TURN_DEADLINE_HOURS``,
    the default time for each decision (hours, > 0).  ``reminders_hours``:
    ``AGORA_REMINDERS_HOURS``, comma-separated hours before a deadline at which the players who
    must act are reminded (``"12,1"``; empty = no reminders).  ``log_level``: ``AGORA_LOG_LEVEL``.
    ``render_processes``: ``AGORA_RENDER_PROCESSES``, 0 (default) draws the boards in one thread
    of the bot's process; N >= 1 in N worker processes, which keeps drawing (Pillow holds the
    GIL) off the process that commits actions: use 1 on a machine with two cores or more under
    load (bench/load.py).  ``interaction_rate``: ``AGORA_INTERACTION_RATE``, how many interactions
    (commands, clicks) one user may make per ``interaction_per_seconds`` seconds
    (``AGORA_INTERACTION_PER_SECONDS``) before being asked to slow down (cogs/cooldown.py); 0 turns
    the limit off.  Default 20 per 10 seconds: a player clicking through turns at about one click a
    second is never held back.  ``auto_workers``: ``AGORA_AUTO_WORKERS``, the CPU cap of the
    "strong" automatic seats (bot/features/autoseats.py): their searches run in at most this many worker
    processes (default 1: one core at most, however many strong seats think at once; 0: one thread
    of the bot's process); ``strong_seconds``: ``AGORA_STRONG_SECONDS``, a strong seat's thinking
    time per decision (default 2 seconds).
    """

    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", env_ignore_empty=True, extra="ignore"
    )

    discord_token: SecretStr | None = Field(default=None, validation_alias=AliasChoices("DISCORD_TOKEN", "discord_token"))
    dev_guild_id: int | None = Field(default=None, validation_alias=AliasChoices("AGORA_DEV_GUILD_ID", "dev_guild_id"))
    database: Path | str = Field(
        default=Path("agora.sqlite3"), validation_alias=AliasChoices("AGORA_DATABASE", "database")
    )
    shard_count: int | None = Field(
        default=None, ge=1, le=100_000, validation_alias=AliasChoices("AGORA_SHARD_COUNT", "shard_count")
    )
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = Field(
        default=None, validation_alias=AliasChoices("AGORA_SHARD_IDS", "shard_ids")
    )
    turn_deadline_hours: float = Field(
        default=24.0, gt=0, le=24 * 30, validation_alias=AliasChoices("AGORA_TURN_DEADLINE_HOURS", "turn_deadline_hours")
    )
    reminders_hours: Annotated[tuple[float, ...], NoDecode] = Field(
        default=(12.0, 1.0), validation_alias=AliasChoices("AGORA_REMINDERS_HOURS", "reminders_hours")
    )
    log_level: str = Field(default="INFO", validation_alias=AliasChoices("AGORA_LOG_LEVEL", "log_level"))
    render_processes: int = Field(
        default=0, ge=0, le=16, validation_alias=AliasChoices("AGORA_RENDER_PROCESSES", "render_processes")
    )
    interaction_rate: int = Field(
        default=20, ge=0, le=1000, validation_alias=AliasChoices("AGORA_INTERACTION_RATE", "interaction_rate")
    )
    interaction_per_seconds: float = Field(
        default=10.0,
        gt=0,
        le=3600,
        validation_alias=AliasChoices("AGORA_INTERACTION_PER_SECONDS", "interaction_per_seconds"),
    )

    auto_workers: int = Field(default=1, ge=0, le=64, validation_alias=AliasChoices("AGORA_AUTO_WORKERS", "auto_workers"))
    strong_seconds: float = Field(
        default=2.0, gt=0, le=60, validation_alias=AliasChoices("AGORA_STRONG_SECONDS", "strong_seconds")
    )
    #: the game pages (bot/web/, docs/operations.md "Game pages"): the port `agora run` and `agora web`
    #: listen on (None: `agora run` serves no page), the public address of the pages behind the reverse
    #: proxy (None: board posts carry no "Open board" button) and the links' signing secret (None: one
    #: generated and kept in the database)
    web_port: int | None = Field(default=None, ge=1, le=65535, validation_alias=AliasChoices("AGORA_WEB_PORT", "web_port"))
    web_url: str | None = Field(default=None, validation_alias=AliasChoices("AGORA_WEB_URL", "web_url"))
    web_secret: SecretStr | None = Field(default=None, validation_alias=AliasChoices("AGORA_WEB_SECRET", "web_secret"))

    @field_validator("database", mode="before")
    @classmethod
    def _database(cls, value: object) -> object:
        """A PostgreSQL URL stays text; a path or ``sqlite:///PATH`` becomes the file's Path."""
        if isinstance(value, str):
            if value.startswith(("postgresql://", "postgres://")):
                return value
            return Path(value[len("sqlite:///"):]) if value.startswith("sqlite:///") else Path(value)
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _split_ids(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(int(part) for part in value.split(",") if part.strip())
        return value

    @model_validator(mode="after")
    def _shards(self) -> "Settings":
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("AGORA_SHARD_IDS needs AGORA_SHARD_COUNT")
            if not self.shard_ids or any(not 0 <= i < self.shard_count for i in self.shard_ids):
                raise ValueError(f"AGORA_SHARD_IDS must be ids from 0 to {self.shard_count - 1}")
            if len(set(self.shard_ids)) != len(self.shard_ids):
                raise ValueError("AGORA_SHARD_IDS lists a shard twice")
        return self

    @property
    def is_postgres(self) -> bool:
        """Whether ``database`` is a PostgreSQL URL."""
        return isinstance(self.database, str)

    @property
    def own_shards(self) -> tuple[int, tuple[int, ...]] | None:
        """``(shard count, this process's shard ids)`` when sharded, else None (one process:
        every guild).  With ``AGORA_SHARD_COUNT`` alone, this process runs every shard."""
        if self.shard_count is None:
            return None
        return self.shard_count, self.shard_ids if self.shard_ids is not None else tuple(range(self.shard_count))

    @field_validator("reminders_hours", mode="before")
    @classmethod
    def _split_hours(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(float(part) for part in value.split(",") if part.strip())
        return value

    @field_validator("reminders_hours")
    @classmethod
    def _positive_hours(cls, value: tuple[float, ...]) -> tuple[float, ...]:
        if any(h <= 0 for h in value):
            raise ValueError("reminder hours must be positive")
        return tuple(sorted(set(value), reverse=True))

    @field_validator("log_level")
    @classmethod
    def _level(cls, value: str) -> str:
        value = value.upper()
        if value not in {"DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"}:
            raise ValueError("AGORA_LOG_LEVEL must be DEBUG, INFO, WARNING, ERROR or CRITICAL")
        return value

    @property
    def has_token(self) -> bool:
        return self.discord_token is not None and bool(self.discord_token.get_secret_value().strip())
