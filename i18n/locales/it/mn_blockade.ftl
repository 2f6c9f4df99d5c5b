# Mare Nostrum: Mythology: il Blocco Greco (engines/mare_nostrum/blockade.py; mnm-it
# "NUOVA REGOLA: Il Blocco Greco").

mn-prompt-blockade = Blocco Greco: attaccare le trireme che trasportano l'invasione?
mn-ev-blockade-declared = { $side } tenta di rompere il Blocco Greco: { $units } da { $origin } { AD($to) } con le trireme (percorso: { $seas }). { $greek } può attaccare le trireme che trasportano l'invasione.
mn-ev-blockade-attack = Blocco Greco: { $side } attacca le trireme di { $other } che trasportano unità { $place }.
mn-ev-blockade-pass = Blocco Greco: { $side } lascia passare il trasporto di { $other }.
mn-ev-blockade-holds = Il Blocco Greco di { $side } regge: la catena di trireme di { $other } è interrotta; le unità trasportate ({ $units }) non sono perse: vengono riportate in { $origin } e possono fare un'altra mossa.
mn-ev-blockade-broken = La catena di trireme regge: il trasporto di { $side } verso { $to } prosegue.
mn-err-blockade-sea = Il Blocco Greco può attaccare soltanto le trireme che trasportano unità, in uno spazio di mare del trasporto dove hai una trireme e non hai ancora attaccato.
mn-opt-blockade-attack = Attacca le trireme di { $side } che trasportano unità { $place }
mn-opt-blockade-pass = Lasciali passare
mn-panel-blockade = { $side } muove { $units } da { $origin } { AD($to) } con le trireme (percorso: { $seas }). Blocco Greco: puoi attaccare le sue trireme in uno spazio di mare di quel percorso dove hai una trireme; se la sua catena si interrompe, le unità restano dove sono.
