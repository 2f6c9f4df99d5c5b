"""Mythology: the Offering to the Gods phase and the 8 gods (engines/mare_nostrum/offering.py,
gods.py).  Source: shared/rules/mare-nostrum-mythology.it.txt (mnm-it), sections "Fase dell'Offerta
agli Dei", "Potere degli Dei" and the FAQ; the numbers are those of docs/mythology-rules.md §9.

The states are built with the base builders and then played with ``mythology_data.rules()``
(the High Priest role is what turns the Offering phase on: offering.in_play)."""

from __future__ import annotations

import random

import pytest

from engines.base import IllegalAction
from engines.mare_nostrum import gods, mythology_data, offering
from engines.mare_nostrum.hidden import resample_hidden
from engines.mare_nostrum.state import Attack, Build, Choose, MoveLegions, NavalAttack, OfferGod, Pay, State, UseGod, UseHero
from engines.text import Msg
from tests.mare_nostrum.builders import DiceEngine, blank, hand, put

CIVS = ["rome", "greece", "egypt"]


def myth(step: str = "build", active: int | None = 0, high_priest: int = 1) -> tuple[DiceEngine, State]:
    """A 3-player game on an empty board, played with the Mythology rules; seat 0 holds the 3
    base roles, ``high_priest`` the High Priest."""
    eng = DiceEngine()
    eng.R = mythology_data.rules()  # the handlers called directly read ``t.R``
    S = blank(eng, CIVS, step=step, active=active, options={"expansion": "mythology"})
    S.roles["high_priest"] = high_priest
    return eng, S


def at_offering(eng: DiceEngine, S: State) -> State:
    S.step = "offering"
    S.trade = None
    eng._advance(S, [])
    return S


def ids(ev: list, to: int | None = None) -> list[str]:
    return [e.text.id for e in ev if isinstance(e.text, Msg) and e.to == to]


# ---------------------------------------------------------------- the phase (§4.3)
def test_offering_follows_trade_in_high_priest_order():
    """Example 27 / 53 (mnm-it "Fase dell'Offerta agli Dei"; FAQ "annunciare l'ordine ...
    completo?" -- "La seconda"): after the trade the High Priest names one player at a time,
    himself included; the named player offers 3 cards for a god or passes; then Construction."""
    eng, S = myth(step="offering")
    S = at_offering(eng, S)
    assert (S.phase, S.step) == ("offering", "choose_offerer")
    assert eng.prompt(S).seats == (1,)  # the High Priest, not the Political Leader (seat 0)
    hand(S, 2, grain=1, wine=1, fish=1, tax=2)
    S, ev = eng.apply(S, 1, Choose(seat=2))
    assert eng.prompt(S).kind == "offer_god" and eng.prompt(S).seats == (2,)
    bank_before = dict(S.bank)
    S, ev = eng.apply(S, 2, OfferGod(god="hermes", cards=["grain", "wine", "fish"]))
    assert S.gods == {"hermes": 2}
    assert S.players[2].hand == {"tax": 2}
    assert all(S.bank[c] == bank_before[c] + 1 for c in ("grain", "wine", "fish"))  # back to the bank
    assert "mn-ev-offer-god" in ids(ev)  # taken face up: a public line
    pub = next(e for e in ev if e.to is None and e.text.id == "mn-ev-offer-god")
    assert "cards" not in pub.text.args  # what was paid stays private, like a construction payment
    assert [e.data["cards"] for e in ev if e.to == 2] == [["grain", "wine", "fish"]]
    S, _ = eng.apply(S, 1, Choose(seat=1))
    S, ev = eng.apply(S, 1, OfferGod(god=None))  # "Fare un'offerta ad un Dio è sempre opzionale"
    assert "mn-ev-offer-pass" in ids(ev)
    # the last player is called without a choice; passing ends the phase
    assert eng.prompt(S).kind == "offer_god" and eng.prompt(S).seats == (0,)
    S, _ = eng.apply(S, 0, OfferGod(god=None))
    assert (S.phase, S.step) == ("construction", "choose_builder")
    assert S.gods == {"hermes": 2}  # the god stays until the next Offering phase


