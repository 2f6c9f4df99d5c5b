"""Mythology: the mythological creatures (mnm-it "Creature Mitologiche" + FAQ; spec
docs/mythology-rules.md §7.1 and decisions D10-D13, D15, D17).

One kind per civilization (``mythology.yaml`` ``creatures``): Behemoth (Carthage), Centaur
(Greece), Griffin (Babylon), Kraken (Atlantis), Phoenix (Egypt), Titan (Rome).  The pieces live in
``Prov.creatures`` / ``State.sea_creatures`` (side -> count, like legions / triremes) and on the
player's creature card (``Player.on_card``: a dead Phoenix, a diving Kraken).  A side's creatures
are all of its civilization's kind, so a neutral's creature is stored the same way.

Pure queries over the state (no texts): which kind a side has, where a creature may move, what
a side's creatures do in a battle.  The moves themselves are military.py's, the dice combat.py's.
"""

from __future__ import annotations

from functools import lru_cache

from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.state import HerculesLegion, State

#: the automatic roll of a creature ("tirano un 6 automatico"), like a fortress
AUTO_SIX = 6


@lru_cache(maxsize=1)
def _kinds() -> dict[str, str]:
    from engines.mare_nostrum import mythology_data

    return {c.civ: c.id for c in mythology_data.load().creatures}


def in_play(R: Rules) -> bool:
    """The rules in force have creatures (Mythology: ``pieces_per_player.creatures``)."""
    return R.game.pieces_per_player.get("creatures", 0) > 0


def kind_of(R: Rules, S: State, side: int) -> str | None:
    """The creature kind of ``side`` (seat or neutral), None without the expansion."""
    if not in_play(R):
        return None
    return _kinds().get(q.side_civ(R, S, side))


def has_kind(R: Rules, S: State, side: int, kind: str) -> bool:
    return kind_of(R, S, side) == kind


def count_in(S: State, place: str, side: int) -> int:
    """``side``'s creatures in a province or a sea."""
    if place in S.provinces:
        return S.provinces[place].creatures.get(side, 0)
    return S.sea_creatures.get(place, {}).get(side, 0)


def movable(S: State, seat: int, place: str) -> int:
    return max(0, count_in(S, place, seat) - S.creatures_locked.get(place, 0))


def coastal(R: Rules, pid: str) -> bool:
    """A province where a Kraken may stand: on a coast or an island (D11, D13)."""
    return bool(R.coasts.get(pid)) or R.provinces[pid].island


def destinations(R: Rules, S: State, seat: int, origin: str, kind: str | None = None) -> set[str]:
    """Where one of ``seat``'s creatures at ``origin`` may go in one move.

    - Centaur, Behemoth, Phoenix, Titan: like legions, an adjacent province or along an unbroken
      chain of the seat's triremes (``carried_by_trireme``).
    - Griffin (D12): up to 2 steps, province -> province, or over one sea space (or any area, even
      one with enemy units: no stop, no combat) to a province; never carried; ends on land.
    - Kraken (D13): one step: coastal province <-> coastal province, coastal province <-> adjacent
      sea, sea <-> sea; never carried."""
    kind = kind_of(R, S, seat)
    if origin in S.seas:
        if kind != "kraken":
            return set()
        return set(R.sea_links[origin]) | {p for p in R.shores[origin] if coastal(R, p)}
    if kind == "kraken":
        if not coastal(R, origin):
            return set()
        return {p for p in R.land[origin] if coastal(R, p)} | set(R.coasts[origin])
    if kind == "griffin":
        out: set[str] = set(R.land[origin])
        for p in R.land[origin]:
            out |= set(R.land[p])
        for s in R.coasts[origin]:
            out |= set(R.shores[s])
        out.discard(origin)
        return out
    return q.neighbours(R, S, seat, origin)


#: ``Player.used`` entry + province, one per Kraken built there this turn (rules 3, FAQ 75)
NEW_KRAKEN = "kraken_new:"


