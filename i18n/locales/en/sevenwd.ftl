# 7 Wonders Duel (engines/sevenwd): every text the engine produces.
# Seats are { $player } / { $opponent } literals "{p0}"/"{p1}", replaced by display names at the edge.

## Words
sevenwd-age = { $age ->
    [1] Age I
    [2] Age II
   *[other] Age III
}
sevenwd-draft = Wonder draft
sevenwd-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-res = { $res ->
    [wood] wood
    [clay] clay
    [stone] stone
    [glass] glass
   *[papyrus] papyrus
}
sevenwd-units = { $res ->
    [wood] { $n } wood
    [clay] { $n } clay
    [stone] { $n } stone
    [glass] { $n } glass
   *[papyrus] { $n } papyrus
}
sevenwd-bought = { $n ->
    [one] { $what } at { $price }
   *[other] { $what } at { $price } each
}
sevenwd-one-of-raw = one of wood, clay or stone
sevenwd-one-of-goods = one of glass or papyrus
sevenwd-price = { $res ->
    [wood] wood
    [clay] clay
    [stone] stone
    [glass] glass
   *[papyrus] papyrus
} { $n }
sevenwd-production = { $items }
sevenwd-production-none = nothing
sevenwd-cost = { $items }
sevenwd-cost-free = free
sevenwd-card-label = { $card } ({ $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
})
sevenwd-join-1 = { $a }
sevenwd-join-2 = { $a }; { $b }
sevenwd-join-3 = { $a }; { $b }; { $c }
sevenwd-join-4 = { $a }; { $b }; { $c }; { $d }
sevenwd-join-5 = { $a }; { $b }; { $c }; { $d }; { $e }

