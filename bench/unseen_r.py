"""An eighteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_q.py):

- `volcanoes`: a volcano-monitoring register as an OWL model with NO labels at all: every name is an IRI path
  segment of one namespace (`…/resource/Hrafnafell`, `…/resource/Gunung_Batu_Merah`), accents percent-encoded
  (`…/resource/Sk%C3%A1lafj%C3%B6ll`, `…/resource/Cerro_Ap%C3%A1nhue`,
  `…/resource/Observatorio_Volc%C3%A1nico_de_los_Andes_del_Sur`, `…/resource/2014%E2%80%9315_Hrafnafell_eruption`
  with an en dash), Wikipedia-style qualifiers for the two volcanoes called Monte Corvo
  (`…/resource/Monte_Corvo_(Sicily)`, `…/resource/Monte_Corvo_(Sardinia)`) and a cinder cone called "Anvil";
  a camelCase vocabulary (`…/ontology#summitElevationM`) with owl:Class / owl:ObjectProperty /
  owl:DatatypeProperty declarations; volcanoes typed `Stratovolcano`, `ShieldVolcano`, `CinderCone`, `Caldera`
  (each `rdfs:subClassOf` `Volcano`, itself ⊂ `Landform`) with `inCountry`, `onIsland` (the two Monte Corvos,
  islands `partOf` Italy), `summitElevationM` xsd:integer, `alertLevel` (`Green` / `Yellow` / `Orange` /
  `Red`) and `hasCraterLake` xsd:boolean; observatories `monitors` their volcanoes (stated on the observatory
  only), `basedIn` a country, `foundedIn` xsd:gYear and `headedBy` a volcanologist; eruptions point to their
  volcano by `eruptionOf` only (volcanoes never list their eruptions) with `startDate` / `endDate` xsd:date
  (one still going, no end), `volcanicExplosivityIndex` xsd:integer, `lavaFlows` xsd:boolean and sometimes
  `peopleEvacuated` xsd:integer; instruments typed `Seismometer`, `Tiltmeter`, `GasSpectrometer`,
  `GnssReceiver` (⊂ `MonitoringInstrument`) are `installedOn` a volcano, `operatedBy` an observatory, with
  `installedIn` xsd:gYear, `operational` xsd:boolean and, for seismometers, `samplingRateHz` xsd:decimal;
- `orchestra`: an orchestra's programme archive in SKOS and OWL-Time: every named thing is a `skos:Concept` in a
  `skos:ConceptScheme` (works, people, venues, seasons, concerts, genres, instruments, roles) named by
  `skos:prefLabel` @en and @nl ("The Moldau" / "De Moldau", "Opening Night 2023" / "Openingsconcert 2023",
  "Pyotr Ilyich Tchaikovsky" / "Pjotr Iljitsj Tsjaikovski"; the orchestra's Dutch members @nl only, the guest
  soloists @en only) with `skos:altLabel` aliases ("New World Symphony", "Vltava", "La primavera", "De Kwelder",
  "Horn"); genres form a `skos:broader` hierarchy (violin, cello and piano concertos ⊂ concerto); works
  (`…/def#MusicalWork`) have `…/def#composer`, `…/def#genre`, `…/def#yearComposed` xsd:gYear and a BLANK-node
  `time:hasDuration` (`time:Duration`: `time:numericDuration` xsd:decimal, `time:unitType` `time:unitMinute`);
  concerts have `…/def#season`, `…/def#venue`, `…/def#conductor`, `…/def#programme` (several works),
  `…/def#ticketsSold` xsd:integer, `…/def#soldOut` xsd:boolean and a BLANK-node `time:hasTime`
  (`time:Instant`, `time:inXSDDateTimeStamp`); seasons are `time:ProperInterval`s with blank-node
  `time:hasBeginning` / `time:hasEnd` instants (`time:inXSDDate`); soloists state `…/def#soloistIn` their
  concerts (concerts do not name their soloists) and the one premiered work states `…/def#premieredAt`;
  musicians have `…/def#plays` an instrument, `…/def#role`, and members `…/def#memberSince` xsd:gYear and
  `…/def#sectionPrincipal` xsd:boolean; two people are called "Anna de Vries" (the orchestra's concertmaster,
  a violinist, and a guest pianist), two works are violin concertos in D (major, Tchaikovsky; minor, Sibelius)
  and a Vivaldi concerto is called "Spring";
- `courts`: a court-records export from a relational database: every IRI an opaque number (`…/id/606`), a
  vocabulary of its own (`…/schema#`) and names only in datatype properties that differ per table
  (`ct:courtName` and `ct:code` for courts, `ct:fullName` for judges and attorneys, `ct:title` for law firms,
  `ct:partyName` for parties, `ct:caption` and `ct:docketNumber` for cases); classes `ct:CivilCase` /
  `ct:CriminalCase` / `ct:AppealCase` ⊂ `ct:Case` and `ct:Judge` / `ct:Attorney` ⊂ `ct:Person`; courts
  `ct:appealsTo` the next court up; judges `ct:sitsOn` a court with `ct:appointedOn` xsd:date (two judges are
  both called "Daniel Okafor", one at a district court, one at the Court of Appeal); cases have `ct:court`,
  `ct:filedOn` / `ct:decidedOn` xsd:date, `ct:outcome`, `ct:damagesAwarded` xsd:decimal,
  `ct:sentence` xsd:duration, `ct:juryTrial` and `ct:appealed` xsd:boolean; appeals state `ct:appealOf` the
  earlier case (never the other way round); two cases share the caption "Pemberton Holdings v. Lowe" (Court of
  Appeal and Supreme Court); n-ary `ct:CaseParty` rows (`ct:case`, `ct:party`, `ct:role`, `ct:counsel`) and
  `ct:Hearing` rows (`ct:case`, `ct:judge`, `ct:hearingDate`, `ct:duration` xsd:duration, `ct:courtroom`
  xsd:integer, `ct:hearingType`); a charity party is called "Beacon";
- `hotels`: hotels and bookings in schema.org: `schema:Hotel`s named by `schema:name` (one called "Haven")
  with a BLANK-node `schema:address` (`schema:PostalAddress`), a BLANK-node `schema:starRating`
  (`schema:Rating`), `schema:checkinTime` / `schema:checkoutTime` xsd:time, `schema:petsAllowed` xsd:boolean,
  `schema:numberOfRooms` xsd:integer, BLANK-node `schema:amenityFeature`s (`schema:LocationFeatureSpecification`:
  `schema:name`, `schema:value` xsd:boolean) and `schema:brand` (brands do not list hotels); `schema:HotelRoom`s
  with BLANK-node `schema:floorSize` / `schema:occupancy` (`schema:QuantitativeValue`), `schema:bed`
  (`schema:BedDetails`) and `schema:offers` (`schema:Offer`: `schema:price`, `schema:priceCurrency`); rooms of
  two hotels state `schema:containedInPlace` their hotel, the other two hotels state `schema:containsPlace`
  downwards; two rooms are both called "Garden Suite"; `schema:LodgingReservation`s named only by
  `schema:reservationId` ("BK-20931") with `schema:underName`, `schema:reservationFor` the hotel,
  `schema:lodgingUnitType` the room, `schema:checkinTime` / `schema:checkoutTime` xsd:dateTime,
  `schema:numAdults` / `schema:numChildren`, `schema:totalPrice` xsd:decimal, `schema:priceCurrency`,
  `schema:reservationStatus`, `schema:bookingTime` and sometimes `schema:broker`; `schema:Review`s point to
  the hotel by `schema:itemReviewed` only, with a BLANK-node `schema:reviewRating`;
- `zoo`: an animal-husbandry register named by `rdfs:label`@en (keepers by `foaf:name`) with a vocabulary of
  its own (`…/vocab#`): animals typed `Carnivore` / `Primate` / `Ungulate` (⊂ `Mammal`), `Bird` or `Reptile`
  (⊂ `Animal`), with `zoo:species` (species with `zoo:scientificName` and `zoo:iucnStatus`), `zoo:sex`,
  `zoo:birthDate` xsd:date (the tortoise only `zoo:estimatedHatchYear` xsd:gYear), `zoo:housedIn` an enclosure,
  sometimes `zoo:contracepted` xsd:boolean and `zoo:onLoanFrom` another institution, and BLANK-node
  `zoo:weighing`s (`zoo:weighedOn` xsd:date, `zoo:massKg` xsd:decimal); parentage is stated in one direction
  only, by the parents for some animals (`zoo:hasOffspring`) and by the young for others (`zoo:dam`,
  `zoo:sire`); keepers state `zoo:caresFor` their enclosures (enclosures do not name keepers); enclosures have
  `zoo:areaM2` xsd:decimal and `zoo:inZone`; a red panda and a giraffe are both called "Rosie" and animals
  carry common words as names ("Storm", "Pepper", "Biscuit").

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_r.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_g import Graph
from unseen_p import _bnode

TIME = "http://www.w3.org/2006/time#"


def _bool(value: bool) -> str:
    return _typed(str(value).lower(), "boolean")


# ---- volcanoes (names only in IRIs, percent-encoded accents, observatory→volcano and eruption→volcano only) ----
VWR = "https://volcano-watch.example.org/resource/"
VWO = "https://volcano-watch.example.org/ontology#"
SKALA = "Sk%C3%A1lafj%C3%B6ll"
APANHUE = "Cerro_Ap%C3%A1nhue"
OVDAS = "Observatorio_Volc%C3%A1nico_de_los_Andes_del_Sur"
MC_SIC, MC_SAR = "Monte_Corvo_(Sicily)", "Monte_Corvo_(Sardinia)"
VW_VOLCANOES = {  # volcano: (class, country, island or None, summit m, alert level, crater lake)
    "Hrafnafell": ("Stratovolcano", "Iceland", None, 1491, "Yellow", False),
    SKALA: ("ShieldVolcano", "Iceland", None, 1280, "Green", False),
    "Anvil": ("CinderCone", "Iceland", None, 412, "Green", False),
    APANHUE: ("Stratovolcano", "Chile", None, 3125, "Orange", False),
    "Laguna_Quemada_Caldera": ("Caldera", "Chile", None, 2240, "Green", True),
    "Gunung_Sirang": ("Stratovolcano", "Indonesia", None, 2655, "Red", False),
    "Gunung_Batu_Merah": ("CinderCone", "Indonesia", None, 780, "Yellow", False),
    MC_SIC: ("Stratovolcano", "Italy", "Sicily", 1820, "Yellow", False),
    MC_SAR: ("ShieldVolcano", "Italy", "Sardinia", 1050, "Green", True),
    "Isola_Cenere": ("Caldera", "Italy", None, 560, "Green", True),
}
VW_OBSERVATORIES = {  # observatory: (based in, founded, head, volcanoes monitored)
    "Northern_Volcano_Observatory": ("Iceland", "1973", "Sigr%C3%AD%C3%B0ur_Einarsd%C3%B3ttir",
                                     ["Hrafnafell", SKALA, "Anvil"]),
    OVDAS: ("Chile", "1996", "Mat%C3%ADas_Huenchull%C3%A1n", [APANHUE, "Laguna_Quemada_Caldera"]),
    "Sirang_Volcano_Observatory": ("Indonesia", "1952", "Dewi_Kartika_Sari", ["Gunung_Sirang", "Gunung_Batu_Merah"]),
    "Osservatorio_Vulcanologico_Tirreno": ("Italy", "1988", "Giulia_Ferrante", [MC_SIC, MC_SAR, "Isola_Cenere"]),
}
VW_ERUPTIONS = {  # eruption: (volcano, start, end or None, VEI, lava flows, people evacuated or None)
    "2014%E2%80%9315_Hrafnafell_eruption": ("Hrafnafell", "2014-08-29", "2015-02-27", 1, True, None),
    "1947_Hrafnafell_eruption": ("Hrafnafell", "1947-03-29", "1948-04-21", 4, True, None),
    "2015_Cerro_Ap%C3%A1nhue_eruption": (APANHUE, "2015-03-03", "2015-03-05", 3, False, 4000),
    "1971_Cerro_Ap%C3%A1nhue_eruption": (APANHUE, "1971-12-29", "1972-01-28", 2, True, None),
    "2010_Gunung_Sirang_eruption": ("Gunung_Sirang", "2010-10-26", "2010-11-23", 4, False, 350000),
    "2023_Gunung_Sirang_eruption": ("Gunung_Sirang", "2023-12-03", None, 2, False, 12500),
    "1999_Gunung_Batu_Merah_eruption": ("Gunung_Batu_Merah", "1999-06-12", "1999-06-30", 1, True, None),
    "2021_Monte_Corvo_eruption": (MC_SIC, "2021-02-16", "2021-04-01", 2, True, None),
    "1669_Isola_Cenere_eruption": ("Isola_Cenere", "1669-03-11", "1669-07-15", 3, True, None),
}
VW_INSTRUMENTS = {  # instrument: (class, volcano, installed, sampling Hz or None, operational)
    "Seismometer_HRF1": ("Seismometer", "Hrafnafell", "2009", "100", True),
    "Tiltmeter_HRF2": ("Tiltmeter", "Hrafnafell", "2015", None, True),
    "Seismometer_SKA1": ("Seismometer", SKALA, "2012", "50", False),
    "Gas_spectrometer_APA1": ("GasSpectrometer", APANHUE, "2016", None, True),
    "Seismometer_APA2": ("Seismometer", APANHUE, "2011", "100", True),
    "GNSS_receiver_LQC1": ("GnssReceiver", "Laguna_Quemada_Caldera", "2018", None, True),
    "Seismometer_SIR1": ("Seismometer", "Gunung_Sirang", "2005", "40", True),
    "Gas_spectrometer_SIR2": ("GasSpectrometer", "Gunung_Sirang", "2019", None, False),
    "Tiltmeter_SIR3": ("Tiltmeter", "Gunung_Sirang", "2011", None, True),
    "Seismometer_MCS1": ("Seismometer", MC_SIC, "2000", "200", True),
    "GNSS_receiver_MCS2": ("GnssReceiver", MC_SIC, "2014", None, True),
}
VW_OBJECT_PROPERTIES = ["inCountry", "onIsland", "partOf", "alertLevel", "monitors", "basedIn", "headedBy",
                        "eruptionOf", "installedOn", "operatedBy"]
VW_DATA_PROPERTIES = ["summitElevationM", "hasCraterLake", "foundedIn", "startDate", "endDate",
                      "volcanicExplosivityIndex", "lavaFlows", "peopleEvacuated", "installedIn", "samplingRateHz",
                      "operational"]


def _vw(*names: str) -> set[str]:
    return {VWR + n for n in names}


def _observatory_of(volcano: str) -> str:
    return next(o for o, (*_, watched) in VW_OBSERVATORIES.items() if volcano in watched)


def volcanoes_kg() -> str:
    """N-Triples of the volcano-monitoring register (no labels anywhere)."""
    g = Graph()

    def rel(s: str, p: str, o: str) -> None:
        g.add(VWR + s, VWO + p, VWR + o)

    def val(s: str, p: str, value: object, datatype: str) -> None:
        g.add(VWR + s, VWO + p, _typed(value, datatype))

    for cls in ("Landform", "Volcano", "MonitoringInstrument", "Observatory", "Eruption", "Country", "Island",
                "AlertLevel", "Volcanologist"):
        g.add(VWO + cls, RDF_TYPE, OWL + "Class")
    g.add(VWO + "Volcano", RDFS + "subClassOf", VWO + "Landform")
    for cls in ("Stratovolcano", "ShieldVolcano", "CinderCone", "Caldera"):
        g.add(VWO + cls, RDF_TYPE, OWL + "Class"), g.add(VWO + cls, RDFS + "subClassOf", VWO + "Volcano")
    for cls in ("Seismometer", "Tiltmeter", "GasSpectrometer", "GnssReceiver"):
        g.add(VWO + cls, RDF_TYPE, OWL + "Class"), g.add(VWO + cls, RDFS + "subClassOf", VWO + "MonitoringInstrument")
    for prop in VW_OBJECT_PROPERTIES:
        g.add(VWO + prop, RDF_TYPE, OWL + "ObjectProperty")
    for prop in VW_DATA_PROPERTIES:
        g.add(VWO + prop, RDF_TYPE, OWL + "DatatypeProperty")
    for country in ("Iceland", "Chile", "Indonesia", "Italy"):
        g.add(VWR + country, RDF_TYPE, VWO + "Country")
    for island in ("Sicily", "Sardinia"):
        g.add(VWR + island, RDF_TYPE, VWO + "Island"), rel(island, "partOf", "Italy")
    for level in ("Green", "Yellow", "Orange", "Red"):
        g.add(VWR + level, RDF_TYPE, VWO + "AlertLevel")
    for volcano, (cls, country, island, summit, level, lake) in VW_VOLCANOES.items():
        g.add(VWR + volcano, RDF_TYPE, VWO + cls), rel(volcano, "inCountry", country)
        if island:
            rel(volcano, "onIsland", island)
        val(volcano, "summitElevationM", summit, "integer"), rel(volcano, "alertLevel", level)
        g.add(VWR + volcano, VWO + "hasCraterLake", _bool(lake))
    for observatory, (country, founded, head, watched) in VW_OBSERVATORIES.items():
        g.add(VWR + observatory, RDF_TYPE, VWO + "Observatory"), rel(observatory, "basedIn", country)
        val(observatory, "foundedIn", founded, "gYear")
        g.add(VWR + head, RDF_TYPE, VWO + "Volcanologist"), rel(observatory, "headedBy", head)
        for volcano in watched:
            rel(observatory, "monitors", volcano)
    for eruption, (volcano, start, end, vei, lava, evacuated) in VW_ERUPTIONS.items():
        g.add(VWR + eruption, RDF_TYPE, VWO + "Eruption"), rel(eruption, "eruptionOf", volcano)
        val(eruption, "startDate", start, "date")
        if end:
            val(eruption, "endDate", end, "date")
        val(eruption, "volcanicExplosivityIndex", vei, "integer"), g.add(VWR + eruption, VWO + "lavaFlows", _bool(lava))
        if evacuated is not None:
            val(eruption, "peopleEvacuated", evacuated, "integer")
    for instrument, (cls, volcano, installed, rate, working) in VW_INSTRUMENTS.items():
        g.add(VWR + instrument, RDF_TYPE, VWO + cls), rel(instrument, "installedOn", volcano)
        rel(instrument, "operatedBy", _observatory_of(volcano)), val(instrument, "installedIn", installed, "gYear")
        if rate:
            val(instrument, "samplingRateHz", rate, "decimal")
        g.add(VWR + instrument, VWO + "operational", _bool(working))
    return g.text()


VOLCANOES_QUESTIONS = [
    ("In which country is Cerro Apánhue?", _vw("Chile")),
    ("How high is Hrafnafell?", {"1491"}),
    ("Which observatory monitors Gunung Sirang?", _vw("Sirang_Volcano_Observatory")),
    ("Which volcanoes does the Northern Volcano Observatory keep an eye on?", _vw("Hrafnafell", SKALA, "Anvil")),
    ("What alert level is Gunung Sirang at?", _vw("Red")),
    ("Which volcanoes are on orange alert?", _vw(APANHUE)),
    ("Which volcanoes are at alert level green?", _vw(SKALA, "Anvil", "Laguna_Quemada_Caldera", MC_SAR,
                                                      "Isola_Cenere")),
    ("Which volcanoes are stratovolcanoes?", _vw("Hrafnafell", APANHUE, "Gunung_Sirang", MC_SIC)),
    ("How many volcanoes are there in Iceland?", {"3"}),
    ("Which is the highest volcano?", _vw(APANHUE)),
    ("How high is the Monte Corvo on Sardinia?", {"1050"}),
    ("Which observatory watches the Monte Corvo in Sicily?", _vw("Osservatorio_Vulcanologico_Tirreno")),
    ("When did the 1947 eruption of Hrafnafell start?", {"1947-03-29"}),
    ("When did the Hrafnafell eruption that began in 2014 end?", {"2015-02-27"}),
    ("What was the explosivity index of the 2010 eruption of Gunung Sirang?", {"4"}),
    ("How many people were evacuated in the 2010 Gunung Sirang eruption?", {"350000"}),
    ("Which eruptions had a VEI of at least 3?", _vw("1947_Hrafnafell_eruption", "2015_Cerro_Ap%C3%A1nhue_eruption",
                                                     "2010_Gunung_Sirang_eruption", "1669_Isola_Cenere_eruption")),
    ("When did Cerro Apánhue last erupt?", {"2015-03-03"}),
    ("Which volcanoes have erupted since 2000?", _vw("Hrafnafell", APANHUE, "Gunung_Sirang", MC_SIC)),
    ("How many times has Gunung Sirang erupted?", {"2"}),
    ("Who heads the Observatorio Volcánico de los Andes del Sur?", _vw("Mat%C3%ADas_Huenchull%C3%A1n")),
    ("Which instruments are installed on Gunung Sirang?", _vw("Seismometer_SIR1", "Gas_spectrometer_SIR2",
                                                              "Tiltmeter_SIR3")),
    ("Which seismometer is out of action?", _vw("Seismometer_SKA1")),
    ("What is the sampling rate of the seismometer on the Sicilian Monte Corvo?", {"200"}),
    ("When was the tiltmeter on Hrafnafell installed?", {"2015"}),
    ("Which volcanoes have a crater lake?", _vw("Laguna_Quemada_Caldera", MC_SAR, "Isola_Cenere")),
    ("Does Skálafjöll have a crater lake?", {"false"}),
    ("Did the 1999 eruption of Gunung Batu Merah produce lava flows?", {"true"}),
    ("Who is the head of the observatory that monitors Anvil?", _vw("Sigr%C3%AD%C3%B0ur_Einarsd%C3%B3ttir")),
    ("In which country is the observatory that watches Laguna Quemada Caldera based?", _vw("Chile")),
    ("Which gas spectrometers are installed on volcanoes in Indonesia?", _vw("Gas_spectrometer_SIR2")),
    ("How high is Gunung Batu Mera?", {"780"}),  # misspelt: Merah
    ("which country is anvil in", _vw("Iceland")),
    ("What is the temperature of the magma under Hrafnafell?", set()),  # no magma data
    ("How many tourists visit Gunung Sirang each year?", set()),  # no visitor numbers
    ("What is the annual budget of the Northern Volcano Observatory?", set()),  # no budgets
]
VOLCANOES_MADE_UP = ["How high is Hrafnajökull?", "Which observatory monitors Gunung Batu Putih?",
                     "In which country is Cerro Tintaya?", "What alert level is Monte Nero at?",
                     "Who heads the Southern Volcano Observatory?", "Which instruments are installed on Skálafell?"]
VOLCANOES_GRAPHS = [
    ('[("Gunung Batu Merah", "nation", ?x)]', _vw("Indonesia")),
    ('[(?x, "keeps watch on", "Anvil")]', _vw("Northern_Volcano_Observatory")),
    ('[("Hrafnafell", "height above sea level", ?x)]', {"1491"}),
    ('[(?e, "outburst at", "Gunung Sirang"), (?e, "explosivity", ?x)]', {"4", "2"}),
    ('[(?i, "mounted on", "Cerro Apánhue"), (?i, "set up in year", ?x)]', {"2016", "2011"}),
    ('[(?o, "watches over", "Laguna Quemada Caldera"), (?o, "director", ?x)]', _vw("Mat%C3%ADas_Huenchull%C3%A1n")),
]


# ---- orchestra (SKOS concepts labelled @en/@nl with altLabels, OWL-Time instants, intervals and durations) ----
OR = "https://archief.waddenfilharmonie.example/id/"
ORV = "https://archief.waddenfilharmonie.example/def#"
OR_SCHEMES = ["work", "person", "venue", "season", "concert", "genre", "instrument", "role"]
OR_GENRES = {  # key: (English, Dutch, broader or None, altLabels)
    "symphony": ("Symphony", "Symfonie", None, []), "concerto": ("Concerto", "Concert", None, []),
    "violin-concerto": ("Violin concerto", "Vioolconcert", "concerto", []),
    "cello-concerto": ("Cello concerto", "Celloconcert", "concerto", []),
    "piano-concerto": ("Piano concerto", "Pianoconcert", "concerto", []),
    "symphonic-poem": ("Symphonic poem", "Symfonisch gedicht", None, ["Tone poem"]),
    "overture": ("Overture", "Ouverture", None, []),
}
OR_INSTRUMENTS = {"violin": ("Violin", "Viool", []), "cello": ("Cello", "Cello", []), "oboe": ("Oboe", "Hobo", []),
                  "horn": ("French horn", "Hoorn", ["Horn"]), "timpani": ("Timpani", "Pauken", []),
                  "piano": ("Piano", "Piano", [])}
OR_ROLES = {"chief-conductor": ("Chief conductor", "Chef-dirigent"),
            "guest-conductor": ("Guest conductor", "Gastdirigent"),
            "concertmaster": ("Concertmaster", "Concertmeester"), "musician": ("Orchestra musician", "Orkestmusicus"),
            "guest-soloist": ("Guest soloist", "Gastsolist"), "composer": ("Composer", "Componist")}
# person: ([(label, language)], altLabels, role, instrument or None, member since or None, section principal or None)
OR_PEOPLE = {
    "p01": ([("Eline Bakker", "nl")], [], "chief-conductor", None, None, None),
    "p02": ([("Tomás Ibarra", "en")], [], "guest-conductor", None, None, None),
    "p03": ([("Anna de Vries", "nl")], [], "concertmaster", "violin", "2011", True),
    "p04": ([("Joost Hendriks", "nl")], [], "musician", "cello", "2015", True),
    "p05": ([("Femke Dijkstra", "nl")], [], "musician", "oboe", "2019", False),
    "p06": ([("Sven Mulder", "nl")], [], "musician", "horn", "2008", True),
    "p07": ([("Ruben Smit", "nl")], [], "musician", "timpani", "2020", True),
    "p08": ([("Lotte Visser", "nl")], [], "musician", "violin", "2022", False),
    "p09": ([("Anna de Vries", "en")], [], "guest-soloist", "piano", None, None),
    "p10": ([("Kenji Watanabe", "en")], [], "guest-soloist", "violin", None, None),
    "p11": ([("Marta Kowalczyk", "en")], [], "guest-soloist", "cello", None, None),
    "p20": ([("Pyotr Ilyich Tchaikovsky", "en"), ("Pjotr Iljitsj Tsjaikovski", "nl")],
            ["Tchaikovsky", ("Tsjaikovski", "nl")], "composer", None, None, None),
    "p21": ([("Antonín Dvořák", "en"), ("Antonín Dvořák", "nl")], ["Dvořák", "Dvorak"], "composer", None, None,
            None),
    "p22": ([("Bedřich Smetana", "en"), ("Bedřich Smetana", "nl")], ["Smetana"], "composer", None, None, None),
    "p23": ([("Jean Sibelius", "en"), ("Jean Sibelius", "nl")], ["Sibelius"], "composer", None, None, None),
    "p24": ([("Antonio Vivaldi", "en"), ("Antonio Vivaldi", "nl")], ["Vivaldi"], "composer", None, None, None),
    "p25": ([("Marieke Hoekstra", "nl")], [], "composer", None, None, None),
}
OR_WORKS = {  # work: (English, Dutch, altLabels, composer, genre, year, minutes)
    "w01": ("Symphony No. 9 in E minor", "Symfonie nr. 9 in e klein", ["From the New World", "New World Symphony"],
            "p21", "symphony", "1893", "42"),
    "w02": ("Cello Concerto in B minor", "Celloconcert in b klein", [], "p21", "cello-concerto", "1895", "40"),
    "w03": ("Violin Concerto in D major", "Vioolconcert in D groot", [], "p20", "violin-concerto", "1878", "34"),
    "w04": ("Symphony No. 6 in B minor", "Symfonie nr. 6 in b klein", ["Pathétique"], "p20", "symphony", "1893",
            "46"),
    "w05": ("The Moldau", "De Moldau", ["Vltava"], "p22", "symphonic-poem", "1874", "12"),
    "w06": ("Finlandia", "Finlandia", [], "p23", "symphonic-poem", "1899", "8"),
    "w07": ("Violin Concerto in D minor", "Vioolconcert in d klein", [], "p23", "violin-concerto", "1904", "32"),
    "w08": ("Spring", "De Lente", ["La primavera"], "p24", "violin-concerto", "1720", "10"),
    "w09": ("Spirit of the Shallows", "Wadgeest", [], "p25", "symphonic-poem", "2024", "18"),
    "w10": ("Romeo and Juliet", "Romeo en Julia", ["Fantasy Overture"], "p20", "overture", "1869", "20"),
    "w11": ("Carnival Overture", "Carnaval-ouverture", [], "p21", "overture", "1891", "9"),
    "w12": ("Piano Concerto No. 1 in B-flat minor", "Pianoconcert nr. 1 in bes klein", [], "p20", "piano-concerto",
            "1875", "35"),
}
OR_VENUES = {  # venue: (English, Dutch, altLabels, city, seats)
    "v01": ("De Kwelder Concert Hall", "Concertgebouw De Kwelder", ["De Kwelder"], "Leeuwarden", 1180),
    "v02": ("Harlingen Municipal Theatre", "Stadsschouwburg Harlingen", [], "Harlingen", 540),
    "v03": ("St Martin's Church", "Martinikerk", [], "Bolsward", 620),
}
OR_SEASONS = {"2023-2024": ("2023-09-01", "2024-06-30"), "2024-2025": ("2024-09-01", "2025-06-30")}
# concert: (English, Dutch, season, starts, venue, conductor, programme, soloists, tickets sold, sold out)
OR_CONCERTS = {
    "c01": ("Opening Night 2023", "Openingsconcert 2023", "2023-2024", "2023-09-15T20:15:00+02:00", "v01", "p01",
            ["w11", "w03", "w01"], ["p10"], 1180, True),
    "c02": ("Northern Lights", "Noorderlicht", "2023-2024", "2023-11-24T20:15:00+01:00", "v01", "p02", ["w06", "w07"],
            ["p10"], 940, False),
    "c03": ("Christmas in the Church", "Kerst in de kerk", "2023-2024", "2023-12-20T19:30:00+01:00", "v03", "p01",
            ["w08", "w10"], ["p03"], 620, True),
    "c04": ("Bohemian Rhapsodies", "Boheemse rapsodieën", "2023-2024", "2024-03-08T20:15:00+01:00", "v02", "p02",
            ["w05", "w02"], ["p11"], 512, False),
    "c05": ("Opening Night 2024", "Openingsconcert 2024", "2024-2025", "2024-09-13T20:15:00+02:00", "v01", "p01",
            ["w09", "w12", "w04"], ["p09"], 1180, True),
    "c06": ("Wadden Winter", "Waddenwinter", "2024-2025", "2025-01-24T20:15:00+01:00", "v03", "p02", ["w10", "w06"],
            [], 430, False),
    "c07": ("Cello Gala", "Cellogala", "2024-2025", "2025-03-14T20:15:00+01:00", "v01", "p01", ["w02", "w01"], ["p04"],
            1020, False),
}
OR_PREMIERES = {"w09": "c05"}


def _or(kind: str, *ids: str) -> set[str]:
    return {f"{OR}{kind}/{i}" for i in ids}


def _or_person(*ids: str) -> set[str]:
    """People as gold: their IRIs and labels."""
    return _or("person", *ids) | {label for i in ids for label, _ in OR_PEOPLE[i][0]}


def _or_named(kind: str, table: dict, key: str) -> set[str]:
    """A work, venue or concert as gold: its IRI and both labels."""
    return _or(kind, key) | set(table[key][:2])


def orchestra_kg() -> str:
    """N-Triples of the orchestra's SKOS / OWL-Time archive."""
    g = Graph()

    def concept(kind: str, key: str, labels: list, alts: list, cls: str | None = None) -> str:
        c = f"{OR}{kind}/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", f"{OR}scheme/{kind}")
        if cls:
            g.add(c, RDF_TYPE, ORV + cls)
        for text, lang in labels:
            g.add(c, SKOS + "prefLabel", _lit(text, lang))
        for alt in alts:  # an alias is English unless given as (text, language)
            g.add(c, SKOS + "altLabel", _lit(*alt) if isinstance(alt, tuple) else _lit(alt, "en"))
        return c

    def instant(parent: str, prop: str, key: str, value: str, field: str, datatype: str) -> None:
        t = _bnode("instant", key)
        g.add(parent, TIME + prop, t), g.add(t, RDF_TYPE, TIME + "Instant")
        g.add(t, TIME + field, _typed(value, datatype))

    for kind in OR_SCHEMES:
        g.add(f"{OR}scheme/{kind}", RDF_TYPE, SKOS + "ConceptScheme")
    for key, (en, nl, broader, alts) in OR_GENRES.items():
        c = concept("genre", key, [(en, "en"), (nl, "nl")], alts)
        if broader:
            g.add(c, SKOS + "broader", f"{OR}genre/{broader}")
    for key, (en, nl, alts) in OR_INSTRUMENTS.items():
        concept("instrument", key, [(en, "en"), (nl, "nl")], alts)
    for key, (en, nl) in OR_ROLES.items():
        concept("role", key, [(en, "en"), (nl, "nl")], [])
    for key, (labels, alts, role, instrument, since, principal) in OR_PEOPLE.items():
        p = concept("person", key, labels, alts, "Person")
        g.add(p, ORV + "role", f"{OR}role/{role}")
        if instrument:
            g.add(p, ORV + "plays", f"{OR}instrument/{instrument}")
        if since:
            g.add(p, ORV + "memberSince", _typed(since, "gYear"))
        if principal is not None:
            g.add(p, ORV + "sectionPrincipal", _bool(principal))
    for key, (en, nl, alts, composer, genre, year, minutes) in OR_WORKS.items():
        w, d = concept("work", key, [(en, "en"), (nl, "nl")], alts, "MusicalWork"), _bnode("duration", key)
        g.add(w, ORV + "composer", f"{OR}person/{composer}"), g.add(w, ORV + "genre", f"{OR}genre/{genre}")
        g.add(w, ORV + "yearComposed", _typed(year, "gYear")), g.add(w, TIME + "hasDuration", d)
        g.add(d, RDF_TYPE, TIME + "Duration"), g.add(d, TIME + "numericDuration", _typed(minutes, "decimal"))
        g.add(d, TIME + "unitType", TIME + "unitMinute")
    for key, (en, nl, alts, city, seats) in OR_VENUES.items():
        v = concept("venue", key, [(en, "en"), (nl, "nl")], alts, "Venue")
        g.add(v, ORV + "city", _lit(city)), g.add(v, ORV + "seatingCapacity", _typed(seats, "integer"))
    for key, (begins, ends) in OR_SEASONS.items():
        s = concept("season", key, [(f"Season {key}", "en"), (f"Seizoen {key}", "nl")],
                    [f"{key[:4]}/{key[-2:]}"], "Season")
        g.add(s, RDF_TYPE, TIME + "ProperInterval")
        instant(s, "hasBeginning", f"{key}_begins", begins, "inXSDDate", "date")
        instant(s, "hasEnd", f"{key}_ends", ends, "inXSDDate", "date")
    for key, (en, nl, season, starts, venue, conductor, programme, _, sold, sold_out) in OR_CONCERTS.items():
        c = concept("concert", key, [(en, "en"), (nl, "nl")], [], "Concert")
        g.add(c, ORV + "season", f"{OR}season/{season}"), g.add(c, ORV + "venue", f"{OR}venue/{venue}")
        g.add(c, ORV + "conductor", f"{OR}person/{conductor}")
        for work in programme:
            g.add(c, ORV + "programme", f"{OR}work/{work}")
        g.add(c, ORV + "ticketsSold", _typed(sold, "integer")), g.add(c, ORV + "soldOut", _bool(sold_out))
        instant(c, "hasTime", key, starts, "inXSDDateTimeStamp", "dateTimeStamp")
    for key, fields in OR_CONCERTS.items():
        for soloist in fields[7]:
            g.add(f"{OR}person/{soloist}", ORV + "soloistIn", f"{OR}concert/{key}")
    for work, concert_ in OR_PREMIERES.items():
        g.add(f"{OR}work/{work}", ORV + "premieredAt", f"{OR}concert/{concert_}")
    return g.text()


