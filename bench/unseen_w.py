"""A twenty-third batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_v.py):

- `bridges`: a bridge register with NO labels at all: every name is a lower-case snake_case IRI slug under a
  path per kind (`…/bridge/carrick_suspension_bridge`, `…/engineer/hector_lauder`, `…/firm/arrol_and_baird`,
  `…/river/carrick_water`, `…/place/port_ellery`, `…/traffic/rail`), accents percent-encoded
  (`…/bridge/pont_de_la_s%C3%A8vre`, `…/bridge/wildachbr%C3%BCcke`, `…/bridge/s%C3%B8rsund_bru`,
  `…/engineer/ma%C3%ABlle_durand`, `…/place/br%C3%BCnnwil`); bridge kinds are classes (`SuspensionBridge`,
  `CableStayedBridge`, `ArchBridge`, `TrussBridge`, `BeamBridge` ⊂ `Bridge`, `…/ont#`); bridges have
  `crosses` a river, `located_in` a town, `opened` xsd:gYear, `main_span_m` / `total_length_m` xsd:decimal,
  `deck_material` strings, one or two `carries` (road, rail, pedestrians) and `built_by` a firm; designers
  state `designed` the bridges they designed (bridges do not list designers; one bridge has two), with `born`
  xsd:gYear and `nationality` a country; firms have `founded` xsd:gYear and `headquarters`; towns and rivers
  are `in_country`; two bridges are both "Ferry Row Bridge", told apart by the year in their slugs
  (`…/bridge/ferry_row_bridge_1887`, demolished on an xsd:date, and `…/bridge/ferry_row_bridge_1994`, which
  `replaces` it; stated forward only);
- `perfumery`: a French perfume database with opaque numeric IRIs (`…/id/506`) and a FRENCH vocabulary of its
  own (`…/def#maison`, `#parfumeur`, `#anneeLancement`, `#noteDeTete`, `#noteDeCoeur`, `#noteDeFond`,
  `#familleOlfactive`, `#contenanceMl`, `#siege`, `#anneeFondation`, `#groupe`, `#anneeNaissance`):
  perfumes, houses, cities, notes and olfactive families named by `skos:prefLabel` in @fr or @it, with an @en
  name for some ("Iris de Minuit" / "Midnight Iris"; "Encens Sacré" and "Vetiver Imperiale" have none) and
  `skos:altLabel` aliases ("Officina San Marco", "Imperiale"); notes and families are `skos:Concept`s
  labelled @fr and @it with English aliases ("vétiver"@fr / "vetiver"@it, alias "khus"@en; "iris" alias
  "orris"@en), one family `skos:broader` another (floral boisé ⊂ floral); perfumers are named by a plain
  `skos:prefLabel`; perfumes have one or two `parfumeur`s, several notes per tier, `concentration` strings,
  `anneeLancement` xsd:gYear and `contenanceMl` xsd:integer; two perfumes are both called "Ambra" (Officina
  Profumiera di San Marco, 1998; Casa Vetiveria, 2021);
- `esports`: an esports results archive in schema.org with slug IRIs (`…/tournament/apex-masters-berlin`,
  `…/team/hanbit-tigers`, `…/player/park-seo-yeon`, `…/game/rift-legends`) named by `schema:name`: tournaments
  are `schema:SportsEvent`s with `schema:startDate` / `schema:endDate` xsd:date, `schema:location` a city,
  `schema:organizer`, `schema:about` the game, several `schema:competitor` teams and `…/vocab#prizePoolUsd`
  xsd:integer; results are n-ary `…/vocab#Placement` nodes with IRIs of their own (`event`, `team`, `rank`,
  `prizeMoneyUsd` xsd:integer); team rosters use the schema.org Role pattern (team `schema:member` an
  `schema:OrganizationRole` that has `schema:member` the player, `schema:roleName`, `schema:startDate` and,
  for former members, `schema:endDate`); players have a gamer tag as `schema:alternateName`,
  `schema:nationality` and `schema:birthDate`; teams have `schema:location`, `schema:foundingDate` xsd:gYear and
  one or two `schema:sport` games; games `schema:publisher` and `schema:genre`; two tournaments are both called
  "Northern Clash" (2019 in Stockholm on Vanguard Protocol, 2023 in Katowice on Rift Legends);
- `fossils`: a museum's fossil collection exported from a relational database by the W3C Direct Mapping:
  row IRIs `…/db/specimen/id=1003`, classes named after tables, every column a property `…/db/<table>#<column>`
  (ids and foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object
  properties; names sit in a different column per table: `specimen#catalogue_number` ("PV R 1183"),
  `taxon#scientific_name` (with `common_name` for some), `formation#formation_name`, `period#period_name`,
  `locality#locality_name`, `collector#full_name`; specimens have `ref-taxon_id`, `ref-formation_id`,
  `ref-locality_id`, `ref-collector_id`, `date_collected` xsd:date, `length_mm` xsd:decimal, `is_holotype` /
  `on_display` xsd:boolean and an `element` string; species point to their genus (`ref-parent_id`); formations
  to a period (with `start_ma` / `end_ma` xsd:decimal); two collectors are both "Edward Harland" (born 1841 and
  1903);
- `cocktails`: a Wikibase-style cocktail wiki (`…/entity/Q611`, `…/entity/P186`) with truthy claims
  (`…/prop/direct/P186`) and full statements (`…/prop/P186` → statement node → `…/prop/statement/P186`, with
  qualifiers `…/prop/qualifier/P1114` quantity in millilitres on ingredients and `P580` / `P582` start / end
  times on employers; an ended employment is normal-rank and has no truthy claim); property entities carry
  `rdfs:label`@en, `skos:altLabel` aliases, `schema:description` and the wikibase links; items are named by
  `rdfs:label`@en (some also @es / @fr) with aliases ("Golden Smoke") and descriptions and typed only by P31;
  ingredients are P279 subclasses of spirit / liqueur / mixer / syrup / bitters; who invented a cocktail is
  stated only from the bartender's side (P800 `notable work`); one cocktail has no known inventor; a bar and a
  cocktail are both called "Copper Fox" (the cocktail was created at the bar).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_w.py [--json]
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

# ---- bridges (a bridge register with no labels: snake_case slugs, percent-encoded accents, class per kind) -----
BG = "https://bridge-register.example.org/"
BGO = "https://bridge-register.example.org/ont#"
SEVRE, BOURG_LEON, GILLES = "la_s%C3%A8vre_noire", "bourg-l%C3%A9on", "entreprise_gilles_fr%C3%A8res"
PONT_SEVRE, WILDACH_BRIDGE, SCHONTAL = "pont_de_la_s%C3%A8vre", "wildachbr%C3%BCcke", "sch%C3%B6ntal_viadukt"
SORSUND, BRUNNWIL = "s%C3%B8rsund_bru", "br%C3%BCnnwil"
EMILE, MAELLE, JORG, KONRAD = ("%C3%A9mile_ferrand", "ma%C3%ABlle_durand", "j%C3%B6rg_weidmann",
                               "konrad_br%C3%A4ndli")
BG_CLASSES = {"Bridge": None, "SuspensionBridge": "Bridge", "CableStayedBridge": "Bridge", "ArchBridge": "Bridge",
              "TrussBridge": "Bridge", "BeamBridge": "Bridge"}
BG_COUNTRIES = ["scotland", "france", "switzerland", "norway", "canada"]
BG_TOWNS = {"kelvinhaugh": "scotland", "port_ellery": "scotland", BOURG_LEON: "france", BRUNNWIL: "switzerland",
            "trondvik": "norway", "fort_mcalister": "canada"}  # town: country
BG_RIVERS = {"carrick_water": "scotland", "river_morra": "scotland", SEVRE: "france", "wildach": "switzerland",
             "trondelva": "norway", "mcalister_river": "canada", "elbow_creek": "canada"}  # river: country
BG_TRAFFIC = ["road", "rail", "pedestrians"]
BG_FIRMS = {"arrol_and_baird": ("1858", "kelvinhaugh"), "clyde_girder_company": ("1869", "port_ellery"),
            "northgate_civil": ("1972", "kelvinhaugh"), GILLES: ("1903", BOURG_LEON),
            "hoch_und_tiefbau_amsler": ("1899", BRUNNWIL), "nordfjell_anlegg": ("1946", "trondvik"),
            "dominion_bridge_works": ("1882", "fort_mcalister")}  # firm: (founded, headquarters)
# bridge: (class, river, town, opened, main span m, total length m, deck material, carries, built by,
#          replaces or None, demolished on or None)
BG_BRIDGES = {
    "carrick_suspension_bridge": ("SuspensionBridge", "carrick_water", "kelvinhaugh", "1889", "214", "412.5",
                                  "wrought iron", ["road", "pedestrians"], "arrol_and_baird", None, None),
    "morra_viaduct": ("ArchBridge", "river_morra", "port_ellery", "1871", "24.4", "380", "sandstone", ["rail"],
                      "arrol_and_baird", None, None),
    "ferry_row_bridge_1887": ("TrussBridge", "river_morra", "port_ellery", "1887", "61", "183", "wrought iron",
                              ["road"], "clyde_girder_company", None, "1995-03-12"),
    "ferry_row_bridge_1994": ("CableStayedBridge", "river_morra", "port_ellery", "1994", "156", "310.4", "steel",
                              ["road", "pedestrians"], "northgate_civil", "ferry_row_bridge_1887", None),
    PONT_SEVRE: ("ArchBridge", SEVRE, BOURG_LEON, "1912", "96.5", "240", "reinforced concrete", ["road"], GILLES,
                 None, None),
    "passerelle_des_tanneurs": ("BeamBridge", SEVRE, BOURG_LEON, "2008", "48", "72.6", "steel", ["pedestrians"],
                                GILLES, None, None),
    WILDACH_BRIDGE: ("ArchBridge", "wildach", BRUNNWIL, "1930", "112", "178", "reinforced concrete", ["road"],
                     "hoch_und_tiefbau_amsler", None, None),
    SCHONTAL: ("TrussBridge", "wildach", BRUNNWIL, "1906", "72", "265", "steel", ["rail"], "hoch_und_tiefbau_amsler",
               None, None),
    "trondelva_bru": ("SuspensionBridge", "trondelva", "trondvik", "1967", "390", "620", "steel", ["road"],
                      "nordfjell_anlegg", None, None),
    SORSUND: ("CableStayedBridge", "trondelva", "trondvik", "2011", "280", "655.4", "steel and concrete",
              ["road", "pedestrians"], "nordfjell_anlegg", None, None),
    "mcalister_river_bridge": ("TrussBridge", "mcalister_river", "fort_mcalister", "1929", "152.4", "457", "steel",
                               ["rail", "road"], "dominion_bridge_works", None, None),
    "elbow_creek_footbridge": ("BeamBridge", "elbow_creek", "fort_mcalister", "2016", "38.5", "95", "timber",
                               ["pedestrians"], "dominion_bridge_works", None, None),
}
BG_ENGINEERS = {  # engineer: (born, nationality, bridges designed)
    "hector_lauder": ("1842", "scotland", ["carrick_suspension_bridge", "morra_viaduct"]),
    "walter_ingram": ("1840", "scotland", ["ferry_row_bridge_1887"]),
    "fiona_rennie": ("1951", "scotland", ["ferry_row_bridge_1994", SORSUND]),
    EMILE: ("1868", "france", [PONT_SEVRE]),
    MAELLE: ("1974", "france", ["passerelle_des_tanneurs", "elbow_creek_footbridge"]),
    JORG: ("1891", "switzerland", [WILDACH_BRIDGE]),
    KONRAD: ("1859", "switzerland", [SCHONTAL]),
    "sigrun_haugland": ("1921", "norway", ["trondelva_bru"]),
    "ola_bakken": ("1965", "norway", [SORSUND]),
    "george_lindqvist": ("1882", "canada", ["mcalister_river_bridge"]),
}


def _bg(kind: str, *slugs: str) -> set[str]:
    return {f"{BG}{kind}/{s}" for s in slugs}


def bridges_kg() -> str:
    """N-Triples of the bridge register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, slug: str, cls: str) -> str:
        g.add(f"{BG}{kind}/{slug}", RDF_TYPE, BGO + cls)
        return f"{BG}{kind}/{slug}"

    def rel(s: str, p: str, kind: str, slug: str) -> None:
        g.add(s, BGO + p, f"{BG}{kind}/{slug}")

    for cls, sup in BG_CLASSES.items():
        if sup:
            g.add(BGO + cls, RDFS + "subClassOf", BGO + sup)
    for key in BG_COUNTRIES:
        typed("place", key, "Country")
    for key, country in BG_TOWNS.items():
        rel(typed("place", key, "Town"), "in_country", "place", country)
    for key, country in BG_RIVERS.items():
        rel(typed("river", key, "River"), "in_country", "place", country)
    for key in BG_TRAFFIC:
        typed("traffic", key, "TrafficType")
    for key, (founded, hq) in BG_FIRMS.items():
        f = typed("firm", key, "ConstructionFirm")
        g.add(f, BGO + "founded", _typed(founded, "gYear")), rel(f, "headquarters", "place", hq)
    for key, fields in BG_BRIDGES.items():
        cls, river, town, opened, span, length, material, carries, firm, replaces, demolished = fields
        b = typed("bridge", key, cls)
        rel(b, "crosses", "river", river), rel(b, "located_in", "place", town)
        g.add(b, BGO + "opened", _typed(opened, "gYear")), g.add(b, BGO + "main_span_m", _typed(span, "decimal"))
        g.add(b, BGO + "total_length_m", _typed(length, "decimal")), g.add(b, BGO + "deck_material", _lit(material))
        for traffic in carries:
            rel(b, "carries", "traffic", traffic)
        rel(b, "built_by", "firm", firm)
        if replaces:
            rel(b, "replaces", "bridge", replaces)
        if demolished:
            g.add(b, BGO + "demolished_on", _typed(demolished, "date"))
    for key, (born, nationality, designed) in BG_ENGINEERS.items():
        e = typed("engineer", key, "Engineer")
        g.add(e, BGO + "born", _typed(born, "gYear")), rel(e, "nationality", "place", nationality)
        for bridge in designed:
            rel(e, "designed", "bridge", bridge)
    return g.text()


