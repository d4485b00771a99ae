"""A fourteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_m.py):

- `thesaurus`: a multilingual agriculture thesaurus ("Terravoc") in SKOS with SKOS-XL labels (real `skos:` /
  `skosxl:` vocabularies): concepts with opaque AGROVOC-like ids (`…/c_8371`) that have NO direct label at
  all: every name is a `skosxl:prefLabel` / `skosxl:altLabel` → `skosxl:Label` node with an opaque id
  (`…/xl_en_1047823915523`) whose `skosxl:literalForm` is "…"@en / @fr / @es (alternative labels mostly
  English: "canola", "zero tillage", "broad beans"); `skos:broader` / `skos:narrower` stated only one way
  for some branches (cereals and farming practices: `broader` on the child; legumes and oilseed crops:
  `narrower` on the parent; soil: both); `skos:related` stated once per pair; `skos:notation` "01.01.01";
  `skos:inScheme` the thesaurus and, for soil concepts, a "Soils and Land" microthesaurus (both
  `skos:ConceptScheme`s named by `dcterms:title`@en, top concepts only as `skos:hasTopConcept`);
  `skos:exactMatch` to IRIs of an external vocabulary (`https://agrithes.example/concept/AT-0912`);
  `dcterms:created` / `dcterms:modified` xsd:date; three deprecated concepts (`owl:deprecated` true,
  `dcterms:isReplacedBy` → the concept to use instead);
- `elections`: regional election results for the fictional region of Calderwick with a vocabulary of its own
  (`el:`): two general elections (2019, 2023) and a 2021 by-election as `el:Election`s named by `rdfs:label`
  with `el:year` xsd:gYear, `el:electionType` and `el:pollingDate` xsd:date; five constituencies named by
  `rdfs:label` with an `el:code`; candidates are `foaf:Person`s (`…/person/c-106`) named ONLY by
  `foaf:givenName` + `foaf:familyName`; parties by `skos:prefLabel`@en with `el:abbreviation` ("CCP") and
  `el:leader`, independents under an "Independent" pseudo-party; every result is an n-ary record with an
  opaque id (`…/result/40152`): `el:candidate`, `el:party`, `el:constituency`, `el:election`, `el:votes`
  xsd:integer, `el:voteShare` xsd:decimal (per cent), `el:elected` xsd:boolean and `el:incumbent` true only
  for the sitting member; turnout is a BLANK-NODE `el:Turnout` record per constituency and election
  (`el:turnoutPercent` xsd:decimal, `el:registeredVoters` xsd:integer);
- `orgchart`: a company's org chart in the W3C Organization Ontology (real `org:` / `time:` / `vcard:`): the
  company an `org:FormalOrganization`, departments and teams `org:OrganizationalUnit`s named by
  `skos:prefLabel`@en with cost centres as `org:identifier` ("CC-5200"), nested by `org:hasUnit` (stated on
  the company and Engineering) or `org:subOrganizationOf` (stated on the Operations teams); people are
  `foaf:Person`s with uuid IRIs named by `foaf:name`, employee numbers as `org:identifier` ("E-00163");
  every job is an `org:Membership` with an opaque id (`…/membership/m-3307`): `org:member`,
  `org:organization`, `org:role` → `org:Role`s (`skos:prefLabel`@en "Firmware Engineer"),
  `org:memberDuring` → BLANK-NODE `time:Interval` with `time:hasBeginning` / `time:hasEnd` → blank
  `time:Instant`s (`time:inXSDDate`), ended memberships for a promotion, a finished internship and a
  leaver; four executive `org:Post`s (`skos:prefLabel`, `org:postIn`, `org:role`, `org:reportsTo` the CEO's
  post) held with `org:holds`; `org:headOf` and person-to-person `org:reportsTo`; three `org:Site`s named by
  `rdfs:label` with a blank-node `org:siteAddress` (`vcard:street-address`, `vcard:locality`,
  `vcard:postal-code`), `org:hasPrimarySite` / `org:hasSite` on the company and units;
- `quakes`: a seismic event catalogue for the fictional country of Velland with a vocabulary of its own (`qk:`)
  plus `dcterms:` and WGS84 `geo:`: `qk:Earthquake`s with opaque catalogue ids (`…/event/vl2024ab3h`) named
  only by a `dcterms:description` ("M 5.8 - 23 km SSW of Callowmere, Velland"), `qk:originTime`
  xsd:dateTime (UTC, "Z"), magnitudes as BLANK-NODE `qk:Magnitude` records (`qk:value` xsd:decimal,
  `qk:magnitudeType` "Mw" / "ML", `qk:magnitudeAgency` on the one event measured twice), `qk:depthKm`
  xsd:decimal, `geo:lat` / `geo:long` of the epicentre, `qk:nearestPlace` → `schema:Place`s named by
  `schema:name`, `qk:tsunamiWarning` xsd:boolean, `qk:feltReports` xsd:integer, `qk:reviewStatus`
  "reviewed" / "automatic", `qk:reportingAgency` → `foaf:Organization`s (`foaf:name`), and aftershocks
  linked to their mainshock with `qk:aftershockOf`;
- `realestate`: property listings in schema.org: `schema:RealEstateListing`s with opaque ids
  (`…/listing/HK-48213`) named by `schema:name` ("Bright 3-room flat near Tollgate Park") with
  `schema:datePosted` xsd:date, `schema:about` → the property (`schema:House` / `schema:Apartment` /
  `schema:SingleFamilyResidence`, opaque ids, no name) with `schema:numberOfRooms` /
  `schema:numberOfBedrooms` xsd:integer, `schema:floorSize` → BLANK-NODE `schema:QuantitativeValue`
  (`schema:value` xsd:decimal, `schema:unitCode` "MTK"), `schema:address` → BLANK-NODE
  `schema:PostalAddress` (`schema:streetAddress`, `schema:addressLocality`, `schema:postalCode`),
  `schema:yearBuilt` (xsd:integer in some records, a plain string in others), `schema:petsAllowed`
  xsd:boolean; `schema:offers` → BLANK-NODE `schema:Offer` (`schema:price` xsd:decimal, `schema:priceCurrency`
  "EUR", `schema:businessFunction` → GoodRelations `gr:Sell` / `gr:LeaseOut`, rents monthly,
  `schema:offeredBy` → `schema:RealEstateAgent`s named by `schema:name` with `schema:telephone`).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_n.py [--json]
"""

from __future__ import annotations

import hashlib
import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402


