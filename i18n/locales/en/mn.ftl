# Mare Nostrum: every text the engine writes (events, prompts, panels, errors, status, outcome,
# glossary, rules).  Proper names are in mn_names.ftl.  Seats arrive as { $side } = "{pN}" or a
# neutral civilization.

mn-title = Mare Nostrum
mn-none = none
mn-nothing = nothing
mn-side-neutral = { $civ } (neutral)
mn-cards-n = { $card } ×{ $n }
mn-n-cards = { $n ->
    [one] 1 card
   *[other] { $n } cards
}
mn-n-legions = { $n ->
    [one] 1 legion
   *[other] { $n } legions
}
mn-n-fortresses = { $n ->
    [one] 1 fortress
   *[other] { $n } fortresses
}
mn-n-triremes = { $n ->
    [one] 1 trireme
   *[other] { $n } triremes
}
mn-n-units = { $n ->
    [one] 1 unit
   *[other] { $n } units
}

## Phases
mn-phase-setup = advanced setup
mn-phase-commerce = Commerce Phase
mn-phase-construction = Construction Phase
mn-phase-military = Military Phase
mn-phase-over = game over

## Things to build (with an article), buildings in a province
mn-a-city = a city
mn-a-caravan = a caravan
mn-a-temple = a temple
mn-a-market = a market
mn-a-legion = a legion
mn-a-trireme = a trireme
mn-a-fortress = a fortress
mn-a-city-of = a city ({ $city })
mn-a-caravan-of = a caravan ({ $good })
mn-the-temple = the temple
mn-the-market = the market
mn-the-city-of = the city of { $city }
mn-the-caravan-of = the caravan ({ $good })

## Prompts (who must decide what)
mn-prompt-setup_build = build the starting empire (advanced setup)
mn-prompt-role_heir = choose who inherits a tied role
mn-prompt-artemis = choose the Temple of Artemis good
mn-prompt-announce = announce how many cards to trade
mn-prompt-offer = offer cards for trade (sealed)
mn-prompt-take = take an offered card
mn-prompt-ulysses = use Ulysses?
mn-prompt-ulysses_take = take one of Ulysses' cards instead
mn-prompt-compensate = give a card to the player one short
mn-prompt-choose_builder = name the next player to build
mn-prompt-build = build
mn-prompt-where = choose where to build
mn-prompt-pay = pay for the construction
mn-prompt-keep_goods = choose the good kept with the Hanging Gardens
mn-prompt-choose_mover = name the next player to move
mn-prompt-move = move and fight
mn-prompt-losses = choose the units lost
mn-prompt-helen = use Helen of Troy?
mn-prompt-conquest = pillage, occupy or convert
mn-prompt-over = the game is over

