"""A thirtieth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ac.py):

- `passes`: a register of mountain passes with NO labels at all: every name is an IRI slug under a path per kind,
  in a different style per kind: passes Title_Snake in their own language (`…/pass/Passo_delle_Cinque_Torri`,
  `…/pass/Wetterl%C3%BCcke`, `…/pass/Col_de_l%27Ours_Blanc` with a percent-encoded apostrophe), engineers
  camelCase (`…/engineer/ulrichSchwendener`, `…/engineer/h%C3%A9l%C3%A8neDufresnoy`,
  `…/engineer/ram%C3%B3nEstrach`), settlements snake_case (`…/settlement/cortina_d_ampezzo`,
  `…/settlement/val_d_is%C3%A8re`, `…/settlement/%C3%B8vre_%C3%A5rdal`), mountain ranges PascalCase
  (`…/range/GraianAlps`, `…/range/HoheTauern`) and countries plain (`…/country/Norway`); an OWL vocabulary under a
  hash namespace (`…/ont#connects`) whose classes and properties are declared (`owl:Class`, `owl:ObjectProperty` /
  `owl:DatatypeProperty` with `rdfs:domain` / `rdfs:range`) but never labelled; pass kinds are classes in a
  four-level hierarchy (`HairpinRoadPass` ⊂ `PavedRoadPass` ⊂ `RoadPass` ⊂ `Pass`; `GravelRoadPass` ⊂ `RoadPass`;
  `MuleTrackPass`, `FootPass` ⊂ `TrailPass` ⊂ `Pass`; `RailwayPass` ⊂ `Pass`) and settlements in a second one
  (`Town`, `Village` ⊂ `Settlement`); passes are `inRange` a range, `situatedIn` one or two countries (border
  passes), `connects` two settlements (`inCountry`), have `summitElevationM` xsd:integer, `maxGradientPct` /
  `routeLengthKm` xsd:decimal, `firstRecordedIn` xsd:gYear and (road and railway passes only) `roadOpenedIn`
  xsd:gYear and `builtBy` an engineer, `openInWinter` / `hasHospice` xsd:boolean and for most `lastSnowClosure`
  xsd:date; engineers have `birthYear` xsd:gYear and `bornIn`; two passes are both "Col de la Croix", told apart
  only by a region in parentheses (`…/pass/Col_de_la_Croix_(Valais)`, a paved road pass of 2306 m with a hospice;
  `…/pass/Col_de_la_Croix_(Savoie)`, a mule track of 2529 m), and the engineer Matteo Aosta (born in Cortina, builder
  of a Dolomites pass) shares his surname with the town Aosta, which another pass leads to;
- `clocktowers`: a clock-tower atlas in SKOS with prefixed code IRIs (`…/id/twr-07`, `…/id/cit-spb`,
  `…/id/mkr-2`): towers, cities, countries, clockmakers, architects and tower types named by `skos:prefLabel`@en
  plus a prefLabel in the local language and script where it has one (@de "Marziliuhrturm", @cs "Hrubý a syn",
  @el "Θεσσαλονίκη", @tr "Kemeraltı Saat Kulesi", @ru "Часовая башня Московских ворот", @ar "برج ساعة حي حسان";
  the Leeds towers and Potts & Whitaker are English only), one tower named ONLY in Greek ("Ρολόι της Αγοράς"@el,
  with the English `skos:altLabel` "Agora Clock"), and `skos:altLabel`@en aliases on some ("Karlín Orloj",
  "Smyrna", "Salonica", "Potts of Leeds", "Merchants' Tower"); tower types are `skos:Concept`s of a
  `skos:ConceptScheme` in a three-level `skos:broader` tree (jubilee ⊂ memorial ⊂ freestanding clock tower ⊂ clock
  tower; town hall, church and gate towers ⊂ clock tower); custom ENGLISH properties (`…/vocab#`): towers have
  `towerType`, `locatedIn` a city (`inCountry`), `designedBy` an architect (`nationality`, `birthYear` xsd:gYear),
  `clockworkBy` a clockmaker (`basedIn` a city, `foundedIn` xsd:gYear), `completedIn` xsd:gYear, `heightM`
  xsd:decimal, `dialCount` xsd:integer, `strikesHours` / `hasAstronomicalDial` xsd:boolean and for most
  `lastRestored` xsd:date; two towers are both "Jubilee Clock Tower" (Izmir, 1901, and Leeds, 1897, told apart by
  their city and a `skos:definition`), and a tower in Saint Petersburg is called "Moscow Gate Clock Tower" while
  Moscow has a tower of its own;
- `textilemills`: a textile-mill archive in schema.org with slug IRIs (`…/mill/seedhill-thread-works`,
  `…/fabric/paisley-shawl`, `…/person/karol-zielinski`, `…/place/lodz`) named by `schema:name` (some with a
  `schema:alternateName`: "Łódź" / "Lodz", "Karol Zieliński" / "Karol Zielinski", "Tampere" / "Tammerfors",
  "Tammerkoski Linen Mill" / "Tammerkosken Pellavatehdas"): mills are `schema:Organization`s with
  `schema:foundingDate` and (closed ones only) `schema:dissolutionDate` xsd:gYear, `schema:founder`,
  `schema:location` a city (`schema:containedInPlace` a country), a `schema:numberOfEmployees` blank node (peak
  workforce: `schema:QuantitativeValue`, `schema:value` xsd:integer), for weaving mills a `…/vocab#loomCount` blank
  node (`schema:unitText` "looms"), a `…/vocab#powerSource` string ("water" / "steam" / "electric"),
  `…/vocab#listedBuilding` xsd:boolean and for two a `schema:award`; staff use the schema.org Role pattern with
  BLANK role nodes (mill `schema:employee` a `schema:OrganizationRole` with `schema:employee` the person,
  `schema:roleName` "mill agent" / "director" / "forewoman" / "pattern designer" / …, `schema:startDate` and, for
  past posts, `schema:endDate` xsd:gYear; two mill agents of the Lowell mill in turn, a current director in Biella);
  people have `schema:birthDate` xsd:date, `schema:birthPlace` and `schema:nationality`; fabrics are
  `schema:Product`s with `schema:manufacturer` the mill (stated on the fabric only), `schema:material` and
  `schema:pattern` strings, a `schema:weight` blank node (`schema:value` xsd:decimal, `schema:unitText` "g/m²";
  none for the thread), `schema:releaseDate` xsd:date and `…/vocab#dyedInHouse` xsd:boolean; two mills are both
  "Providence Mill" (Lowell, 1823, and Bradford, 1847, told apart by `schema:description` and location), and a
  fabric of the Lowell mill is the "Paisley Shawl" while another mill stands in Paisley;
- `carousels`: a carousel register exported from a relational database by the W3C Direct Mapping: row IRIs
  `…/db/ride/id=104`, classes named after tables, every column a property `…/db/<table>#<column>` (ids and
  foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; names sit in
  a different column per table (`ride#ride_name`, `park#park_title`, `workshop#firm_name`, `carver#carver_name`,
  `figure#figure_name`) and restoration rows have no name at all; there is no country table: parks carry `city` and
  `country` strings, `opened_year` xsd:integer and `is_seasonal` xsd:boolean; rides point to their park
  (`ref-park_id`) and workshop (`ref-workshop_id`) with `built_year` / `row_count` / `figure_count` xsd:integer,
  `diameter_m` xsd:decimal and `has_band_organ` / `is_operating` xsd:boolean; workshops have a `city` string and
  `founded_year`; carvers have `birth_year` and work for a workshop (`ref-workshop_id`); carved figures point to
  their ride and carver with an `animal` string, `carved_year` xsd:integer and `is_jumper` xsd:boolean;
  restorations link a ride with `finished_on` xsd:date, a `contractor` string and `cost_eur` xsd:decimal; two rides
  are both "Grand Carrousel" (Paris, 1889, by Ateliers Lefrançois; Vienna, 1904, by Hübner Karussellbau), a horse on
  the Blackpool "Gallopers" is called "Brighton" while a park stands in Brighton, and "Gallopers" / "Regency
  Gallopers" share a word;
- `stainedglass`: a Wikidata-style corner of stained-glass windows (fictional windows, artists and churches in real
  cities) under the real Wikidata namespaces (`wd:Q950604`, `wdt:`, `p:` / `ps:` / `pq:`, statement nodes
  `wds:Q950604-…` typed `wikibase:Statement` with a `wikibase:rank`), no rdf:type on items (typed by P31 only; classes
  linked by P279: Jesse window ⊂ lancet window ⊂ stained-glass window ⊂ window; rose window, grisaille window ⊂
  stained-glass window; cathedral ⊂ church building); property entities carry `rdfs:label`@en,
  `schema:description`, `skos:altLabel` aliases and the wikibase links; items are named by `rdfs:label`@en plus @fr /
  @nl / @no / @pl where they have one ("Kraków Rose" / "Rozeta krakowska", "St Pharaildis Church" /
  "Sint-Veerlekerk", "Ghent" / "Gent") with `schema:description`@en and aliases ("Dragon Window", "Nicholas Wit",
  "Saint Kentigern"); windows have P170 creator statements qualified by P3831 object has role (designer / glazier /
  glass painter; one man was both glazier and glass painter of one window), P276 location statements (two windows
  were moved: their past location lives in a normal-rank statement node with P580 / P582 only, the current one is
  preferred and truthy), P571 inception (xsd:dateTime, year precision as YYYY-01-01T00:00:00Z), P2048 / P2049 height
  / width and P2635 number of panels (xsd:decimal), P186 material(s), P180 depicts, for some P88 commissioned by and
  P1435 heritage designation qualified by P580 start time; churches and the museum have P131 a city (P17 a country)
  and P571; people have P106 occupation, P19 place of birth and P569 / P570 (years, or full dates for the Victorian
  Glaswegians); two windows are both labelled "Saint George Window" (a lancet in York, c. 1355; a grisaille in
  Trondheim, c. 1225; told apart by their descriptions and location), and the "Ghent Lancet" stands in York, no
  longer in Ghent.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query (299 SPARQL checks run with pyoxigraph over the five
KGs: one per question, made-up question and pseudo graph, the unanswerable and made-up ones checked for the
absence of the fact or the name, plus four on statement ranks and labels). "right" = the top answer is gold; an
empty gold set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo graphs use
relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ad.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, WIKIBASE, XSD, _lit
from unseen_ac import WDE, Wikibase
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- passes (a mountain-pass register with no labels: slugs in five styles, percent-encoded accents and
# ---- apostrophes, OWL declarations, two class hierarchies) -------------------------------------------------------
PS = "https://pass-register.example.org/"
PSO = PS + "ont#"
CROIX_V, CROIX_S = "Col_de_la_Croix_(Valais)", "Col_de_la_Croix_(Savoie)"
WETTER, OURS = "Wetterl%C3%BCcke", "Col_de_l%27Ours_Blanc"
DUFRESNOY, ESTRACH = "h%C3%A9l%C3%A8neDufresnoy", "ram%C3%B3nEstrach"
VAL_D_ISERE, LUCHON, ARDAL = "val_d_is%C3%A8re", "bagn%C3%A8res_de_luchon", "%C3%B8vre_%C3%A5rdal"
PS_CLASSES = {"Pass": None, "RoadPass": "Pass", "PavedRoadPass": "RoadPass", "HairpinRoadPass": "PavedRoadPass",
              "GravelRoadPass": "RoadPass", "TrailPass": "Pass", "MuleTrackPass": "TrailPass",
              "FootPass": "TrailPass", "RailwayPass": "Pass", "Settlement": None, "Town": "Settlement",
              "Village": "Settlement", "MountainRange": None, "Country": None, "Engineer": None}  # class: superclass
# property: (domain, range: a class for object properties, an XSD datatype otherwise)
PS_PROPERTIES = {"inRange": ("Pass", "MountainRange"), "situatedIn": ("Pass", "Country"),
                 "connects": ("Pass", "Settlement"), "inCountry": ("Settlement", "Country"),
                 "summitElevationM": ("Pass", "integer"), "maxGradientPct": ("Pass", "decimal"),
                 "routeLengthKm": ("Pass", "decimal"), "firstRecordedIn": ("Pass", "gYear"),
                 "roadOpenedIn": ("Pass", "gYear"), "builtBy": ("Pass", "Engineer"),
                 "openInWinter": ("Pass", "boolean"), "hasHospice": ("Pass", "boolean"),
                 "lastSnowClosure": ("Pass", "date"), "birthYear": ("Engineer", "gYear"),
                 "bornIn": ("Engineer", "Settlement")}
PS_COUNTRIES = ["Switzerland", "France", "Italy", "Austria", "Spain", "Norway"]
PS_RANGES = ["BerneseAlps", "PennineAlps", "GraianAlps", "Dolomites", "ZillertalAlps", "HoheTauern", "Pyrenees",
             "Jotunheimen"]
PS_SETTLEMENTS = {"grindelwald": ("Village", "Switzerland"), "meiringen": ("Town", "Switzerland"),
                  "sion": ("Town", "Switzerland"), "zermatt": ("Village", "Switzerland"),
                  "chamonix_mont_blanc": ("Town", "France"), VAL_D_ISERE: ("Village", "France"),
                  "bourg_saint_maurice": ("Town", "France"), "aosta": ("Town", "Italy"), "cogne": ("Village", "Italy"),
                  "cortina_d_ampezzo": ("Town", "Italy"), "canazei": ("Village", "Italy"),
                  "sand_in_taufers": ("Village", "Italy"), "mayrhofen": ("Village", "Austria"),
                  "lienz": ("Town", "Austria"), LUCHON: ("Town", "France"), "benasque": ("Village", "Spain"),
                  "jaca": ("Town", "Spain"), "lom": ("Village", "Norway"),
                  ARDAL: ("Village", "Norway")}  # settlement: (class, country)
PS_ENGINEERS = {"ulrichSchwendener": ("1846", "meiringen"), DUFRESNOY: ("1861", "chamonix_mont_blanc"),
                "giuliaMenardi": ("1874", "aosta"), "matteoAosta": ("1902", "cortina_d_ampezzo"),
                "aloisStrolz": ("1889", "lienz"), ESTRACH: ("1910", "jaca"),
                "ingridHaugland": ("1921", "lom")}  # engineer: (birth year, born in)
# pass: (class, range, countries, connects, summit m, max gradient %, route km, first recorded, road opened or None,
#        built by or None, open in winter, hospice, last snow closure or None)
PS_PASSES = {
    WETTER: ("FootPass", "BerneseAlps", ["Switzerland"], ["grindelwald", "meiringen"], 2641, "31", "14.5", "1518",
             None, None, False, False, None),
    "Brisenpass": ("RailwayPass", "BerneseAlps", ["Switzerland"], ["meiringen", "grindelwald"], 1987, "12", "22",
                   "1402", "1893", "ulrichSchwendener", True, False, "2023-12-02"),
    CROIX_V: ("PavedRoadPass", "PennineAlps", ["Switzerland"], ["sion", "zermatt"], 2306, "9.5", "31.2", "1250",
              "1881", "ulrichSchwendener", False, True, "2023-11-08"),
    CROIX_S: ("MuleTrackPass", "GraianAlps", ["France"], ["chamonix_mont_blanc", VAL_D_ISERE], 2529, "18", "11",
              "1336", None, None, False, False, None),
    "Col_des_Aiguillettes": ("HairpinRoadPass", "GraianAlps", ["France"], ["chamonix_mont_blanc",
                                                                          "bourg_saint_maurice"],
                             2145, "10.5", "27.8", "1602", "1909", DUFRESNOY, False, False, "2023-11-20"),
    "Colle_del_Gran_Lauson": ("GravelRoadPass", "GraianAlps", ["Italy"], ["aosta", "cogne"], 2488, "14", "19.4",
                              "1470", "1931", "giuliaMenardi", False, True, "2023-10-30"),
    OURS: ("MuleTrackPass", "GraianAlps", ["France", "Italy"], [VAL_D_ISERE, "cogne"], 2756, "22", "16.5", "1560",
           None, None, False, True, None),
    "Passo_delle_Cinque_Torri": ("HairpinRoadPass", "Dolomites", ["Italy"], ["cortina_d_ampezzo", "canazei"], 2211,
                                 "11.5", "34.6", "1705", "1938", "matteoAosta", True, False, "2024-02-06"),
    "Forcella_del_Camoscio": ("FootPass", "Dolomites", ["Italy"], ["canazei", "cortina_d_ampezzo"], 2580, "35",
                              "9.8", "1611", None, None, False, False, None),
    "Zemmjoch": ("FootPass", "ZillertalAlps", ["Austria", "Italy"], ["mayrhofen", "sand_in_taufers"], 2872, "28",
                 "18.3", "1532", None, None, False, False, None),
    "Lienzer_Hochsattel": ("PavedRoadPass", "HoheTauern", ["Austria"], ["lienz", "mayrhofen"], 2042, "12", "41.5",
                           "1580", "1936", "aloisStrolz", True, True, "2024-01-09"),
    "Port_de_Vielhac": ("GravelRoadPass", "Pyrenees", ["France", "Spain"], [LUCHON, "benasque"], 2354, "13", "28",
                        "1384", "1962", ESTRACH, False, True, "2023-11-14"),
    "Puerto_del_Cuervo": ("HairpinRoadPass", "Pyrenees", ["Spain"], ["benasque", "jaca"], 1788, "8.5", "36.9",
                          "1490", "1958", ESTRACH, True, False, "2024-01-25"),
    "Hestebrekka": ("PavedRoadPass", "Jotunheimen", ["Norway"], ["lom", ARDAL], 1434, "10", "52.7", "1650", "1974",
                    "ingridHaugland", False, False, "2023-10-21"),
    "Kvitskardet": ("FootPass", "Jotunheimen", ["Norway"], ["lom", ARDAL], 1890, "26", "21", "1720", None, None,
                    False, False, None),
}


def _ps(kind: str, *names: str) -> set[str]:
    return {f"{PS}{kind}/{n}" for n in names}


def passes_kg() -> str:
    """N-Triples of the mountain-pass register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{PS}{kind}/{name}", RDF_TYPE, PSO + cls)
        return f"{PS}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, PSO + p, f"{PS}{kind}/{name}")

    for cls, sup in PS_CLASSES.items():
        g.add(PSO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(PSO + cls, RDFS + "subClassOf", PSO + sup)
    for prop, (domain, rng) in PS_PROPERTIES.items():
        is_object = rng in PS_CLASSES
        g.add(PSO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(PSO + prop, RDFS + "domain", PSO + domain)
        g.add(PSO + prop, RDFS + "range", (PSO if is_object else XSD) + rng)
    for name in PS_COUNTRIES:
        typed("country", name, "Country")
    for name in PS_RANGES:
        typed("range", name, "MountainRange")
    for name, (cls, country) in PS_SETTLEMENTS.items():
        rel(typed("settlement", name, cls), "inCountry", "country", country)
    for name, (born, place) in PS_ENGINEERS.items():
        e = typed("engineer", name, "Engineer")
        g.add(e, PSO + "birthYear", _typed(born, "gYear")), rel(e, "bornIn", "settlement", place)
    for name, fields in PS_PASSES.items():
        (cls, mountains, countries, ends, summit, gradient, length, recorded, opened, engineer, winter, hospice,
         closure) = fields
        p = typed("pass", name, cls)
        rel(p, "inRange", "range", mountains)
        for country in countries:
            rel(p, "situatedIn", "country", country)
        for end in ends:
            rel(p, "connects", "settlement", end)
        g.add(p, PSO + "summitElevationM", _typed(summit, "integer"))
        g.add(p, PSO + "maxGradientPct", _typed(gradient, "decimal"))
        g.add(p, PSO + "routeLengthKm", _typed(length, "decimal"))
        g.add(p, PSO + "firstRecordedIn", _typed(recorded, "gYear"))
        if opened:
            g.add(p, PSO + "roadOpenedIn", _typed(opened, "gYear"))
        if engineer:
            rel(p, "builtBy", "engineer", engineer)
        g.add(p, PSO + "openInWinter", _bool(winter)), g.add(p, PSO + "hasHospice", _bool(hospice))
        if closure:
            g.add(p, PSO + "lastSnowClosure", _typed(closure, "date"))
    return g.text()


PASSES_QUESTIONS = [
    ("Which villages does the Hestebrekka connect?", _ps("settlement", "lom", ARDAL)),
    ("Which town does the Col de la Croix in Valais lead to?", _ps("settlement", "sion")),
    ("Who built the road over the Colle del Gran Lauson?", _ps("engineer", "giuliaMenardi")),
    ("Which passes did Ramón Estrach build?", _ps("pass", "Port_de_Vielhac", "Puerto_del_Cuervo")),
    ("Which passes did Matteo Aosta build?", _ps("pass", "Passo_delle_Cinque_Torri")),
    ("Which passes lead to Aosta?", _ps("pass", "Colle_del_Gran_Lauson")),
    ("How high is the Zemmjoch?", {"2872"}),
    ("How steep does the Forcella del Camoscio get?", {"35"}),
    ("How long is the route over the Lienzer Hochsattel?", {"41.5"}),
    ("When was the road over the Puerto del Cuervo opened?", {"1958"}),
    ("When was the Wetterlücke first recorded?", {"1518"}),
    ("In which mountain range is the Port de Vielhac?", _ps("range", "Pyrenees")),
    ("Which passes are in the Dolomites?", _ps("pass", "Passo_delle_Cinque_Torri", "Forcella_del_Camoscio")),
    ("Which pass crosses from France into Italy?", _ps("pass", OURS)),
    ("Which passes are in Spain?", _ps("pass", "Port_de_Vielhac", "Puerto_del_Cuervo")),
    ("Is the Passo delle Cinque Torri open in winter?", {"true"}),
    ("Which passes stay open all winter?", _ps("pass", "Brisenpass", "Passo_delle_Cinque_Torri", "Lienzer_Hochsattel",
                                               "Puerto_del_Cuervo")),
    ("Does the Col de la Croix in Valais have a hospice?", {"true"}),
    ("Which passes have a hospice at the top?", _ps("pass", CROIX_V, "Colle_del_Gran_Lauson", OURS,
                                                    "Lienzer_Hochsattel", "Port_de_Vielhac")),
    ("When was the Col des Aiguillettes last closed by snow?", {"2023-11-20"}),
    ("Which hairpin road passes are there?", _ps("pass", "Col_des_Aiguillettes", "Passo_delle_Cinque_Torri",
                                                 "Puerto_del_Cuervo")),
    ("Which road passes are there?", _ps("pass", CROIX_V, "Col_des_Aiguillettes", "Colle_del_Gran_Lauson",
                                         "Passo_delle_Cinque_Torri", "Lienzer_Hochsattel", "Port_de_Vielhac",
                                         "Puerto_del_Cuervo", "Hestebrekka")),
    ("Which foot passes are there?", _ps("pass", WETTER, "Forcella_del_Camoscio", "Zemmjoch", "Kvitskardet")),
    ("What kind of pass is the Brisenpass?", {PSO + "RailwayPass"}),
    ("Where was Hélène Dufresnoy born?", _ps("settlement", "chamonix_mont_blanc")),
    ("Which is the highest pass?", _ps("pass", "Zemmjoch")),
    ("Which pass has the gentlest maximum gradient?", _ps("pass", "Puerto_del_Cuervo")),
    ("Which pass has the longest route?", _ps("pass", "Hestebrekka")),
    ("Which passes were first recorded before 1400?", _ps("pass", CROIX_V, CROIX_S, "Port_de_Vielhac")),
    ("How many passes are there in the Graian Alps?", {"4"}),
    ("How many passes did Ulrich Schwendener build?", {"2"}),
    ("Where was the engineer of the Hestebrekka born?", _ps("settlement", "lom")),
    ("When was the builder of the Col des Aiguillettes born?", {"1861"}),
    ("Which passes start from a town or village in Austria?", _ps("pass", "Zemmjoch", "Lienzer_Hochsattel")),
    ("Which passes can you cross from Benasque?", _ps("pass", "Port_de_Vielhac", "Puerto_del_Cuervo")),
    ("How high is the Col de la Croix in Savoie?", {"2529"}),
    ("how high is the kvitskardet", {"1890"}),
    ("Who built the road over the Passo delle Cinque Tori?", _ps("engineer", "matteoAosta")),  # misspelt: Torri
    ("How many cars cross the Col des Aiguillettes each day?", set()),  # no traffic counts
    ("What is the toll for the Puerto del Cuervo?", set()),  # no tolls
    ("When did Giulia Menardi die?", set()),  # birth years only
]
PASSES_MADE_UP = ["Who built the road over the Col de la Madeleine Haute?", "How high is the Passo del Lupo Bianco?",
                  "Which passes did Giulia Schwendener build?", "When was the Wetterjoch first recorded?",
                  "Which villages does the Brisenjoch connect?", "Where was Ingrid Estrach born?"]
PASSES_GRAPHS = [
    ('[("Wetterlücke", "joins", ?x)]', _ps("settlement", "grindelwald", "meiringen")),
    ('[("Puerto del Cuervo", "height at the top", ?x)]', {"1788"}),
    ('[(?x, "engineered by", "Alois Strolz")]', _ps("pass", "Lienzer_Hochsattel")),
    ('[("Zemmjoch", "mountain chain", ?x)]', _ps("range", "ZillertalAlps")),
    ('[("Ingrid Haugland", "year she was born", ?x)]', {"1921"}),
    ('[(?x, "joins", "Canazei")]', _ps("pass", "Passo_delle_Cinque_Torri", "Forcella_del_Camoscio")),
    ('[("Colle del Gran Lauson", "engineered by", ?e), (?e, "birthplace", ?x)]', _ps("settlement", "aosta")),
    ('[("Port de Vielhac", "joins", ?s), (?s, "nation", ?x)]', _ps("country", "France", "Spain")),
    ('[(?p, "mountain chain", "Jotunheimen"), (?p, "height at the top", ?x)]', {"1434", "1890"}),
    ('[(?p, "engineered by", "Ramón Estrach"), (?p, "steepness", ?x)]', {"13", "8.5"}),
    ('[("Hélène Dufresnoy", "birthplace", ?t), (?x, "joins", ?t)]', _ps("pass", CROIX_S, "Col_des_Aiguillettes")),
    ('[(?p, "joins", "Lienz"), (?p, "year the highway was finished", ?x)]', {"1936"}),
]

# ---- clocktowers (SKOS: prefixed code IRIs, English prefLabels plus local-language prefLabels in five scripts,
# ---- altLabels, definitions, skos:broader) -------------------------------------------------------------------
CT = "https://clocktower-atlas.example.org/id/"
CTV = "https://clocktower-atlas.example.org/vocab#"
# concept: ({language: prefLabel}, English altLabels, …)
CT_COUNTRIES = {"cty-ch": ({"en": "Switzerland", "de": "Schweiz", "fr": "Suisse"}, []),
                "cty-cz": ({"en": "Czechia", "cs": "Česko"}, ["Czech Republic"]),
                "cty-gr": ({"en": "Greece", "el": "Ελλάδα"}, []),
                "cty-tr": ({"en": "Turkey", "tr": "Türkiye"}, []),
                "cty-ru": ({"en": "Russia", "ru": "Россия"}, []),
                "cty-ma": ({"en": "Morocco", "ar": "المغرب", "fr": "Maroc"}, []),
                "cty-gb": ({"en": "United Kingdom"}, ["UK"]),
                "cty-fr": ({"en": "France", "fr": "France"}, [])}
CT_CITIES = {"cit-bern": ({"en": "Bern", "de": "Bern", "fr": "Berne"}, [], "cty-ch"),
             "cit-prague": ({"en": "Prague", "cs": "Praha"}, [], "cty-cz"),
             "cit-thessaloniki": ({"en": "Thessaloniki", "el": "Θεσσαλονίκη"}, ["Salonica"], "cty-gr"),
             "cit-izmir": ({"en": "Izmir", "tr": "İzmir"}, ["Smyrna"], "cty-tr"),
             "cit-spb": ({"en": "Saint Petersburg", "ru": "Санкт-Петербург"}, ["St Petersburg"], "cty-ru"),
             "cit-moscow": ({"en": "Moscow", "ru": "Москва"}, [], "cty-ru"),
             "cit-rabat": ({"en": "Rabat", "ar": "الرباط", "fr": "Rabat"}, [], "cty-ma"),
             "cit-leeds": ({"en": "Leeds"}, [], "cty-gb")}  # city: (labels, aliases, country)
CT_TYPES = {"typ-01": ({"en": "clock tower", "de": "Uhrturm", "ru": "часовая башня"}, [], None),
            "typ-02": ({"en": "town hall clock tower", "de": "Rathausturm"}, ["civic clock tower"], "typ-01"),
            "typ-03": ({"en": "church clock tower", "de": "Kirchturmuhr"}, ["steeple clock"], "typ-01"),
            "typ-04": ({"en": "freestanding clock tower", "tr": "saat kulesi"}, ["detached clock tower"], "typ-01"),
            "typ-05": ({"en": "memorial clock tower"}, [], "typ-04"),
            "typ-06": ({"en": "jubilee clock tower"}, [], "typ-05"),
            "typ-07": ({"en": "gate tower", "de": "Torturm"}, ["city gate clock tower"],
                       "typ-01")}  # type: (labels, aliases, broader)
CT_MAKERS = {"mkr-1": ({"en": "Bärtschi Tower Clocks", "de": "Bärtschi Turmuhren"}, ["Baertschi"], "cit-bern", "1832"),
             "mkr-2": ({"en": "Hruby & Son", "cs": "Hrubý a syn"}, [], "cit-prague", "1868"),
             "mkr-3": ({"en": "Potts & Whitaker"}, ["Potts of Leeds"], "cit-leeds", "1833"),
             "mkr-4": ({"en": "Lebedev Clock Factory", "ru": "Часовая фабрика Лебедева"}, [], "cit-spb",
                       "1874")}  # clockmaker: (labels, aliases, based in, founded)
CT_ARCHITECTS = {"arc-1": ({"en": "Emil Hostettler", "de": "Emil Hostettler"}, [], "cty-ch", "1851"),
                 "arc-2": ({"en": "Václav Kunc", "cs": "Václav Kunc"}, ["Vaclav Kunc"], "cty-cz", "1840"),
                 "arc-3": ({"en": "Thomas Ackroyd"}, [], "cty-gb", "1838"),
                 "arc-4": ({"en": "Léon Castagna", "fr": "Léon Castagna"}, ["Leon Castagna"], "cty-fr", "1862"),
                 "arc-5": ({"en": "Nikolai Sorokin", "ru": "Николай Сорокин"}, [], "cty-ru", "1859"),
                 "arc-6": ({"en": "Dimitrios Papadakis", "el": "Δημήτριος Παπαδάκης"}, [], "cty-gr",
                           "1871")}  # architect: (labels, aliases, nationality, born)
# tower: (labels, aliases, definition or None, type, city, architect, clockmaker, completed, height m, dials,
#         strikes the hours, astronomical dial, last restored or None)
CT_TOWERS = {
    "twr-01": ({"en": "Marzili Clock Tower", "de": "Marziliuhrturm"}, [], None, "typ-07", "cit-bern", "arc-1",
               "mkr-1", "1883", "38.5", 4, True, False, "2019-06-14"),
    "twr-02": ({"en": "Bern Town Hall Clock", "de": "Rathausuhr Bern", "fr": "Horloge de l'Hôtel de Ville"}, [], None,
               "typ-02", "cit-bern", "arc-1", "mkr-1", "1894", "46", 2, True, True, "2012-09-03"),
    "twr-03": ({"en": "Vinohrady Clock Tower", "cs": "Vinohradská hodinová věž"}, [], None, "typ-03", "cit-prague",
               "arc-2", "mkr-2", "1877", "61.2", 4, True, False, "2016-04-22"),
    "twr-04": ({"en": "Karlín Astronomical Tower", "cs": "Karlínská orlojní věž"}, ["Karlín Orloj"], None, "typ-02",
               "cit-prague", "arc-2", "mkr-2", "1889", "52", 1, True, True, "2021-10-08"),
    "twr-05": ({"el": "Ρολόι της Αγοράς"}, ["Agora Clock"], None, "typ-04", "cit-thessaloniki", "arc-6", "mkr-1",
               "1905", "24", 4, False, False, None),
    "twr-06": ({"en": "Ladadika Memorial Tower", "el": "Πύργος Μνήμης Λαδάδικων"}, [], None, "typ-05",
               "cit-thessaloniki", "arc-6", "mkr-1", "1925", "19.5", 3, True, False, "2018-03-30"),
    "twr-07": ({"en": "Jubilee Clock Tower", "tr": "Jübile Saat Kulesi"}, [],
               "jubilee clock tower on the waterfront of Izmir, 1901", "typ-06", "cit-izmir", "arc-4", "mkr-3", "1901",
               "25", 4, True, False, "2009-07-11"),
    "twr-08": ({"en": "Jubilee Clock Tower"}, [], "Victorian jubilee clock tower in a Leeds market square, 1897",
               "typ-06", "cit-leeds", "arc-3", "mkr-3", "1897", "22.4", 4, True, False, "2015-05-19"),
    "twr-09": ({"en": "Kemeraltı Clock Tower", "tr": "Kemeraltı Saat Kulesi"}, [], None, "typ-04", "cit-izmir",
               "arc-4", "mkr-3", "1912", "18", 4, False, False, None),
    "twr-10": ({"en": "Moscow Gate Clock Tower", "ru": "Часовая башня Московских ворот"}, [], None, "typ-07",
               "cit-spb", "arc-5", "mkr-4", "1878", "41", 4, True, False, "2017-08-25"),
    "twr-11": ({"en": "Nevsky Merchants' Tower", "ru": "Башня Невских купцов"}, ["Merchants' Tower"], None, "typ-02",
               "cit-spb", "arc-5", "mkr-4", "1884", "49.5", 4, True, True, "2020-11-12"),
    "twr-12": ({"en": "Zamoskvorechye Church Clock", "ru": "Замоскворецкие часы"}, [], None, "typ-03", "cit-moscow",
               "arc-5", "mkr-4", "1891", "57", 4, True, False, None),
    "twr-13": ({"en": "Hassan Quarter Clock Tower", "ar": "برج ساعة حي حسان",
                "fr": "Tour de l'horloge du quartier Hassan"}, [], None, "typ-04", "cit-rabat", "arc-4", "mkr-1",
               "1928", "30", 4, False, False, "2011-02-17"),
    "twr-14": ({"en": "Headingley Church Clock"}, [], None, "typ-03", "cit-leeds", "arc-3", "mkr-3", "1869", "54", 2,
               True, False, "2004-12-01"),
}
CT_TABLES = (CT_COUNTRIES, CT_CITIES, CT_TYPES, CT_MAKERS, CT_ARCHITECTS, CT_TOWERS)


def _ct(*ids: str) -> set[str]:
    return {CT + i for i in ids}


def _cte(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    table = next(t for t in CT_TABLES if key in t)
    return _ct(key) | set(table[key][0].values()) | set(table[key][1])


def clocktowers_kg() -> str:
    """N-Triples of the clock-tower atlas (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(CT + key, RDF_TYPE, SKOS + "Concept"), g.add(CT + key, RDF_TYPE, CTV + cls)
        for lang, label in labels.items():
            g.add(CT + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(CT + key, SKOS + "altLabel", _lit(alias, "en"))
        return CT + key

    scheme = CT + "tower-types"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Clock tower types", "en"))
    for key, (labels, aliases) in CT_COUNTRIES.items():
        concept(key, "Country", labels, aliases)
    for key, (labels, aliases, country) in CT_CITIES.items():
        g.add(concept(key, "City", labels, aliases), CTV + "inCountry", CT + country)
    for key, (labels, aliases, broader) in CT_TYPES.items():
        t = concept(key, "TowerType", labels, aliases)
        g.add(t, SKOS + "inScheme", scheme)
        if broader:
            g.add(t, SKOS + "broader", CT + broader)
        else:
            g.add(scheme, SKOS + "hasTopConcept", t), g.add(t, SKOS + "topConceptOf", scheme)
    for key, (labels, aliases, city, founded) in CT_MAKERS.items():
        m = concept(key, "Clockmaker", labels, aliases)
        g.add(m, CTV + "basedIn", CT + city), g.add(m, CTV + "foundedIn", _typed(founded, "gYear"))
    for key, (labels, aliases, nationality, born) in CT_ARCHITECTS.items():
        a = concept(key, "Architect", labels, aliases)
        g.add(a, CTV + "nationality", CT + nationality), g.add(a, CTV + "birthYear", _typed(born, "gYear"))
    for key, fields in CT_TOWERS.items():
        (labels, aliases, definition, kind, city, architect, maker, completed, height, dials, strikes, astronomical,
         restored) = fields
        t = concept(key, "ClockTower", labels, aliases)
        if definition:
            g.add(t, SKOS + "definition", _lit(definition, "en"))
        g.add(t, CTV + "towerType", CT + kind), g.add(t, CTV + "locatedIn", CT + city)
        g.add(t, CTV + "designedBy", CT + architect), g.add(t, CTV + "clockworkBy", CT + maker)
        g.add(t, CTV + "completedIn", _typed(completed, "gYear")), g.add(t, CTV + "heightM", _typed(height, "decimal"))
        g.add(t, CTV + "dialCount", _typed(dials, "integer")), g.add(t, CTV + "strikesHours", _bool(strikes))
        g.add(t, CTV + "hasAstronomicalDial", _bool(astronomical))
        if restored:
            g.add(t, CTV + "lastRestored", _typed(restored, "date"))
    return g.text()


CLOCKTOWERS_QUESTIONS = [
    ("Who designed the Karlín Astronomical Tower?", _cte("arc-2")),
    ("Which clock towers did Nikolai Sorokin design?", _ct("twr-10", "twr-11", "twr-12")),
    ("Who made the clockwork of the Kemeraltı Clock Tower?", _cte("mkr-3")),
    ("Which towers have a clock movement by Hrubý a syn?", _ct("twr-03", "twr-04")),
    ("Where is the Agora Clock?", _cte("cit-thessaloniki")),
    ("Which clock towers are in Moscow?", _cte("twr-12")),
    ("Which clock towers stand in Saint Petersburg?", _ct("twr-10", "twr-11")),
    ("When was the Ladadika Memorial Tower completed?", {"1925"}),
    ("How tall is the Vinohrady Clock Tower?", {"61.2"}),
    ("How many clock faces does the Headingley Church Clock have?", {"2"}),
    ("Does the Kemeraltı Clock Tower strike the hours?", {"false"}),
    ("Which towers have an astronomical dial?", _ct("twr-02", "twr-04", "twr-11")),
    ("When was the Moscow Gate Clock Tower last restored?", {"2017-08-25"}),
    ("What type of tower is the Marzili Clock Tower?", _cte("typ-07")),
    ("Which church clock towers are there?", _ct("twr-03", "twr-12", "twr-14")),
    ("Which freestanding clock towers are there?", _ct("twr-05", "twr-06", "twr-07", "twr-08", "twr-09", "twr-13")),
    ("What is the broader type of a jubilee clock tower?", _cte("typ-05")),
    ("When was the Jubilee Clock Tower in Leeds completed?", {"1897"}),
    ("Who designed the Jubilee Clock Tower in İzmir?", _cte("arc-4")),
    ("Where is the Lebedev Clock Factory based?", _cte("cit-spb")),
    ("When was Potts & Whitaker founded?", {"1833"}),
    ("When was Dimitrios Papadakis born?", {"1871"}),
    ("What is the Russian name of the Moscow Gate Clock Tower?", {"Часовая башня Московских ворот"}),
    ("What is Thessaloniki called in Greek?", {"Θεσσαλονίκη"}),
    ("Which is the tallest clock tower?", _cte("twr-03")),
    ("Which is the oldest clock tower?", _cte("twr-14")),
    ("Which clock towers were completed after 1900?", _ct("twr-05", "twr-06", "twr-07", "twr-09", "twr-13")),
    ("How many clock towers are there in Izmir?", {"2"}),
    ("How many towers did Thomas Ackroyd design?", {"2"}),
    ("In which country is the Hassan Quarter Clock Tower?", _cte("cty-ma")),
    ("Which clock towers are in Russia?", _ct("twr-10", "twr-11", "twr-12")),
    ("Where is the clockmaker of the Agora Clock based?", _cte("cit-bern")),
    ("When was the firm that built the clockwork of the Nevsky Merchants' Tower founded?", {"1874"}),
    ("Which towers have clockwork made in Leeds?", _ct("twr-07", "twr-08", "twr-09", "twr-14")),
    ("What nationality is Léon Castagna?", _cte("cty-fr")),
    ("Which gate towers strike the hours?", _ct("twr-01", "twr-10")),
    ("who designed the headingley church clock", _cte("arc-3")),
    ("How tall is the Marzilli Clock Tower?", {"38.5"}),  # misspelt: Marzili
    ("How much does it cost to climb the Vinohrady Clock Tower?", set()),  # no prices
    ("How many visitors does the Karlín Astronomical Tower receive each year?", set()),  # no visitor numbers
    ("When did Václav Kunc die?", set()),  # birth years only
]
CLOCKTOWERS_MADE_UP = ["Who designed the Vltava Clock Tower?", "When was the Smolny Gate Clock Tower completed?",
                       "Where is Hruby & Whitaker based?", "Which towers did Emil Sorokin design?",
                       "How tall is the Galata Jubilee Tower?", "When was the Ankara Merchants' Tower restored?"]
CLOCKTOWERS_GRAPHS = [
    ('[("Nevsky Merchants\' Tower", "planned by", ?x)]', _cte("arc-5")),
    ('[("Agora Clock", "stands in", ?x)]', _cte("cit-thessaloniki")),
    ('[(?x, "mechanism maker", "Lebedev Clock Factory")]', _ct("twr-10", "twr-11", "twr-12")),
    ('[("Bern Town Hall Clock", "number of clock faces", ?x)]', {"2"}),
    ('[("Hruby & Son", "established", ?x)]', {"1868"}),
    ('[("Zamoskvorechye Church Clock", "year built", ?x)]', {"1891"}),
    ('[("Headingley Church Clock", "mechanism maker", ?k), (?k, "headquarters city", ?x)]', _cte("cit-leeds")),
    ('[(?t, "planned by", "Václav Kunc"), (?t, "how tall", ?x)]', {"61.2", "52"}),
    ('[("Hassan Quarter Clock Tower", "stands in", ?c), (?c, "nation", ?x)]', _cte("cty-ma")),
    ('[(?t, "stands in", "Bern"), (?t, "mechanism maker", ?x)]', _cte("mkr-1")),
    ('[("Ladadika Memorial Tower", "planned by", ?a), (?a, "date of birth", ?x)]', {"1871"}),
    ('[(?t, "category", "gate tower"), (?t, "year built", ?x)]', {"1883", "1878"}),
]

# ---- textilemills (schema.org: slug IRIs, workforce and loom-count blank nodes, blank OrganizationRoles,
# ---- fabric weights as blank nodes) --------------------------------------------------------------------------
TM = "https://textile-mills.example.net/"
TMV = TM + "vocab#"
TM_COUNTRIES = {"united-states": ("United States", ["USA"]), "united-kingdom": ("United Kingdom", ["UK"]),
                "france": ("France", []), "poland": ("Poland", ["Polska"]), "italy": ("Italy", ["Italia"]),
                "india": ("India", ["Bharat"]), "finland": ("Finland", ["Suomi"])}  # country: (name, alternate names)
TM_CITIES = {"lowell": ("Lowell", [], "united-states"), "bradford": ("Bradford", [], "united-kingdom"),
             "manchester": ("Manchester", [], "united-kingdom"), "paisley": ("Paisley", [], "united-kingdom"),
             "mulhouse": ("Mulhouse", ["Mülhausen"], "france"), "lodz": ("Łódź", ["Lodz"], "poland"),
             "biella": ("Biella", [], "italy"), "ahmedabad": ("Ahmedabad", ["Amdavad"], "india"),
             "tampere": ("Tampere", ["Tammerfors"], "finland")}  # city: (name, alternate names, country)
TM_PEOPLE = {  # person: (name, alternate names, birth date, birthplace, nationality)
    "ezra-whitcomb": ("Ezra Whitcomb", [], "1788-02-11", "lowell", "united-states"),
    "hannah-corliss": ("Hannah Corliss", [], "1806-09-30", "lowell", "united-states"),
    "lucy-abbot": ("Lucy Abbot", [], "1822-12-04", "lowell", "united-states"),
    "josiah-haworth": ("Josiah Haworth", [], "1811-07-19", "bradford", "united-kingdom"),
    "edith-haworth": ("Edith Haworth", [], "1878-03-08", "bradford", "united-kingdom"),
    "samuel-pendlebury": ("Samuel Pendlebury", [], "1764-11-02", "manchester", "united-kingdom"),
    "archibald-mcninch": ("Archibald McNinch", [], "1780-01-25", "paisley", "united-kingdom"),
    "margaret-orr": ("Margaret Orr", [], "1831-05-17", "paisley", "united-kingdom"),
    "jean-henri-stoeber": ("Jean-Henri Stoeber", [], "1790-08-08", "mulhouse", "france"),
    "adele-koenig": ("Adèle Koenig", ["Adele Koenig"], "1809-10-21", "mulhouse", "france"),
    "karol-zielinski": ("Karol Zieliński", ["Karol Zielinski"], "1835-04-03", "lodz", "poland"),
    "giacomo-valmosso": ("Giacomo Valmosso", [], "1829-06-12", "biella", "italy"),
    "chiara-valmosso": ("Chiara Valmosso", [], "1961-01-29", "biella", "italy"),
    "harilal-mehta": ("Harilal Mehta", [], "1852-09-14", "ahmedabad", "india"),
    "anders-lindfors": ("Anders Lindfors", [], "1818-02-02", "tampere", "finland"),
    "aino-rautio": ("Aino Rautio", [], "1845-12-12", "tampere", "finland"),
}
TM_MILLS = {  # mill: (name, alternate names, description or None, founded, closed or None, founder, city, peak
    #                 workforce, looms or None, power source, listed building, award or None)
    "providence-mill-lowell": ("Providence Mill", [], "cotton mill on the Merrimack River in Lowell, Massachusetts",
                               "1823", "1931", "ezra-whitcomb", "lowell", 1200, 900, "water", True, None),
    "providence-mill-bradford": ("Providence Mill", [], "worsted spinning and weaving mill in Bradford, Yorkshire",
                                 "1847", "1978", "josiah-haworth", "bradford", 850, 420, "steam", True, None),
    "ancoats-twist-mill": ("Ancoats Twist Mill", ["Twist Mill"], None, "1798", "1959", "samuel-pendlebury",
                           "manchester", 1500, None, "steam", True, None),
    "seedhill-thread-works": ("Seedhill Thread Works", [], None, "1812", "1993", "archibald-mcninch", "paisley", 2800,
                              None, "water", False, None),
    "filature-de-la-doller": ("Filature de la Doller", ["La Doller"], None, "1826", "1982", "jean-henri-stoeber",
                              "mulhouse", 1100, 650, "water", True, "Gold medal, Exposition des produits de "
                              "l'industrie 1844"),
    "fabryka-zielinskiego": ("Fabryka Zielińskiego", ["Zieliński Mill", "Fabryka Zielinskiego"], None, "1872",
                             "1991", "karol-zielinski", "lodz", 3400, 1600, "steam", True, None),
    "lanificio-valmosso": ("Lanificio Valmosso", [], None, "1863", None, "giacomo-valmosso", "biella", 420, 180,
                           "electric", False, None),
    "sabarmati-cotton-mills": ("Sabarmati Cotton Mills", [], None, "1891", None, "harilal-mehta", "ahmedabad", 2100,
                               1100, "electric", False, None),
    "tammerkoski-linen-mill": ("Tammerkoski Linen Mill", ["Tammerkosken Pellavatehdas"], None, "1856", "1986",
                               "anders-lindfors", "tampere", 700, 380, "water", True,
                               "Grand Prix, Exposition Universelle 1900"),
}
TM_STAFF = [  # (mill, person, role name, start year, end year or None)
    ("providence-mill-lowell", "ezra-whitcomb", "mill agent", "1823", "1841"),
    ("providence-mill-lowell", "hannah-corliss", "mill agent", "1841", "1866"),
    ("providence-mill-lowell", "lucy-abbot", "overseer of weaving", "1845", "1852"),
    ("providence-mill-bradford", "josiah-haworth", "mill manager", "1847", "1880"),
    ("providence-mill-bradford", "edith-haworth", "chief designer", "1902", "1931"),
    ("ancoats-twist-mill", "samuel-pendlebury", "mill manager", "1798", "1830"),
    ("seedhill-thread-works", "archibald-mcninch", "mill manager", "1812", "1845"),
    ("seedhill-thread-works", "margaret-orr", "forewoman", "1860", "1889"),
    ("filature-de-la-doller", "jean-henri-stoeber", "director", "1826", "1859"),
    ("filature-de-la-doller", "adele-koenig", "pattern designer", "1834", "1861"),
    ("fabryka-zielinskiego", "karol-zielinski", "director", "1872", "1905"),
    ("lanificio-valmosso", "giacomo-valmosso", "director", "1863", "1898"),
    ("lanificio-valmosso", "chiara-valmosso", "director", "1998", None),
    ("sabarmati-cotton-mills", "harilal-mehta", "director", "1891", "1924"),
    ("tammerkoski-linen-mill", "anders-lindfors", "mill manager", "1856", "1880"),
    ("tammerkoski-linen-mill", "aino-rautio", "pattern designer", "1872", "1899"),
]
TM_FABRICS = {  # fabric: (name, alternate names, manufacturer, material, pattern, weight g/m² or None, introduced,
    #                   dyed in house)
    "paisley-shawl": ("Paisley Shawl", [], "providence-mill-lowell", "wool", "paisley", "210", "1851-04-14", True),
    "merrimack-calico": ("Merrimack Calico", [], "providence-mill-lowell", "cotton", "floral print", "95", "1829-06-01",
                         True),
    "bradford-serge": ("Bradford Serge", [], "providence-mill-bradford", "wool", "twill", "340", "1855-09-10", False),
    "providence-mohair": ("Providence Mohair", [], "providence-mill-bradford", "mohair", "plain", "260", "1921-05-30",
                          True),
    "ancoats-fustian": ("Ancoats Fustian", [], "ancoats-twist-mill", "cotton", "plain", "280", "1802-02-20", False),
    "seedhill-six-cord": ("Seedhill Six-Cord", ["Six-Cord Thread"], "seedhill-thread-works", "cotton", "plain", None,
                          "1840-03-02", True),
    "indienne-de-la-doller": ("Indienne de la Doller", ["Doller Chintz"], "filature-de-la-doller", "cotton",
                              "floral print", "110", "1834-05-05", True),
    "zielinski-flannel": ("Zieliński Flannel", ["Zielinski Flannel"], "fabryka-zielinskiego", "cotton", "check", "180",
                          "1880-10-01", True),
    "valmosso-loden": ("Valmosso Loden", [], "lanificio-valmosso", "wool", "plain", "420", "1902-11-15", True),
    "valmosso-herringbone": ("Valmosso Herringbone", [], "lanificio-valmosso", "wool", "herringbone", "300",
                             "1968-02-01", False),
    "sabarmati-muslin": ("Sabarmati Muslin", [], "sabarmati-cotton-mills", "cotton", "plain", "60", "1905-07-01",
                         False),
    "tammerkoski-damask": ("Tammerkoski Damask", ["Pellavadamasti"], "tammerkoski-linen-mill", "linen", "damask",
                           "190", "1874-03-12", True),
}
TM_NAMES = {"country": TM_COUNTRIES, "place": TM_CITIES, "person": TM_PEOPLE, "mill": TM_MILLS,
            "fabric": TM_FABRICS}


def _tm(kind: str, *keys: str) -> set[str]:
    return {f"{TM}{kind}/{k}" for k in keys}


def _tme(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _tm(kind, key) | {TM_NAMES[kind][key][0]} | set(TM_NAMES[kind][key][1])


def textilemills_kg() -> str:
    """N-Triples of the textile-mill archive (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{TM}{kind}/{key}"
        name, aliases = TM_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    def quantity(s: str, prop: str, node: str, value: str | int, datatype: str, unit: str | None = None) -> None:
        g.add(s, prop, node), g.add(node, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(node, SCHEMA + "value", _typed(value, datatype))
        if unit:
            g.add(node, SCHEMA + "unitText", _lit(unit))

    for key in TM_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in TM_CITIES.items():
        g.add(thing("place", key, "City"), SCHEMA + "containedInPlace", f"{TM}country/{country}")
    for key, (_, _, born, birthplace, nationality) in TM_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{TM}place/{birthplace}")
        g.add(p, SCHEMA + "nationality", f"{TM}country/{nationality}")
    for key, fields in TM_MILLS.items():
        _, _, description, founded, closed, founder, city, workforce, looms, power, listed, award = fields
        m = thing("mill", key, "Organization")
        if description:
            g.add(m, SCHEMA + "description", _lit(description))
        g.add(m, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        if closed:
            g.add(m, SCHEMA + "dissolutionDate", _typed(closed, "gYear"))
        g.add(m, SCHEMA + "founder", f"{TM}person/{founder}"), g.add(m, SCHEMA + "location", f"{TM}place/{city}")
        quantity(m, SCHEMA + "numberOfEmployees", f"_:workforce-{key}", workforce, "integer")
        if looms:
            quantity(m, TMV + "loomCount", f"_:looms-{key}", looms, "integer", "looms")
        g.add(m, TMV + "powerSource", _lit(power)), g.add(m, TMV + "listedBuilding", _bool(listed))
        if award:
            g.add(m, SCHEMA + "award", _lit(award))
    for i, (mill, person, role, start, end) in enumerate(TM_STAFF, 1):
        r = f"_:staff-{i}"
        g.add(f"{TM}mill/{mill}", SCHEMA + "employee", r), g.add(r, RDF_TYPE, SCHEMA + "OrganizationRole")
        g.add(r, SCHEMA + "employee", f"{TM}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    for key, (_, _, mill, material, pattern, weight, introduced, dyed) in TM_FABRICS.items():
        f = thing("fabric", key, "Product")
        g.add(f, SCHEMA + "manufacturer", f"{TM}mill/{mill}"), g.add(f, SCHEMA + "material", _lit(material))
        g.add(f, SCHEMA + "pattern", _lit(pattern))
        if weight:
            quantity(f, SCHEMA + "weight", f"_:weight-{key}", weight, "decimal", "g/m²")
        g.add(f, SCHEMA + "releaseDate", _typed(introduced, "date")), g.add(f, TMV + "dyedInHouse", _bool(dyed))
    return g.text()


TEXTILEMILLS_QUESTIONS = [
    ("Who founded the Seedhill Thread Works?", _tme("person", "archibald-mcninch")),
    ("When was the Filature de la Doller founded?", {"1826"}),
    ("When did the Ancoats Twist Mill close?", {"1959"}),
    ("Where is the Lanificio Valmosso?", _tme("place", "biella")),
    ("Which mills are in Paisley?", _tme("mill", "seedhill-thread-works")),
    ("How many people worked at the Fabryka Zielińskiego?", {"3400"}),
    ("How many looms did the Tammerkoski Linen Mill have?", {"380"}),
    ("Which mill made the Paisley Shawl?", _tm("mill", "providence-mill-lowell") | {"Providence Mill"}),
    ("Which fabrics did the Lanificio Valmosso make?", _tm("fabric", "valmosso-loden", "valmosso-herringbone")),
    ("What is Tammerkoski Damask made of?", {"linen"}),
    ("Which fabrics are woven from wool?", _tm("fabric", "paisley-shawl", "bradford-serge", "valmosso-loden",
                                                "valmosso-herringbone")),
    ("How heavy is Bradford Serge?", {"340"}),
    ("When was the Indienne de la Doller first sold?", {"1834-05-05"}),
    ("Which fabrics have a floral print?", _tm("fabric", "merrimack-calico", "indienne-de-la-doller")),
    ("Was the Zieliński Flannel dyed at the mill?", {"true"}),
    ("Which mills ran on water power?", _tm("mill", "providence-mill-lowell", "seedhill-thread-works",
                                            "filature-de-la-doller", "tammerkoski-linen-mill")),
    ("Is the Sabarmati Cotton Mills building listed?", {"false"}),
    ("Which mills are still in business?", _tm("mill", "lanificio-valmosso", "sabarmati-cotton-mills")),
    ("Who became mill agent of the Providence Mill in Lowell after Ezra Whitcomb?", _tme("person", "hannah-corliss")),
    ("Who is the current director of the Lanificio Valmosso?", _tme("person", "chiara-valmosso")),
    ("When did Margaret Orr become forewoman at the Seedhill Thread Works?", {"1860"}),
    ("What was Adèle Koenig's job at the Filature de la Doller?", {"pattern designer"}),
    ("Where did Edith Haworth work?", _tm("mill", "providence-mill-bradford") | {"Providence Mill"}),
    ("When was Aino Rautio born?", {"1845-12-12"}),
    ("Where was Karol Zieliński born?", _tme("place", "lodz")),
    ("Which award did the Tammerkoski Linen Mill win?", {"Grand Prix, Exposition Universelle 1900"}),
    ("Which is the oldest mill?", _tme("mill", "ancoats-twist-mill")),
    ("Which mill employed the most people?", _tme("mill", "fabryka-zielinskiego")),
    ("Which is the lightest fabric?", _tme("fabric", "sabarmati-muslin")),
    ("Which mills were founded before 1830?", _tm("mill", "providence-mill-lowell", "ancoats-twist-mill",
                                                  "seedhill-thread-works", "filature-de-la-doller")),
    ("How many fabrics did the Providence Mill in Lowell make?", {"2"}),
    ("How many mills are there in the United Kingdom?", {"3"}),
    ("In which country is the Sabarmati Cotton Mills?", _tme("country", "india")),
    ("Which mills are in Finland?", _tme("mill", "tammerkoski-linen-mill")),
    ("When was the founder of the Providence Mill in Bradford born?", {"1811-07-19"}),
    ("Who founded the mill that made Merrimack Calico?", _tme("person", "ezra-whitcomb")),
    ("where is the tammerkoski linen mill", _tme("place", "tampere")),
    ("When did the Seedhil Thread Works close?", {"1993"}),  # misspelt: Seedhill
    ("How much did a metre of Bradford Serge cost?", set()),  # no prices
    ("What were the weavers at the Ancoats Twist Mill paid?", set()),  # no wages
    ("When did Harilal Mehta die?", set()),  # birth dates only
]
TEXTILEMILLS_MADE_UP = ["Who founded the Lanificio Cerruto?", "Which mill made the Bradford Velvet?",
                        "When was Edith Pendlebury born?", "Where is the Sabarmati Silk Works?",
                        "What is Tammerkoski Brocade made of?", "Who founded the Filature de la Thur?"]
TEXTILEMILLS_GRAPHS = [
    ('[("Ancoats Twist Mill", "set up by", ?x)]', _tme("person", "samuel-pendlebury")),
    ('[("Valmosso Herringbone", "fibre", ?x)]', {"wool"}),
    ('[(?x, "produced by", "Fabryka Zielińskiego")]', _tme("fabric", "zielinski-flannel")),
    ('[("Seedhill Thread Works", "year opened", ?x)]', {"1812"}),
    ('[("Hannah Corliss", "born on", ?x)]', {"1806-09-30"}),
    ('[(?x, "site", "Tampere")]', _tme("mill", "tammerkoski-linen-mill")),
    ('[("Sabarmati Muslin", "produced by", ?m), (?m, "year opened", ?x)]', {"1891"}),
    ('[("Tammerkoski Damask", "produced by", ?m), (?m, "set up by", ?x)]', _tme("person", "anders-lindfors")),
    ('[("Fabryka Zielińskiego", "site", ?c), (?c, "nation", ?x)]', _tme("country", "poland")),
    ('[(?m, "set up by", "Jean-Henri Stoeber"), (?m, "workforce", ?x)]', {"1100"}),
    ('[("Lanificio Valmosso", "staff position", ?r), (?r, "holder", ?x)]', (_tme("person", "giacomo-valmosso")
                                                                         | _tme("person", "chiara-valmosso"))),
    ('[(?f, "fibre", "linen"), (?f, "produced by", ?x)]', _tme("mill", "tammerkoski-linen-mill")),
]

# ---- carousels (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys, a name column
# ---- named differently per table, nameless restoration rows) ------------------------------------------------
CA = "https://carousel-register.example.org/db/"
CA_PARKS = {1: ("North Shore Amusement Park", "Blackpool", "United Kingdom", 1896, True),
            2: ("Steeplechase Grove", "New York", "United States", 1903, True),
            3: ("Jardin de la Roquette", "Paris", "France", 1872, False),
            4: ("Lystgården", "Copenhagen", "Denmark", 1851, True),
            5: ("Praterwiese Vergnügungspark", "Vienna", "Austria", 1895, False),
            6: ("Seabright Boardwalk", "Santa Cruz", "United States", 1907, True),
            7: ("Kemp Town Pleasure Ground", "Brighton", "United Kingdom", 1911,
                True)}  # park: (title, city, country, opened, seasonal)
CA_WORKSHOPS = {1: ("Hollins & Crabtree", "King's Lynn", 1862), 2: ("Mueller Carousel Works", "Philadelphia", 1867),
                3: ("Ateliers Lefrançois", "Angers", 1855), 4: ("Hübner Karussellbau", "Neustadt", 1879),
                5: ("Brandvold Carving Co.", "Brooklyn", 1876)}  # workshop: (firm name, city, founded)
CA_CARVERS = {1: ("Arthur Crabtree", 1858, 1), 2: ("Gustav Mueller", 1842, 2), 3: ("Émile Lefrançois", 1831, 3),
              4: ("Wilhelm Hübner", 1852, 4), 5: ("Karl Brandvold", 1849, 5), 6: ("Marthe Lefrançois", 1869, 3),
              7: ("Ida Brandvold", 1881, 5)}  # carver: (name, born, workshop)
# ride: (ride name, park, workshop, built, diameter m, rows, figures, band organ, operating)
CA_RIDES = {
    101: ("Grand Carrousel", 3, 3, 1889, "14.5", 3, 36, True, True),
    102: ("Grand Carrousel", 5, 4, 1904, "16.2", 3, 42, True, True),
    103: ("Gallopers", 1, 1, 1895, "15", 3, 48, True, True),
    104: ("Regency Gallopers", 7, 1, 1911, "12.8", 2, 30, True, True),
    105: ("Steeplechase Flyer", 2, 5, 1908, "18.3", 4, 68, True, False),
    106: ("Coney Menagerie", 2, 2, 1912, "17", 4, 60, False, True),
    107: ("Seabright Carousel", 6, 5, 1911, "15.6", 3, 73, True, True),
    108: ("Lystgårdens Karrusel", 4, 4, 1923, "11", 2, 24, False, True),
    109: ("Dragekarrusellen", 4, 4, 1936, "9.5", 1, 16, False, False),
    110: ("Manège des Arts", 3, 3, 1926, "10.4", 2, 28, True, True),
    111: ("Galopp-Karussell Hubertus", 5, 4, 1898, "13.2", 3, 40, True, False),
}
CA_FIGURES = {  # figure: (name, animal, ride, carver, carved, jumper)
    301: ("Bucephalus", "horse", 101, 3, 1889, True), 302: ("Coquelicot", "rooster", 101, 6, 1889, False),
    303: ("Kaiserin", "horse", 102, 4, 1904, True), 304: ("Brighton", "horse", 103, 1, 1895, True),
    305: ("Nelson", "horse", 103, 1, 1895, False), 306: ("Prinny", "horse", 104, 1, 1911, True),
    307: ("Coney Queen", "horse", 105, 5, 1908, True), 308: ("Tiger Lily", "tiger", 106, 2, 1912, False),
    309: ("Goliath", "giraffe", 106, 2, 1912, False), 310: ("Surf Rider", "horse", 107, 7, 1911, True),
    311: ("Neptune's Serpent", "sea serpent", 107, 7, 1911, False), 312: ("Freja", "horse", 108, 4, 1923, True),
    313: ("Fafner", "dragon", 109, 4, 1936, False), 314: ("Pierrot", "horse", 110, 6, 1926, True),
    315: ("Hubertus", "stag", 111, 4, 1898, False),
}
CA_RESTORATIONS = {501: (101, "2018-05-04", "Atelier Vautrin", "185000"),
                   502: (103, "2009-03-27", "Heritage Rides Ltd", "240000"),
                   503: (103, "2022-04-01", "Heritage Rides Ltd", "96500"),
                   504: (105, "1987-06-15", "Brandvold Restorations", "410000"),
                   505: (107, "2014-09-30", "Pacific Carousel Guild", "320000"),
                   506: (108, "2020-11-18", "Atelier Vautrin", "72000"),
                   507: (102, "2016-07-07", "Wiener Fahrgeschäftbau", "150000")}  # (ride, finished, contractor, EUR)


def _ca(table: str, *ids: int) -> set[str]:
    return {f"{CA}{table}/id={i}" for i in ids}


def _cae(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column."""
    tables = {"ride": CA_RIDES, "park": CA_PARKS, "workshop": CA_WORKSHOPS, "carver": CA_CARVERS,
              "figure": CA_FIGURES}
    return _ca(table, key) | {tables[table][key][0]}


def carousels_kg() -> str:
    """N-Triples of the carousel register (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{CA}{table}/id={key}"
        g.add(s, RDF_TYPE, CA + table), g.add(s, f"{CA}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{CA}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{CA}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{CA}{table}#ref-{column}", f"{CA}{target}/id={value}")

    def flag(value: bool) -> tuple[str, str]:
        return str(value).lower(), "boolean"

    for key, (title, city, country, opened, seasonal) in CA_PARKS.items():
        row("park", key, {"park_title": title, "city": city, "country": country, "opened_year": (opened, "integer"),
                          "is_seasonal": flag(seasonal)}, {})
    for key, (name, city, founded) in CA_WORKSHOPS.items():
        row("workshop", key, {"firm_name": name, "city": city, "founded_year": (founded, "integer")}, {})
    for key, (name, born, workshop) in CA_CARVERS.items():
        row("carver", key, {"carver_name": name, "birth_year": (born, "integer")},
            {"workshop_id": ("workshop", workshop)})
    for key, (name, park, workshop, built, diameter, rows, figures, organ, operating) in CA_RIDES.items():
        row("ride", key, {"ride_name": name, "built_year": (built, "integer"), "diameter_m": (diameter, "decimal"),
                          "row_count": (rows, "integer"), "figure_count": (figures, "integer"),
                          "has_band_organ": flag(organ), "is_operating": flag(operating)},
            {"park_id": ("park", park), "workshop_id": ("workshop", workshop)})
    for key, (name, animal, ride, carver, carved, jumper) in CA_FIGURES.items():
        row("figure", key, {"figure_name": name, "animal": animal, "carved_year": (carved, "integer"),
                            "is_jumper": flag(jumper)},
            {"ride_id": ("ride", ride), "carver_id": ("carver", carver)})
    for key, (ride, finished, contractor, cost) in CA_RESTORATIONS.items():
        row("restoration", key, {"finished_on": (finished, "date"), "contractor": contractor,
                                 "cost_eur": (cost, "decimal")}, {"ride_id": ("ride", ride)})
    return g.text()


CAROUSELS_QUESTIONS = [
    ("When was the Seabright Carousel built?", {"1911"}),
    ("What is the diameter of the Steeplechase Flyer?", {"18.3"}),
    ("How many figures does the Coney Menagerie have?", {"60"}),
    ("How many rows of horses does the Gallopers have?", {"3"}),
    ("Which workshop built the Dragekarrusellen?", _cae("workshop", 4)),
    ("Which carousels did Ateliers Lefrançois build?", _ca("ride", 101, 110)),
    ("Which park is the Manège des Arts in?", _cae("park", 3)),
    ("Which carousels are in Brighton?", _cae("ride", 104)),
    ("Which carousel is the horse Brighton on?", _cae("ride", 103)),
    ("Which carousels have a band organ?", _ca("ride", 101, 102, 103, 104, 105, 107, 110, 111)),
    ("Which carousels no longer turn?", _ca("ride", 105, 109, 111)),
    ("Is the Lystgårdens Karrusel still running?", {"true"}),
    ("Who carved Fafner?", _cae("carver", 4)),
    ("Which figures did Ida Brandvold carve?", _ca("figure", 310, 311)),
    ("What animal is Goliath?", {"giraffe"}),
    ("Which figures on the Grand Carrousel in Paris are jumpers?", _cae("figure", 301)),
    ("Which figures ride on the Coney Menagerie?", _ca("figure", 308, 309)),
    ("When was Wilhelm Hübner born?", {"1852"}),
    ("Which workshop did Arthur Crabtree work for?", _cae("workshop", 1)),
    ("When was Hollins & Crabtree founded?", {"1862"}),
    ("Where is Mueller Carousel Works based?", {"Philadelphia"}),
    ("When was the Gallopers last restored?", {"2022-04-01"}),
    ("How much did the 2014 restoration of the Seabright Carousel cost?", {"320000"}),
    ("Which firm restored the Lystgårdens Karrusel?", {"Atelier Vautrin"}),
    ("Which carousels has Atelier Vautrin restored?", _ca("ride", 101, 108)),
    ("Which is the oldest carousel?", _cae("ride", 101)),
    ("Which carousel has the most figures?", _cae("ride", 107)),
    ("Which carousels were built before 1900?", _ca("ride", 101, 103, 111)),
    ("How many carousels are there in Copenhagen?", {"2"}),
    ("How many carousels did Hübner Karussellbau build?", {"4"}),
    ("When was the Grand Carrousel in Vienna built?", {"1904"}),
    ("Who built the Grand Carrousel in Paris?", _cae("workshop", 3)),
    ("In which country is the Steeplechase Flyer?", {"United States"}),
    ("When did the park of the Galopp-Karussell Hubertus open?", {"1895"}),
    ("Which carousels are in parks that only open for the season?", _ca("ride", 103, 104, 105, 106, 107, 108, 109)),
    ("Who carved the figures of the Gallopers?", _cae("carver", 1)),
    ("how many figures does the seabright carousel have", {"73"}),
    ("Which workshop built the Steeplechase Flyier?", _cae("workshop", 5)),  # misspelt: Flyer
    ("How much does a ride on the Gallopers cost?", set()),  # no fares
    ("How fast does the Seabright Carousel turn?", set()),  # no speeds
    ("Who owns Lystgården?", set()),  # no owners
]
CAROUSELS_MADE_UP = ["When was the Coney Carousel built?", "Which workshop built the Golden Jubilee Carousel?",
                     "Who carved Rocinante?", "When was Hollins & Mueller founded?",
                     "How wide is the Manège des Sablons?", "When was Marthe Hübner born?"]
CAROUSELS_GRAPHS = [
    ('[("Manège des Arts", "constructed by", ?x)]', _cae("workshop", 3)),
    ('[("Dragekarrusellen", "year made", ?x)]', {"1936"}),
    ('[(?x, "chiselled by", "Wilhelm Hübner")]', _ca("figure", 303, 312, 313, 315)),
    ('[("Coquelicot", "creature", ?x)]', {"rooster"}),
    ('[("Brandvold Carving Co.", "year established", ?x)]', {"1876"}),
    ('[(?x, "fairground", "Steeplechase Grove")]', _ca("ride", 105, 106)),
    ('[("Tiger Lily", "mounted on", ?r), (?r, "year made", ?x)]', {"1912"}),
    ('[("Freja", "chiselled by", ?c), (?c, "born", ?x)]', {"1852"}),
    ('[(?r, "constructed by", "Hollins & Crabtree"), (?r, "fairground", ?x)]', _cae("park", 1) | _cae("park", 7)),
    ('[("Gallopers", "fairground", ?p), (?p, "town", ?x)]', {"Blackpool"}),
    ('[(?w, "work done on", "Steeplechase Flyer"), (?w, "price", ?x)]', {"410000"}),
    ('[(?f, "mounted on", "Seabright Carousel"), (?f, "chiselled by", ?x)]', _cae("carver", 7)),
]

# ---- stainedglass (Wikidata-style: wd:/wdt:/p:/ps:/pq:, statement nodes with role and start/end qualifiers, ranks,
# ---- P31/P279) ---------------------------------------------------------------------------------------------------
# property: (label, aliases, description, wikibase property type)
SG_PROPERTIES = {
    "P31": ("instance of", ["is a", "type"], "that class of which this subject is a particular example and member",
            "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P170": ("creator", ["artist", "made by"], "maker of this creative work or other object", "WikibaseItem"),
    "P3831": ("object has role", ["role"], "role or generic identity of the value of a statement", "WikibaseItem"),
    "P276": ("location", ["located at", "venue"], "location of the object, structure or event", "WikibaseItem"),
    "P580": ("start time", ["from", "since"], "time a statement starts being valid", "Time"),
    "P582": ("end time", ["until", "to"], "time a statement stops being valid", "Time"),
    "P571": ("inception", ["date of creation", "founded"], "time when an entity begins to exist", "Time"),
    "P2048": ("height", [], "vertical length of an entity (in metres here)", "Quantity"),
    "P2049": ("width", ["breadth"], "width of an object (in metres here)", "Quantity"),
    "P2635": ("number of parts of this work", ["number of panels", "panes"],
              "the number of parts that a work consists of", "Quantity"),
    "P186": ("made from material", ["material"], "material the subject or the object is made of", "WikibaseItem"),
    "P180": ("depicts", ["portrays", "subject"], "entity visually depicted in an image or artwork", "WikibaseItem"),
    "P88": ("commissioned by", ["patron"], "person or organization that commissioned this work", "WikibaseItem"),
    "P1435": ("heritage designation", ["listed as", "protection status"],
              "heritage designation of a cultural or natural site", "WikibaseItem"),
    "P131": ("located in the administrative territorial entity", ["city", "in"],
             "the item is located on the territory of the following administrative entity", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P106": ("occupation", ["profession", "job"], "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", ["birthplace", "born in"], "most specific known birth location of a person",
            "WikibaseItem"),
    "P569": ("date of birth", ["born"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["died"], "date on which the subject died", "Time"),
}


def _yr(y: str) -> tuple[str, str]:
    return f"{y}-01-01T00:00:00Z", "dateTime"


# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id or a
# (lexical form, XSD datatype) pair
SG_ITEMS = {
    "Q950100": ({"en": "window", "fr": "fenêtre"}, [], "opening in a wall that admits light", {}),
    "Q950101": ({"en": "stained-glass window", "fr": "vitrail"}, ["stained glass window"],
                "window made of coloured glass pieces held in lead", {"P279": ["Q950100"]}),
    "Q950102": ({"en": "rose window", "fr": "rosace"}, ["rosette", "wheel window"], "circular traceried window",
                {"P279": ["Q950101"]}),
    "Q950103": ({"en": "lancet window"}, ["lancet"], "tall narrow window with a pointed arch",
                {"P279": ["Q950101"]}),
    "Q950104": ({"en": "Jesse window", "fr": "vitrail de l'arbre de Jessé"}, ["Tree of Jesse window"],
                "window showing the genealogy of Christ from Jesse", {"P279": ["Q950103"]}),
    "Q950105": ({"en": "grisaille window"}, [], "window painted in grey monochrome", {"P279": ["Q950101"]}),
    "Q950110": ({"en": "church building"}, ["church"], "building used for Christian worship", {}),
    "Q950111": ({"en": "cathedral"}, [], "church that contains the seat of a bishop", {"P279": ["Q950110"]}),
    "Q950112": ({"en": "museum"}, [], "institution that holds artifacts", {}),
    "Q950113": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q950114": ({"en": "city"}, ["town"], "large human settlement", {}),
    "Q950115": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q950116": ({"en": "guild"}, [], "association of craftsmen", {}),
    "Q950120": ({"en": "designer"}, ["cartoon designer"], "person who designs the window's cartoon", {}),
    "Q950121": ({"en": "glazier"}, ["glass cutter"], "craftsman who cuts and leads the glass", {}),
    "Q950122": ({"en": "glass painter"}, ["vitrailliste"], "artist who paints on glass", {}),
    "Q950123": ({"en": "stained-glass artist"}, [], "artist working in stained glass", {}),
    "Q950130": ({"en": "pot metal glass"}, [], "glass coloured throughout in the melt", {}),
    "Q950131": ({"en": "flashed glass"}, [], "clear glass with a thin coloured layer", {}),
    "Q950132": ({"en": "opalescent glass"}, [], "milky, iridescent coloured glass", {}),
    "Q950140": ({"en": "monument historique", "fr": "monument historique"}, ["MH"],
                "French national heritage designation", {}),
    "Q950141": ({"en": "Grade I listed building"}, ["Grade I"], "highest grade of listed building in England", {}),
    "Q950142": ({"en": "protected monument of Flanders", "nl": "beschermd monument"}, [],
                "heritage designation in Flanders", {}),
    "Q950150": ({"en": "Virgin Mary", "fr": "Vierge Marie", "pl": "Maryja"}, ["Mary", "Madonna"],
                "mother of Jesus", {}),
    "Q950151": ({"en": "Saint George"}, ["St George"], "soldier saint who slew the dragon", {}),
    "Q950152": ({"en": "Saint Pharaildis", "nl": "Sint-Veerle"}, ["St Veerle"], "patron saint of Ghent", {}),
    "Q950153": ({"en": "Saint Olaf", "no": "Olav den hellige"}, ["Olaf II of Norway"], "king and patron of Norway", {}),
    "Q950154": ({"en": "Saint Hedwig", "pl": "Święta Jadwiga"}, ["Hedwig of Silesia"], "duchess and saint", {}),
    "Q950155": ({"en": "Saint Mungo"}, ["Saint Kentigern"], "patron saint of Glasgow", {}),
    "Q950156": ({"en": "Jesse"}, [], "father of King David", {}),
    "Q950157": ({"en": "Saint Andrew"}, [], "apostle", {}),
    "Q950158": ({"en": "Twelve Apostles"}, ["the Apostles"], "the disciples of Jesus", {}),
    "Q950159": ({"en": "Saint Bavo", "nl": "Sint-Baaf"}, [], "patron saint of Ghent and Haarlem", {}),
    "Q950201": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q950115"]}),
    "Q950202": ({"en": "United Kingdom"}, ["UK", "Britain"], "country in north-west Europe", {"P31": ["Q950115"]}),
    "Q950203": ({"en": "Belgium", "nl": "België"}, [], "country in Western Europe", {"P31": ["Q950115"]}),
    "Q950204": ({"en": "Norway", "no": "Norge"}, [], "country in Northern Europe", {"P31": ["Q950115"]}),
    "Q950205": ({"en": "Poland", "pl": "Polska"}, [], "country in Central Europe", {"P31": ["Q950115"]}),
    "Q950211": ({"en": "Chartres"}, [], "cathedral city in Eure-et-Loir, France",
                {"P31": ["Q950114"], "P17": ["Q950201"]}),
    "Q950212": ({"en": "York"}, [], "cathedral city in North Yorkshire, England",
                {"P31": ["Q950114"], "P17": ["Q950202"]}),
    "Q950213": ({"en": "Ghent", "nl": "Gent"}, [], "city in East Flanders, Belgium",
                {"P31": ["Q950114"], "P17": ["Q950203"]}),
    "Q950214": ({"en": "Trondheim", "no": "Trondheim"}, ["Nidaros"], "city in central Norway",
                {"P31": ["Q950114"], "P17": ["Q950204"]}),
    "Q950215": ({"en": "Kraków", "pl": "Kraków"}, ["Krakow", "Cracow"], "city in southern Poland",
                {"P31": ["Q950114"], "P17": ["Q950205"]}),
    "Q950216": ({"en": "Glasgow"}, [], "city on the Clyde in Scotland", {"P31": ["Q950114"], "P17": ["Q950202"]}),
    "Q950301": ({"en": "Church of Saint-Aignan-des-Prés", "fr": "Église Saint-Aignan-des-Prés"}, [],
                "Romanesque church in Chartres",
                {"P31": ["Q950110"], "P131": ["Q950211"], "P571": [_yr("1160")]}),
    "Q950302": ({"en": "All Saints, Fishergate"}, ["All Saints Fishergate"], "parish church in York",
                {"P31": ["Q950110"], "P131": ["Q950212"], "P571": [_yr("1340")]}),
    "Q950303": ({"en": "St Pharaildis Church", "nl": "Sint-Veerlekerk"}, [], "Gothic church in Ghent",
                {"P31": ["Q950110"], "P131": ["Q950213"], "P571": [_yr("1388")]}),
    "Q950304": ({"en": "St Eystein's Church", "no": "Sankt Eysteins kirke"}, [], "stone church in Trondheim",
                {"P31": ["Q950110"], "P131": ["Q950214"], "P571": [_yr("1205")]}),
    "Q950305": ({"en": "St Hedwig's Church", "pl": "Kościół Świętej Jadwigi"}, [], "Gothic church in Kraków",
                {"P31": ["Q950110"], "P131": ["Q950215"], "P571": [_yr("1410")]}),
    "Q950306": ({"en": "Glasgow Museum of Stained Glass"}, [], "museum of stained glass in Glasgow",
                {"P31": ["Q950112"], "P131": ["Q950216"], "P571": [_yr("1962")]}),
    "Q950307": ({"en": "Cathedral of St Blane"}, ["St Blane's"], "Victorian Gothic cathedral in Glasgow",
                {"P31": ["Q950111"], "P131": ["Q950216"], "P571": [_yr("1871")]}),
    "Q950501": ({"en": "Clyde Shipwrights' Guild"}, [], "guild of shipwrights in Glasgow", {"P31": ["Q950116"]}),
    "Q950502": ({"en": "Chapter of Saint-Aignan"}, [], "canons of the church of Saint-Aignan-des-Prés",
                {"P31": ["Q950116"]}),
}
# person: ({language: label}, aliases, description, occupation, birthplace, born, died); a year or a full date
SG_PEOPLE = {
    "Q950401": ({"en": "Thibault de Lèves", "fr": "Thibault de Lèves"}, [], "French glass painter", "Q950122",
                "Q950211", "1138", "1194"),
    "Q950402": ({"en": "Robert Skelton"}, [], "English glazier and glass painter", "Q950121", "Q950212", "1318",
                "1371"),
    "Q950403": ({"en": "Joos Vermeulen", "nl": "Joos Vermeulen"}, [], "Flemish glass painter", "Q950122", "Q950213",
                "1352", "1410"),
    "Q950404": ({"en": "Halvard Eysteinsson", "no": "Halvard Eysteinsson"}, [], "Norwegian glazier", "Q950121",
                "Q950214", "1170", "1231"),
    "Q950405": ({"en": "Mikołaj Wit", "pl": "Mikołaj Wit"}, ["Nicholas Wit", "Mikolaj Wit"], "Polish glass painter",
                "Q950122", "Q950215", "1380", "1441"),
    "Q950406": ({"en": "Agnes Mackintyre"}, [], "Scottish stained-glass designer", "Q950123", "Q950216",
                "1848-05-12", "1921-10-03"),
    "Q950407": ({"en": "Hugh Lorimer Baird"}, ["Hugh Baird"], "Scottish glazier", "Q950121", "Q950216",
                "1839-11-27", "1906-02-14"),
}
# window: ({language: label}, aliases, description, class, [(creator, role)], [(location, from or None, until or None)]
#          (the last is the current one), inception year, height m, width m, panels, materials, depicts,
#          commissioned by or None, (heritage designation, since) or None)
SG_WINDOWS = {
    "Q950601": ({"en": "Rose of the Apostles", "fr": "Rose des Apôtres"}, [],
                "rose window in Saint-Aignan-des-Prés, Chartres, c. 1175", "Q950102", [("Q950401", "Q950122")],
                [("Q950301", None, None)], "1175", "8.4", "8.4", 37, ["Q950130"], ["Q950158", "Q950150"], "Q950502",
                ("Q950140", "1862")),
    "Q950602": ({"en": "Jesse Window of Saint-Aignan", "fr": "Vitrail de l'Arbre de Jessé de Saint-Aignan"}, [],
                "Jesse window in Saint-Aignan-des-Prés, Chartres, c. 1180", "Q950104", [("Q950401", "Q950122")],
                [("Q950301", None, None)], "1180", "9.6", "2.3", 24, ["Q950130"], ["Q950156", "Q950150"], "Q950502",
                ("Q950140", "1862")),
    "Q950603": ({"en": "Saint George Window"}, ["Dragon Window"], "lancet window in All Saints, Fishergate, York, "
                "c. 1355", "Q950103", [("Q950402", "Q950121"), ("Q950402", "Q950122")], [("Q950302", None, None)],
                "1355", "6.2", "1.4", 12, ["Q950130", "Q950131"], ["Q950151"], None, ("Q950141", "1954")),
    "Q950604": ({"en": "Saint George Window", "no": "Sankt Georgs-vinduet"}, [],
                "grisaille window in St Eystein's Church, Trondheim, c. 1225", "Q950105", [("Q950404", "Q950121")],
                [("Q950304", None, None)], "1225", "3.2", "0.9", 6, ["Q950130"], ["Q950151"], None, None),
    "Q950605": ({"en": "Saint Pharaildis Window", "nl": "Sint-Veerleraam"}, [],
                "lancet window in St Pharaildis Church, Ghent, c. 1395", "Q950103", [("Q950403", "Q950122")],
                [("Q950303", None, None)], "1395", "7.1", "1.6", 15, ["Q950130"], ["Q950152"], None,
                ("Q950142", "1938")),
    "Q950606": ({"en": "Olaf Window", "no": "Olavsvinduet"}, [], "grisaille window in St Eystein's Church, Trondheim, "
                "c. 1230", "Q950105", [("Q950404", "Q950121")], [("Q950304", None, None)], "1230", "3.8", "1.1", 8,
                ["Q950130"], ["Q950153"], None, None),
    "Q950607": ({"en": "Hedwig Window", "pl": "Witraż Świętej Jadwigi"}, [],
                "lancet window in St Hedwig's Church, Kraków, c. 1428", "Q950103", [("Q950405", "Q950122")],
                [("Q950305", None, None)], "1428", "5.5", "1.3", 18, ["Q950130", "Q950131"], ["Q950154"], None, None),
    "Q950608": ({"en": "Kraków Rose", "pl": "Rozeta krakowska"}, ["Krakow Rose"],
                "rose window in St Hedwig's Church, Kraków, c. 1435", "Q950102", [("Q950405", "Q950122")],
                [("Q950305", None, None)], "1435", "4.2", "4.2", 21, ["Q950130"], ["Q950150"], None, None),
    "Q950609": ({"en": "Clyde Shipwrights' Window"}, ["Shipwrights' Window"],
                "lancet window made for the Cathedral of St Blane, Glasgow, 1893", "Q950103",
                [("Q950406", "Q950120"), ("Q950407", "Q950121")], [("Q950307", "1893", "1968"), ("Q950306", "1968",
                                                                                                   None)],
                "1893", "5.8", "2.1", 9, ["Q950132"], ["Q950157"], "Q950501", None),
    "Q950610": ({"en": "Saint Mungo Window"}, ["Kentigern Window"], "lancet window in the Cathedral of St Blane, "
                "Glasgow, 1885", "Q950103", [("Q950406", "Q950120"), ("Q950407", "Q950121")],
                [("Q950307", None, None)], "1885", "6.6", "2.4", 6, ["Q950132", "Q950131"], ["Q950155"], None, None),
    "Q950611": ({"en": "Ghent Lancet"}, ["Flemish Lancet"], "Flemish lancet window, now in All Saints, Fishergate, "
                "York, c. 1402", "Q950103", [("Q950403", "Q950122")],
                [("Q950303", "1402", "1794"), ("Q950302", "1802", None)], "1402", "4.9", "1.2", 10, ["Q950130"],
                ["Q950159"], None, None),
}


def _sg(*ids: str) -> set[str]:
    return {WDE + i for i in ids}


def _sge(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (SG_ITEMS, SG_PEOPLE, SG_WINDOWS) if key in t)
    return _sg(key) | set(table[key][0].values()) | set(table[key][1])


def stainedglass_kg() -> str:
    """N-Triples of the stained-glass corner of a Wikidata-style KG (full statement model)."""
    g = Graph()
    wikibase = Wikibase(g)
    claim, item = wikibase.claim, wikibase.item

    def when(day: str) -> tuple[str, str]:
        return (f"{day}T00:00:00Z", "dateTime") if "-" in day else _yr(day)

    wikibase.properties(SG_PROPERTIES)
    for key, (labels, aliases, description, claims) in SG_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, (labels, aliases, description, occupation, birthplace, born, died) in SG_PEOPLE.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q950113"), claim(key, "P106", occupation)
        claim(key, "P19", birthplace), claim(key, "P569", when(born)), claim(key, "P570", when(died))
    for key, fields in SG_WINDOWS.items():
        (labels, aliases, description, cls, creators, locations, made, height, width, panels, materials, depicts,
         patron, heritage) = fields
        item(key, labels, aliases, description), claim(key, "P31", cls)
        for creator, role in creators:
            claim(key, "P170", creator, [("P3831", role)])
        for place, start, end in locations:
            qualifiers = ([("P580", _yr(start))] if start else []) + ([("P582", _yr(end))] if end else [])
            moved = len(locations) > 1
            current = end is None
            claim(key, "P276", place, qualifiers, "Preferred" if moved and current else "Normal", truthy=current)
        claim(key, "P571", _yr(made))
        claim(key, "P2048", (height, "decimal")), claim(key, "P2049", (width, "decimal"))
        claim(key, "P2635", (panels, "decimal"))
        for material in materials:
            claim(key, "P186", material)
        for subject in depicts:
            claim(key, "P180", subject)
        if patron:
            claim(key, "P88", patron)
        if heritage:
            claim(key, "P1435", heritage[0], [("P580", _yr(heritage[1]))])
    return g.text()


STAINEDGLASS_QUESTIONS = [
    ("Who made the Hedwig Window?", _sge("Q950405")),
    ("Who designed the Saint Mungo Window?", _sge("Q950406")),
    ("Who was the glazier of the Clyde Shipwrights' Window?", _sge("Q950407")),
    ("Which windows did Joos Vermeulen make?", _sg("Q950605", "Q950611")),
    ("Where is the Olaf Window?", _sge("Q950304")),
    ("Which windows are in St Hedwig's Church?", _sg("Q950607", "Q950608")),
    ("Which windows are in Ghent?", _sge("Q950605")),
    ("Where was the Ghent Lancet originally?", _sge("Q950303")),
    ("When was the Clyde Shipwrights' Window moved to the Glasgow Museum of Stained Glass?", {"1968-01-01T00:00:00Z"}),
    ("When was the Rose of the Apostles made?", {"1175-01-01T00:00:00Z"}),
    ("How tall is the Jesse Window of Saint-Aignan?", {"9.6"}),
    ("How many panels does the Kraków Rose have?", {"21"}),
    ("What does the Saint Pharaildis Window depict?", _sge("Q950152")),
    ("Which windows show the Virgin Mary?", _sg("Q950601", "Q950602", "Q950608")),
    ("Which windows depict Saint George?", _sg("Q950603", "Q950604")),
    ("Who commissioned the Clyde Shipwrights' Window?", _sge("Q950501")),
    ("What heritage status does the Rose of the Apostles have?", _sge("Q950140")),
    ("Since when has the Saint Pharaildis Window been a protected monument?", {"1938-01-01T00:00:00Z"}),
    ("Which rose windows are there?", _sg("Q950601", "Q950608")),
    ("Which lancet windows are there?", _sg("Q950602", "Q950603", "Q950605", "Q950607", "Q950609", "Q950610",
                                            "Q950611")),
    ("What kind of window is the Olaf Window?", _sge("Q950105")),
    ("Who made the Saint George Window in Trondheim?", _sge("Q950404")),
    ("When was the Saint George Window in York made?", {"1355-01-01T00:00:00Z"}),
    ("When was Agnes Mackintyre born?", {"1848-05-12T00:00:00Z"}),
    ("Where was Mikołaj Wit born?", _sge("Q950215")),
    ("When did Hugh Lorimer Baird die?", {"1906-02-14T00:00:00Z"}),
    ("Which is the oldest window?", _sge("Q950601")),
    ("Which is the tallest window?", _sge("Q950602")),
    ("Which windows were made after 1400?", _sg("Q950607", "Q950608", "Q950609", "Q950610", "Q950611")),
    ("How many windows are there in the Cathedral of St Blane?", {"1"}),
    ("How many windows depict the Virgin Mary?", {"3"}),
    ("In which country is St Eystein's Church?", _sge("Q950204")),
    ("In which city is the Kraków Rose?", _sge("Q950215")),
    ("Which windows are in the United Kingdom?", _sg("Q950603", "Q950609", "Q950610", "Q950611")),
    ("Where was the glass painter of the Saint Pharaildis Window born?", _sge("Q950213")),
    ("What is the Polish name of the Hedwig Window?", {"Witraż Świętej Jadwigi"}),
    ("who made the olaf window", _sge("Q950404")),
    ("How tall is the Rose of the Apostels?", {"8.4"}),  # misspelt: Apostles
    ("Which company last cleaned the Olaf Window?", set()),  # no maintenance records
    ("How many visitors see the Jesse Window of Saint-Aignan each year?", set()),  # no visitor numbers
    ("How much lead was used in the Hedwig Window?", set()),  # no quantities of material
]
STAINEDGLASS_MADE_UP = ["Who made the Rose of the Martyrs?", "Where is the Saint Olaf Lancet?",
                        "Which windows did Joos Skelton make?", "When was Agnes Vermeulen born?",
                        "Where is the Bergen Rose?", "Who commissioned the Tanners' Window?"]
STAINEDGLASS_GRAPHS = [
    ('[("Rose of the Apostles", "painted by", ?x)]', _sge("Q950401")),
    ('[("Saint Mungo Window", "year made", ?x)]', {"1885-01-01T00:00:00Z"}),
    ('[(?x, "shows", "Saint Olaf")]', _sg("Q950606")),
    ('[("Hedwig Window", "how wide", ?x)]', {"1.3"}),
    ('[("Robert Skelton", "native town", ?x)]', _sge("Q950212")),
    ('[(?x, "installed in", "St Hedwig\'s Church")]', _sg("Q950607", "Q950608")),
    ('[("Olaf Window", "painted by", ?p), (?p, "death year", ?x)]', {"1231-01-01T00:00:00Z"}),
    ('[("Saint Pharaildis Window", "installed in", ?c), (?c, "town", ?x)]', _sge("Q950213")),
    ('[(?w, "shows", "Virgin Mary"), (?w, "how tall", ?x)]', {"8.4", "9.6", "4.2"}),
    ('[(?w, "painted by", "Agnes Mackintyre"), (?w, "panel count", ?x)]', {"9", "6"}),
    ('[("Kraków Rose", "installed in", ?c), (?c, "dates from", ?x)]', {"1410-01-01T00:00:00Z"}),
    ('[(?w, "kind", "rose window"), (?w, "installed in", ?x)]', _sg("Q950301", "Q950305")),
]

KGS_AD = {"passes": (passes_kg, PASSES_QUESTIONS, PASSES_MADE_UP, PASSES_GRAPHS),
          "clocktowers": (clocktowers_kg, CLOCKTOWERS_QUESTIONS, CLOCKTOWERS_MADE_UP, CLOCKTOWERS_GRAPHS),
          "textilemills": (textilemills_kg, TEXTILEMILLS_QUESTIONS, TEXTILEMILLS_MADE_UP, TEXTILEMILLS_GRAPHS),
          "carousels": (carousels_kg, CAROUSELS_QUESTIONS, CAROUSELS_MADE_UP, CAROUSELS_GRAPHS),
          "stainedglass": (stainedglass_kg, STAINEDGLASS_QUESTIONS, STAINEDGLASS_MADE_UP, STAINEDGLASS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AD, __doc__)
