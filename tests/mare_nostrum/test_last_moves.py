"""Rules 3: the record of what happened since the previous picture (issue 26, "what just happened,
drawn"; ``State.last`` / ``MareNostrumView.last``, engines/mare_nostrum/last.py) and each
battle's bonus terms (``Battle.attacker_terms``).

Checked over whole seeded games (base 4 players, Mythology 6) against an independent account:
the moves are the move ACTIONS played since the previous picture moment (the base game has no
Blockade or Poseidon to hold a move back), the pieces built in a construction phase the pieces
that appeared on the board since its picture; every place of a move or a piece is among the
outlined places; every seat and the channel see the same record; a picture moment's record is
replaced by the next change's.  A battle's terms are those its score line in the log prints.
A game of rules 2 keeps no record and plays the same events (``agora check`` replays it
identical); a private line never gets into the record (hidden information)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import engines
import i18n
from engines.base import Event
from engines.mare_nostrum import last as mlast
from engines.mare_nostrum.state import Attack, LastMoves, MoveLegions, MoveTrireme, UseGod
from engines.text import msg
from tests.mare_nostrum.builders import put
from tests.mare_nostrum.myth_builders import CARTHAGE, ROME, myth

MN = "mare-nostrum"


def play(players: int, seed: int, options: dict | None = None, rules: int | None = None, limit: int = 3000):
    """(state before, action, state after, events, picture moment) for each action of a seeded
    game between automatic players."""
    e = engines.get(MN)
    opts = {**e.default_options(), **(options or {})}
    S = e.setup(players, opts, seed) if rules is None else e.start(players, opts, seed, rules=rules)
    for _ in range(limit):
        pr = e.prompt(S)
        if not pr.seats:
            return
        seat = pr.seats[0]
        a = e.auto_action(S, seat)
        after, events = e.apply(S, seat, a)
        yield S, seat, a, after, events, e.board_moment(S, after, events)
        S = after


def pieces(S) -> Counter:
    """(seat, item, province) -> count of what stands on the board (seat None for the shared
    buildings, counted by province)."""
    out: Counter = Counter()
    for pid, P in S.provinces.items():
        for seat, n in P.legions.items():
            out[(seat, "legion", pid)] += n
        for seat, n in P.fortresses.items():
            out[(seat, "fortress", pid)] += n
        for seat, n in P.new_triremes.items():
            out[(seat, "trireme", pid)] += n
        for seat, n in P.creatures.items():
            out[(seat, "creature", pid)] += n
        out[(None, "city", pid)] += sum(P.cities)
        out[(None, "caravan", pid)] += sum(P.caravans)
        out[(None, "temple", pid)] += int(P.temple)
        out[(None, "market", pid)] += int(P.market)
        if P.owner is not None:
            out[(P.owner, "influence", pid)] += 1
    return out


@pytest.mark.parametrize(("players", "seed", "options"), [(4, 3, {}), (6, 2, {"expansion": "mythology"})])
def test_the_record_matches_the_moves_and_the_pieces_built(players, seed, options):
    e = engines.get(MN)
    moves: Counter = Counter()
    start = None  # the board at the construction phase's picture
    seen = Counter()
    for before, seat, a, after, _events, moment in play(players, seed, options):
        if isinstance(a, MoveLegions):
            moves[(seat, "legion", a.origin, a.to)] += a.count
        elif isinstance(a, MoveTrireme):
            moves[(seat, "trireme", a.origin, a.to)] += 1
        if before.phase != "construction" and after.phase == "construction":
            start = pieces(after)
        last = after.last
        views = [e.player_view(after, s).last for s in [None, *range(players)]]
        assert all(v == views[0] for v in views)  # public: the same for every seat and the channel
        if last is not None:
            for s, _unit, frm, to, _n in last.moves:
                assert frm in last.places and to in last.places and 0 <= s < players
            for s, _item, pid, _n in last.built:
                assert pid in last.places and 0 <= s < players
            assert set(last.battles) <= set(last.places)
        if not moment:
            continue
        # a picture moment: its record holds what happened since the previous one
        recorded = Counter({(s, u, f, t): n for s, u, f, t, n in (last.moves if last else []) if u in ("legion", "trireme")})
        if "expansion" not in options:  # no Blockade or Poseidon holds a move back
            assert recorded == moves, (after.turn, after.phase)
        else:
            assert set(recorded) <= set(moves)
        seen["moves"] += bool(recorded)
        if before.phase == "construction" and after.phase != "construction" and start is not None:
            grown = pieces(after) - start
            built = Counter()
            for s, item, pid, n in last.built if last else []:
                built[(None if item in ("city", "caravan", "temple", "market") else s, item, pid)] += n
            # a conversion completes a marker already counted; everything that appeared was recorded
            assert set(grown) <= set(built), (after.turn, grown, built)
            seen["built"] += bool(built)
            start = None
        moves = Counter()
    assert seen["moves"] and seen["built"], seen


def test_a_picture_moment_starts_a_new_record():
    for _before, _seat, _a, after, _events, moment in play(4, 3):
        if moment and after.last is not None and after.last.shown:
            break
    else:
        raise AssertionError("no picture moment with a record")
    old = after.last
    e = engines.get(MN)
    for _ in range(50):
        seat = e.prompt(after).seats[0]
        nxt, events = e.apply(after, seat, e.auto_action(after, seat))
        if nxt.last is not None:
            assert nxt.last != old and not (set(old.places) - set(nxt.last.places)) or nxt.last.places != old.places
            assert all(row not in nxt.last.built for row in old.built) or not old.built
            return
        after = nxt
    raise AssertionError("no new record")


def test_rules_2_keeps_no_record_and_plays_the_same_events():
    """A stored game of rules 2 replays identical (`agora check` compares every event): the record
    and the battle terms are rules 3 only, and no event differs."""
    old = list(play(4, 3, rules=2, limit=400))
    new = list(play(4, 3, limit=400))
    assert [[ev.model_dump(mode="json") for ev in o[4]] for o in old] == [[ev.model_dump(mode="json") for ev in n[4]] for n in new]
    assert all(o[3].last is None and (o[3].battle is None or not o[3].battle.attacker_terms + o[3].battle.defender_terms) for o in old)
    assert any(n[3].last is not None for n in new)


def test_a_private_line_never_enters_the_record():
    """Hidden information: only public lines (``to`` None) are read; a private line naming a
    province (as a hand's card could) adds nothing."""
    e = engines.get(MN)
    S = e.setup(3, e.default_options(), 1)
    S.phase = "construction"
    after = S.model_copy(deep=True)
    private = Event(kind="private", text=msg("mn-ev-builds", side="{p0}", item=msg("mn-a-temple"), place=msg("mn-in-province-latium")), to=0)
    mlast.note(S, after, [private], False)
    assert after.last is None
    public = private.model_copy(update={"to": None, "kind": "log"})
    mlast.note(S, after, [public], False)
    assert after.last == LastMoves(places=["latium"], built=[(0, "temple", "latium", 1)])


SCORE = re.compile(r"^(?P<side>.+?) (?P<dice>\[[^\]]*\]|0)(?P<terms>.*) = (?P<total>\d+)")


@pytest.mark.parametrize(("players", "seed", "options"), [(4, 3, {}), (6, 2, {"expansion": "mythology"})])
def test_a_battles_terms_are_its_score_lines(players, seed, options):
    """The board's battle line adds every bonus the log's score line adds (the review's "Carthage
    [6] = 7" where the log said "+ 1 Hannibal")."""
    from render.mare_nostrum_last import terms_text

    checked = 0
    for _before, _seat, _a, after, events, _moment in play(players, seed, options):
        battles = [e for e in events if e.kind == "battle" and e.to is None and after.battle is not None and e.data.get("place") == after.battle.place]
        scores = [i18n.render(t, "en") for e in battles[-1:] for t in (e.text if isinstance(e.text, list) else [e.text])]
        scores = [m for m in (SCORE.match(line) for line in scores) if m is not None]
        if len(scores) < 2:
            continue
        b = after.battle
        assert terms_text(b.attacker_terms, "en") == scores[0]["terms"], scores[0].string
        assert terms_text(b.defender_terms, "en") == scores[1]["terms"], scores[1].string
        checked += bool(scores[0]["terms"] or scores[1]["terms"])
    assert checked, "no battle with a bonus in the game"


def test_mars_adds_its_six_to_the_terms():
    """Mars (mnm-it "Aggiungi +6 al totale di un solo tiro in combattimento dopo averne visto il
    risultato"): once called on, its +6 is a term of its holder's side."""
    e, S = myth([1, 1, 1, 1, 1, 1], active=CARTHAGE)
    S.gods["mars"] = ROME
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 3})
    put(S, "numidia", ROME, legions={ROME: 3})
    S, _ = e.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=3))
    S, _ = e.apply(S, CARTHAGE, Attack(province="numidia", target=ROME))
    assert S.battle is not None and S.battle.defender_terms == []
    S, _ = e.apply(S, ROME, UseGod(god="mars"))
    assert S.battle is not None and [i18n.render(t, "en") for t in S.battle.defender_terms] == [" + 6 Mars"]
