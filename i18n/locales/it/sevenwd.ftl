# 7 Wonders Duel (engines/sevenwd): every text the engine produces.
# Seats are { $player } / { $opponent } literals "{p0}"/"{p1}", replaced by display names at the edge.

## Parole
sevenwd-age = { $age ->
    [1] Epoca I
    [2] Epoca II
   *[other] Epoca III
}
sevenwd-draft = Selezione delle Meraviglie
sevenwd-coins = { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-res = { $res ->
    [wood] Legno
    [clay] Argilla
    [stone] Pietra
    [glass] Vetro
   *[papyrus] Papiro
}
sevenwd-units = { $res ->
    [wood] { $n ->
        [one] { $n } Legno
       *[other] { $n } Legni
    }
    [clay] { $n ->
        [one] { $n } Argilla
       *[other] { $n } Argille
    }
    [stone] { $n ->
        [one] { $n } Pietra
       *[other] { $n } Pietre
    }
    [glass] { $n ->
        [one] { $n } Vetro
       *[other] { $n } Vetri
    }
   *[papyrus] { $n ->
        [one] { $n } Papiro
       *[other] { $n } Papiri
    }
}
sevenwd-bought = { $n ->
    [one] { $what } per { $price ->
        [one] { $price } moneta
       *[other] { $price } monete
    }
   *[other] { $what } a { $price ->
        [one] { $price } moneta
       *[other] { $price } monete
    } l'una
}
sevenwd-one-of-raw = a scelta Legno, Argilla o Pietra
sevenwd-one-of-goods = a scelta Vetro o Papiro
sevenwd-price = { $res ->
    [wood] Legno
    [clay] Argilla
    [stone] Pietra
    [glass] Vetro
   *[papyrus] Papiro
} { $n }
sevenwd-production = { $items }
sevenwd-production-none = niente
sevenwd-cost = { $items }
sevenwd-cost-free = gratuita
sevenwd-card-label = { $card } ({ $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
})
sevenwd-join-1 = { $a }
sevenwd-join-2 = { $a }; { $b }
sevenwd-join-3 = { $a }; { $b }; { $c }
sevenwd-join-4 = { $a }; { $b }; { $c }; { $d }
sevenwd-join-5 = { $a }; { $b }; { $c }; { $d }; { $e }

## Effetti delle carte
sevenwd-fx-produces = Produce { $what }
sevenwd-fx-produces-one-of = Produce ogni turno 1 risorsa { $what }
sevenwd-fx-fixed-price = Compri { $what } a 1 moneta
sevenwd-fx-shields = { $n ->
    [one] 1 Scudo
   *[other] { $n } Scudi
}
sevenwd-fx-science = Simbolo scientifico: { $symbol ->
    [globe] globo
    [sundial] meridiana
    [wheel] ruota
    [mortar] mortaio
    [plumb_line] filo a piombo
    [quill] penna d'oca
   *[law] bilancia (Legge)
}
sevenwd-fx-coins = Prendi { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-fx-coins-per-card = Prendi { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} per ogni tua carta { $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
}
sevenwd-fx-coins-per-wonder = Prendi { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} per ogni tua Meraviglia
sevenwd-fx-guild = { $what ->
    [constructed_wonders] { $vp } PV per Meraviglia della città che ne ha di più
    [sets_of_3_coins] { $vp } PV per ogni 3 monete della città più ricca
    [brown-grey] { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } + { $vp } PV per carta marrone e grigia della città che ne ha di più
    [yellow] { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } + { $vp } PV per carta gialla della città che ne ha di più
    [blue] { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } + { $vp } PV per carta blu della città che ne ha di più
    [green] { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } + { $vp } PV per carta verde della città che ne ha di più
   *[red] { $coins ->
        [one] { $coins } moneta
       *[other] { $coins } monete
    } + { $vp } PV per carta rossa della città che ne ha di più
}
sevenwd-fx-vp = { $n } PV
sevenwd-fx-chain = simbolo di concatenazione: { $symbol ->
    [horseshoe] ferro di cavallo
    [sword] spada
    [tower] torre
    [book] libro
    [gear] ingranaggio
    [amphora] anfora
    [mask] maschera
    [moon] luna
    [drop] goccia
    [barrel] botte
    [target] bersaglio
    [helmet] elmo
    [lyre] lira
    [lamp] lampada
    [column] colonna
    [sun] sole
   *[greek_building] tempio greco
}
sevenwd-fx-none = nessun effetto

## Effetti delle Meraviglie (regolamento p. 16)
sevenwd-wonder-effect-the_appian_way = Prendi 3 monete; l'avversario ne perde 3; gioca un secondo turno. 3 PV.
sevenwd-wonder-effect-circus_maximus = Scarta una carta grigia dell'avversario. 1 Scudo. 3 PV.
sevenwd-wonder-effect-the_colossus = 2 Scudi. 3 PV.
sevenwd-wonder-effect-the_great_library = Pesca 3 segnalini Progresso dalla scatola, tienine 1. 4 PV.
sevenwd-wonder-effect-the_great_lighthouse = Produce ogni turno Legno, Argilla o Pietra a scelta. 4 PV.
sevenwd-wonder-effect-the_hanging_gardens = Prendi 6 monete; gioca un secondo turno. 3 PV.
sevenwd-wonder-effect-the_mausoleum = Costruisci gratis una carta della pila degli scarti. 2 PV.
sevenwd-wonder-effect-piraeus = Produce ogni turno Vetro o Papiro a scelta; gioca un secondo turno. 2 PV.
sevenwd-wonder-effect-the_pyramids = 9 PV.
sevenwd-wonder-effect-the_sphinx = Gioca un secondo turno. 6 PV.
sevenwd-wonder-effect-the_statue_of_zeus = Scarta una carta marrone dell'avversario. 1 Scudo. 3 PV.
sevenwd-wonder-effect-the_temple_of_artemis = Prendi 12 monete; gioca un secondo turno.

## Effetti dei segnalini Progresso (regolamento p. 13)
sevenwd-token-effect-agriculture = Prendi 6 monete. 4 PV.
sevenwd-token-effect-architecture = Le tue prossime Meraviglie costano 2 risorse in meno.
sevenwd-token-effect-economy = Prendi le monete che l'avversario spende nel commercio.
sevenwd-token-effect-law = Un simbolo scientifico (bilancia).
sevenwd-token-effect-masonry = Le tue prossime carte blu costano 2 risorse in meno.
sevenwd-token-effect-mathematics = 3 PV per ogni tuo segnalino Progresso (compreso questo).
sevenwd-token-effect-philosophy = 7 PV.
sevenwd-token-effect-strategy = Le tue prossime carte rosse danno 1 Scudo extra.
sevenwd-token-effect-theology = Le tue prossime Meraviglie ti fanno giocare un secondo turno.
sevenwd-token-effect-urbanism = Prendi 6 monete; prendi 4 monete a ogni costruzione per concatenazione.

## Richieste (all'imperativo, rivolte a chi decide: "Alice: prendi ...")
sevenwd-prompt-draft-wonder = prendi una Meraviglia tra quelle offerte
sevenwd-prompt-play-card = prendi una carta dallo schema
sevenwd-prompt-choose-progress-token = scegli un segnalino Progresso
sevenwd-prompt-destroy-card = scegli una carta dell'avversario da scartare
sevenwd-prompt-build-from-discard = scegli dalla pila degli scarti una carta da costruire gratis
sevenwd-prompt-choose-library-token = scegli uno dei 3 segnalini Progresso pescati
sevenwd-prompt-choose-first-player = scegli chi inizia la prossima Epoca
sevenwd-prompt-game-over = la partita è finita
sevenwd-pending-progress = scegli un segnalino Progresso (una coppia di simboli scientifici)
sevenwd-pending-destroy = scegli una carta { $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
} dell'avversario da mettere nella pila degli scarti
sevenwd-pending-mausoleum = grazie al Mausoleo, scegli dalla pila degli scarti una carta da costruire gratis
sevenwd-pending-library = grazie alla Grande Biblioteca, scegli uno dei 3 segnalini Progresso pescati dalla scatola
sevenwd-pending-first-player = scegli chi inizia la prossima Epoca

## Eventi
sevenwd-ev-age = Inizia l'{ $age }; carte a faccia in su: { $cards }.
sevenwd-ev-reveal = { $n ->
    [one] Rivelata
   *[other] Rivelate
}: { $cards }.
sevenwd-ev-pawn = La pedina Conflitto avanza di { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la capitale di { $opponent }.
sevenwd-ev-pawn-loot = La pedina Conflitto avanza di { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la capitale di { $opponent }; { $opponent } perde { $loot } { $tokens ->
    [one] (segnalino Esercito)
   *[other] (segnalini Esercito)
}.
sevenwd-ev-pawn-loot-none = La pedina Conflitto avanza di { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la capitale di { $opponent }; { $opponent } non ha monete da perdere per { $tokens ->
    [one] il segnalino Esercito
   *[other] i segnalini Esercito
}.
sevenwd-ev-coins-per = { $player } prende { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} con { IL($card) } ({ $each } × { $count }).
sevenwd-ev-coins-card = { $player } prende { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} con { IL($card) }.
sevenwd-ev-coins-from = { $player } prende { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} grazie { A($source) }.
sevenwd-ev-loses = { $player } perde { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} per effetto { DI($source) }.
sevenwd-ev-wonder-removed = Sono state costruite 7 Meraviglie: { IL($wonder) } torna nella scatola.
sevenwd-ev-nothing-to-destroy = { $opponent } non ha carte { $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
}: { IL($wonder) } non scarta nulla.
sevenwd-ev-mausoleum-empty = La pila degli scarti è vuota: il Mausoleo non ha effetto.
sevenwd-ev-library-draw = Grazie alla Grande Biblioteca peschi dalla scatola i segnalini Progresso { $tokens }.
sevenwd-ev-play-again = { $player } gioca un secondo turno.
sevenwd-ev-play-again-lost = L'Epoca è finita: { $player } perde il turno bonus.
sevenwd-ev-last-starts = { $player } ha giocato l'ultima carta e inizia l'{ $age }.
sevenwd-ev-choose-self = { $player } sceglie di iniziare l'{ $age }.
sevenwd-ev-choose-opponent = { $player } sceglie { $opponent } per iniziare l'{ $age }.
sevenwd-ev-draft = { $player } prende { IL($wonder) }.
sevenwd-ev-draft-last = { $player } prende { IL($wonder) }, l'ultima Meraviglia rimasta.
sevenwd-ev-draft-offer = Meraviglie offerte: { $wonders }.
sevenwd-ev-build-free = { $player } costruisce { IL($card) } gratis.
sevenwd-ev-build-chain = { $player } costruisce { IL($card) } gratis per concatenazione con { IL($source) }.
sevenwd-ev-build-coins = { $player } costruisce { IL($card) } per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}.
sevenwd-ev-build-bought = { $player } costruisce { IL($card) } per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}, comprando { $bought }.
sevenwd-ev-build-mixed = { $player } costruisce { IL($card) } per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}: { $card_coins } per la carta + { $trade } per comprare { $bought }.
sevenwd-ev-discard = { $yellow ->
    [0] { $player } scarta { IL($card) } e prende { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}.
   *[other] { $player } scarta { IL($card) } e prende { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
} (2 + { $yellow } per { $yellow ->
    [one] 1 carta gialla
   *[other] { $yellow } carte gialle
}).
}
sevenwd-ev-wonder = { $player } costruisce { IL($wonder) } con { IL($card) }.
sevenwd-ev-wonder-paid = { $player } costruisce { IL($wonder) } con { IL($card) } per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}, comprando { $bought }.
sevenwd-ev-token = { $player } prende il segnalino Progresso { $token }.
sevenwd-ev-token-library = Grazie alla Grande Biblioteca, { $player } prende il segnalino Progresso { $token }.
sevenwd-ev-destroy = { $player } mette nella pila degli scarti { IL($card) } di { $opponent }.
sevenwd-ev-mausoleum = Grazie al Mausoleo, { $player } costruisce gratis { IL($card) } dalla pila degli scarti.

## Fine della partita (regolamento pp. 11-12)
sevenwd-out-military = { $player } vince per supremazia militare: la pedina Conflitto raggiunge la capitale di { $opponent }.
sevenwd-out-science = { $player } vince per supremazia scientifica: 6 simboli scientifici diversi.
sevenwd-out-civilian = { $player } vince: vittoria civile, { $total } a { $other } punti vittoria.
sevenwd-out-civilian-blue = { $player } vince: vittoria civile, { $total } a { $total ->
        [one] { $total } punto vittoria
       *[other] { $total } punti vittoria
    }; { $player } ha più punti dalle carte blu ({ $blue } a { $other_blue }).
sevenwd-out-civilian-shared = Vittoria civile condivisa: { $total } a { $total ->
        [one] { $total } punto vittoria
       *[other] { $total } punti vittoria
    } e { $blue } a { $blue ->
        [one] { $blue } punto
       *[other] { $blue } punti
    } dalle carte blu.

## Azioni non consentite
sevenwd-err-afford-coins = Per costruire { IL($card) } servono { $cost ->
    [one] { $cost } moneta
   *[other] { $cost } monete
}; ne hai { $coins }.
sevenwd-err-afford-none = Per costruire { IL($card) } servono { $need }; non ne produci, quindi ti costa { $total ->
    [one] { $total } moneta
   *[other] { $total } monete
}; ne hai { $coins }.
sevenwd-err-afford = Per costruire { IL($card) } servono { $need }; produci { $produced }, quindi ti costa { $total ->
    [one] { $total } moneta
   *[other] { $total } monete
}; ne hai { $coins }.
sevenwd-err-cannot-destroy = Scegli una carta { $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
} della città avversaria.
sevenwd-err-covered = Quella carta è coperta da altre carte.
sevenwd-err-game-over = La partita è finita.
sevenwd-err-no-seat = Scegli il giocatore 1 o il giocatore 2.
sevenwd-err-no-slot = Nello schema non c'è la posizione { $slot }.
sevenwd-err-not-discarded = Quella carta non è nella pila degli scarti.
sevenwd-err-not-drawn = Scegli uno dei 3 segnalini Progresso che hai pescato.
sevenwd-err-not-offered = Quella Meraviglia non è tra quelle offerte.
sevenwd-err-not-on-board = Quel segnalino Progresso non è sul tabellone.
sevenwd-err-not-your-turn = Non tocca a te decidere.
sevenwd-err-not-your-wonder = Quella Meraviglia non è tua.
sevenwd-err-slot-empty = Quella carta è già stata presa.
sevenwd-err-wonder-built = Hai già costruito { IL($wonder) }.
sevenwd-err-wonder-removed = Sono state costruite 7 Meraviglie: l'ultima, { IL($wonder) }, è tornata nella scatola.
sevenwd-err-wrong-draft-wonder = Prima devi prendere una Meraviglia tra quelle offerte.
sevenwd-err-wrong-play-card = Ora devi prendere una carta dallo schema.
sevenwd-err-wrong-choose-progress-token = Prima devi scegliere un segnalino Progresso.
sevenwd-err-wrong-destroy-card = Prima devi scegliere la carta da scartare.
sevenwd-err-wrong-build-from-discard = Prima devi scegliere una carta della pila degli scarti.
sevenwd-err-wrong-choose-library-token = Prima devi scegliere uno dei segnalini Progresso che hai pescato.
sevenwd-err-wrong-choose-first-player = Prima devi scegliere chi inizia la prossima Epoca.

## Stato e pannello
sevenwd-status-over = **Partita finita**: { $result }
sevenwd-status-scores = { $player }: { $vp } PV · { $opponent }: { $other_vp } PV
sevenwd-status-turn = **{ $where }** · { $who }: { $what }.
sevenwd-status-city = { $player }: { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
}, { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}, { $wonders ->
    [one] 1 Meraviglia
   *[other] { $wonders } Meraviglie
}, { $science ->
    [one] 1 simbolo scientifico
   *[other] { $science } simboli scientifici
}, { $vp } PV finora
sevenwd-pawn-centre = Pedina Conflitto: al centro.
sevenwd-pawn-toward = Pedina Conflitto: { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la capitale di { $player }.
sevenwd-pawn-toward-you = Pedina Conflitto: { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la tua capitale.
sevenwd-pawn-toward-opponent = Pedina Conflitto: { $n ->
    [one] 1 casella
   *[other] { $n } caselle
} verso la capitale avversaria.
sevenwd-panel-you = **Tu**: { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
} · produzione { $production } · { $shields ->
    [one] 1 Scudo
   *[other] { $shields } Scudi
} · scienza { $science }/6 · { $vp } PV
sevenwd-panel-prices = Prezzi di commercio: { $prices }
sevenwd-panel-opponent = **Avversario**: { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
} · produzione { $production } · scienza { $science }/6 · { $vp } PV
sevenwd-panel-your-tokens = I tuoi segnalini Progresso: { $tokens }
sevenwd-panel-board-tokens = Segnalini Progresso sul tabellone: { $tokens }
sevenwd-panel-title-act = 7 Wonders Duel: { $what }
sevenwd-panel-title-over = 7 Wonders Duel: la partita è finita
sevenwd-panel-title-wait = 7 Wonders Duel: tocca al tuo avversario
sevenwd-opt-build-chain = Costruisci: gratis (concatenazione con { IL($source) })
sevenwd-opt-build-free = Costruisci: gratis
sevenwd-opt-build-coins = Costruisci: { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-opt-discard = Scarta per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-opt-wonder-free = Meraviglia { $wonder }: gratis
sevenwd-opt-wonder-paid = Meraviglia { $wonder }: { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-opt-i-start = Inizio io l'{ $age }
sevenwd-opt-opponent-starts = L'{ $age } la inizia il mio avversario
sevenwd-slot-label = { $afford ->
    [0] { $card } ({ $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
}) · { $build }, troppo cara
   *[other] { $card } ({ $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
}) · { $build }
}
sevenwd-desc-buy = Compri { $bought } per { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
sevenwd-short-chain = gratis (concatenazione)
sevenwd-short-free = gratis
sevenwd-opt-draft = { $wonder } (costo: { $cost })

## Glossario (/agora card)
sevenwd-kind-card = Carta { $age }, { $color ->
    [brown] marrone
    [grey] grigia
    [blue] blu
    [green] verde
    [yellow] gialla
    [red] rossa
   *[purple] viola
}
sevenwd-kind-guild = Gilda (Epoca III, carta viola)
sevenwd-kind-wonder = Meraviglia
sevenwd-kind-token = Segnalino Progresso
sevenwd-gl-cost = Costo: { $cost }.
sevenwd-gl-chain-from = Gratuita se possiedi { IL($card) } (simbolo di concatenazione: { $symbol ->
    [horseshoe] ferro di cavallo
    [sword] spada
    [tower] torre
    [book] libro
    [gear] ingranaggio
    [amphora] anfora
    [mask] maschera
    [moon] luna
    [drop] goccia
    [barrel] botte
    [target] bersaglio
    [helmet] elmo
    [lyre] lira
    [lamp] lampada
    [column] colonna
    [sun] sole
   *[greek_building] tempio greco
}).
sevenwd-gl-effect = Effetto: { $effect }

## Regole (/agora rules), dal regolamento italiano
sevenwd-rules-turn-title = Il tuo turno
sevenwd-rules-turn =
    Nel tuo turno prendi una carta accessibile dello schema (una carta che nessun'altra carta copre, nemmeno in parte) e fai una di queste tre azioni:
    1. Costruire la Struttura: paghi il suo costo e la metti nella tua città.
    2. Scartare la carta per ottenere monete: prendi 2 monete, più 1 moneta per ogni carta gialla nella tua città. La pila degli scarti è consultabile da entrambi i giocatori.
    3. Costruire una Meraviglia: paghi il costo di una delle tue Meraviglie e metti la carta sotto di essa.
    Poi si girano a faccia in su le carte diventate accessibili. Alcune Meraviglie ti fanno giocare immediatamente un secondo turno.
sevenwd-rules-ages-title = Le tre Epoche
sevenwd-rules-ages =
    La partita si svolge in tre Epoche (I, II, III), ognuna con il suo mazzo: 20 carte disposte secondo lo schema dell'Epoca, alcune a faccia in su e altre a faccia in giù (3 carte per mazzo restano nella scatola; nell'Epoca III si aggiungono 3 Gilde a caso).
    Un'Epoca termina quando tutte le 20 carte sono state prese. Il giocatore con l'esercito più debole (la pedina Conflitto è dalla sua parte) sceglie chi inizia l'Epoca successiva; con la pedina al centro inizia chi ha giocato l'ultima carta.
    Un secondo turno ottenuto con l'ultima carta di un'Epoca va perso.
sevenwd-rules-victory-title = Come si vince
sevenwd-rules-victory =
    Supremazia militare: se la pedina Conflitto raggiunge la capitale avversaria, vinci subito. Ogni Scudo muove la pedina di 1 casella verso la capitale avversaria; quando entra in una zona con un segnalino Esercito, l'avversario perde 2 o 5 monete.
    Supremazia scientifica: se raccogli 6 simboli scientifici diversi, vinci subito.
    Vittoria civile: altrimenti, alla fine dell'Epoca III vince chi ha più punti vittoria: punti militari (0, 2, 5 o 10 secondo la posizione della pedina), Strutture (blu, verdi, gialle, viola), Meraviglie, segnalini Progresso e 1 punto per ogni set completo di 3 monete.
    Parità: vince chi ha più punti vittoria dalle Strutture civili (carte blu); se la parità permane, la vittoria è condivisa.
sevenwd-rules-costs-title = Costi e commercio
sevenwd-rules-costs =
    Una carta può essere gratuita, costare monete, risorse o entrambe; le Meraviglie costano solo risorse. Le risorse non si spendono: le tue carte marroni, grigie e alcune gialle le producono ogni turno.
    Una risorsa che non produci si può sempre comprare dalla banca: ogni unità costa 2 monete + 1 per ogni simbolo di quella risorsa prodotto dalle carte marroni e grigie dell'avversario. Le risorse "a scelta" delle carte gialle e delle Meraviglie non contano per il prezzo dell'avversario. Alcune carte gialle fissano a 1 moneta il prezzo di una risorsa.
    Concatenazione: una carta con un simbolo di concatenazione ti permette di costruire gratis, in un'Epoca successiva, la carta con lo stesso simbolo nel costo.
sevenwd-rules-wonders-title = Meraviglie
sevenwd-rules-wonders =
    Prima dell'Epoca I ogni giocatore sceglie 4 delle 12 Meraviglie: se ne scoprono 4, il primo giocatore ne prende 1, il secondo 2, il primo l'ultima; poi altre 4, partendo dal secondo giocatore.
    Per costruire una Meraviglia prendi una carta accessibile qualsiasi, paghi il costo della Meraviglia (non quello della carta) e metti la carta sotto di essa; l'effetto si applica subito.
    In una partita si possono costruire solo 7 Meraviglie: quando viene costruita la settima, l'ultima non ancora costruita torna nella scatola.
sevenwd-rules-progress-title = Segnalini Progresso e scienza
sevenwd-rules-progress =
    Esistono 7 simboli scientifici diversi, sulle carte verdi e sul segnalino Legge. Ogni volta che raccogli una coppia di simboli identici, scegli uno dei segnalini Progresso sul tabellone: resta nella tua città fino alla fine della partita.
    Sul tabellone ci sono 5 segnalini, gli altri 5 restano nella scatola (la Grande Biblioteca ne pesca 3).
    Segnalini: Agricoltura, Architettura, Economia, Legge, Edilizia, Matematica, Filosofia, Strategia, Teologia, Urbanistica (vedi /agora card per ciascuno).

## L'immagine del tabellone (render/sevenwd.py)
sevenwd-board-vp = { $n } PV
sevenwd-board-vp-short = PV
sevenwd-board-free = gratuita
sevenwd-board-guild-back = GILDA
sevenwd-board-no-tokens = Nessun segnalino Progresso sul tabellone
sevenwd-board-built = costruita
sevenwd-board-in-box = nella scatola
sevenwd-board-draft = SELEZIONE
sevenwd-board-over = FINE
sevenwd-board-plays-again = (gioca un secondo turno)
sevenwd-board-draft-round = Selezione delle Meraviglie, giro { $n }
sevenwd-board-picks = scelgono: { $order }
sevenwd-board-final-scores = Punteggio finale
sevenwd-board-score-military = Militari
sevenwd-board-score-blue = Strutture civili (blu)
sevenwd-board-score-green = Strutture scientifiche (verdi)
sevenwd-board-score-yellow = Strutture commerciali (gialle)
sevenwd-board-score-purple = Gilde (viola)
sevenwd-board-score-wonders = Meraviglie
sevenwd-board-score-progress = Segnalini Progresso
sevenwd-board-score-coins = Monete (1 ogni 3)
sevenwd-board-score-total = Totale
sevenwd-board-discard-pile = Pila degli scarti ({ $n })
sevenwd-board-discard-short = scarti
sevenwd-board-legend = Legenda
sevenwd-board-legend-coins = monete
sevenwd-board-legend-shield = Scudi: muovono la pedina Conflitto
sevenwd-board-legend-vp = punti vittoria
sevenwd-board-legend-choice = una a scelta, ogni turno
sevenwd-board-legend-fixed = comprata a 1 moneta
sevenwd-board-legend-per = monete per carta di quel colore
sevenwd-board-legend-guild = Gilda: per carta della città che ne ha di più
sevenwd-board-legend-token = segnalino Progresso
sevenwd-board-legend-discard = pila degli scarti (carte)
sevenwd-board-legend-science-title = Scienza:
sevenwd-board-legend-science = { $symbol ->
    [globe] globo
    [sundial] meridiana
    [wheel] ruota
    [mortar] mortaio
    [plumb_line] filo a piombo
    [quill] penna d'oca
   *[law] bilancia (Legge)
}
sevenwd-board-legend-chain-title = Concatenazioni:
sevenwd-board-legend-chain = { $symbol ->
    [horseshoe] ferro di cavallo
    [sword] spada
    [tower] torre
    [book] libro
    [gear] ingranaggio
    [amphora] anfora
    [mask] maschera
    [moon] luna
    [drop] goccia
    [barrel] botte
    [target] bersaglio
    [helmet] elmo
    [lyre] lira
    [lamp] lampada
    [column] colonna
    [sun] sole
   *[greek_building] tempio greco
}
sevenwd-board-legend-needs = concatenazione scura: gratis se possiedi il simbolo

## Proper names (engines/sevenwd/cards.yaml; Italian: the rulebook's card index, pp. 16-19)
sevenwd-card-lumber_yard = Cantiere d'abbattimento
    .article = il
sevenwd-card-logging_camp = Deposito di legname
    .article = il
sevenwd-card-clay_pool = Bacino d'argilla
    .article = il
sevenwd-card-clay_pit = Fossa d'argilla
    .article = la
sevenwd-card-quarry = Scavi
    .article = gli
sevenwd-card-stone_pit = Cava di pietra
    .article = la
sevenwd-card-glassworks = Vetreria
    .article = la
sevenwd-card-press = Stamperia
    .article = la
sevenwd-card-guard_tower = Torre di guardia
    .article = la
sevenwd-card-stable = Stalla
    .article = la
sevenwd-card-garrison = Presidio
    .article = il
sevenwd-card-palisade = Palizzata
    .article = la
sevenwd-card-workshop = Opificio
    .article = l'
sevenwd-card-apothecary = Speziale
    .article = lo
sevenwd-card-scriptorium = Scrittorio
    .article = lo
sevenwd-card-pharmacist = Farmacia
    .article = la
sevenwd-card-stone_reserve = Riserva di pietra
    .article = la
sevenwd-card-clay_reserve = Riserva di argilla
    .article = la
sevenwd-card-wood_reserve = Riserva di legno
    .article = la
sevenwd-card-tavern = Taverna
    .article = la
sevenwd-card-theater = Teatro
    .article = il
sevenwd-card-altar = Altare
    .article = l'
sevenwd-card-baths = Bagni
    .article = i
sevenwd-card-sawmill = Segheria
    .article = la
sevenwd-card-brickyard = Mattonificio
    .article = il
sevenwd-card-shelf_quarry = Tagliapietre
    .article = il
sevenwd-card-glassblower = Soffiatore di vetro
    .article = il
sevenwd-card-drying_room = Essiccatoio
    .article = l'
sevenwd-card-walls = Mura
    .article = le
sevenwd-card-horse_breeders = Scuderie
    .article = le
sevenwd-card-barracks = Caserma
    .article = la
sevenwd-card-archery_range = Poligono di tiro
    .article = il
sevenwd-card-parade_ground = Piazza d'armi
    .article = la
sevenwd-card-library = Biblioteca
    .article = la
sevenwd-card-dispensary = Ambulatorio
    .article = l'
sevenwd-card-school = Scuola
    .article = la
sevenwd-card-laboratory = Laboratorio
    .article = il
sevenwd-card-forum = Foro
    .article = il
sevenwd-card-caravansery = Caravanserraglio
    .article = il
sevenwd-card-customs_house = Dogana
    .article = la
sevenwd-card-brewery = Birrificio
    .article = il
sevenwd-card-courthouse = Tribunale
    .article = il
sevenwd-card-statue = Statua
    .article = la
sevenwd-card-temple = Tempio
    .article = il
sevenwd-card-aqueduct = Acquedotto
    .article = l'
sevenwd-card-rostrum = Palco
    .article = il
sevenwd-card-arsenal = Arsenale
    .article = l'
sevenwd-card-pretorium = Corte di giustizia
    .article = la
sevenwd-card-fortifications = Fortificazioni
    .article = le
sevenwd-card-siege_workshop = Opificio d'assedio
    .article = l'
sevenwd-card-circus = Circo
    .article = il
sevenwd-card-academy = Accademia
    .article = l'
sevenwd-card-study = Studio
    .article = lo
sevenwd-card-university = Università
    .article = l'
sevenwd-card-observatory = Osservatorio
    .article = l'
sevenwd-card-chamber_of_commerce = Camera di commercio
    .article = la
sevenwd-card-port = Porto
    .article = il
sevenwd-card-armory = Armeria
    .article = l'
sevenwd-card-lighthouse = Faro
    .article = il
sevenwd-card-arena = Arena
    .article = l'
sevenwd-card-palace = Palazzo
    .article = il
sevenwd-card-town_hall = Municipio
    .article = il
sevenwd-card-obelisk = Obelisco
    .article = l'
sevenwd-card-gardens = Giardini
    .article = i
sevenwd-card-pantheon = Pantheon
    .article = il
sevenwd-card-senate = Senato
    .article = il
sevenwd-card-merchants_guild = Gilda dei mercanti
    .article = la
sevenwd-card-shipowners_guild = Gilda degli armatori
    .article = la
sevenwd-card-builders_guild = Gilda dei costruttori
    .article = la
sevenwd-card-magistrates_guild = Gilda dei magistrati
    .article = la
sevenwd-card-scientists_guild = Gilda degli scienziati
    .article = la
sevenwd-card-moneylenders_guild = Gilda degli usurai
    .article = la
sevenwd-card-tacticians_guild = Gilda degli strateghi
    .article = la
sevenwd-wonder-the_appian_way = Via Appia
    .article = la
sevenwd-wonder-circus_maximus = Circo Massimo
    .article = il
sevenwd-wonder-the_colossus = Colosso
    .article = il
sevenwd-wonder-the_great_library = Grande Biblioteca
    .article = la
sevenwd-wonder-the_great_lighthouse = Grande Faro
    .article = il
sevenwd-wonder-the_hanging_gardens = Giardini Pensili
    .article = i
sevenwd-wonder-the_mausoleum = Mausoleo
    .article = il
sevenwd-wonder-piraeus = Pireo
    .article = il
sevenwd-wonder-the_pyramids = Piramidi
    .article = le
sevenwd-wonder-the_sphinx = Sfinge
    .article = la
sevenwd-wonder-the_statue_of_zeus = Statua di Zeus
    .article = la
sevenwd-wonder-the_temple_of_artemis = Tempio di Artemide
    .article = il
sevenwd-token-agriculture = Agricoltura
    .article = l'
sevenwd-token-architecture = Architettura
    .article = l'
sevenwd-token-economy = Economia
    .article = l'
sevenwd-token-law = Legge
    .article = la
sevenwd-token-masonry = Edilizia
    .article = l'
sevenwd-token-mathematics = Matematica
    .article = la
sevenwd-token-philosophy = Filosofia
    .article = la
sevenwd-token-strategy = Strategia
    .article = la
sevenwd-token-theology = Teologia
    .article = la
sevenwd-token-urbanism = Urbanistica
    .article = l'

## l'ultimo turno sul tabellone
sevenwd-board-last = Ultimo turno, { $player }: { $what }
sevenwd-board-last-build = ha costruito { IL($card) }
sevenwd-board-last-discard = ha scartato { IL($card) }
sevenwd-board-last-destroy = ha messo { IL($card) } nella pila degli scarti
sevenwd-board-last-mausoleum = ha costruito { IL($card) } dalla pila degli scarti
sevenwd-board-last-wonder = ha costruito { IL($wonder) } con { IL($card) }
sevenwd-board-last-draft = ha preso { IL($wonder) }
sevenwd-board-last-token = ha preso il segnalino { $token }
sevenwd-board-last-first = ha scelto { $player } per iniziare l'Epoca
sevenwd-board-last-pawn = la pedina Conflitto { $n ->
    [one] di 1 casella
   *[other] di { $n } caselle
} verso { $player }
sevenwd-board-legend-takeable = si può prendere ora
sevenwd-board-legend-last = l'ultimo turno
