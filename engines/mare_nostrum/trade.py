"""Trade between the players (Fase Commercio, B) Commerciare tra i Giocatori; Finire il Commercio
Anticipatamente): the Director of Commerce's announcement, sealed offers, the reveal, the takes
in turn (no third exchange in a row between the same two players), Ulysses, the endings A/B and
the Director's compensation.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.cards import spare_order
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import Announce, ChooseCard, Decision, Give, Offer, State, Take, Trade, UseHero
from engines.mare_nostrum.texts import card_name, cards_text, named, who
from engines.text import lines, msg


def participants(S: State, count: int) -> list[int]:
    return [s for s in range(S.n) if q.hand_size(S, s) >= count]


def reveal(S: State, ev: list[Event]) -> None:
    T = S.trade
    assert T is not None
    T.revealed = True
    T.offers = {s: sorted(T.sealed[s]) for s in T.participants}
    for s in T.participants:
        q.remove_cards(S.players[s].hand, T.sealed[s])
    T.sealed = {}
    T.taken = {s: [] for s in T.participants}
    T.to_take = T.director
    ev.append(
        event(
            lines(msg("mn-ev-offers-revealed"), [msg("mn-side-cards", side=who(s), cards=cards_text(T.offers[s])) for s in T.participants]),
            offers={str(s): T.offers[s] for s in T.participants},
        )
    )
    trade_continue(S, ev)


def forbidden_giver(T: Trade) -> int | None:
    """"solo due scambi in fila possono essere fatti tra gli stessi due giocatori": after A
    takes from B and B takes from A, A may not take from B."""
    if len(T.history) >= 2:
        (t2, g2), (t1, g1) = T.history[-2], T.history[-1]
        if t1 == g2 and g1 == t2 and T.to_take == g1:
            return t1
    return None


def take_options(T: Trade) -> list[tuple[int, str]]:
    taker = T.to_take
    bad = forbidden_giver(T)
    out = []
    for g, cards in sorted(T.offers.items()):
        if g == taker or g == bad:
            continue
        for c in sorted(set(cards)):
            out.append((g, c))
    return out


def trade_continue(S: State, ev: list[Event]) -> None:
    """Stop when at most one player has face-up cards, or when the taker has nobody to take
    from (FAQ "Finire il Commercio Anticipatamente")."""
    T = S.trade
    assert T is not None
    holders = [s for s, c in T.offers.items() if c]
    if len(holders) <= 1 or not take_options(T):
        S.step = "trade_end"
    else:
        S.step = "take"


def end_trade(S: State, ev: list[Event]) -> None:
    """The endings A/B: untaken cards go back to their owner, taken cards into hands; the
    player one card short receives one from the Director of Commerce."""
    T = S.trade
    if T is None or not T.revealed:
        return
    for s in T.participants:
        back = T.offers.get(s, [])
        if back:
            ev.append(event(msg("mn-ev-takes-back", side=who(s), n=len(back), cards=cards_text(back))))
        q.add_cards(S.players[s].hand, back)
        q.add_cards(S.players[s].hand, T.taken.get(s, []))
    offered = T.announced or 0
    for s in T.participants:
        net = len(T.taken.get(s, [])) - (offered - len(T.offers.get(s, [])))
        if net < 0 and s != T.director:
            for _ in range(-net):
                S.pending.append(Decision(kind="compensate", seat=T.director, other=s))
    T.offers = {s: [] for s in T.participants}
    T.taken = {s: [] for s in T.participants}
    ev.append(event(msg("mn-ev-trade-over")))


def suggested_offer(S: State, seat: int) -> list[str]:
    """The rest of ``seat``'s offer made of the cards it can best spare (duplicated goods
    first); an empty list when the seat is not offering."""
    T = S.trade
    if T is None or T.announced is None or seat not in T.sealed:
        return []
    left = dict(S.players[seat].hand)
    q.remove_cards(left, T.sealed[seat])
    return spare_order(left)[: T.announced - len(T.sealed[seat])]


def a_announce(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """"Egli può chiedere che siano commerciate 0 carte, ma non può chiedere di commerciare
    più carte di quelle che ha in mano"."""
    want(a, Announce)
    hs = q.hand_size(S, seat)
    if not 0 <= a.count <= hs:
        raise Refusal("bad_count", msg("mn-err-announce-count", n=hs))
    T = S.trade
    assert T is not None
    T.announced = a.count
    T.participants = participants(S, a.count) if a.count > 0 else []
    ev.append(event(msg("mn-ev-announce", side=who(seat), n=a.count), count=a.count))
    out = [s for s in range(S.n) if s not in T.participants]
    if a.count and out:
        ev.append(event(msg("mn-ev-too-few", sides=[who(s) for s in out], n=a.count)))
    if len(T.participants) < 2:
        T.participants = []
        S.step = after_trade(t.R)
        if a.count:
            ev.append(event(msg("mn-ev-no-trade")))
    else:
        T.sealed = {s: [] for s in T.participants}
        S.step = "offer"
        # Antigone (Mythology): "può scegliere di non partecipare al commercio dopo aver sentito il
        # numero di carte" (FAQ E25: without her a player who can take part must)
        for s in T.participants:
            if s != seat and q.has(t.R, S, s, "opt_out_trade"):
                S.pending.append(Decision(kind="antigone", seat=s))