def new_krakens(S: State, seat: int, pid: str) -> int:
    """Krakens of ``seat`` in ``pid`` built there this turn that may still emerge in any sea space
    (rules 3: mnm-it FAQ "Può un Kraken emergere nel round in cui è stato creato? Sì, comunque,
    quello sostituisce il suo normale movimento").  The pawns are alike: the count is capped by the
    seat's Krakens there that have not moved or fought (another may have taken the normal move)."""
    if S.rules < 3:
        return 0
    return min(S.players[seat].used.count(NEW_KRAKEN + pid), movable(S, seat, pid))


def auto_six_cancelled(R: Rules, S: State, side: int, foe: int, place: str) -> bool:
    """Behemoth: the units of ``side`` that roll an automatic 6 (fortresses, creatures) lose it
    when ``foe`` has a Behemoth in the battle (FAQ 74: a second Behemoth adds nothing)."""
    return has_kind(R, S, foe, "behemoth") and count_in(S, place, foe) > 0


def centaur_kills(R: Rules, S: State, side: int, fighting: int) -> int:
    """Enemy legions ``side``'s Centaurs destroy before the dice: one per Centaur in the battle."""
    return fighting if has_kind(R, S, side, "centaur") else 0


def reborn_possible(R: Rules, S: State, seat: int) -> bool:
    """A Phoenix lies on its card and Egypt's capital holds the seat's marker (D15)."""
    return has_kind(R, S, seat, "phoenix") and S.players[seat].on_card > 0


def on_board(S: State, seat: int) -> int:
    """``seat``'s creatures on the board (land and sea), for the Military Leader."""
    return sum(P.creatures.get(seat, 0) for P in S.provinces.values()) + sum(s.get(seat, 0) for s in S.sea_creatures.values())


def reserve(R: Rules, S: State, seat: int) -> int:
    """Creature pawns still in reserve: 3 minus those on the board and on the card (D15)."""
    return R.game.pieces_per_player.get("creatures", 0) - on_board(S, seat) - S.players[seat].on_card


# ---- Hercules' legion acting as the seat's creature (docs/mythology-rules.md D21) -------------


def tag_hercules(S: State, seat: int, place: str) -> None:
    """``seat``'s legion at ``place`` acts as its creature until the end of the turn (Hercules'
    use of the turn: ``Player.used`` gets "hercules", the limit the declaration and the automatic
    combat use share)."""
    S.hercules[seat] = HerculesLegion(place=place)
    if "hercules" not in S.players[seat].used:
        S.players[seat].used.append("hercules")


def hercules_place(S: State, seat: int) -> str | None:
    """The province of ``seat``'s legion acting as its creature this turn (Hercules), else None."""
    tag = S.hercules.get(seat)
    return tag.place if tag is not None else None


def hercules_fresh(S: State, seat: int, place: str) -> int:
    """1 when ``seat``'s Hercules legion stands at ``place`` and may still make its creature move
    in the seat's military turn (not moved, not fired as a Titan, a legion there not locked: one
    that moved or fought this turn moves no more), else 0.  ``military.movable`` keeps it out of
    the plain legion moves."""
    tag = S.hercules.get(seat)
    if tag is None or tag.place != place or tag.moved or tag.fired:
        return 0
    return 1 if S.provinces[place].legions.get(seat, 0) - S.locked.get(place, 0) >= 1 else 0


def hercules_destinations(R: Rules, S: State, seat: int, origin: str) -> set[str]:
    """Where ``seat``'s Hercules legion at ``origin`` may go as its creature (D21): a Griffin's
    flight (D12: up to 2 areas, over a sea or an occupied area, never carried); every other kind
    a legion's move (Centaur, Behemoth, Phoenix, Titan move like legions; the Kraken's sea moves
    are not given to a legion, which cannot stand at sea, and its land step, coastal to coastal,
    is a legion's move)."""
    if kind_of(R, S, seat) == "griffin":
        return destinations(R, S, seat, origin, "griffin")
    return q.neighbours(R, S, seat, origin)
