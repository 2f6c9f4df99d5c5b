# /agora rules e /agora card (cogs/explain.py).
explain-rules-title = **{ $game }: le regole in breve**
explain-rules-topic-title = **{ $game }: { $topic }**
explain-source = Regolamento: { $source }
explain-topics-hint = Per un solo argomento: `/agora regole` con `argomento`. Argomenti: { $topics }.
explain-card-title = **{ $name }**: { $kind }, { $game }
explain-choice = { $name } ({ $kind }, { $game })
explain-unknown-game = Non conosco nessun gioco chiamato «{ $game }». I giochi sono: { $games }.
explain-no-rules = Per { $game } non c'è ancora un riassunto delle regole: vale il regolamento.
explain-unknown-topic = Nelle regole di { $game } non c'è l'argomento «{ $topic }». Gli argomenti sono: { $topics }.
explain-unknown-card = Non conosco nessuna carta, Meraviglia, segnalino Progresso, eroe, edificio o unità chiamata «{ $name }». Inizia a scriverne il nome e sceglilo dall'elenco.
explain-several-cards = Più voci si chiamano «{ $name }»: { $names }. Inizia a scriverne il nome e scegline una dall'elenco.
explain-no-glossary = Non c'è ancora niente da consultare: nessun gioco ha le sue carte descritte.

# Comandi slash /agora regole e /agora carta (nomi, descrizioni) e le loro righe in /agora aiuto.
explain-cmd-rules-name = regole
explain-cmd-rules-desc = Le regole in breve: il turno, le fasi, come si vince (lo vedi solo tu)
explain-cmd-rules-game-name = gioco
explain-cmd-rules-game-desc = Quale gioco
explain-cmd-rules-topic-name = argomento
explain-cmd-rules-topic-desc = Solo questo argomento (inizia a scrivere)
explain-cmd-card-name = carta
explain-cmd-card-desc = Consulta una carta, Meraviglia, segnalino, eroe, edificio o unità (lo vedi solo tu)
explain-cmd-card-name-name = nome
explain-cmd-card-name-desc = Inizia a scriverne il nome, in italiano o in inglese
explain-help-cmd-rules = - `/agora regole`: le regole in breve (il turno, le fasi, come si vince), con le pagine del regolamento
explain-help-cmd-card = - `/agora carta`: costo ed effetto di una carta, Meraviglia, segnalino Progresso, eroe, edificio o unità
