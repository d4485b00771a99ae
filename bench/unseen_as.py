"""A forty-fifth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_ar.py):

- `kites`: a DBpedia-like dump of kite festivals, kite makers and kites (`http://kites.dbpedia-mirror.example.org/
  resource/Festival_of_the_Winds_(Sydney)`, `…/resource/Revolution_1.5`, `…/resource/Fanø_Kite_Fly`) with a
  camelCase ontology of its own (`…/ontology/location`, `foundingYear` xsd:gYear, `month`, `biennial` xsd:boolean,
  `notableParticipant`, `foundedBy`, `headquarter`, `birthPlace`, `birthDate` xsd:date, `designer`,
  `manufacturer`, `kiteType`, `introductionYear`, `wingspan` xsd:decimal, `numberOfLines` xsd:nonNegativeInteger,
  `wikiPageID`) whose properties and classes are declared with `rdfs:label` @en and @de; every resource is labelled
  in en, de and fr where its wiki has a page, so five have no English label at all (the Hamamatsu festival, the
  oldest, only "Drachenfest Hamamatsu"@de; the Berck meeting only "Rencontres internationales de
  cerfs-volants"@fr; the kite maker Ralf Dietrich only @de; the Lyon workshop "Atelier Vent du Nord" and its
  rokkaku); a festival lists its notable participants and a company its founders, never the other way round, so
  "at which festivals has Thomas Dieppe flown" and "which company did he found" read them backwards; two pages are
  both "Festival of the Winds" (Sydney, 1978; Cape Town, 1995, biennial; told apart only by city, year and
  participants), the (invented) kite maker Thomas Dieppe was born in Lyon and flew at Weifang, Bristol and Cervia,
  never at the Dieppe festival, two festivals began in exactly 1981, two kites span exactly 2.4 m and HQ Kites was
  founded in exactly 1987;
- `lexicography`: a Wikidata-style truthy dump of dictionaries, their editions, editors and publishers
  (`http://lexicon-data.example.org/entity/Q1516261`, direct claims `…/prop/direct/P98`): no rdf:type on items (the
  class is a `P31` claim), each item named by `rdfs:label`@en with `skos:altLabel` aliases ("OED", "Johnson's
  Dictionary", "WNT") and a `schema:description`, the properties entities of their own (`…/entity/P98`, a
  `wikibase:Property` labelled "editor" with aliases, a description, a `wikibase:propertyType` and a
  `wikibase:directClaim`), every date (`P577`, `P569`, `P570`, `P571`) an xsd:dateTime at midnight UTC and every
  quantity (`P2635` volumes, `P1104` pages) an xsd:decimal; an edition says `P629` (edition or translation of)
  its dictionary, never the other way round, so "which editions of the Oxford English Dictionary are there" reads
  them backwards; two items are both "Samuel Johnson" (the English writer born in Lichfield in 1709 who edited
  Johnson's Dictionary; the American lexicographer born in Guilford in 1757 who edited A School Dictionary; told
  apart only by description, dates, birthplace and citizenship), the (invented) lexicographer Margaret Leiden was
  born in Edinburgh and edited the Concise Scots Dictionary for Aberdeen University Press, while A. W. Sijthoff,
  publisher of the Woordenboek der Nederlandsche Taal, is based in Leiden, the Diccionario de la lengua española
  appeared in exactly 1780, two dictionaries in exactly 1985, two publishers were founded in exactly 1826 and the
  second edition of the OED has exactly 20 volumes;
- `marathons`: a race-results service publishing with SOSA and QUDT (`https://marathon-results.example.net/
  marathon/berlin`, `…/edition/berlin-2023`, `…/runner/kelvin-kiptum`,
  `…/observation/berlin-2023/start-temperature`,
  vocabulary `…/def#`): every number lives on a blank `qudt:QuantityValue` (`qudt:numericValue` xsd:decimal,
  `qudt:unit` unit:SEC, unit:M, unit:DEG_C or unit:NUM): a marathon's course record (with a `courseRecordHolder`)
  and elevation gain, an edition's finishers, and the men's and women's winning times and start temperature of
  each edition as `sosa:Observation`s (`sosa:hasFeatureOfInterest` the edition, `sosa:observedProperty`
  `…/property/men-winning-time` labelled "men's winning time", `sosa:hasResult` the blank quantity, the
  temperature `sosa:madeBySensor` a start-line weather station, with a `sosa:resultTime`); editions name their
  `menWinner` and `womenWinner` and the marathon they are `ofMarathon`, never the other way round; races, editions
  ("2023 Berlin Marathon"), cities and countries are labelled @en, runners by a plain `rdfs:label`; two runners are
  both "Abel Kiprop" (born 1988 in Eldoret, winner in Paris 2023; born 1996 in Iten, winner in Rotterdam 2023; told
  apart only by birth and wins), the (invented) runner Helen Paris was born in Leeds and won in London and
  Rotterdam, never in Paris, three marathons were first held in exactly 1981 and one in 1977, two climb exactly
  40 m and two editions started at exactly 14 °C, and no men's winning time beats its course record;
- `apothecaries`: a pharmacy-history society's spreadsheets turned into triples by tarql
  (`https://apothecary-heritage.example.org/pharmacy/7`, `…/pharmacist/1`, `…/position/12`, `…/remedy/3`,
  `…/town/5`): one class per sheet (`…/table/Pharmacy`, `Pharmacist`, `Position`, `Remedy`, `Town`), one property
  per column in a single shared namespace (`…/col/title`, `founded`, `closed`, `town_id`, `house_sign`,
  `museum_today`, `born`, `birth_town_id`, `pharmacist_id`, `pharmacy_id`, `position`, `from_year`, `to_year`,
  `first_made`, `form`, `main_ingredient`, `alcohol_pct`, `country`), names ONLY in the `title` column, id columns
  as links to the rows they name, year columns cast to xsd:integer and the percentage to xsd:decimal but
  `museum_today` left as the sheet's "yes" / "no" strings and the country a plain string on the town; who worked
  where is said ONLY by untitled `Position` rows and a pharmacy names no one, so "who ran the Pharmacie Dufilho"
  goes pharmacy ← position → pharmacist; two rows are both "Löwen-Apotheke" (Trier, 1241, the oldest, still open;
  Dresden, 1560, closed 1945, where Johann Trier was owner; told apart only by town, years and staff), the
  (invented) pharmacist Johann Trier was born in Nuremberg and worked in Nuremberg, Vienna and Dresden, never in
  Trier, the Raeapteek was founded in exactly 1422, two remedies are exactly 45 % alcohol and the Rose Water Cream
  was first made in exactly 1700;
- `ropeways`: an aerial-ropeway registry kept with FOAF and the W3C ORG ontology
  (`https://ropeway-registry.example.com/ropeway/peak-2-peak`, `…/org/doppelmayr`, `…/person/peter-whistler`,
  `…/membership/m04`, `…/post/doppelmayr-ceo`, `…/role/ceo`, vocabulary `…/ns#`): manufacturers, operators and
  holdings are `org:FormalOrganization`s named by `foaf:name`, classified by SKOS concepts and tied to their group
  by `org:subOrganizationOf` only; people are `foaf:Person`s, and who does what where is said ONLY by
  `org:Membership`s (`org:member`, `org:organization`, `org:role` a SKOS concept, `org:memberDuring` a blank
  `time:Interval` whose `time:hasBeginning` / `time:hasEnd` are blank `time:Instant`s with `time:inXSDgYear`, no
  end while it lasts) and four `org:Post`s (`org:postIn`, `org:role`, `org:heldBy`, one vacant), so "who is the
  chief executive of Doppelmayr Group now" is the membership with no end and "who was in 2010" the one spanning it;
  each ropeway is an `org:Site` labelled @en that its operator lists by `org:hasSite` (the ropeway does not name
  its operator), with a builder, a system type (SKOS), opening year, length, vertical rise, cabin capacity, top
  speed and project manager; two ropeways are both "Skyline Gondola" (Queenstown, 1967, by Leitner; Rotorua,
  1985, by Doppelmayr; told apart only by place, year and builder), the (invented) engineer Peter Whistler was born
  in Innsbruck and managed the Ba Na Hills and Mukumbarí projects, nothing at Whistler, where the Peak 2 Peak
  Gondola is, the Peak 2 Peak Gondola and Sandia Peak Tramway are exactly 4400 m long and the Metrocable Line K
  opened in exactly 2004.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (303 SPARQL checks run with pyoxigraph over the five KGs by verify_as.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, nor the label or alias of the Wikibase property entity behind it, names it), and one per name in the made-up
questions (38 names in 30 questions) checked to be no literal and no IRI's local name, raw or percent-decoded, in
the KG; plus 821 more: 69 on the traps (the people named like a place and unrelated to it, the one-way
`notableParticipant`, `foundedBy`, `P629`, `ofMarathon`, `org:hasSite` and `org:subOrganizationOf`, the pharmacies
that name no staff, the five DBpedia resources with no English label and the language tags on every label, the
truthy items with no rdf:type and every direct claim backed by a labelled property entity, the dates all midnight
dateTimes, the numbers only on blank quantity values with units, no winning time faster than its course record,
the sheet's yes / no strings, one class per row and no property outside the columns, the untitled positions, the
membership intervals and instants that are blank, every held post matching a current membership, the values that
sit exactly on a question's threshold), 5 on shared names, 22 that the superlatives are not ties, 108 that each KG
parses as N-Triples one distinct triple a line with typed literals in canonical form, with the number of literals
of each datatype as written in the text (pyoxigraph stores xsd:nonNegativeInteger as xsd:integer) and with no
entity bearing two names of one kind (`rdfs:label`, `schema:description`, `foaf:name`, `skos:prefLabel`, a
`title`) in one language, that the Q ids are distinct, 323 that every IRI in a gold set is in its KG, 15 that the
entity of each unanswerable question exists, 240 that each pseudo graph parses, its names are names in its KG and
its relation words are not the KG's predicate names, column names, property labels, Wikibase property labels or
aliases, or SOSA observed-property labels, 38 that each made-up name is in its question, and the rest that each KG
has 41 distinct questions with no brackets, three unanswerable, six made-up, and six one-hop and six two-hop
distinct graphs). "right" = the top answer is gold; an empty gold set means the KG cannot answer and the right
behaviour is no answer (three per KG, each about an entity the KG has, asking for something it does not record:
ticket prices, visitor numbers, kite fabrics, cover prices, headword counts, illustrators, entry fees, shoes, prize
money, bottle prices, museum visitors, phone numbers, fares, ridership, salaries). Made-up questions (six per KG)
name entities that do not exist (invented, or real names recombined or altered) and must not be answered. The
pseudo graphs (six one-hop and six two-hop per KG) use relation words of their own, not the KG's predicate names,
column names or property labels.

    python bench/unseen_as.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import ORG, TIME, Graph  # noqa: E402


# ---- kites (a DBpedia-like dump of kite festivals, kite makers and kites: resources named by their page title
# ---- (`…/resource/Festival_of_the_Winds_(Sydney)`, `…/resource/Revolution_1.5`), a camelCase ontology of its own
# ---- (`location`, `foundingYear` xsd:gYear, `notableParticipant`, `foundedBy`, `headquarter`, `designer`,
# ---- `manufacturer`, `kiteType`, `wingspan` xsd:decimal, `numberOfLines` xsd:nonNegativeInteger, `wikiPageID`)
# ---- whose properties are declared with en and de labels, and every resource labelled by `rdfs:label` in en, de
# ---- and fr where its wiki has a page, so some (the Hamamatsu festival, the Berck meeting, Ralf Dietrich, the
# ---- Lyon workshop and its rokkaku) have no English label at all; a festival lists its notable participants and
# ---- a company its founders, never the other way round) ---------------------------------------------------------
KI = "http://kites.dbpedia-mirror.example.org/"
KIR, KIO = KI + "resource/", KI + "ontology/"


def _ki(name: str) -> str:
    """The dump's IRI for the page `name` (underscores for spaces, other characters kept as they are)."""
    return KIR + name.replace(" ", "_")


# ontology property: (kind, en label, de label)
KI_PROPERTIES = {"location": ("Object", "location", "Standort"), "country": ("Object", "country", "Land"),
                 "foundingYear": ("Datatype", "founding year", "Gründungsjahr"),
                 "month": ("Datatype", "month", "Monat"), "biennial": ("Datatype", "biennial", "zweijährlich"),
                 "notableParticipant": ("Object", "notable participant", "bekannter Teilnehmer"),
                 "foundedBy": ("Object", "founded by", "gegründet von"),
                 "headquarter": ("Object", "headquarter", "Hauptsitz"),
                 "birthPlace": ("Object", "birth place", "Geburtsort"),
                 "birthDate": ("Datatype", "birth date", "Geburtsdatum"),
                 "designer": ("Object", "designer", "Designer"),
                 "manufacturer": ("Object", "manufacturer", "Hersteller"),
                 "kiteType": ("Object", "kite type", "Drachentyp"),
                 "introductionYear": ("Datatype", "introduction year", "Einführungsjahr"),
                 "wingspan": ("Datatype", "wingspan", "Spannweite"),
                 "numberOfLines": ("Datatype", "number of lines", "Anzahl der Leinen"),
                 "wikiPageID": ("Datatype", "Wikipage page ID", "Wikipage-Seiten-ID")}
KI_CLASSES = {"Festival": ("festival", "Festival"), "Company": ("company", "Unternehmen"),
              "Person": ("person", "Person"), "City": ("city", "Stadt"), "Country": ("country", "Staat"),
              "Kite": ("kite", "Drachen"), "KiteType": ("kite type", "Drachentyp")}
# country: (en, de, fr)
KI_COUNTRIES = {"China": ("China", "China", "Chine"), "France": ("France", "Frankreich", "France"),
                "Denmark": ("Denmark", "Dänemark", "Danemark"),
                "United_Kingdom": ("United Kingdom", "Vereinigtes Königreich", "Royaume-Uni"),
                "United_States": ("United States", "Vereinigte Staaten", "États-Unis"),
                "India": ("India", "Indien", "Inde"), "Australia": ("Australia", "Australien", "Australie"),
                "South_Africa": ("South Africa", "Südafrika", "Afrique du Sud"),
                "Italy": ("Italy", "Italien", "Italie"), "Japan": ("Japan", "Japan", "Japon"),
                "New_Zealand": ("New Zealand", "Neuseeland", "Nouvelle-Zélande"),
                "Germany": ("Germany", "Deutschland", "Allemagne"), "Canada": ("Canada", "Kanada", "Canada")}
