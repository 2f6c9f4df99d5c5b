# Olympus (engines/olympus): nomi (regolamento italiano), eventi, richieste, pannello, errori.
olympus-territory-illyria = Illiria
    .article = l'
olympus-territory-macedonia = Macedonia
    .article = la
olympus-territory-thrace = Tracia
    .article = la
olympus-territory-chalcidice = Calcidica
    .article = la
olympus-territory-epirus = Epiro
    .article = l'
olympus-territory-thessaly = Tessaglia
    .article = la
olympus-territory-olympos = Olimpo
    .article = l'
olympus-territory-acarnania = Acarnania
    .article = l'
olympus-territory-phocis = Focide (Delfi)
    .article = la
olympus-territory-boeotia = Beozia
    .article = la
olympus-territory-attica = Attica
    .article = l'
olympus-territory-euboea = Eubea
    .article = l'
olympus-territory-achaea = Acaia
    .article = l'
olympus-territory-corinthia = Corinzia
    .article = la
olympus-territory-elis = Elide (Olimpia)
    .article = l'
olympus-territory-arcadia = Arcadia
    .article = l'
olympus-territory-argolis = Argolide
    .article = l'
olympus-territory-laconia = Laconia
    .article = la
olympus-territory-troas = Troade
    .article = la
olympus-territory-lydia = Lidia
    .article = la
olympus-territory-ionia = Ionia
    .article = la
olympus-territory-caria = Caria
    .article = la
olympus-territory-lesbos = Lesbo
    .article = {""}
olympus-territory-samos = Samo
    .article = {""}
olympus-territory-cyclades = Cicladi
    .article = le
olympus-territory-crete = Creta
    .article = {""}
olympus-territory-rhodes = Rodi
    .article = {""}
olympus-territory-atl_gadeirus = Gadiro (Atlantide)
    .article = {""}
olympus-territory-atl_ampheres = Anfere (Atlantide)
    .article = {""}
olympus-territory-atl_poseidonis = Poseidonia (Atlantide)
    .article = {""}
olympus-territory-atl_azaes = Azae (Atlantide)
    .article = {""}
olympus-territory-atl_mneseus = Mneseo (Atlantide)
    .article = {""}
