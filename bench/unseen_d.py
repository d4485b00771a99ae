"""A fourth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py,
bench/unseen_b.py and bench/unseen_c.py):

- `museum`: a collection in CIDOC-CRM style with numeric id IRIs (`…/object/1042`, `…/actor/301`),
  every name an `rdfs:label`, predicates named by CRM codes plus words and labelled nowhere
  (`crm:P108i_was_produced_by`, `P14_carried_out_by`, `P52_has_current_owner`, `P55_has_current_location`,
  `P45_consists_of`, `P57_has_number_of_parts`); production and birth as intermediate event nodes
  (object → E12 production → artist; artist → E67 birth → `P7_took_place_at` a place), dates through
  `P4_has_time-span` either as an xsd:gYear literal or as an E52 time-span node ("1860s"); galleries
  `P89_falls_within` a city, museums (E74 groups) reside in cities; one production has no known maker;
- `airline`: an OpenFlights-like KG with code IRIs (`…/airport/LHR`, `…/airline/BA`, `…/country/GB`),
  names under `schema:name` (a few `schema:alternateName`), `schema:iataCode`; routes as reified nodes
  (`…/route/1012` with `from`, `to`, `operatedBy`, `distanceKm`), airline `hubAirport`, `memberOf` an
  alliance, `foundedYear` xsd:gYear, `fleetSize`; an OWL ontology of its own with @en labels;
- `software`: a DOAP dependency KG: `doap:Project`s named by `doap:name` (mostly lower-case),
  `doap:programming-language` a plain literal, `doap:maintainer` → `foaf:Person` with `foaf:name`, a
  custom `dependsOn` (its only label), licences as bare SPDX IRIs with no label
  (`https://spdx.org/licenses/Apache-2.0`), `doap:created` xsd:date, `doap:release` → `doap:Version`
  nodes with `doap:revision` and `doap:created`;
- `events`: a concert and festival KG in schema.org (`schema:MusicEvent`, `schema:Festival`,
  `schema:MusicVenue`, `schema:MusicGroup`, `schema:Person`, `schema:Organization`) with `schema:performer`,
  `schema:location`, `schema:startDate` xsd:dateTime, `schema:organizer`, `schema:superEvent`,
  `schema:member`, `schema:containedInPlace`, `schema:maximumAttendeeCapacity`; a language mix: some
  entities named only by `rdfs:label`@de or @fr, some by `schema:name` in @en and @de, some untagged;
- `clinic`: a healthcare-provider directory with URN IRIs (`urn:example:clinic:0042`,
  `urn:example:doctor:17`), names as `rdfs:label`, specialties as SKOS concepts (`skos:prefLabel`@en,
  `skos:altLabel` "Orthopaedics", "General Practice", `skos:broader`, one with two broader concepts), a
  labelled vocabulary of its own (`worksAt`, `specialty`, `locatedIn`, `acceptsInsurance`, `openingYear`
  xsd:gYear, `bedCount`, `speaksLanguage`).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_d.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, Triples, _lit  # noqa: E402
from unseen_b import FOAF, OWL, _typed  # noqa: E402

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
CRM = "http://www.cidoc-crm.org/cidoc-crm/"
DOAP = "http://usefulinc.com/ns/doap#"
SPDX = "https://spdx.org/licenses/"


# ---- museum (CIDOC-CRM style, event nodes, numeric ids, no predicate labels) ----------------------
MUSEUM = "https://collection.example.museum/"
MUS_PLACES = {  # id: (label, city it falls within or None)
    "1": ("Valmora", None), "2": ("Kesterbridge", None), "3": ("Lindholm", None), "4": ("Port Ardent", None),
    "21": ("Long Gallery", "1"), "22": ("Tapestry Hall", "1"), "23": ("Civic Gallery Room 4", "2"),
    "24": ("Kunsthal Depot", "3"), "25": ("Hall of Tides", "4"),
}
MUS_GROUPS = {  # museums and a workshop (E74 groups): (label, city of residence or None)
    "group/501": ("Valmora Museum of Fine Arts", "1"), "group/502": ("Kesterbridge Civic Gallery", "2"),
    "group/503": ("Lindholm Kunsthal", "3"), "group/504": ("Ardent Maritime Museum", "4"),
    "actor/305": ("Workshop of the Grey Abbey", None),
}
MUS_ARTISTS = {  # E21 persons: (label, birth place, birth year)
    "301": ("Maren Oskvik", "3", 1821), "302": ("Tobiah Crale", "2", 1766), "303": ("Ilse Varga-Holm", "1", 1889),
    "304": ("Ansel Dunmore", "4", 1840), "306": ("Celia Marchetti-Rowe", "1", 1902),
    "307": ("Hedda Flintholm", "2", 1798),
}
MUS_CONCEPTS = {  # E55 types (90xx) and E57 materials (91xx)
    "9001": "painting", "9002": "sculpture", "9003": "tapestry", "9004": "metalwork", "9005": "clock",
    "9006": "tableware",
    "9101": "oil paint", "9102": "canvas", "9103": "oak", "9104": "wool", "9105": "silk", "9106": "silver",
    "9107": "bronze", "9108": "brass", "9109": "porcelain",
}
MUS_TIMESPANS = {  # E52 time-span nodes: (label, begin of the begin, end of the end)
    "1043": ("1860s", "1860-01-01", "1869-12-31"), "1047": ("c. 1870", "1865-01-01", "1875-12-31"),
    "1048": ("late 15th century", "1475-01-01", "1500-12-31"),
}
# object id: (label, type, materials, makers, year or None (then a time-span node), owner, location, parts)
MUS_OBJECTS = {
    "1042": ("The Drowned Orchard", "9001", ["9101", "9102"], ["301"], 1858, "501", "21", None),
    "1043": ("Winter Ferry at Lindholm", "9001", ["9101", "9102"], ["301"], None, "503", "24", None),
    "1044": ("Portrait of Agathe Crale", "9001", ["9101", "9102"], ["302"], 1791, "502", "23", None),
    "1045": ("The Lantern Bearers", "9001", ["9101", "9102"], ["302"], 1802, "502", "21", None),
    "1046": ("Triptych of the Salt Marsh", "9001", ["9101", "9103"], ["304"], 1879, "504", "25", 3),
    "1047": ("Figurehead of the Merrow Queen", "9002", ["9103"], ["304"], None, "504", "25", None),
    "1048": ("The Hunt of the White Hart", "9003", ["9104", "9105"], ["305"], None, "501", "22", None),
    "1049": ("Grey Abbey Altar Set", "9004", ["9106"], ["305"], 1512, "501", "22", 7),
    "1050": ("Study in Ochre No. 4", "9001", ["9101", "9102"], ["303"], 1921, "503", "24", None),
    "1051": ("The Reader in Blue", "9001", ["9101", "9102"], ["303"], 1924, "501", "21", None),
    "1052": ("Torso of the Ferryman", "9002", ["9107"], ["303", "306"], 1937, "503", "23", None),
    "1053": ("Harbour Clock", "9005", ["9108"], [], 1911, "504", "25", None),
    "1054": ("Mayor's Tea Service", "9006", ["9109"], ["307"], 1826, "502", "23", 12),
}


def _mu(kind: str, ident: str) -> str:
    """IRI of a collection record: object, production, actor, birth, place, group, concept or timespan."""
    return f"{MUSEUM}{kind}/{ident}"


def museum_kg() -> str:
    """N-Triples of the CIDOC-CRM-style collection: event nodes between objects and makers."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_mu(kind, ident)}>"

    for ident, (label, within) in MUS_PLACES.items():
        add(_mu("place", ident), RDF_TYPE, f"<{CRM}E53_Place>"), add(_mu("place", ident), RDFS + "label", _lit(label))
        if within:
            add(_mu("place", ident), CRM + "P89_falls_within", ref("place", within))
    for key, (label, city) in MUS_GROUPS.items():
        g = MUSEUM + key
        add(g, RDF_TYPE, f"<{CRM}E74_Group>"), add(g, RDFS + "label", _lit(label, "en"))
        if city:
            add(g, CRM + "P74_has_current_or_former_residence", ref("place", city))
    for ident, (label, place, year) in MUS_ARTISTS.items():
        a = _mu("actor", ident)
        add(a, RDF_TYPE, f"<{CRM}E21_Person>"), add(a, RDFS + "label", _lit(label))
        add(a, CRM + "P98i_was_born", ref("birth", ident))
        add(_mu("birth", ident), RDF_TYPE, f"<{CRM}E67_Birth>")
        add(_mu("birth", ident), CRM + "P7_took_place_at", ref("place", place))
        add(_mu("birth", ident), CRM + "P4_has_time-span", _typed(year, "gYear"))
    for ident, label in MUS_CONCEPTS.items():
        cls = "E55_Type" if ident.startswith("90") else "E57_Material"
        add(_mu("concept", ident), RDF_TYPE, f"<{CRM}{cls}>"), add(_mu("concept", ident), RDFS + "label", _lit(label))
    for ident, (label, begin, end) in MUS_TIMESPANS.items():
        t = _mu("timespan", ident)
        add(t, RDF_TYPE, f"<{CRM}E52_Time-Span>"), add(t, RDFS + "label", _lit(label))
        add(t, CRM + "P82a_begin_of_the_begin", _typed(begin + "T00:00:00", "dateTime"))
        add(t, CRM + "P82b_end_of_the_end", _typed(end + "T23:59:59", "dateTime"))
    for ident, (label, kind, materials, makers, year, owner, location, parts) in MUS_OBJECTS.items():
        o, e = _mu("object", ident), _mu("production", ident)
        add(o, RDF_TYPE, f"<{CRM}E22_Human-Made_Object>"), add(o, RDFS + "label", _lit(label, "en"))
        add(o, CRM + "P2_has_type", ref("concept", kind))
        for material in materials:
            add(o, CRM + "P45_consists_of", ref("concept", material))
        add(o, CRM + "P52_has_current_owner", ref("group", owner))
        add(o, CRM + "P55_has_current_location", ref("place", location))
        if parts:
            add(o, CRM + "P57_has_number_of_parts", _typed(parts, "integer"))
        add(o, CRM + "P108i_was_produced_by", f"<{e}>"), add(e, RDF_TYPE, f"<{CRM}E12_Production>")
        for maker in makers:
            add(e, CRM + "P14_carried_out_by", ref("actor", maker))
        add(e, CRM + "P4_has_time-span", _typed(year, "gYear") if year else ref("timespan", ident))
    return "\n".join(lines) + "\n"


