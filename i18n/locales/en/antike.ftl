# Antike (Mac Gerdts). Official English terms of the Rio Grande edition.
antike-who = { $player } ({ $nation })
antike-seat-label = { $nations }

## nations
antike-nation-greeks = Greeks
antike-nation-romans = Romans
antike-nation-germanic_tribes = Germanic tribes
antike-nation-phoenicians = Phoenicians
antike-nation-carthaginians = Carthaginians
antike-nation-persians = Persians
antike-nation-arabs = Arabs
antike-nation-egyptians = Egyptians
antike-nation-babylonians = Babylonians

## resources
antike-res-marble = marble
antike-res-iron = iron
antike-res-gold = gold
antike-res-coins = coins
antike-n-marble = { $n } marble
antike-n-iron = { $n } iron
antike-n-gold = { $n } gold
antike-n-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}

## rondel
antike-space-iron = Iron
antike-space-temple = Temple
antike-space-gold = Gold
antike-space-maneuver_1 = Maneuver
antike-space-maneuver_2 = Maneuver
antike-space-arming = Arming
antike-space-marble = Marble
antike-space-know_how = Know-how

## know-how
antike-kh-wheel = Wheel
antike-kh-sailing = Sailing
antike-kh-market = Market
antike-kh-monarchy = Monarchy
antike-kh-roads = Roads
antike-kh-navigation = Navigation
antike-kh-currency = Currency
antike-kh-democracy = Democracy

## personalities and pieces
antike-person-kings = Kings
antike-person-scholars = Scholars
antike-person-generals = Generals
antike-person-citizens = Citizens
antike-person-navigators = Navigators
antike-piece-legion = Legion
antike-piece-galley = Galley
antike-piece-temple = Temple
antike-piece-city = City
antike-piece-coin = Coin
antike-kind-space = Rondel space
antike-kind-know-how = Know-how
antike-kind-personality = Personality
antike-kind-piece = Piece

## glossary
antike-gl-space-iron = Production: 1 iron per iron city, 3 with a temple; +1 with Market, +2 with Currency.
antike-gl-space-gold = Production: 1 gold per gold city, 3 with a temple; +1 with Market, +2 with Currency.
antike-gl-space-marble = Production: 1 marble per marble city, 3 with a temple; +1 with Market, +2 with Currency.
antike-gl-space-temple = Build temples: 5 marble each, one per city, 20 in the game.
antike-gl-space-arming = New legions and galleys: 1 iron each, placed in provinces with your cities: 1 per province, 3 with a temple.
antike-gl-space-know_how = Buy advances with gold: basic 7 (3 if another nation has it), advanced 10 (5).
antike-gl-space-maneuver_1 = Move your legions and galleys, fight, conquer cities.
antike-gl-space-maneuver_2 = Move your legions and galleys, fight, conquer cities.
antike-gl-kh-wheel = Basic. { $first } gold for the first nation ({ $later } later). Each legion may make 2 maneuvers.
antike-gl-kh-sailing = Basic. { $first } gold for the first nation ({ $later } later). Each galley may make 2 maneuvers.
antike-gl-kh-market = Basic. { $first } gold for the first nation ({ $later } later). +1 unit at every production.
antike-gl-kh-monarchy = Basic. { $first } gold for the first nation ({ $later } later). Your cities defend with +1.
antike-gl-kh-roads = Advanced, needs Wheel. { $first } gold for the first nation ({ $later } later). Each legion may make 3 maneuvers.
antike-gl-kh-navigation = Advanced, needs Sailing. { $first } gold for the first nation ({ $later } later). Each galley may make 3 maneuvers.
antike-gl-kh-currency = Advanced, needs Market. { $first } gold for the first nation ({ $later } later). +2 units at every production.
antike-gl-kh-democracy = Advanced, needs Monarchy. { $first } gold for the first nation ({ $later } later). Your cities defend with +2.
antike-gl-person-kings = 9 cards. One for every 5 cities you own (5, 10, 15...).
antike-gl-person-scholars = 8 cards. One for each advance you are the first nation to get.
antike-gl-person-generals = 7 cards. One for each temple you destroy by conquering its city.
antike-gl-person-citizens = 6 cards. One for every 3 temples you own (3, 6, 9...).
antike-gl-person-navigators = 5 cards. One for every 7 sea provinces where you have a galley (7, 14).
antike-gl-piece-legion = 1 iron. Crosses red borders. 17 per nation.
antike-gl-piece-galley = 1 iron. Crosses blue borders. 17 per nation.
antike-gl-piece-temple = 5 marble. Triples a city's production and defence (3 instead of 1).
antike-gl-piece-city = 1 marble, 1 iron and 1 gold, in a province without a city where you have a legion or galley. 25 per nation.
antike-gl-piece-coin = Take one before your rondel move; it pays as marble, iron or gold. 30 in the bank.