BRIDGES_QUESTIONS = [
    ("Which river does the Carrick Suspension Bridge cross?", _bg("river", "carrick_water")),
    ("When did the Morra Viaduct open?", {"1871"}),
    ("How long is the main span of Trondelva Bru?", {"390"}),
    ("What is the total length of Sørsund Bru?", {"655.4"}),
    ("What is the deck of the Schöntal Viadukt made of?", {"steel"}),
    ("Who designed the Wildachbrücke?", _bg("engineer", JORG)),
    ("Which bridges did Hector Lauder design?", _bg("bridge", "carrick_suspension_bridge", "morra_viaduct")),
    ("Which company built Pont de la Sèvre?", _bg("firm", GILLES)),
    ("Which bridges did Dominion Bridge Works build?", _bg("bridge", "mcalister_river_bridge",
                                                           "elbow_creek_footbridge")),
    ("In which town is the Passerelle des Tanneurs?", _bg("place", BOURG_LEON)),
    ("In which country is the McAlister River Bridge?", _bg("place", "canada")),
    ("Which bridge replaced the Ferry Row Bridge of 1887?", _bg("bridge", "ferry_row_bridge_1994")),
    ("Which bridge did the 1994 Ferry Row Bridge replace?", _bg("bridge", "ferry_row_bridge_1887")),
    ("When was the old Ferry Row Bridge demolished?", {"1995-03-12"}),
    ("Who designed the Ferry Row Bridge that opened in 1994?", _bg("engineer", "fiona_rennie")),
    ("Which suspension bridges are there?", _bg("bridge", "carrick_suspension_bridge", "trondelva_bru")),
    ("Which bridges carry trains?", _bg("bridge", "morra_viaduct", SCHONTAL, "mcalister_river_bridge")),
    ("Which bridges cross the Wildach?", _bg("bridge", WILDACH_BRIDGE, SCHONTAL)),
    ("Which is the longest bridge?", _bg("bridge", SORSUND)),
    ("Which bridge has the longest main span?", _bg("bridge", "trondelva_bru")),
    ("Which is the oldest bridge?", _bg("bridge", "morra_viaduct")),
    ("How many bridges cross the Trondelva?", {"2"}),
    ("How many bridges did Maëlle Durand design?", {"2"}),
    ("When was Sigrun Haugland born?", {"1921"}),
    ("What nationality is Konrad Brändli?", _bg("place", "switzerland")),
    ("When was Nordfjell Anlegg founded?", {"1946"}),
    ("Where is Arrol and Baird based?", _bg("place", "kelvinhaugh")),
    ("Which bridges opened after 2000?", _bg("bridge", "passerelle_des_tanneurs", SORSUND, "elbow_creek_footbridge")),
    ("Which arch bridges are in France?", _bg("bridge", PONT_SEVRE)),
    ("Who designed Sørsund Bru?", _bg("engineer", "ola_bakken", "fiona_rennie")),
    ("When was the designer of the Morra Viaduct born?", {"1842"}),
    ("Which bridges were designed by Norwegian engineers?", _bg("bridge", "trondelva_bru", SORSUND)),
    ("Where is the firm that built the Wildachbrücke based?", _bg("place", BRUNNWIL)),
    ("what does the mcalister river bridge carry", _bg("traffic", "rail", "road")),
    ("who designed the elbow creek footbrige", _bg("engineer", MAELLE)),  # misspelt: footbridge
    ("Which cable-stayed bridges are there?", _bg("bridge", "ferry_row_bridge_1994", SORSUND)),
    ("How much did the Carrick Suspension Bridge cost to build?", set()),  # no costs
    ("How many vehicles cross Trondelva Bru each day?", set()),  # no traffic counts
    ("When did Hector Lauder die?", set()),  # birth years only
]
BRIDGES_MADE_UP = ["Who designed the Carrick Viaduct?", "When did the Ferry Row Bridge 1923 open?",
                   "Which bridges did Hector Rennie design?", "Which river does Pont de la Loue cross?",
                   "When did Sørvik Bru open?", "Which bridges did Alpine Bridge Works build?"]
BRIDGES_GRAPHS = [
    ('[("Carrick Suspension Bridge", "spans river", ?x)]', _bg("river", "carrick_water")),
    ('[(?x, "engineer behind", "Schöntal Viadukt")]', _bg("engineer", KONRAD)),
    ('[("Pont de la Sèvre", "year opened", ?x)]', {"1912"}),
    ('[("McAlister River Bridge", "main span length", ?x)]', {"152.4"}),
    ('[("Elbow Creek Footbridge", "constructed by", ?x)]', _bg("firm", "dominion_bridge_works")),
    ('[("Hector Lauder", "year of birth", ?x)]', {"1842"}),
    ('[(?b, "constructed by", "Nordfjell Anlegg"), (?b, "year opened", ?x)]', {"1967", "2011"}),
    ('[("Wildachbrücke", "constructed by", ?f), (?f, "established", ?x)]', {"1899"}),
    ('[(?e, "engineer behind", "Trondelva Bru"), (?e, "citizenship", ?x)]', _bg("place", "norway")),
    ('[("Ferry Row Bridge 1994", "took the place of", ?b), (?b, "designed by", ?x)]',
     _bg("engineer", "walter_ingram")),
    ('[(?b, "spans river", "River Morra"), (?b, "total length", ?x)]', {"380", "183", "310.4"}),
    ('[("Passerelle des Tanneurs", "town", ?t), (?t, "country", ?x)]', _bg("place", "france")),
]

# ---- perfumery (opaque numeric ids, French vocabulary, skos:prefLabel @fr/@it/@en, altLabel aliases) ---------
PF = "https://parfums.example.fr/id/"
PFV = "https://parfums.example.fr/def#"
PF_CITIES = {"201": ({"fr": "Paris", "it": "Parigi", "en": "Paris"}, []), "202": ({"fr": "Grasse"}, []),
             "204": ({"it": "Venezia", "fr": "Venise", "en": "Venice"}, []),
             "205": ({"it": "Milano", "en": "Milan"}, [])}  # city: ({language: prefLabel}, [(altLabel, language)])
PF_GROUPS = {"601": ({"fr": "Groupe Lumière", "en": "Lumière Group"}, [], "1987")}  # group: (labels, aliases, founded)
PF_HOUSES = {  # house: ({language: prefLabel}, [(altLabel, language)], city, founded, group or None)
    "101": ({"fr": "Maison Delaroche"}, [], "201", "1889", "601"),
    "102": ({"fr": "Parfums Lunaires", "en": "Lunar Perfumes"}, [], "202", "1971", None),
    "103": ({"it": "Officina Profumiera di San Marco", "en": "St Mark's Perfume Workshop"},
            [("Officina San Marco", "it")], "204", "1612", None),
    "104": ({"it": "Casa Vetiveria"}, [], "205", "1994", None),
    "105": ({"fr": "Atelier Ambrette"}, [("Ambrette Paris", "fr")], "201", "2012", "601"),
}
PF_PERFUMERS = {"401": ("Hélène Marceau", "1958"), "402": ("Baptiste Loriot", "1976"),
                "403": ("Giulia Ferraresi", "1949"), "404": ("Matteo Contarini", "1969"),
                "405": ("Sabine Aubert-Roux", "1981"), "406": ("Luca Benedetti", "1985")}  # perfumer: (name, born)
