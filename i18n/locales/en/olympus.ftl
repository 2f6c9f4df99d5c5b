# Olympus (engines/olympus): names (official English), events, prompts, panel labels, errors.
olympus-territory-illyria = Illyria
olympus-territory-macedonia = Macedonia
olympus-territory-thrace = Thrace
olympus-territory-chalcidice = Chalcidice
olympus-territory-epirus = Epirus
olympus-territory-thessaly = Thessaly
olympus-territory-olympos = Olympus
olympus-territory-acarnania = Acarnania
olympus-territory-phocis = Phocis (Delphi)
olympus-territory-boeotia = Boeotia
olympus-territory-attica = Attica
olympus-territory-euboea = Euboea
olympus-territory-achaea = Achaea
olympus-territory-corinthia = Corinthia
olympus-territory-elis = Elis (Olympia)
olympus-territory-arcadia = Arcadia
olympus-territory-argolis = Argolis
olympus-territory-laconia = Laconia
olympus-territory-troas = Troas
olympus-territory-lydia = Lydia
olympus-territory-ionia = Ionia
olympus-territory-caria = Caria
olympus-territory-lesbos = Lesbos
olympus-territory-samos = Samos
olympus-territory-cyclades = Cyclades
olympus-territory-crete = Crete
olympus-territory-rhodes = Rhodes
olympus-territory-atl_gadeirus = Gadeirus (Atlantis)
olympus-territory-atl_ampheres = Ampheres (Atlantis)
olympus-territory-atl_poseidonis = Poseidonis (Atlantis)
olympus-territory-atl_azaes = Azaes (Atlantis)
olympus-territory-atl_mneseus = Mneseus (Atlantis)
olympus-resource-grain = Grain
olympus-resource-stone = Stone
olympus-resource-wood = Wood
olympus-resource-gold = Gold
olympus-discovery-hoplite = Hoplite
olympus-power-hoplite = +1 Sword.
olympus-discovery-religion = Religion
olympus-power-religion = +1 Zeus symbol.
olympus-discovery-astronomy = Astronomy
olympus-power-astronomy = Entering a sea space costs 1 less (adds up with Map-making).
olympus-discovery-medicine = Medicine
olympus-power-medicine = A new settler costs 1 instead of 2.
olympus-discovery-oracle = Oracle
olympus-power-oracle = Draw 3 Destiny cards, keep 1, discard the others face up.
olympus-discovery-metallurgy = Metallurgy
olympus-power-metallurgy = +1 Sword.
olympus-discovery-polytheism = Polytheism
olympus-power-polytheism = +1 Zeus symbol.
olympus-discovery-agriculture = Agriculture
olympus-power-agriculture = Discoveries that ask for the tile's resource cost 2 less.
olympus-discovery-money = Money
olympus-power-money = Discoveries that ask for the tile's resource cost 2 less.
olympus-discovery-cavalry = Cavalry
olympus-power-cavalry = 2 hourglasses; a run of land moves costs 1 in all.
olympus-discovery-phalanx = Phalanx
olympus-power-phalanx = +1 Sword and a Destiny card.
olympus-discovery-hellenism = Hellenism
olympus-power-hellenism = +1 Zeus symbol and a Destiny card.
olympus-discovery-map_making = Map-making
olympus-power-map_making = Entering a sea space costs 1 less (adds up with Astronomy).
olympus-discovery-commerce = Commerce
olympus-power-commerce = 2 resource cubes of your choice, now.
olympus-discovery-surgery = Surgery
olympus-power-surgery = 2 settlers from the general stock to your own.
olympus-discovery-strategy = Strategy
olympus-power-strategy = +2 Swords.
olympus-discovery-art = Art
olympus-power-art = +2 Zeus symbols.
olympus-discovery-democracy = Democracy
olympus-power-democracy = You win every tie (Olympus and Destiny cards, Swords).
olympus-discovery-architecture = Architecture
olympus-power-architecture = +1 Star; wonders cost 2 less.
olympus-discovery-poetry = Poetry
olympus-power-poetry = 3 prestige at the end, besides the 2 of every discovery.
olympus-discovery-philosophy = Philosophy
olympus-power-philosophy = 5 prestige at the end, besides the 2 of every discovery.
olympus-discovery-science = Science
olympus-power-science = At the end, 1 prestige per discovery of yours.
olympus-discovery-city = City
olympus-power-city = At the end, 1 prestige per settler of yours on the map.
olympus-discovery-absolutism = Absolutism
olympus-power-absolutism = At the end, 2 prestige per Sword on your discoveries.
olympus-discovery-engineering = Engineering
olympus-power-engineering = +1 Star; at the end, 3 prestige per Star token.
olympus-wonder-lion_gate = Lion Gate
olympus-wonder-colossus = Colossus
olympus-wonder-stadium = Stadium
olympus-wonder-statue_of_zeus = Statue of Zeus
olympus-wonder-parthenon = Parthenon
olympus-god-zeus = Zeus
olympus-god-hecate = Hecate
olympus-god-artemis = Artemis
olympus-god-athena = Athena
olympus-god-ares = Ares
olympus-god-hades = Hades
olympus-god-keres = Keres
olympus-god-siren = Siren
olympus-god-nemesis = Nemesis
olympus-god-erinyes = Erinyes
olympus-destiny-star = Star
olympus-destiny-resource_grain = Grain cube
olympus-destiny-resource_stone = Stone cube
olympus-destiny-resource_wood = Wood cube
olympus-destiny-resource_gold = Gold cube
olympus-destiny-all_four_types = All four resources
olympus-destiny-wood_points = Prestige of wood
olympus-destiny-grain_hourglass = Hourglasses of grain
olympus-destiny-stone_majority = Majority of stone
olympus-destiny-zeus = Zeus' favour
olympus-colour-red = Red
olympus-colour-blue = Blue
olympus-colour-green = Green
olympus-colour-yellow = Yellow
olympus-colour-white = White
olympus-bonus-A = A settler for your stock
olympus-bonus-B = 2 hourglasses
olympus-bonus-C = A gold cube
olympus-bonus-D = 2 prestige
olympus-ev-bonus-A = { $player } takes the bonus: a settler for their stock.
olympus-ev-bonus-B = { $player } takes the bonus: 2 hourglasses.
olympus-ev-bonus-C = { $player } takes the bonus: a gold cube.
olympus-ev-bonus-D = { $player } takes the bonus: 2 prestige.
olympus-prompt-turn = play Destiny cards if you like, then expand or develop
olympus-prompt-final = final turn: take one last action that does not pass the Cross, or pass
olympus-prompt-over = the game is over
olympus-prompt-condemn =
    condemn { $n ->
    [one] one more territory
   *[other] { $n } more territories
}
olympus-prompt-barbarians =
    place { $n ->
    [one] the last barbarian tribe
   *[other] { $n } barbarian tribes
} on empty territories of different resources
olympus-prompt-bonus = choose your bonus
olympus-prompt-oracle = Oracle: keep one Destiny card
olympus-prompt-zeus_cards = an Olympus card is revealed: play Zeus' favour cards?
olympus-prompt-artemis = Artemis: choose a resource cube
olympus-prompt-commerce = Commerce: choose a resource cube
olympus-prompt-hades = Hades: take one of your settlers off the map
olympus-prompt-destiny_now = play the Destiny card you have just drawn now, or keep it
olympus-ev-olympus = Olympus card at space { $space }: { $card }.
olympus-zeus-of = { $player } { $n }
olympus-effect-nobody = { $god } touches nobody (Zeus symbols: { $zeus }).
olympus-effect-zeus = { $god }: { $players } { $n ->
        [one] gains
       *[other] gain
    } 3 prestige (Zeus symbols: { $zeus }).
