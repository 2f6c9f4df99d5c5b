# Mare Nostrum: tutti i testi del motore (eventi, richieste, pannelli, errori, stato, esito,
# glossario, regole), con il lessico del regolamento italiano.  I nomi propri sono in
# mn_names.ftl.  { $side } è "{pN}" o una civiltà neutrale.

mn-title = Mare Nostrum
mn-none = nessuna
mn-nothing = niente
mn-side-neutral = { $civ } neutrale
mn-cards-n = { $card } ×{ $n }
mn-n-cards = { $n ->
    [one] 1 carta
   *[other] { $n } carte
}
mn-n-legions = { $n ->
    [one] 1 legione
   *[other] { $n } legioni
}
mn-n-fortresses = { $n ->
    [one] 1 fortezza
   *[other] { $n } fortezze
}
mn-n-triremes = { $n ->
    [one] 1 trireme
   *[other] { $n } triremi
}
mn-n-units = { $n ->
    [one] 1 unità
   *[other] { $n } unità
}

## Fasi
mn-phase-setup = disposizione avanzata
mn-phase-commerce = Fase Commercio
mn-phase-construction = Fase Costruzione
mn-phase-military = Fase Militare
mn-phase-over = partita finita

## Cose da costruire (con l'articolo), edifici di una provincia
mn-a-city = una città
mn-a-caravan = una carovana
mn-a-temple = un tempio
mn-a-market = un mercato
mn-a-legion = una legione
mn-a-trireme = una trireme
mn-a-fortress = una fortezza
mn-a-city-of = una città ({ $city })
mn-a-caravan-of = una carovana ({ $good })
mn-the-temple = il tempio
mn-the-market = il mercato
mn-the-city-of = la città di { $city }
mn-the-caravan-of = la carovana ({ $good })

## Richieste (chi deve decidere cosa)
mn-prompt-setup_build = costruisci l'impero iniziale (disposizione avanzata)
mn-prompt-role_heir = scegli chi eredita il ruolo conteso
mn-prompt-artemis = scegli il bene del Tempio di Artemide
mn-prompt-announce = annuncia quante carte scambiare
mn-prompt-offer = offri le carte per il commercio (a faccia in giù)
mn-prompt-take = prendi una carta offerta
mn-prompt-ulysses = decidi se usare Ulisse
mn-prompt-ulysses_take = prendi invece una delle carte di chi ha Ulisse
mn-prompt-compensate = dai una carta al giocatore a cui ne manca una
mn-prompt-choose_builder = scegli chi costruisce adesso
mn-prompt-build = costruisci
mn-prompt-where = scegli dove costruire
mn-prompt-pay = paga la costruzione
mn-prompt-keep_goods = scegli il bene da tenere con i Giardini Pensili
mn-prompt-choose_mover = scegli chi muove adesso
mn-prompt-move = muovi e combatti
mn-prompt-losses = scegli le unità da perdere
mn-prompt-helen = decidi se usare Elena di Troia
mn-prompt-conquest = saccheggia, occupa o converti
mn-prompt-over = la partita è finita

## Eventi
mn-ev-roles = Ruoli: { $roles }.
mn-role-holder = { $role } { $side }
mn-ev-setup-start = { $side } costruisce il suo impero iniziale con { $n ->
        [one] { $n } punto
       *[other] { $n } punti
    }.