# ---- thesaurus (SKOS + SKOS-XL: opaque concepts named only through label nodes, partial hierarchy) ---------
SKOSXL = "http://www.w3.org/2008/05/skos-xl#"
TV = "https://vocab.terravoc.example/"
AGT = "https://agrithes.example/concept/"
# concept id: (notation, {lang: preferred label}, [(alternative label, lang)], created, modified, exact match)
TH_CONCEPTS = {
    "c_2013": ("01", {"en": "crops", "fr": "cultures", "es": "cultivos"}, [], "2011-04-12", "2021-09-30", None),
    "c_1474": ("01.01", {"en": "cereals", "fr": "céréale", "es": "cereales"}, [("grain crops", "en")],
               "2011-04-12", "2019-02-14", None),
    "c_8371": ("01.01.01", {"en": "wheat", "fr": "blé", "es": "trigo"}, [("Triticum", "en")], "2011-04-12",
               "2023-06-08", "AT-0912"),
    "c_8379": ("01.01.01.01", {"en": "durum wheat", "fr": "blé dur", "es": "trigo duro"}, [], "2013-10-01", None,
               None),
    "c_8382": ("01.01.01.02", {"en": "soft wheat", "fr": "blé tendre", "es": "trigo blando"},
               [("bread wheat", "en"), ("common wheat", "en"), ("froment", "fr")], "2013-10-01", "2022-11-17", None),
    "c_822": ("01.01.02", {"en": "barley", "fr": "orge", "es": "cebada"}, [], "2011-04-12", None, "AT-0120"),
    "c_6599": ("01.01.03", {"en": "rice", "fr": "riz", "es": "arroz"}, [("paddy", "en")], "2011-04-12",
               "2020-05-05", "AT-1187"),
    "c_7247": ("01.01.04", {"en": "sorghum", "fr": "sorgho", "es": "sorgo"}, [], "2015-07-21", None, None),
    "c_4255": ("01.02", {"en": "legumes", "fr": "légumineuse", "es": "leguminosas"},
               [("pulses", "en"), ("légumes secs", "fr")], "2011-04-12", "2018-03-09", None),
    "c_4267": ("01.02.01", {"en": "lentils", "fr": "lentille", "es": "lentejas"}, [], "2014-02-27", None, None),
    "c_1551": ("01.02.02", {"en": "chickpeas", "fr": "pois chiche", "es": "garbanzos"}, [], "2014-02-27",
               "2024-01-15", None),
    "c_2788": ("01.02.03", {"en": "faba beans", "fr": "féverole", "es": "habas"},
               [("broad beans", "en"), ("field beans", "en")], "2016-08-03", None, None),
    "c_5331": ("01.03", {"en": "oilseed crops", "fr": "plante oléagineuse", "es": "cultivos oleaginosos"}, [],
               "2012-06-19", None, None),
    "c_6438": ("01.03.01", {"en": "rapeseed", "fr": "colza", "es": "colza"},
               [("canola", "en"), ("oilseed rape", "en")], "2012-06-19", "2021-03-02", "AT-1502"),
    "c_7519": ("01.03.02", {"en": "sunflower", "fr": "tournesol", "es": "girasol"}, [], "2012-06-19", None, None),
    "c_7156": ("02", {"en": "soil", "fr": "sol", "es": "suelo"}, [], "2011-04-12", "2020-10-12", None),
    "c_7168": ("02.01", {"en": "soil erosion", "fr": "érosion du sol", "es": "erosión del suelo"}, [],
               "2011-04-12", "2024-02-29", "AT-3340"),
    "c_8384": ("02.01.01", {"en": "wind erosion", "fr": "érosion éolienne", "es": "erosión eólica"}, [],
               "2017-05-16", None, None),
    "c_3451": ("02.01.02", {"en": "gully erosion", "fr": "ravinement", "es": "erosión en cárcavas"}, [],
               "2017-05-16", "2023-12-04", None),
    "c_7203": ("02.02", {"en": "soil salinity", "fr": "salinité du sol", "es": "salinidad del suelo"},
               [("salinization", "en")], "2013-01-22", None, None),
    "c_7191": ("02.03", {"en": "soil organic matter", "fr": "matière organique du sol",
                         "es": "materia orgánica del suelo"}, [("SOM", "en")], "2019-09-10", None, None),
    "c_2839": ("03", {"en": "farming practices", "fr": "pratique agricole", "es": "prácticas agrícolas"}, [],
               "2011-04-12", "2022-04-20", None),
    "c_2018": ("03.01", {"en": "crop rotation", "fr": "rotation des cultures", "es": "rotación de cultivos"}, [],
               "2011-04-12", None, None),
    "c_33523": ("03.02", {"en": "cover crops", "fr": "culture de couverture", "es": "cultivos de cobertura"},
                [("catch crops", "en")], "2019-09-10", "2024-03-18", None),
    "c_28702": ("03.03", {"en": "conservation tillage", "fr": "travail de conservation du sol",
                          "es": "labranza de conservación"}, [("minimum tillage", "en")], "2015-07-21", None, None),
    "c_28718": ("03.03.01", {"en": "no-tillage", "fr": "semis direct", "es": "siembra directa"},
                [("zero tillage", "en"), ("direct seeding", "en")], "2015-07-21", "2019-09-10", None),
    "c_3954": ("03.04", {"en": "irrigation", "fr": "irrigation", "es": "riego"}, [], "2011-04-12", None, "AT-2205"),
    "c_2385": ("03.04.01", {"en": "drip irrigation", "fr": "irrigation goutte à goutte", "es": "riego por goteo"},
               [("trickle irrigation", "en")], "2018-11-05", None, None),
}
# deprecated concept id: ({lang: preferred label}, replaced by, created, modified)
TH_DEPRECATED = {
    "c_1086": ({"en": "bread grains", "fr": "céréales panifiables"}, "c_8382", "2011-04-12", "2013-10-01"),
    "c_7180": ({"en": "soil loss", "fr": "perte de sol"}, "c_7168", "2011-04-12", "2017-05-16"),
    "c_29001": ({"en": "tillage-free farming"}, "c_28718", "2015-07-21", "2019-09-10"),
}
# (narrower, broader, which way it is stated: "broader" on the child, "narrower" on the parent, or "both")
TH_HIERARCHY = [
    ("c_1474", "c_2013", "broader"), ("c_8371", "c_1474", "broader"), ("c_8379", "c_8371", "broader"),
    ("c_8382", "c_8371", "broader"), ("c_822", "c_1474", "broader"), ("c_6599", "c_1474", "broader"),
    ("c_7247", "c_1474", "broader"),
    ("c_4255", "c_2013", "broader"), ("c_4267", "c_4255", "narrower"), ("c_1551", "c_4255", "narrower"),
    ("c_2788", "c_4255", "narrower"),
    ("c_5331", "c_2013", "narrower"), ("c_6438", "c_5331", "narrower"), ("c_7519", "c_5331", "narrower"),
    ("c_7168", "c_7156", "both"), ("c_8384", "c_7168", "both"), ("c_3451", "c_7168", "both"),
    ("c_7203", "c_7156", "both"), ("c_7191", "c_7156", "both"),
    ("c_2018", "c_2839", "broader"), ("c_33523", "c_2839", "broader"), ("c_28702", "c_2839", "broader"),
    ("c_28718", "c_28702", "broader"), ("c_3954", "c_2839", "broader"), ("c_2385", "c_3954", "narrower"),
]
TH_RELATED = [("c_33523", "c_7168"), ("c_7168", "c_28702"), ("c_7203", "c_3954"), ("c_2018", "c_4255"),
              ("c_33523", "c_7191")]
TH_TOP = ["c_2013", "c_7156", "c_2839"]
TH_SOILS = ["c_7156", "c_7168", "c_8384", "c_3451", "c_7203", "c_7191", "c_33523", "c_28702"]


def _tc(*ids: str) -> set[str]:
    return {f"{TV}{i}" for i in ids}


def _xl(cid: str, lang: str, text: str) -> str:
    """The opaque IRI of a SKOS-XL label node."""
    return f"{TV}xl_{lang}_{int(hashlib.md5(f'{cid}|{lang}|{text}'.encode()).hexdigest()[:10], 16)}"


def _term(cid: str, lang: str, *texts: str) -> set[str]:
    """A term as gold: its literal form(s) and its label node(s)."""
    return set(texts) | {_xl(cid, lang, t) for t in texts}


def thesaurus_kg() -> str:
    """N-Triples of the Terravoc thesaurus with SKOS-XL labels."""
    g = Graph()

    def label(cid: str, kind: str, text: str, lang: str) -> None:
        x = _xl(cid, lang, text)
        g.add(TV + cid, SKOSXL + kind, x), g.add(x, RDF_TYPE, SKOSXL + "Label")
        g.add(x, SKOSXL + "literalForm", _lit(text, lang))

    main, soils = TV + "terravoc", TV + "mt/soils"
    g.add(main, RDF_TYPE, SKOS + "ConceptScheme"), g.add(main, DCT + "title", _lit("Terravoc", "en"))
    g.add(soils, RDF_TYPE, SKOS + "ConceptScheme"), g.add(soils, DCT + "title", _lit("Soils and Land", "en"))
    for cid in TH_TOP:
        g.add(main, SKOS + "hasTopConcept", TV + cid)
    for cid, (notation, prefs, alts, created, modified, match) in TH_CONCEPTS.items():
        c = TV + cid
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", main)
        g.add(c, SKOS + "notation", _lit(notation))
        for lang, text in prefs.items():
            label(cid, "prefLabel", text, lang)
        for text, lang in alts:
            label(cid, "altLabel", text, lang)
        g.add(c, DCT + "created", _typed(created, "date"))
        if modified:
            g.add(c, DCT + "modified", _typed(modified, "date"))
        if match:
            g.add(c, SKOS + "exactMatch", AGT + match)
        if cid in TH_SOILS:
            g.add(c, SKOS + "inScheme", soils)
    for cid, (prefs, replacement, created, modified) in TH_DEPRECATED.items():
        c = TV + cid
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", main)
        for lang, text in prefs.items():
            label(cid, "prefLabel", text, lang)
        g.add(c, OWL + "deprecated", _typed("true", "boolean")), g.add(c, DCT + "isReplacedBy", TV + replacement)
        g.add(c, DCT + "created", _typed(created, "date")), g.add(c, DCT + "modified", _typed(modified, "date"))
    for child, parent, way in TH_HIERARCHY:
        if way in ("broader", "both"):
            g.add(TV + child, SKOS + "broader", TV + parent)
        if way in ("narrower", "both"):
            g.add(TV + parent, SKOS + "narrower", TV + child)
    for a, b in TH_RELATED:
        g.add(TV + a, SKOS + "related", TV + b)
    return g.text()