# city: (en, de, fr, country)
KI_CITIES = {"Weifang": ("Weifang", "Weifang", "Weifang", "China"),
             "Dieppe": ("Dieppe", "Dieppe", "Dieppe", "France"),
             "Berck-sur-Mer": ("Berck-sur-Mer", "Berck-sur-Mer", "Berck-sur-Mer", "France"),
             "Fanø": ("Fanø", "Fanø", "Fanø", "Denmark"),
             "Bristol": ("Bristol", "Bristol", "Bristol", "United_Kingdom"),
             "Portsmouth": ("Portsmouth", "Portsmouth", "Portsmouth", "United_Kingdom"),
             "Long_Beach,_Washington": ("Long Beach, Washington", "Long Beach (Washington)",
                                        "Long Beach (Washington)", "United_States"),
             "Ahmedabad": ("Ahmedabad", "Ahmedabad", "Ahmedabad", "India"),
             "Sydney": ("Sydney", "Sydney", "Sydney", "Australia"),
             "Cape_Town": ("Cape Town", "Kapstadt", "Le Cap", "South_Africa"),
             "Cervia": ("Cervia", "Cervia", "Cervia", "Italy"),
             "Hamamatsu": ("Hamamatsu", "Hamamatsu", "Hamamatsu", "Japan"),
             "Ashburton,_New_Zealand": ("Ashburton", "Ashburton", "Ashburton", "New_Zealand"),
             "Christchurch": ("Christchurch", "Christchurch", "Christchurch", "New_Zealand"),
             "Stowmarket": ("Stowmarket", "Stowmarket", "Stowmarket", "United_Kingdom"),
             "Rendsburg": ("Rendsburg", "Rendsburg", "Rendsburg", "Germany"),
             "Hamburg": ("Hamburg", "Hamburg", "Hambourg", "Germany"),
             "Seattle": ("Seattle", "Seattle", "Seattle", "United_States"),
             "San_Diego": ("San Diego", "San Diego", "San Diego", "United_States"),
             "Lyon": ("Lyon", "Lyon", "Lyon", "France"),
             "Saint-Michel-des-Saints": ("Saint-Michel-des-Saints", "Saint-Michel-des-Saints",
                                         "Saint-Michel-des-Saints", "Canada"),
             "Greenwich": ("Greenwich", "Greenwich", "Greenwich", "United_Kingdom"),
             "Sanger,_California": ("Sanger, California", "Sanger (Kalifornien)", "Sanger (Californie)",
                                    "United_States"),
             "Brighton": ("Brighton", "Brighton", "Brighton", "United_Kingdom"),
             "London": ("London", "London", "Londres", "United_Kingdom")}
# person: (en, de, fr, birth date, birth place)
KI_PEOPLE = {"Peter_Lynn": ("Peter Lynn", "Peter Lynn", "Peter Lynn", "1946-03-09", "Christchurch"),
             "Domina_Jalbert": ("Domina Jalbert", "Domina Jalbert", "Domina Jalbert", "1904-05-23",
                                "Saint-Michel-des-Saints"),
             "Lawrence_Hargrave": ("Lawrence Hargrave", "Lawrence Hargrave", "Lawrence Hargrave", "1850-01-29",
                                   "Greenwich"),
             "Francis_Rogallo": ("Francis Rogallo", "Francis Rogallo", "Francis Rogallo", "1912-01-27",
                                 "Sanger,_California"),
             "Ray_Merry": ("Ray Merry", "Ray Merry", None, "1949-06-12", "Brighton"),
             "Andrew_Jones_(kite_designer)": ("Andrew Jones", None, None, "1951-11-02", "London"),
             "Ralf_Dietrich": (None, "Ralf Dietrich", None, "1960-04-18", "Hamburg"),
             "Mark_Reed_(kite_maker)": ("Mark Reed", None, None, "1962-08-30", "Seattle"),
             "Joe_Hadzicki": ("Joe Hadzicki", "Joe Hadzicki", None, "1955-02-14", "San_Diego"),
             "Martin_Lester": ("Martin Lester", "Martin Lester", "Martin Lester", "1956-03-02", "Bristol"),
             "Thomas_Dieppe": ("Thomas Dieppe", None, "Thomas Dieppe", "1968-09-14", "Lyon")}
# company: (en, de, fr, headquarter, founded, founders)
KI_COMPANIES = {"Peter_Lynn_Kites": ("Peter Lynn Kites", "Peter Lynn Kites", None, "Ashburton,_New_Zealand", "1970",
                                     ["Peter_Lynn"]),
                "Flexifoil": ("Flexifoil", "Flexifoil", "Flexifoil", "Stowmarket", "1972",
                              ["Ray_Merry", "Andrew_Jones_(kite_designer)"]),
                "HQ_Kites": ("HQ Kites", "HQ Kites", None, "Rendsburg", "1987", ["Ralf_Dietrich"]),
                "Prism_Kite_Technology": ("Prism Kite Technology", None, None, "Seattle", "1988",
                                          ["Mark_Reed_(kite_maker)"]),
                "Revolution_Kites": ("Revolution Kites", None, None, "San_Diego", "1989", ["Joe_Hadzicki"]),
                "Martin_Lester_Kites": ("Martin Lester Kites", None, None, "Bristol", "1984", ["Martin_Lester"]),
                "Atelier_Vent_du_Nord": (None, None, "Atelier Vent du Nord", "Lyon", "1996", ["Thomas_Dieppe"])}
# kite type: (en, de, fr)
KI_TYPES = {"Box_kite": ("Box kite", "Kastendrachen", "Cerf-volant cellulaire"),
            "Parafoil": ("Parafoil", "Parafoil", "Parafoil"),
            "Delta_kite": ("Delta kite", "Deltadrachen", "Cerf-volant delta"),
            "Power_kite": ("Power kite", "Lenkmatte", "Cerf-volant de traction"),
            "Inflatable_kite": ("Inflatable kite", "Aufblasbarer Drachen", "Cerf-volant gonflable"),
            "Sport_kite": ("Sport kite", "Lenkdrachen", "Cerf-volant acrobatique"),
            "Rokkaku": ("Rokkaku", "Rokkaku", "Rokkaku")}
# festival: (en, de, fr, city, founded, month, biennial, notable participants)
KI_FESTIVALS = {
    "Weifang_International_Kite_Festival": (
        "Weifang International Kite Festival", "Internationales Drachenfest Weifang",
        "Festival international de cerf-volant de Weifang", "Weifang", "1984", "April", False,
        ["Peter_Lynn", "Thomas_Dieppe", "Martin_Lester"]),
    "Dieppe_International_Kite_Festival": (
        "Dieppe International Kite Festival", "Internationales Drachenfest Dieppe",
        "Festival international de cerf-volant de Dieppe", "Dieppe", "1980", "September", True,
        ["Peter_Lynn", "Ralf_Dietrich", "Mark_Reed_(kite_maker)"]),
    "Rencontres_internationales_de_cerfs-volants": (
        None, "Internationales Drachentreffen Berck-sur-Mer", "Rencontres internationales de cerfs-volants",
        "Berck-sur-Mer", "1987", "April", False, ["Ralf_Dietrich", "Martin_Lester"]),
    "Fanø_Kite_Fly": ("Fanø Kite Fly", "Drachenfest Fanø", None, "Fanø", "1985", "June", False,
                      ["Ralf_Dietrich", "Peter_Lynn"]),
    "Bristol_International_Kite_Festival": (
        "Bristol International Kite Festival", "Internationales Drachenfest Bristol", None, "Bristol", "1986",
        "September", False, ["Martin_Lester", "Thomas_Dieppe", "Ray_Merry"]),
    "Portsmouth_International_Kite_Festival": (
        "Portsmouth International Kite Festival", None, None, "Portsmouth", "1991", "August", False, ["Ray_Merry"]),
    "Washington_State_International_Kite_Festival": (
        "Washington State International Kite Festival", None, None, "Long_Beach,_Washington", "1981", "August",
        False, ["Mark_Reed_(kite_maker)", "Joe_Hadzicki"]),
    "International_Kite_Festival_Ahmedabad": (
        "International Kite Festival Ahmedabad", "Internationales Drachenfest Ahmedabad",
        "Festival international du cerf-volant d'Ahmedabad", "Ahmedabad", "1989", "January", False, ["Peter_Lynn"]),
    "Festival_of_the_Winds_(Sydney)": ("Festival of the Winds", "Festival der Winde", "Festival des vents", "Sydney",
                                       "1978", "September", False, ["Peter_Lynn", "Joe_Hadzicki"]),
    "Festival_of_the_Winds_(Cape_Town)": ("Festival of the Winds", "Festival der Winde", None, "Cape_Town", "1995",
                                          "March", True, ["Martin_Lester"]),
    "Artevento_Cervia": ("Artevento Cervia", "Artevento Cervia", None, "Cervia", "1981", "April", False,
                         ["Thomas_Dieppe", "Ralf_Dietrich"]),
    "Hamamatsu_Kite_Festival": (None, "Drachenfest Hamamatsu", "Fête des cerfs-volants de Hamamatsu", "Hamamatsu",
                                "1558", "May", False, []),
}
# kite: (en, de, fr, designers, manufacturer or None, kite type, introduced, wingspan in m, lines)
KI_KITES = {
    "Hargrave_box_kite": ("Hargrave box kite", "Hargrave-Kastendrachen", None, ["Lawrence_Hargrave"], None,
                          "Box_kite", "1893", "2.1", 1),
    "Jalbert_parafoil": ("Jalbert parafoil", "Jalbert-Parafoil", None, ["Domina_Jalbert"], None, "Parafoil", "1964",
                         "3", 1),
    "Rogallo_Flexikite": ("Rogallo Flexikite", None, None, ["Francis_Rogallo"], None, "Delta_kite", "1948", "1.2", 1),
    "Flexifoil_Standard": ("Flexifoil Standard", None, None, ["Ray_Merry", "Andrew_Jones_(kite_designer)"],
                           "Flexifoil", "Power_kite", "1972", "1.8", 2),
    "Mega_Ray": ("Mega Ray", "Mega Ray", "Mega Ray", ["Peter_Lynn"], "Peter_Lynn_Kites", "Inflatable_kite", "2006",
                 "38", 1),
    "Peter_Lynn_Arc": ("Peter Lynn Arc", None, None, ["Peter_Lynn"], "Peter_Lynn_Kites", "Power_kite", "1999", "4.5",
                       4),
    "Prism_Quantum": ("Prism Quantum", None, None, ["Mark_Reed_(kite_maker)"], "Prism_Kite_Technology", "Sport_kite",
                      "1998", "2.4", 2),
    "Revolution_1.5": ("Revolution 1.5", "Revolution 1.5", None, ["Joe_Hadzicki"], "Revolution_Kites", "Sport_kite",
                       "1989", "2.4", 4),
    "HQ_Symphony_Beach": ("HQ Symphony Beach", "HQ Symphony Beach", None, ["Ralf_Dietrich"], "HQ_Kites", "Parafoil",
                          "2005", "1.3", 2),
    "Lester_Legs": ("Lester Legs", None, None, ["Martin_Lester"], "Martin_Lester_Kites", "Inflatable_kite", "1993",
                    "9", 1),
    "Rokkaku_Vent_du_Nord": (None, "Rokkaku Vent du Nord", "Rokkaku Vent du Nord", ["Thomas_Dieppe"],
                             "Atelier_Vent_du_Nord", "Rokkaku", "2004", "1.9", 1),
}


def kites_kg() -> str:
    """N-Triples of the DBpedia-like kite dump: page-title IRIs, en/de/fr labels (some without en), own ontology."""
    g = Graph()
    page_ids = iter(range(40112, 10 ** 6, 137))

    def resource(name: str, cls: str, en: str | None, de: str | None, fr: str | None) -> str:
        r = _ki(name)
        g.add(r, RDF_TYPE, KIO + cls)
        for label, lang in ((en, "en"), (de, "de"), (fr, "fr")):
            if label:
                g.add(r, RDFS + "label", _lit(label, lang))
        g.add(r, KIO + "wikiPageID", _typed(next(page_ids), "integer"))
        return r

    for cls, (en, de) in KI_CLASSES.items():
        g.add(KIO + cls, RDF_TYPE, OWL + "Class")
        g.add(KIO + cls, RDFS + "label", _lit(en, "en")), g.add(KIO + cls, RDFS + "label", _lit(de, "de"))
    for prop, (kind, en, de) in KI_PROPERTIES.items():
        g.add(KIO + prop, RDF_TYPE, f"{OWL}{kind}Property")
        g.add(KIO + prop, RDFS + "label", _lit(en, "en")), g.add(KIO + prop, RDFS + "label", _lit(de, "de"))
    for name, labels in KI_COUNTRIES.items():
        resource(name, "Country", *labels)
    for name, (en, de, fr, country) in KI_CITIES.items():
        g.add(resource(name, "City", en, de, fr), KIO + "country", _ki(country))
    for name, (en, de, fr, born, place) in KI_PEOPLE.items():
        p = resource(name, "Person", en, de, fr)
        g.add(p, KIO + "birthDate", _typed(born, "date")), g.add(p, KIO + "birthPlace", _ki(place))
    for name, (en, de, fr, hq, founded, founders) in KI_COMPANIES.items():
        c = resource(name, "Company", en, de, fr)
        g.add(c, KIO + "headquarter", _ki(hq)), g.add(c, KIO + "foundingYear", _typed(founded, "gYear"))
        for f in founders:
            g.add(c, KIO + "foundedBy", _ki(f))
    for name, labels in KI_TYPES.items():
        resource(name, "KiteType", *labels)
    for name, (en, de, fr, city, founded, month, biennial, participants) in KI_FESTIVALS.items():
        f = resource(name, "Festival", en, de, fr)
        g.add(f, KIO + "location", _ki(city)), g.add(f, KIO + "foundingYear", _typed(founded, "gYear"))
        g.add(f, KIO + "month", _lit(month)), g.add(f, KIO + "biennial", _typed(str(biennial).lower(), "boolean"))
        for p in participants:
            g.add(f, KIO + "notableParticipant", _ki(p))
    for name, (en, de, fr, designers, maker, kind, introduced, span, lines) in KI_KITES.items():
        k = resource(name, "Kite", en, de, fr)
        for d in designers:
            g.add(k, KIO + "designer", _ki(d))
        if maker:
            g.add(k, KIO + "manufacturer", _ki(maker))
        g.add(k, KIO + "kiteType", _ki(kind)), g.add(k, KIO + "introductionYear", _typed(introduced, "gYear"))
        g.add(k, KIO + "wingspan", _typed(span, "decimal"))
        g.add(k, KIO + "numberOfLines", _typed(lines, "nonNegativeInteger"))
    return g.unique_text()


