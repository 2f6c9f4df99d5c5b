"""The turn (FASI DI UN TURNO): :func:`advance` runs the automatic steps of ``State.step`` in the
rulebook's order until a player must decide.

roles (roles_count, roles_end) -> income -> announce/offer/take (trade.py) -> trade_end -> [Mythology: offering ->
choose_offerer/offer_god -> offering_end (offering.py)] -> construction -> choose_builder/
build (construction.py) -> discard -> military -> choose_mover/move (military.py, combat.py) ->
next_turn; the advanced setup runs setup_next/setup_build first (setup.py).
Mythology: the offering to the gods goes between "trade_end" and "construction" (steps ordered
by the High Priest like "choose_builder", offering.py); the gods' timed powers are asked at
"roles" (Athena) and "income" (Hermes, Isis) (gods.py).
"""

from __future__ import annotations

from engines.base import Event
from engines.mare_nostrum import gods, hercules, military, offering
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.construction import ask_castor, discard
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import controlled, event, start_active
from engines.mare_nostrum.income import income
from engines.mare_nostrum.roles import recompute_roles, roles_victory, setup_roles
from engines.mare_nostrum.state import State, Trade
from engines.mare_nostrum.texts import role_name, who
from engines.mare_nostrum.trade import end_trade
from engines.text import msg


def advance(R: Rules, S: State, ev: list[Event]) -> None:
    """Run automatic steps until a decision is needed."""
    # Mythology, the Greek Blockade: a transport left waiting under Mars' question goes on or fails
    military.settle_blockade(R, S, ev)
    # Mythology: a transport struck by Poseidon once Astarte's holder answered (D52)
    military.settle_poseidon(R, S, ev)
    if S.hercules:  # Mythology: Hercules' legion eliminated (D21)
        hercules.sweep(S)
    while not S.pending and not S.winners:
        st = S.step
        if st == "setup_next":
            order = S.options["setup_order"]
            left = [s for s in order if s not in S.done]
            if not left and S.setup_round and S.setup_round < q.free_setup_rounds(R):
                # Mythology's free setup in rounds: the same order, drawn once, every round (D9)
                S.setup_round += 1
                S.done = []
                continue
            if not left:
                S.setup_round = 0
                S.done = []
                S.active = None
                setup_roles(R, S, introductory=False)
                ev.append(event(msg("mn-ev-roles", roles=[msg("mn-role-holder", role=role_name(r), side=who(s)) for r, s in S.roles.items()])))
                S.phase = "commerce"
                S.step = "income"
                S.controlled = controlled(S)
                continue
            S.active = left[0]
            S.points = q.free_setup_points(R, S)
            S.step = "setup_build"
            if S.setup_round and not S.done:  # Mythology: a new round of the free setup
                ev.append(event(msg("mn-myth-ev-setup-round", round=S.setup_round, rounds=q.free_setup_rounds(R), n=S.points)))
            ev.append(event(msg("mn-ev-setup-start", side=who(S.active), n=S.points)))
            return
        if st == "roles":
            S.phase = "commerce"
            ev.append(event(msg("mn-ev-turn", n=S.turn)))
            S.controlled = controlled(S)
            S.step = "roles_count"
            # Mythology: Athena's holder names the role of its +2 before the counts (gods.py)
            # Castor & Pollux names the hero he copies this turn (D19)
            if gods.ask_athena(S) | ask_castor(R, S):
                return
            continue
        if st == "roles_count":
            recompute_roles(R, S, ev, gods.athena_bonus(S))
            S.athena_role = None
            S.step = "roles_end"  # after the holders' tie choices (role_heir), if any
            continue
        if st == "roles_end":
            # Mythology's 3 role cards variant: checked once the turn's roles are assigned (D39)
            if roles_victory(S, ev):
                return
            S.step = "income"
            continue
        if st == "income":
            S.phase = "commerce"
            produced = income(R, S, ev)
            # Mythology: Hermes then Isis, after the production, before the trade (gods.py)
            gods.income_gods(R, S, produced)
            S.step = "announce"
            S.trade = Trade(director=S.roles["director_of_commerce"])
            continue
        if st in ("announce", "offer", "take", "build", "move", "setup_build", "offer_god"):
            return
        if st == "trade_end":
            end_trade(S, ev)
            S.step = "offering" if offering.in_play(R) else "construction"
            continue
        # ---- Mythology: the Offering to the Gods (offering.py), ordered by the High Priest
        if st == "offering":
            offering.start_offering(S, ev)
            continue
        if st == "choose_offerer":
            left = [s for s in range(S.n) if s not in S.done]
            if not left:
                S.step = "offering_end"
            elif len(left) == 1:
                offering.start_offerer(S, left[0], ev)
            else:
                return
            continue
        if st == "offering_end":
            # Adonis' free god, once everyone had the chance to offer (FAQ 80)
            S.step = "offering_close"
            gods.ask_adonis(R, S)
            continue
        if st == "offering_close":
            S.done = []
            S.active = None
            S.step = "construction"
            continue
        if st == "construction":
            S.trade = None
            S.phase = "construction"
            S.done = []
            S.active = None
            S.step = "choose_builder"
            ev.append(event(msg("mn-ev-construction")))
            continue
        if st in ("choose_builder", "choose_mover"):
            left = [s for s in range(S.n) if s not in S.done]
            if not left:
                S.step = "discard" if st == "choose_builder" else "next_turn"
                continue
            if len(left) == 1:
                start_active(S, left[0], ev)
                continue
            return
        if st == "discard":
            discard(R, S, ev)
            S.step = "military"
            continue
        if st == "military":
            S.phase = "military"
            S.done = []
            S.active = None
            for pl in S.players:
                if "helen" in pl.used:
                    pl.used.remove("helen")
            S.war_at_start = sorted(pid for pid, P in S.provinces.items() if q.at_war(P))
            S.step = "choose_mover"
            ev.append(event(msg("mn-ev-military")))
            continue
        if st == "next_turn":
            S.turn += 1
            S.done = []
            S.active = None
            S.battle = None
            for P in S.provinces.values():
                P.new_influence = False
            for pl in S.players:
                pl.used = []
            S.no_combat = []
            S.hercules = {}  # Hercules' legion acts as a creature until the end of the turn (D21)
            S.step = "roles"
            continue
        raise AssertionError(f"unknown step {st}")