THESAURUS_QUESTIONS = [
    ("What is the French term for soft wheat?", _term("c_8382", "fr", "blé tendre")),
    ("What is the Spanish label of drip irrigation?", _term("c_2385", "es", "riego por goteo")),
    ("What is the broader concept of durum wheat?", _tc("c_8371")),
    ("Which concepts are narrower than legumes?", _tc("c_4267", "c_1551", "c_2788")),
    ("What are the narrower terms of cereals?", _tc("c_8371", "c_822", "c_6599", "c_7247")),
    ("What is the preferred term for canola?", _tc("c_6438") | _term("c_6438", "en", "rapeseed")),
    ("When was the concept sorghum created?", {"2015-07-21"}),
    ("When was wheat last modified?", {"2023-06-08"}),
    ("What is the notation of soil salinity?", {"02.02"}),
    ("Which concepts are related to soil erosion?", _tc("c_33523", "c_28702")),
    ("How many narrower concepts does wheat have?", {"2"}),
    ("Which concepts are deprecated?", _tc("c_1086", "c_7180", "c_29001")),
    ("Which concept replaces bread grains?", _tc("c_8382")),
    ("What is the English term for garbanzos?", _tc("c_1551") | _term("c_1551", "en", "chickpeas")),
    ("Which external concept is wheat mapped to?", {AGT + "AT-0912"}),
    ("Which concepts belong to the Soils and Land microthesaurus?", _tc(*TH_SOILS)),
    ("What are the top concepts of the Terravoc thesaurus?", _tc(*TH_TOP)),
    ("What are the synonyms of soft wheat?", _term("c_8382", "en", "bread wheat", "common wheat")
     | _term("c_8382", "fr", "froment")),
    ("Which concepts were created in 2019?", _tc("c_7191", "c_33523")),
    ("Which concept was modified most recently?", _tc("c_33523")),
    ("What is zero tillage a kind of?", _tc("c_28702")),
    ("Which concepts fall under farming practices?", _tc("c_2018", "c_33523", "c_28702", "c_3954")),
    ("What is the French term for sunflwoer?", _term("c_7519", "fr", "tournesol")),  # misspelt: sunflower
    ("spanish word for barley", _term("c_822", "es", "cebada")),
    ("Which concept should be used instead of soil loss?", _tc("c_7168")),
    ("How many concepts are in the Soils and Land microthesaurus?", {"8"}),
    ("What is the broader concept of broad beans?", _tc("c_4255")),
    ("Which concepts were modified in 2024?", _tc("c_1551", "c_7168", "c_33523")),
    ("What is the German label for barley?", set()),  # no German labels in the thesaurus
    ("Who created the concept rice?", set()),  # no creators / editors recorded
    ("What is the definition of soil salinity?", set()),  # no skos:definition / scope notes
]
THESAURUS_MADE_UP = ["What is the French term for durum barley?", "Which concepts are narrower than tubers?",
                     "What is the Spanish label of sprinkler irrigation?", "When was the concept millet created?",
                     "Which concept replaces bread flour?", "What is the notation of soil acidity?"]
THESAURUS_GRAPHS = [
    ('[("soft wheat", "broader", ?x)]', _tc("c_8371")),
    ('[(?x, "broader", "cereals")]', _tc("c_8371", "c_822", "c_6599", "c_7247")),
    ('[("legumes", "narrower", ?c), (?c, "notation", ?x)]', {"01.02.01", "01.02.02", "01.02.03"}),
    ('[("bread grains", "is replaced by", ?x)]', _tc("c_8382")),
    ('[("soil salinity", "related", ?x)]', _tc("c_3954")),
    ('[(?c, "in scheme", "Soils and Land"), (?c, "created", ?x)]',
     {"2011-04-12", "2017-05-16", "2013-01-22", "2019-09-10", "2015-07-21"}),
]


# ---- elections (own vocabulary: n-ary result records, blank-node turnout, candidates by given/family name) ----
EL = "https://results.calderwick-votes.example/"
ELV = "https://results.calderwick-votes.example/def#"
EL_PARTIES = {  # key: (name, abbreviation, leader)
    "pu": ("Progressive Union", "PU", "c-101"), "ccp": ("Coast and Country Party", "CCP", "c-106"),
    "gf": ("Green Future", "GF", "c-107"), "cl": ("Civic Liberals", "CL", "c-110"),
    "ind": ("Independent", "Ind", None),
}
EL_PEOPLE = {  # id: (given name, family name)
    "c-101": ("Maren", "Holloway"), "c-102": ("Desmond", "Vantreight"), "c-103": ("Ffion", "Castellow"),
    "c-104": ("Rupert", "Vane-Ellis"), "c-105": ("Niamh", "Mallin"), "c-106": ("Gideon", "Strathairn"),
    "c-107": ("Anouk", "Dervish"), "c-108": ("Tobias", "Greenhalgh"), "c-109": ("Imelda", "Corcoran"),
    "c-110": ("Kwame", "Ashdown-Boateng"), "c-111": ("Edda", "Lindgard"), "c-112": ("Hamish", "Okonedo"),
    "c-113": ("Honor", "Fallowes"), "c-114": ("Lorcan", "Pyle"), "c-115": ("Yusra", "Kettleby"),
    "c-116": ("Everett", "Blackwood"), "c-117": ("Alastair", "Penhallow"),
}
EL_CONSTITUENCIES = {"HTM": "Hartsell Moor", "MRV": "Marrow Vale", "PTC": "Port Caddon", "STN": "Stenhope North",
                     "STS": "Stenhope South"}
EL_ELECTIONS = {  # key: (label, year, type, polling date)
    "2019-general": ("2019 Calderwick regional election", "2019", "general election", "2019-05-02"),
    "2021-port-caddon": ("2021 Port Caddon by-election", "2021", "by-election", "2021-09-16"),
    "2023-general": ("2023 Calderwick regional election", "2023", "general election", "2023-05-04"),
}
# (election, constituency): (turnout per cent, [(candidate, party, votes, incumbent)]); the most votes wins
EL_RESULTS = {
    ("2019-general", "HTM"): ("64.2", [("c-101", "pu", 14210, False), ("c-102", "ccp", 11032, True),
                                       ("c-103", "gf", 5140, False)]),
    ("2019-general", "MRV"): ("61.5", [("c-106", "ccp", 12876, True), ("c-105", "pu", 10411, False),
                                       ("c-107", "gf", 3902, False)]),
    ("2019-general", "PTC"): ("58.9", [("c-109", "ccp", 9804, False), ("c-108", "pu", 9611, True),
                                       ("c-104", "cl", 4120, False)]),
    ("2019-general", "STN"): ("66.1", [("c-110", "cl", 11480, True), ("c-112", "pu", 8907, False),
                                       ("c-113", "ccp", 6233, False)]),
    ("2019-general", "STS"): ("62.7", [("c-111", "ind", 10022, False), ("c-114", "gf", 7730, False),
                                       ("c-116", "ccp", 7214, True)]),
    ("2021-port-caddon", "PTC"): ("41.3", [("c-108", "pu", 8120, False), ("c-115", "cl", 5012, False),
                                           ("c-117", "ccp", 4488, False)]),
    ("2023-general", "HTM"): ("67.4", [("c-101", "pu", 15330, True), ("c-102", "ccp", 9870, False),
                                       ("c-103", "gf", 7012, False)]),
    ("2023-general", "MRV"): ("63.8", [("c-105", "pu", 13115, False), ("c-106", "ccp", 12940, True),
                                       ("c-107", "gf", 4077, False)]),
    ("2023-general", "PTC"): ("60.4", [("c-108", "pu", 10508, True), ("c-115", "cl", 6921, False),
                                       ("c-117", "ccp", 5300, False)]),
    ("2023-general", "STN"): ("65.2", [("c-112", "pu", 10234, False), ("c-110", "cl", 9760, True),
                                       ("c-113", "ccp", 5512, False)]),
    ("2023-general", "STS"): ("68.9", [("c-111", "ind", 11870, True), ("c-114", "gf", 9015, False),
                                       ("c-116", "ccp", 6020, False)]),
}


def _cand(*ids: str) -> set[str]:
    return {f"{EL}person/{i}" for i in ids}


def _const(*codes: str) -> set[str]:
    return {f"{EL}constituency/{c.lower()}" for c in codes}


def _party(key: str) -> str:
    return f"{EL}party/{key}"