def _kis(*names: str) -> set[str]:
    return {_ki(n) for n in names}


KITES_QUESTIONS = [
    ("Where is the Fanø Kite Fly held?", _kis("Fanø")),
    ("Which kite festivals take place in France?",
     _kis("Dieppe_International_Kite_Festival", "Rencontres_internationales_de_cerfs-volants")),
    ("When was the Weifang International Kite Festival founded?", {"1984"}),
    ("Which is the oldest kite festival?", _kis("Hamamatsu_Kite_Festival")),
    ("Which kite festival is the newest?", _kis("Festival_of_the_Winds_(Cape_Town)")),
    ("Which festivals were founded before 1981?",
     _kis("Dieppe_International_Kite_Festival", "Festival_of_the_Winds_(Sydney)", "Hamamatsu_Kite_Festival")),
    ("Which festivals were first held in 1981?",
     _kis("Washington_State_International_Kite_Festival", "Artevento_Cervia")),
    ("Which festivals are held every other year?",
     _kis("Dieppe_International_Kite_Festival", "Festival_of_the_Winds_(Cape_Town)")),
    ("In which month does the Bristol International Kite Festival take place?", {"September"}),
    ("Which kite festivals are held in April?",
     _kis("Weifang_International_Kite_Festival", "Rencontres_internationales_de_cerfs-volants", "Artevento_Cervia")),
    ("When did the Festival of the Winds in Cape Town start?", {"1995"}),
    ("In which city is the Festival of the Winds that was founded in 1978?", _kis("Sydney")),
    ("Who designed the Mega Ray?", _kis("Peter_Lynn")),
    ("Which kites did Peter Lynn design?", _kis("Mega_Ray", "Peter_Lynn_Arc")),
    ("Who manufactures the Prism Quantum?", _kis("Prism_Kite_Technology")),
    ("Which kites does Revolution Kites make?", _kis("Revolution_1.5")),
    ("Which kites are flown with four lines?", _kis("Peter_Lynn_Arc", "Revolution_1.5")),
    ("Which kite has the largest wingspan?", _kis("Mega_Ray")),
    ("Which kites are wider than 2.4 metres?", _kis("Jalbert_parafoil", "Mega_Ray", "Peter_Lynn_Arc", "Lester_Legs")),
    ("What is the wingspan of Lester Legs?", {"9"}),
    ("Which kites are parafoils?", _kis("Jalbert_parafoil", "HQ_Symphony_Beach")),
    ("What kind of kite is the Revolution 1.5?", _kis("Sport_kite")),
    ("When was the Hargrave box kite introduced?", {"1893"}),
    ("Where was Domina Jalbert born?", _kis("Saint-Michel-des-Saints")),
    ("Who founded Flexifoil?", _kis("Ray_Merry", "Andrew_Jones_(kite_designer)")),
    ("Where is HQ Kites based?", _kis("Rendsburg")),
    ("Which kite companies were founded before 1987?", _kis("Peter_Lynn_Kites", "Flexifoil", "Martin_Lester_Kites")),
    ("At which festivals has Thomas Dieppe flown?",
     _kis("Weifang_International_Kite_Festival", "Bristol_International_Kite_Festival", "Artevento_Cervia")),
    ("Where was Thomas Dieppe born?", _kis("Lyon")),
    ("Which company did Thomas Dieppe found?", _kis("Atelier_Vent_du_Nord")),
    ("How many festivals has Peter Lynn flown at?", {"5"}),
    ("Which kite makers took part in the Festival of the Winds in Sydney?", _kis("Peter_Lynn", "Joe_Hadzicki")),
    ("Which kites were designed by people born in the United States?",
     _kis("Rogallo_Flexikite", "Prism_Quantum", "Revolution_1.5")),
    ("In which country is the maker of the HQ Symphony Beach based?", _kis("Germany")),
    ("When was Ralf Dietrich born?", {"1960-04-18"}),
    ("Which sport kites have four lines?", _kis("Revolution_1.5")),
    ("who designed the jalbert parafoil", _kis("Domina_Jalbert")),
    ("Where was Fransis Rogallo born?", _kis("Sanger,_California")),  # misspelt: Francis
    ("How much does a ticket to the Dieppe International Kite Festival cost?", set()),  # no prices
    ("How many visitors came to the Weifang International Kite Festival?", set()),  # no attendance
    ("What fabric is the Flexifoil Standard made of?", set()),  # no materials
]
KITES_MADE_UP = ["Who designed the Sky Serpent?", "When was the Brighton Kite Festival founded?",
                 "Which kites did Peter Hargrave design?", "Where was Martin Lynn born?",
                 "Which kite festivals are held in Oslo?", "Who makes the Flexifoil Tornado?"]
KITES_GRAPHS = [
    ('[("Mega Ray", "invented by", ?x)]', _kis("Peter_Lynn")),
    ('[(?x, "produced by", "Flexifoil")]', _kis("Flexifoil_Standard")),
    ('[("Fanø Kite Fly", "held in", ?x)]', _kis("Fanø")),
    ('[("Domina Jalbert", "native town", ?x)]', _kis("Saint-Michel-des-Saints")),
    ('[("Weifang International Kite Festival", "year started", ?x)]', {"1984"}),
    ('[("Bristol International Kite Festival", "guest flyer", ?x)]',
     _kis("Martin_Lester", "Thomas_Dieppe", "Ray_Merry")),
    ('[("Revolution 1.5", "invented by", ?p), (?p, "native town", ?x)]', _kis("San_Diego")),
    ('[(?k, "produced by", "Peter Lynn Kites"), (?k, "span", ?x)]', {"38", "4.5"}),
    ('[("Dieppe International Kite Festival", "held in", ?c), (?c, "nation", ?x)]', _kis("France")),
    ('[(?f, "guest flyer", "Thomas Dieppe"), (?f, "held in", ?x)]', _kis("Weifang", "Bristol", "Cervia")),
    ('[("HQ Symphony Beach", "produced by", ?m), (?m, "head office", ?x)]', _kis("Rendsburg")),
    ('[("Lester Legs", "invented by", ?p), (?p, "date of birth", ?x)]', {"1956-03-02"}),
]


