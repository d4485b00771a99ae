"""A forty-seventh batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_as.py):

- `wetlands`: a register of internationally important wetlands kept in GeoSPARQL (`https://wetland-sites.example.org/
  site/346`, `…/region/paca`, `…/taxon/iberian-lynx`, `…/concept/wetland-type/river-delta`, vocabulary `…/def/`):
  every site a `geo:Feature` whose IRI is minted from its Ramsar number, named ONLY by a plain `dcterms:title` (no
  language tag, no rdfs:label anywhere; the Lower Saxony Wadden Sea only by its German title), the number again as a
  `dcterms:identifier` string, a blank `geo:Geometry` with a `geo:asWKT` point, `designated` xsd:date,
  `areaHectares` xsd:decimal, `transboundary` xsd:boolean, `geo:sfWithin` its region and each region `geo:sfWithin`
  its country; the kind of wetland a SKOS concept with a `skos:broader` parent ("river delta" under "coastal
  wetland") and altLabels ("salt lake", "tidal flat"), the IUCN category of a species a second SKOS scheme with the
  codes as altLabels; managing bodies and wardens are FOAF agents; a species says where it `occursAt`, a site never
  lists its species, so "which species live at Ouse Washes" reads it backwards; two sites are both "Laguna Blanca"
  (Neuquén, Argentina, 1992, a freshwater lake of 11250 ha; Potosí, Bolivia, 2009, a saline lake of 6500 ha; told
  apart only by region, date, kind and area), the (invented) warden Henry Somerset looks after Ouse Washes and Lough
  Neagh and Lough Beg, never the Somerset Levels and Moors (whose warden is Lisa Hart), the Danube Delta covers
  exactly 647000 ha and the Bolivian Laguna Blanca exactly 6500 ha, two sites were designated in 1992, two in 1980
  and two on 5 January 1976;
- `chillies`: a chilli-pepper ontology with NO labels at all (`http://chilli-ontology.example.org/cultivar/
  Carolina_Reaper`, `…/cultivar/Jalape%C3%B1o`, `…/cultivar/Bird's_eye_chili`, `…/place/Padr%C3%B3n`,
  `…/sauce/The_Last_Dab`, `…/onto#Capsicum_chinense`): no rdfs:label, no name literal, no plain string anywhere,
  every name ONLY in an IRI's last segment, DBpedia-fashion with underscores and some characters percent-encoded,
  one path per kind, so the cultivar, the hot sauce and the Mexican state are all three `Tabasco`; an OWL class
  hierarchy (each cultivar typed only by its species, `Capsicum_annuum` … `Capsicum_pubescens` ⊑ `Chilli_pepper`
  ⊑ `Plant`), properties declared `owl:ObjectProperty` / `owl:DatatypeProperty` with `rdfs:domain` and
  `rdfs:range` and no label (`scovilleMin`, `scovilleMax` xsd:integer, `podLengthCm` xsd:decimal,
  `daysToMaturity`, `introduced` xsd:gYear, `heldWorldRecord` and `protectedDesignation` xsd:boolean, `namedAfter`,
  `bredBy`, `parentCultivar`, `madeFrom`, `producedBy`, `foundedBy`); a cultivar names its breeder and parents, a
  sauce its chilli and a company its founder, never the other way round, so "which company did Ed Currie found"
  and "which chillies were bred from the Habanero" read them backwards; the (invented) breeder Daniel Moruga was
  born in Leeds and bred the Pennine Flame and the Yorkshire Ember, nothing to do with Moruga in Trinidad, after
  which the Trinidad Moruga Scorpion is named, the Habanero is named after Havana but comes from Mexico, the
  Habanero and the Scotch bonnet top out at exactly 350000 SHU, three chillies at exactly 50000, three take exactly
  100 days to mature and the Carolina Reaper came out in exactly 2013;
- `tennis`: a tennis archive's schema.org JSON-LD flattened to triples (`https://tennis-archive.example.com/
  tournament/wimbledon`, `…/final/wim-2019-ms`, `…/player/lucas-halle`, `…/venue/queens-centre-court`, own terms
  `…/vocab#`): tournaments are `schema:EventSeries` with `schema:name`, `schema:alternateName`s ("Roland-Garros",
  "Wimbledon", "Queen's"), a `schema:startDate` xsd:gYear, a main court as `schema:location` and the archive's
  `surface` and `tier`; finals are `schema:SportsEvent`s ("2019 Wimbledon Men's Singles Final") with both players as
  `schema:competitor`, `schema:startDate` xsd:date and the archive's `winner` and `durationMinutes`, and they name
  their tournament by `schema:superEvent` (a tournament never lists its finals, a player never his); players are
  `schema:Person`s with `schema:birthDate`, `schema:nationality`, `schema:birthPlace` and a `schema:height` that is a
  blank `schema:QuantitativeValue` (`schema:value`, `schema:unitCode` "CMT"); courts, cities and countries chained by
  `schema:containedInPlace`; no literal carries a language tag; a loser is only the competitor who is not the winner;
  two courts are both "Centre Court" (Wimbledon's, 14979 seats; Queen's Club's, 7000; both in London, told apart
  only by tournament and capacity), the (invented) left-hander Lucas Halle was born in Lyon, won the 2021 Madrid
  Open final and lost the 2022 Queen's Club final, never played at the Halle Open in Halle, two finals lasted exactly
  138 minutes, Roger Federer and Rafael Nadal are exactly 185 cm tall and the French Open began in exactly 1891;
- `treaties`: a diplomatic-history archive in PROV-O (`https://treaty-archive.example.eu/treaty/T0431`,
  `…/signing/T0431`, `…/person/jacob-utrecht`, `…/polity/dutch-republic`, `…/war/seven-years`, vocabulary
  `…/ontology#`): each treaty a `prov:Entity` with an opaque catalogue IRI, `dcterms:title`s in the languages of its
  texts (en, fr, nl, es, pt, sv, tr, ja, ru; the Osnabrück treaty only "Instrumentum Pacis Osnabrugensis"@la and
  @de), `dcterms:date` xsd:date, its `party` polities, a SKOS `dcterms:type` and an `articleCount`; it
  `prov:wasGeneratedBy` a signing `prov:Activity` with `prov:atLocation` a place (`rdfs:label`s, Nystad only @sv /
  @fi and Küçükkaynarca only @tr / @bg) and a blank `prov:qualifiedAssociation` per signatory (`prov:agent` a
  `foaf:Person`, `prov:hadRole` "plenipotentiary" or "mediator"); a person `prov:actedOnBehalfOf` a polity named by
  `skos:prefLabel` / `skos:altLabel`; a war says which treaty it was `concludedBy` and a treaty names its parties,
  never the other way round, so "which war did the Treaty of Portsmouth end" and "which treaties was Sweden a party
  to" read them backwards; two treaties are both "Treaty of Paris" (1763, Great Britain, France and Spain, ending the
  Seven Years' War; 1783, the United States and Great Britain, ending the American Revolutionary War, signed by
  Franklin, Adams, Jay and Hartley; told apart only by date, parties, signatories and war), the (invented) Dutch envoy
  Jacob Utrecht was born in Leiden and signed at Nijmegen and Ryswick, never at Utrecht, two treaties have exactly 17
  articles and two exactly 11, the Peace of Ryswick was signed in exactly 1697 and John Jay was born in exactly 1745;
- `firestations`: a Welsh fire-and-rescue open-data portal, bilingual throughout (`https://fire-open-data.example.
  gov.wales/id/station/brecon`, `…/id/appliance/1402`, `…/id/county/powys`, `…/data/incidents/rhyl/2022`,
  vocabulary `…/def/`): stations, counties, services, SKOS concepts and cube properties carry `rdfs:label` /
  `skos:prefLabel` @en AND @cy, two stations ONLY @cy ("Gorsaf Dân Llanymddyfri", "Gorsaf Dân Porthmadog"); a
  station's address is a blank `vcard:Address` (`vcard:locality`, `vcard:postal-code`), its manager a
  `vcard:Individual` named by `vcard:fn`; a station names its county, its manager and its crewing type (retained has
  the altLabel "on-call"), a county the service covering it, an appliance (`skos:notation` call sign, type,
  `inServiceSince` xsd:gYear, pump xsd:integer, working height xsd:decimal) the station it is `basedAt`, never the
  other way round; incidents and mean response times live ONLY in a W3C Data Cube (`qb:Observation`s with the
  dimensions `refStation` and `refPeriod` xsd:gYear and the measures `incidents` and `meanResponseMinutes`, declared
  with bilingual labels in a `qb:DataStructureDefinition` with blank components); two stations are both "Newport
  Fire Station"@en (Casnewydd in the city of Newport, wholetime, 1976; Trefdraeth in Pembrokeshire, retained, 1954;
  told apart only by Welsh name, county, type and postcode), the (invented) station manager Gareth Brecon runs
  Llandrindod Wells and Builth Wells, never Brecon (run by Siân Pugh), two stations opened in exactly 1976 and
  Carmarthen's in exactly 1959, five appliances pump exactly 2250 l/min, one entered service in exactly 2018 and
  Aberystwyth's mean response in 2023 was exactly 9.4 minutes.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (307 SPARQL checks run with pyoxigraph over the five KGs by verify_au.py: one
per question and pseudo graph, the unanswerable ones asking for the absent fact (no predicate of the KG, nor its
label, names it), and one per name in the made-up questions (42 names in 30 questions) checked to be no literal and
no IRI's local name, raw or percent-decoded, in the KG; plus 1010 more: 86 on the traps (the people named like a
place and unrelated to it, the one-way `occursAt`, `bredBy`, `foundedBy`, `madeFrom`, `producedBy`,
`schema:superEvent`, `concludedBy`, `party`, `basedAt`, `stationManager`, `coveredBy` and `county`, the titles with
no language tag and the sites with no rdfs:label, the IRIs minted from Ramsar numbers, the blank geometries,
addresses, heights and associations, the chilli KG with no literal string and no label at all and its
percent-encoded IRIs, one species class per cultivar and every property declared, a winner always a competitor and
two competitors per final, no language tag in the JSON-LD, the treaty and places with no English name, the Welsh
labels on every station, every observation complete, the values that sit exactly on a question's threshold), 5 on
shared names, 20 that the superlatives are not ties, 75 that each KG parses as N-Triples one distinct triple a line,
holds 150-500 triples, has its typed literals in canonical form and as many of each datatype as written, and has no
entity bearing two names of one kind (`rdfs:label`, `schema:name`, `schema:alternateName`, `foaf:name`,
`skos:prefLabel`, `dcterms:title`, `vcard:fn`) in one language, 45 that each name looked up in the label-free KG is
an IRI's decoded last segment, 357 that every IRI in a gold set is in its KG, 15 that the entity of each
unanswerable question exists, 300 that each pseudo graph parses, asks for ?x, its names are names in its KG and its
relation words are not the KG's predicate names or property labels (the cube's, in both languages), 42 that each
made-up name is in its question, and the rest that each KG has 41 distinct questions with no brackets, at least one
lower-case, three unanswerable, six made-up, and six one-hop and six two-hop distinct graphs). "right" = the top
answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per KG, each
about an entity the KG has, asking for something it does not record: visitor numbers, depths, entrance fees, seed
prices, vitamin content, plant heights, prize money, rackets, aces, copies, the language of a text, ratifications,
firefighter numbers, budgets, phone numbers). Made-up questions (six per KG) name entities that do not exist
(invented, or real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six
two-hop per KG) use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_au.py [--json]
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


# ---- wetlands (a register of internationally important wetlands kept in GeoSPARQL: every site is a `geo:Feature`
# ---- with an opaque IRI minted from its Ramsar number (`…/site/346`), named ONLY by a plain `dcterms:title` (no
# ---- language tag, no rdfs:label), its Ramsar number a `dcterms:identifier` string, a blank `geo:Geometry` with a
# ---- `geo:asWKT` point, `geo:sfWithin` its region and each region `geo:sfWithin` its country; the kind of wetland
# ---- is a SKOS concept of a thesaurus whose concepts have `skos:broader` parents ("river delta" under "coastal
# ---- wetland"), the IUCN category of a species a second SKOS scheme with the codes as `skos:altLabel`; a species
# ---- says where it `occursAt`, a site never lists its species; organisations and wardens are FOAF agents) --------
WL = "https://wetland-sites.example.org/"
WLD = WL + "def/"
GEO = "http://www.opengis.net/ont/geosparql#"
WL_COUNTRIES = {"france": "France", "spain": "Spain", "botswana": "Botswana", "usa": "United States",
                "uk": "United Kingdom", "romania": "Romania", "brazil": "Brazil", "bangladesh": "Bangladesh",
                "australia": "Australia", "argentina": "Argentina", "bolivia": "Bolivia", "tanzania": "Tanzania",
                "germany": "Germany", "tunisia": "Tunisia"}
# region: (title, country)
WL_REGIONS = {"paca": ("Provence-Alpes-Côte d'Azur", "france"), "andalusia": ("Andalusia", "spain"),
              "north-west-district": ("North-West District", "botswana"), "florida": ("Florida", "usa"),
              "south-west-england": ("South West England", "uk"), "east-of-england": ("East of England", "uk"),
              "northern-ireland": ("Northern Ireland", "uk"), "tulcea": ("Tulcea County", "romania"),
              "mato-grosso": ("Mato Grosso", "brazil"), "khulna": ("Khulna Division", "bangladesh"),
              "northern-territory": ("Northern Territory", "australia"), "neuquen": ("Neuquén Province", "argentina"),
              "potosi": ("Potosí Department", "bolivia"), "arusha": ("Arusha Region", "tanzania"),
              "lower-saxony": ("Lower Saxony", "germany"), "bizerte": ("Bizerte Governorate", "tunisia")}
# SKOS scheme: {concept: (prefLabel, altLabel or None, broader or None)}
WL_SCHEMES = {
    "wetland-type": {"coastal": ("coastal wetland", "marine or coastal wetland", None),
                     "inland": ("inland wetland", None, None),
                     "river-delta": ("river delta", None, "coastal"), "salt-marsh": ("salt marsh", None, "coastal"),
                     "mangrove": ("mangrove forest", "mangal", "coastal"),
                     "tidal-flat": ("intertidal mud flat", "tidal flat", "coastal"),
                     "inland-delta": ("inland delta", None, "inland"),
                     "freshwater-marsh": ("freshwater marsh", None, "inland"),
                     "floodplain": ("floodplain wetland", "seasonally flooded plain", "inland"),
                     "freshwater-lake": ("permanent freshwater lake", "freshwater lake", "inland"),
                     "saline-lake": ("saline lake", "salt lake", "inland")},
    "iucn": {"en": ("Endangered", "EN", None), "vu": ("Vulnerable", "VU", None), "nt": ("Near Threatened", "NT", None),
             "lc": ("Least Concern", "LC", None)},
}
# organisation: foaf:name
WL_ORGS = {"pnr-camargue": "Parc naturel régional de Camargue", "ebd": "Estación Biológica de Doñana",
           "dwnp": "Department of Wildlife and National Parks", "nps": "National Park Service",
           "natural-england": "Natural England", "daera": "Department of Agriculture, Environment and Rural Affairs",
           "ddbra": "Danube Delta Biosphere Reserve Authority", "bfd": "Bangladesh Forest Department",
           "parks-australia": "Parks Australia"}
# warden: (foaf:name, birth year)
WL_PEOPLE = {"clara-vidal": ("Clara Vidal", "1975"), "jorge-romero": ("Jorge Romero", "1962"),
             "mpho-sebego": ("Mpho Sebego", "1980"), "lisa-hart": ("Lisa Hart", "1983"),
             "henry-somerset": ("Henry Somerset", "1968"), "ioana-marin": ("Ioana Marin", "1971")}
# site: (title, Ramsar number, region, designated, area ha, transboundary, wetland type, managing body or None,
#        warden or None, WKT point)
WL_SITES = {
    "camargue": ("Camargue", "346", "paca", "1986-12-01", "85000", False, "river-delta", "pnr-camargue",
                 "clara-vidal", "4.6 43.52"),
    "donana": ("Doñana", "234", "andalusia", "1982-05-04", "111646", False, "salt-marsh", "ebd", "jorge-romero",
               "-6.43 36.99"),
    "okavango": ("Okavango Delta System", "879", "north-west-district", "1996-12-09", "5537400", False,
                 "inland-delta", "dwnp", "mpho-sebego", "22.9 -19.3"),
    "everglades": ("Everglades National Park", "374", "florida", "1987-06-04", "610497", False, "freshwater-marsh",
                   "nps", None, "-80.9 25.29"),
    "somerset-levels": ("Somerset Levels and Moors", "904", "south-west-england", "1997-06-17", "6388.3", False,
                        "floodplain", "natural-england", "lisa-hart", "-2.85 51.1"),
    "ouse-washes": ("Ouse Washes", "75", "east-of-england", "1976-01-05", "2469", False, "floodplain",
                    "natural-england", "henry-somerset", "0.18 52.5"),
    "lough-neagh": ("Lough Neagh and Lough Beg", "74", "northern-ireland", "1976-01-05", "50166", False,
                    "freshwater-lake", "daera", "henry-somerset", "-6.42 54.62"),
    "danube-delta": ("Danube Delta", "521", "tulcea", "1991-05-21", "647000", True, "river-delta", "ddbra",
                     "ioana-marin", "29.4 45.1"),
    "pantanal": ("Pantanal Matogrossense", "602", "mato-grosso", "1993-05-24", "135000", False, "floodplain", None,
                 None, "-57 -17.7"),
    "sundarbans": ("Sundarbans Reserved Forest", "560", "khulna", "1992-05-21", "601700", True, "mangrove", "bfd",
                   None, "89.5 21.9"),
    "kakadu": ("Kakadu National Park", "204", "northern-territory", "1980-06-12", "1979766", False, "floodplain",
               "parks-australia", None, "132.4 -12.8"),
    "laguna-blanca-ar": ("Laguna Blanca", "556", "neuquen", "1992-05-04", "11250", False, "freshwater-lake", None,
                         None, "-70.38 -39.03"),
    "laguna-blanca-bo": ("Laguna Blanca", "1892", "potosi", "2009-07-13", "6500", False, "saline-lake", None, None,
                         "-67.78 -22.79"),
    "lake-natron": ("Lake Natron Basin", "1080", "arusha", "2001-07-04", "224781", False, "saline-lake", None, None,
                    "36 -2.35"),
    "wattenmeer": ("Niedersächsisches Wattenmeer und angrenzendes Küstenmeer", "82", "lower-saxony", "1976-02-26",
                   "345000", True, "tidal-flat", None, None, "7.8 53.7"),
    "ichkeul": ("Ichkeul", "213", "bizerte", "1980-11-24", "12600", False, "freshwater-lake", None, None,
                "9.67 37.16"),
}
# species: (common name, scientific name, IUCN category, sites)
WL_SPECIES = {
    "greater-flamingo": ("Greater flamingo", "Phoenicopterus roseus", "lc", ["camargue", "donana"]),
    "lesser-flamingo": ("Lesser flamingo", "Phoeniconaias minor", "nt", ["lake-natron"]),
    "andean-flamingo": ("Andean flamingo", "Phoenicoparrus andinus", "vu", ["laguna-blanca-bo"]),
    "iberian-lynx": ("Iberian lynx", "Lynx pardinus", "en", ["donana"]),
    "american-alligator": ("American alligator", "Alligator mississippiensis", "lc", ["everglades"]),
    "bengal-tiger": ("Bengal tiger", "Panthera tigris tigris", "en", ["sundarbans"]),
    "dalmatian-pelican": ("Dalmatian pelican", "Pelecanus crispus", "nt", ["danube-delta"]),
    "hyacinth-macaw": ("Hyacinth macaw", "Anodorhynchus hyacinthinus", "vu", ["pantanal"]),
    "jaguar": ("Jaguar", "Panthera onca", "nt", ["pantanal"]),
    "bewicks-swan": ("Bewick's swan", "Cygnus columbianus bewickii", "lc", ["ouse-washes", "somerset-levels"]),
    "whooper-swan": ("Whooper swan", "Cygnus cygnus", "lc", ["lough-neagh", "ouse-washes"]),
    "saltwater-crocodile": ("Saltwater crocodile", "Crocodylus porosus", "lc", ["kakadu", "sundarbans"]),
    "red-lechwe": ("Red lechwe", "Kobus leche", "lc", ["okavango"]),
    "black-necked-swan": ("Black-necked swan", "Cygnus melancoryphus", "lc", ["laguna-blanca-ar"]),
    "harbour-seal": ("Harbour seal", "Phoca vitulina", "lc", ["wattenmeer"]),
    "eurasian-bittern": ("Eurasian bittern", "Botaurus stellaris", "lc", ["somerset-levels", "camargue"]),
}


def _wl_site(key: str) -> str:
    """The register's IRI for a site: minted from its Ramsar number, not its name."""
    return f"{WL}site/{WL_SITES[key][1]}"