def elections_kg() -> str:
    """N-Triples of the Calderwick election results."""
    g = Graph()
    for pid, (given, family) in EL_PEOPLE.items():
        p = next(iter(_cand(pid)))
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "givenName", _lit(given))
        g.add(p, FOAF + "familyName", _lit(family))
    for key, (name, abbreviation, leader) in EL_PARTIES.items():
        p = _party(key)
        g.add(p, RDF_TYPE, ELV + "Party"), g.add(p, SKOS + "prefLabel", _lit(name, "en"))
        g.add(p, ELV + "abbreviation", _lit(abbreviation))
        if leader:
            g.add(p, ELV + "leader", next(iter(_cand(leader))))
    for code, name in EL_CONSTITUENCIES.items():
        c = next(iter(_const(code)))
        g.add(c, RDF_TYPE, ELV + "Constituency"), g.add(c, RDFS + "label", _lit(name, "en"))
        g.add(c, ELV + "code", _lit(code))
    for key, (name, year, kind, day) in EL_ELECTIONS.items():
        e = f"{EL}election/{key}"
        g.add(e, RDF_TYPE, ELV + "Election"), g.add(e, RDFS + "label", _lit(name, "en"))
        g.add(e, ELV + "year", _typed(year, "gYear")), g.add(e, ELV + "electionType", _lit(kind))
        g.add(e, ELV + "pollingDate", _typed(day, "date"))
    n = 0
    for (election, code), (turnout, rows) in EL_RESULTS.items():
        e, c = f"{EL}election/{election}", next(iter(_const(code)))
        total, top = sum(r[2] for r in rows), max(r[2] for r in rows)
        for candidate, party, votes, incumbent in rows:
            n += 1
            r = f"{EL}result/{40117 + 5 * n}"
            g.add(r, RDF_TYPE, ELV + "Result"), g.add(r, ELV + "candidate", next(iter(_cand(candidate))))
            g.add(r, ELV + "party", _party(party)), g.add(r, ELV + "constituency", c), g.add(r, ELV + "election", e)
            g.add(r, ELV + "votes", _typed(votes, "integer"))
            g.add(r, ELV + "voteShare", _typed(f"{100 * votes / total:.1f}", "decimal"))
            g.add(r, ELV + "elected", _typed(str(votes == top).lower(), "boolean"))
            if incumbent:
                g.add(r, ELV + "incumbent", _typed("true", "boolean"))
        t = f"_:turnout_{election.replace('-', '_')}_{code}"
        g.add(t, RDF_TYPE, ELV + "Turnout"), g.add(t, ELV + "constituency", c), g.add(t, ELV + "election", e)
        g.add(t, ELV + "turnoutPercent", _typed(turnout, "decimal"))
        g.add(t, ELV + "registeredVoters", _typed(round(total * 100 / float(turnout)), "integer"))
    return g.text()


ELECTIONS_QUESTIONS = [
    ("Who won Hartsell Moor in 2023?", _cand("c-101")),
    ("How many votes did Niamh Mallin get in 2023?", {"13115"}),
    ("Which party does Gideon Strathairn stand for?", {_party("ccp")}),
    ("What was the turnout in Stenhope South in 2023?", {"68.9"}),
    ("Which candidates were elected in 2019?", _cand("c-101", "c-106", "c-109", "c-110", "c-111")),
    ("How many candidates stood in Port Caddon in 2023?", {"3"}),
    ("What share of the vote did Lorcan Pyle win in Stenhope South in 2023?", {"33.5"}),
    ("Who won the 2021 Port Caddon by-election?", _cand("c-108")),
    ("Which constituency does Edda Lindgard represent?", _const("STS")),
    ("What does CCP stand for?", {_party("ccp"), "Coast and Country Party"}),
    ("What is the abbreviation of Green Future?", {"GF"}),
    ("Who leads the Civic Liberals?", _cand("c-110")),
    ("Which constituency had the highest turnout in 2019?", _const("STN")),
    ("Which constituency had the lowest turnout in the 2023 election?", _const("PTC")),
    ("Which incumbents lost their seats in 2023?", _cand("c-106", "c-110")),
    ("When was the Port Caddon by-election held?", {"2021-09-16"}),
    ("Who came second in Marrow Vale in 2019?", _cand("c-105")),
    ("How many votes did the Progressive Union candidate get in Stenhope North in 2023?", {"10234"}),
    ("Which candidates stood for Green Future?", _cand("c-103", "c-107", "c-114")),
    ("How many seats did the Progressive Union win in 2023?", {"4"}),
    ("Which candidates received more than 12000 votes in 2023?", _cand("c-101", "c-105", "c-106")),
    ("How many people were registered to vote in Marrow Vale in 2019?", {"44210"}),
    ("Who was the sitting member for Port Caddon before the 2019 election?", _cand("c-108")),
    ("What is the first name of candidate Kettleby?", {"Yusra"}),
    ("How many votes did Kwame Ashdown-Boatang get in 2019?", {"11480"}),  # misspelt: Boateng
    ("who won stenhope north in 2019", _cand("c-110")),
    ("Which party won Marrow Vale in 2023?", {_party("pu")}),
    ("What percentage of the vote did the winner in Port Caddon get in 2019?", {"41.7"}),
    ("How much did Maren Holloway spend on her campaign?", set()),  # no campaign spending
    ("How old is Gideon Strathairn?", set()),  # no birth dates or ages
    ("How many postal votes were cast in Hartsell Moor in 2023?", set()),  # no postal-vote breakdown
]
ELECTIONS_MADE_UP = ["Who won Hartsell Vale in 2023?", "How many votes did Niamh Holloway get in 2023?",
                     "Who leads the Coast and Forest Party?", "What was the turnout in Stenhope East in 2019?",
                     "Which party does Gideon Strathmore stand for?", "Who won the Kestle Bay by-election?"]
ELECTIONS_GRAPHS = [
    ('[(?r, "candidate", "Maren Holloway"), (?r, "votes", ?x)]', {"14210", "15330"}),
    ('[("Green Future", "abbreviation", ?x)]', {"GF"}),
    ('[(?r, "constituency", "Port Caddon"), (?r, "candidate", ?x)]',
     _cand("c-109", "c-108", "c-104", "c-115", "c-117")),
    ('[("Civic Liberals", "leader", ?x)]', _cand("c-110")),
    ('[(?t, "constituency", "Stenhope South"), (?t, "turnout percent", ?x)]', {"62.7", "68.9"}),
    ('[(?r, "party", "Coast and Country Party"), (?r, "candidate", ?x)]',
     _cand("c-102", "c-106", "c-109", "c-113", "c-116", "c-117")),
]


# ---- orgchart (W3C ORG: units, posts, n-ary memberships with time intervals, sites with vcard addresses) ----
ORG = "http://www.w3.org/ns/org#"
TIME = "http://www.w3.org/2006/time#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
HI = "https://data.halverton.example/"
OC_UNITS = {  # key: (name, cost centre, parent, stated as "hasUnit" on the parent or "subOrganizationOf")
    "eng": ("Engineering", "CC-4000", "halverton", "hasUnit"),
    "fw": ("Firmware", "CC-4100", "eng", "hasUnit"), "hw": ("Hardware Design", "CC-4200", "eng", "hasUnit"),
    "qa": ("Test and Validation", "CC-4300", "eng", "hasUnit"),
    "ops": ("Operations", "CC-5000", "halverton", "hasUnit"),
    "mfg": ("Manufacturing", "CC-5100", "ops", "subOrganizationOf"),
    "sc": ("Supply Chain", "CC-5200", "ops", "subOrganizationOf"),
    "fin": ("Finance", "CC-2000", "halverton", "hasUnit"),
    "ppl": ("People and Culture", "CC-3000", "halverton", "hasUnit"),
    "sales": ("Sales and Marketing", "CC-6000", "halverton", "hasUnit"),
}
OC_SITES = {  # key: (name, street, locality, postcode, [units])
    "hq": ("Halverton Park", "1 Halverton Way", "Kelsbridge", "KB4 7QT", ["fin", "ppl", "sales"]),
    "works": ("Kilnworth Road Works", "88 Kilnworth Road", "Stourleigh", "ST2 9LP", ["mfg", "sc"]),
    "studio": ("Quayside Design Studio", "14 Chandlers Wharf", "Port Wenna", "PW1 3HX", ["eng"]),
}
OC_ROLES = {"ceo": "Chief Executive Officer", "cfo": "Chief Financial Officer", "cto": "Chief Technology Officer",
            "coo": "Chief Operating Officer", "engmgr": "Engineering Manager", "fweng": "Firmware Engineer",
            "hweng": "Hardware Engineer", "testeng": "Test Engineer", "intern": "Intern",
            "prodsup": "Production Supervisor", "scmgr": "Supply Chain Manager", "buyer": "Buyer",
            "accountant": "Accountant", "hrbp": "HR Business Partner", "salesdir": "Sales Director",
            "accmgr": "Account Manager"}