## Effects of the cards
sevenwd-fx-produces = Produces { $what }
sevenwd-fx-produces-one-of = Produces { $what } each turn
sevenwd-fx-fixed-price = Buy { $what } at 1 coin
sevenwd-fx-shields = { $n ->
    [one] 1 shield
   *[other] { $n } shields
}
sevenwd-fx-science = Science symbol: { $symbol ->
    [globe] globe
    [sundial] sundial
    [wheel] wheel
    [mortar] mortar and pestle
    [plumb_line] plumb line
    [quill] quill
   *[law] scales (Law)
}
sevenwd-fx-coins = Take { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-fx-coins-per-card = Take { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} per { $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
} card of yours
sevenwd-fx-coins-per-wonder = Take { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} per Wonder of yours
sevenwd-fx-guild = { $what ->
    [constructed_wonders] { $vp } VP per Wonder in the city with most Wonders
    [sets_of_3_coins] { $vp } VP per 3 coins of the richest city
    [brown-grey] { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } + { $vp } VP per brown and grey card of the city with most
    [yellow] { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } + { $vp } VP per yellow card of the city with most
    [blue] { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } + { $vp } VP per blue card of the city with most
    [green] { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } + { $vp } VP per green card of the city with most
   *[red] { $coins ->
        [one] { $coins } coin
       *[other] { $coins } coins
    } + { $vp } VP per red card of the city with most
}
sevenwd-fx-vp = { $n } VP
sevenwd-fx-chain = chain symbol: { $symbol ->
    [horseshoe] horseshoe
    [sword] sword
    [tower] tower
    [book] book
    [gear] gear
    [amphora] amphora
    [mask] mask
    [moon] moon
    [drop] drop
    [barrel] barrel
    [target] target
    [helmet] helmet
    [lyre] lyre
    [lamp] lamp
    [column] column
    [sun] sun
   *[greek_building] temple front
}
sevenwd-fx-none = no effect

## Effects of the Wonders (rulebook p. 16)
sevenwd-wonder-effect-the_appian_way = Take 3 coins; the opponent loses 3 coins; play again. 3 VP.
sevenwd-wonder-effect-circus_maximus = Discard a grey card of the opponent's. 1 shield. 3 VP.
sevenwd-wonder-effect-the_colossus = 2 shields. 3 VP.
sevenwd-wonder-effect-the_great_library = Draw 3 progress tokens from the box, keep 1. 4 VP.
sevenwd-wonder-effect-the_great_lighthouse = Produces one of wood, clay or stone each turn. 4 VP.
sevenwd-wonder-effect-the_hanging_gardens = Take 6 coins; play again. 3 VP.
sevenwd-wonder-effect-the_mausoleum = Build a card of the discard pile for free. 2 VP.
sevenwd-wonder-effect-piraeus = Produces one of glass or papyrus each turn; play again. 2 VP.
sevenwd-wonder-effect-the_pyramids = 9 VP.
sevenwd-wonder-effect-the_sphinx = Play again. 6 VP.
sevenwd-wonder-effect-the_statue_of_zeus = Discard a brown card of the opponent's. 1 shield. 3 VP.
sevenwd-wonder-effect-the_temple_of_artemis = Take 12 coins; play again.

## Effects of the progress tokens (rulebook p. 13)
sevenwd-token-effect-agriculture = Take 6 coins. 4 VP.
sevenwd-token-effect-architecture = Your next Wonders cost 2 fewer resources.
sevenwd-token-effect-economy = You take the coins your opponent spends on trading.
sevenwd-token-effect-law = A science symbol (scales).
sevenwd-token-effect-masonry = Your next blue cards cost 2 fewer resources.
sevenwd-token-effect-mathematics = 3 VP per progress token you own (this one included).
sevenwd-token-effect-philosophy = 7 VP.
sevenwd-token-effect-strategy = Your next red cards give 1 extra shield.
sevenwd-token-effect-theology = Your next Wonders let you play again.
sevenwd-token-effect-urbanism = Take 6 coins; take 4 coins each time you build through a chain.

## Prompts (what the player must do: completes "you must ...")
sevenwd-prompt-draft-wonder = take a Wonder from the draft
sevenwd-prompt-play-card = take a card from the layout
sevenwd-prompt-choose-progress-token = choose a progress token
sevenwd-prompt-destroy-card = choose a card of the opponent's to destroy
sevenwd-prompt-build-from-discard = choose a card of the discard pile to build for free
sevenwd-prompt-choose-library-token = choose one of the 3 progress tokens drawn
sevenwd-prompt-choose-first-player = choose who starts the next Age
sevenwd-prompt-game-over = the game is over
sevenwd-pending-progress = choose a progress token (a pair of science symbols)
sevenwd-pending-destroy = choose a { $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
} card of the opponent's to put in the discard pile
sevenwd-pending-mausoleum = choose a card of the discard pile to build for free (the Mausoleum)
sevenwd-pending-library = choose one of 3 progress tokens drawn from the box (the Great Library)
sevenwd-pending-first-player = choose who starts the next Age

## Events
sevenwd-ev-age = { $age } begins; face-up cards: { $cards }.
sevenwd-ev-reveal = { $n ->
    [one] Card revealed
   *[other] Cards revealed
}: { $cards }.
sevenwd-ev-pawn = The conflict pawn moves { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward { $opponent }'s capital.
sevenwd-ev-pawn-loot = The conflict pawn moves { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward { $opponent }'s capital; { $opponent } loses { $loot } { $tokens ->
    [one] (military token)
   *[other] (military tokens)
}.
sevenwd-ev-pawn-loot-none = The conflict pawn moves { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward { $opponent }'s capital; { $opponent } has no coins to lose to the { $tokens ->
    [one] military token
   *[other] military tokens
}.
sevenwd-ev-coins-per = { $player } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} with { $card } ({ $each } × { $count }).
sevenwd-ev-coins-card = { $player } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} with { $card }.
sevenwd-ev-coins-from = { $player } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} ({ $source }).
sevenwd-ev-loses = { $player } loses { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} ({ $source }).
sevenwd-ev-wonder-removed = Seven Wonders are built: { $wonder } goes back to the box.
sevenwd-ev-nothing-to-destroy = { $opponent } has no { $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
} card: { $wonder } destroys nothing.
sevenwd-ev-mausoleum-empty = The discard pile is empty: the Mausoleum has no effect.
sevenwd-ev-library-draw = You draw { $tokens } from the box (the Great Library).
sevenwd-ev-play-again = { $player } plays again.
sevenwd-ev-play-again-lost = The Age is over: { $player } loses the extra turn.
sevenwd-ev-last-starts = { $player } played the last card and starts { $age }.
sevenwd-ev-choose-self = { $player } chooses to start { $age }.
sevenwd-ev-choose-opponent = { $player } chooses { $opponent } to start { $age }.
sevenwd-ev-draft = { $player } takes { $wonder }.
sevenwd-ev-draft-last = { $player } takes { $wonder }, the last Wonder offered.
sevenwd-ev-draft-offer = Wonders offered: { $wonders }.
sevenwd-ev-build-free = { $player } builds { $card } for free.
sevenwd-ev-build-chain = { $player } builds { $card } for free through the chain of { $source }.
sevenwd-ev-build-coins = { $player } builds { $card } for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}.
sevenwd-ev-build-bought = { $player } builds { $card } for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}, buying { $bought }.
sevenwd-ev-build-mixed = { $player } builds { $card } for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}: { $card_coins } for the card + { $trade } buying { $bought }.
sevenwd-ev-discard = { $yellow ->
    [0] { $player } discards { $card } and takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}.
   *[other] { $player } discards { $card } and takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} (2 + { $yellow } for { $yellow ->
    [one] 1 yellow card
   *[other] { $yellow } yellow cards
}).
}
sevenwd-ev-wonder = { $player } builds { $wonder } with { $card }.
sevenwd-ev-wonder-paid = { $player } builds { $wonder } with { $card } for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}, buying { $bought }.
sevenwd-ev-token = { $player } takes the progress token { $token }.
sevenwd-ev-token-library = { $player } takes the progress token { $token } (the Great Library).
sevenwd-ev-destroy = { $player } puts { $opponent }'s { $card } in the discard pile.
sevenwd-ev-mausoleum = { $player } builds { $card } from the discard pile for free (the Mausoleum).

