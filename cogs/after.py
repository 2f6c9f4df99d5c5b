"""After the game: ``/agora stats``, ``/agora leaderboard`` and ``/agora replay`` (thin wrappers
in cogs/agora.py call these).

Who may see what: anyone in the server may see any member's statistics, the server's
leaderboards and the replay of any finished (or abandoned) game of the server; they are built
from public information only (results, the public log, the public board).  A replay of a game
still in its lobby or being played is refused (:class:`bot.app.replay.NotOver`), and a game of
another server is refused too.  Answers are private (ephemeral), like the other commands', in the
reader's language.
"""

from __future__ import annotations

import asyncio
import io
from typing import TYPE_CHECKING

import discord

from bot.app import replay as replays
from bot.core.models import GameInfo
from bot.features import stats
from cogs import messages
from cogs.components import say
from cogs.lang import lang_of, tr

if TYPE_CHECKING:
    from bot.app.agora import Agora

#: rows of a leaderboard
LEADERBOARD_ROWS = 20




def time_text(seconds: float, lang: str) -> str:
    """A decision's time for people: "40 s", "12 min", "3.5 h", "2 days" (in ``lang``)."""
    if seconds < 60:
        return tr(lang, "after-time-seconds", n=round(seconds))
    if seconds < 3600:
        return tr(lang, "after-time-minutes", n=round(seconds / 60))
    if seconds < 48 * 3600:
        return tr(lang, "after-time-hours", n=round(seconds / 3600, 1))
    return tr(lang, "after-time-days", n=round(seconds / 86400, 1))


def number(value: float, lang: str, digits: int = 1) -> str:
    """``value`` rounded to ``digits`` decimals, with the language's decimal sign."""
    text = f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "it" else text


def stats_text(
    name: str, user_id: int, results: list[stats.GameResult], lang: str, *, game: str | None = None,
    ratings: dict[int, stats.Rating] | None = None,
) -> str:
    """The text of ``/agora stats``: ``name``'s games, wins, average score, time per decision,
    the games one by one (without ``game``) or the rating in ``game`` (with ``ratings``)."""
    mine = stats.member_stats(results, user_id)
    title = (
        tr(lang, "after-stats-title-game", member=name, game=messages.engine_title(game))
        if game
        else tr(lang, "after-stats-title", member=name)
    )
    if mine.games == 0:
        return "\n".join([title, tr(lang, "after-stats-none", member=name)])
    lines = [title, tr(lang, "after-stats-games", games=mine.games, wins=mine.wins, percent=round(100 * mine.wins / mine.games))]
    if mine.average_score is None:
        lines.append(tr(lang, "after-stats-no-score"))
    else:
        lines.append(tr(lang, "after-stats-score", score=number(mine.average_score, lang)))
    if mine.decision_seconds is not None:
        lines.append(tr(lang, "after-stats-time", time=time_text(mine.decision_seconds, lang), decisions=mine.decisions))
    if game is not None and ratings:
        board = stats.leaderboard(ratings)
        rank = next((i for i, r in enumerate(board, 1) if r.user_id == user_id), None)
        rating = ratings.get(user_id)
        if rating is not None and rank is not None:
            lines.append(tr(
                lang, "after-stats-rating", rating=number(rating.ordinal, lang), mu=number(rating.mu, lang),
                sigma=number(rating.sigma, lang), rank=rank, players=len(board),
            ))
    elif game is None:
        per: dict[str, list[int]] = {}
        for res in results:
            place = next((p for p in res.places if p.user_id == user_id), None)
            if place is not None:
                counts = per.setdefault(res.engine, [0, 0])
                counts[0] += 1
                counts[1] += int(place.won)
        for engine_id, (games, wins) in sorted(per.items()):
            lines.append(tr(lang, "after-stats-per-game", game=messages.engine_title(engine_id), games=games, wins=wins))
    lines.append(tr(lang, "after-stats-note"))
    automatic = sum(1 for r in results if r.automatic and any(p.user_id == user_id for p in r.places))
    if automatic:  # kept out of the ratings (bot/stats.py)
        lines.append(tr(lang, "after-stats-automatic", n=automatic))
    return "\n".join(lines)


