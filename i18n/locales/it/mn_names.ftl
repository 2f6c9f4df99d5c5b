# Nomi propri di Mare Nostrum (id di engines/mare_nostrum/data), con il lessico del regolamento
# italiano. Messaggi -in-: il luogo come complemento di stato in luogo ("nel Mar Egeo", "a Creta").

## Civiltà
mn-civ-rome = Roma
mn-civ-greece = Grecia
mn-civ-babylon = Babilonia
mn-civ-egypt = Egitto
mn-civ-carthage = Cartagine

## Ruoli
mn-role-director_of_commerce = Direttore del Commercio
mn-role-political_leader = Leader Politico
mn-role-military_leader = Leader Militare

## Eroi
mn-hero-julius_caesar = Giulio Cesare
mn-hero-hannibal = Annibale
mn-hero-hammurabi = Hammurabi
mn-hero-pericles = Pericle
mn-hero-cleopatra = Cleopatra
mn-hero-agamemnon = Agamennone
mn-hero-archimedes = Archimede
mn-hero-helen_of_troy = Elena di Troia
mn-hero-nebuchadnezzar = Nabucodonosor
mn-hero-solomon = Salomone
mn-hero-ulysses = Ulisse

## Meraviglie del Mondo
mn-wonder-colossus = Colosso
    .article = il
mn-wonder-hanging_gardens = Giardini Pensili
    .article = i
mn-wonder-temple_of_artemis = Tempio di Artemide
    .article = il
mn-wonder-statue_of_zeus = Statua di Zeus
    .article = la
mn-wonder-lighthouse = Faro
    .article = il
mn-wonder-mausoleum = Mausoleo
    .article = il
mn-wonder-pyramids = Piramidi
    .article = le

## Carte Risorsa: Tasse e Beni
mn-good-tax = Tasse
mn-good-perfume = Profumo
mn-good-papyrus = Papiro
mn-good-gold = Oro
mn-good-gems = Gemme
mn-good-olive_oil = Olio d'oliva
mn-good-wine = Vino
mn-good-livestock = Bestiame
mn-good-fruit = Frutta
mn-good-metal = Metallo
mn-good-grain = Grano
mn-good-fish = Pesce
mn-good-slaves = Schiavi
mn-good-pottery = Ceramica

## Edifici
mn-building-city = Città
mn-building-caravan = Carovana
mn-building-market = Mercato
mn-building-temple = Tempio

## Unità militari
mn-unit-legion = Legione
mn-unit-trireme = Trireme
mn-unit-fortress = Fortezza
mn-item-influence = Marcatore Influenza

