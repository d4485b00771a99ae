"""A thirteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_l.py):

- `procurement`: EU-style public procurement notices in the Public Contracts Ontology (real `pc:` /
  GoodRelations `gr:` vocabularies, a fictional region "Vellmark"): `pc:Contract`s with year-number IRIs
  (`…/contract/2023-0417`) named by `dcterms:title`@en, `pc:contractingAuthority` → buyers, `pc:kind` →
  `public-contracts-kinds#Works|Services|Supplies`, `pc:procedureType` → `public-contracts-procedure-types#
  Open|Restricted|Negotiated` (`skos:prefLabel`@en), `pc:mainObject` / `pc:additionalObject` → CPV 2008
  codes as IRIs (`http://purl.org/cpv/2008/code-45233140`) named by `skos:prefLabel` in @en, @fr and @de
  with `skos:notation` "45233140-2"; `pc:publicationDate` xsd:date, `pc:tenderDeadline` xsd:dateTime,
  `pc:duration` xsd:duration "P2Y"; every amount a BLANK-NODE `gr:PriceSpecification`
  (`gr:hasCurrencyValue` xsd:decimal, `gr:hasCurrency` "EUR") behind `pc:estimatedPrice` /
  `pc:offeredPrice`; one contract split into two `pc:lot`s (each a `pc:Contract` of its own with its own
  tenders and award); bids are `pc:Tender`s with opaque ids (`…/tender/TN-5531`, `pc:supplier`),
  `pc:awardedTender`, `pc:awardDate`, `pc:numberOfTenders` xsd:nonNegativeInteger; one contract still open
  (no tenders, no award); buyers and suppliers are `gr:BusinessEntity`s with opaque ids (`…/org/BE-00948`)
  named ONLY by `gr:legalName` ("Nordquay Dredging BV"), `gr:vatID` on suppliers, `pc:authorityKind` on
  buyers, and a blank-node `schema:address` (`schema:addressLocality`);
- `birds`: a bird observatory's records in Darwin Core with Darwin-SW links (`dwc:` / `dwciri:` / `dsw:`):
  `dwc:Occurrence`s with UUID IRIs (`…/occurrence/5b1c…`) and `dwc:catalogNumber` "FW-2024-0107",
  `dwc:individualCount` xsd:integer, `dwc:sex`, `dwc:behavior`, `dwc:occurrenceRemarks`, the observers both
  as a pipe-separated `dwc:recordedBy` string ("Hester Quayle | Oona Brisk") and as `dwciri:recordedBy` →
  `foaf:Person`s (`foaf:name`); the species only through a BLANK-NODE `dwc:Identification`
  (`dsw:hasIdentification` → `dsw:toTaxon`, `dwc:identificationVerificationStatus` "unverified" on two);
  `dsw:atEvent` → survey `dwc:Event`s (`dwc:eventDate` xsd:date, `dwc:samplingProtocol`,
  `dwc:samplingEffort` "3 hours") `dsw:locatedAt` → `dcterms:Location`s named by `dwc:locality` with
  `dwc:decimalLatitude` / `dwc:decimalLongitude` xsd:decimal and `dwc:habitat`; taxa with opaque ids
  (`…/taxon/2503`) named by `dwc:scientificName` (+ `dwc:scientificNameAuthorship` "(Linnaeus, 1758)") and
  `dwc:vernacularName` in @en and @de ("Common Redshank" / "Rotschenkel"), `dwc:family` and `dwc:order` as
  plain strings; so "how many avocets were counted at X on day D" is occurrence → event → location plus
  occurrence → identification → taxon;
- `podcasts`: podcast series and episodes in schema.org: `schema:PodcastSeries` with opaque numeric IRIs
  (`…/series/40112`), episodes with UUID IRIs, all named by `schema:name`; hosts as `schema:author` on the
  series, guests as `schema:contributor` on episodes (one guest on two series), `schema:partOfSeries`,
  `schema:episodeNumber` xsd:integer, `schema:datePublished` xsd:date, `schema:duration` xsd:duration
  ("PT47M"), `schema:genre`, `schema:inLanguage` "en"/"de" (one German series with German titles),
  `schema:webFeed` an IRI, `schema:publisher` → `schema:Organization`; people with `schema:jobTitle`;
  radio airings of four episodes as BLANK-NODE `schema:BroadcastEvent`s (`schema:publication` →
  `schema:publishedOn` → `schema:BroadcastService` with `schema:broadcastFrequency`, `schema:startDate`
  xsd:dateTime, `schema:isLiveBroadcast` xsd:boolean);
- `grimoire`: a tabletop-RPG spell compendium for a fictional game with an OWL ontology of its own and NO
  labels: spells named only in PascalCase IRIs (`…/spell/ChainOfEmbers`, `MindsHollow`), character
  classes in snake_case IRIs (`…/class/storm_warden`), inventors in IRIs with underscores and a hyphen
  (`…/npc/Orrin_Salt-Havel`), abilities, damage types and components in IRIs (`…/ability/Dexterity`,
  `…/damage/Fire`); spell schools are OWL classes (`#EvocationSpell` `rdfs:subClassOf` `#Spell`) and a
  spell's school is only its rdf:type; `gm:spellLevel` xsd:integer (0 for a cantrip), `gm:castingTime`,
  `gm:duration` strings, `gm:concentration` / `gm:ritual` xsd:boolean, `gm:damageDice` "8d6",
  `gm:damageType`, `gm:savingThrow`, `gm:component`, `gm:materialComponent`; ranges as BLANK-NODE QUDT
  quantities (`qudt:numericValue` xsd:decimal, `qudt:unit` → `unit:FT`) or a `gm:rangeKind` "self" /
  "touch"; two declared `owl:inverseOf` pairs with facts stated either way (`onSpellListOf` on some spells,
  `spellList` on some classes; the one upgrade only as `upgradeOf` on the stronger spell); book
  citations as blank nodes (`gm:source` → `gm:book`, `gm:page` xsd:integer), books by `dcterms:title`;
- `trails`: a national-park trail database with a vocabulary of its own: trails with opaque ids
  (`…/trail/T-014`) named by their own `tr:name`, `tr:lengthKm` xsd:decimal, `tr:elevationGainM`
  xsd:integer, `tr:estimatedTime` xsd:duration, `tr:isLoop` / `tr:dogsAllowed` xsd:boolean,
  `tr:difficulty` → `skos:Concept`s (`skos:prefLabel`@en "strenuous"), `tr:startsAt` and `tr:passes` →
  points of interest with opaque ids (`…/poi/4411`) named by `rdfs:label` and typed by subclasses
  (`tr:Summit`, `tr:Hut`, `tr:Waterfall`, `tr:Viewpoint`, `tr:Trailhead` `rdfs:subClassOf`
  `tr:PointOfInterest`) with `tr:elevationM`, `tr:beds`, `tr:staffed`, `tr:dropM`, `tr:parkingSpaces`,
  `geo:lat` / `geo:long`; parks named ONLY in percent-encoded IRIs (`…/park/Kerrowmoor%20National%20Park`)
  with `tr:established` xsd:gYear and `tr:areaKm2`; `tr:maintainedBy` → organisations (`foaf:name`);
  seasonal closures as BLANK-NODE records (`tr:closure` → `tr:reason`, `tr:closedFrom`, `tr:closedUntil`).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_m.py [--json]
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402


# ---- procurement (Public Contracts Ontology: contracts, lots, tenders, blank-node prices, CPV codes) --------
PC = "http://purl.org/procurement/public-contracts#"
PC_KINDS = "http://purl.org/procurement/public-contracts-kinds#"
PC_PROC = "http://purl.org/procurement/public-contracts-procedure-types#"
PC_AUTH = "http://purl.org/procurement/public-contracts-authority-kinds#"
GR = "http://purl.org/goodrelations/v1#"
CPV = "http://purl.org/cpv/2008/code-"
VT = "https://tenders.vellmark.example/"
PR_CPV = {  # code: (notation, English, French, German)
    "45233140": ("45233140-2", "Roadworks", "Travaux routiers", "Straßenbauarbeiten"),
    "33194110": ("33194110-0", "Infusion pumps", "Pompes à perfusion", "Infusionspumpen"),
    "33194120": ("33194120-3", "Infusion supplies", "Articles pour perfusion", "Infusionsbedarf"),
    "45252124": ("45252124-5", "Dredging and pumping works", "Travaux de dragage et de pompage",
                 "Bagger- und Pumparbeiten"),
    "72000000": ("72000000-5", "IT services: consulting, software development, Internet and support",
                 "Services de TI: conseil, développement de logiciels, Internet et appui",
                 "IT-Dienste: Beratung, Software-Entwicklung, Internet und Hilfestellung"),
    "48000000": ("48000000-8", "Software package and information systems", "Logiciels et systèmes d'information",
                 "Softwarepaket und Informationssysteme"),
    "90910000": ("90910000-9", "Cleaning services", "Services de nettoyage", "Reinigungsdienste"),
    "33696500": ("33696500-0", "Laboratory reagents", "Réactifs de laboratoire", "Laborreagenzien"),
}
PR_KINDS = {"Works": "works", "Services": "services", "Supplies": "supplies"}
PR_PROCEDURES = {"Open": "open procedure", "Restricted": "restricted procedure",
                 "Negotiated": "negotiated procedure"}
PR_AUTHORITY_KINDS = {"LocalAuthority": "local authority", "BodyPublic": "body governed by public law",
                      "RegionalAuthority": "regional authority"}
PR_BUYERS = {  # id: (legal name, locality, authority kind)
    "BE-00101": ("Municipality of Osterbrück", "Osterbrück", "LocalAuthority"),
    "BE-00102": ("Vellmark Regional Hospital Trust", "Halden Cross", "BodyPublic"),
    "BE-00103": ("Port of Saltmere Authority", "Saltmere", "BodyPublic"),
    "BE-00104": ("Kessling Water Authority", "Kessling", "RegionalAuthority"),
}
PR_SUPPLIERS = {  # id: (legal name, VAT id, locality)
    "BE-00912": ("Brandtveld Bau GmbH", "VM204417731", "Marrenfeld"),
    "BE-00917": ("Castellan Roadworks SRL", "VM311902284", "Porto Venzia"),
    "BE-00931": ("Aurelis Medical Supplies SA", "VM118830457", "Lysanne"),
    "BE-00933": ("Medrovia Healthcare Ltd", "VM552019364", "Halden Cross"),
    "BE-00948": ("Nordquay Dredging BV", "VM407721915", "Saltmere"),
    "BE-00955": ("Linnholt IT Services Oy", "VM690031248", "Kessling"),
    "BE-00961": ("Fennick & Daughters Ltd", "VM733104582", "Osterbrück"),
}
PR_TENDERS = {  # id: (supplier, offered price)
    "TN-5531": ("BE-00912", "2185000"), "TN-5532": ("BE-00917", "2310500"),
    "TN-5610": ("BE-00931", "598000"), "TN-5611": ("BE-00933", "612400"), "TN-5612": ("BE-00933", "187250"),
    "TN-5702": ("BE-00948", "1690000"), "TN-5703": ("BE-00912", "1815000"),
    "TN-5840": ("BE-00955", "455000"), "TN-5841": ("BE-00961", "398500"),
    "TN-5903": ("BE-00931", "91200"),
}
# contract id: (title, buyer, kind, procedure, main CPV, [additional CPVs], publication date, tender deadline,
#               estimated value, duration, [tenders], awarded tender, award date, lots)
# lot: (title, main CPV, estimated value, [tenders], awarded tender, award date)
PR_CONTRACTS = {
    "2023-0417": ("Resurfacing of the Osterbrück ring road", "BE-00101", "Works", "Open", "45233140", [],
                  "2023-03-14", "2023-04-20T12:00:00", "2400000", "P8M", ["TN-5531", "TN-5532"], "TN-5531",
                  "2023-06-02", []),
    "2023-0522": ("Supply of infusion pumps and consumables", "BE-00102", "Supplies", "Open", "33194110",
                  ["33194120"], "2023-05-03", "2023-06-12T10:00:00", "850000", "P3Y", [], None, None,
                  [("Volumetric infusion pumps", "33194110", "640000", ["TN-5610", "TN-5611"], "TN-5610",
                    "2023-08-21"),
                   ("Infusion sets and consumables", "33194120", "210000", ["TN-5612"], "TN-5612", "2023-08-21")]),
    "2023-0689": ("Maintenance dredging of the inner harbour", "BE-00103", "Works", "Restricted", "45252124", [],
                  "2023-07-11", "2023-08-25T12:00:00", "1750000", "P1Y2M", ["TN-5702", "TN-5703"], "TN-5702",
                  "2023-09-19", []),
    "2024-0033": ("Replacement of the citizen services portal", "BE-00101", "Services", "Open", "72000000",
                  ["48000000"], "2024-01-22", "2024-03-04T12:00:00", "480000", "P2Y", ["TN-5840", "TN-5841"],
                  "TN-5840", "2024-04-30", []),
    "2024-0108": ("Cleaning of water treatment facilities", "BE-00104", "Services", "Open", "90910000", [],
                  "2024-02-15", "2024-03-25T12:00:00", "320000", "P3Y", [], None, None, []),
    "2024-0151": ("Supply of laboratory reagents", "BE-00102", "Supplies", "Negotiated", "33696500", [],
                  "2024-03-08", "2024-03-29T12:00:00", "95000", "P1Y", ["TN-5903"], "TN-5903", "2024-04-12", []),
}


def _contract(*ids: str) -> set[str]:
    return {f"{VT}contract/{i}" for i in ids}


def _lot(contract: str, n: int) -> str:
    return f"{VT}contract/{contract}/lot/{n}"


def _be(*ids: str) -> set[str]:
    return {f"{VT}org/{i}" for i in ids}


def _tender(*ids: str) -> set[str]:
    return {f"{VT}tender/{i}" for i in ids}


def procurement_kg() -> str:
    """N-Triples of the procurement notices, tenders and awards."""
    g = Graph()

    def price(node: str, prop: str, value: str, key: str) -> None:
        p = f"_:price_{key}"
        g.add(node, PC + prop, p), g.add(p, RDF_TYPE, GR + "PriceSpecification")
        g.add(p, GR + "hasCurrencyValue", _typed(value, "decimal")), g.add(p, GR + "hasCurrency", _lit("EUR"))

    for code, (notation, en, fr, de) in PR_CPV.items():
        c = CPV + code
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "notation", _lit(notation))
        g.add(c, SKOS + "prefLabel", _lit(en, "en")), g.add(c, SKOS + "prefLabel", _lit(fr, "fr"))
        g.add(c, SKOS + "prefLabel", _lit(de, "de"))
    for base, concepts in ((PC_KINDS, PR_KINDS), (PC_PROC, PR_PROCEDURES), (PC_AUTH, PR_AUTHORITY_KINDS)):
        for key, label in concepts.items():
            g.add(base + key, RDF_TYPE, SKOS + "Concept"), g.add(base + key, SKOS + "prefLabel", _lit(label, "en"))
    for oid, (name, locality, kind) in PR_BUYERS.items():
        o, a = next(iter(_be(oid))), f"_:address_{oid.replace('-', '_')}"
        g.add(o, RDF_TYPE, GR + "BusinessEntity"), g.add(o, GR + "legalName", _lit(name))
        g.add(o, PC + "authorityKind", PC_AUTH + kind)
        g.add(o, SCHEMA + "address", a), g.add(a, SCHEMA + "addressLocality", _lit(locality))
    for oid, (name, vat, locality) in PR_SUPPLIERS.items():
        o, a = next(iter(_be(oid))), f"_:address_{oid.replace('-', '_')}"
        g.add(o, RDF_TYPE, GR + "BusinessEntity"), g.add(o, GR + "legalName", _lit(name))
        g.add(o, GR + "vatID", _lit(vat))
        g.add(o, SCHEMA + "address", a), g.add(a, SCHEMA + "addressLocality", _lit(locality))
    for tid, (supplier, offered) in PR_TENDERS.items():
        t = next(iter(_tender(tid)))
        g.add(t, RDF_TYPE, PC + "Tender"), g.add(t, PC + "supplier", next(iter(_be(supplier))))
        price(t, "offeredPrice", offered, tid.replace("-", "_"))

    def bids(c: str, tenders: list[str], awarded: str | None, day: str | None) -> None:
        for tid in tenders:
            g.add(c, PC + "tender", next(iter(_tender(tid))))
        if tenders:
            g.add(c, PC + "numberOfTenders", _typed(len(tenders), "nonNegativeInteger"))
        if awarded:
            g.add(c, PC + "awardedTender", next(iter(_tender(awarded))))
            g.add(c, PC + "awardDate", _typed(day, "date"))

    for cid, fields in PR_CONTRACTS.items():
        (title, buyer, kind, procedure, cpv, extra, published, deadline, estimate, duration, tenders, awarded, day,
         lots) = fields
        c, key = next(iter(_contract(cid))), cid.replace("-", "_")
        g.add(c, RDF_TYPE, PC + "Contract"), g.add(c, DCT + "title", _lit(title, "en"))
        g.add(c, PC + "contractingAuthority", next(iter(_be(buyer)))), g.add(c, PC + "kind", PC_KINDS + kind)
        g.add(c, PC + "procedureType", PC_PROC + procedure), g.add(c, PC + "mainObject", CPV + cpv)
        for code in extra:
            g.add(c, PC + "additionalObject", CPV + code)
        g.add(c, PC + "publicationDate", _typed(published, "date"))
        g.add(c, PC + "tenderDeadline", _typed(deadline, "dateTime"))
        price(c, "estimatedPrice", estimate, f"est_{key}")
        g.add(c, PC + "duration", _typed(duration, "duration"))
        bids(c, tenders, awarded, day)
        for n, (lot_title, lot_cpv, lot_estimate, lot_tenders, lot_awarded, lot_day) in enumerate(lots, 1):
            lot = _lot(cid, n)
            g.add(c, PC + "lot", lot), g.add(lot, RDF_TYPE, PC + "Contract")
            g.add(lot, DCT + "title", _lit(lot_title, "en")), g.add(lot, PC + "mainObject", CPV + lot_cpv)
            price(lot, "estimatedPrice", lot_estimate, f"est_{key}_lot{n}")
            bids(lot, lot_tenders, lot_awarded, lot_day)
    return g.text()


PROCUREMENT_QUESTIONS = [
    ("Which authority published the contract for the resurfacing of the Osterbrück ring road?", _be("BE-00101")),
    ("Who won the contract for maintenance dredging of the inner harbour?", _be("BE-00948")),
    ("What was the estimated value of the replacement of the citizen services portal?", {"480000"}),
    ("How many tenders were received for the Osterbrück ring road resurfacing?", {"2"}),
    ("Which contracts has the Vellmark Regional Hospital Trust published?", _contract("2023-0522", "2024-0151")),
    ("How much did Fennick & Daughters bid for the citizen services portal?", {"398500"}),
    ("When was the harbour dredging contract awarded?", {"2023-09-19"}),
    ("Which lots does the contract for infusion pumps and consumables have?",
     {_lot("2023-0522", 1), _lot("2023-0522", 2)}),
    ("Who won the lot for infusion sets and consumables?", _be("BE-00933")),
    ("Which contracts did Aurelis Medical Supplies win?", {_lot("2023-0522", 1)} | _contract("2024-0151")),
    ("Which companies bid for the dredging of the inner harbour?", _be("BE-00948", "BE-00912")),
    ("What is the CPV code of the contract for laboratory reagents?", {CPV + "33696500", "33696500-0"}),
    ("Which procedure was used for the supply of laboratory reagents?", {PC_PROC + "Negotiated"}),
    ("When is the tender deadline for the cleaning of water treatment facilities?", {"2024-03-25T12:00:00"}),
    ("Which contracts are works contracts?", _contract("2023-0417", "2023-0689")),
    ("Which contract has the highest estimated value?", _contract("2023-0417")),
    ("How many contracts has the Municipality of Osterbrück published?", {"2"}),
    ("Where is Nordquay Dredging based?", {"Saltmere"}),
    ("What is the VAT number of Linnholt IT Services?", {"VM690031248"}),
    ("Which contracts were published in 2024?", _contract("2024-0033", "2024-0108", "2024-0151")),
    ("How long does the citizen services portal contract run?", {"P2Y"}),
    ("Which suppliers have won contracts from the Vellmark Regional Hospital Trust?", _be("BE-00931", "BE-00933")),
    ("What was the winning bid for the Osterbrück ring road resurfacing?", {"2185000"}),
    ("Who bid for the replacment of the citizen services portal?", _be("BE-00955", "BE-00961")),  # misspelt
    ("Which supplier offered the lowest price for the citizen services portal?", _be("BE-00961")),
    ("What kind of contract is the supply of laboratory reagents?", {PC_KINDS + "Supplies"}),
    ("who bid for the volumetric infusion pumps lot", _be("BE-00931", "BE-00933")),
    ("Which contracts involve software packages?", _contract("2024-0033")),
    ("Who signed the harbour dredging contract for the Port of Saltmere?", set()),  # no signatories in the KG
    ("How many employees does Brandtveld Bau have?", set()),  # no company sizes / headcounts
    ("What were the award criteria for the citizen services portal contract?", set()),  # no award criteria
]
PROCUREMENT_MADE_UP = ["Who won the contract for snow clearing in Osterbrück?",
                       "Which contracts has the Port of Kessling published?",
                       "How much did Fennick & Sons bid for the citizen services portal?",
                       "Which contracts did Aurelis Dredging win?",
                       "What is the VAT number of Brandtveld IT Services?",
                       "When was the contract for resurfacing the Saltmere bypass awarded?"]
PROCUREMENT_GRAPHS = [
    ('[("Resurfacing of the Osterbrück ring road", "contracting authority", ?x)]', _be("BE-00101")),
    ('[(?c, "buyer", "Vellmark Regional Hospital Trust"), (?c, "publication date", ?x)]',
     {"2023-05-03", "2024-03-08"}),
    ('[("Maintenance dredging of the inner harbour", "tender", ?t), (?t, "supplier", ?x)]',
     _be("BE-00948", "BE-00912")),
    ('[(?x, "main CPV code", "Roadworks")]', _contract("2023-0417")),
    ('[("Supply of infusion pumps and consumables", "lot", ?l), (?l, "title", ?x)]',
     {"Volumetric infusion pumps", "Infusion sets and consumables"}),
    ('[("Linnholt IT Services Oy", "VAT number", ?x)]', {"VM690031248"}),
]


# ---- birds (Darwin Core + Darwin-SW: occurrences -> events -> locations, blank-node identifications) --------
DWC = "http://rs.tdwg.org/dwc/terms/"
DWCIRI = "http://rs.tdwg.org/dwc/iri/"
DSW = "http://purl.org/dsw/"
FW = "https://records.fenwatch.example/"
BD_TAXA = {  # id: (scientific name, authorship, English name, German name, family, order)
    "2481": ("Numenius arquata", "(Linnaeus, 1758)", "Eurasian Curlew", "Großer Brachvogel", "Scolopacidae",
             "Charadriiformes"),
    "2503": ("Tringa totanus", "(Linnaeus, 1758)", "Common Redshank", "Rotschenkel", "Scolopacidae",
             "Charadriiformes"),
    "2504": ("Tringa erythropus", "(Pallas, 1764)", "Spotted Redshank", "Dunkler Wasserläufer", "Scolopacidae",
             "Charadriiformes"),
    "2377": ("Recurvirostra avosetta", "Linnaeus, 1758", "Pied Avocet", "Säbelschnäbler", "Recurvirostridae",
             "Charadriiformes"),
    "1862": ("Circus aeruginosus", "(Linnaeus, 1758)", "Western Marsh Harrier", "Rohrweihe", "Accipitridae",
             "Accipitriformes"),
    "5120": ("Panurus biarmicus", "(Linnaeus, 1758)", "Bearded Reedling", "Bartmeise", "Panuridae", "Passeriformes"),
    "1105": ("Botaurus stellaris", "(Linnaeus, 1758)", "Eurasian Bittern", "Rohrdommel", "Ardeidae", "Pelecaniformes"),
    "1131": ("Egretta garzetta", "(Linnaeus, 1766)", "Little Egret", "Seidenreiher", "Ardeidae", "Pelecaniformes"),
}
BD_LOCATIONS = {  # id: (locality, latitude, longitude, habitat)
    "L01": ("Saltcote Marsh", "52.9731", "1.0417", "saltmarsh"),
    "L02": ("Greywater Point", "52.9912", "1.1186", "shingle spit"),
    "L03": ("Heronsholm Reedbed", "52.9488", "1.0824", "reedbed"),
    "L04": ("Blackmere Scrape", "52.9650", "1.0555", "brackish lagoon"),
}
BD_OBSERVERS = {"obs-114": "Hester Quayle", "obs-121": "Idris Mottram", "obs-137": "Oona Brisk"}
BD_EVENTS = {  # id: (date, location, protocol, effort)
    "FWE-240406-SM": ("2024-04-06", "L01", "wetland bird count", "3 hours"),
    "FWE-240406-BS": ("2024-04-06", "L04", "scrape count", "1.5 hours"),
    "FWE-240414-HR": ("2024-04-14", "L03", "reedbed transect", "4 hours"),
    "FWE-240414-BS": ("2024-04-14", "L04", "scrape count", "1.5 hours"),
    "FWE-240502-GP": ("2024-05-02", "L02", "shoreline walk", "2 hours"),
    "FWE-240502-SM": ("2024-05-02", "L01", "wetland bird count", "3 hours"),
}
_HO = ["obs-114", "obs-137"]
# catalogue number: (event, taxon, individual count, [observers], verified, sex, behaviour, remarks)
BD_OCCURRENCES = {
    "FW-2024-0101": ("FWE-240406-SM", "2481", 34, ["obs-114"], True, None, None, None),
    "FW-2024-0102": ("FWE-240406-SM", "2503", 58, ["obs-114"], True, None, None, None),
    "FW-2024-0103": ("FWE-240406-SM", "1131", 6, ["obs-114"], True, None, None, None),
    "FW-2024-0104": ("FWE-240406-BS", "2377", 22, ["obs-121"], True, None, "nesting", None),
    "FW-2024-0105": ("FWE-240406-BS", "2503", 12, ["obs-121"], True, None, None, None),
    "FW-2024-0106": ("FWE-240406-BS", "2504", 1, ["obs-121"], False, None, None, "summer plumage, calling"),
    "FW-2024-0107": ("FWE-240414-HR", "1105", 1, _HO, True, "male", "booming", None),
    "FW-2024-0108": ("FWE-240414-HR", "1862", 2, _HO, True, None, "food pass", None),
    "FW-2024-0109": ("FWE-240414-HR", "5120", 9, _HO, True, None, None, None),
    "FW-2024-0110": ("FWE-240414-BS", "2377", 31, ["obs-121"], True, None, "nesting", None),
    "FW-2024-0111": ("FWE-240414-BS", "1131", 3, ["obs-121"], True, None, None, None),
    "FW-2024-0112": ("FWE-240502-GP", "2481", 12, ["obs-137"], True, None, None, None),
    "FW-2024-0113": ("FWE-240502-GP", "2504", 2, ["obs-137"], True, None, None, None),
    "FW-2024-0114": ("FWE-240502-SM", "2481", 8, ["obs-114"], True, None, None, None),
    "FW-2024-0115": ("FWE-240502-SM", "2503", 40, ["obs-114"], True, None, None, None),
    "FW-2024-0116": ("FWE-240502-SM", "1862", 1, ["obs-114"], False, "female", None, None),
}


def _taxon(*ids: str) -> set[str]:
    return {f"{FW}taxon/{i}" for i in ids}


def _loc(*ids: str) -> set[str]:
    return {f"{FW}location/{i}" for i in ids}


def _observer(*ids: str) -> set[str]:
    return {f"{FW}agent/{i}" for i in ids}


def _event(*ids: str) -> set[str]:
    return {f"{FW}event/{i}" for i in ids}


def _occ(*numbers: str) -> set[str]:
    return {f"{FW}occurrence/{uuid.uuid5(uuid.NAMESPACE_URL, 'fenwatch/' + n)}" for n in numbers}


def birds_kg() -> str:
    """N-Triples of the observatory's Darwin Core records."""
    g = Graph()
    for tid, (name, authorship, english, german, family, order) in BD_TAXA.items():
        t = next(iter(_taxon(tid)))
        g.add(t, RDF_TYPE, DWC + "Taxon"), g.add(t, DWC + "scientificName", _lit(name))
        g.add(t, DWC + "scientificNameAuthorship", _lit(authorship))
        g.add(t, DWC + "vernacularName", _lit(english, "en")), g.add(t, DWC + "vernacularName", _lit(german, "de"))
        g.add(t, DWC + "family", _lit(family)), g.add(t, DWC + "order", _lit(order))
    for lid, (locality, lat, lon, habitat) in BD_LOCATIONS.items():
        x = next(iter(_loc(lid)))
        g.add(x, RDF_TYPE, DCT + "Location"), g.add(x, DWC + "locality", _lit(locality))
        g.add(x, DWC + "decimalLatitude", _typed(lat, "decimal"))
        g.add(x, DWC + "decimalLongitude", _typed(lon, "decimal")), g.add(x, DWC + "habitat", _lit(habitat))
    for oid, name in BD_OBSERVERS.items():
        p = next(iter(_observer(oid)))
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
    for eid, (day, lid, protocol, effort) in BD_EVENTS.items():
        e = next(iter(_event(eid)))
        g.add(e, RDF_TYPE, DWC + "Event"), g.add(e, DWC + "eventDate", _typed(day, "date"))
        g.add(e, DSW + "locatedAt", next(iter(_loc(lid))))
        g.add(e, DWC + "samplingProtocol", _lit(protocol)), g.add(e, DWC + "samplingEffort", _lit(effort))
    for n, (number, fields) in enumerate(BD_OCCURRENCES.items(), 1):
        eid, tid, count, observers, verified, sex, behaviour, remarks = fields
        o, i = next(iter(_occ(number))), f"_:identification_{n}"
        g.add(o, RDF_TYPE, DWC + "Occurrence"), g.add(o, DWC + "catalogNumber", _lit(number))
        g.add(o, DWC + "individualCount", _typed(count, "integer")), g.add(o, DSW + "atEvent", next(iter(_event(eid))))
        g.add(o, DWC + "recordedBy", _lit(" | ".join(BD_OBSERVERS[x] for x in observers)))
        for x in observers:
            g.add(o, DWCIRI + "recordedBy", next(iter(_observer(x))))
        g.add(o, DSW + "hasIdentification", i), g.add(i, RDF_TYPE, DWC + "Identification")
        g.add(i, DSW + "toTaxon", next(iter(_taxon(tid))))
        g.add(i, DWC + "identificationVerificationStatus", _lit("verified" if verified else "unverified"))
        if sex:
            g.add(o, DWC + "sex", _lit(sex))
        if behaviour:
            g.add(o, DWC + "behavior", _lit(behaviour))
        if remarks:
            g.add(o, DWC + "occurrenceRemarks", _lit(remarks))
    return g.text()


