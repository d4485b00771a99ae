"""A forty-fourth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_aq.py):

- `canals`: a canal enthusiast's Solid pod exported whole as Linked Data Platform containers (the root
  `https://canal-notes.solidpod.example/public/` `ldp:contains` `…/public/canals/`, `…/public/structures/`,
  `…/public/people/`, `…/public/places/` and `…/public/organisations/`, each of which `ldp:contains` its resources,
  `…/public/canals/kennet-and-avon`), every container and resource stamped with the pod's `dcterms:modified`
  xsd:dateTime and every name ONLY in `vcard:fn`; engineers are `vcard:Individual`s with `vcard:bday` (xsd:date or
  xsd:gYear) and a `bornIn` town, owners `vcard:Organization`s whose town is ONLY the `vcard:locality` literal of a
  blank `vcard:Address`, and the pod's own vocabulary (`…/vocab#engineer`, `opened` xsd:gYear, `lengthMiles`
  xsd:decimal, `lockCount`, `startsAt`, `endsAt`, `owner`, `navigable` xsd:boolean, `completed`, `lengthMetres`)
  says the rest; an aqueduct, tunnel or lock flight names the canal it is `onCanal`, never the other way round, and a
  canal that `joins` another is stated from one side only, so "which canals meet the Bridgewater Canal" reads both
  ways; two canals are both "Union Canal" (Edinburgh to Falkirk, 1822, by Hugh Baird, owned by Scottish Canals;
  Leicester to Market Harborough, 1809, by Christopher Staveley; told apart only by ends, year, engineer and owner),
  the (invented) engineer William Stourport was born in Leeds and built the Gloucester and Sharpness and Huddersfield
  Narrow canals and nothing that reaches Stourport, where the Staffordshire and Worcestershire Canal ends, that canal
  and the Chesterfield Canal are exactly 46 miles long, the Bridgewater Canal has exactly 10 locks, and two canals
  opened in each of 1777, 1797 and 1822;
- `ciphers`: an OWL ontology of the history of cryptography with its individuals in one file (opaque individuals
  `http://cryptohistory.example.org/id/P08`, `…/id/C02`, `…/id/O3`, `…/id/M11`, `…/id/D05`, classes and properties
  under `…/ontology#` declared `owl:Class`, `owl:ObjectProperty` or `owl:DatatypeProperty` with `rdfs:label`s):
  every individual an `owl:NamedIndividual` named ONLY by `skos:prefLabel` in up to three languages (@en, @de, @fr,
  @pl, @ja, @it: "Enigma-Maschine", "Biuro Szyfrów", "Grand Chiffre", "九七式欧文印字機") and `skos:altLabel`
  aliases ("Tunny", "Bletchley Park", "Station X", "American Black Chamber", "le chiffre indéchiffrable"); who
  belonged to which organisation is said ONLY by n-ary `Membership` nodes (`member`, `organisation`, `role`,
  `startDate` and `endDate` xsd:date), so "who worked at Bletchley Park in 1944" is the memberships spanning 1944,
  and who broke which cipher ONLY by n-ary `Decipherment` nodes (`decipheredCipher`, `decipheredBy`,
  `yearDeciphered` xsd:gYear), never by a link from the person, the organisation or the cipher; ciphers have a
  `cipherType` (a `skos:Concept`), `introduced` xsd:gYear, `inventor`s, a `countryOfOrigin` and, for machines, a
  `rotorCount`; two organisations are both "Cipher Bureau"@en (Warsaw, 1931, also "Biuro Szyfrów"@pl, with
  Rejewski, Różycki and Zygalski; New York, 1919, also "American Black Chamber", with Herbert Yardley; told apart
  only by city, founding day, labels and members), the (invented) codebreaker Anna Bletchley was born in Cardiff
  and served in Room 40 and the French Army Cipher Bureau, never at Bletchley Park, Typex has exactly 5 rotors,
  Enigma was broken twice (1932 and 1940), two ciphers were broken in 1940, and four were never broken;
- `bellfoundries`: a bell register's relational database published with the W3C Direct Mapping through an R2RML
  processor (row IRIs `http://data.bellregister.example/Bell/ID=17`, `…/Foundry/ID=4`, `…/Founder/ID=8`,
  `…/Building/ID=10`, each row typed by its table `…/Bell`): one property per upper-case column (`…/Bell#NAME`,
  `#YEAR_CAST` xsd:integer, `#WEIGHT_KG` xsd:decimal, `#NOTE` "Eb" / "F#" / "A#", `#DIAMETER_MM`, `#IN_SERVICE`
  xsd:boolean; `Foundry#TOWN`, `#COUNTRY` as an ISO code "NL", `#FOUNDED`, `#CLOSED`; `Founder#BORN`,
  `#BIRTH_TOWN`; `Building#TOWN`), every foreign key stated twice, as its raw integer column (`Bell#FOUNDRY_ID`)
  and as a `ref-` link to the row it names (`Bell#ref-FOUNDRY_ID`, `#ref-FOUNDER_ID`, `#ref-BUILDING_ID`), NULL
  cells left out, every row named ONLY by its `NAME` column and every town ONLY a literal; a recast bell names the
  bell it was recast from (`ref-RECAST_FROM`: Big Ben from the Royal Victoria, the Liberty Bell from the State House
  Bell, the Pummerin from the Old Pummerin), never the other way round; two bells are both "Great Tom" (Tom Tower in
  Oxford, 1680, 6300 kg, by Christopher Hodson with no foundry recorded; Lincoln Cathedral, 1835, 5500 kg, by Thomas
  Mears of the Whitechapel Bell Foundry; told apart only by building, year, weight and founder), the (invented)
  founder Thomas Loughborough was born in Norwich and cast two London bells for Whitechapel, nothing for or in
  Loughborough, where John Taylor & Co is, Great Paul weighs exactly 16920 kg and the Lincoln Great Tom exactly
  5500 kg, and two bells were cast in 2013;
- `hymns`: an open hymnody dataset published as schema.org (`https://hymnary-open.example.org/text/abide-with-me`,
  `…/tune/eventide`, `…/person/samuel-wesley-1766`, `…/hymnal/english-hymnal`, `…/place/dundee`, a
  `schema:Dataset` node with its licence and a blank `schema:DataDownload`): hymn texts are `schema:CreativeWork`s
  with `schema:name`, `schema:author`, `schema:inLanguage`, `schema:about` topics (`schema:DefinedTerm`s) and a
  `schema:dateCreated` that is an xsd:gYear, an xsd:gYearMonth ("1847-09") or an xsd:date ("1773-01-01"); tunes
  are `schema:MusicComposition`s with `schema:composer`, `schema:musicalKey` and `schema:lyrics` pointing to the
  texts they set, never the other way round, so "which tune is Abide with Me sung to" reads backwards; an English
  text names the text it is a `schema:translationOfWork` of, never the other way round; hymnals are `schema:Book`s
  whose `schema:hasPart` lists their texts, with a `schema:publisher`, `schema:editor`s and a `schema:datePublished`
  (xsd:gYear or xsd:gYearMonth); people have a `schema:birthDate` (a day or a year) and a `schema:birthPlace`
  `schema:containedInPlace` a country; two people are both "Samuel Wesley" (born 1662 in Winterborne Whitechurch,
  who wrote Behold the Saviour of Mankind; born 1766 in Bristol, who composed the tune Doncaster for it; told apart
  only by birth and role), the (invented) hymn writer Ellen Crimond was born in Dundee and wrote two texts sung to
  St Anne and Eventide, none to the tune Crimond, which sets The Lord's My Shepherd, two tunes were written in
  exactly 1906 and three in 1861, and three tunes have no composer;
- `beacons`: a register of lightvessels, light floats, beacon towers and daymarks kept in a home-grown triple
  store (`https://lights-register.example.net/item/B07`, `…/item/H2`, `…/item/P1`, `…/item/T4`): items carry no
  rdf:type and are named ONLY by `rdfs:label`@en, and every property is a numbered `rdf:Property` (`…/prop/p1` …
  `…/prop/p31`) whose `rdfs:label` is all that says what it means (p1 "kind", p3 "marks", p5 "authority", p7 "light
  character", p9 "range" xsd:integer nautical miles, p11 "established" and p13 "withdrawn" xsd:gYear, p15 "built
  by", p17 "keeper", p19 "born in", p21 "year of birth", p23 "replaces", p25 "located in", p27 "part of", p29
  "height" xsd:decimal metres, p31 "manned" xsd:boolean); a new beacon names the one it `replaces`, never the other
  way round, and hazards, not beacons, lie in sea areas, so "which beacons mark hazards in the Strait of Dover"
  goes beacon → hazard → area; two items are both "Sevenstones Lightvessel" (1841 to 1958, manned, by Philip and
  Son; from 1958, unmanned, by J. Samuel White, replacing the first; told apart only by dates, yard, keeper and
  manning), the (invented) keeper Edward Goodwin was born in Portsmouth and kept the Owers Lightvessel and the Nab
  Tower, never a beacon on the Goodwin Sands, which two lightvessels mark, two beacons were established in exactly
  1874 and two have a range of exactly 15 nautical miles.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (310 SPARQL checks run with pyoxigraph over the five KGs by verify_ar.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, names it), and one per name in the made-up questions (45 names in 30 questions) checked to be no literal and
no IRI's local name, raw or percent-decoded, in the KG; plus 870 more: 74 on the traps (the people named like a
place, a tune or a hazard and unrelated to it, the one-way `onCanal`, `joins`, `ref-RECAST_FROM`, `schema:lyrics`,
`schema:translationOfWork`, `schema:hasPart` and `replaces`, the memberships and decipherments reachable only
through their n-ary nodes, every pod resource listed by its container and named only in `vcard:fn`, the owners'
towns only on blank addresses, every foreign key of the direct mapping stated both raw and as a `ref-` link to the
row with that ID, every row typed by its table and named only by its `NAME` column, the beacon items with no
rdf:type and properties known only by their labels, the dates that are months, the values that sit exactly on a
question's threshold), 5 on shared names, 20 that the superlatives are not ties, 60 that each KG parses as
N-Triples one distinct triple a line with typed literals in canonical form and that no entity bears two names of
one kind (`vcard:fn`, `skos:prefLabel`, a `NAME` column, `schema:name`, `rdfs:label`) in one language, that every
IRI in a gold set is in its KG, 15 that the entity of each unanswerable question exists, that each pseudo graph
parses, its names are names in its KG and its relation words are not the KG's predicate names, column names or
property labels, that each made-up name is in its question, and that each KG has 41 distinct questions with no
brackets, three unanswerable, six made-up, and six one-hop and six two-hop graphs). "right" = the top answer is
gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per KG, each about
an entity the KG has, asking for something it does not record: licence fees, boat traffic, depths, salaries,
message counts, key lengths, casting costs, inscriptions, alloys, verse counts, prices, sales figures, hull
colours, crew numbers, fog signals). Made-up questions (six per KG) name entities that do not exist (invented, or
real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG)
use relation words of their own, not the KG's predicate names, column names or property labels.

    python bench/unseen_ar.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

LDP = "http://www.w3.org/ns/ldp#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property"


def _year_or_day(value: str) -> str:
    """An xsd:date for a day, an xsd:gYearMonth for a month, an xsd:gYear for a year."""
    return _typed(value, {1: "gYear", 2: "gYearMonth", 3: "date"}[len(value.split("-"))])


# ---- canals (a canal enthusiast's Solid pod exported whole: a root LDP container `…/public/` that
# ---- `ldp:contains` one container per kind (`…/public/canals/`, `…/public/structures/`, `…/public/people/`,
# ---- `…/public/places/`, `…/public/organisations/`), each of which `ldp:contains` its resources, every container
# ---- and resource carrying the pod's `dcterms:modified` xsd:dateTime; every name ONLY in `vcard:fn`; engineers
# ---- are `vcard:Individual`s with `vcard:bday` (xsd:date or xsd:gYear), owners `vcard:Organization`s whose town is
# ---- ONLY the `vcard:locality` literal of a blank `vcard:Address`; the pod's own vocabulary (`…/vocab#engineer`,
# ---- `opened` xsd:gYear, `lengthMiles` xsd:decimal, `lockCount`, `startsAt`, `endsAt`, `owner`, `navigable`,
# ---- `bornIn`, `joins`, `onCanal`, `completed`, `lengthMetres`); a structure names the canal it is `onCanal`, never
# ---- the other way round, and a canal that `joins` another is stated from one side only) ------------------------
CA = "https://canal-notes.solidpod.example/"
CAP = CA + "public/"
CAV = CA + "vocab#"
CA_TOWNS = {"worsley": "Worsley", "runcorn": "Runcorn", "manchester": "Manchester", "shardlow": "Shardlow",
            "preston-brook": "Preston Brook", "great-haywood": "Great Haywood", "stourport": "Stourport",
            "leeds": "Leeds", "liverpool": "Liverpool", "preston": "Preston", "kendal": "Kendal",
            "hawkesbury": "Hawkesbury", "oxford": "Oxford", "braunston": "Braunston", "brentford": "Brentford",
            "bath": "Bath", "reading": "Reading", "hurleston": "Hurleston", "llangollen": "Llangollen",
            "corpach": "Corpach", "inverness": "Inverness", "edinburgh": "Edinburgh", "falkirk": "Falkirk",
            "leicester": "Leicester", "market-harborough": "Market Harborough", "stroud": "Stroud",
            "lechlade": "Lechlade", "chesterfield": "Chesterfield", "west-stockwith": "West Stockwith",
            "gloucester": "Gloucester", "sharpness": "Sharpness", "sowerby-bridge": "Sowerby Bridge",
            "frankton": "Frankton", "newtown": "Newtown", "huddersfield": "Huddersfield",
            "ashton": "Ashton-under-Lyne", "tunstead": "Tunstead", "leek": "Leek", "halifax": "Halifax",
            "east-linton": "East Linton", "devonport": "Devonport", "westerkirk": "Westerkirk", "kilsyth": "Kilsyth",
            "wolverhampton": "Wolverhampton"}
# engineer: (vcard:fn, vcard:bday (a year or a day), born in)
CA_PEOPLE = {"james-brindley": ("James Brindley", "1716", "tunstead"),
             "samuel-simcock": ("Samuel Simcock", "1727", "leek"),
             "john-longbotham": ("John Longbotham", "1730", "halifax"),
             "robert-whitworth": ("Robert Whitworth", "1734", "halifax"),
             "john-rennie": ("John Rennie", "1761-06-07", "east-linton"),
             "william-jessop": ("William Jessop", "1745-01-23", "devonport"),
             "thomas-telford": ("Thomas Telford", "1757-08-09", "westerkirk"),
             "hugh-baird": ("Hugh Baird", "1770", "kilsyth"),
             "christopher-staveley": ("Christopher Staveley", "1759", "leicester"),
             "robert-mylne": ("Robert Mylne", "1733-01-04", "edinburgh"),
             "john-dadford": ("John Dadford", "1769", "wolverhampton"),
             "william-stourport": ("William Stourport", "1771-03-02", "leeds")}
# owner: (vcard:fn, locality of its blank address)
CA_ORGS = {"canal-river-trust": ("Canal & River Trust", "Milton Keynes"),
           "scottish-canals": ("Scottish Canals", "Glasgow"),
           "bridgewater-company": ("Bridgewater Canal Company", "Manchester"),
           "cotswold-canals-trust": ("Cotswold Canals Trust", "Stroud")}
# canal: (vcard:fn, engineers, opened, length in miles, locks, starts at, ends at, owner, navigable)
CA_CANALS = {
    "bridgewater": ("Bridgewater Canal", ["james-brindley"], "1761", "41", 10, "worsley", "runcorn",
                    "bridgewater-company", True),
    "trent-and-mersey": ("Trent and Mersey Canal", ["james-brindley"], "1777", "93.5", 76, "shardlow",
                         "preston-brook", "canal-river-trust", True),
    "staffs-and-worcs": ("Staffordshire and Worcestershire Canal", ["james-brindley"], "1772", "46", 43,
                         "great-haywood", "stourport", "canal-river-trust", True),
    "leeds-and-liverpool": ("Leeds and Liverpool Canal", ["john-longbotham"], "1816", "127", 91, "leeds",
                            "liverpool", "canal-river-trust", True),
    "lancaster": ("Lancaster Canal", ["john-rennie"], "1797", "57", 8, "preston", "kendal", "canal-river-trust",
                  True),
    "oxford": ("Oxford Canal", ["james-brindley", "samuel-simcock"], "1790", "78", 43, "hawkesbury", "oxford",
               "canal-river-trust", True),
    "grand-junction": ("Grand Junction Canal", ["william-jessop"], "1805", "93", 101, "braunston", "brentford",
                       "canal-river-trust", True),
    "kennet-and-avon": ("Kennet and Avon Canal", ["john-rennie"], "1810", "87", 105, "bath", "reading",
                        "canal-river-trust", True),
    "llangollen": ("Llangollen Canal", ["thomas-telford", "william-jessop"], "1805", "44", 21, "hurleston",
                   "llangollen", "canal-river-trust", True),
    "caledonian": ("Caledonian Canal", ["thomas-telford"], "1822", "60", 29, "corpach", "inverness",
                   "scottish-canals", True),
    "union-edinburgh": ("Union Canal", ["hugh-baird"], "1822", "31.5", 3, "edinburgh", "falkirk", "scottish-canals",
                        True),
    "union-leicester": ("Union Canal", ["christopher-staveley"], "1809", "24", 24, "leicester", "market-harborough",
                        "canal-river-trust", True),
    "thames-and-severn": ("Thames and Severn Canal", ["robert-whitworth"], "1789", "28.75", 44, "stroud",
                          "lechlade", "cotswold-canals-trust", False),
    "chesterfield": ("Chesterfield Canal", ["james-brindley"], "1777", "46", 65, "chesterfield", "west-stockwith",
                     "canal-river-trust", True),
    "gloucester-and-sharpness": ("Gloucester and Sharpness Canal", ["robert-mylne", "william-stourport"], "1827",
                                 "16.5", 2, "gloucester", "sharpness", "canal-river-trust", True),
    "rochdale": ("Rochdale Canal", ["william-jessop"], "1804", "32", 91, "manchester", "sowerby-bridge",
                 "canal-river-trust", True),
    "montgomery": ("Montgomery Canal", ["john-dadford"], "1797", "33", 25, "frankton", "newtown",
                   "canal-river-trust", False),
    "huddersfield-narrow": ("Huddersfield Narrow Canal", ["william-stourport"], "1811", "20", 74, "huddersfield",
                            "ashton", "canal-river-trust", True),
}
# canal joins canal: each meeting stated once, from the first canal's side only
CA_JOINS = [("trent-and-mersey", "bridgewater"), ("trent-and-mersey", "staffs-and-worcs"),
            ("oxford", "grand-junction"), ("rochdale", "bridgewater"), ("montgomery", "llangollen"),
            ("union-leicester", "grand-junction")]
# structure: (vcard:fn, class, canal, completed, length in metres or None, locks or None, engineer or None)
CA_STRUCTURES = {
    "pontcysyllte": ("Pontcysyllte Aqueduct", "Aqueduct", "llangollen", "1805", "307", None, "thomas-telford"),
    "chirk": ("Chirk Aqueduct", "Aqueduct", "llangollen", "1801", "210", None, "thomas-telford"),
    "dundas": ("Dundas Aqueduct", "Aqueduct", "kennet-and-avon", "1805", "137", None, "john-rennie"),
    "avoncliff": ("Avoncliff Aqueduct", "Aqueduct", "kennet-and-avon", "1801", "110", None, "john-rennie"),
    "lune": ("Lune Aqueduct", "Aqueduct", "lancaster", "1797", "202", None, "john-rennie"),
    "barton": ("Barton Swing Aqueduct", "Aqueduct", "bridgewater", "1894", "100", None, None),
    "avon": ("Avon Aqueduct", "Aqueduct", "union-edinburgh", "1821", "247", None, "hugh-baird"),
    "harecastle": ("Harecastle Tunnel", "Tunnel", "trent-and-mersey", "1777", "2676", None, "james-brindley"),
    "standedge": ("Standedge Tunnel", "Tunnel", "huddersfield-narrow", "1811", "5029", None, None),
    "sapperton": ("Sapperton Tunnel", "Tunnel", "thames-and-severn", "1789", "3490", None, "robert-whitworth"),
    "foulridge": ("Foulridge Tunnel", "Tunnel", "leeds-and-liverpool", "1796", "1494", None, None),
    "caen-hill": ("Caen Hill Locks", "LockFlight", "kennet-and-avon", "1810", None, 29, "john-rennie"),
    "bingley-five-rise": ("Bingley Five Rise Locks", "LockFlight", "leeds-and-liverpool", "1774", None, 5,
                          "john-longbotham"),
    "neptunes-staircase": ("Neptune's Staircase", "LockFlight", "caledonian", "1811", None, 8, "thomas-telford"),
    "foxton": ("Foxton Locks", "LockFlight", "union-leicester", "1814", None, 10, None),
    "falkirk-wheel": ("Falkirk Wheel", "BoatLift", "union-edinburgh", "2002", None, None, None),
}
CA_KINDS = ["canals", "structures", "people", "places", "organisations"]


def _ca_modified(i: int) -> str:
    """The pod's `dcterms:modified` for its i-th resource: a deterministic moment of 2024."""
    return f"2024-{i % 12 + 1:02d}-{(7 * i) % 28 + 1:02d}T{(5 * i) % 24:02d}:{(13 * i) % 60:02d}:00Z"


