"""A twenty-second batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_u.py):

- `lighthouses`: a light list with NO labels at all: every name is a lower-case kebab-case IRI slug under a
  path per kind (`…/light/skerrow-point-lighthouse`, `…/person/agnes-mcrae`,
  `…/authority/caledonian-lights-board`, `…/place/county-sligo`), accents percent-encoded
  (`…/light/sk%C3%A1lanes-fyr`, `…/person/j%C3%B3gvan-hansen`, `…/authority/f%C3%B8roya-vitaverk`,
  `…/place/t%C3%B3rshavn`), and a snake_case vocabulary (`…/ont#tower_height_m` xsd:decimal,
  `…/ont#nominal_range_nmi` xsd:integer, `…/ont#first_lit` / `…/ont#automated_in` xsd:gYear,
  `…/ont#light_character` strings such as "Fl(2) W 15s", `…/ont#tower_colour`, `…/ont#stands_on` a site,
  `…/ont#maintained_by`, `…/ont#engineer`, `…/ont#superseded_by` stated forward only,
  `…/ont#discontinued_on` xsd:date); sites `…/ont#in_region` a region, regions and cities `…/ont#in_country`;
  authorities have `…/ont#established` xsd:gYear and `…/ont#headquarters` (a city); keepers state
  `…/ont#served_at` the lights they kept (lights do not list keepers) and keepers and engineers have a
  `…/ont#birth_year`; two lights are both "Black Rock Lighthouse", told apart by the year in their slugs
  (`…/light/black-rock-lighthouse-1849`, superseded by Inishgowan Lighthouse and discontinued, and
  `…/light/black-rock-lighthouse-1902` in Wales), and two keepers share the surname Tulloch;
- `breweries`: a Czech-Bavarian brewery atlas with opaque numeric IRIs (`…/id/306`, `…/id/509`) and a vocabulary
  of its own (`…/def#`): breweries, beers, towns, regions, brewing groups and competitions named by
  `skos:prefLabel` in @cs or @de, with an @en name for some ("Pivovar U Zlatého kohouta" / "Golden Rooster
  Brewery", "Klosterbrauerei Sankt Korbinian" / "St Korbinian Abbey Brewery"; "Rodinný pivovar Dobřany" and
  "Korbinator" have no English name) and `skos:altLabel` aliases ("Dombergbräu", "Kohout 12"); beer styles are
  `skos:Concept`s with @cs / @de prefLabels and English aliases ("Weißbier"@de / "pšeničné pivo"@cs, alias "wheat
  beer"@en, "Hefeweizen"@de) in a `skos:broader` chain (Doppelbock ⊂ Bockbier ⊂ untergäriges Bier); brewers are
  named by a plain `skos:prefLabel`; beers have `brewedBy`, `style`, `abv` xsd:decimal, `ibu` xsd:integer and
  `launchYear` xsd:gYear and BLANK-node `award`s (`competition`, `year` xsd:gYear, `medal` "gold" / "silver" /
  "bronze"); breweries have `locatedIn` (a town, `inRegion` a region), `yearEstablished` xsd:gYear,
  `annualOutputHl` xsd:integer, `masterBrewer` (one brewer serves two breweries) and sometimes `parentCompany`;
  two beers are both called "Jantar" (Pivovar Krumlovec, 2009; Rodinný pivovar Dobřany, 2018);
- `expeditions`: a mountaineering log in schema.org with slug IRIs (`…/expedition/kessel-icefield-traverse`,
  `…/person/margit-solheim`, `…/mountain/karun-chhish`, `…/org/himalayan-research-trust`) named by
  `schema:name`: expeditions are `schema:Event`s with `schema:startDate` / `schema:endDate` xsd:date,
  `schema:location` (a `schema:Mountain`), `schema:organizer` (a club with `schema:foundingDate` xsd:gYear),
  `schema:director` for the leader and `schema:attendee` for every member; mountains have `schema:elevation`
  xsd:integer and `schema:containedInPlace` a range, ranges `schema:containedInPlace` a `schema:Country`;
  climbers have `schema:nationality` and `schema:birthDate` xsd:date; summits are n-ary `…/vocab#SummitRecord`s
  with IRIs of their own (`…/ascent/a-0108`: `climber`, `onExpedition`, `summitDate` xsd:date, `route`,
  `bottledOxygen` xsd:boolean), one expedition reached no summit, and two expeditions are both called "Silver
  Ridge Expedition" (1962 on Tsering Kang, 1988 on Karun Chhish);
- `typefaces`: a type-specimen archive exported from a database: opaque ids (`…/id/T0107`, `…/id/D05`,
  `…/id/F03`) and a vocabulary of its own (`…/schema/`), names only in datatype properties that differ per
  table: typefaces by `typefaceName`, designers by `forename` + `surname`, foundries by `tradingName`,
  classifications by `term` (with `broaderTerm`: slab serif ⊂ serif), scripts by `scriptName`; typefaces have
  one or two `designer`s, a `publisher` foundry, `firstIssued` xsd:gYear, `classification`, `weights`
  xsd:integer, several `coversScript`, `isVariable` xsd:boolean, a `licence` string and sometimes
  `revivalOf` (stated on the revival only); designers have `born` xsd:gYear and a `nationality` string,
  foundries a `city` string and `established` xsd:gYear; two typefaces are both called "Meridian" (a 1957
  transitional serif from Hartmann & Voss Schriftgießerei, a 2019 geometric sans from Parallax Type);
- `coins`: a museum coin cabinet of a fictional medieval kingdom in the nomisma.org ontology (`nmo:`): coin types
  (`nmo:TypeSeriesItem`, `…/type/ald.2.11`) named by `dcterms:title`@en with `nmo:hasDenomination`,
  `nmo:hasMaterial`, `nmo:hasMint`, `nmo:hasAuthority`, `nmo:hasStartDate` / `nmo:hasEndDate` xsd:gYear and
  BLANK-node `nmo:hasObverse` / `nmo:hasReverse` sides (`dcterms:description`, `nmo:hasLegend`, on some
  obverses `nmo:hasPortrait` a ruler); mints, denominations and materials are `skos:Concept`s named by
  `skos:prefLabel`@en with `skos:altLabel` aliases ("Castrum Mauri"@la, "AV"); rulers (`foaf:Person`) are
  named by `skos:prefLabel`@en with epithets as `skos:altLabel` ("Edmund the Bold") and `…/def#reignBegan` /
  `…/def#reignEnded` xsd:gYear; the museum's coins (`nmo:NumismaticObject`, `…/object/1958.11.3`) have a
  `dcterms:identifier`, `nmo:hasTypeSeriesItem`, `nmo:hasWeight` / `nmo:hasDiameter` xsd:decimal and sometimes
  `dcterms:isPartOf` a hoard (`nmo:Hoard`, `rdfs:label`@en, `nmo:hasFindspot` a string,
  `…/def#discoveredIn` xsd:gYear); hoards do not list their coins and types do not list their specimens; two
  coin types are both titled "Lion Noble" (Edmund III at Harwick from 1344, Elswyth at Stoneford from 1466).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_v.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import DCT, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_g import Graph
from unseen_p import _bnode
from unseen_r import _bool

# ---- lighthouses (a light list with no labels: kebab-case slugs, percent-encoded accents, snake_case terms) ---
LH = "https://lightlist.example.org/"
LHO = "https://lightlist.example.org/ont#"
SKALANES, SUDUROY, TORSHAVN = "sk%C3%A1lanes", "su%C3%B0uroy", "t%C3%B3rshavn"
FOROYA = "f%C3%B8roya-vitaverk"
LH_COUNTRIES = ["scotland", "ireland", "wales", "faroe-islands", "norway"]
LH_REGIONS = {"argyll": "scotland", "shetland": "scotland", "county-sligo": "ireland", "county-cork": "ireland",
              "pembrokeshire": "wales", SUDUROY: "faroe-islands", "rogaland": "norway"}  # region: country
LH_SITES = {  # site: (class, region)
    "skerrow-point": ("Headland", "argyll"), "corran-ness": ("Headland", "argyll"),
    "muckle-skerry": ("Island", "shetland"), "black-rock": ("Island", "county-sligo"),
    "inishgowan": ("Island", "county-sligo"), "carrigmore-head": ("Headland", "county-cork"),
    "ynys-ddu": ("Island", "pembrokeshire"), "penmaen-du": ("Headland", "pembrokeshire"),
    SKALANES: ("Headland", SUDUROY), "kvitholmen": ("Island", "rogaland"), "lysholmen": ("Island", "rogaland"),
}
LH_CITIES = {"edinburgh": "scotland", "dublin": "ireland", "swansea": "wales", TORSHAVN: "faroe-islands",
             "stavanger": "norway"}  # city: country
LH_AUTHORITIES = {"caledonian-lights-board": ("1786", "edinburgh"),  # authority: (established, headquarters)
                  "irish-coast-lights-commission": ("1810", "dublin"),
                  "cambrian-lighthouse-service": ("1836", "swansea"), FOROYA: ("1899", TORSHAVN),
                  "vestland-fyrvesen": ("1841", "stavanger")}
LH_ENGINEERS = {"alasdair-grieve": "1791", "thomas-calder": "1812", "edmund-halloran": "1803",
                "cormac-devlin": "1889", "james-wardlow": "1830", "n%C3%ADls-joensen": "1868",
                "ole-brekke": "1825"}  # engineer: birth year
# light: (first lit, tower height m, nominal range nmi, light character, tower colour, automated or None, site,
#         authority, engineer, superseded by or None, discontinued on or None)
LH_LIGHTS = {
    "skerrow-point-lighthouse": ("1833", "26.5", 25, "Fl W 10s", "white", "1988", "skerrow-point",
                                 "caledonian-lights-board", "alasdair-grieve", None, None),
    "corran-ness-lighthouse": ("1860", "18", 14, "Oc(2) WR 12s", "white", "1995", "corran-ness",
                               "caledonian-lights-board", "thomas-calder", None, None),
    "muckle-skerry-lighthouse": ("1854", "36.6", 24, "Fl(3) W 30s", "white", "1991", "muckle-skerry",
                                 "caledonian-lights-board", "thomas-calder", None, None),
    "black-rock-lighthouse-1849": ("1849", "15.2", 12, "Fl W 5s", "black", None, "black-rock",
                                   "irish-coast-lights-commission", "edmund-halloran", "inishgowan-lighthouse",
                                   "1934-06-30"),
    "inishgowan-lighthouse": ("1934", "21", 18, "Fl(2) W 15s", "white", "1979", "inishgowan",
                              "irish-coast-lights-commission", "cormac-devlin", None, None),
    "carrigmore-head-lighthouse": ("1853", "30.2", 20, "Fl W 12s", "white", "1987", "carrigmore-head",
                                   "irish-coast-lights-commission", "edmund-halloran", None, None),
    "black-rock-lighthouse-1902": ("1902", "24.4", 16, "Iso W 4s", "white with a red band", "1998", "ynys-ddu",
                                   "cambrian-lighthouse-service", "james-wardlow", None, None),
    "penmaen-du-lighthouse": ("1871", "13.5", 10, "Q W", "white", "1983", "penmaen-du",
                              "cambrian-lighthouse-service", "james-wardlow", None, None),
    "sk%C3%A1lanes-fyr": ("1909", "11", 13, "Fl(3) W 20s", "red", "1968", SKALANES, FOROYA, "n%C3%ADls-joensen",
                          None, None),
    "kvitholmen-fyr": ("1866", "19.5", 17, "LFl W 30s", "red", "2004", "kvitholmen", "vestland-fyrvesen",
                       "ole-brekke", None, None),
    "lysholmen-fyr": ("1897", "12", 11, "Oc W 6s", "white", None, "lysholmen", "vestland-fyrvesen", "ole-brekke",
                      None, "2011-09-01"),
}
LH_KEEPERS = {  # keeper: (birth year, lights served at)
    "agnes-mcrae": ("1871", ["skerrow-point-lighthouse", "corran-ness-lighthouse"]),
    "hamish-tulloch": ("1858", ["muckle-skerry-lighthouse"]),
    "magnus-tulloch": ("1890", ["muckle-skerry-lighthouse"]),
    "padraig-ferris": ("1880", ["black-rock-lighthouse-1849", "inishgowan-lighthouse"]),
    "eileen-cullinane": ("1902", ["carrigmore-head-lighthouse"]),
    "dafydd-prys": ("1889", ["black-rock-lighthouse-1902", "penmaen-du-lighthouse"]),
    "j%C3%B3gvan-hansen": ("1920", ["sk%C3%A1lanes-fyr"]),
    "ingrid-vatne": ("1911", ["kvitholmen-fyr", "lysholmen-fyr"]),
}


def _lh(kind: str, *slugs: str) -> set[str]:
    return {f"{LH}{kind}/{s}" for s in slugs}


def lighthouses_kg() -> str:
    """N-Triples of the light list (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, slug: str, cls: str) -> str:
        g.add(f"{LH}{kind}/{slug}", RDF_TYPE, LHO + cls)
        return f"{LH}{kind}/{slug}"

    def rel(s: str, p: str, kind: str, slug: str) -> None:
        g.add(s, LHO + p, f"{LH}{kind}/{slug}")

    for key in LH_COUNTRIES:
        typed("place", key, "Country")
    for key, country in LH_REGIONS.items():
        rel(typed("place", key, "Region"), "in_country", "place", country)
    for key, (cls, region) in LH_SITES.items():
        rel(typed("place", key, cls), "in_region", "place", region)
    for key, country in LH_CITIES.items():
        rel(typed("place", key, "City"), "in_country", "place", country)
    for key, (established, city) in LH_AUTHORITIES.items():
        a = typed("authority", key, "LighthouseAuthority")
        g.add(a, LHO + "established", _typed(established, "gYear")), rel(a, "headquarters", "place", city)
    for key, born in LH_ENGINEERS.items():
        g.add(typed("person", key, "Engineer"), LHO + "birth_year", _typed(born, "gYear"))
    for key, fields in LH_LIGHTS.items():
        lit, height, range_nmi, character, colour, automated, site, authority, engineer, successor, ended = fields
        x = typed("light", key, "Lighthouse")
        g.add(x, LHO + "first_lit", _typed(lit, "gYear")), g.add(x, LHO + "tower_height_m", _typed(height, "decimal"))
        g.add(x, LHO + "nominal_range_nmi", _typed(range_nmi, "integer"))
        g.add(x, LHO + "light_character", _lit(character)), g.add(x, LHO + "tower_colour", _lit(colour))
        if automated:
            g.add(x, LHO + "automated_in", _typed(automated, "gYear"))
        rel(x, "stands_on", "place", site), rel(x, "maintained_by", "authority", authority)
        rel(x, "engineer", "person", engineer)
        if successor:
            rel(x, "superseded_by", "light", successor)
        if ended:
            g.add(x, LHO + "discontinued_on", _typed(ended, "date"))
    for key, (born, lights) in LH_KEEPERS.items():
        k = typed("person", key, "Keeper")
        g.add(k, LHO + "birth_year", _typed(born, "gYear"))
        for light in lights:
            rel(k, "served_at", "light", light)
    return g.text()