def after_trade(R: Any) -> str:
    """The step after a trade that does not take place: Mythology's Offering to the Gods (the
    turn's second phase, mnm-it "fasi di un turno") when the rules have the High Priest, else the
    construction."""
    return "offering" if "high_priest" in R.game.roles else "construction"


def a_antigone(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Antigone's holder stays out of this trade (``use``) or takes part."""
    want(a, UseHero)
    S.pending.pop()
    T = S.trade
    if not a.use or T is None:
        return
    T.participants = [s for s in T.participants if s != seat]
    T.sealed.pop(seat, None)
    ev.append(event(msg("mn-ev-antigone", side=who(seat))))
    if len(T.participants) < 2:
        T.participants = []
        T.sealed = {}
        S.step = after_trade(t.R)
        ev.append(event(msg("mn-ev-no-trade")))


def a_offer(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    """Sealed, simultaneous offers ("piazzarle a faccia in giù"); the reveal when all are in."""
    want(a, Offer)
    T = S.trade
    assert T is not None and T.announced is not None
    cur = T.sealed[seat]
    if not a.cards or len(cur) + len(a.cards) > T.announced:
        raise Refusal("bad_count", msg("mn-err-offer-count", n=T.announced))
    if len(a.cards) > 1 and a.cards != suggested_offer(S, seat):
        raise Refusal("one_card", named("mn-err-offer-one"))
    needed = Counter(cur) + Counter(a.cards)
    hand = S.players[seat].hand
    for c, n in needed.items():
        if hand.get(c, 0) < n:
            raise Refusal("not_in_hand", named("mn-err-not-held"))
    cur.extend(a.cards)
    if len(cur) == T.announced:
        done = sum(len(T.sealed[s]) == T.announced for s in T.participants)
        # public: only who has offered, and how many offers are in (never the cards)
        ev.append(event(msg("mn-ev-sealed", side=who(seat), done=done, total=len(T.participants))))
    if all(len(T.sealed[s]) == T.announced for s in T.participants):
        reveal(S, ev)


def a_take(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Take)
    T = S.trade
    assert T is not None
    if (a.giver, a.card) not in take_options(T):
        if a.giver == forbidden_giver(T):
            raise Refusal("third_exchange", named("mn-err-third-exchange"))
        raise Refusal("not_offered", named("mn-err-not-offered"))
    T.offers[a.giver].remove(a.card)
    T.taken[seat].append(a.card)
    T.history.append((seat, a.giver))
    T.last_card = a.card
    T.to_take = a.giver
    ev.append(event(msg("mn-ev-takes", side=who(seat), card=card_name(a.card), giver=who(a.giver)), taker=seat, giver=a.giver, card=a.card))
    # Ulysses: "Una volta per Fase di Commercio, puoi forzare un altro giocatore che ha appena
    # preso una carta offerta da un altro giocatore, a restituire la carta"
    for u in range(S.n):
        if (
            u not in (seat, a.giver)
            and q.has(t.R, S, u, "force_trade")
            and "ulysses" not in S.players[u].used
            and T.offers.get(u)
        ):
            S.pending.append(Decision(kind="ulysses", seat=u, other=seat, giver=a.giver))
            return
    trade_continue(S, ev)


def a_ulysses(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, UseHero)
    d = S.pending.pop()
    T = S.trade
    assert T is not None and d.other is not None and d.giver is not None
    if not a.use:
        trade_continue(S, ev)
        return
    S.players[seat].used.append("ulysses")
    card = T.taken[d.other].pop()
    T.offers[d.giver].append(card)
    T.offers[d.giver].sort()
    ev.append(event(msg("mn-ev-ulysses", side=who(seat), other=who(d.other), card=card_name(card), giver=who(d.giver))))
    S.pending.append(Decision(kind="ulysses_take", seat=d.other, other=seat, giver=d.giver))


def a_ulysses_take(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, ChooseCard)
    d = S.pending[-1]
    T = S.trade
    assert T is not None and d.other is not None
    if a.card not in T.offers.get(d.other, []):
        raise Refusal("not_offered", named("mn-err-ulysses-take"))
    S.pending.pop()
    T.offers[d.other].remove(a.card)
    T.taken[seat].append(a.card)
    T.history[-1] = (seat, d.other)
    T.to_take = d.other
    ev.append(event(msg("mn-ev-takes", side=who(seat), card=card_name(a.card), giver=who(d.other))))
    trade_continue(S, ev)


def a_compensate(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Give)
    d = S.pending[-1]
    hand = S.players[seat].hand
    if hand.get(a.card, 0) <= 0:
        raise Refusal("not_in_hand", named("mn-err-give-from-hand"))
    S.pending.pop()
    assert d.other is not None
    q.remove_cards(hand, [a.card])
    q.add_cards(S.players[d.other].hand, [a.card])
    ev.append(event(msg("mn-ev-compensate", side=who(seat), other=who(d.other))))
    ev.append(event(msg("mn-ev-you-receive", card=card_name(a.card), side=who(seat)), to=d.other, kind="private"))
