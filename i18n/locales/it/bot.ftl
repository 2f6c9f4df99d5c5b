# I testi del bot: righe ed errori del servizio, messaggi dell'app, l'interfaccia Discord.
# Numeri di partita, orari e ore da non raggruppare ("1.234") arrivano come stringhe.

## Servizio: errori

bot-err-unknown-game = Non esiste la partita n. { $game }.
bot-err-unknown-engine = Questo non è uno dei giochi di Agora; scegli fra: { $available }.
bot-err-not-started = La partita n. { $game } non è ancora cominciata.
bot-err-over = La partita n. { $game } è finita.
bot-err-abandoned = La partita n. { $game } è stata abbandonata.
bot-err-already-started = La partita n. { $game } è già cominciata.
bot-err-already-seated = Hai già un posto in questa partita.
bot-err-full = La partita è al completo ({ $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }).
bot-err-cannot-leave = La partita è cominciata: ora non puoi lasciarla (chi l'ha aperta può abbandonarla).
bot-err-not-seated = Non hai un posto in questa partita.
bot-err-host-cannot-leave = Chi ha aperto la partita non può lasciare la sala d'attesa: abbandona la partita.
bot-err-only-host-starts = Solo chi ha aperto la partita ({ $host }) può avviarla.
bot-err-need-players = { $title } richiede almeno { $min ->
        [one] { $min } giocatore
       *[other] { $min } giocatori
    }; per ora ce ne sono { $n }.
bot-err-nothing-to-choose = In questa partita di { $title } non c'è niente da scegliere prima dell'inizio.
bot-err-choose-join-first = Prima premi **Partecipa** per prendere posto: scelgono solo i giocatori seduti.
bot-err-choice-unknown = Questa non è una delle scelte di questa partita.
bot-err-choice-taken = { $player } ha già scelto { $value }: scegline un'altra.
bot-err-choices-missing = Non hanno ancora scelto tutti: { $players }. Prima dell'inizio ogni giocatore sceglie dal menu sotto il messaggio della sala d'attesa.
bot-err-not-a-choice = `{ $option }` accetta solo uno dei valori proposti: { $choices }; non è stato creato nulla.
bot-err-option-choices = L'opzione { $option } accetta uno fra: { $choices }; non è stato creato nulla.
bot-err-bad-option = Opzione non valida: { $error }
bot-err-unknown-option = { $title } non ha questa opzione; le sue opzioni sono: { $known }.
bot-err-bad-id = { $field ->
    [user] Quell'id utente non è valido per Discord; non è cambiato nulla.
    [game] Quello non è un numero di partita: il numero di una partita è quello dopo # nei suoi messaggi (`/agora partite` elenca le tue); non è cambiato nulla.
    [channel] Quell'id di canale non è valido per Discord; non è cambiato nulla.
    [guild] Quell'id di server non è valido per Discord; non è cambiato nulla.
    [interaction] Quell'id di interazione non è valido per Discord; non è cambiato nulla.
    [version] Quel pulsante indica una versione della partita che Agora non ha mai disegnato; non è cambiato nulla.
   *[other] Quell'id non è valido per Discord; non è cambiato nulla.
}
bot-err-bad-text = { $field ->
    [path] Quella scelta
    [value] Quel valore
   *[other] Quel testo
} non è tra quelli che Agora può inviare (troppo lungo, o con caratteri di controllo); non è cambiato nulla.
bot-err-bad-name = Quel nome, tolti i caratteri di controllo, non ha nulla di visibile; non è cambiato nulla.
bot-err-option-type = L'opzione { $option } vuole { $kind ->
    [number] un numero intero
    [yes-no] vero o falso
   *[text] una parola
}.
bot-err-deadline-number = deadline_hours deve essere un numero di ore.
bot-err-deadline-range = deadline_hours deve essere fra un minuto ({ $lo }) e { $hi ->
        [one] { $hi } ora
       *[other] { $hi } ore
    }.
