"""A fortieth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_am.py):

- `cruises`: a river-cruise guide in schema.org as its JSON-LD gives it (`https://rivercruise-guide.example.com/
  cruise/C03`, `…/cruise/C03/itinerary`, `…/ship/s5`, `…/line/rhenus`, `…/port/passau`, `…/crew/c1`,
  `…/country/serbia`, `…/river/rhone`, and a small vocabulary of its own `…/ns#` with `rdf:Property`s labelled
  @en) where everything is named by `schema:name` and some ports also by `schema:alternateName` ("Wien", "Köln",
  "Nürnberg", "Oporto"); cruises are `schema:BoatTrip`s with a `schema:provider` line, `schema:departureTime`
  xsd:date, `ns#ship`, `ns#river` and `ns#nights` xsd:integer, and their ports of call are said ONLY by a
  `schema:itinerary` → `schema:ItemList` whose `schema:itemListElement`s are blank `schema:ListItem`s with a
  `schema:position` xsd:integer and a `schema:item` port (written out of voyage order), so "the first port", "where
  does it end", "the second stop", "the stop after Speyer" and "how many stops" need the positions; ports are
  `schema:City`s `schema:containedInPlace` a `schema:Country`, lines `schema:Organization`s with a
  `schema:foundingDate` xsd:gYear and a `schema:location` port, ships (`ns#RiverShip` ⊂ `schema:Vehicle`) have
  `ns#operatedBy`, `ns#built` xsd:gYear, `ns#passengers` xsd:integer, `ns#lengthM` xsd:decimal and a `ns#captain`
  (`schema:Person`, `ns#birthYear`); two cruises are both "Rhine Highlights" (Rhenus Voyages on the MS Lorelei,
  Basel → Amsterdam, 2024; Hanseatic River Journeys on the MS Hansa Aurora, Amsterdam → Rüdesheim, 2025; told apart
  only by line, ship, dates and direction), the Douro Valley Wine Route is a round trip that starts and ends in Porto
  and calls at Pinhão twice, the captain Paul Bamberg commands the MS Mistral on the Rhône and none of his cruises
  calls at Bamberg (a port of the Main and Franconia cruise), the MS Lorelei carries exactly 150 passengers and four
  cruises last exactly 7 nights;
- `geysers`: a geyser observatory's SOSA/SSN data (`https://geyser-observatory.example.org/feature/strokkur`,
  `…/observation/o17`, `…/property/eruption-height`, `…/sensor/sen4`, `…/operator/op1`, `…/field/haukadalur`,
  `…/town/rotorua`, `…/country/iceland`, vocabulary `…/def#` with OWL properties and classes labelled @en) where
  how high, how often, how long and how hot a geyser erupts is said ONLY by `sosa:Observation`s with
  `sosa:hasFeatureOfInterest` the geyser, `sosa:observedProperty` one of four `sosa:ObservableProperty`s ("eruption
  height"@en, "interval between eruptions"@en, "eruption duration"@en, "water temperature"@en, each with a
  `unitSymbol` string "m" / "min" / "s" / "°C"), `sosa:hasSimpleResult` xsd:decimal, `sosa:resultTime` xsd:dateTime
  (UTC, "2023-08-11T03:15:00Z") and `sosa:madeBySensor` a `sosa:Sensor` (`sosa:observes` its properties,
  `operatedBy` a `foaf:Person` or `foaf:Organization` named by `foaf:name`); geysers are `ConeGeyser` or
  `FountainGeyser` (⊂ `Geyser` ⊂ `sosa:FeatureOfInterest`) named by a plain `rdfs:label`, `inField` a geothermal
  field that has a `country` and a `nearestTown`; one geyser has two height observations a year apart; two geysers are
  both "Old Faithful" (a cone geyser in the Upper Geyser Basin, 40 m in 2023 and 44 m in 2024, every 92 minutes; a
  fountain geyser at Calistoga Hot Springs, 18 m every 30 minutes; told apart only by field, town and readings), the
  (invented) operator Helga Rotorua runs the two Icelandic sensors and nothing near Rotorua, and Pōhutu's eruption
  height is exactly 30 m and its interval exactly 60 minutes;
- `megaliths`: two sources merged by `owl:sameAs` (`https://heritage-register.example.gov.uk/monument/1004561`,
  `…/county/cornwall`, `…/period/bronze-age`, vocabulary `…/def/` with `rdf:Property`s labelled @en; and
  `https://megalith-wiki.example.org/site/boscawen-un`, `…/type/stone-circle`, `…/person/avebury`, properties
  `…/prop/` with no labels): the national register's `ScheduledMonument`s have a descriptive @en `rdfs:label` ("Stone
  circle known as the Merry Maidens, 400m south east of Boleigh", "Two stone circles 500m east of Sittaford Tor"), a
  `county`, a `period`, a `dateScheduled` xsd:date and a `gridReference` string; the community wiki's sites have the
  popular name as a plain `rdfs:label` ("Merry Maidens", "Grey Wethers"), a `siteType` (stone circle, dolmen, holed
  stone, standing stone, chambered tomb, sarsen field), `stones` xsd:integer, `tallestStoneM` and `diameterM`
  xsd:decimal and a `recordedBy` antiquarian (`foaf:Person`, `foaf:name`, `born` xsd:gYear), and every scheduled
  wiki site says `owl:sameAs` its register entry, never the other way round (one wiki site, in Wales, has no entry;
  one register entry, a cairn, has no wiki site), so "which stone circles are in Cumbria" and "when was Castlerigg
  scheduled" need both halves; two wiki sites are both "Grey Wethers" (a Bronze Age stone circle pair on Dartmoor,
  Devon, 30 stones; a Neolithic sarsen field on Fyfield Down, Wiltshire; told apart only by county, type and
  register entry), the (invented) antiquarian Edith Avebury recorded sites in Cornwall and Devon and nothing at
  Avebury or in Wiltshire, and Boscawen-Un and the Merry Maidens have exactly 19 stones;
- `plaques`: an open-data register of commemorative plaques published as CSV on the Web and converted by csv2rdf in
  standard mode (`https://opendata.plaques.example.org/plaque/113`, `…/person/p12`, `…/organisation/o04`): three
  tables, `plaques.csv`, `people.csv` and `organisations.csv`, every column its own predicate named after the column
  (`…/plaques.csv#inscription`, `#person`, `#colour`, `#erected` xsd:gYear, `#erected_by`, `#street`, `#town`;
  `…/people.csv#name`, `#born` and `#died` xsd:gYear, `#occupation`, `#birthplace`; `…/organisations.csv#name`,
  `#founded` xsd:gYear, `#town`), the person and the erecting body as valueUrl IRIs and every place a plain string
  (no town entities), no rdf:type and no rdfs:label on any row's subject, and the csvw:TableGroup / Table / Row
  scaffolding (`csvw:table`, `csvw:url`, `dcterms:title`, `csvw:row`, `csvw:rownum`, `csvw:url` "…#row=2",
  `csvw:describes`) around the rows as standard mode writes it; two people are both "John Walker" (the chemist born
  1781 in Stockton-on-Tees, inventor of the friction match, with two plaques there; the grocer born 1805 in
  Kilmarnock, with a brown plaque there; told apart only by birth year, birthplace, occupation and plaques), the
  (invented) architect Henry Durham was born in Bristol and has his one plaque there while the only plaque in Durham
  is Józef Boruwłaski's, and Charles Darwin's plaque went up in exactly 1950;
- `racehorses`: a form book (`https://racing-form.example.co.uk/horse/H09`, `…/person/T1`, `…/race/845517`,
  `…/course/york`, vocabulary `…/def/` with `rdf:Property`s and classes labelled @en) where every horse is named by
  an `rdfs:label` in CAPITALS as racecards print it, some with a country suffix in brackets ("QUIET THUNDER", "MORNING
  KESTREL (IRE)", "CROWN OF THORNS (FR)"), and every person by an `rdfs:label` that starts with an honorific or a
  title ("Sir Harold Ashworth", "Mrs Jane Kettering", "Miss Ellie Newbury", "Dr Anne-Marie Colville", "Capt. Rupert
  Hale", "The Hon. Mrs Lucinda Greene", "Mr & Mrs Robert Dawson"; only "Kestrel Park Stud" has none), while questions
  write horses in ordinary case and mostly leave the honorifics out; horses have `sire` and `dam` horses, `foaled`
  xsd:gYear, `sex` and `colour` strings, a `trainer` (`Trainer`, `basedAt` a plain string) and an `owner`; races
  (`rdfs:label`, the same name in different years) have a `racecourse`, `raceDate` xsd:date, `distanceFurlongs` and
  `prizeGBP` xsd:decimal, one `winner` and a `winningJockey`; two horses are both "SILVER LINING" (a grey mare foaled
  1998, trained by Capt. Rupert Hale, winner of the 2002 Chalk Hill Stakes and dam of Morning Kestrel and Yorkshire
  Pudding; a grey mare foaled 2014, trained by Mrs Jane Kettering, winner of the 2017 Sussex Vase and dam of Apple
  Dumpling; told apart only by foaling year, trainer, races and offspring), two races are both "Northern Lights
  Stakes" (York, 2023 and 2024, different winners), the jockey Miss Ellie Newbury has won at York and Ascot and never
  at Newbury, and the Coronet Novices' Hurdle is run over exactly 16 furlongs.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (306 SPARQL checks run with pyoxigraph over the five KGs: one per question
and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, and in `geysers` no
observed property either, names it), and one per name in the made-up questions (41 names in 30 questions)
checked to be no literal and no IRI's local name in the KG; plus 419 more: 47 on the traps (the person named
like a place and unrelated to it, the itinerary positions, the SOSA observations' completeness, the one-way
`owl:sameAs` and the facts split across its two sides, the CSVW rows' scaffolding and the untyped, unlabelled
subjects, the capitals and honorifics, the values that sit exactly on a question's threshold), 6 on shared
names, 15 that the superlatives are not ties, 5 that each KG parses as N-Triples one triple a line, 5 that every
typed literal is written in the canonical form a store gives back, 15 that the entity of each unanswerable question
exists, 240 that each pseudo graph parses and its names are names in its KG and its relation words are not
the KG's predicate names or property labels, 41 that each made-up name is in its question, and 45 that the lists
above are complete, each KG has 41 distinct questions with no brackets, three unanswerable, six made-up, and six
one-hop and six two-hop graphs). "right" = the top answer is gold; an empty gold set means the KG cannot answer and
the right behaviour is no answer (three per KG, each about an entity the KG has, asking for something it does not
record: cruise prices, crew numbers, river depths, discovery dates, visitor numbers, water chemistry, owners,
admission prices, capstone weights, plaque sizes, materials and costs, sale prices, horses' heights, stud fees).
Made-up questions (six per KG) name entities that do not exist (invented, or real names recombined or altered) and
must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their own, not the
KG's predicate names or property labels.

    python bench/unseen_an.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SCHEMA, _lit
from unseen_b import FOAF, OWL, _typed
from unseen_e import SOSA
from unseen_f import DCT
from unseen_g import RDF, Graph
from unseen_l import CSVW

# ---- cruises (a river-cruise guide in schema.org as its JSON-LD gives it: cruises are `schema:BoatTrip`s whose
# ---- ports of call are said ONLY by a `schema:itinerary` → `schema:ItemList` of blank `schema:ListItem`s, each with
# ---- a `schema:position` and a `schema:item` port, so "first", "last", "second" and "after Speyer" need the positions;
# ---- everything is named by `schema:name`, some ports also by `schema:alternateName` ("Wien", "Köln"); ships, nights
# ---- and captains come from a small vocabulary of the guide's own) -------------------------------------------------
CR = "https://rivercruise-guide.example.com/"
CRV = CR + "ns#"
# property: label @en
CR_PROPERTIES = {"ship": "ship", "river": "river", "nights": "nights", "operatedBy": "operated by",
                 "captain": "captain", "built": "year built", "passengers": "passenger capacity",
                 "lengthM": "length in metres", "birthYear": "year of birth"}
CR_COUNTRIES = {"germany": "Germany", "austria": "Austria", "slovakia": "Slovakia", "hungary": "Hungary",
                "serbia": "Serbia", "switzerland": "Switzerland", "france": "France", "netherlands": "Netherlands",
                "portugal": "Portugal", "spain": "Spain"}
CR_RIVERS = {"danube": "Danube", "rhine": "Rhine", "main": "Main", "moselle": "Moselle", "rhone": "Rhône",
             "saone": "Saône", "douro": "Douro", "seine": "Seine"}
# port: (schema:name, schema:alternateName or None, country)
CR_PORTS = {"passau": ("Passau", None, "germany"), "melk": ("Melk", None, "austria"),
            "durnstein": ("Dürnstein", None, "austria"), "vienna": ("Vienna", "Wien", "austria"),
            "bratislava": ("Bratislava", None, "slovakia"), "budapest": ("Budapest", None, "hungary"),
            "regensburg": ("Regensburg", None, "germany"), "novi-sad": ("Novi Sad", None, "serbia"),
            "belgrade": ("Belgrade", "Beograd", "serbia"), "basel": ("Basel", "Bâle", "switzerland"),
            "strasbourg": ("Strasbourg", None, "france"), "speyer": ("Speyer", None, "germany"),
            "rudesheim": ("Rüdesheim", None, "germany"), "koblenz": ("Koblenz", None, "germany"),
            "cologne": ("Cologne", "Köln", "germany"), "amsterdam": ("Amsterdam", None, "netherlands"),
            "kinderdijk": ("Kinderdijk", None, "netherlands"), "nuremberg": ("Nuremberg", "Nürnberg", "germany"),
            "bamberg": ("Bamberg", None, "germany"), "wurzburg": ("Würzburg", None, "germany"),
            "wertheim": ("Wertheim", None, "germany"), "frankfurt": ("Frankfurt", None, "germany"),
            "cochem": ("Cochem", None, "germany"), "bernkastel": ("Bernkastel-Kues", None, "germany"),
            "trier": ("Trier", None, "germany"), "lyon": ("Lyon", None, "france"),
            "viviers": ("Viviers", None, "france"), "avignon": ("Avignon", None, "france"),
            "arles": ("Arles", None, "france"), "macon": ("Mâcon", None, "france"),
            "chalon": ("Chalon-sur-Saône", None, "france"), "tournus": ("Tournus", None, "france"),
            "porto": ("Porto", "Oporto", "portugal"), "regua": ("Peso da Régua", "Régua", "portugal"),
            "pinhao": ("Pinhão", None, "portugal"), "vega-terron": ("Vega de Terrón", None, "spain"),
            "paris": ("Paris", None, "france"), "vernon": ("Vernon", None, "france"),
            "rouen": ("Rouen", None, "france"), "honfleur": ("Honfleur", None, "france")}
# cruise line: (schema:name, schema:foundingDate xsd:gYear, headquarters port)
CR_LINES = {"danubia": ("Danubia River Cruises", "1994", "vienna"), "rhenus": ("Rhenus Voyages", "2001", "basel"),
            "lumiere": ("Lumière Fluviale", "2006", "lyon"), "ribeira": ("Ribeira Cruzeiros", "1998", "porto"),
            "hansa": ("Hanseatic River Journeys", "2010", "cologne")}
# captain: (schema:name, birth year)
CR_CAPTAINS = {"c1": ("Paul Bamberg", "1971"), "c2": ("Ilse Hofer", "1968"), "c3": ("Jean-Marc Rivière", "1975"),
               "c4": ("Rui Teixeira", "1980"), "c5": ("Henk de Vries", "1966"), "c6": ("Marta Kovács", "1983"),
               "c7": ("Greta Lindner", "1977")}
# ship: (schema:name, line, built, passengers, length m, captain or None)
CR_SHIPS = {"s1": ("MS Donauperle", "danubia", "2014", 176, "135", "c2"),
            "s2": ("MS Wachau Star", "danubia", "2018", 190, "135", "c6"),
            "s3": ("MS Lorelei", "rhenus", "2011", 150, "110", "c5"),
            "s4": ("MS Alpenrhein", "rhenus", "2019", 180, "135", "c7"),
            "s5": ("MS Mistral", "lumiere", "2016", 144, "110", "c1"),
            "s6": ("MS Belle Saône", "lumiere", "2009", 120, "105.5", "c3"),
            "s7": ("MS Ribeira Dourada", "ribeira", "2017", 126, "80", "c4"),
            "s8": ("MS Hansa Aurora", "hansa", "2013", 96, "82.5", None)}
# cruise: (schema:name, provider line, ship, river, nights, departure date, ports of call in order)
CR_CRUISES = {
    "C01": ("Danube Classic", "danubia", "s1", "danube", 7, "2024-04-13",
            ["passau", "melk", "durnstein", "vienna", "bratislava", "budapest"]),
    "C02": ("Blue Danube Discovery", "danubia", "s2", "danube", 10, "2024-05-04",
            ["regensburg", "passau", "durnstein", "vienna", "bratislava", "budapest", "novi-sad", "belgrade"]),
    "C03": ("Rhine Highlights", "rhenus", "s3", "rhine", 7, "2024-06-08",
            ["basel", "strasbourg", "speyer", "rudesheim", "koblenz", "cologne", "amsterdam"]),
    "C04": ("Rhine Highlights", "hansa", "s8", "rhine", 5, "2025-04-19",
            ["amsterdam", "kinderdijk", "cologne", "koblenz", "rudesheim"]),
    "C05": ("Main and Franconia", "rhenus", "s4", "main", 8, "2024-09-14",
            ["nuremberg", "bamberg", "wurzburg", "wertheim", "frankfurt"]),
    "C06": ("Moselle Vineyards", "rhenus", "s3", "moselle", 5, "2025-09-20",
            ["koblenz", "cochem", "bernkastel", "trier"]),
    "C07": ("Provence and the Rhône", "lumiere", "s5", "rhone", 7, "2024-05-18",
            ["lyon", "viviers", "avignon", "arles"]),
    "C08": ("Burgundy Waterways", "lumiere", "s6", "saone", 6, "2024-07-06", ["macon", "chalon", "tournus", "lyon"]),
    "C09": ("Douro Valley Wine Route", "ribeira", "s7", "douro", 7, "2025-06-07",
            ["porto", "regua", "pinhao", "vega-terron", "pinhao", "porto"]),
    "C10": ("Seine to the Sea", "hansa", "s8", "seine", 5, "2024-08-24", ["paris", "vernon", "rouen", "honfleur"]),
}


def cruises_kg() -> str:
    """N-Triples of the cruise guide: schema.org, ports of call only as positioned ListItems of an ItemList."""
    g = Graph()
    for prop, label in CR_PROPERTIES.items():
        g.add(CRV + prop, RDF_TYPE, RDF + "Property")
        g.add(CRV + prop, RDFS + "label", _lit(label, "en"))
    g.add(CRV + "RiverShip", RDF_TYPE, OWL + "Class")
    g.add(CRV + "RiverShip", RDFS + "label", _lit("river ship", "en"))
    g.add(CRV + "RiverShip", RDFS + "subClassOf", SCHEMA + "Vehicle")
    g.add(CRV + "River", RDF_TYPE, OWL + "Class"), g.add(CRV + "River", RDFS + "label", _lit("river", "en"))
    for key, name in CR_COUNTRIES.items():
        c = f"{CR}country/{key}"
        g.add(c, RDF_TYPE, SCHEMA + "Country"), g.add(c, SCHEMA + "name", _lit(name))
    for key, name in CR_RIVERS.items():
        g.add(f"{CR}river/{key}", RDF_TYPE, CRV + "River"), g.add(f"{CR}river/{key}", SCHEMA + "name", _lit(name))
    for key, (name, alt, country) in CR_PORTS.items():
        p = f"{CR}port/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "City"), g.add(p, SCHEMA + "name", _lit(name))
        if alt:
            g.add(p, SCHEMA + "alternateName", _lit(alt))
        g.add(p, SCHEMA + "containedInPlace", f"{CR}country/{country}")
    for key, (name, founded, hq) in CR_LINES.items():
        o = f"{CR}line/{key}"
        g.add(o, RDF_TYPE, SCHEMA + "Organization"), g.add(o, SCHEMA + "name", _lit(name))
        g.add(o, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(o, SCHEMA + "location", f"{CR}port/{hq}")
    for key, (name, born) in CR_CAPTAINS.items():
        p = f"{CR}crew/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, CRV + "birthYear", _typed(born, "gYear"))
    for key, (name, line, built, passengers, length, captain) in CR_SHIPS.items():
        s = f"{CR}ship/{key}"
        g.add(s, RDF_TYPE, CRV + "RiverShip"), g.add(s, SCHEMA + "name", _lit(name))
        g.add(s, CRV + "operatedBy", f"{CR}line/{line}"), g.add(s, CRV + "built", _typed(built, "gYear"))
        g.add(s, CRV + "passengers", _typed(passengers, "integer"))
        g.add(s, CRV + "lengthM", _typed(length, "decimal"))
        if captain:
            g.add(s, CRV + "captain", f"{CR}crew/{captain}")
    for key, (name, line, ship, river, nights, departs, stops) in CR_CRUISES.items():
        c, itinerary = f"{CR}cruise/{key}", f"{CR}cruise/{key}/itinerary"
        g.add(c, RDF_TYPE, SCHEMA + "BoatTrip"), g.add(c, SCHEMA + "name", _lit(name))
        g.add(c, SCHEMA + "provider", f"{CR}line/{line}"), g.add(c, CRV + "ship", f"{CR}ship/{ship}")
        g.add(c, CRV + "river", f"{CR}river/{river}"), g.add(c, CRV + "nights", _typed(nights, "integer"))
        g.add(c, SCHEMA + "departureTime", _typed(departs, "date")), g.add(c, SCHEMA + "itinerary", itinerary)
        g.add(itinerary, RDF_TYPE, SCHEMA + "ItemList")
        # list items written in the order of their port keys, not of the voyage: only schema:position orders them
        for position, stop in sorted(enumerate(stops, 1), key=lambda pair: (pair[1], pair[0])):
            item = f"_:{key}stop{position}"
            g.add(itinerary, SCHEMA + "itemListElement", item), g.add(item, RDF_TYPE, SCHEMA + "ListItem")
            g.add(item, SCHEMA + "position", _typed(position, "integer"))
            g.add(item, SCHEMA + "item", f"{CR}port/{stop}")
    return g.text()


def _cr(kind: str, *keys: str) -> set[str]:
    return {f"{CR}{kind}/{k}" for k in keys}


CRUISES_QUESTIONS = [
    ("What is the first port of call on the Danube Classic?", _cr("port", "passau")),
    ("Where does the Danube Classic end?", _cr("port", "budapest")),
    ("Which cruises call at Passau?", _cr("cruise", "C01", "C02")),
    ("How many stops does the Blue Danube Discovery make?", {"8"}),
    ("Which ship sails the Provence and the Rhône cruise?", _cr("ship", "s5")),
    ("Who is the captain of the MS Mistral?", _cr("crew", "c1")),
    ("Which cruises stop in Bamberg?", _cr("cruise", "C05")),
    ("Which cruises end in Budapest?", _cr("cruise", "C01")),
    ("Which cruise has the most stops?", _cr("cruise", "C02")),
    ("Where does the Rhine Highlights cruise of Hanseatic River Journeys end?", _cr("port", "rudesheim")),
    ("What is the first stop of the Rhine Highlights cruise on the MS Lorelei?", _cr("port", "basel")),
    ("Which company operates the MS Wachau Star?", _cr("line", "danubia")),
    ("Which cruises does Paul Bamberg captain?", _cr("cruise", "C07")),
    ("Which ship carries the most passengers?", _cr("ship", "s2")),
    ("Which ships carry more than 150 passengers?", _cr("ship", "s1", "s2", "s4")),
    ("How many nights does the Blue Danube Discovery last?", {"10"}),
    ("Which cruises last longer than 7 nights?", _cr("cruise", "C02", "C05")),
    ("What is the second stop of the Moselle Vineyards cruise?", _cr("port", "cochem")),
    ("Which cruises start in Amsterdam?", _cr("cruise", "C04")),
    ("In which country does the Blue Danube Discovery end?", _cr("country", "serbia")),
    ("Which Austrian ports does the Danube Classic visit?", _cr("port", "melk", "durnstein", "vienna")),
    ("Which cruises does Rhenus Voyages offer?", _cr("cruise", "C03", "C05", "C06")),
    ("Where is Lumière Fluviale based?", _cr("port", "lyon")),
    ("Which is the oldest ship?", _cr("ship", "s6")),
    ("Which cruises sail on the Rhône?", _cr("cruise", "C07")),
    ("When was Paul Bamberg born?", {"1971"}),
    ("Which ships belong to Danubia River Cruises?", _cr("ship", "s1", "s2")),
    ("How long is the MS Lorelei?", {"110"}),
    ("Which cruise visits Vega de Terrón?", _cr("cruise", "C09")),
    ("What is the last port of the Douro Valley Wine Route?", _cr("port", "porto")),
    ("Which cruises depart in 2025?", _cr("cruise", "C04", "C06", "C09")),
    ("Who captains the ship on the Main and Franconia cruise?", _cr("crew", "c7")),
    ("Which ports are in Portugal?", _cr("port", "porto", "regua", "pinhao")),
    ("Which stop comes after Speyer on the Rhine Highlights cruise of Rhenus Voyages?", _cr("port", "rudesheim")),
    ("Which cruises stop in Wien?", _cr("cruise", "C01", "C02")),
    ("When does the Seine to the Sea cruise depart?", {"2024-08-24"}),
    ("how many nights is the seine to the sea cruise", {"5"}),
    ("Which cruises call at Bratislva?", _cr("cruise", "C01", "C02")),  # misspelt: Bratislava
    ("How much does the Danube Classic cost?", set()),  # no prices
    ("How many crew work on the MS Donauperle?", set()),  # no crew numbers
    ("How deep is the Douro?", set()),  # no depths
]
CRUISES_MADE_UP = ["What is the first port of call on the Danube Delta Explorer?",
                   "Who is the captain of the MS Rheinkönigin?", "Which cruises call at Esztergom?",
                   "Which ships belong to Baltica River Lines?", "When was Paul Hofer born?",
                   "Where does the Moselle Highlights cruise end?"]
CRUISES_GRAPHS = [
    ('[("MS Mistral", "skipper", ?x)]', _cr("crew", "c1")),
    ('[("Danube Classic", "sailed by", ?x)]', _cr("ship", "s1")),
    ('[("MS Wachau Star", "run by", ?x)]', _cr("line", "danubia")),
    ('[("Lumière Fluviale", "head office", ?x)]', _cr("port", "lyon")),
    ('[("Vienna", "lies in", ?x)]', _cr("country", "austria")),
    ('[(?x, "run by", "Rhenus Voyages")]', _cr("ship", "s3", "s4")),
    ('[("Main and Franconia", "sailed by", ?s), (?s, "skipper", ?x)]', _cr("crew", "c7")),
    ('[("Danube Classic", "sailed by", ?s), (?s, "run by", ?x)]', _cr("line", "danubia")),
    ('[(?s, "run by", "Lumière Fluviale"), (?s, "year of launch", ?x)]', {"2016", "2009"}),
    ('[("Provence and the Rhône", "sailed by", ?s), (?s, "passenger count", ?x)]', {"144"}),
    ('[(?c, "sailed by", "MS Lorelei"), (?c, "duration in nights", ?x)]', {"7", "5"}),
    ('[("Ribeira Cruzeiros", "head office", ?p), (?p, "lies in", ?x)]', _cr("country", "portugal")),
]


# ---- geysers (a geyser observatory's SOSA/SSN data: how high, how often, how long and how hot a geyser erupts is said
# ---- ONLY by `sosa:Observation`s with `sosa:hasFeatureOfInterest` the geyser, `sosa:observedProperty` an
# ---- `sosa:ObservableProperty` (labelled @en, unit symbol as a string), `sosa:hasSimpleResult` xsd:decimal,
# ---- `sosa:resultTime` xsd:dateTime and `sosa:madeBySensor`; sensors are `operatedBy` people or teams) -------------
GY = "https://geyser-observatory.example.org/"
GYV = GY + "def#"
# property: label @en
GY_PROPERTIES = {"inField": "geothermal field", "country": "country", "nearestTown": "nearest town",
                 "operatedBy": "operated by", "unitSymbol": "unit symbol"}
# class: (label @en, superclass)
GY_CLASSES = {"Geyser": ("geyser", SOSA + "FeatureOfInterest"), "ConeGeyser": ("cone geyser", GYV + "Geyser"),
              "FountainGeyser": ("fountain geyser", GYV + "Geyser"), "GeothermalField": ("geothermal field", None),
              "Town": ("town", None), "Country": ("country", None)}
GY_COUNTRIES = {"iceland": "Iceland", "usa": "United States", "new-zealand": "New Zealand", "chile": "Chile",
                "russia": "Russia"}
# town: (label, country)
GY_TOWNS = {"laugarvatn": ("Laugarvatn", "iceland"), "west-yellowstone": ("West Yellowstone", "usa"),
            "calistoga": ("Calistoga", "usa"), "rotorua": ("Rotorua", "new-zealand"),
            "san-pedro": ("San Pedro de Atacama", "chile"), "yelizovo": ("Yelizovo", "russia")}
# field: (label, country, nearest town)
GY_FIELDS = {"haukadalur": ("Haukadalur", "iceland", "laugarvatn"),
             "upper-basin": ("Upper Geyser Basin", "usa", "west-yellowstone"),
             "norris": ("Norris Geyser Basin", "usa", "west-yellowstone"),
             "calistoga-springs": ("Calistoga Hot Springs", "usa", "calistoga"),
             "whakarewarewa": ("Whakarewarewa", "new-zealand", "rotorua"),
             "el-tatio": ("El Tatio", "chile", "san-pedro"),
             "valley-of-geysers": ("Valley of Geysers", "russia", "yelizovo")}
# geyser: (label, class, field)
GY_GEYSERS = {"strokkur": ("Strokkur", "FountainGeyser", "haukadalur"),
              "geysir": ("Geysir", "FountainGeyser", "haukadalur"),
              "old-faithful": ("Old Faithful", "ConeGeyser", "upper-basin"),
              "old-faithful-calistoga": ("Old Faithful", "FountainGeyser", "calistoga-springs"),
              "castle": ("Castle Geyser", "ConeGeyser", "upper-basin"),
              "grand": ("Grand Geyser", "FountainGeyser", "upper-basin"),
              "steamboat": ("Steamboat Geyser", "ConeGeyser", "norris"),
              "pohutu": ("Pōhutu", "FountainGeyser", "whakarewarewa"),
              "prince-of-wales": ("Prince of Wales Feathers", "ConeGeyser", "whakarewarewa"),
              "el-jefe": ("El Jefe", "FountainGeyser", "el-tatio"),
              "velikan": ("Velikan", "FountainGeyser", "valley-of-geysers")}
# observable property: (label @en, unit symbol)
GY_OBSERVABLES = {"eruption-height": ("eruption height", "m"),
                  "eruption-interval": ("interval between eruptions", "min"),
                  "eruption-duration": ("eruption duration", "s"), "water-temperature": ("water temperature", "°C")}
# operator: (name, foaf class)
GY_OPERATORS = {"op1": ("Helga Rotorua", "Person"), "op2": ("Upper Basin Monitoring Team", "Organization"),
                "op3": ("Samuel Whitlock", "Person"), "op4": ("Te Puia Geothermal Survey", "Organization"),
                "op5": ("Calistoga Geyser Society", "Organization"),
                "op6": ("Atacama Geothermal Group", "Organization"),
                "op7": ("Kronotsky Reserve Rangers", "Organization")}
# sensor: (label, operator, observed properties)
GY_SENSORS = {"sen1": ("Strokkur height camera", "op1", ["eruption-height", "eruption-interval"]),
              "sen2": ("Haukadalur thermistor", "op1", ["water-temperature"]),
              "sen3": ("Upper Basin seismometer", "op2", ["eruption-interval", "eruption-duration"]),
              "sen4": ("Old Faithful webcam", "op2", ["eruption-height"]),
              "sen5": ("Norris field station", "op3", ["eruption-height", "water-temperature"]),
              "sen6": ("Whakarewarewa gauge", "op4", ["eruption-height", "eruption-interval", "water-temperature"]),
              "sen7": ("Calistoga eruption timer", "op5", ["eruption-height", "eruption-interval"]),
              "sen8": ("El Tatio survey kit", "op6", ["eruption-height", "water-temperature"]),
              "sen9": ("Kronotsky field camera", "op7", ["eruption-height", "eruption-interval"])}
# observation: (geyser, observed property, simple result (decimal), result time, sensor)
GY_OBSERVATIONS = {
    "o01": ("strokkur", "eruption-height", "20", "2023-06-14T10:32:00Z", "sen1"),
    "o02": ("strokkur", "eruption-interval", "8", "2023-06-14T10:40:00Z", "sen1"),
    "o03": ("strokkur", "water-temperature", "98.5", "2023-06-14T11:05:00Z", "sen2"),
    "o04": ("geysir", "water-temperature", "95.2", "2023-06-14T11:20:00Z", "sen2"),
    "o05": ("old-faithful", "eruption-height", "40", "2023-07-02T14:05:00Z", "sen4"),
    "o06": ("old-faithful", "eruption-interval", "92", "2023-07-02T15:37:00Z", "sen3"),
    "o07": ("old-faithful", "eruption-duration", "240", "2023-07-02T14:09:00Z", "sen3"),
    "o08": ("old-faithful", "eruption-height", "44", "2024-07-10T09:12:00Z", "sen4"),
    "o09": ("old-faithful-calistoga", "eruption-height", "18", "2023-05-20T12:00:00Z", "sen7"),
    "o10": ("old-faithful-calistoga", "eruption-interval", "30", "2023-05-20T12:30:00Z", "sen7"),
    "o11": ("castle", "eruption-height", "27", "2023-07-03T16:40:00Z", "sen4"),
    "o12": ("castle", "eruption-interval", "840", "2023-07-04T06:40:00Z", "sen3"),
    "o13": ("castle", "eruption-duration", "1200", "2023-07-03T17:00:00Z", "sen3"),
    "o14": ("grand", "eruption-height", "55", "2023-07-04T18:20:00Z", "sen4"),
    "o15": ("grand", "eruption-interval", "390", "2023-07-05T00:50:00Z", "sen3"),
    "o16": ("grand", "eruption-duration", "600", "2023-07-04T18:30:00Z", "sen3"),
    "o17": ("steamboat", "eruption-height", "91.5", "2023-08-11T03:15:00Z", "sen5"),
    "o18": ("steamboat", "water-temperature", "93.4", "2023-08-11T09:00:00Z", "sen5"),
    "o19": ("pohutu", "eruption-height", "30", "2023-02-18T08:00:00Z", "sen6"),
    "o20": ("pohutu", "eruption-interval", "60", "2023-02-18T09:00:00Z", "sen6"),
    "o21": ("pohutu", "water-temperature", "98.1", "2023-02-18T09:30:00Z", "sen6"),
    "o22": ("prince-of-wales", "eruption-height", "12", "2023-02-18T10:15:00Z", "sen6"),
    "o23": ("el-jefe", "eruption-height", "2.5", "2022-11-05T07:30:00Z", "sen8"),
    "o24": ("el-jefe", "water-temperature", "85.6", "2022-11-05T07:45:00Z", "sen8"),
    "o25": ("velikan", "eruption-height", "35", "2021-08-24T13:10:00Z", "sen9"),
    "o26": ("velikan", "eruption-interval", "380", "2021-08-24T19:30:00Z", "sen9"),
}


def geysers_kg() -> str:
    """N-Triples of the geyser observatory: every measured fact is a SOSA observation of a feature of interest."""
    g = Graph()
    for prop, label in GY_PROPERTIES.items():
        g.add(GYV + prop, RDF_TYPE, OWL + "ObjectProperty" if prop != "unitSymbol" else OWL + "DatatypeProperty")
        g.add(GYV + prop, RDFS + "label", _lit(label, "en"))
    for cls, (label, sup) in GY_CLASSES.items():
        g.add(GYV + cls, RDF_TYPE, OWL + "Class"), g.add(GYV + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(GYV + cls, RDFS + "subClassOf", sup)
    for key, label in GY_COUNTRIES.items():
        g.add(f"{GY}country/{key}", RDF_TYPE, GYV + "Country"), g.add(f"{GY}country/{key}", RDFS + "label", _lit(label))
    for key, (label, country) in GY_TOWNS.items():
        t = f"{GY}town/{key}"
        g.add(t, RDF_TYPE, GYV + "Town"), g.add(t, RDFS + "label", _lit(label))
        g.add(t, GYV + "country", f"{GY}country/{country}")
    for key, (label, country, town) in GY_FIELDS.items():
        f = f"{GY}field/{key}"
        g.add(f, RDF_TYPE, GYV + "GeothermalField"), g.add(f, RDFS + "label", _lit(label))
        g.add(f, GYV + "country", f"{GY}country/{country}"), g.add(f, GYV + "nearestTown", f"{GY}town/{town}")
    for key, (label, cls, field) in GY_GEYSERS.items():
        x = f"{GY}feature/{key}"
        g.add(x, RDF_TYPE, GYV + cls), g.add(x, RDFS + "label", _lit(label))
        g.add(x, GYV + "inField", f"{GY}field/{field}")
    for key, (label, unit) in GY_OBSERVABLES.items():
        p = f"{GY}property/{key}"
        g.add(p, RDF_TYPE, SOSA + "ObservableProperty"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, GYV + "unitSymbol", _lit(unit))
    for key, (name, cls) in GY_OPERATORS.items():
        o = f"{GY}operator/{key}"
        g.add(o, RDF_TYPE, FOAF + cls), g.add(o, FOAF + "name", _lit(name))
    for key, (label, operator, observes) in GY_SENSORS.items():
        s = f"{GY}sensor/{key}"
        g.add(s, RDF_TYPE, SOSA + "Sensor"), g.add(s, RDFS + "label", _lit(label))
        g.add(s, GYV + "operatedBy", f"{GY}operator/{operator}")
        for prop in observes:
            g.add(s, SOSA + "observes", f"{GY}property/{prop}")
    for key, (geyser, prop, value, when, sensor) in GY_OBSERVATIONS.items():
        o = f"{GY}observation/{key}"
        g.add(o, RDF_TYPE, SOSA + "Observation"), g.add(o, SOSA + "hasFeatureOfInterest", f"{GY}feature/{geyser}")
        g.add(o, SOSA + "observedProperty", f"{GY}property/{prop}")
        g.add(o, SOSA + "hasSimpleResult", _typed(value, "decimal"))
        g.add(o, SOSA + "resultTime", _typed(when, "dateTime")), g.add(o, SOSA + "madeBySensor", f"{GY}sensor/{sensor}")
    return g.text()


def _gy(kind: str, *keys: str) -> set[str]:
    return {f"{GY}{kind}/{k}" for k in keys}


GEYSERS_QUESTIONS = [
    ("How high does Strokkur erupt?", {"20"}),
    ("How often does Strokkur erupt?", {"8"}),
    ("Which geyser has the highest recorded eruption?", _gy("feature", "steamboat")),
    ("Which geyser has the hottest water?", _gy("feature", "strokkur")),
    ("What water temperature was measured at Geysir?", {"95.2"}),
    ("How high did the Old Faithful in the Upper Geyser Basin erupt in 2024?", {"44"}),
    ("How high does Old Faithful in Calistoga erupt?", {"18"}),
    ("Which geysers are in the Upper Geyser Basin?", _gy("feature", "old-faithful", "castle", "grand")),
    ("In which country is Pōhutu?", _gy("country", "new-zealand")),
    ("Which geysers are in Iceland?", _gy("feature", "strokkur", "geysir")),
    ("How long does an eruption of Grand Geyser last?", {"600"}),
    ("Which geysers have erupted higher than 30 metres?",
     _gy("feature", "old-faithful", "grand", "steamboat", "velikan")),
    ("When was the eruption height of Steamboat Geyser measured?", {"2023-08-11T03:15:00Z"}),
    ("Which sensor measured the water temperature of Strokkur?", _gy("sensor", "sen2")),
    ("Who operates the Strokkur height camera?", _gy("operator", "op1")),
    ("Which geysers have been observed by sensors operated by Helga Rotorua?", _gy("feature", "strokkur", "geysir")),
    ("Which geysers are near Rotorua?", _gy("feature", "pohutu", "prince-of-wales")),
    ("What is the interval between eruptions of Castle Geyser?", {"840"}),
    ("How many geysers are there in the United States?", {"5"}),
    ("Which geyser in New Zealand erupts highest?", _gy("feature", "pohutu")),
    ("Which geysers were observed in 2021?", _gy("feature", "velikan")),
    ("Which properties were measured at Pōhutu?",
     _gy("property", "eruption-height", "eruption-interval", "water-temperature")),
    ("Which geysers had their water temperature measured?",
     _gy("feature", "strokkur", "geysir", "steamboat", "pohutu", "el-jefe")),
    ("Which geyser has the lowest recorded eruption?", _gy("feature", "el-jefe")),
    ("What was the water temperature at El Jefe?", {"85.6"}),
    ("In which geothermal field is Velikan?", _gy("field", "valley-of-geysers")),
    ("Which town is nearest to El Tatio?", _gy("town", "san-pedro")),
    ("Which geysers are cone geysers?", _gy("feature", "old-faithful", "castle", "steamboat", "prince-of-wales")),
    ("What kind of geyser is Castle Geyser?", {GYV + "ConeGeyser"}),
    ("How many observations did the Old Faithful webcam make?", {"4"}),
    ("Which geysers erupt at intervals of less than an hour?", _gy("feature", "strokkur", "old-faithful-calistoga")),
    ("Who operates the sensors that observed Pōhutu?", _gy("operator", "op4")),
    ("When was Velikan's eruption height recorded?", {"2021-08-24T13:10:00Z"}),
    ("In which country is the Valley of Geysers?", _gy("country", "russia")),
    ("In which unit is the interval between eruptions measured?", {"min"}),
    ("Which geysers did the Upper Basin seismometer observe?", _gy("feature", "old-faithful", "castle", "grand")),
    ("how high does velikan erupt", {"35"}),
    ("How high does Steamboat Geyzer erupt?", {"91.5"}),  # misspelt: Geyser
    ("When was Strokkur discovered?", set()),  # no discovery dates
    ("How many tourists visit Geysir each year?", set()),  # no visitor numbers
    ("What is the silica content of the water at Pōhutu?", set()),  # no water chemistry
]
GEYSERS_MADE_UP = ["How high does Lady Knox Geyser erupt?", "Who operates the Strokkur thermistor?",
                   "How often does Daisy Geyser erupt?", "Which geysers did Helga Whitlock observe?",
                   "What water temperature was measured at Great Fountain Geyser?",
                   "Which geysers are in the Dolina Field?"]
GEYSERS_GRAPHS = [
    ('[("Strokkur", "shoots up to", ?x)]', {"20"}),
    ('[("Velikan", "situated in", ?x)]', _gy("field", "valley-of-geysers")),
    ('[("El Tatio", "closest town", ?x)]', _gy("town", "san-pedro")),
    ('[("Strokkur height camera", "run by", ?x)]', _gy("operator", "op1")),
    ('[(?x, "situated in", "Upper Geyser Basin")]', _gy("feature", "old-faithful", "castle", "grand")),
    ('[("Whakarewarewa", "nation", ?x)]', _gy("country", "new-zealand")),
    ('[("Pōhutu", "situated in", ?f), (?f, "nation", ?x)]', _gy("country", "new-zealand")),
    ('[("Castle Geyser", "situated in", ?f), (?f, "closest town", ?x)]', _gy("town", "west-yellowstone")),
    ('[(?g, "situated in", "Haukadalur"), (?g, "water temp", ?x)]', {"98.5", "95.2"}),
    ('[(?s, "run by", "Helga Rotorua"), (?s, "watched", ?x)]', _gy("feature", "strokkur", "geysir")),
    ('[("Grand Geyser", "situated in", ?f), (?f, "nation", ?x)]', _gy("country", "usa")),
    ('[(?g, "situated in", "Valley of Geysers"), (?g, "shoots up to", ?x)]', {"35"}),
]


# ---- megaliths (two sources merged by `owl:sameAs`: a national heritage register whose scheduled monuments carry the
# ---- county, period, date scheduled and grid reference under a descriptive @en label, and a community megalith wiki
# ---- whose sites carry the popular name, site type, number of stones, sizes and who first recorded them; every wiki
# ---- site that is scheduled says `owl:sameAs` its register entry, never the other way round, so most questions need
# ---- both halves) ------------------------------------------------------------------------------------------------
HR = "https://heritage-register.example.gov.uk/"
HRV = HR + "def/"
MW = "https://megalith-wiki.example.org/"
MWV = MW + "prop/"
# register property: label @en
HR_PROPERTIES = {"county": "county", "period": "period", "dateScheduled": "date scheduled",
                 "gridReference": "grid reference"}
HR_COUNTIES = {"cornwall": "Cornwall", "devon": "Devon", "wiltshire": "Wiltshire", "oxfordshire": "Oxfordshire",
               "cumbria": "Cumbria"}
HR_PERIODS = {"neolithic": "Neolithic", "bronze-age": "Bronze Age"}
# register entry: (label @en, county, period, date scheduled, grid reference)
HR_MONUMENTS = {
    "1004561": ("Boscawen-Un stone circle", "cornwall", "bronze-age", "1926-02-15", "SW 4122 2736"),
    "1004572": ("Stone circle known as the Merry Maidens, 400m south east of Boleigh", "cornwall", "bronze-age",
                "1928-07-11", "SW 4327 2451"),
    "1004580": ("The Hurlers stone circles, 400m west of Minions", "cornwall", "bronze-age", "1931-10-20",
                "SX 2583 7139"),
    "1004590": ("Chambered tomb known as Lanyon Quoit", "cornwall", "neolithic", "1925-05-04", "SW 4298 3369"),
    "1004603": ("Chambered tomb 300m west of Chûn Castle", "cornwall", "neolithic", "1925-06-22", "SW 4022 3396"),
    "1004615": ("Holed stone and standing stones known as Men-an-Tol", "cornwall", "bronze-age", "1927-03-30",
                "SW 4264 3494"),
    "1004628": ("Trethevy Quoit chambered tomb", "cornwall", "neolithic", "1929-09-12", "SX 2593 6880"),
    "1002211": ("Two stone circles 500m east of Sittaford Tor", "devon", "bronze-age", "1956-04-17", "SX 6385 8313"),
    "1002224": ("Scorhill stone circle", "devon", "bronze-age", "1952-11-03", "SX 6545 8739"),
    "1002237": ("Standing stone in Drizzlecombe", "devon", "bronze-age", "1954-01-26", "SX 5920 6697"),
    "1008150": ("Sarsen stones known as the Grey Wethers, Fyfield Down", "wiltshire", "neolithic", "1958-12-01",
                "SU 1396 7131"),
    "1008163": ("Avebury henge and stone circles", "wiltshire", "neolithic", "1882-08-18", "SU 1027 6997"),
    "1008176": ("West Kennet long barrow", "wiltshire", "neolithic", "1883-05-21", "SU 1046 6773"),
    "1008189": ("Chambered tomb known as Devil's Den, Clatford Bottom", "wiltshire", "neolithic", "1936-03-09",
                "SU 1521 6965"),
    "1011122": ("The King's Men stone circle, Rollright", "oxfordshire", "neolithic", "1883-10-05", "SP 2962 3087"),
    "1011135": ("Portal dolmen known as the Whispering Knights", "oxfordshire", "neolithic", "1927-11-14",
                "SP 2994 3084"),
    "1011148": ("Wayland's Smithy chambered long barrow", "oxfordshire", "neolithic", "1884-02-11", "SU 2810 8539"),
    "1007701": ("Long Meg and Her Daughters stone circle and outlying standing stone", "cumbria", "bronze-age",
                "1884-09-30", "NY 5712 3724"),
    "1007714": ("Castlerigg stone circle", "cumbria", "neolithic", "1883-03-14", "NY 2917 2362"),
    "1007727": ("Swinside stone circle", "cumbria", "neolithic", "1952-04-08", "SD 1716 8817"),
    "1007740": ("Cairn 250m north of Swinside stone circle", "cumbria", "bronze-age", "1974-06-18", "SD 1720 8842"),
}
MW_TYPES = {"stone-circle": "stone circle", "dolmen": "dolmen", "holed-stone": "holed stone",
            "standing-stone": "standing stone", "chambered-tomb": "chambered tomb", "sarsen-field": "sarsen field"}
# antiquarian: (foaf:name, birth year)
MW_PEOPLE = {"borlase": ("William Borlase", "1696"), "stukeley": ("William Stukeley", "1687"),
             "aubrey": ("John Aubrey", "1626"), "avebury": ("Edith Avebury", "1851")}
# wiki site: (rdfs:label, type, stones or None, tallest stone m or None, diameter m or None, recorded by or None,
#             register entry or None)
MW_SITES = {
    "boscawen-un": ("Boscawen-Un", "stone-circle", 19, "2.7", "24.9", "borlase", "1004561"),
    "merry-maidens": ("Merry Maidens", "stone-circle", 19, "1.4", "24", "borlase", "1004572"),
    "the-hurlers": ("The Hurlers", "stone-circle", 28, "1.7", "42", "avebury", "1004580"),
    "lanyon-quoit": ("Lanyon Quoit", "dolmen", 4, "1.6", None, "borlase", "1004590"),
    "chun-quoit": ("Chûn Quoit", "dolmen", 5, "2", None, None, "1004603"),
    "men-an-tol": ("Men-an-Tol", "holed-stone", 3, "1.3", None, "borlase", "1004615"),
    "trethevy-quoit": ("Trethevy Quoit", "dolmen", 7, "4.6", None, "avebury", "1004628"),
    "grey-wethers-dartmoor": ("Grey Wethers", "stone-circle", 30, "1.3", "33.5", "avebury", "1002211"),
    "scorhill": ("Scorhill", "stone-circle", 34, "2.4", "26.8", "avebury", "1002224"),
    "drizzlecombe-menhir": ("Drizzlecombe Menhir", "standing-stone", 1, "4.2", None, None, "1002237"),
    "grey-wethers-fyfield": ("Grey Wethers", "sarsen-field", None, None, None, "stukeley", "1008150"),
    "avebury": ("Avebury", "stone-circle", 27, "4.3", "331.6", "aubrey", "1008163"),
    "west-kennet": ("West Kennet Long Barrow", "chambered-tomb", None, "3.6", None, "aubrey", "1008176"),
    "devils-den": ("Devil's Den", "dolmen", 4, "2.5", None, "stukeley", "1008189"),
    "rollright-stones": ("Rollright Stones", "stone-circle", 73, "2.1", "31.6", "stukeley", "1011122"),
    "whispering-knights": ("Whispering Knights", "dolmen", 5, "2.4", None, "stukeley", "1011135"),
    "waylands-smithy": ("Wayland's Smithy", "chambered-tomb", None, "3.2", None, "aubrey", "1011148"),
    "long-meg": ("Long Meg and Her Daughters", "stone-circle", 59, "3.7", "109.4", None, "1007701"),
    "castlerigg": ("Castlerigg", "stone-circle", 40, "2.3", "32.6", "stukeley", "1007714"),
    "swinside": ("Swinside", "stone-circle", 55, "2.2", "28.6", None, "1007727"),
    "pentre-ifan": ("Pentre Ifan", "dolmen", 7, "2.5", None, None, None),
}


def megaliths_kg() -> str:
    """N-Triples of the register and the wiki, linked only by `owl:sameAs` from wiki site to register entry."""
    g = Graph()
    for prop, label in HR_PROPERTIES.items():
        g.add(HRV + prop, RDF_TYPE, RDF + "Property"), g.add(HRV + prop, RDFS + "label", _lit(label, "en"))
    g.add(HRV + "ScheduledMonument", RDF_TYPE, OWL + "Class")
    g.add(HRV + "ScheduledMonument", RDFS + "label", _lit("scheduled monument", "en"))
    for key, label in HR_COUNTIES.items():
        g.add(f"{HR}county/{key}", RDF_TYPE, HRV + "County"), g.add(f"{HR}county/{key}", RDFS + "label",
                                                                    _lit(label, "en"))
    for key, label in HR_PERIODS.items():
        g.add(f"{HR}period/{key}", RDF_TYPE, HRV + "Period"), g.add(f"{HR}period/{key}", RDFS + "label",
                                                                    _lit(label, "en"))
    for key, (label, county, period, scheduled, grid) in HR_MONUMENTS.items():
        m = f"{HR}monument/{key}"
        g.add(m, RDF_TYPE, HRV + "ScheduledMonument"), g.add(m, RDFS + "label", _lit(label, "en"))
        g.add(m, HRV + "county", f"{HR}county/{county}"), g.add(m, HRV + "period", f"{HR}period/{period}")
        g.add(m, HRV + "dateScheduled", _typed(scheduled, "date")), g.add(m, HRV + "gridReference", _lit(grid))
    for key, label in MW_TYPES.items():
        g.add(f"{MW}type/{key}", RDFS + "label", _lit(label))
    for key, (name, born) in MW_PEOPLE.items():
        p = f"{MW}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name)), g.add(p, MWV + "born",
                                                                                       _typed(born, "gYear"))
    for key, (label, kind, stones, tallest, diameter, recorder, entry) in MW_SITES.items():
        s = f"{MW}site/{key}"
        g.add(s, RDFS + "label", _lit(label)), g.add(s, MWV + "siteType", f"{MW}type/{kind}")
        if stones is not None:
            g.add(s, MWV + "stones", _typed(stones, "integer"))
        if tallest:
            g.add(s, MWV + "tallestStoneM", _typed(tallest, "decimal"))
        if diameter:
            g.add(s, MWV + "diameterM", _typed(diameter, "decimal"))
        if recorder:
            g.add(s, MWV + "recordedBy", f"{MW}person/{recorder}")
        if entry:
            g.add(s, OWL + "sameAs", f"{HR}monument/{entry}")
    return g.text()


def _mg(*sites: str) -> set[str]:
    """A wiki site and, where it is scheduled, its register entry: both IRIs name the same monument."""
    out = set()
    for key in sites:
        out.add(f"{MW}site/{key}")
        if MW_SITES[key][6]:
            out.add(f"{HR}monument/{MW_SITES[key][6]}")
    return out


def _hr(kind: str, *keys: str) -> set[str]:
    return {f"{HR}{kind}/{k}" for k in keys}


def _mw(kind: str, *keys: str) -> set[str]:
    return {f"{MW}{kind}/{k}" for k in keys}


MEGALITHS_QUESTIONS = [
    ("In which county is Boscawen-Un?", _hr("county", "cornwall")),
    ("How many stones does Boscawen-Un have?", {"19"}),
    ("When was Castlerigg scheduled as a monument?", {"1883-03-14"}),
    ("Which stone circles are in Cumbria?", _mg("long-meg", "castlerigg", "swinside")),
    ("Which sites did William Borlase record?", _mg("boscawen-un", "merry-maidens", "lanyon-quoit", "men-an-tol")),
    ("Which site has the tallest stone?", _mg("trethevy-quoit")),
    ("Which stone circle has the largest diameter?", _mg("avebury")),
    ("In which county is the Grey Wethers stone circle?", _hr("county", "devon")),
    ("When were the Grey Wethers in Wiltshire scheduled?", {"1958-12-01"}),
    ("From which period do the Rollright Stones date?", _hr("period", "neolithic")),
    ("Which sites date from the Bronze Age?",
     _mg("boscawen-un", "merry-maidens", "the-hurlers", "men-an-tol", "grey-wethers-dartmoor", "scorhill",
         "drizzlecombe-menhir", "long-meg") | _hr("monument", "1007740")),
    ("Which dolmens are in Cornwall?", _mg("lanyon-quoit", "chun-quoit", "trethevy-quoit")),
    ("Which stone circles have more than 19 stones?",
     _mg("the-hurlers", "grey-wethers-dartmoor", "scorhill", "avebury", "rollright-stones", "long-meg", "castlerigg",
         "swinside")),
    ("What is the grid reference of Men-an-Tol?", {"SW 4264 3494"}),
    ("Who first recorded Trethevy Quoit?", _mw("person", "avebury")),
    ("Which sites did Edith Avebury record?",
     _mg("the-hurlers", "trethevy-quoit", "grey-wethers-dartmoor", "scorhill")),
    ("Which sites are in Wiltshire?", _mg("grey-wethers-fyfield", "avebury", "west-kennet", "devils-den")),
    ("What kind of monument is Men-an-Tol?", _mw("type", "holed-stone")),
    ("How many stone circles are there in Cornwall?", {"3"}),
    ("Which monument was scheduled first?", _mg("avebury")),
    ("When was William Stukeley born?", {"1687"}),
    ("Which monuments were scheduled in the 1950s?",
     _mg("grey-wethers-dartmoor", "scorhill", "drizzlecombe-menhir", "grey-wethers-fyfield", "swinside")),
    ("How wide is the Merry Maidens?", {"24"}),
    ("How tall is the tallest stone of Long Meg and Her Daughters?", {"3.7"}),
    ("Which county has the most scheduled monuments?", _hr("county", "cornwall")),
    ("Which chambered tombs are there?", _mg("west-kennet", "waylands-smithy")),
    ("Which sites in Oxfordshire did William Stukeley record?", _mg("rollright-stones", "whispering-knights")),
    ("Who recorded the Rollright Stones?", _mw("person", "stukeley")),
    ("Which of the sites John Aubrey recorded are in Wiltshire?", _mg("avebury", "west-kennet")),
    ("How many stones make up Castlerigg?", {"40"}),
    ("What period is Castlerigg from?", _hr("period", "neolithic")),
    ("When was the antiquarian who recorded Avebury born?", {"1626"}),
    ("Which sites have fewer than 5 stones?", _mg("lanyon-quoit", "men-an-tol", "drizzlecombe-menhir", "devils-den")),
    ("Which monuments in Devon were scheduled before 1955?", _mg("scorhill", "drizzlecombe-menhir")),
    ("What is the diameter of Swinside?", {"28.6"}),
    ("Which standing stones are in Devon?", _mg("drizzlecombe-menhir")),
    ("which county is lanyon quoit in", _hr("county", "cornwall")),
    ("In which county are the Rolright Stones?", _hr("county", "oxfordshire")),  # misspelt: Rollright
    ("Who owns Men-an-Tol?", set()),  # no owners
    ("How much does it cost to visit Avebury?", set()),  # no admission prices
    ("How heavy is the capstone of Trethevy Quoit?", set()),  # no weights
]
MEGALITHS_MADE_UP = ["In which county is Boscawen-Ros?", "Who recorded the Kenidjack Circle?",
                     "When was Edith Borlase born?", "How many stones does Long Tom and His Sons have?",
                     "Which sites did Henry Stukeley record?", "When was the Whispering Giants dolmen scheduled?"]
MEGALITHS_GRAPHS = [
    ('[("Boscawen-Un", "number of uprights", ?x)]', {"19"}),
    ('[("Trethevy Quoit", "first described by", ?x)]', _mw("person", "avebury")),
    ('[(?x, "first described by", "William Stukeley")]',
     _mg("grey-wethers-fyfield", "devils-den", "rollright-stones", "whispering-knights", "castlerigg")),
    ('[("Men-an-Tol", "kind of site", ?x)]', _mw("type", "holed-stone")),
    ('[("John Aubrey", "birth year", ?x)]', {"1626"}),
    ('[("Castlerigg", "lies in county", ?x)]', _hr("county", "cumbria")),
    ('[("Trethevy Quoit", "first described by", ?p), (?p, "birth year", ?x)]', {"1851"}),
    ('[(?s, "first described by", "Edith Avebury"), (?s, "lies in county", ?x)]', _hr("county", "cornwall", "devon")),
    ('[(?s, "lies in county", "Cumbria"), (?s, "number of uprights", ?x)]', {"59", "40", "55"}),
    ('[(?s, "kind of site", "chambered tomb"), (?s, "era", ?x)]', _hr("period", "neolithic")),
    ('[("Castlerigg", "first described by", ?p), (?p, "birth year", ?x)]', {"1687"}),
    ('[(?s, "first described by", "John Aubrey"), (?s, "lies in county", ?x)]',
     _hr("county", "wiltshire", "oxfordshire")),
]


# ---- plaques (an open-data register of commemorative plaques published as CSV on the Web and converted by csv2rdf
# ---- in standard mode: three tables, `plaques.csv`, `people.csv` and `organisations.csv`, each column its own
# ---- predicate named after the column (`…/plaques.csv#town`, `…/people.csv#occupation`), rows' subjects minted by
# ---- aboutUrl (`…/plaque/113`, `…/person/p12`, `…/organisation/o04`), the person and the erecting body as valueUrl
# ---- IRIs and everything else plain strings or years, with no rdf:type and no rdfs:label on any row's subject;
# ---- the csvw:TableGroup / Table / Row scaffolding (`csvw:row`, `csvw:rownum`, `csvw:url`, `csvw:describes`) wraps it)
PL = "https://opendata.plaques.example.org/"
# table: [(column, datatype or None for a string, or "ref:<kind>" for a valueUrl to `…/<kind>/{value}`)]
PL_TABLES = {"plaques.csv": ("Commemorative plaques", "plaque",
                             [("inscription", None), ("person", "ref:person"), ("colour", None), ("erected", "gYear"),
                              ("erected_by", "ref:organisation"), ("street", None), ("town", None)]),
             "people.csv": ("People commemorated", "person",
                            [("name", None), ("born", "gYear"), ("died", "gYear"), ("occupation", None),
                             ("birthplace", None)]),
             "organisations.csv": ("Organisations that erect plaques", "organisation",
                                   [("name", None), ("founded", "gYear"), ("town", None)])}
PL_ROWS = {
    "people.csv": [
        ("p01", "Ada Lovelace", "1815", "1852", "mathematician", "London"),
        ("p02", "Isambard Kingdom Brunel", "1806", "1859", "engineer", "Portsmouth"),
        ("p03", "John Walker", "1781", "1859", "chemist", "Stockton-on-Tees"),
        ("p04", "John Walker", "1805", "1857", "grocer", "Kilmarnock"),
        ("p05", "Henry Durham", "1839", "1912", "architect", "Bristol"),
        ("p06", "Charles Darwin", "1809", "1882", "naturalist", "Shrewsbury"),
        ("p07", "Mary Seacole", "1805", "1881", "nurse", "Kingston"),
        ("p08", "Elizabeth Gaskell", "1810", "1865", "novelist", "London"),
        ("p09", "George Stephenson", "1781", "1848", "engineer", "Wylam"),
        ("p10", "Grace Darling", "1815", "1842", "lifesaver", "Bamburgh"),
        ("p11", "Thomas Hardy", "1840", "1928", "novelist", "Higher Bockhampton"),
        ("p12", "Alan Turing", "1912", "1954", "mathematician", "London"),
        ("p13", "Emily Wilding Davison", "1872", "1913", "suffragette", "London"),
        ("p14", "Joseph Swan", "1828", "1914", "inventor", "Sunderland"),
        ("p15", "Józef Boruwłaski", "1739", "1837", "entertainer", "Halicz"),
        ("p16", "Ellen Wilkinson", "1891", "1947", "politician", "Manchester"),
    ],
    "organisations.csv": [
        ("o01", "English Heritage", "1983", "London"), ("o02", "Bristol Civic Society", "1905", "Bristol"),
        ("o03", "Durham County Council", "1889", "Durham"), ("o04", "Manchester Civic Society", "1960", "Manchester"),
        ("o05", "Royal Society of Chemistry", "1980", "London"),
        ("o06", "Stockton Heritage Trust", "1975", "Stockton-on-Tees"),
        ("o07", "Kilmarnock Burgh Trust", "1990", "Kilmarnock"), ("o08", "Greater London Council", "1965", "London"),
        ("o09", "London County Council", "1889", "London"),
        ("o10", "Northumberland County Council", "1889", "Morpeth"),
        ("o11", "Newcastle City Council", "1974", "Newcastle upon Tyne"),
        ("o12", "Thomas Hardy Society", "1968", "Dorchester"),
    ],
    "plaques.csv": [
        ("101", "ADA COUNTESS OF LOVELACE 1815-1852 Pioneer of Computing lived here", "p01", "blue", "1992", "o01",
         "12 St James's Square", "London"),
        ("102", "ISAMBARD KINGDOM BRUNEL 1806-1859 Civil Engineer lived here", "p02", "blue", "1954", "o09",
         "98 Cheyne Walk", "London"),
        ("103", "Isambard Kingdom Brunel 1806-1859 built the SS Great Britain in this dock", "p02", "blue", "2006",
         "o02", "Great Western Dockyard", "Bristol"),
        ("104", "John Walker 1781-1859 inventor of the friction match had his shop here", "p03", "blue", "1977", "o06",
         "59 High Street", "Stockton-on-Tees"),
        ("105", "John Walker 1805-1857 grocer, founder of a famous whisky business, traded here", "p04", "brown",
         "2007", "o07", "King Street", "Kilmarnock"),
        ("106", "Henry Durham 1839-1912 architect lived here", "p05", "blue", "1988", "o02", "14 Royal York Crescent",
         "Bristol"),
        ("107", "CHARLES DARWIN 1809-1882 Naturalist lived in a house on this site 1838-1842", "p06", "blue", "1950",
         "o09", "110 Gower Street", "London"),
        ("108", "MARY SEACOLE 1805-1881 Jamaican nurse and heroine of the Crimean War lived here", "p07", "blue",
         "2007", "o01", "157 George Street", "London"),
        ("109", "ELIZABETH GASKELL 1810-1865 novelist was born here", "p08", "blue", "1913", "o09", "93 Cheyne Walk",
         "London"),
        ("110", "George Stephenson 1781-1848 engineer built his first locomotives near this spot", "p09", "blue",
         "1929", "o10", "Westgate Road", "Newcastle upon Tyne"),
        ("111", "Grace Darling 1815-1842 heroine of the Forfarshire rescue lived here", "p10", "green", "1938", "o10",
         "Radcliffe Road", "Bamburgh"),
        ("112", "Thomas Hardy 1840-1928 novelist and poet worked here as an apprentice architect", "p11", "brown",
         "1978", "o12", "High West Street", "Dorchester"),
        ("113", "ALAN TURING 1912-1954 Code-breaker and pioneer of computer science was born here", "p12", "blue",
         "1998", "o01", "2 Warrington Crescent", "London"),
        ("114", "Alan Turing 1912-1954 mathematician lived and died here", "p12", "blue", "2004", "o04",
         "Adlington Road", "Wilmslow"),
        ("115", "Emily Wilding Davison 1872-1913 suffragette is buried in this town", "p13", "green", "2013", "o10",
         "Bridge Street", "Morpeth"),
        ("116", "Joseph Swan 1828-1914 inventor: the first street in the world lit by his electric lamps", "p14",
         "blue", "1980", "o11", "Mosley Street", "Newcastle upon Tyne"),
        ("117", "National Chemical Landmark: John Walker 1781-1859 invented the friction match here in 1827", "p03",
         "blue", "2017", "o05", "High Street", "Stockton-on-Tees"),
        ("118", "Ellen Wilkinson 1891-1947 politician lived here", "p16", "blue", "1995", "o04", "Plymouth Grove",
         "Manchester"),
        ("119", "Elizabeth Gaskell 1810-1865 novelist lived here 1850-1865", "p08", "blue", "1980", "o04",
         "84 Plymouth Grove", "Manchester"),
        ("120", "Józef Boruwłaski 1739-1837 entertainer lived in this town", "p15", "blue", "1987", "o03",
         "South Bailey", "Durham"),
    ],
}


def plaques_kg() -> str:
    """N-Triples of the plaque register as csv2rdf's standard mode writes it: column predicates, CSVW scaffolding."""
    g = Graph()
    g.add("_:tablegroup", RDF_TYPE, CSVW + "TableGroup")
    for table, (title, kind, columns) in PL_TABLES.items():
        t, url = f"_:table{kind}", f"{PL}{table}"
        g.add("_:tablegroup", CSVW + "table", t), g.add(t, RDF_TYPE, CSVW + "Table"), g.add(t, CSVW + "url", url)
        g.add(t, DCT + "title", _lit(title))
        for n, (ident, *values) in enumerate(PL_ROWS[table], 1):
            s, row = f"{PL}{kind}/{ident}", f"_:{kind}row{n}"
            g.add(t, CSVW + "row", row), g.add(row, RDF_TYPE, CSVW + "Row")
            g.add(row, CSVW + "rownum", _typed(n, "integer")), g.add(row, CSVW + "url", f"{url}#row={n + 1}")
            g.add(row, CSVW + "describes", s)
            for (column, datatype), value in zip(columns, values):
                if datatype and datatype.startswith("ref:"):
                    g.add(s, f"{url}#{column}", f"{PL}{datatype[4:]}/{value}")
                else:
                    g.add(s, f"{url}#{column}", _typed(value, datatype) if datatype else _lit(value))
    return g.text()


