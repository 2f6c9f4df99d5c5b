"""The ``/agora`` slash commands: a thin surface over the app (bot.app.agora.Agora).

Every command defers at once (Discord allows 3 seconds), then reads or changes the game through
the app; ``/agora new`` first checks the game and its options (``Service.check_new_game``: no
database, one engine setup, milliseconds), so that a refusal is answered privately before the
public "thinking" placeholder of its lobby appears.  Answers are private (ephemeral) except the lobby message of ``/agora new``.  A game is
found by the channel or thread the command is used in.
"""

from __future__ import annotations

import asyncio
import inspect
import io
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands
from discord.app_commands import locale_str
from discord.ext import commands

import engines
import i18n
from bot.app import alttext
from bot.app.prefs import UserPrefs
from bot.core import quiet_hours as zones
from bot.core.errors import AgoraError
from bot.core.models import GAME_LANGUAGES
from bot.core.options import PLATFORM, GameOption, all_options, asked
from bot.features import digest as digests
from bot.features.gameprefs import FIELDS as GAME_FIELDS
from bot.features.gameprefs import GamePrefs
from cogs import after, autoseats, explain, logpages, messages, permissions  # noqa: F401 (autoseats: its lobby buttons)
from cogs.components import NO_MENTIONS, lobby_view, post_problem, say
from cogs.images import fit_image
from cogs.lang import lang_now, lang_of, tr
from cogs.prologue import command_game
from cogs.seats import SeatCommands
from cogs.time import TimeCommands, status_lines
from cogs.web import WebCommands

if TYPE_CHECKING:
    from bot.app.agora import Agora

log = logging.getLogger(__name__)


def L(key: str, **args: Any) -> locale_str:
    """A slash-command text: its English text (Discord's default) from ``cmd.ftl``/``bot.ftl``,
    with the message id (and arguments) for :class:`AgoraTranslator`."""
    return locale_str(i18n.tr("en", key, **args), key=key, args=args)