## The end of the game (rulebook pp. 11-12)
sevenwd-out-military = { $player } wins by military supremacy: the conflict pawn reaches { $opponent }'s capital.
sevenwd-out-science = { $player } wins by scientific supremacy: 6 different science symbols.
sevenwd-out-civilian = { $player } wins a civilian victory, { $total } to { $other } victory points.
sevenwd-out-civilian-blue = { $player } wins a civilian victory: { $total } to { $total } victory points; { $player } has more blue-card points ({ $blue } to { $other_blue }).
sevenwd-out-civilian-shared = Shared civilian victory: { $total } to { $total } victory points and { $blue } to { $blue ->
        [one] { $blue } blue-card point
       *[other] { $blue } blue-card points
    }.

## Illegal actions
sevenwd-err-afford-coins = { $card } costs { $cost ->
    [one] { $cost } coin
   *[other] { $cost } coins
}; you have { $coins }.
sevenwd-err-afford-none = You need { $need } for { $card }; you produce none of it, so it costs you { $total ->
    [one] { $total } coin
   *[other] { $total } coins
}; you have { $coins }.
sevenwd-err-afford = You need { $need } for { $card }; you produce { $produced }, so it costs you { $total ->
    [one] { $total } coin
   *[other] { $total } coins
}; you have { $coins }.
sevenwd-err-cannot-destroy = Choose a { $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
} card of your opponent's city.
sevenwd-err-covered = That card is covered by other cards.
sevenwd-err-game-over = The game is over.
sevenwd-err-no-seat = Choose player 1 or player 2.
sevenwd-err-no-slot = There is no slot { $slot } in the layout.
sevenwd-err-not-discarded = That card is not in the discard pile.
sevenwd-err-not-drawn = Choose one of the 3 progress tokens you drew.
sevenwd-err-not-offered = That Wonder is not in the draft offer.
sevenwd-err-not-on-board = That progress token is not on the board.
sevenwd-err-not-your-turn = It is not your turn to decide.
sevenwd-err-not-your-wonder = That Wonder is not one of yours.
sevenwd-err-slot-empty = That card has already been taken.
sevenwd-err-wonder-built = { $wonder } is already built.
sevenwd-err-wonder-removed = { $wonder } went back to the box: seven Wonders are built.
sevenwd-err-wrong-draft-wonder = You must take a Wonder from the draft first.
sevenwd-err-wrong-play-card = You must take a card from the layout now.
sevenwd-err-wrong-choose-progress-token = You must choose a progress token first.
sevenwd-err-wrong-destroy-card = You must choose the card to destroy first.
sevenwd-err-wrong-build-from-discard = You must choose a card from the discard pile first.
sevenwd-err-wrong-choose-library-token = You must choose one of the progress tokens you drew first.
sevenwd-err-wrong-choose-first-player = You must choose who starts the next Age first.

