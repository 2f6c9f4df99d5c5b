# /agora notify: le notifiche di ogni utente (issue 7, "una menzione per turno").

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
quiet-help-cmd-notify = - `/agora notifiche`: le tue notifiche: menzioni, messaggi privati, orari dei promemoria
