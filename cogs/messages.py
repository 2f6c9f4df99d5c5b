"""The sentences the Discord surface shows (plain words a new player understands), in English
and Italian: every text is a ``bot-`` message of ``i18n/locales/<lang>/bot.ftl``, formatted here
in the reader's language (``lang``: "en" / "it").  Private answers use the clicking user's
language (:mod:`cogs.lang`), the lobby and a game's public messages the game's (``info.lang``).

Everything here is built from public information (GameInfo) or from the clicking seat's own
panel; nothing secret.
"""

from __future__ import annotations

from typing import Any

import engines
import i18n
from bot.app.notices import duration
from bot.core.game import engine_options
from bot.core.models import GameInfo, SeatInfo
from bot.core.options import (
    ABSENT_PLAYER,
    LEVELS,
    LOBBY_CHOICES,
    GameOption,
    all_options,
    engine_option,
    options_of,
)
from cogs.panels import MAX_BUTTONS, Node, clamp_page, page_count
from engines.base import LobbyChoice, Panel
from engines.text import Msg, msg

MAX_CONTENT = 2000  # Discord's limit for a message's content

# ids of fixed answers: ``tr(lang, OUTDATED)``
OUTDATED = "bot-outdated"
MALFORMED = "bot-malformed"
MALFORMED_LOBBY = "bot-malformed-lobby"
MISMATCHED = "bot-mismatched-component"
FOREIGN = "bot-foreign-component"
OLD_GRAMMAR = "bot-old-grammar"
PANEL_CHANGED = "bot-panel-changed"
OTHER_GUILD = "bot-other-guild"
OTHER_CHANNEL = "bot-other-channel"
NOT_IN_GUILD = "bot-not-in-guild"
LOBBY_RACE = "bot-lobby-race"
UNEXPECTED = "bot-unexpected"
NO_GAME = "bot-no-game"
NOTHING_TO_DECIDE = "bot-nothing-to-decide"
REPOST_PLAYERS_ONLY = "bot-repost-players-only"

STATUSES = ("lobby", "active", "finished", "abandoned")


def tr(lang: str, msg_id: str, /, **args: Any) -> str:
    """The bot's message ``msg_id`` in ``lang``."""
    return i18n.tr(lang, msg_id, **args)


def status_word(status: str, lang: str) -> str:
    """"in progress", "in corso"... (the status itself when unknown)."""
    return tr(lang, f"bot-status-word-{status}") if status in STATUSES else status


def engine_title(engine_id: str) -> str:
    """The official title of a game (the same in both languages), or its id if the engine cannot
    be loaded."""
    try:
        return engines.get(engine_id).title
    except Exception:  # a broken or missing engine must not break the others' commands
        return engine_id


def seat_limits(engine_id: str, options: dict[str, Any] | None = None) -> tuple[int, int] | None:
    """(min, max) players of ``engine_id``, for a game with ``options`` when given (an expansion
    may seat more: ``Engine.seat_range``); None for an engine that does not load."""
    try:
        eng = engines.get(engine_id)
        if options is not None:
            return eng.seat_range({**eng.default_options(), **options})
    except Exception:
        return None
    return eng.min_seats, eng.max_seats


def lobby_choice(info: GameInfo) -> LobbyChoice | None:
    """The choice the players of ``info`` make in its lobby (``Engine.lobby_choice``: Mare
    Nostrum's civilizations="choose"), or None."""
    try:
        eng = engines.get(info.engine)
    except Exception:
        return None
    return eng.lobby_choice(engine_options(eng, info.options))


def lobby_choices(info: GameInfo) -> dict[int, str]:
    """user id -> the value that seated player chose in the lobby."""
    seated = {s.user_id for s in info.seats}
    return {int(uid): v for uid, v in (info.options.get(LOBBY_CHOICES) or {}).items() if int(uid) in seated}


def missing_choices(info: GameInfo) -> list[str]:
    """Names of the seated players who have not yet made the lobby's choice (empty without one)."""
    if lobby_choice(info) is None:
        return []
    chosen = lobby_choices(info)
    # automatic seats take a free value at the start (bot/features/autoseats.py)
    return [s.name for s in info.seats if s.user_id not in chosen and s.level is None]


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