BIRDS_QUESTIONS = [
    ("What is the scientific name of the Pied Avocet?", {"Recurvirostra avosetta"}),
    ("Which family does the Common Redshank belong to?", {"Scolopacidae"}),
    ("How many avocets were counted at Blackmere Scrape on 14 April 2024?", {"31"}),
    ("Who saw the bittern at Heronsholm Reedbed?", _observer("obs-114", "obs-137")),
    ("Which species were recorded at Heronsholm Reedbed?", _taxon("1105", "1862", "5120")),
    ("When was the Spotted Redshank seen at Greywater Point?", {"2024-05-02"}),
    ("What is the German name of the Eurasian Curlew?", {"Großer Brachvogel"}),
    ("Which bird is called Rohrdommel in German?", _taxon("1105")),
    ("What are the coordinates of Saltcote Marsh?", {"52.9731", "1.0417"}),
    ("What kind of habitat is Greywater Point?", {"shingle spit"}),
    ("How many Eurasian Curlews were counted in total?", {"54"}),
    ("Which observers recorded Western Marsh Harriers?", _observer("obs-114", "obs-137")),
    ("Which species belong to the family Ardeidae?", _taxon("1105", "1131")),
    ("How many species were recorded at Blackmere Scrape?", {"4"}),
    ("Which records are still unverified?", _occ("FW-2024-0106", "FW-2024-0116")),
    ("What behaviour was noted for the Eurasian Bittern?", {"booming"}),
    ("On which dates was Saltcote Marsh surveyed?", {"2024-04-06", "2024-05-02"}),
    ("What is the catalogue number of the bittern record?", {"FW-2024-0107"}),
    ("Which order does the Western Marsh Harrier belong to?", {"Accipitriformes"}),
    ("Where was the largest flock of Common Redshank seen?", _loc("L01")),
    ("What is the scientific name of the Bearded Reedlin?", {"Panurus biarmicus"}),  # misspelt: Reedling
    ("where were avocets seen", _loc("L04")),
    ("Which survey protocol was used at Heronsholm Reedbed?", {"reedbed transect"}),
    ("Who first described the Common Redshank?", {"(Linnaeus, 1758)"}),
    ("Which birds did Idris Mottram record?", _taxon("2377", "2503", "2504", "1131")),
    ("How many surveys did Oona Brisk take part in?", {"2"}),
    ("What sex was the Marsh Harrier seen at Saltcote Marsh?", {"female"}),
    ("How long did the survey at Greywater Point take?", {"2 hours"}),
    ("What is the wingspan of the Pied Avocet?", set()),  # no measurements of the birds
    ("What was the weather during the survey at Saltcote Marsh on 6 April 2024?", set()),  # no weather
    ("What is the conservation status of the Eurasian Curlew?", set()),  # no conservation / red-list status
]
BIRDS_MADE_UP = ["What is the scientific name of the Crested Avocet?",
                 "Which species were recorded at Heronsholm Marsh?",
                 "Who saw the Spotted Bittern?", "Which birds did Idris Quayle record?",
                 "What kind of habitat is Blackwater Point?",
                 "What is the German name of the Red-billed Curlew?"]