bot-err-language = La lingua della partita deve essere una di: { $languages }.
bot-err-already-applied = Questo clic è già stato eseguito; non c'è altro da fare.
bot-err-not-a-player = Non giochi nella partita n. { $game }.
bot-err-set-aside = La partita n. { $game } è messa da parte: questa versione di Agora non riesce a caricarla. Chi gestisce il server è stato avvisato; non è stato cancellato niente.
bot-set-aside = Questa versione di Agora non riesce a caricare questa partita, che è messa da parte; chi gestisce il server è stato avvisato nel registro. Non è stato cancellato niente: la partita riprende quando sarà in funzione una versione di Agora che riesce a caricarla.
bot-set-aside-back = Questa versione di Agora riesce di nuovo a caricare questa partita: non è più messa da parte e riprende.
bot-err-not-your-turn = Non è il tuo turno: si aspetta { $waiting }.
bot-err-nobody-acts = Al momento nessuno può agire.
bot-err-stale = Questo pulsante è superato: la partita è andata avanti. Usa Gioca il mio turno per un pannello aggiornato.
bot-err-only-host-abandons = Solo chi ha aperto la partita o un gestore del server può abbandonarla.
bot-err-option-gone = Questa scelta non è più disponibile. Usa Gioca il mio turno per un pannello aggiornato.
bot-err-option-incomplete = Questa scelta richiede un'altra selezione.
bot-err-no-turn = La partita n. { $game } è finita: non ci sono più turni da giocare.

## Servizio: righe pubbliche

