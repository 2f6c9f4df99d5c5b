"""The options of a new game, each declared once.

An option is either the game's own (its engine's list: ``Engine.default_options()`` with the
fixed values of ``Engine.option_choices()``) or the platform's (:data:`PLATFORM`: the time per
decision, the game's language, "More time" presses, weekends, the deadline's automatic player and
the lobby's choices).  Everything else is derived from these declarations: the parameters and
choices of ``/agora new`` (cogs/agora.py), the lobby's lines (cogs/messages.py), the keys the
service accepts and the checks of the platform's values (``Service.check_new_game``).

The words come from the catalogs.  A game's option ``KEY`` with a value ``V`` is named by
convention: ``bot-option-KEY`` (the lobby's label), ``bot-option-KEY-V`` (the lobby's word for
``V``; ``on``/``off`` for true/false, ``none`` for None), ``cmd-new-KEY-name`` and
``cmd-new-KEY-desc`` (the ``/agora new`` parameter: offered only when the catalogs name it) and
``cmd-choice-KEY-V`` (a choice's name).  A platform option names its messages itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import engines
import i18n
from bot.core import weekends
from bot.core.errors import BadOption
from bot.core.models import GAME_LANGUAGES
from engines.base import Engine
from engines.text import msg

#: allowed range of ``deadline_hours`` (one minute .. thirty days)
DEADLINE_HOURS_RANGE = (1 / 60, 24.0 * 30)
#: the levels of an automatic seat, weakest first
LEVELS = ("standard", "strong")
#: the game option naming the level of the automatic player that plays an absent person's turn
#: at a deadline (``Service.timeout``); a platform option (PLATFORM_OPTIONS)
ABSENT_PLAYER = "absent_player"
#: presses of "More time" each player may make in a game, at most (bot/features/timekeeping.py)
MAX_EXTENSIONS = 5
#: the options key holding the lobby's choices (Engine.lobby_choice): {str(user_id): value}; written
#: by Service.choose only, never accepted from /agora new
LOBBY_CHOICES = "lobby_choices"


@dataclass(frozen=True)
class GameOption:
    """One option of a new game.

    ``values``: the values it takes when they are a fixed list (empty: a number or free);
    ``label`` / ``words``: catalog ids of the lobby's label and of its word for each value (no
    label: not shown in the lobby's option lines); ``name`` / ``desc`` / ``choices``: catalog ids of
    the ``/agora new`` parameter and of its choices' names (no name: not offered by the command);
    ``number``: a number parameter's (type, lowest, highest) as Discord offers it; ``check``: the
    platform's strict check of a sent value (the value kept, or BadOption naming the allowed
    values); ``engine``: the game's own option (passed to ``Engine.setup``), not the platform's."""

    key: str
    values: tuple[Any, ...] = ()
    label: str = ""
    words: Mapping[Any, str] = field(default_factory=dict)
    name: str = ""
    desc: str = ""
    choices: Mapping[Any, str] = field(default_factory=dict)
    number: tuple[type, float, float] | None = None
    check: Callable[[Any], Any] | None = None
    engine: bool = False

    @property
    def kind(self) -> type:
        """The Python type of the command's parameter: bool, int, float or str."""
        if self.number is not None:
            return self.number[0]
        return bool if self.values and all(isinstance(v, bool) for v in self.values) else str

    def word(self, value: object, lang: str) -> str:
        """``value`` as the lobby says it in ``lang`` (its catalog word, else as written)."""
        value_id = self.words.get(value) if isinstance(value, (str, int, float, bool, type(None))) else None
        if value_id is not None and i18n.has(value_id, lang):
            return i18n.tr(lang, value_id)
        return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)

    def title(self, lang: str) -> str:
        """The lobby's label of the option in ``lang`` (the key, capitalized, when uncatalogued)."""
        return i18n.tr(lang, self.label) if self.label and i18n.has(self.label, lang) else self.key.replace("_", " ").capitalize()