def canals_kg() -> str:
    """N-Triples of the Solid pod: LDP containers, names only in vcard:fn, one-way onCanal and joins."""
    g = Graph()
    counter = iter(range(1000))

    def resource(kind: str, key: str, cls: str, name: str) -> str:
        r = f"{CAP}{kind}/{key}"
        g.add(f"{CAP}{kind}/", LDP + "contains", r)
        g.add(r, RDF_TYPE, LDP + "Resource"), g.add(r, RDF_TYPE, cls), g.add(r, VCARD + "fn", _lit(name))
        g.add(r, DCT + "modified", _typed(_ca_modified(next(counter)), "dateTime"))
        return r

    g.add(CAP, RDF_TYPE, LDP + "Container"), g.add(CAP, RDF_TYPE, LDP + "BasicContainer")
    g.add(CAP, DCT + "modified", _typed("2024-12-30T18:00:00Z", "dateTime"))
    for kind in CA_KINDS:
        c = f"{CAP}{kind}/"
        g.add(CAP, LDP + "contains", c), g.add(c, RDF_TYPE, LDP + "Container")
        g.add(c, RDF_TYPE, LDP + "BasicContainer"), g.add(c, DCT + "modified", _typed("2024-12-30T18:00:00Z",
                                                                                          "dateTime"))
    for key, name in CA_TOWNS.items():
        resource("places", key, CAV + "Town", name)
    for key, (name, bday, town) in CA_PEOPLE.items():
        p = resource("people", key, VCARD + "Individual", name)
        g.add(p, VCARD + "bday", _year_or_day(bday)), g.add(p, CAV + "bornIn", f"{CAP}places/{town}")
    for key, (name, locality) in CA_ORGS.items():
        o = resource("organisations", key, VCARD + "Organization", name)
        b = "_:" + key.replace("-", "_") + "_address"
        g.add(o, VCARD + "hasAddress", b), g.add(b, RDF_TYPE, VCARD + "Address")
        g.add(b, VCARD + "locality", _lit(locality)), g.add(b, VCARD + "country-name", _lit("United Kingdom"))
    for key, fields in CA_CANALS.items():
        name, engineers, opened, miles, locks, start, end, owner, navigable = fields
        c = resource("canals", key, CAV + "Canal", name)
        for e in engineers:
            g.add(c, CAV + "engineer", f"{CAP}people/{e}")
        g.add(c, CAV + "opened", _typed(opened, "gYear")), g.add(c, CAV + "lengthMiles", _typed(miles, "decimal"))
        g.add(c, CAV + "lockCount", _typed(locks, "integer"))
        g.add(c, CAV + "startsAt", f"{CAP}places/{start}"), g.add(c, CAV + "endsAt", f"{CAP}places/{end}")
        g.add(c, CAV + "owner", f"{CAP}organisations/{owner}")
        g.add(c, CAV + "navigable", _typed(str(navigable).lower(), "boolean"))
    for a, b in CA_JOINS:
        g.add(f"{CAP}canals/{a}", CAV + "joins", f"{CAP}canals/{b}")
    for key, (name, cls, canal, completed, metres, locks, engineer) in CA_STRUCTURES.items():
        s = resource("structures", key, CAV + cls, name)
        g.add(s, CAV + "onCanal", f"{CAP}canals/{canal}"), g.add(s, CAV + "completed", _typed(completed, "gYear"))
        if metres:
            g.add(s, CAV + "lengthMetres", _typed(metres, "decimal"))
        if locks:
            g.add(s, CAV + "lockCount", _typed(locks, "integer"))
        if engineer:
            g.add(s, CAV + "engineer", f"{CAP}people/{engineer}")
    return g.unique_text()


def _ca(kind: str, *keys: str) -> set[str]:
    return {f"{CAP}{kind}/{k}" for k in keys}


