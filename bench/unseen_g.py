"""A seventh batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_f.py):

- `shop`: a schema.org e-commerce KG as JSON-LD turns into RDF: `schema:Product`s with opaque SKU IRIs
  (`…/product/sku-40117`) named by `schema:name`, `schema:brand` → `schema:Brand`; everything JSON-LD nests
  becomes a BLANK NODE: `schema:offers` → `_:` `schema:Offer` (`schema:price` xsd:decimal, `schema:priceCurrency`,
  `schema:seller` → `schema:Organization`), `schema:aggregateRating` → `_:` `schema:AggregateRating`
  (`schema:ratingValue`, `schema:reviewCount`), `schema:review` → `schema:Review` (`schema:author` →
  `schema:Person`, `schema:reviewRating` → `_:` `schema:Rating`, `schema:datePublished`), sellers'
  `schema:address` → `_:` `schema:PostalAddress` (`schema:addressLocality`, `schema:addressCountry`); some
  products have two offers from different sellers in different currencies;
- `software`: DOAP descriptions from a code forge: `doap:Project`s with lowercase-hyphen slug IRIs
  (`…/projects/saltmarsh-db`) named by `doap:name` in display case ("Saltmarsh DB"), `doap:maintainer` and
  `doap:developer` → `foaf:Person` (`foaf:name`), `doap:programming-language` plain literals (one project has
  two), `doap:license` → `http://spdx.org/licenses/…` IRIs with no label at all, `doap:release` →
  `doap:Version` nodes (`doap:revision` "2.4.1" — one revision shared by two projects —, `doap:created`
  xsd:date), `doap:repository` → `doap:GitRepository` (`doap:location` an IRI ending in `.git`);
- `memberships`: the W3C ORG ontology with n-ary memberships only: `org:Organization`s and
  `org:OrganizationalUnit`s named by `skos:prefLabel`, `org:subOrganizationOf` (two levels), people
  (`foaf:Person`, `foaf:name`) linked to organisations only through `org:Membership` nodes (`org:member`,
  `org:organization`, `org:role` → `org:Role` with `skos:prefLabel` "Chair", "Treasurer", …),
  `org:memberDuring` → a `time:Interval` with `time:hasBeginning`/`time:hasEnd` → `time:Instant`s with
  `time:inXSDDate` (open intervals have no end); `org:headOf` for two heads; `org:hasSite` → `org:Site`
  (`skos:prefLabel`);
- `scholarly`: bibliographic data in BIBO/FaBiO/CiTO/DCTerms: `fabio:JournalArticle`s titled by
  `dcterms:title`, authors both in an ordered `bibo:authorList` (an rdf:List of blank nodes, rdf:first /
  rdf:rest) and as unordered `dcterms:creator`, `dcterms:isPartOf` → `bibo:Issue` (`bibo:volume`,
  `bibo:issue`) → `dcterms:isPartOf` → `bibo:Journal` (`dcterms:title`), `bibo:doi`, `dcterms:issued`
  xsd:gYear, `cito:cites` and `cito:usesMethodIn` between articles; authors are `foaf:Person`s with
  `foaf:givenName` and `foaf:familyName` ONLY (no full-name property anywhere);
- `fhir`: a FHIR R4 RDF clinical KG (Turtle-style nesting as N-Triples blank nodes): `fhir:Patient`,
  `fhir:Practitioner`, `fhir:Condition`, `fhir:Observation`, `fhir:MedicationRequest` resources with
  `…/fhir/Patient/pat-001` IRIs; every primitive wrapped in a node whose `fhir:value` holds the literal
  (`fhir:Patient.birthDate [ fhir:value "1978-04-12"^^xsd:date ]`); names only through
  `fhir:Patient.name` → `fhir:HumanName.family`/`fhir:HumanName.given` → `fhir:value`; references as
  `fhir:Observation.subject [ fhir:link <…/Patient/pat-002>; fhir:Reference.reference [ fhir:value
  "Patient/pat-002" ] ]`; codes as `fhir:CodeableConcept.coding` → `fhir:Coding.system`/`.code`/`.display`;
  quantities as `fhir:Observation.valueQuantity` → `fhir:Quantity.value`/`.unit` → `fhir:value`; no labels.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_g.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402

RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
DCT = "http://purl.org/dc/terms/"
DOAP = "http://usefulinc.com/ns/doap#"
SPDX = "http://spdx.org/licenses/"
ORG = "http://www.w3.org/ns/org#"
TIME = "http://www.w3.org/2006/time#"
BIBO = "http://purl.org/ontology/bibo/"
FABIO = "http://purl.org/spar/fabio/"
CITO = "http://purl.org/spar/cito/"
FHIR = "http://hl7.org/fhir/"


class Graph(list):
    """N-Triples lines where subjects and objects may be IRIs (bare) or blank nodes (`_:…`)."""

    @staticmethod
    def term(x: str) -> str:
        return x if x.startswith(("_:", '"')) else f"<{x}>"

    def add(self, s: str, p: str, o: str) -> None:
        self.append(f"{self.term(s)} <{p}> {self.term(o)} .")

    def text(self) -> str:
        return "\n".join(self) + "\n"

    def unique_text(self) -> str:
        """The N-Triples, a line stated by several rows (a shared class, a shared place) written once."""
        return "\n".join(dict.fromkeys(self)) + "\n"


# ---- shop (schema.org from JSON-LD: offers, ratings and addresses as blank nodes) ------------------
SHOP = "https://store.example.net/"
SH_BRANDS = {"kestrel": "Kestrel Home", "polaris": "Polaris Gear", "lumen": "Lumen & Loom"}
SH_SELLERS = {  # key: (name, locality, country)
    "copperleaf": ("Copperleaf Goods", "Utrecht", "NL"), "nordlicht": ("Nordlicht Handel", "Bremen", "DE"),
    "bayside": ("Bayside Outfitters", "Portland", "US")}
SH_PEOPLE = {"u-2231": "Marta Quiroga", "u-2232": "Ben Okafor", "u-2233": "Lena Hoffmann", "u-2234": "Tomas Ferreira"}
# sku: (name, brand, [(price, currency, seller)], rating value, review count)
SH_PRODUCTS = {
    "sku-40117": ("Aurora Pour-Over Kettle", "kestrel", [("49.95", "EUR", "copperleaf"), ("52.9", "EUR", "nordlicht")],
                  "4.6", 128),
    "sku-40118": ("Aurora Burr Grinder", "kestrel", [("129.99", "EUR", "copperleaf")], "4.2", 57),
    "sku-51002": ("Tundra Trail Thermos 750 ml", "polaris", [("34.5", "EUR", "nordlicht")], "4.8", 311),
    "sku-51009": ("Tundra Camp Stove", "polaris", [("89.99", "USD", "bayside")], "3.9", 42),
    "sku-62210": ("Fjord Wool Blanket", "lumen", [("119.95", "EUR", "nordlicht")], "4.7", 76),
    "sku-62214": ("Fjord Linen Apron", "lumen", [("39.9", "USD", "bayside")], "4.1", 19),
    "sku-40125": ("Ember Cast-Iron Skillet", "kestrel", [("64.5", "USD", "bayside"), ("59.95", "EUR", "copperleaf")],
                  "4.9", 204),
}
SH_REVIEWS = {  # id: (product, author, rating, date, body)
    "r-9001": ("sku-40117", "u-2231", 5, "2023-11-02", "Pours slowly and evenly, exactly what I wanted."),
    "r-9002": ("sku-40117", "u-2232", 4, "2024-01-18", "Nice kettle but the lid rattles."),
    "r-9003": ("sku-51002", "u-2231", 5, "2023-12-05", "Coffee still hot after nine hours."),
    "r-9004": ("sku-51009", "u-2233", 2, "2024-03-22", "The igniter broke on the second trip."),
    "r-9005": ("sku-62210", "u-2232", 5, "2023-10-30", "Warm and not itchy at all."),
    "r-9006": ("sku-40125", "u-2233", 5, "2024-02-11", "Heavy, but sears beautifully."),
    "r-9007": ("sku-40118", "u-2234", 3, "2024-04-02", "Grind is uneven on the finest setting."),
}


def _shop(kind: str, key: str) -> str:
    return f"{SHOP}{kind}/{key}"


def shop_kg() -> str:
    """N-Triples of the JSON-LD shop: blank-node offers, ratings and addresses."""
    g = Graph()
    for key, name in SH_BRANDS.items():
        g.add(_shop("brand", key), RDF_TYPE, SCHEMA + "Brand"), g.add(_shop("brand", key), SCHEMA + "name", _lit(name))
    for key, (name, locality, country) in SH_SELLERS.items():
        s, a = _shop("seller", key), f"_:addr_{key}"
        g.add(s, RDF_TYPE, SCHEMA + "Organization"), g.add(s, SCHEMA + "name", _lit(name))
        g.add(s, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "addressLocality", _lit(locality)), g.add(a, SCHEMA + "addressCountry", _lit(country))
    for key, name in SH_PEOPLE.items():
        g.add(_shop("user", key), RDF_TYPE, SCHEMA + "Person"), g.add(_shop("user", key), SCHEMA + "name", _lit(name))
    for sku, (name, brand, offers, rating, count) in SH_PRODUCTS.items():
        p = _shop("product", sku)
        g.add(p, RDF_TYPE, SCHEMA + "Product"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "sku", _lit(sku)), g.add(p, SCHEMA + "brand", _shop("brand", brand))
        for i, (price, currency, seller) in enumerate(offers):
            o = f"_:offer_{sku.replace('-', '_')}_{i}"
            g.add(p, SCHEMA + "offers", o), g.add(o, RDF_TYPE, SCHEMA + "Offer")
            g.add(o, SCHEMA + "price", _typed(price, "decimal")), g.add(o, SCHEMA + "priceCurrency", _lit(currency))
            g.add(o, SCHEMA + "seller", _shop("seller", seller))
        r = f"_:agg_{sku.replace('-', '_')}"
        g.add(p, SCHEMA + "aggregateRating", r), g.add(r, RDF_TYPE, SCHEMA + "AggregateRating")
        g.add(r, SCHEMA + "ratingValue", _typed(rating, "decimal")), g.add(r, SCHEMA + "reviewCount", _typed(count, "integer"))
    for rid, (sku, author, rating, date, body) in SH_REVIEWS.items():
        rv, rr = _shop("review", rid), f"_:rating_{rid.replace('-', '_')}"
        g.add(_shop("product", sku), SCHEMA + "review", rv), g.add(rv, RDF_TYPE, SCHEMA + "Review")
        g.add(rv, SCHEMA + "author", _shop("user", author)), g.add(rv, SCHEMA + "datePublished", _typed(date, "date"))
        g.add(rv, SCHEMA + "reviewBody", _lit(body)), g.add(rv, SCHEMA + "reviewRating", rr)
        g.add(rr, RDF_TYPE, SCHEMA + "Rating"), g.add(rr, SCHEMA + "ratingValue", _typed(rating, "integer"))
    return g.text()


def _sh(kind: str, *keys: str) -> set[str]:
    return {_shop(kind, k) for k in keys}


SHOP_QUESTIONS = [
    ("What brand makes the Fjord Wool Blanket?", _sh("brand", "lumen")),
    ("How much does the Tundra Trail Thermos 750 ml cost?", {"34.5"}),
    ("Who sells the Aurora Burr Grinder?", _sh("seller", "copperleaf")),
    ("Which sellers offer the Ember Cast-Iron Skillet?", _sh("seller", "bayside", "copperleaf")),
    ("What is the average rating of the Tundra Camp Stove?", {"3.9"}),
    ("How many reviews does the Fjord Linen Apron have?", {"19"}),  # its reviewCount; no Review node links it
    ("Which products does Polaris Gear make?", _sh("product", "sku-51002", "sku-51009")),
    ("Who reviewed the Aurora Pour-Over Kettle?", _sh("user", "u-2231", "u-2232")),
    ("Which products did Lena Hoffmann review?", _sh("product", "sku-51009", "sku-40125")),
    ("In which city is Nordlicht Handel located?", {"Bremen"}),
    ("What currency is the Tundra Camp Stove priced in?", {"USD"}),
    ("Which products are sold by Nordlicht Handel?", _sh("product", "sku-40117", "sku-51002", "sku-62210")),
    ("what rating did lena hoffmann give the tundra camp stove", {"2"}),
    ("In which city is the seller of the Fjord Wool Blanket based?", {"Bremen"}),
    ("What brand is the Ember Cast-Iron Skillet?", _sh("brand", "kestrel")),
    ("Which products cost more than 100?", _sh("product", "sku-40118", "sku-62210")),
    ("How many products does Kestrel Home have?", {"3"}),
    ("Which country is Bayside Outfitters in?", {"US"}),
    ("Which brand makes the Tundra Camp Stvoe?", _sh("brand", "polaris")),  # misspelt: Stove
    ("What is the rating of the Ember Cast-Iron Skillet?", {"4.9"}),
    ("Which sellers are located in Utrecht?", _sh("seller", "copperleaf")),
    ("What is the weight of the Tundra Camp Stove?", set()),  # no weights or dimensions in the KG
    ("When was the Aurora Burr Grinder released?", set()),  # no release dates (only review dates) in the KG
    ("Who founded Polaris Gear?", set()),  # no founders in the KG
]
SHOP_MADE_UP = ["Who sells the Aurora Espresso Machine?", "Which products does Glacier Gear make?",
                "How much does the Tundra Wool Blanket cost?", "Where is Copperleaf Handel located?",
                "Which products did Marta Hoffmann review?", "What is the rating of the Fjord Cast-Iron Kettle?"]
SHOP_GRAPHS = [
    ('[("Fjord Wool Blanket", "made by", ?x)]', _sh("brand", "lumen")),
    ('[("Aurora Burr Grinder", "costs", ?x)]', {"129.99"}),
    ('[(?x, "sold by", "Bayside Outfitters")]', _sh("product", "sku-51009", "sku-62214", "sku-40125")),
    ('[(?x, "reviewed by", "Ben Okafor")]', _sh("product", "sku-40117", "sku-62210")),
    ('[("Polaris Gear", "products", ?p), (?p, "score", ?x)]', {"4.8", "3.9"}),
    ('[("Fjord Wool Blanket", "seller", ?s), (?s, "city", ?x)]', {"Bremen"}),
]


# ---- software (DOAP from a forge: maintainers and developers, unlabelled SPDX licences, releases) -------
FORGE = "https://codeberg.example.org/"
SW_PEOPLE = {"isolheim": "Ingrid Solheim", "kasante": "Kwame Asante", "ytanabe": "Yuki Tanabe",
             "lmercier": "Lucas Mercier", "anwosu": "Amara Nwosu", "rduarte": "Rafael Duarte"}
# slug: (doap:name, languages, maintainers, developers, SPDX licences, [(revision, date)], owner)
SW_PROJECTS = {
    "saltmarsh-db": ("Saltmarsh DB", ["Rust"], ["isolheim"], ["kasante", "ytanabe"], ["Apache-2.0"],
                     [("0.8.0", "2021-03-14"), ("1.0.0", "2022-01-20"), ("1.1.2", "2023-05-02")], "saltmarsh"),
    "heron-http": ("Heron HTTP", ["Go"], ["kasante"], ["lmercier"], ["MIT"],
                   [("2.4.1", "2023-09-11"), ("2.5.0", "2024-02-06")], "heron"),
    "pebble-lint": ("pebble-lint", ["Python"], ["ytanabe"], ["isolheim", "anwosu"], ["BSD-3-Clause"],
                    [("0.3.0", "2022-07-19")], "ytanabe"),
    "cinder-ui": ("Cinder UI", ["TypeScript", "JavaScript"], ["anwosu"], ["lmercier"], ["MIT"],
                  [("3.0.0", "2023-01-09"), ("3.2.1", "2023-11-27")], "cinder"),
    "tidewatch": ("Tidewatch", ["Python"], ["lmercier"], ["kasante"], ["GPL-3.0-or-later"],
                  [("1.0.0", "2020-10-05")], "lmercier"),
    "foxglove-crypto": ("Foxglove Crypto", ["C"], ["isolheim"], ["rduarte"], ["MPL-2.0"],
                        [("0.9.1", "2019-12-01"), ("1.0.0", "2021-06-30")], "foxglove"),
    "quarry-ml": ("Quarry ML", ["Python"], ["rduarte", "ytanabe"], [], ["Apache-2.0"],
                  [("2.4.1", "2024-04-15")], "quarry"),
    "lumen-docs": ("Lumen Docs", ["Ruby"], ["anwosu"], [], ["CC-BY-4.0"], [], "anwosu"),
}


def _sw(kind: str, ident: str) -> str:
    if kind == "release":
        slug, revision = ident.split("/")
        return f"{FORGE}projects/{slug}/releases/v{revision}"
    if kind == "repo":
        return f"{FORGE}projects/{ident}#repository"
    if kind == "location":
        return f"{FORGE}{SW_PROJECTS[ident][6]}/{ident}.git"
    return f"{FORGE}{kind}/{ident}"


def software_kg() -> str:
    """N-Triples of the DOAP forge KG."""
    g = Graph()
    for handle, name in SW_PEOPLE.items():
        g.add(_sw("users", handle), RDF_TYPE, FOAF + "Person"), g.add(_sw("users", handle), FOAF + "name", _lit(name))
    for slug, (name, languages, maintainers, developers, licences, releases, _) in SW_PROJECTS.items():
        p = _sw("projects", slug)
        g.add(p, RDF_TYPE, DOAP + "Project"), g.add(p, DOAP + "name", _lit(name))
        for language in languages:
            g.add(p, DOAP + "programming-language", _lit(language))
        for handle in maintainers:
            g.add(p, DOAP + "maintainer", _sw("users", handle))
        for handle in developers:
            g.add(p, DOAP + "developer", _sw("users", handle))
        for licence in licences:
            g.add(p, DOAP + "license", SPDX + licence)
        for revision, date in releases:
            v = _sw("release", f"{slug}/{revision}")
            g.add(p, DOAP + "release", v), g.add(v, RDF_TYPE, DOAP + "Version")
            g.add(v, DOAP + "revision", _lit(revision)), g.add(v, DOAP + "created", _typed(date, "date"))
        r = _sw("repo", slug)
        g.add(p, DOAP + "repository", r), g.add(r, RDF_TYPE, DOAP + "GitRepository")
        g.add(r, DOAP + "location", _sw("location", slug))
    return g.text()


def _sp(*slugs: str) -> set[str]:
    return {_sw("projects", s) for s in slugs}


def _su(*handles: str) -> set[str]:
    return {_sw("users", h) for h in handles}


def _spdx(*ids: str) -> set[str]:
    return {SPDX + i for i in ids}


SOFTWARE_QUESTIONS = [
    ("Who maintains Saltmarsh DB?", _su("isolheim")),
    ("Who develops Heron HTTP?", _su("lmercier")),  # doap:developer (Kwame Asante is its maintainer)
    ("What programming language is Foxglove Crypto written in?", {"C"}),
    ("Which license does Tidewatch use?", _spdx("GPL-3.0-or-later")),
    ("Which projects are written in Python?", _sp("pebble-lint", "tidewatch", "quarry-ml")),
    ("What release numbers does Saltmarsh DB have?", {"0.8.0", "1.0.0", "1.1.2"}),
    ("When was version 2.4.1 of Heron HTTP released?", {"2023-09-11"}),
    ("Which projects does Amara Nwosu maintain?", _sp("cinder-ui", "lumen-docs")),
    ("Which projects is Kwame Asante a developer of?", _sp("saltmarsh-db", "tidewatch")),
    ("Which projects are licensed under MIT?", _sp("heron-http", "cinder-ui")),
    ("Where is the Git repository of Heron HTTP?", {_sw("location", "heron-http")}),
    ("what languages is cinder ui written in", {"TypeScript", "JavaScript"}),
    ("Who maintains the projects that Lucas Mercier develops?", _su("kasante", "anwosu")),
    ("Which licenses are used by the projects maintained by Ingrid Solheim?", _spdx("Apache-2.0", "MPL-2.0")),
    ("When was Foxglove Crypto 1.0.0 released?", {"2021-06-30"}),
    ("Who are the maintainers of Quarry ML?", _su("rduarte", "ytanabe")),
    ("Who maintains Tidewtach?", _su("lmercier")),  # misspelt: Tidewatch
    ("Which project had a release on 2023-01-09?", _sp("cinder-ui")),
    ("How many releases does Saltmarsh DB have?", {"3"}),
    ("Which projects use the Apache 2.0 license?", _sp("saltmarsh-db", "quarry-ml")),
    ("In which language is the project maintained by Lucas Mercier written?", {"Python"}),
    ("How many downloads does Heron HTTP have?", set()),  # no download statistics in the KG
    ("Which company funds Saltmarsh DB?", set()),  # no sponsors or organisations in the KG
    ("What is the bug tracker of pebble-lint?", set()),  # no doap:bug-database in the KG
]
SOFTWARE_MADE_UP = ["Who maintains Saltmarsh Cache?", "Which license does Heron RPC use?",
                    "What language is Driftglass written in?", "Which projects does Ingrid Nwosu maintain?",
                    "When was Cinder DB 1.0.0 released?", "Who develops Pebble Format?"]
SOFTWARE_GRAPHS = [
    ('[("Saltmarsh DB", "maintained by", ?x)]', _su("isolheim")),
    ('[(?x, "developed by", "Kwame Asante")]', _sp("saltmarsh-db", "tidewatch")),
    ('[("Tidewatch", "licence", ?x)]', _spdx("GPL-3.0-or-later")),
    ('[("Heron HTTP", "versions", ?v), (?v, "date", ?x)]', {"2023-09-11", "2024-02-06"}),
    ('[(?p, "maintainer", "Amara Nwosu"), (?p, "language", ?x)]', {"TypeScript", "JavaScript", "Ruby"}),
    ('[("Cinder UI", "repo", ?r), (?r, "url", ?x)]', {_sw("location", "cinder-ui")}),
]


# ---- memberships (W3C ORG with n-ary memberships, roles and OWL-Time intervals) ------------------------
REG = "https://registry.rowing.example/"
MB_ORGS = {  # key: (prefLabel, class, parent or None, site or None)
    "federation": ("Northern Rowing Federation", "Organization", None, "bergen"),
    "saltfjord": ("Saltfjord Rowing Association", "Organization", "federation", "boathouse"),
    "kelpbay": ("Kelp Bay Sailing Club", "Organization", "federation", "marina"),
    "youth": ("Youth Section", "OrganizationalUnit", "saltfjord", None),
    "regatta": ("Regatta Committee", "OrganizationalUnit", "saltfjord", None),
    "finance": ("Finance Committee", "OrganizationalUnit", "saltfjord", None),
}
MB_SITES = {"bergen": "Federation Office Bergen", "boathouse": "Saltfjord Boathouse", "marina": "Kelp Bay Marina"}
MB_ROLES = {"chair": "Chair", "treasurer": "Treasurer", "secretary": "Secretary", "coach": "Coach",
            "member": "Member", "president": "President"}
MB_PEOPLE = {"p01": "Astrid Vik", "p02": "Jonah Pell", "p03": "Mireille Caron", "p04": "Tariq Mansour",
             "p05": "Elin Strand", "p06": "Oluwaseun Bello", "p07": "Hana Kovač", "p08": "Pieter de Wolf"}
MB_MEMBERSHIPS = {  # id: (person, organisation, role, begin, end or None)
    "m01": ("p01", "saltfjord", "chair", "2019-03-01", None),
    "m02": ("p01", "federation", "secretary", "2015-01-10", "2019-02-28"),
    "m03": ("p02", "saltfjord", "treasurer", "2020-01-01", "2023-12-31"),
    "m04": ("p03", "saltfjord", "treasurer", "2024-01-01", None),
    "m05": ("p04", "youth", "coach", "2018-04-15", None),
    "m06": ("p05", "youth", "coach", "2021-09-01", "2023-06-30"),
    "m07": ("p05", "regatta", "chair", "2023-07-01", None),
    "m08": ("p06", "federation", "president", "2017-05-20", None),
    "m09": ("p07", "kelpbay", "chair", "2016-02-01", "2022-01-31"),
    "m10": ("p08", "kelpbay", "chair", "2022-02-01", None),
    "m11": ("p07", "federation", "treasurer", "2022-03-01", None),
    "m12": ("p02", "finance", "member", "2024-01-01", None),
    "m13": ("p03", "finance", "chair", "2024-01-01", None),
}
MB_HEADS = {"p06": "federation", "p01": "saltfjord"}


def _reg(kind: str, key: str) -> str:
    return f"{REG}{kind}/{key}"


def memberships_kg() -> str:
    """N-Triples of the ORG membership KG."""
    g = Graph()
    for key, (label, cls, parent, site) in MB_ORGS.items():
        o = _reg("org", key)
        g.add(o, RDF_TYPE, ORG + cls), g.add(o, SKOS + "prefLabel", _lit(label, "en"))
        if parent:
            g.add(o, ORG + "subOrganizationOf", _reg("org", parent))
        if site:
            g.add(o, ORG + "hasSite", _reg("site", site))
    for key, label in MB_SITES.items():
        g.add(_reg("site", key), RDF_TYPE, ORG + "Site"), g.add(_reg("site", key), SKOS + "prefLabel", _lit(label, "en"))
    for key, label in MB_ROLES.items():
        g.add(_reg("role", key), RDF_TYPE, ORG + "Role"), g.add(_reg("role", key), SKOS + "prefLabel", _lit(label, "en"))
    for key, name in MB_PEOPLE.items():
        g.add(_reg("person", key), RDF_TYPE, FOAF + "Person"), g.add(_reg("person", key), FOAF + "name", _lit(name))
    for key, (person, org, role, begin, end) in MB_MEMBERSHIPS.items():
        m = _reg("membership", key)
        g.add(m, RDF_TYPE, ORG + "Membership"), g.add(m, ORG + "member", _reg("person", person))
        g.add(m, ORG + "organization", _reg("org", org)), g.add(m, ORG + "role", _reg("role", role))
        period = m + "/period"
        g.add(m, ORG + "memberDuring", period), g.add(period, RDF_TYPE, TIME + "Interval")
        for edge, date, suffix in (("hasBeginning", begin, "start"), ("hasEnd", end, "end")):
            if date:
                instant = f"{m}/{suffix}"
                g.add(period, TIME + edge, instant), g.add(instant, RDF_TYPE, TIME + "Instant")
                g.add(instant, TIME + "inXSDDate", _typed(date, "date"))
    for person, org in MB_HEADS.items():
        g.add(_reg("person", person), ORG + "headOf", _reg("org", org))
    return g.text()


def _mb(kind: str, *keys: str) -> set[str]:
    return {_reg(kind, k) for k in keys}


MEMBERSHIPS_QUESTIONS = [
    ("Who is the chair of the Regatta Committee?", _mb("person", "p05")),
    ("Who has been treasurer of the Saltfjord Rowing Association?", _mb("person", "p02", "p03")),
    ("What role does Tariq Mansour have?", _mb("role", "coach")),
    ("Which organizations is Hana Kovač a member of?", _mb("org", "kelpbay", "federation")),
    ("When did Jonah Pell's membership of the Saltfjord Rowing Association end?", {"2023-12-31"}),
    ("When did Elin Strand become chair of the Regatta Committee?", {"2023-07-01"}),
    ("Who heads the Northern Rowing Federation?", _mb("person", "p06")),
    ("Which units are part of the Saltfjord Rowing Association?", _mb("org", "youth", "regatta", "finance")),
    ("What is the Kelp Bay Sailing Club part of?", _mb("org", "federation")),
    ("Who coaches the Youth Section?", _mb("person", "p04", "p05")),
    ("What site does the Kelp Bay Sailing Club have?", _mb("site", "marina")),
    ("who has been chair of kelp bay sailing club", _mb("person", "p07", "p08")),
    ("Which roles has Astrid Vik held?", _mb("role", "chair", "secretary")),
    ("Who are the members of the Finance Committee?", _mb("person", "p02", "p03")),
    ("When did Oluwaseun Bello start as president of the Northern Rowing Federation?", {"2017-05-20"}),
    ("Who is the treasurer of the Northern Rowng Federation?", _mb("person", "p07")),  # misspelt: Rowing
    ("Which organization does Astrid Vik head?", _mb("org", "saltfjord")),
    ("In which organizations does Mireille Caron hold a role?", _mb("org", "saltfjord", "finance")),
    ("Who are the members of the units of the Saltfjord Rowing Association?", _mb("person", "p02", "p03", "p04", "p05")),
    ("How many members does the Youth Section have?", {"2"}),
    ("Where is the Northern Rowing Federation located?", _mb("site", "bergen")),
    ("What is Astrid Vik's email address?", set()),  # no contact data in the KG
    ("When was the Saltfjord Rowing Association founded?", set()),  # no founding dates in the KG
    ("How much is the membership fee of the Kelp Bay Sailing Club?", set()),  # no fees in the KG
]
MEMBERSHIPS_MADE_UP = ["Who is the chair of the Saltfjord Sailing Federation?",
                       "Which organizations is Astrid Pell a member of?", "Who coaches the Junior Section?",
                       "Who heads the Southern Rowing Federation?", "When did Tariq Strand join the Youth Section?",
                       "What role does Ingvar Halloran have?"]
MEMBERSHIPS_GRAPHS = [
    ('[("Hana Kovač", "member of", ?x)]', _mb("org", "kelpbay", "federation")),
    ('[("Youth Section", "part of", ?x)]', _mb("org", "saltfjord")),
    ('[("Northern Rowing Federation", "led by", ?x)]', _mb("person", "p06")),
    ('[(?u, "part of", "Saltfjord Rowing Association"), (?x, "member of", ?u)]',
     _mb("person", "p02", "p03", "p04", "p05")),
    ('[("Kelp Bay Sailing Club", "location", ?x)]', _mb("site", "marina")),
    ('[("Astrid Vik", "role", ?x)]', _mb("role", "chair", "secretary")),
]


# ---- scholarly (BIBO / FaBiO / CiTO: ordered author lists, issues, citations, given+family names only) ---
PAP = "https://papers.example.ac/"
SC_PEOPLE = {  # id: (given name, family name)
    "a11": ("Ravi", "Chandrasekar"), "a12": ("Solveig", "Brenna"), "a13": ("Tomás", "Ibarra"),
    "a14": ("Keiko", "Morimoto"), "a15": ("Adaeze", "Nwachukwu"), "a16": ("Lorenzo", "Vitale")}
SC_JOURNALS = {"jch": "Journal of Coastal Hydrology", "cll": "Computational Linguistics Letters"}
# id: (title, ordered authors, journal, volume, issue, year, doi, cites, uses method in)
SC_ARTICLES = {
    "w101": ("Tidal Mixing in Shallow Estuaries", ["a12", "a13"], "jch", 12, 3, 2018, "10.5555/jch.2018.0031", [], []),
    "w102": ("Sediment Transport Under Storm Surge", ["a13", "a12", "a14"], "jch", 13, 1, 2019,
             "10.5555/jch.2019.0007", ["w101"], ["w101"]),
    "w103": ("A Lattice Boltzmann Model of Estuarine Flow", ["a14"], "jch", 14, 2, 2020, "10.5555/jch.2020.0044",
             ["w101", "w102"], ["w102"]),
    "w104": ("Morphological Tagging for Low-Resource Languages", ["a11", "a15"], "cll", 7, 4, 2019,
             "10.5555/cll.2019.0112", [], []),
    "w105": ("Cross-Lingual Transfer of Morphological Taggers", ["a15", "a16", "a11"], "cll", 8, 2, 2021,
             "10.5555/cll.2021.0021", ["w104"], ["w104"]),
    "w106": ("Estuary Sound Archives as Language Data", ["a16", "a12"], "cll", 8, 2, 2021, "10.5555/cll.2021.0029",
             ["w101", "w105"], []),
    "w107": ("Storm Surge Forecasting With Graph Networks", ["a14", "a11"], "jch", 15, 1, 2022,
             "10.5555/jch.2022.0003", ["w102", "w103"], ["w103"]),
}


def _pap(kind: str, key: str) -> str:
    return f"{PAP}{kind}/{key}"


def _issue_key(journal: str, volume: int, issue: int) -> str:
    return f"{journal}-{volume}-{issue}"


def scholarly_kg() -> str:
    """N-Triples of the bibliographic KG with rdf:List author lists."""
    g = Graph()
    for key, (given, family) in SC_PEOPLE.items():
        p = _pap("person", key)
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "givenName", _lit(given))
        g.add(p, FOAF + "familyName", _lit(family))
    for key, title in SC_JOURNALS.items():
        g.add(_pap("journal", key), RDF_TYPE, BIBO + "Journal"), g.add(_pap("journal", key), DCT + "title", _lit(title))
    issues = set()
    for key, (title, authors, journal, volume, issue, year, doi, cites, methods) in SC_ARTICLES.items():
        a = _pap("work", key)
        i = _pap("issue", _issue_key(journal, volume, issue))
        if i not in issues:
            issues.add(i)
            g.add(i, RDF_TYPE, BIBO + "Issue"), g.add(i, BIBO + "volume", _lit(str(volume)))
            g.add(i, BIBO + "issue", _lit(str(issue))), g.add(i, DCT + "isPartOf", _pap("journal", journal))
        g.add(a, RDF_TYPE, FABIO + "JournalArticle"), g.add(a, DCT + "title", _lit(title))
        g.add(a, DCT + "isPartOf", i), g.add(a, BIBO + "doi", _lit(doi)), g.add(a, DCT + "issued", _typed(year, "gYear"))
        for author in authors:
            g.add(a, DCT + "creator", _pap("person", author))
        cells = [f"_:list_{key}_{n}" for n in range(len(authors))]
        g.add(a, BIBO + "authorList", cells[0])
        for n, author in enumerate(authors):
            g.add(cells[n], RDF + "first", _pap("person", author))
            g.add(cells[n], RDF + "rest", cells[n + 1] if n + 1 < len(cells) else RDF + "nil")
        for other in cites:
            g.add(a, CITO + "cites", _pap("work", other))
        for other in methods:
            g.add(a, CITO + "usesMethodIn", _pap("work", other))
    return g.text()


def _sc(kind: str, *keys: str) -> set[str]:
    return {_pap(kind, k) for k in keys}


SCHOLARLY_QUESTIONS = [
    ("Who wrote Tidal Mixing in Shallow Estuaries?", _sc("person", "a12", "a13")),
    ("Who is the first author of Sediment Transport Under Storm Surge?", _sc("person", "a13")),
    ("Which journal published A Lattice Boltzmann Model of Estuarine Flow?", _sc("journal", "jch")),
    ("When was Cross-Lingual Transfer of Morphological Taggers published?", {"2021"}),
    ("What is the DOI of Morphological Tagging for Low-Resource Languages?", {"10.5555/cll.2019.0112"}),
    ("Which papers cite Tidal Mixing in Shallow Estuaries?", _sc("work", "w102", "w103", "w106")),
    ("What does Storm Surge Forecasting With Graph Networks cite?", _sc("work", "w102", "w103")),
    ("Which articles did Keiko Morimoto write?", _sc("work", "w102", "w103", "w107")),
    ("Which articles were published in Computational Linguistics Letters?", _sc("work", "w104", "w105", "w106")),
    ("Which paper's method does A Lattice Boltzmann Model of Estuarine Flow use?", _sc("work", "w102")),
    ("Who co-authored with Lorenzo Vitale?", _sc("person", "a11", "a12", "a15")),
    ("what papers did ravi chandrasekar publish in 2019", _sc("work", "w104")),
    ("Who wrote the papers that cite Morphological Tagging for Low-Resource Languages?",
     _sc("person", "a11", "a15", "a16")),
    ("In which year was Tidal Mixing in Shallow Estuaries published?", {"2018"}),
    ("What is the family name of the author of A Lattice Boltzmann Model of Estuarine Flow?", {"Morimoto"}),
    ("Which journals has Solveig Brenna published in?", _sc("journal", "jch", "cll")),
    ("Who wrote Sediment Transport Under Strom Surge?", _sc("person", "a12", "a13", "a14")),  # misspelt: Storm
    ("How many articles has Adaeze Nwachukwu written?", {"2"}),
    ("In which volume was Sediment Transport Under Storm Surge published?", {"13"}),
    ("Which papers use the method of Sediment Transport Under Storm Surge?", _sc("work", "w103")),
    ("What is Ibarra's first name?", {"Tomás"}),
    ("How many times has Tidal Mixing in Shallow Estuaries been downloaded?", set()),  # no usage counts in the KG
    ("What is Keiko Morimoto's affiliation?", set()),  # no affiliations in the KG
    ("Who funded Cross-Lingual Transfer of Morphological Taggers?", set()),  # no funding data in the KG
]
SCHOLARLY_MADE_UP = ["Who wrote Tidal Mixing in Deep Fjords?", "Which papers cite Storm Surge Forecasting With Transformers?",
                     "Which articles did Keiko Brenna write?",
                     "What is the DOI of Morphological Parsing for High-Resource Languages?",
                     "Which articles were published in the Journal of Alpine Hydrology?",
                     "Who is the first author of Estuary Sound Archives as Music Data?"]
SCHOLARLY_GRAPHS = [
    ('[("Tidal Mixing in Shallow Estuaries", "written by", ?x)]', _sc("person", "a12", "a13")),
    ('[(?x, "references", "Tidal Mixing in Shallow Estuaries")]', _sc("work", "w102", "w103", "w106")),
    ('[("A Lattice Boltzmann Model of Estuarine Flow", "appeared in", ?i), (?i, "journal", ?x)]', _sc("journal", "jch")),
    ('[(?x, "author", "Keiko Morimoto")]', _sc("work", "w102", "w103", "w107")),
    ('[("Cross-Lingual Transfer of Morphological Taggers", "cites", ?p), (?p, "year", ?x)]', {"2019"}),
    ('[("Storm Surge Forecasting With Graph Networks", "builds on method of", ?x)]', _sc("work", "w103")),
]


# ---- fhir (FHIR R4 RDF: every primitive wrapped in a node with fhir:value, nested references and codes) --
EHR = "https://ehr.example.org/fhir/"
SNOMED, LOINC = "http://snomed.info/sct", "http://loinc.org"
FH_PRACTITIONERS = {"prac-01": ("Claire", "Dubois"), "prac-02": ("Yusuf", "Demir")}
FH_PATIENTS = {  # id: (given, family, gender, birth date, general practitioner)
    "pat-001": ("Ada", "Okoro", "female", "1978-04-12", "prac-01"),
    "pat-002": ("Henrik", "Lindahl", "male", "1951-11-30", "prac-02"),
    "pat-003": ("Sofia", "Marchetti", "female", "1990-06-05", "prac-01"),
    "pat-004": ("Dev", "Raman", "male", "1985-02-19", "prac-02"),
}
FH_CONDITIONS = {  # id: (patient, SNOMED code, display, onset date)
    "cond-1": ("pat-001", "44054006", "Type 2 diabetes mellitus", "2015-03-02"),
    "cond-2": ("pat-002", "59621000", "Essential hypertension", "2009-04-21"),
    "cond-3": ("pat-002", "49436004", "Atrial fibrillation", "2020-08-17"),
    "cond-4": ("pat-004", "195967001", "Asthma", "1995-10-03"),
}
FH_OBSERVATIONS = {  # id: (patient, LOINC code, display, value, unit, effective dateTime, performer or None)
    "obs-1": ("pat-001", "4548-4", "Hemoglobin A1c", "7.2", "%", "2024-01-15T08:30:00Z", "prac-01"),
    "obs-2": ("pat-001", "29463-7", "Body weight", "82.5", "kg", "2024-01-15T08:35:00Z", "prac-01"),
    "obs-3": ("pat-002", "8867-4", "Heart rate", "88", "beats/minute", "2024-02-03T09:15:00Z", "prac-02"),
    "obs-4": ("pat-002", "29463-7", "Body weight", "77.4", "kg", "2024-02-03T09:20:00Z", None),
    "obs-5": ("pat-003", "29463-7", "Body weight", "61.2", "kg", "2023-12-11T14:00:00Z", "prac-01"),
    "obs-6": ("pat-004", "8867-4", "Heart rate", "64", "beats/minute", "2024-03-08T10:45:00Z", "prac-02"),
}
FH_MEDICATIONS = {  # id: (patient, medication text, requester, authored on)
    "med-1": ("pat-001", "Metformin 500 mg tablet", "prac-01", "2015-03-10"),
    "med-2": ("pat-002", "Apixaban 5 mg tablet", "prac-02", "2020-08-20"),
    "med-3": ("pat-002", "Amlodipine 10 mg tablet", "prac-01", "2009-05-01"),
    "med-4": ("pat-004", "Salbutamol 100 microgram inhaler", "prac-02", "2019-09-12"),
}


def _ehr(kind: str, ident: str) -> str:
    return f"{EHR}{kind}/{ident}"


def fhir_kg() -> str:
    """N-Triples of the FHIR R4 RDF KG (blank nodes for every nested element)."""
    g = Graph()
    counter = iter(range(1, 100_000))

    def bnode() -> str:
        return f"_:b{next(counter)}"

    def prim(s: str, p: str, literal: str) -> None:
        n = bnode()
        g.add(s, FHIR + p, n), g.add(n, FHIR + "value", literal)

    def ref(s: str, p: str, kind: str, ident: str) -> None:
        n = bnode()
        g.add(s, FHIR + p, n), g.add(n, FHIR + "link", _ehr(kind, ident))
        prim(n, "Reference.reference", _lit(f"{kind}/{ident}"))

    def name(s: str, kind: str, given: str, family: str, prefix: str | None = None) -> None:
        n = bnode()
        g.add(s, FHIR + f"{kind}.name", n), g.add(n, FHIR + "index", _typed(0, "integer"))
        prim(n, "HumanName.family", _lit(family))
        gn = bnode()
        g.add(n, FHIR + "HumanName.given", gn), g.add(gn, FHIR + "index", _typed(0, "integer"))
        g.add(gn, FHIR + "value", _lit(given))
        if prefix:
            prim(n, "HumanName.prefix", _lit(prefix))

    def concept(s: str, p: str, system: str, code: str, display: str) -> None:
        cc, coding = bnode(), bnode()
        g.add(s, FHIR + p, cc), g.add(cc, FHIR + "CodeableConcept.coding", coding)
        g.add(coding, FHIR + "index", _typed(0, "integer"))
        prim(coding, "Coding.system", _typed(system, "anyURI")), prim(coding, "Coding.code", _lit(code))
        prim(coding, "Coding.display", _lit(display))

    def resource(kind: str, ident: str) -> str:
        r = _ehr(kind, ident)
        g.add(r, RDF_TYPE, FHIR + kind), g.add(r, FHIR + "nodeRole", FHIR + "treeRoot")
        prim(r, "Resource.id", _lit(ident))
        return r

    for ident, (given, family) in FH_PRACTITIONERS.items():
        name(resource("Practitioner", ident), "Practitioner", given, family, "Dr.")
    for ident, (given, family, gender, born, gp) in FH_PATIENTS.items():
        p = resource("Patient", ident)
        name(p, "Patient", given, family)
        prim(p, "Patient.gender", _lit(gender)), prim(p, "Patient.birthDate", _typed(born, "date"))
        ref(p, "Patient.generalPractitioner", "Practitioner", gp)
    for ident, (patient, code, display, onset) in FH_CONDITIONS.items():
        c = resource("Condition", ident)
        ref(c, "Condition.subject", "Patient", patient), concept(c, "Condition.code", SNOMED, code, display)
        prim(c, "Condition.onsetDateTime", _typed(onset, "date"))
    for ident, (patient, code, display, value, unit, when, performer) in FH_OBSERVATIONS.items():
        o = resource("Observation", ident)
        prim(o, "Observation.status", _lit("final"))
        ref(o, "Observation.subject", "Patient", patient), concept(o, "Observation.code", LOINC, code, display)
        q = bnode()
        g.add(o, FHIR + "Observation.valueQuantity", q)
        prim(q, "Quantity.value", _typed(value, "decimal")), prim(q, "Quantity.unit", _lit(unit))
        prim(o, "Observation.effectiveDateTime", _typed(when, "dateTime"))
        if performer:
            ref(o, "Observation.performer", "Practitioner", performer)
    for ident, (patient, text, requester, authored) in FH_MEDICATIONS.items():
        m = resource("MedicationRequest", ident)
        prim(m, "MedicationRequest.status", _lit("active"))
        ref(m, "MedicationRequest.subject", "Patient", patient)
        cc = bnode()
        g.add(m, FHIR + "MedicationRequest.medicationCodeableConcept", cc), prim(cc, "CodeableConcept.text", _lit(text))
        ref(m, "MedicationRequest.requester", "Practitioner", requester)
        prim(m, "MedicationRequest.authoredOn", _typed(authored, "date"))
    return g.text()


def _fh(kind: str, *ids: str) -> set[str]:
    return {_ehr(kind, i) for i in ids}


def _cond(*ids: str) -> set[str]:
    """A condition answered either as the Condition resource or as its coded display text."""
    return _fh("Condition", *ids) | {FH_CONDITIONS[i][2] for i in ids}


def _med(*ids: str) -> set[str]:
    """A prescription answered either as the MedicationRequest resource or as its medication text."""
    return _fh("MedicationRequest", *ids) | {FH_MEDICATIONS[i][1] for i in ids}


FHIR_QUESTIONS = [
    ("When was Henrik Lindahl born?", {"1951-11-30"}),
    ("What conditions does Henrik Lindahl have?", _cond("cond-2", "cond-3")),
    ("Who is Ada Okoro's general practitioner?", _fh("Practitioner", "prac-01")),
    ("What was Henrik Lindahl's heart rate?", {"88"}),
    ("How much does Sofia Marchetti weigh?", {"61.2"}),
    ("Which patients have asthma?", _fh("Patient", "pat-004")),
    ("Who prescribed Apixaban 5 mg tablet to Henrik Lindahl?", _fh("Practitioner", "prac-02")),
    ("When was Ada Okoro diagnosed with type 2 diabetes mellitus?", {"2015-03-02"}),
    ("What is the gender of Dev Raman?", {"male"}),
    ("Which patients are female?", _fh("Patient", "pat-001", "pat-003")),
    ("Which patients have Claire Dubois as their general practitioner?", _fh("Patient", "pat-001", "pat-003")),
    ("what was the hemoglobin a1c of ada okoro", {"7.2"}),
    ("When was Henrik Lindahl's heart rate measured?", {"2024-02-03T09:15:00Z"}),
    ("Which medications did Yusuf Demir prescribe?", _med("med-2", "med-4")),
    ("What medication was prescribed to Henrik Lindahl?", _med("med-2", "med-3")),
    ("When was Henrik Lindhal born?", {"1951-11-30"}),  # misspelt: Lindahl
    ("Who performed the heart rate observation of Henrik Lindahl?", _fh("Practitioner", "prac-02")),
    ("What conditions do the patients of Claire Dubois have?", _cond("cond-1")),
    ("What is the SNOMED code of atrial fibrillation?", {"49436004"}),
    ("Which patients were prescribed Metformin 500 mg tablet?", _fh("Patient", "pat-001")),
    ("How many observations were recorded for Henrik Lindahl?", {"2"}),
    ("What is Ada Okoro's blood type?", set()),  # no blood-group observation in the KG
    ("Which hospital is Sofia Marchetti admitted to?", set()),  # no encounters or organisations in the KG
    ("What is Dev Raman's phone number?", set()),  # no telecom data in the KG
]
FHIR_MADE_UP = ["When was Henrik Okoro born?", "Who is Marta Lindahl's general practitioner?",
                "How much does Sofia Raman weigh?", "What conditions does Oskar Thelin have?",
                "Which medications did Petra Novak prescribe?", "Which patients have Dr. Claire Demir as their doctor?"]
FHIR_GRAPHS = [
    ('[("Henrik Lindahl", "born", ?x)]', {"1951-11-30"}),
    ('[("Ada Okoro", "doctor", ?x)]', _fh("Practitioner", "prac-01")),
    ('[("Sofia Marchetti", "weight", ?x)]', {"61.2"}),
    ('[(?m, "prescribed by", "Yusuf Demir"), (?m, "patient", ?x)]', _fh("Patient", "pat-002", "pat-004")),
    ('[(?p, "general practitioner", "Claire Dubois"), (?p, "birth date", ?x)]', {"1978-04-12", "1990-06-05"}),
    ('[(?o, "performer", "Claire Dubois"), (?o, "value", ?x)]', {"7.2", "82.5", "61.2"}),
]

KGS_G = {"shop": (shop_kg, SHOP_QUESTIONS, SHOP_MADE_UP, SHOP_GRAPHS),
         "software": (software_kg, SOFTWARE_QUESTIONS, SOFTWARE_MADE_UP, SOFTWARE_GRAPHS),
         "memberships": (memberships_kg, MEMBERSHIPS_QUESTIONS, MEMBERSHIPS_MADE_UP, MEMBERSHIPS_GRAPHS),
         "scholarly": (scholarly_kg, SCHOLARLY_QUESTIONS, SCHOLARLY_MADE_UP, SCHOLARLY_GRAPHS),
         "fhir": (fhir_kg, FHIR_QUESTIONS, FHIR_MADE_UP, FHIR_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_G, __doc__)