def _pl(kind: str, *ids: str) -> set[str]:
    return {f"{PL}{kind}/{i}" for i in ids}


PLAQUES_QUESTIONS = [
    ("In which town is the plaque to Ada Lovelace?", {"London"}),
    ("Which plaques commemorate Isambard Kingdom Brunel?", _pl("plaque", "102", "103")),
    ("Who put up the plaque to Mary Seacole?", _pl("organisation", "o01")),
    ("When was the plaque to Alan Turing in Wilmslow put up?", {"2004"}),
    ("Which plaques are in Durham?", _pl("plaque", "120")),
    ("Which plaques are in Bristol?", _pl("plaque", "103", "106")),
    ("What was Henry Durham's occupation?", {"architect"}),
    ("Where was Henry Durham born?", {"Bristol"}),
    ("What colour is the plaque to Grace Darling?", {"green"}),
    ("Which plaques are green?", _pl("plaque", "111", "115")),
    ("When was the John Walker who was a grocer born?", {"1805"}),
    ("Where was the chemist John Walker born?", {"Stockton-on-Tees"}),
    ("How many plaques has English Heritage put up?", {"3"}),
    ("Which is the oldest plaque?", _pl("plaque", "109")),
    ("Which plaques were put up before 1950?", _pl("plaque", "109", "110", "111")),
    ("Which people with plaques were born in London?", _pl("person", "p01", "p08", "p12", "p13")),
    ("When did Charles Darwin die?", {"1882"}),
    ("Who is commemorated at 93 Cheyne Walk?", _pl("person", "p08")),
    ("Which organisations are based in London?", _pl("organisation", "o01", "o05", "o08", "o09")),
    ("When was the Bristol Civic Society founded?", {"1905"}),
    ("Which plaques did the London County Council put up?", _pl("plaque", "102", "107", "109")),
    ("Which mathematicians have plaques?", _pl("person", "p01", "p12")),
    ("How many plaques commemorate Alan Turing?", {"2"}),
    ("Which plaques were put up by organisations based in Bristol?", _pl("plaque", "103", "106")),
    ("Which commemorated person was born first?", _pl("person", "p15")),
    ("Which engineers are commemorated in Newcastle upon Tyne?", _pl("person", "p09")),
    ("In which street is the plaque to Joseph Swan?", {"Mosley Street"}),
    ("What does the plaque to Grace Darling say?",
     {"Grace Darling 1815-1842 heroine of the Forfarshire rescue lived here"}),
    ("When was the plaque to Ellen Wilkinson put up?", {"1995"}),
    ("Which people died in 1859?", _pl("person", "p02", "p03")),
    ("Which plaques were put up in the 21st century?", _pl("plaque", "103", "105", "108", "114", "115", "117")),
    ("How many engineers have plaques?", {"2"}),
    ("Where is the Royal Society of Chemistry based?", {"London"}),
    ("What was the occupation of the person commemorated in Kilmarnock?", {"grocer"}),
    ("Who put up the plaques to the John Walker born in Stockton-on-Tees?", _pl("organisation", "o05", "o06")),
    ("Who is commemorated by the plaques the Manchester Civic Society put up?", _pl("person", "p08", "p12", "p16")),
    ("who put up the plaque to grace darling", _pl("organisation", "o10")),
    ("When was Isambard Kingdon Brunel born?", {"1806"}),  # misspelt: Kingdom
    ("How big is the plaque to Charles Darwin?", set()),  # no sizes
    ("What is the plaque to Mary Seacole made of?", set()),  # no materials
    ("How much did the plaque to Ada Lovelace cost?", set()),  # no costs
]
PLAQUES_MADE_UP = ["Which plaques commemorate Florence Durham?", "Who put up the plaque to Isaac Newton?",
                   "In which town is the plaque to Mary Lovelace?", "When was the Leeds Civic Trust founded?",
                   "Where was Henry Walker born?", "Who is commemorated at 7 Windmill Lane?"]