CANALS_QUESTIONS = [
    ("Who engineered the Kennet and Avon Canal?", _ca("people", "john-rennie")),
    ("Which canals did James Brindley build?",
     _ca("canals", "bridgewater", "trent-and-mersey", "staffs-and-worcs", "oxford", "chesterfield")),
    ("When did the Caledonian Canal open?", {"1822"}),
    ("Which canals opened in 1797?", _ca("canals", "lancaster", "montgomery")),
    ("Which is the longest canal?", _ca("canals", "leeds-and-liverpool")),
    ("How long is the Lancaster Canal?", {"57"}),
    ("Which canals are longer than 46 miles?",
     _ca("canals", "trent-and-mersey", "leeds-and-liverpool", "lancaster", "oxford", "grand-junction",
         "kennet-and-avon", "caledonian")),
    ("Which canal has the most locks?", _ca("canals", "kennet-and-avon")),
    ("How many locks does the Rochdale Canal have?", {"91"}),
    ("Which canals have fewer than 10 locks?", _ca("canals", "lancaster", "union-edinburgh",
                                                   "gloucester-and-sharpness")),
    ("Where does the Caledonian Canal end?", _ca("places", "inverness")),
    ("Which canal runs to Stourport?", _ca("canals", "staffs-and-worcs")),
    ("Who owns the Caledonian Canal?", _ca("organisations", "scottish-canals")),
    ("Which canals does Scottish Canals look after?", _ca("canals", "caledonian", "union-edinburgh")),
    ("Which canals are no longer navigable?", _ca("canals", "thames-and-severn", "montgomery")),
    ("Which canals did William Stourport engineer?", _ca("canals", "gloucester-and-sharpness",
                                                         "huddersfield-narrow")),
    ("Where was William Stourport born?", _ca("places", "leeds")),
    ("When was Thomas Telford born?", {"1757-08-09"}),
    ("Which engineers were born in Halifax?", _ca("people", "john-longbotham", "robert-whitworth")),
    ("Who engineered the Union Canal that starts in Edinburgh?", _ca("people", "hugh-baird")),
    ("When did the Union Canal to Market Harborough open?", {"1809"}),
    ("Which aqueducts are on the Llangollen Canal?", _ca("structures", "pontcysyllte", "chirk")),
    ("Which canal is the Harecastle Tunnel on?", _ca("canals", "trent-and-mersey")),
    ("Which is the longest canal tunnel?", _ca("structures", "standedge")),
    ("What structures are there on the Kennet and Avon Canal?", _ca("structures", "dundas", "avoncliff",
                                                                    "caen-hill")),
    ("How many canals does the Canal & River Trust own?", {"14"}),
    ("Which canals were engineered by men born in Halifax?", _ca("canals", "leeds-and-liverpool",
                                                                 "thames-and-severn")),
    ("Where was the engineer of the Caledonian Canal born?", _ca("places", "westerkirk")),
    ("Which canals meet the Bridgewater Canal?", _ca("canals", "trent-and-mersey", "rochdale")),
    ("When was the Pontcysyllte Aqueduct finished?", {"1805"}),
    ("Which canals opened before 1777?", _ca("canals", "bridgewater", "staffs-and-worcs")),
    ("Which is the oldest canal?", _ca("canals", "bridgewater")),
    ("Which canal opened most recently?", _ca("canals", "gloucester-and-sharpness")),
    ("How many locks are in the Caen Hill flight?", {"29"}),
    ("Where is Scottish Canals based?", {"Glasgow"}),
    ("Which tunnels are on canals owned by the Canal & River Trust?",
     _ca("structures", "harecastle", "standedge", "foulridge")),
    ("who engineered the chesterfield canal", _ca("people", "james-brindley")),
    ("How many locks are on the Leeds and Liverpol Canal?", {"91"}),  # misspelt: Liverpool
    ("How much is a boat licence for the Oxford Canal?", set()),  # no fees
    ("How many boats use the Rochdale Canal each year?", set()),  # no traffic figures
    ("How deep is the Bridgewater Canal?", set()),  # no depths
]
CANALS_MADE_UP = ["Who engineered the Basingstoke Canal?", "When did the Stourbridge Canal open?",
                  "Which canals did James Rennie build?", "Where was Hugh Telford born?",
                  "Which canals does the Welsh Waterways Board own?", "How long is the Netherton Tunnel?"]
CANALS_GRAPHS = [
    ('[("Caledonian Canal", "built by", ?x)]', _ca("people", "thomas-telford")),
    ('[(?x, "built by", "James Brindley")]',
     _ca("canals", "bridgewater", "trent-and-mersey", "staffs-and-worcs", "oxford", "chesterfield")
     | _ca("structures", "harecastle")),
    ('[("Sapperton Tunnel", "lies on", ?x)]', _ca("canals", "thames-and-severn")),
    ('[("Thomas Telford", "native town", ?x)]', _ca("places", "westerkirk")),
    ('[("Lancaster Canal", "managed by", ?x)]', _ca("organisations", "canal-river-trust")),
    ('[("Rochdale Canal", "number of locks", ?x)]', {"91"}),
    ('[("Llangollen Canal", "built by", ?p), (?p, "native town", ?x)]', _ca("places", "westerkirk", "devonport")),
    ('[(?s, "lies on", "Kennet and Avon Canal"), (?s, "finished in", ?x)]', {"1805", "1801", "1810"}),
    ('[("Standedge Tunnel", "lies on", ?c), (?c, "built by", ?x)]', _ca("people", "william-stourport")),
    ('[(?c, "managed by", "Scottish Canals"), (?c, "year opened", ?x)]', {"1822"}),
    ('[("Oxford Canal", "built by", ?p), (?p, "year of birth", ?x)]', {"1716", "1727"}),
    ('[("Foxton Locks", "lies on", ?c), (?c, "route length", ?x)]', {"24"}),
]


# ---- ciphers (an OWL ontology of the history of cryptography with its individuals in one file: opaque
# ---- individuals (`http://cryptohistory.example.org/id/P08`, `…/id/C02`, `…/id/O3`, `…/id/M11`, `…/id/D05`)
# ---- named ONLY by `skos:prefLabel` in one to three languages (@en, @de, @fr, @pl, @ja, @it) with
# ---- `skos:altLabel` aliases ("Tunny", "Bletchley Park", "le chiffre indéchiffrable"); `owl:ObjectProperty`
# ---- and `owl:DatatypeProperty` declarations with `rdfs:label`s; who belonged to which organisation is said
# ---- ONLY by n-ary `Membership` nodes (`member`, `organisation`, `role`, `startDate` and `endDate` xsd:date)
# ---- and who broke which cipher ONLY by n-ary `Decipherment` nodes (`decipheredCipher`, `decipheredBy`,
# ---- `yearDeciphered` xsd:gYear), never by a link from the person, the organisation or the cipher) ------------
CI = "http://cryptohistory.example.org/"
CIO = CI + "ontology#"
CI_CLASSES = {"Cipher": "cipher", "CipherMachine": "cipher machine", "Person": "person",
              "Organisation": "organisation", "Membership": "membership", "Decipherment": "decipherment",
              "Place": "place", "Country": "country"}
# property: (kind, rdfs:label)
CI_PROPERTIES = {"inventor": ("Object", "inventor"), "introduced": ("Datatype", "year introduced"),
                 "countryOfOrigin": ("Object", "country of origin"), "cipherType": ("Object", "type of cipher"),
                 "rotorCount": ("Datatype", "number of rotors"),
                 "decipheredCipher": ("Object", "cipher deciphered"), "decipheredBy": ("Object", "deciphered by"),
                 "yearDeciphered": ("Datatype", "year deciphered"), "member": ("Object", "member"),
                 "organisation": ("Object", "organisation"), "role": ("Datatype", "role"),
                 "startDate": ("Datatype", "start date"), "endDate": ("Datatype", "end date"),
                 "birthDate": ("Datatype", "date of birth"), "birthPlace": ("Object", "place of birth"),
                 "basedIn": ("Object", "based in"), "founded": ("Datatype", "founded"),
                 "country": ("Object", "country")}
# country: prefLabels
CI_COUNTRIES = {"N1": {"en": "United Kingdom"}, "N2": {"en": "Germany", "de": "Deutschland"},
                "N3": {"en": "Poland", "pl": "Polska"}, "N4": {"en": "United States"},
                "N5": {"en": "France", "fr": "France"}, "N6": {"en": "Japan", "ja": "日本"},
                "N7": {"en": "Italy", "it": "Italia"}, "N8": {"en": "Ukraine"}, "N9": {"en": "Moldova"}}
# place: (prefLabels, country)
CI_PLACES = {"L01": ({"en": "London"}, "N1"), "L02": ({"en": "Bletchley"}, "N1"),
             "L03": ({"en": "Warsaw", "pl": "Warszawa"}, "N3"), "L04": ({"en": "New York City"}, "N4"),
             "L05": ({"en": "Washington, D.C."}, "N4"), "L06": ({"en": "Pearl Harbor"}, "N4"),
             "L07": ({"en": "Paris", "fr": "Paris"}, "N5"), "L08": ({"en": "Bristol"}, "N1"),
             "L09": ({"en": "Kibworth"}, "N1"), "L10": ({"en": "Newmarket"}, "N1"), "L11": ({"en": "Greenock"}, "N1"),
             "L12": ({"en": "Copdock"}, "N1"), "L13": ({"en": "Bydgoszcz", "de": "Bromberg"}, "N3"),
             "L14": ({"en": "Olshana"}, "N8"), "L15": ({"en": "Poznań", "de": "Posen"}, "N3"),
             "L16": ({"en": "Worthington"}, "N4"), "L17": ({"en": "Chișinău"}, "N9"),
             "L18": ({"en": "Rose Hill"}, "N4"), "L19": ({"en": "Buffalo"}, "N4"), "L20": ({"en": "Dayton"}, "N4"),
             "L21": ({"en": "Paimpol"}, "N5"), "L22": ({"en": "Port-Vendres"}, "N5"),
             "L23": ({"en": "Człuchów", "de": "Schlochau"}, "N3"), "L24": ({"en": "Gloucester"}, "N1"),
             "L25": ({"en": "Brescia"}, "N7"), "L26": ({"en": "Albi"}, "N5"),
             "L27": ({"en": "Frankfurt", "de": "Frankfurt am Main"}, "N2"), "L28": ({"en": "Gießen"}, "N2"),
             "L29": ({"en": "Cardiff"}, "N1"), "L30": ({"en": "Geneseo"}, "N4"),
             "L31": ({"en": "Lower Broadheath"}, "N1")}
# person: (prefLabel @en, altLabels, birth (a day or a year) or None, birth place or None)
CI_PEOPLE = {"P01": ("Alan Turing", ["Alan Mathison Turing"], "1912-06-23", "L01"),
             "P02": ("Gordon Welchman", [], "1906-06-15", "L08"),
             "P03": ("Dilly Knox", ["Alfred Dillwyn Knox"], "1884-07-23", "L09"),
             "P04": ("Joan Clarke", [], "1917-06-24", "L01"),
             "P05": ("Bill Tutte", ["William Thomas Tutte"], "1917-05-14", "L10"),
             "P06": ("Alastair Denniston", [], "1881-12-01", "L11"),
             "P07": ("Nigel de Grey", [], "1886-08-27", "L12"),
             "P08": ("Marian Rejewski", [], "1905-08-16", "L13"),
             "P09": ("Jerzy Różycki", [], "1909-07-24", "L14"),
             "P10": ("Henryk Zygalski", [], "1908-07-26", "L15"),
             "P11": ("Herbert Yardley", ["Herbert Osborne Yardley"], "1889-04-13", "L16"),
             "P12": ("William F. Friedman", ["William Friedman"], "1891-09-24", "L17"),
             "P13": ("Frank Rowlett", [], "1908-05-02", "L18"),
             "P14": ("Genevieve Grotjan", [], "1913-04-30", "L19"),
             "P15": ("Joseph Rochefort", [], "1900-05-12", "L20"),
             "P16": ("Georges Painvin", [], "1886-01-28", "L21"),
             "P17": ("Étienne Bazeries", [], "1846-08-21", "L22"),
             "P18": ("Thomas Phelippes", [], "1556", "L01"),
             "P19": ("Charles Babbage", [], "1791-12-26", "L01"),
             "P20": ("Friedrich Kasiski", [], "1805-11-29", "L23"),
             "P21": ("Charles Wheatstone", [], "1802-02-06", "L24"),
             "P22": ("Giovan Battista Bellaso", [], "1505", "L25"),
             "P23": ("Antoine Rossignol", [], "1600", "L26"),
             "P24": ("Arthur Scherbius", [], "1878-10-30", "L27"),
             "P25": ("Fritz Nebel", [], "1891-06-25", "L28"),
             "P26": ("Joseph Mauborgne", [], "1881-02-26", "L04"),
             "P27": ("Kevin Knight", [], None, None), "P28": ("Beáta Megyesi", [], None, None),
             "P29": ("Christiane Schaefer", [], None, None), "P30": ("David Oranchak", [], None, None),
             "P31": ("Sam Blake", [], None, None), "P32": ("Jarl Van Eycke", [], None, None),
             "P33": ("Anna Bletchley", [], "1894-02-11", "L29"),
             "P34": ("Agnes Meyer Driscoll", [], "1889-07-24", "L30"),
             "P35": ("Edward Elgar", [], "1857-06-02", "L31")}
# organisation: (prefLabels, altLabels, based in, founded)
CI_ORGS = {"O1": ({"en": "Government Code and Cypher School"}, ["Bletchley Park", "GC&CS", "Station X"], "L02",
                  "1919-11-01"),
           "O2": ({"en": "Room 40"}, ["NID 25"], "L01", "1914-10-01"),
           "O3": ({"en": "Cipher Bureau", "pl": "Biuro Szyfrów"}, [], "L03", "1931-05-15"),
           "O4": ({"en": "Cipher Bureau"}, ["American Black Chamber", "Black Chamber"], "L04", "1919-05-20"),
           "O5": ({"en": "Signal Intelligence Service"}, ["SIS"], "L05", "1930-05-05"),
           "O6": ({"en": "Station HYPO"}, ["Fleet Radio Unit Pacific", "FRUPAC"], "L06", "1936-07-01"),
           "O7": ({"en": "French Army Cipher Bureau", "fr": "Bureau du Chiffre"}, [], "L07", "1912-01-01"),
           "O8": ({"en": "OP-20-G"}, ["Negat"], "L05", "1922-01-01")}
# type of cipher: prefLabels
CI_TYPES = {"T01": {"en": "rotor machine", "de": "Rotor-Chiffriermaschine"},
            "T02": {"en": "stepping-switch machine"}, "T03": {"en": "codebook"},
            "T04": {"en": "fractionating transposition cipher"},
            "T05": {"en": "polyalphabetic substitution cipher"}, "T06": {"en": "digraphic substitution cipher"},
            "T07": {"en": "nomenclator"}, "T08": {"en": "homophonic substitution cipher"},
            "T09": {"en": "book cipher"}, "T10": {"en": "simple substitution cipher"}}
