"""An eighth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_g.py):

- `statistics`: a W3C RDF Data Cube of a fictional country's regional statistics: two `qb:DataSet`s titled by
  `dcterms:title` (with `dcterms:publisher` → an organisation named by `rdfs:label`, `dcterms:issued`
  xsd:date, `qb:structure` → a `qb:DataStructureDefinition` whose `qb:component` blank nodes name the
  dimensions and measures); every figure a `qb:Observation` (`…/data/population/VD01/2019/T`) with
  `qb:dataSet`, `sdmx-dimension:refArea` → an area IRI (`…/id/area/VD02`) named by `rdfs:label`,
  `sdmx-dimension:refPeriod` an xsd:gYear literal, `sdmx-dimension:sex` → an SDMX code (`sdmx-code:sex-F`,
  a `skos:Concept` with `skos:prefLabel`) or an age-group dimension of its own → `skos:Concept` codes, and
  one measure (`…/def/measure/population` xsd:integer, `…/def/measure/unemploymentRate` xsd:decimal,
  labelled by `rdfs:label`); the sdmx dimensions are labelled nowhere; regions `…/def/geo/within` the
  country; sex breakdowns exist for one year only, the 15-24 age group for one year only;
- `proteins`: UniProt core RDF: `up:Protein`s with accession IRIs (`…/uniprot/P0A7X3`) named only through
  `up:recommendedName` (or `up:submittedName` for an unreviewed entry) → a blank-node `up:Structured_Name`
  with `up:fullName`, some with `up:alternativeName` blank nodes; `up:mnemonic` (`P53_HUMAN`),
  `up:reviewed` xsd:boolean, `up:mass` xsd:int, `up:organism` → `…/taxonomy/9606` (`up:scientificName`,
  `up:commonName`), `up:encodedBy` → `up:Gene` nodes with hash IRIs (`…/P69905#gene-MD5…`) named by
  `skos:prefLabel`, `up:annotation` → `up:Function_Annotation` nodes (`…/P69905#SIP…`) whose text is an
  `rdfs:comment`, `up:classifiedWith` → GO term IRIs (`…/obo/GO_0020037`) with `rdfs:label`; two proteins
  share the full name "Cellular tumor antigen p53" (human and mouse);
- `heritage`: Europeana EDM: `ore:Aggregation`s (`…/aggregation/provider/90402/SK_C_5`) tie a
  `edm:ProvidedCHO` (`edm:aggregatedCHO`) to its `edm:dataProvider` (an organisation named by
  `skos:prefLabel`, one in @fr and @en), `edm:isShownAt` a web page IRI and `edm:rights`; the objects are
  titled by `dc:title` in @en and @nl or @fr (some in one language only), `dc:creator` either a plain
  literal ("Nicolas de Fer") or an `edm:Agent` IRI (`skos:prefLabel`, `skos:altLabel`, `edm:begin` /
  `edm:end` years), `dcterms:created` year literals, `dc:type` language-tagged literals (two per object for
  one provider: "painting"@en and "schilderij"@nl), `dcterms:spatial` → an `edm:Place` (GeoNames IRI,
  `skos:prefLabel`);
- `forum`: a SIOC/FOAF gardening community: `sioc:Forum`s (`dcterms:title`, `sioc:has_moderator`),
  `sioc:Post`s with numeric IRIs (`…/post/4412`), `sioc:has_container`, `sioc:content`, `dcterms:created`
  xsd:dateTime, `sioc:has_creator` → `sioc:UserAccount`s whose only name is a `sioc:name` nickname
  ("mossy_fern"); thread starters have a `dcterms:title`, replies none, only `sioc:reply_of` (replies to
  replies too); `sioc:topic` → `skos:Concept` tags (`skos:prefLabel`); `foaf:Person`s with external profile
  IRIs (`…/foaf.rdf#me`) named by `foaf:name` tie to their accounts by `foaf:account` or the older
  `foaf:holdsAccount` (one account also points back with `sioc:account_of`); one account has no person;
- `legislation`: ELI (European Legislation Identifier): `eli:LegalResource`s with ELI-path IRIs
  (`…/eli/reg/2019/117/oj`) carrying `eli:date_document` xsd:date, `eli:id_local` (a CELEX number),
  `eli:passed_by` → Publications Office corporate bodies (`skos:prefLabel` @en and @fr),
  `eli:type_document` → resource-type concepts ("Directive", "Regulation", "Decision"), `eli:is_about` →
  EuroVoc concepts, `eli:amends` / `eli:repeals` / `eli:cites` between acts; no title on an act itself:
  titles only on `eli:Expression` nodes (`…/oj/eng`, `…/oj/fra`) that `eli:realizes` it (one direction),
  `eli:title` @en or @fr (one act in English only) and a few `eli:title_short` ("Tyre Labelling
  Regulation"), `eli:language` a bare authority IRI.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_h.py [--json]
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import DCT, Graph  # noqa: E402

QB = "http://purl.org/linked-data/cube#"
SDMX_DIM = "http://purl.org/linked-data/sdmx/2009/dimension#"
SDMX_CODE = "http://purl.org/linked-data/sdmx/2009/code#"
UP = "http://purl.uniprot.org/core/"
EDM = "http://www.europeana.eu/schemas/edm/"
ORE = "http://www.openarchives.org/ore/terms/"
DC = "http://purl.org/dc/elements/1.1/"
SIOC = "http://rdfs.org/sioc/ns#"
ELI = "http://data.europa.eu/eli/ontology#"


# ---- statistics (W3C RDF Data Cube: observations with dimensions and measures) -----------------------
STAT = "http://stats.valdoria.example/"
ST_AREAS = {"VD": ("Valdoria", "Country", None), "VD01": ("Eastholm", "Region", "VD"),
            "VD02": ("Calder Coast", "Region", "VD"), "VD03": ("Marren Valley", "Region", "VD")}
ST_ORGS = {"vso": "Valdoria Statistical Office", "mol": "Valdoria Ministry of Labour"}
ST_SEX = {"T": "Total", "F": "Female", "M": "Male"}
ST_AGE = {"Y15-74": "15 to 74 years", "Y15-24": "15 to 24 years"}
# dataset: (title, publisher, issued, measure, second dimension)
ST_DATASETS = {"population": ("Regional Population Estimates", "vso", "2021-03-15", "population", "sex"),
               "unemployment": ("Regional Unemployment Rates", "mol", "2021-05-04", "unemploymentRate", "ageGroup")}
ST_MEASURES = {"population": ("Population", "integer"), "unemploymentRate": ("Unemployment rate", "decimal")}
ST_POPULATION = {  # (area, year, sex): persons
    ("VD01", 2019, "T"): 412870, ("VD01", 2020, "T"): 415302, ("VD01", 2020, "F"): 211048, ("VD01", 2020, "M"): 204254,
    ("VD02", 2019, "T"): 268115, ("VD02", 2020, "T"): 266940, ("VD02", 2020, "F"): 135812, ("VD02", 2020, "M"): 131128,
    ("VD03", 2019, "T"): 97436, ("VD03", 2020, "T"): 98210, ("VD03", 2020, "F"): 48975, ("VD03", 2020, "M"): 49235}
ST_UNEMPLOYMENT = {  # (area, year, age group): percent
    ("VD01", 2019, "Y15-74"): "6.4", ("VD01", 2020, "Y15-74"): "7.1", ("VD01", 2020, "Y15-24"): "14.8",
    ("VD02", 2019, "Y15-74"): "5.2", ("VD02", 2020, "Y15-74"): "6.8", ("VD02", 2020, "Y15-24"): "12.3",
    ("VD03", 2019, "Y15-74"): "8.3", ("VD03", 2020, "Y15-74"): "7.9", ("VD03", 2020, "Y15-24"): "17.6"}


def _st(kind: str, key: str) -> str:
    return f"{STAT}{kind}/{key}"


def statistics_kg() -> str:
    """N-Triples of the RDF Data Cube."""
    g = Graph()
    for key, (label, cls, within) in ST_AREAS.items():
        a = _st("id/area", key)
        g.add(a, RDF_TYPE, _st("def/geo", cls)), g.add(a, RDFS + "label", _lit(label, "en"))
        if within:
            g.add(a, _st("def/geo", "within"), _st("id/area", within))
    for key, label in ST_ORGS.items():
        o = _st("id/org", key)
        g.add(o, RDF_TYPE, FOAF + "Organization"), g.add(o, RDFS + "label", _lit(label, "en"))
    for code, label in ST_SEX.items():
        g.add(SDMX_CODE + f"sex-{code}", RDF_TYPE, SKOS + "Concept")
        g.add(SDMX_CODE + f"sex-{code}", SKOS + "prefLabel", _lit(label, "en"))
    for code, label in ST_AGE.items():
        c = _st("def/code/age", code)
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
    age = _st("def/dimension", "ageGroup")
    g.add(age, RDF_TYPE, QB + "DimensionProperty"), g.add(age, RDFS + "label", _lit("Age group", "en"))
    for key, (label, _) in ST_MEASURES.items():
        m = _st("def/measure", key)
        g.add(m, RDF_TYPE, QB + "MeasureProperty"), g.add(m, RDFS + "label", _lit(label, "en"))
    for key, (title, publisher, issued, measure, second) in ST_DATASETS.items():
        ds, dsd = _st("data", key), _st("def/dsd", key)
        g.add(ds, RDF_TYPE, QB + "DataSet"), g.add(ds, DCT + "title", _lit(title, "en"))
        g.add(ds, DCT + "publisher", _st("id/org", publisher)), g.add(ds, DCT + "issued", _typed(issued, "date"))
        g.add(ds, QB + "structure", dsd), g.add(dsd, RDF_TYPE, QB + "DataStructureDefinition")
        dims = [SDMX_DIM + "refArea", SDMX_DIM + "refPeriod", SDMX_DIM + "sex" if second == "sex" else age]
        for n, (kind, prop) in enumerate([("dimension", d) for d in dims] + [("measure", _st("def/measure", measure))]):
            c = f"_:{key}_component_{n}"
            g.add(dsd, QB + "component", c), g.add(c, QB + kind, prop)
    for key, table, measure, datatype, second in (
            ("population", ST_POPULATION, "population", "integer", SDMX_DIM + "sex"),
            ("unemployment", ST_UNEMPLOYMENT, "unemploymentRate", "decimal", age)):
        for (area, year, code), value in table.items():
            o = _st(f"data/{key}", f"{area}/{year}/{code}")
            g.add(o, RDF_TYPE, QB + "Observation"), g.add(o, QB + "dataSet", _st("data", key))
            g.add(o, SDMX_DIM + "refArea", _st("id/area", area))
            g.add(o, SDMX_DIM + "refPeriod", _typed(year, "gYear"))
            g.add(o, second, SDMX_CODE + f"sex-{code}" if key == "population" else _st("def/code/age", code))
            g.add(o, _st("def/measure", measure), _typed(value, datatype))
    return g.text()


def _area(*keys: str) -> set[str]:
    return {_st("id/area", k) for k in keys}


STATISTICS_QUESTIONS = [
    ("What was the unemployment rate in Eastholm in 2019?", {"6.4"}),
    ("what was the population of calder coast in 2020", {"266940"}),
    ("How many women lived in Marren Valley in 2020?", {"48975"}),
    ("What was the male population of Eastholm in 2020?", {"204254"}),
    ("What was the unemployment rate among 15 to 24 year olds in Calder Coast in 2020?", {"12.3"}),
    ("Which region had the highest unemployment rate in 2020?", _area("VD03")),
    ("Who publishes the Regional Population Estimates?", {_st("id/org", "vso")}),
    ("When was the Regional Unemployment Rates dataset issued?", {"2021-05-04"}),
    ("Which country is Eastholm in?", _area("VD")),
    ("Which regions are in Valdoria?", _area("VD01", "VD02", "VD03")),
    ("How many regions does Valdoria have?", {"3"}),
    ("In which year was the unemployment rate in Marren Valley 7.9 percent?", {"2020"}),
    ("What was the population of Marren Valley in 2019?", {"97436"}),
    ("How many people lived in Eastholm in 2019", {"412870"}),
    ("What age groups does the unemployment data cover?",
     {_st("def/code/age", "Y15-74"), _st("def/code/age", "Y15-24")}),
    ("what was the female population of calder coast in 2020", {"135812"}),
    ("Which regions had an unemployment rate above 7 percent in 2020?", _area("VD01", "VD03")),
    ("What was the unemployment rate in Eastholme in 2020?", {"7.1"}),  # misspelt: Eastholm
    ("How many observations are in the Regional Population Estimates?", {"12"}),
    ("Who published the dataset with Marren Valley's unemployment figures?", {_st("id/org", "mol")}),
    ("What was the unemployment rate in Calder Coast in 2019?", {"5.2"}),
    ("Which region had a population of 268115 in 2019?", _area("VD02")),
    ("What was the unemployment rate in Calder Coast in 2021?", set()),  # no 2021 figures in the KG
    ("What was the GDP of Eastholm in 2019?", set()),  # no GDP measure in the KG
    ("What is the average household income in Marren Valley?", set()),  # no income measure in the KG
]
STATISTICS_MADE_UP = ["What was the unemployment rate in Westholm in 2019?",
                      "What was the population of Calder Valley in 2020?",
                      "What was the unemployment rate in Brisca Fjordland in 2020?",
                      "Who published the Regional Housing Survey?", "Which regions are in Norvania?",
                      "How many women lived in Marren Coast in 2019?"]
STATISTICS_GRAPHS = [
    ('[("Eastholm", "part of", ?x)]', _area("VD")),
    ('[(?x, "region of", "Valdoria")]', _area("VD01", "VD02", "VD03")),
    ('[("Regional Unemployment Rates", "publisher", ?x)]', {_st("id/org", "mol")}),
    ('[(?o, "area", "Marren Valley"), (?o, "unemployment", ?x)]', {"8.3", "7.9", "17.6"}),
    ('[(?o, "region", "Calder Coast"), (?o, "population", ?x)]', {"268115", "266940", "135812", "131128"}),
    ('[(?o, "year", "2019"), (?o, "jobless rate", ?x)]', {"6.4", "5.2", "8.3"}),
]


# ---- proteins (UniProt core: names only through blank-node Structured_Names, genes, GO terms) --------
UNIPROT, TAXON = "http://purl.uniprot.org/uniprot/", "http://purl.uniprot.org/taxonomy/"
OBO = "http://purl.obolibrary.org/obo/"
PR_TAXA = {  # taxon id: (scientific name, common name)
    "9606": ("Homo sapiens", "Human"), "10090": ("Mus musculus", "Mouse"),
    "83333": ("Escherichia coli (strain K12)", None),
    "559292": ("Saccharomyces cerevisiae (strain ATCC 204508 / S288c)", "Baker's yeast")}
PR_GO = {"GO_0005344": "oxygen carrier activity", "GO_0020037": "heme binding", "GO_0005833": "hemoglobin complex",
         "GO_0005179": "hormone activity", "GO_0042593": "glucose homeostasis",
         "GO_0003700": "DNA-binding transcription factor activity", "GO_0006915": "apoptotic process",
         "GO_0004565": "beta-galactosidase activity", "GO_0005990": "lactose catabolic process",
         "GO_0003735": "structural constituent of ribosome", "GO_0003918": "DNA topoisomerase type II activity",
         "GO_0005524": "ATP binding", "GO_0004634": "phosphopyruvate hydratase activity",
         "GO_0006096": "glycolytic process"}
OXYGEN = "Involved in oxygen transport from the lung to the various peripheral tissues."
P53 = ("Acts as a tumor suppressor in many tumor types; induces growth arrest or apoptosis depending on the "
       "physiological circumstances and cell type.")
# accession: (full name, alternative names, mnemonic, reviewed, taxon, gene, mass, function or None, GO terms)
PR_PROTEINS = {
    "P69905": ("Hemoglobin subunit alpha", ["Alpha-globin", "Hemoglobin alpha chain"], "HBA_HUMAN", True, "9606",
               "HBA1", 15258, OXYGEN, ["GO_0005344", "GO_0020037", "GO_0005833"]),
    "P68871": ("Hemoglobin subunit beta", ["Beta-globin"], "HBB_HUMAN", True, "9606", "HBB", 15998, OXYGEN,
               ["GO_0005344", "GO_0020037"]),
    "P01308": ("Insulin", [], "INS_HUMAN", True, "9606", "INS", 11981, "Insulin decreases blood glucose concentration.",
               ["GO_0005179", "GO_0042593"]),
    "P04637": ("Cellular tumor antigen p53", ["Tumor suppressor p53", "Phosphoprotein p53"], "P53_HUMAN", True, "9606",
               "TP53", 43653, P53, ["GO_0003700", "GO_0006915"]),
    "P02340": ("Cellular tumor antigen p53", ["Tumor suppressor p53"], "P53_MOUSE", True, "10090", "Trp53", 43474, P53,
               ["GO_0003700"]),
    "P00722": ("Beta-galactosidase", ["Lactase"], "BGAL_ECOLI", True, "83333", "lacZ", 116483,
               "Hydrolyzes lactose to galactose and glucose.", ["GO_0004565", "GO_0005990"]),
    "P0A7X3": ("Small ribosomal subunit protein uS9", ["30S ribosomal protein S9"], "RS9_ECOLI", True, "83333", "rpsI",
               14856, "Part of the 30S ribosomal subunit.", ["GO_0003735"]),
    "P0AES4": ("DNA gyrase subunit A", [], "GYRA_ECOLI", True, "83333", "gyrA", 96964,
               "Negatively supercoils closed circular double-stranded DNA in an ATP-dependent manner.",
               ["GO_0003918", "GO_0005524"]),
    "P00924": ("Enolase 1", ["2-phosphoglycerate dehydratase 1"], "ENO1_YEAST", True, "559292", "ENO1", 46816,
               "Catalyzes the conversion of 2-phosphoglycerate to phosphoenolpyruvate during glycolysis.",
               ["GO_0004634", "GO_0006096"]),
    "A0A6L8PQ41": ("Uncharacterized protein", [], "A0A6L8PQ41_YEASX", False, "559292", "YLR154W-F", 23410, None, []),
}


def _hex(*parts: str) -> str:
    return hashlib.md5("/".join(parts).encode()).hexdigest().upper()


def _gene(acc: str) -> str:
    return f"{UNIPROT}{acc}#gene-MD5{_hex(acc, PR_PROTEINS[acc][5])}"


def _annotation(acc: str) -> str:
    return f"{UNIPROT}{acc}#SIP{_hex(acc, 'function')[:12]}"


def proteins_kg() -> str:
    """N-Triples of the UniProt-style KG."""
    g = Graph()
    for taxon, (scientific, common) in PR_TAXA.items():
        g.add(TAXON + taxon, RDF_TYPE, UP + "Taxon"), g.add(TAXON + taxon, UP + "scientificName", _lit(scientific))
        if common:
            g.add(TAXON + taxon, UP + "commonName", _lit(common))
    for term, label in PR_GO.items():
        g.add(OBO + term, RDFS + "label", _lit(label))
    for acc, (name, alternatives, mnemonic, reviewed, taxon, gene, mass, function, terms) in PR_PROTEINS.items():
        p = UNIPROT + acc
        g.add(p, RDF_TYPE, UP + "Protein"), g.add(p, UP + "mnemonic", _lit(mnemonic))
        g.add(p, UP + "reviewed", _typed(str(reviewed).lower(), "boolean"))
        rn = f"_:{acc}_name"
        g.add(p, UP + ("recommendedName" if reviewed else "submittedName"), rn)
        g.add(rn, RDF_TYPE, UP + "Structured_Name"), g.add(rn, UP + "fullName", _lit(name))
        for n, alternative in enumerate(alternatives):
            an = f"_:{acc}_alt{n}"
            g.add(p, UP + "alternativeName", an), g.add(an, RDF_TYPE, UP + "Structured_Name")
            g.add(an, UP + "fullName", _lit(alternative))
        g.add(p, UP + "organism", TAXON + taxon), g.add(p, UP + "mass", _typed(mass, "int"))
        g.add(p, UP + "encodedBy", _gene(acc)), g.add(_gene(acc), RDF_TYPE, UP + "Gene")
        g.add(_gene(acc), SKOS + "prefLabel", _lit(gene))
        if function:
            a = _annotation(acc)
            g.add(p, UP + "annotation", a), g.add(a, RDF_TYPE, UP + "Function_Annotation")
            g.add(a, RDFS + "comment", _lit(function))
        for term in terms:
            g.add(p, UP + "classifiedWith", OBO + term)
    return g.text()


def _pr(*accs: str) -> set[str]:
    return {UNIPROT + a for a in accs}


def _genes(*accs: str) -> set[str]:
    """A gene answered either as its node or as its name."""
    return {_gene(a) for a in accs} | {PR_PROTEINS[a][5] for a in accs}


def _function(acc: str) -> set[str]:
    """A function answered either as the annotation node or as its text."""
    return {_annotation(acc), PR_PROTEINS[acc][7]}


def _go(*terms: str) -> set[str]:
    return {OBO + t for t in terms}


PROTEINS_QUESTIONS = [
    ("Which organism does P0AES4 come from?", {TAXON + "83333"}),
    ("What is the mass of Beta-galactosidase?", {"116483"}),
    ("Which gene encodes insulin?", _genes("P01308")),
    ("What does DNA gyrase subunit A do?", _function("P0AES4")),
    ("What organism is Enolase 1 from?", {TAXON + "559292"}),
    ("Which proteins come from Escherichia coli?", _pr("P00722", "P0A7X3", "P0AES4")),
    ("how heavy is hemoglobin subunit beta", {"15998"}),
    ("Which organisms have a Cellular tumor antigen p53?", {TAXON + "9606", TAXON + "10090"}),
    ("What is the recommended name of P01308?", {"Insulin"}),
    ("What is another name for Beta-galactosidase?", {"Lactase"}),
    ("Which proteins have heme binding activity?", _pr("P69905", "P68871")),
    ("Which protein is also called Alpha-globin?", _pr("P69905")),
    ("What is the gene name of Small ribosomal subunit protein uS9?", _genes("P0A7X3")),
    ("Which protein does the lacZ gene encode?", _pr("P00722")),
    ("What is the scientific name of the organism that Enolase 1 comes from?",
     {"Saccharomyces cerevisiae (strain ATCC 204508 / S288c)"}),
    ("How many proteins from Homo sapiens are in the database?", {"4"}),
    ("Which organism has a protein with DNA topoisomerase type II activity?", {TAXON + "83333"}),
    ("what is the mass of the protein encoded by TP53", {"43653"}),
    ("What does Beta-galactosidse do?", _function("P00722")),  # misspelt: Beta-galactosidase
    ("What GO terms is Enolase 1 classified with?", _go("GO_0004634", "GO_0006096")),
    ("Which proteins are unreviewed?", _pr("A0A6L8PQ41")),
    ("Which proteins weigh more than 50000 Da?", _pr("P00722", "P0AES4")),
    ("Which PDB structures exist for Hemoglobin subunit alpha?", set()),  # no cross-references in the KG
    ("What disease is associated with Cellular tumor antigen p53?", set()),  # no disease annotations in the KG
    ("Where in the cell is Enolase 1 located?", set()),  # no subcellular-location annotations in the KG
]
PROTEINS_MADE_UP = ["What is the mass of Beta-mannosidase?", "Which gene encodes Hemoglobin subunit gamma?",
                    "What does DNA gyrase subunit C do?", "Which organism does Enolase 7 come from?",
                    "Which proteins come from Drosophila melanogaster?", "What is the mass of Zarnexin-2?"]
PROTEINS_GRAPHS = [
    ('[("Insulin", "gene", ?x)]', _genes("P01308")),
    ('[("Beta-galactosidase", "organism", ?x)]', {TAXON + "83333"}),
    ('[(?p, "organism", "Homo sapiens"), (?p, "mass", ?x)]', {"15258", "15998", "11981", "43653"}),
    ('[("Hemoglobin subunit alpha", "go term", ?x)]', _go("GO_0005344", "GO_0020037", "GO_0005833")),
    ('[(?x, "annotated with", "heme binding")]', _pr("P69905", "P68871")),
    ('[("Enolase 1", "source organism", ?t), (?t, "scientific name", ?x)]',
     {"Saccharomyces cerevisiae (strain ATCC 204508 / S288c)"}),
]


# ---- heritage (Europeana EDM: aggregations, provided CHOs, agents, places) --------------------------------
EUR = "http://data.europeana.eu/"
HE_PROVIDERS = {  # key: (id, labels)
    "mauritshuis": ("1482250000004671158", [("Mauritshuis", None)]),
    "rijks": ("1482250000004477270", [("Rijksmuseum", None)]),
    "bnf": ("1482250000000338560", [("Bibliothèque nationale de France", "fr"), ("National Library of France", "en")]),
}
HE_AGENTS = {  # key: (id, prefLabel, altLabels, begin, end)
    "vermeer": ("60316", "Johannes Vermeer", ["Jan Vermeer"], "1632", "1675"),
    "rembrandt": ("60886", "Rembrandt van Rijn", ["Rembrandt", "Rembrandt Harmenszoon van Rijn"], "1606", "1669"),
    "fabritius": ("61248", "Carel Fabritius", [], "1622", "1654"),
    "atget": ("146741", "Eugène Atget", [], "1857", "1927"),
}
HE_PLACES = {"delft": ("2757345", [("Delft", "en")]), "amsterdam": ("2759794", [("Amsterdam", "en")]),
             "paris": ("2988507", [("Paris", "en"), ("Paris", "fr")]),
             "netherlands": ("2750405", [("Netherlands", "en"), ("Pays-Bas", "fr")])}
# key: (dataset/local id, titles, creator agent key or literal, created, types, place or None, provider, shown at)
HE_OBJECTS = {
    "mh670": ("2021672/resource_document_mauritshuis_670",
              [("Girl with a Pearl Earring", "en"), ("Meisje met de parel", "nl")], "vermeer", "1665",
              [("painting", "en")], None, "mauritshuis", "https://www.mauritshuis.nl/en/our-collection/artworks/670/"),
    "mh92": ("2021672/resource_document_mauritshuis_92", [("View of Delft", "en"), ("Gezicht op Delft", "nl")],
             "vermeer", "1661", [("painting", "en")], "delft", "mauritshuis",
             "https://www.mauritshuis.nl/en/our-collection/artworks/92/"),
    "mh605": ("2021672/resource_document_mauritshuis_605", [("The Goldfinch", "en"), ("Het puttertje", "nl")],
              "fabritius", "1654", [("painting", "en")], None, "mauritshuis",
              "https://www.mauritshuis.nl/en/our-collection/artworks/605/"),
    "mh146": ("2021672/resource_document_mauritshuis_146",
              [("The Anatomy Lesson of Dr Nicolaes Tulp", "en"), ("De anatomische les van Dr. Nicolaes Tulp", "nl")],
              "rembrandt", "1632", [("painting", "en")], "amsterdam", "mauritshuis",
              "https://www.mauritshuis.nl/en/our-collection/artworks/146/"),
    "skc5": ("90402/SK_C_5", [("The Night Watch", "en"), ("De Nachtwacht", "nl")], "rembrandt", "1642",
             [("painting", "en"), ("schilderij", "nl")], "amsterdam", "rijks",
             "http://www.rijksmuseum.nl/collectie/SK-C-5"),
    "ska2344": ("90402/SK_A_2344", [("The Milkmaid", "en"), ("Het melkmeisje", "nl")], "vermeer", "1660",
                [("painting", "en"), ("schilderij", "nl")], None, "rijks",
                "http://www.rijksmuseum.nl/collectie/SK-A-2344"),
    "ska4050": ("90402/SK_A_4050", [("Self-portrait as the Apostle Paul", "en"),
                                     ("Zelfportret als de apostel Paulus", "nl")], "rembrandt", "1661",
                [("painting", "en"), ("schilderij", "nl")], None, "rijks",
                "http://www.rijksmuseum.nl/collectie/SK-A-4050"),
    "rpp": ("90402/RP_P_1889_A_14970", [("Gezicht op de Dam", "nl")], '"Reinier Vinkeles"', "1772",
            [("print", "en"), ("prent", "nl")], "amsterdam", "rijks",
            "http://www.rijksmuseum.nl/collectie/RP-P-1889-A-14970"),
    "bnfmap": ("9200397/BibliographicResource_3000113915281",
               [("Carte de la Hollande", "fr"), ("Map of Holland", "en")],
               '"Nicolas de Fer"', "1702", [("map", "en")], "netherlands", "bnf",
               "https://gallica.bnf.fr/ark:/12148/btv1b8495213p"),
    "bnfphoto": ("9200397/BibliographicResource_3000113922074", [("Le Pont Neuf sous la neige", "fr")], "atget", "1898",
                 [("photograph", "en")], "paris", "bnf", "https://gallica.bnf.fr/ark:/12148/btv1b10509822x"),
    "bnfposter": ("9200397/BibliographicResource_3000113930462",
                  [("Exposition universelle de 1900", "fr"), ("Universal Exhibition of 1900", "en")], '"Jules Chéret"',
                  "1899", [("poster", "en")], "paris", "bnf", "https://gallica.bnf.fr/ark:/12148/btv1b90149531"),
}
PUBLIC_DOMAIN = "http://creativecommons.org/publicdomain/mark/1.0/"


def _cho(key: str) -> str:
    return f"{EUR}item/{HE_OBJECTS[key][0]}"


def _agent(key: str) -> str:
    return f"{EUR}agent/base/{HE_AGENTS[key][0]}"


def _provider(key: str) -> str:
    return f"{EUR}organization/{HE_PROVIDERS[key][0]}"


def _place(key: str) -> str:
    return f"https://sws.geonames.org/{HE_PLACES[key][0]}/"


def heritage_kg() -> str:
    """N-Triples of the Europeana EDM KG."""
    g = Graph()
    for key, (_, labels) in HE_PROVIDERS.items():
        g.add(_provider(key), RDF_TYPE, FOAF + "Organization")
        for text, lang in labels:
            g.add(_provider(key), SKOS + "prefLabel", _lit(text, lang))
    for key, (_, label, alternatives, begin, end) in HE_AGENTS.items():
        a = _agent(key)
        g.add(a, RDF_TYPE, EDM + "Agent"), g.add(a, SKOS + "prefLabel", _lit(label, "en"))
        for alternative in alternatives:
            g.add(a, SKOS + "altLabel", _lit(alternative, "en"))
        g.add(a, EDM + "begin", _lit(begin)), g.add(a, EDM + "end", _lit(end))
    for key, (_, labels) in HE_PLACES.items():
        g.add(_place(key), RDF_TYPE, EDM + "Place")
        for text, lang in labels:
            g.add(_place(key), SKOS + "prefLabel", _lit(text, lang))
    for key, (ident, titles, creator, created, types, place, provider, shown_at) in HE_OBJECTS.items():
        c, agg = _cho(key), f"{EUR}aggregation/provider/{ident}"
        g.add(c, RDF_TYPE, EDM + "ProvidedCHO")
        for text, lang in titles:
            g.add(c, DC + "title", _lit(text, lang))
        g.add(c, DC + "creator", creator if creator.startswith('"') else _agent(creator))
        g.add(c, DCT + "created", _lit(created))
        for text, lang in types:
            g.add(c, DC + "type", _lit(text, lang))
        if place:
            g.add(c, DCT + "spatial", _place(place))
        g.add(agg, RDF_TYPE, ORE + "Aggregation"), g.add(agg, EDM + "aggregatedCHO", c)
        g.add(agg, EDM + "dataProvider", _provider(provider)), g.add(agg, EDM + "isShownAt", shown_at)
        g.add(agg, EDM + "rights", PUBLIC_DOMAIN)
    return g.text()


def _he(*keys: str) -> set[str]:
    return {_cho(k) for k in keys}


HERITAGE_QUESTIONS = [
    ("Who painted The Night Watch?", {_agent("rembrandt")}),
    ("When was Girl with a Pearl Earring made?", {"1665"}),
    ("Which institution holds The Milkmaid?", {_provider("rijks")}),
    ("Who made Carte de la Hollande?", {"Nicolas de Fer"}),
    ("Where can I see View of Delft online?", {HE_OBJECTS["mh92"][7]}),
    ("What is the Dutch title of The Goldfinch?", {"Het puttertje"}),
    ("Which works by Johannes Vermeer are in the collection?", _he("mh670", "mh92", "ska2344")),
    ("What type of object is Exposition universelle de 1900?", {"poster"}),
    ("Which paintings does the Mauritshuis provide?", _he("mh670", "mh92", "mh605", "mh146")),
    ("What place does Gezicht op de Dam depict?", {_place("amsterdam")}),
    ("which objects are about paris", _he("bnfphoto", "bnfposter")),
    ("When was the painter of The Goldfinch born?", {"1622"}),
    ("How many objects does the Bibliothèque nationale de France provide?", {"3"}),
    ("Who took the photograph Le Pont Neuf sous la neige?", {_agent("atget")}),
    ("What is Meisje met de parel called in English?", {"Girl with a Pearl Earring"}),
    ("Who painted Girl with a Pearl Earing?", {_agent("vermeer")}),  # misspelt: Earring
    ("Which museums hold paintings by Rembrandt van Rijn?", {_provider("rijks"), _provider("mauritshuis")}),
    ("What paintings were made in 1661?", _he("mh92", "ska4050")),
    ("When did Rembrandt die?", {"1669"}),
    ("Which maps are in the collection?", _he("bnfmap")),
    ("Which painters have works in the Rijksmuseum?", {_agent("rembrandt"), _agent("vermeer")}),
    ("What kind of object is The Night Watch?", {"painting", "schilderij"}),
    ("What are the dimensions of The Night Watch?", set()),  # no dimensions in the KG
    ("How much is View of Delft insured for?", set()),  # no valuations in the KG
    ("In which room of the Mauritshuis is The Goldfinch displayed?", set()),  # no locations inside museums
]
HERITAGE_MADE_UP = ["Who painted Girl with a Silver Earring?", "When was The Night Harbour made?",
                    "Who painted View of Haarlem?", "Which works by Johannes Vinkeles are in the collection?",
                    "Which institution holds The Lacemaker?", "Who created Le Pont Marie sous la pluie?"]
HERITAGE_GRAPHS = [
    ('[("The Night Watch", "creator", ?x)]', {_agent("rembrandt")}),
    ('[(?x, "painted by", "Johannes Vermeer")]', _he("mh670", "mh92", "ska2344")),
    ('[(?a, "object", "The Milkmaid"), (?a, "data provider", ?x)]', {_provider("rijks")}),
    ('[("Le Pont Neuf sous la neige", "location", ?x)]', {_place("paris")}),
    ('[("The Goldfinch", "artist", ?c), (?c, "birth year", ?x)]', {"1622"}),
    ('[(?o, "place", "Paris"), (?o, "date", ?x)]', {"1898", "1899"}),
]


# ---- forum (SIOC / FOAF: forums, threads and replies, nickname accounts, people behind them) ----------------
FORUM = "https://allotment.example.org/"
FO_FORUMS = {"vegetable-patch": ("Vegetable Patch", "mossy_fern"), "pests": ("Pests and Diseases", "slugwrangler"),
             "show-and-tell": ("Show and Tell", "mossy_fern")}
FO_ACCOUNTS = ["mossy_fern", "slugwrangler", "tomatotom", "quietcompost", "beanpole_bea"]
FO_PEOPLE = {  # profile IRI: (name, account, how the person is tied to it)
    "https://hannahbirch.example.net/foaf.rdf#me": ("Hannah Birch", "mossy_fern", "account"),
    "https://allotment.example.org/people/17#me": ("Dev Okonkwo", "slugwrangler", "holdsAccount"),
    "https://tom-ellery.example.com/about.rdf#me": ("Tom Ellery", "tomatotom", "holdsAccount"),
    "https://allotment.example.org/people/42#me": ("Beatrice Lund", "beanpole_bea", "account"),
}
FO_TAGS = {"tomatoes": "tomatoes", "blight": "blight", "slugs": "slugs", "compost": "compost", "beans": "beans",
           "seed-saving": "seed saving"}
# post id: (forum, author, created, title or None, content, reply of or None, tags)
FO_POSTS = {
    "4412": ("vegetable-patch", "tomatotom", "2024-04-02T08:15:00Z", "When to plant out tomatoes?",
             "My seedlings are 20 cm tall. Is mid-April too early to plant them outside?", None, ["tomatoes"]),
    "4413": ("vegetable-patch", "mossy_fern", "2024-04-02T09:40:00Z", None,
             "Wait until the last frost has passed, usually mid-May here.", "4412", []),
    "4415": ("vegetable-patch", "beanpole_bea", "2024-04-02T12:05:00Z", None,
             "I harden mine off on the patio for a week first.", "4412", []),
    "4419": ("vegetable-patch", "tomatotom", "2024-04-02T18:30:00Z", None, "Thanks, I will wait then.", "4413", []),
    "4380": ("vegetable-patch", "quietcompost", "2024-03-15T14:20:00Z", "Hot composting in winter",
             "Does a pile still heat up below freezing if I add plenty of fresh grass?", None, ["compost"]),
    "5120": ("pests", "slugwrangler", "2024-05-11T21:02:00Z", "Beer traps actually work",
             "Sunk a yoghurt pot of cheap lager by the lettuces and caught forty slugs overnight.", None, ["slugs"]),
    "5124": ("pests", "quietcompost", "2024-05-12T07:10:00Z", None, "Copper tape worked better for me.", "5120", []),
    "5391": ("pests", "tomatotom", "2024-06-20T16:45:00Z", "Brown patches on tomato leaves",
             "The lower leaves have brown rings and are turning yellow. What is it?", None, ["tomatoes", "blight"]),
    "5392": ("pests", "mossy_fern", "2024-06-20T17:20:00Z", None,
             "Sounds like early blight. Remove the lower leaves and burn them.", "5391", []),
    "5398": ("pests", "slugwrangler", "2024-06-21T06:55:00Z", None, "Water at the base, never over the leaves.", "5391",
             []),
    "6001": ("show-and-tell", "beanpole_bea", "2024-08-03T10:00:00Z", "My runner bean wall",
             "Eight feet of runner beans on hazel poles this year.", None, ["beans"]),
    "6002": ("show-and-tell", "mossy_fern", "2024-08-03T11:30:00Z", None, "Gorgeous! What variety is that?", "6001",
             []),
    "6005": ("show-and-tell", "beanpole_bea", "2024-08-03T12:10:00Z", None,
             "Scarlet Emperor, grown from seed I saved last year.", "6002", ["seed-saving"]),
}


def _fo(kind: str, key: str) -> str:
    return f"{FORUM}{kind}/{key}"


def forum_kg() -> str:
    """N-Triples of the SIOC/FOAF community KG."""
    g = Graph()
    for key, (title, moderator) in FO_FORUMS.items():
        f = _fo("forum", key)
        g.add(f, RDF_TYPE, SIOC + "Forum"), g.add(f, DCT + "title", _lit(title))
        g.add(f, SIOC + "has_moderator", _fo("user", moderator))
    for name in FO_ACCOUNTS:
        g.add(_fo("user", name), RDF_TYPE, SIOC + "UserAccount"), g.add(_fo("user", name), SIOC + "name", _lit(name))
    for person, (name, account, link) in FO_PEOPLE.items():
        g.add(person, RDF_TYPE, FOAF + "Person"), g.add(person, FOAF + "name", _lit(name))
        g.add(person, FOAF + link, _fo("user", account))
    g.add(_fo("user", "beanpole_bea"), SIOC + "account_of", "https://allotment.example.org/people/42#me")
    for key, label in FO_TAGS.items():
        t = _fo("tag", key)
        g.add(t, RDF_TYPE, SKOS + "Concept"), g.add(t, SKOS + "prefLabel", _lit(label, "en"))
    for key, (forum, author, created, title, content, parent, tags) in FO_POSTS.items():
        p = _fo("post", key)
        g.add(p, RDF_TYPE, SIOC + "Post"), g.add(p, SIOC + "has_container", _fo("forum", forum))
        g.add(p, SIOC + "has_creator", _fo("user", author)), g.add(p, DCT + "created", _typed(created, "dateTime"))
        if title:
            g.add(p, DCT + "title", _lit(title))
        g.add(p, SIOC + "content", _lit(content))
        if parent:
            g.add(p, SIOC + "reply_of", _fo("post", parent))
        for tag in tags:
            g.add(p, SIOC + "topic", _fo("tag", tag))
    return g.text()


def _fp(*keys: str) -> set[str]:
    return {_fo("post", k) for k in keys}


def _fu(*names: str) -> set[str]:
    return {_fo("user", n) for n in names}


def _person(name: str) -> set[str]:
    """A person answered either as the profile IRI or as the name."""
    return {iri for iri, (n, _, _) in FO_PEOPLE.items() if n == name} | {name}


FORUM_QUESTIONS = [
    ("Who started the thread When to plant out tomatoes?", _fu("tomatotom")),
    ("Who replied to Brown patches on tomato leaves?", _fu("mossy_fern", "slugwrangler")),
    ("What is mossy_fern's real name?", _person("Hannah Birch")),
    ("Which forum was Beer traps actually work posted in?", {_fo("forum", "pests")}),
    ("When was Hot composting in winter posted?", {"2024-03-15T14:20:00Z"}),
    ("Which posts did Tom Ellery write?", _fp("4412", "4419", "5391")),
    ("Who moderates the Pests and Diseases forum?", _fu("slugwrangler")),
    ("Which posts are tagged tomatoes?", _fp("4412", "5391")),
    ("how many replies did brown patches on tomato leaves get", {"2"}),
    ("which forums does mossy_fern moderate", {_fo("forum", "vegetable-patch"), _fo("forum", "show-and-tell")}),
    ("What are the topics of Brown patches on tomato leaves?", {_fo("tag", "tomatoes"), _fo("tag", "blight")}),
    ("Who has posted in the Show and Tell forum?", _fu("beanpole_bea", "mossy_fern")),
    ("Which account belongs to Beatrice Lund?", _fu("beanpole_bea")),
    ("What did slugwrangler reply to Brown patches on tomato leaves?",
     _fp("5398") | {FO_POSTS["5398"][4]}),
    ("What does the post Hot composting in winter say?", {FO_POSTS["4380"][4]}),
    ("What is the real name of the person who posted Beer traps actually work?", _person("Dev Okonkwo")),
    ("Who replied to Beer traps acutally work?", _fu("quietcompost")),  # misspelt: actually
    ("Which posts did quietcompost write?", _fp("4380", "5124")),
    ("When did beanpole_bea post My runner bean wall?", {"2024-08-03T10:00:00Z"}),
    ("Which tags has Tom Ellery used?", {_fo("tag", "tomatoes"), _fo("tag", "blight")}),
    ("Which posts are in the Vegetable Patch forum?", _fp("4412", "4413", "4415", "4419", "4380")),
    ("What is the title of the thread slugwrangler started?", {"Beer traps actually work"}),
    ("How many likes did My runner bean wall get?", set()),  # no likes or votes in the KG
    ("What is mossy_fern's email address?", set()),  # no e-mail addresses in the KG
    ("When did slugwrangler join the forum?", set()),  # no registration dates in the KG
]
FORUM_MADE_UP = ["Who started the thread When to plant out peppers?", "What is mossy_oak's real name?",
                 "Which posts did Tom Okonkwo write?", "Who moderates the Fruit Trees forum?",
                 "Who replied to Beer traps never work?", "Which posts are tagged aphids?"]
FORUM_GRAPHS = [
    ('[("Beer traps actually work", "author", ?x)]', _fu("slugwrangler")),
    ('[(?x, "reply to", "Brown patches on tomato leaves")]', _fp("5392", "5398")),
    ('[("Tom Ellery", "user account", ?a), (?x, "written by", ?a)]', _fp("4412", "4419", "5391")),
    ('[("Show and Tell", "moderator", ?x)]', _fu("mossy_fern")),
    ('[(?p, "tag", "tomatoes"), (?p, "date", ?x)]', {"2024-04-02T08:15:00Z", "2024-06-20T16:45:00Z"}),
    ('[("mossy_fern", "real name", ?x)]', _person("Hannah Birch")),
]


# ---- legislation (ELI: legal resources, expressions with titles, amendments, EuroVoc subjects) -------------
LAW = "https://law.example.eu/eli/"
AUTH = "http://publications.europa.eu/resource/authority/"
EUROVOC = "http://eurovoc.europa.eu/"
LE_BODIES = {"EP": ("European Parliament", "Parlement européen"),
             "CONSIL": ("Council of the European Union", "Conseil de l'Union européenne"),
             "COM": ("European Commission", "Commission européenne")}
LE_TYPES = {"DIR": ("Directive", "Directive"), "REG": ("Regulation", "Règlement"), "DEC": ("Decision", "Décision")}
LE_SUBJECTS = {"5482": ("energy efficiency", "efficacité énergétique"),
               "1231": ("consumer information", "information du consommateur"),
               "4413": ("road safety", "sécurité routière"), "7136": ("urban mobility", "mobilité urbaine"),
               "2510": ("noise pollution", "pollution sonore")}
# key (ELI path): (type, date, CELEX, passed by, subjects, titles {lang: title}, short title or None,
#                  amends, repeals, cites)
LE_ACTS = {
    "dir/2017/88": ("DIR", "2017-03-14", "32017L0088", ["EP", "CONSIL"], ["5482", "1231"],
                    {"en": "Directive on the energy labelling of household appliances",
                     "fr": "Directive relative à l'étiquetage énergétique des appareils ménagers"},
                    "Energy Labelling Directive", [], [], []),
    "reg/2019/117": ("REG", "2019-06-20", "32019R0117", ["EP", "CONSIL"], ["4413", "5482", "1231"],
                     {"en": "Regulation on the labelling of tyres with respect to fuel efficiency",
                      "fr": "Règlement sur l'étiquetage des pneumatiques en relation avec l'efficacité en "
                            "carburant"},
                     "Tyre Labelling Regulation", [], [], ["dir/2017/88"]),
    "reg/2020/45": ("REG", "2020-02-03", "32020R0045", ["COM"], ["1231"],
                    {"en": "Commission Regulation laying down the format of the tyre label",
                     "fr": "Règlement de la Commission établissant le format de l'étiquette des pneumatiques"},
                    None, ["reg/2019/117"], [], []),
    "dir/2021/301": ("DIR", "2021-09-28", "32021L0301", ["EP", "CONSIL"], ["4413", "7136"],
                     {"en": "Directive on the safety of electric scooters",
                      "fr": "Directive relative à la sécurité des trottinettes électriques"},
                     None, [], [], ["reg/2019/117"]),
    "dec/2022/1290": ("DEC", "2022-07-11", "32022D1290", ["COM"], ["4413"],
                      {"en": "Commission Decision on the recognition of national tyre testing laboratories"},
                      None, [], [], ["reg/2019/117"]),
    "dir/2023/12": ("DIR", "2023-01-19", "32023L0012", ["EP", "CONSIL"], ["5482", "1231"],
                    {"en": "Directive on the energy labelling of household appliances (recast)",
                     "fr": "Directive relative à l'étiquetage énergétique des appareils ménagers (refonte)"},
                    None, [], ["dir/2017/88"], []),
    "reg/2023/560": ("REG", "2023-03-30", "32023R0560", ["EP", "CONSIL"], ["4413"],
                     {"en": "Regulation amending Regulation (EU) 2019/117 as regards winter tyres",
                      "fr": "Règlement modifiant le règlement (UE) 2019/117 en ce qui concerne les pneus d'hiver"},
                     None, ["reg/2019/117"], [], []),
    "dec/2024/77": ("DEC", "2024-02-05", "32024D0077", ["CONSIL"], ["2510", "7136"],
                    {"en": "Council Decision on the position to be taken on vehicle noise limits",
                     "fr": "Décision du Conseil relative à la position à prendre concernant les limites de bruit "
                           "des véhicules"},
                    None, [], [], ["dir/2021/301"]),
}
LE_LANGUAGES = {"en": "ENG", "fr": "FRA"}


def _act(key: str) -> str:
    return f"{LAW}{key}/oj"


def legislation_kg() -> str:
    """N-Triples of the ELI legislation KG."""
    g = Graph()
    for code, (en, fr) in LE_BODIES.items():
        b = AUTH + "corporate-body/" + code
        g.add(b, RDF_TYPE, SKOS + "Concept"), g.add(b, SKOS + "prefLabel", _lit(en, "en"))
        g.add(b, SKOS + "prefLabel", _lit(fr, "fr"))
    for code, (en, fr) in LE_TYPES.items():
        t = AUTH + "resource-type/" + code
        g.add(t, RDF_TYPE, SKOS + "Concept"), g.add(t, SKOS + "prefLabel", _lit(en, "en"))
        g.add(t, SKOS + "prefLabel", _lit(fr, "fr"))
    for code, (en, fr) in LE_SUBJECTS.items():
        s = EUROVOC + code
        g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "prefLabel", _lit(en, "en"))
        g.add(s, SKOS + "prefLabel", _lit(fr, "fr"))
    for key, (kind, date, celex, bodies, subjects, titles, short, amends, repeals, cites) in LE_ACTS.items():
        a = _act(key)
        g.add(a, RDF_TYPE, ELI + "LegalResource"), g.add(a, ELI + "type_document", AUTH + "resource-type/" + kind)
        g.add(a, ELI + "date_document", _typed(date, "date")), g.add(a, ELI + "id_local", _lit(celex))
        for body in bodies:
            g.add(a, ELI + "passed_by", AUTH + "corporate-body/" + body)
        for subject in subjects:
            g.add(a, ELI + "is_about", EUROVOC + subject)
        for edge, others in (("amends", amends), ("repeals", repeals), ("cites", cites)):
            for other in others:
                g.add(a, ELI + edge, _act(other))
        for lang, title in titles.items():
            e = f"{a}/{LE_LANGUAGES[lang].lower()}"
            g.add(e, RDF_TYPE, ELI + "Expression"), g.add(e, ELI + "realizes", a)
            g.add(e, ELI + "language", AUTH + "language/" + LE_LANGUAGES[lang])
            g.add(e, ELI + "title", _lit(title, lang))
            if short and lang == "en":
                g.add(e, ELI + "title_short", _lit(short, "en"))
    return g.text()


def _le(*keys: str) -> set[str]:
    return {_act(k) for k in keys}


def _body(*codes: str) -> set[str]:
    return {AUTH + "corporate-body/" + c for c in codes}


def _subject(*codes: str) -> set[str]:
    return {EUROVOC + c for c in codes}


LEGISLATION_QUESTIONS = [
    ("Who adopted the Tyre Labelling Regulation?", _body("EP", "CONSIL")),
    ("When was the Directive on the safety of electric scooters adopted?", {"2021-09-28"}),
    ("Which acts amend the Tyre Labelling Regulation?", _le("reg/2020/45", "reg/2023/560")),
    ("What does the Directive on the energy labelling of household appliances (recast) repeal?", _le("dir/2017/88")),
    ("What is the French title of the Directive on the safety of electric scooters?",
     {"Directive relative à la sécurité des trottinettes électriques"}),
    ("Which acts are about road safety?", _le("reg/2019/117", "dir/2021/301", "dec/2022/1290", "reg/2023/560")),
    ("what type of act is the energy labelling directive", {AUTH + "resource-type/DIR"}),
    ("Which acts did the European Commission pass?", _le("reg/2020/45", "dec/2022/1290")),
    ("Which acts cite the Tyre Labelling Regulation?", _le("dir/2021/301", "dec/2022/1290")),
    ("What is the CELEX number of the Directive on the safety of electric scooters?", {"32021L0301"}),
    ("How many acts did the Council of the European Union adopt?", {"6"}),
    ("Which subjects does the Energy Labelling Directive cover?", _subject("5482", "1231")),
    ("Which act repealed the Energy Labelling Directive?", _le("dir/2023/12")),
    ("When was the act that repealed the Energy Labelling Directive adopted?", {"2023-01-19"}),
    ("When was the Règlement sur l'étiquetage des pneumatiques en relation avec l'efficacité en carburant adopted?",
     {"2019-06-20"}),
    ("Who passed the acts that amend the Tyre Labelling Regulation?", _body("EP", "CONSIL", "COM")),
    ("What subjects are the acts citing the Tyre Labelling Regulation about?", _subject("4413", "7136")),
    ("Which acts are about energy efficency?", _le("dir/2017/88", "reg/2019/117", "dir/2023/12")),  # misspelt
    ("which directives were adopted in 2021", _le("dir/2021/301")),
    ("What is the short title of the Directive on the energy labelling of household appliances?",
     {"Energy Labelling Directive"}),
    ("Which acts were adopted by the European Parliament?",
     _le("dir/2017/88", "reg/2019/117", "dir/2021/301", "dir/2023/12", "reg/2023/560")),
    ("Which act does the Commission Decision on the recognition of national tyre testing laboratories cite?",
     _le("reg/2019/117")),
    ("When does the Directive on the safety of electric scooters enter into force?", set()),  # no in-force data
    ("Which member states have transposed the Energy Labelling Directive?", set()),  # no transposition data
    ("Who was the rapporteur for the Tyre Labelling Regulation?", set()),  # no procedure data in the KG
]
LEGISLATION_MADE_UP = ["Who adopted the Tyre Recycling Regulation?",
                       "When was the Directive on the safety of electric bicycles adopted?",
                       "Which acts amend the Battery Labelling Directive?",
                       "Which acts did the European Court of Auditors pass?", "Which acts are about maritime piracy?",
                       "What is the CELEX number of the Regulation on the labelling of bicycles?"]
LEGISLATION_GRAPHS = [
    ('[("Tyre Labelling Regulation", "adopted by", ?x)]', _body("EP", "CONSIL")),
    ('[(?x, "amends", "Tyre Labelling Regulation")]', _le("reg/2020/45", "reg/2023/560")),
    ('[("Energy Labelling Directive", "repealed by", ?x)]', _le("dir/2023/12")),
    ('[(?a, "subject", "road safety"), (?a, "date", ?x)]', {"2019-06-20", "2021-09-28", "2022-07-11", "2023-03-30"}),
    ('[("Directive on the safety of electric scooters", "cites", ?a), (?a, "adopted by", ?x)]', _body("EP", "CONSIL")),
    ('[(?x, "passed by", "European Commission")]', _le("reg/2020/45", "dec/2022/1290")),
]

KGS_H = {"statistics": (statistics_kg, STATISTICS_QUESTIONS, STATISTICS_MADE_UP, STATISTICS_GRAPHS),
         "proteins": (proteins_kg, PROTEINS_QUESTIONS, PROTEINS_MADE_UP, PROTEINS_GRAPHS),
         "heritage": (heritage_kg, HERITAGE_QUESTIONS, HERITAGE_MADE_UP, HERITAGE_GRAPHS),
         "forum": (forum_kg, FORUM_QUESTIONS, FORUM_MADE_UP, FORUM_GRAPHS),
         "legislation": (legislation_kg, LEGISLATION_QUESTIONS, LEGISLATION_MADE_UP, LEGISLATION_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_H, __doc__)
