# Parole comuni a tutti i giochi e al bot.
common-err-malformed = Questa mossa non è comprensibile.
common-player-n = Giocatore { $n }
common-yes = Sì
common-no = No
common-back = Indietro
common-confirm = Conferma
common-cancel = Annulla
common-none = nessuno
common-coins = { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
common-vp = { $n ->
    [one] { $n } punto vittoria
   *[other] { $n } punti vittoria
}