# cipher: (prefLabels, altLabels, type, introduced, inventors, country of origin, rotors or None)
CI_CIPHERS = {
    "C01": ({"en": "Enigma machine", "de": "Enigma-Maschine"}, ["Enigma"], "T01", "1923", ["P24"], "N2", 3),
    "C02": ({"en": "Lorenz cipher", "de": "Lorenz-Schlüsselzusatz"}, ["Tunny", "SZ42"], "T01", "1941", [], "N2", 12),
    "C03": ({"en": "Purple", "ja": "九七式欧文印字機"}, ["Type B Cipher Machine"], "T02", "1939", [], "N6",
            None),
    "C04": ({"en": "JN-25"}, ["Naval Operational Code"], "T03", "1939", [], "N6", None),
    "C05": ({"en": "Typex"}, ["Type X"], "T01", "1937", [], "N1", 5),
    "C06": ({"en": "SIGABA"}, ["ECM Mark II"], "T01", "1941", ["P12", "P13"], "N4", 15),
    "C07": ({"en": "ADFGVX cipher", "fr": "chiffre ADFGVX", "de": "ADFGVX-Chiffre"}, [], "T04", "1918", ["P25"],
            "N2", None),
    "C08": ({"en": "Vigenère cipher", "fr": "chiffre de Vigenère"}, ["le chiffre indéchiffrable"], "T05", "1553",
            ["P22"], "N7", None),
    "C09": ({"en": "Playfair cipher"}, [], "T06", "1854", ["P21"], "N1", None),
    "C10": ({"en": "Great Cipher", "fr": "Grand Chiffre"}, [], "T07", "1672", ["P23"], "N5", None),
    "C11": ({"en": "Babington cipher"}, [], "T07", "1586", [], "N1", None),
    "C12": ({"en": "Z340"}, ["Zodiac 340"], "T08", "1969", [], "N4", None),
    "C13": ({"en": "Copiale cipher"}, [], "T08", "1760", [], "N2", None),
    "C14": ({"en": "Beale ciphers"}, [], "T09", "1885", [], "N4", None),
    "C15": ({"en": "Dorabella Cipher"}, [], "T10", "1897", ["P35"], "N1", None),
}
# decipherment: (cipher, deciphered by, year)
CI_DECIPHERMENTS = {"D01": ("C01", ["P08"], "1932"), "D02": ("C01", ["P01", "P02"], "1940"),
                    "D03": ("C02", ["P05"], "1942"), "D04": ("C03", ["P13", "P14"], "1940"),
                    "D05": ("C04", ["P15", "P34"], "1942"), "D06": ("C07", ["P16"], "1918"),
                    "D07": ("C08", ["P19"], "1854"), "D08": ("C08", ["P20"], "1863"),
                    "D09": ("C09", ["P26"], "1914"), "D10": ("C10", ["P17"], "1893"),
                    "D11": ("C11", ["P18"], "1586"), "D12": ("C12", ["P30", "P31", "P32"], "2020"),
                    "D13": ("C13", ["P27", "P28", "P29"], "2011")}
# membership: (member, organisation, role, start, end)
CI_MEMBERSHIPS = {
    "M01": ("P01", "O1", "cryptanalyst", "1939-09-04", "1945-08-15"),
    "M02": ("P02", "O1", "head of Hut 6", "1939-09-04", "1943-09-30"),
    "M03": ("P03", "O2", "cryptanalyst", "1915-01-02", "1919-10-31"),
    "M04": ("P03", "O1", "cryptanalyst", "1919-11-01", "1943-02-27"),
    "M05": ("P04", "O1", "cryptanalyst", "1940-06-17", "1945-09-30"),
    "M06": ("P05", "O1", "cryptanalyst", "1941-05-19", "1945-08-31"),
    "M07": ("P06", "O2", "head", "1914-11-01", "1919-10-31"),
    "M08": ("P06", "O1", "director", "1919-11-01", "1942-02-28"),
    "M09": ("P07", "O2", "cryptanalyst", "1915-03-01", "1919-10-31"),
    "M10": ("P07", "O1", "deputy director", "1939-09-01", "1951-12-31"),
    "M11": ("P08", "O3", "cryptanalyst", "1932-09-01", "1939-09-17"),
    "M12": ("P09", "O3", "cryptanalyst", "1932-09-01", "1939-09-17"),
    "M13": ("P10", "O3", "cryptanalyst", "1932-09-01", "1939-09-17"),
    "M14": ("P11", "O4", "director", "1919-05-20", "1929-10-31"),
    "M15": ("P12", "O5", "director", "1930-05-05", "1941-01-31"),
    "M16": ("P13", "O5", "cryptanalyst", "1930-04-21", "1945-12-31"),
    "M17": ("P14", "O5", "cryptanalyst", "1939-10-01", "1945-12-31"),
    "M18": ("P15", "O6", "head", "1941-06-01", "1942-10-31"),
    "M19": ("P34", "O8", "cryptanalyst", "1924-08-01", "1949-12-31"),
    "M20": ("P16", "O7", "cryptanalyst", "1914-10-01", "1918-12-31"),
    "M21": ("P33", "O2", "cryptanalyst", "1917-03-01", "1919-05-31"),
    "M22": ("P33", "O7", "cryptanalyst", "1919-06-02", "1921-12-31"),
    "M23": ("P15", "O8", "cryptanalyst", "1925-10-01", "1927-12-31"),
}