LIGHTHOUSES_QUESTIONS = [
    ("Who designed Skerrow Point Lighthouse?", _lh("person", "alasdair-grieve")),
    ("When was Corran Ness Lighthouse first lit?", {"1860"}),
    ("How tall is Muckle Skerry Lighthouse?", {"36.6"}),
    ("How far can the light of Kvitholmen Fyr be seen?", {"17"}),
    ("What is the light pattern of Inishgowan Lighthouse?", {"Fl(2) W 15s"}),
    ("Who looks after Penmaen Du Lighthouse?", _lh("authority", "cambrian-lighthouse-service")),
    ("Which lighthouses does the Caledonian Lights Board maintain?", _lh("light", "skerrow-point-lighthouse",
                                                                         "corran-ness-lighthouse",
                                                                         "muckle-skerry-lighthouse")),
    ("When was Carrigmore Head Lighthouse automated?", {"1987"}),
    ("What colour is the tower of Skálanes Fyr?", {"red"}),
    ("Which lighthouse replaced Black Rock Lighthouse 1849?", _lh("light", "inishgowan-lighthouse")),
    ("Which lighthouse did Inishgowan Lighthouse replace?", _lh("light", "black-rock-lighthouse-1849")),
    ("When was the 1849 Black Rock Lighthouse taken out of service?", {"1934-06-30"}),
    ("Who was the engineer of the Black Rock Lighthouse built in 1902?", _lh("person", "james-wardlow")),
    ("Which lighthouses did Edmund Halloran design?", _lh("light", "black-rock-lighthouse-1849",
                                                          "carrigmore-head-lighthouse")),
    ("In which region is Kvitholmen Fyr?", _lh("place", "rogaland")),
    ("In which country is Skálanes Fyr?", _lh("place", "faroe-islands")),
    ("Which lighthouses are in Pembrokeshire?", _lh("light", "black-rock-lighthouse-1902", "penmaen-du-lighthouse")),
    ("Which is the tallest lighthouse?", _lh("light", "muckle-skerry-lighthouse")),
    ("Which lighthouse is the oldest?", _lh("light", "skerrow-point-lighthouse")),
    ("Which lighthouse has the longest range?", _lh("light", "skerrow-point-lighthouse")),
    ("How many lighthouses does the Irish Coast Lights Commission maintain?", {"3"}),
    ("How many lighthouses did James Wardlow design?", {"2"}),
    ("At which lighthouses did Agnes McRae serve?", _lh("light", "skerrow-point-lighthouse",
                                                         "corran-ness-lighthouse")),
    ("Who kept Carrigmore Head Lighthouse?", _lh("person", "eileen-cullinane")),
    ("Which keepers worked at Muckle Skerry Lighthouse?", _lh("person", "hamish-tulloch", "magnus-tulloch")),
    ("When was Ingrid Vatne born?", {"1911"}),
    ("When was the Caledonian Lights Board founded?", {"1786"}),
    ("Where is Føroya Vitaverk based?", _lh("place", TORSHAVN)),
    ("Which lighthouses have a red tower?", _lh("light", "sk%C3%A1lanes-fyr", "kvitholmen-fyr")),
    ("Which lighthouses were automated before 1980?", _lh("light", "sk%C3%A1lanes-fyr", "inishgowan-lighthouse")),
    ("Which lighthouses were first lit after 1900?", _lh("light", "black-rock-lighthouse-1902",
                                                         "inishgowan-lighthouse", "sk%C3%A1lanes-fyr")),
    ("When was the engineer of Lysholmen Fyr born?", {"1825"}),
    ("Which authority maintains the lighthouses Dafydd Prys kept?", _lh("authority", "cambrian-lighthouse-service")),
    ("On which island does Muckle Skerry Lighthouse stand?", _lh("place", "muckle-skerry")),
    ("how tall is black rock lighthouse 1902", {"24.4"}),
    ("who designed corran nes lighthouse", _lh("person", "thomas-calder")),  # misspelt: Ness
    ("How many visitors does Skerrow Point Lighthouse get each year?", set()),  # no visitor numbers
    ("What is the wattage of the lamp at Kvitholmen Fyr?", set()),  # no lamp data
    ("When did Hamish Tulloch die?", set()),  # birth years only
]
LIGHTHOUSES_MADE_UP = ["Who designed Dunmore Sound Lighthouse?", "When was Skerrow Head Lighthouse first lit?",
                       "Who maintains Kvitnes Fyr?", "At which lighthouses did Agnes Tulloch serve?",
                       "How tall is Black Rock Lighthouse 1875?",
                       "Which lighthouses does the Hebridean Lights Board maintain?"]