PF_NOTES = {  # note: ({language: prefLabel}, [(altLabel, language)])
    "701": ({"fr": "bergamote", "it": "bergamotto"}, [("bergamot", "en")]),
    "702": ({"fr": "rose", "it": "rosa"}, [("rose", "en")]),
    "703": ({"fr": "vétiver", "it": "vetiver"}, [("vetiver", "en"), ("khus", "en")]),
    "704": ({"fr": "ambre gris", "it": "ambra grigia"}, [("ambergris", "en")]),
    "705": ({"fr": "iris", "it": "iris"}, [("orris", "en")]),
    "706": ({"fr": "santal", "it": "sandalo"}, [("sandalwood", "en")]),
    "707": ({"fr": "fleur d'oranger", "it": "fiori d'arancio"}, [("orange blossom", "en")]),
    "708": ({"fr": "fève tonka", "it": "fava tonka"}, [("tonka bean", "en")]),
    "709": ({"fr": "patchouli", "it": "patchouli"}, [("patchouli", "en")]),
    "710": ({"fr": "encens", "it": "incenso"}, [("incense", "en"), ("frankincense", "en"), ("olibanum", "en")]),
}
PF_FAMILIES = {  # olfactive family: ({language: prefLabel}, [(altLabel, language)], broader or None)
    "801": ({"fr": "boisé", "it": "legnoso"}, [("woody", "en")], None),
    "802": ({"fr": "floral", "it": "floreale"}, [("floral", "en")], None),
    "803": ({"fr": "hespéridé", "it": "esperidato"}, [("citrus", "en")], None),
    "804": ({"fr": "ambré", "it": "ambrato"}, [("amber", "en"), ("oriental", "en")], None),
    "805": ({"fr": "chypre", "it": "cipriato"}, [("chypre", "en")], None),
    "806": ({"fr": "floral boisé", "it": "floreale legnoso"}, [("woody floral", "en")], "802"),
}
# perfume: ({language: prefLabel}, [(altLabel, language)], house, perfumers, launched, concentration, family,
#           top notes, heart notes, base notes, bottle ml)
PF_PERFUMES = {
    "501": ({"fr": "Nuit de Santal", "en": "Sandalwood Night"}, [], "101", ["401"], "2009", "eau de parfum", "801",
            ["701"], ["702"], ["706", "708"], 100),
    "502": ({"it": "Ambra"}, [], "103", ["403"], "1998", "extrait de parfum", "804", ["701"], ["710"],
            ["704", "708"], 50),
    "503": ({"it": "Ambra"}, [], "104", ["404"], "2021", "eau de parfum", "804", ["707"], ["702"], ["704", "709"], 100),
    "504": ({"fr": "Jardin d'Oranger", "en": "Orange Blossom Garden"}, [("Jardin", "fr")], "102", ["402"], "2014",
            "eau de toilette", "802", ["701"], ["707"], ["703"], 100),
    "505": ({"it": "Vetiver Imperiale"}, [("Imperiale", "it")], "104", ["404", "406"], "2003", "eau de parfum", "801",
            ["701"], ["705"], ["703", "709"], 75),
    "506": ({"fr": "Iris de Minuit", "en": "Midnight Iris"}, [], "105", ["405"], "2017", "eau de parfum", "806",
            ["701"], ["705", "702"], ["706"], 50),
    "507": ({"it": "Acqua di San Marco", "en": "St Mark's Water"}, [], "103", ["403"], "1921", "eau de Cologne",
            "803", ["701"], ["707"], ["710"], 200),
    "508": ({"fr": "Encens Sacré"}, [], "101", ["401", "405"], "2019", "extrait de parfum", "804", ["710"], ["705"],
            ["704", "706"], 30),
    "509": ({"it": "Rosa Veneziana", "en": "Venetian Rose"}, [], "103", ["406"], "2011", "eau de parfum", "802",
            ["701"], ["702"], ["709"], 100),
    "510": ({"fr": "Cuir de Lune"}, [], "102", ["402"], "2022", "eau de parfum", "805", ["701"], ["705"],
            ["709", "708"], 100),
    "511": ({"fr": "Fleur de Tonka"}, [], "105", ["405"], "2020", "eau de toilette", "804", ["707"], ["702"], ["708"],
            100),
}


def _pf(*ids: str) -> set[str]:
    return {PF + i for i in ids}