PLAQUES_GRAPHS = [
    ('[(?x, "commemorates", "Ada Lovelace")]', _pl("plaque", "101")),
    ('[("Henry Durham", "profession", ?x)]', {"architect"}),
    ('[("Bristol Civic Society", "established", ?x)]', {"1905"}),
    ('[("Mary Seacole", "native of", ?x)]', {"Kingston"}),
    ('[("Charles Darwin", "passed away", ?x)]', {"1882"}),
    ('[(?x, "profession", "mathematician")]', _pl("person", "p01", "p12")),
    ('[(?p, "commemorates", "Grace Darling"), (?p, "put up by", ?x)]', _pl("organisation", "o10")),
    ('[(?p, "commemorates", "Joseph Swan"), (?p, "in town", ?x)]', {"Newcastle upon Tyne"}),
    ('[(?p, "in town", "Kilmarnock"), (?p, "commemorates", ?x)]', _pl("person", "p04")),
    ('[(?p, "put up by", "Manchester Civic Society"), (?p, "commemorates", ?x)]', _pl("person", "p08", "p12", "p16")),
    ('[(?p, "in town", "Durham"), (?p, "commemorates", ?x)]', _pl("person", "p15")),
    ('[(?p, "commemorates", "Alan Turing"), (?p, "year put up", ?x)]', {"1998", "2004"}),
]


