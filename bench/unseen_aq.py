"""A forty-third batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_ap.py):

- `piers`: a seaside-pier directory published as schema.org JSON-LD and flattened to triples
  (`https://seasidepiers.example.org/pier/cromer`, `…/person/eugenius-birch`, `…/org/leisure-parcs`,
  `…/place/kelso`, `…/event/west-pier-fire-2003`): each pier a `schema:TouristAttraction` with `schema:name` and
  `schema:alternateName` ("Palace Pier", "North Pier", "Bangor Pier"), its town and county ONLY as literals on a
  blank `schema:PostalAddress` (`schema:addressLocality`, `schema:addressRegion`), its position on a blank
  `schema:GeoCoordinates` (`schema:latitude` xsd:decimal), its opening as `schema:dateCreated` xsd:gYear, its length
  and listed grade ONLY as blank `schema:PropertyValue`s under `schema:additionalProperty` (`schema:name` "length" /
  "listed grade", `schema:value`, `schema:unitCode` "MTR"), `schema:publicAccess` xsd:boolean, engineers as
  `schema:creator` (a `schema:Person` with `schema:birthDate` xsd:date or xsd:gYear and a `schema:birthPlace`) and
  the operator as `schema:maintainer`; fires, a collapse and a storm are `schema:Event`s whose `schema:location` is
  the pier, never the other way round, so "what has happened at the West Pier" reads them backwards; two piers are
  both "Royal Pier" (Southampton, 1833, by Edward Lapidge, closed to the public; Aberystwyth, 1865, by Eugenius
  Birch; told apart only by town, year, engineer and access), the (invented) engineer Henry Clevedon was born in
  Kingston upon Hull and designed the Swanage and Skegness piers and nothing at Clevedon, whose pier is by Grover
  and Ward, the West Pier and Central Pier are exactly 340 m long, and two piers opened in exactly 1869 and two in
  1896;
- `comics`: a comics wiki exported with no labels at all, every name ONLY in an IRI
  (`http://comics-wiki.example.org/resource/Jean_Van_Hamme`), underscores for spaces, Wikipedia-style qualifiers
  (`Gaston_(comic)`, `Morris_(cartoonist)`, `Persepolis_(comic)`) and accents and apostrophes percent-encoded
  (`Herg%C3%A9`, `L%27Association`, `Grand_Prix_de_la_ville_d%27Angoul%C3%AAme`); a camelCase ontology of its own
  (`…/ontology/writer`, `artist`, `publisher`, `firstPublished` / `lastPublished` xsd:gYear, `numberOfVolumes`
  xsd:integer, `genre`, `featuresCharacter`, `birthYear`, `birthPlace`, `award`, `headquarters`, `foundingYear`,
  `country`), declared as OWL properties with no labels either; series → writers and artists → birth city →
  country, series → publisher → headquarters → country, and a spin-off says `spinOffOf` its parent series, never
  the other way round; two pages are both "Blueberry" (`Blueberry_(comic)`, a western series by Charlier and
  Giraud, and `Blueberry_(character)`, the character it features; told apart only by qualifier and type), the
  (invented) cartoonist Nora Marcinelle was born in Liège and publishes with Casterman in Tournai although Dupuis is
  based in Marcinelle, two series began in exactly 1946, three have exactly 40 volumes and three creators were born
  in exactly 1938;
- `photographs`: a university archive of early photographs catalogued in Dublin Core
  (`https://photo-archive.example.ac.uk/item/ph-0005`, `…/agent/a05`, `…/place/lacock-abbey`,
  `…/collection/talbot`, `…/subject/portrait`): each record a `dcmitype:StillImage` titled ONLY by the legacy
  `dc:title` (DCMI elements 1.1) with its process in the legacy `dc:format` ("salt print", "albumen print") and
  described by DCMI terms (`dcterms:creator`, `dcterms:created` as xsd:gYear or, for three, xsd:date,
  `dcterms:spatial`, `dcterms:subject`, `dcterms:isPartOf`, `dcterms:identifier`, `dcterms:extent` as a string);
  photographers are `foaf:Person`s with `foaf:name` and a local `terms/birthYear` and `terms/birthPlace`,
  institutions `foaf:Organization`s with `foaf:based_near`, places `dcterms:Location`s labelled @en with a local
  `terms/inCountry`, subjects `skos:Concept`s, and collections `dcmitype:Collection`s with a `dcterms:title` and a
  `dcterms:rightsHolder`; a record names its collection but no collection lists its records, so "which photographs
  does the Victoria and Albert Museum hold" goes record → collection → holder; two records are both
  "Self-Portrait" (Robert Cornelius, 1839, a daguerreotype in Philadelphia; Nadar, 1855, a salt print in Paris;
  told apart only by maker, year, process and place), the (invented) photographer Clara Lacock was born in Bath and
  photographed Venice and Edinburgh, never Lacock Abbey, where Talbot took three, two records were made in exactly
  1844 and two in 1855, and William Henry Fox Talbot was born in exactly 1800;
- `distilleries`: a spirits register's open-data CSV files turned into triples by CSVW in minimal mode
  (`https://opendata.spirits-register.example/id/dist/7`, `…/id/rgn/2`, `…/id/own/3`, `…/id/stf/5`,
  `…/id/btl/16`): one property per column named by its CSV file and abbreviated header
  (`…/csv/distilleries.csv#yr_est` xsd:integer, `#cap_mla` xsd:decimal, `#n_stl`, `#wtr_src`, `#vis_ctr`
  xsd:boolean, `#st_cd` "OP" / "CL", `#rgn_id`, `#own_id`, `#mgr_id`; `owners.csv#hq_cty`, `#yr_fnd`, `#par_id`;
  `staff.csv#b_yr`, `#hm_twn`; `bottlings.csv#dist_id`, `#age_yrs`, `#abv_pct`, `#rel_yr`, `#cask_typ`;
  `regions.csv#cntry`), foreign keys as links to the rows they name, every row named ONLY by its table's own
  `label_txt` column, empty cells left out, and no rdf:type, no rdfs:label and no table metadata at all; a company
  names its parent (`par_id`), never its subsidiaries; two rows are both "Ben Wyvis" (founded 1879 and owned by
  Ross-shire Distillers; founded 1965 and owned by Invergordon Distillers, with a 27-year-old bottling; both closed;
  told apart only by year, owner and bottlings), the (invented) manager Callum Islay lives in Elgin and runs
  Aberlour on Speyside, nowhere on Islay, Laphroaig and Talisker can each make exactly 3.3 million litres, two
  distilleries were founded in exactly 1815, two bottlings are exactly 50 % and three exactly 18 years old;
- `restaurants`: a restaurant guide's history kept with PROV-O (`https://tablecompass-guide.example.com/
  restaurant/r02`, `…/person/c03`, `…/tenure/t02`, `…/assessment/2021/r04`, `…/rating/2021/r04`, vocabulary
  `…/def#`): who led each kitchen is said ONLY by `HeadChefTenure` nodes (`chef`, `restaurant`, `startDate`
  xsd:date and, unless the chef is still there, `endDate`), so "who is the head chef now" is the tenure with no end
  and "who was head chef in 2015" the one spanning it; each edition's verdict is a `Rating` (a `prov:Entity`,
  `ratingFor`, `stars` xsd:integer, `edition` xsd:gYear) that `prov:wasGeneratedBy` an assessment, a
  `prov:Activity` that `prov:used` the restaurant, `prov:wasAssociatedWith` an inspector and ended
  (`prov:endedAtTime` xsd:dateTime) in the year before the edition; restaurants (`rdfs:label`) name their city
  (with a `country` literal), cuisine (`skos:Concept`), opening and closing days and seats, chefs and inspectors
  are `prov:Person`s named by `foaf:name`, and a chef names whom they `trainedUnder`, never their pupils; two
  restaurants are both "Le Jardin" (Paris, 2011, 48 seats; Lyon, 2019, 30 seats, where Claire Fontaine moved from
  the Paris one; told apart only by city, dates, seats and tenures), the (invented) chef Marie Girona was born in
  Toulouse and led kitchens in Lyon, Paris and London and none in Girona, where Rocafort is, Le Canut and Rocafort
  have exactly 40 seats, and Nordlys, closed in 2023, has no 2023 rating.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (306 SPARQL checks run with pyoxigraph over the five KGs by verify_aq.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, names it), and one per name in the made-up questions (41 names in 30 questions) checked to be no literal and
no IRI's local name, raw or percent-decoded, in the KG; plus 872 more: 53 on the traps (the people named like a
place and unrelated to it, the one-way `schema:location` of events, `spinOffOf`, `dcterms:isPartOf`, `par_id` and
`trainedUnder`, the towns that are only literals on blank addresses and the lengths only on blank property values,
the comics KG with no literal name at all and its percent-encoded IRIs, the titles only in `dc:title`, the CSV
export with no types, no labels and no property outside its columns, the chefs that reach restaurants only through
tenures, the ratings each generated by an assessment a year before its edition, the values that sit exactly on a
question's threshold), 5 on shared names, 18 that the superlatives are not ties, 60 that each KG parses as
N-Triples one distinct triple a line with typed literals in canonical form and that no entity bears two names of
one kind (`rdfs:label`, `schema:name`, `foaf:name`, `dc:title`, `skos:prefLabel`, a `label_txt`) in one language,
that every IRI in a gold set is in its KG, 15 that the entity of each unanswerable question exists, that each pseudo
graph parses, its names are names in its KG (a literal or, in `comics`, a decoded IRI local name) and its relation
words are not the KG's predicate names, column names, property labels or `schema:PropertyValue` names, that each
made-up name is in its question, and that each KG has 41 distinct questions with no brackets, three unanswerable,
six made-up, and six one-hop and six two-hop graphs). "right" = the top answer is gold; an empty gold set means the
KG cannot answer and the right behaviour is no answer (three per KG, each about an entity the KG has, asking for
something it does not record: walking tolls, visitor numbers, building materials, sales figures, translations,
cover prices, cameras, purchase prices, exposure times, bottle prices, barley varieties, peating levels, menu
prices, phone numbers, waiting lists). Made-up questions (six per KG) name entities that do not exist (invented, or
real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG)
use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_aq.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_f import DC, PROV  # noqa: E402
from unseen_g import Graph  # noqa: E402


# ---- piers (a seaside-pier directory published as schema.org JSON-LD and flattened to triples: each pier a
# ---- `schema:TouristAttraction` with `schema:name` (and `schema:alternateName`), its town and county ONLY as
# ---- literals on a blank `schema:PostalAddress`, its position on a blank `schema:GeoCoordinates`, its length and
# ---- listed grade ONLY as blank `schema:PropertyValue`s under `schema:additionalProperty` (`schema:name` "length",
# ---- `schema:value`, `schema:unitCode` "MTR"); engineers are `schema:creator`s with a `schema:birthPlace`, the
# ---- operator a `schema:maintainer`, and fires and storms are `schema:Event`s whose `schema:location` is the pier,
# ---- never the other way round) -------------------------------------------------------------------------------
PI = "https://seasidepiers.example.org/"
# place (birth places only): name
PI_PLACES = {"london": "London", "kelso": "Kelso", "bristol": "Bristol", "dublin": "Dublin", "glasgow": "Glasgow",
             "warrington": "Warrington", "southampton": "Southampton", "hull": "Kingston upon Hull",
             "lancaster": "Lancaster", "derby": "Derby"}
# person: (name, birth date (a year or a day), birth place, job title)
PI_PEOPLE = {"eugenius-birch": ("Eugenius Birch", "1818-05-30", "london", "civil engineer"),
             "james-brunlees": ("James Brunlees", "1816-01-05", "kelso", "civil engineer"),
             "john-william-grover": ("John William Grover", "1836", "london", "civil engineer"),
             "richard-ward": ("Richard Ward", "1830", "bristol", "engineer"),
             "richard-st-george-moore": ("Richard St George Moore", "1858", "dublin", "engineer"),
             "john-anderson": ("John Anderson", "1821", "glasgow", "engineer"),
             "joseph-webster": ("Joseph James Webster", "1845", "warrington", "civil engineer"),
             "john-kent": ("John Kent", "1780", "southampton", "architect"),
             "edward-lapidge": ("Edward Lapidge", "1779", "london", "architect"),
             "henry-clevedon": ("Henry Clevedon", "1851-09-12", "hull", "civil engineer"),
             "john-isaac-mawson": ("John Isaac Mawson", "1830", "lancaster", "engineer"),
             "douglas-fox": ("Douglas Fox", "1840-05-14", "derby", "civil engineer")}
# organisation: (name, schema.org type)
PI_ORGS = {"southend-council": ("Southend-on-Sea City Council", "GovernmentOrganization"),
           "brighton-pier-group": ("Brighton Pier Group", "Organization"),
           "west-pier-trust": ("West Pier Trust", "Organization"),
           "eastbourne-pier-company": ("Eastbourne Pier Company", "Organization"),
           "clevedon-trust": ("Clevedon Pier and Heritage Trust", "Organization"),
           "llandudno-pier-company": ("Llandudno Pier Company", "Organization"),
           "leisure-parcs": ("Leisure Parcs", "Organization"),
           "southampton-council": ("Southampton City Council", "GovernmentOrganization"),
           "aberystwyth-pier-company": ("Aberystwyth Royal Pier Company", "Organization"),
           "north-norfolk-council": ("North Norfolk District Council", "GovernmentOrganization"),
           "redcar-council": ("Redcar and Cleveland Borough Council", "GovernmentOrganization"),
           "southwold-pier-ltd": ("Southwold Pier Ltd", "Organization"),
           "swanage-trust": ("Swanage Pier Trust", "Organization"),
           "wightlink": ("Wightlink", "Organization"),
           "hastings-charity": ("Hastings Pier Charity", "Organization"),
           "bangor-council": ("Bangor City Council", "GovernmentOrganization"),
           "skegness-pier-company": ("Skegness Pier Company", "Organization")}
# pier: (name, alternate names, locality, county, opened, length in m, engineers, maintainer, listed grade or None,
#        latitude, longitude, public access)
PI_PIERS = {
    "southend": ("Southend Pier", [], "Southend-on-Sea", "Essex", "1830", "2158", ["james-brunlees"],
                 "southend-council", "II", "51.519", "0.716", True),
    "brighton-palace": ("Brighton Palace Pier", ["Palace Pier"], "Brighton", "East Sussex", "1899", "525",
                        ["richard-st-george-moore"], "brighton-pier-group", "II*", "50.8159", "-0.1372", True),
    "brighton-west": ("West Pier", [], "Brighton", "East Sussex", "1866", "340", ["eugenius-birch"],
                      "west-pier-trust", "I", "50.821", "-0.151", False),
    "eastbourne": ("Eastbourne Pier", [], "Eastbourne", "East Sussex", "1870", "300", ["eugenius-birch"],
                   "eastbourne-pier-company", "II*", "50.7665", "0.29", True),
    "clevedon": ("Clevedon Pier", [], "Clevedon", "Somerset", "1869", "312", ["john-william-grover", "richard-ward"],
                 "clevedon-trust", "I", "51.443", "-2.863", True),
    "llandudno": ("Llandudno Pier", [], "Llandudno", "Conwy", "1877", "700", ["james-brunlees"],
                  "llandudno-pier-company", "II*", "53.327", "-3.823", True),
    "blackpool-north": ("Blackpool North Pier", ["North Pier"], "Blackpool", "Lancashire", "1863", "400",
                        ["eugenius-birch"], "leisure-parcs", "II", "53.819", "-3.056", True),
    "blackpool-central": ("Central Pier", [], "Blackpool", "Lancashire", "1868", "340", ["john-isaac-mawson"],
                          "leisure-parcs", None, "53.809", "-3.055", True),
    "southampton-royal": ("Royal Pier", [], "Southampton", "Hampshire", "1833", "275", ["edward-lapidge"],
                          "southampton-council", None, "50.896", "-1.409", False),
    "aberystwyth-royal": ("Royal Pier", [], "Aberystwyth", "Ceredigion", "1865", "242", ["eugenius-birch"],
                          "aberystwyth-pier-company", None, "52.415", "-4.086", True),
    "cromer": ("Cromer Pier", [], "Cromer", "Norfolk", "1901", "151", ["douglas-fox"], "north-norfolk-council",
               "II", "52.934", "1.302", True),
    "saltburn": ("Saltburn Pier", [], "Saltburn-by-the-Sea", "North Yorkshire", "1869", "206", ["john-anderson"],
                 "redcar-council", "II*", "54.584", "-0.97", True),
    "southwold": ("Southwold Pier", [], "Southwold", "Suffolk", "1900", "190", [], "southwold-pier-ltd", None,
                  "52.33", "1.686", True),
    "swanage": ("Swanage Pier", [], "Swanage", "Dorset", "1896", "195", ["henry-clevedon"], "swanage-trust", "II",
                "50.609", "-1.951", True),
    "ryde": ("Ryde Pier", [], "Ryde", "Isle of Wight", "1814", "681", ["john-kent"], "wightlink", "II", "50.735",
             "-1.161", True),
    "hastings": ("Hastings Pier", [], "Hastings", "East Sussex", "1872", "278", ["eugenius-birch"],
                 "hastings-charity", "II", "50.854", "0.573", True),
    "bangor-garth": ("Garth Pier", ["Bangor Pier"], "Bangor", "Gwynedd", "1896", "472", ["joseph-webster"],
                     "bangor-council", "II*", "53.239", "-4.119", True),
    "skegness": ("Skegness Pier", [], "Skegness", "Lincolnshire", "1881", "118", ["henry-clevedon"],
                 "skegness-pier-company", None, "53.142", "0.345", True),
}
# event: (name, day, pier)
PI_EVENTS = {"west-pier-collapse-2002": ("West Pier collapse", "2002-12-29", "brighton-west"),
             "west-pier-fire-2003": ("West Pier fire", "2003-03-28", "brighton-west"),
             "southend-fire-2005": ("Southend Pier fire", "2005-10-09", "southend"),
             "hastings-fire-2010": ("Hastings Pier fire", "2010-10-05", "hastings"),
             "cromer-storm-2013": ("Cromer Pier storm damage", "2013-12-05", "cromer"),
             "eastbourne-fire-2014": ("Eastbourne Pier fire", "2014-07-30", "eastbourne")}


def piers_kg() -> str:
    """N-Triples of the schema.org pier directory: blank addresses, coordinates and property values."""
    g = Graph()
    for key, name in PI_PLACES.items():
        g.add(f"{PI}place/{key}", RDF_TYPE, SCHEMA + "Place"), g.add(f"{PI}place/{key}", SCHEMA + "name", _lit(name))
    for key, (name, born, place, job) in PI_PEOPLE.items():
        p = f"{PI}person/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "birthDate", _typed(born, "date" if "-" in born else "gYear"))
        g.add(p, SCHEMA + "birthPlace", f"{PI}place/{place}"), g.add(p, SCHEMA + "jobTitle", _lit(job))
    for key, (name, kind) in PI_ORGS.items():
        g.add(f"{PI}org/{key}", RDF_TYPE, SCHEMA + kind), g.add(f"{PI}org/{key}", SCHEMA + "name", _lit(name))
    for key, fields in PI_PIERS.items():
        name, aliases, town, county, opened, length, engineers, keeper, grade, lat, lon, public = fields
        p, b = f"{PI}pier/{key}", "_:" + key.replace("-", "_")
        g.add(p, RDF_TYPE, SCHEMA + "TouristAttraction"), g.add(p, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(p, SCHEMA + "alternateName", _lit(alias))
        g.add(p, SCHEMA + "address", b + "_address"), g.add(b + "_address", RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(b + "_address", SCHEMA + "addressLocality", _lit(town))
        g.add(b + "_address", SCHEMA + "addressRegion", _lit(county))
        g.add(b + "_address", SCHEMA + "addressCountry", _lit("GB"))
        g.add(p, SCHEMA + "geo", b + "_geo"), g.add(b + "_geo", RDF_TYPE, SCHEMA + "GeoCoordinates")
        g.add(b + "_geo", SCHEMA + "latitude", _typed(lat, "decimal"))
        g.add(b + "_geo", SCHEMA + "longitude", _typed(lon, "decimal"))
        g.add(p, SCHEMA + "dateCreated", _typed(opened, "gYear"))
        g.add(p, SCHEMA + "additionalProperty", b + "_length"), g.add(b + "_length", RDF_TYPE, SCHEMA + "PropertyValue")
        g.add(b + "_length", SCHEMA + "name", _lit("length"))
        g.add(b + "_length", SCHEMA + "value", _typed(length, "decimal"))
        g.add(b + "_length", SCHEMA + "unitCode", _lit("MTR"))
        if grade:
            g.add(p, SCHEMA + "additionalProperty", b + "_grade")
            g.add(b + "_grade", RDF_TYPE, SCHEMA + "PropertyValue")
            g.add(b + "_grade", SCHEMA + "name", _lit("listed grade"))
            g.add(b + "_grade", SCHEMA + "value", _lit(grade))
        for engineer in engineers:
            g.add(p, SCHEMA + "creator", f"{PI}person/{engineer}")
        g.add(p, SCHEMA + "maintainer", f"{PI}org/{keeper}")
        g.add(p, SCHEMA + "publicAccess", _typed(str(public).lower(), "boolean"))
    for key, (name, day, pier) in PI_EVENTS.items():
        e = f"{PI}event/{key}"
        g.add(e, RDF_TYPE, SCHEMA + "Event"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "startDate", _typed(day, "date")), g.add(e, SCHEMA + "location", f"{PI}pier/{pier}")
    return g.unique_text()


def _pi(kind: str, *keys: str) -> set[str]:
    return {f"{PI}{kind}/{k}" for k in keys}


PIERS_QUESTIONS = [
    ("Who designed Clevedon Pier?", _pi("person", "john-william-grover", "richard-ward")),
    ("Which piers did Eugenius Birch design?",
     _pi("pier", "brighton-west", "eastbourne", "blackpool-north", "aberystwyth-royal", "hastings")),
    ("Which piers are in East Sussex?", _pi("pier", "brighton-palace", "brighton-west", "eastbourne", "hastings")),
    ("In which town is Garth Pier?", {"Bangor"}),
    ("When did Ryde Pier open?", {"1814"}),
    ("Which is the longest pier?", _pi("pier", "southend")),
    ("How long is Llandudno Pier?", {"700"}),
    ("Which piers are longer than 340 metres?",
     _pi("pier", "southend", "brighton-palace", "llandudno", "blackpool-north", "ryde", "bangor-garth")),
    ("Which piers opened before 1869?",
     _pi("pier", "ryde", "southend", "southampton-royal", "blackpool-north", "aberystwyth-royal", "brighton-west",
         "blackpool-central")),
    ("Which piers opened in 1869?", _pi("pier", "clevedon", "saltburn")),
    ("Which is the oldest pier?", _pi("pier", "ryde")),
    ("Which pier opened most recently?", _pi("pier", "cromer")),
    ("Who runs Cromer Pier?", _pi("org", "north-norfolk-council")),
    ("Which piers does Leisure Parcs run?", _pi("pier", "blackpool-north", "blackpool-central")),
    ("Which piers are listed at grade I?", _pi("pier", "brighton-west", "clevedon")),
    ("What grade is Brighton Palace Pier listed at?", {"II*"}),
    ("Which piers did Henry Clevedon design?", _pi("pier", "swanage", "skegness")),
    ("Where was Henry Clevedon born?", _pi("place", "hull")),
    ("When was Eugenius Birch born?", {"1818-05-30"}),
    ("Who designed the Royal Pier in Southampton?", _pi("person", "edward-lapidge")),
    ("When did the Royal Pier in Aberystwyth open?", {"1865"}),
    ("Which piers are closed to the public?", _pi("pier", "brighton-west", "southampton-royal")),
    ("How many piers are there in Lancashire?", {"2"}),
    ("How many piers did Eugenius Birch design?", {"5"}),
    ("Which pier is also called the Palace Pier?", _pi("pier", "brighton-palace")),
    ("When was the Eastbourne Pier fire?", {"2014-07-30"}),
    ("Which pier was damaged in 2013?", _pi("pier", "cromer")),
    ("What has happened at the West Pier?", _pi("event", "west-pier-collapse-2002", "west-pier-fire-2003")),
    ("Who designed the piers in Lincolnshire?", _pi("person", "henry-clevedon")),
    ("Which piers were designed by engineers born in London?",
     _pi("pier", "brighton-west", "eastbourne", "blackpool-north", "aberystwyth-royal", "hastings", "clevedon",
         "southampton-royal")),
    ("Where was the designer of Southend Pier born?", _pi("place", "kelso")),
    ("Which is the northernmost pier?", _pi("pier", "saltburn")),
    ("Which piers are shorter than 200 metres?", _pi("pier", "cromer", "southwold", "swanage", "skegness")),
    ("Which piers opened after 1890?", _pi("pier", "brighton-palace", "cromer", "southwold", "swanage",
                                            "bangor-garth")),
    ("In which county is Saltburn Pier?", {"North Yorkshire"}),
    ("Which piers did James Brunlees design?", _pi("pier", "southend", "llandudno")),
    ("who designed saltburn pier", _pi("person", "john-anderson")),
    ("How long is Southend Peir?", {"2158"}),  # misspelt: Pier
    ("How much does it cost to walk along Southend Pier?", set()),  # no prices
    ("How many visitors did Brighton Palace Pier have last year?", set()),  # no visitor figures
    ("What is Clevedon Pier built from?", set()),  # no materials
]
PIERS_MADE_UP = ["Who designed Worthing Pier?", "When did the Grand Pier at Weston open?",
                 "Which piers did Eugenius Brunlees design?", "Where was Henry Birch born?",
                 "Which piers are in Cornwall?", "Who runs Margate Jetty?"]
PIERS_GRAPHS = [
    ('[("Clevedon Pier", "engineer", ?x)]', _pi("person", "john-william-grover", "richard-ward")),
    ('[(?x, "engineer", "Eugenius Birch")]',
     _pi("pier", "brighton-west", "eastbourne", "blackpool-north", "aberystwyth-royal", "hastings")),
    ('[("Cromer Pier", "run by", ?x)]', _pi("org", "north-norfolk-council")),
    ('[("Henry Clevedon", "born in", ?x)]', _pi("place", "hull")),
    ('[("Ryde Pier", "year opened", ?x)]', {"1814"}),
    ('[("Garth Pier", "town", ?x)]', {"Bangor"}),
    ('[("Southend Pier", "engineer", ?p), (?p, "born in", ?x)]', _pi("place", "kelso")),
    ('[(?e, "happened at", "West Pier"), (?e, "on the day", ?x)]', {"2002-12-29", "2003-03-28"}),
    ('[(?p, "engineer", "Henry Clevedon"), (?p, "county", ?x)]', {"Dorset", "Lincolnshire"}),
    ('[("Brighton Palace Pier", "engineer", ?p), (?p, "year of birth", ?x)]', {"1858"}),
    ('[(?p, "run by", "Leisure Parcs"), (?p, "year opened", ?x)]', {"1863", "1868"}),
    ('[(?p, "engineer", "James Brunlees"), (?p, "run by", ?x)]',
     _pi("org", "southend-council", "llandudno-pier-company")),
]


# ---- comics (a comics wiki exported with no labels at all: every name lives ONLY in an IRI, underscores for
# ---- spaces, Wikipedia-style qualifiers (`Blueberry_(comic)`, `Blueberry_(character)`, `Morris_(cartoonist)`) and
# ---- accents and apostrophes percent-encoded (`Herg%C3%A9`, `L%27Association`); a camelCase ontology of its own
# ---- (`writer`, `artist`, `publisher`, `firstPublished` xsd:gYear, `numberOfVolumes`, `featuresCharacter`,
# ---- `birthPlace`, `headquarters`, …) whose properties carry no labels either; a spin-off says `spinOffOf` its
# ---- parent series, never the other way round) -----------------------------------------------------------------
CO = "http://comics-wiki.example.org/resource/"
COO = "http://comics-wiki.example.org/ontology/"


def _co(name: str) -> str:
    """The wiki's IRI for the page `name`: underscores for spaces, accents and apostrophes percent-encoded."""
    return CO + quote(name.replace(" ", "_"), safe="_(),.-")