# ---- lexicography (a Wikidata-style truthy dump of dictionaries, their editions, editors and publishers: items are
# ---- opaque Q ids (`…/entity/Q1516261`) stated with direct claims (`…/prop/direct/P98`), no rdf:type (the class is
# ---- a `P31` claim), each item named by `rdfs:label`@en (some also @de / @fr), `skos:altLabel` aliases
# ---- ("OED", "Johnson's Dictionary") and a `schema:description`; the properties are entities of their own
# ---- (`…/entity/P98`, a `wikibase:Property` with `rdfs:label` "editor", aliases and `wikibase:directClaim`), every
# ---- date an xsd:dateTime at midnight UTC, every quantity an xsd:decimal; an edition says `P629` (edition or
# ---- translation of) its work, never the other way round) --------------------------------------------------------
LX = "http://lexicon-data.example.org/"
WD, WDT = LX + "entity/", LX + "prop/direct/"
WIKIBASE = "http://wikiba.se/ontology#"
# property: (label, aliases, description, value type)
LX_PROPERTIES = {
    "P31": ("instance of", ["is a"], "that class of which this subject is a particular example", "WikibaseItem"),
    "P98": ("editor", ["edited by"], "person who checks and corrects a work", "WikibaseItem"),
    "P123": ("publisher", ["published by"], "organization that published the work", "WikibaseItem"),
    "P577": ("publication date", ["date of publication"], "date when the work was first published", "Time"),
    "P407": ("language of work or name", ["language"], "language of the work", "WikibaseItem"),
    "P629": ("edition or translation of", ["edition of"], "the work of which this is an edition", "WikibaseItem"),
    "P393": ("edition number", ["edition"], "number of an edition", "String"),
    "P1104": ("number of pages", ["pages"], "number of pages in an edition of a written work", "Quantity"),
    "P2635": ("number of parts of this work", ["number of volumes"], "how many parts the work consists of",
              "Quantity"),
    "P19": ("place of birth", ["birthplace"], "most specific known birth location of a person", "WikibaseItem"),
    "P569": ("date of birth", ["birth date"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["death date"], "date on which the subject died", "Time"),
    "P27": ("country of citizenship", ["citizenship"], "the object is a country that recognizes the subject",
            "WikibaseItem"),
    "P17": ("country", ["sovereign state"], "sovereign state that this item is in", "WikibaseItem"),
    "P159": ("headquarters location", ["HQ", "based in"], "city where an organization's headquarters is",
             "WikibaseItem"),
    "P571": ("inception", ["founded", "date founded"], "time when an entity begins to exist", "Time"),
}
# key: Q id
LX_IDS = {
    "human": "Q5", "dictionary": "Q23622", "edition": "Q3331189", "publisher": "Q2085381", "city": "Q515",
    "country": "Q6256", "language": "Q34770", "society": "Q955824",
    "uk": "Q145", "usa": "Q30", "germany": "Q183", "france": "Q142", "netherlands": "Q55", "italy": "Q38",
    "sweden": "Q34", "spain": "Q29", "jamaica": "Q766",
    "english": "Q1860", "german": "Q188", "french": "Q150", "dutch": "Q7411", "italian": "Q652", "swedish": "Q9027",
    "spanish": "Q1321", "scots": "Q14549",
    "oxford": "Q34217", "leipzig": "Q2079", "paris": "Q90", "leiden": "Q43631", "springfield": "Q49158",
    "new-haven": "Q49145", "aberdeen": "Q36405", "cambridge-ma": "Q49111", "florence": "Q2044", "stockholm": "Q1754",
    "madrid": "Q2807", "denholm": "Q1189340", "manchester": "Q18125", "dundee": "Q123709", "birmingham": "Q2256",
    "lichfield": "Q207170", "guilford": "Q1024468", "west-hartford": "Q1003998", "hanau": "Q3802",
    "toucy": "Q474891", "hoorn": "Q213246", "wesel": "Q4054", "concord": "Q49197", "kingston": "Q34692",
    "edinburgh": "Q23436",
    "oup": "Q1516261", "hirzel": "Q2209393", "hachette": "Q1571360", "larousse": "Q1574346", "sijthoff": "Q2325840",
    "bi": "Q876478", "merriam": "Q1921134", "converse": "Q7387004", "aup": "Q4667461", "belknap": "Q4883502",
    "crusca": "Q474468", "svenska": "Q207360", "rae": "Q199700",
    "murray": "Q1683117", "bradley": "Q1606120", "craigie": "Q1378001", "onions": "Q1066870",
    "johnson-1709": "Q101638", "johnson-1757": "Q7412893", "webster": "Q353458", "jacob-grimm": "Q6188",
    "wilhelm-grimm": "Q6190", "littre": "Q295891", "pierre-larousse": "Q319896", "de-vries": "Q2163290",
    "konrad-duden": "Q67553", "gove": "Q7183996", "cassidy": "Q5496783", "margaret-leiden": "Q118310001",
    "oed": "Q36104", "johnson-dict": "Q1213015", "school-dict": "Q118310002", "webster-1828": "Q7738455",
    "dwb": "Q1206211", "littre-dict": "Q3030428", "gdu": "Q1542880", "crusca-voc": "Q2496014", "wnt": "Q1851330",
    "saob": "Q1930218", "duden": "Q1256891", "rae-dict": "Q1220297", "w3": "Q7981018", "csd": "Q118310003",
    "dare": "Q5272795",
    "oed1": "Q118310011", "oed2": "Q118310012", "oed3": "Q118310013", "johnson4": "Q118310014",
    "duden1": "Q118310015", "duden9": "Q118310016", "duden28": "Q118310017",
}
# class, country or language: (label, description)
LX_CLASSES = {"human": ("human", "common name of Homo sapiens"), "dictionary": ("dictionary", "collection of words"),
              "edition": ("version, edition or translation", "form of a written work"),
              "publisher": ("publisher", "organization that publishes works"),
              "city": ("city", "large human settlement"), "country": ("country", "distinct territorial body"),
              "language": ("language", "system of communication"),
              "society": ("learned society", "organization promoting an academic discipline")}
LX_COUNTRIES = {"uk": "United Kingdom", "usa": "United States", "germany": "Germany", "france": "France",
                "netherlands": "Netherlands", "italy": "Italy", "sweden": "Sweden", "spain": "Spain",
                "jamaica": "Jamaica"}
LX_LANGUAGES = {"english": "English", "german": "German", "french": "French", "dutch": "Dutch", "italian": "Italian",
                "swedish": "Swedish", "spanish": "Spanish", "scots": "Scots"}
# city: (label, country)
LX_CITIES = {"oxford": ("Oxford", "uk"), "leipzig": ("Leipzig", "germany"), "paris": ("Paris", "france"),
             "leiden": ("Leiden", "netherlands"), "springfield": ("Springfield", "usa"),
             "new-haven": ("New Haven", "usa"), "aberdeen": ("Aberdeen", "uk"), "cambridge-ma": ("Cambridge", "usa"),
             "florence": ("Florence", "italy"), "stockholm": ("Stockholm", "sweden"), "madrid": ("Madrid", "spain"),
             "denholm": ("Denholm", "uk"), "manchester": ("Manchester", "uk"), "dundee": ("Dundee", "uk"),
             "birmingham": ("Birmingham", "uk"), "lichfield": ("Lichfield", "uk"), "guilford": ("Guilford", "usa"),
             "west-hartford": ("West Hartford", "usa"), "hanau": ("Hanau", "germany"), "toucy": ("Toucy", "france"),
             "hoorn": ("Hoorn", "netherlands"), "wesel": ("Wesel", "germany"), "concord": ("Concord", "usa"),
             "kingston": ("Kingston", "jamaica"), "edinburgh": ("Edinburgh", "uk")}
# person: (label, description, born, died or None, birth place, citizenship)
LX_PEOPLE = {
    "murray": ("James Murray", "Scottish lexicographer and philologist", "1837-02-07", "1915-07-26", "denholm", "uk"),
    "bradley": ("Henry Bradley", "British philologist and lexicographer", "1845-12-03", "1923-05-23", "manchester",
                "uk"),
    "craigie": ("William Craigie", "Scottish philologist and lexicographer", "1867-08-13", "1957-09-02", "dundee",
                "uk"),
    "onions": ("Charles Talbut Onions", "English grammarian and lexicographer", "1873-09-10", "1965-01-08",
               "birmingham", "uk"),
    "johnson-1709": ("Samuel Johnson", "English writer and lexicographer, 1709–1784", "1709-09-18", "1784-12-13",
                     "lichfield", "uk"),
    "johnson-1757": ("Samuel Johnson", "American lexicographer, 1757–1836", "1757-09-10", "1836-08-20", "guilford",
                     "usa"),
    "webster": ("Noah Webster", "American lexicographer", "1758-10-16", "1843-05-28", "west-hartford", "usa"),
    "jacob-grimm": ("Jacob Grimm", "German philologist and folklorist", "1785-01-04", "1863-09-20", "hanau",
                    "germany"),
    "wilhelm-grimm": ("Wilhelm Grimm", "German author and philologist", "1786-02-24", "1859-12-16", "hanau",
                      "germany"),
    "littre": ("Émile Littré", "French lexicographer and philosopher", "1801-02-01", "1881-06-02", "paris", "france"),
    "pierre-larousse": ("Pierre Larousse", "French grammarian, lexicographer and encyclopaedist", "1817-10-23",
                        "1875-01-03", "toucy", "france"),
    "de-vries": ("Matthias de Vries", "Dutch linguist", "1820-10-09", "1892-08-18", "hoorn", "netherlands"),
    "konrad-duden": ("Konrad Duden", "German philologist", "1829-01-03", "1911-08-01", "wesel", "germany"),
    "gove": ("Philip Babcock Gove", "American lexicographer", "1902-06-27", "1972-11-16", "concord", "usa"),
    "cassidy": ("Frederic Cassidy", "Jamaican-born American lexicographer", "1907-10-10", "2000-06-14", "kingston",
                "usa"),
    "margaret-leiden": ("Margaret Leiden", "Scottish lexicographer", "1941-05-19", None, "edinburgh", "uk"),
}
# publisher: (label, description, headquarters, inception year, country)
LX_PUBLISHERS = {
    "oup": ("Oxford University Press", "university press of the University of Oxford", "oxford", "1586", "uk"),
    "hirzel": ("S. Hirzel", "German publishing house", "leipzig", "1853", "germany"),
    "hachette": ("Hachette", "French publishing house", "paris", "1826", "france"),
    "larousse": ("Larousse", "French publishing house", "paris", "1852", "france"),
    "sijthoff": ("A. W. Sijthoff", "Dutch publishing house", "leiden", "1851", "netherlands"),
    "bi": ("Bibliographisches Institut", "German publishing house", "leipzig", "1826", "germany"),
    "merriam": ("Merriam-Webster", "American publisher of reference books", "springfield", "1831", "usa"),
    "converse": ("S. Converse", "American publisher and bookseller", "new-haven", "1815", "usa"),
    "aup": ("Aberdeen University Press", "Scottish publisher", "aberdeen", "1840", "uk"),
    "belknap": ("Belknap Press", "imprint of Harvard University Press", "cambridge-ma", "1954", "usa"),
}
# learned society: (label, alias or None, description, headquarters)
LX_SOCIETIES = {"crusca": ("Accademia della Crusca", None, "Italian academy of language", "florence"),
                "svenska": ("Swedish Academy", "Svenska Akademien", "Swedish academy of language", "stockholm"),
                "rae": ("Real Academia Española", "RAE", "Spanish academy of language", "madrid")}
# dictionary: (label, aliases, description, editors, publisher or None, first published, language, volumes or None,
#              pages or None)
LX_WORKS = {
    "oed": ("Oxford English Dictionary", ["OED"], "historical dictionary of the English language",
            ["murray", "bradley", "craigie", "onions"], "oup", "1884-02-01", "english", None, None),
    "johnson-dict": ("A Dictionary of the English Language", ["Johnson's Dictionary"],
                     "dictionary by Samuel Johnson, 1755", ["johnson-1709"], None, "1755-04-15", "english", "2", None),
    "school-dict": ("A School Dictionary", [], "early dictionary compiled in the United States, 1798",
                    ["johnson-1757"], None, "1798-01-01", "english", "1", "198"),
    "webster-1828": ("An American Dictionary of the English Language", ["Webster's Dictionary"],
                     "dictionary by Noah Webster, 1828", ["webster"], "converse", "1828-01-01", "english", "2", None),
    "dwb": ("Deutsches Wörterbuch", ["Grimm's Dictionary"], "German dictionary begun by the Brothers Grimm",
            ["jacob-grimm", "wilhelm-grimm"], "hirzel", "1854-01-01", "german", "33", None),
    "littre-dict": ("Dictionnaire de la langue française", ["Le Littré"], "French dictionary by Émile Littré",
                    ["littre"], "hachette", "1863-01-01", "french", "4", None),
    "gdu": ("Grand dictionnaire universel du XIXe siècle", ["Grand Larousse du XIXe"],
            "French encyclopedic dictionary", ["pierre-larousse"], "larousse", "1866-01-01", "french", "17", None),
    "crusca-voc": ("Vocabolario degli Accademici della Crusca", [], "first dictionary of the Italian language",
                   ["crusca"], None, "1612-01-01", "italian", "1", None),
    "wnt": ("Woordenboek der Nederlandsche Taal", ["WNT"], "historical dictionary of the Dutch language",
            ["de-vries"], "sijthoff", "1864-01-01", "dutch", "43", None),
    "saob": ("Svenska Akademiens ordbok", ["SAOB"], "historical dictionary of the Swedish language", ["svenska"],
             "svenska", "1898-01-01", "swedish", "38", None),
    "duden": ("Duden", ["Vollständiges orthographisches Wörterbuch der deutschen Sprache"],
              "German spelling dictionary", ["konrad-duden"], "bi", "1880-07-07", "german", None, None),
    "rae-dict": ("Diccionario de la lengua española", ["DLE"], "dictionary of the Real Academia Española", ["rae"],
                 None, "1780-01-01", "spanish", "1", None),
    "w3": ("Webster's Third New International Dictionary", ["Webster's Third"], "unabridged American dictionary",
           ["gove"], "merriam", "1961-09-27", "english", "1", "2662"),
    "csd": ("Concise Scots Dictionary", [], "one-volume dictionary of the Scots language", ["margaret-leiden"],
            "aup", "1985-01-01", "scots", "1", "819"),
    "dare": ("Dictionary of American Regional English", ["DARE"], "dictionary of the dialects of American English",
             ["cassidy"], "belknap", "1985-01-01", "english", "6", None),
}
# edition: (label, work, edition number, published, volumes or None, pages or None)
LX_EDITIONS = {
    "oed1": ("Oxford English Dictionary, first edition", "oed", "1", "1928-04-19", "10", "15490"),
    "oed2": ("Oxford English Dictionary, second edition", "oed", "2", "1989-03-30", "20", "21730"),
    "oed3": ("Oxford English Dictionary, third edition", "oed", "3", "2000-03-14", None, None),
    "johnson4": ("A Dictionary of the English Language, fourth edition", "johnson-dict", "4", "1773-03-01", None,
                 None),
    "duden1": ("Duden, 1st edition", "duden", "1", "1880-07-07", None, "187"),
    "duden9": ("Duden, 9th edition", "duden", "9", "1915-01-01", None, "564"),
    "duden28": ("Duden, 28th edition", "duden", "28", "2020-08-12", None, "1296"),
}


def _wd(key: str) -> str:
    return WD + LX_IDS[key]


def _day(day: str) -> str:
    """A Wikidata time value: the day at midnight UTC as xsd:dateTime (a year alone is its first of January)."""
    return _typed(day + "T00:00:00Z" if "-" in day else day + "-01-01T00:00:00Z", "dateTime")


def lexicography_kg() -> str:
    """N-Triples of the Wikidata-style truthy dump: Q items, direct claims, labelled property entities."""
    g = Graph()

    def item(key: str, label: str, description: str, aliases: list[str] = ()) -> str:
        q = _wd(key)
        g.add(q, RDFS + "label", _lit(label, "en")), g.add(q, SCHEMA + "description", _lit(description, "en"))
        for alias in aliases:
            g.add(q, SKOS + "altLabel", _lit(alias, "en"))
        return q

    def claim(key: str, prop: str, value: str) -> None:
        g.add(_wd(key), WDT + prop, value)

    for pid, (label, aliases, description, kind) in LX_PROPERTIES.items():
        p = WD + pid
        g.add(p, RDF_TYPE, WIKIBASE + "Property"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, SCHEMA + "description", _lit(description, "en"))
        for alias in aliases:
            g.add(p, SKOS + "altLabel", _lit(alias, "en"))
        g.add(p, WIKIBASE + "directClaim", WDT + pid), g.add(p, WIKIBASE + "propertyType", WIKIBASE + kind)
    for key, (label, description) in LX_CLASSES.items():
        item(key, label, description)
    for key, label in LX_COUNTRIES.items():
        item(key, label, "sovereign state"), claim(key, "P31", _wd("country"))
    for key, label in LX_LANGUAGES.items():
        item(key, label, "language"), claim(key, "P31", _wd("language"))
    for key, (label, country) in LX_CITIES.items():
        item(key, label, "city"), claim(key, "P31", _wd("city")), claim(key, "P17", _wd(country))
    for key, (label, description, born, died, place, citizenship) in LX_PEOPLE.items():
        item(key, label, description), claim(key, "P31", _wd("human"))
        claim(key, "P569", _day(born)), claim(key, "P19", _wd(place)), claim(key, "P27", _wd(citizenship))
        if died:
            claim(key, "P570", _day(died))
    for key, (label, description, hq, founded, country) in LX_PUBLISHERS.items():
        item(key, label, description), claim(key, "P31", _wd("publisher"))
        claim(key, "P159", _wd(hq)), claim(key, "P571", _day(founded)), claim(key, "P17", _wd(country))
    for key, (label, alias, description, hq) in LX_SOCIETIES.items():
        item(key, label, description, [alias] if alias else []), claim(key, "P31", _wd("society"))
        claim(key, "P159", _wd(hq))
    for key, fields in LX_WORKS.items():
        label, aliases, description, editors, publisher, published, language, volumes, pages = fields
        item(key, label, description, aliases), claim(key, "P31", _wd("dictionary"))
        for e in editors:
            claim(key, "P98", _wd(e))
        if publisher:
            claim(key, "P123", _wd(publisher))
        claim(key, "P577", _day(published)), claim(key, "P407", _wd(language))
        if volumes:
            claim(key, "P2635", _typed(volumes, "decimal"))
        if pages:
            claim(key, "P1104", _typed(pages, "decimal"))
    for key, (label, work, number, published, volumes, pages) in LX_EDITIONS.items():
        item(key, label, f"edition of {LX_WORKS[work][0]}"), claim(key, "P31", _wd("edition"))
        claim(key, "P629", _wd(work)), claim(key, "P393", _lit(number)), claim(key, "P577", _day(published))
        if volumes:
            claim(key, "P2635", _typed(volumes, "decimal"))
        if pages:
            claim(key, "P1104", _typed(pages, "decimal"))
    return g.unique_text()


def _lx(*keys: str) -> set[str]:
    return {_wd(k) for k in keys}


LEXICOGRAPHY_QUESTIONS = [
    ("Who edited the Deutsches Wörterbuch?", _lx("jacob-grimm", "wilhelm-grimm")),
    ("Which dictionary did Noah Webster edit?", _lx("webster-1828")),
    ("Who published the Dictionnaire de la langue française?", _lx("hachette")),
    ("When did the second edition of the Oxford English Dictionary come out?", {"1989-03-30T00:00:00Z"}),
    ("Which is the oldest dictionary?", _lx("crusca-voc")),
    ("Which dictionaries first appeared in 1985?", _lx("csd", "dare")),
    ("Which dictionaries were published before 1780?", _lx("crusca-voc", "johnson-dict")),
    ("Which dictionary has the most volumes?", _lx("wnt")),
    ("How many volumes does the Grand dictionnaire universel du XIXe siècle have?", {"17"}),
    ("Which dictionaries have more than 20 volumes?", _lx("dwb", "wnt", "saob")),
    ("Which dictionaries are in French?", _lx("littre-dict", "gdu")),
    ("What language is the Woordenboek der Nederlandsche Taal in?", _lx("dutch")),
    ("Which editions of the Oxford English Dictionary are there?", _lx("oed1", "oed2", "oed3")),
    ("How many editions of the Duden are recorded?", {"3"}),
    ("How many pages does the 28th edition of the Duden have?", {"1296"}),
    ("Which edition has the most pages?", _lx("oed2")),
    ("Where was James Murray born?", _lx("denholm")),
    ("When was Noah Webster born?", {"1758-10-16T00:00:00Z"}),
    ("When did Émile Littré die?", {"1881-06-02T00:00:00Z"}),
    ("Where was the American lexicographer Samuel Johnson born?", _lx("guilford")),
    ("Which dictionary did the Samuel Johnson born in 1757 edit?", _lx("school-dict")),
    ("Which lexicographers were born in Hanau?", _lx("jacob-grimm", "wilhelm-grimm")),
    ("Which lexicographers were born in Germany?", _lx("jacob-grimm", "wilhelm-grimm", "konrad-duden")),
    ("Where is Oxford University Press based?", _lx("oxford")),
    ("Which publishers are based in Paris?", _lx("hachette", "larousse")),
    ("Which is the oldest publisher?", _lx("oup")),
    ("Which publishers were founded in 1826?", _lx("hachette", "bi")),
    ("Which dictionary did Margaret Leiden edit?", _lx("csd")),
    ("Where was Margaret Leiden born?", _lx("edinburgh")),
    ("Which dictionaries were published by a publisher based in Leipzig?", _lx("dwb", "duden")),
    ("In which country is the publisher of the Woordenboek der Nederlandsche Taal based?", _lx("netherlands")),
    ("Who edited the dictionary that Merriam-Webster published?", _lx("gove")),
    ("How many editors did the Oxford English Dictionary have?", {"4"}),
    ("Which English dictionaries have two volumes?", _lx("johnson-dict", "webster-1828")),
    ("Who edited Johnson's Dictionary?", _lx("johnson-1709")),
    ("What is the edition number of the Duden edition published in 2020?", {"28"}),
    ("who edited the concise scots dictionary", _lx("margaret-leiden")),
    ("Who published the Woordenboek der Nederlansche Taal?", _lx("sijthoff")),  # misspelt: Nederlandsche
    ("How much did the second edition of the Oxford English Dictionary cost?", set()),  # no prices
    ("How many headwords does the Deutsches Wörterbuch contain?", set()),  # no headword counts
    ("Who illustrated the Grand dictionnaire universel du XIXe siècle?", set()),  # no illustrators
]
LEXICOGRAPHY_MADE_UP = ["Who edited the Dictionary of Welsh Usage?", "When was Jacob Littré born?",
                        "Which dictionaries did Henry Webster edit?", "Where is Rosenkranz Verlag based?",
                        "Which dictionaries are written in Frisian?",
                        "How many volumes does the Great Lithuanian Lexicon have?"]
LEXICOGRAPHY_GRAPHS = [
    ('[("Deutsches Wörterbuch", "compiled by", ?x)]', _lx("jacob-grimm", "wilhelm-grimm")),
    ('[("Dictionnaire de la langue française", "brought out by", ?x)]', _lx("hachette")),
    ('[("James Murray", "native city", ?x)]', _lx("denholm")),
    ('[(?x, "version of", "Oxford English Dictionary")]', _lx("oed1", "oed2", "oed3")),
    ('[("Noah Webster", "born on", ?x)]', {"1758-10-16T00:00:00Z"}),
    ('[("Grand dictionnaire universel du XIXe siècle", "volume count", ?x)]', {"17"}),
    ('[(?d, "compiled by", "Margaret Leiden"), (?d, "brought out by", ?x)]', _lx("aup")),
    ('[("Duden", "compiled by", ?p), (?p, "native city", ?x)]', _lx("wesel")),
    ('[(?e, "version of", "Duden"), (?e, "page count", ?x)]', {"187", "564", "1296"}),
    ('[("Woordenboek der Nederlandsche Taal", "brought out by", ?p), (?p, "seat", ?x)]', _lx("leiden")),
    ('[("Dictionary of American Regional English", "compiled by", ?p), (?p, "born on", ?x)]',
     {"1907-10-10T00:00:00Z"}),
    ('[("Hachette", "seat", ?c), (?c, "nation", ?x)]', _lx("france")),
]


# ---- marathons (a race-results open-data service publishing with SOSA and QUDT: every number lives on a blank
# ---- `qudt:QuantityValue` (`qudt:numericValue` xsd:decimal, `qudt:unit` unit:SEC, unit:M, unit:DEG_C or unit:NUM):
# ---- a marathon's course record (`…/def#courseRecord`, with a `courseRecordHolder` and `courseRecordYear`) and
# ---- elevation gain, an edition's finishers, and the men's and women's winning times and the start temperature
# ---- of each edition as `sosa:Observation`s (`sosa:hasFeatureOfInterest` the edition, `sosa:observedProperty`
# ---- `…/property/men-winning-time`, `…/property/start-temperature`, `sosa:hasResult` the blank quantity, the
# ---- temperature `sosa:madeBySensor` a start-line weather station); races, editions, cities and countries are
# ---- labelled @en, runners by a plain `rdfs:label`; an edition says which marathon it is `ofMarathon`, never the
# ---- other way round) -------------------------------------------------------------------------------------------
MA = "https://marathon-results.example.net/"
MAV = MA + "def#"
QUDT, UNIT = "http://qudt.org/schema/qudt/", "http://qudt.org/vocab/unit/"
SOSA = "http://www.w3.org/ns/sosa/"
MA_COUNTRIES = {"de": "Germany", "us": "United States", "gb": "United Kingdom", "jp": "Japan", "nl": "Netherlands",
                "es": "Spain", "fr": "France", "ke": "Kenya", "et": "Ethiopia", "be": "Belgium", "so": "Somalia"}
# city: (label, country)
MA_CITIES = {"berlin": ("Berlin", "de"), "chicago": ("Chicago", "us"), "london": ("London", "gb"),
             "boston": ("Boston", "us"), "new-york": ("New York City", "us"), "tokyo": ("Tokyo", "jp"),
             "rotterdam": ("Rotterdam", "nl"), "valencia": ("Valencia", "es"), "paris": ("Paris", "fr"),
             "amsterdam": ("Amsterdam", "nl"), "kapsisiywa": ("Kapsisiywa", "ke"), "chepkorio": ("Chepkorio", "ke"),
             "eldoret": ("Eldoret", "ke"), "iten": ("Iten", "ke"), "leeds": ("Leeds", "gb"), "adama": ("Adama", "et"),
             "mogadishu": ("Mogadishu", "so")}
# runner: (label, nationality, birth year, birth place or None)
MA_RUNNERS = {"eliud-kipchoge": ("Eliud Kipchoge", "ke", "1984", "kapsisiywa"),
              "kelvin-kiptum": ("Kelvin Kiptum", "ke", "1999", "chepkorio"),
              "tigist-assefa": ("Tigist Assefa", "et", "1994", None),
              "sifan-hassan": ("Sifan Hassan", "nl", "1993", "adama"),
              "alexander-mutiso": ("Alexander Mutiso", "ke", "1996", None),
              "peres-jepchirchir": ("Peres Jepchirchir", "ke", "1993", None),
              "evans-chebet": ("Evans Chebet", "ke", "1988", None),
              "hellen-obiri": ("Hellen Obiri", "ke", "1989", None),
              "tamirat-tola": ("Tamirat Tola", "et", "1991", None),
              "benson-kipruto": ("Benson Kipruto", "ke", "1991", None),
              "sutume-kebede": ("Sutume Kebede", "et", "1995", None),
              "abel-kiprop-1988": ("Abel Kiprop", "ke", "1988", "eldoret"),
              "abel-kiprop-1996": ("Abel Kiprop", "ke", "1996", "iten"),
              "helen-paris": ("Helen Paris", "gb", "1990", "leeds"),
              "amane-gobena": ("Amane Gobena", "et", "1982", None),
              "mestawut-fikir": ("Mestawut Fikir", "et", "1993", None),
              "tsegaye-getachew": ("Tsegaye Getachew", "et", "1997", None),
              "almaz-ayana": ("Almaz Ayana", "et", "1991", None), "amos-kipruto": ("Amos Kipruto", "ke", "1992", None),
              "geoffrey-mutai": ("Geoffrey Mutai", "ke", "1981", None),
              "bashir-abdi": ("Bashir Abdi", "be", "1989", "mogadishu"),
              "elisha-rotich": ("Elisha Rotich", "ke", "1990", None)}
# marathon: (label, city, first held, World Marathon Major, course record in s, holder, record year, elevation gain m)
MA_RACES = {"berlin": ("Berlin Marathon", "berlin", "1974", True, "7269", "eliud-kipchoge", "2022", "21"),
            "chicago": ("Chicago Marathon", "chicago", "1977", True, "7235", "kelvin-kiptum", "2023", "74"),
            "london": ("London Marathon", "london", "1981", True, "7285", "kelvin-kiptum", "2023", "62"),
            "boston": ("Boston Marathon", "boston", "1897", True, "7382", "geoffrey-mutai", "2011", "248"),
            "new-york": ("New York City Marathon", "new-york", "1970", True, "7498", "tamirat-tola", "2023", "230"),
            "tokyo": ("Tokyo Marathon", "tokyo", "2007", True, "7336", "benson-kipruto", "2024", "40"),
            "rotterdam": ("Rotterdam Marathon", "rotterdam", "1981", False, "7416", "bashir-abdi", "2021", "15"),
            "valencia": ("Valencia Marathon", "valencia", "1981", False, "7313", "kelvin-kiptum", "2022", "20"),
            "paris": ("Paris Marathon", "paris", "1976", False, "7461", "elisha-rotich", "2021", "40"),
            "amsterdam": ("Amsterdam Marathon", "amsterdam", "1975", False, "7489", "tsegaye-getachew", "2022", "10")}
# edition: (marathon, year, day, men's winner, men's time in s, women's winner, women's time in s, finishers or None,
#           start temperature in °C)
MA_EDITIONS = {
    "berlin-2022": ("berlin", "2022", "2022-09-25", "eliud-kipchoge", "7269", "tigist-assefa", "8137", "34879", "14"),
    "berlin-2023": ("berlin", "2023", "2023-09-24", "eliud-kipchoge", "7362", "tigist-assefa", "7913", "42739", "16"),
    "chicago-2023": ("chicago", "2023", "2023-10-08", "kelvin-kiptum", "7235", "sifan-hassan", "8024", "48574", "9"),
    "london-2022": ("london", "2022", "2022-10-02", "amos-kipruto", "7479", "helen-paris", "8287", None, "15"),
    "london-2023": ("london", "2023", "2023-04-23", "kelvin-kiptum", "7285", "sifan-hassan", "8313", "48461", "10"),
    "london-2024": ("london", "2024", "2024-04-21", "alexander-mutiso", "7441", "peres-jepchirchir", "8176", "53594",
                    "11"),
    "boston-2023": ("boston", "2023", "2023-04-17", "evans-chebet", "7554", "hellen-obiri", "8498", "26598", "8"),
    "new-york-2023": ("new-york", "2023", "2023-11-05", "tamirat-tola", "7498", "hellen-obiri", "8843", "51402",
                      "13"),
    "tokyo-2024": ("tokyo", "2024", "2024-03-03", "benson-kipruto", "7336", "sutume-kebede", "8155", "37088", "7"),
    "rotterdam-2023": ("rotterdam", "2023", "2023-04-16", "abel-kiprop-1996", "7510", "helen-paris", "8530", None,
                       "9"),
    "valencia-2022": ("valencia", "2022", "2022-12-04", "kelvin-kiptum", "7313", "amane-gobena", "8311", None, "12"),
    "paris-2023": ("paris", "2023", "2023-04-02", "abel-kiprop-1988", "7525", "mestawut-fikir", "8810", None, "6"),
    "amsterdam-2022": ("amsterdam", "2022", "2022-10-16", "tsegaye-getachew", "7489", "almaz-ayana", "8240", None,
                       "14"),
}
MA_PROPERTIES = {"men-winning-time": "men's winning time", "women-winning-time": "women's winning time",
                 "start-temperature": "air temperature at the start"}


def marathons_kg() -> str:
    """N-Triples of the SOSA/QUDT race results: blank quantity values, observations of each edition."""
    g = Graph()

    def quantity(subject: str, prop: str, blank: str, value: str, unit: str) -> None:
        g.add(subject, prop, blank), g.add(blank, RDF_TYPE, QUDT + "QuantityValue")
        g.add(blank, QUDT + "numericValue", _typed(value, "decimal")), g.add(blank, QUDT + "unit", UNIT + unit)

    for key, label in MA_COUNTRIES.items():
        c = f"{MA}country/{key}"
        g.add(c, RDF_TYPE, MAV + "Country"), g.add(c, RDFS + "label", _lit(label, "en"))
    for key, (label, country) in MA_CITIES.items():
        c = f"{MA}city/{key}"
        g.add(c, RDF_TYPE, MAV + "City"), g.add(c, RDFS + "label", _lit(label, "en"))
        g.add(c, MAV + "country", f"{MA}country/{country}")
    for key, (label, nationality, born, place) in MA_RUNNERS.items():
        r = f"{MA}runner/{key}"
        g.add(r, RDF_TYPE, MAV + "Runner"), g.add(r, RDFS + "label", _lit(label))
        g.add(r, MAV + "nationality", f"{MA}country/{nationality}"), g.add(r, MAV + "birthYear", _typed(born, "gYear"))
        if place:
            g.add(r, MAV + "birthPlace", f"{MA}city/{place}")
    for key, label in MA_PROPERTIES.items():
        p = f"{MA}property/{key}"
        g.add(p, RDF_TYPE, SOSA + "ObservableProperty"), g.add(p, RDFS + "label", _lit(label, "en"))
    for key, fields in MA_RACES.items():
        label, city, first, major, record, holder, record_year, climb = fields
        m, b = f"{MA}marathon/{key}", "_:" + key.replace("-", "_")
        g.add(m, RDF_TYPE, MAV + "CityMarathon"), g.add(m, RDFS + "label", _lit(label, "en"))
        g.add(m, MAV + "city", f"{MA}city/{city}"), g.add(m, MAV + "firstHeld", _typed(first, "gYear"))
        g.add(m, MAV + "worldMarathonMajor", _typed(str(major).lower(), "boolean"))
        quantity(m, MAV + "courseRecord", b + "_record", record, "SEC")
        g.add(m, MAV + "courseRecordHolder", f"{MA}runner/{holder}")
        g.add(m, MAV + "courseRecordYear", _typed(record_year, "gYear"))
        quantity(m, MAV + "elevationGain", b + "_climb", climb, "M")
        s = f"{MA}sensor/{key}-start"
        g.add(s, RDF_TYPE, SOSA + "Sensor"), g.add(s, RDFS + "label", _lit(f"{label} start-line weather station", "en"))
    for key, fields in MA_EDITIONS.items():
        race, year, day, men, men_time, women, women_time, finishers, temperature = fields
        e, b = f"{MA}edition/{key}", "_:" + key.replace("-", "_")
        g.add(e, RDF_TYPE, MAV + "RaceEdition"), g.add(e, RDFS + "label", _lit(f"{year} {MA_RACES[race][0]}", "en"))
        g.add(e, MAV + "ofMarathon", f"{MA}marathon/{race}"), g.add(e, MAV + "year", _typed(year, "gYear"))
        g.add(e, MAV + "raceDate", _typed(day, "date"))
        g.add(e, MAV + "menWinner", f"{MA}runner/{men}"), g.add(e, MAV + "womenWinner", f"{MA}runner/{women}")
        if finishers:
            quantity(e, MAV + "finishers", b + "_finishers", finishers, "NUM")
        for prop, value, unit in (("men-winning-time", men_time, "SEC"), ("women-winning-time", women_time, "SEC"),
                                  ("start-temperature", temperature, "DEG_C")):
            o = f"{MA}observation/{key}/{prop}"
            g.add(o, RDF_TYPE, SOSA + "Observation"), g.add(o, SOSA + "hasFeatureOfInterest", e)
            g.add(o, SOSA + "observedProperty", f"{MA}property/{prop}")
            quantity(o, SOSA + "hasResult", f"{b}_{prop.replace('-', '_')}", value, unit)
            if prop == "start-temperature":
                g.add(o, SOSA + "madeBySensor", f"{MA}sensor/{race}-start")
                g.add(o, SOSA + "resultTime", _typed(f"{day}T07:30:00Z", "dateTime"))
    return g.unique_text()


def _ma(kind: str, *keys: str) -> set[str]:
    return {f"{MA}{kind}/{k}" for k in keys}


MARATHONS_QUESTIONS = [
    ("In which country is the Valencia Marathon held?", _ma("country", "es")),
    ("When was the Boston Marathon first run?", {"1897"}),
    ("Which is the oldest marathon?", _ma("marathon", "boston")),
    ("Which marathons were first held in 1981?", _ma("marathon", "london", "rotterdam", "valencia")),
    ("Which marathons began before 1977?", _ma("marathon", "boston", "berlin", "new-york", "paris", "amsterdam")),
    ("Which marathons are World Marathon Majors?",
     _ma("marathon", "berlin", "chicago", "london", "boston", "new-york", "tokyo")),
    ("What is the course record of the Boston Marathon in seconds?", {"7382"}),
    ("Which marathon has the fastest course record?", _ma("marathon", "chicago")),
    ("Which marathons have a course record under 7300 seconds?", _ma("marathon", "berlin", "chicago", "london")),
    ("Who holds the course record in Amsterdam?", _ma("runner", "tsegaye-getachew")),
    ("At which marathons does Kelvin Kiptum hold the course record?",
     _ma("marathon", "chicago", "london", "valencia")),
    ("Which marathon has the most climbing?", _ma("marathon", "boston")),
    ("Which marathons have more than 40 metres of elevation gain?",
     _ma("marathon", "chicago", "london", "boston", "new-york")),
    ("Who won the men's race at the 2023 Berlin Marathon?", _ma("runner", "eliud-kipchoge")),
    ("Who won the women's race at the 2023 New York City Marathon?", _ma("runner", "hellen-obiri")),
    ("Which races has Hellen Obiri won?", _ma("edition", "boston-2023", "new-york-2023")),
    ("How many races did Kelvin Kiptum win?", {"3"}),
    ("What was the men's winning time at the 2023 Chicago Marathon in seconds?", {"7235"}),
    ("At which race was the fastest women's winning time run?", _ma("edition", "berlin-2023")),
    ("When was the 2024 Tokyo Marathon held?", {"2024-03-03"}),
    ("How many runners finished the 2024 London Marathon?", {"53594"}),
    ("Which race had the most finishers?", _ma("edition", "london-2024")),
    ("What was the temperature at the start of the 2022 Valencia Marathon?", {"12"}),
    ("Which race had the coldest start?", _ma("edition", "paris-2023")),
    ("At which races was it warmer than 14 degrees at the start?", _ma("edition", "berlin-2023", "london-2022")),
    ("Where was Kelvin Kiptum born?", _ma("city", "chepkorio")),
    ("When was the Abel Kiprop who won in Paris born?", {"1988"}),
    ("Which race did the Abel Kiprop born in 1996 win?", _ma("edition", "rotterdam-2023")),
    ("Which races has Helen Paris won?", _ma("edition", "london-2022", "rotterdam-2023")),
    ("Where was Helen Paris born?", _ma("city", "leeds")),
    ("What nationality is Sifan Hassan?", _ma("country", "nl")),
    ("Which Ethiopian women won a race?",
     _ma("runner", "tigist-assefa", "sutume-kebede", "amane-gobena", "mestawut-fikir", "almaz-ayana")),
    ("Which marathons are held in the Netherlands?", _ma("marathon", "rotterdam", "amsterdam")),
    ("Which 2023 races did Kelvin Kiptum win?", _ma("edition", "chicago-2023", "london-2023")),
    ("Which weather station measured the start temperature of the 2023 Boston Marathon?",
     _ma("sensor", "boston-start")),
    ("What nationality is the course record holder of the Rotterdam Marathon?", _ma("country", "be")),
    ("who won the men's race at the 2022 amsterdam marathon", _ma("runner", "tsegaye-getachew")),
    ("When was the Chicago Maraton first held?", {"1977"}),  # misspelt: Marathon
    ("How much is the entry fee for the Berlin Marathon?", set()),  # no fees
    ("Which shoes did Eliud Kipchoge wear in Berlin?", set()),  # no equipment
    ("How much prize money did the winner of the 2023 Chicago Marathon receive?", set()),  # no prize money
]
MARATHONS_MADE_UP = ["Who won the 2023 Lisbon Marathon?", "When was Eliud Kiptum born?",
                     "Which races has Grace Obiri won?", "What is the course record of the Hamburg Marathon?",
                     "Where was Tigist Hassan born?", "Which marathons are held in Portugal?"]
MARATHONS_GRAPHS = [
    ('[("Valencia Marathon", "takes place in", ?x)]', _ma("city", "valencia")),
    ('[("2023 Berlin Marathon", "male victor", ?x)]', _ma("runner", "eliud-kipchoge")),
    ('[(?x, "female victor", "Helen Paris")]', _ma("edition", "london-2022", "rotterdam-2023")),
    ('[("Boston Marathon", "inaugurated", ?x)]', {"1897"}),
    ('[("Kelvin Kiptum", "hometown", ?x)]', _ma("city", "chepkorio")),
    ('[("Sifan Hassan", "represents", ?x)]', _ma("country", "nl")),
    ('[("Amsterdam Marathon", "record set by", ?r), (?r, "represents", ?x)]', _ma("country", "et")),
    ('[(?e, "male victor", "Kelvin Kiptum"), (?e, "run on", ?x)]', {"2023-10-08", "2023-04-23", "2022-12-04"}),
    ('[("Rotterdam Marathon", "takes place in", ?c), (?c, "nation", ?x)]', _ma("country", "nl")),
    ('[(?e, "female victor", "Hellen Obiri"), (?e, "instalment of", ?x)]', _ma("marathon", "boston", "new-york")),
    ('[("2024 London Marathon", "female victor", ?r), (?r, "year of birth", ?x)]', {"1993"}),
    ('[("Chicago Marathon", "record set by", ?r), (?r, "hometown", ?x)]', _ma("city", "chepkorio")),
]


# ---- apothecaries (a pharmacy-history society's spreadsheets turned into triples by tarql: one class per sheet
# ---- (`…/table/Pharmacy`, `Pharmacist`, `Position`, `Remedy`, `Town`), row IRIs minted from the sheet and the row's
# ---- id (`…/pharmacy/7`, `…/position/12`), one property per column in a single shared namespace (`…/col/title`,
# ---- `…/col/founded`, `…/col/town_id`, `…/col/first_made`, `…/col/alcohol_pct`, …), names ONLY in the
# ---- `title`
# ---- column, id columns turned into links to the rows they name, the year and percentage columns cast to
# ---- xsd:integer and xsd:decimal but the `museum_today` column left as the sheet's "yes" / "no" strings and the
# ---- country a plain string on the town; who worked where is said ONLY by `Position` rows (`pharmacist_id`,
# ---- `pharmacy_id`, `position`, `from_year`, `to_year`), which have no title, and a pharmacy names no one) -------
AP = "https://apothecary-heritage.example.org/"
APC, APT = AP + "col/", AP + "table/"
# town: (title, country)
AP_TOWNS = {1: ("Trier", "Germany"), 2: ("Dresden", "Germany"), 3: ("Nuremberg", "Germany"), 4: ("Florence", "Italy"),
            5: ("Tallinn", "Estonia"), 6: ("Dubrovnik", "Croatia"), 7: ("Lviv", "Ukraine"), 8: ("Kraków", "Poland"),
            9: ("New Orleans", "United States"), 10: ("London", "United Kingdom"), 11: ("Vienna", "Austria"),
            12: ("Copenhagen", "Denmark"), 13: ("Riga", "Latvia"), 14: ("Stockholm", "Sweden"),
            15: ("Cologne", "Germany"), 16: ("Bordeaux", "France"), 17: ("Bratislava", "Slovakia"),
            18: ("Brussels", "Belgium"), 19: ("Berwick-upon-Tweed", "United Kingdom")}
# pharmacy: (title, town_id, founded, closed or None, museum_today, house_sign or None)
AP_PHARMACIES = {
    1: ("Löwen-Apotheke", 1, 1241, None, "no", "Lion"), 2: ("Löwen-Apotheke", 2, 1560, 1945, "no", "Lion"),
    3: ("Hirsch-Apotheke", 3, 1410, None, "no", "Stag"),
    4: ("Officina Profumo-Farmaceutica di Santa Maria Novella", 4, 1612, None, "yes", None),
    5: ("Raeapteek", 5, 1422, None, "yes", None), 6: ("Ljekarna Male braće", 6, 1317, None, "yes", None),
    7: ("Pid Chornym Orlom", 7, 1735, None, "yes", "Black Eagle"),
    8: ("Pod Złotym Tygrysem", 8, 1570, None, "yes", "Golden Tiger"),
    9: ("Pharmacie Dufilho", 9, 1823, 1855, "yes", None), 10: ("John Bell & Croyden", 10, 1798, None, "no", None),
    11: ("Apotheke Zum weißen Engel", 11, 1350, None, "no", "White Angel"),
    12: ("Svaneapoteket", 12, 1786, None, "no", "Swan"), 13: ("Adler-Apotheke", 13, 1700, None, "no", "Black Eagle"),
    14: ("Apoteket Lejonet", 14, 1575, 1999, "no", "Lion"), 15: ("Apotheke am Domhof", 15, 1826, None, "no", None),
}
# pharmacist: (title, born, died, birth_town_id)
AP_PHARMACISTS = {1: ("Johann Trier", 1683, 1751, 3), 2: ("Louis Dufilho", 1788, 1874, 16),
                  3: ("Abraham Kunze", 1707, 1765, 13), 4: ("Johann Burchart", 1546, 1617, 17),
                  5: ("Angiolo Marchissi", 1560, 1630, 4), 6: ("Maria Clementine Martin", 1775, 1843, 18),
                  7: ("John Bell", 1774, 1849, 19), 8: ("Jacob Bell", 1810, 1859, 10),
                  9: ("Teodor Torosiewicz", 1789, 1876, 7), 10: ("Peter Klein", 1802, 1871, 1),
                  11: ("Søren Wulff", 1746, 1811, 12), 12: ("Carl Eklund", 1812, 1880, 14),
                  13: ("Franz Hofer", 1790, 1850, 11), 14: ("Jan Lenartowicz", 1851, 1912, 8)}
# position: (pharmacist_id, pharmacy_id, position, from_year, to_year)
AP_POSITIONS = {1: (1, 3, "apprentice", 1698, 1705), 2: (1, 11, "journeyman", 1705, 1712),
                3: (1, 2, "owner", 1721, 1751), 4: (2, 9, "owner", 1823, 1855), 5: (3, 13, "owner", 1750, 1765),
                6: (4, 5, "owner", 1582, 1617), 7: (5, 4, "director", 1612, 1630), 8: (6, 15, "owner", 1826, 1843),
                9: (7, 10, "owner", 1798, 1849), 10: (8, 10, "owner", 1849, 1859), 11: (9, 7, "owner", 1834, 1876),
                12: (10, 1, "owner", 1830, 1871), 13: (10, 3, "journeyman", 1822, 1828),
                14: (11, 12, "owner", 1786, 1811), 15: (12, 14, "owner", 1850, 1880),
                16: (13, 11, "owner", 1820, 1850), 17: (14, 8, "owner", 1880, 1912)}
# remedy: (title, pharmacy_id, first_made, form, main_ingredient, alcohol_pct or None)
AP_REMEDIES = {1: ("Riga Black Balsam", 13, 1752, "bitter liqueur", "herbs", "45"),
               2: ("Acqua di Santa Maria Novella", 4, 1614, "toilet water", "bergamot", None),
               3: ("Klosterfrau Melissengeist", 15, 1826, "tincture", "lemon balm", "79"),
               4: ("Klarett", 5, 1500, "spiced wine", "wine", "12"),
               5: ("Marzipan", 5, 1695, "confection", "almonds", None),
               6: ("Dresdner Theriak", 2, 1610, "electuary", "opium", None),
               7: ("Svenska Bitter", 14, 1750, "tincture", "aloe", "38"),
               8: ("Dufilho Cough Syrup", 9, 1830, "syrup", "honey", None),
               9: ("Bell's Cold Cream", 10, 1810, "ointment", "beeswax", None),
               10: ("Balsam of the Black Eagle", 7, 1851, "bitter liqueur", "herbs", "45"),
               11: ("Engelstropfen", 11, 1780, "tincture", "angelica", "60"),
               12: ("Trierer Magentropfen", 1, 1835, "tincture", "gentian", "40"),
               13: ("Syrop różany", 8, 1890, "syrup", "rose petals", None),
               14: ("Rose Water Cream", 6, 1700, "ointment", "rose water", None),
               15: ("Svane Liquorice Drops", 12, 1790, "lozenge", "liquorice", None)}


def _ap(sheet: str, key: int) -> str:
    """The row IRI tarql mints for row `key` of `sheet`."""
    return f"{AP}{sheet}/{key}"


def apothecaries_kg() -> str:
    """N-Triples of the tarql export: one class per sheet, a shared column namespace, names only in `title`."""
    g = Graph()

    def row(sheet: str, cls: str, key: int, cells: dict) -> None:
        s = _ap(sheet, key)
        g.add(s, RDF_TYPE, APT + cls)
        for column, value in cells.items():
            if value is None:
                continue
            if isinstance(value, tuple):  # an id column: (sheet, id)
                g.add(s, APC + column, _ap(*value))
            elif isinstance(value, int):
                g.add(s, APC + column, _typed(value, "integer"))
            else:
                g.add(s, APC + column, value)

    for key, (title, country) in AP_TOWNS.items():
        row("town", "Town", key, {"title": _lit(title), "country": _lit(country)})
    for key, (title, town, founded, closed, museum, sign) in AP_PHARMACIES.items():
        row("pharmacy", "Pharmacy", key, {"title": _lit(title), "town_id": ("town", town), "founded": founded,
                                          "closed": closed, "museum_today": _lit(museum),
                                          "house_sign": _lit(sign) if sign else None})
    for key, (title, born, died, town) in AP_PHARMACISTS.items():
        row("pharmacist", "Pharmacist", key, {"title": _lit(title), "born": born, "died": died,
                                              "birth_town_id": ("town", town)})
    for key, (person, pharmacy, position, start, end) in AP_POSITIONS.items():
        row("position", "Position", key, {"pharmacist_id": ("pharmacist", person),
                                          "pharmacy_id": ("pharmacy", pharmacy),
                                          "position": _lit(position), "from_year": start, "to_year": end})
    for key, (title, pharmacy, first, form, ingredient, alcohol) in AP_REMEDIES.items():
        row("remedy", "Remedy", key, {"title": _lit(title), "pharmacy_id": ("pharmacy", pharmacy), "first_made": first,
                                      "form": _lit(form), "main_ingredient": _lit(ingredient),
                                      "alcohol_pct": _typed(alcohol, "decimal") if alcohol else None})
    return g.unique_text()


def _aps(sheet: str, *keys: int) -> set[str]:
    return {_ap(sheet, k) for k in keys}


APOTHECARIES_QUESTIONS = [
    ("In which town is the Raeapteek?", _aps("town", 5)),
    ("When was the Löwen-Apotheke in Trier founded?", {"1241"}),
    ("When did the Löwen-Apotheke in Dresden close?", {"1945"}),
    ("Which is the oldest pharmacy?", _aps("pharmacy", 1)),
    ("Which pharmacy is the youngest?", _aps("pharmacy", 15)),
    ("Which pharmacies were founded before 1422?", _aps("pharmacy", 1, 3, 6, 11)),
    ("Which pharmacies are museums today?", _aps("pharmacy", 4, 5, 6, 7, 8, 9)),
    ("Which pharmacies have closed?", _aps("pharmacy", 2, 9, 14)),
    ("Which pharmacies have a lion on their house sign?", _aps("pharmacy", 1, 2, 14)),
    ("How many pharmacies are there in Germany?", {"4"}),
    ("Who ran the Pharmacie Dufilho?", _aps("pharmacist", 2)),
    ("At which pharmacies did Johann Trier work?", _aps("pharmacy", 3, 11, 2)),
    ("Where was Johann Trier born?", _aps("town", 3)),
    ("In what year was Abraham Kunze born?", {"1707"}),
    ("Which pharmacists were born in London?", _aps("pharmacist", 8)),
    ("Who was an apprentice at the Hirsch-Apotheke?", _aps("pharmacist", 1)),
    ("When did John Bell become owner of John Bell & Croyden?", {"1798"}),
    ("Which pharmacists owned John Bell & Croyden?", _aps("pharmacist", 7, 8)),
    ("Which remedies come from the Raeapteek?", _aps("remedy", 4, 5)),
    ("Where was Riga Black Balsam first made?", _aps("pharmacy", 13)),
    ("When was Klosterfrau Melissengeist first made?", {"1826"}),
    ("Which is the strongest remedy?", _aps("remedy", 3)),
    ("Which remedies contain more than 45 percent alcohol?", _aps("remedy", 3, 11)),
    ("Which remedies are tinctures?", _aps("remedy", 3, 7, 11, 12)),
    ("What is the main ingredient of Engelstropfen?", {"angelica"}),
    ("Which is the oldest remedy?", _aps("remedy", 4)),
    ("Which remedies were first made before 1700?", _aps("remedy", 4, 5, 6, 2)),
    ("Which remedies come from pharmacies in Italy?", _aps("remedy", 2)),
    ("In which country is the pharmacy that created Svenska Bitter?", {"Sweden"}),
    ("Which remedies were made at pharmacies that Johann Trier owned?", _aps("remedy", 6)),
    ("How many pharmacies have a house sign?", {"9"}),
    ("What position did Franz Hofer hold at the Apotheke Zum weißen Engel?", {"owner"}),
    ("Which pharmacists were born before 1700?", _aps("pharmacist", 1, 4, 5)),
    ("Which pharmacies in Germany are still open?", _aps("pharmacy", 1, 3, 15)),
    ("What is on the house sign of Pod Złotym Tygrysem?", {"Golden Tiger"}),
    ("Where was the owner of the Svaneapoteket born?", _aps("town", 12)),
    ("where is the svaneapoteket", _aps("town", 12)),
    ("When was the Raeaptek founded?", {"1422"}),  # misspelt: Raeapteek
    ("What did a bottle of Riga Black Balsam cost in 1752?", set()),  # no prices
    ("How many visitors does the Raeapteek museum get?", set()),  # no visitor figures
    ("What is the phone number of Svaneapoteket?", set()),  # no contact details
]
APOTHECARIES_MADE_UP = ["When was the Einhorn-Apotheke founded?", "Which pharmacies are in Bremen?",
                        "Where was Johann Kunze born?", "Which remedies did Pharmacie Delacroix make?",
                        "What is the main ingredient of Tallinn Herbal Drops?", "When was Maria Torosiewicz born?"]
APOTHECARIES_GRAPHS = [
    ('[("Raeapteek", "located in", ?x)]', _aps("town", 5)),
    ('[("Riga Black Balsam", "created at", ?x)]', _aps("pharmacy", 13)),
    ('[("Abraham Kunze", "year of birth", ?x)]', {"1707"}),
    ('[("Engelstropfen", "key component", ?x)]', {"angelica"}),
    ('[("Svaneapoteket", "established", ?x)]', {"1786"}),
    ('[(?x, "created at", "Raeapteek")]', _aps("remedy", 4, 5)),
    ('[(?j, "held by", "Johann Trier"), (?j, "at pharmacy", ?x)]', _aps("pharmacy", 3, 11, 2)),
    ('[("Klosterfrau Melissengeist", "created at", ?a), (?a, "located in", ?x)]', _aps("town", 15)),
    ('[("Pod Złotym Tygrysem", "located in", ?t), (?t, "nation", ?x)]', {"Poland"}),
    ('[(?r, "created at", "Adler-Apotheke"), (?r, "strength", ?x)]', {"45"}),
    ('[(?j, "at pharmacy", "Svaneapoteket"), (?j, "held by", ?x)]', _aps("pharmacist", 11)),
    ('[("Dresdner Theriak", "created at", ?a), (?a, "established", ?x)]', {"1560"}),
]


# ---- ropeways (an aerial-ropeway registry kept with FOAF and the W3C ORG ontology: manufacturers, operators and
# ---- holdings are `org:FormalOrganization`s named by `foaf:name`, classified (`org:classification`) by SKOS
# ---- concepts and linked to their group by `org:subOrganizationOf` only (never `hasSubOrganization`); people are
# ---- `foaf:Person`s, and who does what where is said ONLY by `org:Membership`s (`org:member`, `org:organization`,
# ---- `org:role` a SKOS concept "chief executive officer", "chief engineer", …, `org:memberDuring` a blank
# ---- `time:Interval` whose `time:hasBeginning` / `time:hasEnd` are blank `time:Instant`s with `time:inXSDgYear`)
# ---- and a few `org:Post`s (`org:postIn`, `org:role`, `org:heldBy`, one vacant); each ropeway is an `org:Site`
# ---- labelled `rdfs:label`@en that its operator lists by `org:hasSite` (the ropeway does not name its operator),
# ---- with a builder, system type (SKOS), opening year, length, rise, cabin size, speed and project manager) -----
RW = "https://ropeway-registry.example.com/"
RWV = RW + "ns#"
# place: (label, country)
RW_PLACES = {"whistler": ("Whistler", "Canada"), "lantau": ("Lantau Island", "Hong Kong"),
             "la-paz": ("La Paz", "Bolivia"), "new-york": ("New York City", "United States"),
             "albuquerque": ("Albuquerque", "United States"), "merida": ("Mérida", "Venezuela"),
             "grainau": ("Grainau", "Germany"), "cape-town": ("Cape Town", "South Africa"),
             "queenstown": ("Queenstown", "New Zealand"), "rotorua": ("Rotorua", "New Zealand"),
             "da-nang": ("Da Nang", "Vietnam"), "phu-quoc": ("Phu Quoc", "Vietnam"),
             "london": ("London", "United Kingdom"), "medellin": ("Medellín", "Colombia"),
             "peisey": ("Peisey-Nancroix", "France"), "tatev": ("Tatev", "Armenia"), "wolfurt": ("Wolfurt", "Austria"),
             "goldau": ("Goldau", "Switzerland"), "sterzing": ("Sterzing", "Italy"), "voreppe": ("Voreppe", "France"),
             "gerlafingen": ("Gerlafingen", "Switzerland"), "broomfield": ("Broomfield", "United States"),
             "hong-kong": ("Hong Kong", "Hong Kong"), "hanoi": ("Hanoi", "Vietnam"), "paris": ("Paris", "France"),
             "yerevan": ("Yerevan", "Armenia"), "garmisch": ("Garmisch-Partenkirchen", "Germany"),
             "innsbruck": ("Innsbruck", "Austria"), "bregenz": ("Bregenz", "Austria"),
             "krakow": ("Kraków", "Poland")}
# SKOS concept scheme: {concept: (prefLabel, altLabel or None)}
RW_SCHEMES = {
    "system-type": {"tricable": ("tricable gondola", "3S"), "bicable": ("bicable gondola", None),
                    "monocable": ("monocable gondola", None), "tramway": ("aerial tramway", None)},
    "role": {"ceo": ("chief executive officer", "CEO"), "chief-engineer": ("chief engineer", None),
             "project-manager": ("project manager", None), "chair": ("chair of the board", None),
             "founder": ("founder", None)},
    "org-type": {"manufacturer": ("ropeway manufacturer", None), "operator": ("ropeway operator", None),
                 "holding": ("holding company", None)},
}
# organisation: (foaf:name, based in, founded, group or None, kind)
RW_ORGS = {"doppelmayr": ("Doppelmayr Group", "wolfurt", "1893", None, "manufacturer"),
           "garaventa": ("Garaventa", "goldau", "1928", "doppelmayr", "manufacturer"),
           "hti": ("HTI Group", "sterzing", "2011", None, "holding"),
           "leitner": ("Leitner Ropeways", "sterzing", "1888", "hti", "manufacturer"),
           "poma": ("POMA", "voreppe", "1936", "hti", "manufacturer"),
           "von-roll": ("Von Roll", "gerlafingen", "1823", None, "manufacturer"),
           "vail": ("Vail Resorts", "broomfield", "1997", None, "holding"),
           "whistler-blackcomb": ("Whistler Blackcomb", "whistler", "1966", "vail", "operator"),
           "mtr": ("MTR Corporation", "hong-kong", "1975", None, "holding"),
           "np360": ("Ngong Ping 360 Limited", "lantau", "2003", "mtr", "operator"),
           "mi-teleferico": ("Mi Teleférico", "la-paz", "2012", None, "operator"),
           "rioc": ("Roosevelt Island Operating Corporation", "new-york", "1984", None, "operator"),
           "sandia": ("Sandia Peak Ski & Tramway", "albuquerque", "1963", None, "operator"),
           "ventel": ("VENTEL", "merida", "2008", None, "operator"),
           "bzb": ("Bayerische Zugspitzbahn", "garmisch", "1926", None, "operator"),
           "tmacc": ("Table Mountain Aerial Cableway Company", "cape-town", "1926", None, "operator"),
           "skyline": ("Skyline Enterprises", "queenstown", "1967", None, "operator"),
           "sun-world": ("Sun World", "hanoi", "2007", None, "operator"),
           "tfl": ("Transport for London", "london", "2000", None, "operator"),
           "metro-medellin": ("Metro de Medellín", "medellin", "1979", None, "operator"),
           "cda": ("Compagnie des Alpes", "paris", "1989", None, "operator"),
           "tatev-revival": ("Tatev Revival", "yerevan", "2008", None, "operator")}
# person: (foaf:name, birth year, birth place)
RW_PEOPLE = {"michael-doppelmayr": ("Michael Doppelmayr", "1958", "wolfurt"),
             "thomas-pichler": ("Thomas Pichler", "1966", "bregenz"),
             "anton-seeber": ("Anton Seeber", "1963", "sterzing"),
             "jean-pomagalski": ("Jean Pomagalski", "1905", "krakow"),
             "peter-whistler": ("Peter Whistler", "1971", "innsbruck"),
             "arno-inauen": ("Arno Inauen", "1965", "goldau"), "hannes-berger": ("Hannes Berger", "1970", "goldau"),
             "cesar-dockweiler": ("César Dockweiler", "1972", "la-paz"),
             "susan-rosenthal": ("Susan Rosenthal", "1960", "new-york"),
             "wahida-parker": ("Wahida Parker", "1972", "cape-town"),
             "franz-rieder": ("Franz Rieder", "1968", "garmisch")}
# membership: (member, organisation, role, from year, to year or None)
RW_MEMBERSHIPS = {"m01": ("michael-doppelmayr", "doppelmayr", "ceo", "1995", "2019"),
                  "m02": ("michael-doppelmayr", "doppelmayr", "chair", "2019", None),
                  "m03": ("thomas-pichler", "doppelmayr", "ceo", "2019", None),
                  "m04": ("peter-whistler", "doppelmayr", "chief-engineer", "2005", None),
                  "m05": ("peter-whistler", "garaventa", "project-manager", "1998", "2005"),
                  "m06": ("anton-seeber", "hti", "chair", "2011", None),
                  "m07": ("jean-pomagalski", "poma", "founder", "1936", "1969"),
                  "m08": ("arno-inauen", "garaventa", "ceo", "2002", None),
                  "m09": ("hannes-berger", "garaventa", "chief-engineer", "2001", None),
                  "m10": ("cesar-dockweiler", "mi-teleferico", "ceo", "2012", "2019"),
                  "m11": ("susan-rosenthal", "rioc", "ceo", "2017", "2022"),
                  "m12": ("wahida-parker", "tmacc", "ceo", "2015", None),
                  "m13": ("franz-rieder", "bzb", "ceo", "2010", None)}
# post: (rdfs:label, organisation, role, holder or None)
RW_POSTS = {"doppelmayr-ceo": ("Chief Executive Officer of Doppelmayr Group", "doppelmayr", "ceo", "thomas-pichler"),
            "hti-chair": ("Chair of the HTI Group Board", "hti", "chair", "anton-seeber"),
            "garaventa-chief-engineer": ("Chief Engineer of Garaventa", "garaventa", "chief-engineer",
                                         "hannes-berger"),
            "mi-teleferico-ceo": ("Chief Executive Officer of Mi Teleférico", "mi-teleferico", "ceo", None)}
# ropeway: (label, place, operator, builder, system type, opened, length m, vertical rise m, cabin capacity,
#           top speed m/s, project manager or None)
RW_ROPEWAYS = {
    "peak-2-peak": ("Peak 2 Peak Gondola", "whistler", "whistler-blackcomb", "doppelmayr", "tricable", "2008", 4400,
                    30, 28, "7.5", None),
    "ngong-ping": ("Ngong Ping 360", "lantau", "np360", "leitner", "bicable", "2006", 5700, 540, 17, "7", None),
    "mi-teleferico-red": ("Mi Teleférico Red Line", "la-paz", "mi-teleferico", "doppelmayr", "monocable", "2014",
                          2400, 400, 10, "5", None),
    "roosevelt": ("Roosevelt Island Tramway", "new-york", "rioc", "poma", "tramway", "1976", 940, 76, 110, "8", None),
    "sandia": ("Sandia Peak Tramway", "albuquerque", "sandia", "von-roll", "tramway", "1966", 4400, 1244, 50, "5.6",
               None),
    "mukumbari": ("Mukumbarí", "merida", "ventel", "doppelmayr", "tramway", "2016", 12500, 3138, 60, "10",
                  "peter-whistler"),
    "eibsee": ("Eibsee Cable Car", "grainau", "bzb", "garaventa", "tramway", "2017", 4467, 1945, 120, "10.6",
               "hannes-berger"),
    "table-mountain": ("Table Mountain Aerial Cableway", "cape-town", "tmacc", "garaventa", "tramway", "1929", 1200,
                       704, 65, "10", None),
    "skyline-queenstown": ("Skyline Gondola", "queenstown", "skyline", "leitner", "monocable", "1967", 730, 450, 4,
                           "5", None),
    "skyline-rotorua": ("Skyline Gondola", "rotorua", "skyline", "doppelmayr", "monocable", "1985", 900, 200, 4, "5",
                        None),
    "ba-na": ("Ba Na Hills Cable Car", "da-nang", "sun-world", "doppelmayr", "monocable", "2013", 5801, 1291, 10, "6",
              "peter-whistler"),
    "hon-thom": ("Hon Thom Cable Car", "phu-quoc", "sun-world", "doppelmayr", "tricable", "2018", 7899, 164, 30,
                 "8.5", None),
    "ifs-cloud": ("IFS Cloud Cable Car", "london", "tfl", "doppelmayr", "monocable", "2012", 1000, 90, 10, "6", None),
    "metrocable-k": ("Metrocable Line K", "medellin", "metro-medellin", "poma", "monocable", "2004", 2072, 399, 10,
                     "5", None),
    "vanoise": ("Vanoise Express", "peisey", "cda", "poma", "tramway", "2003", 1824, 30, 200, "12", None),
    "wings-of-tatev": ("Wings of Tatev", "tatev", "tatev-revival", "garaventa", "tramway", "2010", 5752, 320, 25,
                       "10", "hannes-berger"),
}


def ropeways_kg() -> str:
    """N-Triples of the FOAF + ORG ropeway registry: memberships with blank intervals, posts, sites, SKOS roles."""
    g = Graph()
    for key, (label, country) in RW_PLACES.items():
        p = f"{RW}place/{key}"
        g.add(p, RDF_TYPE, RWV + "Place"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, RWV + "country", _lit(country))
    for scheme, concepts in RW_SCHEMES.items():
        s = f"{RW}scheme/{scheme}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme")
        for key, (label, alt) in concepts.items():
            c = f"{RW}{scheme}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
            g.add(c, SKOS + "inScheme", s)
            if alt:
                g.add(c, SKOS + "altLabel", _lit(alt, "en"))
    for key, (name, place, founded, group, kind) in RW_ORGS.items():
        o = f"{RW}org/{key}"
        g.add(o, RDF_TYPE, ORG + "FormalOrganization"), g.add(o, FOAF + "name", _lit(name))
        g.add(o, RWV + "basedIn", f"{RW}place/{place}"), g.add(o, RWV + "founded", _typed(founded, "gYear"))
        g.add(o, ORG + "classification", f"{RW}org-type/{kind}")
        if group:
            g.add(o, ORG + "subOrganizationOf", f"{RW}org/{group}")
    for key, (name, born, place) in RW_PEOPLE.items():
        p = f"{RW}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, RWV + "birthYear", _typed(born, "gYear")), g.add(p, RWV + "birthPlace", f"{RW}place/{place}")
    for key, (person, org, role, start, end) in RW_MEMBERSHIPS.items():
        m, b = f"{RW}membership/{key}", f"_:{key}"
        g.add(m, RDF_TYPE, ORG + "Membership"), g.add(m, ORG + "member", f"{RW}person/{person}")
        g.add(m, ORG + "organization", f"{RW}org/{org}"), g.add(m, ORG + "role", f"{RW}role/{role}")
        g.add(m, ORG + "memberDuring", b + "_during"), g.add(b + "_during", RDF_TYPE, TIME + "Interval")
        for edge, year in (("hasBeginning", start), ("hasEnd", end)):
            if year:
                g.add(b + "_during", TIME + edge, f"{b}_{edge}"), g.add(f"{b}_{edge}", RDF_TYPE, TIME + "Instant")
                g.add(f"{b}_{edge}", TIME + "inXSDgYear", _typed(year, "gYear"))
    for key, (label, org, role, holder) in RW_POSTS.items():
        p = f"{RW}post/{key}"
        g.add(p, RDF_TYPE, ORG + "Post"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, ORG + "postIn", f"{RW}org/{org}"), g.add(p, ORG + "role", f"{RW}role/{role}")
        if holder:
            g.add(p, ORG + "heldBy", f"{RW}person/{holder}")
    for key, fields in RW_ROPEWAYS.items():
        label, place, operator, builder, system, opened, length, rise, cabin, speed, manager = fields
        r = f"{RW}ropeway/{key}"
        g.add(r, RDF_TYPE, RWV + "Ropeway"), g.add(r, RDF_TYPE, ORG + "Site")
        g.add(r, RDFS + "label", _lit(label, "en"))
        g.add(f"{RW}org/{operator}", ORG + "hasSite", r)
        g.add(r, RWV + "location", f"{RW}place/{place}"), g.add(r, RWV + "builtBy", f"{RW}org/{builder}")
        g.add(r, RWV + "systemType", f"{RW}system-type/{system}"), g.add(r, RWV + "opened", _typed(opened, "gYear"))
        g.add(r, RWV + "lengthMetres", _typed(length, "integer"))
        g.add(r, RWV + "verticalRiseMetres", _typed(rise, "integer"))
        g.add(r, RWV + "cabinCapacity", _typed(cabin, "integer")), g.add(r, RWV + "maxSpeed", _typed(speed, "decimal"))
        if manager:
            g.add(r, RWV + "projectManager", f"{RW}person/{manager}")
    return g.unique_text()