# ---- racehorses (a form book where every horse is named in CAPITALS as racecards print it, some with a country
# ---- suffix in brackets ("MORNING KESTREL (IRE)", "CROWN OF THORNS (FR)"), and every person by a label that starts
# ---- with an honorific or title ("Sir Harold Ashworth", "Mrs Jane Kettering", "Miss Ellie Newbury", "Capt. Rupert
# ---- Hale", "The Hon. Mrs Lucinda Greene", "Mr & Mrs Robert Dawson"); horses have a sire and a dam, races a single
# ---- winner and winning jockey) -----------------------------------------------------------------------------------
RH = "https://racing-form.example.co.uk/"
RHV = RH + "def/"
# property: label @en
RH_PROPERTIES = {"sire": "sire", "dam": "dam", "foaled": "year foaled", "sex": "sex", "colour": "colour",
                 "trainer": "trainer", "owner": "owner", "winner": "winner", "winningJockey": "winning jockey",
                 "racecourse": "racecourse", "raceDate": "race date", "distanceFurlongs": "distance (furlongs)",
                 "prizeGBP": "prize money (GBP)", "basedAt": "based at"}
RH_CLASSES = {"Horse": "horse", "Trainer": "trainer", "Jockey": "jockey", "Owner": "owner", "Race": "race",
              "Racecourse": "racecourse"}