def validate_extensions(value: object) -> int:
    """``/agora new extensions:`` as an int in 0..MAX_EXTENSIONS.  Strict: a whole
    number, not a text (``"2"``), a float or true/false.  Raises BadOption."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadOption(msg("time-err-extensions", max=MAX_EXTENSIONS))
    number = value
    if not 0 <= number <= MAX_EXTENSIONS:
        raise BadOption(msg("time-err-extensions", max=MAX_EXTENSIONS))
    return number


def validate_absent_player(value: object) -> str:
    """``/agora new absent_player:`` as one of :data:`LEVELS`, strictly (a text, exactly as
    written).  Raises BadOption naming the option and its values."""
    if not isinstance(value, str) or value not in LEVELS:
        raise BadOption(msg("auto-err-absent"))  # never the sent text in the answer
    return value


def _check_deadline(given: object) -> float:
    lo, hi = DEADLINE_HOURS_RANGE
    if isinstance(given, bool) or not isinstance(given, (int, float)):  # strict: "2" is not 2
        raise BadOption(msg("bot-err-deadline-number"))
    hours = float(given)
    if not lo <= hours <= hi:
        raise BadOption(msg("bot-err-deadline-range", lo=f"{lo:.3f}", hi=f"{hi:.0f}"))
    return hours


def _check_weekends(value: object) -> object:
    if value not in weekends.VALUES:  # weekends off or on (bot/core/weekends.py)
        raise BadOption(msg("time-err-weekends", values=", ".join(weekends.VALUES)))
    return value


def _check_language(value: object) -> object:
    if value not in GAME_LANGUAGES:
        raise BadOption(msg("bot-err-language", languages=", ".join(GAME_LANGUAGES)))
    return value


#: the platform's options, in the order ``/agora new`` offers them and the service checks them
PLATFORM: tuple[GameOption, ...] = (
    # hours per decision (the lobby has its own line for it)
    GameOption("deadline_hours", name="cmd-new-deadline-name", desc="cmd-new-deadline-desc",
               number=(float, 0.1, 720.0), check=_check_deadline),
    # the game's public language
    GameOption("language", GAME_LANGUAGES, label="bot-option-language",
               words={"en": "bot-language-en", "it": "bot-language-it"},
               name="cmd-new-language-name", desc="cmd-new-language-desc",
               choices={"en": "cmd-choice-english", "it": "cmd-choice-italian"}, check=_check_language),
    # presses of "More time" per player (bot/features/timekeeping.py)
    GameOption("extensions", label="time-option-extensions", name="time-cmd-new-extensions-name",
               desc="time-cmd-new-extensions-desc", number=(int, 0, MAX_EXTENSIONS), check=validate_extensions),
    # clocks run on weekends, or stop (bot/core/weekends.py)
    GameOption("weekends", weekends.VALUES, label="time-option-weekends",
               words={v: f"time-option-weekends-{v}" for v in weekends.VALUES},
               name="time-cmd-new-weekends-name", desc="time-cmd-new-weekends-desc",
               choices={v: f"time-choice-weekends-{v}" for v in weekends.VALUES}, check=_check_weekends),
    # the level of the automatic player that plays an absent seat's turn at a deadline
    # (bot/features/autoseats.py ``absent_level``; "standard" when absent, as in older games)
    GameOption(ABSENT_PLAYER, LEVELS, label="auto-option-absent",
               words={v: f"auto-option-absent-{v}" for v in LEVELS},
               name="auto-cmd-new-absent-name", desc="auto-cmd-new-absent-desc",
               choices={v: f"auto-choice-absent-{v}" for v in LEVELS}, check=validate_absent_player),
    # the lobby's choices (written by Service.choose only: neither offered nor accepted)
    GameOption(LOBBY_CHOICES),
)
#: options the platform reads itself; every other key is passed to ``engine.setup``
PLATFORM_OPTIONS = frozenset(o.key for o in PLATFORM)
#: the platform's options a new game accepts (all but the lobby's choices)
ACCEPTED = tuple(o for o in PLATFORM if o.key != LOBBY_CHOICES)


def _word_of(value: object) -> str:
    return "on" if value is True else "off" if value is False else "none" if value is None else str(value)


def engine_option(key: str, values: tuple[Any, ...]) -> GameOption:
    """The declaration of a game's own option ``key`` with its fixed ``values`` (empty when the
    engine lists none), its catalog ids by the convention of this module."""
    return GameOption(
        key, values, label=f"bot-option-{key}", words={v: f"bot-option-{key}-{_word_of(v)}" for v in values},
        name=f"cmd-new-{key}-name", desc=f"cmd-new-{key}-desc",
        choices={v: f"cmd-choice-{key}-{_word_of(v)}" for v in values if v is not None and not isinstance(v, bool)},
        engine=True,
    )


def own_options(engine: Engine) -> list[GameOption]:
    """The game's own options, from its engine's list (``default_options`` / ``option_choices``)."""
    listed = engine.option_choices()
    return [engine_option(key, tuple(listed.get(key, ()))) for key in engine.default_options()]


def options_of(engine: Engine) -> dict[str, GameOption]:
    """key -> declaration of every option a game of ``engine`` has: its own and the platform's."""
    return {o.key: o for o in (*own_options(engine), *PLATFORM)}


def all_options() -> dict[str, GameOption]:
    """key -> declaration of every option of every game this process can load, and the
    platform's; an option several games share takes the values of all of them (in the
    registry's order).  An engine that does not load is left out."""
    values: dict[str, list[Any]] = {}
    for engine_id in engines.available():
        try:
            engine = engines.get(engine_id)
        except Exception:  # a broken engine must not break the others' options
            continue
        for option in own_options(engine):
            seen = values.setdefault(option.key, [])
            seen += [v for v in option.values if v not in seen]
    return {**{k: engine_option(k, tuple(v)) for k, v in values.items()}, **{o.key: o for o in PLATFORM}}


def asked(option: GameOption) -> bool:
    """Whether ``/agora new`` offers ``option``: the catalogs name its parameter, and a sent text,
    number or true/false can be one of its values."""
    if not option.name or not i18n.has(option.name):
        return False
    return option.number is not None or bool(option.choices) or option.kind is bool


def check_platform_options(options: dict[str, Any]) -> None:
    """The platform's values of ``options`` checked strictly and normalized in place (a deadline
    as a float), in :data:`PLATFORM`'s order.  Raises BadOption naming the allowed values."""
    for option in ACCEPTED:
        if option.key in options and option.check is not None:
            options[option.key] = option.check(options[option.key])


__all__ = [
    "ABSENT_PLAYER",
    "ACCEPTED",
    "DEADLINE_HOURS_RANGE",
    "LEVELS",
    "LOBBY_CHOICES",
    "MAX_EXTENSIONS",
    "PLATFORM",
    "PLATFORM_OPTIONS",
    "GameOption",
    "all_options",
    "asked",
    "check_platform_options",
    "engine_option",
    "options_of",
    "own_options",
    "validate_absent_player",
    "validate_extensions",
]