def _mo(kind: str, *ids: str) -> set[str]:
    return {_mu(kind, i) for i in ids}


MUSEUM_QUESTIONS = [
    ("Who painted The Drowned Orchard?", _mo("actor", "301")),
    ("Which museum owns the Triptych of the Salt Marsh?", _mo("group", "504")),
    ("When was The Drowned Orchard painted?", {"1858"}),
    ("When was Winter Ferry at Lindholm painted?", _mo("timespan", "1043")),
    ("What is the Figurehead of the Merrow Queen made of?", _mo("concept", "9103")),
    ("How many parts does the Grey Abbey Altar Set have?", {"7"}),
    ("Where is The Lantern Bearers currently located?", _mo("place", "21")),
    ("Which works did Maren Oskvik make?", _mo("object", "1042", "1043")),
    ("who made the hunt of the white hart", _mo("actor", "305")),
    ("Where was Tobiah Crale born?", _mo("place", "2")),
    ("When was Ilse Varga-Holm born?", {"1889"}),
    ("Which objects does the Kesterbridge Civic Gallery own?", _mo("object", "1044", "1045", "1054")),
    ("Which objects are made of oak?", _mo("object", "1046", "1047")),
    ("Who made Torso of the Ferryman?", _mo("actor", "303", "306")),
    ("What did the Grey Abbey workshop produce?", _mo("object", "1048", "1049")),
    ("In which city is the museum that owns Study in Ochre No. 4?", _mo("place", "3")),
    ("Where was the painter of The Reader in Blue born?", _mo("place", "1")),
    ("Which museum owns the works made by Ansel Dunmore?", _mo("group", "504")),
    ("In which city is the Figurehead of the Merrow Queen kept?", _mo("place", "4")),
    ("Who painted the Portrait of Agatha Crale?", _mo("actor", "302")),  # misspelt: Agathe
    ("What is the insurance value of The Drowned Orchard?", set()),  # no valuations in the KG: any answer is wrong
    ("From whom did the museum acquire The Lantern Bearers?", set()),  # no acquisitions or provenance in the KG
    ("How tall is the Torso of the Ferryman?", set()),  # no dimensions in the KG
]
MUSEUM_MADE_UP = ["Who painted The Drowned Vineyard?", "Where was Maren Oskdal born?",
                  "Which museum owns the Triptych of the Salt Lake?", "Who made the Figurehead of the Silver Queen?",
                  "When was Tobiah Dunmore born?", "Which objects does the Lindholm Maritime Museum own?"]
MUSEUM_GRAPHS = [
    ('[("Triptych of the Salt Marsh", "owner", ?x)]', _mo("group", "504")),
    ('[("The Drowned Orchard", "production", ?p), (?p, "artist", ?x)]', _mo("actor", "301")),
    ('[("Tobiah Crale", "birth", ?b), (?b, "place", ?x)]', _mo("place", "2")),
    ('[(?o, "owned by", "Ardent Maritime Museum"), (?o, "material", ?x)]', _mo("concept", "9101", "9103", "9108")),
    ('[("The Lantern Bearers", "location", ?l), (?l, "in city", ?x)]', _mo("place", "1")),
    ('[("Kesterbridge Civic Gallery", "based in", ?x)]', _mo("place", "2")),
]


# ---- airline (code IRIs, schema:name, reified routes, OWL ontology with labels) -------------------
AIR = "https://data.flightgraph.example/"
AIRO = AIR + "ontology/"
AIR_COUNTRIES = {"GB": "United Kingdom", "FR": "France", "NL": "Netherlands", "DE": "Germany",
                 "US": "United States", "ES": "Spain", "IE": "Ireland", "TR": "Turkey", "IS": "Iceland",
                 "PT": "Portugal"}