olympus-effect-hecate = { $god }: { $players } { $n ->
        [one] takes a settler into their stock
       *[other] each take a settler into their stock
    } (Zeus symbols: { $zeus }).
olympus-effect-artemis = { $god }: { $players } { $n ->
        [one] chooses a resource cube
       *[other] each choose a resource cube
    } (Zeus symbols: { $zeus }).
olympus-effect-athena = { $god }: { $players } { $n ->
        [one] gains a Star for one wonder
       *[other] each gain a Star for one wonder
    } (Zeus symbols: { $zeus }).
olympus-effect-ares = { $god }: { $players } { $n ->
        [one] gains
       *[other] each gain
    } 2 Swords until the next Olympus card (Zeus symbols: { $zeus }).
olympus-effect-hades = { $god }: { $players } { $n ->
        [one] loses a settler
       *[other] each lose a settler
    } from the map (Zeus symbols: { $zeus }).
olympus-effect-keres = { $god }: { $players } will { $n ->
        [one] lose
       *[other] each lose
    } 2 prestige at the end (Zeus symbols: { $zeus }).
olympus-effect-siren = { $god }: { $players } { $n ->
        [one] may not
       *[other] may not
    } enter the sea until the next Olympus card (Zeus symbols: { $zeus }).
olympus-effect-nemesis = { $god }: { $players } { $n ->
        [one] discards
       *[other] discard
    } all their Destiny cards (Zeus symbols: { $zeus }).
