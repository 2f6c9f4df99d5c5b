"""Destiny cards (rulebook "Carte Destino"): what playing one gives, playing it from the hand,
drawing one at the end of a turn (the Oracle's three, keep one) and, rules 3, the offer to play the
card just drawn at once (``Pending`` "destiny_now")."""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.olympus import rules as q
from engines.olympus.data import RESOURCES
from engines.olympus.last import note
from engines.olympus.state import Pending, State
from engines.olympus.texts import R, ev
from engines.text import msg

#: Destiny cards played from the hand during one's turn (the Star is spent by a wonder, the Zeus
#: card when an Olympus card is revealed)
PLAYABLE = ("resource_grain", "resource_stone", "resource_wood", "resource_gold", "all_four_types", "wood_points", "grain_hourglass", "stone_majority")


def gain(S: State, seat: int, card: str) -> int:
    """What playing ``card`` gives now (0: nothing, so it is not offered)."""
    tok = q.tokens(S, seat)
    if card.startswith("resource_"):
        return 1
    if card == "all_four_types":
        return 3 if all(tok.get(r, 0) for r in RESOURCES) else 0
    if card == "wood_points":
        return tok.get("wood", 0)
    if card == "grain_hourglass":
        return tok.get("grain", 0)
    if card == "stone_majority":
        mine = tok.get("stone", 0)
        others = [q.tokens(S, s).get("stone", 0) for s in range(S.n) if s != seat]
        best = max(others) if others else 0
        wins = mine > best or (mine == best and mine > 0 and q.has(S, seat, "democracy"))
        return 3 if wins else 0
    return 0


def play(S: State, seat: int, card: str, events: list[Event]) -> None:
    """Play ``card`` (in the seat's hand, PLAYABLE, giving something): its effect, then the
    discard pile ("Gli effetti sono applicati immediatamente")."""
    p = S.players[seat]
    n = gain(S, seat, card)
    p.hand.remove(card)
    S.destiny_discard.append(card)
    what: dict[str, Any]  # what the card gives, for the log line ("gains 3 prestige")
    if card.startswith("resource_"):
        r = card.split("_", 1)[1]
        p.cubes[r] = p.cubes.get(r, 0) + 1
        what = {"what": "cube", "resource": R(r)}
    elif card in ("all_four_types", "wood_points"):
        p.prestige += n
        what = {"what": "prestige"}
    else:
        p.hourglasses += n
        what = {"what": "hourglasses"}
    events.append(ev(msg("olympus-ev-destiny", player=f"{{p{seat}}}", card=msg(f"olympus-destiny-{card}"), n=n, **what)))
    note(S, seat, destiny=card)


def draw(S: State, seat: int, events: list[Event], reason: str) -> None:
    """A Destiny card for ``seat`` (Oracle: three, keep one, the others face up on the discard).
    ``reason``: why it draws ("zeus" at a Zeus space, or the discovery "phalanx"/"hellenism")."""
    if q.has(S, seat, "oracle"):
        cards = [c for c in (q.draw_destiny(S) for _ in range(3)) if c is not None]
        if len(cards) > 1:
            # rules 3: why it draws (the offer to play the kept card at once, offer_drawn)
            S.pending.insert(0, Pending(kind="oracle", seats=[seat], options=cards, ref=reason if S.rules >= 3 else ""))
            events.append(ev(msg("olympus-ev-oracle", player=f"{{p{seat}}}", n=len(cards))))
            return
    else:
        cards = [c for c in [q.draw_destiny(S)] if c is not None]
    if not cards:
        events.append(ev(msg("olympus-ev-no-destiny", player=f"{{p{seat}}}")))
        return
    S.players[seat].hand.append(cards[0])
    events.append(ev(msg("olympus-ev-draw", player=f"{{p{seat}}}")))
    events.append(ev(msg("olympus-ev-draw-private", card=msg(f"olympus-destiny-{cards[0]}")), to=seat, kind="destiny", card=cards[0]))
    offer_drawn(S, seat, reason)


def offer_drawn(S: State, seat: int, reason: str) -> None:
    """Rules 3: "Pescare una carta: ... egli pesca una carta Destino alla fine del proprio turno.
    La carta può essere giocata immediatamente": the drawer may play the card just drawn (the
    last of its hand) at once, before the Olympus card due and the next turn (``Pending``
    "destiny_now", docs/olympus-rules.md O8).  Always offered, whatever the card (offering it
    only for a card that would give something would tell the table what was drawn), except
    when nothing can happen before the drawer's own next turn, where it may play the card
    anyway: a draw at a Zeus space with no other draw, no Olympus card and no decision left,
    the drawer being the next to play (all public).  Rules 1-2: from the next turn."""
    if S.rules < 3:
        return
    if (reason == "zeus" and S.draws == 0 and not S.pending and not any(S.olympus.get(z) for z in S.reveals)
            and q.next_seat(S) == seat):
        return
    S.pending.insert(0, Pending(kind="destiny_now", seats=[seat], ref=reason))
