"""The English sentences the Discord surface shows (plain words a new player understands).

Everything here is built from public information (GameInfo) or from the clicking seat's own
panel; nothing secret.
"""

from __future__ import annotations

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
OTHER_CHANNEL = "This button belongs to a game in another channel: it only works there."
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


def duration_text(hours: float) -> str:
    """A time span for people: "30 minutes", "1 hour", "24 hours", "3 days"."""
    if hours < 1:
        minutes = max(1, round(hours * 60))
        return f"{minutes} minute{'s' if minutes != 1 else ''}"
    if hours >= 72 and hours % 24 == 0:
        return f"{hours / 24:g} days"
    return f"{hours:g} hour{'s' if hours != 1 else ''}"


def players_needed(engine_id: str) -> str:
    """"2 players", "3 to 5 players" (the game's seat limits)."""
    limits = seat_limits(engine_id)
    if limits is None:
        return "players"
    low, high = limits
    return f"{low} players" if low == high else f"{low} to {high} players"


#: how the lobby names a game's own options (keys of ``engine.default_options()``) and their
#: values; a key or value not listed here is shown as written
OPTION_TEXT: dict[str, tuple[str, dict[object, str]]] = {
    "setup": (
        "Setup",
        {
            "introductory": "Introductory (the starting positions of the player aid cards)",
            "advanced": "Advanced (each player spends 36 building points around their capital)",
        },
    ),
    "civilizations": (
        "Civilizations",
        {None: "dealt at random when the game starts, from those the rulebook advises for the number of players"},
    ),
}


def game_options(engine_id: str) -> dict[str, object]:
    """The game's own options with their defaults (``engine.default_options()``); empty for an
    unknown or broken engine."""
    try:
        return engines.get(engine_id).default_options()
    except Exception:
        return {}


def no_such_option(engine_id: str, key: str) -> str:
    return f"{engine_title(engine_id)} has no `{key}` choice: leave it empty."


def option_lines(info: GameInfo) -> list[str]:
    """The game's own options as chosen (or their defaults), one line each."""
    defaults = game_options(info.engine)
    lines = []
    for key in sorted({**defaults, **info.options}):
        if key == "deadline_hours":
            continue
        value = info.options.get(key, defaults.get(key))
        label, values = OPTION_TEXT.get(key, (key.replace("_", " ").capitalize(), {}))
        shown = values.get(value) if isinstance(value, (str, int, float, bool, type(None))) else None
        if shown is None:
            shown = ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)
        lines.append(f"{label}: {shown}")
    return lines


def lobby_text(info: GameInfo, default_hours: float) -> str:
    """The lobby message: the game, its host, the seated players out of the game's limits, the
    time per decision (``options.deadline_hours``, else ``default_hours``), the game's options and
    what to press.  After the start: who plays and where."""
    title = engine_title(info.engine)
    lines = [f"**{title}**: game #{info.id}, hosted by <@{info.host_id}>"]
    if info.status == "lobby":
        limits = seat_limits(info.engine)
        seated = len(info.seats)
        if limits is None:
            count = str(seated)
        else:
            count = f"{seated} of {limits[0]}" + ("" if limits[0] == limits[1] else f"–{limits[1]}")
        players = ", ".join(f"<@{s.user_id}>" for s in info.seats) or "nobody yet"
        lines.append(f"Players ({count}): {players}")
        hours = float(info.options.get("deadline_hours") or default_hours)
        lines.append(
            f"Time per decision: {duration_text(hours)}. When it runs out, Agora's automatic player "
            "finishes that player's turn so the game goes on."
        )
        lines += option_lines(info)
        if limits is None or seated < limits[0]:
            if limits is None:
                need = "enough players"
            elif limits[0] == limits[1]:
                need = f"{limits[0]} players"
            else:
                need = f"at least {limits[0]} players"
            lines.append(f"Press **Join** to take a seat. The host presses **Start** once {need} are seated.")
        elif seated >= limits[1]:
            lines.append("All seats are taken: the host can press **Start**.")
        else:
            lines.append(
                f"Enough players: the host can press **Start** now, or wait for more (up to {limits[1]}). "
                "Press **Join** to take a seat."
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


def not_in_lobby(info: GameInfo) -> str:
    """Start pressed on a lobby that is gone."""
    if info.status == "active":
        return "This game has already started."
    return f"This game is {STATUS_WORDS.get(info.status, info.status)}."


def not_running(info: GameInfo) -> str:
    """A command that needs a game in progress, used on a lobby or a game that is over."""
    if info.status == "lobby":
        return f"{game_line(info)} has not started yet: there is no board yet."
    return f"{game_line(info)} is over: there are no more turns to play."


REPOST_PLAYERS_ONLY = "Only the game's players and its host can post its board again."


def reposted(info: GameInfo) -> str:
    where = f"<#{info.thread_id or info.channel_id}>"
    return f"The current board is posted again in {where}, with a fresh **Play my turn** button."


def waiting_for(info: GameInfo) -> str:
    """After a seat sealed its part of a simultaneous choice: who is still deciding."""
    still = ", ".join(f"<@{u}>" for u in info.to_act)
    return "Your choice is sealed." + (f" Still deciding: {still}." if still else "")


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
        # Discord shows <t:...:f> as a date and time in the reader's own time zone
        lines.append(f"Deadline: <t:{int(info.deadline)}:R> (<t:{int(info.deadline)}:f>)")
    if info.outcome is not None:  # its text has the names filled in (bot.service)
        lines.append(f"Result: {info.outcome.text or info.outcome.reason.replace('_', ' ')}")
    return "\n".join(lines)


HELP = """\
**Agora** runs board games that you play at your own pace, right here in Discord.

**How to play**
1. `/agora new` opens a lobby in this channel: choose the game and, if you like, the time each player has for a decision.
2. Players press **Join**. The host presses **Start** when enough have joined; the game moves to its own thread.
3. After each move Agora posts the board in the thread and mentions the players who must decide. Press **Play my turn** under the latest board: only you see your panel and your choices (your cards stay secret). Agora also sends you private news (such as cards you receive) by direct message, if your DMs are open.
4. Every decision has a deadline{reminders}. If it passes, Agora's automatic player finishes your turn for you and the game goes on; your next turn is yours again.

**Games**
{games}

**Commands**
- `/agora new`: open a lobby for a new game
- `/agora status`: whose turn it is, the deadline and a summary
- `/agora board`: see the current board (only you see this copy)
- `/agora repost`: post the board again with a fresh **Play my turn** button, if the last one is missing (players and host)
- `/agora log`: the latest moves
- `/agora abandon`: end the game for everyone (the host, or someone with Manage Server)
- `/agora rules`: the rules in short (the turn, the phases, how to win), with the rulebook's pages
- `/agora card`: what a card, Wonder, token, hero, building or unit costs and does
- `/agora help`: this message
"""


def help_text(reminders_hours: tuple[float, ...] = ()) -> str:
    """How to play, the games with their player counts, and the commands.  ``reminders_hours``:
    the server's reminders (hours before a deadline), mentioned when there are any."""
    games = "\n".join(f"- {engine_title(e)} (`{e}`): {players_needed(e)}" for e in engines.available())
    reminders = ""
    if reminders_hours:
        when = " and ".join(duration_text(h) for h in sorted(reminders_hours, reverse=True))
        reminders = f"; you are reminded {when} before it"
    return HELP.format(games=games, reminders=reminders)
