"""Hands of resource cards: which cards a hand can best spare and the cheapest payment, shared by
the engine's one-click suggestions (trade.suggested_offer, construction.suggested_payment), the
automatic player and the hidden-state twins.

A payment is a combination (Regole per la Costruzione, "Combinazioni"): only tax cards, or only
goods of different types, one card per point of the cost.
"""

from __future__ import annotations

from collections import Counter

from engines.mare_nostrum import rules as q


def saving_tax(hand: dict[str, int]) -> bool:
    """Whether the hand is on the way to a 9-tax combination (a hero or wonder)."""
    return hand.get("tax", 0) >= 5


def spare_order(hand: dict[str, int]) -> list[str]:
    """Cards from the most to the least expendable: duplicated goods, tax beyond two (unless the
    hand saves tax for a hero), then the commonest remaining cards."""
    left = Counter(hand)
    keep_tax = saving_tax(hand)
    out: list[str] = []
    while sum(left.values()):
        def key(c: str) -> tuple[int, int, str]:
            n = left[c]
            if c == "tax":
                return (3 if keep_tax else (0 if n > 2 else 2), -n, c)
            return (0 if n > 1 else 1, -n, c)

        c = min((c for c in left if left[c] > 0), key=key)
        out.append(c)
        left[c] -= 1
    return out


def best_payment(hand: dict[str, int], cost: int, paid: list[str] | None = None) -> list[str] | None:
    """The cheapest valid combination completing ``paid`` to ``cost`` cards, or None.

    Unspent goods and tax cards beyond two are discarded at the end of the construction phase,
    so: tax cards beyond the two that can be kept first, then goods of the most duplicated types
    (keeping single goods for later combinations), then the kept tax cards."""
    paid = list(paid or [])
    need = cost - len(paid)
    tax = hand.get("tax", 0)
    if paid and paid[0] == "tax":
        return ["tax"] * need if tax - len(paid) >= need else None
    types = [g for g in q.goods_types(hand) if g not in paid]
    if not paid and tax - 2 >= cost:
        return ["tax"] * cost
    if len(types) >= need:
        types.sort(key=lambda g: (-hand[g], g))
        return types[:need]
    if not paid and tax >= cost:
        return ["tax"] * cost
    return None
