"""Who decides what (the prompt) and the legal actions of Olympus: a pending decision's answers,
or a turn's Destiny cards, expansions, discoveries, wonders and pass (rulebook "IL GIOCO")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engines.base import Prompt
from engines.olympus import destiny
from engines.olympus import rules as q
from engines.olympus.data import DATA
from engines.olympus.setup import barbarian_spots, condemnable
from engines.olympus.state import BuildWonder, Choose, Discover, Expand, Pass, Pending, PlayDestiny, State
from engines.text import msg


def prompt(S: State) -> Prompt:
    """Who decides what: the first pending decision's seats still to answer, else the player
    furthest behind on the time track (its final turn past the last Zeus space)."""
    if S.over:
        return Prompt(phase="end", kind="over", seats=(), text=msg("olympus-prompt-over"))
    if S.pending:
        d = S.pending[0]
        seats = tuple(s for s in d.seats if s not in d.answers)
        return Prompt(phase="setup" if d.kind in ("condemn", "barbarians") else "turn", kind=d.kind, seats=seats,
                      text=msg(f"olympus-prompt-{d.kind}", n=d.count))
    seat = q.next_seat(S)
    assert seat is not None
    final = q.past_last_zeus(S, S.players[seat])
    return Prompt(phase="turn", kind="final" if final else "turn", seats=(seat,),
                  text=msg("olympus-prompt-final" if final else "olympus-prompt-turn"))


def legal_actions(S: State, seat: int) -> list[Any]:
    """``seat``'s legal actions: [] when it has nothing to decide; a ``Choose`` per answer to the
    pending decision; else its turn's actions (:func:`turn_actions`)."""
    if S.over or seat not in prompt(S).seats:
        return []
    if S.pending:
        return [Choose(value=v) for v in choices(S, S.pending[0], seat)]
    return turn_actions(S, seat)


def choices(S: State, d: Pending, seat: int) -> list[str]:
    """The values ``seat`` may answer to decision ``d``."""
    if d.kind == "condemn":
        return condemnable(S)
    if d.kind == "barbarians":
        return barbarian_spots(S)
    if d.kind == "zeus_cards":
        return [str(k) for k in range(S.players[seat].hand.count("zeus") + 1)]
    if d.kind == "oracle":
        return sorted(set(d.options))  # the order of a draw tells nothing
    if d.kind == "destiny_now":
        # keep it, or play it if it gives something now (the card drawn: the last of the hand)
        hand = S.players[seat].hand
        card = hand[-1] if hand else ""
        return ["keep", *([card] if card in destiny.PLAYABLE and destiny.gain(S, seat, card) else [])]
    return list(d.options)


def turn_actions(S: State, seat: int) -> list[Any]:
    """A turn's legal actions: the Destiny cards, then the expansions, discoveries and wonders,
    and the pass past the last Zeus space or when none of those is possible."""
    p = S.players[seat]
    fits = fits_memo(S, seat)
    main: list[Any] = [*expansions(S, seat, fits), *discoveries(S, seat, fits), *wonders(S, seat)]
    if q.past_last_zeus(S, p) or not main:
        main.append(Pass())
    return destiny_plays(S, seat) + main


def fits_memo(S: State, seat: int) -> Callable[[int], bool]:
    """rules.fits for ``seat``, counted once per cost."""
    fit: dict[int, bool] = {}

    def fits(cost: int) -> bool:
        if cost not in fit:
            fit[cost] = q.fits(S, seat, cost)
        return fit[cost]

    return fits


# the parts of a turn's legal actions, in their order there (the automatic player asks for
# them one by one: it stops at the first kind it would play)
def destiny_plays(S: State, seat: int) -> list[Any]:
    """The Destiny cards ``seat`` may play now (those that would give something)."""
    return [PlayDestiny(card=c) for c in sorted(set(S.players[seat].hand)) if c in destiny.PLAYABLE and destiny.gain(S, seat, c)]


def expansions(S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[Any]:
    """The expansions ``seat`` may make in its turn (before the Cross)."""
    return [a for a, _ in priced_expansions(S, seat, fits)]


def priced_expansions(S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[tuple[Any, int]]:
    """(expansion, its action points) of :func:`expansions`, in that order."""
    fits = fits or fits_memo(S, seat)
    out: list[tuple[Any, int]] = []
    for origin in q.origins(S, seat):
        for to, cost in sorted(q.expand_costs(S, seat, origin).items()):
            if fits(cost):
                out.append((Expand(origin=origin, to=to), cost))
    return out


def discoveries(S: State, seat: int, fits: Callable[[int], bool] | None = None) -> list[Any]:
    """The discoveries ``seat`` may make in its turn, one action per way to pay and tile."""
    fits = fits or fits_memo(S, seat)
    out: list[Any] = []
    tok = q.tokens(S, seat)
    for d in DATA.discoveries:
        if q.has(S, seat, d.id) or q.discovery_column(S, d) is None or not fits(q.discovery_cost(S, seat, d)):
            continue
        tiles: list[str | None] = [*S.discount_tiles.get(d.id, [])] or [None]
        for groups in q.payments(S, seat, d, tok):
            for tile in tiles:
                out.append(Discover(discovery=d.id, groups=groups, tile=tile))
    return out


def wonders(S: State, seat: int) -> list[Any]:
    """The wonders ``seat`` may build in its turn; rules 3: one action per choice of one-use
    Stars making up the exact count (rules.wonder_uses)."""
    if not q.fits(S, seat, q.wonder_cost(S, seat)):
        return []
    if S.rules >= 3:
        return [BuildWonder(wonder=w, athena=a, cards=c) for w in S.wonders if w for a, c in q.wonder_uses(S, seat, w)]
    return [BuildWonder(wonder=w) for w in S.wonders if w and q.can_build_wonder(S, seat, w)]
