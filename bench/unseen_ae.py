"""A thirty-first batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ad.py):

- `markets`: a register of covered and open-air food markets with NO labels at all: every name is an IRI slug
  under a path per kind, in a different style per kind: markets Title_Snake in their own language
  (`…/market/Mercat_del_Portal_Nou`, `…/market/Markthalle_am_M%C3%BChlentor`, `…/market/Halles_de_l%27%C3%89cluse`
  with a percent-encoded apostrophe, `…/market/March%C3%A9_de_la_Croix-Paquet`), architects camelCase
  (`…/architect/augustFeldmann`, `…/architect/ant%C3%B2niaRovira`, `…/architect/czes%C5%82awNowicki`,
  `…/architect/jo%C3%A3oPinheiro`), cities snake_case (`…/city/frankfurt_am_main`, `…/city/wroc%C5%82aw`,
  `…/city/krak%C3%B3w`), operators PascalCase (`…/operator/InstitutMunicipalDeMercats`,
  `…/operator/GminaWroc%C5%82aw`, `…/operator/MercasevillaSA`), goods snake_case
  (`…/goods/fruit_and_vegetables`) and countries plain (`…/country/Portugal`); an OWL vocabulary under a hash
  namespace (`…/ont#operatedBy`) whose classes and properties are declared (`owl:Class`, `owl:ObjectProperty` /
  `owl:DatatypeProperty` with `rdfs:domain` / `rdfs:range`) but never labelled; market kinds are classes in a
  four-level hierarchy (`IronAndGlassHall`, `ConcreteShellHall` ⊂ `MarketHall` ⊂ `CoveredMarket` ⊂ `Market`;
  `ArcadeMarket` ⊂ `CoveredMarket`; `OpenAirMarket` ⊂ `Market`) and operators in a second one (`PublicBody`,
  `PrivateCompany` ⊂ `Operator`); markets are `inCity` a city (`inCountry`), `operatedBy` an operator, `sells`
  one to four kinds of goods, have `openedIn` xsd:gYear, `stallCount` xsd:integer, `openOnSundays` /
  `listedMonument` xsd:boolean, and (covered ones only) `designedBy` an architect, `floorAreaM2` /
  `roofHeightM` xsd:decimal and for most `lastRenovated` xsd:date; architects have `birthYear` xsd:gYear and
  `bornIn`; two markets are both "Mercado de San Gil", told apart only by a city in parentheses
  (`…/market/Mercado_de_San_Gil_(Sevilla)`, an iron-and-glass hall of 1887 by Manuel Zaragoza;
  `…/market/Mercado_de_San_Gil_(Zaragoza)`, an arcade market of 1978 by Pilar Echegaray), and the architect Manuel
  Zaragoza (born in Sevilla, no market in Zaragoza) shares his surname with the city Zaragoza;
- `cinemas`: a cinema atlas in SKOS with short code IRIs (`…/term/c104`, `…/term/p03`, `…/term/k07`): cinemas,
  cities, countries, architects, operating companies and cinema types named by `skos:prefLabel`@en plus a prefLabel
  in the local language and script where it has one (@pt "Cine-Teatro Tivoli Tejo", @pl "Kinopleks Rataje", @ja
  "梅田後楽館", @de "Aurora-Lichtspieltheater", @el "Σινεμά Λυκαβηττός", @ar "سينما فاروس", @ga "Pictiúrlann na Laoi"; the
  Melbourne cinemas and the Irish and Australian architects are English only), one cinema named ONLY in Greek ("Σινέ
  Ασπασία"@el, with the English `skos:altLabel` "Cine Aspasia"), and `skos:altLabel`@en aliases on some ("Umeda
  Kōrakukan", "Kenzo Hayashida", "Oporto", "Poznan", "movie palace", "drive-in"); cinema types are `skos:Concept`s of
  a `skos:ConceptScheme` in a four-level `skos:broader` tree (atmospheric cinema ⊂ picture palace ⊂ single-screen
  cinema ⊂ cinema; drive-in cinema ⊂ open-air cinema ⊂ cinema; art-house cinema and multiplex ⊂ cinema); custom
  ENGLISH properties (`…/vocab#`): cinemas have `cinemaType`, `locatedIn` a city (`inCountry`), `designedBy` an
  architect (`nationality`, `birthYear` xsd:gYear), `operatedBy` a company (`basedIn` a city, `foundedIn` xsd:gYear),
  `openedIn` xsd:gYear, `seatCount` (not the drive-in) / `screenCount` xsd:integer, `screenWidthM` xsd:decimal,
  `hasBalcony` / `stillOpen` xsd:boolean and for most `lastRefurbished` xsd:date; two cinemas are both "Capitol
  Cinema" (Cork, 1921, a picture palace, closed; Melbourne, 1924, an atmospheric cinema; told apart by their city and
  a `skos:definition`), and the architect Rui Lisboa designed cinemas in Lisbon ("Lisboa"@pt) and in Porto;
- `lidos`: an outdoor-swimming guide in schema.org with slug IRIs (`…/pool/albert-lido-hull`,
  `…/club/tamarama-bluebottles`, `…/person/bela-horvath`, `…/place/cape-town`) named by `schema:name` (some with
  a `schema:alternateName`: "Rózsadomb Strandfürdő" / "Rozsadomb Lido", "Kaivopuisto Sea Pool" / "Kaivopuiston
  merikylpylä", "Kaivopuiston Talviuimarit" / "Kaivopuisto Ice Swimming Society", "Munich" / "München"): pools are
  `schema:PublicSwimmingPool`s with `schema:containedInPlace` a city (`schema:containedInPlace` a country),
  `…/vocab#yearOpened` xsd:gYear, a `…/vocab#poolLength` blank node (`schema:QuantitativeValue`, `schema:value`
  xsd:decimal, `schema:unitText` "m") and a `…/vocab#waterTemperature` one (`schema:unitText` "°C"),
  `schema:maximumAttendeeCapacity` xsd:integer, `…/vocab#laneCount` xsd:integer (none for the tidal, river and
  harbour baths), `…/vocab#heated` / `…/vocab#saltwater` / `schema:isAccessibleForFree` xsd:boolean, for the
  seasonal ones `…/vocab#seasonOpens` xsd:date, and `schema:amenityFeature` blank nodes
  (`schema:LocationFeatureSpecification`, `schema:name` "sauna" / "café" / "diving boards" / "children's pool",
  `schema:value` true); clubs are `schema:SportsClub`s with `schema:foundingDate` xsd:gYear, `schema:location`
  their home pool, a `schema:sport` string, `…/vocab#memberCount` xsd:integer and officers in the schema.org
  Role pattern with BLANK role nodes (club `schema:member` a `schema:OrganizationRole` with `schema:member` the
  person, `schema:roleName` "head coach" / "president" / "club captain" / "chair", `schema:startDate` and, for
  past posts, `schema:endDate` xsd:gYear; three head coaches of the Clifton club in turn); people have
  `schema:birthDate` xsd:date, `schema:birthPlace`, `schema:nationality` and for two a `schema:award`; two
  pools are both "Albert Lido" (Bristol, 1849, heated freshwater; Hull, 1935, saltwater; told apart by
  `schema:description` and city), and the coach Edwin Hull was born in Bristol and coached there, not in Hull;
- `typewriters`: a typewriter collectors' register exported from a relational database by the W3C Direct
  Mapping: row IRIs `…/db/model/id=203`, classes named after tables, every column a property
  `…/db/<table>#<column>` (ids and foreign-key columns as xsd:integer literals too), foreign keys as
  `…#ref-<column>` object properties; names sit in a different column per table (`maker#maker_name`,
  `model#model_label`, `designer#full_name`, `country#country_name`, and the collection's machines are named by
  `machine#catalogue_no` "TW-0007") and service rows have no name at all; makers have a `city` string,
  `founded_year` xsd:integer and `ref-country_id`; models point to their maker (`ref-maker_id`) and designer
  (`ref-designer_id`) with `launch_year` / `key_count` xsd:integer, `weight_kg` xsd:decimal and `is_portable` /
  `has_tabulator` xsd:boolean; designers have `birth_year` and work for a maker (`ref-maker_id`); machines point
  to their model with `built_year` xsd:integer, a `colour` string and `in_working_order` xsd:boolean; services
  link a machine with `serviced_on` xsd:date, a `technician` string and `cost_eur` xsd:decimal; two models are
  both "Portable No. 3" (Falkner, 1929, 5.4 kg; Bellwood, 1934, 4.9 kg; told apart by maker), and the designer
  Arthur Hartford worked for Vane & Sons of Syracuse while the Bellwood Typewriter Company was in Hartford;
- `islands`: a Wikidata-style corner of small islands (fictional islands, owners and settlements in real seas,
  lakes and countries) under the real Wikidata namespaces (`wd:Q975606`, `wdt:`, `p:` / `ps:` / `pq:`,
  statement nodes `wds:Q975606-…` typed `wikibase:Statement` with a `wikibase:rank`), no rdf:type on items
  (typed by P31 only; classes linked by P279: tidal, lake, river, volcanic island and islet ⊂ island ⊂
  landform; sea, lake, river, ocean ⊂ body of water); property entities carry `rdfs:label`@en,
  `schema:description`, `skos:altLabel` aliases and the wikibase links; items are named by `rdfs:label`@en plus
  @no / @it / @fr / @cy / @gd / @pt / @de / @sv where they have one ("Santa Brigida Island" / "Isola di Santa
  Brigida", "Curlew Island" / "Île aux Courlis", "Hallsey" / "Hallasaigh", "Gothenburg" / "Göteborg") with
  `schema:description`@en and aliases ("Cormorant Island", "Tern Island", "Lake Vänern"); islands have P17
  country, P206 body of water, P361 part of an archipelago (some), P2046 area (km²) and P2044 elevation
  (xsd:decimal), P610 highest point (three, the peaks with P2044 and P706 of their own), P1082 population
  statements qualified by P585 point in time (where there are several, only the latest is preferred and
  truthy; the older ones live in normal-rank statement nodes only; one island's latest count is 0), P127 owned
  by statements with P580 / P582 (only the current, preferred-rank owner has a truthy claim), P138 named after
  a saint (three) and P1435 heritage designation qualified by P580; settlements and peaks are P706 located on
  their island; people have P106 occupation(s), P19 place of birth and P569 / P570 (years, or full dates for
  Archibald Skerrow); two islands are both labelled "Kalvholmen" (a lake island in Vänern and an island of the
  Stockholm Archipelago in the Baltic Sea; told apart by descriptions, P206 and P31), and Archibald Skerrow, once
  owner of Hallsey, shares his surname with the islet Skerrow of the same archipelago.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query (303 SPARQL checks run with pyoxigraph over the five
KGs: one per question, made-up question and pseudo graph, the unanswerable and made-up ones checked for the
absence of the fact or the name, plus eight on shared names, statement ranks and labels). "right" = the top
answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per
KG, each about an entity the KG has, asking for something it does not record: prices, opening hours, rents,
death dates where only births are kept, film programmes, depths, visitor or production numbers, provenance,
ferries, climate). Made-up questions (six per KG) name entities that do not exist (invented, or real names
recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use
relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ae.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, _lit
from unseen_ac import WDE, Wikibase
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- markets (a market register with no labels: slugs in five styles, percent-encoded accents and apostrophes,
# ---- OWL declarations, two class hierarchies) --------------------------------------------------------------------
MK = "https://market-halls.example.org/"
MKO = MK + "ont#"
MUEHLENTOR, ECLUSE = "Markthalle_am_M%C3%BChlentor", "Halles_de_l%27%C3%89cluse"
CROIX_PAQUET = "March%C3%A9_de_la_Croix-Paquet"
SANGIL_S, SANGIL_Z = "Mercado_de_San_Gil_(Sevilla)", "Mercado_de_San_Gil_(Zaragoza)"
ROVIRA, NOWICKI, PINHEIRO = "ant%C3%B2niaRovira", "czes%C5%82awNowicki", "jo%C3%A3oPinheiro"
WROCLAW, KRAKOW = "wroc%C5%82aw", "krak%C3%B3w"
GMINA = "GminaWroc%C5%82aw"
MK_CLASSES = {"Market": None, "CoveredMarket": "Market", "MarketHall": "CoveredMarket",
              "IronAndGlassHall": "MarketHall", "ConcreteShellHall": "MarketHall", "ArcadeMarket": "CoveredMarket",
              "OpenAirMarket": "Market", "Operator": None, "PublicBody": "Operator", "PrivateCompany": "Operator",
              "City": None, "Country": None, "Architect": None, "Goods": None}  # class: superclass
# property: (domain, range: a class for object properties, an XSD datatype otherwise)
MK_PROPERTIES = {"inCity": ("Market", "City"), "inCountry": ("City", "Country"),
                 "designedBy": ("CoveredMarket", "Architect"), "operatedBy": ("Market", "Operator"),
                 "sells": ("Market", "Goods"), "openedIn": ("Market", "gYear"), "stallCount": ("Market", "integer"),
                 "floorAreaM2": ("CoveredMarket", "decimal"), "roofHeightM": ("CoveredMarket", "decimal"),
                 "openOnSundays": ("Market", "boolean"), "listedMonument": ("Market", "boolean"),
                 "lastRenovated": ("Market", "date"), "birthYear": ("Architect", "gYear"),
                 "bornIn": ("Architect", "City")}
MK_COUNTRIES = ["Germany", "Spain", "Poland", "France", "Portugal", "Italy"]
MK_CITIES = {"bremen": "Germany", "frankfurt_am_main": "Germany", "barcelona": "Spain", "sevilla": "Spain",
             "zaragoza": "Spain", WROCLAW: "Poland", KRAKOW: "Poland", "lyon": "France", "porto": "Portugal",
             "firenze": "Italy"}  # city: country
MK_GOODS = ["fish", "meat", "cheese", "fruit_and_vegetables", "bread", "flowers", "spices", "antiques"]
MK_OPERATORS = {"BremerMarktGmbH": "PrivateCompany", "FrankfurterMarkthallenAG": "PrivateCompany",
                "InstitutMunicipalDeMercats": "PublicBody", GMINA: "PublicBody", "VilleDeLyon": "PublicBody",
                "CamaraMunicipalDoPorto": "PublicBody", "MercasevillaSA": "PrivateCompany",
                "AyuntamientoDeZaragoza": "PublicBody", "ComuneDiFirenze": "PublicBody"}  # operator: class
MK_ARCHITECTS = {"augustFeldmann": ("1852", "bremen"), "hildegardRennert": ("1914", "frankfurt_am_main"),
                 ROVIRA: ("1884", "barcelona"), NOWICKI: ("1868", KRAKOW), "louisBercy": ("1831", "lyon"),
                 "manuelZaragoza": ("1849", "sevilla"), PINHEIRO: ("1899", "porto"),
                 "pilarEchegaray": ("1941", "zaragoza"), "guidoSalvestrini": ("1860", "firenze")}  # (born, born in)
# market: (class, city, architect or None, operator, goods, opened, stalls, floor area m² or None, roof height m or
#          None, open on Sundays, listed monument, last renovated or None)
MK_MARKETS = {
    MUEHLENTOR: ("IronAndGlassHall", "bremen", "augustFeldmann", "BremerMarktGmbH", ["fish", "meat", "cheese"],
                 "1891", 86, "3450.5", "18.2", False, True, "2019-03-15"),
    "Kleinmarkthalle_Bockenheim": ("ConcreteShellHall", "frankfurt_am_main", "hildegardRennert",
                                   "FrankfurterMarkthallenAG", ["fruit_and_vegetables", "bread", "cheese"], "1954",
                                   120, "2980", "14.5", False, True, "2021-10-04"),
    "Mercat_del_Portal_Nou": ("IronAndGlassHall", "barcelona", ROVIRA, "InstitutMunicipalDeMercats",
                              ["fish", "fruit_and_vegetables", "meat"], "1921", 210, "5120.75", "21", False, True,
                              "2016-06-20"),
    "Mercat_de_Sant_Ermengol": ("ArcadeMarket", "barcelona", ROVIRA, "InstitutMunicipalDeMercats",
                                ["fruit_and_vegetables", "spices"], "1932", 64, "1840", "9.5", True, False,
                                "2012-11-30"),
    "Hala_Targowa_Nadodrze": ("ConcreteShellHall", WROCLAW, NOWICKI, GMINA, ["meat", "bread", "flowers"], "1909",
                              150, "4260", "19.8", True, True, "2018-09-12"),
    "Targ_Kwiatowy_na_Solnym": ("OpenAirMarket", WROCLAW, None, GMINA, ["flowers"], "1827", 40, None, None, True,
                                False, None),
    ECLUSE: ("IronAndGlassHall", "lyon", "louisBercy", "VilleDeLyon", ["cheese", "meat", "fish"], "1869", 95,
             "3900", "17.4", True, True, "2014-02-27"),
    CROIX_PAQUET: ("OpenAirMarket", "lyon", None, "VilleDeLyon", ["fruit_and_vegetables", "flowers"], "1782", 55,
                   None, None, True, False, None),
    "Mercado_das_Gaivotas": ("ConcreteShellHall", "porto", PINHEIRO, "CamaraMunicipalDoPorto",
                             ["fish", "fruit_and_vegetables", "flowers"], "1938", 130, "4480", "16", False, True,
                             "2022-05-09"),
    SANGIL_S: ("IronAndGlassHall", "sevilla", "manuelZaragoza", "MercasevillaSA", ["fish", "meat", "spices"], "1887",
               72, "2260", "15.6", False, True, "2010-04-22"),
    SANGIL_Z: ("ArcadeMarket", "zaragoza", "pilarEchegaray", "AyuntamientoDeZaragoza",
               ["fruit_and_vegetables", "bread"], "1978", 48, "1320", "7.2", True, False, None),
    "Mercato_Coperto_di_San_Lorenzino": ("IronAndGlassHall", "firenze", "guidoSalvestrini", "ComuneDiFirenze",
                                         ["meat", "cheese", "fruit_and_vegetables", "spices"], "1896", 180, "6050",
                                         "23.5", False, True, "2020-01-13"),
    "Mercato_delle_Pulci_dei_Ciompi": ("OpenAirMarket", "firenze", None, "ComuneDiFirenze", ["antiques"], "1900", 35,
                                       None, None, True, False, None),
}


def _mk(kind: str, *names: str) -> set[str]:
    return {f"{MK}{kind}/{n}" for n in names}


def markets_kg() -> str:
    """N-Triples of the market register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{MK}{kind}/{name}", RDF_TYPE, MKO + cls)
        return f"{MK}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, MKO + p, f"{MK}{kind}/{name}")

    for cls, sup in MK_CLASSES.items():
        g.add(MKO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(MKO + cls, RDFS + "subClassOf", MKO + sup)
    for prop, (domain, rng) in MK_PROPERTIES.items():
        is_object = rng in MK_CLASSES
        g.add(MKO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(MKO + prop, RDFS + "domain", MKO + domain)
        g.add(MKO + prop, RDFS + "range", (MKO if is_object else XSD) + rng)
    for name in MK_COUNTRIES:
        typed("country", name, "Country")
    for name, country in MK_CITIES.items():
        rel(typed("city", name, "City"), "inCountry", "country", country)
    for name in MK_GOODS:
        typed("goods", name, "Goods")
    for name, cls in MK_OPERATORS.items():
        typed("operator", name, cls)
    for name, (born, place) in MK_ARCHITECTS.items():
        a = typed("architect", name, "Architect")
        g.add(a, MKO + "birthYear", _typed(born, "gYear")), rel(a, "bornIn", "city", place)
    for name, fields in MK_MARKETS.items():
        cls, city, architect, operator, goods, opened, stalls, area, roof, sundays, listed, renovated = fields
        m = typed("market", name, cls)
        rel(m, "inCity", "city", city), rel(m, "operatedBy", "operator", operator)
        if architect:
            rel(m, "designedBy", "architect", architect)
        for item in goods:
            rel(m, "sells", "goods", item)
        g.add(m, MKO + "openedIn", _typed(opened, "gYear")), g.add(m, MKO + "stallCount", _typed(stalls, "integer"))
        if area:
            g.add(m, MKO + "floorAreaM2", _typed(area, "decimal"))
        if roof:
            g.add(m, MKO + "roofHeightM", _typed(roof, "decimal"))
        g.add(m, MKO + "openOnSundays", _bool(sundays)), g.add(m, MKO + "listedMonument", _bool(listed))
        if renovated:
            g.add(m, MKO + "lastRenovated", _typed(renovated, "date"))
    return g.text()


MARKETS_QUESTIONS = [
    ("Who designed the Mercat del Portal Nou?", _mk("architect", ROVIRA)),
    ("Which markets did Antònia Rovira design?", _mk("market", "Mercat_del_Portal_Nou", "Mercat_de_Sant_Ermengol")),
    ("Which markets did Manuel Zaragoza design?", _mk("market", SANGIL_S)),
    ("Which markets are in Zaragoza?", _mk("market", SANGIL_Z)),
    ("Who runs the Halles de l'Écluse?", _mk("operator", "VilleDeLyon")),
    ("Which markets does the Comune di Firenze operate?", _mk("market", "Mercato_Coperto_di_San_Lorenzino",
                                                              "Mercato_delle_Pulci_dei_Ciompi")),
    ("How many stalls does the Hala Targowa Nadodrze have?", {"150"}),
    ("What is the floor area of the Markthalle am Mühlentor?", {"3450.5"}),
    ("How high is the roof of the Mercato Coperto di San Lorenzino?", {"23.5"}),
    ("When was the Kleinmarkthalle Bockenheim last renovated?", {"2021-10-04"}),
    ("Is the Targ Kwiatowy na Solnym open on Sundays?", {"true"}),
    ("Which markets are open on Sundays?", _mk("market", "Mercat_de_Sant_Ermengol", "Hala_Targowa_Nadodrze",
                                               "Targ_Kwiatowy_na_Solnym", ECLUSE, CROIX_PAQUET, SANGIL_Z,
                                               "Mercato_delle_Pulci_dei_Ciompi")),
    ("Is the Mercat de Sant Ermengol a listed building?", {"false"}),
    ("Which markets are protected monuments?", _mk("market", MUEHLENTOR, "Kleinmarkthalle_Bockenheim",
                                                   "Mercat_del_Portal_Nou", "Hala_Targowa_Nadodrze", ECLUSE,
                                                   "Mercado_das_Gaivotas", SANGIL_S,
                                                   "Mercato_Coperto_di_San_Lorenzino")),
    ("Which markets sell fish?", _mk("market", MUEHLENTOR, "Mercat_del_Portal_Nou", ECLUSE, "Mercado_das_Gaivotas",
                                     SANGIL_S)),
    ("What is sold at the Mercato delle Pulci dei Ciompi?", _mk("goods", "antiques")),
    ("Which markets have flower stalls?", _mk("market", "Hala_Targowa_Nadodrze", "Targ_Kwiatowy_na_Solnym",
                                              CROIX_PAQUET, "Mercado_das_Gaivotas")),
    ("Which iron and glass market halls are there?", _mk("market", MUEHLENTOR, "Mercat_del_Portal_Nou", ECLUSE,
                                                         SANGIL_S, "Mercato_Coperto_di_San_Lorenzino")),
    ("Which market halls are there?", _mk("market", MUEHLENTOR, "Kleinmarkthalle_Bockenheim", "Mercat_del_Portal_Nou",
                                          "Hala_Targowa_Nadodrze", ECLUSE, "Mercado_das_Gaivotas", SANGIL_S,
                                          "Mercato_Coperto_di_San_Lorenzino")),
    ("Which open-air markets are there?", _mk("market", "Targ_Kwiatowy_na_Solnym", CROIX_PAQUET,
                                              "Mercato_delle_Pulci_dei_Ciompi")),
    ("What kind of market is the Mercat de Sant Ermengol?", {MKO + "ArcadeMarket"}),
    ("When was Hildegard Rennert born?", {"1914"}),
    ("Where was Czesław Nowicki born?", _mk("city", KRAKOW)),
    ("Which is the oldest market?", _mk("market", CROIX_PAQUET)),
    ("Which market has the most stalls?", _mk("market", "Mercat_del_Portal_Nou")),
    ("Which market has the largest floor area?", _mk("market", "Mercato_Coperto_di_San_Lorenzino")),
    ("Which markets opened before 1890?", _mk("market", "Targ_Kwiatowy_na_Solnym", ECLUSE, CROIX_PAQUET, SANGIL_S)),
    ("How many markets are there in Barcelona?", {"2"}),
    ("How many markets does the Ville de Lyon run?", {"2"}),
    ("In which country is the Mercado das Gaivotas?", _mk("country", "Portugal")),
    ("Which markets are in Spain?", _mk("market", "Mercat_del_Portal_Nou", "Mercat_de_Sant_Ermengol", SANGIL_S,
                                        SANGIL_Z)),
    ("Where was the architect of the Halles de l'Écluse born?", _mk("city", "lyon")),
    ("When was the designer of the Mercado de San Gil in Zaragoza born?", {"1941"}),
    ("Which markets did architects born in Barcelona design?", _mk("market", "Mercat_del_Portal_Nou",
                                                                   "Mercat_de_Sant_Ermengol")),
    ("Which markets are run by private companies?", _mk("market", MUEHLENTOR, "Kleinmarkthalle_Bockenheim",
                                                        SANGIL_S)),
    ("When did the Mercado de San Gil in Sevilla open?", {"1887"}),
    ("who designed the hala targowa nadodrze", _mk("architect", NOWICKI)),
    ("When did the Mercado das Gaivottas open?", {"1938"}),  # misspelt: Gaivotas
    ("What are the opening hours of the Mercat del Portal Nou?", set()),  # no opening hours
    ("How much does it cost to rent a stall at the Halles de l'Écluse?", set()),  # no rents
    ("When did August Feldmann die?", set()),  # birth years only
]
MARKETS_MADE_UP = ["Who designed the Markthalle am Hafentor?", "When did the Mercado de Santa Clara open?",
                   "Which markets did Antònia Feldmann design?", "Where was Guido Nowicki born?",
                   "How many stalls does the Hala Targowa Zabłocie have?", "Who runs the Halles de la Part-Dieu?"]
MARKETS_GRAPHS = [
    ('[("Mercado das Gaivotas", "architect", ?x)]', _mk("architect", PINHEIRO)),
    ('[("Hala Targowa Nadodrze", "year it opened", ?x)]', {"1909"}),
    ('[(?x, "run by", "Ville de Lyon")]', _mk("market", ECLUSE, CROIX_PAQUET)),
    ('[("Mercat de Sant Ermengol", "number of stalls", ?x)]', {"64"}),
    ('[("Louis Bercy", "year of birth", ?x)]', {"1831"}),
    ('[(?x, "town", "Firenze")]', _mk("market", "Mercato_Coperto_di_San_Lorenzino", "Mercato_delle_Pulci_dei_Ciompi")),
    ('[("Markthalle am Mühlentor", "architect", ?a), (?a, "birthplace", ?x)]', _mk("city", "bremen")),
    ('[("Kleinmarkthalle Bockenheim", "town", ?c), (?c, "nation", ?x)]', _mk("country", "Germany")),
    ('[(?m, "architect", "Antònia Rovira"), (?m, "year it opened", ?x)]', {"1921", "1932"}),
    ('[(?m, "goods on sale", "spices"), (?m, "town", ?x)]', _mk("city", "barcelona", "sevilla", "firenze")),
    ('[(?m, "architect", "Guido Salvestrini"), (?m, "floor space", ?x)]', {"6050"}),
    ('[(?m, "town", "Porto"), (?m, "run by", ?x)]', _mk("operator", "CamaraMunicipalDoPorto")),
]

# ---- cinemas (SKOS: short code IRIs, English prefLabels plus local-language prefLabels in six scripts, altLabels,
# ---- definitions, a four-level skos:broader tree) ---------------------------------------------------------------
CN = "https://picturehouse-atlas.example.org/term/"
CNV = "https://picturehouse-atlas.example.org/vocab#"
# concept: ({language: prefLabel}, English altLabels, …)
CN_COUNTRIES = {"n1": ({"en": "Portugal", "pt": "Portugal"}, []), "n2": ({"en": "Poland", "pl": "Polska"}, []),
                "n3": ({"en": "Japan", "ja": "日本"}, ["Nippon"]), "n4": ({"en": "Germany", "de": "Deutschland"}, []),
                "n5": ({"en": "Greece", "el": "Ελλάδα"}, []), "n6": ({"en": "Egypt", "ar": "مصر"}, []),
                "n7": ({"en": "Ireland", "ga": "Éire"}, []), "n8": ({"en": "Australia"}, [])}
CN_CITIES = {"p01": ({"en": "Lisbon", "pt": "Lisboa"}, [], "n1"),
             "p02": ({"en": "Porto", "pt": "Porto"}, ["Oporto"], "n1"),
             "p03": ({"en": "Poznań", "pl": "Poznań"}, ["Poznan"], "n2"),
             "p04": ({"en": "Osaka", "ja": "大阪"}, ["Ōsaka"], "n3"),
             "p05": ({"en": "Leipzig", "de": "Leipzig"}, [], "n4"),
             "p06": ({"en": "Athens", "el": "Αθήνα"}, ["Athina"], "n5"),
             "p07": ({"en": "Alexandria", "ar": "الإسكندرية"}, [], "n6"),
             "p08": ({"en": "Cork", "ga": "Corcaigh"}, [], "n7"),
             "p09": ({"en": "Melbourne"}, [], "n8")}  # city: (labels, aliases, country)
CN_TYPES = {"k01": ({"en": "cinema", "de": "Kino", "fr": "cinéma", "ja": "映画館"}, ["movie theater", "picture house"],
                    None),
            "k02": ({"en": "single-screen cinema"}, ["single-screen theatre"], "k01"),
            "k03": ({"en": "picture palace"}, ["movie palace"], "k02"),
            "k04": ({"en": "atmospheric cinema"}, ["atmospheric theatre"], "k03"),
            "k05": ({"en": "art-house cinema", "de": "Programmkino"}, ["art cinema", "arthouse"], "k01"),
            "k06": ({"en": "multiplex", "de": "Multiplex-Kino"}, ["megaplex"], "k01"),
            "k07": ({"en": "open-air cinema", "el": "θερινός κινηματογράφος"}, ["outdoor cinema", "summer cinema"],
                    "k01"),
            "k08": ({"en": "drive-in cinema"}, ["drive-in"], "k07")}  # type: (labels, aliases, broader)
CN_ARCHITECTS = {"a1": ({"en": "Rui Lisboa", "pt": "Rui Lisboa"}, [], "n1", "1898"),
                 "a2": ({"en": "Zofia Majewska", "pl": "Zofia Majewska"}, [], "n2", "1906"),
                 "a3": ({"en": "Kenzō Hayashida", "ja": "林田健三"}, ["Kenzo Hayashida"], "n3", "1891"),
                 "a4": ({"en": "Otto Brenneke", "de": "Otto Brenneke"}, [], "n4", "1879"),
                 "a5": ({"en": "Ioannis Karras", "el": "Ιωάννης Καρράς"}, ["Yannis Karras"], "n5", "1902"),
                 "a6": ({"en": "Antoine Sabbagh", "ar": "أنطوان صباغ", "fr": "Antoine Sabbagh"}, [], "n6", "1889"),
                 "a7": ({"en": "Hugh McAllister"}, [], "n7", "1883"),
                 "a8": ({"en": "Cecil Ashworth"}, [], "n8", "1895"),
                 "a9": ({"en": "Marek Domański", "pl": "Marek Domański"}, ["Marek Domanski"], "n2",
                        "1956")}  # architect: (labels, aliases, nationality, born)
CN_OPERATORS = {"o1": ({"en": "Tejo Cinemas", "pt": "Cinemas Tejo"}, [], "p01", "1924"),
                "o2": ({"en": "Polonia Cinemas", "pl": "Kina Polonia"}, [], "p03", "1957"),
                "o3": ({"en": "Naniwa Kogyo", "ja": "浪速興業"}, ["Naniwa Kōgyō"], "p04", "1919"),
                "o4": ({"en": "Aurora Lichtspiele", "de": "Aurora Lichtspiele GmbH"}, [], "p05", "1911"),
                "o5": ({"en": "Southern Cross Pictures"}, [], "p09", "1923"),
                "o6": ({"en": "Hellenic Screens", "el": "Ελληνικές Οθόνες"}, [], "p06", "1932"),
                "o7": ({"en": "Nile Picture Company", "ar": "شركة النيل للسينما"}, [], "p07", "1926"),
                "o8": ({"en": "Lee Valley Cinemas", "ga": "Pictiúrlanna Ghleann na Laoi"}, [], "p08",
                       "1919")}  # operator: (labels, aliases, based in, founded)
# cinema: (labels, aliases, definition or None, type, city, architect, operator, opened, seats or None, screens,
#          screen width m, balcony, still open, last refurbished or None)
CN_CINEMAS = {
    "c101": ({"en": "Tivoli Tejo", "pt": "Cine-Teatro Tivoli Tejo"}, [], None, "k03", "p01", "a1", "o1", "1925", 1140,
             1, "12.5", True, True, "2015-09-18"),
    "c102": ({"en": "Cinema Batalha Nova", "pt": "Cinema Batalha Nova"}, ["Batalha Nova"], None, "k05", "p02", "a1",
             "o1", "1947", 620, 2, "9.8", True, True, "2019-11-02"),
    "c103": ({"en": "Kino Warta", "pl": "Kino Warta"}, [], None, "k05", "p03", "a2", "o2", "1958", 410, 1, "8.2",
             False, True, "2017-04-21"),
    "c104": ({"en": "Kinoplex Rataje", "pl": "Kinopleks Rataje"}, [], None, "k06", "p03", "a9", "o2", "1999", 2150, 9,
             "18.4", False, True, "2021-08-30"),
    "c105": ({"en": "Umeda Korakukan", "ja": "梅田後楽館"}, ["Umeda Kōrakukan"], None, "k03", "p04", "a3", "o3", "1931",
             1800, 1, "14", True, False, None),
    "c106": ({"en": "Shinsekai Picture House", "ja": "新世界映画館"}, [], None, "k02", "p04", "a3", "o3", "1936", 560, 1,
             "9.5", False, True, "2012-03-14"),
    "c107": ({"en": "Aurora Picture Theatre", "de": "Aurora-Lichtspieltheater"}, [], None, "k03", "p05", "a4", "o4",
             "1913", 980, 1, "11", True, False, None),
    "c108": ({"en": "Schauburg Connewitz", "de": "Schauburg Connewitz"}, [], None, "k05", "p05", "a4", "o4", "1928",
             340, 1, "7.5", False, True, "2016-12-09"),
    "c109": ({"el": "Σινέ Ασπασία"}, ["Cine Aspasia"], None, "k07", "p06", "a5", "o6", "1934", 450, 1, "10.5", False,
             True, "2020-05-28"),
    "c110": ({"en": "Cinema Lykavittos", "el": "Σινεμά Λυκαβηττός"}, [], None, "k05", "p06", "a5", "o6", "1952", 380,
             1, "8.6", True, True, "2011-07-07"),
    "c111": ({"en": "Cinema Pharos", "ar": "سينما فاروس", "fr": "Cinéma Pharos"}, [], None, "k03", "p07", "a6", "o7",
             "1929", 1450, 1, "13.2", True, False, None),
    "c112": ({"en": "Capitol Cinema", "ga": "Pictiúrlann an Capitol"}, [],
             "picture palace on Patrick Street, Cork, opened 1921", "k03", "p08", "a7", "o8", "1921", 1260, 1, "12",
             True, False, None),
    "c113": ({"en": "Capitol Cinema"}, [], "atmospheric cinema on Swanston Street, Melbourne, opened 1924", "k04",
             "p09", "a8", "o5", "1924", 2100, 1, "15.5", True, True, "2018-02-16"),
    "c114": ({"en": "Dandenong Drive-In"}, [], None, "k08", "p09", "a8", "o5", "1954", None, 2, "28", False, True,
             "2014-10-25"),
    "c115": ({"en": "Lee Picture House", "ga": "Pictiúrlann na Laoi"}, [], None, "k02", "p08", "a7", "o8", "1948", 700,
             1, "9", True, False, None),
}
CN_TABLES = (CN_COUNTRIES, CN_CITIES, CN_TYPES, CN_ARCHITECTS, CN_OPERATORS, CN_CINEMAS)


def _cn(*ids: str) -> set[str]:
    return {CN + i for i in ids}


def _cne(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    table = next(t for t in CN_TABLES if key in t)
    return _cn(key) | set(table[key][0].values()) | set(table[key][1])


def cinemas_kg() -> str:
    """N-Triples of the cinema atlas (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(CN + key, RDF_TYPE, SKOS + "Concept"), g.add(CN + key, RDF_TYPE, CNV + cls)
        for lang, label in labels.items():
            g.add(CN + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(CN + key, SKOS + "altLabel", _lit(alias, "en"))
        return CN + key

    scheme = CN + "cinema-types"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Cinema types", "en"))
    for key, (labels, aliases) in CN_COUNTRIES.items():
        concept(key, "Country", labels, aliases)
    for key, (labels, aliases, country) in CN_CITIES.items():
        g.add(concept(key, "City", labels, aliases), CNV + "inCountry", CN + country)
    for key, (labels, aliases, broader) in CN_TYPES.items():
        t = concept(key, "CinemaType", labels, aliases)
        g.add(t, SKOS + "inScheme", scheme)
        if broader:
            g.add(t, SKOS + "broader", CN + broader)
        else:
            g.add(scheme, SKOS + "hasTopConcept", t), g.add(t, SKOS + "topConceptOf", scheme)
    for key, (labels, aliases, nationality, born) in CN_ARCHITECTS.items():
        a = concept(key, "Architect", labels, aliases)
        g.add(a, CNV + "nationality", CN + nationality), g.add(a, CNV + "birthYear", _typed(born, "gYear"))
    for key, (labels, aliases, city, founded) in CN_OPERATORS.items():
        o = concept(key, "Operator", labels, aliases)
        g.add(o, CNV + "basedIn", CN + city), g.add(o, CNV + "foundedIn", _typed(founded, "gYear"))
    for key, fields in CN_CINEMAS.items():
        (labels, aliases, definition, kind, city, architect, operator, opened, seats, screens, width, balcony,
         still_open, refurbished) = fields
        c = concept(key, "Cinema", labels, aliases)
        if definition:
            g.add(c, SKOS + "definition", _lit(definition, "en"))
        g.add(c, CNV + "cinemaType", CN + kind), g.add(c, CNV + "locatedIn", CN + city)
        g.add(c, CNV + "designedBy", CN + architect), g.add(c, CNV + "operatedBy", CN + operator)
        g.add(c, CNV + "openedIn", _typed(opened, "gYear"))
        if seats:
            g.add(c, CNV + "seatCount", _typed(seats, "integer"))
        g.add(c, CNV + "screenCount", _typed(screens, "integer"))
        g.add(c, CNV + "screenWidthM", _typed(width, "decimal"))
        g.add(c, CNV + "hasBalcony", _bool(balcony)), g.add(c, CNV + "stillOpen", _bool(still_open))
        if refurbished:
            g.add(c, CNV + "lastRefurbished", _typed(refurbished, "date"))
    return g.text()


CINEMAS_QUESTIONS = [
    ("Who designed the Tivoli Tejo?", _cne("a1")),
    ("Which cinemas did Rui Lisboa design?", _cn("c101", "c102")),
    ("Which cinemas are in Lisbon?", _cne("c101")),
    ("Which cinemas does Naniwa Kogyo run?", _cn("c105", "c106")),
    ("Who runs the Cine Aspasia?", _cne("o6")),
    ("In which city is the Schauburg Connewitz?", _cne("p05")),
    ("How many seats does the Kino Warta have?", {"410"}),
    ("How many screens does the Kinoplex Rataje have?", {"9"}),
    ("How wide is the screen at the Dandenong Drive-In?", {"28"}),
    ("When did the Cinema Pharos open?", {"1929"}),
    ("When was the Shinsekai Picture House last refurbished?", {"2012-03-14"}),
    ("Does the Cinema Lykavittos have a balcony?", {"true"}),
    ("Is the Aurora Picture Theatre still open?", {"false"}),
    ("Which cinemas have closed down?", _cn("c105", "c107", "c111", "c112", "c115")),
    ("What type of cinema is the Cine Aspasia?", _cne("k07")),
    ("Which open-air cinemas are there?", _cn("c109", "c114")),
    ("Which picture palaces are there?", _cn("c101", "c105", "c107", "c111", "c112", "c113")),
    ("Which art-house cinemas are there?", _cn("c102", "c103", "c108", "c110")),
    ("What is a drive-in cinema a kind of?", _cne("k07")),
    ("When did the Capitol Cinema in Melbourne open?", {"1924"}),
    ("Who designed the Capitol Cinema in Cork?", _cne("a7")),
    ("When was Tejo Cinemas founded?", {"1924"}),
    ("When was Kenzō Hayashida born?", {"1891"}),
    ("What nationality was Antoine Sabbagh?", _cne("n6")),
    ("What is the Japanese name of the Umeda Korakukan?", {"梅田後楽館"}),
    ("What is Alexandria called in Arabic?", {"الإسكندرية"}),
    ("Which cinema has the most seats?", _cne("c104")),
    ("Which is the oldest cinema?", _cne("c107")),
    ("Which cinemas opened after 1950?", _cn("c103", "c104", "c110", "c114")),
    ("How many cinemas are there in Osaka?", {"2"}),
    ("How many cinemas did Cecil Ashworth design?", {"2"}),
    ("In which country is the Cinema Pharos?", _cne("n6")),
    ("Which cinemas are in Ireland?", _cn("c112", "c115")),
    ("Where is the company that runs the Kino Warta based?", _cne("p03")),
    ("Which cinemas are run by companies based in Leipzig?", _cn("c107", "c108")),
    ("Which cinemas did Greek architects design?", _cn("c109", "c110")),
    ("who runs the capitol cinema in melbourne", _cne("o5")),
    ("How many seats does the Schauburg Conewitz have?", {"340"}),  # misspelt: Connewitz
    ("How much is a ticket at the Kino Warta?", set()),  # no prices
    ("Which film was shown first at the Tivoli Tejo?", set()),  # no programmes
    ("When did Rui Lisboa die?", set()),  # birth years only
]
CINEMAS_MADE_UP = ["Who designed the Cinema Estrela?", "When did the Kino Odra open?",
                   "Which cinemas did Zofia Hayashida design?", "Who runs the Dandenong Picture Palace?",
                   "How many seats does the Pallas Aurora have?", "When was Hellenic Pictures founded?"]
CINEMAS_GRAPHS = [
    ('[("Cinema Pharos", "built to plans by", ?x)]', _cne("a6")),
    ('[("Kinoplex Rataje", "seating capacity", ?x)]', {"2150"}),
    ('[(?x, "managed by", "Aurora Lichtspiele")]', _cn("c107", "c108")),
    ('[("Lee Picture House", "opening year", ?x)]', {"1948"}),
    ('[("Zofia Majewska", "birth year", ?x)]', {"1906"}),
    ('[(?x, "in town", "Athens")]', _cn("c109", "c110")),
    ('[("Shinsekai Picture House", "managed by", ?o), (?o, "head office", ?x)]', _cne("p04")),
    ('[("Kino Warta", "in town", ?c), (?c, "nation", ?x)]', _cne("n2")),
    ('[(?c, "built to plans by", "Hugh McAllister"), (?c, "seating capacity", ?x)]', {"1260", "700"}),
    ('[(?c, "category", "multiplex"), (?c, "number of screens", ?x)]', {"9"}),
    ('[("Dandenong Drive-In", "built to plans by", ?a), (?a, "birth year", ?x)]', {"1895"}),
    ('[(?c, "in town", "Lisbon"), (?c, "last done up", ?x)]', {"2015-09-18"}),
]

# ---- lidos (schema.org: slug IRIs, pool-length / water-temperature blank nodes, amenity blank nodes, blank
# ---- OrganizationRoles for club officers) ----------------------------------------------------------------------
LD = "https://lido-guide.example.net/"
LDV = LD + "vocab#"
LD_COUNTRIES = {"united-kingdom": ("United Kingdom", ["UK"]), "hungary": ("Hungary", ["Magyarország"]),
                "iceland": ("Iceland", ["Ísland"]), "finland": ("Finland", ["Suomi"]), "australia": ("Australia", []),
                "south-africa": ("South Africa", []), "germany": ("Germany", ["Deutschland"]),
                "switzerland": ("Switzerland", ["Schweiz"]),
                "denmark": ("Denmark", ["Danmark"])}  # country: (name, alternate names)
LD_CITIES = {"bristol": ("Bristol", [], "united-kingdom"), "hull": ("Hull", ["Kingston upon Hull"], "united-kingdom"),
             "london": ("London", [], "united-kingdom"), "budapest": ("Budapest", [], "hungary"),
             "debrecen": ("Debrecen", [], "hungary"), "reykjavik": ("Reykjavík", ["Reykjavik"], "iceland"),
             "helsinki": ("Helsinki", ["Helsingfors"], "finland"), "sydney": ("Sydney", [], "australia"),
             "cape-town": ("Cape Town", ["Kaapstad"], "south-africa"), "munich": ("Munich", ["München"], "germany"),
             "zurich": ("Zürich", ["Zurich"], "switzerland"),
             "copenhagen": ("Copenhagen", ["København"], "denmark")}  # city: (name, alternate names, country)
# pool: (name, alternate names, description or None, city, opened, length m, water °C, capacity, lanes or None,
#        heated, saltwater, free, season opens or None, amenities)
LD_POOLS = {
    "albert-lido-bristol": ("Albert Lido", [], "heated open-air pool behind a Victorian terrace in Clifton, Bristol",
                            "bristol", "1849", "33.5", "24", 400, 5, True, False, False, None, ["sauna", "café"]),
    "albert-lido-hull": ("Albert Lido", [], "Art Deco saltwater lido on the Humber foreshore in Hull", "hull", "1935",
                         "55", "17.5", 1200, 8, False, True, False, "2024-05-25", ["diving boards", "café"]),
    "hawthorn-fields-lido": ("Hawthorn Fields Lido", [], None, "london", "1938", "61", "18", 1000, 9, False, False,
                             False, "2024-05-04", ["café", "children's pool"]),
    "rozsadomb-strandfurdo": ("Rózsadomb Strandfürdő", ["Rozsadomb Lido", "Rózsadomb Lido"], None, "budapest", "1927",
                              "50", "26", 2500, 10, True, False, False, "2024-05-11",
                              ["sauna", "children's pool", "diving boards"]),
    "grandalaug": ("Grandalaug", ["Granda Pool"], None, "reykjavik", "1961", "25", "29", 350, 6, True, False, False,
                   None, ["sauna", "children's pool"]),
    "kaivopuisto-sea-pool": ("Kaivopuisto Sea Pool", ["Kaivopuiston merikylpylä"], None, "helsinki", "1956", "50",
                             "25", 800, 8, True, True, False, None, ["sauna", "café"]),
    "tamarama-rock-pool": ("Tamarama Rock Pool", [], None, "sydney", "1921", "30", "20.5", 250, 4, False, True, True,
                           None, []),
    "gordons-bay-ocean-baths": ("Gordons Bay Ocean Baths", ["Gordon's Bay Baths"], None, "sydney", "1936", "50", "20",
                                600, 8, False, True, True, None, ["children's pool"]),
    "kalk-bay-tidal-pool": ("Kalk Bay Tidal Pool", [], None, "cape-town", "1929", "40", "16.5", 300, None, False,
                            True, True, None, []),
    "isarauen-freibad": ("Isarauen-Freibad", ["Isarauen Freibad", "Isar Meadows Pool"], None, "munich", "1932", "50",
                         "22", 3000, 8, True, False, False, "2024-05-15",
                         ["diving boards", "café", "children's pool"]),
    "flussbad-schipfe": ("Flussbad Schipfe", ["Schipfe River Baths"], None, "zurich", "1864", "60", "19", 700, None,
                         False, False, True, "2024-05-18", ["café"]),
    "havnebadet-sluseholmen": ("Havnebadet Sluseholmen", ["Sluseholmen Harbour Bath"], None, "copenhagen", "2003",
                               "50", "17", 600, None, False, True, True, "2024-06-01", ["diving boards"]),
}
LD_CLUBS = {  # club: (name, alternate names, founded, home pool, sport, members)
    "clifton-lido-swimmers": ("Clifton Lido Swimmers", [], "1902", "albert-lido-bristol", "outdoor swimming", 240),
    "humber-seagulls": ("Humber Seagulls Swimming Club", ["Humber Seagulls"], "1936", "albert-lido-hull",
                        "long-distance swimming", 180),
    "hawthorn-fields-winter-swimmers": ("Hawthorn Fields Winter Swimming Club", [], "1955", "hawthorn-fields-lido",
                                        "winter swimming", 320),
    "rozsadomb-water-polo": ("Rózsadombi Vízilabda Klub", ["Rozsadomb Water Polo Club", "RVK"], "1929",
                             "rozsadomb-strandfurdo", "water polo", 150),
    "kaivopuisto-ice-swimmers": ("Kaivopuiston Talviuimarit", ["Kaivopuisto Ice Swimming Society"], "1959",
                                 "kaivopuisto-sea-pool", "ice swimming", 410),
    "tamarama-bluebottles": ("Tamarama Bluebottles", ["Tamarama Bluebottles Winter Swimming Club"], "1929",
                             "tamarama-rock-pool", "winter swimming", 95),
    "sv-isarauen": ("Schwimmverein Isarauen München", ["SV Isarauen"], "1933", "isarauen-freibad",
                    "competitive swimming", 620),
}
LD_PEOPLE = {  # person: (name, alternate names, birth date, birthplace, nationality, award or None)
    "edwin-hull": ("Edwin Hull", [], "1921-06-14", "bristol", "united-kingdom", None),
    "rosalind-pryce": ("Rosalind Pryce", [], "1944-02-09", "london", "united-kingdom", "MBE for services to swimming"),
    "aisha-mensah": ("Aisha Mensah", [], "1979-10-30", "london", "united-kingdom", None),
    "walter-gibbs": ("Walter Gibbs", [], "1889-08-03", "hull", "united-kingdom", None),
    "margaret-lowe": ("Margaret Lowe", [], "1912-04-22", "london", "united-kingdom", None),
    "jonah-whitby": ("Jonah Whitby", [], "1990-12-01", "london", "united-kingdom", None),
    "bela-horvath": ("Béla Horváth", ["Bela Horvath"], "1911-01-17", "debrecen", "hungary", None),
    "aino-salonen": ("Aino Salonen", [], "1918-07-07", "helsinki", "finland",
                     "Cross of Merit of the Finnish Swimming Federation"),
    "eero-lahtinen": ("Eero Lahtinen", [], "1975-03-19", "helsinki", "finland", None),
    "patrick-doyle": ("Patrick Doyle", [], "1897-11-05", "sydney", "australia", None),
    "ludwig-amsel": ("Ludwig Amsel", [], "1899-09-28", "munich", "germany", None),
    "franziska-oberholzer": ("Franziska Oberholzer", [], "1958-05-06", "zurich", "switzerland", None),
}
LD_OFFICERS = [  # (club, person, role name, start year, end year or None)
    ("clifton-lido-swimmers", "edwin-hull", "head coach", "1958", "1979"),
    ("clifton-lido-swimmers", "rosalind-pryce", "head coach", "1979", "2004"),
    ("clifton-lido-swimmers", "aisha-mensah", "head coach", "2004", None),
    ("humber-seagulls", "walter-gibbs", "president", "1936", "1952"),
    ("hawthorn-fields-winter-swimmers", "margaret-lowe", "president", "1955", "1982"),
    ("hawthorn-fields-winter-swimmers", "jonah-whitby", "club captain", "2016", None),
    ("rozsadomb-water-polo", "bela-horvath", "head coach", "1948", "1972"),
    ("kaivopuisto-ice-swimmers", "aino-salonen", "chair", "1959", "1977"),
    ("kaivopuisto-ice-swimmers", "eero-lahtinen", "head coach", "2011", None),
    ("tamarama-bluebottles", "patrick-doyle", "club captain", "1929", "1946"),
    ("sv-isarauen", "ludwig-amsel", "head coach", "1933", "1939"),
    ("sv-isarauen", "franziska-oberholzer", "head coach", "1990", "2015"),
]
LD_NAMES = {"country": LD_COUNTRIES, "place": LD_CITIES, "pool": LD_POOLS, "club": LD_CLUBS, "person": LD_PEOPLE}


def _ld(kind: str, *keys: str) -> set[str]:
    return {f"{LD}{kind}/{k}" for k in keys}


def _lde(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _ld(kind, key) | {LD_NAMES[kind][key][0]} | set(LD_NAMES[kind][key][1])


def lidos_kg() -> str:
    """N-Triples of the outdoor-swimming guide (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{LD}{kind}/{key}"
        name, aliases = LD_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    def quantity(s: str, prop: str, node: str, value: str, unit: str, code: str) -> None:
        g.add(s, prop, node), g.add(node, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(node, SCHEMA + "value", _typed(value, "decimal")), g.add(node, SCHEMA + "unitText", _lit(unit))
        g.add(node, SCHEMA + "unitCode", _lit(code))

    for key in LD_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in LD_CITIES.items():
        g.add(thing("place", key, "City"), SCHEMA + "containedInPlace", f"{LD}country/{country}")
    for key, fields in LD_POOLS.items():
        _, _, description, city, opened, length, temp, capacity, lanes, heated, salt, free, season, amenities = fields
        p = thing("pool", key, "PublicSwimmingPool")
        if description:
            g.add(p, SCHEMA + "description", _lit(description))
        g.add(p, SCHEMA + "containedInPlace", f"{LD}place/{city}")
        g.add(p, LDV + "yearOpened", _typed(opened, "gYear"))
        quantity(p, LDV + "poolLength", f"_:length-{key}", length, "m", "MTR")
        quantity(p, LDV + "waterTemperature", f"_:temperature-{key}", temp, "°C", "CEL")
        g.add(p, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
        if lanes:
            g.add(p, LDV + "laneCount", _typed(lanes, "integer"))
        g.add(p, LDV + "heated", _bool(heated)), g.add(p, LDV + "saltwater", _bool(salt))
        g.add(p, SCHEMA + "isAccessibleForFree", _bool(free))
        if season:
            g.add(p, LDV + "seasonOpens", _typed(season, "date"))
        for i, amenity in enumerate(amenities, 1):
            a = f"_:amenity-{key}-{i}"
            g.add(p, SCHEMA + "amenityFeature", a), g.add(a, RDF_TYPE, SCHEMA + "LocationFeatureSpecification")
            g.add(a, SCHEMA + "name", _lit(amenity)), g.add(a, SCHEMA + "value", _bool(True))
    for key, (_, _, born, birthplace, nationality, award) in LD_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{LD}place/{birthplace}")
        g.add(p, SCHEMA + "nationality", f"{LD}country/{nationality}")
        if award:
            g.add(p, SCHEMA + "award", _lit(award))
    for key, (_, _, founded, pool, sport, members) in LD_CLUBS.items():
        c = thing("club", key, "SportsClub")
        g.add(c, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(c, SCHEMA + "location", f"{LD}pool/{pool}")
        g.add(c, SCHEMA + "sport", _lit(sport)), g.add(c, LDV + "memberCount", _typed(members, "integer"))
    for i, (club, person, role, start, end) in enumerate(LD_OFFICERS, 1):
        r = f"_:officer-{i}"
        g.add(f"{LD}club/{club}", SCHEMA + "member", r), g.add(r, RDF_TYPE, SCHEMA + "OrganizationRole")
        g.add(r, SCHEMA + "member", f"{LD}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    return g.text()


LIDOS_QUESTIONS = [
    ("Which lidos are in Hull?", _lde("pool", "albert-lido-hull")),
    ("In which city is the Kalk Bay Tidal Pool?", _lde("place", "cape-town")),
    ("How long is the pool at the Rózsadomb Strandfürdő?", {"50"}),
    ("How warm is the water at Grandalaug?", {"29"}),
    ("How many people can the Isarauen-Freibad hold?", {"3000"}),
    ("How many lanes does the Kaivopuisto Sea Pool have?", {"8"}),
    ("Is the Flussbad Schipfe free?", {"true"}),
    ("Which pools can you swim in for free?", _ld("pool", "tamarama-rock-pool", "gordons-bay-ocean-baths",
                                                  "kalk-bay-tidal-pool", "flussbad-schipfe",
                                                  "havnebadet-sluseholmen")),
    ("Is the Albert Lido in Hull a saltwater pool?", {"true"}),
    ("Which pools have sea water?", _ld("pool", "albert-lido-hull", "kaivopuisto-sea-pool", "tamarama-rock-pool",
                                        "gordons-bay-ocean-baths", "kalk-bay-tidal-pool", "havnebadet-sluseholmen")),
    ("Which lidos are heated?", _ld("pool", "albert-lido-bristol", "rozsadomb-strandfurdo", "grandalaug",
                                    "kaivopuisto-sea-pool", "isarauen-freibad")),
    ("When does the season start at the Hawthorn Fields Lido?", {"2024-05-04"}),
    ("Which pools have a sauna?", _ld("pool", "albert-lido-bristol", "rozsadomb-strandfurdo", "grandalaug",
                                      "kaivopuisto-sea-pool")),
    ("What facilities does the Isarauen-Freibad have?", {"diving boards", "café", "children's pool"}),
    ("Which club swims at the Tamarama Rock Pool?", _lde("club", "tamarama-bluebottles")),
    ("Where does the Rozsadomb Water Polo Club play?", _lde("pool", "rozsadomb-strandfurdo")),
    ("How many members does the Kaivopuisto Ice Swimming Society have?", {"410"}),
    ("Who is the current head coach of the Clifton Lido Swimmers?", _lde("person", "aisha-mensah")),
    ("Who coached the Clifton Lido Swimmers before Rosalind Pryce?", _lde("person", "edwin-hull")),
    ("When did Margaret Lowe become president of the Hawthorn Fields Winter Swimming Club?", {"1955"}),
    ("Which club did Béla Horváth coach?", _lde("club", "rozsadomb-water-polo")),
    ("What was Patrick Doyle's role at the Tamarama Bluebottles?", {"club captain"}),
    ("When was Aino Salonen born?", {"1918-07-07"}),
    ("Where was Edwin Hull born?", _lde("place", "bristol")),
    ("Which award did Rosalind Pryce receive?", {"MBE for services to swimming"}),
    ("Which is the longest pool?", _lde("pool", "hawthorn-fields-lido")),
    ("Which pool has the warmest water?", _lde("pool", "grandalaug")),
    ("Which is the oldest lido?", _lde("pool", "albert-lido-bristol")),
    ("Which pools opened before 1930?", _ld("pool", "albert-lido-bristol", "rozsadomb-strandfurdo",
                                            "tamarama-rock-pool", "kalk-bay-tidal-pool", "flussbad-schipfe")),
    ("How many pools are there in Sydney?", {"2"}),
    ("How many lidos are there in the United Kingdom?", {"3"}),
    ("In which country is Grandalaug?", _lde("country", "iceland")),
    ("Which pools are in Australia?", _ld("pool", "tamarama-rock-pool", "gordons-bay-ocean-baths")),
    ("When was the club that swims at the Isarauen-Freibad founded?", {"1933"}),
    ("How warm is the water at the home pool of the Humber Seagulls?", {"17.5"}),
    ("When did the Albert Lido in Hull open?", {"1935"}),
    ("when did grandalaug open", {"1961"}),
    ("When did the Hawthorne Fields Lido open?", {"1938"}),  # misspelt: Hawthorn
    ("How much is a day ticket for the Albert Lido in Bristol?", set()),  # no prices
    ("How deep is the Hawthorn Fields Lido?", set()),  # no depths
    ("How many people swam at the Kalk Bay Tidal Pool last summer?", set()),  # no visitor numbers
]
LIDOS_MADE_UP = ["When did the Brockwell Marsh Lido open?", "How warm is the water at the Laugardalur Sea Baths?",
                 "Who coaches the Humber Dolphins Swimming Club?", "Where was Rosalind Hull born?",
                 "Which club swims at the Bronte Rock Pool?", "How long is the pool at the Kalk Bay Lido?"]
LIDOS_GRAPHS = [
    ('[("Tamarama Rock Pool", "city it is in", ?x)]', _lde("place", "sydney")),
    ('[("Grandalaug", "year built", ?x)]', {"1961"}),
    ('[(?x, "trains at", "Hawthorn Fields Lido")]', _lde("club", "hawthorn-fields-winter-swimmers")),
    ('[("Aino Salonen", "date of birth", ?x)]', {"1918-07-07"}),
    ('[("Isarauen-Freibad", "visitor capacity", ?x)]', {"3000"}),
    ('[("Humber Seagulls Swimming Club", "year founded", ?x)]', {"1936"}),
    ('[("Clifton Lido Swimmers", "trains at", ?p), (?p, "water temperature", ?x)]', {"24"}),
    ('[("Kaivopuisto Ice Swimming Society", "trains at", ?p), (?p, "city it is in", ?x)]', _lde("place", "helsinki")),
    ('[("Gordons Bay Ocean Baths", "city it is in", ?c), (?c, "nation", ?x)]', _lde("country", "australia")),
    ('[("Edwin Hull", "birthplace", ?c), (?x, "city it is in", ?c)]', _lde("pool", "albert-lido-bristol")),
    ('[(?p, "city it is in", "Sydney"), (?p, "lanes", ?x)]', {"4", "8"}),
    ('[(?c, "trains at", "Isarauen-Freibad"), (?c, "members", ?x)]', {"620"}),
]

# ---- typewriters (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys, a name column
# ---- named differently per table, nameless service rows) ---------------------------------------------------------
TW = "https://typewriter-register.example.org/db/"
TW_COUNTRIES = {1: ("United States",), 2: ("Germany",), 3: ("Italy",), 4: ("France",), 5: ("Sweden",)}
TW_MAKERS = {1: ("Bellwood Typewriter Company", "Hartford", 1895, 1),
             2: ("Vane & Sons", "Syracuse", 1903, 1),
             3: ("Falkner Schreibmaschinenwerk", "Erfurt", 1898, 2),
             4: ("Officine Brunori", "Ivrea", 1911, 3),
             5: ("Manufacture Delorme", "Beaucourt", 1887, 4),
             6: ("Nordvik Skrivmaskinsfabrik", "Åtvidaberg", 1919, 5)}  # maker: (name, city, founded, country)
TW_DESIGNERS = {1: ("Cyrus Whitfield", 1868, 1), 2: ("Arthur Hartford", 1894, 2), 3: ("Gottlieb Maaß", 1871, 3),
                4: ("Irmgard Scholl", 1913, 3), 5: ("Marcello Brunori", 1909, 4), 6: ("Henriette Delorme", 1889, 5),
                7: ("Sven Åkerlund", 1890, 6)}  # designer: (full name, born, maker)
# model: (label, maker, designer, launched, keys, weight kg, portable, tabulator)
TW_MODELS = {
    201: ("Model 5 Standard", 1, 1, 1902, 42, "13.6", False, False),
    202: ("Portable No. 3", 1, 1, 1934, 44, "4.9", True, False),
    203: ("Silent Deluxe", 2, 2, 1938, 46, "7.8", True, True),
    204: ("Vane Master 12", 2, 2, 1948, 46, "16.2", False, True),
    205: ("Portable No. 3", 3, 3, 1929, 42, "5.4", True, False),
    206: ("Falkner Büro S", 3, 4, 1951, 46, "17.5", False, True),
    207: ("Brunori Studio 44", 4, 5, 1952, 44, "5.9", True, True),
    208: ("Brunori Aurea", 4, 5, 1961, 45, "6.3", True, False),
    209: ("Delorme Classique 4", 5, 6, 1930, 44, "12.1", False, False),
    210: ("Delorme Baby", 5, 6, 1935, 42, "3.8", True, False),
    211: ("Nordvik 5", 6, 7, 1926, 44, "11.4", False, True),
    212: ("Nordvik Resa", 6, 7, 1957, 43, "4.4", True, False),
}
TW_MACHINES = {  # machine: (catalogue no, model, built, colour, in working order)
    301: ("TW-0001", 201, 1904, "black", True), 302: ("TW-0002", 202, 1935, "green", True),
    303: ("TW-0007", 203, 1939, "black", False), 304: ("TW-0011", 205, 1930, "black", True),
    305: ("TW-0012", 205, 1931, "red", False), 306: ("TW-0019", 207, 1953, "light blue", True),
    307: ("TW-0020", 208, 1962, "red", True), 308: ("TW-0023", 210, 1936, "grey", False),
    309: ("TW-0031", 212, 1958, "cream", True), 310: ("TW-0032", 211, 1927, "black", True),
    311: ("TW-0040", 206, 1952, "grey", True),
}
TW_SERVICES = {501: (301, "2019-05-14", "Typecraft Repairs", "120"),
               502: (301, "2023-02-07", "Typecraft Repairs", "85.5"),
               503: (303, "2022-10-19", "Dieter Kalb", "210"), 504: (305, "2020-06-30", "Dieter Kalb", "95"),
               505: (306, "2024-01-16", "Lena Ortiz", "60"), 506: (309, "2021-09-02", "Lena Ortiz", "75"),
               507: (310, "2018-11-23", "Typecraft Repairs", "140")}  # (machine, serviced on, technician, EUR)
TW_TABLES = {"country": TW_COUNTRIES, "maker": TW_MAKERS, "designer": TW_DESIGNERS, "model": TW_MODELS,
             "machine": TW_MACHINES}


def _tw(table: str, *ids: int) -> set[str]:
    return {f"{TW}{table}/id={i}" for i in ids}


def _twe(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column."""
    return _tw(table, key) | {TW_TABLES[table][key][0]}


def typewriters_kg() -> str:
    """N-Triples of the typewriter register (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{TW}{table}/id={key}"
        g.add(s, RDF_TYPE, TW + table), g.add(s, f"{TW}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{TW}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{TW}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{TW}{table}#ref-{column}", f"{TW}{target}/id={value}")

    def flag(value: bool) -> tuple[str, str]:
        return str(value).lower(), "boolean"

    for key, (name,) in TW_COUNTRIES.items():
        row("country", key, {"country_name": name}, {})
    for key, (name, city, founded, country) in TW_MAKERS.items():
        row("maker", key, {"maker_name": name, "city": city, "founded_year": (founded, "integer")},
            {"country_id": ("country", country)})
    for key, (name, born, maker) in TW_DESIGNERS.items():
        row("designer", key, {"full_name": name, "birth_year": (born, "integer")}, {"maker_id": ("maker", maker)})
    for key, (label, maker, designer, launched, keys, weight, portable, tabulator) in TW_MODELS.items():
        row("model", key, {"model_label": label, "launch_year": (launched, "integer"), "key_count": (keys, "integer"),
                           "weight_kg": (weight, "decimal"), "is_portable": flag(portable),
                           "has_tabulator": flag(tabulator)},
            {"maker_id": ("maker", maker), "designer_id": ("designer", designer)})
    for key, (number, model, built, colour, working) in TW_MACHINES.items():
        row("machine", key, {"catalogue_no": number, "built_year": (built, "integer"), "colour": colour,
                             "in_working_order": flag(working)}, {"model_id": ("model", model)})
    for key, (machine, day, technician, cost) in TW_SERVICES.items():
        row("service", key, {"serviced_on": (day, "date"), "technician": technician, "cost_eur": (cost, "decimal")},
            {"machine_id": ("machine", machine)})
    return g.text()


TYPEWRITERS_QUESTIONS = [
    ("Who designed the Silent Deluxe?", _twe("designer", 2)),
    ("Which typewriters did Henriette Delorme design?", _tw("model", 209, 210)),
    ("Which company made the Nordvik Resa?", _twe("maker", 6)),
    ("Which models did Falkner Schreibmaschinenwerk make?", _tw("model", 205, 206)),
    ("Which typewriter makers were based in Hartford?", _twe("maker", 1)),
    ("Where was Vane & Sons based?", {"Syracuse"}),
    ("When was the Brunori Aurea launched?", {"1961"}),
    ("How much does the Delorme Baby weigh?", {"3.8"}),
    ("How many keys does the Vane Master 12 have?", {"46"}),
    ("Is the Silent Deluxe a portable?", {"true"}),
    ("Which models have a tabulator?", _tw("model", 203, 204, 206, 207, 211)),
    ("Which portable typewriters are there?", _tw("model", 202, 203, 205, 207, 208, 210, 212)),
    ("When was Officine Brunori founded?", {"1911"}),
    ("In which country was the Nordvik 5 made?", _twe("country", 5)),
    ("Which typewriter makers are in Germany?", _twe("maker", 3)),
    ("When was Gottlieb Maaß born?", {"1871"}),
    ("Which company did Irmgard Scholl work for?", _twe("maker", 3)),
    ("Which model is TW-0007?", _twe("model", 203)),
    ("When was TW-0020 built?", {"1962"}),
    ("What colour is TW-0002?", {"green"}),
    ("Which machines in the collection no longer work?", _tw("machine", 303, 305, 308)),
    ("Is TW-0031 in working order?", {"true"}),
    ("When was TW-0001 last serviced?", {"2023-02-07"}),
    ("How much did the 2022 service of TW-0007 cost?", {"210"}),
    ("Who serviced TW-0031?", {"Lena Ortiz"}),
    ("Which machines has Dieter Kalb serviced?", _tw("machine", 303, 305)),
    ("Which is the oldest typewriter model?", _twe("model", 201)),
    ("Which is the heaviest typewriter?", _twe("model", 206)),
    ("Which models came out before 1930?", _tw("model", 201, 205, 211)),
    ("How many models did the Bellwood Typewriter Company make?", {"2"}),
    ("How many machines in the collection are red?", {"2"}),
    ("When did Falkner bring out its Portable No. 3?", {"1929"}),
    ("How heavy is the Bellwood Portable No. 3?", {"4.9"}),
    ("Who designed the typewriter model of TW-0019?", _twe("designer", 5)),
    ("When was the maker of the Silent Deluxe founded?", {"1903"}),
    ("Which Italian typewriters are there?", _tw("model", 207, 208)),
    ("how much does the nordvik resa weigh", {"4.4"}),
    ("Who designed the Delorme Clasique 4?", _twe("designer", 6)),  # misspelt: Classique
    ("How much did the Model 5 Standard cost when it was new?", set()),  # no prices
    ("How many Silent Deluxes were made?", set()),  # no production numbers
    ("Who owned TW-0011 before it joined the collection?", set()),  # no provenance
]
TYPEWRITERS_MADE_UP = ["Who designed the Bellwood Model 9?", "When was the Falkner Reise launched?",
                       "Which typewriters did Irmgard Whitfield design?",
                       "Where was the Remsen Typewriter Company based?", "How much does the Brunori Lettera 32 weigh?",
                       "When was TW-0099 built?"]
TYPEWRITERS_GRAPHS = [
    ('[("Delorme Baby", "produced by", ?x)]', _twe("maker", 5)),
    ('[("Nordvik 5", "year introduced", ?x)]', {"1926"}),
    ('[(?x, "drawn up by", "Cyrus Whitfield")]', _tw("model", 201, 202)),
    ('[("Vane Master 12", "mass in kg", ?x)]', {"16.2"}),
    ('[("Marcello Brunori", "year born", ?x)]', {"1909"}),
    ('[(?x, "employer", "Officine Brunori")]', _twe("designer", 5)),
    ('[("TW-0040", "model", ?m), (?m, "produced by", ?x)]', _twe("maker", 3)),
    ('[("Silent Deluxe", "drawn up by", ?d), (?d, "year born", ?x)]', {"1894"}),
    ('[(?m, "produced by", "Manufacture Delorme"), (?m, "number of keys", ?x)]', {"44", "42"}),
    ('[("Falkner Büro S", "produced by", ?k), (?k, "home country", ?x)]', _twe("country", 2)),
    ('[(?s, "repair done on", "TW-0001"), (?s, "repair bill", ?x)]', {"120", "85.5"}),
    ('[(?t, "model", "Brunori Studio 44"), (?t, "colour", ?x)]', {"light blue"}),
]

# ---- islands (Wikidata-style: wd:/wdt:/p:/ps:/pq:, population statements with point-in-time qualifiers and ranks,
# ---- owners with start/end times and ranks, P31/P279) ----------------------------------------------------------
# property: (label, aliases, description, wikibase property type)
IS_PROPERTIES = {
    "P31": ("instance of", ["is a", "type"], "that class of which this subject is a particular example and member",
            "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P206": ("located in or next to body of water", ["body of water", "sea", "lake"],
             "sea, lake or river that this item lies in or next to", "WikibaseItem"),
    "P361": ("part of", ["archipelago", "belongs to"], "object of which the subject is a part", "WikibaseItem"),
    "P2046": ("area", ["surface area"], "area occupied by the object (in km² here)", "Quantity"),
    "P2044": ("elevation above sea level", ["altitude", "height"], "height of the item's highest point above sea "
              "level (in metres here)", "Quantity"),
    "P610": ("highest point", ["summit", "peak"], "point with the highest elevation in the area", "WikibaseItem"),
    "P1082": ("population", ["inhabitants"], "number of people inhabiting the place", "Quantity"),
    "P585": ("point in time", ["as of", "date"], "time when the statement held", "Time"),
    "P127": ("owned by", ["owner"], "owner of the subject", "WikibaseItem"),
    "P580": ("start time", ["from", "since"], "time a statement starts being valid", "Time"),
    "P582": ("end time", ["until", "to"], "time a statement stops being valid", "Time"),
    "P138": ("named after", ["eponym"], "entity or event that inspired the subject's name", "WikibaseItem"),
    "P1435": ("heritage designation", ["protection status", "protected as"],
              "heritage or nature designation of a site", "WikibaseItem"),
    "P706": ("located in/on physical feature", ["on island", "located on"],
             "located on the specified landform", "WikibaseItem"),
    "P106": ("occupation", ["profession", "job"], "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", ["birthplace", "born in"], "most specific known birth location of a person",
            "WikibaseItem"),
    "P569": ("date of birth", ["born"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["died"], "date on which the subject died", "Time"),
}


def _is_year(y: str) -> tuple[str, str]:
    return f"{y}-01-01T00:00:00Z", "dateTime"


# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id or a
# (lexical form, XSD datatype) pair
IS_ITEMS = {
    "Q975100": ({"en": "landform"}, [], "natural feature of the solid surface of the Earth", {}),
    "Q975101": ({"en": "island", "fr": "île", "no": "øy"}, ["isle"], "piece of land surrounded by water",
                {"P279": ["Q975100"]}),
    "Q975102": ({"en": "tidal island", "fr": "île tidale"}, [], "island reachable on foot at low tide",
                {"P279": ["Q975101"]}),
    "Q975103": ({"en": "lake island"}, [], "island in a lake", {"P279": ["Q975101"]}),
    "Q975104": ({"en": "river island", "de": "Werder"}, ["eyot", "ait"], "island in a river", {"P279": ["Q975101"]}),
    "Q975105": ({"en": "islet"}, ["skerry"], "very small island", {"P279": ["Q975101"]}),
    "Q975106": ({"en": "volcanic island"}, [], "island of volcanic origin", {"P279": ["Q975101"]}),
    "Q975107": ({"en": "archipelago"}, ["island group"], "group of islands", {"P279": ["Q975100"]}),
    "Q975108": ({"en": "body of water"}, [], "significant accumulation of water", {}),
    "Q975109": ({"en": "sea"}, [], "large body of salt water", {"P279": ["Q975108"]}),
    "Q975110": ({"en": "lake"}, [], "body of relatively still water inland", {"P279": ["Q975108"]}),
    "Q975111": ({"en": "river"}, [], "natural flowing watercourse", {"P279": ["Q975108"]}),
    "Q975112": ({"en": "ocean"}, [], "very large body of salt water", {"P279": ["Q975108"]}),
    "Q975113": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q975114": ({"en": "hill"}, [], "landform that extends above the surrounding terrain", {"P279": ["Q975100"]}),
    "Q975115": ({"en": "mountain"}, [], "large natural elevation of the Earth's surface", {"P279": ["Q975100"]}),
    "Q975116": ({"en": "village"}, [], "small clustered human settlement", {}),
    "Q975117": ({"en": "city"}, [], "large human settlement", {}),
    "Q975118": ({"en": "town"}, [], "settlement larger than a village", {}),
    "Q975119": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q975120": ({"en": "landowner"}, [], "person who owns land", {}),
    "Q975121": ({"en": "naturalist"}, [], "person who studies natural history", {}),
    "Q975122": ({"en": "shipowner"}, [], "owner of merchant ships", {}),
    "Q975123": ({"en": "foundation"}, [], "type of non-profit organization", {}),
    "Q975124": ({"en": "community land trust"}, ["community trust"], "land owned and run by its community", {}),
    "Q975125": ({"en": "regional council"}, [], "elected body governing a region", {}),
    "Q975130": ({"en": "nature reserve", "fr": "réserve naturelle", "no": "naturreservat"}, [],
                "protected area for wildlife", {}),
    "Q975131": ({"en": "Site of Special Scientific Interest"}, ["SSSI"],
                "conservation designation in the United Kingdom", {}),
    "Q975132": ({"en": "landscape protection area", "de": "Landschaftsschutzgebiet"}, [],
                "protected landscape in Germany", {}),
    "Q975201": ({"en": "Norway", "no": "Norge"}, [], "country in Northern Europe", {"P31": ["Q975119"]}),
    "Q975202": ({"en": "Italy", "it": "Italia"}, [], "country in Southern Europe", {"P31": ["Q975119"]}),
    "Q975203": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q975119"]}),
    "Q975204": ({"en": "United Kingdom"}, ["UK", "Britain"], "country in north-west Europe", {"P31": ["Q975119"]}),
    "Q975205": ({"en": "Portugal", "pt": "Portugal"}, [], "country in south-west Europe", {"P31": ["Q975119"]}),
    "Q975206": ({"en": "Germany", "de": "Deutschland"}, [], "country in Central Europe", {"P31": ["Q975119"]}),
    "Q975207": ({"en": "Sweden", "sv": "Sverige"}, [], "country in Northern Europe", {"P31": ["Q975119"]}),
    "Q975301": ({"en": "Skarvhamn", "no": "Skarvhamn"}, [], "fishing village on Skarvøya, Norway",
                {"P31": ["Q975116"], "P706": ["Q975601"], "P17": ["Q975201"]}),
    "Q975302": ({"en": "Port Hallsey", "gd": "Port Hallasaigh"}, [], "village on Hallsey, Scotland",
                {"P31": ["Q975116"], "P706": ["Q975606"], "P17": ["Q975204"]}),
    "Q975303": ({"en": "Vila da Garoupa", "pt": "Vila da Garoupa"}, [], "town on Garoupa Island, Azores",
                {"P31": ["Q975118"], "P706": ["Q975608"], "P17": ["Q975205"]}),
    "Q975311": ({"en": "Milan", "it": "Milano"}, [], "city in Lombardy, Italy",
                {"P31": ["Q975117"], "P17": ["Q975202"]}),
    "Q975312": ({"en": "Oban", "gd": "An t-Òban"}, [], "town in Argyll, Scotland",
                {"P31": ["Q975118"], "P17": ["Q975204"]}),
    "Q975313": ({"en": "Gothenburg", "sv": "Göteborg"}, [], "city in western Sweden",
                {"P31": ["Q975117"], "P17": ["Q975207"]}),
    "Q975401": ({"en": "Norwegian Sea", "no": "Norskehavet"}, [], "marginal sea of the North Atlantic",
                {"P31": ["Q975109"]}),
    "Q975402": ({"en": "Lake Maggiore", "it": "Lago Maggiore"}, [], "lake on the Italian-Swiss border",
                {"P31": ["Q975110"]}),
    "Q975403": ({"en": "English Channel", "fr": "La Manche"}, [], "arm of the Atlantic between England and France",
                {"P31": ["Q975109"]}),
    "Q975404": ({"en": "Sea of the Hebrides"}, [], "sea off the west coast of Scotland", {"P31": ["Q975109"]}),
    "Q975405": ({"en": "Atlantic Ocean"}, ["Atlantic"], "second-largest ocean", {"P31": ["Q975112"]}),
    "Q975406": ({"en": "Elbe", "de": "Elbe"}, ["River Elbe"], "river in Central Europe", {"P31": ["Q975111"]}),
    "Q975407": ({"en": "Vänern", "sv": "Vänern"}, ["Lake Vänern", "Lake Vanern"], "largest lake in Sweden",
                {"P31": ["Q975110"]}),
    "Q975408": ({"en": "Baltic Sea", "sv": "Östersjön"}, [], "arm of the Atlantic in Northern Europe",
                {"P31": ["Q975109"]}),
    "Q975409": ({"en": "Irish Sea", "cy": "Môr Iwerddon"}, [], "sea between Great Britain and Ireland",
                {"P31": ["Q975109"]}),
    "Q975501": ({"en": "Vesterholmane", "no": "Vesterholmane"}, [], "island group off the coast of Nordland, Norway",
                {"P31": ["Q975107"], "P17": ["Q975201"]}),
    "Q975502": ({"en": "Orran Isles", "gd": "Eileanan Orran"}, [], "island group in the Sea of the Hebrides",
                {"P31": ["Q975107"], "P17": ["Q975204"]}),
    "Q975503": ({"en": "Azores", "pt": "Açores"}, [], "archipelago in the North Atlantic, Portugal",
                {"P31": ["Q975107"], "P17": ["Q975205"]}),
    "Q975504": ({"en": "Stockholm Archipelago", "sv": "Stockholms skärgård"}, [],
                "archipelago in the Baltic Sea east of Stockholm", {"P31": ["Q975107"], "P17": ["Q975207"]}),
    "Q975701": ({"en": "Skarvtinden", "no": "Skarvtinden"}, [], "highest peak of Skarvøya",
                {"P31": ["Q975115"], "P706": ["Q975601"], "P2044": [("312", "decimal")]}),
    "Q975702": ({"en": "Ben Hallsey", "gd": "Beinn Hallasaigh"}, [], "highest hill of Hallsey",
                {"P31": ["Q975114"], "P706": ["Q975606"], "P2044": [("284", "decimal")]}),
    "Q975703": ({"en": "Pico da Garoupa", "pt": "Pico da Garoupa"}, [], "volcanic summit of Garoupa Island",
                {"P31": ["Q975115"], "P706": ["Q975608"], "P2044": [("921", "decimal")]}),
    "Q975801": ({"en": "Saint Brigid", "it": "Santa Brigida"}, ["Brigid of Kildare"], "Irish abbess and saint",
                {"P31": ["Q975113"]}),
    "Q975802": ({"en": "Saint Elwyn", "cy": "Sant Elwyn"}, [], "Welsh hermit saint", {"P31": ["Q975113"]}),
    "Q975803": ({"en": "Saint Anne", "de": "Heilige Anna"}, ["Anne"], "mother of the Virgin Mary",
                {"P31": ["Q975113"]}),
    "Q975901": ({"en": "Santa Brigida Foundation", "it": "Fondazione Santa Brigida"}, [],
                "foundation that keeps the island of Santa Brigida", {"P31": ["Q975123"], "P17": ["Q975202"]}),
    "Q975902": ({"en": "Hallsey Community Trust"}, [], "community land trust of the islanders of Hallsey",
                {"P31": ["Q975124"], "P17": ["Q975204"]}),
    "Q975903": ({"en": "Västra Götaland Region", "sv": "Västra Götalandsregionen"}, [],
                "regional council in western Sweden", {"P31": ["Q975125"], "P17": ["Q975207"]}),
}
# person: ({language: label}, aliases, description, occupations, birthplace, born, died); a year or a full date
IS_PEOPLE = {
    "Q975804": ({"en": "Ettore Brambilla", "it": "Ettore Brambilla"}, ["Count Ettore Brambilla"],
                "Italian count and landowner", ["Q975120"], "Q975311", "1821", "1897"),
    "Q975805": ({"en": "Lucia Brambilla", "it": "Lucia Brambilla"}, [], "Italian landowner", ["Q975120"], "Q975311",
                "1859", "1944"),
    "Q975806": ({"en": "Archibald Skerrow"}, [], "Scottish naturalist and landowner", ["Q975121", "Q975120"],
                "Q975312", "1879-03-02", "1968-11-20"),
    "Q975807": ({"en": "Gustaf Ehrenborg", "sv": "Gustaf Ehrenborg"}, [], "Swedish landowner", ["Q975120"],
                "Q975313", "1811", "1899"),
    "Q975808": ({"en": "Märta Lindqvist", "sv": "Märta Lindqvist"}, ["Marta Lindqvist"], "Swedish shipowner",
                ["Q975122"], "Q975313", "1866", "1951"),
}
# island: ({language: label}, aliases, description, class, country, body of water, archipelago or None, area km²,
#          elevation m, highest point or None, [(census year, population)], [(owner, from, until or None)],
#          named after or None, (heritage designation, since) or None)
IS_ISLANDS = {
    "Q975601": ({"en": "Skarvøya", "no": "Skarvøya"}, ["Skarvoya", "Cormorant Island"],
                "island in the Norwegian Sea, Norway", "Q975101", "Q975201", "Q975401", "Q975501", "14.2", "312",
                "Q975701", [("2001", 184), ("2011", 162), ("2021", 141)], [], None, None),
    "Q975602": ({"en": "Ternøya", "no": "Ternøya"}, ["Tern Island"], "islet in the Norwegian Sea, Norway", "Q975105",
                "Q975201", "Q975401", "Q975501", "0.8", "41", None, [], [], None, ("Q975130", "1981")),
    "Q975603": ({"en": "Santa Brigida Island", "it": "Isola di Santa Brigida"}, [], "island in Lake Maggiore, Italy",
                "Q975103", "Q975202", "Q975402", None, "0.35", "221", None, [("2011", 6), ("2021", 4)],
                [("Q975804", "1862", "1897"), ("Q975805", "1897", "1931"), ("Q975901", "1931", None)], "Q975801",
                None),
    "Q975604": ({"en": "Curlew Island", "fr": "Île aux Courlis"}, [], "tidal island in the English Channel, France",
                "Q975102", "Q975203", "Q975403", None, "0.6", "28", None, [], [], None, ("Q975130", "1976")),
    "Q975605": ({"en": "St Elwyn's Isle", "cy": "Ynys Elwyn"}, ["Saint Elwyn's Isle"],
                "tidal island in the Irish Sea, Wales", "Q975102", "Q975204", "Q975409", None, "1.1", "47", None,
                [("2001", 3), ("2011", 2), ("2021", 0)], [], "Q975802", ("Q975131", "1985")),
    "Q975606": ({"en": "Hallsey", "gd": "Hallasaigh"}, [], "island of the Orran Isles, Scotland", "Q975101",
                "Q975204", "Q975404", "Q975502", "22.7", "284", "Q975702",
                [("2001", 312), ("2011", 287), ("2021", 301)], [("Q975806", "1921", "1974"), ("Q975902", "2003", None)],
                None, None),
    "Q975607": ({"en": "Skerrow"}, [], "uninhabited islet of the Orran Isles, Scotland", "Q975105", "Q975204",
                "Q975404", "Q975502", "0.4", "22", None, [], [], None, ("Q975131", "1990")),
    "Q975608": ({"en": "Garoupa Island", "pt": "Ilha da Garoupa"}, ["Garoupa"],
                "volcanic island in the Azores, Portugal",
                "Q975106", "Q975205", "Q975405", "Q975503", "61.5", "921", "Q975703",
                [("2001", 3920), ("2011", 3611), ("2021", 3288)], [], None, None),
    "Q975609": ({"en": "St Anne's Werder", "de": "Sankt Annen-Werder"}, [], "river island in the Elbe, Germany",
                "Q975104", "Q975206", "Q975406", None, "2.3", "9", None, [("2011", 64), ("2021", 58)], [], "Q975803",
                ("Q975132", "1994")),
    "Q975610": ({"en": "Kalvholmen", "sv": "Kalvholmen"}, [], "island in Lake Vänern, Sweden", "Q975103", "Q975207",
                "Q975407", None, "3.9", "74", None, [("2021", 12)],
                [("Q975807", "1848", "1899"), ("Q975808", "1899", "1951"), ("Q975903", "1951", None)], None, None),
    "Q975611": ({"en": "Kalvholmen", "sv": "Kalvholmen"}, [],
                "island in the Stockholm Archipelago, Baltic Sea, Sweden", "Q975101", "Q975207", "Q975408", "Q975504",
                "1.7", "33", None, [("2021", 27)], [], None, None),
}


def _is(*ids: str) -> set[str]:
    return {WDE + i for i in ids}


def _ise(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (IS_ITEMS, IS_PEOPLE, IS_ISLANDS) if key in t)
    return _is(key) | set(table[key][0].values()) | set(table[key][1])


def islands_kg() -> str:
    """N-Triples of the island corner of a Wikidata-style KG (full statement model)."""
    g = Graph()
    wikibase = Wikibase(g)
    claim, item = wikibase.claim, wikibase.item

    def when(day: str) -> tuple[str, str]:
        return (f"{day}T00:00:00Z", "dateTime") if "-" in day else _is_year(day)

    wikibase.properties(IS_PROPERTIES)
    for key, (labels, aliases, description, claims) in IS_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, (labels, aliases, description, occupations, birthplace, born, died) in IS_PEOPLE.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q975113")
        for occupation in occupations:
            claim(key, "P106", occupation)
        claim(key, "P19", birthplace), claim(key, "P569", when(born)), claim(key, "P570", when(died))
    for key, fields in IS_ISLANDS.items():
        (labels, aliases, description, cls, country, water, archipelago, area, elevation, peak, census, owners,
         named_after, heritage) = fields
        item(key, labels, aliases, description), claim(key, "P31", cls)
        claim(key, "P17", country), claim(key, "P206", water)
        if archipelago:
            claim(key, "P361", archipelago)
        claim(key, "P2046", (area, "decimal")), claim(key, "P2044", (elevation, "decimal"))
        if peak:
            claim(key, "P610", peak)
        for i, (year, people) in enumerate(census):
            latest, several = i == len(census) - 1, len(census) > 1
            claim(key, "P1082", (str(people), "decimal"), [("P585", _is_year(year))],
                  "Preferred" if latest and several else "Normal", truthy=latest)
        for owner, start, end in owners:
            qualifiers = [("P580", _is_year(start))] + ([("P582", _is_year(end))] if end else [])
            current = end is None
            claim(key, "P127", owner, qualifiers, "Preferred" if current and len(owners) > 1 else "Normal",
                  truthy=current)
        if named_after:
            claim(key, "P138", named_after)
        if heritage:
            claim(key, "P1435", heritage[0], [("P580", _is_year(heritage[1]))])
    return g.text()


ISLANDS_QUESTIONS = [
    ("Which country is Skarvøya in?", _ise("Q975201")),
    ("Which sea is St Elwyn's Isle in?", _ise("Q975409")),
    ("Which islands are in Lake Maggiore?", _ise("Q975603")),
    ("Which islands belong to the Orran Isles?", _is("Q975606", "Q975607")),
    ("Which archipelago is Ilha da Garoupa part of?", _ise("Q975503")),
    ("How big is Hallsey?", {"22.7"}),
    ("How high is Ilha da Garoupa?", {"921"}),
    ("What is the highest point of Skarvøya?", _ise("Q975701")),
    ("How many people live on Skarvøya?", {"141"}),
    ("What was the population of Hallsey in 2011?", {"287"}),
    ("How many people lived on Ilha da Garoupa in 2001?", {"3920"}),
    ("Who owns Isola di Santa Brigida?", _ise("Q975901")),
    ("Who owned Kalvholmen in Lake Vänern before the Västra Götaland Region?", _ise("Q975808")),
    ("When did Archibald Skerrow buy Hallsey?", {"1921-01-01T00:00:00Z"}),
    ("Which islands did Archibald Skerrow own?", _ise("Q975606")),
    ("Who is Sankt Annen-Werder named after?", _ise("Q975803")),
    ("What kind of island is Île aux Courlis?", _ise("Q975102")),
    ("Which tidal islands are there?", _is("Q975604", "Q975605")),
    ("Which lake islands are there?", _is("Q975603", "Q975610")),
    ("Which islands are in Sweden?", _is("Q975610", "Q975611")),
    ("Which village is on Hallsey?", _ise("Q975302")),
    ("What protection status does Île aux Courlis have?", _ise("Q975130")),
    ("Since when has St Elwyn's Isle been a Site of Special Scientific Interest?", {"1985-01-01T00:00:00Z"}),
    ("Where was Archibald Skerrow born?", _ise("Q975312")),
    ("When did Gustaf Ehrenborg die?", {"1899-01-01T00:00:00Z"}),
    ("When was Archibald Skerrow born?", {"1879-03-02T00:00:00Z"}),
    ("Which is the largest island?", _ise("Q975608")),
    ("Which is the smallest island?", _ise("Q975603")),
    ("Which islands rise higher than 300 metres?", _is("Q975601", "Q975608")),
    ("How many islands are there in the Norwegian Sea?", {"2"}),
    ("How many islands does the United Kingdom have?", {"3"}),
    ("Where was the first owner of Isola di Santa Brigida born?", _ise("Q975311")),
    ("How many people live on St Elwyn's Isle today?", {"0"}),
    ("What is Île aux Courlis called in English?", {"Curlew Island"}),
    ("What is the Gaelic name of Hallsey?", {"Hallasaigh"}),
    ("How big is Kalvholmen in the Baltic Sea?", {"1.7"}),
    ("how many people live on ilha da garoupa", {"3288"}),
    ("Who owns Isola di Santa Brigda?", _ise("Q975901")),  # misspelt: Brigida
    ("How long does the ferry to Hallsey take?", set()),  # no ferries
    ("What is the average summer temperature on Ilha da Garoupa?", set()),  # no climate data
    ("How much did Gustaf Ehrenborg pay for Kalvholmen?", set()),  # no prices
]
ISLANDS_MADE_UP = ["Which country is Måkeøya in?", "Who owns Isola dei Gabbiani?", "How big is Île aux Pluviers?",
                   "When was Lucia Skerrow born?", "How many people live on Sankt Marien-Werder?",
                   "Which islands belong to the Selkie Isles?"]
ISLANDS_GRAPHS = [
    ('[("Hallsey", "surrounding water", ?x)]', _ise("Q975404")),
    ('[("Skerrow", "size in km²", ?x)]', {"0.4"}),
    ('[(?x, "belongs to group", "Vesterholmane")]', _is("Q975601", "Q975602")),
    ('[("Sankt Annen-Werder", "inhabitants", ?x)]', {"58"}),
    ('[("Märta Lindqvist", "birth town", ?x)]', _ise("Q975313")),
    ('[(?x, "surrounding water", "Irish Sea")]', _ise("Q975605")),
    ('[("Skarvøya", "tallest peak", ?p), (?p, "height", ?x)]', {"312"}),
    ('[("Ilha da Garoupa", "belongs to group", ?a), (?a, "in nation", ?x)]', _ise("Q975205")),
    ('[(?i, "called after", "Saint Anne"), (?i, "surrounding water", ?x)]', _ise("Q975406")),
    ('[(?i, "belongs to group", "Orran Isles"), (?i, "size in km²", ?x)]', {"22.7", "0.4"}),
    ('[(?i, "surrounding water", "Norwegian Sea"), (?i, "height", ?x)]', {"312", "41"}),
    ('[(?i, "kind", "tidal island"), (?i, "in nation", ?x)]', _is("Q975203", "Q975204")),
]

KGS_AE = {"markets": (markets_kg, MARKETS_QUESTIONS, MARKETS_MADE_UP, MARKETS_GRAPHS),
          "cinemas": (cinemas_kg, CINEMAS_QUESTIONS, CINEMAS_MADE_UP, CINEMAS_GRAPHS),
          "lidos": (lidos_kg, LIDOS_QUESTIONS, LIDOS_MADE_UP, LIDOS_GRAPHS),
          "typewriters": (typewriters_kg, TYPEWRITERS_QUESTIONS, TYPEWRITERS_MADE_UP, TYPEWRITERS_GRAPHS),
          "islands": (islands_kg, ISLANDS_QUESTIONS, ISLANDS_MADE_UP, ISLANDS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AE, __doc__)
