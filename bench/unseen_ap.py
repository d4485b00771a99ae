"""A forty-second batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_ao.py):

- `automata`: a Franco-Swiss union catalogue of historic automata with opaque inventory IRIs
  (`https://automates.example.fr/objet/A05`, `…/personne/P05`, `…/lieu/L17`, `…/institution/I07`, `…/sujet/S3`) where
  every name is ONLY an `rdfs:label` in @fr, @de, @en, @ja, @nl or @sk, and three automata have no English label at
  all ("Der Trommler"@de; "茶運び人形"@ja / "Poupée porteuse de thé"@fr; "Der Zitherspieler"@de / "La Joueuse de
  cithare"@fr), nor have several makers, towns and museums ("Pierre Jaquet-Droz"@fr, "Sainte-Croix"@fr,
  "Maximilianmuseum"@de); a vocabulary of its own with French local names (`voc#fabricant`, `conservePar`,
  `anneeAchevement` xsd:gYear, `nombrePieces` xsd:integer, `hauteurCm` xsd:decimal, `sujet`, `lieuNaissance`,
  `anneeNaissance`, `situeA`, `pays`, `anneeFondation`, `eleveDe`), each an `rdf:Property` labelled @fr and @en;
  automata → makers (one or two) → birth town → country, automata → museum → town → country, and who trained whom
  ONLY as pupil `eleveDe` master, so "who were the pupils of X" reads it backwards; two automata are both "Le Joueur
  de flûte"@fr / "The Flute Player"@en (Jacques de Vaucanson, 1737, 178 cm, in the Musée des Arts et Métiers; Abel
  Reymond, 1892, 64 cm, in Sainte-Croix; told apart only by maker, year, size and keeper), the (invented) maker
  Lucien Vienne was born in Grenoble and his automata are in Paris and Sainte-Croix although "Vienne"@fr names
  Vienna, where the Technisches Museum Wien holds another maker's automaton, The Draughtsman and The Magician stand
  exactly 70 cm tall, three automata were finished in exactly 1774 and the Maximilianmuseum was founded in exactly
  1855;
- `hillfigures`: the hill-figure corner of a self-hosted Wikibase whose Q- and P-numbers are its own
  (`https://hillfigures.wikibase.example/entity/Q104`, direct claims `…/prop/direct/P8`), so a property's name is
  ONLY the `rdfs:label`@en of its property entity (`…/entity/P8` "creator", with `schema:description`,
  `wikibase:propertyType` and `wikibase:directClaim`), never on the predicate itself; items are named by
  `rdfs:label`@en with `schema:description`@en and `skos:altLabel` aliases ("Rude Man", "Wilmington Giant"), typed
  only by P1 "instance of", with inception and birth dates as xsd:dateTime ("1857-01-01T00:00:00Z"), lengths and
  elevations as xsd:decimal; a figure lies (P2) in a parish that lies (P2) in a county, so "which hill figures are
  in Wiltshire" is two hops, sits (P14) on a hill with an elevation (P15), depicts (P9), is made from (P5), has a
  creator (P8, a human with P10 place of birth, P11 date of birth and P12 occupation), a heritage designation (P7)
  and a keeper (P13); two items are both "Pewsey White Horse" (cut in 1785 by Robert Pile, since grassed over, no
  length; cut in 1937 by George Marples, 20 m, kept by the parish council; told apart only by description, dates,
  creator and keeper), and the newer says P16 "replaces" the older, never the other way round; the (invented)
  schoolmaster Alfred Westbury, born in Malton, cut the Kilburn and Litlington horses and nothing at Westbury, where
  George Gee cut the Westbury White Horse; three figures are exactly 55 m long and Whiteleaf Hill is exactly 250 m
  high;
- `velodromes`: a track-cycling database dumped by D2RQ's generated mapping (`http://trackcycling.example.org/
  d2r/resource/velodrome/6`, `…/rider/3`, `…/record/12`, vocabulary `…/resource/vocab/`): one property per column
  named `<table>_<column>` (`vocab:velodrome_name`, `vocab:velodrome_opened` xsd:integer,
  `vocab:velodrome_indoor` xsd:boolean, `vocab:record_result` xsd:decimal, `vocab:record_set_on` xsd:date), each
  foreign key a link to the row it refers to (`vocab:record_rider_id` → `…/rider/3`), each row typed by its table
  (`vocab:velodrome`) and labelled by D2RQ's default pattern "velodrome #6", so every name lives ONLY in a `_name`
  column; who set which record where and in which event is said only by a `record` row joining rider, velodrome and
  event, with a result, a date and a world-record flag; two riders are both "Anna Meyer" (Germany, born 1988, records
  in Berlin and Aguascalientes; Switzerland, born 1975, records in Grenchen; told apart only by country, year and
  records), the (invented) rider Julien Roubaix comes from Lyon and set records in Saint-Quentin-en-Yvelines and
  Grenchen, none in Roubaix, where Élodie Marchand set hers, and three velodromes seat exactly 5000;
- `sheepdogs`: a sheepdog-trial archive in the Event Ontology and the Timeline Ontology
  (`https://collie-trials.example.org/trial/2019/bala`, runs `…/trial/2019/bala/run/4`, dogs by studbook number
  `…/dog/ISDS-301122`, `…/person/h01`, `…/place/bala`, `…/category/open`, vocabulary `…/ns#` labelled @en): each
  trial an `ev:Event` (a `Trial`, `rdfs:label`@en) with `ev:place` (places labelled @en and @cy / @gd / @ga, with an
  `inCountry`), `ev:time` a blank `tl:Instant` with `tl:atDate` xsd:date or, for the three-day International, a
  blank `tl:Interval` with `tl:beginsAtDateTime` and `tl:endsAtDateTime`, a `judge` and a `category`; the trial lists
  its runs by `ev:sub_event` (a run never points back to its trial) and each run is an event of its own with
  `ev:agent` the handler (`foaf:Person`, `foaf:name`, `foaf:based_near`), `ev:factor` the dog, `points` xsd:integer
  and, for the prize-winners only, a `placing`, so "who won X" is two hops through the run with placing 1; dogs
  (`rdfs:label`) have `sex`, `whelped` xsd:date, `bredBy`, and `sire` and `dam` stated from the pup only; two dogs
  are both "Moss" (whelped 2012, bred by Tom Atkinson, by Cap out of Meg, run by Tom Atkinson; whelped 2016, bred by
  Dewi Rowlands, run by Aled Bala; told apart only by studbook number, dates, breeder and handler), the (invented)
  handler Aled Bala lives near Dolgellau and never ran at the Bala trials, three runs scored exactly 95 points, and
  only the prize-winning runs have a placing;
- `follies`: garden follies in an OWL ontology made in Protégé (`http://www.semanticweb.org/hgreaves/ontologies/
  2023/5/follies#`): every individual an `owl:NamedIndividual` with an auto-generated IRI
  (`…#OWLNamedIndividual_7e0bfbe8`) and an `rdfs:label`@en, asserted only in the most specific class of a small
  hierarchy (Tower, Temple, Grotto, ShamRuin, Obelisk, Pyramid, Hermitage ⊑ Folly; Architect, Patron ⊑ Person),
  never as a bare Folly; object properties with readable IRIs (`locatedOn`, `inCounty`, `designedBy`,
  `commissionedBy`, `commemorates`) and data properties (`yearBuilt` xsd:gYear, `heightInMetres` xsd:decimal,
  `listingGrade` "I" / "II*" / "II", `birthYear`), all labelled @en; `designedBy` and `commissionedBy` declare an
  `owl:inverseOf` (`designed`, `commissioned`) that no triple uses, since no reasoner was run; each restoration is an
  unlabelled n-ary individual (`hasRestoration` → `restoredBy`, `restorationYear`, `restorationCost` in GBP), one
  folly restored twice; two follies are both "Gothic Temple" (Stowe, 1741, by James Gibbs for Viscount Cobham,
  grade I; Painshill, 1762, by and for Charles Hamilton, grade II*; told apart only by estate, date, people and
  grade), the (invented) patron Lady Caroline Stowe commissioned The Hermitage at Painshill and The Citadel at
  Hawkstone Park and nothing at Stowe, Broadway Tower and The Citadel are exactly 20 m tall, and three follies were
  built in exactly 1765 and two in 1772.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (306 SPARQL checks run with pyoxigraph over the five KGs by verify_ap.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, nor the label of the Wikibase property entity behind it, names it), and one per name in the made-up questions
(41 names in 30 questions) checked to be no literal and no IRI's local name, raw or percent-decoded, in the KG; plus
824 more: 50 on the traps (the people named like a place and unrelated to it, the one-way `eleveDe`, P16 "replaces",
`ev:sub_event`, `sire` / `dam` and the unused OWL inverses, the property names found only on Wikibase property
entities, the D2RQ row labels that carry no name, the record rows and the runs that alone join riders to velodromes
and handlers to trials, the automata with no English label, the Protégé individuals asserted only in subclasses and
the unlabelled restorations, the values that sit exactly on a question's threshold), 6 on shared names, 14 that the
superlatives are not ties, 15 that each KG parses as N-Triples one distinct triple a line with typed literals in
canonical form and no entity bears two labels in one language, that every IRI in a gold set is in its KG, 15 that
the entity of each unanswerable question exists, that each pseudo graph parses, its names are names in its KG and
its relation words are not the KG's predicate names, column names or property labels, that each made-up name is in
its question, and that each KG has 41 distinct questions with no brackets, three unanswerable, six made-up, and six
one-hop and six two-hop graphs). "right" = the top answer is gold; an empty gold set means the KG cannot answer and
the right behaviour is no answer (three per KG, each about an entity the KG has, asking for something it does not
record: insured values, repertoires, visitor numbers, restorations of hill figures, grid references, ticket prices,
gear ratios, architects of velodromes, prize money, sheep counts, coat colours, building materials, admission
prices). Made-up questions (six per KG) name entities that do not exist (invented, or real names recombined or
altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their
own, not the KG's predicate names or property labels.

    python bench/unseen_ap.py [--json]
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, WIKIBASE, _lit
from unseen_b import FOAF, _typed
from unseen_g import RDF, Graph


# ---- automata (a Franco-Swiss union catalogue of historic automata with opaque inventory IRIs
# ---- (`…/objet/A05`, `…/personne/P05`, `…/lieu/L17`, `…/institution/I07`, `…/sujet/S3`) named ONLY by `rdfs:label`s
# ---- in @fr, @de, @en, @ja, @nl or @sk, several with no English label at all; a vocabulary of its own with French
# ---- local names (`fabricant`, `conservePar`, `anneeAchevement`, `eleveDe`, …) labelled @fr and @en; who trained
# ---- whom is said one way only, pupil `eleveDe` master) -----------------------------------------------------------
AU = "https://automates.example.fr/"
AUV = AU + "voc#"
# property: ({lang: rdfs:label})
AU_PROPERTIES = {"fabricant": {"fr": "fabricant", "en": "maker"},
                 "anneeAchevement": {"fr": "année d'achèvement", "en": "year of completion"},
                 "conservePar": {"fr": "conservé par", "en": "held by"},
                 "nombrePieces": {"fr": "nombre de pièces", "en": "number of parts"},
                 "hauteurCm": {"fr": "hauteur (cm)", "en": "height (cm)"},
                 "sujet": {"fr": "sujet", "en": "subject"},
                 "eleveDe": {"fr": "élève de", "en": "pupil of"},
                 "lieuNaissance": {"fr": "lieu de naissance", "en": "place of birth"},
                 "anneeNaissance": {"fr": "année de naissance", "en": "year of birth"},
                 "situeA": {"fr": "situé à", "en": "located in"},
                 "pays": {"fr": "pays", "en": "country"},
                 "anneeFondation": {"fr": "année de fondation", "en": "year founded"}}
AU_CLASSES = {"Automate": {"fr": "automate", "en": "automaton"}, "Personne": {"fr": "personne", "en": "person"},
              "Ville": {"fr": "ville", "en": "town"}, "Pays": {"fr": "pays", "en": "country"},
              "Institution": {"fr": "institution", "en": "institution"}, "Sujet": {"fr": "sujet", "en": "subject"}}
# country: {lang: label}
AU_COUNTRIES = {"L01": {"fr": "France", "en": "France", "de": "Frankreich"},
                "L02": {"fr": "Suisse", "de": "Schweiz", "en": "Switzerland"},
                "L03": {"de": "Deutschland", "fr": "Allemagne", "en": "Germany"},
                "L04": {"ja": "日本", "fr": "Japon", "en": "Japan"},
                "L05": {"en": "United Kingdom", "fr": "Royaume-Uni"},
                "L06": {"de": "Österreich", "fr": "Autriche", "en": "Austria"},
                "L07": {"fr": "Belgique", "nl": "België", "en": "Belgium"},
                "L08": {"en": "United States", "fr": "États-Unis"},
                "L09": {"sk": "Slovensko", "fr": "Slovaquie", "en": "Slovakia"}}
# town: ({lang: label}, country)
AU_TOWNS = {"L10": ({"fr": "La Chaux-de-Fonds"}, "L02"), "L11": ({"fr": "Neuchâtel", "de": "Neuenburg"}, "L02"),
            "L12": ({"fr": "Genève", "de": "Genf", "en": "Geneva"}, "L02"), "L13": ({"fr": "Sainte-Croix"}, "L02"),
            "L14": ({"fr": "Grenoble"}, "L01"), "L15": ({"fr": "Paris", "en": "Paris"}, "L01"),
            "L16": ({"de": "Augsburg", "fr": "Augsbourg"}, "L03"),
            "L17": ({"de": "Wien", "fr": "Vienne", "en": "Vienna"}, "L06"),
            "L18": ({"en": "London", "fr": "Londres"}, "L05"), "L19": ({"en": "Barnard Castle"}, "L05"),
            "L20": ({"ja": "名古屋", "en": "Nagoya"}, "L04"), "L21": ({"ja": "高知", "en": "Kōchi"}, "L04"),
            "L22": ({"ja": "久留米", "en": "Kurume"}, "L04"),
            "L23": ({"de": "Pressburg", "sk": "Bratislava", "en": "Bratislava", "fr": "Presbourg"}, "L09"),
            "L24": ({"fr": "Huy"}, "L07"), "L25": ({"en": "Philadelphia", "fr": "Philadelphie"}, "L08")}
# institution: ({lang: label}, town, year founded)
AU_MUSEUMS = {
    "I01": ({"fr": "Musée d'art et d'histoire de Neuchâtel", "en": "Museum of Art and History, Neuchâtel"}, "L11",
            "1885"),
    "I02": ({"fr": "Musée des Arts et Métiers"}, "L15", "1794"),
    "I03": ({"fr": "Centre international de la mécanique d'art"}, "L13", "1985"),
    "I04": ({"en": "The Bowes Museum"}, "L19", "1892"),
    "I05": ({"de": "Maximilianmuseum"}, "L16", "1855"),
    "I06": ({"ja": "名古屋市科学館", "en": "Nagoya City Science Museum"}, "L20", "1962"),
    "I07": ({"de": "Technisches Museum Wien", "fr": "Musée technique de Vienne", "en": "Vienna Technical Museum"},
            "L17", "1918"),
    "I08": ({"en": "Victoria and Albert Museum", "fr": "Musée Victoria et Albert"}, "L18", "1852"),
    "I09": ({"en": "The Franklin Institute"}, "L25", "1824"),
}
# subject depicted: {lang: label}
AU_SUBJECTS = {"S1": {"fr": "écrivain", "en": "writer"}, "S2": {"fr": "dessinateur", "en": "draughtsman"},
               "S3": {"fr": "musicien", "en": "musician"}, "S4": {"fr": "animal", "en": "animal"},
               "S5": {"fr": "illusionniste", "en": "conjurer"}, "S6": {"fr": "joueur", "en": "game player"},
               "S7": {"fr": "serviteur", "en": "servant"}, "S8": {"fr": "archer", "en": "archer"}}
# person: ({lang: label}, birth place, birth year, pupil of or None)
AU_PEOPLE = {"P01": ({"fr": "Pierre Jaquet-Droz"}, "L10", "1721", None),
             "P02": ({"fr": "Henri-Louis Jaquet-Droz"}, "L10", "1752", "P01"),
             "P03": ({"fr": "Jean-Frédéric Leschot"}, "L12", "1746", "P01"),
             "P04": ({"fr": "Jacques de Vaucanson"}, "L14", "1709", None),
             "P05": ({"fr": "Lucien Vienne"}, "L14", "1838", None),
             "P06": ({"fr": "Abel Reymond"}, "L13", "1861", "P05"),
             "P07": ({"en": "John Joseph Merlin", "fr": "Jean-Joseph Merlin"}, "L24", "1735", None),
             "P08": ({"en": "James Cox"}, "L18", "1723", None),
             "P09": ({"de": "Matthäus Rungel"}, "L16", "1572", None),
             "P10": ({"ja": "細川半蔵", "en": "Hosokawa Hanzō"}, "L21", "1741", None),
             "P11": ({"ja": "田中久重", "en": "Tanaka Hisashige"}, "L22", "1799", None),
             "P12": ({"de": "Wolfgang von Kempelen"}, "L23", "1734", None),
             "P13": ({"de": "Leopold Haslinger"}, "L17", "1760", None),
             "P14": ({"fr": "Henri Maillardet"}, "L11", "1745", "P01")}
# automaton: ({lang: label}, makers, year completed, held by or None, number of parts or None, height in cm, subject)
AU_AUTOMATA = {
    "A01": ({"fr": "L'Écrivain", "de": "Der Schreiber", "en": "The Writer"}, ["P01"], "1772", "I01", 6000, "71", "S1"),
    "A02": ({"fr": "Le Dessinateur", "de": "Der Zeichner", "en": "The Draughtsman"}, ["P02"], "1774", "I01", 2000, "70",
            "S2"),
    "A03": ({"fr": "La Musicienne", "en": "The Musician"}, ["P02", "P03"], "1774", "I01", 2500, "85", "S3"),
    "A04": ({"fr": "Le Canard digérateur", "de": "Die Verdauungsente", "en": "The Digesting Duck"}, ["P04"], "1739",
            None, 400, "60", "S4"),
    "A05": ({"fr": "Le Joueur de flûte", "en": "The Flute Player"}, ["P04"], "1737", "I02", None, "178", "S3"),
    "A06": ({"fr": "Le Joueur de flûte", "de": "Der Flötenspieler", "en": "The Flute Player"}, ["P06"], "1892", "I03",
            1200, "64", "S3"),
    "A07": ({"en": "The Silver Swan", "fr": "Le Cygne d'argent"}, ["P07", "P08"], "1773", "I04", None, "150", "S4"),
    "A08": ({"de": "Der Trommler"}, ["P09"], "1610", "I05", None, "42", "S3"),
    "A09": ({"ja": "茶運び人形", "fr": "Poupée porteuse de thé"}, ["P10"], "1796", "I06", 120, "36", "S7"),
    "A10": ({"ja": "弓曳童子", "en": "The Archer Boy"}, ["P11"], "1840", "I06", None, "50", "S8"),
    "A11": ({"fr": "Le Magicien", "en": "The Magician"}, ["P05"], "1875", "I02", 700, "70", "S5"),
    "A12": ({"fr": "La Charmeuse de serpents", "en": "The Snake Charmer"}, ["P05"], "1881", "I03", 900, "75", "S5"),
    "A13": ({"fr": "L'Oiseau chanteur", "de": "Der Singvogel", "en": "The Singing Bird"}, ["P06"], "1905", "I03", 300,
            "28", "S4"),
    "A14": ({"de": "Der Schachspieler", "fr": "Le Joueur d'échecs", "en": "The Chess Player"}, ["P12"], "1770", None,
            None, "120", "S6"),
    "A15": ({"de": "Der Zitherspieler", "fr": "La Joueuse de cithare"}, ["P13"], "1785", "I07", 1500, "66", "S3"),
    "A16": ({"en": "The Mechanical Elephant", "fr": "L'Éléphant mécanique"}, ["P08"], "1774", "I08", None, "90", "S4"),
    "A17": ({"fr": "Le Dessinateur-Écrivain", "en": "Maillardet's Automaton"}, ["P14"], "1800", "I09", 2000, "80",
            "S1"),
}


def _labels(g: Graph, s: str, labels: dict) -> None:
    for lang, label in labels.items():
        g.add(s, RDFS + "label", _lit(label, lang))


def automata_kg() -> str:
    """N-Triples of the automata catalogue: opaque IRIs, names only in multilingual rdfs:labels, French vocabulary."""
    g = Graph()
    for prop, labels in AU_PROPERTIES.items():
        g.add(AUV + prop, RDF_TYPE, RDF + "Property"), _labels(g, AUV + prop, labels)
    for cls, labels in AU_CLASSES.items():
        g.add(AUV + cls, RDF_TYPE, RDFS + "Class"), _labels(g, AUV + cls, labels)
    for key, labels in AU_COUNTRIES.items():
        g.add(f"{AU}lieu/{key}", RDF_TYPE, AUV + "Pays"), _labels(g, f"{AU}lieu/{key}", labels)
    for key, (labels, country) in AU_TOWNS.items():
        t = f"{AU}lieu/{key}"
        g.add(t, RDF_TYPE, AUV + "Ville"), _labels(g, t, labels), g.add(t, AUV + "pays", f"{AU}lieu/{country}")
    for key, (labels, town, founded) in AU_MUSEUMS.items():
        m = f"{AU}institution/{key}"
        g.add(m, RDF_TYPE, AUV + "Institution"), _labels(g, m, labels)
        g.add(m, AUV + "situeA", f"{AU}lieu/{town}"), g.add(m, AUV + "anneeFondation", _typed(founded, "gYear"))
    for key, labels in AU_SUBJECTS.items():
        g.add(f"{AU}sujet/{key}", RDF_TYPE, AUV + "Sujet"), _labels(g, f"{AU}sujet/{key}", labels)
    for key, (labels, place, born, master) in AU_PEOPLE.items():
        p = f"{AU}personne/{key}"
        g.add(p, RDF_TYPE, AUV + "Personne"), _labels(g, p, labels)
        g.add(p, AUV + "lieuNaissance", f"{AU}lieu/{place}"), g.add(p, AUV + "anneeNaissance", _typed(born, "gYear"))
        if master:
            g.add(p, AUV + "eleveDe", f"{AU}personne/{master}")
    for key, (labels, makers, year, holder, parts, height, subject) in AU_AUTOMATA.items():
        a = f"{AU}objet/{key}"
        g.add(a, RDF_TYPE, AUV + "Automate"), _labels(g, a, labels)
        for maker in makers:
            g.add(a, AUV + "fabricant", f"{AU}personne/{maker}")
        g.add(a, AUV + "anneeAchevement", _typed(year, "gYear"))
        if holder:
            g.add(a, AUV + "conservePar", f"{AU}institution/{holder}")
        if parts:
            g.add(a, AUV + "nombrePieces", _typed(parts, "integer"))
        g.add(a, AUV + "hauteurCm", _typed(height, "decimal")), g.add(a, AUV + "sujet", f"{AU}sujet/{subject}")
    return g.unique_text()


def _au(kind: str, *keys: str) -> set[str]:
    return {f"{AU}{kind}/{k}" for k in keys}


AUTOMATA_QUESTIONS = [
    ("Who made The Writer?", _au("personne", "P01")),
    ("Which automata did Lucien Vienne make?", _au("objet", "A11", "A12")),
    ("Where is The Draughtsman kept?", _au("institution", "I01")),
    ("Which automata does the Technisches Museum Wien hold?", _au("objet", "A15")),
    ("When was The Silver Swan finished?", {"1773"}),
    ("Who made the Flute Player that is kept in Sainte-Croix?", _au("personne", "P06")),
    ("When was the Flute Player by Jacques de Vaucanson finished?", {"1737"}),
    ("Which is the oldest automaton?", _au("objet", "A08")),
    ("Which automaton has the most parts?", _au("objet", "A01")),
    ("Which automata were finished in 1774?", _au("objet", "A02", "A03", "A16")),
    ("Which automata were finished before 1774?", _au("objet", "A01", "A04", "A05", "A07", "A08", "A14")),
    ("Which automata are taller than 70 centimetres?",
     _au("objet", "A01", "A03", "A05", "A07", "A12", "A14", "A16", "A17")),
    ("Who were the pupils of Pierre Jaquet-Droz?", _au("personne", "P02", "P03", "P14")),
    ("Whose pupil was Abel Reymond?", _au("personne", "P05")),
    ("Where was Jacques de Vaucanson born?", _au("lieu", "L14")),
    ("When was Tanaka Hisashige born?", {"1799"}),
    ("Which automaton makers were born in La Chaux-de-Fonds?", _au("personne", "P01", "P02")),
    ("In which town is The Bowes Museum?", _au("lieu", "L19")),
    ("Which museums are in Paris?", _au("institution", "I02")),
    ("In which country is The Archer Boy kept?", _au("lieu", "L04")),
    ("Which automata show musicians?", _au("objet", "A03", "A05", "A06", "A08", "A15")),
    ("Who made the Poupée porteuse de thé?", _au("personne", "P10")),
    ("What is the English name of Der Zeichner?", {"The Draughtsman"}),
    ("What is the German name of The Singing Bird?", {"Der Singvogel"}),
    ("How many automata does the Musée d'art et d'histoire de Neuchâtel hold?", {"3"}),
    ("How many parts does The Musician have?", {"2500"}),
    ("How tall is The Silver Swan?", {"150"}),
    ("Which automata were made by pupils of Pierre Jaquet-Droz?", _au("objet", "A02", "A03", "A17")),
    ("Which automata are kept in Switzerland?", _au("objet", "A01", "A02", "A03", "A06", "A12", "A13")),
    ("Who made the automata kept in Japan?", _au("personne", "P10", "P11")),
    ("When was the museum that holds The Archer Boy founded?", {"1962"}),
    ("Which automata did Jacques de Vaucanson make?", _au("objet", "A04", "A05")),
    ("Which automaton was finished most recently?", _au("objet", "A13")),
    ("Which automaton makers were born before 1740?", _au("personne", "P01", "P04", "P07", "P08", "P09", "P12")),
    ("Who made The Chess Player?", _au("personne", "P12")),
    ("Which museums were founded before 1855?", _au("institution", "I02", "I08", "I09")),
    ("who made the digesting duck", _au("personne", "P04")),
    ("Who made the Sliver Swan?", _au("personne", "P07", "P08")),  # misspelt: Silver
    ("How much is The Writer insured for?", set()),  # no insured values
    ("Which tunes can The Musician play?", set()),  # no repertoire
    ("How many visitors does The Bowes Museum get each year?", set()),  # no visitor figures
]
AUTOMATA_MADE_UP = ["Who made The Dancing Bear?", "Where is The Silver Peacock kept?",
                    "When was Lucien Jaquet-Droz born?", "Which automata did Abel Vaucanson make?",
                    "Which automata does the Musée Mécanique de Lyon hold?", "Who made Der Geiger?"]
AUTOMATA_GRAPHS = [
    ('[("The Writer", "built by", ?x)]', _au("personne", "P01")),
    ('[("The Silver Swan", "on display at", ?x)]', _au("institution", "I04")),
    ('[(?x, "built by", "Lucien Vienne")]', _au("objet", "A11", "A12")),
    ('[("Henri Maillardet", "trained under", ?x)]', _au("personne", "P01")),
    ('[("Jacques de Vaucanson", "hometown", ?x)]', _au("lieu", "L14")),
    ('[("The Bowes Museum", "town", ?x)]', _au("lieu", "L19")),
    ('[("The Archer Boy", "on display at", ?m), (?m, "town", ?x)]', _au("lieu", "L20")),
    ('[(?a, "built by", "Abel Reymond"), (?a, "on display at", ?x)]', _au("institution", "I03")),
    ('[("Maillardet\'s Automaton", "built by", ?p), (?p, "hometown", ?x)]', _au("lieu", "L11")),
    ('[(?p, "trained under", "Pierre Jaquet-Droz"), (?p, "year born", ?x)]', {"1752", "1746", "1745"}),
    ('[(?a, "on display at", "Technisches Museum Wien"), (?a, "built by", ?x)]', _au("personne", "P13")),
    ('[(?a, "depicts", "animal"), (?a, "built by", ?x)]', _au("personne", "P04", "P06", "P07", "P08")),
]


# ---- hillfigures (the hill-figure corner of a self-hosted Wikibase: items and properties numbered by the instance
# ---- itself (`…/entity/Q104`, `…/prop/direct/P8`), so a P-number means nothing outside it and a property's name is
# ---- ONLY the `rdfs:label` of its property entity (`…/entity/P8` "creator"@en, `wikibase:directClaim`); items are
# ---- named by `rdfs:label`@en with `schema:description` and `skos:altLabel` aliases, typed only by P1 "instance of",
# ---- dates as xsd:dateTime, lengths and elevations as xsd:decimal; a figure lies in a parish that lies in a county,
# ---- and a re-cut figure says P16 "replaces" its predecessor, never the other way round) -------------------------
HF = "https://hillfigures.wikibase.example/"
HFE, HFT = HF + "entity/", HF + "prop/direct/"
# property: (label @en, description @en, wikibase property type)
HF_PROPERTIES = {
    "P1": ("instance of", "that class of which this subject is a particular example and member", "WikibaseItem"),
    "P2": ("located in the administrative territorial entity", "the item is located on the territory of the "
           "following administrative entity", "WikibaseItem"),
    "P3": ("country", "sovereign state that this item is in", "WikibaseItem"),
    "P4": ("inception", "time when an entity begins to exist", "Time"),
    "P5": ("made from material", "material the subject is made of or derived from", "WikibaseItem"),
    "P6": ("length", "measured dimension of an object, in metres", "Quantity"),
    "P7": ("heritage designation", "heritage designation of a cultural or natural site", "WikibaseItem"),
    "P8": ("creator", "maker of this creative work or other object", "WikibaseItem"),
    "P9": ("depicts", "entity visually depicted in an image or other work", "WikibaseItem"),
    "P10": ("place of birth", "most specific known birth location of a person", "WikibaseItem"),
    "P11": ("date of birth", "date on which the subject was born", "Time"),
    "P12": ("occupation", "occupation of a person", "WikibaseItem"),
    "P13": ("maintained by", "person or organization in charge of keeping the subject in working order",
            "WikibaseItem"),
    "P14": ("located on terrain feature", "located on the specified landform", "WikibaseItem"),
    "P15": ("elevation above sea level", "height of the item above sea level, in metres", "Quantity"),
    "P16": ("replaces", "item replaced by this item", "WikibaseItem"),
}
# item: (label @en, description @en, aliases, {property: [values]}); a value is an item id or a (lexical form,
# datatype) pair
HF_ITEMS = {
    "Q1": ("hill figure", "large visual representation created by cutting into a steep hillside", [], {}),
    "Q2": ("human", "common name of Homo sapiens", [], {}),
    "Q3": ("hill", "landform that extends above the surrounding terrain", [], {}),
    "Q4": ("ceremonial county of England", "area of England to which a lord-lieutenant is appointed", [], {}),
    "Q5": ("village", "small clustered human settlement", [], {}),
    "Q6": ("country", "distinct territorial body or political entity", [], {}),
    "Q7": ("organization", "social entity established to meet needs or pursue goals", [], {}),
    "Q8": ("building material", "material used for construction", [], {}),
    "Q9": ("heritage designation", "designation of a site as heritage", [], {}),
    "Q10": ("animal", "kingdom of multicellular eukaryotic organisms", [], {}),
    "Q11": ("motif", "element of an image", [], {}),
    "Q12": ("mythical character", "character from mythology or folklore", [], {}),
    "Q13": ("town", "settlement larger than a village", [], {}),
    "Q14": ("city", "large human settlement", [], {}),
    "Q15": ("occupation", "label applied to a person based on an activity they participate in", [], {}),
    "Q20": ("United Kingdom", "country in north-west Europe", ["UK"], {"P1": ["Q6"]}),
}
HF_COUNTIES = {"Q21": "Wiltshire", "Q22": "Oxfordshire", "Q23": "Dorset", "Q24": "East Sussex",
               "Q25": "North Yorkshire", "Q26": "Bedfordshire", "Q27": "Buckinghamshire", "Q28": "South Yorkshire",
               "Q29": "Greater London"}
# settlement: (label, class, county)
HF_SETTLEMENTS = {"Q30": ("Uffington", "Q5", "Q22"), "Q31": ("Cerne Abbas", "Q5", "Q23"),
                  "Q32": ("Wilmington", "Q5", "Q24"), "Q33": ("Westbury", "Q13", "Q21"),
                  "Q34": ("Cherhill", "Q5", "Q21"), "Q35": ("Pewsey", "Q5", "Q21"),
                  "Q36": ("Kilburn", "Q5", "Q25"), "Q37": ("Osmington", "Q5", "Q23"),
                  "Q38": ("Whipsnade", "Q5", "Q26"), "Q39": ("Bulford", "Q5", "Q21"),
                  "Q40": ("Princes Risborough", "Q13", "Q27"), "Q41": ("Litlington", "Q5", "Q24"),
                  "Q42": ("Alton Barnes", "Q5", "Q21"), "Q43": ("Malton", "Q13", "Q25"),
                  "Q44": ("Calne", "Q13", "Q21"), "Q45": ("Sheffield", "Q14", "Q28"),
                  "Q46": ("London", "Q14", "Q29"), "Q47": ("Bratton", "Q5", "Q21")}
# hill: (label, county, elevation in metres)
HF_HILLS = {"Q50": ("White Horse Hill", "Q22", "261"), "Q51": ("Giant Hill", "Q23", "150"),
            "Q52": ("Windover Hill", "Q24", "214"), "Q53": ("Bratton Down", "Q21", "230"),
            "Q54": ("Cherhill Down", "Q21", "261"), "Q55": ("Roulston Scar", "Q25", "300"),
            "Q56": ("Dunstable Downs", "Q26", "243"), "Q57": ("Whiteleaf Hill", "Q27", "250"),
            "Q58": ("Milk Hill", "Q21", "295")}
# other items: (label, description, class)
HF_THINGS = {"Q60": ("National Trust", "heritage and conservation charity in England, Wales and Northern Ireland",
                     "Q7"),
             "Q61": ("Sussex Archaeological Society", "archaeological society in Sussex", "Q7"),
             "Q62": ("English Heritage", "charity managing historic monuments in England", "Q7"),
             "Q63": ("Pewsey Parish Council", "parish council in Wiltshire", "Q7"),
             "Q64": ("Kilburn White Horse Association", "volunteer group in North Yorkshire", "Q7"),
             "Q65": ("Whipsnade Zoo", "zoo in Bedfordshire", "Q7"),
             "Q66": ("Ministry of Defence", "department of the government of the United Kingdom", "Q7"),
             "Q70": ("chalk", "soft, white, porous sedimentary rock", "Q8"),
             "Q71": ("concrete", "composite construction material", "Q8"),
             "Q72": ("limestone", "sedimentary rock", "Q8"),
             "Q75": ("scheduled monument", "nationally important archaeological site in the United Kingdom", "Q9"),
             "Q80": ("horse", "domesticated four-footed mammal", "Q10"),
             "Q81": ("lion", "large cat of the genus Panthera", "Q10"),
             "Q82": ("kiwi", "flightless bird native to New Zealand", "Q10"),
             "Q83": ("Christian cross", "symbol of Christianity", "Q11"),
             "Q84": ("giant", "being of human appearance and prodigious size", "Q12"),
             "Q85": ("human figure", "representation of the human body", "Q11"),
             "Q86": ("George III", "King of Great Britain and Ireland from 1760 to 1820", "Q2"),
             "Q90": ("surveyor", "profession", "Q15"), "Q91": ("physician", "profession", "Q15"),
             "Q92": ("farmer", "profession", "Q15"), "Q93": ("sculptor", "profession", "Q15"),
             "Q94": ("schoolmaster", "profession", "Q15"), "Q95": ("architect", "profession", "Q15")}
# person: (label, description, aliases, occupation, place of birth, date of birth)
HF_PEOPLE = {"Q501": ("George Gee", "English land surveyor", [], "Q90", "Q47", "1745"),
             "Q502": ("Christopher Alsop", "English physician of Calne", [], "Q91", "Q44", "1742"),
             "Q503": ("Robert Pile", "Wiltshire farmer", [], "Q92", "Q35", "1750"),
             "Q504": ("George Marples", "English sculptor", [], "Q93", "Q45", "1869-03-04"),
             "Q505": ("Alfred Westbury", "Yorkshire schoolmaster", [], "Q94", "Q43", "1810"),
             "Q506": ("Reginald Brook-Greaves", "English architect", ["R. B. Brook-Greaves"], "Q95", "Q46", "1890")}
# figure: (label, description, aliases, parish, hill or None, material, length or None, inception or None,
#          creator or None, depicts, heritage designation or None, maintained by or None, replaces or None)
HF_FIGURES = {
    "Q101": ("Uffington White Horse", "prehistoric hill figure in Oxfordshire, England", ["Uffington Horse"], "Q30",
             "Q50", "Q70", "110", None, None, ["Q80"], "Q75", "Q60", None),
    "Q102": ("Cerne Abbas Giant", "hill figure near Cerne Abbas, Dorset, England", ["Rude Man"], "Q31", "Q51", "Q70",
             "55", None, None, ["Q84"], "Q75", "Q60", None),
    "Q103": ("Long Man of Wilmington", "hill figure on Windover Hill, East Sussex, England", ["Wilmington Giant"],
             "Q32", "Q52", "Q70", "72", "1710", None, ["Q85"], "Q75", "Q61", None),
    "Q104": ("Westbury White Horse", "hill figure below Bratton Camp, Wiltshire, England", ["Bratton White Horse"],
             "Q33", "Q53", "Q71", "55", "1778", "Q501", ["Q80"], "Q75", "Q62", None),
    "Q105": ("Cherhill White Horse", "hill figure on Cherhill Down, Wiltshire, England", [], "Q34", "Q54", "Q70",
             "50", "1780", "Q502", ["Q80"], None, "Q60", None),
    "Q106": ("Pewsey White Horse", "hill figure cut near Pewsey in 1785, since grassed over", [], "Q35", None, "Q70",
             None, "1785", "Q503", ["Q80"], None, None, None),
    "Q107": ("Pewsey White Horse", "hill figure cut near Pewsey in 1937 for a coronation", [], "Q35", None, "Q70",
             "20", "1937", "Q504", ["Q80"], None, "Q63", "Q106"),
    "Q108": ("Kilburn White Horse", "hill figure on Roulston Scar, North Yorkshire, England", [], "Q36", "Q55",
             "Q72", "97", "1857", "Q505", ["Q80"], None, "Q64", None),
    "Q109": ("Osmington White Horse", "hill figure of a king on horseback in Dorset, England", ["Osmington Horse"],
             "Q37", None, "Q70", "85", "1808", None, ["Q80", "Q86"], None, None, None),
    "Q110": ("Whipsnade White Lion", "hill figure on Dunstable Downs, Bedfordshire, England", ["Whipsnade Lion"],
             "Q38", "Q56", "Q70", "147", "1933", "Q506", ["Q81"], None, "Q65", None),
    "Q111": ("Bulford Kiwi", "hill figure cut by New Zealand soldiers in Wiltshire, England", [], "Q39", None, "Q70",
             "128", "1919", None, ["Q82"], None, "Q66", None),
    "Q112": ("Whiteleaf Cross", "hill figure on Whiteleaf Hill, Buckinghamshire, England", [], "Q40", "Q57", "Q70",
             "65", "1742", None, ["Q83"], "Q75", None, None),
    "Q113": ("Litlington White Horse", "hill figure near Litlington, East Sussex, England", [], "Q41", None, "Q70",
             "28", "1838", "Q505", ["Q80"], None, None, None),
    "Q114": ("Alton Barnes White Horse", "hill figure on Milk Hill, Wiltshire, England", [], "Q42", "Q58", "Q70",
             "55", "1812", "Q503", ["Q80"], None, None, None),
}


def _hf_year(y: str) -> str:
    return _typed(f"{y}T00:00:00Z" if "-" in y else f"{y}-01-01T00:00:00Z", "dateTime")


def hillfigures_kg() -> str:
    """N-Triples of the Wikibase hill-figure corner: its own Q- and P-numbers, property names only on entities."""
    g = Graph()

    def item(key: str, label: str, description: str, aliases: list) -> None:
        g.add(HFE + key, RDFS + "label", _lit(label, "en")), g.add(HFE + key, SCHEMA + "description",
                                                                   _lit(description, "en"))
        for alias in aliases:
            g.add(HFE + key, SKOS + "altLabel", _lit(alias, "en"))

    def claim(key: str, prop: str, value: str) -> None:
        g.add(HFE + key, HFT + prop, value if value.startswith('"') else HFE + value)

    for pid, (label, description, kind) in HF_PROPERTIES.items():
        p = HFE + pid
        g.add(p, RDF_TYPE, WIKIBASE + "Property"), item(pid, label, description, [])
        g.add(p, WIKIBASE + "propertyType", WIKIBASE + kind), g.add(p, WIKIBASE + "directClaim", HFT + pid)
    for key, (label, description, aliases, claims) in HF_ITEMS.items():
        item(key, label, description, aliases)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, label in HF_COUNTIES.items():
        item(key, label, "ceremonial county of England", []), claim(key, "P1", "Q4"), claim(key, "P3", "Q20")
    for key, (label, cls, county) in HF_SETTLEMENTS.items():
        item(key, label, f"{HF_ITEMS[cls][0]} in {HF_COUNTIES[county]}, England", [])
        claim(key, "P1", cls), claim(key, "P2", county), claim(key, "P3", "Q20")
    for key, (label, county, elevation) in HF_HILLS.items():
        item(key, label, f"hill in {HF_COUNTIES[county]}, England", []), claim(key, "P1", "Q3")
        claim(key, "P2", county), claim(key, "P3", "Q20"), claim(key, "P15", _typed(elevation, "decimal"))
    for key, (label, description, cls) in HF_THINGS.items():
        item(key, label, description, []), claim(key, "P1", cls)
    for key, (label, description, aliases, occupation, place, born) in HF_PEOPLE.items():
        item(key, label, description, aliases), claim(key, "P1", "Q2"), claim(key, "P12", occupation)
        claim(key, "P10", place), claim(key, "P11", _hf_year(born))
    for key, fields in HF_FIGURES.items():
        (label, description, aliases, parish, hill, material, length, inception, creator, depicts, designation,
         keeper, replaces) = fields
        item(key, label, description, aliases), claim(key, "P1", "Q1"), claim(key, "P2", parish)
        claim(key, "P3", "Q20"), claim(key, "P5", material)
        if hill:
            claim(key, "P14", hill)
        if length:
            claim(key, "P6", _typed(length, "decimal"))
        if inception:
            claim(key, "P4", _hf_year(inception))
        if creator:
            claim(key, "P8", creator)
        for d in depicts:
            claim(key, "P9", d)
        if designation:
            claim(key, "P7", designation)
        if keeper:
            claim(key, "P13", keeper)
        if replaces:
            claim(key, "P16", replaces)
    return g.unique_text()


def _hf(*qids: str) -> set[str]:
    return {HFE + q for q in qids}


HILLFIGURES_QUESTIONS = [
    ("Which county is the Cerne Abbas Giant in?", _hf("Q23")),
    ("Which hill figures are in Wiltshire?", _hf("Q104", "Q105", "Q106", "Q107", "Q111", "Q114")),
    ("Who created the Westbury White Horse?", _hf("Q501")),
    ("Which hill figures did Alfred Westbury create?", _hf("Q108", "Q113")),
    ("When was the Kilburn White Horse cut?", {"1857-01-01T00:00:00Z"}),
    ("How long is the Whipsnade White Lion?", {"147"}),
    ("Which is the longest hill figure?", _hf("Q110")),
    ("Which hill figures are longer than 55 metres?", _hf("Q101", "Q103", "Q108", "Q109", "Q110", "Q111", "Q112")),
    ("What does the Bulford Kiwi depict?", _hf("Q82")),
    ("Which hill figures show a horse?",
     _hf("Q101", "Q104", "Q105", "Q106", "Q107", "Q108", "Q109", "Q113", "Q114")),
    ("What is the Whiteleaf Cross made of?", _hf("Q70")),
    ("Which hill figure is made of concrete?", _hf("Q104")),
    ("Which hill figures are scheduled monuments?", _hf("Q101", "Q102", "Q103", "Q104", "Q112")),
    ("How many hill figures are there in Dorset?", {"2"}),
    ("Who maintains the Uffington White Horse?", _hf("Q60")),
    ("Which hill figures does the National Trust look after?", _hf("Q101", "Q102", "Q105")),
    ("Which hill figure replaced the Pewsey White Horse of 1785?", _hf("Q107")),
    ("When was the newer Pewsey White Horse cut?", {"1937-01-01T00:00:00Z"}),
    ("Who created the Pewsey White Horse that was cut in 1785?", _hf("Q503")),
    ("Which hill figures did Robert Pile create?", _hf("Q106", "Q114")),
    ("On which hill is the Long Man of Wilmington?", _hf("Q52")),
    ("How high is Windover Hill?", {"214"}),
    ("Which hill figures were cut before 1800?", _hf("Q103", "Q104", "Q105", "Q106", "Q112")),
    ("Which hill figures were cut in the twentieth century?", _hf("Q107", "Q110", "Q111")),
    ("Which hill figure was cut most recently?", _hf("Q107")),
    ("Where was Alfred Westbury born?", _hf("Q43")),
    ("When was George Marples born?", {"1869-03-04T00:00:00Z"}),
    ("What was Christopher Alsop's occupation?", _hf("Q91")),
    ("Which hill figures were created by people born in Pewsey?", _hf("Q106", "Q114")),
    ("What is the Cerne Abbas Giant also called?", {"Rude Man"}),
    ("Which hill figure is also known as the Wilmington Giant?", _hf("Q103")),
    ("Which hill figures are in East Sussex?", _hf("Q103", "Q113")),
    ("Who created the hill figures in North Yorkshire?", _hf("Q505")),
    ("Which hill figure shows George III?", _hf("Q109")),
    ("Where was the creator of the Cherhill White Horse born?", _hf("Q44")),
    ("Which hill figures lie on hills higher than 250 metres?", _hf("Q101", "Q105", "Q108", "Q114")),
    ("who created the whipsnade white lion", _hf("Q506")),
    ("Which county is the Osmingten White Horse in?", _hf("Q23")),  # misspelt: Osmington
    ("How many people visit the Cerne Abbas Giant each year?", set()),  # no visitor figures
    ("When was the Westbury White Horse last repainted?", set()),  # no restorations
    ("What is the grid reference of the Long Man of Wilmington?", set()),  # no coordinates
]
HILLFIGURES_MADE_UP = ["Who created the Hackpen Giant?", "When was the Cerne Abbas Horse cut?",
                       "Which hill figures did George Westbury create?", "What does the Uffington Lion depict?",
                       "Which hill figures are in Northamptonshire?", "Who maintains the Marlborough White Lion?"]
HILLFIGURES_GRAPHS = [
    ('[("Westbury White Horse", "cut by", ?x)]', _hf("Q501")),
    ('[("Bulford Kiwi", "shows", ?x)]', _hf("Q82")),
    ('[(?x, "cut by", "Robert Pile")]', _hf("Q106", "Q114")),
    ('[("Long Man of Wilmington", "sits on", ?x)]', _hf("Q52")),
    ('[("Uffington White Horse", "looked after by", ?x)]', _hf("Q60")),
    ('[("Alfred Westbury", "birthplace", ?x)]', _hf("Q43")),
    ('[("Kilburn White Horse", "cut by", ?p), (?p, "birthplace", ?x)]', _hf("Q43")),
    ('[(?f, "cut by", "Alfred Westbury"), (?f, "parish", ?x)]', _hf("Q36", "Q41")),
    ('[("Cherhill White Horse", "sits on", ?h), (?h, "height", ?x)]', {"261"}),
    ('[(?f, "shows", "lion"), (?f, "looked after by", ?x)]', _hf("Q65")),
    ('[("Osmington White Horse", "parish", ?s), (?s, "county", ?x)]', _hf("Q23")),
    ('[(?f, "looked after by", "National Trust"), (?f, "sits on", ?x)]', _hf("Q50", "Q51", "Q54")),
]


# ---- velodromes (a track-cycling database dumped by D2RQ's generated mapping: row IRIs `…/resource/velodrome/6`,
# ---- one `vocab:<table>_<column>` property per column (`vocab:velodrome_name`, `vocab:record_result`), a foreign
# ---- key as a link to the row it refers to (`vocab:record_rider_id` → `…/rider/3`), column types as XSD datatypes
# ---- and every row labelled by D2RQ's default pattern "velodrome #6", so a name lives ONLY in a `_name` column;
# ---- who set which record where is a `record` row joining rider, velodrome and event) -----------------------------
VD = "http://trackcycling.example.org/d2r/resource/"
VDV = VD + "vocab/"
# table: {id: (name, iso code)}
VD_COUNTRIES = {1: ("France", "FR"), 2: ("Switzerland", "CH"), 3: ("United Kingdom", "GB"), 4: ("Italy", "IT"),
                5: ("Germany", "DE"), 6: ("Australia", "AU"), 7: ("Mexico", "MX"), 8: ("Netherlands", "NL"),
                9: ("Colombia", "CO")}
# city: (name, country)
VD_CITIES = {1: ("Saint-Quentin-en-Yvelines", 1), 2: ("Grenchen", 2), 3: ("London", 3), 4: ("Manchester", 3),
             5: ("Milan", 4), 6: ("Roubaix", 1), 7: ("Berlin", 5), 8: ("Sydney", 6), 9: ("Aguascalientes", 7),
             10: ("Apeldoorn", 8), 11: ("Bogotá", 9), 12: ("Lyon", 1), 13: ("Guadalajara", 7), 14: ("Zürich", 2)}
# velodrome: (name, city, opened, track length in m, surface, indoor, capacity)
VD_VELODROMES = {1: ("Vélodrome National", 1, 2014, 250, "wood", True, 5000),
                 2: ("Velodrome Suisse", 2, 2013, 250, "wood", True, 1600),
                 3: ("Lee Valley VeloPark", 3, 2011, 250, "wood", True, 6000),
                 4: ("Manchester Velodrome", 4, 1994, 250, "wood", True, 3500),
                 5: ("Velodromo Vigorelli", 5, 1935, 397, "wood", False, 8000),
                 6: ("Vélodrome André-Pétrieux", 6, 1936, 499, "concrete", False, 5000),
                 7: ("Velodrom Berlin", 7, 1997, 250, "wood", True, 12000),
                 8: ("Dunc Gray Velodrome", 8, 2000, 250, "wood", True, 3000),
                 9: ("Velódromo Bicentenario", 9, 2009, 250, "wood", True, 2000),
                 10: ("Herne Hill Velodrome", 3, 1891, 450, "tarmac", False, 1000),
                 11: ("Omnisport Apeldoorn", 10, 2008, 250, "wood", True, 5000),
                 12: ("Velódromo Luis Carlos Galán", 11, 1988, 333, "concrete", False, 8000),
                 13: ("Oerlikon Velodrome", 14, 1912, 333, "concrete", False, 3000)}
# rider: (name, country, hometown, birth year)
VD_RIDERS = {1: ("Anna Meyer", 5, 7, 1988), 2: ("Anna Meyer", 2, 14, 1975), 3: ("Julien Roubaix", 1, 12, 1991),
             4: ("Harriet Cole", 3, 4, 1990), 5: ("Matteo Brambilla", 4, 5, 1962), 6: ("Joachim Weiss", 5, 7, 1980),
             7: ("Lotte van Dijk", 8, 10, 1993), 8: ("Sofía Herrera", 9, 11, 1996), 9: ("Diego Valdez", 7, 13, 1985),
             10: ("Tom Whitfield", 6, 8, 1979), 11: ("Élodie Marchand", 1, 6, 1987), 12: ("Oliver Grant", 3, 3, 1931),
             13: ("Fritz Kägi", 2, 14, 1921)}
# event: (name, unit)
VD_EVENTS = {1: ("Flying 200 m", "s"), 2: ("1 km time trial", "s"), 3: ("4 km individual pursuit", "s"),
             4: ("500 m time trial", "s"), 5: ("Hour record", "km")}
# record: (rider, velodrome, event, result, set on, world record)
VD_RECORDS = {1: (1, 7, 1, "10.154", "2017-03-02", False), 2: (2, 2, 3, "212.458", "2014-08-19", False),
              3: (2, 2, 5, "46.882", "2015-09-12", False), 4: (3, 1, 2, "58.875", "2016-02-20", False),
              5: (3, 2, 5, "52.114", "2019-10-05", False), 6: (4, 4, 3, "204.556", "2012-05-07", True),
              7: (4, 3, 3, "203.901", "2016-11-04", True), 8: (5, 5, 5, "49.802", "1986-10-01", False),
              9: (6, 7, 2, "60.321", "2003-02-14", False), 10: (7, 11, 4, "32.268", "2018-03-03", True),
              11: (8, 9, 1, "10.011", "2022-11-12", True), 12: (9, 9, 2, "56.303", "2013-12-07", True),
              13: (10, 8, 3, "250.874", "2001-04-21", False), 14: (11, 6, 4, "34.11", "2009-06-13", False),
              15: (12, 10, 5, "43.775", "1956-07-28", False), 16: (1, 9, 4, "33.01", "2016-12-09", True),
              17: (13, 13, 5, "45.3", "1948-09-18", False), 18: (7, 11, 1, "10.384", "2019-01-26", False)}


def _vd(table: str, key: int) -> str:
    return f"{VD}{table}/{key}"


def velodromes_kg() -> str:
    """N-Triples of the D2RQ dump: `vocab:<table>_<column>` properties, names only in `_name` columns."""
    g = Graph()

    def row(table: str, key: int, columns: dict) -> None:
        r = _vd(table, key)
        g.add(r, RDF_TYPE, VDV + table), g.add(r, RDFS + "label", _lit(f"{table} #{key}"))
        for column, value in columns.items():
            if value is None:
                continue
            if isinstance(value, tuple):  # a foreign key: (table, id)
                g.add(r, f"{VDV}{table}_{column}", _vd(*value))
            elif isinstance(value, bool):
                g.add(r, f"{VDV}{table}_{column}", _typed(str(value).lower(), "boolean"))
            elif isinstance(value, int):
                g.add(r, f"{VDV}{table}_{column}", _typed(value, "integer"))
            else:
                g.add(r, f"{VDV}{table}_{column}", value)

    for key, (name, iso) in VD_COUNTRIES.items():
        row("country", key, {"name": _lit(name), "iso_code": _lit(iso)})
    for key, (name, country) in VD_CITIES.items():
        row("city", key, {"name": _lit(name), "country_id": ("country", country)})
    for key, (name, city, opened, length, surface, indoor, capacity) in VD_VELODROMES.items():
        row("velodrome", key, {"name": _lit(name), "city_id": ("city", city), "opened": opened,
                               "track_length": length, "surface": _lit(surface), "indoor": indoor,
                               "capacity": capacity})
    for key, (name, country, hometown, born) in VD_RIDERS.items():
        row("rider", key, {"name": _lit(name), "country_id": ("country", country), "hometown_id": ("city", hometown),
                           "birth_year": born})
    for key, (name, unit) in VD_EVENTS.items():
        row("event", key, {"name": _lit(name), "unit": _lit(unit)})
    for key, (rider, velodrome, event, result, day, world) in VD_RECORDS.items():
        row("record", key, {"rider_id": ("rider", rider), "velodrome_id": ("velodrome", velodrome),
                            "event_id": ("event", event), "result": _typed(result, "decimal"),
                            "set_on": _typed(day, "date"), "world_record": world})
    return g.unique_text()


def _vdr(table: str, *keys: int) -> set[str]:
    return {_vd(table, k) for k in keys}


VELODROMES_QUESTIONS = [
    ("In which city is the Velodrome Suisse?", _vdr("city", 2)),
    ("Which velodromes are in London?", _vdr("velodrome", 3, 10)),
    ("How many velodromes are there in the United Kingdom?", {"3"}),
    ("When did the Velodromo Vigorelli open?", {"1935"}),
    ("Which is the oldest velodrome?", _vdr("velodrome", 10)),
    ("Which velodrome has the largest capacity?", _vdr("velodrome", 7)),
    ("Which velodromes hold more than 5000 spectators?", _vdr("velodrome", 3, 5, 7, 12)),
    ("How long is the track at the Vélodrome André-Pétrieux?", {"499"}),
    ("Which velodromes are outdoors?", _vdr("velodrome", 5, 6, 10, 12, 13)),
    ("Which velodromes have a concrete track?", _vdr("velodrome", 6, 12, 13)),
    ("At which velodromes did Julien Roubaix set records?", _vdr("velodrome", 1, 2)),
    ("Who set records at the Velodrome Suisse?", _vdr("rider", 2, 3)),
    ("What was Sofía Herrera's time in the flying 200 m?", {"10.011"}),
    ("In which event did Lotte van Dijk set a world record?", _vdr("event", 4)),
    ("Who rode the longest distance in an hour record?", _vdr("rider", 3)),
    ("Which riders have set world records?", _vdr("rider", 1, 4, 7, 8, 9)),
    ("When did Harriet Cole set her record at the Manchester Velodrome?", {"2012-05-07"}),
    ("Which country is Lotte van Dijk from?", _vdr("country", 8)),
    ("When was the Anna Meyer from Switzerland born?", {"1975"}),
    ("Where did the German Anna Meyer set her records?", _vdr("velodrome", 7, 9)),
    ("Which riders come from France?", _vdr("rider", 3, 11)),
    ("Which riders were born before 1960?", _vdr("rider", 12, 13)),
    ("Which rider comes from Roubaix?", _vdr("rider", 11)),
    ("Which velodromes opened after 2010?", _vdr("velodrome", 1, 2, 3)),
    ("How many records were set at the Velódromo Bicentenario?", {"3"}),
    ("Who set records at velodromes in Mexico?", _vdr("rider", 1, 8, 9)),
    ("Which velodromes in France have a wooden track?", _vdr("velodrome", 1)),
    ("What surface does the Herne Hill Velodrome have?", {"tarmac"}),
    ("In which events were records set at the Velodrom Berlin?", _vdr("event", 1, 2)),
    ("How far did Matteo Brambilla ride in his hour record?", {"49.802"}),
    ("In which country is the Dunc Gray Velodrome?", _vdr("country", 6)),
    ("How many spectators does the Oerlikon Velodrome hold?", {"3000"}),
    ("Which velodromes have a 333 metre track?", _vdr("velodrome", 12, 13)),
    ("When did Oliver Grant set his hour record?", {"1956-07-28"}),
    ("Which city is Diego Valdez from?", _vdr("city", 13)),
    ("Which riders set records in the 4 km individual pursuit?", _vdr("rider", 2, 4, 10)),
    ("which velodromes are in berlin", _vdr("velodrome", 7)),
    ("When did the Lee Vally VeloPark open?", {"2011"}),  # misspelt: Valley
    ("How much does a ticket at the Velodrom Berlin cost?", set()),  # no prices
    ("What gear ratio did Julien Roubaix use for his hour record?", set()),  # no equipment
    ("Who designed the Velodrome Suisse?", set()),  # no architects
]
VELODROMES_MADE_UP = ["In which city is the Velodromo Fausto Coppi?", "When did the Roubaix Arena open?",
                      "At which velodromes did Anna Roubaix set records?", "Which records did Chris Hoyle set?",
                      "Which velodromes are in Copenhagen?", "How long is the track at the Velodrome Lyonnais?"]
VELODROMES_GRAPHS = [
    ('[("Velodromo Vigorelli", "town", ?x)]', _vdr("city", 5)),
    ('[("Harriet Cole", "nation", ?x)]', _vdr("country", 3)),
    ('[(?x, "town", "London")]', _vdr("velodrome", 3, 10)),
    ('[("Julien Roubaix", "home city", ?x)]', _vdr("city", 12)),
    ('[("Velodrom Berlin", "seats", ?x)]', {"12000"}),
    ('[("Herne Hill Velodrome", "year opened", ?x)]', {"1891"}),
    ('[(?r, "ridden by", "Julien Roubaix"), (?r, "venue", ?x)]', _vdr("velodrome", 1, 2)),
    ('[(?r, "venue", "Velodrome Suisse"), (?r, "ridden by", ?x)]', _vdr("rider", 2, 3)),
    ('[("Dunc Gray Velodrome", "town", ?c), (?c, "nation", ?x)]', _vdr("country", 6)),
    ('[(?r, "ridden by", "Sofía Herrera"), (?r, "discipline", ?x)]', _vdr("event", 1)),
    ('[(?v, "town", "Manchester"), (?v, "year opened", ?x)]', {"1994"}),
    ('[("Lotte van Dijk", "home city", ?c), (?c, "nation", ?x)]', _vdr("country", 8)),
]


# ---- sheepdogs (a sheepdog-trial archive in the Event Ontology and the Timeline Ontology: each trial an
# ---- `ev:Event` (a `Trial`) with `ev:place`, `ev:time` a blank `tl:Instant` (`tl:atDate`) or, for the three-day
# ---- International, a blank `tl:Interval` (`tl:beginsAtDateTime`, `tl:endsAtDateTime`), a judge and a category;
# ---- the trial lists its runs by `ev:sub_event` (never the other way round) and each run is an event of its own
# ---- with `ev:agent` the handler, `ev:factor` the dog, `points` and, for the prize-winners, a `placing`; dogs have
# ---- studbook-number IRIs, `sire` and `dam` (parentage stated from the pup only), `whelped` and `bredBy`) --------
SD = "https://collie-trials.example.org/"
SDV = SD + "ns#"
EV = "http://purl.org/NET/c4dm/event.owl#"
TL = "http://purl.org/NET/c4dm/timeline.owl#"
SD_PROPERTIES = {"points": "points", "placing": "placing", "judge": "judge", "sire": "sire", "dam": "dam",
                 "bredBy": "bred by", "whelped": "whelped", "sex": "sex", "inCountry": "in country",
                 "category": "category"}
SD_NATIONS = {"wales": {"en": "Wales", "cy": "Cymru"}, "england": {"en": "England"},
              "scotland": {"en": "Scotland", "gd": "Alba"}, "ireland": {"en": "Ireland", "ga": "Éire"}}
# place: ({lang: label}, nation)
SD_PLACES = {"bala": ({"en": "Bala", "cy": "Y Bala"}, "wales"), "longshaw": ({"en": "Longshaw"}, "england"),
             "moffat": ({"en": "Moffat"}, "scotland"), "raby": ({"en": "Raby Castle"}, "england"),
             "llandeilo": ({"en": "Llandeilo"}, "wales"), "hope": ({"en": "Hope"}, "england"),
             "dolgellau": ({"en": "Dolgellau"}, "wales"), "builth": ({"en": "Builth Wells", "cy": "Llanfair-ym-Muallt"},
                                                                    "wales"),
             "hawes": ({"en": "Hawes"}, "england"), "lockerbie": ({"en": "Lockerbie"}, "scotland"),
             "tralee": ({"en": "Tralee", "ga": "Trá Lí"}, "ireland"), "kendal": ({"en": "Kendal"}, "england")}
SD_CATEGORIES = {"open": "Open", "national": "National", "international": "International", "nursery": "Nursery"}
# person: (foaf:name, based near)
SD_PEOPLE = {"h01": ("Aled Bala", "dolgellau"), "h02": ("Ceri Llewelyn", "builth"), "h03": ("Tom Atkinson", "hawes"),
             "h04": ("Jean Hardie", "lockerbie"), "h05": ("Michael Kelleher", "tralee"),
             "h06": ("Sarah Dodd", "kendal"),
             "h07": ("Dewi Rowlands", "bala"), "h08": ("Ian McKay", "moffat"), "j1": ("Eifion Jones", "llandeilo"),
             "j2": ("Margaret Hutchinson", "kendal"), "j3": ("Alasdair Grant", "lockerbie")}
# dog (studbook number): (name, sex, whelped, bred by, sire or None, dam or None)
SD_DOGS = {"ISDS-299870": ("Cap", "dog", "2008-06-01", "h07", None, None),
           "ISDS-302145": ("Meg", "bitch", "2009-03-10", "h03", None, None),
           "ISDS-303300": ("Gael", "bitch", "2010-04-17", "h04", None, None),
           "ISDS-301122": ("Moss", "dog", "2012-04-03", "h03", "ISDS-299870", "ISDS-302145"),
           "ISDS-309944": ("Fly", "bitch", "2013-07-09", "h04", "ISDS-299870", "ISDS-302145"),
           "ISDS-311876": ("Sweep", "dog", "2013-10-05", "h05", None, None),
           "ISDS-314420": ("Roy", "dog", "2014-03-30", "h08", "ISDS-301122", "ISDS-303300"),
           "ISDS-316002": ("Nell", "bitch", "2015-01-11", "h06", "ISDS-299870", "ISDS-302145"),
           "ISDS-318870": ("Moss", "dog", "2016-05-21", "h07", None, None),
           "ISDS-320415": ("Jess", "bitch", "2017-08-02", "h05", "ISDS-301122", "ISDS-309944"),
           "ISDS-319954": ("Kim", "bitch", "2017-03-12", "h08", "ISDS-314420", "ISDS-303300"),
           "ISDS-322781": ("Ben", "dog", "2018-02-25", "h02", "ISDS-314420", "ISDS-316002")}
# trial: (label, place, day or (begin, end), category, judge)
SD_TRIALS = {
    "2019/bala": ("Bala Sheep Dog Trials 2019", "bala", "2019-09-14", "open", "j1"),
    "2019/longshaw": ("Longshaw Sheep Dog Trials 2019", "longshaw", "2019-09-05", "open", "j2"),
    "2019/international": ("International Sheep Dog Trials 2019", "moffat",
                           ("2019-09-12T08:00:00Z", "2019-09-14T18:00:00Z"), "international", "j3"),
    "2022/bala": ("Bala Sheep Dog Trials 2022", "bala", "2022-09-10", "open", "h03"),
    "2021/english-national": ("English National Sheep Dog Trials 2021", "raby", "2021-08-13", "national", "j2"),
    "2021/welsh-national": ("Welsh National Sheep Dog Trials 2021", "llandeilo", "2021-08-06", "national", "j1"),
    "2022/longshaw": ("Longshaw Sheep Dog Trials 2022", "longshaw", "2022-09-01", "open", "j3"),
    "2022/hope-nursery": ("Hope Show Nursery Trial 2022", "hope", "2022-08-29", "nursery", "j2"),
}
# run: (trial, running order, handler, dog, points, placing or None)
SD_RUNS = [
    ("2019/bala", 4, "h07", "ISDS-299870", 96, 1), ("2019/bala", 9, "h02", "ISDS-309944", 92, 2),
    ("2019/bala", 2, "h03", "ISDS-301122", 88, 3), ("2019/bala", 7, "h06", "ISDS-316002", 81, None),
    ("2019/longshaw", 12, "h03", "ISDS-301122", 95, 1), ("2019/longshaw", 3, "h06", "ISDS-316002", 93, 2),
    ("2019/longshaw", 8, "h01", "ISDS-318870", 90, 3),
    ("2019/international", 21, "h04", "ISDS-303300", 104, 1), ("2019/international", 5, "h05", "ISDS-311876", 99, 2),
    ("2019/international", 14, "h07", "ISDS-299870", 95, 3), ("2019/international", 30, "h01", "ISDS-318870", 87, None),
    ("2022/bala", 6, "h02", "ISDS-322781", 94, 1), ("2022/bala", 11, "h07", "ISDS-319954", 91, 2),
    ("2022/bala", 1, "h08", "ISDS-314420", 85, 3),
    ("2021/english-national", 17, "h06", "ISDS-316002", 97, 1),
    ("2021/english-national", 2, "h03", "ISDS-301122", 95, 2),
    ("2021/english-national", 9, "h08", "ISDS-314420", 89, 3),
    ("2021/welsh-national", 5, "h01", "ISDS-318870", 96, 1), ("2021/welsh-national", 13, "h02", "ISDS-309944", 92, 2),
    ("2022/longshaw", 7, "h04", "ISDS-319954", 93, 1), ("2022/longshaw", 10, "h01", "ISDS-320415", 90, 2),
    ("2022/hope-nursery", 3, "h06", "ISDS-322781", 84, 1), ("2022/hope-nursery", 8, "h05", "ISDS-320415", 80, 2),
]


def sheepdogs_kg() -> str:
    """N-Triples of the trial archive: Event Ontology trials whose runs are sub-events with handler and dog."""
    g = Graph()
    for prop, label in SD_PROPERTIES.items():
        g.add(SDV + prop, RDF_TYPE, RDF + "Property"), g.add(SDV + prop, RDFS + "label", _lit(label, "en"))
    for cls, sup in (("Trial", EV + "Event"), ("Run", EV + "Event"), ("Dog", EV + "Factor")):
        g.add(SDV + cls, RDF_TYPE, OWL + "Class"), g.add(SDV + cls, RDFS + "subClassOf", sup)
    for key, labels in SD_NATIONS.items():
        n = f"{SD}place/{key}"
        g.add(n, RDF_TYPE, SCHEMA + "Country")
        for lang, label in labels.items():
            g.add(n, RDFS + "label", _lit(label, lang))
    for key, (labels, nation) in SD_PLACES.items():
        p = f"{SD}place/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Place"), g.add(p, SDV + "inCountry", f"{SD}place/{nation}")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
    for key, label in SD_CATEGORIES.items():
        c = f"{SD}category/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
    for key, (name, place) in SD_PEOPLE.items():
        p = f"{SD}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, FOAF + "based_near", f"{SD}place/{place}")
    for key, (name, sex, whelped, breeder, sire, dam) in SD_DOGS.items():
        d = f"{SD}dog/{key}"
        g.add(d, RDF_TYPE, SDV + "Dog"), g.add(d, RDFS + "label", _lit(name))
        g.add(d, SDV + "sex", _lit(sex)), g.add(d, SDV + "whelped", _typed(whelped, "date"))
        g.add(d, SDV + "bredBy", f"{SD}person/{breeder}")
        if sire:
            g.add(d, SDV + "sire", f"{SD}dog/{sire}")
        if dam:
            g.add(d, SDV + "dam", f"{SD}dog/{dam}")
    for key, (label, place, when, category, judge) in SD_TRIALS.items():
        t, time = f"{SD}trial/{key}", f"_:t{key.replace('/', '_').replace('-', '_')}_time"
        g.add(t, RDF_TYPE, SDV + "Trial"), g.add(t, RDFS + "label", _lit(label, "en"))
        g.add(t, EV + "place", f"{SD}place/{place}"), g.add(t, EV + "time", time)
        if isinstance(when, tuple):
            g.add(time, RDF_TYPE, TL + "Interval"), g.add(time, TL + "beginsAtDateTime", _typed(when[0], "dateTime"))
            g.add(time, TL + "endsAtDateTime", _typed(when[1], "dateTime"))
        else:
            g.add(time, RDF_TYPE, TL + "Instant"), g.add(time, TL + "atDate", _typed(when, "date"))
        g.add(t, SDV + "category", f"{SD}category/{category}"), g.add(t, SDV + "judge", f"{SD}person/{judge}")
    for trial, order, handler, dog, points, placing in SD_RUNS:
        r = f"{SD}trial/{trial}/run/{order}"
        g.add(f"{SD}trial/{trial}", EV + "sub_event", r), g.add(r, RDF_TYPE, SDV + "Run")
        g.add(r, EV + "agent", f"{SD}person/{handler}"), g.add(r, EV + "factor", f"{SD}dog/{dog}")
        g.add(r, SDV + "points", _typed(points, "integer"))
        if placing:
            g.add(r, SDV + "placing", _typed(placing, "integer"))
    return g.unique_text()


def _sd(kind: str, *keys: str) -> set[str]:
    return {f"{SD}{kind}/{k}" for k in keys}


SHEEPDOGS_QUESTIONS = [
    ("Which handler won the Bala Sheep Dog Trials 2019?", _sd("person", "h07")),
    ("Which dog won the Longshaw Sheep Dog Trials 2019?", _sd("dog", "ISDS-301122")),
    ("Who judged the International Sheep Dog Trials 2019?", _sd("person", "j3")),
    ("Where were the Welsh National Sheep Dog Trials 2021 held?", _sd("place", "llandeilo")),
    ("When were the Bala Sheep Dog Trials 2022 held?", {"2022-09-10"}),
    ("Which trials did Aled Bala compete in?",
     _sd("trial", "2019/longshaw", "2019/international", "2021/welsh-national", "2022/longshaw")),
    ("Which dogs has Aled Bala run?", _sd("dog", "ISDS-318870", "ISDS-320415")),
    ("How many points did Gael score at the International Sheep Dog Trials 2019?", {"104"}),
    ("Which dog scored the most points in a run?", _sd("dog", "ISDS-303300")),
    ("Which handlers scored more than 95 points?", _sd("person", "h01", "h04", "h05", "h06", "h07")),
    ("Who is the sire of Fly?", _sd("dog", "ISDS-299870")),
    ("Which dogs did Cap sire?", _sd("dog", "ISDS-301122", "ISDS-309944", "ISDS-316002")),
    ("Who is the dam of Roy?", _sd("dog", "ISDS-303300")),
    ("Which dogs is Meg the mother of?", _sd("dog", "ISDS-301122", "ISDS-309944", "ISDS-316002")),
    ("Who bred Jess?", _sd("person", "h05")),
    ("When was Kim born?", {"2017-03-12"}),
    ("When was the Moss that Aled Bala runs born?", {"2016-05-21"}),
    ("Who bred the Moss born in 2012?", _sd("person", "h03")),
    ("Which trials were held in Wales?", _sd("trial", "2019/bala", "2022/bala", "2021/welsh-national")),
    ("How many trials were held at Longshaw?", {"2"}),
    ("Where does Jean Hardie live?", _sd("place", "lockerbie")),
    ("Which handlers live in Wales?", _sd("person", "h01", "h02", "h07")),
    ("Which trials did Margaret Hutchinson judge?",
     _sd("trial", "2019/longshaw", "2021/english-national", "2022/hope-nursery")),
    ("Which dogs ran at the English National Sheep Dog Trials 2021?",
     _sd("dog", "ISDS-316002", "ISDS-301122", "ISDS-314420")),
    ("Who came second at the Welsh National Sheep Dog Trials 2021?", _sd("person", "h02")),
    ("Which trials were held in 2022?", _sd("trial", "2022/bala", "2022/longshaw", "2022/hope-nursery")),
    ("Which trial was held most recently?", _sd("trial", "2022/bala")),
    ("Which trials took place before 2021?", _sd("trial", "2019/bala", "2019/longshaw", "2019/international")),
    ("Which dogs did Sarah Dodd run?", _sd("dog", "ISDS-316002", "ISDS-322781")),
    ("Which trials did Nell win?", _sd("trial", "2021/english-national")),
    ("Which dogs bred by Tom Atkinson have won a trial?", _sd("dog", "ISDS-301122")),
    ("Which trials are national trials?", _sd("trial", "2021/english-national", "2021/welsh-national")),
    ("Which of the dogs are bitches?",
     _sd("dog", "ISDS-302145", "ISDS-303300", "ISDS-309944", "ISDS-316002", "ISDS-320415", "ISDS-319954")),
    ("Who handled the dog that won the Longshaw Sheep Dog Trials 2022?", _sd("person", "h04")),
    ("Who is the sire of Jess?", _sd("dog", "ISDS-301122")),
    ("When did the International Sheep Dog Trials 2019 begin?", {"2019-09-12T08:00:00Z"}),
    ("which handler won the english national sheep dog trials 2021", _sd("person", "h06")),
    ("Who judged the Longshaw Sheepdog Trails 2022?", _sd("person", "j3")),  # misspelt: Sheep Dog Trials
    ("How much prize money did Dewi Rowlands win at Bala in 2019?", set()),  # no prize money
    ("How many sheep were used in each run at Longshaw?", set()),  # no sheep counts
    ("What colour is Roy's coat?", set()),  # no coat colours
]
SHEEPDOGS_MADE_UP = ["Who won the Builth Wells Sheep Dog Trials 2019?", "Who bred Glen?",
                     "Which dogs has Dewi Atkinson run?", "Who is the sire of Shep?",
                     "Where were the Scottish National Sheep Dog Trials 2021 held?",
                     "Which trials did Aled Hutchinson judge?"]
SHEEPDOGS_GRAPHS = [
    ('[("Fly", "father", ?x)]', _sd("dog", "ISDS-299870")),
    ('[("Roy", "mother", ?x)]', _sd("dog", "ISDS-303300")),
    ('[("Jess", "breeder", ?x)]', _sd("person", "h05")),
    ('[("Jean Hardie", "lives near", ?x)]', _sd("place", "lockerbie")),
    ('[(?x, "mother", "Meg")]', _sd("dog", "ISDS-301122", "ISDS-309944", "ISDS-316002")),
    ('[("Welsh National Sheep Dog Trials 2021", "venue", ?x)]', _sd("place", "llandeilo")),
    ('[("Bala Sheep Dog Trials 2019", "includes", ?r), (?r, "handler", ?x)]',
     _sd("person", "h07", "h02", "h03", "h06")),
    ('[(?r, "handler", "Aled Bala"), (?r, "dog", ?x)]', _sd("dog", "ISDS-318870", "ISDS-320415")),
    ('[(?r, "dog", "Gael"), (?r, "score", ?x)]', {"104"}),
    ('[("Kim", "father", ?s), (?s, "breeder", ?x)]', _sd("person", "h08")),
    ('[(?t, "venue", "Longshaw"), (?t, "judged by", ?x)]', _sd("person", "j2", "j3")),
    ('[("Nell", "mother", ?d), (?d, "born on", ?x)]', {"2009-03-10"}),
]


# ---- follies (garden follies in an OWL ontology made in Protégé: every individual an `owl:NamedIndividual` with an
# ---- auto-generated IRI (`…/follies#OWLNamedIndividual_1f0c9a2e`) and an `rdfs:label`@en, asserted in one class of a
# ---- small hierarchy (Tower, Temple, Grotto, ShamRuin, … ⊑ Folly); object properties declare an `owl:inverseOf`
# ---- (`commissioned`, `designed`) that no triple uses, since no reasoner was run; each restoration is an n-ary
# ---- individual of its own (`hasRestoration` → `restoredBy`, `restorationYear`, `restorationCost`) -----------------
FO = "http://www.semanticweb.org/hgreaves/ontologies/2023/5/follies#"
# property: (label @en, OWL kind, inverse or None)
FO_PROPERTIES = {"locatedOn": ("located on", "Object", None), "inCounty": ("in county", "Object", None),
                 "designedBy": ("designed by", "Object", "designed"),
                 "commissionedBy": ("commissioned by", "Object", "commissioned"),
                 "designed": ("designed", "Object", None), "commissioned": ("commissioned", "Object", None),
                 "commemorates": ("commemorates", "Object", None),
                 "hasRestoration": ("has restoration", "Object", None), "restoredBy": ("restored by", "Object", None),
                 "yearBuilt": ("year built", "Datatype", None),
                 "heightInMetres": ("height in metres", "Datatype", None),
                 "listingGrade": ("listing grade", "Datatype", None),
                 "restorationYear": ("restoration year", "Datatype", None),
                 "restorationCost": ("restoration cost (GBP)", "Datatype", None),
                 "birthYear": ("birth year", "Datatype", None)}
# class: (label, superclass or None)
FO_CLASSES = {"Folly": ("folly", None), "Tower": ("tower", "Folly"), "Temple": ("temple", "Folly"),
              "Grotto": ("grotto", "Folly"), "ShamRuin": ("sham ruin", "Folly"), "Obelisk": ("obelisk", "Folly"),
              "Pyramid": ("pyramid", "Folly"), "Hermitage": ("hermitage", "Folly"), "Estate": ("estate", None),
              "County": ("county", None), "Person": ("person", None), "Architect": ("architect", "Person"),
              "Patron": ("patron", "Person"), "Organisation": ("organisation", None),
              "Restoration": ("restoration", None)}
FO_COUNTIES = {"bucks": "Buckinghamshire", "surrey": "Surrey", "wilts": "Wiltshire", "shrops": "Shropshire",
               "nyorks": "North Yorkshire", "worcs": "Worcestershire"}
# estate: (label, county)
FO_ESTATES = {"stowe": ("Stowe", "bucks"), "painshill": ("Painshill", "surrey"), "stourhead": ("Stourhead", "wilts"),
              "hawkstone": ("Hawkstone Park", "shrops"), "westwycombe": ("West Wycombe Park", "bucks"),
              "castlehoward": ("Castle Howard", "nyorks"), "broadway": ("Broadway Hill", "worcs")}
# person: (label, classes, birth year or None)
FO_PEOPLE = {"gibbs": ("James Gibbs", ["Architect"], "1682"), "kent": ("William Kent", ["Architect"], "1685"),
             "flitcroft": ("Henry Flitcroft", ["Architect"], "1697"), "wyatt": ("James Wyatt", ["Architect"], "1746"),
             "revett": ("Nicholas Revett", ["Architect"], "1720"),
             "hawksmoor": ("Nicholas Hawksmoor", ["Architect"], "1661"),
             "vanbrugh": ("John Vanbrugh", ["Architect"], "1664"), "lane": ("Joseph Lane", ["Architect"], "1717"),
             "hamilton": ("Charles Hamilton", ["Architect", "Patron"], "1704"),
             "cobham": ("Richard Temple, Viscount Cobham", ["Patron"], "1675"),
             "hoare": ("Henry Hoare II", ["Patron"], "1705"), "hill": ("Sir Rowland Hill", ["Patron"], "1705"),
             "coventry": ("George Coventry, 6th Earl of Coventry", ["Patron"], "1722"),
             "dashwood": ("Sir Francis Dashwood", ["Patron"], "1708"),
             "carlisle": ("Charles Howard, 3rd Earl of Carlisle", ["Patron"], "1669"),
             "lcstowe": ("Lady Caroline Stowe", ["Patron"], "1741"), "alfred": ("Alfred the Great", ["Person"], None)}
FO_ORGS = {"landmark": "Landmark Trust", "nt": "National Trust", "ppt": "Painshill Park Trust",
           "cotswold": "Cotswold Buildings Trust", "chestate": "Castle Howard Estate"}
# folly: (label, class, estate, designer or None, patron, year built, height in m or None, listing grade,
#         commemorates or None)
FO_FOLLIES = {
    "F01": ("Gothic Temple", "Temple", "stowe", "gibbs", "cobham", "1741", "21", "I", None),
    "F02": ("Gothic Temple", "Temple", "painshill", "hamilton", "hamilton", "1762", "9", "II*", None),
    "F03": ("Broadway Tower", "Tower", "broadway", "wyatt", "coventry", "1798", "20", "II*", None),
    "F04": ("Temple of Ancient Virtue", "Temple", "stowe", "kent", "cobham", "1737", "12", "I", None),
    "F05": ("Temple of British Worthies", "Temple", "stowe", "kent", "cobham", "1735", "7", "I", None),
    "F06": ("Hawkstone Grotto", "Grotto", "hawkstone", None, "hill", "1765", None, "II", None),
    "F07": ("Hawkstone Obelisk", "Obelisk", "hawkstone", None, "hill", "1795", "34", "II*", None),
    "F08": ("Temple of Apollo", "Temple", "stourhead", "flitcroft", "hoare", "1765", "14", "I", None),
    "F09": ("Alfred's Tower", "Tower", "stourhead", "flitcroft", "hoare", "1772", "49", "I", "alfred"),
    "F10": ("Pantheon", "Temple", "stourhead", "flitcroft", "hoare", "1754", "16", "I", None),
    "F11": ("Ruined Abbey", "ShamRuin", "painshill", "hamilton", "hamilton", "1772", None, "II", None),
    "F12": ("Crystal Grotto", "Grotto", "painshill", "lane", "hamilton", "1765", None, "II*", None),
    "F13": ("Temple of Music", "Temple", "westwycombe", "revett", "dashwood", "1778", "10", "II*", None),
    "F14": ("Pyramid", "Pyramid", "castlehoward", "hawksmoor", "carlisle", "1728", "12", "I", None),
    "F15": ("Temple of the Four Winds", "Temple", "castlehoward", "vanbrugh", "carlisle", "1738", "15", "I", None),
    "F16": ("The Hermitage", "Hermitage", "painshill", None, "lcstowe", "1770", None, "II", None),
    "F17": ("The Citadel", "Tower", "hawkstone", None, "lcstowe", "1790", "20", "II*", None),
}
# restoration: (folly, restored by, year, cost in GBP)
FO_RESTORATIONS = {"R1": ("F01", "landmark", "1970", "45000"), "R2": ("F02", "ppt", "1986", "120000"),
                   "R3": ("F12", "ppt", "2013", "750000"), "R4": ("F09", "nt", "1986", "300000"),
                   "R5": ("F03", "cotswold", "1999", "200000"), "R6": ("F11", "ppt", "1996", "80000"),
                   "R7": ("F14", "chestate", "2011", "150000"), "R8": ("F04", "nt", "1994", "95000"),
                   "R9": ("F01", "nt", "2005", "60000")}


def _fo(key: str) -> str:
    """The auto-generated IRI Protégé gave the individual `key`."""
    return f"{FO}OWLNamedIndividual_{hashlib.md5(key.encode()).hexdigest()[:8]}"


def follies_kg() -> str:
    """N-Triples of the Protégé folly ontology: named individuals with generated IRIs, n-ary restorations."""
    g = Graph()
    g.add(FO.rstrip("#"), RDF_TYPE, OWL + "Ontology")
    for prop, (label, kind, inverse) in FO_PROPERTIES.items():
        g.add(FO + prop, RDF_TYPE, OWL + kind + "Property"), g.add(FO + prop, RDFS + "label", _lit(label, "en"))
        if inverse:
            g.add(FO + inverse, OWL + "inverseOf", FO + prop)
    for cls, (label, sup) in FO_CLASSES.items():
        g.add(FO + cls, RDF_TYPE, OWL + "Class"), g.add(FO + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(FO + cls, RDFS + "subClassOf", FO + sup)

    def individual(key: str, cls: str, label: str | None) -> str:
        i = _fo(key)
        g.add(i, RDF_TYPE, OWL + "NamedIndividual"), g.add(i, RDF_TYPE, FO + cls)
        if label:
            g.add(i, RDFS + "label", _lit(label, "en"))
        return i

    for key, label in FO_COUNTIES.items():
        individual(key, "County", label)
    for key, (label, county) in FO_ESTATES.items():
        g.add(individual(key, "Estate", label), FO + "inCounty", _fo(county))
    for key, (label, classes, born) in FO_PEOPLE.items():
        for cls in classes:
            p = individual(key, cls, label)
        if born:
            g.add(p, FO + "birthYear", _typed(born, "gYear"))
    for key, label in FO_ORGS.items():
        individual(key, "Organisation", label)
    for key, (label, cls, estate, designer, patron, year, height, grade, commemorates) in FO_FOLLIES.items():
        f = individual(key, cls, label)
        g.add(f, FO + "locatedOn", _fo(estate))
        if designer:
            g.add(f, FO + "designedBy", _fo(designer))
        g.add(f, FO + "commissionedBy", _fo(patron)), g.add(f, FO + "yearBuilt", _typed(year, "gYear"))
        if height:
            g.add(f, FO + "heightInMetres", _typed(height, "decimal"))
        g.add(f, FO + "listingGrade", _lit(grade))
        if commemorates:
            g.add(f, FO + "commemorates", _fo(commemorates))
    for key, (folly, org, year, cost) in FO_RESTORATIONS.items():
        r = individual(key, "Restoration", None)
        g.add(_fo(folly), FO + "hasRestoration", r), g.add(r, FO + "restoredBy", _fo(org))
        g.add(r, FO + "restorationYear", _typed(year, "gYear"))
        g.add(r, FO + "restorationCost", _typed(cost, "decimal"))
    return g.unique_text()


def _fos(*keys: str) -> set[str]:
    return {_fo(k) for k in keys}


FOLLIES_QUESTIONS = [
    ("Who designed Broadway Tower?", _fos("wyatt")),
    ("Which follies did William Kent design?", _fos("F04", "F05")),
    ("On which estate is the Temple of Apollo?", _fos("stourhead")),
    ("Which follies are at Stowe?", _fos("F01", "F04", "F05")),
    ("When was the Pyramid at Castle Howard built?", {"1728"}),
    ("Who commissioned the Gothic Temple at Painshill?", _fos("hamilton")),
    ("When was the Gothic Temple at Stowe built?", {"1741"}),
    ("Who designed the Gothic Temple at Stowe?", _fos("gibbs")),
    ("Which is the tallest folly?", _fos("F09")),
    ("Which follies are taller than 20 metres?", _fos("F01", "F07", "F09")),
    ("Which follies were built in 1765?", _fos("F06", "F08", "F12")),
    ("Which follies were built after 1765?", _fos("F03", "F07", "F09", "F11", "F13", "F16", "F17")),
    ("Which is the oldest folly?", _fos("F14")),
    ("Who does Alfred's Tower commemorate?", _fos("alfred")),
    ("Which follies did Lady Caroline Stowe commission?", _fos("F16", "F17")),
    ("Which follies are towers?", _fos("F03", "F09", "F17")),
    ("Which follies are grottoes?", _fos("F06", "F12")),
    ("What is the listing grade of the Pantheon?", {"I"}),
    ("Which follies are listed at grade II*?", _fos("F02", "F03", "F07", "F12", "F13", "F17")),
    ("Who restored the Crystal Grotto?", _fos("ppt")),
    ("When was Alfred's Tower restored?", {"1986"}),
    ("How much did the restoration of Broadway Tower cost?", {"200000"}),
    ("Which follies has the Painshill Park Trust restored?", _fos("F02", "F11", "F12")),
    ("Which folly had the most expensive restoration?", _fos("F12")),
    ("When was the Gothic Temple at Stowe restored?", {"1970", "2005"}),
    ("Which follies were restored by the National Trust?", _fos("F01", "F04", "F09")),
    ("Which follies were restored after 2000?", _fos("F01", "F12", "F14")),
    ("In which county is Hawkstone Park?", _fos("shrops")),
    ("Which follies are in Buckinghamshire?", _fos("F01", "F04", "F05", "F13")),
    ("When was Henry Flitcroft born?", {"1697"}),
    ("Which architects designed follies at Castle Howard?", _fos("hawksmoor", "vanbrugh")),
    ("How many follies are there at Painshill?", {"4"}),
    ("Who commissioned the follies designed by Henry Flitcroft?", _fos("hoare")),
    ("How tall is the Hawkstone Obelisk?", {"34"}),
    ("Which follies were commissioned by patrons born before 1700?", _fos("F01", "F04", "F05", "F14", "F15")),
    ("Who designed the Crystal Grotto?", _fos("lane")),
    ("who designed the temple of the four winds", _fos("vanbrugh")),
    ("When was the Temple of Ancent Virtue built?", {"1737"}),  # misspelt: Ancient
    ("How many visitors does Broadway Tower get?", set()),  # no visitor figures
    ("What stone was the Pantheon built from?", set()),  # no materials
    ("How much does it cost to get into the Crystal Grotto?", set()),  # no admission prices
]
FOLLIES_MADE_UP = ["Who designed the Temple of Venus at Painshill?",
                   "Which follies did Lady Caroline Hoare commission?",
                   "When was Wyatt's Tower built?", "On which estate is the Chinese Pagoda?",
                   "Who restored the Shell Grotto at Stowe?", "Which follies are in Cheshire?"]
FOLLIES_GRAPHS = [
    ('[("Broadway Tower", "architect", ?x)]', _fos("wyatt")),
    ('[("Temple of Apollo", "grounds", ?x)]', _fos("stourhead")),
    ('[(?x, "architect", "William Kent")]', _fos("F04", "F05")),
    ('[("Alfred\'s Tower", "in memory of", ?x)]', _fos("alfred")),
    ('[("Henry Flitcroft", "year born", ?x)]', {"1697"}),
    ('[("Hawkstone Obelisk", "paid for by", ?x)]', _fos("hill")),
    ('[("Crystal Grotto", "restoration", ?r), (?r, "carried out by", ?x)]', _fos("ppt")),
    ('[(?f, "grounds", "Stourhead"), (?f, "architect", ?x)]', _fos("flitcroft")),
    ('[("The Citadel", "grounds", ?e), (?e, "shire", ?x)]', _fos("shrops")),
    ('[(?f, "paid for by", "Lady Caroline Stowe"), (?f, "grounds", ?x)]', _fos("painshill", "hawkstone")),
    ('[("Alfred\'s Tower", "restoration", ?r), (?r, "cost", ?x)]', {"300000"}),
    ('[(?f, "architect", "James Gibbs"), (?f, "grounds", ?x)]', _fos("stowe")),
]

KGS_AP = {"automata": (automata_kg, AUTOMATA_QUESTIONS, AUTOMATA_MADE_UP, AUTOMATA_GRAPHS),
          "hillfigures": (hillfigures_kg, HILLFIGURES_QUESTIONS, HILLFIGURES_MADE_UP, HILLFIGURES_GRAPHS),
          "velodromes": (velodromes_kg, VELODROMES_QUESTIONS, VELODROMES_MADE_UP, VELODROMES_GRAPHS),
          "sheepdogs": (sheepdogs_kg, SHEEPDOGS_QUESTIONS, SHEEPDOGS_MADE_UP, SHEEPDOGS_GRAPHS),
          "follies": (follies_kg, FOLLIES_QUESTIONS, FOLLIES_MADE_UP, FOLLIES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AP, __doc__)