def ciphers_kg() -> str:
    """N-Triples of the OWL ontology: SKOS labels in several languages, n-ary memberships and decipherments."""
    g = Graph()
    onto = CI + "ontology"
    g.add(onto, RDF_TYPE, OWL + "Ontology"), g.add(onto, RDFS + "label", _lit("History of cryptography", "en"))
    for cls, label in CI_CLASSES.items():
        g.add(CIO + cls, RDF_TYPE, OWL + "Class"), g.add(CIO + cls, RDFS + "label", _lit(label, "en"))
    g.add(CIO + "CipherMachine", RDFS + "subClassOf", CIO + "Cipher")
    g.add(CIO + "Country", RDFS + "subClassOf", CIO + "Place")
    for prop, (kind, label) in CI_PROPERTIES.items():
        g.add(CIO + prop, RDF_TYPE, f"{OWL}{kind}Property"), g.add(CIO + prop, RDFS + "label", _lit(label, "en"))

    def individual(key: str, cls: str, labels: dict, aliases=()) -> str:
        i = CI + "id/" + key
        g.add(i, RDF_TYPE, OWL + "NamedIndividual"), g.add(i, RDF_TYPE, CIO + cls)
        for lang, label in labels.items():
            g.add(i, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(i, SKOS + "altLabel", _lit(alias, "en"))
        return i

    for key, labels in CI_COUNTRIES.items():
        individual(key, "Country", labels)
    for key, (labels, country) in CI_PLACES.items():
        g.add(individual(key, "Place", labels), CIO + "country", CI + "id/" + country)
    for key, labels in CI_TYPES.items():
        t = CI + "id/" + key
        g.add(t, RDF_TYPE, SKOS + "Concept")
        for lang, label in labels.items():
            g.add(t, SKOS + "prefLabel", _lit(label, lang))
    for key, (label, aliases, born, place) in CI_PEOPLE.items():
        p = individual(key, "Person", {"en": label}, aliases)
        if born:
            g.add(p, CIO + "birthDate", _year_or_day(born))
        if place:
            g.add(p, CIO + "birthPlace", CI + "id/" + place)
    for key, (labels, aliases, place, founded) in CI_ORGS.items():
        o = individual(key, "Organisation", labels, aliases)
        g.add(o, CIO + "basedIn", CI + "id/" + place), g.add(o, CIO + "founded", _typed(founded, "date"))
    for key, (labels, aliases, kind, introduced, inventors, origin, rotors) in CI_CIPHERS.items():
        c = individual(key, "CipherMachine" if kind in ("T01", "T02") else "Cipher", labels, aliases)
        g.add(c, CIO + "cipherType", CI + "id/" + kind), g.add(c, CIO + "introduced", _typed(introduced, "gYear"))
        for person in inventors:
            g.add(c, CIO + "inventor", CI + "id/" + person)
        g.add(c, CIO + "countryOfOrigin", CI + "id/" + origin)
        if rotors:
            g.add(c, CIO + "rotorCount", _typed(rotors, "integer"))
    for key, (cipher, people, year) in CI_DECIPHERMENTS.items():
        d = CI + "id/" + key
        g.add(d, RDF_TYPE, OWL + "NamedIndividual"), g.add(d, RDF_TYPE, CIO + "Decipherment")
        g.add(d, CIO + "decipheredCipher", CI + "id/" + cipher), g.add(d, CIO + "yearDeciphered", _typed(year, "gYear"))
        for person in people:
            g.add(d, CIO + "decipheredBy", CI + "id/" + person)
    for key, (person, org, role, start, end) in CI_MEMBERSHIPS.items():
        m = CI + "id/" + key
        g.add(m, RDF_TYPE, OWL + "NamedIndividual"), g.add(m, RDF_TYPE, CIO + "Membership")
        g.add(m, CIO + "member", CI + "id/" + person), g.add(m, CIO + "organisation", CI + "id/" + org)
        g.add(m, CIO + "role", _lit(role, "en")), g.add(m, CIO + "startDate", _typed(start, "date"))
        g.add(m, CIO + "endDate", _typed(end, "date"))
    return g.unique_text()


def _ci(*keys: str) -> set[str]:
    return {CI + "id/" + k for k in keys}


CIPHERS_QUESTIONS = [
    ("Who broke the Lorenz cipher?", _ci("P05")),
    ("Who first broke the Enigma machine?", _ci("P08")),
    ("Which ciphers did Étienne Bazeries solve?", _ci("C10")),
    ("When was the Playfair cipher broken?", {"1914"}),
    ("Who invented the Playfair cipher?", _ci("P21")),
    ("Which cipher is known as le chiffre indéchiffrable?", _ci("C08")),
    ("Which cipher machine is also called Tunny?", _ci("C02")),
    ("Which organisations did Dilly Knox work for?", _ci("O2", "O1")),
    ("When did Alan Turing join the Government Code and Cypher School?", {"1939-09-04"}),
    ("Who worked at Bletchley Park in 1944?", _ci("P01", "P04", "P05", "P07")),
    ("Who worked at the Cipher Bureau in Warsaw?", _ci("P08", "P09", "P10")),
    ("When was the Cipher Bureau in New York founded?", {"1919-05-20"}),
    ("Who was director of the Government Code and Cypher School?", _ci("P06")),
    ("Who were members of Room 40 in 1918?", _ci("P03", "P06", "P07", "P33")),
    ("When did Joseph Rochefort leave Station HYPO?", {"1942-10-31"}),
    ("Which ciphers were introduced before 1800?", _ci("C08", "C10", "C11", "C13")),
    ("Which is the oldest cipher?", _ci("C08")),
    ("Which cipher was solved most recently?", _ci("C12")),
    ("Which ciphers have never been broken?", _ci("C05", "C06", "C14", "C15")),
    ("How many rotors does SIGABA have?", {"15"}),
    ("Which cipher machines have more than 5 rotors?", _ci("C02", "C06")),
    ("Which cipher machine has the most rotors?", _ci("C06")),
    ("Who solved the Copiale cipher?", _ci("P27", "P28", "P29")),
    ("Which ciphers were broken in 1940?", _ci("C01", "C03")),
    ("Where was Marian Rejewski born?", _ci("L13")),
    ("When was Alan Turing born?", {"1912-06-23"}),
    ("Which people in the history of cryptography were born in London?", _ci("P01", "P04", "P18", "P19")),
    ("Where was Anna Bletchley born?", _ci("L29")),
    ("Which organisations did Anna Bletchley belong to?", _ci("O2", "O7")),
    ("In which city was the Signal Intelligence Service based?", _ci("L05")),
    ("Which codebreaking organisations were based in the United States?", _ci("O4", "O5", "O6", "O8")),
    ("Which ciphers were broken by members of the Signal Intelligence Service?", _ci("C03")),
    ("How many ciphers come from Germany?", {"4"}),
    ("Which cipher machine did William F. Friedman help invent?", _ci("C06")),
    ("What kind of cipher is the Great Cipher?", _ci("T07")),
    ("Which ciphers are homophonic substitution ciphers?", _ci("C12", "C13")),
    ("who solved the babington cipher", _ci("P18")),
    ("When was Marian Rejewsky born?", {"1905-08-16"}),  # misspelt: Rejewski
    ("What was Alan Turing's salary at Bletchley Park?", set()),  # no pay
    ("How many messages were sent with the Lorenz cipher?", set()),  # no traffic figures
    ("How long is the key of the Playfair cipher?", set()),  # no key lengths
]
CIPHERS_MADE_UP = ["Who broke the Hagelin Crypto Engine?", "When was Marian Turing born?",
                   "Which ciphers did Gordon Bazeries solve?", "Who worked at the Lisbon Cipher Office?",
                   "Who invented the Kessler cipher?", "When was the Rotterdam Codebook broken?"]
CIPHERS_GRAPHS = [
    ('[("Playfair cipher", "created by", ?x)]', _ci("P21")),
    ('[(?x, "created by", "William F. Friedman")]', _ci("C06")),
    ('[("Marian Rejewski", "hometown", ?x)]', _ci("L13")),
    ('[("Signal Intelligence Service", "headquarters city", ?x)]', _ci("L05")),
    ('[("SIGABA", "rotors", ?x)]', {"15"}),
    ('[(?x, "origin nation", "Japan")]', _ci("C03", "C04")),
    ('[(?s, "codebreaker", "Bill Tutte"), (?s, "target", ?x)]', _ci("C02")),
    ('[(?s, "target", "Vigenère cipher"), (?s, "solved in year", ?x)]', {"1854", "1863"}),
    ('[(?m, "affiliate", "Dilly Knox"), (?m, "employer", ?x)]', _ci("O2", "O1")),
    ('[(?m, "employer", "Station HYPO"), (?m, "affiliate", ?x)]', _ci("P15")),
    ('[("Enigma machine", "created by", ?p), (?p, "hometown", ?x)]', _ci("L27")),
    ('[("Room 40", "headquarters city", ?c), (?c, "nation", ?x)]', _ci("N1")),
]


# ---- bellfoundries (a bell register's relational database published with the W3C Direct Mapping through an R2RML
# ---- processor: row IRIs `http://data.bellregister.example/Bell/ID=17`, `…/Foundry/ID=4`, `…/Founder/ID=8`,
# ---- `…/Building/ID=10`, each row typed by its table (`…/Bell`), one property per column named by table and
# ---- upper-case column (`…/Bell#NAME`, `#YEAR_CAST` xsd:integer, `#WEIGHT_KG` xsd:decimal, `#NOTE` "Eb" / "F#",
# ---- `#DIAMETER_MM`, `#IN_SERVICE` xsd:boolean; `Foundry#TOWN`, `#COUNTRY` an ISO code, `#FOUNDED`, `#CLOSED`;
# ---- `Founder#BORN`, `#BIRTH_TOWN`; `Building#TOWN`), a foreign key stated twice, as its raw integer column
# ---- (`Bell#FOUNDRY_ID`) and as a `ref-` link to the row it names (`Bell#ref-FOUNDRY_ID`), NULL cells left out,
# ---- every row named ONLY by its `NAME` column and towns ONLY literals; a recast bell names the bell it was
# ---- recast from (`ref-RECAST_FROM`), never the other way round) ------------------------------------------------
BF = "http://data.bellregister.example/"
# foundry: (NAME, TOWN, COUNTRY, FOUNDED, CLOSED or None)
BF_FOUNDRIES = {1: ("Whitechapel Bell Foundry", "London", "GB", 1570, 2017),
                2: ("John Taylor & Co", "Loughborough", "GB", 1839, None),
                3: ("John Warner & Sons", "London", "GB", 1763, 1924),
                4: ("Royal Eijsbouts", "Asten", "NL", 1872, None),
                5: ("Fonderie Paccard", "Annecy", "FR", 1796, None),
                6: ("Glockengießerei St. Florian", "St. Florian", "AT", 1950, None),
                7: ("Pass and Stow", "Philadelphia", "US", 1752, 1754),
                8: ("Motorin Foundry", "Moscow", "RU", 1690, 1750),
                9: ("Glockengießerei Ulrich", "Apolda", "DE", 1826, 1988),
                10: ("Gillett & Johnston", "Croydon", "GB", 1844, 1957),
                11: ("Petit & Fritsen", "Aarle-Rixtel", "NL", 1660, 2014),
                12: ("Fonderie Cornille-Havard", "Villedieu-les-Poêles", "FR", 1865, None)}
# founder: (NAME, BORN, FOUNDRY_ID or None, BIRTH_TOWN)
BF_FOUNDERS = {1: ("John William Taylor", 1827, 2, "Oxford"), 2: ("George Mears", 1826, 1, "London"),
               3: ("Thomas Mears", 1775, 1, "London"), 4: ("Thomas Lester", 1700, 1, "London"),
               5: ("Christopher Hodson", 1640, None, "St Mary Cray"), 6: ("Gerhard van Wou", 1440, None, "Kampen"),
               7: ("Florentin Le Guay", 1640, None, "Paris"), 8: ("Thomas Loughborough", 1705, 1, "Norwich"),
               9: ("John Pass", 1720, 7, "Valletta"), 10: ("Ivan Motorin", 1660, 8, "Moscow"),
               11: ("Heinrich Ulrich", 1876, 9, "Apolda"), 12: ("Johann Achamer", 1650, None, "Innsbruck")}
# building: (NAME, TOWN, COUNTRY)
BF_BUILDINGS = {1: ("St Paul's Cathedral", "London", "GB"), 2: ("Elizabeth Tower", "London", "GB"),
                3: ("Tom Tower", "Oxford", "GB"), 4: ("Lincoln Cathedral", "Lincoln", "GB"),
                5: ("Liverpool Cathedral", "Liverpool", "GB"), 6: ("York Minster", "York", "GB"),
                7: ("Independence Hall", "Philadelphia", "US"), 8: ("St. Stephen's Cathedral", "Vienna", "AT"),
                9: ("Erfurt Cathedral", "Erfurt", "DE"), 10: ("Notre-Dame de Paris", "Paris", "FR"),
                11: ("Moscow Kremlin", "Moscow", "RU"), 12: ("Cologne Cathedral", "Cologne", "DE"),
                13: ("Beverley Minster", "Beverley", "GB"), 14: ("Sacré-Cœur", "Paris", "FR"),
                15: ("Riverside Church", "New York", "US"), 16: ("St Mary-le-Bow", "London", "GB"),
                17: ("St Martin-in-the-Fields", "London", "GB"), 18: ("Queen Elizabeth Olympic Park", "London", "GB")}
# bell: (NAME, YEAR_CAST, WEIGHT_KG, NOTE or None, DIAMETER_MM or None, FOUNDRY_ID, FOUNDER_ID, BUILDING_ID,
#        RECAST_FROM, IN_SERVICE)
BF_BELLS = {
    1: ("Great Paul", 1881, "16920", "Eb", 2900, 2, 1, 1, None, True),
    2: ("Royal Victoria", 1856, "16300", "E", None, 3, None, None, None, False),
    3: ("Big Ben", 1858, "13760", "E", 2740, 1, 2, 2, 2, True),
    4: ("Great Tom", 1680, "6300", "Bb", 2170, None, 5, 3, None, True),
    5: ("Great Tom", 1835, "5500", "A", None, 1, 3, 4, None, True),
    6: ("Great George", 1940, "14960", "Eb", None, 2, None, 5, None, True),
    7: ("Great Peter", 1927, "10800", "Eb", None, 2, None, 6, None, True),
    8: ("Great John", 1901, "7112", "A", None, 2, None, 13, None, True),
    9: ("State House Bell", 1752, "930", "Eb", None, 1, 4, None, None, False),
    10: ("Liberty Bell", 1753, "944", "Eb", 1000, 7, 9, 7, 9, False),
    11: ("Old Pummerin", 1711, "17900", "C", None, None, 12, 8, None, False),
    12: ("Pummerin", 1951, "20130", "C", 3140, 6, None, 8, 11, True),
    13: ("Gloriosa", 1497, "11450", "E", 2570, None, 6, 9, None, True),
    14: ("Emmanuel", 1686, "13271", "F#", 2610, None, 7, 10, None, True),
    15: ("Marie", 2013, "6023", "G", None, 4, None, 10, None, True),
    16: ("Gabriel", 2013, "4162", "A#", None, 12, None, 10, None, True),
    17: ("Tsar Bell", 1735, "201924", None, 6600, 8, 10, 11, None, False),
    18: ("St. Petersglocke", 1923, "24000", "C", 3220, 9, 11, 12, None, True),
    19: ("Olympic Bell", 2012, "22910", "E", 3340, 4, None, 18, None, True),
    20: ("Savoyarde", 1895, "18835", "C#", 3030, 5, None, 14, None, True),
    21: ("Riverside Bourdon", 1930, "18600", "C", None, 10, None, 15, None, True),
    22: ("Great Bell of Bow", 1738, "2400", "D", None, 1, 8, 16, None, False),
    23: ("Tenor of St Martin's", 1745, "1525", "Eb", None, 1, 8, 17, None, True),
}


def _bf_row(table: str, key: int) -> str:
    """The Direct Mapping's row IRI: table name and primary key."""
    return f"{BF}{table}/ID={key}"


def _bf_col(table: str, column: str) -> str:
    """The Direct Mapping's column property: table name, '#', column name (`ref-` for a foreign key)."""
    return f"{BF}{table}#{column}"


def bellfoundries_kg() -> str:
    """N-Triples of the R2RML direct mapping: ID= row IRIs, upper-case columns, foreign keys as raw and ref-."""
    g = Graph()

    def row(table: str, key: int, cells: dict) -> None:
        s = _bf_row(table, key)
        g.add(s, RDF_TYPE, BF + table), g.add(s, _bf_col(table, "ID"), _typed(key, "integer"))
        for column, value in cells.items():
            if value is None:
                continue
            if isinstance(value, tuple):  # a foreign key: (table, id)
                g.add(s, _bf_col(table, column), _typed(value[1], "integer"))
                g.add(s, _bf_col(table, "ref-" + column), _bf_row(*value))
            elif isinstance(value, bool):
                g.add(s, _bf_col(table, column), _typed(str(value).lower(), "boolean"))
            elif isinstance(value, int):
                g.add(s, _bf_col(table, column), _typed(value, "integer"))
            else:
                g.add(s, _bf_col(table, column), value)

    for key, (name, town, country, founded, closed) in BF_FOUNDRIES.items():
        row("Foundry", key, {"NAME": _lit(name), "TOWN": _lit(town), "COUNTRY": _lit(country), "FOUNDED": founded,
                             "CLOSED": closed})
    for key, (name, born, foundry, town) in BF_FOUNDERS.items():
        row("Founder", key, {"NAME": _lit(name), "BORN": born, "FOUNDRY_ID": ("Foundry", foundry) if foundry else None,
                             "BIRTH_TOWN": _lit(town)})
    for key, (name, town, country) in BF_BUILDINGS.items():
        row("Building", key, {"NAME": _lit(name), "TOWN": _lit(town), "COUNTRY": _lit(country)})
    for key, fields in BF_BELLS.items():
        name, year, weight, note, diameter, foundry, founder, building, recast, in_service = fields
        row("Bell", key, {"NAME": _lit(name), "YEAR_CAST": year, "WEIGHT_KG": _typed(weight, "decimal"),
                          "NOTE": _lit(note) if note else None, "DIAMETER_MM": diameter,
                          "FOUNDRY_ID": ("Foundry", foundry) if foundry else None,
                          "FOUNDER_ID": ("Founder", founder) if founder else None,
                          "BUILDING_ID": ("Building", building) if building else None,
                          "RECAST_FROM": ("Bell", recast) if recast else None, "IN_SERVICE": in_service})
    return g.unique_text()


def _bf(table: str, *keys: int) -> set[str]:
    return {_bf_row(table, k) for k in keys}


BELLFOUNDRIES_QUESTIONS = [
    ("Which foundry cast Great Paul?", _bf("Foundry", 2)),
    ("Which bells did the Whitechapel Bell Foundry cast?", _bf("Bell", 3, 5, 9, 22, 23)),
    ("When was Great Peter cast?", {"1927"}),
    ("How heavy is the Savoyarde?", {"18835"}),
    ("Which is the heaviest bell?", _bf("Bell", 17)),
    ("Which is the lightest bell?", _bf("Bell", 9)),
    ("Which bells weigh more than 16,920 kg?", _bf("Bell", 11, 12, 17, 18, 19, 20, 21)),
    ("Which bells weigh less than 5500 kg?", _bf("Bell", 9, 10, 16, 22, 23)),
    ("Which bells were cast in 2013?", _bf("Bell", 15, 16)),
    ("Which bells were cast before 1700?", _bf("Bell", 4, 13, 14)),
    ("Which is the oldest bell?", _bf("Bell", 13)),
    ("Where does Great George hang?", _bf("Building", 5)),
    ("Which bells hang in London?", _bf("Bell", 1, 3, 19, 22, 23)),
    ("What note does Big Ben strike?", {"E"}),
    ("Which bells are tuned to E flat?", _bf("Bell", 1, 6, 7, 9, 10, 23)),
    ("Which bell was Big Ben recast from?", _bf("Bell", 2)),
    ("Which bell was recast from the State House Bell?", _bf("Bell", 10)),
    ("Which master founder cast the Great Tom at Lincoln Cathedral?", _bf("Founder", 3)),
    ("Which bells did Thomas Loughborough cast?", _bf("Bell", 22, 23)),
    ("Where was Thomas Loughborough born?", {"Norwich"}),
    ("Which foundry did Thomas Loughborough work for?", _bf("Foundry", 1)),
    ("When did the Whitechapel Bell Foundry close?", {"2017"}),
    ("Which foundries are still open?", _bf("Foundry", 2, 4, 5, 6, 12)),
    ("Which foundries are in the Netherlands?", _bf("Foundry", 4, 11)),
    ("Which is the oldest foundry?", _bf("Foundry", 1)),
    ("How many bells does John Taylor & Co have in the register?", {"4"}),
    ("How many bells hang in Notre-Dame de Paris?", {"3"}),
    ("Which bells are no longer in use?", _bf("Bell", 2, 9, 10, 11, 17, 22)),
    ("When was the Great Tom in Oxford cast?", {"1680"}),
    ("How much does the Great Tom at Lincoln Cathedral weigh?", {"5500"}),
    ("Which bells were made by foundries in Loughborough?", _bf("Bell", 1, 6, 7, 8)),
    ("In which town was the foundry that cast the Liberty Bell?", {"Philadelphia"}),
    ("Which foundries cast the bells of Notre-Dame de Paris?", _bf("Foundry", 4, 12)),
    ("When was the founder who cast Great Paul born?", {"1827"}),
    ("What is the diameter of the Tsar Bell?", {"6600"}),
    ("Which bells were cast by founders born in London?", _bf("Bell", 3, 5, 9)),
    ("which foundry cast the tsar bell", _bf("Foundry", 8)),
    ("When was the Pumerin cast?", {"1951"}),  # misspelt: Pummerin
    ("How much did Great Paul cost to cast?", set()),  # no costs
    ("What inscription is on Big Ben?", set()),  # no inscriptions
    ("What alloy was Great Peter cast from?", set()),  # no metals
]
BELLFOUNDRIES_MADE_UP = ["Which foundry cast Great Edward?", "When was the Kaiserglocke cast?",
                         "Which bells did Thomas Taylor cast?", "Where was George Loughborough born?",
                         "Which bells hang in Wells Cathedral?", "When did the Croydon Bell Works close?"]
BELLFOUNDRIES_GRAPHS = [
    ('[("Great Paul", "made by", ?x)]', _bf("Foundry", 2)),
    ('[(?x, "made by", "Whitechapel Bell Foundry")]', _bf("Bell", 3, 5, 9, 22, 23)),
    ('[("Great George", "hangs in", ?x)]', _bf("Building", 5)),
    ('[("Thomas Loughborough", "employer", ?x)]', _bf("Foundry", 1)),
    ('[("Savoyarde", "mass in kilograms", ?x)]', {"18835"}),
    ('[("Big Ben", "successor of", ?x)]', _bf("Bell", 2)),
    ('[("Great Paul", "made by", ?f), (?f, "located in town", ?x)]', {"Loughborough"}),
    ('[("Liberty Bell", "master founder", ?p), (?p, "birthplace", ?x)]', {"Valletta"}),
    ('[(?b, "hangs in", "Notre-Dame de Paris"), (?b, "made by", ?x)]', _bf("Foundry", 4, 12)),
    ('[(?b, "made by", "John Taylor & Co"), (?b, "hangs in", ?x)]', _bf("Building", 1, 5, 6, 13)),
    ('[("Pummerin", "successor of", ?b), (?b, "year made", ?x)]', {"1711"}),
    ('[(?b, "hangs in", "Elizabeth Tower"), (?b, "musical pitch", ?x)]', {"E"}),
]


# ---- hymns (an open hymnody dataset published as schema.org: a `schema:Dataset` node describing the dump, hymn
# ---- texts as `schema:CreativeWork`s with `schema:name`, `schema:author`, `schema:inLanguage`, `schema:about`
# ---- topics (`schema:DefinedTerm`) and `schema:dateCreated` as xsd:gYear, xsd:gYearMonth or xsd:date; tunes as
# ---- `schema:MusicComposition`s with `schema:composer`, `schema:musicalKey` and `schema:lyrics` pointing to the text
# ---- they set, never the other way round; an English text names the text it is a `schema:translationOfWork` of,
# ---- never the other way round; hymnals are `schema:Book`s whose `schema:hasPart` lists their texts, with a
# ---- `schema:publisher`, `schema:editor`s and `schema:datePublished`; people are `schema:Person`s with
# ---- `schema:birthDate` and a `schema:birthPlace` that is `schema:containedInPlace` a country) ------------------
HY = "https://hymnary-open.example.org/"
HY_COUNTRIES = {"england": "England", "wales": "Wales", "scotland": "Scotland", "ireland": "Ireland",
                "germany": "Germany", "usa": "United States", "france": "France", "italy": "Italy"}
# place: (name, country)
HY_PLACES = {"ednam": ("Ednam", "scotland"), "london": ("London", "england"), "epworth": ("Epworth", "england"),
             "berkhamsted": ("Berkhamsted", "england"), "southampton": ("Southampton", "england"),
             "ettington": ("Ettington", "england"), "winterborne": ("Winterborne Whitechurch", "england"),
             "bristol": ("Bristol", "england"), "hull": ("Kingston upon Hull", "england"),
             "malpas": ("Malpas", "england"), "llanfair": ("Llanfair-ar-y-bryn", "wales"),
             "laugharne": ("Laugharne", "wales"), "dowlais": ("Dowlais", "wales"), "hamburg": ("Hamburg", "germany"),
             "eilenburg": ("Eilenburg", "germany"), "gross-breesen": ("Groß Breesen", "germany"),
             "eisleben": ("Eisleben", "germany"), "cambridge-ma": ("Cambridge, Massachusetts", "usa"),
             "dunnottar": ("Dunnottar", "scotland"), "dittisham": ("Dittisham", "england"),
             "down-ampney": ("Down Ampney", "england"), "shrewsbury": ("Shrewsbury", "england"),
             "bournemouth": ("Bournemouth", "england"), "haverhill": ("Haverhill, Massachusetts", "usa"),
             "dublin": ("Dublin", "ireland"), "wellington": ("Wellington", "england"),
             "whitmore": ("Whitmore", "england"), "maenclochog": ("Maenclochog", "wales"), "bala": ("Bala", "wales"),
             "paris": ("Paris", "france"), "siena": ("Siena", "italy"), "dundee": ("Dundee", "scotland")}
# person: (name, birth (a year or a day), birth place or None)
HY_PEOPLE = {"lyte": ("Henry Francis Lyte", "1793-06-01", "ednam"),
             "monk": ("William Henry Monk", "1823-03-16", "london"),
             "charles-wesley": ("Charles Wesley", "1707-12-18", "epworth"),
             "newton": ("John Newton", "1725-07-24", "london"),
             "cowper": ("William Cowper", "1731-11-26", "berkhamsted"),
             "watts": ("Isaac Watts", "1674-07-17", "southampton"), "croft": ("William Croft", "1678", "ettington"),
             "samuel-wesley-1662": ("Samuel Wesley", "1662-12-17", "winterborne"),
             "samuel-wesley-1766": ("Samuel Wesley", "1766-02-24", "bristol"),
             "samuel-sebastian-wesley": ("Samuel Sebastian Wesley", "1810-08-14", "london"),
             "dykes": ("John Bacchus Dykes", "1823-03-10", "hull"), "heber": ("Reginald Heber", "1783-04-21", "malpas"),
             "william-williams": ("William Williams Pantycelyn", "1717", "llanfair"),
             "peter-williams": ("Peter Williams", "1723-01-07", "laugharne"),
             "john-hughes": ("John Hughes", "1873-11-22", "dowlais"),
             "mendelssohn": ("Felix Mendelssohn", "1809-02-03", "hamburg"),
             "winkworth": ("Catherine Winkworth", "1827-09-13", "london"),
             "rinkart": ("Martin Rinkart", "1586-04-23", "eilenburg"),
             "crueger": ("Johann Crüger", "1598-04-09", "gross-breesen"),
             "luther": ("Martin Luther", "1483-11-10", "eisleben"),
             "hedge": ("Frederic Henry Hedge", "1805-12-12", "cambridge-ma"),
             "farjeon": ("Eleanor Farjeon", "1881-02-13", "london"),
             "irvine": ("Jessie Seymour Irvine", "1836-07-26", "dunnottar"),
             "rous": ("Francis Rous", "1579", "dittisham"),
             "vaughan-williams": ("Ralph Vaughan Williams", "1872-10-12", "down-ampney"),
             "how": ("William Walsham How", "1823-12-13", "shrewsbury"),
             "parry": ("Hubert Parry", "1848-02-27", "bournemouth"), "blake": ("William Blake", "1757-11-28", "london"),
             "whittier": ("John Greenleaf Whittier", "1807-12-17", "haverhill"),
             "alexander": ("Cecil Frances Alexander", "1818", "dublin"),
             "gauntlett": ("Henry John Gauntlett", "1805-07-09", "wellington"),
             "stone": ("Samuel John Stone", "1839-04-25", "whitmore"),
             "rowlands": ("William Penfro Rowlands", "1860", "maenclochog"),
             "prichard": ("Rowland Prichard", "1811-01-14", "bala"), "bourgeois": ("Louis Bourgeois", "1510", "paris"),
             "kethe": ("William Kethe", "1530", None), "whiting": ("William Whiting", "1825-11-01", "london"),
             "newman": ("John Henry Newman", "1801-02-21", "london"),
             "littledale": ("Richard Frederick Littledale", "1833-09-14", "dublin"),
             "bianco": ("Bianco da Siena", "1350", "siena"), "shaw": ("Martin Shaw", "1875-03-09", "london"),
             "dearmer": ("Percy Dearmer", "1867-02-27", "london"), "crimond": ("Ellen Crimond", "1841-05-09", "dundee")}
HY_ORGS = {"novello": "Novello & Co", "oup": "Oxford University Press", "oliver": "W. Oliver",
           "open-hymnody": "Open Hymnody Project"}
HY_TOPICS = {"evening": "Evening", "christmas": "Christmas", "passiontide": "Passiontide", "trinity": "Trinity",
             "thanksgiving": "Thanksgiving", "morning": "Morning", "all-saints": "All Saints", "pentecost": "Pentecost",
             "creation": "Creation", "sea": "Those at Sea", "harvest": "Harvest"}
# text: (name, authors, written (a year, a month or a day), language, topics, translation of or None)
HY_TEXTS = {
    "abide-with-me": ("Abide with Me", ["lyte"], "1847-09", "en", ["evening"], None),
    "amazing-grace": ("Amazing Grace", ["newton"], "1773-01-01", "en", [], None),
    "god-moves": ("God Moves in a Mysterious Way", ["cowper"], "1773", "en", [], None),
    "hark-the-herald": ("Hark! The Herald Angels Sing", ["charles-wesley"], "1739", "en", ["christmas"], None),
    "love-divine": ("Love Divine, All Loves Excelling", ["charles-wesley"], "1747", "en", [], None),
    "o-god-our-help": ("O God, Our Help in Ages Past", ["watts"], "1719", "en", [], None),
    "behold-the-saviour": ("Behold the Saviour of Mankind", ["samuel-wesley-1662"], "1709", "en", ["passiontide"],
                           None),
    "holy-holy-holy": ("Holy, Holy, Holy! Lord God Almighty", ["heber"], "1826", "en", ["trinity"], None),
    "arglwydd-arwain": ("Arglwydd, arwain trwy'r anialwch", ["william-williams"], "1745", "cy", [], None),
    "guide-me": ("Guide Me, O Thou Great Redeemer", ["peter-williams"], "1771", "en", [], "arglwydd-arwain"),
    "nun-danket-alle-gott": ("Nun danket alle Gott", ["rinkart"], "1636", "de", ["thanksgiving"], None),
    "now-thank-we": ("Now Thank We All Our God", ["winkworth"], "1858", "en", ["thanksgiving"],
                     "nun-danket-alle-gott"),
    "ein-feste-burg-text": ("Ein feste Burg ist unser Gott", ["luther"], "1529", "de", [], None),
    "mighty-fortress": ("A Mighty Fortress Is Our God", ["hedge"], "1853", "en", [], "ein-feste-burg-text"),
    "morning-has-broken": ("Morning Has Broken", ["farjeon"], "1931", "en", ["morning"], None),
    "lords-my-shepherd": ("The Lord's My Shepherd", ["rous"], "1650", "en", [], None),
    "for-all-the-saints": ("For All the Saints", ["how"], "1864", "en", ["all-saints"], None),
    "discendi": ("Discendi, amor santo", ["bianco"], "1367", "it", ["pentecost"], None),
    "come-down": ("Come Down, O Love Divine", ["littledale"], "1867", "en", ["pentecost"], "discendi"),
    "dear-lord": ("Dear Lord and Father of Mankind", ["whittier"], "1872", "en", [], None),
    "and-did-those-feet": ("And Did Those Feet in Ancient Time", ["blake"], "1808", "en", [], None),
    "churchs-one-foundation": ("The Church's One Foundation", ["stone"], "1866", "en", [], None),
    "once-in-royal": ("Once in Royal David's City", ["alexander"], "1848", "en", ["christmas"], None),
    "all-things-bright": ("All Things Bright and Beautiful", ["alexander"], "1848", "en", ["creation"], None),
    "all-people": ("All People That on Earth Do Dwell", ["kethe"], "1561", "en", [], None),
    "lead-kindly-light": ("Lead, Kindly Light", ["newman"], "1833-06", "en", [], None),
    "eternal-father": ("Eternal Father, Strong to Save", ["whiting"], "1860", "en", ["sea"], None),
    "light-upon-the-firth": ("Light Upon the Firth", ["crimond"], "1879", "en", ["evening"], None),
    "harvest-bell": ("The Harvest Bell", ["crimond"], "1883", "en", ["harvest"], None),
}
# tune: (name, composers, composed (a year or a month), key, texts it sets)
HY_TUNES = {
    "eventide": ("Eventide", ["monk"], "1861", "E-flat major", ["abide-with-me", "harvest-bell"]),
    "new-britain": ("New Britain", [], "1829", "G major", ["amazing-grace"]),
    "london-new": ("London New", [], "1635", "C major", ["god-moves"]),
    "mendelssohn": ("Mendelssohn", ["mendelssohn"], "1840", "F major", ["hark-the-herald"]),
    "blaenwern": ("Blaenwern", ["rowlands"], "1905", "G major", ["love-divine"]),
    "hyfrydol": ("Hyfrydol", ["prichard"], "1830", "F major", ["love-divine"]),
    "st-anne": ("St Anne", ["croft"], "1708", "C major", ["o-god-our-help", "light-upon-the-firth"]),
    "doncaster": ("Doncaster", ["samuel-wesley-1766"], "1837", "D major", ["behold-the-saviour"]),
    "nicaea": ("Nicaea", ["dykes"], "1861", "D major", ["holy-holy-holy"]),
    "cwm-rhondda": ("Cwm Rhondda", ["john-hughes"], "1907", "A-flat major", ["guide-me"]),
    "nun-danket": ("Nun danket", ["crueger"], "1647", "F major", ["nun-danket-alle-gott", "now-thank-we"]),
    "ein-feste-burg": ("Ein feste Burg", ["luther"], "1529", "C major", ["ein-feste-burg-text", "mighty-fortress"]),
    "bunessan": ("Bunessan", [], "1888", "C major", ["morning-has-broken"]),
    "crimond": ("Crimond", ["irvine"], "1872", "G major", ["lords-my-shepherd"]),
    "sine-nomine": ("Sine Nomine", ["vaughan-williams"], "1906", "G major", ["for-all-the-saints"]),
    "down-ampney": ("Down Ampney", ["vaughan-williams"], "1906", "A major", ["come-down"]),
    "repton": ("Repton", ["parry"], "1888", "D-flat major", ["dear-lord"]),
    "jerusalem": ("Jerusalem", ["parry"], "1916-03", "D major", ["and-did-those-feet"]),
    "aurelia": ("Aurelia", ["samuel-sebastian-wesley"], "1864", "D major", ["churchs-one-foundation"]),
    "irby": ("Irby", ["gauntlett"], "1849", "G major", ["once-in-royal"]),
    "royal-oak": ("Royal Oak", ["shaw"], "1915", "F major", ["all-things-bright"]),
    "old-hundredth": ("Old Hundredth", ["bourgeois"], "1551", "G major", ["all-people"]),
    "lux-benigna": ("Lux Benigna", ["dykes"], "1865", "A-flat major", ["lead-kindly-light"]),
    "melita": ("Melita", ["dykes"], "1861", "C major", ["eternal-father"]),
}
# hymnal: (name, published (a year or a month), publisher, editors, texts)
HY_HYMNALS = {
    "ancient-and-modern": ("Hymns Ancient and Modern", "1861-03", "novello", ["monk"],
                           ["abide-with-me", "hark-the-herald", "holy-holy-holy", "o-god-our-help",
                            "eternal-father"]),
    "english-hymnal": ("The English Hymnal", "1906-05", "oup", ["dearmer", "vaughan-williams"],
                       ["for-all-the-saints", "come-down", "abide-with-me", "holy-holy-holy", "once-in-royal",
                        "all-people"]),
    "songs-of-praise": ("Songs of Praise", "1931", "oup", ["dearmer", "vaughan-williams", "shaw"],
                        ["morning-has-broken", "and-did-those-feet", "all-things-bright", "dear-lord"]),
    "olney-hymns": ("Olney Hymns", "1779-02", "oliver", ["newton"], ["amazing-grace", "god-moves"]),
    "church-hymnary": ("The Church Hymnary", "1898", "oup", [],
                       ["o-god-our-help", "churchs-one-foundation", "light-upon-the-firth", "harvest-bell"]),
}


def hymns_kg() -> str:
    """N-Triples of the schema.org hymn dataset: texts, tunes pointing at their lyrics, hymnals listing texts."""
    g = Graph()
    d = HY + "dataset/open-hymnody"
    g.add(d, RDF_TYPE, SCHEMA + "Dataset"), g.add(d, SCHEMA + "name", _lit("Open Hymnody Dataset"))
    g.add(d, SCHEMA + "creator", HY + "org/open-hymnody"), g.add(d, SCHEMA + "dateModified", _typed("2024-02-19",
                                                                                                     "date"))
    g.add(d, SCHEMA + "license", "https://creativecommons.org/publicdomain/zero/1.0/")
    g.add(d, SCHEMA + "distribution", "_:dump"), g.add("_:dump", RDF_TYPE, SCHEMA + "DataDownload")
    g.add("_:dump", SCHEMA + "encodingFormat", _lit("application/n-triples"))
    g.add("_:dump", SCHEMA + "contentUrl", HY + "dumps/open-hymnody.nt")
    for key, name in HY_COUNTRIES.items():
        g.add(f"{HY}place/{key}", RDF_TYPE, SCHEMA + "Country"), g.add(f"{HY}place/{key}", SCHEMA + "name", _lit(name))
    for key, (name, country) in HY_PLACES.items():
        p = f"{HY}place/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Place"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "containedInPlace", f"{HY}place/{country}")
    for key, (name, born, place) in HY_PEOPLE.items():
        p = f"{HY}person/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "birthDate", _year_or_day(born))
        if place:
            g.add(p, SCHEMA + "birthPlace", f"{HY}place/{place}")
    for key, name in HY_ORGS.items():
        g.add(f"{HY}org/{key}", RDF_TYPE, SCHEMA + "Organization"), g.add(f"{HY}org/{key}", SCHEMA + "name", _lit(name))
    for key, name in HY_TOPICS.items():
        g.add(f"{HY}topic/{key}", RDF_TYPE, SCHEMA + "DefinedTerm")
        g.add(f"{HY}topic/{key}", SCHEMA + "name", _lit(name))
    for key, (name, authors, written, lang, topics, original) in HY_TEXTS.items():
        w = f"{HY}text/{key}"
        g.add(w, RDF_TYPE, SCHEMA + "CreativeWork"), g.add(w, SCHEMA + "name", _lit(name))
        for a in authors:
            g.add(w, SCHEMA + "author", f"{HY}person/{a}")
        g.add(w, SCHEMA + "dateCreated", _year_or_day(written)), g.add(w, SCHEMA + "inLanguage", _lit(lang))
        for t in topics:
            g.add(w, SCHEMA + "about", f"{HY}topic/{t}")
        if original:
            g.add(w, SCHEMA + "translationOfWork", f"{HY}text/{original}")
    for key, (name, composers, composed, music_key, texts) in HY_TUNES.items():
        t = f"{HY}tune/{key}"
        g.add(t, RDF_TYPE, SCHEMA + "MusicComposition"), g.add(t, SCHEMA + "name", _lit(name))
        for c in composers:
            g.add(t, SCHEMA + "composer", f"{HY}person/{c}")
        g.add(t, SCHEMA + "dateCreated", _year_or_day(composed)), g.add(t, SCHEMA + "musicalKey", _lit(music_key))
        for w in texts:
            g.add(t, SCHEMA + "lyrics", f"{HY}text/{w}")
    for key, (name, published, publisher, editors, texts) in HY_HYMNALS.items():
        h = f"{HY}hymnal/{key}"
        g.add(h, RDF_TYPE, SCHEMA + "Book"), g.add(h, SCHEMA + "name", _lit(name))
        g.add(h, SCHEMA + "datePublished", _year_or_day(published))
        g.add(h, SCHEMA + "publisher", f"{HY}org/{publisher}")
        for e in editors:
            g.add(h, SCHEMA + "editor", f"{HY}person/{e}")
        for w in texts:
            g.add(h, SCHEMA + "hasPart", f"{HY}text/{w}")
    return g.unique_text()