ORCHESTRA_QUESTIONS = [
    ("Who composed The Moldau?", _or_person("p22")),
    ("Who wrote the New World Symphony?", _or_person("p21")),
    ("How long does Finlandia last?", {"8"}),
    ("When did Tchaikovsky write his Violin Concerto?", {"1878"}),
    ("Which works by Tchaikovsky are in the archive?", _or("work", "w03", "w04", "w10", "w12")),
    ("Which violin concertos are in the repertoire?", _or("work", "w03", "w07", "w08")),
    ("Which works are concertos?", _or("work", "w02", "w03", "w07", "w08", "w12")),
    ("Who conducted Northern Lights?", _or_person("p02")),
    ("Where did Christmas in the Church take place?", _or_named("venue", OR_VENUES, "v03")),
    ("Which pieces were played at Opening Night 2024?", _or("work", "w09", "w12", "w04")),
    ("Who was the soloist at the Cello Gala?", _or_person("p04")),
    ("In which concerts did Kenji Watanabe appear as a soloist?", _or("concert", "c01", "c02")),
    ("When did the Bohemian Rhapsodies concert begin?", {"2024-03-08T20:15:00+01:00"}),
    ("How many tickets were sold for Wadden Winter?", {"430"}),
    ("Which concerts sold out?", _or("concert", "c01", "c03", "c05")),
    ("Was Northern Lights sold out?", {"false"}),
    ("Which concert sold the fewest tickets?", _or_named("concert", OR_CONCERTS, "c06")),
    ("How many seats does De Kwelder have?", {"1180"}),
    ("Which instrument does Femke Dijkstra play?", _or("instrument", "oboe") | {"Oboe", "Hobo"}),
    ("Who plays the horn?", _or_person("p06")),
    ("Since when has the violinist Anna de Vries been in the orchestra?", {"2011"}),
    ("At which concert was the pianist Anna de Vries the soloist?", _or_named("concert", OR_CONCERTS, "c05")),
    ("Which musicians are section principals?", _or("person", "p03", "p04", "p06", "p07")),
    ("Which musicians joined the orchestra after 2015?", _or("person", "p05", "p07", "p08")),
    ("When does the 2024-2025 season end?", {"2025-06-30"}),
    ("Which concerts were part of the 2023-2024 season?", _or("concert", "c01", "c02", "c03", "c04")),
    ("How many concerts did Eline Bakker conduct?", {"4"}),
    ("Who composed the music played at Wadden Winter?", _or("person", "p20", "p23")),
    ("In which hall was Wadgeest first performed?", _or_named("venue", OR_VENUES, "v01")),
    ("What is Tchaikovsky's name in Dutch?", {"Pjotr Iljitsj Tsjaikovski"}),
    ("Which is the longest work in the repertoire?", _or_named("work", OR_WORKS, "w04")),
    ("Who composed Finlandya?", _or_person("p23")),  # misspelt: Finlandia
    ("who conducted the cello gala", _or_person("p01")),
    ("How much did a ticket for Opening Night 2023 cost?", set()),  # no prices
    ("Who designed the poster for Northern Lights?", set()),  # no designers
    ("What did the critics say about the Cello Gala?", set()),  # no reviews
]
ORCHESTRA_MADE_UP = ["Who composed The Vistula?", "Who conducted Southern Lights?",
                     "Where did Easter in the Church take place?", "Which instrument does Femke Hendriks play?",
                     "How long does Karelia last?", "Who was the soloist at the Harp Gala?"]