mn-ev-setup-done = { $side } ha costruito il suo impero iniziale.
mn-ev-turn = Inizia il turno { $n }.
mn-ev-construction = Fase Costruzione.
mn-ev-military = Fase Militare.
mn-ev-turn-to-build = Tocca { AD($side) } costruire.
mn-ev-turn-to-move = Tocca { AD($side) } muovere e combattere.
mn-ev-becomes-role = { $side } diventa { $role } ({ $score } contro { $old } di { $holder }, che aveva il ruolo).
mn-ev-role-heir = { $side } assegna la carta { $role } { AD($heir) }.
mn-ev-income = { $n ->
    [0] { $side } non riceve introiti.
   *[other] { $side } riceve { $n } { $n ->
        [one] carta
       *[other] carte
    } di introito: { $tax } { $tax ->
        [one] Carta Tasse
       *[other] Carte Tasse
    } e { $goods } { $goods ->
        [one] Carta Beni
       *[other] Carte Beni
    }.
}
mn-ev-your-income = Il tuo introito: { $cards }.
mn-ev-artemis = { $side } prende un bene a sua scelta con il { mn-wonder-temple_of_artemis }.
mn-ev-announce = { $n ->
    [0] { $side } non annuncia nessuno scambio.
   *[other] { $side } annuncia uno scambio di { $n } { $n ->
        [one] carta
       *[other] carte
    }.
}
mn-ev-too-few = Meno di { $n } { $n ->
    [one] carta
   *[other] carte
}, fuori dal commercio: { $sides }.
mn-ev-no-trade = Nessun commercio in questo turno: meno di due giocatori possono offrire tante carte.
mn-ev-sealed = { $side } ha piazzato la sua offerta a faccia in giù ({ $done } di { $total ->
        [one] { $total } offerta pronta
       *[other] { $total } offerte pronte
    }).
mn-ev-offers-revealed = Offerte girate a faccia in su:
mn-side-cards = { $side }: { $cards }
mn-ev-takes = { $side } prende { $card } da { $giver }.
mn-ev-ulysses = { $side } usa { mn-hero-ulysses }: { $other } restituisce { $card } { AD($giver) } e deve prendere una delle carte di { $side }.
mn-ev-takes-back = { $n ->
    [one] { $side } riprende la carta non scambiata: { $cards }.
   *[other] { $side } riprende { $n } carte non scambiate: { $cards }.
}
mn-ev-trade-over = Il commercio è finito.
mn-ev-compensate = { $side } dà una carta { AD($other) }, a cui ne mancava una.
mn-ev-you-receive = Ricevi { $card } da { $side }.
mn-ev-discards = { $side } scarta { $n } { $n ->
    [one] carta inutilizzata
   *[other] carte inutilizzate
}.
mn-ev-discard-tax-keep-good = { $n ->
    [0] { $side } sceglie il bene da tenere ({ mn-wonder-hanging_gardens }).
   *[other] { $side } scarta { $n } { $n ->
        [one] Carta Tasse
       *[other] Carte Tasse
    } e sceglie il bene da tenere ({ mn-wonder-hanging_gardens }).
}
mn-ev-gardens = { $side } tiene un bene grazie ai { mn-wonder-hanging_gardens }.
mn-ev-cleopatra = { $side } scambia una carta con la banca ({ mn-hero-cleopatra }).
mn-ev-ends-construction = { $side } termina la costruzione.
mn-ev-acquires = { $side } acquisisce { IL($card) } ({ $n } dei 4 tra Eroi e Meraviglie che fanno vincere).
mn-ev-converted = { $side } completa la conversione { DI($province) } (prima era di { $old }).
mn-ev-influence = { $side } piazza un marcatore influenza { $place }.
mn-ev-builds = { $side } costruisce { $item } { $place }.
mn-ev-wins = { $side } vince la partita!
mn-ev-ends-military = { $side } termina il suo turno militare.
mn-ev-trireme = { $launch ->
    [1] { $side } vara una trireme { DA($origin) } { A($to) }.
   *[0] { $side } muove una trireme { DA($origin) } { A($to) }.
}
mn-ev-legions = { $side } muove { $n ->
    [one] 1 legione
   *[other] { $n } legioni
} { DA($origin) } { A($to) }.
mn-ev-battle = Battaglia { $place }:
mn-ev-naval-battle = Battaglia navale { $place }:
mn-battle-score = { $side } { $dice }{ $hero }{ $fortress } = { $total }
mn-term-hero = {" "}+ { $n } { $hero }
mn-term-fortress = {" "}+ { $n } { $count ->
    [one] fortezza
   *[other] fortezze
}
mn-battle-losses = { $by }: { $points } { $points ->
    [one] punto
   *[other] punti
}, quindi { $n ->
    [0] { $side } non perde { $unit ->
        [triremes] triremi
       *[units] unità
    }
   *[other] { $side } perde { $n } { $unit ->
        [triremes] { $n ->
            [one] trireme
           *[other] triremi
        }
       *[units] unità
    }
} (una per ogni 5 punti interi).
mn-ev-at-war = Dopo la battaglia { IL($province) } è «In Guerra».
mn-ev-loses = { $side } perde { $units } { $place }.
mn-ev-helen = { $side } usa { mn-hero-helen_of_troy }: una legione di { $other } passa dalla sua parte { $place }.
mn-ev-pillage = { $side } saccheggia { IL($province) } e distrugge { $building }.
mn-ev-nebuchadnezzar = { $side } prende dalla banca una carta { $card } ({ mn-hero-nebuchadnezzar }).
mn-ev-occupy = { $side } occupa { $buildings } { $place }.
mn-ev-convert = { $side } inizia a convertire { IL($province) } (di { $owner }): una legione sta sul suo marcatore influenza.

