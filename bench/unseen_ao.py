"""A forty-first batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_an.py):

- `newspapers`: a historic-newspaper directory in Dublin Core and BIBO with IRIs minted from LCCN-style serial
  numbers as Chronicling America mints them (`https://press-archive.example.org/lccn/sn90001004`, issues
  `…/lccn/sn90001004/1912-04-17/ed-1`, articles `…/lccn/sn90001004/1912-04-17/ed-1/seq-3/a02`, `…/agent/p05`,
  `…/place/ipswich`, `…/subject/shipping`, languages `http://id.loc.gov/vocabulary/iso639-2/wel` and frequencies
  `http://purl.org/cld/freq/daily` labelled @en, and a two-property vocabulary `…/vocab/` labelled @en): titles are
  `bibo:Newspaper`s named by `dcterms:title` (one also by `dcterms:alternative`) with `dcterms:spatial` a
  `dcterms:Location` (`rdfs:label`@en, `dcterms:isPartOf` its country), `dcterms:language`,
  `dcterms:accrualPeriodicity`, `dcterms:publisher` (`foaf:Organization`, `foaf:name`, `foaf:based_near`),
  `dcterms:created` xsd:gYear and `bibo:editor`s (`foaf:Person`, `foaf:name`, `birthYear` xsd:gYear, `birthPlace`);
  a successor says `dcterms:replaces` its predecessor and never the other way round; issues are `bibo:Issue`s
  `dcterms:isPartOf` their title with a `bibo:issue` number string and `dcterms:issued` xsd:date, and articles
  `bibo:Article`s `dcterms:isPartOf` their issue with a `dcterms:title`, `dcterms:creator`, `bibo:pageStart` string
  and a `dcterms:subject` (`skos:Concept`, `skos:prefLabel`@en), so "in which newspaper did X appear" is two hops;
  two titles are both "The Evening Star" (Ipswich, 1885, edited by Alfred Cobbold, with issue 8001 of April 1912;
  Dundee, 1921, edited by Isobel Keiller, with issue 512 of 1923; told apart only by place, year, editor and
  issues), the (invented) editor Margaret Halifax was born in Whitby and edits the Yorkshire Post and the Whitby
  Gazette, nothing in Halifax, and the Halifax Courier and the Whitby Gazette were both founded in exactly 1853;
- `guilds`: a roll of medieval craft guilds in the W3C Organization Ontology with every IRI a bare number
  (`https://guild-rolls.example.eu/id/org/14`, `…/id/person/209`, `…/id/membership/m17`, `…/id/role/1`,
  `…/id/site/4`, `…/id/city/2`, `…/id/craft/3`): guilds are `org:FormalOrganization`s named ONLY by
  `skos:prefLabel`s in @en, @nl, @de or @fr, three of them with no English label ("Sint-Lucasgilde van Brugge"@nl,
  "Sint-Lucasgilde van Antwerpen"@nl / "Guilde de Saint-Luc d'Anvers"@fr, "Zunft der Rotschmiede"@de), with an
  `org:classification` craft (`skos:Concept`, @en), `org:hasPrimarySite` an `org:Site` (`rdfs:label`,
  `schema:containedInPlace` a `schema:City` labelled in @en plus @nl / @de / @fr: "Ghent"/"Gent"/"Gand") and
  `dcterms:created` xsd:gYear; who belonged to which guild, in which role and when is said ONLY by `org:Membership`s
  with `org:member` (`foaf:Person`, `foaf:name`, `schema:birthDate` xsd:gYear), `org:organization`, `org:role` (an
  `org:Role` labelled "dean"/"deken"/"Zunftmeister", "master", "journeyman", "apprentice") and `org:memberDuring` a
  blank `time:Interval` whose `time:hasBeginning` and `time:hasEnd` are blank `time:Instant`s with
  `time:inXSDgYear` (one membership has no end), so "who was dean of X in 1451" needs the intervals; two people are
  both "Willem Claes" (born 1430, master of the Bruges painters' guild; born 1502, apprentice then master of the
  Ghent weavers; told apart only by birth year, guild and dates), the (invented) goldsmith Pieter Gent belonged only
  to the Goldsmiths' Guild of Bruges although "Gent"@nl names Ghent, and two guilds were founded in exactly 1450;
- `jewels`: a register of famous gemstones (`https://gem-register.example.net/gem/g05`, `…/person/p1`,
  `…/collection/c2`, `…/jewel/j1`, `…/place/mogok`, `…/country/colombia`, `…/species/ruby`, vocabulary
  `…/ontology#` with OWL properties and classes labelled @en) where every weight, length and value is a blank
  `qudt:QuantityValue` with `qudt:numericValue` xsd:decimal and `qudt:unit` a unit node (`unit:CARAT`, `unit:GM`,
  `unit:MilliM`, `unit:CCY_USD`, `unit:CCY_GBP`, each a `qudt:Unit` with an @en `rdfs:label`, a `qudt:symbol` and,
  for the mass and length units, a `qudt:conversionMultiplier` to SI): two uncut crystals are weighed in grams and
  every other stone in carats, so "which gem is the heaviest" is the Muzo Emperor (217 g, 1085 ct) and not the
  Cullinan Dawn (530.2 ct); gems (`rdfs:label`@en) have a `species` (`skos:Concept`), a `colour` string,
  `foundNear` a place with a `country`, `yearFound` xsd:gYear, and where known `cutBy` a cutter (`foaf:name`,
  `birthYear`, `basedIn`), `setIn` a jewel that is `heldBy` a collection, or `heldBy` a collection themselves; two
  gems are both "The Blue Heron" (a 423 ct sapphire from Ratnapura, 1907, cut by Henriette Vos, in the National Gem
  Museum; a 45.5 ct diamond from Cullinan, 1961, cut by Isaac Kimberley, in the Rijksschatkamer; told apart only by
  species, find and keeper), the (invented) cutter Isaac Kimberley cut stones from Golconda and Cullinan and none
  from Kimberley, and the Rose of Ratnapura and the Golconda Moon weigh exactly 100 carats;
- `knots`: a SKOS thesaurus of knots (`https://knot-thesaurus.example.org/concept/k05`, `…/concept/hitches`,
  `…/collection/climbing`, `…/person/p4`, `…/place/flanders`, `…/scheme`, vocabulary `…/def#` with
  `rdf:Property`s labelled @en): five knot families are `skos:topConceptOf` the scheme, every knot a `skos:Concept` with
  `skos:broader` its family and `skos:prefLabel`s in @en, @de and @fr where two knots have no English prefLabel
  ("Ankerstek"@de / "Nœud de grappin"@fr; "Prusikknoten"@de with only an @en `skos:altLabel` "Prusik knot") and one
  has no German, its ABOK number as a `skos:notation` typed with the thesaurus's own datatype `…/def#ABOK`,
  `skos:related` stated once per pair, `strengthRetained` xsd:decimal (a percentage), `firstDescribedBy` a
  `foaf:Person` (`foaf:name`, `birthYear`), `firstDescribedIn` xsd:gYear and for four knots `namedAfter` a
  `schema:Place` labelled in several languages; four `skos:Collection`s of uses ("Sailing knots", "Climbing knots",
  "Fishing knots", "Arborist knots") list their `skos:member`s; two knots are both "Double bowline"@en (ABOK 1013,
  described by Clara Whitcombe in 1891; ABOK 1080, described by Margaret Flanders in 1932; told apart only by
  number, describer and year), the (invented) Margaret Flanders described two knots and not the Flemish bend, the
  one named after Flanders, three knots keep exactly 70 % of the rope's strength and four were described in
  exactly 1904;
- `cafes`: literary cafés in a DBpedia-like export with no label anywhere: every name is only in its IRI,
  percent-encoded and Wikipedia-styled (`http://cafes.example.org/resource/Caf%C3%A9_de_Flore`,
  `…/Caf%C3%A9_Central_(Madrid)`, `…/Zs%C3%B3fia_Trieste`, `…/%C3%89mile_Gerbeaud`, `…/Buenos_Aires`), typed by
  `rdf:type` and described by an unlabelled ontology `…/ontology/` (`city`, `country`, `opened` xsd:gYear, `seats`
  xsd:integer, `style`, `architect`, `founder`, `birthPlace`, `birthYear` xsd:gYear, `occupation`); who frequented
  which café is never a plain triple but ONLY a blank `rdf:Statement` with `rdf:subject` the person,
  `rdf:predicate` `…/ontology/frequented`, `rdf:object` the café, a `since` xsd:gYear and a `source`, so "who
  frequented X" and "since when" read the reification; two cafés are both "Café Central" (Vienna, 1876, 180 seats,
  designed by Heinrich von Ferstel; Madrid, 1982, 90 seats; told apart by city and the IRI's bracketed
  qualifier), the (invented) painter Zsófia Trieste was born in Budapest and frequented cafés in Budapest and
  Vienna and none in Trieste, Café Gerbeaud and Café Tortoni both opened in exactly 1858 and Café Sperl has exactly
  100 seats.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (307 SPARQL checks run with pyoxigraph over the five KGs by verify_ao.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, names it), and one per name in the made-up questions (42 names in 30 questions) checked to be no literal and
no IRI's local name, raw or percent-decoded, in the KG; plus 730 more: 44 on the traps (the people named like a
place and unrelated to it, the membership intervals, the one-way `dcterms:replaces` and `skos:related`, the units
of the gem masses, the reified statements and the label-less café export, the knots with no English label, the
values that sit exactly on a question's threshold), 5 on shared names, 11 that the superlatives are not ties, 10
that each KG parses as N-Triples one distinct triple a line with typed literals in canonical form, that every IRI in
a gold set is in its KG, 15 that the entity of each unanswerable question exists, that each pseudo graph parses,
its names are names in its KG and its relation words are not the KG's predicate names or property labels, that
each made-up name is in its question, and that each KG has 41 distinct questions with no brackets, three
unanswerable, six made-up, and six one-hop and six two-hop graphs). "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer (three per KG, each about an
entity the KG has, asking for something it does not record: circulation figures, cover prices, typefaces, coats of
arms, entrance fees, spouses, clarity grades, refractive indices, insurers, tying times, rope materials, crossing
numbers, coffee prices, opening hours, owners). Made-up questions (six per KG) name entities that do not exist
(invented, or real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six
two-hop per KG) use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ao.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, OWL, _typed
from unseen_e import QUDT, UNIT
from unseen_g import BIBO, DCT, ORG, RDF, TIME, Graph

# ---- newspapers (a historic-newspaper directory in Dublin Core and BIBO, IRIs minted from LCCN-style serial numbers
# ---- as Chronicling America does: titles are `bibo:Newspaper`s named by `dcterms:title`, with `dcterms:spatial`,
# ---- `dcterms:language`, `dcterms:publisher`, `dcterms:created`, `dcterms:accrualPeriodicity` and `bibo:editor`, and
# ---- a successor says `dcterms:replaces` its predecessor (never the other way round); issues are `bibo:Issue`s
# ---- `dcterms:isPartOf` their title, articles `bibo:Article`s `dcterms:isPartOf` their issue, so "which newspaper
# ---- printed X" is two hops) ---------------------------------------------------------------------------------------
NP = "https://press-archive.example.org/"
NPV = NP + "vocab/"
LOCLANG = "http://id.loc.gov/vocabulary/iso639-2/"
FREQ = "http://purl.org/cld/freq/"
NP_PROPERTIES = {"birthYear": "year of birth", "birthPlace": "place of birth"}
NP_LANGUAGES = {"eng": "English", "wel": "Welsh", "gle": "Irish"}
NP_FREQUENCIES = {"daily": "Daily", "weekly": "Weekly", "monthly": "Monthly"}
NP_COUNTRIES = {"england": "England", "scotland": "Scotland", "wales": "Wales", "ireland": "Ireland"}
# place: (rdfs:label @en, country)
NP_PLACES = {"leeds": ("Leeds", "england"), "halifax": ("Halifax", "england"), "ipswich": ("Ipswich", "england"),
             "dundee": ("Dundee", "scotland"), "cardiff": ("Cardiff", "wales"),
             "aberystwyth": ("Aberystwyth", "wales"), "galway": ("Galway", "ireland"),
             "manchester": ("Manchester", "england"), "bristol": ("Bristol", "england"),
             "whitby": ("Whitby", "england")}
# publisher: (foaf:name, foaf:based_near)
NP_PUBLISHERS = {"o1": ("Wright & Baines", "leeds"), "o2": ("Halifax Courier Company", "halifax"),
                 "o3": ("East Anglian Printing Company", "ipswich"), "o4": ("D. C. Thomson & Co.", "dundee"),
                 "o5": ("Gwasg y Dyffryn", "aberystwyth"), "o6": ("Connacht Tribune Ltd", "galway"),
                 "o7": ("Guardian Newspapers Ltd", "manchester"), "o8": ("Bristol Press Company", "bristol"),
                 "o9": ("Horne & Son", "whitby")}
# person: (foaf:name, birth year, birth place)
NP_PEOPLE = {"p01": ("Griffith Wright", "1732", "leeds"), "p02": ("Margaret Halifax", "1871", "whitby"),
             "p03": ("Thomas Reid", "1842", "leeds"), "p04": ("John Crossley", "1820", "halifax"),
             "p05": ("Alfred Cobbold", "1850", "ipswich"), "p06": ("Isobel Keiller", "1889", "dundee"),
             "p07": ("Dafydd Morgan", "1901", "aberystwyth"), "p08": ("Gwen Pryce", "1830", "cardiff"),
             "p09": ("Séamus Ó Flaitheartaigh", "1885", "galway"), "p10": ("Máire Breathnach", "1878", "galway"),
             "p11": ("Charles Taylor", "1790", "manchester"), "p12": ("Alice Hetherington", "1919", "bristol"),
             "p13": ("Walter Leng", "1830", "bristol"), "p14": ("Harriet Bell", "1881", "halifax"),
             "p15": ("Owen Pritchard", "1862", "cardiff"), "p16": ("Robert Lister", "1888", "leeds"),
             "p17": ("Catriona Lowe", "1894", "dundee")}
# newspaper (LCCN): (dcterms:title, alternative or None, place, language, frequency, publisher, founded, editors,
#                    replaces or None)
NP_TITLES = {
    "sn90001001": ("The Leeds Intelligencer", None, "leeds", "eng", "weekly", "o1", "1754", ["p01"], None),
    "sn90001002": ("The Yorkshire Post", None, "leeds", "eng", "daily", "o1", "1866", ["p02", "p03"], "sn90001001"),
    "sn90001003": ("Halifax Courier", None, "halifax", "eng", "weekly", "o2", "1853", ["p04"], None),
    "sn90001004": ("The Evening Star", None, "ipswich", "eng", "daily", "o3", "1885", ["p05"], None),
    "sn90001005": ("The Evening Star", None, "dundee", "eng", "daily", "o4", "1921", ["p06"], None),
    "sn90001006": ("Y Cymro", None, "aberystwyth", "wel", "weekly", "o5", "1932", ["p07"], None),
    "sn90001007": ("Baner Cymru", None, "cardiff", "wel", "weekly", "o5", "1857", ["p08"], None),
    "sn90001008": ("An Stoc", None, "galway", "gle", "monthly", "o6", "1917", ["p09"], None),
    "sn90001009": ("Connacht Tribune", "The Tribune", "galway", "eng", "weekly", "o6", "1909", ["p10"], None),
    "sn90001010": ("The Manchester Guardian", None, "manchester", "eng", "weekly", "o7", "1821", ["p11"], None),
    "sn90001011": ("The Guardian", None, "manchester", "eng", "daily", "o7", "1959", ["p12"], "sn90001010"),
    "sn90001012": ("Western Daily Press", None, "bristol", "eng", "daily", "o8", "1858", ["p13"], None),
    "sn90001013": ("Whitby Gazette", None, "whitby", "eng", "weekly", "o9", "1853", ["p02"], None),
}
# issue: (newspaper, bibo:issue, dcterms:issued)
NP_ISSUES = {"i01": ("sn90001002", "1", "1866-07-02"), "i02": ("sn90001002", "20114", "1930-05-06"),
             "i03": ("sn90001004", "1", "1885-04-14"), "i04": ("sn90001005", "512", "1923-01-09"),
             "i05": ("sn90001010", "1", "1821-05-05"), "i06": ("sn90001010", "5310", "1935-11-15"),
             "i07": ("sn90001011", "35001", "1959-08-24"), "i08": ("sn90001006", "1", "1932-10-14"),
             "i09": ("sn90001009", "1", "1909-09-18"), "i10": ("sn90001012", "1", "1858-06-01"),
             "i11": ("sn90001003", "4401", "1912-04-20"), "i12": ("sn90001004", "8001", "1912-04-17")}
NP_SUBJECTS = {"shipping": "Shipping", "elections": "Elections", "press": "The press", "trade": "Trade and industry",
               "culture": "Arts and culture", "sport": "Sport"}
# article: (dcterms:title, creator, issue, bibo:pageStart, subject)
NP_ARTICLES = {"a01": ("The Loss of the Titanic", "p14", "i11", 1, "shipping"),
               "a02": ("Titanic Survivors Reach New York", "p15", "i12", 3, "shipping"),
               "a03": ("To Our Readers", "p03", "i01", 1, "press"),
               "a04": ("The General Election", "p16", "i02", 4, "elections"),
               "a05": ("A New Paper for Manchester", "p11", "i05", 1, "press"),
               "a06": ("Cotton Prices Fall", "p16", "i06", 9, "trade"),
               "a07": ("A Change of Name", "p12", "i07", 1, "press"),
               "a08": ("Eisteddfod yn Aberystwyth", "p07", "i08", 2, "culture"),
               "a09": ("Galway Races Report", "p10", "i09", 6, "sport"),
               "a10": ("The Harbour Railway", "p13", "i10", 2, "trade"),
               "a11": ("Jute Strike in Dundee", "p17", "i04", 1, "trade"),
               "a12": ("Spring Fair at Ipswich", "p15", "i03", 4, "culture")}


def _np_issue(key: str) -> str:
    title, _, day = NP_ISSUES[key]
    return f"{NP}lccn/{title}/{day}/ed-1"


def _np_article(key: str) -> str:
    _, _, issue, page, _ = NP_ARTICLES[key]
    return f"{_np_issue(issue)}/seq-{page}/{key}"


def newspapers_kg() -> str:
    """N-Triples of the newspaper directory: Dublin Core and BIBO, titles → issues → articles (dcterms:isPartOf)."""
    g = Graph()
    for prop, label in NP_PROPERTIES.items():
        g.add(NPV + prop, RDF_TYPE, RDF + "Property"), g.add(NPV + prop, RDFS + "label", _lit(label, "en"))
    for key, label in NP_LANGUAGES.items():
        g.add(LOCLANG + key, RDF_TYPE, DCT + "LinguisticSystem")
        g.add(LOCLANG + key, RDFS + "label", _lit(label, "en"))
    for key, label in NP_FREQUENCIES.items():
        g.add(FREQ + key, RDF_TYPE, DCT + "Frequency"), g.add(FREQ + key, RDFS + "label", _lit(label, "en"))
    for key, label in NP_COUNTRIES.items():
        g.add(f"{NP}place/{key}", RDF_TYPE, DCT + "Location"), g.add(f"{NP}place/{key}", RDFS + "label",
                                                                     _lit(label, "en"))
    for key, (label, country) in NP_PLACES.items():
        p = f"{NP}place/{key}"
        g.add(p, RDF_TYPE, DCT + "Location"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, DCT + "isPartOf", f"{NP}place/{country}")
    for key, (name, place) in NP_PUBLISHERS.items():
        o = f"{NP}agent/{key}"
        g.add(o, RDF_TYPE, FOAF + "Organization"), g.add(o, FOAF + "name", _lit(name))
        g.add(o, FOAF + "based_near", f"{NP}place/{place}")
    for key, (name, born, place) in NP_PEOPLE.items():
        p = f"{NP}agent/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, NPV + "birthYear", _typed(born, "gYear")), g.add(p, NPV + "birthPlace", f"{NP}place/{place}")
    for key, label in NP_SUBJECTS.items():
        c = f"{NP}subject/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
    for lccn, (title, alt, place, lang, freq, publisher, founded, editors, replaces) in NP_TITLES.items():
        n = f"{NP}lccn/{lccn}"
        g.add(n, RDF_TYPE, BIBO + "Newspaper"), g.add(n, DCT + "title", _lit(title))
        if alt:
            g.add(n, DCT + "alternative", _lit(alt))
        g.add(n, DCT + "spatial", f"{NP}place/{place}"), g.add(n, DCT + "language", LOCLANG + lang)
        g.add(n, DCT + "accrualPeriodicity", FREQ + freq), g.add(n, DCT + "publisher", f"{NP}agent/{publisher}")
        g.add(n, DCT + "created", _typed(founded, "gYear"))
        for editor in editors:
            g.add(n, BIBO + "editor", f"{NP}agent/{editor}")
        if replaces:
            g.add(n, DCT + "replaces", f"{NP}lccn/{replaces}")
    for key, (title, number, day) in NP_ISSUES.items():
        i = _np_issue(key)
        g.add(i, RDF_TYPE, BIBO + "Issue"), g.add(i, DCT + "isPartOf", f"{NP}lccn/{title}")
        g.add(i, BIBO + "issue", _lit(number)), g.add(i, DCT + "issued", _typed(day, "date"))
    for key, (title, creator, issue, page, subject) in NP_ARTICLES.items():
        a = _np_article(key)
        g.add(a, RDF_TYPE, BIBO + "Article"), g.add(a, DCT + "title", _lit(title))
        g.add(a, DCT + "creator", f"{NP}agent/{creator}"), g.add(a, DCT + "isPartOf", _np_issue(issue))
        g.add(a, BIBO + "pageStart", _lit(str(page))), g.add(a, DCT + "subject", f"{NP}subject/{subject}")
    return g.text()


def _np(kind: str, *keys: str) -> set[str]:
    if kind == "article":
        return {_np_article(k) for k in keys}
    if kind == "lang":
        return {LOCLANG + k for k in keys}
    if kind == "freq":
        return {FREQ + k for k in keys}
    return {f"{NP}{kind}/{k}" for k in keys}


NEWSPAPERS_QUESTIONS = [
    ("Where is the Yorkshire Post published?", _np("place", "leeds")),
    ("Which newspaper did the Yorkshire Post replace?", _np("lccn", "sn90001001")),
    ("Which newspapers are published in Galway?", _np("lccn", "sn90001008", "sn90001009")),
    ("Who edited the Halifax Courier?", _np("agent", "p04")),
    ("Which newspapers did Margaret Halifax edit?", _np("lccn", "sn90001002", "sn90001013")),
    ("In which language is Y Cymro published?", _np("lang", "wel")),
    ("Which newspapers are published in Welsh?", _np("lccn", "sn90001006", "sn90001007")),
    ("When was the Evening Star in Dundee founded?", {"1921"}),
    ("Who edited the Evening Star published in Ipswich?", _np("agent", "p05")),
    ("Which is the oldest newspaper?", _np("lccn", "sn90001001")),
    ("Which newspapers were founded before 1853?", _np("lccn", "sn90001001", "sn90001010")),
    ("Which newspapers were founded in 1853?", _np("lccn", "sn90001003", "sn90001013")),
    ("Who publishes the Connacht Tribune?", _np("agent", "o6")),
    ("Which newspapers does D. C. Thomson & Co. publish?", _np("lccn", "sn90001005")),
    ("Who wrote The Loss of the Titanic?", _np("agent", "p14")),
    ("In which newspaper did The Loss of the Titanic appear?", _np("lccn", "sn90001003")),
    ("When was the issue with the article Titanic Survivors Reach New York published?", {"1912-04-17"}),
    ("Which articles did Owen Pritchard write?", _np("article", "a02", "a12")),
    ("Which articles are about shipping?", _np("article", "a01", "a02")),
    ("Which newspapers come out daily?",
     _np("lccn", "sn90001002", "sn90001004", "sn90001005", "sn90001011", "sn90001012")),
    ("How often is An Stoc published?", _np("freq", "monthly")),
    ("Where was Margaret Halifax born?", _np("place", "whitby")),
    ("When was Isobel Keiller born?", {"1889"}),
    ("Which editors were born in Galway?", _np("agent", "p09", "p10")),
    ("Who edited the newspaper that replaced The Manchester Guardian?", _np("agent", "p12")),
    ("Which newspaper replaced The Manchester Guardian?", _np("lccn", "sn90001011")),
    ("How many newspapers are published in Leeds?", {"2"}),
    ("Which newspapers are published in Scotland?", _np("lccn", "sn90001005")),
    ("On which page does Cotton Prices Fall begin?", {"9"}),
    ("Which articles appeared in the Evening Star of Ipswich?", _np("article", "a02", "a12")),
    ("Who wrote articles for The Yorkshire Post?", _np("agent", "p03", "p16")),
    ("What is the alternative title of the Connacht Tribune?", {"The Tribune"}),
    ("Which newspapers were edited by people born in Bristol?", _np("lccn", "sn90001011", "sn90001012")),
    ("When was issue 512 of the Evening Star published?", {"1923-01-09"}),
    ("Which newspaper was founded most recently?", _np("lccn", "sn90001011")),
    ("What is the subject of the article A Change of Name?", _np("subject", "press")),
    ("which newspapers did alfred cobbold edit", _np("lccn", "sn90001004")),
    ("Who publishes the Westren Daily Press?", _np("agent", "o8")),  # misspelt: Western
    ("What was the circulation of the Halifax Courier?", set()),  # no circulation figures
    ("How much did a copy of the Western Daily Press cost?", set()),  # no prices
    ("What typeface does The Guardian use?", set()),  # no typefaces
]
NEWSPAPERS_MADE_UP = ["Who edited the Bradford Observer?", "Where is the Evening Herald published?",
                      "Who wrote The Sinking of the Lusitania?", "Which newspapers did Margaret Crossley edit?",
                      "When was Y Faner founded?", "Who publishes the Dundee Courier?"]
NEWSPAPERS_GRAPHS = [
    ('[("The Yorkshire Post", "printed in", ?x)]', _np("place", "leeds")),
    ('[("Halifax Courier", "edited by", ?x)]', _np("agent", "p04")),
    ('[("The Loss of the Titanic", "written by", ?x)]', _np("agent", "p14")),
    ('[("The Yorkshire Post", "took over from", ?x)]', _np("lccn", "sn90001001")),
    ('[("Y Cymro", "written in", ?x)]', _np("lang", "wel")),
    ('[(?x, "printed in", "Galway")]', _np("lccn", "sn90001008", "sn90001009")),
    ('[("The Loss of the Titanic", "appeared in", ?i), (?i, "issue of", ?x)]', _np("lccn", "sn90001003")),
    ('[("The Guardian", "took over from", ?n), (?n, "edited by", ?x)]', _np("agent", "p11")),
    ('[(?n, "printed in", "Dundee"), (?n, "edited by", ?x)]', _np("agent", "p06")),
    ('[(?n, "edited by", "Margaret Halifax"), (?n, "printed in", ?x)]', _np("place", "leeds", "whitby")),
    ('[("Connacht Tribune", "issued by", ?o), (?o, "located in", ?x)]', _np("place", "galway")),
    ('[(?a, "written by", "Owen Pritchard"), (?a, "topic", ?x)]', _np("subject", "shipping", "culture")),
]


# ---- guilds (a roll of medieval craft guilds in the W3C Organization Ontology, every IRI a bare number
# ---- (`…/id/org/11`, `…/id/person/204`, `…/id/membership/m07`): who belonged to which guild, in which role and
# ---- when is said ONLY by `org:Membership`s with `org:member`, `org:organization`, `org:role` (an `org:Role`
# ---- labelled in @en, @nl and @de) and `org:memberDuring` a blank `time:Interval` whose `time:hasBeginning` /
# ---- `time:hasEnd` are blank `time:Instant`s with `time:inXSDgYear` (one interval has no end); guilds are named by
# ---- `skos:prefLabel`s in @en, @nl, @de or @fr, some with no English label at all) ---------------------------------
GU = "https://guild-rolls.example.eu/id/"
# city: {lang: skos:prefLabel}
GU_CITIES = {"1": {"en": "Bruges", "nl": "Brugge", "fr": "Bruges"}, "2": {"en": "Ghent", "nl": "Gent", "fr": "Gand"},
             "3": {"en": "Nuremberg", "de": "Nürnberg"}, "4": {"en": "Cologne", "de": "Köln"},
             "5": {"en": "Antwerp", "nl": "Antwerpen", "fr": "Anvers"}}
# craft: skos:prefLabel @en
GU_CRAFTS = {"1": "goldsmithing", "2": "painting", "3": "weaving", "4": "brass founding", "5": "masonry",
             "6": "brewing"}
# role: {lang: skos:prefLabel}
GU_ROLES = {"1": {"en": "dean", "nl": "deken", "de": "Zunftmeister"},
            "2": {"en": "master", "nl": "meester", "de": "Meister"},
            "3": {"en": "journeyman", "nl": "gezel", "de": "Geselle"},
            "4": {"en": "apprentice", "nl": "leerling", "de": "Lehrling"}}
# site: (rdfs:label, city)
GU_SITES = {"1": ("Goldsmiths' Hall", "1"), "2": ("Sint-Lucaskapel", "1"), "3": ("Schildershuis", "5"),
            "4": ("Wevershuis", "2"), "5": ("Rotschmiedhaus", "3"), "6": ("Steinmetzhütte", "4"),
            "7": ("Brouwershuis", "2"), "8": ("Goldschmiedehaus", "3")}
# guild: ({lang: skos:prefLabel}, craft, primary site, founded)
GU_GUILDS = {
    "11": ({"en": "Goldsmiths' Guild of Bruges", "nl": "Edelsmedengilde van Brugge"}, "1", "1", "1380"),
    "12": ({"nl": "Sint-Lucasgilde van Brugge"}, "2", "2", "1420"),
    "13": ({"nl": "Sint-Lucasgilde van Antwerpen", "fr": "Guilde de Saint-Luc d'Anvers"}, "2", "3", "1382"),
    "14": ({"en": "Weavers' Guild of Ghent", "nl": "Weversgilde van Gent"}, "3", "4", "1302"),
    "15": ({"de": "Zunft der Rotschmiede"}, "4", "5", "1450"),
    "16": ({"en": "Masons' Guild of Cologne", "de": "Steinmetzzunft Köln"}, "5", "6", "1396"),
    "17": ({"en": "Brewers' Guild of Ghent", "nl": "Brouwersgilde van Gent"}, "6", "7", "1450"),
    "18": ({"en": "Goldsmiths' Guild of Nuremberg", "de": "Goldschmiedezunft Nürnberg"}, "1", "8", "1390"),
}
# person: (foaf:name, birth year)
GU_PEOPLE = {"201": ("Pieter Gent", "1421"), "202": ("Willem Claes", "1430"), "203": ("Willem Claes", "1502"),
             "204": ("Joos Verhaeghe", "1440"), "205": ("Hans Kessler", "1410"), "206": ("Gertrud Kessler", "1415"),
             "207": ("Konrad Steinhauer", "1380"), "208": ("Margriet van Damme", "1460"),
             "209": ("Lieven de Vos", "1470"), "210": ("Anna Bouts", "1445"), "211": ("Jacob Heyndricx", "1400"),
             "212": ("Ulrich Sachs", "1490")}
# membership: (person, guild, role, first year, last year or None)
GU_MEMBERSHIPS = {
    "m01": ("201", "11", "2", "1448", "1475"), "m02": ("201", "11", "1", "1460", "1465"),
    "m03": ("202", "12", "2", "1455", "1480"), "m04": ("203", "14", "4", "1516", "1520"),
    "m05": ("203", "14", "2", "1521", "1550"), "m06": ("204", "13", "4", "1455", "1460"),
    "m07": ("204", "12", "2", "1462", "1490"), "m08": ("204", "12", "1", "1475", "1476"),
    "m09": ("205", "15", "2", "1440", "1470"), "m10": ("206", "18", "2", "1445", None),
    "m11": ("207", "16", "2", "1410", "1440"), "m12": ("207", "16", "1", "1425", "1430"),
    "m13": ("208", "17", "2", "1490", "1520"), "m14": ("208", "17", "1", "1500", "1502"),
    "m15": ("209", "14", "3", "1488", "1494"), "m16": ("209", "14", "2", "1495", "1530"),
    "m17": ("209", "14", "1", "1510", "1512"), "m18": ("210", "13", "2", "1470", "1495"),
    "m19": ("211", "11", "2", "1425", "1460"), "m20": ("211", "11", "1", "1450", "1452"),
    "m21": ("212", "18", "4", "1504", "1510"), "m22": ("212", "18", "3", "1510", "1515"),
    "m23": ("212", "18", "2", "1516", "1540"), "m24": ("205", "15", "1", "1455", "1458"),
}


def guilds_kg() -> str:
    """N-Triples of the guild roll: W3C ORG memberships with roles and OWL-Time intervals, numeric IRIs only."""
    g = Graph()
    for key, labels in GU_CITIES.items():
        c = f"{GU}city/{key}"
        g.add(c, RDF_TYPE, SCHEMA + "City")
        for lang, label in labels.items():
            g.add(c, SKOS + "prefLabel", _lit(label, lang))
    for key, label in GU_CRAFTS.items():
        c = f"{GU}craft/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
    for key, labels in GU_ROLES.items():
        r = f"{GU}role/{key}"
        g.add(r, RDF_TYPE, ORG + "Role")
        for lang, label in labels.items():
            g.add(r, SKOS + "prefLabel", _lit(label, lang))
    for key, (label, city) in GU_SITES.items():
        s = f"{GU}site/{key}"
        g.add(s, RDF_TYPE, ORG + "Site"), g.add(s, RDFS + "label", _lit(label))
        g.add(s, SCHEMA + "containedInPlace", f"{GU}city/{city}")
    for key, (labels, craft, site, founded) in GU_GUILDS.items():
        o = f"{GU}org/{key}"
        g.add(o, RDF_TYPE, ORG + "FormalOrganization")
        for lang, label in labels.items():
            g.add(o, SKOS + "prefLabel", _lit(label, lang))
        g.add(o, ORG + "classification", f"{GU}craft/{craft}"), g.add(o, ORG + "hasPrimarySite", f"{GU}site/{site}")
        g.add(o, DCT + "created", _typed(founded, "gYear"))
    for key, (name, born) in GU_PEOPLE.items():
        p = f"{GU}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, SCHEMA + "birthDate", _typed(born, "gYear"))
    for key, (person, guild, role, start, end) in GU_MEMBERSHIPS.items():
        m, interval = f"{GU}membership/{key}", f"_:{key}during"
        g.add(m, RDF_TYPE, ORG + "Membership"), g.add(m, ORG + "member", f"{GU}person/{person}")
        g.add(m, ORG + "organization", f"{GU}org/{guild}"), g.add(m, ORG + "role", f"{GU}role/{role}")
        g.add(m, ORG + "memberDuring", interval), g.add(interval, RDF_TYPE, TIME + "Interval")
        for edge, year in (("hasBeginning", start), ("hasEnd", end)):
            if year:
                instant = f"_:{key}{edge}"
                g.add(interval, TIME + edge, instant), g.add(instant, RDF_TYPE, TIME + "Instant")
                g.add(instant, TIME + "inXSDgYear", _typed(year, "gYear"))
    return g.text()


def _gu(kind: str, *keys: str) -> set[str]:
    return {f"{GU}{kind}/{k}" for k in keys}


GUILDS_QUESTIONS = [
    ("Which guilds are in Bruges?", _gu("org", "11", "12")),
    ("Which guilds are based in Ghent?", _gu("org", "14", "17")),
    ("Who were the deans of the Weavers' Guild of Ghent?", _gu("person", "209")),
    ("Which guilds did Pieter Gent belong to?", _gu("org", "11")),
    ("What role did Joos Verhaeghe hold in the Sint-Lucasgilde van Antwerpen?", _gu("role", "4")),
    ("Who was dean of the Goldsmiths' Guild of Bruges in 1451?", _gu("person", "211")),
    ("Who was dean of the Goldsmiths' Guild of Bruges in 1462?", _gu("person", "201")),
    ("When did Pieter Gent become a master?", {"1448"}),
    ("When was the Masons' Guild of Cologne founded?", {"1396"}),
    ("Which guilds were founded before 1450?", _gu("org", "11", "12", "13", "14", "16", "18")),
    ("Which is the oldest guild?", _gu("org", "14")),
    ("What craft does the Zunft der Rotschmiede practise?", _gu("craft", "4")),
    ("Which guilds practise goldsmithing?", _gu("org", "11", "18")),
    ("When was the Willem Claes who was a weaver born?", {"1502"}),
    ("Which guild did the Willem Claes born in 1430 belong to?", _gu("org", "12")),
    ("Who were masters of the Sint-Lucasgilde van Brugge?", _gu("person", "202", "204")),
    ("How many people belonged to the Goldsmiths' Guild of Nuremberg?", {"2"}),
    ("Who was a journeyman in the Goldschmiedezunft Nürnberg?", _gu("person", "212")),
    ("Who started out as an apprentice?", _gu("person", "203", "204", "212")),
    ("In which city is the Brouwershuis?", _gu("city", "2")),
    ("In which city is the Zunft der Rotschmiede?", _gu("city", "3")),
    ("What is the guild hall of the Weavers' Guild of Ghent?", _gu("site", "4")),
    ("When was Margriet van Damme born?", {"1460"}),
    ("Which guilds did Joos Verhaeghe belong to?", _gu("org", "12", "13")),
    ("In which cities did Joos Verhaeghe work?", _gu("city", "1", "5")),
    ("When did Konrad Steinhauer's term as dean begin?", {"1425"}),
    ("When did Lieven de Vos stop being a master?", {"1530"}),
    ("How many guilds are there in Nuremberg?", {"2"}),
    ("Which guild members were born before 1420?", _gu("person", "205", "206", "207", "211")),
    ("Which guild had a dean in 1501?", _gu("org", "17")),
    ("Who were the members of the Brewers' Guild of Ghent?", _gu("person", "208")),
    ("What is the Dutch name of the Goldsmiths' Guild of Bruges?", {"Edelsmedengilde van Brugge"}),
    ("Which guilds practise painting?", _gu("org", "12", "13")),
    ("Who were masters of guilds in Antwerp?", _gu("person", "210")),
    ("When was Gertrud Kessler's guild founded?", {"1390"}),
    ("Who was master of the Masons' Guild of Cologne in 1420?", _gu("person", "207")),
    ("which guild was hans kessler a member of", _gu("org", "15")),
    ("Who were the deans of the Masons' Guild of Colgne?", _gu("person", "207")),  # misspelt: Cologne
    ("What was the coat of arms of the Goldsmiths' Guild of Bruges?", set()),  # no heraldry
    ("What entrance fee did the Weavers' Guild of Ghent charge?", set()),  # no fees
    ("Who was Lieven de Vos married to?", set()),  # no spouses
]
GUILDS_MADE_UP = ["Which guilds did Pieter Brugge belong to?", "When was the Coopers' Guild of Bruges founded?",
                  "Who were the deans of the Tanners' Guild of Ghent?", "Which guilds are in Mechelen?",
                  "When was Willem Verhaeghe born?", "What craft does the Zunft der Kupferschmiede practise?"]
GUILDS_GRAPHS = [
    ('[("Weavers\' Guild of Ghent", "guild hall", ?x)]', _gu("site", "4")),
    ('[("Zunft der Rotschmiede", "trade", ?x)]', _gu("craft", "4")),
    ('[("Goldschmiedehaus", "stands in", ?x)]', _gu("city", "3")),
    ('[("Margriet van Damme", "year born", ?x)]', {"1460"}),
    ('[(?x, "trade", "painting")]', _gu("org", "12", "13")),
    ('[("Masons\' Guild of Cologne", "established", ?x)]', {"1396"}),
    ('[(?m, "held by", "Pieter Gent"), (?m, "in guild", ?x)]', _gu("org", "11")),
    ('[(?m, "in guild", "Brewers\' Guild of Ghent"), (?m, "held by", ?x)]', _gu("person", "208")),
    ('[("Weavers\' Guild of Ghent", "guild hall", ?s), (?s, "stands in", ?x)]', _gu("city", "2")),
    ('[(?g, "trade", "goldsmithing"), (?g, "established", ?x)]', {"1380", "1390"}),
    ('[(?m, "held by", "Hans Kessler"), (?m, "office", ?x)]', _gu("role", "1", "2")),
    ('[(?g, "guild hall", "Schildershuis"), (?g, "trade", ?x)]', _gu("craft", "2")),
]


# ---- jewels (a register of famous gemstones where every size, weight and value is a QUDT `qudt:QuantityValue` blank
# ---- node with `qudt:numericValue` and `qudt:unit` a unit node (`unit:CARAT`, `unit:GM`, `unit:MilliM`,
# ---- `unit:CCY_USD`, `unit:CCY_GBP`, each labelled @en with a `qudt:symbol` and, for masses and lengths, a
# ---- `qudt:conversionMultiplier` to SI): two uncut crystals are weighed in grams, every other stone in carats, so
# ---- "the heaviest gem" needs the units) ---------------------------------------------------------------------------
JW = "https://gem-register.example.net/"
JWV = JW + "ontology#"
# property: (label @en, OWL kind)
JW_PROPERTIES = {"species": ("species", "Object"), "colour": ("colour", "Datatype"), "mass": ("mass", "Object"),
                 "length": ("length", "Object"), "appraisedValue": ("appraised value", "Object"),
                 "foundNear": ("found near", "Object"), "yearFound": ("year found", "Datatype"),
                 "cutBy": ("cut by", "Object"), "setIn": ("set in", "Object"), "heldBy": ("held by", "Object"),
                 "country": ("country", "Object"), "basedIn": ("based in", "Object"),
                 "birthYear": ("year of birth", "Datatype")}
JW_CLASSES = {"Gemstone": "gemstone", "Jewel": "jewel", "Place": "place", "Country": "country", "Cutter": "gem cutter",
              "Collection": "collection"}
# unit: (label @en, symbol, conversion multiplier or None)
JW_UNITS = {"CARAT": ("carat", "ct", "0.0002"), "GM": ("gram", "g", "0.001"), "MilliM": ("millimetre", "mm", "0.001"),
            "CCY_USD": ("US dollar", "$", None), "CCY_GBP": ("pound sterling", "£", None)}
JW_SPECIES = {"diamond": "diamond", "sapphire": "sapphire", "ruby": "ruby", "emerald": "emerald", "spinel": "spinel"}
JW_COUNTRIES = {"india": "India", "south-africa": "South Africa", "sri-lanka": "Sri Lanka", "colombia": "Colombia",
                "myanmar": "Myanmar", "netherlands": "Netherlands", "belgium": "Belgium",
                "united-kingdom": "United Kingdom", "united-states": "United States"}
# place: (label, country)
JW_PLACES = {"kollur": ("Kollur", "india"), "golconda": ("Golconda", "india"), "cullinan": ("Cullinan", "south-africa"),
             "kimberley": ("Kimberley", "south-africa"), "ratnapura": ("Ratnapura", "sri-lanka"),
             "muzo": ("Muzo", "colombia"), "mogok": ("Mogok", "myanmar"), "amsterdam": ("Amsterdam", "netherlands"),
             "antwerp": ("Antwerp", "belgium"), "mumbai": ("Mumbai", "india"), "bogota": ("Bogotá", "colombia"),
             "london": ("London", "united-kingdom"), "washington": ("Washington, D.C.", "united-states")}
# cutter: (foaf:name, birth year, based in)
JW_CUTTERS = {"p1": ("Isaac Kimberley", "1862", "amsterdam"), "p2": ("Henriette Vos", "1878", "antwerp"),
              "p3": ("Ravi Mehta", "1931", "mumbai"), "p4": ("Elena Duarte", "1955", "bogota"),
              "p5": ("Jacob Wertheim", "1840", "london")}
# collection: (foaf:name, based in)
JW_COLLECTIONS = {"c1": ("Royal Collection", "london"), "c2": ("National Gem Museum", "washington"),
                  "c3": ("Rijksschatkamer", "amsterdam"), "c4": ("Museo del Oro Verde", "bogota")}
# jewel: (label, held by)
JW_JEWELS = {"j1": ("Crown of Saint Aldhelm", "c1"), "j2": ("Peacock Necklace", "c2"), "j3": ("Tiara of Leonor", "c4")}
# gem: (label, species, colour, (mass, unit), length mm, (value, currency) or None, found near, year found,
#       cut by or None, set in or None, held by or None)
JW_GEMS = {
    "g01": ("Star of Kollur", "diamond", "colourless", ("105.6", "CARAT"), "36", None, "kollur", "1628", "p5", "j1",
            None),
    "g02": ("The Blue Heron", "sapphire", "blue", ("423", "CARAT"), "52", ("12000000", "CCY_USD"), "ratnapura", "1907",
            "p2", None, "c2"),
    "g03": ("The Blue Heron", "diamond", "blue", ("45.5", "CARAT"), "25.6", None, "cullinan", "1961", "p1", None, "c3"),
    "g04": ("Cullinan Dawn", "diamond", "colourless", ("530.2", "CARAT"), "58.9", None, "cullinan", "1905", "p5", "j1",
            None),
    "g05": ("Muzo Emperor", "emerald", "green", ("217", "GM"), "65", ("8000000", "CCY_USD"), "muzo", "1961", None,
            None, "c4"),
    "g06": ("Mogok Sunrise", "ruby", "red", ("25.4", "GM"), "40", None, "mogok", "1998", None, None, "c2"),
    "g07": ("Rose of Ratnapura", "spinel", "pink", ("100", "CARAT"), "30", ("1500000", "CCY_GBP"), "ratnapura", "1954",
            "p3", "j2", None),
    "g08": ("Golconda Moon", "diamond", "pale yellow", ("100", "CARAT"), "31.2", ("40000000", "CCY_USD"), "golconda",
            "1820", "p1", None, "c1"),
    "g09": ("Big Hole Yellow", "diamond", "yellow", ("128.5", "CARAT"), "28", ("22000000", "CCY_USD"), "kimberley",
            "1878", "p5", None, "c2"),
    "g10": ("Leonor's Emerald", "emerald", "green", ("75.2", "CARAT"), "27.1", None, "muzo", "1715", "p4", "j3", None),
    "g11": ("Peacock Sapphire", "sapphire", "blue", ("62.8", "CARAT"), "22.4", None, "ratnapura", "1890", "p2", "j2",
            None),
    "g12": ("Mogok Ember", "ruby", "red", ("23.1", "CARAT"), "16.5", ("30000000", "CCY_USD"), "mogok", "2011", "p3",
            None, "c3"),
}


def jewels_kg() -> str:
    """N-Triples of the gem register: masses, lengths and values as QUDT quantity values with unit nodes."""
    g = Graph()
    for prop, (label, kind) in JW_PROPERTIES.items():
        g.add(JWV + prop, RDF_TYPE, OWL + kind + "Property"), g.add(JWV + prop, RDFS + "label", _lit(label, "en"))
    for cls, label in JW_CLASSES.items():
        g.add(JWV + cls, RDF_TYPE, OWL + "Class"), g.add(JWV + cls, RDFS + "label", _lit(label, "en"))
    for key, (label, symbol, multiplier) in JW_UNITS.items():
        u = UNIT + key
        g.add(u, RDF_TYPE, QUDT + "Unit"), g.add(u, RDFS + "label", _lit(label, "en"))
        g.add(u, QUDT + "symbol", _lit(symbol))
        if multiplier:
            g.add(u, QUDT + "conversionMultiplier", _typed(multiplier, "decimal"))
    for key, label in JW_SPECIES.items():
        s = f"{JW}species/{key}"
        g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "prefLabel", _lit(label, "en"))
    for key, label in JW_COUNTRIES.items():
        g.add(f"{JW}country/{key}", RDF_TYPE, JWV + "Country"), g.add(f"{JW}country/{key}", RDFS + "label",
                                                                      _lit(label, "en"))
    for key, (label, country) in JW_PLACES.items():
        p = f"{JW}place/{key}"
        g.add(p, RDF_TYPE, JWV + "Place"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, JWV + "country", f"{JW}country/{country}")
    for key, (name, born, based) in JW_CUTTERS.items():
        p = f"{JW}person/{key}"
        g.add(p, RDF_TYPE, JWV + "Cutter"), g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, JWV + "birthYear", _typed(born, "gYear")), g.add(p, JWV + "basedIn", f"{JW}place/{based}")
    for key, (name, based) in JW_COLLECTIONS.items():
        c = f"{JW}collection/{key}"
        g.add(c, RDF_TYPE, JWV + "Collection"), g.add(c, FOAF + "name", _lit(name))
        g.add(c, JWV + "basedIn", f"{JW}place/{based}")
    for key, (label, held) in JW_JEWELS.items():
        j = f"{JW}jewel/{key}"
        g.add(j, RDF_TYPE, JWV + "Jewel"), g.add(j, RDFS + "label", _lit(label, "en"))
        g.add(j, JWV + "heldBy", f"{JW}collection/{held}")
    for key, (label, species, colour, mass, length, value, near, year, cutter, setting, held) in JW_GEMS.items():
        x = f"{JW}gem/{key}"
        g.add(x, RDF_TYPE, JWV + "Gemstone"), g.add(x, RDFS + "label", _lit(label, "en"))
        g.add(x, JWV + "species", f"{JW}species/{species}"), g.add(x, JWV + "colour", _lit(colour))
        quantities = [("mass", mass), ("length", (length, "MilliM"))] + ([("appraisedValue", value)] if value else [])
        for prop, (number, unit) in quantities:
            q = f"_:{key}{prop}"
            g.add(x, JWV + prop, q), g.add(q, RDF_TYPE, QUDT + "QuantityValue")
            g.add(q, QUDT + "numericValue", _typed(number, "decimal")), g.add(q, QUDT + "unit", UNIT + unit)
        g.add(x, JWV + "foundNear", f"{JW}place/{near}"), g.add(x, JWV + "yearFound", _typed(year, "gYear"))
        if cutter:
            g.add(x, JWV + "cutBy", f"{JW}person/{cutter}")
        if setting:
            g.add(x, JWV + "setIn", f"{JW}jewel/{setting}")
        if held:
            g.add(x, JWV + "heldBy", f"{JW}collection/{held}")
    return g.text()


def _jw(kind: str, *keys: str) -> set[str]:
    if kind == "unit":
        return {UNIT + k for k in keys}
    return {f"{JW}{kind}/{k}" for k in keys}


JEWELS_QUESTIONS = [
    ("How heavy is the Star of Kollur?", {"105.6"}),
    ("Who cut the Golconda Moon?", _jw("person", "p1")),
    ("Which gems did Isaac Kimberley cut?", _jw("gem", "g03", "g08")),
    ("Where was the Mogok Ember found?", _jw("place", "mogok")),
    ("Which gems were found near Ratnapura?", _jw("gem", "g02", "g07", "g11")),
    ("Which gems are set in the Crown of Saint Aldhelm?", _jw("gem", "g01", "g04")),
    ("Who holds the Peacock Necklace?", _jw("collection", "c2")),
    ("Which diamonds weigh more than 100 carats?", _jw("gem", "g01", "g04", "g09")),
    ("Which is the heaviest diamond?", _jw("gem", "g04")),
    ("Which gem is the heaviest?", _jw("gem", "g05")),
    ("In what unit is the mass of the Muzo Emperor given?", _jw("unit", "GM")),
    ("What is the Blue Heron sapphire worth?", {"12000000"}),
    ("Who cut the Blue Heron diamond?", _jw("person", "p1")),
    ("Where is the Blue Heron that was found in 1907 kept?", _jw("collection", "c2")),
    ("Which gems are emeralds?", _jw("gem", "g05", "g10")),
    ("What colour is the Big Hole Yellow?", {"yellow"}),
    ("When was the Cullinan Dawn found?", {"1905"}),
    ("In which country was Leonor's Emerald found?", _jw("country", "colombia")),
    ("Which gems were found in South Africa?", _jw("gem", "g03", "g04", "g09")),
    ("Which gems does the Rijksschatkamer hold?", _jw("gem", "g03", "g12")),
    ("Where is Henriette Vos based?", _jw("place", "antwerp")),
    ("Which gem cutters work in London?", _jw("person", "p5")),
    ("When was Ravi Mehta born?", {"1931"}),
    ("How long is the Rose of Ratnapura?", {"30"}),
    ("Which gems are valued at more than 20 million US dollars?", _jw("gem", "g08", "g09", "g12")),
    ("Which gem was found most recently?", _jw("gem", "g12")),
    ("Which gems were found before 1800?", _jw("gem", "g01", "g10")),
    ("Which gems were cut by cutters based in Amsterdam?", _jw("gem", "g03", "g08")),
    ("Which collections hold the gems found near Mogok?", _jw("collection", "c2", "c3")),
    ("How many gems did Jacob Wertheim cut?", {"3"}),
    ("Which gems are set in jewels held by the National Gem Museum?", _jw("gem", "g07", "g11")),
    ("What is the Golconda Moon worth?", {"40000000"}),
    ("How many carats does the Mogok Ember weigh?", {"23.1"}),
    ("In which currency is the value of the Rose of Ratnapura given?", _jw("unit", "CCY_GBP")),
    ("Who cut the gems in the Peacock Necklace?", _jw("person", "p2", "p3")),
    ("Which gems are blue?", _jw("gem", "g02", "g03", "g11")),
    ("who cut the mogok ember", _jw("person", "p3")),
    ("Where was the Cullinnan Dawn found?", _jw("place", "cullinan")),  # misspelt: Cullinan
    ("What is the clarity grade of the Golconda Moon?", set()),  # no clarity grades
    ("What is the refractive index of the Peacock Sapphire?", set()),  # no optical data
    ("Who insured the Cullinan Dawn?", set()),  # no insurers
]
JEWELS_MADE_UP = ["Who cut the Star of Mogok?", "How heavy is the Golconda Sun?", "Which gems did Isaac Vos cut?",
                  "Where was the Green Heron found?", "Which gems does the Hermitage Treasury hold?",
                  "Where is Elena Mehta based?"]
JEWELS_GRAPHS = [
    ('[("Golconda Moon", "shaped by", ?x)]', _jw("person", "p1")),
    ('[("Mogok Ember", "unearthed near", ?x)]', _jw("place", "mogok")),
    ('[("Peacock Necklace", "kept by", ?x)]', _jw("collection", "c2")),
    ('[(?x, "mounted in", "Crown of Saint Aldhelm")]', _jw("gem", "g01", "g04")),
    ('[("Henriette Vos", "workshop in", ?x)]', _jw("place", "antwerp")),
    ('[("Leonor\'s Emerald", "year unearthed", ?x)]', {"1715"}),
    ('[("Leonor\'s Emerald", "unearthed near", ?t), (?t, "nation", ?x)]', _jw("country", "colombia")),
    ('[("Rose of Ratnapura", "mounted in", ?j), (?j, "kept by", ?x)]', _jw("collection", "c2")),
    ('[(?g, "shaped by", "Isaac Kimberley"), (?g, "unearthed near", ?x)]', _jw("place", "golconda", "cullinan")),
    ('[("Big Hole Yellow", "shaped by", ?p), (?p, "workshop in", ?x)]', _jw("place", "london")),
    ('[(?g, "mounted in", "Tiara of Leonor"), (?g, "shaped by", ?x)]', _jw("person", "p4")),
    ('[(?g, "kept by", "Rijksschatkamer"), (?g, "unearthed near", ?x)]', _jw("place", "cullinan", "mogok")),
]


# ---- knots (a SKOS thesaurus of knots: a `skos:ConceptScheme` whose top concepts are five knot families, every knot
# ---- a `skos:Concept` with `skos:broader` its family, `skos:prefLabel`s in @en, @de and @fr where some knots have no
# ---- English prefLabel at all (one only an @en `skos:altLabel`), its ABOK number as a `skos:notation` typed with a
# ---- datatype of the thesaurus's own, `skos:related` stated once per pair, and four `skos:Collection`s of uses
# ---- (sailing, climbing, fishing, arborists) with `skos:member`s; a small vocabulary of its own says who first
# ---- described a knot and when, how much of the rope's strength it keeps and what place it is named after) ----------
KN = "https://knot-thesaurus.example.org/"
KNV = KN + "def#"
KN_PROPERTIES = {"strengthRetained": "strength retained (%)", "firstDescribedBy": "first described by",
                 "firstDescribedIn": "first described in", "namedAfter": "named after",
                 "birthYear": "year of birth"}
# family: {lang: prefLabel}
KN_FAMILIES = {"loops": {"en": "Loops", "de": "Schlaufen", "fr": "Boucles"},
               "bends": {"en": "Bends", "de": "Stiche zum Verbinden", "fr": "Nœuds d'ajut"},
               "hitches": {"en": "Hitches", "de": "Steke", "fr": "Nœuds d'amarrage"},
               "stoppers": {"en": "Stopper knots", "de": "Stopperknoten", "fr": "Nœuds d'arrêt"},
               "binding": {"en": "Binding knots", "de": "Bindeknoten", "fr": "Nœuds de liage"}}
# place: {lang: rdfs:label}
KN_PLACES = {"flanders": {"en": "Flanders", "nl": "Vlaanderen"}, "spain": {"en": "Spain", "es": "España"},
             "portugal": {"en": "Portugal", "pt": "Portugal"}, "turkey": {"en": "Turkey", "tr": "Türkiye"}}
# person: (foaf:name, birth year)
KN_PEOPLE = {"p1": ("Nathaniel Reeve", "1580"), "p2": ("Clara Whitcombe", "1855"), "p3": ("Hjalmar Strand", "1867"),
             "p4": ("Margaret Flanders", "1890"), "p5": ("Otto Brenner", "1901")}
# knot: ({lang: prefLabel}, [(altLabel, lang)], ABOK, family, strength retained or None, described by, year,
#        named after or None)
KN_KNOTS = {
    "k01": ({"en": "Bowline", "de": "Palstek", "fr": "Nœud de chaise"}, [], "1010", "loops", "60", "p1", "1627", None),
    "k02": ({"en": "Double bowline", "de": "Doppelter Palstek"}, [], "1013", "loops", "70", "p2", "1891", None),
    "k03": ({"en": "Double bowline", "de": "Palstek auf Doppelbucht", "fr": "Chaise double"}, [], "1080", "loops", "72",
            "p4", "1932", None),
    "k04": ({"en": "Sheet bend", "de": "Schotstek", "fr": "Nœud d'écoute"}, [], "1431", "bends", "55", "p1", "1627",
            None),
    "k05": ({"en": "Flemish bend", "de": "Flämischer Knoten", "fr": "Nœud en huit de jonction"}, [], "1411", "bends",
            "81", "p2", "1891", "flanders"),
    "k06": ({"en": "Clove hitch", "de": "Webeleinstek", "fr": "Nœud de cabestan"}, [], "1245", "hitches", "65", "p1",
            "1627", None),
    "k07": ({"de": "Ankerstek", "fr": "Nœud de grappin"}, [], "1723", "hitches", "70", "p3", "1904", None),
    "k08": ({"en": "Munter hitch", "de": "Halbmastwurf", "fr": "Demi-cabestan"}, [], "1818", "hitches", "75", "p5",
            "1958", None),
    "k09": ({"de": "Prusikknoten", "fr": "Nœud autobloquant"}, [("Prusik knot", "en")], "1763", "hitches", "80", "p5",
            "1931", None),
    "k10": ({"en": "Spanish bowline", "de": "Spanischer Palstek", "fr": "Chaise espagnole"}, [], "1101", "loops", "62",
            "p3", "1904", "spain"),
    "k11": ({"en": "Portuguese bowline", "fr": "Chaise portugaise"}, [], "1072", "loops", "58", "p3", "1904",
            "portugal"),
    "k12": ({"en": "Figure-eight knot", "de": "Achtknoten", "fr": "Nœud en huit"}, [("Flemish knot", "en")], "520",
            "stoppers", "80", "p1", "1627", None),
    "k13": ({"en": "Improved clinch knot", "de": "Verbesserter Clinchknoten"}, [], "1842", "hitches", "95", "p4",
            "1952", None),
    "k14": ({"en": "Constrictor knot", "de": "Würgeknoten", "fr": "Nœud constricteur"}, [], "1249", "binding", "50",
            "p2", "1891", None),
    "k15": ({"en": "Timber hitch", "de": "Zimmermannsstek", "fr": "Nœud de bois"}, [], "1665", "hitches", "70", "p1",
            "1627", None),
    "k16": ({"en": "Turk's head", "de": "Türkenbund", "fr": "Tête de Turc"}, [], "1278", "binding", None, "p2",
            "1891", "turkey"),
    "k17": ({"en": "Overhand knot", "de": "Überhandknoten", "fr": "Nœud simple"}, [], "514", "stoppers", "45", "p3",
            "1904", None),
}
KN_RELATED = [("k01", "k10"), ("k01", "k02"), ("k12", "k17"), ("k04", "k05"), ("k06", "k08"), ("k11", "k10")]
# collection: ({lang: prefLabel}, members)
KN_COLLECTIONS = {"sailing": ({"en": "Sailing knots", "de": "Segelknoten"},
                              ["k01", "k02", "k04", "k06", "k07", "k10", "k12"]),
                  "climbing": ({"en": "Climbing knots", "de": "Kletterknoten"}, ["k01", "k05", "k08", "k09", "k12"]),
                  "fishing": ({"en": "Fishing knots"}, ["k07", "k13"]),
                  "arborists": ({"en": "Arborist knots"}, ["k09", "k14", "k15"])}


def knots_kg() -> str:
    """N-Triples of the knot thesaurus: SKOS concepts in families and collections, labels in three languages."""
    g = Graph()
    scheme = KN + "scheme"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Thesaurus of knots", "en"))
    for prop, label in KN_PROPERTIES.items():
        g.add(KNV + prop, RDF_TYPE, RDF + "Property"), g.add(KNV + prop, RDFS + "label", _lit(label, "en"))
    for key, labels in KN_FAMILIES.items():
        f = f"{KN}concept/{key}"
        g.add(f, RDF_TYPE, SKOS + "Concept"), g.add(f, SKOS + "topConceptOf", scheme)
        g.add(f, SKOS + "inScheme", scheme)
        for lang, label in labels.items():
            g.add(f, SKOS + "prefLabel", _lit(label, lang))
    for key, labels in KN_PLACES.items():
        p = f"{KN}place/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Place")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
    for key, (name, born) in KN_PEOPLE.items():
        p = f"{KN}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, KNV + "birthYear", _typed(born, "gYear"))
    for key, (labels, alts, abok, family, strength, person, year, place) in KN_KNOTS.items():
        k = f"{KN}concept/{key}"
        g.add(k, RDF_TYPE, SKOS + "Concept"), g.add(k, SKOS + "inScheme", scheme)
        for lang, label in labels.items():
            g.add(k, SKOS + "prefLabel", _lit(label, lang))
        for alt, lang in alts:
            g.add(k, SKOS + "altLabel", _lit(alt, lang))
        g.add(k, SKOS + "notation", f'"{abok}"^^<{KNV}ABOK>'), g.add(k, SKOS + "broader", f"{KN}concept/{family}")
        if strength:
            g.add(k, KNV + "strengthRetained", _typed(strength, "decimal"))
        g.add(k, KNV + "firstDescribedBy", f"{KN}person/{person}")
        g.add(k, KNV + "firstDescribedIn", _typed(year, "gYear"))
        if place:
            g.add(k, KNV + "namedAfter", f"{KN}place/{place}")
    for a, b in KN_RELATED:
        g.add(f"{KN}concept/{a}", SKOS + "related", f"{KN}concept/{b}")
    for key, (labels, members) in KN_COLLECTIONS.items():
        c = f"{KN}collection/{key}"
        g.add(c, RDF_TYPE, SKOS + "Collection")
        for lang, label in labels.items():
            g.add(c, SKOS + "prefLabel", _lit(label, lang))
        for member in members:
            g.add(c, SKOS + "member", f"{KN}concept/{member}")
    return g.text()


def _kn(kind: str, *keys: str) -> set[str]:
    return {f"{KN}{kind}/{k}" for k in keys}


KNOTS_QUESTIONS = [
    ("What is the ABOK number of the sheet bend?", {"1431"}),
    ("Which family does the clove hitch belong to?", _kn("concept", "hitches")),
    ("Which knots are loops?", _kn("concept", "k01", "k02", "k03", "k10", "k11")),
    ("Which knots are used in climbing?", _kn("concept", "k01", "k05", "k08", "k09", "k12")),
    ("Who first described the Flemish bend?", _kn("person", "p2")),
    ("Which knots did Margaret Flanders describe?", _kn("concept", "k03", "k13")),
    ("Which knot is named after Flanders?", _kn("concept", "k05")),
    ("Which knots are named after places?", _kn("concept", "k05", "k10", "k11", "k16")),
    ("How much of the rope's strength does the bowline keep?", {"60"}),
    ("Which knot keeps the most strength?", _kn("concept", "k13")),
    ("Which knots keep more than 70 percent of the rope's strength?",
     _kn("concept", "k03", "k05", "k08", "k09", "k12", "k13")),
    ("What is the German name of the bowline?", {"Palstek"}),
    ("What is the English name of the Schotstek?", {"Sheet bend"}),
    ("Who first described the Ankerstek?", _kn("person", "p3")),
    ("When was the Prusikknoten first described?", {"1931"}),
    ("Which knots are used both in sailing and in climbing?", _kn("concept", "k01", "k12")),
    ("Which knots are related to the figure-eight knot?", _kn("concept", "k17")),
    ("What is the ABOK number of the double bowline described by Clara Whitcombe?", {"1013"}),
    ("Who described the double bowline with ABOK number 1080?", _kn("person", "p4")),
    ("When was Clara Whitcombe born?", {"1855"}),
    ("Which knots did Hjalmar Strand describe?", _kn("concept", "k07", "k10", "k11", "k17")),
    ("How many knots are used in fishing?", {"2"}),
    ("Which knots were first described in 1627?", _kn("concept", "k01", "k04", "k06", "k12", "k15")),
    ("Which knots were first described after 1904?", _kn("concept", "k03", "k08", "k09", "k13")),
    ("Which knots are stopper knots?", _kn("concept", "k12", "k17")),
    ("What is the French name of the clove hitch?", {"Nœud de cabestan"}),
    ("Which knots do arborists use?", _kn("concept", "k09", "k14", "k15")),
    ("Who described the knots used in fishing?", _kn("person", "p3", "p4")),
    ("Which knot was described most recently?", _kn("concept", "k08")),
    ("Which knots are binding knots?", _kn("concept", "k14", "k16")),
    ("Which knot is also called the Flemish knot?", _kn("concept", "k12")),
    ("Which hitches are used in climbing?", _kn("concept", "k08", "k09")),
    ("What place is the Turk's head named after?", _kn("place", "turkey")),
    ("How strong is the Prusik knot?", {"80"}),
    ("When was the person who first described the Munter hitch born?", {"1901"}),
    ("Which knots are related to the bowline?", _kn("concept", "k02", "k10")),
    ("what is the abok number of the timber hitch", {"1665"}),
    ("Who first described the Constricter knot?", _kn("person", "p2")),  # misspelt: Constrictor
    ("How long does it take to tie a sheet bend?", set()),  # no tying times
    ("Which rope material suits the clove hitch best?", set()),  # no materials
    ("How many crossings does the Turk's head have?", set()),  # no crossing numbers
]
KNOTS_MADE_UP = ["What is the ABOK number of the Hunter's bend?", "Who first described the Zeppelin bend?",
                 "Which knots did Margaret Strand describe?", "What is the German name of the Dutch bowline?",
                 "Which knots are named after Norway?", "When was Nathaniel Whitcombe born?"]
KNOTS_GRAPHS = [
    ('[("Sheet bend", "catalogue number", ?x)]', {"1431"}),
    ('[("Flemish bend", "recorded first by", ?x)]', _kn("person", "p2")),
    ('[("Turk\'s head", "takes its name from", ?x)]', _kn("place", "turkey")),
    ('[("Clove hitch", "kind of", ?x)]', _kn("concept", "hitches")),
    ('[("Otto Brenner", "year born", ?x)]', {"1901"}),
    ('[(?x, "recorded first by", "Margaret Flanders")]', _kn("concept", "k03", "k13")),
    ('[("Munter hitch", "recorded first by", ?p), (?p, "year born", ?x)]', {"1901"}),
    ('[(?k, "takes its name from", "Spain"), (?k, "recorded first by", ?x)]', _kn("person", "p3")),
    ('[(?k, "recorded first by", "Hjalmar Strand"), (?k, "kind of", ?x)]',
     _kn("concept", "hitches", "loops", "stoppers")),
    ('[(?k, "kind of", "Stopper knots"), (?k, "recorded first by", ?x)]', _kn("person", "p1", "p3")),
    ('[(?k, "kind of", "Binding knots"), (?k, "year first recorded", ?x)]', {"1891"}),
    ('[(?k, "takes its name from", "Portugal"), (?k, "catalogue number", ?x)]', {"1072"}),
]


# ---- cafes (literary cafés in a DBpedia-like export with no labels at all: every name is only in its IRI, percent-
# ---- encoded and Wikipedia-styled (`…/resource/Caf%C3%A9_de_Flore`, `…/Caf%C3%A9_Central_(Madrid)`,
# ---- `…/Zs%C3%B3fia_Trieste`), typed by `rdf:type` and described by an ontology of its own; who frequented which
# ---- café is never a plain triple but ONLY a reified `rdf:Statement` (`rdf:subject` person, `rdf:predicate`
# ---- `…/ontology/frequented`, `rdf:object` café) with a `source` and a `since` year) -----------------------------
CF = "http://cafes.example.org/resource/"
CFO = "http://cafes.example.org/ontology/"
# city: country
CF_CITIES = {"Paris": "France", "Vienna": "Austria", "Madrid": "Spain", "Venice": "Italy", "Trieste": "Italy",
             "Rome": "Italy", "Budapest": "Hungary", "Lisbon": "Portugal", "Buenos_Aires": "Argentina",
             "Dublin": "Ireland", "Sorochyntsi": "Ukraine"}
# café: (city, opened, seats, style or None, architect or None, founder or None)
CF_CAFES = {
    "Caf%C3%A9_de_Flore": ("Paris", "1887", 120, "Art_Deco", None, None),
    "Les_Deux_Magots": ("Paris", "1885", 150, None, None, None),
    "Caf%C3%A9_Central": ("Vienna", "1876", 180, "Historicism", "Heinrich_von_Ferstel", None),
    "Caf%C3%A9_Central_(Madrid)": ("Madrid", "1982", 90, None, None, None),
    "Caff%C3%A8_Florian": ("Venice", "1720", 200, None, None, "Floriano_Francesconi"),
    "Caff%C3%A8_San_Marco": ("Trieste", "1914", 160, "Vienna_Secession", None, None),
    "Antico_Caff%C3%A8_Greco": ("Rome", "1760", 80, None, None, "Nicola_della_Maddalena"),
    "Caf%C3%A9_Sperl": ("Vienna", "1880", 100, "Historicism", None, None),
    "Caf%C3%A9_Gerbeaud": ("Budapest", "1858", 170, "Art_Nouveau", None, "%C3%89mile_Gerbeaud"),
    "New_York_Caf%C3%A9": ("Budapest", "1894", 220, "Eclecticism", "Alajos_Hauszmann", None),
    "Caf%C3%A9_A_Brasileira": ("Lisbon", "1905", 110, "Art_Deco", None, "Adriano_Telles"),
    "Caf%C3%A9_Tortoni": ("Buenos_Aires", "1858", 140, "Art_Nouveau", None, None),
}
# person: (birth place, birth year, occupation)
CF_PEOPLE = {"Jean-Paul_Sartre": ("Paris", "1905", "Philosopher"),
             "Simone_de_Beauvoir": ("Paris", "1908", "Novelist"),
             "Peter_Altenberg": ("Vienna", "1859", "Poet"), "Zs%C3%B3fia_Trieste": ("Budapest", "1881", "Painter"),
             "James_Joyce": ("Dublin", "1882", "Novelist"), "Fernando_Pessoa": ("Lisbon", "1888", "Poet"),
             "Jorge_Luis_Borges": ("Buenos_Aires", "1899", "Poet"),
             "Giacomo_Casanova": ("Venice", "1725", "Adventurer"),
             "Ferenc_Moln%C3%A1r": ("Budapest", "1878", "Playwright"),
             "Luc%C3%ADa_Serrano": ("Madrid", "1961", "Composer"),
             "Elise_Kr%C3%A4mer": ("Vienna", "1890", "Composer"),
             "Nikolai_Gogol": ("Sorochyntsi", "1809", "Novelist")}
# reified statement: (person, café, since, source)
CF_FREQUENTED = {
    "f01": ("Jean-Paul_Sartre", "Caf%C3%A9_de_Flore", "1939", "Caf%C3%A9_Society_Memoirs"),
    "f02": ("Jean-Paul_Sartre", "Les_Deux_Magots", "1941", "Caf%C3%A9_Society_Memoirs"),
    "f03": ("Simone_de_Beauvoir", "Caf%C3%A9_de_Flore", "1938", "Caf%C3%A9_Society_Memoirs"),
    "f04": ("Peter_Altenberg", "Caf%C3%A9_Central", "1890", "Kaffeehaus_Chronik"),
    "f05": ("Zs%C3%B3fia_Trieste", "Caf%C3%A9_Central", "1908", "Kaffeehaus_Chronik"),
    "f06": ("Zs%C3%B3fia_Trieste", "New_York_Caf%C3%A9", "1902", "Municipal_Archive_Records"),
    "f07": ("James_Joyce", "Caff%C3%A8_San_Marco", "1914", "Collected_Letters_(1957)"),
    "f08": ("Fernando_Pessoa", "Caf%C3%A9_A_Brasileira", "1915", "Orpheu_Circle_Papers"),
    "f09": ("Jorge_Luis_Borges", "Caf%C3%A9_Tortoni", "1925", "Revista_Proa_Archive"),
    "f10": ("Giacomo_Casanova", "Caff%C3%A8_Florian", "1750", "Histoire_de_ma_vie"),
    "f11": ("Ferenc_Moln%C3%A1r", "New_York_Caf%C3%A9", "1900", "Municipal_Archive_Records"),
    "f12": ("Ferenc_Moln%C3%A1r", "Caf%C3%A9_Gerbeaud", "1905", "Municipal_Archive_Records"),
    "f13": ("Luc%C3%ADa_Serrano", "Caf%C3%A9_Central_(Madrid)", "1984", "Gu%C3%ADa_del_Ocio"),
    "f14": ("Elise_Kr%C3%A4mer", "Caf%C3%A9_Sperl", "1912", "Kaffeehaus_Chronik"),
    "f15": ("Nikolai_Gogol", "Antico_Caff%C3%A8_Greco", "1838", "Collected_Letters_(1957)"),
}


def cafes_kg() -> str:
    """N-Triples of the café export: names only in percent-encoded IRIs, frequenting only as reified statements."""
    g = Graph()
    for city, country in CF_CITIES.items():
        g.add(CF + city, RDF_TYPE, CFO + "City"), g.add(CF + city, CFO + "country", CF + country)
        g.add(CF + country, RDF_TYPE, CFO + "Country")
    for cafe, (city, opened, seats, style, architect, founder) in CF_CAFES.items():
        c = CF + cafe
        g.add(c, RDF_TYPE, CFO + "Cafe"), g.add(c, CFO + "city", CF + city)
        g.add(c, CFO + "opened", _typed(opened, "gYear")), g.add(c, CFO + "seats", _typed(seats, "integer"))
        if style:
            g.add(c, CFO + "style", CF + style), g.add(CF + style, RDF_TYPE, CFO + "ArchitecturalStyle")
        if architect:
            g.add(c, CFO + "architect", CF + architect), g.add(CF + architect, RDF_TYPE, CFO + "Person")
        if founder:
            g.add(c, CFO + "founder", CF + founder), g.add(CF + founder, RDF_TYPE, CFO + "Person")
    for person, (place, born, occupation) in CF_PEOPLE.items():
        p = CF + person
        g.add(p, RDF_TYPE, CFO + "Person"), g.add(p, CFO + "birthPlace", CF + place)
        g.add(p, CFO + "birthYear", _typed(born, "gYear")), g.add(p, CFO + "occupation", CF + occupation)
        g.add(CF + occupation, RDF_TYPE, CFO + "Occupation")
    for key, (person, cafe, since, source) in CF_FREQUENTED.items():
        s = f"_:{key}"
        g.add(s, RDF_TYPE, RDF + "Statement"), g.add(s, RDF + "subject", CF + person)
        g.add(s, RDF + "predicate", CFO + "frequented"), g.add(s, RDF + "object", CF + cafe)
        g.add(s, CFO + "since", _typed(since, "gYear")), g.add(s, CFO + "source", CF + source)
        g.add(CF + source, RDF_TYPE, CFO + "Source")
    out, seen = [], set()
    for line in g:  # a style, an occupation or a source shared by several rows is typed once
        if line not in seen:
            seen.add(line), out.append(line)
    return "\n".join(out) + "\n"


def _cf(*keys: str) -> set[str]:
    return {CF + k for k in keys}


CAFES_QUESTIONS = [
    ("In which city is Café de Flore?", _cf("Paris")),
    ("Which cafés are in Vienna?", _cf("Caf%C3%A9_Central", "Caf%C3%A9_Sperl")),
    ("Which cafés did Jean-Paul Sartre frequent?", _cf("Caf%C3%A9_de_Flore", "Les_Deux_Magots")),
    ("Who frequented the Café Central in Vienna?", _cf("Peter_Altenberg", "Zs%C3%B3fia_Trieste")),
    ("Since when did Zsófia Trieste frequent the Café Central?", {"1908"}),
    ("Which cafés did Zsófia Trieste frequent?", _cf("Caf%C3%A9_Central", "New_York_Caf%C3%A9")),
    ("When did the Café Central in Madrid open?", {"1982"}),
    ("Who frequented the Café Central in Madrid?", _cf("Luc%C3%ADa_Serrano")),
    ("Which is the oldest café?", _cf("Caff%C3%A8_Florian")),
    ("Which cafés opened before 1858?", _cf("Caff%C3%A8_Florian", "Antico_Caff%C3%A8_Greco")),
    ("Which cafés opened in 1858?", _cf("Caf%C3%A9_Gerbeaud", "Caf%C3%A9_Tortoni")),
    ("Who designed the New York Café?", _cf("Alajos_Hauszmann")),
    ("Who founded Café Gerbeaud?", _cf("%C3%89mile_Gerbeaud")),
    ("How many seats does Caffè Florian have?", {"200"}),
    ("Which café has the most seats?", _cf("New_York_Caf%C3%A9")),
    ("Which cafés are in Italy?", _cf("Caff%C3%A8_Florian", "Caff%C3%A8_San_Marco", "Antico_Caff%C3%A8_Greco")),
    ("Who frequented cafés in Italy?", _cf("Giacomo_Casanova", "James_Joyce", "Nikolai_Gogol")),
    ("Where was Fernando Pessoa born?", _cf("Lisbon")),
    ("Which poets frequented cafés in Vienna?", _cf("Peter_Altenberg")),
    ("What style is the Caffè San Marco built in?", _cf("Vienna_Secession")),
    ("When was Simone de Beauvoir born?", {"1908"}),
    ("Which source says that James Joyce frequented the Caffè San Marco?", _cf("Collected_Letters_(1957)")),
    ("Which cafés did people born in Budapest frequent?",
     _cf("New_York_Caf%C3%A9", "Caf%C3%A9_Gerbeaud", "Caf%C3%A9_Central")),
    ("Who was the first of its regulars to frequent Café de Flore?", _cf("Simone_de_Beauvoir")),
    ("In which country is Café Tortoni?", _cf("Argentina")),
    ("How many cafés are there in Budapest?", {"2"}),
    ("Which cafés opened after 1900?",
     _cf("Caff%C3%A8_San_Marco", "Caf%C3%A9_Central_(Madrid)", "Caf%C3%A9_A_Brasileira")),
    ("What was Ferenc Molnár's occupation?", _cf("Playwright")),
    ("Which cafés did Ferenc Molnár frequent?", _cf("New_York_Caf%C3%A9", "Caf%C3%A9_Gerbeaud")),
    ("Which novelists frequented cafés in Paris?", _cf("Simone_de_Beauvoir")),
    ("Who frequented the Antico Caffè Greco?", _cf("Nikolai_Gogol")),
    ("Which cafés are Art Deco?", _cf("Caf%C3%A9_de_Flore", "Caf%C3%A9_A_Brasileira")),
    ("Who designed the Café Central in Vienna?", _cf("Heinrich_von_Ferstel")),
    ("When did Nikolai Gogol start going to the Antico Caffè Greco?", {"1838"}),
    ("Which cafés have fewer than 100 seats?", _cf("Caf%C3%A9_Central_(Madrid)", "Antico_Caff%C3%A8_Greco")),
    ("Where was Zsófia Trieste born?", _cf("Budapest")),
    ("which cafés did jorge luis borges frequent", _cf("Caf%C3%A9_Tortoni")),
    ("When did Caffè Florain open?", {"1720"}),  # misspelt: Florian
    ("How much does a coffee cost at Café Sperl?", set()),  # no prices
    ("What are the opening hours of Les Deux Magots?", set()),  # no opening hours
    ("Who owns Café Tortoni today?", set()),  # no owners
]
CAFES_MADE_UP = ["In which city is Café Landtmann?", "Who frequented Café Griensteidl?",
                 "When did the Caffè Trieste open?", "Which cafés did Zsófia Joyce frequent?",
                 "Which cafés did Ernest Hemingway frequent?", "Who founded Café Sperling?"]
CAFES_GRAPHS = [
    ('[("Café Gerbeaud", "established by", ?x)]', _cf("%C3%89mile_Gerbeaud")),
    ('[("New York Café", "designed by", ?x)]', _cf("Alajos_Hauszmann")),
    ('[("Caffè San Marco", "located in", ?x)]', _cf("Trieste")),
    ('[("Fernando Pessoa", "native of", ?x)]', _cf("Lisbon")),
    ('[(?x, "located in", "Budapest")]', _cf("Caf%C3%A9_Gerbeaud", "New_York_Caf%C3%A9")),
    ('[("Ferenc Molnár", "profession", ?x)]', _cf("Playwright")),
    ('[("Café Tortoni", "located in", ?c), (?c, "nation", ?x)]', _cf("Argentina")),
    ('[(?c, "located in", "Vienna"), (?c, "capacity", ?x)]', {"180", "100"}),
    ('[("Zsófia Trieste", "native of", ?c), (?c, "nation", ?x)]', _cf("Hungary")),
    ('[(?p, "native of", "Paris"), (?p, "profession", ?x)]', _cf("Philosopher", "Novelist")),
    ('[(?c, "designed by", "Heinrich von Ferstel"), (?c, "located in", ?x)]', _cf("Vienna")),
    ('[(?c, "architectural style", "Art Deco"), (?c, "located in", ?x)]', _cf("Paris", "Lisbon")),
]

KGS_AO = {"newspapers": (newspapers_kg, NEWSPAPERS_QUESTIONS, NEWSPAPERS_MADE_UP, NEWSPAPERS_GRAPHS),
          "guilds": (guilds_kg, GUILDS_QUESTIONS, GUILDS_MADE_UP, GUILDS_GRAPHS),
          "jewels": (jewels_kg, JEWELS_QUESTIONS, JEWELS_MADE_UP, JEWELS_GRAPHS),
          "knots": (knots_kg, KNOTS_QUESTIONS, KNOTS_MADE_UP, KNOTS_GRAPHS),
          "cafes": (cafes_kg, CAFES_QUESTIONS, CAFES_MADE_UP, CAFES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AO, __doc__)