RH_COURSES = {"ascot": "Ascot", "york": "York", "newbury": "Newbury", "cheltenham": "Cheltenham",
              "epsom": "Epsom Downs", "doncaster": "Doncaster", "haydock": "Haydock Park", "goodwood": "Goodwood"}
# person: (label, classes, based at or None)
RH_PEOPLE = {"T1": ("Sir Harold Ashworth", ["Trainer", "Owner"], "Newmarket"),
             "T2": ("Mrs Jane Kettering", ["Trainer"], "Lambourn"), "T3": ("Mr Declan Fahy", ["Trainer"], "Middleham"),
             "T4": ("Dr Anne-Marie Colville", ["Trainer"], "Newmarket"),
             "T5": ("Capt. Rupert Hale", ["Trainer"], "Lambourn"),
             "J1": ("Miss Ellie Newbury", ["Jockey"], None), "J2": ("Mr Sean Doherty", ["Jockey"], None),
             "J3": ("Mr Luca Moretti", ["Jockey"], None), "J4": ("Mrs Kate Fairbairn", ["Jockey"], None),
             "J5": ("Mr Oisín Byrne", ["Jockey"], None), "J6": ("Mr Patrick Quinlan", ["Jockey"], None),
             "O1": ("Lady Cecily Fane", ["Owner"], None), "O2": ("Mr & Mrs Robert Dawson", ["Owner"], None),
             "O3": ("The Hon. Mrs Lucinda Greene", ["Owner"], None), "O4": ("Kestrel Park Stud", ["Owner"], None)}
