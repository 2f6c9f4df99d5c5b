"""Contract tests of every registered engine (engines.available()), for every seat count.

Seeded random playouts (``AGORA_FUZZ_GAMES`` games per engine and seat count, default 200; 8 for
Mare Nostrum), each decision taken by the engine's ``playout_policy`` (uniformly random legal
actions; Mare Nostrum mixes in its automatic player, since its random games never end), must
end with an outcome; along the way: only prompted seats have legal actions; every legal action
applies, and illegal ones (another state's action, a non-prompted seat, garbage) raise
IllegalAction; apply is pure; state and actions survive a JSON round trip; replaying the action
log from the seed gives the same state; the automatic players only pick legal actions; no view
contains what :meth:`Engine.secret_strings` says it must hide; the side actions of seats not
prompted (:meth:`Engine.side_actions`, interjections) apply without advancing the game.  An engine that fails to import
fails here (it is not skipped).
"""

from __future__ import annotations

import inspect
import json
import os
import random
from typing import Any

import pytest

import engines
from engines.base import Engine, IllegalAction

#: random games per engine and seat count; AGORA_FUZZ_GAMES overrides for every engine (e.g.
#: thousands for a long fuzz run).  Mare Nostrum's games are ~1000 decisions long, so its default
#: is smaller to keep the suite within its time budget.
DEFAULT_GAMES = {"mare-nostrum": 8, "antike": 1, "olympus": 4}
MAX_STEPS = 5000


def games(engine_id: str) -> int:
    env = os.environ.get("AGORA_FUZZ_GAMES")
    return int(env) if env else DEFAULT_GAMES.get(engine_id, 200)


#: the deep checks look at every n-th decision of a game (Mare Nostrum's games are long and each
#: of its decisions has many legal actions to apply; AGORA_FUZZ_GAMES set: every decision)
DEEP_STRIDE = {"mare-nostrum": 10, "antike": 80, "olympus": 10}


def stride(engine_id: str) -> int:
    return 1 if os.environ.get("AGORA_FUZZ_GAMES") else DEEP_STRIDE.get(engine_id, 1)


