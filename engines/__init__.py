"""Game engines: one package per game, pure rules (see engines.base for the contract)."""

from __future__ import annotations

import importlib

from engines.base import Engine, Entry, Event, IllegalAction, Option, Outcome, Panel, Prompt, RulesTopic
from engines.text import Msg, Text, lines, msg

#: engine id -> "module:ClassName"; imported lazily so a broken engine cannot stop the others
REGISTRY: dict[str, str] = {
    "7wd": "engines.sevenwd:SevenWondersDuel",
    "mare-nostrum": "engines.mare_nostrum:MareNostrum",
    "antike": "engines.antike:Antike",
    "olympus": "engines.olympus.engine:Olympus",
}

_cache: dict[str, Engine] = {}


def get(engine_id: str) -> Engine:
    """The engine instance for ``engine_id``; raises KeyError for an unknown id."""
    if engine_id not in _cache:
        target = REGISTRY[engine_id]
        module, _, cls = target.partition(":")
        _cache[engine_id] = getattr(importlib.import_module(module), cls)()
    return _cache[engine_id]


def available() -> list[str]:
    return list(REGISTRY)


__all__ = [
    "Engine",
    "Entry",
    "Event",
    "IllegalAction",
    "Msg",
    "Option",
    "Outcome",
    "Panel",
    "Prompt",
    "RulesTopic",
    "Text",
    "available",
    "get",
    "lines",
    "msg",
]