olympus-resource-grain = Grano
olympus-resource-stone = Pietra
olympus-resource-wood = Legno
olympus-resource-gold = Oro
olympus-discovery-hoplite = Oplite
olympus-power-hoplite = +1 Spada.
olympus-discovery-religion = Culto
olympus-power-religion = +1 simbolo Zeus.
olympus-discovery-astronomy = Astronomia
olympus-power-astronomy = Entrare in mare costa 1 punto in meno (si somma alla Cartografia).
olympus-discovery-medicine = Medicina
olympus-power-medicine = Un nuovo colonizzatore costa 1 punto invece di 2.
olympus-discovery-oracle = Oracolo
olympus-power-oracle = Peschi 3 carte Destino, ne tieni 1 e scarti le altre scoperte.
olympus-discovery-metallurgy = Metallurgia
olympus-power-metallurgy = +1 Spada.
olympus-discovery-polytheism = Politeismo
olympus-power-polytheism = +1 simbolo Zeus.
olympus-discovery-agriculture = Agricoltura
olympus-power-agriculture = Le scoperte che richiedono la risorsa della tessera costano 2 punti in meno.
olympus-discovery-money = Soldi
olympus-power-money = Le scoperte che richiedono la risorsa della tessera costano 2 punti in meno.
olympus-discovery-cavalry = Cavalleria
olympus-power-cavalry = 2 clessidre; un movimento continuo su terra costa 1 punto in tutto.
olympus-discovery-phalanx = Falange
olympus-power-phalanx = +1 Spada e una carta Destino.
olympus-discovery-hellenism = Ellenismo
olympus-power-hellenism = +1 simbolo Zeus e una carta Destino.
olympus-discovery-map_making = Cartografia
olympus-power-map_making = Entrare in mare costa 1 punto in meno (si somma all'Astronomia).
olympus-discovery-commerce = Commercio
olympus-power-commerce = Subito 2 cubetti risorsa a tua scelta.
olympus-discovery-surgery = Chirurgia
olympus-power-surgery = 2 colonizzatori dalla riserva generale alla tua.
olympus-discovery-strategy = Strategia
olympus-power-strategy = +2 Spade.
olympus-discovery-art = Arte
olympus-power-art = +2 simboli Zeus.
olympus-discovery-democracy = Democrazia
olympus-power-democracy = Vinci tutti i pareggi (carte Olimpo e Destino, Spade).
olympus-discovery-architecture = Architettura
olympus-power-architecture = +1 Stella; le Meraviglie costano 2 punti in meno.
olympus-discovery-poetry = Poesia
olympus-power-poetry = 3 punti prestigio alla fine, oltre ai 2 di ogni scoperta.
olympus-discovery-philosophy = Filosofia
olympus-power-philosophy = 5 punti prestigio alla fine, oltre ai 2 di ogni scoperta.
olympus-discovery-science = Scienza
olympus-power-science = Alla fine, 1 punto prestigio per ogni tua scoperta.
olympus-discovery-city = Città
olympus-power-city = Alla fine, 1 punto prestigio per ogni tuo colonizzatore sulla mappa.
olympus-discovery-absolutism = Assolutismo
olympus-power-absolutism = Alla fine, 2 punti prestigio per ogni Spada sulle tue scoperte.
olympus-discovery-engineering = Ingegneria
olympus-power-engineering = +1 Stella; alla fine, 3 punti prestigio per ogni segnalino Stella.
olympus-wonder-lion_gate = Porta dei Leoni
    .article = la
olympus-wonder-colossus = Colosso
    .article = il
olympus-wonder-stadium = Stadio
    .article = lo
olympus-wonder-statue_of_zeus = Statua di Zeus
    .article = la
olympus-wonder-parthenon = Partenone
    .article = il
olympus-god-zeus = Zeus
olympus-god-hecate = Ecate
olympus-god-artemis = Artemide
olympus-god-athena = Atena
olympus-god-ares = Ares
olympus-god-hades = Ade
olympus-god-keres = Keres
olympus-god-siren = Sirena
olympus-god-nemesis = Nemesis
olympus-god-erinyes = Erinni
olympus-destiny-star = Stella
olympus-destiny-resource_grain = Cubetto di grano
olympus-destiny-resource_stone = Cubetto di pietra
olympus-destiny-resource_wood = Cubetto di legno
olympus-destiny-resource_gold = Cubetto d'oro
olympus-destiny-all_four_types = Tutte e quattro le risorse
olympus-destiny-wood_points = Prestigio del legno
olympus-destiny-grain_hourglass = Clessidre del grano
olympus-destiny-stone_majority = Maggioranza di pietra
olympus-destiny-zeus = Favore di Zeus
olympus-colour-red = rosso
olympus-colour-blue = blu
olympus-colour-green = verde
olympus-colour-yellow = giallo
olympus-colour-white = bianco
olympus-bonus-A = Un colonizzatore per la tua riserva
olympus-bonus-B = 2 clessidre
olympus-bonus-C = Un cubetto d'oro
olympus-bonus-D = 2 punti prestigio
olympus-ev-bonus-A = { $player } prende il bonus: un colonizzatore per la sua riserva.
olympus-ev-bonus-B = { $player } prende il bonus: 2 clessidre.
olympus-ev-bonus-C = { $player } prende il bonus: un cubetto d'oro.
olympus-ev-bonus-D = { $player } prende il bonus: 2 punti prestigio.
olympus-prompt-turn = gioca carte Destino se vuoi, poi espanditi o sviluppa
olympus-prompt-final = turno finale: fai un'ultima azione che non oltrepassi la Croce, oppure passa
olympus-prompt-over = la partita è finita
olympus-prompt-condemn =
    condanna { $n ->
    [one] ancora un territorio
   *[other] ancora { $n } territori
}
olympus-prompt-barbarians =
    piazza { $n ->
    [one] l'ultima tribù di barbari
   *[other] { $n } tribù di barbari
} su territori vuoti di risorse diverse
olympus-prompt-bonus = scegli il tuo bonus
olympus-prompt-oracle = Oracolo: tieni una carta Destino
olympus-prompt-zeus_cards = è stata rivelata una carta Olimpo: scegli quante carte Favore di Zeus giocare
olympus-prompt-artemis = Artemide: scegli un cubetto risorsa
olympus-prompt-commerce = Commercio: scegli un cubetto risorsa
olympus-prompt-hades = Ade: togli uno dei tuoi colonizzatori dalla mappa
olympus-prompt-destiny_now = gioca subito la carta Destino appena pescata, oppure tienila
olympus-ev-olympus = Carta Olimpo alla casella { $space }: { $card }.
olympus-zeus-of = { $player } { $n }
olympus-effect-nobody = { $god } non tocca nessuno (simboli Zeus: { $zeus }).
olympus-effect-zeus = { $god }: { $players } { $n ->
        [one] guadagna
       *[other] guadagnano
    } 3 punti prestigio (simboli Zeus: { $zeus }).
olympus-effect-hecate = { $god }: { $players } { $n ->
        [one] aggiunge un colonizzatore alla propria riserva
       *[other] aggiungono un colonizzatore ciascuno alla propria riserva
    } (simboli Zeus: { $zeus }).
olympus-effect-artemis = { $god }: { $players } { $n ->
        [one] sceglie
       *[other] scelgono ciascuno
    } un cubetto risorsa (simboli Zeus: { $zeus }).
olympus-effect-athena = { $god }: { $players } { $n ->
        [one] ottiene
       *[other] ottengono ciascuno
    } una Stella per una Meraviglia (simboli Zeus: { $zeus }).
olympus-effect-ares = { $god }: { $players } { $n ->
        [one] ottiene
       *[other] ottengono
    } 2 Spade fino alla prossima carta Olimpo (simboli Zeus: { $zeus }).
olympus-effect-hades = { $god }: { $players } { $n ->
        [one] perde
       *[other] perdono ciascuno
    } un colonizzatore dalla mappa (simboli Zeus: { $zeus }).
olympus-effect-keres = { $god }: { $players } { $n ->
        [one] perderà
       *[other] perderanno
    } 2 punti prestigio alla fine (simboli Zeus: { $zeus }).
olympus-effect-siren = { $god }: { $players } { $n ->
        [one] non può
       *[other] non possono
    } entrare in mare fino alla prossima carta Olimpo (simboli Zeus: { $zeus }).
olympus-effect-nemesis = { $god }: { $players } { $n ->
        [one] scarta
       *[other] scartano
    } tutte le carte Destino (simboli Zeus: { $zeus }).
olympus-effect-erinyes = { $god }: la prossima azione di { $players } costa 2 punti in più (simboli Zeus: { $zeus }).
olympus-ev-oracle = { $player } consulta l'Oracolo ({ $n ->
        [one] { $n } carta Destino
       *[other] { $n } carte Destino
    }).
