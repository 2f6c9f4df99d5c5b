# Mare Nostrum: Mythology (engines/mare_nostrum/data/mythology.yaml): i nomi del regolamento
# italiano (`name_it` dei dati) e i testi dei poteri (`mn-myth-power-<id>`).

## Civiltà, ruolo, fase
mn-civ-atlantis = Atlantide
mn-role-high_priest = Alto Prete
mn-phase-offering = Fase dell'Offerta agli Dei

## La variante delle 3 carte ruolo (opzione roles_victory; docs/mythology-rules.md D39)
mn-myth-ev-roles-win = { $side } controlla insieme { $roles } e vince la partita (variante delle 3 carte ruolo).
mn-myth-outcome-roles = { $side } vince controllando insieme { $n ->
        [one] { $n } carta ruolo
       *[other] { $n } carte ruolo
    }: { $roles }.
mn-myth-status-roles-victory = Variante: vince il primo giocatore che controlla insieme { $n ->
        [one] { $n } carta ruolo
       *[other] { $n } carte ruolo
    } (eroi, meraviglie e Piramidi non fanno vincere).
mn-myth-rules-roles_victory-title = Variante: 3 carte ruolo
mn-myth-rules-roles_victory = Solo con Mitologia, scelta alla creazione della partita (opzione "3 carte ruolo"). Invece dell'usuale condizione di vittoria, qualsiasi giocatore che controlla per una volta 3 delle 4 Carte Ruolo vince immediatamente il gioco: eroi, meraviglie e Piramidi non fanno più vincere (i loro poteri restano). Le Carte Ruolo vengono riassegnate soltanto all'inizio di ogni nuovo turno: il controllo si fa quando i ruoli del turno sono assegnati, dopo i conteggi, il +2 di Atena e le scelte dei possessori in caso di pareggio. Non si combina con la variante lunga.

## Dei
mn-god-athena = Atena
mn-god-baal = Baal
mn-god-hermes = Ermete
mn-god-astarte = Astarte
mn-god-isis = Iside
mn-god-mars = Marte
mn-god-poseidon = Poseidone
mn-god-vulcan = Vulcano

## Creature mitologiche
mn-creature-behemoth = Behemoth
mn-creature-centaur = Centauro
mn-creature-griffin = Grifone
mn-creature-kraken = Kraken
mn-creature-phoenix = Fenice
mn-creature-titan = Titano

## Eroi nuovi di Mythology
mn-hero-atlas = Atlante
mn-hero-achilles = Achille
mn-hero-adonis = Adone
mn-hero-ajax = Aiace
mn-hero-antigone = Antigone
mn-hero-ariadne = Arianna
mn-hero-castor_and_pollux = Càstore e Polluce
mn-hero-circe = Circe
mn-hero-croesus = Crèso, Re di Lidia
mn-hero-aeneas = Enea
mn-hero-gilgamesh = Gilgamesh
mn-hero-hamilcar = Amilcare
mn-hero-hercules = Ercole
mn-hero-imhotep = Imhotep
mn-hero-jason = Giasone
mn-hero-medusa = Medusa
mn-hero-midas = Mida
mn-hero-minos = Minosse
mn-hero-moses = Mosè
mn-hero-penthesilea = Pentesilea
mn-hero-queen_of_sheba = Regina di Saba
mn-hero-spartacus = Spartaco

## Poteri degli Dei
mn-myth-power-athena = +2 per diventare un qualsiasi ruolo alla prossima assegnazione delle carte ruolo.
mn-myth-power-baal = Distruggi una città avversaria ovunque sul tabellone.
mn-myth-power-hermes = Produci 3 carte risorsa in più delle risorse che produci (Fase del Commercio, prima di Iside).
mn-myth-power-astarte = Annulla il potere di un altro Dio che ha te come bersaglio.
mn-myth-power-isis = Dai segretamente 1 carta risorsa a ogni giocatore, te compreso (Fase del Commercio, dopo la produzione e dopo Ermete, prima del commercio).
mn-myth-power-mars = Aggiungi +6 al totale di un tiro in combattimento dopo averlo visto.
mn-myth-power-poseidon = Distruggi una trireme nemica ovunque sul tabellone, anche mentre trasporta o combatte.
mn-myth-power-vulcan = Distruggi una carovana avversaria ovunque sul tabellone.