OC_PEOPLE = {  # employee number: (name, reports to, head of)
    "E-00101": ("Imogen Carraway", None, "halverton"), "E-00112": ("Barnaby Whitlock", "E-00101", "fin"),
    "E-00118": ("Oluwaseun Bakare-Lund", "E-00101", "eng"), "E-00127": ("Henrike Sandvoss", "E-00118", "fw"),
    "E-00133": ("Tiberius Nakamura-Reed", "E-00118", "hw"), "E-00140": ("Aoife Brennock", "E-00118", "qa"),
    "E-00151": ("Casimir Ogilvie-Strand", "E-00127", None), "E-00152": ("Wilhelmina Odunsi", "E-00127", None),
    "E-00158": ("Ruairi Esterhuizen", "E-00133", None), "E-00163": ("Ludmila Farquhar", "E-00140", None),
    "E-00170": ("Magnus Threlkeld", "E-00101", "ops"), "E-00174": ("Priyanka Holmqvist", "E-00170", "mfg"),
    "E-00181": ("Dorian Ashgrove", "E-00186", None), "E-00186": ("Fenella Abernathy", "E-00170", "sc"),
    "E-00192": ("Cyprian Mwangi", "E-00112", None), "E-00195": ("Ottilie Harcourt", "E-00101", "ppl"),
    "E-00203": ("Sigrun Babbington", "E-00101", "sales"), "E-00207": ("Jasper Wintringham", "E-00203", None),
    "E-00211": ("Leopold Haverkamp", "E-00186", None),
}
OC_POSTS = {"ceo": "E-00101", "cfo": "E-00112", "cto": "E-00118", "coo": "E-00170"}  # post: holder
# (membership id, employee, organisation or unit, role, start, end or None)
OC_MEMBERSHIPS = [
    ("m-3301", "E-00101", "halverton", "ceo", "2015-03-01", None),
    ("m-3302", "E-00112", "halverton", "cfo", "2017-06-12", None),
    ("m-3303", "E-00118", "halverton", "cto", "2016-01-04", None),
    ("m-3304", "E-00170", "halverton", "coo", "2014-09-01", None),
    ("m-3305", "E-00127", "hw", "hweng", "2016-05-02", "2019-08-30"),
    ("m-3306", "E-00127", "fw", "engmgr", "2019-09-02", None),
    ("m-3307", "E-00133", "hw", "engmgr", "2018-02-19", None),
    ("m-3308", "E-00140", "qa", "engmgr", "2020-11-16", None),
    ("m-3309", "E-00151", "fw", "fweng", "2021-03-08", None),
    ("m-3310", "E-00152", "fw", "fweng", "2022-01-10", None),
    ("m-3311", "E-00158", "hw", "hweng", "2019-04-01", None),
    ("m-3312", "E-00163", "qa", "intern", "2020-06-01", "2020-12-18"),
    ("m-3313", "E-00163", "qa", "testeng", "2021-07-19", None),
    ("m-3314", "E-00174", "mfg", "prodsup", "2018-10-15", None),
    ("m-3315", "E-00186", "sc", "scmgr", "2016-08-22", None),
    ("m-3316", "E-00181", "sc", "buyer", "2020-02-03", None),
    ("m-3317", "E-00211", "sc", "buyer", "2023-09-18", None),
    ("m-3318", "E-00192", "fin", "accountant", "2019-01-07", None),
    ("m-3319", "E-00195", "ppl", "hrbp", "2017-03-13", None),
    ("m-3320", "E-00203", "sales", "salesdir", "2021-05-04", None),
    ("m-3321", "E-00207", "sales", "accmgr", "2018-01-15", "2023-03-31"),
]


def _emp(*numbers: str) -> set[str]:
    return {f"{HI}person/{uuid.uuid5(uuid.NAMESPACE_URL, 'halverton/' + n)}" for n in numbers}


def _unit(*keys: str) -> set[str]:
    return {f"{HI}org/halverton" if k == "halverton" else f"{HI}unit/{k}" for k in keys}


def _role(key: str) -> str:
    return f"{HI}role/{key}"


def orgchart_kg() -> str:
    """N-Triples of the Halverton Instruments org chart."""
    g = Graph()
    company = next(iter(_unit("halverton")))
    g.add(company, RDF_TYPE, ORG + "FormalOrganization")
    g.add(company, SKOS + "prefLabel", _lit("Halverton Instruments Ltd", "en"))
    g.add(company, ORG + "identifier", _lit("04418273"))
    for key, (name, centre, parent, way) in OC_UNITS.items():
        u, p = next(iter(_unit(key))), next(iter(_unit(parent)))
        g.add(u, RDF_TYPE, ORG + "OrganizationalUnit"), g.add(u, SKOS + "prefLabel", _lit(name, "en"))
        g.add(u, ORG + "identifier", _lit(centre))
        if way == "hasUnit":
            g.add(p, ORG + "hasUnit", u)
        else:
            g.add(u, ORG + "subOrganizationOf", p)
    for key, (name, street, locality, postcode, units) in OC_SITES.items():
        s, a = f"{HI}site/{key}", f"_:address_{key}"
        g.add(s, RDF_TYPE, ORG + "Site"), g.add(s, RDFS + "label", _lit(name, "en"))
        g.add(s, ORG + "siteAddress", a), g.add(a, RDF_TYPE, VCARD + "Address")
        g.add(a, VCARD + "street-address", _lit(street)), g.add(a, VCARD + "locality", _lit(locality))
        g.add(a, VCARD + "postal-code", _lit(postcode))
        g.add(company, ORG + "hasSite", s)
        for unit in units:
            g.add(next(iter(_unit(unit))), ORG + "hasSite", s)
    g.add(company, ORG + "hasPrimarySite", f"{HI}site/hq")
    for key, name in OC_ROLES.items():
        g.add(_role(key), RDF_TYPE, ORG + "Role"), g.add(_role(key), SKOS + "prefLabel", _lit(name, "en"))
    for number, (name, boss, head) in OC_PEOPLE.items():
        p = next(iter(_emp(number)))
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, ORG + "identifier", _lit(number))
        if boss:
            g.add(p, ORG + "reportsTo", next(iter(_emp(boss))))
        if head:
            g.add(p, ORG + "headOf", next(iter(_unit(head))))
    for key, holder in OC_POSTS.items():
        post = f"{HI}post/{key}"
        g.add(post, RDF_TYPE, ORG + "Post"), g.add(post, SKOS + "prefLabel", _lit(OC_ROLES[key], "en"))
        g.add(post, ORG + "postIn", company), g.add(post, ORG + "role", _role(key))
        g.add(next(iter(_emp(holder))), ORG + "holds", post)
        if key != "ceo":
            g.add(post, ORG + "reportsTo", f"{HI}post/ceo")
    for mid, number, unit, role, start, end in OC_MEMBERSHIPS:
        m, i, key = f"{HI}membership/{mid}", f"_:interval_{mid[2:]}", mid[2:]
        g.add(m, RDF_TYPE, ORG + "Membership"), g.add(m, ORG + "member", next(iter(_emp(number))))
        g.add(m, ORG + "organization", next(iter(_unit(unit)))), g.add(m, ORG + "role", _role(role))
        g.add(m, ORG + "memberDuring", i), g.add(i, RDF_TYPE, TIME + "Interval")
        for prop, day, tag in (("hasBeginning", start, "b"), ("hasEnd", end, "e")):
            if day:
                x = f"_:instant_{key}_{tag}"
                g.add(i, TIME + prop, x), g.add(x, RDF_TYPE, TIME + "Instant")
                g.add(x, TIME + "inXSDDate", _typed(day, "date"))
    return g.text()


