# Mare Nostrum proper names (ids of engines/mare_nostrum/data). English: the data's names;
# tests/mare_nostrum/test_names.py checks that they agree.  -in- messages: the place as the
# complement of "in" ("in the Aegean Sea").

## Civilizations
mn-civ-rome = Rome
mn-civ-greece = Greece
mn-civ-babylon = Babylon
mn-civ-egypt = Egypt
mn-civ-carthage = Carthage

## Roles
mn-role-director_of_commerce = Director of Commerce
mn-role-political_leader = Political Leader
mn-role-military_leader = Military Leader

## Heroes
mn-hero-julius_caesar = Julius Caesar
mn-hero-hannibal = Hannibal
mn-hero-hammurabi = Hammurabi
mn-hero-pericles = Pericles
mn-hero-cleopatra = Cleopatra
mn-hero-agamemnon = Agamemnon
mn-hero-archimedes = Archimedes
mn-hero-helen_of_troy = Helen of Troy
mn-hero-nebuchadnezzar = Nebuchadnezzar
mn-hero-solomon = Solomon
mn-hero-ulysses = Ulysses

## Wonders of the World
mn-wonder-colossus = Colossus
mn-wonder-hanging_gardens = Hanging Gardens
mn-wonder-temple_of_artemis = Temple of Artemis
mn-wonder-statue_of_zeus = Statue of Zeus
mn-wonder-lighthouse = Lighthouse
mn-wonder-mausoleum = Mausoleum
mn-wonder-pyramids = The Pyramids

## Resource cards: tax and goods
mn-good-tax = Tax
mn-good-perfume = Perfume
mn-good-papyrus = Papyrus
mn-good-gold = Gold
mn-good-gems = Gems
mn-good-olive_oil = Olive oil
mn-good-wine = Wine
mn-good-livestock = Livestock
mn-good-fruit = Fruit
mn-good-metal = Metal
mn-good-grain = Grain
mn-good-fish = Fish
mn-good-slaves = Slaves
mn-good-pottery = Pottery

## Buildings
mn-building-city = City
mn-building-caravan = Caravan
mn-building-market = Market
mn-building-temple = Temple

## Military units
mn-unit-legion = Legion
mn-unit-trireme = Trireme
mn-unit-fortress = Fortress
mn-item-influence = Influence marker

## Provinces
mn-province-gallia = Gallia
mn-province-corsica = Corsica
mn-province-sardinia = Sardinia
mn-province-etruria = Etruria
mn-province-latium = Latium
mn-province-magna_graecia = Magna Graecia
mn-province-sicilia = Sicilia
mn-province-illyria = Illyria
mn-province-epirus = Epirus
mn-province-macedonia = Macedonia
mn-province-achaea = Achaea
mn-province-cyclades = Cyclades
mn-province-thracia = Thracia
mn-province-creta = Creta
mn-province-rhodos = Rhodos
mn-province-troas = Troas
mn-province-bithynia = Bithynia
mn-province-lydia = Lydia
mn-province-galatia = Galatia
mn-province-pamphylia = Pamphylia
mn-province-cilicia = Cilicia
mn-province-cyprus = Cyprus
mn-province-syria = Syria
mn-province-phoenicia = Phoenicia
mn-province-judaea = Judaea
mn-province-babylonia = Babylonia
mn-province-assyria = Assyria
mn-province-arabia = Arabia
mn-province-aegyptus_inferior = Lower Egypt
mn-province-aegyptus_superior = Upper Egypt
mn-province-nubia = Nubia
mn-province-libya = Libya
mn-province-cyrenaica = Cyrenaica
mn-province-tripolitania = Tripolitania
mn-province-africa = Africa
mn-province-numidia = Numidia
mn-province-mauretania = Mauretania
mn-province-gaetulia = Gaetulia
mn-province-tarraconensis = Tarraconensis
mn-province-baetica = Baetica
mn-province-lusitania = Lusitania
mn-province-baleares = Baleares
mn-province-tingitana = Mauretania Tingitana
mn-province-atlantis = Atlantis
mn-province-insulae_fortunatae = Fortunate Isles
mn-province-insulae_hesperides = Hesperides
mn-in-province-gallia = in Gallia
mn-in-province-corsica = in Corsica
mn-in-province-sardinia = in Sardinia
mn-in-province-etruria = in Etruria
mn-in-province-latium = in Latium
mn-in-province-magna_graecia = in Magna Graecia
mn-in-province-sicilia = in Sicilia
mn-in-province-illyria = in Illyria
mn-in-province-epirus = in Epirus
mn-in-province-macedonia = in Macedonia
mn-in-province-achaea = in Achaea
mn-in-province-cyclades = in Cyclades
mn-in-province-thracia = in Thracia
mn-in-province-creta = in Creta
mn-in-province-rhodos = in Rhodos
mn-in-province-troas = in Troas
mn-in-province-bithynia = in Bithynia
mn-in-province-lydia = in Lydia
mn-in-province-galatia = in Galatia
mn-in-province-pamphylia = in Pamphylia
mn-in-province-cilicia = in Cilicia
mn-in-province-cyprus = in Cyprus
mn-in-province-syria = in Syria
mn-in-province-phoenicia = in Phoenicia
mn-in-province-judaea = in Judaea
mn-in-province-babylonia = in Babylonia
mn-in-province-assyria = in Assyria
mn-in-province-arabia = in Arabia
mn-in-province-aegyptus_inferior = in Lower Egypt
mn-in-province-aegyptus_superior = in Upper Egypt
mn-in-province-nubia = in Nubia
mn-in-province-libya = in Libya
mn-in-province-cyrenaica = in Cyrenaica
mn-in-province-tripolitania = in Tripolitania
mn-in-province-africa = in Africa
mn-in-province-numidia = in Numidia
mn-in-province-mauretania = in Mauretania
mn-in-province-gaetulia = in Gaetulia
mn-in-province-tarraconensis = in Tarraconensis
mn-in-province-baetica = in Baetica
mn-in-province-lusitania = in Lusitania
mn-in-province-baleares = in Baleares
mn-in-province-tingitana = in Mauretania Tingitana
mn-in-province-atlantis = in Atlantis
mn-in-province-insulae_fortunatae = in Fortunate Isles
mn-in-province-insulae_hesperides = in Hesperides

