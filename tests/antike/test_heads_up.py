"""Antike's fixed turn order for the platform's heads-up (issue 22, bot/core/headsup.py):
"I giocatori giocano in senso orario" (antike.it.txt): after the active nation comes the next one
clockwise, and its seat is told."""

from __future__ import annotations

import engines
from bot.core.headsup import next_seat


def test_the_next_seat_is_the_next_nation_clockwise():
    e = engines.get("antike")
    st = e.setup(3, e.default_options(), 1)
    assert st.step != "nation"
    for active in range(len(st.nations)):
        st = st.model_copy(update={"active": active})
        assert next_seat(e, st) == st.nations[(active + 1) % len(st.nations)].seat
    # with 2 players each plays two nations: the next nation may be the same seat's
    st2 = e.setup(2, e.default_options(), 1)
    assert [next_seat(e, st2.model_copy(update={"active": a})) for a in range(4)] == [
        st2.nations[(a + 1) % 4].seat for a in range(4)
    ]


def test_no_heads_up_while_nations_are_chosen_or_after_the_end():
    e = engines.get("antike")
    assert next_seat(e, e.setup(3, {**e.default_options(), "nations": "choose"}, 1)) is None
    st = e.setup(3, e.default_options(), 1)
    assert next_seat(e, st.model_copy(update={"winner": 0})) is None
    assert next_seat(engines.get("olympus"), None) is None