## Status and panel
sevenwd-status-over = **Game over**: { $result }
sevenwd-status-scores = { $player }: { $vp } VP · { $opponent }: { $other_vp } VP
sevenwd-status-turn = **{ $where }**: { $who } to { $what }.
sevenwd-status-city = { $player }: { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}, { $wonders ->
    [one] 1 Wonder
   *[other] { $wonders } Wonders
}, { $science ->
    [one] 1 science symbol
   *[other] { $science } science symbols
}, { $vp } VP so far
sevenwd-pawn-centre = Conflict pawn: in the centre.
sevenwd-pawn-toward = Conflict pawn: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward { $player }'s capital.
sevenwd-pawn-toward-you = Conflict pawn: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward your capital.
sevenwd-pawn-toward-opponent = Conflict pawn: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward your opponent's capital.
sevenwd-panel-you = **You**: { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} · production { $production } · { $shields ->
    [one] 1 shield
   *[other] { $shields } shields
} · science { $science }/6 · { $vp } VP
sevenwd-panel-prices = Trade prices: { $prices }
sevenwd-panel-opponent = **Opponent**: { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} · production { $production } · science { $science }/6 · { $vp } VP
sevenwd-panel-your-tokens = Your progress tokens: { $tokens }
sevenwd-panel-board-tokens = Progress tokens on the board: { $tokens }
sevenwd-panel-title-act = 7 Wonders Duel: you must { $what }
sevenwd-panel-title-over = 7 Wonders Duel: the game is over
sevenwd-panel-title-wait = 7 Wonders Duel: waiting for your opponent
sevenwd-opt-build-chain = Build: free (chain of { $source })
sevenwd-opt-build-free = Build: free
sevenwd-opt-build-coins = Build: { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-opt-discard = Discard for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-opt-wonder-free = Wonder { $wonder }: free
sevenwd-opt-wonder-paid = Wonder { $wonder }: { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-opt-i-start = I start { $age }
sevenwd-opt-opponent-starts = My opponent starts { $age }
sevenwd-slot-label = { $afford ->
    [0] { $card } ({ $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
}) · { $build }, too dear
   *[other] { $card } ({ $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
}) · { $build }
}
sevenwd-desc-buy = Buy { $bought } for { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
sevenwd-short-chain = free (chain)
sevenwd-short-free = free
sevenwd-opt-draft = { $wonder } (cost: { $cost })

## Glossary (/agora card)
sevenwd-kind-card = { $age } card, { $color ->
    [brown] brown
    [grey] grey
    [blue] blue
    [green] green
    [yellow] yellow
    [red] red
   *[purple] purple
}
sevenwd-kind-guild = Guild (Age III, purple card)
sevenwd-kind-wonder = Wonder
sevenwd-kind-token = Progress token
sevenwd-gl-cost = Cost: { $cost }.
sevenwd-gl-chain-from = Free if you own { $card } (chain symbol: { $symbol ->
    [horseshoe] horseshoe
    [sword] sword
    [tower] tower
    [book] book
    [gear] gear
    [amphora] amphora
    [mask] mask
    [moon] moon
    [drop] drop
    [barrel] barrel
    [target] target
    [helmet] helmet
    [lyre] lyre
    [lamp] lamp
    [column] column
    [sun] sun
   *[greek_building] temple front
}).
sevenwd-gl-effect = Effect: { $effect }

## Rules topics (/agora rules), from the Italian rulebook
sevenwd-rules-turn-title = Your turn
sevenwd-rules-turn =
    On your turn take one accessible card of the layout (a card no other card covers, even partly) and do one of three things with it:
    1. Build it: pay its cost and put it in your city.
    2. Discard it: take 2 coins, plus 1 coin for each yellow card in your city. The discard pile is open to both players.
    3. Build a Wonder with it: pay the cost of one of your Wonders and tuck the card under it.
    Then turn face up the cards that became accessible. Some Wonders let you play again right away.
sevenwd-rules-ages-title = The three Ages
sevenwd-rules-ages =
    The game has three Ages (I, II, III), each with its own deck: 20 cards laid out in the Age's pattern, some face up, some face down (3 cards of each deck stay in the box; Age III also gets 3 random guilds).
    An Age ends when all 20 cards are taken. The player on whose side the conflict pawn stands (the weaker army) chooses who starts the next Age; with the pawn in the centre, whoever played the last card starts.
    An extra turn won on the last card of an Age is lost.
sevenwd-rules-victory-title = How to win
sevenwd-rules-victory =
    Military supremacy: if the conflict pawn reaches your opponent's capital, you win at once. Each shield moves the pawn 1 space toward the opponent's capital; entering a zone with a military token makes the opponent lose 2 or 5 coins.
    Scientific supremacy: if you gather 6 different science symbols, you win at once.
    Civilian victory: otherwise, at the end of Age III the player with the most victory points wins: military points (0, 2, 5 or 10 by the pawn's position), buildings (blue, green, yellow, purple), Wonders, progress tokens, and 1 point per full 3 coins.
    Tie: the player with more points from blue cards wins; if that is tied too, the victory is shared.
sevenwd-rules-costs-title = Costs and trading
sevenwd-rules-costs =
    A card may be free, cost coins, resources, or both; Wonders cost resources only. Resources are not spent: your brown, grey and some yellow cards produce them every turn.
    A resource you lack can always be bought from the bank: each unit costs 2 coins + 1 per unit of it that your opponent's brown and grey cards produce. Yellow cards and Wonders that produce "one of" do not count for the opponent's price. Some yellow cards fix the price of a resource at 1 coin.
    Chains: a card showing a chain symbol lets you build, in a later Age, the card with the same symbol in its cost for free.
sevenwd-rules-wonders-title = Wonders
sevenwd-rules-wonders =
    Before Age I each player drafts 4 of 12 Wonders: 4 are shown, the first player takes 1, the other 2, the first the last; then 4 more, the second player choosing first.
    To build a Wonder, take any accessible card, pay the Wonder's cost (not the card's) and tuck the card under it; its effect applies at once.
    Only 7 Wonders can be built in a game: when the 7th is built, the last unbuilt Wonder goes back to the box.
sevenwd-rules-progress-title = Progress tokens and science
sevenwd-rules-progress =
    There are 7 different science symbols, on the green cards and on the Law token. Each time you gather a pair of identical symbols, take one of the progress tokens on the board; it stays in your city for the whole game.
    5 tokens are on the board, the other 5 in the box (the Great Library draws 3 of those).
    Tokens: Agriculture, Architecture, Economy, Law, Masonry, Mathematics, Philosophy, Strategy, Theology, Urbanism (see /agora card for each).

## The board picture (render/sevenwd.py)
sevenwd-board-vp = { $n } VP
sevenwd-board-vp-short = VP
sevenwd-board-free = free
sevenwd-board-guild-back = GUILD
sevenwd-board-no-tokens = No progress token left on the board
sevenwd-board-built = built
sevenwd-board-in-box = in the box
sevenwd-board-draft = DRAFT
sevenwd-board-over = GAME OVER
sevenwd-board-plays-again = (plays again)
sevenwd-board-draft-round = Wonder draft, round { $n }
sevenwd-board-picks = picks: { $order }
sevenwd-board-final-scores = Final scores
sevenwd-board-score-military = Military
sevenwd-board-score-blue = Civilian (blue)
sevenwd-board-score-green = Scientific (green)
sevenwd-board-score-yellow = Commercial (yellow)
sevenwd-board-score-purple = Guilds (purple)
sevenwd-board-score-wonders = Wonders
sevenwd-board-score-progress = Progress tokens
sevenwd-board-score-coins = Coins (1 per 3)
sevenwd-board-score-total = Total
sevenwd-board-discard-pile = Discard pile ({ $n })
sevenwd-board-discard-short = discard
sevenwd-board-legend = Legend
sevenwd-board-legend-coins = coins
sevenwd-board-legend-shield = shields: move the conflict pawn
sevenwd-board-legend-vp = victory points
sevenwd-board-legend-choice = one of these, each turn
sevenwd-board-legend-fixed = bought at 1 coin
sevenwd-board-legend-per = coins per card of that colour
sevenwd-board-legend-guild = guild: per card of the city with most
sevenwd-board-legend-token = progress token
sevenwd-board-legend-discard = discard pile (cards)
sevenwd-board-legend-science-title = Science:
sevenwd-board-legend-science = { $symbol ->
    [globe] globe
    [sundial] sundial
    [wheel] wheel
    [mortar] mortar and pestle
    [plumb_line] plumb line
    [quill] quill
   *[law] scales (Law)
}
sevenwd-board-legend-chain-title = Chains:
sevenwd-board-legend-chain = { $symbol ->
    [horseshoe] horseshoe
    [sword] sword
    [tower] tower
    [book] book
    [gear] gear
    [amphora] amphora
    [mask] mask
    [moon] moon
    [drop] drop
    [barrel] barrel
    [target] target
    [helmet] helmet
    [lyre] lyre
    [lamp] lamp
    [column] column
    [sun] sun
   *[greek_building] temple front
}
sevenwd-board-legend-needs = dark chain: free if you own it

## Proper names (engines/sevenwd/cards.yaml; Italian: the rulebook's card index, pp. 16-19)
sevenwd-card-lumber_yard = Lumber Yard
sevenwd-card-logging_camp = Logging Camp
sevenwd-card-clay_pool = Clay Pool
sevenwd-card-clay_pit = Clay Pit
sevenwd-card-quarry = Quarry
sevenwd-card-stone_pit = Stone Pit
sevenwd-card-glassworks = Glassworks
sevenwd-card-press = Press
sevenwd-card-guard_tower = Guard Tower
sevenwd-card-stable = Stable
sevenwd-card-garrison = Garrison
sevenwd-card-palisade = Palisade
sevenwd-card-workshop = Workshop
sevenwd-card-apothecary = Apothecary
sevenwd-card-scriptorium = Scriptorium
sevenwd-card-pharmacist = Pharmacist
sevenwd-card-stone_reserve = Stone Reserve
sevenwd-card-clay_reserve = Clay Reserve
sevenwd-card-wood_reserve = Wood Reserve
sevenwd-card-tavern = Tavern
sevenwd-card-theater = Theater
sevenwd-card-altar = Altar
sevenwd-card-baths = Baths
sevenwd-card-sawmill = Sawmill
sevenwd-card-brickyard = Brickyard
sevenwd-card-shelf_quarry = Shelf Quarry
sevenwd-card-glassblower = Glassblower
sevenwd-card-drying_room = Drying Room
sevenwd-card-walls = Walls
sevenwd-card-horse_breeders = Horse Breeders
sevenwd-card-barracks = Barracks
sevenwd-card-archery_range = Archery Range
sevenwd-card-parade_ground = Parade Ground
sevenwd-card-library = Library
sevenwd-card-dispensary = Dispensary
sevenwd-card-school = School
sevenwd-card-laboratory = Laboratory
sevenwd-card-forum = Forum
sevenwd-card-caravansery = Caravansery
sevenwd-card-customs_house = Customs House
sevenwd-card-brewery = Brewery
sevenwd-card-courthouse = Courthouse
sevenwd-card-statue = Statue
sevenwd-card-temple = Temple
sevenwd-card-aqueduct = Aqueduct
sevenwd-card-rostrum = Rostrum
sevenwd-card-arsenal = Arsenal
sevenwd-card-pretorium = Pretorium
sevenwd-card-fortifications = Fortifications
sevenwd-card-siege_workshop = Siege Workshop
sevenwd-card-circus = Circus
sevenwd-card-academy = Academy
sevenwd-card-study = Study
sevenwd-card-university = University
sevenwd-card-observatory = Observatory
sevenwd-card-chamber_of_commerce = Chamber of Commerce
sevenwd-card-port = Port
sevenwd-card-armory = Armory
sevenwd-card-lighthouse = Lighthouse
sevenwd-card-arena = Arena
sevenwd-card-palace = Palace
sevenwd-card-town_hall = Town Hall
sevenwd-card-obelisk = Obelisk
sevenwd-card-gardens = Gardens
sevenwd-card-pantheon = Pantheon
sevenwd-card-senate = Senate
sevenwd-card-merchants_guild = Merchants Guild
sevenwd-card-shipowners_guild = Shipowners Guild
sevenwd-card-builders_guild = Builders Guild
sevenwd-card-magistrates_guild = Magistrates Guild
sevenwd-card-scientists_guild = Scientists Guild
sevenwd-card-moneylenders_guild = Moneylenders Guild
sevenwd-card-tacticians_guild = Tacticians Guild
sevenwd-wonder-the_appian_way = The Appian Way
sevenwd-wonder-circus_maximus = Circus Maximus
sevenwd-wonder-the_colossus = The Colossus
sevenwd-wonder-the_great_library = The Great Library
sevenwd-wonder-the_great_lighthouse = The Great Lighthouse
sevenwd-wonder-the_hanging_gardens = The Hanging Gardens
sevenwd-wonder-the_mausoleum = The Mausoleum
sevenwd-wonder-piraeus = Piraeus
sevenwd-wonder-the_pyramids = The Pyramids
sevenwd-wonder-the_sphinx = The Sphinx
sevenwd-wonder-the_statue_of_zeus = The Statue of Zeus
sevenwd-wonder-the_temple_of_artemis = The Temple of Artemis
sevenwd-token-agriculture = Agriculture
sevenwd-token-architecture = Architecture
sevenwd-token-economy = Economy
sevenwd-token-law = Law
sevenwd-token-masonry = Masonry
sevenwd-token-mathematics = Mathematics
sevenwd-token-philosophy = Philosophy
sevenwd-token-strategy = Strategy
sevenwd-token-theology = Theology
sevenwd-token-urbanism = Urbanism

## the latest turn on the board
sevenwd-board-last = Last turn, { $player }: { $what }
sevenwd-board-last-build = built { $card }
sevenwd-board-last-discard = discarded { $card }
sevenwd-board-last-destroy = put { $card } in the discard pile
sevenwd-board-last-mausoleum = built { $card } from the discard pile
sevenwd-board-last-wonder = built { $wonder } with { $card }
sevenwd-board-last-draft = took { $wonder }
sevenwd-board-last-token = took { $token }
sevenwd-board-last-first = chose { $player } to start the Age
sevenwd-board-last-pawn = the conflict pawn { $n ->
    [one] 1 space
   *[other] { $n } spaces
} toward { $player }
sevenwd-board-legend-takeable = can be taken now
sevenwd-board-legend-last = the latest turn