def duration_text(hours: float, lang: str = "en") -> str:
    """A time span for people: "30 minutes", "1 hour", "24 hours", "3 days" ("3 giorni")."""
    return i18n.render(duration(hours), lang)


def players_msg(engine_id: str) -> Msg:
    """"2 players", "3 to 5 players" (the game's seat limits) as a message."""
    limits = seat_limits(engine_id)
    if limits is None:
        return msg("bot-players-any")
    low, high = limits
    return msg("bot-players-exact", n=low) if low == high else msg("bot-players-range", low=low, high=high)


def players_needed(engine_id: str, lang: str = "en") -> str:
    """"2 players", "3 to 5 players" (the game's seat limits)."""
    return i18n.render(players_msg(engine_id), lang)


def game_options(engine_id: str) -> dict[str, object]:
    """The game's own options with their defaults (``engine.default_options()``); empty for an
    unknown or broken engine."""
    try:
        return engines.get(engine_id).default_options()
    except Exception:
        return {}


def no_such_option(engine_id: str, key: str, lang: str = "en") -> str:
    """The refusal of ``/agora new``'s option ``key`` for a game without it, naming the option as
    the reader's client shows it (``preparazione`` in Italian, not ``setup``)."""
    option = all_options().get(key)
    name_id = option.name if option is not None else ""
    shown = tr(lang, name_id).lower().replace(" ", "_") if name_id and i18n.has(name_id, lang) else key
    return tr(lang, "bot-no-such-option", title=engine_title(engine_id), key=shown)


def _options_of(engine_id: str) -> dict[str, GameOption]:
    """The declarations of a game's options (every game's, for an engine that does not load)."""
    try:
        return options_of(engines.get(engine_id))
    except Exception:
        return all_options()


def option_lines(info: GameInfo, lang: str | None = None) -> list[str]:
    """The game's own options as chosen (or their defaults) and the platform's that the lobby
    names (its language...), one line each, from the options' declarations (bot/core/options.py)."""
    lang = lang or info.lang
    defaults = game_options(info.engine)
    declared = _options_of(info.engine)
    lines = []
    for key in sorted({**defaults, **info.options}):
        option = declared.get(key) or engine_option(key, ())
        if option.engine or option.label:  # the deadline and the lobby's choices have lines of their own
            lines.append(_option_line(option, info.options.get(key, defaults.get(key)), lang))
    return lines


def _option_line(option: GameOption, value: object, lang: str) -> str:
    return tr(lang, "bot-option-line", label=option.title(lang), value=option.word(value, lang))


def option_line(key: str, value: object, lang: str) -> str:
    """One option as "Label: value" in ``lang`` (the catalog's words where it has them)."""
    return _option_line(all_options().get(key) or engine_option(key, ()), value, lang)


def absent_player_line(info: GameInfo, lang: str | None = None) -> str | None:
    """``/agora status``'s line for a running game whose host chose the deadline's automatic
    player (``/agora new absent_player:``, bot/features/autoseats.py): "Absent players: at a
    deadline the strong automatic player plays their turn"; None when not chosen (the standard
    player, as in every older game) or the game is not running."""
    value = info.options.get(ABSENT_PLAYER)
    if info.status != "active" or value not in LEVELS:
        return None
    return option_line(ABSENT_PLAYER, value, lang or info.lang)