olympus-effect-erinyes = { $god }: the next action of { $players } costs 2 more (Zeus symbols: { $zeus }).
olympus-ev-oracle = { $player } consults the Oracle ({ $n ->
        [one] { $n } Destiny card
       *[other] { $n } Destiny cards
    }).
olympus-ev-oracle-kept = { $player } keeps one card and discards { $discarded }.
olympus-n-destiny = { $n ->
        [one] a { $card } card
        [2] two { $card } cards
       *[other] { $n } { $card } cards
    }
olympus-ev-no-destiny = No Destiny card is left for { $player }.
olympus-ev-draw = { $player } draws a Destiny card.
olympus-ev-draw-private = Your new Destiny card: { $card }.
olympus-score-line =
    { $player }: { $total } = { $track } track + { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    } + { $territories ->
        [one] { $territories } territory
       *[other] { $territories } territories
    } + { $discoveries ->
        [one] { $discoveries } discovery
       *[other] { $discoveries } discoveries
    } + { $wonders ->
        [one] { $wonders } wonder
       *[other] { $wonders } wonders
    } + { $destiny ->
        [one] { $destiny } Destiny card
       *[other] { $destiny } Destiny cards
    }{ $science ->
        [0] {""}
       *[other] {" + "}{ $science } Science
    }{ $city ->
        [0] {""}
       *[other] {" + "}{ $city } City
    }{ $absolutism ->
        [0] {""}
       *[other] {" + "}{ $absolutism } Absolutism
    }{ $engineering ->
        [0] {""}
       *[other] {" + "}{ $engineering } Engineering
    }{ $keres ->
        [0] {""}
       *[other] {" "}{ $keres } Keres
    }.
olympus-outcome-win = { $player } wins with { $points } prestige.
olympus-outcome-shared = { $players } share the victory with { $points } prestige each.
olympus-outcome-tiebreak = { $player } wins the tie at { $points } prestige with more discoveries and wonders ({ $tiles }).
olympus-err-over = The game is over.
olympus-err-not-your-turn = It is not your turn.
olympus-err-choose-first = First: { $what }.
olympus-err-bad-choice = That is not one of the choices.
olympus-err-no-card = You do not hold that Destiny card, or it is not played this way.
olympus-err-no-effect = { $card } would give you nothing now.
olympus-err-cannot-pass = You may pass only { $on ->
        [1] on or past
       *[other] past
    } the last Zeus space, or with nothing else to do.
olympus-err-bad-move = Your settler cannot end its move in { $territory }.
olympus-err-no-discovery = That discovery is not available to you.
olympus-err-cannot-pay = You cannot pay for { $discovery } that way.
olympus-err-bad-tile = Choose one of the tiles left.
olympus-err-no-wonder = You do not have the Stars for { $wonder }.
olympus-err-too-many-stars = { $wonder } needs exactly { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } and you already have { $fixed }: a wonder is built with the exact number of Stars.
olympus-err-wrong-stars = { $wonder } needs exactly { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }: you have { $fixed }, add as many one-use Stars (Athena's, Star cards you hold) as are missing.
olympus-err-past-cross = That costs { $ap } and would take you past the Cross (space { $cross }).
olympus-err-wrong-action = That action is not possible now.
olympus-ev-condemn = { $player } condemns { $territory }.
olympus-ev-barbarians = { $player } places a barbarian tribe in { $territory }.
olympus-ev-cube = { $player } takes a { $resource } cube.
olympus-ev-hades = { $player } takes a settler off { $territory }.
olympus-ev-zeus-cards =
    { $player } plays { $n ->
    [one] a Zeus' favour card
   *[other] { $n } Zeus' favour cards
}.
olympus-ev-destiny = { $player } plays { $card } and gains { $what ->
        [prestige] { $n } prestige
        [cube] a { $resource } cube
        [hourglasses] { $n ->
            [one] 1 hourglass
           *[other] { $n } hourglasses
        }
       *[other] { $n }
    }.
olympus-ev-pass = { $player } passes at space { $pos }: their game is over.
olympus-ev-flee = { $player } flees { $origin } with a settler (fleeing is free) and moves it to { $territory } for { $ap ->
        [0] no action points
        [one] 1 action point
       *[other] { $ap } action points
    }.
olympus-ev-settle =
    { $player } { $new ->
        [1] brings a new settler to
       *[other] moves a settler to
    } { $territory } for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    }.