CO_COUNTRIES = ["Belgium", "France", "Italy", "Sweden", "United_Kingdom", "Iran", "Poland", "United_States", "Monaco"]
# city: country
CO_CITIES = {"Etterbeek": "Belgium", "Brussels": "Belgium", "Kortrijk": "Belgium", "Liège": "Belgium",
             "Anderlecht": "Belgium", "Tournai": "Belgium", "Marcinelle": "Belgium", "Paris": "France",
             "Fismes": "France", "Saint-Mandé": "France", "Nogent-sur-Marne": "France", "Rimini": "Italy",
             "Stockholm": "Sweden", "Northampton": "United_Kingdom", "London": "United_Kingdom",
             "Glasgow": "United_Kingdom", "Rasht": "Iran", "Stalowa_Wola": "Poland", "New_York_City": "United_States",
             "Burbank,_California": "United_States", "Marietta,_Georgia": "United_States", "Monte_Carlo": "Monaco"}
# creator: (birth year, birth place, awards)
CO_CREATORS = {"Hergé": ("1907", "Etterbeek", []),
               "René_Goscinny": ("1926", "Paris", []),
               "Albert_Uderzo": ("1927", "Fismes", ["Grand_Prix_de_la_ville_d'Angoulême"]),
               "Morris_(cartoonist)": ("1923", "Kortrijk", []),
               "Edgar_P._Jacobs": ("1904", "Brussels", []),
               "André_Franquin": ("1924", "Etterbeek", ["Grand_Prix_de_la_ville_d'Angoulême"]),
               "Batem": ("1960", "Brussels", []),
               "Hugo_Pratt": ("1927", "Rimini", []),
               "Peyo": ("1928", "Brussels", []),
               "Art_Spiegelman": ("1948", "Stockholm", ["Pulitzer_Prize", "Grand_Prix_de_la_ville_d'Angoulême"]),
               "Alan_Moore": ("1953", "Northampton", ["Hugo_Award", "Eisner_Award"]),
               "Dave_Gibbons": ("1949", "London", ["Hugo_Award"]),
               "David_Lloyd": ("1950", "London", []),
               "Eddie_Campbell": ("1955", "Glasgow", ["Eisner_Award"]),
               "Marjane_Satrapi": ("1969", "Rasht", []),
               "Pierre_Christin": ("1938", "Saint-Mandé", []),
               "Jean-Claude_Mézières": ("1938", "Paris", ["Grand_Prix_de_la_ville_d'Angoulême"]),
               "Jean-Michel_Charlier": ("1924", "Liège", []),
               "Jean_Giraud": ("1938", "Nogent-sur-Marne", ["Grand_Prix_de_la_ville_d'Angoulême"]),
               "Jean_Van_Hamme": ("1939", "Brussels", []),
               "Grzegorz_Rosiński": ("1941", "Stalowa_Wola", []),
               "William_Vance": ("1935", "Anderlecht", []),
               "Philippe_Francq": ("1961", "Etterbeek", []),
               "Jean_Tabary": ("1930", "Stockholm", []),
               "Nora_Marcinelle": ("1972", "Liège", [])}
