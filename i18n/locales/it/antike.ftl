# Antike (Mac Gerdts). Termini del regolamento italiano (shared/rules/antike.it.txt).
antike-who = { $player } ({ $nation })
antike-seat-label = { $nations }

## nazioni (.article: l'articolo, per IL() e DI() nelle richieste)
antike-nation-greeks = Greci
    .article = i
antike-nation-romans = Romani
    .article = i
antike-nation-germanic_tribes = Germanici
    .article = i
antike-nation-phoenicians = Fenici
    .article = i
antike-nation-carthaginians = Cartaginesi
    .article = i
antike-nation-persians = Persiani
    .article = i
antike-nation-arabs = Arabi
    .article = gli
antike-nation-egyptians = Egizi
    .article = gli
antike-nation-babylonians = Babilonesi
    .article = i

## risorse
antike-res-marble = marmo
antike-res-iron = ferro
antike-res-gold = oro
antike-res-coins = monete
antike-n-marble = { $n } marmo
antike-n-iron = { $n } ferro
antike-n-gold = { $n } oro
antike-n-coins = { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}

## ruota
antike-space-iron = Ferro
antike-space-temple = Tempio
antike-space-gold = Oro
antike-space-maneuver_1 = Manovra
antike-space-maneuver_2 = Manovra
antike-space-arming = Armamento
antike-space-marble = Marmo
antike-space-know_how = Conoscenza

## progressi (.article e .gender: l'accordo, "ottiene le Vele, prima nazione a possederle")
antike-kh-wheel = Ruota
    .article = la
    .gender = f
antike-kh-sailing = Vele
    .article = le
    .gender = f
antike-kh-market = Mercato
    .article = il
    .gender = m
antike-kh-monarchy = Monarchia
    .article = la
    .gender = f
antike-kh-roads = Strade
    .article = le
    .gender = f
antike-kh-navigation = Navigazione
    .article = la
    .gender = f
antike-kh-currency = Moneta
    .article = la
    .gender = f
antike-kh-democracy = Democrazia
    .article = la
    .gender = f

## personaggi storici e pedine
antike-person-kings = Re
antike-person-scholars = Studiosi
antike-person-generals = Generali
antike-person-citizens = Cittadini
antike-person-navigators = Navigatori
antike-piece-legion = Legione
antike-piece-galley = Galea
antike-piece-temple = Tempio
antike-piece-city = Città
antike-piece-coin = Moneta
antike-kind-space = Area della ruota
antike-kind-know-how = Progresso
antike-kind-personality = Personaggio storico
antike-kind-piece = Pedina

## glossario
antike-gl-space-iron = Produzione: 1 ferro per città di ferro, 3 con un tempio; +1 con il Mercato, +2 con la Moneta.
antike-gl-space-gold = Produzione: 1 oro per città d'oro, 3 con un tempio; +1 con il Mercato, +2 con la Moneta.
antike-gl-space-marble = Produzione: 1 marmo per città di marmo, 3 con un tempio; +1 con il Mercato, +2 con la Moneta.
antike-gl-space-temple = Costruisci templi: 5 marmo ciascuno, uno per città, 20 in tutto.
antike-gl-space-arming = Nuove legioni e galee: 1 ferro ciascuna, nelle province delle tue città: 1 per provincia, 3 con un tempio.
antike-gl-space-know_how = Acquista progressi con l'oro: di base 7 (3 se un'altra nazione lo possiede), superiori 10 (5).
antike-gl-space-maneuver_1 = Sposta legioni e galee, combatti, conquista città.
antike-gl-space-maneuver_2 = Sposta legioni e galee, combatti, conquista città.
antike-gl-kh-wheel = Di base. { $first } oro per la prima nazione ({ $later } dopo). Ogni legione può fare 2 manovre.
antike-gl-kh-sailing = Di base. { $first } oro per la prima nazione ({ $later } dopo). Ogni galea può fare 2 manovre.
antike-gl-kh-market = Di base. { $first } oro per la prima nazione ({ $later } dopo). +1 unità a ogni produzione.
antike-gl-kh-monarchy = Di base. { $first } oro per la prima nazione ({ $later } dopo). Le tue città difendono con +1.
antike-gl-kh-roads = Superiore, richiede la Ruota. { $first } oro per la prima nazione ({ $later } dopo). Ogni legione può fare 3 manovre.
antike-gl-kh-navigation = Superiore, richiede le Vele. { $first } oro per la prima nazione ({ $later } dopo). Ogni galea può fare 3 manovre.
antike-gl-kh-currency = Superiore, richiede il Mercato. { $first } oro per la prima nazione ({ $later } dopo). +2 unità a ogni produzione.
antike-gl-kh-democracy = Superiore, richiede la Monarchia. { $first } oro per la prima nazione ({ $later } dopo). Le tue città difendono con +2.
antike-gl-person-kings = 9 carte. Uno per ogni serie di 5 città (5, 10, 15...).
antike-gl-person-scholars = 8 carte. Uno per ogni progresso che ottieni per primo.
antike-gl-person-generals = 7 carte. Uno per ogni tempio che distruggi conquistandone la città.
antike-gl-person-citizens = 6 carte. Uno per ogni serie di 3 templi (3, 6, 9...).
antike-gl-person-navigators = 5 carte. Uno per ogni 7 zone di mare occupate dalle tue galee (7, 14).
antike-gl-piece-legion = 1 ferro. Attraversa le frontiere rosse. 17 per nazione.
antike-gl-piece-galley = 1 ferro. Attraversa le frontiere blu. 17 per nazione.
antike-gl-piece-temple = 5 marmo. Triplica produzione e difesa della città (3 invece di 1).
antike-gl-piece-city = 1 marmo, 1 ferro e 1 oro, in una provincia senza città dove hai una legione o una galea. 25 per nazione.
antike-gl-piece-coin = Prendine una prima del movimento sulla ruota; vale come marmo, ferro o oro. 30 nella banca.

