"""A twelfth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_k.py):

- `landregistry`: a price-paid and title register in the shape of HM Land Registry's linked data (real
  `lrppi:` / `lrcommon:` vocabularies, fictional towns and people): sales are `lrppi:TransactionRecord`s
  with GUID IRIs (`…/ppi/transaction/A169B6E2-…/current`), `lrppi:pricePaid` xsd:integer,
  `lrppi:transactionDate` xsd:date, `lrppi:newBuild` xsd:boolean, `lrppi:propertyType` / `estateType` →
  `lrcommon:` concepts (`semi-detached`, `flat-maisonette`, `leasehold`, …, `rdfs:label`@en); a property
  has NO name at all: only an address node with an md5-like IRI (`…/ppi/address/c86d8bc6…`) whose
  `lrcommon:saon` / `paon` / `street` / `locality` / `town` / `district` / `postcode` are UPPER-CASE
  strings ("FLAT 2", "ORCHARD HOUSE", "STATION ROAD"), so "Flat 2, Orchard House" or "14 Larkspur Close"
  must be assembled from parts; three properties sold twice; a title register of its own (`tr:`): titles by
  title-number IRIs (`…/title/CB771052`, `tr:titleNumber`) with `tr:registeredProperty` → the same
  address node, `tr:tenure`, `tr:proprietor` → parties with opaque ids (`…/party/P-00423`): people named
  by `schema:name`, companies ONLY by a Companies-House-style UPPER-CASE `schema:legalName`
  ("THORNBURY ESTATES LIMITED") and `tr:companyNumber` "08841276"; mortgages as BLANK-NODE charges
  (`tr:charge` → `tr:chargee`, `tr:chargeDate`); leasehold flats point at their freehold with
  `tr:landlordTitle` and carry a `tr:leaseTerm` string; a plot with `tr:areaHectares` xsd:decimal;
- `packages`: a package registry for a fictional language ecosystem in DOAP + SPDX: packages by name
  IRIs (`…/package/tidepool`) with `doap:name`, `doap:shortdesc`@en, `doap:homepage`, a blank-node
  `doap:repository` (`doap:GitRepository`, `doap:location`), `doap:license` → SPDX licence IRIs
  (`http://spdx.org/licenses/MPL-2.0`, named only by `spdx:licenseId` and `spdx:name`; two packages dual
  licensed), `doap:maintainer` → users (`…/user/ksolberg`) with `foaf:nick` and `foaf:name` (one user
  has a nick only); versions are nodes (`…/package/tidepool/1.1.2`, `doap:Version`) named only by
  `doap:revision` "1.1.2" with `doap:created` xsd:date, `pkg:yanked` xsd:boolean on one, `pkg:latestVersion`
  on the package; dependencies are BLANK NODES on a version (`pkg:dependency` → `pkg:dependsOn` →
  package, `pkg:versionReq` "^0.4" / "~2.1" / "=2.1.5", `pkg:kind` "dev"/"build" only when not normal,
  `pkg:optional` true only when optional), so "which packages depend on X" is three hops;
- `weather`: daily observations from a CSV on the Web conversion (csv2rdf, standard mode) of two tables,
  `stations.csv` and `daily-2024-03.csv`: every column is its own predicate named after the column
  (`…/csv/daily-2024-03.csv#tmax_c`, `#precip_mm`, `#max_gust_kmh`, `#weather_summary`, and two columns
  whose headers had spaces and brackets, percent-encoded: `stations.csv#Station%20Type`,
  `daily-2024-03.csv#Sunshine%20%28hrs%29`); stations by id IRIs (`…/station/NM0433`) named only by
  the `stations.csv#station_name` column, with `#station_id`, `#elevation_m` xsd:integer, `#latitude` /
  `#longitude` xsd:decimal, `#county` and `#opened` xsd:date; each daily row a node of its own
  (`…/obs/NM0433/2024-03-12`) pointing at its station through `daily-2024-03.csv#station_id` (valueUrl),
  with `#date` xsd:date and numbers as xsd:decimal / xsd:integer, summaries untyped strings; empty cells
  give no triple (a gust sensor fault, no sunshine recorder on the summit); csvw:TableGroup / Table /
  Row scaffolding (`csvw:row`, `csvw:rownum`, `csvw:describes`) around the rows, as standard mode emits;
- `bibframe`: a library catalogue in BIBFRAME 2 (fictional books): Works and Instances with opaque IRIs
  (`…/resources/works/c000412`, `…/resources/instances/c000412-1`); titles ONLY in blank-node
  `bf:Title`s (`bf:mainTitle`, a lower-case MARC-style `bf:subtitle`; the translations' titles tagged
  @nb / @fr); creators only through blank-node `bf:Contribution`s (`bf:agent`, `bf:role` → LoC relator
  IRIs `…/relators/aut|trl|ill|edt|ctb` labelled by `madsrdf:authoritativeLabel`, the first author's
  contribution also a `bf:PrimaryContribution`); agents named by inverted authority headings in
  `rdfs:label` ("Varga, Elin, 1961-", "Halloran, Declan, 1944-2019"); `bf:translationOf` between works;
  `bf:language` → LoC language IRIs (`…/languages/nor`, `madsrdf:authoritativeLabel`@en); subjects as
  `bf:Topic`s with pre-coordinated headings ("Ironwork--Scotland--History"), `bf:genreForm`,
  `bf:originDate`, an LC classification in a blank node (`bf:classificationPortion`); instances
  `bf:instanceOf` their work, with blank-node `bf:provisionActivity` (`bf:Publication`: `bf:date`,
  `bf:agent` → publisher, `bf:place` → place), `bf:extent` (`rdfs:label` "xii, 288 pages"),
  `bf:identifiedBy` → `bf:Isbn` with `rdf:value`, `bf:responsibilityStatement`, `bf:seriesStatement`;
- `videogames`: a game database with an OWL ontology of its own (`…/ontology#`) that declares five pairs
  of inverse properties with `owl:inverseOf` (`developedBy`/`developed`, `publishedBy`/`published`,
  `hasSequel`/`sequelOf`, `composer`/`composedMusicFor`, `subsidiaryOf`/`hasSubsidiary`, each labelled
  @en), and facts stated in EITHER direction, as merged sources do (Brasswick's games say
  `developedBy`, Fernhollow and Orbital Thicket state `developed` on the company; publishers and composers
  mixed the same way; the one sequel only as `hasSequel` on the first game, the one subsidiary only as
  `hasSubsidiary` on the parent); games have NO label: names only in percent-encoded IRIs
  (`…/game/Hollowmere%3A%20The%20Drowned%20Bell`, `Caf%C3%A9%20Kaiju`, `Quarry%20%26%20Quill`) plus
  `vg:ludexId`; companies with opaque ids (`…/company/c-2291`) named by
  `vg:companyName` (one in @en and @ja), `vg:foundedYear` xsd:gYear, `vg:headquarters` → cities named
  only in their IRIs (`…/place/Montr%C3%A9al`); people by `foaf:name`; platforms, genres and engines by
  `skos:prefLabel` / `skos:altLabel` ("PS5", "ARPG") or `rdfs:label`; releases as BLANK-NODE records
  (`vg:release` → `vg:region`, `vg:releaseDate` xsd:date, `vg:releaseType` "early access");
  `vg:criticScore` xsd:integer (one game unscored), `vg:pegiRating` "PEGI 16".

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_l.py [--json]
"""

from __future__ import annotations

import hashlib
import sys
import uuid
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

MADS = "http://www.loc.gov/mads/rdf/v1#"
RDF_VALUE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#value"


# ---- landregistry (HMLR-style price paid records + a title register; addresses only as UPPER-CASE parts) ---
LRPPI = "http://landregistry.data.gov.uk/def/ppi/"
LRCOMMON = "http://landregistry.data.gov.uk/def/common/"
LD = "https://landdata.ashdale.example/data/"
TR = "https://landdata.ashdale.example/def/title#"
LR_CONCEPTS = {"detached": "detached", "semi-detached": "semi-detached", "terraced": "terraced",
               "flat-maisonette": "flat/maisonette", "freehold": "freehold", "leasehold": "leasehold"}