## Events
mn-ev-roles = Roles: { $roles }.
mn-role-holder = { $role } { $side }
mn-ev-setup-start = { $side } builds a starting empire with { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
mn-ev-setup-done = { $side } has built a starting empire.
mn-ev-turn = Turn { $n } begins.
mn-ev-construction = Construction Phase.
mn-ev-military = Military Phase.
mn-ev-turn-to-build = It is { $side }'s turn to build.
mn-ev-turn-to-move = It is { $side }'s turn to move and fight.
mn-ev-becomes-role = { $side } becomes { $role } ({ $score } against { $old } for { $holder }, the previous holder).
mn-ev-role-heir = { $side } gives the { $role } card to { $heir }.
mn-ev-income = { $n ->
    [0] { $side } collects no income.
   *[other] { $side } collects { $n } { $n ->
        [one] card
       *[other] cards
    } of income: { $tax } { $tax ->
        [one] tax card
       *[other] tax cards
    } and { $goods } { $goods ->
        [one] good
       *[other] goods
    }.
}
mn-ev-your-income = Your income: { $cards }.
mn-ev-artemis = { $side } takes a good of their choice with the { mn-wonder-temple_of_artemis }.
mn-ev-announce = { $n ->
    [0] { $side } announces no trade.
   *[other] { $side } announces a trade of { $n } { $n ->
        [one] card
       *[other] cards
    }.
}
mn-ev-too-few = Fewer than { $n } { $n ->
    [one] card
   *[other] cards
}, out of the trade: { $sides }.
mn-ev-no-trade = No trade this turn: fewer than two players can offer that many cards.
mn-ev-sealed = { $side } has sealed an offer ({ $done } of { $total } offers in).
mn-ev-offers-revealed = Offers revealed:
mn-side-cards = { $side }: { $cards }
mn-ev-takes = { $side } takes { $card } from { $giver }.
mn-ev-ulysses = { $side } uses { mn-hero-ulysses }: { $other } returns { $card } to { $giver } and must take one of { $side }'s cards.
mn-ev-takes-back = { $n ->
    [one] { $side } takes back an untraded card: { $cards }.
   *[other] { $side } takes back { $n } untraded cards: { $cards }.
}
mn-ev-trade-over = The trade is over.
mn-ev-compensate = { $side } gives a card to { $other }, who was one short.
mn-ev-you-receive = You receive { $card } from { $side }.
mn-ev-discards = { $side } discards { $n } unused { $n ->
    [one] card
   *[other] cards
}.
mn-ev-discard-tax-keep-good = { $n ->
    [0] { $side } chooses the good to keep ({ mn-wonder-hanging_gardens }).
   *[other] { $side } discards { $n } tax { $n ->
        [one] card
       *[other] cards
    } and chooses the good to keep ({ mn-wonder-hanging_gardens }).
}
mn-ev-gardens = { $side } keeps one good with the { mn-wonder-hanging_gardens }.
mn-ev-cleopatra = { $side } swaps a card with the bank ({ mn-hero-cleopatra }).
mn-ev-ends-construction = { $side } ends construction.
mn-ev-acquires = { $side } acquires { $card } ({ $n } of the 4 heroes and Wonders that win).
mn-ev-converted = { $side } completes the conversion of { $province } (was { $old }).
mn-ev-influence = { $side } places an influence marker { $place }.
mn-ev-builds = { $side } builds { $item } { $place }.
mn-ev-wins = { $side } wins the game!
mn-ev-ends-military = { $side } ends the military turn.
mn-ev-trireme = { $launch ->
    [1] { $side } launches a trireme from { $origin } into the { $to }.
   *[0] { $side } moves a trireme from the { $origin } to the { $to }.
}
mn-ev-legions = { $side } moves { $n ->
    [one] 1 legion
   *[other] { $n } legions
} from { $origin } to { $to }.
mn-ev-battle = Battle { $place }:
mn-ev-naval-battle = Naval battle { $place }:
mn-battle-score = { $side } { $dice }{ $hero }{ $fortress } = { $total }
mn-term-hero = {" "}+ { $n } { $hero }
mn-term-fortress = {" "}+ { $n } { $count ->
    [one] fortress
   *[other] fortresses
}
mn-battle-losses = { $by }: { $points } { $points ->
    [one] point
   *[other] points
}, so { $side } loses { $unit ->
    [triremes] { $n ->
        [0] no triremes
        [one] 1 trireme
       *[other] { $n } triremes
    }
   *[units] { $n ->
        [0] no units
        [one] 1 unit
       *[other] { $n } units
    }
} (one per full 5 points).
mn-ev-at-war = { $province } is at war.
mn-ev-loses = { $side } loses { $units } { $place }.
mn-ev-helen = { $side } uses { mn-hero-helen_of_troy }: one of { $other }'s legions changes sides { $place }.
mn-ev-pillage = { $side } pillages { $province } and destroys { $building }.
mn-ev-nebuchadnezzar = { $side } takes a { $card } card from the bank ({ mn-hero-nebuchadnezzar }).
mn-ev-occupy = { $side } occupies { $buildings } { $place }.
mn-ev-convert = { $side } starts converting { $province } (held by { $owner }): a legion stands on its influence marker.

## Outcome
mn-outcome-pyramids = { $side } wins by building { mn-wonder-pyramids }.
mn-outcome-four = { $side } wins with { $n ->
        [one] { $n } hero
       *[other] { $n } heroes
    } and Wonders: { $cards }.

## Illegal actions
mn-err-no-such-card = There is no such hero or Wonder.
mn-err-taken = { $card } is already owned.
mn-err-national-hero = Only { $civ } may buy { $card }.
mn-err-setup-card = Only your civilization's hero may be bought in the advanced setup.
mn-err-no-such-province = There is no such province.
mn-err-setup-area = In the advanced setup you build only in your capital and the provinces next to it.
mn-err-setup-capital = Legions and triremes start in your capital province.
mn-err-no-influence-left = You have no influence marker left.
mn-err-owned = { $province } is already under someone's influence.
mn-err-enemy-units = Other units stand { $place }.
mn-err-influence-reach = { $province } is not next to a province you controlled at the start of the turn.
mn-err-not-yours = You have no influence marker { $place }.
mn-err-new-influence = You placed influence { $place } this turn; build there next turn.
mn-err-at-war = { $province } is at war or occupied.
mn-err-no-city-site = No free city site { $place }.
mn-err-no-resource-site = No free resource site { $place }.
mn-err-one-per-province = { $province } already has a { $item }.
mn-err-fortress-limit = { $province } already has { $n ->
    [one] its fortress
   *[other] { $n } fortresses
}.
mn-err-no-fortress-left = You have no fortress left.
mn-err-no-legion-left = You have no legion left.
mn-err-landlocked = { $province } has no coast for a trireme.
mn-err-no-trireme-left = You have no trireme left.
mn-err-cannot-build = That cannot be built.
mn-err-no-token = No { $item } token is left.
mn-err-setup-points = That costs { $n ->
        [one] { $n } point
       *[other] { $n } points
    }; you have { $left } left.
mn-err-cannot-afford = That needs { $n ->
        [one] { $n } tax card
       *[other] { $n } tax cards
    } or { $n ->
        [one] { $n } kind of goods
       *[other] { $n } different goods
    }; you cannot make that combination.
mn-err-not-a-resource = That is not a resource card.
mn-err-overpay = That costs only { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
mn-err-no-other-card = You do not have another { $card } card.
mn-err-mixed = A combination is only tax cards or only goods, not both.
mn-err-same-goods = The goods of a combination must all be different.
mn-err-cannot-complete = Those cards cannot be completed into a valid combination.
mn-err-not-your-turn = It is not your turn to decide.
mn-err-wrong-action = That action does not answer the current question.
mn-err-not-tied = Choose one of the tied players.
mn-err-bank-empty-good = Choose a good the bank still has.
mn-err-announce-count = Announce between 0 and { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } (your hand).
mn-err-offer-count = Offer exactly { $n } { $n ->
    [one] card
   *[other] cards
} in all.
mn-err-offer-one = Offer one card at a time, or the suggested offer as a whole.
mn-err-not-held = You do not hold those cards.
mn-err-third-exchange = Only two exchanges in a row between the same two players.
mn-err-not-offered = That card is not on offer from that player.
mn-err-ulysses-take = Take one of the offered cards of { mn-hero-ulysses }' owner.
mn-err-give-from-hand = Give a card from your hand.
mn-err-already-done = Name a player who has not yet played this phase.
mn-err-what-first = First choose what to build, then where.
mn-err-nowhere = You cannot build a { $item } anywhere now.
mn-err-where = Choose where to build the { $item }.
mn-err-no-cleopatra = Only { mn-hero-cleopatra }'s owner may swap with the bank.
mn-err-cleopatra-used = { mn-hero-cleopatra }'s swap is used once per Construction Phase.
mn-err-bad-swap = Swap a good for a tax card or a tax card for a good.
mn-err-bank-empty = The bank has no such card left.
mn-err-pay-one = Pay one card at a time, or the suggested combination as a whole.
mn-err-capital-first = Place an influence marker in your capital first.
mn-err-keep-goods = Keep one of your goods.
mn-err-launch-first = Move your new triremes to sea first.
mn-err-must-fight = You must fight { $place }.
mn-err-naval-over = Triremes move before any legion.
mn-err-no-new-trireme = You have no new trireme there.
mn-err-launch-adjacent = A new trireme moves to a sea next to its province.
mn-err-no-trireme-there = No trireme of yours may move from there.
mn-err-sea-adjacent = A trireme moves to an adjacent sea.
mn-err-no-such-place = There is no such place.
mn-err-naval-battle-over = Naval battles come before any legion moves.
mn-err-no-such-sea = There is no such sea.
mn-err-no-naval-battle = You need fresh triremes and enemy triremes in that sea.
mn-err-not-that-many = Not that many of your legions may move from there.
mn-err-not-adjacent = { $province } is not adjacent (by land or by a chain of your triremes).
mn-err-no-battle = There is no battle for you to fight there.
mn-err-bad-losses = Lose { $n ->
        [one] { $n } unit
       *[other] { $n } units
    }: 0 to { $max ->
        [one] { $max } fortress
       *[other] { $max } fortresses
    }, the rest legions.
mn-err-no-building = Pillage one building standing there.
mn-err-bad-occupation = Put one legion on each free building ({ $n ->
    [one] 1 legion
   *[other] { $n } legions
} free).
mn-err-no-conversion = That influence marker cannot be converted.
mn-err-conquest-choice = Choose to pillage, occupy or convert.

## Panel: options, groups, descriptions, texts
mn-opt-announce = { $n ->
    [0] No trade this turn
    [one] Trade 1 card
   *[other] Trade { $n } cards
}
mn-opt-offer = Offer { $cards }
mn-opt-offer-all = { $n ->
    [one] Offer the card: { $cards }
   *[other] Offer all { $n } cards: { $cards }
}
mn-opt-take = Take { $card } from { $side }
mn-opt-use = Yes, use { $hero }
mn-opt-use-yes = Yes, use the power
mn-opt-use-no = No
mn-opt-give = Give { $card }
mn-opt-seat = { $civ } ({ $side })
mn-opt-card-take = Take { $card }
mn-opt-card-keep = Keep { $card }
mn-opt-card-choose = Choose { $card }
mn-opt-buy = Buy { $card }
mn-opt-place-influence = Place an influence marker
mn-opt-build = Build { $item }
mn-opt-influence = { $converts ->
    [1] Influence { $place } (completes the conversion)
   *[0] Influence { $place }
}
mn-opt-item-caravan = Caravan on { $good }
mn-opt-item-city = City of { $city }
mn-opt-build-at = { $item } { $place }
mn-opt-pay = Pay { $cards }
mn-opt-cancel = Cancel this construction
mn-opt-swap = Swap { $give } for { $take }
mn-opt-end-turn = End my turn
mn-opt-launch = Launch a trireme from { $origin } into the { $to }
mn-opt-trireme = Move a trireme from the { $origin } to the { $to }
mn-opt-naval-attack = Attack { $side } { $place }
mn-opt-legions = Move { $n ->
    [one] 1 legion
   *[other] { $n } legions
} from { $origin } to { $to }
mn-opt-attack = Fight { $side } { $place }
mn-opt-lose = Lose { $units }
mn-opt-pillage = Pillage { $building }
mn-opt-occupy = Occupy { $buildings }
mn-opt-convert = Convert: a legion on the influence marker
mn-desc-no-defenders = No defenders: you may then pillage, occupy or convert { $province }.
mn-desc-battle = Battle against { $side } ({ $forces }): { $pct }% to destroy them all
mn-desc-attack = Against { $forces }: { $pct }% to destroy them all
mn-desc-naval = Your { $n ->
    [one] 1 trireme
   *[other] { $n } triremes
} against { $enemy ->
    [one] 1 trireme
   *[other] { $enemy } triremes
}: { $pct }% to sink them all
mn-grp-pages = Page
mn-grp-offer-one = Offer one card
mn-grp-cards = Heroes and Wonders
mn-grp-swap = { mn-hero-cleopatra }: swap a card with the bank
mn-grp-legions-from = Legions from { $province }
mn-grp-naval = Triremes and naval battles
mn-grp-fight = Battles
mn-panel-title = Mare Nostrum: { $prompt }
mn-panel-head = **{ $civ }** — turn { $n }, { $phase }. Your hand: { $hand }.
mn-panel-my-offer = Your offer, face down until everyone has offered: { $cards }.
mn-panel-nothing = Nothing to decide now.
mn-panel-offer = Offer { $n } more { $n ->
    [one] card
   *[other] cards
}, face down until everyone has offered.
mn-panel-pay = Pay { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } (only tax cards, or only different goods); chosen: { $paid }.
mn-panel-setup-points = Construction points left: { $n }.
mn-panel-conquest = Your legions are alone { $place }: pillage one building, occupy buildings (one legion on each takes its income) or convert (a legion on the influence marker).
mn-panel-losses = You lose { $n ->
    [one] 1 unit
   *[other] { $n } units
} { $place }: choose which.

## Status
mn-status-head = **Mare Nostrum** — turn { $n }, { $phase }: { $prompt }.
mn-status-player = { $side } ({ $civ }): { $n ->
    [one] 1 card
   *[other] { $n } cards
}; { $target ->
    [0] { $k ->
        [one] 1 hero or Wonder
       *[other] { $k } heroes and Wonders
    }
   *[other] { $k }/{ $target } heroes and Wonders
}{ $cards }{ $roles }
mn-status-cards = {" "}({ $cards })
mn-status-roles = ; { $roles }
mn-status-winner = Winner: { $sides }

## Powers of heroes and Wonders (shown next to Buy; rulebook "LE CARTE NEL GIOCO")
mn-power-julius_caesar = Legions and fortresses cost only 2 cards.
mn-power-hannibal = Your legions get +1 for each die they roll in battle.
mn-power-hammurabi = One influence marker per turn for free.
mn-power-pericles = Triremes cost only 2 cards and get +1 for each die in naval battles.
mn-power-cleopatra = Once per Construction Phase, swap a good for a tax card (or back) with the bank.
mn-power-agamemnon = +2 to your caravans and markets when the Director of Commerce is chosen.
mn-power-archimedes = +2 to your military units when the Military Leader is chosen.
mn-power-helen_of_troy = Once per Military Phase, an enemy legion entering your province joins you.
mn-power-nebuchadnezzar = When you pillage, take the card of the destroyed city or caravan.
mn-power-solomon = +2 to your cities and temples when the Political Leader is chosen.
mn-power-ulysses = Once per trade, make a player return the card just taken and take one of yours.
mn-power-colossus = 1 extra tax card of income every turn.
mn-power-hanging_gardens = Keep 1 good from one turn to the next.
mn-power-temple_of_artemis = 1 extra good of your choice as income every turn.
mn-power-statue_of_zeus = You may build 2 fortresses per province.
mn-power-lighthouse = Place influence markers in provinces not next to yours.
mn-power-mausoleum = Cities and caravans cost 2 cards, temples and markets 5.
mn-power-pyramids = Build them (12 cards) and you win the game.

## Glossary (/agora card)
mn-kind-hero = Hero
mn-kind-wonder = Wonder of the World
mn-kind-building = Building
mn-kind-unit = Military unit
mn-kind-marker = Marker
mn-gl-hero = Cost: a combination of { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }. { $power } Counts towards the 4 heroes and Wonders that win.
mn-gl-national-hero = Cost: a combination of { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }; only { $civ } may buy it. { $power } Counts towards the 4 heroes and Wonders that win.
mn-gl-wonder = Cost: a combination of { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }. { $power } Counts towards the 4 heroes and Wonders that win.
mn-gl-influence = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }. Puts a province under your influence: place it in a free province next to one you controlled at the start of the turn (or reached by a chain of triremes). You may build only where you have one, and not in the turn you placed it.
mn-gl-city = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, on a free city site of your province. Income: 1 tax card per turn (2 with a temple in the province). Counts for the Political Leader.
mn-gl-caravan = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, on a free resource site of your province. Income: 1 card of that good per turn (2 with a market in the province). Counts for the Director of Commerce.
mn-gl-temple = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, one per province. Doubles the tax income of the province's cities. Counts for the Political Leader.
mn-gl-market = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, one per province. Doubles the goods income of the province's caravans. Counts for the Director of Commerce.
mn-gl-legion = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }. Moves to an adjacent province by land or along a chain of your triremes; rolls one die in land battles.
mn-gl-trireme = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, in a coastal province or an island; launched into an adjacent sea in the Military Phase. Rolls one die in naval battles; a chain of triremes carries legions.
mn-gl-fortress = Cost: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }, one per province. Never moves; adds 6 points to its owner's battle total and must be destroyed before the province can be pillaged, occupied or converted.