## regole
antike-rt-turn-title = Il tuo turno
antike-rt-turn = Se vuoi prendi una moneta, sposta la tua pedina sulla ruota ed esegui l'azione dell'area; poi crea città e prendi i personaggi storici guadagnati.
antike-rt-rondel-title = La ruota
antike-rt-rondel = Da 1 a 3 aree in avanti sono gratuite; ogni area in più costa 1 risorsa o moneta. La stessa area di seguito solo facendo il giro completo (8 aree, 5 risorse). Il primo piazzamento è libero e gratuito.
antike-rt-production-title = Produzione
antike-rt-production = Marmo, Ferro, Oro: 1 per città di quella risorsa, 3 con un tempio, +1 con il Mercato o +2 con la Moneta.
antike-rt-development-title = Tempio, Armamento, Conoscenza
antike-rt-development = Tempio: 5 marmo ciascuno. Armamento: 1 ferro per legione o galea, 1 per provincia con una tua città (3 con un tempio). Conoscenza: di base 7 oro (3 se qualcuno lo possiede), superiore 10 (5); la prima nazione che ottiene un progresso prende uno studioso. Con tutti gli otto progressi scambi liberamente marmo, ferro o oro con un'altra risorsa, 1 per 1.
antike-rt-maneuver-title = Manovra
antike-rt-maneuver = Ogni unità fa 1 manovra (2 o 3 con Ruota/Strade, Vele/Navigazione): le legioni attraversano le frontiere rosse, le galee quelle blu. Legioni contro legioni e galee contro galee, 1 a 1, se lo chiede la nazione che muove o quella nella cui provincia si entra.
antike-rt-conquest-title = Conquista
antike-rt-conquest = Difesa = 1 (3 con un tempio) + le unità del difensore nella provincia + 1 Monarchia / 2 Democrazia. Ritiri altrettante tue unità che lì possono ancora fare una manovra; il difensore perde la città, il tempio e le sue unità lì. L'unica città di una nazione non può essere conquistata. Chi conquista con già 25 città rinuncia a una delle sue, a sua scelta.
antike-rt-personalities-title = Personaggi storici
antike-rt-personalities = Re: ogni 5 città. Studiosi: ogni progresso ottenuto per primo. Generali: ogni tempio distrutto. Cittadini: ogni 3 templi. Navigatori: ogni 7 zone di mare con tue galee. Si prendono alla fine del tuo turno e non si perdono.
antike-rt-victory-title = Vittoria
antike-rt-victory = Vince la prima nazione con 7 personaggi storici (6 nazioni), 8 (5), 9 (4 nazioni o 2 giocatori), 10 o 12 (3). Con 5-6 nazioni, se i 35 sono già stati presi, vince la prossima nazione che distrugge un tempio.
antike-rt-two_players-title = Due giocatori
antike-rt-two_players = Ogni giocatore gioca due nazioni, tenute separate (Ovest: Romani e Fenici contro Germanici e Greci; Est: Persiani e Fenici contro Greci e Arabi). Vince la prima nazione con 9 personaggi storici.