bot-start = Comincia { $title }. Ordine al tavolo: { $order }. { $n ->
    [0] {""}
    [one] La prima decisione spetta { AD($first) } (a stabilire chi inizia sono le regole del gioco, non l'ordine al tavolo).
   *[other] Decidono per primi { $first }, contemporaneamente.
}
bot-seat-with-label = { $player } ({ $label })
bot-timeout = { $player } ha esaurito il tempo; al suo posto ha deciso il giocatore automatico.
bot-timeout-strong = { $player } ha esaurito il tempo; al suo posto ha deciso il giocatore automatico forte.
bot-abandoned-by = La partita è stata abbandonata da { $player }.
bot-abandoned-by-admin = La partita è stata abbandonata da un gestore del server.
bot-outcome-abandoned = La partita è stata abbandonata.
bot-game-over = Fine della partita: { $text }
bot-game-over-winners = Fine della partita: vittoria di { $winners }.
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

## Discord: risposte a clic e comandi

bot-outdated = Questo pulsante è superato: la partita è andata avanti da quando è stato mostrato. Premi **Gioca il mio turno** sull'ultimo tabellone per vedere le tue scelte attuali.
bot-outdated-link = Ultimo tabellone: { $link }
bot-old-board = Il tabellone che hai usato non è l'ultimo: ecco il tuo pannello con la partita com'è adesso.
bot-outdated-waiting = Questo pulsante è superato: la partita è andata avanti da quando è stato mostrato. Al momento non hai niente da decidere: si aspetta { $players } ({ $what }). Ti menzionerò quando sarà il tuo turno.
bot-malformed = Scusa, non capisco questo pulsante. Premi invece **Gioca il mio turno** sull'ultimo tabellone.
bot-malformed-lobby = Scusa, non capisco questo pulsante. Usa i pulsanti sotto l'ultimo messaggio della sala d'attesa di questa partita (**Partecipa**, **Esci**, **Avvia**); non è cambiato nulla.
bot-mismatched-component = { $expected ->
    [menu] Questo pulsante porta l'id di un menu
   *[button] Questo menu porta l'id di un pulsante
}: Agora non ne crea mai così, quindi non è stato fatto nulla. Usa i pulsanti e i menu degli ultimi messaggi di Agora.
bot-foreign-component = Questo pulsante o menu non è stato creato da Agora, quindi non è stato fatto nulla. Usa i pulsanti e i menu degli ultimi messaggi di Agora.
bot-old-grammar = Questo pulsante viene da una versione precedente di Agora e non funziona più. Premi **Gioca il mio turno** sull'ultimo tabellone.
bot-panel-changed = Questa scelta non è più nel tuo pannello. Premi **Gioca il mio turno** sull'ultimo tabellone per vedere le tue scelte attuali.
bot-other-guild = Questo pulsante appartiene a una partita di un altro server: funziona solo lì.
bot-other-channel = Questo pulsante appartiene a una partita di un altro canale: funziona solo lì.
bot-not-in-guild = I comandi di Agora funzionano nei canali di un server, non nei messaggi diretti.
bot-lobby-race = La sala d'attesa è cambiata nello stesso momento (qualcun altro ha cliccato). Premi di nuovo il pulsante.
bot-unexpected = Scusa, qualcosa è andato storto da parte mia. Riprova fra un momento.
bot-no-game = In questo canale non c'è nessuna partita di Agora. Aprine una con `/agora nuova`.
bot-nothing-to-decide = Al momento non hai niente da decidere. Ti menzionerò quando sarà il tuo turno.
bot-nothing-to-decide-waiting = Al momento non hai niente da decidere: si aspetta { $players } ({ $what }). Ti menzionerò quando sarà il tuo turno.
bot-slow-down = { $n ->
    [one] Stai andando un po' veloce. Rallenta e riprova fra { $n } secondo.
   *[other] Stai andando un po' veloce. Rallenta e riprova fra { $n } secondi.
}
bot-status-word-lobby = in attesa di giocatori
bot-status-word-active = in corso
bot-status-word-finished = finita
bot-status-word-abandoned = abbandonata
bot-players-exact = { $n ->
    [one] { $n } giocatore
   *[other] { $n } giocatori
}
bot-players-range = da { $low } a { $high ->
        [one] { $high } giocatore
       *[other] { $high } giocatori
    }
bot-players-any = giocatori
bot-no-such-option = { $title } non ha la scelta `{ $key }`: lasciala vuota.
bot-option-line = { $label }: { $value }
bot-option-setup = Preparazione
bot-option-setup-introductory = Introduttiva (le posizioni iniziali delle carte di aiuto)
bot-option-setup-advanced = Avanzata (ogni giocatore spende 36 punti costruzione intorno alla sua capitale)
bot-option-civilizations = Civiltà
bot-option-civilizations-random = assegnate a caso all'inizio della partita, fra quelle che il regolamento consiglia per il numero di giocatori
bot-option-civilizations-none = { bot-option-civilizations-random }
bot-option-civilizations-choose = scelte da ogni giocatore nella sala d'attesa, dal menu sotto questo messaggio
bot-option-expansion = Espansione
bot-option-expansion-base = nessuna (il gioco base)
bot-option-expansion-mythology = Mitologia (Atlantide, l'Alto Prete, dei, creature, nuovi eroi)
bot-option-victory = Vittoria
bot-option-victory-standard = normale (4 eroi e/o meraviglie, o le Piramidi per 12 carte)
bot-option-victory-long = lunga (5 eroi e/o meraviglie, o le Piramidi per 13 carte)
bot-option-roles_victory = Variante delle 3 carte ruolo
bot-option-roles_victory-off = no (l'usuale condizione di vittoria)
bot-option-roles_victory-on = sì (vince chi controlla insieme 3 carte ruolo; eroi, meraviglie e Piramidi non fanno vincere)
bot-option-language = Lingua
bot-language-en = English
bot-language-it = Italiano
bot-lobby-title = **{ $title }**: partita n. { $game }, aperta da { $host }
bot-lobby-players = Giocatori ({ $count }): { $players }
bot-lobby-player-chose = { $player } ({ $value })
bot-lobby-choose = Devono ancora scegliere dal menu qui sotto: { $players }.
bot-lobby-choose-placeholder = Scegli la tua civiltà
bot-lobby-count = { $seated } su { $low }
bot-lobby-count-range = { $seated } su { $low }–{ $high }
bot-lobby-nobody = ancora nessuno
bot-lobby-time = Tempo per ogni decisione: { $time }. Allo scadere, il giocatore automatico di Agora completa il turno di quel giocatore e la partita va avanti.
bot-lobby-join-need = Premi **Partecipa** per prendere posto. Chi ha aperto la partita preme **Avvia** quando ci sono { $need }.
bot-lobby-need-enough = abbastanza giocatori
bot-lobby-need-exact = { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
bot-lobby-need-min = almeno { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
bot-lobby-full = Tutti i posti sono occupati: chi ha aperto la partita può premere **Avvia**.
bot-lobby-enough = Giocatori sufficienti: chi ha aperto la partita può premere **Avvia** ora, o aspettarne altri (fino a { $high }). Premi **Partecipa** per prendere posto.
bot-lobby-started = La partita è cominciata con { $players }. Seguila in { $where }.
bot-this-channel = questo canale
bot-lobby-over = Questa partita è { $status }.
bot-game-line = n. { $game } { $title } ({ $status })
bot-already-started-lobby = Questa partita è già cominciata.
bot-not-running-lobby = La partita { $game } non è ancora cominciata: non c'è ancora un tabellone.
bot-not-running-over = La partita { $game } è finita: non ci sono più turni da giocare.
bot-repost-players-only = Solo i giocatori e chi ha aperto la partita possono ripubblicarne il tabellone.
bot-reposted = Il tabellone attuale è stato ripubblicato in { $where }, con un nuovo pulsante **Gioca il mio turno**.
bot-sealed = La tua scelta è sigillata.
bot-sealed-waiting = La tua scelta è sigillata. Stanno ancora decidendo: { $players }.
bot-not-your-turn-click = Non è il tuo turno: si aspetta { $players }.
bot-nobody-can-act = Al momento nessuno può agire in questa partita.
bot-side-done = Il turno continua: si aspetta ancora { $players }.
bot-several-games = In questo canale ci sono diverse partite di Agora. Usa il comando nel thread della partita:
bot-game-in-thread = { $game } in { $thread }
bot-status-players = Giocatori: { $players }
bot-status-waiting = Si aspetta { $players }
bot-status-waiting-for = Si aspetta { $players }: { $what }
bot-status-deadline = Scadenza: <t:{ $t }:R> (<t:{ $t }:f>)
bot-status-result = Risultato: { $result }
bot-no-board-yet = La partita non è ancora cominciata: non c'è un tabellone da mostrare.
bot-no-picture = (Questo gioco non ha un'immagine del tabellone.)
bot-picture-too-large = (L'immagine del tabellone è troppo grande per essere mostrata qui.)
bot-log-empty = Non è ancora successo niente nella partita { $game }.
bot-abandoned-done = La partita n. { $game } ({ $title }) è stata abbandonata; i giocatori sono stati avvisati.
bot-language-set = D'ora in poi Agora ti risponde in italiano.
bot-language-auto = D'ora in poi Agora ti risponde nella lingua della tua app Discord.
bot-err-language-choice = Questa non è una delle lingue proposte: scegli inglese, italiano o la lingua della tua app Discord.

## Discord: pulsanti e menu di sala d'attesa, tabellone e pannello

bot-button-join = Partecipa
bot-button-leave = Esci
bot-button-start = Avvia
bot-button-play = Gioca il mio turno
bot-button-back = Indietro
bot-button-confirm = Conferma
bot-button-previous = ◀ Precedente
bot-button-next = Successiva ▶
bot-only-host-start = Solo chi ha aperto la partita, { $host }, può avviarla.
bot-start-need-players = { $title } richiede almeno { $min ->
        [one] { $min } giocatore
       *[other] { $min } giocatori
    }; finora ne sono entrati { $n }.
bot-panel-you-chose = Hai scelto: **{ $choice }**
bot-panel-choose-one = Scegline una:
bot-panel-choose-menu = Scegline una dal menu:
bot-panel-choose-menu-page = Scegline una dal menu (pagina { $page } di { $pages }):
# one part of a long run of choices ("Page 2"): the run's name and the part's number
bot-panel-part = { $group } { $n }
bot-panel-placeholder = Scegli…
bot-panel-not-available = Non disponibile: { $reason }
bot-panel-option-unavailable = **{ $option }** non è disponibile: { $reason }
bot-panel-confirm = Premi **Conferma** per giocarla, o **Indietro** per scegliere di nuovo.
bot-panel-already-played = Questa scelta è già stata giocata.
bot-panel-done = Fatto: **{ $choice }**.
bot-panel-next-decision = La tua prossima decisione:
bot-panel-game-over = La partita è finita: il tabellone finale è nel thread della partita.
bot-panel-new-board = Il thread della partita mostra il nuovo tabellone.

## Discord: problemi di pubblicazione e permessi

bot-post-failed = Non sono riuscito a pubblicare il tabellone della partita in { $where } ({ $error }). Fra un momento, { $repost }.
bot-repost-hint = usa lì `/agora ripubblica` per pubblicare di nuovo il tabellone con il suo pulsante **Gioca il mio turno** (altrimenti arriva con la prossima mossa, al più tardi alla scadenza)
bot-then-repost = poi { $repost }
bot-then-try-again = poi riprova
bot-action-open-thread = aprire il thread della partita
bot-action-post-board = pubblicare il tabellone della partita
bot-missing-perms = { $n ->
    [one] Non posso gestire una partita in { $where }: mi manca questo permesso: { $names }. Chiedi a un amministratore del server di concederlo ad Agora (Impostazioni server › Ruoli, o i Permessi del canale), { $then }.
   *[other] Non posso gestire una partita in { $where }: mi mancano questi permessi: { $names }. Chiedi a un amministratore del server di concederli ad Agora (Impostazioni server › Ruoli, o i Permessi del canale), { $then }.
}
bot-refused-missing = Discord non mi ha permesso di { $action }. { $missing }
bot-refused-no-access = Discord non mi ha permesso di { $action }: non vedo { $where } (Missing Access). Chiedi a un amministratore del server di dare ad Agora il permesso **{ $view }** lì, { $then }.
bot-refused-other = Discord non mi ha permesso di { $action } ({ $error }). Chiedi a un amministratore del server di controllare i permessi di Agora in { $where }, { $then }.
bot-perm-view_channel = Visualizzare i canali
bot-perm-send_messages = Inviare messaggi
bot-perm-send_messages_in_threads = Inviare messaggi nei thread
bot-perm-create_public_threads = Creare thread pubblici
bot-perm-attach_files = Allegare file
bot-perm-embed_links = Incorporare link
bot-perm-read_message_history = Leggere la cronologia dei messaggi
bot-dms-closed = { $user }, non sono riuscito a mandarti un messaggio privato: i tuoi messaggi diretti sono chiusi per me. Premi **Gioca il mio turno** sull'ultimo tabellone quando vuoi vedere le tue informazioni private (quel pannello lo vedi solo tu).
bot-thread-archived = Non posso pubblicare in { $thread }, il thread della partita n. { $game }: è archiviato e Discord non mi ha permesso di riaprirlo ({ $error }). Un moderatore può riaprire il thread (e sbloccarlo se è bloccato); intanto le mosse e le scadenze della partita vanno avanti.

## Discord: aiuto

bot-help-intro = **Agora** ospita giochi da tavolo che giochi con i tuoi tempi, proprio qui su Discord.
bot-help-how = Come si gioca
bot-help-step1 = 1. `/agora nuova` apre una sala d'attesa in questo canale: scegli il gioco e, se vuoi, il tempo che ogni giocatore ha per una decisione e la lingua della partita.
bot-help-step2 = 2. I giocatori premono **Partecipa**. Chi ha aperto la partita preme **Avvia** quando ne sono entrati abbastanza; la partita si sposta in un suo thread.
bot-help-step3 = 3. Dopo ogni mossa Agora pubblica il tabellone nel thread e menziona i giocatori che devono decidere. Premi **Gioca il mio turno** sotto l'ultimo tabellone: il tuo pannello e le tue scelte li vedi solo tu (le tue carte restano segrete). Agora ti manda anche le notizie private (come le carte che ricevi) in messaggio diretto, se hai i messaggi diretti aperti.
bot-help-out-of-turn = Alcuni poteri si possono usare fuori turno (in Mare Nostrum: Mythology, Baal, Vulcano e Poseidone): chi li possiede preme **Gioca il mio turno** in qualsiasi momento e li trova nel pannello. Nessuno viene menzionato e il giocatore di turno conserva la sua decisione e il suo tempo.
bot-help-step4 = 4. Ogni decisione ha una scadenza{ $reminders } Se passa, il giocatore automatico di Agora completa il tuo turno e la partita va avanti; il turno successivo è di nuovo tuo.
bot-help-games = Giochi
bot-help-commands = Comandi
bot-help-cmd-new = - `/agora nuova`: apre una sala d'attesa per una nuova partita
bot-help-cmd-status = - `/agora stato`: di chi è il turno, la scadenza e un riepilogo
bot-help-cmd-board = - `/agora tabellone`: mostra il tabellone attuale (questa copia la vedi solo tu)
bot-help-cmd-repost = - `/agora ripubblica`: pubblica di nuovo il tabellone con un nuovo pulsante **Gioca il mio turno**, se l'ultimo manca (giocatori e chi ha aperto la partita)
bot-help-cmd-log = - `/agora mosse`: le ultime mosse
bot-help-cmd-abandon = - `/agora abbandona`: termina la partita per tutti (chi l'ha aperta, o chi ha il permesso Gestire il server)
bot-help-cmd-language = - `/agora lingua`: la lingua in cui Agora ti risponde (per impostazione quella della tua app Discord)
bot-help-cmd-help = - `/agora aiuto`: questo messaggio
bot-help-reminders = ; ricevi un promemoria { $when } prima.
bot-help-no-reminders = .
bot-help-game = - { $title } (`{ $id }`): { $players }
bot-option-board = Tabellone
bot-option-board-west = Ovest (l'Impero Romano)
bot-option-board-east = Est (l'Oriente)
bot-option-nations = Nazioni
bot-option-nations-random = assegnate a caso
bot-option-nations-choose = scelte dai giocatori a turno

## annullare una mossa
bot-button-undo = Annulla
bot-undo-line = ↩️ { $player } ha annullato la sua ultima mossa.
bot-undo-done = Hai annullato la tua ultima mossa.
bot-undo-err-nothing = Non hai nessuna mossa da annullare.
bot-undo-err-not-yours = L'ultima mossa è di { $player }: solo chi l'ha fatta può annullarla.
bot-undo-err-timeout = La tua ultima mossa l'ha fatta il giocatore automatico allo scadere del tempo: resta valida.
bot-undo-err-others-acted = Un altro giocatore ha già agito dopo la tua ultima mossa: resta valida.
bot-undo-err-final = La tua ultima mossa non si può annullare: ha rivelato qualcosa di nascosto o ha comportato un'estrazione casuale.

## La descrizione (testo alternativo) di un'immagine pubblicata (bot/app/alttext.py)
bot-alt-board = Tabellone di { $game }.
bot-alt-close-up = Dettaglio della mappa di { $game }.
bot-alt-now = Ora tocca { AD($players) }: { $what }.
bot-alt-happened = È appena successo:
