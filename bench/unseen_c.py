"""A third batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py):

- `family`: a genealogy of a fictional noble house in an OWL ontology of its own, GEDCOM-style id IRIs
  (`…/person/I08`, `…/place/P3`), persons and places named by `rdfs:label`@en, the ontology's classes and
  properties labelled too; `hasSpouse` is declared `owl:SymmetricProperty` but stated once per couple,
  `hasChild` is declared `owl:inverseOf hasParent` and each parent link is stated in one direction or
  the other (a few in both); `bornIn` a place, `birthDate` as xsd:date, `gender` and `title` plain
  literals ("Duke of Varn");
- `academic`: a research KG with opaque UUID IRIs (`…/id/9b1c…-…`) and mixed naming: people by
  `foaf:name` or by `vcard:fn`, labs and universities by `rdfs:label`, papers by `dcterms:title`,
  venues by `rdfs:label`; `dcterms:creator`, `dcterms:date` as xsd:gYear, and a vocabulary of its own
  (`advisor`, `memberOf` person→lab, `partOf` lab→university, `publishedIn` paper→venue, `cites`);
- `recipes`: a food KG in schema.org with slug IRIs (`…/recipe/ember-lentil-stew`): `schema:Recipe`s
  named by `schema:name` with `schema:author` (a `schema:Person`), `schema:recipeCuisine` an entity,
  `schema:cookTime` as xsd:duration ("PT45M"), `schema:recipeYield` as text, ingredients as entities
  through a custom `hasIngredient`, and calories only through `schema:nutrition` → a blank node
  (`schema:NutritionInformation`, `schema:calories` "520 kcal");
- `astronomy`: a fictional star system with catalogue IRIs (`…/body/VX-0012`), every name a
  `skos:prefLabel`@en with `skos:altLabel` nicknames ("the Red Giant", "the Ringed One"); bodies typed
  only by subclasses (Star, Planet, Moon, DwarfPlanet, each `rdfs:subClassOf` CelestialBody in the
  ontology); `orbits` is stated one way only (moons of X need the inverse), `discoveredBy` an
  astronomer, `discoveryYear` xsd:gYear, `massEarths` xsd:decimal;
- `governance`: a public-sector KG in the W3C Organization ontology: `org:Organization`s and
  `org:OrganizationalUnit`s named by `skos:prefLabel`@en (a few `skos:altLabel` acronyms),
  `org:subOrganizationOf`, `org:headOf`, `org:hasSite` → `org:Site` with `rdfs:label`, people named only
  by `vcard:fn`, direct `org:memberOf` for some people and reified `org:Membership` nodes
  (`org:member`, `org:organization`, `org:role` → `org:Role` with `skos:prefLabel`) for all posts,
  `dcterms:created` as xsd:date.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_c.py [--json]
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, RDF_TYPE, RDFS, SCHEMA, SKOS, Triples, _lit  # noqa: E402
from unseen_b import FOAF, OWL, _typed  # noqa: E402

VCARD = "http://www.w3.org/2006/vcard/ns#"
ORG = "http://www.w3.org/ns/org#"


# ---- family (genealogy in an OWL ontology of its own, GEDCOM-style ids) --------------------------
FAM, FAMO = "http://varn.example.org/genealogy/", "http://varn.example.org/genealogy/ontology#"
FAM_PLACES = {"P1": "Castle Varnholt", "P2": "Merrowgate", "P3": "Thornwick", "P4": "Asherby Hall",
              "P5": "Brackenmoor", "P6": "Dalmore Keep"}
FAM_PEOPLE = {  # id: (label, gender, birth date, birth place, title or None)
    "I01": ("Aldric Varn", "male", "1702-03-14", "P1", "Duke of Varn"),
    "I02": ("Isolde Merrow", "female", "1706-11-02", "P2", "Duchess of Varn"),
    "I03": ("Cedric Varn", "male", "1728-06-21", "P1", "Duke of Varn"),
    "I04": ("Rosalind Thorne", "female", "1731-01-09", "P3", "Duchess of Varn"),
    "I05": ("Elowen Varn", "female", "1730-09-05", "P1", "Countess of Asherby"),
    "I06": ("Gideon Asher", "male", "1725-04-17", "P4", "Earl of Asherby"),
    "I07": ("Percival Varn", "male", "1733-02-28", "P5", "Baron of Brackenmoor"),
    "I08": ("Alaric Varn", "male", "1752-08-30", "P1", "Duke of Varn"),
    "I09": ("Maud Varn", "female", "1755-12-11", "P1", None),
    "I10": ("Tobias Asher", "male", "1756-03-03", "P4", "Earl of Asherby"),
    "I11": ("Linnea Asher", "female", "1758-07-19", "P4", None),
    "I12": ("Seraphine Dalmore", "female", "1757-05-25", "P6", "Duchess of Varn"),
    "I13": ("Hollis Crane", "male", "1750-10-10", "P2", None),
    "I14": ("Edmund Varn", "male", "1779-01-15", "P1", None),
    "I15": ("Wilhelmina Varn", "female", "1781-04-04", "P6", None),
    "I16": ("Jasper Crane", "male", "1778-09-09", "P2", None),
}
FAM_SPOUSES = [("I01", "I02"), ("I04", "I03"), ("I05", "I06"), ("I08", "I12"), ("I09", "I13")]  # once per couple
# (child, parent, how stated): "up" = child hasParent parent, "down" = parent hasChild child, "both"
FAM_PARENTS = [
    ("I03", "I01", "up"), ("I03", "I02", "down"), ("I05", "I01", "down"), ("I05", "I02", "down"),
    ("I07", "I01", "up"), ("I07", "I02", "up"), ("I08", "I03", "both"), ("I08", "I04", "up"),
    ("I09", "I03", "down"), ("I09", "I04", "down"), ("I10", "I05", "up"), ("I10", "I06", "down"),
    ("I11", "I05", "up"), ("I11", "I06", "up"), ("I14", "I08", "down"), ("I14", "I12", "up"),
    ("I15", "I08", "up"), ("I15", "I12", "down"), ("I16", "I09", "down"), ("I16", "I13", "up"),
]
FAM_PROPERTIES = {  # property: (label, kind)
    "hasParent": ("has parent", "ObjectProperty"), "hasChild": ("has child", "ObjectProperty"),
    "hasSpouse": ("has spouse", "ObjectProperty"), "bornIn": ("born in", "ObjectProperty"),
    "birthDate": ("birth date", "DatatypeProperty"), "title": ("title", "DatatypeProperty"),
    "gender": ("gender", "DatatypeProperty"),
}


def _fam(ident: str) -> str:
    """IRI of a person ("I..") or place ("P..") of the genealogy."""
    return f"{FAM}{'person' if ident.startswith('I') else 'place'}/{ident}"


def family_kg() -> str:
    """N-Triples of the genealogy KG: OWL ontology with symmetric and inverse properties, half stated."""
    lines = Triples()
    add = lines.add
    add(FAMO.rstrip("#"), RDF_TYPE, f"<{OWL}Ontology>")
    for cls in ("Person", "Place"):
        add(FAMO + cls, RDF_TYPE, f"<{OWL}Class>"), add(FAMO + cls, RDFS + "label", _lit(cls.lower(), "en"))
    for prop, (label, kind) in FAM_PROPERTIES.items():
        add(FAMO + prop, RDF_TYPE, f"<{OWL}{kind}>"), add(FAMO + prop, RDFS + "label", _lit(label, "en"))
        add(FAMO + prop, RDFS + "domain", f"<{FAMO}Person>")
    add(FAMO + "hasSpouse", RDF_TYPE, f"<{OWL}SymmetricProperty>")
    add(FAMO + "hasChild", OWL + "inverseOf", f"<{FAMO}hasParent>")
    add(FAMO + "bornIn", RDFS + "range", f"<{FAMO}Place>")
    for ident, name in FAM_PLACES.items():
        add(_fam(ident), RDF_TYPE, f"<{FAMO}Place>"), add(_fam(ident), RDFS + "label", _lit(name, "en"))
    for ident, (name, gender, born, place, title) in FAM_PEOPLE.items():
        p = _fam(ident)
        add(p, RDF_TYPE, f"<{FAMO}Person>"), add(p, RDFS + "label", _lit(name, "en"))
        add(p, FAMO + "gender", _lit(gender)), add(p, FAMO + "birthDate", _typed(born, "date"))
        add(p, FAMO + "bornIn", f"<{_fam(place)}>")
        if title:
            add(p, FAMO + "title", _lit(title))
    for a, b in FAM_SPOUSES:
        add(_fam(a), FAMO + "hasSpouse", f"<{_fam(b)}>")
    for child, parent, how in FAM_PARENTS:
        if how in ("up", "both"):
            add(_fam(child), FAMO + "hasParent", f"<{_fam(parent)}>")
        if how in ("down", "both"):
            add(_fam(parent), FAMO + "hasChild", f"<{_fam(child)}>")
    return "\n".join(lines) + "\n"


def _fa(*ids: str) -> set[str]:
    return {_fam(i) for i in ids}


FAMILY_QUESTIONS = [
    ("Who is Aldric Varn married to?", _fa("I02")),
    ("Who is Seraphine Dalmore's spouse?", _fa("I08")),
    ("Who are the parents of Cedric Varn?", _fa("I01", "I02")),
    ("Who are the children of Elowen Varn?", _fa("I10", "I11")),
    ("Where was Percival Varn born?", _fa("P5")),
    ("When was Maud Varn born?", {"1755-12-11"}),
    ("What title did Gideon Asher hold?", {"Earl of Asherby"}),
    ("Who held the title Duke of Varn?", _fa("I01", "I03", "I08")),
    ("Who was born at Dalmore Keep?", _fa("I12", "I15")),
    ("who is jasper crane's mother", _fa("I09")),
    ("Who were the grandparents of Edmund Varn?", _fa("I03", "I04")),
    ("Who are the grandchildren of Aldric Varn?", _fa("I08", "I09", "I10", "I11")),
    ("Where was the wife of Cedric Varn born?", _fa("P3")),
    ("When was Elowen Varn's husband born?", {"1725-04-17"}),
    ("Which children of Alaric Varn were born at Castle Varnholt?", _fa("I14")),
    ("Who is the spouse of Isolde Merow?", _fa("I01")),  # misspelt: Merrow
    ("What is the birth date of Wilhelmina Varn?", {"1781-04-04"}),
    ("How tall was Alaric Varn?", set()),  # no heights in the KG: any answer is wrong
    ("What did Cedric Varn die of?", set()),  # no deaths or causes of death in the KG
]
FAMILY_MADE_UP = ["Who is the spouse of Aldric Merrow?", "Where was Bertram Varn born?",
                  "Who are the parents of Tobias Crane?", "Where was Tobias Usher born?",
                  "What title did Lucan Dalmore hold?", "Who was born at Castle Greyholt?"]
FAMILY_GRAPHS = [
    ('[("Aldric Varn", "spouse", ?x)]', _fa("I02")),
    ('[("Linnea Asher", "parent", ?x)]', _fa("I05", "I06")),
    ('[(?x, "born in", "Asherby Hall")]', _fa("I06", "I10", "I11")),
    ('[("Edmund Varn", "parent", ?p), (?p, "parent", ?x)]', _fa("I03", "I04")),
    ('[("Jasper Crane", "parent", ?p), (?p, "birth date", ?x)]', {"1755-12-11", "1750-10-10"}),
    ('[("Hollis Crane", "married to", ?s), (?s, "born in", ?x)]', _fa("P1")),
]


# ---- academic (opaque UUID IRIs, foaf:name / vcard:fn / rdfs:label / dcterms:title) ---------------
ACA, ACV = "https://research.example.net/id/", "https://research.example.net/ontology/"
ACA_UNIVERSITIES = {"kestrelmoor": "University of Kestrelmoor", "halvard": "Halvard Institute of Technology",
                    "valcombe": "Université de Valcombe"}
ACA_LABS = {  # lab: (label, university)
    "lantern": ("Lantern Lab for Computational Linguistics", "kestrelmoor"),
    "quorum": ("Quorum Systems Group", "halvard"), "tidewater": ("Tidewater Robotics Lab", "halvard"),
    "orme": ("Laboratoire Orme", "valcombe"),
}
ACA_VENUES = {"jsc": "Journal of Speculative Computing", "sdq": "Symposium on Distributed Quorums",
              "vwfr": "Valcombe Workshop on Field Robotics", "tlm": "Transactions on Lexical Machines"}
ACA_PEOPLE = {  # person: (name, naming property, lab, advisor or None)
    "solvang": ("Ingrid Solvang", "foaf", "lantern", None),
    "benhadda": ("Tarek Benhadda", "vcard", "lantern", "solvang"),
    "oprescu": ("Mirela Oprescu", "foaf", "lantern", "benhadda"),
    "asante": ("Kwabena Asante-Roe", "vcard", "quorum", None),
    "delacroix": ("Yusuf Delacroix-Aydin", "foaf", "quorum", "asante"),
    "raghunathan": ("Priya Raghunathan-Holm", "vcard", "tidewater", "asante"),
    "marlowe": ("Oisín Marlowe", "foaf", "tidewater", "raghunathan"),
    "castagnac": ("Hélène Castagnac", "vcard", "orme", "solvang"),
    "rouviere": ("Bastien Rouvière", "foaf", "orme", "castagnac"),
    "kedzierska": ("Zofia Kędzierska", "vcard", "quorum", "delacroix"),
}
ACA_PAPERS = {  # paper: (title, creators, year, venue, cited papers)
    "p01": ("Lexical Drift in Low-Resource Ballads", ["solvang", "benhadda"], 2014, "tlm", []),
    "p02": ("Counting Quorums Without Clocks", ["asante"], 2012, "sdq", []),
    "p03": ("Ballad Embeddings Revisited", ["benhadda", "oprescu"], 2018, "tlm", ["p01"]),
    "p04": ("Lazy Consensus for Swarm Robots", ["raghunathan", "marlowe", "asante"], 2019, "vwfr", ["p02"]),
    "p05": ("Quorum Intersection at Scale", ["delacroix", "asante"], 2016, "sdq", ["p02"]),
    "p06": ("A Grammar of Tidal Machines", ["marlowe"], 2021, "jsc", ["p04", "p03"]),
    "p07": ("Orme: An Elm-Inspired Parser", ["castagnac", "rouviere"], 2017, "tlm", ["p01"]),
    "p08": ("Parsing Under Partial Quorums", ["rouviere", "delacroix"], 2020, "jsc", ["p05", "p07"]),
    "p09": ("Weak Clocks and Strong Votes", ["kedzierska", "delacroix"], 2022, "sdq", ["p02", "p05"]),
    "p10": ("Mirrors of Meaning", ["oprescu"], 2022, "jsc", ["p03", "p01"]),
}


def _ac(key: str) -> str:
    """Opaque IRI (a UUID derived from the key) of an academic person, lab, university, venue or paper."""
    return ACA + str(uuid.uuid5(uuid.NAMESPACE_URL, f"{ACA}{key}"))


def academic_kg() -> str:
    """N-Triples of the research KG: UUID IRIs, mixed naming properties, a vocabulary of its own."""
    lines = Triples()
    add = lines.add
    for key, label in ACA_UNIVERSITIES.items():
        add(_ac(key), RDF_TYPE, f"<{ACV}University>"), add(_ac(key), RDFS + "label", _lit(label, "en"))
    for key, (label, university) in ACA_LABS.items():
        add(_ac(key), RDF_TYPE, f"<{ACV}Lab>"), add(_ac(key), RDFS + "label", _lit(label, "en"))
        add(_ac(key), ACV + "partOf", f"<{_ac(university)}>")
    for key, label in ACA_VENUES.items():
        add(_ac(key), RDF_TYPE, f"<{ACV}Venue>"), add(_ac(key), RDFS + "label", _lit(label))
    for key, (name, naming, lab, advisor) in ACA_PEOPLE.items():
        add(_ac(key), RDF_TYPE, f"<{FOAF}Person>")
        add(_ac(key), FOAF + "name" if naming == "foaf" else VCARD + "fn", _lit(name))
        add(_ac(key), ACV + "memberOf", f"<{_ac(lab)}>")
        if advisor:
            add(_ac(key), ACV + "advisor", f"<{_ac(advisor)}>")
    for key, (title, creators, year, venue, cited) in ACA_PAPERS.items():
        add(_ac(key), RDF_TYPE, f"<{ACV}Paper>"), add(_ac(key), DCT + "title", _lit(title))
        add(_ac(key), DCT + "date", _typed(year, "gYear")), add(_ac(key), ACV + "publishedIn", f"<{_ac(venue)}>")
        for creator in creators:
            add(_ac(key), DCT + "creator", f"<{_ac(creator)}>")
        for other in cited:
            add(_ac(key), ACV + "cites", f"<{_ac(other)}>")
    return "\n".join(lines) + "\n"


def _a(*keys: str) -> set[str]:
    return {_ac(k) for k in keys}


ACADEMIC_QUESTIONS = [
    ("Who wrote Counting Quorums Without Clocks?", _a("asante")),
    ("Who are the authors of Lazy Consensus for Swarm Robots?", _a("raghunathan", "marlowe", "asante")),
    ("Who advised Mirela Opresku?", _a("benhadda")),  # misspelt: Oprescu
    ("Who was Bastien Rouvière's advisor?", _a("castagnac")),
    ("Which lab is Oisín Marlowe a member of?", _a("tidewater")),
    ("Which university is the Quorum Systems Group part of?", _a("halvard")),
    ("Which papers cite Counting Quorums Without Clocks?", _a("p04", "p05", "p09")),
    ("Where was Ballad Embeddings Revisited published?", _a("tlm")),
    ("When was Quorum Intersection at Scale published?", {"2016"}),
    ("list the papers written by yusuf delacroix-aydin", _a("p05", "p08", "p09")),
    ("Which papers were published in the Journal of Speculative Computing?", _a("p06", "p08", "p10")),
    ("Whom did Kwabena Asante-Roe advise?", _a("delacroix", "raghunathan")),
    ("Which papers were written by members of the Lantern Lab for Computational Linguistics?",
     _a("p01", "p03", "p10")),
    ("Which university does Hélène Castagnac's lab belong to?", _a("valcombe")),
    ("Who advised the author of A Grammar of Tidal Machines?", _a("raghunathan")),
    ("Who wrote the papers cited by Mirrors of Meaning?", _a("benhadda", "oprescu", "solvang")),
    ("In which venues did Zofia Kędzierska publish?", _a("sdq")),
    ("What is Ingrid Solvang's h-index?", set()),  # no citation metrics in the KG: any answer is wrong
    ("How much funding did the Tidewater Robotics Lab receive?", set()),  # no funding in the KG
]
ACADEMIC_MADE_UP = ["Who wrote Counting Clocks Without Quorums?", "Who advised Mirela Solvang?",
                    "Which university is the Harbourline Vision Lab part of?",
                    "Where was Lazy Consensus for Swarm Drones published?", "Who advised Oisín Harlowe?",
                    "Which lab is Teodor Vasquez-Lindqvist a member of?"]
ACADEMIC_GRAPHS = [
    ('[("Counting Quorums Without Clocks", "author", ?x)]', _a("asante")),
    ('[(?x, "cites", "Counting Quorums Without Clocks")]', _a("p04", "p05", "p09")),
    ('[("Oisín Marlowe", "lab", ?l), (?l, "part of", ?x)]', _a("halvard")),
    ('[(?p, "written by", "Mirela Oprescu"), (?p, "year", ?x)]', {"2018", "2022"}),
    ('[("Bastien Rouvière", "supervisor", ?x)]', _a("castagnac")),
    ('[(?x, "member of", "Quorum Systems Group")]', _a("asante", "delacroix", "kedzierska")),
]


# ---- recipes (schema.org, slug IRIs, nutrition through blank nodes) -------------------------------
REC = "https://cookbook.example.com/"
RECV = REC + "vocab#"
REC_CUISINES = {"levantine": "Levantine", "nordic": "Nordic", "andean": "Andean", "provencal": "Provençal",
                "korean": "Korean"}
REC_AUTHORS = {"odile-fenwright": "Odile Fenwright", "tavish-ambersley": "Tavish Ambersley",
               "mei-lin-oduya": "Mei-Lin Oduya", "rasmus-kvarnholt": "Rasmus Kvarnholt"}
REC_INGREDIENTS = {
    "barley": "pearl barley", "leek": "leek", "smoked-trout": "smoked trout", "butter": "butter",
    "rye-flakes": "rye flakes", "lingonberry": "lingonberries", "milk": "milk", "red-lentil": "red lentils",
    "cumin": "cumin", "lemon": "lemon", "onion": "onion", "chicken-thigh": "chicken thighs", "sumac": "sumac",
    "flatbread": "flatbread", "quinoa": "quinoa", "black-bean": "black beans", "lime": "lime",
    "avocado": "avocado", "potato": "potatoes", "corn": "sweetcorn", "squash": "butternut squash",
    "courgette": "courgette", "tomato": "tomatoes", "lavender": "dried lavender", "honey": "honey",
    "anchovy": "anchovies", "olive": "black olives", "noodles": "wheat noodles", "gochujang": "gochujang",
    "spring-onion": "spring onions", "rice": "short-grain rice", "sesame": "sesame seeds", "freekeh": "freekeh",
    "pomegranate": "pomegranate", "mint": "mint",
}
# recipe slug: (name, author, cuisine, cook time, yield, ingredients, calories or None)
REC_RECIPES = {
    "harbour-wifes-barley-pie": ("Harbour-Wife's Barley Pie", "rasmus-kvarnholt", "nordic", "PT50M", "6 servings",
                                 ["barley", "leek", "smoked-trout", "butter"], "610 kcal"),
    "kvarnholt-rye-porridge": ("Kvarnholt Rye Porridge", "rasmus-kvarnholt", "nordic", "PT20M", "2 servings",
                               ["rye-flakes", "lingonberry", "butter", "milk"], "340 kcal"),
    "ember-lentil-stew": ("Ember Lentil Stew", "odile-fenwright", "levantine", "PT45M", "4 servings",
                          ["red-lentil", "cumin", "lemon", "onion"], "420 kcal"),
    "sumac-chicken-parcels": ("Sumac Chicken Parcels", "odile-fenwright", "levantine", "PT35M", "4 servings",
                              ["chicken-thigh", "sumac", "onion", "flatbread"], "520 kcal"),
    "orchard-freekeh-salad": ("Orchard Freekeh Salad", "odile-fenwright", "levantine", "PT30M", "4 servings",
                              ["freekeh", "lemon", "pomegranate", "mint"], "350 kcal"),
    "quinoa-sunset-bowl": ("Quinoa Sunset Bowl", "mei-lin-oduya", "andean", "PT25M", "2 servings",
                           ["quinoa", "black-bean", "lime", "avocado"], "480 kcal"),
    "three-potato-locro-verde": ("Three-Potato Locro Verde", "mei-lin-oduya", "andean", "PT1H10M", "8 servings",
                                 ["potato", "corn", "squash", "milk", "cumin"], "390 kcal"),
    "lavender-honey-tian": ("Lavender Honey Tian", "tavish-ambersley", "provencal", "PT1H", "6 servings",
                            ["courgette", "tomato", "lavender", "honey"], "260 kcal"),
    "midnight-anchovy-tart": ("Midnight Anchovy Tart", "tavish-ambersley", "provencal", "PT40M", "8 slices",
                              ["anchovy", "onion", "butter", "olive"], "450 kcal"),
    "gochu-butter-noodles": ("Gochu Butter Noodles", "mei-lin-oduya", "korean", "PT15M", "2 servings",
                             ["noodles", "gochujang", "butter", "spring-onion"], "560 kcal"),
    "smoked-trout-kimbap-rolls": ("Smoked Trout Kimbap Rolls", "tavish-ambersley", "korean", "PT30M", "4 rolls",
                                  ["rice", "smoked-trout", "spring-onion", "sesame"], None),
}


def _rc(kind: str, slug: str) -> str:
    """IRI of a recipe, ingredient, cuisine or author by its slug."""
    return f"{REC}{kind}/{slug}"


def recipes_kg() -> str:
    """N-Triples of the schema.org recipe KG; calories sit on blank nutrition nodes."""
    lines = Triples()
    add = lines.add
    add(RECV + "hasIngredient", RDFS + "label", _lit("has ingredient", "en"))
    for slug, name in REC_CUISINES.items():
        add(_rc("cuisine", slug), RDF_TYPE, f"<{RECV}Cuisine>"), add(_rc("cuisine", slug), SCHEMA + "name", _lit(name))
    for slug, name in REC_AUTHORS.items():
        add(_rc("author", slug), RDF_TYPE, f"<{SCHEMA}Person>"), add(_rc("author", slug), SCHEMA + "name", _lit(name))
    for slug, name in REC_INGREDIENTS.items():
        add(_rc("ingredient", slug), RDF_TYPE, f"<{RECV}Ingredient>")
        add(_rc("ingredient", slug), SCHEMA + "name", _lit(name))
    for i, (slug, (name, author, cuisine, cook, serves, ingredients, kcal)) in enumerate(REC_RECIPES.items(), 1):
        r = _rc("recipe", slug)
        add(r, RDF_TYPE, f"<{SCHEMA}Recipe>"), add(r, SCHEMA + "name", _lit(name))
        add(r, SCHEMA + "author", f"<{_rc('author', author)}>")
        add(r, SCHEMA + "recipeCuisine", f"<{_rc('cuisine', cuisine)}>")
        add(r, SCHEMA + "cookTime", _typed(cook, "duration")), add(r, SCHEMA + "recipeYield", _lit(serves))
        for ingredient in ingredients:
            add(r, RECV + "hasIngredient", f"<{_rc('ingredient', ingredient)}>")
        if kcal:
            add(r, SCHEMA + "nutrition", f"_:n{i}")
            lines.append(f"_:n{i} <{RDF_TYPE}> <{SCHEMA}NutritionInformation> .")
            lines.append(f"_:n{i} <{SCHEMA}calories> {_lit(kcal)} .")
    return "\n".join(lines) + "\n"


def _rr(kind: str, *slugs: str) -> set[str]:
    return {_rc(kind, s) for s in slugs}


RECIPES_QUESTIONS = [
    ("Which recipes use smoked trout?", _rr("recipe", "harbour-wifes-barley-pie", "smoked-trout-kimbap-rolls")),
    ("Who wrote the Ember Lentil Stew?", _rr("author", "odile-fenwright")),
    ("What cuisine is the Quinoa Sunset Bowl?", _rr("cuisine", "andean")),
    ("How long does the Midnight Anchovy Tart take to cook?", {"PT40M"}),
    ("How many calories does Gochu Butter Noodles have?", {"560 kcal"}),
    ("Which Levantine recipes use onion?", _rr("recipe", "ember-lentil-stew", "sumac-chicken-parcels")),
    ("What are the ingredients of Kvarnholt Rye Porridge?",
     _rr("ingredient", "rye-flakes", "lingonberry", "butter", "milk")),
    ("How many servings does the Three-Potato Locro Verde make?", {"8 servings"}),
    ("list recipes by tavish ambersley",
     _rr("recipe", "lavender-honey-tian", "midnight-anchovy-tart", "smoked-trout-kimbap-rolls")),
    ("Which Nordic dishes contain butter?", _rr("recipe", "harbour-wifes-barley-pie", "kvarnholt-rye-porridge")),
    ("What is the cook time of the Lavender Honey Tian?", {"PT1H"}),
    ("Which recipes are Provençal?", _rr("recipe", "lavender-honey-tian", "midnight-anchovy-tart")),
    ("Sumac Chicken Parcels was written by whom?", _rr("author", "odile-fenwright")),
    ("What is the calorie count of the Harbour-Wife's Barley Pie?", {"610 kcal"}),
    ("Which cuisines does Mei-Lin Oduya cook?", _rr("cuisine", "andean", "korean")),
    ("Which ingredients are used in recipes written by Odile Fenwright?",
     _rr("ingredient", "red-lentil", "cumin", "lemon", "onion", "chicken-thigh", "sumac", "flatbread", "freekeh",
         "pomegranate", "mint")),
    ("How many calories are in the Orchard Freekah Salad?", {"350 kcal"}),  # misspelt: Freekeh
    ("What is the average rating of the Ember Lentil Stew?", set()),  # no ratings in the KG: any answer is wrong
    ("Which wine goes with the Midnight Anchovy Tart?", set()),  # no pairings in the KG
]
RECIPES_MADE_UP = ["Who wrote the Ember Bean Stew?", "Which recipes use cloudberry jam?",
                   "What cuisine is the Sumac Lamb Parcels?", "How long does the Midnight Anchovy Tort take to cook?",
                   "How many calories does Gochu Honey Noodles have?", "List recipes by Rasmus Fenwright"]
RECIPES_GRAPHS = [
    ('[("Ember Lentil Stew", "author", ?x)]', _rr("author", "odile-fenwright")),
    ('[(?x, "ingredient", "smoked trout")]', _rr("recipe", "harbour-wifes-barley-pie", "smoked-trout-kimbap-rolls")),
    ('[("Gochu Butter Noodles", "nutrition", ?n), (?n, "calories", ?x)]', {"560 kcal"}),
    ('[(?r, "cuisine", "Andean"), (?r, "cook time", ?x)]', {"PT25M", "PT1H10M"}),
    ('[("Lavender Honey Tian", "has ingredient", ?x)]', _rr("ingredient", "courgette", "tomato", "lavender", "honey")),
    ('[(?r, "written by", "Rasmus Kvarnholt"), (?r, "yield", ?x)]', {"6 servings", "2 servings"}),
]


# ---- astronomy (skos:prefLabel / altLabel, typed only by subclasses, orbits stated one way) ------
AST, ASTO = "http://astro.example.org/catalogue/", "http://astro.example.org/ontology#"
AST_ASTRONOMERS = {"A1": "Halvard Enqvist", "A2": "Amara Oyelowo-Finch", "A3": "Ruairí Castellane",
                   "A4": "Ines Moravec-Tull"}
# body id: (class, prefLabel, altLabels, orbits, discoverer, discovery year, mass in Earth masses)
AST_BODIES = {
    "VX-0001": ("Star", "Veyra", ["the Red Giant"], None, None, None, "412000.0"),
    "VX-0002": ("Star", "Ninuel", ["the White Dwarf"], "VX-0001", "A1", 1884, "198000.5"),
    "VX-0011": ("Planet", "Orvane", ["the Blue Planet"], "VX-0001", "A1", 1879, "1.12"),
    "VX-0012": ("Planet", "Tashkar", ["the Ringed One"], "VX-0001", "A2", 1902, "94.3"),
    "VX-0013": ("Planet", "Melisande", [], "VX-0001", "A3", 1931, "3.8"),
    "VX-0014": ("Planet", "Corvath", ["the Ice King"], "VX-0001", "A4", 1967, "17.6"),
    "VX-0021": ("DwarfPlanet", "Brumaire", ["the Wanderer"], "VX-0001", "A4", 1988, "0.0031"),
    "VX-0022": ("DwarfPlanet", "Ossery", [], "VX-0001", "A3", 1944, "0.0019"),
    "VX-0101": ("Moon", "Pell", [], "VX-0011", "A1", 1880, "0.011"),
    "VX-0102": ("Moon", "Quillon", [], "VX-0011", "A2", 1911, "0.004"),
    "VX-0103": ("Moon", "Irsa", [], "VX-0012", "A2", 1902, "0.025"),
    "VX-0104": ("Moon", "Dovrin", [], "VX-0012", "A2", 1905, "0.018"),
    "VX-0105": ("Moon", "Sable Minor", ["the Dark Moon"], "VX-0012", "A3", 1933, "0.0007"),
    "VX-0106": ("Moon", "Ketterel", [], "VX-0012", "A4", 1971, "0.0002"),
    "VX-0107": ("Moon", "Haldis", [], "VX-0014", "A4", 1969, "0.0093"),
    "VX-0108": ("Moon", "Tiv", [], "VX-0021", "A4", 1990, "0.00004"),
}
AST_CLASSES = {"CelestialBody": "celestial body", "Star": "star", "Planet": "planet", "Moon": "moon",
               "DwarfPlanet": "dwarf planet", "Astronomer": "astronomer"}


def _ast(ident: str) -> str:
    """IRI of a catalogued body ("VX-…") or an astronomer ("A…")."""
    return f"{AST}{'body' if ident.startswith('VX') else 'person'}/{ident}"


def astronomy_kg() -> str:
    """N-Triples of the star-system KG: SKOS names and nicknames, subclass typing, orbits one way."""
    lines = Triples()
    add = lines.add
    for cls, label in AST_CLASSES.items():
        add(ASTO + cls, RDF_TYPE, f"<{OWL}Class>"), add(ASTO + cls, SKOS + "prefLabel", _lit(label, "en"))
        if cls not in ("CelestialBody", "Astronomer"):
            add(ASTO + cls, RDFS + "subClassOf", f"<{ASTO}CelestialBody>")
    for ident, name in AST_ASTRONOMERS.items():
        add(_ast(ident), RDF_TYPE, f"<{ASTO}Astronomer>"), add(_ast(ident), SKOS + "prefLabel", _lit(name, "en"))
    for ident, (cls, name, nicknames, orbits, discoverer, year, mass) in AST_BODIES.items():
        b = _ast(ident)
        add(b, RDF_TYPE, f"<{ASTO}{cls}>"), add(b, SKOS + "prefLabel", _lit(name, "en"))
        for nickname in nicknames:
            add(b, SKOS + "altLabel", _lit(nickname, "en"))
        add(b, ASTO + "massEarths", _typed(mass, "decimal"))
        if orbits:
            add(b, ASTO + "orbits", f"<{_ast(orbits)}>")
        if discoverer:
            add(b, ASTO + "discoveredBy", f"<{_ast(discoverer)}>")
            add(b, ASTO + "discoveryYear", _typed(year, "gYear"))
    return "\n".join(lines) + "\n"


def _as(*ids: str) -> set[str]:
    return {_ast(i) for i in ids}


ASTRONOMY_QUESTIONS = [
    ("What does Pell orbit?", _as("VX-0011")),
    ("Which moons does Tashkar have?", _as("VX-0103", "VX-0104", "VX-0105", "VX-0106")),
    ("Who discovered Corvath?", _as("A4")),
    ("When was Quillon discovered?", {"1911"}),
    ("What is the mass of Orvane in Earth masses?", {"1.12"}),
    ("What does the Ringed One orbit?", _as("VX-0001")),
    ("Which bodies orbit the Red Giant?",
     _as("VX-0002", "VX-0011", "VX-0012", "VX-0013", "VX-0014", "VX-0021", "VX-0022")),
    ("Who discovered the Dark Moon?", _as("A3")),
    ("How many moons does Tashkar have?", {"4"}),
    ("which planets did ines moravec-tull discover", _as("VX-0014")),
    ("How massive is the Ice King?", {"17.6"}),
    ("Which dwarf planets orbit Veyra?", _as("VX-0021", "VX-0022")),
    ("Who discovered the moons of Orvane?", _as("A1", "A2")),
    ("In what year was the planet that Haldis orbits discovered?", {"1967"}),
    ("What is the mass of the body Tiv orbits?", {"0.0031"}),
    ("Which moons were discovered by Amara Oyelowo-Finch?", _as("VX-0102", "VX-0103", "VX-0104")),
    ("Who discovered Ketterell?", _as("A4")),  # misspelt: Ketterel
    ("What is the surface temperature of Melisande?", set()),  # no temperatures in the KG: any answer is wrong
    ("How far is Orvane from Veyra?", set()),  # no distances or orbital elements in the KG
]
ASTRONOMY_MADE_UP = ["What does Pellion orbit?", "Who discovered Irsa Major?", "When was Corvane discovered?",
                     "What is the mass of the Green Giant?", "Which moons does Vorhal have?",
                     "When was Haldin discovered?"]
ASTRONOMY_GRAPHS = [
    ('[("Pell", "orbits", ?x)]', _as("VX-0011")),
    ('[(?x, "orbits", "Tashkar")]', _as("VX-0103", "VX-0104", "VX-0105", "VX-0106")),
    ('[("Corvath", "discovered by", ?x)]', _as("A4")),
    ('[(?m, "orbits", "Orvane"), (?m, "discovery year", ?x)]', {"1880", "1911"}),
    ('[("Haldis", "orbits", ?p), (?p, "mass", ?x)]', {"17.6"}),
    ('[(?b, "discoverer", "Ruairí Castellane"), (?b, "orbits", ?x)]', _as("VX-0001", "VX-0012")),
]


# ---- governance (W3C Organization ontology, reified memberships, vcard:fn names) ----------------
GOV = "https://data.estmark.example/"
GOV_SITES = {"S01": "Kalvaard House", "S02": "Old Mint Building", "S03": "Lock Seven Office", "S04": "Archive Tower"}
# code: (class, prefLabel, acronym or None, parent organisation or None, created, site)
GOV_ORGS = {
    "MWT": ("Organization", "Ministry of Waterways and Transport", "MWT", None, "1961-04-12", "S01"),
    "MCH": ("Organization", "Ministry of Culture and Heritage", None, None, "1974-09-01", "S02"),
    "INA": ("OrganizationalUnit", "Inland Navigation Authority", "INA", "MWT", "1983-02-15", "S03"),
    "BSI": ("OrganizationalUnit", "Bridge Safety Inspectorate", None, "MWT", "1990-06-30", "S01"),
    "CMD": ("OrganizationalUnit", "Canal Maintenance Directorate", None, "INA", "2002-01-07", "S03"),
    "NAE": ("OrganizationalUnit", "National Archive of Estmark", None, "MCH", "1979-11-20", "S04"),
    "HGO": ("OrganizationalUnit", "Heritage Grants Office", None, "MCH", "2011-03-03", "S02"),
    "DRU": ("OrganizationalUnit", "Digital Records Unit", None, "NAE", "2016-08-22", "S04"),
}
GOV_PEOPLE = {  # id: (vcard:fn, organisation headed or None, direct org:memberOf)
    "4401": ("Henrietta Vossberg", "MWT", []), "4402": ("Dariusz Kalnins-Ode", "MCH", []),
    "4403": ("Amadou Ferreira-Lunde", "INA", []), "4404": ("Saoirse Tennant", "BSI", []),
    "4405": ("Gustav Mirrlees", "CMD", []), "4406": ("Leontine Abara", "NAE", []),
    "4407": ("Pim van Dessel", "HGO", []), "4408": ("Rukmini Castell", "DRU", ["DRU"]),
    "4409": ("Tobiah Renwick", None, ["MWT"]), "4410": ("Celestine Ouedraogo-Marsh", None, ["NAE"]),
    "4411": ("Elif Karaduman", None, ["HGO"]), "4412": ("Jonah Pellwright", None, ["DRU"]),
}
GOV_ROLES = {"minister": "Minister", "chief-executive": "Chief Executive", "director": "Director",
             "chief-inspector": "Chief Inspector", "policy-adviser": "Policy Adviser", "archivist": "Archivist",
             "data-steward": "Data Steward", "grants-officer": "Grants Officer"}
GOV_MEMBERSHIPS = [  # (person, organisation, role)
    ("4401", "MWT", "minister"), ("4402", "MCH", "minister"), ("4403", "INA", "chief-executive"),
    ("4404", "BSI", "chief-inspector"), ("4405", "CMD", "director"), ("4406", "NAE", "director"),
    ("4407", "HGO", "director"), ("4408", "DRU", "data-steward"), ("4409", "MWT", "policy-adviser"),
    ("4409", "INA", "policy-adviser"), ("4410", "NAE", "archivist"), ("4411", "HGO", "grants-officer"),
    ("4412", "DRU", "data-steward"), ("4411", "MCH", "policy-adviser"),
]


def _gv(kind: str, ident: str) -> str:
    """IRI of an organisation, person, site, role or membership."""
    return f"{GOV}{kind}/{ident}"


def governance_kg() -> str:
    """N-Triples of the public-sector KG in the W3C Organization ontology."""
    lines = Triples()
    add = lines.add
    for ident, label in GOV_SITES.items():
        add(_gv("site", ident), RDF_TYPE, f"<{ORG}Site>"), add(_gv("site", ident), RDFS + "label", _lit(label))
    for slug, label in GOV_ROLES.items():
        add(_gv("role", slug), RDF_TYPE, f"<{ORG}Role>")
        add(_gv("role", slug), SKOS + "prefLabel", _lit(label, "en"))
    for code, (cls, label, acronym, parent, created, site) in GOV_ORGS.items():
        o = _gv("organisation", code)
        add(o, RDF_TYPE, f"<{ORG}{cls}>"), add(o, SKOS + "prefLabel", _lit(label, "en"))
        if acronym:
            add(o, SKOS + "altLabel", _lit(acronym, "en"))
        if parent:
            add(o, ORG + "subOrganizationOf", f"<{_gv('organisation', parent)}>")
        add(o, DCT + "created", _typed(created, "date")), add(o, ORG + "hasSite", f"<{_gv('site', site)}>")
    for ident, (name, heads, member_of) in GOV_PEOPLE.items():
        p = _gv("person", ident)
        add(p, RDF_TYPE, f"<{FOAF}Person>"), add(p, VCARD + "fn", _lit(name))
        if heads:
            add(p, ORG + "headOf", f"<{_gv('organisation', heads)}>")
        for code in member_of:
            add(p, ORG + "memberOf", f"<{_gv('organisation', code)}>")
    for i, (person, code, role) in enumerate(GOV_MEMBERSHIPS, 1):
        m = _gv("membership", f"m{i:04d}")
        add(m, RDF_TYPE, f"<{ORG}Membership>"), add(m, ORG + "member", f"<{_gv('person', person)}>")
        add(m, ORG + "organization", f"<{_gv('organisation', code)}>"), add(m, ORG + "role", f"<{_gv('role', role)}>")
    return "\n".join(lines) + "\n"


def _go(kind: str, *ids: str) -> set[str]:
    return {_gv(kind, i) for i in ids}


GOVERNANCE_QUESTIONS = [
    ("Who leads the Ministry of Waterways and Transport?", _go("person", "4401")),
    ("Who is the head of the National Archive of Estmark?", _go("person", "4406")),
    ("Which organisation is the Canal Maintenance Directorate part of?", _go("organisation", "INA")),
    ("Where is the Heritage Grants Office located?", _go("site", "S02")),
    ("Which people are members of the Digital Records Unit?", _go("person", "4408", "4412")),
    ("What role does Tobiah Renwick hold in the Inland Navigation Authority?", _go("role", "policy-adviser")),
    ("When was the Bridge Safety Inspectorate created?", {"1990-06-30"}),
    ("Which units are part of the Ministry of Culture and Heritage?", _go("organisation", "NAE", "HGO", "DRU")),
    ("Which organisation does Leontine Abara head?", _go("organisation", "NAE")),
    ("what is the site of the inland navigation authority", _go("site", "S03")),
    ("Who is the Minister of Culture and Heritage?", _go("person", "4402")),
    ("When was MWT created?", {"1961-04-12"}),
    ("Who heads the organisation that the Digital Records Unit belongs to?", _go("person", "4406")),
    ("Where is the site of the unit Gustav Mirrlees heads?", _go("site", "S03")),
    ("Which roles does Elif Karaduman hold?", _go("role", "grants-officer", "policy-adviser")),
    ("Which organisations is Tobiah Renwick a member of?", _go("organisation", "MWT", "INA")),
    ("When was the Herritage Grants Office created?", {"2011-03-03"}),  # misspelt: Heritage
    ("What is the annual budget of the National Archive of Estmark?", set()),  # no budgets in the KG
    ("What is the phone number of the Heritage Grants Office?", set()),  # no contact details in the KG
]
GOVERNANCE_MADE_UP = ["Who heads the Ministry of Forests and Fisheries?",
                      "When was the Coastal Navigation Authority created?",
                      "Which organisation does Henrietta Kalnins head?",
                      "Where is the site of the Bridge Safety Directorate?",
                      "What role does Tobias Renwick hold in the Ministry of Waterways and Transport?",
                      "Who is the head of the Digital Archive Unit?"]
GOVERNANCE_GRAPHS = [
    ('[("Bridge Safety Inspectorate", "headed by", ?x)]', _go("person", "4404")),
    ('[("Canal Maintenance Directorate", "part of", ?x)]', _go("organisation", "INA")),
    ('[(?x, "member of", "Digital Records Unit")]', _go("person", "4408", "4412")),
    ('[("Heritage Grants Office", "site", ?x)]', _go("site", "S02")),
    ('[("Digital Records Unit", "sub organization of", ?o), (?o, "created", ?x)]', {"1979-11-20"}),
    ('[(?m, "member", "Elif Karaduman"), (?m, "role", ?x)]', _go("role", "grants-officer", "policy-adviser")),
]

KGS_C = {"family": (family_kg, FAMILY_QUESTIONS, FAMILY_MADE_UP, FAMILY_GRAPHS),
         "academic": (academic_kg, ACADEMIC_QUESTIONS, ACADEMIC_MADE_UP, ACADEMIC_GRAPHS),
         "recipes": (recipes_kg, RECIPES_QUESTIONS, RECIPES_MADE_UP, RECIPES_GRAPHS),
         "astronomy": (astronomy_kg, ASTRONOMY_QUESTIONS, ASTRONOMY_MADE_UP, ASTRONOMY_GRAPHS),
         "governance": (governance_kg, GOVERNANCE_QUESTIONS, GOVERNANCE_MADE_UP, GOVERNANCE_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_C, __doc__)