olympus-ev-tribe =
    { $player } defeats the tribe of { $territory } ({ $swords ->
        [one] { $swords } Sword
       *[other] { $swords } Swords
    } against 0) for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    } and takes its Star.
olympus-ev-barbarian-fight =
    { $player } beats the barbarians of { $territory } ({ $swords ->
        [one] { $swords } Sword
       *[other] { $swords } Swords
    } against 1) for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    }.
olympus-ev-attack =
    { $player } attacks { $defender } in { $territory } ({ $swords ->
        [one] { $swords } Sword
       *[other] { $swords } Swords
    } against { $their }) for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    }; { $defender } gets an hourglass.
olympus-ev-discover =
    { $player } discovers { $discovery } for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    }{ $spent ->
        [0] {""}
       *[other] {" "}(cubes spent: { $cubes })
    }.
olympus-n-resource = { $n } { $resource }
olympus-ev-wonder =
    { $player } builds { $wonder } ({ $pp } prestige) for { $ap ->
        [one] 1 action point
       *[other] { $ap } action points
    } with { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }{ $once ->
        [0] {""}
        [one] {" "}and 1 one-use Star
       *[other] {" "}and { $once } one-use Stars
    }.
olympus-ev-time =
    { $hourglasses ->
        [0] { $player } moves { $steps ->
        [one] { $steps } space
       *[other] { $steps } spaces
    }, to { $pos }.
       *[other] { $steps ->
            [0] { $player } pays { $hourglasses ->
                [one] 1 hourglass
               *[other] { $hourglasses } hourglasses
            } and stays at { $pos }.
           *[other] { $player } pays { $hourglasses ->
                [one] 1 hourglass
               *[other] { $hourglasses } hourglasses
            } and moves { $steps } spaces, to { $pos }.
        }
    }
olympus-ev-final = That was { $player }'s final action.
olympus-opt-to =
    { $territory } ({ $resource }){ $fight ->
    [1] , combat
   *[other] {""}
}: { $ap } AP
olympus-opt-pay = Pay with { $cubes } { $tile }
olympus-opt-no-cubes = your territories only
olympus-opt-wonder = Build { $wonder }: { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    }, { $pp } prestige, { $ap } AP{ $athena ->
        [0] { $cards ->
            [0] {""}
            [one] {", "}using 1 Star card
           *[other] {", "}using { $cards } Star cards
        }
       *[other] { $cards ->
            [0] {", "}using Athena's Star
            [one] {", "}using Athena's Star and 1 Star card
           *[other] {", "}using Athena's Star and { $cards } Star cards
        }
    }
olympus-opt-keep-card = Keep it
olympus-opt-destiny = Play { $card }
olympus-opt-pass = Pass (your game ends)
olympus-opt-discovery = { $discovery }: { $ap } AP
olympus-opt-develop = Develop: a discovery
olympus-opt-expand = Expand: move a settler
olympus-opt-new-north = New settler from the north
olympus-opt-new-at = New settler in { $territory }
olympus-opt-from = Settler in { $territory }
olympus-opt-zeus-cards =
    { $n ->
    [0] None
    [one] One card
   *[other] { $n } cards
}
olympus-panel-waiting = Olympus: waiting for another player
olympus-status-player = { $player }: space { $pos } · { $swords ->
        [one] { $swords } Sword
       *[other] { $swords } Swords
    } · { $zeus } Zeus · { $stars ->
        [one] { $stars } Star
       *[other] { $stars } Stars
    } · { $discoveries ->
        [one] { $discoveries } discovery
       *[other] { $discoveries } discoveries
    } · { $wonders ->
        [one] { $wonders } wonder
       *[other] { $wonders } wonders
    } · { $prestige } prestige · { $hourglasses ->
        [one] { $hourglasses } hourglass
       *[other] { $hourglasses } hourglasses
    } · { $reserve ->
        [one] { $reserve } settler in stock
       *[other] { $reserve } settlers in stock
    } · { $cards ->
        [one] { $cards } Destiny card
       *[other] { $cards } Destiny cards
    }