# horse: (label, sex, colour, foaled, sire, dam, trainer, owner)
RH_HORSES = {
    "H01": ("STORM HARBOUR", "stallion", "bay", "2006", None, None, None, "O4"),
    "H02": ("NORTHERN QUAY (IRE)", "stallion", "chestnut", "2005", None, None, None, "O4"),
    "H03": ("SILVER LINING", "mare", "grey", "1998", None, None, "T5", "O1"),
    "H04": ("SILVER LINING", "mare", "grey", "2014", "H01", "H07", "T2", "O3"),
    "H05": ("MORNING KESTREL (IRE)", "mare", "bay", "2012", "H02", "H03", "T4", "O1"),
    "H06": ("BRASS MONKEY", "gelding", "chestnut", "2016", "H01", "H07", "T3", "O2"),
    "H07": ("LADY OF SHALOTT", "mare", "bay", "2004", None, None, None, "O4"),
    "H08": ("CROWN OF THORNS (FR)", "gelding", "brown", "2015", "H02", "H07", "T5", "O3"),
    "H09": ("QUIET THUNDER", "colt", "bay", "2021", "H01", "H05", "T1", "T1"),
    "H10": ("APPLE DUMPLING", "filly", "chestnut", "2021", "H02", "H04", "T2", "O3"),
    "H11": ("YORKSHIRE PUDDING", "gelding", "grey", "2017", "H02", "H03", "T3", "O2"),
    "H12": ("DANCING DERVISH", "colt", "bay", "2021", "H01", "H07", "T4", "O4"),
    "H13": ("WINTER SOLSTICE (IRE)", "mare", "grey", "2018", "H02", "H05", "T2", "O1"),
}
# race: (label, course, date, distance furlongs, prize GBP, winner, winning jockey)
RH_RACES = {
    "812301": ("Northern Lights Stakes", "york", "2023-08-23", "10.5", "150000", "H13", "J3"),
    "845517": ("Northern Lights Stakes", "york", "2024-08-21", "10.5", "175000", "H09", "J1"),
    "841022": ("King's Meadow Handicap", "ascot", "2024-06-19", "8", "60000", "H12", "J1"),
    "790144": ("Gold Vase Chase", "cheltenham", "2023-03-16", "26", "250000", "H08", "J5"),
    "776930": ("Coronet Novices' Hurdle", "cheltenham", "2022-11-12", "16", "40000", "H11", "J2"),
    "794471": ("Berkshire Cup", "newbury", "2023-04-22", "16.5", "85000", "H06", "J2"),
    "838806": ("Epsom Summer Sprint", "epsom", "2024-06-01", "5", "80000", "H10", "J4"),
    "820358": ("Doncaster Autumn Trophy", "doncaster", "2023-10-28", "8", "120000", "H09", "J3"),
    "829942": ("Haydock Steeplechase", "haydock", "2024-01-20", "24.5", "90000", "H08", "J5"),
    "601275": ("Sussex Vase", "goodwood", "2017-07-31", "7", "55000", "H04", "J4"),
    "212864": ("Chalk Hill Stakes", "newbury", "2002-05-18", "10", "30000", "H03", "J6"),
    "836214": ("Knavesmire Handicap", "york", "2024-05-15", "12", "45000", "H06", "J1"),
    "806675": ("Windsor Forest Stakes", "ascot", "2023-06-21", "10", "210000", "H13", "J3"),
}