def lobby_text(info: GameInfo, default_hours: float, lang: str | None = None) -> str:
    """The lobby message (public: the game's language by default): the game, its host, the
    seated players out of the game's limits, the time per decision (``options.deadline_hours``,
    else ``default_hours``), the game's options and what to press.  After the start: who plays
    and where."""
    lang = lang or info.lang
    title = engine_title(info.engine)
    lines = [tr(lang, "bot-lobby-title", title=title, game=str(info.id), host=f"<@{info.host_id}>")]
    if info.status == "lobby":
        limits = seat_limits(info.engine, info.options)
        seated = len(info.seats)
        if limits is None:
            count = str(seated)
        elif limits[0] == limits[1]:
            count = tr(lang, "bot-lobby-count", seated=seated, low=limits[0])
        else:
            count = tr(lang, "bot-lobby-count-range", seated=seated, low=limits[0], high=limits[1])
        choice = lobby_choice(info)
        chosen = lobby_choices(info) if choice else {}

        label = choice.label if choice else ""

        def who(seat: SeatInfo) -> str:
            if seat.user_id not in chosen:
                return seat_person(seat)
            value = i18n.render(msg(label + chosen[seat.user_id]), lang)
            return tr(lang, "bot-lobby-player-chose", player=seat_person(seat), value=value)

        players = ", ".join(who(s) for s in info.seats) or tr(lang, "bot-lobby-nobody")
        lines.append(tr(lang, "bot-lobby-players", count=count, players=players))
        hours = float(info.options.get("deadline_hours") or default_hours)
        lines.append(tr(lang, "bot-lobby-time", time=duration_text(hours, lang)))
        lines += option_lines(info, lang)
        if limits is None or seated < limits[0]:
            if limits is None:
                need = tr(lang, "bot-lobby-need-enough")
            elif limits[0] == limits[1]:
                need = tr(lang, "bot-lobby-need-exact", n=limits[0])
            else:
                need = tr(lang, "bot-lobby-need-min", n=limits[0])
            lines.append(tr(lang, "bot-lobby-join-need", need=need))
        elif seated >= limits[1]:
            lines.append(tr(lang, "bot-lobby-full"))
        else:
            lines.append(tr(lang, "bot-lobby-enough", high=limits[1]))
        if choice is not None:
            waiting = [seat_person(s) for s in info.seats if s.user_id not in chosen and s.level is None]
            if waiting:
                lines.append(tr(lang, "bot-lobby-choose", players=", ".join(waiting)))
    elif info.status == "active":
        where = f"<#{info.thread_id}>" if info.thread_id else tr(lang, "bot-this-channel")
        players = ", ".join(seat_person(s) for s in sorted(info.seats, key=lambda s: s.seat))
        lines.append(tr(lang, "bot-lobby-started", players=players, where=where))
    else:
        lines.append(tr(lang, "bot-lobby-over", status=status_word(info.status, lang)))
    return "\n".join(lines)


def seat_person(seat: SeatInfo) -> str:
    """Who holds ``seat``: a mention, or an automatic seat's name (bot/features/autoseats.py)."""
    return seat.name if seat.level is not None else f"<@{seat.user_id}>"


def game_line(info: GameInfo, lang: str = "en") -> str:
    """One line naming a game: "#12 7 Wonders Duel (in progress)"."""
    return tr(lang, "bot-game-line", game=str(info.id), title=engine_title(info.engine), status=status_word(info.status, lang))


def outdated(info: GameInfo, board_message_id: int | None, lang: str = "en") -> str:
    """:data:`OUTDATED`, with a link to the latest board when it is known."""
    return _with_latest_link(tr(lang, OUTDATED), info, board_message_id, lang)


def _with_latest_link(text: str, info: GameInfo, board_message_id: int | None, lang: str) -> str:
    """``text``, then a line with the jump link to the board message ``board_message_id`` in the
    game's thread (or channel); ``text`` alone when the message or the place is unknown."""
    channel = info.thread_id or info.channel_id
    if board_message_id is None or channel is None or info.guild_id is None:
        return text
    link = f"https://discord.com/channels/{info.guild_id}/{channel}/{board_message_id}"
    return text + "\n" + tr(lang, "bot-outdated-link", link=link)


def old_board(info: GameInfo, board_message_id: int | None, lang: str = "en") -> str:
    """The line above the current panel opened from an older board's "Play my turn": the board
    pressed is not the latest, with a link to the latest (``board_message_id``) when it is known."""
    return _with_latest_link(tr(lang, "bot-old-board"), info, board_message_id, lang)


def not_in_lobby(info: GameInfo, lang: str = "en") -> str:
    """Start pressed on a lobby that is gone."""
    if info.status == "active":
        return tr(lang, "bot-already-started-lobby")
    return tr(lang, "bot-lobby-over", status=status_word(info.status, lang))


def not_running(info: GameInfo, lang: str = "en") -> str:
    """A command that needs a game in progress, used on a lobby or a game that is over."""
    key = "bot-not-running-lobby" if info.status == "lobby" else "bot-not-running-over"
    return tr(lang, key, game=game_line(info, lang))