# publisher: (headquarters, founded)
CO_PUBLISHERS = {"Casterman": ("Tournai", "1780"), "Dargaud": ("Paris", "1936"), "Dupuis": ("Marcinelle", "1922"),
                 "Le_Lombard": ("Brussels", "1946"), "Pantheon_Books": ("New_York_City", "1942"),
                 "DC_Comics": ("Burbank,_California", "1934"), "L'Association": ("Paris", "1990"),
                 "Marsu_Productions": ("Monte_Carlo", "1986"), "Top_Shelf_Productions": ("Marietta,_Georgia", "1997")}
CO_GENRES = ["Adventure_comics", "Humour_comics", "Western_comics", "Science_fiction_comics", "Memoir_comics",
             "Superhero_comics", "Horror_comics", "Fantasy_comics", "Thriller_comics"]
CO_AWARDS = ["Grand_Prix_de_la_ville_d'Angoulême", "Pulitzer_Prize", "Hugo_Award", "Eisner_Award"]
# series: (writers, artists, publisher, first published, last published or None, volumes, genre, characters,
#          spin-off of or None)
CO_SERIES = {
    "The_Adventures_of_Tintin": (["Hergé"], ["Hergé"], "Casterman", "1929", "1976", 24, "Adventure_comics",
                                 ["Tintin_(character)", "Captain_Haddock"], None),
    "Asterix": (["René_Goscinny", "Albert_Uderzo"], ["Albert_Uderzo"], "Dargaud", "1959", None, 40, "Humour_comics",
                ["Obelix", "Getafix"], None),
    "Lucky_Luke": (["Morris_(cartoonist)", "René_Goscinny"], ["Morris_(cartoonist)"], "Dupuis", "1946", None, 80,
                   "Western_comics", ["Jolly_Jumper"], None),
    "Blake_and_Mortimer": (["Edgar_P._Jacobs"], ["Edgar_P._Jacobs"], "Le_Lombard", "1946", None, 29,
                           "Science_fiction_comics", [], None),
    "Spirou_and_Fantasio": (["André_Franquin"], ["André_Franquin"], "Dupuis", "1938", None, 56, "Humour_comics", [],
                            None),
    "Gaston_(comic)": (["André_Franquin"], ["André_Franquin"], "Dupuis", "1957", "1996", 21, "Humour_comics",
                       ["Gaston_Lagaffe"], "Spirou_and_Fantasio"),
    "Marsupilami_(comic)": (["André_Franquin"], ["Batem"], "Marsu_Productions", "1987", None, 32, "Humour_comics", [],
                            "Spirou_and_Fantasio"),
    "Corto_Maltese": (["Hugo_Pratt"], ["Hugo_Pratt"], "Casterman", "1967", "1992", 12, "Adventure_comics", [], None),
    "The_Smurfs": (["Peyo"], ["Peyo"], "Dupuis", "1958", None, 40, "Humour_comics", ["Papa_Smurf", "Gargamel"],
                   "Johan_and_Peewit"),
    "Johan_and_Peewit": (["Peyo"], ["Peyo"], "Dupuis", "1952", None, 13, "Adventure_comics", [], None),
    "Maus": (["Art_Spiegelman"], ["Art_Spiegelman"], "Pantheon_Books", "1980", "1991", 2, "Memoir_comics", [], None),
    "Watchmen": (["Alan_Moore"], ["Dave_Gibbons"], "DC_Comics", "1986", "1987", 12, "Superhero_comics",
                 ["Rorschach_(character)"], None),
    "V_for_Vendetta": (["Alan_Moore"], ["David_Lloyd"], "DC_Comics", "1982", "1989", 10, "Science_fiction_comics", [],
                       None),
    "From_Hell": (["Alan_Moore"], ["Eddie_Campbell"], "Top_Shelf_Productions", "1989", "1998", 11, "Horror_comics",
                  [], None),
    "Persepolis_(comic)": (["Marjane_Satrapi"], ["Marjane_Satrapi"], "L'Association", "2000", "2003", 4,
                           "Memoir_comics", [], None),
    "Valérian_and_Laureline": (["Pierre_Christin"], ["Jean-Claude_Mézières"], "Dargaud", "1967", "2010", 23,
                               "Science_fiction_comics", [], None),
    "Blueberry_(comic)": (["Jean-Michel_Charlier"], ["Jean_Giraud"], "Dargaud", "1963", "2007", 28, "Western_comics",
                          ["Blueberry_(character)"], None),
    "Thorgal": (["Jean_Van_Hamme"], ["Grzegorz_Rosiński"], "Le_Lombard", "1977", None, 40, "Fantasy_comics",
                ["Aaricia"], None),
    "XIII_(comic)": (["Jean_Van_Hamme"], ["William_Vance"], "Dargaud", "1984", None, 28, "Thriller_comics", [], None),
    "Largo_Winch": (["Jean_Van_Hamme"], ["Philippe_Francq"], "Dupuis", "1990", None, 24, "Thriller_comics", [], None),
    "Iznogoud": (["René_Goscinny"], ["Jean_Tabary"], "Dargaud", "1962", None, 30, "Humour_comics", [], None),
    "The_Harbour_Cats": (["Nora_Marcinelle"], ["Nora_Marcinelle"], "Casterman", "2008", None, 9, "Humour_comics", [],
                         None),
}