olympus-status-head = **Olympus** — { $n ->
        [one] { $who } to play
       *[other] { $who } to decide
    }: { $prompt }.
olympus-status-head-over = **Olympus** — the game is over.
olympus-status-hand = Your Destiny cards: { $cards }
olympus-status-turn = It is { $player }'s turn.
olympus-sea-ionian_north = Ionian Sea (north)
olympus-sea-ionian_south = Ionian Sea (south)
olympus-sea-corinthian_gulf = Gulf of Corinth
olympus-sea-saronic_gulf = Saronic Gulf
olympus-sea-north_aegean = North Aegean
olympus-sea-central_aegean = Central Aegean
olympus-sea-south_aegean = South Aegean
olympus-sea-cretan_sea = Sea of Crete
olympus-sea-libyan_sea_west = Libyan Sea (west)
olympus-sea-libyan_sea_east = Libyan Sea (east)
olympus-board-track = Time track
olympus-board-development = Development board
olympus-board-over = the game is over
olympus-board-turn = { $player } to play
olympus-board-prestige = { $n } prestige

olympus-board-player =
    { $swords ->
        [one] 1 Sword
       *[other] { $swords } Swords
    } · { $zeus } Zeus · { $stars ->
        [one] 1 Star
       *[other] { $stars } Stars
    } · { $hourglasses ->
        [one] 1 hourglass
       *[other] { $hourglasses } hourglasses
    } · { $reserve ->
        [one] 1 settler in stock
       *[other] { $reserve } settlers in stock
    } · { $cards ->
        [one] 1 Destiny card
       *[other] { $cards } Destiny cards
    }

olympus-board-score-title = Final scoring
olympus-board-score-track = Time track
olympus-board-score-tokens = Prestige tokens
olympus-board-score-territories = Territories
olympus-board-score-discoveries = Discoveries
olympus-board-score-science = Science
olympus-board-score-city = City
olympus-board-score-absolutism = Absolutism
olympus-board-score-engineering = Engineering
olympus-board-score-wonders = Wonders
olympus-board-score-destiny = Destiny cards
olympus-board-score-keres = Keres
olympus-board-score-total = Total
olympus-board-key = Key
olympus-key-control = border: who controls it
olympus-key-settlers = settlers, bottom to top
olympus-key-atlantis = Atlantis
olympus-key-tribe = tribe
olympus-key-star = Star to take
olympus-key-zeus = Zeus token
olympus-key-condemned = condemned
olympus-key-barbarians = barbarians
olympus-key-zeus-space = Zeus space (ZZ: 2 cards)
olympus-key-cross = the Cross
olympus-key-pile = tiles left in the pile
olympus-key-taken = bonus taken
olympus-key-unused = bonus not in play
olympus-key-tokens = Territory tokens + cubes
# the board picture: the latest turn's line, the time-track position, the key
olympus-last = Last: { $player } — { $what }
olympus-last-destiny = played { $cards }
olympus-last-settle = settler: { $origin } → { $to }
olympus-last-new = new settler: { $origin } → { $to }
olympus-last-north = north
olympus-last-tribe = tribe beaten, Star taken
olympus-last-barbarians = barbarians beaten
olympus-last-attack = control taken from { $defender }
olympus-last-discovery = discovery: { $discovery }
olympus-last-wonder = Wonder built: { $wonder }
olympus-last-passed = passed (their game is over)
olympus-board-time = time { $pos }
olympus-key-time = time marker (stacked: top plays first)
olympus-key-last = the latest turn (path, place taken)
olympus-key-tribe-star = tribe: Star to take
olympus-key-star-taken = Star (tribe defeated)
olympus-map-sea-north_aegean = North Aegean
olympus-map-sea-central_aegean = Central Aegean
olympus-map-sea-south_aegean = South Aegean
olympus-map-sea-ionian_north = Ionian Sea (north)
olympus-map-sea-ionian_south = Ionian Sea (south)
olympus-map-sea-corinthian_gulf = Gulf of Corinth
olympus-map-sea-saronic_gulf = Saronic Gulf
olympus-map-sea-cretan_sea = Sea of Crete
olympus-map-sea-libyan_sea_west = Libyan Sea (west)
olympus-map-sea-libyan_sea_east = Libyan Sea (east)