def test_base_game_has_no_offering():
    """Without Mythology (no High Priest) the trade goes straight to the construction."""
    eng = DiceEngine()
    S = blank(eng, CIVS, step="offering")
    assert not offering.in_play(eng.R)
    S.step = "trade_end"
    from engines.mare_nostrum.state import Trade

    S.trade = Trade(director=0, revealed=True)
    eng._advance(S, [])
    assert S.phase == "construction"


def test_every_god_returns_at_the_next_offering():
    """Example 27 (mnm-it "All'inizio di ogni nuova Fase dell'Offerta, tutte le Carte Dio (usate o
    non usate) ritornano ai cieli")."""
    eng, S = myth(step="offering")
    S.gods = {"baal": 0, "isis": 2}
    S.gods_used = ["baal"]
    ev: list = []
    S.trade = None
    eng._advance(S, ev)
    assert S.gods == {} and S.gods_used == []
    assert offering.available(S) == list(offering.GOD_IDS)
    assert "mn-ev-gods-return" in ids(ev)


@pytest.mark.parametrize(
    "cards, code",
    [
        (["grain", "wine"], "offering_size"),  # "una combinazione di 3 carte"
        (["grain", "grain", "wine"], "offering_combination"),  # goods must differ
        (["tax", "tax", "grain"], "offering_combination"),  # only tax, or only goods
        (["gold", "gems", "fish"], "not_in_hand"),
    ],
)
def test_offering_refusals(cards, code):
    """An offering is a construction combination (mnm-it "come è definito nella sezione Fase della
    Costruzione": SOLO Carte Tasse, oppure SOLO Carte Merce non uguali), from the hand."""
    eng, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    hand(S, 0, grain=2, wine=1, tax=2)
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, OfferGod(god="baal", cards=cards))
    assert e.value.code == code


def test_three_tax_cards_are_an_offering():
    eng, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    hand(S, 0, tax=3)
    S, _ = eng.apply(S, 0, OfferGod(god="athena", cards=["tax", "tax", "tax"]))
    assert S.gods == {"athena": 0} and S.players[0].hand == {}


def test_god_taken_and_one_god_each():
    """A god already taken cannot be taken again; example 29 (FAQ "Un giocatore può avere molti Dei
    nello stesso turno?" -- "Normalmente no", Adonis excepted)."""
    eng, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    S.gods = {"mars": 1}
    hand(S, 0, tax=6)
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, OfferGod(god="mars", cards=["tax"] * 3))
    assert e.value.code == "god_taken"
    S.gods = {"baal": 0}
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, OfferGod(god="hermes", cards=["tax"] * 3))
    assert e.value.code == "one_god"


def test_adonis_takes_a_free_god_only_at_the_end():
    """Examples 29 / 80 (FAQ "Se un giocatore ha Adone e il ruolo di Alto Prete, può giocare per primo
    e prendere i 2 Dei ...?" -- "No ... il potere di Adone si applica solo alla fine della fase"):
    the High Priest with Adonis offers like everyone (one god), then takes one of the gods left."""
    eng, S = myth(step="offering")
    S.players[1].cards = ["adonis"]
    S = at_offering(eng, S)
    hand(S, 1, tax=6)
    S, _ = eng.apply(S, 1, Choose(seat=1))
    S, _ = eng.apply(S, 1, OfferGod(god="baal", cards=["tax"] * 3))
    assert S.players[1].hand == {"tax": 3}
    S, _ = eng.apply(S, 1, Choose(seat=0))
    with pytest.raises(IllegalAction):  # not his turn: the High Priest cannot take a second god now
        eng.apply(S, 1, OfferGod(god="hermes", cards=["tax"] * 3))
    S, _ = eng.apply(S, 0, OfferGod(god=None))
    S, _ = eng.apply(S, 2, OfferGod(god=None))
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (1,)
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 1, OfferGod(god="baal"))
    assert e.value.code == "god_taken"
    S, ev = eng.apply(S, 1, OfferGod(god="hermes"))
    assert S.gods == {"baal": 1, "hermes": 1} and S.players[1].hand == {"tax": 3}  # free
    assert "mn-ev-adonis-god" in ids(ev)
    assert S.step == "choose_builder"