LR_ADDRESSES = {  # key: (saon, paon, street, locality, town, district, postcode)
    "larkspur14": (None, "14", "LARKSPUR CLOSE", None, "HOLLINGFORD", "WEST ASHDALE", "HF4 7QD"),
    "millrace3": (None, "3", "MILLRACE LANE", "UPPER BRANTWICK", "HOLLINGFORD", "WEST ASHDALE", "HF6 2LS"),
    "orchard": (None, "ORCHARD HOUSE", "STATION ROAD", None, "CALDERBY", "CALDERBY", "CB1 9XT"),
    "orchard2": ("FLAT 2", "ORCHARD HOUSE", "STATION ROAD", None, "CALDERBY", "CALDERBY", "CB1 9XT"),
    "orchard5": ("FLAT 5", "ORCHARD HOUSE", "STATION ROAD", None, "CALDERBY", "CALDERBY", "CB1 9XT"),
    "forge": (None, "THE OLD FORGE", "CHURCH STREET", "NETHER WYKE", "CALDERBY", "CALDERBY", "CB4 3PE"),
    "tannery27": (None, "27", "TANNERY ROW", None, "HOLLINGFORD", "WEST ASHDALE", "HF1 5AB"),
    "heather8": (None, "8", "HEATHER BANK", None, "ASHBY FELL", "WEST ASHDALE", "AF2 8RN"),
    "kiln4": (None, "PLOT 4", "KILN MEADOW", None, "ASHBY FELL", "WEST ASHDALE", "AF2 8TW"),
}
LR_ADDRESS_PARTS = ("saon", "paon", "street", "locality", "town", "district", "postcode")
LR_SALES = [  # (address, price paid, transaction date, property type, estate type, new build, category)
    ("tannery27", 164000, "2015-09-04", "terraced", "freehold", False, "standard"),
    ("larkspur14", 312000, "2016-04-29", "semi-detached", "freehold", False, "standard"),
    ("heather8", 264000, "2017-07-21", "semi-detached", "freehold", False, "standard"),
    ("orchard2", 148950, "2018-02-16", "flat-maisonette", "leasehold", True, "standard"),
    ("orchard5", 152000, "2018-03-09", "flat-maisonette", "leasehold", True, "standard"),
    ("millrace3", 587000, "2019-10-04", "detached", "freehold", False, "standard"),
    ("forge", 425000, "2020-06-30", "detached", "freehold", False, "standard"),
    ("larkspur14", 365500, "2021-08-13", "semi-detached", "freehold", False, "standard"),
    ("tannery27", 219995, "2022-11-18", "terraced", "freehold", False, "additional"),
    ("orchard5", 171250, "2023-01-27", "flat-maisonette", "leasehold", False, "standard"),
    ("kiln4", 389950, "2023-05-12", "detached", "freehold", True, "standard"),
]
LR_PARTIES = {  # id: (name, company number or None for a person, is an organisation)
    "P-00411": ("Priya Ostrowski", None, False), "P-00412": ("Daniel Ostrowski", None, False),
    "P-00415": ("Marcus Pennock", None, False), "P-00420": ("THORNBURY ESTATES LIMITED", "08841276", True),
    "P-00423": ("Eilidh Carmody", None, False), "P-00427": ("Rafael Quintero-Hale", None, False),
    "P-00431": ("Judith Varley", None, False), "P-00432": ("Owen Varley", None, False),
    "P-00436": ("GREYWELL LETTINGS LTD", "11920483", True), "P-00440": ("Tomasz Wrenfield", None, False),
    "P-00444": ("Sunniva Hallam", None, False), "P-00450": ("NORTHMOOR BANK PLC", "00394411", True),
    "P-00451": ("ASHDALE BUILDING SOCIETY", None, True),
}
LR_LEASE = "125 years from 1 January 2018"
# title number: (address, tenure, [proprietors], [(chargee, charge date)], landlord title, lease term, hectares)
LR_TITLES = {
    "HF418273": ("larkspur14", "freehold", ["P-00411", "P-00412"], [("P-00451", "2021-08-13")], None, None, None),
    "HF502117": ("millrace3", "freehold", ["P-00415"], [], None, None, None),
    "CB771040": ("orchard", "freehold", ["P-00420"], [], None, None, None),
    "CB771052": ("orchard2", "leasehold", ["P-00423"], [("P-00450", "2018-02-16")], "CB771040", LR_LEASE, None),
    "CB771059": ("orchard5", "leasehold", ["P-00427"], [("P-00451", "2023-01-27")], "CB771040", LR_LEASE, None),
    "CB330915": ("forge", "freehold", ["P-00431", "P-00432"], [], None, None, None),
    "HF611804": ("tannery27", "freehold", ["P-00436"], [("P-00450", "2022-11-18")], None, None, None),
    "AF209466": ("heather8", "freehold", ["P-00440"], [("P-00450", "2017-07-21")], None, None, None),
    "AF288130": ("kiln4", "freehold", ["P-00444"], [], None, None, "0.0412"),
}


def _lr_address(key: str) -> str:
    text = ", ".join(part for part in LR_ADDRESSES[key] if part)
    return f"{LD}ppi/address/{hashlib.md5(text.encode()).hexdigest()}"


def _lr_guid(n: int) -> str:
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"ashdale-ppi/{n}")).upper()


def _lr_sale(n: int) -> str:
    return f"{LD}ppi/transaction/{_lr_guid(n)}/current"


def _addr(*keys: str) -> set[str]:
    return {_lr_address(k) for k in keys}


def _lr_party(*ids: str) -> set[str]:
    return {f"{LD}party/{i}" for i in ids}


def _title(*numbers: str) -> set[str]:
    return {f"{LD}title/{n}" for n in numbers}


def landregistry_kg() -> str:
    """N-Triples of the price-paid records and the title register."""
    g = Graph()
    for key, label in LR_CONCEPTS.items():
        g.add(LRCOMMON + key, RDF_TYPE, SKOS + "Concept"), g.add(LRCOMMON + key, RDFS + "label", _lit(label, "en"))
    for key, label in (("standard", "standard price paid transaction"),
                       ("additional", "additional price paid transaction")):
        c = f"{LRPPI}{key}PricePaidTransaction"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, RDFS + "label", _lit(label, "en"))
    for key, parts in LR_ADDRESSES.items():
        a = _lr_address(key)
        g.add(a, RDF_TYPE, LRCOMMON + "BS7666Address")
        for name, value in zip(LR_ADDRESS_PARTS, parts):
            if value:
                g.add(a, LRCOMMON + name, _lit(value))
    for n, (key, price, day, kind, estate, new, category) in enumerate(LR_SALES):
        t = _lr_sale(n)
        g.add(t, RDF_TYPE, LRPPI + "TransactionRecord"), g.add(t, LRPPI + "transactionId", _lit(f"{{{_lr_guid(n)}}}"))
        g.add(t, LRPPI + "pricePaid", _typed(price, "integer"))
        g.add(t, LRPPI + "transactionDate", _typed(day, "date"))
        g.add(t, LRPPI + "propertyAddress", _lr_address(key)), g.add(t, LRPPI + "propertyType", LRCOMMON + kind)
        g.add(t, LRPPI + "estateType", LRCOMMON + estate)
        g.add(t, LRPPI + "newBuild", _typed(str(new).lower(), "boolean"))
        g.add(t, LRPPI + "transactionCategory", f"{LRPPI}{category}PricePaidTransaction")
        g.add(t, LRPPI + "recordStatus", LRPPI + "add")
    for pid, (name, number, organisation) in LR_PARTIES.items():
        p = f"{LD}party/{pid}"
        if organisation:
            g.add(p, RDF_TYPE, SCHEMA + "Organization"), g.add(p, SCHEMA + "legalName", _lit(name))
            if number:
                g.add(p, TR + "companyNumber", _lit(number))
        else:
            g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
    for number, (key, tenure, owners, charges, landlord, lease, hectares) in LR_TITLES.items():
        t = f"{LD}title/{number}"
        g.add(t, RDF_TYPE, TR + "RegisteredTitle"), g.add(t, TR + "titleNumber", _lit(number))
        g.add(t, TR + "registeredProperty", _lr_address(key)), g.add(t, TR + "tenure", LRCOMMON + tenure)
        for owner in owners:
            g.add(t, TR + "proprietor", f"{LD}party/{owner}")
        for n, (chargee, day) in enumerate(charges, 1):
            c = f"_:charge_{number}_{n}"
            g.add(t, TR + "charge", c), g.add(c, RDF_TYPE, TR + "RegisteredCharge")
            g.add(c, TR + "chargee", f"{LD}party/{chargee}"), g.add(c, TR + "chargeDate", _typed(day, "date"))
        if landlord:
            g.add(t, TR + "landlordTitle", f"{LD}title/{landlord}")
        if lease:
            g.add(t, TR + "leaseTerm", _lit(lease))
        if hectares:
            g.add(t, TR + "areaHectares", _typed(hectares, "decimal"))
    return g.text()


