# le pagine delle partite (bot/web/, issue 31)
web-status-lobby = In attesa di giocatori
web-status-active = In corso
web-status-finished = Finita
web-status-abandoned = Abbandonata
web-to-decide = deve decidere:
web-deadline = scadenza
web-board-alt = Il tabellone
web-detail-alt = Il dettaglio del tabellone
web-zoom-hint = Pizzica o usa la rotellina per ingrandire, trascina per spostare; doppio clic per tornare all'inizio.
web-replay = Tabellone dopo
web-turn = Turno { $n }
web-now = adesso
web-start = Inizio
web-players = Giocatori
web-automatic = automatico
web-conceded = ritirato
web-log = Cronaca
web-search = Cerca nella cronaca
# il pulsante "Apri il tabellone" di un messaggio del tabellone
web-open-board = Apri il tabellone
# /agora web on|off
web-on = Le pagine delle partite di questo server sono attive: ogni tabellone pubblicato porta alla pagina della sua partita.
web-off = Le pagine delle partite di questo server sono disattivate: i loro link rispondono "non trovato".
web-not-configured = Le pagine delle partite non sono configurate su questo bot (AGORA_WEB_URL).
web-cmd-name = web
web-cmd-desc = Attiva o disattiva le pagine delle partite di questo server (Gestire il server)
web-cmd-on-name = attive
web-cmd-on-desc = Vero: ogni tabellone porta alla pagina della partita; Falso: le pagine e i loro link smettono di funzionare
web-help-cmd-web = - `/agora web`: pagine delle partite attive o no (Gestire il server)