def racehorses_kg() -> str:
    """N-Triples of the form book: horses named in capitals, people by labels with honorifics."""
    g = Graph()
    for prop, label in RH_PROPERTIES.items():
        g.add(RHV + prop, RDF_TYPE, RDF + "Property"), g.add(RHV + prop, RDFS + "label", _lit(label, "en"))
    for cls, label in RH_CLASSES.items():
        g.add(RHV + cls, RDF_TYPE, OWL + "Class"), g.add(RHV + cls, RDFS + "label", _lit(label, "en"))
    for key, label in RH_COURSES.items():
        g.add(f"{RH}course/{key}", RDF_TYPE, RHV + "Racecourse"), g.add(f"{RH}course/{key}", RDFS + "label",
                                                                        _lit(label))
    for key, (label, classes, based) in RH_PEOPLE.items():
        p = f"{RH}person/{key}"
        for cls in classes:
            g.add(p, RDF_TYPE, RHV + cls)
        g.add(p, RDFS + "label", _lit(label))
        if based:
            g.add(p, RHV + "basedAt", _lit(based))
    for key, (label, sex, colour, foaled, sire, dam, trainer, owner) in RH_HORSES.items():
        h = f"{RH}horse/{key}"
        g.add(h, RDF_TYPE, RHV + "Horse"), g.add(h, RDFS + "label", _lit(label))
        g.add(h, RHV + "sex", _lit(sex)), g.add(h, RHV + "colour", _lit(colour))
        g.add(h, RHV + "foaled", _typed(foaled, "gYear"))
        if sire:
            g.add(h, RHV + "sire", f"{RH}horse/{sire}")
        if dam:
            g.add(h, RHV + "dam", f"{RH}horse/{dam}")
        if trainer:
            g.add(h, RHV + "trainer", f"{RH}person/{trainer}")
        g.add(h, RHV + "owner", f"{RH}person/{owner}")
    for key, (label, course, day, furlongs, prize, winner, jockey) in RH_RACES.items():
        r = f"{RH}race/{key}"
        g.add(r, RDF_TYPE, RHV + "Race"), g.add(r, RDFS + "label", _lit(label))
        g.add(r, RHV + "racecourse", f"{RH}course/{course}"), g.add(r, RHV + "raceDate", _typed(day, "date"))
        g.add(r, RHV + "distanceFurlongs", _typed(furlongs, "decimal"))
        g.add(r, RHV + "prizeGBP", _typed(prize, "decimal"))
        g.add(r, RHV + "winner", f"{RH}horse/{winner}"), g.add(r, RHV + "winningJockey", f"{RH}person/{jockey}")
    return g.text()


