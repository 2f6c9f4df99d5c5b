# Parole comuni a tutti i giochi e al bot.
common-err-malformed = Questa mossa non è comprensibile.
common-err-malformed-field = { $problem ->
    [extra] Questa mossa ha un campo che non usa: «{ $field }».
    [missing] A questa mossa manca il campo «{ $field }».
    [range] Il campo «{ $field }» di questa mossa è fuori dai valori ammessi.
    [value] Il campo «{ $field }» di questa mossa non ha uno dei valori previsti.
   *[type] Il campo «{ $field }» di questa mossa è del tipo sbagliato.
}
common-err-malformed-unnamed = Questa mossa ha un campo con un nome che Agora non usa.
common-err-not-one-of = Il campo «{ $field }» di questa mossa deve essere uno fra: { $values }{ $more ->
    [0] {""}
   *[other] {" "}e altri { $more }
}.
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
