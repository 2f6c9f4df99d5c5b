# le pagine delle partite (bot/web/)
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
# /agora web on|off|link
web-on = Le pagine delle partite di questo server sono attive: ogni tabellone pubblicato porta alla pagina della sua partita.
web-off = Le pagine delle partite di questo server sono disattivate: i loro link rispondono "non trovato".
web-not-configured = Le pagine delle partite non sono configurate su questo bot (AGORA_WEB_URL).
web-cmd-name = web
web-cmd-desc = Attiva o disattiva le pagine delle partite di questo server (Gestire il server)
web-cmd-on-name = pagine
web-cmd-on-desc = attiva: ogni tabellone porta alla sua pagina; disattiva: tutto si ferma; link: pagina del server
web-help-cmd-web = - `/agora web`: pagine delle partite attive o no, e la pagina del server (Gestire il server)
# la pagina del server (/s/<token>, su richiesta): le partite in corso e concluse del server
web-server-title = Le partite di questo server
web-server-running = Partite in corso
web-server-ended = Partite concluse
web-server-none-running = Nessuna partita in corso.
web-server-none-ended = Nessuna partita si è ancora conclusa.
web-server-game = Partita
web-server-turn = Deve decidere
web-server-result = Risultato
web-server-won = vinta da
# /agora web link (e la risposta a /agora web on quando AGORA_WEB_URL è impostato)
web-server-link = La pagina di questo server, con le sue partite in corso e concluse (condividila con chi vuoi; disattivando le pagine smette di funzionare): { $url }
web-choice-on = attiva
web-choice-off = disattiva
web-choice-link = link