def reposted(info: GameInfo, lang: str = "en") -> str:
    return tr(lang, "bot-reposted", where=f"<#{info.thread_id or info.channel_id}>")


def _mention_list(user_ids: list[int]) -> str:
    return ", ".join(f"<@{u}>" for u in user_ids)


def waiting_for(info: GameInfo, lang: str = "en") -> str:
    """After a seat sealed its part of a simultaneous choice: who is still deciding."""
    if not info.to_act:
        return tr(lang, "bot-sealed")
    return tr(lang, "bot-sealed-waiting", players=_mention_list(info.to_act))


def side_done(info: GameInfo, lang: str = "en") -> str:
    """After an interjection (a move out of turn, ``Engine.side_actions``): whose turn goes on."""
    if not info.to_act:
        return tr(lang, "bot-nobody-can-act")
    return tr(lang, "bot-side-done", players=_mention_list(info.to_act))


def panel_text(
    info: GameInfo, panel: Panel, node: Node, lang: str, *, page: int = 0, note: str | None = None,
    old: bool = False, latest: int | None = None,
) -> str:
    """The content of one level of a seat's private panel (``panel`` already in the reader's
    language ``lang``: :func:`cogs.lang.localize_panel`), cut to Discord's limit: its title and
    text, the choices made (``node``'s trail), ``note`` (a sentence shown above the choices), then
    how to choose: at most :data:`~cogs.panels.MAX_BUTTONS` children are buttons (the reasons of
    disabled ones and the descriptions listed here, as buttons have no description), more are a
    menu of pages (``page``); at the root without choices, whom the game waits for.  ``old``: the
    panel was opened from an older board's "Play my turn": a first line says so, with a link to
    the latest board (``latest``, its message id) when known."""
    head = old_board(info, latest, lang) + "\n\n" if old else ""
    lines = [f"**{panel.title}**"] if panel.title else []
    if panel.text:
        lines.append(str(panel.text))
    if node.trail:
        lines.append("\n" + tr(lang, "bot-panel-you-chose", choice=node.breadcrumb()))
    if note:
        lines.append(f"\n{note}")
    children = node.children
    if not children:
        if not node.trail:
            lines.append("\n" + nothing_to_decide(info, lang))
    elif len(children) <= MAX_BUTTONS:
        lines.append("\n" + tr(lang, "bot-panel-choose-one"))
        for opt in children:
            if opt.disabled:
                lines.append(f"- ~~{opt.label}~~: {opt.disabled}")
            elif opt.description:
                lines.append(f"- **{opt.label}**: {opt.description}")
    else:
        page, pages = clamp_page(len(children), page), page_count(len(children))
        if pages > 1:
            lines.append("\n" + tr(lang, "bot-panel-choose-menu-page", page=page + 1, pages=pages))
        else:
            lines.append("\n" + tr(lang, "bot-panel-choose-menu"))
    return clip(head + clip("\n".join(lines)))


def nothing_to_decide(info: GameInfo, lang: str = "en") -> str:
    """The root of a panel without choices: nothing to decide now and, while the game waits for
    other players, whom and for what (e.g. the mover while another player reacts in his turn)."""
    if info.status != "active" or not info.to_act or info.prompt is None or info.prompt.text is None:
        return tr(lang, NOTHING_TO_DECIDE)
    players = _mention_list(info.to_act)
    return tr(lang, "bot-nothing-to-decide-waiting", players=players, what=info.render(info.prompt.text, lang))


def outdated_waiting(info: GameInfo, lang: str = "en") -> str | None:
    """An outdated button of a player who has nothing to decide now: outdated, and whom the game
    waits for and for what; None when nobody is deciding or the decision has no text."""
    if info.status != "active" or not info.to_act or info.prompt is None or info.prompt.text is None:
        return None
    what = info.render(info.prompt.text, lang)
    return tr(lang, "bot-outdated-waiting", players=_mention_list(info.to_act), what=what)


def not_your_turn(info: GameInfo, lang: str = "en") -> str:
    if not info.to_act:
        return tr(lang, "bot-nobody-can-act")
    return tr(lang, "bot-not-your-turn-click", players=_mention_list(info.to_act))