## Poteri delle creature (tutte le creature tirano un 6 automatico in combattimento)
mn-myth-power-behemoth = Fortezze e creature nemiche che lo combattono perdono il 6 automatico e tirano il dado.
mn-myth-power-centaur = Prima di tirare i dadi, ogni Centauro nel combattimento distrugge una legione nemica.
mn-myth-power-griffin = Vola fino a 2 aree, anche sul mare e su province occupate; mai trasportato da una trireme.
mn-myth-power-kraken = Sulla terra solo province costiere; in mare si muove di uno spazio di mare e attacca le triremi; invece di muovere può immergersi ed emergere in un turno successivo in qualsiasi spazio di mare; mai trasportato da una trireme.
mn-myth-power-phoenix = Eliminata torna sulla sua carta e può rinascere nella capitale egiziana per 3 carte in una fase della Costruzione successiva.
mn-myth-power-titan = Attacca le unità di un'area adiacente dalla sua provincia: 1 dado per Titano, senza 6 automatico.

## Poteri dei nuovi eroi
mn-myth-power-atlas = Le triremi costano 2 e possono muovere di 2 spazi di mare (non più dopo aver combattuto).
mn-myth-power-achilles = Dopo un combattimento vinto, saccheggia 1 edificio per ogni unità militare presente.
mn-myth-power-adonis = Prendi un Dio gratis alla fine della Fase dell'Offerta, dopo le offerte di tutti.
mn-myth-power-ajax = In un combattimento terrestre, ritira una volta i dadi che vuoi.
mn-myth-power-antigone = Puoi escluderti dal commercio dopo aver sentito quante carte chiede il Direttore del Commercio.
mn-myth-power-ariadne = In difesa, ogni edificio della provincia aggiunge al tuo tiro: città o carovana +1, mercato o tempio +2.
mn-myth-power-castor_and_pollux = Copia il potere di un qualsiasi eroe avversario (non un eroe specifico di una civiltà).
mn-myth-power-circe = Le tue legioni nelle tue province producono risorse come carovane; un mercato le raddoppia.
mn-myth-power-croesus = Costruisci in una nuova provincia nel turno in cui vi metti il marcatore di influenza, con 1 carta in meno per tipo di costruzione.
mn-myth-power-aeneas = A ogni turno, attraversa senza triremi uno spazio di mare a tua scelta.
mn-myth-power-gilgamesh = Una fortezza gratis quando metti un marcatore di influenza in una nuova provincia.
mn-myth-power-hamilcar = In un combattimento terrestre, i dadi che vuoi valgono 4 invece di essere tirati.
mn-myth-power-hercules = Una volta per turno, una tua legione vale come la creatura della tua civiltà.
mn-myth-power-imhotep = Le Meraviglie (anche le Piramidi) costano 1 carta in meno.
mn-myth-power-jason = Una volta per Fase della Costruzione, prendi una carovana avversaria occupata da una tua legione e mettila su un tuo spazio libero.
mn-myth-power-medusa = Una volta per turno, proibisci ogni combattimento in una provincia dove hai unità.
mn-myth-power-midas = In combattimento, paga 2 carte Tasse per convertire una legione nemica in una tua.
mn-myth-power-minos = Sulle isole, 1 carta in meno per il primo pezzo di ogni tipo in ogni turno.
mn-myth-power-moses = +2 per diventare Alto Prete; attraversa lo stretto di Messina, le Colonne di Ercole e il passaggio del Mar Nero senza triremi.
mn-myth-power-penthesilea = Le tue unità di terra si perdono ogni 6 punti del tiro nemico invece di 5.
mn-myth-power-queen_of_sheba = Costruisci legioni come mercenari in qualsiasi provincia al bordo del tabellone, senza marcatore di influenza, anche avversaria.
mn-myth-power-spartacus = Una volta per Fase della Costruzione, costruisci una legione con 1 carta Schiavi.