AIR_CITIES = {  # slug: (name, country)
    "london": ("London", "GB"), "paris": ("Paris", "FR"), "amsterdam": ("Amsterdam", "NL"),
    "frankfurt": ("Frankfurt am Main", "DE"), "munich": ("Munich", "DE"), "new-york": ("New York City", "US"),
    "boston": ("Boston", "US"), "madrid": ("Madrid", "ES"), "barcelona": ("Barcelona", "ES"),
    "dublin": ("Dublin", "IE"), "istanbul": ("Istanbul", "TR"), "reykjavik": ("Reykjavík", "IS"),
    "lisbon": ("Lisbon", "PT"),
}
AIR_AIRPORTS = {  # IATA: (name, alternate names, city)
    "LHR": ("Heathrow Airport", ["London Heathrow"], "london"), "LGW": ("Gatwick Airport", [], "london"),
    "CDG": ("Paris Charles de Gaulle Airport", [], "paris"), "ORY": ("Paris Orly Airport", [], "paris"),
    "AMS": ("Amsterdam Airport Schiphol", [], "amsterdam"), "FRA": ("Frankfurt Airport", [], "frankfurt"),
    "MUC": ("Munich Airport", [], "munich"), "JFK": ("John F. Kennedy International Airport", [], "new-york"),
    "BOS": ("Logan International Airport", ["Boston Logan International Airport"], "boston"),
    "MAD": ("Adolfo Suárez Madrid–Barajas Airport", [], "madrid"),
    "BCN": ("Josep Tarradellas Barcelona–El Prat Airport", [], "barcelona"), "DUB": ("Dublin Airport", [], "dublin"),
    "IST": ("Istanbul Airport", [], "istanbul"), "KEF": ("Keflavík International Airport", [], "reykjavik"),
    "LIS": ("Humberto Delgado Airport", ["Lisbon Airport"], "lisbon"),
}
AIR_ALLIANCES = {"oneworld": "Oneworld", "skyteam": "SkyTeam", "star-alliance": "Star Alliance"}
AIR_AIRLINES = {  # IATA: (name, alternate names, country, founded, fleet size, hubs, alliance or None)
    "BA": ("British Airways", [], "GB", 1974, 254, ["LHR", "LGW"], "oneworld"),
    "AF": ("Air France", [], "FR", 1933, 220, ["CDG", "ORY"], "skyteam"),
    "KL": ("KLM Royal Dutch Airlines", ["KLM"], "NL", 1919, 110, ["AMS"], "skyteam"),
    "LH": ("Lufthansa", [], "DE", 1953, 280, ["FRA", "MUC"], "star-alliance"),
    "IB": ("Iberia", [], "ES", 1927, 80, ["MAD"], "oneworld"),
    "EI": ("Aer Lingus", [], "IE", 1936, 55, ["DUB"], None),
    "TK": ("Turkish Airlines", [], "TR", 1933, 440, ["IST"], "star-alliance"),
    "FI": ("Icelandair", [], "IS", 1937, 45, ["KEF"], None),
    "TP": ("TAP Air Portugal", [], "PT", 1945, 98, ["LIS"], "star-alliance"),
    "B6": ("JetBlue", ["JetBlue Airways"], "US", 1998, 290, ["JFK", "BOS"], None),
}
AIR_ROUTES = {  # route id: (from, to, operated by, distance in km)
    "1001": ("LHR", "JFK", "BA", 5540), "1002": ("JFK", "LHR", "BA", 5540), "1003": ("LHR", "MAD", "BA", 1244),
    "1004": ("LGW", "BCN", "BA", 1138), "1005": ("CDG", "JFK", "AF", 5834), "1006": ("CDG", "LIS", "AF", 1460),
    "1007": ("LIS", "ORY", "TP", 1440), "1008": ("AMS", "JFK", "KL", 5850), "1009": ("KEF", "AMS", "FI", 2020),
    "1010": ("KEF", "BOS", "FI", 3870), "1011": ("KEF", "JFK", "FI", 4180), "1012": ("FRA", "JFK", "LH", 6200),
    "1013": ("MUC", "BOS", "LH", 6300), "1014": ("FRA", "IST", "LH", 1870), "1015": ("IST", "JFK", "TK", 8060),
    "1016": ("IST", "LHR", "TK", 2500), "1017": ("MAD", "BOS", "IB", 5480), "1018": ("MAD", "LHR", "IB", 1244),
    "1019": ("DUB", "BOS", "EI", 4800), "1020": ("DUB", "JFK", "EI", 5100), "1021": ("JFK", "LHR", "B6", 5540),
    "1022": ("BOS", "LGW", "B6", 5280), "1023": ("LIS", "BOS", "TP", 4950), "1024": ("CDG", "AMS", "KL", 400),
}
AIR_PROPERTIES = {  # property: (label, kind, domain, range)
    "from": ("from", "ObjectProperty", "Route", SCHEMA + "Airport"),
    "to": ("to", "ObjectProperty", "Route", SCHEMA + "Airport"),
    "operatedBy": ("operated by", "ObjectProperty", "Route", SCHEMA + "Airline"),
    "distanceKm": ("distance (km)", "DatatypeProperty", "Route", "integer"),
    "hubAirport": ("hub airport", "ObjectProperty", SCHEMA + "Airline", SCHEMA + "Airport"),
    "memberOf": ("member of", "ObjectProperty", SCHEMA + "Airline", "Alliance"),
    "foundedYear": ("founded year", "DatatypeProperty", SCHEMA + "Airline", "gYear"),
    "fleetSize": ("fleet size", "DatatypeProperty", SCHEMA + "Airline", "integer"),
    "servesCity": ("serves city", "ObjectProperty", SCHEMA + "Airport", SCHEMA + "City"),
    "country": ("country", "ObjectProperty", None, SCHEMA + "Country"),
}


def _ai(kind: str, ident: str) -> str:
    """IRI of an airport, airline, route, city, country or alliance."""
    return f"{AIR}{kind}/{ident}"