def wetlands_kg() -> str:
    """N-Triples of the GeoSPARQL wetland register: numbered sites, blank geometries, SKOS wetland types."""
    g = Graph()
    for key, title in WL_COUNTRIES.items():
        c = f"{WL}country/{key}"
        g.add(c, RDF_TYPE, WLD + "Country"), g.add(c, DCT + "title", _lit(title))
    for key, (title, country) in WL_REGIONS.items():
        r = f"{WL}region/{key}"
        g.add(r, RDF_TYPE, WLD + "Region"), g.add(r, DCT + "title", _lit(title))
        g.add(r, GEO + "sfWithin", f"{WL}country/{country}")
    for scheme, concepts in WL_SCHEMES.items():
        s = f"{WL}scheme/{scheme}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme")
        for key, (label, alt, broader) in concepts.items():
            c = f"{WL}concept/{scheme}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
            g.add(c, SKOS + "inScheme", s)
            if alt:
                g.add(c, SKOS + "altLabel", _lit(alt, "en"))
            if broader:
                g.add(c, SKOS + "broader", f"{WL}concept/{scheme}/{broader}")
    for key, name in WL_ORGS.items():
        o = f"{WL}org/{key}"
        g.add(o, RDF_TYPE, FOAF + "Organization"), g.add(o, FOAF + "name", _lit(name))
    for key, (name, born) in WL_PEOPLE.items():
        p = f"{WL}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, WLD + "birthYear", _typed(born, "gYear"))
    for key, fields in WL_SITES.items():
        title, number, region, designated, area, transboundary, kind, body, warden, point = fields
        s, geom = _wl_site(key), f"_:geom{number}"
        g.add(s, RDF_TYPE, WLD + "WetlandSite"), g.add(s, RDF_TYPE, GEO + "Feature")
        g.add(s, DCT + "title", _lit(title)), g.add(s, DCT + "identifier", _lit(number))
        g.add(s, WLD + "designated", _typed(designated, "date"))
        g.add(s, WLD + "areaHectares", _typed(area, "decimal"))
        g.add(s, WLD + "transboundary", _typed(str(transboundary).lower(), "boolean"))
        g.add(s, GEO + "hasGeometry", geom), g.add(geom, GEO + "asWKT", f'"POINT({point})"^^<{GEO}wktLiteral>')
        g.add(s, GEO + "sfWithin", f"{WL}region/{region}")
        g.add(s, WLD + "wetlandType", f"{WL}concept/wetland-type/{kind}")
        if body:
            g.add(s, WLD + "managedBy", f"{WL}org/{body}")
        if warden:
            g.add(s, WLD + "warden", f"{WL}person/{warden}")
    for key, (name, scientific, category, sites) in WL_SPECIES.items():
        t = f"{WL}taxon/{key}"
        g.add(t, RDF_TYPE, WLD + "Species"), g.add(t, DCT + "title", _lit(name))
        g.add(t, WLD + "scientificName", _lit(scientific))
        g.add(t, WLD + "iucnCategory", f"{WL}concept/iucn/{category}")
        for site in sites:
            g.add(t, WLD + "occursAt", _wl_site(site))
    return g.unique_text()


def _wls(*keys: str) -> set[str]:
    return {_wl_site(k) for k in keys}


def _wl(kind: str, *keys: str) -> set[str]:
    return {f"{WL}{kind}/{k}" for k in keys}


WETLANDS_QUESTIONS = [
    ("In which region is the Camargue?", _wl("region", "paca")),
    ("Which country is Doñana in?", _wl("country", "spain")),
    ("When was Ouse Washes designated?", {"1976-01-05"}),
    ("Which wetlands were designated on 5 January 1976?", _wls("ouse-washes", "lough-neagh")),
    ("Which sites were designated before 1980?", _wls("ouse-washes", "lough-neagh", "wattenmeer")),
    ("Which wetlands were designated after 1992?",
     _wls("pantanal", "okavango", "somerset-levels", "lake-natron", "laguna-blanca-bo")),
    ("Which is the largest wetland?", _wls("okavango")),
    ("Which site has the smallest area?", _wls("ouse-washes")),
    ("How large is the Danube Delta in hectares?", {"647000"}),
    ("Which wetlands cover more than 647000 hectares?", _wls("okavango", "kakadu")),
    ("Which sites are smaller than 6500 hectares?", _wls("ouse-washes", "somerset-levels")),
    ("What is the Ramsar site number of Kakadu National Park?", {"204"}),
    ("Which wetlands cross national borders?", _wls("danube-delta", "sundarbans", "wattenmeer")),
    ("Which sites are coastal wetlands?", _wls("camargue", "donana", "danube-delta", "sundarbans", "wattenmeer")),
    ("Which wetlands are saline lakes?", _wls("laguna-blanca-bo", "lake-natron")),
    ("What type of wetland is Pantanal Matogrossense?", _wl("concept/wetland-type", "floodplain")),
    ("Where does the Iberian lynx live?", _wls("donana")),
    ("Which species occur in the Pantanal Matogrossense?", _wl("taxon", "hyacinth-macaw", "jaguar")),
    ("At how many sites does the greater flamingo occur?", {"2"}),
    ("Which species live at Ouse Washes?", _wl("taxon", "bewicks-swan", "whooper-swan")),
    ("What is the scientific name of the Dalmatian pelican?", {"Pelecanus crispus"}),
    ("Which species are endangered?", _wl("taxon", "iberian-lynx", "bengal-tiger")),
    ("Which vulnerable species live in the Pantanal Matogrossense?", _wl("taxon", "hyacinth-macaw")),
    ("Which wetlands are in the United Kingdom?", _wls("somerset-levels", "ouse-washes", "lough-neagh")),
    ("Which organisation manages the Somerset Levels and Moors?", _wl("org", "natural-england")),
    ("Who is the warden of the Somerset Levels and Moors?", _wl("person", "lisa-hart")),
    ("Which sites does Henry Somerset look after?", _wls("ouse-washes", "lough-neagh")),
    ("When was Henry Somerset born?", {"1968"}),
    ("Which wetlands does Natural England manage?", _wls("somerset-levels", "ouse-washes")),
    ("In which country is the Laguna Blanca that was designated in 2009?", _wl("country", "bolivia")),
    ("How large is the Laguna Blanca in Argentina?", {"11250"}),
    ("In which region is the Niedersächsisches Wattenmeer und angrenzendes Küstenmeer?",
     _wl("region", "lower-saxony")),
    ("In which countries does the saltwater crocodile occur?", _wl("country", "australia", "bangladesh")),
    ("How many species are recorded at Somerset Levels and Moors?", {"2"}),
    ("Which endangered species live in a transboundary wetland?", _wl("taxon", "bengal-tiger")),
    ("which wetlands are managed by parks australia", _wls("kakadu")),
    ("When was Ichkuel designated?", {"1980-11-24"}),  # misspelt: Ichkeul
    ("where does the red lechwe live", _wls("okavango")),
    ("How many visitors does Doñana get each year?", set()),  # no visitor figures
    ("What is the maximum depth of Lake Natron Basin?", set()),  # no depths
    ("What is the entrance fee for Everglades National Park?", set()),  # no fees
]
WETLANDS_MADE_UP = ["When was the Lake Chad Basin designated?", "Where does the Siberian crane live?",
                    "Which sites does Lisa Somerset look after?", "How large is the Camargue Delta Marsh?",
                    "Which wetlands are in Peru?", "What is the scientific name of the Okavango heron?"]