def test_adonis_original_takes_his_free_god_before_the_castor_and_pollux_copy():
    """Example 82 (FAQ "Se il giocatore che recluta Càstor e Polluce decide per esempio di copiare
    Adone, in che ordine ...?" -- "All'originale è concesso di agire prima ..., poi la copia")."""
    eng, S = myth(step="offering")
    S.players[2].cards = ["adonis"]
    S.players[0].cards = ["castor_and_pollux"]
    S.players[0].copies = "adonis"
    S = at_offering(eng, S)
    for seat in (1, 0):
        S, _ = eng.apply(S, 1, Choose(seat=seat))
        S, _ = eng.apply(S, seat, OfferGod(god=None))
    S, _ = eng.apply(S, 2, OfferGod(god=None))  # the last one left
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (2,)
    S, _ = eng.apply(S, 2, OfferGod(god="hermes"))
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (0,)
    S, _ = eng.apply(S, 0, OfferGod(god="baal"))
    assert S.gods == {"hermes": 2, "baal": 0}


# ---------------------------------------------------------------- Athena (roles)
def test_athena_gives_two_towards_the_chosen_role():
    """Examples 16 / 72 (mnm-it "Atena: Bonus di +2 per diventare qualsiasi Ruolo"), used at the next
    role assignment: seat 2 with 1 city against the Political Leader's 2 cities gets the role
    with Athena's +2 (3 > 2); the power is then spent."""
    eng, S = myth(step="roles", active=None)
    put(S, "latium", 0, cities=[0])
    put(S, "achaea", 0, cities=[0])
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"athena": 2}
    eng._advance(S, [])
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (2,)
    S, ev = eng.apply(S, 2, UseGod(god="athena", role="political_leader"))
    assert S.roles["political_leader"] == 2
    assert "athena" in S.gods_used and S.athena_role is None
    assert "mn-ev-god-athena" in ids(ev)


def test_athena_declined_leaves_the_counts():
    eng, S = myth(step="roles", active=None)
    put(S, "latium", 0, cities=[0])
    put(S, "achaea", 0, cities=[0])
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"athena": 2}
    eng._advance(S, [])
    S, _ = eng.apply(S, 2, UseHero(use=False))
    assert S.roles["political_leader"] == 0 and "athena" not in S.gods_used


# ---------------------------------------------------------------- Hermes and Isis (income)
def _income_state(hermes: int | None, isis: int | None) -> tuple[DiceEngine, State]:
    eng, S = myth(step="income", active=None)
    put(S, "aegyptus_superior", 2, caravans=[0])  # seat 2 produces one good
    put(S, "latium", 0, cities=[0])  # seat 0 produces one tax
    if hermes is not None:
        S.gods["hermes"] = hermes
    if isis is not None:
        S.gods["isis"] = isis
    eng._advance(S, [])
    return eng, S


def test_hermes_before_isis():
    """Example 28 (FAQ "Ci possono essere conflitti di tempistica ...?" -- "Ermete usa il suo potere
    prima di Iside"; "Iside ... dopo la produzione, dopo Ermete e prima che il commercio cominci")."""
    eng, S = _income_state(hermes=2, isis=0)
    assert [(d.card, d.seat) for d in reversed(S.pending)] == [("hermes", 2), ("isis", 0)]
    assert eng.prompt(S).seats == (2,)
    good = eng.R.provinces["aegyptus_superior"].resources[0]
    S, ev = eng.apply(S, 2, UseGod(god="hermes", cards=[good] * 3))
    assert S.players[2].hand[good] == 4  # 1 produced + 3
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (0,)
    S, _ = eng.apply(S, 0, gods.decision_options(eng.R, S, 0)[0])
    assert S.step == "announce" and not S.pending  # then the trade begins


def test_hermes_only_kinds_produced():
    """Hermes: "3 carte risorse aggiuntive di qualsiasi risorsa prodotta dal giocatore" (D5)."""
    eng, S = _income_state(hermes=2, isis=None)
    good = eng.R.provinces["aegyptus_superior"].resources[0]
    other = next(c for c in eng.R.commodities if c != good)
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 2, UseGod(god="hermes", cards=[good, good, other]))
    assert e.value.code == "hermes_cards"
    with pytest.raises(IllegalAction):
        eng.apply(S, 2, UseGod(god="hermes", cards=[good, good]))