BIRDS_GRAPHS = [
    ('[("Pied Avocet", "scientific name", ?x)]', {"Recurvirostra avosetta"}),
    ('[(?x, "family", "Ardeidae")]', _taxon("1105", "1131")),
    ('[(?e, "location", "Saltcote Marsh"), (?e, "date", ?x)]', {"2024-04-06", "2024-05-02"}),
    ('[("Heronsholm Reedbed", "habitat", ?x)]', {"reedbed"}),
    ('[(?o, "recorded by", "Idris Mottram"), (?o, "count", ?x)]', {"22", "12", "1", "31", "3"}),
    ('[(?x, "order", "Charadriiformes")]', _taxon("2481", "2503", "2504", "2377")),
]


# ---- podcasts (schema.org series and episodes, hosts as author, guests as contributor, radio airings) -------
AG = "https://audiograph.example/"
PD_PEOPLE = {  # id: (name, job title or None)
    "p-0031": ("Nell Haverford", None), "p-0032": ("Tobiah Grange", None), "p-0040": ("Marisela Duroc", None),
    "p-0052": ("Caspian Oduya", None), "p-0053": ("Linnea Farr", None), "p-0061": ("Frauke Albrechtsen", None),
    "p-0107": ("Oswin Kettering", "County archivist"), "p-0112": ("Priya Castellane", "Food historian"),
    "p-0118": ("Halvard Mott", "Planetary scientist"), "p-0121": ("Junho Bae-Sterling", "Chef"),
    "p-0126": ("Ayo Lindqvist-Nwosu", "Hydrologist"), "p-0133": ("Ilse Vorberg", "Literaturkritikerin"),
    "p-0134": ("Matthias Ebeling", "Übersetzer"),
}
PD_PUBLISHERS = {"lumenwave": "Lumenwave Audio", "stellwerk": "Stellwerk Media"}
PD_SERVICES = {"rk2": ("Radio Kestrelle 2", "94.6 MHz"), "kinfo": ("Kestrelle Info", "101.2 MHz")}
PD_SERIES = {  # id: (name, [hosts], publisher, genre, language, start date, feed)
    "40112": ("The Quiet Archive", ["p-0031", "p-0032"], "lumenwave", "History", "en", "2021-09-14",
              "https://feeds.lumenwave.example/quiet-archive.rss"),
    "40118": ("Brine & Bone", ["p-0040"], "lumenwave", "Food", "en", "2022-03-01",
              "https://feeds.lumenwave.example/brine-and-bone.rss"),
    "40231": ("Orbitfall Weekly", ["p-0052", "p-0053"], "stellwerk", "Science", "en", "2021-09-03",
              "https://stellwerk.example/feeds/orbitfall.xml"),
    "40307": ("Zwischen den Zeilen", ["p-0061"], "stellwerk", "Books", "de", "2023-07-03",
              "https://stellwerk.example/feeds/zwischen-den-zeilen.xml"),
}
# (series, episode number, name, date published, duration, [guests], (service, start, live) or None)
PD_EPISODES = [
    ("40112", 1, "The Lighthouse Ledgers", "2021-09-14", "PT42M", ["p-0107"], ("rk2", "2021-10-02T20:00:00", False)),
    ("40112", 2, "Letters from the Salt Road", "2021-09-28", "PT51M", ["p-0112"], None),
    ("40112", 3, "The Vanished Cartographer", "2021-10-12", "PT47M", ["p-0107", "p-0118"],
     ("rk2", "2021-11-06T20:00:00", True)),
    ("40112", 4, "A Census of Ghosts", "2021-10-26", "PT39M", [], None),
    ("40118", 1, "Kimchi at Sea", "2022-03-01", "PT33M", ["p-0121"], None),
    ("40118", 2, "The Patient Sourdough", "2022-03-15", "PT36M", ["p-0112"], None),
    ("40118", 3, "Fish Sauce Futures", "2022-03-29", "PT41M", [], None),
    ("40231", 112, "Comet Tails and Cold Traps", "2023-11-03", "PT28M", ["p-0118"], None),
    ("40231", 113, "The Moon's Missing Water", "2023-11-10", "PT31M", ["p-0126"],
     ("kinfo", "2023-11-12T09:30:00", False)),
    ("40231", 114, "Solar Maximum, Explained", "2023-11-17", "PT26M", [], None),
    ("40307", 7, "Der Leuchtturm im Roman", "2024-02-05", "PT55M", ["p-0133"], ("rk2", "2024-02-10T21:00:00", True)),
    ("40307", 8, "Übersetzen als Handwerk", "2024-02-19", "PT49M", ["p-0134"], None),
]