LANDREGISTRY_QUESTIONS = [
    ("How much was 14 Larkspur Close sold for in 2021?", {"365500"}),
    ("When was The Old Forge sold?", {"2020-06-30"}),
    ("Who owns 3 Millrace Lane?", _lr_party("P-00415")),
    ("Who are the registered proprietors of title CB330915?", _lr_party("P-00431", "P-00432")),
    ("What is the postcode of 27 Tannery Row?", {"HF1 5AB"}),
    ("Which titles are registered to Thornbury Estates Limited?", _title("CB771040")),
    ("Which properties in Calderby were sold as new builds?", _addr("orchard2", "orchard5")),
    ("What type of property is 8 Heather Bank?", {LRCOMMON + "semi-detached"}),
    ("What is the tenure of Flat 5, Orchard House?", {LRCOMMON + "leasehold"}),
    ("Who holds the mortgage on Flat 2 Orchard House?", _lr_party("P-00450")),
    ("Which titles have a charge in favour of Ashdale Building Society?", _title("HF418273", "CB771059")),
    ("What is the company number of Greywell Lettings Ltd?", {"11920483"}),
    ("How many times has 14 Larkspur Close been sold?", {"2"}),
    ("What was the highest price paid for a property in Hollingford?", {"587000"}),
    ("What is the landlord title of CB771052?", _title("CB771040")),
    ("Who owns the freehold of Orchard House?", _lr_party("P-00420")),
    ("Who is the landlord of Eilidh Carmody's flat?", _lr_party("P-00420")),
    ("How much was paid for Flat 5, Orchard House in January 2023?", {"171250"}),
    ("what is the postcode of the old forge", {"CB4 3PE"}),
    ("When was Plot 4 Kiln Meadow sold?", {"2023-05-12"}),
    ("How large is the plot at Kiln Meadow in hectares?", {"0.0412"}),
    ("What is the lease term of Flat 2, Orchard House?", {LR_LEASE}),
    ("Who owns 8 Heathr Bank?", _lr_party("P-00440")),  # misspelt: Heather
    ("Which terraced houses have been sold?", _addr("tannery27")),
    ("What is the title number of 27 Tannery Row?", {"HF611804"}),
    ("When did Greywell Lettings take out its mortgage?", {"2022-11-18"}),
    ("In which town is Millrace Lane?", {"HOLLINGFORD"}),
    ("How many new-build sales are recorded?", {"3"}),
    ("What is the council tax band of 14 Larkspur Close?", set()),  # no council tax in the KG
    ("How many bedrooms does The Old Forge have?", set()),  # no room counts or floor areas
    ("Which estate agent handled the sale of 3 Millrace Lane?", set()),  # no agents
]
LANDREGISTRY_MADE_UP = ["Who owns 14 Foxglove Close?", "When was The Old Mill sold?",
                        "Which titles are registered to Thornbury Homes Limited?",
                        "What is the postcode of 27 Tannery Lane?",
                        "What is the company number of Northmoor Lettings Ltd?",
                        "How much was 9 Larkspur Close sold for in 2021?"]
LANDREGISTRY_GRAPHS = [
    ('[("HF418273", "proprietor", ?x)]', _lr_party("P-00411", "P-00412")),
    ('[(?t, "registered proprietor", "THORNBURY ESTATES LIMITED"), (?t, "title number", ?x)]', {"CB771040"}),
    ('[("CB771052", "landlord title", ?t), (?t, "proprietor", ?x)]', _lr_party("P-00420")),
    ('[("HF611804", "charge", ?c), (?c, "charge date", ?x)]', {"2022-11-18"}),
    ('[(?x, "property type", "detached")]', {_lr_sale(5), _lr_sale(6), _lr_sale(10)}),
    ('[("GREYWELL LETTINGS LTD", "company number", ?x)]', {"11920483"}),
]


# ---- packages (DOAP + SPDX registry: versions as nodes, dependencies as blank nodes with version ranges) -----
QR = "https://registry.quarrel.example/"
PKG = "https://registry.quarrel.example/ns#"
DOAP = "http://usefulinc.com/ns/doap#"
SPDX, SPDXT = "http://spdx.org/licenses/", "http://spdx.org/rdf/terms#"
PK_LICENSES = {"MIT": "MIT License", "Apache-2.0": "Apache License 2.0",
               "BSD-3-Clause": 'BSD 3-Clause "New" or "Revised" License', "MPL-2.0": "Mozilla Public License 2.0",
               "ISC": "ISC License"}
PK_USERS = {"ksolberg": "Kari Solberg", "mvanterpool": "Mireille Vanterpool", "okerrigan-dale": "Orla Kerrigan-Dale",
            "tessab": None, "hyuen": "Hoi-Lam Yuen"}
PK_GIT = "https://forge.quarrel.example/"
_TIDEPOOL_11 = [("ringlet", "^0.4", None, False), ("quillhash", "~2.1", None, False), ("tracewell", "^0.7", None, True),
                ("fixturebox", "^1.2", "dev", False)]
# name: (description, homepage or None, repository, [licences], [maintainers],
#        {version: (release date, yanked, [(dependency, version requirement, kind or None, optional)])}), oldest first
PK_PACKAGES = {
    "ringlet": ("Lock-free ring buffers for single and multiple producers", None, PK_GIT + "mvanterpool/ringlet",
                ["MIT"], ["mvanterpool"],
                {"0.3.1": ("2022-06-01", False, []), "0.4.0": ("2023-01-10", True, []),
                 "0.4.1": ("2023-01-12", False, [])}),
    "quillhash": ("Fast non-cryptographic hashing with a stable output across platforms", None,
                  PK_GIT + "okd/quillhash", ["BSD-3-Clause"], ["okerrigan-dale"],
                  {"2.0.0": ("2021-08-30", False, []), "2.1.5": ("2023-02-02", False, [])}),
    "fixturebox": ("Declarative test fixtures and snapshot assertions", None, PK_GIT + "hyuen/fixturebox", ["MIT"],
                   ["hyuen"], {"1.2.4": ("2022-12-01", False, [])}),
    "tracewell": ("Structured, levelled logging with span contexts", None, PK_GIT + "tessab/tracewell",
                  ["Apache-2.0"], ["tessab"], {"0.7.0": ("2023-04-18", False, [("ringlet", "^0.3", None, False)])}),
    "tidepool": ("An asynchronous runtime built on work-stealing task queues", "https://tidepool.example.dev/",
                 PK_GIT + "tidepool/tidepool", ["MIT", "Apache-2.0"], ["ksolberg", "mvanterpool"],
                 {"1.0.0": ("2023-03-20", False, [("ringlet", "^0.3", None, False), ("quillhash", "^2.0", None, False),
                                                  ("fixturebox", "^1.2", "dev", False)]),
                  "1.1.0": ("2023-07-02", False, _TIDEPOOL_11), "1.1.2": ("2023-09-08", False, _TIDEPOOL_11)}),
    "cinderconf": ("Layered configuration files with environment overrides", "https://cinderconf.example.dev/",
                   PK_GIT + "hyuen/cinderconf", ["ISC"], ["hyuen"],
                   {"0.5.0": ("2023-07-07", False, [("quillhash", "=2.1.5", "build", False)])}),
    "harbourline": ("An HTTP/1.1 and HTTP/2 client with connection pooling", None, PK_GIT + "harbourline/harbourline",
                    ["MPL-2.0"], ["ksolberg", "tessab"],
                    {"2.0.0": ("2023-06-15", False, [("tidepool", "^1.0", None, False),
                                                     ("quillhash", "^2.0", None, False)]),
                     "2.2.0": ("2024-01-09", False, [("tidepool", "^1.1", None, False),
                                                     ("quillhash", "^2.0", None, False),
                                                     ("tracewell", "^0.7", None, False),
                                                     ("fixturebox", "^1.2", "dev", False)])}),
    "mossgate": ("A small web framework with typed routing", None, PK_GIT + "okd/mossgate", ["MIT", "Apache-2.0"],
                 ["okerrigan-dale", "ksolberg"],
                 {"0.1.0": ("2024-02-28", False, [("harbourline", "^2.2", None, False),
                                                  ("tidepool", "^1.1", None, False),
                                                  ("cinderconf", "^0.5", None, True)])}),
}


def _pkg(*names: str) -> set[str]:
    return {f"{QR}package/{n}" for n in names}


def _ver(name: str, revision: str) -> str:
    return f"{QR}package/{name}/{revision}"


def _user(*nicks: str) -> set[str]:
    return {f"{QR}user/{n}" for n in nicks}