def comics_kg() -> str:
    """N-Triples of the comics wiki: names only in (percent-encoded) IRIs, a camelCase ontology, no labels."""
    g = Graph()
    for cls in ("ComicSeries", "Creator", "Publisher", "Character", "City", "Country", "Genre", "Award"):
        g.add(COO + cls, RDF_TYPE, OWL + "Class")
    for prop in ("writer", "artist", "publisher", "firstPublished", "lastPublished", "numberOfVolumes", "genre",
                 "featuresCharacter", "spinOffOf", "birthYear", "birthPlace", "award", "headquarters",
                 "foundingYear", "country"):
        kind = "Datatype" if prop in ("firstPublished", "lastPublished", "numberOfVolumes", "birthYear",
                                      "foundingYear") else "Object"
        g.add(COO + prop, RDF_TYPE, f"{OWL}{kind}Property")
    for name in CO_COUNTRIES:
        g.add(_co(name), RDF_TYPE, COO + "Country")
    for name, country in CO_CITIES.items():
        g.add(_co(name), RDF_TYPE, COO + "City"), g.add(_co(name), COO + "country", _co(country))
    for name in CO_GENRES:
        g.add(_co(name), RDF_TYPE, COO + "Genre")
    for name in CO_AWARDS:
        g.add(_co(name), RDF_TYPE, COO + "Award")
    for name, (born, place, awards) in CO_CREATORS.items():
        c = _co(name)
        g.add(c, RDF_TYPE, COO + "Creator"), g.add(c, COO + "birthYear", _typed(born, "gYear"))
        g.add(c, COO + "birthPlace", _co(place))
        for award in awards:
            g.add(c, COO + "award", _co(award))
    for name, (hq, founded) in CO_PUBLISHERS.items():
        p = _co(name)
        g.add(p, RDF_TYPE, COO + "Publisher"), g.add(p, COO + "headquarters", _co(hq))
        g.add(p, COO + "foundingYear", _typed(founded, "gYear"))
    for name, fields in CO_SERIES.items():
        writers, artists, publisher, first, last, volumes, genre, characters, parent = fields
        s = _co(name)
        g.add(s, RDF_TYPE, COO + "ComicSeries")
        for w in writers:
            g.add(s, COO + "writer", _co(w))
        for a in artists:
            g.add(s, COO + "artist", _co(a))
        g.add(s, COO + "publisher", _co(publisher)), g.add(s, COO + "firstPublished", _typed(first, "gYear"))
        if last:
            g.add(s, COO + "lastPublished", _typed(last, "gYear"))
        g.add(s, COO + "numberOfVolumes", _typed(volumes, "integer")), g.add(s, COO + "genre", _co(genre))
        for ch in characters:
            g.add(_co(ch), RDF_TYPE, COO + "Character"), g.add(s, COO + "featuresCharacter", _co(ch))
        if parent:
            g.add(s, COO + "spinOffOf", _co(parent))
    return g.unique_text()


def _cos(*names: str) -> set[str]:
    return {_co(n) for n in names}


COMICS_QUESTIONS = [
    ("Who wrote Watchmen?", _cos("Alan_Moore")),
    ("Who drew Watchmen?", _cos("Dave_Gibbons")),
    ("Which series did Alan Moore write?", _cos("Watchmen", "V_for_Vendetta", "From_Hell")),
    ("Which series did Jean Van Hamme write?", _cos("Thorgal", "XIII_(comic)", "Largo_Winch")),
    ("Who publishes Corto Maltese?", _cos("Casterman")),
    ("Which series does Dupuis publish?",
     _cos("Lucky_Luke", "Spirou_and_Fantasio", "Gaston_(comic)", "The_Smurfs", "Johan_and_Peewit", "Largo_Winch")),
    ("When was The Adventures of Tintin first published?", {"1929"}),
    ("Which is the oldest comic series?", _cos("The_Adventures_of_Tintin")),
    ("Which series has the most volumes?", _cos("Lucky_Luke")),
    ("How many volumes of Thorgal are there?", {"40"}),
    ("Which series have more than 40 volumes?", _cos("Lucky_Luke", "Spirou_and_Fantasio")),
    ("Which series began before 1946?", _cos("The_Adventures_of_Tintin", "Spirou_and_Fantasio")),
    ("Which series started in 1967?", _cos("Corto_Maltese", "Valérian_and_Laureline")),
    ("Which series are spin-offs of Spirou and Fantasio?", _cos("Gaston_(comic)", "Marsupilami_(comic)")),
    ("Which series is The Smurfs a spin-off of?", _cos("Johan_and_Peewit")),
    ("Where was Hergé born?", _cos("Etterbeek")),
    ("When was Jean Giraud born?", {"1938"}),
    ("Which comics creators were born in Brussels?", _cos("Edgar_P._Jacobs", "Batem", "Peyo", "Jean_Van_Hamme")),
    ("Which comics creators were born in Belgium?",
     _cos("Hergé", "Morris_(cartoonist)", "Edgar_P._Jacobs", "André_Franquin", "Batem", "Peyo",
          "Jean-Michel_Charlier", "Jean_Van_Hamme", "William_Vance", "Philippe_Francq", "Nora_Marcinelle")),
    ("Where is Dupuis based?", _cos("Marcinelle")),
    ("Which publishers are based in Paris?", _cos("Dargaud", "L'Association")),
    ("Which publisher was founded first?", _cos("Casterman")),
    ("Which series feature Captain Haddock?", _cos("The_Adventures_of_Tintin")),
    ("In which series does the character Blueberry appear?", _cos("Blueberry_(comic)")),
    ("Who drew the Blueberry comics?", _cos("Jean_Giraud")),
    ("Which series are westerns?", _cos("Lucky_Luke", "Blueberry_(comic)")),
    ("Which series are memoirs?", _cos("Maus", "Persepolis_(comic)")),
    ("Who has won the Pulitzer Prize?", _cos("Art_Spiegelman")),
    ("Which creators have won the Grand Prix de la ville d'Angoulême?",
     _cos("Albert_Uderzo", "André_Franquin", "Art_Spiegelman", "Jean-Claude_Mézières", "Jean_Giraud")),
    ("How many series did René Goscinny write?", {"3"}),
    ("Which series did Nora Marcinelle create?", _cos("The_Harbour_Cats")),
    ("Where was Nora Marcinelle born?", _cos("Liège")),
    ("Which series were drawn by artists born in London?", _cos("Watchmen", "V_for_Vendetta")),
    ("Who publishes the series written by Pierre Christin?", _cos("Dargaud")),
    ("When did Corto Maltese end?", {"1992"}),
    ("In which country is Casterman based?", _cos("Belgium")),
    ("who drew the smurfs", _cos("Peyo")),
    ("Who wrote Valérian and Laurelline?", _cos("Pierre_Christin")),  # misspelt: Laureline
    ("How many copies has Asterix sold?", set()),  # no sales figures
    ("Which languages has Maus been translated into?", set()),  # no translations
    ("How much did the first Tintin album cost?", set()),  # no prices
]
COMICS_MADE_UP = ["Who drew The Silver Lynx?", "Which series did Hugo Goscinny write?",
                  "Where was Marjane Uderzo born?", "Who publishes Captain Marlowe?",
                  "Which series does Glénat publish?", "Which series are spin-offs of Bob Morane?"]
COMICS_GRAPHS = [
    ('[("Watchmen", "scripted by", ?x)]', _cos("Alan_Moore")),
    ('[(?x, "illustrated by", "Jean Giraud")]', _cos("Blueberry_(comic)")),
    ('[("Corto Maltese", "released by", ?x)]', _cos("Casterman")),
    ('[("Hergé", "native city", ?x)]', _cos("Etterbeek")),
    ('[(?x, "derived from", "Spirou and Fantasio")]', _cos("Gaston_(comic)", "Marsupilami_(comic)")),
    ('[("Dupuis", "head office", ?x)]', _cos("Marcinelle")),
    ('[("Thorgal", "illustrated by", ?a), (?a, "native city", ?x)]', _cos("Stalowa_Wola")),
    ('[(?s, "scripted by", "Alan Moore"), (?s, "released by", ?x)]', _cos("DC_Comics", "Top_Shelf_Productions")),
    ('[("Maus", "released by", ?p), (?p, "head office", ?x)]', _cos("New_York_City")),
    ('[(?s, "scripted by", "Jean Van Hamme"), (?s, "illustrated by", ?x)]',
     _cos("Grzegorz_Rosiński", "William_Vance", "Philippe_Francq")),
    ('[("The Smurfs", "derived from", ?s), (?s, "year started", ?x)]', {"1952"}),
    ('[("Largo Winch", "illustrated by", ?a), (?a, "year born", ?x)]', {"1961"}),
]


# ---- photographs (a university archive of early photographs catalogued in Dublin Core: each record a
# ---- `dcmitype:StillImage` titled by the legacy `dc:title` (DCMI elements 1.1) and described by DCMI terms
# ---- (`dcterms:creator`, `dcterms:created` as xsd:gYear or, for three, xsd:date, `dcterms:spatial`,
# ---- `dcterms:subject`, `dcterms:isPartOf`, `dcterms:identifier`, `dcterms:extent`) plus the legacy `dc:format`
# ---- for the process; photographers are `foaf:Person`s with `foaf:name` and a local `birthYear` / `birthPlace`,
# ---- places `dcterms:Location`s labelled @en with a local `inCountry`, subjects `skos:Concept`s; a record names
# ---- its collection (`dcterms:isPartOf`) but no collection lists its records, and a collection's holder is its
# ---- `dcterms:rightsHolder`) -----------------------------------------------------------------------------------
PH = "https://photo-archive.example.ac.uk/"
PHT = PH + "terms/"
DCMITYPE = "http://purl.org/dc/dcmitype/"
PH_COUNTRIES = {"france": "France", "england": "England", "scotland": "Scotland", "usa": "United States",
                "italy": "Italy", "sweden": "Sweden", "india": "India"}
# place: (label, country or None)
PH_PLACES = {"saint-loup": ("Saint-Loup-de-Varennes", "france"), "paris": ("Paris", "france"),
             "chalon": ("Chalon-sur-Saône", "france"), "cormeilles": ("Cormeilles-en-Parisis", "france"),
             "breteuil": ("Breteuil", "france"), "lacock-abbey": ("Lacock Abbey", "england"),
             "halstead-place": ("Halstead Place", "england"), "freshwater": ("Freshwater", "england"),
             "wolverhampton": ("Wolverhampton", "england"), "leamington": ("Leamington Spa", "england"),
             "melbury": ("Melbury Sampford", "england"), "tonbridge": ("Tonbridge", "england"),
             "heywood": ("Heywood", "england"), "kingston": ("Kingston upon Thames", "england"),
             "ludlow": ("Ludlow", "england"), "bath": ("Bath", "england"), "london": ("London", "england"),
             "bradford": ("Bradford", "england"), "newhaven": ("Newhaven", "scotland"),
             "edinburgh": ("Edinburgh", "scotland"), "perth": ("Perth", "scotland"),
             "st-andrews": ("St Andrews", "scotland"), "philadelphia": ("Philadelphia", "usa"),
             "gettysburg": ("Gettysburg", "usa"), "new-york": ("New York City", "usa"),
             "columbia-gorge": ("Columbia River Gorge", "usa"), "yosemite": ("Yosemite Valley", "usa"),
             "palo-alto": ("Palo Alto", "usa"), "oneonta": ("Oneonta", "usa"),
             "washington": ("Washington, D.C.", "usa"),
             "austin": ("Austin", "usa"), "venice": ("Venice", "italy"), "stockholm": ("Stockholm", "sweden"),
             "calcutta": ("Calcutta", "india"), "sevastopol": ("Sevastopol", None)}
# photographer: (foaf:name, birth year, birth place or None)
PH_AGENTS = {"a01": ("Nicéphore Niépce", "1765", "chalon"), "a02": ("Louis Daguerre", "1787", "cormeilles"),
             "a03": ("Robert Cornelius", "1809", "philadelphia"), "a04": ("Hippolyte Bayard", "1801", "breteuil"),
             "a05": ("William Henry Fox Talbot", "1800", "melbury"), "a06": ("Anna Atkins", "1799", "tonbridge"),
             "a07": ("David Octavius Hill", "1802", "perth"), "a08": ("Robert Adamson", "1821", "st-andrews"),
             "a09": ("Roger Fenton", "1819", "heywood"), "a10": ("Nadar", "1820", "paris"),
             "a11": ("Julia Margaret Cameron", "1815", "calcutta"), "a12": ("Timothy O'Sullivan", "1840", "new-york"),
             "a13": ("Mathew Brady", "1822", None), "a14": ("Carleton Watkins", "1829", "oneonta"),
             "a15": ("Eadweard Muybridge", "1830", "kingston"), "a16": ("Oscar Rejlander", "1813", "stockholm"),
             "a17": ("Henry Peach Robinson", "1830", "ludlow"), "a18": ("Clara Lacock", "1841", "bath")}