## Rules (/agora rules)
mn-rules-goal-title = How to win
mn-rules-goal = The game ends at once when a player builds the Pyramids (a combination of 12 cards), or owns 4 heroes and Wonders in any mix (your civilization's hero counts).
mn-rules-turn-title = The turn
mn-rules-turn = Each turn: the roles are assigned, then the Commerce Phase (income and trade), the Construction Phase and the Military Phase. In each phase the players act one after another, in the order the role holder decides.
mn-rules-roles-title = The roles
mn-rules-roles = At the start of each turn the Director of Commerce goes to the player with the most caravans and markets, the Political Leader to the most cities and temples, the Military Leader to the most legions, triremes and fortresses (Agamemnon, Solomon and Archimedes add 2). On a tie with the holder, the holder keeps the card; if two others tie, the holder chooses. The Director sets the number of cards to trade, the Political Leader the building order, the Military Leader the order of the Military Phase.
mn-rules-income-title = Income (taxes and goods)
mn-rules-income = Every city in a province under your influence (or occupied by your legion) gives you 1 tax card, 2 with a temple in the province. Every caravan gives 1 card of the good of its site, 2 with a market. The Colossus adds 1 tax card, the Temple of Artemis 1 good of your choice.
mn-rules-trade-title = Trade
mn-rules-trade = The Director of Commerce announces a number of cards (from 0 to the cards in hand). Everyone who can offers that many cards face down; then all offers are turned face up. The Director takes one offered card from another player, the player taken from takes next, and so on; only two exchanges in a row between the same two players. When at most one player has cards left, each takes back the untraded ones; a player left one card short receives one from the Director.
mn-rules-construction-title = Construction
mn-rules-construction = In the order the Political Leader chooses, each player pays combinations of cards: only tax cards, or only different goods; the value of a combination is its number of cards. Influence markers, cities, caravans, legions, triremes and fortresses cost 3, temples and markets 6, heroes and Wonders 9, the Pyramids 12. Build only where you have influence, not at war (except in your capital), at most one temple, market and fortress per province.
mn-rules-hand_limit-title = Hand limit
mn-rules-hand_limit = At the end of the Construction Phase every card not spent is discarded, except 2 tax cards each player may keep for the next turn (the Hanging Gardens keep 1 good more).
mn-rules-military-title = Movement
mn-rules-military = In the order the Military Leader chooses, each player first moves triremes (new ones are launched into an adjacent sea; naval battles are optional), then legions: to an adjacent province by land or along an unbroken chain of their own triremes. Legions entering a province with enemy legions or fortresses must fight.
mn-rules-battle-title = Battle arithmetic
mn-rules-battle = A battle lasts one round. Each side rolls one die per legion (per trireme at sea) and adds the bonuses: 6 per fortress, +1 per die for Hannibal's legions or Pericles' triremes. Each side loses one unit for every full 5 points of the other side's total, and its owner chooses which. Example: 3 legions roll 6, 3 and 2 = 11; 1 legion and a fortress roll 3 + 6 = 9; the attacker loses 1 unit (9 points), the defender 2 (11 points).
mn-rules-conquest-title = Pillage, occupy, convert
mn-rules-conquest = When only the invader's legions are left in an enemy province: pillage (destroy one city, caravan, temple or market, not a fortress), occupy (a legion on a city or caravan takes its income) or convert (a legion on the influence marker; next Construction Phase you may pay to replace it with yours). A capital's influence marker can never be converted.