olympus-ev-oracle-kept = { $player } tiene una carta e scarta { $discarded }.
olympus-n-destiny = { $n ->
        [one] una carta { $card }
        [2] due carte { $card }
       *[other] { $n } carte { $card }
    }
olympus-ev-no-destiny = Non restano carte Destino per { $player }.
olympus-ev-draw = { $player } pesca una carta Destino.
olympus-ev-draw-private = La tua nuova carta Destino: { $card }.
olympus-score-line =
    { $player }: { $total } = { $track } tracciato + { $tokens ->
        [one] { $tokens } segnalino
       *[other] { $tokens } segnalini
    } + { $territories ->
        [one] { $territories } territorio
       *[other] { $territories } territori
    } + { $discoveries ->
        [one] { $discoveries } scoperta
       *[other] { $discoveries } scoperte
    } + { $wonders ->
        [one] { $wonders } Meraviglia
       *[other] { $wonders } Meraviglie
    } + { $destiny ->
        [one] { $destiny } carta Destino
       *[other] { $destiny } carte Destino
    }{ $science ->
        [0] {""}
       *[other] {" + "}{ $science } Scienza
    }{ $city ->
        [0] {""}
       *[other] {" + "}{ $city } Città
    }{ $absolutism ->
        [0] {""}
       *[other] {" + "}{ $absolutism } Assolutismo
    }{ $engineering ->
        [0] {""}
       *[other] {" + "}{ $engineering } Ingegneria
    }{ $keres ->
        [0] {""}
       *[other] {" "}{ $keres } Keres
    }.
olympus-outcome-win = { $player } vince con { $points ->
        [one] { $points } punto prestigio
       *[other] { $points } punti prestigio
    }.
olympus-outcome-shared = { $players } condividono la vittoria con { $points ->
        [one] { $points } punto prestigio
       *[other] { $points } punti prestigio
    } ciascuno.