WETLANDS_GRAPHS = [
    ('[("Camargue", "lies within", ?x)]', _wl("region", "paca")),
    ('[("Iberian lynx", "found at", ?x)]', _wls("donana")),
    ('[(?x, "found at", "Ouse Washes")]', _wl("taxon", "bewicks-swan", "whooper-swan")),
    ('[("Kakadu National Park", "looked after by", ?x)]', _wl("org", "parks-australia")),
    ('[("Danube Delta", "size in hectares", ?x)]', {"647000"}),
    ('[("Ichkeul", "listed on", ?x)]', {"1980-11-24"}),
    ('[("Doñana", "lies within", ?r), (?r, "lies within", ?x)]', _wl("country", "spain")),
    ('[(?s, "ranger", "Henry Somerset"), (?s, "size in hectares", ?x)]', {"2469", "50166"}),
    ('[("Jaguar", "found at", ?s), (?s, "habitat category", ?x)]', _wl("concept/wetland-type", "floodplain")),
    ('[(?s, "looked after by", "Natural England"), (?s, "listed on", ?x)]', {"1997-06-17", "1976-01-05"}),
    ('[("Saltwater crocodile", "found at", ?s), (?s, "lies within", ?x)]',
     _wl("region", "northern-territory", "khulna")),
    ('[("Lough Neagh and Lough Beg", "ranger", ?p), (?p, "year of birth", ?x)]', {"1968"}),
]


# ---- chillies (a chilli-pepper ontology with NO labels at all: no rdfs:label, no name literal anywhere, every name
# ---- ONLY in an IRI's last segment, DBpedia-fashion with underscores for spaces and some characters
# ---- percent-encoded (`…/cultivar/Jalape%C3%B1o`, `…/place/Padr%C3%B3n`, `…/cultivar/Bird's_eye_chili`), one
# ---- path per kind (`cultivar/`, `sauce/`, `place/`, `country/`, `person/`, `company/`), so the cultivar, the
# ---- sauce and the Mexican state are all three `Tabasco`; an OWL class hierarchy (each cultivar typed only by its
# ---- species, `onto#Capsicum_chinense` ⊑ `onto#Chilli_pepper` ⊑ `onto#Plant`), properties declared with
# ---- `rdfs:domain` / `rdfs:range` and no label; a cultivar names its breeder and its parents, a sauce the chilli it
# ---- is made from and a company its founder, never the other way round) --------------------------------------
CH = "http://chilli-ontology.example.org/"
CHO = CH + "onto#"
# class: superclass or None
CH_CLASSES = {"Plant": None, "Chilli_pepper": "Plant", "Capsicum_annuum": "Chilli_pepper",
              "Capsicum_chinense": "Chilli_pepper", "Capsicum_frutescens": "Chilli_pepper",
              "Capsicum_baccatum": "Chilli_pepper", "Capsicum_pubescens": "Chilli_pepper", "Agent": None,
              "Person": "Agent", "Company": "Agent", "Food_product": None, "Hot_sauce": "Food_product", "Place": None,
              "Country": "Place", "Town": "Place", "Region": "Place", "Colour": None}
# property: (kind, domain, range)
CH_PROPERTIES = {"originCountry": ("Object", "Chilli_pepper", "Country"),
                 "namedAfter": ("Object", "Chilli_pepper", "Place"),
                 "bredBy": ("Object", "Chilli_pepper", "Person"),
                 "parentCultivar": ("Object", "Chilli_pepper", "Chilli_pepper"),
                 "ripeColour": ("Object", "Chilli_pepper", "Colour"),
                 "scovilleMin": ("Datatype", "Chilli_pepper", "integer"),
                 "scovilleMax": ("Datatype", "Chilli_pepper", "integer"),
                 "podLengthCm": ("Datatype", "Chilli_pepper", "decimal"),
                 "daysToMaturity": ("Datatype", "Chilli_pepper", "integer"),
                 "introduced": ("Datatype", "Chilli_pepper", "gYear"),
                 "heldWorldRecord": ("Datatype", "Chilli_pepper", "boolean"),
                 "protectedDesignation": ("Datatype", "Chilli_pepper", "boolean"),
                 "madeFrom": ("Object", "Hot_sauce", "Chilli_pepper"),
                 "producedBy": ("Object", "Hot_sauce", "Company"),
                 "launched": ("Datatype", "Hot_sauce", "gYear"),
                 "foundedBy": ("Object", "Company", "Person"),
                 "founded": ("Datatype", "Company", "gYear"),
                 "headquartersIn": ("Object", "Company", "Place"),
                 "bornIn": ("Object", "Person", "Place"),
                 "birthYear": ("Datatype", "Person", "gYear"),
                 "inCountry": ("Object", "Place", "Country")}
CH_COUNTRIES = ["United_States", "Trinidad_and_Tobago", "India", "Bangladesh", "Mexico", "Jamaica", "United_Kingdom",
                "Thailand", "French_Guiana", "France", "Spain", "Peru", "Cuba", "Vietnam"]
# place: (class, country)
CH_PLACES = {"Tabasco": ("Region", "Mexico"), "Xalapa": ("Town", "Mexico"), "Havana": ("Town", "Cuba"),
             "Cayenne": ("Town", "French_Guiana"), "Espelette": ("Town", "France"),
             "Padr%C3%B3n": ("Town", "Spain"), "Moruga": ("Town", "Trinidad_and_Tobago"),
             "Anaheim": ("Town", "United_States"), "Rock_Hill": ("Town", "United_States"),
             "Fort_Mill": ("Town", "United_States"), "Los_Angeles": ("Town", "United_States"),
             "Bridport": ("Town", "United_Kingdom"), "West_Bexington": ("Town", "United_Kingdom"),
             "Leeds": ("Town", "United_Kingdom"), "Avery_Island": ("Town", "United_States"),
             "Irwindale": ("Town", "United_States"), "Hagerstown": ("Town", "United_States"),
             "Brooklyn": ("Town", "United_States"), "S%C3%B3c_Tr%C4%83ng": ("Town", "Vietnam")}
CH_COLOURS = ["Red", "Yellow", "Orange"]
# person: (birth year, birth place or None)
CH_PEOPLE = {"Ed_Currie": ("1963", "Rock_Hill"), "Frank_Garcia": ("1950", "Los_Angeles"),
             "Michael_Michaud": ("1955", "Bridport"), "Daniel_Moruga": ("1974", "Leeds"),
             "Edmund_McIlhenny": ("1815", "Hagerstown"), "David_Tran": ("1945", "S%C3%B3c_Tr%C4%83ng"),
             "Noah_Chaimberg": ("1984", None)}
# company: (founder, founded, headquarters)
CH_COMPANIES = {"PuckerButt_Pepper_Company": ("Ed_Currie", "2001", "Fort_Mill"),
                "McIlhenny_Company": ("Edmund_McIlhenny", "1868", "Avery_Island"),
                "Huy_Fong_Foods": ("David_Tran", "1980", "Irwindale"),
                "Sea_Spring_Seeds": ("Michael_Michaud", "1984", "West_Bexington"),
                "Heatonist": ("Noah_Chaimberg", "2015", "Brooklyn")}
# sauce: (made from, produced by, launched)
CH_SAUCES = {"Tabasco": ("Tabasco", "McIlhenny_Company", "1868"),
             "Sriracha": ("Jalape%C3%B1o", "Huy_Fong_Foods", "1980"),
             "Reaper_Squeezins": ("Carolina_Reaper", "PuckerButt_Pepper_Company", "2014"),
             "The_Last_Dab": ("Pepper_X", "Heatonist", "2017")}
# cultivar: (species, origin country, named after or None, bred by or None, parents, ripe colour, SHU min, SHU max,
#            pod length cm, days to maturity, introduced or None, held world record, protected designation)
CH_CULTIVARS = {
    "Carolina_Reaper": ("chinense", "United_States", None, "Ed_Currie", ["Naga_Morich", "Red_Savina"], "Red", 1400000,
                        2200000, "4", 90, "2013", True, False),
    "Pepper_X": ("chinense", "United_States", None, "Ed_Currie", ["Carolina_Reaper"], "Yellow", 2693000, 3180000,
                 "3.5", 120, "2023", True, False),
    "Trinidad_Moruga_Scorpion": ("chinense", "Trinidad_and_Tobago", "Moruga", None, [], "Red", 1200000, 2009231, "5",
                                 100, None, False, False),
    "Bhut_Jolokia": ("chinense", "India", None, None, [], "Red", 855000, 1041427, "7.5", 120, None, True, False),
    "Naga_Morich": ("chinense", "Bangladesh", None, None, [], "Red", 1000000, 1500000, "6", 120, None, False, False),
    "Red_Savina": ("chinense", "United_States", None, "Frank_Garcia", ["Habanero"], "Red", 350000, 577000, "4", 95,
                   "1994", True, False),
    "Habanero": ("chinense", "Mexico", "Havana", None, [], "Orange", 100000, 350000, "5", 100, None, False, False),
    "Scotch_bonnet": ("chinense", "Jamaica", None, None, [], "Yellow", 100000, 350000, "4", 90, None, False, False),
    "Dorset_Naga": ("chinense", "United_Kingdom", None, "Michael_Michaud", ["Naga_Morich"], "Red", 661451, 1032310,
                    "6.5", 110, "2005", False, False),
    "Pennine_Flame": ("chinense", "United_Kingdom", None, "Daniel_Moruga", ["Habanero", "Scotch_bonnet"], "Orange",
                      200000, 450000, "4.5", 95, "2019", False, False),
    "Tabasco": ("frutescens", "Mexico", "Tabasco", None, [], "Red", 30000, 50000, "4", 80, None, False, False),
    "Bird's_eye_chili": ("frutescens", "Thailand", None, None, [], "Red", 50000, 100000, "2.5", 75, None, False,
                         False),
    "Jalape%C3%B1o": ("annuum", "Mexico", "Xalapa", None, [], "Red", 2500, 8000, "7.5", 75, None, False, False),
    "Cayenne_pepper": ("annuum", "French_Guiana", "Cayenne", None, [], "Red", 30000, 50000, "12.5", 70, None, False,
                       False),
    "Piment_d'Espelette": ("annuum", "France", "Espelette", None, [], "Red", 1500, 4000, "10", 100, None, False,
                           True),
    "Padr%C3%B3n_pepper": ("annuum", "Spain", "Padr%C3%B3n", None, [], "Red", 500, 1500, "5", 60, None, False, True),
    "Chile_de_%C3%A1rbol": ("annuum", "Mexico", None, None, [], "Red", 15000, 30000, "6", 80, None, False, False),
    "Anaheim_pepper": ("annuum", "United_States", "Anaheim", None, [], "Red", 500, 2500, "17.5", 80, "1894", False,
                       False),
    "Aj%C3%AD_amarillo": ("baccatum", "Peru", None, None, [], "Orange", 30000, 50000, "11", 120, None, False, False),
    "Rocoto": ("pubescens", "Peru", None, None, [], "Red", 30000, 100000, "5", 150, None, False, False),
    "Yorkshire_Ember": ("annuum", "United_Kingdom", None, "Daniel_Moruga", ["Cayenne_pepper"], "Red", 20000, 60000,
                        "9", 85, "2016", False, False),
}


def _ch(kind: str, name: str) -> str:
    """The ontology's IRI for `name` of a kind: the name itself, underscored (and partly percent-encoded)."""
    return f"{CH}{kind}/{name}"


