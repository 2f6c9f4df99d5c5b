# Mare Nostrum: Mitologia: i poteri facoltativi degli eroi chiesti a chi li possiede
# (engines/mare_nostrum/combat.py; docs/mythology-rules.md D33 Amilcare, D37 Aiace, D35 Nabucodonosor).

mn-prompt-hamilcar = { mn-hero-hamilcar }: scegli quanti dei tuoi dadi sono un 4 automatico
mn-prompt-ajax = { mn-hero-ajax }: scegli i dadi da ritirare
mn-prompt-nebuchadnezzar = { mn-hero-nebuchadnezzar }: scegli la carta da prendere
mn-opt-hamilcar = { $fixed ->
        [0] Tira tutti i dadi ({ $rolled })
       *[other] { $rolled ->
            [0] Ogni dado un { $value } automatico ({ $fixed })
           *[other] { $fixed } × { $value } automatico, tira { $rolled }
        }
    }
mn-opt-pick-die = Scegli un { $value } da ritirare
mn-opt-reroll = Ritira { $dice }
mn-opt-reroll-suggested = Ritira i dadi da 1 a 3: { $dice }
mn-opt-keep-roll = Tieni il tiro (non ritirare nulla)
mn-panel-hamilcar = Battaglia { $place }: hai { $n ->
        [one] 1 dado
       *[other] { $n } dadi
    } da tirare. Un dado preso come { $value } automatico non viene tirato{ $bonus ->
        [0] .
       *[other] ; il tuo +{ $bonus } per dado di legione si aggiunge comunque.
    }
mn-panel-ajax = Primo tiro { $place }: i tuoi dadi { $dice }{ $fixed ->
        [0] {""}
       *[other] {" "}(i primi { $fixed } automatici, non tirati)
    }, totale { $total }, quindi { $other } perde { $loss }; { $other } ha { $other_total } (dadi { $other_dice }). Scelti da ritirare: { $picked }. Ogni dado si ritira una volta e il nuovo risultato va accettato.
mn-panel-nebuchadnezzar = Tempio o mercato distrutto { $place }: prendi una carta tra { $cards }.
mn-ev-hamilcar = { $fixed ->
        [0] { $side } tira tutti i dadi { $place } ({ mn-hero-hamilcar } non usato).
       *[other] { $side } usa { mn-hero-hamilcar } { $place }: { $rolled ->
            [0] ogni dado è un { $value } automatico.
           *[other] { $fixed } × { $value } automatico, { $rolled ->
                [one] 1 dado tirato.
               *[other] { $rolled } dadi tirati.
            }
        }
    }
mn-ev-first-roll = Primo tiro { $place }, prima dei ritiri:
mn-ev-ajax-keep = { $side } tiene il tiro { $place } ({ mn-hero-ajax } non usato).
mn-err-hamilcar-count = Scegli da 0 a { $n ->
        [one] { $n } dado automatico
       *[other] { $n } dadi automatici
    }.
mn-err-ajax-die = Non hai più un dado con { $value } da scegliere (dadi ancora liberi: { $dice }).
mn-err-ajax-reroll = Scegli i dadi uno alla volta, poi ritirali: l'unico ritiro in un solo passo è quello suggerito { $dice }, prima di ogni scelta.
mn-err-nebuchadnezzar-card = { mn-hero-nebuchadnezzar } prende una di queste carte: { $cards } (le risorse { DI($province) } che la banca ha ancora).