## Carte del gioco base riviste
mn-myth-power-julius_caesar = Le legioni costano solo 2 carte (non le fortezze).
mn-myth-power-hannibal = Le tue legioni hanno +1 per ogni dado tirato in combattimento; una legione gratis a Cartagine all'acquisto.
mn-myth-power-pericles = Le trireme costano solo 2 carte e hanno +1 per ogni dado nei combattimenti navali; una trireme gratis ad Atene/Sparta all'acquisto.
mn-myth-power-agamemnon = +3 alle tue carovane e ai tuoi mercati quando si sceglie il Direttore del Commercio.
mn-myth-power-archimedes = +3 alle tue unità militari (creature comprese) quando si sceglie il Leader Militare.
mn-myth-power-solomon = +3 alle tue città e ai tuoi templi quando si sceglie il Leader Politico.
mn-myth-power-nebuchadnezzar = Quando saccheggi, prendi la carta della città o della carovana distrutta, o una risorsa qualsiasi della provincia per un tempio o un mercato.
mn-myth-power-hanging_gardens = Tieni 2 carte Merce da un turno all'altro.
mn-myth-power-statue_of_zeus = Costruisci 2 fortezze per provincia; una fortezza gratis all'acquisto.
mn-myth-power-lighthouse = Metti marcatori di influenza in province non adiacenti alle tue; un marcatore di influenza gratis all'acquisto.
mn-myth-power-mausoleum = Marcatori di influenza, città e carovane costano 2; templi e mercati 5.

# ---- la Fase dell'Offerta agli Dei e i poteri degli Dei (offering.py, gods.py)
mn-prompt-choose_offerer = scegli il prossimo giocatore che fa l'offerta
mn-prompt-offer_god = fai un'offerta a un Dio, o passa
mn-prompt-god = decidi sul potere del tuo Dio
mn-ev-gods-return = Tutte le carte Dio ritornano ai cieli.
mn-ev-offering = Fase dell'Offerta agli Dei: l'Alto Prete sceglie chi fa l'offerta.
mn-ev-turn-to-offer = { $side } può fare un'offerta.
mn-ev-offer-pass = { $side } non fa offerte.
mn-ev-offer-god = { $side } fa un'offerta e prende { $god }.
mn-ev-your-offering = Hai offerto { $cards }.
mn-ev-god-baal = { $side } invoca Baal: la città di { $victim } { $place } è distrutta.
mn-ev-god-vulcan = { $side } invoca Vulcano: la carovana di { $victim } { $place } è distrutta.
mn-ev-god-poseidon = { $side } invoca Poseidone: una trireme di { $victim } { $place } è distrutta.
mn-ev-god-invoked = { $side } invoca { $god } contro { $victim }, che ha Astarte.
mn-ev-god-astarte = { $side } invoca Astarte: il potere di { $god } è annullato.
mn-ev-god-athena = { $side } invoca Atena: +2 per diventare { $role }.
mn-ev-god-hermes = { $side } invoca Ermete e produce { $n ->
        [one] { $n } carta aggiuntiva
       *[other] { $n } carte aggiuntive
    }.
