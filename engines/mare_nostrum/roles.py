"""The roles (FASI DI UN TURNO; Effetti delle Carte Ruolo): the Director of Commerce, the Political
Leader and the Military Leader, given by the counts of caravans+markets, cities+temples and
legions+triremes+fortresses (``rules.role_counts``, hero bonuses added); the starting roles and
the turn's reassignment with its ties.

Mythology: the High Priest (temples + markets, mnm-it "fasi di un turno") is a fourth entry of
``game.roles`` with its own count (``rules.role_counts``); nothing here names the base roles, so it
joins the same reassignment and ties.  Greece starts with it in the predetermined setup (its
player aid's ``starting_role``).
"""

from __future__ import annotations

from typing import Any

from engines.base import Event
from engines.mare_nostrum import rules as q
from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.flow import Refusal, Table, event, want
from engines.mare_nostrum.state import Choose, Decision, State
from engines.mare_nostrum.texts import named, role_name, who
from engines.text import msg


def setup_roles(R: Rules, S: State, introductory: bool) -> None:
    """Starting roles.  Introductory: the player aid's role; a role whose civilization is absent
    goes by the counts to a player without a role, ties drawn at random (FAQ Preparazione:
    "Non si deve, in alcun caso, dare 2 poteri allo stesso giocatore!")."""
    if introductory:
        for seat, pl in enumerate(S.players):
            role = R.game.civilizations[pl.civ].starting_role
            if role:
                S.roles[role] = seat
    counts = q.role_counts(R, S)
    for role in R.game.roles:
        if role in S.roles:
            continue
        free = [s for s in range(S.n) if s not in S.roles.values()]
        if not free:
            # Mythology with 3 players: 4 roles for 3 seats, someone must hold two.  Decision D38:
            # "never 2 roles to one player" (mnm-it FAQ, §2.4) holds while a seat without a role
            # is left; the last role then goes by the counts among every seat (ties at random).
            free = list(range(S.n))
        best = max(counts[s][role] for s in free)
        tied = [s for s in free if counts[s][role] == best]
        S.roles[role] = tied[0] if len(tied) == 1 else S.rng.choice(tied)


def recompute_roles(R: Rules, S: State, ev: list[Event], bonus: dict[int, dict[str, int]] | None = None) -> None:
    """Roles at the start of every turn (FASI DI UN TURNO): most caravans+markets / cities+temples
    / legions+triremes+fortresses, hero bonuses added; "In caso di pareggio tra il corrente
    possessore ... tiene la carta. Se due ALTRI giocatori pareggiano ..., il possessore attuale
    decide".  ``bonus``: seat -> role -> points added this time (Mythology: Athena, gods.py)."""
    counts = q.role_counts(R, S)
    for seat, extra in (bonus or {}).items():
        for role, k in extra.items():
            counts[seat][role] += k
    for role in reversed(R.game.roles):
        holder = S.roles[role]
        best = max(c[role] for c in counts.values())
        if counts[holder][role] == best:
            continue
        tied = [s for s in range(S.n) if counts[s][role] == best]
        if len(tied) == 1:
            S.roles[role] = tied[0]
            ev.append(event(msg("mn-ev-becomes-role", side=who(tied[0]), role=role_name(role), score=best, holder=who(holder), old=counts[holder][role])))
        else:
            S.pending.append(Decision(kind="role_heir", seat=holder, role=role, candidates=tied))


def roles_victory(S: State, ev: list[Event]) -> bool:
    """Mythology's 3 role cards variant (option ``roles_victory: true``, ``rules.roles_victory``):
    mnm-it "alcuni consigli strategici": "qualsiasi giocatore che controlla per una volta 3 delle
    carte ruolo vince immediatamente il gioco".  Decision D39: checked once the turn's roles are
    all assigned (``turn.advance``'s "roles_end" step, after the counts, Athena's +2 and every
    tie the holders chose) -- the only moment role cards change hands ("Le Carte Ruolo vengono
    riassegnate soltanto all'inizio di ogni nuovo turno"); the set-up never gives one player 3
    of the 4 cards (D38).  With 4 cards only one player can hold 3.  Returns True when the game
    is won (``S.winners``, ``S.reason = "roles"``)."""
    need = q.roles_victory(S)
    if need is None:
        return False
    held: dict[int, list[str]] = {}
    for role, seat in S.roles.items():
        held.setdefault(seat, []).append(role)
    for seat, roles in sorted(held.items()):
        if len(roles) >= need:
            S.winners = [seat]
            S.reason = "roles"
            S.phase = "over"
            S.step = "over"
            S.pending = []
            S.active = None
            ev.append(event(msg("mn-myth-ev-roles-win", side=who(seat), roles=[role_name(r) for r in roles]), kind="victory"))
            return True
    return False


def a_role_heir(t: Table, S: State, seat: int, a: Any, ev: list[Event]) -> None:
    want(a, Choose)
    d = S.pending[-1]
    if a.seat not in d.candidates:
        raise Refusal("not_tied", named("mn-err-not-tied"))
    S.pending.pop()
    assert d.role is not None
    S.roles[d.role] = a.seat
    ev.append(event(msg("mn-ev-role-heir", side=who(seat), role=role_name(d.role), heir=who(a.seat))))
