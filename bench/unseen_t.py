"""A twentieth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_s.py):

- `paintings`: a Wikidata-style corner of art history (fictional painters, paintings and museums in real
  countries): items and properties as `wd:Q…` / `wd:P…` with direct claims `wdt:P…`, no rdf:type at all
  (typing only by P31 `instance of`, classes linked by P279 `subclass of`: painting and drawing ⊂ work of art,
  art museum ⊂ museum); items named by `rdfs:label` in @en and the painter's or museum's own language (@nl,
  @fr, @de, @it: "Girl with a Pewter Jug" / "Meisje met tinnen kan", "Marlonne Museum of Fine Arts" /
  "Musée des Beaux-Arts de Marlonne", "Castelvera Civic Picture Gallery" / "Pinacoteca Civica di
  Castelvera"; one painting, "Le Col de dentelle", is labelled @fr only) with `schema:description` @en and
  `skos:altLabel` aliases ("H. Vos", "The Pewter Jug", "SMV", "landscape"); property entities carry labels,
  descriptions, aliases, `wikibase:directClaim` and `wikibase:propertyType`; paintings have P170 creator,
  P571 inception (xsd:dateTime at midnight UTC, year precision written as YYYY-01-01), P195 collection, P186
  materials, P136 genre, P135 movement, P180 depicts, P2048 / P2049 height / width (xsd:decimal, cm) and P217
  inventory number; painters P19 / P20 places of birth and death, P569 / P570 dates, P27 citizenship and P135
  movement; teaching is stated from the pupil's side only (P1066 `student of`; nobody lists students);
  museums P131 city, P17 country, P571 founding and (three of four) P1174 visitors per year xsd:decimal; two
  paintings are both called "The Harvest" (Hendrikje Vos, 1654; Konrad Albers, 1903), and one drawing (P31
  drawing, not painting) sits among the paintings of the Marlonne museum;
- `bikeshare`: a city bicycle-sharing open-data export with NO labels at all: every name is a snake_case IRI
  path segment (`…/station/harbour_square`, `…/model/e-glide_500`, `…/staff/ruth_okafor`, `…/member/m_48213`,
  `…/trip/T-0007`), accents and apostrophes percent-encoded (`…/station/cath%C3%A9drale_saint-%C3%A9loi`,
  `…/station/rue_de_l%27abbaye`), two stations called Park Gate told apart by a district qualifier
  (`…/station/park_gate_(old_town)`, `…/station/park_gate_(university_quarter)`); a snake_case vocabulary
  (`…/vocab/dock_count`) without schema declarations except a class hierarchy (`CargoBike` ⊂ `ElectricBike`
  ⊂ `Bike`, `StandardBike` ⊂ `Bike`); stations state `in_district` (districts list nothing), `dock_count`
  xsd:integer, `opened_on` xsd:date, `has_charging` xsd:boolean and `latitude` / `longitude` xsd:decimal;
  bikes `bike_model`, `commissioned_on` and `last_docked_at`, models `made_by` and (electric ones)
  `battery_wh` xsd:integer; trips are n-ary rows (`rider`, `bike`, `start_station`, `end_station`,
  `started_at` xsd:dateTime, `duration` xsd:duration, `distance_km` / `fare_eur` xsd:decimal); members
  `holds_plan`, `joined_on` and `home_district`; plans `price_eur` and sometimes `valid_for` xsd:duration;
  bikes carry BLANK-node `maintenance_log` entries (`serviced_on`, `issue`, `technician`), technicians
  `based_at` a depot;
- `telecom`: a network inventory as an OWL model of its own (`…/ont#`, classes and properties with
  `rdfs:label`@en, domains and ranges; `CoreRouter` / `EdgeRouter` ⊂ `Router` ⊂ `Device`, `Switch` and
  `Firewall` ⊂ `Device`, `DataCentre` / `Exchange` ⊂ `Site`) and opaque IRIs (`…/device/D-0101`,
  `…/site/AMS1`, `…/port/D-0101-xe-0-0-1`, `…/link/L-7002`, `…/circuit/CKT-55812`) whose names sit in a
  different column per table: `inv:hostname` ("ams-core-01"), `inv:siteName`, `inv:modelName`,
  `inv:portName` (the same port names, "xe-0/0/0", on many devices), `inv:linkId`, `inv:circuitRef`, while
  vendors and carriers carry a plain `rdfs:label`; devices have `installedAt`, `hasModel`, `serialNumber`,
  `mgmtAddress`, `osVersion`, `commissionedOn` xsd:date and `inService` xsd:boolean; ports state `portOf`
  their device (devices never list ports) with `speedGbps` xsd:integer and `adminUp` xsd:boolean; links are
  n-ary rows with `aEnd` / `zEnd` ports, `capacityGbps` xsd:integer, `latencyMs` xsd:decimal and
  `linkStatus`; leased circuits have `providedBy` a carrier, `carriesLink`, `monthlyCostEur` xsd:decimal and
  `contractEnd` xsd:date; sites `city`, `siteCode` and `rackCount` xsd:integer;
- `royals`: a genealogy of two fictional royal houses in a vocabulary of its own (`…/royal/def#`) with OWL
  declarations (object and datatype properties with labels, domains and ranges; `Kingdom` / `Duchy` ⊂
  `Realm`): people (`…/person/p07`, `foaf:Person`) named by `foaf:name` only ("Aldric II", "Matilda of
  Veland"; two rulers are both called "Hugo I", a King of Veland and a Duke of Carreth), with `foaf:gender`,
  `rg:birthDate` / `rg:deathDate` xsd:date (the first King of Veland's birth only as xsd:gYear), `rg:birthPlace`,
  `rg:burialPlace` and `rg:memberOfHouse`; descent is stated from the child's side only (`rg:childOf` each
  known parent; no parent lists children, one queen has no parents recorded); marriages are BLANK nodes
  (`rg:Marriage`: two `rg:partner`s, `rg:weddingDate`, `rg:weddingPlace`; people do not point to them);
  reigns are n-ary records (`…/reign/r03`: `rg:monarch`, `rg:realm`, `rg:reignStart` / `rg:reignEnd`
  xsd:date, kings `rg:crownedAt`); houses are named by `skos:prefLabel` with `skos:altLabel` ("Marwenids"),
  realms and places by `rdfs:label` in @en and @de or @fr ("Kingdom of Veland" / "Königreich Veland",
  "Velmont Castle" / "Burg Velmont"), places `rg:locatedIn` a realm;
- `probes`: a catalogue of fictional space-probe missions to real bodies: missions (`…/mission/m-04`)
  named by `dcterms:title` and typed `Orbiter`, `Lander`, `FlybyProbe`, `SampleReturn` (⊂ `SpaceProbe`),
  two missions both called "Aurora" (a lost Venus orbiter of the Pan-Pacific Space Administration, 2019, and
  a Jupiter flyby of the Southern Space Agency, 2024); bodies, launch vehicles and launch sites named by
  `schema:name`, bodies typed `Planet`, `Moon`, `DwarfPlanet`, `Asteroid`, `Comet` (⊂ `CelestialBody`), moons
  `pr:orbits` their planet; agencies named by `skos:prefLabel` (@en, one also @fr) with acronyms as
  `skos:altLabel`; missions have `pr:operator`, `pr:target` (one or several), `pr:launchDate` xsd:date,
  `pr:launchMassKg` xsd:decimal, `pr:launchVehicle`, `pr:launchSite`, `pr:status`, and when over
  `pr:endDate` and `pr:missionDuration` xsd:duration; landers state `pr:carriedBy` their orbiter (orbiters do
  not list landers); instruments are BLANK nodes (`pr:instrument`: `pr:instrumentName`, `pr:instrumentType`,
  `pr:principalInvestigator`), investigators are named ONLY by `schema:givenName` + `schema:familyName` with
  `schema:affiliation`; vehicles have `pr:firstFlight` xsd:gYear.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_t.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, WIKIBASE, XSD, _lit
from unseen_b import FOAF, _typed
from unseen_g import Graph
from unseen_p import _bnode
from unseen_r import _bool

# ---- paintings (Wikidata-style: Q/P ids, labels in several languages, P31 typing, pupil→teacher only) --------
WD = "http://www.wikidata.org/entity/"
WDT = "http://www.wikidata.org/prop/direct/"
# property id: (English label, description, aliases, wikibase:propertyType)
PT_PROPERTIES = {
    "P31": ("instance of", "that class of which this subject is a particular example and member", ["is a"],
            "WikibaseItem"),
    "P279": ("subclass of", "this item is a subclass of that item", ["subtype of"], "WikibaseItem"),
    "P170": ("creator", "maker of this creative work or other object", ["artist", "painter", "made by"],
             "WikibaseItem"),
    "P571": ("inception", "time when an entity begins to exist", ["date of creation", "founded", "created"],
             "Time"),
    "P195": ("collection", "art, museum, archival, or bibliographic collection the subject is part of",
             ["held by", "museum collection"], "WikibaseItem"),
    "P131": ("located in the administrative territorial entity",
            "the item is located in this administrative territorial entity", ["city", "located in"], "WikibaseItem"),
    "P17": ("country", "sovereign state that this item is in", ["land"], "WikibaseItem"),
    "P186": ("made from material", "material the subject or the object is made of or derived from",
             ["material", "medium"], "WikibaseItem"),
    "P136": ("genre", "creative work's genre or an artist's field of work", ["type of work"], "WikibaseItem"),
    "P135": ("movement",
            "artistic movement or scene associated with this person or work", ["art movement", "style"],
            "WikibaseItem"),
    "P180": ("depicts", "entity visually depicted in an image, literarily described in a work",
             ["shows", "portrays"], "WikibaseItem"),
    "P2048": ("height", "vertical length of an entity", ["tall"], "Quantity"),
    "P2049": ("width", "width of an object", ["breadth"], "Quantity"),
    "P217": ("inventory number", "identifier for a physical object or a set of physical objects in a collection",
             ["accession number"], "String"),
    "P19": ("place of birth", "most specific known birth location of a person", ["birthplace", "born in"],
            "WikibaseItem"),
    "P20": ("place of death", "most specific known place of death", ["deathplace", "died in"], "WikibaseItem"),
    "P569": ("date of birth", "date on which the subject was born", ["born on", "birth date"], "Time"),
    "P570": ("date of death", "date on which the subject died", ["died on", "death date"], "Time"),
    "P27": ("country of citizenship", "the object is a country that recognizes the subject as its citizen",
            ["citizenship", "nationality"], "WikibaseItem"),
    "P1066": ("student of", "person who has taught this person", ["teacher", "pupil of", "studied under"],
              "WikibaseItem"),
    "P1174": ("visitors per year", "number of people visiting a location or an event each year",
              ["annual visitors", "visitor numbers"], "Quantity"),
}


def _year(year: str) -> tuple[str, str]:
    """A Wikidata year-precision time value."""
    return f"{year}-01-01T00:00:00Z", "dateTime"


def _day(day: str) -> tuple[str, str]:
    return f"{day}T00:00:00Z", "dateTime"


def _dec(value: str) -> tuple[str, str]:
    return value, "decimal"


# item id: ({language: label} (English first), English description, English aliases, {property: [values]});
# a value is an item id or a (lexical form, XSD datatype) pair
PT_ITEMS = {
    # classes
    "Q5": ({"en": "human", "fr": "être humain", "de": "Mensch", "nl": "mens"}, "species of the genus Homo",
           ["person"], {}),
    "Q838948": ({"en": "work of art", "fr": "œuvre d'art", "de": "Kunstwerk"},
                  "aesthetic item or artistic creation", ["artwork"], {}),
    "Q3305213": ({"en": "painting", "fr": "peinture", "de": "Gemälde", "nl": "schilderij"},
                  "artwork of paint on a surface", ["picture"], {"P279": ["Q838948"]}),
    "Q93184": ({"en": "drawing", "fr": "dessin", "de": "Zeichnung"},
                  "visual artwork made with drawing instruments", ["sketch"], {"P279": ["Q838948"]}),
    "Q33506": ({"en": "museum", "fr": "musée", "de": "Museum"}, "institution that holds artifacts", [], {}),
    "Q207694": ({"en": "art museum", "fr": "musée d'art", "de": "Kunstmuseum"},
                  "building or space for the display of art", ["art gallery"], {"P279": ["Q33506"]}),
    "Q515": ({"en": "city", "fr": "ville", "de": "Stadt"}, "large human settlement", ["town"], {}),
    "Q6256": ({"en": "country", "fr": "pays", "de": "Staat"}, "distinct territorial body or political entity",
              ["nation"], {}),
    "Q4022": ({"en": "river", "fr": "rivière", "de": "Fluss"}, "natural flowing watercourse", ["stream"], {}),
    "Q968159": ({"en": "art movement", "fr": "mouvement artistique"}, "tendency or style in art", [], {}),
    "Q1792379": ({"en": "art genre", "fr": "genre artistique"}, "form of art", [], {}),
    "Q214609": ({"en": "material", "fr": "matériau", "de": "Werkstoff"}, "substance that an object is made of",
                [], {}),
    # countries and places
    "Q55": ({"en": "Netherlands", "nl": "Nederland", "fr": "Pays-Bas", "de": "Niederlande"},
            "country in north-western Europe", ["Holland"], {"P31": ["Q6256"]}),
    "Q142": ({"en": "France", "fr": "France", "de": "Frankreich"}, "country in Western Europe",
             ["French Republic"], {"P31": ["Q6256"]}),
    "Q183": ({"en": "Germany", "de": "Deutschland", "fr": "Allemagne"}, "country in Central Europe",
             ["Federal Republic of Germany"], {"P31": ["Q6256"]}),
    "Q38": ({"en": "Italy", "it": "Italia", "fr": "Italie"}, "country in Southern Europe", ["Italian Republic"],
            {"P31": ["Q6256"]}),
    "Q97450001": ({"en": "Vlietwijk", "nl": "Vlietwijk"}, "city in the Netherlands", [],
                  {"P31": ["Q515"], "P17": ["Q55"]}),
    "Q97450002": ({"en": "Marlonne", "fr": "Marlonne"}, "city in France", [], {"P31": ["Q515"], "P17": ["Q142"]}),
    "Q97450003": ({"en": "Kaltenbrunn", "de": "Kaltenbrunn"}, "city in Germany", [],
                  {"P31": ["Q515"], "P17": ["Q183"]}),
    "Q97450004": ({"en": "Castelvera", "it": "Castelvera"}, "city in Italy", [], {"P31": ["Q515"], "P17": ["Q38"]}),
    "Q97450011": ({"en": "Sarne", "fr": "Sarne"}, "river in France", [], {"P31": ["Q4022"], "P17": ["Q142"]}),
    # movements, genres, materials
    "Q97460001": ({"en": "Tidewater Realism", "nl": "Getijdenrealisme"},
                  "Dutch school of painting of the 17th century", [], {"P31": ["Q968159"]}),
    "Q97460002": ({"en": "New Clarity", "fr": "Nouvelle Clarté"}, "French painting movement of the 19th century",
                  [], {"P31": ["Q968159"]}),
    "Q97460003": ({"en": "Kaltenbrunn Secession", "de": "Kaltenbrunner Secession"},
                  "German artists' group founded in 1897", ["Secession"], {"P31": ["Q968159"]}),
    "Q134307": ({"en": "portrait", "fr": "portrait", "de": "Porträt"}, "artistic representation of a person", [],
                {"P31": ["Q1792379"]}),
    "Q191163": ({"en": "landscape painting", "fr": "paysage", "de": "Landschaftsmalerei"},
                  "depiction of natural scenery in art", ["landscape"], {"P31": ["Q1792379"]}),
    "Q170571": ({"en": "still life", "fr": "nature morte", "de": "Stillleben"},
                  "work of art depicting mostly inanimate subject matter", [], {"P31": ["Q1792379"]}),
    "Q1047337": ({"en": "genre art", "fr": "scène de genre", "de": "Genremalerei"},
                  "pictorial representation of scenes from everyday life", ["genre painting", "genre scene"],
                  {"P31": ["Q1792379"]}),
    "Q296955": ({"en": "oil paint", "fr": "peinture à l'huile", "de": "Ölfarbe"}, "slow-drying paint", [],
                {"P31": ["Q214609"]}),
    "Q12321255": ({"en": "canvas", "fr": "toile", "de": "Leinwand"}, "painting support", [], {"P31": ["Q214609"]}),
    "Q97470003": ({"en": "oak panel", "nl": "eikenhouten paneel"}, "painting support of oak wood", [],
                  {"P31": ["Q214609"]}),
    "Q97470004": ({"en": "charcoal", "fr": "fusain"}, "drawing material", [], {"P31": ["Q214609"]}),
    "Q11472": ({"en": "paper", "fr": "papier", "de": "Papier"}, "thin material for writing and drawing", [],
               {"P31": ["Q214609"]}),
    "Q97470006": ({"en": "tempera", "it": "tempera"}, "paint made with egg yolk", ["egg tempera"],
                  {"P31": ["Q214609"]}),
    # painters
    "Q97410001": ({"en": "Hendrikje Vos", "nl": "Hendrikje Vos"}, "Dutch painter (1621–1679)", ["H. Vos"],
                  {"P31": ["Q5"], "P27": ["Q55"], "P19": ["Q97450001"], "P20": ["Q97450001"],
                   "P569": [_day("1621-03-14")], "P570": [_day("1679-11-02")], "P135": ["Q97460001"]}),
    "Q97410002": ({"en": "Margot Delisle", "fr": "Margot Delisle"}, "French painter (1812–1890)", [],
                  {"P31": ["Q5"], "P27": ["Q142"], "P19": ["Q97450002"], "P20": ["Q97450002"],
                   "P569": [_day("1812-05-30")], "P570": [_day("1890-02-17")], "P135": ["Q97460002"]}),
    "Q97410003": ({"en": "Aurèle Fontanet", "fr": "Aurèle Fontanet"}, "French painter (1838–1911)",
                  ["Aurèle-Jean Fontanet"],
                  {"P31": ["Q5"], "P27": ["Q142"], "P19": ["Q97450002"], "P20": ["Q97450004"],
                   "P569": [_day("1838-10-09")], "P570": [_day("1911-04-23")], "P135": ["Q97460002"],
                   "P1066": ["Q97410002"]}),
    "Q97410004": ({"en": "Konrad Albers", "de": "Konrad Albers"}, "German painter (1871–1944)", [],
                  {"P31": ["Q5"], "P27": ["Q183"], "P19": ["Q97450003"], "P20": ["Q97450003"],
                   "P569": [_day("1871-01-26")], "P570": [_day("1944-12-08")], "P135": ["Q97460003"],
                   "P1066": ["Q97410003"]}),
    "Q97410005": ({"en": "Giulia Marenzi", "it": "Giulia Marenzi"}, "Italian painter (1790–1851)", [],
                  {"P31": ["Q5"], "P27": ["Q38"], "P19": ["Q97450004"], "P20": ["Q97450004"],
                   "P569": [_day("1790-07-04")], "P570": [_day("1851-03-19")]}),
    # museums
    "Q97430001": ({"en": "Vlietwijk City Museum", "nl": "Stedelijk Museum Vlietwijk"},
                  "art museum in Vlietwijk, Netherlands", ["SMV"],
                  {"P31": ["Q207694"], "P131": ["Q97450001"], "P17": ["Q55"], "P571": [_year("1874")],
                   "P1174": [_dec("182000")]}),
    "Q97430002": ({"en": "Marlonne Museum of Fine Arts", "fr": "Musée des Beaux-Arts de Marlonne"},
                  "art museum in Marlonne, France", ["MBA Marlonne"],
                  {"P31": ["Q207694"], "P131": ["Q97450002"], "P17": ["Q142"], "P571": [_year("1801")],
                   "P1174": [_dec("410000")]}),
    "Q97430003": ({"en": "New Gallery Kaltenbrunn", "de": "Neue Galerie Kaltenbrunn"},
                  "art museum in Kaltenbrunn, Germany", [],
                  {"P31": ["Q207694"], "P131": ["Q97450003"], "P17": ["Q183"], "P571": [_year("1912")],
                   "P1174": [_dec("95500")]}),
    "Q97430004": ({"en": "Castelvera Civic Picture Gallery", "it": "Pinacoteca Civica di Castelvera"},
                  "art museum in Castelvera, Italy", [],
                  {"P31": ["Q207694"], "P131": ["Q97450004"], "P17": ["Q38"], "P571": [_year("1886")]}),
}
# painting id: ({language: label}, description, aliases, class, creator, year, collection, materials, genre,
#               movement or None, depicts or None, height, width, inventory number)
PT_WORKS = {
    "Q97420001": ({"en": "The Harvest", "nl": "De Oogst"}, "painting by Hendrikje Vos", [], "Q3305213",
                  "Q97410001", "1654", "Q97430001", ["Q296955", "Q97470003"], "Q191163", "Q97460001", None, "48.5",
                  "63", "SMV-0112"),
    "Q97420002": ({"en": "The Harvest", "de": "Die Ernte"}, "painting by Konrad Albers", [], "Q3305213",
                  "Q97410004", "1903", "Q97430003", ["Q296955", "Q12321255"], "Q191163", "Q97460003", None, "90",
                  "120", "NGK 1903/4"),
    "Q97420003": ({"en": "Girl with a Pewter Jug", "nl": "Meisje met tinnen kan"}, "painting by Hendrikje Vos",
                  ["The Pewter Jug"], "Q3305213", "Q97410001", "1661", "Q97430001", ["Q296955", "Q97470003"],
                  "Q1047337", "Q97460001", None, "41", "35.5", "SMV-0118"),
    "Q97420004": ({"en": "Still Life with Quinces", "nl": "Stilleven met kweeperen"}, "painting by Hendrikje Vos",
                  [], "Q3305213", "Q97410001", "1668", "Q97430002", ["Q296955", "Q12321255"], "Q170571", None, None,
                  "55", "46", "MBA 884"),
    "Q97420005": ({"en": "Morning on the Sarne", "fr": "Matin sur la Sarne"}, "painting by Aurèle Fontanet", [],
                  "Q3305213", "Q97410003", "1872", "Q97430002", ["Q296955", "Q12321255"], "Q191163", "Q97460002",
                  "Q97450011", "73", "92", "MBA 1021"),
    "Q97420006": ({"en": "Portrait of Margot Delisle", "fr": "Portrait de Margot Delisle"},
                  "painting by Aurèle Fontanet", [], "Q3305213", "Q97410003", "1869", "Q97430002",
                  ["Q296955", "Q12321255"], "Q134307", "Q97460002", "Q97410002", "61", "50", "MBA 1019"),
    "Q97420007": ({"fr": "Le Col de dentelle"}, "painting by Margot Delisle", [], "Q3305213", "Q97410002", "1851",
                  "Q97430002", ["Q296955", "Q12321255"], "Q134307", None, None, "46", "38", "MBA 640"),
    "Q97420008": ({"en": "Bathers at Kaltenbrunn", "de": "Badende in Kaltenbrunn"}, "painting by Konrad Albers",
                  [], "Q3305213", "Q97410004", "1908", "Q97430003", ["Q296955", "Q12321255"], "Q1047337",
                  "Q97460003", None, "150", "200", "NGK 1908/1"),
    "Q97420009": ({"en": "Self-Portrait", "de": "Selbstbildnis"}, "painting by Konrad Albers", [], "Q3305213",
                  "Q97410004", "1921", "Q97430004", ["Q296955", "Q12321255"], "Q134307", None, "Q97410004", "70",
                  "55", "PCC 212"),
    "Q97420010": ({"en": "View of Castelvera", "it": "Veduta di Castelvera"}, "painting by Giulia Marenzi", [],
                  "Q3305213", "Q97410005", "1824", "Q97430004", ["Q97470006", "Q12321255"], "Q191163", None,
                  "Q97450004", "64", "88", "PCC 087"),
    "Q97420011": ({"en": "Study of Hands", "fr": "Étude de mains"}, "drawing by Aurèle Fontanet", [], "Q93184",
                  "Q97410003", "1866", "Q97430002", ["Q97470004", "Q11472"], "Q134307", None, None, "31", "24",
                  "MBA D-77"),
}


def _pt_all_items() -> dict:
    """Every item, paintings included, in the PT_ITEMS shape."""
    items = dict(PT_ITEMS)
    for qid, fields in PT_WORKS.items():
        labels, description, aliases, cls, creator, year, collection, materials, genre, movement, depicts = fields[:11]
        height, width, inventory = fields[11:]
        claims = {"P31": [cls], "P170": [creator], "P571": [_year(year)], "P195": [collection], "P186": materials,
                  "P136": [genre], "P2048": [_dec(height)], "P2049": [_dec(width)], "P217": [(inventory, "string")]}
        if movement:
            claims["P135"] = [movement]
        if depicts:
            claims["P180"] = [depicts]
        items[qid] = (labels, description, aliases, claims)
    return items


def _wd(*qids: str) -> set[str]:
    return {WD + q for q in qids}


def _pt(qid: str) -> set[str]:
    """One item as gold: its IRI and its labels."""
    labels = PT_ITEMS[qid][0] if qid in PT_ITEMS else PT_WORKS[qid][0]
    return _wd(qid) | set(labels.values())


def paintings_kg() -> str:
    """N-Triples of the Wikidata-style paintings extract (no rdf:type; P31 only)."""
    g = Graph()
    for pid, (label, description, aliases, kind) in PT_PROPERTIES.items():
        g.add(WD + pid, RDFS + "label", _lit(label, "en")), g.add(WD + pid, SCHEMA + "description",
                                                                  _lit(description, "en"))
        for alias in aliases:
            g.add(WD + pid, SKOS + "altLabel", _lit(alias, "en"))
        g.add(WD + pid, WIKIBASE + "directClaim", WDT + pid), g.add(WD + pid, WIKIBASE + "propertyType",
                                                                    WIKIBASE + kind)
    for qid, (labels, description, aliases, claims) in _pt_all_items().items():
        for lang, label in labels.items():
            g.add(WD + qid, RDFS + "label", _lit(label, lang))
        g.add(WD + qid, SCHEMA + "description", _lit(description, "en"))
        for alias in aliases:
            g.add(WD + qid, SKOS + "altLabel", _lit(alias, "en"))
        for pid, values in claims.items():
            for value in values:
                if isinstance(value, str):
                    g.add(WD + qid, WDT + pid, WD + value)
                elif value[1] == "string":
                    g.add(WD + qid, WDT + pid, _lit(value[0]))
                else:
                    g.add(WD + qid, WDT + pid, _typed(*value))
    return g.text()


PAINTINGS_QUESTIONS = [
    ("Who painted Girl with a Pewter Jug?", _pt("Q97410001")),
    ("Who painted The Harvest in 1903?", _pt("Q97410004")),
    ("Which museum has The Harvest by Hendrikje Vos?", _pt("Q97430001")),
    ("When was Morning on the Sarne painted?", {"1872-01-01T00:00:00Z"}),
    ("Which paintings did Konrad Albers make?", _wd("Q97420002", "Q97420008", "Q97420009")),
    ("Where was Aurèle Fontanet born?", _pt("Q97450002")),
    ("Where did Aurèle Fontanet die?", _pt("Q97450004")),
    ("When did Hendrikje Vos die?", {"1679-11-02T00:00:00Z"}),
    ("Who was Aurèle Fontanet's teacher?", _pt("Q97410002")),
    ("Who studied under Aurèle Fontanet?", _pt("Q97410004")),
    ("Which art movement did Konrad Albers belong to?", _pt("Q97460003")),
    ("In which city is the Neue Galerie Kaltenbrunn?", _pt("Q97450003")),
    ("Which paintings are in the Musée des Beaux-Arts de Marlonne?",
     _wd("Q97420004", "Q97420005", "Q97420006", "Q97420007")),
    ("How many works does the Marlonne Museum of Fine Arts hold?", {"5"}),
    ("How tall is Bathers at Kaltenbrunn?", {"150"}),
    ("What is the tallest painting?", _pt("Q97420008")),
    ("Which is the oldest painting?", _pt("Q97420001")),
    ("Who is depicted in the Portrait of Margot Delisle?", _pt("Q97410002")),
    ("What is Study of Hands made of?", _wd("Q97470004", "Q11472")),
    ("What is the inventory number of Girl with a Pewter Jug?", {"SMV-0118"}),
    ("Which landscapes did Hendrikje Vos paint?", _pt("Q97420001")),
    ("Which country is the Pinacoteca Civica di Castelvera in?", _pt("Q38")),
    ("In which country was the painter of Le Col de dentelle born?", _pt("Q142")),
    ("How many visitors does the Vlietwijk City Museum get a year?", {"182000"}),
    ("When was the Neue Galerie Kaltenbrunn founded?", {"1912-01-01T00:00:00Z"}),
    ("Which museum holds the painting that depicts the Sarne?", _pt("Q97430002")),
    ("Which painters were born in Marlonne?", _wd("Q97410002", "Q97410003")),
    ("What is the French title of Morning on the Sarne?", {"Matin sur la Sarne"}),
    ("Was Still Life with Quinces painted by Aurèle Fontanet?", {"false"}),
    ("Did Konrad Albers study under Aurèle Fontanet?", {"true"}),
    ("who painted veduta di castelvera", _pt("Q97410005")),
    ("when was hendrikje voss born", {"1621-03-14T00:00:00Z"}),  # misspelt: Vos
    ("Which paintings were made in the 19th century?", _wd("Q97420005", "Q97420006", "Q97420007", "Q97420010")),
    ("Which museum holds the most paintings?", _pt("Q97430002")),
    ("What genre is Bathers at Kaltenbrunn?", _pt("Q1047337")),
    ("How much is The Harvest by Konrad Albers worth?", set()),  # no valuations
    ("Who was Hendrikje Vos married to?", set()),  # no spouses
    ("How many visitors does the Pinacoteca Civica di Castelvera get a year?", set()),  # not recorded for it
]
PAINTINGS_MADE_UP = ["Who painted Girl with a Silver Jug?", "Where was Aurèle Delacroix born?",
                     "When was Hendrikje Albers born?", "Which paintings are in the Musée des Beaux-Arts de Lyon?",
                     "Who painted Evening on the Sarne?", "Which museum holds The Flax Harvest?"]
PAINTINGS_GRAPHS = [
    ('[("Girl with a Pewter Jug", "painted by", ?x)]', _pt("Q97410001")),
    ('[(?x, "apprenticed to", "Margot Delisle")]', _pt("Q97410003")),
    ('[("Morning on the Sarne", "kept in", ?x)]', _pt("Q97430002")),
    ('[("Konrad Albers", "hometown", ?x)]', _pt("Q97450003")),
    ('[("Stedelijk Museum Vlietwijk", "yearly footfall", ?x)]', {"182000"}),
    ('[("Study of Hands", "materials used", ?x)]', _wd("Q97470004", "Q11472")),
    ('[(?p, "painted by", "Hendrikje Vos"), (?p, "year made", ?x)]', {"1654-01-01T00:00:00Z", "1661-01-01T00:00:00Z",
                                                                   "1668-01-01T00:00:00Z"}),
    ('[("Bathers at Kaltenbrunn", "kept in", ?m), (?m, "town", ?x)]', _pt("Q97450003")),
    ('[("Le Col de dentelle", "painted by", ?a), (?a, "hometown", ?x)]', _pt("Q97450002")),
    ('[(?w, "kept in", "Pinacoteca Civica di Castelvera"), (?w, "painted by", ?x)]', _wd("Q97410004", "Q97410005")),
    ('[("Aurèle Fontanet", "apprenticed to", ?t), (?t, "date of passing", ?x)]', {"1890-02-17T00:00:00Z"}),
    ('[(?p, "painting school", "New Clarity"), (?p, "kept in", ?x)]', _pt("Q97430002")),
]


# ---- bikeshare (open-data export: names only in snake_case IRIs, percent-encoding, blank-node maintenance) ---
BK = "https://opendata.port-alvane.example/bikeshare/"
BKV = "https://opendata.port-alvane.example/bikeshare/vocab/"
CATHEDRAL, ABBAYE = "cath%C3%A9drale_saint-%C3%A9loi", "rue_de_l%27abbaye"
GATE_OLD, GATE_UNI = "park_gate_(old_town)", "park_gate_(university_quarter)"
BK_CLASSES = {"StandardBike": "Bike", "ElectricBike": "Bike", "CargoBike": "ElectricBike"}
BK_DISTRICTS = ["harbourside", "city_centre", "old_town", "university_quarter"]
BK_STATIONS = {  # station: (district, docks, opened, charging, latitude, longitude)
    "harbour_square": ("harbourside", 24, "2019-04-12", True, "47.21034", "-1.56211"),
    "ferry_terminal": ("harbourside", 18, "2019-04-12", False, "47.20688", "-1.5714"),
    "central_station_east": ("city_centre", 30, "2019-04-12", True, "47.21763", "-1.54198"),
    "market_hall": ("city_centre", 16, "2019-09-20", False, "47.2139", "-1.55302"),
    CATHEDRAL: ("old_town", 12, "2020-06-01", False, "47.21812", "-1.55029"),
    GATE_OLD: ("old_town", 14, "2020-06-01", False, "47.2214", "-1.55677"),
    ABBAYE: ("old_town", 10, "2023-07-07", False, "47.21955", "-1.55893"),
    GATE_UNI: ("university_quarter", 22, "2021-03-15", True, "47.24511", "-1.5512"),
    "science_park": ("university_quarter", 20, "2022-05-02", True, "47.24987", "-1.54603"),
}
BK_MAKERS = ["velomark", "voltaro"]
BK_MODELS = {"urban_classic_3": ("velomark", None), "e-glide_500": ("voltaro", 500),  # model: (maker, battery Wh)
             "cargo_e_2": ("velomark", 625)}
BK_BIKES = {  # bike: (class, model, commissioned, last docked at)
    "PA-1041": ("StandardBike", "urban_classic_3", "2019-03-28", "harbour_square"),
    "PA-1042": ("StandardBike", "urban_classic_3", "2019-03-28", "market_hall"),
    "PA-1107": ("StandardBike", "urban_classic_3", "2020-05-18", GATE_OLD),
    "PA-2003": ("ElectricBike", "e-glide_500", "2021-02-25", "science_park"),
    "PA-2004": ("ElectricBike", "e-glide_500", "2021-02-25", "central_station_east"),
    "PA-2019": ("ElectricBike", "e-glide_500", "2022-04-11", "harbour_square"),
    "PA-3001": ("CargoBike", "cargo_e_2", "2023-06-30", "ferry_terminal"),
}
BK_PLANS = {"annual_pass": ("89", "P1Y"), "student_pass": ("39", "P9M"),  # plan: (price, valid for or None)
            "pay_as_you_go": ("0", None)}
BK_MEMBERS = {  # member: (plan, joined, home district)
    "m_48213": ("annual_pass", "2019-05-02", "harbourside"),
    "m_48790": ("student_pass", "2021-09-14", "university_quarter"),
    "m_50112": ("pay_as_you_go", "2022-01-20", "old_town"),
    "m_51377": ("annual_pass", "2022-11-03", "city_centre"),
    "m_52004": ("student_pass", "2023-09-08", "university_quarter"),
}
BK_TRIPS = {  # trip: (rider, bike, from, to, started at, duration, km, fare EUR)
    "T-0001": ("m_48213", "PA-1041", "harbour_square", "central_station_east", "2024-06-03T07:42:00", "PT14M",
               "3.1", "0"),
    "T-0002": ("m_48790", "PA-2003", "science_park", GATE_UNI, "2024-06-03T08:05:00", "PT6M", "1.4", "0"),
    "T-0003": ("m_50112", "PA-1107", GATE_OLD, "market_hall", "2024-06-03T12:30:00", "PT11M", "2.2", "1.5"),
    "T-0004": ("m_51377", "PA-2004", "central_station_east", "harbour_square", "2024-06-03T17:55:00", "PT12M",
               "3", "0"),
    "T-0005": ("m_48213", "PA-1041", "central_station_east", "harbour_square", "2024-06-03T18:10:00", "PT16M",
               "3.1", "0"),
    "T-0006": ("m_52004", "PA-2019", "harbour_square", "science_park", "2024-06-04T09:20:00", "PT27M", "6.8",
               "0"),
    "T-0007": ("m_50112", "PA-3001", "ferry_terminal", CATHEDRAL, "2024-06-04T11:02:00", "PT21M", "3.9", "3.2"),
    "T-0008": ("m_48790", "PA-2003", GATE_UNI, ABBAYE, "2024-06-04T15:45:00", "PT19M", "4.6", "0"),
    "T-0009": ("m_51377", "PA-1042", "market_hall", "ferry_terminal", "2024-06-05T08:15:00", "PT9M", "1.9", "0"),
    "T-0010": ("m_50112", "PA-2019", "science_park", GATE_OLD, "2024-06-05T19:40:00", "PT1H4M", "11.2", "5.8"),
}
BK_STAFF = {"ruth_okafor": "north_depot", "jan_de_wit": "harbour_depot"}  # technician: depot
BK_MAINTENANCE = {  # bike: [(date, issue, technician)]
    "PA-1041": [("2023-11-14", "brake pads replaced", "ruth_okafor"), ("2024-05-20", "chain replaced", "jan_de_wit")],
    "PA-1107": [("2024-03-12", "gear cable adjusted", "ruth_okafor")],
    "PA-2004": [("2024-02-09", "battery swapped", "jan_de_wit")],
    "PA-3001": [("2024-04-30", "flat tyre repaired", "ruth_okafor")],
}


def _bk(kind: str, *names: str) -> set[str]:
    return {f"{BK}{kind}/{n}" for n in names}


def bikeshare_kg() -> str:
    """N-Triples of the bike-sharing export (no labels anywhere)."""
    g = Graph()

    def rel(s: str, p: str, o: str) -> None:
        g.add(BK + s, BKV + p, BK + o)

    def val(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(BK + s, BKV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for cls, sup in BK_CLASSES.items():
        g.add(BKV + cls, RDFS + "subClassOf", BKV + sup)
    for key in BK_DISTRICTS:
        g.add(f"{BK}district/{key}", RDF_TYPE, BKV + "District")
    for key, (district, docks, opened, charging, lat, lon) in BK_STATIONS.items():
        s = f"station/{key}"
        g.add(BK + s, RDF_TYPE, BKV + "Station"), rel(s, "in_district", f"district/{district}")
        val(s, "dock_count", docks, "integer"), val(s, "opened_on", opened, "date")
        g.add(BK + s, BKV + "has_charging", _bool(charging))
        val(s, "latitude", lat, "decimal"), val(s, "longitude", lon, "decimal")
    for key in BK_MAKERS:
        g.add(f"{BK}maker/{key}", RDF_TYPE, BKV + "Manufacturer")
    for key, (maker, battery) in BK_MODELS.items():
        g.add(f"{BK}model/{key}", RDF_TYPE, BKV + "BikeModel"), rel(f"model/{key}", "made_by", f"maker/{maker}")
        if battery:
            val(f"model/{key}", "battery_wh", battery, "integer")
    for key, (cls, model, commissioned, station) in BK_BIKES.items():
        b = f"bike/{key}"
        g.add(BK + b, RDF_TYPE, BKV + cls), rel(b, "bike_model", f"model/{model}")
        val(b, "commissioned_on", commissioned, "date"), rel(b, "last_docked_at", f"station/{station}")
        for n, (day, issue, technician) in enumerate(BK_MAINTENANCE.get(key, [])):
            m = _bnode("service", key, str(n))
            g.add(BK + b, BKV + "maintenance_log", m), g.add(m, RDF_TYPE, BKV + "MaintenanceEvent")
            g.add(m, BKV + "serviced_on", _typed(day, "date")), g.add(m, BKV + "issue", _lit(issue))
            g.add(m, BKV + "technician", f"{BK}staff/{technician}")
    for key, depot in BK_STAFF.items():
        g.add(f"{BK}staff/{key}", RDF_TYPE, BKV + "Technician"), rel(f"staff/{key}", "based_at", f"depot/{depot}")
        g.add(f"{BK}depot/{depot}", RDF_TYPE, BKV + "Depot")
    for key, (price, valid) in BK_PLANS.items():
        g.add(f"{BK}plan/{key}", RDF_TYPE, BKV + "Plan"), val(f"plan/{key}", "price_eur", price, "decimal")
        if valid:
            val(f"plan/{key}", "valid_for", valid, "duration")
    for key, (plan, joined, district) in BK_MEMBERS.items():
        m = f"member/{key}"
        g.add(BK + m, RDF_TYPE, BKV + "Member"), rel(m, "holds_plan", f"plan/{plan}")
        val(m, "joined_on", joined, "date"), rel(m, "home_district", f"district/{district}")
    for key, (rider, bike, start, end, started, duration, km, fare) in BK_TRIPS.items():
        t = f"trip/{key}"
        g.add(BK + t, RDF_TYPE, BKV + "Trip"), rel(t, "rider", f"member/{rider}"), rel(t, "bike", f"bike/{bike}")
        rel(t, "start_station", f"station/{start}"), rel(t, "end_station", f"station/{end}")
        val(t, "started_at", started, "dateTime"), val(t, "duration", duration, "duration")
        val(t, "distance_km", km, "decimal"), val(t, "fare_eur", fare, "decimal")
    return g.text()


BIKESHARE_QUESTIONS = [
    ("How many docks does Harbour Square have?", {"24"}),
    ("Which district is Market Hall in?", _bk("district", "city_centre")),
    ("Which stations are in the Old Town?", _bk("station", CATHEDRAL, GATE_OLD, ABBAYE)),
    ("How many docks does Park Gate in the University Quarter have?", {"22"}),
    ("When did the Park Gate station in the Old Town open?", {"2020-06-01"}),
    ("Which stations have charging points?", _bk("station", "harbour_square", "central_station_east", GATE_UNI,
                                                 "science_park")),
    ("Which is the biggest station?", _bk("station", "central_station_east")),
    ("When did the station on Rue de l'Abbaye open?", {"2023-07-07"}),
    ("Which bikes are electric?", _bk("bike", "PA-2003", "PA-2004", "PA-2019", "PA-3001")),
    ("What model is bike PA-1107?", _bk("model", "urban_classic_3")),
    ("Who makes the E-Glide 500?", _bk("maker", "voltaro")),
    ("What is the battery capacity of the Cargo E 2?", {"625"}),
    ("Where did trip T-0007 start?", _bk("station", "ferry_terminal")),
    ("Which trips ended at Harbour Square?", _bk("trip", "T-0004", "T-0005")),
    ("How long did trip T-0006 take?", {"PT27M"}),
    ("Which was the longest trip?", _bk("trip", "T-0010")),
    ("How many trips did member m_50112 make?", {"3"}),
    ("Which bikes has m_48790 ridden?", _bk("bike", "PA-2003")),
    ("What plan does member m_52004 have?", _bk("plan", "student_pass")),
    ("Which members have an annual pass?", _bk("member", "m_48213", "m_51377")),
    ("How much does the annual pass cost?", {"89"}),
    ("Who replaced the chain on PA-1041?", _bk("staff", "jan_de_wit")),
    ("When was the battery of PA-2004 swapped?", {"2024-02-09"}),
    ("Which bikes has Ruth Okafor serviced?", _bk("bike", "PA-1041", "PA-1107", "PA-3001")),
    ("Where was bike PA-2019 last docked?", _bk("station", "harbour_square")),
    ("In which district did trip T-0008 end?", _bk("district", "old_town")),
    ("What was the fare for the trip from Ferry Terminal to the Cathédrale Saint-Éloi?", {"3.2"}),
    ("Which members live in the University Quarter?", _bk("member", "m_48790", "m_52004")),
    ("Which company makes bike PA-3001?", _bk("maker", "velomark")),
    ("Does Ferry Terminal have a charging point?", {"false"}),
    ("Has member m_48213 ridden bike PA-1041?", {"true"}),
    ("how many docks at the cathedrale saint eloi", {"12"}),
    ("wich trips started at science park", _bk("trip", "T-0002", "T-0010")),  # misspelt: which
    ("When was bike PA-3001 put into service?", {"2023-06-30"}),
    ("Which stations opened in 2019?", _bk("station", "harbour_square", "ferry_terminal", "central_station_east",
                                           "market_hall")),
    ("Which depot is Jan de Wit based at?", _bk("depot", "harbour_depot")),
    ("How many bikes were stolen last year?", set()),  # no thefts
    ("What is the phone number of member m_48213?", set()),  # no contact details
    ("How much CO2 did trip T-0006 save?", set()),  # no emissions
]
BIKESHARE_MADE_UP = ["How many docks does Harbour Gate have?", "Which district is Fish Market in?",
                     "What model is bike PA-4410?", "Where did trip T-0042 start?", "Who makes the E-Glide 900?",
                     "Which plan does member m_61120 have?"]
BIKESHARE_GRAPHS = [
    ('[("Science Park", "neighbourhood", ?x)]', _bk("district", "university_quarter")),
    ('[(?x, "departed from", "Ferry Terminal")]', _bk("trip", "T-0007")),
    ('[("PA-2004", "bike type", ?x)]', _bk("model", "e-glide_500")),
    ('[("Central Station East", "number of bike slots", ?x)]', {"30"}),
    ('[("m_48790", "membership", ?x)]', _bk("plan", "student_pass")),
    ('[("E-Glide 500", "manufacturer", ?x)]', _bk("maker", "voltaro")),
    ('[(?t, "cyclist", "m_48213"), (?t, "arrived at", ?x)]', _bk("station", "central_station_east",
                                                                 "harbour_square")),
    ('[("T-0003", "arrived at", ?s), (?s, "neighbourhood", ?x)]', _bk("district", "city_centre")),
    ('[("PA-3001", "bike type", ?m), (?m, "battery size", ?x)]', {"625"}),
    ('[(?t, "vehicle", "PA-2019"), (?t, "km ridden", ?x)]', {"6.8", "11.2"}),
    ('[(?b, "bike type", "Urban Classic 3"), (?b, "last parked at", ?x)]', _bk("station", "harbour_square",
                                                                                "market_hall", GATE_OLD)),
    ('[("PA-1041", "service record", ?m), (?m, "mechanic", ?x)]', _bk("staff", "ruth_okafor", "jan_de_wit")),
]


# ---- telecom (network inventory: OWL model of its own, opaque ids, a different name column per table) --------
TC = "https://inventory.kestrelnet.example/"
TCO = "https://inventory.kestrelnet.example/ont#"
TC_CLASSES = {  # class: (label, superclass or None)
    "Device": ("network device", None), "Router": ("router", "Device"), "CoreRouter": ("core router", "Router"),
    "EdgeRouter": ("edge router", "Router"), "Switch": ("switch", "Device"), "Firewall": ("firewall", "Device"),
    "Site": ("site", None), "DataCentre": ("data centre", "Site"), "Exchange": ("exchange", "Site"),
    "HardwareModel": ("hardware model", None), "Vendor": ("vendor", None), "Port": ("port", None),
    "Link": ("link", None), "Circuit": ("leased circuit", None), "Carrier": ("carrier", None),
}
TC_OBJECT_PROPERTIES = {  # property: (label, domain, range)
    "installedAt": ("installed at", "Device", "Site"), "hasModel": ("has model", "Device", "HardwareModel"),
    "manufacturedBy": ("manufactured by", "HardwareModel", "Vendor"), "portOf": ("port of", "Port", "Device"),
    "aEnd": ("A end", "Link", "Port"), "zEnd": ("Z end", "Link", "Port"),
    "providedBy": ("provided by", "Circuit", "Carrier"), "carriesLink": ("carries link", "Circuit", "Link"),
}
TC_DATA_PROPERTIES = {  # property: (label, domain, XSD range)
    "hostname": ("hostname", "Device", "string"), "serialNumber": ("serial number", "Device", "string"),
    "mgmtAddress": ("management address", "Device", "string"), "osVersion": ("OS version", "Device", "string"),
    "commissionedOn": ("commissioned on", "Device", "date"), "inService": ("in service", "Device", "boolean"),
    "siteName": ("site name", "Site", "string"), "siteCode": ("site code", "Site", "string"),
    "city": ("city", "Site", "string"), "rackCount": ("rack count", "Site", "integer"),
    "modelName": ("model name", "HardwareModel", "string"), "portName": ("port name", "Port", "string"),
    "speedGbps": ("speed (Gbit/s)", "Port", "integer"), "adminUp": ("administratively up", "Port", "boolean"),
    "linkId": ("link id", "Link", "string"), "capacityGbps": ("capacity (Gbit/s)", "Link", "integer"),
    "latencyMs": ("latency (ms)", "Link", "decimal"), "linkStatus": ("link status", "Link", "string"),
    "circuitRef": ("circuit reference", "Circuit", "string"),
    "monthlyCostEur": ("monthly cost (EUR)", "Circuit", "decimal"), "contractEnd": ("contract end", "Circuit", "date"),
}
TC_SITES = {  # site: (name, class, city, racks)
    "AMS1": ("Amsterdam Westpoort DC", "DataCentre", "Amsterdam", 40),
    "RTM2": ("Rotterdam Haven Exchange", "Exchange", "Rotterdam", 12),
    "UTR1": ("Utrecht Central Exchange", "Exchange", "Utrecht", 8),
    "ANR1": ("Antwerp Noord DC", "DataCentre", "Antwerp", 24),
}
TC_VENDORS = {"norrland": "Norrland Networks", "arcwave": "Arcwave Systems", "bastion": "Bastion Labs"}
TC_MODELS = {"NX-9600": "norrland", "NX-4200": "norrland", "AW-S48": "arcwave", "AW-S24": "arcwave",
             "FW-700": "bastion"}  # model name: vendor
# device: (hostname, class, model, site, serial, management address, OS version, commissioned, in service,
#          [(port name, speed Gbit/s, admin up)])
TC_DEVICES = {
    "D-0101": ("ams-core-01", "CoreRouter", "NX-9600", "AMS1", "NN96A1101", "10.0.0.1", "22.4R2", "2020-02-11", True,
               [("xe-0/0/0", 100, True), ("xe-0/0/1", 100, True), ("ge-0/0/9", 1, False)]),
    "D-0102": ("ams-core-02", "CoreRouter", "NX-9600", "AMS1", "NN96A1102", "10.0.0.2", "22.4R2", "2020-02-11", True,
               [("xe-0/0/0", 100, True), ("xe-0/0/1", 100, True)]),
    "D-0103": ("rtm-core-01", "CoreRouter", "NX-9600", "RTM2", "NN96A1187", "10.0.1.1", "23.2R1", "2021-05-19", True,
               [("xe-0/0/0", 100, True), ("xe-0/0/1", 100, True)]),
    "D-0201": ("utr-edge-01", "EdgeRouter", "NX-4200", "UTR1", "NN42B0457", "10.0.2.1", "22.4R2", "2021-09-07", True,
               [("xe-0/0/0", 10, True), ("xe-0/0/1", 10, True)]),
    "D-0202": ("anr-edge-01", "EdgeRouter", "NX-4200", "ANR1", "NN42B0611", "10.0.3.1", "21.1R3", "2019-11-25",
               False, [("xe-0/0/0", 10, True)]),
    "D-0301": ("ams-sw-01", "Switch", "AW-S48", "AMS1", "AWS48-77120", "10.0.0.11", "9.3.8", "2020-03-02", True,
               [("eth1/1", 25, True), ("eth1/2", 25, True)]),
    "D-0302": ("rtm-sw-01", "Switch", "AW-S24", "RTM2", "AWS24-30412", "10.0.1.11", "9.3.8", "2021-06-01", True,
               [("eth1/1", 25, True)]),
    "D-0401": ("ams-fw-01", "Firewall", "FW-700", "AMS1", "BL7-00931", "10.0.0.21", "7.2.1", "2022-01-17", True,
               [("port1", 10, True)]),
}
TC_LINKS = {  # link: ((device, port), (device, port), capacity Gbit/s, latency ms, status)
    "L-7001": (("D-0101", "xe-0/0/0"), ("D-0102", "xe-0/0/0"), 100, "0.2", "up"),
    "L-7002": (("D-0101", "xe-0/0/1"), ("D-0103", "xe-0/0/0"), 100, "1.9", "up"),
    "L-7003": (("D-0102", "xe-0/0/1"), ("D-0201", "xe-0/0/0"), 10, "1.4", "up"),
    "L-7004": (("D-0103", "xe-0/0/1"), ("D-0202", "xe-0/0/0"), 10, "3.6", "down"),
    "L-7005": (("D-0201", "xe-0/0/1"), ("D-0302", "eth1/1"), 10, "2.1", "up"),
    "L-7006": (("D-0301", "eth1/1"), ("D-0401", "port1"), 10, "0.1", "up"),
}
TC_CARRIERS = {"lowlands": "Lowlands Fibre", "scheldt": "Scheldt Telecom"}
TC_CIRCUITS = {  # circuit: (carrier, link, monthly cost EUR, contract end)
    "CKT-55812": ("lowlands", "L-7002", "4200", "2026-03-31"),
    "CKT-55907": ("lowlands", "L-7003", "1850", "2025-09-30"),
    "CKT-60114": ("scheldt", "L-7004", "2600", "2025-12-31"),
}


def _port_key(device: str, name: str) -> str:
    return f"{device}-{name.replace('/', '-')}"


def _tc(kind: str, *ids: str) -> set[str]:
    return {f"{TC}{kind}/{i}" for i in ids}


def _device(key: str) -> set[str]:
    return _tc("device", key) | {TC_DEVICES[key][0]}


def _site(key: str) -> set[str]:
    return _tc("site", key) | {TC_SITES[key][0]}


def _named(kind: str, key: str, name: str) -> set[str]:
    return _tc(kind, key) | {name}


def telecom_kg() -> str:
    """N-Triples of the network inventory."""
    g = Graph()

    def lit(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(s, TCO + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for cls, (label, sup) in TC_CLASSES.items():
        g.add(TCO + cls, RDF_TYPE, OWL + "Class"), g.add(TCO + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(TCO + cls, RDFS + "subClassOf", TCO + sup)
    for prop, (label, domain, range_) in TC_OBJECT_PROPERTIES.items():
        g.add(TCO + prop, RDF_TYPE, OWL + "ObjectProperty"), g.add(TCO + prop, RDFS + "label", _lit(label, "en"))
        g.add(TCO + prop, RDFS + "domain", TCO + domain), g.add(TCO + prop, RDFS + "range", TCO + range_)
    for prop, (label, domain, range_) in TC_DATA_PROPERTIES.items():
        g.add(TCO + prop, RDF_TYPE, OWL + "DatatypeProperty"), g.add(TCO + prop, RDFS + "label", _lit(label, "en"))
        g.add(TCO + prop, RDFS + "domain", TCO + domain), g.add(TCO + prop, RDFS + "range", XSD + range_)
    for key, (name, cls, city, racks) in TC_SITES.items():
        s = f"{TC}site/{key}"
        g.add(s, RDF_TYPE, TCO + cls), lit(s, "siteName", name), lit(s, "siteCode", key), lit(s, "city", city)
        lit(s, "rackCount", racks, "integer")
    for key, label in TC_VENDORS.items():
        g.add(f"{TC}vendor/{key}", RDF_TYPE, TCO + "Vendor"), g.add(f"{TC}vendor/{key}", RDFS + "label", _lit(label))
    for name, vendor in TC_MODELS.items():
        m = f"{TC}model/{name}"
        g.add(m, RDF_TYPE, TCO + "HardwareModel"), lit(m, "modelName", name)
        g.add(m, TCO + "manufacturedBy", f"{TC}vendor/{vendor}")
    for key, fields in TC_DEVICES.items():
        hostname, cls, model, site, serial, address, os_version, commissioned, in_service, ports = fields
        d = f"{TC}device/{key}"
        g.add(d, RDF_TYPE, TCO + cls), lit(d, "hostname", hostname), g.add(d, TCO + "hasModel", f"{TC}model/{model}")
        g.add(d, TCO + "installedAt", f"{TC}site/{site}"), lit(d, "serialNumber", serial)
        lit(d, "mgmtAddress", address), lit(d, "osVersion", os_version)
        lit(d, "commissionedOn", commissioned, "date"), g.add(d, TCO + "inService", _bool(in_service))
        for name, speed, up in ports:
            p = f"{TC}port/{_port_key(key, name)}"
            g.add(p, RDF_TYPE, TCO + "Port"), lit(p, "portName", name), g.add(p, TCO + "portOf", d)
            lit(p, "speedGbps", speed, "integer"), g.add(p, TCO + "adminUp", _bool(up))
    for key, (a_end, z_end, capacity, latency, status) in TC_LINKS.items():
        link = f"{TC}link/{key}"
        g.add(link, RDF_TYPE, TCO + "Link"), lit(link, "linkId", key)
        g.add(link, TCO + "aEnd", f"{TC}port/{_port_key(*a_end)}")
        g.add(link, TCO + "zEnd", f"{TC}port/{_port_key(*z_end)}")
        lit(link, "capacityGbps", capacity, "integer"), lit(link, "latencyMs", latency, "decimal")
        lit(link, "linkStatus", status)
    for key, label in TC_CARRIERS.items():
        g.add(f"{TC}carrier/{key}", RDF_TYPE, TCO + "Carrier")
        g.add(f"{TC}carrier/{key}", RDFS + "label", _lit(label))
    for key, (carrier, link, cost, end) in TC_CIRCUITS.items():
        c = f"{TC}circuit/{key}"
        g.add(c, RDF_TYPE, TCO + "Circuit"), lit(c, "circuitRef", key)
        g.add(c, TCO + "providedBy", f"{TC}carrier/{carrier}"), g.add(c, TCO + "carriesLink", f"{TC}link/{link}")
        lit(c, "monthlyCostEur", cost, "decimal"), lit(c, "contractEnd", end, "date")
    return g.text()


TELECOM_QUESTIONS = [
    ("Where is ams-fw-01 installed?", _site("AMS1")),
    ("Which devices are at the Rotterdam Haven Exchange?", _tc("device", "D-0103", "D-0302")),
    ("What model is rtm-core-01?", _named("model", "NX-9600", "NX-9600")),
    ("Who makes the AW-S24?", _named("vendor", "arcwave", "Arcwave Systems")),
    ("What is the management IP of utr-edge-01?", {"10.0.2.1"}),
    ("What software version is anr-edge-01 running?", {"21.1R3"}),
    ("What is the serial number of ams-sw-01?", {"AWS48-77120"}),
    ("Which devices are routers?", _tc("device", "D-0101", "D-0102", "D-0103", "D-0201", "D-0202")),
    ("How many core routers are there?", {"3"}),
    ("Which devices are out of service?", _device("D-0202")),
    ("What is the speed of port ge-0/0/9 on ams-core-01?", {"1"}),
    ("How many ports does ams-core-01 have?", {"3"}),
    ("Which ports are administratively down?", _named("port", "D-0101-ge-0-0-9", "ge-0/0/9")),
    ("Which devices is ams-core-01 linked to?", _tc("device", "D-0102", "D-0103")),
    ("Which links are down?", _named("link", "L-7004", "L-7004")),
    ("What is the latency of link L-7002?", {"1.9"}),
    ("What is the capacity of link L-7006?", {"10"}),
    ("Which link has the highest latency?", _named("link", "L-7004", "L-7004")),
    ("Which carrier provides circuit CKT-60114?", _named("carrier", "scheldt", "Scheldt Telecom")),
    ("How much does circuit CKT-55812 cost per month?", {"4200"}),
    ("When does the contract for CKT-55907 end?", {"2025-09-30"}),
    ("Which circuits does Lowlands Fibre provide?", _tc("circuit", "CKT-55812", "CKT-55907")),
    ("Which link does circuit CKT-55907 carry?", _named("link", "L-7003", "L-7003")),
    ("In which city is rtm-sw-01?", {"Rotterdam"}),
    ("How many racks does the Amsterdam Westpoort DC have?", {"40"}),
    ("Which sites are data centres?", _tc("site", "AMS1", "ANR1")),
    ("When was ams-core-01 commissioned?", {"2020-02-11"}),
    ("Which is the oldest device?", _device("D-0202")),
    ("Which site has the most devices?", _site("AMS1")),
    ("Who manufactures the firewall at Amsterdam Westpoort DC?", _named("vendor", "bastion", "Bastion Labs")),
    ("Is anr-edge-01 in service?", {"false"}),
    ("Is rtm-core-01 a core router?", {"true"}),
    ("what os version does ams-core-02 run", {"22.4R2"}),
    ("wich devices are made by norrland networks", _tc("device", "D-0101", "D-0102", "D-0103", "D-0201",
                                                        "D-0202")),  # misspelt: which
    ("Which carrier provides the circuit on the link between rtm-core-01 and anr-edge-01?",
     _named("carrier", "scheldt", "Scheldt Telecom")),
    ("What is the speed of port xe-0/0/1 on utr-edge-01?", {"10"}),
    ("How much power does ams-core-01 draw?", set()),  # no power figures
    ("Who is the on-site engineer at Utrecht Central Exchange?", set()),  # no staff
    ("What is the packet loss on link L-7005?", set()),  # no packet-loss measurements
]
TELECOM_MADE_UP = ["Where is ams-fw-02 installed?", "What model is lon-core-01?", "Who makes the AW-S96?",
                   "Which carrier provides circuit CKT-70001?", "How many racks does the Brussels Zuid DC have?",
                   "What is the latency of link L-7099?"]
TELECOM_GRAPHS = [
    ('[("rtm-sw-01", "located at", ?x)]', _site("RTM2")),
    ('[(?x, "hardware model", "NX-4200")]', _tc("device", "D-0201", "D-0202")),
    ('[("NX-9600", "vendor", ?x)]', _named("vendor", "norrland", "Norrland Networks")),
    ('[("utr-edge-01", "firmware", ?x)]', {"22.4R2"}),
    ('[("CKT-60114", "monthly fee", ?x)]', {"2600"}),
    ('[(?x, "telecom operator", "Lowlands Fibre")]', _tc("circuit", "CKT-55812", "CKT-55907")),
    ('[(?d, "located at", "Antwerp Noord DC"), (?d, "management ip", ?x)]', {"10.0.3.1"}),
    ('[("ams-fw-01", "hardware model", ?m), (?m, "vendor", ?x)]', _named("vendor", "bastion", "Bastion Labs")),
    ('[("CKT-55812", "transports", ?l), (?l, "delay", ?x)]', {"1.9"}),
    ('[(?p, "belongs to device", "rtm-core-01"), (?p, "line rate", ?x)]', {"100"}),
    ('[("L-7006", "first endpoint", ?p), (?p, "belongs to device", ?x)]', _device("D-0301")),
    ('[(?d, "located at", "Rotterdam Haven Exchange"), (?d, "deployed on", ?x)]', {"2021-05-19",
                                                                                        "2021-06-01"}),
]


# ---- royals (genealogy: foaf:name only, child→parent only, blank-node marriages, n-ary reigns, OWL) ----------
RG = "https://genealogy.example.org/royal/"
RGV = "https://genealogy.example.org/royal/def#"
RG_CLASSES = {"Realm": None, "Kingdom": "Realm", "Duchy": "Realm", "Reign": None, "Marriage": None,
              "RoyalHouse": None, "Place": None}
RG_OBJECT_PROPERTIES = {  # property: (label, domain, range)
    "childOf": ("child of", FOAF + "Person", FOAF + "Person"),
    "memberOfHouse": ("member of house", FOAF + "Person", RGV + "RoyalHouse"),
    "birthPlace": ("birth place", FOAF + "Person", RGV + "Place"),
    "burialPlace": ("burial place", FOAF + "Person", RGV + "Place"),
    "partner": ("partner", RGV + "Marriage", FOAF + "Person"),
    "weddingPlace": ("wedding place", RGV + "Marriage", RGV + "Place"),
    "monarch": ("monarch", RGV + "Reign", FOAF + "Person"), "realm": ("realm", RGV + "Reign", RGV + "Realm"),
    "crownedAt": ("crowned at", RGV + "Reign", RGV + "Place"),
    "locatedIn": ("located in", RGV + "Place", RGV + "Realm"),
}
RG_DATA_PROPERTIES = {  # property: (label, domain, XSD range)
    "birthDate": ("birth date", FOAF + "Person", "date"), "deathDate": ("death date", FOAF + "Person", "date"),
    "weddingDate": ("wedding date", RGV + "Marriage", "date"),
    "reignStart": ("reign start", RGV + "Reign", "date"), "reignEnd": ("reign end", RGV + "Reign", "date"),
}
RG_REALMS = {"veland": ("Kingdom", {"en": "Kingdom of Veland", "de": "Königreich Veland"}),
             "carreth": ("Duchy", {"en": "Duchy of Carreth", "fr": "Duché de Carreth"})}
RG_HOUSES = {"marwen": ("House of Marwen", "Marwenids"), "ostrel": ("House of Ostrel", "Ostrelines")}
RG_PLACES = {  # place: ({language: label}, realm)
    "velmont-castle": ({"en": "Velmont Castle", "de": "Burg Velmont"}, "veland"),
    "saint-albrec-abbey": ({"en": "Saint Albrec Abbey", "de": "Abtei Sankt Albrec"}, "veland"),
    "carreth-cathedral": ({"en": "Carreth Cathedral", "fr": "Cathédrale de Carreth"}, "carreth"),
}
# person: (foaf:name, gender, born, died, house or None, parents, birth place or None, burial place or None)
RG_PEOPLE = {
    "p01": ("Aldric I", "male", "1102", "1161-09-30", "marwen", [], "velmont-castle", "saint-albrec-abbey"),
    "p02": ("Ermengard of Carreth", "female", "1110-02-02", "1170-01-15", "ostrel", ["p10"], None,
            "saint-albrec-abbey"),
    "p03": ("Aldric II", "male", "1133-08-19", "1190-03-03", "marwen", ["p01", "p02"], "velmont-castle",
            "saint-albrec-abbey"),
    "p04": ("Matilda of Veland", "female", "1135-12-05", "1199-07-07", "marwen", ["p01", "p02"], "velmont-castle",
            "carreth-cathedral"),
    "p05": ("Conrad of Veland", "male", "1138-04-22", "1158-10-03", "marwen", ["p01", "p02"], None,
            "saint-albrec-abbey"),
    "p06": ("Isolde of Brennmark", "female", "1140-06-11", "1201-02-27", None, [], None, "velmont-castle"),
    "p07": ("Hugo I", "male", "1162-01-01", "1214-08-02", "marwen", ["p03", "p06"], "velmont-castle",
            "velmont-castle"),
    "p08": ("Adela of Veland", "female", "1165-05-14", "1230-12-09", "marwen", ["p03", "p06"], None, None),
    "p09": ("Aldric III", "male", "1191-03-07", "1240-02-11", "marwen", ["p07"], None, "velmont-castle"),
    "p10": ("Bertram I", "male", "1085-09-17", "1140-05-05", "ostrel", [], None, "carreth-cathedral"),
    "p11": ("Hugo I", "male", "1108-11-30", "1152-07-19", "ostrel", ["p10"], None, "carreth-cathedral"),
    "p12": ("Rainald", "male", "1132-02-14", "1187-06-24", "ostrel", ["p11"], None, "carreth-cathedral"),
    "p13": ("Bertram II", "male", "1156-10-10", "1203-01-31", "ostrel", ["p12", "p04"], None, "carreth-cathedral"),
}
RG_MARRIAGES = [("p01", "p02", "1130-06-12", "saint-albrec-abbey"), ("p03", "p06", "1159-09-09", "velmont-castle"),
                ("p04", "p12", "1154-05-01", "carreth-cathedral")]  # (partner, partner, date, place)
RG_REIGNS = {  # reign: (monarch, realm, start, end, crowned at or None)
    "r01": ("p01", "veland", "1131-06-01", "1161-09-30", "velmont-castle"),
    "r02": ("p03", "veland", "1161-10-15", "1190-03-03", "saint-albrec-abbey"),
    "r03": ("p07", "veland", "1190-03-20", "1214-08-02", "saint-albrec-abbey"),
    "r04": ("p09", "veland", "1214-08-30", "1240-02-11", "velmont-castle"),
    "r05": ("p10", "carreth", "1112-01-06", "1140-05-05", None),
    "r06": ("p11", "carreth", "1140-05-05", "1152-07-19", None),
    "r07": ("p12", "carreth", "1152-07-19", "1187-06-24", None),
    "r08": ("p13", "carreth", "1187-06-24", "1203-01-31", None),
}


def _rg(kind: str, *ids: str) -> set[str]:
    return {f"{RG}{kind}/{i}" for i in ids}


def _royal(key: str) -> set[str]:
    return _rg("person", key) | {RG_PEOPLE[key][0]}


def _rg_place(key: str) -> set[str]:
    return _rg("place", key) | set(RG_PLACES[key][0].values())


def _house(key: str) -> set[str]:
    return _rg("house", key) | {RG_HOUSES[key][0]}


def royals_kg() -> str:
    """N-Triples of the royal genealogy."""
    g = Graph()
    for cls, sup in RG_CLASSES.items():
        g.add(RGV + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(RGV + cls, RDFS + "subClassOf", RGV + sup)
    for prop, (label, domain, range_) in RG_OBJECT_PROPERTIES.items():
        g.add(RGV + prop, RDF_TYPE, OWL + "ObjectProperty"), g.add(RGV + prop, RDFS + "label", _lit(label, "en"))
        g.add(RGV + prop, RDFS + "domain", domain), g.add(RGV + prop, RDFS + "range", range_)
    for prop, (label, domain, range_) in RG_DATA_PROPERTIES.items():
        g.add(RGV + prop, RDF_TYPE, OWL + "DatatypeProperty"), g.add(RGV + prop, RDFS + "label", _lit(label, "en"))
        g.add(RGV + prop, RDFS + "domain", domain), g.add(RGV + prop, RDFS + "range", XSD + range_)
    for key, (cls, labels) in RG_REALMS.items():
        g.add(f"{RG}realm/{key}", RDF_TYPE, RGV + cls)
        for lang, label in labels.items():
            g.add(f"{RG}realm/{key}", RDFS + "label", _lit(label, lang))
    for key, (label, alias) in RG_HOUSES.items():
        h = f"{RG}house/{key}"
        g.add(h, RDF_TYPE, RGV + "RoyalHouse"), g.add(h, SKOS + "prefLabel", _lit(label, "en"))
        g.add(h, SKOS + "altLabel", _lit(alias, "en"))
    for key, (labels, realm) in RG_PLACES.items():
        p = f"{RG}place/{key}"
        g.add(p, RDF_TYPE, RGV + "Place"), g.add(p, RGV + "locatedIn", f"{RG}realm/{realm}")
        for lang, label in labels.items():
            g.add(p, RDFS + "label", _lit(label, lang))
    for key, (name, gender, born, died, house, parents, birthplace, burial) in RG_PEOPLE.items():
        p = f"{RG}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name)), g.add(p, FOAF + "gender",
                                                                                         _lit(gender))
        g.add(p, RGV + "birthDate", _typed(born, "gYear" if len(born) == 4 else "date"))
        g.add(p, RGV + "deathDate", _typed(died, "date"))
        if house:
            g.add(p, RGV + "memberOfHouse", f"{RG}house/{house}")
        for parent in parents:
            g.add(p, RGV + "childOf", f"{RG}person/{parent}")
        if birthplace:
            g.add(p, RGV + "birthPlace", f"{RG}place/{birthplace}")
        if burial:
            g.add(p, RGV + "burialPlace", f"{RG}place/{burial}")
    for a, b, day, place in RG_MARRIAGES:
        m = _bnode("marriage", a, b)
        g.add(m, RDF_TYPE, RGV + "Marriage"), g.add(m, RGV + "partner", f"{RG}person/{a}")
        g.add(m, RGV + "partner", f"{RG}person/{b}"), g.add(m, RGV + "weddingDate", _typed(day, "date"))
        g.add(m, RGV + "weddingPlace", f"{RG}place/{place}")
    for key, (monarch, realm, start, end, crowned) in RG_REIGNS.items():
        r = f"{RG}reign/{key}"
        g.add(r, RDF_TYPE, RGV + "Reign"), g.add(r, RGV + "monarch", f"{RG}person/{monarch}")
        g.add(r, RGV + "realm", f"{RG}realm/{realm}"), g.add(r, RGV + "reignStart", _typed(start, "date"))
        g.add(r, RGV + "reignEnd", _typed(end, "date"))
        if crowned:
            g.add(r, RGV + "crownedAt", f"{RG}place/{crowned}")
    return g.text()


ROYALS_QUESTIONS = [
    ("Who were the parents of Aldric II?", _rg("person", "p01", "p02")),
    ("Who was the father of Matilda of Veland?", _royal("p01")),
    ("Who was the mother of Hugo I of Veland?", _royal("p06")),
    ("Who were the children of Aldric I?", _rg("person", "p03", "p04", "p05")),
    ("How many children did Aldric I have?", {"3"}),
    ("Who was Aldric I married to?", _royal("p02")),
    ("When did Aldric II marry Isolde of Brennmark?", {"1159-09-09"}),
    ("Where did Aldric I and Ermengard of Carreth marry?", _rg_place("saint-albrec-abbey")),
    ("When was Aldric I born?", {"1102"}),
    ("When did Hugo I of Carreth die?", {"1152-07-19"}),
    ("When did Hugo I, King of Veland, die?", {"1214-08-02"}),
    ("Which house did Rainald belong to?", _house("ostrel")),
    ("Who succeeded Aldric II as King of Veland?", _royal("p07")),
    ("When did Hugo I of Carreth begin his reign?", {"1140-05-05"}),
    ("Who was the first Duke of Carreth?", _royal("p10")),
    ("Who were the Kings of Veland?", _rg("person", "p01", "p03", "p07", "p09")),
    ("How many Dukes of Carreth are recorded?", {"4"}),
    ("Where was Aldric II crowned?", _rg_place("saint-albrec-abbey")),
    ("Where is Aldric I buried?", _rg_place("saint-albrec-abbey")),
    ("Who is buried at Saint Albrec Abbey?", _rg("person", "p01", "p02", "p03", "p05")),
    ("Who were the grandchildren of Aldric I?", _rg("person", "p07", "p08", "p13")),
    ("Who was the paternal grandfather of Aldric III?", _royal("p03")),
    ("Which women belonged to the House of Marwen?", _rg("person", "p04", "p08")),
    ("Who was the earliest-born member of the House of Ostrel?", _royal("p10")),
    ("In which realm is Velmont Castle?", _rg("realm", "veland") | {"Kingdom of Veland", "Königreich Veland"}),
    ("What is the Kingdom of Veland called in German?", {"Königreich Veland"}),
    ("Was Conrad of Veland ever king?", {"false"}),
    ("Was Matilda of Veland married to Rainald?", {"true"}),
    ("Who was the wife of the first King of Veland?", _royal("p02")),
    ("Which house did the mother of Bertram II come from?", _house("marwen")),
    ("when did aldric iii become king", {"1214-08-30"}),
    ("who was the father of ermengard of careth", _royal("p10")),  # misspelt: Carreth
    ("Which child of Bertram I became Duke of Carreth?", _royal("p11")),
    ("When did Rainald's reign end?", {"1187-06-24"}),
    ("Where was Matilda of Veland born?", _rg_place("velmont-castle")),
    ("Who were the parents of Isolde of Brennmark?", set()),  # not recorded
    ("What did Aldric II die of?", set()),  # no causes of death
    ("How tall was Hugo I of Veland?", set()),  # no heights
]
ROYALS_MADE_UP = ["Who were the parents of Aldric IV?", "When did Hugo II of Veland die?",
                  "Who was Conrad of Carreth married to?", "Which house did Rainald of Brennmark belong to?",
                  "Where is Bertram III buried?", "Who were the Kings of Ostmark?"]
ROYALS_GRAPHS = [
    ('[("Bertram II", "parent", ?x)]', _rg("person", "p12", "p04")),
    ('[(?x, "offspring of", "Rainald")]', _royal("p13")),
    ('[("Aldric II", "resting place", ?x)]', _rg_place("saint-albrec-abbey")),
    ('[("Rainald", "dynasty", ?x)]', _house("ostrel")),
    ('[("Velmont Castle", "in kingdom", ?x)]', _rg("realm", "veland") | {"Kingdom of Veland", "Königreich Veland"}),
    ('[("Isolde of Brennmark", "passed away on", ?x)]', {"1201-02-27"}),
    ('[(?r, "ruler", "Rainald"), (?r, "reign began", ?x)]', {"1152-07-19"}),
    ('[(?m, "spouse", "Matilda of Veland"), (?m, "married on", ?x)]', {"1154-05-01"}),
    ('[("Aldric III", "parent", ?p), (?p, "resting place", ?x)]', _rg_place("velmont-castle")),
    ('[(?c, "offspring of", "Aldric I"), (?c, "born on", ?x)]', {"1133-08-19", "1135-12-05", "1138-04-22"}),
    ('[(?r, "ruled territory", "Duchy of Carreth"), (?r, "ruler", ?x)]', _rg("person", "p10", "p11", "p12", "p13")),
    ('[("Bertram II", "parent", ?p), (?p, "dynasty", ?x)]', _rg("house", "ostrel", "marwen")),
]


# ---- probes (space-probe missions: dcterms:title, two missions called Aurora, blank-node instruments) --------
PR = "https://probes.example.space/"
PRV = "https://probes.example.space/def/"
PR_CLASSES = {"Orbiter": "SpaceProbe", "Lander": "SpaceProbe", "FlybyProbe": "SpaceProbe",
              "SampleReturn": "SpaceProbe", "Planet": "CelestialBody", "Moon": "CelestialBody",
              "DwarfPlanet": "CelestialBody", "Asteroid": "CelestialBody", "Comet": "CelestialBody"}
PR_BODIES = {  # body: (name, class, orbits or None)
    "mars": ("Mars", "Planet", None), "venus": ("Venus", "Planet", None), "jupiter": ("Jupiter", "Planet", None),
    "saturn": ("Saturn", "Planet", None), "europa": ("Europa", "Moon", "jupiter"),
    "titan": ("Titan", "Moon", "saturn"), "enceladus": ("Enceladus", "Moon", "saturn"),
    "ceres": ("Ceres", "DwarfPlanet", None), "psyche": ("16 Psyche", "Asteroid", None),
    "tempel-1": ("Tempel 1", "Comet", None),
}
PR_AGENCIES = {  # agency: ({language: name}, acronym)
    "ppsa": ({"en": "Pan-Pacific Space Administration"}, "PPSA"),
    "ssa": ({"en": "Southern Space Agency", "fr": "Agence spatiale australe"}, "SSA"),
    "boi": ({"en": "Baltic Orbital Institute"}, "BOI"),
}
PR_VEHICLES = {"tarsus-v": ("Tarsus V", "2011"), "tarsus-vi": ("Tarsus VI", "2023"),  # vehicle: (name, first flight)
               "austral-h": ("Austral-H", "2018"), "vanta-1": ("Vanta 1", "2009"), "vanta-2": ("Vanta 2", "2020")}
PR_SITES = {"kalani": "Kalani Launch Complex", "puerto-azul": "Puerto Azul Spaceport",
            "gotland": "Gotland Sea Platform"}
PR_PEOPLE = {  # person: (given name, family name, affiliation)
    "lkahale": ("Leilani", "Kahale", "ppsa"), "tibarra": ("Tomás", "Ibarra", "ssa"),
    "nhirata": ("Naoko", "Hirata", "ppsa"), "andiaye": ("Amara", "Ndiaye", "ssa"),
    "isolheim": ("Ingrid", "Solheim", "ssa"), "jeklund": ("Jonas", "Eklund", "boi"),
}
# mission: (title, class, agency, targets, launched, mass kg, vehicle, site, status, ended or None, duration or None,
#           carried by or None, [(instrument name, type, principal investigator)])
PR_MISSIONS = {
    "m-01": ("Corvina", "Orbiter", "ppsa", ["mars"], "2016-07-21", "2150.5", "tarsus-v", "kalani", "completed",
             "2023-11-30", "P7Y4M", None, [("CRV-Cam", "camera", "lkahale"),
                                             ("Ground Penetrating Radar GPR-2", "radar", "tibarra")]),
    "m-02": ("Corvina Lander", "Lander", "ppsa", ["mars"], "2016-07-21", "612", "tarsus-v", "kalani", "completed",
             "2018-02-14", "P1Y7M", "m-01", [("Mole Heat Probe", "heat flow probe", "lkahale")]),
    "m-03": ("Aurora", "Orbiter", "ppsa", ["venus"], "2019-03-08", "1480", "tarsus-v", "kalani", "lost",
             "2019-09-02", "P5M", None, [("Cloud Imaging Spectrometer", "spectrometer", "nhirata")]),
    "m-04": ("Aurora", "FlybyProbe", "ssa", ["jupiter", "europa"], "2024-10-05", "3950", "austral-h",
             "puerto-azul", "active", None, None, None, [("Europa Ice Sounder", "radar", "tibarra"),
                                                         ("Jovian Magnetometer", "magnetometer", "andiaye")]),
    "m-05": ("Lantern", "Lander", "ssa", ["titan"], "2021-12-14", "340", "austral-h", "puerto-azul", "active", None,
             None, "m-06", [("Surface Descent Camera", "camera", "isolheim")]),
    "m-06": ("Cassio", "Orbiter", "ssa", ["saturn", "titan", "enceladus"], "2021-12-14", "5230", "austral-h",
             "puerto-azul", "active", None, None, None, [("Titan Haze Spectrometer", "spectrometer", "isolheim"),
                                                         ("Plume Dust Analyzer", "dust analyzer", "andiaye")]),
    "m-07": ("Tollund", "SampleReturn", "boi", ["ceres"], "2022-06-02", "1720", "vanta-2", "gotland", "active",
             None, None, None, [("Regolith Sampler", "sampler", "jeklund")]),
    "m-08": ("Skylark", "FlybyProbe", "boi", ["tempel-1"], "2012-04-30", "480", "vanta-1", "gotland", "completed",
             "2014-01-09", "P1Y8M", None, [("Coma Dust Counter", "dust analyzer", "jeklund")]),
    "m-09": ("Pathwise", "Orbiter", "ppsa", ["psyche"], "2025-02-17", "2890", "tarsus-vi", "kalani", "active", None,
             None, None, [("Gamma-Ray Spectrometer", "spectrometer", "nhirata")]),
}


def _pr(kind: str, *ids: str) -> set[str]:
    return {f"{PR}{kind}/{i}" for i in ids}


def _mission(key: str) -> set[str]:
    return _pr("mission", key) | {PR_MISSIONS[key][0]}


def _body(key: str) -> set[str]:
    return _pr("body", key) | {PR_BODIES[key][0]}


def _agency(key: str) -> set[str]:
    names, acronym = PR_AGENCIES[key]
    return _pr("agency", key) | set(names.values()) | {acronym}


def _vehicle(key: str) -> set[str]:
    return _pr("vehicle", key) | {PR_VEHICLES[key][0]}


def probes_kg() -> str:
    """N-Triples of the space-probe mission catalogue."""
    g = Graph()

    def lit(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(s, PRV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    for cls, sup in PR_CLASSES.items():
        g.add(PRV + cls, RDFS + "subClassOf", PRV + sup)
    for key, (name, cls, orbits) in PR_BODIES.items():
        b = f"{PR}body/{key}"
        g.add(b, RDF_TYPE, PRV + cls), g.add(b, SCHEMA + "name", _lit(name))
        if orbits:
            g.add(b, PRV + "orbits", f"{PR}body/{orbits}")
    for key, (names, acronym) in PR_AGENCIES.items():
        a = f"{PR}agency/{key}"
        g.add(a, RDF_TYPE, PRV + "SpaceAgency")
        for lang, name in names.items():
            g.add(a, SKOS + "prefLabel", _lit(name, lang))
        g.add(a, SKOS + "altLabel", _lit(acronym))
    for key, (name, first) in PR_VEHICLES.items():
        v = f"{PR}vehicle/{key}"
        g.add(v, RDF_TYPE, PRV + "LaunchVehicle"), g.add(v, SCHEMA + "name", _lit(name))
        lit(v, "firstFlight", first, "gYear")
    for key, name in PR_SITES.items():
        g.add(f"{PR}site/{key}", RDF_TYPE, PRV + "LaunchSite"), g.add(f"{PR}site/{key}", SCHEMA + "name", _lit(name))
    for key, (given, family, affiliation) in PR_PEOPLE.items():
        p = f"{PR}person/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "givenName", _lit(given))
        g.add(p, SCHEMA + "familyName", _lit(family)), g.add(p, SCHEMA + "affiliation", f"{PR}agency/{affiliation}")
    for key, fields in PR_MISSIONS.items():
        title, cls, agency, targets, launched, mass, vehicle, site, status, ended, duration, carrier = fields[:12]
        m = f"{PR}mission/{key}"
        g.add(m, RDF_TYPE, PRV + cls), g.add(m, DCT + "title", _lit(title))
        g.add(m, PRV + "operator", f"{PR}agency/{agency}")
        for target in targets:
            g.add(m, PRV + "target", f"{PR}body/{target}")
        lit(m, "launchDate", launched, "date"), lit(m, "launchMassKg", mass, "decimal")
        g.add(m, PRV + "launchVehicle", f"{PR}vehicle/{vehicle}"), g.add(m, PRV + "launchSite", f"{PR}site/{site}")
        lit(m, "status", status)
        if ended:
            lit(m, "endDate", ended, "date"), lit(m, "missionDuration", duration, "duration")
        if carrier:
            g.add(m, PRV + "carriedBy", f"{PR}mission/{carrier}")
        for n, (name, kind, investigator) in enumerate(fields[12]):
            i = _bnode("instrument", key, str(n))
            g.add(m, PRV + "instrument", i), g.add(i, RDF_TYPE, PRV + "Instrument")
            g.add(i, PRV + "instrumentName", _lit(name)), g.add(i, PRV + "instrumentType", _lit(kind))
            g.add(i, PRV + "principalInvestigator", f"{PR}person/{investigator}")
    return g.text()


PROBES_QUESTIONS = [
    ("Which agency operates Corvina?", _agency("ppsa")),
    ("When was Skylark launched?", {"2012-04-30"}),
    ("Which missions went to Mars?", _pr("mission", "m-01", "m-02")),
    ("Which missions are studying Titan?", _pr("mission", "m-05", "m-06")),
    ("When was the Aurora mission to Venus launched?", {"2019-03-08"}),
    ("Which bodies does the Southern Space Agency's Aurora target?", _pr("body", "jupiter", "europa")),
    ("What was the launch mass of Cassio?", {"5230"}),
    ("Which is the heaviest probe?", _mission("m-06")),
    ("Which rocket launched Tollund?", _vehicle("vanta-2")),
    ("From where was Pathwise launched?", _pr("site", "kalani") | {"Kalani Launch Complex"}),
    ("Which missions were launched on a Tarsus V?", _pr("mission", "m-01", "m-02", "m-03")),
    ("Which spacecraft carried the Lantern lander?", _mission("m-06")),
    ("Which lander did Corvina carry?", _mission("m-02")),
    ("Which missions are still active?", _pr("mission", "m-04", "m-05", "m-06", "m-07", "m-09")),
    ("When did the Corvina mission end?", {"2023-11-30"}),
    ("How long did the Corvina orbiter operate?", {"P7Y4M"}),
    ("Which mission was lost?", _mission("m-03")),
    ("What instruments does Cassio carry?", {"Titan Haze Spectrometer", "Plume Dust Analyzer"}),
    ("Who is the principal investigator of the Jovian Magnetometer?", _pr("person", "andiaye")),
    ("Which instruments has Naoko Hirata led?", {"Cloud Imaging Spectrometer", "Gamma-Ray Spectrometer"}),
    ("Which missions carry a spectrometer?", _pr("mission", "m-03", "m-06", "m-09")),
    ("Which planet does Europa orbit?", _body("jupiter")),
    ("Which moons of Saturn have been visited by a probe?", _pr("body", "titan", "enceladus")),
    ("How many missions has the Baltic Orbital Institute flown?", {"2"}),
    ("Which agency has launched the most missions?", _agency("ppsa")),
    ("What is the abbreviation of the Pan-Pacific Space Administration?", {"PPSA"}),
    ("What is the Southern Space Agency called in French?", {"Agence spatiale australe"}),
    ("Which mission was launched first?", _mission("m-08")),
    ("Which missions were launched after 2020?", _pr("mission", "m-04", "m-05", "m-06", "m-07", "m-09")),
    ("Which agency runs the mission to Ceres?", _agency("boi")),
    ("Who is the principal investigator on the mission to 16 Psyche?", _pr("person", "nhirata")),
    ("Is Skylark still active?", {"false"}),
    ("Was Lantern carried by Cassio?", {"true"}),
    ("which agency runs tollund", _agency("boi")),
    ("when was pathwsie launched", {"2025-02-17"}),  # misspelt: Pathwise
    ("What kind of instrument is the Plume Dust Analyzer?", {"dust analyzer"}),
    ("When did the Vanta 2 rocket first fly?", {"2020"}),
    ("How much did the Cassio mission cost?", set()),  # no costs
    ("Which astronauts flew on Corvina?", set()),  # uncrewed; no crews
    ("What is the orbital period of the Aurora orbiter around Venus?", set()),  # no orbital elements
]
PROBES_MADE_UP = ["When was Corvina II launched?", "Which agency operates Nightjar?",
                  "Who is the principal investigator of the Saturn Magnetometer?", "Which missions went to Callisto?",
                  "What was the launch mass of the Tollund Lander?", "Which rocket launched Skylark Prime?"]
PROBES_GRAPHS = [
    ('[("Tollund", "run by", ?x)]', _agency("boi")),
    ('[(?x, "destination", "Ceres")]', _mission("m-07")),
    ('[("Skylark", "lift-off date", ?x)]', {"2012-04-30"}),
    ('[("Lantern", "mothership", ?x)]', _mission("m-06")),
    ('[("Europa", "revolves around", ?x)]', _body("jupiter")),
    ('[("Pathwise", "rocket", ?x)]', _vehicle("tarsus-vi")),
    ('[("Cassio", "payload", ?i), (?i, "instrument title", ?x)]', {"Titan Haze Spectrometer", "Plume Dust Analyzer"}),
    ('[(?m, "run by", "Baltic Orbital Institute"), (?m, "lift-off date", ?x)]', {"2022-06-02", "2012-04-30"}),
    ('[("Lantern", "mothership", ?m), (?m, "lift-off date", ?x)]', {"2021-12-14"}),
    ('[(?i, "lead scientist", "Amara Ndiaye"), (?i, "instrument kind", ?x)]', {"magnetometer", "dust analyzer"}),
    ('[(?m, "destination", "Europa"), (?m, "run by", ?x)]', _agency("ssa")),
    ('[("Tollund", "rocket", ?v), (?v, "maiden flight", ?x)]', {"2020"}),
]

KGS_T = {"paintings": (paintings_kg, PAINTINGS_QUESTIONS, PAINTINGS_MADE_UP, PAINTINGS_GRAPHS),
         "bikeshare": (bikeshare_kg, BIKESHARE_QUESTIONS, BIKESHARE_MADE_UP, BIKESHARE_GRAPHS),
         "telecom": (telecom_kg, TELECOM_QUESTIONS, TELECOM_MADE_UP, TELECOM_GRAPHS),
         "royals": (royals_kg, ROYALS_QUESTIONS, ROYALS_MADE_UP, ROYALS_GRAPHS),
         "probes": (probes_kg, PROBES_QUESTIONS, PROBES_MADE_UP, PROBES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_T, __doc__)
