# Mare Nostrum: Mythology: le creature mitologiche in gioco (engines/mare_nostrum/creatures.py,
# costruzione, movimento e combattimenti) e i termini di combattimento degli eroi.

mn-item-creature = Creatura mitologica
mn-item-rebirth = Rinascita della Fenice
mn-err-no-creatures = In questa partita non ci sono creature mitologiche.
mn-err-no-creature-left = Tutte e 3 le tue pedine creatura sono in gioco (conta anche una Fenice sulla sua carta).
mn-err-kraken-coast = Il Kraken può stare solo in territori costieri: { IL($province) } non ha costa.
mn-err-no-phoenix = Nessuna tua Fenice aspetta di rinascere sulla sua carta.
mn-err-rebirth-capital = La Fenice rinasce solo nella capitale Egiziana.
mn-ev-creature-creature = { $side } crea una creatura: { $creature } { $place }.
mn-ev-creature-rebirth = La creatura di { $side } ({ $creature }) rinasce dalle sue ceneri { $place }.
mn-err-kraken-dived = Un Kraken che si è immerso in questo turno emerge in un turno successivo.
mn-err-no-diver = Nessun tuo Kraken è immerso sulla sua carta.
mn-ev-kraken-surfaces = Il Kraken di { $side } emerge { $place }.
mn-ev-kraken-dives = Il Kraken di { $side } si immerge sotto i mari (sulla sua carta).
mn-err-no-creature-there = Lì non hai una creatura ({ $creature }) che possa ancora muovere in questo turno.
mn-err-only-kraken-dives = Solo il Kraken può immergersi.
mn-err-creature-cannot-go = La creatura ({ $creature }) non può arrivare lì con un solo movimento.
mn-ev-creature-moves = { $side } muove una creatura ({ $creature }) { DA($origin) } { A($to) }.
mn-term-creature = {" "}+ { $n } { $count ->
    [one] { $creature }
   *[other] { $creature } ×{ $count }
}
mn-battle-score-myth = { $side } { $dice }{ $hero }{ $fortress }{ $creatures }{ $extra } = { $total }{ $cancelled ->
    [1] {" "}(il Behemoth annulla i 6 automatici: si tirano i dadi)
   *[0] {""}
}
mn-ev-centaur = Prima dei dadi, i Centauri di { $side } distruggono { $n ->
    [one] 1 legione
   *[other] { $n } legioni
} di { $other } { $place }.
mn-err-bad-creature-losses = Perdi { $n } unità: da 0 a { $max ->
        [one] { $max } creatura
       *[other] { $max } creature
    }.
mn-units-with-creatures = { $others ->
    [0] { $n } { $creature }
   *[other] { $units } e { $n } { $creature }
}
mn-act-move-creature = Muovi una creatura ({ $creature }) { DA($origin) } { A($to) }
mn-act-kraken-dive = Immergi il Kraken { DI($origin) }
mn-act-kraken-surface = Fai emergere il Kraken { $place }
mn-a-creature = una creatura
mn-a-rebirth = la rinascita della Fenice
mn-grp-creatures = Creature
mn-err-no-titan = Lì non hai un Titano che possa ancora attaccare in questo turno.
mn-err-titan-adjacent = Un Titano attacca solo una provincia o uno spazio di mare adiacente.
mn-ev-titan = { $side } attacca a distanza { $other } { $place } con { $n ->
    [one] un Titano
   *[other] { $n } Titani
}: { $dice } = { $total }, quindi { $other } perde { $loss ->
    [one] 1 unità
   *[other] { $loss } unità
} (una ogni 5 punti pieni; nessuna risposta).
mn-ev-titan-roll = { $side } attacca a distanza { $other } { $place } con { $n ->
    [one] un Titano
   *[other] { $n } Titani
}: { $dice } = { $total }.
mn-act-titan = Attacca { $side } { $place } con i Titani { DI($origin) }

## Gli eroi di Mythology all'opera
mn-prompt-free_unit = piazza il pezzo gratuito della carta appena acquistata
mn-ev-free-piece = { $side } piazza gratis { $item } { $place } ({ $card }).
mn-ev-free-piece-from = (il pezzo gratuito di { $card } per { $side })
mn-ev-achilles = { $side } può saccheggiare un altro edificio ({ $card }: uno per ogni sua unità lì).
mn-err-spartacus-slaves = Con Spartaco questa legione si paga con una carta Schiavi.
mn-prompt-medusa = decidi se usare Medusa per impedire ogni combattimento in questa provincia per questo turno
mn-ev-medusa = { $side } usa Medusa: nessun combattimento { $place } in questo turno.
mn-prompt-antigone = decidi se usare Antigone per restare fuori da questo commercio
mn-ev-antigone = { $side } usa Antigone e resta fuori da questo commercio.
mn-err-jason = Giasone prende, una volta per turno, una carovana occupata da una tua legione e la mette su un tuo sito risorse libero.
mn-ev-jason = { $side } usa Giasone: la carovana di { $good } passa { DA($origin) } { A($to) }.
mn-act-jason = Giasone: sposta la carovana di { $good } { DA($origin) } { A($to) }
mn-grp-jason = Giasone: prendi una carovana
mn-prompt-midas = decidi se usare Mida: paga 2 carte Tasse per convertire una legione nemica in una tua
mn-ev-midas = { $side } usa Mida: paga 2 carte Tasse e una legione di { $other } passa dalla sua parte { $place }.
mn-ev-ajax = { $side } usa Aiace { $place }: ritira { $old } e ottiene { $new }.
mn-ev-hercules = { $side } usa Ercole { $place }: una legione combatte come creatura ({ $creature }).
mn-prompt-castor = Càstore e Polluce: scegli l'eroe avversario di cui copiare le abilità in questo turno
mn-opt-castor = Copia { $hero }
mn-ev-castor = { $side } usa Càstore e Polluce e copia { $hero } in questo turno.
mn-err-castor = Càstore e Polluce copiano solo un eroe di un avversario che non sia un eroe specifico di una civiltà.
# regole 3 (D34): chi possiede le unità sceglie le perdite in mare tra triremi e Kraken
mn-prompt-naval_losses = scegli le unità da perdere in mare
mn-panel-sea-losses = Perdi { $n } unità { $place }: scegli tra triremi e Kraken.
mn-opt-lose-at-sea = Perdi { $triremes ->
    [0] nessuna trireme
    [one] 1 trireme
   *[other] { $triremes } triremi
} e { $krakens ->
    [0] nessun Kraken
   *[other] { $krakens } Kraken
}
mn-ev-loses-at-sea = { $side } perde { $triremes ->
    [0] nessuna trireme
    [one] 1 trireme
   *[other] { $triremes } triremi
} e { $krakens ->
    [0] nessun Kraken
   *[other] { $krakens } Kraken
} { $place }.
mn-err-bad-sea-losses = Perdi { $n } unità tra le tue { $triremes ->
    [one] 1 trireme
   *[other] { $triremes } triremi
} e { $krakens ->
    [one] 1 Kraken
   *[other] { $krakens } Kraken
} lì.
# regole 3 (FAQ 75): un Kraken costruito in questo turno emerge in qualsiasi spazio di mare, come sua mossa
mn-act-kraken-emerge = Fai emergere { $place } il Kraken costruito { $built }
mn-ev-kraken-emerges = Il Kraken di { $side } costruito { $built } emerge { $place }.