ORCHESTRA_GRAPHS = [
    ('[("Finlandia", "written by", ?x)]', _or_person("p23")),
    ('[("Northern Lights", "hall", ?x)]', _or_named("venue", OR_VENUES, "v01")),
    ('[("Femke Dijkstra", "instrument played", ?x)]', _or("instrument", "oboe") | {"Oboe", "Hobo"}),
    ('[("Wadden Winter", "piece on the bill", ?w), (?w, "written by", ?x)]', _or("person", "p20", "p23")),
    ('[(?c, "led by", "Tomás Ibarra"), (?c, "audience size", ?x)]', {"940", "512", "430"}),
    ('[("Opening Night 2023", "hall", ?v), (?v, "number of seats", ?x)]', {"1180"}),
]


# ---- courts (relational export: opaque numeric ids, per-table name columns, n-ary party and hearing rows) -----
CT = "http://records.courts.example.gov/id/"
CTV = "http://records.courts.example.gov/schema#"
CT_COURTS = {  # id: (name, code, city, appeals to or None)
    101: ("Northern District Court", "NDC", "Ashford", 103), 102: ("Southern District Court", "SDC", "Bramley", 103),
    103: ("Court of Appeal", "CA", "Ashford", 104), 104: ("Supreme Court", "SC", "Kingsport", None),
}
CT_JUDGES = {  # id: (full name, court, appointed on)
    201: ("Daniel Okafor", 101, "2012-04-02"), 202: ("Helen Marsh", 101, "2018-09-17"),
    203: ("Rafael Quintero", 102, "2009-01-12"), 204: ("Daniel Okafor", 103, "2005-06-30"),
    205: ("Priya Raman", 103, "2016-02-01"), 206: ("Eleanor Whitcombe", 104, "2001-11-05"),
    207: ("Tobias Lund", 102, "2021-03-08"),
}
CT_FIRMS = {401: "Holloway & Pike LLP", 402: "Bright Lane Partners", 403: "Office of the Public Defender"}
CT_ATTORNEYS = {  # id: (full name, bar number, firm)
    301: ("Grace Holloway", "B-44120", 401), 302: ("Marcus Feld", "B-38761", 402),
    303: ("Ines Carvalho", "B-51904", 401),
    304: ("Owen Pritchard", "B-47233", 403), 305: ("Yara Haddad", "B-55018", 402),
}
CT_PARTIES = {  # id: (party name, party type)
    501: ("Harriet Lowe", "individual"), 502: ("Pemberton Holdings Ltd", "company"), 503: ("The State", "state"),
    504: ("Jonah Vickers", "individual"), 505: ("Beacon", "charity"), 506: ("Caldwell Freight Ltd", "company"),
    507: ("Ashford City Council", "public body"), 508: ("Mira Sandoval", "individual"),
}
# case: (class, caption, docket, court, filed, decided or None, outcome or None, damages or None, sentence or None,
#        jury trial, appealed, appeal of or None)
CT_CASES = {
    601: ("CivilCase", "Lowe v. Pemberton Holdings", "NDC-CV-2022-0114", 101, "2022-03-14", "2023-05-02",
          "judgment for plaintiff", "185000", None, False, True, None),
    602: ("CriminalCase", "State v. Vickers", "SDC-CR-2023-0031", 102, "2023-01-09", "2023-10-20", "guilty", None,
          "P2Y6M", True, True, None),
    603: ("CivilCase", "Beacon v. Caldwell Freight", "SDC-CV-2023-0207", 102, "2023-06-01", "2024-02-15", "settled",
          "42500.50", None, False, False, None),
    604: ("CivilCase", "Sandoval v. Ashford City Council", "NDC-CV-2023-0318", 101, "2023-08-22", None, None, None,
          None, False, False, None),
    605: ("CriminalCase", "State v. Caldwell Freight", "NDC-CR-2022-0090", 101, "2022-11-03", "2023-06-12",
          "not guilty", None, None, True, False, None),
    606: ("AppealCase", "Pemberton Holdings v. Lowe", "CA-2023-0456", 103, "2023-06-20", "2024-01-30",
          "appeal dismissed", None, None, False, True, 601),
    607: ("AppealCase", "Vickers v. State", "CA-2024-0012", 103, "2023-11-28", "2024-05-14", "conviction upheld", None,
          None, False, False, 602),
    608: ("AppealCase", "Pemberton Holdings v. Lowe", "SC-2024-0007", 104, "2024-03-01", "2024-10-09", "appeal allowed",
          None, None, False, False, 606),
}
CT_CASE_PARTIES = {  # id: (case, party, role, counsel or None)
    801: (601, 501, "plaintiff", 301), 802: (601, 502, "defendant", 302), 803: (602, 503, "prosecution", None),
    804: (602, 504, "defendant", 304), 805: (603, 505, "plaintiff", 303), 806: (603, 506, "defendant", 305),
    807: (604, 508, "plaintiff", 301), 808: (604, 507, "defendant", 302), 809: (605, 503, "prosecution", None),
    810: (605, 506, "defendant", 305), 811: (606, 502, "appellant", 302), 812: (606, 501, "respondent", 301),
    813: (607, 504, "appellant", 304), 814: (607, 503, "respondent", None), 815: (608, 502, "appellant", 305),
    816: (608, 501, "respondent", 301),
}
CT_HEARINGS = {  # id: (case, judge, date, duration, courtroom, type)
    701: (601, 201, "2023-02-13", "PT6H", 3, "trial"), 702: (601, 201, "2023-02-14", "PT5H30M", 3, "trial"),
    703: (602, 203, "2023-09-04", "PT7H", 1, "trial"), 704: (602, 203, "2023-10-20", "PT1H15M", 1, "sentencing"),
    705: (603, 207, "2023-11-07", "PT2H", 4, "motion"), 706: (604, 202, "2024-01-16", "PT1H30M", 2, "motion"),
    707: (605, 202, "2023-05-22", "PT6H45M", 2, "trial"), 708: (606, 204, "2023-12-05", "PT3H", 1, "oral argument"),
    709: (607, 205, "2024-04-09", "PT2H30M", 1, "oral argument"),
    710: (608, 206, "2024-07-02", "PT4H", 1, "oral argument"),
}


