# Tornei (bot/features/tournaments.py): i rifiuti del servizio

tour-err-unknown = Non esiste il torneo { $tournament }.
tour-err-format = Formato di torneo sconosciuto: scegli tra { $formats }.
tour-err-table-size = Giocatori per tavolo in questo gioco: da { $low } a { $high }.
tour-err-table-format = Per ora i giochi da tre o più giocatori hanno solo tornei svizzeri.
tour-err-rounds = Un torneo svizzero ha da 1 a { $most } turni.
tour-err-round-hours = La scadenza del turno è fuori dai limiti.
tour-err-started = Il torneo è già iniziato: le iscrizioni sono chiuse.
tour-err-already-joined = Sei già iscritto.
tour-err-not-joined = Quel giocatore non è iscritto a questo torneo.
tour-err-only-host = Solo chi organizza il torneo (o chi gestisce il server) può farlo.
tour-err-few-players = { $n ->
    [one] Si è iscritto { $n } giocatore
   *[other] Si sono iscritti { $n } giocatori
}: ne servono almeno { $min }.
tour-err-pairing = Nessun abbinamento è possibile per questo turno.
tour-err-already-dropped = Quel giocatore è già stato escluso.
tour-err-not-dropped = Quel giocatore non è stato escluso.
tour-err-finished = Il torneo è finito.
tour-err-seat-order = L'ordine dei posti non corrisponde ai giocatori della lobby.