def test_hermes_not_asked_without_production():
    eng, S = _income_state(hermes=1, isis=None)
    assert not S.pending and S.step == "announce"


def test_isis_secret_gift_of_any_resource():
    """Example 79 (FAQ "Cosa ha di interessante Iside?": she may give resources the holder does not
    produce); mnm-it "Segretamente dai 1 carta risorsa a ogni giocatore (incluso te stesso)": each
    recipient learns its own card only; the public line names none (D6)."""
    eng, S = _income_state(hermes=None, isis=0)
    gifts = ["gold", "gems", "tax"]  # seat 0 produces only tax
    before = [dict(p.hand) for p in S.players]
    S, ev = eng.apply(S, 0, UseGod(god="isis", cards=gifts))
    for s, c in enumerate(gifts):
        assert S.players[s].hand.get(c, 0) == before[s].get(c, 0) + 1
    public = [e for e in ev if e.to is None]
    assert [e.text.id for e in public] == ["mn-ev-god-isis"]
    assert all(not e.data for e in public) and "gold" not in repr([e.text for e in public])
    for s, c in enumerate(gifts):
        mine = [e for e in ev if e.to == s and e.text.id == "mn-ev-isis-gift"]
        assert len(mine) == 1 and mine[0].data["cards"] == [c]
    # another seat's view shows counts only, and the hidden twin redeals the gifts with the hands
    v = eng.player_view(S, 1)
    assert v.players[2].hand is None and v.players[2].hand_size == sum(S.players[2].hand.values())
    twin = resample_hidden(eng, S, random.Random(3), hidden_from=1)
    assert twin.players[1].hand == S.players[1].hand
    assert sum(twin.players[2].hand.values()) == sum(S.players[2].hand.values())


def test_isis_needs_one_card_per_player():
    eng, S = _income_state(hermes=None, isis=0)
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="isis", cards=["gold", "gems"]))
    assert e.value.code == "isis_cards"


# ---------------------------------------------------------------- Baal, Vulcan, Poseidon
def test_baal_destroys_an_enemy_city_during_construction():
    """Examples 72 / 77 (mnm-it "Baal: Puoi distruggere una città avversaria ovunque sul
    tabellone"; FAQ "Può Baal o Vulcano usare il proprio potere durante la fase della costruzione
    ...?" -- "Si"): used in the holder's construction turn, the builder goes on building."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 0}
    supply = S.supply["cities"]
    assert UseGod(god="baal", province="aegyptus_superior", site=0) in eng.legal_actions(S, 0)
    S, ev = eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert S.provinces["aegyptus_superior"].cities[0] is False and S.supply["cities"] == supply + 1
    assert "mn-ev-god-baal" in ids(ev) and "baal" in S.gods_used
    assert S.step == "build" and eng.prompt(S).seats == (0,)
    # once: the card is face down
    put(S, "aegyptus_superior", 2, cities=[0])
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert e.value.code == "god_used"


def test_baal_only_enemy_cities_and_only_its_holder():
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0, cities=[0])
    S.gods = {"baal": 0}
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="baal", province="latium", site=0))
    assert e.value.code == "god_target"
    S.gods = {"baal": 1}
    put(S, "aegyptus_superior", 2, cities=[0])
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert e.value.code == "god_not_held"


def test_vulcan_destroys_an_enemy_caravan():
    """Example 72 (mnm-it "Vulcano: Puoi distruggere una carovana avversaria ovunque")."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, caravans=[0])
    S.gods = {"vulcan": 0}
    S, ev = eng.apply(S, 0, UseGod(god="vulcan", province="aegyptus_superior", site=0))
    assert S.provinces["aegyptus_superior"].caravans[0] is False
    assert "mn-ev-god-vulcan" in ids(ev)