def _hy(kind: str, *keys: str) -> set[str]:
    return {f"{HY}{kind}/{k}" for k in keys}


HYMNS_QUESTIONS = [
    ("Who wrote Abide with Me?", _hy("person", "lyte")),
    ("Who composed Eventide?", _hy("person", "monk")),
    ("Which tune is Abide with Me sung to?", _hy("tune", "eventide")),
    ("Which tunes are used for Love Divine, All Loves Excelling?", _hy("tune", "blaenwern", "hyfrydol")),
    ("Which hymns did Charles Wesley write?", _hy("text", "hark-the-herald", "love-divine")),
    ("Which hymns did Cecil Frances Alexander write?", _hy("text", "once-in-royal", "all-things-bright")),
    ("Which tunes did Ralph Vaughan Williams compose?", _hy("tune", "sine-nomine", "down-ampney")),
    ("When was Amazing Grace written?", {"1773-01-01"}),
    ("When did Henry Francis Lyte write Abide with Me?", {"1847-09"}),
    ("Which hymn is Now Thank We All Our God translated from?", _hy("text", "nun-danket-alle-gott")),
    ("Who translated Ein feste Burg ist unser Gott into English?", _hy("person", "hedge")),
    ("Which is the oldest hymn tune?", _hy("tune", "ein-feste-burg")),
    ("Which is the oldest hymn text?", _hy("text", "discendi")),
    ("Which tunes were composed before 1700?", _hy("tune", "london-new", "nun-danket", "ein-feste-burg",
                                                   "old-hundredth")),
    ("Which tunes were written in 1861?", _hy("tune", "eventide", "nicaea", "melita")),
    ("Who composed the tune for The Lord's My Shepherd?", _hy("person", "irvine")),
    ("Where was John Bacchus Dykes born?", _hy("place", "hull")),
    ("When was Samuel Sebastian Wesley born?", {"1810-08-14"}),
    ("Which tune did the Samuel Wesley born in 1766 compose?", _hy("tune", "doncaster")),
    ("Which hymn did the Samuel Wesley born in 1662 write?", _hy("text", "behold-the-saviour")),
    ("Which hymns are in the Olney Hymns?", _hy("text", "amazing-grace", "god-moves")),
    ("Which hymnals include Abide with Me?", _hy("hymnal", "ancient-and-modern", "english-hymnal")),
    ("When was The English Hymnal published?", {"1906-05"}),
    ("Who published Songs of Praise?", _hy("org", "oup")),
    ("Who edited The English Hymnal?", _hy("person", "dearmer", "vaughan-williams")),
    ("Which hymns did Ellen Crimond write?", _hy("text", "light-upon-the-firth", "harvest-bell")),
    ("Where was Ellen Crimond born?", _hy("place", "dundee")),
    ("Which tunes are in D major?", _hy("tune", "doncaster", "nicaea", "jerusalem", "aurelia")),
    ("What key is Cwm Rhondda in?", {"A-flat major"}),
    ("How many tunes did John Bacchus Dykes compose?", {"3"}),
    ("Which composers were born in Wales?", _hy("person", "john-hughes", "rowlands", "prichard")),
    ("Which hymns have words by writers born in Germany?", _hy("text", "nun-danket-alle-gott", "ein-feste-burg-text")),
    ("Who wrote the words sung to Cwm Rhondda?", _hy("person", "peter-williams")),
    ("Which hymn texts were written between 1840 and 1850?",
     _hy("text", "abide-with-me", "once-in-royal", "all-things-bright")),
    ("Which hymns are for Christmas?", _hy("text", "hark-the-herald", "once-in-royal")),
    ("Which tune was composed most recently?", _hy("tune", "jerusalem")),
    ("who composed nicaea", _hy("person", "dykes")),
    ("Who wrote Amazing Grase?", _hy("person", "newton")),  # misspelt: Grace
    ("How many verses does Abide with Me have?", set()),  # no verses
    ("How much does a copy of The English Hymnal cost?", set()),  # no prices
    ("How many copies of Hymns Ancient and Modern have been sold?", set()),  # no sales figures
]
HYMNS_MADE_UP = ["Who wrote The Lantern of Iona?", "Who composed the tune Glenmoriston?",
                 "When was Charles Watts born?", "Which hymns did Frances Heber write?",
                 "Which hymns are in The Westminster Hymnal?", "Which tune is Bright Shores of Morning sung to?"]