## Esito
mn-outcome-pyramids = { $side } vince costruendo le { mn-wonder-pyramids }.
mn-outcome-four = { $side } vince con { $n } tra Eroi e Meraviglie: { $cards }.

## Mosse non valide
mn-err-no-such-card = Questo Eroe o Meraviglia non esiste.
mn-err-taken = { $card } ha già un possessore.
mn-err-national-hero = Solo { $civ } può acquistare { $card }.
mn-err-setup-card = Nella disposizione avanzata puoi acquistare solo l'Eroe della tua civiltà.
mn-err-no-such-province = Questa provincia non esiste.
mn-err-setup-area = Nella disposizione avanzata costruisci solo nella tua capitale e nelle province adiacenti.
mn-err-setup-capital = Legioni e triremi iniziano nella tua Provincia Capitale.
mn-err-no-influence-left = Non ti restano marcatori influenza.
mn-err-owned = C'è già l'influenza di un giocatore { SU($province) }.
mn-err-enemy-units = Ci sono altre unità { $place }.
mn-err-influence-reach = Nessuna provincia che controllavi all'inizio del turno è adiacente { A($province) }.
mn-err-not-yours = Non hai un marcatore influenza { $place }.
mn-err-new-influence = Hai piazzato il marcatore influenza { $place } in questo turno: potrai costruirci nel prossimo.
mn-err-at-war = Impossibile: { IL($province) } è In Guerra o occupata.
mn-err-no-city-site = Nessun sito libero per una città { $place }.
mn-err-no-resource-site = Nessun sito di risorsa libero { $place }.
mn-err-one-per-province = Uno per provincia: { IL($province) } ha già { IL($item) }.
mn-err-fortress-limit = Limite raggiunto: { IL($province) } ha già { $n ->
    [one] la sua fortezza
   *[other] { $n } fortezze
}.
mn-err-no-fortress-left = Non ti restano fortezze.
mn-err-no-legion-left = Non ti restano legioni.
mn-err-landlocked = Una trireme ha bisogno di una costa, e { IL($province) } non ne ha.
mn-err-no-trireme-left = Non ti restano triremi.
mn-err-cannot-build = Questo non si può costruire.
mn-err-no-token = Non restano gettoni: { $item }.
mn-err-setup-points = Costa { $n ->
        [one] { $n } punto
       *[other] { $n } punti
    }; te ne restano { $left }.
mn-err-cannot-afford = Servono { $n ->
        [one] { $n } Carta Tasse
       *[other] { $n } Carte Tasse
    } o { $n ->
        [one] { $n } Carta Beni
       *[other] { $n } Carte Beni diverse
    }: non puoi formare questa combinazione.