## rules topics
antike-rt-turn-title = Your turn
antike-rt-turn = Take a coin if you like, move your marker on the rondel and do that space's action; then found cities and take the personalities you earned.
antike-rt-rondel-title = The rondel
antike-rt-rondel = 1 to 3 spaces forward are free; each further space costs 1 resource or coin. The same space again only all the way round (8 spaces, 5 resources). Your first placement is free and anywhere.
antike-rt-production-title = Production
antike-rt-production = Marble, Iron, Gold: 1 per city of that resource, 3 with a temple, +1 with Market or +2 with Currency.
antike-rt-development-title = Temple, Arming, Know-how
antike-rt-development = Temple: 5 marble each. Arming: 1 iron per legion or galley, 1 per province with your city (3 with a temple). Know-how: basic 7 gold (3 if someone has it), advanced 10 (5); the first nation to get an advance takes a scholar. With all eight advances, trade marble, iron or gold for another resource freely, 1 for 1.
antike-rt-maneuver-title = Maneuver
antike-rt-maneuver = Each unit makes 1 maneuver (2 or 3 with Wheel/Roads, Sailing/Navigation): legions cross red borders, galleys blue ones. Legions fight legions and galleys fight galleys, 1 for 1, when the moving nation or a nation whose province is entered asks.
antike-rt-conquest-title = Conquest
antike-rt-conquest = Defence = 1 (3 with a temple) + the defender's units in the province + 1 Monarchy / 2 Democracy. You remove that many of your units that still have a maneuver there; the defender loses the city, its temple and its units there. A nation's last city cannot be conquered. A conqueror that already holds 25 cities gives up one of its own, of its choice.
antike-rt-personalities-title = Personalities
antike-rt-personalities = Kings: every 5 cities. Scholars: each advance first. Generals: each temple destroyed. Citizens: every 3 temples. Navigators: every 7 sea provinces with your galleys. Taken at the end of your turn, never lost.
antike-rt-victory-title = Victory
antike-rt-victory = The first nation with 7 personalities (6 nations), 8 (5), 9 (4 nations or 2 players), 10 or 12 (3) wins. With 5-6 nations, if all 35 are taken, the next nation to destroy a temple wins.
antike-rt-two_players-title = Two players
antike-rt-two_players = Each player plays two nations, kept apart (West: Romans and Phoenicians against Germanic tribes and Greeks; East: Persians and Phoenicians against Greeks and Arabs). The first nation with 9 personalities wins.

## steps and prompts
antike-step-start_city = choosing a start city
antike-step-rondel = choosing a rondel space
antike-step-temple = building temples
antike-step-arming = arming
antike-step-know_how = buying know-how
antike-step-maneuver = maneuvering
antike-step-found = founding cities
antike-step-defend = deciding on combat
antike-step-give_up = choosing the city to give up
antike-step-game_over = game over
antike-prompt-start_city = choose the start city of the { $nation }
antike-prompt-rondel = move the { $nation } on the rondel
antike-prompt-temple = build temples for the { $nation }
antike-prompt-arming = arm legions and galleys for the { $nation }
antike-prompt-know_how = buy know-how for the { $nation }
antike-prompt-maneuver = move, fight and conquer with the { $nation }
antike-prompt-found = found cities for the { $nation }, if you wish
antike-prompt-defend = decide whether the { $nation } fight the intruders
antike-prompt-give_up = choose the city the { $nation } give up (all 25 city stones on the board)
antike-prompt-game_over = the game is over