def _pfe(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabels and its aliases."""
    if key in PF_PERFUMERS:
        return _pf(key) | {PF_PERFUMERS[key][0]}
    table = next(t for t in (PF_CITIES, PF_GROUPS, PF_HOUSES, PF_NOTES, PF_FAMILIES, PF_PERFUMES) if key in t)
    labels, aliases = table[key][0], table[key][1]
    return _pf(key) | set(labels.values()) | {alias for alias, _ in aliases}


def perfumery_kg() -> str:
    """N-Triples of the perfume database."""
    g = Graph()

    def named(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(PF + key, RDF_TYPE, PFV + cls)
        for lang, label in labels.items():
            g.add(PF + key, SKOS + "prefLabel", _lit(label, lang))
        for alias, lang in aliases:
            g.add(PF + key, SKOS + "altLabel", _lit(alias, lang))
        return PF + key

    for key, (labels, aliases) in PF_CITIES.items():
        named(key, "Ville", labels, aliases)
    for key, (labels, aliases, founded) in PF_GROUPS.items():
        g.add(named(key, "Groupe", labels, aliases), PFV + "anneeFondation", _typed(founded, "gYear"))
    for key, (labels, aliases, city, founded, group) in PF_HOUSES.items():
        h = named(key, "Maison", labels, aliases)
        g.add(h, PFV + "siege", PF + city), g.add(h, PFV + "anneeFondation", _typed(founded, "gYear"))
        if group:
            g.add(h, PFV + "groupe", PF + group)
    for key, (name, born) in PF_PERFUMERS.items():
        g.add(PF + key, RDF_TYPE, PFV + "Parfumeur"), g.add(PF + key, SKOS + "prefLabel", _lit(name))
        g.add(PF + key, PFV + "anneeNaissance", _typed(born, "gYear"))
    for key, (labels, aliases) in PF_NOTES.items():
        g.add(named(key, "Note", labels, aliases), RDF_TYPE, SKOS + "Concept")
    for key, (labels, aliases, broader) in PF_FAMILIES.items():
        f = named(key, "FamilleOlfactive", labels, aliases)
        g.add(f, RDF_TYPE, SKOS + "Concept")
        if broader:
            g.add(f, SKOS + "broader", PF + broader)
    for key, fields in PF_PERFUMES.items():
        labels, aliases, house, perfumers, launched, concentration, family, top, heart, base, ml = fields
        p = named(key, "Parfum", labels, aliases)
        g.add(p, PFV + "maison", PF + house)
        for perfumer in perfumers:
            g.add(p, PFV + "parfumeur", PF + perfumer)
        g.add(p, PFV + "anneeLancement", _typed(launched, "gYear")), g.add(p, PFV + "concentration", _lit(concentration))
        g.add(p, PFV + "familleOlfactive", PF + family)
        for prop, notes in (("noteDeTete", top), ("noteDeCoeur", heart), ("noteDeFond", base)):
            for note in notes:
                g.add(p, PFV + prop, PF + note)
        g.add(p, PFV + "contenanceMl", _typed(ml, "integer"))
    return g.text()


PERFUMERY_QUESTIONS = [
    ("Which house makes Nuit de Santal?", _pfe("101")),
    ("Who created Vetiver Imperiale?", _pf("404", "406")),
    ("When was Midnight Iris launched?", {"2017"}),
    ("What concentration is Encens Sacré?", {"extrait de parfum"}),
    ("What are the base notes of Nuit de Santal?", _pf("706", "708")),
    ("What is the top note of Jardin d'Oranger?", _pfe("701")),
    ("Which perfumes have sandalwood as a base note?", _pf("501", "506", "508")),
    ("Which perfumes contain ambergris?", _pf("502", "503", "508")),
    ("Which perfumes did Sabine Aubert-Roux compose?", _pf("506", "508", "511")),
    ("Where is Casa Vetiveria based?", _pfe("205")),
    ("When was the Officina Profumiera di San Marco founded?", {"1612"}),
    ("Which perfume houses belong to Groupe Lumière?", _pf("101", "105")),
    ("Which perfumes does Parfums Lunaires sell?", _pf("504", "510")),
    ("Who made the Ambra launched in 2021?", _pfe("404")),
    ("Which house released the 1998 Ambra?", _pfe("103")),
    ("What olfactive family is Cuir de Lune?", _pfe("805")),
    ("Which perfumes are woody?", _pf("501", "505")),
    ("Which perfumes are florals?", _pf("504", "506", "509")),
    ("What is the oldest perfume?", _pfe("507")),
    ("Which is the newest perfume?", _pfe("510")),
    ("How many perfumes has Casa Vetiveria released?", {"2"}),
    ("How many perfumes did Baptiste Loriot create?", {"2"}),
    ("When was Giulia Ferraresi born?", {"1949"}),
    ("What is vetiver called in French?", {"vétiver"}),
    ("What is the Italian name of Venice?", {"Venezia"}),
    ("What is the English name of Acqua di San Marco?", {"St Mark's Water"}),
    ("Which perfumes have orris in the heart?", _pf("505", "506", "508", "510")),
    ("Which perfumes were launched before 2000?", _pf("502", "507")),
    ("In which city is the house that makes Rosa Veneziana?", _pfe("204")),
    ("Which perfumers have worked for Maison Delaroche?", _pf("401", "405")),
    ("When was the perfumer of Venetian Rose born?", {"1985"}),
    ("What size bottle does Encens Sacré come in?", {"30"}),
    ("Which perfumes are eaux de toilette?", _pf("504", "511")),
    ("which perfumes does atelier ambrette make", _pf("506", "511")),
    ("who created iris de minuet", _pfe("405")),  # misspelt: Minuit
    ("Which perfume houses are based in Paris?", _pf("101", "105")),
    ("How much does a bottle of Nuit de Santal cost?", set()),  # no prices
    ("Which celebrities wear Rosa Veneziana?", set()),  # no wearers
    ("How many people work at Casa Vetiveria?", set()),  # no staff numbers
]
PERFUMERY_MADE_UP = ["Which house makes Nuit de Vétiver?", "Who created Ambra Nera?",
                     "When was Rosa di Firenze launched?", "Which perfumes did Hélène Loriot compose?",
                     "Where is Maison Delacroix based?", "Which perfumes does Parfums Solaires sell?"]
PERFUMERY_GRAPHS = [
    ('[("Rosa Veneziana", "composed by", ?x)]', _pfe("406")),
    ('[(?x, "sold under the house", "Atelier Ambrette")]', _pf("506", "511")),
    ('[("Vetiver Imperiale", "release year", ?x)]', {"2003"}),
    ('[("Officina Profumiera di San Marco", "home city", ?x)]', _pfe("204")),
    ('[("Iris de Minuit", "dry-down notes", ?x)]', _pfe("706")),
    ('[("Encens Sacré", "strength", ?x)]', {"extrait de parfum"}),
    ('[(?p, "composed by", "Giulia Ferraresi"), (?p, "release year", ?x)]', {"1998", "1921"}),
    ('[("Cuir de Lune", "made by house", ?h), (?h, "founded in", ?x)]', {"1971"}),
    ('[(?p, "made by house", "Casa Vetiveria"), (?p, "opening note", ?x)]', _pf("707", "701")),
    ('[("Fleur de Tonka", "made by house", ?h), (?h, "owned by group", ?x)]', _pfe("601")),
    ('[(?p, "scent family", "amber"), (?p, "composed by", ?x)]', _pf("403", "404", "401", "405")),
    ('[("Jardin d\'Oranger", "composed by", ?n), (?n, "born in year", ?x)]', {"1976"}),
]

# ---- esports (schema.org events, slug IRIs, Role nodes for rosters, n-ary placements, two Northern Clashes) -----
ES = "https://esports-archive.example.gg/"
ESV = "https://esports-archive.example.gg/vocab#"
ES_COUNTRIES = {"germany": "Germany", "sweden": "Sweden", "south-korea": "South Korea", "poland": "Poland",
                "united-states": "United States", "brazil": "Brazil", "denmark": "Denmark"}
ES_CITIES = {"berlin": ("Berlin", "germany"), "stockholm": ("Stockholm", "sweden"), "seoul": ("Seoul", "south-korea"),
             "katowice": ("Katowice", "poland"), "los-angeles": ("Los Angeles", "united-states"),
             "sao-paulo": ("São Paulo", "brazil")}  # city: (name, country)
ES_ORGS = {"apex-circuit-events": ("Apex Circuit Events", "2014"),
           "nordic-gaming-league": ("Nordic Gaming League", "2009"),
           "pacific-esports-federation": ("Pacific Esports Federation", "2016"),
           "ironclad-interactive": ("Ironclad Interactive", "2005"),
           "lumen-forge": ("Lumen Forge", "2008")}  # organisation: (name, founded)
ES_GAMES = {  # game: (name, genre, publisher, released)
    "vanguard-protocol": ("Vanguard Protocol", "tactical shooter", "ironclad-interactive", "2016-08-23"),
    "rift-legends": ("Rift Legends", "multiplayer online battle arena", "lumen-forge", "2012-03-01"),
    "stormcourt": ("Stormcourt", "fighting game", "lumen-forge", "2019-11-14"),
}
ES_TEAMS = {  # team: (name, home city, founded, games)
    "berlin-blackout": ("Berlin Blackout", "berlin", "2015", ["vanguard-protocol"]),
    "nordlys-gaming": ("Nordlys Gaming", "stockholm", "2011", ["vanguard-protocol", "rift-legends"]),
    "hanbit-tigers": ("Hanbit Tigers", "seoul", "2013", ["rift-legends", "stormcourt"]),
    "vistula-wolves": ("Vistula Wolves", "katowice", "2017", ["vanguard-protocol"]),
    "sunset-syndicate": ("Sunset Syndicate", "los-angeles", "2018", ["rift-legends", "stormcourt"]),
    "jaguar-rush": ("Jaguar Rush", "sao-paulo", "2016", ["vanguard-protocol"]),
}
ES_PLAYERS = {  # player: (name, gamer tag, nationality, birth date)
    "lukas-brenner": ("Lukas Brenner", "Kaltfront", "germany", "1998-02-11"),
    "jonas-weiler": ("Jonas Weiler", "Vex", "germany", "2000-07-30"),
    "erik-sandvall": ("Erik Sandvall", "Frostbyte", "sweden", "1996-12-03"),
    "maja-holmgren": ("Maja Holmgren", "Myrra", "sweden", "1999-05-19"),
    "kim-do-yun": ("Kim Do-yun", "Tempest", "south-korea", "1997-09-08"),
    "park-seo-yeon": ("Park Seo-yeon", "Lotus", "south-korea", "2001-01-22"),
    "tomasz-wrobel": ("Tomasz Wróbel", "Grzmot", "poland", "1998-10-14"),
    "marcus-hale": ("Marcus Hale", "Rook", "united-states", "1995-04-02"),
    "rafaela-costa": ("Rafaela Costa", "Onça", "brazil", "2000-03-27"),
    "anders-koch": ("Anders Koch", "Kochi", "denmark", "1994-06-09"),
}
ES_ROLES = {  # roster role: (team, player, role name, start, end or None)
    "r-01": ("berlin-blackout", "lukas-brenner", "captain", "2019-01-15", None),
    "r-02": ("berlin-blackout", "jonas-weiler", "sniper", "2020-06-01", None),
    "r-03": ("berlin-blackout", "anders-koch", "sniper", "2016-02-01", "2020-05-31"),
    "r-04": ("nordlys-gaming", "anders-koch", "coach", "2020-08-01", None),
    "r-05": ("nordlys-gaming", "erik-sandvall", "captain", "2017-03-10", None),
    "r-06": ("nordlys-gaming", "maja-holmgren", "entry fragger", "2021-01-04", None),
    "r-07": ("hanbit-tigers", "kim-do-yun", "mid laner", "2015-11-20", None),
    "r-08": ("hanbit-tigers", "park-seo-yeon", "support", "2020-12-01", None),
    "r-09": ("vistula-wolves", "tomasz-wrobel", "captain", "2017-09-01", None),
    "r-10": ("sunset-syndicate", "marcus-hale", "jungler", "2018-05-01", "2022-12-31"),
    "r-11": ("sunset-syndicate", "park-seo-yeon", "support", "2018-06-01", "2020-11-15"),
    "r-12": ("jaguar-rush", "rafaela-costa", "captain", "2019-02-20", None),
}
# tournament: (name, game, start, end, city, organiser, prize pool USD, competitors, [(team, rank, prize USD)])
ES_TOURNAMENTS = {
    "northern-clash-2019": ("Northern Clash", "vanguard-protocol", "2019-10-04", "2019-10-06", "stockholm",
                            "nordic-gaming-league", 250000,
                            ["nordlys-gaming", "berlin-blackout", "vistula-wolves", "jaguar-rush"],
                            [("nordlys-gaming", 1, 125000), ("vistula-wolves", 2, 60000), ("berlin-blackout", 3, 30000),
                             ("jaguar-rush", 4, 15000)]),
    "rift-legends-world-finals-2021": ("Rift Legends World Finals 2021", "rift-legends", "2021-11-12", "2021-11-21",
                                       "seoul", "pacific-esports-federation", 2000000,
                                       ["hanbit-tigers", "sunset-syndicate", "nordlys-gaming"],
                                       [("hanbit-tigers", 1, 800000), ("sunset-syndicate", 2, 400000),
                                        ("nordlys-gaming", 3, 200000)]),
    "apex-masters-berlin": ("Apex Masters Berlin", "vanguard-protocol", "2022-05-20", "2022-05-29", "berlin",
                            "apex-circuit-events", 500000,
                            ["berlin-blackout", "nordlys-gaming", "vistula-wolves", "jaguar-rush"],
                            [("berlin-blackout", 1, 200000), ("jaguar-rush", 2, 100000), ("nordlys-gaming", 3, 50000)]),
    "northern-clash-2023": ("Northern Clash", "rift-legends", "2023-03-09", "2023-03-12", "katowice",
                            "nordic-gaming-league", 150000, ["nordlys-gaming", "hanbit-tigers"],
                            [("hanbit-tigers", 1, 90000), ("nordlys-gaming", 2, 40000)]),
    "stormcourt-invitational": ("Stormcourt Invitational", "stormcourt", "2023-08-18", "2023-08-20", "los-angeles",
                                "apex-circuit-events", 75000, ["sunset-syndicate", "hanbit-tigers"],
                                [("sunset-syndicate", 1, 45000), ("hanbit-tigers", 2, 20000)]),
    "sao-paulo-showdown-2024": ("São Paulo Showdown 2024", "vanguard-protocol", "2024-02-02", "2024-02-04",
                                "sao-paulo", "apex-circuit-events", 120000,
                                ["jaguar-rush", "vistula-wolves", "berlin-blackout"],
                                [("jaguar-rush", 1, 60000), ("vistula-wolves", 2, 30000), ("berlin-blackout", 3, 15000)]),
}
ES_NAMES = {"country": ES_COUNTRIES, "city": {k: v[0] for k, v in ES_CITIES.items()},
            "org": {k: v[0] for k, v in ES_ORGS.items()}, "game": {k: v[0] for k, v in ES_GAMES.items()},
            "team": {k: v[0] for k, v in ES_TEAMS.items()}, "player": {k: v[0] for k, v in ES_PLAYERS.items()},
            "tournament": {k: v[0] for k, v in ES_TOURNAMENTS.items()}}


def _es(kind: str, *slugs: str) -> set[str]:
    return {f"{ES}{kind}/{s}" for s in slugs}


def _ese(kind: str, slug: str) -> set[str]:
    """One named thing as gold: its IRI and its name (players: and their gamer tag)."""
    tag = {ES_PLAYERS[slug][1]} if kind == "player" else set()
    return _es(kind, slug) | {ES_NAMES[kind][slug]} | tag


def esports_kg() -> str:
    """N-Triples of the esports results archive (schema.org)."""
    g = Graph()

    def thing(kind: str, slug: str, cls: str) -> str:
        s = f"{ES}{kind}/{slug}"
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(ES_NAMES[kind][slug]))
        return s

    for slug in ES_COUNTRIES:
        thing("country", slug, "Country")
    for slug, (_, country) in ES_CITIES.items():
        g.add(thing("city", slug, "City"), SCHEMA + "containedInPlace", f"{ES}country/{country}")
    for slug, (_, founded) in ES_ORGS.items():
        g.add(thing("org", slug, "Organization"), SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for slug, (_, genre, publisher, released) in ES_GAMES.items():
        x = thing("game", slug, "VideoGame")
        g.add(x, SCHEMA + "genre", _lit(genre)), g.add(x, SCHEMA + "publisher", f"{ES}org/{publisher}")
        g.add(x, SCHEMA + "datePublished", _typed(released, "date"))
    for slug, (_, city, founded, games) in ES_TEAMS.items():
        t = thing("team", slug, "SportsTeam")
        g.add(t, SCHEMA + "location", f"{ES}city/{city}"), g.add(t, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        for game in games:
            g.add(t, SCHEMA + "sport", f"{ES}game/{game}")
    for slug, (_, tag, nationality, born) in ES_PLAYERS.items():
        p = thing("player", slug, "Person")
        g.add(p, SCHEMA + "alternateName", _lit(tag)), g.add(p, SCHEMA + "nationality", f"{ES}country/{nationality}")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
    for key, (team, player, role, start, end) in ES_ROLES.items():
        r = f"{ES}roster/{key}"
        g.add(f"{ES}team/{team}", SCHEMA + "member", r), g.add(r, RDF_TYPE, SCHEMA + "OrganizationRole")
        g.add(r, SCHEMA + "member", f"{ES}player/{player}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "date"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "date"))
    for slug, fields in ES_TOURNAMENTS.items():
        _, game, start, end, city, organiser, pool, competitors, placements = fields
        e = thing("tournament", slug, "SportsEvent")
        g.add(e, SCHEMA + "about", f"{ES}game/{game}"), g.add(e, SCHEMA + "startDate", _typed(start, "date"))
        g.add(e, SCHEMA + "endDate", _typed(end, "date")), g.add(e, SCHEMA + "location", f"{ES}city/{city}")
        g.add(e, SCHEMA + "organizer", f"{ES}org/{organiser}"), g.add(e, ESV + "prizePoolUsd", _typed(pool, "integer"))
        for team in competitors:
            g.add(e, SCHEMA + "competitor", f"{ES}team/{team}")
        for team, rank, prize in placements:
            p = f"{ES}result/{slug}-{rank}"
            g.add(p, RDF_TYPE, ESV + "Placement"), g.add(p, ESV + "event", e), g.add(p, ESV + "team", f"{ES}team/{team}")
            g.add(p, ESV + "rank", _typed(rank, "integer")), g.add(p, ESV + "prizeMoneyUsd", _typed(prize, "integer"))
    return g.text()


ESPORTS_QUESTIONS = [
    ("Which game is played at the Stormcourt Invitational?", _ese("game", "stormcourt")),
    ("Where was the Rift Legends World Finals 2021 held?", _ese("city", "seoul")),
    ("When did Apex Masters Berlin start?", {"2022-05-20"}),
    ("When did the São Paulo Showdown 2024 end?", {"2024-02-04"}),
    ("How big was the prize pool of the Rift Legends World Finals 2021?", {"2000000"}),
    ("Who organised Apex Masters Berlin?", _ese("org", "apex-circuit-events")),
    ("Which tournaments did the Nordic Gaming League organise?", _es("tournament", "northern-clash-2019",
                                                                     "northern-clash-2023")),
    ("Which teams took part in the Stormcourt Invitational?", _es("team", "sunset-syndicate", "hanbit-tigers")),
    ("Who won Apex Masters Berlin?", _ese("team", "berlin-blackout")),
    ("Who won the Northern Clash in 2023?", _ese("team", "hanbit-tigers")),
    ("Where was the 2019 Northern Clash held?", _ese("city", "stockholm")),
    ("How much prize money did Vistula Wolves win at the 2019 Northern Clash?", {"60000"}),
    ("Which tournaments has Hanbit Tigers won?", _es("tournament", "rift-legends-world-finals-2021",
                                                     "northern-clash-2023")),
    ("Where is Jaguar Rush based?", _ese("city", "sao-paulo")),
    ("When was Sunset Syndicate founded?", {"2018"}),
    ("Which games does Nordlys Gaming compete in?", _es("game", "vanguard-protocol", "rift-legends")),
    ("Who is the captain of Vistula Wolves?", _ese("player", "tomasz-wrobel")),
    ("Which players have played for Berlin Blackout?", _es("player", "lukas-brenner", "jonas-weiler", "anders-koch")),
    ("Which team did Marcus Hale play for?", _ese("team", "sunset-syndicate")),
    ("What role does Park Seo-yeon play for Hanbit Tigers?", {"support"}),
    ("When did Anders Koch leave Berlin Blackout?", {"2020-05-31"}),
    ("When did Erik Sandvall join Nordlys Gaming?", {"2017-03-10"}),
    ("What is Erik Sandvall's gamer tag?", {"Frostbyte"}),
    ("Who plays under the name Tempest?", _ese("player", "kim-do-yun")),
    ("What nationality is Rafaela Costa?", _ese("country", "brazil")),
    ("When was Jonas Weiler born?", {"2000-07-30"}),
    ("Who publishes Rift Legends?", _ese("org", "lumen-forge")),
    ("Which games does Lumen Forge publish?", _es("game", "rift-legends", "stormcourt")),
    ("Which tournament had the largest prize pool?", _ese("tournament", "rift-legends-world-finals-2021")),
    ("How many tournaments has Apex Circuit Events organised?", {"3"}),
    ("Which tournaments were held in 2023?", _es("tournament", "northern-clash-2023", "stormcourt-invitational")),
    ("Which players are from Sweden?", _es("player", "erik-sandvall", "maja-holmgren")),
    ("Which teams has Park Seo-yeon played for?", _es("team", "hanbit-tigers", "sunset-syndicate")),
    ("who won the stormcourt invitational", _ese("team", "sunset-syndicate")),
    ("where is hanbit tigres based", _ese("city", "seoul")),  # misspelt: Tigers
    ("Which Vanguard Protocol tournaments did Jaguar Rush play in?", _es("tournament", "northern-clash-2019",
                                                                         "apex-masters-berlin",
                                                                         "sao-paulo-showdown-2024")),
    ("How many viewers watched the Rift Legends World Finals 2021?", set()),  # no viewing figures
    ("What is Marcus Hale's salary?", set()),  # no salaries
    ("Which sponsor backs Nordlys Gaming?", set()),  # no sponsors
]
ESPORTS_MADE_UP = ["Who won the Southern Clash?", "Where is Hanbit Dragons based?", "When was Jonas Brenner born?",
                   "Which tournaments did the Baltic Gaming League organise?", "Who publishes Rift Tactics?",
                   "Which players have played for Munich Blackout?"]
ESPORTS_GRAPHS = [
    ('[("Hanbit Tigers", "home city", ?x)]', _ese("city", "seoul")),
    ('[(?x, "run by", "Pacific Esports Federation")]', _ese("tournament", "rift-legends-world-finals-2021")),
    ('[("Stormcourt Invitational", "total prize money", ?x)]', {"75000"}),
    ('[("Tomasz Wróbel", "handle", ?x)]', {"Grzmot"}),
    ('[("Vanguard Protocol", "made by publisher", ?x)]', _ese("org", "ironclad-interactive")),
    ('[("Apex Masters Berlin", "teams competing", ?x)]', _es("team", "berlin-blackout", "nordlys-gaming",
                                                             "vistula-wolves", "jaguar-rush")),
    ('[(?t, "run by", "Apex Circuit Events"), (?t, "host city", ?x)]', _es("city", "berlin", "los-angeles",
                                                                           "sao-paulo")),
    ('[("Jaguar Rush", "home city", ?c), (?c, "in country", ?x)]', _ese("country", "brazil")),
    ('[(?t, "teams competing", "Vistula Wolves"), (?t, "first day", ?x)]', {"2019-10-04", "2022-05-20",
                                                                           "2024-02-02"}),
    ('[("Rift Legends World Finals 2021", "title game", ?g), (?g, "made by publisher", ?x)]',
     _ese("org", "lumen-forge")),
    ('[("Nordlys Gaming", "roster spot", ?r), (?r, "player", ?x)]', _es("player", "anders-koch", "erik-sandvall",
                                                                        "maja-holmgren")),
    ('[(?r, "player", "Kim Do-yun"), (?r, "position", ?x)]', {"mid laner"}),
]

# ---- fossils (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys) --------------
FS = "https://collections.example-museum.ac.uk/db/"
FS_PERIODS = {1: ("Ordovician", "485.4", "443.8"), 2: ("Silurian", "443.8", "419.2"),
              3: ("Early Jurassic", "201.4", "174.7"), 4: ("Late Jurassic", "161.5", "145"),
              5: ("Late Cretaceous", "100.5", "66")}  # period: (name, start Ma, end Ma)
FS_FORMATIONS = {1: ("Blue Lias Formation", "limestone and shale", 3),  # formation: (name, lithology, period)
                 2: ("Charmouth Mudstone Formation", "mudstone", 3), 3: ("Kimmeridge Clay Formation", "mudstone", 4),
                 4: ("Wenlock Limestone Formation", "limestone", 2), 5: ("Hendre Shales Formation", "shale", 1),
                 6: ("Lewes Nodular Chalk Formation", "chalk", 5)}
FS_LOCALITIES = {1: ("Thornecombe Cliffs", "England", "50.7214", "-2.9105"),  # locality: (name, country, lat, lon)
                 2: ("Gaulter Ledges", "England", "50.6113", "-2.1302"),
                 3: ("Castle Wren Quarry", "England", "52.5247", "-2.0914"),
                 4: ("Stonebarrow Foreshore", "England", "50.7298", "-2.8712"),
                 5: ("Cwm Hendre Quarry", "Wales", "52.1536", "-3.4017"),
                 6: ("Haven Brow Pit", "England", "50.7628", "0.1571")}
# taxon: (scientific name, common name or None, rank, parent or None, major group, authority or None)
FS_TAXA = {
    10: ("Ichthyosaurus", None, "genus", None, "ichthyosaur", None),
    11: ("Ichthyosaurus harlandi", None, "species", 10, "ichthyosaur", "Ashcombe, 1834"),
    12: ("Ichthyosaurus breviceps", None, "species", 10, "ichthyosaur", "Owen, 1881"),
    20: ("Dactylioceras", None, "genus", None, "ammonite", None),
    21: ("Dactylioceras commune", "common coiled ammonite", "species", 20, "ammonite", "Sowerby, 1815"),
    30: ("Plesiosaurus", None, "genus", None, "plesiosaur", None),
    31: ("Plesiosaurus dolichodeirus", None, "species", 30, "plesiosaur", "Conybeare, 1824"),
    41: ("Calymene", None, "genus", None, "trilobite", None),
    40: ("Calymene blumenbachii", "Dudley bug", "species", 41, "trilobite", "Brongniart, 1822"),
    51: ("Ogygiocarella", None, "genus", None, "trilobite", None),
    50: ("Ogygiocarella debuchii", None, "species", 51, "trilobite", "Brongniart, 1822"),
    61: ("Pliosaurus", None, "genus", None, "pliosaur", None),
    60: ("Pliosaurus gaulteri", None, "species", 61, "pliosaur", "Rahman, 2015"),
    71: ("Micraster", None, "genus", None, "echinoid", None),
    70: ("Micraster coranguinum", "heart urchin", "species", 71, "echinoid", "Leske, 1778"),
}
FS_COLLECTORS = {1: ("Mary Ashcombe", 1806), 2: ("Edward Harland", 1841), 3: ("Edward Harland", 1903),
                 4: ("Gwen Pritchard", 1928), 5: ("Thomas Welby", 1867), 6: ("Aisha Rahman", 1979)}  # (name, born)
# specimen: (catalogue number, taxon, formation, locality, collector, date collected, length mm, holotype,
#            on display, element)
FS_SPECIMENS = {
    1001: ("PV R 1183", 11, 1, 1, 1, "1829-11-02", "2450", True, True, "complete skeleton"),
    1002: ("PV R 2207", 12, 2, 4, 2, "1873-05-19", "1180.5", False, True, "skull"),
    1003: ("PV R 3110", 31, 1, 1, 1, "1832-08-14", "2870", True, True, "complete skeleton"),
    1004: ("PI C 4471", 21, 2, 4, 2, "1880-09-03", "84.2", False, False, "shell"),
    1005: ("PI C 4472", 21, 2, 4, 3, "1931-07-11", "91.6", False, False, "shell"),
    1006: ("PV R 5520", 60, 3, 2, 6, "2012-04-27", "1640", True, True, "skull"),
    1007: ("PI A 0713", 40, 4, 3, 5, "1894-06-30", "62.5", False, True, "enrolled exoskeleton"),
    1008: ("PI A 0902", 50, 5, 5, 4, "1958-08-21", "48.3", False, False, "exoskeleton"),
    1009: ("PI E 2210", 70, 6, 6, 3, "1949-03-15", "55.1", False, False, "test"),
    1010: ("PV R 6001", 11, 1, 1, 4, "1967-10-08", "1320", False, False, "partial skeleton"),
    1011: ("PI A 0915", 50, 5, 5, 4, "1958-08-22", "51.9", False, True, "exoskeleton"),
}


def _fs(table: str, *ids: int) -> set[str]:
    return {f"{FS}{table}/id={i}" for i in ids}


def _fse(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the names in its table's name column(s)."""
    if table == "taxon":
        names = {FS_TAXA[key][0]} | ({FS_TAXA[key][1]} if FS_TAXA[key][1] else set())
    else:
        source = {"period": FS_PERIODS, "formation": FS_FORMATIONS, "locality": FS_LOCALITIES,
                  "collector": FS_COLLECTORS, "specimen": FS_SPECIMENS}[table]
        names = {source[key][0]}
    return _fs(table, key) | names


def fossils_kg() -> str:
    """N-Triples of the fossil collection (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{FS}{table}/id={key}"
        g.add(s, RDF_TYPE, FS + table), g.add(s, f"{FS}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            if value is None:
                continue
            if isinstance(value, tuple):
                g.add(s, f"{FS}{table}#{column}", _typed(*value))
            else:
                g.add(s, f"{FS}{table}#{column}", _lit(value))
        for column, (target, value) in refs.items():
            if value is None:
                continue
            g.add(s, f"{FS}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{FS}{table}#ref-{column}", f"{FS}{target}/id={value}")

    for key, (name, start, end) in FS_PERIODS.items():
        row("period", key, {"period_name": name, "start_ma": (start, "decimal"), "end_ma": (end, "decimal")}, {})
    for key, (name, lithology, period) in FS_FORMATIONS.items():
        row("formation", key, {"formation_name": name, "lithology": lithology}, {"period_id": ("period", period)})
    for key, (name, country, lat, lon) in FS_LOCALITIES.items():
        row("locality", key, {"locality_name": name, "country": country, "latitude": (lat, "decimal"),
                              "longitude": (lon, "decimal")}, {})
    for key, (name, common, rank, parent, group, authority) in FS_TAXA.items():
        row("taxon", key, {"scientific_name": name, "common_name": common, "taxon_rank": rank, "major_group": group,
                           "authority": authority}, {"parent_id": ("taxon", parent)})
    for key, (name, born) in FS_COLLECTORS.items():
        row("collector", key, {"full_name": name, "birth_year": (born, "integer")}, {})
    for key, fields in FS_SPECIMENS.items():
        number, taxon, formation, locality, collector, collected, length, holotype, display, element = fields
        row("specimen", key, {"catalogue_number": number, "date_collected": (collected, "date"),
                              "length_mm": (length, "decimal"), "is_holotype": (str(holotype).lower(), "boolean"),
                              "on_display": (str(display).lower(), "boolean"), "element": element},
            {"taxon_id": ("taxon", taxon), "formation_id": ("formation", formation),
             "locality_id": ("locality", locality), "collector_id": ("collector", collector)})
    return g.text()


FOSSILS_QUESTIONS = [
    ("What species is specimen PV R 1183?", _fse("taxon", 11)),
    ("Who collected specimen PI A 0713?", _fse("collector", 5)),
    ("When was specimen PV R 5520 collected?", {"2012-04-27"}),
    ("How long is specimen PV R 3110?", {"2870"}),
    ("Which formation does specimen PI A 0902 come from?", _fse("formation", 5)),
    ("Where was specimen PI E 2210 found?", _fse("locality", 6)),
    ("Which specimens did Gwen Pritchard collect?", _fs("specimen", 1008, 1010, 1011)),
    ("Which specimens come from the Blue Lias Formation?", _fs("specimen", 1001, 1003, 1010)),
    ("Which specimens are holotypes?", _fs("specimen", 1001, 1003, 1006)),
    ("Which specimens are on display?", _fs("specimen", 1001, 1002, 1003, 1006, 1007, 1011)),
    ("Which geological period is the Kimmeridge Clay Formation from?", _fse("period", 4)),
    ("What kind of rock is the Wenlock Limestone Formation?", {"limestone"}),
    ("How many million years ago did the Ordovician begin?", {"485.4"}),
    ("How many million years ago did the Late Cretaceous end?", {"66"}),
    ("What is the common name of Calymene blumenbachii?", {"Dudley bug"}),
    ("Which genus does Ichthyosaurus breviceps belong to?", _fse("taxon", 10)),
    ("Which species belong to the genus Ichthyosaurus?", _fs("taxon", 11, 12)),
    ("Who named Dactylioceras commune?", {"Sowerby, 1815"}),
    ("Which specimens did the Edward Harland born in 1903 collect?", _fs("specimen", 1005, 1009)),
    ("When was the Edward Harland who collected specimen PV R 2207 born?", {"1841"}),
    ("In which country is Cwm Hendre Quarry?", {"Wales"}),
    ("Which is the longest specimen?", _fse("specimen", 1003)),
    ("Which specimen was collected first?", _fse("specimen", 1001)),
    ("How many specimens of Dactylioceras commune does the museum hold?", {"2"}),
    ("How many specimens did Mary Ashcombe collect?", {"2"}),
    ("Which specimens are trilobites?", _fs("specimen", 1007, 1008, 1011)),
    ("Which collectors found fossils at Thornecombe Cliffs?", _fs("collector", 1, 4)),
    ("Which formations are from the Early Jurassic?", _fs("formation", 1, 2)),
    ("Which specimens were collected after 1950?", _fs("specimen", 1006, 1008, 1010, 1011)),
    ("From which period is specimen PI E 2210?", _fse("period", 5)),
    ("Which species were found in the Charmouth Mudstone Formation?", _fs("taxon", 12, 21)),
    ("What is the latitude of Gaulter Ledges?", {"50.6113"}),
    ("When was Thomas Welby born?", {"1867"}),
    ("which specimens were found at castle wren quarry", _fse("specimen", 1007)),
    ("which specimens did aisha rahmen collect", _fse("specimen", 1006)),  # misspelt: Rahman
    ("What part of the animal is specimen PV R 2207?", {"skull"}),
    ("How much is specimen PV R 1183 insured for?", set()),  # no valuations
    ("What did Ichthyosaurus breviceps eat?", set()),  # no diets
    ("Where was Mary Ashcombe born?", set()),  # birth years only
]
FOSSILS_MADE_UP = ["Who collected specimen PV R 9999?", "Which specimens come from the Blue Lias Limestone Formation?",
                   "Which specimens did Edward Pritchard collect?", "What is the common name of Calymene harlandi?",
                   "In which country is Cwm Hendre Pit?", "How many million years ago did the Middle Devonian begin?"]
FOSSILS_GRAPHS = [
    ('[("PV R 2207", "specimen of species", ?x)]', _fse("taxon", 12)),
    ('[(?x, "found by", "Thomas Welby")]', _fse("specimen", 1007)),
    ('[("PI C 4471", "date found", ?x)]', {"1880-09-03"}),
    ('[("Haven Brow Pit", "nation", ?x)]', {"England"}),
    ('[("Hendre Shales Formation", "geologic age", ?x)]', _fse("period", 1)),
    ('[("Micraster coranguinum", "genus", ?x)]', _fse("taxon", 71)),
    ('[(?s, "found by", "Mary Ashcombe"), (?s, "size in mm", ?x)]', {"2450", "2870"}),
    ('[("PV R 5520", "rock unit", ?f), (?f, "geologic age", ?x)]', _fse("period", 4)),
    ('[(?s, "specimen of species", "Plesiosaurus dolichodeirus"), (?s, "found at", ?x)]', _fse("locality", 1)),
    ('[(?s, "rock unit", "Wenlock Limestone Formation"), (?s, "found by", ?x)]', _fse("collector", 5)),
    ('[("PI A 0902", "found by", ?c), (?c, "year of birth", ?x)]', {"1928"}),
    ('[(?s, "found at", "Stonebarrow Foreshore"), (?s, "catalogue no", ?x)]', {"PV R 2207", "PI C 4471", "PI C 4472"}),
]

# ---- cocktails (Wikibase-style: truthy claims + statement nodes with qualifiers, property entities, P800 only) --
CK = "https://barwiki.example.org/"
CKE, CKD, CKP = CK + "entity/", CK + "prop/direct/", CK + "prop/"
CKS, CKQ = CK + "prop/statement/", CK + "prop/qualifier/"
# property: (label, aliases, description, wikibase property type)
CK_PROPERTIES = {
    "P31": ("instance of", ["is a", "type"], "class of which this item is an example", "WikibaseItem"),
    "P279": ("subclass of", ["kind of"], "all instances of this item are instances of that item", "WikibaseItem"),
    "P186": ("made from material", ["ingredient", "contains"], "material or ingredient the item is made from",
             "WikibaseItem"),
    "P5021": ("base spirit", ["main spirit"], "principal spirit of a mixed drink", "WikibaseItem"),
    "P5020": ("serving glass", ["glassware", "served in"], "kind of glass the drink is served in", "WikibaseItem"),
    "P5022": ("garnish", [], "decoration added to the drink", "WikibaseItem"),
    "P2665": ("alcohol by volume", ["ABV", "alcohol content"], "percentage of alcohol in a drink", "Quantity"),
    "P571": ("inception", ["date of creation", "year created"], "time when the item came into existence", "Time"),
    "P1071": ("location of creation", ["created at"], "place where the item was conceived or made", "WikibaseItem"),
    "P495": ("country of origin", [], "country of origin of this item", "WikibaseItem"),
    "P131": ("located in the administrative territorial entity", ["located in", "city"],
             "the item is located on the territory of that administrative entity", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P569": ("date of birth", ["born on"], "date on which the subject was born", "Time"),
    "P27": ("country of citizenship", ["nationality", "citizenship"], "the object is a country that recognises the "
            "subject as its citizen", "WikibaseItem"),
    "P106": ("occupation", ["profession", "job"], "occupation of a person", "WikibaseItem"),
    "P108": ("employer", ["works at", "workplace"], "organisation or person that the subject works for",
             "WikibaseItem"),
    "P800": ("notable work", ["known for", "works"], "notable scientific, artistic or literary work, or other work "
             "of significance among subject's works", "WikibaseItem"),
    "P1114": ("quantity", ["amount"], "number of millilitres of the ingredient in the drink", "Quantity"),
    "P580": ("start time", ["from", "since"], "time an item begins to exist or a statement starts being valid",
             "Time"),
    "P582": ("end time", ["until", "to"], "time an item ceases to exist or a statement stops being valid", "Time"),
}
# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id
# or a (lexical form, XSD datatype) pair
CK_ITEMS = {
    "Q100": ({"en": "cocktail"}, ["mixed drink"], "alcoholic mixed drink", {}),
    "Q101": ({"en": "spirit"}, ["liquor", "distilled beverage"], "distilled alcoholic drink", {}),
    "Q102": ({"en": "liqueur"}, [], "sweetened flavoured spirit", {}),
    "Q103": ({"en": "mixer"}, [], "non-alcoholic ingredient of a mixed drink", {}),
    "Q104": ({"en": "drinking glass"}, ["glassware"], "vessel for drinks", {}),
    "Q105": ({"en": "bartender"}, ["mixologist"], "person who prepares and serves drinks at a bar", {}),
    "Q106": ({"en": "bar"}, ["cocktail bar"], "establishment that serves alcoholic drinks", {}),
    "Q107": ({"en": "city"}, [], "large human settlement", {}),
    "Q108": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q109": ({"en": "syrup"}, [], "thick sweet liquid used in drinks", {}),
    "Q110": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q111": ({"en": "garnish"}, [], "decoration for a drink", {}),
    "Q112": ({"en": "bitters"}, [], "alcoholic preparation flavoured with botanicals", {}),
    "Q201": ({"en": "gin"}, [], "juniper-flavoured spirit", {"P279": ["Q101"]}),
    "Q202": ({"en": "white rum"}, ["light rum"], "unaged rum", {"P279": ["Q101"]}),
    "Q203": ({"en": "mezcal", "es": "mezcal"}, [], "agave spirit", {"P279": ["Q101"]}),
    "Q204": ({"en": "rye whiskey"}, ["rye"], "whiskey distilled mainly from rye", {"P279": ["Q101"]}),
    "Q205": ({"en": "cognac", "fr": "cognac"}, [], "grape brandy", {"P279": ["Q101"]}),
    "Q211": ({"en": "elderflower liqueur"}, [], "liqueur made from elderflowers", {"P279": ["Q102"]}),
    "Q212": ({"en": "orange liqueur"}, ["triple sec"], "orange-flavoured liqueur", {"P279": ["Q102"]}),
    "Q213": ({"en": "coffee liqueur"}, [], "coffee-flavoured liqueur", {"P279": ["Q102"]}),
    "Q221": ({"en": "lime juice"}, [], "juice of limes", {"P279": ["Q103"]}),
    "Q222": ({"en": "lemon juice"}, [], "juice of lemons", {"P279": ["Q103"]}),
    "Q223": ({"en": "soda water"}, ["club soda"], "carbonated water", {"P279": ["Q103"]}),
    "Q224": ({"en": "ginger beer"}, [], "fermented ginger soft drink", {"P279": ["Q103"]}),
    "Q231": ({"en": "honey syrup"}, [], "honey thinned with water", {"P279": ["Q109"]}),
    "Q232": ({"en": "simple syrup"}, ["sugar syrup"], "sugar dissolved in water", {"P279": ["Q109"]}),
    "Q241": ({"en": "Angostura bitters"}, ["aromatic bitters"], "aromatic bitters from Trinidad", {"P279": ["Q112"]}),
    "Q301": ({"en": "coupe"}, ["coupe glass"], "stemmed glass with a broad shallow bowl", {"P31": ["Q104"]}),
    "Q302": ({"en": "highball glass"}, [], "tall straight glass", {"P31": ["Q104"]}),
    "Q303": ({"en": "rocks glass"}, ["old fashioned glass", "lowball glass"], "short tumbler", {"P31": ["Q104"]}),
    "Q304": ({"en": "Nick and Nora glass"}, [], "small stemmed glass with a deep bowl", {"P31": ["Q104"]}),
    "Q305": ({"en": "copper mug"}, [], "mug made of copper", {"P31": ["Q104"]}),
    "Q311": ({"en": "lime wedge"}, [], "wedge of lime", {"P31": ["Q111"]}),
    "Q312": ({"en": "orange twist"}, [], "strip of orange peel", {"P31": ["Q111"]}),
    "Q313": ({"en": "rosemary sprig"}, [], "sprig of rosemary", {"P31": ["Q111"]}),
    "Q314": ({"en": "cucumber ribbon"}, [], "thin ribbon of cucumber", {"P31": ["Q111"]}),
    "Q411": ({"en": "United Kingdom"}, ["UK", "Britain"], "country in north-west Europe", {"P31": ["Q108"]}),
    "Q412": ({"en": "Mexico", "es": "México"}, [], "country in North America", {"P31": ["Q108"]}),
    "Q413": ({"en": "Australia"}, [], "country in Oceania", {"P31": ["Q108"]}),
    "Q414": ({"en": "United States of America"}, ["United States", "USA"], "country in North America",
             {"P31": ["Q108"]}),
    "Q415": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q108"]}),
    "Q401": ({"en": "Edinburgh"}, [], "capital city of Scotland", {"P31": ["Q107"], "P17": ["Q411"]}),
    "Q402": ({"en": "Oaxaca City", "es": "Oaxaca de Juárez"}, ["Oaxaca"], "capital city of the state of Oaxaca",
             {"P31": ["Q107"], "P17": ["Q412"]}),
    "Q403": ({"en": "Melbourne"}, [], "city in Victoria, Australia", {"P31": ["Q107"], "P17": ["Q413"]}),
    "Q404": ({"en": "New Orleans"}, [], "city in Louisiana, United States", {"P31": ["Q107"], "P17": ["Q414"]}),
    "Q405": ({"en": "Lyon", "fr": "Lyon"}, [], "city in France", {"P31": ["Q107"], "P17": ["Q415"]}),
    "Q501": ({"en": "Copper Fox"}, [], "cocktail bar in Edinburgh",
             {"P31": ["Q106"], "P131": ["Q401"], "P571": [("2009", "gYear")]}),
    "Q502": ({"en": "La Milpa Azul", "es": "La Milpa Azul"}, [], "mezcal bar in Oaxaca City",
             {"P31": ["Q106"], "P131": ["Q402"], "P571": [("2014", "gYear")]}),
    "Q503": ({"en": "Lantern Room"}, [], "cocktail bar in Melbourne",
             {"P31": ["Q106"], "P131": ["Q403"], "P571": [("2011", "gYear")]}),
    "Q504": ({"en": "The Gilded Heron"}, ["Gilded Heron"], "hotel bar in New Orleans",
             {"P31": ["Q106"], "P131": ["Q404"], "P571": [("1932", "gYear")]}),
    "Q505": ({"en": "Bar Soyeux", "fr": "Bar Soyeux"}, [], "cocktail bar in Lyon",
             {"P31": ["Q106"], "P131": ["Q405"], "P571": [("2016", "gYear")]}),
}
# cocktail: ({language: label}, aliases, description, base spirit, [(ingredient, millilitres)], glass, garnish,
#            ABV %, inception, created at, country of origin)
CK_COCKTAILS = {
    "Q611": ({"en": "Saltmarsh Sour"}, [], "gin sour with honey", "Q201", [("Q201", "50"), ("Q222", "25"),
                                                                          ("Q231", "20")],
             "Q301", "Q313", "18.5", "2012", "Q501", "Q411"),
    "Q612": ({"en": "Humo Dorado", "es": "Humo Dorado"}, ["Golden Smoke"], "smoky mezcal cocktail", "Q203",
             [("Q203", "45"), ("Q221", "20"), ("Q212", "15"), ("Q232", "10")], "Q303", "Q311", "22", "2015", "Q502",
             "Q412"),
    "Q613": ({"en": "Southern Lantern"}, [], "long rum drink with ginger beer", "Q202",
             [("Q202", "50"), ("Q221", "25"), ("Q224", "90")], "Q302", "Q311", "9.5", "2013", "Q503", "Q413"),
    "Q614": ({"en": "Heron's Kiss"}, [], "cognac and coffee liqueur cocktail", "Q205",
             [("Q205", "45"), ("Q213", "20"), ("Q232", "5")], "Q304", "Q312", "26", "1934", "Q504", "Q414"),
    "Q615": ({"en": "Copper Fox"}, [], "cocktail made with rye whiskey and ginger beer", "Q204",
             [("Q204", "50"), ("Q224", "100"), ("Q221", "15"), ("Q241", "2")], "Q305", "Q311", "11", "2010", "Q501",
             "Q411"),
    "Q616": ({"en": "Brume de Rhône", "fr": "Brume de Rhône"}, ["Rhône Mist"], "gin and elderflower highball", "Q201",
             [("Q201", "40"), ("Q211", "20"), ("Q222", "15"), ("Q223", "60")], "Q302", "Q314", "10.5", "2018", "Q505",
             "Q415"),
    "Q617": ({"en": "Jardin Noir", "fr": "Jardin Noir"}, ["Black Garden"], "mezcal and elderflower sour", "Q203",
             [("Q203", "30"), ("Q211", "20"), ("Q221", "20"), ("Q231", "10")], "Q301", "Q313", "17", "2020", "Q505",
             "Q415"),
    "Q618": ({"en": "Gilded Fizz"}, [], "gin fizz", "Q201", [("Q201", "45"), ("Q222", "20"), ("Q232", "15"),
                                                            ("Q223", "60")],
             "Q302", "Q312", "12", "1938", "Q504", "Q414"),
}
# bartender: ({language: label}, aliases, description, birth date, citizenship, [(employer, start, end or None)],
#             notable works)
CK_BARTENDERS = {
    "Q701": ({"en": "Isla Drummond"}, [], "Scottish bartender", "1984-02-17", "Q411", [("Q501", "2009", None)],
             ["Q611", "Q615"]),
    "Q702": ({"en": "Mateo Ruiz Cárdenas", "es": "Mateo Ruiz Cárdenas"}, ["Mateo Ruiz"], "Mexican bartender",
             "1979-06-05", "Q412", [("Q502", "2014", None)], ["Q612"]),
    "Q703": ({"en": "Priya Nandakumar"}, [], "Australian bartender", "1990-11-23", "Q413",
             [("Q503", "2011", "2019"), ("Q505", "2019", None)], ["Q613", "Q617"]),
    "Q704": ({"en": "Augustin Beaulieu"}, [], "American bartender (1896–1971)", "1896-03-30", "Q414",
             [("Q504", "1932", "1958")], ["Q614"]),
    "Q705": ({"en": "Clémence Vidal", "fr": "Clémence Vidal"}, [], "French bartender", "1992-08-09", "Q415",
             [("Q505", "2016", None)], ["Q616", "Q617"]),
}


def _ck(*ids: str) -> set[str]:
    return {CKE + i for i in ids}


def _cke(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (CK_ITEMS, CK_COCKTAILS, CK_BARTENDERS) if key in t)
    return _ck(key) | set(table[key][0].values()) | set(table[key][1])


def cocktails_kg() -> str:
    """N-Triples of the cocktail wiki (Wikibase-style)."""
    g = Graph()
    counter: dict = {}

    def value(v) -> str:
        return _typed(*v) if isinstance(v, tuple) else CKE + v

    def claim(item: str, prop: str, v, qualifiers: dict | None = None, truthy: bool = True) -> None:
        """A statement node for `item` `prop` `v` (with qualifiers) and, when truthy, the direct claim too."""
        n = counter[(item, prop)] = counter.get((item, prop), 0) + 1
        s = f"{CK}statement/{item}-{prop}-{n}"
        g.add(CKE + item, CKP + prop, s), g.add(s, RDF_TYPE, WIKIBASE + "Statement")
        g.add(s, CKS + prop, value(v))
        g.add(s, WIKIBASE + "rank", WIKIBASE + ("PreferredRank" if truthy and qualifiers and "P580" in qualifiers
                                                 else "NormalRank"))
        for q, qv in (qualifiers or {}).items():
            g.add(s, CKQ + q, value(qv))
        if truthy:
            g.add(CKE + item, CKD + prop, value(v))

    def item(key: str, labels: dict, aliases: list, description: str) -> None:
        for lang, label in labels.items():
            g.add(CKE + key, RDFS + "label", _lit(label, lang))
        for alias in aliases:
            g.add(CKE + key, SKOS + "altLabel", _lit(alias, "en"))
        g.add(CKE + key, SCHEMA + "description", _lit(description, "en"))

    for pid, (label, aliases, description, kind) in CK_PROPERTIES.items():
        p = CKE + pid
        g.add(p, RDF_TYPE, WIKIBASE + "Property"), item(pid, {"en": label}, aliases, description)
        g.add(p, WIKIBASE + "propertyType", WIKIBASE + kind), g.add(p, WIKIBASE + "directClaim", CKD + pid)
        g.add(p, WIKIBASE + "claim", CKP + pid), g.add(p, WIKIBASE + "statementProperty", CKS + pid)
        g.add(p, WIKIBASE + "qualifier", CKQ + pid)
    for key, (labels, aliases, description, claims) in CK_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, fields in CK_COCKTAILS.items():
        labels, aliases, description, base, ingredients, glass, garnish, abv, inception, bar, origin = fields
        item(key, labels, aliases, description), claim(key, "P31", "Q100")
        for ingredient, ml in ingredients:
            claim(key, "P186", ingredient, {"P1114": (ml, "decimal")})
        claim(key, "P5021", base), claim(key, "P5020", glass), claim(key, "P5022", garnish)
        claim(key, "P2665", (abv, "decimal")), claim(key, "P571", (inception, "gYear")), claim(key, "P1071", bar)
        claim(key, "P495", origin)
    for key, (labels, aliases, description, born, citizenship, employers, works) in CK_BARTENDERS.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q110"), claim(key, "P106", "Q105")
        claim(key, "P569", (born, "date")), claim(key, "P27", citizenship)
        for employer, start, end in employers:
            qualifiers = {"P580": (start, "gYear")} | ({"P582": (end, "gYear")} if end else {})
            claim(key, "P108", employer, qualifiers, truthy=end is None)
        for work in works:
            claim(key, "P800", work)
    return g.text()


COCKTAILS_QUESTIONS = [
    ("What is the base spirit of the Saltmarsh Sour?", _cke("Q201")),
    ("What glass is the Southern Lantern served in?", _cke("Q302")),
    ("What is the garnish on the Heron's Kiss?", _cke("Q312")),
    ("What is the alcohol content of Humo Dorado?", {"22"}),
    ("When was the Jardin Noir created?", {"2020"}),
    ("What are the ingredients of the Brume de Rhône?", _ck("Q201", "Q211", "Q222", "Q223")),
    ("Which cocktails contain ginger beer?", _ck("Q613", "Q615")),
    ("Which cocktails are made with elderflower liqueur?", _ck("Q616", "Q617")),
    ("Who invented the Copper Fox cocktail?", _cke("Q701")),
    ("Which cocktails did Clémence Vidal create?", _ck("Q616", "Q617")),
    ("Who created the Jardin Noir?", _ck("Q703", "Q705")),
    ("At which bar was the Heron's Kiss created?", _cke("Q504")),
    ("In which city is the Copper Fox bar?", _cke("Q401")),
    ("Which cocktails were created at Bar Soyeux?", _ck("Q616", "Q617")),
    ("How much mezcal goes into a Humo Dorado?", {"45"}),
    ("How much lemon juice is in the Saltmarsh Sour?", {"25"}),
    ("Which cocktails are served in a coupe?", _ck("Q611", "Q617")),
    ("Which cocktails use gin as the base spirit?", _ck("Q611", "Q616", "Q618")),
    ("Which is the strongest cocktail?", _cke("Q614")),
    ("Which is the oldest cocktail?", _cke("Q614")),
    ("How many ingredients does the Copper Fox cocktail have?", {"4"}),
    ("How many cocktails were created at The Gilded Heron?", {"2"}),
    ("Where does Priya Nandakumar work?", _cke("Q505")),
    ("When did Priya Nandakumar start working at Lantern Room?", {"2011"}),
    ("When did Augustin Beaulieu leave The Gilded Heron?", {"1958"}),
    ("When was Isla Drummond born?", {"1984-02-17"}),
    ("What is the nationality of Mateo Ruiz Cárdenas?", _cke("Q412")),
    ("Which country does the Southern Lantern come from?", _cke("Q413")),
    ("When did La Milpa Azul open?", {"2014"}),
    ("Which cocktails were created after 2015?", _ck("Q616", "Q617")),
    ("Which bartenders have worked at Bar Soyeux?", _ck("Q703", "Q705")),
    ("What is the Golden Smoke made from?", _ck("Q203", "Q221", "Q212", "Q232")),
    ("In which country was the Heron's Kiss created?", _cke("Q414")),
    ("what glass is the copper fox served in", _cke("Q305")),
    ("which cocktails did isla drumond invent", _ck("Q611", "Q615")),  # misspelt: Drummond
    ("Which cocktails are garnished with a lime wedge?", _ck("Q612", "Q613", "Q615")),
    ("How much does a Saltmarsh Sour cost at the Copper Fox?", set()),  # no prices
    ("How many calories are in a Southern Lantern?", set()),  # no nutrition data
    ("Who owns Lantern Room?", set()),  # no owners
]
COCKTAILS_MADE_UP = ["What is the base spirit of the Saltwater Sour?", "Who invented the Silver Fox?",
                     "Which cocktails did Isla Vidal create?", "In which city is the Gilded Swan bar?",
                     "When was the Jardin Blanc created?", "What glass is the Humo Negro served in?"]
COCKTAILS_GRAPHS = [
    ('[("Saltmarsh Sour", "main liquor", ?x)]', _cke("Q201")),
    ('[(?x, "came up with", "Southern Lantern")]', _cke("Q703")),
    ('[("Brume de Rhône", "year invented", ?x)]', {"2018"}),
    ('[("Lantern Room", "in city", ?x)]', _cke("Q403")),
    ('[("Humo Dorado", "strength", ?x)]', {"22"}),
    ('[(?x, "contains", "coffee liqueur")]', _cke("Q614")),
    ('[(?c, "invented at", "The Gilded Heron"), (?c, "year invented", ?x)]', {"1934", "1938"}),
    ('[("Clémence Vidal", "came up with", ?c), (?c, "glass used", ?x)]', _ck("Q302", "Q301")),
    ('[("Copper Fox", "invented at", ?b), (?b, "in city", ?x)]', _cke("Q401")),
    ('[(?p, "came up with", "Humo Dorado"), (?p, "born on", ?x)]', {"1979-06-05"}),
    ('[(?c, "contains", "gin"), (?c, "garnished with", ?x)]', _ck("Q313", "Q314", "Q312")),
    ('[("Isla Drummond", "workplace", ?b), (?b, "opened in", ?x)]', {"2009"}),
]

KGS_W = {"bridges": (bridges_kg, BRIDGES_QUESTIONS, BRIDGES_MADE_UP, BRIDGES_GRAPHS),
         "perfumery": (perfumery_kg, PERFUMERY_QUESTIONS, PERFUMERY_MADE_UP, PERFUMERY_GRAPHS),
         "esports": (esports_kg, ESPORTS_QUESTIONS, ESPORTS_MADE_UP, ESPORTS_GRAPHS),
         "fossils": (fossils_kg, FOSSILS_QUESTIONS, FOSSILS_MADE_UP, FOSSILS_GRAPHS),
         "cocktails": (cocktails_kg, COCKTAILS_QUESTIONS, COCKTAILS_MADE_UP, COCKTAILS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_W, __doc__)