def airline_kg() -> str:
    """N-Triples of the airline KG: code IRIs, schema.org names, reified routes."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_ai(kind, ident)}>"

    add(AIRO.rstrip("/"), RDF_TYPE, f"<{OWL}Ontology>")
    for cls in ("Route", "Alliance"):
        add(AIRO + cls, RDF_TYPE, f"<{OWL}Class>"), add(AIRO + cls, RDFS + "label", _lit(cls.lower(), "en"))
    for prop, (label, kind, domain, range_) in AIR_PROPERTIES.items():
        add(AIRO + prop, RDF_TYPE, f"<{OWL}{kind}>"), add(AIRO + prop, RDFS + "label", _lit(label, "en"))
        if domain:
            add(AIRO + prop, RDFS + "domain", f"<{domain if ':' in domain else AIRO + domain}>")
        if ":" not in range_:
            range_ = (XSD if kind == "DatatypeProperty" else AIRO) + range_
        add(AIRO + prop, RDFS + "range", f"<{range_}>")
    for code, name in AIR_COUNTRIES.items():
        c = _ai("country", code)
        add(c, RDF_TYPE, f"<{SCHEMA}Country>"), add(c, SCHEMA + "name", _lit(name))
    for slug, (name, country) in AIR_CITIES.items():
        add(_ai("city", slug), RDF_TYPE, f"<{SCHEMA}City>"), add(_ai("city", slug), SCHEMA + "name", _lit(name))
        add(_ai("city", slug), AIRO + "country", ref("country", country))
    for slug, name in AIR_ALLIANCES.items():
        add(_ai("alliance", slug), RDF_TYPE, f"<{AIRO}Alliance>")
        add(_ai("alliance", slug), SCHEMA + "name", _lit(name))
    for code, (name, alternates, city) in AIR_AIRPORTS.items():
        a = _ai("airport", code)
        add(a, RDF_TYPE, f"<{SCHEMA}Airport>"), add(a, SCHEMA + "name", _lit(name))
        for alternate in alternates:
            add(a, SCHEMA + "alternateName", _lit(alternate))
        add(a, SCHEMA + "iataCode", _lit(code)), add(a, AIRO + "servesCity", ref("city", city))
    for code, (name, alternates, country, founded, fleet, hubs, alliance) in AIR_AIRLINES.items():
        a = _ai("airline", code)
        add(a, RDF_TYPE, f"<{SCHEMA}Airline>"), add(a, SCHEMA + "name", _lit(name))
        for alternate in alternates:
            add(a, SCHEMA + "alternateName", _lit(alternate))
        add(a, SCHEMA + "iataCode", _lit(code)), add(a, AIRO + "country", ref("country", country))
        add(a, AIRO + "foundedYear", _typed(founded, "gYear")), add(a, AIRO + "fleetSize", _typed(fleet, "integer"))
        for hub in hubs:
            add(a, AIRO + "hubAirport", ref("airport", hub))
        if alliance:
            add(a, AIRO + "memberOf", ref("alliance", alliance))
    for ident, (origin, destination, airline, km) in AIR_ROUTES.items():
        r = _ai("route", ident)
        add(r, RDF_TYPE, f"<{AIRO}Route>"), add(r, AIRO + "from", ref("airport", origin))
        add(r, AIRO + "to", ref("airport", destination)), add(r, AIRO + "operatedBy", ref("airline", airline))
        add(r, AIRO + "distanceKm", _typed(km, "integer"))
    return "\n".join(lines) + "\n"


def _al(kind: str, *ids: str) -> set[str]:
    return {_ai(kind, i) for i in ids}


AIRLINE_QUESTIONS = [
    ("What is the hub of Aer Lingus?", _al("airport", "DUB")),
    ("Which airports are Lufthansa's hubs?", _al("airport", "FRA", "MUC")),
    ("When was KLM founded?", {"1919"}),
    ("Which city does Schiphol serve?", _al("city", "amsterdam")),
    ("what city is LHR in", _al("city", "london")),
    ("Which airline has its hub at Keflavík International Airport?", _al("airline", "FI")),
    ("Which alliance does Iberia belong to?", _al("alliance", "oneworld")),
    ("Which airlines are members of Star Alliance?", _al("airline", "LH", "TK", "TP")),
    ("How many aircraft does Icelandair have?", {"45"}),
    ("Which airlines fly to Boston Logan?", _al("airline", "FI", "LH", "IB", "EI", "TP")),
    ("Which airports does Turkish Airlines fly to?", _al("airport", "JFK", "LHR")),
    ("Which country is Frankfurt Airport in?", _al("country", "DE")),
    ("In which city is the hub of TAP Air Portugal?", _al("city", "lisbon")),
    ("When was the airline whose hub is Dublin Airport founded?", {"1936"}),
    ("Which country is British Airways from?", _al("country", "GB")),
    ("What is the IATA code of Munich Airport?", {"MUC"}),
    ("Which airports are in Paris?", _al("airport", "CDG", "ORY")),
    ("Which airports does JetBlue use as hubs?", _al("airport", "JFK", "BOS")),
    ("When was Luftansa founded?", {"1953"}),  # misspelt: Lufthansa
    ("Which airlines operate flights out of Lisbon Airport?", _al("airline", "TP")),
    ("Who is the CEO of KLM?", set()),  # no people in the KG: any answer is wrong
    ("How many passengers did Heathrow Airport handle last year?", set()),  # no traffic figures in the KG
    ("What time does the Aer Lingus flight from Dublin to Boston depart?", set()),  # no schedules in the KG
]
AIRLINE_MADE_UP = ["What is the hub of Zephyr Atlantic Airways?", "When was Aer Baltica founded?",
                   "Which city does Port Veyra International Airport serve?",
                   "Which alliance does Icelandia Air belong to?", "Which airlines fly to Lisbon Gatwick Airport?",
                   "In which country is Frankfurt Orly Airport?"]
AIRLINE_GRAPHS = [
    ('[("Aer Lingus", "main airport", ?x)]', _al("airport", "DUB")),
    ('[(?r, "airline", "Icelandair"), (?r, "destination", ?x)]', _al("airport", "AMS", "BOS", "JFK")),
    ('[("Munich Airport", "city", ?c), (?c, "nation", ?x)]', _al("country", "DE")),
    ('[(?x, "part of", "SkyTeam")]', _al("airline", "AF", "KL")),
    ('[("KLM", "established", ?x)]', {"1919"}),
    ('[(?r, "departs", "Dublin Airport"), (?r, "flown by", ?x)]', _al("airline", "EI")),
]


# ---- software (DOAP, SPDX licence IRIs without labels, Version nodes) -----------------------------
FORGE = "https://forge.example.dev/"
FORGE_NS = FORGE + "ns#"
SW_PEOPLE = {"akowal": "Ada Kowalczyk", "jarakawa": "Jun Arakawa", "fadeyemi": "Femi Adeyemi",
             "sekdahl": "Sven Ekdahl", "pvenkat": "Priya Venkataraman", "lfarfan": "Lucía Farfán",
             "nhaddad": "Noor Haddad", "mbrandao": "Mateus Brandão"}
# slug: (doap:name, language, maintainers, dependencies, SPDX licences, created, [(revision, release date)])
SW_PROJECTS = {
    "quillmark": ("quillmark", "Rust", ["akowal"], ["tessel", "lexicorn"], ["MIT"], "2017-03-02",
                  [("0.9.0", "2017-11-04"), ("1.0.0", "2018-06-19"), ("1.2.3", "2020-02-27")]),
    "tessel": ("tessel", "Rust", ["akowal", "jarakawa"], [], ["Apache-2.0"], "2015-11-20",
               [("2.0.0", "2019-01-10"), ("2.1.0", "2021-05-03")]),
    "lexicorn": ("lexicorn", "Rust", ["fadeyemi"], [], ["MIT", "Apache-2.0"], "2016-06-14", [("3.4.1", "2022-08-30")]),
    "driftwood": ("driftwood", "Go", ["sekdahl"], ["brineproto", "gullwing"], ["MPL-2.0"], "2018-09-30",
                  [("1.0.0", "2019-07-01"), ("1.1.0", "2020-03-15")]),
    "brineproto": ("brineproto", "Go", ["sekdahl", "pvenkat"], [], ["BSD-3-Clause"], "2014-02-11",
                   [("4.0.2", "2021-10-12")]),
    "gullwing": ("gullwing", "Go", ["lfarfan"], [], ["MIT"], "2019-05-07", [("0.3.0", "2020-09-09")]),
    "marigold": ("marigold", "Python", ["nhaddad"], ["tidepool"], ["BSD-3-Clause"], "2020-01-15",
                 [("2.0.0", "2023-04-18")]),
    "tidepool": ("tidepool", "Python", ["nhaddad", "pvenkat"], ["kelpcore"], ["Apache-2.0"], "2016-10-01",
                 [("0.24.0", "2023-01-05")]),
    "kelpcore": ("kelpcore", "C", ["jarakawa"], [], ["BSD-2-Clause"], "2012-04-23", [("1.14.0", "2022-12-01")]),
    "lanternfish": ("Lanternfish", "TypeScript", ["lfarfan", "mbrandao"], ["spindle"], ["MIT"], "2021-08-19",
                    [("1.0.0", "2022-03-14")]),
    "spindle": ("spindle", "TypeScript", ["mbrandao"], [], ["ISC"], "2019-12-03", [("5.2.0", "2023-06-21")]),
    "brackish": ("brackish", "Python", ["fadeyemi"], ["marigold", "tidepool"], ["GPL-3.0-only"], "2022-02-28",
                 [("0.1.0", "2022-05-02")]),
    "openquarry": ("OpenQuarry", "Java", ["sekdahl"], ["kelpcore"], ["EPL-2.0"], "2013-07-09",
                   [("3.0.0", "2021-11-11")]),
}


def _sw(kind: str, ident: str) -> str:
    """IRI of a project, a person, or a release ("slug/revision")."""
    if kind == "release":
        slug, revision = ident.split("/")
        return f"{FORGE}project/{slug}/release/{revision}"
    return f"{FORGE}{kind}/{ident}"


def software_kg() -> str:
    """N-Triples of the DOAP dependency KG; licences are SPDX IRIs with no label."""
    lines = Triples()
    add = lines.add
    add(FORGE_NS + "dependsOn", RDFS + "label", _lit("depends on", "en"))
    for handle, name in SW_PEOPLE.items():
        add(_sw("people", handle), RDF_TYPE, f"<{FOAF}Person>"), add(_sw("people", handle), FOAF + "name", _lit(name))
    for slug, (name, language, maintainers, deps, licences, created, releases) in SW_PROJECTS.items():
        p = _sw("project", slug)
        add(p, RDF_TYPE, f"<{DOAP}Project>"), add(p, DOAP + "name", _lit(name))
        add(p, DOAP + "programming-language", _lit(language)), add(p, DOAP + "created", _typed(created, "date"))
        add(p, DOAP + "homepage", f"<https://{slug}.example.dev/>")
        for handle in maintainers:
            add(p, DOAP + "maintainer", f"<{_sw('people', handle)}>")
        for dep in deps:
            add(p, FORGE_NS + "dependsOn", f"<{_sw('project', dep)}>")
        for licence in licences:
            add(p, DOAP + "license", f"<{SPDX}{licence}>")
        for revision, date in releases:
            v = _sw("release", f"{slug}/{revision}")
            add(p, DOAP + "release", f"<{v}>"), add(v, RDF_TYPE, f"<{DOAP}Version>")
            add(v, DOAP + "revision", _lit(revision)), add(v, DOAP + "created", _typed(date, "date"))
    return "\n".join(lines) + "\n"


def _so(*slugs: str) -> set[str]:
    return {_sw("project", s) for s in slugs}


def _pe(*handles: str) -> set[str]:
    return {_sw("people", h) for h in handles}


def _li(*ids: str) -> set[str]:
    return {SPDX + i for i in ids}


SOFTWARE_QUESTIONS = [
    ("Who maintains Quillmark?", _pe("akowal")),
    ("What programming language is driftwood written in?", {"Go"}),
    ("Which license does gullwing use?", _li("MIT")),
    ("What does quillmark depend on?", _so("tessel", "lexicorn")),
    ("Which projects depend on kelpcore?", _so("tidepool", "openquarry")),
    ("When was brineproto created?", {"2014-02-11"}),
    ("Which projects are written in Rust?", _so("quillmark", "tessel", "lexicorn")),
    ("Which projects does Sven Ekdahl maintain?", _so("driftwood", "brineproto", "openquarry")),
    ("under which licence is lexicorn released", _li("MIT", "Apache-2.0")),
    ("What release numbers has Tessel had?", {"2.0.0", "2.1.0"}),
    ("Who maintains the projects that marigold depends on?", _pe("nhaddad", "pvenkat")),
    ("Which languages are the dependencies of brackish written in?", {"Python"}),
    ("Which licenses do driftwood's dependencies use?", _li("BSD-3-Clause", "MIT")),
    ("who maintains openquarry", _pe("sekdahl")),
    ("Which projects are licensed under MPL-2.0?", _so("driftwood")),
    ("What does Lanternfsh depend on?", _so("spindle")),  # misspelt: Lanternfish
    ("Which projects use the Apache 2.0 license?", _so("tessel", "lexicorn", "tidepool")),
    ("Who works on tessel?", _pe("akowal", "jarakawa")),
    ("What language is kelpcore written in?", {"C"}),
    ("Which Go projects does Lucía Farfán maintain?", _so("gullwing")),
    ("How many GitHub stars does quillmark have?", set()),  # no popularity figures in the KG: any answer is wrong
    ("Which company sponsors driftwood?", set()),  # no sponsors or organisations in the KG
    ("How many open issues does spindle have?", set()),  # no issue tracker data in the KG
]
SOFTWARE_MADE_UP = ["Who maintains quillpad?", "What does tessellator depend on?", "Which license does driftwave use?",
                    "When was brinecore created?", "Which projects does Ada Ekdahl maintain?",
                    "What language is Moonraker written in?"]
SOFTWARE_GRAPHS = [
    ('[("quillmark", "uses", ?x)]', _so("tessel", "lexicorn")),
    ('[(?x, "maintained by", "Noor Haddad")]', _so("marigold", "tidepool")),
    ('[("gullwing", "licence", ?x)]', _li("MIT")),
    ('[("brackish", "uses", ?d), (?d, "maintainer", ?x)]', _pe("nhaddad", "pvenkat")),
    ('[("Tessel", "release", ?r), (?r, "version number", ?x)]', {"2.0.0", "2.1.0"}),
    ('[(?p, "written in", "Go"), (?p, "started", ?x)]', {"2018-09-30", "2014-02-11", "2019-05-07"}),
]


# ---- events (schema.org, language mix: rdfs:label @de/@fr only, schema:name @en+@de, untagged) ----
EVT = "https://agenda.example.eu/"
# id: (class, naming property, {language or "": name})
EVT_NAMED = {
    "city/C01": ("City", "name", {"en": "Cologne", "de": "Köln"}),
    "city/C02": ("City", "name", {"": "Basel"}),
    "city/C03": ("City", "label", {"fr": "Lausanne"}),
    "city/C04": ("City", "name", {"fr": "Strasbourg", "de": "Straßburg"}),
    "city/C05": ("City", "label", {"de": "Freiburg im Breisgau"}),
    "venue/V01": ("MusicVenue", "label", {"de": "Alte Tuchhalle"}),
    "venue/V02": ("MusicVenue", "name", {"": "Rheinwerft Open Air"}),
    "venue/V03": ("MusicVenue", "label", {"fr": "Salle des Tanneurs"}),
    "venue/V04": ("MusicVenue", "name", {"": "Kaserne Basel"}),
    "venue/V05": ("MusicVenue", "name", {"en": "Old Customs Hall", "de": "Altes Zollhaus"}),
    "venue/V06": ("MusicVenue", "label", {"fr": "Quai des Brumes"}),
    "org/O01": ("Organization", "label", {"de": "Kulturamt Köln"}),
    "org/O02": ("Organization", "label", {"fr": "Association Rive Gauche"}),
    "org/O03": ("Organization", "name", {"": "Nordlicht Concerts"}),
    "org/O04": ("Organization", "name", {"en": "Three Borders Music Society", "de": "Dreiländer Musikgesellschaft"}),
    "festival/F01": ("Festival", "name", {"en": "Rhine Sound Festival", "de": "Rheinklang Festival"}),
    "festival/F02": ("Festival", "label", {"fr": "Festival des Lueurs"}),
    "artist/A01": ("MusicGroup", "name", {"": "The Velvet Cartographers"}),
    "artist/A02": ("MusicGroup", "name", {"en": "Night Moth Quartet", "de": "Nachtfalter Quartett"}),
    "artist/A03": ("MusicGroup", "label", {"fr": "Les Oiseaux de Papier"}),
    "artist/A04": ("MusicGroup", "name", {"": "Brass Tacks Collective"}),
    "artist/A05": ("MusicGroup", "name", {"": "Glasshouse Choir"}),
    "artist/P01": ("Person", "name", {"": "Mara Lindqvist"}),
    "artist/P02": ("Person", "name", {"": "Jonas Ebersbach"}),
    "artist/P03": ("Person", "name", {"": "Ilka Brandt"}),
    "artist/P04": ("Person", "name", {"": "Théo Marchand"}),
    "artist/P05": ("Person", "name", {"": "Aylin Demirtaş"}),
    "event/E0701": ("MusicEvent", "name", {"": "Cartographers Homecoming Show"}),
    "event/E0702": ("MusicEvent", "name", {"en": "Rhine Sound Opening Night", "de": "Rheinklang Eröffnungsabend"}),
    "event/E0703": ("MusicEvent", "name", {"en": "Rhine Sound Jazz Matinee", "de": "Rheinklang Jazz-Matinee"}),
    "event/E0704": ("MusicEvent", "label", {"fr": "Nuit de la chanson"}),
    "event/E0705": ("MusicEvent", "label", {"fr": "Soirée des Lueurs"}),
    "event/E0706": ("MusicEvent", "name", {"": "Brass at the Border"}),
    "event/E0707": ("MusicEvent", "label", {"de": "Winterklänge"}),
    "event/E0708": ("MusicEvent", "name", {"": "Paper Birds in Basel"}),
    "event/E0709": ("MusicEvent", "name", {"": "Quiet Hours with Théo Marchand"}),
}
EVT_VENUES = {"V01": ("C01", 1200), "V02": ("C01", 8000), "V03": ("C03", 650), "V04": ("C02", 900),
              "V05": ("C05", 400), "V06": ("C04", 300)}
EVT_GROUPS = {  # group: (genre, members, founded in)
    "A01": ("indie rock", ["P01", "P02"], "C01"), "A02": ("jazz", ["P03"], "C05"),
    "A03": ("chanson", [], "C03"), "A04": ("brass band", [], "C02"), "A05": ("choral", [], "C04"),
}
EVT_FESTIVALS = {"F01": ("C01", "2024-06-14", "2024-06-16", "O01"), "F02": ("C03", "2024-09-20", "2024-09-22", "O02")}
EVT_EVENTS = {  # event: (performers, venue, start, organiser, festival or None)
    "E0701": (["A01"], "V01", "2024-03-08T20:00:00", "O03", None),
    "E0702": (["A01", "A04"], "V02", "2024-06-14T18:00:00", "O01", "F01"),
    "E0703": (["A02", "P03"], "V02", "2024-06-15T11:00:00", "O01", "F01"),
    "E0704": (["A03", "P04"], "V03", "2024-09-20T21:00:00", "O02", "F02"),
    "E0705": (["P05", "A05"], "V06", "2024-09-21T20:30:00", "O02", "F02"),
    "E0706": (["A04"], "V04", "2024-05-04T19:30:00", "O04", None),
    "E0707": (["A05", "P03"], "V05", "2024-12-07T19:00:00", "O04", None),
    "E0708": (["A03"], "V04", "2024-10-02T20:00:00", "O04", None),
    "E0709": (["P04"], "V06", "2024-02-17T20:00:00", "O02", None),
}


def _ev(kind: str, ident: str) -> str:
    """IRI of a city, venue, organisation, festival, artist or event."""
    return f"{EVT}{kind}/{ident}"


def events_kg() -> str:
    """N-Triples of the schema.org concert KG with mixed naming properties and languages."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_ev(kind, ident)}>"

    for key, (cls, naming, names) in EVT_NAMED.items():
        add(EVT + key, RDF_TYPE, f"<{SCHEMA}{cls}>")
        for lang, name in names.items():
            add(EVT + key, SCHEMA + "name" if naming == "name" else RDFS + "label", _lit(name, lang or None))
    for venue, (city, capacity) in EVT_VENUES.items():
        add(_ev("venue", venue), SCHEMA + "containedInPlace", ref("city", city))
        add(_ev("venue", venue), SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
    for group, (genre, members, founded_in) in EVT_GROUPS.items():
        add(_ev("artist", group), SCHEMA + "genre", _lit(genre))
        add(_ev("artist", group), SCHEMA + "foundingLocation", ref("city", founded_in))
        for member in members:
            add(_ev("artist", group), SCHEMA + "member", ref("artist", member))
    for festival, (city, start, end, organiser) in EVT_FESTIVALS.items():
        f = _ev("festival", festival)
        add(f, SCHEMA + "location", ref("city", city)), add(f, SCHEMA + "organizer", ref("org", organiser))
        add(f, SCHEMA + "startDate", _typed(start, "date")), add(f, SCHEMA + "endDate", _typed(end, "date"))
    for event, (performers, venue, start, organiser, festival) in EVT_EVENTS.items():
        e = _ev("event", event)
        for performer in performers:
            add(e, SCHEMA + "performer", ref("artist", performer))
        add(e, SCHEMA + "location", ref("venue", venue)), add(e, SCHEMA + "startDate", _typed(start, "dateTime"))
        add(e, SCHEMA + "organizer", ref("org", organiser))
        if festival:
            add(e, SCHEMA + "superEvent", ref("festival", festival))
    return "\n".join(lines) + "\n"


def _eo(kind: str, *ids: str) -> set[str]:
    return {_ev(kind, i) for i in ids}


EVENTS_QUESTIONS = [
    ("Who performed at the Cartographers Homecoming Show?", _eo("artist", "A01")),
    ("Where did Brass at the Border take place?", _eo("venue", "V04")),
    ("When does the Rhine Sound Jazz Matinee start?", {"2024-06-15T11:00:00"}),
    ("Who organised the Nuit de la chanson?", _eo("org", "O02")),
    ("At which events did The Velvet Cartographers play?", _eo("event", "E0701", "E0702")),
    ("Who are the members of The Velvet Cartographers?", _eo("artist", "P01", "P02")),
    ("In which city is the Alte Tuchhalle?", _eo("city", "C01")),
    ("How many people fit in the Kaserne Basel?", {"900"}),
    ("Which concerts were part of the Rhine Sound Festival?", _eo("event", "E0702", "E0703")),
    ("which events did ilka brandt perform at", _eo("event", "E0703", "E0707")),
    ("Who played at the Festival des Lueurs?", _eo("artist", "A03", "P04", "P05", "A05")),
    ("In which cities did Les Oiseaux de Papier perform?", _eo("city", "C03", "C02")),
    ("Who organised the events held at the Salle des Tanneurs?", _eo("org", "O02")),
    ("Who performed at the Rheinklang Jazz-Matinee?", _eo("artist", "A02", "P03")),
    ("Which venues are in Köln?", _eo("venue", "V01", "V02")),
    ("What genre does the Night Moth Quartet play?", {"jazz"}),
    ("When did Winterklänge begin?", {"2024-12-07T19:00:00"}),
    ("Where was Brass at the Boarder held?", _eo("venue", "V04")),  # misspelt: Border
    ("Where does the band Velvet Cartographers come from?", _eo("city", "C01")),
    ("Who organises the Rhine Sound Festival?", _eo("org", "O01")),
    ("How much did tickets for Brass at the Border cost?", set()),  # no offers or prices in the KG
    ("Who was the sound engineer at the Rhine Sound Opening Night?", set()),  # no crew in the KG
    ("How many people attended the Nuit de la chanson?", set()),  # capacities only, no attendance figures
]
EVENTS_MADE_UP = ["Who performed at the Rhine Sound Closing Gala?", "Where did Brass at the Harbour take place?",
                  "Who are the members of The Velvet Navigators?", "Which events did Ilka Lindqvist perform at?",
                  "In which city is the Neue Tuchhalle?", "Who organised the Nuit de la danse?"]
EVENTS_GRAPHS = [
    ('[("Brass at the Border", "venue", ?x)]', _eo("venue", "V04")),
    ('[(?x, "played at", "Cartographers Homecoming Show")]', _eo("artist", "A01")),
    ('[("Nuit de la chanson", "venue", ?v), (?v, "city", ?x)]', _eo("city", "C03")),
    ('[(?e, "part of", "Rhine Sound Festival"), (?e, "start time", ?x)]',
     {"2024-06-14T18:00:00", "2024-06-15T11:00:00"}),
    ('[("The Velvet Cartographers", "band member", ?x)]', _eo("artist", "P01", "P02")),
    ('[(?e, "organised by", "Association Rive Gauche"), (?e, "artist", ?x)]',
     _eo("artist", "A03", "P04", "P05", "A05")),
]


# ---- clinic (URN IRIs, rdfs:label names, SKOS specialty hierarchy, labelled vocabulary) -----------
CLV = "https://provider-directory.example.org/def/"
CLN_CITIES = {"01": "Millbrook", "02": "Ashford Vale", "03": "Corran Bay"}
CLN_INSURERS = {"01": "Bluefield Mutual", "02": "Harborline Health", "03": "Civitas Care Plan",
                "04": "Northgate Assurance"}
CLN_SPECIALTIES = {  # id: (prefLabel, altLabels, broader)
    "S01": ("Internal Medicine", [], []), "S02": ("Cardiology", [], ["S01"]),
    "S03": ("Endocrinology", [], ["S01"]), "S04": ("Pediatrics", ["Paediatrics"], []),
    "S05": ("Pediatric Cardiology", [], ["S04", "S02"]), "S06": ("Surgery", [], []),
    "S07": ("Orthopedic Surgery", ["Orthopaedics"], ["S06"]), "S08": ("Dermatology", [], []),
    "S09": ("Family Medicine", ["General Practice"], []), "S10": ("Neonatology", [], ["S04"]),
}
CLN_CLINICS = {  # id: (label, city, opening year, insurers, beds or None)
    "0042": ("Millbrook Heart and Vascular Center", "01", 1998, ["01", "02"], 40),
    "0043": ("Ashford Vale Children's Clinic", "02", 2006, ["01", "03"], 25),
    "0051": ("Corran Bay Family Practice", "03", 1987, ["01", "02", "03", "04"], None),
    "0057": ("St. Brendan's Orthopaedic Hospital", "01", 1964, ["02", "04"], 120),
    "0060": ("Lumen Skin Clinic", "02", 2015, ["04"], None),
    "0061": ("Westgate Medical Centre", "03", 2001, ["02", "03"], 60),
}
CLN_DOCTORS = {  # id: (label, specialty, clinics, languages)
    "17": ("Amara Okafor", "S02", ["0042"], ["English", "Igbo"]),
    "18": ("Henrik Solberg", "S02", ["0042", "0061"], ["English", "Norwegian"]),
    "19": ("Lucía Paredes", "S05", ["0043"], ["Spanish", "English"]),
    "20": ("Tomasz Wielgosz", "S07", ["0057"], ["Polish", "English"]),
    "21": ("Grace Whitlow", "S07", ["0057", "0061"], ["English"]),
    "22": ("Nikhil Rao", "S03", ["0061"], ["English", "Hindi", "Kannada"]),
    "23": ("Mei Tanabe", "S08", ["0060"], ["Japanese", "English"]),
    "24": ("Oluwaseun Adebayo", "S09", ["0051"], ["English", "Yoruba"]),
    "25": ("Brigid Kearney", "S09", ["0051"], ["English", "Irish"]),
    "26": ("Samuel Achterberg", "S10", ["0043"], ["Dutch", "English"]),
    "27": ("Fatima Zahra Bennani", "S04", ["0043", "0051"], ["French", "Arabic", "English"]),
    "28": ("Ruth Castellanos", "S01", ["0061"], ["English", "Spanish"]),
}
CLN_PROPERTIES = {  # property: (label, comment)
    "worksAt": ("works at", "A clinic where the doctor sees patients."),
    "specialty": ("specialty", "The doctor's board specialty, a concept of the specialty scheme."),
    "locatedIn": ("located in", "The city of the clinic's main site."),
    "acceptsInsurance": ("accepts insurance", "An insurer whose plans the clinic accepts."),
    "openingYear": ("opening year", "The year the clinic opened."),
    "bedCount": ("bed count", "Number of inpatient beds."),
    "speaksLanguage": ("speaks language", "A language in which the doctor consults."),
}


def _urn(kind: str, ident: str) -> str:
    """URN of a clinic, doctor, city, insurer or specialty."""
    return f"urn:example:{kind}:{ident}"


def clinic_kg() -> str:
    """N-Triples of the provider directory: URN IRIs, SKOS specialties, labelled vocabulary."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_urn(kind, ident)}>"

    for prop, (label, comment) in CLN_PROPERTIES.items():
        add(CLV + prop, RDF_TYPE, f"<{RDF}Property>")
        add(CLV + prop, RDFS + "label", _lit(label, "en")), add(CLV + prop, RDFS + "comment", _lit(comment, "en"))
    scheme = _urn("scheme", "specialties")
    add(scheme, RDF_TYPE, f"<{SKOS}ConceptScheme>"), add(scheme, SKOS + "prefLabel", _lit("Medical specialties", "en"))
    for ident, (label, alternates, broader) in CLN_SPECIALTIES.items():
        s = _urn("specialty", ident)
        add(s, RDF_TYPE, f"<{SKOS}Concept>"), add(s, SKOS + "inScheme", f"<{scheme}>")
        add(s, SKOS + "prefLabel", _lit(label, "en"))
        for alternate in alternates:
            add(s, SKOS + "altLabel", _lit(alternate, "en"))
        for parent in broader:
            add(s, SKOS + "broader", ref("specialty", parent))
    for ident, name in CLN_CITIES.items():
        add(_urn("city", ident), RDF_TYPE, f"<{CLV}City>"), add(_urn("city", ident), RDFS + "label", _lit(name))
    for ident, name in CLN_INSURERS.items():
        i = _urn("insurer", ident)
        add(i, RDF_TYPE, f"<{CLV}Insurer>"), add(i, RDFS + "label", _lit(name))
    for ident, (label, city, opened, insurers, beds) in CLN_CLINICS.items():
        c = _urn("clinic", ident)
        add(c, RDF_TYPE, f"<{CLV}Clinic>"), add(c, RDFS + "label", _lit(label))
        add(c, CLV + "locatedIn", ref("city", city)), add(c, CLV + "openingYear", _typed(opened, "gYear"))
        for insurer in insurers:
            add(c, CLV + "acceptsInsurance", ref("insurer", insurer))
        if beds:
            add(c, CLV + "bedCount", _typed(beds, "integer"))
    for ident, (label, specialty, clinics, languages) in CLN_DOCTORS.items():
        d = _urn("doctor", ident)
        add(d, RDF_TYPE, f"<{CLV}Doctor>"), add(d, RDFS + "label", _lit(label))
        add(d, CLV + "specialty", ref("specialty", specialty))
        for clinic in clinics:
            add(d, CLV + "worksAt", ref("clinic", clinic))
        for language in languages:
            add(d, CLV + "speaksLanguage", _lit(language))
    return "\n".join(lines) + "\n"


def _cl(kind: str, *ids: str) -> set[str]:
    return {_urn(kind, i) for i in ids}


CLINIC_QUESTIONS = [
    ("Where does Amara Okafor work?", _cl("clinic", "0042")),
    ("What is Henrik Solberg's specialty?", _cl("specialty", "S02")),
    ("Which doctors work at Corran Bay Family Practice?", _cl("doctor", "24", "25", "27")),
    ("In which city is the Lumen Skin Clinic?", _cl("city", "02")),
    ("Which insurers does Westgate Medical Centre accept?", _cl("insurer", "02", "03")),
    ("When did St. Brendan's Orthopaedic Hospital open?", {"1964"}),
    ("How many beds does the Millbrook Heart and Vascular Center have?", {"40"}),
    ("Which clinics accept Northgate Assurance?", _cl("clinic", "0051", "0057", "0060")),
    ("Which languages does Lucía Paredes speak?", {"Spanish", "English"}),
    ("what is the broader specialty of pediatric cardiology", _cl("specialty", "S04", "S02")),
    ("Which doctors specialise in cardiology?", _cl("doctor", "17", "18")),
    ("Which clinics are in Millbrook?", _cl("clinic", "0042", "0057")),
    ("In which city does Nikhil Rao work?", _cl("city", "03")),
    ("Which insurers are accepted at the clinic where Samuel Achterberg works?", _cl("insurer", "01", "03")),
    ("Which doctors work in Ashford Vale?", _cl("doctor", "19", "23", "26", "27")),
    ("Which doctors practise orthopaedics?", _cl("doctor", "20", "21")),
    ("Who works in general practice?", _cl("doctor", "24", "25")),
    ("Where does Tomasz Wielgocz work?", _cl("clinic", "0057")),  # misspelt: Wielgosz
    ("What is the specialty of the doctor at the Lumen Skin Clinic?", _cl("specialty", "S08")),
    ("Which clinics is Henrik Solberg affiliated with?", _cl("clinic", "0042", "0061")),
    ("What are the visiting hours of Westgate Medical Centre?", set()),  # no hours in the KG: any answer is wrong
    ("Which medical school did Amara Okafor attend?", set()),  # no education in the KG
    ("What is the phone number of the Lumen Skin Clinic?", set()),  # no contact details in the KG
]
CLINIC_MADE_UP = ["Where does Amara Solberg work?", "Which insurers does Eastgate Medical Centre accept?",
                  "When did St. Brendan's Cardiac Hospital open?",
                  "Which doctors work at Ashford Hill Children's Clinic?",
                  "What is Henryk Solheim's specialty?", "Which clinics accept Greenway Health Plan?"]
CLINIC_GRAPHS = [
    ('[("Amara Okafor", "employer", ?x)]', _cl("clinic", "0042")),
    ('[(?x, "practises at", "Westgate Medical Centre")]', _cl("doctor", "18", "21", "22", "28")),
    ('[("Lumen Skin Clinic", "town", ?x)]', _cl("city", "02")),
    ('[("Nikhil Rao", "clinic", ?c), (?c, "insurer", ?x)]', _cl("insurer", "02", "03")),
    ('[(?d, "field", "Cardiology"), (?d, "workplace", ?x)]', _cl("clinic", "0042", "0061")),
    ('[("Pediatric Cardiology", "parent specialty", ?x)]', _cl("specialty", "S04", "S02")),
]

KGS_D = {"museum": (museum_kg, MUSEUM_QUESTIONS, MUSEUM_MADE_UP, MUSEUM_GRAPHS),
         "airline": (airline_kg, AIRLINE_QUESTIONS, AIRLINE_MADE_UP, AIRLINE_GRAPHS),
         "software": (software_kg, SOFTWARE_QUESTIONS, SOFTWARE_MADE_UP, SOFTWARE_GRAPHS),
         "events": (events_kg, EVENTS_QUESTIONS, EVENTS_MADE_UP, EVENTS_GRAPHS),
         "clinic": (clinic_kg, CLINIC_QUESTIONS, CLINIC_MADE_UP, CLINIC_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_D, __doc__)