## panel
antike-pn-title-start_city = { $who }: choose your start city
antike-pn-title-rondel = { $who }: choose a rondel space
antike-pn-title-temple = { $who }: build temples
antike-pn-title-arming = { $who }: arm legions and galleys
antike-pn-title-know_how = { $who }: buy know-how
antike-pn-title-maneuver = { $who }: move, fight, conquer
antike-pn-title-found = { $who }: found cities
antike-pn-title-defend = { $who }: decide whether to fight
antike-pn-title-give_up = { $who }: choose the city to give up
antike-pn-title-wait = Waiting for { $who }
antike-pn-nobody = nobody
antike-pn-dest = { $space }: { $cost ->
    [0] free
    [one] costs 1 resource
   *[other] costs { $cost } resources
} — { $what }
antike-pn-dest-no = { $space }: { $cost ->
    [0] free
    [one] costs 1 resource
   *[other] costs { $cost } resources
} (not possible)
antike-pn-space = { $space } ({ $cost ->
    [0] free
    [one] 1 resource
   *[other] { $cost } resources
})
antike-pn-produces = you get { $res } ×{ $n }
antike-pn-does-temple = temples, 5 marble each
antike-pn-does-arming = legions and galleys, 1 iron each
antike-pn-does-know_how = advances paid with gold
antike-pn-does-maneuver_1 = move, fight, conquer
antike-pn-does-maneuver_2 = move, fight, conquer
antike-pn-no-coin = no coin
antike-pn-take-coin = take a coin
antike-pn-take-res = take 1 { $res } (no coin left)
antike-pn-temple = Temple in { $city } ({ $coins ->
    [0] 5 marble
   *[other] with { $coins } coins
})
antike-pn-arm-legion = Legion ({ $coins ->
    [0] 1 iron
   *[other] 1 coin
})
antike-pn-arm-galley = Galley ({ $coins ->
    [0] 1 iron
   *[other] 1 coin
})
antike-pn-arm-where = { $n ->
    [one] 1 choice
   *[other] { $n } choices
}
antike-pn-learn = { $advance } ({ $coins ->
    [0] gold only
   *[other] with { $coins } coins
})
antike-pn-moves = Move a unit
antike-pn-moves-n = { $n ->
    [one] 1 move
   *[other] { $n } moves
}
antike-pn-move-legion = Legion from { $frm }
antike-pn-move-galley = Galley from { $frm }
antike-pn-move-to = to { $to } ({ $left ->
        [one] { $left } maneuver
       *[other] { $left } maneuvers
    } left)
antike-pn-conquer = Conquer { $city }: { $n ->
        [one] { $n } unit
       *[other] { $n } units
    } ({ $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    })
antike-pn-fight-legion = Fight the { $nation } in { $city } with legions
antike-pn-fight-galley = Fight the { $nation } in { $city } with galleys
antike-pn-found = City in { $city } (coins for: { $coins })
antike-pn-none = none
antike-pn-defend-yes = Fight (1 for 1)
antike-pn-defend-no = Let them be
antike-pn-defend-legion = { $who } moved a legion into { $city }, where you have legions.
antike-pn-defend-galley = { $who } moved a galley into { $city }, where you have galleys.
antike-pn-trade = Trade { $n } { $give } for 1 { $take }
antike-pn-give-up = All your 25 city stones are on the board: to keep { $city }, give up one of the cities you held.
antike-pn-give-up-city = Give up { $city }{ $temple ->
    [1] {" "}(its temple goes back to the supply)
   *[other] {""}
}
antike-pn-done-temple = No more temples
antike-pn-done-arming = Stop arming
antike-pn-done-know_how = No more know-how
antike-pn-done-maneuver = End the maneuver
antike-pn-done-found = End the turn

## status
antike-st-turn = Round { $turn }: { $who }, { $step }.
antike-st-winner = { $who } wins with { $n ->
        [one] { $n } personality
       *[other] { $n } personalities
    }.
antike-st-nation = { $who }: { $marble } marble, { $iron } iron, { $gold } gold, { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}; { $cities ->
    [one] 1 city
   *[other] { $cities } cities
}, { $temples ->
    [one] 1 temple
   *[other] { $temples } temples
}, { $legions ->
        [one] { $legions } legion
       *[other] { $legions } legions
    }, { $galleys ->
        [one] { $galleys } galley
       *[other] { $galleys } galleys
    }; personalities { $total }/{ $target }
antike-st-know-how = { $who } know: { $items }

## outcome
antike-outcome-personalities = { $who } wins with { $n ->
        [one] { $n } personality
       *[other] { $n } personalities
    } (target { $target }).
antike-outcome-temple_after_personalities = { $who } wins by destroying a temple after all 35 personalities were taken.