mn-err-not-a-resource = Questa non è una Carta Risorsa.
mn-err-overpay = Costa solo { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }.
mn-err-no-other-card = Non hai un'altra carta { $card }.
mn-err-mixed = Una combinazione è fatta solo di Carte Tasse o solo di Carte Beni, non di entrambe.
mn-err-same-goods = I beni di una combinazione devono essere tutti diversi.
mn-err-cannot-complete = Con queste carte non si completa una combinazione valida.
mn-err-not-your-turn = Non tocca a te decidere.
mn-err-wrong-action = Questa mossa non risponde alla domanda in corso.
mn-err-not-tied = Scegli uno dei giocatori in pareggio.
mn-err-bank-empty-good = Scegli un bene che la banca ha ancora.
mn-err-announce-count = Annuncia da 0 a { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } (la tua mano).
mn-err-offer-count = Offri esattamente { $n } { $n ->
    [one] carta
   *[other] carte
} in tutto.
mn-err-offer-one = Offri una carta alla volta, o l'offerta suggerita tutta insieme.
mn-err-not-held = Non hai queste carte.
mn-err-third-exchange = Solo due scambi in fila possono essere fatti tra gli stessi due giocatori.
mn-err-not-offered = Quel giocatore non offre questa carta.
mn-err-ulysses-take = Prendi una delle carte offerte da chi ha { mn-hero-ulysses }.
mn-err-give-from-hand = Dai una carta dalla tua mano.
mn-err-already-done = Scegli un giocatore che non ha ancora giocato in questa fase.
mn-err-what-first = Prima scegli cosa costruire, poi dove.
mn-err-nowhere = Ora non puoi costruire da nessuna parte: { $item }.
mn-err-where = Scegli dove costruire: { $item }.
mn-err-no-cleopatra = Solo chi ha { mn-hero-cleopatra } può scambiare con la banca.
mn-err-cleopatra-used = Lo scambio di { mn-hero-cleopatra } si usa una volta per Fase Costruzione.
mn-err-bad-swap = Scambia un bene per una Carta Tasse o una Carta Tasse per un bene.
mn-err-bank-empty = La banca non ha più questa carta.
mn-err-pay-one = Paga una carta alla volta, o la combinazione suggerita tutta insieme.
mn-err-capital-first = Prima piazza un marcatore influenza nella tua capitale.
mn-err-keep-goods = Tieni uno dei tuoi beni.
mn-err-launch-first = Prima vara in mare le tue nuove triremi.
mn-err-must-fight = Devi combattere { $place }.
mn-err-naval-over = Le triremi si muovono prima di ogni legione.
mn-err-no-new-trireme = Non hai una nuova trireme lì.
mn-err-launch-adjacent = Una nuova trireme va in uno spazio di mare adiacente alla sua provincia.
mn-err-no-trireme-there = Nessuna tua trireme può muoversi da lì.
mn-err-sea-adjacent = Una trireme si muove in uno spazio di mare adiacente.
mn-err-no-such-place = Questo luogo non esiste.
mn-err-naval-battle-over = Le battaglie navali vengono prima di ogni movimento delle legioni.
mn-err-no-such-sea = Questo spazio di mare non esiste.
mn-err-no-naval-battle = Servono tue triremi fresche e triremi nemiche in quello spazio di mare.
mn-err-not-that-many = Non puoi muovere così tante legioni da lì.
mn-err-not-adjacent = Irraggiungibile: { IL($province) } non è adiacente (via terra o con una catena delle tue triremi).
mn-err-no-battle = Non c'è nessuna battaglia da combattere lì.
mn-err-bad-losses = Perdi { $n } unità: da 0 a { $max ->
        [one] { $max } fortezza
       *[other] { $max } fortezze
    }, il resto legioni.
mn-err-no-building = Saccheggia un edificio che c'è lì.
mn-err-bad-occupation = Metti una legione su ogni edificio libero ({ $n ->
    [one] 1 legione libera
   *[other] { $n } legioni libere
}).
mn-err-no-conversion = Questo marcatore influenza non si può convertire.
mn-err-conquest-choice = Scegli se saccheggiare, occupare o convertire.

