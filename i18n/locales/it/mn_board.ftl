# Scritte dell'immagine del tabellone di Mare Nostrum (render/mare_nostrum.py).  I nomi propri
# (province, mari, civiltà, cariche, eroi, Meraviglie, merci) sono in mn_names.ftl.

## Intestazione
mn-board-turn = Turno { $turn } · { $phase }
mn-board-phase-setup = Preparazione
mn-board-phase-commerce = Fase Commercio
mn-board-phase-construction = Fase Costruzione
mn-board-phase-military = Fase Militare
mn-board-phase-offering = Fase Offerta
mn-board-phase-over = Partita finita
mn-board-winner = { $n ->
    [one] Vince
   *[other] Vincono
} { $names }
mn-board-game-over = Partita finita
mn-board-awaiting = ▶ { $who }: { $what }

## Giocatori e civiltà neutrali
mn-board-seat-holder = { $civ } ({ $name })
mn-board-neutral-civ = { $civ } (neutrale)
mn-board-neutral = neutrale
mn-board-neutral-row = Civiltà neutrale: nessun giocatore la controlla; le sue pedine restano sul posto e si difendono se attaccate

## Commercio, battaglia e riserva
mn-board-trade = Commercio (Direttore del Commercio: { $director })
mn-board-trade-announced = { $n ->
    [one] { $n } carta a testa
   *[other] { $n } carte a testa
}
mn-board-trade-sealed = offerte coperte: { $seats }
mn-board-nobody-yet = ancora nessuno
mn-board-trade-taken = prese: { $list }
mn-board-trade-next = prende ora: { $seat }
mn-board-battle = Battaglia · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } contro { $defender } { $defender_dice } = { $defender_total } · perdite: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-naval-battle = Battaglia navale · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } contro { $defender } { $defender_dice } = { $defender_total } · perdite: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-blockade-battle = Blocco Greco · { $place }: { $attacker } { $attacker_dice } = { $attacker_total } contro { $defender } { $defender_dice } = { $defender_total } · perdite: { $attacker } { $attacker_losses }, { $defender } { $defender_losses }
mn-board-battle-mars = { $holder } può ancora aggiungere 6 con Marte
# Mythology: i dadi automatici di Amilcare (D33) prima dei dadi tirati; tutti i dadi automatici
mn-board-dice-fixed = [{ mn-hero-hamilcar }: { $fixed } · { $rolled }]
mn-board-dice-all-fixed = [{ mn-hero-hamilcar }: { $fixed }]
mn-board-supply = Riserva comune: { $list }
mn-board-supply-caravans = { $n ->
    [one] { $n } carovana
   *[other] { $n } carovane
}
mn-board-supply-cities = { $n ->
    [one] { $n } città
   *[other] { $n } città
}
mn-board-supply-markets = { $n ->
    [one] { $n } mercato
   *[other] { $n } mercati
}
mn-board-supply-temples = { $n ->
    [one] { $n } tempio
   *[other] { $n } templi
}

## Immagine ravvicinata
mn-board-detail-battle = Ultima battaglia: { $place }
mn-board-detail-blockade = Blocco Greco: { $place }
mn-board-detail-war = In Guerra: { $places }
mn-board-detail-influence = Nuovi Marcatori Influenza in questo turno: { $places }

## Legenda
mn-board-legend-city = città
mn-board-legend-caravan = carovana sulla risorsa
mn-board-legend-site = risorsa senza carovana
mn-board-legend-market = mercato
mn-board-legend-temple = tempio
mn-board-legend-fortress = fortezza
mn-board-legend-creature = creatura mitologica
mn-board-legend-hercules = legione di Ercole, agisce come unità mitologica
# il segno di una creatura sulla mappa, sul distintivo di Ercole e nella legenda dove la sua
# iniziale è anche la lettera di una civiltà nel pannello (in una delle due lingue): la B del
# Behemoth (Babilonia), la C del Centauro (Cartagine), la G del Grifone (Grecia)
mn-board-creature-letter-behemoth = Bh
mn-board-creature-letter-centaur = Ce
mn-board-creature-letter-griffin = Gr
mn-board-legend-legions = legioni
mn-board-legend-neutral-legions = legioni neutrali
mn-board-legend-triremes = triremi
mn-board-legend-war = In Guerra
mn-board-legend-battle = ultima battaglia
mn-board-legend-occupied = occupata
mn-board-legend-converting = conversione
mn-board-legend-capital = capitale
mn-board-legend-strait = stretto
mn-board-legend-filler = terra fuori dalle province
mn-board-legend-cards = carte in mano
mn-board-legend-victory = eroi + Meraviglie ({ $n } vincono)
mn-board-legend-roles-victory = carte ruolo controllate ({ $n } insieme vincono)
mn-board-legend-awaited = deve giocare
mn-board-legend-done = ha già giocato in questa fase
mn-board-legend-goods = Risorse:
# Mythology: un Dio nella riga del giocatore (a faccia in su: potere disponibile; in giù: usato)
mn-board-god = ☀ { $god }
mn-board-god-used = ☀ { $god } (usato)
mn-board-detail-more = { $n ->
    [one] (e un'altra altrove sulla mappa)
   *[other] (e altre { $n } altrove sulla mappa)
}
