"""A thirty-third batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_af.py):

- `sundials`: a sundial survey with NO labels at all: every name is an IRI slug under a path per kind, in a
  different style per kind: dials Title-Kebab in their own language under a path segment for their town
  (`…/dial/saint-veran/Cadran-Solaire-du-Clocher`, `…/dial/beaune/Cadran-Solaire-de-l%27H%C3%B4tel-Dieu` with a
  percent-encoded apostrophe, `…/dial/bologna/Orologio-Solare-dell%27Orto-Botanico`), diallists dot-separated
  lower case (`…/diallist/pieter.van.der.zande`, `…/diallist/ulrich.h%C3%B6lzl`), sites lower-kebab
  (`…/site/%C3%A9glise-de-saint-v%C3%A9ran`, `…/site/rathaus-schw%C3%A4bisch-hall`), towns Title_Snake
  (`…/town/Schw%C3%A4bisch_Hall`, `…/town/Saint-V%C3%A9ran`), materials and countries lower-kebab
  (`…/material/painted-plaster`, `…/country/united-kingdom`); an OWL vocabulary under a slash namespace
  (`…/def/hasMaker`, has-prefixed object properties) whose classes and properties are declared (`owl:Class`,
  `owl:ObjectProperty` / `owl:DatatypeProperty` with `rdfs:domain` / `rdfs:range`) but never labelled; dial kinds
  are classes in a four-level hierarchy (`DecliningVerticalDial`, `MassDial` ⊂ `VerticalDial` ⊂ `PlanarDial` ⊂
  `Sundial`; `HorizontalDial` ⊂ `PlanarDial`; `Meridian`, `ArmillaryDial` ⊂ `Sundial`) and sites in a second one
  (`Cathedral` ⊂ `Church` ⊂ `Site`; `TownHall`, `Hospice`, `House`, `College`, `Garden` ⊂ `Site`); dials are
  `hasSite` a site (`hasTown` a town, `hasCountry`), `hasMaterial`, most `hasMaker` a diallist (`birthYear` /
  `deathYear` xsd:gYear, `hasBirthplace`), have `yearMade` xsd:gYear, `showsEquationOfTime` xsd:boolean, where they
  have one `gnomonLengthCm` xsd:decimal and `hourLineCount` xsd:integer (the meridian lines `lineLengthM`
  xsd:decimal instead), and for many a Latin `motto` string and `lastRestored` xsd:date; two dials share the last
  segment "Sonnenuhr-am-Rathaus", told apart only by the town segment and their site (`…/dial/goerlitz/…`, a
  sandstone vertical dial of 1684 by Johann Kessler; `…/dial/schwaebisch-hall/…`, a painted declining dial of 1998
  by Ulrich Hölzl), and the diallist Claude Beaune (born in Grenoble) made dials in Saint-Véran and Aosta, none in
  Beaune;
- `folkdances`: a folk-dance thesaurus in SKOS with opaque numeric IRIs (`…/thes/20012`, `…/thes/40007`): dances,
  dance types, regions, cities, countries, collectors, ensembles and instruments named by `skos:prefLabel`@en plus
  a prefLabel in the local language and script (@hu "Szeged Ilona" with Hungarian name order, @ro "Călușul", @he
  "הורה", @ru "Хоровод", @bg "Пайдушко", @ka "თამაზ ბერიძე", @cs "Čechy", @pl "Taniec zbójnicki"); five things are
  named ONLY in another language with an English `skos:altLabel` ("Legényes"@hu / "Lad's Dance", "Ръченица"@bg /
  "Rachenitsa", "ხორუმი"@ka / "Khorumi", "Sousedská"@cs / "Neighbours' Dance", the ensemble "Ансамбль «Ладога»"@ru /
  "Ladoga Ensemble"), and other `skos:altLabel`@en aliases on some ("Czardas", "Sirba", "Kolozsvar", "Cracow",
  "bagpipe", "fiddle", "round dance"); the dances are themselves concepts of a `skos:ConceptScheme` hanging by
  `skos:broader` under dance types in a four-level tree (a dance ⊂ turning couple dance ⊂ couple dance ⊂ folk
  dance; a dance ⊂ open-circle dance ⊂ circle dance ⊂ folk dance; men's dance and ritual dance ⊂ folk dance);
  every concept is also typed by a class of its own (`…/klasse/Tanz`, `…/klasse/Stadt`, labelled @en and @de);
  properties have GERMAN names under a slash namespace, declared with `rdfs:label`@en and @de (`…/eigenschaft/
  herkunftsregion` "region of origin", `gesammeltVon` "collected by", `taktart` "time signature", `sitz` "based
  in", `staatsangehoerigkeit` "nationality"): dances have a `herkunftsregion` (`liegtIn` a country), a `taktart`
  string, `erstmalsBelegt` xsd:gYear, `tempoBpm` xsd:integer, `mitGesang` and `kulturerbe` (UNESCO list)
  xsd:boolean, `gesammeltVon` a collector (`geburtsjahr` xsd:gYear, `geburtsort` a city, `staatsangehoerigkeit`)
  with `sammeljahr` xsd:gYear and one or two `begleitinstrument`s; ensembles have a `sitz` city,
  `gruendungsjahr` xsd:gYear, `mitgliederzahl` xsd:integer and dances in their `repertoire`; two dances are both
  "Hora"@en (the Romanian round dance from Oltenia, "Hora"@ro, in 6/8; the Israeli circle dance from Galilee,
  "הורה"@he, in 4/4; told apart by a `skos:definition` and region), and the collector Ilona Szeged (born in
  Budapest) collected the Verbunkos of the Great Hungarian Plain; the only thing in Szeged is the Tisza Folk
  Ensemble;
- `chocolatiers`: a bean-to-bar chocolate guide in schema.org with numeric IRIs (`…/org/212`, `…/person/77`,
  `…/product/5009`, `…/place/22`, `…/review/9003`) named by `schema:name` (some with a `schema:alternateName`:
  "Brugse Cacaohuis" / "Bruges Cocoa House", "Limmat Milch" / "Limmat Milk", "Cioccolato di Modica alla Cannella"
  / "Modica Cinnamon Bar", "Kamo River Chocolate" / "鴨川チョコレート", "Zurich" / "Zürich"): makers are
  `schema:Organization`s (the holding a `schema:Corporation`) with `schema:location` a `schema:City`
  (`schema:containedInPlace` a country), `schema:foundingDate` xsd:gYear, `schema:founder`, for two a
  `schema:parentOrganization` and for some a `schema:slogan`; bars are `schema:Product`s with
  `schema:manufacturer`, a custom `…/vocab#beanOrigin` country, `schema:releaseDate` xsd:date, a
  `schema:category` string, a `schema:weight` blank node (`schema:QuantitativeValue`, `schema:value` xsd:decimal,
  `schema:unitCode` "GRM") and two `schema:additionalProperty` blank nodes (`schema:PropertyValue` named "cacao
  content" with an xsd:decimal value and `schema:unitText` "%", and "vegan" with an xsd:boolean value), for three
  a `schema:award` string; `schema:Review`s tie a bar (`schema:itemReviewed`) to a critic (`schema:author`) with
  `schema:datePublished` and a `schema:reviewRating` blank node (`schema:Rating`, `schema:ratingValue` out of
  `schema:bestRating` 10); people have `schema:birthDate` xsd:date, `schema:birthPlace` and, the chocolatier and
  critics, a `schema:jobTitle` (and `schema:worksFor`); two bars are both "Grand Cru Madagascar" (Maison
  Verhaegen of Brussels, 70 %, 100 g, 2019; Kamo River Chocolate of Kyoto, 66 %, 50 g, 2020; told apart by
  `schema:description` and maker), and the founder Giulia Modica was born in Turin and founded the Turin maker;
  the only maker in Modica is Dolceria San Giorgio;
- `climbing`: a crag database exported by the W3C Direct Mapping from UPPER_SNAKE tables: row IRIs
  `…/data/ROUTE/ID=9`, a join table with a composite key (`…/data/ASCENT/ROUTE_ID=5;CLIMBER_ID=1`), classes named
  after tables, every column a property `…/data/<TABLE>#<COLUMN>` (ids and foreign-key columns as xsd:integer
  literals too), foreign keys as `…#ref-<COLUMN>` object properties, one a self-reference
  (`ROUTE#ref-VARIANT_OF_ID`), NULLs simply absent; names sit in a different column per table
  (`COUNTRY#COUNTRY_NAME` beside an `ISO_CODE`, `CRAG#CRAG_NAME`, `CLIMBER#FULL_NAME`, `ROUTE#ROUTE_NAME`) and
  ascents have none; crags have a `REGION` and `ROCK_TYPE` string and `ALTITUDE_M` xsd:integer; climbers have
  `BIRTH_YEAR` xsd:integer, a `HOME_TOWN` string and `IS_PRO` xsd:boolean; routes point to their crag and first
  ascensionist (`ref-FA_CLIMBER_ID`) and have a `GRADE` string (French, Saxon and British grades), `LENGTH_M`
  xsd:decimal, `IS_BOLTED` xsd:boolean and `FA_DATE` xsd:date; ascents link a route and a climber with
  `ASCENT_DATE` xsd:date, a `STYLE` string (onsight, flash, redpoint) and `ATTEMPTS` xsd:integer; two routes are
  both "Silbermond" (Rabenfels in the Franconian Jura, 7b, bolted, 2004, by Jonas Feuerstein; the Schrammsteine,
  VIIIa, unbolted, 1961, by Friedrich Wenzel; told apart by crag, grade and date), and the climber Marc Siurana put
  up routes at Margalef, none at Siurana;
- `airships`: a Wikidata-style corner of airships (fictional airships, builders, hangars and crews in real towns and
  countries) under the real Wikidata namespaces (`wd:Q993705`, `wdt:`, `p:` / `ps:` / `pq:`, statement nodes typed
  `wikibase:Statement` with a `wikibase:rank`), no rdf:type on items (typed by P31 only; classes linked by P279: rigid,
  semi-rigid and non-rigid airship ⊂ airship ⊂ aircraft; business ⊂ organization); property entities carry
  `rdfs:label`@en, `schema:description`, `skos:altLabel` aliases and the wikibase links; items are named by
  `rdfs:label`@en plus @de / @it / @nb / @fr where they have one ("Zeppelinhalle Löwental", "Luftschiffbau Brenner
  GmbH", "Norsk Aero Klubb") with `schema:description`@en and aliases ("blimp", "ZR-4", "HMA R41", "Hangar One");
  airships have P176 manufacturer, P287 designed by (not all), P495 country of origin, P606 first flight (a day), P730
  service retirement (a year), P2043 length and P2234 volume (xsd:decimal), P504 home port (a hangar with P131, P17,
  P571 and its own P2043), P137 operator statements with P580 / P582 (all truthy where none is current; where one is
  current it alone is preferred and truthy), P1029 crew statements qualified by P2868 subject has role (captain,
  navigator) and P580, P793 significant events qualified by P585 point in time and P276 location, and one P138 named
  after; builders have P159 headquarters, P571 inception and (some) P112 founded by, operators P17 or P159; people have
  P106, P19, P27 and P569 / P570 (years, or a full date for Edith Marlowe); two airships are both labelled "Aurora" (a
  German rigid airship of 1913 by Luftschiffbau Brenner and a British blimp of 1995 by the Bedford Aeronautical Company;
  told apart by descriptions, P176, P495 and P31), and the captain Harold Cardington commanded the USS Monadnock out of
  Lakehurst, while the airships based at Cardington are others.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (295 SPARQL checks run with pyoxigraph over the five KGs: one per question,
made-up question and pseudo graph, the unanswerable and made-up ones checked for the absence of the fact or the
name; plus 94 more: 19 on shared names, ranks, truthy claims, hierarchies and the traps, 15 that the entity of each
unanswerable question exists, and 60 that each pseudo graph's names are names in its KG and its relation words are
not the KG's predicate names or property labels). "right" = the top answer is gold; an empty gold set means the KG
cannot answer and the right behaviour is no answer (three per KG, each about an entity the KG has, asking for
something it does not record: restoration costs, owners, coordinates, costumes, durations, directors, prices,
nutrition, retailers, bolt counts, approach times, sponsors, passenger capacities, speeds, building costs). Made-up
questions (six per KG) name entities that do not exist (invented, or real names recombined or altered) and must not
be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their own, not the KG's
predicate names or property labels.

    python bench/unseen_ag.py [--json]
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

# ---- sundials (a sundial survey with no labels: slugs in five styles, dials under a per-town path so two dials share
# ---- a last segment, percent-encoded accents and apostrophes, OWL declarations, two class hierarchies) -------------
SD = "https://sundial-survey.example.org/"
SDV = SD + "def/"
GOERLITZ, HALL, NUERNBERG, VERAN = "G%C3%B6rlitz", "Schw%C3%A4bisch_Hall", "N%C3%BCrnberg", "Saint-V%C3%A9ran"
HOELZL = "ulrich.h%C3%B6lzl"
S_RATHAUS_G, S_PETERS, S_RATHAUS_H = "rathaus-g%C3%B6rlitz", "peterskirche-g%C3%B6rlitz", "rathaus-schw%C3%A4bisch-hall"
S_LORENZ, S_HOTEL_DIEU = "st-lorenz-n%C3%BCrnberg", "h%C3%B4tel-dieu-de-beaune"
S_EGLISE = "%C3%A9glise-de-saint-v%C3%A9ran"
D_RATHAUS_G, D_RATHAUS_H = "goerlitz/Sonnenuhr-am-Rathaus", "schwaebisch-hall/Sonnenuhr-am-Rathaus"
D_PETERS, D_LORENZ = "goerlitz/Sonnenuhr-an-der-Peterskirche", "nuernberg/Mittagslinie-von-St-Lorenz"
D_HOTEL_DIEU = "beaune/Cadran-Solaire-de-l%27H%C3%B4tel-Dieu"
D_EGLISE, D_FAURE = "saint-veran/Cadran-Solaire-de-l%27%C3%89glise", "saint-veran/Cadran-Solaire-de-la-Maison-Faure"
D_CLOCHER, D_AOSTA = "saint-veran/Cadran-Solaire-du-Clocher", "aosta/Orologio-Solare-della-Cattedrale"
D_COLLEGIO, D_ORTO = "bologna/Meridiana-del-Collegio", "bologna/Orologio-Solare-dell%27Orto-Botanico"
D_CATEDRAL, D_ARMILAR = "salamanca/Reloj-de-Sol-de-la-Catedral-Nueva", "salamanca/Reloj-de-Sol-Armilar-del-Colegio"
D_GROTE_KERK, D_FELLOWS = "haarlem/Zonnewijzer-van-de-Grote-Kerk", "oxford/Fellows-Garden-Dial"
D_FEN_COURT, D_MASS_DIAL = "cambridge/Fen-Court-Armillary", "cambridge/St-Benets-Mass-Dial"
SD_CLASSES = {"Sundial": None, "PlanarDial": "Sundial", "HorizontalDial": "PlanarDial", "VerticalDial": "PlanarDial",
              "DecliningVerticalDial": "VerticalDial", "MassDial": "VerticalDial", "Meridian": "Sundial",
              "ArmillaryDial": "Sundial", "Site": None, "Church": "Site", "Cathedral": "Church", "TownHall": "Site",
              "Hospice": "Site", "House": "Site", "College": "Site", "Garden": "Site", "Diallist": None,
              "Town": None, "Country": None, "Material": None}  # class: superclass
# property: (domain, range: a class for object properties, an XSD datatype otherwise)
SD_PROPERTIES = {"hasMaker": ("Sundial", "Diallist"), "hasSite": ("Sundial", "Site"), "hasTown": ("Site", "Town"),
                 "hasCountry": ("Town", "Country"), "hasMaterial": ("Sundial", "Material"),
                 "hasBirthplace": ("Diallist", "Town"), "yearMade": ("Sundial", "gYear"),
                 "gnomonLengthCm": ("Sundial", "decimal"), "hourLineCount": ("Sundial", "integer"),
                 "lineLengthM": ("Meridian", "decimal"), "showsEquationOfTime": ("Sundial", "boolean"),
                 "motto": ("Sundial", "string"), "lastRestored": ("Sundial", "date"),
                 "birthYear": ("Diallist", "gYear"), "deathYear": ("Diallist", "gYear")}
SD_COUNTRIES = ["germany", "france", "italy", "spain", "netherlands", "united-kingdom"]
SD_TOWNS = {GOERLITZ: "germany", HALL: "germany", NUERNBERG: "germany", "Beaune": "france", VERAN: "france",
            "Lyon": "france", "Grenoble": "france", "Bologna": "italy", "Aosta": "italy", "Salamanca": "spain",
            "Haarlem": "netherlands", "Oxford": "united-kingdom", "Cambridge": "united-kingdom"}  # town: country
SD_MATERIALS = ["sandstone", "painted-plaster", "bronze", "marble", "slate", "brass", "limestone"]
SD_SITES = {S_RATHAUS_G: ("TownHall", GOERLITZ), S_PETERS: ("Church", GOERLITZ), S_RATHAUS_H: ("TownHall", HALL),
            S_LORENZ: ("Church", NUERNBERG), S_HOTEL_DIEU: ("Hospice", "Beaune"), S_EGLISE: ("Church", VERAN),
            "maison-faure": ("House", VERAN), "cattedrale-di-aosta": ("Cathedral", "Aosta"),
            "collegio-dei-nobili": ("College", "Bologna"), "orto-botanico-di-bologna": ("Garden", "Bologna"),
            "catedral-nueva-de-salamanca": ("Cathedral", "Salamanca"),
            "colegio-del-arzobispo": ("College", "Salamanca"), "grote-kerk-haarlem": ("Church", "Haarlem"),
            "st-aldwyn-college": ("College", "Oxford"), "fen-court-garden": ("Garden", "Cambridge"),
            "st-benets-church": ("Church", "Cambridge")}  # site: (class, town)
SD_DIALLISTS = {"johann.kessler": ("1648", "1712", NUERNBERG), HOELZL: ("1955", None, HALL),
                "henri.morel": ("1788", "1851", "Lyon"), "jean-baptiste.roux": ("1812", "1879", VERAN),
                "claude.beaune": ("1721", "1790", "Grenoble"), "giacomo.ferraris": ("1690", "1754", "Bologna"),
                "marta.ferrer": ("1952", None, "Salamanca"), "pieter.van.der.zande": ("1602", "1667", "Haarlem"),
                "thomas.whitcombe": ("1710", "1779", "Oxford")}  # diallist: (born, died or None, birthplace)
# dial ("town-path/Name"): (class, site, maker or None, made, material, gnomon cm or None, hour lines or None,
#                          meridian line m or None, shows the equation of time, motto or None, last restored or None)
SD_DIALS = {
    D_RATHAUS_G: ("VerticalDial", S_RATHAUS_G, "johann.kessler", "1684", "sandstone", "62", 12, None, False,
                  "Sine sole sileo", "2019-07-08"),
    D_RATHAUS_H: ("DecliningVerticalDial", S_RATHAUS_H, HOELZL, "1998", "painted-plaster", "45", 11, None, True, None,
                  None),
    D_PETERS: ("VerticalDial", S_PETERS, "johann.kessler", "1701", "sandstone", "80", 12, None, False,
               "Vulnerant omnes, ultima necat", "2011-05-20"),
    D_LORENZ: ("Meridian", S_LORENZ, "johann.kessler", "1690", "bronze", None, None, "14.6", False, None, "1999-11-23"),
    D_HOTEL_DIEU: ("VerticalDial", S_HOTEL_DIEU, "henri.morel", "1826", "painted-plaster", "55", 10, None, False,
                   "Ultima latet", "2015-09-14"),
    D_EGLISE: ("VerticalDial", S_EGLISE, "jean-baptiste.roux", "1847", "painted-plaster", "38", 9, None, False,
               "Dum spectas fugio", "2008-08-02"),
    D_FAURE: ("DecliningVerticalDial", "maison-faure", "jean-baptiste.roux", "1852", "painted-plaster", "30", 8, None,
              False, "Lux umbra dei", None),
    D_CLOCHER: ("DecliningVerticalDial", S_EGLISE, "claude.beaune", "1768", "painted-plaster", "34", 9, None, False,
                "Ultima forsan", "2020-06-30"),
    D_AOSTA: ("VerticalDial", "cattedrale-di-aosta", "claude.beaune", "1774", "marble", "70", 12, None, True,
              "Horas non numero nisi serenas", "2017-04-11"),
    D_COLLEGIO: ("Meridian", "collegio-dei-nobili", "giacomo.ferraris", "1736", "marble", None, None, "27.8", True,
                 None, "2004-10-05"),
    D_ORTO: ("HorizontalDial", "orto-botanico-di-bologna", "giacomo.ferraris", "1742", "bronze", "24", 13, None, False,
             None, None),
    D_CATEDRAL: ("VerticalDial", "catedral-nueva-de-salamanca", None, "1733", "sandstone", "95", 12, None, False, None,
                 "2012-03-27"),
    D_ARMILAR: ("ArmillaryDial", "colegio-del-arzobispo", "marta.ferrer", "2003", "bronze", "110", 12, None, True,
                "Tempus fugit", None),
    D_GROTE_KERK: ("VerticalDial", "grote-kerk-haarlem", "pieter.van.der.zande", "1638", "slate", "58", 11, None,
                   False, "Vita umbra", "2016-08-17"),
    D_FELLOWS: ("HorizontalDial", "st-aldwyn-college", "thomas.whitcombe", "1751", "brass", "18.5", 15, None, True,
                "Transit umbra, lux permanet", "2021-02-09"),
    D_FEN_COURT: ("ArmillaryDial", "fen-court-garden", "thomas.whitcombe", "1769", "bronze", "64", 12, None, False,
                  None, None),
    D_MASS_DIAL: ("MassDial", "st-benets-church", None, "1150", "limestone", None, 8, None, False, None, None),
}


def _sd(kind: str, *names: str) -> set[str]:
    return {f"{SD}{kind}/{n}" for n in names}


def sundials_kg() -> str:
    """N-Triples of the sundial survey (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{SD}{kind}/{name}", RDF_TYPE, SDV + cls)
        return f"{SD}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, SDV + p, f"{SD}{kind}/{name}")

    g.add(SD + "def", RDF_TYPE, OWL + "Ontology")
    for cls, sup in SD_CLASSES.items():
        g.add(SDV + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(SDV + cls, RDFS + "subClassOf", SDV + sup)
    for prop, (domain, rng) in SD_PROPERTIES.items():
        is_object = rng in SD_CLASSES
        g.add(SDV + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(SDV + prop, RDFS + "domain", SDV + domain)
        g.add(SDV + prop, RDFS + "range", (SDV if is_object else XSD) + rng)
    for name in SD_COUNTRIES:
        typed("country", name, "Country")
    for name, country in SD_TOWNS.items():
        rel(typed("town", name, "Town"), "hasCountry", "country", country)
    for name in SD_MATERIALS:
        typed("material", name, "Material")
    for name, (cls, town) in SD_SITES.items():
        rel(typed("site", name, cls), "hasTown", "town", town)
    for name, (born, died, birthplace) in SD_DIALLISTS.items():
        d = typed("diallist", name, "Diallist")
        g.add(d, SDV + "birthYear", _typed(born, "gYear")), rel(d, "hasBirthplace", "town", birthplace)
        if died:
            g.add(d, SDV + "deathYear", _typed(died, "gYear"))
    for name, fields in SD_DIALS.items():
        cls, site, maker, made, material, gnomon, hours, line, equation, motto, restored = fields
        s = typed("dial", name, cls)
        rel(s, "hasSite", "site", site), rel(s, "hasMaterial", "material", material)
        if maker:
            rel(s, "hasMaker", "diallist", maker)
        g.add(s, SDV + "yearMade", _typed(made, "gYear"))
        if gnomon:
            g.add(s, SDV + "gnomonLengthCm", _typed(gnomon, "decimal"))
        if hours:
            g.add(s, SDV + "hourLineCount", _typed(hours, "integer"))
        if line:
            g.add(s, SDV + "lineLengthM", _typed(line, "decimal"))
        g.add(s, SDV + "showsEquationOfTime", _bool(equation))
        if motto:
            g.add(s, SDV + "motto", _lit(motto))
        if restored:
            g.add(s, SDV + "lastRestored", _typed(restored, "date"))
    return g.text()


SUNDIALS_QUESTIONS = [
    ("Who made the sundial on the town hall in Görlitz?", _sd("diallist", "johann.kessler")),
    ("Which sundials did Johann Kessler make?", _sd("dial", D_RATHAUS_G, D_PETERS, D_LORENZ)),
    ("Which sundials are on the church in Saint-Véran?", _sd("dial", D_EGLISE, D_CLOCHER)),
    ("What is the Sonnenuhr am Rathaus in Schwäbisch Hall made of?", _sd("material", "painted-plaster")),
    ("Which sundials are made of bronze?", _sd("dial", D_LORENZ, D_ORTO, D_ARMILAR, D_FEN_COURT)),
    ("What motto is written on the Zonnewijzer van de Grote Kerk?", {"Vita umbra"}),
    ("Which sundial bears the motto Tempus fugit?", _sd("dial", D_ARMILAR)),
    ("How long is the gnomon of the Fellows Garden Dial?", {"18.5"}),
    ("How many hour lines does the Orologio Solare dell'Orto Botanico have?", {"13"}),
    ("How long is the Meridiana del Collegio?", {"27.8"}),
    ("Does the Orologio Solare della Cattedrale show the equation of time?", {"true"}),
    ("Which sundials correct for the equation of time?", _sd("dial", D_RATHAUS_H, D_AOSTA, D_COLLEGIO, D_ARMILAR,
                                                              D_FELLOWS)),
    ("When was the Cadran Solaire de la Maison Faure painted?", {"1852"}),
    ("When was the Cadran Solaire de l'Hôtel-Dieu last restored?", {"2015-09-14"}),
    ("Which sundials are meridian lines?", _sd("dial", D_LORENZ, D_COLLEGIO)),
    ("Which vertical sundials are there?", _sd("dial", D_RATHAUS_G, D_RATHAUS_H, D_PETERS, D_HOTEL_DIEU, D_EGLISE,
                                               D_FAURE, D_CLOCHER, D_AOSTA, D_CATEDRAL, D_GROTE_KERK, D_MASS_DIAL)),
    ("What kind of sundial is the Cadran Solaire du Clocher?", {SDV + "DecliningVerticalDial"}),
    ("Which sundials are armillary spheres?", _sd("dial", D_ARMILAR, D_FEN_COURT)),
    ("On which building is the Cadran Solaire du Clocher?", _sd("site", S_EGLISE)),
    ("In which town is the Colegio del Arzobispo?", _sd("town", "Salamanca")),
    ("Which sundials are in Bologna?", _sd("dial", D_COLLEGIO, D_ORTO)),
    ("Which sundials are there in Beaune?", _sd("dial", D_HOTEL_DIEU)),
    ("Which sundials did Claude Beaune make?", _sd("dial", D_CLOCHER, D_AOSTA)),
    ("Where was Claude Beaune born?", _sd("town", "Grenoble")),
    ("When did Pieter van der Zande die?", {"1667"}),
    ("Which is the oldest sundial?", _sd("dial", D_MASS_DIAL)),
    ("Which sundial has the longest gnomon?", _sd("dial", D_ARMILAR)),
    ("Which sundials were made after 1900?", _sd("dial", D_RATHAUS_H, D_ARMILAR)),
    ("How many sundials are there in Saint-Véran?", {"3"}),
    ("How many sundials did Thomas Whitcombe make?", {"2"}),
    ("In which country is the Zonnewijzer van de Grote Kerk?", _sd("country", "netherlands")),
    ("Which sundials are in Germany?", _sd("dial", D_RATHAUS_G, D_RATHAUS_H, D_PETERS, D_LORENZ)),
    ("Who made the sundials in the Orto Botanico di Bologna?", _sd("diallist", "giacomo.ferraris")),
    ("Where was the maker of the Fellows Garden Dial born?", _sd("town", "Oxford")),
    ("Which sundials are in colleges?", _sd("dial", D_COLLEGIO, D_ARMILAR, D_FELLOWS)),
    ("When was the Sonnenuhr am Rathaus in Görlitz made?", {"1684"}),
    ("what motto does the sonnenuhr an der peterskirche have", {"Vulnerant omnes, ultima necat"}),
    ("Who made the Reloj de Sol Armilar del Collegio?", _sd("diallist", "marta.ferrer")),  # misspelt: Colegio
    ("How much did the last restoration of the Cadran Solaire de l'Hôtel-Dieu cost?", set()),  # no costs
    ("Who owns the Maison Faure?", set()),  # no owners
    ("At what latitude is the Meridiana del Collegio?", set()),  # no coordinates
]
SUNDIALS_MADE_UP = ["Who made the Sonnenuhr am Marktplatz?", "When was the Meridiana di San Gregorio made?",
                    "Where was Claude Ferraris born?", "What motto is on the Zonnewijzer van de Nieuwe Kerk?",
                    "Which sundials are at St Aldwyn's Cathedral?",
                    "How many hour lines does the Reloj de Sol de la Plaza Mayor have?"]
SUNDIALS_GRAPHS = [
    ('[("Meridiana del Collegio", "built by", ?x)]', _sd("diallist", "giacomo.ferraris")),
    ('[("Zonnewijzer van de Grote Kerk", "year built", ?x)]', {"1638"}),
    ('[(?x, "built by", "Jean-Baptiste Roux")]', _sd("dial", D_EGLISE, D_FAURE)),
    ('[("Fellows Garden Dial", "inscription", ?x)]', {"Transit umbra, lux permanet"}),
    ('[("Thomas Whitcombe", "year of death", ?x)]', {"1779"}),
    ('[(?x, "made of", "slate")]', _sd("dial", D_GROTE_KERK)),
    ('[("Cadran Solaire de la Maison Faure", "built by", ?m), (?m, "native town", ?x)]', _sd("town", VERAN)),
    ('[("Fen Court Armillary", "located at", ?s), (?s, "municipality", ?x)]', _sd("town", "Cambridge")),
    ('[(?d, "built by", "Johann Kessler"), (?d, "year built", ?x)]', {"1684", "1701", "1690"}),
    ('[(?d, "located at", "Église de Saint-Véran"), (?d, "inscription", ?x)]', {"Dum spectas fugio", "Ultima forsan"}),
    ('[("Orologio Solare della Cattedrale", "built by", ?m), (?m, "year of birth", ?x)]', {"1721"}),
    ('[("Colegio del Arzobispo", "municipality", ?t), (?t, "nation", ?x)]', _sd("country", "spain")),
]

# ---- folkdances (SKOS: opaque numeric IRIs, prefLabels in Hungarian, Romanian, Hebrew, Russian, Bulgarian, Georgian,
# ---- Czech and Polish, some things named ONLY in another language with an English altLabel, dances themselves in a
# ---- skos:broader tree under dance types, German property names labelled in English) --------------------------------
FD = "https://folkdance-thesaurus.example.org/"
FDT, FDE, FDK = FD + "thes/", FD + "eigenschaft/", FD + "klasse/"
# property: (English label, German label, object property?)
FD_PROPERTIES = {"herkunftsregion": ("region of origin", "Herkunftsregion", True),
                 "liegtIn": ("located in", "liegt in", True), "taktart": ("time signature", "Taktart", False),
                 "erstmalsBelegt": ("first documented", "erstmals belegt", False),
                 "tempoBpm": ("tempo (bpm)", "Tempo (Schläge pro Minute)", False),
                 "mitGesang": ("danced to singing", "mit Gesang", False),
                 "gesammeltVon": ("collected by", "gesammelt von", True),
                 "sammeljahr": ("year collected", "Sammeljahr", False),
                 "begleitinstrument": ("accompanying instrument", "Begleitinstrument", True),
                 "kulturerbe": ("on the UNESCO intangible cultural heritage list", "immaterielles Kulturerbe", False),
                 "repertoire": ("has in its repertoire", "Repertoire", True), "sitz": ("based in", "Sitz", True),
                 "gruendungsjahr": ("year founded", "Gründungsjahr", False),
                 "mitgliederzahl": ("number of members", "Mitgliederzahl", False),
                 "geburtsjahr": ("year of birth", "Geburtsjahr", False),
                 "geburtsort": ("place of birth", "Geburtsort", True),
                 "staatsangehoerigkeit": ("nationality", "Staatsangehörigkeit", True)}
FD_CLASSES = {"Tanz": ("dance", "Tanz"), "Tanzart": ("dance type", "Tanzart"), "Land": ("country", "Land"),
              "Region": ("region", "Region"), "Stadt": ("city", "Stadt"), "Person": ("person", "Person"),
              "Ensemble": ("ensemble", "Ensemble"), "Instrument": ("musical instrument", "Musikinstrument")}
# concept: ({language: prefLabel}, English altLabels, …)
FD_TYPES = {
    "10001": ({"en": "folk dance", "de": "Volkstanz", "fr": "danse folklorique", "hu": "néptánc"},
              ["traditional dance"], None),
    "10002": ({"en": "circle dance", "de": "Kreistanz", "fr": "danse en cercle"}, ["round dance", "ring dance"],
              "10001"),
    "10003": ({"en": "open-circle dance", "de": "offener Kreistanz"}, ["line dance", "chain dance"], "10002"),
    "10004": ({"en": "couple dance", "de": "Paartanz", "fr": "danse de couple"}, ["partner dance"], "10001"),
    "10005": ({"en": "turning couple dance", "de": "Drehtanz"}, ["turning dance"], "10004"),
    "10006": ({"en": "men's dance", "de": "Männertanz"}, ["male dance"], "10001"),
    "10007": ({"en": "ritual dance", "de": "Ritualtanz"}, ["ceremonial dance", "war dance"], "10001"),
}  # dance type: (labels, aliases, broader)
FD_COUNTRIES = {"30001": ({"en": "Hungary", "hu": "Magyarország"}, []),
                "30002": ({"en": "Romania", "ro": "România", "hu": "Románia"}, []),
                "30003": ({"en": "Israel", "he": "ישראל"}, []),
                "30004": ({"en": "Russia", "ru": "Россия"}, ["Russian Federation"]),
                "30005": ({"en": "Bulgaria", "bg": "България"}, []),
                "30006": ({"en": "Georgia", "ka": "საქართველო"}, ["Sakartvelo"]),
                "30007": ({"en": "Czechia", "cs": "Česko"}, ["Czech Republic"]),
                "30008": ({"en": "Poland", "pl": "Polska"}, [])}
FD_REGIONS = {"31001": ({"en": "Great Hungarian Plain", "hu": "Alföld"}, ["Alföld", "Alfold"], "30001"),
              "31002": ({"en": "Transylvania", "ro": "Transilvania", "hu": "Erdély"}, [], "30002"),
              "31003": ({"en": "Oltenia", "ro": "Oltenia"}, [], "30002"),
              "31004": ({"en": "Galilee", "he": "הגליל"}, [], "30003"),
              "31005": ({"en": "Vologda Oblast", "ru": "Вологодская область"}, ["Vologda region"], "30004"),
              "31006": ({"en": "Thrace", "bg": "Тракия"}, [], "30005"),
              "31007": ({"en": "Adjara", "ka": "აჭარა"}, ["Ajaria"], "30006"),
              "31008": ({"en": "Bohemia", "cs": "Čechy"}, [], "30007"),
              "31009": ({"en": "Podhale", "pl": "Podhale"}, [], "30008"),
              "31010": ({"en": "Masovia", "pl": "Mazowsze"}, ["Mazovia"], "30008")}  # region: (…, country)
FD_CITIES = {"32001": ({"en": "Budapest", "hu": "Budapest"}, [], "30001"),
             "32002": ({"en": "Szeged", "hu": "Szeged"}, [], "30001"),
             "32003": ({"en": "Cluj-Napoca", "ro": "Cluj-Napoca", "hu": "Kolozsvár"}, ["Cluj", "Kolozsvar"], "30002"),
             "32004": ({"en": "Craiova", "ro": "Craiova"}, [], "30002"),
             "32005": ({"en": "Tel Aviv", "he": "תל אביב"}, ["Tel Aviv-Yafo"], "30003"),
             "32006": ({"en": "Kraków", "pl": "Kraków"}, ["Krakow", "Cracow"], "30008"),
             "32007": ({"en": "Moscow", "ru": "Москва"}, [], "30004"),
             "32008": ({"en": "Plovdiv", "bg": "Пловдив"}, [], "30005"),
             "32009": ({"en": "Batumi", "ka": "ბათუმი"}, [], "30006"),
             "32010": ({"en": "Prague", "cs": "Praha"}, [], "30007"),
             "32011": ({"en": "Zakopane", "pl": "Zakopane"}, [], "30008")}  # city: (…, country)
FD_PEOPLE = {"40001": ({"en": "Ilona Szeged", "hu": "Szeged Ilona"}, [], "1921", "32001", "30001"),
             "40002": ({"en": "Lajos Kerényi", "hu": "Kerényi Lajos"}, ["Lajos Kerenyi"], "1897", "32003", "30001"),
             "40003": ({"en": "Constantin Brăileanu", "ro": "Constantin Brăileanu"}, ["Constantin Braileanu"], "1903",
                       "32004", "30002"),
             "40004": ({"en": "Rivka Adler", "he": "רבקה אדלר"}, [], "1914", "32006", "30003"),
             "40005": ({"en": "Nadezhda Zorina", "ru": "Надежда Зорина"}, [], "1908", "32007", "30004"),
             "40006": ({"en": "Stoyan Dzhambazov", "bg": "Стоян Джамбазов"}, [], "1931", "32008", "30005"),
             "40007": ({"en": "Tamaz Beridze", "ka": "თამაზ ბერიძე"}, [], "1940", "32009", "30006"),
             "40008": ({"en": "Zdeňka Horáková", "cs": "Zdeňka Horáková"}, ["Zdenka Horakova"], "1926", "32010",
                       "30007"),
             "40009": ({"en": "Jan Sadowski", "pl": "Jan Sadowski"}, [], "1935", "32011",
                       "30008")}  # collector: (labels, aliases, born, birthplace, nationality)
FD_INSTRUMENTS = {"60001": ({"en": "violin", "hu": "hegedű", "ro": "vioară", "pl": "skrzypce"}, ["fiddle"]),
                  "60002": ({"en": "cimbalom", "hu": "cimbalom"}, ["hammered dulcimer"]),
                  "60003": ({"en": "accordion", "ru": "аккордеон", "he": "אקורדיון"}, []),
                  "60004": ({"en": "gaida", "bg": "гайда"}, ["bagpipe", "Bulgarian bagpipe"]),
                  "60005": ({"en": "doli", "ka": "დოლი"}, ["Georgian drum"]),
                  "60006": ({"en": "balalaika", "ru": "балалайка"}, [])}
# dance: (labels, aliases, definition or None, broader type, region, time signature, first documented, tempo bpm,
#         danced to singing, collector, year collected, instruments, on the UNESCO list)
FD_DANCES = {
    "20001": ({"en": "Csárdás", "hu": "Csárdás"}, ["Czardas", "Csardas"], None, "10004", "31001", "2/4", "1835", 132,
              False, "40002", "1936", ["60001", "60002"], False),
    "20002": ({"en": "Verbunkos", "hu": "Verbunkos"}, ["Recruiting Dance"], None, "10006", "31001", "2/4", "1780", 96,
              False, "40001", "1952", ["60001", "60002"], False),
    "20003": ({"hu": "Legényes"}, ["Lad's Dance"], None, "10006", "31002", "2/4", "1890", 120, False, "40002", "1938",
              ["60001"], False),
    "20004": ({"en": "Hora", "ro": "Hora"}, [],
              "Romanian round dance of village festivities, danced in a closed circle", "10002", "31003", "6/8", "1780",
              108, True, "40003", "1934", ["60001", "60003"], False),
    "20005": ({"en": "Hora", "he": "הורה"}, [], "Israeli circle dance of the kibbutz movement, danced to songs in 4/4",
              "10002", "31004", "4/4", "1924", 126, True, "40004", "1944", ["60003"], False),
    "20006": ({"en": "Căluș", "ro": "Călușul"}, ["Calus", "Căluşari dance"], None, "10007", "31003", "2/4", "1599", 140,
              False, "40003", "1937", ["60001"], True),
    "20007": ({"en": "Sârba", "ro": "Sârba"}, ["Sirba"], None, "10003", "31003", "2/4", "1870", 152, False, "40003",
              "1935", ["60001", "60003"], False),
    "20008": ({"en": "Khorovod", "ru": "Хоровод"}, [], None, "10002", "31005", "2/4", "1620", 84, True, "40005", "1927",
              ["60006"], False),
    "20009": ({"en": "Barynya", "ru": "Барыня"}, ["The Lady"], None, "10004", "31005", "2/4", "1810", 144, True,
              "40005", "1929", ["60006", "60003"], False),
    "20010": ({"bg": "Ръченица"}, ["Rachenitsa", "Ruchenitsa"], None, "10004", "31006", "7/8", "1860", 168, False,
              "40006", "1958", ["60004"], False),
    "20011": ({"en": "Paydushko", "bg": "Пайдушко"}, ["Paidushko"], None, "10003", "31006", "5/8", "1880", 112, False,
              "40006", "1961", ["60004"], False),
    "20012": ({"ka": "ხორუმი"}, ["Khorumi"], None, "10007", "31007", "6/8", "1890", 100, False, "40007", "1968",
              ["60005"], False),
    "20013": ({"cs": "Sousedská"}, ["Neighbours' Dance"], None, "10005", "31008", "3/4", "1790", 88, True, "40008",
              "1954", ["60001"], False),
    "20014": ({"en": "Furiant", "cs": "Furiant"}, [], None, "10005", "31008", "3/4", "1820", 176, False, "40008",
              "1955", ["60001"], False),
    "20015": ({"en": "Brigands' Dance", "pl": "Taniec zbójnicki"}, ["Zbójnicki", "Zbojnicki"], None, "10006", "31009",
              "2/4", "1840", 138, False, "40009", "1962", ["60001"], False),
    "20016": ({"en": "Oberek", "pl": "Oberek"}, ["Obertas"], None, "10005", "31010", "3/8", "1700", 184, False, "40009",
              "1964", ["60001", "60003"], False),
}
# ensemble: (labels, aliases, based in, founded, members, repertoire)
FD_ENSEMBLES = {
    "50001": ({"en": "Tisza Folk Ensemble", "hu": "Tisza Néptáncegyüttes"}, [], "32002", "1957", 38,
              ["20001", "20003"]),
    "50002": ({"en": "Budapest Folk Dance Company", "hu": "Budapesti Néptánc Társulat"}, [], "32001", "1951", 64,
              ["20001", "20002"]),
    "50003": ({"ru": "Ансамбль «Ладога»"}, ["Ladoga Ensemble"], "32007", "1948", 52, ["20008", "20009"]),
    "50004": ({"en": "Trakia Ensemble", "bg": "Ансамбъл „Тракия“"}, [], "32008", "1974", 45, ["20010", "20011"]),
    "50005": ({"en": "Black Sea Dance Company"}, [], "32009", "1986", 30, ["20012"]),
    "50006": ({"en": "Someș Ensemble", "ro": "Ansamblul Someșul"}, ["Somes Ensemble"], "32003", "1953", 41,
              ["20004", "20006", "20007"]),
    "50007": ({"en": "Galilee Dance Troupe", "he": "להקת המחול של הגליל"}, [], "32005", "1960", 26, ["20005"]),
    "50008": ({"en": "Podhale Highlanders Ensemble", "pl": "Zespół Górali Podhalańskich"}, [], "32011", "1946", 33,
              ["20015", "20016"]),
}
FD_TABLES = (FD_TYPES, FD_COUNTRIES, FD_REGIONS, FD_CITIES, FD_PEOPLE, FD_INSTRUMENTS, FD_DANCES, FD_ENSEMBLES)


def _fd(*codes: str) -> set[str]:
    return {FDT + c for c in codes}


def _fde(code: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    table = next(t for t in FD_TABLES if code in t)
    return _fd(code) | set(table[code][0].values()) | set(table[code][1])


def folkdances_kg() -> str:
    """N-Triples of the folk-dance thesaurus (SKOS, German property names labelled in English)."""
    g = Graph()

    def concept(code: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(FDT + code, RDF_TYPE, SKOS + "Concept"), g.add(FDT + code, RDF_TYPE, FDK + cls)
        for lang, label in labels.items():
            g.add(FDT + code, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(FDT + code, SKOS + "altLabel", _lit(alias, "en"))
        return FDT + code

    def rel(s: str, p: str, code: str) -> None:
        g.add(s, FDE + p, FDT + code)

    for cls, (en, de) in FD_CLASSES.items():
        g.add(FDK + cls, RDF_TYPE, RDFS + "Class")
        g.add(FDK + cls, RDFS + "label", _lit(en, "en")), g.add(FDK + cls, RDFS + "label", _lit(de, "de"))
    for prop, (en, de, is_object) in FD_PROPERTIES.items():
        g.add(FDE + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(FDE + prop, RDFS + "label", _lit(en, "en")), g.add(FDE + prop, RDFS + "label", _lit(de, "de"))
    scheme = FDT + "volkstanz"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme")
    g.add(scheme, SKOS + "prefLabel", _lit("Folk dance thesaurus", "en"))
    g.add(scheme, SKOS + "prefLabel", _lit("Volkstanz-Thesaurus", "de"))
    for code, (labels, aliases, broader) in FD_TYPES.items():
        t = concept(code, "Tanzart", labels, aliases)
        g.add(t, SKOS + "inScheme", scheme)
        if broader:
            g.add(t, SKOS + "broader", FDT + broader)
        else:
            g.add(scheme, SKOS + "hasTopConcept", t), g.add(t, SKOS + "topConceptOf", scheme)
    for code, (labels, aliases) in FD_COUNTRIES.items():
        concept(code, "Land", labels, aliases)
    for code, (labels, aliases, country) in FD_REGIONS.items():
        rel(concept(code, "Region", labels, aliases), "liegtIn", country)
    for code, (labels, aliases, country) in FD_CITIES.items():
        rel(concept(code, "Stadt", labels, aliases), "liegtIn", country)
    for code, (labels, aliases, born, birthplace, nationality) in FD_PEOPLE.items():
        p = concept(code, "Person", labels, aliases)
        g.add(p, FDE + "geburtsjahr", _typed(born, "gYear"))
        rel(p, "geburtsort", birthplace), rel(p, "staatsangehoerigkeit", nationality)
    for code, (labels, aliases) in FD_INSTRUMENTS.items():
        concept(code, "Instrument", labels, aliases)
    for code, fields in FD_DANCES.items():
        (labels, aliases, definition, broader, region, meter, documented, tempo, sung, collector, collected,
         instruments, unesco) = fields
        d = concept(code, "Tanz", labels, aliases)
        g.add(d, SKOS + "inScheme", scheme), g.add(d, SKOS + "broader", FDT + broader)
        if definition:
            g.add(d, SKOS + "definition", _lit(definition, "en"))
        rel(d, "herkunftsregion", region), g.add(d, FDE + "taktart", _lit(meter))
        g.add(d, FDE + "erstmalsBelegt", _typed(documented, "gYear"))
        g.add(d, FDE + "tempoBpm", _typed(tempo, "integer")), g.add(d, FDE + "mitGesang", _bool(sung))
        rel(d, "gesammeltVon", collector), g.add(d, FDE + "sammeljahr", _typed(collected, "gYear"))
        for instrument in instruments:
            rel(d, "begleitinstrument", instrument)
        g.add(d, FDE + "kulturerbe", _bool(unesco))
    for code, (labels, aliases, city, founded, members, repertoire) in FD_ENSEMBLES.items():
        e = concept(code, "Ensemble", labels, aliases)
        rel(e, "sitz", city), g.add(e, FDE + "gruendungsjahr", _typed(founded, "gYear"))
        g.add(e, FDE + "mitgliederzahl", _typed(members, "integer"))
        for dance in repertoire:
            rel(e, "repertoire", dance)
    return g.text()


FOLKDANCES_QUESTIONS = [
    ("Who collected the Csárdás?", _fde("40002")),
    ("Which dances did Nadezhda Zorina collect?", _fd("20008", "20009")),
    ("Where does the Paydushko come from?", _fde("31006")),
    ("Which dances come from Oltenia?", _fd("20004", "20006", "20007")),
    ("What time signature is the Rachenitsa in?", {"7/8"}),
    ("Which dances are in 3/4 time?", _fd("20013", "20014")),
    ("When was the Verbunkos first documented?", {"1780"}),
    ("How fast is the Oberek?", {"184"}),
    ("Is the Khorovod danced to singing?", {"true"}),
    ("Which dance is on UNESCO's intangible heritage list?", _fde("20006")),
    ("Which instruments accompany the Csárdás?", _fd("60001", "60002")),
    ("Which dances are played on the bagpipe?", _fd("20010", "20011")),
    ("What kind of dance is the Furiant?", _fde("10005")),
    ("Which circle dances are there?", _fd("20004", "20005", "20007", "20008", "20011")),
    ("Which couple dances are there?", _fd("20001", "20009", "20010", "20013", "20014", "20016")),
    ("What is the Hungarian name of the Lad's Dance?", {"Legényes"}),
    ("What is the Brigands' Dance called in Polish?", {"Taniec zbójnicki"}),
    ("Where was Rivka Adler born?", _fde("32006")),
    ("What nationality is Tamaz Beridze?", _fde("30006")),
    ("Which ensembles are based in Szeged?", _fde("50001")),
    ("Which dances did Ilona Szeged collect?", _fde("20002")),
    ("When was the Ladoga Ensemble founded?", {"1948"}),
    ("How many members does the Trakia Ensemble have?", {"45"}),
    ("Which dances does the Podhale Highlanders Ensemble perform?", _fd("20015", "20016")),
    ("Which ensembles perform the Csárdás?", _fd("50001", "50002")),
    ("Which is the fastest dance?", _fde("20016")),
    ("Which is the oldest dance?", _fde("20006")),
    ("Which dances were first documented after 1850?", _fd("20003", "20005", "20007", "20010", "20011", "20012")),
    ("How many dances come from Bohemia?", {"2"}),
    ("How many dances did Constantin Brăileanu collect?", {"3"}),
    ("Which country does the Khorumi come from?", _fde("30006")),
    ("Which dances come from Romania?", _fd("20003", "20004", "20006", "20007")),
    ("Where was the collector of the Sousedská born?", _fde("32010")),
    ("In which city is the ensemble that dances the Khorumi based?", _fde("32009")),
    ("Where does the Israeli Hora come from?", _fde("31004")),
    ("Who collected the Romanian Hora?", _fde("40003")),
    ("which dances are played on the cimbalom", _fd("20001", "20002")),
    ("What time signature is the Furriant in?", {"3/4"}),  # misspelt: Furiant
    ("What costume is worn for the Căluș?", set()),  # no costumes
    ("How long does a Csárdás last?", set()),  # no durations
    ("Who is the artistic director of the Tisza Folk Ensemble?", set()),  # no directors
]
FOLKDANCES_MADE_UP = ["Who collected the Kolomyjka?", "Where does the Hora Staccato come from?",
                      "When was the Volga Ensemble founded?", "Where was Lajos Zorina born?",
                      "Which dances does the Danube Folk Ensemble perform?", "What time signature is the Krakowiak in?"]
FOLKDANCES_GRAPHS = [
    ('[("Sârba", "gathered by", ?x)]', _fde("40003")),
    ('[("Furiant", "beats per minute", ?x)]', {"176"}),
    ('[(?x, "home region", "Bohemia")]', _fd("20013", "20014")),
    ('[("Tisza Folk Ensemble", "founded in", ?x)]', {"1957"}),
    ('[("Jan Sadowski", "hometown", ?x)]', _fde("32011")),
    ('[(?x, "played with", "doli")]', _fde("20012")),
    ('[("Oberek", "gathered by", ?p), (?p, "birth year", ?x)]', {"1935"}),
    ('[("Legényes", "home region", ?r), (?r, "country", ?x)]', _fde("30002")),
    ('[(?d, "gathered by", "Lajos Kerényi"), (?d, "first recorded", ?x)]', {"1835", "1890"}),
    ('[("Budapest Folk Dance Company", "dances", ?d), (?d, "home region", ?x)]', _fde("31001")),
    ('[(?e, "dances", "Khorovod"), (?e, "troupe size", ?x)]', {"52"}),
    ('[("Rachenitsa", "gathered by", ?p), (?p, "citizen of", ?x)]', _fde("30005")),
]

# ---- chocolatiers (schema.org: numeric IRIs, schema:name with schema:alternateName, PropertyValue and
# ---- QuantitativeValue blank nodes for cacao content, vegan and weight, reviews with Rating nodes, a parent group,
# ---- two bars of the same name) ------------------------------------------------------------------------------------
CH = "https://bean-to-bar.example.com/"
CHV = CH + "vocab#"
CH_PLACES = {"1": ("Belgium", ["België", "Belgique"], None), "2": ("Switzerland", ["Schweiz", "Suisse"], None),
             "3": ("Italy", ["Italia"], None), "4": ("United Kingdom", ["UK"], None), "5": ("Japan", ["日本"], None),
             "6": ("Ecuador", [], None), "7": ("Madagascar", [], None), "8": ("Ghana", [], None),
             "9": ("Peru", ["Perú"], None), "10": ("Vietnam", ["Viet Nam"], None),
             "21": ("Brussels", ["Bruxelles", "Brussel"], "1"), "22": ("Bruges", ["Brugge"], "1"),
             "23": ("Zurich", ["Zürich"], "2"), "24": ("Turin", ["Torino"], "3"), "25": ("Modica", [], "3"),
             "26": ("York", [], "4"), "27": ("Kyoto", ["京都"], "5")}  # place: (name, alternates, country for cities)
# maker: (name, alternates, type, city, founded, founder or None, parent organisation or None, slogan or None)
CH_ORGS = {
    "210": ("Maison Verhaegen", ["Chocolaterie Verhaegen"], "Organization", "21", "1912", "71", "216",
            "Le goût de Bruxelles depuis 1912"),
    "211": ("Brugse Cacaohuis", ["Bruges Cocoa House"], "Organization", "22", "2009", "72", None, None),
    "212": ("Schokoladenwerk Limmat", ["Limmat Chocolate Works"], "Organization", "23", "1896", "73", "216",
            "Aus Zürich, seit 1896"),
    "213": ("Cioccolateria Sabauda", [], "Organization", "24", "1878", "74", None, None),
    "214": ("Dolceria San Giorgio", ["San Giorgio Confectionery"], "Organization", "25", "1932", "75", None,
            "Cioccolato lavorato a freddo"),
    "215": ("Ouse Valley Chocolate", [], "Organization", "26", "2016", "76", None,
            "Bean to bar in the heart of Yorkshire"),
    "216": ("Helvetia Cacao Group", ["Helvetia Cacao AG"], "Corporation", "23", "1998", None, None, None),
    "217": ("Kamo River Chocolate", ["Kamogawa Chocolate", "鴨川チョコレート"], "Organization", "27", "2014", "77", None,
            None),
}
# person: (name, alternates, birth date, birthplace, works for or None, job title or None)
CH_PEOPLE = {"71": ("Pieter Verhaegen", [], "1881-03-14", "21", None, None),
             "72": ("Lotte Claes", [], "1984-06-02", "22", None, None),
             "73": ("Heinrich Bosshard", [], "1859-11-30", "23", None, None),
             "74": ("Giulia Modica", [], "1851-02-08", "24", None, None),
             "75": ("Corrado Ragusa", [], "1899-09-21", "25", None, None),
             "76": ("Hannah Pike", [], "1988-12-17", "26", None, None),
             "77": ("Aiko Morimoto", ["森本愛子"], "1979-04-05", "27", None, None),
             "78": ("Mathilde Dubois", [], "1976-10-22", "22", "210", "head chocolatier"),
             "79": ("Felix Marchetti", [], "1969-01-30", "24", None, "food critic"),
             "80": ("Priya Nandakumar", [], "1990-07-08", "26", None, "chocolate reviewer")}
# bar: (name, alternates, description or None, maker, bean origin, released, cacao %, weight g, vegan, category,
#       award or None)
CH_PRODUCTS = {
    "5001": ("Grand Cru Madagascar", [], "70% single-origin dark bar by Maison Verhaegen of Brussels", "210", "7",
             "2019-10-01", "70", "100", True, "dark chocolate", "Gold, Academy of Fine Cacao Awards 2021"),
    "5002": ("Manon Praliné", ["Manon Praline"], None, "210", "8", "2015-03-20", "34", "120", False, "milk chocolate",
             None),
    "5003": ("Begijnhof Noir", [], None, "211", "9", "2012-09-15", "85", "80", True, "dark chocolate",
             "Silver, Salon du Cacao Bruxelles 2018"),
    "5004": ("Limmat Milch", ["Limmat Milk"], None, "212", "8", "1998-05-04", "38", "100", False, "milk chocolate",
             None),
    "5005": ("Gianduiotto Classico", [], None, "213", "6", "2001-11-11", "31", "250", False, "gianduja", None),
    "5006": ("Cioccolato di Modica alla Cannella", ["Modica Cinnamon Bar"], None, "214", "6", "2010-04-02", "55", "100",
             True, "dark chocolate", "Gold, Premio Cioccolato Siciliano 2016"),
    "5007": ("Ouse Valley 72", [], None, "215", "9", "2017-02-14", "72", "70", True, "dark chocolate", None),
    "5008": ("Yorkshire Oat Milk", [], None, "215", "10", "2021-09-09", "45", "70", True, "milk chocolate", None),
    "5009": ("Grand Cru Madagascar", [], "66% dark bar from Madagascar beans by Kamo River Chocolate of Kyoto", "217",
             "7", "2020-06-01", "66", "50", True, "dark chocolate", None),
    "5010": ("Matcha White", ["Uji Matcha White"], None, "217", "6", "2018-03-03", "28", "50", False, "white chocolate",
             None),
    "5011": ("Limmat Noir 60", [], None, "212", "6", "2005-08-22", "60", "100", True, "dark chocolate", None),
}
CH_REVIEWS = {"9001": ("5003", "79", "9.1", "2019-01-12"), "9002": ("5001", "79", "8.7", "2020-02-03"),
              "9003": ("5009", "80", "8.9", "2021-05-17"), "9004": ("5010", "80", "7.4", "2019-06-30"),
              "9005": ("5007", "80", "8.2", "2017-11-04"),
              "9006": ("5006", "79", "9.4", "2016-12-01")}  # review: (bar, reviewer, score out of 10, published)
CH_NAMES = {"place": CH_PLACES, "org": CH_ORGS, "person": CH_PEOPLE, "product": CH_PRODUCTS}


def _ch(kind: str, *keys: str) -> set[str]:
    return {f"{CH}{kind}/{k}" for k in keys}


def _che(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    row = CH_NAMES[kind][key]
    return _ch(kind, key) | {row[0]} | set(row[1])


def chocolatiers_kg() -> str:
    """N-Triples of the bean-to-bar chocolate guide (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{CH}{kind}/{key}"
        name, aliases = CH_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    def property_value(s: str, node: str, name: str, value: str, unit: str | None = None) -> None:
        g.add(s, SCHEMA + "additionalProperty", node), g.add(node, RDF_TYPE, SCHEMA + "PropertyValue")
        g.add(node, SCHEMA + "name", _lit(name)), g.add(node, SCHEMA + "value", value)
        if unit:
            g.add(node, SCHEMA + "unitText", _lit(unit))

    for key, (_, _, country) in CH_PLACES.items():
        p = thing("place", key, "City" if country else "Country")
        if country:
            g.add(p, SCHEMA + "containedInPlace", f"{CH}place/{country}")
    for key, (_, _, cls, city, founded, founder, parent, slogan) in CH_ORGS.items():
        o = thing("org", key, cls)
        g.add(o, SCHEMA + "location", f"{CH}place/{city}"), g.add(o, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        if founder:
            g.add(o, SCHEMA + "founder", f"{CH}person/{founder}")
        if parent:
            g.add(o, SCHEMA + "parentOrganization", f"{CH}org/{parent}")
        if slogan:
            g.add(o, SCHEMA + "slogan", _lit(slogan))
    for key, (_, _, born, birthplace, works_for, job) in CH_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{CH}place/{birthplace}")
        if works_for:
            g.add(p, SCHEMA + "worksFor", f"{CH}org/{works_for}")
        if job:
            g.add(p, SCHEMA + "jobTitle", _lit(job))
    for key, fields in CH_PRODUCTS.items():
        _, _, description, maker, origin, released, cacao, weight, vegan, category, award = fields
        b = thing("product", key, "Product")
        if description:
            g.add(b, SCHEMA + "description", _lit(description))
        g.add(b, SCHEMA + "manufacturer", f"{CH}org/{maker}"), g.add(b, CHV + "beanOrigin", f"{CH}place/{origin}")
        g.add(b, SCHEMA + "releaseDate", _typed(released, "date")), g.add(b, SCHEMA + "category", _lit(category))
        property_value(b, f"_:cacao-{key}", "cacao content", _typed(cacao, "decimal"), "%")
        property_value(b, f"_:vegan-{key}", "vegan", _bool(vegan))
        w = f"_:weight-{key}"
        g.add(b, SCHEMA + "weight", w), g.add(w, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(w, SCHEMA + "value", _typed(weight, "decimal")), g.add(w, SCHEMA + "unitCode", _lit("GRM"))
        g.add(w, SCHEMA + "unitText", _lit("g"))
        if award:
            g.add(b, SCHEMA + "award", _lit(award))
    for key, (bar, reviewer, score, published) in CH_REVIEWS.items():
        r, rating = f"{CH}review/{key}", f"_:rating-{key}"
        g.add(r, RDF_TYPE, SCHEMA + "Review"), g.add(r, SCHEMA + "itemReviewed", f"{CH}product/{bar}")
        g.add(r, SCHEMA + "author", f"{CH}person/{reviewer}")
        g.add(r, SCHEMA + "datePublished", _typed(published, "date"))
        g.add(r, SCHEMA + "reviewRating", rating), g.add(rating, RDF_TYPE, SCHEMA + "Rating")
        g.add(rating, SCHEMA + "ratingValue", _typed(score, "decimal"))
        g.add(rating, SCHEMA + "bestRating", _typed(10, "integer"))
    return g.text()


CHOCOLATIERS_QUESTIONS = [
    ("Who makes the Begijnhof Noir?", _che("org", "211")),
    ("Which bars does Kamo River Chocolate make?", _ch("product", "5009", "5010")),
    ("Where do the beans for the Limmat Milch come from?", _che("place", "8")),
    ("Which bars are made with cacao from Ecuador?", _ch("product", "5005", "5006", "5010", "5011")),
    ("Who founded Dolceria San Giorgio?", _che("person", "75")),
    ("Which company did Giulia Modica found?", _che("org", "213")),
    ("When was Schokoladenwerk Limmat founded?", {"1896"}),
    ("Where is Brugse Cacaohuis based?", _che("place", "22")),
    ("Which chocolate makers are there in Modica?", _che("org", "214")),
    ("Which group owns Maison Verhaegen?", _che("org", "216")),
    ("Which companies belong to the Helvetia Cacao Group?", _ch("org", "210", "212")),
    ("What is the cacao content of the Ouse Valley 72?", {"72"}),
    ("How much does the Matcha White weigh?", {"50"}),
    ("Is the Limmat Milk vegan?", {"false"}),
    ("Which bars are vegan?", _ch("product", "5001", "5003", "5006", "5007", "5008", "5009", "5011")),
    ("Which milk chocolate bars are there?", _ch("product", "5002", "5004", "5008")),
    ("When did the Gianduiotto Classico come out?", {"2001-11-11"}),
    ("What award did the Cioccolato di Modica alla Cannella win?", {"Gold, Premio Cioccolato Siciliano 2016"}),
    ("Where was Aiko Morimoto born?", _che("place", "27")),
    ("Who is the head chocolatier at Maison Verhaegen?", _che("person", "78")),
    ("What score did Felix Marchetti give the Begijnhof Noir?", {"9.1"}),
    ("Which bars has Priya Nandakumar reviewed?", _ch("product", "5007", "5009", "5010")),
    ("Who reviewed the Modica Cinnamon Bar?", _che("person", "79")),
    ("Which bar has the highest cacao content?", _che("product", "5003")),
    ("Which is the heaviest bar?", _che("product", "5005")),
    ("Which is the oldest chocolate maker?", _che("org", "213")),
    ("Which bars came out before 2010?", _ch("product", "5004", "5005", "5011")),
    ("How many bars does Ouse Valley Chocolate make?", {"2"}),
    ("How many chocolate makers are there in Belgium?", {"2"}),
    ("In which country is Cioccolateria Sabauda?", _che("place", "3")),
    ("Which bars are made in Switzerland?", _ch("product", "5004", "5011")),
    ("Where was the founder of Ouse Valley Chocolate born?", _che("place", "26")),
    ("Which bars use beans from Madagascar?", _ch("product", "5001", "5009")),
    ("How much cacao is in the Grand Cru Madagascar from Kyoto?", {"66"}),
    ("Which bars made by Belgian chocolatiers use Peruvian beans?", _che("product", "5003")),
    ("What rating did the Matcha White get?", {"7.4"}),
    ("who founded the bruges cocoa house", _che("person", "72")),
    ("Who makes the Gianduiotto Clasico?", _che("org", "213")),  # misspelt: Classico
    ("How much does a bar of Begijnhof Noir cost?", set()),  # no prices
    ("How many calories are in the Ouse Valley 72?", set()),  # no nutrition facts
    ("Which shops sell the Limmat Noir 60?", set()),  # no retailers
]
CHOCOLATIERS_MADE_UP = ["Who makes the Grand Cru Venezuela?", "When was Chocolaterie Vanderbeke founded?",
                        "Where was Lotte Morimoto born?", "Which bars does Schokoladenwerk Aare make?",
                        "What is the cacao content of the Ouse Valley 90?",
                        "Who reviewed the Sabauda Gianduja Fondente?"]
CHOCOLATIERS_GRAPHS = [
    ('[("Limmat Noir 60", "produced by", ?x)]', _che("org", "212")),
    ('[("Begijnhof Noir", "cacao from", ?x)]', _che("place", "9")),
    ('[(?x, "produced by", "Dolceria San Giorgio")]', _che("product", "5006")),
    ('[("Kamo River Chocolate", "year founded", ?x)]', {"2014"}),
    ('[("Lotte Claes", "born on", ?x)]', {"1984-06-02"}),
    ('[("Maison Verhaegen", "owned by", ?x)]', _che("org", "216")),
    ('[("Yorkshire Oat Milk", "produced by", ?m), (?m, "city", ?x)]', _che("place", "26")),
    ('[("Cioccolateria Sabauda", "started by", ?p), (?p, "born in", ?x)]', _che("place", "24")),
    ('[(?b, "produced by", "Maison Verhaegen"), (?b, "cacao from", ?x)]', _ch("place", "7", "8")),
    ('[(?b, "cacao from", "Vietnam"), (?b, "produced by", ?x)]', _che("org", "215")),
    ('[("Brugse Cacaohuis", "city", ?c), (?c, "country", ?x)]', _che("place", "1")),
    ('[(?m, "belongs to group", "Helvetia Cacao Group"), (?m, "year founded", ?x)]', {"1912", "1896"}),
]

# ---- climbing (a W3C Direct Mapping export of an UPPER_SNAKE database: row IRIs, TABLE#COLUMN properties, ref-
# ---- foreign keys including a self-reference (ROUTE#ref-VARIANT_OF_ID), a join table with a composite key, names in a
# ---- different column per table, two routes of the same name) -----------------------------------------------------
CL = "http://crag-db.example.net/data/"
CL_COUNTRIES = {1: ("France", "FR"), 2: ("Spain", "ES"), 3: ("Germany", "DE"), 4: ("Italy", "IT"),
                5: ("United Kingdom", "GB"), 6: ("Greece", "GR")}  # country: (name, ISO code)
CL_CRAGS = {1: ("Céüse", "Hautes-Alpes", "limestone", 1900, 1), 2: ("Siurana", "Catalonia", "limestone", 737, 2),
            3: ("Margalef", "Catalonia", "conglomerate", 420, 2),
            4: ("Rabenfels", "Franconian Jura", "dolomite", 480, 3),
            5: ("Schrammsteine", "Saxon Switzerland", "sandstone", 417, 3),
            6: ("Muro dell'Asino", "Trentino", "limestone", 300, 4),
            7: ("Stanage Edge", "Peak District", "gritstone", 458, 5),
            8: ("Grande Grotta", "Kalymnos", "limestone", 120, 6)}  # crag: (name, region, rock, altitude m, country)
CL_CLIMBERS = {1: ("Lucie Fabre", 1991, "Gap", 1, True), 2: ("Marc Siurana", 1987, "Barcelona", 2, True),
               3: ("Núria Vidal", 1995, "Lleida", 2, True), 4: ("Jonas Feuerstein", 1983, "Nürnberg", 3, True),
               5: ("Friedrich Wenzel", 1931, "Bad Schandau", 3, False),
               6: ("Chiara Morandi", 1989, "Rovereto", 4, True),
               7: ("Dennis Ashworth", 1938, "Sheffield", 5, False), 8: ("Eleni Stathaki", 1997, "Pothia", 6, False),
               9: ("Tom Radcliffe", 1990, "Sheffield", 5, True)}  # climber: (name, born, home town, country, pro)
# route: (name, grade, length m, bolted, first ascent date, crag, first ascensionist, variant of or None)
CL_ROUTES = {
    1: ("Lune de Miel", "8b", "30", True, "2012-07-14", 1, 1, None),
    2: ("Les Rayons Oubliés", "7c+", "25", True, "2014-08-02", 1, 1, None),
    3: ("L'Escalier du Ciel", "8a", "32", True, "2016-09-10", 1, 9, None),
    4: ("El Cim Perdut", "8c", "35", True, "2019-03-23", 2, 3, None),
    5: ("Tramuntana Vermella", "7b", "28", True, "2011-05-01", 2, 3, None),
    6: ("Forat dels Dimonis", "8a+", "18", True, "2015-11-07", 3, 2, None),
    7: ("Bombolles", "7a", "15", True, "2013-02-16", 3, 2, None),
    8: ("Silbermond", "7b", "20", True, "2004-06-18", 4, 4, None),
    9: ("Silbermond Direkt", "7c", "21", True, "2008-07-05", 4, 4, 8),
    10: ("Silbermond", "VIIIa", "45", False, "1961-08-27", 5, 5, None),
    11: ("Falkenweg", "VIIc", "38", False, "1957-05-12", 5, 5, None),
    12: ("Asinello", "6c+", "24", True, "2010-04-10", 6, 6, None),
    13: ("Il Volo dell'Aquila", "8a", "27", True, "2017-10-01", 6, 6, None),
    14: ("Grey Slab Arête", "E4 6a", "14", False, "1968-09-14", 7, 7, None),
    15: ("Moorland Crack", "HVS 5a", "16", False, "1963-04-20", 7, 7, None),
    16: ("Grey Slab Direct", "E6 6b", "14", False, "2015-03-08", 7, 9, 14),
    17: ("Stalactite Symphony", "7c", "30", True, "2018-05-19", 8, 8, None),
    18: ("Meltemi", "7a+", "22", True, "2020-10-03", 8, 8, None),
}
CL_ASCENTS = [(1, 6, "2018-07-21", "redpoint", 6), (1, 9, "2019-08-03", "redpoint", 11),
              (4, 2, "2020-02-15", "redpoint", 9), (5, 2, "2012-04-08", "flash", 1), (5, 1, "2016-03-30", "onsight", 1),
              (6, 3, "2017-01-21", "redpoint", 4), (8, 6, "2009-09-12", "onsight", 1),
              (9, 1, "2013-06-22", "redpoint", 3), (10, 4, "2006-05-27", "onsight", 1),
              (12, 8, "2019-04-14", "onsight", 1), (13, 1, "2018-06-02", "flash", 1), (14, 9, "2011-10-15", "flash", 1),
              (17, 6, "2019-10-12", "redpoint", 5),
              (18, 9, "2021-04-24", "onsight", 1)]  # (route, climber, date, style, attempts)
CL_TABLES = {"COUNTRY": CL_COUNTRIES, "CRAG": CL_CRAGS, "CLIMBER": CL_CLIMBERS, "ROUTE": CL_ROUTES}


def _cl(table: str, *ids: int) -> set[str]:
    return {f"{CL}{table}/ID={i}" for i in ids}


def _cle(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its name column."""
    return _cl(table, key) | {CL_TABLES[table][key][0]}


def climbing_kg() -> str:
    """N-Triples of the crag database (W3C Direct Mapping)."""
    g = Graph()

    def row(table: str, key: str, columns: dict, refs: dict) -> str:
        s = f"{CL}{table}/{key}"
        g.add(s, RDF_TYPE, CL + table)
        for column, value in columns.items():
            if value is not None:
                g.add(s, f"{CL}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            if value is not None:
                g.add(s, f"{CL}{table}#{column}", _typed(value, "integer"))
                g.add(s, f"{CL}{table}#ref-{column}", f"{CL}{target}/ID={value}")
        return s

    def flag(value: bool) -> tuple[str, str]:
        return str(value).lower(), "boolean"

    for key, (name, iso) in CL_COUNTRIES.items():
        row("COUNTRY", f"ID={key}", {"ID": (key, "integer"), "COUNTRY_NAME": name, "ISO_CODE": iso}, {})
    for key, (name, region, rock, altitude, country) in CL_CRAGS.items():
        row("CRAG", f"ID={key}", {"ID": (key, "integer"), "CRAG_NAME": name, "REGION": region, "ROCK_TYPE": rock,
                                  "ALTITUDE_M": (altitude, "integer")}, {"COUNTRY_ID": ("COUNTRY", country)})
    for key, (name, born, town, country, pro) in CL_CLIMBERS.items():
        row("CLIMBER", f"ID={key}", {"ID": (key, "integer"), "FULL_NAME": name, "BIRTH_YEAR": (born, "integer"),
                                     "HOME_TOWN": town, "IS_PRO": flag(pro)}, {"COUNTRY_ID": ("COUNTRY", country)})
    for key, (name, grade, length, bolted, first, crag, climber, variant) in CL_ROUTES.items():
        row("ROUTE", f"ID={key}", {"ID": (key, "integer"), "ROUTE_NAME": name, "GRADE": grade,
                                   "LENGTH_M": (length, "decimal"), "IS_BOLTED": flag(bolted),
                                   "FA_DATE": (first, "date")},
            {"CRAG_ID": ("CRAG", crag), "FA_CLIMBER_ID": ("CLIMBER", climber), "VARIANT_OF_ID": ("ROUTE", variant)})
    for route, climber, day, style, attempts in CL_ASCENTS:
        row("ASCENT", f"ROUTE_ID={route};CLIMBER_ID={climber}",
            {"ASCENT_DATE": (day, "date"), "STYLE": style, "ATTEMPTS": (attempts, "integer")},
            {"ROUTE_ID": ("ROUTE", route), "CLIMBER_ID": ("CLIMBER", climber)})
    return g.text()


CLIMBING_QUESTIONS = [
    ("Who made the first ascent of Lune de Miel?", _cle("CLIMBER", 1)),
    ("Which routes were first climbed by Chiara Morandi?", _cl("ROUTE", 12, 13)),
    ("At which crag is Forat dels Dimonis?", _cle("CRAG", 3)),
    ("Which routes are at Siurana?", _cl("ROUTE", 4, 5)),
    ("Which routes did Marc Siurana put up?", _cl("ROUTE", 6, 7)),
    ("What grade is El Cim Perdut?", {"8c"}),
    ("How long is Stalactite Symphony?", {"30"}),
    ("Is Falkenweg bolted?", {"false"}),
    ("Which routes are not bolted?", _cl("ROUTE", 10, 11, 14, 15, 16)),
    ("When was Grey Slab Arête first climbed?", {"1968-09-14"}),
    ("Which route is Silbermond Direkt a variant of?", _cle("ROUTE", 8)),
    ("Which variants of Grey Slab Arête are there?", _cle("ROUTE", 16)),
    ("What kind of rock is Margalef?", {"conglomerate"}),
    ("Which crags are limestone?", _cl("CRAG", 1, 2, 6, 8)),
    ("How high up is Céüse?", {"1900"}),
    ("In which region is Stanage Edge?", {"Peak District"}),
    ("Which country is the Grande Grotta in?", _cle("COUNTRY", 6)),
    ("When was Friedrich Wenzel born?", {"1931"}),
    ("Where does Eleni Stathaki live?", {"Pothia"}),
    ("Is Dennis Ashworth a professional climber?", {"false"}),
    ("Who has repeated Lune de Miel?", _cl("CLIMBER", 6, 9)),
    ("Which routes did Lucie Fabre onsight?", _cle("ROUTE", 5)),
    ("In what style did Núria Vidal climb Forat dels Dimonis?", {"redpoint"}),
    ("How many attempts did Marc Siurana need for El Cim Perdut?", {"9"}),
    ("When did Tom Radcliffe climb Meltemi?", {"2021-04-24"}),
    ("Which is the longest route?", _cle("ROUTE", 10)),
    ("Which is the highest crag?", _cle("CRAG", 1)),
    ("Which routes were first climbed before 1970?", _cl("ROUTE", 10, 11, 14, 15)),
    ("How many routes are there at Stanage Edge?", {"3"}),
    ("How many routes did Eleni Stathaki first climb?", {"2"}),
    ("Which routes are in Spain?", _cl("ROUTE", 4, 5, 6, 7)),
    ("Which crags are in Germany?", _cl("CRAG", 4, 5)),
    ("What nationality is the climber who made the first ascent of Stalactite Symphony?", _cle("COUNTRY", 6)),
    ("Which routes were first climbed by British climbers?", _cl("ROUTE", 3, 14, 15, 16)),
    ("What grade is Silbermond at the Schrammsteine?", {"VIIIa"}),
    ("Who first climbed Silbermond at Rabenfels?", _cle("CLIMBER", 4)),
    ("who made the first ascent of il volo dell'aquila", _cle("CLIMBER", 6)),
    ("What grade is Tramuntana Vermela?", {"7b"}),  # misspelt: Vermella
    ("How many bolts does Lune de Miel have?", set()),  # no bolt counts
    ("How long is the walk-in to Céüse?", set()),  # no approach times
    ("Which brand sponsors Lucie Fabre?", set()),  # no sponsors
]
CLIMBING_MADE_UP = ["Who first climbed Luna Rossa?", "What grade is Les Rayons Perdus?", "When was Lucie Wenzel born?",
                    "Which routes are at Oliana?", "How long is Silbermond Indirekt?", "Where does Paolo Morandi live?"]
CLIMBING_GRAPHS = [
    ('[("Bombolles", "first ascensionist", ?x)]', _cle("CLIMBER", 2)),
    ('[("Moorland Crack", "difficulty", ?x)]', {"HVS 5a"}),
    ("[(?x, \"found at\", \"Muro dell'Asino\")]", _cl("ROUTE", 12, 13)),
    ('[("Schrammsteine", "type of stone", ?x)]', {"sandstone"}),
    ('[("Jonas Feuerstein", "born", ?x)]', {"1983"}),
    ('[("Chiara Morandi", "nationality", ?x)]', _cle("COUNTRY", 4)),
    ('[("Lune de Miel", "found at", ?c), (?c, "nation", ?x)]', _cle("COUNTRY", 1)),
    ('[("Tramuntana Vermella", "found at", ?c), (?c, "elevation", ?x)]', {"737"}),
    ('[("Grey Slab Direct", "based on", ?r), (?r, "first ascensionist", ?x)]', _cle("CLIMBER", 7)),
    ('[(?r, "first ascensionist", "Friedrich Wenzel"), (?r, "difficulty", ?x)]', {"VIIIa", "VIIc"}),
    ('[(?r, "found at", "Grande Grotta"), (?r, "first climbed on", ?x)]', {"2018-05-19", "2020-10-03"}),
    ("[(\"Il Volo dell'Aquila\", \"first ascensionist\", ?p), (?p, \"lives in\", ?x)]", {"Rovereto"}),
]

# ---- airships (Wikidata-style: wd:/wdt:/p:/ps:/pq:, operator statements with start/end qualifiers where a current
# ---- one outranks the past ones, crew statements with a role qualifier, significant events with date and place
# ---- qualifiers, P31/P279) -----------------------------------------------------------------------------------------
# property: (label, aliases, description, wikibase property type)
AS_PROPERTIES = {
    "P31": ("instance of", ["is a", "type"], "that class of which this subject is a particular example and member",
            "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P131": ("located in the administrative territorial entity", ["located in", "in"],
             "the item is located on the territory of the following administrative entity", "WikibaseItem"),
    "P495": ("country of origin", ["origin"], "country of origin of this item", "WikibaseItem"),
    "P176": ("manufacturer", ["built by", "producer"], "manufacturer or producer of this product", "WikibaseItem"),
    "P287": ("designed by", ["design by"], "person or organization which designed the object", "WikibaseItem"),
    "P606": ("first flight", ["first flown"], "date of the first flight of a prototype or aircraft", "Time"),
    "P730": ("service retirement", ["retired", "withdrawn"], "date or point in time on which a piece of equipment "
             "was retired from operational service", "Time"),
    "P2043": ("length", [], "measured dimension of an object (in metres here)", "Quantity"),
    "P2234": ("volume as quantity", ["volume", "capacity"], "quantity of three-dimensional space (lifting gas, in "
              "cubic metres here)", "Quantity"),
    "P504": ("home port", ["base", "station"], "place where the craft is based", "WikibaseItem"),
    "P137": ("operator", ["operated by"], "person, profession or organization that operates the equipment",
             "WikibaseItem"),
    "P580": ("start time", ["from", "since"], "time a statement starts being valid", "Time"),
    "P582": ("end time", ["until", "to"], "time a statement stops being valid", "Time"),
    "P585": ("point in time", ["date", "when"], "time and date something took place", "Time"),
    "P276": ("location", ["place"], "location of the object, structure or event", "WikibaseItem"),
    "P793": ("significant event", ["key event"], "significant or notable events associated with the subject",
             "WikibaseItem"),
    "P1029": ("crew member(s)", ["crew"], "person(s) that participated operating or serving aboard this vehicle",
              "WikibaseItem"),
    "P2868": ("subject has role", ["role"], "role or generic identity of the value of a statement", "WikibaseItem"),
    "P138": ("named after", [], "entity or event that inspired the subject's name", "WikibaseItem"),
    "P159": ("headquarters location", ["seat"], "city where an organization's headquarters is or has been situated",
             "WikibaseItem"),
    "P571": ("inception", ["date founded"], "time when an entity begins to exist", "Time"),
    "P112": ("founded by", [], "founder or co-founder of this organization", "WikibaseItem"),
    "P106": ("occupation", ["profession", "job"], "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", ["born in"], "most specific known birth location of a person", "WikibaseItem"),
    "P569": ("date of birth", ["born"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["died"], "date on which the subject died", "Time"),
    "P27": ("country of citizenship", ["citizenship"], "the object is a country that recognizes the subject as its "
            "citizen", "WikibaseItem"),
}


def _as_year(y: str) -> tuple[str, str]:
    return f"{y}-01-01T00:00:00Z", "dateTime"


def _as_when(day: str) -> tuple[str, str]:
    return (f"{day}T00:00:00Z", "dateTime") if "-" in day else _as_year(day)


# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id or a
# (lexical form, XSD datatype) pair
AS_ITEMS = {
    "Q993101": ({"en": "aircraft", "de": "Luftfahrzeug"}, [], "vehicle or machine able to fly", {}),
    "Q993102": ({"en": "airship", "de": "Luftschiff", "it": "dirigibile"}, ["dirigible"],
                "lighter-than-air aircraft that can steer and propel itself", {"P279": ["Q993101"]}),
    "Q993103": ({"en": "rigid airship", "de": "Starrluftschiff"}, ["zeppelin"],
                "airship with an internal framework keeping its shape", {"P279": ["Q993102"]}),
    "Q993104": ({"en": "semi-rigid airship", "it": "dirigibile semirigido"}, ["semi-rigid"],
                "airship with a keel but no full framework", {"P279": ["Q993102"]}),
    "Q993105": ({"en": "non-rigid airship", "de": "Prallluftschiff"}, ["blimp"],
                "airship whose shape is held by the pressure of its lifting gas", {"P279": ["Q993102"]}),
    "Q993110": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q993111": ({"en": "town"}, [], "settlement larger than a village", {}),
    "Q993112": ({"en": "city"}, [], "large human settlement", {}),
    "Q993113": ({"en": "airship hangar", "de": "Luftschiffhalle"}, ["airship shed"],
                "building in which airships are housed", {}),
    "Q993120": ({"en": "organization"}, ["organisation"], "social entity with a collective goal", {}),
    "Q993114": ({"en": "business"}, ["company", "firm"], "organization that sells goods or services",
                {"P279": ["Q993120"]}),
    "Q993115": ({"en": "engineer"}, [], "professional practitioner of engineering", {}),
    "Q993116": ({"en": "aviator"}, ["airman", "pilot"], "person who flies aircraft", {}),
    "Q993117": ({"en": "captain"}, ["commander"], "person in command of a craft", {}),
    "Q993118": ({"en": "navigator"}, [], "person aboard responsible for the craft's course", {}),
    "Q993119": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q993121": ({"en": "transatlantic flight"}, ["crossing of the Atlantic"], "flight across the Atlantic Ocean", {}),
    "Q993122": ({"en": "polar flight"}, ["flight over the North Pole"], "flight over a polar region", {}),
    "Q993123": ({"en": "aviation accident"}, ["crash", "air crash"], "accident involving an aircraft", {}),
    "Q993201": ({"en": "Germany", "de": "Deutschland"}, [], "country in Central Europe", {"P31": ["Q993119"]}),
    "Q993202": ({"en": "United Kingdom"}, ["UK", "Britain"], "country in north-western Europe", {"P31": ["Q993119"]}),
    "Q993203": ({"en": "Italy", "it": "Italia"}, [], "country in southern Europe", {"P31": ["Q993119"]}),
    "Q993204": ({"en": "United States", "de": "Vereinigte Staaten"}, ["USA", "United States of America"],
                "country in North America", {"P31": ["Q993119"]}),
    "Q993205": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q993119"]}),
    "Q993206": ({"en": "Norway", "nb": "Norge"}, [], "country in northern Europe", {"P31": ["Q993119"]}),
    "Q993301": ({"en": "Friedrichshafen", "de": "Friedrichshafen"}, [], "town on Lake Constance, Germany",
                {"P31": ["Q993111"], "P17": ["Q993201"]}),
    "Q993302": ({"en": "Lakehurst"}, ["Lakehurst, New Jersey"], "borough in New Jersey, United States",
                {"P31": ["Q993111"], "P17": ["Q993204"]}),
    "Q993303": ({"en": "Cardington"}, [], "village in Bedfordshire, England", {"P31": ["Q993111"], "P17": ["Q993202"]}),
    "Q993304": ({"en": "Ciampino", "it": "Ciampino"}, [], "town south-east of Rome, Italy",
                {"P31": ["Q993111"], "P17": ["Q993203"]}),
    "Q993305": ({"en": "Vadsø", "nb": "Vadsø"}, ["Vadso"], "town in Finnmark, Norway",
                {"P31": ["Q993111"], "P17": ["Q993206"]}),
    "Q993306": ({"en": "Akron"}, ["Akron, Ohio"], "city in Ohio, United States",
                {"P31": ["Q993112"], "P17": ["Q993204"]}),
    "Q993307": ({"en": "Bedford"}, [], "town in Bedfordshire, England", {"P31": ["Q993111"], "P17": ["Q993202"]}),
    "Q993308": ({"en": "Stuttgart", "de": "Stuttgart"}, [], "city in Baden-Württemberg, Germany",
                {"P31": ["Q993112"], "P17": ["Q993201"]}),
    "Q993309": ({"en": "Beauvais", "fr": "Beauvais"}, [], "town in the Oise, France",
                {"P31": ["Q993111"], "P17": ["Q993205"]}),
    "Q993401": ({"en": "Zeppelinhalle Löwental", "de": "Zeppelinhalle Löwental"}, ["Löwental hangar"],
                "airship hangar at Friedrichshafen, Germany", {"P31": ["Q993113"], "P131": ["Q993301"],
                                                               "P17": ["Q993201"], "P571": [_as_year("1913")],
                                                               "P2043": [("240", "decimal")]}),
    "Q993402": ({"en": "Cardington Shed No. 2"}, ["Cardington Shed 2"], "airship shed at Cardington, Bedfordshire",
                {"P31": ["Q993113"], "P131": ["Q993303"], "P17": ["Q993202"], "P571": [_as_year("1917")],
                 "P2043": [("247", "decimal")]}),
    "Q993403": ({"en": "Hangar Ciampino Nord", "it": "Hangar Ciampino Nord"}, [],
                "airship hangar at Ciampino near Rome",
                {"P31": ["Q993113"], "P131": ["Q993304"], "P17": ["Q993203"], "P571": [_as_year("1916")],
                 "P2043": [("150", "decimal")]}),
    "Q993404": ({"en": "Lakehurst Hangar No. 1"}, ["Hangar One"], "airship hangar at Lakehurst, New Jersey",
                {"P31": ["Q993113"], "P131": ["Q993302"], "P17": ["Q993204"], "P571": [_as_year("1921")],
                 "P2043": [("294", "decimal")]}),
    "Q993405": ({"en": "Wingfoot Dock"}, [], "airship dock at Akron, Ohio",
                {"P31": ["Q993113"], "P131": ["Q993306"], "P17": ["Q993204"], "P571": [_as_year("1929")],
                 "P2043": [("358", "decimal")]}),
    "Q993501": ({"en": "Luftschiffbau Brenner", "de": "Luftschiffbau Brenner GmbH"}, [], "German airship builder",
                {"P31": ["Q993114"], "P159": ["Q993301"], "P17": ["Q993201"], "P571": [_as_year("1908")],
                 "P112": ["Q993601"]}),
    "Q993502": ({"en": "Bedford Aeronautical Company"}, ["Bedford Aeronautical"], "British airship builder",
                {"P31": ["Q993114"], "P159": ["Q993307"], "P17": ["Q993202"], "P571": [_as_year("1916")]}),
    "Q993503": ({"en": "Officine Aeronautiche Romane", "it": "Officine Aeronautiche Romane"}, ["OAR"],
                "Italian airship works", {"P31": ["Q993114"], "P159": ["Q993304"], "P17": ["Q993203"],
                                          "P571": [_as_year("1912")], "P112": ["Q993603"]}),
    "Q993504": ({"en": "Goodway Aerospace"}, ["Goodway"], "American tyre and airship maker",
                {"P31": ["Q993114"], "P159": ["Q993306"], "P17": ["Q993204"], "P571": [_as_year("1917")]}),
    "Q993505": ({"en": "Schwabenluft AG", "de": "Schwabenluft AG"}, ["Schwabenluft"],
                "German maker of semi-rigid airships", {"P31": ["Q993114"], "P159": ["Q993308"], "P17": ["Q993201"],
                                                        "P571": [_as_year("1996")], "P112": ["Q993608"]}),
    "Q993801": ({"en": "Imperial German Navy", "de": "Kaiserliche Marine"}, [], "navy of the German Empire",
                {"P31": ["Q993120"], "P17": ["Q993201"]}),
    "Q993802": ({"en": "Luftreederei Bodensee", "de": "Luftreederei Bodensee"}, ["Bodensee Air Shipping"],
                "German airship passenger line", {"P31": ["Q993114"], "P159": ["Q993301"]}),
    "Q993803": ({"en": "United States Navy"}, ["US Navy", "USN"], "naval branch of the United States armed forces",
                {"P31": ["Q993120"], "P17": ["Q993204"]}),
    "Q993804": ({"en": "Imperial Airship Service"}, [], "British state airship service",
                {"P31": ["Q993120"], "P159": ["Q993303"]}),
    "Q993805": ({"en": "Regia Aeronautica", "it": "Regia Aeronautica"}, ["Royal Italian Air Force"],
                "air force of the Kingdom of Italy", {"P31": ["Q993120"], "P17": ["Q993203"]}),
    "Q993806": ({"en": "Aero Club of Norway", "nb": "Norsk Aero Klubb"}, [], "Norwegian aviation association",
                {"P31": ["Q993120"], "P17": ["Q993206"]}),
    "Q993807": ({"en": "Bodensee Luftfahrt", "de": "Bodensee Luftfahrt GmbH"}, [],
                "sightseeing airship operator on Lake Constance", {"P31": ["Q993114"], "P159": ["Q993301"]}),
}
# person: ({language: label}, aliases, description, occupation, birthplace, born, died or None, citizenship); a year
# or a full date
AS_PEOPLE = {
    "Q993601": ({"en": "Konrad Brenner", "de": "Konrad Brenner"}, [], "German airship engineer", "Q993115", "Q993308",
                "1871", "1937", "Q993201"),
    "Q993602": ({"en": "Edith Marlowe"}, [], "British airship designer", "Q993115", "Q993307", "1889-04-12", "1961",
                "Q993202"),
    "Q993603": ({"en": "Umberto Ferrante", "it": "Umberto Ferrante"}, [], "Italian aeronautical engineer", "Q993115",
                "Q993304", "1885", "1952", "Q993203"),
    "Q993604": ({"en": "Walter Dunning"}, [], "American airship engineer", "Q993115", "Q993306", "1902", "1979",
                "Q993204"),
    "Q993605": ({"en": "Harold Cardington"}, [], "United States Navy airship commander", "Q993116", "Q993306", "1895",
                "1958", "Q993204"),
    "Q993606": ({"en": "Olav Tandberg", "nb": "Olav Tandberg"}, [], "Norwegian aviator and navigator", "Q993116",
                "Q993305", "1890", "1944", "Q993206"),
    "Q993607": ({"en": "Ludwig Kessel", "de": "Ludwig Kessel"}, [], "German airship captain", "Q993116", "Q993301",
                "1880", "1950", "Q993201"),
    "Q993608": ({"en": "Ingrid Hahn", "de": "Ingrid Hahn"}, [], "German aerospace engineer", "Q993115", "Q993308",
                "1968", None, "Q993201"),
}
# airship: ({language: label}, aliases, description, class, manufacturer, designer or None, country of origin,
#           first flight, retired or None, length m, volume m³, home port, [(operator, from, until or None)],
#           [(crew member, role, from)], [(event, date, place or None)], named after or None)
AS_AIRSHIPS = {
    "Q993701": ({"en": "Aurora", "de": "Aurora"}, [], "German rigid airship of 1913", "Q993103", "Q993501", "Q993601",
                "Q993201", "1913-06-20", "1919", "148", "22000", "Q993401",
                [("Q993802", "1913", "1914"), ("Q993801", "1914", "1918")], [("Q993607", "Q993117", "1913")], [], None),
    "Q993702": ({"en": "Schwaben", "de": "Schwaben"}, ["LZ Schwaben"], "German passenger airship of 1921", "Q993103",
                "Q993501", "Q993601", "Q993201", "1921-08-09", "1934", "212.5", "70000", "Q993401",
                [("Q993802", "1921", "1934")], [("Q993607", "Q993117", "1921")],
                [("Q993121", "1928-10-15", "Q993302")], None),
    "Q993703": ({"en": "R41"}, ["HMA R41", "His Majesty's Airship R41"], "British rigid airship of 1927", "Q993103",
                "Q993502", "Q993602", "Q993202", "1927-11-02", "1931", "216", "141000", "Q993402",
                [("Q993804", "1927", "1931")], [], [("Q993121", "1929-07-30", None)], None),
    "Q993704": ({"en": "R44"}, ["HMA R44"], "British rigid airship of 1930, lost on its first overseas flight",
                "Q993103", "Q993502", "Q993602", "Q993202", "1930-03-14", "1930", "237", "190000", "Q993402",
                [("Q993804", "1930", "1930")], [], [("Q993123", "1930-10-05", "Q993309")], None),
    "Q993705": ({"en": "Norvegia", "it": "Norvegia", "nb": "Norvegia"}, ["N-2"],
                "Italian semi-rigid airship of 1925 used for a polar flight", "Q993104", "Q993503", "Q993603",
                "Q993203", "1925-03-29", "1928", "106", "19000", "Q993403",
                [("Q993805", "1925", "1926"), ("Q993806", "1926", "1928")], [("Q993606", "Q993118", "1926")],
                [("Q993122", "1926-05-12", "Q993305")], "Q993206"),
    "Q993706": ({"en": "Roma Nuova", "it": "Roma Nuova"}, [], "Italian semi-rigid airship of 1927", "Q993104",
                "Q993503", "Q993603", "Q993203", "1927-09-18", "1933", "119", "24000", "Q993403",
                [("Q993805", "1927", "1933")], [], [], None),
    "Q993707": ({"en": "USS Monadnock"}, ["ZR-4", "Monadnock"], "United States Navy rigid airship of 1931", "Q993103",
                "Q993504", "Q993604", "Q993204", "1931-09-23", "1935", "239", "184000", "Q993404",
                [("Q993803", "1931", "1935")], [("Q993605", "Q993117", "1931")], [("Q993123", "1935-02-12", None)],
                None),
    "Q993708": ({"en": "Wingfoot Clipper"}, [], "American advertising blimp of 1969", "Q993105", "Q993504", "Q993604",
                "Q993204", "1969-05-02", "1986", "59", "5740", "Q993405", [("Q993504", "1969", "1986")], [], [], None),
    "Q993709": ({"en": "Aurora"}, [], "British advertising blimp of 1995", "Q993105", "Q993502", None, "Q993202",
                "1995-07-08", "2009", "61.5", "6800", "Q993402", [("Q993502", "1995", "2009")], [], [], None),
    "Q993710": ({"en": "Brenner NT-07", "de": "Brenner NT-07"}, ["NT-07"],
                "German semi-rigid sightseeing airship of 1997",
                "Q993104", "Q993505", "Q993608", "Q993201", "1997-09-18", None, "75", "8425", "Q993401",
                [("Q993505", "1997", "2001"), ("Q993807", "2001", None)], [], [], None),
}


def _as(*ids: str) -> set[str]:
    return {WDE + i for i in ids}


def _ase(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (AS_ITEMS, AS_PEOPLE, AS_AIRSHIPS) if key in t)
    return _as(key) | set(table[key][0].values()) | set(table[key][1])


def airships_kg() -> str:
    """N-Triples of the airship corner of a Wikidata-style KG (full statement model)."""
    g = Graph()
    wikibase = Wikibase(g)
    claim, item = wikibase.claim, wikibase.item
    wikibase.properties(AS_PROPERTIES)
    for key, (labels, aliases, description, claims) in AS_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, (labels, aliases, description, occupation, birthplace, born, died, citizenship) in AS_PEOPLE.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q993110"), claim(key, "P106", occupation)
        claim(key, "P19", birthplace), claim(key, "P569", _as_when(born)), claim(key, "P27", citizenship)
        if died:
            claim(key, "P570", _as_when(died))
    for key, fields in AS_AIRSHIPS.items():
        (labels, aliases, description, cls, maker, designer, origin, first, retired, length, volume, port, operators,
         crew, events, named_after) = fields
        item(key, labels, aliases, description), claim(key, "P31", cls)
        claim(key, "P176", maker)
        if designer:
            claim(key, "P287", designer)
        claim(key, "P495", origin), claim(key, "P606", _as_when(first))
        if retired:
            claim(key, "P730", _as_year(retired))
        claim(key, "P2043", (length, "decimal")), claim(key, "P2234", (volume, "decimal")), claim(key, "P504", port)
        current = [op for op, _, end in operators if end is None]
        for op, start, end in operators:
            qualifiers = [("P580", _as_year(start))] + ([("P582", _as_year(end))] if end else [])
            preferred = end is None and len(operators) > 1
            claim(key, "P137", op, qualifiers, "Preferred" if preferred else "Normal",
                  truthy=preferred or not current or len(operators) == 1)
        for person, role, start in crew:
            claim(key, "P1029", person, [("P2868", role), ("P580", _as_year(start))])
        for event, day, place in events:
            claim(key, "P793", event, [("P585", _as_when(day))] + ([("P276", place)] if place else []))
        if named_after:
            claim(key, "P138", named_after)
    return g.text()


AIRSHIPS_QUESTIONS = [
    ("Which company built the Schwaben?", _ase("Q993501")),
    ("Who designed the R41?", _ase("Q993602")),
    ("Which airships did Edith Marlowe design?", _as("Q993703", "Q993704")),
    ("Which airships did Goodway Aerospace build?", _as("Q993707", "Q993708")),
    ("When did the Norvegia first fly?", {"1925-03-29T00:00:00Z"}),
    ("When was the R44 retired?", {"1930-01-01T00:00:00Z"}),
    ("How long is the USS Monadnock?", {"239"}),
    ("What is the gas volume of the Wingfoot Clipper?", {"5740"}),
    ("Which hangar was the Schwaben based in?", _ase("Q993401")),
    ("Which airships were based at Cardington?", _as("Q993703", "Q993704", "Q993709")),
    ("Which airships did Harold Cardington command?", _ase("Q993707")),
    ("Who operated the Norvegia?", _as("Q993805", "Q993806")),
    ("Who operates the Brenner NT-07 today?", _ase("Q993807")),
    ("Until when did the Regia Aeronautica operate the Norvegia?", {"1926-01-01T00:00:00Z"}),
    ("Since when has Bodensee Luftfahrt operated the Brenner NT-07?", {"2001-01-01T00:00:00Z"}),
    ("Which rigid airships are there?", _as("Q993701", "Q993702", "Q993703", "Q993704", "Q993707")),
    ("Which blimps are there?", _as("Q993708", "Q993709")),
    ("What kind of airship is the Norvegia?", _ase("Q993104")),
    ("When did the Schwaben cross the Atlantic?", {"1928-10-15T00:00:00Z"}),
    ("Where did the R44 crash?", _ase("Q993309")),
    ("Where was Konrad Brenner born?", _ase("Q993308")),
    ("When was Edith Marlowe born?", {"1889-04-12T00:00:00Z"}),
    ("Where is Goodway Aerospace headquartered?", _ase("Q993306")),
    ("Who founded Luftschiffbau Brenner?", _ase("Q993601")),
    ("What is the Norvegia named after?", _ase("Q993206")),
    ("Which is the longest airship?", _ase("Q993707")),
    ("Which airship had the largest gas volume?", _ase("Q993704")),
    ("Which airships first flew before 1926?", _as("Q993701", "Q993702", "Q993705")),
    ("How many airships were built in Italy?", {"2"}),
    ("How many airships did Luftschiffbau Brenner build?", {"2"}),
    ("Which airships come from Germany?", _as("Q993701", "Q993702", "Q993710")),
    ("In which country is the Wingfoot Dock?", _ase("Q993204")),
    ("Where was the designer of the USS Monadnock born?", _ase("Q993306")),
    ("Which airships were designed by Italian engineers?", _as("Q993705", "Q993706")),
    ("When did the British Aurora first fly?", {"1995-07-08T00:00:00Z"}),
    ("Which company built the German Aurora?", _ase("Q993501")),
    ("who captained the schwaben", _ase("Q993607")),
    ("Who designed the Wingfoot Clippper?", _ase("Q993604")),  # misspelt: Clipper
    ("How many passengers could the Schwaben carry?", set()),  # no passenger capacities
    ("What was the top speed of the R41?", set()),  # no speeds
    ("How much did the USS Monadnock cost to build?", set()),  # no costs
]
AIRSHIPS_MADE_UP = ["When did the R52 first fly?", "Which company built the Hindenburg II?",
                    "Where was Edith Kessel born?", "Which airships were based at Hangar Ciampino Sud?",
                    "How long is the Norvegia II?", "Who founded Bedford Airship Works?"]
AIRSHIPS_GRAPHS = [
    ('[("Wingfoot Clipper", "maker", ?x)]', _ase("Q993504")),
    ('[("R44", "maiden flight", ?x)]', {"1930-03-14T00:00:00Z"}),
    ('[(?x, "designer", "Konrad Brenner")]', _as("Q993701", "Q993702")),
    ('[("Roma Nuova", "length in metres", ?x)]', {"119"}),
    ('[("Ingrid Hahn", "birthplace", ?x)]', _ase("Q993308")),
    ('[("Lakehurst Hangar No. 1", "town", ?x)]', _ase("Q993302")),
    ('[("Brenner NT-07", "maker", ?m), (?m, "head office", ?x)]', _ase("Q993308")),
    ('[("R41", "designer", ?p), (?p, "year of death", ?x)]', {"1961-01-01T00:00:00Z"}),
    ('[(?a, "maker", "Officine Aeronautiche Romane"), (?a, "gas capacity", ?x)]', {"19000", "24000"}),
    ('[(?a, "home base", "Zeppelinhalle Löwental"), (?a, "maiden flight", ?x)]',
     {"1913-06-20T00:00:00Z", "1921-08-09T00:00:00Z", "1997-09-18T00:00:00Z"}),
    ('[("USS Monadnock", "home base", ?h), (?h, "nation", ?x)]', _ase("Q993204")),
    ('[("Luftschiffbau Brenner", "set up by", ?p), (?p, "nationality", ?x)]', _ase("Q993201")),
]

KGS_AG = {"sundials": (sundials_kg, SUNDIALS_QUESTIONS, SUNDIALS_MADE_UP, SUNDIALS_GRAPHS),
          "folkdances": (folkdances_kg, FOLKDANCES_QUESTIONS, FOLKDANCES_MADE_UP, FOLKDANCES_GRAPHS),
          "chocolatiers": (chocolatiers_kg, CHOCOLATIERS_QUESTIONS, CHOCOLATIERS_MADE_UP, CHOCOLATIERS_GRAPHS),
          "climbing": (climbing_kg, CLIMBING_QUESTIONS, CLIMBING_MADE_UP, CLIMBING_GRAPHS),
          "airships": (airships_kg, AIRSHIPS_QUESTIONS, AIRSHIPS_MADE_UP, AIRSHIPS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AG, __doc__)