## Pannello: opzioni, gruppi, descrizioni, testi
mn-opt-announce = { $n ->
    [0] Nessun commercio in questo turno
    [one] Commercia 1 carta
   *[other] Commercia { $n } carte
}
mn-opt-offer = Offri { $cards }
mn-opt-offer-all = { $n ->
    [one] Offri la carta: { $cards }
   *[other] Offri tutte e { $n } le carte: { $cards }
}
mn-opt-take = Prendi { $card } da { $side }
mn-opt-use = Sì, usa { $hero }
mn-opt-use-yes = Sì, usa il potere
mn-opt-use-no = No
mn-opt-give = Dai { $card }
mn-opt-seat = { $civ } ({ $side })
mn-opt-card-take = Prendi { $card }
mn-opt-card-keep = Tieni { $card }
mn-opt-card-choose = Scegli { $card }
mn-opt-buy = Acquista { $card }
mn-opt-place-influence = Piazza un marcatore influenza
mn-opt-build = Costruisci { $item }
mn-opt-influence = { $converts ->
    [1] Influenza { $place } (completa la conversione)
   *[0] Influenza { $place }
}
mn-opt-item-caravan = Carovana su { $good }
mn-opt-item-city = Città di { $city }
mn-opt-build-at = { $item } { $place }
mn-opt-pay = Paga { $cards }
mn-opt-cancel = Annulla questa costruzione
mn-opt-swap = Scambia { $give } con { $take }
mn-opt-end-turn = Termina il mio turno
mn-opt-launch = Vara una trireme { DA($origin) } { A($to) }
mn-opt-trireme = Muovi una trireme { DA($origin) } { A($to) }
mn-opt-naval-attack = Attacca { $side } { $place }
mn-opt-legions = Muovi { $n ->
    [one] 1 legione
   *[other] { $n } legioni
} { DA($origin) } { A($to) }
mn-opt-attack = Combatti contro { $side } { $place }
mn-opt-lose = Perdi { $units }
mn-opt-pillage = Saccheggia { $building }
mn-opt-occupy = Occupa { $buildings }
mn-opt-convert = Converti: una legione sul marcatore influenza
mn-desc-no-defenders = Nessun difensore: potrai saccheggiare, occupare o convertire { IL($province) }.
mn-desc-battle = Battaglia contro { $side } ({ $forces }): { $pct }% di distruggerli tutti
mn-desc-attack = Contro { $forces }: { $pct }% di distruggerli tutti
mn-desc-naval = { $n ->
    [one] La tua trireme
   *[other] Le tue { $n } triremi
} contro { $enemy ->
    [one] 1 trireme
   *[other] { $enemy } triremi
}: { $pct }% di affondarle tutte
mn-grp-pages = Pagina
mn-grp-offer-one = Offri una carta
mn-grp-cards = Eroi e Meraviglie
mn-grp-swap = { mn-hero-cleopatra }: scambia una carta con la banca
mn-grp-legions-from = Legioni { DA($province) }
mn-grp-naval = Triremi e battaglie navali
mn-grp-fight = Battaglie
mn-panel-title = Mare Nostrum: { $prompt }
mn-panel-head = **{ $civ }** — turno { $n }, { $phase }. La tua mano: { $hand }.
mn-panel-my-offer = La tua offerta, a faccia in giù finché tutti hanno offerto: { $cards }.
mn-panel-nothing = Per ora non devi decidere nulla.
mn-panel-offer = Offri ancora { $n } { $n ->
    [one] carta
   *[other] carte
}, a faccia in giù finché tutti hanno offerto.
mn-panel-pay = Paga { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } (solo Carte Tasse, o solo Carte Beni diverse); scelte: { $paid }.
mn-panel-setup-points = Punti costruzione rimasti: { $n }.
mn-panel-conquest = Le tue legioni restano sole { $place }: saccheggia un edificio, occupa edifici (una legione su ciascuno ne prende l'introito) o converti (una legione sul marcatore influenza).
mn-panel-losses = Perdi { $n } unità { $place }: scegli quali.

## Stato
mn-status-head = **Mare Nostrum** — turno { $n }, { $phase }: { $prompt }.
mn-status-player = { $side } ({ $civ }): { $n ->
    [one] 1 carta
   *[other] { $n } carte
}; { $target ->
    [0] { $k } tra Eroi e Meraviglie
   *[other] { $k }/{ $target } tra Eroi e Meraviglie
}{ $cards }{ $roles }
mn-status-cards = {" "}({ $cards })
mn-status-roles = ; { $roles }
mn-status-winner = Vincitore: { $sides }

## Poteri di Eroi e Meraviglie (accanto ad Acquista; regolamento "LE CARTE NEL GIOCO")
mn-power-julius_caesar = Legioni e fortezze costano solo 2 carte.
mn-power-hannibal = Le tue legioni hanno +1 per ogni dado tirato in combattimento.
mn-power-hammurabi = Un marcatore influenza gratis a ogni turno.
mn-power-pericles = Le triremi costano solo 2 carte e hanno +1 per ogni dado nel combattimento navale.
mn-power-cleopatra = Una volta per Fase Costruzione scambi con la banca un bene per una tassa, o viceversa.
mn-power-agamemnon = +2 a carovane e mercati quando si assegna il Direttore del Commercio.
mn-power-archimedes = +2 alle tue unità militari quando si assegna il Leader Militare.
mn-power-helen_of_troy = Una volta per Fase Militare, una legione nemica che entra in una tua provincia passa a te.
mn-power-nebuchadnezzar = Quando saccheggi, prendi la carta della città o carovana distrutta.
mn-power-solomon = +2 a città e templi quando si assegna il Leader Politico.
mn-power-ulysses = Una volta per commercio, chi ha appena preso una carta la restituisce e prende una delle tue.
mn-power-colossus = 1 Carta Tasse in più di introito a ogni turno.
mn-power-hanging_gardens = Tieni 1 Carta Beni da un turno all'altro.
mn-power-temple_of_artemis = 1 Carta Beni in più a tua scelta come introito a ogni turno.
mn-power-statue_of_zeus = Puoi costruire 2 fortezze per provincia.
mn-power-lighthouse = Piazzi marcatori influenza anche in province non adiacenti alle tue.
mn-power-mausoleum = Città e carovane costano 2 carte, templi e mercati 5.
mn-power-pyramids = Costruiscile (12 carte) e vinci la partita.

## Glossario (/agora card)
mn-kind-hero = Eroe
mn-kind-wonder = Meraviglia del Mondo
mn-kind-building = Edificio
mn-kind-unit = Unità militare
mn-kind-marker = Marcatore
mn-gl-hero = Costo: una combinazione di { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }. { $power } Conta per i 4 tra Eroi e Meraviglie che fanno vincere.
mn-gl-national-hero = Costo: una combinazione di { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }; solo { $civ } può acquistarlo. { $power } Conta per i 4 tra Eroi e Meraviglie che fanno vincere.
mn-gl-wonder = Costo: una combinazione di { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }. { $power } Conta per i 4 tra Eroi e Meraviglie che fanno vincere.
mn-gl-influence = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }. Mette una provincia sotto la tua influenza: va piazzato in una provincia libera adiacente a una che controllavi all'inizio del turno (o raggiunta da una catena di triremi). Costruisci solo dove ne hai uno, e non nel turno in cui l'hai piazzato.
mn-gl-city = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, su un sito città libero di una tua provincia. Introito: 1 Carta Tasse per turno (2 con un tempio nella provincia). Conta per il Leader Politico.
mn-gl-caravan = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, su un sito risorsa libero di una tua provincia. Introito: 1 carta di quel bene per turno (2 con un mercato nella provincia). Conta per il Direttore del Commercio.
mn-gl-temple = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, uno per provincia. Raddoppia le Carte Tasse delle città della provincia. Conta per il Leader Politico.
mn-gl-market = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, uno per provincia. Raddoppia le Carte Beni delle carovane della provincia. Conta per il Direttore del Commercio.
mn-gl-legion = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }. Si muove in una provincia adiacente via terra o lungo una catena delle tue triremi; tira un dado nelle battaglie terrestri.
mn-gl-trireme = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, in una provincia costiera o un'isola; viene varata in uno spazio di mare adiacente nella Fase Militare. Tira un dado nelle battaglie navali; una catena di triremi trasporta le legioni.
mn-gl-fortress = Costo: { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }, una per provincia. Non si muove; aggiunge 6 punti al totale del suo possessore in battaglia e va distrutta prima di poter saccheggiare, occupare o convertire la provincia.