## fasi e richieste
antike-step-start_city = sceglie la città di partenza
antike-step-rondel = sceglie l'area della ruota
antike-step-temple = costruisce templi
antike-step-arming = si arma
antike-step-know_how = acquista progressi
antike-step-maneuver = manovra
antike-step-found = crea città
antike-step-defend = decide se combattere
antike-step-give_up = sceglie la città a cui rinunciare
antike-step-game_over = partita finita
antike-prompt-start_city = scegli la città di partenza { DI($nation) }
antike-prompt-rondel = muovi { IL($nation) } sulla ruota
antike-prompt-temple = costruisci templi per { IL($nation) }
antike-prompt-arming = crea legioni e galee per { IL($nation) }
antike-prompt-know_how = acquista progressi per { IL($nation) }
antike-prompt-maneuver = muovi, combatti e conquista con { IL($nation) }
antike-prompt-found = crea città per { IL($nation) }, se vuoi
antike-prompt-defend = decidi se { IL($nation) } combattono gli invasori
antike-prompt-give_up = scegli la città a cui { IL($nation) } rinunciano (25 pedine città sul tabellone)
antike-prompt-game_over = la partita è finita

## pannello
antike-pn-title-start_city = { $who }: scegli la città di partenza
antike-pn-title-rondel = { $who }: scegli l'area della ruota
antike-pn-title-temple = { $who }: costruisci templi
antike-pn-title-arming = { $who }: crea legioni e galee
antike-pn-title-know_how = { $who }: acquista progressi
antike-pn-title-maneuver = { $who }: muovi, combatti, conquista
antike-pn-title-found = { $who }: crea città
antike-pn-title-defend = { $who }: decidi se combattere
antike-pn-title-give_up = { $who }: scegli la città a cui rinunciare
antike-pn-title-wait = In attesa di { $who }
antike-pn-nobody = nessuno
antike-pn-dest = { $space }: { $cost ->
    [0] gratis
    [one] costa 1 risorsa
   *[other] costa { $cost } risorse
} — { $what }
antike-pn-dest-no = { $space }: { $cost ->
    [0] gratis
    [one] costa 1 risorsa
   *[other] costa { $cost } risorse
} (non possibile)
antike-pn-space = { $space } ({ $cost ->
    [0] gratis
    [one] 1 risorsa
   *[other] { $cost } risorse
})
antike-pn-produces = ricevi { $res } ×{ $n }
antike-pn-does-temple = templi, 5 marmo ciascuno
antike-pn-does-arming = legioni e galee, 1 ferro ciascuna
antike-pn-does-know_how = progressi pagati in oro
antike-pn-does-maneuver_1 = muovi, combatti, conquista
antike-pn-does-maneuver_2 = muovi, combatti, conquista
antike-pn-no-coin = nessuna moneta
antike-pn-take-coin = prendi una moneta
antike-pn-take-res = prendi 1 { $res } (monete finite)
antike-pn-temple = Tempio { AD($city) } ({ $coins ->
    [0] 5 marmo
    [one] con 1 moneta
   *[other] con { $coins } monete
})
antike-pn-arm-legion = Legione ({ $coins ->
    [0] 1 ferro
   *[other] 1 moneta
})
antike-pn-arm-galley = Galea ({ $coins ->
    [0] 1 ferro
   *[other] 1 moneta
})
antike-pn-arm-where = { $n ->
    [one] 1 scelta
   *[other] { $n } scelte
}
antike-pn-learn = { $advance } ({ $coins ->
    [0] solo oro
    [one] con 1 moneta
   *[other] con { $coins } monete
})
antike-pn-moves = Muovi un'unità
antike-pn-moves-n = { $n ->
    [one] 1 spostamento
   *[other] { $n } spostamenti
}
antike-pn-move-legion = Legione da { $frm }
antike-pn-move-galley = Galea da { $frm }
antike-pn-move-to = verso { $to } (manovre rimaste: { $left })
antike-pn-conquer = Conquista { $city }: { $n } unità ({ $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    })
antike-pn-fight-legion = Combatti { IL($nation) } { AD($city) } con le legioni
antike-pn-fight-galley = Combatti { IL($nation) } { AD($city) } con le galee
antike-pn-found = Città { AD($city) } (monete al posto di: { $coins })
antike-pn-none = niente
antike-pn-defend-yes = Combatti (1 a 1)
antike-pn-defend-no = Lasciali passare
antike-pn-defend-legion = { $who } ha mosso una legione { AD($city) }, dove hai delle legioni.
antike-pn-defend-galley = { $who } ha mosso una galea { AD($city) }, dove hai delle galee.
antike-pn-trade = Scambia { $n } { $give } con 1 { $take }
antike-pn-give-up = Hai già tutte le 25 pedine città sul tabellone: per tenere { $city } rinuncia a una delle città che possedevi.
antike-pn-give-up-city = Rinuncia { AD($city) }{ $temple ->
    [1] {" "}(il tempio torna nella riserva)
   *[other] {""}
}
antike-pn-done-temple = Nessun altro tempio
antike-pn-done-arming = Fine dell'armamento
antike-pn-done-know_how = Nessun altro progresso
antike-pn-done-maneuver = Fine della manovra
antike-pn-done-found = Fine del turno

