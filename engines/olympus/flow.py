"""The end of a turn and of the game (rulebook "IL GIOCO", "Fine della Partita"): the Destiny
cards drawn at the Zeus spaces reached, the Olympus cards revealed there (answered by the holders'
Zeus cards), then the next turn, or the end and its outcome."""

from __future__ import annotations

from engines.base import Event, Outcome
from engines.olympus import rules as q
from engines.olympus.codes import OutcomeReason
from engines.olympus.destiny import draw
from engines.olympus.state import Pending, State
from engines.olympus.texts import ev
from engines.text import msg

#: how every game of Olympus ends: the most prestige ("Sommare il prestigio dei giocatori")
PRESTIGE: OutcomeReason = "prestige"


def advance(S: State, events: list[Event]) -> None:
    """End-of-turn draws and Olympus cards, then the next turn (or the end of the game), until a
    decision is pending or the game is over."""
    while not S.pending and not S.over:
        seat = S.turn_seat
        if seat is not None and S.draws > 0:
            S.draws -= 1
            draw(S, seat, events, reason="zeus")
            continue
        if seat is not None and S.reveals:
            z = S.reveals.pop(0)
            if not S.olympus.get(z):
                continue
            card = S.olympus[z].pop(0)
            S.revealed.append(card)
            events.append(ev(msg("olympus-ev-olympus", card=msg(f"olympus-god-{card}"), space=z), kind="olympus", card=card))
            # everyone holding Destiny cards is asked (asking only the holders of a Zeus' favour
            # card, or only when someone holds one, would tell the table who holds one)
            holders = [s for s in range(S.n) if S.players[s].hand]
            if holders:
                S.pending.append(Pending(kind="zeus_cards", seats=holders, ref=f"{card}:{seat}"))
            else:
                resolve_olympus(S, card, seat, {}, events)
            continue
        S.turn_seat = None
        if all(p.done for p in S.players):
            S.over = True
            o = outcome(S)
            assert o is not None
            events.append(ev(o.text, kind="game_over"))
        return


def resolve_olympus(S: State, card: str, drawer: int, extra: dict[int, int], events: list[Event]) -> None:
    """Olympus card ``card`` (revealed by ``drawer``) takes effect (rules.do_olympus), ``extra``
    the Zeus cards each seat added, with its log line."""
    who = q.do_olympus(S, card, drawer, extra)
    god = msg(f"olympus-god-{card}")
    zeus = [msg("olympus-zeus-of", player=f"{{p{s}}}", n=q.zeus(S, s) + extra.get(s, 0)) for s in range(S.n)]
    if who:
        events.append(ev(msg(f"olympus-effect-{card}", players=[f"{{p{s}}}" for s in who], n=len(who), god=god, zeus=zeus), kind="olympus_effect", card=card, seats=who))
    else:
        events.append(ev(msg("olympus-effect-nobody", god=god, zeus=zeus), kind="olympus_effect", card=card, seats=[]))


def outcome(S: State) -> Outcome | None:
    """The finished game's winners, scores and text (None while it goes on): rules.winners, each
    seat's score line; a tie broken by the tiles, or shared."""
    if not S.over:
        return None
    win = q.winners(S)
    scores = {s: q.total(S, s) for s in range(S.n)}
    lines = [msg("olympus-score-line", player=f"{{p{s}}}", total=scores[s], **q.score(S, s)) for s in range(S.n)]
    best = scores[win[0]]
    tied = [s for s in range(S.n) if scores[s] == best]
    if len(win) > 1:
        head = msg("olympus-outcome-shared", players=[f"{{p{s}}}" for s in win], points=best)
    elif len(tied) > 1:
        head = msg("olympus-outcome-tiebreak", player=f"{{p{win[0]}}}", points=best,
                   tiles=len(S.players[win[0]].discoveries) + len(S.players[win[0]].wonders))
    else:
        head = msg("olympus-outcome-win", player=f"{{p{win[0]}}}", points=best)
    return Outcome(winners=win, scores=scores, reason=PRESTIGE, text=[head, *lines])