def several_games(games: list[GameInfo], lang: str = "en") -> str:
    listing = []
    for g in games:
        line = game_line(g, lang)
        if g.thread_id:
            line = tr(lang, "bot-game-in-thread", game=line, thread=f"<#{g.thread_id}>")
        listing.append(f"- {line}")
    return "\n".join([tr(lang, "bot-several-games"), *listing])


def status_header(info: GameInfo, lang: str = "en") -> str:
    """Public facts of a game: players, whose turn it is, the deadline, the result."""
    lines = [f"**{game_line(info, lang)}**"]
    seats = sorted(info.seats, key=lambda s: s.seat)
    if seats:
        lines.append(tr(lang, "bot-status-players", players=", ".join(s.name for s in seats)))
    if info.status == "active" and info.to_act:
        names = _mention_list(info.to_act)
        if info.prompt and info.prompt.text:
            lines.append(tr(lang, "bot-status-waiting-for", players=names, what=info.render(info.prompt.text, lang)))
        else:
            lines.append(tr(lang, "bot-status-waiting", players=names))
    if info.status == "active" and info.deadline:
        # Discord shows <t:...:f> as a date and time in the reader's own time zone
        lines.append(tr(lang, "bot-status-deadline", t=str(int(info.deadline))))
    if info.outcome is not None:
        result = info.render(info.outcome.text, lang) or info.outcome.reason.replace("_", " ")
        lines.append(tr(lang, "bot-status-result", result=result))
    return "\n".join(lines)


#: the commands listed by /agora help, in order
HELP_COMMANDS = (
    "new", "status", "board", "repost", "log", "abandon", "games", "replace", "concede", "pause", "resume",
    "vacation", "stats", "leaderboard", "replay", "rules", "card", "language", "notify", "web", "help",
)
#: commands whose help line is in another catalog than ``bot-help-cmd-<name>``
HELP_IDS = {
    "notify": "quiet-help-cmd-notify",
    "rules": "explain-help-cmd-rules",
    "card": "explain-help-cmd-card",
    "stats": "after-help-cmd-stats",
    "leaderboard": "after-help-cmd-leaderboard",
    "replay": "after-help-cmd-replay",
    "games": "seats-help-cmd-games",
    "replace": "seats-help-cmd-replace",
    "concede": "seats-help-cmd-concede",
    "pause": "time-help-cmd-pause",
    "resume": "time-help-cmd-resume",
    "vacation": "time-help-cmd-vacation",
    "web": "web-help-cmd-web",
}


def help_text(reminders_hours: tuple[float, ...] = (), lang: str = "en") -> str:
    """How to play, the games with their player counts, and the commands.  ``reminders_hours``:
    the server's reminders (hours before a deadline), mentioned when there are any."""
    games = [
        tr(lang, "bot-help-game", title=engine_title(e), id=e, players=players_needed(e, lang)) for e in engines.available()
    ]
    if reminders_hours:
        when = [duration(h) for h in sorted(reminders_hours, reverse=True)]
        reminders = tr(lang, "bot-help-reminders", when=when)
    else:
        reminders = tr(lang, "bot-help-no-reminders")
    lines = [
        tr(lang, "bot-help-intro"),
        "",
        f"**{tr(lang, 'bot-help-how')}**",
        tr(lang, "bot-help-step1"),
        tr(lang, "bot-help-step2"),
        tr(lang, "bot-help-step3"),
        tr(lang, "bot-help-out-of-turn"),
        tr(lang, "bot-help-step4", reminders=reminders),
        "",
        f"**{tr(lang, 'bot-help-games')}**",
        *games,
        "",
        f"**{tr(lang, 'bot-help-commands')}**",
        *(tr(lang, HELP_IDS.get(c, f"bot-help-cmd-{c}")) for c in HELP_COMMANDS),
    ]
    return "\n".join(lines) + "\n"


def help_parts(reminders_hours: tuple[float, ...] = (), lang: str = "en") -> list[str]:
    """:func:`help_text` in messages of at most 2000 characters: one when it fits, else the
    guide and the games, then the commands."""
    text = help_text(reminders_hours, lang)
    if len(text) <= MAX_CONTENT:
        return [text]
    commands = f"**{tr(lang, 'bot-help-commands')}**"
    guide, _, rest = text.partition(commands)
    return [*split_content(guide.rstrip() + "\n"), *split_content(commands + rest)]