ORGCHART_QUESTIONS = [
    ("Who heads the Firmware team?", _emp("E-00127")),
    ("Who does Casimir Ogilvie-Strand report to?", _emp("E-00127")),
    ("What is Ludmila Farquhar's employee number?", {"E-00163"}),
    ("Which units are part of Engineering?", _unit("fw", "hw", "qa")),
    ("Which department is Manufacturing part of?", _unit("ops")),
    ("Who is the Chief Financial Officer?", _emp("E-00112")),
    ("When did Wilhelmina Odunsi join the Firmware team?", {"2022-01-10"}),
    ("What is Aoife Brennock's job title?", {_role("engmgr")}),
    ("Who works in Test and Validation?", _emp("E-00140", "E-00163")),
    ("How many people report directly to Oluwaseun Bakare-Lund?", {"3"}),
    ("When did Jasper Wintringham leave the company?", {"2023-03-31"}),
    ("In which town is the Kilnworth Road Works?", {"Stourleigh"}),
    ("Who has been at Halverton the longest?", _emp("E-00170")),
    ("Who are the firmware engineers?", _emp("E-00151", "E-00152")),
    ("What was Henrike Sandvoss's role before she became an engineering manager?", {_role("hweng")}),
    ("In which team was Ludmila Farquhar an intern?", _unit("qa")),
    ("Who reports to the head of Supply Chain?", _emp("E-00181", "E-00211")),
    ("What is the postcode of Halverton Park?", {"KB4 7QT"}),
    ("Who joined Halverton after 2021?", _emp("E-00152", "E-00211")),
    ("How many people work in Supply Chain?", {"3"}),
    ("Who runs the HR department?", _emp("E-00195")),
    ("Where is the Engineering department based?", {f"{HI}site/studio"}),
    ("What is the cost centre of Supply Chain?", {"CC-5200"}),
    ("Who does the Chief Technology Officer report to?", _emp("E-00101") | {f"{HI}post/ceo"}),
    ("Who does Wilhelmina Odunsy report to?", _emp("E-00127")),  # misspelt: Odunsi
    ("who is ruairi esterhuizen's manager", _emp("E-00133")),
    ("Who has left the company?", _emp("E-00207")),
    ("What is the employee number of the Sales Director?", {"E-00203"}),
    ("What is Barnaby Whitlock's salary?", set()),  # no salaries
    ("What is Imogen Carraway's email address?", set()),  # no contact details for people
    ("How many desks are there at Quayside Design Studio?", set()),  # no capacities of sites
]
ORGCHART_MADE_UP = ["Who heads the Robotics team?", "Who does Casimir Whitlock report to?",
                    "What is Ludmila Odunsi's employee number?", "In which town is the Kilnworth Street Depot?",
                    "When did Jasper Wintergreen leave the company?", "Which units are part of Halverton Aerospace?"]
ORGCHART_GRAPHS = [
    ('[("Henrike Sandvoss", "head of", ?x)]', _unit("fw")),
    ('[(?x, "reports to", "Oluwaseun Bakare-Lund")]', _emp("E-00127", "E-00133", "E-00140")),
    ('[(?m, "member", "Ludmila Farquhar"), (?m, "role", ?x)]', {_role("intern"), _role("testeng")}),
    ('[(?x, "sub organization of", "Operations")]', _unit("mfg", "sc")),
    ('[("Halverton Park", "site address", ?a), (?a, "locality", ?x)]', {"Kelsbridge"}),
    ('[("Barnaby Whitlock", "identifier", ?x)]', {"E-00112"}),
]


# ---- quakes (a seismic catalogue: opaque event ids, blank-node magnitudes, aftershock links) ----------------
QK = "https://catalogue.velland-seismic.example/"
QKV = "https://catalogue.velland-seismic.example/def#"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
QK_PLACES = ["Oldquay", "Skelland", "Durnfield", "Callowmere", "Selkie Point", "Orrisby Harbour", "Brannock Falls",
             "Kessingham"]
QK_AGENCIES = {"vgs": "Velland Geological Survey", "nsn": "Northern Seismic Network",
               "cusl": "Callowmere University Seismology Lab"}
# event id: (description, origin time, [(magnitude, type, agency or None)], depth km, lat, long, nearest place,
#            tsunami warning, felt reports, reporting agency, aftershock of, review status)
QK_EVENTS = {
    "vl2023fq1a": ("M 6.4 - 12 km W of Oldquay, Velland", "2023-02-11T04:17:32Z", [("6.4", "Mw", None)], "18.2",
                   "38.4127", "21.3391", "Oldquay", True, 2841, "vgs", None, "reviewed"),
    "vl2023fq2c": ("M 4.9 - 9 km WNW of Oldquay, Velland", "2023-02-11T05:02:10Z", [("4.9", "ML", None)], "14.6",
                   "38.4388", "21.3702", "Oldquay", False, 612, "vgs", "vl2023fq1a", "reviewed"),
    "vl2023fr0d": ("M 5.2 - 15 km SW of Oldquay, Velland", "2023-02-12T22:48:55Z", [("5.2", "ML", None)], "16.4",
                   "38.3319", "21.3017", "Oldquay", False, 930, "vgs", "vl2023fq1a", "reviewed"),
    "vl2023ft7k": ("M 4.1 - 6 km S of Oldquay, Velland", "2023-02-20T13:05:41Z", [("4.1", "ML", None)], "11.3",
                   "38.3926", "21.4155", "Oldquay", False, 205, "nsn", "vl2023fq1a", "reviewed"),
    "vl2023kx4m": ("M 5.1 - 40 km N of Skelland, Velland", "2023-07-30T19:44:03Z", [("5.1", "Mw", None)], "92.5",
                   "39.2214", "22.0473", "Skelland", False, 118, "nsn", None, "reviewed"),
    "vl2023pz9b": ("M 3.6 - 3 km E of Durnfield, Velland", "2023-11-05T08:12:47Z", [("3.6", "ML", None)], "7.9",
                   "37.8861", "22.6128", "Durnfield", False, 74, "cusl", None, "reviewed"),
    "vl2024ab3h": ("M 5.8 - 23 km SSW of Callowmere, Velland", "2024-01-17T02:55:19Z",
                   [("5.8", "Mw", "vgs"), ("5.6", "ML", "nsn")], "23.4", "37.5402", "21.8836", "Callowmere", False,
                   1532, "vgs", None, "reviewed"),
    "vl2024ac8w": ("M 4.2 - 20 km SSW of Callowmere, Velland", "2024-01-17T03:40:02Z", [("4.2", "ML", None)], "21.2",
                   "37.5633", "21.8990", "Callowmere", False, 240, "vgs", "vl2024ab3h", "reviewed"),
    "vl2024gm2t": ("M 4.7 - 55 km NE of Selkie Point, Velland", "2024-04-03T15:21:36Z", [("4.7", "Mw", None)],
                   "148.3", "39.6045", "23.1187", "Selkie Point", False, 31, "nsn", None, "reviewed"),
    "vl2024hn5r": ("M 6.1 - 68 km SE of Orrisby Harbour, Velland", "2024-05-22T11:09:58Z", [("6.1", "Mw", None)],
                   "35.7", "36.9120", "23.4476", "Orrisby Harbour", True, 1907, "vgs", None, "reviewed"),
    "vl2024hp1e": ("M 4.4 - 61 km SE of Orrisby Harbour, Velland", "2024-05-22T14:30:12Z", [("4.4", "ML", None)],
                   "31.2", "36.9581", "23.3904", "Orrisby Harbour", False, 87, "vgs", "vl2024hn5r", "reviewed"),
    "vl2024qs6v": ("M 3.2 - 2 km N of Brannock Falls, Velland", "2024-09-09T23:58:44Z", [("3.2", "ML", None)], "5.1",
                   "38.0917", "22.2805", "Brannock Falls", False, 160, "cusl", None, "reviewed"),
    "vl2024ty0n": ("M 5.3 - 90 km W of Kessingham, Velland", "2024-11-28T06:33:20Z", [("5.3", "Mw", None)], "210.6",
                   "37.2259", "20.4412", "Kessingham", False, 12, "nsn", None, "reviewed"),
    "vl2025aa4f": ("M 3.9 - 5 km NNE of Callowmere, Velland", "2025-01-06T17:02:09Z", [("3.9", "ML", None)], "9.8",
                   "37.7805", "22.0264", "Callowmere", False, 402, "vgs", None, "automatic"),
}


def _quake(*ids: str) -> set[str]:
    return {f"{QK}event/{i}" for i in ids}


def _place(name: str) -> str:
    return f"{QK}place/{name.lower().replace(' ', '-')}"


