"""Helpers shared by the rule modules: board queries, payments, events, errors."""

from __future__ import annotations

from typing import Any

from engines.antike.codes import RefusalCode
from engines.antike.data import BOARDS, Board
from engines.antike.state import Nation, State
from engines.base import Event, IllegalAction
from engines.text import Msg, msg

Events = list[Event] | None


def board(st: State) -> Board:
    return BOARDS[st.board]


def nation_name(st: State, i: int) -> Msg:
    return msg(f"antike-nation-{st.nations[i].id}")


def city(pid: str) -> Msg:
    return msg(f"antike-city-{pid}")


def who(st: State, i: int) -> Msg:
    """"Bob (Romans)": the seat placeholder and the nation's name."""
    return msg("antike-who", player=f"{{p{st.nations[i].seat}}}", nation=nation_name(st, i))


def emit(events: Events, kind: str, text: Msg | list[Any], **data: Any) -> None:
    if events is not None:
        events.append(Event(kind=kind, text=text, data=data))


def illegal(code: RefusalCode, mid: str, **args: Any) -> IllegalAction:
    """The refusal ``code`` (one of Antike's, engines/antike/codes.py) with message ``mid``."""
    return IllegalAction(code, msg(mid, **args))


def cities_of(st: State, i: int) -> list[str]:
    return [p for p, o in st.owner.items() if o == i]


def city_counts(st: State) -> dict[int, int]:
    """nation -> number of cities."""
    out: dict[int, int] = {}
    for o in st.owner.values():
        out[o] = out.get(o, 0) + 1
    return out


def temples_of(st: State, i: int) -> list[str]:
    return [p for p in st.temples if st.owner.get(p) == i]


def units(n: Nation, unit: str) -> dict[str, int]:
    return n.legions if unit == "legion" else n.galleys


def unit_total(n: Nation, unit: str) -> int:
    return sum(units(n, unit).values())


def add_units(n: Nation, unit: str, province: str, k: int) -> None:
    d = units(n, unit)
    v = d.get(province, 0) + k
    if v:
        d[province] = v
    else:
        d.pop(province, None)


def level(n: Nation, basic: str) -> int:
    return n.know_how.get(basic, 0)


def pay(n: Nation, res: str, amount: int, coins: int, st: State | None = None) -> None:
    """Pay ``amount`` of ``res``, ``coins`` of them with coins (rulebook: a coin replaces one
    unit of marble, iron or gold).  Raises IllegalAction if the nation cannot.  The coins go
    back to the bank of ``st`` (:func:`coins_to_bank`)."""
    if coins < 0 or coins > amount or coins > n.coins or getattr(n, res) < amount - coins:
        raise illegal("cannot_afford", "antike-err-cannot-afford", n=amount, res=msg(f"antike-res-{res}"))
    n.coins -= coins
    setattr(n, res, getattr(n, res) - (amount - coins))
    if st is not None:
        coins_to_bank(st, coins)


def coins_to_bank(st: State, coins: int) -> None:
    """``coins`` paid by a nation go back to the bank (rulebook, "Scelta del movimento": "pagare
    alla banca una delle sue risorse ... o una moneta"; "Dopo la fase di movimento": "la nazione
    deve pagare alla banca ... Le monete possono essere utilizzate al loro posto"; "Tempio",
    "Armamento", "Conoscenza": paid "alla banca").  The bank holds the 30 coins ("30 monete") that
    are not the nations', so bank + the nations' coins = 30 at every step.  Rules 1 kept paid coins
    out of the game (the bank emptied for good); that stays for games under rules 1."""
    if st.rules >= 2:
        st.coins_bank += coins


def coin_splits(n: Nation, res: str, amount: int) -> list[int]:
    """The numbers of coins with which ``n`` can pay ``amount`` of ``res``."""
    return [c for c in range(0, min(amount, n.coins) + 1) if getattr(n, res) >= amount - c]


def sea_zones(st: State, i: int) -> int:
    """Provinces where nation ``i`` has a galley (rulebook "NAVIGATORI": a province counts as
    occupied at sea by every nation with a galley there)."""
    return sum(1 for v in st.nations[i].galleys.values() if v > 0)
