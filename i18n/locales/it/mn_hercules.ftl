## Mare Nostrum: Mythology — la legione di Ercole usata come creatura della civiltà (docs/mythology-rules.md D21)
mn-grp-hercules = Ercole
mn-opt-hercules-declare = Ercole: la legione { $place } vale come { $creature } per questo turno
mn-opt-hercules-move = Muovi la legione di Ercole ({ $creature }) { DA($origin) } { A($to) }
mn-ev-hercules-declares = { $side } usa Ercole: una legione { $place } vale come { $creature } fino alla fine del turno.
mn-ev-hercules-moves = La legione di Ercole di { $side } si muove come { $creature } { DA($origin) } { A($to) }.
mn-ev-hercules-titan = La legione di Ercole di { $side } { $place } attacca a distanza come un Titano.
mn-status-hercules = Ercole: una legione di { $side } { $place } vale come { $creature } per questo turno.
mn-err-hercules-not-holder = Solo chi possiede Ercole può usare una legione come creatura della sua civiltà.
mn-err-hercules-used = Ercole è già stato usato in questo turno (una volta per turno, battaglie comprese).
mn-err-hercules-no-legion = Non hai legioni { $place }.
mn-err-hercules-none = Nessuna tua legione vale come creatura in questo turno: prima dichiarala con Ercole.
mn-err-hercules-moved = La legione di Ercole ({ $creature }) si è già mossa, ha combattuto o ha attaccato in questo turno.
mn-err-hercules-cannot-go = La legione di Ercole non può raggiungere { IL($province) } come { $creature }.
mn-err-hercules-at-war = La legione di Ercole { $place } è in una provincia In Guerra: combatte lì e non può attaccare a distanza.
# regole 3 (D21): chi possiede Ercole decide a ogni battaglia terrestre
mn-prompt-hercules = decidi se usare Ercole in questa battaglia
mn-panel-hercules = Battaglia { $place }: una tua legione può combattere come { $creature } (Ercole, una volta per turno). Se ora tieni Ercole, puoi ancora usarlo più avanti in questo turno.
mn-ev-hercules-kept = { $side } non usa Ercole nella battaglia { $place }.
