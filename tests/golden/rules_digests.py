"""What each rules version of each engine logs, as digests (issue 28: an engine must never change
what a rules version logs without bumping it; ``agora check`` compares a stored game's log with
its replay, docs/architecture.md "Rules versions").

For every engine set-up of :data:`GAMES` and every rules version ``v`` from 1 to the engine's
``rules_version``, a seeded game is started under ``v`` (``Engine.start(..., rules=v)``) and played
for up to ``steps`` decisions, each time by the first prompted seat choosing with
``random.Random(seed)`` among its legal actions sorted by their JSON (so neither the engine's
playout policy nor the order of its legal actions is part of the digest).  The digest is the
SHA-256 of every event the game logged (``Event.model_dump(mode="json")`` without ``text``: a
message's wording may change, as ``agora check`` allows), in order.

tests/golden/rules_digests.json holds the recorded digests: ``{"<name>": {"<v>": "<hex>"}}``.
``python -m tests.golden.regen --digests`` records the digest of each version that has none, and
never rewrites a recorded one unless named with ``--digests --force NAME:V`` (a digest changes
only when a rule of that version changed, which is a bug: bump the engine's RULES_VERSION).
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engines

FILE = Path(__file__).parent / "rules_digests.json"


@dataclass(frozen=True)
class Setup:
    """One seeded game: ``name`` (the key in the file), engine, seats, seed, decisions at most,
    options beside the defaults."""

    name: str
    engine_id: str
    seats: int
    seed: int
    steps: int = 400
    options: tuple[tuple[str, Any], ...] = ()


GAMES = [
    Setup("7wd", "7wd", 2, 7),
    Setup("mare-nostrum", "mare-nostrum", 3, 3),
    Setup("mare-nostrum-mythology", "mare-nostrum", 6, 1, options=(("expansion", "mythology"),)),
    Setup("antike", "antike", 3, 5),
    Setup("olympus", "olympus", 3, 2),
]


def _json(x: Any) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(setup: Setup, rules: int) -> str:
    """The hex SHA-256 of the events (without ``text``) of ``setup`` played under ``rules``."""
    e = engines.get(setup.engine_id)
    state = e.start(setup.seats, {**e.default_options(), **dict(setup.options)}, setup.seed, rules=rules)
    rnd = random.Random(setup.seed)
    h = hashlib.sha256()
    for _ in range(setup.steps):
        prompt = e.prompt(state)
        if not prompt.seats:
            break
        seat = prompt.seats[0]
        legal = sorted(_json(e.dump_action(a)) for a in e.legal_actions(state, seat))
        action = e.parse_action(rnd.choice(legal)) if legal else e.playout_policy(state, seat, rnd)
        state, events = e.apply(state, seat, action)
        for event in events:
            data = event.model_dump(mode="json")
            data.pop("text", None)
            h.update(_json(data).encode() + b"\n")
    return h.hexdigest()


def versions(setup: Setup) -> range:
    """The rules versions of the set-up's engine: 1 to the installed one."""
    return range(1, engines.get(setup.engine_id).rules_version + 1)


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(FILE.read_text(encoding="utf-8")) if FILE.exists() else {}


def record(force: set[str] = frozenset()) -> list[str]:  # type: ignore[assignment]
    """Record the digest of every (set-up, version) without one, and those named in ``force``
    (``"name:v"``); the lines saying what was written."""
    data = recorded()
    said: list[str] = []
    for setup in GAMES:
        known = data.setdefault(setup.name, {})
        for v in versions(setup):
            if str(v) in known and f"{setup.name}:{v}" not in force:
                continue
            known[str(v)] = digest(setup, v)
            said.append(f"{setup.name} rules {v}: recorded")
    FILE.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return said
