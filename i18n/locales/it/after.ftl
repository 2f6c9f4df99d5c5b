# Dopo la partita: /agora statistiche, /agora classifica, /agora replay e le pagine di /agora mosse
# (cogs/after.py, cogs/logpages.py, bot/stats.py, bot/replay.py)

after-cmd-stats-name = statistiche
after-cmd-stats-desc = Partite, vittorie, punteggio medio e tempo per decisione di un membro in questo server
after-cmd-stats-member-name = membro
after-cmd-stats-member-desc = Di chi (predefinito: tue)
after-cmd-stats-game-name = gioco
after-cmd-stats-game-desc = Solo questo gioco (e il suo punteggio di abilità)
after-cmd-leaderboard-name = classifica
after-cmd-leaderboard-desc = La classifica dei giocatori di questo server in un gioco
after-cmd-leaderboard-game-name = gioco
after-cmd-leaderboard-game-desc = Quale gioco
after-cmd-replay-name = replay
after-cmd-replay-desc = Il replay animato del tabellone di una partita finita, con tutte le sue mosse
after-cmd-replay-game-name = partita
after-cmd-replay-game-desc = Il numero della partita (predefinito: quella di questo canale o thread)

after-stats-title = **Statistiche di { $member }** in questo server
after-stats-title-game = **Statistiche di { $member }** { AD($game) } in questo server
after-stats-none = { $member } non ha ancora finito nessuna partita qui.
after-stats-games = Partite: { $games }, vinte: { $wins } ({ $percent }%)
after-stats-score = Punteggio medio: { $score }
after-stats-no-score = Punteggio medio: nessuno (quelle partite sono finite senza punti)
after-stats-time = Tempo per decisione: { $time } (mediana di { $decisions ->
    [one] { $decisions } decisione
   *[other] { $decisions } decisioni
})
after-stats-rating = Punteggio di abilità: { $rating } (μ { $mu }, σ { $sigma }; { $rank }° su { $players })
after-stats-per-game = - { $game }: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins } vinte
after-stats-note = Contano solo le partite finite, non quelle abbandonate.
after-stats-automatic = { $n ->
    [one] Una di queste partite aveva giocatori automatici: conta qui ma non entra nella classifica.
   *[other] { $n } di queste partite avevano giocatori automatici: contano qui ma non entrano nella classifica.
}

after-leaderboard-title = **Classifica: { $game }**
after-leaderboard-line = { $rank }. { $name }: **{ $rating }** ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins } vinte)
after-leaderboard-empty = In questo server non è ancora finita nessuna partita di { $game } valida per la classifica.{ $unrated ->
    [0] {""}
    [one] {" "}L'unica partita finita aveva un giocatore automatico, e le partite con giocatori automatici non entrano in classifica (`/agora statistiche` le conta).
   *[other] {" "}Le { $unrated } partite finite avevano giocatori automatici, e le partite con giocatori automatici non entrano in classifica (`/agora statistiche` le conta).
}
after-leaderboard-note = Punteggi: OpenSkill (Plackett-Luce), indicati come μ − 3σ, da tutte le partite finite nell'ordine in cui sono terminate; le partite abbandonate non contano.

after-replay-not-over = La partita #{ $game } non è ancora finita: il replay sarà pronto quando sarà terminata (niente ripasso della cronologia mentre i giocatori stanno ancora decidendo).
after-replay-done = Replay della partita { $game }: { $frames ->
    [one] { $frames } immagine
   *[other] { $frames } immagini
} del tabellone pubblico; in allegato tutte le mosse pubbliche.
after-replay-no-picture = Replay della partita { $game }: questo gioco non ha un'immagine del tabellone; in allegato tutte le mosse pubbliche.
after-replay-too-large = Il replay della partita { $game } non entra in un messaggio di questo server; in allegato tutte le mosse pubbliche.
after-replay-other-guild = La partita #{ $game } appartiene a un altro server: il suo replay si può vedere solo lì.

after-log-header = **Mosse della partita { $game }**: pagina { $page } di { $pages }

after-time-seconds = { $n } s
after-time-minutes = { $n } min
after-time-hours = { $n } h
after-time-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}

after-help-cmd-stats = - `/agora statistiche`: partite, vittorie, punteggio
after-help-cmd-leaderboard = - `/agora classifica`: la classifica di un gioco
after-help-cmd-replay = - `/agora replay`: una partita finita, animata
