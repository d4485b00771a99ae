"""An eleventh batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_j.py):

- `drugs`: a Bio2RDF-style DrugBank extract (fictional drugs): every resource a Bio2RDF IRI
  (`http://bio2rdf.org/drugbank:DB90004`), named twice as Bio2RDF does: `dcterms:title "Kestramycin"@en`
  and `rdfs:label "Kestramycin [drugbank:DB90004]"@en` (the bracketed id inside the label), plus
  `dcterms:identifier "drugbank:DB90004"`; targets (`drugbank:BE9000105`) carry ONLY the bracketed
  `rdfs:label` and a `drugbank_vocabulary:gene-name`; categories are `drugbank_resource:` nodes named by a
  plain untagged `dcterms:title`; hyphenated predicates (`drugbank_vocabulary:half-life`, `brand`,
  `synonym` with @es/@la tags, `manufacturer` as a plain string, `group` → `drugbank_vocabulary:approved`
  / `investigational` / `withdrawn`, `atc-code` → `http://bio2rdf.org/atc:…` IRIs with no label at all);
  dosages as `drugbank_resource:` nodes (`form`, `route`, `strength` strings); the molecular weight an
  n-ary calculated-property node (`calculated-properties` → `drugbank_vocabulary:Molecular-Weight`
  with `value` xsd:decimal); drug-drug interactions as n-ary `Drug-Drug-Interaction` nodes
  (`drugbank_resource:DB90001_DB90005`, `dcterms:description`@en) that BOTH drugs point at with
  `ddi-interactor-in` (no drug-to-drug edge anywhere); the biotech drug has no calculated properties;
- `festival`: a film-festival corner of Wikidata in the FULL statement model (fictional festival, films
  and people, real class / country / language QIDs): items `wd:Q120311` labelled by `rdfs:label` in @en
  plus original titles in @es/@it/@pt/@fr/@nb (two films have an @en label that is a translation of
  their original title), `schema:description`@en, `skos:altLabel`; truthy `wdt:` claims next to
  `p:`/`ps:`/`pq:` statement nodes (`wds:Q120403-…`, `a wikibase:Statement`) for award received (P166,
  qualifiers P585 point in time as xsd:dateTime, P805 statement is subject of → festival edition,
  P1686 for work → film when the award went to a person), nominated for (P1411, qualifier P805) and
  cast member (P161, qualifier P4633 name of the character role as a plain string); festival editions
  as items (P179 part of the series, P580/P582 start/end, P1545 ordinal "35"); awards P1027 conferred
  by → the festival; property entities labelled with wikibase:directClaim / claim / statementProperty /
  qualifier links; typed only by P31;
- `patents`: a patent-publication KG: publication-number IRIs (`…/publication/EP3981442B1`) titled by
  `dcterms:title`@en (EP ones also @de), the formatted number as a string (`pat:publicationNumber
  "EP 3981442 B1"`), `pat:kindCode`, `pat:applicationNumber` ("17/181,903", "PCT/GB2022/050531"),
  `pat:filingDate` / `pat:publicationDate` xsd:date, `pat:claimCount`; inventors and applicants as
  vCard `vcard:Individual` / `vcard:Organization` with opaque ids (`…/party/inv-000732`) named ONLY by
  `vcard:fn`, applicants with a blank-node `vcard:hasAddress` (`vcard:locality`, `vcard:country-name`);
  CPC classes as SKOS concepts (`skos:notation "H01M 10/0525"`, long `skos:prefLabel`@en,
  `skos:broader` group → subclass → section); citations ONLY as n-ary `pat:Citation` nodes
  (`pat:citingPublication`, `pat:citedPublication`, `pat:citationCategory` "X"/"Y"/"A",
  `pat:citationPhase`); offices (`…/office/EP`) with `rdfs:label`@en and `skos:notation`;
- `courses`: a bilingual (English / Welsh) university module catalogue in schema.org: module IRIs
  (`…/module/CS-2041`) with `schema:courseCode "CS2041"` (no hyphen), `schema:name`@en and a few @cy
  (one module named only in Welsh), `schema:numberOfCredits` xsd:integer, `schema:educationalLevel`
  "Level 5", `schema:inLanguage`, `schema:coursePrerequisites` → modules (asked both ways),
  `schema:provider` → departments named by `rdfs:label`@en/@cy ("Chemistry"/"Cemeg") with
  `schema:parentOrganization` → a faculty; staff (`…/staff/s0904`) whose `schema:name` carries the
  honorific ("Dr Anouk Verbeek", "Prof. Idris Okafor-Lewis"), `schema:jobTitle`, `schema:worksFor`;
  teaching only through `schema:hasCourseInstance` → `schema:CourseInstance` (`schema:instructor`,
  `schema:courseMode`, `schema:startDate` xsd:date); programmes (`schema:EducationalOccupationalProgram`)
  list their modules with `schema:hasCourse` (modules never point back), `schema:timeToComplete "P3Y"`;
  assessment weights as blank nodes (`aber:assessmentComponent` → `aber:method`, `aber:weightPercent`);
- `shipping`: a short-sea shipping register: vessels by IMO-number IRIs (`…/vessel/IMO9734512`) named by
  `shp:vesselName` in registry UPPER CASE ("NORDIC TERN"; one `shp:formerName`; one vessel, SKARDSVIK,
  shares its name with a port's ASCII alias), `shp:imoNumber` / `shp:mmsi` strings, `shp:grossTonnage`
  xsd:integer, `shp:yearBuilt` xsd:gYear, `shp:flagState` → EU-authority country IRIs
  (`…/authority/country/NOR`, `skos:prefLabel`@en/@nb/…), `shp:vesselType` → SKOS concepts,
  `shp:operator` → companies named by `foaf:name`, `shp:homePort`; ports by UN/LOCODE-style IRIs
  (`…/port/NOKSV`) with an untagged `skos:prefLabel` ("Hardangsøy", "Skarðsvík"), an ASCII
  `skos:altLabel`, `shp:locode`, `shp:country`; voyages named only in their IRI (`…/voyage/KFL-2024-117`)
  plus `shp:voyageNumber "117N"`, `shp:vessel`, port calls as BLANK NODES (`shp:portCall` → `shp:port`,
  `shp:callSequence`, `shp:arrivalTime` / `shp:departureTime` xsd:dateTime) and cargo as blank nodes
  (`shp:cargo` → `shp:commodity` concept, `shp:quantity` xsd:decimal, `shp:unit` "t"/"TEU"/"units").

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_k.py [--json]
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

SKOS = "http://www.w3.org/2004/02/skos/core#"
DCT = "http://purl.org/dc/terms/"


# ---- drugs (Bio2RDF DrugBank: bracketed labels, hyphenated predicates, n-ary interactions) -----------------
DBK = "http://bio2rdf.org/drugbank:"
DBV = "http://bio2rdf.org/drugbank_vocabulary:"
DBR = "http://bio2rdf.org/drugbank_resource:"
ATC = "http://bio2rdf.org/atc:"
DR_TARGETS = {  # id: (name, gene name, organism)
    "BE9000101": ("5-hydroxytryptamine receptor 2A", "HTR2A", "Humans"),
    "BE9000102": ("D(2) dopamine receptor", "DRD2", "Humans"),
    "BE9000103": ("Type-1 angiotensin II receptor", "AGTR1", "Humans"),
    "BE9000104": ("Voltage-dependent L-type calcium channel subunit alpha-1C", "CACNA1C", "Humans"),
    "BE9000105": ("50S ribosomal protein L4", "rplD", "Escherichia coli (strain K12)"),
    "BE9000106": ("Gamma-aminobutyric acid receptor subunit alpha-1", "GABRA1", "Humans"),
    "BE9000107": ("Epidermal growth factor receptor", "EGFR", "Humans"),
    "BE9000108": ("Receptor tyrosine-protein kinase erbB-2", "ERBB2", "Humans"),
    "BE9000109": ("Penicillin-binding protein 1A", "mrcA", "Escherichia coli (strain K12)"),
    "BE9000110": ("Glucagon-like peptide 1 receptor", "GLP1R", "Humans"),
    "BE9000111": ("5-hydroxytryptamine receptor 1A", "HTR1A", "Humans"),
}
DR_CATEGORIES = {"antipsychotic": "Antipsychotic Agents", "antihypertensive": "Antihypertensive Agents",
                 "ccb": "Calcium Channel Blockers", "antibacterial": "Anti-Bacterial Agents",
                 "macrolides": "Macrolides", "benzodiazepines": "Benzodiazepines",
                 "anxiolytics": "Anti-Anxiety Agents", "pki": "Protein Kinase Inhibitors",
                 "antineoplastic": "Antineoplastic Agents", "hypoglycemic": "Hypoglycemic Agents",
                 "penicillins": "Penicillins"}
# id: (name, [(synonym, lang)], [brands], manufacturer, [groups], [categories], half-life, ATC code,
#      molecular weight, [(form, route, strength)], [targets])
DR_DRUGS = {
    "DB90001": ("Velmorazine", [("Velmorazina", "es"), ("VLZ-113", None)], ["Velmora"], "Halvorsen Pharma AS",
                ["approved"], ["antipsychotic"], "22-28 hours", "N05AX31", "383.46",
                [("Tablet", "Oral", "5 mg"), ("Tablet", "Oral", "10 mg")], ["BE9000101", "BE9000102"]),
    "DB90002": ("Tirocaftan", [("Tirocaftanum", "la")], ["Tirocaf", "Angiorel"], "Brennick Laboratories",
                ["approved"], ["antihypertensive"], "9 hours", "C09CA11", "436.51",
                [("Tablet", "Oral", "40 mg"), ("Tablet", "Oral", "80 mg")], ["BE9000103"]),
    "DB90003": ("Norvadipine", [], ["Vadinor"], "Brennick Laboratories", ["approved"], ["antihypertensive", "ccb"],
                "35-50 hours", "C08CA19", "408.88", [("Tablet", "Oral", "5 mg"), ("Tablet", "Oral", "10 mg")],
                ["BE9000104"]),
    "DB90004": ("Kestramycin", [("KST-40", None)], ["Kestrabac"], "Orrisdale Biologics", ["approved"],
                ["antibacterial", "macrolides"], "68 hours", "J01FA16", "761.02",
                [("Capsule", "Oral", "250 mg"), ("Powder, for suspension", "Oral", "200 mg/5 mL"),
                 ("Solution", "Intravenous", "500 mg")], ["BE9000105"]),
    "DB90005": ("Fenuzolam", [], ["Calmezol"], "Halvorsen Pharma AS", ["approved"], ["benzodiazepines", "anxiolytics"],
                "10-14 hours", "N05BA25", "326.78", [("Tablet", "Oral", "0.5 mg")], ["BE9000106"]),
    "DB90006": ("Lortesatib", [("CFX-2207", None), ("Lortesatibum", "la")], [], "Cairnfield Oncology",
                ["investigational"], ["pki", "antineoplastic"], "41 hours", None, "487.95",
                [("Tablet, film coated", "Oral", "150 mg")], ["BE9000107", "BE9000108"]),
    "DB90007": ("Pramocilin", [], ["Pramox"], "Orrisdale Biologics", ["approved"], ["antibacterial", "penicillins"],
                "1.2 hours", "J01CA21", "365.41",
                [("Capsule", "Oral", "500 mg"), ("Injection, powder, for solution", "Intravenous", "1 g")],
                ["BE9000109"]),
    "DB90008": ("Zelavutide", [("ZLV-0921", None)], ["Glyvanta"], "Sundvik Metabolics", ["approved"], ["hypoglycemic"],
                "160 hours", "A10BJ09", None, [("Injection, solution", "Subcutaneous", "1 mg/0.5 mL")], ["BE9000110"]),
    "DB90009": ("Oxtrazepam", [], ["Oxtra"], "Halvorsen Pharma AS", ["approved", "withdrawn"],
                ["benzodiazepines", "anxiolytics"], "6-8 hours", "N05BA27", "300.74", [("Tablet", "Oral", "10 mg")],
                ["BE9000106"]),
    "DB90010": ("Halcidone", [("HLC-77", None)], [], None, ["investigational"], ["antipsychotic"], None, None,
                "410.53", [], ["BE9000102", "BE9000111"]),
}
DR_INTERACTIONS = [  # (drug, drug, description)
    ("DB90001", "DB90005", "Velmorazine may increase the central nervous system depressant activities of Fenuzolam."),
    ("DB90001", "DB90004", "The risk or severity of QTc prolongation can be increased when Velmorazine is combined "
                           "with Kestramycin."),
    ("DB90002", "DB90003", "Norvadipine may increase the hypotensive activities of Tirocaftan."),
    ("DB90003", "DB90004", "The metabolism of Norvadipine can be decreased when combined with Kestramycin."),
    ("DB90005", "DB90009", "Fenuzolam may increase the central nervous system depressant activities of Oxtrazepam."),
    ("DB90006", "DB90004", "The serum concentration of Lortesatib can be increased when it is combined with "
                           "Kestramycin."),
]


def _drug(*ids: str) -> set[str]:
    return {DBK + i for i in ids}


def _target(*ids: str) -> set[str]:
    return {DBK + i for i in ids}


def _dcat(key: str) -> str:
    return f"{DBR}category_{key}"


def drugs_kg() -> str:
    """N-Triples of the Bio2RDF-style DrugBank extract."""
    g = Graph()
    for grp in ("approved", "investigational", "withdrawn"):
        g.add(DBV + grp, RDF_TYPE, DBV + "Group"), g.add(DBV + grp, RDFS + "label", _lit(grp, "en"))
    for key, title in DR_CATEGORIES.items():
        g.add(_dcat(key), RDF_TYPE, DBV + "Category"), g.add(_dcat(key), DCT + "title", _lit(title))
    for tid, (name, gene, organism) in DR_TARGETS.items():
        t = DBK + tid
        g.add(t, RDF_TYPE, DBV + "Target"), g.add(t, RDFS + "label", _lit(f"{name} [drugbank:{tid}]", "en"))
        g.add(t, DBV + "gene-name", _lit(gene)), g.add(t, DBV + "organism", _lit(organism))
    for did, (name, synonyms, brands, maker, groups, cats, half_life, atc, mw, dosages, targets) in DR_DRUGS.items():
        d = DBK + did
        g.add(d, RDF_TYPE, DBV + "Drug"), g.add(d, DCT + "title", _lit(name, "en"))
        g.add(d, RDFS + "label", _lit(f"{name} [drugbank:{did}]", "en"))
        g.add(d, DCT + "identifier", _lit(f"drugbank:{did}"))
        for syn, lang in synonyms:
            g.add(d, DBV + "synonym", _lit(syn, lang))
        for brand in brands:
            g.add(d, DBV + "brand", _lit(brand))
        if maker:
            g.add(d, DBV + "manufacturer", _lit(maker))
        for grp in groups:
            g.add(d, DBV + "group", DBV + grp)
        for cat in cats:
            g.add(d, DBV + "category", _dcat(cat))
        if half_life:
            g.add(d, DBV + "half-life", _lit(half_life))
        if atc:
            g.add(d, DBV + "atc-code", ATC + atc)
        if mw:
            c = f"{DBR}{did}_Molecular-Weight"
            g.add(d, DBV + "calculated-properties", c), g.add(c, RDF_TYPE, DBV + "Molecular-Weight")
            g.add(c, DBV + "value", _typed(mw, "decimal"))
        for n, (form, route, strength) in enumerate(dosages, 1):
            x = f"{DBR}{did}_dosage_{n}"
            g.add(d, DBV + "dosage", x), g.add(x, RDF_TYPE, DBV + "Dosage")
            g.add(x, DBV + "form", _lit(form)), g.add(x, DBV + "route", _lit(route))
            g.add(x, DBV + "strength", _lit(strength))
        for tid in targets:
            g.add(d, DBV + "target", DBK + tid)
    for a, b, text in DR_INTERACTIONS:
        i = f"{DBR}{a}_{b}"
        g.add(i, RDF_TYPE, DBV + "Drug-Drug-Interaction"), g.add(i, DCT + "description", _lit(text, "en"))
        g.add(i, RDFS + "label", _lit(f"DDI between {DR_DRUGS[a][0]} and {DR_DRUGS[b][0]} "
                                      f"[drugbank_resource:{a}_{b}]", "en"))
        g.add(DBK + a, DBV + "ddi-interactor-in", i), g.add(DBK + b, DBV + "ddi-interactor-in", i)
    return g.text()


DRUGS_QUESTIONS = [
    ("What does Velmorazine target?", _target("BE9000101", "BE9000102")),
    ("Which drugs target the epidermal growth factor receptor?", _drug("DB90006")),
    ("Which drugs interact with Kestramycin?", _drug("DB90001", "DB90003", "DB90006")),
    ("What is the half-life of Norvadipine?", {"35-50 hours"}),
    ("Who manufactures Fenuzolam?", {"Halvorsen Pharma AS"}),
    ("Which drugs does Brennick Laboratories make?", _drug("DB90002", "DB90003")),
    ("What are the brand names of Tirocaftan?", {"Tirocaf", "Angiorel"}),
    ("Which drug is sold under the brand name Angiorel?", _drug("DB90002")),
    ("What dosage forms is Kestramycin available in?", {"Capsule", "Powder, for suspension", "Solution"}),
    ("How is Zelavutide administered?", {"Subcutaneous"}),
    ("Which drugs are investigational?", _drug("DB90006", "DB90010")),
    ("Which drugs are benzodiazepines?", _drug("DB90005", "DB90009")),
    ("What is the molecular weight of Velmorazine?", {"383.46"}),
    ("What is the gene name of the target of Zelavutide?", {"GLP1R"}),
    ("How many drugs target the D2 dopamine receptor?", {"2"}),
    ("Which category does Pramocilin belong to?", {_dcat("antibacterial"), _dcat("penicillins")}),
    ("What is the half-life of Kestromycin?", {"68 hours"}),  # misspelt: Kestramycin
    ("What is the ATC code of Tirocaftan?", {ATC + "C09CA11"}),
    ("Which drugs have been withdrawn?", _drug("DB90009")),
    ("What strengths does Norvadipine come in?", {"5 mg", "10 mg"}),
    ("Which drug has the highest molecular weight?", _drug("DB90004")),
    ("Which drugs come as tablets?", _drug("DB90001", "DB90002", "DB90003", "DB90005", "DB90006", "DB90009")),
    ("what happens when tirocaftan is taken with norvadipine",
     {"Norvadipine may increase the hypotensive activities of Tirocaftan."}),
    ("Who manufactures the drugs that interact with Norvadipine?", {"Brennick Laboratories", "Orrisdale Biologics"}),
    ("What are the synonyms of Lortesatib?", {"CFX-2207", "Lortesatibum"}),
    ("Which organism does the target of Pramocilin come from?", {"Escherichia coli (strain K12)"}),
    ("which drugs act on the GABA-A receptor alpha-1 subunit", _drug("DB90005", "DB90009")),
    ("What are the side effects of Fenuzolam?", set()),  # no adverse effects in the KG
    ("How much does a pack of Norvadipine cost?", set()),  # no prices
    ("When was Velmorazine approved?", set()),  # groups only, no approval dates
]
DRUGS_MADE_UP = ["What does Brintazepam target?", "What is the half-life of Norvadipril?",
                 "Who manufactures Quorvastatin?", "Which drugs interact with Pelumycin?",
                 "Which drugs does Lindqvist Pharmaceuticals make?", "Which drugs target the melatonin receptor 1B?"]
DRUGS_GRAPHS = [
    ('[("Velmorazine", "target", ?x)]', _target("BE9000101", "BE9000102")),
    ('[("Zelavutide", "target", ?t), (?t, "gene name", ?x)]', {"GLP1R"}),
    ('[(?d, "category", "Benzodiazepines"), (?d, "half-life", ?x)]', {"10-14 hours", "6-8 hours"}),
    ('[("Norvadipine", "dosage", ?g), (?g, "strength", ?x)]', {"5 mg", "10 mg"}),
    ('[(?d, "manufacturer", "Orrisdale Biologics")]', _drug("DB90004", "DB90007")),
    ('[("Lortesatib", "group", ?x)]', {DBV + "investigational"}),
]


# ---- festival (Wikidata full statement model: p/ps/pq qualifiers on awards, nominations and cast) ----------
WD = "http://www.wikidata.org/entity/"
WDT = "http://www.wikidata.org/prop/direct/"
WDP = "http://www.wikidata.org/prop/"
WPS = "http://www.wikidata.org/prop/statement/"
WPQ = "http://www.wikidata.org/prop/qualifier/"
WDS = "http://www.wikidata.org/entity/statement/"
WIKIBASE = "http://wikiba.se/ontology#"
FV_PROPERTIES = {  # pid: (label, used in full statements, used as qualifier)
    "P31": ("instance of", False, False), "P57": ("director", False, False), "P161": ("cast member", True, False),
    "P495": ("country of origin", False, False), "P364": ("original language of film or TV show", False, False),
    "P577": ("publication date", False, False), "P2047": ("duration", False, False),
    "P27": ("country of citizenship", False, False), "P569": ("date of birth", False, False),
    "P17": ("country", False, False), "P276": ("location", False, False), "P571": ("inception", False, False),
    "P179": ("part of the series", False, False), "P580": ("start time", False, False),
    "P582": ("end time", False, False), "P1545": ("series ordinal", False, False),
    "P1027": ("conferred by", False, False), "P166": ("award received", True, False),
    "P1411": ("nominated for", True, False), "P585": ("point in time", False, True),
    "P805": ("statement is subject of", False, True), "P1686": ("for work", False, True),
    "P4633": ("name of the character role", False, True),
}


def _day(day: str) -> tuple[str, str]:
    return day + "T00:00:00Z", "dateTime"


# qid: (en label, {lang: label}, en description or None, [en aliases], {pid: [values]});
# a value is a QID or a (lexical form, datatype or None) pair
FV_ITEMS = {
    "Q5": ("human", {}, None, [], {}), "Q11424": ("film", {}, None, ["movie"], {}),
    "Q220505": ("film festival", {}, None, [], {}),
    "Q27787439": ("film festival edition", {}, None, [], {}),
    "Q4220917": ("film award", {}, None, [], {}), "Q515": ("city", {}, None, ["town"], {}),
    "Q20": ("Norway", {"nb": "Norge"}, None, [], {}), "Q183": ("Germany", {"de": "Deutschland"}, None, [], {}),
    "Q29": ("Spain", {"es": "España"}, None, [], {}), "Q38": ("Italy", {"it": "Italia"}, None, [], {}),
    "Q45": ("Portugal", {}, None, [], {}), "Q142": ("France", {}, None, [], {}),
    "Q9043": ("Norwegian", {}, None, [], {}), "Q188": ("German", {}, None, [], {}),
    "Q1321": ("Spanish", {}, None, [], {}), "Q652": ("Italian", {}, None, [], {}),
    "Q5146": ("Portuguese", {}, None, [], {}),
    "Q120401": ("Ilse Varnhagen", {}, "German film director (born 1979)", [],
                {"P31": ["Q5"], "P27": ["Q183"], "P569": [_day("1979-04-12")]}),
    "Q120402": ("Tomás Arriaga Vidal", {"es": "Tomás Arriaga Vidal"}, "Spanish film director", ["Tomás Arriaga"],
                {"P31": ["Q5"], "P27": ["Q29"]}),
    "Q120403": ("Maren Holtvik", {"nb": "Maren Holtvik"}, "Norwegian film director and screenwriter", [],
                {"P31": ["Q5"], "P27": ["Q20"], "P569": [_day("1984-08-02")]}),
    "Q120404": ("Luca Ferrandi", {}, "Italian film director", [], {"P31": ["Q5"], "P27": ["Q38"]}),
    "Q120405": ("Aurélie Castagnet", {"fr": "Aurélie Castagnet"}, "French actress", [],
                {"P31": ["Q5"], "P27": ["Q142"], "P569": [_day("1990-01-23")]}),
    "Q120406": ("Joaquim Sepúlveda", {}, "Portuguese actor", [], {"P31": ["Q5"], "P27": ["Q45"]}),
    "Q120407": ("Henrike Baumstark", {}, "German actress", [], {"P31": ["Q5"], "P27": ["Q183"]}),
    "Q120408": ("Sindre Lauvås", {}, "Norwegian actor", ["Sindre Lauvaas"], {"P31": ["Q5"], "P27": ["Q20"]}),
    "Q120311": ("The Salt Orchard", {"fr": "Le Verger de sel", "nb": "Salthagen"}, "2022 film by Maren Holtvik", [],
                {"P31": ["Q11424"], "P57": ["Q120403"], "P495": ["Q20"], "P364": ["Q9043"],
                 "P577": [_day("2022-09-14")], "P2047": [("118", "decimal")]}),
    "Q120312": ("Winter Ledger", {"de": "Das Winterbuch"}, "2022 film by Ilse Varnhagen", [],
                {"P31": ["Q11424"], "P57": ["Q120401"], "P495": ["Q183"], "P364": ["Q188"],
                 "P577": [_day("2022-05-20")], "P2047": [("104", "decimal")]}),
    "Q120313": ("Days of Ash", {"es": "Los días de ceniza"}, "2023 film by Tomás Arriaga Vidal", [],
                {"P31": ["Q11424"], "P57": ["Q120402"], "P495": ["Q29"], "P364": ["Q1321"],
                 "P577": [_day("2023-02-10")], "P2047": [("131", "decimal")]}),
    "Q120314": ("The Harbour Quiet", {"it": "La quiete del porto"}, "2023 film by Luca Ferrandi", [],
                {"P31": ["Q11424"], "P57": ["Q120404"], "P495": ["Q38"], "P364": ["Q652"],
                 "P577": [_day("2023-09-01")], "P2047": [("97", "decimal")]}),
    "Q120315": ("Northbound Static", {}, "2023 film by Maren Holtvik", [],
                {"P31": ["Q11424"], "P57": ["Q120403"], "P495": ["Q20", "Q183"], "P364": ["Q9043"],
                 "P577": [_day("2023-10-05")], "P2047": [("109", "decimal")]}),
    "Q120316": ("O Último Farol", {"pt": "O Último Farol"}, "2023 film by Tomás Arriaga Vidal",
                ["The Last Lighthouse"],
                {"P31": ["Q11424"], "P57": ["Q120402"], "P495": ["Q45", "Q29"], "P364": ["Q5146"],
                 "P577": [_day("2023-06-30")], "P2047": [("122", "decimal")]}),
    "Q120502": ("Aldersund", {"nb": "Aldersund"}, "town in Norway", [], {"P31": ["Q515"], "P17": ["Q20"]}),
    "Q120501": ("Aldersund International Film Festival", {"nb": "Aldersund internasjonale filmfestival"},
                "annual film festival held in Aldersund, Norway", ["AIFF"],
                {"P31": ["Q220505"], "P276": ["Q120502"], "P17": ["Q20"], "P571": [_day("1987-01-01")]}),
    "Q120511": ("35th Aldersund International Film Festival", {}, None, ["Aldersund 2022"],
                {"P31": ["Q27787439"], "P179": ["Q120501"], "P580": [_day("2022-10-20")],
                 "P582": [_day("2022-10-29")], "P1545": [("35", None)]}),
    "Q120512": ("36th Aldersund International Film Festival", {}, None, ["Aldersund 2023"],
                {"P31": ["Q27787439"], "P179": ["Q120501"], "P580": [_day("2023-10-19")],
                 "P582": [_day("2023-10-28")], "P1545": [("36", None)]}),
    "Q120521": ("Golden Gull", {"nb": "Gullmåken"}, "main prize of the Aldersund International Film Festival", [],
                {"P31": ["Q4220917"], "P1027": ["Q120501"]}),
    "Q120522": ("Silver Gull for Best Director", {}, None, [], {"P31": ["Q4220917"], "P1027": ["Q120501"]}),
    "Q120523": ("Gull Award for Best Actress", {}, None, [], {"P31": ["Q4220917"], "P1027": ["Q120501"]}),
    "Q120524": ("Gull Award for Best Actor", {}, None, [], {"P31": ["Q4220917"], "P1027": ["Q120501"]}),
    "Q120525": ("Aldersund Audience Award", {}, None, [], {"P31": ["Q4220917"], "P1027": ["Q120501"]}),
}
# full statements: (subject, pid, value, {qualifier pid: value}); each also gets its truthy wdt: triple
FV_E35, FV_E36 = "Q120511", "Q120512"
FV_D35, FV_D36 = _day("2022-10-29"), _day("2023-10-28")
FV_STATEMENTS = [
    ("Q120311", "P166", "Q120521", {"P585": FV_D35, "P805": FV_E35}),
    ("Q120401", "P166", "Q120522", {"P585": FV_D35, "P805": FV_E35, "P1686": "Q120312"}),
    ("Q120407", "P166", "Q120523", {"P585": FV_D35, "P805": FV_E35, "P1686": "Q120312"}),
    ("Q120408", "P166", "Q120524", {"P585": FV_D35, "P805": FV_E35, "P1686": "Q120311"}),
    ("Q120312", "P166", "Q120525", {"P585": FV_D35, "P805": FV_E35}),
    ("Q120313", "P166", "Q120521", {"P585": FV_D36, "P805": FV_E36}),
    ("Q120403", "P166", "Q120522", {"P585": FV_D36, "P805": FV_E36, "P1686": "Q120315"}),
    ("Q120405", "P166", "Q120523", {"P585": FV_D36, "P805": FV_E36, "P1686": "Q120314"}),
    ("Q120406", "P166", "Q120524", {"P585": FV_D36, "P805": FV_E36, "P1686": "Q120316"}),
    ("Q120315", "P166", "Q120525", {"P585": FV_D36, "P805": FV_E36}),
    ("Q120311", "P1411", "Q120521", {"P805": FV_E35}), ("Q120312", "P1411", "Q120521", {"P805": FV_E35}),
    ("Q120313", "P1411", "Q120521", {"P805": FV_E36}), ("Q120314", "P1411", "Q120521", {"P805": FV_E36}),
    ("Q120315", "P1411", "Q120521", {"P805": FV_E36}), ("Q120316", "P1411", "Q120521", {"P805": FV_E36}),
    ("Q120311", "P161", "Q120408", {"P4633": ("Einar", None)}),
    ("Q120311", "P161", "Q120405", {"P4633": ("Claire", None)}),
    ("Q120312", "P161", "Q120407", {"P4633": ("Greta Lorenz", None)}),
    ("Q120313", "P161", "Q120406", {"P4633": ("Father Anselmo", None)}),
    ("Q120314", "P161", "Q120405", {"P4633": ("Nadia", None)}),
    ("Q120315", "P161", "Q120408", {"P4633": ("Odd", None)}),
    ("Q120315", "P161", "Q120407", {"P4633": ("Ulla", None)}),
    ("Q120316", "P161", "Q120406", {"P4633": ("Vasco", None)}),
]


def _fv(*qids: str) -> set[str]:
    return {WD + q for q in qids}


def _fv_value(value) -> str:
    if isinstance(value, str):
        return WD + value
    return _typed(value[0], value[1]) if value[1] else _lit(value[0])


def _statement(n: int, subject: str) -> str:
    return WDS + f"{subject}-" + str(uuid.uuid5(uuid.NAMESPACE_URL, f"aldersund/{n}")).upper()


def festival_kg() -> str:
    """N-Triples of the Wikidata-style festival extract (truthy claims plus statement nodes)."""
    g = Graph()
    for pid, (label, full, qualifier) in FV_PROPERTIES.items():
        g.add(WD + pid, RDF_TYPE, WIKIBASE + "Property"), g.add(WD + pid, RDFS + "label", _lit(label, "en"))
        g.add(WD + pid, WIKIBASE + "directClaim", WDT + pid)
        if full:
            g.add(WD + pid, WIKIBASE + "claim", WDP + pid), g.add(WD + pid, WIKIBASE + "statementProperty", WPS + pid)
        if qualifier:
            g.add(WD + pid, WIKIBASE + "qualifier", WPQ + pid)
    for qid, (label, labels, description, aliases, claims) in FV_ITEMS.items():
        g.add(WD + qid, RDFS + "label", _lit(label, "en"))
        for lang, name in labels.items():
            g.add(WD + qid, RDFS + "label", _lit(name, lang))
        if description:
            g.add(WD + qid, SCHEMA + "description", _lit(description, "en"))
        for alias in aliases:
            g.add(WD + qid, SKOS + "altLabel", _lit(alias, "en"))
        for pid, values in claims.items():
            for value in values:
                g.add(WD + qid, WDT + pid, _fv_value(value))
    for n, (subject, pid, value, qualifiers) in enumerate(FV_STATEMENTS):
        s = _statement(n, subject)
        g.add(WD + subject, WDT + pid, WD + value), g.add(WD + subject, WDP + pid, s)
        g.add(s, RDF_TYPE, WIKIBASE + "Statement"), g.add(s, WPS + pid, WD + value)
        for qpid, qvalue in qualifiers.items():
            g.add(s, WPQ + qpid, _fv_value(qvalue))
    return g.text()


FESTIVAL_QUESTIONS = [
    ("Who directed The Salt Orchard?", _fv("Q120403")),
    ("Which film won the Golden Gull in 2022?", _fv("Q120311")),
    ("Which awards did Days of Ash win?", _fv("Q120521")),
    ("Who won the Gull Award for Best Actress in 2023?", _fv("Q120405")),
    ("For which film did Henrike Baumstark win the Gull Award for Best Actress?", _fv("Q120312")),
    ("Which films were nominated for the Golden Gull?", _fv("Q120311", "Q120312", "Q120313", "Q120314", "Q120315",
                                                            "Q120316")),
    ("Which films were nominated for the Golden Gull at the 36th Aldersund International Film Festival?",
     _fv("Q120313", "Q120314", "Q120315", "Q120316")),
    ("Who played Claire in The Salt Orchard?", _fv("Q120405")),
    ("What role did Joaquim Sepúlveda play in O Último Farol?", {"Vasco"}),
    ("When was Northbound Static released?", {"2023-10-05T00:00:00Z"}),
    ("How long is Los días de ceniza?", {"131"}),
    ("What is the country of origin of Northbound Static?", _fv("Q20", "Q183")),
    ("Where is the Aldersund International Film Festival held?", _fv("Q120502")),
    ("When did the 35th Aldersund International Film Festival start?", {"2022-10-20T00:00:00Z"}),
    ("Who awards the Silver Gull for Best Director?", _fv("Q120501")),
    ("Which films did Tomás Arriaga Vidal direct?", _fv("Q120313", "Q120316")),
    ("What is the original language of La quiete del porto?", _fv("Q652")),
    ("In which films did Sindre Lauvås act?", _fv("Q120311", "Q120315")),
    ("how many films did maren holtvik direct", {"2"}),
    ("Who won the Silver Gull for Best Director?", _fv("Q120401", "Q120403")),
    ("Who directed Northbund Static?", _fv("Q120403")),  # misspelt: Northbound
    ("Who directed the film that won the Golden Gull in 2023?", _fv("Q120402")),
    ("What is the nationality of the actor who won the Gull Award for Best Actor in 2022?", _fv("Q20")),
    ("When did Maren Holtvik win the Silver Gull for Best Director?", {"2023-10-28T00:00:00Z"}),
    ("At which edition of the festival did The Salt Orchard win the Golden Gull?", _fv("Q120511")),
    ("Which films are from Norway?", _fv("Q120311", "Q120315")),
    ("Which award did Joaquim Sepulveda receive?", _fv("Q120524")),
    ("What is the French title of The Salt Orchard?", {"Le Verger de sel"}),
    ("What was the budget of Winter Ledger?", set()),  # no cost (P2130) in the KG
    ("Who produced The Harbour Quiet?", set()),  # no producer (P162)
    ("How many tickets were sold at the 36th Aldersund International Film Festival?", set()),  # no attendance
]
FESTIVAL_MADE_UP = ["Who directed The Pepper Orchard?", "Which film won the Bronze Gull in 2022?",
                    "Who won the Golden Gull at the Kessbury Film Festival?",
                    "For which film did Henrike Holtvik win the Gull Award for Best Actress?",
                    "When was Southbound Static released?", "Which films did Tomás Ferrandi direct?"]
FESTIVAL_GRAPHS = [
    ('[("The Salt Orchard", "director", ?x)]', _fv("Q120403")),
    ('[(?f, "nominated for", "Golden Gull"), (?f, "original language", ?x)]',
     _fv("Q9043", "Q188", "Q1321", "Q652", "Q5146")),
    ('[("Henrike Baumstark", "award received", ?s), (?s, "for work", ?x)]', _fv("Q120312")),
    ('[(?f, "director", "Tomás Arriaga Vidal"), (?f, "duration", ?x)]', {"131", "122"}),
    ('[("Silver Gull for Best Director", "conferred by", ?x)]', _fv("Q120501")),
    ('[("36th Aldersund International Film Festival", "part of the series", ?e), (?e, "location", ?x)]',
     _fv("Q120502")),
]


# ---- patents (publication-number IRIs, vCard parties, SKOS CPC, n-ary citations) --------------------------
PT = "https://ipdata.tellmark.example/"
PTO = "https://ipdata.tellmark.example/def/patent#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
PT_OFFICES = {"EP": "European Patent Office", "US": "United States Patent and Trademark Office",
              "WO": "World Intellectual Property Organization"}
PT_INVENTORS = {"inv-000731": "Ingrid Solheim", "inv-000732": "Kaito Morimura", "inv-000733": "Dana Whitcombe",
                "inv-000734": "Petra Hrubá", "inv-000735": "Anselm Krüger", "inv-000736": "Leonie Abara",
                "inv-000737": "Ravi Chandrapal", "inv-000738": "Yusuf Demirel"}
PT_APPLICANTS = {  # id: (name, locality, country)
    "asg-0041": ("Fjellstad Energy AS", "Trondheim", "Norway"),
    "asg-0042": ("Corvalis Battery Inc.", "Austin", "United States"),
    "asg-0043": ("Veldhoven Additive B.V.", "Helmond", "Netherlands"),
    "asg-0044": ("Pulsewise Labs LLC", "Boulder", "United States"),
    "asg-0045": ("Brackwater Technologies Ltd", "Aberdeen", "United Kingdom"),
}
PT_CPC = {  # key: (notation, label, broader key or None)
    "H": ("H", "Electricity", None),
    "B": ("B", "Performing operations; transporting", None),
    "A": ("A", "Human necessities", None),
    "C": ("C", "Chemistry; metallurgy", None),
    "H01M": ("H01M", "Processes or means, e.g. batteries, for the direct conversion of chemical energy into "
                     "electrical energy", "H"),
    "B33Y": ("B33Y", "Additive manufacturing, i.e. manufacturing of three-dimensional [3-D] objects by additive "
                     "deposition", "B"),
    "A61B": ("A61B", "Diagnosis; surgery; identification", "A"),
    "C02F": ("C02F", "Treatment of water, waste water, sewage, or sludge", "C"),
    "H01M10-0525": ("H01M 10/0525", "Rocking-chair batteries, i.e. batteries with lithium insertion or "
                                    "intercalation in both electrodes; Lithium-ion batteries", "H01M"),
    "H01M4-134": ("H01M 4/134", "Electrodes based on metals, Si or alloys", "H01M"),
    "B33Y10-00": ("B33Y 10/00", "Processes of additive manufacturing", "B33Y"),
    "B33Y70-00": ("B33Y 70/00", "Materials specially adapted for additive manufacturing", "B33Y"),
    "A61B5-024": ("A61B 5/024", "Measuring pulse rate or heart rate", "A61B"),
    "C02F1-44": ("C02F 1/44", "Treatment of water by dialysis, osmosis or reverse osmosis", "C02F"),
}
# number: (title en, title de or None, application number, filing date, publication date, claims,
#          [inventors], [applicants], [CPC keys])
PT_PUBS = {
    "EP3981442B1": ("Silicon-graphite composite anode for lithium-ion cells",
                    "Silizium-Graphit-Verbundanode für Lithium-Ionen-Zellen", "EP19207411.3", "2019-11-04",
                    "2023-06-21", 14, ["inv-000731", "inv-000732"], ["asg-0041"], ["H01M10-0525", "H01M4-134"]),
    "US11205678B2": ("Electrolyte additive for suppressing lithium dendrite growth", None, "16/821,447",
                     "2020-03-17", "2021-12-21", 20, ["inv-000732", "inv-000733"], ["asg-0042"], ["H01M10-0525"]),
    "US10845112B2": ("Lithium-ion cell with pre-lithiated anode", None, "15/975,120", "2018-05-09", "2020-11-24", 18,
                     ["inv-000733"], ["asg-0042"], ["H01M10-0525", "H01M4-134"]),
    "EP4012233A1": ("Method for printing metal lattices by directed energy deposition",
                    "Verfahren zum Drucken von Metallgittern durch gerichtete Energieabscheidung", "EP21182990.1",
                    "2021-06-30", "2022-06-15", 11, ["inv-000734", "inv-000735"], ["asg-0043"], ["B33Y10-00"]),
    "EP3760021B1": ("Powder composition for additive manufacturing of titanium parts",
                    "Pulverzusammensetzung für die additive Fertigung von Titanbauteilen", "EP18212034.6",
                    "2018-12-12", "2021-09-08", 9, ["inv-000735"], ["asg-0043"], ["B33Y70-00"]),
    "US11432019B1": ("Wrist-worn optical heart rate sensor with motion compensation", None, "17/181,903",
                     "2021-02-22", "2022-09-06", 16, ["inv-000736", "inv-000737"], ["asg-0044"], ["A61B5-024"]),
    "WO2022184410A1": ("Ceramic membrane for reverse osmosis desalination", None, "PCT/GB2022/050531",
                       "2022-02-28", "2022-09-09", 22, ["inv-000738", "inv-000731"], ["asg-0045"], ["C02F1-44"]),
    "US11659887B2": ("Solid-state battery with sulfide electrolyte", None, "17/399,664", "2021-08-11", "2023-05-23",
                     12, ["inv-000732", "inv-000731"], ["asg-0041", "asg-0042"], ["H01M10-0525"]),
    "EP4101178B1": ("Heart rate monitoring earbud", "Ohrhörer zur Herzfrequenzüberwachung", "EP20200312.8",
                    "2020-10-05", "2024-01-17", 15, ["inv-000736"], ["asg-0044"], ["A61B5-024"]),
}
PT_CITATIONS = [  # (citing, cited, category, phase)
    ("EP3981442B1", "US10845112B2", "Y", "search"), ("US11205678B2", "US10845112B2", "A", "examination"),
    ("US11659887B2", "US11205678B2", "X", "examination"), ("US11659887B2", "EP3981442B1", "Y", "examination"),
    ("US11659887B2", "US10845112B2", "A", "examination"), ("EP4012233A1", "EP3760021B1", "X", "search"),
    ("EP4101178B1", "US11432019B1", "A", "search"),
]


def _pub(*numbers: str) -> set[str]:
    return {f"{PT}publication/{n}" for n in numbers}


def _party(*ids: str) -> set[str]:
    return {f"{PT}party/{i}" for i in ids}


def _cpc(key: str) -> str:
    return f"{PT}cpc/{key}"


def _pub_number(number: str) -> str:
    """'EP3981442B1' -> 'EP 3981442 B1'."""
    return f"{number[:2]} {number[2:-2]} {number[-2:]}"


def patents_kg() -> str:
    """N-Triples of the patent-publication KG."""
    g = Graph()
    scheme = PT + "cpc"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme")
    g.add(scheme, SKOS + "prefLabel", _lit("Cooperative Patent Classification", "en"))
    for key, (notation, label, broader) in PT_CPC.items():
        c = _cpc(key)
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "notation", _lit(notation))
        g.add(c, SKOS + "prefLabel", _lit(label, "en")), g.add(c, SKOS + "inScheme", scheme)
        if broader:
            g.add(c, SKOS + "broader", _cpc(broader))
    for code, name in PT_OFFICES.items():
        o = f"{PT}office/{code}"
        g.add(o, RDF_TYPE, PTO + "PatentOffice"), g.add(o, RDFS + "label", _lit(name, "en"))
        g.add(o, SKOS + "notation", _lit(code))
    for pid, name in PT_INVENTORS.items():
        p = f"{PT}party/{pid}"
        g.add(p, RDF_TYPE, VCARD + "Individual"), g.add(p, VCARD + "fn", _lit(name))
    for pid, (name, locality, country) in PT_APPLICANTS.items():
        p, a = f"{PT}party/{pid}", f"_:addr_{pid.replace('-', '_')}"
        g.add(p, RDF_TYPE, VCARD + "Organization"), g.add(p, VCARD + "fn", _lit(name))
        g.add(p, VCARD + "hasAddress", a), g.add(a, RDF_TYPE, VCARD + "Address")
        g.add(a, VCARD + "locality", _lit(locality)), g.add(a, VCARD + "country-name", _lit(country))
    for number, (title, title_de, app, filed, published, claims, inventors, applicants, cpcs) in PT_PUBS.items():
        p = f"{PT}publication/{number}"
        g.add(p, RDF_TYPE, PTO + "Publication"), g.add(p, DCT + "title", _lit(title, "en"))
        if title_de:
            g.add(p, DCT + "title", _lit(title_de, "de"))
        g.add(p, PTO + "publicationNumber", _lit(_pub_number(number))), g.add(p, PTO + "kindCode", _lit(number[-2:]))
        g.add(p, PTO + "publicationAuthority", f"{PT}office/{number[:2]}")
        g.add(p, PTO + "applicationNumber", _lit(app))
        g.add(p, PTO + "filingDate", _typed(filed, "date"))
        g.add(p, PTO + "publicationDate", _typed(published, "date"))
        g.add(p, PTO + "claimCount", _typed(claims, "integer"))
        for i in inventors:
            g.add(p, PTO + "inventor", f"{PT}party/{i}")
        for a in applicants:
            g.add(p, PTO + "applicant", f"{PT}party/{a}")
        for c in cpcs:
            g.add(p, PTO + "cpcClassification", _cpc(c))
    for citing, cited, category, phase in PT_CITATIONS:
        c = f"{PT}citation/{citing}/{cited}"
        g.add(c, RDF_TYPE, PTO + "Citation"), g.add(c, PTO + "citingPublication", f"{PT}publication/{citing}")
        g.add(c, PTO + "citedPublication", f"{PT}publication/{cited}")
        g.add(c, PTO + "citationCategory", _lit(category)), g.add(c, PTO + "citationPhase", _lit(phase))
    return g.text()


PATENTS_QUESTIONS = [
    ("Who invented EP3981442B1?", _party("inv-000731", "inv-000732")),
    ("What is the title of US11205678B2?", {"Electrolyte additive for suppressing lithium dendrite growth"}),
    ("Which patents has Kaito Morimura invented?", _pub("EP3981442B1", "US11205678B2", "US11659887B2")),
    ("Which company holds the patent for the wrist-worn optical heart rate sensor with motion compensation?",
     _party("asg-0044")),
    ("When was US10845112B2 filed?", {"2018-05-09"}),
    ("When was the Ceramic membrane for reverse osmosis desalination published?", {"2022-09-09"}),
    ("Which patents does US11659887B2 cite?", _pub("US11205678B2", "EP3981442B1", "US10845112B2")),
    ("Which patents cite US 10845112 B2?", _pub("EP3981442B1", "US11205678B2", "US11659887B2")),
    ("Which CPC classes is EP3981442B1 classified in?", {_cpc("H01M10-0525"), _cpc("H01M4-134")}),
    ("What is the CPC code for processes of additive manufacturing?", {"B33Y 10/00"}),
    ("Which patents are classified under B33Y 70/00?", _pub("EP3760021B1")),
    ("How many claims does US11432019B1 have?", {"16"}),
    ("In which city is Veldhoven Additive B.V. located?", {"Helmond"}),
    ("Which patents did Corvalis Battery apply for?", _pub("US11205678B2", "US10845112B2", "US11659887B2")),
    ("Which companies has Ingrid Solheim filed patents with?", _party("asg-0041", "asg-0042", "asg-0045")),
    ("Which office published WO2022184410A1?", {PT + "office/WO"}),
    ("What is the kind code of EP4012233A1?", {"A1"}),
    ("Who invented the patent cited by EP4012233A1?", _party("inv-000735")),
    ("What category was EP3760021B1 cited as by EP4012233A1?", {"X"}),
    ("What is the German title of EP3981442B1?", {"Silizium-Graphit-Verbundanode für Lithium-Ionen-Zellen"}),
    ("Which patents were filed in 2021?", _pub("EP4012233A1", "US11432019B1", "US11659887B2")),
    ("which patents are about lithium-ion batteries", _pub("EP3981442B1", "US11205678B2", "US10845112B2",
                                                          "US11659887B2")),
    ("Who invented the Heart rate monitring earbud?", _party("inv-000736")),  # misspelt: monitoring
    ("What is the publication number of the solid-state battery with sulfide electrolyte patent?", {"US 11659887 B2"}),
    ("Which section does CPC subclass H01M belong to?", {_cpc("H")}),
    ("How many patents does Pulsewise Labs hold?", {"2"}),
    ("In which country is Fjellstad Energy based?", {"Norway"}),
    ("What is the application number of US11432019B1?", {"17/181,903"}),
    ("When does EP3981442B1 expire?", set()),  # no expiry / legal status in the KG
    ("Who is the patent attorney for US11205678B2?", set()),  # no representatives
    ("How much did Corvalis Battery pay in renewal fees?", set()),  # no fees
]
PATENTS_MADE_UP = ["Which patents has Kaito Solheim invented?",
                   "Which company holds the patent for the wrist-worn optical glucose sensor?",
                   "Which patents did Halberd Batteries apply for?", "What is the title of US10999123B2?",
                   "In which city is Corvalis Additive located?", "Who invented the Graphene supercapacitor electrode?"]
PATENTS_GRAPHS = [
    ('[("EP3981442B1", "inventor", ?x)]', _party("inv-000731", "inv-000732")),
    ('[(?p, "applicant", "Corvalis Battery Inc."), (?p, "filing date", ?x)]', {"2020-03-17", "2018-05-09",
                                                                               "2021-08-11"}),
    ('[(?c, "citing publication", "US11659887B2"), (?c, "cited publication", ?x)]',
     _pub("US11205678B2", "EP3981442B1", "US10845112B2")),
    ('[("US11432019B1", "CPC classification", ?k), (?k, "broader", ?x)]', {_cpc("A61B")}),
    ('[(?x, "inventor", "Leonie Abara")]', _pub("US11432019B1", "EP4101178B1")),
    ('[(?p, "inventor", "Anselm Krüger"), (?p, "title", ?x)]',
     {"Method for printing metal lattices by directed energy deposition",
      "Verfahren zum Drucken von Metallgittern durch gerichtete Energieabscheidung",
      "Powder composition for additive manufacturing of titanium parts",
      "Pulverzusammensetzung für die additive Fertigung von Titanbauteilen"}),
]


# ---- courses (bilingual schema.org module catalogue: prerequisites, course instances, programmes) ----------
AB = "https://catalogue.aberdyfan.ac.example/"
ABV = "https://catalogue.aberdyfan.ac.example/def#"
AB_FACULTY = ("Faculty of Science", "Cyfadran Gwyddoniaeth")
AB_DEPTS = {"CS": ("Computer Science", "Cyfrifiadureg"), "MA": ("Mathematics", "Mathemateg"),
            "CH": ("Chemistry", "Cemeg"), "CY": ("Welsh", "Cymraeg")}
AB_STAFF = {  # id: (name, job title, department)
    "s0901": ("Dr Rhiannon Pryce", "Senior Lecturer", "CS"),
    "s0902": ("Prof. Idris Okafor-Lewis", "Professor", "CS"),
    "s0903": ("Mr Gethin Vaughan", "Lecturer", "CS"),
    "s0904": ("Dr Anouk Verbeek", "Lecturer", "MA"),
    "s0905": ("Dr Carys Bowen-Thomas", "Reader", "MA"),
    "s0906": ("Dr Tomasz Wilk", "Senior Lecturer", "CH"),
    "s0907": ("Ms Elin Haf Jenkins", "Tiwtor Iaith", "CY"),
}
AB_S1, AB_S2 = "2024-09-30", "2025-01-27"
# code: (English name or None, Welsh name or None, credits, level, language, dept, [prerequisites],
#        instructor, mode, start, [(assessment method, weight)])
AB_MODULES = {
    "CS1011": ("Introduction to Programming", "Cyflwyniad i Raglennu", 20, 4, "en", "CS", [], "s0903", "onsite",
               AB_S1, [("Coursework", 60), ("Exam", 40)]),
    "CS1022": ("Discrete Mathematics for Computing", None, 20, 4, "en", "CS", [], "s0904", "onsite", AB_S2, []),
    "CS2041": ("Data Structures and Algorithms", None, 20, 5, "en", "CS", ["CS1011", "CS1022"], "s0901", "onsite",
               AB_S1, [("Exam", 70), ("Coursework", 30)]),
    "CS2055": ("Databases", "Cronfeydd Data", 10, 5, "en", "CS", ["CS1011"], "s0903", "online", AB_S2, []),
    "CS3012": ("Machine Learning", None, 20, 6, "en", "CS", ["CS2041", "MA2003"], "s0902", "blended", AB_S1,
               [("Exam", 50), ("Project", 50)]),
    "CS3090": ("Dissertation", "Traethawd Hir", 40, 6, "en", "CS", ["CS2041"], "s0901", "onsite", AB_S1, []),
    "MA1001": ("Calculus I", "Calcwlws I", 20, 4, "en", "MA", [], "s0904", "onsite", AB_S1,
               [("Exam", 80), ("Coursework", 20)]),
    "MA1002": ("Linear Algebra", None, 20, 4, "en", "MA", [], "s0905", "onsite", AB_S2, []),
    "MA2003": ("Probability and Statistics", None, 20, 5, "en", "MA", ["MA1001"], "s0904", "blended", AB_S2, []),
    "MA2010": ("Calculus II", None, 20, 5, "en", "MA", ["MA1001"], "s0905", "onsite", AB_S2, []),
    "CH1004": ("General Chemistry", "Cemeg Gyffredinol", 20, 4, "en", "CH", [], "s0906", "onsite", AB_S1, []),
    "CH2031": ("Organic Chemistry", None, 20, 5, "en", "CH", ["CH1004"], "s0906", "onsite", AB_S2, []),
    "CY1050": (None, "Cymraeg Proffesiynol", 10, 4, "cy", "CY", [], "s0907", "online", AB_S1, []),
}
AB_PROGRAMMES = {  # code: (name, [modules])
    "G400": ("BSc Computer Science", ["CS1011", "CS1022", "MA1002", "CS2041", "CS2055", "CS3012", "CS3090", "CY1050"]),
    "G100": ("BSc Mathematics", ["MA1001", "MA1002", "MA2003", "MA2010", "CS1011"]),
    "F100": ("BSc Chemistry", ["CH1004", "CH2031", "MA1001"]),
}


def _mod(*codes: str) -> set[str]:
    return {f"{AB}module/{c[:2]}-{c[2:]}" for c in codes}


def _staff(*ids: str) -> set[str]:
    return {f"{AB}staff/{i}" for i in ids}


def _dept(key: str) -> str:
    return f"{AB}org/dept-{key.lower()}"


def _prog(*codes: str) -> set[str]:
    return {f"{AB}programme/{c}" for c in codes}


def courses_kg() -> str:
    """N-Triples of the bilingual module catalogue."""
    g = Graph()
    fac = AB + "org/faculty-science"
    g.add(fac, RDF_TYPE, SCHEMA + "Organization"), g.add(fac, RDFS + "label", _lit(AB_FACULTY[0], "en"))
    g.add(fac, RDFS + "label", _lit(AB_FACULTY[1], "cy"))
    for key, (en, cy) in AB_DEPTS.items():
        d = _dept(key)
        g.add(d, RDF_TYPE, SCHEMA + "Organization"), g.add(d, RDFS + "label", _lit(en, "en"))
        g.add(d, RDFS + "label", _lit(cy, "cy")), g.add(d, SCHEMA + "parentOrganization", fac)
    for sid, (name, title, dept) in AB_STAFF.items():
        s = next(iter(_staff(sid)))
        g.add(s, RDF_TYPE, SCHEMA + "Person"), g.add(s, SCHEMA + "name", _lit(name))
        g.add(s, SCHEMA + "jobTitle", _lit(title)), g.add(s, SCHEMA + "worksFor", _dept(dept))
    for code, (en, cy, credits, level, lang, dept, prereqs, teacher, mode, start, assessment) in AB_MODULES.items():
        m = next(iter(_mod(code)))
        g.add(m, RDF_TYPE, SCHEMA + "Course"), g.add(m, SCHEMA + "courseCode", _lit(code))
        if en:
            g.add(m, SCHEMA + "name", _lit(en, "en"))
        if cy:
            g.add(m, SCHEMA + "name", _lit(cy, "cy"))
        g.add(m, SCHEMA + "numberOfCredits", _typed(credits, "integer"))
        g.add(m, SCHEMA + "educationalLevel", _lit(f"Level {level}")), g.add(m, SCHEMA + "inLanguage", _lit(lang))
        g.add(m, SCHEMA + "provider", _dept(dept))
        for p in prereqs:
            g.add(m, SCHEMA + "coursePrerequisites", next(iter(_mod(p))))
        inst = f"{m}/2024-25"
        g.add(m, SCHEMA + "hasCourseInstance", inst), g.add(inst, RDF_TYPE, SCHEMA + "CourseInstance")
        g.add(inst, SCHEMA + "instructor", next(iter(_staff(teacher))))
        g.add(inst, SCHEMA + "courseMode", _lit(mode)), g.add(inst, SCHEMA + "startDate", _typed(start, "date"))
        for n, (method, weight) in enumerate(assessment):
            b = f"_:assess_{code}_{n}"
            g.add(m, ABV + "assessmentComponent", b), g.add(b, ABV + "method", _lit(method))
            g.add(b, ABV + "weightPercent", _typed(weight, "integer"))
    for code, (name, modules) in AB_PROGRAMMES.items():
        p = next(iter(_prog(code)))
        g.add(p, RDF_TYPE, SCHEMA + "EducationalOccupationalProgram"), g.add(p, SCHEMA + "name", _lit(name, "en"))
        g.add(p, SCHEMA + "programType", _lit("undergraduate")), g.add(p, SCHEMA + "timeToComplete", _lit("P3Y"))
        g.add(p, SCHEMA + "provider", fac)
        for mcode in modules:
            g.add(p, SCHEMA + "hasCourse", next(iter(_mod(mcode))))
    return g.text()


COURSES_QUESTIONS = [
    ("What are the prerequisites for Machine Learning?", _mod("CS2041", "MA2003")),
    ("Who teaches Data Structures and Algorithms?", _staff("s0901")),
    ("How many credits is CS3090 worth?", {"40"}),
    ("Which modules require Introduction to Programming?", _mod("CS2041", "CS2055")),
    ("Which department offers Organic Chemistry?", {_dept("CH")}),
    ("Which modules are part of the BSc Computer Science?", _mod("CS1011", "CS1022", "MA1002", "CS2041", "CS2055",
                                                                "CS3012", "CS3090", "CY1050")),
    ("Which programmes include Linear Algebra?", _prog("G400", "G100")),
    ("What is the Welsh name of Introduction to Programming?", {"Cyflwyniad i Raglennu"}),
    ("Which modules does Anouk Verbeek teach?", _mod("MA1001", "MA2003", "CS1022")),
    ("What is the module code of Probability and Statistics?", {"MA2003"}),
    ("How is the Databases module delivered?", {"online"}),
    ("What is Rhiannon Pryce's job title?", {"Senior Lecturer"}),
    ("What level is Calculus II?", {"Level 5"}),
    ("Which modules are at Level 6?", _mod("CS3012", "CS3090")),
    ("How much is the exam worth in Data Structures and Algorithms?", {"70"}),
    ("which department does gethin vaughan work in", {_dept("CS")}),
    ("When does Calculus I start?", {AB_S1}),
    ("Which faculty is the Department of Chemistry part of?", {AB + "org/faculty-science"}),
    ("Who teaches the prerequisites of Machine Learning?", _staff("s0901", "s0904")),
    ("What are the prerequisites for Probabilty and Statistics?", _mod("MA1001")),  # misspelt: Probability
    ("How many modules does Carys Bowen-Thomas teach?", {"2"}),
    ("Which modules are taught in Welsh?", _mod("CY1050")),
    ("How long does the BSc Mathematics take?", {"P3Y"}),
    ("Which modules are worth 10 credits?", _mod("CS2055", "CY1050")),
    ("Who teaches Cymraeg Proffesiynol?", _staff("s0907")),
    ("What do I need to take before the dissertation?", _mod("CS2041")),
    ("Which modules of the BSc Chemistry are offered by the Mathematics department?", _mod("MA1001")),
    ("Which department is Cemeg Gyffredinol offered by?", {_dept("CH")}),
    ("What are the tuition fees for the BSc Computer Science?", set()),  # no fees in the KG
    ("Which room is Organic Chemistry taught in?", set()),  # no rooms or locations
    ("How many students are enrolled in Databases?", set()),  # no enrolments
]
COURSES_MADE_UP = ["What are the prerequisites for Quantum Computing?", "Who teaches Inorganic Chemistry?",
                   "Which modules does Rhiannon Verbeek teach?", "Which programmes include Linear Topology?",
                   "How many credits is CS4099 worth?", "Which department offers Marine Biology?"]
COURSES_GRAPHS = [
    ('[("Machine Learning", "course prerequisites", ?x)]', _mod("CS2041", "MA2003")),
    ('[("Data Structures and Algorithms", "course instance", ?i), (?i, "instructor", ?x)]', _staff("s0901")),
    ('[("BSc Computer Science", "has course", ?m), (?m, "credits", ?x)]', {"20", "10", "40"}),
    ('[(?m, "provider", "Mathematics"), (?m, "course code", ?x)]', {"MA1001", "MA1002", "MA2003", "MA2010"}),
    ('[("Dr Tomasz Wilk", "works for", ?x)]', {_dept("CH")}),
    ('[("Organic Chemistry", "prerequisite", ?p), (?p, "name", ?x)]', {"General Chemistry", "Cemeg Gyffredinol"}),
]


# ---- shipping (vessel register: IMO IRIs, UPPER-CASE names, voyages with blank-node port calls) -----------
SH = "https://registry.tidemark.example/"
SHP = "https://registry.tidemark.example/def/shipping#"
EUC = "http://publications.europa.eu/resource/authority/country/"
SH_COUNTRIES = {"NOR": ("Norway", {"nb": "Norge"}), "NLD": ("Netherlands", {"nl": "Nederland"}),
                "DEU": ("Germany", {"de": "Deutschland"}), "GBR": ("United Kingdom", {}),
                "ISL": ("Iceland", {"is": "Ísland"}), "PRT": ("Portugal", {"pt": "Portugal"})}
SH_PORTS = {  # LOCODE: (name, ASCII alias or None, country)
    "NOKSV": ("Kessvik", None, "NOR"), "NOHRD": ("Hardangsøy", "Hardangsoy", "NOR"),
    "NLBWD": ("Brakwaard", None, "NLD"), "DEFLH": ("Flensholm", None, "DEU"),
    "GBTRW": ("Tarrow Haven", None, "GBR"), "ISSKV": ("Skarðsvík", "Skardsvik", "ISL"),
    "PTAVZ": ("Porto Alvaraz", None, "PRT"),
}
SH_TYPES = {"container": "Container ship", "roro": "Ro-ro cargo ship", "bulk": "Bulk carrier",
            "reefer": "Refrigerated cargo ship", "tanker": "Chemical tanker"}
SH_COMMODITIES = {"containers": "Containerised goods", "fish": "Frozen fish", "vehicles": "Vehicles",
                  "pellets": "Wood pellets"}
SH_OPERATORS = {"kfl": "Kessvik Feeder Lines AS", "wls": "Waardlijn Shipping B.V.", "ams": "Alvaraz Marítima S.A.",
                "nhs": "Norðurhaf Shipping ehf."}
# IMO: (name, former name, MMSI, type, flag, gross tonnage, year built, operator, home port)
SH_VESSELS = {
    "9734512": ("NORDIC TERN", "TERN EXPRESS", "257118000", "container", "NOR", 9940, 2016, "kfl", "NOKSV"),
    "9612087": ("STELLA BRAKWAARD", None, "244730512", "roro", "NLD", 23400, 2012, "wls", "NLBWD"),
    "9801224": ("ALVARAZ TRADER", None, "263511820", "bulk", "PRT", 19850, 2018, "ams", "PTAVZ"),
    "9455310": ("SKARDSVIK", None, "251604110", "reefer", "ISL", 5120, 2009, "nhs", "ISSKV"),
    "9866013": ("FLENSHOLM SPIRIT", None, "218092340", "container", "DEU", 17200, 2020, "wls", "DEFLH"),
    "9590775": ("TARROW LASS", None, "235081266", "tanker", "GBR", 8230, 2011, "kfl", "GBTRW"),
}
# voyage id: (voyage number, vessel, [(port, arrival or None, departure or None)], (commodity, quantity, unit))
SH_VOYAGES = {
    "KFL-2024-117": ("117N", "9734512", [("NLBWD", None, "2024-03-02T06:00:00Z"),
                                         ("DEFLH", "2024-03-04T14:30:00Z", "2024-03-05T02:00:00Z"),
                                         ("NOKSV", "2024-03-07T09:15:00Z", None)], ("containers", "612", "TEU")),
    "KFL-2024-118": ("118S", "9734512", [("NOKSV", None, "2024-03-09T18:00:00Z"),
                                         ("NOHRD", "2024-03-10T07:40:00Z", "2024-03-10T20:00:00Z"),
                                         ("NLBWD", "2024-03-13T11:00:00Z", None)], ("fish", "3400", "t")),
    "WLS-2024-031": ("031W", "9612087", [("NLBWD", None, "2024-03-01T20:00:00Z"),
                                         ("GBTRW", "2024-03-02T16:20:00Z", None)], ("vehicles", "1450", "units")),
    "AMS-2024-009": ("009", "9801224", [("PTAVZ", None, "2024-02-20T10:00:00Z"),
                                        ("NLBWD", "2024-02-26T05:30:00Z", None)], ("pellets", "31000", "t")),
    "NHS-2024-044": ("044", "9455310", [("ISSKV", None, "2024-03-03T08:00:00Z"),
                                        ("GBTRW", "2024-03-07T13:00:00Z", "2024-03-08T09:00:00Z"),
                                        ("PTAVZ", "2024-03-12T16:45:00Z", None)], ("fish", "4100", "t")),
    "WLS-2024-040": ("040E", "9866013", [("DEFLH", None, "2024-03-06T12:00:00Z"),
                                         ("NOKSV", "2024-03-08T07:00:00Z", None)], ("containers", "1020", "TEU")),
}


def _vessel(*imos: str) -> set[str]:
    return {f"{SH}vessel/IMO{i}" for i in imos}


def _port(*codes: str) -> set[str]:
    return {f"{SH}port/{c}" for c in codes}


def _voyage(*ids: str) -> set[str]:
    return {f"{SH}voyage/{i}" for i in ids}


def _op(key: str) -> str:
    return f"{SH}operator/{key}"


def shipping_kg() -> str:
    """N-Triples of the vessel register and voyage log."""
    g = Graph()
    for code, (name, names) in SH_COUNTRIES.items():
        c = EUC + code
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
        for lang, local in names.items():
            g.add(c, SKOS + "prefLabel", _lit(local, lang))
    for key, label in SH_TYPES.items():
        t = f"{SH}vesseltype/{key}"
        g.add(t, RDF_TYPE, SKOS + "Concept"), g.add(t, SKOS + "prefLabel", _lit(label, "en"))
    for key, label in SH_COMMODITIES.items():
        t = f"{SH}commodity/{key}"
        g.add(t, RDF_TYPE, SKOS + "Concept"), g.add(t, SKOS + "prefLabel", _lit(label, "en"))
    for key, name in SH_OPERATORS.items():
        g.add(_op(key), RDF_TYPE, FOAF + "Organization"), g.add(_op(key), FOAF + "name", _lit(name))
    for code, (name, alias, country) in SH_PORTS.items():
        p = f"{SH}port/{code}"
        g.add(p, RDF_TYPE, SHP + "Port"), g.add(p, SKOS + "prefLabel", _lit(name))
        if alias:
            g.add(p, SKOS + "altLabel", _lit(alias))
        g.add(p, SHP + "locode", _lit(code)), g.add(p, SHP + "country", EUC + country)
    for imo, (name, former, mmsi, kind, flag, gt, built, operator, home) in SH_VESSELS.items():
        v = f"{SH}vessel/IMO{imo}"
        g.add(v, RDF_TYPE, SHP + "Vessel"), g.add(v, SHP + "vesselName", _lit(name))
        if former:
            g.add(v, SHP + "formerName", _lit(former))
        g.add(v, SHP + "imoNumber", _lit(imo)), g.add(v, SHP + "mmsi", _lit(mmsi))
        g.add(v, SHP + "vesselType", f"{SH}vesseltype/{kind}"), g.add(v, SHP + "flagState", EUC + flag)
        g.add(v, SHP + "grossTonnage", _typed(gt, "integer")), g.add(v, SHP + "yearBuilt", _typed(built, "gYear"))
        g.add(v, SHP + "operator", _op(operator)), g.add(v, SHP + "homePort", f"{SH}port/{home}")
    for vid, (number, imo, calls, (commodity, quantity, unit)) in SH_VOYAGES.items():
        y, b = f"{SH}voyage/{vid}", vid.replace("-", "_")
        g.add(y, RDF_TYPE, SHP + "Voyage"), g.add(y, SHP + "voyageNumber", _lit(number))
        g.add(y, SHP + "vessel", f"{SH}vessel/IMO{imo}")
        for n, (port, arrival, departure) in enumerate(calls, 1):
            c = f"_:call_{b}_{n}"
            g.add(y, SHP + "portCall", c), g.add(c, RDF_TYPE, SHP + "PortCall")
            g.add(c, SHP + "port", f"{SH}port/{port}"), g.add(c, SHP + "callSequence", _typed(n, "integer"))
            if arrival:
                g.add(c, SHP + "arrivalTime", _typed(arrival, "dateTime"))
            if departure:
                g.add(c, SHP + "departureTime", _typed(departure, "dateTime"))
        c = f"_:cargo_{b}"
        g.add(y, SHP + "cargo", c), g.add(c, SHP + "commodity", f"{SH}commodity/{commodity}")
        g.add(c, SHP + "quantity", _typed(quantity, "decimal")), g.add(c, SHP + "unit", _lit(unit))
    return g.text()


SHIPPING_QUESTIONS = [
    ("Which company operates the Nordic Tern?", {_op("kfl")}),
    ("What flag does the Alvaraz Trader fly?", {EUC + "PRT"}),
    ("When was the Skardsvik built?", {"2009"}),
    ("What is the gross tonnage of Stella Brakwaard?", {"23400"}),
    ("Which vessels does Waardlijn Shipping operate?", _vessel("9612087", "9866013")),
    ("Which ports did voyage 117N call at?", _port("NLBWD", "DEFLH", "NOKSV")),
    ("When did the Nordic Tern arrive in Kessvik?", {"2024-03-07T09:15:00Z"}),
    ("What was the former name of the Nordic Tern?", {"TERN EXPRESS"}),
    ("What is the IMO number of the Tarrow Lass?", {"9590775"}),
    ("Which vessels are container ships?", _vessel("9734512", "9866013")),
    ("Which voyages carried frozen fish?", _voyage("KFL-2024-118", "NHS-2024-044")),
    ("How many tonnes of wood pellets did the Alvaraz Trader carry?", {"31000"}),
    ("Which ships sail under the Norwegian flag?", _vessel("9734512")),
    ("What is the home port of the Flensholm Spirit?", _port("DEFLH")),
    ("In which country is Porto Alvaraz?", {EUC + "PRT"}),
    ("Which vessel sailed voyage WLS-2024-031?", _vessel("9612087")),
    ("how many voyages did the nordic tern make", {"2"}),
    ("Which ports are in Norway?", _port("NOKSV", "NOHRD")),
    ("What is the UN/LOCODE of Tarrow Haven?", {"GBTRW"}),
    ("Which company operates the Flensholm Spirt?", {_op("wls")}),  # misspelt: Spirit
    ("Which company operates the ship that sailed voyage 009?", {_op("ams")}),
    ("Which vessels called at Tarrow Haven?", _vessel("9612087", "9455310")),
    ("Which vessel has the largest gross tonnage?", _vessel("9612087")),
    ("When did the Skardsvik leave Tarrow Haven?", {"2024-03-08T09:00:00Z"}),
    ("What is the MMSI of the Alvaraz Trader?", {"263511820"}),
    ("Which vessels were built after 2015?", _vessel("9734512", "9801224", "9866013")),
    ("What type of vessel is the Tarrow Lass?", {f"{SH}vesseltype/tanker"}),
    ("Under which flags do the ships of Kessvik Feeder Lines sail?", {EUC + "NOR", EUC + "GBR"}),
    ("Who is the captain of the Nordic Tern?", set()),  # no crew in the KG
    ("How much fuel did the Stella Brakwaard burn on voyage 031W?", set()),  # no fuel consumption
    ("What is the draught of the Alvaraz Trader?", set()),  # no draught / dimensions
]
SHIPPING_MADE_UP = ["Which company operates the Nordic Gull?", "What flag does the Alvaraz Pioneer fly?",
                    "When was the Tarrow Queen built?", "Which ports did voyage 512X call at?",
                    "What is the home port of the Brakwaard Spirit?",
                    "Which vessels does Kessvik Tanker Lines operate?"]
SHIPPING_GRAPHS = [
    ('[("NORDIC TERN", "operator", ?x)]', {_op("kfl")}),
    ('[(?v, "operated by", "Waardlijn Shipping B.V."), (?v, "gross tonnage", ?x)]', {"23400", "17200"}),
    ('[(?x, "flag state", "Norway")]', _vessel("9734512")),
    ('[("KFL-2024-118", "port call", ?c), (?c, "port", ?x)]', _port("NOKSV", "NOHRD", "NLBWD")),
    ('[("Porto Alvaraz", "country", ?x)]', {EUC + "PRT"}),
    ('[("ALVARAZ TRADER", "vessel type", ?x)]', {f"{SH}vesseltype/bulk"}),
]

KGS_K = {"drugs": (drugs_kg, DRUGS_QUESTIONS, DRUGS_MADE_UP, DRUGS_GRAPHS),
         "festival": (festival_kg, FESTIVAL_QUESTIONS, FESTIVAL_MADE_UP, FESTIVAL_GRAPHS),
         "patents": (patents_kg, PATENTS_QUESTIONS, PATENTS_MADE_UP, PATENTS_GRAPHS),
         "courses": (courses_kg, COURSES_QUESTIONS, COURSES_MADE_UP, COURSES_GRAPHS),
         "shipping": (shipping_kg, SHIPPING_QUESTIONS, SHIPPING_MADE_UP, SHIPPING_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_K, __doc__)