# institution: (foaf:name, based near)
PH_INSTITUTIONS = {"va": ("Victoria and Albert Museum", "london"), "smg": ("Science Museum Group", "bradford"),
                   "hrc": ("Harry Ransom Center", "austin"), "loc": ("Library of Congress", "washington"),
                   "sfp": ("Société française de photographie", "paris"),
                   "ngs": ("National Galleries of Scotland", "edinburgh")}
# collection: (dcterms:title, rights holder)
PH_COLLECTIONS = {"rps": ("Royal Photographic Society Collection", "va"),
                  "vaphoto": ("V&A Photography Collection", "va"), "talbot": ("Talbot Collection", "smg"),
                  "gernsheim": ("Gernsheim Collection", "hrc"), "locpp": ("Prints and Photographs Division", "loc"),
                  "sfpc": ("Collection de la Société française de photographie", "sfp"),
                  "snpg": ("Scottish National Photography Collection", "ngs")}
PH_SUBJECTS = {"portrait": "portrait", "landscape": "landscape", "architecture": "architecture", "botany": "botany",
               "war": "war", "street": "street scene", "motion": "motion study", "allegory": "allegory"}
# photograph: (dc:title, creators, created (a year or a day), process, place, subjects, collection or None,
#              identifier, extent)
PH_PHOTOS = {
    "ph-0001": ("View from the Window at Le Gras", ["a01"], "1827", "heliograph", "saint-loup", ["landscape"],
                "gernsheim", "GC-964-0001", "16.7 x 20.3 cm"),
    "ph-0002": ("Boulevard du Temple", ["a02"], "1838", "daguerreotype", "paris", ["street"], None, "LOST-0002",
                "13 x 16 cm"),
    "ph-0003": ("Self-Portrait", ["a03"], "1839", "daguerreotype", "philadelphia", ["portrait"], "locpp",
                "LC-USZC4-5001", "8.3 x 7 cm"),
    "ph-0004": ("Self-Portrait as a Drowned Man", ["a04"], "1840", "direct positive print", "paris", ["portrait"],
                "sfpc", "SFP-0012", "18.7 x 19.3 cm"),
    "ph-0005": ("Latticed Window at Lacock Abbey", ["a05"], "1835", "photogenic drawing", "lacock-abbey",
                ["architecture"], "talbot", "TC-1937-0360", "8.3 x 10.7 cm"),
    "ph-0006": ("The Open Door", ["a05"], "1844", "salt print", "lacock-abbey", ["architecture"], "talbot",
                "TC-1937-1270", "14.3 x 19.4 cm"),
    "ph-0007": ("The Haystack", ["a05"], "1844", "salt print", "lacock-abbey", ["landscape"], "talbot",
                "TC-1937-1271", "16.2 x 21.1 cm"),
    "ph-0008": ("Photographs of British Algae", ["a06"], "1843", "cyanotype", "halstead-place", ["botany"], "rps",
                "RPS-2003-5001", "25 x 20 cm"),
    "ph-0009": ("Newhaven Fishwives", ["a07", "a08"], "1845", "calotype", "newhaven", ["portrait"], "snpg",
                "PGP-HA-0212", "20.1 x 14.6 cm"),
    "ph-0010": ("The Valley of the Shadow of Death", ["a09"], "1855", "salt print", "sevastopol", ["war", "landscape"],
                "rps", "RPS-2003-5002", "27.6 x 34.9 cm"),
    "ph-0011": ("Self-Portrait", ["a10"], "1855", "salt print", "paris", ["portrait"], "sfpc", "SFP-0101",
                "20.5 x 17 cm"),
    "ph-0012": ("Sarah Bernhardt", ["a10"], "1864", "albumen print", "paris", ["portrait"], "sfpc", "SFP-0140",
                "24.8 x 20.9 cm"),
    "ph-0013": ("I Wait", ["a11"], "1872", "albumen print", "freshwater", ["portrait"], "vaphoto", "VA-PH-0291",
                "26 x 21.5 cm"),
    "ph-0014": ("Julia Jackson", ["a11"], "1867", "albumen print", "freshwater", ["portrait"], "vaphoto",
                "VA-PH-0288", "27.4 x 19.1 cm"),
    "ph-0015": ("A Harvest of Death", ["a12"], "1863-07-05", "albumen print", "gettysburg", ["war"], "locpp",
                "LC-B8184-7964", "17.8 x 22.2 cm"),
    "ph-0016": ("Abraham Lincoln", ["a13"], "1860-02-27", "albumen print", "new-york", ["portrait"], "locpp",
                "LC-USP6-2415", "9 x 5.5 cm"),
    "ph-0017": ("Cape Horn near Celilo", ["a14"], "1867", "albumen print", "columbia-gorge", ["landscape"], "locpp",
                "LC-DIG-1867-01", "40.3 x 52.4 cm"),
    "ph-0018": ("El Capitan, Yosemite", ["a14"], "1866", "albumen print", "yosemite", ["landscape"], "gernsheim",
                "GC-964-0318", "52.1 x 40 cm"),
    "ph-0019": ("The Horse in Motion", ["a15"], "1878-06-19", "albumen print", "palo-alto", ["motion"], "locpp",
                "LC-DIG-ppmsca-06607", "10.8 x 22.2 cm"),
    "ph-0020": ("The Two Ways of Life", ["a16"], "1857", "albumen print", "wolverhampton", ["allegory"], "rps",
                "RPS-2003-5003", "41 x 79 cm"),
    "ph-0021": ("Fading Away", ["a17"], "1858", "albumen print", "leamington", ["allegory"], "rps", "RPS-2003-5004",
                "24.4 x 39.3 cm"),
    "ph-0022": ("Grand Canal at Dawn", ["a18"], "1868", "albumen print", "venice", ["landscape"], "vaphoto",
                "VA-PH-0512", "21.6 x 28 cm"),
    "ph-0023": ("Calton Hill in Snow", ["a18"], "1872", "albumen print", "edinburgh", ["landscape"], "snpg",
                "PGP-CL-0007", "19.8 x 25.3 cm"),
}


def photographs_kg() -> str:
    """N-Triples of the Dublin Core photograph archive: dc:title and dc:format, DCMI terms, one-way isPartOf."""
    g = Graph()
    for key, label in PH_COUNTRIES.items():
        c = f"{PH}place/{key}"
        g.add(c, RDF_TYPE, DCT + "Location"), g.add(c, RDFS + "label", _lit(label, "en"))
    for key, (label, country) in PH_PLACES.items():
        p = f"{PH}place/{key}"
        g.add(p, RDF_TYPE, DCT + "Location"), g.add(p, RDFS + "label", _lit(label, "en"))
        if country:
            g.add(p, PHT + "inCountry", f"{PH}place/{country}")
    for key, (name, born, place) in PH_AGENTS.items():
        a = f"{PH}agent/{key}"
        g.add(a, RDF_TYPE, FOAF + "Person"), g.add(a, RDF_TYPE, DCT + "Agent"), g.add(a, FOAF + "name", _lit(name))
        g.add(a, PHT + "birthYear", _typed(born, "gYear"))
        if place:
            g.add(a, PHT + "birthPlace", f"{PH}place/{place}")
    for key, (name, place) in PH_INSTITUTIONS.items():
        i = f"{PH}agent/{key}"
        g.add(i, RDF_TYPE, FOAF + "Organization"), g.add(i, RDF_TYPE, DCT + "Agent")
        g.add(i, FOAF + "name", _lit(name)), g.add(i, FOAF + "based_near", f"{PH}place/{place}")
    for key, (title, holder) in PH_COLLECTIONS.items():
        c = f"{PH}collection/{key}"
        g.add(c, RDF_TYPE, DCMITYPE + "Collection"), g.add(c, DCT + "title", _lit(title))
        g.add(c, DCT + "rightsHolder", f"{PH}agent/{holder}")
    for key, label in PH_SUBJECTS.items():
        s = f"{PH}subject/{key}"
        g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "prefLabel", _lit(label, "en"))
    for key, fields in PH_PHOTOS.items():
        title, creators, created, process, place, subjects, collection, identifier, extent = fields
        p = f"{PH}item/{key}"
        g.add(p, RDF_TYPE, DCMITYPE + "StillImage"), g.add(p, DC + "title", _lit(title))
        for c in creators:
            g.add(p, DCT + "creator", f"{PH}agent/{c}")
        g.add(p, DCT + "created", _typed(created, "date" if "-" in created else "gYear"))
        g.add(p, DC + "format", _lit(process)), g.add(p, DCT + "spatial", f"{PH}place/{place}")
        for s in subjects:
            g.add(p, DCT + "subject", f"{PH}subject/{s}")
        if collection:
            g.add(p, DCT + "isPartOf", f"{PH}collection/{collection}")
        g.add(p, DCT + "identifier", _lit(identifier)), g.add(p, DCT + "extent", _lit(extent))
    return g.unique_text()


def _ph(kind: str, *keys: str) -> set[str]:
    return {f"{PH}{kind}/{k}" for k in keys}


PHOTOGRAPHS_QUESTIONS = [
    ("Who took The Horse in Motion?", _ph("agent", "a15")),
    ("Which photographs did William Henry Fox Talbot take?", _ph("item", "ph-0005", "ph-0006", "ph-0007")),
    ("When was The Open Door taken?", {"1844"}),
    ("Where was A Harvest of Death taken?", _ph("place", "gettysburg")),
    ("Which photographs were taken in Paris?", _ph("item", "ph-0002", "ph-0004", "ph-0011", "ph-0012")),
    ("Which is the oldest photograph?", _ph("item", "ph-0001")),
    ("Which photograph was taken most recently?", _ph("item", "ph-0019")),
    ("Which photographs were taken before 1844?",
     _ph("item", "ph-0001", "ph-0002", "ph-0003", "ph-0004", "ph-0005", "ph-0008")),
    ("Which photographs were taken in 1855?", _ph("item", "ph-0010", "ph-0011")),
    ("Who took the Self-Portrait of 1839?", _ph("agent", "a03")),
    ("What process did Nadar use for his Self-Portrait?", {"salt print"}),
    ("Which photographs are cyanotypes?", _ph("item", "ph-0008")),
    ("Which photographs are daguerreotypes?", _ph("item", "ph-0002", "ph-0003")),
    ("Which collection is Fading Away in?", _ph("collection", "rps")),
    ("Which photographs are in the Talbot Collection?", _ph("item", "ph-0005", "ph-0006", "ph-0007")),
    ("Who holds the Gernsheim Collection?", _ph("agent", "hrc")),
    ("How many photographs are in the Royal Photographic Society Collection?", {"4"}),
    ("Which photographs does the Victoria and Albert Museum hold?",
     _ph("item", "ph-0008", "ph-0010", "ph-0020", "ph-0021", "ph-0013", "ph-0014", "ph-0022")),
    ("Who took Newhaven Fishwives?", _ph("agent", "a07", "a08")),
    ("Which photographs show war?", _ph("item", "ph-0010", "ph-0015")),
    ("Which photographs are portraits?",
     _ph("item", "ph-0003", "ph-0004", "ph-0009", "ph-0011", "ph-0012", "ph-0013", "ph-0014", "ph-0016")),
    ("When was Julia Margaret Cameron born?", {"1815"}),
    ("Where was Eadweard Muybridge born?", _ph("place", "kingston")),
    ("Which photographers were born in France?", _ph("agent", "a01", "a02", "a04", "a10")),
    ("Which photographers were born before 1800?", _ph("agent", "a01", "a02", "a06")),
    ("Which photographs were taken in Scotland?", _ph("item", "ph-0009", "ph-0023")),
    ("Which photographs did Clara Lacock take?", _ph("item", "ph-0022", "ph-0023")),
    ("Where was Clara Lacock born?", _ph("place", "bath")),
    ("In which country was I Wait taken?", _ph("place", "england")),
    ("Who took photographs at Lacock Abbey?", _ph("agent", "a05")),
    ("Which photographs were taken in the United States?",
     _ph("item", "ph-0003", "ph-0015", "ph-0016", "ph-0017", "ph-0018", "ph-0019")),
    ("What is the accession number of The Haystack?", {"TC-1937-1271"}),
    ("Which photographs by Carleton Watkins are in the Gernsheim Collection?", _ph("item", "ph-0018")),
    ("Where is the Library of Congress?", _ph("place", "washington")),
    ("Which photographs were taken by photographers born in Paris?", _ph("item", "ph-0011", "ph-0012")),
    ("How many photographs did Nadar take?", {"2"}),
    ("who took the valley of the shadow of death", _ph("agent", "a09")),
    ("When was Sarah Bernhard photographed?", {"1864"}),  # misspelt: Bernhardt
    ("What camera did Roger Fenton use?", set()),  # no equipment
    ("How much did the Gernsheim Collection pay for View from the Window at Le Gras?", set()),  # no prices
    ("How long was the exposure for Boulevard du Temple?", set()),  # no exposure times
]
PHOTOGRAPHS_MADE_UP = ["Who took The Lighthouse at Whitby?", "When was Anna Talbot born?",
                       "Which photographs did Roger Nadar take?", "Where was Boulevard Haussmann at Dusk taken?",
                       "Which photographs are in the Kodak Heritage Collection?", "Who took The Fisherman's Return?"]