## events
antike-ev-coin = { $who } takes a coin.
antike-ev-coin-res = { $who } takes 1 { $res } (the bank has no coin left).
antike-ev-rondel = { $who } moves { $steps ->
    [0] onto
    [one] 1 space to
   *[other] { $steps } spaces to
} { $space }{ $cost ->
    [0] {""}
    [one] {" "}(1 space beyond the free 3: 1 resource or coin to pay)
   *[other] {" "}({ $cost } spaces beyond the free 3: { $cost } resources or coins to pay)
}.
antike-ev-produce = { $who } produces { $res }: { $plain } × 1 + { $temples } × 3 (temples) + { $bonus } (know-how) = { $total }.
antike-ev-temple = { $who } builds a temple in { $city } (5 marble{ $coins ->
    [0] {""}
    [one] , 1 of them paid with a coin
   *[other] , { $coins } of them paid with coins
}).
antike-ev-arm-legion = { $who } places a legion in { $city }.
antike-ev-arm-galley = { $who } places a galley in { $city }.
antike-ev-learn = { $who } gets { $advance } for { $cost } gold{ $first ->
    [1] , the first nation to have it
   *[other] {""}
}.
antike-ev-move-legion = { $who }: legion { $frm } → { $to }.
antike-ev-move-galley = { $who }: galley { $frm } → { $to }.
antike-ev-combat-legion = Combat in { $city }: { $a } and { $b } each lose { $n ->
    [one] 1 legion
   *[other] { $n } legions
}.
antike-ev-combat-galley = Combat in { $city }: { $a } and { $b } each lose { $n ->
    [one] 1 galley
   *[other] { $n } galleys
}.
antike-ev-no-combat = { $who } does not fight in { $city }.
antike-ev-conquest = { $who } conquers { $city } from { $victim }: defence { $base } (city) + { $units } (units) + { $bonus } (know-how) = { $total }, { $total ->
        [one] { $total } unit
       *[other] { $total } units
    } removed{ $temple ->
    [1] ; the temple is destroyed
   *[other] {""}
}.
antike-ev-abandon = { $who } gives up { $city } (no city stone left).
antike-ev-give-up = { $who } gives up { $city } to keep { $conquered } (all 25 city stones were on the board){ $temple ->
    [1] ; the temple of { $city } goes back to the supply
   *[other] {""}
}.
antike-ev-found = { $who } founds { $city }.
antike-ev-start-city = { $who } starts in { $city }.
antike-ev-trade = { $who } trades { $n } { $give } for 1 { $take }.
antike-ev-kings = { $who } takes King no. { $number } ({ $total ->
        [one] { $total } personality
       *[other] { $total } personalities
    }).
antike-ev-scholars = { $who } takes Scholar no. { $number } ({ $total ->
        [one] { $total } personality
       *[other] { $total } personalities
    }).
antike-ev-generals = { $who } takes General no. { $number } ({ $total ->
        [one] { $total } personality
       *[other] { $total } personalities
    }).
antike-ev-citizens = { $who } takes Citizen no. { $number } ({ $total ->
        [one] { $total } personality
       *[other] { $total } personalities
    }).
antike-ev-navigators = { $who } takes Navigator no. { $number } ({ $total ->
        [one] { $total } personality
       *[other] { $total } personalities
    }).
antike-ev-win = { $who } has { $n ->
        [one] { $n } personality
       *[other] { $n } personalities
    } of { $target } and wins.
antike-ev-win-temple = { $who } destroys a temple after all personalities were taken and wins.

## errors
antike-err-arm-limit = At most { $n ->
        [one] { $n } new unit
       *[other] { $n } new units
    } in that province this turn.