class AgoraTranslator(app_commands.Translator):
    """Gives Discord the Italian names, descriptions and choices of the slash commands
    (``name_localizations`` / ``description_localizations``), from the same catalogs; English is
    the default text of every :func:`L` string."""

    async def translate(
        self, string: locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        key = string.extras.get("key")
        if key is None or locale is not discord.Locale.italian:
            return None
        text = i18n.tr("it", key, **string.extras.get("args", {}))
        if context.location in (
            app_commands.TranslationContextLocation.command_name,
            app_commands.TranslationContextLocation.group_name,
            app_commands.TranslationContextLocation.parameter_name,
        ):
            text = text.lower().replace(" ", "_")[:32]
        return text


def game_choices() -> list[app_commands.Choice[str]]:
    """The games of the registry (those whose engine can be loaded), named with their player
    counts ("Mare Nostrum (3 to 5 players)")."""
    out = []
    for e in engines.available():
        if messages.seat_limits(e) is None:
            continue
        name = L("cmd-choice-game", title=messages.engine_title(e), players=messages.players_msg(e))
        out.append(app_commands.Choice(name=name, value=e))
    return out


#: the games, named with their player counts
GAME_CHOICES = game_choices()
def option_choices(option: GameOption) -> list[app_commands.Choice[str]]:
    """An option's values as Discord offers them (its catalog names; the value as text)."""
    return [app_commands.Choice(name=L(option.choices[v]), value=str(v)) for v in option.values if v in option.choices]


#: a game's language (``/agora new language``)
LANGUAGE_CHOICES = option_choices(next(o for o in PLATFORM if o.key == "language"))
#: a user's language (``/agora language``): "auto" follows the Discord app
USER_LANGUAGE_CHOICES = [app_commands.Choice(name=L("cmd-choice-auto"), value="auto"), *LANGUAGE_CHOICES]


def new_options() -> list[GameOption]:
    """``/agora new``'s options after ``game``, from their declarations (bot/core/options.py): the
    platform's, then every game's own (in the registry's order), those the catalogs name."""
    every = all_options().values()
    return [o for o in (*(o for o in every if not o.engine), *(o for o in every if o.engine)) if asked(o)]


def _annotation(option: GameOption) -> Any:
    """The type of ``option``'s parameter: a number in Discord's range, true/false or a text."""
    if option.number is not None:
        kind, lo, hi = option.number
        return Optional[app_commands.Range[kind, lo, hi]]  # noqa: UP045 (built at run time)
    return Optional[bool] if option.kind is bool else Optional[str]  # noqa: UP045


def new_command(body: Callable[..., Awaitable[None]]) -> app_commands.Command[Any, ..., None]:
    """``/agora new`` with ``body(cog, interaction, game, **sent)`` as its callback: ``game`` (one
    of :data:`GAME_CHOICES`), then one optional parameter per option of :func:`new_options`, named,
    described and offered with its choices from the catalogs.  Nothing here knows a game's options:
    an option added to an engine's list (and named in the catalogs) appears here."""
    options = new_options()

    async def new(self: Any, interaction: discord.Interaction, game: str, **sent: Any) -> None:
        await body(self, interaction, game, **sent)

    new.__qualname__ = "AgoraCog.new"  # a method of the cog (discord.py passes the cog first)
    kind = inspect.Parameter.POSITIONAL_OR_KEYWORD
    new.__signature__ = inspect.Signature([  # type: ignore[attr-defined]
        inspect.Parameter("self", kind),
        inspect.Parameter("interaction", kind, annotation=discord.Interaction),
        inspect.Parameter("game", kind, annotation=str),
        *(inspect.Parameter(o.key, kind, annotation=_annotation(o), default=None) for o in options),
    ])
    described = app_commands.describe(game=L("cmd-new-game-desc"), **{o.key: L(o.desc) for o in options})
    renamed = app_commands.rename(game=L("cmd-new-game-name"), **{o.key: L(o.name) for o in options})
    offered = app_commands.choices(game=GAME_CHOICES, **{o.key: option_choices(o) for o in options if o.choices})
    command = app_commands.command(name=L("cmd-new-name"), description=L("cmd-new-desc"))
    return command(described(renamed(offered(new))))


def option_name(key: str, lang: str) -> str:
    """An option's (or command's) name as the reader's Discord client shows it: the catalog's
    text of ``key`` in ``lang``, lower case with ``_`` for spaces (as :class:`AgoraTranslator`
    gives it to Discord)."""
    return i18n.tr(lang, key).lower().replace(" ", "_")[:32]


def off_choice(values: dict[str, Any], lang: str) -> str | None:
    """The private refusal of the first of ``values`` (option -> value sent, None: not given)
    that is not one of the option's choices (its declaration, bot/core/options.py), naming the
    option and its choices as the reader's client shows them; None when every value is one of
    them.  Discord shows only the choices, but a client may send any string."""
    every = all_options()
    for key, value in values.items():
        option = every.get(key)
        if value is None or option is None or not option.choices:
            continue
        if any(str(v) == value for v in option.choices):
            continue
        shown = [i18n.tr(lang, option.choices[v]) for v in option.values if v in option.choices]
        # never the sent value: the option and what it takes
        return i18n.tr(lang, "bot-err-not-a-choice", option=option_name(option.name, lang),
                       choices=", ".join(f"“{t}”" for t in shown))
    return None


@app_commands.guild_only()
class AgoraCog(SeatCommands, TimeCommands, WebCommands, commands.GroupCog, group_name="agora", group_description=L("cmd-agora-desc")):
    """``/agora new|status|board|repost|log|stats|leaderboard|replay|abandon|rules|card|language|notify|help`` (and
    ``replace|concede|games``, :mod:`cogs.seats`; ``pause|resume|vacation``, :mod:`cogs.time`).  Private answers are in
    the user's language (:func:`cogs.lang.lang_of`); the lobby in the game's."""

    def __init__(self, app: "Agora") -> None:
        self.app = app
        super().__init__()

    async def _new(self, interaction: discord.Interaction, game: str, **sent: Any) -> None:
        """``/agora new``: ``sent`` holds one value (None: not given) per option of
        :func:`new_options`; refused privately before anything is created when a value is not one
        of the option's choices, or the game has no such option."""
        lang = lang_now(interaction)
        missing = permissions.missing_in(interaction)
        if missing:  # checked before anything is created: the host fixes them and runs it again
            await interaction.response.send_message(permissions.missing_text(missing, lang=lang), ephemeral=True)
            return
        refused = off_choice(sent, lang)
        if refused is not None:  # a value Discord does not offer (a modified client): nothing is created
            await interaction.response.send_message(refused, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        options: dict[str, object] = {}
        every = all_options()
        for key, value in sent.items():
            if value is None:
                continue
            if every[key].engine and key not in messages.game_options(game):
                await interaction.response.send_message(messages.no_such_option(game, key, lang), ephemeral=True)
                return
            options[key] = value
        # the game's language: chosen, else the server's preferred locale
        language = options.get("language")
        options["language"] = language if language in GAME_LANGUAGES else i18n.normalize_locale(interaction.guild_locale)
        try:  # an unknown game or a bad option is answered privately before anything public
            self.app.check_new_game(game, options)
        except AgoraError as exc:
            await interaction.response.send_message(exc.text(lang), ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        await interaction.response.defer(thinking=True)
        try:
            info = await self.app.create_game(
                game,
                guild_id=interaction.guild_id,
                channel_id=interaction.channel_id,
                host_id=interaction.user.id,
                host_name=interaction.user.display_name,
                options=options,
            )
        except AgoraError as exc:
            # (checked above; a failure here is rare) the lobby would have been public: replace
            # the placeholder by a private answer
            await interaction.delete_original_response()
            await interaction.followup.send(exc.text(await lang_of(interaction)), ephemeral=True)
            return
        await interaction.edit_original_response(
            content=messages.lobby_text(info, self.app.settings.turn_deadline_hours),
            view=lobby_view(info),
            allowed_mentions=NO_MENTIONS,
        )

    new = new_command(_new)

    @app_commands.command(name=L("cmd-status-name"), description=L("cmd-status-desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        found = await command_game(self.app, interaction)
        if found is None:
            return
        info, lang = found
        if info.status == "lobby":
            await say(interaction, messages.lobby_text(info, self.app.settings.turn_deadline_hours, lang))
            return
        _, summary = await self.app.status_text(info.id, interaction.user.id, lang)
        times = await status_lines(self.app, info, interaction.user.id, lang)  # pause, vacations (cogs/time.py)
        absent = messages.absent_player_line(info, lang)  # who plays an absent turn at a deadline
        if absent is not None:
            times.append(absent)
        await say(interaction, "\n".join([messages.status_header(info, lang), *times]) + "\n\n" + summary)

    @app_commands.command(name=L("cmd-board-name"), description=L("cmd-board-desc"))
    async def board(self, interaction: discord.Interaction) -> None:
        found = await command_game(self.app, interaction)
        if found is None:
            return
        info, lang = found
        if info.status == "lobby":
            await say(interaction, tr(lang, "bot-no-board-yet"))
            return
        info, png = await self.app.board_image(info.id)
        if png is None:
            await say(interaction, messages.status_header(info, lang) + "\n" + tr(lang, "bot-no-picture"))
            return
        fitted = await asyncio.to_thread(fit_image, png, interaction.filesize_limit, "board.png")
        if fitted is None:
            await say(interaction, messages.status_header(info, lang) + "\n" + tr(lang, "bot-picture-too-large"))
            return
        await say(
            interaction,
            messages.status_header(info, lang),
            attachments=[discord.File(io.BytesIO(fitted[0]), filename=fitted[1], description=alttext.describe(info, []))],
        )

    @app_commands.command(name=L("cmd-repost-name"), description=L("cmd-repost-desc"))
    async def repost(self, interaction: discord.Interaction) -> None:
        found = await command_game(self.app, interaction, active=True, who="player_or_host")
        if found is None:
            return
        info, lang = found
        info = await self.app.repost_board(info.id)
        problem = post_problem(interaction, info, lang)
        await say(interaction, problem or messages.reposted(info, lang))

    @app_commands.command(name=L("cmd-log-name"), description=L("cmd-log-desc"))
    async def log(self, interaction: discord.Interaction) -> None:
        """The whole public log, the last page first, with Previous / Next (cogs/logpages.py)."""
        found = await command_game(self.app, interaction)
        if found is not None:
            await logpages.log_command(self.app, interaction, found[0])

    @app_commands.command(name=L("after-cmd-stats-name"), description=L("after-cmd-stats-desc"))
    @app_commands.describe(member=L("after-cmd-stats-member-desc"), game=L("after-cmd-stats-game-desc"))
    @app_commands.rename(member=L("after-cmd-stats-member-name"), game=L("after-cmd-stats-game-name"))
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(self, interaction: discord.Interaction, member: discord.Member | None = None, game: str | None = None) -> None:
        await after.stats_command(self.app, interaction, member, game)

    @app_commands.command(name=L("after-cmd-leaderboard-name"), description=L("after-cmd-leaderboard-desc"))
    @app_commands.describe(game=L("after-cmd-leaderboard-game-desc"))
    @app_commands.rename(game=L("after-cmd-leaderboard-game-name"))
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await after.leaderboard_command(self.app, interaction, game)

    @app_commands.command(name=L("after-cmd-replay-name"), description=L("after-cmd-replay-desc"))
    @app_commands.describe(game=L("after-cmd-replay-game-desc"))
    @app_commands.rename(game=L("after-cmd-replay-game-name"))
    async def replay(self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None) -> None:
        """A finished game's animated replay and whole log (cogs/after.py); the game of this
        channel or thread, or ``game`` by its number."""
        found = await command_game(self.app, interaction, game_id=game)
        if found is not None:
            await after.replay_command(self.app, interaction, found[0])

    @app_commands.command(name=L("cmd-abandon-name"), description=L("cmd-abandon-desc"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        found = await command_game(self.app, interaction)
        if found is None:
            return
        info, lang = found
        is_admin = interaction.permissions.manage_guild
        await self.app.abandon(info.id, interaction.user.id, is_admin)
        text = tr(lang, "bot-abandoned-done", game=str(info.id), title=messages.engine_title(info.engine))
        await say(interaction, text)

    @app_commands.command(name=L("explain-cmd-rules-name"), description=L("explain-cmd-rules-desc"))
    @app_commands.describe(game=L("explain-cmd-rules-game-desc"), topic=L("explain-cmd-rules-topic-desc"))
    @app_commands.rename(game=L("explain-cmd-rules-game-name"), topic=L("explain-cmd-rules-topic-name"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str, topic: str | None = None) -> None:
        await explain.rules_command(self.app, interaction, game, topic)

    @rules.autocomplete("topic")
    async def _rules_topic(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await explain.topic_autocomplete(self.app, interaction, current)

    @app_commands.command(name=L("explain-cmd-card-name"), description=L("explain-cmd-card-desc"))
    @app_commands.describe(name=L("explain-cmd-card-name-desc"))
    @app_commands.rename(name=L("explain-cmd-card-name-name"))
    async def card(self, interaction: discord.Interaction, name: str) -> None:
        await explain.card_command(self.app, interaction, name)

    @card.autocomplete("name")
    async def _card_name(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await explain.card_autocomplete(self.app, interaction, current)

    @app_commands.command(name=L("cmd-language-name"), description=L("cmd-language-desc"))
    @app_commands.describe(language=L("cmd-language-option-desc"))
    @app_commands.rename(language=L("cmd-language-option-name"))
    @app_commands.choices(language=USER_LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        """Store the user's language (``auto``: their Discord app's); answered in it."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if language != "auto" and language not in i18n.LOCALES:  # a forged value (not a choice): nothing stored
            log.warning("/agora language: user %s sent a value outside the choices", interaction.user.id)
            await say(interaction, tr(await lang_of(interaction), "bot-err-language-choice"))
            return
        chosen = language if language in i18n.LOCALES else None
        await self.app.set_lang(interaction.user.id, chosen)
        interaction.extras.pop("agora_lang", None)
        lang = await lang_of(interaction)
        await say(interaction, tr(lang, "bot-language-set" if chosen else "bot-language-auto"))

    @app_commands.command(name=L("quiet-cmd-notify-name"), description=L("quiet-cmd-notify-desc"))
    @app_commands.describe(
        mentions=L("quiet-cmd-notify-mentions-desc"),
        private_messages=L("quiet-cmd-notify-private-desc"),
        reminders=L("quiet-cmd-notify-reminders-desc"),
        timezone=L("quiet-cmd-notify-zone-desc"),
        quiet_hours=L("quiet-cmd-notify-hours-desc"),
        game=L("quiet-cmd-notify-game-desc"),
        heads_up=L("quiet-cmd-notify-heads-up-desc"),
        digest=L("quiet-cmd-notify-digest-desc"),
    )
    @app_commands.rename(
        mentions=L("quiet-cmd-notify-mentions-name"),
        private_messages=L("quiet-cmd-notify-private-name"),
        reminders=L("quiet-cmd-notify-reminders-name"),
        timezone=L("quiet-cmd-notify-zone-name"),
        quiet_hours=L("quiet-cmd-notify-hours-name"),
        game=L("quiet-cmd-notify-game-name"),
        heads_up=L("quiet-cmd-notify-heads-up-name"),
        digest=L("quiet-cmd-notify-digest-name"),
    )
    async def notify(
        self,
        interaction: discord.Interaction,
        mentions: bool | None = None,
        private_messages: bool | None = None,
        reminders: str | None = None,
        timezone: str | None = None,
        quiet_hours: str | None = None,
        game: app_commands.Range[int, 1] | None = None,
        heads_up: bool | None = None,
        digest: str | None = None,
    ) -> None:
        """Show the user's notification settings, changing the ones given (every game, every
        server: they belong to the user)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        prefs = await self.app.user_prefs(interaction.user.id)
        lang = await lang_of(interaction)
        per_game = None
        if game is not None:  # settings for one game of theirs (bot/features/gameprefs.py)
            try:
                per_game = await self.app.game_prefs(game, interaction.user.id)
            except AgoraError as exc:
                await say(interaction, exc.text(lang))
                return
        changes: dict[str, object] = {}
        if mentions is not None:
            changes["mentions"] = mentions
        if private_messages is not None:
            changes["private_messages"] = private_messages
        if heads_up is not None:  # the heads-up, bot/core/headsup.py (the user's own setting)
            changes["heads_up"] = heads_up
        if reminders is not None:
            try:
                changes["reminder_hours"] = parse_reminders(reminders)
            except ValueError:
                lo, hi = REMINDER_RANGE
                await say(interaction, i18n.tr(
                    lang, "quiet-notify-bad-reminders", text=reminders[:100], min=hours_text(lo, lang), max=hours_text(hi, lang)
                ))
                return
        # the zone (IANA, autocompleted) and quiet hours; a bad one changes nothing
        if timezone is not None:
            try:
                changes["timezone"] = zones.parse_zone(timezone)
            except ValueError:
                await say(interaction, i18n.tr(lang, "quiet-notify-bad-zone", text=timezone[:100]))
                return
        if quiet_hours is not None:
            try:
                hours = zones.parse_hours(quiet_hours)
            except ValueError:
                await say(interaction, i18n.tr(lang, "quiet-notify-bad-hours", text=quiet_hours[:100]))
                return
            changes["quiet_hours"] = None if hours is None else list(hours)
        if digest is not None:  # the daily digest (bot/features/digest.py)
            try:
                changes["digest_hour"] = digests.parse_hour(digest)
            except ValueError:
                await say(interaction, i18n.tr(lang, "quiet-notify-bad-digest", text=digest[:100]))
                return
        saved = bool(changes)
        if per_game is not None:
            mine = {k: changes.pop(k) for k in GAME_FIELDS if k in changes}
            if mine:
                per_game = await self.app.set_game_prefs(per_game.model_copy(update=mine))
        if changes:
            prefs = await self.app.set_user_prefs(prefs.model_copy(update=changes))
        text = notify_text(prefs, self.app.settings.reminders_hours, lang, saved=saved, now=self.app.clock())
        if per_game is not None:
            text += "\n" + game_notify_text(per_game, prefs, self.app.settings.reminders_hours, lang)
        await say(interaction, text)

    @notify.autocomplete("timezone")
    async def _notify_zone(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The IANA zone names (zoneinfo) containing what was typed, at most 25."""
        return [app_commands.Choice(name=z, value=z) for z in zones.zone_choices(current)]

    @app_commands.command(name=L("cmd-help-name"), description=L("cmd-help-desc"))
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        first, *more = messages.help_parts(self.app.settings.reminders_hours, await lang_of(interaction))
        await say(interaction, first)
        for part in more:  # the commands, when the whole does not fit in one message
            await interaction.followup.send(part, ephemeral=True, allowed_mentions=NO_MENTIONS)


#: the lead times a user may choose for reminders: one minute to 30 days before a deadline
REMINDER_RANGE = (1 / 60, 720.0)


def parse_reminders(text: str) -> list[float] | None:
    """``/agora notify reminders:`` -> the user's lead times in hours, largest first: ``"12, 1"``
    -> ``[12.0, 1.0]`` (commas, semicolons or spaces between; a decimal comma is not accepted:
    ``"1,5"`` is 1 and 5 hours); ``"off"``/``"none"``/``"0"`` -> ``[]`` (no reminders);
    ``"default"`` -> None (the server's).  Raises ValueError for anything else, or a time
    outside :data:`REMINDER_RANGE`."""
    words = text.replace(",", " ").replace(";", " ").split()
    if [w.lower() for w in words] in (["off"], ["none"], ["no"], ["0"]):
        return []
    if [w.lower() for w in words] in (["default"], ["server"]):
        return None
    if not words:
        raise ValueError("no hours")
    hours = sorted({float(w.lower().removesuffix("h")) for w in words}, reverse=True)
    lo, hi = REMINDER_RANGE
    if not all(lo <= h <= hi for h in hours):
        raise ValueError("out of range")
    return hours


def hours_text(hours: float, lang: str) -> str:
    """A number of hours as the language writes it ("1.5" / "1,5")."""
    text = f"{hours:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if lang == "it" else text


def notify_text(
    prefs: UserPrefs, server_hours: tuple[float, ...], lang: str, *, saved: bool = False, now: float | None = None
) -> str:
    """The user's notification settings, one per line, in ``lang`` (``now``: unix seconds, for
    the next start of their quiet hours; default the real time)."""
    lines = [i18n.tr(lang, "quiet-notify-saved" if saved else "quiet-notify-title"), *_pref_lines(prefs, server_hours, lang)]
    # heads-up, zone and quiet hours
    lines.append("- " + i18n.tr(lang, "quiet-notify-heads-up", state="on" if prefs.heads_up else "off"))
    if prefs.digest_hour is None:
        lines.append("- " + i18n.tr(lang, "quiet-notify-digest-off"))
    else:
        lines.append("- " + i18n.tr(lang, "quiet-notify-digest", hour=str(prefs.digest_hour)))
    if prefs.timezone:
        lines.append("- " + i18n.tr(lang, "quiet-notify-zone", zone=prefs.timezone))
    else:
        lines.append("- " + i18n.tr(lang, "quiet-notify-zone-none"))
    quiet = prefs.quiet
    if quiet is None:
        lines.append("- " + i18n.tr(lang, "quiet-notify-hours-none"))
    else:
        start = zones.next_quiet_start(time.time() if now is None else now, prefs.timezone, quiet)
        lines.append("- " + i18n.tr(lang, "quiet-notify-hours", **{"from": quiet[0], "to": quiet[1], "t": str(int(start))}))
    lines.append(i18n.tr(lang, "quiet-notify-hint"))
    lines.append(i18n.tr(lang, "quiet-notify-hint-time"))
    return "\n".join(lines)


def _pref_lines(prefs: UserPrefs, server_hours: tuple[float, ...], lang: str) -> list[str]:
    """The mentions, private messages and reminders lines of ``prefs``."""
    on_off = {True: "on", False: "off"}
    lines = [
        "- " + i18n.tr(lang, "quiet-notify-mentions", state=on_off[prefs.mentions]),
        "- " + i18n.tr(lang, "quiet-notify-private", state=on_off[prefs.private_messages]),
    ]
    if prefs.reminder_hours is None:
        hours = sorted(server_hours, reverse=True)
        key = "quiet-notify-reminders-default" if hours else "quiet-notify-reminders-server-off"
    else:
        hours = list(prefs.reminder_hours)
        key = "quiet-notify-reminders" if hours else "quiet-notify-reminders-off"
    lines.append("- " + i18n.tr(lang, key, hours=[hours_text(h, lang) for h in hours]))
    return lines


def game_notify_text(per_game: GamePrefs, prefs: UserPrefs, server_hours: tuple[float, ...], lang: str) -> str:
    """The user's settings in one game: each line as it applies there, marked when
    it follows their own setting."""
    lines = _pref_lines(per_game.over(prefs), server_hours, lang)
    own = i18n.tr(lang, "quiet-notify-game-own")
    for i, field in enumerate(GAME_FIELDS):
        if getattr(per_game, field) is None:
            lines[i] += " " + own
    return "\n".join([i18n.tr(lang, "quiet-notify-game-title", game=str(per_game.game_id)), *lines,
                      i18n.tr(lang, "quiet-notify-game-hint", game=str(per_game.game_id))])


async def answer_command_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
    """The tree's error handler: an AgoraError's message, or a short apology (logged), privately,
    in the user's language."""
    original = getattr(error, "original", error)
    try:
        lang = await lang_of(interaction)
    except Exception:  # the database itself may be what failed
        lang = lang_now(interaction)
    if isinstance(original, AgoraError):
        text = original.text(lang)
    elif isinstance(error, app_commands.TransformerError) and error.type == discord.AppCommandOptionType.user:
        # a user option declared as a Member named someone who is not a member of the server
        # (/agora replace with: a user who left, or a forged payload): a refusal, not a bug
        text = tr(lang, "cmd-err-not-a-member")
    else:
        log.error("/agora command failed", exc_info=original)
        text = tr(lang, messages.UNEXPECTED)
    if interaction.response.is_done():
        await say(interaction, text)
    else:
        await interaction.response.send_message(text, ephemeral=True)
