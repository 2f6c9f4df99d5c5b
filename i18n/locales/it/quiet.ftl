# /agora notify: le notifiche di ogni utente ("una menzione per turno").

quiet-notify-title = **Le tue notifiche**
quiet-notify-saved = Salvato. **Le tue notifiche** ora:
quiet-notify-mentions = Menzione quando inizia il tuo turno: { $state ->
    [on] **attiva**
   *[off] **disattivata** (il tuo nome compare senza notifica)
}
quiet-notify-private = Messaggi privati per ciò che solo tu puoi vedere (una carta ricevuta in uno scambio...): { $state ->
    [on] **attivi**
   *[off] **disattivati** (resta visibile nel tuo pannello e in `/agora stato`)
}
quiet-notify-reminders = Promemoria prima di una scadenza: **{ $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }** prima
quiet-notify-reminders-default = Promemoria prima di una scadenza: **{ $hours ->
        [one] { $hours } ora
       *[other] { $hours } ore
    }** prima (l’impostazione di questo server)
quiet-notify-reminders-off = Promemoria prima di una scadenza: **nessuno**
quiet-notify-reminders-server-off = Promemoria prima di una scadenza: **nessuno** (questo server non ne invia)
quiet-notify-hint = Cambiale con `/agora notifiche menzioni:… messaggi_privati:… promemoria:…` (promemoria: le ore prima di una scadenza, come `12, 1`, oppure `off` o `default`).
quiet-notify-bad-reminders = “{ $text }” non è un elenco di ore: scrivi le ore prima di una scadenza separate da virgole (come `12, 1`, tra { $min } e { $max }), `off` oppure `default`.
quiet-cmd-notify-name = notifiche
quiet-cmd-notify-desc = Le tue notifiche: menzioni, messaggi privati, orari dei promemoria
quiet-cmd-notify-mentions-name = menzioni
quiet-cmd-notify-mentions-desc = Ricevi una menzione (notifica) quando inizia il tuo turno
quiet-cmd-notify-private-name = messaggi_privati
quiet-cmd-notify-private-desc = Ricevi messaggi privati per ciò che solo tu puoi vedere (una carta ricevuta in uno scambio...)
quiet-cmd-notify-reminders-name = promemoria
quiet-cmd-notify-reminders-desc = Ore prima di una scadenza per i promemoria, come "12, 1"; "off" o "default"
quiet-help-cmd-notify = - `/agora notifiche`: le tue notifiche: menzioni, messaggi privati, orari dei promemoria, fuso orario e ore di silenzio, preavviso, riepilogo quotidiano; `partita:` per una sola partita
# fusi orari e ore di silenzio (bot/quiet_hours.py)
quiet-notify-zone = Fuso orario: **{ $zone }**
quiet-notify-zone-none = Fuso orario: **non impostato** (le ore di silenzio valgono in UTC)
quiet-notify-hours = Ore di silenzio: **{ $from }:00–{ $to }:00** ora tua (prossime da <t:{ $t }:f>): nessun promemoria né menzione ti raggiunge; arrivano alla fine delle ore di silenzio, e una tua scadenza che cadrebbe in quelle ore scade alla loro fine
quiet-notify-hours-none = Ore di silenzio: **nessuna**
quiet-notify-hint-time = Imposta fuso orario e ore di silenzio con `/agora notifiche fuso_orario:Europe/Rome ore_di_silenzio:23-8` (`ore_di_silenzio:off` le toglie).
quiet-notify-bad-zone = “{ $text }” non è un fuso orario: scegline uno dall'elenco, come `Europe/Rome` o `America/New_York`.
quiet-notify-bad-hours = “{ $text }” non è un intervallo di ore di silenzio: scrivi due ore intere da 0 a 23, come `23-8` (dalle 23:00 alle 8:00), oppure `off`.
quiet-cmd-notify-zone-name = fuso_orario
quiet-cmd-notify-zone-desc = Il tuo fuso orario, come Europe/Rome (per le ore di silenzio)
quiet-cmd-notify-hours-name = ore_di_silenzio
quiet-cmd-notify-hours-desc = Ore senza promemoria né menzioni, ora tua, come "23-8"; "off" le toglie
quiet-status-hours = { $player } è nelle ore di silenzio fino alle <t:{ $t }:t>: promemoria e menzioni aspettano fino ad allora.
quiet-held = { $mention }, le tue ore di silenzio sono finite e questo ti aspetta: { $what }
quiet-held-deadline = { $mention }, le tue ore di silenzio sono finite e questo ti aspetta: { $what } (scadenza <t:{ $t }:R>)
# impostazioni per partita (bot/gameprefs.py)
quiet-cmd-notify-game-name = partita
quiet-cmd-notify-game-desc = Il numero di una partita: menzioni, messaggi privati e promemoria solo per quella
quiet-notify-game-title = **Nella partita #{ $game }** (valgono più delle tue impostazioni generali):
quiet-notify-game-own = (la tua impostazione generale)
quiet-notify-game-hint = Cambiale con `/agora notifiche partita:{ $game }` e `menzioni:`, `messaggi_privati:` o `promemoria:` (`promemoria:default` torna alla tua impostazione generale).
quiet-notify-not-your-game = La partita #{ $game } non è tua: puoi scegliere le notifiche solo per una partita in cui giochi.
# preavviso (bot/headsup.py)
quiet-heads-up = Tocca a te dopo, nella partita #{ $game } ({ $title }): { $player } ha iniziato il suo turno.
quiet-notify-heads-up = Preavviso quando chi gioca prima di te inizia il suo turno (partite con un ordine di turno fisso): { $state ->
    [on] **attivo**
   *[off] **disattivato**
}
quiet-cmd-notify-heads-up-name = preavviso
quiet-cmd-notify-heads-up-desc = Un messaggio privato quando chi gioca prima di te inizia il suo turno ("tocca a te dopo")
# il riepilogo quotidiano (bot/digest.py)
quiet-digest-title = **{ $n ->
    [one] Una partita ti aspetta:
   *[other] { $n } partite ti aspettano:
}**
quiet-digest-game = #{ $game } { $title }: { $what }
quiet-digest-game-deadline = #{ $game } { $title }: { $what } (scadenza <t:{ $t }:R>)
quiet-notify-digest = Riepilogo quotidiano: **alle { $hour }:00** ora tua, le partite che ti aspettano (invece di una menzione a ogni turno)
quiet-notify-digest-off = Riepilogo quotidiano: **disattivato** (una menzione a ogni turno)
quiet-notify-bad-digest = “{ $text }” non è un'ora: scrivi un'ora intera da 0 a 23, come `8`, oppure `off`.
quiet-cmd-notify-digest-name = riepilogo
quiet-cmd-notify-digest-desc = Ogni giorno a quest'ora, in privato, le partite che ti aspettano, come "8"; "off"
