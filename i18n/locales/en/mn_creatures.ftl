# Mare Nostrum: Mythology: the mythological creatures in play (engines/mare_nostrum/creatures.py,
# construction, movement and battles) and the heroes' combat terms.

mn-item-creature = Mythological creature
mn-item-rebirth = Rebirth of the Phoenix
mn-err-no-creatures = There are no mythological creatures in this game.
mn-err-no-creature-left = All 3 of your creature pawns are in play (a Phoenix on its card counts too).
mn-err-kraken-coast = A Kraken may only stand on coastal land: { $province } has no coast.
mn-err-no-phoenix = No Phoenix of yours lies on its card waiting for rebirth.
mn-err-rebirth-capital = The Phoenix is reborn only in the Egyptian capital.
mn-ev-creature-creature = { $side } creates a { $creature } { $place }.
mn-ev-creature-rebirth = The { $creature } of { $side } is reborn from its ashes { $place }.
mn-err-kraken-dived = A Kraken that dived this turn surfaces in a later turn.
mn-err-no-diver = No Kraken of yours is diving on its card.
mn-ev-kraken-surfaces = The Kraken of { $side } surfaces { $place }.
mn-ev-kraken-dives = The Kraken of { $side } dives under the sea (onto its card).
mn-err-no-creature-there = No { $creature } of yours there can still move this turn.
mn-err-only-kraken-dives = Only the Kraken can dive.
mn-err-creature-cannot-go = The { $creature } cannot reach that place in one move.
mn-ev-creature-moves = { $side } moves a { $creature } from { $origin } to { $to }.
mn-term-creature = {" "}+ { $n } { $count ->
    [one] { $creature }
   *[other] { $creature } ×{ $count }
}
mn-battle-score-myth = { $side } { $dice }{ $hero }{ $fortress }{ $creatures }{ $extra } = { $total }{ $cancelled ->
    [1] {" "}(the Behemoth cancels the automatic 6s: dice instead)
   *[0] {""}
}
mn-ev-centaur = Before the dice, the Centaurs of { $side } destroy { $n ->
    [one] 1 legion
   *[other] { $n } legions
} of { $other } { $place }.
mn-err-bad-creature-losses = Lose { $n ->
        [one] { $n } unit
       *[other] { $n } units
    }: 0 to { $max ->
        [one] { $max } creature
       *[other] { $max } creatures
    }.
mn-units-with-creatures = { $others ->
    [0] { $n } { $creature }
   *[other] { $units } and { $n } { $creature }
}
mn-act-move-creature = Move a { $creature }: { $origin } → { $to }
mn-act-kraken-dive = Dive with the Kraken ({ $origin })
mn-act-kraken-surface = Surface the Kraken { $place }
mn-a-creature = a creature
mn-a-rebirth = the Phoenix's rebirth
mn-grp-creatures = Creatures
mn-err-no-titan = No Titan of yours there can still attack this turn.
mn-err-titan-adjacent = A Titan attacks only an adjacent province or sea space.
mn-ev-titan = { $side } attacks { $other } { $place } from afar with { $n ->
    [one] a Titan
   *[other] { $n } Titans
}: { $dice } = { $total }, so { $other } loses { $loss ->
    [one] 1 unit
   *[other] { $loss } units
} (one per full 5 points; no return fire).
mn-ev-titan-roll = { $side } attacks { $other } { $place } from afar with { $n ->
    [one] a Titan
   *[other] { $n } Titans
}: { $dice } = { $total }.
mn-act-titan = Attack { $side } { $place } with the Titans of { $origin }

## Heroes of Mythology at work
mn-prompt-free_unit = place the free piece of the card just bought
mn-ev-free-piece = { $side } places { $item } { $place } free of charge ({ $card }).
mn-ev-free-piece-from = (the free piece of { $card } for { $side })
mn-ev-achilles = { $side } may pillage one more building ({ $card }: one per unit of his there).
mn-err-spartacus-slaves = With Spartacus this legion is paid with one Slaves card.
mn-prompt-medusa = use Medusa: forbid every battle in this province this turn?
mn-ev-medusa = { $side } uses Medusa: no battle { $place } this turn.
mn-prompt-antigone = use Antigone: stay out of this trade?
mn-ev-antigone = { $side } uses Antigone and stays out of this trade.
mn-err-jason = Jason takes, once per turn, a caravan one of your legions occupies, to a free resource site of yours.
mn-ev-jason = { $side } uses Jason: the { $good } caravan of { $origin } moves to { $to }.
mn-act-jason = Jason: the { $good } caravan of { $origin } → { $to }
mn-grp-jason = Jason: take a caravan
mn-prompt-midas = use Midas: pay 2 tax cards to turn an enemy legion into one of yours?
mn-ev-midas = { $side } uses Midas: pays 2 tax cards and one legion of { $other } changes sides { $place }.
mn-ev-ajax = { $side } uses Ajax { $place }: rerolls { $old } and gets { $new }.
mn-ev-hercules = { $side } uses Hercules { $place }: one legion fights as a creature ({ $creature }).
mn-prompt-castor = Castor & Pollux: choose the opponent's hero whose powers you copy this turn
mn-opt-castor = Copy { $hero }
mn-ev-castor = { $side } uses Castor & Pollux and copies { $hero } this turn.
mn-err-castor = Castor & Pollux copy only a hero of an opponent that is not a civilization's own hero.
# rules 3 (D34): the owner chooses its losses at sea between triremes and Krakens
mn-prompt-naval_losses = choose the units lost at sea
mn-panel-sea-losses = You lose { $n ->
    [one] 1 unit
   *[other] { $n } units
} { $place }: choose between triremes and Krakens.
mn-opt-lose-at-sea = Lose { $triremes ->
    [0] no trireme
    [one] 1 trireme
   *[other] { $triremes } triremes
} and { $krakens ->
    [0] no Kraken
    [one] 1 Kraken
   *[other] { $krakens } Krakens
}
mn-ev-loses-at-sea = { $side } loses { $triremes ->
    [0] no trireme
    [one] 1 trireme
   *[other] { $triremes } triremes
} and { $krakens ->
    [0] no Kraken
    [one] 1 Kraken
   *[other] { $krakens } Krakens
} { $place }.
mn-err-bad-sea-losses = Lose { $n ->
    [one] 1 unit
   *[other] { $n } units
} among your { $triremes ->
    [one] 1 trireme
   *[other] { $triremes } triremes
} and { $krakens ->
    [one] 1 Kraken
   *[other] { $krakens } Krakens
} there.
# rules 3 (FAQ 75): a Kraken built this turn emerges in any sea space, as its move
mn-act-kraken-emerge = Emerge { $place } with the Kraken built { $built }
mn-ev-kraken-emerges = The Kraken of { $side } built { $built } emerges { $place }.
