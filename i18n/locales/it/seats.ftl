# Posti e persone (bot/seats.py, cogs/seats.py): sostituire, prendere il posto, concedere, /agora partite

## comandi
cmd-replace-name = sostituisci
cmd-replace-desc = Dai il posto di un giocatore a un altro membro (chi ha aperto la partita o Gestire il server)
cmd-replace-seat-name = posto
cmd-replace-seat-desc = Il giocatore il cui posto cambia di mano
cmd-replace-with-name = con
cmd-replace-with-desc = Il membro che prende il posto
cmd-concede-name = concedi
cmd-concede-desc = Concedi la partita (ti viene chiesta una conferma)
cmd-games-name = partite
cmd-games-desc = Le tue partite su questo server: di chi è il turno e le scadenze

## righe pubbliche
seats-replaced = Ora { $new } gioca al posto di { $old }.
seats-taken-over = { $new } ha preso il posto di { $old }, con il consenso di chi ha aperto la partita.
seats-conceded = { $player } ha concesso la partita.
seats-auto-plays = Da ora fino alla fine della partita decide il giocatore automatico per { $player }.
seats-conceded-list = { $n ->
    [one] Ha concesso la partita: { $players }.
   *[other] Hanno concesso la partita: { $players }.
}
seats-outcome-conceded = { $n ->
    [one] { $players } ha concesso la partita; vittoria di { $winners }.
   *[other] { $players } hanno concesso la partita; vittoria di { $winners }.
}
seats-offer = { $player } ha mancato { $n ->
        [one] { $n } scadenza
       *[other] { $n } scadenze
    } di fila. Chi non gioca in questa partita può prenderne il posto: premi **Prendi il posto**, poi { $host } (chi ha aperto la partita) conferma.
seats-offer-filled = Preso: ora { $user } gioca a questo posto.
seats-offer-back = Chiuso: { $user } è di nuovo in gioco.
seats-offer-closed = Chiuso: questo posto non è più libero.
seats-claim-posted = { $user } chiede di prendere il posto di { $player }. { $host }, accetti?
seats-claim-declined = Chi ha aperto la partita ha rifiutato la richiesta di { $user } per il posto di { $player }.
seats-claim-accepted = Accettata da { $by }.
seats-claim-refused = Rifiutata da { $by }.

## pulsanti
seats-button-take-over = Prendi il posto
seats-button-accept = Accetta
seats-button-decline = Rifiuta
seats-button-concede = Concedi

## risposte private
seats-replace-done = Fatto: ora { $new } gioca al posto di { $old }.
seats-claim-sent = La tua richiesta per il posto di { $player } è stata inviata: la conferma chi ha aperto la partita.
seats-answer-done = Fatto.
seats-concede-confirm = Vuoi davvero concedere la partita n. { $game } ({ $title })? Non si può tornare indietro. Premi **Concedi** per confermare; altrimenti ignora questo messaggio.
seats-concede-done = Hai concesso la partita n. { $game }.
seats-err-bot-member = Un bot non può occupare un posto.
seats-games-header = Le tue partite su questo server:
seats-games-none = Non giochi in nessuna partita su questo server.
seats-games-your-turn = **tocca a te**
seats-games-waiting = si aspetta { $players }
seats-games-lobby = in attesa di giocatori
seats-games-deadline = scadenza <t:{ $t }:R>
seats-games-more = …e altre { $n }.

## errori
seats-err-only-host-replaces = Solo chi ha aperto la partita o un gestore del server può sostituire un giocatore.
seats-err-not-playing = { $user } non gioca in questa partita.
seats-err-already-playing = { $user } gioca già in questa partita.
seats-err-no-such-seat = Questa partita non ha quel posto: il pulsante non è di questa partita.
seats-err-you-play = Giochi già in questa partita: solo chi non gioca può prendere un posto.
seats-err-not-open = Il posto di { $player } non è libero (il giocatore è tornato, o il posto ha cambiato di mano).
seats-err-already-asked = Hai già chiesto il posto di { $player }: chi ha aperto la partita non ha ancora risposto.
seats-err-claimed = Qualcun altro ha già chiesto il posto di { $player }: chi ha aperto la partita non ha ancora risposto.
seats-err-only-host-answers = Solo chi ha aperto la partita o un gestore del server può rispondere a questa richiesta.
seats-err-no-claim = Questa richiesta non è più in attesa (ha già avuto risposta, o il posto ha cambiato di mano).
seats-err-already-conceded = Hai già concesso questa partita.

## /agora aiuto
seats-help-cmd-games = - `/agora partite`: le tue partite qui
seats-help-cmd-replace = - `/agora sostituisci`: dai un posto a un altro membro
seats-help-cmd-concede = - `/agora concedi`: concedi la partita

## Posti automatici (bot/autoseats.py)
auto-name = Giocatore automatico { $n } ({ $level })
auto-level-standard = normale
auto-level-strong = forte
auto-err-level = Non esiste questo livello per un giocatore automatico: scegli normale o forte.
auto-err-none = In questa sala d'attesa non c'è nessun giocatore automatico da togliere.
auto-err-started = I giocatori automatici si aggiungono e si tolgono nella sala d'attesa, prima dell'inizio della partita.
auto-err-only-host = Solo chi ha aperto la partita può aggiungere o togliere giocatori automatici.
auto-button-add-standard = Aggiungi giocatore automatico
auto-button-add-strong = Aggiungi giocatore automatico forte
auto-button-remove = Togli giocatore automatico
auto-name-short = Giocatore automatico { $n }
auto-err-no-such-seat = In questa partita non c'è il giocatore automatico { $n }.
cmd-replace-auto-name = automatico
cmd-replace-auto-desc = Invece di un giocatore: il numero del giocatore automatico il cui posto passa ad altri
cmd-replace-level-name = livello
cmd-replace-level-desc = Invece di un membro: prende il posto un giocatore automatico di questo livello
auto-err-replace-options = Indica un posto (un giocatore, o il numero di un giocatore automatico) e chi lo prende (un membro, o il livello di un giocatore automatico).
auto-err-last-person = È l'ultima persona in gioco: una partita di soli giocatori automatici non va avanti. Abbandona invece la partita.

## Il giocatore automatico delle scadenze (opzione absent_player, bot/features/autoseats.py)
auto-cmd-new-absent-name = giocatore_assente
auto-cmd-new-absent-desc = Chi gioca il turno di un giocatore assente alla scadenza: il giocatore automatico normale o forte
auto-choice-absent-standard = normale (decide subito)
auto-choice-absent-strong = forte (pensa qualche secondo a mossa)
auto-option-absent = Giocatori assenti
auto-option-absent-standard = alla scadenza il giocatore automatico normale gioca il loro turno
auto-option-absent-strong = alla scadenza il giocatore automatico forte gioca il loro turno
auto-err-absent = `giocatore_assente` (chi gioca il turno di un giocatore assente alla scadenza) vale “standard” (normale) o “strong” (forte).