def _series(*ids: str) -> set[str]:
    return {f"{AG}series/{i}" for i in ids}


def _episode(*names: str) -> set[str]:
    return {f"{AG}episode/{uuid.uuid5(uuid.NAMESPACE_URL, 'audiograph/' + n)}" for n in names}


def _pd_person(*ids: str) -> set[str]:
    return {f"{AG}person/{i}" for i in ids}


def podcasts_kg() -> str:
    """N-Triples of the podcast series, episodes and radio airings."""
    g = Graph()
    for pid, (name, job) in PD_PEOPLE.items():
        p = next(iter(_pd_person(pid)))
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        if job:
            g.add(p, SCHEMA + "jobTitle", _lit(job))
    for key, name in PD_PUBLISHERS.items():
        g.add(f"{AG}org/{key}", RDF_TYPE, SCHEMA + "Organization"), g.add(f"{AG}org/{key}", SCHEMA + "name", _lit(name))
    for key, (name, frequency) in PD_SERVICES.items():
        s = f"{AG}service/{key}"
        g.add(s, RDF_TYPE, SCHEMA + "BroadcastService"), g.add(s, SCHEMA + "name", _lit(name))
        g.add(s, SCHEMA + "broadcastFrequency", _lit(frequency))
    for sid, (name, hosts, publisher, genre, language, start, feed) in PD_SERIES.items():
        s = next(iter(_series(sid)))
        g.add(s, RDF_TYPE, SCHEMA + "PodcastSeries"), g.add(s, SCHEMA + "name", _lit(name))
        for host in hosts:
            g.add(s, SCHEMA + "author", next(iter(_pd_person(host))))
        g.add(s, SCHEMA + "publisher", f"{AG}org/{publisher}"), g.add(s, SCHEMA + "genre", _lit(genre))
        g.add(s, SCHEMA + "inLanguage", _lit(language)), g.add(s, SCHEMA + "startDate", _typed(start, "date"))
        g.add(s, SCHEMA + "webFeed", feed)
    for n, (sid, number, name, day, duration, guests, broadcast) in enumerate(PD_EPISODES, 1):
        e = next(iter(_episode(name)))
        g.add(e, RDF_TYPE, SCHEMA + "PodcastEpisode"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "partOfSeries", next(iter(_series(sid))))
        g.add(e, SCHEMA + "episodeNumber", _typed(number, "integer"))
        g.add(e, SCHEMA + "datePublished", _typed(day, "date"))
        g.add(e, SCHEMA + "duration", _typed(duration, "duration"))
        for guest in guests:
            g.add(e, SCHEMA + "contributor", next(iter(_pd_person(guest))))
        if broadcast:
            service, start, live = broadcast
            b = f"_:broadcast_{n}"
            g.add(e, SCHEMA + "publication", b), g.add(b, RDF_TYPE, SCHEMA + "BroadcastEvent")
            g.add(b, SCHEMA + "publishedOn", f"{AG}service/{service}")
            g.add(b, SCHEMA + "startDate", _typed(start, "dateTime"))
            g.add(b, SCHEMA + "isLiveBroadcast", _typed(str(live).lower(), "boolean"))
    return g.text()


