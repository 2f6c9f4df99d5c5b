# Tempo: pausa, vacanze e "Più tempo" (bot/timekeeping.py, cogs/time.py).

# apre la frase di una pausa o ripresa decisa da chi ha Gestisci server senza giocare
time-a-manager = Un gestore del server
time-paused = { $player } ha messo in pausa la partita: nessuna scadenza finché non riprende (si può comunque giocare).
time-resumed = { $player } ha ripreso la partita: il tempo torna a scorrere (scadenza <t:{ $t }:R>).
time-resumed-waiting = { $player } ha ripreso la partita; il tempo resta fermo per { $away }, in vacanza.
time-more = { $player } ha preso { $hours ->
        [one] { $hours } ora in più
       *[other] { $hours } ore in più
    } per questa decisione (scadenza <t:{ $t }:R>; { $left ->
    [0] nessuna proroga rimasta
    [one] ancora una proroga
   *[other] ancora { $left } proroghe
}).
time-more-stopped = { $player } ha preso { $hours ->
        [one] { $hours } ora in più
       *[other] { $hours } ore in più
    } per questa decisione (il tempo è fermo; { $left ->
    [0] nessuna proroga rimasta
    [one] ancora una proroga
   *[other] ancora { $left } proroghe
}).
time-held = Il tempo di questa decisione è fermo: { $players } in vacanza fino a <t:{ $t }:f>.
time-released = Il tempo di questa decisione torna a scorrere (scadenza <t:{ $t }:R>).
time-footer-paused = { $mentions }: { $what } (partita in pausa: nessuna scadenza)
time-footer-waiting = { $mentions }: { $what } (nessuna scadenza: si aspetta un giocatore in vacanza)

time-log-pause = { $player } ha messo in pausa la partita.
time-log-resume = { $player } ha ripreso la partita.
time-log-extend = { $player } ha preso { $hours ->
        [one] { $hours } ora in più
       *[other] { $hours } ore in più
    }.
time-log-hold = Tempo fermo: { $player } è in vacanza.
time-log-release = Il tempo torna a scorrere.

time-option-extensions = "Più tempo" (24 ore) per giocatore
time-err-only-host-pauses = Solo chi ha aperto la partita o un gestore del server può metterla in pausa o riprenderla.
time-err-already-paused = La partita è già in pausa.
time-err-not-paused = La partita non è in pausa.
time-err-extensions = Le proroghe "Più tempo" per giocatore devono essere un numero intero da 0 a { $max }.
time-err-more-not-a-player = Non partecipi a questa partita: solo chi deve decidere può chiedere più tempo.
time-err-more-stale = Questo promemoria è di una decisione precedente: "Più tempo" vale solo sul promemoria della decisione in corso.
time-err-more-not-yours = Questa decisione non è tua: solo { $waiting } può chiedere più tempo.
time-err-more-twice = Hai già preso più tempo per questa decisione.
time-err-more-used = Hai usato tutte le tue proroghe in questa partita ({ $n }).
time-err-budget-range = I giorni di vacanza devono essere da 0 a { $max }.
time-err-vacation-days = Una vacanza dura almeno un giorno.
time-err-vacation-already = Sei già in vacanza fino a <t:{ $t }:f>. Terminala prima con `/agora vacanza fine:True`.
time-err-vacation-budget = Non ti restano abbastanza giorni di vacanza: questo server ne concede { $days } ogni { $window } giorni e te ne restano { $left }.
time-err-vacation-none = Non sei in vacanza.

time-button-more = Più tempo
time-more-done = Fatto: hai { $hours ->
        [one] { $hours } ora in più
       *[other] { $hours } ore in più
    } per questa decisione.
time-paused-done = La partita è in pausa.
time-resumed-done = La partita è ripresa.
time-vacation-started = Sei in vacanza fino a <t:{ $t }:f>: le tue decisioni nelle partite di questo server ti aspettano. Puoi rientrare prima con `/agora vacanza fine:True`.
time-vacation-ended = Bentornato: la vacanza è finita e il tuo tempo torna a scorrere.
time-vacation-status = Sei in vacanza fino a <t:{ $t }:f>.
time-vacation-none = Non sei in vacanza.
time-vacation-budget = Vacanza: { $used } giorni usati su { $days } negli ultimi { $window } giorni (il limite di questo server).
time-server-vacation = Giorni di vacanza concessi da questo server: { $days } ogni { $window } giorni per ciascun giocatore.
time-server-only-managers = Solo chi può Gestire il server può cambiare i giorni di vacanza concessi.
time-status-paused = ⏸ La partita è in pausa: nessuna scadenza.
time-status-away = In vacanza: { $player } fino a <t:{ $t }:f>.
time-status-left = Tempo rimasto, fermo: { $left }.
time-status-extensions = Proroghe "Più tempo" che ti restano in questa partita: { $left } su { $n }.

time-cmd-pause-name = pausa
time-cmd-pause-desc = Mette in pausa la partita: nessuna scadenza fino alla ripresa (chi l'ha aperta o Gestire il server)
time-cmd-resume-name = riprendi
time-cmd-resume-desc = Riprende una partita in pausa: il tempo torna a scorrere (chi l'ha aperta o Gestire il server)
time-cmd-vacation-name = vacanza
time-cmd-vacation-desc = Vai in vacanza: le tue decisioni nelle partite di questo server ti aspettano
time-cmd-vacation-days-name = giorni
time-cmd-vacation-days-desc = Quanti giorni (entro il limite di questo server)
time-cmd-vacation-end-name = fine
time-cmd-vacation-end-desc = Termina subito la tua vacanza
time-cmd-vacation-budget-name = limite
time-cmd-vacation-budget-desc = Gestire il server: i giorni di vacanza concessi a ogni giocatore ogni 90 giorni
time-cmd-new-extensions-name = proroghe
time-cmd-new-extensions-desc = Quante volte ogni giocatore può premere "Più tempo" (24 ore ciascuna; di base 2)
# /agora help: one short line each (the help must fit in one message)
time-help-cmd-pause = - `/agora pausa`: ferma il tempo
time-help-cmd-resume = - `/agora riprendi`: lo fa ripartire
time-help-cmd-vacation = - `/agora vacanza`: assenze
time-log-quiet = La scadenza di { $player } è spostata alla fine delle sue ore di silenzio: <t:{ $t }:f>.
# fine settimana liberi (bot/weekends.py)
time-cmd-new-weekends-name = fine_settimana
time-cmd-new-weekends-desc = "off": il tempo si ferma dal sabato alle 00:00 al lunedì alle 00:00, ora di ogni giocatore
time-choice-weekends-on = on (il tempo scorre ogni giorno)
time-choice-weekends-off = off (il tempo si ferma sabato e domenica)
time-option-weekends = Fine settimana
time-option-weekends-on = il tempo scorre ogni giorno
time-option-weekends-off = off: il tempo si ferma dal sabato alle 00:00 al lunedì alle 00:00 nel fuso di ogni giocatore
time-err-weekends = L'opzione fine settimana vale { $values }.
time-log-weekend = Il tempo salta il fine settimana: scadenza <t:{ $t }:f>.