def chillies_kg() -> str:
    """N-Triples of the label-free chilli ontology: names only in IRIs, OWL species classes, declared properties."""
    g = Graph()
    for cls, parent in CH_CLASSES.items():
        g.add(CHO + cls, RDF_TYPE, OWL + "Class")
        if parent:
            g.add(CHO + cls, RDFS + "subClassOf", CHO + parent)
    for prop, (kind, domain, rng) in CH_PROPERTIES.items():
        g.add(CHO + prop, RDF_TYPE, f"{OWL}{kind}Property"), g.add(CHO + prop, RDFS + "domain", CHO + domain)
        g.add(CHO + prop, RDFS + "range", (XSD if kind == "Datatype" else CHO) + rng)
    for name in CH_COUNTRIES:
        g.add(_ch("country", name), RDF_TYPE, CHO + "Country")
    for name, (cls, country) in CH_PLACES.items():
        p = _ch("place", name)
        g.add(p, RDF_TYPE, CHO + cls), g.add(p, CHO + "inCountry", _ch("country", country))
    for name in CH_COLOURS:
        g.add(_ch("colour", name), RDF_TYPE, CHO + "Colour")
    for name, (born, place) in CH_PEOPLE.items():
        p = _ch("person", name)
        g.add(p, RDF_TYPE, CHO + "Person"), g.add(p, CHO + "birthYear", _typed(born, "gYear"))
        if place:
            g.add(p, CHO + "bornIn", _ch("place", place))
    for name, (founder, founded, hq) in CH_COMPANIES.items():
        c = _ch("company", name)
        g.add(c, RDF_TYPE, CHO + "Company"), g.add(c, CHO + "foundedBy", _ch("person", founder))
        g.add(c, CHO + "founded", _typed(founded, "gYear")), g.add(c, CHO + "headquartersIn", _ch("place", hq))
    for name, fields in CH_CULTIVARS.items():
        species, country, named, breeder, parents, colour, low, high, pod, days, introduced, record, protected = fields
        c = _ch("cultivar", name)
        g.add(c, RDF_TYPE, CHO + "Capsicum_" + species), g.add(c, CHO + "originCountry", _ch("country", country))
        if named:
            g.add(c, CHO + "namedAfter", _ch("place", named))
        if breeder:
            g.add(c, CHO + "bredBy", _ch("person", breeder))
        for parent in parents:
            g.add(c, CHO + "parentCultivar", _ch("cultivar", parent))
        g.add(c, CHO + "ripeColour", _ch("colour", colour))
        g.add(c, CHO + "scovilleMin", _typed(low, "integer")), g.add(c, CHO + "scovilleMax", _typed(high, "integer"))
        g.add(c, CHO + "podLengthCm", _typed(pod, "decimal"))
        g.add(c, CHO + "daysToMaturity", _typed(days, "integer"))
        if introduced:
            g.add(c, CHO + "introduced", _typed(introduced, "gYear"))
        g.add(c, CHO + "heldWorldRecord", _typed(str(record).lower(), "boolean"))
        g.add(c, CHO + "protectedDesignation", _typed(str(protected).lower(), "boolean"))
    for name, (chilli, company, launched) in CH_SAUCES.items():
        s = _ch("sauce", name)
        g.add(s, RDF_TYPE, CHO + "Hot_sauce"), g.add(s, CHO + "madeFrom", _ch("cultivar", chilli))
        g.add(s, CHO + "producedBy", _ch("company", company)), g.add(s, CHO + "launched", _typed(launched, "gYear"))
    return g.unique_text()


def _chs(kind: str, *names: str) -> set[str]:
    return {_ch(kind, n) for n in names}


def _cv(*names: str) -> set[str]:
    return _chs("cultivar", *names)


CHILLIES_QUESTIONS = [
    ("Who bred the Carolina Reaper?", _chs("person", "Ed_Currie")),
    ("Which chillies did Ed Currie breed?", _cv("Carolina_Reaper", "Pepper_X")),
    ("How many chillies did Daniel Moruga breed?", {"2"}),
    ("Where was Daniel Moruga born?", _chs("place", "Leeds")),
    ("Which is the hottest chilli?", _cv("Pepper_X")),
    ("What is the maximum Scoville rating of the Habanero?", {"350000"}),
    ("Which chillies reach more than 350000 Scoville heat units?",
     _cv("Carolina_Reaper", "Pepper_X", "Trinidad_Moruga_Scorpion", "Bhut_Jolokia", "Naga_Morich", "Red_Savina",
         "Dorset_Naga", "Pennine_Flame")),
    ("Which chillies never exceed 50000 Scoville heat units?",
     _cv("Tabasco", "Jalape%C3%B1o", "Cayenne_pepper", "Piment_d'Espelette", "Padr%C3%B3n_pepper",
         "Chile_de_%C3%A1rbol", "Anaheim_pepper", "Aj%C3%AD_amarillo")),
    ("Which is the mildest chilli?", _cv("Padr%C3%B3n_pepper")),
    ("What is the minimum Scoville rating of the Jalapeño?", {"2500"}),
    ("Which chillies belong to Capsicum baccatum?", _cv("Aj%C3%AD_amarillo")),
    ("Which chillies are Capsicum annuum?",
     _cv("Jalape%C3%B1o", "Cayenne_pepper", "Piment_d'Espelette", "Padr%C3%B3n_pepper", "Chile_de_%C3%A1rbol",
         "Anaheim_pepper", "Yorkshire_Ember")),
    ("Which country does the Scotch bonnet come from?", _chs("country", "Jamaica")),
    ("Which chillies come from Peru?", _cv("Aj%C3%AD_amarillo", "Rocoto")),
    ("Which chillies come from Mexico?", _cv("Habanero", "Tabasco", "Jalape%C3%B1o", "Chile_de_%C3%A1rbol")),
    ("What is the Jalapeño named after?", _chs("place", "Xalapa")),
    ("Which chilli is named after a town in French Guiana?", _cv("Cayenne_pepper")),
    ("Which chillies have held the world record for heat?",
     _cv("Carolina_Reaper", "Pepper_X", "Bhut_Jolokia", "Red_Savina")),
    ("Which chillies have a protected designation of origin?", _cv("Piment_d'Espelette", "Padr%C3%B3n_pepper")),
    ("What are the parents of the Carolina Reaper?", _cv("Naga_Morich", "Red_Savina")),
    ("Which chillies were bred from the Habanero?", _cv("Red_Savina", "Pennine_Flame")),
    ("Which chilli has the longest pods?", _cv("Anaheim_pepper")),
    ("How long are the pods of the Piment d'Espelette in centimetres?", {"10"}),
    ("Which chillies take more than 100 days to mature?",
     _cv("Pepper_X", "Bhut_Jolokia", "Naga_Morich", "Dorset_Naga", "Aj%C3%AD_amarillo", "Rocoto")),
    ("Which chilli takes the longest to mature?", _cv("Rocoto")),
    ("When was the Red Savina introduced?", {"1994"}),
    ("Which chillies were introduced after 2013?", _cv("Pepper_X", "Yorkshire_Ember", "Pennine_Flame")),
    ("What colour is a ripe Pepper X?", _chs("colour", "Yellow")),
    ("Which chillies ripen orange?", _cv("Habanero", "Pennine_Flame", "Aj%C3%AD_amarillo")),
    ("What is Tabasco sauce made from?", _cv("Tabasco")),
    ("Which company makes Sriracha?", _chs("company", "Huy_Fong_Foods")),
    ("Who founded the company that makes Reaper Squeezins?", _chs("person", "Ed_Currie")),
    ("Which company did Ed Currie found?", _chs("company", "PuckerButt_Pepper_Company")),
    ("Where is the McIlhenny Company based?", _chs("place", "Avery_Island")),
    ("Which sauces are made from chillies bred by Ed Currie?", _chs("sauce", "Reaper_Squeezins", "The_Last_Dab")),
    ("In which country was the breeder of the Dorset Naga born?", _chs("country", "United_Kingdom")),
    ("which chillies come from the united kingdom", _cv("Dorset_Naga", "Pennine_Flame", "Yorkshire_Ember")),
    ("How hot can the Carolina Reeper get?", {"2200000"}),  # misspelt: Reaper
    ("How much does a packet of Pepper X seeds cost?", set()),  # no prices
    ("What is the vitamin C content of the Habanero?", set()),  # no nutrition
    ("How tall does the Rocoto plant grow?", set()),  # no plant heights
]
CHILLIES_MADE_UP = ["Who bred the Komodo Dragon pepper?", "Which chillies did Ed Michaud breed?",
                    "What is the maximum Scoville rating of the Tabasco Viper?", "Which chillies come from Portugal?",
                    "Who founded Reaper Foods?", "Where was Daniel Currie born?"]
CHILLIES_GRAPHS = [
    ('[("Carolina Reaper", "developed by", ?x)]', _chs("person", "Ed_Currie")),
    ('[(?x, "developed by", "Daniel Moruga")]', _cv("Pennine_Flame", "Yorkshire_Ember")),
    ('[("Sriracha", "main chilli", ?x)]', _cv("Jalape%C3%B1o")),
    ('[("Scotch bonnet", "land of origin", ?x)]', _chs("country", "Jamaica")),
    ('[("Pepper X", "peak heat", ?x)]', {"3180000"}),
    ('[("Cayenne pepper", "takes its name from", ?x)]', _chs("place", "Cayenne")),
    ('[("Dorset Naga", "developed by", ?p), (?p, "place of birth", ?x)]', _chs("place", "Bridport")),
    ('[("The Last Dab", "main chilli", ?c), (?c, "developed by", ?x)]', _chs("person", "Ed_Currie")),
    ('[(?c, "land of origin", "Peru"), (?c, "ripens to", ?x)]', _chs("colour", "Orange", "Red")),
    ('[("Red Savina", "crossed from", ?p), (?p, "takes its name from", ?x)]', _chs("place", "Havana")),
    ('[(?s, "manufacturer", "McIlhenny Company"), (?s, "main chilli", ?x)]', _cv("Tabasco")),
    ('[("PuckerButt Pepper Company", "founder", ?p), (?p, "year of birth", ?x)]', {"1963"}),
]


# ---- tennis (a tennis archive's schema.org JSON-LD flattened to triples: tournaments are `schema:EventSeries` named
# ---- by `schema:name` with `schema:alternateName`s ("Roland-Garros", "Wimbledon"), a `schema:startDate` xsd:gYear
# ---- and a main court as `schema:location`; finals are `schema:SportsEvent`s with both players as
# ---- `schema:competitor`, a `schema:startDate` xsd:date and the archive's own `…/vocab#winner` and
# ---- `durationMinutes`, and they name the tournament they belong to (`schema:superEvent`), a tournament never lists
# ---- its finals; players are `schema:Person`s with `schema:birthDate`, `schema:nationality`, `schema:birthPlace`
# ---- and a `schema:height` that is a blank `schema:QuantitativeValue` (`schema:value`, `schema:unitCode` "CMT");
# ---- courts and cities are chained by `schema:containedInPlace`; no name carries a language tag) ---------------
TN = "https://tennis-archive.example.com/"
TNV = TN + "vocab#"
TN_COUNTRIES = {"srb": "Serbia", "sui": "Switzerland", "esp": "Spain", "ita": "Italy", "rus": "Russia",
                "ger": "Germany", "aus": "Australia", "nor": "Norway", "usa": "United States", "pol": "Poland",
                "fra": "France", "rou": "Romania", "blr": "Belarus", "cze": "Czech Republic", "tun": "Tunisia",
                "chn": "China", "gbr": "Great Britain"}
# city: (name, country)
TN_CITIES = {"melbourne": ("Melbourne", "aus"), "paris": ("Paris", "fra"), "london": ("London", "gbr"),
             "new-york": ("New York City", "usa"), "halle": ("Halle", "ger"), "madrid": ("Madrid", "esp"),
             "belgrade": ("Belgrade", "srb"), "basel": ("Basel", "sui"), "manacor": ("Manacor", "esp"),
             "el-palmar": ("El Palmar", "esp"), "san-candido": ("San Candido", "ita"), "moscow": ("Moscow", "rus"),
             "lyon": ("Lyon", "fra"), "constanta": ("Constanța", "rou"), "saginaw": ("Saginaw", "usa"),
             "minsk": ("Minsk", "blr"), "warsaw": ("Warsaw", "pol"), "atlanta": ("Atlanta", "usa")}
# court: (name, city, capacity)
TN_VENUES = {"rod-laver-arena": ("Rod Laver Arena", "melbourne", 14820),
             "chatrier": ("Court Philippe-Chatrier", "paris", 15225),
             "wimbledon-centre-court": ("Centre Court", "london", 14979),
             "arthur-ashe": ("Arthur Ashe Stadium", "new-york", 23771),
             "queens-centre-court": ("Centre Court", "london", 7000),
             "owl-arena": ("OWL Arena", "halle", 11500),
             "manolo-santana": ("Estadio Manolo Santana", "madrid", 12442)}
# tournament: (name, alternate name or None, court, first held, surface, tier)
TN_SERIES = {"australian-open": ("Australian Open", None, "rod-laver-arena", "1905", "hard", "Grand Slam"),
             "french-open": ("French Open", "Roland-Garros", "chatrier", "1891", "clay", "Grand Slam"),
             "wimbledon": ("The Championships, Wimbledon", "Wimbledon", "wimbledon-centre-court", "1877", "grass",
                           "Grand Slam"),
             "us-open": ("US Open", None, "arthur-ashe", "1881", "hard", "Grand Slam"),
             "queens": ("Queen's Club Championships", "Queen's", "queens-centre-court", "1890", "grass", "ATP 500"),
             "halle": ("Halle Open", "Terra Wortmann Open", "owl-arena", "1993", "grass", "ATP 500"),
             "madrid": ("Madrid Open", "Mutua Madrid Open", "manolo-santana", "2002", "clay", "Masters 1000")}