def test_poseidon_destroys_an_enemy_trireme():
    """Example 72 (mnm-it "Poseidone: Puoi distruggere una trireme nemica ovunque sul tabellone")."""
    eng, S = myth(step="move", active=0)
    S.seas["mare_tyrrhenum"] = {0: 1, 1: 2}
    S.gods = {"poseidon": 0}
    S, ev = eng.apply(S, 0, UseGod(god="poseidon", sea="mare_tyrrhenum", target=1))
    assert S.seas["mare_tyrrhenum"] == {0: 1, 1: 1}
    assert "mn-ev-god-poseidon" in ids(ev)
    with pytest.raises(IllegalAction):
        eng.apply(S, 0, UseGod(god="poseidon", sea="mare_tyrrhenum", target=0))


def test_poseidon_strikes_the_chain_before_the_transport():
    """FAQ 78: Poseidon destroys the only trireme of a chain: the legions are not lost and cannot
    be carried across (they may move otherwise)."""
    eng, S = myth(step="move", active=1)
    put(S, "latium", 1, legions={1: 2})
    S.seas["mare_tyrrhenum"] = {1: 1}
    S.gods = {"poseidon": 1}
    transport = next(a for a in eng.legal_actions(S, 1) if isinstance(a, MoveLegions) and a.to == "sardinia")
    # seat 0 holds Poseidon and uses it in its own window (here: its turn to move, before seat 1's)
    S.gods = {"poseidon": 0}
    S.active = 0
    S, _ = eng.apply(S, 0, UseGod(god="poseidon", sea="mare_tyrrhenum", target=1))
    S.active = 1
    S.fought, S.locked = {}, {}
    assert S.provinces["latium"].legions == {1: 2}
    with pytest.raises(IllegalAction):
        eng.apply(S, 1, transport)


def test_anytime_god_outside_a_window_is_refused():
    """D2: not during another decision (here a payment under way)."""
    eng, S = myth(step="build", active=0)
    put(S, "latium", 0)
    put(S, "aegyptus_superior", 2, cities=[0])
    hand(S, 0, tax=3)
    S.controlled = {0: ["latium"]}
    S, _ = eng.apply(S, 0, Build(item="legion"))
    S, _ = eng.apply(S, 0, Build(item="legion", province="latium"))
    assert eng.prompt(S).kind == "pay"
    S.gods = {"baal": 0}
    assert not any(isinstance(a, UseGod) for a in eng.legal_actions(S, 0))
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert e.value.code == "god_window"
    while eng.prompt(S).kind == "pay":
        S, _ = eng.apply(S, 0, Pay(cards=["tax"]))
    assert UseGod(god="baal", province="aegyptus_superior", site=0) in eng.legal_actions(S, 0)


def test_timed_god_cannot_be_used_at_will():
    """Hermes acts at the income only: not as an anytime action."""
    eng, S = myth(step="build", active=0)
    S.gods = {"hermes": 0}
    with pytest.raises(IllegalAction) as e:
        eng.apply(S, 0, UseGod(god="hermes", cards=["tax"] * 3))
    assert e.value.code == "god_timing"


# ---------------------------------------------------------------- Mars (after a roll, D7)
def _battle(dice: list[int], mars: int | None, astarte: int | None = None) -> tuple[DiceEngine, State]:
    """Seat 0 (2 legions) attacks seat 2 (2 legions) in Macedonia with loaded ``dice``."""
    eng, S = myth(step="move", active=0)
    eng.dice = dice
    put(S, "thracia", 0, legions={0: 2})
    put(S, "macedonia", 2, legions={2: 2})
    if mars is not None:
        S.gods["mars"] = mars
    if astarte is not None:
        S.gods["astarte"] = astarte
    S, _ = eng.apply(S, 0, MoveLegions(origin="thracia", to="macedonia", count=2))
    return eng, S


