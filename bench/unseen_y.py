"""A twenty-fifth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_x.py):

- `huts`: an alpine-hut register with NO labels at all: every name is an IRI slug under a path per kind, in a
  different style per kind: huts hyphenated (`…/hut/chamanna-lej-alv`, `…/hut/k%C3%BCrschner-h%C3%BCtte`,
  `…/hut/rifugio-citt%C3%A0-di-varallo`), people, clubs and places snake_case (`…/person/j%C3%B6rg_haller`,
  `…/club/cai_sezione_lecco`, `…/place/ferp%C3%A8cle`), peaks, ranges and countries Title_Case
  (`…/peak/Piz_Pal%C3%BC`, `…/range/%C3%96tztal_Alps`), with a camelCase vocabulary (`…/def#`); shelter kinds
  are classes in a two-level hierarchy (`GuardedHut`, `UnguardedHut` ⊂ `Hut` ⊂ `MountainShelter`, `Bivouac` ⊂
  `MountainShelter`); huts have `inRange`, `inCountry`, `altitudeM` / `beds` xsd:integer, `openedIn` xsd:gYear,
  `ownedBy` an alpine club, for guarded huts a `warden`, `accessFrom` a valley village, `baseFor` the peaks
  climbed from them, `hasWinterRoom` xsd:boolean and `lastRenovated` xsd:date; peaks have `inRange`,
  `elevationM` xsd:integer and (all but one) `firstAscent` xsd:gYear; clubs have `founded` xsd:gYear and a
  `seat` town; wardens a `birthYear`; villages and towns are `inCountry`; two bivouacs are both "Bivacco
  Ferrario", told apart by a range suffix (`…/hut/bivacco-ferrario-grigne`, `…/hut/bivacco-ferrario-bernina`);
- `seedbank`: an Italian seed-bank network with opaque IRIs (`…/id/V07`, `…/id/A12`) and an ITALIAN vocabulary
  of its own (`…/voc#conservataPresso`, `#raccoltaDa`, `#regioneDiOrigine`, `#giorniAMaturazione`,
  `#tolleranteSiccita`, `#germinabilita`, `#numeroSemi`, …): seed banks, towns, regions, varieties, species and
  plant families named by `skos:prefLabel`@it, with an English `skos:altLabel`@en on some only ("Cuore di Bue" /
  "Oxheart", "Puglia" / "Apulia", "Banca dei Semi di Firenze" / "Florence Seed Bank"; "Zolfino", "Principe
  Borghese" and "Banca dei Semi delle Alpi" have none); species and families are `skos:Concept`s in a
  `skos:broader` hierarchy (cece ⊂ leguminose); a durum wheat variety is called "Primo", a common word;
  accessions are nodes of their own named by a plain `skos:prefLabel` code ("SAR-1102") that link a `varieta`,
  the bank it is `conservataPresso`, the collector it was `raccoltaDa`, `dataRaccolta` xsd:date, `numeroSemi`
  xsd:integer and `germinabilita` xsd:decimal (banks do not list their varieties); varieties have a `specie`, a
  `regioneDiOrigine`, `giorniAMaturazione` xsd:integer and `tolleranteSiccita` xsd:boolean; banks a `sede`
  town (`inRegione`), `annoFondazione` xsd:gYear and, for most, a `responsabile`; people (plain
  `skos:prefLabel`) an `annoNascita` xsd:gYear;
- `radio`: a radio-broadcasting archive in schema.org with slug IRIs (`…/station/corrib-fm`,
  `…/programme/dawn-chorus`, `…/person/siobhan-keating`) named by `schema:name`: stations are
  `schema:RadioStation`s with `schema:foundingDate` xsd:gYear, `schema:location` a city (`schema:containedInPlace`
  a country), `schema:parentOrganization` a network and one or two `schema:broadcastFrequency` blank nodes
  (`schema:BroadcastFrequencySpecification` with `schema:broadcastFrequencyValue` xsd:decimal and
  `schema:broadcastSignalModulation` "FM" / "AM" / "DAB"); programmes are `schema:RadioSeries` pointing to
  their station by `…/vocab#airsOn` only, with `schema:genre`, `schema:startDate` xsd:gYear,
  `schema:numberOfEpisodes` xsd:integer and `…/vocab#liveBroadcast` xsd:boolean; presenters use the schema.org
  Role pattern (programme `schema:actor` a `schema:PerformanceRole` that has `schema:actor` the person,
  `schema:roleName` "host" / "co-host", `schema:startDate` and, for past presenters, `schema:endDate`
  xsd:gYear) and station managers likewise (station `schema:employee` a `schema:EmployeeRole`); people have
  `schema:birthDate` xsd:date and `schema:birthPlace`; a station "Southern Tide" airs "Southern Tide Sports";
- `dams`: a dam-safety register exported from a relational database by the W3C Direct Mapping: row IRIs
  `…/db/dam/id=104`, classes named after tables, every column a property `…/db/<table>#<column>` (ids and
  foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; names
  sit in a different column per table: `country#country_name`, `river#river_name`, `operator#operator_name`,
  `dam#dam_name`, `reservoir#reservoir_name`, `inspector#full_name`; inspection and level-reading rows have no
  name at all; dams have `ref-river_id`, `ref-operator_id`, `height_m` / `crest_length_m` xsd:decimal,
  `completed_year` xsd:integer, a `dam_type` string and `has_hydropower` xsd:boolean; reservoirs point to their
  dam (`ref-dam_id`, stated on the reservoir only) with `capacity_mcm` / `surface_area_km2` / `max_depth_m`
  xsd:decimal; inspections link a dam and an inspector with `inspected_on` xsd:date, `condition_rating`
  xsd:integer and `spillway_ok` xsd:boolean; level readings link a reservoir with `reading_date` xsd:date and
  `level_pct` xsd:decimal; operators have `founded_year` xsd:integer and an `hq_city` string; two rivers are
  both "Blackwater" (in Ireland, 168 km; in the United Kingdom, 64 km), and a reservoir "Hollowmere" sits behind
  "Hollowmere Dam";
- `ferries`: a DBpedia-style corner of passenger ferries: resources `…/resource/MS_Merikotka` with
  Wikipedia-style qualifiers (`…/resource/MV_Hebridean_Star_(1975)` and `…/resource/MV_Hebridean_Star_(2011)`,
  both labelled "MV Hebridean Star", the older stating `successor` the newer; `…/resource/Naxos_(city)`,
  `…/resource/Alasdair_MacInnes_(naval_architect)`), percent-encoded accents and dashes
  (`…/resource/Gda%C5%84sk_Northern_Yard`, `…/resource/Helsinki%E2%80%93Tallinn_route`) and `rdfs:label`@en
  on only some resources; an ontology (`…/ontology/`) with classes `RoPaxFerry`, `FastCraft`,
  `PassengerFerry` ⊂ `Ferry` ⊂ `Ship`, `FerryRoute`, `ShippingCompany`, `Shipyard` ⊂ `Organisation`, `Port`,
  `Country` ⊂ `Place` and `NavalArchitect` ⊂ `Person`; ships have `builder`, `operator`, `designer`, `route`,
  `launchYear` xsd:gYear, `maidenVoyage` xsd:date, `lengthM` xsd:decimal, `passengerCapacity` and (for some)
  `carCapacity` xsd:integer, `carriesVehicles` / `inService` xsd:boolean; routes have `routeStart` /
  `routeEnd` ports, `distanceKm` xsd:decimal and `crossingMinutes` xsd:integer; companies and shipyards have
  `foundingYear` xsd:gYear, companies a `headquarter` port and shipyards a `country`; naval architects have
  `birthDate` xsd:date and `nationality`; ports have `country`.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_y.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- huts (an alpine-hut register with no labels: slugs in three styles, percent-encoded accents, hierarchy) ---
HU = "https://alpine-huts.example.org/"
HUO = "https://alpine-huts.example.org/def#"
VARALLO, KURSCHNER = "rifugio-citt%C3%A0-di-varallo", "k%C3%BCrschner-h%C3%BCtte"
PALU, OTZTAL, JORG = "Piz_Pal%C3%BC", "%C3%96tztal_Alps", "j%C3%B6rg_haller"
FERPECLE, ISERE, MOUTIERS = "ferp%C3%A8cle", "val_d_is%C3%A8re", "mo%C3%BBtiers"
HU_CLASSES = {"MountainShelter": None, "Hut": "MountainShelter", "GuardedHut": "Hut", "UnguardedHut": "Hut",
              "Bivouac": "MountainShelter"}
HU_COUNTRIES = ["Italy", "Switzerland", "Austria", "France"]
HU_RANGES = ["Pennine_Alps", "Bernina_Range", OTZTAL, "Graian_Alps", "Grigne"]
HU_PLACES = {"alagna_valsesia": "Italy", FERPECLE: "Switzerland", "pontresina": "Switzerland",
             "chiesa_in_valmalenco": "Italy", "vent": "Austria", "pont_valsavarenche": "Italy", ISERE: "France",
             "pasturo": "Italy", "varallo": "Italy", "montreux": "Switzerland", "sondrio": "Italy", "imst": "Austria",
             "aosta": "Italy", MOUTIERS: "France", "lecco": "Italy"}  # village or town: country
HU_PEAKS = {"Punta_Gnifetti": ("Pennine_Alps", 4554, "1842"), "Dent_Blanche": ("Pennine_Alps", 4357, "1862"),
            "Piz_Bernina": ("Bernina_Range", 4049, "1850"), PALU: ("Bernina_Range", 3905, "1835"),
            "Wildspitze": (OTZTAL, 3768, "1848"), "Gran_Paradiso": ("Graian_Alps", 4061, "1860"),
            "Grignone": ("Grigne", 2410, None)}  # peak: (range, elevation m, first ascent or None)
HU_CLUBS = {"cai_sezione_varallo": ("1867", "varallo"), "cas_section_jaman": ("1875", "montreux"),
            "sac_sektion_bernina": ("1889", "pontresina"), "cai_sezione_sondrio": ("1872", "sondrio"),
            "alpenverein_sektion_imst": ("1882", "imst"), "cai_sezione_aosta": ("1866", "aosta"),
            "caf_section_tarentaise": ("1899", MOUTIERS), "cai_sezione_lecco": ("1874", "lecco")}  # (founded, seat)
HU_WARDENS = {"lorenzo_pianta": "1971", "delphine_rouiller": "1983", "gian_andri_pult": "1965",
              "marta_della_fonte": "1978", JORG: "1959", "ettore_glarey": "1949", "pietro_invernizzi": "1988"}
# hut: (class, range, country, altitude m, beds, opened, owner club, warden or None, access village,
#       peaks it is a base for, winter room, last renovated)
HU_HUTS = {
    VARALLO: ("GuardedHut", "Pennine_Alps", "Italy", 3647, 120, "1876", "cai_sezione_varallo", "lorenzo_pianta",
              "alagna_valsesia", ["Punta_Gnifetti"], True, "2014-06-21"),
    "cabane-des-aiguillettes": ("GuardedHut", "Pennine_Alps", "Switzerland", 3507, 44, "1899", "cas_section_jaman",
                                "delphine_rouiller", FERPECLE, ["Dent_Blanche"], True, "2019-09-03"),
    "chamanna-lej-alv": ("GuardedHut", "Bernina_Range", "Switzerland", 2728, 88, "1913", "sac_sektion_bernina",
                         "gian_andri_pult", "pontresina", ["Piz_Bernina", PALU], False, "2008-07-01"),
    "rifugio-sasso-nero": ("GuardedHut", "Bernina_Range", "Italy", 2574, 60, "1902", "cai_sezione_sondrio",
                           "marta_della_fonte", "chiesa_in_valmalenco", ["Piz_Bernina"], True, "2016-08-12"),
    KURSCHNER: ("GuardedHut", OTZTAL, "Austria", 2844, 94, "1888", "alpenverein_sektion_imst", JORG, "vent",
                ["Wildspitze"], True, "2021-06-30"),
    "biwak-rofenkar": ("Bivouac", OTZTAL, "Austria", 3264, 8, "1965", "alpenverein_sektion_imst", None, "vent",
                       ["Wildspitze"], False, "2010-09-15"),
    "rifugio-valsavarenche-alto": ("GuardedHut", "Graian_Alps", "Italy", 2735, 150, "1884", "cai_sezione_aosta",
                                   "ettore_glarey", "pont_valsavarenche", ["Gran_Paradiso"], True, "2012-05-18"),
    "refuge-de-la-leisse-haute": ("UnguardedHut", "Graian_Alps", "France", 2487, 28, "1931", "caf_section_tarentaise",
                                  None, ISERE, [], True, "2005-07-09"),
    "bivacco-ferrario-grigne": ("Bivouac", "Grigne", "Italy", 2184, 9, "1971", "cai_sezione_lecco", None, "pasturo",
                                ["Grignone"], False, "2017-10-02"),
    "bivacco-ferrario-bernina": ("Bivouac", "Bernina_Range", "Italy", 3105, 6, "1958", "cai_sezione_sondrio", None,
                                 "chiesa_in_valmalenco", [PALU], False, "2011-08-20"),
    "rifugio-pialeral-alto": ("GuardedHut", "Grigne", "Italy", 1850, 36, "1925", "cai_sezione_lecco",
                              "pietro_invernizzi", "pasturo", ["Grignone"], False, "2018-04-27"),
}


def _hu(kind: str, *names: str) -> set[str]:
    return {f"{HU}{kind}/{n}" for n in names}


def huts_kg() -> str:
    """N-Triples of the alpine-hut register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{HU}{kind}/{name}", RDF_TYPE, HUO + cls)
        return f"{HU}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, HUO + p, f"{HU}{kind}/{name}")

    for cls, sup in HU_CLASSES.items():
        if sup:
            g.add(HUO + cls, RDFS + "subClassOf", HUO + sup)
    for name in HU_COUNTRIES:
        typed("country", name, "Country")
    for name in HU_RANGES:
        typed("range", name, "MountainRange")
    for name, country in HU_PLACES.items():
        rel(typed("place", name, "Settlement"), "inCountry", "country", country)
    for name, (mountain_range, elevation, ascent) in HU_PEAKS.items():
        p = typed("peak", name, "Peak")
        rel(p, "inRange", "range", mountain_range), g.add(p, HUO + "elevationM", _typed(elevation, "integer"))
        if ascent:
            g.add(p, HUO + "firstAscent", _typed(ascent, "gYear"))
    for name, (founded, seat) in HU_CLUBS.items():
        c = typed("club", name, "AlpineClub")
        g.add(c, HUO + "founded", _typed(founded, "gYear")), rel(c, "seat", "place", seat)
    for name, born in HU_WARDENS.items():
        g.add(typed("person", name, "Person"), HUO + "birthYear", _typed(born, "gYear"))
    for name, fields in HU_HUTS.items():
        cls, mountain_range, country, altitude, beds, opened, club, warden, access, peaks, winter, renovated = fields
        h = typed("hut", name, cls)
        rel(h, "inRange", "range", mountain_range), rel(h, "inCountry", "country", country)
        g.add(h, HUO + "altitudeM", _typed(altitude, "integer")), g.add(h, HUO + "beds", _typed(beds, "integer"))
        g.add(h, HUO + "openedIn", _typed(opened, "gYear")), rel(h, "ownedBy", "club", club)
        if warden:
            rel(h, "warden", "person", warden)
        rel(h, "accessFrom", "place", access)
        for peak in peaks:
            rel(h, "baseFor", "peak", peak)
        g.add(h, HUO + "hasWinterRoom", _bool(winter)), g.add(h, HUO + "lastRenovated", _typed(renovated, "date"))
    return g.text()


