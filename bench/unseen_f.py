"""A sixth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py,
bench/unseen_b.py, bench/unseen_c.py, bench/unseen_d.py and bench/unseen_e.py):

- `statements`: a Wikidata dump with the full statement model, not only truthy claims: items `wd:Q…` named
  by `rdfs:label`@en with `schema:description`, typed only by `wdt:P31`; some facts as direct claims only
  (`wdt:P102`, `wdt:P131`, `wdt:P36`, …), some as direct claims and statement nodes (`wdt:P19` and
  `p:P19` → `wds:…` → `ps:P19`), and offices, clubs and coaching posts only as statement nodes
  (`p:P39` → `ps:P39` with qualifiers `pq:P580` start time, `pq:P582` end time, `pq:P642` of: "mayor" of a
  city; `p:P54`, `p:P286`), statement nodes typed `wikibase:Statement` with a `wikibase:rank`; property
  entities `wd:P39` with `rdfs:label`, `wikibase:claim`, `wikibase:statementProperty`, `wikibase:qualifier`,
  `wikibase:directClaim`; dates as year- or day-precision xsd:dateTime; an invented country, its politicians
  and football clubs;
- `provenance`: a W3C PROV-O lineage KG of a marine-science project: `prov:Entity`s (datasets, figures,
  reports, also typed `dcmitype:`) with code IRIs (`…/entity/ds-0415`) named by `rdfs:label`; unlabelled
  `prov:Activity` nodes (`…/activity/a13`) linked by `prov:wasGeneratedBy`, `prov:used`,
  `prov:wasAssociatedWith`, with `prov:startedAtTime`/`prov:endedAtTime` xsd:dateTime; agents with opaque
  IRIs (`…/agent/ag-104`) named by `foaf:name` (`prov:Person`, `prov:SoftwareAgent` "tablejoin 0.9",
  `prov:Organization`), `prov:actedOnBehalfOf` (software → person → organisation), `prov:wasDerivedFrom`,
  `prov:wasAttributedTo`, `prov:generatedAtTime` on figures and reports;
- `gazetteer`: a GeoNames dump: features with numeric IRIs and a trailing slash (`…/3301101/`), named by
  `gn:name` in the local language (`Sorvansko Jezero`) with `gn:alternateName` in several languages
  (`"Lake Sorvan"@en`, `"Sorvansee"@de`, Cyrillic @ru), `gn:featureClass` and `gn:featureCode` as IRIs
  (`gn:P.PPLC`, `gn:A.ADM1`, `gn:T.MT`) labelled only by the GeoNames ontology's code list
  (`skos:prefLabel "capital of a political entity"@en`), `gn:parentFeature`, `gn:parentADM1`,
  `gn:parentCountry`, `gn:countryCode`, and `gn:population`, `wgs84_pos:lat`/`long` as plain literals;
- `records`: a Music Ontology KG in MusicBrainz style with UUID IRIs (`…/artist/<mbid>#_`):
  `mo:MusicArtist`s and `mo:MusicGroup`s named by `foaf:name`, `mo:Record`s and `mo:Track`s named by
  `dc:title` (two tracks share a title), `foaf:made` artist → record (one direction only), `mo:track`
  record → track, `mo:track_number` xsd:int, `mo:duration` in milliseconds, `mo:label` → `mo:Label`
  (`foaf:name`), `dcterms:date` xsd:gYear, `mo:member_of` person → group, `mo:producer` record → person;
- `taxonomy`: a Darwin Core biodiversity KG: `dwc:Taxon`s with numeric IRIs named by `dwc:scientificName`
  (invented Latin names) with `dwc:vernacularName` @en and @de (not always both), `dwc:taxonRank`
  literals, `dwc:scientificNameAuthorship`, `dwc:parentNameUsageID` → the parent taxon (species → genus →
  family → order); `dwc:Occurrence` records (`…/occurrence/OBS-2023-000917`) with `dwciri:toTaxon`,
  `dwc:locality`, `dwc:eventDate` xsd:date, `dwc:recordedBy` → a `foaf:Person` (`foaf:name`),
  `dwc:individualCount`, `dwc:basisOfRecord`.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_f.py [--json]
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, WD, WDT, WIKIBASE, Triples, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402

DCT = "http://purl.org/dc/terms/"
DC = "http://purl.org/dc/elements/1.1/"
PROV = "http://www.w3.org/ns/prov#"
DCMITYPE = "http://purl.org/dc/dcmitype/"
GN = "http://www.geonames.org/ontology#"
WGS84 = "http://www.w3.org/2003/01/geo/wgs84_pos#"
MO = "http://purl.org/ontology/mo/"
DWC, DWCIRI = "http://rs.tdwg.org/dwc/terms/", "http://rs.tdwg.org/dwc/iri/"


# ---- statements (Wikidata with statement nodes and qualifiers, not only direct claims) ---------------
P_, PS = "http://www.wikidata.org/prop/", "http://www.wikidata.org/prop/statement/"
PQ = "http://www.wikidata.org/prop/qualifier/"
WDS = WD + "statement/"
ST_PROPERTIES = {  # id: (label, description, wikibase:propertyType)
    "P31": ("instance of", "that class of which this subject is a particular example and member", "WikibaseItem"),
    "P106": ("occupation", "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", "most specific known birth location of a person", "WikibaseItem"),
    "P569": ("date of birth", "date on which the subject was born", "Time"),
    "P27": ("country of citizenship", "the object is a country that recognizes the subject as its citizen",
            "WikibaseItem"),
    "P102": ("member of political party", "the political party of which a person is or has been a member",
             "WikibaseItem"),
    "P39": ("position held", "subject currently or formerly holds the object position or public office",
            "WikibaseItem"),
    "P54": ("member of sports team", "sports teams or clubs that the subject represents or represented",
            "WikibaseItem"),
    "P286": ("head coach", "on-field manager or head coach of a sports club or team", "WikibaseItem"),
    "P580": ("start time", "time an item begins to exist or a statement starts being valid", "Time"),
    "P582": ("end time", "moment when an item ceases to exist or a statement stops being valid", "Time"),
    "P642": ("of", "qualifier stating that a statement applies within the scope of a particular item",
             "WikibaseItem"),
    "P17": ("country", "sovereign state that this item is in", "WikibaseItem"),
    "P36": ("capital", "seat of government of a country, province, state or other territorial entity",
            "WikibaseItem"),
    "P1082": ("population", "number of people inhabiting the place", "Quantity"),
    "P571": ("inception", "time when an entity begins to exist", "Time"),
    "P131": ("located in the administrative territorial entity",
             "the item is located on the territory of the following administrative entity", "WikibaseItem"),
}
ST_ITEMS = {  # id: (English label, English description)
    "Q5": ("human", "any member of Homo sapiens"), "Q515": ("city", "large human settlement"),
    "Q6256": ("country", "distinct territorial body or political entity"),
    "Q7278": ("political party", "organization that seeks to influence government policy"),
    "Q4164871": ("position", "post held by a person in an organization"),
    "Q476028": ("association football club", "sports club that plays association football"),
    "Q82955": ("politician", "person involved in politics"),
    "Q937857": ("association football player", "sportsperson who plays association football"),
    "Q628099": ("association football manager", "person who manages an association football team"),
    "Q30185": ("mayor", "head of municipal government"),
    "Q98001": ("Valdoria", "country in southern Europe"),
    "Q98011": ("Velmora", "capital city of Valdoria"), "Q98012": ("Trasken", "city in Valdoria"),
    "Q98013": ("Pellaro", "port city in Valdoria"),
    "Q98021": ("Green Alliance", "political party in Valdoria"),
    "Q98022": ("Valdorian People's Party", "political party in Valdoria"),
    "Q98023": ("Civic Renewal", "political party in Valdoria"),
    "Q98031": ("President of Valdoria", "head of state of Valdoria"),
    "Q98032": ("Prime Minister of Valdoria", "head of government of Valdoria"),
    "Q98033": ("Minister of Finance of Valdoria", "cabinet post in Valdoria"),
    "Q98041": ("Velmora FC", "association football club in Velmora"),
    "Q98042": ("Trasken Athletic", "association football club in Trasken"),
    "Q98043": ("FC Pellaro", "association football club in Pellaro"),
    "Q98101": ("Henrietta Vasquez-Orlov", "Valdorian politician"),
    "Q98102": ("Casimir Ondrasek", "Valdorian politician"), "Q98103": ("Mirela Stanchev", "Valdorian politician"),
    "Q98104": ("Dario Kessling", "Valdorian politician"), "Q98105": ("Sunniva Ekdahl", "Valdorian politician"),
    "Q98111": ("Rafael Quintero-Solberg", "Valdorian footballer and manager"),
    "Q98112": ("Emeka Larsson-Duarte", "Valdorian footballer"),
    "Q98113": ("Jorunn Belcastro", "Valdorian football manager"),
    "Q98114": ("Ivo Stellan", "Valdorian football manager"),
}


def _t(day: str) -> tuple[str, str]:
    """A Wikidata time value: midnight UTC as xsd:dateTime (year precision written as YYYY-01-01)."""
    return day + "T00:00:00Z", "dateTime"


ST_PEOPLE = {  # id: (occupations, place of birth, date of birth, citizenship or None, party or None)
    "Q98101": (["Q82955"], "Q98012", "1961-03-22", "Q98001", "Q98021"),
    "Q98102": (["Q82955"], "Q98011", "1955-11-02", "Q98001", "Q98022"),
    "Q98103": (["Q82955"], "Q98013", "1970-07-19", "Q98001", "Q98023"),
    "Q98104": (["Q82955"], "Q98011", "1968-01-30", "Q98001", "Q98021"),
    "Q98105": (["Q82955"], "Q98013", "1959-09-09", "Q98001", "Q98022"),
    "Q98111": (["Q937857", "Q628099"], "Q98012", "1984-02-11", "Q98001", None),
    "Q98112": (["Q937857"], "Q98011", "1990-12-05", "Q98001", None),
    "Q98113": (["Q628099"], "Q98013", "1966-05-27", None, None),
    "Q98114": (["Q628099"], "Q98012", "1972-10-14", None, None),
}
ST_DIRECT_ONLY = [  # (item, property, value): truthy claims with no statement node in the dump
    ("Q98001", "P31", "Q6256"), ("Q98001", "P36", "Q98011"),
    ("Q98011", "P31", "Q515"), ("Q98011", "P17", "Q98001"), ("Q98011", "P1082", ("412300", "decimal")),
    ("Q98012", "P31", "Q515"), ("Q98012", "P17", "Q98001"), ("Q98012", "P1082", ("128900", "decimal")),
    ("Q98013", "P31", "Q515"), ("Q98013", "P17", "Q98001"), ("Q98013", "P1082", ("67450", "decimal")),
    ("Q98021", "P31", "Q7278"), ("Q98021", "P17", "Q98001"), ("Q98022", "P31", "Q7278"),
    ("Q98022", "P17", "Q98001"), ("Q98023", "P31", "Q7278"), ("Q98023", "P17", "Q98001"),
    ("Q98031", "P31", "Q4164871"), ("Q98032", "P31", "Q4164871"), ("Q98033", "P31", "Q4164871"),
    ("Q30185", "P31", "Q4164871"),
    ("Q98041", "P31", "Q476028"), ("Q98041", "P131", "Q98011"), ("Q98041", "P571", _t("1911-01-01")),
    ("Q98042", "P31", "Q476028"), ("Q98042", "P131", "Q98012"), ("Q98042", "P571", _t("1923-01-01")),
    ("Q98043", "P31", "Q476028"), ("Q98043", "P131", "Q98013"), ("Q98043", "P571", _t("1946-01-01")),
]
ST_STATEMENTS_ONLY = [  # (item, property, value, {qualifier: value}): statement nodes with no direct claim
    ("Q98101", "P39", "Q30185", {"P642": "Q98011", "P580": _t("2008-06-01"), "P582": _t("2014-06-01")}),
    ("Q98101", "P39", "Q98031", {"P580": _t("2014-09-15"), "P582": _t("2020-09-15")}),
    ("Q98102", "P39", "Q98032", {"P580": _t("2011-06-14"), "P582": _t("2016-04-30")}),
    ("Q98102", "P39", "Q98032", {"P580": _t("2019-03-02")}),
    ("Q98103", "P39", "Q30185", {"P642": "Q98012", "P580": _t("2010-01-01"), "P582": _t("2018-01-01")}),
    ("Q98103", "P39", "Q98033", {"P580": _t("2018-02-05"), "P582": _t("2022-02-05")}),
    ("Q98104", "P39", "Q30185", {"P642": "Q98011", "P580": _t("2014-06-01"), "P582": _t("2020-06-01")}),
    ("Q98104", "P39", "Q98031", {"P580": _t("2020-09-15")}),
    ("Q98105", "P39", "Q30185", {"P642": "Q98013", "P580": _t("2005-01-01"), "P582": _t("2012-01-01")}),
    ("Q98105", "P39", "Q98032", {"P580": _t("2016-04-30"), "P582": _t("2019-03-02")}),
    ("Q98111", "P54", "Q98041", {"P580": _t("2003-07-01"), "P582": _t("2009-06-30")}),
    ("Q98111", "P54", "Q98042", {"P580": _t("2009-07-01"), "P582": _t("2016-06-30")}),
    ("Q98112", "P54", "Q98042", {"P580": _t("2010-07-01"), "P582": _t("2015-06-30")}),
    ("Q98112", "P54", "Q98043", {"P580": _t("2015-07-01"), "P582": _t("2021-06-30")}),
    ("Q98041", "P286", "Q98111", {"P580": _t("2019-07-01")}),
    ("Q98042", "P286", "Q98113", {"P580": _t("2012-07-01"), "P582": _t("2018-06-30")}),
    ("Q98042", "P286", "Q98114", {"P580": _t("2018-07-01")}),
]


def statements_kg() -> str:
    """N-Triples of the Wikidata dump: property entities, direct claims and statement nodes with qualifiers."""
    lines = Triples()
    add = lines.add
    counter = iter(range(1, 10_000))

    def value(v: object) -> str:
        return _typed(*v) if isinstance(v, tuple) else f"<{WD}{v}>"

    def statement(item: str, prop: str, v: object, qualifiers: dict) -> None:
        node = f"{WDS}{item}-{str(uuid.uuid5(uuid.NAMESPACE_URL, f'wds/{next(counter)}')).upper()}"
        add(WD + item, P_ + prop, f"<{node}>"), add(node, RDF_TYPE, f"<{WIKIBASE}Statement>")
        add(node, WIKIBASE + "rank", f"<{WIKIBASE}NormalRank>"), add(node, PS + prop, value(v))
        for qualifier, qv in qualifiers.items():
            add(node, PQ + qualifier, value(qv))

    for pid, (label, description, kind) in ST_PROPERTIES.items():
        p = WD + pid
        add(p, RDF_TYPE, f"<{WIKIBASE}Property>"), add(p, RDFS + "label", _lit(label, "en"))
        add(p, SCHEMA + "description", _lit(description, "en"))
        add(p, WIKIBASE + "propertyType", f"<{WIKIBASE}{kind}>")
        add(p, WIKIBASE + "directClaim", f"<{WDT}{pid}>"), add(p, WIKIBASE + "claim", f"<{P_}{pid}>")
        add(p, WIKIBASE + "statementProperty", f"<{PS}{pid}>"), add(p, WIKIBASE + "qualifier", f"<{PQ}{pid}>")
    for qid, (label, description) in ST_ITEMS.items():
        add(WD + qid, RDFS + "label", _lit(label, "en")), add(WD + qid, SCHEMA + "description", _lit(description, "en"))
    for item, prop, v in ST_DIRECT_ONLY:
        add(WD + item, WDT + prop, value(v))
    for qid, (occupations, birthplace, born, citizenship, party) in ST_PEOPLE.items():
        add(WD + qid, WDT + "P31", value("Q5"))
        for occupation in occupations:
            add(WD + qid, WDT + "P106", value(occupation))
        if party:
            add(WD + qid, WDT + "P102", value(party))
        for prop, v in (("P19", birthplace), ("P569", _t(born)), ("P27", citizenship)):
            if v:  # truthy claim and its statement node
                add(WD + qid, WDT + prop, value(v)), statement(qid, prop, v, {})
    for item, prop, v, qualifiers in ST_STATEMENTS_ONLY:
        statement(item, prop, v, qualifiers)
    return "\n".join(lines) + "\n"


def _q(*qids: str) -> set[str]:
    return {WD + q for q in qids}


STATEMENTS_QUESTIONS = [
    ("Who has been mayor of Velmora?", _q("Q98101", "Q98104")),
    ("Which positions has Mirela Stanchev held?", _q("Q30185", "Q98033")),
    ("When did Casimir Ondrasek become Prime Minister of Valdoria?",
     {"2011-06-14T00:00:00Z", "2019-03-02T00:00:00Z"}),
    ("When did Henrietta Vasquez-Orlov's term as President of Valdoria end?", {"2020-09-15T00:00:00Z"}),
    ("Where was Dario Kessling born?", _q("Q98011")),
    ("Which clubs has Emeka Larsson-Duarte played for?", _q("Q98042", "Q98043")),
    ("Who is the head coach of Velmora FC?", _q("Q98111")),
    ("Which party does Sunniva Ekdahl belong to?", _q("Q98022")),
    ("What is the capital of Valdoria?", _q("Q98011")),
    ("Who has been President of Valdoria?", _q("Q98101", "Q98104")),
    ("Which players have played for Trasken Athletic?", _q("Q98111", "Q98112")),
    ("when was trasken athletic founded", {"1923-01-01T00:00:00Z"}),
    ("Where were the members of the Green Alliance born?", _q("Q98012", "Q98011")),
    ("Which city was Mirela Stanchev mayor of?", _q("Q98012")),
    ("When did Rafael Quintero-Solberg join Trasken Athletic?", {"2009-07-01T00:00:00Z"}),
    ("Who was Prime Minister of Valdoria in 2017?", _q("Q98105")),
    ("Where was Casimir Ondrassek born?", _q("Q98011")),  # misspelt: Ondrasek
    ("How many clubs has Rafael Quintero-Solberg played for?", {"2"}),
    ("In which country was Emeka Larsson-Duarte born?", _q("Q98001")),
    ("Who has coached Trasken Athletic?", _q("Q98113", "Q98114")),
    ("When was Sunniva Ekdahl born?", {"1959-09-09T00:00:00Z"}),
    ("Who is Casimir Ondrasek married to?", set()),  # no spouses in the KG
    ("How tall is Dario Kessling?", set()),  # no heights in the KG
    ("How many goals did Emeka Larsson-Duarte score for FC Pellaro?", set()),  # no match statistics in the KG
]
STATEMENTS_MADE_UP = ["Who has been mayor of Durnholm?", "Which positions has Mirela Kessling held?",
                      "Where was Henrietta Ekdahl born?", "Which clubs has Tobias Quintero played for?",
                      "Who is the head coach of Durnholm United?", "When was Pellaro Athletic founded?"]
STATEMENTS_GRAPHS = [
    ('[("Dario Kessling", "birthplace", ?x)]', _q("Q98011")),
    ('[(?x, "played for", "FC Pellaro")]', _q("Q98112")),
    ('[("Mirela Stanchev", "office", ?x)]', _q("Q30185", "Q98033")),
    ('[(?x, "party", "Green Alliance")]', _q("Q98101", "Q98104")),
    ('[("Velmora FC", "city", ?c), (?c, "population", ?x)]', {"412300"}),
    ('[("Valdoria", "capital", ?c), (?x, "born in", ?c)]', _q("Q98102", "Q98104", "Q98112")),
]


# ---- provenance (W3C PROV-O: entities, unlabelled activities, agents acting on behalf of others) -----
PV = "https://provenance.norrvik-marine.example/"
PV_AGENTS = {  # id: (class, foaf:name, acted on behalf of or None)
    "ag-101": ("Person", "Ingrid Maelstad", "ag-301"), "ag-102": ("Person", "Tomasz Pelkowski", "ag-301"),
    "ag-103": ("Person", "Ayesha Rahimova", "ag-301"), "ag-104": ("Person", "Kwame Adjei-Brenner", "ag-302"),
    "ag-201": ("SoftwareAgent", "salinity-clean 1.4", "ag-101"),
    "ag-202": ("SoftwareAgent", "tablejoin 0.9", "ag-102"), "ag-203": ("SoftwareAgent", "plotkit 2.1", "ag-103"),
    "ag-301": ("Organization", "Norrvik Marine Institute", None),
    "ag-302": ("Organization", "Dunmore Geological Survey", None),
    "ag-303": ("Organization", "Skerra Bay Port Authority", None),
}
PV_ACTIVITIES = {  # id: (started, ended, used entities, associated agents)
    "a11": ("2022-06-03T07:30:00Z", "2022-06-05T16:00:00Z", [], ["ag-104"]),
    "a12": ("2022-09-12T10:05:00Z", "2022-09-12T10:41:00Z", ["ds-0411"], ["ag-201", "ag-101"]),
    "a13": ("2022-10-03T14:20:00Z", "2022-10-03T14:22:30Z", ["ds-0415", "ds-0412"], ["ag-202", "ag-102"]),
    "a14": ("2022-11-08T09:00:00Z", "2022-11-08T09:47:12Z", ["ds-0420"], ["ag-203", "ag-103"]),
    "a15": ("2022-11-08T11:15:00Z", "2022-11-08T11:21:40Z", ["ds-0412"], ["ag-203", "ag-103"]),
    "a16": ("2023-01-09T08:00:00Z", "2023-02-27T16:30:00Z", ["fig-031", "fig-032", "ds-0420"], ["ag-101", "ag-102"]),
    "a17": ("2021-08-16T06:45:00Z", "2021-08-20T15:10:00Z", [], ["ag-104"]),
    "a18": ("2021-12-01T09:30:00Z", "2022-01-14T12:00:00Z", ["ds-0388"], ["ag-104"]),
}
# id: (rdfs:label, DCMI type, generated by or None, generated at or None, derived from, attributed to)
PV_ENTITIES = {
    "ds-0411": ("Coastal Salinity Survey 2022", "Dataset", "a11", None, [], "ag-104"),
    "ds-0412": ("Tide Gauge Readings Q3 2022", "Dataset", None, None, [], "ag-303"),
    "ds-0415": ("Cleaned Salinity Dataset v2", "Dataset", "a12", None, ["ds-0411"], "ag-101"),
    "ds-0420": ("Salinity and Tide Merged Table", "Dataset", "a13", None, ["ds-0415", "ds-0412"], "ag-102"),
    "fig-031": ("Salinity Gradient Map", "Image", "a14", "2022-11-08T09:47:12Z", ["ds-0420"], "ag-103"),
    "fig-032": ("Tidal Range Chart", "Image", "a15", "2022-11-08T11:21:40Z", ["ds-0412"], "ag-103"),
    "rep-007": ("Estuary Health Report 2023", "Text", "a16", "2023-02-27T16:30:00Z", ["fig-031", "fig-032"],
                "ag-101"),
    "ds-0388": ("Sediment Core Samples 2021", "Dataset", "a17", None, [], "ag-104"),
    "rep-005": ("Sediment Contamination Brief", "Text", "a18", "2022-01-14T12:00:00Z", ["ds-0388"], "ag-104"),
}


def _pv(kind: str, ident: str) -> str:
    return f"{PV}{kind}/{ident}"


def provenance_kg() -> str:
    """N-Triples of the PROV-O KG: labelled entities, unlabelled activities, named agents."""
    lines = Triples()
    add = lines.add
    for ident, (cls, name, principal) in PV_AGENTS.items():
        a = _pv("agent", ident)
        add(a, RDF_TYPE, f"<{PROV}Agent>"), add(a, RDF_TYPE, f"<{PROV}{cls}>"), add(a, FOAF + "name", _lit(name))
        if principal:
            add(a, PROV + "actedOnBehalfOf", f"<{_pv('agent', principal)}>")
    for ident, (started, ended, used, agents) in PV_ACTIVITIES.items():
        a = _pv("activity", ident)
        add(a, RDF_TYPE, f"<{PROV}Activity>")
        add(a, PROV + "startedAtTime", _typed(started, "dateTime"))
        add(a, PROV + "endedAtTime", _typed(ended, "dateTime"))
        for entity in used:
            add(a, PROV + "used", f"<{_pv('entity', entity)}>")
        for agent in agents:
            add(a, PROV + "wasAssociatedWith", f"<{_pv('agent', agent)}>")
    for ident, (label, dcmi, activity, at, sources, attributed) in PV_ENTITIES.items():
        e = _pv("entity", ident)
        add(e, RDF_TYPE, f"<{PROV}Entity>"), add(e, RDF_TYPE, f"<{DCMITYPE}{dcmi}>")
        add(e, RDFS + "label", _lit(label))
        if activity:
            add(e, PROV + "wasGeneratedBy", f"<{_pv('activity', activity)}>")
        if at:
            add(e, PROV + "generatedAtTime", _typed(at, "dateTime"))
        for source in sources:
            add(e, PROV + "wasDerivedFrom", f"<{_pv('entity', source)}>")
        add(e, PROV + "wasAttributedTo", f"<{_pv('agent', attributed)}>")
    return "\n".join(lines) + "\n"


def _pr(kind: str, *ids: str) -> set[str]:
    return {_pv(kind, i) for i in ids}


PROVENANCE_QUESTIONS = [
    ("Which activity generated the Estuary Health Report 2023?", _pr("activity", "a16")),
    ("Who made the Salinity Gradient Map?", _pr("agent", "ag-203", "ag-103")),
    ("What was the Cleaned Salinity Dataset v2 derived from?", _pr("entity", "ds-0411")),
    ("Who is the Estuary Health Report 2023 attributed to?", _pr("agent", "ag-101")),
    ("On whose behalf does plotkit 2.1 act?", _pr("agent", "ag-103")),
    ("Which organisation does Kwame Adjei-Brenner act on behalf of?", _pr("agent", "ag-302")),
    ("When did the activity that generated the Salinity and Tide Merged Table start?", {"2022-10-03T14:20:00Z"}),
    ("Which data was used to make the Tidal Range Chart?", _pr("entity", "ds-0412")),
    ("What was derived from the Tide Gauge Readings Q3 2022?", _pr("entity", "ds-0420", "fig-032")),
    ("Which entities were generated with tablejoin 0.9?", _pr("entity", "ds-0420")),
    ("Which entities are attributed to Kwame Adjei-Brenner?", _pr("entity", "ds-0411", "ds-0388", "rep-005")),
    ("Which software was used to generate the Cleaned Salinity Dataset v2?", _pr("agent", "ag-201")),
    ("When was the Salinity Gradient Map generated?", {"2022-11-08T09:47:12Z"}),
    ("How many entities did the activity that generated the Estuary Health Report 2023 use?", {"3"}),
    ("Who is the Sediment Contamination Breif attributed to?", _pr("agent", "ag-104")),  # misspelt: Brief
    ("Which organisation does Tomasz Pelkowsky act for?", _pr("agent", "ag-301")),  # misspelt: Pelkowski
    ("Which agents act on behalf of the Norrvik Marine Institute?", _pr("agent", "ag-101", "ag-102", "ag-103")),
    ("Which activities used the Salinity and Tide Merged Table?", _pr("activity", "a14", "a16")),
    ("what was derived from the salinity gradient map", _pr("entity", "rep-007")),
    ("Who is the Tide Gauge Readings Q3 2022 attributed to?", _pr("agent", "ag-303")),
    ("Under which licence is the Cleaned Salinity Dataset v2 published?", set()),  # no licences in the KG
    ("How large is the Tide Gauge Readings Q3 2022 file?", set()),  # no file sizes in the KG
    ("What is Ingrid Maelstad's email address?", set()),  # no contact details in the KG
]
PROVENANCE_MADE_UP = ["Who is the Estuary Health Report 2019 attributed to?",
                      "What was the Cleaned Tide Dataset v3 derived from?",
                      "Which organisation does Ingrid Pelkowski act for?", "Who made the Salinity Gradient Chart?",
                      "On whose behalf does plotkit 3.0 act?", "Which entities are attributed to Kwame Osei-Brenner?"]
PROVENANCE_GRAPHS = [
    ('[("Tidal Range Chart", "source data", ?x)]', _pr("entity", "ds-0412")),
    ('[("Estuary Health Report 2023", "author", ?x)]', _pr("agent", "ag-101")),
    ('[("Cleaned Salinity Dataset v2", "made by", ?a), (?a, "run by", ?x)]', _pr("agent", "ag-201", "ag-101")),
    ('[(?x, "works for", "Norrvik Marine Institute")]', _pr("agent", "ag-101", "ag-102", "ag-103")),
    ('[("Salinity and Tide Merged Table", "produced by", ?a), (?a, "started", ?x)]', {"2022-10-03T14:20:00Z"}),
    ('[("plotkit 2.1", "operated for", ?p), (?p, "organisation", ?x)]', _pr("agent", "ag-301")),
]


# ---- gazetteer (GeoNames: numeric feature IRIs, local names, multilingual alternate names, feature codes) ----
GEONAMES = "https://sws.geonames.org/"
GN_CODES = {  # code: (feature class, prefLabel from the GeoNames ontology)
    "A.PCLI": ("A", "independent political entity"), "A.ADM1": ("A", "first-order administrative division"),
    "P.PPLC": ("P", "capital of a political entity"), "P.PPLA": ("P", "seat of a first-order administrative division"),
    "P.PPL": ("P", "populated place"), "H.LK": ("H", "lake"), "H.STM": ("H", "stream"), "T.MT": ("T", "mountain"),
}
GN_CLASSES = {"A": "country, state, region,...", "P": "city, village,...", "H": "stream, lake, ...",
              "T": "mountain,hill,rock,... "}
# id: (gn:name, feature code, parent feature or None, country, population or None, lat, long, alternate names)
GN_FEATURES = {
    "3301001": ("Estravia", "A.PCLI", None, "3301001", "2841000", "45.50000", "16.50000",
                [("Estravien", "de"), ("Estravie", "fr"), ("Republic of Estravia", "en"), ("Эстравия", "ru")]),
    "3301010": ("Halvek", "A.ADM1", "3301001", "3301001", "1204500", "45.95000", "15.90000",
                [("Halvek Province", "en"), ("Provinz Halvek", "de"), ("Province de Halvek", "fr")]),
    "3301011": ("Orsenna", "A.ADM1", "3301001", "3301001", "287400", "45.05000", "17.35000",
                [("Orsenna Province", "en"), ("Provinz Orsenna", "de")]),
    "3301101": ("Dravograd", "P.PPLC", "3301010", "3301001", "684200", "45.81234", "16.02511",
                [("Dravograd", "en"), ("Drawograd", "de"), ("Dravograde", "fr"), ("Дравоград", "ru")]),
    "3301102": ("Kostel", "P.PPL", "3301010", "3301001", "38500", "46.10422", "15.70388", [("Kostell", "de")]),
    "3301103": ("Miren", "P.PPLA", "3301011", "3301001", "91300", "44.98760", "17.21044",
                [("Mirenburg", "de"), ("Mirène", "fr")]),
    "3301104": ("Vetrina", "P.PPL", "3301011", "3301001", "12750", "45.12003", "17.54218", [("Wetrina", "de")]),
    "3301201": ("Sorvansko Jezero", "H.LK", "3301011", "3301001", None, "45.20871", "17.40210",
                [("Lake Sorvan", "en"), ("Sorvansee", "de"), ("Lac Sorvan", "fr")]),
    "3301202": ("Tarvelski Vrh", "T.MT", "3301010", "3301001", None, "46.30111", "15.52987",
                [("Mount Tarvel", "en"), ("Tarvelspitze", "de")]),
    "3301203": ("Nera", "H.STM", "3301001", "3301001", None, "45.60420", "16.88003",
                [("Nera River", "en"), ("Nère", "fr")]),
    "3302001": ("Kaldmark", "A.PCLI", None, "3302001", "1378000", "61.20000", "9.80000",
                [("Kaldmarque", "fr"), ("Калдмарк", "ru")]),
    "3302010": ("Nordfjell fylke", "A.ADM1", "3302001", "3302001", "402900", "62.10000", "9.40000",
                [("Nordfjell County", "en"), ("Nordfjell", "de")]),
    "3302101": ("Brennvik", "P.PPLC", "3302010", "3302001", "356100", "61.98530", "9.12277",
                [("Brennwick", "en"), ("Brennvig", "da"), ("Brennwik", "de"), ("Бреннвик", "ru")]),
    "3302102": ("Isafoss", "P.PPL", "3302010", "3302001", "8420", "62.40418", "9.77120", [("Eisfoss", "de")]),
}
GN_COUNTRY_CODES = {"3301001": "ER", "3302001": "KD"}


def _gn(*ids: str) -> set[str]:
    return {f"{GEONAMES}{i}/" for i in ids}


def gazetteer_kg() -> str:
    """N-Triples of the GeoNames dump: features, alternate names, feature codes, parent links."""
    lines = Triples()
    add = lines.add
    for cls, comment in GN_CLASSES.items():
        add(GN + cls, RDF_TYPE, f"<{GN}Class>"), add(GN + cls, RDFS + "comment", _lit(comment, "en"))
    for code, (cls, label) in GN_CODES.items():
        add(GN + code, RDF_TYPE, f"<{GN}Code>"), add(GN + code, SKOS + "inScheme", f"<{GN}{cls}>")
        add(GN + code, SKOS + "notation", _lit(code)), add(GN + code, SKOS + "prefLabel", _lit(label, "en"))
    for ident, (name, code, parent, country, population, lat, long, alternates) in GN_FEATURES.items():
        f = f"{GEONAMES}{ident}/"
        add(f, RDF_TYPE, f"<{GN}Feature>"), add(f, GN + "name", _lit(name))
        for alternate, lang in alternates:
            add(f, GN + "alternateName", _lit(alternate, lang))
        add(f, GN + "featureClass", f"<{GN}{code[0]}>"), add(f, GN + "featureCode", f"<{GN}{code}>")
        add(f, GN + "countryCode", _lit(GN_COUNTRY_CODES[country]))
        if parent:
            add(f, GN + "parentFeature", f"<{GEONAMES}{parent}/>")
            add(f, GN + "parentCountry", f"<{GEONAMES}{country}/>")
            if GN_FEATURES[parent][1] == "A.ADM1":
                add(f, GN + "parentADM1", f"<{GEONAMES}{parent}/>")
        if population:
            add(f, GN + "population", _lit(population))
        add(f, WGS84 + "lat", _lit(lat)), add(f, WGS84 + "long", _lit(long))
    return "\n".join(lines) + "\n"


GAZETTEER_QUESTIONS = [
    ("What is the capital of Estravia?", _gn("3301101")),
    ("What is the population of Miren?", {"91300"}),
    ("Which province is Kostel in?", _gn("3301010")),
    ("In which country is Lake Sorvan?", _gn("3301001")),
    ("What is the German name of Dravograd?", {"Drawograd"}),
    ("What is the country code of Kaldmark?", {"KD"}),
    ("What is the latitude of Vetrina?", {"45.12003"}),
    ("Which places are in Orsenna Province?", _gn("3301103", "3301104", "3301201")),
    ("how many people live in brennvik", {"356100"}),
    ("What is the population of the capital of Estravia?", {"684200"}),
    ("Which province is Drawograd in?", _gn("3301010")),
    ("What kind of place is Mount Tarvel?", {GN + "T.MT"}),
    ("Which country is Isafoss in?", _gn("3302001")),
    ("What is the longitude of Kostel?", {"15.70388"}),
    ("Which province is Vetrinna in?", _gn("3301011")),  # misspelt: Vetrina
    ("How many places are in Halvek Province?", {"3"}),
    ("Which provinces does Estravia have?", _gn("3301010", "3301011")),
    ("What is the Russian name of Brennvik?", {"Бреннвик"}),
    ("What is the seat of Orsenna Province?", _gn("3301103")),
    ("What is the French name of Estravia?", {"Estravie"}),
    ("What is the English name of Sorvansko Jezero?", {"Lake Sorvan"}),
    ("How high is Mount Tarvel?", set()),  # no elevations in the KG
    ("What time zone is Dravograd in?", set()),  # no time zones in the KG
    ("How long is the Nera River?", set()),  # no lengths in the KG
]
GAZETTEER_MADE_UP = ["What is the population of Draskovec?", "What is the capital of Lunaria?",
                     "Which places are in Halvek County?", "In which country is Lake Tarvel?",
                     "What is the country code of Estravonia?", "Which province is Nordvik in?"]
GAZETTEER_GRAPHS = [
    ('[("Kostel", "province", ?x)]', _gn("3301010")),
    ('[(?x, "located in", "Orsenna Province")]', _gn("3301103", "3301104", "3301201")),
    ('[("Isafoss", "country", ?c), (?c, "code", ?x)]', {"KD"}),
    ('[("Vetrina", "region", ?r), (?r, "population", ?x)]', {"287400"}),
    ('[("Dravograd", "also called", ?x)]', {"Dravograd", "Drawograd", "Dravograde", "Дравоград"}),
    ('[("Mount Tarvel", "country", ?x)]', _gn("3301001")),
]


# ---- records (Music Ontology, MusicBrainz-style UUID IRIs, foaf:made one way, durations in ms) ---------
MB = "https://musicbrainz.example.org/"
MO_PEOPLE = {  # key: (foaf:name, is a music artist)
    "odile": ("Odile Marchetti", True), "jarrah": ("Jarrah Whitcombe", True), "sven": ("Sven Aaltonen", True),
    "nia": ("Nia Okonkwo-Reyes", True), "maren": ("Maren Holtz", True), "felix": ("Felix Arundel", False),
    "dalia": ("Dalia Sorensen", False),
}
MO_GROUPS = {"cartographers": ("The Velvet Cartographers", ["odile", "jarrah", "sven"]),
             "glasshouse": ("Glasshouse Meridian", ["nia", "sven"])}
MO_LABELS = {"lanternfish": "Lanternfish Records", "coldharbour": "Coldharbour Sound"}
MO_RECORDS = {  # key: (dc:title, maker, label, year, producers, [(track title, duration in ms)])
    "maps": ("Maps for Drowned Cities", "cartographers", "lanternfish", 1998, ["felix"],
             [("Tidewater Atlas", 254000), ("Cartography of Rain", 301500), ("Lanterns Under Glass", 198200),
              ("Meridian Drift", 412000)]),
    "compass": ("Compass Without North", "cartographers", "lanternfish", 2002, ["dalia"],
                [("Magnetic Sleep", 233400), ("Cartography of Rain (Reprise)", 95000), ("Northless", 287700)]),
    "solar": ("Solar Greenhouse", "glasshouse", "coldharbour", 2005, ["felix"],
              [("Photosynthesis Waltz", 276000), ("Pane by Pane", 219300), ("Heat Lamp Lullaby", 341000)]),
    "hymnal": ("Saltwater Hymnal", "maren", "coldharbour", 2011, ["dalia", "maren"],
               [("Hymn for the Harbour Pilot", 262100), ("Brine", 184900), ("Tidewater Atlas", 240000)]),
    "orchard": ("Glass Orchard", "glasshouse", "lanternfish", 2014, ["maren"],
                [("Orchard Static", 205000), ("Greenhouse Effect", 318800)]),
}


def _mb(kind: str, key: str) -> str:
    """MusicBrainz-style IRI `…/artist/<uuid>#_` (the UUID derived from the key)."""
    return f"{MB}{kind}/{uuid.uuid5(uuid.NAMESPACE_URL, f'{MB}{kind}/{key}')}#_"


def records_kg() -> str:
    """N-Triples of the Music Ontology KG: artists, groups, records, tracks, labels."""
    lines = Triples()
    add = lines.add
    for key, (name, artist) in MO_PEOPLE.items():
        p = _mb("artist", key)
        add(p, RDF_TYPE, f"<{FOAF}Person>"), add(p, FOAF + "name", _lit(name))
        if artist:
            add(p, RDF_TYPE, f"<{MO}MusicArtist>")
    for key, (name, members) in MO_GROUPS.items():
        g = _mb("artist", key)
        add(g, RDF_TYPE, f"<{MO}MusicGroup>"), add(g, FOAF + "name", _lit(name))
        for member in members:
            add(_mb("artist", member), MO + "member_of", f"<{g}>")
    for key, name in MO_LABELS.items():
        add(_mb("label", key), RDF_TYPE, f"<{MO}Label>"), add(_mb("label", key), FOAF + "name", _lit(name))
    for key, (title, maker, label, year, producers, tracks) in MO_RECORDS.items():
        r = _mb("release", key)
        add(r, RDF_TYPE, f"<{MO}Record>"), add(r, DC + "title", _lit(title))
        add(_mb("artist", maker), FOAF + "made", f"<{r}>"), add(r, MO + "label", f"<{_mb('label', label)}>")
        add(r, DCT + "date", _typed(year, "gYear"))
        for producer in producers:
            add(r, MO + "producer", f"<{_mb('artist', producer)}>")
        for number, (track_title, duration) in enumerate(tracks, 1):
            t = _mb("track", f"{key}/{number}")
            add(r, MO + "track", f"<{t}>"), add(t, RDF_TYPE, f"<{MO}Track>"), add(t, DC + "title", _lit(track_title))
            add(t, MO + "track_number", _typed(number, "int")), add(t, MO + "duration", _typed(duration, "integer"))
    return "\n".join(lines) + "\n"


def _mo(kind: str, *keys: str) -> set[str]:
    return {_mb(kind, k) for k in keys}


RECORDS_QUESTIONS = [
    ("Who made Maps for Drowned Cities?", _mo("artist", "cartographers")),
    ("Which records did Glasshouse Meridian release?", _mo("release", "solar", "orchard")),
    ("Which label released Compass Without North?", _mo("label", "lanternfish")),
    ("How long is Heat Lamp Lullaby?", {"341000"}),
    ("What is the track number of Pane by Pane?", {"2"}),
    ("Who are the members of The Velvet Cartographers?", _mo("artist", "odile", "jarrah", "sven")),
    ("Which bands is Sven Aaltonen a member of?", _mo("artist", "cartographers", "glasshouse")),
    ("Who produced Saltwater Hymnal?", _mo("artist", "dalia", "maren")),
    ("When was Solar Greenhouse released?", {"2005"}),
    ("Which tracks are on Glass Orchard?", _mo("track", "orchard/1", "orchard/2")),
    ("Which records contain Tidewater Atlas?", _mo("release", "maps", "hymnal")),
    ("which records did felix arundel produce", _mo("release", "maps", "solar")),
    ("Which records has Lanternfish Records released?", _mo("release", "maps", "compass", "orchard")),
    ("Who recorded the song Magnetic Sleep?", _mo("artist", "cartographers")),
    ("How many tracks are on Maps for Drowned Cities?", {"4"}),
    ("On which label did Maren Holtz release her records?", _mo("label", "coldharbour")),
    ("When was Compas Without North released?", {"2002"}),  # misspelt: Compass
    ("What is the first track on Solar Greenhouse?", _mo("track", "solar/1")),
    ("Which band does Nia Okonkwo-Reyes play in?", _mo("artist", "glasshouse")),
    ("Which records did the bands of Sven Aaltonen make?", _mo("release", "maps", "compass", "solar", "orchard")),
    ("How long is the track Brine?", {"184900"}),
    ("What genre is Saltwater Hymnal?", set()),  # no genres in the KG
    ("How many copies did Solar Greenhouse sell?", set()),  # no sales in the KG
    ("Who wrote the lyrics of Brine?", set()),  # no lyricists or composers in the KG
]
RECORDS_MADE_UP = ["Who made Maps for Sunken Cities?", "Which records did Glasshouse Cartographers release?",
                   "Who produced Saltwater Orchard?", "Which bands is Odile Aaltonen a member of?",
                   "How long is Lanterns Under Water?", "Which label released Northern Compass Rose?"]
RECORDS_GRAPHS = [
    ('[("Brine", "length", ?x)]', {"184900"}),
    ('[(?x, "band", "Glasshouse Meridian")]', _mo("artist", "nia", "sven")),
    ('[("Glass Orchard", "producer", ?x)]', _mo("artist", "maren")),
    ('[("The Velvet Cartographers", "album", ?r), (?r, "year", ?x)]', {"1998", "2002"}),
    ('[(?r, "label", "Coldharbour Sound"), (?r, "songs", ?x)]',
     _mo("track", "solar/1", "solar/2", "solar/3", "hymnal/1", "hymnal/2", "hymnal/3")),
    ('[("Jarrah Whitcombe", "member of", ?b), (?b, "albums", ?x)]', _mo("release", "maps", "compass")),
]


# ---- taxonomy (Darwin Core: taxa with parent links, vernacular names @en/@de, occurrence records) -------
BIO = "https://biodiv.example.org/"
# id: (scientificName, rank, parent or None, authorship or None, @en vernacular or None, @de vernacular or None)
DWC_TAXA = {
    "7719001": ("Calyptoformes", "order", None, None, "veilbirds", "Schleiervögel"),
    "7719010": ("Calyptidae", "family", "7719001", None, "true veilbirds", "Echte Schleiervögel"),
    "7719011": ("Sorvellidae", "family", "7719001", None, "reedtwisters", "Schilfdreher"),
    "7719020": ("Calyptella", "genus", "7719010", None, "lesser veilbirds", "Zwergschleiervögel"),
    "7719021": ("Myrrhocalyx", "genus", "7719010", None, None, None),
    "7719022": ("Sorvella", "genus", "7719011", None, None, None),
    "7719031": ("Calyptella marisana", "species", "7719020", "Hartwell, 1887", "Marisa's veilbird",
                "Marisa-Schleiervogel"),
    "7719032": ("Calyptella nivicola", "species", "7719020", "(Ostrowski, 1902)", "snow veilbird",
                "Schneeschleiervogel"),
    "7719033": ("Myrrhocalyx aurifrons", "species", "7719021", "Lindqvist & Perez, 1931", "golden-fronted veilbird",
                "Goldstirn-Schleiervogel"),
    "7719034": ("Sorvella arundinis", "species", "7719022", "Hartwell, 1889", "common reedtwister",
                "Gemeiner Schilfdreher"),
    "7719035": ("Sorvella pallidipes", "species", "7719022", "(Moreau, 1954)", "pale-footed reedtwister", None),
}
DWC_PEOPLE = {"rb-014": "Helga Brandvold", "rb-022": "Tobias Wrenfield", "rb-031": "Sefa Adomako"}
DWC_OCCURRENCES = {  # id: (taxon, locality, event date, recorded by, individual count, basis of record)
    "OBS-2023-000917": ("7719031", "Ferndal Marsh, north boardwalk", "2023-05-14", "rb-014", 3, "HumanObservation"),
    "OBS-2023-000918": ("7719034", "Ferndal Marsh, north boardwalk", "2023-05-14", "rb-014", 12, "HumanObservation"),
    "OBS-2023-001204": ("7719032", "Kestrel Ridge summit cairn", "2023-07-02", "rb-022", 1, "PreservedSpecimen"),
    "OBS-2023-001205": ("7719033", "Kestrel Ridge east slope", "2023-07-02", "rb-022", 2, "HumanObservation"),
    "OBS-2024-001377": ("7719031", "Oxbow Meadows", "2024-04-21", "rb-031", 5, "HumanObservation"),
    "OBS-2024-001378": ("7719035", "Oxbow Meadows", "2024-04-21", "rb-031", 1, "HumanObservation"),
    "OBS-2024-001502": ("7719034", "Ferndal Marsh, south pool", "2024-06-09", "rb-014", 7, "HumanObservation"),
}


def _bio(kind: str, ident: str) -> str:
    return f"{BIO}{kind}/{ident}"


def taxonomy_kg() -> str:
    """N-Triples of the Darwin Core KG: taxa, their parents and names, occurrences with their recorders."""
    lines = Triples()
    add = lines.add
    for ident, (name, rank, parent, authorship, en, de) in DWC_TAXA.items():
        t = _bio("taxon", ident)
        add(t, RDF_TYPE, f"<{DWC}Taxon>"), add(t, DWC + "taxonID", _lit(ident))
        add(t, DWC + "scientificName", _lit(name)), add(t, DWC + "taxonRank", _lit(rank))
        if parent:
            add(t, DWC + "parentNameUsageID", f"<{_bio('taxon', parent)}>")
        if authorship:
            add(t, DWC + "scientificNameAuthorship", _lit(authorship))
        for vernacular, lang in ((en, "en"), (de, "de")):
            if vernacular:
                add(t, DWC + "vernacularName", _lit(vernacular, lang))
    for ident, name in DWC_PEOPLE.items():
        add(_bio("person", ident), RDF_TYPE, f"<{FOAF}Person>"), add(_bio("person", ident), FOAF + "name", _lit(name))
    for ident, (taxon, locality, date, recorder, count, basis) in DWC_OCCURRENCES.items():
        o = _bio("occurrence", ident)
        add(o, RDF_TYPE, f"<{DWC}Occurrence>"), add(o, DWC + "occurrenceID", _lit(ident))
        add(o, DWCIRI + "toTaxon", f"<{_bio('taxon', taxon)}>"), add(o, DWC + "locality", _lit(locality))
        add(o, DWC + "eventDate", _typed(date, "date")), add(o, DWC + "recordedBy", f"<{_bio('person', recorder)}>")
        add(o, DWC + "individualCount", _typed(count, "integer")), add(o, DWC + "basisOfRecord", _lit(basis))
    return "\n".join(lines) + "\n"


def _tx(kind: str, *ids: str) -> set[str]:
    return {_bio(kind, i) for i in ids}


TAXONOMY_QUESTIONS = [
    ("What is the scientific name of the snow veilbird?", {"Calyptella nivicola"}),
    ("Which genus does Calyptella marisana belong to?", _tx("taxon", "7719020")),
    ("Which family is the genus Sorvella in?", _tx("taxon", "7719011")),
    ("What is the German name of Myrrhocalyx aurifrons?", {"Goldstirn-Schleiervogel"}),
    ("Who described Sorvella arundinis?", {"Hartwell, 1889"}),
    ("Which species are in the genus Calyptella?", _tx("taxon", "7719031", "7719032")),
    ("What rank is Calyptidae?", {"family"}),
    ("Who observed the snow veilbird?", _tx("person", "rb-022")),
    ("Where was Sorvella arundinis observed?", {"Ferndal Marsh, north boardwalk", "Ferndal Marsh, south pool"}),
    ("When was the pale-footed reedtwister recorded?", {"2024-04-21"}),
    ("Which species did Helga Brandvold record?", _tx("taxon", "7719031", "7719034")),
    ("How many common reedtwisters were counted at Ferndal Marsh, south pool?", {"7"}),
    ("what order does the golden-fronted veilbird belong to", _tx("taxon", "7719001")),
    ("Which family does Calyptella nivicola belong to?", _tx("taxon", "7719010")),
    ("How many occurrences of Calyptella marisana are there?", {"2"}),
    ("What is the German name of Sorvela arundinis?", {"Gemeiner Schilfdreher"}),  # misspelt: Sorvella
    ("Which genera belong to the family Calyptidae?", _tx("taxon", "7719020", "7719021")),
    ("Which species were seen at Oxbow Meadows?", _tx("taxon", "7719031", "7719035")),
    ("Which families are in the order Calyptoformes?", _tx("taxon", "7719010", "7719011")),
    ("Who recorded the occurrence at Kestrel Ridge east slope?", _tx("person", "rb-022")),
    ("What is the English name of Sorvella pallidipes?", {"pale-footed reedtwister"}),
    ("What does Calyptella marisana eat?", set()),  # no diets in the KG
    ("How much does the snow veilbird weigh?", set()),  # no body measurements in the KG
    ("What is the conservation status of Sorvella pallidipes?", set()),  # no threat status in the KG
]
TAXONOMY_MADE_UP = ["What is the scientific name of the golden-fronted reedtwister?",
                    "Which genus does Calyptella aurifrons belong to?", "Who described Sorvella marisana?",
                    "What is the German name of Myrrhocalyx nivalis?", "Which species did Helga Wrenfield record?",
                    "Where was the crested veilbird observed?"]
TAXONOMY_GRAPHS = [
    ('[("Calyptella nivicola", "parent", ?x)]', _tx("taxon", "7719020")),
    ('[(?x, "genus", "Sorvella")]', _tx("taxon", "7719034", "7719035")),
    ('[("Sorvella pallidipes", "genus", ?g), (?g, "family", ?x)]', _tx("taxon", "7719011")),
    ('[(?o, "species", "Calyptella marisana"), (?o, "observer", ?x)]', _tx("person", "rb-014", "rb-031")),
    ('[("golden-fronted veilbird", "author", ?x)]', {"Lindqvist & Perez, 1931"}),
    ('[(?o, "seen by", "Helga Brandvold"), (?o, "place", ?x)]',
     {"Ferndal Marsh, north boardwalk", "Ferndal Marsh, south pool"}),
]

KGS_F = {"statements": (statements_kg, STATEMENTS_QUESTIONS, STATEMENTS_MADE_UP, STATEMENTS_GRAPHS),
         "provenance": (provenance_kg, PROVENANCE_QUESTIONS, PROVENANCE_MADE_UP, PROVENANCE_GRAPHS),
         "gazetteer": (gazetteer_kg, GAZETTEER_QUESTIONS, GAZETTEER_MADE_UP, GAZETTEER_GRAPHS),
         "records": (records_kg, RECORDS_QUESTIONS, RECORDS_MADE_UP, RECORDS_GRAPHS),
         "taxonomy": (taxonomy_kg, TAXONOMY_QUESTIONS, TAXONOMY_MADE_UP, TAXONOMY_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_F, __doc__)