olympus-outcome-tiebreak = { $player } vince il pareggio a { $points ->
        [one] { $points } punto prestigio
       *[other] { $points } punti prestigio
    } con più scoperte e Meraviglie ({ $tiles }).
olympus-err-over = La partita è finita.
olympus-err-not-your-turn = Non è il tuo turno.
olympus-err-choose-first = Prima: { $what }.
olympus-err-bad-choice = Non è una delle scelte possibili.
olympus-err-no-card = Non hai quella carta Destino, o non si gioca così.
olympus-err-no-effect = { $card } adesso non ti darebbe nulla.
olympus-err-cannot-pass = Puoi passare solo { $on ->
        [1] dall'ultima casella Zeus in poi
       *[other] dopo l'ultima casella Zeus
    }, o se non puoi fare altro.
olympus-err-bad-move = Il tuo colonizzatore non può terminare il movimento { IN($territory) }.
olympus-err-no-discovery = Quella scoperta non è disponibile per te.
olympus-err-cannot-pay = Non puoi pagare { $discovery } in quel modo.
olympus-err-bad-tile = Scegli una delle tessere rimaste.
olympus-err-no-wonder = Non hai le Stelle per { IL($wonder) }.
olympus-err-too-many-stars = Per { IL($wonder) } servono esattamente { $stars ->
        [one] { $stars } Stella
       *[other] { $stars } Stelle
    } e tu ne hai già { $fixed }: una Meraviglia si costruisce con il numero esatto di Stelle.
olympus-err-wrong-stars = Per { IL($wonder) } servono esattamente { $stars ->
        [one] { $stars } Stella
       *[other] { $stars } Stelle
    }: ne hai { $fixed }, aggiungi tante Stelle monouso (di Atena, carte Stella in mano) quante ne mancano.
olympus-err-past-cross = Costa { $ap ->
        [one] { $ap } punto
       *[other] { $ap } punti
    } e ti porterebbe oltre la Croce (casella { $cross }).
olympus-err-wrong-action = Adesso questa azione non è possibile.
olympus-ev-condemn = { $player } condanna { IL($territory) }.
olympus-ev-barbarians = { $player } piazza una tribù di barbari { IN($territory) }.
olympus-ev-cube = { $player } prende un cubetto di { $resource }.
olympus-ev-hades = { $player } ritira un colonizzatore { DA($territory) }.
olympus-ev-zeus-cards =
    { $player } gioca { $n ->
    [one] una carta Favore di Zeus
   *[other] { $n } carte Favore di Zeus
}.
olympus-ev-destiny = { $player } gioca { $card } e ottiene { $what ->
        [prestige] { $n ->
            [one] 1 punto prestigio
           *[other] { $n } punti prestigio
        }
        [cube] un cubetto di { $resource }
        [hourglasses] { $n ->
            [one] 1 clessidra
           *[other] { $n } clessidre
        }
       *[other] { $n }
    }.
olympus-ev-pass = { $player } passa alla casella { $pos }: la sua partita è finita.
olympus-ev-flee = { $player } fa fuggire un colonizzatore { DA($origin) } (la fuga è gratuita) verso { IL($territory) } { $ap ->
        [0] senza spendere punti azione
        [one] per 1 punto azione
       *[other] per { $ap } punti azione
    }.
olympus-ev-settle =
    { $player } { $new ->
        [1] porta un nuovo colonizzatore
       *[other] sposta un colonizzatore
    } { IN($territory) } per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    }.
olympus-ev-tribe =
    { $player } sconfigge la tribù { DI($territory) } ({ $swords ->
        [one] { $swords } Spada
       *[other] { $swords } Spade
    } contro 0) per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    } e prende la sua Stella.
olympus-ev-barbarian-fight =
    { $player } batte i barbari { DI($territory) } ({ $swords ->
        [one] { $swords } Spada
       *[other] { $swords } Spade
    } contro 1) per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    }.
olympus-ev-attack =
    { $player } attacca { $defender } { IN($territory) } ({ $swords ->
        [one] { $swords } Spada
       *[other] { $swords } Spade
    } contro { $their }) per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    }; { $defender } riceve una clessidra.
olympus-ev-discover =
    { $player } scopre { $discovery } per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    }{ $spent ->
        [0] {""}
       *[other] {" "}(cubetti spesi: { $cubes })
    }.
