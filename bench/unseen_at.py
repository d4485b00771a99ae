"""A forty-sixth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_as.py):

- `folktales`: a folklore archive's SKOS-XL thesaurus of international tale types (ATU) together with a Dublin Core
  catalogue of collections and tale versions (`https://folktale-index.example.org/atu/510A`, `…/atu/510A/label/1`,
  `…/collection/khm`, `…/tale/khm-021`, `…/agent/jacob-grimm`, vocabulary `…/vocab#`): tale types and their groups
  are `skos:Concept`s with a `skos:notation` ("510A", "500-559"), placed in their group by `skos:broader` ONLY (no
  `skos:narrower`) and named ONLY through SKOS-XL label resources (`skosxl:prefLabel` / `skosxl:altLabel` →
  `skosxl:Label` → `skosxl:literalForm`: English always, French or German for some, aliases such as
  "Rumpelstiltskin"); collections and versions are titled by `dcterms:title` in their own language (20 of the 28
  versions have no English title: "Aschenputtel"@de, "Sole, Luna e Talia"@nap), with `dcterms:alternative`
  ("Pentamerone"@it), `dcterms:creator` compilers named by `foaf:name`, `dcterms:issued` xsd:gYear,
  `dcterms:language`, `dcterms:spatial` and a tale count and a Kinder- und Hausmärchen number as xsd:integer; a
  version says which collection it `dcterms:isPartOf`, which tale type it is (`dcterms:subject`) and who its
  `informant` was, never the other way round, so "which tales did Marie Hassenpflug tell" and "which versions of
  Cinderella are recorded" read them backwards; two collections are both "English Fairy Tales" (Joseph Jacobs, 1890;
  Flora Annie Steel, 1918; told apart only by compiler and year), the (invented) folklorist Anna Cornwall was born in
  Bath and compiled Tales from the Fens about Cambridgeshire, while Robert Hunt's Popular Romances of the West of
  England covers Cornwall, Marie Hassenpflug was born in Hanau like the Grimms but compiled nothing, the Kinder- und
  Hausmärchen appeared in exactly 1812, Asbjørnsen was born in exactly 1812, Jacobs' collection holds exactly 43
  tales and Rotkäppchen is number 26;
- `monorails`: a monorail atlas exported as schema.org JSON-LD (`https://monorail-atlas.example.com/line/wuppertal`,
  `…/org/hitachi`, `…/rolling-stock/scomi-sutra`, `…/person/kenji-osaka`, `…/city/naha`, context terms `…/terms#`):
  lines are typed by the atlas's own term `MonorailLine` and described with `schema:name`, `schema:alternateName`
  ("Yui Rail"), `schema:provider`, `schema:areaServed` → `schema:City` (`schema:containedInPlace` →
  `schema:Country`), `schema:startDate` / `schema:endDate` xsd:date and the context terms `trackType` ("suspended",
  "straddle-beam"), `driverless` xsd:boolean, `rollingStock` → `schema:Vehicle` (`schema:manufacturer`,
  `schema:vehicleModelDate` xsd:gYear) and `designedBy` → `schema:Person`; a line's length and station count are
  BLANK `schema:PropertyValue`s under `schema:additionalProperty` (`schema:name` "route length", `schema:value`
  xsd:decimal, `schema:unitCode` "KMT"; "number of stations", xsd:integer); organisations (`schema:Organization`,
  `schema:Corporation`) carry a BLANK address with a plain `schema:addressLocality` and an ISO
  `schema:addressCountry` ("DE"), `schema:founder` and `schema:parentOrganization` (subsidiary → parent only, so
  "which companies belong to The Walt Disney Company" reads it backwards), and people have only `schema:givenName`
  and `schema:familyName`, no `schema:name`; two lines are both "Line 3" (Chongqing, 2011, 67.09 km; Daegu, 2015,
  driverless; told apart only by city, dates and figures), the (invented) engineer Kenji Osaka was born in Sapporo
  and designed the Chiba and Okinawa monorails, nothing in Osaka, where the Osaka Monorail Main Line runs, the
  Okinawa Urban Monorail is exactly 17 km long, the Mumbai Monorail has exactly 17 stations and two lines opened in
  1988;
- `accelerators`: an OWL ontology of particle accelerators with a class hierarchy and NO labels on individuals
  (`https://particle-accelerators.example.org/resource/CERN/Large_Hadron_Collider`, `…/resource/Fermilab`,
  `…/resource/place/Meyrin`, `…/resource/person/Lyn_Evans`, `…/resource/particle/Gold_ion`, ontology `…/ontology#`):
  every individual is named only by its IRI; classes (`owl:Class`, `rdfs:subClassOf`) and properties
  (`owl:ObjectProperty` / `owl:DatatypeProperty` with `rdfs:domain`, `rdfs:range` and an English `rdfs:label`) are
  declared; each accelerator is typed only by its most specific class (`Collider` and `LightSource` under
  `Synchrotron` under `CircularAccelerator` under `Accelerator`, also `Cyclotron` and `LinearAccelerator`), so "which
  synchrotrons does Brookhaven National Laboratory operate" takes in its collider; an accelerator names the
  laboratory that hosts it (`hostedBy`), the ring it `injectsInto`, the tunnel it `reusesTunnelOf` and its
  `projectLeader`, never the other way round, with `firstBeam` / `decommissioned` xsd:gYear and `circumference`,
  `length` and `beamEnergy` xsd:decimal; two accelerators are both `…/Booster` (Fermilab, 1970, 8 GeV; Brookhaven,
  1991, gold ions; told apart only by laboratory and figures), the (invented) physicist Helmut Hamburg was born in
  Munich and led the ESRF and Diamond storage rings, nothing at DESY in Hamburg, the Relativistic Heavy Ion
  Collider is exactly 3834 m around, the Fermilab Booster's first beam came in exactly 1970 and two light sources
  run at exactly 6 GeV;
- `elements`: a history-of-chemistry dataset built on PROV-O and GeoSPARQL (`https://element-discovery.example.org/
  element/8`, `…/discovery/d05`, `…/person/humphry-davy`, `…/place/freiberg`, `…/material/pitchblende`,
  vocabulary `…/def#`): each discovery is a `Discovery` (`rdfs:subClassOf prov:Activity`) labelled "Discovery of
  oxygen"@en that `prov:generated` its element (the element never names it), `prov:wasAssociatedWith` its chemists
  (`foaf:Person`, `foaf:name`), `prov:used` a mineral, happened `prov:atLocation` a `geo:Feature` and has a `year`
  xsd:gYear; where a discovery had helpers, BLANK `prov:qualifiedAssociation`s give each agent's `prov:hadRole`
  (discoverer, assistant); elements are labelled in English and German, some also in French ("Tungsten"@en,
  "Wolfram"@de, "Tungstène"@fr), with a `symbol`, an `atomicNumber` xsd:integer, a `standardAtomicWeight`
  xsd:decimal and what they are `namedAfter` (a place or a namesake, which names nothing back); places lie
  `geo:sfWithin` their country, carry a BLANK `geo:hasGeometry` with a `geo:asWKT` point where something was
  discovered, and six are labelled only in their own language ("Freiberg"@de, "Ytterby"@sv, Turku as "Turku"@fi and
  "Åbo"@sv); two activities are both
  "Discovery of oxygen" (Scheele, Uppsala, 1771; Priestley, Calne, 1774; told apart only by chemist, place and
  year), the (invented) chemist Anders Ytterby was born in Falun and assisted the holmium and thulium discoveries at
  Uppsala, nothing at Ytterby, which yttrium and erbium are named after and where gadolinite is found, polonium
  weighs exactly 209 and tungsten was discovered in exactly 1783;
- `origami`: five museums' records of folded-paper works published with CIDOC-CRM (`https://origami-collections.
  example.org/object/OR-0004`, `…/object/OR-0004/title`, `…/object/OR-0004/production`, `…/actor/satoshi-kamiya`,
  `…/event/birth-akira-yoshizawa`, `…/group/emoz`): each work is an `E22_Human-Made_Object` named ONLY by its
  `E35_Title` (`P102_has_title` → `P190_has_symbolic_content`, some also in Japanese, three only in French: "Le
  Pangolin"), typed by `P2_has_type` (wet-folding, tessellation, modular origami, …), made of a `P45_consists_of`
  material, measured by a BLANK dimension (`P43_has_dimension` → `P90_has_value` xsd:decimal, `P91_has_unit`
  centimetre, `P2_has_type` height) and owned by a museum (`P52_has_current_owner`, an `E74_Group` with a
  `P74_has_current_or_former_residence`, which lists no works); who folded a work and when is said ONLY by its
  `E12_Production` (`P108_has_produced` the work, `P14_carried_out_by` the artist, `P4_has_time-span` a BLANK
  `E52_Time-Span` with `P82_at_some_time_within` xsd:gYear), an artist's birth only by an `E67_Birth`
  (`P98_brought_into_life`, `P7_took_place_at`, a time-span with an xsd:date or an xsd:gYear), and places nest by
  `P89_falls_within`; artists, places and museums are named by `rdfs:label`, the Zaragoza museum only in Spanish and
  the Paris one only in French; two works are both "Rose" (Toshikazu Kawasaki, 1985; Naomiki Sato, 2005; told apart
  only by artist, year and owner), the (invented) artist Lucía Zaragoza was born in Seville and her works are in
  Tokyo and Paris, none at the Escuela-Museo Origami Zaragoza, two works are exactly 30 cm tall and one was folded in
  exactly 1985.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (302 SPARQL checks run with pyoxigraph over the five KGs by verify_at.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, nor the name of a schema.org property value, names it), and one per name in the made-up questions (37 names
in 30 questions) checked to be no literal, no given-and-family name and no IRI's local name, raw or
percent-decoded, in the KG; plus 886 more: 78 on the traps (the people named like a place and unrelated to it, the
one-way `skos:broader`, `dcterms:isPartOf`, `informant`, `schema:parentOrganization`, `schema:provider`,
`designedBy`, `injectsInto`, `hostedBy`, `reusesTunnelOf`, `prov:generated`, `namedAfter`, `P108_has_produced`,
`P52_has_current_owner` and `P98_brought_into_life`, the concepts named only through SKOS-XL labels, the versions
and places with no English name, the people with no `schema:name`, the numbers only on blank property values, the
blank addresses, qualified associations, geometries, dimensions and time-spans, the unlabelled individuals typed
by their most specific class only, the declared properties and classes, the subclass closure, the CRM-only
predicates, the values that sit exactly on a question's threshold), 5 on shared names, 15 that the superlatives are
not ties, 60 that each KG parses as N-Triples one distinct triple a line with typed literals in canonical form,
with the number of literals of each datatype as written in the text and with no entity bearing two names of one
kind (`rdfs:label`, `foaf:name`, `schema:name`, `dcterms:title`, SKOS-XL preferred label, CRM title) in one
language, 371 that every IRI in a gold set is in its KG, 15 that the entity of each unanswerable question exists,
240 that each pseudo graph parses, its names are names in its KG (for the accelerators, IRI local names; for
people of the monorail atlas, given and family name together) and its relation words are not the KG's predicate
names, CRM property names without their number, property labels, property-value names, PROV role labels or CRM
dimension types, 37 that each made-up name is in its question, and the rest that each KG has 41 distinct
questions with no brackets, one in lower case, three unanswerable, six made-up, and six one-hop and six two-hop
distinct graphs). "right" = the top answer is gold; an empty gold set means the KG cannot answer and the right
behaviour is no answer (three per KG, each about an entity the KG has, asking for something it does not record:
illustrators, print runs, deaths, fares, ridership, construction costs, costs, staff numbers, magnet counts, melting
points, densities, funders, insurance values, folding times, visitor numbers). Made-up questions (six per KG) name
entities that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs (six one-hop and six two-hop per KG) use relation words of their own, not the KG's predicate names or
property labels.

    python bench/unseen_at.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_f import DCT, PROV  # noqa: E402
from unseen_g import Graph  # noqa: E402


# ---- folktales (a folklore archive's SKOS-XL thesaurus of international tale types (ATU) together with a Dublin
# ---- Core catalogue of the collections and the tale versions in them: each tale type is a `skos:Concept`
# ---- (`…/atu/510A`) with a `skos:notation` ("510A"), placed in its group by `skos:broader` ONLY (no
# ---- `skos:narrower`), and named ONLY through SKOS-XL label resources (`skosxl:prefLabel` / `skosxl:altLabel` →
# ---- `skosxl:Label` → `skosxl:literalForm` "Cinderella"@en, "Blanche-Neige"@fr); collections and tale versions
# ---- carry `dcterms:title` in their own language (many versions have no English title at all: "Aschenputtel"@de,
# ---- "Cendrillon ou la petite pantoufle de verre"@fr) and `dcterms:alternative`; a version says which
# ---- collection it `dcterms:isPartOf` and which tale type it is (`dcterms:subject`), and names its informant, never
# ---- the other way round; compilers are `dcterms:creator`s of collections, named by `foaf:name`) -----------------
FT = "https://folktale-index.example.org/"
FTV = FT + "vocab#"
SKOSXL = "http://www.w3.org/2008/05/skos-xl#"
# tale-type group: (en, fr or None, de or None, broader group or None)
FT_GROUPS = {"1-299": ("Animal Tales", "Contes d'animaux", None, None),
             "300-749": ("Tales of Magic", "Contes merveilleux", "Zaubermärchen", None),
             "300-399": ("Supernatural Adversaries", None, None, "300-749"),
             "400-459": ("Supernatural or Enchanted Spouse", None, None, "300-749"),
             "500-559": ("Supernatural Helpers", None, None, "300-749"),
             "700-749": ("Other Tales of the Supernatural", None, None, "300-749"),
             "850-999": ("Realistic Tales", None, None, None),
             "1200-1999": ("Anecdotes and Jokes", None, "Schwänke", None)}
# tale type: (en, fr or None, de or None, English alternative labels, broader group)
FT_TYPES = {"123": ("The Wolf and the Kids", "Le Loup et les Chevreaux", None, [], "1-299"),
            "130": ("The Animals in Night Quarters", None, None, ["The Bremen Town Musicians"], "1-299"),
            "310": ("The Maiden in the Tower", "La Fille dans la tour", None, [], "300-399"),
            "327A": ("Hansel and Gretel", "Hansel et Gretel", None, [], "300-399"),
            "327B": ("The Brothers and the Ogre", None, None, [], "300-399"),
            "333": ("Little Red Riding Hood", None, None, [], "300-399"),
            "410": ("Sleeping Beauty", None, None, [], "400-459"),
            "425A": ("The Animal as Bridegroom", None, None, ["The Search for the Lost Husband"], "400-459"),
            "440": ("The Frog King", "Le Roi-grenouille", None, ["Iron Henry"], "400-459"),
            "500": ("The Name of the Supernatural Helper", None, None, ["Rumpelstiltskin"], "500-559"),
            "510A": ("Cinderella", None, None, [], "500-559"),
            "510B": ("Peau d'Asne", None, None, ["Donkey Skin"], "500-559"),
            "545B": ("Puss in Boots", "Le Chat botté", "Der gestiefelte Kater", [], "500-559"),
            "709": ("Snow White", "Blanche-Neige", None, [], "700-749"),
            "923": ("Love Like Salt", None, None, [], "850-999"),
            "1384": ("The Husband Hunts Three Persons as Stupid as His Wife", None, None, [], "1200-1999")}
# place: rdfs:label @en
FT_PLACES = {"hanau": "Hanau", "kassel": "Kassel", "rengshausen": "Rengshausen", "paris": "Paris",
             "giugliano": "Giugliano in Campania", "boguchar": "Boguchar", "christiania": "Christiania",
             "hole": "Hole", "sydney": "Sydney", "harrow": "Harrow", "devonport": "Devonport",
             "santiago-de-las-vegas": "Santiago de las Vegas", "selkirk": "Selkirk", "bath": "Bath",
             "hesse": "Hesse", "france": "France", "campania": "Campania", "russia": "Russia", "norway": "Norway",
             "england": "England", "cornwall": "Cornwall", "cambridgeshire": "Cambridgeshire", "italy": "Italy"}
FT_LANGUAGES = {"de": "German", "fr": "French", "nap": "Neapolitan", "ru": "Russian", "nb": "Norwegian",
                "en": "English", "it": "Italian"}
# person: (foaf:name, birth year, birth place)
FT_PEOPLE = {"jacob-grimm": ("Jacob Grimm", "1785", "hanau"), "wilhelm-grimm": ("Wilhelm Grimm", "1786", "hanau"),
             "charles-perrault": ("Charles Perrault", "1628", "paris"),
             "giambattista-basile": ("Giambattista Basile", "1566", "giugliano"),
             "alexander-afanasyev": ("Alexander Afanasyev", "1826", "boguchar"),
             "peter-christen-asbjornsen": ("Peter Christen Asbjørnsen", "1812", "christiania"),
             "jorgen-moe": ("Jørgen Moe", "1813", "hole"), "joseph-jacobs": ("Joseph Jacobs", "1854", "sydney"),
             "flora-annie-steel": ("Flora Annie Steel", "1847", "harrow"),
             "robert-hunt": ("Robert Hunt", "1807", "devonport"),
             "italo-calvino": ("Italo Calvino", "1923", "santiago-de-las-vegas"),
             "andrew-lang": ("Andrew Lang", "1844", "selkirk"), "anna-cornwall": ("Anna Cornwall", "1889", "bath"),
             "marie-hassenpflug": ("Marie Hassenpflug", "1788", "hanau"),
             "dorothea-viehmann": ("Dorothea Viehmann", "1755", "rengshausen"),
             "dortchen-wild": ("Dortchen Wild", "1793", "kassel")}
# collection: ({lang: title}, {lang: alternative title}, compilers, issued, language, region or None, tale count)
FT_COLLECTIONS = {
    "khm": ({"de": "Kinder- und Hausmärchen"}, {"en": "Grimms' Fairy Tales"}, ["jacob-grimm", "wilhelm-grimm"],
            "1812", "de", "hesse", 210),
    "perrault": ({"fr": "Histoires ou contes du temps passé"}, {"en": "Tales of Mother Goose"}, ["charles-perrault"],
                 "1697", "fr", "france", 11),
    "basile": ({"nap": "Lo cunto de li cunti"}, {"it": "Pentamerone"}, ["giambattista-basile"], "1634", "nap",
               "campania", 50),
    "afanasyev": ({"ru": "Народные русские сказки"}, {"en": "Russian Fairy Tales"}, ["alexander-afanasyev"], "1855",
                  "ru", "russia", 600),
    "norske": ({"nb": "Norske Folkeeventyr"}, {"en": "Norwegian Folktales"},
               ["peter-christen-asbjornsen", "jorgen-moe"], "1841", "nb", "norway", 60),
    "jacobs-eft": ({"en": "English Fairy Tales"}, {}, ["joseph-jacobs"], "1890", "en", "england", 43),
    "steel-eft": ({"en": "English Fairy Tales"}, {}, ["flora-annie-steel"], "1918", "en", "england", 41),
    "hunt": ({"en": "Popular Romances of the West of England"}, {}, ["robert-hunt"], "1865", "en", "cornwall", 36),
    "calvino": ({"it": "Fiabe italiane"}, {"en": "Italian Folktales"}, ["italo-calvino"], "1956", "it", "italy", 200),
    "fens": ({"en": "Tales from the Fens"}, {}, ["anna-cornwall"], "1923", "en", "cambridgeshire", 24),
    "lang-blue": ({"en": "The Blue Fairy Book"}, {}, ["andrew-lang"], "1889", "en", None, 37),
}
# tale version: ({lang: title}, collection, number in the Kinder- und Hausmärchen or None, tale type or None,
#                informant or None)
FT_TALES = {
    "khm-001": ({"de": "Der Froschkönig oder der eiserne Heinrich"}, "khm", 1, "440", None),
    "khm-005": ({"de": "Der Wolf und die sieben jungen Geißlein"}, "khm", 5, "123", None),
    "khm-012": ({"de": "Rapunzel"}, "khm", 12, "310", None),
    "khm-015": ({"de": "Hänsel und Gretel"}, "khm", 15, "327A", None),
    "khm-021": ({"de": "Aschenputtel"}, "khm", 21, "510A", None),
    "khm-026": ({"de": "Rotkäppchen"}, "khm", 26, "333", "marie-hassenpflug"),
    "khm-027": ({"de": "Die Bremer Stadtmusikanten"}, "khm", 27, "130", None),
    "khm-050": ({"de": "Dornröschen"}, "khm", 50, "410", "marie-hassenpflug"),
    "khm-053": ({"de": "Schneewittchen"}, "khm", 53, "709", None),
    "khm-055": ({"de": "Rumpelstilzchen"}, "khm", 55, "500", "dortchen-wild"),
    "khm-089": ({"de": "Die Gänsemagd"}, "khm", 89, None, "dorothea-viehmann"),
    "perrault-chaperon": ({"fr": "Le Petit Chaperon rouge"}, "perrault", None, "333", None),
    "perrault-belle": ({"fr": "La Belle au bois dormant"}, "perrault", None, "410", None),
    "perrault-cendrillon": ({"fr": "Cendrillon ou la petite pantoufle de verre"}, "perrault", None, "510A", None),
    "perrault-chat": ({"fr": "Le Maître chat ou le Chat botté"}, "perrault", None, "545B", None),
    "basile-gatta": ({"nap": "La gatta Cennerentola"}, "basile", None, "510A", None),
    "basile-sole": ({"nap": "Sole, Luna e Talia"}, "basile", None, "410", None),
    "basile-petrosinella": ({"nap": "Petrosinella"}, "basile", None, "310", None),
    "afanasyev-morozko": ({"ru": "Морозко", "en": "Father Frost"}, "afanasyev", None, None, None),
    "norske-ostenfor": ({"nb": "Østenfor sol og vestenfor måne"}, "norske", None, "425A", None),
    "jacobs-tom-tit-tot": ({"en": "Tom Tit Tot"}, "jacobs-eft", None, "500", None),
    "jacobs-tattercoats": ({"en": "Tattercoats"}, "jacobs-eft", None, "510A", None),
    "jacobs-sillies": ({"en": "The Three Sillies"}, "jacobs-eft", None, "1384", None),
    "jacobs-molly": ({"en": "Molly Whuppie"}, "jacobs-eft", None, "327B", None),
    "jacobs-cap": ({"en": "Cap o' Rushes"}, "jacobs-eft", None, "923", None),
    "steel-catskin": ({"en": "Catskin"}, "steel-eft", None, "510B", None),
    "calvino-prezzemolina": ({"it": "Prezzemolina"}, "calvino", None, "310", None),
    "lang-snowdrop": ({"en": "Snowdrop"}, "lang-blue", None, "709", None),
}


def _ft(kind: str, key: str) -> str:
    return f"{FT}{kind}/{key}"


def folktales_kg() -> str:
    """N-Triples of the SKOS-XL tale-type thesaurus and the Dublin Core catalogue of collections and versions."""
    g = Graph()
    scheme = FT + "atu"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme")

    def concept(code: str, broader: str | None, labels: list[tuple[str, str, str]]) -> None:
        c = _ft("atu", code)
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", scheme)
        g.add(c, SKOS + "notation", _lit(code))
        if broader:
            g.add(c, SKOS + "broader", _ft("atu", broader))
        else:
            g.add(c, SKOS + "topConceptOf", scheme)
        for i, (kind, text, lang) in enumerate(labels, 1):
            lab = f"{c}/label/{i}"
            g.add(c, SKOSXL + kind, lab), g.add(lab, RDF_TYPE, SKOSXL + "Label")
            g.add(lab, SKOSXL + "literalForm", _lit(text, lang))

    def pref(en: str, fr: str | None, de: str | None) -> list[tuple[str, str, str]]:
        return [("prefLabel", text, lang) for text, lang in ((en, "en"), (fr, "fr"), (de, "de")) if text]

    for code, (en, fr, de, broader) in FT_GROUPS.items():
        concept(code, broader, pref(en, fr, de))
    for code, (en, fr, de, alts, broader) in FT_TYPES.items():
        concept(code, broader, pref(en, fr, de) + [("altLabel", alt, "en") for alt in alts])
    for key, label in FT_PLACES.items():
        p = _ft("place", key)
        g.add(p, RDF_TYPE, DCT + "Location"), g.add(p, RDFS + "label", _lit(label, "en"))
    for code, label in FT_LANGUAGES.items():
        g.add(_ft("language", code), RDFS + "label", _lit(label, "en"))
    for key, (name, born, place) in FT_PEOPLE.items():
        p = _ft("agent", key)
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, FTV + "birthYear", _typed(born, "gYear")), g.add(p, FTV + "birthPlace", _ft("place", place))
    for key, (titles, alternatives, compilers, issued, language, region, count) in FT_COLLECTIONS.items():
        c = _ft("collection", key)
        g.add(c, RDF_TYPE, FTV + "Collection")
        for lang, title in titles.items():
            g.add(c, DCT + "title", _lit(title, lang))
        for lang, title in alternatives.items():
            g.add(c, DCT + "alternative", _lit(title, lang))
        for person in compilers:
            g.add(c, DCT + "creator", _ft("agent", person))
        g.add(c, DCT + "issued", _typed(issued, "gYear")), g.add(c, DCT + "language", _ft("language", language))
        if region:
            g.add(c, DCT + "spatial", _ft("place", region))
        g.add(c, FTV + "taleCount", _typed(count, "integer"))
    for key, (titles, collection, number, tale_type, informant) in FT_TALES.items():
        t = _ft("tale", key)
        g.add(t, RDF_TYPE, FTV + "TaleVersion")
        for lang, title in titles.items():
            g.add(t, DCT + "title", _lit(title, lang))
        g.add(t, DCT + "isPartOf", _ft("collection", collection))
        if number:
            g.add(t, FTV + "khmNumber", _typed(number, "integer"))
        if tale_type:
            g.add(t, DCT + "subject", _ft("atu", tale_type))
        if informant:
            g.add(t, FTV + "informant", _ft("agent", informant))
    return g.unique_text()


def _fts(kind: str, *keys: str) -> set[str]:
    return {_ft(kind, k) for k in keys}


FOLKTALES_QUESTIONS = [
    ("Who compiled the Kinder- und Hausmärchen?", _fts("agent", "jacob-grimm", "wilhelm-grimm")),
    ("When was the Norske Folkeeventyr first published?", {"1841"}),
    ("Which collections appeared before 1812?", _fts("collection", "perrault", "basile")),
    ("Which is the oldest collection of tales?", _fts("collection", "basile")),
    ("Which tale collection is the most recent?", _fts("collection", "calvino")),
    ("Which collection has the most tales?", _fts("collection", "afanasyev")),
    ("Which collections contain more than 43 tales?",
     _fts("collection", "khm", "basile", "afanasyev", "norske", "calvino")),
    ("How many tales does the Kinder- und Hausmärchen contain?", {"210"}),
    ("Which collections are written in English?",
     _fts("collection", "jacobs-eft", "steel-eft", "hunt", "fens", "lang-blue")),
    ("In which language is Lo cunto de li cunti written?", _fts("language", "nap")),
    ("Which collections cover Cornwall?", _fts("collection", "hunt")),
    ("Which region does the Kinder- und Hausmärchen cover?", _fts("place", "hesse")),
    ("Who compiled the English Fairy Tales published in 1890?", _fts("agent", "joseph-jacobs")),
    ("When did Flora Annie Steel's English Fairy Tales appear?", {"1918"}),
    ("Which tales are in the English Fairy Tales of Joseph Jacobs?",
     _fts("tale", "jacobs-tom-tit-tot", "jacobs-tattercoats", "jacobs-sillies", "jacobs-molly", "jacobs-cap")),
    ("In which collection is Tattercoats?", _fts("collection", "jacobs-eft")),
    ("Who told Rotkäppchen to the Brothers Grimm?", _fts("agent", "marie-hassenpflug")),
    ("Which tales did Marie Hassenpflug tell?", _fts("tale", "khm-026", "khm-050")),
    ("What number does Rumpelstilzchen have in the Kinder- und Hausmärchen?", {"55"}),
    ("Which Grimm tales have a number below 26?", _fts("tale", "khm-001", "khm-005", "khm-012", "khm-015", "khm-021")),
    ("Which tale type is Molly Whuppie?", _fts("atu", "327B")),
    ("Which versions of Cinderella are recorded?",
     _fts("tale", "khm-021", "perrault-cendrillon", "basile-gatta", "jacobs-tattercoats")),
    ("How many versions of Sleeping Beauty are recorded?", {"3"}),
    ("What is the ATU number of Puss in Boots?", {"545B"}),
    ("Which tale types belong to the Supernatural Helpers?", _fts("atu", "500", "510A", "510B", "545B")),
    ("Which group does Snow White belong to?", _fts("atu", "700-749")),
    ("What is Snow White called in French?", {"Blanche-Neige"}),
    ("What is another name for The Name of the Supernatural Helper?", {"Rumpelstiltskin"}),
    ("Which collections contain a version of The Maiden in the Tower?", _fts("collection", "khm", "basile", "calvino")),
    ("Which tale types have versions in the Pentamerone?", _fts("atu", "510A", "410", "310")),
    ("Where was Anna Cornwall born?", _fts("place", "bath")),
    ("Which collection did Anna Cornwall compile?", _fts("collection", "fens")),
    ("Where was Jørgen Moe born?", _fts("place", "hole")),
    ("Which compilers were born in Hanau?", _fts("agent", "jacob-grimm", "wilhelm-grimm")),
    ("Which compilers were born before 1812?",
     _fts("agent", "jacob-grimm", "wilhelm-grimm", "charles-perrault", "giambattista-basile", "robert-hunt")),
    ("Which tales were told by informants born in Hanau?", _fts("tale", "khm-026", "khm-050")),
    ("which tale type is rumpelstilzchen", _fts("atu", "500")),
    ("Who compiled the Fiabe italane?", _fts("agent", "italo-calvino")),  # misspelt: italiane
    ("Who illustrated The Blue Fairy Book?", set()),  # no illustrators
    ("How many copies of the Kinder- und Hausmärchen were printed?", set()),  # no print runs
    ("When did Italo Calvino die?", set()),  # no deaths
]
FOLKTALES_MADE_UP = ["Who compiled the Welsh Fairy Book?", "Where was Wilhelm Perrault born?",
                     "Which tales did Dorothea Grimm tell?", "What is the ATU number of The Silver Slipper?",
                     "Which collections cover Brittany?", "When was Tales from the Moors published?"]
FOLKTALES_GRAPHS = [
    ('[("Kinder- und Hausmärchen", "put together by", ?x)]', _fts("agent", "jacob-grimm", "wilhelm-grimm")),
    ('[("Tattercoats", "appears in", ?x)]', _fts("collection", "jacobs-eft")),
    ('[("Anna Cornwall", "home town", ?x)]', _fts("place", "bath")),
    ('[(?x, "narrated by", "Marie Hassenpflug")]', _fts("tale", "khm-026", "khm-050")),
    ('[("Molly Whuppie", "tale category", ?x)]', _fts("atu", "327B")),
    ('[("Norske Folkeeventyr", "came out", ?x)]', {"1841"}),
    ('[("Rotkäppchen", "narrated by", ?p), (?p, "home town", ?x)]', _fts("place", "hanau")),
    ('[(?t, "tale category", "Cinderella"), (?t, "appears in", ?x)]',
     _fts("collection", "khm", "perrault", "basile", "jacobs-eft")),
    ('[("Puss in Boots", "sub-group of", ?g), (?g, "sub-group of", ?x)]', _fts("atu", "300-749")),
    ('[("The Blue Fairy Book", "put together by", ?p), (?p, "home town", ?x)]', _fts("place", "selkirk")),
    ('[("Popular Romances of the West of England", "put together by", ?p), (?p, "year of birth", ?x)]', {"1807"}),
    ('[(?t, "appears in", "Lo cunto de li cunti"), (?t, "tale category", ?x)]', _fts("atu", "510A", "410", "310")),
]


# ---- monorails (a monorail atlas exported as schema.org JSON-LD and turned into triples: lines are typed by the
# ---- atlas's own context term (`…/terms#MonorailLine`) and described with schema.org (`schema:name`,
# ---- `schema:alternateName`, `schema:provider` → operator, `schema:areaServed` → `schema:City`, `schema:startDate`
# ---- / `schema:endDate` xsd:date) plus context terms (`trackType` "suspended" / "straddle-beam", `driverless`
# ---- xsd:boolean, `rollingStock` → `schema:Vehicle`, `designedBy` → `schema:Person`); a line's length and station
# ---- count are BLANK
# ---- `schema:PropertyValue`s under `schema:additionalProperty` (`schema:name` "route length", `schema:value`,
# ---- `schema:unitCode` "KMT"); organisations carry a BLANK address with a plain locality and an ISO
# ---- country code, `schema:parentOrganization` (subsidiary → parent only) and `schema:founder`; people have only
# ---- `schema:givenName` and `schema:familyName`, no `schema:name`) ------------------------------------------------
MO = "https://monorail-atlas.example.com/"
MOT = MO + "terms#"
MO_COUNTRIES = {"DE": "Germany", "US": "United States", "JP": "Japan", "MY": "Malaysia", "CN": "China",
                "KR": "South Korea", "IN": "India", "BR": "Brazil", "AU": "Australia", "SE": "Sweden"}
# city: (schema:name, country)
MO_CITIES = {"wuppertal": ("Wuppertal", "DE"), "dresden": ("Dresden", "DE"), "seattle": ("Seattle", "US"),
             "tokyo": ("Tokyo", "JP"), "osaka": ("Osaka", "JP"), "chiba": ("Chiba", "JP"),
             "las-vegas": ("Las Vegas", "US"), "kuala-lumpur": ("Kuala Lumpur", "MY"),
             "chongqing": ("Chongqing", "CN"), "daegu": ("Daegu", "KR"), "mumbai": ("Mumbai", "IN"),
             "sao-paulo": ("São Paulo", "BR"), "sydney": ("Sydney", "AU"), "naha": ("Naha", "JP"),
             "anaheim": ("Anaheim", "US"), "cologne": ("Cologne", "DE"), "uddevalla": ("Uddevalla", "SE"),
             "los-angeles": ("Los Angeles", "US"), "sapporo": ("Sapporo", "JP"), "chicago": ("Chicago", "US")}
# person: (given name, family name, birth date, birth place)
MO_PEOPLE = {"eugen-langen": ("Eugen", "Langen", "1833-10-09", "cologne"),
             "axel-wenner-gren": ("Axel", "Wenner-Gren", "1881-06-05", "uddevalla"),
             "bob-gurr": ("Bob", "Gurr", "1931-10-25", "los-angeles"),
             "kenji-osaka": ("Kenji", "Osaka", "1948-02-11", "sapporo"),
             "walt-disney": ("Walt", "Disney", "1901-12-05", "chicago")}
# organisation: (schema type, schema:name, address locality, address country, parent or None, founder or None)
MO_ORGS = {
    "wsw": ("Corporation", "Wuppertaler Stadtwerke", "Wuppertal", "DE", None, None),
    "wsw-mobil": ("Organization", "WSW mobil GmbH", "Wuppertal", "DE", "wsw", None),
    "dvb": ("Organization", "Dresdner Verkehrsbetriebe", "Dresden", "DE", None, None),
    "sms": ("Organization", "Seattle Monorail Services", "Seattle", "US", None, None),
    "jr-east": ("Corporation", "East Japan Railway Company", "Tokyo", "JP", None, None),
    "tokyo-monorail": ("Organization", "Tokyo Monorail Co., Ltd.", "Tokyo", "JP", "jr-east", None),
    "osaka-monorail": ("Organization", "Osaka Monorail Co., Ltd.", "Suita", "JP", None, None),
    "chiba-monorail": ("Organization", "Chiba Urban Monorail Co., Ltd.", "Chiba", "JP", None, None),
    "lvmc": ("Organization", "Las Vegas Monorail Company", "Las Vegas", "US", None, None),
    "prasarana": ("Corporation", "Prasarana Malaysia", "Kuala Lumpur", "MY", None, None),
    "rapid-rail": ("Organization", "Rapid Rail", "Kuala Lumpur", "MY", "prasarana", None),
    "cqrt": ("Organization", "Chongqing Rail Transit Group", "Chongqing", "CN", None, None),
    "dtro": ("Organization", "Daegu Transportation Corporation", "Daegu", "KR", None, None),
    "mmrda": ("Organization", "Mumbai Metropolitan Region Development Authority", "Mumbai", "IN", None,
              None),
    "metro-sp": ("Organization", "Companhia do Metropolitano de São Paulo", "São Paulo", "BR", None, None),
    "mts": ("Organization", "Metro Transport Sydney", "Sydney", "AU", None, None),
    "okinawa-monorail": ("Organization", "Okinawa Urban Monorail, Inc.", "Naha", "JP", None, None),
    "disney": ("Corporation", "The Walt Disney Company", "Burbank", "US", None, "walt-disney"),
    "disneyland-resort": ("Organization", "Disneyland Resort", "Anaheim", "US", "disney", None),
    "vossloh-kiepe": ("Corporation", "Vossloh Kiepe", "Düsseldorf", "DE", None, None),
    "alweg": ("Corporation", "Alweg", "Cologne", "DE", None, "axel-wenner-gren"),
    "hitachi": ("Corporation", "Hitachi Rail", "Tokyo", "JP", None, None),
    "mhi": ("Corporation", "Mitsubishi Heavy Industries", "Tokyo", "JP", None, None),
    "bombardier": ("Corporation", "Bombardier Transportation", "Berlin", "DE", None, None),
    "scomi": ("Corporation", "Scomi Engineering", "Kuala Lumpur", "MY", None, None),
    "crrc-changchun": ("Corporation", "CRRC Changchun Railway Vehicles", "Changchun", "CN", None, None),
    "von-roll": ("Corporation", "Von Roll", "Gerlafingen", "CH", None, None),
}
# rolling stock: (schema:name, manufacturer, model year)
MO_VEHICLES = {"generation-15": ("Generation 15", "vossloh-kiepe", "2015"),
               "alweg-seattle": ("Alweg Seattle train", "alweg", "1962"),
               "tm-10000": ("Tokyo Monorail 10000 series", "hitachi", "2014"),
               "om-3000": ("Osaka Monorail 3000 series", "hitachi", "2018"),
               "urban-flyer-0": ("Urban Flyer 0", "mhi", "2012"),
               "mvi": ("Bombardier MVI", "bombardier", "2004"),
               "scomi-sutra": ("Scomi SUTRA", "scomi", "2014"),
               "cq-car": ("Chongqing straddle monorail car", "crrc-changchun", "2011"),
               "daegu-train": ("Daegu Line 3 train", "hitachi", "2015"),
               "innovia-300": ("Innovia Monorail 300", "bombardier", "2014"),
               "von-roll-mk3": ("Von Roll Mark III", "von-roll", "1988"),
               "okinawa-1000": ("Okinawa Monorail 1000 series", "hitachi", "2003"),
               "mark-vii": ("Disneyland Monorail Mark VII", "bombardier", "2008")}
# line: (schema:name, alternate name or None, city, operator, opened, closed or None, route length in km, stations,
#        track type, rolling stock or None, designers); the driverless lines are listed below
MO_LINES = {
    "wuppertal": ("Wuppertal Suspension Railway", "Wuppertaler Schwebebahn", "wuppertal", "wsw-mobil", "1901-03-01",
                  None, "13.3", 20, "suspended", "generation-15", ["eugen-langen"]),
    "dresden": ("Dresden Suspension Railway", "Schwebebahn Dresden", "dresden", "dvb", "1901-05-06", None, "0.274",
                2, "suspended", None, ["eugen-langen"]),
    "seattle": ("Seattle Center Monorail", None, "seattle", "sms", "1962-03-24", None, "1.4", 2, "straddle-beam",
                "alweg-seattle", []),
    "tokyo": ("Tokyo Monorail Haneda Airport Line", None, "tokyo", "tokyo-monorail", "1964-09-17", None, "17.8", 11,
              "straddle-beam", "tm-10000", []),
    "osaka": ("Osaka Monorail Main Line", None, "osaka", "osaka-monorail", "1990-06-01", None, "21.2", 14,
              "straddle-beam", "om-3000", []),
    "chiba": ("Chiba Urban Monorail", None, "chiba", "chiba-monorail", "1988-03-28", None, "15.2", 18, "suspended",
              "urban-flyer-0", ["kenji-osaka"]),
    "las-vegas": ("Las Vegas Monorail", None, "las-vegas", "lvmc", "2004-07-15", None, "6.3", 7, "straddle-beam",
                  "mvi", []),
    "kl": ("KL Monorail", "Kuala Lumpur Monorail", "kuala-lumpur", "rapid-rail", "2003-08-31", None, "8.6", 11,
           "straddle-beam", "scomi-sutra", []),
    "chongqing-3": ("Line 3", None, "chongqing", "cqrt", "2011-09-29", None, "67.09", 45, "straddle-beam", "cq-car",
                    []),
    "daegu-3": ("Line 3", None, "daegu", "dtro", "2015-04-23", None, "23.95", 30, "straddle-beam", "daegu-train", []),
    "mumbai": ("Mumbai Monorail", None, "mumbai", "mmrda", "2014-02-02", None, "19.54", 17, "straddle-beam",
               "scomi-sutra", []),
    "sao-paulo-15": ("Line 15-Silver", "Linha 15–Prata", "sao-paulo", "metro-sp", "2014-08-30", None, "14.6", 11,
                     "straddle-beam", "innovia-300", []),
    "sydney": ("Sydney Monorail", None, "sydney", "mts", "1988-07-21", "2013-06-30", "3.6", 8, "straddle-beam",
               "von-roll-mk3", []),
    "okinawa": ("Okinawa Urban Monorail", "Yui Rail", "naha", "okinawa-monorail", "2003-08-10", None, "17", 19,
                "straddle-beam", "okinawa-1000", ["kenji-osaka"]),
    "disneyland": ("Disneyland Monorail", None, "anaheim", "disneyland-resort", "1959-06-14", None, "4", 2,
                   "straddle-beam", "mark-vii", ["bob-gurr"]),
}


MO_DRIVERLESS = {"las-vegas", "daegu-3", "sao-paulo-15"}


def _mo(kind: str, key: str) -> str:
    return f"{MO}{kind}/{key}"


def monorails_kg() -> str:
    """N-Triples of the schema.org JSON-LD monorail atlas: blank property values and addresses, given/family names."""
    g = Graph()
    for code, name in MO_COUNTRIES.items():
        c = _mo("country", code)
        g.add(c, RDF_TYPE, SCHEMA + "Country"), g.add(c, SCHEMA + "name", _lit(name))
    for key, (name, country) in MO_CITIES.items():
        c = _mo("city", key)
        g.add(c, RDF_TYPE, SCHEMA + "City"), g.add(c, SCHEMA + "name", _lit(name))
        g.add(c, SCHEMA + "containedInPlace", _mo("country", country))
    for key, (given, family, born, place) in MO_PEOPLE.items():
        p = _mo("person", key)
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "givenName", _lit(given))
        g.add(p, SCHEMA + "familyName", _lit(family)), g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        g.add(p, SCHEMA + "birthPlace", _mo("city", place))
    for key, (kind, name, locality, country, parent, founder) in MO_ORGS.items():
        o, a = _mo("org", key), "_:address_" + key.replace("-", "_")
        g.add(o, RDF_TYPE, SCHEMA + kind), g.add(o, SCHEMA + "name", _lit(name))
        g.add(o, SCHEMA + "address", a)
        g.add(a, SCHEMA + "addressLocality", _lit(locality)), g.add(a, SCHEMA + "addressCountry", _lit(country))
        if parent:
            g.add(o, SCHEMA + "parentOrganization", _mo("org", parent))
        if founder:
            g.add(o, SCHEMA + "founder", _mo("person", founder))
    for key, (name, maker, year) in MO_VEHICLES.items():
        v = _mo("rolling-stock", key)
        g.add(v, RDF_TYPE, SCHEMA + "Vehicle"), g.add(v, SCHEMA + "name", _lit(name))
        g.add(v, SCHEMA + "manufacturer", _mo("org", maker))
        g.add(v, SCHEMA + "vehicleModelDate", _typed(year, "gYear"))
    for key, fields in MO_LINES.items():
        name, alternate, city, operator, opened, closed, length, stations, track, stock, designers = fields
        line, b = _mo("line", key), "_:" + key.replace("-", "_")
        g.add(line, RDF_TYPE, MOT + "MonorailLine"), g.add(line, SCHEMA + "name", _lit(name))
        if alternate:
            g.add(line, SCHEMA + "alternateName", _lit(alternate))
        g.add(line, SCHEMA + "provider", _mo("org", operator)), g.add(line, SCHEMA + "areaServed", _mo("city", city))
        g.add(line, SCHEMA + "startDate", _typed(opened, "date"))
        if closed:
            g.add(line, SCHEMA + "endDate", _typed(closed, "date"))
        g.add(line, MOT + "trackType", _lit(track))
        g.add(line, MOT + "driverless", _typed(str(key in MO_DRIVERLESS).lower(), "boolean"))
        if stock:
            g.add(line, MOT + "rollingStock", _mo("rolling-stock", stock))
        for person in designers:
            g.add(line, MOT + "designedBy", _mo("person", person))
        for suffix, prop, value, unit in (("length", "route length", _typed(length, "decimal"), "KMT"),
                                          ("stations", "number of stations", _typed(stations, "integer"), None)):
            pv = f"{b}_{suffix}"
            g.add(line, SCHEMA + "additionalProperty", pv), g.add(pv, RDF_TYPE, SCHEMA + "PropertyValue")
            g.add(pv, SCHEMA + "name", _lit(prop)), g.add(pv, SCHEMA + "value", value)
            if unit:
                g.add(pv, SCHEMA + "unitCode", _lit(unit))
    return g.unique_text()


def _mos(kind: str, *keys: str) -> set[str]:
    return {_mo(kind, k) for k in keys}


MONORAILS_QUESTIONS = [
    ("In which city is the Wuppertal Suspension Railway?", _mos("city", "wuppertal")),
    ("Who operates the Las Vegas Monorail?", _mos("org", "lvmc")),
    ("Which monorails run trains made by Hitachi Rail?", _mos("line", "tokyo", "osaka", "daegu-3", "okinawa")),
    ("When did the Tokyo Monorail Haneda Airport Line open?", {"1964-09-17"}),
    ("Which is the longest monorail?", _mos("line", "chongqing-3")),
    ("Which is the shortest monorail?", _mos("line", "dresden")),
    ("Which monorail has the most stations?", _mos("line", "chongqing-3")),
    ("How long is the Mumbai Monorail?", {"19.54"}),
    ("Which monorails are longer than 17 kilometres?",
     _mos("line", "tokyo", "osaka", "chongqing-3", "daegu-3", "mumbai")),
    ("Which monorails have more than 17 stations?",
     _mos("line", "wuppertal", "chiba", "chongqing-3", "daegu-3", "okinawa")),
    ("Which monorails are suspended monorails?", _mos("line", "wuppertal", "dresden", "chiba")),
    ("Which is the oldest monorail?", _mos("line", "wuppertal")),
    ("Which monorails opened before 1988?", _mos("line", "wuppertal", "dresden", "seattle", "tokyo", "disneyland")),
    ("Which monorail has closed?", _mos("line", "sydney")),
    ("When did the Sydney Monorail close?", {"2013-06-30"}),
    ("Which monorails are in Japan?", _mos("line", "tokyo", "osaka", "chiba", "okinawa")),
    ("When did the Line 3 in Daegu open?", {"2015-04-23"}),
    ("How long is the Line 3 in Chongqing?", {"67.09"}),
    ("Which company makes the Innovia Monorail 300?", _mos("org", "bombardier")),
    ("Which trains does Bombardier Transportation make?", _mos("rolling-stock", "mvi", "innovia-300", "mark-vii")),
    ("Which monorails did Eugen Langen design?", _mos("line", "wuppertal", "dresden")),
    ("Where was Eugen Langen born?", _mos("city", "cologne")),
    ("Who founded Alweg?", _mos("person", "axel-wenner-gren")),
    ("When was Bob Gurr born?", {"1931-10-25"}),
    ("Which monorails did Kenji Osaka design?", _mos("line", "chiba", "okinawa")),
    ("Where was Kenji Osaka born?", _mos("city", "sapporo")),
    ("Which company is the parent of Tokyo Monorail Co., Ltd.?", _mos("org", "jr-east")),
    ("Which companies belong to The Walt Disney Company?", _mos("org", "disneyland-resort")),
    ("What is the other name of the Okinawa Urban Monorail?", {"Yui Rail"}),
    ("Which trains run on the Seattle Center Monorail?", _mos("rolling-stock", "alweg-seattle")),
    ("Which monorails use the Scomi SUTRA?", _mos("line", "kl", "mumbai")),
    ("In which town is Vossloh Kiepe based?", {"Düsseldorf"}),
    ("In which town is the maker of the Urban Flyer 0 based?", {"Tokyo"}),
    ("How many monorails use trains built by Hitachi Rail?", {"4"}),
    ("Which straddle-beam monorails are in the United States?", _mos("line", "seattle", "las-vegas", "disneyland")),
    ("Which monorails run without drivers?", _mos("line", "las-vegas", "daegu-3", "sao-paulo-15")),
    ("who operates the line 15-silver", _mos("org", "metro-sp")),
    ("When did the Wupertal Suspension Railway open?", {"1901-03-01"}),  # misspelt: Wuppertal
    ("How much is a ticket on the Las Vegas Monorail?", set()),  # no fares
    ("How many passengers ride the Tokyo Monorail Haneda Airport Line each day?", set()),  # no ridership
    ("How much did the Mumbai Monorail cost to build?", set()),  # no construction costs
]
MONORAILS_MADE_UP = ["Who operates the Vienna Monorail?", "Where was Eugen Gurr born?",
                     "Which monorails did Axel Langen design?", "Which trains does Siemens Mobility make?",
                     "Which monorails are in Thailand?", "When did the Moscow Monorail open?"]
MONORAILS_GRAPHS = [
    ('[("Las Vegas Monorail", "run by", ?x)]', _mos("org", "lvmc")),
    ('[(?x, "conceived by", "Eugen Langen")]', _mos("line", "wuppertal", "dresden")),
    ('[("Innovia Monorail 300", "built by", ?x)]', _mos("org", "bombardier")),
    ('[("Kenji Osaka", "place of origin", ?x)]', _mos("city", "sapporo")),
    ('[("Tokyo Monorail Co., Ltd.", "owned by", ?x)]', _mos("org", "jr-east")),
    ('[("Seattle Center Monorail", "trains used", ?x)]', _mos("rolling-stock", "alweg-seattle")),
    ('[("Okinawa Urban Monorail", "conceived by", ?p), (?p, "place of origin", ?x)]', _mos("city", "sapporo")),
    ('[(?l, "trains used", "Scomi SUTRA"), (?l, "serves city", ?x)]', _mos("city", "kuala-lumpur", "mumbai")),
    ('[("Disneyland Resort", "owned by", ?o), (?o, "set up by", ?x)]', _mos("person", "walt-disney")),
    ('[(?l, "run by", "Rapid Rail"), (?l, "opening day", ?x)]', {"2003-08-31"}),
    ('[("Line 15-Silver", "trains used", ?t), (?t, "built by", ?x)]', _mos("org", "bombardier")),
    ('[("Wuppertal Suspension Railway", "serves city", ?c), (?c, "in country", ?x)]', _mos("country", "DE")),
]


# ---- accelerators (an OWL ontology of particle accelerators with a class hierarchy and NO labels on individuals:
# ---- every laboratory, accelerator, place, person and particle is named only by its IRI (`…/resource/CERN`,
# ---- `…/resource/CERN/Large_Hadron_Collider`, `…/resource/place/Meyrin`, `…/resource/person/Lyn_Evans`); classes
# ---- and properties are declared (`owl:Class`, `rdfs:subClassOf`, `owl:ObjectProperty` / `owl:DatatypeProperty`
# ---- with `rdfs:domain`, `rdfs:range` and an English `rdfs:label`); accelerators are typed only by their most
# ---- specific class (`Collider` and `LightSource` under `Synchrotron` under `CircularAccelerator` under
# ---- `Accelerator`), so "which synchrotrons" takes in the colliders; an accelerator names its host laboratory, the
# ---- next ring it `injectsInto` and the tunnel it `reusesTunnelOf`, never the other way round) --------------------
AC = "https://particle-accelerators.example.org/"
ACO, ACR = AC + "ontology#", AC + "resource/"
# class: (rdfs:label, superclass or None)
AC_CLASSES = {"Accelerator": ("particle accelerator", None),
              "CircularAccelerator": ("circular accelerator", "Accelerator"),
              "LinearAccelerator": ("linear accelerator", "Accelerator"),
              "Synchrotron": ("synchrotron", "CircularAccelerator"), "Cyclotron": ("cyclotron", "CircularAccelerator"),
              "Collider": ("collider", "Synchrotron"), "LightSource": ("synchrotron light source", "Synchrotron"),
              "Laboratory": ("laboratory", None), "City": ("city", None), "Country": ("country", None),
              "Person": ("person", None), "Particle": ("particle", None)}
# property: (kind, rdfs:label, domain, range: a class or an xsd datatype)
AC_PROPERTIES = {
    "hostedBy": ("Object", "hosted by", "Accelerator", "Laboratory"),
    "locatedIn": ("Object", "located in", "Laboratory", "City"),
    "country": ("Object", "country", "City", "Country"),
    "founded": ("Datatype", "founding year", "Laboratory", "gYear"),
    "firstBeam": ("Datatype", "first beam", "Accelerator", "gYear"),
    "decommissioned": ("Datatype", "decommissioned", "Accelerator", "gYear"),
    "circumference": ("Datatype", "circumference in metres", "CircularAccelerator", "decimal"),
    "length": ("Datatype", "length in metres", "LinearAccelerator", "decimal"),
    "beamEnergy": ("Datatype", "maximum beam energy in GeV", "Accelerator", "decimal"),
    "accelerates": ("Object", "accelerates", "Accelerator", "Particle"),
    "injectsInto": ("Object", "injects into", "Accelerator", "Accelerator"),
    "reusesTunnelOf": ("Object", "reuses tunnel of", "Accelerator", "Accelerator"),
    "projectLeader": ("Object", "project leader", "Accelerator", "Person"),
    "birthPlace": ("Object", "birth place", "Person", "City"),
    "birthYear": ("Datatype", "birth year", "Person", "gYear"),
}
AC_COUNTRIES = ["Switzerland", "United_States", "Germany", "Japan", "France", "United_Kingdom", "China", "Norway",
                "Italy"]
AC_CITIES = {"Meyrin": "Switzerland", "Batavia": "United_States", "Upton": "United_States", "Hamburg": "Germany",
             "Menlo_Park": "United_States", "Tsukuba": "Japan", "Grenoble": "France", "Harwell": "United_Kingdom",
             "Sayo": "Japan", "Lemont": "United_States", "Beijing": "China", "Berkeley": "United_States",
             "Aberdare": "United_Kingdom", "Kingston_upon_Thames": "United_Kingdom", "Detroit": "United_States",
             "Bruvik": "Norway", "Berlin": "Germany", "Genoa": "Italy", "Munich": "Germany"}
# laboratory: (city, founded)
AC_LABS = {"CERN": ("Meyrin", "1954"), "Fermilab": ("Batavia", "1967"),
           "Brookhaven_National_Laboratory": ("Upton", "1947"), "DESY": ("Hamburg", "1959"),
           "SLAC_National_Accelerator_Laboratory": ("Menlo_Park", "1962"), "KEK": ("Tsukuba", "1971"),
           "European_Synchrotron_Radiation_Facility": ("Grenoble", "1988"),
           "Diamond_Light_Source": ("Harwell", "2002"), "RIKEN_SPring-8_Center": ("Sayo", "2005"),
           "Argonne_National_Laboratory": ("Lemont", "1946"),
           "Institute_of_High_Energy_Physics": ("Beijing", "1973"),
           "Lawrence_Berkeley_National_Laboratory": ("Berkeley", "1931")}
# person: (birth year, birth place)
AC_PEOPLE = {"Lyn_Evans": ("1945", "Aberdare"), "John_Adams": ("1920", "Kingston_upon_Thames"),
             "Helen_Edwards": ("1936", "Detroit"), "Bjørn_Wiik": ("1937", "Bruvik"),
             "Wolfgang_Panofsky": ("1919", "Berlin"), "Emilio_Picasso": ("1927", "Genoa"),
             "Helmut_Hamburg": ("1950", "Munich")}
AC_PARTICLES = ["Proton", "Antiproton", "Electron", "Positron", "Gold_ion", "Lead_ion", "Hydrogen_anion"]
# accelerator: (laboratory, name, class, first beam, decommissioned or None, circumference m or None, length m or
#               None, beam energy GeV, particles, injects into (same laboratory) or None, project leader or None,
#               reuses the tunnel of (same laboratory) or None)
AC_ACCELERATORS = [
    ("CERN", "Proton_Synchrotron", "Synchrotron", "1959", None, "628", None, "26", ["Proton"],
     "Super_Proton_Synchrotron", "John_Adams", None),
    ("CERN", "Super_Proton_Synchrotron", "Synchrotron", "1976", None, "6912", None, "450", ["Proton"],
     "Large_Hadron_Collider", "John_Adams", None),
    ("CERN", "Large_Electron-Positron_Collider", "Collider", "1989", "2000", "26659", None, "104.5",
     ["Electron", "Positron"], None, "Emilio_Picasso", None),
    ("CERN", "Large_Hadron_Collider", "Collider", "2008", None, "26659", None, "6800", ["Proton", "Lead_ion"], None,
     "Lyn_Evans", "Large_Electron-Positron_Collider"),
    ("CERN", "Proton_Synchrotron_Booster", "Synchrotron", "1972", None, "157", None, "2", ["Proton"],
     "Proton_Synchrotron", None, None),
    ("CERN", "Synchrocyclotron", "Cyclotron", "1957", "1990", None, None, "0.6", ["Proton"], None, None, None),
    ("CERN", "Linac_4", "LinearAccelerator", "2020", None, None, "86", "0.16", ["Hydrogen_anion"],
     "Proton_Synchrotron_Booster", None, None),
    ("Fermilab", "Tevatron", "Collider", "1983", "2011", "6283", None, "980", ["Proton", "Antiproton"], None,
     "Helen_Edwards", None),
    ("Fermilab", "Main_Injector", "Synchrotron", "1999", None, "3319", None, "150", ["Proton", "Antiproton"],
     "Tevatron", None, None),
    ("Fermilab", "Booster", "Synchrotron", "1970", None, "474", None, "8", ["Proton"], "Main_Injector", None, None),
    ("Brookhaven_National_Laboratory", "Cosmotron", "Synchrotron", "1953", "1966", "72", None, "3.3", ["Proton"], None,
     None, None),
    ("Brookhaven_National_Laboratory", "Alternating_Gradient_Synchrotron", "Synchrotron", "1960", None, "807", None,
     "33", ["Proton", "Gold_ion"], "Relativistic_Heavy_Ion_Collider", None, None),
    ("Brookhaven_National_Laboratory", "Booster", "Synchrotron", "1991", None, "202", None, "2.5",
     ["Proton", "Gold_ion"], "Alternating_Gradient_Synchrotron", None, None),
    ("Brookhaven_National_Laboratory", "Relativistic_Heavy_Ion_Collider", "Collider", "2000", None, "3834", None,
     "255", ["Proton", "Gold_ion"], None, None, None),
    ("DESY", "HERA", "Collider", "1992", "2007", "6336", None, "920", ["Proton", "Electron"], None, "Bjørn_Wiik",
     None),
    ("DESY", "PETRA_III", "LightSource", "2009", None, "2304", None, "6", ["Electron"], None, None, None),
    ("SLAC_National_Accelerator_Laboratory", "SLAC_Linac", "LinearAccelerator", "1966", None, None, "3200", "50",
     ["Electron", "Positron"], "PEP-II", "Wolfgang_Panofsky", None),
    ("SLAC_National_Accelerator_Laboratory", "PEP-II", "Collider", "1998", "2008", "2200", None, "9",
     ["Electron", "Positron"], None, None, None),
    ("KEK", "KEKB", "Collider", "1998", "2010", "3016", None, "8", ["Electron", "Positron"], None, None, None),
    ("KEK", "SuperKEKB", "Collider", "2016", None, "3016", None, "7", ["Electron", "Positron"], None, None, "KEKB"),
    ("European_Synchrotron_Radiation_Facility", "ESRF_storage_ring", "LightSource", "1992", None, "844", None, "6",
     ["Electron"], None, "Helmut_Hamburg", None),
    ("Diamond_Light_Source", "Diamond_storage_ring", "LightSource", "2006", None, "561.6", None, "3", ["Electron"],
     None, "Helmut_Hamburg", None),
    ("RIKEN_SPring-8_Center", "SPring-8", "LightSource", "1997", None, "1436", None, "8", ["Electron"], None, None,
     None),
    ("Argonne_National_Laboratory", "Advanced_Photon_Source", "LightSource", "1995", None, "1104", None, "7",
     ["Electron"], None, None, None),
    ("Institute_of_High_Energy_Physics", "BEPC_II", "Collider", "2008", None, "237.5", None, "1.89",
     ["Electron", "Positron"], None, None, None),
    ("Lawrence_Berkeley_National_Laboratory", "Bevatron", "Synchrotron", "1954", "1993", "114", None, "6.2",
     ["Proton"], None, None, None),
]


def accelerators_kg() -> str:
    """N-Triples of the OWL accelerator ontology: a class hierarchy, declared properties, unlabelled individuals."""
    g = Graph()
    g.add(AC + "ontology", RDF_TYPE, OWL + "Ontology"), g.add(AC + "ontology", RDFS + "label",
                                                             _lit("Particle accelerator ontology", "en"))
    for cls, (label, parent) in AC_CLASSES.items():
        g.add(ACO + cls, RDF_TYPE, OWL + "Class"), g.add(ACO + cls, RDFS + "label", _lit(label, "en"))
        if parent:
            g.add(ACO + cls, RDFS + "subClassOf", ACO + parent)
    for prop, (kind, label, domain, range_) in AC_PROPERTIES.items():
        g.add(ACO + prop, RDF_TYPE, f"{OWL}{kind}Property"), g.add(ACO + prop, RDFS + "label", _lit(label, "en"))
        g.add(ACO + prop, RDFS + "domain", ACO + domain)
        g.add(ACO + prop, RDFS + "range", (XSD if kind == "Datatype" else ACO) + range_)
    for country in AC_COUNTRIES:
        g.add(f"{ACR}place/{country}", RDF_TYPE, ACO + "Country")
    for city, country in AC_CITIES.items():
        g.add(f"{ACR}place/{city}", RDF_TYPE, ACO + "City"), g.add(f"{ACR}place/{city}", ACO + "country",
                                                                   f"{ACR}place/{country}")
    for lab, (city, founded) in AC_LABS.items():
        g.add(ACR + lab, RDF_TYPE, ACO + "Laboratory"), g.add(ACR + lab, ACO + "locatedIn", f"{ACR}place/{city}")
        g.add(ACR + lab, ACO + "founded", _typed(founded, "gYear"))
    for person, (born, place) in AC_PEOPLE.items():
        p = f"{ACR}person/{person}"
        g.add(p, RDF_TYPE, ACO + "Person"), g.add(p, ACO + "birthYear", _typed(born, "gYear"))
        g.add(p, ACO + "birthPlace", f"{ACR}place/{place}")
    for particle in AC_PARTICLES:
        g.add(f"{ACR}particle/{particle}", RDF_TYPE, ACO + "Particle")
    for fields in AC_ACCELERATORS:
        lab, name, cls, first, last, circumference, length, energy, particles, feeds, leader, tunnel = fields
        a = f"{ACR}{lab}/{name}"
        g.add(a, RDF_TYPE, ACO + cls), g.add(a, ACO + "hostedBy", ACR + lab)
        g.add(a, ACO + "firstBeam", _typed(first, "gYear"))
        if last:
            g.add(a, ACO + "decommissioned", _typed(last, "gYear"))
        if circumference:
            g.add(a, ACO + "circumference", _typed(circumference, "decimal"))
        if length:
            g.add(a, ACO + "length", _typed(length, "decimal"))
        g.add(a, ACO + "beamEnergy", _typed(energy, "decimal"))
        for particle in particles:
            g.add(a, ACO + "accelerates", f"{ACR}particle/{particle}")
        if feeds:
            g.add(a, ACO + "injectsInto", f"{ACR}{lab}/{feeds}")
        if leader:
            g.add(a, ACO + "projectLeader", f"{ACR}person/{leader}")
        if tunnel:
            g.add(a, ACO + "reusesTunnelOf", f"{ACR}{lab}/{tunnel}")
    return g.unique_text()


def _acs(*paths: str) -> set[str]:
    return {ACR + p for p in paths}


AC_COLLIDERS = ("CERN/Large_Electron-Positron_Collider", "CERN/Large_Hadron_Collider", "Fermilab/Tevatron",
                "Brookhaven_National_Laboratory/Relativistic_Heavy_Ion_Collider", "DESY/HERA",
                "SLAC_National_Accelerator_Laboratory/PEP-II", "KEK/KEKB", "KEK/SuperKEKB",
                "Institute_of_High_Energy_Physics/BEPC_II")
ACCELERATORS_QUESTIONS = [
    ("Which laboratory hosts the Tevatron?", _acs("Fermilab")),
    ("Which accelerators does DESY host?", _acs("DESY/HERA", "DESY/PETRA_III")),
    ("Where is CERN?", _acs("place/Meyrin")),
    ("When did the Large Hadron Collider first produce a beam?", {"2008"}),
    ("When was HERA shut down?", {"2007"}),
    ("What is the circumference of the Relativistic Heavy Ion Collider?", {"3834"}),
    ("Which accelerator reaches the highest beam energy?", _acs("CERN/Large_Hadron_Collider")),
    ("Which is the oldest accelerator?", _acs("Brookhaven_National_Laboratory/Cosmotron")),
    ("Which accelerators had their first beam before 1970?",
     _acs("CERN/Proton_Synchrotron", "CERN/Synchrocyclotron", "Brookhaven_National_Laboratory/Cosmotron",
          "Brookhaven_National_Laboratory/Alternating_Gradient_Synchrotron",
          "SLAC_National_Accelerator_Laboratory/SLAC_Linac", "Lawrence_Berkeley_National_Laboratory/Bevatron")),
    ("Which colliders are larger than 3834 metres around?",
     _acs("CERN/Large_Electron-Positron_Collider", "CERN/Large_Hadron_Collider", "Fermilab/Tevatron", "DESY/HERA")),
    ("Which accelerators are colliders?", _acs(*AC_COLLIDERS)),
    ("Which accelerators are synchrotron light sources?",
     _acs("DESY/PETRA_III", "European_Synchrotron_Radiation_Facility/ESRF_storage_ring",
          "Diamond_Light_Source/Diamond_storage_ring", "RIKEN_SPring-8_Center/SPring-8",
          "Argonne_National_Laboratory/Advanced_Photon_Source")),
    ("Which synchrotrons does Brookhaven National Laboratory operate?",
     _acs("Brookhaven_National_Laboratory/Cosmotron", "Brookhaven_National_Laboratory/Alternating_Gradient_Synchrotron",
          "Brookhaven_National_Laboratory/Booster", "Brookhaven_National_Laboratory/Relativistic_Heavy_Ion_Collider")),
    ("Which accelerators have been decommissioned?",
     _acs("CERN/Large_Electron-Positron_Collider", "CERN/Synchrocyclotron", "Fermilab/Tevatron",
          "Brookhaven_National_Laboratory/Cosmotron", "DESY/HERA", "SLAC_National_Accelerator_Laboratory/PEP-II",
          "KEK/KEKB", "Lawrence_Berkeley_National_Laboratory/Bevatron")),
    ("Which accelerators accelerate gold ions?",
     _acs("Brookhaven_National_Laboratory/Alternating_Gradient_Synchrotron", "Brookhaven_National_Laboratory/Booster",
          "Brookhaven_National_Laboratory/Relativistic_Heavy_Ion_Collider")),
    ("Which particles does the Tevatron accelerate?", _acs("particle/Proton", "particle/Antiproton")),
    ("Into which accelerator does the Main Injector feed?", _acs("Fermilab/Tevatron")),
    ("Which accelerator feeds the Large Hadron Collider?", _acs("CERN/Super_Proton_Synchrotron")),
    ("Which accelerators feed into the Proton Synchrotron?", _acs("CERN/Proton_Synchrotron_Booster")),
    ("Which accelerator's tunnel does the Large Hadron Collider reuse?", _acs("CERN/Large_Electron-Positron_Collider")),
    ("Who led the Large Hadron Collider project?", _acs("person/Lyn_Evans")),
    ("Where was Lyn Evans born?", _acs("place/Aberdare")),
    ("Which accelerators did Helmut Hamburg lead?",
     _acs("European_Synchrotron_Radiation_Facility/ESRF_storage_ring", "Diamond_Light_Source/Diamond_storage_ring")),
    ("Where was Helmut Hamburg born?", _acs("place/Munich")),
    ("When was Bjørn Wiik born?", {"1937"}),
    ("In which country is KEK?", _acs("place/Japan")),
    ("Which laboratories are in the United States?",
     _acs("Fermilab", "Brookhaven_National_Laboratory", "SLAC_National_Accelerator_Laboratory",
          "Argonne_National_Laboratory", "Lawrence_Berkeley_National_Laboratory")),
    ("Which accelerators are in Japan?", _acs("KEK/KEKB", "KEK/SuperKEKB", "RIKEN_SPring-8_Center/SPring-8")),
    ("How many accelerators does CERN host?", {"7"}),
    ("What is the beam energy of the Booster at Fermilab?", {"8"}),
    ("When did the Booster at Brookhaven first run?", {"1991"}),
    ("Which is the oldest laboratory?", _acs("Lawrence_Berkeley_National_Laboratory")),
    ("When was Fermilab founded?", {"1967"}),
    ("Where was the project leader of the Tevatron born?", _acs("place/Detroit")),
    ("How long is Linac 4?", {"86"}),
    ("Which light sources run at 6 GeV?",
     _acs("DESY/PETRA_III", "European_Synchrotron_Radiation_Facility/ESRF_storage_ring")),
    ("which laboratory hosts superkekb", _acs("KEK")),
    ("When was the Tevatorn shut down?", {"2011"}),  # misspelt: Tevatron
    ("How much did the Large Hadron Collider cost to build?", set()),  # no costs
    ("How many people work at Fermilab?", set()),  # no staff numbers
    ("How many magnets does the Tevatron have?", set()),  # no magnet counts
]
ACCELERATORS_MADE_UP = ["Which laboratory hosts the Tevatron II?", "Where was Lyn Wiik born?",
                        "Which accelerators does TRIUMF host?", "Which accelerators did Helen Adams lead?",
                        "When did the Grand Muon Collider first run?", "Which accelerators are in Sweden?"]
ACCELERATORS_GRAPHS = [
    ('[("Tevatron", "run at", ?x)]', _acs("Fermilab")),
    ('[(?x, "feeds", "Large Hadron Collider")]', _acs("CERN/Super_Proton_Synchrotron")),
    ('[("Lyn Evans", "native town", ?x)]', _acs("place/Aberdare")),
    ('[("HERA", "switched on", ?x)]', {"1992"}),
    ('[("Relativistic Heavy Ion Collider", "particle type", ?x)]', _acs("particle/Proton", "particle/Gold_ion")),
    ('[(?x, "headed by", "Helmut Hamburg")]',
     _acs("European_Synchrotron_Radiation_Facility/ESRF_storage_ring", "Diamond_Light_Source/Diamond_storage_ring")),
    ('[("SuperKEKB", "run at", ?l), (?l, "situated in", ?x)]', _acs("place/Tsukuba")),
    ('[(?a, "run at", "DESY"), (?a, "switched on", ?x)]', {"1992", "2009"}),
    ('[("Main Injector", "feeds", ?a), (?a, "headed by", ?x)]', _acs("person/Helen_Edwards")),
    ('[("Large Hadron Collider", "headed by", ?p), (?p, "native town", ?x)]', _acs("place/Aberdare")),
    ('[(?a, "feeds", "Tevatron"), (?a, "energy", ?x)]', {"150"}),
    ('[("CERN", "situated in", ?c), (?c, "nation", ?x)]', _acs("place/Switzerland")),
]


# ---- elements (a history-of-chemistry dataset built on PROV-O and GeoSPARQL: each discovery is a `prov:Activity`
# ---- of its own class (`…/def#Discovery`, `rdfs:subClassOf prov:Activity`) labelled "Discovery of oxygen"@en,
# ---- which `prov:generated` the element (the element never names its discovery), `prov:wasAssociatedWith` its
# ---- chemists, `prov:used` a mineral, took place `prov:atLocation` a `geo:Feature` and has a `year` (xsd:gYear);
# ---- where a discovery had helpers, BLANK `prov:qualifiedAssociation`s give each agent's `prov:hadRole`
# ---- (discoverer, assistant); elements (`…/element/8`) are labelled in en and de (some also fr) with a symbol, an
# ---- atomic number and a standard atomic weight, and say what they are `namedAfter`; places have a BLANK
# ---- `geo:hasGeometry` with a `geo:asWKT` point where something was discovered, lie `geo:sfWithin` their country
# ---- and are labelled in their own language only where the dataset's source did so ("Freiberg"@de, "Ytterby"@sv,
# ---- Turku as "Turku"@fi and "Åbo"@sv); chemists are `foaf:Person`s named by `foaf:name`) -----------------------
EL = "https://element-discovery.example.org/"
ELD = EL + "def#"
GEO = "http://www.opengis.net/ont/geosparql#"
# country: rdfs:label @en
EL_COUNTRIES = {"sweden": "Sweden", "uk": "United Kingdom", "france": "France", "germany": "Germany",
                "finland": "Finland", "denmark": "Denmark", "spain": "Spain", "usa": "United States",
                "poland": "Poland", "netherlands": "Netherlands", "hungary": "Hungary"}
# place: ({lang: label}, country, WKT point or None)
EL_PLACES = {
    "london": ({"en": "London"}, "uk", "POINT(-0.1276 51.5072)"),
    "stockholm": ({"en": "Stockholm"}, "sweden", "POINT(18.0686 59.3293)"),
    "uppsala": ({"en": "Uppsala"}, "sweden", "POINT(17.6389 59.8586)"),
    "calne": ({"en": "Calne"}, "uk", "POINT(-2.0056 51.4385)"),
    "paris": ({"en": "Paris"}, "france", "POINT(2.3522 48.8566)"),
    "freiberg": ({"de": "Freiberg"}, "germany", "POINT(13.3429 50.9119)"),
    "turku": ({"fi": "Turku", "sv": "Åbo"}, "finland", "POINT(22.2666 60.4518)"),
    "copenhagen": ({"en": "Copenhagen", "da": "København"}, "denmark", "POINT(12.5683 55.6761)"),
    "bergara": ({"es": "Bergara"}, "spain", "POINT(-2.4136 43.1176)"),
    "berlin": ({"en": "Berlin"}, "germany", "POINT(13.405 52.52)"),
    "berkeley": ({"en": "Berkeley"}, "usa", "POINT(-122.2727 37.8716)"),
    "ytterby": ({"sv": "Ytterby"}, "sweden", "POINT(18.3528 59.4269)"),
    "nice": ({"en": "Nice"}, "france", None), "skagersholm": ({"sv": "Skagersholm"}, "sweden", None),
    "stralsund": ({"en": "Stralsund"}, "germany", None), "birstall": ({"en": "Birstall"}, "uk", None),
    "penzance": ({"en": "Penzance"}, "uk", None), "cognac": ({"en": "Cognac"}, "france", None),
    "kalmar": ({"en": "Kalmar"}, "sweden", None), "falun": ({"en": "Falun"}, "sweden", None),
    "amsterdam": ({"en": "Amsterdam"}, "netherlands", None), "budapest": ({"en": "Budapest"}, "hungary", None),
    "logrono": ({"es": "Logroño"}, "spain", None), "warsaw": ({"en": "Warsaw"}, "poland", None),
    "wernigerode": ({"en": "Wernigerode"}, "germany", None), "ishpeming": ({"en": "Ishpeming"}, "usa", None),
    "vallejo": ({"en": "Vallejo"}, "usa", None),
}
# namesake that is no place: rdfs:label @en
EL_NAMESAKES = {"thule": "Thule", "uranus": "Uranus", "pluto": "Pluto"}
# mineral or compound used: (rdfs:label @en, where it is found or None)
EL_MATERIALS = {"petalite": ("Petalite", None), "mercuric-oxide": ("Mercuric oxide", None),
                "sphalerite": ("Sphalerite", None), "argyrodite": ("Argyrodite", "freiberg"),
                "gadolinite": ("Gadolinite", "ytterby"), "zircon": ("Zircon", None),
                "wolframite": ("Wolframite", None), "pitchblende": ("Pitchblende", None)}
EL_ROLES = {"discoverer": "discoverer", "assistant": "assistant"}
# person: (foaf:name, birth year, birth place)
EL_PEOPLE = {"henry-cavendish": ("Henry Cavendish", "1731", "nice"),
             "johan-august-arfwedson": ("Johan August Arfwedson", "1792", "skagersholm"),
             "carl-wilhelm-scheele": ("Carl Wilhelm Scheele", "1742", "stralsund"),
             "joseph-priestley": ("Joseph Priestley", "1733", "birstall"),
             "humphry-davy": ("Humphry Davy", "1778", "penzance"),
             "lecoq-de-boisbaudran": ("Paul-Émile Lecoq de Boisbaudran", "1838", "cognac"),
             "clemens-winkler": ("Clemens Winkler", "1838", "freiberg"),
             "johan-gadolin": ("Johan Gadolin", "1760", "turku"),
             "carl-gustaf-mosander": ("Carl Gustaf Mosander", "1797", "kalmar"),
             "per-teodor-cleve": ("Per Teodor Cleve", "1840", "stockholm"),
             "anders-ytterby": ("Anders Ytterby", "1851", "falun"),
             "dirk-coster": ("Dirk Coster", "1889", "amsterdam"),
             "george-de-hevesy": ("George de Hevesy", "1885", "budapest"),
             "juan-jose-elhuyar": ("Juan José Elhuyar", "1754", "logrono"),
             "fausto-elhuyar": ("Fausto Elhuyar", "1755", "logrono"),
             "marie-curie": ("Marie Curie", "1867", "warsaw"), "pierre-curie": ("Pierre Curie", "1859", "paris"),
             "martin-heinrich-klaproth": ("Martin Heinrich Klaproth", "1743", "wernigerode"),
             "glenn-seaborg": ("Glenn T. Seaborg", "1912", "ishpeming"),
             "albert-ghiorso": ("Albert Ghiorso", "1915", "vallejo")}
# element (atomic number): (en, de, fr or None, symbol, standard atomic weight, named after or None)
EL_ELEMENTS = {1: ("Hydrogen", "Wasserstoff", "Hydrogène", "H", "1.008", None),
               3: ("Lithium", "Lithium", None, "Li", "6.94", None),
               8: ("Oxygen", "Sauerstoff", "Oxygène", "O", "15.999", None),
               11: ("Sodium", "Natrium", "Sodium", "Na", "22.99", None),
               19: ("Potassium", "Kalium", "Potassium", "K", "39.098", None),
               31: ("Gallium", "Gallium", None, "Ga", "69.723", "france"),
               32: ("Germanium", "Germanium", None, "Ge", "72.63", "germany"),
               39: ("Yttrium", "Yttrium", None, "Y", "88.906", "ytterby"),
               67: ("Holmium", "Holmium", None, "Ho", "164.93", "stockholm"),
               68: ("Erbium", "Erbium", None, "Er", "167.26", "ytterby"),
               69: ("Thulium", "Thulium", None, "Tm", "168.93", "thule"),
               72: ("Hafnium", "Hafnium", None, "Hf", "178.49", "copenhagen"),
               74: ("Tungsten", "Wolfram", "Tungstène", "W", "183.84", None),
               84: ("Polonium", "Polonium", None, "Po", "209", "poland"),
               88: ("Radium", "Radium", None, "Ra", "226", None),
               92: ("Uranium", "Uran", None, "U", "238.03", "uranus"),
               94: ("Plutonium", "Plutonium", None, "Pu", "244", "pluto"),
               97: ("Berkelium", "Berkelium", None, "Bk", "247", "berkeley")}
# discovery: (element, year, place, agents: person or (person, role) where roles are recorded, material used or None)
EL_DISCOVERIES = {
    "d01": (1, "1766", "london", ["henry-cavendish"], None),
    "d03": (3, "1817", "stockholm", ["johan-august-arfwedson"], "petalite"),
    "d04": (8, "1771", "uppsala", ["carl-wilhelm-scheele"], None),
    "d05": (8, "1774", "calne", ["joseph-priestley"], "mercuric-oxide"),
    "d06": (11, "1807", "london", ["humphry-davy"], None),
    "d07": (19, "1807", "london", ["humphry-davy"], None),
    "d08": (31, "1875", "paris", ["lecoq-de-boisbaudran"], "sphalerite"),
    "d09": (32, "1886", "freiberg", ["clemens-winkler"], "argyrodite"),
    "d10": (39, "1794", "turku", ["johan-gadolin"], "gadolinite"),
    "d11": (67, "1879", "uppsala", [("per-teodor-cleve", "discoverer"), ("anders-ytterby", "assistant")], None),
    "d12": (68, "1843", "stockholm", ["carl-gustaf-mosander"], "gadolinite"),
    "d13": (69, "1879", "uppsala", [("per-teodor-cleve", "discoverer"), ("anders-ytterby", "assistant")], None),
    "d14": (72, "1923", "copenhagen", [("dirk-coster", "discoverer"), ("george-de-hevesy", "discoverer")], "zircon"),
    "d15": (74, "1783", "bergara", [("juan-jose-elhuyar", "discoverer"), ("fausto-elhuyar", "discoverer")],
            "wolframite"),
    "d16": (84, "1898", "paris", [("marie-curie", "discoverer"), ("pierre-curie", "discoverer")], "pitchblende"),
    "d17": (88, "1898", "paris", [("marie-curie", "discoverer"), ("pierre-curie", "discoverer")], "pitchblende"),
    "d18": (92, "1789", "berlin", ["martin-heinrich-klaproth"], "pitchblende"),
    "d19": (94, "1940", "berkeley", ["glenn-seaborg"], None),
    "d20": (97, "1949", "berkeley", [("glenn-seaborg", "discoverer"), ("albert-ghiorso", "discoverer")], None),
}


def _el(kind: str, key: object) -> str:
    return f"{EL}{kind}/{key}"


def _namesake(key: str) -> str:
    return _el("namesake", key) if key in EL_NAMESAKES else _el("place", key)


def elements_kg() -> str:
    """N-Triples of the PROV-O discoveries: activities generating elements, qualified associations, GeoSPARQL places."""
    g = Graph()
    g.add(ELD + "Discovery", RDF_TYPE, OWL + "Class"), g.add(ELD + "Discovery", RDFS + "subClassOf", PROV + "Activity")
    for key, label in EL_COUNTRIES.items():
        c = _el("place", key)
        g.add(c, RDF_TYPE, GEO + "Feature"), g.add(c, RDFS + "label", _lit(label, "en"))
    for key, (labels, country, wkt) in EL_PLACES.items():
        p = _el("place", key)
        g.add(p, RDF_TYPE, GEO + "Feature")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
        g.add(p, GEO + "sfWithin", _el("place", country))
        if wkt:
            b = "_:geom_" + key
            g.add(p, GEO + "hasGeometry", b), g.add(b, GEO + "asWKT", f'"{wkt}"^^<{GEO}wktLiteral>')
    for key, label in EL_NAMESAKES.items():
        s = _el("namesake", key)
        g.add(s, RDF_TYPE, ELD + "Namesake"), g.add(s, RDFS + "label", _lit(label, "en"))
    for key, (label, found) in EL_MATERIALS.items():
        m = _el("material", key)
        g.add(m, RDF_TYPE, PROV + "Entity"), g.add(m, RDFS + "label", _lit(label, "en"))
        if found:
            g.add(m, PROV + "atLocation", _el("place", found))
    for key, label in EL_ROLES.items():
        g.add(_el("role", key), RDF_TYPE, PROV + "Role"), g.add(_el("role", key), RDFS + "label", _lit(label, "en"))
    for key, (name, born, place) in EL_PEOPLE.items():
        p = _el("person", key)
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, ELD + "birthYear", _typed(born, "gYear")), g.add(p, ELD + "birthPlace", _el("place", place))
    for z, (en, de, fr, symbol, weight, namesake) in EL_ELEMENTS.items():
        e = _el("element", z)
        g.add(e, RDF_TYPE, ELD + "ChemicalElement")
        for label, lang in ((en, "en"), (de, "de"), (fr, "fr")):
            if label:
                g.add(e, RDFS + "label", _lit(label, lang))
        g.add(e, ELD + "symbol", _lit(symbol)), g.add(e, ELD + "atomicNumber", _typed(z, "integer"))
        g.add(e, ELD + "standardAtomicWeight", _typed(weight, "decimal"))
        if namesake:
            g.add(e, ELD + "namedAfter", _namesake(namesake))
    for key, (z, year, place, agents, used) in EL_DISCOVERIES.items():
        d = _el("discovery", key)
        g.add(d, RDF_TYPE, ELD + "Discovery")
        g.add(d, RDFS + "label", _lit(f"Discovery of {EL_ELEMENTS[z][0].lower()}", "en"))
        g.add(d, PROV + "generated", _el("element", z)), g.add(d, ELD + "year", _typed(year, "gYear"))
        g.add(d, PROV + "atLocation", _el("place", place))
        for agent in agents:
            person, role = agent if isinstance(agent, tuple) else (agent, None)
            g.add(d, PROV + "wasAssociatedWith", _el("person", person))
            if role:
                b = f"_:{key}_{person.replace('-', '_')}"
                g.add(d, PROV + "qualifiedAssociation", b), g.add(b, PROV + "agent", _el("person", person))
                g.add(b, PROV + "hadRole", _el("role", role))
        if used:
            g.add(d, PROV + "used", _el("material", used))
    return g.unique_text()


def _els(kind: str, *keys: object) -> set[str]:
    return {_el(kind, k) for k in keys}


ELEMENTS_QUESTIONS = [
    ("Who discovered lithium?", _els("person", "johan-august-arfwedson")),
    ("Who discovered oxygen?", _els("person", "carl-wilhelm-scheele", "joseph-priestley")),
    ("Which elements did Humphry Davy discover?", _els("element", 11, 19)),
    ("Where was germanium discovered?", _els("place", "freiberg")),
    ("When was yttrium discovered?", {"1794"}),
    ("Which elements were discovered in Paris?", _els("element", 31, 84, 88)),
    ("Which elements were discovered in Sweden?", _els("element", 3, 8, 67, 68, 69)),
    ("Which element was discovered first?", _els("element", 1)),
    ("Which element was discovered most recently?", _els("element", 97)),
    ("Which elements were discovered before 1783?", _els("element", 1, 8)),
    ("What is the atomic number of hafnium?", {"72"}),
    ("What is the symbol of tungsten?", {"W"}),
    ("Which element has atomic number 94?", _els("element", 94)),
    ("Which is the heaviest element?", _els("element", 97)),
    ("Which elements have an atomic weight above 209?", _els("element", 88, 92, 94, 97)),
    ("Which elements are named after Ytterby?", _els("element", 39, 68)),
    ("What is germanium named after?", _els("place", "germany")),
    ("Which element is named after Copenhagen?", _els("element", 72)),
    ("What is tungsten called in German?", {"Wolfram"}),
    ("Which element is called Kalium in German?", _els("element", 19)),
    ("Which mineral was used in the discovery of germanium?", _els("material", "argyrodite")),
    ("Which elements were discovered in pitchblende?", _els("element", 84, 88, 92)),
    ("Where is gadolinite found?", _els("place", "ytterby")),
    ("Where was Humphry Davy born?", _els("place", "penzance")),
    ("When was Marie Curie born?", {"1867"}),
    ("Where was Anders Ytterby born?", _els("place", "falun")),
    ("Which elements did Anders Ytterby help discover?", _els("element", 67, 69)),
    ("Who was the assistant in the discovery of holmium?", _els("person", "anders-ytterby")),
    ("In which year did the discovery of oxygen in Calne take place?", {"1774"}),
    ("Where did Carl Wilhelm Scheele discover oxygen?", _els("place", "uppsala")),
    ("How many elements did Glenn T. Seaborg discover?", {"2"}),
    ("How many elements were discovered in London?", {"3"}),
    ("In which country was hafnium discovered?", _els("place", "denmark")),
    ("Which elements were discovered by people born in Logroño?", _els("element", 74)),
    ("Which elements were discovered in Åbo?", _els("element", 39)),
    ("Which scientists were born in Paris?", _els("person", "pierre-curie")),
    ("who discovered polonium", _els("person", "marie-curie", "pierre-curie")),
    ("When was galium discovered?", {"1875"}),  # misspelt: gallium
    ("What is the melting point of tungsten?", set()),  # no melting points
    ("What is the density of radium?", set()),  # no densities
    ("Who funded the discovery of radium?", set()),  # no funders
]
ELEMENTS_MADE_UP = ["Who discovered zirconium?", "Where was Johan Scheele born?",
                    "Which elements did Marie Davy discover?", "Which elements are named after Oslo?",
                    "Which mineral was used to discover cobalt?", "When was the element aurorium discovered?"]
ELEMENTS_GRAPHS = [
    ('[("Germanium", "honours", ?x)]', _els("place", "germany")),
    ('[("Humphry Davy", "native town", ?x)]', _els("place", "penzance")),
    ('[("Hafnium", "proton count", ?x)]', {"72"}),
    ('[(?x, "yielded", "Polonium")]', _els("discovery", "d16")),
    ('[("Gadolinite", "mined at", ?x)]', _els("place", "ytterby")),
    ('[("Marie Curie", "year of birth", ?x)]', {"1867"}),
    ('[(?d, "yielded", "Lithium"), (?d, "carried out by", ?x)]', _els("person", "johan-august-arfwedson")),
    ('[(?d, "carried out by", "Humphry Davy"), (?d, "yielded", ?x)]', _els("element", 11, 19)),
    ('[(?d, "yielded", "Germanium"), (?d, "took place in", ?x)]', _els("place", "freiberg")),
    ('[(?d, "starting material", "Pitchblende"), (?d, "yielded", ?x)]', _els("element", 84, 88, 92)),
    ('[(?d, "took place in", "Uppsala"), (?d, "yielded", ?x)]', _els("element", 8, 67, 69)),
    ('[(?d, "carried out by", "Anders Ytterby"), (?d, "dated", ?x)]', {"1879"}),
]


# ---- origami (the shared collection records of five museums holding folded-paper works, published with CIDOC-CRM:
# ---- each work is an `E22_Human-Made_Object` (`…/object/OR-0004`) whose name lives ONLY on its `E35_Title`
# ---- (`P102_has_title` → `P190_has_symbolic_content`, some in Japanese as well, three only in French), typed by
# ---- `P2_has_type` (wet-folding, tessellation, …), made of a `P45_consists_of` material, measured by a BLANK
# ---- dimension (`P43_has_dimension` → `P90_has_value` xsd:decimal, `P91_has_unit` centimetre, `P2_has_type`
# ---- height) and owned by a museum (`P52_has_current_owner`, an `E74_Group` that lists nothing); who folded it and
# ---- when is said ONLY by its `E12_Production` (`P108_has_produced` the work, `P14_carried_out_by` the artist,
# ---- `P4_has_time-span` a BLANK `E52_Time-Span` with `P82_at_some_time_within` xsd:gYear), and an artist's birth
# ---- only by an `E67_Birth` (`P98_brought_into_life`, `P7_took_place_at`, a time-span with an xsd:date or
# ---- xsd:gYear); people, places and museums are named by `rdfs:label`, the Zaragoza museum only in Spanish and the
# ---- Paris one only in French; places nest by `P89_falls_within`) -----------------------------------------------
OG = "https://origami-collections.example.org/"
CRM = "http://www.cidoc-crm.org/cidoc-crm/"
OG_COUNTRIES = {"japan": "Japan", "spain": "Spain", "usa": "United States", "france": "France",
                "uk": "United Kingdom"}
# place: ({lang: label}, country)
OG_PLACES = {"tokyo": ({"en": "Tokyo"}, "japan"), "zaragoza": ({"es": "Zaragoza"}, "spain"),
             "san-diego": ({"en": "San Diego"}, "usa"), "paris": ({"en": "Paris"}, "france"),
             "london": ({"en": "London"}, "uk"), "kaminokawa": ({"en": "Kaminokawa"}, "japan"),
             "dayton": ({"en": "Dayton"}, "usa"), "nagoya": ({"en": "Nagoya"}, "japan"),
             "niigata": ({"en": "Niigata"}, "japan"), "osaka": ({"en": "Osaka"}, "japan"),
             "seville": ({"en": "Seville", "es": "Sevilla"}, "spain")}
# museum: ({lang: label}, residence)
OG_MUSEUMS = {"origami-kaikan": ({"en": "Origami Kaikan", "ja": "おりがみ会館"}, "tokyo"),
              "emoz": ({"es": "Escuela-Museo Origami Zaragoza"}, "zaragoza"),
              "mingei": ({"en": "Mingei International Museum"}, "san-diego"),
              "mad": ({"fr": "Musée des Arts Décoratifs"}, "paris"),
              "vam": ({"en": "Victoria and Albert Museum"}, "london")}
# artist: (rdfs:label, birth (value, xsd type) or None, birth place or None)
OG_ARTISTS = {"akira-yoshizawa": ("Akira Yoshizawa", ("1911-03-14", "date"), "kaminokawa"),
              "robert-j-lang": ("Robert J. Lang", ("1961-05-04", "date"), "dayton"),
              "satoshi-kamiya": ("Satoshi Kamiya", ("1981", "gYear"), "nagoya"),
              "tomoko-fuse": ("Tomoko Fuse", ("1951", "gYear"), "niigata"),
              "toshikazu-kawasaki": ("Toshikazu Kawasaki", ("1955", "gYear"), None),
              "naomiki-sato": ("Naomiki Sato", None, None),
              "jun-maekawa": ("Jun Maekawa", ("1958", "gYear"), "tokyo"),
              "eric-joisel": ("Éric Joisel", ("1956", "gYear"), "paris"),
              "shuzo-fujimoto": ("Shuzo Fujimoto", ("1922", "gYear"), "osaka"),
              "lucia-zaragoza": ("Lucía Zaragoza", ("1979-06-21", "date"), "seville"),
              "vincent-floderer": ("Vincent Floderer", ("1961", "gYear"), None),
              "john-montroll": ("John Montroll", ("1957", "gYear"), None),
              "mitsunobu-sonobe": ("Mitsunobu Sonobe", None, None)}
OG_TYPES = {"wet-folding": "wet-folding", "single-sheet": "single-sheet model", "modular": "modular origami",
            "tessellation": "tessellation", "crumpling": "crumpling", "height": "height"}
OG_MATERIALS = {"washi": "washi", "kami": "kami", "tissue-foil": "tissue foil", "elephant-hide": "elephant hide",
                "unryu": "unryu paper", "canson": "Canson paper"}
# work: ({lang: title}, artist, year folded, type, material, height in cm, owner)
OG_WORKS = {
    "OR-0001": ({"en": "Gorilla"}, "akira-yoshizawa", "1970", "wet-folding", "washi", "24", "origami-kaikan"),
    "OR-0002": ({"en": "Butterfly"}, "akira-yoshizawa", "1955", "wet-folding", "washi", "12", "mingei"),
    "OR-0003": ({"en": "Black Forest Cuckoo Clock"}, "robert-j-lang", "1987", "single-sheet", "canson", "30", "mingei"),
    "OR-0004": ({"en": "Ancient Dragon", "ja": "エンシェントドラゴン"}, "satoshi-kamiya", "2003", "single-sheet",
                "tissue-foil", "40", "origami-kaikan"),
    "OR-0005": ({"en": "Ryujin 3.5", "ja": "龍神3.5"}, "satoshi-kamiya", "2005", "single-sheet", "tissue-foil", "45",
                "emoz"),
    "OR-0006": ({"en": "Kusudama Star"}, "tomoko-fuse", "1990", "modular", "kami", "15", "emoz"),
    "OR-0007": ({"en": "Spiral Shell"}, "tomoko-fuse", "1997", "tessellation", "washi", "18", "vam"),
    "OR-0008": ({"en": "Rose"}, "toshikazu-kawasaki", "1985", "single-sheet", "kami", "8", "origami-kaikan"),
    "OR-0009": ({"en": "Rose"}, "naomiki-sato", "2005", "single-sheet", "washi", "9", "emoz"),
    "OR-0010": ({"en": "Devil"}, "jun-maekawa", "1980", "single-sheet", "kami", "20", "origami-kaikan"),
    "OR-0011": ({"fr": "Le Pangolin"}, "eric-joisel", "2006", "wet-folding", "elephant-hide", "35", "mad"),
    "OR-0012": ({"fr": "Le Nain"}, "eric-joisel", "2009", "wet-folding", "elephant-hide", "30", "mad"),
    "OR-0013": ({"en": "Hydrangea", "ja": "紫陽花"}, "shuzo-fujimoto", "1983", "tessellation", "washi", "10", "emoz"),
    "OR-0014": ({"en": "Hexagonal Tessellation No. 4"}, "lucia-zaragoza", "2016", "tessellation", "elephant-hide",
                "50", "origami-kaikan"),
    "OR-0015": ({"en": "Heron"}, "lucia-zaragoza", "2019", "single-sheet", "kami", "28", "mad"),
    "OR-0016": ({"fr": "Champignons froissés"}, "vincent-floderer", "2001", "crumpling", "unryu", "26", "mad"),
    "OR-0017": ({"en": "Stegosaurus"}, "john-montroll", "1990", "single-sheet", "kami", "14", "mingei"),
    "OR-0018": ({"en": "Scorpion Varileg"}, "robert-j-lang", "2003", "single-sheet", "elephant-hide", "22", "vam"),
    "OR-0019": ({"en": "Sonobe Cube"}, "mitsunobu-sonobe", "1968", "modular", "kami", "7", "vam"),
}


def _og(kind: str, key: str) -> str:
    return f"{OG}{kind}/{key}"


def origami_kg() -> str:
    """N-Triples of the CIDOC-CRM origami records: titles, productions, births, blank time-spans and dimensions."""
    g = Graph()
    for key, label in OG_COUNTRIES.items():
        c = _og("place", key)
        g.add(c, RDF_TYPE, CRM + "E53_Place"), g.add(c, RDFS + "label", _lit(label, "en"))
    for key, (labels, country) in OG_PLACES.items():
        p = _og("place", key)
        g.add(p, RDF_TYPE, CRM + "E53_Place")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
        g.add(p, CRM + "P89_falls_within", _og("place", country))
    for key, (labels, place) in OG_MUSEUMS.items():
        m = _og("group", key)
        g.add(m, RDF_TYPE, CRM + "E74_Group")
        for lang, label in labels.items():
            g.add(m, RDFS + "label", _lit(label, lang))
        g.add(m, CRM + "P74_has_current_or_former_residence", _og("place", place))
    for key, label in OG_TYPES.items():
        g.add(_og("type", key), RDF_TYPE, CRM + "E55_Type"), g.add(_og("type", key), RDFS + "label", _lit(label, "en"))
    for key, label in OG_MATERIALS.items():
        g.add(_og("material", key), RDF_TYPE, CRM + "E57_Material")
        g.add(_og("material", key), RDFS + "label", _lit(label, "en"))
    unit = _og("unit", "centimetre")
    g.add(unit, RDF_TYPE, CRM + "E58_Measurement_Unit"), g.add(unit, RDFS + "label", _lit("centimetre", "en"))
    for key, (label, birth, place) in OG_ARTISTS.items():
        a = _og("actor", key)
        g.add(a, RDF_TYPE, CRM + "E21_Person"), g.add(a, RDFS + "label", _lit(label))
        if birth or place:
            b, ts = _og("event", "birth-" + key), "_:birth_" + key.replace("-", "_")
            g.add(b, RDF_TYPE, CRM + "E67_Birth"), g.add(b, CRM + "P98_brought_into_life", a)
            if place:
                g.add(b, CRM + "P7_took_place_at", _og("place", place))
            if birth:
                g.add(b, CRM + "P4_has_time-span", ts), g.add(ts, RDF_TYPE, CRM + "E52_Time-Span")
                g.add(ts, CRM + "P82_at_some_time_within", _typed(*birth))
    for key, (titles, artist, year, kind, material, height, owner) in OG_WORKS.items():
        o, t, p = _og("object", key), _og("object", key) + "/title", _og("object", key) + "/production"
        tag = key.lower().replace("-", "_")
        g.add(o, RDF_TYPE, CRM + "E22_Human-Made_Object"), g.add(o, CRM + "P102_has_title", t)
        g.add(t, RDF_TYPE, CRM + "E35_Title")
        for lang, title in titles.items():
            g.add(t, CRM + "P190_has_symbolic_content", _lit(title, lang))
        g.add(o, CRM + "P2_has_type", _og("type", kind)), g.add(o, CRM + "P45_consists_of", _og("material", material))
        dim = "_:dim_" + tag
        g.add(o, CRM + "P43_has_dimension", dim), g.add(dim, CRM + "P2_has_type", _og("type", "height"))
        g.add(dim, CRM + "P90_has_value", _typed(height, "decimal")), g.add(dim, CRM + "P91_has_unit", unit)
        g.add(o, CRM + "P52_has_current_owner", _og("group", owner))
        g.add(p, RDF_TYPE, CRM + "E12_Production"), g.add(p, CRM + "P108_has_produced", o)
        g.add(p, CRM + "P14_carried_out_by", _og("actor", artist)), g.add(p, CRM + "P4_has_time-span", "_:made_" + tag)
        g.add("_:made_" + tag, CRM + "P82_at_some_time_within", _typed(year, "gYear"))
    return g.unique_text()


def _ogs(kind: str, *keys: str) -> set[str]:
    return {_og(kind, k) for k in keys}


ORIGAMI_QUESTIONS = [
    ("Who folded the Black Forest Cuckoo Clock?", _ogs("actor", "robert-j-lang")),
    ("Which works did Satoshi Kamiya fold?", _ogs("object", "OR-0004", "OR-0005")),
    ("Which museum owns the Ancient Dragon?", _ogs("group", "origami-kaikan")),
    ("Which works does the Mingei International Museum own?", _ogs("object", "OR-0002", "OR-0003", "OR-0017")),
    ("When was the Devil folded?", {"1980"}),
    ("How tall is Ryujin 3.5?", {"45"}),
    ("Which is the tallest work?", _ogs("object", "OR-0014")),
    ("Which works are taller than 30 centimetres?", _ogs("object", "OR-0004", "OR-0005", "OR-0011", "OR-0014")),
    ("Which works are tessellations?", _ogs("object", "OR-0007", "OR-0013", "OR-0014")),
    ("Which works were wet-folded?", _ogs("object", "OR-0001", "OR-0002", "OR-0011", "OR-0012")),
    ("What material is Le Pangolin made of?", _ogs("material", "elephant-hide")),
    ("Which works are made of washi?", _ogs("object", "OR-0001", "OR-0002", "OR-0007", "OR-0009", "OR-0013")),
    ("Which is the oldest work?", _ogs("object", "OR-0002")),
    ("Which works were folded before 1985?", _ogs("object", "OR-0001", "OR-0002", "OR-0010", "OR-0013", "OR-0019")),
    ("When was the Rose by Naomiki Sato folded?", {"2005"}),
    ("Who folded the Rose from 1985?", _ogs("actor", "toshikazu-kawasaki")),
    ("Which museum owns the Rose by Toshikazu Kawasaki?", _ogs("group", "origami-kaikan")),
    ("Where was Akira Yoshizawa born?", _ogs("place", "kaminokawa")),
    ("When was Robert J. Lang born?", {"1961-05-04"}),
    ("Where was Lucía Zaragoza born?", _ogs("place", "seville")),
    ("Which works did Lucía Zaragoza fold?", _ogs("object", "OR-0014", "OR-0015")),
    ("Which museums own works by Lucía Zaragoza?", _ogs("group", "origami-kaikan", "mad")),
    ("Where is the Escuela-Museo Origami Zaragoza?", _ogs("place", "zaragoza")),
    ("Which museum is in Paris?", _ogs("group", "mad")),
    ("How many works does the Origami Kaikan own?", {"5"}),
    ("Which works by Tomoko Fuse are modular?", _ogs("object", "OR-0006")),
    ("Which works in the Victoria and Albert Museum did Robert J. Lang fold?", _ogs("object", "OR-0018")),
    ("Which artists were born in Japan?",
     _ogs("actor", "akira-yoshizawa", "satoshi-kamiya", "tomoko-fuse", "jun-maekawa", "shuzo-fujimoto")),
    ("Which works are in museums in Japan?", _ogs("object", "OR-0001", "OR-0004", "OR-0008", "OR-0010", "OR-0014")),
    ("What is the Japanese title of Hydrangea?", {"紫陽花"}),
    ("Who folded Champignons froissés?", _ogs("actor", "vincent-floderer")),
    ("What type of work is the Kusudama Star?", _ogs("type", "modular")),
    ("How many works did Robert J. Lang fold?", {"2"}),
    ("Which works did Éric Joisel fold?", _ogs("object", "OR-0011", "OR-0012")),
    ("In which city is the museum that owns the Scorpion Varileg?", _ogs("place", "london")),
    ("Which works from after 2005 are made of elephant hide?", _ogs("object", "OR-0011", "OR-0012", "OR-0014")),
    ("who folded the stegosaurus", _ogs("actor", "john-montroll")),
    ("Who folded the Hydrangia?", _ogs("actor", "shuzo-fujimoto")),  # misspelt: Hydrangea
    ("How much is the Ancient Dragon insured for?", set()),  # no valuations
    ("How long did it take to fold Ryujin 3.5?", set()),  # no folding durations
    ("How many visitors does the Origami Kaikan receive?", set()),  # no visitor numbers
]
ORIGAMI_MADE_UP = ["Who folded the Phoenix of Kyoto?", "Where was Satoshi Yoshizawa born?",
                   "Which works does the Origami Museum of Lisbon own?", "Which works did Tomoko Lang fold?",
                   "When was the Paper Tiger folded?", "Which works did Kunihiko Kasahara fold?"]
ORIGAMI_GRAPHS = [
    ('[("Ancient Dragon", "belongs to", ?x)]', _ogs("group", "origami-kaikan")),
    ('[(?x, "belongs to", "Mingei International Museum")]', _ogs("object", "OR-0002", "OR-0003", "OR-0017")),
    ('[("Le Pangolin", "folded from", ?x)]', _ogs("material", "elephant-hide")),
    ('[("Kusudama Star", "style", ?x)]', _ogs("type", "modular")),
    ('[("Origami Kaikan", "based in", ?x)]', _ogs("place", "tokyo")),
    ('[("Tokyo", "inside", ?x)]', _ogs("place", "japan")),
    ('[(?p, "created", "Devil"), (?p, "made by", ?x)]', _ogs("actor", "jun-maekawa")),
    ('[(?b, "gave life to", "Akira Yoshizawa"), (?b, "happened in", ?x)]', _ogs("place", "kaminokawa")),
    ('[("Scorpion Varileg", "belongs to", ?m), (?m, "based in", ?x)]', _ogs("place", "london")),
    ('[(?p, "made by", "Satoshi Kamiya"), (?p, "created", ?x)]', _ogs("object", "OR-0004", "OR-0005")),
    ('[(?w, "belongs to", "Escuela-Museo Origami Zaragoza"), (?w, "folded from", ?x)]',
     _ogs("material", "tissue-foil", "kami", "washi")),
    ('[("Heron", "size", ?d), (?d, "amount", ?x)]', {"28"}),
]

KGS_AT = {"folktales": (folktales_kg, FOLKTALES_QUESTIONS, FOLKTALES_MADE_UP, FOLKTALES_GRAPHS),
          "monorails": (monorails_kg, MONORAILS_QUESTIONS, MONORAILS_MADE_UP, MONORAILS_GRAPHS),
          "accelerators": (accelerators_kg, ACCELERATORS_QUESTIONS, ACCELERATORS_MADE_UP, ACCELERATORS_GRAPHS),
          "elements": (elements_kg, ELEMENTS_QUESTIONS, ELEMENTS_MADE_UP, ELEMENTS_GRAPHS),
          "origami": (origami_kg, ORIGAMI_QUESTIONS, ORIGAMI_MADE_UP, ORIGAMI_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AT, __doc__)