HYMNS_GRAPHS = [
    ('[("Abide with Me", "words by", ?x)]', _hy("person", "lyte")),
    ('[(?x, "melody by", "Ralph Vaughan Williams")]', _hy("tune", "sine-nomine", "down-ampney")),
    ('[(?x, "sets the text", "Love Divine, All Loves Excelling")]', _hy("tune", "blaenwern", "hyfrydol")),
    ('[("John Bacchus Dykes", "hometown", ?x)]', _hy("place", "hull")),
    ('[("Now Thank We All Our God", "rendered from", ?x)]', _hy("text", "nun-danket-alle-gott")),
    ('[("The English Hymnal", "issued by", ?x)]', _hy("org", "oup")),
    ('[("Cwm Rhondda", "sets the text", ?h), (?h, "words by", ?x)]', _hy("person", "peter-williams")),
    ('[(?t, "melody by", "John Bacchus Dykes"), (?t, "year written", ?x)]', {"1861", "1865"}),
    ('[("Olney Hymns", "includes", ?h), (?h, "words by", ?x)]', _hy("person", "newton", "cowper")),
    ('[("A Mighty Fortress Is Our God", "rendered from", ?o), (?o, "words by", ?x)]', _hy("person", "luther")),
    ('[(?t, "sets the text", "Abide with Me"), (?t, "melody by", ?x)]', _hy("person", "monk")),
    ('[("Hubert Parry", "hometown", ?p), (?p, "in country", ?x)]', _hy("place", "england")),
]


# ---- beacons (a register of lightvessels, light floats, beacon towers and daymarks kept in a home-grown triple
# ---- store: opaque items (`https://lights-register.example.net/item/B07`, `…/item/H2`, `…/item/P1`, `…/item/T4`)
# ---- named ONLY by `rdfs:label`@en and carrying no rdf:type at all (what an item is, is its `p1` "kind"), and
# ---- numbered properties (`…/prop/p1` … `…/prop/p31`) declared `rdf:Property` with an `rdfs:label` that is all
# ---- there is to say what they mean: p3 "marks" (a hazard), p5 "authority", p7 "light character", p9 "range"
# ---- xsd:integer nautical miles, p11 "established" and p13 "withdrawn" xsd:gYear, p15 "built by" (a shipyard),
# ---- p17 "keeper", p19 "born in", p21 "year of birth", p23 "replaces", p25 "located in", p27 "part of", p29
# ---- "height" xsd:decimal metres, p31 "manned" xsd:boolean; a new beacon names the one it `replaces`, never the
# ---- other way round, and hazards, not beacons, lie in sea areas) ----------------------------------------------
BE = "https://lights-register.example.net/"
BEP = BE + "prop/"
BE_PROPS = {"p1": "kind", "p3": "marks", "p5": "authority", "p7": "light character", "p9": "range",
            "p11": "established", "p13": "withdrawn", "p15": "built by", "p17": "keeper", "p19": "born in",
            "p21": "year of birth", "p23": "replaces", "p25": "located in", "p27": "part of", "p29": "height",
            "p31": "manned"}