olympus-n-resource = { $n } { $resource }
olympus-ev-wonder =
    { $player } costruisce { IL($wonder) } ({ $pp ->
        [one] { $pp } punto prestigio
       *[other] { $pp } punti prestigio
    }) per { $ap ->
        [one] 1 punto azione
       *[other] { $ap } punti azione
    } con { $stars ->
        [one] { $stars } Stella
       *[other] { $stars } Stelle
    }{ $once ->
        [0] {""}
        [one] {" "}e 1 Stella monouso
       *[other] {" "}e { $once } Stelle monouso
    }.
olympus-ev-time =
    { $hourglasses ->
        [0] { $player } avanza di { $steps ->
        [one] { $steps } casella
       *[other] { $steps } caselle
    }, fino alla casella { $pos }.
       *[other] { $steps ->
            [0] { $player } paga { $hourglasses ->
                [one] 1 clessidra
               *[other] { $hourglasses } clessidre
            } e resta alla casella { $pos }.
           *[other] { $player } paga { $hourglasses ->
                [one] 1 clessidra
               *[other] { $hourglasses } clessidre
            } e avanza di { $steps ->
                [one] { $steps } casella
               *[other] { $steps } caselle
            }, fino alla casella { $pos }.
        }
    }
olympus-ev-final = Era l'ultima azione di { $player }.
olympus-opt-to =
    { $territory } ({ $resource }){ $fight ->
    [1] , combattimento
   *[other] {""}
}: { $ap } PA
olympus-opt-pay = Paga con { $cubes } { $tile }
olympus-opt-no-cubes = solo i tuoi territori
olympus-opt-wonder = Costruisci { IL($wonder) }: { $stars ->
        [one] { $stars } Stella
       *[other] { $stars } Stelle
    }, { $pp } prestigio, { $ap } PA{ $athena ->
        [0] { $cards ->
            [0] {""}
            [one] {", "}con 1 carta Stella
           *[other] {", "}con { $cards } carte Stella
        }
       *[other] { $cards ->
            [0] {", "}con la Stella di Atena
            [one] {", "}con la Stella di Atena e 1 carta Stella
           *[other] {", "}con la Stella di Atena e { $cards } carte Stella
        }
    }
olympus-opt-keep-card = Tienila
olympus-opt-destiny = Gioca { $card }
olympus-opt-pass = Passa (la tua partita finisce)
olympus-opt-discovery = { $discovery }: { $ap } PA
olympus-opt-develop = Sviluppo: una scoperta
olympus-opt-expand = Espansione: muovi un colonizzatore
olympus-opt-new-north = Nuovo colonizzatore dal nord
olympus-opt-new-at = Nuovo colonizzatore { IN($territory) }
olympus-opt-from = Colonizzatore { IN($territory) }
olympus-opt-zeus-cards =
    { $n ->
    [0] Nessuna
    [one] Una carta
   *[other] { $n } carte
}
olympus-panel-waiting = Olympus: in attesa di un altro giocatore
olympus-status-player = { $player }: casella { $pos } · { $swords ->
        [one] { $swords } Spada
       *[other] { $swords } Spade
    } · { $zeus } Zeus · { $stars ->
        [one] { $stars } Stella
       *[other] { $stars } Stelle
    } · { $discoveries ->
        [one] { $discoveries } scoperta
       *[other] { $discoveries } scoperte
    } · { $wonders ->
        [one] { $wonders } Meraviglia
       *[other] { $wonders } Meraviglie
    } · { $prestige } prestigio · { $hourglasses ->
        [one] { $hourglasses } clessidra
       *[other] { $hourglasses } clessidre
    } · { $reserve ->
        [one] { $reserve } colonizzatore in riserva
       *[other] { $reserve } colonizzatori in riserva
    } · { $cards ->
        [one] { $cards } carta Destino
       *[other] { $cards } carte Destino
    }
olympus-status-head = **Olympus** — { $n ->
        [one] gioca { $who }
       *[other] decidono { $who }
    }: { $prompt }.
olympus-status-head-over = **Olympus** — la partita è finita.
olympus-status-hand = Le tue carte Destino: { $cards }
olympus-status-turn = Tocca { AD($player) }.
olympus-sea-ionian_north = Mar Ionio (nord)
    .article = il
olympus-sea-ionian_south = Mar Ionio (sud)
    .article = il
olympus-sea-corinthian_gulf = Golfo di Corinto
    .article = il