def packages_kg() -> str:
    """N-Triples of the DOAP / SPDX package registry."""
    g = Graph()
    for lid, name in PK_LICENSES.items():
        g.add(SPDX + lid, RDF_TYPE, SPDXT + "ListedLicense"), g.add(SPDX + lid, SPDXT + "licenseId", _lit(lid))
        g.add(SPDX + lid, SPDXT + "name", _lit(name))
        g.add(SPDX + lid, SPDXT + "isOsiApproved", _typed("true", "boolean"))
    for nick, name in PK_USERS.items():
        u = next(iter(_user(nick)))
        g.add(u, RDF_TYPE, FOAF + "Person"), g.add(u, FOAF + "nick", _lit(nick))
        if name:
            g.add(u, FOAF + "name", _lit(name))
    for name, (description, homepage, repository, licences, maintainers, versions) in PK_PACKAGES.items():
        p, r = next(iter(_pkg(name))), f"_:repo_{name}"
        g.add(p, RDF_TYPE, DOAP + "Project"), g.add(p, DOAP + "name", _lit(name))
        g.add(p, DOAP + "shortdesc", _lit(description, "en")), g.add(p, DOAP + "programming-language", _lit("Quarrel"))
        if homepage:
            g.add(p, DOAP + "homepage", homepage)
        g.add(p, DOAP + "repository", r), g.add(r, RDF_TYPE, DOAP + "GitRepository")
        g.add(r, DOAP + "location", repository)
        for lid in licences:
            g.add(p, DOAP + "license", SPDX + lid)
        for nick in maintainers:
            g.add(p, DOAP + "maintainer", next(iter(_user(nick))))
        for revision, (day, yanked, dependencies) in versions.items():
            v = _ver(name, revision)
            g.add(p, DOAP + "release", v), g.add(v, RDF_TYPE, DOAP + "Version")
            g.add(v, DOAP + "revision", _lit(revision)), g.add(v, DOAP + "created", _typed(day, "date"))
            g.add(v, PKG + "yanked", _typed(str(yanked).lower(), "boolean"))
            for n, (dependency, requirement, kind, optional) in enumerate(dependencies, 1):
                d = f"_:dep_{name}_{revision.replace('.', '_')}_{n}"
                g.add(v, PKG + "dependency", d), g.add(d, RDF_TYPE, PKG + "Dependency")
                g.add(d, PKG + "dependsOn", next(iter(_pkg(dependency))))
                g.add(d, PKG + "versionReq", _lit(requirement))
                if kind:
                    g.add(d, PKG + "kind", _lit(kind))
                if optional:
                    g.add(d, PKG + "optional", _typed("true", "boolean"))
        g.add(p, PKG + "latestVersion", _ver(name, list(versions)[-1]))
    return g.text()


PACKAGES_QUESTIONS = [
    ("Who maintains ringlet?", _user("mvanterpool")),
    ("What licence is quillhash released under?", {SPDX + "BSD-3-Clause"}),
    ("Which packages does Kari Solberg maintain?", _pkg("tidepool", "harbourline", "mossgate")),
    ("What is the latest version of tidepool?", {_ver("tidepool", "1.1.2")}),
    ("When was tidepool 1.0.0 released?", {"2023-03-20"}),
    ("Which packages depend on ringlet?", _pkg("tidepool", "tracewell")),
    ("What version of ringlet does tidepool 1.1.2 require?", {"^0.4"}),
    ("Which versions of ringlet were yanked?", {_ver("ringlet", "0.4.0")}),
    ("What is the homepage of cinderconf?", {"https://cinderconf.example.dev/"}),
    ("Where is the source code of tracewell hosted?", {PK_GIT + "tessab/tracewell"}),
    ("How many releases does ringlet have?", {"3"}),
    ("Which packages are licensed under MIT?", _pkg("ringlet", "fixturebox", "tidepool", "mossgate")),
    ("Who maintains the dependencies of tracewell?", _user("mvanterpool")),
    ("Which packages does tessab maintain?", _pkg("tracewell", "harbourline")),
    ("Which licences does mossgate use?", {SPDX + "MIT", SPDX + "Apache-2.0"}),
    ("What is the SPDX identifier of harbourline's licence?", {"MPL-2.0"}),
    ("When was the first version of harbourline published?", {"2023-06-15"}),
    ("Which dependencies of mossgate are optional?", _pkg("cinderconf")),
    ("Which packages are used as dev dependencies?", _pkg("fixturebox")),
    ("Which version of quillhash does cinderconf pin?", {"=2.1.5"}),
    ("Who maintains harborline?", _user("ksolberg", "tessab")),  # misspelt: harbourline
    ("What does fixturebox do?", {"Declarative test fixtures and snapshot assertions"}),
    ("Which packages had a release in 2024?", _pkg("harbourline", "mossgate")),
    ("which crates depend on tidepool", _pkg("harbourline", "mossgate")),
    ("What is the full name of the maintainer of quillhash?", {"Orla Kerrigan-Dale"}),
    ("Which release of ringlet came out on 12 January 2023?", {_ver("ringlet", "0.4.1")}),
    ("What is the version number of the latest harbourline release?", {"2.2.0"}),
    ("How many downloads does tidepool have?", set()),  # no download counts in the KG
    ("How many GitHub stars does harbourline have?", set()),  # no stars / popularity
    ("Which security advisories affect ringlet?", set()),  # no advisories or vulnerabilities
]
PACKAGES_MADE_UP = ["Who maintains tidewater?", "What licence is quillcrypt released under?",
                    "Which packages does Kari Vanterpool maintain?", "Which packages depend on emberlog?",
                    "What is the latest version of harbourgate?", "When was ringlet 2.0.0 released?"]
PACKAGES_GRAPHS = [
    ('[("ringlet", "maintainer", ?x)]', _user("mvanterpool")),
    ('[(?p, "license", "MIT License"), (?p, "name", ?x)]', {"ringlet", "fixturebox", "tidepool", "mossgate"}),
    ('[("tidepool", "release", ?v), (?v, "revision", ?x)]', {"1.0.0", "1.1.0", "1.1.2"}),
    ('[("harbourline", "latest version", ?v), (?v, "created", ?x)]', {"2024-01-09"}),
    ('[(?x, "maintained by", "hyuen")]', _pkg("fixturebox", "cinderconf")),
    ('[("quillhash", "licence", ?l), (?l, "licence id", ?x)]', {"BSD-3-Clause"}),
]


# ---- weather (CSV on the Web, csv2rdf standard mode: one predicate per column, rows as nodes) ---------------
NM = "https://data.northmet.example/"
CSVW = "http://www.w3.org/ns/csvw#"
NM_STATIONS_CSV = NM + "csv/stations.csv"
NM_DAILY_CSV = NM + "csv/daily-2024-03.csv"
NM_STATION_COLUMNS = [("station_id", None), ("station_name", None), ("Station%20Type", None),
                      ("elevation_m", "integer"), ("latitude", "decimal"), ("longitude", "decimal"), ("county", None),
                      ("opened", "date")]
NM_STATIONS = {  # station_id: (station_name, Station Type, elevation_m, latitude, longitude, county, opened)
    "NM0412": ("Grimsholt Point", "Synoptic", 12, "58.1042", "-6.7318", "Harrowmoor", "1961-05-01"),
    "NM0420": ("Cairnbrae", "Automatic", 341, "57.2281", "-3.9144", "Strathellan", "1978-09-15"),
    "NM0433": ("Ardcullen Airport", "Synoptic", 27, "56.9871", "-5.1032", "Harrowmoor", "1949-01-01"),
    "NM0451": ("Bealach Dubh Summit", "Automatic", 912, "57.0412", "-4.5529", "Strathellan", "1995-11-20"),
    "NM0467": ("Kilrannoch", "Synoptic", 58, "56.6023", "-2.8871", "Lowfield", "1932-03-01"),
}
NM_DAYS = ["2024-03-11", "2024-03-12", "2024-03-13", "2024-03-14"]
NM_DAILY_COLUMNS = [("tmax_c", "decimal"), ("tmin_c", "decimal"), ("precip_mm", "decimal"),
                    ("max_gust_kmh", "integer"), ("Sunshine%20%28hrs%29", "decimal"), ("weather_summary", None)]
NM_DAILY = {  # station_id: a row per day of NM_DAYS: (tmax_c, tmin_c, precip_mm, max_gust_kmh, sunshine, summary)
    "NM0412": [("9.8", "5.1", "3.4", 61, "2.1", "Light rain"), ("10.6", "6.3", "8.9", 74, "0.4", "Rain"),
               ("8.7", "4.2", "14.2", 96, "0.0", "Heavy rain, gales"), ("9.1", "3.8", "1.2", 55, "4.6", "Showers")],
    "NM0420": [("6.9", "0.4", "2.2", 43, "3.5", "Cloudy"), ("8.4", "1.9", "5.7", 58, "1.1", "Light rain"),
               ("5.2", "-1.6", "11.8", 77, "0.2", "Sleet"), ("7.3", "-2.4", "0.0", 39, "6.8", "Sunny intervals")],
    "NM0433": [("10.2", "4.7", "1.9", 52, "3.9", "Cloudy"), ("11.4", "6.8", "6.1", 69, "1.7", "Rain"),
               ("9.5", "3.9", "12.3", 88, "0.6", "Heavy rain"), ("10.8", "2.5", "0.3", 47, "7.2", "Sunny intervals")],
    "NM0451": [("0.8", "-4.2", "4.8", 98, None, "Snow showers"), ("1.9", "-3.1", "9.6", 121, None, "Sleet"),
               ("-1.4", "-7.9", "22.6", 143, None, "Heavy snow"), ("0.2", "-6.5", "0.4", 84, None, "Fair")],
    "NM0467": [("11.9", "3.3", "0.0", 35, "6.3", "Sunny"), ("12.7", "5.6", "2.8", None, "2.9", "Light rain"),
               ("10.1", "4.9", "7.4", 62, "0.8", "Rain"), ("12.2", "1.8", "0.0", 31, "8.1", "Sunny")],
}