antike-err-bad-advance = There is no such advance.
antike-err-bad-space = There is no such rondel space.
antike-err-bad-start-city = That is not one of your free start cities.
antike-err-cannot-afford = You cannot pay { $n } { $res }.
antike-err-cannot-found = You need a legion or galley in a province without a city.
antike-err-city-cost = A city costs 1 marble, 1 iron and 1 gold (coins may replace them).
antike-err-coin-left = The bank still has coins: take a coin.
antike-err-conquest-strength = The conquest needs exactly { $n } of your units there with a maneuver left.
antike-err-game-over = The game is over.
antike-err-has-temple = That city already has a temple.
antike-err-give-up = Give up one of the cities you held before conquering { $city }.
antike-err-last-city = A nation's only city cannot be conquered.
antike-err-needs-basic = { $advance } needs { $basic } first.
antike-err-no-city-left = You have no city stone left.
antike-err-no-coin = The bank has no coin left.
antike-err-no-combat = There is nobody to fight there.
antike-err-no-enemy-city = There is no enemy city there.
antike-err-no-temple-left = All 20 temples are on the board.
antike-err-no-trade = Only a nation with all eight advances may trade with the bank.
antike-err-no-unit-left = You have no unit of that kind left.
antike-err-no-unit-to-move = You have no such unit there with a maneuver left.
antike-err-no-legion-here = Legions cannot be placed in a province with only sea borders.
antike-err-no-galley-here = Galleys cannot be placed in a province with only land borders.
antike-err-legion-cannot-cross = Legions cross only red borders.
antike-err-galley-cannot-cross = Galleys cross only blue borders.
antike-err-not-your-city = That is not your city.
antike-err-not-your-turn = It is not your turn.
antike-err-owned = You already have { $advance }.
antike-err-rondel-pay = That move costs { $cost ->
    [0] nothing
   *[other] { $cost } resources
}.
antike-err-wrong-step = That is not possible now.
antike-step-pay = paying for the rondel move
antike-prompt-pay = pay for the { $nation }' rondel move
antike-pn-title-pay = { $who }: pay for the move
antike-pn-pay-one = Pay { $what }
antike-pn-to-pay = Still to pay: { $n ->
    [one] 1 resource or coin
   *[other] { $n } resources or coins
}.
antike-ev-pay = { $who } pays { $what }.

## cities (names as printed on the board; the same in every language)
antike-city-adane = Adane
antike-city-adulis = Adulis
antike-city-alexandria = Alexandria
antike-city-ammonion = Ammonion
antike-city-ancyra = Ancyra
antike-city-antiochia = Antiochia
antike-city-aquileia = Aquileia
antike-city-artaxata = Artaxata
antike-city-asturica = Asturica
antike-city-athen = Athens
antike-city-athenae = Athenae
antike-city-attalia = Attalia
antike-city-babylon = Babylon
antike-city-berenice = Berenice
antike-city-burdigala = Burdigala
antike-city-bycantium = Byzantium
antike-city-byzantium = Byzantium
antike-city-caesarea = Caesarea
antike-city-caralis = Caralis
antike-city-carthago = Carthago
antike-city-carthago_nova = Carthago Nova
antike-city-castra_regina = Castra Regina
antike-city-charax = Charax
antike-city-cirta = Cirta
antike-city-colonia_agrippina = Colonia Agrippina
antike-city-corinthus = Corinthus
antike-city-corniclanum = Corniclanum
antike-city-cyrene = Cyrene
antike-city-dioscoridis = Dioscoridis
antike-city-dyrrachium = Dyrrachium
antike-city-dyrrhachion = Dyrrhachion
antike-city-eburacum = Eburacum
antike-city-edessa = Edessa
antike-city-ephesos = Ephesos
antike-city-ephesus = Ephesus
antike-city-flevum = Flevum
antike-city-gades = Gades
antike-city-gerrha = Gerrha
antike-city-gesoriacum = Gesoriacum
antike-city-gordion = Gordion
antike-city-gortyna = Gortyna
antike-city-harmotia = Harmotia
antike-city-knossos = Knossos
antike-city-leptis_magna = Leptis Magna
antike-city-londinium = Londinium
antike-city-lugdunum = Lugdunum
antike-city-lutetia = Lutetia
antike-city-marobudum = Marobudum
antike-city-massilia = Massilia
antike-city-mattium = Mattium
antike-city-mecca = Mecca
antike-city-mediolanum = Mediolanum
antike-city-melitene = Melitene
antike-city-memphis = Memphis
antike-city-meroe = Meroe
antike-city-messana = Messana
antike-city-mogontiacum = Mogontiacum
antike-city-moscha = Moscha
antike-city-napoca = Napoca
antike-city-neapolis = Neapolis
antike-city-ninive = Ninive
antike-city-olisipo = Olisipo
antike-city-ommana = Ommana
antike-city-opone = Opone
antike-city-palmyra = Palmyra
antike-city-paphos = Paphos
antike-city-pella = Pella
antike-city-persepolis = Persepolis
antike-city-petra = Petra
antike-city-phasis = Phasis
antike-city-punt = Punt
antike-city-rhagai = Rhagai
antike-city-roma = Roma
antike-city-saba = Saba
antike-city-salona = Salona
antike-city-sinope = Sinope
antike-city-sirmium = Sirmium
antike-city-sparta = Sparta
antike-city-susa = Susa
antike-city-syracusae = Syracusae
antike-city-taima = Taima
antike-city-tarentum = Tarentum
antike-city-tarraco = Tarraco
antike-city-tarsus = Tarsus
antike-city-theben = Thebes
antike-city-thessalonica = Thessalonica
antike-city-toletum = Toletum
antike-city-tomis = Tomis
antike-city-tyros = Tyros
antike-city-vindobona = Vindobona
antike-city-zadrakarta = Zadrakarta

