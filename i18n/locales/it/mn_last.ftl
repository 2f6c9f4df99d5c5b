## Quello che è appena successo, sul tabellone (render/mare_nostrum_last.py): la
## striscia sotto la mappa e il titolo del dettaglio.  $origin, $to: nomi dei luoghi; $place: "in Acaia".
mn-last = Ultime mosse: { $what }
mn-last-seat = { $civ }: { $items }
mn-last-battles = { $n ->
    [one] Battaglia
   *[other] Battaglie
}: { $places }
mn-last-places = { $places }
mn-last-moves = { $n ->
    [one] 1 movimento
   *[other] { $n } movimenti
}
mn-last-built = { $n ->
    [one] 1 pezzo costruito
   *[other] { $n } pezzi costruiti
}
mn-last-move-legion = { $n ->
    [one] legione
   *[other] { $n } legioni
} { $origin } → { $to }
mn-last-move-trireme = { $n ->
    [one] trireme
   *[other] { $n } triremi
} { $origin } → { $to }
mn-last-move-creature = { $n ->
    [one] creatura
   *[other] { $n } creature
} { $origin } → { $to }
mn-last-move-hercules = Ercole { $origin } → { $to }
mn-last-built-influence = marcatore influenza { $place }
mn-last-built-city = { $n ->
    [one] città
   *[other] { $n } città
} { $place }
mn-last-built-caravan = { $n ->
    [one] carovana
   *[other] { $n } carovane
} { $place }
mn-last-built-temple = tempio { $place }
mn-last-built-market = mercato { $place }
mn-last-built-legion = { $n ->
    [one] legione
   *[other] { $n } legioni
} { $place }
mn-last-built-trireme = { $n ->
    [one] trireme
   *[other] { $n } triremi
} { $place }
mn-last-built-fortress = { $n ->
    [one] fortezza
   *[other] { $n } fortezze
} { $place }
mn-last-built-creature = { $n ->
    [one] creatura
   *[other] { $n } creature
} { $place }
mn-board-detail-last = Dall'ultima immagine: { $places }
