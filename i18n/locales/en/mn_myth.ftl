# Mare Nostrum: Mythology (engines/mare_nostrum/data/mythology.yaml): names (the official English
# ones, the data's `name`) and power texts (`mn-myth-power-<id>`: gods, creatures, the new heroes
# and the 11 revised cards).  tests/mare_nostrum/test_mythology_data.py checks they agree with the
# data.

## Civilization, role, phase
mn-civ-atlantis = Atlantis
mn-role-high_priest = High Priest
mn-phase-offering = Offering to the Gods Phase

## The 3 role cards variant (option roles_victory; docs/mythology-rules.md D39)
mn-myth-ev-roles-win = { $side } holds { $roles } at once and wins the game (3 role cards variant).
mn-myth-outcome-roles = { $side } wins holding { $n ->
        [one] { $n } role card
       *[other] { $n } role cards
    } at once: { $roles }.
mn-myth-status-roles-victory = Variant: the first player to hold { $n ->
        [one] { $n } role card
       *[other] { $n } role cards
    } at once wins (heroes, Wonders and the Pyramids do not win).
mn-myth-rules-roles_victory-title = Variant: 3 role cards
mn-myth-rules-roles_victory = Mythology only, chosen when the game is created (option "3 role cards"). Instead of the usual victory, a player who holds 3 of the 4 role cards at the same time wins at once; heroes, Wonders and the Pyramids no longer win the game (their powers still apply). Role cards change hands only at the start of a turn, so the check is made when the turn's roles have been assigned: after the counts, Athena's +2 and the holders' choices on ties. It cannot be combined with the long variant.

## Gods
mn-god-athena = Athena
mn-god-baal = Baal
mn-god-hermes = Hermes
mn-god-astarte = Astarte
mn-god-isis = Isis
mn-god-mars = Mars
mn-god-poseidon = Poseidon
mn-god-vulcan = Vulcan

## Mythological creatures
mn-creature-behemoth = Behemoth
mn-creature-centaur = Centaur
mn-creature-griffin = Griffin
mn-creature-kraken = Kraken
mn-creature-phoenix = Phoenix
mn-creature-titan = Titan

## Heroes new in Mythology
mn-hero-atlas = Atlas
mn-hero-achilles = Achilles
mn-hero-adonis = Adonis
mn-hero-ajax = Ajax
mn-hero-antigone = Antigone
mn-hero-ariadne = Ariadne
mn-hero-castor_and_pollux = Castor & Pollux
mn-hero-circe = Circe
mn-hero-croesus = Croesus
mn-hero-aeneas = Aeneas
mn-hero-gilgamesh = Gilgamesh
mn-hero-hamilcar = Hamilcar
mn-hero-hercules = Hercules
mn-hero-imhotep = Imhotep
mn-hero-jason = Jason
mn-hero-medusa = Medusa
mn-hero-midas = Midas
mn-hero-minos = Minos
mn-hero-moses = Moses
mn-hero-penthesilea = Penthesilea
mn-hero-queen_of_sheba = Queen of Sheba
mn-hero-spartacus = Spartacus

## God powers
mn-myth-power-athena = +2 towards any one role card when the roles are next assigned.
mn-myth-power-baal = Destroy an opponent's city anywhere on the board.
mn-myth-power-hermes = Produce 3 more resource cards of resources you produce (Commerce Phase, before Isis).
mn-myth-power-astarte = Cancel another god's power aimed at you.
mn-myth-power-isis = Secretly give 1 resource card to every player, you included (Commerce Phase, after income and Hermes, before trading).
mn-myth-power-mars = Add +6 to one combat roll after seeing it.
mn-myth-power-poseidon = Destroy an enemy trireme anywhere on the board, even while it carries or fights.
mn-myth-power-vulcan = Destroy an opponent's caravan anywhere on the board.

## Creature powers (all creatures roll an automatic 6 in battle)
mn-myth-power-behemoth = Enemy fortresses and creatures fighting it lose their automatic 6 and roll a die.
mn-myth-power-centaur = Before the dice are rolled, each Centaur in the battle destroys one enemy legion.
mn-myth-power-griffin = Flies up to 2 areas, over seas and occupied provinces; never carried by a trireme.
mn-myth-power-kraken = On land only coastal provinces; at sea it moves one sea area and fights triremes; may dive instead of moving and surface in any sea area on a later turn; never carried by a trireme.
mn-myth-power-phoenix = When eliminated it returns to its card and may be reborn in the Egyptian capital for 3 cards in a later Construction Phase.
mn-myth-power-titan = Attacks units in an adjacent area from its province: 1 die per Titan, no automatic 6.

