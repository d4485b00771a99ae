"""A nineteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_r.py):

- `rivers`: a DBpedia-style extract: resources `http://dbpedia.example.org/resource/…` (`…/Marrach`,
  `…/Velde_(river)` with a parenthesised qualifier beside the city `…/Velde`, `…/Grünwalden`,
  `…/Weißenbrucker_Brücke`, `…/Old_Bridge_(Velde)`) described with real DBpedia ontology terms
  (`http://dbpedia.org/ontology/`) and named by `rdfs:label` in @en and @de ("Marrach Viaduct" /
  "Marrachviadukt", "Lake Tessel" / "Tesselsee"; the Krebsbach, Grünwalden, Weißenbruck and the Weißenbrucker
  Brücke are labelled @de only); typed `dbo:River` (and `dbo:Stream`), `dbo:Lake`, `dbo:Mountain`, `dbo:Sea`,
  `dbo:City` (and `dbo:Settlement`), `dbo:Country`, `dbo:Bridge` and `dbo:Person` (engineers and mayors);
  rivers state `dbo:length` xsd:double in metres ("412900.0"), `dbo:source` (a lake or a mountain),
  `dbo:riverMouth` (a river, lake or sea; three also `dbo:mouthPlace`, the town where they end),
  `dbo:country` (one or two), `dbo:city` (the towns on their banks) and sometimes `dbo:discharge`
  xsd:double; bridges state `dbo:crosses` their river (rivers never list bridges), `dbo:location` their
  town, `dbo:architect` (one has none), `dbo:openingDate` xsd:date and `dbo:length` xsd:double; towns have
  `dbo:country`, `dbo:populationTotal` xsd:nonNegativeInteger and sometimes `dbo:mayor`; lakes and mountains
  `dbo:country` and `dbo:elevation` xsd:double; people `dbo:birthDate` and mostly `dbo:birthPlace`; long
  `dbo:abstract`s @en (one @de), `owl:sameAs` to wikidata-like IRIs and `foaf:depiction` image IRIs; two
  bridges are both labelled "Old Bridge"@en (in Velde over the Velde, in Ostermark over the Marrach);
- `crm`: a CRM / sales export from a relational database with a vocabulary of its own
  (`https://data.acme-corp.example/ont#`) and opaque IRIs (`…/customer/C-10293`, `…/employee/1115`,
  `…/order/778812`, `…/orderline/778812-1`): customers (`acme:Customer`) named by `acme:companyName` with
  `acme:industry`, `acme:city`, `acme:country`, `acme:segment` and `acme:customerSince` xsd:date; contacts
  (`acme:Contact`, `foaf:Person`) named ONLY by `foaf:givenName` + `foaf:familyName` (no full name anywhere),
  with `acme:account` their customer, `acme:jobTitle` and a `foaf:mbox` mailto IRI; two contacts are both
  Daniel Price (at Tarrow & Finch Retail and at Nordvik Energi AS); employees (`acme:SalesRep` /
  `acme:SalesManager` ⊂ `acme:Employee`) named by `foaf:name` with `acme:employeeNo` ("E-0115"),
  `acme:jobTitle`, `acme:region`, `acme:hiredOn` xsd:date and `acme:reportsTo` their manager; account
  management is stated from the rep side only (`acme:manages` customer; customers name no account manager);
  orders (`acme:Order`) with `acme:orderNo` ("SO-55021"), `acme:customer`, `acme:placedBy` a contact,
  `acme:salesRep`, `acme:orderDate` xsd:date and `acme:status`; order lines as n-ary rows (`acme:OrderLine`:
  `acme:order`, `acme:lineNo`, `acme:product`, `acme:quantity` xsd:integer, `acme:unitPrice` xsd:decimal);
  products with `acme:sku`, `acme:productName`, `acme:listPrice` xsd:decimal and `acme:category`, a
  `skos:Concept` of a two-level `skos:broader` hierarchy named by `skos:prefLabel`@en;
- `shipwrecks`: a maritime-archaeology register as an OWL model with NO labels at all: every name is an IRI
  path segment (`…/wreck/SS_Caldwell`, `…/diver/Hal_Penrose`, `…/artefact/Carronade_No._3`), accents and
  apostrophes percent-encoded (`…/wreck/Belle_%C3%89toile`, `…/diver/In%C3%A8s_Caradec`,
  `…/museum/Mus%C3%A9e_de_la_Mer_de_Liss%C3%A9`, `…/artefact/Louis_d%27or_Coin`), two ships called Mary Rose
  told apart by a year qualifier (`…/wreck/Mary_Rose_(1841)`, a schooner; `…/wreck/Mary_Rose_(1893)`, a
  steamship); a camelCase vocabulary (`…/ontology#`) with owl:Class, owl:ObjectProperty and
  owl:DatatypeProperty declarations carrying rdfs:domain / rdfs:range; wrecks are typed `Wreck` and one of
  `Schooner`, `Steamship`, `Frigate` (⊂ `Ship`) with `sankIn` / `builtIn` / `discoveredIn` xsd:gYear,
  `depthM` xsd:decimal, `lostWith` xsd:integer (lives lost), `causeOfLoss` (`…/cause/Storm`, …), `sankNear`
  and `homePort` places, `discoveredBy` a diver and `protectedSite` xsd:boolean; divers have `bornIn`
  xsd:gYear and `memberOf` a club (`basedIn` a place); dives have `diveSite` a wreck, one or more `diver`s,
  `diveDate` xsd:date, `maxDepthM` xsd:decimal and BLANK-node `diveConditions` (`SeaConditions`:
  `visibilityM`, `waterTempC` xsd:decimal, `current`); artefacts state `recoveredFrom` their wreck (wrecks
  never list artefacts), `heldBy` a museum, `recoveredIn` xsd:gYear and `material`; museums have `locatedIn`
  and `openedIn` xsd:gYear;
- `films`: a film KG in schema.org, not MetaQA-shaped: opaque IRIs (`…/movie/f1032`, `…/person/p03`,
  `…/org/meridian`) named by `schema:name`; `schema:Movie`s with `schema:director`, `schema:datePublished`
  xsd:date, several `schema:genre` literals, `schema:duration` xsd:duration ("PT1H52M"),
  `schema:productionCompany`, `schema:award` literals and `schema:sameAs` IRIs (directors too); the cast is
  given through BLANK-node `schema:PerformanceRole`s (`movie schema:actor _:role`, `_:role schema:actor person`,
  `schema:characterName`); two films are called "The Lighthouse Keeper" (1958, and its 2019 remake, which
  states `schema:isBasedOn` the original); Tomas Ekdahl directs and acts, the character Vesper in one film
  shares the title of another film, and Captain Marrow is both a film and its title character; people have
  `schema:birthDate`, companies `schema:foundingDate`;
- `hospital`: a hospital-operations KG in a FHIR-lite vocabulary of its own
  (`https://ops.stmarren-hospital.example/def#`) with vCard and SKOS: departments and wards named by
  `rdfs:label`@en, departments with `hosp:headOfDepartment`, wards with `hosp:department` and `hosp:floor`
  xsd:integer; beds (`…/bed/HAR-01`) state `hosp:inWard` (wards never list beds) with `hosp:bedCode` and
  `hosp:bedType`; staff typed `hosp:Doctor` / `hosp:Nurse` (⊂ `hosp:StaffMember`) and `vcard:Individual`,
  named by `vcard:fn`, with `hosp:grade`, doctors `hosp:memberOf` a department and nurses
  `hosp:assignedToWard`; patients (`…/patient/pt-3f9a1c`) carry NO names, only `hosp:mrn` ("MRN-004417"),
  `hosp:birthYear` xsd:gYear and `hosp:gender`; admissions are n-ary records (`…/admission/ADM-24-0311`,
  `hosp:admissionNo`, `hosp:patient`, `hosp:ward`, `hosp:bed`, `hosp:admittedOn` / `hosp:dischargedOn`
  xsd:dateTime without a time zone, two patients still in with no discharge, `hosp:attendingPhysician`,
  `hosp:diagnosis`); diagnoses are ICD-like `skos:Concept`s of one `skos:ConceptScheme` with
  `skos:notation` ("I21.4"), `skos:prefLabel`@en and `skos:broader` the three-character category; on-call
  shifts (`hosp:OnCallShift`) have `hosp:onCallStaff`, `hosp:forDepartment` and `hosp:shiftStart` /
  `hosp:shiftEnd` xsd:dateTime; one patient was admitted twice.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_s.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_g import Graph
from unseen_p import _bnode
from unseen_r import _bool

XSD = "http://www.w3.org/2001/XMLSchema#"
VCARD = "http://www.w3.org/2006/vcard/ns#"


# ---- rivers (DBpedia-style: dbo terms, rdfs:label @en/@de, abstracts, sameAs, bridges state the river) -------
DBR = "http://dbpedia.example.org/resource/"
DBO = "http://dbpedia.org/ontology/"
WDE = "http://www.wikidata.example.org/entity/"
COMMONS = "http://commons.wikimedia.example.org/wiki/Special:FilePath/"
RV_COUNTRIES = {  # country: (English, German, wikidata id)
    "Germany": ("Germany", "Deutschland", "Q5120983"), "Austria": ("Austria", "Österreich", "Q5120991"),
    "Switzerland": ("Switzerland", "Schweiz", "Q5121007"),
}
RV_CITIES = {  # city: (English or None, German, country, population, mayor or None, wikidata id)
    "Velde": ("Velde", "Velde", "Germany", 84210, "Margarethe_Koll", "Q7730112"),
    "Ostermark": ("Ostermark", "Ostermark", "Germany", 231500, "Jonas_Brenninger", "Q7730158"),
    "Kreuzfurt": ("Kreuzfurt", "Kreuzfurt", "Germany", 46875, None, "Q7730203"),
    "Grünwalden": (None, "Grünwalden", "Germany", 12940, None, "Q7730247"),
    "Almbruck": ("Almbruck", "Almbruck", "Austria", 58300, "Theresia_Wallner", "Q7730291"),
    "Sankt_Oswin": ("Sankt Oswin", "Sankt Oswin", "Austria", 21460, None, "Q7730334"),
    "Weißenbruck": (None, "Weißenbruck", "Austria", 8730, None, "Q7730378"),
    "Lauterried": ("Lauterried", "Lauterried", "Switzerland", 35900, "Beat_Imhasly", "Q7730415"),
    "Zellwil": ("Zellwil", "Zellwil", "Switzerland", 17200, None, "Q7730459"),
}
RV_PLACES = {  # lake, mountain or sea: (English, German, class, country or None, elevation m or None)
    "Lake_Grauen": ("Lake Grauen", "Grauensee", "Lake", "Switzerland", "1124.0"),
    "Lake_Tessel": ("Lake Tessel", "Tesselsee", "Lake", "Austria", "893.0"),
    "Rauhkopf": ("Rauhkopf", "Rauhkopf", "Mountain", "Germany", "1187.0"),
    "Hoher_Kamm": ("Hoher Kamm", "Hoher Kamm", "Mountain", "Austria", "2631.0"),
    "Piz_Tschern": ("Piz Tschern", "Piz Tschern", "Mountain", "Switzerland", "3018.0"),
    "North_Sea": ("North Sea", "Nordsee", "Sea", None, None),
}
# river: (English or None, German, length m, source, mouth, mouth place or None, countries, towns, discharge or None,
#         wikidata id, picture)
RV_RIVERS = {
    "Marrach": ("Marrach", "Marrach", "412900.0", "Lake_Grauen", "North_Sea", None, ["Switzerland", "Germany"],
                ["Lauterried", "Ostermark", "Velde"], "612.0", "Q7731021", "Marrach_bei_Ostermark.jpg"),
    "Velde_(river)": ("Velde (river)", "Velde (Fluss)", "187400.0", "Lake_Tessel", "Marrach", "Velde",
                      ["Austria", "Germany"], ["Almbruck", "Velde"], "148.5", "Q7731064", "Velde_Almbruck.jpg"),
    "Tessa": ("Tessa", "Tessa", "96500.0", "Hoher_Kamm", "Velde_(river)", "Almbruck", ["Austria"],
              ["Sankt_Oswin", "Weißenbruck"], "38.2", "Q7731102", "Tessa_Sankt_Oswin.jpg"),
    "Ostbach": ("Ostbach", "Ostbach", "31250.5", "Rauhkopf", "Marrach", "Ostermark", ["Germany"],
                ["Kreuzfurt", "Ostermark"], None, "Q7731147", "Ostbach_Kreuzfurt.jpg"),
    "Krebsbach": (None, "Krebsbach", "23800.0", "Rauhkopf", "Velde_(river)", None, ["Germany"], ["Grünwalden"], None,
                  "Q7731183", "Krebsbach_Gruenwalden.jpg"),
    "Grauach": ("Grauach", "Grauach", "54100.0", "Piz_Tschern", "Lake_Grauen", None, ["Switzerland"], ["Zellwil"],
                None, "Q7731226", "Grauach_Zellwil.jpg"),
}
# bridge: (English or None, German, crosses, town, architect or None, opened, length m, picture or None)
RV_BRIDGES = {
    "Old_Bridge_(Velde)": ("Old Bridge", "Alte Brücke", "Velde_(river)", "Velde", "Anselm_Rieder", "1612-05-01",
                           "142.0", "Alte_Bruecke_Velde.jpg"),
    "Old_Bridge_(Ostermark)": ("Old Bridge", "Alte Marrachbrücke", "Marrach", "Ostermark", "Konrad_Eibl",
                               "1788-09-14", "210.0", "Alte_Marrachbruecke.jpg"),
    "Marrach_Viaduct": ("Marrach Viaduct", "Marrachviadukt", "Marrach", "Lauterried", "Liesl_Amrein", "1961-10-07",
                        "486.0", "Marrachviadukt_Lauterried.jpg"),
    "Tessa_Footbridge": ("Tessa Footbridge", "Tessasteg", "Tessa", "Sankt_Oswin", "Tobias_Wehrli", "2008-06-21",
                         "74.0", "Tessasteg.jpg"),
    "Weißenbrucker_Brücke": (None, "Weißenbrucker Brücke", "Tessa", "Weißenbruck", "Konrad_Eibl", "1796-07-02",
                             "88.0", None),
    "Ostbach_Bridge": ("Ostbach Bridge", "Ostbachbrücke", "Ostbach", "Kreuzfurt", "Tobias_Wehrli", "2019-03-30",
                       "58.5", "Ostbachbruecke_Kreuzfurt.jpg"),
    "Velde_Railway_Bridge": ("Velde Railway Bridge", "Veldebahnbrücke", "Velde_(river)", "Almbruck", None,
                             "1874-08-01", "310.0", None),
}
RV_PEOPLE = {  # person: (label, birth date, birth place or None)
    "Anselm_Rieder": ("Anselm Rieder", "1571-02-11", "Velde"), "Konrad_Eibl": ("Konrad Eibl", "1741-04-30", "Almbruck"),
    "Liesl_Amrein": ("Liesl Amrein", "1929-12-03", "Lauterried"),
    "Tobias_Wehrli": ("Tobias Wehrli", "1968-08-19", "Zellwil"),
    "Margarethe_Koll": ("Margarethe Koll", "1966-01-22", None),
    "Jonas_Brenninger": ("Jonas Brenninger", "1979-05-05", "Ostermark"),
    "Theresia_Wallner": ("Theresia Wallner", "1971-09-12", None), "Beat_Imhasly": ("Beat Imhasly", "1958-03-28", None),
}
RV_ABSTRACTS = {  # resource: English abstract
    "Marrach": ("The Marrach is a river in Switzerland and Germany, 412.9 km long. It flows out of Lake Grauen and "
                "runs north past Lauterried, where it is crossed by the Marrach Viaduct, and through Ostermark, the "
                "largest city on its banks, where the Ostbach joins it. At Velde it receives the Velde, its largest "
                "tributary, and it finally empties into the North Sea. Its mean discharge is about 612 m³/s."),
    "Velde_(river)": ("The Velde is a 187.4 km long tributary of the Marrach in Austria and Germany. It leaves Lake "
                      "Tessel, passes the Austrian town of Almbruck, where the Tessa joins it, and reaches the "
                      "Marrach at the German city of Velde, to which it gives its name. Further tributaries include "
                      "the Krebsbach. The Old Bridge at Velde is one of the oldest stone bridges of the region."),
    "Tessa": ("The Tessa is an Alpine river in Austria. From its source on the Hoher Kamm it runs for about 96 km "
              "through Sankt Oswin and Weißenbruck before flowing into the Velde near Almbruck. It is crossed by the "
              "Tessa Footbridge at Sankt Oswin and by an eighteenth-century bridge at Weißenbruck."),
    "Old_Bridge_(Velde)": ("The Old Bridge (German: Alte Brücke) is a stone arch bridge over the Velde in the city "
                           "of Velde, Germany. Designed by the master builder Anselm Rieder, it opened in 1612 and is "
                           "the oldest surviving crossing of the river."),
    "Old_Bridge_(Ostermark)": ("The Old Bridge (German: Alte Marrachbrücke) is a sandstone bridge across the Marrach "
                               "in Ostermark, Germany. It was designed by the Austrian engineer Konrad Eibl and "
                               "opened to traffic in September 1788."),
    "Marrach_Viaduct": ("The Marrach Viaduct is a 486-metre concrete railway viaduct over the Marrach at "
                        "Lauterried, Switzerland. It was designed by the civil engineer Liesl Amrein and opened in "
                        "October 1961; it is the longest bridge on the river."),
    "Velde": ("Velde is a city in Germany at the confluence of the Velde and the Marrach, with a population of about "
              "84,000. It is known for its Old Bridge of 1612."),
    "Ostermark": ("Ostermark is a city in Germany and the largest on the Marrach, with 231,500 inhabitants. The "
                  "Ostbach joins the Marrach in the city centre, below the Old Bridge."),
    "Liesl_Amrein": ("Liesl Amrein (born 3 December 1929 in Lauterried) is a Swiss civil engineer known for her "
                     "concrete bridges, among them the Marrach Viaduct of 1961."),
    "Tobias_Wehrli": ("Tobias Wehrli (born 1968 in Zellwil) is a Swiss structural engineer who designed the Tessa "
                      "Footbridge and the Ostbach Bridge."),
}
RV_ABSTRACTS_DE = {  # resource: German abstract (no English page)
    "Krebsbach": ("Der Krebsbach ist ein 23,8 Kilometer langer Fluss in Deutschland. Er entspringt am Rauhkopf, "
                  "durchfließt Grünwalden und mündet in die Velde."),
}


def _rv(*names: str) -> set[str]:
    return {DBR + n for n in names}


def _rv_labels(name: str) -> set[str]:
    """Every rdfs:label of one resource."""
    for table in (RV_COUNTRIES, RV_CITIES, RV_PLACES, RV_RIVERS, RV_BRIDGES):
        if name in table:
            return {label for label in table[name][:2] if label}
    return {RV_PEOPLE[name][0]}


def _rv_named(name: str) -> set[str]:
    """One resource as gold: its IRI and its labels."""
    return _rv(name) | _rv_labels(name)


def rivers_kg() -> str:
    """N-Triples of the DBpedia-style rivers and bridges extract."""
    g = Graph()

    def labels(s: str, en: str | None, de: str) -> None:
        if en:
            g.add(DBR + s, RDFS + "label", _lit(en, "en"))
        g.add(DBR + s, RDFS + "label", _lit(de, "de"))

    for key, (en, de, qid) in RV_COUNTRIES.items():
        g.add(DBR + key, RDF_TYPE, DBO + "Country"), labels(key, en, de), g.add(DBR + key, OWL + "sameAs", WDE + qid)
    for key, (en, de, country, population, mayor, qid) in RV_CITIES.items():
        g.add(DBR + key, RDF_TYPE, DBO + "City"), g.add(DBR + key, RDF_TYPE, DBO + "Settlement"), labels(key, en, de)
        g.add(DBR + key, DBO + "country", DBR + country)
        g.add(DBR + key, DBO + "populationTotal", _typed(population, "nonNegativeInteger"))
        if mayor:
            g.add(DBR + key, DBO + "mayor", DBR + mayor)
        g.add(DBR + key, OWL + "sameAs", WDE + qid)
    for key, (en, de, cls, country, elevation) in RV_PLACES.items():
        g.add(DBR + key, RDF_TYPE, DBO + cls), labels(key, en, de)
        if country:
            g.add(DBR + key, DBO + "country", DBR + country)
        if elevation:
            g.add(DBR + key, DBO + "elevation", _typed(elevation, "double"))
    for key, fields in RV_RIVERS.items():
        en, de, length, source, mouth, mouth_place, countries, towns, discharge, qid, picture = fields
        r = DBR + key
        g.add(r, RDF_TYPE, DBO + "River"), g.add(r, RDF_TYPE, DBO + "Stream"), labels(key, en, de)
        g.add(r, DBO + "length", _typed(length, "double")), g.add(r, DBO + "source", DBR + source)
        g.add(r, DBO + "riverMouth", DBR + mouth)
        if mouth_place:
            g.add(r, DBO + "mouthPlace", DBR + mouth_place)
        for country in countries:
            g.add(r, DBO + "country", DBR + country)
        for town in towns:
            g.add(r, DBO + "city", DBR + town)
        if discharge:
            g.add(r, DBO + "discharge", _typed(discharge, "double"))
        g.add(r, OWL + "sameAs", WDE + qid), g.add(r, FOAF + "depiction", COMMONS + picture)
    for key, (en, de, river, town, architect, opened, length, picture) in RV_BRIDGES.items():
        b = DBR + key
        g.add(b, RDF_TYPE, DBO + "Bridge"), labels(key, en, de)
        g.add(b, DBO + "crosses", DBR + river), g.add(b, DBO + "location", DBR + town)
        if architect:
            g.add(b, DBO + "architect", DBR + architect)
        g.add(b, DBO + "openingDate", _typed(opened, "date")), g.add(b, DBO + "length", _typed(length, "double"))
        if picture:
            g.add(b, FOAF + "depiction", COMMONS + picture)
    for key, (label, born, place) in RV_PEOPLE.items():
        g.add(DBR + key, RDF_TYPE, DBO + "Person"), labels(key, label, label)
        g.add(DBR + key, DBO + "birthDate", _typed(born, "date"))
        if place:
            g.add(DBR + key, DBO + "birthPlace", DBR + place)
    for key, text in RV_ABSTRACTS.items():
        g.add(DBR + key, DBO + "abstract", _lit(text, "en"))
    for key, text in RV_ABSTRACTS_DE.items():
        g.add(DBR + key, DBO + "abstract", _lit(text, "de"))
    return g.text()


RIVERS_QUESTIONS = [
    ("How long is the Marrach?", {"412900.0", "412900"}),
    ("Where does the Tessa rise?", _rv_named("Hoher_Kamm")),
    ("Into which river does the Ostbach flow?", _rv_named("Marrach")),
    ("which rivers flow into the velde", _rv("Tessa", "Krebsbach")),
    ("Which river does the Marrach Viaduct cross?", _rv_named("Marrach")),
    ("Which bridges cross the Tessa?", _rv("Tessa_Footbridge", "Weißenbrucker_Brücke")),
    ("Who designed the Ostbach Bridge?", _rv_named("Tobias_Wehrli")),
    ("Who was the architect of the Old Bridge in Ostermark?", _rv_named("Konrad_Eibl")),
    ("When was the Old Bridge in Velde opened?", {"1612-05-01"}),
    ("Which bridges did Konrad Eibl design?", _rv("Old_Bridge_(Ostermark)", "Weißenbrucker_Brücke")),
    ("What is the population of Almbruck?", {"58300"}),
    ("Who is the mayor of Lauterried?", _rv_named("Beat_Imhasly")),
    ("Which countries does the Velde flow through?", _rv("Austria", "Germany")),
    ("In which country is Grünwalden?", _rv_named("Germany")),
    ("Which is the longest river?", _rv_named("Marrach")),
    ("What is the shortest river?", _rv_named("Krebsbach")),
    ("How many rivers flow through Germany?", {"4"}),
    ("Which rivers have their source on the Rauhkopf?", _rv("Ostbach", "Krebsbach")),
    ("Which river flows out of Lake Tessel?", _rv_named("Velde_(river)")),
    ("Which towns does the Tessa pass through?", _rv("Sankt_Oswin", "Weißenbruck")),
    ("What is the longest bridge?", _rv_named("Marrach_Viaduct")),
    ("Which bridges were opened after 1900?", _rv("Marrach_Viaduct", "Tessa_Footbridge", "Ostbach_Bridge")),
    ("When was Liesl Amrein born?", {"1929-12-03"}),
    ("Where was the designer of the Tessa Footbridge born?", _rv_named("Zellwil")),
    ("Which bridges are there in Austria?", _rv("Tessa_Footbridge", "Weißenbrucker_Brücke", "Velde_Railway_Bridge")),
    ("What is the Marrach Viaduct called in German?", {"Marrachviadukt"}),
    ("What is the discharge of the Velde?", {"148.5"}),
    ("Who is the mayor of the biggest city on the Marrach?", _rv_named("Jonas_Brenninger")),
    ("Which river empties into the North Sea?", _rv_named("Marrach")),
    ("Into which lake does the Grauach flow?", _rv_named("Lake_Grauen")),
    ("Does the Krebsbach flow through Austria?", {"false"}),
    ("Was the Ostbach Bridge designed by Tobias Wehrli?", {"true"}),
    ("how long is the ostbach brige", {"58.5"}),  # misspelt: bridge
    ("How deep is Lake Grauen?", set()),  # no depths
    ("How many ships use the Marrach each year?", set()),  # no shipping data
    ("How much did the Marrach Viaduct cost to build?", set()),  # no costs
]
RIVERS_MADE_UP = ["How long is the Dornach?", "Who designed the Marrach Footbridge?", "When was Konrad Amrein born?",
                  "Who is the mayor of Velde am See?", "Which bridges cross the Selbach?",
                  "What is the population of Sankt Oswald?"]
RIVERS_GRAPHS = [
    ('[("Krebsbach", "empties into", ?x)]', _rv_named("Velde_(river)")),
    ('[(?x, "spans", "Ostbach")]', _rv_named("Ostbach_Bridge")),
    ('[("Marrach Viaduct", "engineer", ?x)]', _rv_named("Liesl_Amrein")),
    ('[("Almbruck", "number of inhabitants", ?x)]', {"58300"}),
    ('[(?x, "originates at", "Lake Grauen")]', _rv_named("Marrach")),
    ('[("Liesl Amrein", "date of birth", ?x)]', {"1929-12-03"}),
    ('[(?b, "spans", "Marrach"), (?b, "inaugurated", ?x)]', {"1788-09-14", "1961-10-07"}),
    ('[("Tessa", "empties into", ?r), (?r, "stretches for", ?x)]', {"187400.0", "187400"}),
    ('[(?r, "tributary of", "Velde"), (?r, "headwaters", ?x)]', _rv("Hoher_Kamm", "Rauhkopf")),
    ('[("Tessa Footbridge", "situated in", ?c), (?c, "number of inhabitants", ?x)]', {"21460"}),
    ('[(?b, "engineered by", "Konrad Eibl"), (?b, "situated in", ?x)]', _rv("Ostermark", "Weißenbruck")),
    ('[("Grauach", "runs past", ?c), (?c, "nation", ?x)]', _rv_named("Switzerland")),
]


# ---- crm (relational export: opaque ids, contacts named by given + family name only, rep→customer only) ------
AC = "https://data.acme-corp.example/"
ACO = "https://data.acme-corp.example/ont#"
AC_CUSTOMERS = {  # id: (company name, industry, city, country, segment, customer since)
    "C-10293": ("Brightwater Logistics GmbH", "Logistics", "Bremen", "DE", "Enterprise", "2019-05-14"),
    "C-10311": ("Halvorsen Marine AS", "Shipbuilding", "Bergen", "NO", "Enterprise", "2020-02-03"),
    "C-10342": ("Quillon Pharma Ltd", "Pharmaceuticals", "Cambridge", "GB", "Enterprise", "2018-11-20"),
    "C-10377": ("Tarrow & Finch Retail", "Retail", "Leeds", "GB", "SMB", "2022-07-01"),
    "C-10405": ("Nordvik Energi AS", "Energy", "Stavanger", "NO", "Enterprise", "2021-09-15"),
    "C-10418": ("Casa Melero S.L.", "Food", "Valencia", "ES", "SMB", "2023-03-08"),
}
# row id: (employee no, name, class, job title, region, hired on, reports to or None, customers managed)
AC_EMPLOYEES = {
    "1042": ("E-0042", "Sabine Kruger", "SalesManager", "Head of Sales EMEA", "EMEA", "2014-03-01", None, []),
    "1107": ("E-0107", "Marcus Oyelaran", "SalesRep", "Senior Account Executive", "Nordics", "2018-09-17", "1042",
             ["C-10311", "C-10405"]),
    "1115": ("E-0115", "Priya Natarajan", "SalesRep", "Sales Team Lead", "UK & Ireland", "2016-01-11", "1042",
             ["C-10342"]),
    "1123": ("E-0123", "Lukas Brandt", "SalesRep", "Account Executive", "DACH", "2019-04-01", "1042", ["C-10293"]),
    "1131": ("E-0131", "Inés Carrasco", "SalesRep", "Account Executive", "Iberia", "2021-06-14", "1042", ["C-10418"]),
    "1139": ("E-0139", "Tom Hesketh", "SalesRep", "Junior Account Executive", "UK & Ireland", "2023-02-06", "1115",
             ["C-10377"]),
}
AC_CONTACTS = {  # id: (given name, family name, customer, job title, mailbox)
    "P-2001": ("Anja", "Vogel", "C-10293", "Procurement Manager", "anja.vogel@brightwater-logistics.example"),
    "P-2002": ("Henrik", "Solberg", "C-10311", "Purchasing Lead", "h.solberg@halvorsen-marine.example"),
    "P-2003": ("Emily", "Shaw", "C-10342", "Lab Operations Manager", "emily.shaw@quillon.example"),
    "P-2004": ("Daniel", "Price", "C-10377", "Store Systems Manager", "d.price@tarrowfinch.example"),
    "P-2005": ("Daniel", "Price", "C-10405", "Facilities Engineer", "daniel.price@nordvik-energi.example"),
    "P-2006": ("Lucía", "Melero", "C-10418", "Managing Director", "lucia@casamelero.example"),
    "P-2007": ("Kari", "Nygaard", "C-10405", "Procurement Officer", "kari.nygaard@nordvik-energi.example"),
    "P-2008": ("Oliver", "Grant", "C-10342", "Head of IT", "oliver.grant@quillon.example"),
}
AC_CATEGORIES = {  # id: (label, broader or None)
    "CAT-1": ("Hardware", None), "CAT-11": ("Sensors", "CAT-1"), "CAT-12": ("Gateways", "CAT-1"),
    "CAT-2": ("Software", None), "CAT-21": ("Subscriptions", "CAT-2"), "CAT-3": ("Services", None),
    "CAT-31": ("Installation", "CAT-3"), "CAT-32": ("Training", "CAT-3"),
}
AC_PRODUCTS = {  # id: (sku, name, category, list price)
    "PR-501": ("SEN-T100", "ThermoTrack T100 Sensor", "CAT-11", "89.9"),
    "PR-502": ("SEN-H220", "HumidiSense H220", "CAT-11", "74.5"),
    "PR-503": ("GW-400", "EdgeLink 400 Gateway", "CAT-12", "640"),
    "PR-504": ("SUB-FLT-12", "FleetView Cloud (12 months)", "CAT-21", "1200"),
    "PR-505": ("SUB-ANL-12", "Insight Analytics (12 months)", "CAT-21", "2400"),
    "PR-506": ("SRV-INST-D", "On-site Installation Day", "CAT-31", "950"),
    "PR-507": ("SRV-TRN-H", "Operator Training Half-Day", "CAT-32", "480"),
}
# order row id: (order no, customer, placed by, sales rep, date, status, [(product, quantity, unit price)])
AC_ORDERS = {
    "778812": ("SO-55021", "C-10293", "P-2001", "1123", "2024-01-15", "Shipped",
               [("PR-501", 40, "84.9"), ("PR-503", 4, "610")]),
    "778830": ("SO-55034", "C-10311", "P-2002", "1107", "2024-02-02", "Delivered",
               [("PR-502", 120, "69.5"), ("PR-503", 10, "600"), ("PR-506", 3, "950")]),
    "778851": ("SO-55060", "C-10342", "P-2003", "1115", "2024-02-20", "Delivered",
               [("PR-505", 1, "2400"), ("PR-507", 2, "480")]),
    "778874": ("SO-55088", "C-10377", "P-2004", "1139", "2024-03-11", "Cancelled", [("PR-501", 200, "79")]),
    "778890": ("SO-55102", "C-10405", "P-2005", "1107", "2024-03-27", "Shipped",
               [("PR-503", 6, "620"), ("PR-504", 6, "1150")]),
    "778915": ("SO-55131", "C-10405", "P-2007", "1107", "2024-04-18", "Open", [("PR-506", 2, "950")]),
    "778932": ("SO-55147", "C-10418", "P-2006", "1131", "2024-05-06", "Delivered",
               [("PR-501", 25, "89.9"), ("PR-502", 25, "74.5")]),
    "778950": ("SO-55170", "C-10342", "P-2008", "1115", "2024-05-29", "Open",
               [("PR-504", 2, "1200"), ("PR-503", 2, "640")]),
    "778967": ("SO-55188", "C-10293", "P-2001", "1123", "2024-06-12", "Shipped",
               [("PR-504", 4, "1200"), ("PR-507", 1, "480")]),
}


def _ac(kind: str, *ids: str) -> set[str]:
    return {f"{AC}{kind}/{i}" for i in ids}


def _customer(key: str) -> set[str]:
    return _ac("customer", key) | {AC_CUSTOMERS[key][0]}


def _employee(key: str) -> set[str]:
    return _ac("employee", key) | {AC_EMPLOYEES[key][1]}


def _order(key: str) -> set[str]:
    """One order as gold: its IRI and its order number."""
    return _ac("order", key) | {AC_ORDERS[key][0]}


def _product(key: str) -> set[str]:
    return _ac("product", key) | {AC_PRODUCTS[key][1]}


def crm_kg() -> str:
    """N-Triples of the CRM / sales export."""
    g = Graph()

    def lit(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(s, ACO + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for sub in ("SalesRep", "SalesManager"):
        g.add(ACO + sub, RDFS + "subClassOf", ACO + "Employee")
    g.add(f"{AC}category/scheme", RDF_TYPE, SKOS + "ConceptScheme")
    g.add(f"{AC}category/scheme", SKOS + "prefLabel", _lit("Product categories", "en"))
    for key, (label, broader) in AC_CATEGORIES.items():
        c = f"{AC}category/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", f"{AC}category/scheme")
        g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        if broader:
            g.add(c, SKOS + "broader", f"{AC}category/{broader}")
    for key, (name, industry, city, country, segment, since) in AC_CUSTOMERS.items():
        c = f"{AC}customer/{key}"
        g.add(c, RDF_TYPE, ACO + "Customer"), lit(c, "companyName", name), lit(c, "industry", industry)
        lit(c, "city", city), lit(c, "country", country), lit(c, "segment", segment)
        lit(c, "customerSince", since, "date")
    for key, (number, name, cls, title, region, hired, boss, accounts) in AC_EMPLOYEES.items():
        e = f"{AC}employee/{key}"
        g.add(e, RDF_TYPE, ACO + cls), g.add(e, FOAF + "name", _lit(name)), lit(e, "employeeNo", number)
        lit(e, "jobTitle", title), lit(e, "region", region), lit(e, "hiredOn", hired, "date")
        if boss:
            g.add(e, ACO + "reportsTo", f"{AC}employee/{boss}")
        for account in accounts:
            g.add(e, ACO + "manages", f"{AC}customer/{account}")
    for key, (given, family, customer, title, mailbox) in AC_CONTACTS.items():
        p = f"{AC}contact/{key}"
        g.add(p, RDF_TYPE, ACO + "Contact"), g.add(p, RDF_TYPE, FOAF + "Person")
        g.add(p, FOAF + "givenName", _lit(given)), g.add(p, FOAF + "familyName", _lit(family))
        g.add(p, ACO + "account", f"{AC}customer/{customer}"), lit(p, "jobTitle", title)
        g.add(p, FOAF + "mbox", f"mailto:{mailbox}")
    for key, (sku, name, category, price) in AC_PRODUCTS.items():
        p = f"{AC}product/{key}"
        g.add(p, RDF_TYPE, ACO + "Product"), lit(p, "sku", sku), lit(p, "productName", name)
        g.add(p, ACO + "category", f"{AC}category/{category}"), lit(p, "listPrice", price, "decimal")
    for key, (number, customer, contact, rep, day, status, lines) in AC_ORDERS.items():
        o = f"{AC}order/{key}"
        g.add(o, RDF_TYPE, ACO + "Order"), lit(o, "orderNo", number)
        g.add(o, ACO + "customer", f"{AC}customer/{customer}")
        g.add(o, ACO + "placedBy", f"{AC}contact/{contact}"), g.add(o, ACO + "salesRep", f"{AC}employee/{rep}")
        lit(o, "orderDate", day, "date"), lit(o, "status", status)
        for n, (product, quantity, price) in enumerate(lines, 1):
            line = f"{AC}orderline/{key}-{n}"
            g.add(line, RDF_TYPE, ACO + "OrderLine"), g.add(line, ACO + "order", o), lit(line, "lineNo", n, "integer")
            g.add(line, ACO + "product", f"{AC}product/{product}"), lit(line, "quantity", quantity, "integer")
            lit(line, "unitPrice", price, "decimal")
    return g.text()


CRM_QUESTIONS = [
    ("Which company does Anja Vogel work for?", _customer("C-10293")),
    ("Who placed order SO-55060?", _ac("contact", "P-2003")),
    ("When was order SO-55102 placed?", {"2024-03-27"}),
    ("What is the status of order SO-55131?", {"Open"}),
    ("Which orders were cancelled?", _order("778874")),
    ("Which orders has Halvorsen Marine placed?", _order("778830")),
    ("How many orders did Nordvik Energi place?", {"2"}),
    ("Who is the account manager for Quillon Pharma?", _employee("1115")),
    ("Which customers does Marcus Oyelaran look after?", _ac("customer", "C-10311", "C-10405")),
    ("Who does Tom Hesketh report to?", _employee("1115")),
    ("Who reports to Sabine Kruger?", _ac("employee", "1107", "1115", "1123", "1131")),
    ("Which region does Lukas Brandt cover?", {"DACH"}),
    ("what is the sku of the thermotrak t100 sensor", {"SEN-T100"}),  # misspelt: ThermoTrack
    ("Which product has the SKU GW-400?", _product("PR-503")),
    ("Which products are sensors?", _ac("product", "PR-501", "PR-502")),
    ("Which products belong to the hardware category?", _ac("product", "PR-501", "PR-502", "PR-503")),
    ("What is the parent category of Training?", _ac("category", "CAT-3") | {"Services"}),
    ("Which products were ordered on SO-55034?", _ac("product", "PR-502", "PR-503", "PR-506")),
    ("How many ThermoTrack T100 sensors did Casa Melero order?", {"25"}),
    ("What unit price did Brightwater pay for the EdgeLink 400 Gateway?", {"610"}),
    ("Which customers have ordered FleetView Cloud?", _ac("customer", "C-10405", "C-10342", "C-10293")),
    ("Which orders did Priya Natarajan handle?", _ac("order", "778851", "778950")),
    ("Which customer placed the most recent order?", _customer("C-10293")),
    ("Which orders were placed in March 2024?", _ac("order", "778874", "778890")),
    ("What is Emily Shaw's job title?", {"Lab Operations Manager"}),
    ("Which contacts work at Nordvik Energi?", _ac("contact", "P-2005", "P-2007")),
    ("What is the email address of Kari Nygaard?", {"mailto:kari.nygaard@nordvik-energi.example"}),
    ("Which order did the Daniel Price at Tarrow & Finch place?", _order("778874")),
    ("When was Inés Carrasco hired?", {"2021-06-14"}),
    ("In which city is Halvorsen Marine based?", {"Bergen"}),
    ("Who is the account manager of the customer that placed order SO-55147?", _employee("1131")),
    ("What is the list price of Insight Analytics?", {"2400"}),
    ("Is Lukas Brandt the account manager for Brightwater Logistics?", {"true"}),
    ("What is Quillon Pharma's annual revenue?", set()),  # no revenues
    ("How much commission did Tom Hesketh earn last quarter?", set()),  # no commissions
    ("When will order SO-55170 be delivered?", set()),  # no delivery dates
]
CRM_MADE_UP = ["Which company does Anja Vogt work for?", "Who placed order SO-56021?",
               "Who is the account manager for Quillon Biotech?", "Which customers does Marcus Natarajan look after?",
               "What is the SKU of the ThermoTrack T900 Sensor?", "Which contacts work at Halvorsen Energi?"]
CRM_GRAPHS = [
    ('[("Kari Nygaard", "employer", ?x)]', _customer("C-10405")),
    ('[(?x, "is account owner for", "Halvorsen Marine AS")]', _employee("1107")),
    ('[("SO-55188", "purchase date", ?x)]', {"2024-06-12"}),
    ('[("Priya Natarajan", "line manager", ?x)]', _employee("1042")),
    ('[("EdgeLink 400 Gateway", "product code", ?x)]', {"GW-400"}),
    ('[(?x, "buyer", "Casa Melero S.L.")]', _order("778932")),
    ('[(?o, "buyer", "Nordvik Energi AS"), (?o, "state", ?x)]', {"Shipped", "Open"}),
    ('[(?l, "belongs to order", "SO-55034"), (?l, "price each", ?x)]', {"69.5", "600", "950"}),
    ('[("Tom Hesketh", "line manager", ?m), (?m, "sales territory", ?x)]', {"UK & Ireland"}),
    ('[("HumidiSense H220", "product group", ?c), (?c, "parent group", ?x)]', _ac("category", "CAT-1") | {"Hardware"}),
    ('[(?l, "item", "On-site Installation Day"), (?l, "number of units", ?x)]', {"3", "2"}),
    ('[("Lucía Melero", "employer", ?c), (?c, "headquarters town", ?x)]', {"Valencia"}),
]


# ---- shipwrecks (OWL register, names only in IRI path segments, year qualifiers, artefact→wreck only) --------
SW = "https://wrecks.maritime-register.example/"
SWO = "https://wrecks.maritime-register.example/ontology#"
MR41, MR93, BELLE = "Mary_Rose_(1841)", "Mary_Rose_(1893)", "Belle_%C3%89toile"
INES, LISSE, MUSEE = "In%C3%A8s_Caradec", "Port_Liss%C3%A9", "Mus%C3%A9e_de_la_Mer_de_Liss%C3%A9"
FIGUREHEAD, LOUIS = "Figurehead_of_Belle_%C3%89toile", "Louis_d%27or_Coin"
SW_CLASSES = {"Ship": None, "Schooner": "Ship", "Steamship": "Ship", "Frigate": "Ship", "Wreck": None, "Dive": None,
              "SeaConditions": None, "Diver": None, "DiveClub": None, "Museum": None, "Artefact": None,
              "Place": None, "CauseOfLoss": None}
SW_OBJECT_PROPERTIES = {  # property: (domain, range)
    "causeOfLoss": ("Wreck", "CauseOfLoss"), "sankNear": ("Wreck", "Place"), "homePort": ("Ship", "Place"),
    "discoveredBy": ("Wreck", "Diver"), "diveSite": ("Dive", "Wreck"), "diver": ("Dive", "Diver"),
    "diveConditions": ("Dive", "SeaConditions"), "memberOf": ("Diver", "DiveClub"), "basedIn": ("DiveClub", "Place"),
    "locatedIn": ("Museum", "Place"), "recoveredFrom": ("Artefact", "Wreck"), "heldBy": ("Artefact", "Museum"),
}
SW_DATA_PROPERTIES = {  # property: (domain, XSD range)
    "sankIn": ("Wreck", "gYear"), "builtIn": ("Ship", "gYear"), "depthM": ("Wreck", "decimal"),
    "lostWith": ("Wreck", "integer"), "discoveredIn": ("Wreck", "gYear"), "protectedSite": ("Wreck", "boolean"),
    "diveDate": ("Dive", "date"), "maxDepthM": ("Dive", "decimal"), "visibilityM": ("SeaConditions", "decimal"),
    "waterTempC": ("SeaConditions", "decimal"), "current": ("SeaConditions", "string"), "bornIn": ("Diver", "gYear"),
    "openedIn": ("Museum", "gYear"), "recoveredIn": ("Artefact", "gYear"), "material": ("Artefact", "string"),
}
SW_PLACES = ["Falmstead", "Falmstead_Bay", "Skerrow_Reef", "Cap_Gr%C3%A9sille", "Port_Welland", "Dunmarra", LISSE]
SW_CAUSES = ["Storm", "Collision", "Fire", "Battle", "Scuttling", "Grounding"]
# wreck: (class, sank, depth m, lives lost, cause, near, home port, built, discovered, discovered by, protected)
SW_WRECKS = {
    MR41: ("Schooner", "1841", "18.5", 6, "Storm", "Falmstead_Bay", "Port_Welland", "1829", "1974", "Hal_Penrose",
           True),
    MR93: ("Steamship", "1893", "42", 31, "Collision", "Skerrow_Reef", "Dunmarra", "1884", "2002", INES, True),
    "HMS_Thessaly": ("Frigate", "1779", "27", 112, "Fire", "Cap_Gr%C3%A9sille", "Port_Welland", "1761", "1988",
                     "Hal_Penrose", True),
    BELLE: ("Frigate", "1805", "35.5", 87, "Battle", "Cap_Gr%C3%A9sille", LISSE, "1797", "2011", INES, True),
    "SS_Caldwell": ("Steamship", "1946", "61", 0, "Scuttling", "Skerrow_Reef", "Dunmarra", "1921", "2015",
                    "Oskar_Lindqvist", False),
    "Jenny_Lowther": ("Schooner", "1868", "9.5", 2, "Grounding", "Falmstead_Bay", "Falmstead", "1855", "1967",
                      "Hal_Penrose", False),
    "Three_Sisters": ("Schooner", "1887", "14", 4, "Storm", "Skerrow_Reef", "Dunmarra", "1870", "1996",
                      "Moira_Fennick", False),
}
SW_CLUBS = {"Falmstead_Sub-Aqua_Club": "Falmstead", "Club_de_Plong%C3%A9e_de_Liss%C3%A9": LISSE}
SW_DIVERS = {  # diver: (born, club)
    "Hal_Penrose": ("1938", "Falmstead_Sub-Aqua_Club"), INES: ("1979", "Club_de_Plong%C3%A9e_de_Liss%C3%A9"),
    "Oskar_Lindqvist": ("1985", "Falmstead_Sub-Aqua_Club"), "Ngozi_Adeyemi-Hart": ("1990", "Falmstead_Sub-Aqua_Club"),
    "Moira_Fennick": ("1951", "Falmstead_Sub-Aqua_Club"),
}
SW_DIVES = {  # dive: (wreck, divers, date, max depth m, (visibility m, water °C, current))
    "Dive_0101": (MR93, [INES, "Oskar_Lindqvist"], "2019-07-14", "43.2", ("8", "12.5", "moderate")),
    "Dive_0102": (BELLE, [INES], "2020-08-02", "36.1", ("15", "17", "slack")),
    "Dive_0103": ("SS_Caldwell", ["Oskar_Lindqvist", "Ngozi_Adeyemi-Hart"], "2021-06-19", "60.5",
                  ("6", "10.5", "strong")),
    "Dive_0104": (MR41, ["Hal_Penrose", "Ngozi_Adeyemi-Hart"], "2022-05-28", "19", ("4.5", "13", "slack")),
    "Dive_0105": ("HMS_Thessaly", [INES, "Ngozi_Adeyemi-Hart"], "2023-09-09", "27.8", ("12", "16.5", "moderate")),
    "Dive_0106": (MR93, ["Oskar_Lindqvist"], "2023-07-30", "42.6", ("10", "13.5", "slack")),
}
SW_MUSEUMS = {  # museum: (place, opened)
    "Falmstead_Maritime_Museum": ("Falmstead", "1952"), MUSEE: (LISSE, "1987"),
    "Dunmarra_Heritage_Centre": ("Dunmarra", "2005"),
}
SW_ARTEFACTS = {  # artefact: (wreck, museum, recovered, material)
    "Bronze_Ship_Bell": (MR93, "Dunmarra_Heritage_Centre", "2003", "bronze"),
    "Steam_Whistle": (MR93, "Dunmarra_Heritage_Centre", "2019", "brass"),
    "Brass_Sextant": (MR41, "Falmstead_Maritime_Museum", "1976", "brass"),
    "Pewter_Tankard": ("Jenny_Lowther", "Falmstead_Maritime_Museum", "1970", "pewter"),
    FIGUREHEAD: (BELLE, MUSEE, "2012", "oak"), LOUIS: (BELLE, MUSEE, "2013", "gold"),
    "Carronade_No._3": ("HMS_Thessaly", "Falmstead_Maritime_Museum", "1990", "cast iron"),
    "Stoneware_Jug": ("Three_Sisters", "Falmstead_Maritime_Museum", "1998", "stoneware"),
}


def _sw(kind: str, *names: str) -> set[str]:
    return {f"{SW}{kind}/{n}" for n in names}


def shipwrecks_kg() -> str:
    """N-Triples of the shipwreck register (no labels anywhere)."""
    g = Graph()

    def rel(s: str, p: str, o: str) -> None:
        g.add(SW + s, SWO + p, SW + o)

    def val(s: str, p: str, value: object, datatype: str) -> None:
        g.add(SW + s, SWO + p, _typed(value, datatype) if datatype != "string" else _lit(str(value)))

    for cls, sup in SW_CLASSES.items():
        g.add(SWO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(SWO + cls, RDFS + "subClassOf", SWO + sup)
    for prop, (domain, range_) in SW_OBJECT_PROPERTIES.items():
        g.add(SWO + prop, RDF_TYPE, OWL + "ObjectProperty")
        g.add(SWO + prop, RDFS + "domain", SWO + domain), g.add(SWO + prop, RDFS + "range", SWO + range_)
    for prop, (domain, range_) in SW_DATA_PROPERTIES.items():
        g.add(SWO + prop, RDF_TYPE, OWL + "DatatypeProperty")
        g.add(SWO + prop, RDFS + "domain", SWO + domain), g.add(SWO + prop, RDFS + "range", XSD + range_)
    for place in SW_PLACES:
        g.add(f"{SW}place/{place}", RDF_TYPE, SWO + "Place")
    for cause in SW_CAUSES:
        g.add(f"{SW}cause/{cause}", RDF_TYPE, SWO + "CauseOfLoss")
    for key, fields in SW_WRECKS.items():
        cls, sank, depth, lost, cause, near, port, built, found, finder, protected = fields
        w = f"wreck/{key}"
        g.add(SW + w, RDF_TYPE, SWO + cls), g.add(SW + w, RDF_TYPE, SWO + "Wreck")
        val(w, "sankIn", sank, "gYear"), val(w, "depthM", depth, "decimal"), val(w, "lostWith", lost, "integer")
        rel(w, "causeOfLoss", f"cause/{cause}"), rel(w, "sankNear", f"place/{near}")
        rel(w, "homePort", f"place/{port}")
        val(w, "builtIn", built, "gYear"), val(w, "discoveredIn", found, "gYear")
        rel(w, "discoveredBy", f"diver/{finder}"), g.add(SW + w, SWO + "protectedSite", _bool(protected))
    for key, place in SW_CLUBS.items():
        g.add(f"{SW}club/{key}", RDF_TYPE, SWO + "DiveClub"), rel(f"club/{key}", "basedIn", f"place/{place}")
    for key, (born, club) in SW_DIVERS.items():
        g.add(f"{SW}diver/{key}", RDF_TYPE, SWO + "Diver"), val(f"diver/{key}", "bornIn", born, "gYear")
        rel(f"diver/{key}", "memberOf", f"club/{club}")
    for key, (wreck, divers, day, depth, (visibility, temperature, current)) in SW_DIVES.items():
        d, c = f"dive/{key}", _bnode("conditions", key)
        g.add(SW + d, RDF_TYPE, SWO + "Dive"), rel(d, "diveSite", f"wreck/{wreck}")
        for diver in divers:
            rel(d, "diver", f"diver/{diver}")
        val(d, "diveDate", day, "date"), val(d, "maxDepthM", depth, "decimal")
        g.add(SW + d, SWO + "diveConditions", c), g.add(c, RDF_TYPE, SWO + "SeaConditions")
        g.add(c, SWO + "visibilityM", _typed(visibility, "decimal"))
        g.add(c, SWO + "waterTempC", _typed(temperature, "decimal")), g.add(c, SWO + "current", _lit(current))
    for key, (place, opened) in SW_MUSEUMS.items():
        g.add(f"{SW}museum/{key}", RDF_TYPE, SWO + "Museum"), rel(f"museum/{key}", "locatedIn", f"place/{place}")
        val(f"museum/{key}", "openedIn", opened, "gYear")
    for key, (wreck, museum, year, material) in SW_ARTEFACTS.items():
        a = f"artefact/{key}"
        g.add(SW + a, RDF_TYPE, SWO + "Artefact"), rel(a, "recoveredFrom", f"wreck/{wreck}")
        rel(a, "heldBy", f"museum/{museum}"), val(a, "recoveredIn", year, "gYear")
        val(a, "material", material, "string")
    return g.text()


SHIPWRECKS_QUESTIONS = [
    ("When did the Belle Étoile sink?", {"1805"}),
    ("How deep is the wreck of the SS Caldwell?", {"61"}),
    ("How many lives were lost when HMS Thessaly went down?", {"112"}),
    ("What caused the loss of the Mary Rose that sank in 1893?", _sw("cause", "Collision")),
    ("How deep does the Mary Rose of 1841 lie?", {"18.5"}),
    ("Who found the wreck of the Jenny Lowther?", _sw("diver", "Hal_Penrose")),
    ("Which wrecks did Inès Caradec discover?", _sw("wreck", MR93, BELLE)),
    ("Which ships were schooners?", _sw("wreck", MR41, "Jenny_Lowther", "Three_Sisters")),
    ("How many steamships are in the register?", {"2"}),
    ("Which wreck lies deepest?", _sw("wreck", "SS_Caldwell")),
    ("Which is the oldest wreck?", _sw("wreck", "HMS_Thessaly")),
    ("Which wrecks lie off Skerrow Reef?", _sw("wreck", MR93, "SS_Caldwell", "Three_Sisters")),
    ("Which ships were lost in a storm?", _sw("wreck", MR41, "Three_Sisters")),
    ("Where is the bronze ship bell kept?", _sw("museum", "Dunmarra_Heritage_Centre")),
    ("Which artefacts were recovered from the Belle Étoile?", _sw("artefact", FIGUREHEAD, LOUIS)),
    ("Did Hal Penrose discover HMS Thessaly?", {"true"}),
    ("What does the Falmstead Maritime Museum hold?", _sw("artefact", "Brass_Sextant", "Pewter_Tankard",
                                                          "Carronade_No._3", "Stoneware_Jug")),
    ("From which wreck was the brass sextant raised?", _sw("wreck", MR41)),
    ("In what year was the steam whistle recovered?", {"2019"}),
    ("Who has dived on the SS Caldwell?", _sw("diver", "Oskar_Lindqvist", "Ngozi_Adeyemi-Hart")),
    ("What was the visibility on the dive to HMS Thessaly?", {"12"}),
    ("On which dive was the current strong?", _sw("dive", "Dive_0103")),
    ("How many dives have been made to the Mary Rose of 1893?", {"2"}),
    ("When did Ngozi Adeyemi-Hart first dive?", {"2021-06-19"}),
    ("Which club is Oskar Lindqvist a member of?", _sw("club", "Falmstead_Sub-Aqua_Club")),
    ("Is the SS Caldwell a protected site?", {"false"}),
    ("Which frigates were discovered after 2000?", _sw("wreck", BELLE)),
    ("Which museum holds finds from the 1893 Mary Rose?", _sw("museum", "Dunmarra_Heritage_Centre")),
    ("When was the ship the figurehead came from built?", {"1797"}),
    ("In what year was the diver who discovered the Three Sisters born?", {"1951"}),
    ("What was the home port of the Mary Rose of 1841?", _sw("place", "Port_Welland")),
    ("Which wrecks have finds in the Musée de la Mer de Lissé?", _sw("wreck", BELLE)),
    ("how deep is the jenny lowter", {"9.5"}),  # misspelt: Lowther
    ("What cargo was the SS Caldwell carrying?", set()),  # no cargo
    ("Who was the captain of the Three Sisters?", set()),  # no crews
    ("How much is the gold coin from the Belle Étoile worth?", set()),  # no valuations
]
SHIPWRECKS_MADE_UP = ["When did the Belle Aurore sink?", "How deep is the wreck of the SS Calloway?",
                      "Who found the wreck of the Jenny Penrose?", "Which wrecks did Inès Lindqvist discover?",
                      "Which artefacts does the Dunmarra Maritime Museum hold?", "What sank the Mary Rose of 1902?"]
SHIPWRECKS_GRAPHS = [
    ('[("Three Sisters", "went down in year", ?x)]', {"1887"}),
    ('[(?x, "brought up from", "Jenny Lowther")]', _sw("artefact", "Pewter_Tankard")),
    ('[("Hal Penrose", "club", ?x)]', _sw("club", "Falmstead_Sub-Aqua_Club")),
    ('[(?x, "found by", "Oskar Lindqvist")]', _sw("wreck", "SS_Caldwell")),
    ('[("Stoneware Jug", "kept at", ?x)]', _sw("museum", "Falmstead_Maritime_Museum")),
    ('[("HMS Thessaly", "reason for sinking", ?x)]', _sw("cause", "Fire")),
    ('[(?d, "wreck visited", "Belle Étoile"), (?d, "deepest point reached", ?x)]', {"36.1"}),
    ('[(?a, "brought up from", "Mary Rose (1893)"), (?a, "year raised", ?x)]', {"2003", "2019"}),
    ('[("Figurehead of Belle Étoile", "brought up from", ?w), (?w, "went down in year", ?x)]', {"1805"}),
    ('[(?w, "found by", "Hal Penrose"), (?w, "lies at depth", ?x)]', {"18.5", "27", "9.5"}),
    ('[(?d, "participant", "Ngozi Adeyemi-Hart"), (?d, "wreck visited", ?x)]', _sw("wreck", "SS_Caldwell", MR41,
                                                                                      "HMS_Thessaly")),
    ('[("Steam Whistle", "kept at", ?m), (?m, "founded in year", ?x)]', {"2005"}),
]


# ---- films (schema.org: blank-node PerformanceRoles, a remake sharing its title, a director who acts) --------
FM = "https://films.example.net/"
WDF = "https://www.wikidata.example.org/entity/"
FM_COMPANIES = {"meridian": ("Meridian Pictures", "1946-02-01"), "copperline": ("Copperline Studios", "2003-06-16"),
                "halcyon": ("Halcyon Films", "2010-01-12")}
FM_PEOPLE = {  # id: (name, birth date)
    "p01": ("Albrecht Voss", "1911-04-02"), "p02": ("Nadia Ferreira", "1978-09-30"),
    "p03": ("Tomas Ekdahl", "1969-01-17"), "p04": ("Joel Abernathy", "1965-06-08"),
    "p05": ("Ruth Calloway", "1931-12-12"), "p06": ("Bernard Okoye", "1934-03-03"),
    "p07": ("Iris Lindqvist", "1990-07-21"), "p08": ("Dev Malhotra", "1984-11-02"),
    "p09": ("Camille Aubert", "1987-05-19"), "p10": ("Theo Grange", "1975-10-10"), "p11": ("Hana Sato", "1999-03-14"),
    "p12": ("Sol Varga", "1980-02-25"),
}
# movie: (name, released, genres, duration, director, company, awards, wikidata id)
FM_MOVIES = {
    "f1032": ("The Lighthouse Keeper", "1958-10-03", ["Drama", "Mystery"], "PT1H44M", "p01", "meridian",
              ["Golden Gull for Best Film (1959)"], "Q8120355"),
    "f2291": ("The Lighthouse Keeper", "2019-11-22", ["Thriller", "Mystery"], "PT2H21M", "p02", "copperline", [],
              "Q8120371"),
    "f1877": ("Salt and Ember", "2016-05-13", ["Drama"], "PT1H52M", "p03", "copperline",
              ["Golden Gull for Best Director (2017)", "Northern Screen Award for Best Actress (2016)"], "Q8120390"),
    "f2405": ("Midnight at the Orchard", "2021-03-05", ["Comedy", "Romance"], "PT1H38M", "p02", "halcyon", [],
              "Q8120412"),
    "f1610": ("Captain Marrow", "2012-07-20", ["Adventure", "Family"], "PT1H47M", "p04", "meridian",
              ["Silver Compass for Best Family Film (2013)"], "Q8120433"),
    "f2533": ("Vesper", "2023-10-27", ["Science fiction"], "PT2H16M", "p04", "halcyon", [], "Q8120457"),
    "f1702": ("Northbound", "2014-02-14", ["Drama", "Road movie"], "PT1H59M", "p03", "meridian",
              ["Northern Screen Award for Best Film (2014)"], "Q8120476"),
}
FM_CAST = {  # movie: [(actor, character)]
    "f1032": [("p05", "Ada Pell"), ("p06", "Elias Rourke")],
    "f2291": [("p07", "Ada Pell"), ("p08", "Elias Rourke"), ("p09", "Harbourmaster Quinn")],
    "f1877": [("p03", "Jonah Brask"), ("p09", "Mara Solberg"), ("p08", "Pieter Brask")],
    "f2405": [("p10", "Felix Hart"), ("p07", "Vesper")],
    "f1610": [("p10", "Captain Marrow"), ("p03", "First Mate Coyle"), ("p11", "Pip")],
    "f2533": [("p11", "Commander Lys Ardent"), ("p12", "The Archivist")],
    "f1702": [("p09", "Signe"), ("p10", "Arne")],
}
FM_REMAKES = {"f2291": "f1032"}  # remake: original (schema:isBasedOn)
FM_PEOPLE_SAME_AS = {"p01": "Q8121004", "p02": "Q8121019", "p03": "Q8121033", "p04": "Q8121048"}


def _fm(kind: str, *ids: str) -> set[str]:
    return {f"{FM}{kind}/{i}" for i in ids}


def _movie(key: str) -> set[str]:
    return _fm("movie", key) | {FM_MOVIES[key][0]}


def _fm_person(key: str) -> set[str]:
    return _fm("person", key) | {FM_PEOPLE[key][0]}


def films_kg() -> str:
    """N-Triples of the schema.org film KG."""
    g = Graph()
    for key, (name, founded) in FM_COMPANIES.items():
        o = f"{FM}org/{key}"
        g.add(o, RDF_TYPE, SCHEMA + "Organization"), g.add(o, SCHEMA + "name", _lit(name))
        g.add(o, SCHEMA + "foundingDate", _typed(founded, "date"))
    for key, (name, born) in FM_PEOPLE.items():
        p = f"{FM}person/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        if key in FM_PEOPLE_SAME_AS:
            g.add(p, SCHEMA + "sameAs", WDF + FM_PEOPLE_SAME_AS[key])
    for key, (name, released, genres, duration, director, company, awards, qid) in FM_MOVIES.items():
        m = f"{FM}movie/{key}"
        g.add(m, RDF_TYPE, SCHEMA + "Movie"), g.add(m, SCHEMA + "name", _lit(name))
        g.add(m, SCHEMA + "datePublished", _typed(released, "date"))
        for genre in genres:
            g.add(m, SCHEMA + "genre", _lit(genre))
        g.add(m, SCHEMA + "duration", _typed(duration, "duration"))
        g.add(m, SCHEMA + "director", f"{FM}person/{director}")
        g.add(m, SCHEMA + "productionCompany", f"{FM}org/{company}")
        for award in awards:
            g.add(m, SCHEMA + "award", _lit(award))
        g.add(m, SCHEMA + "sameAs", WDF + qid)
        for k, (actor, character) in enumerate(FM_CAST[key]):
            r = _bnode("role", key, str(k))
            g.add(m, SCHEMA + "actor", r), g.add(r, RDF_TYPE, SCHEMA + "PerformanceRole")
            g.add(r, SCHEMA + "actor", f"{FM}person/{actor}"), g.add(r, SCHEMA + "characterName", _lit(character))
    for remake, original in FM_REMAKES.items():
        g.add(f"{FM}movie/{remake}", SCHEMA + "isBasedOn", f"{FM}movie/{original}")
    return g.text()


FILMS_QUESTIONS = [
    ("Who directed Salt and Ember?", _fm_person("p03")),
    ("Who directed the 2019 version of The Lighthouse Keeper?", _fm_person("p02")),
    ("Who directed the original Lighthouse Keeper from 1958?", _fm_person("p01")),
    ("When was Captain Marrow released?", {"2012-07-20"}),
    ("How long is Vesper?", {"PT2H16M"}),
    ("Which films did Nadia Ferreira direct?", _fm("movie", "f2291", "f2405")),
    ("Who starred in Midnight at the Orchard?", _fm("person", "p10", "p07")),
    ("Which movies has Camille Aubert acted in?", _fm("movie", "f2291", "f1877", "f1702")),
    ("Who played Ada Pell in the 1958 Lighthouse Keeper?", _fm_person("p05")),
    ("Which character did Dev Malhotra play in Salt and Ember?", {"Pieter Brask"}),
    ("Who played Vesper?", _fm_person("p07")),
    ("Who played Captain Marrow?", _fm_person("p10")),
    ("Which films did Tomas Ekdahl act in?", _fm("movie", "f1877", "f1610")),
    ("In which film did Tomas Ekdahl both direct and act?", _movie("f1877")),
    ("What genre is Northbound?", {"Drama", "Road movie"}),
    ("Which films are comedies?", _movie("f2405")),
    ("Which company produced Vesper?", _fm("org", "halcyon") | {"Halcyon Films"}),
    ("Which films did Meridian Pictures make?", _fm("movie", "f1032", "f1610", "f1702")),
    ("What awards did Salt and Ember win?", {"Golden Gull for Best Director (2017)",
                                             "Northern Screen Award for Best Actress (2016)"}),
    ("Which is the longest film?", _movie("f2291")),
    ("What is the newest film?", _movie("f2533")),
    ("How many films has Theo Grange appeared in?", {"3"}),
    ("Which films came out before 2000?", _movie("f1032")),
    ("When was Iris Lindqvist born?", {"1990-07-21"}),
    ("Who directed the film in which Hana Sato played Pip?", _fm_person("p04")),
    ("Which actors have worked with the director Joel Abernathy?", _fm("person", "p10", "p03", "p11", "p12")),
    ("Which mystery films are there?", _fm("movie", "f1032", "f2291")),
    ("When was the company behind Northbound founded?", {"1946-02-01"}),
    ("Did Sol Varga act in Vesper?", {"true"}),
    ("Was Captain Marrow directed by Nadia Ferreira?", {"false"}),
    ("Who played Elias Rourke in the remake of The Lighthouse Keeper?", _fm_person("p08")),
    ("who directed midnight at the orchad", _fm_person("p02")),  # misspelt: Orchard
    ("How many films did Copperline Studios produce?", {"2"}),
    ("How much did Vesper make at the box office?", set()),  # no box-office figures
    ("Who composed the score for Northbound?", set()),  # no composers
    ("What was the budget of Salt and Ember?", set()),  # no budgets
]
FILMS_MADE_UP = ["Who directed The Lighthouse Painter?", "When was Captain Marlow released?",
                 "Which movies has Camille Ferreira acted in?", "Who played Ada Rourke?",
                 "Which company produced Salt and Ashes?", "How long is Midnight at the Vineyard?"]
FILMS_GRAPHS = [
    ('[("Northbound", "filmmaker", ?x)]', _fm_person("p03")),
    ('[(?x, "helmed by", "Albrecht Voss")]', _movie("f1032")),
    ('[("Captain Marrow", "premiere date", ?x)]', {"2012-07-20"}),
    ('[("Vesper", "studio", ?x)]', _fm("org", "halcyon") | {"Halcyon Films"}),
    ('[("Salt and Ember", "running time", ?x)]', {"PT1H52M"}),
    ('[(?x, "made by company", "Copperline Studios")]', _fm("movie", "f2291", "f1877")),
    ('[(?f, "helmed by", "Nadia Ferreira"), (?f, "premiere date", ?x)]', {"2019-11-22", "2021-03-05"}),
    ('[("Midnight at the Orchard", "cast entry", ?r), (?r, "role name", ?x)]', {"Felix Hart", "Vesper"}),
    ('[("Northbound", "studio", ?c), (?c, "established on", ?x)]', {"1946-02-01"}),
    ('[("Captain Marrow", "filmmaker", ?d), (?d, "birthday", ?x)]', {"1965-06-08"}),
    ('[(?f, "made by company", "Meridian Pictures"), (?f, "kind of film", ?x)]', {"Drama", "Mystery", "Adventure",
                                                                                   "Family", "Road movie"}),
    ('[(?r, "performer", "Iris Lindqvist"), (?r, "role name", ?x)]', {"Ada Pell", "Vesper"}),
]


# ---- hospital (FHIR-lite own vocabulary, vCard staff, nameless patients by MRN, SKOS diagnosis codes) --------
HO = "https://ops.stmarren-hospital.example/"
HOV = "https://ops.stmarren-hospital.example/def#"
HO_DEPARTMENTS = {"cardiology": ("Cardiology", "S-1001"), "orthopaedics": ("Orthopaedics", "S-1003"),
                  "general-medicine": ("General Medicine", "S-1004"), "paediatrics": ("Paediatrics", "S-1006")}
HO_WARDS = {  # id: (label, department, floor, beds, bed type)
    "harvey": ("Harvey Ward", "cardiology", 4, ["HAR-01", "HAR-02", "HAR-03"], "monitored"),
    "lister": ("Lister Ward", "orthopaedics", 2, ["LIS-01", "LIS-02"], "standard"),
    "nightingale": ("Nightingale Ward", "general-medicine", 3, ["NIG-01", "NIG-02", "NIG-03"], "standard"),
    "rainbow": ("Rainbow Ward", "paediatrics", 1, ["RAI-01", "RAI-02"], "paediatric"),
    "seacole": ("Seacole Ward", "general-medicine", 3, ["SEA-01", "SEA-02"], "standard"),
}
HO_STAFF = {  # id: (vcard:fn, class, grade, department (doctors) or ward (nurses))
    "S-1001": ("Amara Osei", "Doctor", "Consultant", "cardiology"),
    "S-1002": ("Jonathan Pike", "Doctor", "Registrar", "cardiology"),
    "S-1003": ("Rhys Llewellyn", "Doctor", "Consultant", "orthopaedics"),
    "S-1004": ("Sunita Rao", "Doctor", "Consultant", "general-medicine"),
    "S-1005": ("Tomasz Nowak", "Doctor", "Registrar", "general-medicine"),
    "S-1006": ("Mateo Ruiz", "Doctor", "Consultant", "paediatrics"),
    "S-2001": ("Grace Mbeki", "Nurse", "Band 7", "harvey"), "S-2002": ("Liam O'Connell", "Nurse", "Band 5", "lister"),
    "S-2003": ("Yuki Tanabe", "Nurse", "Band 6", "nightingale"),
    "S-2004": ("Rosa Delgado", "Nurse", "Band 6", "rainbow"),
    "S-2005": ("Ben Achterberg", "Nurse", "Band 5", "seacole"),
}
HO_PATIENTS = {  # id: (MRN, birth year, gender)
    "pt-3f9a1c": ("MRN-004417", "1948", "female"), "pt-8b20d4": ("MRN-004582", "1971", "male"),
    "pt-51e7aa": ("MRN-005120", "2016", "female"), "pt-c4409e": ("MRN-005233", "1956", "male"),
    "pt-0d93f2": ("MRN-005391", "1989", "female"), "pt-7a6b18": ("MRN-005404", "2019", "male"),
    "pt-e2c5b7": ("MRN-005517", "1962", "male"),
}
HO_CODES = {  # notation: (label, broader or None)
    "I21": ("Acute myocardial infarction", None), "I21.4": ("Acute subendocardial myocardial infarction", "I21"),
    "I48": ("Atrial fibrillation and flutter", None), "I48.0": ("Paroxysmal atrial fibrillation", "I48"),
    "S72": ("Fracture of femur", None), "S72.0": ("Fracture of neck of femur", "S72"),
    "J18": ("Pneumonia, organism unspecified", None), "J18.9": ("Pneumonia, unspecified", "J18"),
    "J45": ("Asthma", None), "J45.9": ("Asthma, unspecified", "J45"),
    "N39": ("Other disorders of urinary system", None),
    "N39.0": ("Urinary tract infection, site not specified", "N39"),
}
# admission: (patient, ward, bed, admitted, discharged or None, attending physician, diagnosis)
HO_ADMISSIONS = {
    "ADM-24-0311": ("pt-3f9a1c", "harvey", "HAR-02", "2024-03-02T08:15:00", "2024-03-09T11:30:00", "S-1001", "I21.4"),
    "ADM-24-0388": ("pt-c4409e", "harvey", "HAR-01", "2024-03-14T22:40:00", "2024-03-18T10:00:00", "S-1002", "I48.0"),
    "ADM-24-0402": ("pt-8b20d4", "lister", "LIS-01", "2024-03-17T13:05:00", "2024-03-28T15:45:00", "S-1003", "S72.0"),
    "ADM-24-0457": ("pt-51e7aa", "rainbow", "RAI-01", "2024-04-03T19:20:00", "2024-04-06T12:00:00", "S-1006", "J45.9"),
    "ADM-24-0472": ("pt-3f9a1c", "nightingale", "NIG-03", "2024-04-11T09:50:00", "2024-04-19T14:10:00", "S-1004",
                    "J18.9"),
    "ADM-24-0519": ("pt-0d93f2", "seacole", "SEA-01", "2024-05-02T16:30:00", "2024-05-05T10:20:00", "S-1005", "N39.0"),
    "ADM-24-0533": ("pt-7a6b18", "rainbow", "RAI-02", "2024-05-06T07:45:00", None, "S-1006", "J18.9"),
    "ADM-24-0561": ("pt-e2c5b7", "harvey", "HAR-03", "2024-05-12T02:10:00", None, "S-1001", "I21.4"),
}
HO_SHIFTS = {  # shift: (staff, department, start, end)
    "OC-0501": ("S-1002", "cardiology", "2024-05-04T20:00:00", "2024-05-05T08:00:00"),
    "OC-0502": ("S-1005", "general-medicine", "2024-05-04T20:00:00", "2024-05-05T08:00:00"),
    "OC-0503": ("S-1006", "paediatrics", "2024-05-05T20:00:00", "2024-05-06T08:00:00"),
    "OC-0504": ("S-1001", "cardiology", "2024-05-11T20:00:00", "2024-05-12T08:00:00"),
    "OC-0505": ("S-1003", "orthopaedics", "2024-05-11T20:00:00", "2024-05-12T08:00:00"),
}


def _ho(kind: str, *ids: str) -> set[str]:
    return {f"{HO}{kind}/{i}" for i in ids}


def _staff(key: str) -> set[str]:
    return _ho("staff", key) | {HO_STAFF[key][0]}


def _ward(key: str) -> set[str]:
    return _ho("ward", key) | {HO_WARDS[key][0]}


def _dept(key: str) -> set[str]:
    return _ho("department", key) | {HO_DEPARTMENTS[key][0]}


def _patients(*keys: str) -> set[str]:
    """Patients as gold: their IRIs and MRNs."""
    return _ho("patient", *keys) | {HO_PATIENTS[k][0] for k in keys}


def _admissions(*keys: str) -> set[str]:
    return _ho("admission", *keys) | set(keys)


def _code(notation: str) -> set[str]:
    """A diagnosis as gold: its IRI, notation and label."""
    return _ho("icd10", notation) | {notation, HO_CODES[notation][0]}


def hospital_kg() -> str:
    """N-Triples of the hospital-operations KG."""
    g = Graph()

    def lit(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(s, HOV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for sub in ("Doctor", "Nurse"):
        g.add(HOV + sub, RDFS + "subClassOf", HOV + "StaffMember")
    for key, (label, head) in HO_DEPARTMENTS.items():
        d = f"{HO}department/{key}"
        g.add(d, RDF_TYPE, HOV + "Department"), g.add(d, RDFS + "label", _lit(label, "en"))
        g.add(d, HOV + "headOfDepartment", f"{HO}staff/{head}")
    for key, (label, department, floor, beds, bed_type) in HO_WARDS.items():
        w = f"{HO}ward/{key}"
        g.add(w, RDF_TYPE, HOV + "Ward"), g.add(w, RDFS + "label", _lit(label, "en"))
        g.add(w, HOV + "department", f"{HO}department/{department}"), lit(w, "floor", floor, "integer")
        for bed in beds:
            b = f"{HO}bed/{bed}"
            g.add(b, RDF_TYPE, HOV + "Bed"), lit(b, "bedCode", bed), g.add(b, HOV + "inWard", w)
            lit(b, "bedType", bed_type)
    for key, (name, cls, grade, unit) in HO_STAFF.items():
        s = f"{HO}staff/{key}"
        g.add(s, RDF_TYPE, HOV + cls), g.add(s, RDF_TYPE, VCARD + "Individual"), g.add(s, VCARD + "fn", _lit(name))
        lit(s, "grade", grade)
        if cls == "Doctor":
            g.add(s, HOV + "memberOf", f"{HO}department/{unit}")
        else:
            g.add(s, HOV + "assignedToWard", f"{HO}ward/{unit}")
    for key, (mrn, born, gender) in HO_PATIENTS.items():
        p = f"{HO}patient/{key}"
        g.add(p, RDF_TYPE, HOV + "Patient"), lit(p, "mrn", mrn), lit(p, "birthYear", born, "gYear")
        lit(p, "gender", gender)
    g.add(f"{HO}icd10", RDF_TYPE, SKOS + "ConceptScheme")
    g.add(f"{HO}icd10", SKOS + "prefLabel", _lit("Diagnosis codes (ICD-10 subset)", "en"))
    for notation, (label, broader) in HO_CODES.items():
        c = f"{HO}icd10/{notation}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", f"{HO}icd10")
        g.add(c, SKOS + "notation", _lit(notation)), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        if broader:
            g.add(c, SKOS + "broader", f"{HO}icd10/{broader}")
    for key, (patient, ward, bed, admitted, discharged, physician, diagnosis) in HO_ADMISSIONS.items():
        a = f"{HO}admission/{key}"
        g.add(a, RDF_TYPE, HOV + "Admission"), lit(a, "admissionNo", key)
        g.add(a, HOV + "patient", f"{HO}patient/{patient}"), g.add(a, HOV + "ward", f"{HO}ward/{ward}")
        g.add(a, HOV + "bed", f"{HO}bed/{bed}"), lit(a, "admittedOn", admitted, "dateTime")
        if discharged:
            lit(a, "dischargedOn", discharged, "dateTime")
        g.add(a, HOV + "attendingPhysician", f"{HO}staff/{physician}")
        g.add(a, HOV + "diagnosis", f"{HO}icd10/{diagnosis}")
    for key, (staff, department, start, end) in HO_SHIFTS.items():
        s = f"{HO}oncall/{key}"
        g.add(s, RDF_TYPE, HOV + "OnCallShift"), g.add(s, HOV + "onCallStaff", f"{HO}staff/{staff}")
        g.add(s, HOV + "forDepartment", f"{HO}department/{department}")
        lit(s, "shiftStart", start, "dateTime"), lit(s, "shiftEnd", end, "dateTime")
    return g.text()


HOSPITAL_QUESTIONS = [
    ("Which ward was patient MRN-004582 admitted to?", _ward("lister")),
    ("Who was the attending physician for MRN-005120?", _staff("S-1006")),
    ("What was MRN-005391 diagnosed with?", _code("N39.0")),
    ("When was MRN-005233 admitted?", {"2024-03-14T22:40:00"}),
    ("When was MRN-004582 discharged?", {"2024-03-28T15:45:00"}),
    ("Which patients are still in hospital?", _patients("pt-7a6b18", "pt-e2c5b7")),
    ("How many times has MRN-004417 been admitted?", {"2"}),
    ("Which patients were diagnosed with pneumonia?", _patients("pt-3f9a1c", "pt-7a6b18")),
    ("What does the code I48.0 stand for?", _ho("icd10", "I48.0") | {"Paroxysmal atrial fibrillation"}),
    ("What is the ICD code for fracture of the neck of femur?", {"S72.0"}),
    ("Who heads the cardiology department?", _staff("S-1001")),
    ("Which department does Harvey Ward belong to?", _dept("cardiology")),
    ("Which nurse works on Rainbow Ward?", _staff("S-2004")),
    ("Which doctors work in General Medicine?", _ho("staff", "S-1004", "S-1005")),
    ("On which floor is Lister Ward?", {"2"}),
    ("How many beds does Harvey Ward have?", {"3"}),
    ("Which patients has Amara Osei treated?", _patients("pt-3f9a1c", "pt-e2c5b7")),
    ("Who was on call for cardiology on the night of 4 May 2024?", _staff("S-1002")),
    ("When does Rhys Llewellyn's on-call shift end?", {"2024-05-12T08:00:00"}),
    ("Which bed is MRN-005517 in?", _ho("bed", "HAR-03") | {"HAR-03"}),
    ("Which admissions were for a heart attack?", _admissions("ADM-24-0311", "ADM-24-0561")),
    ("Which codes fall under asthma?", _code("J45.9")),
    ("Which was the most recent admission?", _admissions("ADM-24-0561")),
    ("Which ward has had the most admissions?", _ward("harvey")),
    ("In which year was MRN-005404 born?", {"2019"}),
    ("What grade is Yuki Tanabe?", {"Band 6"}),
    ("Who is the head of the department that runs Rainbow Ward?", _staff("S-1006")),
    ("On which ward was the patient with a fractured neck of femur treated?", _ward("lister")),
    ("Was MRN-004417 ever admitted to Nightingale Ward?", {"true"}),
    ("Is Jonathan Pike a nurse?", {"false"}),
    ("Which doctor is treating MRN-005404?", _staff("S-1006")),
    ("Which doctors are consultants?", _ho("staff", "S-1001", "S-1003", "S-1004", "S-1006")),
    ("who heads orthopeadics", _staff("S-1003")),  # misspelt: orthopaedics
    ("What medication was MRN-005391 given?", set()),  # no medication records
    ("What is the name of patient MRN-004417?", set()),  # patients carry no names
    ("How much does a night on Harvey Ward cost?", set()),  # no prices
]
HOSPITAL_MADE_UP = ["Which ward was patient MRN-006120 admitted to?", "Who heads the neurology department?",
                    "Which nurses work on Darwin Ward?", "What does the code K35.8 stand for?",
                    "When does Amara Llewellyn's on-call shift end?", "Which doctors work in Emergency Medicine?"]
HOSPITAL_GRAPHS = [
    ('[("Lister Ward", "specialty", ?x)]', _dept("orthopaedics")),
    ('[(?x, "led by", "Sunita Rao")]', _dept("general-medicine")),
    ('[("I21.4", "meaning", ?x)]', {"Acute subendocardial myocardial infarction"}),
    ('[("Rosa Delgado", "works on ward", ?x)]', _ward("rainbow")),
    ('[("MRN-005120", "year of birth", ?x)]', {"2016"}),
    ('[(?x, "located on ward", "Seacole Ward")]', _ho("bed", "SEA-01", "SEA-02")),
    ('[(?a, "concerning", "MRN-004417"), (?a, "admission time", ?x)]', {"2024-03-02T08:15:00",
                                                                         "2024-04-11T09:50:00"}),
    ('[(?a, "treating doctor", "Mateo Ruiz"), (?a, "diagnosed condition", ?x)]', _ho("icd10", "J45.9", "J18.9")),
    ('[(?s, "doctor on duty", "Tomasz Nowak"), (?s, "on duty from", ?x)]', {"2024-05-04T20:00:00"}),
    ('[("Harvey Ward", "specialty", ?d), (?d, "led by", ?x)]', _staff("S-1001")),
    ('[("S72.0", "parent code", ?c), (?c, "meaning", ?x)]', {"Fracture of femur"}),
    ('[(?a, "admitted to ward", "Rainbow Ward"), (?a, "person admitted", ?x)]', _patients("pt-51e7aa", "pt-7a6b18")),
]

KGS_S = {"rivers": (rivers_kg, RIVERS_QUESTIONS, RIVERS_MADE_UP, RIVERS_GRAPHS),
         "crm": (crm_kg, CRM_QUESTIONS, CRM_MADE_UP, CRM_GRAPHS),
         "shipwrecks": (shipwrecks_kg, SHIPWRECKS_QUESTIONS, SHIPWRECKS_MADE_UP, SHIPWRECKS_GRAPHS),
         "films": (films_kg, FILMS_QUESTIONS, FILMS_MADE_UP, FILMS_GRAPHS),
         "hospital": (hospital_kg, HOSPITAL_QUESTIONS, HOSPITAL_MADE_UP, HOSPITAL_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_S, __doc__)
