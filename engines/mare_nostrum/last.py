"""The record of what happened since the previous board picture (rules 3, ``State.last``), and
each battle's bonus terms (``Battle.attacker_terms`` / ``defender_terms``): what the picture
points at ("what just happened, drawn"; render/mare_nostrum_last.py draws it).

No rule reads them.  Everything is read from the change's PUBLIC events (``to`` None), the same
log lines the players read, so nothing hidden gets in: the places are the provinces and seas the
lines name (``mn-province-*``, ``mn-in-province-*``, ``mn-sea-*``, ``mn-in-sea-*`` messages
anywhere in a line), the moves and the pieces built those of the lines that report them
(``mn-ev-legions``, ``mn-ev-trireme``, ``mn-ev-creature-moves``, ``mn-ev-hercules-moves``;
``mn-ev-builds``, ``mn-ev-influence``, ``mn-ev-converted``, ``mn-ev-creature-creature`` /
``-rebirth``, ``mn-ev-free-piece``), the battles the events of kind "battle", a battle's terms
the ``mn-term-*`` parts of its two score lines, and Mars' +6 its ``mn-ev-god-mars`` line.

A record lasts from the first change after a picture moment (``MareNostrum.board_moment``: each
phase, each battle) to the next one, whose picture shows it; then ``shown`` is set and the next
change starts a new record.  The set-up phase is not recorded (its picture is the whole board);
a record with nothing in it is None (the picture reserves no space for it).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from engines.base import Event
from engines.mare_nostrum.state import LastMoves, State
from engines.text import Msg, msg

#: the message id prefixes that name a province or a sea (mn_names.ftl)
PLACE_PREFIXES = ("mn-in-province-", "mn-in-sea-", "mn-province-", "mn-sea-")
#: move line -> the unit it moves
MOVE_LINES = {"mn-ev-legions": "legion", "mn-ev-trireme": "trireme", "mn-ev-creature-moves": "creature", "mn-ev-hercules-moves": "hercules"}
#: the score lines of a battle (attacker's first, defender's second) and their bonus terms
SCORE_LINES = ("mn-battle-score", "mn-battle-score-myth")
TERM_ARGS = ("hero", "fortress", "creatures", "extra")


def _id_args(x: Any) -> tuple[str, dict[str, Any]] | None:
    """A message's (id, args), for a :class:`Msg` or its JSON dict; None for anything else."""
    if isinstance(x, Msg):
        return x.id, x.args
    if isinstance(x, dict) and isinstance(x.get("id"), str):
        return x["id"], x.get("args") or {}
    return None


def messages(text: Any) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every message in ``text`` (a line, a list of lines, nested arguments), outermost first."""
    found = _id_args(text)
    if found is not None:
        yield found
        for value in found[1].values():
            yield from messages(value)
    elif isinstance(text, (list, tuple)):
        for item in text:
            yield from messages(item)


def place_of(S: State, text: Any) -> str | None:
    """The province or sea ``text`` names (one of :data:`PLACE_PREFIXES` messages), else None."""
    found = _id_args(text)
    if found is None:
        return None
    for prefix in PLACE_PREFIXES:
        if found[0].startswith(prefix):
            rid = found[0][len(prefix):]
            return rid if rid in S.provinces or rid in S.seas else None
    return None


def _seat(side: Any) -> int | None:
    """The seat of a line's ``{pN}`` side; None for a neutral civilization."""
    if isinstance(side, str) and side.startswith("{p") and side.endswith("}") and side[2:-1].isdigit():
        return int(side[2:-1])
    return None


def _count(rows: list[Any], key: tuple[Any, ...], n: int) -> None:
    """Adds ``n`` to the row of ``rows`` that starts with ``key`` (a new row if none)."""
    for i, row in enumerate(rows):
        if tuple(row[:-1]) == key:
            rows[i] = (*key, row[-1] + n)
            return
    rows.append((*key, n))


def _built_item(item: Any) -> str | None:
    """"city" for ``mn-a-city-of``, "temple" for ``mn-a-temple``... (the piece a line builds)."""
    found = _id_args(item)
    if found is None or not found[0].startswith("mn-a-"):
        return None
    return found[0][len("mn-a-"):].removesuffix("-of")


def _note_line(S: State, last: LastMoves, mid: str, args: dict[str, Any]) -> None:
    """The move or the piece built that one log line reports."""
    seat = _seat(args.get("side"))
    if seat is None:
        return
    if mid in MOVE_LINES:
        frm, to = place_of(S, args.get("origin")), place_of(S, args.get("to"))
        if frm is not None and to is not None:
            n = args.get("n", 1)
            _count(last.moves, (seat, MOVE_LINES[mid], frm, to), n if isinstance(n, int) else 1)
        return
    where = place_of(S, args.get("place")) or place_of(S, args.get("province"))
    if where is None or where not in S.provinces:
        return
    if mid in ("mn-ev-builds", "mn-ev-free-piece"):
        item = _built_item(args.get("item"))
    elif mid in ("mn-ev-influence", "mn-ev-converted"):
        item = "influence"
    elif mid in ("mn-ev-creature-creature", "mn-ev-creature-rebirth"):
        item = "creature"
    else:
        return
    if item is not None:
        _count(last.built, (seat, item, where), 1)


def battle_terms(S: State, events: Sequence[Event]) -> None:
    """Rules 3: the bonus terms of the battle in ``S.battle`` from the score lines of its battle
    event among ``events`` (the last one at its place), and Mars' +6 when its holder in the battle
    calls on it (D7: "Aggiungi +6 al totale di un solo tiro in combattimento")."""
    B = S.battle
    if B is None:
        return
    for e in events:
        if e.to is not None:
            continue
        if e.kind == "battle" and e.data.get("place") == B.place:
            scores = [args for mid, args in messages(e.text) if mid in SCORE_LINES]
            if len(scores) >= 2:
                B.attacker_terms = [scores[0][k] for k in TERM_ARGS if scores[0].get(k)]
                B.defender_terms = [scores[1][k] for k in TERM_ARGS if scores[1].get(k)]
        for mid, args in messages(e.text):
            if mid == "mn-ev-god-mars":
                seat = _seat(args.get("side"))
                term = msg("mn-term-hero", n=6, hero=msg("mn-god-mars"))
                if seat == B.attacker:
                    B.attacker_terms = [*B.attacker_terms, term]
                elif seat == B.defender:
                    B.defender_terms = [*B.defender_terms, term]


def note(before: State, S: State, events: Sequence[Event], moment: bool) -> None:
    """Rules 3: add to ``S.last`` what the public ``events`` of the change ``before`` -> ``S``
    report (a new record after a picture moment), and the battle terms; ``moment``: this change
    is a picture moment (the picture after it shows the record: the next change starts anew).
    Rules 1-2: nothing (their games replay as they were played)."""
    if S.rules < 3:
        return
    battle_terms(S, events)
    if before.phase == "setup" or S.phase == "setup":
        return
    last = S.last if S.last is not None and not S.last.shown else LastMoves()
    for e in events:
        if e.to is not None:
            continue
        if e.kind == "battle":
            place = e.data.get("place")
            if isinstance(place, str) and place not in last.battles and (place in S.provinces or place in S.seas):
                last.battles.append(place)
        for mid, args in messages(e.text):
            rid = place_of(S, {"id": mid})
            if rid is not None and rid not in last.places:
                last.places.append(rid)
            _note_line(S, last, mid, args)
    for place in last.battles:
        if place not in last.places:
            last.places.append(place)
    last.shown = moment
    S.last = last if last.places or last.moves or last.built or last.battles else None