def _rw(kind: str, *keys: str) -> set[str]:
    return {f"{RW}{kind}/{k}" for k in keys}


ROPEWAYS_QUESTIONS = [
    ("Who built the Peak 2 Peak Gondola?", _rw("org", "doppelmayr")),
    ("Which ropeways did Garaventa build?", _rw("ropeway", "eibsee", "table-mountain", "wings-of-tatev")),
    ("Which company operates the Roosevelt Island Tramway?", _rw("org", "rioc")),
    ("Which cable cars does Sun World run?", _rw("ropeway", "ba-na", "hon-thom")),
    ("Where is the Mukumbarí?", _rw("place", "merida")),
    ("Which ropeways are in Vietnam?", _rw("ropeway", "ba-na", "hon-thom")),
    ("Which is the longest ropeway?", _rw("ropeway", "mukumbari")),
    ("How long is the Wings of Tatev?", {"5752"}),
    ("Which ropeways are longer than 4400 metres?",
     _rw("ropeway", "ngong-ping", "mukumbari", "eibsee", "ba-na", "hon-thom", "wings-of-tatev")),
    ("Which ropeway climbs the most?", _rw("ropeway", "mukumbari")),
    ("Which is the oldest ropeway?", _rw("ropeway", "table-mountain")),
    ("Which ropeways opened before 2004?",
     _rw("ropeway", "roosevelt", "sandia", "table-mountain", "skyline-queenstown", "skyline-rotorua", "vanoise")),
    ("Which ropeways are aerial tramways?",
     _rw("ropeway", "roosevelt", "sandia", "mukumbari", "eibsee", "table-mountain", "vanoise", "wings-of-tatev")),
    ("Which ropeways are tricable gondolas?", _rw("ropeway", "peak-2-peak", "hon-thom")),
    ("Which cable car has the biggest cabins?", _rw("ropeway", "vanoise")),
    ("How many passengers fit in a cabin of the Peak 2 Peak Gondola?", {"28"}),
    ("Which is the fastest ropeway?", _rw("ropeway", "vanoise")),
    ("When did the Skyline Gondola in Rotorua open?", {"1985"}),
    ("Who built the Skyline Gondola in Queenstown?", _rw("org", "leitner")),
    ("Which ropeway projects did Peter Whistler manage?", _rw("ropeway", "ba-na", "mukumbari")),
    ("Where was Peter Whistler born?", _rw("place", "innsbruck")),
    ("Who is the chief executive officer of Doppelmayr Group now?", _rw("person", "thomas-pichler")),
    ("Who was chief executive of Doppelmayr Group in 2010?", _rw("person", "michael-doppelmayr")),
    ("What role does Michael Doppelmayr hold at Doppelmayr Group today?", _rw("role", "chair")),
    ("When did Peter Whistler join Doppelmayr Group?", {"2005"}),
    ("Which organisations has Peter Whistler worked for?", _rw("org", "doppelmayr", "garaventa")),
    ("Who founded POMA?", _rw("person", "jean-pomagalski")),
    ("Which companies belong to the Doppelmayr Group?", _rw("org", "garaventa")),
    ("Which group is POMA part of?", _rw("org", "hti")),
    ("Where is Leitner Ropeways based?", _rw("place", "sterzing")),
    ("Which ropeways were built by companies belonging to HTI Group?",
     _rw("ropeway", "ngong-ping", "skyline-queenstown", "roosevelt", "metrocable-k", "vanoise")),
    ("Who holds the post of Chief Engineer of Garaventa?", _rw("person", "hannes-berger")),
    ("Which ropeways in the United States did POMA build?", _rw("ropeway", "roosevelt")),
    ("In which country is the company that built the Sandia Peak Tramway based?", {"Switzerland"}),
    ("How many ropeways did Doppelmayr Group build?", {"7"}),
    ("Which ropeways are in New Zealand?", _rw("ropeway", "skyline-queenstown", "skyline-rotorua")),
    ("who operates the ifs cloud cable car", _rw("org", "tfl")),
    ("Who built the Vanoise Expres?", _rw("org", "poma")),  # misspelt: Express
    ("How much does a ride on the Peak 2 Peak Gondola cost?", set()),  # no fares
    ("How many people rode Ngong Ping 360 last year?", set()),  # no ridership
    ("What is Thomas Pichler's salary?", set()),  # no salaries
]
ROPEWAYS_MADE_UP = ["Who built the Matterhorn Glacier Ride?", "Where was Anton Doppelmayr born?",
                    "Which cable cars does Skyline Holdings operate?", "How long is the Sochi Skyway?",
                    "Which ropeways are in Chile?", "Which ropeways did Hannes Whistler manage?"]