## Regole (/agora rules)
mn-rules-goal-title = Come si vince
mn-rules-goal = La partita finisce subito quando un giocatore costruisce le Piramidi (una combinazione di 12 carte) oppure possiede 4 tra Eroi e Meraviglie, in qualsiasi combinazione (l'Eroe della tua civiltà conta).
mn-rules-turn-title = Il turno
mn-rules-turn = A ogni turno si assegnano i ruoli, poi vengono la Fase Commercio (introiti e commercio), la Fase Costruzione e la Fase Militare. In ogni fase i giocatori agiscono uno dopo l'altro, nell'ordine deciso da chi ha il ruolo.
mn-rules-roles-title = I ruoli
mn-rules-roles = All'inizio di ogni turno il Direttore del Commercio va a chi ha più carovane e mercati, il Leader Politico a chi ha più città e templi, il Leader Militare a chi ha più legioni, triremi e fortezze (Agamennone, Salomone e Archimede aggiungono 2). In caso di pareggio con il possessore, il possessore tiene la carta; se pareggiano due altri giocatori, decide il possessore. Il Direttore fissa il numero di carte da commerciare, il Leader Politico l'ordine di costruzione, il Leader Militare l'ordine della Fase Militare.
mn-rules-income-title = Introiti (tasse e beni)
mn-rules-income = Ogni città in una provincia sotto la tua influenza (o occupata da una tua legione) ti dà 1 Carta Tasse, 2 con un tempio nella provincia. Ogni carovana dà 1 carta del bene del suo sito, 2 con un mercato. Il Colosso aggiunge 1 Carta Tasse, il Tempio di Artemide 1 bene a tua scelta.
mn-rules-trade-title = Il commercio
mn-rules-trade = Il Direttore del Commercio annuncia un numero di carte (da 0 alle carte che ha in mano). Chi può, offre quelle carte a faccia in giù; poi tutte le offerte vengono girate a faccia in su. Il Direttore prende una carta offerta da un altro giocatore, chi l'ha ceduta prende a sua volta, e così via; solo due scambi in fila tra gli stessi due giocatori. Quando al massimo un giocatore ha ancora carte offerte, ognuno riprende le sue non scambiate; chi resta con una carta in meno ne riceve una dal Direttore.
mn-rules-construction-title = La costruzione
mn-rules-construction = Nell'ordine scelto dal Leader Politico, ogni giocatore paga combinazioni di carte: solo Carte Tasse, oppure solo Carte Beni diverse; il valore di una combinazione è il numero delle sue carte. Marcatori influenza, città, carovane, legioni, triremi e fortezze costano 3, templi e mercati 6, Eroi e Meraviglie 9, le Piramidi 12. Si costruisce solo dove hai influenza, non In Guerra (tranne nella tua capitale), al massimo un tempio, un mercato e una fortezza per provincia.
mn-rules-hand_limit-title = Limite di carte
mn-rules-hand_limit = Alla fine della Fase Costruzione si scartano tutte le carte non spese, tranne 2 Carte Tasse che ogni giocatore può tenere per il turno successivo (i Giardini Pensili tengono anche 1 bene).
mn-rules-military-title = Il movimento
mn-rules-military = Nell'ordine scelto dal Leader Militare, ogni giocatore muove prima le triremi (quelle nuove vengono varate in uno spazio di mare adiacente; le battaglie navali sono facoltative), poi le legioni: in una provincia adiacente via terra o lungo una catena ininterrotta delle proprie triremi. Le legioni che entrano in una provincia con legioni o fortezze nemiche devono combattere.
mn-rules-battle-title = Il calcolo della battaglia
mn-rules-battle = Una battaglia dura un solo round. Ogni parte tira un dado per legione (per trireme in mare) e aggiunge i bonus: 6 per fortezza, +1 per dado per le legioni di Annibale o le triremi di Pericle. Ogni parte perde un'unità per ogni 5 punti interi del totale avversario, e il possessore sceglie quali. Esempio: 3 legioni tirano 6, 3 e 2 = 11; 1 legione e una fortezza fanno 3 + 6 = 9; l'attaccante perde 1 unità (9 punti), il difensore 2 (11 punti).
mn-rules-conquest-title = Saccheggiare, occupare, convertire
mn-rules-conquest = Quando in una provincia nemica restano solo le legioni dell'invasore: saccheggia (distruggi una città, carovana, tempio o mercato, non una fortezza), occupa (una legione su una città o carovana ne prende l'introito) o converti (una legione sul marcatore influenza; nella Fase Costruzione successiva puoi pagare per sostituirlo con il tuo). Il marcatore influenza di una capitale non può mai essere convertito.