BE_KINDS = {"K1": "lightvessel", "K2": "light float", "K3": "beacon tower", "K4": "daymark", "K5": "buoy"}
BE_COUNTRIES = {"N1": "England", "N2": "Scotland", "N3": "Ireland"}
# sea area: label
BE_AREAS = {"A1": "Strait of Dover", "A2": "English Channel", "A3": "North Sea", "A4": "Irish Sea",
            "A5": "Celtic Sea", "A6": "Thames Estuary"}
# hazard: (label, sea area)
BE_HAZARDS = {"H1": ("Goodwin Sands", "A1"), "H2": ("Seven Stones Reef", "A5"), "H3": ("Varne Bank", "A1"),
              "H4": ("Nab Rock", "A2"), "H5": ("Royal Sovereign Shoals", "A2"), "H6": ("Kish Bank", "A4"),
              "H7": ("Coningbeg Rocks", "A5"), "H8": ("North Carr Rocks", "A3"), "H9": ("Nore Sand", "A6"),
              "H10": ("Owers Bank", "A2"), "H11": ("Haisborough Sand", "A3"), "H12": ("Dart Estuary", "A2"),
              "H13": ("Fowey Harbour", "A2")}
# town: (label, country)
BE_TOWNS = {"T1": ("London", "N1"), "T2": ("Edinburgh", "N2"), "T3": ("Dún Laoghaire", "N3"),
            "T4": ("Dartmouth", "N1"), "T5": ("Glasgow", "N2"), "T6": ("Penzance", "N1"), "T7": ("Portsmouth", "N1"),
            "T8": ("Harwich", "N1"), "T9": ("Cowes", "N1"), "T10": ("Wexford", "N3"), "T11": ("Deal", "N1"),
            "T12": ("Arbroath", "N2")}
# authority or shipyard: (label, located in)
BE_ORGS = {"O1": ("Trinity House", "T1"), "O2": ("Northern Lighthouse Board", "T2"),
           "O3": ("Commissioners of Irish Lights", "T3"), "O4": ("Dart Harbour and Navigation Authority", "T4"),
           "Y1": ("Philip and Son", "T4"), "Y2": ("A. & J. Inglis", "T5"), "Y3": ("J. Samuel White", "T9")}
# keeper: (label, born in, year of birth)
BE_KEEPERS = {"P1": ("Edward Goodwin", "T7", "1878"), "P2": ("John Treloar", "T6", "1901"),
              "P3": ("William Pengelly", "T6", "1895"), "P4": ("Thomas Sprake", "T11", "1905"),
              "P5": ("Robert Strachan", "T12", "1899"), "P6": ("Patrick Doyle", "T10", "1910"),
              "P7": ("Henry Rolfe", "T8", "1868")}
# beacon: (label, kind, marks, authority, established, withdrawn or None, built by or None, keepers, replaces or
#          None, range or None, height or None, manned, light character or None)
BE_BEACONS = {
    "B01": ("Nore Lightvessel", "K1", "H9", "O1", "1732", "1915", None, [], None, 8, None, True, "F W"),
    "B02": ("Owers Lightvessel", "K1", "H10", "O1", "1788", "1973", "Y1", ["P1"], None, 11, None, True, "Fl W 20s"),
    "B03": ("South Goodwin Lightvessel", "K1", "H1", "O1", "1874", "1954", "Y3", ["P4"], None, 11, None, True,
            "Fl W 15s"),
    "B04": ("East Goodwin Lightvessel", "K1", "H1", "O1", "1874", "2017", "Y1", [], None, 15, None, True, "Fl G 5s"),
    "B05": ("Varne Lightvessel", "K1", "H3", "O1", "1860", None, "Y1", [], None, 19, None, False, "Fl R 5s"),
    "B06": ("Sevenstones Lightvessel", "K1", "H2", "O1", "1841", "1958", "Y1", ["P2"], None, 11, None, True,
            "Fl W 30s"),
    "B07": ("Sevenstones Lightvessel", "K1", "H2", "O1", "1958", None, "Y3", ["P3"], "B06", 15, None, False,
            "Fl W 30s"),
    "B08": ("Nab Tower", "K3", "H4", "O1", "1920", None, None, ["P1"], None, 16, "27", False, "Fl W 10s"),
    "B09": ("Royal Sovereign Lightvessel", "K1", "H5", "O1", "1875", "1971", "Y1", ["P7"], None, 11, None, True,
            "Fl W 20s"),
    "B10": ("Royal Sovereign Light Tower", "K3", "H5", "O1", "1971", "2019", None, [], "B09", 28, "28", False,
            "Fl W 20s"),
    "B11": ("Kish Lightvessel", "K1", "H6", "O3", "1811", "1965", None, ["P6"], None, 10, None, True, "F W"),
    "B12": ("Kish Bank Lighthouse", "K3", "H6", "O3", "1965", None, None, [], "B11", 22, "31", False, "Fl W 30s"),
    "B13": ("Coningbeg Lightvessel", "K1", "H7", "O3", "1824", "2007", "Y2", ["P6"], None, 18, None, True,
            "Fl W 20s"),
    "B14": ("Coningbeg Light Float", "K2", "H7", "O3", "2007", None, None, [], "B13", 13, None, False, "Fl W 20s"),
    "B15": ("North Carr Lightship", "K1", "H8", "O2", "1933", "1975", "Y2", ["P5"], None, 11, None, True, "Fl W 15s"),
    "B16": ("Haisborough Sand Buoy", "K5", "H11", "O1", "1990", None, None, [], None, 5, None, False, "Q W"),
    "B17": ("Dartmouth Daymark", "K4", "H12", "O4", "1864", None, None, [], None, None, "24", False, None),
    "B18": ("Gribbin Daymark", "K4", "H13", "O1", "1832", None, None, [], None, None, "26", False, None),
}


def beacons_kg() -> str:
    """N-Triples of the register: numbered properties known only by their labels, untyped items, rdfs:label."""
    g = Graph()

    def item(key: str, label: str) -> str:
        i = BE + "item/" + key
        g.add(i, RDFS + "label", _lit(label, "en"))
        return i

    def p(s: str, prop: str, o: str) -> None:
        g.add(s, BEP + prop, o)

    for prop, label in BE_PROPS.items():
        g.add(BEP + prop, RDF_TYPE, RDF_PROPERTY), g.add(BEP + prop, RDFS + "label", _lit(label, "en"))
    for key, label in {**BE_KINDS, **BE_COUNTRIES, **BE_AREAS}.items():
        item(key, label)
    for key, (label, area) in BE_HAZARDS.items():
        p(item(key, label), "p25", BE + "item/" + area)
    for key, (label, country) in BE_TOWNS.items():
        p(item(key, label), "p27", BE + "item/" + country)
    for key, (label, town) in BE_ORGS.items():
        p(item(key, label), "p25", BE + "item/" + town)
    for key, (label, town, born) in BE_KEEPERS.items():
        k = item(key, label)
        p(k, "p19", BE + "item/" + town), p(k, "p21", _typed(born, "gYear"))
    for key, fields in BE_BEACONS.items():
        label, kind, hazard, authority, established, withdrawn, yard, keepers, replaces, rng, height, manned, \
            character = fields
        b = item(key, label)
        p(b, "p1", BE + "item/" + kind), p(b, "p3", BE + "item/" + hazard), p(b, "p5", BE + "item/" + authority)
        p(b, "p11", _typed(established, "gYear"))
        if withdrawn:
            p(b, "p13", _typed(withdrawn, "gYear"))
        if yard:
            p(b, "p15", BE + "item/" + yard)
        for k in keepers:
            p(b, "p17", BE + "item/" + k)
        if replaces:
            p(b, "p23", BE + "item/" + replaces)
        if rng:
            p(b, "p9", _typed(rng, "integer"))
        if height:
            p(b, "p29", _typed(height, "decimal"))
        p(b, "p31", _typed(str(manned).lower(), "boolean"))
        if character:
            p(b, "p7", _lit(character))
    return g.unique_text()


def _be(*keys: str) -> set[str]:
    return {BE + "item/" + k for k in keys}


BEACONS_QUESTIONS = [
    ("Which beacons mark the Goodwin Sands?", _be("B03", "B04")),
    ("What does the Nab Tower mark?", _be("H4")),
    ("Who was the keeper of the Nab Tower?", _be("P1")),
    ("Which beacons did Edward Goodwin keep?", _be("B02", "B08")),
    ("Where was Edward Goodwin born?", _be("T7")),
    ("Which authority runs the North Carr Lightship?", _be("O2")),
    ("Which beacons do the Commissioners of Irish Lights look after?", _be("B11", "B12", "B13", "B14")),
    ("When was the Kish Bank Lighthouse established?", {"1965"}),
    ("What replaced the Kish Lightvessel?", _be("B12")),
    ("What did the Royal Sovereign Light Tower replace?", _be("B09")),
    ("Which is the oldest beacon?", _be("B01")),
    ("Which beacons were established before 1800?", _be("B01", "B02")),
    ("Which beacons were set up in 1874?", _be("B03", "B04")),
    ("Which beacon has the longest range?", _be("B10")),
    ("Which beacons can be seen more than 15 nautical miles away?", _be("B05", "B08", "B10", "B12", "B13")),
    ("What is the range of the Varne Lightvessel?", {"19"}),
    ("Which lightvessels are unmanned?", _be("B05", "B07")),
    ("How tall is the Gribbin Daymark?", {"26"}),
    ("Which daymark is the tallest?", _be("B18")),
    ("When was the South Goodwin Lightvessel withdrawn?", {"1954"}),
    ("Who built the North Carr Lightship?", _be("Y2")),
    ("Which lightvessels did Philip and Son build?", _be("B02", "B04", "B05", "B06", "B09")),
    ("Where is Philip and Son based?", _be("T4")),
    ("Which beacons were kept by men born in Penzance?", _be("B06", "B07")),
    ("How many lightvessels has Trinity House had?", {"8"}),
    ("In which country is the Northern Lighthouse Board based?", _be("N2")),
    ("When was the first Sevenstones Lightvessel established?", {"1841"}),
    ("Which lightvessel replaced the Sevenstones Lightvessel of 1841?", _be("B07")),
    ("When was Robert Strachan born?", {"1899"}),
    ("What is the light character of the Varne Lightvessel?", {"Fl R 5s"}),
    ("Which beacons mark hazards in the Strait of Dover?", _be("B03", "B04", "B05")),
    ("Which beacons are still in service?", _be("B05", "B07", "B08", "B12", "B14", "B16", "B17", "B18")),
    ("Which beacon was established most recently?", _be("B14")),
    ("Which lightvessels guard hazards in the Celtic Sea?", _be("B06", "B07", "B13")),
    ("Which sea is the Seven Stones Reef in?", _be("A5")),
    ("Which beacons did Patrick Doyle keep?", _be("B11", "B13")),
    ("who built the south goodwin lightvessel", _be("Y3")),
    ("When was the Nore Lightvesel established?", {"1732"}),  # misspelt: Lightvessel
    ("What colour is the East Goodwin Lightvessel painted?", set()),  # no colours
    ("How many crew did the Nore Lightvessel carry?", set()),  # no crew numbers
    ("What does the foghorn of the Varne Lightvessel sound like?", set()),  # no fog signals
]
BEACONS_MADE_UP = ["Which beacons mark the Shingles Bank?", "When was the Cork Lightvessel established?",
                   "Who kept the Bell Rock Light Tower?", "Where was Edward Treloar born?",
                   "Which beacons does the Humber Conservancy Board run?", "Which lightvessels did Thornycroft build?"]
BEACONS_GRAPHS = [
    ('[("Nab Tower", "guards against", ?x)]', _be("H4")),
    ('[(?x, "guards against", "Goodwin Sands")]', _be("B03", "B04")),
    ('[("North Carr Lightship", "operated by", ?x)]', _be("O2")),
    ('[("Edward Goodwin", "birthplace", ?x)]', _be("T7")),
    ('[("Kish Bank Lighthouse", "took over from", ?x)]', _be("B11")),
    ('[("Gribbin Daymark", "tower height", ?x)]', {"26"}),
    ('[("North Carr Lightship", "shipyard", ?y), (?y, "town", ?x)]', _be("T5")),
    ('[(?b, "lightkeeper", "Edward Goodwin"), (?b, "guards against", ?x)]', _be("H10", "H4")),
    ('[("Varne Lightvessel", "guards against", ?h), (?h, "sea area", ?x)]', _be("A1")),
    ('[(?b, "operated by", "Commissioners of Irish Lights"), (?b, "year set up", ?x)]',
     {"1811", "1965", "1824", "2007"}),
    ('[("Coningbeg Light Float", "took over from", ?b), (?b, "shipyard", ?x)]', _be("Y2")),
    ('[("Northern Lighthouse Board", "head office", ?t), (?t, "nation", ?x)]', _be("N2")),
]

KGS_AR = {"canals": (canals_kg, CANALS_QUESTIONS, CANALS_MADE_UP, CANALS_GRAPHS),
          "ciphers": (ciphers_kg, CIPHERS_QUESTIONS, CIPHERS_MADE_UP, CIPHERS_GRAPHS),
          "bellfoundries": (bellfoundries_kg, BELLFOUNDRIES_QUESTIONS, BELLFOUNDRIES_MADE_UP, BELLFOUNDRIES_GRAPHS),
          "hymns": (hymns_kg, HYMNS_QUESTIONS, HYMNS_MADE_UP, HYMNS_GRAPHS),
          "beacons": (beacons_kg, BEACONS_QUESTIONS, BEACONS_MADE_UP, BEACONS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AR, __doc__)