def _rh(kind: str, *keys: str) -> set[str]:
    return {f"{RH}{kind}/{k}" for k in keys}


RACEHORSES_QUESTIONS = [
    ("Who trains Quiet Thunder?", _rh("person", "T1")),
    ("Which horses does Harold Ashworth train?", _rh("horse", "H09")),
    ("Who owns Brass Monkey?", _rh("person", "O2")),
    ("Who sired Apple Dumpling?", _rh("horse", "H02")),
    ("Who is the dam of Morning Kestrel?", _rh("horse", "H03")),
    ("Which horses did Storm Harbour sire?", _rh("horse", "H04", "H06", "H09", "H12")),
    ("Who won the Northern Lights Stakes in 2024?", _rh("horse", "H09")),
    ("Who rode the winner of the 2023 Northern Lights Stakes?", _rh("person", "J3")),
    ("Which races did Ellie Newbury win?", _rh("race", "845517", "841022", "836214")),
    ("At which racecourses has Ellie Newbury ridden a winner?", _rh("course", "york", "ascot")),
    ("When was the Silver Lining trained by Jane Kettering foaled?", {"2014"}),
    ("Who trained the Silver Lining that won the Chalk Hill Stakes?", _rh("person", "T5")),
    ("What colour is Crown of Thorns?", {"brown"}),
    ("Which horses are greys?", _rh("horse", "H03", "H04", "H11", "H13")),
    ("Which races are run at Cheltenham?", _rh("race", "790144", "776930")),
    ("Which race has the biggest prize?", _rh("race", "790144")),
    ("How much prize money was the Windsor Forest Stakes worth?", {"210000"}),
    ("Which races are run over more than 16 furlongs?", _rh("race", "790144", "794471", "829942")),
    ("Which horses does Mrs Jane Kettering train?", _rh("horse", "H04", "H10", "H13")),
    ("Where is Declan Fahy based?", {"Middleham"}),
    ("Which trainers are based in Lambourn?", _rh("person", "T2", "T5")),
    ("Which horses does Lady Cecily Fane own?", _rh("horse", "H03", "H05", "H13")),
    ("When was Winter Solstice foaled?", {"2018"}),
    ("Which is the oldest horse?", _rh("horse", "H03")),
    ("How many races has Crown of Thorns won?", {"2"}),
    ("Who sired the dam of Quiet Thunder?", _rh("horse", "H02")),
    ("Which horses are out of Lady of Shalott?", _rh("horse", "H04", "H06", "H08", "H12")),
    ("Which horses are geldings?", _rh("horse", "H06", "H08", "H11")),
    ("When was the Berkshire Cup run?", {"2023-04-22"}),
    ("Which races were won by horses trained by Sir Harold Ashworth?", _rh("race", "845517", "820358")),
    ("Who rode Brass Monkey to victory at York?", _rh("person", "J1")),
    ("Which jockey won the Gold Vase Chase?", _rh("person", "J5")),
    ("Which races were run in 2024?", _rh("race", "845517", "841022", "838806", "829942", "836214")),
    ("Which horses owned by Kestrel Park Stud have won a race?", _rh("horse", "H12")),
    ("How far is the Epsom Summer Sprint?", {"5"}),
    ("Which horses were foaled in 2021?", _rh("horse", "H09", "H10", "H12")),
    ("who trains yorkshire pudding", _rh("person", "T3")),
    ("Who owns Dancing Dervsh?", _rh("person", "O4")),  # misspelt: Dervish
    ("How much was Quiet Thunder sold for?", set()),  # no sale prices
    ("How tall is Storm Harbour?", set()),  # no heights
    ("What is Northern Quay's stud fee?", set()),  # no stud fees
]
RACEHORSES_MADE_UP = ["Who trains Midnight Harbour?", "Which horses does Jane Ashworth train?",
                      "Who owns Silver Thunder?", "When was the Salisbury Stakes run?",
                      "Where is Rupert Kettering based?", "Which races did Storm Kestrel win?"]
RACEHORSES_GRAPHS = [
    ('[("QUIET THUNDER", "conditioned by", ?x)]', _rh("person", "T1")),
    ('[("BRASS MONKEY", "belongs to", ?x)]', _rh("person", "O2")),
    ('[("APPLE DUMPLING", "father", ?x)]', _rh("horse", "H02")),
    ('[(?x, "conditioned by", "Mrs Jane Kettering")]', _rh("horse", "H04", "H10", "H13")),
    ('[("Mr Declan Fahy", "yard in", ?x)]', {"Middleham"}),
    ('[("Gold Vase Chase", "victor", ?x)]', _rh("horse", "H08")),
    ('[("QUIET THUNDER", "mother", ?d), (?d, "father", ?x)]', _rh("horse", "H02")),
    ('[(?r, "victor", "BRASS MONKEY"), (?r, "held at", ?x)]', _rh("course", "newbury", "york")),
    ('[(?r, "victor", "YORKSHIRE PUDDING"), (?r, "ridden by", ?x)]', _rh("person", "J2")),
    ('[("DANCING DERVISH", "conditioned by", ?t), (?t, "yard in", ?x)]', {"Newmarket"}),
    ('[(?h, "father", "STORM HARBOUR"), (?h, "born in year", ?x)]', {"2014", "2016", "2021"}),
    ('[(?r, "held at", "Cheltenham"), (?r, "victor", ?x)]', _rh("horse", "H08", "H11")),
]

KGS_AN = {"cruises": (cruises_kg, CRUISES_QUESTIONS, CRUISES_MADE_UP, CRUISES_GRAPHS),
          "geysers": (geysers_kg, GEYSERS_QUESTIONS, GEYSERS_MADE_UP, GEYSERS_GRAPHS),
          "megaliths": (megaliths_kg, MEGALITHS_QUESTIONS, MEGALITHS_MADE_UP, MEGALITHS_GRAPHS),
          "plaques": (plaques_kg, PLAQUES_QUESTIONS, PLAQUES_MADE_UP, PLAQUES_GRAPHS),
          "racehorses": (racehorses_kg, RACEHORSES_QUESTIONS, RACEHORSES_MADE_UP, RACEHORSES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AN, __doc__)
