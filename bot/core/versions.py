"""Rules versions on the platform side (stored games keep the rules they started with:
docs/architecture.md "Rules versions").

An engine declares the rules version it applies (``Engine.rules_version``); a state records the
version it is played under (``Engine.rules_of``).  The platform stores the version a game was set
up under (``games.rules_version``) and the version each action was applied under
(``actions.rules``).  So that a game stored under older rules replays exactly:

- a game starts from ``Engine.start(seats, options, seed, rules=<its set-up version>)``;
- before every action (a player's, an automatic one, an interjection) the service moves a state
  played under older rules to the installed version with ``Engine.upgrade_rules`` and logs the
  action with that version (:func:`upgraded`);
- replay (:func:`bot.features.undo.replay`) does the same where the log says so: before a row whose
  ``rules`` is greater than the state's, the state is upgraded to it.  The state before such a row
  (what an undo of it restores) is the state before the upgrade.

A state or a row of a version newer than the installed code's cannot be played here: a
:class:`RulesTooNew` (a ValueError) says so.
"""

from __future__ import annotations

from typing import Any

from engines.base import Engine


class RulesTooNew(ValueError):
    """A stored game (its state, its set-up or an action of its log) was played under a rules
    version newer than the installed engine's: this code cannot continue or replay it."""


def known(engine: Engine, version: int, what: str = "the game") -> None:
    """Raise :class:`RulesTooNew` when ``version`` is newer than ``engine.rules_version``
    (``what`` names what carries it, for the message)."""
    if version > engine.rules_version:
        raise RulesTooNew(
            f"{what} was played under {engine.title} rules version {version}; this Agora has version "
            f"{engine.rules_version} (install the newer Agora again)"
        )


def upgraded(engine: Engine, state: Any, to: int | None = None) -> Any:
    """``state`` to be continued under rules version ``to`` (default: the installed
    ``engine.rules_version``): ``engine.upgrade_rules(state, to)`` when the state is played
    under an older version, else ``state`` itself (the same object).  Raises
    :class:`RulesTooNew` when ``to`` or the state's own version is newer than the engine's."""
    target = engine.rules_version if to is None else int(to)
    known(engine, target, "an action")
    known(engine, engine.rules_of(state))
    if engine.rules_of(state) < target:
        return engine.upgrade_rules(state, target)
    return state


def initial(engine: Engine, seats: int, options: dict[str, Any], seed: int, rules: int) -> Any:
    """The state a game set up under rules version ``rules`` started from
    (``engine.start``; :class:`RulesTooNew` for a version newer than the engine's)."""
    known(engine, rules, "the game's set-up")
    return engine.start(seats, options, seed, rules=rules)


def loadable(engine: Engine, text: str, schema_version: int, rules_version: int = 1) -> Any:
    """The stored state ``text`` parsed (``engine.load_state``), refused with
    :class:`RulesTooNew` when it or the game's set-up (``rules_version``) is of a newer rules
    version than the engine's; whatever ``load_state`` raises (pydantic's ValidationError,
    ValueError for an unknown schema) for a state this code cannot read."""
    known(engine, rules_version, "the game's set-up")
    state = engine.load_state(text, schema_version)
    known(engine, engine.rules_of(state))
    return state