def test_mars_adds_six_after_seeing_the_roll():
    """Examples 50 / 72 (mnm-it "Marte: Aggiungi +6 al totale di un solo tiro in combattimento dopo
    averne visto il risultato"; "Il Dio Marte concede un bonus di +6 dopo aver visto il
    risultato"): attacker 2+2 = 4 (no loss for the defender) becomes 10: two losses."""
    eng, S = _battle([2, 2, 3, 3], mars=0)
    S, ev = eng.apply(S, 0, Attack(province="macedonia", target=2))
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (0,)
    assert S.battle is not None and S.battle.attacker_total == 4 and S.provinces["macedonia"].legions == {0: 2, 2: 2}
    S, ev = eng.apply(S, 0, UseGod(god="mars"))
    assert S.battle.attacker_total == 10 and S.battle.defender_losses == 2 and S.battle.attacker_losses == 1
    assert S.provinces["macedonia"].legions == {0: 1}
    assert "mn-ev-god-mars" in ids(ev) and "mars" in S.gods_used


def test_mars_declined_and_defender_side():
    """The defender may call on Mars too (D7: any roll the holder makes); declining keeps the card."""
    eng, S = _battle([2, 2, 3, 3], mars=2)
    S, _ = eng.apply(S, 0, Attack(province="macedonia", target=2))
    assert eng.prompt(S).seats == (2,)
    S, _ = eng.apply(S, 2, UseHero(use=False))
    assert S.battle.defender_total == 6 and S.battle.attacker_losses == 1 and S.battle.defender_losses == 0
    assert "mars" not in S.gods_used


def test_no_pause_without_mars():
    eng, S = _battle([2, 2, 3, 3], mars=None)
    S, _ = eng.apply(S, 0, Attack(province="macedonia", target=2))
    assert not any(d.kind == "god" for d in S.pending) and S.battle.attacker_losses == 1


def test_mars_in_a_naval_battle():
    eng, S = myth(step="move", active=0)
    eng.dice = [1, 3, 6]
    S.seas["mare_aegaeum"] = {0: 1, 2: 2}
    S.gods = {"mars": 0}
    S, _ = eng.apply(S, 0, NavalAttack(sea="mare_aegaeum", target=2))
    S, _ = eng.apply(S, 0, UseGod(god="mars"))
    assert S.seas["mare_aegaeum"] == {2: 1}  # 1 + 6 = 7 against 3 + 6 = 9: one trireme each


def test_astarte_cancels_mars_against_its_holder():
    """D4: Mars used in a battle against Astarte's holder can be cancelled."""
    eng, S = _battle([2, 2, 3, 3], mars=0, astarte=2)
    S, _ = eng.apply(S, 0, Attack(province="macedonia", target=2))
    S, _ = eng.apply(S, 0, UseGod(god="mars"))
    assert eng.prompt(S).seats == (2,)
    S, _ = eng.apply(S, 2, UseGod(god="astarte"))
    assert S.battle.attacker_total == 4 and set(S.gods_used) == {"mars", "astarte"}


# ---------------------------------------------------------------- Astarte (reaction, D4)
def test_astarte_cancels_baal_aimed_at_its_holder():
    """mnm-it "Astarte: Ti protegge contro il potere di un altro Dio (utilizzabile solo se sei tu il
    bersaglio)": asked of the target out of its turn; both powers are spent, the city stands."""
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 0, "astarte": 2}
    S, ev = eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert eng.prompt(S).kind == "god" and eng.prompt(S).seats == (2,)
    S, ev = eng.apply(S, 2, UseGod(god="astarte"))
    assert S.provinces["aegyptus_superior"].cities[0] is True
    assert set(S.gods_used) == {"baal", "astarte"}
    assert "mn-ev-god-astarte" in ids(ev)
    assert eng.prompt(S).kind == "build" and eng.prompt(S).seats == (0,)


def test_astarte_declined_lets_the_power_strike():
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, caravans=[0])
    S.gods = {"vulcan": 0, "astarte": 2}
    S, _ = eng.apply(S, 0, UseGod(god="vulcan", province="aegyptus_superior", site=0))
    S, ev = eng.apply(S, 2, UseHero(use=False))
    assert S.provinces["aegyptus_superior"].caravans[0] is False
    assert "astarte" not in S.gods_used


def test_astarte_not_asked_of_another_target():
    eng, S = myth(step="build", active=0)
    put(S, "aegyptus_superior", 2, cities=[0])
    S.gods = {"baal": 0, "astarte": 1}
    S, _ = eng.apply(S, 0, UseGod(god="baal", province="aegyptus_superior", site=0))
    assert not S.pending and S.provinces["aegyptus_superior"].cities[0] is False