LIGHTHOUSES_GRAPHS = [
    ('[("Skerrow Point Lighthouse", "built to plans by", ?x)]', _lh("person", "alasdair-grieve")),
    ('[(?x, "keeper at", "Lysholmen Fyr")]', _lh("person", "ingrid-vatne")),
    ('[("Penmaen Du Lighthouse", "lit since", ?x)]', {"1871"}),
    ('[("Kvitholmen Fyr", "visibility in nautical miles", ?x)]', {"17"}),
    ('[("Inishgowan Lighthouse", "run by", ?x)]', _lh("authority", "irish-coast-lights-commission")),
    ('[("Corran Ness Lighthouse", "flash pattern", ?x)]', {"Oc(2) WR 12s"}),
    ('[(?l, "run by", "Cambrian Lighthouse Service"), (?l, "height of tower", ?x)]', {"24.4", "13.5"}),
    ('[("Carrigmore Head Lighthouse", "built to plans by", ?e), (?e, "year born", ?x)]', {"1803"}),
    ('[(?k, "keeper at", "Muckle Skerry Lighthouse"), (?k, "year born", ?x)]', {"1858", "1890"}),
    ('[("Black Rock Lighthouse 1849", "replaced by", ?l), (?l, "built to plans by", ?x)]',
     _lh("person", "cormac-devlin")),
    ('[("Skálanes Fyr", "run by", ?a), (?a, "head office", ?x)]', _lh("place", TORSHAVN)),
    ('[("Kvitholmen Fyr", "sits on", ?p), (?p, "county", ?x)]', _lh("place", "rogaland")),
]

# ---- breweries (opaque numeric ids, skos:prefLabel @cs/@de/@en, altLabel aliases, blank-node awards) --------
BR = "https://pivni-atlas.example.cz/id/"
BRV = "https://pivni-atlas.example.cz/def#"
# id: (class, {language: prefLabel}, [(altLabel, language)])
BR_REGIONS = {"101": ("Region", {"cs": "Jihočeský kraj", "en": "South Bohemian Region"}, []),
              "102": ("Region", {"cs": "Plzeňský kraj", "en": "Plzeň Region"}, []),
              "103": ("Region", {"de": "Oberfranken", "en": "Upper Franconia"}, []),
              "104": ("Region", {"de": "Oberbayern", "en": "Upper Bavaria"}, [])}
BR_TOWNS = {  # town: ({language: prefLabel}, [(altLabel, language)], region)
    "201": ({"cs": "Krumlovec"}, [], "101"), "202": ({"cs": "Dobřany"}, [], "102"),
    "203": ({"de": "Bamberg"}, [], "103"), "204": ({"de": "Kulmbach"}, [], "103"),
    "205": ({"de": "Freising"}, [], "104"), "206": ({"de": "München", "en": "Munich"}, [], "104"),
    "207": ({"cs": "Plzeň", "de": "Pilsen", "en": "Pilsen"}, [], "102"),
}
BR_GROUPS = {  # brewing group: ({language: prefLabel}, established)
    "601": ({"cs": "Česká pivní skupina", "en": "Czech Beer Group"}, "1992"),
    "602": ({"de": "Bayerische Braugruppe", "en": "Bavarian Brewing Group"}, "1971"),
}
BR_BREWERS = {"401": "Jaroslava Hrubá", "402": "Tomáš Kubík", "403": "Vít Zelenka", "404": "Matthias Hölzl",
              "405": "Anneliese Brandl", "406": "Pater Benedikt Maier"}
# brewery: ({language: prefLabel}, [(altLabel, language)], town, established, annual output hl, master brewer,
#           parent company or None)
BR_BREWERIES = {
    "301": ({"cs": "Pivovar Krumlovec", "en": "Krumlovec Brewery"}, [("Krumlovecký pivovar", "cs")], "201", "1560",
            85000, "401", "601"),
    "302": ({"cs": "Pivovar U Zlatého kohouta", "en": "Golden Rooster Brewery"}, [("Zlatý kohout", "cs")], "207",
            "1842", 410000, "402", "601"),
    "303": ({"cs": "Rodinný pivovar Dobřany"}, [], "202", "1996", 12000, "403", None),
    "304": ({"de": "Rauchbräu am Domberg"}, [("Dombergbräu", "de")], "203", "1678", 22000, "404", None),
    "305": ({"de": "Kulmbacher Burgbrauerei", "en": "Kulmbach Castle Brewery"}, [], "204", "1846", 650000, "405",
            "602"),
    "306": ({"de": "Klosterbrauerei Sankt Korbinian", "en": "St Korbinian Abbey Brewery"},
            [("Korbiniansbräu", "de")], "205", "1040", 160000, "406", None),
    "307": ({"de": "Isarbräu München", "en": "Isar Brewery"}, [], "206", "1589", 520000, "405", "602"),
}
BR_STYLES = {  # style: ({language: prefLabel}, [(altLabel, language)], broader or None)
    "710": ({"de": "untergäriges Bier", "cs": "spodně kvašené pivo"}, [("bottom-fermented beer", "en")], None),
    "719": ({"de": "obergäriges Bier", "cs": "svrchně kvašené pivo"}, [("top-fermented beer", "en")], None),
    "711": ({"cs": "světlý ležák", "de": "Pils"}, [("pale lager", "en"), ("Pilsner", "en")], "710"),
    "712": ({"cs": "tmavý ležák", "de": "Dunkles"}, [("dark lager", "en")], "710"),
    "713": ({"cs": "polotmavý ležák"}, [("amber lager", "en"), ("Vienna lager", "en")], "710"),
    "714": ({"de": "Bockbier"}, [("bock", "en")], "710"),
    "715": ({"de": "Doppelbock"}, [], "714"),
    "716": ({"de": "Rauchbier"}, [("smoked beer", "en")], "710"),
    "717": ({"de": "Weißbier", "cs": "pšeničné pivo"},
            [("wheat beer", "en"), ("Hefeweizen", "de"), ("Weizen", "de")], "719"),
    "718": ({"de": "Helles"}, [("Münchner Hell", "de")], "710"),
}
BR_COMPETITIONS = {"801": {"de": "Goldener Humpen", "en": "Golden Tankard"},
                   "802": {"cs": "Zlatá pivní pečeť", "en": "Golden Beer Seal"}}
# beer: ({language: prefLabel}, [(altLabel, language)], brewery, style, abv %, ibu, launch year,
#        [(competition, year, medal)])
BR_BEERS = {
    "501": ({"cs": "Krumlovecký ležák", "en": "Krumlovec Lager"}, [("Krumlovec 12", "cs")], "301", "711", "4.9", 32,
            "1920", [("802", "2019", "gold"), ("801", "2021", "silver")]),
    "502": ({"cs": "Jantar"}, [], "301", "713", "5.2", 26, "2009", []),
    "503": ({"cs": "Kohoutí ležák", "en": "Rooster Lager"}, [("Kohout 12", "cs")], "302", "711", "4.4", 38, "1842",
            [("802", "2018", "silver")]),
    "504": ({"cs": "Kohoutí tmavé", "en": "Rooster Dark"}, [], "302", "712", "4.7", 22, "1958", []),
    "505": ({"cs": "Jantar"}, [], "303", "713", "5.6", 30, "2018", [("802", "2022", "gold")]),
    "506": ({"cs": "Dobřanská desítka"}, [("Desítka", "cs")], "303", "711", "4.0", 25, "1997", []),
    "507": ({"de": "Dombergs Rauchmärzen"}, [("Rauchmärzen", "de")], "304", "716", "5.1", 30, "1890",
            [("801", "2019", "gold")]),
    "508": ({"de": "Burgbräu Festbock"}, [], "305", "714", "6.9", 28, "1954", []),
    "509": ({"de": "Korbinator"}, [], "306", "715", "7.8", 24, "1888", [("801", "2020", "gold"),
                                                                       ("801", "2022", "bronze")]),
    "510": ({"de": "Korbinian Hefeweißbier", "en": "Korbinian Wheat"}, [("Korbinian Weiße", "de")], "306", "717",
            "5.4", 14, "1921", [("801", "2021", "gold")]),
    "511": ({"de": "Isar Helles"}, [], "307", "718", "4.8", 19, "1895", []),
    "512": ({"de": "Isar Weiße"}, [], "307", "717", "5.3", 12, "1952", [("802", "2023", "bronze")]),
    "513": ({"de": "Isar Maibock"}, [], "307", "714", "7.0", 27, "1978", []),
}


def _br(*ids: str) -> set[str]:
    return {BR + i for i in ids}


