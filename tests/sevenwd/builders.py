"""Builders that set up 7 Wonders Duel positions directly (like DiplomacyGM's test utils), so
each rulebook example is a few lines: who owns what, which cards lie in the layout."""

from __future__ import annotations

from typing import Any

import i18n
from engines.sevenwd import SevenWondersDuel
from engines.sevenwd import rules as R
from engines.sevenwd.data import AGE_DECKS, CARDS, GUILDS, TOKENS, WONDERS
from engines.sevenwd.rules import State

E = SevenWondersDuel()


def position(
    *,
    age: int = 1,
    current: int = 0,
    coins: tuple[int, int] = (7, 7),
    cards: tuple[list[str], list[str]] = ([], []),
    wonders: tuple[list[str], list[str]] = ([], []),
    built: tuple[list[str], list[str]] = ([], []),
    tokens: tuple[list[str], list[str]] = ([], []),
    pawn: int = 0,
    military_tokens: list[int] | None = None,
    board: list[str] | None = None,
    discard: list[str] | None = None,
    slots: dict[int, str] | None = None,
    filler: bool = True,
) -> State:
    """An Age ``age`` position, ``current`` to play.  ``slots``: layout slot -> card id, face up;
    every other slot is empty, except (``filler``) slot 0 holding an unused card of that Age so
    that taking the given cards does not end the Age.  ``built`` Wonders must also be listed in
    ``wonders``; they are tucked with an arbitrary card.  ``board``: progress tokens on the board
    (default: the 5 tokens nobody owns, in data order); the others are in the box."""
    st = R.new_game(0)
    st.phase, st.age, st.current = "age", age, current
    st.draft_offer = []
    used = set(cards[0]) | set(cards[1]) | set(discard or []) | set((slots or {}).values())
    layout: list[str | None] = [None] * 20
    for s, cid in (slots or {}).items():
        layout[s] = cid
    if filler and layout[0] is None:
        pool = AGE_DECKS[age] + (GUILDS if age == 3 else ())
        layout[0] = next(c for c in pool if c not in used)
    st.layout, st.face_up = layout, [True] * 20
    st.coins = list(coins)
    st.cards = [list(cards[0]), list(cards[1])]
    st.wonders = [list(wonders[0]), list(wonders[1])]
    st.built = [list(built[0]), list(built[1])]
    st.wonder_box = [w for w in WONDERS if w not in st.wonders[0] + st.wonders[1]]
    spare = iter(c for c in CARDS if c not in used and c not in layout)
    st.tucked = {w: next(spare) for w in st.built[0] + st.built[1]}
    st.tokens = [list(tokens[0]), list(tokens[1])]
    free = [t for t in TOKENS if t not in st.tokens[0] + st.tokens[1]]
    st.progress_board = list(board) if board is not None else free[:5]
    st.progress_box = [t for t in free if t not in st.progress_board]
    st.shields = [sum(CARDS[c].shields for c in st.cards[s]) + sum(WONDERS[w].shields for w in st.built[s])
                  for s in (0, 1)]
    st.pawn = pawn
    if military_tokens is not None:
        st.military_tokens = list(military_tokens)
    st.discard = list(discard or [])
    return st


def act(st: State, who: int, /, **action: Any) -> tuple[State, list[str]]:
    """Apply ``action`` (keyword form of the action dict) for seat ``who``; the new state and the
    event texts rendered in English (``i18n.render(text, "en", strict=True)``, seats as ``{pN}``)."""
    new, events = E.apply(st, who, E.parse_action(action))
    return new, [i18n.render(e.text, "en", strict=True) for e in events]


def cost(st: State, seat: int, card: str) -> int:
    """Total coins ``seat`` pays to build ``card`` now."""
    return R.card_cost(CARDS[card], R.econ(st, seat))[0]


def wonder_cost(st: State, seat: int, wonder: str) -> int:
    return R.wonder_cost(wonder, R.econ(st, seat))[0]