## Province
mn-province-gallia = Gallia
mn-province-corsica = Corsica
mn-province-sardinia = Sardegna
mn-province-etruria = Etruria
mn-province-latium = Lazio
mn-province-magna_graecia = Magna Grecia
mn-province-sicilia = Sicilia
mn-province-illyria = Illiria
mn-province-epirus = Epiro
mn-province-macedonia = Macedonia
mn-province-achaea = Acaia
mn-province-cyclades = Cicladi
mn-province-thracia = Tracia
mn-province-creta = Creta
mn-province-rhodos = Rodi
mn-province-troas = Troade
mn-province-bithynia = Bitinia
mn-province-lydia = Lidia
mn-province-galatia = Galazia
mn-province-pamphylia = Panfilia
mn-province-cilicia = Cilicia
mn-province-cyprus = Cipro
mn-province-syria = Siria
mn-province-phoenicia = Fenicia
mn-province-judaea = Giudea
mn-province-babylonia = Babilonia
mn-province-assyria = Assiria
mn-province-arabia = Arabia
mn-province-aegyptus_inferior = Basso Egitto
mn-province-aegyptus_superior = Alto Egitto
mn-province-nubia = Nubia
mn-province-libya = Libia
mn-province-cyrenaica = Cirenaica
mn-province-tripolitania = Tripolitania
mn-province-africa = Africa
mn-province-numidia = Numidia
mn-province-mauretania = Mauretania
mn-province-gaetulia = Getulia
mn-province-tarraconensis = Tarraconense
mn-province-baetica = Betica
mn-province-lusitania = Lusitania
mn-province-baleares = Baleari
mn-province-tingitana = Mauretania Tingitana
mn-province-atlantis = Atlantide
mn-province-insulae_fortunatae = Isole Fortunate
mn-province-insulae_hesperides = Esperidi
mn-in-province-gallia = in Gallia
mn-in-province-corsica = in Corsica
mn-in-province-sardinia = in Sardegna
mn-in-province-etruria = in Etruria
mn-in-province-latium = nel Lazio
mn-in-province-magna_graecia = in Magna Grecia
mn-in-province-sicilia = in Sicilia
mn-in-province-illyria = in Illiria
mn-in-province-epirus = in Epiro
mn-in-province-macedonia = in Macedonia
mn-in-province-achaea = in Acaia
mn-in-province-cyclades = nelle Cicladi
mn-in-province-thracia = in Tracia
mn-in-province-creta = a Creta
mn-in-province-rhodos = a Rodi
mn-in-province-troas = nella Troade
mn-in-province-bithynia = in Bitinia
mn-in-province-lydia = in Lidia
mn-in-province-galatia = in Galazia
mn-in-province-pamphylia = in Panfilia
mn-in-province-cilicia = in Cilicia
mn-in-province-cyprus = a Cipro
mn-in-province-syria = in Siria
mn-in-province-phoenicia = in Fenicia
mn-in-province-judaea = in Giudea
mn-in-province-babylonia = in Babilonia
mn-in-province-assyria = in Assiria
mn-in-province-arabia = in Arabia
mn-in-province-aegyptus_inferior = nel Basso Egitto
mn-in-province-aegyptus_superior = nell'Alto Egitto
mn-in-province-nubia = in Nubia
mn-in-province-libya = in Libia
mn-in-province-cyrenaica = in Cirenaica
mn-in-province-tripolitania = in Tripolitania
mn-in-province-africa = in Africa
mn-in-province-numidia = in Numidia
mn-in-province-mauretania = in Mauretania
mn-in-province-gaetulia = in Getulia
mn-in-province-tarraconensis = nella Tarraconense
mn-in-province-baetica = in Betica
mn-in-province-lusitania = in Lusitania
mn-in-province-baleares = alle Baleari
mn-in-province-tingitana = in Mauretania Tingitana
mn-in-province-atlantis = ad Atlantide
mn-in-province-insulae_fortunatae = alle Isole Fortunate
mn-in-province-insulae_hesperides = alle Esperidi

## Spazi di mare
mn-sea-mare_ligusticum = Mar Ligure
mn-sea-mare_sardoum = Mare di Sardegna
mn-sea-mare_tyrrhenum = Mar Tirreno
mn-sea-mare_hadriaticum = Mare Adriatico
mn-sea-mare_ionium = Mare Ionio
mn-sea-mare_africum = Canale di Sicilia
mn-sea-syrtis = Golfo della Sirte
mn-sea-mare_libycum = Mar Libico
mn-sea-mare_aegaeum = Mar Egeo
mn-sea-mare_cilicium = Mar di Cilicia
mn-sea-mare_syriacum = Mar di Siria
mn-sea-mare_aegyptium = Mare Egizio
mn-sea-pontus_euxinus = Mare Nero
mn-sea-mare_balearicum = Mar delle Baleari
mn-sea-fretum_herculeum = Colonne di Ercole
mn-sea-oceanus_gaditanus = Oceano Gaditano
mn-sea-oceanus_atlanticus = Oceano Atlantico
mn-in-sea-mare_ligusticum = nel Mar Ligure
mn-in-sea-mare_sardoum = nel Mare di Sardegna
mn-in-sea-mare_tyrrhenum = nel Mar Tirreno
mn-in-sea-mare_hadriaticum = nel Mare Adriatico
mn-in-sea-mare_ionium = nel Mare Ionio
mn-in-sea-mare_africum = nel Canale di Sicilia
mn-in-sea-syrtis = nel Golfo della Sirte
mn-in-sea-mare_libycum = nel Mar Libico
mn-in-sea-mare_aegaeum = nel Mar Egeo
mn-in-sea-mare_cilicium = nel Mar di Cilicia
mn-in-sea-mare_syriacum = nel Mar di Siria
mn-in-sea-mare_aegyptium = nel Mare Egizio
mn-in-sea-pontus_euxinus = nel Mare Nero
mn-in-sea-mare_balearicum = nel Mar delle Baleari
mn-in-sea-fretum_herculeum = alle Colonne di Ercole
mn-in-sea-oceanus_gaditanus = nell'Oceano Gaditano
mn-in-sea-oceanus_atlanticus = nell'Oceano Atlantico

## Stretti
mn-strait-fretum_siculum = Stretto di Messina
mn-strait-bosporus = Bosforo
mn-strait-columnae_herculis = Colonne di Ercole