ROPEWAYS_GRAPHS = [
    ('[("Peak 2 Peak Gondola", "manufactured by", ?x)]', _rw("org", "doppelmayr")),
    ('[("Sun World", "runs", ?x)]', _rw("ropeway", "ba-na", "hon-thom")),
    ('[("Mukumbarí", "situated in", ?x)]', _rw("place", "merida")),
    ('[(?x, "parent company", "Doppelmayr Group")]', _rw("org", "garaventa")),
    ('[("Eibsee Cable Car", "year inaugurated", ?x)]', {"2017"}),
    ('[("Peter Whistler", "home town", ?x)]', _rw("place", "innsbruck")),
    ('[("Ba Na Hills Cable Car", "overseen by", ?p), (?p, "home town", ?x)]', _rw("place", "innsbruck")),
    ('[("Sandia Peak Tramway", "manufactured by", ?m), (?m, "head office", ?x)]', _rw("place", "gerlafingen")),
    ('[(?r, "manufactured by", "Garaventa"), (?r, "situated in", ?x)]', _rw("place", "grainau", "cape-town", "tatev")),
    ('[("POMA", "parent company", ?p), (?p, "head office", ?x)]', _rw("place", "sterzing")),
    ('[("Sun World", "runs", ?r), (?r, "year inaugurated", ?x)]', {"2013", "2018"}),
    ('[(?r, "overseen by", "Peter Whistler"), (?r, "manufactured by", ?x)]', _rw("org", "doppelmayr")),
]

KGS_AS = {"kites": (kites_kg, KITES_QUESTIONS, KITES_MADE_UP, KITES_GRAPHS),
          "lexicography": (lexicography_kg, LEXICOGRAPHY_QUESTIONS, LEXICOGRAPHY_MADE_UP, LEXICOGRAPHY_GRAPHS),
          "marathons": (marathons_kg, MARATHONS_QUESTIONS, MARATHONS_MADE_UP, MARATHONS_GRAPHS),
          "apothecaries": (apothecaries_kg, APOTHECARIES_QUESTIONS, APOTHECARIES_MADE_UP, APOTHECARIES_GRAPHS),
          "ropeways": (ropeways_kg, ROPEWAYS_QUESTIONS, ROPEWAYS_MADE_UP, ROPEWAYS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AS, __doc__)
