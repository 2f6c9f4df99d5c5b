"""The lines the platform itself writes around the engine's events, shared by the lobby (the
start), the acting path (a timeout), the commit path (the result) and the log: each a
:data:`engines.text.Text` with seats as ``{pN}`` (rendered at the edge)."""

from __future__ import annotations

from bot.core.game import LoadedGame, seat_arg, text_key
from bot.core.models import GameInfo
from bot.features.seats import conceded_line
from engines.text import Text, msg

#: the refusal when the game moved on since the caller read it (``StaleVersion``)
STALE_MESSAGE = msg("bot-err-stale")
#: the refusal of an interaction already in the log (``AlreadyApplied``)
ALREADY_APPLIED = msg("bot-err-already-applied")


def start_line(g: LoadedGame, first: tuple[int, ...] | None = None) -> Text:
    """The game's first line: the seat order and who decides first (``first``: the seats
    prompted when it began; default the current prompt's), which the game's rules choose,
    not the seat order ("Seat order: Bob, Carol, Alice" while Alice moved first read as a
    mistake)."""
    order = [
        msg("bot-seat-with-label", player=seat_arg(s.seat), label=g.engine.seat_label(g.state, s.seat))
        for s in sorted(g.seats, key=lambda s: s.seat)
    ]
    if first is None:
        first = g.engine.prompt(g.state).seats if g.state is not None else ()
    return msg("bot-start", title=g.engine.title, order=order, first=[seat_arg(s) for s in first], n=len(first))


def timeout_line(n: int, level: str = "standard") -> Text:
    """"<name> ran out of time; the (strong) automatic player decided for them": ``level``
    is the game's deadline player (:func:`bot.features.autoseats.absent_level`)."""
    return msg("bot-timeout-strong" if level == "strong" else "bot-timeout", player=seat_arg(n))


def result_line(info: GameInfo) -> Text | None:
    """One public text for a finished or abandoned game (None while it goes on): "Game
    over: " and the outcome's own text (its first line when it has several), else the
    winners."""
    if info.outcome is None:
        return None
    text = info.outcome.text
    if isinstance(text, list) and text:
        return [msg("bot-game-over", text=text[0]), *text[1:]]
    if text:
        return msg("bot-game-over", text=text)
    if not info.outcome.winners:
        return msg("bot-game-over-nobody")
    return msg("bot-game-over-winners", winners=[seat_arg(w) for w in info.outcome.winners])


def with_result(info: GameInfo, lines: list[Text]) -> list[Text]:
    """``lines`` plus the result line once the game is over, unless the engine's own event
    already said the outcome's text."""
    line = result_line(info)
    if line is None:
        return lines
    conceded = [] if info.outcome is None or info.outcome.reason == "conceded" else [conceded_line(info)]
    if info.outcome is not None and info.outcome.text:
        said = text_key(info.outcome.text)
        if any(text_key(t) == said for t in lines):
            return [*lines, *(c for c in conceded if c is not None)]
    return [*lines, line, *(c for c in conceded if c is not None)]