HUTS_QUESTIONS = [
    ("How high is the Kürschner-Hütte?", {"2844"}),
    ("How many beds does the Rifugio Città di Varallo have?", {"120"}),
    ("When was the Cabane des Aiguillettes opened?", {"1899"}),
    ("In which mountain range is Chamanna Lej Alv?", _hu("range", "Bernina_Range")),
    ("In which country is the Refuge de la Leisse Haute?", _hu("country", "France")),
    ("Who is the warden of the Rifugio Sasso Nero?", _hu("person", "marta_della_fonte")),
    ("Which club owns the Biwak Rofenkar?", _hu("club", "alpenverein_sektion_imst")),
    ("Which huts does CAI Sezione Lecco own?", _hu("hut", "bivacco-ferrario-grigne", "rifugio-pialeral-alto")),
    ("From which village is the Rifugio Valsavarenche Alto reached?", _hu("place", "pont_valsavarenche")),
    ("Which huts can be reached from Vent?", _hu("hut", KURSCHNER, "biwak-rofenkar")),
    ("Which peaks can be climbed from Chamanna Lej Alv?", _hu("peak", "Piz_Bernina", PALU)),
    ("Which huts are bases for climbing Piz Bernina?", _hu("hut", "chamanna-lej-alv", "rifugio-sasso-nero")),
    ("How high is the Dent Blanche?", {"4357"}),
    ("When was Gran Paradiso first climbed?", {"1860"}),
    ("Which bivouacs are there?", _hu("hut", "biwak-rofenkar", "bivacco-ferrario-grigne", "bivacco-ferrario-bernina")),
    ("Which guarded huts are in Italy?", _hu("hut", VARALLO, "rifugio-sasso-nero", "rifugio-valsavarenche-alto",
                                              "rifugio-pialeral-alto")),
    ("Which is the highest hut?", _hu("hut", VARALLO)),
    ("Which hut has the most beds?", _hu("hut", "rifugio-valsavarenche-alto")),
    ("Which hut was opened first?", _hu("hut", VARALLO)),
    ("Which huts were opened after 1950?", _hu("hut", "biwak-rofenkar", "bivacco-ferrario-grigne",
                                               "bivacco-ferrario-bernina")),
    ("Which huts have a winter room?", _hu("hut", VARALLO, "cabane-des-aiguillettes", "rifugio-sasso-nero", KURSCHNER,
                                           "rifugio-valsavarenche-alto", "refuge-de-la-leisse-haute")),
    ("When was the Kürschner-Hütte last renovated?", {"2021-06-30"}),
    ("How many huts are in the Bernina Range?", {"3"}),
    ("How many beds does the Bivacco Ferrario in the Grigne have?", {"9"}),
    ("How high is the Bivacco Ferrario in the Bernina Range?", {"3105"}),
    ("When was Jörg Haller born?", {"1959"}),
    ("Where is CAS Section Jaman based?", _hu("place", "montreux")),
    ("When was CAI Sezione Aosta founded?", {"1866"}),
    ("Who are the wardens of the huts owned by CAI Sezione Sondrio?", _hu("person", "marta_della_fonte")),
    ("In which country is the village from which the Cabane des Aiguillettes is reached?",
     _hu("country", "Switzerland")),
    ("Which peaks are higher than 4000 metres?", _hu("peak", "Punta_Gnifetti", "Dent_Blanche", "Piz_Bernina",
                                                      "Gran_Paradiso")),
    ("How high is the peak climbed from the Rifugio Valsavarenche Alto?", {"4061"}),
    ("Which club owns the hut whose warden is Ettore Glarey?", _hu("club", "cai_sezione_aosta")),
    ("Which huts are in Switzerland?", _hu("hut", "cabane-des-aiguillettes", "chamanna-lej-alv")),
    ("which huts are in the grigne", _hu("hut", "bivacco-ferrario-grigne", "rifugio-pialeral-alto")),
    ("Who is the warden of Chamana Lej Alv?", _hu("person", "gian_andri_pult")),  # misspelt: Chamanna
    ("How much does a night at the Rifugio Città di Varallo cost?", set()),  # no prices
    ("What is the phone number of the Kürschner-Hütte?", set()),  # no contact details
    ("When did Jörg Haller die?", set()),  # birth years only
]
HUTS_MADE_UP = ["How high is the Rifugio Città di Bergamo?", "Who is the warden of the Cabane des Écureuils?",
                "When was Marta Haller born?", "Which huts does CAI Sezione Como own?",
                "When was Dent Noire first climbed?", "Which peaks can be climbed from the Biwak Rofenspitze?"]