## choosing the nations (option nations="choose", rulebook "Distribuzione delle Nazioni")
antike-nation-the-greeks = the Greeks
antike-nation-the-romans = the Romans
antike-nation-the-germanic_tribes = the Germanic tribes
antike-nation-the-phoenicians = the Phoenicians
antike-nation-the-carthaginians = the Carthaginians
antike-nation-the-persians = the Persians
antike-nation-the-arabs = the Arabs
antike-nation-the-egyptians = the Egyptians
antike-nation-the-babylonians = the Babylonians
antike-seat-label-none = nation still to choose
antike-step-nation = chooses a nation
antike-prompt-nation = choose { $n ->
    [one] your nation
   *[other] your two nations
}
antike-st-choosing = Choosing the nations: { $player } chooses { $n ->
    [one] a nation
   *[other] two nations
}; still free: { $free }.
antike-pn-title-nation = { $player }: choose your { $n ->
    [one] nation
   *[other] two nations
}
antike-pn-seat = { $player }
antike-pn-nations = { $nations }
antike-pn-nation-cities = Start cities: { $cities }
antike-pn-nation-cities-first = Start cities: { $cities }; starts the game
antike-pn-nation-first = Starts the game: { $nation }
antike-pn-nation-line = { $nation }: start cities { $cities }.
antike-ev-nation-chosen = { $player } chooses { $nations }.
antike-ev-nation-left = { $player } takes { $nations }, { $n ->
    [one] the last nation free
   *[other] the last two nations free
}.
antike-err-bad-nation = That nation is not free or not in this game.

## the board picture's line on the last turn (render/antike.py, last_text)
antike-last = Last: { $nation } — { $what }
antike-last-action = { $space }: { $what }
antike-last-nothing = nothing
antike-last-moves = { $n ->
    [one] 1 move
   *[other] { $n } moves
}
antike-last-armed-legion = { $n ->
    [one] +1 legion
   *[other] +{ $n } legions
}
antike-last-armed-galley = { $n ->
    [one] +1 galley
   *[other] +{ $n } galleys
}
antike-last-battles = { $n ->
    [one] battle at { $cities }
   *[other] battles at { $cities }
}
antike-last-conquered = conquered { $cities }
antike-last-temples = { $n ->
    [one] temple in { $cities }
   *[other] temples in { $cities }
}
antike-last-founded = { $n ->
    [one] new city { $cities }
   *[other] new cities { $cities }
}
antike-last-start = start city { $city }
antike-last-person-kings = { $n ->
    [one] +1 King
   *[other] +{ $n } Kings
}
antike-last-person-scholars = { $n ->
    [one] +1 Scholar
   *[other] +{ $n } Scholars
}
antike-last-person-generals = { $n ->
    [one] +1 General
   *[other] +{ $n } Generals
}
antike-last-person-citizens = { $n ->
    [one] +1 Citizen
   *[other] +{ $n } Citizens
}
antike-last-person-navigators = { $n ->
    [one] +1 Navigator
   *[other] +{ $n } Navigators
}

## The picture's footer (render/antike.py)
antike-board-left = Personalities left: { $list }
antike-board-bank = Bank
antike-board-temples = Temples left
# a rondel space's name where the picture may cut it in two lines, at its hyphen (a narrow space on the phone-size picture)
antike-space-split-iron = Iron
antike-space-split-temple = Temple
antike-space-split-gold = Gold
antike-space-split-maneuver_1 = Maneuver
antike-space-split-arming = Arming
antike-space-split-marble = Marble
antike-space-split-know_how = Know-how
antike-space-split-maneuver_2 = Maneuver