def quakes_kg() -> str:
    """N-Triples of the Velland earthquake catalogue."""
    g = Graph()
    for name in QK_PLACES:
        g.add(_place(name), RDF_TYPE, SCHEMA + "Place"), g.add(_place(name), SCHEMA + "name", _lit(name))
    for key, name in QK_AGENCIES.items():
        a = f"{QK}agency/{key}"
        g.add(a, RDF_TYPE, FOAF + "Organization"), g.add(a, FOAF + "name", _lit(name))
    for eid, fields in QK_EVENTS.items():
        text, origin, magnitudes, depth, lat, lon, place, tsunami, felt, agency, mainshock, status = fields
        e = next(iter(_quake(eid)))
        g.add(e, RDF_TYPE, QKV + "Earthquake"), g.add(e, DCT + "description", _lit(text))
        g.add(e, QKV + "originTime", _typed(origin, "dateTime"))
        for n, (value, kind, by) in enumerate(magnitudes, 1):
            m = f"_:magnitude_{eid}_{n}"
            g.add(e, QKV + "magnitude", m), g.add(m, RDF_TYPE, QKV + "Magnitude")
            g.add(m, QKV + "value", _typed(value, "decimal")), g.add(m, QKV + "magnitudeType", _lit(kind))
            if by:
                g.add(m, QKV + "magnitudeAgency", f"{QK}agency/{by}")
        g.add(e, QKV + "depthKm", _typed(depth, "decimal"))
        g.add(e, WGS + "lat", _typed(lat, "decimal")), g.add(e, WGS + "long", _typed(lon, "decimal"))
        g.add(e, QKV + "nearestPlace", _place(place))
        g.add(e, QKV + "tsunamiWarning", _typed(str(tsunami).lower(), "boolean"))
        g.add(e, QKV + "feltReports", _typed(felt, "integer"))
        g.add(e, QKV + "reportingAgency", f"{QK}agency/{agency}"), g.add(e, QKV + "reviewStatus", _lit(status))
        if mainshock:
            g.add(e, QKV + "aftershockOf", next(iter(_quake(mainshock))))
    return g.text()


QUAKES_QUESTIONS = [
    ("What was the magnitude of the earthquake near Skelland?", {"5.1"}),
    ("How deep was the Skelland earthquake?", {"92.5"}),
    ("When did the earthquake near Durnfield happen?", {"2023-11-05T08:12:47Z"}),
    ("Which earthquakes triggered a tsunami warning?", _quake("vl2023fq1a", "vl2024hn5r")),
    ("What was the deepest earthquake in 2024?", _quake("vl2024ty0n")),
    ("Which is the strongest earthquake in the catalogue?", _quake("vl2023fq1a")),
    ("How many aftershocks followed the magnitude 6.4 earthquake near Oldquay?", {"3"}),
    ("Which earthquakes were deeper than 100 km?", _quake("vl2024gm2t", "vl2024ty0n")),
    ("How many people reported feeling the M 6.1 earthquake off Orrisby Harbour?", {"1907"}),
    ("Which agency reported the Brannock Falls earthquake?", {f"{QK}agency/cusl"}),
    ("What is the nearest town to event vl2024gm2t?", {_place("Selkie Point")}),
    ("earthquakes reported by the Northern Seismic Network",
     _quake("vl2023ft7k", "vl2023kx4m", "vl2024gm2t", "vl2024ty0n")),
    ("What magnitude type was used for the Kessingham earthquake?", {"Mw"}),
    ("What were the coordinates of the epicentre of the Skelland earthquake?", {"39.2214", "22.0473"}),
    ("Which earthquake was vl2024ac8w an aftershock of?", _quake("vl2024ab3h")),
    ("Which earthquakes happened near Callowmere?", _quake("vl2024ab3h", "vl2024ac8w", "vl2025aa4f")),
    ("How many earthquakes were recorded in 2023?", {"6"}),
    ("What local magnitude did the Northern Seismic Network give the M 5.8 earthquake near Callowmere?", {"5.6"}),
    ("Which earthquakes had a magnitude of 6 or more?", _quake("vl2023fq1a", "vl2024hn5r")),
    ("Which earthquakes were felt by more than 1000 people?", _quake("vl2023fq1a", "vl2024ab3h", "vl2024hn5r")),
    ("How deep was the largest aftershock of the Oldquay earthquake?", {"16.4"}),
    ("What is the description of event vl2023kx4m?", {"M 5.1 - 40 km N of Skelland, Velland"}),
    ("What was the shallowest earthquake?", _quake("vl2024qs6v")),
    ("How deep was the earthquake near Kesingham?", {"210.6"}),  # misspelt: Kessingham
    ("when was the last earthquake near callowmere", {"2025-01-06T17:02:09Z"}),
    ("Which earthquakes happened in May 2024?", _quake("vl2024hn5r", "vl2024hp1e")),
    ("How deep was the aftershock of the Orrisby Harbour earthquake?", {"31.2"}),
    ("Which earthquakes have not been reviewed yet?", _quake("vl2025aa4f")),
    ("How many people died in the Oldquay earthquake?", set()),  # no casualties in the catalogue
    ("What was the peak ground acceleration of the Skelland earthquake?", set()),  # no ground-motion data
    ("Which fault caused the Durnfield earthquake?", set()),  # no faults
]
QUAKES_MADE_UP = ["How deep was the earthquake near Westquay?",
                  "Which earthquakes did the Southern Seismic Network report?",
                  "What is the magnitude of event vl2024zz9q?", "When did the earthquake near Selkie Falls happen?",
                  "Which agency reported the Kessingham Harbour earthquake?",
                  "What was the magnitude of the earthquake near Durnmouth?"]
QUAKES_GRAPHS = [
    ('[(?x, "nearest place", "Callowmere")]', _quake("vl2024ab3h", "vl2024ac8w", "vl2025aa4f")),
    ('[("M 5.1 - 40 km N of Skelland, Velland", "depth", ?x)]', {"92.5"}),
    ('[(?e, "aftershock of", ?m), (?m, "nearest place", "Oldquay"), (?e, "depth", ?x)]', {"14.6", "16.4", "11.3"}),
    ('[(?e, "reporting agency", "Callowmere University Seismology Lab"), (?e, "nearest place", ?x)]',
     {_place("Durnfield"), _place("Brannock Falls")}),
    ('[(?e, "nearest place", "Kessingham"), (?e, "magnitude", ?m), (?m, "value", ?x)]', {"5.3"}),
    ('[(?e, "nearest place", "Selkie Point"), (?e, "origin time", ?x)]', {"2024-04-03T15:21:36Z"}),
]


# ---- realestate (schema.org listings: properties, blank-node sizes, addresses and offers, agents) ----------
RE = "https://listings.harbourkey.example/"
GR = "http://purl.org/goodrelations/v1#"
RE_AGENTS = {"hk": ("Harbourkey Estates", "01632 960418"), "tl": ("Tollgate Lettings", "01632 960733"),
             "md": ("Mirefield & Dunne Property", "01632 960925")}
# listing id: (name, date posted, property id, type, rooms, bedrooms, floor m², street, locality, postcode,
#              year built (int = typed, str = plain string), pets allowed, price, Sell/LeaseOut, agent)
RE_LISTINGS = {
    "HK-48213": ("Bright 3-room flat near Tollgate Park", "2024-03-04", "p-7701", "Apartment", 3, 2, "74.5",
                 "12 Parkside Row", "Tollgate", "4410", "1998", False, "289000", "Sell", "hk"),
    "HK-48227": ("Family house with garden in Birchmead", "2024-03-11", "p-7716", "House", 6, 4, "162.3",
                 "7 Orchard Lane", "Birchmead", "4432", 1974, True, "545000", "Sell", "md"),
    "HK-48240": ("Studio apartment by Eastwick Quay", "2024-03-15", "p-7722", "Apartment", 1, 0, "31.8",
                 "3 Ropewalk Court", "Eastwick Quay", "4401", "2019", False, "890", "LeaseOut", "tl"),
    "HK-48255": ("Detached villa with sea view", "2024-04-02", "p-7735", "SingleFamilyResidence", 7, 5, "241.5",
                 "2 Cliff Top Road", "Ellersby", "4450", 2006, True, "1150000", "Sell", "hk"),
    "HK-48261": ("Two-bedroom flat in Tollgate centre", "2024-04-09", "p-7741", "Apartment", 3, 2, "68.2",
                 "45 Market Street", "Tollgate", "4410", "1965", True, "1240", "LeaseOut", "tl"),
    "HK-48279": ("Renovated terraced house near the old mill", "2024-04-18", "p-7758", "House", 5, 3, "118.4",
                 "19 Millrace Terrace", "Ellersby", "4451", 1912, True, "398000", "Sell", "md"),
    "HK-48290": ("Penthouse with roof terrace", "2024-05-06", "p-7763", "Apartment", 4, 3, "131.6",
                 "1 Harbour Lights", "Eastwick Quay", "4401", 2021, False, "820000", "Sell", "hk"),
    "HK-48302": ("Cosy cottage on the edge of Birchmead", "2024-05-13", "p-7779", "SingleFamilyResidence", 4, 2,
                 "88.9", "Holly Cottage, Fen Lane", "Birchmead", "4433", "1887", True, "1650", "LeaseOut", "md"),
    "HK-48318": ("Compact one-bedroom flat for rent", "2024-05-20", "p-7784", "Apartment", 2, 1, "45.3",
                 "8b Canal Street", "Tollgate", "4412", 1989, False, "960", "LeaseOut", "tl"),
    "HK-48333": ("Semi-detached house close to Ellersby school", "2024-06-03", "p-7790", "House", 5, 3, "104.7",
                 "27 Schoolhouse Lane", "Ellersby", "4450", 1978, True, "335000", "Sell", "hk"),
    "HK-48347": ("Garden apartment in a quiet courtyard", "2024-06-10", "p-7802", "Apartment", 3, 2, "79.6",
                 "5 Linden Court", "Birchmead", "4432", "2003", True, "274500", "Sell", "md"),
    "HK-48352": ("Townhouse for lease near Eastwick Quay", "2024-06-17", "p-7815", "House", 5, 3, "125.9",
                 "60 Chandlery Walk", "Eastwick Quay", "4402", 2015, False, "2100", "LeaseOut", "hk"),
}