HUTS_GRAPHS = [
    ('[("Rifugio Pialeral Alto", "height above sea level", ?x)]', {"1850"}),
    ('[("Cabane des Aiguillettes", "hut keeper", ?x)]', _hu("person", "delphine_rouiller")),
    ('[(?x, "run by", "CAI Sezione Sondrio")]', _hu("hut", "rifugio-sasso-nero", "bivacco-ferrario-bernina")),
    ('[("Piz Palü", "summit height", ?x)]', {"3905"}),
    ('[("Biwak Rofenkar", "sleeping places", ?x)]', {"8"}),
    ('[(?x, "approached from", "Pasturo")]', _hu("hut", "bivacco-ferrario-grigne", "rifugio-pialeral-alto")),
    ('[("Chamanna Lej Alv", "hut keeper", ?p), (?p, "year of birth", ?x)]', {"1965"}),
    ('[(?h, "run by", "CAI Sezione Lecco"), (?h, "height above sea level", ?x)]', {"2184", "1850"}),
    ('[("Kürschner-Hütte", "run by", ?c), (?c, "established", ?x)]', {"1882"}),
    ('[(?h, "mountain range", "Graian Alps"), (?h, "approached from", ?x)]', _hu("place", "pont_valsavarenche", ISERE)),
    ('[("Rifugio Sasso Nero", "climbing base for", ?p), (?p, "summit height", ?x)]', {"4049"}),
    ('[("Refuge de la Leisse Haute", "run by", ?c), (?c, "headquarters town", ?x)]', _hu("place", MOUTIERS)),
]

# ---- seedbank (opaque ids, Italian vocabulary, skos:prefLabel @it with @en altLabels for some, skos:broader) ----
SB = "https://germoplasma.example.it/id/"
SBV = "https://germoplasma.example.it/voc#"
SB_REGIONS = {"R1": ("Campania", []), "R2": ("Toscana", ["Tuscany"]), "R3": ("Puglia", ["Apulia"]),
              "R4": ("Sardegna", ["Sardinia"]), "R5": ("Umbria", []), "R6": ("Trentino", []),
              "R7": ("Liguria", [])}  # region: (prefLabel @it, altLabels @en)
SB_TOWNS = {"C1": ("Portici", [], "R1"), "C2": ("Trento", [], "R6"), "C3": ("Cagliari", [], "R4"),
            "C4": ("Firenze", ["Florence"], "R2"), "C5": ("Bari", [], "R3")}  # town: (label, aliases, region)
SB_FAMILIES = {"F1": ("solanacee", ["nightshade family"]), "F2": ("leguminose", ["legume family"]),
               "F3": ("graminacee", ["grass family"])}
SB_SPECIES = {"S1": ("pomodoro", ["tomato"], "F1"), "S2": ("fagiolo", ["common bean"], "F2"),
              "S3": ("frumento duro", ["durum wheat"], "F3"), "S4": ("mais", ["maize"], "F3"),
              "S5": ("cece", ["chickpea"], "F2"), "S6": ("lenticchia", ["lentil"], "F2")}  # (label, aliases, family)
SB_VARIETIES = {  # variety: (label, aliases, species, region of origin, days to maturity, drought tolerant)
    "V01": ("Cuore di Bue", ["Oxheart"], "S1", "R7", 85, False),
    "V02": ("Principe Borghese", [], "S1", "R1", 75, True),
    "V03": ("Piennolo del Vesuvio", ["Vesuvius Hanging Tomato"], "S1", "R1", 80, True),
    "V04": ("Zolfino", [], "S2", "R2", 95, False),
    "V05": ("Lingua di Fuoco", ["Tongue of Fire"], "S2", "R6", 70, False),
    "V06": ("Senatore Cappelli", [], "S3", "R3", 190, True),
    "V07": ("Primo", [], "S3", "R4", 175, True),
    "V08": ("Ottofile", ["Eight Row Flint"], "S4", "R2", 120, False),
    "V09": ("Biancoperla", [], "S4", "R6", 110, False),
    "V10": ("Cece Nero della Murgia", ["Black Murgia Chickpea"], "S5", "R3", 105, True),
    "V11": ("Lenticchia di Castelluccio", ["Castelluccio Lentil"], "S6", "R5", 100, True),
}
SB_PEOPLE = {"P1": ("Giovanna Esposito", "1962"), "P2": ("Nicola Lorusso", "1955"),
             "P3": ("Martina Dallapiccola", "1979"), "P4": ("Efisio Porcu", "1968"), "P5": ("Lucia Bartolini", "1984"),
             "P6": ("Raffaele Sannino", "1947")}  # person: (prefLabel, birth year)
SB_BANKS = {  # bank: (label, aliases, town, founded, curator or None)
    "B1": ("Banca del Germoplasma di Portici", ["Portici Seed Bank"], "C1", "1981", "P1"),
    "B2": ("Banca dei Semi delle Alpi", [], "C2", "1995", "P3"),
    "B3": ("Banca del Germoplasma della Sardegna", ["Sardinia Seed Bank"], "C3", "1997", "P4"),
    "B4": ("Banca dei Semi di Firenze", ["Florence Seed Bank"], "C4", "1974", None),
    "B5": ("Banca del Germoplasma di Bari", [], "C5", "1970", "P2"),
}
SB_ACCESSIONS = {  # accession: (code, variety, bank, collector, collected on, seeds, germination %)
    "A01": ("POR-0173", "V02", "B1", "P6", "1989-08-14", 4200, "94.5"),
    "A02": ("POR-0188", "V03", "B1", "P1", "1992-07-30", 3100, "91.25"),
    "A03": ("FIR-0042", "V04", "B4", "P5", "2009-09-22", 2600, "88.5"),
    "A04": ("FIR-0057", "V08", "B4", "P5", "2011-10-03", 5100, "79.25"),
    "A05": ("ALP-0311", "V05", "B2", "P3", "2004-09-15", 1800, "85.5"),
    "A06": ("ALP-0320", "V09", "B2", "P3", "2006-10-11", 6400, "92.75"),
    "A07": ("SAR-1102", "V07", "B3", "P4", "2001-06-19", 7300, "96.5"),
    "A08": ("BAR-0519", "V06", "B5", "P2", "1978-07-02", 9800, "82.5"),
    "A09": ("BAR-0533", "V10", "B5", "P2", "1983-08-25", 2900, "87.5"),
    "A10": ("FIR-0061", "V11", "B4", "P5", "2013-08-09", 3600, "90.25"),
    "A11": ("POR-0201", "V01", "B1", "P1", "1996-08-05", 1500, "76.5"),
    "A12": ("SAR-1120", "V06", "B3", "P4", "2003-07-07", 4500, "89.5"),
}


def _sb(*ids: str) -> set[str]:
    return {SB + i for i in ids}