# player: (name, born, nationality, birth place or None, height cm or None, plays)
TN_PLAYERS = {
    "novak-djokovic": ("Novak Djokovic", "1987-05-22", "srb", "belgrade", 188, "right-handed"),
    "roger-federer": ("Roger Federer", "1981-08-08", "sui", "basel", 185, "right-handed"),
    "rafael-nadal": ("Rafael Nadal", "1986-06-03", "esp", "manacor", 185, "left-handed"),
    "carlos-alcaraz": ("Carlos Alcaraz", "2003-05-05", "esp", "el-palmar", 183, "right-handed"),
    "jannik-sinner": ("Jannik Sinner", "2001-08-16", "ita", "san-candido", 191, "right-handed"),
    "daniil-medvedev": ("Daniil Medvedev", "1996-02-11", "rus", "moscow", 198, "right-handed"),
    "alexander-zverev": ("Alexander Zverev", "1997-04-20", "ger", None, None, "right-handed"),
    "nick-kyrgios": ("Nick Kyrgios", "1995-04-27", "aus", None, 193, "right-handed"),
    "casper-ruud": ("Casper Ruud", "1998-12-22", "nor", None, None, "right-handed"),
    "taylor-fritz": ("Taylor Fritz", "1997-10-28", "usa", None, None, "right-handed"),
    "matteo-berrettini": ("Matteo Berrettini", "1996-04-12", "ita", None, None, "right-handed"),
    "alex-de-minaur": ("Alex de Minaur", "1999-02-17", "aus", None, None, "right-handed"),
    "hubert-hurkacz": ("Hubert Hurkacz", "1997-02-11", "pol", None, None, "right-handed"),
    "lucas-halle": ("Lucas Halle", "1997-03-14", "fra", "lyon", 179, "left-handed"),
    "simona-halep": ("Simona Halep", "1991-09-27", "rou", "constanta", 168, "right-handed"),
    "serena-williams": ("Serena Williams", "1981-09-26", "usa", "saginaw", 175, "right-handed"),
    "aryna-sabalenka": ("Aryna Sabalenka", "1998-05-05", "blr", "minsk", 182, "right-handed"),
    "iga-swiatek": ("Iga Świątek", "2001-05-31", "pol", "warsaw", 176, "right-handed"),
    "coco-gauff": ("Coco Gauff", "2004-03-13", "usa", "atlanta", 175, "right-handed"),
    "marketa-vondrousova": ("Markéta Vondroušová", "1999-06-28", "cze", None, 172, "left-handed"),
    "ons-jabeur": ("Ons Jabeur", "1994-08-28", "tun", None, 167, "right-handed"),
    "jasmine-paolini": ("Jasmine Paolini", "1996-01-04", "ita", None, 163, "right-handed"),
    "zheng-qinwen": ("Zheng Qinwen", "2002-10-08", "chn", None, 178, "right-handed"),
}
# final: (tournament, year, draw, date, winner, runner-up, minutes)
TN_FINALS = {
    "ao-2012-ms": ("australian-open", "2012", "Men's", "2012-01-29", "novak-djokovic", "rafael-nadal", 353),
    "ao-2024-ms": ("australian-open", "2024", "Men's", "2024-01-28", "jannik-sinner", "daniil-medvedev", 224),
    "ao-2024-ws": ("australian-open", "2024", "Women's", "2024-01-27", "aryna-sabalenka", "zheng-qinwen", 76),
    "rg-2022-ms": ("french-open", "2022", "Men's", "2022-06-05", "rafael-nadal", "casper-ruud", 138),
    "rg-2024-ms": ("french-open", "2024", "Men's", "2024-06-09", "carlos-alcaraz", "alexander-zverev", 259),
    "rg-2024-ws": ("french-open", "2024", "Women's", "2024-06-08", "iga-swiatek", "jasmine-paolini", 68),
    "wim-2019-ms": ("wimbledon", "2019", "Men's", "2019-07-14", "novak-djokovic", "roger-federer", 297),
    "wim-2019-ws": ("wimbledon", "2019", "Women's", "2019-07-13", "simona-halep", "serena-williams", 56),
    "wim-2022-ms": ("wimbledon", "2022", "Men's", "2022-07-10", "novak-djokovic", "nick-kyrgios", 181),
    "wim-2023-ms": ("wimbledon", "2023", "Men's", "2023-07-16", "carlos-alcaraz", "novak-djokovic", 282),
    "wim-2023-ws": ("wimbledon", "2023", "Women's", "2023-07-15", "marketa-vondrousova", "ons-jabeur", 80),
    "uso-2023-ws": ("us-open", "2023", "Women's", "2023-09-09", "coco-gauff", "aryna-sabalenka", 126),
    "uso-2024-ms": ("us-open", "2024", "Men's", "2024-09-08", "jannik-sinner", "taylor-fritz", 136),
    "queens-2022-ms": ("queens", "2022", "Men's", "2022-06-19", "matteo-berrettini", "lucas-halle", 138),
    "queens-2023-ms": ("queens", "2023", "Men's", "2023-06-25", "carlos-alcaraz", "alex-de-minaur", 82),
    "halle-2024-ms": ("halle", "2024", "Men's", "2024-06-23", "jannik-sinner", "hubert-hurkacz", 104),
    "madrid-2021-ms": ("madrid", "2021", "Men's", "2021-05-09", "lucas-halle", "matteo-berrettini", 115),
}
# the name a final is published under: "2019 Wimbledon Men's Singles Final" (the tournament's short name)
TN_SHORT = {"australian-open": "Australian Open", "french-open": "French Open", "wimbledon": "Wimbledon",
            "us-open": "US Open", "queens": "Queen's Club Championships", "halle": "Halle Open",
            "madrid": "Madrid Open"}