def deep(engine_id: str) -> int:
    """The deeper checks (every legal action, views, replays) run on this many games."""
    return max(2, games(engine_id) // 25)


#: option variants run besides the defaults: engine id -> variant name -> options (Mare Nostrum's
#: Mythology expansion, 3 to 6 seats: Engine.seat_range)
VARIANTS: dict[str, dict[str, dict[str, Any]]] = {
    "mare-nostrum": {
        "mythology": {"expansion": "mythology"},
        # the 3 role cards variant (docs/mythology-rules.md D39): games end by the role cards
        "mythology-roles": {"expansion": "mythology", "roles_victory": True},
    },
}

#: seat counts a variant runs with when not all of its range is needed, to keep the suite's time
#: down (AGORA_FUZZ_GAMES set: every count): Mythology at its smallest and largest table (3 and 6
#: seats: with and without neutral civilizations), the 3 role cards variant, which changes only the
#: victory check, at 6
VARIANT_SEATS: dict[str, tuple[int, ...]] = {"mythology": (3, 6), "mythology-roles": (6,)}


def _cases() -> list[Any]:
    out: list[Any] = []
    for engine_id in engines.available():
        try:
            e = engines.get(engine_id)
        except Exception:  # the cases of an engine that fails to import fail (test_engine_imports says why)
            out.append(pytest.param(engine_id, 0, "", id=f"{engine_id}-0"))
            continue
        out.extend(pytest.param(engine_id, n, "", id=f"{engine_id}-{n}") for n in range(e.min_seats, e.max_seats + 1))
        for name, opts in VARIANTS.get(engine_id, {}).items():
            lo, hi = e.seat_range({**e.default_options(), **opts})
            counts = range(lo, hi + 1)
            if name in VARIANT_SEATS and not os.environ.get("AGORA_FUZZ_GAMES"):
                counts = [n for n in counts if n in VARIANT_SEATS[name]]
            out.extend(pytest.param(engine_id, n, name, id=f"{engine_id}-{name}-{n}") for n in counts)
    return out


def _options(e: Engine, variant: str) -> dict[str, Any]:
    """The engine's options for a case: its defaults, with the variant's options."""
    return {**e.default_options(), **VARIANTS.get(e.id, {}).get(variant, {})}


def _secrets(e: Engine, state: Any, viewer: int | None) -> set[str]:
    """``e.secret_strings`` for ``viewer``; an engine whose hook takes no seat gives the
    strings hidden from every view, checked on the channel's view only."""
    if viewer is None:
        return e.secret_strings(state)
    if "seat" not in inspect.signature(e.secret_strings).parameters:
        return set()
    return e.secret_strings(state, viewer)


CASES = _cases()


@pytest.mark.parametrize("engine_id", engines.available())
def test_engine_imports(engine_id: str) -> None:
    e = engines.get(engine_id)
    assert isinstance(e, Engine) and e.id == engine_id
    assert 1 <= e.min_seats <= e.max_seats


def _dump(e: Engine, action: Any) -> str:
    return json.dumps(e.dump_action(action), sort_keys=True)


def _text_json(text: Any) -> str:
    """A Text (message, lines or string) as JSON, for the secret search."""
    from pydantic import TypeAdapter

    from engines.text import Text

    return TypeAdapter(Text).dump_json(text).decode()


def _state_json(e: Engine, state: Any) -> str:
    return e.dump_state(state)


def _playout(e: Engine, seats: int, seed: int, deep: bool, variant: str = "") -> tuple[Any, list[tuple[int, Any]]]:
    """A random game; returns the final state and the (seat, action) log.  ``deep``: check every
    legal action, purity, round trips, views and the automatic players at every step."""
    rnd = random.Random(seed)
    state = e.setup(seats, _options(e, variant), seed)
    log: list[tuple[int, Any]] = []
    other_actions: list[Any] = []
    every = stride(e.id)
    for step in range(MAX_STEPS):
        p = e.prompt(state)
        if not p.seats:
            break
        for s in range(seats):
            if s not in p.seats:
                assert list(e.legal_actions(state, s)) == [], f"seat {s} is not prompted but has actions"
        seat = p.seats[rnd.randrange(len(p.seats))]
        acts = list(e.legal_actions(state, seat))
        assert acts, f"prompted seat {seat} has no legal action ({p.kind})"
        if deep and step % every == 0:
            _deep_checks(e, state, seat, acts, other_actions, seats)
        action = e.playout_policy(state, seat, rnd)
        assert _dump(e, action) in {_dump(e, a) for a in acts} if deep else True
        other_actions = acts
        state, events = e.apply(state, seat, action)
        assert all(ev.to is None or 0 <= ev.to < seats for ev in events)
        log.append((seat, action))
    else:
        pytest.fail(f"{e.id}: game {seed} did not end in {MAX_STEPS} steps")
    assert e.outcome(state) is not None
    return state, log


def _deep_checks(e: Engine, state: Any, seat: int, acts: list[Any], previous: list[Any], seats: int) -> None:
    before = _state_json(e, state)
    # JSON round trip of the state
    assert _state_json(e, e.load_state(before, e.schema_version)) == before
    legal = {_dump(e, a) for a in acts}
    for a in acts:
        # action round trip, validate, apply (pure); events keep the new state's secrets
        data = e.dump_action(a)
        assert _dump(e, e.parse_action(data)) == _dump(e, a)
        assert _dump(e, e.parse_action(json.dumps(data))) == _dump(e, a)
        e.validate(state, seat, a)
        after, events = e.apply(state, seat, a)
        for viewer in [None, *range(seats)]:
            secrets = _secrets(e, after, viewer)
            seen = [ev.model_dump_json() for ev in events if ev.to is None or ev.to == viewer]
            leaked = [s for s in secrets for text in seen if json.dumps(s) in text]
            assert not leaked, f"events seen by {viewer} show {leaked}"
    assert _state_json(e, state) == before, "apply or validate modified its input state"
    # illegal: an action of another state, the wrong seat, garbage
    for a in previous:
        if _dump(e, a) not in legal:
            with pytest.raises(IllegalAction):
                e.apply(state, seat, a)
    for s in range(seats):
        if s not in e.prompt(state).seats:
            with pytest.raises(IllegalAction):
                e.apply(state, s, acts[0])
    for garbage in ({}, {"kind": "no_such_kind"}, {"kind": acts[0].kind, "unexpected": 1}, "not json", [1, 2]):
        with pytest.raises(IllegalAction):
            e.apply(state, seat, e.parse_action(garbage))
    assert _state_json(e, state) == before
    # automatic players
    for pick in (e.auto_action(state, seat), e.timeout_action(state, seat)):
        assert _dump(e, pick) in legal
    # views keep secrets
    for viewer in [None, *range(seats)]:
        secrets = _secrets(e, state, viewer)
        shown = e.player_view(state, viewer).model_dump_json()
        texts = [shown, _text_json(e.status_text(state, viewer))]
        if viewer is not None:
            texts.append(e.panel(state, viewer).model_dump_json())
        for text in texts:
            leaked = [s for s in secrets if json.dumps(s) in text]
            assert not leaked, f"view of {viewer} shows {leaked}"


@pytest.mark.parametrize("engine_id,seats,variant", CASES)
def test_random_playouts_end(engine_id: str, seats: int, variant: str) -> None:
    e = engines.get(engine_id)
    for seed in range(games(engine_id)):
        _playout(e, seats, seed, deep=False, variant=variant)


@pytest.mark.parametrize("engine_id,seats,variant", CASES)
def test_deep_contract_checks(engine_id: str, seats: int, variant: str) -> None:
    e = engines.get(engine_id)
    for seed in range(1000, 1000 + deep(engine_id)):
        _playout(e, seats, seed, deep=True, variant=variant)


@pytest.mark.parametrize("engine_id,seats,variant", CASES)
def test_replay_from_seed_gives_the_same_state(engine_id: str, seats: int, variant: str) -> None:
    e = engines.get(engine_id)
    for seed in range(2000, 2000 + deep(engine_id)):
        final, log = _playout(e, seats, seed, deep=False, variant=variant)
        state = e.setup(seats, _options(e, variant), seed)
        for seat, action in log:
            state, _ = e.apply(state, seat, e.parse_action(e.dump_action(action)))
        assert _state_json(e, state) == _state_json(e, final)


@pytest.mark.parametrize("engine_id,seats,variant", CASES)
def test_automatic_players_finish_games(engine_id: str, seats: int, variant: str) -> None:
    e = engines.get(engine_id)
    for seed in range(3000, 3000 + deep(engine_id)):
        state = e.setup(seats, _options(e, variant), seed)
        for _ in range(MAX_STEPS):
            p = e.prompt(state)
            if not p.seats:
                break
            state, _ = e.apply(state, p.seats[0], e.auto_action(state, p.seats[0]))
        assert e.outcome(state) is not None


def _same_prompt(a: Any, b: Any) -> bool:
    return (a.phase, a.kind, a.seats) == (b.phase, b.kind, b.seats)


def _check_side_action(e: Engine, state: Any, seat: int, action: Any, seats: int) -> None:
    """One side action (an interjection): it validates and applies (purely), and never advances
    the game: the prompt is the same after it, or a reaction is asked at once (another decision)
    after which the automatic players bring the game back to that same prompt, in the same phase;
    a seat that is not offered the same action may not take it."""
    before = _state_json(e, state)
    prompt = e.prompt(state)
    e.validate(state, seat, action)
    after, events = e.apply(state, seat, action)
    assert _state_json(e, state) == before, "apply of a side action modified its input state"
    assert all(ev.to is None or 0 <= ev.to < seats for ev in events)
    for _ in range(5):
        now = e.prompt(after)
        assert now.phase == prompt.phase, f"side action {action} moved the game to another phase"
        if _same_prompt(now, prompt):
            break
        after, _ = e.apply(after, now.seats[0], e.auto_action(after, now.seats[0]))
    else:
        pytest.fail(f"side action {action} did not return to the prompt {prompt}")
    for other in range(seats):
        if other != seat and other not in prompt.seats and _dump(e, action) not in {_dump(e, a) for a in e.side_actions(state, other)}:
            with pytest.raises(IllegalAction):
                e.apply(state, other, action)


@pytest.mark.parametrize("engine_id,seats,variant", CASES)
def test_side_actions_interject_without_advancing_the_game(engine_id: str, seats: int, variant: str) -> None:
    """``Engine.side_actions`` (an interjection out of turn; docs/mythology-rules.md D2): random
    games, every ``stride`` decisions every seat's side actions are checked
    (:func:`_check_side_action`); a prompted seat has none.  Only Mare Nostrum with Mythology
    offers any (Baal, Vulcan, Poseidon); every other engine and variant keeps the default, none."""
    e = engines.get(engine_id)
    rnd = random.Random(seats)
    state = e.setup(seats, _options(e, variant), 4000 + seats)
    offered = 0
    for step in range(MAX_STEPS):
        p = e.prompt(state)
        if not p.seats:
            break
        if step % stride(engine_id) == 0:
            for s in range(seats):
                side = list(e.side_actions(state, s))
                assert not (side and s in p.seats), f"prompted seat {s} has side actions"
                for a in side:
                    _check_side_action(e, state, s, a, seats)
                offered += len(side)
        seat = p.seats[rnd.randrange(len(p.seats))]
        state, _ = e.apply(state, seat, e.playout_policy(state, seat, rnd))
    assert (offered > 0) == (engine_id == "mare-nostrum" and variant.startswith("mythology")), offered


# ---- 7 Wonders Duel specifics ----------------------------------------------------------------------


def _sevenwd_conservation(state: Any) -> None:
    """Every card, Wonder and progress token is in exactly one place; coins never negative."""
    from engines.sevenwd.data import AGE_DECKS, CARDS, GUILDS, TOKENS, WONDERS

    places = [c for c in state.layout if c is not None] + state.age_box + state.guild_box + state.discard
    places += state.cards[0] + state.cards[1] + list(state.tucked.values())
    for age in (1, 2, 3):
        if age > state.age:
            places += list(AGE_DECKS[age])
    if state.age < 3:
        places += list(GUILDS)
    assert sorted(places) == sorted(CARDS), "a card is missing or duplicated"
    wonders = state.draft_offer + state.wonder_box + state.wonders[0] + state.wonders[1]
    assert sorted(wonders) == sorted(WONDERS)
    assert set(state.tucked) == set(state.built[0] + state.built[1])
    tokens = state.progress_board + state.progress_box + state.tokens[0] + state.tokens[1]
    assert sorted(tokens) == sorted(TOKENS) and set(state.library_draw) <= set(state.progress_box)
    assert min(state.coins) >= 0 and -9 <= state.pawn <= 9


def test_sevenwd_conservation_along_random_games() -> None:
    e = engines.get("7wd")
    for seed in range(deep("7wd") * 4):
        rnd = random.Random(seed)
        state = e.setup(2, {}, seed)
        _sevenwd_conservation(state)
        while e.outcome(state) is None:
            seat = e.prompt(state).seats[0]
            acts = e.legal_actions(state, seat)
            state, _ = e.apply(state, seat, acts[rnd.randrange(len(acts))])
            _sevenwd_conservation(state)


def test_sevenwd_random_playout_matches_the_pure_loop() -> None:
    """random_playout (in place, no events) plays the same games as prompt/legal_actions/apply."""
    e = engines.get("7wd")
    for seed in range(deep("7wd")):
        rnd = random.Random(seed)
        state = e.setup(2, {}, seed)
        while e.outcome(state) is None:
            seat = e.prompt(state).seats[0]
            acts = e.legal_actions(state, seat)
            state, _ = e.apply(state, seat, acts[rnd.randrange(len(acts))])
        assert e.random_playout(seed) == e.outcome(state)


# ---- localization ----------------------------------------------------------------------------
#: engines whose every text is a message (engines/text.py); an engine joins once it is converted
LOCALIZED: set[str] = {"7wd", "mare-nostrum", "antike", "olympus"}


def _words(text: Any) -> list[str]:
    """The plain strings with letters in a Text (a verbatim string may only be an emoji, a number
    or punctuation: words must be messages)."""
    from engines.text import Msg

    if text is None or isinstance(text, Msg):
        return []
    if isinstance(text, str):
        return [text] if any(c.isalpha() for c in text.replace("{p", "").replace("}", "")) else []
    return [w for t in text for w in _words(t)]


def _option_texts(options: list[Any]) -> list[Any]:
    out: list[Any] = []
    for o in options:
        out += [o.label, o.description, o.disabled]
        out += _option_texts(o.children)
    return out


@pytest.mark.parametrize("engine_id", sorted(LOCALIZED))
def test_every_text_is_a_message_that_renders_in_every_language(engine_id: str) -> None:
    """Random playouts: every prompt, event, panel, status and outcome text is a message (no
    English sentence from the engine) and renders in English and Italian without a missing id or
    argument; so do every glossary entry and rules topic."""
    import i18n

    e = engines.get(engine_id)
    texts: list[Any] = []
    for entry in e.glossary():
        texts += [entry.name, entry.kind, entry.text]
    for topic in e.rules_topics():
        texts += [topic.title, topic.text]
    runs = [(n, "") for n in range(e.min_seats, e.max_seats + 1)]
    for name, opts in VARIANTS.get(engine_id, {}).items():
        runs.append((e.seat_range({**e.default_options(), **opts})[1], name))
    for seats, variant in runs:
        rnd = random.Random(seats)
        state = e.setup(seats, _options(e, variant), seats)
        for step in range(MAX_STEPS):
            p = e.prompt(state)
            if step % stride(engine_id) == 0:
                texts.append(p.text)
                for viewer in [None, *range(seats)]:
                    texts.append(e.status_text(state, viewer))
                for s in p.seats:
                    panel = e.panel(state, s)
                    texts += [panel.title, panel.text, *_option_texts(panel.options)]
            if not p.seats:
                break
            seat = p.seats[0]
            state, events = e.apply(state, seat, e.playout_policy(state, seat, rnd))
            texts += [ev.text for ev in events]
        out = e.outcome(state)
        assert out is not None
        texts.append(out.text)
    words = [w for t in texts for w in _words(t)]
    assert not words, f"{engine_id} writes sentences instead of messages: {words[:5]}"
    for lang in i18n.LOCALES:
        for t in texts:
            i18n.render(t, lang, strict=True)