olympus-sea-saronic_gulf = Golfo Saronico
    .article = il
olympus-sea-north_aegean = Egeo settentrionale
    .article = l'
olympus-sea-central_aegean = Egeo centrale
    .article = l'
olympus-sea-south_aegean = Egeo meridionale
    .article = l'
olympus-sea-cretan_sea = Mar di Creta
    .article = il
olympus-sea-libyan_sea_west = Mar Libico (ovest)
    .article = il
olympus-sea-libyan_sea_east = Mar Libico (est)
    .article = il
olympus-board-track = Tracciato del tempo
olympus-board-development = Tabellone sviluppo
olympus-board-over = la partita è finita
olympus-board-turn = tocca { AD($player) }
olympus-board-prestige = { $n } prestigio

olympus-board-player =
    { $swords ->
        [one] 1 Spada
       *[other] { $swords } Spade
    } · { $zeus } Zeus · { $stars ->
        [one] 1 Stella
       *[other] { $stars } Stelle
    } · { $hourglasses ->
        [one] 1 clessidra
       *[other] { $hourglasses } clessidre
    } · { $reserve ->
        [one] 1 colonizzatore in riserva
       *[other] { $reserve } colonizzatori in riserva
    } · { $cards ->
        [one] 1 carta Destino
       *[other] { $cards } carte Destino
    }

olympus-board-score-title = Punteggio finale
olympus-board-score-track = Tracciato del tempo
olympus-board-score-tokens = Segnalini prestigio
olympus-board-score-territories = Territori
olympus-board-score-discoveries = Scoperte
olympus-board-score-science = Scienza
olympus-board-score-city = Città
olympus-board-score-absolutism = Assolutismo
olympus-board-score-engineering = Ingegneria
olympus-board-score-wonders = Meraviglie
olympus-board-score-destiny = Carte Destino
olympus-board-score-keres = Keres
olympus-board-score-total = Totale
olympus-board-key = Legenda
olympus-key-control = bordo: chi lo controlla
olympus-key-settlers = colonizzatori, dal basso in alto
olympus-key-atlantis = Atlantide
olympus-key-tribe = tribù
olympus-key-star = Stella da prendere
olympus-key-zeus = segnalino Zeus
olympus-key-condemned = condannato
olympus-key-barbarians = barbari
olympus-key-zeus-space = casella Zeus (ZZ: 2 carte)
olympus-key-cross = la Croce
olympus-key-pile = tessere rimaste nella pila
olympus-key-taken = bonus già preso
olympus-key-unused = bonus non in gioco
olympus-key-tokens = segnalini Territorio + cubetti
# l'immagine del tabellone: il turno appena giocato, la posizione sul tracciato, la legenda
olympus-last = Ultimo turno: { $player } — { $what }
olympus-last-destiny = ha giocato { $cards }
olympus-last-settle = colonizzatore: { $origin } → { $to }
olympus-last-new = nuovo colonizzatore: { $origin } → { $to }
olympus-last-north = nord
olympus-last-tribe = tribù sconfitta, Stella presa
olympus-last-barbarians = barbari sconfitti
olympus-last-attack = controllo tolto { AD($defender) }
olympus-last-discovery = scoperta: { $discovery }
olympus-last-wonder = Meraviglia costruita: { $wonder }
olympus-last-passed = ha passato (la sua partita è finita)
olympus-board-time = tempo { $pos }
olympus-key-time = segnalino tempo (in pila: gioca prima quello in cima)
olympus-key-last = l'ultimo turno (percorso, luogo preso)
olympus-key-tribe-star = tribù: Stella da prendere
olympus-key-star-taken = Stella (tribù sconfitta)
olympus-map-sea-north_aegean = Egeo (nord)
olympus-map-sea-central_aegean = Egeo (centro)
olympus-map-sea-south_aegean = Egeo (sud)
olympus-map-sea-ionian_north = Mar Ionio (nord)
olympus-map-sea-ionian_south = Mar Ionio (sud)
olympus-map-sea-corinthian_gulf = Golfo di Corinto
olympus-map-sea-saronic_gulf = Golfo Saronico
olympus-map-sea-cretan_sea = Mar di Creta
olympus-map-sea-libyan_sea_west = Mar Libico (ovest)
olympus-map-sea-libyan_sea_east = Mar Libico (est)