def _station(*ids: str) -> set[str]:
    return {f"{NM}station/{i}" for i in ids}


def _cell(value, datatype: str | None) -> str:
    return _typed(value, datatype) if datatype else _lit(str(value))


def weather_kg() -> str:
    """N-Triples of the csv2rdf (standard mode) conversion of the station list and the daily observations."""
    g = Graph()
    g.add("_:tablegroup", RDF_TYPE, CSVW + "TableGroup")
    for table, url, title in (("stations", NM_STATIONS_CSV, "Observing stations"),
                              ("daily", NM_DAILY_CSV, "Daily observations, March 2024")):
        g.add("_:tablegroup", CSVW + "table", f"_:table_{table}"), g.add(f"_:table_{table}", RDF_TYPE, CSVW + "Table")
        g.add(f"_:table_{table}", CSVW + "url", url), g.add(f"_:table_{table}", DCT + "title", _lit(title))
    for n, (sid, values) in enumerate(NM_STATIONS.items(), 1):
        s, row = next(iter(_station(sid))), f"_:stations_row_{n}"
        g.add("_:table_stations", CSVW + "row", row), g.add(row, RDF_TYPE, CSVW + "Row")
        g.add(row, CSVW + "rownum", _typed(n, "integer")), g.add(row, CSVW + "describes", s)
        for (column, datatype), value in zip(NM_STATION_COLUMNS, (sid,) + values):
            g.add(s, f"{NM_STATIONS_CSV}#{column}", _cell(value, datatype))
    n = 0
    for sid, rows in NM_DAILY.items():
        for day, values in zip(NM_DAYS, rows):
            n += 1
            o, row = f"{NM}obs/{sid}/{day}", f"_:daily_row_{n}"
            g.add("_:table_daily", CSVW + "row", row), g.add(row, RDF_TYPE, CSVW + "Row")
            g.add(row, CSVW + "rownum", _typed(n, "integer")), g.add(row, CSVW + "describes", o)
            g.add(o, f"{NM_DAILY_CSV}#station_id", next(iter(_station(sid))))
            g.add(o, f"{NM_DAILY_CSV}#date", _typed(day, "date"))
            for (column, datatype), value in zip(NM_DAILY_COLUMNS, values):
                if value is not None:
                    g.add(o, f"{NM_DAILY_CSV}#{column}", _cell(value, datatype))
    return g.text()


WEATHER_QUESTIONS = [
    ("What was the maximum temperature at Cairnbrae on 12 March 2024?", {"8.4"}),
    ("How much rain fell at Grimsholt Point on 2024-03-13?", {"14.2"}),
    ("What is the elevation of Bealach Dubh Summit?", {"912"}),
    ("Which stations are in Harrowmoor?", _station("NM0412", "NM0433")),
    ("Which weather station is the highest?", _station("NM0451")),
    ("What was the lowest temperature recorded at Bealach Dubh Summit?", {"-7.9"}),
    ("When did Kilrannoch station open?", {"1932-03-01"}),
    ("What was the weather like at Ardcullen Airport on 14 March 2024?", {"Sunny intervals"}),
    ("Which station recorded the strongest gust?", _station("NM0451")),
    ("How many hours of sunshine did Kilrannoch get on 11 March 2024?", {"6.3"}),
    ("What county is Cairnbrae in?", {"Strathellan"}),
    ("What is the station id of Kilrannoch?", {"NM0467"}),
    ("What is the name of station NM0433?", {"Ardcullen Airport"}),
    ("What are the coordinates of Grimsholt Point?", {"58.1042", "-6.7318"}),
    ("On which days did it snow at Bealach Dubh Summit?", {"2024-03-11", "2024-03-13"}),
    ("How many stations are automatic?", {"2"}),
    ("which stations are automatic", _station("NM0420", "NM0451")),
    ("What is the elevation of Cairnbrea?", {"341"}),  # misspelt: Cairnbrae
    ("What was the minimum temperature in Lowfield on 11 March 2024?", {"3.3"}),
    ("Which station recorded 22.6 mm of rain?", _station("NM0451")),
    ("What was the wettest day at Grimsholt Point?", {"2024-03-13"}),
    ("What was the maximum wind gust at Ardcullen Airport on 12 March 2024?", {"69"}),
    ("How far above sea level is Ardcullen Airport?", {"27"}),
    ("What is the latitude of Ardcullen Airport?", {"56.9871"}),
    ("How cold did it get at Cairnbrae on 14 March 2024?", {"-2.4"}),
    ("Which stations opened before 1960?", _station("NM0433", "NM0467")),
    ("What was the highest temperature recorded at the stations in Harrowmoor?", {"11.4"}),
    ("What was the humidity at Kilrannoch on 12 March 2024?", set()),  # no humidity column
    ("What was the air pressure at Grimsholt Point on 11 March 2024?", set()),  # no pressure column
    ("Who maintains the Cairnbrae station?", set()),  # no operator / maintainer column
]
WEATHER_MADE_UP = ["What is the elevation of Glenmorrach?", "How much rain fell at Grimsholt Bay on 2024-03-13?",
                   "Which stations are in Eastmoor?", "When did Ardcullen Harbour station open?",
                   "What was the maximum temperature at Grimsholt Summit on 12 March 2024?",
                   "What is the name of station NM0999?"]
WEATHER_GRAPHS = [
    ('[("Cairnbrae", "elevation", ?x)]', {"341"}),
    ('[(?s, "county", "Harrowmoor"), (?s, "station name", ?x)]', {"Grimsholt Point", "Ardcullen Airport"}),
    ('[(?o, "station", "Kilrannoch"), (?o, "max temperature", ?x)]', {"11.9", "12.7", "10.1", "12.2"}),
    ('[(?x, "station type", "Automatic")]', _station("NM0420", "NM0451")),
    ('[(?o, "station", "Bealach Dubh Summit"), (?o, "weather summary", ?x)]',
     {"Snow showers", "Sleet", "Heavy snow", "Fair"}),
    ('[("Grimsholt Point", "opened", ?x)]', {"1961-05-01"}),
]


# ---- bibframe (BIBFRAME 2 catalogue: works / instances, blank-node titles, contributions, provision) --------
BF = "http://id.loc.gov/ontologies/bibframe/"
REL = "http://id.loc.gov/vocabulary/relators/"
LOCLANG = "http://id.loc.gov/vocabulary/languages/"
BW = "https://catalog.brightwater-library.example/resources/"
BW_AGENTS = {  # id: (authorised heading, class)
    "a1007": ("Varga, Elin, 1961-", "Person"), "a1012": ("Brekke, Sigrun Aas, 1970-", "Person"),
    "a1019": ("Okonjo-Fairley, Adaeze", "Person"), "a1023": ("Pellow, Morwenna, 1975-", "Person"),
    "a1024": ("Ishikawa, Ren, 1982-", "Person"), "a1031": ("Duval-Mercier, Anaïs", "Person"),
    "a1040": ("Halloran, Declan, 1944-2019", "Person"), "a2001": ("Marrowgate Press", "Organization"),
    "a2002": ("Forlaget Nordvik", "Organization"), "a2003": ("Tollmere University Press", "Organization"),
    "a2004": ("Little Wren Books", "Organization"), "a2005": ("Éditions du Héron", "Organization"),
}
BW_PLACES = {"p01": "London", "p02": "Oslo", "p03": "Edinburgh", "p04": "Bristol", "p05": "Lyon"}
BW_TOPICS = {"t0071": "Lighthouse keepers--Fiction", "t0072": "Islands--Fiction",
             "t0088": "Telegraph--Scotland--History", "t0089": "Coasts--Scotland",
             "t0104": "Orchards--Juvenile fiction", "t0117": "Islands--Literary collections",
             "t0125": "Ironwork--Scotland--History", "t0126": "Harbors--Scotland"}