## stato
antike-st-turn = Giro { $turn }: { $who } { $step }.
antike-st-winner = { $who } vince con { $n ->
        [one] { $n } personaggio storico
       *[other] { $n } personaggi storici
    }.
antike-st-nation = { $who }: { $marble } marmo, { $iron } ferro, { $gold } oro, { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}; { $cities ->
    [one] 1 città
   *[other] { $cities } città
}, { $temples ->
    [one] 1 tempio
   *[other] { $temples } templi
}, { $legions ->
        [one] { $legions } legione
       *[other] { $legions } legioni
    }, { $galleys ->
        [one] { $galleys } galea
       *[other] { $galleys } galee
    }; personaggi { $total }/{ $target }
antike-st-know-how = { $who } conosce: { $items }

## esito
antike-outcome-personalities = { $who } vince con { $n ->
        [one] { $n } personaggio storico
       *[other] { $n } personaggi storici
    } (obiettivo { $target }).
antike-outcome-temple_after_personalities = { $who } vince distruggendo un tempio dopo che tutti i 35 personaggi storici sono stati presi.

## eventi
antike-ev-coin = { $who } prende una moneta.
antike-ev-coin-res = { $who } prende 1 { $res } (la banca non ha più monete).
antike-ev-rondel = { $who } { $steps ->
    [0] si piazza su { $space }
    [one] avanza di 1 area fino { AD($space) }
   *[other] avanza di { $steps } aree fino { AD($space) }
}{ $cost ->
    [0] {""}
    [one] {" "}(1 area oltre le 3 gratuite: 1 risorsa o moneta da pagare)
   *[other] {" "}({ $cost } aree oltre le 3 gratuite: { $cost } risorse o monete da pagare)
}.
antike-ev-produce = { $who } produce { $res }: { $plain } × 1 + { $temples } × 3 (templi) + { $bonus } (progressi) = { $total }.
antike-ev-temple = { $who } costruisce un tempio { AD($city) } (5 unità di marmo{ $coins ->
    [0] {""}
    [one] , di cui 1 pagata con una moneta
   *[other] , di cui { $coins } pagate in monete
}).
antike-ev-arm-legion = { $who } piazza una legione { AD($city) }.
antike-ev-arm-galley = { $who } piazza una galea { AD($city) }.
antike-ev-learn = { $who } ottiene { IL($advance) } per { $cost } oro{ $first ->
    [1] , prima nazione a { GENDER($advance) ->
        [f] possederla
        [f-pl] possederle
        [m-pl] possederli
       *[m] possederlo
    }
   *[other] {""}
}.
antike-ev-move-legion = { $who }: legione { $frm } → { $to }.
antike-ev-move-galley = { $who }: galea { $frm } → { $to }.
antike-ev-combat-legion = Combattimento { AD($city) }: { $a } { ED($b) } perdono { $n ->
    [one] 1 legione
   *[other] { $n } legioni
} ciascuno.
antike-ev-combat-galley = Combattimento { AD($city) }: { $a } { ED($b) } perdono { $n ->
    [one] 1 galea
   *[other] { $n } galee
} ciascuno.
antike-ev-no-combat = { $who } non combatte { AD($city) }.
antike-ev-conquest = { $who } conquista { $city } { AD($victim) }: difesa { $base } (città) + { $units } (unità) + { $bonus } (progressi) = { $total }, { $total ->
        [one] { $total } unità ritirata
       *[other] { $total } unità ritirate
    }{ $temple ->
    [1] ; il tempio è distrutto
   *[other] {""}
}.
antike-ev-abandon = { $who } rinuncia { AD($city) } (pedine città finite).
antike-ev-give-up = { $who } rinuncia { AD($city) } per tenere { $conquered } (tutte le 25 pedine città erano sul tabellone){ $temple ->
    [1] ; il tempio { DI($city) } torna nella riserva
   *[other] {""}
}.
antike-ev-found = { $who } crea la città di { $city }.
antike-ev-start-city = { $who } parte da { $city }.
antike-ev-trade = { $who } scambia { $n } { $give } con 1 { $take }.
antike-ev-kings = { $who } prende il Re n° { $number } ({ $total ->
        [one] { $total } personaggio storico
       *[other] { $total } personaggi storici
    }).