def tennis_kg() -> str:
    """N-Triples of the flattened schema.org JSON-LD: event series, finals, players with blank height values."""
    g = Graph()
    for key, name in TN_COUNTRIES.items():
        c = f"{TN}country/{key}"
        g.add(c, RDF_TYPE, SCHEMA + "Country"), g.add(c, SCHEMA + "name", _lit(name))
    for key, (name, country) in TN_CITIES.items():
        c = f"{TN}city/{key}"
        g.add(c, RDF_TYPE, SCHEMA + "City"), g.add(c, SCHEMA + "name", _lit(name))
        g.add(c, SCHEMA + "containedInPlace", f"{TN}country/{country}")
    for key, (name, city, capacity) in TN_VENUES.items():
        v = f"{TN}venue/{key}"
        g.add(v, RDF_TYPE, SCHEMA + "StadiumOrArena"), g.add(v, SCHEMA + "name", _lit(name))
        g.add(v, SCHEMA + "containedInPlace", f"{TN}city/{city}")
        g.add(v, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
    for key, (name, alternate, venue, first, surface, tier) in TN_SERIES.items():
        s = f"{TN}tournament/{key}"
        g.add(s, RDF_TYPE, SCHEMA + "EventSeries"), g.add(s, SCHEMA + "name", _lit(name))
        if alternate:
            g.add(s, SCHEMA + "alternateName", _lit(alternate))
        g.add(s, SCHEMA + "location", f"{TN}venue/{venue}"), g.add(s, SCHEMA + "startDate", _typed(first, "gYear"))
        g.add(s, TNV + "surface", _lit(surface)), g.add(s, TNV + "tier", _lit(tier))
    for key, (name, born, nationality, place, height, plays) in TN_PLAYERS.items():
        p = f"{TN}player/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        g.add(p, SCHEMA + "nationality", f"{TN}country/{nationality}")
        if place:
            g.add(p, SCHEMA + "birthPlace", f"{TN}city/{place}")
        if height:
            b = "_:height_" + key.replace("-", "_")
            g.add(p, SCHEMA + "height", b), g.add(b, RDF_TYPE, SCHEMA + "QuantitativeValue")
            g.add(b, SCHEMA + "value", _typed(height, "integer")), g.add(b, SCHEMA + "unitCode", _lit("CMT"))
        g.add(p, TNV + "plays", _lit(plays))
    for key, (series, year, draw, day, winner, runner_up, minutes) in TN_FINALS.items():
        f = f"{TN}final/{key}"
        g.add(f, RDF_TYPE, SCHEMA + "SportsEvent")
        g.add(f, SCHEMA + "name", _lit(f"{year} {TN_SHORT[series]} {draw} Singles Final"))
        g.add(f, SCHEMA + "superEvent", f"{TN}tournament/{series}"), g.add(f, SCHEMA + "startDate", _typed(day, "date"))
        g.add(f, SCHEMA + "competitor", f"{TN}player/{winner}")
        g.add(f, SCHEMA + "competitor", f"{TN}player/{runner_up}")
        g.add(f, TNV + "winner", f"{TN}player/{winner}")
        g.add(f, TNV + "durationMinutes", _typed(minutes, "integer"))
    return g.unique_text()


def _tn(kind: str, *keys: str) -> set[str]:
    return {f"{TN}{kind}/{k}" for k in keys}


TENNIS_QUESTIONS = [
    ("Who won the 2019 Wimbledon Men's Singles Final?", _tn("player", "novak-djokovic")),
    ("Who lost the 2019 Wimbledon Men's Singles Final?", _tn("player", "roger-federer")),
    ("Which finals did Jannik Sinner win?", _tn("final", "ao-2024-ms", "uso-2024-ms", "halle-2024-ms")),
    ("How many finals did Novak Djokovic win?", {"3"}),
    ("Which finals did Novak Djokovic lose?", _tn("final", "wim-2023-ms")),
    ("Who did Carlos Alcaraz beat in the 2024 French Open Men's Singles Final?", _tn("player", "alexander-zverev")),
    ("When was the 2023 US Open Women's Singles Final played?", {"2023-09-09"}),
    ("Which was the longest final?", _tn("final", "ao-2012-ms")),
    ("How long did the 2019 Wimbledon Women's Singles Final last in minutes?", {"56"}),
    ("Which was the shortest final?", _tn("final", "wim-2019-ws")),
    ("Which finals lasted longer than 138 minutes?",
     _tn("final", "ao-2012-ms", "ao-2024-ms", "rg-2024-ms", "wim-2019-ms", "wim-2022-ms", "wim-2023-ms")),
    ("Which finals were played at Wimbledon?",
     _tn("final", "wim-2019-ms", "wim-2019-ws", "wim-2022-ms", "wim-2023-ms", "wim-2023-ws")),
    ("Which tournaments are played on grass?", _tn("tournament", "wimbledon", "queens", "halle")),
    ("When was the US Open first held?", {"1881"}),
    ("Which is the oldest tournament?", _tn("tournament", "wimbledon")),
    ("Which tournaments began before 1891?", _tn("tournament", "wimbledon", "us-open", "queens")),
    ("Which Grand Slam tournaments are played on hard courts?", _tn("tournament", "australian-open", "us-open")),
    ("In which stadium is the Halle Open played?", _tn("venue", "owl-arena")),
    ("In which city is Arthur Ashe Stadium?", _tn("city", "new-york")),
    ("How many spectators does Court Philippe-Chatrier hold?", {"15225"}),
    ("Which stadiums hold more than 14979 spectators?", _tn("venue", "chatrier", "arthur-ashe")),
    ("What is the capacity of the Centre Court at the Queen's Club Championships?", {"7000"}),
    ("Where was Carlos Alcaraz born?", _tn("city", "el-palmar")),
    ("When was Iga Świątek born?", {"2001-05-31"}),
    ("Which players are left-handed?", _tn("player", "rafael-nadal", "lucas-halle", "marketa-vondrousova")),
    ("Which players are taller than 185 centimetres?",
     _tn("player", "novak-djokovic", "jannik-sinner", "daniil-medvedev", "nick-kyrgios")),
    ("Who is the tallest player?", _tn("player", "daniil-medvedev")),
    ("How tall is Jannik Sinner?", {"191"}),
    ("Which players are from Italy?", _tn("player", "jannik-sinner", "matteo-berrettini", "jasmine-paolini")),
    ("Which players were born in Spain?", _tn("player", "rafael-nadal", "carlos-alcaraz")),
    ("Where was Lucas Halle born?", _tn("city", "lyon")),
    ("Which finals did Lucas Halle play in?", _tn("final", "queens-2022-ms", "madrid-2021-ms")),
    ("Which finals did Aryna Sabalenka reach?", _tn("final", "ao-2024-ws", "uso-2023-ws")),
    ("What nationality is the winner of the 2023 Wimbledon Women's Singles Final?", _tn("country", "cze")),
    ("Which players born before 1990 won a final?", _tn("player", "novak-djokovic", "rafael-nadal")),
    ("Which finals were played in 2024?",
     _tn("final", "ao-2024-ms", "ao-2024-ws", "rg-2024-ms", "rg-2024-ws", "uso-2024-ms", "halle-2024-ms")),
    ("who won the 2021 madrid open men's singles final", _tn("player", "lucas-halle")),
    ("When was Simona Hallep born?", {"1991-09-27"}),  # misspelt: Halep
    ("How much prize money did the winner of the 2019 Wimbledon Men's Singles Final receive?", set()),  # no prizes
    ("Which racket does Carlos Alcaraz use?", set()),  # no equipment
    ("How many aces did Jannik Sinner serve in the 2024 US Open Men's Singles Final?", set()),  # no match statistics
]
TENNIS_MADE_UP = ["Who won the 2019 Miami Open Men's Singles Final?", "When was Rafael Sinner born?",
                  "Which finals did Serena Halep win?", "How many spectators does Margaret Court Arena hold?",
                  "Which players are from Argentina?", "Where is the Stuttgart Open held?"]
TENNIS_GRAPHS = [
    ("[(\"2019 Wimbledon Men's Singles Final\", \"champion\", ?x)]", _tn("player", "novak-djokovic")),
    ('[("Jannik Sinner", "hometown", ?x)]', _tn("city", "san-candido")),
    ('[(?x, "champion", "Lucas Halle")]', _tn("final", "madrid-2021-ms")),
    ('[("Roland-Garros", "playing surface", ?x)]', {"clay"}),
    ('[("Arthur Ashe Stadium", "seats", ?x)]', {"23771"}),
    ('[("Markéta Vondroušová", "country represented", ?x)]', _tn("country", "cze")),
    ('[(?f, "champion", "Carlos Alcaraz"), (?f, "part of tournament", ?x)]',
     _tn("tournament", "french-open", "wimbledon", "queens")),
    ('[("Halle Open", "main stadium", ?v), (?v, "seats", ?x)]', {"11500"}),
    ("[(\"2024 Australian Open Women's Singles Final\", \"finalist\", ?p), (?p, \"date of birth\", ?x)]",
     {"1998-05-05", "2002-10-08"}),
    ('[("Madrid Open", "main stadium", ?v), (?v, "in city", ?x)]', _tn("city", "madrid")),
    ('[(?f, "champion", "Jannik Sinner"), (?f, "played on", ?x)]', {"2024-01-28", "2024-09-08", "2024-06-23"}),
    ('[("Court Philippe-Chatrier", "in city", ?c), (?c, "nation", ?x)]', _tn("country", "fra")),
]


# ---- treaties (a diplomatic-history archive in PROV-O: each treaty is a `prov:Entity` with an opaque catalogue
# ---- IRI (`…/treaty/T0431`) and `dcterms:title`s in the languages of its texts (en, fr, nl, de, la, es, pt, sv,
# ---- tr, ja, ru; the Osnabrück treaty has no English title), `dcterms:date` xsd:date, its `parties`, a SKOS
# ---- `dcterms:type` and an `articleCount`; it `prov:wasGeneratedBy` a signing `prov:Activity` with
# ---- `prov:atLocation` a place (`rdfs:label`s, two places only in Swedish / Finnish and Turkish / Bulgarian) and a
# ---- blank `prov:qualifiedAssociation` per signatory (`prov:agent` a `foaf:Person`, `prov:hadRole` a SKOS role,
# ---- "plenipotentiary" or "mediator"); a person `prov:actedOnBehalfOf` a polity (`skos:prefLabel` and
# ---- `skos:altLabel`); a war says which treaty it was `concludedBy`, a treaty never names its war, and a treaty
# ---- names its parties, a polity never its treaties) -------------------------------------------------------------
TR = "https://treaty-archive.example.eu/"
TRV = TR + "ontology#"
# polity: (prefLabel, altLabel or None)
TR_POLITIES = {"castile": ("Castile", "Crown of Castile"), "portugal": ("Portugal", "Kingdom of Portugal"),
               "spain": ("Spain", "Spanish Monarchy"),
               "dutch-republic": ("Dutch Republic", "Republic of the Seven United Netherlands"),
               "hre": ("Holy Roman Empire", None), "sweden": ("Sweden", "Swedish Empire"),
               "france": ("France", "Kingdom of France"), "england": ("England", "Kingdom of England"),
               "great-britain": ("Great Britain", "Kingdom of Great Britain"),
               "united-kingdom": ("United Kingdom", "United Kingdom of Great Britain and Ireland"),
               "russia": ("Russia", "Russian Empire"), "ottoman": ("Ottoman Empire", None),
               "united-states": ("United States", "United States of America"), "japan": ("Japan", "Empire of Japan"),
               "qing": ("Qing dynasty", "Great Qing"), "germany": ("Germany", "German Reich")}
# place: {language: rdfs:label}
TR_PLACES = {"tordesillas": {"en": "Tordesillas"}, "munster": {"en": "Münster"}, "osnabruck": {"en": "Osnabrück"},
             "pheasant-island": {"en": "Pheasant Island", "fr": "Île des Faisans", "es": "Isla de los Faisanes"},
             "nijmegen": {"en": "Nijmegen", "fr": "Nimègue"}, "rijswijk": {"en": "Rijswijk"},
             "utrecht": {"en": "Utrecht"}, "nystad": {"sv": "Nystad", "fi": "Uusikaupunki"},
             "paris": {"en": "Paris"}, "kucuk-kaynarca": {"tr": "Küçükkaynarca", "bg": "Кайнарджа"},
             "ghent": {"en": "Ghent", "nl": "Gent"}, "yokohama": {"en": "Yokohama"},
             "shimonoseki": {"en": "Shimonoseki"}, "portsmouth-nh": {"en": "Portsmouth, New Hampshire"},
             "versailles": {"en": "Versailles"}, "leiden": {"en": "Leiden"}}
# SKOS scheme: {concept: (prefLabel, altLabel or None)}
TR_SCHEMES = {"treaty-type": {"peace": ("peace treaty", None), "boundary": ("boundary treaty", "demarcation treaty"),
                              "amity": ("treaty of amity", "friendship treaty")},
              "role": {"plenipotentiary": ("plenipotentiary", "envoy"), "mediator": ("mediator", None)}}
# person: (foaf:name, birth year, acted on behalf of, birth place or None)
TR_PEOPLE = {"adriaen-pauw": ("Adriaen Pauw", "1585", "dutch-republic", None),
             "johan-oxenstierna": ("Johan Oxenstierna", "1611", "sweden", None),
             "mazarin": ("Cardinal Mazarin", "1602", "france", None),
             "luis-de-haro": ("Luis de Haro", "1598", "spain", None),
             "jacob-utrecht": ("Jacob Utrecht", "1641", "dutch-republic", "leiden"),
             "nils-lillieroot": ("Nils Lillieroot", "1636", "sweden", None),
             "benjamin-franklin": ("Benjamin Franklin", "1706", "united-states", None),
             "john-adams": ("John Adams", "1735", "united-states", None),
             "john-jay": ("John Jay", "1745", "united-states", None),
             "david-hartley": ("David Hartley", "1732", "great-britain", None),
             "john-quincy-adams": ("John Quincy Adams", "1767", "united-states", None),
             "matthew-perry": ("Matthew C. Perry", "1794", "united-states", None),
             "ito-hirobumi": ("Itō Hirobumi", "1841", "japan", None),
             "li-hongzhang": ("Li Hongzhang", "1823", "qing", None),
             "komura-jutaro": ("Komura Jutarō", "1855", "japan", None),
             "sergei-witte": ("Sergei Witte", "1849", "russia", None),
             "theodore-roosevelt": ("Theodore Roosevelt", "1858", "united-states", None),
             "georges-clemenceau": ("Georges Clemenceau", "1841", "france", None),
             "woodrow-wilson": ("Woodrow Wilson", "1856", "united-states", None)}
# treaty: (catalogue number, {language: title}, signed, place, parties, type, articles, [(signatory, role)])
TR_TREATIES = {
    "tordesillas": ("T0101", {"en": "Treaty of Tordesillas", "es": "Tratado de Tordesillas",
                              "pt": "Tratado de Tordesilhas"}, "1494-06-07", "tordesillas", ["castile", "portugal"],
                    "boundary", 6, []),
    "munster": ("T0210", {"en": "Peace of Münster", "nl": "Vrede van Münster"}, "1648-01-30", "munster",
                ["spain", "dutch-republic"], "peace", 79, [("adriaen-pauw", "plenipotentiary")]),
    "osnabruck": ("T0211", {"la": "Instrumentum Pacis Osnabrugensis", "de": "Osnabrücker Friedensvertrag"},
                  "1648-10-24", "osnabruck", ["hre", "sweden"], "peace", 17,
                  [("johan-oxenstierna", "plenipotentiary")]),
    "pyrenees": ("T0245", {"en": "Treaty of the Pyrenees", "fr": "Traité des Pyrénées"}, "1659-11-07",
                 "pheasant-island", ["france", "spain"], "peace", 124,
                 [("mazarin", "plenipotentiary"), ("luis-de-haro", "plenipotentiary")]),
    "nijmegen": ("T0270", {"en": "Treaty of Nijmegen", "fr": "Traité de Nimègue"}, "1678-08-10", "nijmegen",
                 ["france", "dutch-republic"], "peace", 17, [("jacob-utrecht", "plenipotentiary")]),
    "ryswick": ("T0288", {"en": "Peace of Ryswick", "nl": "Vrede van Rijswijk"}, "1697-09-20", "rijswijk",
                ["france", "england", "dutch-republic", "spain"], "peace", 23,
                [("jacob-utrecht", "plenipotentiary"), ("nils-lillieroot", "mediator")]),
    "utrecht": ("T0301", {"en": "Treaty of Utrecht", "fr": "Traité d'Utrecht"}, "1713-04-11", "utrecht",
                ["france", "great-britain", "dutch-republic"], "peace", 31, []),
    "nystad": ("T0322", {"en": "Treaty of Nystad", "sv": "Freden i Nystad"}, "1721-09-10", "nystad",
               ["sweden", "russia"], "peace", 24, []),
    "paris-1763": ("T0388", {"en": "Treaty of Paris", "fr": "Traité de Paris"}, "1763-02-10", "paris",
                   ["great-britain", "france", "spain"], "peace", 27, []),
    "kucuk-kaynarca": ("T0412", {"en": "Treaty of Küçük Kaynarca", "tr": "Küçük Kaynarca Antlaşması"},
                       "1774-07-21", "kucuk-kaynarca", ["russia", "ottoman"], "peace", 28, []),
    "paris-1783": ("T0431", {"en": "Treaty of Paris", "fr": "Traité de Paris"}, "1783-09-03", "paris",
                   ["united-states", "great-britain"], "peace", 10,
                   [("benjamin-franklin", "plenipotentiary"), ("john-adams", "plenipotentiary"),
                    ("john-jay", "plenipotentiary"), ("david-hartley", "plenipotentiary")]),
    "ghent": ("T0517", {"en": "Treaty of Ghent", "nl": "Vrede van Gent"}, "1814-12-24", "ghent",
              ["united-states", "united-kingdom"], "peace", 11, [("john-quincy-adams", "plenipotentiary")]),
    "kanagawa": ("T0602", {"en": "Convention of Kanagawa", "ja": "日米和親条約"}, "1854-03-31", "yokohama",
                 ["united-states", "japan"], "amity", 12, [("matthew-perry", "plenipotentiary")]),
    "shimonoseki": ("T0688", {"en": "Treaty of Shimonoseki", "ja": "下関条約"}, "1895-04-17", "shimonoseki",
                    ["japan", "qing"], "peace", 11,
                    [("ito-hirobumi", "plenipotentiary"), ("li-hongzhang", "plenipotentiary")]),
    "portsmouth": ("T0705", {"en": "Treaty of Portsmouth", "ru": "Портсмутский мирный договор"}, "1905-09-05",
                   "portsmouth-nh", ["japan", "russia"], "peace", 15,
                   [("komura-jutaro", "plenipotentiary"), ("sergei-witte", "plenipotentiary"),
                    ("theodore-roosevelt", "mediator")]),
    "versailles": ("T0734", {"en": "Treaty of Versailles", "fr": "Traité de Versailles"}, "1919-06-28", "versailles",
                   ["germany", "france", "united-kingdom", "united-states"], "peace", 440,
                   [("georges-clemenceau", "plenipotentiary"), ("woodrow-wilson", "plenipotentiary")]),
}
# war: (title, concluded by)
TR_WARS = {"eighty-years": ("Eighty Years' War", "munster"), "thirty-years": ("Thirty Years' War", "osnabruck"),
           "franco-spanish": ("Franco-Spanish War", "pyrenees"), "franco-dutch": ("Franco-Dutch War", "nijmegen"),
           "nine-years": ("Nine Years' War", "ryswick"),
           "spanish-succession": ("War of the Spanish Succession", "utrecht"),
           "great-northern": ("Great Northern War", "nystad"), "seven-years": ("Seven Years' War", "paris-1763"),
           "russo-turkish": ("Russo-Turkish War of 1768–1774", "kucuk-kaynarca"),
           "american-revolutionary": ("American Revolutionary War", "paris-1783"),
           "war-of-1812": ("War of 1812", "ghent"), "first-sino-japanese": ("First Sino-Japanese War", "shimonoseki"),
           "russo-japanese": ("Russo-Japanese War", "portsmouth"), "first-world-war": ("First World War", "versailles")}


def _tr_treaty(key: str) -> str:
    """The archive's IRI for a treaty: its catalogue number, not its title."""
    return f"{TR}treaty/{TR_TREATIES[key][0]}"


def treaties_kg() -> str:
    """N-Triples of the PROV-O treaty archive: multilingual titles, signing activities, qualified associations."""
    g = Graph()
    for scheme, concepts in TR_SCHEMES.items():
        s = f"{TR}scheme/{scheme}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme")
        for key, (label, alt) in concepts.items():
            c = f"{TR}concept/{scheme}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
            g.add(c, SKOS + "inScheme", s)
            if alt:
                g.add(c, SKOS + "altLabel", _lit(alt, "en"))
    for key, (label, alt) in TR_POLITIES.items():
        p = f"{TR}polity/{key}"
        g.add(p, RDF_TYPE, TRV + "Polity"), g.add(p, SKOS + "prefLabel", _lit(label, "en"))
        if alt:
            g.add(p, SKOS + "altLabel", _lit(alt, "en"))
    for key, labels in TR_PLACES.items():
        p = f"{TR}place/{key}"
        g.add(p, RDF_TYPE, PROV + "Location")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
    for key, (name, born, polity, place) in TR_PEOPLE.items():
        p = f"{TR}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, TRV + "birthYear", _typed(born, "gYear")), g.add(p, PROV + "actedOnBehalfOf", f"{TR}polity/{polity}")
        if place:
            g.add(p, TRV + "birthPlace", f"{TR}place/{place}")
    for key, (number, titles, signed, place, parties, kind, articles, signatories) in TR_TREATIES.items():
        t, a = _tr_treaty(key), f"{TR}signing/{number}"
        g.add(t, RDF_TYPE, PROV + "Entity")
        for lang, title in titles.items():
            g.add(t, DCT + "title", _lit(title, lang))
        g.add(t, DCT + "date", _typed(signed, "date")), g.add(t, DCT + "type", f"{TR}concept/treaty-type/{kind}")
        for party in parties:
            g.add(t, TRV + "party", f"{TR}polity/{party}")
        g.add(t, TRV + "articleCount", _typed(articles, "integer"))
        g.add(t, PROV + "wasGeneratedBy", a), g.add(a, RDF_TYPE, PROV + "Activity")
        g.add(a, PROV + "atLocation", f"{TR}place/{place}")
        for i, (person, role) in enumerate(signatories):
            b = f"_:{number}_a{i}"
            g.add(a, PROV + "qualifiedAssociation", b), g.add(b, PROV + "agent", f"{TR}person/{person}")
            g.add(b, PROV + "hadRole", f"{TR}concept/role/{role}")
    for key, (title, treaty) in TR_WARS.items():
        w = f"{TR}war/{key}"
        g.add(w, RDF_TYPE, TRV + "War"), g.add(w, DCT + "title", _lit(title, "en"))
        g.add(w, TRV + "concludedBy", _tr_treaty(treaty))
    return g.unique_text()


