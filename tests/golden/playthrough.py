"""Every golden transcript of the suite: one list (:data:`GOLDENS`), one comparison
(tests/golden/test_golden.py: the committed file against a fresh replay, a difference fails), one
way to rewrite them (``python -m tests.golden.regen``).  Two kinds:

* :class:`Game`, a full playthrough (OpenSpiel's integration_tests/playthroughs style): a seeded
  game written step by step: the prompt; the public view (``player_view(state, None)``), in full
  at the first step and then as the paths that changed since the previous step; each seat's view
  as its differences from the public view of the same step (so what only that seat sees stands
  out, and a leak into the public view shows up as a public change); the legal actions of each
  prompted seat; the action taken by the first prompted seat (``playout_policy`` with
  ``random.Random(seed)``); the events, public or private ("to N"), with their data.  Views are
  flattened to ``path = JSON`` lines; a node whose JSON fits in ``INLINE`` characters stays on
  one line.
* :class:`AutoGame`, the log of a game between automatic players (``auto_action``; some seats may
  pick at random instead): each decision (prompt kind, seat, number of legal actions, the action)
  and the events rendered in English, public or private ("[to N]"), then the outcome.  It follows
  the automatic players, which the playthroughs (``playout_policy``) do not.

The digests of the rules versions (tests/golden/rules_digests.py) are not transcripts: recorded
once per released version, never rewritten (``regen --digests``).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engines
import i18n
from engines.text import Msg

DIR = Path(__file__).parent
#: a view node whose compact JSON is at most this long is written on one line
INLINE = 100
#: legal actions listed per prompted seat (the count is always given)
MAX_LEGAL = 30


@dataclass(frozen=True)
class Game:
    """One stored playthrough: ``steps`` decisions at most (None: the whole game)."""

    name: str
    engine_id: str
    seats: int
    seed: int
    steps: int | None = None
    #: engine options beside the defaults, as (key, value) pairs (Mare Nostrum's Mythology expansion)
    options: tuple[tuple[str, str], ...] = ()

    @property
    def path(self) -> Path:
        return DIR / self.name

    def text(self) -> str:
        """The playthrough (:func:`transcript`)."""
        return transcript(self)


@dataclass(frozen=True)
class AutoGame:
    """One stored log of a game between automatic players (:func:`auto_log`): ``steps``
    decisions at most (None: the whole game); the seats in ``random_seats`` pick uniformly among
    their legal actions with ``random.Random(seed)`` instead of playing ``auto_action``."""

    name: str
    engine_id: str
    seats: int
    seed: int
    steps: int | None = None
    random_seats: tuple[int, ...] = ()

    @property
    def path(self) -> Path:
        return DIR / self.name

    def text(self) -> str:
        """The log (:func:`auto_log`)."""
        return auto_log(self)


GAMES = [
    Game("7wd_seed7.txt", "7wd", 2, 7),
    # four turns (commerce: announce, sealed offers, reveal, takes; construction; military) and
    # the first battle of the game, in turn 5
    Game("mare-nostrum_3p_seed3.txt", "mare-nostrum", 3, 3, steps=215),
    # the first rounds of a 3-nation game on the West board: first placements, production,
    # arming, maneuvers and the first cities founded
    Game("antike_3p_seed5.txt", "antike", 3, 5, steps=160),
    # a whole 3-player game: the setup's condemned territories, expansions, tribes, discoveries
    # with their bonuses, wonders, Destiny and Olympus cards, the final turns and the scoring
    Game("olympus_3p_seed2.txt", "olympus", 3, 2),
    # Mare Nostrum: Mythology with 6 players (Atlantis, pottery, the High Priest): the first turns.
    # The offering, gods and creatures modules change it when they land: regenerate then.
    Game("mare-nostrum-mythology_6p_seed1.txt", "mare-nostrum", 6, 1, steps=120, options=(("expansion", "mythology"),)),
]

AUTO_GAMES = [
    # a whole game: seat 0 the automatic player against a seat choosing at random
    AutoGame("7wd_auto_seed7.txt", "7wd", 2, 7, random_seats=(1,)),
    # three automatic players: the first turns (commerce, construction, military, battles)
    AutoGame("mare-nostrum_auto_3p_seed3.txt", "mare-nostrum", 3, 3, steps=260),
]

#: every golden transcript: tests/golden/<name>
GOLDENS: list[Game | AutoGame] = [*GAMES, *AUTO_GAMES]


def _json(x: Any) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def flatten(x: Any, path: str = "") -> dict[str, str]:
    """``{"a.0.b": "<json>"}`` for a JSON-able tree (dict keys in their order), a node whose
    compact JSON (sorted keys) fits in ``INLINE`` characters kept whole on one line; ``path``
    prefixes every path."""
    lines: list[tuple[str, str]] = []
    text = _encode(x, path, lines)
    return dict(lines) if lines else {path or ".": text}


def _encode(x: Any, path: str, out: list[tuple[str, str]]) -> str:
    """The compact JSON of ``x``, each node encoded once; when it is longer than ``INLINE``, the
    lines of its children (their own lines when they are long too) are appended to ``out``."""
    if not isinstance(x, (dict, list)) or not x:
        return _json(x)
    items = list(x.items()) if isinstance(x, dict) else list(enumerate(x))
    children = []
    for k, v in items:
        sub: list[tuple[str, str]] = []
        child = f"{path}.{k}" if path else str(k)
        children.append((k, child, _encode(v, child, sub), sub))
    if isinstance(x, dict):
        text = "{" + ",".join(f"{_json(str(k))}:{t}" for k, _, t, _ in sorted(children, key=lambda c: str(c[0]))) + "}"
    else:
        text = "[" + ",".join(t for _, _, t, _ in children) + "]"
    if len(text) > INLINE:
        for _, child, t, sub in children:
            out.extend(sub or [(child, t)])
    return text


def diff(old: Any, new: Any) -> list[str]:
    """The differences of two JSON-able trees as flattened lines (see :func:`flatten`):
    ``~ path = new`` (changed), ``+ path = new`` (added), then ``- path`` (gone).  Equal subtrees
    are skipped without being encoded."""
    changed: list[str] = []
    gone: list[str] = []
    _diff(old, new, "", changed, gone)
    return changed + gone


_MISSING = object()


def _expanded(x: Any) -> bool:
    return isinstance(x, (dict, list)) and bool(x) and len(_json(x)) > INLINE


def _diff(old: Any, new: Any, path: str, changed: list[str], gone: list[str]) -> None:
    if type(old) is type(new) and old == new:
        return
    if type(old) is type(new) and _expanded(old) and _expanded(new):
        if isinstance(new, dict):
            for k, v in new.items():
                _diff(old.get(k, _MISSING), v, f"{path}.{k}" if path else str(k), changed, gone)
            for k in old:
                if k not in new:
                    gone += [f"- {p}" for p in flatten(old[k], f"{path}.{k}" if path else str(k))]
        else:
            for i, v in enumerate(new):
                _diff(old[i] if i < len(old) else _MISSING, v, f"{path}.{i}" if path else str(i), changed, gone)
            for i in range(len(new), len(old)):
                gone += [f"- {p}" for p in flatten(old[i], f"{path}.{i}" if path else str(i))]
        return
    was = {} if old is _MISSING else flatten(old, path)
    now = flatten(new, path)
    changed += [f"{'~' if p in was else '+'} {p} = {v}" for p, v in now.items() if was.get(p) != v]
    gone += [f"- {p}" for p in was if p not in now]


def text(t: Any, quote: bool = True) -> str:
    """A text as the golden shows it: the English rendering, then (for messages) the message
    ids and arguments, so a change of wording and a change of data both show."""
    if isinstance(t, str):
        return json.dumps(t) if quote else t
    english = json.dumps(i18n.render(t, "en", strict=True), ensure_ascii=False)
    dump = t.model_dump(mode="json") if isinstance(t, Msg) else [x.model_dump(mode="json") if isinstance(x, Msg) else x for x in t]
    return f"{english} {_json(dump)}"


def _view(e: engines.Engine, state: Any, seat: int | None) -> dict[str, Any]:
    return e.player_view(state, seat).model_dump(mode="json")


def transcript(game: Game) -> str:
    """The playthrough text of ``game`` (deterministic)."""
    e = engines.get(game.engine_id)
    rnd = random.Random(game.seed)
    state = e.setup(game.seats, {**e.default_options(), **dict(game.options)}, game.seed)
    length = "the whole game" if game.steps is None else f"the first {game.steps} decisions"
    lines = [
        f"# Golden playthrough of {e.title} ({e.id}): {game.seats} seats, seed {game.seed}, {length}.",
        "# Each step: the prompt; the public view (player_view(state, None)) in full at step 0, then its",
        "# changes since the previous step (~ changed, + new, - gone); each seat's view as its differences",
        "# from the public view of the same step; the legal actions of each prompted seat; the action of",
        f"# the first prompted seat (playout_policy with random.Random({game.seed})); the events, public or",
        "# private (to N), with their data.  Regenerate after an intended change: python -m tests.golden.regen",
        f"game: {e.id}",
        f"seats: {game.seats}",
        f"seed: {game.seed}",
    ]
    if game.options:
        lines.append(f"options: {_json(dict(game.options))}")
    previous: Any = _MISSING
    step = 0
    while game.steps is None or step < game.steps:
        p = e.prompt(state)
        lines.append("")
        lines.append(f"## step {step}: {p.phase} {p.kind} seats={list(p.seats)} {text(p.text)}")
        public = _view(e, state, None)
        lines += [f"public {line}" for line in diff(previous, public)]
        previous = public
        for seat in range(game.seats):
            lines += [f"view {seat} {line}" for line in diff(public, _view(e, state, seat))]
        if not p.seats:
            break
        for seat in p.seats:
            acts = [_json(e.dump_action(a)) for a in e.legal_actions(state, seat)]
            more = f" (first {MAX_LEGAL})" if len(acts) > MAX_LEGAL else ""
            lines.append(f"legal {seat}: {len(acts)}{more}")
            lines += [f"  {a}" for a in acts[:MAX_LEGAL]]
        seat = p.seats[0]
        action = e.playout_policy(state, seat, rnd)
        lines.append(f"action {seat}: {_json(e.dump_action(action))}")
        state, events = e.apply(state, seat, action)
        for ev in events:
            to = "public" if ev.to is None else f"to {ev.to}"
            lines.append(f"event {to} {ev.kind}: {text(ev.text, quote=False)}" + (f" {_json(ev.data)}" if ev.data else ""))
        step += 1
    out = e.outcome(state)
    lines.append("")
    lines.append(f"outcome: {_json(out.model_dump(mode='json')) if out else 'none yet'}")
    return "\n".join(lines) + "\n"


def auto_log(game: AutoGame) -> str:
    """The log text of ``game`` (deterministic): a line per decision, ``step N: <prompt kind>
    seat=<seat> legal=<count> action=<JSON>``, then its events rendered in English (``[to N]``
    before a private one), indented; at the end the outcome (``none yet`` when ``steps`` stopped
    the game first)."""
    e = engines.get(game.engine_id)
    rnd = random.Random(game.seed)
    state = e.setup(game.seats, e.default_options(), game.seed)
    length = "the whole game" if game.steps is None else f"the first {game.steps} decisions"
    chosen = "automatic player (auto_action)" + (
        f", except seat(s) {', '.join(map(str, game.random_seats))}: uniformly among the legal actions with "
        f"random.Random({game.seed})" if game.random_seats else "")
    lines = [
        f"# Golden log of {e.title} ({e.id}): {game.seats} seats, seed {game.seed}, {length}.",
        f"# Each seat plays the {chosen}.",
        "# Each decision: the prompt's kind, the seat, its number of legal actions, the action; then the",
        "# events in English ([to N]: private).  Regenerate after an intended change: python -m tests.golden.regen",
    ]
    step = 0
    while game.steps is None or step < game.steps:
        p = e.prompt(state)
        if not p.seats:
            break
        seat = p.seats[0]
        acts = e.legal_actions(state, seat)
        action = acts[rnd.randrange(len(acts))] if seat in game.random_seats else e.auto_action(state, seat)
        lines.append(f"step {step}: {p.kind} seat={seat} legal={len(acts)} action={_json(e.dump_action(action))}")
        state, events = e.apply(state, seat, action)
        for ev in events:
            to = "" if ev.to is None else f"[to {ev.to}] "
            lines += [f"  {to}{line}" for line in i18n.render(ev.text, "en", strict=True).splitlines()]
        step += 1
    out = e.outcome(state)
    lines.append(f"outcome: {_json(out.model_dump(mode='json')) if out else 'none yet'}")
    return "\n".join(lines) + "\n"