# ---------------------------------------------------------------- panel, view, automatic player
def test_panel_offers_gods_and_view_shows_them():
    eng, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    hand(S, 0, grain=1, wine=1, fish=1, tax=3)
    S.gods = {"baal": 1}
    panel = eng.panel(S, 0)
    labels = [o.label.id for o in panel.options if isinstance(o.label, Msg)]
    # one group per free god, holding its combinations (3 tax, or the 3 different goods)
    assert labels.count("mn-god-athena") == 1 and "mn-god-baal" not in labels and "mn-opt-offering-pass" in labels
    groups = [o for o in panel.options if o.children]
    assert len(groups) == 7 and all([c.label.id for c in o.children] == ["mn-opt-offer-god"] * 2 for o in groups)
    v = eng.player_view(S, 2)
    assert v.players[1].gods == ["baal"] and v.players[1].gods_used == []
    # the holder's build panel carries a "gods" group
    eng2, S2 = myth(step="build", active=0)
    put(S2, "aegyptus_superior", 2, cities=[0])
    S2.gods = {"baal": 0}
    p2 = eng2.panel(S2, 0)
    grp = next(o for o in p2.options if o.key == "gods")
    leaves = [c for o in grp.children for c in (o.children or [o])]
    assert any(isinstance(c.label, Msg) and c.label.id == "mn-opt-god-destroy" for c in leaves)


def test_automatic_player_offers_and_uses_gods():
    eng, S = myth(step="offer_god", active=0)
    S.phase = "offering"
    hand(S, 0, grain=2, wine=2, fish=1, tax=2)
    a = eng.timeout_action(S, 0)
    assert isinstance(a, OfferGod) and a.god is not None and sorted(a.cards) == ["fish", "grain", "wine"]
    hand(S, 0, grain=1, tax=2)
    assert eng.timeout_action(S, 0) == OfferGod(god=None)
    eng2, S2 = myth(step="build", active=0)
    put(S2, "aegyptus_superior", 2, cities=[0])
    S2.gods = {"baal": 0}
    assert eng2.timeout_action(S2, 0) == UseGod(god="baal", province="aegyptus_superior", site=0)


# ---------------------------------------------------------------- whole games
class MythologyEngine(DiceEngine):
    """The engine on the Mythology rules (until the ``expansion`` option selects them per game)."""

    max_seats = 6

    def __init__(self) -> None:
        super().__init__()
        self.R = mythology_data.rules()

    def _roll(self, S: State, n: int) -> list[int]:
        return [S.rng.randint(1, 6) for _ in range(n)]


def _leaves(options):
    for o in options:
        if o.children:
            yield from _leaves(o.children)
        else:
            yield o


def test_playout_calls_on_every_god():
    """A 5-player game played by the playout policy (half automatic player, half random legal
    actions) ends with a rule victory and its log shows every god's power; no public line carries
    a card of Isis or Hermes."""
    eng = MythologyEngine()
    S = eng.setup(5, {"civilizations": ["rome", "greece", "egypt", "carthage", "babylon"], "expansion": "mythology"}, 1)
    rng = random.Random(1)
    seen: set[str] = set()
    for _ in range(30000):
        pr = eng.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[rng.randrange(len(pr.seats))]
        if pr.kind in ("god", "offer_god", "choose_offerer") or (S.gods and pr.kind in ("build", "move")):
            # every gods' prompt has a panel whose leaves are legal actions
            panel = eng.panel(S, seat)
            leaves = [o for o in _leaves(panel.options)]
            assert leaves and all(len(o.key) <= 24 for o in leaves)
        S, ev = eng.apply(S, seat, eng.playout_policy(S, seat, rng))
        for e in ev:
            parts = e.text if isinstance(e.text, list) else [e.text]
            seen |= {p.id for p in parts if isinstance(p, Msg)}
            if e.to is None and isinstance(e.text, Msg) and e.text.id in ("mn-ev-god-isis", "mn-ev-god-hermes"):
                assert "cards" not in e.data and "card" not in e.text.args
    assert eng.outcome(S) is not None
    assert {f"mn-ev-god-{g}" for g in offering.GOD_IDS} <= seen