BW_GENRES = {"gf01": "Novels", "gf02": "Picture books", "gf03": "History", "gf04": "Anthologies"}
BW_LANGUAGES = {"eng": "English", "nor": "Norwegian", "fre": "French"}
BW_ROLES = {"aut": "Author", "trl": "Translator", "ill": "Illustrator", "edt": "Editor", "ctb": "Contributor"}
# work id: (main title, title language tag, subtitle, language, origin date, [(agent, role)], [topics], genre,
#           translation of, LC classification)
BW_WORKS = {
    "c000412": ("The Keeper's Ledger", None, None, "eng", "2009", [("a1007", "aut")], ["t0071", "t0072"], "gf01",
                None, "PR6072.A74"),
    "c000413": ("Vokterens protokoll", "nb", None, "nor", "2013", [("a1007", "aut"), ("a1012", "trl")],
                ["t0071", "t0072"], "gf01", "c000412", None),
    "c000420": ("Salt and Signal", None, "a history of coastal telegraphy", "eng", "2015", [("a1019", "aut")],
                ["t0088", "t0089"], "gf03", None, "HE7683.S3"),
    "c000431": ("The Glass Orchard", None, None, "eng", "2018", [("a1023", "aut"), ("a1024", "ill")], ["t0104"],
                "gf02", None, None),
    "c000432": ("Le Verger de verre", "fr", None, "fre", "2020",
                [("a1023", "aut"), ("a1024", "ill"), ("a1031", "trl")], ["t0104"], "gf02", "c000431", None),
    "c000445": ("Tides of Memory", None, "writing from the Northern Isles", "eng", "2021",
                [("a1007", "edt"), ("a1019", "ctb")], ["t0117"], "gf04", None, None),
    "c000452": ("Ironwork of the Western Ports", None, None, "eng", "1998", [("a1040", "aut")], ["t0125", "t0126"],
                "gf03", None, "NK8243.S35"),
}
# instance id: (work, date, publisher, place, extent, ISBN, responsibility statement, series statement)
BW_INSTANCES = {
    "c000412-1": ("c000412", "2009", "a2001", "p01", "312 pages", "9780955123401", "Elin Varga", None),
    "c000412-2": ("c000412", "2011", "a2001", "p01", "340 pages", "9780955123418", "Elin Varga", None),
    "c000413-1": ("c000413", "2013", "a2002", "p02", "356 sider", "9788293044127",
                  "Elin Varga ; oversatt av Sigrun Aas Brekke", None),
    "c000420-1": ("c000420", "2015", "a2003", "p03", "xii, 288 pages", "9781907311052", "Adaeze Okonjo-Fairley", None),
    "c000431-1": ("c000431", "2018", "a2004", "p04", "32 unnumbered pages", "9781915068123",
                  "Morwenna Pellow ; illustrated by Ren Ishikawa", None),
    "c000432-1": ("c000432", "2020", "a2005", "p05", "32 pages non numérotées", "9782490271355",
                  "Morwenna Pellow ; illustrations de Ren Ishikawa ; traduit de l'anglais par Anaïs Duval-Mercier",
                  None),
    "c000445-1": ("c000445", "2021", "a2001", "p01", "viii, 214 pages", "9780955123470", "edited by Elin Varga", None),
    "c000452-1": ("c000452", "1998", "a2003", "p03", "204 pages", "0952318841", "Declan Halloran",
                  "Tollmere maritime studies ; 7"),
}


def _work(*ids: str) -> set[str]:
    return {f"{BW}works/{i}" for i in ids}


def _instance(*ids: str) -> set[str]:
    return {f"{BW}instances/{i}" for i in ids}


def _agent(*ids: str) -> set[str]:
    return {f"{BW}agents/{i}" for i in ids}


def _topic(*ids: str) -> set[str]:
    return {f"{BW}topics/{i}" for i in ids}


def bibframe_kg() -> str:
    """N-Triples of the BIBFRAME 2 catalogue."""
    g = Graph()
    for aid, (heading, cls) in BW_AGENTS.items():
        a = f"{BW}agents/{aid}"
        g.add(a, RDF_TYPE, BF + cls), g.add(a, RDFS + "label", _lit(heading))
    for pid, name in BW_PLACES.items():
        g.add(f"{BW}places/{pid}", RDF_TYPE, BF + "Place"), g.add(f"{BW}places/{pid}", RDFS + "label", _lit(name))
    for tid, heading in BW_TOPICS.items():
        g.add(f"{BW}topics/{tid}", RDF_TYPE, BF + "Topic"), g.add(f"{BW}topics/{tid}", RDFS + "label", _lit(heading))
    for gid, label in BW_GENRES.items():
        g.add(f"{BW}genreForms/{gid}", RDF_TYPE, BF + "GenreForm")
        g.add(f"{BW}genreForms/{gid}", RDFS + "label", _lit(label))
    for code, label in BW_LANGUAGES.items():
        g.add(LOCLANG + code, RDF_TYPE, BF + "Language")
        g.add(LOCLANG + code, MADS + "authoritativeLabel", _lit(label, "en"))
    for code, label in BW_ROLES.items():
        g.add(REL + code, RDF_TYPE, BF + "Role"), g.add(REL + code, MADS + "authoritativeLabel", _lit(label, "en"))
    for wid, (title, tag, subtitle, lang, origin, contributions, topics, genre, original, lcc) in BW_WORKS.items():
        w, t = f"{BW}works/{wid}", f"_:title_{wid}"
        g.add(w, RDF_TYPE, BF + "Work"), g.add(w, RDF_TYPE, BF + "Text")
        g.add(w, BF + "title", t), g.add(t, RDF_TYPE, BF + "Title"), g.add(t, BF + "mainTitle", _lit(title, tag))
        if subtitle:
            g.add(t, BF + "subtitle", _lit(subtitle, tag))
        g.add(w, BF + "language", LOCLANG + lang), g.add(w, BF + "originDate", _lit(origin))
        for n, (aid, role) in enumerate(contributions, 1):
            c = f"_:contribution_{wid}_{n}"
            g.add(w, BF + "contribution", c), g.add(c, RDF_TYPE, BF + "Contribution")
            if n == 1 and role == "aut":
                g.add(c, RDF_TYPE, BF + "PrimaryContribution")
            g.add(c, BF + "agent", f"{BW}agents/{aid}"), g.add(c, BF + "role", REL + role)
        for tid in topics:
            g.add(w, BF + "subject", f"{BW}topics/{tid}")
        g.add(w, BF + "genreForm", f"{BW}genreForms/{genre}")
        if original:
            g.add(w, BF + "translationOf", f"{BW}works/{original}")
        if lcc:
            c = f"_:class_{wid}"
            g.add(w, BF + "classification", c), g.add(c, RDF_TYPE, BF + "ClassificationLcc")
            g.add(c, BF + "classificationPortion", _lit(lcc))
    for iid, (wid, day, publisher, place, extent, isbn, statement, series) in BW_INSTANCES.items():
        b = iid.replace("-", "_")
        i, p, e, n = f"{BW}instances/{iid}", f"_:pub_{b}", f"_:extent_{b}", f"_:isbn_{b}"
        g.add(i, RDF_TYPE, BF + "Instance"), g.add(i, BF + "instanceOf", f"{BW}works/{wid}")
        g.add(i, BF + "provisionActivity", p), g.add(p, RDF_TYPE, BF + "Publication"), g.add(p, BF + "date", _lit(day))
        g.add(p, BF + "agent", f"{BW}agents/{publisher}"), g.add(p, BF + "place", f"{BW}places/{place}")
        g.add(i, BF + "extent", e), g.add(e, RDF_TYPE, BF + "Extent"), g.add(e, RDFS + "label", _lit(extent))
        g.add(i, BF + "identifiedBy", n), g.add(n, RDF_TYPE, BF + "Isbn"), g.add(n, RDF_VALUE, _lit(isbn))
        g.add(i, BF + "responsibilityStatement", _lit(statement))
        if series:
            g.add(i, BF + "seriesStatement", _lit(series))
    return g.text()


BIBFRAME_QUESTIONS = [
    ("Who wrote The Keeper's Ledger?", _agent("a1007")),
    ("Who translated Vokterens protokoll?", _agent("a1012")),
    ("Who illustrated The Glass Orchard?", _agent("a1024")),
    ("Which books has Elin Varga written?", _work("c000412", "c000413")),
    ("What is Le Verger de verre a translation of?", _work("c000431")),
    ("Who published Salt and Signal?", _agent("a2003")),
    ("When was The Glass Orchard published?", {"2018"}),
    ("Where was Vokterens protokoll published?", {f"{BW}places/p02"}),
    ("What are the ISBNs of The Keeper's Ledger?", {"9780955123401", "9780955123418"}),
    ("How many pages does Salt and Signal have?", {"xii, 288 pages"}),
    ("What is the subtitle of Salt and Signal?", {"a history of coastal telegraphy"}),
    ("Which books are about lighthouse keepers?", _work("c000412", "c000413")),
    ("What language is Vokterens protokoll written in?", {LOCLANG + "nor"}),
    ("Which works in the catalogue are in French?", _work("c000432")),
    ("Who edited Tides of Memory?", _agent("a1007")),
    ("Which books did Marrowgate Press publish?", _instance("c000412-1", "c000412-2", "c000445-1")),
    ("What is the series statement of Ironwork of the Western Ports?", {"Tollmere maritime studies ; 7"}),
    ("Who translated the French edition of The Glass Orchard?", _agent("a1031")),
    ("what subjects does ironwork of the western ports cover", _topic("t0125", "t0126")),
    ("Who wrote Ironwork of the Westren Ports?", _agent("a1040")),  # misspelt: Western
    ("How many works did Morwenna Pellow write?", {"2"}),
    ("Which authors have been translated into Norwegian?", _agent("a1007")),
    ("What genre is The Glass Orchard?", {f"{BW}genreForms/gf02"}),
    ("Which works did Ren Ishikawa illustrate?", _work("c000431", "c000432")),
    ("Who wrote the books published by Tollmere University Press?", _agent("a1019", "a1040")),
    ("What is the Library of Congress classification of The Keeper's Ledger?", {"PR6072.A74"}),
    ("Which picture books are in the catalogue?", _work("c000431", "c000432")),
    ("Which works did Adaeze Okonjo-Fairley contribute to?", _work("c000420", "c000445")),
    ("How much does The Keeper's Ledger cost?", set()),  # no prices in the KG
    ("How many copies of Salt and Signal does the library hold?", set()),  # no items / holdings
    ("Which awards has The Glass Orchard won?", set()),  # no awards
]
BIBFRAME_MADE_UP = ["Who wrote The Keeper's Lantern?", "Who translated Le Jardin de verre?",
                    "Which books has Elin Pellow written?", "Who illustrated The Glass Harbour?",
                    "When was Salt and Smoke published?", "Who published Ironwork of the Eastern Ports?"]
