# Mare Nostrum: Mythology: il Blocco Greco (engines/mare_nostrum/blockade.py; mnm-it
# "NUOVA REGOLA: Il Blocco Greco").

mn-prompt-blockade = Blocco Greco: decidi se attaccare le triremi che trasportano l'invasione
mn-ev-blockade-declared = { $side } tenta di rompere il Blocco Greco: { $units } { DA($origin) } { A($to) } con le triremi (percorso: { $seas }). { $greek } può attaccare le triremi che trasportano l'invasione.
mn-ev-blockade-attack = Blocco Greco: { $side } attacca le triremi di { $other } che trasportano unità { $place }.
mn-ev-blockade-pass = Blocco Greco: { $side } lascia passare il trasporto di { $other }.
mn-ev-blockade-holds = Il Blocco Greco di { $side } regge: la catena di triremi di { $other } è interrotta; le unità trasportate ({ $units }) non sono perse: vengono riportate { $place } e possono fare un'altra mossa.
mn-ev-blockade-broken = La catena di triremi regge: il trasporto di { $side } verso { IL($to) } prosegue.
mn-err-blockade-sea = Il Blocco Greco può attaccare soltanto le triremi che trasportano unità, in uno spazio di mare del trasporto dove hai una trireme e non hai ancora attaccato.
mn-opt-blockade-attack = Attacca le triremi di { $side } che trasportano unità { $place }
mn-opt-blockade-pass = Lasciali passare
mn-panel-blockade = { $side } muove { $units } { DA($origin) } { A($to) } con le triremi (percorso: { $seas }). Blocco Greco: puoi attaccare le sue triremi in uno spazio di mare di quel percorso dove hai una trireme; se la sua catena si interrompe, le unità restano dove sono.