PHOTOGRAPHS_GRAPHS = [
    ('[("The Horse in Motion", "photographer", ?x)]', _ph("agent", "a15")),
    ('[(?x, "photographer", "Julia Margaret Cameron")]', _ph("item", "ph-0013", "ph-0014")),
    ('[("A Harvest of Death", "shot at", ?x)]', _ph("place", "gettysburg")),
    ('[("Fading Away", "kept in", ?x)]', _ph("collection", "rps")),
    ('[("Anna Atkins", "year of birth", ?x)]', {"1799"}),
    ('[("Gernsheim Collection", "owned by", ?x)]', _ph("agent", "hrc")),
    ('[("Newhaven Fishwives", "photographer", ?p), (?p, "native town", ?x)]', _ph("place", "perth", "st-andrews")),
    ('[(?f, "photographer", "Clara Lacock"), (?f, "shot at", ?x)]', _ph("place", "venice", "edinburgh")),
    ('[("I Wait", "kept in", ?c), (?c, "owned by", ?x)]', _ph("agent", "va")),
    ('[("The Open Door", "shot at", ?l), (?l, "nation", ?x)]', _ph("place", "england")),
    ('[(?f, "photographer", "Nadar"), (?f, "kept in", ?x)]', _ph("collection", "sfpc")),
    ('[("The Valley of the Shadow of Death", "photographer", ?p), (?p, "year of birth", ?x)]', {"1819"}),
]


# ---- distilleries (a spirits-register open-data portal's CSV files turned into triples by CSVW in minimal mode:
# ---- row IRIs from each table's aboutUrl (`…/id/dist/7`, `…/id/rgn/2`, `…/id/own/3`, `…/id/stf/5`,
# ---- `…/id/btl/16`), one property per column named by the CSV file and its abbreviated header
# ---- (`…/csv/distilleries.csv#yr_est`, `#cap_mla`, `#n_stl`, `#vis_ctr`, `#st_cd`, `…/owners.csv#par_id`,
# ---- `…/bottlings.csv#abv_pct`), foreign keys as links to the rows they name, every row named ONLY by its table's `label_txt` column, empty cells left
# ---- out, and no rdf:type, no labels and no table metadata at all; a company names its parent (`par_id`), never
# ---- its subsidiaries) ----------------------------------------------------------------------------------------
DS = "https://opendata.spirits-register.example/"
DSC = DS + "csv/"
# region: (label_txt, cntry)
DS_REGIONS = {1: ("Speyside", "Scotland"), 2: ("Islay", "Scotland"), 3: ("Highlands", "Scotland"),
              4: ("Lowlands", "Scotland"), 5: ("Campbeltown", "Scotland"), 6: ("Islands", "Scotland"),
              7: ("Hokkaido", "Japan"), 8: ("Yamanashi", "Japan"), 9: ("County Antrim", "Northern Ireland")}
# owner: (label_txt, hq_cty, yr_fnd, par_id or None)
DS_OWNERS = {1: ("William Grant & Sons", "Dufftown", 1887, None), 2: ("Edrington", "Glasgow", 1961, None),
             3: ("Chivas Brothers", "Paisley", 1801, 4), 4: ("Pernod Ricard", "Paris", 1975, None),
             5: ("Diageo", "London", 1997, None), 6: ("Beam Suntory", "Chicago", 2014, 7),
             7: ("Suntory Holdings", "Osaka", 1899, None), 8: ("The Glenmorangie Company", "Edinburgh", 1918, 9),
             9: ("LVMH", "Paris", 1987, None), 10: ("Rémy Cointreau", "Cognac", 1990, None),
             11: ("Whyte & Mackay", "Glasgow", 1882, 12), 12: ("Emperador", "Manila", 1990, None),
             13: ("Lalique Group", "Zurich", 1888, None), 14: ("J. & A. Mitchell", "Campbeltown", 1828, None),
             15: ("Loch Lomond Group", "Alexandria", 2014, None), 16: ("Nikka Whisky", "Tokyo", 1934, 17),
             17: ("Asahi Group", "Tokyo", 1889, None), 18: ("Proximo Spirits", "Jersey City", 2007, None),
             19: ("Invergordon Distillers", "Invergordon", 1959, None), 20: ("Ross-shire Distillers", "Dingwall", 1876,
                                                                            None)}
# staff: (label_txt, b_yr, hm_twn)
DS_STAFF = {1: ("Morag Fraser", 1968, "Dufftown"), 2: ("Ewan McAllister", 1975, "Keith"),
            3: ("Graeme Cruickshank", 1962, "Craigellachie"), 4: ("Duncan Shaw", 1966, "Tomintoul"),
            5: ("Callum Islay", 1971, "Elgin"), 6: ("Iain Ross", 1959, "Port Ellen"),
            7: ("Fiona Campbell", 1980, "Bowmore"), 8: ("Niall MacLeod", 1977, "Port Charlotte"),
            9: ("Kirsty Munro", 1984, "Bowmore"), 10: ("Rory Gillies", 1973, "Port Charlotte"),
            11: ("Hamish Mackenzie", 1964, "Tain"), 12: ("Eilidh Ross", 1970, "Alness"),
            13: ("Peter Douglas", 1958, "Crieff"), 14: ("Stuart Kerr", 1981, "Clydebank"),
            15: ("Lorna Baird", 1969, "Pencaitland"), 16: ("Angus Mitchell", 1955, "Campbeltown"),
            17: ("Shona Galbraith", 1986, "Campbeltown"), 18: ("Donald MacAskill", 1967, "Carbost"),
            19: ("Magnus Rendall", 1972, "Kirkwall"), 20: ("Kenji Sato", 1976, "Yoichi"),
            21: ("Haruka Mori", 1979, "Hokuto"), 22: ("Conor Byrne", 1974, "Coleraine")}
# distillery: (label_txt, rgn_id, own_id, mgr_id or None, yr_est, cap_mla or None, n_stl, wtr_src or None, vis_ctr,
#              st_cd)
DS_DISTILLERIES = {
    1: ("Glenfiddich", 1, 1, 1, 1886, "20", 43, "Robbie Dhu springs", True, "OP"),
    2: ("The Balvenie", 1, 1, 2, 1892, "7", 11, "Robbie Dhu springs", True, "OP"),
    3: ("The Macallan", 1, 2, 3, 1824, "15", 36, "Macallan estate boreholes", True, "OP"),
    4: ("The Glenlivet", 1, 3, 4, 1824, "21", 28, "Josie's Well", True, "OP"),
    5: ("Aberlour", 1, 3, 5, 1879, "3.8", 4, "St Drostan's Well", True, "OP"),
    6: ("Lagavulin", 2, 5, 6, 1816, "2.53", 4, "Solan Lochs", True, "OP"),
    7: ("Laphroaig", 2, 6, 7, 1815, "3.3", 7, "Kilbride Dam", True, "OP"),
    8: ("Ardbeg", 2, 8, 8, 1815, "2.4", 2, "Loch Uigeadail", True, "OP"),
    9: ("Bowmore", 2, 6, 9, 1779, "2", 4, "River Laggan", True, "OP"),
    10: ("Bruichladdich", 2, 10, 10, 1881, "1.5", 4, "James Brown's Spring", True, "OP"),
    11: ("Port Ellen", 2, 5, 6, 1825, "1.3", 4, None, False, "OP"),
    12: ("Glenmorangie", 3, 8, 11, 1843, "6", 12, "Tarlogie Springs", True, "OP"),
    13: ("The Dalmore", 3, 11, 12, 1839, "4.3", 8, "River Alness", True, "OP"),
    14: ("Ben Wyvis", 3, 20, None, 1879, None, 2, None, False, "CL"),
    15: ("Ben Wyvis", 3, 19, None, 1965, None, 2, None, False, "CL"),
    16: ("Glenturret", 3, 13, 13, 1763, "0.5", 2, "Loch Turret", True, "OP"),
    17: ("Auchentoshan", 4, 6, 14, 1823, "2", 3, "Cochno Loch", True, "OP"),
    18: ("Glenkinchie", 4, 5, 15, 1837, "2.5", 2, "Lammermuir springs", True, "OP"),
    19: ("Springbank", 5, 14, 16, 1828, "0.75", 3, "Crosshill Loch", False, "OP"),
    20: ("Glen Scotia", 5, 15, 17, 1832, "0.8", 2, "Crosshill Loch", True, "OP"),
    21: ("Talisker", 6, 5, 18, 1830, "3.3", 5, "Cnoc nan Speireag", True, "OP"),
    22: ("Highland Park", 6, 2, 19, 1798, "2.5", 4, "Cattie Maggie's Spring", True, "OP"),
    23: ("Yoichi", 7, 16, 20, 1934, "2.2", 6, "Yoichi River", True, "OP"),
    24: ("Hakushu", 8, 7, 21, 1973, "3", 16, "Mount Kaikoma springs", True, "OP"),
    25: ("Old Bushmills", 9, 18, 22, 1784, "4.5", 10, "St Columb's Rill", True, "OP"),
}
# bottling: (label_txt, dist_id, age_yrs or None, abv_pct, rel_yr, cask_typ)
DS_BOTTLINGS = {
    1: ("Glenfiddich 12 Year Old", 1, 12, "40", 1963, "mixed"), 2: ("Glenfiddich 18 Year Old", 1, 18, "40", 1991,
                                                                   "mixed"),
    3: ("The Balvenie DoubleWood 12", 2, 12, "40", 1993, "sherry"), 4: ("The Balvenie PortWood 21", 2, 21, "40", 1996,
                                                                        "port"),
    5: ("The Macallan 12 Sherry Oak", 3, 12, "40", 2004, "sherry"),
    6: ("The Macallan 18 Sherry Oak", 3, 18, "43", 1984, "sherry"),
    7: ("The Glenlivet 12", 4, 12, "40", 1990, "bourbon"), 8: ("Aberlour A'bunadh", 5, None, "61.2", 1997, "sherry"),
    9: ("Lagavulin 16", 6, 16, "43", 1988, "bourbon"), 10: ("Laphroaig 10", 7, 10, "40", 1940, "bourbon"),
    11: ("Laphroaig 10 Cask Strength", 7, 10, "58.6", 2008, "bourbon"), 12: ("Ardbeg Ten", 8, 10, "46", 2000,
                                                                              "bourbon"),
    13: ("Ardbeg Uigeadail", 8, None, "54.2", 2003, "sherry"), 14: ("Bowmore 12", 9, 12, "40", 1992, "bourbon"),
    15: ("The Classic Laddie", 10, None, "50", 2011, "bourbon"), 16: ("Octomore 13.1", 10, 5, "59.2", 2022, "bourbon"),
    17: ("Port Ellen 40 Year Old", 11, 40, "50.9", 2020, "mixed"),
    18: ("Glenmorangie The Original", 12, 10, "40", 1990, "bourbon"),
    19: ("Glenmorangie Signet", 12, None, "46", 2008, "mixed"), 20: ("The Dalmore 12", 13, 12, "40", 2002, "sherry"),
    21: ("Ben Wyvis 27 Year Old", 15, 27, "45.9", 1999, "bourbon"),
    22: ("Glenturret 10 Peat Smoked", 16, 10, "50", 2020, "bourbon"),
    23: ("Auchentoshan Three Wood", 17, None, "43", 2002, "mixed"), 24: ("Glenkinchie 12", 18, 12, "43", 2007,
                                                                         "bourbon"),
    25: ("Springbank 15", 19, 15, "46", 2005, "sherry"), 26: ("Glen Scotia Victoriana", 20, None, "54.2", 2015,
                                                              "bourbon"),
    27: ("Talisker 10", 21, 10, "45.8", 1988, "bourbon"), 28: ("Highland Park 18 Viking Pride", 22, 18, "43", 1997,
                                                               "sherry"),
    29: ("Yoichi Single Malt", 23, None, "45", 2015, "mixed"), 30: ("Hakushu 12", 24, 12, "43", 1994, "mixed"),
    31: ("Bushmills 21", 25, 21, "40", 2001, "mixed"),
}