## New hero powers
mn-myth-power-atlas = Triremes cost 2 and may move 2 sea areas (not again after fighting).
mn-myth-power-achilles = After a won battle, pillage 1 building per military unit present.
mn-myth-power-adonis = Take a free god at the end of the Offering Phase, after everyone has offered.
mn-myth-power-ajax = In a land battle, reroll any of your dice once.
mn-myth-power-antigone = You may stay out of the trade after hearing how many cards are asked.
mn-myth-power-ariadne = Defending, each building in the province adds to your roll: city or caravan +1, market or temple +2.
mn-myth-power-castor_and_pollux = Copy the power of any opponent's hero (not a civilization hero).
mn-myth-power-circe = Your legions in your provinces produce resources like caravans; a market doubles them.
mn-myth-power-croesus = Build in a new province the turn you place its influence marker, 1 card less per kind of piece.
mn-myth-power-aeneas = Each turn, cross one sea area of your choice without triremes.
mn-myth-power-gilgamesh = A free fortress when you place an influence marker in a new province.
mn-myth-power-hamilcar = In a land battle, any of your dice may count as a 4 instead of being rolled.
mn-myth-power-hercules = Once per turn, one of your legions counts as your civilization's creature.
mn-myth-power-imhotep = Wonders (the Pyramids too) cost 1 card less.
mn-myth-power-jason = Once per Construction Phase, take an opponent's caravan your legion occupies onto a free site of yours.
mn-myth-power-medusa = Once per turn, forbid all battle in one province where you have units.
mn-myth-power-midas = In battle, pay 2 tax cards to turn an enemy legion into one of yours.
mn-myth-power-minos = On islands, 1 card less for the first piece of each kind each turn.
mn-myth-power-moses = +2 towards the High Priest; cross the Strait of Messina, the Pillars of Hercules and the Black Sea passage without triremes.
mn-myth-power-penthesilea = Your land units are lost for every 6 points of the enemy roll instead of 5.
mn-myth-power-queen_of_sheba = Build legions as mercenaries in any province on the edge of the board, with no influence marker, even an opponent's.
mn-myth-power-spartacus = Once per Construction Phase, build a legion with 1 slaves card.

## Revised base cards
mn-myth-power-julius_caesar = Legions cost only 2 cards (not fortresses).
mn-myth-power-hannibal = Your legions get +1 for each die they roll in battle; a free legion in Carthage when bought.
mn-myth-power-pericles = Triremes cost only 2 cards and get +1 for each die in naval battles; a free trireme in Athens/Sparta when bought.
mn-myth-power-agamemnon = +3 to your caravans and markets when the Director of Commerce is chosen.
mn-myth-power-archimedes = +3 to your military units (creatures included) when the Military Leader is chosen.
mn-myth-power-solomon = +3 to your cities and temples when the Political Leader is chosen.
mn-myth-power-nebuchadnezzar = When you pillage, take the card of the destroyed city or caravan, or any resource of the province for a temple or market.
mn-myth-power-hanging_gardens = Keep 2 goods cards from one turn to the next.
mn-myth-power-statue_of_zeus = Build 2 fortresses per province; a free fortress when bought.
mn-myth-power-lighthouse = Place influence markers in provinces not next to yours; a free influence marker when bought.
mn-myth-power-mausoleum = Influence markers, cities and caravans cost 2; temples and markets 5.

