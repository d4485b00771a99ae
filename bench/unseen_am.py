"""A thirty-ninth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_al.py):

- `mazes`: a European maze register (`https://maze-register.example.org/maze/M07`, `…/person/p07`, `…/place/reignac`,
  `…/plant/thuja`, `…/owner/fmr`, `…/country/spain`, vocabulary `…/vocab#` with `rdf:Property`s labelled @en and @fr)
  where every name is an `rdfs:label` in the language of the thing's country and nine of the fifteen mazes have NO
  English label at all ("Labyrinthe de Reignac"@fr, "Irrgarten Kleinwelka"@de, "Laberint d'Horta"@ca with "Laberinto
  de Horta"@es, "Trojaborgen i Visby"@sv, "Doolhof van Het Loo"@nl), some have an English one beside the native one
  ("Labirinto della Masone"@it / "Masone Labyrinth"@en), towns are labelled only in their own language ("Chartres"@fr,
  "Apeldoorn"@nl; Namur also "Namen"@nl), countries in English and their own language, owners mostly only in theirs
  ("Fondazione Franco Maria Ricci"@it), hedge plants in English, Latin and another language, two of them with no
  English ("Thuja occidentalis"@la / "Lebensbaum"@de; "Cupressus sempervirens"@la / "ciprés"@es / "xiprer"@ca), and
  designers by a label with no language tag; mazes are typed by an `rdfs:subClassOf` tree labelled @en / @fr / @de
  (hedge maze, corn maze, turf maze, stone labyrinth ⊂ maze) and have a `location` town (→ `country`), a `designer`
  (`birthYear` xsd:gYear, `nationality`), `opened` xsd:gYear, `areaSqM` and `pathLengthM` xsd:decimal (square metres,
  metres), a `hedgePlant` and an `owner` (`foaf:Organization`); two mazes are both "Le Labyrinthe Vert"@fr (a corn
  maze in Namur, Belgium, 2011, by Émile Dufour; a beech hedge maze in Yverdon-les-Bains, Switzerland, 1998, by Julia
  Chartres; told apart only by town, country, kind and designer), and the designer Julia Chartres designed mazes in
  Germany, Switzerland and Bath, none in Chartres or in France; the Laberint d'Horta's area is exactly 5000 m²;
- `minerals`: a mineral thesaurus in SKOS (`https://mineral-thesaurus.example.org/species/franklinite`, `…/class/
  tectosilicates`, `…/system/cubic`, `…/locality/franklin-nj`, `…/collection/gemstones`, `…/person/p3`, vocabulary
  `…/def/` with `owl:ObjectProperty` / `owl:DatatypeProperty`s labelled @en) where species, mineral classes, crystal
  systems and type localities are all `skos:Concept`s in four `skos:ConceptScheme`s, named by `skos:prefLabel`@en
  with `skos:altLabel`s ("rock salt", "fool's gold", "ruby", "haematite"; the cubic system "isometric", the trigonal
  "rhombohedral"), classes carrying their Strunz code as `skos:notation` ("9.F") and a two-level `skos:broader` /
  `skos:narrower` tree (tectosilicates ⊂ silicates), species attached to their class only by `skos:broader` (so
  "which minerals are silicates" needs the transitive hierarchy), localities in a `skos:broader` chain (Franklin →
  New Jersey → United States; Tsumeb → Namibia) with countries as `skos:topConceptOf`, polymorphs linked by
  `skos:related` (calcite–aragonite, diamond–graphite) and two `skos:Collection`s with `skos:member`s ("Gemstones",
  "Ore minerals"); species have `mohsHardness` and `specificGravity` xsd:decimal, a `chemicalFormula` string, a
  `crystalSystem` concept, `yearDescribed` xsd:gYear, some a `typeLocality` concept and a `describedBy` person
  (`foaf:name`, `birthYear`); two localities are both "Franklin"@en (in New Jersey: franklinite and zincite; in
  Tasmania: dundasite; told apart only by `skos:broader`), the (invented) mineralogist Anna Kongsberg described
  tsumcorite (Tsumeb) and ilímaussite (Ilímaussaq), nothing from Kongsberg or Norway (silver's type locality), and
  zircon and elbaite have a hardness of exactly 7.5, calcite exactly 3;
- `ballets`: a ballet archive (`https://ballet-archive.example.org/dancer/d01`, `…/company/c5`, `…/work/w2`,
  `…/role/odette`, `…/production/P3`, `…/engagement/E03`, `…/casting/K08`, `…/venue/v2`, `…/city/riga`, vocabulary
  `…/schema/` labelled @en) where who danced for which company, at what rank and when is said ONLY by n-ary
  `Engagement` nodes (`dancer`, `company`, `rank` "corps de ballet" / "soloist" / "principal", `startDate` xsd:date
  and an `endDate` unless current), and who danced which role in which staging only by `Casting` nodes
  (`performer`, `role`, `production`); productions have no name, only `ofWork`, `byCompany`, `openingNight`
  xsd:date and a `venue` (a theatre in a `city`), so "now", "in 2010", "become a principal", "the 2015 Swan Lake" and
  "the Nutcracker Prince in 2021" need the dates on the nodes; dancers (`foaf:name`) have a `birthDate` xsd:date and a
  `birthPlace`, companies (`rdfs:label`) a `basedIn` city and `founded` xsd:gYear, ballets a `choreographer` (a
  `foaf:Person` with `birthYear`, or for one new ballet a dancer), a `composer` and `premiereYear` xsd:gYear, roles a
  `roleIn` ballet; two dancers are both "Sofia Marin" (born 1988 in Lisbon, Ballet Lusitano, Thames Ballet Company,
  Royal Baltic Ballet, Odette and Giselle; born 1996 in Bordeaux, a soloist at the Ballet National de Bordeaux; told
  apart only by birth date and place, engagements and roles), the role Giselle shares its name with the ballet, and
  the dancer Lucas Bordeaux, born in London, danced for the Thames Ballet Company and the Hamburg Dance Theatre and
  never for the Ballet National de Bordeaux nor on a stage in Bordeaux;
- `gliding`: a gliding-club database exported by the W3C Direct Mapping of its five relational tables
  (`http://gliding-db.example.com/pilot/id=4`, `…/club/id=3`, `…/airfield/id=6`, `…/glider_type/id=2`,
  `…/flight/id=9`): classes are the table IRIs (`…/pilot`), every column is a property `…/pilot#name`,
  `…/pilot#birth_year` xsd:integer, `…/pilot#instructor` xsd:boolean, `…/airfield#elevation_m` and
  `…/airfield#runway_length_m` xsd:integer (metres), `…/glider_type#wingspan_m` xsd:decimal, `…/glider_type#
  manufacturer` (a plain string, no entity), `…/flight#flight_date` xsd:date, `…/flight#distance_km` xsd:decimal,
  `…/flight#duration_min` xsd:integer, every row has its `#id` column, and every foreign key is BOTH a literal
  column (`…/pilot#club_id` 3) and a reference (`…/pilot#ref-club_id` → `…/club/id=3`); names are only in the
  `#name` columns, with no rdfs:label, no ontology and no other literal naming anything; two pilots are both "Tom
  Hughes" (born 1965, Lasham Gliding Society, instructor, two flights from Lasham; born 1998, Yorkshire Gliding Club,
  two short flights from Sutton Bank; told apart only by club, birth year and flights), the pilot Sarah Lasham flies
  with the London Gliding Club (Dunstable Downs) and has flown from Dunstable Downs and Husbands Bosworth, never from
  Lasham, and the DG-1000 first flew in exactly 2000;
- `bandstands`: a register of cast-iron bandstands in PROV-O and OWL-Time (`https://bandstand-register.example.org/
  bandstand/B05`, `…/activity/cast-B05`, `…/activity/restoration-R5`, `…/association/cast-B01-designer`,
  `…/interval/restoration-R5`, `…/instant/restoration-R5-start`, `…/agent/f2`, `…/park/saltwell`, `…/town/glasgow`,
  vocabulary `…/def/` whose classes are `rdfs:subClassOf` `prov:Entity` / `prov:Activity` / `prov:Organization`),
  everything named by a plain `rdfs:label`: each bandstand `prov:wasGeneratedBy` a casting activity with a
  `prov:endedAtTime` xsd:dateTime, `prov:wasAssociatedWith` its foundry (`def:Foundry`, `basedIn` a town) and, where
  a designer is known, a `prov:qualifiedAssociation` → `prov:Association` with `prov:agent` the designer (a
  `prov:Person` with `birthYear`) and `prov:hadRole` `…/role/designer`, so "who cast" and "who designed" are two and
  three hops away; restorations are `def:Restoration` activities that `prov:used` the bandstand,
  `prov:wasAssociatedWith` a restoration firm, have `costGBP` xsd:decimal, sometimes `fundedBy` a funder, and dates
  only as an OWL-Time `time:hasTime` → `time:ProperInterval` → `time:hasBeginning` / `time:hasEnd` → `time:Instant`
  → `time:inXSDDate` xsd:date; one bandstand `prov:wasInvalidatedBy` a demolition (with `prov:endedAtTime`) and its
  replica `prov:wasDerivedFrom` it; bandstands also have `prov:atLocation` a park (→ `town`), a `listedGrade` string
  ("II" in England, "B" in Scotland; none for three), `sides` xsd:integer and `diameterM` xsd:decimal; two bandstands
  are both "Jubilee Bandstand" (Weymouth, Greenhill Gardens, six-sided, Lion Foundry, designed by Thomas Kerr, Grade
  II; Grimsby, People's Park, Hill & Smith, unlisted, restored by Lost Art Ltd in 2016; told apart only by park,
  town, foundry and facts), the (invented) designer Helena Clevedon designed the bandstands in Brighton and Hastings,
  not the Clevedon Bandstand, and the demolished Pier Head Bandstand was cast in June 1880.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (305 SPARQL checks run with pyoxigraph over the five KGs: one per question and
pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG names it), and one per name in
the made-up questions (40 names in 30 questions) checked to be no literal and no IRI's local name in the KG; plus 419
more: 41 on the traps (the person named like a place and unrelated to it, the labels missing in English, the SKOS
schemes and hierarchy, the engagement nodes, the Direct Mapping's literal and reference foreign keys agreeing, the
OWL-Time intervals and PROV activities, the values that sit exactly on a question's threshold), 6 on shared names,
22 that the superlatives are not ties, 5 that each KG parses as N-Triples one triple a line, 5 that every typed
literal is written in the canonical form a store gives back, 15 that the entity of each unanswerable question
exists, 240 that each pseudo graph parses and its names are names in its KG and its relation words are not the KG's
predicate names or property labels, 40 that each made-up name is in its question, and 45 that the lists above are
complete, each KG has 41 distinct questions with no brackets, three unanswerable, six made-up, and six one-hop and
six two-hop graphs). "right" = the top answer is gold; an empty gold set means the KG cannot answer and the right
behaviour is no answer (three per KG, each about an entity the KG has, asking for something it does not record:
ticket prices, visitor numbers, hedge heights, prices per carat, colours, mining output, dancers' heights, salaries,
theatre seats, glider prices, membership fees, climb heights, seating, paint colours, concert numbers).
Made-up questions (six per KG) name entities that do not exist (invented, or real names recombined or altered) and
must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their own, not the
KG's predicate names or property labels.

    python bench/unseen_am.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SKOS, _lit
from unseen_b import FOAF, OWL, _typed
from unseen_f import PROV
from unseen_g import RDF, TIME, Graph
from unseen_r import _bool

# ---- mazes (a European maze register named only by `rdfs:label`s in the language of each maze's country: many
# ---- mazes, towns, owners and plants have NO English label at all ("Labyrinthe de Reignac"@fr, "Irrgarten
# ---- Kleinwelka"@de, "Thuja occidentalis"@la / "Lebensbaum"@de), some have an English one beside the native one; maze
# ---- kinds are classes in an rdfs:subClassOf tree labelled @en / @fr / @de) ----------------------------------------
MZ = "https://maze-register.example.org/"
MZV = MZ + "vocab#"
# property: (label @en, label @fr)
MZ_PROPERTIES = {"location": ("location", "emplacement"), "designer": ("designer", "concepteur"),
                 "opened": ("year opened", "année d'ouverture"), "areaSqM": ("area (m²)", "superficie (m²)"),
                 "pathLengthM": ("path length (m)", "longueur du chemin (m)"),
                 "hedgePlant": ("hedge plant", "plante de haie"), "owner": ("owner", "propriétaire"),
                 "country": ("country", "pays"), "birthYear": ("year of birth", "année de naissance"),
                 "nationality": ("nationality", "nationalité")}
# class: ([(label, lang)], superclass or None)
MZ_CLASSES = {"Maze": ([("maze", "en"), ("labyrinthe", "fr"), ("Irrgarten", "de")], None),
              "HedgeMaze": ([("hedge maze", "en"), ("labyrinthe végétal", "fr"), ("Heckenirrgarten", "de")], "Maze"),
              "CornMaze": ([("corn maze", "en"), ("labyrinthe de maïs", "fr"), ("Maislabyrinth", "de")], "Maze"),
              "TurfMaze": ([("turf maze", "en"), ("labyrinthe de gazon", "fr"), ("Rasenlabyrinth", "de")], "Maze"),
              "StoneLabyrinth": ([("stone labyrinth", "en"), ("labyrinthe de pierre", "fr"),
                                  ("Steinlabyrinth", "de")], "Maze")}
MZ_COUNTRIES = {"uk": [("United Kingdom", "en"), ("Royaume-Uni", "fr")], "france": [("France", "en"), ("France", "fr")],
                "italy": [("Italy", "en"), ("Italia", "it")], "spain": [("Spain", "en"), ("España", "es")],
                "germany": [("Germany", "en"), ("Deutschland", "de")], "sweden": [("Sweden", "en"), ("Sverige", "sv")],
                "belgium": [("Belgium", "en"), ("Belgique", "fr")],
                "switzerland": [("Switzerland", "en"), ("Suisse", "fr")],
                "netherlands": [("Netherlands", "en"), ("Nederland", "nl")]}
# town: ([(label, lang)], country)
MZ_TOWNS = {"east-molesey": ([("East Molesey", "en")], "uk"), "horningsham": ([("Horningsham", "en")], "uk"),
            "saffron-walden": ([("Saffron Walden", "en")], "uk"), "alkborough": ([("Alkborough", "en")], "uk"),
            "bath": ([("Bath", "en")], "uk"), "chartres": ([("Chartres", "fr")], "france"),
            "reignac": ([("Reignac-sur-Indre", "fr")], "france"), "fontanellato": ([("Fontanellato", "it")], "italy"),
            "stra": ([("Stra", "it")], "italy"), "barcelona": ([("Barcelona", "es"), ("Barcelona", "ca")], "spain"),
            "kleinwelka": ([("Kleinwelka", "de")], "germany"), "visby": ([("Visby", "sv")], "sweden"),
            "apeldoorn": ([("Apeldoorn", "nl")], "netherlands"),
            "namur": ([("Namur", "fr"), ("Namen", "nl")], "belgium"),
            "yverdon": ([("Yverdon-les-Bains", "fr")], "switzerland")}
# plant: [(label, lang)]
MZ_PLANTS = {"yew": [("yew", "en"), ("Taxus baccata", "la"), ("if", "fr")],
             "hornbeam": [("hornbeam", "en"), ("Carpinus betulus", "la"), ("haagbeuk", "nl")],
             "box": [("box", "en"), ("Buxus sempervirens", "la"), ("bosso", "it")],
             "maize": [("maize", "en"), ("Zea mays", "la"), ("maïs", "fr")],
             "bamboo": [("bamboo", "en"), ("bambù", "it")],
             "beech": [("beech", "en"), ("Fagus sylvatica", "la"), ("hêtre", "fr")],
             "thuja": [("Thuja occidentalis", "la"), ("Lebensbaum", "de")],
             "cypress": [("Cupressus sempervirens", "la"), ("ciprés", "es"), ("xiprer", "ca")]}
# owner: [(label, lang)]
MZ_OWNERS = {"hrp": [("Historic Royal Palaces", "en")], "longleat": [("Longleat Estate", "en")],
             "swtc": [("Saffron Walden Town Council", "en")], "diocese-chartres": [("Diocèse de Chartres", "fr")],
             "fmr": [("Fondazione Franco Maria Ricci", "it")],
             "mic": [("Ministero della Cultura", "it"), ("Ministry of Culture", "en")],
             "ajb": [("Ajuntament de Barcelona", "ca"), ("Barcelona City Council", "en")],
             "het-loo": [("Stichting Paleis Het Loo", "nl")],
             "banes": [("Bath and North East Somerset Council", "en")],
             "ferme-haie": [("Ferme de la Haie", "fr")], "yverdon-commune": [("Commune d'Yverdon-les-Bains", "fr")]}
# designer: (rdfs:label without language, birth year, nationality)
MZ_DESIGNERS = {"p01": ("George London", "1640", "uk"), "p02": ("Greg Bright", "1951", "uk"),
                "p03": ("Lucien Marchais", "1958", "france"), "p04": ("Franco Maria Ricci", "1937", "italy"),
                "p05": ("Girolamo Frigimelica", "1653", "italy"), "p06": ("Domenico Bagutti", "1760", "italy"),
                "p07": ("Julia Chartres", "1962", "uk"), "p08": ("Daniel Marot", "1661", "france"),
                "p09": ("Émile Dufour", "1975", "belgium")}
# maze: ([(label, lang)], class, town, designer or None, opened, area m², path length m, plant or None, owner or None)
MZ_MAZES = {
    "M01": ([("Hampton Court Maze", "en"), ("Labyrinthe de Hampton Court", "fr")], "HedgeMaze", "east-molesey", "p01",
            "1690", "1335", "800", "yew", "hrp"),
    "M02": ([("Longleat Hedge Maze", "en")], "HedgeMaze", "horningsham", "p02", "1975", "6000", "2720", "yew",
            "longleat"),
    "M03": ([("Saffron Walden Turf Maze", "en")], "TurfMaze", "saffron-walden", None, "1699", "1200", "1600", None,
            "swtc"),
    "M04": ([("Julian's Bower", "en")], "TurfMaze", "alkborough", None, "1697", "150", "220", None, None),
    "M05": ([("Labyrinthe de la cathédrale de Chartres", "fr")], "StoneLabyrinth", "chartres", None, "1205", "130.7",
            "261.5", None, "diocese-chartres"),
    "M06": ([("Labyrinthe de Reignac", "fr")], "CornMaze", "reignac", "p03", "1996", "40000", "4000", "maize", None),
    "M07": ([("Labirinto della Masone", "it"), ("Masone Labyrinth", "en")], "HedgeMaze", "fontanellato", "p04", "2015",
            "70000", "3000", "bamboo", "fmr"),
    "M08": ([("Labirinto di Villa Pisani", "it")], "HedgeMaze", "stra", "p05", "1720", "2200", "1500", "box", "mic"),
    "M09": ([("Laberint d'Horta", "ca"), ("Laberinto de Horta", "es")], "HedgeMaze", "barcelona", "p06", "1794", "5000",
            "750", "cypress", "ajb"),
    "M10": ([("Irrgarten Kleinwelka", "de")], "HedgeMaze", "kleinwelka", "p07", "2003", "3000", "1200", "thuja", None),
    "M11": ([("Trojaborgen i Visby", "sv")], "StoneLabyrinth", "visby", None, "1740", "320", "190", None, None),
    "M12": ([("Doolhof van Het Loo", "nl")], "HedgeMaze", "apeldoorn", "p08", "1686", "900", "450", "hornbeam",
            "het-loo"),
    "M13": ([("Le Labyrinthe Vert", "fr")], "CornMaze", "namur", "p09", "2011", "25000", "2500", "maize", "ferme-haie"),
    "M14": ([("Le Labyrinthe Vert", "fr")], "HedgeMaze", "yverdon", "p07", "1998", "4200", "1500", "beech",
            "yverdon-commune"),
    "M15": ([("Beazer Garden Maze", "en")], "StoneLabyrinth", "bath", "p07", "1984", "380", "300", None, "banes"),
}


def mazes_kg() -> str:
    """N-Triples of the maze register: rdfs:labels in the native languages only, English missing on many entities."""
    g = Graph()
    for prop, (en, fr) in MZ_PROPERTIES.items():
        g.add(MZV + prop, RDF_TYPE, RDF + "Property")
        g.add(MZV + prop, RDFS + "label", _lit(en, "en")), g.add(MZV + prop, RDFS + "label", _lit(fr, "fr"))
    for cls, (labels, sup) in MZ_CLASSES.items():
        g.add(MZV + cls, RDF_TYPE, OWL + "Class")
        for text, lang in labels:
            g.add(MZV + cls, RDFS + "label", _lit(text, lang))
        if sup:
            g.add(MZV + cls, RDFS + "subClassOf", MZV + sup)
    for key, labels in MZ_COUNTRIES.items():
        c = f"{MZ}country/{key}"
        g.add(c, RDF_TYPE, MZV + "Country")
        for text, lang in labels:
            g.add(c, RDFS + "label", _lit(text, lang))
    for key, (labels, country) in MZ_TOWNS.items():
        t = f"{MZ}place/{key}"
        g.add(t, RDF_TYPE, MZV + "Town")
        for text, lang in labels:
            g.add(t, RDFS + "label", _lit(text, lang))
        g.add(t, MZV + "country", f"{MZ}country/{country}")
    for key, labels in MZ_PLANTS.items():
        p = f"{MZ}plant/{key}"
        g.add(p, RDF_TYPE, MZV + "Plant")
        for text, lang in labels:
            g.add(p, RDFS + "label", _lit(text, lang))
    for key, labels in MZ_OWNERS.items():
        o = f"{MZ}owner/{key}"
        g.add(o, RDF_TYPE, FOAF + "Organization")
        for text, lang in labels:
            g.add(o, RDFS + "label", _lit(text, lang))
    for key, (name, born, nationality) in MZ_DESIGNERS.items():
        p = f"{MZ}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, RDFS + "label", _lit(name))
        g.add(p, MZV + "birthYear", _typed(born, "gYear")), g.add(p, MZV + "nationality", f"{MZ}country/{nationality}")
    for key, (labels, cls, town, designer, opened, area, path, plant, owner) in MZ_MAZES.items():
        m = f"{MZ}maze/{key}"
        g.add(m, RDF_TYPE, MZV + cls)
        for text, lang in labels:
            g.add(m, RDFS + "label", _lit(text, lang))
        g.add(m, MZV + "location", f"{MZ}place/{town}")
        if designer:
            g.add(m, MZV + "designer", f"{MZ}person/{designer}")
        g.add(m, MZV + "opened", _typed(opened, "gYear")), g.add(m, MZV + "areaSqM", _typed(area, "decimal"))
        g.add(m, MZV + "pathLengthM", _typed(path, "decimal"))
        if plant:
            g.add(m, MZV + "hedgePlant", f"{MZ}plant/{plant}")
        if owner:
            g.add(m, MZV + "owner", f"{MZ}owner/{owner}")
    return g.text()


def _mz(kind: str, *keys: str) -> set[str]:
    return {f"{MZ}{kind}/{k}" for k in keys}


MAZES_QUESTIONS = [
    ("Who designed the Hampton Court Maze?", _mz("person", "p01")),
    ("Which mazes did Julia Chartres design?", _mz("maze", "M10", "M14", "M15")),
    ("Which mazes are in Chartres?", _mz("maze", "M05")),
    ("Where is the Labyrinthe de Reignac?", _mz("place", "reignac")),
    ("When did the Labirinto della Masone open?", {"2015"}),
    ("How long is the path of the Longleat Hedge Maze?", {"2720"}),
    ("Which is the largest maze?", _mz("maze", "M07")),
    ("Which is the oldest maze?", _mz("maze", "M05")),
    ("Which hedge mazes are there?", _mz("maze", "M01", "M02", "M07", "M08", "M09", "M10", "M12", "M14")),
    ("Which mazes are turf mazes?", _mz("maze", "M03", "M04")),
    ("How many mazes are in France?", {"2"}),
    ("Which plant is the Hampton Court Maze planted with?", _mz("plant", "yew")),
    ("Which hedge plant does the Irrgarten Kleinwelka use?", _mz("plant", "thuja")),
    ("Which mazes are planted with maize?", _mz("maze", "M06", "M13")),
    ("Who owns the Labirinto della Masone?", _mz("owner", "fmr")),
    ("In which country is the Laberint d'Horta?", _mz("country", "spain")),
    ("When was Daniel Marot born?", {"1661"}),
    ("What nationality is Franco Maria Ricci?", _mz("country", "italy")),
    ("Who designed Le Labyrinthe Vert in Belgium?", _mz("person", "p09")),
    ("When did Le Labyrinthe Vert in Switzerland open?", {"1998"}),
    ("Which mazes opened before 1700?", _mz("maze", "M01", "M03", "M04", "M05", "M12")),
    ("Which mazes are larger than 5000 square metres?", _mz("maze", "M02", "M06", "M07", "M13")),
    ("Which maze has the longest path?", _mz("maze", "M06")),
    ("Which mazes did Italian designers create?", _mz("maze", "M07", "M08", "M09")),
    ("Who designed the maze in Apeldoorn?", _mz("person", "p08")),
    ("What kind of maze is the Trojaborgen i Visby?", {MZV + "StoneLabyrinth"}),
    ("Which stone labyrinths are there?", _mz("maze", "M05", "M11", "M15")),
    ("When was Julia Chartres born?", {"1962"}),
    ("Which designer was born first?", _mz("person", "p01")),
    ("Which mazes does Historic Royal Palaces own?", _mz("maze", "M01")),
    ("What is the area of the Labyrinthe de la cathédrale de Chartres?", {"130.7"}),
    ("How many hedge mazes are in the United Kingdom?", {"2"}),
    ("Which mazes opened in the 21st century?", _mz("maze", "M07", "M10", "M13")),
    ("Who designed the Masone Labyrinth?", _mz("person", "p04")),
    ("In which country is the maze designed by Daniel Marot?", _mz("country", "netherlands")),
    ("Which mazes did British designers create?", _mz("maze", "M01", "M02", "M10", "M14", "M15")),
    ("who designed the labyrinthe de reignac", _mz("person", "p03")),
    ("When did the Labirinto di Vila Pisani open?", {"1720"}),  # misspelt: Villa
    ("How much does a ticket to the Hampton Court Maze cost?", set()),  # no prices
    ("How many visitors does the Longleat Hedge Maze get each year?", set()),  # no visitor numbers
    ("How tall are the hedges of the Labirinto della Masone?", set()),  # no hedge heights
]
MAZES_MADE_UP = ["Who designed the Labyrinthe de Vendôme?", "When did the Irrgarten Altenburg open?",
                 "Which mazes did Julia Marot design?", "Who owns the Glendurgan Maze?",
                 "Where is the Labirinto del Sole?", "When was Greg London born?"]
MAZES_GRAPHS = [
    ('[("Hampton Court Maze", "laid out by", ?x)]', _mz("person", "p01")),
    ('[("Labyrinthe de Reignac", "sits in", ?x)]', _mz("place", "reignac")),
    ('[("Irrgarten Kleinwelka", "planted with", ?x)]', _mz("plant", "thuja")),
    ('[(?x, "laid out by", "Julia Chartres")]', _mz("maze", "M10", "M14", "M15")),
    ('[("Labirinto della Masone", "belongs to", ?x)]', _mz("owner", "fmr")),
    ('[("Daniel Marot", "born in year", ?x)]', {"1661"}),
    ('[("Doolhof van Het Loo", "laid out by", ?d), (?d, "citizen of", ?x)]', _mz("country", "france")),
    ('[(?m, "laid out by", "Julia Chartres"), (?m, "sits in", ?x)]', _mz("place", "kleinwelka", "yverdon", "bath")),
    ('[("Laberint d\'Horta", "sits in", ?t), (?t, "in country", ?x)]', _mz("country", "spain")),
    ('[(?m, "planted with", "yew"), (?m, "first opened", ?x)]', {"1690", "1975"}),
    ('[("Labirinto di Villa Pisani", "laid out by", ?d), (?d, "born in year", ?x)]', {"1653"}),
    ('[(?m, "sits in", "Namur"), (?m, "laid out by", ?x)]', _mz("person", "p09")),
]


# ---- minerals (a mineral thesaurus in SKOS: species, mineral classes, crystal systems and type localities are all
# ---- `skos:Concept`s in four `skos:ConceptScheme`s, named by `skos:prefLabel`@en with `skos:altLabel`s ("rock salt",
# ---- "fool's gold", "isometric"), classified by `skos:broader` (species → class → silicates; locality → region →
# ---- country), carrying Strunz codes as `skos:notation`, `skos:related` polymorphs and two `skos:Collection`s) -----
MN = "https://mineral-thesaurus.example.org/"
MND = MN + "def/"
# property: (label @en, object or datatype)
MN_PROPERTIES = {"mohsHardness": ("Mohs hardness", "Datatype"), "specificGravity": ("specific gravity", "Datatype"),
                 "chemicalFormula": ("chemical formula", "Datatype"), "crystalSystem": ("crystal system", "Object"),
                 "typeLocality": ("type locality", "Object"), "yearDescribed": ("year described", "Datatype"),
                 "describedBy": ("described by", "Object"), "birthYear": ("year of birth", "Datatype")}
MN_SCHEMES = {"species": "Mineral species", "classes": "Mineral classes", "systems": "Crystal systems",
              "localities": "Type localities"}
# class: (prefLabel @en, Strunz notation, broader class or None)
MN_CLASSES = {"native-elements": ("Native elements", "1", None), "sulfides": ("Sulfides", "2", None),
              "halides": ("Halides", "3", None), "oxides": ("Oxides", "4", None),
              "carbonates": ("Carbonates", "5", None), "phosphates": ("Phosphates and arsenates", "8", None),
              "silicates": ("Silicates", "9", None), "nesosilicates": ("Nesosilicates", "9.A", "silicates"),
              "cyclosilicates": ("Cyclosilicates", "9.C", "silicates"),
              "inosilicates": ("Inosilicates", "9.D", "silicates"),
              "phyllosilicates": ("Phyllosilicates", "9.E", "silicates"),
              "tectosilicates": ("Tectosilicates", "9.F", "silicates")}
# crystal system: (prefLabel @en, altLabel @en or None)
MN_SYSTEMS = {"cubic": ("cubic", "isometric"), "tetragonal": ("tetragonal", None), "hexagonal": ("hexagonal", None),
              "trigonal": ("trigonal", "rhombohedral"), "orthorhombic": ("orthorhombic", None),
              "monoclinic": ("monoclinic", None), "triclinic": ("triclinic", None)}
# locality: (prefLabel @en, broader locality or None)
MN_LOCALITIES = {"united-states": ("United States", None), "new-jersey": ("New Jersey", "united-states"),
                 "franklin-nj": ("Franklin", "new-jersey"), "australia": ("Australia", None),
                 "tasmania": ("Tasmania", "australia"), "franklin-tas": ("Franklin", "tasmania"),
                 "namibia": ("Namibia", None), "tsumeb": ("Tsumeb", "namibia"), "norway": ("Norway", None),
                 "kongsberg": ("Kongsberg", "norway"), "greenland": ("Greenland", None),
                 "ilimaussaq": ("Ilímaussaq", "greenland"), "spain": ("Spain", None),
                 "molina": ("Molina de Aragón", "spain"), "italy": ("Italy", None), "elba": ("Elba", "italy")}
# person: (foaf:name, birth year)
MN_PEOPLE = {"p1": ("Abraham Gottlob Werner", "1749"), "p2": ("Pierre Berthier", "1782"),
             "p3": ("Anna Kongsberg", "1921"), "p4": ("Wilhelm Haidinger", "1795")}
# species: (prefLabel @en, [altLabels @en], class, crystal system, Mohs hardness, specific gravity,
#           formula, type locality or None, year described, described by or None)
MN_SPECIES = {
    "calcite": ("Calcite", [], "carbonates", "trigonal", "3", "2.71", "CaCO3", None, "1845", "p4"),
    "aragonite": ("Aragonite", [], "carbonates", "orthorhombic", "3.75", "2.95", "CaCO3", "molina", "1797", "p1"),
    "dundasite": ("Dundasite", [], "carbonates", "orthorhombic", "2", "3.55", "PbAl2(CO3)2(OH)4", "franklin-tas",
                  "1893", None),
    "quartz": ("Quartz", [], "tectosilicates", "trigonal", "7", "2.65", "SiO2", None, "1530", None),
    "orthoclase": ("Orthoclase", [], "tectosilicates", "monoclinic", "6", "2.56", "KAlSi3O8", None, "1823", None),
    "zircon": ("Zircon", [], "nesosilicates", "tetragonal", "7.5", "4.65", "ZrSiO4", None, "1783", None),
    "beryl": ("Beryl", ["emerald"], "cyclosilicates", "hexagonal", "7.8", "2.76", "Be3Al2Si6O18", None, "1747", None),
    "elbaite": ("Elbaite", [], "cyclosilicates", "trigonal", "7.5", "3.05", "Na(Li,Al)3Al6(BO3)3Si6O18(OH)4", "elba",
                "1913", None),
    "ilimaussite": ("Ilímaussite", [], "cyclosilicates", "trigonal", "4.5", "3.6", "Ba4Na2Ce2Fe(Nb,Ti)2Si8O28",
                    "ilimaussaq", "1968", "p3"),
    "diamond": ("Diamond", [], "native-elements", "cubic", "10", "3.52", "C", None, "1600", None),
    "graphite": ("Graphite", [], "native-elements", "hexagonal", "1.5", "2.16", "C", None, "1789", "p1"),
    "gold": ("Gold", [], "native-elements", "cubic", "2.75", "19.3", "Au", None, "1500", None),
    "silver": ("Silver", [], "native-elements", "cubic", "2.6", "10.5", "Ag", "kongsberg", "1546", None),
    "galena": ("Galena", [], "sulfides", "cubic", "2.5", "7.6", "PbS", None, "1546", None),
    "pyrite": ("Pyrite", ["fool's gold"], "sulfides", "cubic", "6.3", "5.01", "FeS2", None, "1566", None),
    "halite": ("Halite", ["rock salt"], "halides", "cubic", "2.4", "2.17", "NaCl", None, "1847", None),
    "fluorite": ("Fluorite", [], "halides", "cubic", "4", "3.18", "CaF2", None, "1797", None),
    "corundum": ("Corundum", ["ruby", "sapphire"], "oxides", "trigonal", "9", "4.02", "Al2O3", None, "1798", None),
    "hematite": ("Hematite", ["haematite"], "oxides", "trigonal", "5.5", "5.26", "Fe2O3", None, "1773", None),
    "franklinite": ("Franklinite", [], "oxides", "cubic", "6", "5.14", "ZnFe2O4", "franklin-nj", "1819", "p2"),
    "zincite": ("Zincite", [], "oxides", "hexagonal", "4", "5.66", "ZnO", "franklin-nj", "1845", "p4"),
    "tsumcorite": ("Tsumcorite", [], "phosphates", "monoclinic", "4.5", "5.2", "PbZn2(AsO4)2·2H2O", "tsumeb", "1971",
                   "p3"),
}
MN_RELATED = [("calcite", "aragonite"), ("diamond", "graphite")]
# collection: (prefLabel @en, members)
MN_COLLECTIONS = {"gemstones": ("Gemstones", ["diamond", "corundum", "beryl", "elbaite", "zircon", "quartz"]),
                  "ores": ("Ore minerals", ["galena", "hematite", "franklinite", "zincite", "silver"])}


def minerals_kg() -> str:
    """N-Triples of the mineral thesaurus: everything a skos:Concept in a scheme, classified by skos:broader."""
    g = Graph()
    for prop, (label, kind) in MN_PROPERTIES.items():
        g.add(MND + prop, RDF_TYPE, OWL + kind + "Property"), g.add(MND + prop, RDFS + "label", _lit(label, "en"))
    for key, label in MN_SCHEMES.items():
        g.add(f"{MN}scheme/{key}", RDF_TYPE, SKOS + "ConceptScheme")
        g.add(f"{MN}scheme/{key}", SKOS + "prefLabel", _lit(label, "en"))

    def concept(c: str, label: str, scheme: str) -> None:
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        g.add(c, SKOS + "inScheme", f"{MN}scheme/{scheme}")

    for key, (label, notation, broader) in MN_CLASSES.items():
        c = f"{MN}class/{key}"
        concept(c, label, "classes"), g.add(c, SKOS + "notation", _lit(notation))
        if broader:
            g.add(c, SKOS + "broader", f"{MN}class/{broader}"), g.add(f"{MN}class/{broader}", SKOS + "narrower", c)
        else:
            g.add(c, SKOS + "topConceptOf", f"{MN}scheme/classes")
    for key, (label, alt) in MN_SYSTEMS.items():
        c = f"{MN}system/{key}"
        concept(c, label, "systems"), g.add(c, SKOS + "topConceptOf", f"{MN}scheme/systems")
        if alt:
            g.add(c, SKOS + "altLabel", _lit(alt, "en"))
    for key, (label, broader) in MN_LOCALITIES.items():
        c = f"{MN}locality/{key}"
        concept(c, label, "localities")
        if broader:
            g.add(c, SKOS + "broader", f"{MN}locality/{broader}")
        else:
            g.add(c, SKOS + "topConceptOf", f"{MN}scheme/localities")
    for key, (name, born) in MN_PEOPLE.items():
        p = f"{MN}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, MND + "birthYear", _typed(born, "gYear"))
    for key, fields in MN_SPECIES.items():
        label, alts, cls, system, mohs, gravity, formula, locality, year, by = fields
        c = f"{MN}species/{key}"
        concept(c, label, "species")
        for alt in alts:
            g.add(c, SKOS + "altLabel", _lit(alt, "en"))
        g.add(c, SKOS + "broader", f"{MN}class/{cls}"), g.add(c, MND + "crystalSystem", f"{MN}system/{system}")
        g.add(c, MND + "mohsHardness", _typed(mohs, "decimal"))
        g.add(c, MND + "specificGravity", _typed(gravity, "decimal"))
        g.add(c, MND + "chemicalFormula", _lit(formula)), g.add(c, MND + "yearDescribed", _typed(year, "gYear"))
        if locality:
            g.add(c, MND + "typeLocality", f"{MN}locality/{locality}")
        if by:
            g.add(c, MND + "describedBy", f"{MN}person/{by}")
    for a, b in MN_RELATED:
        g.add(f"{MN}species/{a}", SKOS + "related", f"{MN}species/{b}")
        g.add(f"{MN}species/{b}", SKOS + "related", f"{MN}species/{a}")
    for key, (label, members) in MN_COLLECTIONS.items():
        c = f"{MN}collection/{key}"
        g.add(c, RDF_TYPE, SKOS + "Collection"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        for member in members:
            g.add(c, SKOS + "member", f"{MN}species/{member}")
    return g.text()


def _mn(kind: str, *keys: str) -> set[str]:
    return {f"{MN}{kind}/{k}" for k in keys}


MINERALS_QUESTIONS = [
    ("What is the Mohs hardness of fluorite?", {"4"}),
    ("Which is the hardest mineral?", _mn("species", "diamond")),
    ("Which mineral has the highest specific gravity?", _mn("species", "gold")),
    ("What is the chemical formula of halite?", {"NaCl"}),
    ("Which minerals are carbonates?", _mn("species", "calcite", "aragonite", "dundasite")),
    ("Which minerals are silicates?", _mn("species", "quartz", "orthoclase", "zircon", "beryl",
                                          "elbaite", "ilimaussite")),
    ("Which minerals are tectosilicates?", _mn("species", "quartz", "orthoclase")),
    ("What is the crystal system of zircon?", _mn("system", "tetragonal")),
    ("Which sulfides are isometric?", _mn("species", "galena", "pyrite")),
    ("Which oxides crystallise in the cubic system?", _mn("species", "franklinite")),
    ("What is the type locality of franklinite?", _mn("locality", "franklin-nj")),
    ("Which minerals were first described from Franklin in New Jersey?", _mn("species", "franklinite", "zincite")),
    ("Which mineral was first described from Franklin in Tasmania?", _mn("species", "dundasite")),
    ("Which minerals did Anna Kongsberg describe?", _mn("species", "ilimaussite", "tsumcorite")),
    ("Which mineral has its type locality at Kongsberg?", _mn("species", "silver")),
    ("When was aragonite described?", {"1797"}),
    ("Who described graphite?", _mn("person", "p1")),
    ("Which mineral is related to diamond?", _mn("species", "graphite")),
    ("What is another name for halite?", {"rock salt"}),
    ("Which mineral is known as fool's gold?", _mn("species", "pyrite")),
    ("Which minerals are gemstones?", _mn("species", "diamond", "corundum", "beryl", "elbaite", "zircon", "quartz")),
    ("Which gemstones are harder than 7.5?", _mn("species", "diamond", "corundum", "beryl")),
    ("How many minerals are halides?", {"2"}),
    ("What is the Strunz notation of the tectosilicates?", {"9.F"}),
    ("Which mineral class has the Strunz code 2?", _mn("class", "sulfides")),
    ("Which minerals were described after 1900?", _mn("species", "elbaite", "ilimaussite", "tsumcorite")),
    ("Which mineral was described earliest?", _mn("species", "gold")),
    ("In which country is Tsumeb?", _mn("locality", "namibia")),
    ("What is the specific gravity of galena?", {"7.6"}),
    ("Which minerals are softer than 3?", _mn("species", "dundasite", "graphite", "gold", "silver", "galena",
                                              "halite")),
    ("When was Abraham Gottlob Werner born?", {"1749"}),
    ("Which minerals did Pierre Berthier describe?", _mn("species", "franklinite")),
    ("What is the crystal system of rock salt?", _mn("system", "cubic")),
    ("Which ore minerals are oxides?", _mn("species", "hematite", "franklinite", "zincite")),
    ("Which narrower classes does the class Silicates have?",
     _mn("class", "nesosilicates", "cyclosilicates", "inosilicates", "phyllosilicates", "tectosilicates")),
    ("Which minerals are monoclinic?", _mn("species", "orthoclase", "tsumcorite")),
    ("what is the chemical formula of zincite", {"ZnO"}),
    ("What is the Mohs hardness of corrundum?", {"9"}),  # misspelt: corundum
    ("How much does a carat of beryl cost?", set()),  # no prices
    ("What colour is fluorite?", set()),  # no colours
    ("How much pyrite is mined each year?", set()),  # no production figures
]
MINERALS_MADE_UP = ["What is the Mohs hardness of velmarite?", "Who described glaucorite?",
                    "Which minerals did Anna Berthier describe?", "What is the type locality of tsumebite?",
                    "What is the chemical formula of kongsbergite?",
                    "Which minerals are in the Birthstones collection?"]
MINERALS_GRAPHS = [
    ('[("Fluorite", "hardness", ?x)]', {"4"}),
    ('[("Zircon", "lattice", ?x)]', _mn("system", "tetragonal")),
    ('[("Graphite", "first characterised by", ?x)]', _mn("person", "p1")),
    ('[("Halite", "formula", ?x)]', {"NaCl"}),
    ('[(?x, "first found at", "Tsumeb")]', _mn("species", "tsumcorite")),
    ('[("Franklinite", "first characterised by", ?x)]', _mn("person", "p2")),
    ('[("Franklinite", "first characterised by", ?p), (?p, "born", ?x)]', {"1782"}),
    ('[(?m, "first characterised by", "Anna Kongsberg"), (?m, "first found at", ?x)]',
     _mn("locality", "tsumeb", "ilimaussaq")),
    ('[("Dundasite", "first found at", ?l), (?l, "part of", ?x)]', _mn("locality", "tasmania")),
    ('[("Aragonite", "first found at", ?l), (?l, "part of", ?x)]', _mn("locality", "spain")),
    ('[(?m, "first characterised by", "Abraham Gottlob Werner"), (?m, "hardness", ?x)]', {"1.5", "3.75"}),
    ('[(?m, "first characterised by", "Wilhelm Haidinger"), (?m, "lattice", ?x)]', _mn("system", "trigonal",
                                                                                       "hexagonal")),
]


# ---- ballets (a ballet archive where who danced for which company, at what rank and when is said only by n-ary
# ---- `Engagement` nodes (dancer, company, rank, startDate, an endDate unless current), and who danced which role in
# ---- which staging only by `Casting` nodes (performer, role, production); productions carry no name, only a work, a
# ---- company, an opening night and a venue, so "in 2010", "now", "the 2015 Swan Lake" need the dates on the nodes) ---
BA = "https://ballet-archive.example.org/"
BAV = BA + "schema/"
# property: label @en
BA_PROPERTIES = {"dancer": "dancer", "company": "company", "rank": "rank", "startDate": "start date",
                 "endDate": "end date", "performer": "performer", "role": "role", "production": "production",
                 "ofWork": "work", "byCompany": "staged by", "openingNight": "opening night", "venue": "venue",
                 "choreographer": "choreographer", "composer": "composer", "premiereYear": "year of premiere",
                 "basedIn": "based in", "founded": "year founded", "birthDate": "date of birth",
                 "birthPlace": "place of birth", "city": "city", "roleIn": "role in", "birthYear": "year of birth"}
BA_CITIES = {"london": "London", "bordeaux": "Bordeaux", "riga": "Riga", "lisbon": "Lisbon", "hamburg": "Hamburg"}
# company: (label, city, founded)
BA_COMPANIES = {"c1": ("Thames Ballet Company", "london", "1946"), "c2": ("Ballet National de Bordeaux", "bordeaux",
                                                                         "1962"),
                "c3": ("Royal Baltic Ballet", "riga", "1932"), "c4": ("Ballet Lusitano", "lisbon", "1977"),
                "c5": ("Hamburg Dance Theatre", "hamburg", "1973")}
# venue: (label, city)
BA_VENUES = {"v1": ("Southbank Opera House", "london"), "v2": ("Grand-Théâtre de Bordeaux", "bordeaux"),
             "v3": ("Latvian National Opera", "riga"), "v4": ("Teatro Camões", "lisbon"),
             "v5": ("Hamburgische Staatsoper", "hamburg")}
# dancer: (foaf:name, birth date, birthplace)
BA_DANCERS = {"d01": ("Lucas Bordeaux", "1990-03-14", "london"), "d02": ("Sofia Marin", "1988-07-02", "lisbon"),
              "d03": ("Sofia Marin", "1996-11-20", "bordeaux"), "d04": ("Anders Kalnins", "1985-01-09", "riga"),
              "d05": ("Elena Varga", "1992-05-30", "hamburg"), "d06": ("Tomás Reis", "1987-09-12", "lisbon"),
              "d07": ("Margot Delacroix", "1983-02-25", "bordeaux"), "d08": ("Jonah Whitfield", "1994-08-08", "london"),
              "d09": ("Ilze Ozola", "1991-04-17", "riga"), "d10": ("Felix Brandt", "1989-12-03", "hamburg"),
              "d11": ("Oliver Hastings", "1984-06-21", "london")}
# other people (choreographers, composers): (foaf:name, birth year)
BA_PEOPLE = {"petipa": ("Marius Petipa", "1818"), "coralli": ("Jean Coralli", "1779"), "ivanov": ("Lev Ivanov", "1834"),
             "saint-leon": ("Arthur Saint-Léon", "1821"), "okafor": ("Sam Okafor", "1978"),
             "tchaikovsky": ("Pyotr Ilyich Tchaikovsky", "1840"), "adam": ("Adolphe Adam", "1803"),
             "delibes": ("Léo Delibes", "1836"), "tavares": ("Rui Tavares", "1975"), "lind": ("Hanna Lind", "1981")}
# work: (label, choreographer (a person or a dancer), composer, premiere year)
BA_WORKS = {"w1": ("Swan Lake", "person/petipa", "tchaikovsky", "1877"),
            "w2": ("Giselle", "person/coralli", "adam", "1841"),
            "w3": ("The Nutcracker", "person/ivanov", "tchaikovsky", "1892"),
            "w4": ("Coppélia", "person/saint-leon", "delibes", "1870"),
            "w5": ("The Lantern Bearers", "dancer/d07", "tavares", "2019"),
            "w6": ("Tidewater", "person/okafor", "lind", "2022")}
# role: (label, work)
BA_ROLES = {"odette": ("Odette", "w1"), "odile": ("Odile", "w1"), "siegfried": ("Prince Siegfried", "w1"),
            "rothbart": ("Von Rothbart", "w1"), "giselle": ("Giselle", "w2"), "albrecht": ("Albrecht", "w2"),
            "myrtha": ("Myrtha", "w2"), "clara": ("Clara", "w3"), "nutcracker-prince": ("Nutcracker Prince", "w3"),
            "franz": ("Franz", "w4"), "lantern-keeper": ("The Lantern Keeper", "w5"), "tide": ("The Tide", "w6")}
# engagement: (dancer, company, rank, start, end or None)
BA_ENGAGEMENTS = {
    "E01": ("d01", "c1", "corps de ballet", "2009-09-01", "2013-07-31"),
    "E02": ("d01", "c1", "soloist", "2013-08-01", "2017-07-31"),
    "E03": ("d01", "c5", "principal", "2017-09-01", None),
    "E04": ("d02", "c4", "soloist", "2007-09-01", "2012-06-30"),
    "E05": ("d02", "c1", "principal", "2012-09-01", "2020-06-30"),
    "E06": ("d02", "c3", "principal", "2020-09-01", None),
    "E07": ("d03", "c2", "corps de ballet", "2015-09-01", "2019-06-30"),
    "E08": ("d03", "c2", "soloist", "2019-07-01", None),
    "E09": ("d04", "c3", "principal", "2006-09-01", "2016-06-30"),
    "E10": ("d04", "c5", "principal", "2016-09-01", "2021-06-30"),
    "E11": ("d05", "c5", "soloist", "2012-09-01", None),
    "E12": ("d06", "c4", "principal", "2010-09-01", None),
    "E13": ("d07", "c2", "principal", "2004-09-01", "2018-06-30"),
    "E14": ("d08", "c1", "principal", "2019-09-01", None),
    "E15": ("d09", "c3", "soloist", "2011-09-01", None),
    "E16": ("d10", "c5", "corps de ballet", "2008-09-01", "2012-06-30"),
    "E17": ("d10", "c2", "principal", "2012-09-01", None),
    "E18": ("d11", "c1", "principal", "2008-09-01", "2019-06-30"),
}
# production: (work, company, opening night, venue)
BA_PRODUCTIONS = {"P1": ("w1", "c1", "2015-12-10", "v1"), "P2": ("w2", "c1", "2018-03-02", "v1"),
                  "P3": ("w1", "c3", "2021-11-05", "v3"), "P4": ("w3", "c2", "2019-12-12", "v2"),
                  "P5": ("w4", "c4", "2016-04-20", "v4"), "P6": ("w5", "c2", "2019-10-03", "v2"),
                  "P7": ("w2", "c5", "2022-02-18", "v5"), "P8": ("w6", "c5", "2022-10-14", "v5"),
                  "P9": ("w3", "c1", "2021-12-09", "v1")}
# casting: (production, dancer, role)
BA_CASTINGS = {"K01": ("P1", "d02", "odette"), "K02": ("P1", "d11", "siegfried"), "K03": ("P1", "d01", "rothbart"),
               "K04": ("P2", "d02", "giselle"), "K05": ("P2", "d11", "albrecht"), "K06": ("P3", "d02", "odette"),
               "K07": ("P3", "d09", "odile"), "K08": ("P4", "d03", "clara"), "K09": ("P4", "d10", "nutcracker-prince"),
               "K10": ("P5", "d06", "franz"), "K11": ("P6", "d10", "lantern-keeper"), "K12": ("P7", "d05", "giselle"),
               "K13": ("P7", "d01", "albrecht"), "K14": ("P8", "d01", "tide"),
               "K15": ("P9", "d08", "nutcracker-prince")}


def ballets_kg() -> str:
    """N-Triples of the ballet archive: engagements and castings only as n-ary nodes with dates."""
    g = Graph()
    for prop, label in BA_PROPERTIES.items():
        g.add(BAV + prop, RDFS + "label", _lit(label, "en"))
    for key, label in BA_CITIES.items():
        g.add(f"{BA}city/{key}", RDF_TYPE, BAV + "City"), g.add(f"{BA}city/{key}", RDFS + "label", _lit(label))
    for key, (label, city, founded) in BA_COMPANIES.items():
        c = f"{BA}company/{key}"
        g.add(c, RDF_TYPE, BAV + "BalletCompany"), g.add(c, RDFS + "label", _lit(label))
        g.add(c, BAV + "basedIn", f"{BA}city/{city}"), g.add(c, BAV + "founded", _typed(founded, "gYear"))
    for key, (label, city) in BA_VENUES.items():
        v = f"{BA}venue/{key}"
        g.add(v, RDF_TYPE, BAV + "Theatre"), g.add(v, RDFS + "label", _lit(label)), g.add(v, BAV + "city",
                                                                                         f"{BA}city/{city}")
    for key, (name, born, place) in BA_DANCERS.items():
        d = f"{BA}dancer/{key}"
        g.add(d, RDF_TYPE, BAV + "Dancer"), g.add(d, FOAF + "name", _lit(name))
        g.add(d, BAV + "birthDate", _typed(born, "date")), g.add(d, BAV + "birthPlace", f"{BA}city/{place}")
    for key, (name, born) in BA_PEOPLE.items():
        p = f"{BA}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, BAV + "birthYear", _typed(born, "gYear"))
    for key, (label, choreographer, composer, year) in BA_WORKS.items():
        w = f"{BA}work/{key}"
        g.add(w, RDF_TYPE, BAV + "Ballet"), g.add(w, RDFS + "label", _lit(label))
        g.add(w, BAV + "choreographer", f"{BA}{choreographer}"), g.add(w, BAV + "composer", f"{BA}person/{composer}")
        g.add(w, BAV + "premiereYear", _typed(year, "gYear"))
    for key, (label, work) in BA_ROLES.items():
        r = f"{BA}role/{key}"
        g.add(r, RDF_TYPE, BAV + "Role"), g.add(r, RDFS + "label", _lit(label)), g.add(r, BAV + "roleIn",
                                                                                      f"{BA}work/{work}")
    for key, (dancer, company, rank, start, end) in BA_ENGAGEMENTS.items():
        e = f"{BA}engagement/{key}"
        g.add(e, RDF_TYPE, BAV + "Engagement"), g.add(e, BAV + "dancer", f"{BA}dancer/{dancer}")
        g.add(e, BAV + "company", f"{BA}company/{company}"), g.add(e, BAV + "rank", _lit(rank))
        g.add(e, BAV + "startDate", _typed(start, "date"))
        if end:
            g.add(e, BAV + "endDate", _typed(end, "date"))
    for key, (work, company, opening, venue) in BA_PRODUCTIONS.items():
        p = f"{BA}production/{key}"
        g.add(p, RDF_TYPE, BAV + "Production"), g.add(p, BAV + "ofWork", f"{BA}work/{work}")
        g.add(p, BAV + "byCompany", f"{BA}company/{company}"), g.add(p, BAV + "openingNight", _typed(opening, "date"))
        g.add(p, BAV + "venue", f"{BA}venue/{venue}")
    for key, (production, dancer, role) in BA_CASTINGS.items():
        k = f"{BA}casting/{key}"
        g.add(k, RDF_TYPE, BAV + "Casting"), g.add(k, BAV + "production", f"{BA}production/{production}")
        g.add(k, BAV + "performer", f"{BA}dancer/{dancer}"), g.add(k, BAV + "role", f"{BA}role/{role}")
    return g.text()


def _ba(kind: str, *keys: str) -> set[str]:
    return {f"{BA}{kind}/{k}" for k in keys}


BALLETS_QUESTIONS = [
    ("Which company does Lucas Bordeaux dance for now?", _ba("company", "c5")),
    ("When did Lucas Bordeaux become a principal?", {"2017-09-01"}),
    ("Which companies has the Sofia Marin born in 1988 danced for?", _ba("company", "c4", "c1", "c3")),
    ("What rank does the Sofia Marin born in Bordeaux hold now?", {"soloist"}),
    ("Who are the current principals of the Hamburg Dance Theatre?", _ba("dancer", "d01")),
    ("Who are the current principals of the Ballet National de Bordeaux?", _ba("dancer", "d10")),
    ("Which dancers have danced for the Royal Baltic Ballet?", _ba("dancer", "d02", "d04", "d09")),
    ("Who danced Odette in the Thames Ballet Company's 2015 Swan Lake?", _ba("dancer", "d02")),
    ("Which roles has Lucas Bordeaux danced?", _ba("role", "rothbart", "albrecht", "tide")),
    ("Who choreographed the ballet Giselle?", _ba("person", "coralli")),
    ("Who composed The Nutcracker?", _ba("person", "tchaikovsky")),
    ("Which ballets did Tchaikovsky compose?", _ba("work", "w1", "w3")),
    ("In which city is the Ballet Lusitano based?", _ba("city", "lisbon")),
    ("When was the Royal Baltic Ballet founded?", {"1932"}),
    ("Which ballet company was founded first?", _ba("company", "c3")),
    ("In which theatre was The Lantern Bearers staged?", _ba("venue", "v2")),
    ("Who choreographed The Lantern Bearers?", _ba("dancer", "d07")),
    ("When did Margot Delacroix leave the Ballet National de Bordeaux?", {"2018-06-30"}),
    ("Which dancers have been soloists with the Thames Ballet Company?", _ba("dancer", "d01")),
    ("Who danced for the Royal Baltic Ballet in 2010?", _ba("dancer", "d04")),
    ("Which company did Anders Kalnins dance for in 2018?", _ba("company", "c5")),
    ("How many dancers have been principals of the Hamburg Dance Theatre?", {"2"}),
    ("Who is the oldest dancer?", _ba("dancer", "d07")),
    ("Which dancers were born in Riga?", _ba("dancer", "d04", "d09")),
    ("When was Oliver Hastings born?", {"1984-06-21"}),
    ("Who danced Albrecht with the Hamburg Dance Theatre?", _ba("dancer", "d01")),
    ("Who danced the Nutcracker Prince in 2021?", _ba("dancer", "d08")),
    ("Which ballets premiered before 1880?", _ba("work", "w1", "w2", "w4")),
    ("Which ballet premiered most recently?", _ba("work", "w6")),
    ("In which ballet does the role Myrtha appear?", _ba("work", "w2")),
    ("Which roles are there in Swan Lake?", _ba("role", "odette", "odile", "siegfried", "rothbart")),
    ("Who danced the role of Giselle in 2018?", _ba("dancer", "d02")),
    ("In which theatre did the Hamburg Dance Theatre stage Tidewater?", _ba("venue", "v5")),
    ("Which dancers have danced for both the Thames Ballet Company and the Hamburg Dance Theatre?",
     _ba("dancer", "d01")),
    ("Which dancers have been principals of the Ballet National de Bordeaux?", _ba("dancer", "d07", "d10")),
    ("When was the Sofia Marin who danced Odette born?", {"1988-07-02"}),
    ("who composed coppélia", _ba("person", "delibes")),
    ("When was Felix Brandtt born?", {"1989-12-03"}),  # misspelt: Brandt
    ("How tall is Lucas Bordeaux?", set()),  # no heights
    ("What is a principal's salary at the Thames Ballet Company?", set()),  # no salaries
    ("How many seats does the Grand-Théâtre de Bordeaux have?", set()),  # no capacities
]
BALLETS_MADE_UP = ["Which company does Lucas Brandt dance for?", "Who choreographed The Silver Heron?",
                   "When was the Ballet Royal de Lyon founded?", "Who composed La Sylphide?",
                   "When was Ingrid Solberg born?", "Who danced Odette for the Danube City Ballet?"]
BALLETS_GRAPHS = [
    ('[("Swan Lake", "created by", ?x)]', _ba("person", "petipa")),
    ('[("The Nutcracker", "music by", ?x)]', _ba("person", "tchaikovsky")),
    ('[("Ballet Lusitano", "home city", ?x)]', _ba("city", "lisbon")),
    ('[("Ilze Ozola", "hometown", ?x)]', _ba("city", "riga")),
    ('[(?x, "music by", "Léo Delibes")]', _ba("work", "w4")),
    ('[("Royal Baltic Ballet", "established", ?x)]', {"1932"}),
    ('[("Coppélia", "created by", ?c), (?c, "born", ?x)]', {"1821"}),
    ('[(?d, "hometown", "Hamburg"), (?d, "birthday", ?x)]', {"1992-05-30", "1989-12-03"}),
    ('[("Myrtha", "part in", ?w), (?w, "music by", ?x)]', _ba("person", "adam")),
    ('[(?w, "music by", "Pyotr Ilyich Tchaikovsky"), (?w, "first staged", ?x)]', {"1877", "1892"}),
    ('[("The Lantern Bearers", "created by", ?c), (?c, "hometown", ?x)]', _ba("city", "bordeaux")),
    ('[("Odile", "part in", ?w), (?w, "created by", ?x)]', _ba("person", "petipa")),
]


# ---- gliding (a gliding-club database exported by the W3C Direct Mapping of its relational tables: rows are
# ---- `…/pilot/id=4`, classes are the table IRIs, every column a property `…/pilot#name`, `…/flight#distance_km`,
# ---- and every foreign key BOTH a literal column (`…/pilot#club_id` 3) and a reference property (`…/pilot#ref-club_id`
# ---- → `…/club/id=3`); names are only in the `#name` columns, no rdfs:label anywhere) -------------------------------
GL = "http://gliding-db.example.com/"
# table: [(column, datatype or None for a string)]; foreign keys: (table, column) → referenced table
GL_TABLES = {"airfield": [("id", "integer"), ("name", None), ("county", None), ("elevation_m", "integer"),
                          ("runway_length_m", "integer")],
             "club": [("id", "integer"), ("name", None), ("founded", "integer"), ("airfield_id", "integer"),
                      ("members", "integer")],
             "pilot": [("id", "integer"), ("name", None), ("birth_year", "integer"), ("club_id", "integer"),
                       ("instructor", "boolean")],
             "glider_type": [("id", "integer"), ("name", None), ("manufacturer", None), ("wingspan_m", "decimal"),
                             ("seats", "integer"), ("first_flight_year", "integer")],
             "flight": [("id", "integer"), ("pilot_id", "integer"), ("glider_type_id", "integer"),
                        ("airfield_id", "integer"), ("flight_date", "date"), ("distance_km", "decimal"),
                        ("duration_min", "integer")]}
GL_FOREIGN_KEYS = {("club", "airfield_id"): "airfield", ("pilot", "club_id"): "club",
                   ("flight", "pilot_id"): "pilot", ("flight", "glider_type_id"): "glider_type",
                   ("flight", "airfield_id"): "airfield"}
GL_ROWS = {
    "airfield": [(1, "Lasham", "Hampshire", 188, 1800), (2, "Dunstable Downs", "Bedfordshire", 152, 1100),
                 (3, "Husbands Bosworth", "Leicestershire", 154, 1400), (4, "Portmoak", "Kinross-shire", 110, 1000),
                 (5, "Sutton Bank", "North Yorkshire", 280, 950), (6, "Talgarth", "Powys", 290, 800),
                 (7, "Nympsfield", "Gloucestershire", 213, 900)],
    "club": [(1, "Lasham Gliding Society", 1951, 1, 620), (2, "London Gliding Club", 1930, 2, 410),
             (3, "The Soaring Centre", 1986, 3, 350), (4, "Scottish Gliding Centre", 1934, 4, 180),
             (5, "Yorkshire Gliding Club", 1933, 5, 260), (6, "Black Mountains Gliding Club", 1978, 6, 120),
             (7, "Bristol & Gloucestershire Gliding Club", 1956, 7, 240)],
    "pilot": [(1, "Sarah Lasham", 1979, 2, True), (2, "Tom Hughes", 1965, 1, True), (3, "Tom Hughes", 1998, 5, False),
              (4, "Priya Nair", 1988, 3, False), (5, "Callum Reid", 1972, 4, True), (6, "Gwen Morgan", 1983, 6, False),
              (7, "Henrik Olsen", 1990, 7, False), (8, "Ruth Ashby", 1957, 1, True),
              (9, "Daniel Pryce", 2001, 6, False), (10, "Emma Clarke", 1994, 2, False)],
    "glider_type": [(1, "ASK 21", "Alexander Schleicher", "17", 2, 1979),
                    (2, "Discus 2", "Schempp-Hirth", "15", 1, 1998), (3, "LS8", "Rolladen-Schneider", "18", 1, 1994),
                    (4, "DG-1000", "DG Flugzeugbau", "20", 2, 2000), (5, "Ventus 3", "Schempp-Hirth", "18", 1, 2016),
                    (6, "ASH 31", "Alexander Schleicher", "21", 1, 2010),
                    (7, "Twin Astir", "Grob Aircraft", "17.5", 2, 1976)],
    "flight": [(1, 2, 3, 1, "2023-05-14", "512.4", 420), (2, 1, 2, 2, "2023-06-03", "305", 275),
               (3, 4, 5, 3, "2023-06-03", "750.2", 540), (4, 5, 1, 4, "2023-04-22", "88.5", 95),
               (5, 3, 1, 5, "2023-07-09", "42", 50), (6, 6, 2, 6, "2023-08-19", "210.6", 230),
               (7, 7, 3, 7, "2023-05-27", "301.5", 260), (8, 8, 6, 1, "2023-06-17", "680", 610),
               (9, 1, 4, 3, "2023-07-30", "402.8", 380), (10, 9, 7, 6, "2023-09-02", "15.3", 25),
               (11, 10, 2, 2, "2023-08-05", "120", 140), (12, 2, 6, 1, "2023-07-22", "555", 500),
               (13, 5, 4, 4, "2023-09-16", "260.4", 290), (14, 3, 7, 5, "2023-08-26", "65.8", 70)],
}


def gliding_kg() -> str:
    """N-Triples of the gliding database as the W3C Direct Mapping gives it: names only in `#name` columns."""
    g = Graph()
    for table, rows in GL_ROWS.items():
        columns = GL_TABLES[table]
        for row in rows:
            s = f"{GL}{table}/id={row[0]}"
            g.add(s, RDF_TYPE, GL + table)
            for (column, datatype), value in zip(columns, row):
                if datatype == "boolean":
                    g.add(s, f"{GL}{table}#{column}", _bool(value))
                else:
                    g.add(s, f"{GL}{table}#{column}", _typed(value, datatype) if datatype else _lit(value))
                if (table, column) in GL_FOREIGN_KEYS:
                    g.add(s, f"{GL}{table}#ref-{column}", f"{GL}{GL_FOREIGN_KEYS[table, column]}/id={value}")
    return g.text()


def _gl(table: str, *ids: int) -> set[str]:
    return {f"{GL}{table}/id={i}" for i in ids}


GLIDING_QUESTIONS = [
    ("Which club does Priya Nair belong to?", _gl("club", 3)),
    ("At which airfield is the Lasham Gliding Society based?", _gl("airfield", 1)),
    ("How long is the runway at Talgarth?", {"800"}),
    ("What is the elevation of Sutton Bank?", {"280"}),
    ("Which airfield is the highest?", _gl("airfield", 6)),
    ("Which pilot flew the longest distance?", _gl("pilot", 4)),
    ("Who made the flight that lasted longest?", _gl("pilot", 8)),
    ("How many flights did the Tom Hughes of the Yorkshire Gliding Club make?", {"2"}),
    ("When was the London Gliding Club founded?", {"1930"}),
    ("Which club is the oldest?", _gl("club", 2)),
    ("Which pilots are instructors?", _gl("pilot", 1, 2, 5, 8)),
    ("Which glider types have two seats?", _gl("glider_type", 1, 4, 7)),
    ("Who makes the Discus 2?", {"Schempp-Hirth"}),
    ("Which glider types does Alexander Schleicher make?", _gl("glider_type", 1, 6)),
    ("What is the wingspan of the DG-1000?", {"20"}),
    ("Which glider type has the largest wingspan?", _gl("glider_type", 6)),
    ("Which pilots have flown a Discus 2?", _gl("pilot", 1, 6, 10)),
    ("Which pilots have flown from Lasham?", _gl("pilot", 2, 8)),
    ("From which airfields has Sarah Lasham flown?", _gl("airfield", 2, 3)),
    ("How far did Callum Reid fly on 22 April 2023?", {"88.5"}),
    ("Which pilots flew more than 500 km in a single flight?", _gl("pilot", 2, 4, 8)),
    ("When was the Tom Hughes of the Lasham Gliding Society born?", {"1965"}),
    ("How many members does the Scottish Gliding Centre have?", {"180"}),
    ("Which club has the most members?", _gl("club", 1)),
    ("Which pilots were born before 1970?", _gl("pilot", 2, 8)),
    ("Who is the youngest pilot?", _gl("pilot", 9)),
    ("In which county is Portmoak?", {"Kinross-shire"}),
    ("Which clubs are based in Gloucestershire?", _gl("club", 7)),
    ("Which glider type did Henrik Olsen fly?", _gl("glider_type", 3)),
    ("In which year did the LS8 first fly?", {"1994"}),
    ("How many pilots belong to the Black Mountains Gliding Club?", {"2"}),
    ("Which flights took place in June 2023?", _gl("flight", 2, 3, 8)),
    ("How many kilometres did the Tom Hughes of the Lasham Gliding Society fly in total?", {"1067.4"}),
    ("Which pilots of the London Gliding Club flew more than 200 km?", _gl("pilot", 1)),
    ("Which glider types first flew after 2000?", _gl("glider_type", 5, 6)),
    ("Which club was founded most recently?", _gl("club", 3)),
    ("which club does gwen morgan fly with", _gl("club", 6)),
    ("How long is the runway at Husbands Bosworh?", {"1400"}),  # misspelt: Bosworth
    ("How much does a Discus 2 cost?", set()),  # no prices
    ("What is the membership fee of the Yorkshire Gliding Club?", set()),  # no fees
    ("How high did Priya Nair climb on her flight?", set()),  # no altitudes
]
GLIDING_MADE_UP = ["Which club does Sarah Hughes belong to?", "How long is the runway at Camphill?",
                   "Who makes the Nimbus 4?", "When was the Cotswold Gliding Club founded?",
                   "What is the wingspan of the Arcus T?", "Which club does Oliver Pryce belong to?"]
GLIDING_GRAPHS = [
    ('[("Priya Nair", "member of", ?x)]', _gl("club", 3)),
    ('[("Lasham Gliding Society", "home field", ?x)]', _gl("airfield", 1)),
    ('[("ASK 21", "built by", ?x)]', {"Alexander Schleicher"}),
    ('[("Sutton Bank", "altitude", ?x)]', {"280"}),
    ('[(?x, "member of", "Black Mountains Gliding Club")]', _gl("pilot", 6, 9)),
    ('[("DG-1000", "span", ?x)]', {"20"}),
    ('[("Callum Reid", "member of", ?c), (?c, "home field", ?x)]', _gl("airfield", 4)),
    ('[(?p, "member of", "London Gliding Club"), (?p, "year born", ?x)]', {"1979", "1994"}),
    ('[("Yorkshire Gliding Club", "home field", ?a), (?a, "altitude", ?x)]', {"280"}),
    ('[(?c, "home field", "Talgarth"), (?c, "established", ?x)]', {"1978"}),
    ('[("Henrik Olsen", "member of", ?c), (?c, "membership size", ?x)]', {"240"}),
    ('[(?p, "member of", "Scottish Gliding Centre"), (?p, "year born", ?x)]', {"1972"}),
]


# ---- bandstands (a register of cast-iron bandstands in PROV-O and OWL-Time: each bandstand `prov:wasGeneratedBy` a
# ---- casting activity with a `prov:endedAtTime` xsd:dateTime, `prov:wasAssociatedWith` its foundry and a
# ---- `prov:qualifiedAssociation` naming the designer by `prov:hadRole`; restorations are `prov:Activity`s that
# ---- `prov:used` the bandstand and whose dates are an OWL-Time `time:ProperInterval` (`time:hasBeginning` /
# ---- `time:hasEnd` → `time:Instant` with `time:inXSDDate`); a demolished one `prov:wasInvalidatedBy` a demolition and
# ---- its replica `prov:wasDerivedFrom` it) ---------------------------------------------------------------------------
BS = "https://bandstand-register.example.org/"
BSD = BS + "def/"
# property: label @en
BS_PROPERTIES = {"listedGrade": "listed grade", "sides": "number of sides", "diameterM": "diameter (m)",
                 "costGBP": "cost (GBP)", "fundedBy": "funded by", "basedIn": "based in", "town": "town",
                 "birthYear": "year of birth"}
# class: (label @en, superclass)
BS_CLASSES = {"Bandstand": ("bandstand", PROV + "Entity"), "Casting": ("casting", PROV + "Activity"),
              "Restoration": ("restoration", PROV + "Activity"), "Demolition": ("demolition", PROV + "Activity"),
              "Foundry": ("foundry", PROV + "Organization"), "RestorationFirm": ("restoration firm",
                                                                              PROV + "Organization"),
              "Funder": ("funder", PROV + "Organization")}
BS_TOWNS = {"brighton": "Brighton", "clevedon": "Clevedon", "hastings": "Hastings", "weymouth": "Weymouth",
            "grimsby": "Grimsby", "glasgow": "Glasgow", "gateshead": "Gateshead", "southport": "Southport",
            "colchester": "Colchester", "nottingham": "Nottingham", "kirkintilloch": "Kirkintilloch",
            "coalbrookdale": "Coalbrookdale", "brierley-hill": "Brierley Hill", "wigan": "Wigan", "bristol": "Bristol",
            "ironbridge": "Ironbridge"}
# park: (label, town)
BS_PARKS = {"kings-road": ("Kings Road Seafront", "brighton"), "green-beach": ("Green Beach", "clevedon"),
            "alexandra-park": ("Alexandra Park", "hastings"), "greenhill": ("Greenhill Gardens", "weymouth"),
            "peoples-park": ("People's Park", "grimsby"), "queens-park": ("Queen's Park", "glasgow"),
            "kelvingrove": ("Kelvingrove Park", "glasgow"), "saltwell": ("Saltwell Park", "gateshead"),
            "pier-head": ("Pier Head Gardens", "southport"), "castle-park": ("Castle Park", "colchester"),
            "arboretum": ("Nottingham Arboretum", "nottingham")}
# agent: (label, class, based in town or None)
BS_ORGS = {"f1": ("Walter Macfarlane & Co", "Foundry", "glasgow"), "f2": ("Lion Foundry", "Foundry", "kirkintilloch"),
           "f3": ("Coalbrookdale Company", "Foundry", "coalbrookdale"), "f4": ("Hill & Smith", "Foundry",
                                                                              "brierley-hill"),
           "f5": ("George Smith & Co", "Foundry", "glasgow"), "r1": ("Lost Art Ltd", "RestorationFirm", "wigan"),
           "r2": ("Heritage Ironworks", "RestorationFirm", "ironbridge"),
           "r3": ("Dorothea Restorations", "RestorationFirm", "bristol"),
           "nlhf": ("National Lottery Heritage Fund", "Funder", None),
           "nsc": ("North Somerset Council", "Funder", None), "nelc": ("North East Lincolnshire Council", "Funder",
                                                                       None)}
# designer: (label, birth year)
BS_DESIGNERS = {"a1": ("Helena Clevedon", "1842"), "a2": ("Edward Lark", "1838"), "a3": ("Thomas Kerr", "1851")}
# bandstand: (label, park, listed grade or None, sides, diameter m, cast (dateTime), foundry, designer or None)
BS_BANDSTANDS = {
    "B01": ("Brighton Bandstand", "kings-road", "II", 8, "9.5", "1884-07-01T00:00:00", "f1", "a1"),
    "B02": ("Clevedon Bandstand", "green-beach", "II", 8, "7.2", "1887-06-21T00:00:00", "f1", "a2"),
    "B03": ("Alexandra Gardens Bandstand", "alexandra-park", "II", 8, "8.5", "1890-05-15T00:00:00", "f2", "a1"),
    "B04": ("Jubilee Bandstand", "greenhill", "II", 6, "6.8", "1897-06-22T00:00:00", "f2", "a3"),
    "B05": ("Jubilee Bandstand", "peoples-park", None, 8, "7.9", "1897-08-04T00:00:00", "f4", None),
    "B06": ("Queen's Park Bandstand", "queens-park", "B", 8, "10.2", "1876-05-24T00:00:00", "f1", "a3"),
    "B07": ("Kelvingrove Bandstand", "kelvingrove", "B", 8, "12", "1924-06-10T00:00:00", "f1", None),
    "B08": ("Saltwell Park Bandstand", "saltwell", "II", 8, "8.1", "1875-09-01T00:00:00", "f3", "a2"),
    "B09": ("Pier Head Bandstand", "pier-head", None, 8, "7.5", "1880-06-01T00:00:00", "f5", None),
    "B10": ("Pier Head Replica Bandstand", "pier-head", None, 8, "7.4", "2002-05-18T00:00:00", "f4", None),
    "B11": ("Castle Park Bandstand", "castle-park", "II", 8, "9", "1893-04-12T00:00:00", "f2", None),
    "B12": ("Arboretum Bandstand", "arboretum", "II", 8, "8.4", "1862-07-01T00:00:00", "f1", None),
}
# restoration: (bandstand, firm, start date, end date, cost GBP, funder or None)
BS_RESTORATIONS = {"R1": ("B01", "r1", "2009-01-12", "2009-11-30", "950000", "nlhf"),
                   "R2": ("B02", "r3", "2012-03-05", "2012-08-31", "120000", "nsc"),
                   "R3": ("B03", "r2", "1998-04-01", "1998-10-30", "85000", None),
                   "R4": ("B05", "r1", "2016-02-15", "2016-07-29", "210000", "nelc"),
                   "R5": ("B07", "r1", "2013-06-01", "2014-07-01", "1900000", "nlhf"),
                   "R6": ("B12", "r3", "2011-05-09", "2011-09-30", "340000", None)}
BS_DEMOLITIONS = {"B09": "1940-03-01T00:00:00"}
BS_DERIVED = {"B10": "B09"}


def bandstands_kg() -> str:
    """N-Triples of the bandstand register: PROV-O activities and agents, OWL-Time intervals for restorations."""
    g = Graph()
    for prop, label in BS_PROPERTIES.items():
        g.add(BSD + prop, RDF_TYPE, RDF + "Property"), g.add(BSD + prop, RDFS + "label", _lit(label, "en"))
    for cls, (label, sup) in BS_CLASSES.items():
        g.add(BSD + cls, RDF_TYPE, OWL + "Class"), g.add(BSD + cls, RDFS + "label", _lit(label, "en"))
        g.add(BSD + cls, RDFS + "subClassOf", sup)
    g.add(f"{BS}role/designer", RDF_TYPE, PROV + "Role"), g.add(f"{BS}role/designer", RDFS + "label", _lit("designer"))
    for key, label in BS_TOWNS.items():
        g.add(f"{BS}town/{key}", RDF_TYPE, PROV + "Location"), g.add(f"{BS}town/{key}", RDFS + "label", _lit(label))
    for key, (label, town) in BS_PARKS.items():
        p = f"{BS}park/{key}"
        g.add(p, RDF_TYPE, PROV + "Location"), g.add(p, RDFS + "label", _lit(label)), g.add(p, BSD + "town",
                                                                                           f"{BS}town/{town}")
    for key, (label, cls, town) in BS_ORGS.items():
        o = f"{BS}agent/{key}"
        g.add(o, RDF_TYPE, BSD + cls), g.add(o, RDFS + "label", _lit(label))
        if town:
            g.add(o, BSD + "basedIn", f"{BS}town/{town}")
    for key, (label, born) in BS_DESIGNERS.items():
        a = f"{BS}agent/{key}"
        g.add(a, RDF_TYPE, PROV + "Person"), g.add(a, RDFS + "label", _lit(label))
        g.add(a, BSD + "birthYear", _typed(born, "gYear"))
    for key, (label, park, grade, sides, diameter, cast, foundry, designer) in BS_BANDSTANDS.items():
        b, act = f"{BS}bandstand/{key}", f"{BS}activity/cast-{key}"
        g.add(b, RDF_TYPE, BSD + "Bandstand"), g.add(b, RDFS + "label", _lit(label))
        g.add(b, PROV + "atLocation", f"{BS}park/{park}")
        if grade:
            g.add(b, BSD + "listedGrade", _lit(grade))
        g.add(b, BSD + "sides", _typed(sides, "integer")), g.add(b, BSD + "diameterM", _typed(diameter, "decimal"))
        g.add(b, PROV + "wasGeneratedBy", act), g.add(act, RDF_TYPE, BSD + "Casting")
        g.add(act, PROV + "endedAtTime", _typed(cast, "dateTime"))
        g.add(act, PROV + "wasAssociatedWith", f"{BS}agent/{foundry}")
        if designer:
            q = f"{BS}association/cast-{key}-designer"
            g.add(act, PROV + "qualifiedAssociation", q), g.add(q, RDF_TYPE, PROV + "Association")
            g.add(q, PROV + "agent", f"{BS}agent/{designer}"), g.add(q, PROV + "hadRole", f"{BS}role/designer")
    for key, (bandstand, firm, start, end, cost, funder) in BS_RESTORATIONS.items():
        act, interval = f"{BS}activity/restoration-{key}", f"{BS}interval/restoration-{key}"
        g.add(act, RDF_TYPE, BSD + "Restoration"), g.add(act, PROV + "used", f"{BS}bandstand/{bandstand}")
        g.add(act, PROV + "wasAssociatedWith", f"{BS}agent/{firm}")
        g.add(act, BSD + "costGBP", _typed(cost, "decimal"))
        if funder:
            g.add(act, BSD + "fundedBy", f"{BS}agent/{funder}")
        g.add(act, TIME + "hasTime", interval), g.add(interval, RDF_TYPE, TIME + "ProperInterval")
        for prop, suffix, day in (("hasBeginning", "start", start), ("hasEnd", "end", end)):
            instant = f"{BS}instant/restoration-{key}-{suffix}"
            g.add(interval, TIME + prop, instant), g.add(instant, RDF_TYPE, TIME + "Instant")
            g.add(instant, TIME + "inXSDDate", _typed(day, "date"))
    for key, when in BS_DEMOLITIONS.items():
        act = f"{BS}activity/demolition-{key}"
        g.add(f"{BS}bandstand/{key}", PROV + "wasInvalidatedBy", act), g.add(act, RDF_TYPE, BSD + "Demolition")
        g.add(act, PROV + "endedAtTime", _typed(when, "dateTime"))
    for key, source in BS_DERIVED.items():
        g.add(f"{BS}bandstand/{key}", PROV + "wasDerivedFrom", f"{BS}bandstand/{source}")
    return g.text()


def _bs(kind: str, *keys: str) -> set[str]:
    return {f"{BS}{kind}/{k}" for k in keys}


BANDSTANDS_QUESTIONS = [
    ("Which foundry cast the Brighton Bandstand?", _bs("agent", "f1")),
    ("Who designed the Alexandra Gardens Bandstand?", _bs("agent", "a1")),
    ("Which bandstands did Helena Clevedon design?", _bs("bandstand", "B01", "B03")),
    ("Which bandstands are in Clevedon?", _bs("bandstand", "B02")),
    ("When was the Clevedon Bandstand cast?", {"1887-06-21T00:00:00"}),
    ("Which bandstands did the Lion Foundry cast?", _bs("bandstand", "B03", "B04", "B11")),
    ("Where is the Lion Foundry based?", _bs("town", "kirkintilloch")),
    ("In which park is the Kelvingrove Bandstand?", _bs("park", "kelvingrove")),
    ("Which bandstands are in Glasgow?", _bs("bandstand", "B06", "B07")),
    ("Which is the oldest bandstand?", _bs("bandstand", "B12")),
    ("Which bandstand has the largest diameter?", _bs("bandstand", "B07")),
    ("How many sides does the Jubilee Bandstand in Weymouth have?", {"6"}),
    ("Which foundry cast the Jubilee Bandstand in Grimsby?", _bs("agent", "f4")),
    ("When did the restoration of the Kelvingrove Bandstand start?", {"2013-06-01"}),
    ("How much did the restoration of the Brighton Bandstand cost?", {"950000"}),
    ("Which bandstand had the most expensive restoration?", _bs("bandstand", "B07")),
    ("Who restored the Clevedon Bandstand?", _bs("agent", "r3")),
    ("Which bandstands did Lost Art Ltd restore?", _bs("bandstand", "B01", "B05", "B07")),
    ("Which bandstands were restored with money from the National Lottery Heritage Fund?",
     _bs("bandstand", "B01", "B07")),
    ("Which bandstands have been demolished?", _bs("bandstand", "B09")),
    ("When was the Pier Head Bandstand demolished?", {"1940-03-01T00:00:00"}),
    ("Which bandstand is the Pier Head Replica Bandstand a copy of?", _bs("bandstand", "B09")),
    ("Which bandstands are listed Grade II?", _bs("bandstand", "B01", "B02", "B03", "B04", "B08", "B11", "B12")),
    ("Which bandstands are listed Category B?", _bs("bandstand", "B06", "B07")),
    ("Which bandstands were cast before 1880?", _bs("bandstand", "B06", "B08", "B12")),
    ("Which bandstands were restored in the 2010s?", _bs("bandstand", "B02", "B05", "B07", "B12")),
    ("When was Helena Clevedon born?", {"1842"}),
    ("How many bandstands did Walter Macfarlane & Co cast?", {"5"}),
    ("Which bandstands have six sides?", _bs("bandstand", "B04")),
    ("Where is the foundry that cast the Saltwell Park Bandstand based?", _bs("town", "coalbrookdale")),
    ("When was the restoration of the Alexandra Gardens Bandstand finished?", {"1998-10-30"}),
    ("Which foundries are based in Glasgow?", _bs("agent", "f1", "f5")),
    ("Which organisations are foundries?", _bs("agent", "f1", "f2", "f3", "f4", "f5")),
    ("Which bandstands were cast by foundries based in Glasgow?",
     _bs("bandstand", "B01", "B02", "B06", "B07", "B09", "B12")),
    ("Who designed the bandstand in Saltwell Park?", _bs("agent", "a2")),
    ("Which designer was born first?", _bs("agent", "a2")),
    ("who cast the castle park bandstand", _bs("agent", "f2")),
    ("Which foundry cast the Kelvingove Bandstand?", _bs("agent", "f1")),  # misspelt: Kelvingrove
    ("How many people can the Brighton Bandstand seat?", set()),  # no capacities
    ("What colour is the Clevedon Bandstand painted?", set()),  # no colours
    ("How many concerts are held at the Arboretum Bandstand each year?", set()),  # no concert numbers
]
BANDSTANDS_MADE_UP = ["Which foundry cast the Hove Lawns Bandstand?", "Who designed the Marine Gardens Bandstand?",
                      "Where is the Saracen Ironworks based?", "When was Helena Lark born?",
                      "Which bandstands did Sun Foundry Ltd cast?", "Who restored the Victoria Park Bandstand?"]
BANDSTANDS_GRAPHS = [
    ('[("Lion Foundry", "located in", ?x)]', _bs("town", "kirkintilloch")),
    ('[("Kelvingrove Bandstand", "stands in", ?x)]', _bs("park", "kelvingrove")),
    ('[("Helena Clevedon", "born", ?x)]', {"1842"}),
    ('[("Clevedon Bandstand", "heritage grade", ?x)]', {"II"}),
    ('[("Pier Head Replica Bandstand", "copy of", ?x)]', _bs("bandstand", "B09")),
    ('[("Brighton Bandstand", "cast by", ?x)]', _bs("agent", "f1")),
    ('[("Brighton Bandstand", "stands in", ?p), (?p, "in town", ?x)]', _bs("town", "brighton")),
    ('[(?b, "stands in", "Queen\'s Park"), (?b, "heritage grade", ?x)]', {"B"}),
    ('[(?b, "stands in", "Greenhill Gardens"), (?b, "side count", ?x)]', {"6"}),
    ('[("Pier Head Replica Bandstand", "copy of", ?o), (?o, "stands in", ?x)]', _bs("park", "pier-head")),
    ('[("Castle Park Bandstand", "cast by", ?f), (?f, "located in", ?x)]', _bs("town", "kirkintilloch")),
    ('[("Arboretum Bandstand", "stands in", ?p), (?p, "in town", ?x)]', _bs("town", "nottingham")),
]

KGS_AM = {"mazes": (mazes_kg, MAZES_QUESTIONS, MAZES_MADE_UP, MAZES_GRAPHS),
          "minerals": (minerals_kg, MINERALS_QUESTIONS, MINERALS_MADE_UP, MINERALS_GRAPHS),
          "ballets": (ballets_kg, BALLETS_QUESTIONS, BALLETS_MADE_UP, BALLETS_GRAPHS),
          "gliding": (gliding_kg, GLIDING_QUESTIONS, GLIDING_MADE_UP, GLIDING_GRAPHS),
          "bandstands": (bandstands_kg, BANDSTANDS_QUESTIONS, BANDSTANDS_MADE_UP, BANDSTANDS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AM, __doc__)