def _ds(table: str, key: int) -> str:
    """The row IRI the aboutUrl of `table` mints for `key`."""
    return f"{DS}id/{table}/{key}"


def _col(csv: str, column: str) -> str:
    """CSVW's default propertyUrl: the CSV file's URL with the column's header as fragment."""
    return f"{DSC}{csv}.csv#{column}"


def distilleries_kg() -> str:
    """N-Triples of the CSVW minimal-mode export: abbreviated column properties, names only in `label_txt`."""
    g = Graph()

    def row(csv: str, table: str, key: int, cells: dict) -> None:
        for column, value in cells.items():
            if value is None:
                continue
            if isinstance(value, tuple):  # a foreign key: (table, id)
                g.add(_ds(table, key), _col(csv, column), _ds(*value))
            elif isinstance(value, bool):
                g.add(_ds(table, key), _col(csv, column), _typed(str(value).lower(), "boolean"))
            elif isinstance(value, int):
                g.add(_ds(table, key), _col(csv, column), _typed(value, "integer"))
            else:
                g.add(_ds(table, key), _col(csv, column), value)

    for key, (label, country) in DS_REGIONS.items():
        row("regions", "rgn", key, {"label_txt": _lit(label), "cntry": _lit(country)})
    for key, (label, hq, founded, parent) in DS_OWNERS.items():
        row("owners", "own", key, {"label_txt": _lit(label), "hq_cty": _lit(hq), "yr_fnd": founded,
                                   "par_id": ("own", parent) if parent else None})
    for key, (label, born, town) in DS_STAFF.items():
        row("staff", "stf", key, {"label_txt": _lit(label), "b_yr": born, "hm_twn": _lit(town)})
    for key, fields in DS_DISTILLERIES.items():
        label, region, owner, manager, founded, capacity, stills, water, visitors, status = fields
        row("distilleries", "dist", key, {
            "label_txt": _lit(label), "rgn_id": ("rgn", region), "own_id": ("own", owner),
            "mgr_id": ("stf", manager) if manager else None, "yr_est": founded,
            "cap_mla": _typed(capacity, "decimal") if capacity else None, "n_stl": stills,
            "wtr_src": _lit(water) if water else None, "vis_ctr": visitors, "st_cd": _lit(status)})
    for key, (label, distillery, age, abv, released, cask) in DS_BOTTLINGS.items():
        row("bottlings", "btl", key, {"label_txt": _lit(label), "dist_id": ("dist", distillery), "age_yrs": age,
                                      "abv_pct": _typed(abv, "decimal"), "rel_yr": released,
                                      "cask_typ": _lit(cask)})
    return g.unique_text()


def _dss(table: str, *keys: int) -> set[str]:
    return {_ds(table, k) for k in keys}


DISTILLERIES_QUESTIONS = [
    ("Which region is Talisker in?", _dss("rgn", 6)),
    ("Which distilleries are on Islay?", _dss("dist", 6, 7, 8, 9, 10, 11)),
    ("How many distilleries are there in Speyside?", {"5"}),
    ("Who owns Laphroaig?", _dss("own", 6)),
    ("Which distilleries does Diageo own?", _dss("dist", 6, 11, 18, 21)),
    ("When was Bowmore founded?", {"1779"}),
    ("Which is the oldest distillery?", _dss("dist", 16)),
    ("Which distillery was founded most recently?", _dss("dist", 24)),
    ("Which distilleries were founded before 1800?", _dss("dist", 9, 16, 22, 25)),
    ("Which distilleries were founded in 1815?", _dss("dist", 7, 8)),
    ("Which distillery has the largest capacity?", _dss("dist", 4)),
    ("Which distilleries can make more than 3.3 million litres of alcohol a year?",
     _dss("dist", 1, 2, 3, 4, 5, 12, 13, 25)),
    ("How many stills does Glenfiddich have?", {"43"}),
    ("Who manages Aberlour?", _dss("stf", 5)),
    ("Which distillery does Callum Islay manage?", _dss("dist", 5)),
    ("Which distilleries does Iain Ross manage?", _dss("dist", 6, 11)),
    ("Which distilleries have closed?", _dss("dist", 14, 15)),
    ("When was the Ben Wyvis distillery owned by Invergordon Distillers founded?", {"1965"}),
    ("Who owned the Ben Wyvis distillery that was founded in 1879?", _dss("own", 20)),
    ("Which distilleries have no visitor centre?", _dss("dist", 11, 14, 15, 19)),
    ("What is the ABV of Lagavulin 16?", {"43"}),
    ("Which is the strongest bottling?", _dss("btl", 8)),
    ("Which bottlings are older than 18 years?", _dss("btl", 4, 17, 21, 31)),
    ("Which bottlings are stronger than 50 percent?", _dss("btl", 8, 11, 13, 16, 17, 26)),
    ("Which bottlings does Ardbeg make?", _dss("btl", 12, 13)),
    ("Which distillery makes Octomore 13.1?", _dss("dist", 10)),
    ("Which bottlings are finished in port casks?", _dss("btl", 4)),
    ("Which bottling has the highest age statement?", _dss("btl", 17)),
    ("Which companies are subsidiaries of Suntory Holdings?", _dss("own", 6)),
    ("What is the parent company of Chivas Brothers?", _dss("own", 4)),
    ("Which distilleries belong to companies owned by Pernod Ricard?", _dss("dist", 4, 5)),
    ("Where is Edrington based?", {"Glasgow"}),
    ("Which owners are based in Paris?", _dss("own", 4, 9)),
    ("Which distilleries draw their water from Crosshill Loch?", _dss("dist", 19, 20)),
    ("When was the manager of Glenkinchie born?", {"1969"}),
    ("Who owns the distillery that makes Talisker 10?", _dss("own", 5)),
    ("who owns the dalmore", _dss("own", 11)),
    ("How many stills does Lagavullin have?", {"4"}),  # misspelt: Lagavulin
    ("How much does a bottle of Lagavulin 16 cost?", set()),  # no prices
    ("Which barley variety does Springbank use?", set()),  # no barley
    ("How heavily peated is Ardbeg Ten?", set()),  # no peating levels
]
DISTILLERIES_MADE_UP = ["Who owns Kilchoman?", "When was Glenallachie founded?",
                        "Which distilleries does Callum Fraser manage?", "What is the ABV of Talisker 25?",
                        "Which distilleries are in Orkney?", "Who manages the Ardmore Springs distillery?"]
DISTILLERIES_GRAPHS = [
    ('[("Talisker", "whisky region", ?x)]', _dss("rgn", 6)),
    ('[("Laphroaig", "owning company", ?x)]', _dss("own", 6)),
    ('[(?x, "manager", "Iain Ross")]', _dss("dist", 6, 11)),
    ('[("Octomore 13.1", "made at", ?x)]', _dss("dist", 10)),
    ('[("Chivas Brothers", "parent", ?x)]', _dss("own", 4)),
    ('[("Bowmore", "year founded", ?x)]', {"1779"}),
    ('[("Lagavulin 16", "made at", ?d), (?d, "owning company", ?x)]', _dss("own", 5)),
    ('[(?d, "owning company", "Beam Suntory"), (?d, "manager", ?x)]', _dss("stf", 7, 9, 14)),
    ('[("Aberlour", "manager", ?m), (?m, "home town", ?x)]', {"Elgin"}),
    ('[(?b, "made at", "Ardbeg"), (?b, "strength", ?x)]', {"46", "54.2"}),
    ('[("Glen Scotia", "whisky region", ?r), (?r, "nation", ?x)]', {"Scotland"}),
    ('[("Nikka Whisky", "parent", ?p), (?p, "head office city", ?x)]', {"Tokyo"}),
]


# ---- restaurants (a restaurant guide's history kept with PROV-O: who led each kitchen is said ONLY by
# ---- `HeadChefTenure` nodes (`chef`, `restaurant`, `startDate`, and `endDate` unless the chef is still there), each
# ---- edition's verdict is a `Rating` (`ratingFor`, `stars` xsd:integer, `edition` xsd:gYear) that
# ---- `prov:wasGeneratedBy` an assessment, a `prov:Activity` that `prov:used` the restaurant,
# ---- `prov:wasAssociatedWith` an inspector and ended (`prov:endedAtTime`) in the year before the edition;
# ---- restaurants (`rdfs:label`) name their city, cuisine (`skos:Concept`), opening and closing days and seats,
# ---- chefs and inspectors are `prov:Person`s named by `foaf:name`, and a chef names the chef they trained under,
# ---- never their pupils) --------------------------------------------------------------------------------------
RT = "https://tablecompass-guide.example.com/"
RTV = RT + "def#"
# city: (label, country)
RT_CITIES = {"lyon": ("Lyon", "France"), "paris": ("Paris", "France"), "copenhagen": ("Copenhagen", "Denmark"),
             "london": ("London", "United Kingdom"), "modena": ("Modena", "Italy"),
             "san-sebastian": ("San Sebastián", "Spain"), "kyoto": ("Kyoto", "Japan"),
             "bray": ("Bray", "United Kingdom"), "girona": ("Girona", "Spain"), "toulouse": ("Toulouse", "France"),
             "aarhus": ("Aarhus", "Denmark"), "bologna": ("Bologna", "Italy")}
RT_CUISINES = {"french": "French", "nordic": "Nordic", "british": "British", "italian": "Italian",
               "basque": "Basque", "japanese": "Japanese", "catalan": "Catalan"}
# restaurant: (label, city, cuisine, opened, seats, closed or None)
RT_RESTAURANTS = {
    "r01": ("Le Canut", "lyon", "french", "2009-03-14", 40, None),
    "r02": ("Maison Vérane", "lyon", "french", "1998-09-01", 60, None),
    "r03": ("Fjordkøkken", "copenhagen", "nordic", "2012-05-02", 28, None),
    "r04": ("Salt & Ember", "london", "british", "2015-10-20", 45, None),
    "r05": ("Osteria del Ponte", "modena", "italian", "2004-06-11", 32, None),
    "r06": ("Txoko Berria", "san-sebastian", "basque", "2010-02-18", 36, None),
    "r07": ("Hanabusa", "kyoto", "japanese", "2001-04-01", 12, None),
    "r08": ("The Larder at Bray", "bray", "british", "2007-07-07", 50, None),
    "r09": ("Brasserie Lumière", "paris", "french", "2016-11-03", 90, None),
    "r10": ("Nordlys", "copenhagen", "nordic", "2018-08-15", 24, "2023-06-30"),
    "r11": ("Rocafort", "girona", "catalan", "2013-09-09", 40, None),
    "r12": ("Le Jardin", "paris", "french", "2011-05-20", 48, None),
    "r13": ("Le Jardin", "lyon", "french", "2019-04-02", 30, None),
}
# chef: (foaf:name, birth year, born in, trained under or None)
RT_CHEFS = {"c01": ("Marie Girona", "1978", "toulouse", "c03"), "c02": ("Antoine Vérane", "1950", "lyon", None),
            "c03": ("Bernard Colline", "1955", "paris", "c02"), "c04": ("Mette Skov", "1982", "aarhus", None),
            "c05": ("James Holloway", "1975", "london", "c09"), "c06": ("Luca Benedetti", "1970", "bologna", None),
            "c07": ("Iñaki Zubiri", "1976", "san-sebastian", None), "c08": ("Kenji Hanabusa", "1962", "kyoto", None),
            "c09": ("Oliver Pratt", "1960", "london", None), "c10": ("Sofie Lund", "1988", "copenhagen", "c04"),
            "c11": ("Núria Puig", "1980", "girona", None), "c12": ("Thomas Reynaud", "1984", "lyon", "c02"),
            "c13": ("Claire Fontaine", "1979", "paris", "c03")}
RT_INSPECTORS = {"i1": "Hélène Vasseur", "i2": "Tomas Lind", "i3": "Giulia Ferri", "i4": "Aitor Etxeberria",
                 "i5": "Sarah Pemberton", "i6": "Kaito Mori"}