def _bre(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabels and its aliases."""
    if key in BR_REGIONS:
        labels, aliases = BR_REGIONS[key][1], BR_REGIONS[key][2]
    elif key in BR_GROUPS:
        labels, aliases = BR_GROUPS[key][0], []
    elif key in BR_BREWERS:
        labels, aliases = {"": BR_BREWERS[key]}, []
    else:
        table = next(t for t in (BR_TOWNS, BR_BREWERIES, BR_STYLES, BR_BEERS) if key in t)
        labels, aliases = table[key][0], table[key][1]
    return _br(key) | set(labels.values()) | {alias for alias, _ in aliases}


def breweries_kg() -> str:
    """N-Triples of the brewery atlas."""
    g = Graph()

    def named(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(BR + key, RDF_TYPE, BRV + cls)
        for lang, label in labels.items():
            g.add(BR + key, SKOS + "prefLabel", _lit(label, lang))
        for alias, lang in aliases:
            g.add(BR + key, SKOS + "altLabel", _lit(alias, lang))
        return BR + key

    for key, (cls, labels, aliases) in BR_REGIONS.items():
        named(key, cls, labels, aliases)
    for key, (labels, aliases, region) in BR_TOWNS.items():
        g.add(named(key, "Town", labels, aliases), BRV + "inRegion", BR + region)
    for key, (labels, established) in BR_GROUPS.items():
        g.add(named(key, "BrewingGroup", labels, []), BRV + "yearEstablished", _typed(established, "gYear"))
    for key, name in BR_BREWERS.items():
        g.add(BR + key, RDF_TYPE, BRV + "Brewer"), g.add(BR + key, SKOS + "prefLabel", _lit(name))
    for key, (labels, aliases, town, established, output, brewer, parent) in BR_BREWERIES.items():
        b = named(key, "Brewery", labels, aliases)
        g.add(b, BRV + "locatedIn", BR + town), g.add(b, BRV + "yearEstablished", _typed(established, "gYear"))
        g.add(b, BRV + "annualOutputHl", _typed(output, "integer")), g.add(b, BRV + "masterBrewer", BR + brewer)
        if parent:
            g.add(b, BRV + "parentCompany", BR + parent)
    for key, (labels, aliases, broader) in BR_STYLES.items():
        s = named(key, "BeerStyle", labels, aliases)
        g.add(s, RDF_TYPE, SKOS + "Concept")
        if broader:
            g.add(s, SKOS + "broader", BR + broader)
    for key, labels in BR_COMPETITIONS.items():
        named(key, "Competition", labels, [])
    for key, (labels, aliases, brewery, style, abv, ibu, launched, awards) in BR_BEERS.items():
        x = named(key, "Beer", labels, aliases)
        g.add(x, BRV + "brewedBy", BR + brewery), g.add(x, BRV + "style", BR + style)
        g.add(x, BRV + "abv", _typed(abv, "decimal")), g.add(x, BRV + "ibu", _typed(ibu, "integer"))
        g.add(x, BRV + "launchYear", _typed(launched, "gYear"))
        for n, (competition, year, medal) in enumerate(awards):
            a = _bnode("award", key, str(n))
            g.add(x, BRV + "award", a), g.add(a, RDF_TYPE, BRV + "Award")
            g.add(a, BRV + "competition", BR + competition), g.add(a, BRV + "year", _typed(year, "gYear"))
            g.add(a, BRV + "medal", _lit(medal))
    return g.text()


BREWERIES_QUESTIONS = [
    ("Which brewery makes Korbinator?", _bre("306")),
    ("What style of beer is Dombergs Rauchmärzen?", _bre("716")),
    ("How strong is Burgbräu Festbock?", {"6.9"}),
    ("How bitter is Rooster Lager?", {"38"}),
    ("In which town is Pivovar Krumlovec?", _bre("201")),
    ("When was Klosterbrauerei Sankt Korbinian founded?", {"1040"}),
    ("Who is the brewmaster at Isarbräu München?", _bre("405")),
    ("Which breweries does Anneliese Brandl run?", _br("305", "307")),
    ("Which beers does the Golden Rooster Brewery brew?", _br("503", "504")),
    ("Which group owns Kulmbacher Burgbrauerei?", _bre("602")),
    ("Which breweries belong to the Czech Beer Group?", _br("301", "302")),
    ("Which beers are wheat beers?", _br("510", "512")),
    ("Which beers are pale lagers?", _br("501", "503", "506")),
    ("What is the strongest beer?", _bre("509")),
    ("Which beer is the most bitter?", _bre("503")),
    ("Which is the oldest brewery?", _bre("306")),
    ("Which brewery produces the most beer a year?", _bre("305")),
    ("How many hectolitres does Rodinný pivovar Dobřany brew a year?", {"12000"}),
    ("When was the Jantar from Rodinný pivovar Dobřany first brewed?", {"2018"}),
    ("How strong is the Jantar brewed by Pivovar Krumlovec?", {"5.2"}),
    ("In which years did Korbinator win a medal?", {"2020", "2022"}),
    ("Which beers won gold at the Golden Tankard?", _br("507", "509", "510")),
    ("Which medal did Rooster Lager win in 2018?", {"silver"}),
    ("Which beers won a medal in 2022?", _br("505", "509")),
    ("What is Pilsen called in Czech?", {"Plzeň"}),
    ("What is the English name of Klosterbrauerei Sankt Korbinian?", {"St Korbinian Abbey Brewery"}),
    ("Which breweries are in Upper Franconia?", _br("304", "305")),
    ("Which breweries are in Pilsen?", _br("302")),
    ("How many beers does Isarbräu München brew?", {"3"}),
    ("Which beers were launched before 1900?", _br("503", "507", "509", "511")),
    ("Which style is Doppelbock a kind of?", _bre("714")),
    ("Where is Dombergbräu located?", _bre("203")),
    ("In which region is Kulmbach?", _bre("103")),
    ("Which beers are made under brewmaster Pater Benedikt Maier?", _br("509", "510")),
    ("which beers does isarbräu münchen brew", _br("511", "512", "513")),
    ("how strong is korbinater", {"7.8"}),  # misspelt: Korbinator
    ("How much does a bottle of Isar Helles cost?", set()),  # no prices
    ("Which hops are used in Krumlovec Lager?", set()),  # no ingredients
    ("How many people work at Kulmbacher Burgbrauerei?", set()),  # no staff numbers
]
BREWERIES_MADE_UP = ["Which brewery makes Korbinian Dunkel?", "Who is the brewmaster at Pivovar Horní Krumlov?",
                     "How strong is Isar Dunkelbock?", "When was Brauerei Sankt Gallus founded?",
                     "Which beers does the Silver Rooster Brewery brew?", "What style of beer is Kohoutí pšenice?"]
BREWERIES_GRAPHS = [
    ('[("Isar Weiße", "made by", ?x)]', _bre("307")),
    ('[(?x, "head brewer of", "Rodinný pivovar Dobřany")]', _bre("403")),
    ('[("Korbinator", "alcohol content", ?x)]', {"7.8"}),
    ('[("Pivovar U Zlatého kohouta", "brewing since", ?x)]', {"1842"}),
    ('[("Isar Helles", "kind of beer", ?x)]', _bre("718")),
    ('[("Kulmbacher Burgbrauerei", "belongs to group", ?x)]', _bre("602")),
    ('[(?b, "made by", "Pivovar Krumlovec"), (?b, "bitterness units", ?x)]', {"32", "26"}),
    ('[("Korbinian Hefeweißbier", "made by", ?y), (?y, "town", ?x)]', _bre("205")),
    ('[(?b, "kind of beer", "Weißbier"), (?b, "made by", ?x)]', _br("306", "307")),
    ('[("Burgbräu Festbock", "made by", ?y), (?y, "head brewer", ?x)]', _bre("405")),
    ('[(?y, "belongs to group", "Bavarian Brewing Group"), (?y, "hectolitres per year", ?x)]', {"650000", "520000"}),
    ('[("Dombergs Rauchmärzen", "prize", ?a), (?a, "medal won", ?x)]', {"gold"}),
]

# ---- expeditions (schema.org events, slug IRIs, schema:name, n-ary summit records, two Silver Ridge Expeditions) -
EXP = "https://summitlog.example.net/"
EXV = "https://summitlog.example.net/vocab#"
EX_COUNTRIES = {"nepal": "Nepal", "pakistan": "Pakistan", "peru": "Peru", "canada": "Canada", "norway": "Norway",
                "united-kingdom": "United Kingdom", "japan": "Japan", "france": "France"}
EX_RANGES = {"rolwaling-himal": ("Rolwaling Himal", "nepal"), "hispar-muztagh": ("Hispar Muztagh", "pakistan"),
             "cordillera-huayhuash": ("Cordillera Huayhuash", "peru"),
             "saint-elias-mountains": ("Saint Elias Mountains", "canada")}  # range: (name, country)
EX_MOUNTAINS = {"tsering-kang": ("Tsering Kang", 7102, "rolwaling-himal"),  # mountain: (name, elevation m, range)
                "dolma-ri": ("Dolma Ri", 6580, "rolwaling-himal"),
                "karun-chhish": ("Karun Chhish", 7288, "hispar-muztagh"),
                "nevado-yanaraju": ("Nevado Yanaraju", 6012, "cordillera-huayhuash"),
                "mount-kessel": ("Mount Kessel", 4915, "saint-elias-mountains")}
EX_CLUBS = {"northern-ridge-mountaineering-club": ("Northern Ridge Mountaineering Club", "1921"),
            "andean-exploration-society": ("Andean Exploration Society", "1948"),
            "himalayan-research-trust": ("Himalayan Research Trust", "1956")}  # club: (name, founded)
EX_PEOPLE = {  # person: (name, nationality, birth date)
    "robert-hale": ("Robert Hale", "united-kingdom", "1928-11-22"),
    "margit-solheim": ("Margit Solheim", "norway", "1931-05-14"),
    "ang-dorje-sherpa": ("Ang Dorje Sherpa", "nepal", "1935-02-03"),
    "anders-lund": ("Anders Lund", "canada", "1944-10-02"),
    "dawa-tenzing": ("Dawa Tenzing", "nepal", "1949-01-17"),
    "isabel-quiroga": ("Isabel Quiroga", "peru", "1958-07-09"),
    "callum-reid": ("Callum Reid", "united-kingdom", "1960-03-30"),
    "yuki-morimoto": ("Yuki Morimoto", "japan", "1963-12-01"),
    "pasang-lhamu-tamang": ("Pasang Lhamu Tamang", "nepal", "1966-08-19"),
    "helene-marchetti": ("Hélène Marchetti", "france", "1971-04-25"),
}
# expedition: (name, mountain, start, end, organiser, leader, members)
EX_EXPEDITIONS = {
    "silver-ridge-expedition-1962": ("Silver Ridge Expedition", "tsering-kang", "1962-04-02", "1962-06-11",
                                     "northern-ridge-mountaineering-club", "robert-hale",
                                     ["robert-hale", "margit-solheim", "ang-dorje-sherpa"]),
    "kessel-icefield-traverse": ("Kessel Icefield Traverse", "mount-kessel", "1977-05-03", "1977-06-01",
                                 "northern-ridge-mountaineering-club", "anders-lund",
                                 ["anders-lund", "margit-solheim"]),
    "dolma-ri-winter-attempt": ("Dolma Ri Winter Attempt", "dolma-ri", "1979-12-10", "1980-02-15",
                                "himalayan-research-trust", "dawa-tenzing",
                                ["dawa-tenzing", "anders-lund", "ang-dorje-sherpa"]),
    "yanaraju-south-face-expedition": ("Yanaraju South Face Expedition", "nevado-yanaraju", "1985-06-20",
                                       "1985-07-30", "andean-exploration-society", "isabel-quiroga",
                                       ["isabel-quiroga", "callum-reid"]),
    "silver-ridge-expedition-1988": ("Silver Ridge Expedition", "karun-chhish", "1988-06-05", "1988-08-20",
                                     "himalayan-research-trust", "callum-reid",
                                     ["callum-reid", "yuki-morimoto", "dawa-tenzing"]),
    "tsering-kang-spring-1995": ("Tsering Kang Spring 1995", "tsering-kang", "1995-03-28", "1995-05-30",
                                 "himalayan-research-trust", "pasang-lhamu-tamang",
                                 ["pasang-lhamu-tamang", "helene-marchetti", "yuki-morimoto"]),
    "karun-chhish-west-ridge-2004": ("Karun Chhish West Ridge 2004", "karun-chhish", "2004-06-15", "2004-08-09",
                                     "northern-ridge-mountaineering-club", "helene-marchetti",
                                     ["helene-marchetti", "pasang-lhamu-tamang"]),
}
EX_ASCENTS = {  # summit record: (climber, expedition, summit date, route, bottled oxygen)
    "a-0101": ("robert-hale", "silver-ridge-expedition-1962", "1962-05-28", "South-East Ridge", True),
    "a-0102": ("ang-dorje-sherpa", "silver-ridge-expedition-1962", "1962-05-28", "South-East Ridge", True),
    "a-0103": ("margit-solheim", "silver-ridge-expedition-1962", "1962-05-30", "South-East Ridge", True),
    "a-0104": ("anders-lund", "kessel-icefield-traverse", "1977-05-21", "Icefield Route", False),
    "a-0105": ("margit-solheim", "kessel-icefield-traverse", "1977-05-21", "Icefield Route", False),
    "a-0106": ("isabel-quiroga", "yanaraju-south-face-expedition", "1985-07-14", "South Face", False),
    "a-0107": ("callum-reid", "yanaraju-south-face-expedition", "1985-07-14", "South Face", False),
    "a-0108": ("yuki-morimoto", "silver-ridge-expedition-1988", "1988-07-29", "North Spur", True),
    "a-0109": ("dawa-tenzing", "silver-ridge-expedition-1988", "1988-07-29", "North Spur", True),
    "a-0110": ("pasang-lhamu-tamang", "tsering-kang-spring-1995", "1995-05-12", "North-West Face", False),
    "a-0111": ("helene-marchetti", "tsering-kang-spring-1995", "1995-05-12", "North-West Face", False),
    "a-0112": ("helene-marchetti", "karun-chhish-west-ridge-2004", "2004-07-22", "West Ridge", False),
}
EX_NAMES = {"country": EX_COUNTRIES, "range": {k: v[0] for k, v in EX_RANGES.items()},
            "mountain": {k: v[0] for k, v in EX_MOUNTAINS.items()}, "org": {k: v[0] for k, v in EX_CLUBS.items()},
            "person": {k: v[0] for k, v in EX_PEOPLE.items()},
            "expedition": {k: v[0] for k, v in EX_EXPEDITIONS.items()}}


def _ex(kind: str, *slugs: str) -> set[str]:
    return {f"{EXP}{kind}/{s}" for s in slugs}


def _exe(kind: str, slug: str) -> set[str]:
    """One named thing as gold: its IRI and its name."""
    return _ex(kind, slug) | {EX_NAMES[kind][slug]}


def expeditions_kg() -> str:
    """N-Triples of the mountaineering log (schema.org)."""
    g = Graph()

    def thing(kind: str, slug: str, cls: str) -> str:
        s = f"{EXP}{kind}/{slug}"
        g.add(s, RDF_TYPE, cls), g.add(s, SCHEMA + "name", _lit(EX_NAMES[kind][slug]))
        return s

    for slug in EX_COUNTRIES:
        thing("country", slug, SCHEMA + "Country")
    for slug, (_, country) in EX_RANGES.items():
        g.add(thing("range", slug, SCHEMA + "Place"), SCHEMA + "containedInPlace", f"{EXP}country/{country}")
    for slug, (_, elevation, mountain_range) in EX_MOUNTAINS.items():
        m = thing("mountain", slug, SCHEMA + "Mountain")
        g.add(m, SCHEMA + "elevation", _typed(elevation, "integer"))
        g.add(m, SCHEMA + "containedInPlace", f"{EXP}range/{mountain_range}")
    for slug, (_, founded) in EX_CLUBS.items():
        g.add(thing("org", slug, SCHEMA + "Organization"), SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for slug, (_, nationality, born) in EX_PEOPLE.items():
        p = thing("person", slug, SCHEMA + "Person")
        g.add(p, SCHEMA + "nationality", f"{EXP}country/{nationality}")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
    for slug, (_, mountain, start, end, organiser, leader, members) in EX_EXPEDITIONS.items():
        e = thing("expedition", slug, SCHEMA + "Event")
        g.add(e, SCHEMA + "location", f"{EXP}mountain/{mountain}")
        g.add(e, SCHEMA + "startDate", _typed(start, "date")), g.add(e, SCHEMA + "endDate", _typed(end, "date"))
        g.add(e, SCHEMA + "organizer", f"{EXP}org/{organiser}"), g.add(e, SCHEMA + "director", f"{EXP}person/{leader}")
        for member in members:
            g.add(e, SCHEMA + "attendee", f"{EXP}person/{member}")
    for key, (climber, expedition, day, route, oxygen) in EX_ASCENTS.items():
        a = f"{EXP}ascent/{key}"
        g.add(a, RDF_TYPE, EXV + "SummitRecord"), g.add(a, EXV + "climber", f"{EXP}person/{climber}")
        g.add(a, EXV + "onExpedition", f"{EXP}expedition/{expedition}")
        g.add(a, EXV + "summitDate", _typed(day, "date")), g.add(a, EXV + "route", _lit(route))
        g.add(a, EXV + "bottledOxygen", _bool(oxygen))
    return g.text()


EXPEDITIONS_QUESTIONS = [
    ("Who led the Yanaraju South Face Expedition?", _exe("person", "isabel-quiroga")),
    ("Which mountain was the 1988 Silver Ridge Expedition on?", _exe("mountain", "karun-chhish")),
    ("When did the Dolma Ri Winter Attempt set out?", {"1979-12-10"}),
    ("When did the Kessel Icefield Traverse end?", {"1977-06-01"}),
    ("How high is Karun Chhish?", {"7288"}),
    ("Which range is Tsering Kang in?", _exe("range", "rolwaling-himal")),
    ("In which country is Nevado Yanaraju?", _exe("country", "peru")),
    ("Who took part in the Dolma Ri Winter Attempt?", _ex("person", "dawa-tenzing", "anders-lund",
                                                          "ang-dorje-sherpa")),
    ("Which expeditions did Margit Solheim join?", _ex("expedition", "silver-ridge-expedition-1962",
                                                       "kessel-icefield-traverse")),
    ("Which club organised the Tsering Kang Spring 1995 expedition?", _exe("org", "himalayan-research-trust")),
    ("Which expeditions did the Northern Ridge Mountaineering Club organise?",
     _ex("expedition", "silver-ridge-expedition-1962", "kessel-icefield-traverse", "karun-chhish-west-ridge-2004")),
    ("How many expeditions has the Himalayan Research Trust organised?", {"3"}),
    ("When was the Andean Exploration Society founded?", {"1948"}),
    ("What nationality is Yuki Morimoto?", _exe("country", "japan")),
    ("When was Pasang Lhamu Tamang born?", {"1966-08-19"}),
    ("Who reached the summit of Mount Kessel?", _ex("person", "anders-lund", "margit-solheim")),
    ("When did Hélène Marchetti reach the top of Karun Chhish?", {"2004-07-22"}),
    ("Which route did the 1962 Silver Ridge Expedition take to the summit?", {"South-East Ridge"}),
    ("Did Anders Lund use bottled oxygen on Mount Kessel?", {"false"}),
    ("Which climbers stood on the summit of Tsering Kang?", _ex("person", "robert-hale", "ang-dorje-sherpa",
                                                                "margit-solheim", "pasang-lhamu-tamang",
                                                                "helene-marchetti")),
    ("Which is the highest mountain?", _exe("mountain", "karun-chhish")),
    ("Which expedition set out first?", _exe("expedition", "silver-ridge-expedition-1962")),
    ("Which expeditions went to Tsering Kang?", _ex("expedition", "silver-ridge-expedition-1962",
                                                    "tsering-kang-spring-1995")),
    ("Who led the Silver Ridge Expedition of 1962?", _exe("person", "robert-hale")),
    ("Which climbers are from Nepal?", _ex("person", "ang-dorje-sherpa", "dawa-tenzing", "pasang-lhamu-tamang")),
    ("How many people took part in the Tsering Kang Spring 1995 expedition?", {"3"}),
    ("Which expeditions set out after 1980?", _ex("expedition", "yanaraju-south-face-expedition",
                                                  "silver-ridge-expedition-1988", "tsering-kang-spring-1995",
                                                  "karun-chhish-west-ridge-2004")),
    ("Which climbers reached a summit without bottled oxygen?", _ex("person", "anders-lund", "margit-solheim",
                                                                    "isabel-quiroga", "callum-reid",
                                                                    "pasang-lhamu-tamang", "helene-marchetti")),
    ("Which mountains are in the Rolwaling Himal?", _ex("mountain", "tsering-kang", "dolma-ri")),
    ("How many summits did Hélène Marchetti reach?", {"2"}),
    ("When was the leader of the Kessel Icefield Traverse born?", {"1944-10-02"}),
    ("Which club organised the expedition that Isabel Quiroga led?", _exe("org", "andean-exploration-society")),
    ("Which expedition did Callum Reid lead?", _exe("expedition", "silver-ridge-expedition-1988")),
    ("On which date did Yuki Morimoto reach a summit?", {"1988-07-29"}),
    ("who led the karun chhish west ridge 2004 expedition", _exe("person", "helene-marchetti")),
    ("who led the dolma ri winter atempt", _exe("person", "dawa-tenzing")),  # misspelt: attempt
    ("Who funded the Yanaraju South Face Expedition?", set()),  # no sponsors
    ("What is the prominence of Dolma Ri?", set()),  # elevations only
    ("Where was base camp for the Kessel Icefield Traverse?", set()),  # no camps
]
EXPEDITIONS_MADE_UP = ["Who led the Golden Ridge Expedition?", "How high is Tsering Ri?",
                       "Which expeditions did Margit Lund join?", "When was Pasang Dawa Sherpa born?",
                       "Which club organised the Karun Chhish East Face 1991 expedition?",
                       "In which country is Nevado Tullparaju?"]
EXPEDITIONS_GRAPHS = [
    ('[("Kessel Icefield Traverse", "headed by", ?x)]', _exe("person", "anders-lund")),
    ('[(?x, "member of", "Yanaraju South Face Expedition")]', _ex("person", "isabel-quiroga", "callum-reid")),
    ('[("Dolma Ri", "height in metres", ?x)]', {"6580"}),
    ('[("Northern Ridge Mountaineering Club", "set up in", ?x)]', {"1921"}),
    ('[("Margit Solheim", "citizen of", ?x)]', _exe("country", "norway")),
    ('[("Tsering Kang Spring 1995", "arranged by", ?x)]', _exe("org", "himalayan-research-trust")),
    ('[(?e, "arranged by", "Andean Exploration Society"), (?e, "target peak", ?x)]',
     _exe("mountain", "nevado-yanaraju")),
    ('[("Karun Chhish West Ridge 2004", "headed by", ?p), (?p, "citizen of", ?x)]', _exe("country", "france")),
    ('[(?e, "target peak", "Tsering Kang"), (?e, "departure date", ?x)]', {"1962-04-02", "1995-03-28"}),
    ('[(?a, "summiteer", "Yuki Morimoto"), (?a, "summit day", ?x)]', {"1988-07-29"}),
    ('[(?a, "as part of", "Kessel Icefield Traverse"), (?a, "line climbed", ?x)]', {"Icefield Route"}),
    ('[("Nevado Yanaraju", "mountain range", ?r), (?r, "nation", ?x)]', _exe("country", "peru")),
]

# ---- typefaces (a database export: opaque ids, names only in per-table datatype properties, two Meridians) -----
TF = "https://typearchive.example.com/id/"
TFV = "https://typearchive.example.com/schema/"
TF_FOUNDRIES = {  # foundry: (trading name, city, established)
    "F01": ("Hartmann & Voss Schriftgießerei", "Frankfurt", "1889"),
    "F02": ("Brixton Letter Foundry", "London", "1921"),
    "F03": ("Parallax Type", "Amsterdam", "2008"),
    "F04": ("Atelier Lunel", "Paris", "1972"),
    "F05": ("Northside Type Co.", "Chicago", "1994"),
}
TF_DESIGNERS = {  # designer: (forename, surname, born, nationality)
    "D01": ("Erwin", "Hartlieb", "1902", "German"), "D02": ("Margarethe", "Voss", "1911", "German"),
    "D03": ("Cyril", "Ashdown", "1898", "British"), "D04": ("Sanne", "de Wit", "1979", "Dutch"),
    "D05": ("Joost", "Verhagen", "1983", "Dutch"), "D06": ("Émilie", "Lacroix", "1945", "French"),
    "D07": ("Marcus", "Bell", "1968", "American"), "D08": ("Priya", "Natarajan", "1986", "Indian"),
}
TF_CLASSES = {  # classification: (term, broader term or None)
    "C10": ("serif", None), "C11": ("sans-serif", None), "C1": ("transitional serif", "C10"),
    "C4": ("slab serif", "C10"), "C5": ("Didone", "C10"), "C2": ("geometric sans-serif", "C11"),
    "C3": ("humanist sans-serif", "C11"), "C7": ("grotesque", "C11"), "C6": ("blackletter", None),
}
TF_SCRIPTS = {"S1": "Latin", "S2": "Cyrillic", "S3": "Greek", "S4": "Devanagari"}
OFL = "SIL Open Font License"
# typeface: (name, designers, foundry, first issued, classification, weights, scripts, variable, licence,
#            revival of or None)
TF_TYPEFACES = {
    "T0101": ("Hartlieb Antiqua", ["D01"], "F01", "1931", "C1", 4, ["S1"], False, "proprietary", None),
    "T0102": ("Voss Fraktur", ["D02"], "F01", "1936", "C6", 2, ["S1"], False, "proprietary", None),
    "T0103": ("Brixton Grotesque", ["D03"], "F02", "1926", "C7", 6, ["S1"], False, "proprietary", None),
    "T0104": ("Ashdown Slab", ["D03"], "F02", "1934", "C4", 3, ["S1"], False, "proprietary", None),
    "T0107": ("Meridian", ["D02", "D01"], "F01", "1957", "C1", 5, ["S1", "S3"], False, "proprietary", None),
    "T0110": ("Lunel Display", ["D06"], "F04", "1978", "C5", 3, ["S1"], False, "proprietary", None),
    "T0112": ("Rivoli Sans", ["D06"], "F04", "1984", "C3", 8, ["S1", "S2", "S3"], False, "proprietary", None),
    "T0201": ("Antiqua Nova", ["D04"], "F03", "2012", "C1", 10, ["S1", "S2"], True, "proprietary", "T0101"),
    "T0205": ("Brixton Revival", ["D07"], "F05", "2001", "C7", 12, ["S1"], False, "proprietary", "T0103"),
    "T0218": ("Meridian", ["D05"], "F03", "2019", "C2", 9, ["S1", "S2"], True, OFL, None),
    "T0220": ("Tessellate", ["D04", "D05"], "F03", "2016", "C2", 7, ["S1"], True, OFL, None),
    "T0224": ("Anvaya Sans", ["D08"], "F05", "2021", "C3", 6, ["S1", "S4"], True, OFL, None),
    "T0226": ("Halsted Slab", ["D07"], "F05", "1998", "C4", 4, ["S1"], False, "proprietary", None),
}


def _tf(*ids: str) -> set[str]:
    return {TF + i for i in ids}


def _tfe(key: str) -> set[str]:
    """One named thing as gold: its IRI and its name (designers: IRI only, their names are split)."""
    if key in TF_TYPEFACES:
        return _tf(key) | {TF_TYPEFACES[key][0]}
    if key in TF_FOUNDRIES:
        return _tf(key) | {TF_FOUNDRIES[key][0]}
    if key in TF_CLASSES:
        return _tf(key) | {TF_CLASSES[key][0]}
    if key in TF_SCRIPTS:
        return _tf(key) | {TF_SCRIPTS[key]}
    return _tf(key)


def typefaces_kg() -> str:
    """N-Triples of the type-specimen archive."""
    g = Graph()

    def val(key: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(TF + key, TFV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for key, (name, city, established) in TF_FOUNDRIES.items():
        g.add(TF + key, RDF_TYPE, TFV + "Foundry"), val(key, "tradingName", name), val(key, "city", city)
        val(key, "established", established, "gYear")
    for key, (forename, surname, born, nationality) in TF_DESIGNERS.items():
        g.add(TF + key, RDF_TYPE, TFV + "Designer"), val(key, "forename", forename), val(key, "surname", surname)
        val(key, "born", born, "gYear"), val(key, "nationality", nationality)
    for key, (term, broader) in TF_CLASSES.items():
        g.add(TF + key, RDF_TYPE, TFV + "Classification"), val(key, "term", term)
        if broader:
            g.add(TF + key, TFV + "broaderTerm", TF + broader)
    for key, name in TF_SCRIPTS.items():
        g.add(TF + key, RDF_TYPE, TFV + "Script"), val(key, "scriptName", name)
    for key, fields in TF_TYPEFACES.items():
        name, designers, foundry, issued, classification, weights, scripts, variable, licence, revival = fields
        g.add(TF + key, RDF_TYPE, TFV + "Typeface"), val(key, "typefaceName", name)
        for designer in designers:
            g.add(TF + key, TFV + "designer", TF + designer)
        g.add(TF + key, TFV + "publisher", TF + foundry), val(key, "firstIssued", issued, "gYear")
        g.add(TF + key, TFV + "classification", TF + classification), val(key, "weights", weights, "integer")
        for script in scripts:
            g.add(TF + key, TFV + "coversScript", TF + script)
        g.add(TF + key, TFV + "isVariable", _bool(variable)), val(key, "licence", licence)
        if revival:
            g.add(TF + key, TFV + "revivalOf", TF + revival)
    return g.text()


TYPEFACES_QUESTIONS = [
    ("Who designed Ashdown Slab?", _tfe("D03")),
    ("Which foundry released Tessellate?", _tfe("F03")),
    ("When was Rivoli Sans released?", {"1984"}),
    ("How many weights does Antiqua Nova come in?", {"10"}),
    ("What kind of typeface is Voss Fraktur?", _tfe("C6")),
    ("Which scripts does Anvaya Sans support?", _tf("S1", "S4")),
    ("Which typefaces did Sanne de Wit design?", _tf("T0201", "T0220")),
    ("Who designed the Meridian released in 2019?", _tfe("D05")),
    ("Which foundry published the 1957 Meridian?", _tfe("F01")),
    ("Which typeface is Antiqua Nova a revival of?", _tfe("T0101")),
    ("Which typeface revives Brixton Grotesque?", _tfe("T0205")),
    ("Where is Atelier Lunel based?", {"Paris"}),
    ("When was the Brixton Letter Foundry founded?", {"1921"}),
    ("When was Émilie Lacroix born?", {"1945"}),
    ("Which typefaces support Cyrillic?", _tf("T0112", "T0201", "T0218")),
    ("Which typefaces are variable fonts?", _tf("T0201", "T0218", "T0220", "T0224")),
    ("Is Rivoli Sans a variable font?", {"false"}),
    ("Which typeface has the most weights?", _tfe("T0205")),
    ("Which is the oldest typeface?", _tfe("T0103")),
    ("How many typefaces has Parallax Type released?", {"3"}),
    ("Which typefaces are licensed under the SIL Open Font License?", _tf("T0218", "T0220", "T0224")),
    ("What licence does Halsted Slab have?", {"proprietary"}),
    ("Which typefaces are slab serifs?", _tf("T0104", "T0226")),
    ("Which typefaces are sans-serifs?", _tf("T0103", "T0112", "T0205", "T0218", "T0220", "T0224")),
    ("Which typefaces did Hartmann & Voss Schriftgießerei release?", _tf("T0101", "T0102", "T0107")),
    ("What nationality is Joost Verhagen?", {"Dutch"}),
    ("Who designed Tessellate?", _tf("D04", "D05")),
    ("In which city is the foundry that released Voss Fraktur?", {"Frankfurt"}),
    ("Which typefaces came out after 2010?", _tf("T0201", "T0218", "T0220", "T0224")),
    ("Which typefaces were designed by Dutch designers?", _tf("T0201", "T0218", "T0220")),
    ("Which is the newest typeface?", _tfe("T0224")),
    ("Who designed the typeface that Brixton Revival is based on?", _tfe("D03")),
    ("When was the designer of Anvaya Sans born?", {"1986"}),
    ("How many typefaces did Cyril Ashdown design?", {"2"}),
    ("which typefaces did parallax type release", _tf("T0201", "T0218", "T0220")),
    ("who designed brixton grotesk", _tfe("D03")),  # misspelt: Grotesque
    ("How many downloads does Anvaya Sans have?", set()),  # no usage figures
    ("Which magazines use Tessellate?", set()),  # no users
    ("Who taught Erwin Hartlieb?", set()),  # no teachers
]
TYPEFACES_MADE_UP = ["Who designed Meridian Slab?", "Which foundry released Lunel Grotesk?",
                     "When was Hartlieb Fraktur released?", "Which typefaces did Sanne Verhagen design?",
                     "Where is the Brixton Type Company based?", "When was Kestrel Sans released?"]
TYPEFACES_GRAPHS = [
    ('[("Rivoli Sans", "drawn by", ?x)]', _tfe("D06")),
    ('[(?x, "put out by", "Northside Type Co.")]', _tf("T0205", "T0224", "T0226")),
    ('[("Halsted Slab", "year of release", ?x)]', {"1998"}),
    ('[("Tessellate", "number of styles", ?x)]', {"7"}),
    ('[("Antiqua Nova", "modelled on", ?x)]', _tfe("T0101")),
    ('[("Parallax Type", "home city", ?x)]', {"Amsterdam"}),
    ('[(?t, "drawn by", "Marcus Bell"), (?t, "year of release", ?x)]', {"2001", "1998"}),
    ('[("Voss Fraktur", "drawn by", ?d), (?d, "year of birth", ?x)]', {"1911"}),
    ('[(?t, "put out by", "Atelier Lunel"), (?t, "style category", ?x)]', _tf("C5", "C3")),
    ('[("Anvaya Sans", "put out by", ?f), (?f, "founded", ?x)]', {"1994"}),
    ('[("Brixton Revival", "modelled on", ?t), (?t, "put out by", ?x)]', _tfe("F02")),
    ('[(?t, "writing system", "Greek"), (?t, "drawn by", ?x)]', _tf("D01", "D02", "D06")),
]

# ---- coins (nomisma.org: dcterms:title types, skos concepts with aliases, blank-node obverse/reverse, hoards) ---
CN = "https://coins.example-museum.org/"
CNV = "https://coins.example-museum.org/def#"
NMO = "http://nomisma.org/ontology#"
# concept: (class, prefLabel, [(altLabel, language)])
CN_CONCEPTS = {
    "silver": ("Material", "silver", [("AR", "en")]), "gold": ("Material", "gold", [("AV", "en")]),
    "billon": ("Material", "billon", []), "copper": ("Material", "copper", [("AE", "en")]),
    "penny": ("Denomination", "penny", [("denarius", "la")]), "groat": ("Denomination", "groat", []),
    "half-groat": ("Denomination", "half groat", []), "noble": ("Denomination", "noble", []),
    "farthing": ("Denomination", "farthing", []),
    "harwick": ("Mint", "Harwick", []), "stoneford": ("Mint", "Stoneford", []),
    "castel-maur": ("Mint", "Castel Maur", [("Castrum Mauri", "la")]), "eastwold": ("Mint", "Eastwold", []),
}
CN_RULERS = {  # ruler: (prefLabel, [(altLabel, language)], reign began, reign ended)
    "osric-ii": ("Osric II", [("Osric the Elder", "en")], "1289", "1302"),
    "edmund-iii": ("Edmund III", [("Edmund the Bold", "en")], "1341", "1370"),
    "elswyth": ("Elswyth", [("Queen Elswyth", "en")], "1461", "1478"),
    "aldred-iv": ("Aldred IV", [], "1499", "1512"),
}
# type: (title, denomination, material, mint, authority, start, end,
#        (obverse description, obverse legend, portrait or None), (reverse description, reverse legend))
CN_TYPES = {
    "ald.1.3": ("Osric II long-cross penny", "penny", "silver", "harwick", "osric-ii", "1290", "1302",
                ("crowned bust facing", "OSRIC REX", "osric-ii"), ("long cross with pellets", "CIVITAS HARWIC")),
    "ald.1.7": ("Osric II groat", "groat", "silver", "castel-maur", "osric-ii", "1298", "1302",
                ("crowned bust facing", "OSRIC DEI GRA REX", "osric-ii"), ("shield of arms", "POSVI DEVM ADIVTOREM")),
    "ald.2.11": ("Lion Noble", "noble", "gold", "harwick", "edmund-iii", "1344", "1351",
                 ("king standing in a ship", "EDMVND REX ALD", "edmund-iii"),
                 ("lion passant", "IHS AVTEM TRANSIENS")),
    "ald.2.14": ("Edmund III half groat", "half-groat", "silver", "stoneford", "edmund-iii", "1346", "1360",
                 ("crowned bust facing", "EDMVND REX", "edmund-iii"), ("long cross with trefoils", "VILLA STANFORD")),
    "ald.2.20": ("Edmund III farthing", "farthing", "billon", "eastwold", "edmund-iii", "1355", "1369",
                 ("small cross", "EDMVND R", None), ("crescent and star", "EASTWOLD")),
    "ald.3.2": ("Lion Noble", "noble", "gold", "stoneford", "elswyth", "1466", "1470",
                ("queen enthroned", "ELSWYTH REGINA", "elswyth"), ("lion rampant", "EXALTABITVR IN GLORIA")),
    "ald.3.5": ("Elswyth rose groat", "groat", "silver", "stoneford", "elswyth", "1468", "1475",
                ("crowned bust left", "ELSWYTH DEI GRA REGINA", "elswyth"), ("rose on cross", "CIVITAS STANFORD")),
    "ald.4.1": ("Aldred IV copper penny", "penny", "copper", "castel-maur", "aldred-iv", "1502", "1510",
                ("royal monogram", "ALDREDVS IIII REX", None), ("portcullis", "CASTRVM MAVRI")),
}
CN_HOARDS = {"harwick": ("Harwick Hoard", "Millbeck Farm", "1919"),  # hoard: (label, findspot, discovered)
             "stoneford": ("Stoneford Hoard", "St Oda's churchyard", "1975"),
             "greywater": ("Greywater Hoard", "Greywater Fen", "2009")}
CN_OBJECTS = {  # accession number: (type, weight g, diameter mm, hoard or None)
    "1921.44.7": ("ald.1.3", "1.38", "18.5", "harwick"), "1921.44.8": ("ald.1.3", "1.41", "18.7", "harwick"),
    "1934.2.1": ("ald.1.7", "5.62", "25.1", None), "1958.11.3": ("ald.2.11", "7.71", "33.5", None),
    "1958.11.4": ("ald.2.14", "2.29", "21", "stoneford"), "1977.5.12": ("ald.2.20", "0.82", "13.4", "stoneford"),
    "1977.5.13": ("ald.3.2", "7.52", "34", "stoneford"), "2004.19.1": ("ald.3.5", "3.02", "24.6", None),
    "2011.3.9": ("ald.4.1", "4.15", "22.3", "greywater"), "2011.3.10": ("ald.4.1", "4.02", "22.1", "greywater"),
}


def _cn(kind: str, *keys: str) -> set[str]:
    return {f"{CN}{kind}/{k}" for k in keys}


def _cne(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI and its names."""
    if kind == "id" and key in CN_RULERS:
        names = {CN_RULERS[key][0]} | {alias for alias, _ in CN_RULERS[key][1]}
    elif kind == "id":
        names = {CN_CONCEPTS[key][1]} | {alias for alias, _ in CN_CONCEPTS[key][2]}
    elif kind == "type":
        names = {CN_TYPES[key][0]}
    elif kind == "hoard":
        names = {CN_HOARDS[key][0]}
    else:
        names = {key}
    return _cn(kind, key) | names


def coins_kg() -> str:
    """N-Triples of the coin cabinet (nomisma.org)."""
    g = Graph()
    for key, (cls, label, aliases) in CN_CONCEPTS.items():
        c = f"{CN}id/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, RDF_TYPE, NMO + cls)
        g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        for alias, lang in aliases:
            g.add(c, SKOS + "altLabel", _lit(alias, lang))
    for key, (label, aliases, began, ended) in CN_RULERS.items():
        r = f"{CN}id/{key}"
        g.add(r, RDF_TYPE, FOAF + "Person"), g.add(r, SKOS + "prefLabel", _lit(label, "en"))
        for alias, lang in aliases:
            g.add(r, SKOS + "altLabel", _lit(alias, lang))
        g.add(r, CNV + "reignBegan", _typed(began, "gYear")), g.add(r, CNV + "reignEnded", _typed(ended, "gYear"))
    for key, fields in CN_TYPES.items():
        title, denomination, material, mint, authority, start, end, obverse, reverse = fields
        t = f"{CN}type/{key}"
        g.add(t, RDF_TYPE, NMO + "TypeSeriesItem"), g.add(t, DCT + "title", _lit(title, "en"))
        g.add(t, DCT + "identifier", _lit(key)), g.add(t, NMO + "hasDenomination", f"{CN}id/{denomination}")
        g.add(t, NMO + "hasMaterial", f"{CN}id/{material}"), g.add(t, NMO + "hasMint", f"{CN}id/{mint}")
        g.add(t, NMO + "hasAuthority", f"{CN}id/{authority}")
        g.add(t, NMO + "hasStartDate", _typed(start, "gYear")), g.add(t, NMO + "hasEndDate", _typed(end, "gYear"))
        obv, rev = _bnode("obv", key), _bnode("rev", key)
        g.add(t, NMO + "hasObverse", obv), g.add(obv, DCT + "description", _lit(obverse[0], "en"))
        g.add(obv, NMO + "hasLegend", _lit(obverse[1]))
        if obverse[2]:
            g.add(obv, NMO + "hasPortrait", f"{CN}id/{obverse[2]}")
        g.add(t, NMO + "hasReverse", rev), g.add(rev, DCT + "description", _lit(reverse[0], "en"))
        g.add(rev, NMO + "hasLegend", _lit(reverse[1]))
    for key, (label, findspot, discovered) in CN_HOARDS.items():
        h = f"{CN}hoard/{key}"
        g.add(h, RDF_TYPE, NMO + "Hoard"), g.add(h, RDFS + "label", _lit(label, "en"))
        g.add(h, NMO + "hasFindspot", _lit(findspot)), g.add(h, CNV + "discoveredIn", _typed(discovered, "gYear"))
    for key, (coin_type, weight, diameter, hoard) in CN_OBJECTS.items():
        o = f"{CN}object/{key}"
        g.add(o, RDF_TYPE, NMO + "NumismaticObject"), g.add(o, DCT + "identifier", _lit(key))
        g.add(o, NMO + "hasTypeSeriesItem", f"{CN}type/{coin_type}")
        g.add(o, NMO + "hasWeight", _typed(weight, "decimal"))
        g.add(o, NMO + "hasDiameter", _typed(diameter, "decimal"))
        if hoard:
            g.add(o, DCT + "isPartOf", f"{CN}hoard/{hoard}")
    return g.text()


COINS_QUESTIONS = [
    ("Which mint struck the Osric II groat?", _cne("id", "castel-maur")),
    ("What metal is the Edmund III farthing made of?", _cne("id", "billon")),
    ("What denomination is the Elswyth rose groat?", _cne("id", "groat")),
    ("Which ruler issued the Lion Noble struck at Stoneford?", _cne("id", "elswyth")),
    ("When was the Lion Noble of Edmund III first struck?", {"1344"}),
    ("Until when was the Osric II long-cross penny minted?", {"1302"}),
    ("Which coin types were struck at Stoneford?", _cn("type", "ald.2.14", "ald.3.2", "ald.3.5")),
    ("Which coin types are made of gold?", _cn("type", "ald.2.11", "ald.3.2")),
    ("What is shown on the reverse of the Elswyth rose groat?", {"rose on cross"}),
    ("What is the obverse inscription of the Osric II groat?", {"OSRIC DEI GRA REX"}),
    ("Which coin types show a portrait of Edmund III?", _cn("type", "ald.2.11", "ald.2.14")),
    ("How much does coin 1958.11.3 weigh?", {"7.71"}),
    ("What is the diameter of coin 2004.19.1?", {"24.6"}),
    ("Which coins were found in the Stoneford Hoard?", _cn("object", "1958.11.4", "1977.5.12", "1977.5.13")),
    ("When was the Greywater Hoard discovered?", {"2009"}),
    ("Where was the Harwick Hoard found?", {"Millbeck Farm"}),
    ("How many coins from the Greywater Hoard does the museum hold?", {"2"}),
    ("Which coin type is coin 1934.2.1?", _cne("type", "ald.1.7")),
    ("Which is the heaviest coin in the collection?", _cne("object", "1958.11.3")),
    ("Which coin type was issued first?", _cne("type", "ald.1.3")),
    ("When did Edmund III's reign begin?", {"1341"}),
    ("Who was known as Edmund the Bold?", _cne("id", "edmund-iii")),
    ("What is Castel Maur called in Latin?", {"Castrum Mauri"}),
    ("Which coin types did Elswyth issue?", _cn("type", "ald.3.2", "ald.3.5")),
    ("How many coin types were struck at Harwick?", {"2"}),
    ("Which denominations did Edmund III issue?", _cn("id", "noble", "half-groat", "farthing")),
    ("Which mints struck silver coins?", _cn("id", "harwick", "castel-maur", "stoneford")),
    ("Which coins in the collection are Lion Nobles?", _cn("object", "1958.11.3", "1977.5.13")),
    ("What does the reverse of the 1344 Lion Noble show?", {"lion passant"}),
    ("Which hoard was coin 2011.3.9 found in?", _cne("hoard", "greywater")),
    ("What metal is coin 1977.5.12 made of?", _cne("id", "billon")),
    ("Which coin types were first issued after 1400?", _cn("type", "ald.3.2", "ald.3.5", "ald.4.1")),
    ("Which ruler issued the coins found in the Harwick Hoard?", _cne("id", "osric-ii")),
    ("When did Queen Elswyth's reign end?", {"1478"}),
    ("which coin types were minted at castel maur", _cn("type", "ald.1.7", "ald.4.1")),
    ("what is the wieght of coin 1921.44.8", {"1.41"}),  # misspelt: weight
    ("Who engraved the dies of the Elswyth rose groat?", set()),  # no engravers
    ("What is coin 1934.2.1 worth today?", set()),  # no valuations
    ("How many Lion Nobles were minted?", set()),  # no mintages
]
COINS_MADE_UP = ["Which mint struck the Osric III groat?", "What metal is the Aldred V half penny made of?",
                 "When was the Falcon Noble first struck?", "Which coins were found in the Stoneford Cross Hoard?",
                 "Which coin types were struck at Wexmoor?", "How much does coin 1966.8.2 weigh?"]
COINS_GRAPHS = [
    ('[("Osric II long-cross penny", "minted at", ?x)]', _cne("id", "harwick")),
    ('[(?x, "issued by ruler", "Aldred IV")]', _cne("type", "ald.4.1")),
    ('[("Elswyth rose groat", "struck in metal", ?x)]', _cne("id", "silver")),
    ('[("Greywater Hoard", "unearthed in", ?x)]', {"2009"}),
    ('[("Edmund III", "came to the throne", ?x)]', {"1341"}),
    ('[("Edmund III farthing", "face value", ?x)]', _cne("id", "farthing")),
    ('[(?c, "example of", "Osric II long-cross penny"), (?c, "mass in grams", ?x)]', {"1.38", "1.41"}),
    ('[(?t, "minted at", "Castel Maur"), (?t, "issued by ruler", ?x)]', _cn("id", "osric-ii", "aldred-iv")),
    ('[("2011.3.10", "example of", ?t), (?t, "face value", ?x)]', _cne("id", "penny")),
    ('[(?c, "from hoard", "Stoneford Hoard"), (?c, "example of", ?x)]', _cn("type", "ald.2.14", "ald.2.20", "ald.3.2")),
    ('[("Elswyth rose groat", "reverse side", ?r), (?r, "inscription", ?x)]', {"CIVITAS STANFORD"}),
    ('[(?t, "issued by ruler", "Osric II"), (?t, "first issued", ?x)]', {"1290", "1298"}),
]

KGS_V = {"lighthouses": (lighthouses_kg, LIGHTHOUSES_QUESTIONS, LIGHTHOUSES_MADE_UP, LIGHTHOUSES_GRAPHS),
         "breweries": (breweries_kg, BREWERIES_QUESTIONS, BREWERIES_MADE_UP, BREWERIES_GRAPHS),
         "expeditions": (expeditions_kg, EXPEDITIONS_QUESTIONS, EXPEDITIONS_MADE_UP, EXPEDITIONS_GRAPHS),
         "typefaces": (typefaces_kg, TYPEFACES_QUESTIONS, TYPEFACES_MADE_UP, TYPEFACES_GRAPHS),
         "coins": (coins_kg, COINS_QUESTIONS, COINS_MADE_UP, COINS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_V, __doc__)
