"""A twenty-sixth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_y.py):

- `windmills`: a windmill survey with NO labels at all: every name is an IRI slug under a path per kind, in a
  different style per kind: mills kebab-case (`…/mill/de-zwarte-ram`, `…/mill/m%C3%BChle-rysum`,
  `…/mill/%C3%A6r%C3%B8-m%C3%B8lle`), millwrights PascalCase (`…/millwright/PieterVisscher`,
  `…/millwright/ClaasKr%C3%B6ger`), places snake_case (`…/place/wickham_green`, `…/place/krummh%C3%B6rn`),
  owners and countries Title_Snake (`…/owner/Suffolk_Mills_Trust`, `…/owner/%C3%86r%C3%B8_Museum`), uses
  kebab-case (`…/use/polder-drainage`), with a camelCase vocabulary (`…/ns#`); mill kinds are classes in a
  two-level hierarchy (`SmockMill`, `TowerMill`, `PostMill`, `PaltrokMill` ⊂ `Windmill` ⊂ `Mill`, `Watermill` ⊂
  `Mill`; the one watermill is older than every windmill); mills have `standsIn` a place (`country`),
  `builtIn` xsd:gYear, `heightM` / `sailSpanM` xsd:decimal (the watermill has no sails), `usedFor` a use,
  `builtBy` a millwright (`birthYear` xsd:gYear, `workshopIn` a place), `ownedBy` an owner (`established`
  xsd:gYear), `inWorkingOrder` xsd:boolean, `lastRestored` xsd:date and, for two relocated mills, `movedFrom`
  a place; two mills are both "De Hoop", told apart only by a numeric suffix (`…/mill/de-hoop-1` in Dokkum,
  `…/mill/de-hoop-2` in Hellendoorn);
- `carillons`: a Flemish-Dutch carillon register with opaque IRIs (`…/id/B03`, `…/id/T06`) and a DUTCH vocabulary
  of its own (`…/voc#hangtIn`, `#gegotenDoor`, `#aantalKlokken`, `#gewichtBasklok`, `#grondtoon`,
  `#ingehuldigdOp`, `#stadsbeiaardier`, `#automatischSpeelwerk`, `#torentype`, `#gelegenIn`, `#werelderfgoed`,
  …): carillons, towers, foundries, cities, countries and tower types named by `skos:prefLabel`@nl with an
  English `skos:altLabel`@en on some only ("Vredesbeiaard" / "Peace Carillon", "Gent" / "Ghent",
  "Koninklijke Eijsbouts" / "Royal Eijsbouts"; "Dombeiaard", "Onze-Lieve-Vrouwetoren" and "Petit & Fritsen" have
  none); tower types are `skos:Concept`s under "toren" by `skos:broader` (belfort, kerktoren, bibliotheektoren);
  carillonneurs are named by a plain `skos:prefLabel` with `geboortejaar` xsd:gYear; carillons state the tower
  they hang in (towers do not list them), the foundry, `aantalKlokken` xsd:integer, `gewichtBasklok`
  xsd:decimal (kg), a `grondtoon` string, `ingehuldigdOp` xsd:date, the `stadsbeiaardier` and
  `automatischSpeelwerk` xsd:boolean; towers have `hoogte` xsd:decimal, `bouwjaar` xsd:gYear and `werelderfgoed`
  xsd:boolean; foundries `gevestigdIn` a city and `opgericht` xsd:gYear; cities `land`; St. Rumbold's Tower holds
  two carillons, and two towers (Antwerpen, Amersfoort) are both "Onze-Lieve-Vrouwetoren";
- `puppetry`: a puppet-theatre archive in schema.org with slug IRIs ending in `#id`
  (`…/company/teatro-dei-fili#id`, `…/production/shadows-of-the-severn#id`) named by `schema:name` (some with a
  `schema:alternateName`: "Divadlo Dřevěná Panenka" / "Wooden Doll Theatre"): companies are
  `schema:TheaterGroup`s with `schema:foundingDate` xsd:gYear, `schema:location` a city
  (`schema:containedInPlace` a country) and a `schema:address` blank node (`schema:PostalAddress` with
  `streetAddress`, `postalCode`, `addressLocality`, `addressCountry`); productions are `schema:CreativeWork`s with
  `schema:producer` a company (stated on the production only), `schema:director`, `schema:dateCreated`
  xsd:date (the premiere), `schema:genre` (the puppet technique), sometimes `schema:isBasedOn` a `schema:Book`
  (with `schema:author`), a `schema:audience` blank node (`schema:PeopleAudience` with `schema:suggestedMinAge`
  xsd:integer) and a `…/vocab#runningTime` blank node (`schema:QuantitativeValue`, `schema:value` xsd:integer,
  `schema:unitText` "minutes"); memberships use the schema.org Role pattern with BLANK role nodes (company
  `schema:member` an `schema:OrganizationRole` that has `schema:member` the person, `schema:roleName`,
  `schema:startDate` and, for past posts, `schema:endDate` xsd:gYear; three people hold two posts in turn at one
  company); people have `schema:birthDate` xsd:date and mostly a `schema:birthPlace`; a production and the poem
  it is based on are both "Orlando Furioso";
- `locks`: a canal-lock register exported from a relational database by the W3C Direct Mapping: row IRIs
  `…/db/lock/id=103`, classes named after tables, every column a property `…/db/<table>#<column>` (ids and
  foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; names
  sit in a different column per table (`authority#authority_name`, `canal#canal_name`, `lock#lock_name`,
  `vessel#vessel_name`) and keepers have only `first_name` and `last_name`; passage rows have no name at all;
  locks have `ref-canal_id`, `lock_no` xsd:integer, `rise_m` / `chamber_length_m` / `chamber_width_m`
  xsd:decimal, `built_year` xsd:integer, `is_automated` xsd:boolean, a `lock_type` string and for most a
  `ref-keeper_id`; canals have `length_km` xsd:decimal, `opened_year` xsd:integer and `ref-authority_id`;
  authorities `founded_year` xsd:integer and an `hq_town` string; vessels a `vessel_type` string and `length_m`
  xsd:decimal; passages link a lock and a vessel with `passage_date` xsd:date, a `direction` string ("up" /
  "down") and `wait_minutes` xsd:integer; two locks are both "Mill Lock" (on the Stourwell Canal and the Ashby
  Moor Canal), and a vessel "Treene" sails the "Eider-Treene-Kanal";
- `spas`: a Wikibase-style wiki of hot springs and thermal baths (`…/entity/Q104`, truthy claims
  `…/prop/direct/P2076`, no rdf:type on items, typed by P31 / P279 only): property entities carry
  `rdfs:label`@en, `skos:altLabel` aliases, `schema:description` and the wikibase links; items are named by
  `rdfs:label`@en (some also @de / @cs / @hu / @ja) with aliases ("Mill Spring", "Sea Hell", "Carlsbad") and
  `schema:description`s; springs (`hot spring`, with `geyser` and `thermal lake` as P279 subclasses) have P131
  a town (P17 a country), P2076 temperature and P2225 discharge xsd:decimal, P1552 a water type, sometimes
  P575 discovery xsd:gYear and P138 a namesake; baths have P131, P571 xsd:gYear, P84 architect (all but one),
  P127 owner (P159 headquarters, P571) and P2283 the springs they use (stated on the bath only); architects
  have P569 xsd:date and P27; two springs are both labelled "Kaiserquelle" (in Baden-Baden and in Aachen, told
  apart by their descriptions), and a town is called "Bath".

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_z.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, WIKIBASE, _lit
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- windmills (a windmill survey with no labels: slugs in four styles, percent-encoded accents, hierarchy) ----
WM = "https://windmill-survey.example.org/"
WMO = "https://windmill-survey.example.org/ns#"
SUDERFELD, RYSUM = "bockwindm%C3%BChle-s%C3%BCderfeld", "m%C3%BChle-rysum"
AERO_MILL, SONDERBY = "%C3%A6r%C3%B8-m%C3%B8lle", "s%C3%B8nderby-m%C3%B8lle"
KROGER, MOLLER = "ClaasKr%C3%B6ger", "S%C3%B8renM%C3%B8ller"
KRUMMHORN, AEROSKOBING, SONDERBORG = "krummh%C3%B6rn", "%C3%A6r%C3%B8sk%C3%B8bing", "s%C3%B8nderborg"
MUHLENVEREIN, AERO_MUSEUM = "M%C3%BChlenverein_Krummh%C3%B6rn", "%C3%86r%C3%B8_Museum"
DANSKE = "Danske_M%C3%B8llers_Venner"
WM_CLASSES = {"Mill": None, "Windmill": "Mill", "Watermill": "Mill", "SmockMill": "Windmill",
              "TowerMill": "Windmill", "PostMill": "Windmill", "PaltrokMill": "Windmill"}
WM_COUNTRIES = ["Netherlands", "Germany", "Denmark", "England"]
WM_PLACES = {"dokkum": "Netherlands", "hellendoorn": "Netherlands", "kinderdijk": "Netherlands",
             "zaandam": "Netherlands", "westzaan": "Netherlands", KRUMMHORN: "Germany", "emden": "Germany",
             AEROSKOBING: "Denmark", SONDERBORG: "Denmark", "wickham_green": "England", "great_chishill": "England",
             "stowmarsh": "England"}  # place: country
WM_USES = ["corn-milling", "polder-drainage", "oil-pressing", "timber-sawing"]
WM_MILLWRIGHTS = {"JanBlokker": ("1808", "dokkum"), "HendrikOudeNijhuis": ("1871", "hellendoorn"),
                  "PieterVisscher": ("1702", "kinderdijk"), "AdriaenJacobsz": ("1662", "westzaan"),
                  KROGER: ("1798", "emden"), MOLLER: ("1829", SONDERBORG),
                  "ThomasHunnable": ("1762", "stowmarsh")}  # millwright: (birth year, workshop place)
WM_OWNERS = {"Stichting_Dokkumer_Molens": "1972", "Vereniging_De_Hollandsche_Molen": "1923",
             "Waterschap_Rivierenland": "2005", "Zaanse_Molen_Vereniging": "1925", MUHLENVEREIN: "1988",
             AERO_MUSEUM: "1926", DANSKE: "1978", "Suffolk_Mills_Trust": "1969"}  # owner: established
# mill: (class, place, built, height m, sail span m or None, use, millwright or None, owner, in working order,
#        moved from or None, last restored)
WM_MILLS = {
    "de-hoop-1": ("SmockMill", "dokkum", "1849", "24.5", "22", "corn-milling", "JanBlokker",
                  "Stichting_Dokkumer_Molens", True, None, "2016-05-14"),
    "de-hoop-2": ("TowerMill", "hellendoorn", "1906", "19", "21.5", "corn-milling", "HendrikOudeNijhuis",
                  "Vereniging_De_Hollandsche_Molen", True, None, "2009-09-30"),
    "de-zwaluw": ("SmockMill", "kinderdijk", "1740", "28", "26.5", "polder-drainage", "PieterVisscher",
                  "Waterschap_Rivierenland", True, None, "2012-04-02"),
    "het-fortuin": ("SmockMill", "kinderdijk", "1738", "27", "27.5", "polder-drainage", "PieterVisscher",
                    "Waterschap_Rivierenland", False, None, "1998-08-21"),
    "de-zwarte-ram": ("SmockMill", "zaandam", "1693", "15.5", "20", "oil-pressing", "AdriaenJacobsz",
                      "Zaanse_Molen_Vereniging", True, None, "2019-06-08"),
    "de-houtvester": ("PaltrokMill", "zaandam", "1711", "18", "19.5", "timber-sawing", "AdriaenJacobsz",
                      "Zaanse_Molen_Vereniging", True, "westzaan", "2004-10-11"),
    SUDERFELD: ("PostMill", KRUMMHORN, "1831", "11.5", "20.5", "corn-milling", KROGER, MUHLENVEREIN, False, None,
                "2001-07-19"),
    RYSUM: ("TowerMill", KRUMMHORN, "1853", "21", "23", "oil-pressing", KROGER, MUHLENVEREIN, True, None,
            "2015-03-27"),
    AERO_MILL: ("SmockMill", AEROSKOBING, "1862", "17.5", "21", "corn-milling", MOLLER, AERO_MUSEUM, True, None,
                "2018-09-01"),
    SONDERBY: ("TowerMill", SONDERBORG, "1874", "20", "22.5", "corn-milling", MOLLER, DANSKE, False, None,
               "2007-05-05"),
    "wickham-green-post-mill": ("PostMill", "wickham_green", "1796", "14", "18.5", "corn-milling", "ThomasHunnable",
                                "Suffolk_Mills_Trust", True, "great_chishill", "2011-06-18"),
    "stowmarsh-tower-mill": ("TowerMill", "stowmarsh", "1819", "22.5", "24", "corn-milling", "ThomasHunnable",
                             "Suffolk_Mills_Trust", False, None, "1995-11-03"),
    "watermolen-elsen": ("Watermill", "hellendoorn", "1652", "9", None, "corn-milling", None,
                         "Vereniging_De_Hollandsche_Molen", True, None, "2010-02-22"),
}


def _wm(kind: str, *names: str) -> set[str]:
    return {f"{WM}{kind}/{n}" for n in names}


def windmills_kg() -> str:
    """N-Triples of the windmill survey (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{WM}{kind}/{name}", RDF_TYPE, WMO + cls)
        return f"{WM}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, WMO + p, f"{WM}{kind}/{name}")

    for cls, sup in WM_CLASSES.items():
        if sup:
            g.add(WMO + cls, RDFS + "subClassOf", WMO + sup)
    for name in WM_COUNTRIES:
        typed("country", name, "Country")
    for name, country in WM_PLACES.items():
        rel(typed("place", name, "Place"), "country", "country", country)
    for name in WM_USES:
        typed("use", name, "MillUse")
    for name, (born, workshop) in WM_MILLWRIGHTS.items():
        m = typed("millwright", name, "Millwright")
        g.add(m, WMO + "birthYear", _typed(born, "gYear")), rel(m, "workshopIn", "place", workshop)
    for name, established in WM_OWNERS.items():
        g.add(typed("owner", name, "Owner"), WMO + "established", _typed(established, "gYear"))
    for name, fields in WM_MILLS.items():
        cls, place, built, height, span, use, millwright, owner, working, moved, restored = fields
        m = typed("mill", name, cls)
        rel(m, "standsIn", "place", place), g.add(m, WMO + "builtIn", _typed(built, "gYear"))
        g.add(m, WMO + "heightM", _typed(height, "decimal"))
        if span:
            g.add(m, WMO + "sailSpanM", _typed(span, "decimal"))
        rel(m, "usedFor", "use", use)
        if millwright:
            rel(m, "builtBy", "millwright", millwright)
        rel(m, "ownedBy", "owner", owner), g.add(m, WMO + "inWorkingOrder", _bool(working))
        if moved:
            rel(m, "movedFrom", "place", moved)
        g.add(m, WMO + "lastRestored", _typed(restored, "date"))
    return g.text()


WINDMILLS_QUESTIONS = [
    ("When was De Zwaluw built?", {"1740"}),
    ("How tall is Het Fortuin?", {"27"}),
    ("What is the sail span of Mühle Rysum?", {"23"}),
    ("Who built Wickham Green Post Mill?", _wm("millwright", "ThomasHunnable")),
    ("Which mills did Pieter Visscher build?", _wm("mill", "de-zwaluw", "het-fortuin")),
    ("Where is De Zwarte Ram?", _wm("place", "zaandam")),
    ("Who owns Stowmarsh Tower Mill?", _wm("owner", "Suffolk_Mills_Trust")),
    ("Which mills does the Zaanse Molen Vereniging own?", _wm("mill", "de-zwarte-ram", "de-houtvester")),
    ("What is Het Fortuin used for?", _wm("use", "polder-drainage")),
    ("Which mills press oil?", _wm("mill", "de-zwarte-ram", RYSUM)),
    ("Which mills are used for draining polders?", _wm("mill", "de-zwaluw", "het-fortuin")),
    ("Which post mills are there?", _wm("mill", SUDERFELD, "wickham-green-post-mill")),
    ("Which tower mills are there?", _wm("mill", "de-hoop-2", RYSUM, SONDERBY, "stowmarsh-tower-mill")),
    ("Which windmills still work?", _wm("mill", "de-hoop-1", "de-hoop-2", "de-zwaluw", "de-zwarte-ram",
                                        "de-houtvester", RYSUM, AERO_MILL, "wickham-green-post-mill")),
    ("From where was De Houtvester moved?", _wm("place", "westzaan")),
    ("Which is the oldest windmill?", _wm("mill", "de-zwarte-ram")),
    ("Which is the tallest mill?", _wm("mill", "de-zwaluw")),
    ("Which mill has the largest sail span?", _wm("mill", "het-fortuin")),
    ("Which mills were built after 1850?", _wm("mill", "de-hoop-2", RYSUM, AERO_MILL, SONDERBY)),
    ("How tall is the De Hoop mill in Hellendoorn?", {"19"}),
    ("When was the De Hoop mill in Dokkum built?", {"1849"}),
    ("Which millwright built De Hoop in Hellendoorn?", _wm("millwright", "HendrikOudeNijhuis")),
    ("When was Claas Kröger born?", {"1798"}),
    ("Where did Søren Møller have his workshop?", _wm("place", SONDERBORG)),
    ("When was the Suffolk Mills Trust founded?", {"1969"}),
    ("In which country is Bockwindmühle Süderfeld?", _wm("country", "Germany")),
    ("When was Ærø Mølle last restored?", {"2018-09-01"}),
    ("How many mills are in Kinderdijk?", {"2"}),
    ("How many mills did Thomas Hunnable build?", {"2"}),
    ("Which mills are in Denmark?", _wm("mill", AERO_MILL, SONDERBY)),
    ("Who built the mills owned by Waterschap Rivierenland?", _wm("millwright", "PieterVisscher")),
    ("When were the mills owned by the Mühlenverein Krummhörn built?", {"1831", "1853"}),
    ("Where was the workshop of the millwright who built De Zwarte Ram?", _wm("place", "westzaan")),
    ("which mills are in zaandam", _wm("mill", "de-zwarte-ram", "de-houtvester")),
    ("Who built Stowmarch Tower Mill?", _wm("millwright", "ThomasHunnable")),  # misspelt: Stowmarsh
    ("Which mills in England are no longer working?", _wm("mill", "stowmarsh-tower-mill")),
    ("How much does it cost to visit De Zwaluw?", set()),  # no prices
    ("Who is the miller at Mühle Rysum?", set()),  # no millers
    ("When did Jan Blokker die?", set()),  # birth years only
]
WINDMILLS_MADE_UP = ["When was De Gouden Zwaluw built?", "Who built Hilgay Post Mill?",
                     "Which mills did Pieter Blokker build?", "Who owns Mühle Greetsiel?",
                     "How tall is De Witte Valk?", "When was Hendrik Visscher born?"]
WINDMILLS_GRAPHS = [
    ('[("De Houtvester", "year of construction", ?x)]', {"1711"}),
    ('[("Ærø Mølle", "constructed by", ?x)]', _wm("millwright", MOLLER)),
    ('[(?x, "property of", "Suffolk Mills Trust")]', _wm("mill", "wickham-green-post-mill", "stowmarsh-tower-mill")),
    ('[("Mühle Rysum", "sail diameter", ?x)]', {"23"}),
    ('[("Danske Møllers Venner", "founding year", ?x)]', {"1978"}),
    ('[(?x, "function", "oil pressing")]', _wm("mill", "de-zwarte-ram", RYSUM)),
    ('[("De Zwaluw", "constructed by", ?m), (?m, "born in year", ?x)]', {"1702"}),
    ('[(?w, "property of", "Zaanse Molen Vereniging"), (?w, "year of construction", ?x)]', {"1693", "1711"}),
    ('[("Wickham Green Post Mill", "situated in", ?p), (?p, "nation", ?x)]', _wm("country", "England")),
    ('[(?w, "constructed by", "Claas Kröger"), (?w, "total height", ?x)]', {"11.5", "21"}),
    ('[("Sønderby Mølle", "property of", ?o), (?o, "founding year", ?x)]', {"1978"}),
    ('[(?w, "situated in", "Kinderdijk"), (?w, "most recent restoration", ?x)]', {"2012-04-02", "1998-08-21"}),
]

# ---- carillons (opaque ids, Dutch vocabulary, skos:prefLabel @nl with @en altLabels for some, skos:broader) ----
CB = "https://beiaardregister.example.be/id/"
CBV = "https://beiaardregister.example.be/voc#"
CB_COUNTRIES = {"L1": ("België", ["Belgium"]), "L2": ("Nederland", ["Netherlands"]), "L3": ("Frankrijk", ["France"]),
                "L4": ("Verenigd Koninkrijk", ["United Kingdom"])}  # country: (prefLabel @nl, altLabels @en)
CB_CITIES = {"S01": ("Mechelen", [], "L1"), "S02": ("Brugge", ["Bruges"], "L1"), "S03": ("Gent", ["Ghent"], "L1"),
             "S04": ("Antwerpen", ["Antwerp"], "L1"), "S05": ("Leuven", [], "L1"), "S06": ("Utrecht", [], "L2"),
             "S07": ("Deventer", [], "L2"), "S08": ("Amersfoort", [], "L2"), "S09": ("Douai", [], "L3"),
             "S10": ("Aarle-Rixtel", [], "L2"), "S11": ("Asten", [], "L2"), "S12": ("Croydon", [], "L4"),
             "S13": ("Annecy", [], "L3")}  # city: (label, aliases, country)
CB_TYPES = {"K1": ("toren", ["tower"], None), "K2": ("belfort", ["belfry"], "K1"),
            "K3": ("kerktoren", ["church tower"], "K1"),
            "K4": ("bibliotheektoren", [], "K1")}  # tower type: (label, aliases, broader)
CB_TOWERS = {  # tower: (label, aliases, type, city, height m, built, world heritage)
    "T01": ("Sint-Romboutstoren", ["St. Rumbold's Tower"], "K3", "S01", "97.3", "1452", True),
    "T02": ("Belfort van Brugge", ["Belfry of Bruges"], "K2", "S02", "83", "1240", True),
    "T03": ("Belfort van Gent", ["Belfry of Ghent"], "K2", "S03", "91", "1380", True),
    "T04": ("Onze-Lieve-Vrouwetoren", [], "K3", "S04", "123", "1521", True),
    "T05": ("Bibliotheektoren", ["Library Tower"], "K4", "S05", "87", "1928", False),
    "T06": ("Domtoren", ["Dom Tower"], "K3", "S06", "112.3", "1382", False),
    "T07": ("Lebuïnustoren", [], "K3", "S07", "64.5", "1493", False),
    "T08": ("Onze-Lieve-Vrouwetoren", [], "K3", "S08", "98.3", "1470", False),
    "T09": ("Belfort van Douai", ["Douai Belfry"], "K2", "S09", "64", "1390", True),
}
CB_FOUNDRIES = {"G1": ("Van Aerschodt", [], "S05", "1740"),
                "G2": ("Klokkengieterij Michiels", ["Michiels Bell Foundry"], "S01", "1890"),
                "G3": ("Petit & Fritsen", [], "S10", "1660"),
                "G4": ("Koninklijke Eijsbouts", ["Royal Eijsbouts"], "S11", "1872"),
                "G5": ("Gillett & Johnston", [], "S12", "1844"),
                "G6": ("Fonderie Paccard", ["Paccard Bell Foundry"], "S13", "1796")}  # (label, aliases, city, founded)
CB_PEOPLE = {"P1": ("Luc Vandermeulen", "1961"), "P2": ("Ward Claeys", "1958"), "P3": ("Liesbeth Van Hove", "1972"),
             "P4": ("Joris Verdonck", "1966"), "P5": ("Marieke Peeters", "1980"),
             "P6": ("Anne-Marie Kooistra", "1975"), "P7": ("Bram van der Heijden", "1984"),
             "P8": ("Élodie Marchand", "1969")}  # carillonneur: (prefLabel, birth year)
CB_CARILLONS = {  # carillon: (label, aliases, tower, foundry, bells, bourdon kg, bourdon pitch, inaugurated,
    #                          city carillonneur, automatic play)
    "B01": ("Beiaard Sint-Rombout", ["St. Rumbold's Carillon"], "T01", "G2", 49, "8884", "bes0", "1981-06-27", "P1",
            True),
    "B02": ("Vredesbeiaard", ["Peace Carillon"], "T01", "G4", 49, "3300", "es1", "1998-09-13", "P1", False),
    "B03": ("Brugse Beiaard", ["Bruges Carillon"], "T02", "G1", 47, "5400", "g0", "1748-08-15", "P2", True),
    "B04": ("Gentse Beiaard", ["Ghent Carillon"], "T03", "G3", 54, "6000", "f0", "1948-07-11", "P3", True),
    "B05": ("Kathedraalbeiaard Antwerpen", ["Antwerp Cathedral Carillon"], "T04", "G4", 49, "6434", "g0",
            "1987-10-04", "P4", True),
    "B06": ("Gedenkbeiaard", ["Memorial Carillon"], "T05", "G5", 63, "7000", "es0", "1928-07-04", "P5", False),
    "B07": ("Dombeiaard", [], "T06", "G3", 50, "8200", "g0", "2000-05-20", "P6", True),
    "B08": ("Lebuïnusbeiaard", ["Lebuinus Carillon"], "T07", "G4", 47, "4100", "a0", "1956-10-06", "P7", False),
    "B09": ("Beiaard van Douai", ["Douai Carillon"], "T09", "G6", 62, "5500", "c1", "1954-06-13", "P8", True),
    "B10": ("Amersfoortse Beiaard", [], "T08", "G2", 50, "4800", "a0", "1998-05-30", "P7", False),
}


def _cb(*ids: str) -> set[str]:
    return {CB + i for i in ids}


def _cbe(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabel and its aliases."""
    if key in CB_PEOPLE:
        return _cb(key) | {CB_PEOPLE[key][0]}
    table = next(t for t in (CB_COUNTRIES, CB_CITIES, CB_TYPES, CB_TOWERS, CB_FOUNDRIES, CB_CARILLONS) if key in t)
    return _cb(key) | {table[key][0]} | set(table[key][1])


def carillons_kg() -> str:
    """N-Triples of the carillon register."""
    g = Graph()

    def named(key: str, cls: str, label: str, aliases: list, lang: str | None = "nl") -> str:
        g.add(CB + key, RDF_TYPE, CBV + cls), g.add(CB + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(CB + key, SKOS + "altLabel", _lit(alias, "en"))
        return CB + key

    for key, (label, aliases) in CB_COUNTRIES.items():
        named(key, "Land", label, aliases)
    for key, (label, aliases, country) in CB_CITIES.items():
        g.add(named(key, "Stad", label, aliases), CBV + "land", CB + country)
    for key, (label, aliases, broader) in CB_TYPES.items():
        t = named(key, "Torentype", label, aliases)
        g.add(t, RDF_TYPE, SKOS + "Concept")
        if broader:
            g.add(t, SKOS + "broader", CB + broader)
    for key, (label, aliases, kind, city, height, built, heritage) in CB_TOWERS.items():
        t = named(key, "Toren", label, aliases)
        g.add(t, CBV + "torentype", CB + kind), g.add(t, CBV + "gelegenIn", CB + city)
        g.add(t, CBV + "hoogte", _typed(height, "decimal")), g.add(t, CBV + "bouwjaar", _typed(built, "gYear"))
        g.add(t, CBV + "werelderfgoed", _bool(heritage))
    for key, (label, aliases, city, founded) in CB_FOUNDRIES.items():
        f = named(key, "Klokkengieterij", label, aliases)
        g.add(f, CBV + "gevestigdIn", CB + city), g.add(f, CBV + "opgericht", _typed(founded, "gYear"))
    for key, (name, born) in CB_PEOPLE.items():
        g.add(named(key, "Beiaardier", name, [], None), CBV + "geboortejaar", _typed(born, "gYear"))
    for key, fields in CB_CARILLONS.items():
        label, aliases, tower, foundry, bells, bourdon, pitch, inaugurated, player, automatic = fields
        c = named(key, "Beiaard", label, aliases)
        g.add(c, CBV + "hangtIn", CB + tower), g.add(c, CBV + "gegotenDoor", CB + foundry)
        g.add(c, CBV + "aantalKlokken", _typed(bells, "integer"))
        g.add(c, CBV + "gewichtBasklok", _typed(bourdon, "decimal")), g.add(c, CBV + "grondtoon", _lit(pitch))
        g.add(c, CBV + "ingehuldigdOp", _typed(inaugurated, "date")), g.add(c, CBV + "stadsbeiaardier", CB + player)
        g.add(c, CBV + "automatischSpeelwerk", _bool(automatic))
    return g.text()


CARILLONS_QUESTIONS = [
    ("How many bells does the Peace Carillon have?", {"49"}),
    ("Who cast the Ghent Carillon?", _cbe("G3")),
    ("In which tower does the Dombeiaard hang?", _cbe("T06")),
    ("Which carillons hang in St. Rumbold's Tower?", _cb("B01", "B02")),
    ("How heavy is the bourdon of the Antwerp Cathedral Carillon?", {"6434"}),
    ("Who plays the Bruges Carillon?", _cbe("P2")),
    ("Which carillons did Royal Eijsbouts cast?", _cb("B02", "B05", "B08")),
    ("When was the Gentse Beiaard inaugurated?", {"1948-07-11"}),
    ("How tall is the Domtoren?", {"112.3"}),
    ("Which towers are World Heritage sites?", _cb("T01", "T02", "T03", "T04", "T09")),
    ("Which belfries are there?", _cb("T02", "T03", "T09")),
    ("Which church towers are there?", _cb("T01", "T04", "T06", "T07", "T08")),
    ("In which city is the Lebuïnustoren?", _cbe("S07")),
    ("Where is Petit & Fritsen based?", _cbe("S10")),
    ("When was Fonderie Paccard founded?", {"1796"}),
    ("Which carillon has the most bells?", _cbe("B06")),
    ("Which carillon has the heaviest bourdon?", _cbe("B01")),
    ("Which is the tallest tower?", _cbe("T04")),
    ("Which carillons can play automatically?", _cb("B01", "B03", "B04", "B05", "B07", "B09")),
    ("When was Liesbeth Van Hove born?", {"1972"}),
    ("Which carillons does Bram van der Heijden play?", _cb("B08", "B10")),
    ("What is the pitch of the bourdon of the Douai Carillon?", {"c1"}),
    ("In which country is the Douai Belfry?", _cbe("L3")),
    ("Which carillons were cast by a foundry in Asten?", _cb("B02", "B05", "B08")),
    ("Who is the carillonneur of the Domtoren?", _cbe("P6")),
    ("What is Gent called in English?", {"Ghent"}),
    ("What is the Dutch name of the Belfry of Bruges?", {"Belfort van Brugge"}),
    ("How many carillons did Petit & Fritsen cast?", {"2"}),
    ("Which carillons were inaugurated before 1950?", _cb("B03", "B04", "B06")),
    ("How tall is the Onze-Lieve-Vrouwetoren in Amersfoort?", {"98.3"}),
    ("Which towers stand in Belgium?", _cb("T01", "T02", "T03", "T04", "T05")),
    ("When was the Library Tower in Leuven built?", {"1928"}),
    ("What kind of tower is the Lebuïnustoren?", _cbe("K3")),
    ("which carillon hangs in the belfort van gent", _cbe("B04")),
    ("How many bells does the Dombeiard have?", {"50"}),  # misspelt: Dombeiaard
    ("When was the foundry that cast the Memorial Carillon founded?", {"1844"}),
    ("How many steps lead to the top of the Belfort van Brugge?", set()),  # no steps
    ("How much did the Vredesbeiaard cost?", set()),  # no costs
    ("Where was Ward Claeys born?", set()),  # birth years only
]
CARILLONS_MADE_UP = ["How many bells does the Beiaard van Kortrijk have?", "Who cast the Ypres Carillon?",
                     "How tall is the Sint-Janstoren?", "When was Liesbeth Claeys born?",
                     "Where is Klokkengieterij Van Bergen based?", "Which carillons does Jan Vandermeulen play?"]
CARILLONS_GRAPHS = [
    ('[("Vredesbeiaard", "bell count", ?x)]', {"49"}),
    ('[("Gillett & Johnston", "home town", ?x)]', _cbe("S12")),
    ('[(?x, "made by foundry", "Petit & Fritsen")]', _cb("B04", "B07")),
    ('[("Belfort van Gent", "height in metres", ?x)]', {"91"}),
    ('[("Élodie Marchand", "year of birth", ?x)]', {"1969"}),
    ('[(?x, "stands in city", "Utrecht")]', _cbe("T06")),
    ('[("Gentse Beiaard", "housed in", ?t), (?t, "stands in city", ?x)]', _cbe("S03")),
    ('[(?c, "made by foundry", "Koninklijke Eijsbouts"), (?c, "weight of largest bell", ?x)]',
     {"3300", "6434", "4100"}),
    ('[(?c, "housed in", "Sint-Romboutstoren"), (?c, "inauguration date", ?x)]', {"1981-06-27", "1998-09-13"}),
    ('[("Beiaard van Douai", "made by foundry", ?g), (?g, "year founded", ?x)]', {"1796"}),
    ('[(?c, "played by", "Anne-Marie Kooistra"), (?c, "bell count", ?x)]', {"50"}),
    ('[("Bibliotheektoren", "stands in city", ?s), (?s, "nation", ?x)]', _cbe("L1")),
]

# ---- puppetry (schema.org, slug#id IRIs, address / audience / running-time blank nodes, blank OrganizationRoles) --
PU = "https://puppetarchive.example.com/"
PUV = "https://puppetarchive.example.com/vocab#"
PU_COUNTRIES = {"italy": ("Italy", []), "czechia": ("Czechia", ["Czech Republic"]),
                "united-kingdom": ("United Kingdom", []), "belgium": ("Belgium", [])}  # (name, alternate names)
PU_CITIES = {"palermo": ("Palermo", [], "italy"), "turin": ("Turin", ["Torino"], "italy"),
             "prague": ("Prague", ["Praha"], "czechia"), "plzen": ("Plzeň", [], "czechia"),
             "bristol": ("Bristol", [], "united-kingdom"), "liege": ("Liège", [], "belgium")}
PU_COMPANIES = {  # company: (name, alternate names, founded, city, street address, postcode, country code)
    "teatro-dei-fili": ("Teatro dei Fili", [], "1957", "palermo", "Via dei Pupi 14", "90134", "IT"),
    "arcobaleno": ("Compagnia Marionettistica Arcobaleno", ["Arcobaleno Marionettes"], "1978", "turin",
                   "Corso Regina 112", "10152", "IT"),
    "drevena-panenka": ("Divadlo Dřevěná Panenka", ["Wooden Doll Theatre"], "1931", "prague", "Loutková 7", "110 00",
                        "CZ"),
    "loutkari-z-plzne": ("Loutkáři z Plzně", [], "1966", "plzen", "Nádražní 21", "301 00", "CZ"),
    "harbourside": ("Harbourside Puppet Company", [], "1989", "bristol", "12 Quay Street", "BS1 4DB", "GB"),
    "fil-d-or": ("Théâtre du Fil d'Or", [], "1921", "liege", "Rue Hors-Château 56", "4000", "BE"),
}
PU_PEOPLE = {  # person: (name, birth date or None, birthplace or None)
    "gaspare-lo-bue": ("Gaspare Lo Bue", "1921-05-30", "palermo"),
    "rosalia-lo-bue": ("Rosalia Lo Bue", "1950-08-14", "palermo"),
    "ottavio-ferrante": ("Ottavio Ferrante", "1947-03-02", "turin"),
    "ilaria-bassi": ("Ilaria Bassi", "1983-04-05", "turin"),
    "jindrich-vavra": ("Jindřich Vávra", "1899-11-11", "prague"),
    "tomas-vavra": ("Tomáš Vávra", "1931-09-09", "prague"),
    "marta-kolarova": ("Marta Kolářová", "1938-07-21", "plzen"),
    "gwen-treharne": ("Gwen Treharne", "1961-01-09", None),
    "owen-lacey": ("Owen Lacey", "1975-10-30", "bristol"),
    "marcel-lejeune": ("Marcel Lejeune", "1890-02-17", "liege"),
    "ludovico-ariosto": ("Ludovico Ariosto", None, None),
    "carlo-collodi": ("Carlo Collodi", None, None),
    "charles-perrault": ("Charles Perrault", None, None),
    "hans-christian-andersen": ("Hans Christian Andersen", None, None),
    "bozena-nemcova": ("Božena Němcová", None, None),
}
PU_WORKS = {"orlando-furioso": ("Orlando Furioso", "ludovico-ariosto"),
            "pinocchio": ("The Adventures of Pinocchio", "carlo-collodi"),
            "puss-in-boots": ("Puss in Boots", "charles-perrault"),
            "sleeping-beauty": ("Sleeping Beauty", "charles-perrault"),
            "steadfast-tin-soldier": ("The Steadfast Tin Soldier", "hans-christian-andersen"),
            "princezna-se-zlatou-hvezdou": ("Princezna se zlatou hvězdou na čele", "bozena-nemcova")}  # (name, author)
PU_PRODUCTIONS = {  # production: (name, alternate names, company, premiere, technique, based on or None, director,
    #                             minimum age, running minutes)
    "orlando-furioso": ("Orlando Furioso", [], "teatro-dei-fili", "1959-04-12", "marionettes", "orlando-furioso",
                        "gaspare-lo-bue", 8, 95),
    "i-paladini-di-francia": ("I Paladini di Francia", ["The Paladins of France"], "teatro-dei-fili", "1972-11-03",
                              "marionettes", None, "rosalia-lo-bue", 6, 80),
    "pinocchio-e-la-balena": ("Pinocchio e la Balena", [], "arcobaleno", "1985-02-16", "rod puppets", "pinocchio",
                              "ottavio-ferrante", 4, 60),
    "il-gatto-con-gli-stivali": ("Il Gatto con gli Stivali", [], "arcobaleno", "1994-10-01", "hand puppets",
                                 "puss-in-boots", "ottavio-ferrante", 3, 45),
    "princezna": ("Princezna se zlatou hvězdou", ["The Princess with the Golden Star"], "drevena-panenka",
                  "1934-12-20", "marionettes", "princezna-se-zlatou-hvezdou", "jindrich-vavra", 5, 70),
    "dobrodruzstvi-kasparka": ("Dobrodružství Kašpárka", ["Kašpárek's Adventures"], "loutkari-z-plzne", "1968-05-09",
                               "hand puppets", None, "marta-kolarova", 4, 50),
    "tin-soldiers-voyage": ("The Tin Soldier's Voyage", [], "harbourside", "1993-06-18", "table-top puppets",
                            "steadfast-tin-soldier", "gwen-treharne", 5, 55),
    "shadows-of-the-severn": ("Shadows of the Severn", [], "harbourside", "2004-09-24", "shadow puppets", None,
                              "owen-lacey", 10, 65),
    "tchantches-et-les-sarrasins": ("Tchantchès et les Sarrasins", [], "fil-d-or", "1925-03-01", "rod puppets", None,
                                    "marcel-lejeune", 7, 75),
    "la-belle-au-bois-dormant": ("La Belle au bois dormant", [], "fil-d-or", "1951-01-14", "rod puppets",
                                 "sleeping-beauty", "marcel-lejeune", 5, 60),
}
PU_MEMBERS = [  # (company, person, role name, start, end or None)
    ("teatro-dei-fili", "gaspare-lo-bue", "founder", "1957", "1989"),
    ("teatro-dei-fili", "rosalia-lo-bue", "puppeteer", "1968", "1989"),
    ("teatro-dei-fili", "rosalia-lo-bue", "artistic director", "1989", None),
    ("arcobaleno", "ottavio-ferrante", "artistic director", "1978", "2012"),
    ("arcobaleno", "ilaria-bassi", "puppet maker", "1999", "2012"),
    ("arcobaleno", "ilaria-bassi", "artistic director", "2012", None),
    ("drevena-panenka", "jindrich-vavra", "artistic director", "1931", "1962"),
    ("drevena-panenka", "tomas-vavra", "puppeteer", "1950", "1962"),
    ("drevena-panenka", "tomas-vavra", "artistic director", "1962", "1996"),
    ("loutkari-z-plzne", "marta-kolarova", "artistic director", "1966", "2003"),
    ("harbourside", "gwen-treharne", "artistic director", "1989", "2010"),
    ("harbourside", "owen-lacey", "puppeteer", "1998", "2010"),
    ("harbourside", "owen-lacey", "artistic director", "2010", None),
    ("fil-d-or", "marcel-lejeune", "artistic director", "1921", "1958"),
]
PU_NAMES = {"country": PU_COUNTRIES, "city": PU_CITIES, "company": PU_COMPANIES, "production": PU_PRODUCTIONS,
            "person": {k: (v[0], []) for k, v in PU_PEOPLE.items()},
            "work": {k: (v[0], []) for k, v in PU_WORKS.items()}}


def _pu(kind: str, *keys: str) -> set[str]:
    return {f"{PU}{kind}/{k}#id" for k in keys}


def _pue(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _pu(kind, key) | {PU_NAMES[kind][key][0]} | set(PU_NAMES[kind][key][1])


def puppetry_kg() -> str:
    """N-Triples of the puppet-theatre archive (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{PU}{kind}/{key}#id"
        name, aliases = PU_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    for key in PU_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in PU_CITIES.items():
        g.add(thing("city", key, "City"), SCHEMA + "containedInPlace", f"{PU}country/{country}#id")
    for key, (_, _, founded, city, street, postcode, country) in PU_COMPANIES.items():
        c = thing("company", key, "TheaterGroup")
        g.add(c, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        g.add(c, SCHEMA + "location", f"{PU}city/{city}#id")
        a = f"_:address-{key}"
        g.add(c, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "postalCode", _lit(postcode))
        g.add(a, SCHEMA + "addressLocality", _lit(PU_CITIES[city][0]))
        g.add(a, SCHEMA + "addressCountry", _lit(country))
    for key, (_, born, place) in PU_PEOPLE.items():
        p = thing("person", key, "Person")
        if born:
            g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        if place:
            g.add(p, SCHEMA + "birthPlace", f"{PU}city/{place}#id")
    for key, (_, author) in PU_WORKS.items():
        g.add(thing("work", key, "Book"), SCHEMA + "author", f"{PU}person/{author}#id")
    for key, fields in PU_PRODUCTIONS.items():
        _, _, company, premiere, technique, work, director, min_age, minutes = fields
        p = thing("production", key, "CreativeWork")
        g.add(p, SCHEMA + "producer", f"{PU}company/{company}#id")
        g.add(p, SCHEMA + "dateCreated", _typed(premiere, "date"))
        g.add(p, SCHEMA + "genre", _lit(technique)), g.add(p, SCHEMA + "director", f"{PU}person/{director}#id")
        if work:
            g.add(p, SCHEMA + "isBasedOn", f"{PU}work/{work}#id")
        a, t = f"_:audience-{key}", f"_:runtime-{key}"
        g.add(p, SCHEMA + "audience", a), g.add(a, RDF_TYPE, SCHEMA + "PeopleAudience")
        g.add(a, SCHEMA + "suggestedMinAge", _typed(min_age, "integer"))
        g.add(p, PUV + "runningTime", t), g.add(t, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(t, SCHEMA + "value", _typed(minutes, "integer")), g.add(t, SCHEMA + "unitText", _lit("minutes"))
    for i, (company, person, role, start, end) in enumerate(PU_MEMBERS, 1):
        r = f"_:membership-{i}"
        g.add(f"{PU}company/{company}#id", SCHEMA + "member", r), g.add(r, RDF_TYPE, SCHEMA + "OrganizationRole")
        g.add(r, SCHEMA + "member", f"{PU}person/{person}#id"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    return g.text()


PUPPETRY_QUESTIONS = [
    ("When was Teatro dei Fili founded?", {"1957"}),
    ("Where is the Harbourside Puppet Company based?", _pue("city", "bristol")),
    ("Which company produced Shadows of the Severn?", _pue("company", "harbourside")),
    ("Which productions has Théâtre du Fil d'Or staged?", _pu("production", "tchantches-et-les-sarrasins",
                                                               "la-belle-au-bois-dormant")),
    ("Who directed Pinocchio e la Balena?", _pue("person", "ottavio-ferrante")),
    ("Which productions did Ottavio Ferrante direct?", _pu("production", "pinocchio-e-la-balena",
                                                           "il-gatto-con-gli-stivali")),
    ("When did The Tin Soldier's Voyage premiere?", {"1993-06-18"}),
    ("What kind of puppets are used in Dobrodružství Kašpárka?", {"hand puppets"}),
    ("Which productions use marionettes?", _pu("production", "orlando-furioso", "i-paladini-di-francia", "princezna")),
    ("Which story is the Orlando Furioso puppet show based on?", _pue("work", "orlando-furioso")),
    ("Who wrote the story that Pinocchio e la Balena is based on?", _pue("person", "carlo-collodi")),
    ("Which productions are based on stories by Charles Perrault?", _pu("production", "il-gatto-con-gli-stivali",
                                                                        "la-belle-au-bois-dormant")),
    ("What is the minimum age for Shadows of the Severn?", {"10"}),
    ("How long is Tchantchès et les Sarrasins?", {"75"}),
    ("Which is the longest production?", _pue("production", "orlando-furioso")),
    ("Who is the artistic director of the Harbourside Puppet Company now?", _pue("person", "owen-lacey")),
    ("Who founded Teatro dei Fili?", _pue("person", "gaspare-lo-bue")),
    ("When did Tomáš Vávra become artistic director of Divadlo Dřevěná Panenka?", {"1962"}),
    ("When did Marta Kolářová leave Loutkáři z Plzně?", {"2003"}),
    ("Who have been artistic directors of the Wooden Doll Theatre?", _pu("person", "jindrich-vavra", "tomas-vavra")),
    ("When was Gaspare Lo Bue born?", {"1921-05-30"}),
    ("Where was Marcel Lejeune born?", _pue("city", "liege")),
    ("What is the street address of Teatro dei Fili?", {"Via dei Pupi 14"}),
    ("What is the postcode of Loutkáři z Plzně?", {"301 00"}),
    ("In which country is Théâtre du Fil d'Or?", _pue("country", "belgium")),
    ("Which is the oldest puppet company?", _pue("company", "fil-d-or")),
    ("Which productions premiered before 1950?", _pu("production", "princezna", "tchantches-et-les-sarrasins")),
    ("How many productions has Compagnia Marionettistica Arcobaleno staged?", {"2"}),
    ("Which companies were founded after 1970?", _pu("company", "arcobaleno", "harbourside")),
    ("Which productions were staged by companies based in Palermo?", _pu("production", "orlando-furioso",
                                                                         "i-paladini-di-francia")),
    ("Who directed the productions of the Harbourside Puppet Company?", _pu("person", "gwen-treharne", "owen-lacey")),
    ("When was The Princess with the Golden Star first performed?", {"1934-12-20"}),
    ("What is the English title of Dobrodružství Kašpárka?", {"Kašpárek's Adventures"}),
    ("who directed orlando furioso", _pue("person", "gaspare-lo-bue")),
    ("When was the Harbourside Puppet Compnay founded?", {"1989"}),  # misspelt: Company
    ("Which puppeteers were born in Prague?", _pu("person", "jindrich-vavra", "tomas-vavra")),
    ("How much is a ticket for The Tin Soldier's Voyage?", set()),  # no prices
    ("How many seats does Teatro dei Fili have?", set()),  # no venues' capacities
    ("When did Gaspare Lo Bue die?", set()),  # birth dates only
]
PUPPETRY_MADE_UP = ["Who directed Pinocchio e il Grillo?", "When was Teatro delle Ombre founded?",
                    "When was Owen Treharne born?", "Who founded Divadlo Stříbrná Loutka?",
                    "Where is the Severnside Puppet Company based?",
                    "Which productions has Théâtre du Fil d'Argent staged?"]
PUPPETRY_GRAPHS = [
    ('[("Shadows of the Severn", "staged by", ?x)]', _pue("company", "harbourside")),
    ('[("Divadlo Dřevěná Panenka", "year established", ?x)]', {"1931"}),
    ('[(?x, "stage director", "Marcel Lejeune")]', _pu("production", "tchantches-et-les-sarrasins",
                                                         "la-belle-au-bois-dormant")),
    ('[("Pinocchio e la Balena", "youngest suitable age", ?x)]', {"4"}),
    ('[("Owen Lacey", "date of birth", ?x)]', {"1975-10-30"}),
    ('[("La Belle au bois dormant", "adapted from", ?x)]', _pue("work", "sleeping-beauty")),
    ('[("I Paladini di Francia", "stage director", ?p), (?p, "place of birth", ?x)]', _pue("city", "palermo")),
    ('[(?w, "staged by", "Teatro dei Fili"), (?w, "opening night", ?x)]', {"1959-04-12", "1972-11-03"}),
    ("[(\"The Tin Soldier's Voyage\", \"adapted from\", ?b), (?b, \"written by\", ?x)]",
     _pue("person", "hans-christian-andersen")),
    ('[("Loutkáři z Plzně", "membership", ?r), (?r, "member person", ?x)]', _pue("person", "marta-kolarova")),
    ('[(?r, "member person", "Ilaria Bassi"), (?r, "from year", ?x)]', {"1999", "2012"}),
    ('[("Harbourside Puppet Company", "home city", ?c), (?c, "in country", ?x)]', _pue("country", "united-kingdom")),
]

# ---- locks (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys) -----------------
LK = "https://canal-registry.example.org/db/"
LK_AUTHORITIES = {1: ("Midland Waterways Trust", 1962, "Birmingham"),
                  2: ("Voies Navigables de Bourgogne", 1978, "Dijon"), 3: ("Kanalverband Nord", 1951, "Kiel"),
                  4: ("Severn Navigation Company", 1842, "Gloucester")}  # authority: (name, founded, head office town)
LK_CANALS = {1: ("Stourwell Canal", "42.5", 1796, 1), 2: ("Ashby Moor Canal", "36", 1804, 1),
             3: ("Canal de l'Ouche Haute", "64.5", 1832, 2), 4: ("Eider-Treene-Kanal", "28", 1895, 3),
             5: ("Gloucester Vale Canal", "26.5", 1827, 4)}  # canal: (name, length km, opened, authority)
LK_KEEPERS = {1: ("Arthur", "Bellamy", 1958), 2: ("Joan", "Threlfall", 1966), 3: ("Régis", "Fauconnier", 1971),
              4: ("Hauke", "Petersen", 1980), 5: ("Dilys", "Pugh", 1962)}  # keeper: (first name, last name, born)
# lock: (name, canal, lock number, rise m, chamber length m, chamber width m, built, automated, type, keeper or None)
LK_LOCKS = {
    101: ("Mill Lock", 1, 3, "2.1", "22", "2.2", 1795, False, "single", 1),
    102: ("Foxcote Top Lock", 1, 7, "2.8", "22", "2.2", 1801, False, "single", 1),
    103: ("Foxcote Staircase", 1, 8, "6.4", "22", "2.2", 1796, False, "staircase", 2),
    104: ("Ashby Junction Lock", 2, 1, "1.5", "22.5", "2.2", 1803, False, "single", 2),
    105: ("Mill Lock", 2, 4, "1.9", "22.5", "2.2", 1804, True, "single", None),
    106: ("Écluse de Plombières", 3, 12, "2.6", "38.5", "5.2", 1831, True, "single", None),
    107: ("Écluse du Moulin", 3, 15, "3.05", "38.5", "5.2", 1832, False, "single", 3),
    108: ("Schleuse Friedrichstadt", 4, 1, "1.2", "45", "7.5", 1894, True, "single", 4),
    109: ("Schleuse Nordfeld", 4, 2, "0.8", "45", "7.5", 1895, False, "guillotine", 4),
    110: ("Frampton Sea Lock", 5, 1, "4.5", "60", "9", 1827, False, "guillotine", 5),
    111: ("Hardwicke Lock", 5, 2, "2.3", "60", "9", 1827, True, "single", None),
}
LK_VESSELS = {1: ("Kingfisher", "narrowboat", "17.5"), 2: ("Morning Star", "narrowboat", "21"),
              3: ("Belle Époque", "hotel barge", "38"), 4: ("Treene", "cargo barge", "40"),
              5: ("Severn Maid", "cruiser", "12.5"), 6: ("Lady Beatrice", "wide beam barge", "30")}  # (name, type, m)
LK_PASSAGES = {  # passage: (lock, vessel, date, direction, wait minutes)
    5001: (101, 1, "2023-05-02", "up", 10), 5002: (103, 1, "2023-05-03", "up", 40),
    5003: (104, 1, "2023-05-04", "up", 25), 5004: (103, 2, "2023-05-03", "down", 15),
    5005: (105, 2, "2023-05-04", "down", 5), 5006: (106, 3, "2023-06-11", "up", 30),
    5007: (107, 3, "2023-06-11", "up", 20), 5008: (108, 4, "2023-07-20", "down", 0),
    5009: (109, 4, "2023-07-20", "down", 12), 5010: (110, 5, "2023-08-14", "up", 35),
    5011: (111, 6, "2023-08-15", "down", 8), 5012: (110, 6, "2023-08-15", "down", 18),
}


def _lk(table: str, *ids: int) -> set[str]:
    return {f"{LK}{table}/id={i}" for i in ids}


def _lke(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column (keepers have none)."""
    tables = {"authority": LK_AUTHORITIES, "canal": LK_CANALS, "lock": LK_LOCKS, "vessel": LK_VESSELS}
    return _lk(table, key) | ({tables[table][key][0]} if table in tables else set())


def locks_kg() -> str:
    """N-Triples of the canal-lock register (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{LK}{table}/id={key}"
        g.add(s, RDF_TYPE, LK + table), g.add(s, f"{LK}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{LK}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{LK}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{LK}{table}#ref-{column}", f"{LK}{target}/id={value}")

    for key, (name, founded, town) in LK_AUTHORITIES.items():
        row("authority", key, {"authority_name": name, "founded_year": (founded, "integer"), "hq_town": town}, {})
    for key, (name, length, opened, authority) in LK_CANALS.items():
        row("canal", key, {"canal_name": name, "length_km": (length, "decimal"), "opened_year": (opened, "integer")},
            {"authority_id": ("authority", authority)})
    for key, (first, last, born) in LK_KEEPERS.items():
        row("keeper", key, {"first_name": first, "last_name": last, "birth_year": (born, "integer")}, {})
    for key, (name, canal, number, rise, length, width, built, automated, kind, keeper) in LK_LOCKS.items():
        refs = {"canal_id": ("canal", canal)} | ({"keeper_id": ("keeper", keeper)} if keeper else {})
        row("lock", key, {"lock_name": name, "lock_no": (number, "integer"), "rise_m": (rise, "decimal"),
                          "chamber_length_m": (length, "decimal"), "chamber_width_m": (width, "decimal"),
                          "built_year": (built, "integer"), "is_automated": (str(automated).lower(), "boolean"),
                          "lock_type": kind}, refs)
    for key, (name, kind, length) in LK_VESSELS.items():
        row("vessel", key, {"vessel_name": name, "vessel_type": kind, "length_m": (length, "decimal")}, {})
    for key, (lock, vessel, day, direction, wait) in LK_PASSAGES.items():
        row("passage", key, {"passage_date": (day, "date"), "direction": direction, "wait_minutes": (wait, "integer")},
            {"lock_id": ("lock", lock), "vessel_id": ("vessel", vessel)})
    return g.text()


LOCKS_QUESTIONS = [
    ("What is the rise of Foxcote Staircase?", {"6.4"}),
    ("Which canal is Hardwicke Lock on?", _lke("canal", 5)),
    ("Which locks are on the Stourwell Canal?", _lk("lock", 101, 102, 103)),
    ("When was Écluse du Moulin built?", {"1832"}),
    ("How long is the chamber of Schleuse Nordfeld?", {"45"}),
    ("How wide is the chamber of Frampton Sea Lock?", {"9"}),
    ("Which locks are automated?", _lk("lock", 105, 106, 108, 111)),
    ("Which locks are guillotine locks?", _lk("lock", 109, 110)),
    ("Who is the keeper of Foxcote Top Lock?", _lke("keeper", 1)),
    ("Which locks does Joan Threlfall look after?", _lk("lock", 103, 104)),
    ("What number is Écluse de Plombières on its canal?", {"12"}),
    ("Which lock has the biggest rise?", _lke("lock", 103)),
    ("Which is the oldest lock?", _lke("lock", 101)),
    ("How long is the Canal de l'Ouche Haute?", {"64.5"}),
    ("When was the Eider-Treene-Kanal opened?", {"1895"}),
    ("Who manages the Ashby Moor Canal?", _lke("authority", 1)),
    ("Which canals does the Midland Waterways Trust manage?", _lk("canal", 1, 2)),
    ("Where is the Severn Navigation Company headquartered?", {"Gloucester"}),
    ("When was Kanalverband Nord founded?", {"1951"}),
    ("When was Hauke Petersen born?", {"1980"}),
    ("How long is the Belle Époque?", {"38"}),
    ("What type of boat is Morning Star?", {"narrowboat"}),
    ("Which locks did Kingfisher pass through?", _lk("lock", 101, 103, 104)),
    ("Which boats passed through Frampton Sea Lock?", _lk("vessel", 5, 6)),
    ("How long did Kingfisher wait at Foxcote Staircase?", {"40"}),
    ("When did Treene pass through Schleuse Nordfeld?", {"2023-07-20"}),
    ("How many passages were recorded at Foxcote Staircase?", {"2"}),
    ("Which boat went down through Foxcote Staircase?", _lke("vessel", 2)),
    ("When was Mill Lock on the Ashby Moor Canal built?", {"1804"}),
    ("What is the rise of Mill Lock on the Stourwell Canal?", {"2.1"}),
    ("Who manages the canal that Schleuse Friedrichstadt is on?", _lke("authority", 3)),
    ("Which locks are on canals managed by Voies Navigables de Bourgogne?", _lk("lock", 106, 107)),
    ("Which locks were built before 1800?", _lk("lock", 101, 103)),
    ("how long is the stourwell canal", {"42.5"}),
    ("When was Frampton Sea Lok built?", {"1827"}),  # misspelt: Lock
    ("Which is the longest canal?", _lke("canal", 3)),
    ("How much is the toll at Hardwicke Lock?", set()),  # no tolls
    ("What are the opening hours of Écluse de Plombières?", set()),  # no opening hours
    ("Who owns the Morning Star?", set()),  # no owners
]
LOCKS_MADE_UP = ["Which canal is Kelsey Lock on?", "When was the Ashby Marsh Canal opened?",
                 "Who keeps Écluse de Dijon?", "How long is the Silver Heron?", "When was Schleuse Husum built?",
                 "Which locks does Arthur Threlfall look after?"]
LOCKS_GRAPHS = [
    ('[("Hardwicke Lock", "height difference", ?x)]', {"2.3"}),
    ('[(?x, "situated on canal", "Eider-Treene-Kanal")]', _lk("lock", 108, 109)),
    ('[("Stourwell Canal", "year opened to traffic", ?x)]', {"1796"}),
    ('[("Severn Maid", "boat length", ?x)]', {"12.5"}),
    ('[("Gloucester Vale Canal", "managing body", ?x)]', _lke("authority", 4)),
    ('[("Écluse de Plombières", "basin breadth", ?x)]', {"5.2"}),
    ('[("Foxcote Top Lock", "situated on canal", ?c), (?c, "route length", ?x)]', {"42.5"}),
    ('[(?p, "boat", "Lady Beatrice"), (?p, "waiting time", ?x)]', {"8", "18"}),
    ('[(?p, "at lock", "Foxcote Staircase"), (?p, "boat", ?x)]', _lk("vessel", 1, 2)),
    ('[(?l, "situated on canal", "Gloucester Vale Canal"), (?l, "year constructed", ?x)]', {"1827"}),
    ('[("Eider-Treene-Kanal", "managing body", ?a), (?a, "head office town", ?x)]', {"Kiel"}),
    ('[(?p, "at lock", "Écluse du Moulin"), (?p, "date of passage", ?x)]', {"2023-06-11"}),
]

# ---- spas (Wikibase-style: truthy claims only, property entities, P31/P279 typing, multilingual labels) ---------
TW = "https://thermalwiki.example.org/"
TWE, TWD = TW + "entity/", TW + "prop/direct/"
# property: (label, aliases, description, wikibase property type)
TW_PROPERTIES = {
    "P31": ("instance of", ["is a"], "that class of which this subject is a particular example", "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P131": ("located in the administrative territorial entity", ["located in"],
             "the item is located on the territory of that administrative entity", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P2076": ("temperature", ["water temperature"], "temperature in degrees Celsius", "Quantity"),
    "P2225": ("discharge", ["flow rate"], "volume of water flowing out, in litres per second", "Quantity"),
    "P575": ("time of discovery or invention", ["date of discovery"], "year the item was discovered", "Time"),
    "P1552": ("has characteristic", [], "inherent or distinguishing quality of the item", "WikibaseItem"),
    "P138": ("named after", [], "entity the item is named after", "WikibaseItem"),
    "P2283": ("uses", [], "item or concept the subject uses", "WikibaseItem"),
    "P84": ("architect", ["architects"], "person or architectural firm responsible for designing the building",
            "WikibaseItem"),
    "P127": ("owned by", ["owner"], "owner of the subject", "WikibaseItem"),
    "P159": ("headquarters location", ["head office"], "city where an organisation's headquarters is",
             "WikibaseItem"),
    "P571": ("inception", ["date founded"], "time when the item came into existence", "Time"),
    "P569": ("date of birth", [], "date on which the subject was born", "Time"),
    "P27": ("country of citizenship", ["nationality"], "country that recognises the subject as its citizen",
            "WikibaseItem"),
    "P106": ("occupation", ["profession"], "occupation of a person", "WikibaseItem"),
}
# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id
# or a (lexical form, XSD datatype) pair
TW_ITEMS = {
    "Q1": ({"en": "hot spring"}, ["thermal spring"], "spring of geothermally heated groundwater", {}),
    "Q2": ({"en": "geyser"}, [], "spring that erupts intermittently", {"P279": ["Q1"]}),
    "Q3": ({"en": "thermal lake"}, [], "lake fed by a hot spring", {"P279": ["Q1"]}),
    "Q4": ({"en": "thermal bath"}, ["bathhouse"], "building for bathing in thermal water", {}),
    "Q5": ({"en": "spa town"}, [], "town with mineral or thermal springs", {}),
    "Q6": ({"en": "country"}, [], "distinct territorial body or political entity", {}),
    "Q7": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q8": ({"en": "architect"}, [], "person who designs buildings", {}),
    "Q9": ({"en": "business"}, ["company"], "organisation that sells goods or services", {}),
    "Q10": ({"en": "water type"}, [], "kind of mineral water by its dissolved content", {}),
    "Q21": ({"en": "sulphurous water"}, [], "water rich in hydrogen sulphide", {"P31": ["Q10"]}),
    "Q22": ({"en": "carbonated water"}, [], "water rich in dissolved carbon dioxide", {"P31": ["Q10"]}),
    "Q23": ({"en": "saline water"}, [], "water rich in sodium chloride", {"P31": ["Q10"]}),
    "Q24": ({"en": "radon water"}, [], "water containing radon", {"P31": ["Q10"]}),
    "Q25": ({"en": "iron-rich water"}, ["chalybeate water"], "water rich in iron salts", {"P31": ["Q10"]}),
    "Q31": ({"en": "Hungary", "hu": "Magyarország"}, [], "country in Central Europe", {"P31": ["Q6"]}),
    "Q32": ({"en": "Czech Republic", "cs": "Česko"}, ["Czechia"], "country in Central Europe", {"P31": ["Q6"]}),
    "Q33": ({"en": "Germany", "de": "Deutschland"}, [], "country in Central Europe", {"P31": ["Q6"]}),
    "Q34": ({"en": "United Kingdom"}, ["UK"], "country in north-west Europe", {"P31": ["Q6"]}),
    "Q35": ({"en": "Japan", "ja": "日本"}, [], "island country in East Asia", {"P31": ["Q6"]}),
    "Q41": ({"en": "Hévíz", "hu": "Hévíz"}, [], "spa town in Zala County, Hungary", {"P31": ["Q5"], "P17": ["Q31"]}),
    "Q42": ({"en": "Karlovy Vary", "cs": "Karlovy Vary", "de": "Karlsbad"}, ["Carlsbad"],
            "spa town in western Bohemia", {"P31": ["Q5"], "P17": ["Q32"]}),
    "Q43": ({"en": "Baden-Baden", "de": "Baden-Baden"}, [], "spa town in Baden-Württemberg",
            {"P31": ["Q5"], "P17": ["Q33"]}),
    "Q44": ({"en": "Aachen", "de": "Aachen"}, [], "spa city in North Rhine-Westphalia",
            {"P31": ["Q5"], "P17": ["Q33"]}),
    "Q45": ({"en": "Bath"}, [], "spa city in Somerset, England", {"P31": ["Q5"], "P17": ["Q34"]}),
    "Q46": ({"en": "Beppu", "ja": "別府市"}, [], "spa city in Ōita Prefecture, Japan", {"P31": ["Q5"], "P17": ["Q35"]}),
    "Q51": ({"en": "Wilhelm I", "de": "Wilhelm I."}, ["William I"], "German Emperor (1797–1888)",
            {"P31": ["Q7"], "P569": [("1797-03-22", "date")]}),
    "Q52": ({"en": "Charlemagne", "de": "Karl der Große"}, [], "King of the Franks", {"P31": ["Q7"]}),
    "Q53": ({"en": "Empress Elisabeth"}, ["Sisi", "Elisabeth of Austria"], "Empress of Austria (1837–1898)",
            {"P31": ["Q7"], "P569": [("1837-12-24", "date")]}),
    "Q61": ({"en": "Hévíz Spa Company", "hu": "Hévízgyógyfürdő"}, [], "company running the baths of Hévíz",
            {"P31": ["Q9"], "P159": ["Q41"], "P571": [("1952", "gYear")]}),
    "Q62": ({"en": "Karlsbad Spa Holding"}, [], "company running spa buildings in Karlovy Vary",
            {"P31": ["Q9"], "P159": ["Q42"], "P571": [("1993", "gYear")]}),
    "Q63": ({"en": "Baden-Baden Kur & Tourismus"}, [], "municipal spa company of Baden-Baden",
            {"P31": ["Q9"], "P159": ["Q43"], "P571": [("1998", "gYear")]}),
    "Q64": ({"en": "Aachen Thermal GmbH"}, [], "company running the thermal baths of Aachen",
            {"P31": ["Q9"], "P159": ["Q44"], "P571": [("2001", "gYear")]}),
    "Q65": ({"en": "Bath Spa Trust"}, [], "charitable trust in Bath",
            {"P31": ["Q9"], "P159": ["Q45"], "P571": [("1983", "gYear")]}),
    "Q66": ({"en": "Beppu Onsen Cooperative"}, [], "cooperative of bathhouse keepers in Beppu",
            {"P31": ["Q9"], "P159": ["Q46"], "P571": [("1949", "gYear")]}),
    "Q71": ({"en": "Anton Reichl"}, [], "Bohemian architect", {"P31": ["Q7"], "P106": ["Q8"],
                                                               "P569": [("1859-05-04", "date")], "P27": ["Q32"]}),
    "Q72": ({"en": "Gustav Lindemann"}, [], "German architect", {"P31": ["Q7"], "P106": ["Q8"],
                                                                 "P569": [("1841-11-23", "date")], "P27": ["Q33"]}),
    "Q73": ({"en": "Renate Falk"}, [], "German architect", {"P31": ["Q7"], "P106": ["Q8"],
                                                            "P569": [("1938-06-02", "date")], "P27": ["Q33"]}),
    "Q74": ({"en": "Edwin Ashworth"}, [], "English architect", {"P31": ["Q7"], "P106": ["Q8"],
                                                                "P569": [("1846-02-14", "date")], "P27": ["Q34"]}),
    "Q75": ({"en": "Kenji Morimoto", "ja": "森本健二"}, [], "Japanese architect",
            {"P31": ["Q7"], "P106": ["Q8"], "P569": [("1889-09-30", "date")], "P27": ["Q35"]}),
}
# spring: ({language: label}, aliases, description, class, town, temperature °C, discharge l/s, water type,
#          discovered or None, named after or None)
TW_SPRINGS = {
    "Q101": ({"en": "Vřídlo", "cs": "Vřídlo", "de": "Sprudel"}, [], "geyser in Karlovy Vary", "Q2", "Q42", "72",
             "33", "Q22", "1350", None),
    "Q102": ({"en": "Mlýnský pramen", "cs": "Mlýnský pramen"}, ["Mill Spring"], "hot spring in Karlovy Vary", "Q1",
             "Q42", "56", "0.3", "Q22", "1705", None),
    "Q103": ({"en": "Ursprungquelle", "de": "Ursprungquelle"}, [], "hot spring in Baden-Baden", "Q1", "Q43", "68.8",
             "9.5", "Q23", None, None),
    "Q104": ({"en": "Kaiserquelle", "de": "Kaiserquelle"}, [], "hot spring in Baden-Baden", "Q1", "Q43", "63", "1.2",
             "Q23", "1839", "Q51"),
    "Q105": ({"en": "Kaiserquelle", "de": "Kaiserquelle"}, [], "hot spring in Aachen", "Q1", "Q44", "52", "3.1", "Q21",
             "1290", "Q52"),
    "Q106": ({"en": "King's Spring"}, ["Sacred Spring"], "hot spring in Bath", "Q1", "Q45", "46", "13", "Q25", None,
             None),
    "Q107": ({"en": "Lake Hévíz", "hu": "Hévízi-tó"}, [], "thermal lake in Hungary", "Q3", "Q41", "38.5", "410", "Q24",
             None, None),
    "Q108": ({"en": "Umi Jigoku", "ja": "海地獄"}, ["Sea Hell"], "hot spring in Beppu", "Q1", "Q46", "98", "1.9", "Q21",
             "1310", None),
    "Q109": ({"en": "Chinoike Jigoku", "ja": "血の池地獄"}, ["Blood Pond Hell"], "hot spring in Beppu", "Q1", "Q46", "78",
             "0.8", "Q25", None, None),
}
# bath: ({language: label}, aliases, description, town, opened, architect or None, owner, springs used, named after)
TW_BATHS = {
    "Q81": ({"en": "Hévíz Lake Bath", "hu": "Hévízi Tófürdő"}, [], "thermal bath on Lake Hévíz", "Q41", "1795", None,
            "Q61", ["Q107"], None),
    "Q82": ({"en": "Elizabeth Baths", "cs": "Alžbětiny lázně"}, [], "thermal bath in Karlovy Vary", "Q42", "1906",
            "Q71", "Q62", ["Q101", "Q102"], "Q53"),
    "Q83": ({"en": "Friedrichsbad", "de": "Friedrichsbad"}, [], "bathhouse in Baden-Baden", "Q43", "1877", "Q72",
            "Q63", ["Q103", "Q104"], None),
    "Q84": ({"en": "Thermen am Kurpark", "de": "Thermen am Kurpark"}, [], "thermal bath in Baden-Baden", "Q43", "1985",
            "Q73", "Q63", ["Q103"], None),
    "Q85": ({"en": "Elisenbad", "de": "Elisenbad"}, [], "thermal bath in Aachen", "Q44", "1912", "Q72", "Q64",
            ["Q105"], None),
    "Q86": ({"en": "Kingsmead Baths"}, [], "public baths in Bath", "Q45", "1889", "Q74", "Q65", ["Q106"], None),
    "Q87": ({"en": "Kannawa Bathhouse", "ja": "鉄輪共同浴場"}, [], "public bathhouse in Beppu", "Q46", "1925", "Q75",
            "Q66", ["Q108", "Q109"], None),
}


def _tw(*ids: str) -> set[str]:
    return {TWE + i for i in ids}


def _twe(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (TW_ITEMS, TW_SPRINGS, TW_BATHS) if key in t)
    return _tw(key) | set(table[key][0].values()) | set(table[key][1])


def spas_kg() -> str:
    """N-Triples of the hot-spring wiki (Wikibase-style)."""
    g = Graph()

    def item(key: str, labels: dict, aliases: list, description: str) -> None:
        for lang, label in labels.items():
            g.add(TWE + key, RDFS + "label", _lit(label, lang))
        for alias in aliases:
            g.add(TWE + key, SKOS + "altLabel", _lit(alias, "en"))
        g.add(TWE + key, SCHEMA + "description", _lit(description, "en"))

    def claim(key: str, prop: str, value) -> None:
        g.add(TWE + key, TWD + prop, _typed(*value) if isinstance(value, tuple) else TWE + value)

    for pid, (label, aliases, description, kind) in TW_PROPERTIES.items():
        p = TWE + pid
        g.add(p, RDF_TYPE, WIKIBASE + "Property"), item(pid, {"en": label}, aliases, description)
        g.add(p, WIKIBASE + "propertyType", WIKIBASE + kind), g.add(p, WIKIBASE + "directClaim", TWD + pid)
    for key, (labels, aliases, description, claims) in TW_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for value in values:
                claim(key, prop, value)
    for key, fields in TW_SPRINGS.items():
        labels, aliases, description, cls, town, temperature, discharge, water, discovered, namesake = fields
        item(key, labels, aliases, description), claim(key, "P31", cls), claim(key, "P131", town)
        claim(key, "P2076", (temperature, "decimal")), claim(key, "P2225", (discharge, "decimal"))
        claim(key, "P1552", water)
        if discovered:
            claim(key, "P575", (discovered, "gYear"))
        if namesake:
            claim(key, "P138", namesake)
    for key, (labels, aliases, description, town, opened, architect, owner, springs, namesake) in TW_BATHS.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q4"), claim(key, "P131", town)
        claim(key, "P571", (opened, "gYear")), claim(key, "P127", owner)
        if architect:
            claim(key, "P84", architect)
        for spring in springs:
            claim(key, "P2283", spring)
        if namesake:
            claim(key, "P138", namesake)
    return g.text()


SPAS_QUESTIONS = [
    ("How hot is Umi Jigoku?", {"98"}),
    ("What is the water temperature of the Kaiserquelle in Aachen?", {"52"}),
    ("How hot is the Kaiserquelle in Baden-Baden?", {"63"}),
    ("In which town is the Mill Spring?", _twe("Q42")),
    ("Which springs are in Beppu?", _tw("Q108", "Q109")),
    ("Which springs supply the Elizabeth Baths?", _tw("Q101", "Q102")),
    ("Which baths use water from the Ursprungquelle?", _tw("Q83", "Q84")),
    ("Who was the architect of the Friedrichsbad?", _twe("Q72")),
    ("Which baths did Gustav Lindemann design?", _tw("Q83", "Q85")),
    ("When did the Kannawa Bathhouse open?", {"1925"}),
    ("Who owns Thermen am Kurpark?", _twe("Q63")),
    ("Who is the Kaiserquelle in Baden-Baden named after?", _twe("Q51")),
    ("Who are the Elizabeth Baths named after?", _twe("Q53")),
    ("What kind of water does Chinoike Jigoku have?", _twe("Q25")),
    ("Which springs have sulphurous water?", _tw("Q105", "Q108")),
    ("Which geysers are there?", _twe("Q101")),
    ("What is the flow rate of the King's Spring?", {"13"}),
    ("Which is the hottest spring?", _twe("Q108")),
    ("Which spring has the greatest discharge?", _twe("Q107")),
    ("Which is the oldest thermal bath?", _twe("Q81")),
    ("When was Edwin Ashworth born?", {"1846-02-14"}),
    ("What is the nationality of Kenji Morimoto?", _twe("Q35")),
    ("In which country is Hévíz?", _twe("Q31")),
    ("In which country is Vřídlo?", _twe("Q32")),
    ("Which thermal baths opened after 1900?", _tw("Q82", "Q84", "Q85", "Q87")),
    ("How many springs are there in Karlovy Vary?", {"2"}),
    ("Which baths are in Bath?", _twe("Q86")),
    ("Who designed the thermal bath in Aachen?", _twe("Q72")),
    ("How hot are the springs that supply the Friedrichsbad?", {"68.8", "63"}),
    ("Which baths does Baden-Baden Kur & Tourismus own?", _tw("Q83", "Q84")),
    ("What is the German name of Karlovy Vary?", {"Karlsbad"}),
    ("What is Lake Hévíz called in Hungarian?", {"Hévízi-tó"}),
    ("When was Wilhelm I born?", {"1797-03-22"}),
    ("who designed the kingsmead baths", _twe("Q74")),
    ("How hot is Chinoike Jigoko?", {"78"}),  # misspelt: Jigoku
    ("Which springs were discovered before 1500?", _tw("Q101", "Q105", "Q108")),
    ("How much is a day ticket for the Friedrichsbad?", set()),  # no prices
    ("What are the opening hours of the Kannawa Bathhouse?", set()),  # no opening hours
    ("When did Renate Falk die?", set()),  # birth dates only
]
SPAS_MADE_UP = ["How hot is the Luisenquelle?", "Who designed the Marienbad Colonnade?",
                "Which springs are in Kusatsu?", "Who owns Thermen am Rosengarten?", "When was Gustav Ashworth born?",
                "What is the temperature of Oni Jigoku?"]
SPAS_GRAPHS = [
    ('[("Mlýnský pramen", "heat of the water", ?x)]', {"56"}),
    ('[(?x, "fed by spring", "Vřídlo")]', _twe("Q82")),
    ('[("Thermen am Kurpark", "drawn up by", ?x)]', _twe("Q73")),
    ('[("Beppu", "nation", ?x)]', _twe("Q35")),
    ('[("Elisenbad", "year opened", ?x)]', {"1912"}),
    ('[(?x, "named in honour of", "Charlemagne")]', _twe("Q105")),
    ('[("Kingsmead Baths", "fed by spring", ?s), (?s, "heat of the water", ?x)]', {"46"}),
    ('[(?b, "drawn up by", "Gustav Lindemann"), (?b, "year opened", ?x)]', {"1877", "1912"}),
    ('[("Friedrichsbad", "proprietor", ?o), (?o, "based in city", ?x)]', _twe("Q43")),
    ('[(?s, "situated in", "Beppu"), (?s, "mineral character", ?x)]', _tw("Q21", "Q25")),
    ('[("Kannawa Bathhouse", "drawn up by", ?a), (?a, "birthday", ?x)]', {"1889-09-30"}),
    ('[("Elizabeth Baths", "named in honour of", ?p), (?p, "birthday", ?x)]', {"1837-12-24"}),
]

KGS_Z = {"windmills": (windmills_kg, WINDMILLS_QUESTIONS, WINDMILLS_MADE_UP, WINDMILLS_GRAPHS),
         "carillons": (carillons_kg, CARILLONS_QUESTIONS, CARILLONS_MADE_UP, CARILLONS_GRAPHS),
         "puppetry": (puppetry_kg, PUPPETRY_QUESTIONS, PUPPETRY_MADE_UP, PUPPETRY_GRAPHS),
         "locks": (locks_kg, LOCKS_QUESTIONS, LOCKS_MADE_UP, LOCKS_GRAPHS),
         "spas": (spas_kg, SPAS_QUESTIONS, SPAS_MADE_UP, SPAS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_Z, __doc__)