PODCASTS_QUESTIONS = [
    ("Who hosts The Quiet Archive?", _pd_person("p-0031", "p-0032")),
    ("Which podcasts does Stellwerk Media publish?", _series("40231", "40307")),
    ("Who was the guest on Kimchi at Sea?", _pd_person("p-0121")),
    ("Which episodes has Priya Castellane appeared on?", _episode("Letters from the Salt Road",
                                                                  "The Patient Sourdough")),
    ("How long is the episode The Vanished Cartographer?", {"PT47M"}),
    ("When was The Patient Sourdough released?", {"2022-03-15"}),
    ("Which podcast is the episode Comet Tails and Cold Traps part of?", _series("40231")),
    ("How many episodes of Brine & Bone are there?", {"3"}),
    ("What is the episode number of The Moon's Missing Water?", {"113"}),
    ("Which podcasts are in German?", _series("40307")),
    ("Who publishes Brine & Bone?", {f"{AG}org/lumenwave"}),
    ("Which radio station broadcast The Vanished Cartographer?", {f"{AG}service/rk2"}),
    ("When was The Lighthouse Ledgers broadcast on the radio?", {"2021-10-02T20:00:00"}),
    ("Which podcasts has Halvard Mott been a guest on?", _series("40112", "40231")),
    ("What genre is Orbitfall Weekly?", {"Science"}),
    ("What is the RSS feed of The Quiet Archive?", {"https://feeds.lumenwave.example/quiet-archive.rss"}),
    ("Which is the longest episode of The Quiet Archive?", _episode("Letters from the Salt Road")),
    ("Who were the guests on the episodes hosted by Caspian Oduya?", _pd_person("p-0118", "p-0126")),
    ("When did The Quiet Archive start?", {"2021-09-14"}),
    ("Which episodes were published in November 2023?", _episode("Comet Tails and Cold Traps",
                                                                 "The Moon's Missing Water",
                                                                 "Solar Maximum, Explained")),
    ("Who hosts Orbitfal Weekly?", _pd_person("p-0052", "p-0053")),  # misspelt: Orbitfall
    ("who was on the patient sourdough", _pd_person("p-0112")),
    ("How many podcasts does Lumenwave Audio publish?", {"2"}),
    ("Which episodes were broadcast live?", _episode("The Vanished Cartographer", "Der Leuchtturm im Roman")),
    ("What is Oswin Kettering's job?", {"County archivist"}),
    ("Which episodes did Oswin Kettering appear on?", _episode("The Lighthouse Ledgers", "The Vanished Cartographer")),
    ("Who hosts the podcast that Junho Bae-Sterling appeared on?", _pd_person("p-0040")),
    ("How many listeners does Orbitfall Weekly have?", set()),  # no audience figures in the KG
    ("Who edited the audio for Brine & Bone?", set()),  # no production credits
    ("What music plays in the intro of The Quiet Archive?", set()),  # no music
]
PODCASTS_MADE_UP = ["Who hosts The Quiet Harbour?", "Who was the guest on Kimchi at Dawn?",
                    "Which podcasts does Stellwerk Audio publish?",
                    "Which episodes has Priya Bae-Sterling appeared on?", "When was The Patient Rye released?",
                    "Which podcasts does Nell Oduya host?"]
