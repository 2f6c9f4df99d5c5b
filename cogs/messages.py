"""The English sentences the Discord surface shows (plain words a new player understands).

Everything here is built from public information (GameInfo) or from the clicking seat's own
panel; nothing secret.
"""

from __future__ import annotations

import datetime as dt

import engines
from bot.models import GameInfo

MAX_CONTENT = 2000  # Discord's limit for a message's content

OUTDATED = (
    "This button is outdated: the game has moved on since it was shown. "
    "Press **Play my turn** on the latest board to see your current choices."
)
MALFORMED = "Sorry, I don't understand this button. Press **Play my turn** on the latest board instead."
OLD_GRAMMAR = "This button comes from an older version of Agora and no longer works. Press **Play my turn** on the latest board."
PANEL_CHANGED = (
    "That choice is no longer on your panel. Press **Play my turn** on the latest board to see your current choices."
)
OTHER_GUILD = "This button belongs to a game in another server: it only works there."
OTHER_CHANNEL = "This button belongs to another game: use the buttons of this channel's own game."
NOT_IN_GUILD = "Agora's commands work in a server's channels, not in direct messages."
LOBBY_RACE = "The lobby changed at the same moment (someone else clicked too). Please press the button again."
UNEXPECTED = "Sorry, something went wrong on my side. Please try again in a moment."
NO_GAME = "There is no Agora game in this channel. Start one with `/agora new`."
NOTHING_TO_DECIDE = "You have nothing to decide right now. I will mention you when it is your turn."

STATUS_WORDS = {
    "lobby": "waiting for players",
    "active": "in progress",
    "finished": "finished",
    "abandoned": "abandoned",
}


def engine_title(engine_id: str) -> str:
    """The official English title of a game, or its id if the engine cannot be loaded."""
    try:
        return engines.get(engine_id).title
    except Exception:  # a broken or missing engine must not break the others' commands
        return engine_id


def seat_limits(engine_id: str) -> tuple[int, int] | None:
    try:
        eng = engines.get(engine_id)
    except Exception:
        return None
    return eng.min_seats, eng.max_seats


def split_content(text: str, limit: int = MAX_CONTENT) -> list[str]:
    """``text`` cut into chunks of at most ``limit`` characters, preferring line breaks (an
    over-long single line is cut hard).  Returns at least one chunk (possibly empty)."""
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = line if not current else current + "\n" + line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    chunks.append(current)
    return chunks


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _options_line(info: GameInfo) -> str:
    parts = []
    hours = info.options.get("deadline_hours")
    if hours:
        parts.append(f"{hours:g} hours per decision")
    for key, value in sorted(info.options.items()):
        if key != "deadline_hours":
            parts.append(f"{key.replace('_', ' ')}: {value}")
    return ", ".join(parts) if parts else "standard rules"


def lobby_text(info: GameInfo) -> str:
    """The lobby message: game, host, seated players, options and what to press."""
    title = engine_title(info.engine)
    limits = seat_limits(info.engine)
    count = f"{len(info.seats)}/{limits[1]}" if limits else str(len(info.seats))
    lines = [f"**{title}**: game #{info.id}, hosted by <@{info.host_id}>"]
    if info.status == "lobby":
        players = ", ".join(f"<@{s.user_id}>" for s in info.seats) or "nobody yet"
        lines.append(f"Players ({count}): {players}")
        lines.append(f"Options: {_options_line(info)}")
        if limits and limits[0] == limits[1]:
            need = f"{limits[0]} players"
        elif limits:
            need = f"{limits[0]} to {limits[1]} players"
        else:
            need = "enough players"
        lines.append(
            f"Press **Join** to take a seat ({need}). When everyone is in, the host presses **Start**."
        )
    elif info.status == "active":
        where = f"<#{info.thread_id}>" if info.thread_id else "this channel"
        players = ", ".join(f"<@{s.user_id}>" for s in sorted(info.seats, key=lambda s: s.seat))
        lines.append(f"The game has started with {players}. Follow it in {where}.")
    else:
        lines.append(f"This game is {STATUS_WORDS.get(info.status, info.status)}.")
    return "\n".join(lines)


def game_line(info: GameInfo) -> str:
    """One line naming a game: "#12 7 Wonders Duel (in progress)"."""
    return f"#{info.id} {engine_title(info.engine)} ({STATUS_WORDS.get(info.status, info.status)})"


def outdated(info: GameInfo, board_message_id: int | None) -> str:
    """:data:`OUTDATED`, with a link to the latest board when it is known."""
    channel = info.thread_id or info.channel_id
    if board_message_id is None or channel is None or info.guild_id is None:
        return OUTDATED
    return f"{OUTDATED}\nLatest board: https://discord.com/channels/{info.guild_id}/{channel}/{board_message_id}"


def not_your_turn(info: GameInfo) -> str:
    if not info.to_act:
        return "Nobody can act in this game right now."
    return "It is not your turn: waiting for " + ", ".join(f"<@{u}>" for u in info.to_act) + "."


def several_games(games: list[GameInfo]) -> str:
    listing = "\n".join(f"- {game_line(g)}" + (f" in <#{g.thread_id}>" if g.thread_id else "") for g in games)
    return (
        "There are several Agora games in this channel. Run the command inside the game's own thread:\n"
        + listing
    )


def status_header(info: GameInfo) -> str:
    """Public facts of a game: players, whose turn it is, the deadline, the result."""
    lines = [f"**{game_line(info)}**"]
    seats = sorted(info.seats, key=lambda s: s.seat)
    if seats:
        lines.append("Players: " + ", ".join(f"{s.name}" for s in seats))
    if info.status == "active" and info.to_act:
        names = ", ".join(f"<@{u}>" for u in info.to_act)
        what = f": {info.prompt.text}" if info.prompt and info.prompt.text else ""
        lines.append(f"Waiting for {names}{what}")
    if info.status == "active" and info.deadline:
        when = dt.datetime.fromtimestamp(info.deadline, tz=dt.timezone.utc)
        lines.append(f"Deadline: <t:{int(info.deadline)}:R> ({when:%Y-%m-%d %H:%M} UTC)")
    if info.outcome is not None:
        text = info.outcome.text
        for s in seats:
            text = text.replace("{p%d}" % s.seat, s.name)
        lines.append(f"Result: {text or info.outcome.reason}")
    return "\n".join(lines)


HELP = """\
**Agora** hosts board games that you play at your own pace, right here in Discord.

**How to play**
1. `/agora new` opens a lobby in this channel: pick the game and, if you like, the hours each player has for a decision.
2. Other players press **Join**. The host presses **Start** when everyone is in.
3. The game continues in its own thread. After every move a new board is posted and the players who must act are mentioned.
4. When it is your turn, press **Play my turn** under the latest board. Only you see your choices (your hand stays secret). Pick an option; the board updates for everyone.
5. If the time for a decision runs out, Agora plays a reasonable move for the absent player so the game keeps going.

**Commands**
- `/agora new`: open a lobby for a new game
- `/agora status`: whose turn it is, the deadline and a summary
- `/agora board`: see the current board (only you see this copy)
- `/agora log`: the latest moves
- `/agora abandon`: end the game for everyone (the host, or someone with Manage Server)
- `/agora help`: this message

Games: {games}
"""


def help_text() -> str:
    games = ", ".join(f"{engine_title(e)} (`{e}`)" for e in engines.available())
    return HELP.format(games=games)