def _trs(*keys: str) -> set[str]:
    return {_tr_treaty(k) for k in keys}


def _tr(kind: str, *keys: str) -> set[str]:
    return {f"{TR}{kind}/{k}" for k in keys}


TREATIES_QUESTIONS = [
    ("When was the Treaty of Ghent signed?", {"1814-12-24"}),
    ("Where was the Treaty of Nijmegen signed?", _tr("place", "nijmegen")),
    ("Which states were parties to the Treaty of Utrecht?", _tr("polity", "france", "great-britain", "dutch-republic")),
    ("Which treaties was Sweden a party to?", _trs("osnabruck", "nystad")),
    ("Which war did the Treaty of Portsmouth end?", _tr("war", "russo-japanese")),
    ("Which treaty ended the Seven Years' War?", _trs("paris-1763")),
    ("Who mediated the Treaty of Portsmouth?", _tr("person", "theodore-roosevelt")),
    ("Who signed the Treaty of Paris of 1783 on behalf of the United States?",
     _tr("person", "benjamin-franklin", "john-adams", "john-jay")),
    ("Which treaties did Jacob Utrecht sign?", _trs("nijmegen", "ryswick")),
    ("Where was Jacob Utrecht born?", _tr("place", "leiden")),
    ("Which is the oldest treaty?", _trs("tordesillas")),
    ("Which treaty is the most recent?", _trs("versailles")),
    ("Which treaty has the most articles?", _trs("versailles")),
    ("How many articles does the Treaty of the Pyrenees have?", {"124"}),
    ("Which treaties have fewer than 11 articles?", _trs("tordesillas", "paris-1783")),
    ("Which treaties have exactly 17 articles?", _trs("osnabruck", "nijmegen")),
    ("Which treaties were signed in the 18th century?",
     _trs("utrecht", "nystad", "paris-1763", "kucuk-kaynarca", "paris-1783")),
    ("Which treaties were signed before 1697?", _trs("tordesillas", "munster", "osnabruck", "pyrenees", "nijmegen")),
    ("When was the Treaty of Paris that ended the American Revolutionary War signed?", {"1783-09-03"}),
    ("Which states signed the Treaty of Paris of 1763?", _tr("polity", "great-britain", "france", "spain")),
    ("Which treaties were signed in Paris?", _trs("paris-1763", "paris-1783")),
    ("Which treaties are boundary treaties?", _trs("tordesillas")),
    ("Which treaties was Japan a party to?", _trs("kanagawa", "shimonoseki", "portsmouth")),
    ("Which treaties had both France and Spain as parties?", _trs("pyrenees", "ryswick", "paris-1763")),
    ("Which state did the mediator of the Peace of Ryswick act for?", _tr("polity", "sweden")),
    ("How many of the treaties ended a war?", {"14"}),
    ("When was Benjamin Franklin born?", {"1706"}),
    ("Which wars ended with a treaty signed in Paris?", _tr("war", "seven-years", "american-revolutionary")),
    ("Which treaty was signed on Pheasant Island?", _trs("pyrenees")),
    ("Which war did the Instrumentum Pacis Osnabrugensis end?", _tr("war", "thirty-years")),
    ("When was the Instrumentum Pacis Osnabrugensis signed?", {"1648-10-24"}),
    ("Where was the Treaty of Küçük Kaynarca signed?", _tr("place", "kucuk-kaynarca")),
    ("How many states were parties to the Treaty of Versailles?", {"4"}),
    ("Which treaties did Itō Hirobumi sign?", _trs("shimonoseki")),
    ("Which envoys of the United States were born before 1745?", _tr("person", "benjamin-franklin", "john-adams")),
    ("which treaty ended the war of 1812", _trs("ghent")),
    ("Where was the Treaty of Shimonosheki signed?", _tr("place", "shimonoseki")),  # misspelt: Shimonoseki
    ("Which treaties were concluded in 1648?", _trs("munster", "osnabruck")),
    ("How many copies of the Treaty of Ghent were made?", set()),  # no copies
    ("In which language was the Treaty of Nystad written?", set()),  # no language of the text
    ("When was the Convention of Kanagawa ratified?", set()),  # no ratifications
]
TREATIES_MADE_UP = ["Where was the Treaty of Lisbon signed?", "Which treaties did Jacob Franklin sign?",
                    "Which war did the Treaty of Amsterdam end?", "Who mediated the Treaty of Kyoto?",
                    "When was Henrik Oxenstierna born?", "Which treaties did Denmark sign?"]
TREATIES_GRAPHS = [
    ('[("Treaty of Ghent", "concluded on", ?x)]', {"1814-12-24"}),
    ('[(?x, "participant state", "Sweden")]', _trs("osnabruck", "nystad")),
    ('[("Benjamin Franklin", "envoy of", ?x)]', _tr("polity", "united-states")),
    ("[(\"Seven Years' War\", \"settled by\", ?x)]", _trs("paris-1763")),
    ('[("Treaty of the Pyrenees", "number of clauses", ?x)]', {"124"}),
    ('[("Jacob Utrecht", "native town", ?x)]', _tr("place", "leiden")),
    ('[("War of 1812", "settled by", ?t), (?t, "concluded on", ?x)]', {"1814-12-24"}),
    ('[(?t, "participant state", "Japan"), (?t, "concluded on", ?x)]', {"1854-03-31", "1895-04-17", "1905-09-05"}),
    ('[("Treaty of Portsmouth", "resulted from", ?s), (?s, "venue", ?x)]', _tr("place", "portsmouth-nh")),
    ('[(?p, "envoy of", "Qing dynasty"), (?p, "year of birth", ?x)]', {"1823"}),
    ("[(\"Seven Years' War\", \"settled by\", ?t), (?t, \"participant state\", ?x)]",
     _tr("polity", "great-britain", "france", "spain")),
    ('[("Convention of Kanagawa", "participant state", ?s), (?s, "also known as", ?x)]',
     {"United States of America", "Empire of Japan"}),
]


# ---- firestations (a Welsh fire-and-rescue open-data portal, bilingual throughout: stations, counties, services,
# ---- concepts and cube properties carry `rdfs:label` / `skos:prefLabel` @en AND @cy, two stations ONLY @cy
# ---- ("Gorsaf Dân Llanymddyfri", "Gorsaf Dân Porthmadog"); a station's address is a blank `vcard:Address`
# ---- (`vcard:locality`, `vcard:postal-code`), its managers `vcard:Individual`s named by `vcard:fn`; a station
# ---- names its county and its manager, a county the service covering it, an appliance the station it is
# ---- `basedAt`, never the other way round; incidents and response times live ONLY in a W3C Data Cube
# ---- (`qb:Observation`s with the dimensions `refStation` and `refPeriod` xsd:gYear and the measures `incidents`
# ---- and `meanResponseMinutes`, declared with bilingual labels in a `qb:DataStructureDefinition`) ----------------
FR = "https://fire-open-data.example.gov.wales/"
FRD = FR + "def/"
QB = "http://purl.org/linked-data/cube#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
# service: (en, cy, established)
FR_SERVICES = {"mww": ("Mid and West Wales Fire and Rescue Service",
                       "Gwasanaeth Tân ac Achub Canolbarth a Gorllewin Cymru", "1996"),
               "swfrs": ("South Wales Fire and Rescue Service", "Gwasanaeth Tân ac Achub De Cymru", "1996"),
               "nwfrs": ("North Wales Fire and Rescue Service", "Gwasanaeth Tân ac Achub Gogledd Cymru", "1996")}
# county: (en, cy, service)
FR_COUNTIES = {"ceredigion": ("Ceredigion", "Ceredigion", "mww"),
               "carmarthenshire": ("Carmarthenshire", "Sir Gaerfyrddin", "mww"), "powys": ("Powys", "Powys", "mww"),
               "pembrokeshire": ("Pembrokeshire", "Sir Benfro", "mww"), "swansea": ("Swansea", "Abertawe", "mww"),
               "newport": ("Newport", "Casnewydd", "swfrs"), "cardiff": ("Cardiff", "Caerdydd", "swfrs"),
               "gwynedd": ("Gwynedd", "Gwynedd", "nwfrs"), "conwy": ("Conwy", "Conwy", "nwfrs"),
               "denbighshire": ("Denbighshire", "Sir Ddinbych", "nwfrs")}
# SKOS scheme: {concept: (en, cy, English altLabel or None)}
FR_SCHEMES = {"station-type": {"wholetime": ("wholetime", "amser llawn", None),
                               "day-crewed": ("day-crewed", "criw dydd", None),
                               "retained": ("retained", "wrth gefn", "on-call")},
              "appliance-type": {"wrl": ("water tender ladder", "tender dŵr ac ysgol", "WrL"),
                                 "alp": ("aerial ladder platform", "platfform ysgol awyr", "ALP"),
                                 "rt": ("rescue tender", "cerbyd achub", None),
                                 "wc": ("water carrier", "cludwr dŵr", None)}}
# station manager: (vcard:fn, joined the service)
FR_PEOPLE = {"rhian-evans": ("Rhian Evans", "2003"), "owain-jenkins": ("Owain Jenkins", "1995"),
             "sian-pugh": ("Siân Pugh", "2001"), "gareth-brecon": ("Gareth Brecon", "1998"),
             "dafydd-morgan": ("Dafydd Morgan", "1990")}
# station: (en or None, cy, county, station type, opened, locality, postcode, manager or None)
FR_STATIONS = {
    "aberystwyth": ("Aberystwyth Fire Station", "Gorsaf Dân Aberystwyth", "ceredigion", "day-crewed", "1967",
                    "Aberystwyth", "SY23 1NE", "rhian-evans"),
    "cardigan": ("Cardigan Fire Station", "Gorsaf Dân Aberteifi", "ceredigion", "retained", "1972", "Cardigan",
                 "SA43 1JY", None),
    "carmarthen": ("Carmarthen Fire Station", "Gorsaf Dân Caerfyrddin", "carmarthenshire", "wholetime", "1959",
                   "Carmarthen", "SA31 1SP", "owain-jenkins"),
    "llandovery": (None, "Gorsaf Dân Llanymddyfri", "carmarthenshire", "retained", "1948", "Llandovery", "SA20 0AW",
                   None),
    "brecon": ("Brecon Fire Station", "Gorsaf Dân Aberhonddu", "powys", "day-crewed", "1976", "Brecon", "LD3 7HA",
               "sian-pugh"),
    "llandrindod": ("Llandrindod Wells Fire Station", "Gorsaf Dân Llandrindod", "powys", "retained", "1962",
                    "Llandrindod Wells", "LD1 5HF", "gareth-brecon"),
    "builth": ("Builth Wells Fire Station", "Gorsaf Dân Llanfair-ym-Muallt", "powys", "retained", "1965",
               "Builth Wells", "LD2 3BN", "gareth-brecon"),
    "newport-gwent": ("Newport Fire Station", "Gorsaf Dân Casnewydd", "newport", "wholetime", "1976", "Newport",
                      "NP20 4HD", None),
    "newport-pembs": ("Newport Fire Station", "Gorsaf Dân Trefdraeth", "pembrokeshire", "retained", "1954", "Newport",
                      "SA42 0TB", None),
    "haverfordwest": ("Haverfordwest Fire Station", "Gorsaf Dân Hwlffordd", "pembrokeshire", "day-crewed", "1970",
                      "Haverfordwest", "SA61 1PB", None),
    "cardiff-central": ("Cardiff Central Fire Station", "Gorsaf Dân Canol Caerdydd", "cardiff", "wholetime", "1973",
                        "Cardiff", "CF24 0EZ", "dafydd-morgan"),
    "swansea-central": ("Swansea Central Fire Station", "Gorsaf Dân Canol Abertawe", "swansea", "wholetime", "2002",
                        "Swansea", "SA1 2BQ", None),
    "bangor": ("Bangor Fire Station", "Gorsaf Dân Bangor", "gwynedd", "day-crewed", "1938", "Bangor", "LL57 1YE",
               None),
    "porthmadog": (None, "Gorsaf Dân Porthmadog", "gwynedd", "retained", "1951", "Porthmadog", "LL49 9LU", None),
    "llandudno": ("Llandudno Fire Station", "Gorsaf Dân Llandudno", "conwy", "day-crewed", "1964", "Llandudno",
                  "LL30 1RP", None),
    "rhyl": ("Rhyl Fire Station", "Gorsaf Dân y Rhyl", "denbighshire", "wholetime", "2009", "Rhyl", "LL18 3AQ", None),
}
# appliance (fleet number): (call sign, station, type, in service, pump l/min or None, working height m or None)
FR_APPLIANCES = {
    "1051": ("05P1", "aberystwyth", "wrl", "2015", 3000, None),
    "1052": ("05A1", "aberystwyth", "alp", "2019", None, "32"),
    "1101": ("01P1", "carmarthen", "wrl", "2018", 3000, None),
    "1102": ("01R1", "carmarthen", "rt", "2012", None, None),
    "1401": ("40P1", "brecon", "wrl", "2016", 2250, None),
    "1402": ("40W1", "brecon", "wc", "2008", None, None),
    "1411": ("41P1", "llandrindod", "wrl", "2011", 2250, None),
    "1421": ("42P1", "builth", "wrl", "2014", 2250, None),
    "2201": ("CCA1", "cardiff-central", "alp", "2020", None, "45"),
    "2202": ("CCP1", "cardiff-central", "wrl", "2021", 4000, None),
    "1301": ("SWA1", "swansea-central", "alp", "2017", None, "32"),
    "2301": ("NPP1", "newport-gwent", "wrl", "2019", 3000, None),
    "1631": ("63P1", "newport-pembs", "wrl", "2009", 2250, None),
    "3101": ("BGP1", "bangor", "wrl", "2016", 3000, None),
    "3301": ("RHR1", "rhyl", "rt", "2022", None, None),
    "3121": ("PMP1", "porthmadog", "wrl", "2010", 2250, None),
}
# incidents cube: {station: {year: (incidents attended, mean response time in minutes)}}
FR_INCIDENTS = {"aberystwyth": {"2022": (398, "9.8"), "2023": (412, "9.4")},
                "carmarthen": {"2022": (602, "8.4"), "2023": (655, "8.1")},
                "brecon": {"2022": (301, "10.2"), "2023": (288, "10.2")},
                "llandrindod": {"2022": (155, "12.9"), "2023": (140, "12.5")},
                "cardiff-central": {"2022": (2230, "6.1"), "2023": (2104, "6.3")},
                "swansea-central": {"2022": (1688, "7"), "2023": (1710, "6.8")},
                "bangor": {"2022": (372, "9.4"), "2023": (390, "9")},
                "rhyl": {"2022": (1011, "7.2"), "2023": (980, "7.4")}}
