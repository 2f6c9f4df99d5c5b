"""Mare Nostrum's words: the messages (engines.text.Msg) for names, cards, sides, battle scores
and losses that the phases, the panel and the view share.

Every text is a message of i18n/locales/<lang>/mn.ftl, proper names those of mn_names.ftl
(``mn-province-latium``...); the ones used in hot loops are built once (``functools.cache``:
messages are frozen, sharing them is safe).
"""

from __future__ import annotations

import functools
from collections import Counter

from engines.mare_nostrum.data import Rules
from engines.mare_nostrum.state import NEUTRAL_BASE
from engines.text import Msg, Text, msg


@functools.cache
def role_name(role: str) -> Msg:
    """A role card's name: ``msg("mn-role-director_of_commerce")``."""
    return msg("mn-role-" + role)


@functools.cache
def card_name(card: str) -> Msg:
    """A resource card's name (mn_names.ftl): ``"olive_oil"`` -> Olive oil / Olio d'oliva."""
    return msg("mn-good-" + card)


def special_name(R: Rules, card: str) -> Msg:
    """A hero's or Wonder's name: ``msg("mn-hero-pericles")``, ``msg("mn-wonder-colossus")``."""
    return named(f"mn-{R.special[card].kind}-{card}")


@functools.cache
def named(msg_id: str) -> Msg:
    """A message without arguments, built once (messages are frozen: sharing them is safe)."""
    return msg(msg_id)


@functools.cache
def province_msg(msg_id: str, pid: str) -> Msg:
    """``msg_id`` with ``province`` = the province's name, built once per province."""
    return msg(msg_id, province=province_name(pid))


@functools.cache
def place_msg(msg_id: str, pid: str) -> Msg:
    """``msg_id`` with ``place`` = "in <province>", built once per province."""
    return msg(msg_id, place=in_province(pid))


@functools.cache
def cost_msg(n: int) -> Msg:
    return msg("mn-err-cannot-afford", n=n)


@functools.cache
def one_per_province_msg(pid: str, item: str) -> Msg:
    return msg("mn-err-one-per-province", province=province_name(pid), item=msg("mn-building-" + item))


@functools.cache
def card_msg(msg_id: str, card_msg_id: str, civ: str | None) -> Msg:
    """An error about a hero or Wonder (and the civilization that alone may buy it)."""
    if civ is None:
        return msg(msg_id, card=named(card_msg_id))
    return msg(msg_id, card=named(card_msg_id), civ=civ_name(civ))


@functools.cache
def civ_name(civ: str) -> Msg:
    return msg("mn-civ-" + civ)


@functools.cache
def province_name(pid: str) -> Msg:
    return msg("mn-province-" + pid)


@functools.cache
def in_province(pid: str) -> Msg:
    """"in Latium" / "nel Lazio"."""
    return msg("mn-in-province-" + pid)


@functools.cache
def in_sea(sid: str) -> Msg:
    """"in the Aegean Sea" / "nel Mar Egeo"."""
    return msg("mn-in-sea-" + sid)


def cards_text(cards: list[str]) -> list[Msg]:
    """Cards for a log line or a label (a list argument, joined per language), sorted, repeats
    counted: Fruit, Gems, Tax ×2."""
    c = Counter(cards)
    return [msg("mn-cards-n", n=n, card=card_name(k)) if n > 1 else card_name(k) for k, n in sorted(c.items())]


def cards_or_none(cards: list[str]) -> list[Msg] | Msg:
    """:func:`cards_text`, or "none" for no cards."""
    return cards_text(cards) if cards else msg("mn-none")


def count_msg(n: int, unit: str) -> Msg:
    """"2 legions" / "2 legioni": ``unit`` in cards, legions, fortresses, triremes, units."""
    return msg("mn-n-" + unit, n=n)


def building_name(R: Rules, pid: str, building: str) -> Msg:
    """``"city:0"`` -> "the city of Carthago", ``"caravan:1"`` -> "the caravan (Olive oil)",
    ``"temple"`` -> "the temple"."""
    kind, _, idx = building.partition(":")
    if kind == "city":
        return msg("mn-the-city-of", city=R.provinces[pid].cities[int(idx)])
    if kind == "caravan":
        return msg("mn-the-caravan-of", good=card_name(R.provinces[pid].resources[int(idx)]))
    return msg("mn-the-" + kind)