## Sea areas
mn-sea-mare_ligusticum = Ligurian Sea
mn-sea-mare_sardoum = Sardinian Sea
mn-sea-mare_tyrrhenum = Tyrrhenian Sea
mn-sea-mare_hadriaticum = Adriatic Sea
mn-sea-mare_ionium = Ionian Sea
mn-sea-mare_africum = Strait of Sicily
mn-sea-syrtis = Gulf of Syrtis
mn-sea-mare_libycum = Libyan Sea
mn-sea-mare_aegaeum = Aegean Sea
mn-sea-mare_cilicium = Cilician Sea
mn-sea-mare_syriacum = Syrian Sea
mn-sea-mare_aegyptium = Egyptian Sea
mn-sea-pontus_euxinus = Black Sea
mn-sea-mare_balearicum = Balearic Sea
mn-sea-fretum_herculeum = Pillars of Hercules
mn-sea-oceanus_gaditanus = Gaditan Ocean
mn-sea-oceanus_atlanticus = Atlantic Ocean
mn-in-sea-mare_ligusticum = in the Ligurian Sea
mn-in-sea-mare_sardoum = in the Sardinian Sea
mn-in-sea-mare_tyrrhenum = in the Tyrrhenian Sea
mn-in-sea-mare_hadriaticum = in the Adriatic Sea
mn-in-sea-mare_ionium = in the Ionian Sea
mn-in-sea-mare_africum = in the Strait of Sicily
mn-in-sea-syrtis = in the Gulf of Syrtis
mn-in-sea-mare_libycum = in the Libyan Sea
mn-in-sea-mare_aegaeum = in the Aegean Sea
mn-in-sea-mare_cilicium = in the Cilician Sea
mn-in-sea-mare_syriacum = in the Syrian Sea
mn-in-sea-mare_aegyptium = in the Egyptian Sea
mn-in-sea-pontus_euxinus = in the Black Sea
mn-in-sea-mare_balearicum = in the Balearic Sea
mn-in-sea-fretum_herculeum = in the Pillars of Hercules
mn-in-sea-oceanus_gaditanus = in the Gaditan Ocean
mn-in-sea-oceanus_atlanticus = in the Atlantic Ocean

## Straits
mn-strait-fretum_siculum = Strait of Messina
mn-strait-bosporus = Black Sea passage (Bosporus)
mn-strait-columnae_herculis = Pillars of Hercules