antike-ev-scholars = { $who } prende lo Studioso n° { $number } ({ $total ->
        [one] { $total } personaggio storico
       *[other] { $total } personaggi storici
    }).
antike-ev-generals = { $who } prende il Generale n° { $number } ({ $total ->
        [one] { $total } personaggio storico
       *[other] { $total } personaggi storici
    }).
antike-ev-citizens = { $who } prende il Cittadino n° { $number } ({ $total ->
        [one] { $total } personaggio storico
       *[other] { $total } personaggi storici
    }).
antike-ev-navigators = { $who } prende il Navigatore n° { $number } ({ $total ->
        [one] { $total } personaggio storico
       *[other] { $total } personaggi storici
    }).
antike-ev-win = { $who } ha { $n ->
        [one] { $n } personaggio storico
       *[other] { $n } personaggi storici
    } su { $target } e vince.
antike-ev-win-temple = { $who } distrugge un tempio dopo che tutti i personaggi storici sono stati presi e vince.

## errori
antike-err-arm-limit = Al massimo { $n ->
        [one] { $n } nuova unità
       *[other] { $n } nuove unità
    } in quella provincia in questo turno.
antike-err-bad-advance = Questo progresso non esiste.
antike-err-bad-space = Quest'area della ruota non esiste.
antike-err-bad-start-city = Non è una delle tue città di partenza libere.
antike-err-cannot-afford = Non puoi pagare { $n } { $res }.
antike-err-cannot-found = Ti serve una legione o una galea in una provincia senza città.
antike-err-city-cost = Una città costa 1 marmo, 1 ferro e 1 oro (le monete possono sostituirli).
antike-err-coin-left = La banca ha ancora monete: prendi una moneta.
antike-err-conquest-strength = La conquista richiede esattamente { $n ->
        [one] { $n } tua unità
       *[other] { $n } tue unità
    } lì che possano ancora fare una manovra.
antike-err-game-over = La partita è finita.
antike-err-has-temple = Quella città ha già un tempio.
antike-err-give-up = Rinuncia a una delle città che possedevi prima di conquistare { $city }.
antike-err-last-city = L'unica città di una nazione non può essere conquistata.
antike-err-needs-basic = { $advance } richiede prima { $basic }.
antike-err-no-city-left = Non hai più pedine città.
antike-err-no-coin = La banca non ha più monete.
antike-err-no-combat = Lì non c'è nessuno da combattere.
antike-err-no-enemy-city = Lì non c'è una città nemica.
antike-err-no-temple-left = Tutti i 20 templi sono sul tabellone.
antike-err-no-trade = Solo una nazione con tutti gli otto progressi può scambiare con la banca.
antike-err-no-unit-left = Non hai più unità di quel tipo.
antike-err-no-unit-to-move = Non hai lì un'unità così che possa ancora fare una manovra.
antike-err-no-legion-here = Nelle province con sole frontiere marittime si piazzano solo galee.
antike-err-no-galley-here = Nelle province con sole frontiere terrestri si piazzano solo legioni.
antike-err-legion-cannot-cross = Le legioni attraversano solo le frontiere rosse.
antike-err-galley-cannot-cross = Le galee attraversano solo le frontiere blu.
antike-err-not-your-city = Non è una tua città.
antike-err-not-your-turn = Non è il tuo turno.
antike-err-owned = Possiedi già { $advance }.
antike-err-rondel-pay = Quel movimento costa { $cost ->
    [0] niente
   *[other] { $cost } risorse
}.
antike-err-wrong-step = Ora non è possibile.
antike-step-pay = paga il movimento sulla ruota
antike-prompt-pay = paga il movimento { DI($nation) } sulla ruota
antike-pn-title-pay = { $who }: paga il movimento
antike-pn-pay-one = Paga { $what }
antike-pn-to-pay = Ancora da pagare: { $n ->
    [one] 1 risorsa o moneta
   *[other] { $n } risorse o monete
}.
antike-ev-pay = { $who } paga { $what }.

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
antike-city-athen = Atene
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
antike-city-theben = Tebe
antike-city-thessalonica = Thessalonica
antike-city-toletum = Toletum
antike-city-tomis = Tomis
antike-city-tyros = Tyros
antike-city-vindobona = Vindobona
antike-city-zadrakarta = Zadrakarta