def _ct(*ids: int) -> set[str]:
    return {f"{CT}{i}" for i in ids}


def courts_kg() -> str:
    """N-Triples of the court-records export."""
    g = Graph()

    def lit(s: int, p: str, value: object, datatype: str | None = None) -> None:
        g.add(f"{CT}{s}", CTV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    def ref(s: int, p: str, o: int) -> None:
        g.add(f"{CT}{s}", CTV + p, f"{CT}{o}")

    for sub, sup in (("CivilCase", "Case"), ("CriminalCase", "Case"), ("AppealCase", "Case"), ("Judge", "Person"),
                     ("Attorney", "Person")):
        g.add(CTV + sub, RDFS + "subClassOf", CTV + sup)
    for cid, (name, code, city, up) in CT_COURTS.items():
        g.add(f"{CT}{cid}", RDF_TYPE, CTV + "Court"), lit(cid, "courtName", name), lit(cid, "code", code)
        lit(cid, "city", city)
        if up:
            ref(cid, "appealsTo", up)
    for jid, (name, court, appointed) in CT_JUDGES.items():
        g.add(f"{CT}{jid}", RDF_TYPE, CTV + "Judge"), lit(jid, "fullName", name), ref(jid, "sitsOn", court)
        lit(jid, "appointedOn", appointed, "date")
    for fid, title in CT_FIRMS.items():
        g.add(f"{CT}{fid}", RDF_TYPE, CTV + "LawFirm"), lit(fid, "title", title)
    for aid, (name, bar, firm) in CT_ATTORNEYS.items():
        g.add(f"{CT}{aid}", RDF_TYPE, CTV + "Attorney"), lit(aid, "fullName", name), lit(aid, "barNumber", bar)
        ref(aid, "firm", firm)
    for pid, (name, kind) in CT_PARTIES.items():
        g.add(f"{CT}{pid}", RDF_TYPE, CTV + "Party"), lit(pid, "partyName", name), lit(pid, "partyType", kind)
    for cid, fields in CT_CASES.items():
        cls, caption, docket, court, filed, decided, outcome, damages, sentence, jury, appealed, appeal_of = fields
        g.add(f"{CT}{cid}", RDF_TYPE, CTV + cls), lit(cid, "caption", caption), lit(cid, "docketNumber", docket)
        ref(cid, "court", court), lit(cid, "filedOn", filed, "date")
        if decided:
            lit(cid, "decidedOn", decided, "date"), lit(cid, "outcome", outcome)
        if damages:
            lit(cid, "damagesAwarded", damages, "decimal")
        if sentence:
            lit(cid, "sentence", sentence, "duration")
        g.add(f"{CT}{cid}", CTV + "juryTrial", _bool(jury)), g.add(f"{CT}{cid}", CTV + "appealed", _bool(appealed))
        if appeal_of:
            ref(cid, "appealOf", appeal_of)
    for rid, (case, party, role, counsel) in CT_CASE_PARTIES.items():
        g.add(f"{CT}{rid}", RDF_TYPE, CTV + "CaseParty"), ref(rid, "case", case), ref(rid, "party", party)
        lit(rid, "role", role)
        if counsel:
            ref(rid, "counsel", counsel)
    for hid, (case, judge, day, duration, room, kind) in CT_HEARINGS.items():
        g.add(f"{CT}{hid}", RDF_TYPE, CTV + "Hearing"), ref(hid, "case", case), ref(hid, "judge", judge)
        lit(hid, "hearingDate", day, "date"), lit(hid, "duration", duration, "duration")
        lit(hid, "courtroom", room, "integer"), lit(hid, "hearingType", kind)
    return g.text()


COURTS_QUESTIONS = [
    ("Which court heard Lowe v. Pemberton Holdings?", _ct(101) | {"Northern District Court"}),
    ("What is the docket number of Beacon v. Caldwell Freight?", {"SDC-CV-2023-0207"}),
    ("Who was Harriet Lowe's lawyer in Lowe v. Pemberton Holdings?", _ct(301) | {"Grace Holloway"}),
    ("Which cases has Grace Holloway worked on?", _ct(601, 604, 606, 608)),
    ("Which judge presided over State v. Vickers?", _ct(203) | {"Rafael Quintero"}),
    ("What was the verdict in State v. Caldwell Freight?", {"not guilty"}),
    ("How much in damages was awarded in Lowe v. Pemberton Holdings?", {"185000"}),
    ("What sentence did Jonah Vickers get?", {"P2Y6M"}),
    ("Was State v. Vickers tried by a jury?", {"true"}),
    ("Which cases were appealed?", _ct(601, 602, 606)),
    ("Which case is Vickers v. State an appeal of?", _ct(602) | {"State v. Vickers"}),
    ("Which appeal was brought against the judgment in Lowe v. Pemberton Holdings?", _ct(606)),
    ("When did the Supreme Court decide Pemberton Holdings v. Lowe?", {"2024-10-09"}),
    ("What was the outcome of Pemberton Holdings v. Lowe in the Court of Appeal?", {"appeal dismissed"}),
    ("Which court hears appeals from the Southern District Court?", _ct(103) | {"Court of Appeal"}),
    ("Which judges sit on the Court of Appeal?", _ct(204, 205)),
    ("When was the district judge Daniel Okafor appointed?", {"2012-04-02"}),
    ("Which case did the appeal judge Daniel Okafor hear?", _ct(606)),
    ("How long was the sentencing hearing in State v. Vickers?", {"PT1H15M"}),
    ("In which courtroom was State v. Caldwell Freight tried?", {"2"}),
    ("How many hearings has Rafael Quintero presided over?", {"2"}),
    ("Which cases were filed in 2023?", _ct(602, 603, 604, 606, 607)),
    ("Which criminal cases are on record?", _ct(602, 605)),
    ("Which case did Beacon bring?", _ct(603) | {"Beacon v. Caldwell Freight"}),
    ("Who was the defendant in Sandoval v. Ashford City Council?", _ct(507) | {"Ashford City Council"}),
    ("Which law firm is Yara Haddad with?", _ct(402) | {"Bright Lane Partners"}),
    ("Which attorneys work at Holloway & Pike LLP?", _ct(301, 303)),
    ("Which judges heard cases involving Caldwell Freight Ltd?", _ct(202, 207)),
    ("In which city is the court that heard Beacon v. Caldwell Freight?", {"Bramley"}),
    ("Which judge was appointed most recently?", _ct(207) | {"Tobias Lund"}),
    ("Which case had the largest damages award?", _ct(601) | {"Lowe v. Pemberton Holdings"}),
    ("Who represented Jonah Vikers?", _ct(304) | {"Owen Pritchard"}),  # misspelt: Vickers
    ("what is the code of the supreme court", {"SC"}),
    ("How much did Pemberton Holdings pay its lawyers?", set()),  # no fees
    ("Which prison is Jonah Vickers held in?", set()),  # no prisons
    ("What is Helen Marsh's salary?", set()),  # no salaries
]
COURTS_MADE_UP = ["Which court heard Lowe v. Hartley Holdings?", "Who represented Marcus Vickers?",
                  "What is the docket number of Beacon v. Ashford Freight?", "When was Helen Quintero appointed?",
                  "Which attorneys work at Holloway & Grant LLP?", "What was the verdict in State v. Lowell?"]
COURTS_GRAPHS = [
    ('[("Beacon v. Caldwell Freight", "decided in court", ?x)]', _ct(102) | {"Southern District Court"}),
    ('[("Yara Haddad", "employer", ?x)]', _ct(402) | {"Bright Lane Partners"}),
    ('[("Vickers v. State", "appeal against", ?x)]', _ct(602) | {"State v. Vickers"}),
    ('[(?h, "sitting in", "State v. Vickers"), (?h, "length", ?x)]', {"PT7H", "PT1H15M"}),
    ('[("Helen Marsh", "serves at", ?c), (?c, "abbreviation", ?x)]', {"NDC"}),
    ('[(?p, "client", "Caldwell Freight Ltd"), (?p, "lawyer", ?x)]', _ct(305) | {"Yara Haddad"}),
]


# ---- hotels (schema.org: blank-node addresses, ratings, amenities, quantitative values and offers) ------------
HT = "https://stay.example.travel/"
HT_BRANDS = {"larkspur": "Larkspur Hotels", "azulejo": "Azulejo Collection"}
HT_BROKERS = {"tripwell": "Tripwell", "nightjar": "Nightjar Travel"}
# hotel: (name, (street, locality, postcode, country), stars, check-in, check-out, pets, rooms, amenities, brand)
HT_HOTELS = {
    "belvoir-lucerne": ("Hotel Belvoir", ("Haldenstrasse 8", "Lucerne", "6006", "CH"), 4, "15:00:00", "11:00:00", True,
                        48, {"Spa": True, "Free WiFi": True, "Parking": True}, "larkspur"),
    "haven-brighton": ("Haven", ("27 Marine Parade", "Brighton", "BN2 1TL", "GB"), 3, "14:00:00", "10:30:00", False,
                       22, {"Free WiFi": True, "Parking": False}, None),
    "casa-do-rio-porto": ("Casa do Rio", ("Rua da Alfândega 41", "Porto", "4050-029", "PT"), 4, "15:00:00",
                          "12:00:00", True, 35, {"Free WiFi": True, "Pool": True}, "larkspur"),
    "miradouro-lisboa": ("Hotel Miradouro", ("Rua de São Pedro de Alcântara 12", "Lisbon", "1250-238", "PT"), 5,
                         "16:00:00", "12:00:00", False, 60, {"Pool": True, "Spa": True, "Free WiFi": True,
                                                             "Parking": True}, "azulejo"),
}
HT_UPWARDS = {"belvoir-lucerne", "haven-brighton"}  # their rooms state containedInPlace; the others containsPlace
# room: (hotel, name, floor m², max occupancy, bed type, beds, price per night, currency)
HT_ROOMS = {
    "belvoir-lake-view-double": ("belvoir-lucerne", "Lake View Double", "24", 2, "King", 1, "245", "CHF"),
    "belvoir-garden-suite": ("belvoir-lucerne", "Garden Suite", "42", 3, "King", 1, "390", "CHF"),
    "belvoir-single-classic": ("belvoir-lucerne", "Single Classic", "14", 1, "Single", 1, "150", "CHF"),
    "haven-sea-view-double": ("haven-brighton", "Sea View Double", "18", 2, "Double", 1, "135", "GBP"),
    "haven-attic-twin": ("haven-brighton", "Attic Twin", "16", 2, "Single", 2, "110", "GBP"),
    "casa-garden-suite": ("casa-do-rio-porto", "Garden Suite", "38", 4, "Queen", 1, "210", "EUR"),
    "casa-river-double": ("casa-do-rio-porto", "River Double", "22", 2, "Queen", 1, "165", "EUR"),
    "miradouro-suite": ("miradouro-lisboa", "Miradouro Suite", "55", 2, "King", 1, "480", "EUR"),
    "miradouro-deluxe-double": ("miradouro-lisboa", "Deluxe Double", "28", 2, "King", 1, "295", "EUR"),
    "miradouro-family-room": ("miradouro-lisboa", "Family Room", "36", 4, "Double", 2, "340", "EUR"),
}
HT_GUESTS = {"g-101": "Amelia Hart", "g-102": "Rohan Mehta", "g-103": "Lucía Ferrer", "g-104": "Jonas Eklund",
             "g-105": "Chloé Dubois"}
# reservation id: (guest, hotel, room, check-in, check-out, adults, children, total, currency, status, booked at,
#                  broker or None)
HT_RESERVATIONS = {
    "BK-20931": ("g-101", "belvoir-lucerne", "belvoir-lake-view-double", "2024-07-12T15:00:00+02:00",
                 "2024-07-15T11:00:00+02:00", 2, 0, "735", "CHF", "Confirmed", "2024-05-02T09:14:00Z", "tripwell"),
    "BK-20957": ("g-102", "casa-do-rio-porto", "casa-garden-suite", "2024-08-03T15:00:00+01:00",
                 "2024-08-07T12:00:00+01:00", 2, 2, "840", "EUR", "Confirmed", "2024-06-11T18:40:00Z", None),
    "BK-21004": ("g-103", "haven-brighton", "haven-sea-view-double", "2024-08-16T14:00:00+01:00",
                 "2024-08-18T10:30:00+01:00", 2, 0, "270", "GBP", "Cancelled", "2024-07-01T07:55:00Z", "tripwell"),
    "BK-21022": ("g-101", "miradouro-lisboa", "miradouro-suite", "2024-09-20T16:00:00+01:00",
                 "2024-09-23T12:00:00+01:00", 2, 0, "1440", "EUR", "Confirmed", "2024-08-19T20:03:00Z", None),
    "BK-21040": ("g-104", "belvoir-lucerne", "belvoir-garden-suite", "2024-10-04T15:00:00+02:00",
                 "2024-10-06T11:00:00+02:00", 3, 0, "780", "CHF", "Confirmed", "2024-09-02T12:30:00Z", "nightjar"),
    "BK-21077": ("g-105", "casa-do-rio-porto", "casa-river-double", "2024-10-11T15:00:00+01:00",
                 "2024-10-14T12:00:00+01:00", 1, 0, "495", "EUR", "Confirmed", "2024-09-28T10:10:00Z", None),
    "BK-21103": ("g-102", "haven-brighton", "haven-attic-twin", "2024-11-01T14:00:00+00:00",
                 "2024-11-03T10:30:00+00:00", 2, 0, "220", "GBP", "Pending", "2024-10-20T16:45:00Z", None),
    "BK-21120": ("g-104", "miradouro-lisboa", "miradouro-family-room", "2024-12-27T16:00:00+00:00",
                 "2025-01-02T12:00:00+00:00", 2, 2, "2040", "EUR", "Confirmed", "2024-10-30T08:20:00Z", "nightjar"),
}
HT_REVIEWS = {  # id: (author, hotel, rating, published, body)
    "rv-1": ("g-101", "belvoir-lucerne", 5, "2024-07-16", "Wonderful view of the lake and a very calm spa."),
    "rv-2": ("g-102", "casa-do-rio-porto", 4, "2024-08-09", "Great for families, the pool was a hit."),
    "rv-3": ("g-104", "belvoir-lucerne", 4, "2024-10-07", "The suite was spacious but the lift was painfully slow."),
    "rv-4": ("g-105", "casa-do-rio-porto", 5, "2024-10-15", "Lovely staff and a room right above the river."),
    "rv-5": ("g-101", "miradouro-lisboa", 3, "2024-09-25", "Beautiful suite, noisy street at night."),
    "rv-6": ("g-102", "haven-brighton", 2, "2024-11-04", "The attic room was cold and the stairs were steep."),
}


def _ht(kind: str, *ids: str) -> set[str]:
    return {f"{HT}{kind}/{i}" for i in ids}


def hotels_kg() -> str:
    """N-Triples of the hotels and bookings."""
    g = Graph()
    for key, name in HT_BRANDS.items():
        g.add(f"{HT}brand/{key}", RDF_TYPE, SCHEMA + "Brand"), g.add(f"{HT}brand/{key}", SCHEMA + "name", _lit(name))
    for key, name in HT_BROKERS.items():
        g.add(f"{HT}org/{key}", RDF_TYPE, SCHEMA + "Organization"), g.add(f"{HT}org/{key}", SCHEMA + "name", _lit(name))
    for key, name in HT_GUESTS.items():
        g.add(f"{HT}guest/{key}", RDF_TYPE, SCHEMA + "Person"), g.add(f"{HT}guest/{key}", SCHEMA + "name", _lit(name))
    for key, fields in HT_HOTELS.items():
        name, (street, town, code, country), stars, cin, cout, pets, rooms, amenities, brand = fields
        h, a, r = f"{HT}hotel/{key}", _bnode("address", key), _bnode("stars", key)
        g.add(h, RDF_TYPE, SCHEMA + "Hotel"), g.add(h, SCHEMA + "name", _lit(name))
        g.add(h, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "addressLocality", _lit(town))
        g.add(a, SCHEMA + "postalCode", _lit(code)), g.add(a, SCHEMA + "addressCountry", _lit(country))
        g.add(h, SCHEMA + "starRating", r), g.add(r, RDF_TYPE, SCHEMA + "Rating")
        g.add(r, SCHEMA + "ratingValue", _typed(stars, "integer"))
        g.add(h, SCHEMA + "checkinTime", _typed(cin, "time")), g.add(h, SCHEMA + "checkoutTime", _typed(cout, "time"))
        g.add(h, SCHEMA + "petsAllowed", _bool(pets)), g.add(h, SCHEMA + "numberOfRooms", _typed(rooms, "integer"))
        for k, (feature, present) in enumerate(amenities.items()):
            f = _bnode("amenity", key, str(k))
            g.add(h, SCHEMA + "amenityFeature", f), g.add(f, RDF_TYPE, SCHEMA + "LocationFeatureSpecification")
            g.add(f, SCHEMA + "name", _lit(feature)), g.add(f, SCHEMA + "value", _bool(present))
        if brand:
            g.add(h, SCHEMA + "brand", f"{HT}brand/{brand}")
    for key, (hotel, name, size, occupancy, bed, beds, price, currency) in HT_ROOMS.items():
        r, h = f"{HT}room/{key}", f"{HT}hotel/{hotel}"
        g.add(r, RDF_TYPE, SCHEMA + "HotelRoom"), g.add(r, SCHEMA + "name", _lit(name))
        if hotel in HT_UPWARDS:
            g.add(r, SCHEMA + "containedInPlace", h)
        else:
            g.add(h, SCHEMA + "containsPlace", r)
        fs, oc, bd, of = (_bnode(part, key) for part in ("size", "occupancy", "bed", "offer"))
        g.add(r, SCHEMA + "floorSize", fs), g.add(fs, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(fs, SCHEMA + "value", _typed(size, "decimal")), g.add(fs, SCHEMA + "unitCode", _lit("MTK"))
        g.add(r, SCHEMA + "occupancy", oc), g.add(oc, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(oc, SCHEMA + "maxValue", _typed(occupancy, "integer"))
        g.add(r, SCHEMA + "bed", bd), g.add(bd, RDF_TYPE, SCHEMA + "BedDetails")
        g.add(bd, SCHEMA + "typeOfBed", _lit(bed)), g.add(bd, SCHEMA + "numberOfBeds", _typed(beds, "integer"))
        g.add(r, SCHEMA + "offers", of), g.add(of, RDF_TYPE, SCHEMA + "Offer")
        g.add(of, SCHEMA + "price", _typed(price, "decimal")), g.add(of, SCHEMA + "priceCurrency", _lit(currency))
    for rid, fields in HT_RESERVATIONS.items():
        guest, hotel, room, cin, cout, adults, children, total, currency, status, booked, broker = fields
        b = f"{HT}reservation/{rid}"
        g.add(b, RDF_TYPE, SCHEMA + "LodgingReservation"), g.add(b, SCHEMA + "reservationId", _lit(rid))
        g.add(b, SCHEMA + "underName", f"{HT}guest/{guest}"), g.add(b, SCHEMA + "reservationFor", f"{HT}hotel/{hotel}")
        g.add(b, SCHEMA + "lodgingUnitType", f"{HT}room/{room}")
        g.add(b, SCHEMA + "checkinTime", _typed(cin, "dateTime"))
        g.add(b, SCHEMA + "checkoutTime", _typed(cout, "dateTime"))
        g.add(b, SCHEMA + "numAdults", _typed(adults, "integer"))
        g.add(b, SCHEMA + "numChildren", _typed(children, "integer"))
        g.add(b, SCHEMA + "totalPrice", _typed(total, "decimal")), g.add(b, SCHEMA + "priceCurrency", _lit(currency))
        g.add(b, SCHEMA + "reservationStatus", SCHEMA + "Reservation" + status)
        g.add(b, SCHEMA + "bookingTime", _typed(booked, "dateTime"))
        if broker:
            g.add(b, SCHEMA + "broker", f"{HT}org/{broker}")
    for vid, (author, hotel, rating, published, body) in HT_REVIEWS.items():
        v, r = f"{HT}review/{vid}", _bnode("rating", vid)
        g.add(v, RDF_TYPE, SCHEMA + "Review"), g.add(v, SCHEMA + "author", f"{HT}guest/{author}")
        g.add(v, SCHEMA + "itemReviewed", f"{HT}hotel/{hotel}")
        g.add(v, SCHEMA + "datePublished", _typed(published, "date"))
        g.add(v, SCHEMA + "reviewBody", _lit(body, "en")), g.add(v, SCHEMA + "reviewRating", r)
        g.add(r, RDF_TYPE, SCHEMA + "Rating"), g.add(r, SCHEMA + "ratingValue", _typed(rating, "integer"))
    return g.text()


HOTELS_QUESTIONS = [
    ("In which town is Hotel Belvoir?", {"Lucerne"}),
    ("What is the street address of Casa do Rio?", {"Rua da Alfândega 41"}),
    ("How many stars does Haven have?", {"3"}),
    ("Does Haven allow pets?", {"false"}),
    ("What time can guests check in at Casa do Rio?", {"15:00:00"}),
    ("Which hotels accept pets?", _ht("hotel", "belvoir-lucerne", "casa-do-rio-porto")),
    ("Which hotels have a pool?", _ht("hotel", "casa-do-rio-porto", "miradouro-lisboa")),
    ("Is there parking at Haven?", {"false"}),
    ("Which rooms does Hotel Miradouro have?", _ht("room", "miradouro-suite", "miradouro-deluxe-double",
                                                   "miradouro-family-room")),
    ("Which hotel is the Attic Twin in?", _ht("hotel", "haven-brighton") | {"Haven"}),
    ("How big is the Garden Suite at Casa do Rio?", {"38"}),
    ("How many guests can sleep in the Garden Suite at Hotel Belvoir?", {"3"}),
    ("How much is a night in the River Double?", {"165"}),
    ("What is the cheapest room at Hotel Belvoir?", _ht("room", "belvoir-single-classic") | {"Single Classic"}),
    ("Which rooms have two beds?", _ht("room", "haven-attic-twin", "miradouro-family-room")),
    ("Which rooms are larger than 40 square metres?", _ht("room", "belvoir-garden-suite", "miradouro-suite")),
    ("Who made booking BK-21022?", _ht("guest", "g-101") | {"Amelia Hart"}),
    ("Which hotels has Jonas Eklund booked?", _ht("hotel", "belvoir-lucerne", "miradouro-lisboa")),
    ("When does Lucía Ferrer check in?", {"2024-08-16T14:00:00+01:00"}),
    ("Which bookings were cancelled?", _ht("reservation", "BK-21004") | {"BK-21004"}),
    ("Which reservations were made through Tripwell?", _ht("reservation", "BK-20931", "BK-21004")),
    ("How many reservations does Amelia Hart have?", {"2"}),
    ("What rating did Chloé Dubois give Casa do Rio?", {"5"}),
    ("Who has reviewed Hotel Belvoir?", _ht("guest", "g-101", "g-104")),
    ("Which hotels belong to Larkspur Hotels?", _ht("hotel", "belvoir-lucerne", "casa-do-rio-porto")),
    ("Which hotel has the most rooms?", _ht("hotel", "miradouro-lisboa") | {"Hotel Miradouro"}),
    ("Which booking was the most expensive?", _ht("reservation", "BK-21120") | {"BK-21120"}),
    ("Which brand does the hotel with the Lake View Double belong to?", _ht("brand", "larkspur") | {"Larkspur Hotels"}),
    ("Which booking is still pending?", _ht("reservation", "BK-21103") | {"BK-21103"}),
    ("When did Amelia Hart book her stay at Hotel Belvoir?", {"2024-05-02T09:14:00Z"}),
    ("Which hotels have a spa?", _ht("hotel", "belvoir-lucerne", "miradouro-lisboa")),
    ("How many stars does Hotel Miradoro have?", {"5"}),  # misspelt: Miradouro
    ("how many rooms does casa do rio have", {"35"}),
    ("Is breakfast included at Haven?", set()),  # no board or breakfast data
    ("How far is Casa do Rio from the airport?", set()),  # no distances
    ("Who manages Hotel Miradouro?", set()),  # no staff
]
HOTELS_MADE_UP = ["In which town is Hotel Bellevue?", "Which rooms does Hotel Miramar have?",
                  "Does Harbour Haven allow pets?", "Who made booking BK-30311?",
                  "How big is the Ocean Suite at Casa do Rio?", "Which hotels has Jonas Ekberg booked?"]
HOTELS_GRAPHS = [
    ('[("Attic Twin", "part of hotel", ?x)]', _ht("hotel", "haven-brighton") | {"Haven"}),
    ('[("Hotel Belvoir", "hotel chain", ?x)]', _ht("brand", "larkspur") | {"Larkspur Hotels"}),
    ('[("BK-20957", "guest", ?x)]', _ht("guest", "g-102") | {"Rohan Mehta"}),
    ('[("Haven", "postal address", ?a), (?a, "town", ?x)]', {"Brighton"}),
    ('[(?b, "booked by", "Amelia Hart"), (?b, "amount paid", ?x)]', {"735", "1440"}),
    ('[("River Double", "nightly rate", ?o), (?o, "amount", ?x)]', {"165"}),
]


# ---- zoo (rdfs:label@en, foaf:name keepers, parentage stated one way per family, blank-node weighings) --------
ZO = "https://records.fernhill-zoo.example/"
ZOO = "https://records.fernhill-zoo.example/vocab#"
ZO_CLASSES = {"Animal": None, "Mammal": "Animal", "Bird": "Animal", "Reptile": "Animal", "Carnivore": "Mammal",
              "Primate": "Mammal", "Ungulate": "Mammal"}
ZO_SPECIES = {  # id: (label, scientific name, IUCN status)
    "ailurus-fulgens": ("Red panda", "Ailurus fulgens", "Endangered"),
    "panthera-uncia": ("Snow leopard", "Panthera uncia", "Vulnerable"),
    "giraffa-reticulata": ("Reticulated giraffe", "Giraffa reticulata", "Endangered"),
    "suricata-suricatta": ("Meerkat", "Suricata suricatta", "Least Concern"),
    "hylobates-lar": ("Lar gibbon", "Hylobates lar", "Endangered"),
    "spheniscus-humboldti": ("Humboldt penguin", "Spheniscus humboldti", "Vulnerable"),
    "aldabrachelys-gigantea": ("Aldabra giant tortoise", "Aldabrachelys gigantea", "Vulnerable"),
}
ZO_ZONES = {"asian-highlands": "Asian Highlands", "african-plains": "African Plains", "rainforest": "Rainforest",
            "coast": "Coast", "island-life": "Island Life"}
ZO_ENCLOSURES = {  # id: (label, area m², zone)
    "bamboo-ridge": ("Bamboo Ridge", "850", "asian-highlands"),
    "himalaya-rocks": ("Himalaya Rocks", "1400", "asian-highlands"),
    "savanna-house": ("Savanna House", "3200", "african-plains"),
    "kalahari-burrows": ("Kalahari Burrows", "300", "african-plains"),
    "canopy-island": ("Canopy Island", "1100", "rainforest"), "penguin-cove": ("Penguin Cove", "600", "coast"),
    "tortoise-paddock": ("Tortoise Paddock", "900", "island-life"),
}
ZO_INSTITUTIONS = {"tierpark-nordheim": "Tierpark Nordheim", "blackwater": "Blackwater Wildlife Park"}
ZO_KEEPERS = {  # id: (name, employed since, enclosures)
    "k1": ("Hannah Okoro", "2014-02-03", ["bamboo-ridge", "himalaya-rocks"]),
    "k2": ("Will Ashby", "2017-05-15", ["savanna-house", "kalahari-burrows"]),
    "k3": ("Mei Lin Cho", "2019-09-01", ["canopy-island", "tortoise-paddock"]),
    "k4": ("Declan Frost", "2021-04-12", ["penguin-cove"]),
}
# animal: (label, class, species, sex, born or None, enclosure, contracepted or None, on loan from or None)
ZO_ANIMALS = {
    "FZ-1001": ("Rosie", "Carnivore", "ailurus-fulgens", "female", "2016-06-14", "bamboo-ridge", False, None),
    "FZ-1002": ("Tenzing", "Carnivore", "ailurus-fulgens", "male", "2015-07-02", "bamboo-ridge", None, None),
    "FZ-1003": ("Momo", "Carnivore", "ailurus-fulgens", "female", "2022-06-20", "bamboo-ridge", None, None),
    "FZ-1004": ("Kiri", "Carnivore", "ailurus-fulgens", "male", "2023-07-05", "bamboo-ridge", None, None),
    "FZ-1101": ("Storm", "Carnivore", "panthera-uncia", "male", "2012-05-30", "himalaya-rocks", None,
                "tierpark-nordheim"),
    "FZ-1102": ("Ayla", "Carnivore", "panthera-uncia", "female", "2014-04-18", "himalaya-rocks", True, None),
    "FZ-1103": ("Sasha", "Carnivore", "panthera-uncia", "female", "2020-06-01", "himalaya-rocks", None, None),
    "FZ-1201": ("Rosie", "Ungulate", "giraffa-reticulata", "female", "2010-03-09", "savanna-house", False, None),
    "FZ-1202": ("Jabari", "Ungulate", "giraffa-reticulata", "male", "2008-11-21", "savanna-house", None, None),
    "FZ-1203": ("Zuri", "Ungulate", "giraffa-reticulata", "female", "2019-08-14", "savanna-house", None, None),
    "FZ-1204": ("Tumaini", "Ungulate", "giraffa-reticulata", "male", "2024-02-02", "savanna-house", None, None),
    "FZ-1301": ("Biscuit", "Carnivore", "suricata-suricatta", "female", "2019-03-03", "kalahari-burrows", True, None),
    "FZ-1302": ("Pepper", "Carnivore", "suricata-suricatta", "male", "2020-01-17", "kalahari-burrows", None, None),
    "FZ-1303": ("Nutmeg", "Carnivore", "suricata-suricatta", "female", "2023-04-22", "kalahari-burrows", None, None),
    "FZ-1401": ("Kai", "Primate", "hylobates-lar", "male", "2001-09-09", "canopy-island", None, "blackwater"),
    "FZ-1402": ("Lintang", "Primate", "hylobates-lar", "female", "2005-12-01", "canopy-island", None, None),
    "FZ-1501": ("Pablo", "Bird", "spheniscus-humboldti", "male", "2017-05-05", "penguin-cove", None, None),
    "FZ-1502": ("Paz", "Bird", "spheniscus-humboldti", "female", "2018-04-29", "penguin-cove", False, None),
    "FZ-1503": ("Perla", "Bird", "spheniscus-humboldti", "female", "2023-05-10", "penguin-cove", None, None),
    "FZ-1601": ("Goliath", "Reptile", "aldabrachelys-gigantea", "male", None, "tortoise-paddock", None, None),
}
ZO_HATCH_YEARS = {"FZ-1601": "1921"}
ZO_OFFSPRING = {  # stated by the parent: parent → young
    "FZ-1001": ["FZ-1003"], "FZ-1002": ["FZ-1003"], "FZ-1201": ["FZ-1203"], "FZ-1202": ["FZ-1203"],
    "FZ-1302": ["FZ-1303"],
}
ZO_PARENTS = {  # stated by the young: young → (dam or None, sire or None)
    "FZ-1004": ("FZ-1001", "FZ-1002"), "FZ-1103": ("FZ-1102", "FZ-1101"), "FZ-1204": ("FZ-1203", None),
    "FZ-1303": ("FZ-1301", None), "FZ-1503": ("FZ-1502", "FZ-1501"),
}
ZO_WEIGHINGS = {  # animal: [(date, kg)]
    "FZ-1001": [("2024-03-01", "5.4"), ("2024-09-01", "5.9")], "FZ-1003": [("2024-03-01", "4.8")],
    "FZ-1101": [("2024-05-12", "48.5")], "FZ-1102": [("2024-05-12", "36.2")], "FZ-1201": [("2024-04-20", "790")],
    "FZ-1202": [("2024-04-20", "1180")], "FZ-1204": [("2024-04-20", "185")], "FZ-1301": [("2024-06-03", "0.72")],
    "FZ-1501": [("2024-07-07", "4.6")], "FZ-1601": [("2024-02-14", "245.5")],
}


def _zo(kind: str, *ids: str) -> set[str]:
    return {f"{ZO}{kind}/{i}" for i in ids}


def _animal(key: str) -> set[str]:
    """One animal as gold: its IRI and its name."""
    return _zo("animal", key) | {ZO_ANIMALS[key][0]}


def zoo_kg() -> str:
    """N-Triples of the zoo's animal register."""
    g = Graph()
    for cls, sup in ZO_CLASSES.items():
        g.add(ZOO + cls, RDF_TYPE, OWL + "Class"), g.add(ZOO + cls, RDFS + "label", _lit(cls, "en"))
        if sup:
            g.add(ZOO + cls, RDFS + "subClassOf", ZOO + sup)
    for key, (label, latin, status) in ZO_SPECIES.items():
        s = f"{ZO}species/{key}"
        g.add(s, RDF_TYPE, ZOO + "Species"), g.add(s, RDFS + "label", _lit(label, "en"))
        g.add(s, ZOO + "scientificName", _lit(latin)), g.add(s, ZOO + "iucnStatus", _lit(status))
    for key, label in ZO_ZONES.items():
        g.add(f"{ZO}zone/{key}", RDF_TYPE, ZOO + "Zone"), g.add(f"{ZO}zone/{key}", RDFS + "label", _lit(label, "en"))
    for key, (label, area, zone) in ZO_ENCLOSURES.items():
        e = f"{ZO}enclosure/{key}"
        g.add(e, RDF_TYPE, ZOO + "Enclosure"), g.add(e, RDFS + "label", _lit(label, "en"))
        g.add(e, ZOO + "areaM2", _typed(area, "decimal")), g.add(e, ZOO + "inZone", f"{ZO}zone/{zone}")
    for key, label in ZO_INSTITUTIONS.items():
        i = f"{ZO}institution/{key}"
        g.add(i, RDF_TYPE, ZOO + "Institution"), g.add(i, RDFS + "label", _lit(label, "en"))
    for key, (name, since, enclosures) in ZO_KEEPERS.items():
        k = f"{ZO}staff/{key}"
        g.add(k, RDF_TYPE, FOAF + "Person"), g.add(k, RDF_TYPE, ZOO + "Keeper"), g.add(k, FOAF + "name", _lit(name))
        g.add(k, ZOO + "employedSince", _typed(since, "date"))
        for enclosure in enclosures:
            g.add(k, ZOO + "caresFor", f"{ZO}enclosure/{enclosure}")
    for key, (label, cls, species, sex, born, enclosure, contracepted, loan) in ZO_ANIMALS.items():
        a = f"{ZO}animal/{key}"
        g.add(a, RDF_TYPE, ZOO + cls), g.add(a, RDFS + "label", _lit(label, "en"))
        g.add(a, ZOO + "species", f"{ZO}species/{species}"), g.add(a, ZOO + "sex", _lit(sex))
        if born:
            g.add(a, ZOO + "birthDate", _typed(born, "date"))
        if key in ZO_HATCH_YEARS:
            g.add(a, ZOO + "estimatedHatchYear", _typed(ZO_HATCH_YEARS[key], "gYear"))
        g.add(a, ZOO + "housedIn", f"{ZO}enclosure/{enclosure}")
        if contracepted is not None:
            g.add(a, ZOO + "contracepted", _bool(contracepted))
        if loan:
            g.add(a, ZOO + "onLoanFrom", f"{ZO}institution/{loan}")
        for k, (day, kg) in enumerate(ZO_WEIGHINGS.get(key, [])):
            w = _bnode("weighing", key, str(k))
            g.add(a, ZOO + "weighing", w), g.add(w, RDF_TYPE, ZOO + "Weighing")
            g.add(w, ZOO + "weighedOn", _typed(day, "date")), g.add(w, ZOO + "massKg", _typed(kg, "decimal"))
    for parent, young in ZO_OFFSPRING.items():
        for child in young:
            g.add(f"{ZO}animal/{parent}", ZOO + "hasOffspring", f"{ZO}animal/{child}")
    for child, (dam, sire) in ZO_PARENTS.items():
        if dam:
            g.add(f"{ZO}animal/{child}", ZOO + "dam", f"{ZO}animal/{dam}")
        if sire:
            g.add(f"{ZO}animal/{child}", ZOO + "sire", f"{ZO}animal/{sire}")
    return g.text()


ZOO_QUESTIONS = [
    ("What species is Tenzing?", _zo("species", "ailurus-fulgens") | {"Red panda"}),
    ("Which enclosure is Storm in?", _zo("enclosure", "himalaya-rocks") | {"Himalaya Rocks"}),
    ("When was Zuri born?", {"2019-08-14"}),
    ("Who are Momo's parents?", _zo("animal", "FZ-1001", "FZ-1002")),
    ("Who is Sasha's mother?", _animal("FZ-1102")),
    ("Which cubs has Ayla had?", _animal("FZ-1103")),
    ("Which calves has the giraffe Rosie had?", _animal("FZ-1203")),
    ("Who is the mother of Kiri?", _animal("FZ-1001")),
    ("How much does Goliath weigh?", {"245.5"}),
    ("How heavy was the red panda Rosie in September 2024?", {"5.9"}),
    ("Which animals live in Bamboo Ridge?", _zo("animal", "FZ-1001", "FZ-1002", "FZ-1003", "FZ-1004")),
    ("How many meerkats does the zoo have?", {"3"}),
    ("Who looks after Penguin Cove?", _zo("staff", "k4") | {"Declan Frost"}),
    ("Which enclosures does Hannah Okoro look after?", _zo("enclosure", "bamboo-ridge", "himalaya-rocks")),
    ("What is the conservation status of the snow leopard?", {"Vulnerable"}),
    ("What is the scientific name of the Lar gibbon?", {"Hylobates lar"}),
    ("Which species are endangered?", _zo("species", "ailurus-fulgens", "giraffa-reticulata", "hylobates-lar")),
    ("Which animals are primates?", _zo("animal", "FZ-1401", "FZ-1402")),
    ("How many mammals does the zoo keep?", {"16"}),
    ("Which is the oldest giraffe?", _animal("FZ-1202")),
    ("Which is the largest enclosure?", _zo("enclosure", "savanna-house") | {"Savanna House"}),
    ("How big is Kalahari Burrows?", {"300"}),
    ("Which animals were born in 2023?", _zo("animal", "FZ-1004", "FZ-1303", "FZ-1503")),
    ("Is Ayla on contraception?", {"true"}),
    ("Which zoo is Storm on loan from?", _zo("institution", "tierpark-nordheim") | {"Tierpark Nordheim"}),
    ("Which animals are on loan from other zoos?", _zo("animal", "FZ-1101", "FZ-1401")),
    ("Which zone is Canopy Island in?", _zo("zone", "rainforest") | {"Rainforest"}),
    ("Who looks after Storm?", _zo("staff", "k1") | {"Hannah Okoro"}),
    ("When was Perla's father born?", {"2017-05-05"}),
    ("How many cubs has Tenzing fathered?", {"2"}),
    ("Which penguin is the youngest?", _animal("FZ-1503")),
    ("Which enclosure is Tumani in?", _zo("enclosure", "savanna-house") | {"Savanna House"}),  # misspelt: Tumaini
    ("who is the father of perla", _animal("FZ-1501")),
    ("What does Goliath eat?", set()),  # no diets
    ("How much does a ticket to the zoo cost?", set()),  # no prices
    ("Which vet treated Storm last year?", set()),  # no veterinary records
]
ZOO_MADE_UP = ["Which enclosure is Blizzard in?", "When was Zola born?", "Who looks after Otter Creek?",
               "Which animals live in Bamboo Valley?", "What is the conservation status of the clouded leopard?",
               "Who are Mango's parents?"]
ZOO_GRAPHS = [
    ('[("Perla", "mother", ?x)]', _animal("FZ-1502")),
    ('[("Will Ashby", "responsible for", ?x)]', _zo("enclosure", "savanna-house", "kalahari-burrows")),
    ('[("Meerkat", "latin name", ?x)]', {"Suricata suricatta"}),
    ('[("Goliath", "weight check", ?w), (?w, "kilograms", ?x)]', {"245.5"}),
    ('[(?a, "kept in", "Canopy Island"), (?a, "date of birth", ?x)]', {"2001-09-09", "2005-12-01"}),
    ('[("Nutmeg", "mother", ?m), (?m, "born on", ?x)]', {"2019-03-03"}),
]

KGS_R = {"volcanoes": (volcanoes_kg, VOLCANOES_QUESTIONS, VOLCANOES_MADE_UP, VOLCANOES_GRAPHS),
         "orchestra": (orchestra_kg, ORCHESTRA_QUESTIONS, ORCHESTRA_MADE_UP, ORCHESTRA_GRAPHS),
         "courts": (courts_kg, COURTS_QUESTIONS, COURTS_MADE_UP, COURTS_GRAPHS),
         "hotels": (hotels_kg, HOTELS_QUESTIONS, HOTELS_MADE_UP, HOTELS_GRAPHS),
         "zoo": (zoo_kg, ZOO_QUESTIONS, ZOO_MADE_UP, ZOO_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_R, __doc__)