# ---- the Offering to the Gods phase and the gods' powers (offering.py, gods.py)
mn-prompt-choose_offerer = name the next player to make an offering
mn-prompt-offer_god = make an offering to a god, or pass
mn-prompt-god = decide on your god's power
mn-ev-gods-return = Every god card returns to the heavens.
mn-ev-offering = Offering to the Gods Phase: the High Priest names who offers.
mn-ev-turn-to-offer = { $side } may make an offering.
mn-ev-offer-pass = { $side } makes no offering.
mn-ev-offer-god = { $side } makes an offering and takes { $god }.
mn-ev-your-offering = You offered { $cards }.
mn-ev-god-baal = { $side } calls on Baal: the city of { $victim } { $place } is destroyed.
mn-ev-god-vulcan = { $side } calls on Vulcan: the caravan of { $victim } { $place } is destroyed.
mn-ev-god-poseidon = { $side } calls on Poseidon: a trireme of { $victim } { $place } is destroyed.
mn-ev-god-invoked = { $side } calls on { $god } against { $victim }, who holds Astarte.
mn-ev-god-astarte = { $side } calls on Astarte: the power of { $god } is cancelled.
mn-ev-god-athena = { $side } calls on Athena: +2 towards { $role }.
mn-ev-god-hermes = { $side } calls on Hermes and produces { $n ->
        [one] { $n } extra card
       *[other] { $n } extra cards
    }.
mn-ev-your-god-cards = { $god } gives you { $cards }.
mn-ev-god-isis = { $side } calls on Isis: every player secretly receives one card.
mn-ev-isis-gift = Isis gives you { $cards }.
mn-ev-isis-given = Your gifts with Isis: { $gifts }.
mn-isis-gift = { $side }: { $card }
mn-err-offering-size = An offering is a combination of { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
mn-err-offering-not-in-hand = You do not have those cards.
mn-err-offering-combination = An offering is 3 tax cards or 3 different goods.
mn-err-no-god = There is no such god.
mn-err-god-taken = { $god } has already been taken.
mn-err-one-god = You already hold a god.
mn-err-god-timing = { $god } cannot be used now.
mn-err-god-not-held = You do not hold { $god }.
mn-err-god-used = The power of { $god } has already been used.
mn-err-god-window = { $god } can be used only between two actions of the turn, not during another decision.
mn-err-god-target = { $god } cannot strike that target.
mn-err-no-role = There is no such role.
mn-err-hermes-cards = Choose { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of the resources you produced.
mn-err-isis-cards = Choose one card from the bank for each of the { $n ->
        [one] { $n } player
       *[other] { $n } players
    }.
mn-opt-offering-pass = Make no offering
mn-opt-offer-god = Take { $god } for { $cards }
mn-opt-god-destroy = { $god }: destroy { $item } of { $side } { $place }
mn-opt-god-athena = { $god }: +2 towards { $role }
mn-opt-god-isis = { $god }: give { $gifts }
mn-opt-god-cards = { $god }: take { $cards }
mn-opt-god-use = Use { $god }
mn-grp-gods = Gods' powers
mn-panel-gods = Your god: { $gods }
mn-god-ready = { $god } (power ready)
mn-god-used = { $god } (power used)
mn-panel-gods-anytime = { $gods } can act from this panel at any moment of the game, in your turn or in another player's, between two actions (not while a decision is under way).
mn-panel-side-title = Mare Nostrum: your god may act now
mn-panel-side = It is not your turn: waiting for { $players } ({ $prompt }). You may call on your god now: their decision stays theirs and their time runs on.
mn-ev-god-mars = { $side } calls on Mars: +6 to the total of this roll.
mn-ev-adonis-god = { $side } takes { $god } free with Adonis.
mn-opt-god-free = Take { $god } (free)
# the free setup in rounds (mythology-rules §2.2)
mn-myth-ev-setup-round = Free setup, round { $round } of { $rounds }: each player in turn builds for up to { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
mn-myth-ev-setup-round-done = { $side } ends this round of the free setup.

## Poseidon after an announced transport (D52; engines/mare_nostrum/blockade.py)
mn-prompt-poseidon = Poseidon: destroy a trireme of the announced transport?
mn-ev-poseidon-asked = { $side } announces a transport: { $units } from { $origin } to { $to } by trireme (route: { $seas }). { $holder } may call on Poseidon to destroy one of its triremes.
mn-ev-poseidon-pass = Poseidon: { $side } lets { $other }'s transport go.
mn-ev-poseidon-cancels = Poseidon cancels { $side }'s transport: the carried units ({ $units }) are not lost; they stay { $place } and may move again.
mn-opt-poseidon-pass = Let the transport go
mn-panel-poseidon = { $side } is moving { $units } from { $origin } to { $to } by trireme (route: { $seas }). Poseidon: you may destroy one of its triremes on that route; the transport is then cancelled and the units stay where they are.