BIBFRAME_GRAPHS = [
    ('[("Salt and Signal", "contribution", ?c), (?c, "agent", ?x)]', _agent("a1019")),
    ('[("Le Verger de verre", "translation of", ?w), (?w, "subject", ?x)]', _topic("t0104")),
    ('[(?i, "instance of", "Ironwork of the Western Ports"), (?i, "series statement", ?x)]',
     {"Tollmere maritime studies ; 7"}),
    ('[(?x, "language", "French")]', _work("c000432")),
    ('[("Vokterens protokoll", "translation of", ?x)]', _work("c000412")),
    ('[(?w, "genre form", "Picture books")]', _work("c000431", "c000432")),
]


# ---- videogames (OWL with declared inverses, facts stated either way, names in percent-encoded IRIs) --------
LX = "https://ludex.example/"
VG = "https://ludex.example/ontology#"
VG_INVERSES = {  # property: (label, inverse, inverse label)
    "developedBy": ("developed by", "developed", "developed"),
    "publishedBy": ("published by", "published", "published"),
    "hasSequel": ("has sequel", "sequelOf", "sequel of"),
    "composer": ("music composer", "composedMusicFor", "composed music for"),
    "subsidiaryOf": ("subsidiary of", "hasSubsidiary", "has subsidiary"),
}
VG_OBJECT_PROPERTIES = ["director", "genre", "platform", "engine", "release", "region", "headquarters"]
VG_DATATYPE_PROPERTIES = ["ludexId", "criticScore", "pegiRating", "releaseDate", "releaseType", "companyName",
                          "foundedYear"]
VG_COMPANIES = {  # id: (name, Japanese name or None, founded, headquarters)
    "c-2291": ("Brasswick Interactive", None, "2011", "Montréal"),
    "c-1042": ("Tallowmark Games", None, "2004", "Bristol"),
    "c-3310": ("Fernhollow Studio", None, "2018", "Tallinn"),
    "c-2877": ("Studio Pokkuri", "スタジオぽっくり", "2015", "Osaka"),
    "c-3054": ("Orbital Thicket", None, "2016", "Malmö"),
    "c-1588": ("Northvale Publishing", None, "2009", "Montréal"),
}
VG_PEOPLE = {"ysolde-marchetti": "Ysolde Marchetti", "kenji-arakawa-holt": "Kenji Arakawa-Holt",
             "marisol-okafor": "Marisol Okafor", "bram-oyelaran": "Bram Oyelaran"}
VG_PLATFORMS = {"pc": ("Microsoft Windows", "PC"), "ps4": ("PlayStation 4", "PS4"), "ps5": ("PlayStation 5", "PS5"),
                "xsx": ("Xbox Series X|S", "Xbox Series X"), "switch": ("Nintendo Switch", "Switch")}
VG_GENRES = {"action-rpg": ("Action role-playing", "ARPG"), "puzzle": ("Puzzle", None),
             "adventure": ("Adventure", None), "cooking-sim": ("Cooking simulation", None),
             "tbs": ("Turn-based strategy", "TBS"), "survival": ("Survival", None),
             "deckbuilder": ("Roguelike deck-builder", "Deckbuilder")}
VG_ENGINES = {"kestrel": "Kestrel Engine", "lumenforge": "Lumenforge"}
VG_REGIONS = {"WW": "Worldwide", "NA": "North America", "EU": "Europe", "JP": "Japan"}
# title: (Ludex id, developer, stated on the company, publisher, stated on the company, [genres], [platforms],
#         [(region, release date, release type)], director, composer, stated on the person, critic score, PEGI, engine)
VG_GAMES = {
    "Hollowmere: The Drowned Bell": ("LX-004127", "c-2291", False, "c-1042", False, ["action-rpg"], ["pc", "ps4"],
                                     [("NA", "2019-10-22", None), ("EU", "2019-10-25", None)], "ysolde-marchetti",
                                     "kenji-arakawa-holt", True, 84, "PEGI 16", "kestrel"),
    "Hollowmere II: Ashen Tide": ("LX-005530", "c-2291", False, "c-1042", True, ["action-rpg"], ["pc", "ps5", "xsx"],
                                  [("WW", "2023-03-16", None)], "ysolde-marchetti", "kenji-arakawa-holt", False, 88,
                                  "PEGI 16", "kestrel"),
    "Lantern Drift": ("LX-004892", "c-3310", True, "c-3310", True, ["puzzle", "adventure"], ["switch", "pc"],
                      [("WW", "2021-05-06", None)], None, "marisol-okafor", False, 79, "PEGI 3", "lumenforge"),
    "Café Kaiju": ("LX-005211", "c-2877", False, "c-1042", False, ["cooking-sim"], ["switch"],
                   [("JP", "2022-08-04", None), ("NA", "2022-11-10", None), ("EU", "2022-11-10", None)], None,
                   "kenji-arakawa-holt", True, 81, "PEGI 3", "lumenforge"),
    "Starwright Tactics": ("LX-004650", "c-3054", True, "c-1588", False, ["tbs"], ["pc"],
                           [("WW", "2020-02-13", None)], "bram-oyelaran", None, False, 76, "PEGI 12", None),
    "Quarry & Quill": ("LX-006018", "c-3310", True, "c-1588", True, ["puzzle"], ["switch", "pc", "ps5"],
                       [("WW", "2024-09-19", None)], None, "marisol-okafor", True, 83, "PEGI 7", "lumenforge"),
    "Nine Winters": ("LX-003774", "c-2291", False, "c-1588", False, ["survival"], ["pc", "ps4"],
                     [("WW", "2017-11-30", None)], None, None, False, 71, "PEGI 16", "kestrel"),
    "Ferrolith": ("LX-006102", "c-3054", True, "c-3054", False, ["deckbuilder"], ["pc"],
                  [("WW", "2024-04-02", "early access")], "bram-oyelaran", None, False, None, "PEGI 12", None),
}
VG_SEQUELS = [("Hollowmere: The Drowned Bell", "Hollowmere II: Ashen Tide")]  # stated as hasSequel on the first
VG_SUBSIDIARIES = [("c-2291", "c-1042")]  # stated as hasSubsidiary on the parent


def _game(*titles: str) -> set[str]:
    return {f"{LX}game/{quote(t, safe='')}" for t in titles}


def _company(*ids: str) -> set[str]:
    return {f"{LX}company/{i}" for i in ids}


def _person(*ids: str) -> set[str]:
    return {f"{LX}person/{i}" for i in ids}


def _place(name: str) -> str:
    return f"{LX}place/{quote(name, safe='')}"