def building_list(R: Rules, pid: str, buildings: list[str]) -> list[Msg]:
    return [building_name(R, pid, b) for b in buildings]


def score_text(who: Text, dice: list[int], fortresses: int, bonus: int, hero: Msg | None, total: int) -> Msg:
    """One side's battle score with its terms: "{p0} [4, 2] + 2 Pericles = 8",
    "neutral Rome [3] + 6 fortress = 9", "neutral Egypt 0 + 6 fortress = 6"."""
    dice_text = "[" + ", ".join(str(d) for d in dice) + "]" if dice else "0"
    hero_term: Text = msg("mn-term-hero", n=bonus * len(dice), hero=hero) if bonus and dice and hero is not None else ""
    fort_term: Text = msg("mn-term-fortress", n=6 * fortresses, count=fortresses) if fortresses else ""
    return msg("mn-battle-score", side=who, dice=dice_text, hero=hero_term, fortress=fort_term, total=total)


def myth_score_text(
    who: Text, dice: list[int], fortresses: int, creatures: int, creature: str | None, bonus: int, hero: Msg | None,
    extra: int, extra_hero: Msg | None, total: int, cancelled: bool,
) -> Msg:
    """Mythology: a side's battle score with creatures ("+ 6 Behemoth"), a Behemoth's cancelled
    automatic 6s (the fortresses and creatures rolled dice instead) and a hero's flat bonus
    (Ariadne).  Without any of these, :func:`score_text` (the base game's line)."""
    if not creatures and not extra and not cancelled:
        return score_text(who, dice, fortresses, bonus, hero, total)
    dice_text = "[" + ", ".join(str(d) for d in dice) + "]" if dice else "0"
    hero_term: Text = msg("mn-term-hero", n=bonus * len(dice), hero=hero) if bonus and dice and hero is not None else ""
    fort_term: Text = msg("mn-term-fortress", n=6 * fortresses, count=fortresses) if fortresses and not cancelled else ""
    cre_term: Text = msg("mn-term-creature", n=6 * creatures, count=creatures, creature=msg(f"mn-creature-{creature}")) if creatures and not cancelled else ""
    extra_term: Text = msg("mn-term-hero", n=extra, hero=extra_hero) if extra and extra_hero is not None else ""
    return msg("mn-battle-score-myth", side=who, dice=dice_text, hero=hero_term, fortress=fort_term, creatures=cre_term, extra=extra_term,
               total=total, cancelled=int(cancelled))


def losses_text(a: Text, a_loss: int, a_total: int, d: Text, d_loss: int, d_total: int, unit: str) -> list[Msg]:
    """One line per side, each from the other side's points: "{p1}'s 9 points: {p0} loses 1 unit
    (one per full 5 points)."; ``unit``: "units" (land) or "triremes"."""
    return [
        msg("mn-battle-losses", by=d, points=d_total, side=a, n=a_loss, unit=unit),
        msg("mn-battle-losses", by=a, points=a_total, side=d, n=d_loss, unit=unit),
    ]


def item_name(item: str) -> Msg:
    """A buildable thing's name: a building, a unit or the influence marker."""
    if item in ("legion", "trireme", "fortress"):
        return msg("mn-unit-" + item)
    if item == "influence":
        return msg("mn-item-influence")
    if item in ("creature", "rebirth"):  # Mythology
        return msg("mn-item-" + item)
    return msg("mn-building-" + item)


def units_text(legions: int, fortresses: int) -> list[Msg | str]:
    """"2 legions and 1 fortress" (a list argument)."""
    out: list[Msg | str] = []
    if legions:
        out.append(count_msg(legions, "legions"))
    if fortresses:
        out.append(count_msg(fortresses, "fortresses"))
    return out


def who(side: int, R: Rules | None = None) -> Text:
    """A side in a log line: ``{pN}`` for a seat, "neutral Rome" for a neutral civilization."""
    if side < NEUTRAL_BASE:
        return "{p%d}" % side
    assert R is not None
    civ = R.game.civilization_order[side - NEUTRAL_BASE]
    return msg("mn-side-neutral", civ=civ_name(civ))