# tenure: (chef, restaurant, start, end or None)
RT_TENURES = {"t01": ("c02", "r02", "1998-09-01", "2012-12-31"), "t02": ("c03", "r02", "2013-01-01", "2020-06-30"),
              "t03": ("c12", "r02", "2020-07-01", None), "t04": ("c03", "r01", "2009-03-14", "2012-12-31"),
              "t05": ("c01", "r01", "2013-01-15", "2018-08-31"), "t06": ("c01", "r09", "2018-09-01", "2021-12-31"),
              "t07": ("c01", "r04", "2022-02-01", None), "t08": ("c05", "r04", "2015-10-20", "2021-11-30"),
              "t09": ("c04", "r03", "2012-05-02", None), "t10": ("c10", "r10", "2018-08-15", "2023-06-30"),
              "t11": ("c06", "r05", "2004-06-11", None), "t12": ("c07", "r06", "2010-02-18", None),
              "t13": ("c08", "r07", "2001-04-01", None), "t14": ("c09", "r08", "2007-07-07", None),
              "t15": ("c11", "r11", "2013-09-09", None), "t16": ("c13", "r12", "2011-05-20", "2019-03-31"),
              "t17": ("c13", "r13", "2019-04-02", None), "t18": ("c12", "r12", "2019-04-15", "2020-06-30"),
              "t19": ("c03", "r12", "2020-09-01", None), "t20": ("c05", "r09", "2022-01-10", None),
              "t21": ("c10", "r01", "2023-09-01", None)}
# restaurant: {edition: (stars, inspector)}
RT_RATINGS = {
    "r01": {2019: (1, "i1"), 2021: (1, "i1"), 2023: (0, "i5")},
    "r02": {2019: (3, "i1"), 2021: (2, "i1"), 2023: (2, "i1")},
    "r03": {2019: (2, "i2"), 2021: (3, "i2"), 2023: (3, "i2")},
    "r04": {2019: (1, "i5"), 2021: (1, "i5"), 2023: (2, "i5")},
    "r05": {2019: (2, "i3"), 2021: (2, "i3"), 2023: (3, "i3")},
    "r06": {2019: (2, "i4"), 2021: (2, "i4"), 2023: (2, "i4")},
    "r07": {2019: (3, "i6"), 2021: (3, "i6"), 2023: (3, "i6")},
    "r08": {2019: (1, "i5"), 2021: (0, "i5"), 2023: (1, "i5")},
    "r09": {2019: (0, "i1"), 2021: (1, "i1"), 2023: (1, "i1")},
    "r10": {2019: (1, "i2"), 2021: (2, "i5")},
    "r11": {2019: (1, "i4"), 2021: (2, "i4"), 2023: (2, "i4")},
    "r12": {2019: (2, "i1"), 2021: (1, "i1"), 2023: (1, "i3")},
    "r13": {2021: (1, "i1"), 2023: (2, "i1")},
}


def _rt_inspected(restaurant: str, edition: int) -> str:
    """When the assessment behind `restaurant`'s rating in `edition` ended: in the year before the edition."""
    i = int(restaurant[1:])
    return f"{edition - 1}-{i % 9 + 3:02d}-{2 * i + 1:02d}T12:30:00Z"


def restaurants_kg() -> str:
    """N-Triples of the guide's history: chef tenures with start and end, PROV-O assessments generating ratings."""
    g = Graph()
    for key, (label, country) in RT_CITIES.items():
        c = f"{RT}city/{key}"
        g.add(c, RDF_TYPE, RTV + "City"), g.add(c, RDFS + "label", _lit(label))
        g.add(c, RTV + "country", _lit(country))
    for key, label in RT_CUISINES.items():
        c = f"{RT}cuisine/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
    for key, (label, city, cuisine, opened, seats, closed) in RT_RESTAURANTS.items():
        r = f"{RT}restaurant/{key}"
        g.add(r, RDF_TYPE, RTV + "Restaurant"), g.add(r, RDFS + "label", _lit(label))
        g.add(r, RTV + "city", f"{RT}city/{city}"), g.add(r, RTV + "cuisine", f"{RT}cuisine/{cuisine}")
        g.add(r, RTV + "opened", _typed(opened, "date")), g.add(r, RTV + "seats", _typed(seats, "integer"))
        if closed:
            g.add(r, RTV + "closed", _typed(closed, "date"))
    for key, (name, born, city, mentor) in RT_CHEFS.items():
        c = f"{RT}person/{key}"
        g.add(c, RDF_TYPE, PROV + "Person"), g.add(c, RDF_TYPE, RTV + "Chef"), g.add(c, FOAF + "name", _lit(name))
        g.add(c, RTV + "birthYear", _typed(born, "gYear")), g.add(c, RTV + "bornIn", f"{RT}city/{city}")
        if mentor:
            g.add(c, RTV + "trainedUnder", f"{RT}person/{mentor}")
    for key, name in RT_INSPECTORS.items():
        i = f"{RT}person/{key}"
        g.add(i, RDF_TYPE, PROV + "Person"), g.add(i, RDF_TYPE, RTV + "Inspector"), g.add(i, FOAF + "name", _lit(name))
    for key, (chef, restaurant, start, end) in RT_TENURES.items():
        t = f"{RT}tenure/{key}"
        g.add(t, RDF_TYPE, RTV + "HeadChefTenure"), g.add(t, RTV + "chef", f"{RT}person/{chef}")
        g.add(t, RTV + "restaurant", f"{RT}restaurant/{restaurant}"), g.add(t, RTV + "startDate", _typed(start, "date"))
        if end:
            g.add(t, RTV + "endDate", _typed(end, "date"))
    for restaurant, editions in RT_RATINGS.items():
        for edition, (stars, inspector) in editions.items():
            a, r = f"{RT}assessment/{edition}/{restaurant}", f"{RT}rating/{edition}/{restaurant}"
            g.add(a, RDF_TYPE, PROV + "Activity"), g.add(a, PROV + "used", f"{RT}restaurant/{restaurant}")
            g.add(a, PROV + "wasAssociatedWith", f"{RT}person/{inspector}")
            g.add(a, PROV + "endedAtTime", _typed(_rt_inspected(restaurant, edition), "dateTime"))
            g.add(r, RDF_TYPE, PROV + "Entity"), g.add(r, RDF_TYPE, RTV + "Rating")
            g.add(r, PROV + "wasGeneratedBy", a), g.add(r, RTV + "ratingFor", f"{RT}restaurant/{restaurant}")
            g.add(r, RTV + "stars", _typed(stars, "integer")), g.add(r, RTV + "edition", _typed(edition, "gYear"))
    return g.unique_text()


def _rt(kind: str, *keys: str) -> set[str]:
    return {f"{RT}{kind}/{k}" for k in keys}


RESTAURANTS_QUESTIONS = [
    ("In which city is Fjordkøkken?", _rt("city", "copenhagen")),
    ("Which restaurants are in Lyon?", _rt("restaurant", "r01", "r02", "r13")),
    ("Who is the head chef of Maison Vérane now?", _rt("person", "c12")),
    ("Who was head chef of Maison Vérane in 2015?", _rt("person", "c03")),
    ("Who was the first head chef of Maison Vérane?", _rt("person", "c02")),
    ("Which restaurants has Marie Girona been head chef of?", _rt("restaurant", "r01", "r09", "r04")),
    ("Where was Marie Girona born?", _rt("city", "toulouse")),
    ("How many stars did Le Canut get in 2019?", {"1"}),
    ("Which restaurants had three stars in 2023?", _rt("restaurant", "r03", "r05", "r07")),
    ("Which restaurants had three stars in 2019?", _rt("restaurant", "r02", "r07")),
    ("How many stars did Fjordkøkken have in the 2021 guide?", {"3"}),
    ("Which restaurants lost a star between 2019 and 2021?", _rt("restaurant", "r02", "r08", "r12")),
    ("Which restaurant has the most seats?", _rt("restaurant", "r09")),
    ("Which restaurants have more than 40 seats?", _rt("restaurant", "r02", "r04", "r08", "r09", "r12")),
    ("When did Nordlys close?", {"2023-06-30"}),
    ("Which restaurants opened before 2005?", _rt("restaurant", "r02", "r05", "r07")),
    ("Which is the oldest restaurant?", _rt("restaurant", "r02")),
    ("Which restaurant opened most recently?", _rt("restaurant", "r13")),
    ("Who inspected Hanabusa for the 2023 guide?", _rt("person", "i6")),
    ("Which restaurants has Hélène Vasseur inspected?", _rt("restaurant", "r01", "r02", "r09", "r12", "r13")),
    ("When was Salt & Ember inspected for the 2021 guide?", {"2020-07-09T12:30:00Z"}),
    ("Which restaurants serve Nordic food?", _rt("restaurant", "r03", "r10")),
    ("Who did Sofie Lund train under?", _rt("person", "c04")),
    ("Who trained under Antoine Vérane?", _rt("person", "c03", "c12")),
    ("When was Kenji Hanabusa born?", {"1962"}),
    ("Which chefs were born in Lyon?", _rt("person", "c02", "c12")),
    ("In which city is the Le Jardin where Claire Fontaine is head chef now?", _rt("city", "lyon")),
    ("When did Le Jardin in Lyon open?", {"2019-04-02"}),
    ("How many seats does Le Jardin in Paris have?", {"48"}),
    ("When did Marie Girona become head chef of Salt & Ember?", {"2022-02-01"}),
    ("When did James Holloway leave Salt & Ember?", {"2021-11-30"}),
    ("Which restaurants in Copenhagen had two stars in 2021?", _rt("restaurant", "r10")),
    ("How many restaurants in France are in the guide?", {"5"}),
    ("Which restaurants are in Spain?", _rt("restaurant", "r06", "r11")),
    ("Who are the current head chefs of restaurants in Paris?", _rt("person", "c05", "c03")),
    ("How many stars did Rocafort have in 2023?", {"2"}),
    ("which restaurants serve basque food", _rt("restaurant", "r06")),
    ("Who is the head chef of Txoko Beria now?", _rt("person", "c07")),  # misspelt: Berria
    ("How much does the tasting menu at Hanabusa cost?", set()),  # no prices
    ("What is the phone number of Le Canut?", set()),  # no contact details
    ("How long is the waiting list at Fjordkøkken?", set()),  # no reservations
]
RESTAURANTS_MADE_UP = ["Who is the head chef of Le Petit Vérane?", "Which restaurants has Marie Holloway led?",
                       "How many stars did Fjordhuset get in 2021?", "Which restaurants are in Marseille?",
                       "Who inspected Casa Zubiri for the 2023 guide?", "When was Antoine Girona born?"]
RESTAURANTS_GRAPHS = [
    ('[("Fjordkøkken", "located in", ?x)]', _rt("city", "copenhagen")),
    ('[("Sofie Lund", "mentor", ?x)]', _rt("person", "c04")),
    ('[(?x, "mentor", "Antoine Vérane")]', _rt("person", "c03", "c12")),
    ('[("Kenji Hanabusa", "year of birth", ?x)]', {"1962"}),
    ('[("Brasserie Lumière", "capacity", ?x)]', {"90"}),
    ('[("Nordlys", "shut down on", ?x)]', {"2023-06-30"}),
    ('[(?t, "kitchen of", "Le Canut"), (?t, "cook", ?x)]', _rt("person", "c03", "c01", "c10")),
    ('[(?t, "cook", "Marie Girona"), (?t, "kitchen of", ?x)]', _rt("restaurant", "r01", "r09", "r04")),
    ('[("Marie Girona", "mentor", ?m), (?m, "native city", ?x)]', _rt("city", "paris")),
    ('[("Osteria del Ponte", "located in", ?c), (?c, "nation", ?x)]', {"Italy"}),
    ('[(?r, "verdict on", "Hanabusa"), (?r, "star count", ?x)]', {"3"}),
    ('[(?a, "assessed", "Nordlys"), (?a, "assessor", ?x)]', _rt("person", "i2", "i5")),
]

KGS_AQ = {"piers": (piers_kg, PIERS_QUESTIONS, PIERS_MADE_UP, PIERS_GRAPHS),
          "comics": (comics_kg, COMICS_QUESTIONS, COMICS_MADE_UP, COMICS_GRAPHS),
          "photographs": (photographs_kg, PHOTOGRAPHS_QUESTIONS, PHOTOGRAPHS_MADE_UP, PHOTOGRAPHS_GRAPHS),
          "distilleries": (distilleries_kg, DISTILLERIES_QUESTIONS, DISTILLERIES_MADE_UP, DISTILLERIES_GRAPHS),
          "restaurants": (restaurants_kg, RESTAURANTS_QUESTIONS, RESTAURANTS_MADE_UP, RESTAURANTS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AQ, __doc__)
