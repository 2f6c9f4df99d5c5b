"""What a seeded game produces, as one digest per engine set-up, for comparing two processes
(tests/golden/test_determinism.py): ``python -m tests.golden.determinism`` prints
``{"<set-up>": "<hex SHA-256>", ...}`` as one JSON line.

A stored game is replayed from its seed and actions in another process than the one that played
it (``agora check``, a restart, a replay picture), so everything a game yields must be a function
of its inputs, not of the process: not of the string hash seed (``PYTHONHASHSEED``: the order in
which a ``set`` or ``frozenset`` of strings is iterated), nor of object identities.  The digest
covers, at every decision of :data:`SETUPS` (the first prompted seat choosing with
``playout_policy`` and ``random.Random(seed)``): the prompt, the legal actions in their order, the
public view and each seat's view, each seat's panel, the status texts, the events with their texts
rendered in English and Italian, the stored state (``dump_state``); and, every :data:`PICTURES`
decisions and at the end, the board picture's PNG bytes and the close-up's.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from typing import Any

import engines
import i18n
import render

#: a picture (board and close-up) is drawn every this many decisions, and at the end
PICTURES = 40


@dataclass(frozen=True)
class Setup:
    """One seeded game: ``name``, engine, seats, seed, decisions at most, options beside the defaults."""

    name: str
    engine_id: str
    seats: int
    seed: int
    steps: int
    options: tuple[tuple[str, Any], ...] = ()


SETUPS = [
    Setup("7wd", "7wd", 2, 7, 120),
    Setup("mare-nostrum", "mare-nostrum", 3, 3, 80),
    Setup("mare-nostrum-mythology", "mare-nostrum", 4, 1, 60, (("expansion", "mythology"),)),
    Setup("antike", "antike", 3, 5, 120),
    Setup("olympus", "olympus", 3, 2, 120),
]


def _json(x: Any) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode() + b"\n"


def _dump(x: Any) -> Any:
    return x.model_dump(mode="json") if hasattr(x, "model_dump") else x


def _texts(t: Any) -> bytes:
    return _json([i18n.render(t, lang, strict=True) for lang in i18n.LOCALES])


def digest(setup: Setup) -> str:
    """The hex SHA-256 of everything ``setup``'s game yields (see the module's docstring)."""
    e = engines.get(setup.engine_id)
    state = e.setup(setup.seats, {**e.default_options(), **dict(setup.options)}, setup.seed)
    rnd = random.Random(setup.seed)
    names = [f"Player {n + 1}" for n in range(setup.seats)]
    h = hashlib.sha256()

    def pictures() -> None:
        view = e.player_view(state, None)
        h.update(hashlib.sha256(render.render_board(setup.engine_id, view, names)).digest())
        detail = render.render_detail(setup.engine_id, view, names)
        h.update(b"-" if detail is None else hashlib.sha256(detail).digest())

    for step in range(setup.steps):
        prompt = e.prompt(state)
        h.update(_json(_dump(prompt)) + _texts(prompt.text))
        for seat in [None, *range(setup.seats)]:
            h.update(_json(_dump(e.player_view(state, seat))) + _texts(e.status_text(state, seat)))
            if seat is not None:
                h.update(_json(_dump(e.panel(state, seat))))
        h.update(e.dump_state(state).encode())
        if step % PICTURES == 0:
            pictures()
        if not prompt.seats:
            break
        seat = prompt.seats[0]
        h.update(_json([e.dump_action(a) for a in e.legal_actions(state, seat)]))
        state, events = e.apply(state, seat, e.playout_policy(state, seat, rnd))
        for event in events:
            h.update(_json(_dump(event)) + _texts(event.text))
    pictures()
    return h.hexdigest()


def main() -> int:
    print(json.dumps({s.name: digest(s) for s in SETUPS}, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
