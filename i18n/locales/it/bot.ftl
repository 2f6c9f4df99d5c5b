# I testi del bot: righe ed errori del servizio, messaggi dell'app, l'interfaccia Discord.
# Numeri di partita, orari e ore da non raggruppare ("1.234") arrivano come stringhe.

## Servizio: errori

bot-err-unknown-game = Non esiste la partita n. { $game }.
bot-err-unknown-engine = Gioco sconosciuto: { $engine }; disponibili: { $available }.
bot-err-not-started = La partita n. { $game } non è ancora cominciata.
bot-err-over = La partita n. { $game } è finita.
bot-err-abandoned = La partita n. { $game } è stata abbandonata.
bot-err-already-started = La partita n. { $game } è già cominciata.
bot-err-already-seated = Sei già seduto a questa partita.
bot-err-full = La partita è al completo ({ $n } giocatori).
bot-err-cannot-leave = La partita è cominciata: ora non puoi lasciarla (chi l'ha aperta può abbandonarla).
bot-err-not-seated = Non sei seduto a questa partita.
bot-err-host-cannot-leave = Chi ha aperto la partita non può lasciare la sala d'attesa: abbandona la partita.
bot-err-only-host-starts = Solo chi ha aperto la partita ({ $host }) può avviarla.
bot-err-need-players = { $title } richiede almeno { $min } giocatori; seduti: { $n }.
bot-err-bad-option = Opzione non valida: { $error }
bot-err-unknown-option = Opzione sconosciuta: { $options }; { $title } accetta: { $known }.
bot-err-deadline-number = deadline_hours deve essere un numero di ore.
bot-err-deadline-range = deadline_hours deve essere fra un minuto ({ $lo }) e { $hi } ore.
bot-err-language = La lingua della partita deve essere una di: { $languages }.
bot-err-already-applied = Questo clic è già stato eseguito; non c'è altro da fare.
bot-err-not-a-player = Non giochi nella partita n. { $game }.
bot-err-not-your-turn = Non è il tuo turno: si aspetta { $waiting }.
bot-err-nobody-acts = Al momento nessuno può agire.
bot-err-stale = Questo pulsante è superato: la partita è andata avanti. Usa Gioca il mio turno per un pannello aggiornato.
bot-err-only-host-abandons = Solo chi ha aperto la partita o un gestore del server può abbandonarla.
bot-err-option-gone = Questa scelta non è più disponibile. Usa Gioca il mio turno per un pannello aggiornato.
bot-err-option-incomplete = Questa scelta richiede un'altra selezione.
bot-err-no-turn = La partita n. { $game } è finita: non ci sono più turni da giocare.

## Servizio: righe pubbliche

bot-start = Comincia { $title }. Ordine dei posti: { $order }.
bot-seat-with-label = { $player } ({ $label })
bot-timeout = { $player } ha esaurito il tempo; ha deciso per lui il giocatore automatico.
bot-abandoned-by = La partita è stata abbandonata da { $player }.
bot-abandoned-by-admin = La partita è stata abbandonata da un gestore del server.
bot-outcome-abandoned = La partita è stata abbandonata.
bot-game-over = Fine della partita: { $text }
bot-game-over-winners = Fine della partita: vince { $winners }.
bot-game-over-nobody = Fine della partita: nessun vincitore.

## App: messaggi

bot-board-again = Il tabellone attuale, pubblicato di nuovo.
bot-board-again-restart = Il tabellone, pubblicato di nuovo: il bot si è riavviato dopo questa mossa.
bot-your-decision = tocca a te decidere
bot-footer = { $mentions }: { $what }
bot-footer-deadline = { $mentions }: { $what } (scadenza <t:{ $t }:R>)
bot-reminder = Promemoria per { $mentions }: tempo rimasto per decidere, circa { $left }.
bot-reminder-deadline = Promemoria per { $mentions }: tempo rimasto per decidere, circa { $left } (scadenza <t:{ $t }:R>).
bot-status-lobby = Sala d'attesa di { $title }: { $names }.
bot-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}
bot-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
bot-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
