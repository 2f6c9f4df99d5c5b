# Labels of the Mare Nostrum board picture (render/mare_nostrum.py).  Proper names (provinces,
# seas, civilizations, roles, heroes, Wonders, goods) come from mn_names.ftl.

## Header
mn-board-turn = Turn { $turn } · { $phase }
mn-board-phase-setup = Setup
mn-board-phase-commerce = Commerce phase
mn-board-phase-construction = Construction phase
mn-board-phase-military = Military phase
mn-board-phase-offering = Offering phase
mn-board-phase-over = Game over
mn-board-winner = { $names } { $n ->
    [one] wins
   *[other] win
}
mn-board-game-over = Game over
mn-board-awaiting = ▶ { $who }: { $what }

## Players and neutral civilizations
mn-board-seat-holder = { $civ } ({ $name })
mn-board-neutral-civ = { $civ } (neutral)
mn-board-neutral = neutral
mn-board-neutral-row = Neutral civilization: no player controls it; its pieces stay in place and defend when attacked

## Trade, battle and supply lines
mn-board-trade = Trade (Director of Commerce: { $director })
mn-board-trade-announced = { $n ->
    [one] { $n } card each
   *[other] { $n } cards each
}
mn-board-trade-sealed = sealed offers: { $seats }
mn-board-nobody-yet = nobody yet
mn-board-trade-taken = taken: { $list }
mn-board-trade-next = next to take: { $seat }
mn-board-battle = Battle · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } against { $defender } { $defender_dice } = { $defender_total } · losses: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-naval-battle = Naval battle · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } against { $defender } { $defender_dice } = { $defender_total } · losses: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-blockade-battle = Greek Blockade · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } against { $defender } { $defender_dice } = { $defender_total } · losses: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-battle-mars = { $holder } may still add 6 with Mars
# Mythology: Hamilcar's automatic dice (D33) before the dice rolled; every die automatic
mn-board-dice-fixed = [{ mn-hero-hamilcar }: { $fixed } · { $rolled }]
mn-board-dice-all-fixed = [{ mn-hero-hamilcar }: { $fixed }]
mn-board-supply = Common supply: { $list }
mn-board-supply-caravans = { $n ->
    [one] { $n } caravan
   *[other] { $n } caravans
}
mn-board-supply-cities = { $n ->
    [one] { $n } city
   *[other] { $n } cities
}
mn-board-supply-markets = { $n ->
    [one] { $n } market
   *[other] { $n } markets
}
mn-board-supply-temples = { $n ->
    [one] { $n } temple
   *[other] { $n } temples
}

## Close-up picture
mn-board-detail-battle = Last battle: { $place }
mn-board-detail-blockade = Greek Blockade: { $place }
mn-board-detail-war = At war: { $places }
mn-board-detail-influence = New influence markers this turn: { $places }

## Legend
mn-board-legend-city = city
mn-board-legend-caravan = caravan on a resource
mn-board-legend-site = resource without caravan
mn-board-legend-market = market
mn-board-legend-temple = temple
mn-board-legend-fortress = fortress
mn-board-legend-creature = mythological creature
mn-board-legend-hercules = Hercules' legion, acting as a creature
# a creature's mark on the map, Hercules' badge and the key where its initial is also a
# civilization's letter in the panel (either language) and would read as that civilization:
# the Behemoth's B (Babylon), the Centaur's C (Carthage), the Griffin's G (Greece)
mn-board-creature-letter-behemoth = Bh
mn-board-creature-letter-centaur = Ce
mn-board-creature-letter-griffin = Gr
mn-board-legend-legions = legions
mn-board-legend-neutral-legions = neutral legions
mn-board-legend-triremes = triremes
mn-board-legend-war = at war
mn-board-legend-battle = last battle
mn-board-legend-occupied = occupied
mn-board-legend-converting = converting
mn-board-legend-capital = capital
mn-board-legend-strait = strait
mn-board-legend-filler = land of no province
mn-board-legend-cards = cards in hand
mn-board-legend-victory = heroes + Wonders ({ $n } win)
mn-board-legend-roles-victory = role cards held ({ $n } at once win)
mn-board-legend-awaited = to play
mn-board-legend-done = already played this phase
mn-board-legend-goods = Resources:
# Mythology: a god held in the player row (face up: power ready; face down: used)
mn-board-god = ☀ { $god }
mn-board-god-used = ☀ { $god } (used)
mn-board-detail-more = { $n ->
    [one] (and 1 more elsewhere on the map)
   *[other] (and { $n } more elsewhere on the map)
}