# cube component: (kind, en label, cy label)
FR_COMPONENTS = {"refStation": ("Dimension", "station", "gorsaf"),
                 "refPeriod": ("Dimension", "reference period", "cyfnod cyfeirio"),
                 "incidents": ("Measure", "incidents attended", "digwyddiadau a fynychwyd"),
                 "meanResponseMinutes": ("Measure", "mean response time in minutes",
                                         "amser ymateb cymedrig mewn munudau")}


def _fr(kind: str, key: str) -> str:
    return f"{FR}id/{kind}/{key}"


def firestations_kg() -> str:
    """N-Triples of the bilingual fire-and-rescue portal: vCard addresses, one-way links, a Data Cube of incidents."""
    g = Graph()
    for key, (en, cy, established) in FR_SERVICES.items():
        s = _fr("service", key)
        g.add(s, RDF_TYPE, FRD + "FireAndRescueService")
        g.add(s, RDFS + "label", _lit(en, "en")), g.add(s, RDFS + "label", _lit(cy, "cy"))
        g.add(s, FRD + "established", _typed(established, "gYear"))
    for key, (en, cy, service) in FR_COUNTIES.items():
        c = _fr("county", key)
        g.add(c, RDF_TYPE, FRD + "UnitaryAuthority")
        g.add(c, RDFS + "label", _lit(en, "en")), g.add(c, RDFS + "label", _lit(cy, "cy"))
        g.add(c, FRD + "coveredBy", _fr("service", service))
    for scheme, concepts in FR_SCHEMES.items():
        s = f"{FR}concept/{scheme}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme")
        for key, (en, cy, alt) in concepts.items():
            c = f"{FR}concept/{scheme}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", s)
            g.add(c, SKOS + "prefLabel", _lit(en, "en")), g.add(c, SKOS + "prefLabel", _lit(cy, "cy"))
            if alt:
                g.add(c, SKOS + "altLabel", _lit(alt, "en"))
    for key, (name, joined) in FR_PEOPLE.items():
        p = _fr("person", key)
        g.add(p, RDF_TYPE, VCARD + "Individual"), g.add(p, VCARD + "fn", _lit(name))
        g.add(p, FRD + "joinedService", _typed(joined, "gYear"))
    for key, (en, cy, county, kind, opened, locality, postcode, manager) in FR_STATIONS.items():
        s, a = _fr("station", key), "_:address_" + key.replace("-", "_")
        g.add(s, RDF_TYPE, FRD + "FireStation")
        if en:
            g.add(s, RDFS + "label", _lit(en, "en"))
        g.add(s, RDFS + "label", _lit(cy, "cy"))
        g.add(s, FRD + "county", _fr("county", county))
        g.add(s, FRD + "stationType", f"{FR}concept/station-type/{kind}")
        g.add(s, FRD + "opened", _typed(opened, "gYear"))
        g.add(s, VCARD + "hasAddress", a), g.add(a, VCARD + "locality", _lit(locality))
        g.add(a, VCARD + "postal-code", _lit(postcode))
        if manager:
            g.add(s, FRD + "stationManager", _fr("person", manager))
    for key, (callsign, station, kind, since, pump, height) in FR_APPLIANCES.items():
        a = _fr("appliance", key)
        g.add(a, RDF_TYPE, FRD + "Appliance"), g.add(a, SKOS + "notation", _lit(callsign))
        g.add(a, FRD + "basedAt", _fr("station", station))
        g.add(a, FRD + "applianceType", f"{FR}concept/appliance-type/{kind}")
        g.add(a, FRD + "inServiceSince", _typed(since, "gYear"))
        if pump:
            g.add(a, FRD + "pumpLitresPerMinute", _typed(pump, "integer"))
        if height:
            g.add(a, FRD + "workingHeightMetres", _typed(height, "decimal"))
    dsd, ds = FRD + "dsd/incidents", f"{FR}data/incidents"
    g.add(dsd, RDF_TYPE, QB + "DataStructureDefinition")
    for prop, (kind, en, cy) in FR_COMPONENTS.items():
        p, c = FRD + prop, "_:component_" + prop
        g.add(p, RDF_TYPE, f"{QB}{kind}Property")
        g.add(p, RDFS + "label", _lit(en, "en")), g.add(p, RDFS + "label", _lit(cy, "cy"))
        g.add(dsd, QB + "component", c), g.add(c, QB + kind.lower(), p)
    g.add(ds, RDF_TYPE, QB + "DataSet"), g.add(ds, QB + "structure", dsd)
    g.add(ds, DCT + "title", _lit("Incidents attended by fire station", "en"))
    g.add(ds, DCT + "title", _lit("Digwyddiadau a fynychwyd gan orsafoedd tân", "cy"))
    for station, years in FR_INCIDENTS.items():
        for year, (incidents, minutes) in years.items():
            o = f"{FR}data/incidents/{station}/{year}"
            g.add(o, RDF_TYPE, QB + "Observation"), g.add(o, QB + "dataSet", ds)
            g.add(o, FRD + "refStation", _fr("station", station)), g.add(o, FRD + "refPeriod", _typed(year, "gYear"))
            g.add(o, FRD + "incidents", _typed(incidents, "integer"))
            g.add(o, FRD + "meanResponseMinutes", _typed(minutes, "decimal"))
    return g.unique_text()


def _frs(kind: str, *keys: str) -> set[str]:
    return {_fr(kind, k) for k in keys}


FIRESTATIONS_QUESTIONS = [
    ("When did Aberystwyth Fire Station open?", {"1967"}),
    ("Which is the oldest fire station?", _frs("station", "bangor")),
    ("Which fire station is the newest?", _frs("station", "rhyl")),
    ("Which fire stations opened before 1959?", _frs("station", "llandovery", "newport-pembs", "bangor", "porthmadog")),
    ("Which fire stations opened in 1976?", _frs("station", "brecon", "newport-gwent")),
    ("Which county is Carmarthen Fire Station in?", _frs("county", "carmarthenshire")),
    ("Which fire stations are in Powys?", _frs("station", "brecon", "llandrindod", "builth")),
    ("Which fire and rescue service covers Ceredigion?", _frs("service", "mww")),
    ("Which fire stations belong to North Wales Fire and Rescue Service?",
     _frs("station", "bangor", "porthmadog", "llandudno", "rhyl")),
    ("How many fire stations does Mid and West Wales Fire and Rescue Service have?", {"10"}),
    ("Which stations are wholetime stations?",
     _frs("station", "carmarthen", "newport-gwent", "cardiff-central", "swansea-central", "rhyl")),
    ("Which stations are crewed by on-call firefighters?",
     _frs("station", "cardigan", "llandovery", "llandrindod", "builth", "newport-pembs", "porthmadog")),
    ("Who manages Brecon Fire Station?", _frs("person", "sian-pugh")),
    ("Which stations does Gareth Brecon manage?", _frs("station", "llandrindod", "builth")),
    ("When did Gareth Brecon join the service?", {"1998"}),
    ("What is the postcode of Cardiff Central Fire Station?", {"CF24 0EZ"}),
    ("In which county is the Newport Fire Station with the postcode SA42 0TB?", _frs("county", "pembrokeshire")),
    ("What kind of station is the Newport Fire Station in Pembrokeshire?",
     {f"{FR}concept/station-type/retained"}),
    ("When did Gorsaf Dân Llanymddyfri open?", {"1948"}),
    ("Which county is Gorsaf Dân Porthmadog in?", _frs("county", "gwynedd")),
    ("Which appliances are based at Brecon Fire Station?", _frs("appliance", "1401", "1402")),
    ("Which appliances are aerial ladder platforms?", _frs("appliance", "1052", "2201", "1301")),
    ("Which appliance has the highest working height?", _frs("appliance", "2201")),
    ("Which appliances pump more than 2250 litres per minute?",
     _frs("appliance", "1051", "1101", "2202", "2301", "3101")),
    ("Which appliance entered service first?", _frs("appliance", "1402")),
    ("Which appliances entered service after 2018?", _frs("appliance", "1052", "2201", "2202", "2301", "3301")),
    ("What is the call sign of the rescue tender at Rhyl Fire Station?", {"RHR1"}),
    ("How many appliances are based at Cardiff Central Fire Station?", {"2"}),
    ("Which fire stations in Powys have a water carrier?", _frs("station", "brecon")),
    ("How many incidents did Cardiff Central Fire Station attend in 2023?", {"2104"}),
    ("Which station attended the most incidents in 2022?", _frs("station", "cardiff-central")),
    ("Which stations had a mean response time of more than 9.4 minutes in 2023?",
     _frs("station", "brecon", "llandrindod")),
    ("What was the mean response time of Bangor Fire Station in 2022?", {"9.4"}),
    ("In which year did Rhyl Fire Station attend more incidents?", {"2022"}),
    ("Which station had the slowest mean response time in 2022?", _frs("station", "llandrindod")),
    ("What is the Welsh name of Cardigan Fire Station?", {"Gorsaf Dân Aberteifi"}),
    ("which fire stations are in gwynedd", _frs("station", "bangor", "porthmadog")),
    ("When did Haverforwest Fire Station open?", {"1970"}),  # misspelt: Haverfordwest
    ("How many firefighters work at Swansea Central Fire Station?", set()),  # no staffing figures
    ("What is the annual budget of South Wales Fire and Rescue Service?", set()),  # no budgets
    ("What is the phone number of Llandudno Fire Station?", set()),  # no telephone numbers
]
FIRESTATIONS_MADE_UP = ["When did Tenby Fire Station open?", "Which stations does Rhian Brecon manage?",
                        "Which fire stations are in Monmouthshire?", "Who manages Gorsaf Dân Caergybi?",
                        "Which stations belong to Gwent Fire Brigade?",
                        "How many incidents did Wrexham Fire Station attend in 2023?"]
FIRESTATIONS_GRAPHS = [
    ('[("Brecon Fire Station", "run by", ?x)]', _frs("person", "sian-pugh")),
    ('[(?x, "stationed at", "Carmarthen Fire Station")]', _frs("appliance", "1101", "1102")),
    ('[("Rhyl Fire Station", "year opened", ?x)]', {"2009"}),
    ('[("Powys", "fire service", ?x)]', _frs("service", "mww")),
    ('[("Gorsaf Dân Llanymddyfri", "crewing model", ?x)]', {f"{FR}concept/station-type/retained"}),
    ('[("Bangor Fire Station", "local authority", ?x)]', _frs("county", "gwynedd")),
    ('[(?s, "run by", "Gareth Brecon"), (?s, "year opened", ?x)]', {"1962", "1965"}),
    ('[(?x, "stationed at", ?s), (?s, "local authority", "Powys")]', _frs("appliance", "1401", "1402", "1411", "1421")),
    ('[("Cardiff Central Fire Station", "local authority", ?c), (?c, "fire service", ?x)]', _frs("service", "swfrs")),
    ('[(?s, "local authority", "Pembrokeshire"), (?s, "crewing model", ?x)]',
     {f"{FR}concept/station-type/retained", f"{FR}concept/station-type/day-crewed"}),
    ('[(?o, "for station", "Bangor Fire Station"), (?o, "callouts", ?x)]', {"372", "390"}),
    ('[("Aberystwyth Fire Station", "run by", ?p), (?p, "joined", ?x)]', {"2003"}),
]

KGS_AU = {"wetlands": (wetlands_kg, WETLANDS_QUESTIONS, WETLANDS_MADE_UP, WETLANDS_GRAPHS),
          "chillies": (chillies_kg, CHILLIES_QUESTIONS, CHILLIES_MADE_UP, CHILLIES_GRAPHS),
          "tennis": (tennis_kg, TENNIS_QUESTIONS, TENNIS_MADE_UP, TENNIS_GRAPHS),
          "treaties": (treaties_kg, TREATIES_QUESTIONS, TREATIES_MADE_UP, TREATIES_GRAPHS),
          "firestations": (firestations_kg, FIRESTATIONS_QUESTIONS, FIRESTATIONS_MADE_UP, FIRESTATIONS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AU, __doc__)