PODCASTS_GRAPHS = [
    ('[("The Quiet Archive", "host", ?x)]', _pd_person("p-0031", "p-0032")),
    ('[(?e, "part of series", "Orbitfall Weekly"), (?e, "episode number", ?x)]', {"112", "113", "114"}),
    ('[(?x, "guest", "Priya Castellane")]', _episode("Letters from the Salt Road", "The Patient Sourdough")),
    ('[("Brine & Bone", "publisher", ?x)]', {f"{AG}org/lumenwave"}),
    ('[("The Vanished Cartographer", "broadcast", ?b), (?b, "aired on", ?x)]', {f"{AG}service/rk2"}),
    ('[(?s, "published by", "Stellwerk Media"), (?s, "language", ?x)]', {"en", "de"}),
]


# ---- grimoire (a spell compendium: OWL schools as classes, names only in IRIs, QUDT ranges, inverses) -------
EF = "https://grimoire.emberfall.example/"
GRV = "https://grimoire.emberfall.example/ontology#"
QUDT, UNIT = "http://qudt.org/schema/qudt/", "http://qudt.org/vocab/unit/"
GR_SCHOOLS = ["Evocation", "Conjuration", "Necromancy", "Enchantment", "Abjuration", "Illusion"]
GR_CLASSES = {  # id: spellcasting ability
    "pyromancer": "Intelligence", "storm_warden": "Wisdom", "hedge_witch": "Wisdom", "grave_singer": "Charisma",
    "lantern_knight": "Charisma"}
GR_BOOKS = {"EFC": ("Emberfall Core Rules", "2019"), "TWC": ("Tidewrack Compendium", "2022")}
GR_NPCS = ["Maelis_Vantori", "Orrin_Salt-Havel"]
# spell: (school, level, casting time, range in feet or "self"/"touch", duration, concentration, ritual,
#         damage dice, damage type, saving throw, [components], material, [classes], classes stated on the class,
#         (book, page), inventor)
GR_SPELLS = {
    "ChainOfEmbers": ("Evocation", 3, "1 action", 120, "Instantaneous", False, False, "8d6", "Fire", "Dexterity",
                      ["Verbal", "Somatic", "Material"], "a pinch of sulphur and a cinder",
                      ["pyromancer", "hedge_witch"], False, ("EFC", 214), None),
    "EmberTempest": ("Evocation", 6, "1 action", 150, "Concentration, up to 1 minute", True, False, "12d6", "Fire",
                     "Dexterity", ["Verbal", "Somatic", "Material"], "a shard of obsidian worth 50 gold",
                     ["pyromancer"], True, ("EFC", 216), "Maelis_Vantori"),
    "FrostLattice": ("Conjuration", 2, "1 action", 60, "Concentration, up to 1 minute", True, False, "3d8", "Cold",
                     "Strength", ["Verbal", "Somatic"], None, ["storm_warden", "hedge_witch"], False, ("TWC", 88),
                     None),
    "WhisperingGrave": ("Necromancy", 1, "1 minute", "touch", "10 minutes", False, True, None, None, None,
                        ["Verbal", "Somatic", "Material"], "a sprig of grave-moss", ["grave_singer"], True,
                        ("EFC", 301), None),
    "SunthreadLance": ("Evocation", 2, "1 action", 90, "Instantaneous", False, False, "4d6", "Radiant", None,
                       ["Verbal", "Somatic"], None, ["lantern_knight"], False, ("TWC", 102), None),
    "MindsHollow": ("Enchantment", 4, "1 action", 60, "Concentration, up to 1 minute", True, False, "6d8", "Psychic",
                    "Wisdom", ["Verbal"], None, ["grave_singer", "hedge_witch"], True, ("EFC", 255), None),
    "StormcallersStep": ("Conjuration", 2, "1 bonus action", "self", "Instantaneous", False, False, None, None, None,
                         ["Verbal"], None, ["storm_warden"], False, ("EFC", 290), None),
    "TideOfNeedles": ("Evocation", 5, "1 action", 120, "Instantaneous", False, False, "7d8", "Cold", "Constitution",
                      ["Verbal", "Somatic", "Material"], "a handful of sea-urchin spines", ["storm_warden"], True,
                      ("TWC", 131), "Orrin_Salt-Havel"),
    "LanternOfWarding": ("Abjuration", 3, "10 minutes", 30, "8 hours", False, True, None, None, None,
                         ["Verbal", "Somatic", "Material"], "a hooded lantern", ["lantern_knight", "hedge_witch"],
                         False, ("EFC", 233), None),
    "SparkOfSpite": ("Evocation", 0, "1 action", 60, "Instantaneous", False, False, "1d10", "Lightning", None,
                     ["Verbal", "Somatic"], None, ["storm_warden", "pyromancer"], False, ("EFC", 281), None),
}
GR_UPGRADES = [("ChainOfEmbers", "EmberTempest")]  # stated only as upgradeOf on the stronger spell


def _spell(*names: str) -> set[str]:
    return {f"{EF}spell/{n}" for n in names}


def _gclass(*ids: str) -> set[str]:
    return {f"{EF}class/{i}" for i in ids}


def grimoire_kg() -> str:
    """N-Triples of the spell compendium and its ontology."""
    g = Graph()
    g.add(GRV + "Spell", RDF_TYPE, OWL + "Class")
    for school in GR_SCHOOLS:
        g.add(f"{GRV}{school}Spell", RDF_TYPE, OWL + "Class")
        g.add(f"{GRV}{school}Spell", RDFS + "subClassOf", GRV + "Spell")
    for cls in ("CharacterClass", "Ability", "DamageType", "Component", "Book", "Citation"):
        g.add(GRV + cls, RDF_TYPE, OWL + "Class")
    for prop, inverse in (("onSpellListOf", "spellList"), ("upgradeOf", "upgradesTo")):
        g.add(GRV + prop, RDF_TYPE, OWL + "ObjectProperty"), g.add(GRV + inverse, RDF_TYPE, OWL + "ObjectProperty")
        g.add(GRV + prop, OWL + "inverseOf", GRV + inverse)
    for cid, ability in GR_CLASSES.items():
        c = next(iter(_gclass(cid)))
        g.add(c, RDF_TYPE, GRV + "CharacterClass"), g.add(c, GRV + "spellcastingAbility", f"{EF}ability/{ability}")
    for ability in ("Strength", "Dexterity", "Constitution", "Intelligence", "Wisdom", "Charisma"):
        g.add(f"{EF}ability/{ability}", RDF_TYPE, GRV + "Ability")
    for kind in ("Fire", "Cold", "Lightning", "Radiant", "Psychic", "Necrotic"):
        g.add(f"{EF}damage/{kind}", RDF_TYPE, GRV + "DamageType")
    for component in ("Verbal", "Somatic", "Material"):
        g.add(f"{EF}component/{component}", RDF_TYPE, GRV + "Component")
    for bid, (title, year) in GR_BOOKS.items():
        b = f"{EF}book/{bid}"
        g.add(b, RDF_TYPE, GRV + "Book"), g.add(b, DCT + "title", _lit(title))
        g.add(b, DCT + "issued", _typed(year, "gYear"))
    for npc in GR_NPCS:
        g.add(f"{EF}npc/{npc}", RDF_TYPE, FOAF + "Person")
    for spell, fields in GR_SPELLS.items():
        (school, level, casting, reach, duration, concentration, ritual, dice, damage, save, components, material,
         classes, on_class, (book, page), inventor) = fields
        s = next(iter(_spell(spell)))
        g.add(s, RDF_TYPE, f"{GRV}{school}Spell"), g.add(s, GRV + "spellLevel", _typed(level, "integer"))
        g.add(s, GRV + "castingTime", _lit(casting)), g.add(s, GRV + "duration", _lit(duration))
        if isinstance(reach, int):
            r = f"_:range_{spell}"
            g.add(s, GRV + "range", r), g.add(r, RDF_TYPE, QUDT + "QuantityValue")
            g.add(r, QUDT + "numericValue", _typed(reach, "decimal")), g.add(r, QUDT + "unit", UNIT + "FT")
        else:
            g.add(s, GRV + "rangeKind", _lit(reach))
        g.add(s, GRV + "concentration", _typed(str(concentration).lower(), "boolean"))
        g.add(s, GRV + "ritual", _typed(str(ritual).lower(), "boolean"))
        if dice:
            g.add(s, GRV + "damageDice", _lit(dice)), g.add(s, GRV + "damageType", f"{EF}damage/{damage}")
        if save:
            g.add(s, GRV + "savingThrow", f"{EF}ability/{save}")
        for component in components:
            g.add(s, GRV + "component", f"{EF}component/{component}")
        if material:
            g.add(s, GRV + "materialComponent", _lit(material))
        for cid in classes:
            if on_class:
                g.add(next(iter(_gclass(cid))), GRV + "spellList", s)
            else:
                g.add(s, GRV + "onSpellListOf", next(iter(_gclass(cid))))
        c = f"_:source_{spell}"
        g.add(s, GRV + "source", c), g.add(c, RDF_TYPE, GRV + "Citation")
        g.add(c, GRV + "book", f"{EF}book/{book}"), g.add(c, GRV + "page", _typed(page, "integer"))
        if inventor:
            g.add(s, GRV + "inventedBy", f"{EF}npc/{inventor}")
    for weaker, stronger in GR_UPGRADES:
        g.add(next(iter(_spell(stronger))), GRV + "upgradeOf", next(iter(_spell(weaker))))
    return g.text()


