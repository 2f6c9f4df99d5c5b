# Comandi slash: nomi (regole di Discord: minuscole, senza spazi, al più 32 caratteri),
# descrizioni (al più 100 caratteri) e scelte, come Discord li mostra nell'app dell'utente.

cmd-agora-desc = Gioca a giochi da tavolo con i tuoi tempi
cmd-new-name = nuova
cmd-new-desc = Apri in questo canale una sala d'attesa per una nuova partita
cmd-new-game-name = gioco
cmd-new-game-desc = A quale gioco giocare
cmd-new-deadline-name = ore_per_decisione
cmd-new-deadline-desc = Ore che ogni giocatore ha per ogni decisione (predefinito: l'impostazione del server)
cmd-new-setup-name = preparazione
cmd-new-setup-desc = Solo Mare Nostrum: come partono gli imperi (predefinita: Introduttiva)
cmd-new-language-name = lingua
cmd-new-language-desc = La lingua dei messaggi e delle immagini della partita (predefinita: quella del server)
cmd-status-name = stato
cmd-status-desc = Di chi è il turno, la scadenza e un riepilogo della partita
cmd-board-name = tabellone
cmd-board-desc = Mostra il tabellone attuale (questa copia la vedi solo tu)
cmd-repost-name = ripubblica
cmd-repost-desc = Pubblica di nuovo il tabellone con un nuovo pulsante Gioca il mio turno (giocatori e organizzatore)
cmd-log-name = mosse
cmd-log-desc = Le ultime mosse della partita
cmd-abandon-name = abbandona
cmd-abandon-desc = Termina la partita per tutti (chi l'ha aperta o chi può Gestire il server)
cmd-help-name = aiuto
cmd-help-desc = Come si gioca con Agora, e i suoi comandi
cmd-language-name = lingua
cmd-language-desc = La lingua in cui Agora ti risponde
cmd-language-option-name = lingua
cmd-language-option-desc = Automatica segue la lingua della tua app Discord
cmd-choice-auto = Automatica (la lingua della tua app Discord)
cmd-choice-english = English
cmd-choice-italian = Italiano
cmd-choice-game = { $title } ({ $players })
cmd-choice-setup-introductory = Introduttiva (le posizioni iniziali delle carte di aiuto)
cmd-choice-setup-advanced = Avanzata (ogni giocatore spende 36 punti costruzione intorno alla sua capitale)