def _sbe(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabel and its aliases."""
    if key in SB_PEOPLE:
        return _sb(key) | {SB_PEOPLE[key][0]}
    if key in SB_ACCESSIONS:
        return _sb(key) | {SB_ACCESSIONS[key][0]}
    table = next(t for t in (SB_REGIONS, SB_TOWNS, SB_FAMILIES, SB_SPECIES, SB_VARIETIES, SB_BANKS) if key in t)
    return _sb(key) | {table[key][0]} | set(table[key][1])


def seedbank_kg() -> str:
    """N-Triples of the seed-bank network."""
    g = Graph()

    def named(key: str, cls: str, label: str, aliases: list, lang: str | None = "it") -> str:
        g.add(SB + key, RDF_TYPE, SBV + cls), g.add(SB + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(SB + key, SKOS + "altLabel", _lit(alias, "en"))
        return SB + key

    for key, (label, aliases) in SB_REGIONS.items():
        named(key, "Regione", label, aliases)
    for key, (label, aliases, region) in SB_TOWNS.items():
        g.add(named(key, "Comune", label, aliases), SBV + "inRegione", SB + region)
    for key, (label, aliases) in SB_FAMILIES.items():
        g.add(named(key, "Famiglia", label, aliases), RDF_TYPE, SKOS + "Concept")
    for key, (label, aliases, family) in SB_SPECIES.items():
        s = named(key, "Specie", label, aliases)
        g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "broader", SB + family)
    for key, (label, aliases, species, region, days, drought) in SB_VARIETIES.items():
        v = named(key, "Varieta", label, aliases)
        g.add(v, SBV + "specie", SB + species), g.add(v, SBV + "regioneDiOrigine", SB + region)
        g.add(v, SBV + "giorniAMaturazione", _typed(days, "integer"))
        g.add(v, SBV + "tolleranteSiccita", _bool(drought))
    for key, (name, born) in SB_PEOPLE.items():
        g.add(named(key, "Persona", name, [], None), SBV + "annoNascita", _typed(born, "gYear"))
    for key, (label, aliases, town, founded, curator) in SB_BANKS.items():
        b = named(key, "Banca", label, aliases)
        g.add(b, SBV + "sede", SB + town), g.add(b, SBV + "annoFondazione", _typed(founded, "gYear"))
        if curator:
            g.add(b, SBV + "responsabile", SB + curator)
    for key, (code, variety, bank, collector, collected, seeds, germination) in SB_ACCESSIONS.items():
        a = named(key, "Accessione", code, [], None)
        g.add(a, SBV + "varieta", SB + variety), g.add(a, SBV + "conservataPresso", SB + bank)
        g.add(a, SBV + "raccoltaDa", SB + collector), g.add(a, SBV + "dataRaccolta", _typed(collected, "date"))
        g.add(a, SBV + "numeroSemi", _typed(seeds, "integer"))
        g.add(a, SBV + "germinabilita", _typed(germination, "decimal"))
    return g.text()


SEEDBANK_QUESTIONS = [
    ("What species is Zolfino?", _sbe("S2")),
    ("Where does Senatore Cappelli come from?", _sbe("R3")),
    ("How many days does Ottofile take to mature?", {"120"}),
    ("Which varieties tolerate drought?", _sb("V02", "V03", "V06", "V07", "V10", "V11")),
    ("Which tomato varieties are there?", _sb("V01", "V02", "V03")),
    ("Which maize varieties are there?", _sb("V08", "V09")),
    ("Which varieties are legumes?", _sb("V04", "V05", "V10", "V11")),
    ("Which plant family does the chickpea belong to?", _sbe("F2")),
    ("Where is the Sardinia Seed Bank located?", _sbe("C3")),
    ("When was the Banca del Germoplasma di Bari founded?", {"1970"}),
    ("Who is in charge of the Banca dei Semi delle Alpi?", _sbe("P3")),
    ("Which seed bank holds Primo?", _sbe("B3")),
    ("Which seed banks hold Senatore Cappelli?", _sb("B5", "B3")),
    ("Which varieties does the Portici Seed Bank hold?", _sb("V02", "V03", "V01")),
    ("Who collected the Zolfino seeds?", _sbe("P5")),
    ("When was accession BAR-0519 collected?", {"1978-07-02"}),
    ("How many seeds are in accession SAR-1102?", {"7300"}),
    ("What is the germination rate of accession ALP-0320?", {"92.75"}),
    ("Which variety is accession FIR-0057?", _sbe("V08")),
    ("Which accessions did Efisio Porcu collect?", _sb("A07", "A12")),
    ("When was Lucia Bartolini born?", {"1984"}),
    ("Which variety takes the longest to mature?", _sbe("V06")),
    ("Which accession has the most seeds?", _sbe("A08")),
    ("Which accession has the lowest germination rate?", _sbe("A11")),
    ("Which is the oldest seed bank?", _sbe("B5")),
    ("How many accessions does the Florence Seed Bank hold?", {"3"}),
    ("Which varieties come from Tuscany?", _sb("V04", "V08")),
    ("Which accessions were collected before 1990?", _sb("A01", "A08", "A09")),
    ("In which region is the Banca dei Semi delle Alpi?", _sbe("R6")),
    ("Who collected the accessions held by the Banca del Germoplasma di Bari?", _sbe("P2")),
    ("Which varieties did Raffaele Sannino collect?", _sbe("V02")),
    ("What is the English name of Lingua di Fuoco?", {"Tongue of Fire"}),
    ("What is Apulia called in Italian?", {"Puglia"}),
    ("How many days does the Oxheart tomato take to mature?", {"85"}),
    ("which species is biancoperla", _sbe("S4")),
    ("When was Giovanna Espsito born?", {"1962"}),  # misspelt: Esposito
    ("How much does a packet of Zolfino seeds cost?", set()),  # no prices
    ("At what temperature does the Portici Seed Bank store its seeds?", set()),  # no storage conditions
    ("When did Nicola Lorusso retire?", set()),  # no careers
]
SEEDBANK_MADE_UP = ["What species is Cuore di Leone?", "Who collected the Zolfino Nero seeds?",
                    "Where is the Banca dei Semi di Torino located?", "When was Martina Lorusso born?",
                    "Which seed bank holds Senatore Rossi?", "How many seeds are in accession POR-9999?"]
SEEDBANK_GRAPHS = [
    ('[("Cece Nero della Murgia", "homeland region", ?x)]', _sbe("R3")),
    ('[("Banca dei Semi di Firenze", "set up in", ?x)]', {"1974"}),
    ('[(?x, "kind of plant", "fagiolo")]', _sb("V04", "V05")),
    ('[("Primo", "days until harvest", ?x)]', {"175"}),
    ('[("SAR-1120", "sprouting rate", ?x)]', {"89.5"}),
    ('[(?x, "gathered by", "Martina Dallapiccola")]', _sb("A05", "A06")),
    ('[(?a, "stored at", "Sardinia Seed Bank"), (?a, "sample of", ?x)]', _sb("V07", "V06")),
    ('[(?a, "sample of", "Zolfino"), (?a, "gathered by", ?x)]', _sbe("P5")),
    ('[("Banca del Germoplasma di Portici", "curator", ?p), (?p, "year of birth", ?x)]', {"1962"}),
    ('[(?v, "homeland region", "Campania"), (?v, "days until harvest", ?x)]', {"75", "80"}),
    ('[("Biancoperla", "kind of plant", ?s), (?s, "plant family", ?x)]', _sbe("F3")),
    ('[(?a, "gathered by", "Nicola Lorusso"), (?a, "seed count", ?x)]', {"9800", "2900"}),
]

# ---- radio (schema.org, slug IRIs, frequency blank nodes, PerformanceRole / EmployeeRole posts) ------------------
RA = "https://radio-archive.example.net/"
RAV = "https://radio-archive.example.net/vocab#"
RA_COUNTRIES = {"ireland": "Ireland", "united-kingdom": "United Kingdom", "new-zealand": "New Zealand"}
RA_CITIES = {"galway": ("Galway", "ireland"), "cork": ("Cork", "ireland"), "dublin": ("Dublin", "ireland"),
             "aberdeen": ("Aberdeen", "united-kingdom"), "inverness": ("Inverness", "united-kingdom"),
             "dunedin": ("Dunedin", "new-zealand")}  # city: (name, country)
RA_NETWORKS = {"atlantic-broadcasting-group": ("Atlantic Broadcasting Group", "1979", "dublin"),
               "grampian-airwaves": ("Grampian Airwaves", "1984", "aberdeen"),
               "kowhai-media": ("Kōwhai Media", "1992", "dunedin")}  # network: (name, founded, city)
RA_STATIONS = {  # station: (name, founded, city, network, [(frequency, modulation)])
    "corrib-fm": ("Corrib FM", "1989", "galway", "atlantic-broadcasting-group", [("96.4", "FM"), ("222.064", "DAB")]),
    "lee-valley-radio": ("Lee Valley Radio", "1995", "cork", "atlantic-broadcasting-group", [("103.7", "FM")]),
    "liffey-talk": ("Liffey Talk", "2004", "dublin", "atlantic-broadcasting-group", [("1278", "AM")]),
    "granite-city-sound": ("Granite City Sound", "1986", "aberdeen", "grampian-airwaves",
                           [("97.9", "FM"), ("225.648", "DAB")]),
    "highland-wave": ("Highland Wave", "1998", "inverness", "grampian-airwaves", [("102.5", "FM")]),
    "southern-tide": ("Southern Tide", "1993", "dunedin", "kowhai-media", [("91.4", "FM")]),
    "radio-kereru": ("Radio Kererū", "2008", "dunedin", "kowhai-media", [("1206", "AM")]),
}
RA_PROGRAMMES = {  # programme: (name, genre, first aired, station, episodes, live)
    "dawn-chorus": ("Dawn Chorus", "talk", "1990", "corrib-fm", 7450, True),
    "the-session": ("The Session", "folk music", "1992", "corrib-fm", 1380, False),
    "leeside-drive": ("Leeside Drive", "pop music", "1996", "lee-valley-radio", 5210, True),
    "night-owls": ("Night Owls", "phone-in", "2005", "liffey-talk", 3020, True),
    "granite-beats": ("Granite Beats", "dance music", "1991", "granite-city-sound", 1620, False),
    "glen-and-loch": ("Glen and Loch", "folk music", "1999", "highland-wave", 980, False),
    "southern-tide-sports": ("Southern Tide Sports", "sport", "1994", "southern-tide", 2240, True),
    "korero-mai": ("Kōrero Mai", "talk", "2009", "radio-kereru", 1510, True),
}
RA_PEOPLE = {"aoife-ni-bhriain": ("Aoife Ní Bhriain", "1968-03-12", "galway"),
             "declan-moriarty": ("Declan Moriarty", "1959-11-02", "cork"),
             "siobhan-keating": ("Siobhán Keating", "1975-06-21", "dublin"),
             "callum-reid": ("Callum Reid", "1964-01-30", "aberdeen"),
             "morag-fraser": ("Morag Fraser", "1971-09-09", "inverness"),
             "hemi-walker": ("Hemi Walker", "1980-04-17", "dunedin"),
             "tessa-lowry": ("Tessa Lowry", "1983-12-05", "dunedin"),
             "fergus-mcalpine": ("Fergus McAlpine", "1955-07-28", "aberdeen")}  # person: (name, born, birthplace)
RA_CREDITS = {  # presenter post: (programme, person, role name, start, end or None)
    "c1": ("dawn-chorus", "aoife-ni-bhriain", "host", "1990", "2003"),
    "c2": ("dawn-chorus", "siobhan-keating", "host", "2003", None),
    "c3": ("the-session", "aoife-ni-bhriain", "host", "1992", None),
    "c4": ("leeside-drive", "declan-moriarty", "host", "1996", "2012"),
    "c5": ("night-owls", "siobhan-keating", "co-host", "2005", "2010"),
    "c6": ("night-owls", "declan-moriarty", "host", "2012", None),
    "c7": ("granite-beats", "callum-reid", "host", "1991", None),
    "c8": ("glen-and-loch", "morag-fraser", "host", "1999", None),
    "c9": ("glen-and-loch", "fergus-mcalpine", "co-host", "1999", "2007"),
    "c10": ("southern-tide-sports", "hemi-walker", "host", "2006", None),
    "c11": ("korero-mai", "tessa-lowry", "host", "2009", None),
    "c12": ("korero-mai", "hemi-walker", "co-host", "2012", None),
}
RA_POSTS = {  # staff post: (station, person, role name, start, end or None)
    "e1": ("corrib-fm", "aoife-ni-bhriain", "station manager", "2001", "2015"),
    "e2": ("granite-city-sound", "fergus-mcalpine", "station manager", "1986", "2007"),
    "e3": ("granite-city-sound", "callum-reid", "station manager", "2007", None),
    "e4": ("lee-valley-radio", "declan-moriarty", "programme director", "1999", "2012"),
    "e5": ("radio-kereru", "tessa-lowry", "station manager", "2015", None),
    "e6": ("corrib-fm", "siobhan-keating", "station manager", "2015", None),
}
RA_NAMES = {"country": RA_COUNTRIES, "city": {k: v[0] for k, v in RA_CITIES.items()},
            "network": {k: v[0] for k, v in RA_NETWORKS.items()},
            "station": {k: v[0] for k, v in RA_STATIONS.items()},
            "programme": {k: v[0] for k, v in RA_PROGRAMMES.items()},
            "person": {k: v[0] for k, v in RA_PEOPLE.items()}}


def _ra(kind: str, *keys: str) -> set[str]:
    return {f"{RA}{kind}/{k}" for k in keys}


def _rae(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI and its name."""
    return _ra(kind, key) | {RA_NAMES[kind][key]}


def radio_kg() -> str:
    """N-Triples of the radio archive (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{RA}{kind}/{key}"
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(RA_NAMES[kind][key]))
        return s

    for key in RA_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, country) in RA_CITIES.items():
        g.add(thing("city", key, "City"), SCHEMA + "containedInPlace", f"{RA}country/{country}")
    for key, (_, founded, city) in RA_NETWORKS.items():
        n = thing("network", key, "Organization")
        g.add(n, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(n, SCHEMA + "location", f"{RA}city/{city}")
    for key, (_, founded, city, network, frequencies) in RA_STATIONS.items():
        s = thing("station", key, "RadioStation")
        g.add(s, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(s, SCHEMA + "location", f"{RA}city/{city}")
        g.add(s, SCHEMA + "parentOrganization", f"{RA}network/{network}")
        for i, (value, modulation) in enumerate(frequencies, 1):
            f = f"_:freq-{key}-{i}"
            g.add(s, SCHEMA + "broadcastFrequency", f)
            g.add(f, RDF_TYPE, SCHEMA + "BroadcastFrequencySpecification")
            g.add(f, SCHEMA + "broadcastFrequencyValue", _typed(value, "decimal"))
            g.add(f, SCHEMA + "broadcastSignalModulation", _lit(modulation))
    for key, (_, genre, first, station, episodes, live) in RA_PROGRAMMES.items():
        p = thing("programme", key, "RadioSeries")
        g.add(p, RAV + "airsOn", f"{RA}station/{station}"), g.add(p, SCHEMA + "genre", _lit(genre))
        g.add(p, SCHEMA + "startDate", _typed(first, "gYear"))
        g.add(p, SCHEMA + "numberOfEpisodes", _typed(episodes, "integer")), g.add(p, RAV + "liveBroadcast", _bool(live))
    for key, (_, born, city) in RA_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{RA}city/{city}")
    for roles, kind, link, cls in ((RA_CREDITS, "programme", "actor", "PerformanceRole"),
                                   (RA_POSTS, "station", "employee", "EmployeeRole")):
        for key, (owner, person, role, start, end) in roles.items():
            r = f"{RA}role/{key}"
            g.add(f"{RA}{kind}/{owner}", SCHEMA + link, r), g.add(r, RDF_TYPE, SCHEMA + cls)
            g.add(r, SCHEMA + link, f"{RA}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
            g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
            if end:
                g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    return g.text()


RADIO_QUESTIONS = [
    ("When was Corrib FM founded?", {"1989"}),
    ("Where is Granite City Sound based?", _rae("city", "aberdeen")),
    ("Which network owns Lee Valley Radio?", _rae("network", "atlantic-broadcasting-group")),
    ("Which stations belong to Grampian Airwaves?", _ra("station", "granite-city-sound", "highland-wave")),
    ("On which frequency does Highland Wave broadcast?", {"102.5"}),
    ("What frequencies does Granite City Sound use?", {"97.9", "225.648"}),
    ("Which stations broadcast on AM?", _ra("station", "liffey-talk", "radio-kereru")),
    ("Which station airs Night Owls?", _rae("station", "liffey-talk")),
    ("Which programmes air on Corrib FM?", _ra("programme", "dawn-chorus", "the-session")),
    ("What genre is Glen and Loch?", {"folk music"}),
    ("Which programmes play folk music?", _ra("programme", "the-session", "glen-and-loch")),
    ("When was Leeside Drive first broadcast?", {"1996"}),
    ("How many episodes of Granite Beats have been broadcast?", {"1620"}),
    ("Which programmes are broadcast live?", _ra("programme", "dawn-chorus", "leeside-drive", "night-owls",
                                                 "southern-tide-sports", "korero-mai")),
    ("Who has hosted Dawn Chorus?", _ra("person", "aoife-ni-bhriain", "siobhan-keating")),
    ("Who hosts Dawn Chorus now?", _rae("person", "siobhan-keating")),
    ("When did Aoife Ní Bhriain start hosting Dawn Chorus?", {"1990"}),
    ("When did Declan Moriarty stop hosting Leeside Drive?", {"2012"}),
    ("Which programmes has Declan Moriarty hosted?", _ra("programme", "leeside-drive", "night-owls")),
    ("Who co-hosts Kōrero Mai?", _rae("person", "hemi-walker")),
    ("Who was the first station manager of Granite City Sound?", _rae("person", "fergus-mcalpine")),
    ("Which stations has Siobhán Keating managed?", _rae("station", "corrib-fm")),
    ("When was Callum Reid born?", {"1964-01-30"}),
    ("Where was Morag Fraser born?", _rae("city", "inverness")),
    ("In which country is Radio Kererū?", _rae("country", "new-zealand")),
    ("Which is the oldest station?", _rae("station", "granite-city-sound")),
    ("Which programme has the most episodes?", _rae("programme", "dawn-chorus")),
    ("Which stations were founded after 2000?", _ra("station", "liffey-talk", "radio-kereru")),
    ("How many programmes does Corrib FM air?", {"2"}),
    ("When was the Atlantic Broadcasting Group founded?", {"1979"}),
    ("Where is Kōwhai Media based?", _rae("city", "dunedin")),
    ("Which programmes air on stations in Dunedin?", _ra("programme", "southern-tide-sports", "korero-mai")),
    ("Who hosts the programme on Lee Valley Radio?", _rae("person", "declan-moriarty")),
    ("Which presenters were born in Dunedin?", _ra("person", "hemi-walker", "tessa-lowry")),
    ("what genre is night owls", {"phone-in"}),
    ("When was Granit City Sound founded?", {"1986"}),  # misspelt: Granite
    ("How many listeners does Corrib FM have?", set()),  # no audience figures
    ("What is the transmitter power of Highland Wave?", set()),  # no transmitters
    ("When did Fergus McAlpine die?", set()),  # birth dates only
]
RADIO_MADE_UP = ["When was Corrib Talk founded?", "Who hosts Dawn Patrol?", "Where was Aoife Keating born?",
                 "Which programmes air on Shannon FM?", "What genre is Granite Nights?",
                 "Which stations belong to Kauri Media Group?"]
RADIO_GRAPHS = [
    ('[("Liffey Talk", "year launched", ?x)]', {"2004"}),
    ('[("Southern Tide", "home city", ?x)]', _rae("city", "dunedin")),
    ('[(?x, "broadcast by", "Granite City Sound")]', _rae("programme", "granite-beats")),
    ('[("Kōrero Mai", "programme category", ?x)]', {"talk"}),
    ('[("Tessa Lowry", "date of birth", ?x)]', {"1983-12-05"}),
    ('[(?x, "owned by network", "Kōwhai Media")]', _ra("station", "southern-tide", "radio-kereru")),
    ('[("Leeside Drive", "broadcast by", ?s), (?s, "year launched", ?x)]', {"1995"}),
    ('[(?s, "owned by network", "Atlantic Broadcasting Group"), (?s, "home city", ?x)]',
     _ra("city", "galway", "cork", "dublin")),
    ('[("Glen and Loch", "presenting role", ?r), (?r, "presenter", ?x)]', _ra("person", "morag-fraser",
                                                                                "fergus-mcalpine")),
    ('[(?r, "presenter", "Hemi Walker"), (?r, "began in", ?x)]', {"2006", "2012"}),
    ('[("Highland Wave", "owned by network", ?n), (?n, "year launched", ?x)]', {"1984"}),
    ('[("Corrib FM", "frequency", ?f), (?f, "band", ?x)]', {"FM", "DAB"}),
]

# ---- dams (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys) ------------------
DM = "https://dam-registry.example.org/db/"
DM_COUNTRIES = {1: "Ireland", 2: "United Kingdom", 3: "Portugal"}
DM_RIVERS = {1: ("Blackwater", "168", 1), 2: ("Blackwater", "64", 2), 3: ("Lee", "90", 1), 4: ("Derwent", "107.5", 2),
             5: ("Zêzere", "242", 3), 6: ("Cávado", "135", 3)}  # river: (name, length km, country)
DM_OPERATORS = {1: ("Munster Hydro Board", 1948, "Cork"), 2: ("Eastern Water Authority", 1974, "Chelmsford"),
                3: ("Peak Reservoirs plc", 1989, "Sheffield"),
                4: ("Energia do Zêzere SA", 1951, "Lisboa")}  # operator: (name, founded, headquarters city)
# dam: (name, river, operator, height m, crest length m, completed, type, hydropower)
DM_DAMS = {
    101: ("Carrigdrum Dam", 1, 1, "42.5", "320", 1957, "gravity", True),
    102: ("Glenanore Dam", 1, 1, "18", "145.5", 1962, "embankment", False),
    103: ("Gearagh Dam", 3, 1, "29", "240", 1955, "embankment", True),
    104: ("Langford Dam", 2, 2, "23.5", "610", 1966, "embankment", False),
    105: ("Ladyfield Dam", 4, 3, "35", "380", 1935, "gravity", False),
    106: ("Hollowmere Dam", 4, 3, "47", "410", 1945, "gravity", True),
    107: ("Barragem do Vale Escuro", 5, 4, "112", "290", 1951, "arch", True),
    108: ("Barragem da Serra Alta", 5, 4, "68", "310", 1974, "arch", True),
    109: ("Barragem de Paradela Nova", 6, 4, "96", "540", 1958, "rockfill", True),
}
DM_RESERVOIRS = {  # reservoir: (name, dam, capacity million m3, surface area km2, max depth m)
    201: ("Lough Carrig", 101, "48.2", "4.35", "38.5"), 202: ("Glenanore Reservoir", 102, "3.6", "0.82", "14"),
    203: ("Gearagh Lake", 103, "25.75", "3.1", "24"), 204: ("Langford Water", 104, "12.4", "2.45", "19.5"),
    205: ("Ladyfield Reservoir", 105, "8.9", "1.1", "31"), 206: ("Hollowmere", 106, "15.3", "1.75", "42"),
    207: ("Albufeira do Vale Escuro", 107, "1095", "35.5", "105"),
    208: ("Albufeira da Serra Alta", 108, "210.4", "8.6", "61"),
    209: ("Albufeira de Paradela Nova", 109, "164.5", "3.8", "88"),
}
DM_INSPECTORS = {1: ("Owen Pritchard", 1987), 2: ("Niamh Brennan", 1999), 3: ("Hugh Ashdown", 1992),
                 4: ("Inês Carvalho", 2004), 5: ("Miguel Sousa Lobo", 1995)}  # inspector: (name, licensed)
DM_INSPECTIONS = {  # inspection: (dam, inspector, date, condition rating 1-5, spillway ok)
    3001: (101, 2, "2019-05-14", 4, True), 3002: (101, 2, "2023-05-09", 3, True),
    3003: (102, 2, "2021-10-20", 2, False), 3004: (103, 2, "2022-06-01", 4, True),
    3005: (104, 3, "2020-03-17", 3, True), 3006: (105, 3, "2018-09-11", 2, False),
    3007: (106, 1, "2021-07-22", 5, True), 3008: (105, 1, "2023-02-08", 3, True),
    3009: (107, 4, "2022-11-29", 4, True), 3010: (108, 5, "2019-04-03", 5, True),
    3011: (109, 4, "2020-08-18", 3, True),
}
DM_READINGS = {4001: (201, "2023-08-01", "87.5"), 4002: (201, "2023-09-01", "81.25"),
               4003: (204, "2023-08-01", "64.5"), 4004: (207, "2023-08-01", "71.75"),
               4005: (207, "2023-09-01", "66.5"), 4006: (209, "2023-08-01", "92")}  # (reservoir, date, level %)


def _dm(table: str, *ids: int) -> set[str]:
    return {f"{DM}{table}/id={i}" for i in ids}


def _dme(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column."""
    tables = {"country": DM_COUNTRIES, "river": DM_RIVERS, "operator": DM_OPERATORS, "dam": DM_DAMS,
              "reservoir": DM_RESERVOIRS, "inspector": DM_INSPECTORS}
    row = tables[table][key]
    return _dm(table, key) | {row if isinstance(row, str) else row[0]}


def dams_kg() -> str:
    """N-Triples of the dam-safety register (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{DM}{table}/id={key}"
        g.add(s, RDF_TYPE, DM + table), g.add(s, f"{DM}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{DM}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{DM}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{DM}{table}#ref-{column}", f"{DM}{target}/id={value}")

    for key, name in DM_COUNTRIES.items():
        row("country", key, {"country_name": name}, {})
    for key, (name, length, country) in DM_RIVERS.items():
        row("river", key, {"river_name": name, "length_km": (length, "decimal")}, {"country_id": ("country", country)})
    for key, (name, founded, city) in DM_OPERATORS.items():
        row("operator", key, {"operator_name": name, "founded_year": (founded, "integer"), "hq_city": city}, {})
    for key, (name, river, operator, height, crest, completed, kind, hydro) in DM_DAMS.items():
        row("dam", key, {"dam_name": name, "height_m": (height, "decimal"), "crest_length_m": (crest, "decimal"),
                         "completed_year": (completed, "integer"), "dam_type": kind,
                         "has_hydropower": (str(hydro).lower(), "boolean")},
            {"river_id": ("river", river), "operator_id": ("operator", operator)})
    for key, (name, dam, capacity, area, depth) in DM_RESERVOIRS.items():
        row("reservoir", key, {"reservoir_name": name, "capacity_mcm": (capacity, "decimal"),
                               "surface_area_km2": (area, "decimal"), "max_depth_m": (depth, "decimal")},
            {"dam_id": ("dam", dam)})
    for key, (name, licensed) in DM_INSPECTORS.items():
        row("inspector", key, {"full_name": name, "licence_year": (licensed, "integer")}, {})
    for key, (dam, inspector, day, rating, spillway) in DM_INSPECTIONS.items():
        row("inspection", key, {"inspected_on": (day, "date"), "condition_rating": (rating, "integer"),
                                "spillway_ok": (str(spillway).lower(), "boolean")},
            {"dam_id": ("dam", dam), "inspector_id": ("inspector", inspector)})
    for key, (reservoir, day, level) in DM_READINGS.items():
        row("level_reading", key, {"reading_date": (day, "date"), "level_pct": (level, "decimal")},
            {"reservoir_id": ("reservoir", reservoir)})
    return g.text()


DAMS_QUESTIONS = [
    ("How high is Carrigdrum Dam?", {"42.5"}),
    ("When was Ladyfield Dam completed?", {"1935"}),
    ("What type of dam is Barragem de Paradela Nova?", {"rockfill"}),
    ("Which river is Langford Dam on?", _dme("river", 2)),
    ("Who operates Hollowmere Dam?", _dme("operator", 3)),
    ("Which dams does the Munster Hydro Board operate?", _dm("dam", 101, 102, 103)),
    ("Which dams are on the Zêzere?", _dm("dam", 107, 108)),
    ("Which dams produce hydropower?", _dm("dam", 101, 103, 106, 107, 108, 109)),
    ("Which dam is the tallest?", _dme("dam", 107)),
    ("Which dam has the longest crest?", _dme("dam", 104)),
    ("Which dam was completed first?", _dme("dam", 105)),
    ("Which dams were completed after 1960?", _dm("dam", 102, 104, 108)),
    ("What is the capacity of Lough Carrig?", {"48.2"}),
    ("Which dam holds back Gearagh Lake?", _dme("dam", 103)),
    ("Which reservoir lies behind Langford Dam?", _dme("reservoir", 204)),
    ("How deep is Hollowmere?", {"42"}),
    ("Which reservoir has the largest surface area?", _dme("reservoir", 207)),
    ("How long is the Blackwater in Ireland?", {"168"}),
    ("Which dams are on the Blackwater in the United Kingdom?", _dme("dam", 104)),
    ("In which country is the Cávado?", _dme("country", 3)),
    ("In which country is Ladyfield Dam?", _dme("country", 2)),
    ("When was the Eastern Water Authority founded?", {"1974"}),
    ("In which city does Peak Reservoirs plc have its headquarters?", {"Sheffield"}),
    ("When was Carrigdrum Dam last inspected?", {"2023-05-09"}),
    ("Who inspected Barragem da Serra Alta?", _dme("inspector", 5)),
    ("Which dams did Owen Pritchard inspect?", _dm("dam", 106, 105)),
    ("Which dams failed a spillway check?", _dm("dam", 102, 105)),
    ("How many inspections has Niamh Brennan carried out?", {"4"}),
    ("Since when has Inês Carvalho been licensed?", {"2004"}),
    ("What was the water level of Albufeira do Vale Escuro on 1 September 2023?", {"66.5"}),
    ("Which reservoirs were measured on 1 August 2023?", _dm("reservoir", 201, 204, 207, 209)),
    ("What is the capacity of the reservoir of Barragem da Serra Alta?", {"210.4"}),
    ("Which inspectors inspected dams operated by Energia do Zêzere SA?", _dm("inspector", 4, 5)),
    ("How many dams does Energia do Zêzere SA operate?", {"3"}),
    ("how high is hollowmere dam", {"47"}),
    ("Who operates Carigdrum Dam?", _dme("operator", 1)),  # misspelt: Carrigdrum
    ("How much did Langford Dam cost to build?", set()),  # no costs
    ("How much electricity does Barragem do Vale Escuro generate?", set()),  # only a has_hydropower flag
    ("Who designed Hollowmere Dam?", set()),  # no designers
]
DAMS_MADE_UP = ["How high is Carrigmore Dam?", "Who operates Barragem do Vale Verde?",
                "Which dams does the Leinster Hydro Board operate?", "When was Niamh Pritchard licensed?",
                "What is the capacity of Lough Ballycarra?", "Which dams are on the River Tamar?"]
DAMS_GRAPHS = [
    ('[("Gearagh Dam", "wall height", ?x)]', {"29"}),
    ('[(?x, "built across", "Cávado")]', _dme("dam", 109)),
    ('[("Albufeira da Serra Alta", "storage volume", ?x)]', {"210.4"}),
    ('[("Munster Hydro Board", "established in year", ?x)]', {"1948"}),
    ('[("Hugh Ashdown", "licensed since", ?x)]', {"1992"}),
    ('[("Ladyfield Dam", "run by", ?x)]', _dme("operator", 3)),
    ('[(?d, "run by", "Peak Reservoirs plc"), (?d, "year finished", ?x)]', {"1935", "1945"}),
    ('[("Langford Dam", "built across", ?r), (?r, "river length", ?x)]', {"64"}),
    ('[(?i, "dam checked", "Carrigdrum Dam"), (?i, "score", ?x)]', {"4", "3"}),
    ('[(?i, "checked by", "Miguel Sousa Lobo"), (?i, "date of check", ?x)]', {"2019-04-03"}),
    ('[(?l, "reservoir gauged", "Lough Carrig"), (?l, "fill percentage", ?x)]', {"87.5", "81.25"}),
    ('[("Hollowmere", "retained by", ?d), (?d, "run by", ?x)]', _dme("operator", 3)),
]

# ---- ferries (DBpedia-style resources, Wikipedia qualifiers, rdfs:label on some only, class hierarchy) ---------
FR = "http://ferrypedia.example.org/resource/"
FO = "http://ferrypedia.example.org/ontology/"
GDANSK, JAANA = "Gda%C5%84sk_Northern_Yard", "Jaana_Lehtim%C3%A4ki"
STAR_1975, STAR_2011 = "MV_Hebridean_Star_(1975)", "MV_Hebridean_Star_(2011)"
ALASDAIR = "Alasdair_MacInnes_(naval_architect)"
OBAN_CRAIGNURE, ULLAPOOL_STORNOWAY = "Oban%E2%80%93Craignure_route", "Ullapool%E2%80%93Stornoway_route"
BERGEN_STAVANGER, PIRAEUS_NAXOS = "Bergen%E2%80%93Stavanger_route", "Piraeus%E2%80%93Naxos_route"
HELSINKI_TALLINN = "Helsinki%E2%80%93Tallinn_route"
FO_CLASSES = {"Ship": None, "Ferry": "Ship", "RoPaxFerry": "Ferry", "FastCraft": "Ferry", "PassengerFerry": "Ferry",
              "Organisation": None, "ShippingCompany": "Organisation", "Shipyard": "Organisation", "Place": None,
              "Port": "Place", "Country": "Place", "Person": None, "NavalArchitect": "Person"}
FR_LABELS = {STAR_1975: "MV Hebridean Star", STAR_2011: "MV Hebridean Star", "MS_Fjordstjerne": "MS Fjordstjerne",
             "Aegean_Pearl_(ferry)": "Aegean Pearl", "Blue_Kyma_(ship)": "Blue Kyma", "MS_Merikotka": "MS Merikotka",
             "Oban": "Oban", "Piraeus": "Piraeus", "Naxos_(city)": "Naxos", "Fjordlinje": "Fjordlinje",
             ALASDAIR: "Alasdair MacInnes", JAANA: "Jaana Lehtimäki",
             GDANSK: "Gdańsk Northern Yard"}  # rdfs:label@en
FR_COUNTRIES = ["United_Kingdom", "Norway", "Greece", "Finland", "Estonia", "Poland"]
FR_PORTS = {"Oban": "United_Kingdom", "Craignure": "United_Kingdom", "Ullapool": "United_Kingdom",
            "Stornoway": "United_Kingdom", "Bergen": "Norway", "Stavanger": "Norway", "Piraeus": "Greece",
            "Naxos_(city)": "Greece", "Helsinki": "Finland", "Tallinn": "Estonia"}  # port: country
FR_SHIPYARDS = {"Clydeholm_Shipyard": ("1903", "United_Kingdom"), "Hardanger_Verft": ("1946", "Norway"),
                GDANSK: ("1971", "Poland"), "Perama_Shipyards": ("1958", "Greece")}  # yard: (founded, country)
FR_COMPANIES = {"Caledonian_Isles_Shipping": ("1973", "Oban"), "Fjordlinje": ("1988", "Bergen"),
                "Aegean_Star_Lines": ("1965", "Piraeus"),
                "Baltic_Bridge_Ferries": ("1991", "Helsinki")}  # company: (founded, headquarters)
FR_ARCHITECTS = {ALASDAIR: ("1948-10-09", "United_Kingdom"), "Ragnhild_Aas": ("1961-02-14", "Norway"),
                 "Kostas_Vrettakos": ("1957-05-23", "Greece"),
                 JAANA: ("1972-03-08", "Finland")}  # naval architect: (birth date, nationality)
FR_ROUTES = {OBAN_CRAIGNURE: ("Oban", "Craignure", "11.5", 46),
             ULLAPOOL_STORNOWAY: ("Ullapool", "Stornoway", "83", 165),
             BERGEN_STAVANGER: ("Bergen", "Stavanger", "160", 270),
             PIRAEUS_NAXOS: ("Piraeus", "Naxos_(city)", "190.5", 330),
             HELSINKI_TALLINN: ("Helsinki", "Tallinn", "82", 120)}  # route: (start, end, distance km, minutes)
# ship: (class, builder, operator, designer, launched, maiden voyage, length m, passengers, cars or None,
#        carries vehicles, in service, route, successor or None)
FR_SHIPS = {
    STAR_1975: ("RoPaxFerry", "Clydeholm_Shipyard", "Caledonian_Isles_Shipping", ALASDAIR, "1975", "1976-05-03",
                "66.5", 600, 52, True, False, OBAN_CRAIGNURE, STAR_2011),
    STAR_2011: ("RoPaxFerry", "Clydeholm_Shipyard", "Caledonian_Isles_Shipping", ALASDAIR, "2011", "2012-06-18",
                "89.9", 962, 110, True, True, OBAN_CRAIGNURE, None),
    "MV_Minch_Voyager": ("RoPaxFerry", GDANSK, "Caledonian_Isles_Shipping", JAANA, "2014", "2015-02-10", "116", 700,
                         143, True, True, ULLAPOOL_STORNOWAY, None),
    "MS_Fjordstjerne": ("FastCraft", "Hardanger_Verft", "Fjordlinje", "Ragnhild_Aas", "1999", "1999-09-01", "35.2",
                        320, None, False, True, BERGEN_STAVANGER, None),
    "MS_Nordlys_Express": ("FastCraft", "Hardanger_Verft", "Fjordlinje", "Ragnhild_Aas", "2008", "2008-04-22", "42.8",
                           398, None, False, True, BERGEN_STAVANGER, None),
    "Aegean_Pearl_(ferry)": ("RoPaxFerry", "Perama_Shipyards", "Aegean_Star_Lines", "Kostas_Vrettakos", "1981",
                             "1982-07-14", "124.6", 1450, 210, True, False, PIRAEUS_NAXOS, None),
    "Blue_Kyma_(ship)": ("FastCraft", "Perama_Shipyards", "Aegean_Star_Lines", "Kostas_Vrettakos", "2005",
                         "2005-06-30", "70.4", 780, 160, True, True, PIRAEUS_NAXOS, None),
    "MS_Merikotka": ("RoPaxFerry", GDANSK, "Baltic_Bridge_Ferries", JAANA, "2017", "2017-11-20", "212", 2800, 650,
                     True, True, HELSINKI_TALLINN, None),
    "MS_Viru_Tuul": ("PassengerFerry", GDANSK, "Baltic_Bridge_Ferries", JAANA, "1996", "1996-08-12", "58.5", 450,
                     None, False, False, HELSINKI_TALLINN, None),
}


def _fr(*names: str) -> set[str]:
    return {FR + n for n in names}


def _fre(name: str) -> set[str]:
    """One resource as gold: its IRI and its rdfs:label where it has one."""
    return _fr(name) | ({FR_LABELS[name]} if name in FR_LABELS else set())


def ferries_kg() -> str:
    """N-Triples of the ferry resources (DBpedia-style)."""
    g = Graph()

    def res(name: str, cls: str) -> str:
        g.add(FR + name, RDF_TYPE, FO + cls)
        if name in FR_LABELS:
            g.add(FR + name, RDFS + "label", _lit(FR_LABELS[name], "en"))
        return FR + name

    for cls, sup in FO_CLASSES.items():
        if sup:
            g.add(FO + cls, RDFS + "subClassOf", FO + sup)
    for name in FR_COUNTRIES:
        res(name, "Country")
    for name, country in FR_PORTS.items():
        g.add(res(name, "Port"), FO + "country", FR + country)
    for name, (founded, country) in FR_SHIPYARDS.items():
        y = res(name, "Shipyard")
        g.add(y, FO + "foundingYear", _typed(founded, "gYear")), g.add(y, FO + "country", FR + country)
    for name, (founded, headquarters) in FR_COMPANIES.items():
        c = res(name, "ShippingCompany")
        g.add(c, FO + "foundingYear", _typed(founded, "gYear")), g.add(c, FO + "headquarter", FR + headquarters)
    for name, (born, nationality) in FR_ARCHITECTS.items():
        p = res(name, "NavalArchitect")
        g.add(p, FO + "birthDate", _typed(born, "date")), g.add(p, FO + "nationality", FR + nationality)
    for name, (start, end, distance, minutes) in FR_ROUTES.items():
        r = res(name, "FerryRoute")
        g.add(r, FO + "routeStart", FR + start), g.add(r, FO + "routeEnd", FR + end)
        g.add(r, FO + "distanceKm", _typed(distance, "decimal"))
        g.add(r, FO + "crossingMinutes", _typed(minutes, "integer"))
    for name, fields in FR_SHIPS.items():
        cls, builder, operator, designer, launched, maiden, length, passengers, cars, vehicles, active = fields[:11]
        route, nxt = fields[11:]
        s = res(name, cls)
        g.add(s, FO + "builder", FR + builder), g.add(s, FO + "operator", FR + operator)
        g.add(s, FO + "designer", FR + designer), g.add(s, FO + "route", FR + route)
        g.add(s, FO + "launchYear", _typed(launched, "gYear")), g.add(s, FO + "maidenVoyage", _typed(maiden, "date"))
        g.add(s, FO + "lengthM", _typed(length, "decimal"))
        g.add(s, FO + "passengerCapacity", _typed(passengers, "integer"))
        if cars:
            g.add(s, FO + "carCapacity", _typed(cars, "integer"))
        g.add(s, FO + "carriesVehicles", _bool(vehicles)), g.add(s, FO + "inService", _bool(active))
        if nxt:
            g.add(s, FO + "successor", FR + nxt)
    return g.text()


FERRIES_QUESTIONS = [
    ("Who built MS Merikotka?", _fre(GDANSK)),
    ("When was MS Fjordstjerne launched?", {"1999"}),
    ("Who operates Blue Kyma?", _fre("Aegean_Star_Lines")),
    ("Which ships does Fjordlinje operate?", _fr("MS_Fjordstjerne", "MS_Nordlys_Express")),
    ("How long is MV Minch Voyager?", {"116"}),
    ("How many passengers can Aegean Pearl carry?", {"1450"}),
    ("How many cars can MS Merikotka carry?", {"650"}),
    ("When did MS Nordlys Express make its maiden voyage?", {"2008-04-22"}),
    ("Which ships were built by Hardanger Verft?", _fr("MS_Fjordstjerne", "MS_Nordlys_Express")),
    ("Which ships sail between Helsinki and Tallinn?", _fr("MS_Merikotka", "MS_Viru_Tuul")),
    ("Which route does MV Minch Voyager serve?", _fre(ULLAPOOL_STORNOWAY)),
    ("How long does the crossing from Oban to Craignure take?", {"46"}),
    ("What is the distance of the Piraeus–Naxos route?", {"190.5"}),
    ("Which ferries are no longer in service?", _fr(STAR_1975, "Aegean_Pearl_(ferry)", "MS_Viru_Tuul")),
    ("Which ferries do not carry vehicles?", _fr("MS_Fjordstjerne", "MS_Nordlys_Express", "MS_Viru_Tuul")),
    ("Which fast craft are there?", _fr("MS_Fjordstjerne", "MS_Nordlys_Express", "Blue_Kyma_(ship)")),
    ("Which ferry carries the most passengers?", _fre("MS_Merikotka")),
    ("Which ship was launched first?", _fre(STAR_1975)),
    ("Which ships were launched after 2010?", _fr(STAR_2011, "MV_Minch_Voyager", "MS_Merikotka")),
    ("When did the MV Hebridean Star launched in 2011 make its maiden voyage?", {"2012-06-18"}),
    ("How long was the MV Hebridean Star that was launched in 1975?", {"66.5"}),
    ("Which ship succeeded the 1975 MV Hebridean Star?", _fre(STAR_2011)),
    ("Who designed Aegean Pearl?", _fre("Kostas_Vrettakos")),
    ("Which ships did Ragnhild Aas design?", _fr("MS_Fjordstjerne", "MS_Nordlys_Express")),
    ("When was Jaana Lehtimäki born?", {"1972-03-08"}),
    ("What nationality is Alasdair MacInnes?", _fre("United_Kingdom")),
    ("When was Aegean Star Lines founded?", {"1965"}),
    ("Where is Baltic Bridge Ferries headquartered?", _fre("Helsinki")),
    ("In which country is Hardanger Verft?", _fre("Norway")),
    ("In which country was MS Merikotka built?", _fre("Poland")),
    ("Where is the operator of Blue Kyma based?", _fre("Piraeus")),
    ("How many ships does Caledonian Isles Shipping operate?", {"3"}),
    ("Which ships designed by Kostas Vrettakos are still in service?", _fre("Blue_Kyma_(ship)")),
    ("From which port does the route of MS Fjordstjerne start?", _fre("Bergen")),
    ("who operates ms viru tuul", _fre("Baltic_Bridge_Ferries")),
    ("How many passengers can MS Merikotca carry?", {"2800"}),  # misspelt: Merikotka
    ("What is the top speed of Blue Kyma?", set()),  # no speeds
    ("How much did MV Minch Voyager cost?", set()),  # no costs
    ("Who is the captain of MS Merikotka?", set()),  # no crews
]
FERRIES_MADE_UP = ["Who built MS Nordstjerne?", "Who operates the Aegean Dolphin?",
                   "When was MV Hebridean Princess launched?", "Which ships did Ragnhild Vrettakos design?",
                   "Where is Nordic Bridge Ferries headquartered?", "When was MS Kalevala Express launched?"]
FERRIES_GRAPHS = [
    ('[("Blue Kyma", "shipyard that built it", ?x)]', _fre("Perama_Shipyards")),
    ('[(?x, "run by company", "Baltic Bridge Ferries")]', _fr("MS_Merikotka", "MS_Viru_Tuul")),
    ('[("MS Viru Tuul", "year put in water", ?x)]', {"1996"}),
    ('[("MV Minch Voyager", "vehicle spaces", ?x)]', {"143"}),
    ('[("Ullapool–Stornoway route", "crossing time in minutes", ?x)]', {"165"}),
    ('[("Kostas Vrettakos", "date of birth", ?x)]', {"1957-05-23"}),
    ('[(?s, "drawn up by", "Alasdair MacInnes"), (?s, "year put in water", ?x)]', {"1975", "2011"}),
    ('[("Aegean Pearl", "run by company", ?c), (?c, "set up in", ?x)]', {"1965"}),
    ('[(?s, "shipyard that built it", "Gdańsk Northern Yard"), (?s, "people capacity", ?x)]', {"700", "2800", "450"}),
    ('[("MS Nordlys Express", "sails on", ?r), (?r, "arrival port", ?x)]', _fre("Stavanger")),
    ('[("MS Fjordstjerne", "shipyard that built it", ?y), (?y, "nation", ?x)]', _fre("Norway")),
    ('[(?s, "sails on", "Piraeus–Naxos route"), (?s, "length in metres", ?x)]', {"124.6", "70.4"}),
]

KGS_Y = {"huts": (huts_kg, HUTS_QUESTIONS, HUTS_MADE_UP, HUTS_GRAPHS),
         "seedbank": (seedbank_kg, SEEDBANK_QUESTIONS, SEEDBANK_MADE_UP, SEEDBANK_GRAPHS),
         "radio": (radio_kg, RADIO_QUESTIONS, RADIO_MADE_UP, RADIO_GRAPHS),
         "dams": (dams_kg, DAMS_QUESTIONS, DAMS_MADE_UP, DAMS_GRAPHS),
         "ferries": (ferries_kg, FERRIES_QUESTIONS, FERRIES_MADE_UP, FERRIES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_Y, __doc__)