GRIMOIRE_QUESTIONS = [
    ("What level is Chain of Embers?", {"3"}),
    ("Which spells can a Storm Warden cast?", _spell("FrostLattice", "StormcallersStep", "TideOfNeedles",
                                                     "SparkOfSpite")),
    ("How much damage does Ember Tempest deal?", {"12d6"}),
    ("What type of damage does Frost Lattice deal?", {f"{EF}damage/Cold"}),
    ("Which spells deal fire damage?", _spell("ChainOfEmbers", "EmberTempest")),
    ("What is the range of Sunthread Lance?", {"90"}),
    ("Which classes can cast Mind's Hollow?", _gclass("grave_singer", "hedge_witch")),
    ("Which spells are cantrips?", _spell("SparkOfSpite")),
    ("Which spells can be cast as rituals?", _spell("WhisperingGrave", "LanternOfWarding")),
    ("What saving throw does Tide of Needles require?", {f"{EF}ability/Constitution"}),
    ("What material component does Chain of Embers need?", {"a pinch of sulphur and a cinder"}),
    ("Who invented Tide of Needles?", {f"{EF}npc/Orrin_Salt-Havel"}),
    ("Which spell is the upgraded version of Chain of Embers?", _spell("EmberTempest")),
    ("On which page is Whispering Grave described?", {"301"}),
    ("Which spells are in the Tidewrack Compendium?", _spell("FrostLattice", "SunthreadLance", "TideOfNeedles")),
    ("How many spells can a Hedge Witch cast?", {"4"}),
    ("What is the casting time of Lantern of Warding?", {"10 minutes"}),
    ("Which evocation spells are there?", _spell("ChainOfEmbers", "EmberTempest", "SunthreadLance", "TideOfNeedles",
                                                 "SparkOfSpite")),
    ("What is the highest-level spell a Pyromancer can cast?", _spell("EmberTempest")),
    ("Which spells require concentration?", _spell("EmberTempest", "FrostLattice", "MindsHollow")),
    ("What school of magic is Whispering Grave?", {GRV + "NecromancySpell"}),
    ("Which spells have a range of more than 100 feet?", _spell("ChainOfEmbers", "EmberTempest", "TideOfNeedles")),
    ("What is the spellcasting ability of a Grave Singer?", {f"{EF}ability/Charisma"}),
    ("What level is Sunthred Lance?", {"2"}),  # misspelt: Sunthread
    ("which spells does the lantern knight get", _spell("SunthreadLance", "LanternOfWarding")),
    ("When was the Tidewrack Compendium published?", {"2022"}),
    ("Which spells did Maelis Vantori create?", _spell("EmberTempest")),
    ("Which other spell deals the same type of damage as Frost Lattice?", _spell("TideOfNeedles")),
    ("What components does Mind's Hollow need?", {f"{EF}component/Verbal"}),
    ("How much does a scroll of Chain of Embers cost?", set()),  # no prices
    ("Which artist illustrated Ember Tempest?", set()),  # no artwork / artists
    ("What is the area of effect of Tide of Needles?", set()),  # no area / radius, only range
]
GRIMOIRE_MADE_UP = ["What level is Chain of Frost?", "Which spells can a Storm Knight cast?",
                    "Who invented Tide of Embers?", "What is the range of Moonthread Lance?",
                    "Which classes can cast Mind's Harbour?", "On which page is Whispering Tide described?"]
GRIMOIRE_GRAPHS = [
    ('[("Chain of Embers", "level", ?x)]', {"3"}),
    ('[(?s, "available to", "Storm Warden"), (?s, "damage type", ?x)]', {f"{EF}damage/Cold", f"{EF}damage/Lightning"}),
    ('[(?x, "saving throw", "Dexterity")]', _spell("ChainOfEmbers", "EmberTempest")),
    ('[("Whispering Grave", "source", ?s), (?s, "page", ?x)]', {"301"}),
    ('[("Ember Tempest", "upgrade of", ?x)]', _spell("ChainOfEmbers")),
    ('[(?s, "invented by", "Orrin Salt-Havel"), (?s, "level", ?x)]', {"5"}),
]


# ---- trails (a park trail database: own vocabulary, POI subclasses, parks only in IRIs, closures) ----------
KT = "https://trails.kerrowmoor.example/"
TRV = "https://trails.kerrowmoor.example/def#"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
TL_PARKS = {"Kerrowmoor National Park": ("1974", "1184.5"), "Glenvarrow Forest Park": ("1991", "312.8")}
TL_ORGS = {"kerrowmoor-rangers": "Kerrowmoor Ranger Service", "glenvarrow-trust": "Glenvarrow Forest Trust",
           "brackenfold-estate": "Brackenfold Estate"}
TL_DIFFICULTY = ["easy", "moderate", "strenuous"]
# poi id: (label, class, park, {property: (value, datatype)}, (lat, long) or None)
TL_POIS = {
    "4401": ("Ben Corrach", "Summit", "Kerrowmoor National Park", {"elevationM": (1024, "integer")},
             ("57.1842", "-4.9127")),
    "4402": ("Carn Breac", "Summit", "Kerrowmoor National Park", {"elevationM": (876, "integer")},
             ("57.1716", "-4.8835")),
    "4403": ("Stobhill Pike", "Summit", "Kerrowmoor National Park", {"elevationM": (712, "integer")},
             ("57.2104", "-4.7712")),
    "4410": ("Fearn Hut", "Hut", "Kerrowmoor National Park",
             {"elevationM": (610, "integer"), "beds": (24, "integer"), "staffed": ("true", "boolean")}, None),
    "4411": ("Eagle's Rest Bothy", "Hut", "Kerrowmoor National Park",
             {"elevationM": (540, "integer"), "beds": (8, "integer"), "staffed": ("false", "boolean")}, None),
    "4420": ("Linn of Aultmore", "Waterfall", "Kerrowmoor National Park", {"dropM": (34, "integer")}, None),
    "4421": ("Silverthread Falls", "Waterfall", "Glenvarrow Forest Park", {"dropM": (18, "integer")}, None),
    "4430": ("Hawk Knowe", "Viewpoint", "Glenvarrow Forest Park", {"elevationM": (455, "integer")}, None),
    "4440": ("Millbeck Bridge car park", "Trailhead", "Kerrowmoor National Park", {"parkingSpaces": (40, "integer")},
             None),
    "4441": ("Corrie Fearn car park", "Trailhead", "Kerrowmoor National Park", {"parkingSpaces": (25, "integer")},
             None),
    "4442": ("Brackenfold car park", "Trailhead", "Kerrowmoor National Park", {"parkingSpaces": (12, "integer")},
             None),
    "4443": ("Glenvarrow visitor centre", "Trailhead", "Glenvarrow Forest Park", {"parkingSpaces": (120, "integer")},
             None),
}
# trail id: (name, length km, elevation gain m, difficulty, loop, dogs allowed, start, [passes], park, maintainer,
#            estimated time, [(closure reason, from, until)])
TL_TRAILS = {
    "T-011": ("Corrach Ridge Traverse", "18.4", 1210, "strenuous", False, False, "4441", ["4410", "4401", "4402"],
              "Kerrowmoor National Park", "kerrowmoor-rangers", "PT8H",
              [("deer stalking", "2024-08-12", "2024-10-20")]),
    "T-012": ("Linn of Aultmore Circuit", "6.2", 240, "easy", True, True, "4440", ["4420"], "Kerrowmoor National Park",
              "kerrowmoor-rangers", "PT2H30M", []),
    "T-014": ("Stobhill Pike Horseshoe", "11.7", 780, "moderate", True, True, "4440", ["4403", "4411"],
              "Kerrowmoor National Park", "kerrowmoor-rangers", "PT5H",
              [("bridge repair", "2024-03-01", "2024-05-31")]),
    "T-015": ("Fearn Hut Path", "4.9", 410, "moderate", False, True, "4441", ["4410"], "Kerrowmoor National Park",
              "kerrowmoor-rangers", "PT2H15M", []),
    "T-016": ("Carn Breac Direct", "7.3", 690, "strenuous", False, False, "4442", ["4402"], "Kerrowmoor National Park",
              "brackenfold-estate", "PT4H", [("lambing", "2024-04-01", "2024-05-15")]),
    "T-021": ("Silverthread Falls Trail", "3.1", 95, "easy", True, True, "4443", ["4421"], "Glenvarrow Forest Park",
              "glenvarrow-trust", "PT1H15M", []),
    "T-022": ("Pinewood Heights Loop", "9.8", 360, "moderate", True, False, "4443", ["4421", "4430"],
              "Glenvarrow Forest Park", "glenvarrow-trust", "PT3H30M",
              [("timber harvesting", "2024-01-08", "2024-02-23")]),
}


