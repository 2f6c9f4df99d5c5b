# /agora notify: le notifiche di ogni utente (issue 7, "una menzione per turno").

quiet-notify-title = **Le tue notifiche**
quiet-notify-saved = Salvato. **Le tue notifiche** ora:
quiet-notify-mentions = Menzione quando inizia il tuo turno: { $state ->
    [on] **attiva**
   *[off] **disattivata** (il tuo nome compare senza notifica)
}
quiet-notify-private = Messaggi privati per ciò che solo tu puoi vedere (una carta ricevuta in uno scambio...): { $state ->
    [on] **attivi**
   *[off] **disattivati** (resta visibile nel tuo pannello e in `/agora status`)
}
quiet-notify-reminders = Promemoria prima di una scadenza: **{ $hours } ore** prima
quiet-notify-reminders-default = Promemoria prima di una scadenza: **{ $hours } ore** prima (l’impostazione di questo server)
quiet-notify-reminders-off = Promemoria prima di una scadenza: **nessuno**
quiet-notify-reminders-server-off = Promemoria prima di una scadenza: **nessuno** (questo server non ne invia)
quiet-notify-hint = Cambiale con `/agora notify mentions:… private_messages:… reminders:…` (reminders: le ore prima di una scadenza, come `12, 1`, oppure `off` o `default`).
quiet-notify-bad-reminders = “{ $text }” non è un elenco di ore: scrivi le ore prima di una scadenza separate da virgole (come `12, 1`, tra { $min } e { $max }), `off` oppure `default`.