## scelta delle nazioni (opzione nations="choose", regolamento "Distribuzione delle Nazioni")
antike-nation-the-greeks = i Greci
antike-nation-the-romans = i Romani
antike-nation-the-germanic_tribes = i Germanici
antike-nation-the-phoenicians = i Fenici
antike-nation-the-carthaginians = i Cartaginesi
antike-nation-the-persians = i Persiani
antike-nation-the-arabs = gli Arabi
antike-nation-the-egyptians = gli Egizi
antike-nation-the-babylonians = i Babilonesi
antike-seat-label-none = nazione da scegliere
antike-step-nation = sceglie la nazione
antike-prompt-nation = scegli { $n ->
    [one] la tua nazione
   *[other] le tue due nazioni
}
antike-st-choosing = Scelta delle nazioni: { $player } sceglie { $n ->
    [one] la sua nazione
   *[other] le sue due nazioni
}; ancora libere: { $free }.
antike-pn-title-nation = { $player }: scegli { $n ->
    [one] la tua nazione
   *[other] le tue due nazioni
}
antike-pn-seat = { $player }
antike-pn-nations = { $nations }
antike-pn-nation-cities = Città di partenza: { $cities }
antike-pn-nation-cities-first = Città di partenza: { $cities }; inizia la partita
antike-pn-nation-first = Inizia la partita: { $nation }
antike-pn-nation-line = { $nation }: città di partenza { $cities }.
antike-ev-nation-chosen = { $player } sceglie { $nations }.
antike-ev-nation-left = A { $player } { $n ->
    [one] va l'ultima nazione libera
   *[other] vanno le ultime due nazioni libere
}: { $nations }.
antike-err-bad-nation = Questa nazione non è libera o non è in gioco.

## la riga dell'immagine sull'ultimo turno (render/antike.py, last_text)
antike-last = Ultima mossa: { $nation } — { $what }
antike-last-action = { $space }: { $what }
antike-last-nothing = niente
antike-last-moves = { $n ->
    [one] 1 spostamento
   *[other] { $n } spostamenti
}
antike-last-armed-legion = { $n ->
    [one] +1 legione
   *[other] +{ $n } legioni
}
antike-last-armed-galley = { $n ->
    [one] +1 galea
   *[other] +{ $n } galee
}
antike-last-battles = { $n ->
    [one] combattimento { AD($cities) }
   *[other] combattimenti { AD($cities) }
}
antike-last-conquered = conquista di { $cities }
antike-last-temples = { $n ->
    [one] tempio { AD($cities) }
   *[other] templi { AD($cities) }
}
antike-last-founded = { $n ->
    [one] nuova città { $cities }
   *[other] nuove città { $cities }
}
antike-last-start = città di partenza { $city }
antike-last-person-kings = { $n ->
    [one] +1 Re
   *[other] +{ $n } Re
}
antike-last-person-scholars = { $n ->
    [one] +1 Studioso
   *[other] +{ $n } Studiosi
}
antike-last-person-generals = { $n ->
    [one] +1 Generale
   *[other] +{ $n } Generali
}
antike-last-person-citizens = { $n ->
    [one] +1 Cittadino
   *[other] +{ $n } Cittadini
}
antike-last-person-navigators = { $n ->
    [one] +1 Navigatore
   *[other] +{ $n } Navigatori
}

## The picture's footer (render/antike.py)
antike-board-left = Personaggi storici rimasti: { $list }
antike-board-bank = Banca
antike-board-temples = Templi rimasti
# il nome di un'area della ruota dove l'immagine può andare a capo, al trattino (poco spazio nell'immagine letta su un telefono)
antike-space-split-iron = Ferro
antike-space-split-temple = Tempio
antike-space-split-gold = Oro
antike-space-split-maneuver_1 = Manovra
antike-space-split-arming = Arma-mento
antike-space-split-marble = Marmo
antike-space-split-know_how = Cono-scenza
antike-space-split-maneuver_2 = Manovra