def leaderboard_text(
    game: str, ratings: dict[int, stats.Rating], lang: str, rows: int = LEADERBOARD_ROWS, unrated: int = 0
) -> str:
    """The text of ``/agora leaderboard``: the best ``rows`` ratings of ``game``.  Without any,
    it says that no RATED game has finished and, when ``unrated`` finished games had automatic
    players (counted by ``/agora stats``, never rated: bot/features/stats.py), why."""
    title = messages.engine_title(game)
    if not ratings:
        return tr(lang, "after-leaderboard-empty", game=title, unrated=unrated)
    lines = [tr(lang, "after-leaderboard-title", game=title)]
    for i, r in enumerate(stats.leaderboard(ratings)[:rows], 1):
        lines.append(tr(lang, "after-leaderboard-line", rank=i, name=r.name, rating=number(r.ordinal, lang), games=r.games, wins=r.wins))
    lines.append(tr(lang, "after-leaderboard-note"))
    return "\n".join(lines)


async def stats_command(app: "Agora", interaction: discord.Interaction, member: discord.abc.User | None, game: str | None) -> None:
    """``/agora stats [member] [game]`` (default: the user's own, every game)."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await lang_of(interaction)
    who = member or interaction.user
    results = await app.results(interaction.guild_id, game)
    ratings = await app.ratings(interaction.guild_id, game) if game else None
    await say(interaction, stats_text(who.display_name, who.id, results, lang, game=game, ratings=ratings))


async def leaderboard_command(app: "Agora", interaction: discord.Interaction, game: str) -> None:
    """``/agora leaderboard game``."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    lang = await lang_of(interaction)
    ratings = await app.ratings(interaction.guild_id, game)
    unrated = 0
    if not ratings:  # why: the finished games that had automatic players
        unrated = sum(r.automatic for r in await app.results(interaction.guild_id, game))
    await say(interaction, leaderboard_text(game, ratings, lang, unrated=unrated))


async def replay_command(app: "Agora", interaction: discord.Interaction, info: GameInfo) -> None:
    """``/agora replay [game]`` for ``info`` (found by the caller, the interaction deferred):
    the animated WebP (fitted under the server's upload limit together with the log) and the
    whole public log as ``log.txt``.  Raises NotOver for a game that is not over."""
    lang = await lang_of(interaction)
    if info.guild_id != interaction.guild_id:
        await say(interaction, tr(lang, "after-replay-other-guild", game=str(info.id)))
        return
    log_file = f"{info.id}-log.txt"
    limit = interaction.filesize_limit
    # the picture gets what the log leaves of the upload limit, and at most MAX_BYTES
    info, engine, views, names, log = await app.replay(info.id, lang)
    log_bytes = (log + "\n").encode("utf-8")
    budget = min(replays.MAX_BYTES, limit - len(log_bytes) - 64_000)
    game = messages.game_line(info, lang)
    webp: bytes | None = None
    frames = 0
    too_large = False
    if budget > 0:
        try:
            webp, frames = await asyncio.to_thread(replays.draw_replay, engine.id, views, names, lang, max_bytes=budget)
        except ValueError:
            too_large = True
    else:
        too_large = bool(views)
    files = [discord.File(io.BytesIO(log_bytes), filename=log_file)]
    if webp is not None:
        files.insert(0, discord.File(io.BytesIO(webp), filename=f"{info.id}-replay.webp"))
        text = tr(lang, "after-replay-done", game=game, frames=frames)
    elif too_large:
        text = tr(lang, "after-replay-too-large", game=game)
    else:
        text = tr(lang, "after-replay-no-picture", game=game)
    await say(interaction, text, attachments=files)