def _trail(*ids: str) -> set[str]:
    return {f"{KT}trail/{i}" for i in ids}


def _poi(*ids: str) -> set[str]:
    return {f"{KT}poi/{i}" for i in ids}


def _park(name: str) -> str:
    return f"{KT}park/{quote(name, safe='')}"


def trails_kg() -> str:
    """N-Triples of the park trail database."""
    g = Graph()
    for cls in ("Trail", "PointOfInterest", "Park"):
        g.add(TRV + cls, RDF_TYPE, OWL + "Class")
    for cls in ("Summit", "Hut", "Waterfall", "Viewpoint", "Trailhead"):
        g.add(TRV + cls, RDF_TYPE, OWL + "Class"), g.add(TRV + cls, RDFS + "subClassOf", TRV + "PointOfInterest")
    for level in TL_DIFFICULTY:
        d = f"{KT}difficulty/{level}"
        g.add(d, RDF_TYPE, SKOS + "Concept"), g.add(d, SKOS + "prefLabel", _lit(level, "en"))
    for name, (established, area) in TL_PARKS.items():
        p = _park(name)
        g.add(p, RDF_TYPE, TRV + "Park"), g.add(p, TRV + "established", _typed(established, "gYear"))
        g.add(p, TRV + "areaKm2", _typed(area, "decimal"))
    for key, name in TL_ORGS.items():
        g.add(f"{KT}org/{key}", RDF_TYPE, FOAF + "Organization"), g.add(f"{KT}org/{key}", FOAF + "name", _lit(name))
    for pid, (label, cls, park, values, position) in TL_POIS.items():
        x = next(iter(_poi(pid)))
        g.add(x, RDF_TYPE, TRV + cls), g.add(x, RDFS + "label", _lit(label)), g.add(x, TRV + "inPark", _park(park))
        for prop, (value, datatype) in values.items():
            g.add(x, TRV + prop, _typed(value, datatype))
        if position:
            g.add(x, WGS + "lat", _typed(position[0], "decimal"))
            g.add(x, WGS + "long", _typed(position[1], "decimal"))
    for tid, fields in TL_TRAILS.items():
        name, km, gain, difficulty, loop, dogs, start, passes, park, maintainer, time, closures = fields
        t = next(iter(_trail(tid)))
        g.add(t, RDF_TYPE, TRV + "Trail"), g.add(t, TRV + "name", _lit(name))
        g.add(t, TRV + "lengthKm", _typed(km, "decimal")), g.add(t, TRV + "elevationGainM", _typed(gain, "integer"))
        g.add(t, TRV + "difficulty", f"{KT}difficulty/{difficulty}")
        g.add(t, TRV + "isLoop", _typed(str(loop).lower(), "boolean"))
        g.add(t, TRV + "dogsAllowed", _typed(str(dogs).lower(), "boolean"))
        g.add(t, TRV + "startsAt", next(iter(_poi(start))))
        for pid in passes:
            g.add(t, TRV + "passes", next(iter(_poi(pid))))
        g.add(t, TRV + "inPark", _park(park)), g.add(t, TRV + "maintainedBy", f"{KT}org/{maintainer}")
        g.add(t, TRV + "estimatedTime", _typed(time, "duration"))
        for n, (reason, start_day, end_day) in enumerate(closures, 1):
            c = f"_:closure_{tid.replace('-', '_')}_{n}"
            g.add(t, TRV + "closure", c), g.add(c, RDF_TYPE, TRV + "SeasonalClosure")
            g.add(c, TRV + "reason", _lit(reason)), g.add(c, TRV + "closedFrom", _typed(start_day, "date"))
            g.add(c, TRV + "closedUntil", _typed(end_day, "date"))
    return g.text()


TRAILS_QUESTIONS = [
    ("How long is the Corrach Ridge Traverse?", {"18.4"}),
    ("Which trails start at Millbeck Bridge car park?", _trail("T-012", "T-014")),
    ("How high is Ben Corrach?", {"1024"}),
    ("On which trails are dogs allowed?", _trail("T-012", "T-014", "T-015", "T-021")),
    ("Which trails pass Fearn Hut?", _trail("T-011", "T-015")),
    ("How difficult is the Stobhill Pike Horseshoe?", {f"{KT}difficulty/moderate"}),
    ("Which is the longest trail in Kerrowmoor National Park?", _trail("T-011")),
    ("How many beds does Eagle's Rest Bothy have?", {"8"}),
    ("Which summits does the Corrach Ridge Traverse cross?", _poi("4401", "4402")),
    ("How many trails are there in Glenvarrow Forest Park?", {"2"}),
    ("Why is the Corrach Ridge Traverse closed from August to October?", {"deer stalking"}),
    ("When does the bridge repair closure on the Stobhill Pike Horseshoe end?", {"2024-05-31"}),
    ("Which trails are loops?", _trail("T-012", "T-014", "T-021", "T-022")),
    ("How much elevation gain does Carn Breac Direct have?", {"690"}),
    ("Where does the Silverthread Falls Trail start?", _poi("4443")),
    ("How tall is the Linn of Aultmore waterfall?", {"34"}),
    ("Which park is Stobhill Pike in?", {_park("Kerrowmoor National Park")}),
    ("When was Kerrowmoor National Park established?", {"1974"}),
    ("Who maintains the Pinewood Heights Loop?", {f"{KT}org/glenvarrow-trust"}),
    ("What is the highest point on the Stobhill Pike Horseshoe?", _poi("4403")),
    ("Which trails are easy?", _trail("T-012", "T-021")),
    ("How many parking spaces are there at Corrie Fearn car park?", {"25"}),
    ("How long is the Pinewood Heigths Loop?", {"9.8"}),  # misspelt: Heights
    ("which trails go past a waterfall", _trail("T-012", "T-021", "T-022")),
    ("How long does it take to walk the Fearn Hut Path?", {"PT2H15M"}),
    ("What are the coordinates of Carn Breac?", {"57.1716", "-4.8835"}),
    ("Which strenuous trails are longer than 10 km?", _trail("T-011")),
    ("What is the area of Glenvarrow Forest Park?", {"312.8"}),
    ("How many people walked the Corrach Ridge Traverse last year?", set()),  # no visitor counts in the KG
    ("What is the entry fee for Kerrowmoor National Park?", set()),  # no fees
    ("Which bus routes stop at Millbeck Bridge car park?", set()),  # no public transport
]
TRAILS_MADE_UP = ["How long is the Corrach Valley Traverse?", "How high is Ben Stobhill?",
                  "How many beds does Eagle's Nest Bothy have?", "Which trails start at Millbeck Ford car park?",
                  "Which trails are in Kerrowmoor Forest Park?", "How tall is the Linn of Silverthread?"]
TRAILS_GRAPHS = [
    ('[("Corrach Ridge Traverse", "length", ?x)]', {"18.4"}),
    ('[(?t, "starts at", "Corrie Fearn car park"), (?t, "elevation gain", ?x)]', {"1210", "410"}),
    ('[(?x, "passes", "Silverthread Falls")]', _trail("T-021", "T-022")),
    ('[("Stobhill Pike Horseshoe", "closure", ?c), (?c, "reason", ?x)]', {"bridge repair"}),
    ('[(?t, "park", "Glenvarrow Forest Park"), (?t, "name", ?x)]',
     {"Silverthread Falls Trail", "Pinewood Heights Loop"}),
    ('[("Ben Corrach", "height", ?x)]', {"1024"}),
]

KGS_M = {"procurement": (procurement_kg, PROCUREMENT_QUESTIONS, PROCUREMENT_MADE_UP, PROCUREMENT_GRAPHS),
         "birds": (birds_kg, BIRDS_QUESTIONS, BIRDS_MADE_UP, BIRDS_GRAPHS),
         "podcasts": (podcasts_kg, PODCASTS_QUESTIONS, PODCASTS_MADE_UP, PODCASTS_GRAPHS),
         "grimoire": (grimoire_kg, GRIMOIRE_QUESTIONS, GRIMOIRE_MADE_UP, GRIMOIRE_GRAPHS),
         "trails": (trails_kg, TRAILS_QUESTIONS, TRAILS_MADE_UP, TRAILS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_M, __doc__)