def _listing(*ids: str) -> set[str]:
    return {f"{RE}listing/{i}" for i in ids}


def _home(*ids: str) -> set[str]:
    """A listing as gold for a question about the home: the listing or the property it is about."""
    return _listing(*ids) | {f"{RE}property/{RE_LISTINGS[i][2]}" for i in ids}


def realestate_kg() -> str:
    """N-Triples of the property listings."""
    g = Graph()
    for key, (name, phone) in RE_AGENTS.items():
        a = f"{RE}agent/{key}"
        g.add(a, RDF_TYPE, SCHEMA + "RealEstateAgent"), g.add(a, SCHEMA + "name", _lit(name))
        g.add(a, SCHEMA + "telephone", _lit(phone))
    for lid, fields in RE_LISTINGS.items():
        (name, posted, pid, kind, rooms, beds, size, street, locality, postcode, built, pets, price, function,
         agent) = fields
        x, p, key = next(iter(_listing(lid))), f"{RE}property/{pid}", lid.replace("-", "_")
        g.add(x, RDF_TYPE, SCHEMA + "RealEstateListing"), g.add(x, SCHEMA + "name", _lit(name))
        g.add(x, SCHEMA + "datePosted", _typed(posted, "date")), g.add(x, SCHEMA + "about", p)
        g.add(p, RDF_TYPE, SCHEMA + kind)
        g.add(p, SCHEMA + "numberOfRooms", _typed(rooms, "integer"))
        g.add(p, SCHEMA + "numberOfBedrooms", _typed(beds, "integer"))
        q, a, o = f"_:size_{key}", f"_:address_{key}", f"_:offer_{key}"
        g.add(p, SCHEMA + "floorSize", q), g.add(q, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(q, SCHEMA + "value", _typed(size, "decimal")), g.add(q, SCHEMA + "unitCode", _lit("MTK"))
        g.add(p, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "addressLocality", _lit(locality))
        g.add(a, SCHEMA + "postalCode", _lit(postcode))
        g.add(p, SCHEMA + "yearBuilt", _lit(built) if isinstance(built, str) else _typed(built, "integer"))
        g.add(p, SCHEMA + "petsAllowed", _typed(str(pets).lower(), "boolean"))
        g.add(x, SCHEMA + "offers", o), g.add(o, RDF_TYPE, SCHEMA + "Offer")
        g.add(o, SCHEMA + "price", _typed(price, "decimal")), g.add(o, SCHEMA + "priceCurrency", _lit("EUR"))
        g.add(o, SCHEMA + "businessFunction", GR + function), g.add(o, SCHEMA + "offeredBy", f"{RE}agent/{agent}")
    return g.text()


REALESTATE_QUESTIONS = [
    ("How much does the Bright 3-room flat near Tollgate Park cost?", {"289000"}),
    ("How many bedrooms does the Family house with garden in Birchmead have?", {"4"}),
    ("Which listings for sale are under 300000 euros?", _listing("HK-48213", "HK-48347")),
    ("What is the floor area of the Penthouse with roof terrace?", {"131.6"}),
    ("What is the postcode of the Townhouse for lease near Eastwick Quay?", {"4402"}),
    ("Which listings allow pets?", _home("HK-48227", "HK-48255", "HK-48261", "HK-48279", "HK-48302", "HK-48333",
                                         "HK-48347")),
    ("Which agent is selling the Detached villa with sea view?", {f"{RE}agent/hk"}),
    ("When was the Renovated terraced house near the old mill built?", {"1912"}),
    ("What is the monthly rent for the Studio apartment by Eastwick Quay?", {"890"}),
    ("How many listings does Tollgate Lettings have?", {"3"}),
    ("Which is the most expensive property for sale?", _home("HK-48255")),
    ("Which listings are in Ellersby?", _home("HK-48255", "HK-48279", "HK-48333")),
    ("Which apartments are for rent?", _home("HK-48240", "HK-48261", "HK-48318")),
    ("What is the cheapest flat to rent?", _home("HK-48240")),
    ("When was the Garden apartment in a quiet courtyard listed?", {"2024-06-10"}),
    ("Which properties were built before 1950?", _home("HK-48279", "HK-48302")),
    ("How many rooms does the Compact one-bedroom flat for rent have?", {"2"}),
    ("What is the phone number of Mirefield & Dunne Property?", {"01632 960925"}),
    ("Which listings were posted in May 2024?", _listing("HK-48290", "HK-48302", "HK-48318")),
    ("How big is the Semi-detached house close to Ellersby school?", {"104.7"}),
    ("Which listings have at least 4 bedrooms?", _home("HK-48227", "HK-48255")),
    ("In what currency is the Penthouse with roof terrace priced?", {"EUR"}),
    ("Which agent handles the Two-bedroom flat in Tollgate centre?", {f"{RE}agent/tl"}),
    ("How many flats are for sale in Tollgate?", {"1"}),
    ("How much is the Penthouse with roof terace?", {"820000"}),  # misspelt: terrace
    ("which listings has harbourkey estates posted", _listing("HK-48213", "HK-48255", "HK-48290", "HK-48333",
                                                               "HK-48352")),
    ("What year was the Bright 3-room flat near Tollgate Park built?", {"1998"}),
    ("Which properties over 100 square metres are for sale?", _home("HK-48227", "HK-48255", "HK-48279", "HK-48290",
                                                                    "HK-48333")),
    ("What is the energy rating of the Family house with garden in Birchmead?", set()),  # no energy ratings
    ("How much is the service charge for the Penthouse with roof terrace?", set()),  # no service charges
    ("Which floor is the Bright 3-room flat near Tollgate Park on?", set()),  # no floor levels
]
REALESTATE_MADE_UP = ["How much does the Bright 4-room flat near Tollgate Park cost?",
                      "How many bedrooms does the Family house with pool in Ellersby have?",
                      "What is the phone number of Harbourside Lettings?",
                      "Which listings has Birchmead Realty posted?",
                      "When was the Detached villa with lake view built?",
                      "What is the postcode of the Studio apartment by Tollgate Quay?"]
REALESTATE_GRAPHS = [
    ('[("Detached villa with sea view", "offers", ?o), (?o, "price", ?x)]', {"1150000"}),
    ('[(?o, "offered by", "Tollgate Lettings"), (?l, "offers", ?o), (?l, "name", ?x)]',
     {"Studio apartment by Eastwick Quay", "Two-bedroom flat in Tollgate centre", "Compact one-bedroom flat for rent"}),
    ('[("Penthouse with roof terrace", "about", ?p), (?p, "number of bedrooms", ?x)]', {"3"}),
    ('[(?p, "address", ?a), (?a, "postal code", "4432"), (?x, "about", ?p)]', _listing("HK-48227", "HK-48347")),
    ('[("Cosy cottage on the edge of Birchmead", "date posted", ?x)]', {"2024-05-13"}),
    ('[("Harbourkey Estates", "telephone", ?x)]', {"01632 960418"}),
]

KGS_N = {"thesaurus": (thesaurus_kg, THESAURUS_QUESTIONS, THESAURUS_MADE_UP, THESAURUS_GRAPHS),
         "elections": (elections_kg, ELECTIONS_QUESTIONS, ELECTIONS_MADE_UP, ELECTIONS_GRAPHS),
         "orgchart": (orgchart_kg, ORGCHART_QUESTIONS, ORGCHART_MADE_UP, ORGCHART_GRAPHS),
         "quakes": (quakes_kg, QUAKES_QUESTIONS, QUAKES_MADE_UP, QUAKES_GRAPHS),
         "realestate": (realestate_kg, REALESTATE_QUESTIONS, REALESTATE_MADE_UP, REALESTATE_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_N, __doc__)