def videogames_kg() -> str:
    """N-Triples of the game database and its OWL ontology."""
    g = Graph()
    onto = VG.rstrip("#")
    g.add(onto, RDF_TYPE, OWL + "Ontology"), g.add(onto, DCT + "title", _lit("Ludex game ontology", "en"))
    for cls in ("Game", "Company", "City", "Platform", "Genre", "Engine", "Region", "Release"):
        g.add(VG + cls, RDF_TYPE, OWL + "Class")
    for prop, (label, inverse, inverse_label) in VG_INVERSES.items():
        g.add(VG + prop, RDF_TYPE, OWL + "ObjectProperty"), g.add(VG + prop, RDFS + "label", _lit(label, "en"))
        g.add(VG + inverse, RDF_TYPE, OWL + "ObjectProperty")
        g.add(VG + inverse, RDFS + "label", _lit(inverse_label, "en"))
        g.add(VG + prop, OWL + "inverseOf", VG + inverse)
    for prop in VG_OBJECT_PROPERTIES:
        g.add(VG + prop, RDF_TYPE, OWL + "ObjectProperty")
    for prop in VG_DATATYPE_PROPERTIES:
        g.add(VG + prop, RDF_TYPE, OWL + "DatatypeProperty")
    for code, label in VG_REGIONS.items():
        g.add(f"{LX}region/{code}", RDF_TYPE, VG + "Region"), g.add(f"{LX}region/{code}", RDFS + "label", _lit(label))
    for key, label in VG_ENGINES.items():
        g.add(f"{LX}engine/{key}", RDF_TYPE, VG + "Engine"), g.add(f"{LX}engine/{key}", RDFS + "label", _lit(label))
    for key, (label, alias) in VG_PLATFORMS.items():
        p = f"{LX}platform/{key}"
        g.add(p, RDF_TYPE, VG + "Platform"), g.add(p, SKOS + "prefLabel", _lit(label, "en"))
        g.add(p, SKOS + "altLabel", _lit(alias, "en"))
    for key, (label, alias) in VG_GENRES.items():
        x = f"{LX}genre/{key}"
        g.add(x, RDF_TYPE, VG + "Genre"), g.add(x, SKOS + "prefLabel", _lit(label, "en"))
        if alias:
            g.add(x, SKOS + "altLabel", _lit(alias, "en"))
    for key, name in VG_PEOPLE.items():
        p = next(iter(_person(key)))
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
    for cid, (name, japanese, founded, city) in VG_COMPANIES.items():
        c = next(iter(_company(cid)))
        g.add(c, RDF_TYPE, VG + "Company")
        g.add(c, VG + "companyName", _lit(name, "en" if japanese else None))
        if japanese:
            g.add(c, VG + "companyName", _lit(japanese, "ja"))
        g.add(c, VG + "foundedYear", _typed(founded, "gYear")), g.add(c, VG + "headquarters", _place(city))
    for city in sorted({company[3] for company in VG_COMPANIES.values()}):
        g.add(_place(city), RDF_TYPE, VG + "City")
    for n, (title, fields) in enumerate(VG_GAMES.items()):
        (lid, dev, dev_inverse, pub, pub_inverse, genres, platforms, releases, director, composer, composer_inverse,
         score, pegi, engine) = fields
        x, d, p = next(iter(_game(title))), next(iter(_company(dev))), next(iter(_company(pub)))
        g.add(x, RDF_TYPE, VG + "Game"), g.add(x, VG + "ludexId", _lit(lid))
        if dev_inverse:
            g.add(d, VG + "developed", x)
        else:
            g.add(x, VG + "developedBy", d)
        if pub_inverse:
            g.add(p, VG + "published", x)
        else:
            g.add(x, VG + "publishedBy", p)
        for genre in genres:
            g.add(x, VG + "genre", f"{LX}genre/{genre}")
        for platform in platforms:
            g.add(x, VG + "platform", f"{LX}platform/{platform}")
        for m, (region, day, kind) in enumerate(releases, 1):
            r = f"_:release_{n}_{m}"
            g.add(x, VG + "release", r), g.add(r, RDF_TYPE, VG + "Release")
            g.add(r, VG + "region", f"{LX}region/{region}")
            g.add(r, VG + "releaseDate", _typed(day, "date"))
            if kind:
                g.add(r, VG + "releaseType", _lit(kind))
        if director:
            g.add(x, VG + "director", next(iter(_person(director))))
        if composer:
            c = next(iter(_person(composer)))
            if composer_inverse:
                g.add(c, VG + "composedMusicFor", x)
            else:
                g.add(x, VG + "composer", c)
        if score is not None:
            g.add(x, VG + "criticScore", _typed(score, "integer"))
        g.add(x, VG + "pegiRating", _lit(pegi))
        if engine:
            g.add(x, VG + "engine", f"{LX}engine/{engine}")
    for first, sequel in VG_SEQUELS:
        g.add(next(iter(_game(first))), VG + "hasSequel", next(iter(_game(sequel))))
    for child, parent in VG_SUBSIDIARIES:
        g.add(next(iter(_company(parent))), VG + "hasSubsidiary", next(iter(_company(child))))
    return g.text()


VIDEOGAMES_QUESTIONS = [
    ("Who developed Hollowmere: The Drowned Bell?", _company("c-2291")),
    ("Who developed Lantern Drift?", _company("c-3310")),
    ("Which games did Orbital Thicket make?", _game("Starwright Tactics", "Ferrolith")),
    ("Which games has Brasswick Interactive developed?", _game("Hollowmere: The Drowned Bell",
                                                               "Hollowmere II: Ashen Tide", "Nine Winters")),
    ("Who published Café Kaiju?", _company("c-1042")),
    ("What is the sequel to Hollowmere: The Drowned Bell?", _game("Hollowmere II: Ashen Tide")),
    ("Which game is Hollowmere II a sequel to?", _game("Hollowmere: The Drowned Bell")),
    ("Who composed the music for Quarry & Quill?", _person("marisol-okafor")),
    ("When was Café Kaiju released in Japan?", {"2022-08-04"}),
    ("Which platforms is Lantern Drift available on?", {f"{LX}platform/switch", f"{LX}platform/pc"}),
    ("What genre is Starwright Tactics?", {f"{LX}genre/tbs"}),
    ("What is the critic score of Hollowmere II: Ashen Tide?", {"88"}),
    ("Which games are available on PS5?", _game("Hollowmere II: Ashen Tide", "Quarry & Quill")),
    ("Where is Orbital Thicket headquartered?", {_place("Malmö")}),
    ("When was Tallowmark Games founded?", {"2004"}),
    ("Who directed Starwright Tactics?", _person("bram-oyelaran")),
    ("Which games did Ysolde Marchetti direct?", _game("Hollowmere: The Drowned Bell", "Hollowmere II: Ashen Tide")),
    ("which games did kenji arakawa-holt write music for", _game("Hollowmere: The Drowned Bell",
                                                                 "Hollowmere II: Ashen Tide", "Café Kaiju")),
    ("Which company is Brasswick Interactive a subsidiary of?", _company("c-1042")),
    ("Who published Starwrite Tactics?", _company("c-1588")),  # misspelt: Starwright
    ("How many games has Fernhollow Studio developed?", {"2"}),
    ("Which game has the highest critic score?", _game("Hollowmere II: Ashen Tide")),
    ("Which games came out in 2024?", _game("Quarry & Quill", "Ferrolith")),
    ("Which engine does Lantern Drift run on?", {f"{LX}engine/lumenforge"}),
    ("Who published the games developed by Fernhollow Studio?", _company("c-3310", "c-1588")),
    ("Where is the developer of Café Kaiju based?", {_place("Osaka")}),
    ("Which strategy games are in the database?", _game("Starwright Tactics")),
    ("What is the PEGI rating of Nine Winters?", {"PEGI 16"}),
    ("How much does Lantern Drift cost?", set()),  # no prices in the KG
    ("How many copies has Hollowmere: The Drowned Bell sold?", set()),  # no sales figures
    ("Who voices the main character in Nine Winters?", set()),  # no cast / voice actors
]
VIDEOGAMES_MADE_UP = ["Who developed Hollowmere III: Silent Depths?", "Who published Lantern Vale?",
                      "Which games has Brasswick Publishing developed?", "When was Café Kraken released in Japan?",
                      "Who composed the music for Quarry & Crown?", "Which games did Ysolde Oyelaran direct?"]
VIDEOGAMES_GRAPHS = [
    ('[("Lantern Drift", "developed by", ?x)]', _company("c-3310")),
    ('[(?g, "developer", "Brasswick Interactive"), (?g, "critic score", ?x)]', {"84", "88", "71"}),
    ('[("Hollowmere: The Drowned Bell", "sequel", ?x)]', _game("Hollowmere II: Ashen Tide")),
    ('[("Café Kaiju", "release", ?r), (?r, "release date", ?x)]', {"2022-08-04", "2022-11-10"}),
    ('[(?x, "platform", "Nintendo Switch")]', _game("Lantern Drift", "Café Kaiju", "Quarry & Quill")),
    ('[("Kenji Arakawa-Holt", "composed music for", ?g), (?g, "publisher", ?x)]', _company("c-1042")),
]

KGS_L = {"landregistry": (landregistry_kg, LANDREGISTRY_QUESTIONS, LANDREGISTRY_MADE_UP, LANDREGISTRY_GRAPHS),
         "packages": (packages_kg, PACKAGES_QUESTIONS, PACKAGES_MADE_UP, PACKAGES_GRAPHS),
         "weather": (weather_kg, WEATHER_QUESTIONS, WEATHER_MADE_UP, WEATHER_GRAPHS),
         "bibframe": (bibframe_kg, BIBFRAME_QUESTIONS, BIBFRAME_MADE_UP, BIBFRAME_GRAPHS),
         "videogames": (videogames_kg, VIDEOGAMES_QUESTIONS, VIDEOGAMES_MADE_UP, VIDEOGAMES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_L, __doc__)