mn-ev-your-god-cards = { $god } ti dà { $cards }.
mn-ev-god-isis = { $side } invoca Iside: ogni giocatore riceve segretamente una carta.
mn-ev-isis-gift = Iside ti dà { $cards }.
mn-ev-isis-given = I tuoi doni con Iside: { $gifts }.
mn-isis-gift = { $side }: { $card }
mn-err-offering-size = Un'offerta è una combinazione di { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }.
mn-err-offering-not-in-hand = Non hai queste carte.
mn-err-offering-combination = Un'offerta è di 3 carte Tasse o di 3 carte Merce diverse.
mn-err-no-god = Questo Dio non esiste.
mn-err-god-taken = { $god } è già stato preso.
mn-err-one-god = Hai già un Dio.
mn-err-god-timing = Ora non puoi usare { $god }.
mn-err-god-not-held = Non hai { $god }.
mn-err-god-used = Il potere di { $god } è già stato usato.
mn-err-god-window = Puoi usare { $god } solo tra due azioni del turno, non durante un'altra decisione.
mn-err-god-target = { $god } non può colpire questo bersaglio.
mn-err-no-role = Questo ruolo non esiste.
mn-err-hermes-cards = Scegli { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    } delle risorse che hai prodotto.
mn-err-isis-cards = Scegli dalla banca una carta per ciascuno dei { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }.
mn-opt-offering-pass = Non fare offerte
mn-opt-offer-god = Prendi { $god } per { $cards }
mn-opt-god-destroy = { $god }: distruggi { $item } di { $side } { $place }
mn-opt-god-athena = { $god }: +2 per diventare { $role }
mn-opt-god-isis = { $god }: dai { $gifts }
mn-opt-god-cards = { $god }: prendi { $cards }
mn-opt-god-use = Usa { $god }
mn-grp-gods = Poteri degli Dei
mn-panel-gods = Il tuo Dio: { $gods }
mn-god-ready = { $god } (potere disponibile)
mn-god-used = { $god } (potere usato)
mn-panel-gods-anytime = Puoi invocare { $gods } da questo pannello in qualsiasi punto della partita, nel tuo turno o in quello di un altro giocatore, tra due azioni (non mentre è in corso una decisione).
mn-panel-side-title = Mare Nostrum: il tuo Dio può agire ora
mn-panel-side = Non è il tuo turno: tocca { AD($players) } ({ $prompt }). Puoi invocare il tuo Dio adesso: la decisione resta a chi è di turno e il suo tempo continua a scorrere.
mn-ev-god-mars = { $side } invoca Marte: +6 al totale di questo tiro.
mn-ev-adonis-god = { $side } prende { $god } gratis con Adone.
mn-opt-god-free = Prendi { $god } (gratis)
# la disposizione libera a giri (mythology-rules §2.2)
mn-myth-ev-setup-round = Disposizione libera, giro { $round } di { $rounds }: a turno ogni giocatore costruisce per un massimo di { $n ->
        [one] { $n } punto
       *[other] { $n } punti
    }.
mn-myth-ev-setup-round-done = { $side } termina questo giro della disposizione libera.

## Poseidone dopo l'annuncio di un trasporto (D52; engines/mare_nostrum/blockade.py)
mn-prompt-poseidon = Poseidone: decidi se distruggere una trireme del trasporto annunciato
mn-ev-poseidon-asked = { $side } annuncia un trasporto: { $units } { DA($origin) } { A($to) } con le triremi (percorso: { $seas }). { $holder } può invocare Poseidone per distruggere una delle sue triremi.
mn-ev-poseidon-pass = Poseidone: { $side } lascia proseguire il trasporto di { $other }.
mn-ev-poseidon-cancels = Poseidone annulla il trasporto di { $side }: le unità trasportate ({ $units }) non sono perse; restano { $place } e possono fare un'altra mossa.
mn-opt-poseidon-pass = Lascia proseguire il trasporto
mn-panel-poseidon = { $side } muove { $units } { DA($origin) } { A($to) } con le triremi (percorso: { $seas }). Poseidone: puoi distruggere una delle sue triremi su quel percorso; il trasporto è allora annullato e le unità restano dove sono.