def test_board_picture_shows_gods_held_and_used():
    """The player rows of the board picture name the god held and whether its power was used
    (render/mare_nostrum.py; labels mn-board-god / mn-board-god-used)."""
    from render import mare_nostrum as board

    eng, S = myth(step="build", active=0)
    S.gods = {"baal": 0, "isis": 2}
    S.gods_used = ["isis"]
    v = eng.player_view(S, 1)
    assert v.players[2].gods_used == ["isis"]
    seen: list[str] = []
    real = board.draw_fitted

    def spy(draw, box, text, *a, **k):
        seen.append(text)
        return real(draw, box, text, *a, **k)

    real_fit = board.fit_text

    def spy_fit(text, *a, **k):
        seen.append(text)
        return real_fit(text, *a, **k)

    real_text = board.draw_text

    def spy_text(draw, xy, text, *a, **k):  # the god's chip (a gold or grey label beside the roles)
        seen.append(text)
        return real_text(draw, xy, text, *a, **k)

    import unittest.mock as mock

    with mock.patch.object(board, "draw_fitted", spy), mock.patch.object(board, "fit_text", spy_fit), \
            mock.patch.object(board, "draw_text", spy_text):
        png = board.render_board(v, lang="en")
    assert png[:4] == b"\x89PNG"
    assert any("Baal" in t and "used" not in t for t in seen)
    assert any("Isis (used)" in t for t in seen)


def test_every_offering_combination_is_listed_and_accepted():
    """Regression (mnm-it "Fase dell'Offerta agli Dei": "una combinazione di 3 carte", as in the
    Construction phase: 3 tax cards or 3 different goods, the player's choice; §4.3 item 3):
    legal_actions listed only the suggested combination while apply accepted any other, so the
    two disagreed.  Now every combination is listed, each god with each one, grouped by god."""
    eng, S = myth(step="offering")
    S = at_offering(eng, S)
    hand(S, 2, grain=2, wine=1, fish=1, gold=1, tax=3)
    S, _ = eng.apply(S, 1, Choose(seat=2))
    acts = eng.legal_actions(S, 2)
    gods_free = offering.available(S)
    combos = {tuple(a.cards) for a in acts if a.god == "hermes"}
    # 3 tax + C(4, 3) = 4 sets of different goods
    assert combos == {("tax", "tax", "tax"), ("fish", "gold", "grain"), ("fish", "gold", "wine"),
                      ("fish", "grain", "wine"), ("gold", "grain", "wine")}
    assert len(acts) == 1 + len(gods_free) * 5
    assert eng.auto_action(S, 2) in acts and eng.timeout_action(S, 2) in acts
    panel = eng.panel(S, 2)
    assert len(panel.options) == 1 + len(gods_free)  # pass, then one group per god
    assert all(len(o.children) == 5 for o in panel.options[1:])
    S, _ = eng.apply(S, 2, OfferGod(god="hermes", cards=["fish", "gold", "wine"]))
    assert S.players[2].hand == {"grain": 2, "tax": 3}


def test_castor_and_pollux_name_their_copy_at_the_role_assignment():
    """D19 (mnm-it Eroi, Càstore e Polluce: "Copia completamente le abilità di qualsiasi EROE
    avversario"): at the role assignment the owner names the hero he copies; copying Moses gives
    his +2 towards the High Priest ("role bonuses included")."""
    from engines.mare_nostrum import rules as q
    from engines.mare_nostrum.state import ChooseCard

    eng, S = myth(step="roles", active=None)
    S.players[0].cards = ["castor_and_pollux"]
    S.players[1].cards = ["moses"]
    assert q.role_bonus(eng.R, S, 0, "high_priest") == 0
    eng._advance(S, [])
    assert eng.prompt(S).kind == "castor" and eng.prompt(S).seats == (0,)
    S, ev = eng.apply(S, 0, ChooseCard(card="moses"))
    assert "mn-ev-castor" in ids(ev) and S.players[0].copies == "moses"
    assert q.role_bonus(eng.R, S, 0, "high_priest") == 2
    assert S.step != "roles_count"  # the counts went on after the answer
