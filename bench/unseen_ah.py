"""A thirty-fourth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ag.py):

- `glassworks`: a glass collection in CIDOC-CRM, modelled event-centrically in the Linked Art manner, with numeric path
  IRIs (`…/object/2004`, `…/actor/103`, `…/place/15`, `…/concept/611`), every name an untagged `rdfs:label`, and no
  fact stated directly between an object and its maker: objects (`crm:E22_Human-Made_Object`) are
  `P108i_was_produced_by` an `E12_Production` node (`…/object/2004/production`) that is `P14_carried_out_by` one or
  two people (or, once, a workshop), `P7_took_place_at` a town (`P89_falls_within` a country),
  `P32_used_general_technique` a technique and has a `P4_has_time-span` blank node with `P82a_begin_of_the_begin` /
  `P82b_end_of_the_end` xsd:dateTime (whole years; two span several); people are `P98i_was_born` / `P100i_died_in`
  birth and death events (place, time-span) and `P107i_is_current_or_former_member_of` a workshop (`E74_Group`),
  workshops are `P95i_was_formed_by` a formation event (place, time-span and, for three, a founder), museums
  (`E74_Group`s typed museum) have a `P74_has_current_or_former_residence`; heights are `P43_has_dimension` blank
  nodes (`E54_Dimension`, `P2_has_type` height, `P90_has_value` xsd:decimal, `P91_has_unit` centimetres); objects
  have a `P2_has_type` object type, a `P50_has_current_keeper` museum, an extension `…/ext/onDisplay` xsd:boolean and,
  for seven, an original-language title as a `P1_is_identified_by` appellation blank node
  (`E33_E41_Linguistic_Appellation`, `P190_has_symbolic_content` "Lampe aux Chardons", "Vaso del Pavone",
  "Norrskensskål", "Lovecký pohár", `P72_has_language` French / Italian / Swedish / Czech); object types and
  techniques are `E55_Type` concepts in `P127_has_broader_term` trees (goblet, beaker ⊂ drinking vessel ⊂ vessel;
  vase, bowl, decanter, jug ⊂ vessel; lamp, chandelier ⊂ lighting device; cameo carving, wheel engraving, cutting ⊂
  cold working; free-blowing, graal, millefiori ⊂ hot working; enamelling, iridescent lustring ⊂ surface
  decoration); two objects are both "Peacock Vase" (blown on Murano in 1898 by Vittorio Zanetti, 32.5 cm, in the
  Lagoon Glass Museum; iridescent, made at Corning in 1912 by Frederick Lorne, 28.4 cm, in the Finger Lakes Glass
  Museum; told apart by a `P3_has_note`, maker and place), and the designer Elsa Orrefors made her pieces in Kosta,
  none in Orrefors;
- `falconry`: a falconry register in an OWL ontology of its own under a hash namespace (`…/ns#flies`), lowerCamel
  names with `rdfs:label`@en on every class and property, opaque path IRIs (`…/id/bird/b10`, `…/id/person/p07`,
  `…/id/club/c01`, `…/id/meet/m04`, `…/id/place/dunbar`); every object property the data uses has an
  `owl:inverseOf` partner declared and labelled but never used, and the data states each relation in one direction
  only, often the other way from how one asks (person `flies` bird, bird `bredBy` person, club `hasMember` person,
  club `hosts` meet, meet `wonBy` bird, bird `hasDam` / `hasSire` bird; `isFlownBy`, `hasBred`, `memberOf`,
  `hostedBy`, `won`, `damOf`, `sireOf` are empty); a different naming property per kind: people ONLY by
  `foaf:givenName` + `foaf:familyName` (no `foaf:name`: "Khalid" / "Al Mansouri", "Willem" / "van Eyck"), birds by a
  `callName` of their own, clubs by `foaf:name`, meets by `dcterms:title`, towns and countries by untagged
  `rdfs:label`; birds are typed only by their species, classes in a three-level hierarchy (peregrine falcon,
  gyrfalcon, saker falcon, merlin ⊂ falcon ⊂ bird of prey; Harris's hawk, northern goshawk ⊂ hawk; golden eagle ⊂
  eagle; barn owl, Eurasian eagle-owl ⊂ owl), people by `Falconer` and/or `Breeder` ⊂ `foaf:Person`; birds have a
  `sex` string, `hatchYear` xsd:gYear, `weightGrams` xsd:integer, `wingspanCm` xsd:decimal and `imprinted`
  xsd:boolean; people `livesIn` a town (`inCountry` a country) and have `birthYear` and `licensedSince` xsd:gYear;
  clubs are `basedIn` a town with `foundedYear` xsd:gYear and `memberCount` xsd:integer; meets have `meetDate`
  xsd:date, `heldIn` a town and a `quarry` string; two birds are both called "Storm" (a peregrine falcon of 2016
  flown by Fiona Dunbar, the dam of Zephyr; a Harris's hawk of 2019 flown by Markus Brandl; told apart by species and
  falconer), the bird called "Merlin" is a saker falcon while the one merlin is "Pip", and the falconer Fiona Dunbar
  lives in Perth while the meet held in Dunbar is the Lammermuir Grouse Meet;
- `aqueducts`: an aqueduct gazetteer in the GeoNames ontology: every feature a `gn:Feature` with a numeric IRI and a
  trailing slash (`…/6500004/`), named by `gn:name` in the local language ("Acueducto de San Martín", "Acquedotto di
  Valle Aniene", "Aqueduto das Águas Claras", "Roma", "Lisboa", "Santiago de Querétaro") with `gn:alternateName`@en /
  @es / @it for some ("Rome", "Lisbon", "Sierra Aqueduct", "Latium", "Teverone", "Acueducto de Morelia");
  `gn:featureClass` and `gn:featureCode` IRIs (`gn:H.CNLA` aqueduct, `gn:H.SPNG`, `gn:H.STM`, `gn:P.PPLC`,
  `gn:P.PPLA`, `gn:P.PPL`, `gn:A.ADM1`, `gn:A.PCLI`) labelled only by a code list (`gn:Code`s with `skos:prefLabel`,
  `skos:notation` and `skos:inScheme` their `gn:Class`); `gn:parentADM1`, `gn:parentCountry`, `gn:countryCode`;
  cities with `gn:population` xsd:integer and `wgs84_pos:lat` / `long` plain literals; an extension vocabulary under
  a hash namespace with units in its property names, never labelled: aqueducts `supplies` a city, take their water
  from a `sourceFeature` (a spring with `elevationM` xsd:integer, or a stream), have an `engineer` (a `foaf:Person`
  named by `foaf:name` with `birthYear` xsd:gYear and `birthPlace` a feature; three aqueducts have none),
  `completedYear` xsd:gYear (two Roman ones: "0050", "0098"), `lengthKm` and `maxHeightM` xsd:decimal, `archCount`
  xsd:integer, `flowLitresPerSecond` xsd:integer (absent for two) and `inService` xsd:boolean; two aqueducts are both
  "Los Arcos" (Teruel in Aragón, 1558, 34 arches, by Pere Vidal; Morelia in Michoacán, 1766, 180 arches, by Fray
  Tomás de Ayala; told apart by their alternate names, parents and the city they supply), a division and a city are
  both "Lisboa", and the engineer Luis Segovia (born in Toledo) built the two aqueducts of Toledo, not Segovia's;
- `tramways`: a tramway database exported from CSV tables by an R2RML mapping: row IRIs from templates
  (`…/line/LIS-28E`, `…/car/8`, `…/depot/RIG`, `…/model/jumbo-4900`, `…/maker/M2`, `…/stop/101`, `…/city/5`), one
  class per table (`…/vocab/Tramcar`, `…/vocab/Line`, …), every column a lower_snake predicate in one vocabulary with
  no table prefix (`…/vocab/route_length_km`, `gauge_mm`, `is_heritage`), foreign keys as IRIs under column names of
  their own (`line_city`, `home_depot`, `from_stop`, `to_stop`, `car_model`, `assigned_line`, `maker`, `maker_city`,
  `depot_city`, `stop_city`), NULLs absent; names sit in a different column per table (`city_name`, `maker_name`,
  `model_name`, `depot_name`, `stop_name`, `line_name`: "28E", "Line 22", "Promenade", "Traunseetram") and cars have
  only a `fleet_number` string ("544", "4912", "8") and, for five, a `nickname` ("Princess Alice", "Belle of Foz");
  the mapping typed integers, dates (`opened_on`, `withdrawn_on` xsd:date), booleans (`is_articulated`,
  `is_low_floor`, `is_heritage`) and `length_m` xsd:decimal but left `route_length_km`, `country_name` and
  `operator_name` plain strings; lines have `gauge_mm`, cities `population`, depots `opened_year` and
  `capacity_cars`, makers `founded_year`, models `introduced_year`, cars `year_built` and `seat_count`; two lines are
  both "Line 1" (Porto, STCP, 1895, 4.2 km, heritage; Milan, ATM, 1910, 9.8 km; told apart by city and operator),
  and the maker Brill & Porto is based in Lisbon while the trams built in Porto come from the Fábrica de Massarelos;
- `saltworks`: a salt-heritage register in W3C PROV-O with slug IRIs under a path per kind (`…/works/pen-avel`,
  `…/harvest/ria-2023`, `…/lot/pa22-gs`, `…/agent/pp09`, `…/role/master-salter`, `…/grade/fleur-de-sel`,
  `…/place/piran`): harvests are `prov:Activity` (and `…/def/Harvest`) nodes `prov:atLocation` a saltworks with
  `prov:startedAtTime` / `prov:endedAtTime` xsd:dateTime, `prov:wasAssociatedWith` each agent and a
  `prov:qualifiedAssociation` blank node per agent (`prov:Association`, `prov:agent`, `prov:hadRole` master salter /
  harvester / quality inspector) that alone says who did what; salt lots are `prov:Entity` nodes
  `prov:wasGeneratedBy` a harvest (a smoked salt only `prov:wasDerivedFrom` another lot) with a `grade`, `massKg`
  xsd:integer and `organicCertified` xsd:boolean; saltworks are `inTown` a town (`inCountry`), `operatedBy` a
  `prov:Organization` (`basedIn` a town), with `stillActive` xsd:boolean and `areaHectares` xsd:decimal, typed by
  classes in a hierarchy under `prov:Location` (graduation works ⊂ brine boiling works ⊂ saltworks; sea saltern,
  inland saltern ⊂ saltworks); every name is an `rdfs:label` in the local language (@fr "Marais salants de Pen
  Avel", @sl "Soline Fazan", @de "Gradierwerk am Kurpark", @pt "Marinhas da Ria", @es, @it), English only for some
  ("Ria Salt Pans"@en, "Old Lüneburg Saltworks"@en, "Piran"@sl / @en beside "Pirano"@it), grades and roles labelled
  in several languages ("fleur de sel"@fr / "flower of salt"@en / "flor de sal"@es; "Siedesalz"@de only), people by
  untagged labels, the custom properties `rdf:Property`s labelled @en; two saltworks are both "Salina Grande" (@it in
  Trapani, 120.5 ha, active; @es in San Fernando, closed; told apart only by town and operator), and the master
  salter Marta Aveiro worked at the Trapani one, never in Aveiro.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (295 SPARQL checks run with pyoxigraph over the five KGs: one per question,
made-up question and pseudo graph, the unanswerable and made-up ones checked for the absence of the fact or the
name; plus 103 more: 28 on shared names, inverse properties, hierarchies, datatypes and the traps, 15 that the entity
of each unanswerable question exists, and 60 that each pseudo graph's names are names in its KG and its relation
words are not the KG's predicate names or property labels). "right" = the top answer is gold; an empty gold set means
the KG cannot answer and the right behaviour is no answer (three per KG, each about an entity the KG has, asking for
something it does not record: valuations, donors, weights, diets, prices, vets, building costs, owners, visitor
numbers, fares, liveries, ridership, salt analyses). Made-up questions (six per KG) name entities that do not exist
(invented, or real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six
two-hop per KG) use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ah.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import DCT, OWL, RDF_TYPE, RDFS, SKOS, XSD, _lit
from unseen_b import FOAF, _typed
from unseen_d import CRM
from unseen_f import GN, PROV
from unseen_g import Graph
from unseen_i import WGS
from unseen_r import _bool

# ---- glassworks (CIDOC-CRM in the Linked Art manner: every fact through an event node, production -> maker, place,
# ---- technique and time-span; heights as E54 dimension blank nodes; original-language titles as appellation blank
# ---- nodes; types and techniques as E55 concepts in broader-term trees; one extension boolean) ---------------------
GW = "https://glass-collection.example.org/"
GWX = GW + "ext/"
# concept: (label, broader concept or None, CRM class)
GW_CONCEPTS = {
    "500": ("vessel", None, "E55_Type"), "501": ("vase", "500", "E55_Type"), "502": ("bowl", "500", "E55_Type"),
    "503": ("drinking vessel", "500", "E55_Type"), "504": ("goblet", "503", "E55_Type"),
    "505": ("beaker", "503", "E55_Type"), "506": ("decanter", "500", "E55_Type"), "507": ("jug", "500", "E55_Type"),
    "510": ("lighting device", None, "E55_Type"), "511": ("lamp", "510", "E55_Type"),
    "512": ("chandelier", "510", "E55_Type"), "520": ("paperweight", None, "E55_Type"),
    "600": ("hot working", None, "E55_Type"), "601": ("free-blowing", "600", "E55_Type"),
    "602": ("graal", "600", "E55_Type"), "603": ("millefiori", "600", "E55_Type"),
    "610": ("cold working", None, "E55_Type"), "611": ("cameo carving", "610", "E55_Type"),
    "612": ("wheel engraving", "610", "E55_Type"), "613": ("cutting", "610", "E55_Type"),
    "620": ("surface decoration", None, "E55_Type"), "621": ("enamelling", "620", "E55_Type"),
    "622": ("iridescent lustring", "620", "E55_Type"),
    "700": ("height", None, "E55_Type"), "701": ("centimetres", None, "E58_Measurement_Unit"),
    "710": ("city", None, "E55_Type"), "711": ("nation", None, "E55_Type"), "712": ("glassworks", None, "E55_Type"),
    "713": ("museum", None, "E55_Type"), "720": ("Italian", None, "E56_Language"),
    "721": ("French", None, "E56_Language"), "722": ("Swedish", None, "E56_Language"),
    "723": ("Czech", None, "E56_Language"),
}
GW_PLACES = {"1": ("Italy", None), "2": ("Czech Republic", None), "3": ("Sweden", None), "4": ("France", None),
             "5": ("United States", None), "6": ("England", None), "11": ("Murano", "1"), "12": ("Venice", "1"),
             "13": ("Nový Bor", "2"), "14": ("Kosta", "3"), "15": ("Orrefors", "3"), "16": ("Stockholm", "3"),
             "17": ("Nancy", "4"), "18": ("Corning", "5"), "19": ("Stourbridge", "6")}  # place: (label, falls within)
# person: (label, born, birthplace, died, workshop they belonged to)
GW_PEOPLE = {"101": ("Vittorio Zanetti", "1861", "11", "1932", "201"),
             "102": ("Lucia Moretti", "1889", "12", "1970", "201"),
             "103": ("Émile Gallard", "1846", "17", "1904", "202"),
             "104": ("Václav Hrubý", "1870", "13", "1941", "203"),
             "105": ("Thomas Whitby", "1855", "19", "1923", "204"),
             "106": ("Frederick Lorne", "1868", "19", "1951", "205"),
             "107": ("Elsa Orrefors", "1902", "16", "1988", "206"),
             "108": ("Ingrid Lind", "1915", "15", "2003", "207")}
# workshop: (label, formed, where, founder or None)
GW_WORKSHOPS = {"201": ("Fratelli Zanetti", "1854", "11", None), "202": ("Cristallerie Gallard", "1878", "17", "103"),
                "203": ("Hrubý & Söhne", "1862", "13", None), "204": ("Whitby Brothers", "1881", "19", "105"),
                "205": ("Lorne Glass Company", "1903", "18", "106"),
                "206": ("Kosta Nova Glassworks", "1926", "14", None),
                "207": ("Glasbruket Norrsken", "1898", "15", None)}
# museum: (label, seat)
GW_MUSEUMS = {"301": ("Lagoon Glass Museum", "12"), "302": ("Finger Lakes Glass Museum", "18"),
              "303": ("Musée du Verre de Nancy", "17"), "304": ("Småland Glass Archive", "14")}
# object: (label, type, makers, place made, begin year, end year, technique, height cm, keeper, on display,
#          note or None, [(original-language title, language concept)])
GW_OBJECTS = {
    "2001": ("Peacock Vase", "501", ["101"], "11", "1898", "1898", "601", "32.5", "301", True,
             "Blue and gold vase with a peacock-feather pattern, blown on Murano", [("Vaso del Pavone", "720")]),
    "2002": ("Peacock Vase", "501", ["106"], "18", "1912", "1912", "622", "28.4", "302", False,
             "Iridescent peacock-blue vase made at Corning", []),
    "2003": ("Nightingale Goblet", "504", ["102"], "11", "1921", "1921", "621", "21.4", "301", True, None,
             [("Calice dell'Usignolo", "720")]),
    "2004": ("Thistle Lamp", "511", ["103"], "17", "1899", "1901", "611", "45.5", "303", True, None,
             [("Lampe aux Chardons", "721")]),
    "2005": ("Dragonfly Bowl", "502", ["103"], "17", "1903", "1903", "611", "12.5", "303", False, None,
             [("Coupe aux Libellules", "721")]),
    "2006": ("Hunting Beaker", "505", ["104"], "13", "1895", "1895", "612", "14.8", "302", False, None,
             [("Lovecký pohár", "723")]),
    "2007": ("Rosette Decanter", "506", ["104"], "13", "1902", "1902", "613", "31.2", "303", True, None, []),
    "2008": ("Rose Jug", "507", ["105", "106"], "19", "1888", "1888", "611", "24.6", "302", True, None, []),
    "2009": ("Northern Lights Bowl", "502", ["108"], "15", "1948", "1948", "602", "18.2", "304", True, None,
             [("Norrskensskål", "722")]),
    "2010": ("Midsummer Vase", "501", ["108"], "15", "1952", "1952", "612", "26.3", "304", False, None, []),
    "2011": ("Seaweed Vase", "501", ["107"], "14", "1934", "1934", "602", "22.3", "304", True, None,
             [("Tångvas", "722")]),
    "2012": ("Frost Chandelier", "512", ["107"], "14", "1937", "1937", "601", "96.5", "304", False, None, []),
    "2013": ("Millefiori Paperweight", "520", ["201"], "11", "1880", "1889", "603", "7.5", "301", True, None, []),
}


def _gw(kind: str, *ids: str) -> set[str]:
    return {f"{GW}{kind}/{i}" for i in ids}


def _span(begin: str, end: str | None = None) -> set[str]:
    """The two ends of a CRM time-span of whole years, as gold."""
    return {f"{begin}-01-01T00:00:00", f"{end or begin}-12-31T23:59:59"}


def glassworks_kg() -> str:
    """N-Triples of the glass collection (CIDOC-CRM, event-centric)."""
    g = Graph()

    def node(s: str, cls: str, label: str | None = None) -> str:
        g.add(s, RDF_TYPE, CRM + cls)
        if label:
            g.add(s, RDFS + "label", _lit(label))
        return s

    def timespan(s: str, key: str, begin: str, end: str) -> None:
        ts = node(f"_:ts_{key}", "E52_Time-Span")
        g.add(s, CRM + "P4_has_time-span", ts)
        g.add(ts, CRM + "P82a_begin_of_the_begin", _typed(f"{begin}-01-01T00:00:00", "dateTime"))
        g.add(ts, CRM + "P82b_end_of_the_end", _typed(f"{end}-12-31T23:59:59", "dateTime"))

    for key, (label, broader, cls) in GW_CONCEPTS.items():
        c = node(f"{GW}concept/{key}", cls, label)
        if broader:
            g.add(c, CRM + "P127_has_broader_term", f"{GW}concept/{broader}")
    for key, (label, within) in GW_PLACES.items():
        p = node(f"{GW}place/{key}", "E53_Place", label)
        g.add(p, CRM + "P2_has_type", f"{GW}concept/{'710' if within else '711'}")
        if within:
            g.add(p, CRM + "P89_falls_within", f"{GW}place/{within}")
    for key, (label, born, birthplace, died, workshop) in GW_PEOPLE.items():
        a = node(f"{GW}actor/{key}", "E21_Person", label)
        birth, death = node(f"{a}/birth", "E67_Birth"), node(f"{a}/death", "E69_Death")
        g.add(a, CRM + "P98i_was_born", birth), g.add(birth, CRM + "P7_took_place_at", f"{GW}place/{birthplace}")
        timespan(birth, f"b{key}", born, born)
        g.add(a, CRM + "P100i_died_in", death), timespan(death, f"d{key}", died, died)
        g.add(a, CRM + "P107i_is_current_or_former_member_of", f"{GW}actor/{workshop}")
    for key, (label, formed, where, founder) in GW_WORKSHOPS.items():
        a = node(f"{GW}actor/{key}", "E74_Group", label)
        g.add(a, CRM + "P2_has_type", GW + "concept/712")
        formation = node(f"{a}/formation", "E66_Formation")
        g.add(a, CRM + "P95i_was_formed_by", formation)
        g.add(formation, CRM + "P7_took_place_at", f"{GW}place/{where}")
        timespan(formation, f"f{key}", formed, formed)
        if founder:
            g.add(formation, CRM + "P14_carried_out_by", f"{GW}actor/{founder}")
    for key, (label, seat) in GW_MUSEUMS.items():
        a = node(f"{GW}actor/{key}", "E74_Group", label)
        g.add(a, CRM + "P2_has_type", GW + "concept/713")
        g.add(a, CRM + "P74_has_current_or_former_residence", f"{GW}place/{seat}")
    for key, fields in GW_OBJECTS.items():
        label, kind, makers, place, begin, end, technique, height, keeper, shown, note, titles = fields
        o = node(f"{GW}object/{key}", "E22_Human-Made_Object", label)
        g.add(o, CRM + "P2_has_type", f"{GW}concept/{kind}")
        production = node(f"{o}/production", "E12_Production")
        g.add(o, CRM + "P108i_was_produced_by", production)
        for maker in makers:
            g.add(production, CRM + "P14_carried_out_by", f"{GW}actor/{maker}")
        g.add(production, CRM + "P7_took_place_at", f"{GW}place/{place}")
        g.add(production, CRM + "P32_used_general_technique", f"{GW}concept/{technique}")
        timespan(production, f"p{key}", begin, end)
        dim = node(f"_:dim_{key}", "E54_Dimension")
        g.add(o, CRM + "P43_has_dimension", dim), g.add(dim, CRM + "P2_has_type", GW + "concept/700")
        g.add(dim, CRM + "P90_has_value", _typed(height, "decimal"))
        g.add(dim, CRM + "P91_has_unit", GW + "concept/701")
        g.add(o, CRM + "P50_has_current_keeper", f"{GW}actor/{keeper}"), g.add(o, GWX + "onDisplay", _bool(shown))
        if note:
            g.add(o, CRM + "P3_has_note", _lit(note, "en"))
        for i, (title, language) in enumerate(titles):
            t = node(f"_:title_{key}_{i}", "E33_E41_Linguistic_Appellation")
            g.add(o, CRM + "P1_is_identified_by", t), g.add(t, CRM + "P190_has_symbolic_content", _lit(title))
            g.add(t, CRM + "P72_has_language", f"{GW}concept/{language}")
    return g.text()


GLASSWORKS_QUESTIONS = [
    ("Who made the Thistle Lamp?", _gw("actor", "103")),
    ("Who made the Rose Jug?", _gw("actor", "105", "106")),
    ("Which objects did Frederick Lorne work on?", _gw("object", "2002", "2008")),
    ("Where was the Hunting Beaker made?", _gw("place", "13")),
    ("Which objects were made in Orrefors?", _gw("object", "2009", "2010")),
    ("Which objects did Elsa Orrefors make?", _gw("object", "2011", "2012")),
    ("Which objects were made on Murano?", _gw("object", "2001", "2003", "2013")),
    ("When was the Nightingale Goblet made?", _span("1921")),
    ("How tall is the Frost Chandelier?", {"96.5"}),
    ("What technique was used for the Seaweed Vase?", _gw("concept", "602")),
    ("Which objects were engraved on the wheel?", _gw("object", "2006", "2010")),
    ("Which pieces are cameo glass?", _gw("object", "2004", "2005", "2008")),
    ("Which objects were cold-worked?", _gw("object", "2004", "2005", "2006", "2007", "2008", "2010")),
    ("Which vases does the collection have?", _gw("object", "2001", "2002", "2010", "2011")),
    ("Which drinking vessels are there?", _gw("object", "2003", "2006")),
    ("What kind of object is the Hunting Beaker?", _gw("concept", "505")),
    ("Which museum holds the Dragonfly Bowl?", _gw("actor", "303")),
    ("What does the Småland Glass Archive hold?", _gw("object", "2009", "2010", "2011", "2012")),
    ("Is the Midsummer Vase on display?", {"false"}),
    ("Which objects are on display in the Lagoon Glass Museum?", _gw("object", "2001", "2003", "2013")),
    ("Where was Vittorio Zanetti born?", _gw("place", "11")),
    ("When did Thomas Whitby die?", _span("1923")),
    ("Which workshop did Ingrid Lind belong to?", _gw("actor", "207")),
    ("Who founded the Lorne Glass Company?", _gw("actor", "106")),
    ("When was Fratelli Zanetti founded?", _span("1854")),
    ("Where is the Finger Lakes Glass Museum?", _gw("place", "18")),
    ("What is the Thistle Lamp called in French?", {"Lampe aux Chardons"}),
    ("Who made the Vaso del Pavone?", _gw("actor", "101")),
    ("Who made the Peacock Vase in Corning?", _gw("actor", "106")),
    ("How tall is the Peacock Vase from Murano?", {"32.5"}),
    ("Which is the tallest object?", _gw("object", "2012")),
    ("Which objects were made before 1890?", _gw("object", "2008", "2013")),
    ("How many objects did Ingrid Lind make?", {"2"}),
    ("Which objects were made in Sweden?", _gw("object", "2009", "2010", "2011", "2012")),
    ("Where was the maker of the Northern Lights Bowl born?", _gw("place", "15")),
    ("In which country is the museum that holds the Hunting Beaker?", _gw("place", "5")),
    ("who made the dragonfly bowl", _gw("actor", "103")),
    ("What technique was used for the Nightingale Goblett?", _gw("concept", "621")),  # misspelt: Goblet
    ("How much is the Frost Chandelier insured for?", set()),  # no valuations
    ("Who donated the Thistle Lamp to the museum?", set()),  # no acquisitions or donors
    ("How much does the Seaweed Vase weigh?", set()),  # heights only, no weights
]
GLASSWORKS_MADE_UP = ["Who made the Peacock Goblet?", "When was the Thistle Chandelier made?",
                      "Where was Elsa Zanetti born?", "Which objects does the Baltic Glass Museum hold?",
                      "When was Cristallerie Hrubý founded?", "How tall is the Orrefors Swan Vase?"]
GLASSWORKS_GRAPHS = [
    ('[("Dragonfly Bowl", "maker", ?x)]', _gw("actor", "103")),
    ('[("Seaweed Vase", "height in cm", ?x)]', {"22.3"}),
    ('[(?x, "maker", "Václav Hrubý")]', _gw("object", "2006", "2007")),
    ('[("Rose Jug", "made in", ?x)]', _gw("place", "19")),
    ('[(?x, "held by", "Lagoon Glass Museum")]', _gw("object", "2001", "2003", "2013")),
    ('[("Lucia Moretti", "birthplace", ?x)]', _gw("place", "12")),
    ('[("Midsummer Vase", "maker", ?p), (?p, "birthplace", ?x)]', _gw("place", "15")),
    ('[("Hunting Beaker", "made in", ?t), (?t, "country", ?x)]', _gw("place", "2")),
    ('[(?o, "maker", "Émile Gallard"), (?o, "height in cm", ?x)]', {"45.5", "12.5"}),
    ('[(?o, "held by", "Musée du Verre de Nancy"), (?o, "process", ?x)]', _gw("concept", "611", "613")),
    ('[("Seaweed Vase", "held by", ?m), (?m, "city", ?x)]', _gw("place", "14")),
    ('[("Thistle Lamp", "maker", ?p), (?p, "year of death", ?x)]', _span("1904")),
]

# ---- falconry (a lowerCamel OWL ontology under a hash namespace whose owl:inverseOf pairs are used in one direction
# ---- only, people named only by foaf:givenName + foaf:familyName, birds by a callName of their own, clubs by
# ---- foaf:name, meets by dcterms:title, places by rdfs:label; birds typed by species classes in a hierarchy) --------
FC = "http://falconry-register.example.net/"
FCV = FC + "ns#"
FC_CLASSES = {"BirdOfPrey": ("bird of prey", None), "Falcon": ("falcon", "BirdOfPrey"),
              "Peregrine": ("peregrine falcon", "Falcon"), "Gyrfalcon": ("gyrfalcon", "Falcon"),
              "SakerFalcon": ("saker falcon", "Falcon"), "Merlin": ("merlin", "Falcon"),
              "Hawk": ("hawk", "BirdOfPrey"), "HarrisHawk": ("Harris's hawk", "Hawk"),
              "Goshawk": ("northern goshawk", "Hawk"), "Eagle": ("eagle", "BirdOfPrey"),
              "GoldenEagle": ("golden eagle", "Eagle"), "Owl": ("owl", "BirdOfPrey"), "BarnOwl": ("barn owl", "Owl"),
              "EagleOwl": ("Eurasian eagle-owl", "Owl"), "Falconer": ("falconer", FOAF + "Person"),
              "Breeder": ("breeder", FOAF + "Person"), "Club": ("club", None), "Meet": ("field meet", None),
              "Town": ("town", None), "Country": ("country", None)}  # class: (label, superclass)
# property used in the data: (label, inverse, label of the inverse or None for none); the inverses are never used
FC_OBJECT_PROPERTIES = {"flies": ("flies", "isFlownBy", "is flown by"), "bredBy": ("bred by", "hasBred", "has bred"),
                        "hasMember": ("has member", "memberOf", "member of"),
                        "hosts": ("hosts", "hostedBy", "hosted by"),
                        "hasDam": ("has dam", "damOf", "dam of"), "hasSire": ("has sire", "sireOf", "sire of"),
                        "wonBy": ("won by", "won", "won"), "heldIn": ("held in", None, None),
                        "livesIn": ("lives in", None, None), "basedIn": ("based in", None, None),
                        "inCountry": ("in country", None, None)}
FC_DATATYPE_PROPERTIES = {"callName": ("call name", "string"), "hatchYear": ("hatch year", "gYear"),
                          "weightGrams": ("weight (g)", "integer"), "wingspanCm": ("wingspan (cm)", "decimal"),
                          "imprinted": ("imprinted", "boolean"), "sex": ("sex", "string"),
                          "birthYear": ("birth year", "gYear"), "licensedSince": ("licensed since", "gYear"),
                          "foundedYear": ("founded", "gYear"), "memberCount": ("number of members", "integer"),
                          "meetDate": ("date", "date"), "quarry": ("quarry", "string")}
FC_COUNTRIES = {"scotland": "Scotland", "england": "England", "germany": "Germany", "netherlands": "Netherlands",
                "uae": "United Arab Emirates"}
FC_TOWNS = {"perth": ("Perth", "scotland"), "dunbar": ("Dunbar", "scotland"), "inverness": ("Inverness", "scotland"),
            "york": ("York", "england"), "landshut": ("Landshut", "germany"), "bamberg": ("Bamberg", "germany"),
            "valkenswaard": ("Valkenswaard", "netherlands"), "abudhabi": ("Abu Dhabi", "uae")}
# person: (given name, family name, classes, town, born, licensed since)
FC_PEOPLE = {"p01": ("Fiona", "Dunbar", ["Falconer"], "perth", "1971", "1994"),
             "p02": ("Markus", "Brandl", ["Falconer"], "landshut", "1980", "2003"),
             "p03": ("Callum", "Reid", ["Falconer"], "inverness", "1988", "2010"),
             "p04": ("Khalid", "Al Mansouri", ["Falconer", "Breeder"], "abudhabi", "1975", "1990"),
             "p05": ("Eleanor", "Marsh", ["Falconer", "Breeder"], "york", "1966", "1985"),
             "p06": ("Hannes", "Vogt", ["Falconer"], "bamberg", "1992", "2014"),
             "p07": ("Willem", "van Eyck", ["Breeder"], "valkenswaard", "1958", "1979"),
             "p08": ("Anneliese", "Huber", ["Breeder"], "bamberg", "1963", "1988"),
             "p09": ("Rhona", "McLeod", ["Breeder"], "inverness", "1979", "2001")}
# bird: (call name, species, sex, hatched, weight g, wingspan cm, imprinted, bred by, flown by, dam, sire)
FC_BIRDS = {"b01": ("Storm", "Peregrine", "female", "2016", 980, "105.5", False, "p07", "p01", None, None),
            "b02": ("Storm", "HarrisHawk", "male", "2019", 640, "102.5", True, "p08", "p02", None, None),
            "b03": ("Ailsa", "Gyrfalcon", "female", "2014", 1620, "128.5", False, "p07", "p01", None, None),
            "b04": ("Bramble", "Goshawk", "female", "2017", 1150, "108.5", False, "p09", "p03", None, None),
            "b05": ("Merlin", "SakerFalcon", "male", "2018", 820, "110.5", False, "p04", "p04", None, None),
            "b06": ("Pip", "Merlin", "male", "2021", 165, "60.5", True, "p09", "p05", None, None),
            "b07": ("Odin", "GoldenEagle", "female", "2011", 4300, "212.5", False, "p08", "p02", None, None),
            "b08": ("Luna", "BarnOwl", "female", "2020", 340, "89.5", True, "p05", "p05", None, None),
            "b09": ("Brutus", "EagleOwl", "male", "2015", 2400, "168.5", True, "p08", "p06", None, None),
            "b10": ("Zephyr", "Peregrine", "male", "2020", 620, "92.5", False, "p07", "p03", "b01", None),
            "b11": ("Saffi", "SakerFalcon", "female", "2019", 1100, "118.5", False, "p04", "p04", None, "b05"),
            "b12": ("Tamsin", "HarrisHawk", "female", "2018", 1010, "112.5", True, "p09", "p01", None, None)}
# club: (name, based in, founded, members count, members)
FC_CLUBS = {"c01": ("Highland Hawking Club", "inverness", "1972", 140, ["p01", "p03", "p09"]),
            "c02": ("Yorkshire Falconry Society", "york", "1964", 210, ["p05"]),
            "c03": ("Falkenbund Franken", "bamberg", "1958", 95, ["p02", "p06", "p08"]),
            "c04": ("Emirates Falconers' Circle", "abudhabi", "2001", 60, ["p04"])}
# meet: (title, date, held in, hosted by, quarry, won by)
FC_MEETS = {"m01": ("Lammermuir Grouse Meet", "2022-09-17", "dunbar", "c01", "red grouse", "b03"),
            "m02": ("Ebor Field Meet", "2023-10-08", "york", "c02", "skylark", "b06"),
            "m03": ("Fränkische Beizjagd", "2023-11-25", "bamberg", "c03", "hare", "b07"),
            "m04": ("Desert Cup", "2024-01-20", "abudhabi", "c04", "houbara bustard", "b11"),
            "m05": ("Highland Winter Meet", "2024-02-10", "inverness", "c01", "rabbit", "b04")}


def _fc(kind: str, *ids: str) -> set[str]:
    return {f"{FC}id/{kind}/{i}" for i in ids}


def _fcc(*classes: str) -> set[str]:
    return {FCV + c for c in classes}


def falconry_kg() -> str:
    """N-Triples of the falconry register (OWL ontology with inverse pairs, FOAF given and family names)."""
    g = Graph()

    def ref(kind: str, i: str) -> str:
        return f"{FC}id/{kind}/{i}"

    g.add(FC + "ns", RDF_TYPE, OWL + "Ontology")
    for cls, (label, sup) in FC_CLASSES.items():
        g.add(FCV + cls, RDF_TYPE, OWL + "Class"), g.add(FCV + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(FCV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else FCV + sup)
    for prop, (label, inverse, inverse_label) in FC_OBJECT_PROPERTIES.items():
        g.add(FCV + prop, RDF_TYPE, OWL + "ObjectProperty"), g.add(FCV + prop, RDFS + "label", _lit(label, "en"))
        if inverse:
            g.add(FCV + inverse, RDF_TYPE, OWL + "ObjectProperty")
            g.add(FCV + inverse, RDFS + "label", _lit(inverse_label, "en"))
            g.add(FCV + inverse, OWL + "inverseOf", FCV + prop)
    for prop, (label, datatype) in FC_DATATYPE_PROPERTIES.items():
        g.add(FCV + prop, RDF_TYPE, OWL + "DatatypeProperty"), g.add(FCV + prop, RDFS + "label", _lit(label, "en"))
        g.add(FCV + prop, RDFS + "range", XSD + datatype)
    for key, name in FC_COUNTRIES.items():
        g.add(ref("place", key), RDF_TYPE, FCV + "Country"), g.add(ref("place", key), RDFS + "label", _lit(name))
    for key, (name, country) in FC_TOWNS.items():
        t = ref("place", key)
        g.add(t, RDF_TYPE, FCV + "Town"), g.add(t, RDFS + "label", _lit(name))
        g.add(t, FCV + "inCountry", ref("place", country))
    for key, (given, family, classes, town, born, licensed) in FC_PEOPLE.items():
        p = ref("person", key)
        for cls in classes:
            g.add(p, RDF_TYPE, FCV + cls)
        g.add(p, FOAF + "givenName", _lit(given)), g.add(p, FOAF + "familyName", _lit(family))
        g.add(p, FCV + "livesIn", ref("place", town)), g.add(p, FCV + "birthYear", _typed(born, "gYear"))
        g.add(p, FCV + "licensedSince", _typed(licensed, "gYear"))
    for key, fields in FC_BIRDS.items():
        name, species, sex, hatched, weight, wingspan, imprinted, breeder, falconer, dam, sire = fields
        b = ref("bird", key)
        g.add(b, RDF_TYPE, FCV + species), g.add(b, FCV + "callName", _lit(name)), g.add(b, FCV + "sex", _lit(sex))
        g.add(b, FCV + "hatchYear", _typed(hatched, "gYear")), g.add(b, FCV + "weightGrams", _typed(weight, "integer"))
        g.add(b, FCV + "wingspanCm", _typed(wingspan, "decimal")), g.add(b, FCV + "imprinted", _bool(imprinted))
        g.add(b, FCV + "bredBy", ref("person", breeder)), g.add(ref("person", falconer), FCV + "flies", b)
        if dam:
            g.add(b, FCV + "hasDam", ref("bird", dam))
        if sire:
            g.add(b, FCV + "hasSire", ref("bird", sire))
    for key, (name, town, founded, count, members) in FC_CLUBS.items():
        c = ref("club", key)
        g.add(c, RDF_TYPE, FCV + "Club"), g.add(c, RDF_TYPE, FOAF + "Organization"), g.add(c, FOAF + "name", _lit(name))
        g.add(c, FCV + "basedIn", ref("place", town)), g.add(c, FCV + "foundedYear", _typed(founded, "gYear"))
        g.add(c, FCV + "memberCount", _typed(count, "integer"))
        for member in members:
            g.add(c, FCV + "hasMember", ref("person", member))
    for key, (title, day, town, club, quarry, winner) in FC_MEETS.items():
        m = ref("meet", key)
        g.add(m, RDF_TYPE, FCV + "Meet"), g.add(m, DCT + "title", _lit(title))
        g.add(m, FCV + "meetDate", _typed(day, "date")), g.add(m, FCV + "heldIn", ref("place", town))
        g.add(ref("club", club), FCV + "hosts", m), g.add(m, FCV + "quarry", _lit(quarry))
        g.add(m, FCV + "wonBy", ref("bird", winner))
    return g.text()


FALCONRY_QUESTIONS = [
    ("Who flies Ailsa?", _fc("person", "p01")),
    ("Which birds does Fiona Dunbar fly?", _fc("bird", "b01", "b03", "b12")),
    ("Who bred Zephyr?", _fc("person", "p07")),
    ("Which birds did Anneliese Huber breed?", _fc("bird", "b02", "b07", "b09")),
    ("What species is Bramble?", _fcc("Goshawk")),
    ("Which birds are merlins?", _fc("bird", "b06")),
    ("What kind of bird is Merlin?", _fcc("SakerFalcon")),
    ("Which falcons are in the register?", _fc("bird", "b01", "b03", "b05", "b06", "b10", "b11")),
    ("Which owls are there?", _fc("bird", "b08", "b09")),
    ("When did Odin hatch?", {"2011"}),
    ("How heavy is Brutus?", {"2400"}),
    ("What is Saffi's wingspan?", {"118.5"}),
    ("Which birds are imprinted?", _fc("bird", "b02", "b06", "b08", "b09", "b12")),
    ("Who is Zephyr's mother?", _fc("bird", "b01")),
    ("Who is the father of Saffi?", _fc("bird", "b05")),
    ("Which club does Callum Reid belong to?", _fc("club", "c01")),
    ("Who are the members of Falkenbund Franken?", _fc("person", "p02", "p06", "p08")),
    ("Where does Hannes Vogt live?", _fc("place", "bamberg")),
    ("When was Eleanor Marsh born?", {"1966"}),
    ("Since when has Markus Brandl been licensed?", {"2003"}),
    ("Which meets were held in Dunbar?", _fc("meet", "m01")),
    ("Which bird won the Desert Cup?", _fc("bird", "b11")),
    ("What game was hunted at the Fränkische Beizjagd?", {"hare"}),
    ("When did the Ebor Field Meet take place?", {"2023-10-08"}),
    ("Which club hosted the Highland Winter Meet?", _fc("club", "c01")),
    ("Which meets did the Highland Hawking Club organise?", _fc("meet", "m01", "m05")),
    ("When was the Yorkshire Falconry Society founded?", {"1964"}),
    ("How many members does the Emirates Falconers' Circle have?", {"60"}),
    ("Who flies the Harris's hawk called Storm?", _fc("person", "p02")),
    ("When did the peregrine Storm hatch?", {"2016"}),
    ("Which is the heaviest bird?", _fc("bird", "b07")),
    ("Which birds hatched after 2018?", _fc("bird", "b02", "b06", "b08", "b10", "b11")),
    ("How many birds did Willem van Eyck breed?", {"3"}),
    ("Where does the falconer who flies Brutus live?", _fc("place", "bamberg")),
    ("Which birds are flown by members of the Highland Hawking Club?", _fc("bird", "b01", "b03", "b04", "b10", "b12")),
    ("Who flies the bird that won the Lammermuir Grouse Meet?", _fc("person", "p01")),
    ("which birds does khalid al mansouri fly", _fc("bird", "b05", "b11")),
    ("Who bred Tamssin?", _fc("person", "p09")),  # misspelt: Tamsin
    ("What does Odin eat?", set()),  # no diets
    ("How much did Ailsa cost?", set()),  # no prices
    ("Who is Brutus's vet?", set()),  # no vets
]
FALCONRY_MADE_UP = ["Who flies Tempest?", "Who bred Storm Junior?", "Where does Fiona Reid live?",
                    "Which bird won the Lammermuir Hare Meet?", "When was the Bavarian Falconry Guild founded?",
                    "What species is Ailsa Moon?"]
FALCONRY_GRAPHS = [
    ('[("Pip", "handler", ?x)]', _fc("person", "p05")),
    ('[("Odin", "breeder", ?x)]', _fc("person", "p08")),
    ('[(?x, "handler", "Callum Reid")]', _fc("bird", "b04", "b10")),
    ('[("Luna", "weight in grams", ?x)]', {"340"}),
    ('[("Desert Cup", "venue", ?x)]', _fc("place", "abudhabi")),
    ('[("Rhona McLeod", "club", ?x)]', _fc("club", "c01")),
    ('[("Zephyr", "mother", ?m), (?m, "breeder", ?x)]', _fc("person", "p07")),
    ('[("Bramble", "handler", ?p), (?p, "hometown", ?x)]', _fc("place", "inverness")),
    ('[(?b, "breeder", "Khalid Al Mansouri"), (?b, "year hatched", ?x)]', {"2018", "2019"}),
    ('[("Ebor Field Meet", "champion", ?b), (?b, "wingspan in cm", ?x)]', {"60.5"}),
    ('[("Highland Winter Meet", "organiser", ?c), (?c, "year established", ?x)]', {"1972"}),
    ('[("Hannes Vogt", "club", ?c), (?c, "headquarters", ?x)]', _fc("place", "bamberg")),
]

# ---- aqueducts (a GeoNames-style gazetteer: numeric feature IRIs with a trailing slash, gn:name in the local language
# ---- with gn:alternateName @en / @es / @it, feature classes and codes as IRIs labelled by a code list, parent
# ---- country / ADM1, plus an extension vocabulary with units in its property names and engineers in FOAF) -------
AQ = "https://aqueduct-atlas.example.org/"
AQV = AQ + "ontology#"
# code: (label, feature class)
AQ_CODES = {"A.PCLI": ("independent political entity", "A"), "A.ADM1": ("first-order administrative division", "A"),
            "P.PPLC": ("capital of a political entity", "P"),
            "P.PPLA": ("seat of a first-order administrative division", "P"), "P.PPL": ("populated place", "P"),
            "H.CNLA": ("aqueduct", "H"), "H.SPNG": ("spring(s)", "H"), "H.STM": ("stream", "H")}
AQ_CLASSES = {"A": "country, state, region,...", "P": "city, village,...", "H": "stream, lake, ..."}
# country: (name, {language: alternate name}, ISO code)
AQ_COUNTRIES = {"6100001": ("Spain", {"es": "España"}, "ES"), "6100002": ("Italy", {"it": "Italia"}, "IT"),
                "6100003": ("France", {}, "FR"), "6100004": ("Portugal", {}, "PT"),
                "6100005": ("Mexico", {"es": "México"}, "MX")}
# first-order division: (name, alternates, country)
AQ_ADM1 = {"6200001": ("Castilla y León", {"en": "Castile and León"}, "6100001"),
           "6200002": ("Castilla-La Mancha", {"en": "Castile-La Mancha"}, "6100001"),
           "6200003": ("Aragón", {"en": "Aragon"}, "6100001"), "6200004": ("Umbria", {}, "6100002"),
           "6200005": ("Lazio", {"en": "Latium"}, "6100002"),
           "6200006": ("Provence-Alpes-Côte d'Azur", {}, "6100003"),
           "6200007": ("Lisboa", {"en": "Lisbon District"}, "6100004"), "6200008": ("Michoacán", {}, "6100005"),
           "6200009": ("Querétaro", {}, "6100005")}
# city: (name, alternates, code, ADM1, population, latitude, longitude)
AQ_CITIES = {"6300001": ("Segovia", {}, "P.PPL", "6200001", 51674, "40.94808", "-4.11839"),
             "6300002": ("Toledo", {}, "P.PPLA", "6200002", 85085, "39.8581", "-4.02263"),
             "6300003": ("Teruel", {}, "P.PPL", "6200003", 35900, "40.3456", "-1.10646"),
             "6300004": ("Spoleto", {}, "P.PPL", "6200004", 37522, "42.74071", "12.73899"),
             "6300005": ("Roma", {"en": "Rome"}, "P.PPLC", "6200005", 2318895, "41.89193", "12.51133"),
             "6300006": ("Fréjus", {}, "P.PPL", "6200006", 54023, "43.43286", "6.73524"),
             "6300007": ("Lisboa", {"en": "Lisbon"}, "P.PPLC", "6200007", 545923, "38.72509", "-9.1498"),
             "6300008": ("Morelia", {}, "P.PPLA", "6200008", 743275, "19.70078", "-101.18443"),
             "6300009": ("Santiago de Querétaro", {"es": "Querétaro"}, "P.PPLA", "6200009", 1049777, "20.58806",
                         "-100.38806")}
# water source: (name, alternates, code, ADM1, elevation m or None)
AQ_SOURCES = {"6400001": ("Río Frío", {}, "H.STM", "6200001", None),
              "6400002": ("Fuente Santa", {}, "H.SPNG", "6200002", 812),
              "6400003": ("Arroyo de la Rosa", {}, "H.STM", "6200002", None),
              "6400004": ("Fuente del Cerezo", {}, "H.SPNG", "6200003", 1004),
              "6400005": ("Ojo de Agua de San Miguel", {}, "H.SPNG", "6200008", 1960),
              "6400006": ("Fonte di Cortaccione", {}, "H.SPNG", "6200004", 640),
              "6400007": ("Aniene", {"it": "Teverone"}, "H.STM", "6200005", None),
              "6400008": ("Source de la Siagnole", {}, "H.SPNG", "6200006", 520),
              "6400009": ("Ribeira de Carenque", {}, "H.STM", "6200007", None),
              "6400010": ("Manantial del Capulín", {}, "H.SPNG", "6200009", 2010)}
# engineer: (foaf:name, born, birthplace)
AQ_ENGINEERS = {"segovia": ("Luis Segovia", "1531", "6300002"), "vidal": ("Pere Vidal", "1510", "6300003"),
                "ayala": ("Fray Tomás de Ayala", "1702", "6300009"),
                "fontanella": ("Giovanni Fontanella", "1540", "6300004"),
                "lobo": ("Manuel Teixeira Lobo", "1690", "6300007")}
# aqueduct: (name, alternates, ADM1, city supplied, source, engineer or None, completed, length km, max height m,
#            arches, flow l/s or None, in service)
AQ_AQUEDUCTS = {
    "6500001": ("Acueducto de la Sierra", {"en": "Sierra Aqueduct"}, "6200001", "6300001", "6400001", None, "0098",
                "14.8", "27.5", 152, 20, False),
    "6500002": ("Acueducto de San Martín", {"en": "Saint Martin Aqueduct"}, "6200002", "6300002", "6400002",
                "segovia", "1578", "9.6", "22.5", 48, 35, False),
    "6500003": ("Acueducto de los Pinares", {}, "6200002", "6300002", "6400003", "segovia", "1591", "6.2", "11.5", 21,
                18, True),
    "6500004": ("Los Arcos", {"es": "Acueducto de Teruel"}, "6200003", "6300003", "6400004", "vidal", "1558", "4.1",
                "20.5", 34, 15, False),
    "6500005": ("Los Arcos", {"es": "Acueducto de Morelia"}, "6200008", "6300008", "6400005", "ayala", "1766", "1.7",
                "9.5", 180, None, False),
    "6500006": ("Acquedotto del Monteluco", {"en": "Monteluco Aqueduct"}, "6200004", "6300004", "6400006", None,
                "1362", "3.4", "80.5", 10, 12, False),
    "6500007": ("Acquedotto di Valle Aniene", {"en": "Aniene Valley Aqueduct"}, "6200005", "6300005", "6400007",
                "fontanella", "1587", "32.5", "18.5", 410, 220, True),
    "6500008": ("Acquedotto di San Vito", {}, "6200005", "6300005", "6400007", "fontanella", "1612", "21.5", "12.5",
                260, 150, True),
    "6500009": ("Aqueduc de l'Esterel", {"en": "Esterel Aqueduct"}, "6200006", "6300006", "6400008", None, "0050",
                "40.5", "16.5", 90, None, False),
    "6500010": ("Aqueduto das Águas Claras", {"en": "Clear Waters Aqueduct"}, "6200007", "6300007", "6400009", "lobo",
                "1748", "18.6", "65.5", 35, 90, False),
    "6500011": ("Acueducto del Cimatario", {}, "6200009", "6300009", "6400010", "ayala", "1735", "1.3", "23.5", 74, 40,
                False),
}


def _aq(*ids: str) -> set[str]:
    return {f"{AQ}{i}/" for i in ids}


def _aqp(*keys: str) -> set[str]:
    return {f"{AQ}person/{k}" for k in keys}


def aqueducts_kg() -> str:
    """N-Triples of the aqueduct gazetteer (GeoNames style with an extension vocabulary)."""
    g = Graph()

    def feature(key: str, name: str, alternates: dict, code: str) -> str:
        f = f"{AQ}{key}/"
        g.add(f, RDF_TYPE, GN + "Feature"), g.add(f, GN + "name", _lit(name))
        for lang, alternate in alternates.items():
            g.add(f, GN + "alternateName", _lit(alternate, lang))
        g.add(f, GN + "featureClass", GN + code.split(".")[0]), g.add(f, GN + "featureCode", GN + code)
        return f

    def parents(f: str, adm1: str) -> None:
        country = AQ_ADM1[adm1][2]
        g.add(f, GN + "parentADM1", f"{AQ}{adm1}/"), g.add(f, GN + "parentCountry", f"{AQ}{country}/")
        g.add(f, GN + "countryCode", _lit(AQ_COUNTRIES[country][2]))

    for cls, label in AQ_CLASSES.items():
        g.add(GN + cls, RDF_TYPE, GN + "Class"), g.add(GN + cls, SKOS + "prefLabel", _lit(label, "en"))
    for code, (label, cls) in AQ_CODES.items():
        g.add(GN + code, RDF_TYPE, GN + "Code"), g.add(GN + code, SKOS + "prefLabel", _lit(label, "en"))
        g.add(GN + code, SKOS + "notation", _lit(code)), g.add(GN + code, SKOS + "inScheme", GN + cls)
    for key, (name, alternates, iso) in AQ_COUNTRIES.items():
        feature(key, name, alternates, "A.PCLI")
        g.add(f"{AQ}{key}/", GN + "countryCode", _lit(iso))
    for key, (name, alternates, country) in AQ_ADM1.items():
        f = feature(key, name, alternates, "A.ADM1")
        g.add(f, GN + "parentCountry", f"{AQ}{country}/"), g.add(f, GN + "countryCode", _lit(AQ_COUNTRIES[country][2]))
    for key, (name, alternates, code, adm1, population, lat, long) in AQ_CITIES.items():
        f = feature(key, name, alternates, code)
        parents(f, adm1), g.add(f, GN + "population", _typed(population, "integer"))
        g.add(f, WGS + "lat", _lit(lat)), g.add(f, WGS + "long", _lit(long))
    for key, (name, alternates, code, adm1, elevation) in AQ_SOURCES.items():
        f = feature(key, name, alternates, code)
        parents(f, adm1)
        if elevation:
            g.add(f, AQV + "elevationM", _typed(elevation, "integer"))
    for key, (name, born, birthplace) in AQ_ENGINEERS.items():
        p = f"{AQ}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, AQV + "birthYear", _typed(born, "gYear")), g.add(p, AQV + "birthPlace", f"{AQ}{birthplace}/")
    for key, fields in AQ_AQUEDUCTS.items():
        (name, alternates, adm1, city, source, engineer, completed, length, height, arches, flow, in_service) = fields
        f = feature(key, name, alternates, "H.CNLA")
        parents(f, adm1), g.add(f, AQV + "supplies", f"{AQ}{city}/"), g.add(f, AQV + "sourceFeature", f"{AQ}{source}/")
        if engineer:
            g.add(f, AQV + "engineer", f"{AQ}person/{engineer}")
        g.add(f, AQV + "completedYear", _typed(completed, "gYear"))
        g.add(f, AQV + "lengthKm", _typed(length, "decimal"))
        g.add(f, AQV + "maxHeightM", _typed(height, "decimal")), g.add(f, AQV + "archCount", _typed(arches, "integer"))
        if flow:
            g.add(f, AQV + "flowLitresPerSecond", _typed(flow, "integer"))
        g.add(f, AQV + "inService", _bool(in_service))
    return g.text()


AQUEDUCTS_QUESTIONS = [
    ("Which city does the Acueducto de San Martín supply?", _aq("6300002")),
    ("Which aqueducts supply Rome?", _aq("6500007", "6500008")),
    ("Which aqueducts bring water to Segovia?", _aq("6500001")),
    ("Which aqueducts did Luis Segovia build?", _aq("6500002", "6500003")),
    ("Who was the engineer of the Aqueduto das Águas Claras?", _aqp("lobo")),
    ("Where was Giovanni Fontanella born?", _aq("6300004")),
    ("When was Pere Vidal born?", {"1510"}),
    ("Where does the Acquedotto del Monteluco get its water from?", _aq("6400006")),
    ("Which aqueducts are fed by the Aniene?", _aq("6500007", "6500008")),
    ("How long is the Acquedotto di Valle Aniene?", {"32.5"}),
    ("How tall is the Aqueduto das Águas Claras?", {"65.5"}),
    ("How many arches does the Acueducto del Cimatario have?", {"74"}),
    ("When was the Acueducto de los Pinares completed?", {"1591"}),
    ("Is the Acquedotto di San Vito still in use?", {"true"}),
    ("Which aqueducts are still in service?", _aq("6500003", "6500007", "6500008")),
    ("How much water does the Acueducto de San Martín carry?", {"35"}),
    ("What is the population of Teruel?", {"35900"}),
    ("In which region is Spoleto?", _aq("6200004")),
    ("Which country is Fréjus in?", _aq("6100003")),
    ("What is the Sierra Aqueduct called in Spanish?", {"Acueducto de la Sierra"}),
    ("What is the English name of the Acquedotto del Monteluco?", {"Monteluco Aqueduct"}),
    ("What is the country code of Portugal?", {"PT"}),
    ("How high above sea level is the Fuente del Cerezo?", {"1004"}),
    ("Which aqueducts are in Mexico?", _aq("6500005", "6500011")),
    ("Which aqueducts are in Castilla-La Mancha?", _aq("6500002", "6500003")),
    ("Who built Los Arcos in Teruel?", _aqp("vidal")),
    ("How many arches does Los Arcos in Morelia have?", {"180"}),
    ("Which is the longest aqueduct?", _aq("6500009")),
    ("Which is the oldest aqueduct?", _aq("6500009")),
    ("Which aqueducts were completed before 1500?", _aq("6500001", "6500006", "6500009")),
    ("Which aqueducts have more than 100 arches?", _aq("6500001", "6500005", "6500007", "6500008")),
    ("How many aqueducts supply Toledo?", {"2"}),
    ("How many aqueducts did Tomás de Ayala build?", {"2"}),
    ("Where was the engineer of the Acueducto del Cimatario born?", _aq("6300009")),
    ("Which aqueducts supply a national capital?", _aq("6500007", "6500008", "6500010")),
    ("What kind of feature is the Fuente Santa?", {GN + "H.SPNG"}),
    ("who built the acquedotto di san vito", _aqp("fontanella")),
    ("How long is the Acueducto de la Sierrra?", {"14.8"}),  # misspelt: Sierra
    ("How much did the Acueducto de San Martín cost to build?", set()),  # no costs
    ("Who owns the Acquedotto del Monteluco today?", set()),  # no owners
    ("How many visitors does the Aqueduto das Águas Claras get a year?", set()),  # no visitor numbers
]
AQUEDUCTS_MADE_UP = ["Which city does the Acueducto de Santa Lucía supply?",
                     "Who built the Acquedotto di Monte Verde?",
                     "Where was Luis Fontanella born?", "How long is the Aqueduc de Valbonne?",
                     "What is the population of San Vito de la Sierra?",
                     "Which aqueducts does the Fonte di Valbella feed?"]
AQUEDUCTS_GRAPHS = [
    ('[("Acueducto de los Pinares", "water source", ?x)]', _aq("6400003")),
    ('[(?x, "designer", "Giovanni Fontanella")]', _aq("6500007", "6500008")),
    ('[("Acquedotto del Monteluco", "number of arches", ?x)]', {"10"}),
    ('[("Teruel", "inhabitants", ?x)]', {"35900"}),
    ('[(?x, "serves", "Lisbon")]', _aq("6500010")),
    ('[("Manuel Teixeira Lobo", "year of birth", ?x)]', {"1690"}),
    ('[("Acueducto de San Martín", "designer", ?p), (?p, "hometown", ?x)]', _aq("6300002")),
    ('[("Acueducto del Cimatario", "serves", ?c), (?c, "state", ?x)]', _aq("6200009")),
    ('[(?a, "water source", "Aniene"), (?a, "length in km", ?x)]', {"32.5", "21.5"}),
    ('[("Aqueduto das Águas Claras", "water source", ?s), (?s, "nation", ?x)]', _aq("6100004")),
    ('[(?a, "designer", "Luis Segovia"), (?a, "year finished", ?x)]', {"1578", "1591"}),
    ('[("Acquedotto di San Vito", "serves", ?c), (?c, "inhabitants", ?x)]', {"2318895"}),
]

# ---- tramways (an R2RML export of CSV tables: template IRIs per table, lower_snake column predicates in one
# ---- vocabulary with no table prefix, a different name column per table, foreign keys as IRIs, some columns left as
# ---- plain strings by the mapping (route lengths, countries, operators), NULLs absent) -----------------------------
TR = "http://data.tramways.example/"
TRV = TR + "vocab/"
TR_CITIES = {"1": ("Lisbon", "Portugal", 545000), "2": ("Porto", "Portugal", 232000), "3": ("Milan", "Italy", 1371000),
             "4": ("Blackpool", "United Kingdom", 141000), "5": ("Gmunden", "Austria", 13200),
             "6": ("Sintra", "Portugal", 385000)}  # city_id: (city_name, country_name, population)
TR_MAKERS = {"M1": ("Fábrica de Massarelos", "2", 1873), "M2": ("Brill & Porto", "1", 1901),
             "M3": ("Officine Meccaniche Lombarde", "3", 1899), "M4": ("Fylde Coast Engineering", "4", 1927),
             "M5": ("Gmundner Waggonbau", "5", 1911)}  # maker_id: (maker_name, maker_city, founded_year)
# model_id: (model_name, maker, introduced_year, is_articulated, length_m)
TR_MODELS = {"remodelado": ("Remodelado", "M2", 1935, False, "8.4"),
             "articulado-500": ("Articulado 500", "M2", 1995, True, "24.5"),
             "massarelos-b": ("Massarelos Type B", "M1", 1910, False, "8.9"),
             "carrelli-1500": ("Carrelli 1500", "M3", 1928, False, "13.6"),
             "jumbo-4900": ("Jumbo 4900", "M3", 1976, True, "20.4"), "balloon": ("Balloon", "M4", 1934, False, "12.8"),
             "coastliner": ("Coastliner", "M4", 2011, True, "32.2"),
             "traunsee": ("Traunsee", "M5", 1961, False, "10.5")}
TR_DEPOTS = {"SAM": ("Santo Amaro", "1", 1901, 60), "MAS": ("Massarelos", "2", 1874, 20),
             "BAG": ("Baggio", "3", 1926, 90),
             "RIG": ("Rigby Road", "4", 1935, 45), "SEE": ("Seebahnhof", "5", 1894, 8),
             "BAN": ("Banzão", "6", 1904, 10)}  # depot_code: (depot_name, depot_city, opened_year, capacity_cars)
TR_STOPS = {"101": ("Martim Moniz", "1"), "102": ("Prazeres", "1"), "103": ("Praça da Figueira", "1"),
            "104": ("Algés", "1"), "201": ("Infante", "2"), "202": ("Passeio Alegre", "2"), "203": ("Batalha", "2"),
            "301": ("Piazza Castello", "3"), "302": ("Roserio", "3"), "401": ("Starr Gate", "4"),
            "402": ("Fleetwood Ferry", "4"), "501": ("Hauptbahnhof", "5"), "502": ("Franz-Josef-Platz", "5"),
            "601": ("Sintra Vila", "6"), "602": ("Praia das Maçãs", "6")}  # stop_id: (stop_name, stop_city)
# line_id: (line_name, line_city, operator_name, opened_on, route_length_km, gauge_mm, is_heritage, from_stop,
#           to_stop, home_depot)
TR_LINES = {"LIS-28E": ("28E", "1", "Carris", "1914-08-01", "7.2", 900, True, "101", "102", "SAM"),
            "LIS-15E": ("15E", "1", "Carris", "1901-08-31", "10.6", 900, False, "103", "104", "SAM"),
            "OPO-1": ("Line 1", "2", "STCP", "1895-09-12", "4.2", 1435, True, "201", "202", "MAS"),
            "OPO-22": ("Line 22", "2", "STCP", "2007-06-10", "2.5", 1435, True, "203", "201", "MAS"),
            "MIL-1": ("Line 1", "3", "ATM", "1910-03-01", "9.8", 1445, False, "301", "302", "BAG"),
            "BLK-P": ("Promenade", "4", "Blackpool Transport", "1885-09-29", "17.9", 1435, False, "401", "402", "RIG"),
            "GMU-T": ("Traunseetram", "5", "Stern & Hafferl", "1894-08-13", "3.9", 1000, False, "501", "502", "SEE"),
            "SIN-E": ("Eléctrico de Sintra", "6", "Câmara Municipal de Sintra", "1904-03-31", "11.5", 1000, True,
                      "601", "602", "BAN")}
# car_id: (fleet_number, nickname or None, car_model, assigned_line, year_built, seat_count, is_low_floor,
#          withdrawn_on or None)
TR_CARS = {"1": ("544", None, "remodelado", "LIS-28E", 1936, 20, False, None),
           "2": ("545", None, "remodelado", "LIS-28E", 1936, 20, False, None),
           "3": ("506", None, "articulado-500", "LIS-15E", 1995, 38, True, None),
           "4": ("131", "Belle of Foz", "massarelos-b", "OPO-1", 1910, 28, False, None),
           "5": ("220", None, "massarelos-b", "OPO-22", 1912, 28, False, None),
           "6": ("1503", None, "carrelli-1500", "MIL-1", 1928, 32, False, None),
           "7": ("4912", None, "jumbo-4900", "MIL-1", 1976, 52, False, "2019-05-31"),
           "8": ("717", "Princess Alice", "balloon", "BLK-P", 1934, 94, False, None),
           "9": ("723", None, "balloon", "BLK-P", 1935, 94, False, "2012-11-04"),
           "10": ("001", "Starr Comet", "coastliner", "BLK-P", 2012, 74, True, None),
           "11": ("8", "Gmundner Elektrische", "traunsee", "GMU-T", 1961, 30, False, None),
           "12": ("2", "Maçãs Express", "remodelado", "SIN-E", 1937, 24, False, None)}


def _tr(kind: str, *ids: str) -> set[str]:
    return {f"{TR}{kind}/{i}" for i in ids}


def tramways_kg() -> str:
    """N-Triples of the tramway tables as an R2RML mapping would write them."""
    g = Graph()

    def row(kind: str, key: str, cls: str) -> str:
        g.add(f"{TR}{kind}/{key}", RDF_TYPE, TRV + cls)
        return f"{TR}{kind}/{key}"

    def col(s: str, column: str, value: object, datatype: str | None = None) -> None:
        g.add(s, TRV + column, _typed(value, datatype) if datatype else _lit(str(value)))

    for key, (name, country, population) in TR_CITIES.items():
        s = row("city", key, "City")
        col(s, "city_name", name), col(s, "country_name", country), col(s, "population", population, "integer")
    for key, (name, city, founded) in TR_MAKERS.items():
        s = row("maker", key, "Maker")
        col(s, "maker_name", name), g.add(s, TRV + "maker_city", f"{TR}city/{city}")
        col(s, "founded_year", founded, "integer")
    for key, (name, maker, introduced, articulated, length) in TR_MODELS.items():
        s = row("model", key, "Model")
        col(s, "model_name", name), g.add(s, TRV + "maker", f"{TR}maker/{maker}")
        col(s, "introduced_year", introduced, "integer"), g.add(s, TRV + "is_articulated", _bool(articulated))
        col(s, "length_m", length, "decimal")
    for key, (name, city, opened, capacity) in TR_DEPOTS.items():
        s = row("depot", key, "Depot")
        col(s, "depot_name", name), g.add(s, TRV + "depot_city", f"{TR}city/{city}")
        col(s, "opened_year", opened, "integer"), col(s, "capacity_cars", capacity, "integer")
    for key, (name, city) in TR_STOPS.items():
        s = row("stop", key, "Stop")
        col(s, "stop_name", name), g.add(s, TRV + "stop_city", f"{TR}city/{city}")
    for key, fields in TR_LINES.items():
        name, city, operator, opened, length, gauge, heritage, start, end, depot = fields
        s = row("line", key, "Line")
        col(s, "line_name", name), g.add(s, TRV + "line_city", f"{TR}city/{city}"), col(s, "operator_name", operator)
        col(s, "opened_on", opened, "date"), col(s, "route_length_km", length), col(s, "gauge_mm", gauge, "integer")
        g.add(s, TRV + "is_heritage", _bool(heritage)), g.add(s, TRV + "from_stop", f"{TR}stop/{start}")
        g.add(s, TRV + "to_stop", f"{TR}stop/{end}"), g.add(s, TRV + "home_depot", f"{TR}depot/{depot}")
    for key, (fleet, nickname, model, line, built, seats, low_floor, withdrawn) in TR_CARS.items():
        s = row("car", key, "Tramcar")
        col(s, "fleet_number", fleet)
        if nickname:
            col(s, "nickname", nickname)
        g.add(s, TRV + "car_model", f"{TR}model/{model}"), g.add(s, TRV + "assigned_line", f"{TR}line/{line}")
        col(s, "year_built", built, "integer"), col(s, "seat_count", seats, "integer")
        g.add(s, TRV + "is_low_floor", _bool(low_floor))
        if withdrawn:
            col(s, "withdrawn_on", withdrawn, "date")
    return g.text()


TRAMWAYS_QUESTIONS = [
    ("Which city is the 28E in?", _tr("city", "1")),
    ("Which tram lines run in Porto?", _tr("line", "OPO-1", "OPO-22")),
    ("When did the Traunseetram open?", {"1894-08-13"}),
    ("How long is the Eléctrico de Sintra?", {"11.5"}),
    ("What gauge does the Promenade line use?", {"1435"}),
    ("Which lines are heritage lines?", _tr("line", "LIS-28E", "OPO-1", "OPO-22", "SIN-E")),
    ("Who operates the 15E?", {"Carris"}),
    ("Which lines does STCP run?", _tr("line", "OPO-1", "OPO-22")),
    ("Where does the 28E start?", _tr("stop", "101")),
    ("Which line ends at Fleetwood Ferry?", _tr("line", "BLK-P")),
    ("Which depot serves the Eléctrico de Sintra?", _tr("depot", "BAN")),
    ("How many trams can the Baggio depot hold?", {"90"}),
    ("When did the Massarelos depot open?", {"1874"}),
    ("Which model is car 4912?", _tr("model", "jumbo-4900")),
    ("Who built the Balloon trams?", _tr("maker", "M4")),
    ("Which models did Officine Meccaniche Lombarde make?", _tr("model", "carrelli-1500", "jumbo-4900")),
    ("Which tram models are articulated?", _tr("model", "articulado-500", "jumbo-4900", "coastliner")),
    ("How long is a Jumbo 4900?", {"20.4"}),
    ("When was the Remodelado introduced?", {"1935"}),
    ("Which line does Princess Alice run on?", _tr("line", "BLK-P")),
    ("How many seats does car 1503 have?", {"32"}),
    ("Is car 506 a low-floor tram?", {"true"}),
    ("Which cars have been withdrawn?", _tr("car", "7", "9")),
    ("When was car 723 withdrawn?", {"2012-11-04"}),
    ("When was car 131 built?", {"1910"}),
    ("In which country is Gmunden?", {"Austria"}),
    ("Which cities are in Portugal?", _tr("city", "1", "2", "6")),
    ("Where is Brill & Porto based?", _tr("city", "1")),
    ("Which trams were built by makers based in Porto?", _tr("car", "4", "5")),
    ("Which cars run on the 28E?", _tr("car", "1", "2")),
    ("Who operates Line 1 in Milan?", {"ATM"}),
    ("How long is Line 1 in Porto?", {"4.2"}),
    ("Which is the oldest line?", _tr("line", "BLK-P")),
    ("How many lines are there in Lisbon?", {"2"}),
    ("Who made the tram called Princess Alice?", _tr("maker", "M4")),
    ("What is the population of the city where the Traunseetram runs?", {"13200"}),
    ("which cars run on line 22", _tr("car", "5")),
    ("Which depot serves the Promenad line?", _tr("depot", "RIG")),  # misspelt: Promenade
    ("How much does a ticket on the 28E cost?", set()),  # no fares
    ("What colour is car 544?", set()),  # no liveries
    ("How many passengers does the Eléctrico de Sintra carry a year?", set()),  # no ridership
]
TRAMWAYS_MADE_UP = ["When did Line 3 in Porto open?", "Which cars run on the 12E?", "Who built the Meteor trams?",
                    "When did the Funchal Tramway open?", "How many trams can the Campo de Ourique depot hold?",
                    "Where is Brill & Massarelos based?"]
TRAMWAYS_GRAPHS = [
    ('[("Eléctrico de Sintra", "town", ?x)]', _tr("city", "6")),
    ('[(?x, "run by", "Carris")]', _tr("line", "LIS-28E", "LIS-15E")),
    ('[("Coastliner", "manufacturer", ?x)]', _tr("maker", "M4")),
    ('[("Rigby Road", "spaces", ?x)]', {"45"}),
    ('[(?x, "vehicle type", "Carrelli 1500")]', _tr("car", "6")),
    ('[("Princess Alice", "year of construction", ?x)]', {"1934"}),
    ('[("Princess Alice", "vehicle type", ?m), (?m, "manufacturer", ?x)]', _tr("maker", "M4")),
    ('[("Line 22", "garage", ?d), (?d, "town", ?x)]', _tr("city", "2")),
    ('[(?c, "route", "28E"), (?c, "number of seats", ?x)]', {"20"}),
    ('[("Jumbo 4900", "manufacturer", ?k), (?k, "established", ?x)]', {"1899"}),
    ('[(?l, "run by", "STCP"), (?l, "opening date", ?x)]', {"1895-09-12", "2007-06-10"}),
    ('[("Brill & Porto", "town", ?c), (?c, "nation", ?x)]', {"Portugal"}),
]

# ---- saltworks (W3C PROV-O: harvests are prov:Activity nodes with qualified associations naming each agent's role,
# ---- salt lots prov:Entity generated by them or derived from another lot; names are rdfs:label in the local
# ---- language, English only for some; saltworks classes in a hierarchy under prov:Location) -------------------
SW = "https://salt-heritage.example.eu/"
SWV = SW + "def/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
SW_CLASSES = {"Saltworks": ({"en": "saltworks", "de": "Saline"}, PROV + "Location"),
              "SeaSaltern": ({"en": "sea saltern", "fr": "marais salant"}, "Saltworks"),
              "InlandSaltern": ({"en": "inland saltern", "es": "salina de interior"}, "Saltworks"),
              "BoilingWorks": ({"en": "brine boiling works", "de": "Siedesaline"}, "Saltworks"),
              "GraduationWorks": ({"en": "graduation works", "de": "Gradierwerk"}, "BoilingWorks"),
              "Harvest": ({"en": "salt harvest", "fr": "récolte de sel"}, PROV + "Activity"),
              "SaltLot": ({"en": "salt lot", "fr": "lot de sel"}, PROV + "Entity"),
              "Grade": ({"en": "salt grade"}, None), "Town": ({"en": "town"}, None),
              "Country": ({"en": "country"}, None)}  # class: (labels, superclass)
SW_PROPERTIES = {"inTown": "located in", "inCountry": "country", "operatedBy": "operated by", "basedIn": "based in",
                 "stillActive": "still active", "areaHectares": "area (ha)", "grade": "grade", "massKg": "mass (kg)",
                 "organicCertified": "certified organic"}  # property: English label
SW_COUNTRIES = {"fr": {"en": "France", "fr": "France"}, "it": {"en": "Italy", "it": "Italia"},
                "es": {"en": "Spain", "es": "España"}, "de": {"en": "Germany", "de": "Deutschland"},
                "pt": {"en": "Portugal", "pt": "Portugal"}, "si": {"en": "Slovenia", "sl": "Slovenija"}}
SW_TOWNS = {"guerande": ({"fr": "Guérande"}, "fr"), "trapani": ({"it": "Trapani", "en": "Trapani"}, "it"),
            "san-fernando": ({"es": "San Fernando"}, "es"), "anana": ({"es": "Añana"}, "es"),
            "lueneburg": ({"de": "Lüneburg"}, "de"), "bad-reichenhall": ({"de": "Bad Reichenhall"}, "de"),
            "aveiro": ({"pt": "Aveiro"}, "pt"),
            "piran": ({"sl": "Piran", "it": "Pirano", "en": "Piran"}, "si")}  # town: (labels, country)
SW_ORGS = {"o1": ({"fr": "Coopérative des Paludiers de Pen Avel"}, "guerande"),
           "o2": ({"it": "Saline Sicule S.r.l."}, "trapani"), "o3": ({"es": "Salinera Gaditana S.A."}, "san-fernando"),
           "o4": ({"de": "Salzkontor Lüneburg GmbH"}, "lueneburg"), "o5": ({"pt": "Ria Sal, Lda."}, "aveiro"),
           "o6": ({"sl": "Soline Piran d.o.o."}, "piran"),
           "o7": ({"es": "Fundación Valle Salado de Añoreta", "en": "Añoreta Salt Valley Foundation"}, "anana"),
           "o8": ({"de": "Kurverwaltung Bad Reichenhall"}, "bad-reichenhall")}  # organisation: (labels, based in)
SW_PEOPLE = {"pp01": "Yannick Le Goff", "pp02": "Marta Aveiro", "pp03": "Giuseppe Sammartano",
             "pp04": "Carmen Ruiz Ortega", "pp05": "Iker Etxeberria", "pp06": "Heinrich Sülzer", "pp07": "João Matos",
             "pp08": "Ana Ferreira", "pp09": "Claire Dubois", "pp10": "Matej Kovač"}
SW_ROLES = {"master-salter": {"en": "master salter", "fr": "maître paludier", "pt": "marnoto"},
            "harvester": {"en": "harvester", "it": "salinaro"},
            "inspector": {"en": "quality inspector", "fr": "contrôleur qualité"}}
SW_GRADES = {"fleur-de-sel": {"fr": "fleur de sel", "en": "flower of salt", "es": "flor de sal", "pt": "flor de sal"},
             "coarse": {"en": "coarse sea salt", "fr": "gros sel"}, "flake": {"en": "flake salt"},
             "boiled": {"de": "Siedesalz"}, "smoked": {"en": "smoked salt", "fr": "sel fumé"}}
# saltworks: (labels, class, town, operator, still active, area ha)
SW_WORKS = {"pen-avel": ({"fr": "Marais salants de Pen Avel"}, "SeaSaltern", "guerande", "o1", True, "42.5"),
            "salina-grande-tp": ({"it": "Salina Grande"}, "SeaSaltern", "trapani", "o2", True, "120.5"),
            "salina-grande-sf": ({"es": "Salina Grande"}, "SeaSaltern", "san-fernando", "o3", False, "85.5"),
            "anoreta": ({"es": "Salinas de Añoreta", "en": "Añoreta Salt Valley"}, "InlandSaltern", "anana", "o7",
                        True, "12.5"),
            "alte-saline": ({"de": "Alte Saline Lüneburg", "en": "Old Lüneburg Saltworks"}, "BoilingWorks",
                            "lueneburg", "o4", False, "3.5"),
            "gradierwerk": ({"de": "Gradierwerk am Kurpark"}, "GraduationWorks", "bad-reichenhall", "o8", True, "0.8"),
            "ria": ({"pt": "Marinhas da Ria", "en": "Ria Salt Pans"}, "SeaSaltern", "aveiro", "o5", True, "30.5"),
            "fazan": ({"sl": "Soline Fazan", "it": "Saline di Fasano"}, "SeaSaltern", "piran", "o6", True, "64.5")}
# harvest: (labels, saltworks, first day, last day, [(agent, role)])
SW_HARVESTS = {
    "pa-2022": ({"fr": "Récolte 2022 de Pen Avel"}, "pen-avel", "2022-06-20", "2022-09-15",
                [("pp01", "master-salter")]),
    "pa-2023": ({"fr": "Récolte 2023 de Pen Avel", "en": "Pen Avel harvest 2023"}, "pen-avel", "2023-06-12",
                "2023-09-20", [("pp01", "master-salter"), ("pp09", "inspector")]),
    "tp-2023": ({"it": "Raccolta 2023 della Salina Grande"}, "salina-grande-tp", "2023-07-01", "2023-08-31",
                [("pp02", "master-salter"), ("pp03", "harvester")]),
    "sf-2009": ({"es": "Cosecha 2009 de la Salina Grande"}, "salina-grande-sf", "2009-07-10", "2009-09-05",
                [("pp04", "master-salter")]),
    "an-2023": ({"es": "Cosecha 2023 de Añoreta", "en": "Añoreta harvest 2023"}, "anoreta", "2023-06-01",
                "2023-09-30", [("pp05", "master-salter")]),
    "lu-1923": ({"de": "Siedekampagne 1923"}, "alte-saline", "1923-03-01", "1923-11-30", [("pp06", "master-salter")]),
    "ria-2023": ({"pt": "Safra 2023 das Marinhas da Ria", "en": "Ria harvest 2023"}, "ria", "2023-06-15", "2023-09-10",
                 [("pp07", "master-salter"), ("pp08", "harvester"), ("pp09", "inspector")]),
    "fz-2023": ({"sl": "Žetev soli 2023"}, "fazan", "2023-07-05", "2023-08-28", [("pp10", "master-salter")]),
}
# lot: (labels, generated by or None, derived from or None, grade, mass kg, organic)
SW_LOTS = {
    "pa22-fs": ({"fr": "Fleur de sel de Pen Avel 2022"}, "pa-2022", None, "fleur-de-sel", 3200, True),
    "pa22-gs": ({"fr": "Gros sel de Pen Avel 2022"}, "pa-2022", None, "coarse", 41000, True),
    "pa23-fs": ({"fr": "Fleur de sel de Pen Avel 2023", "en": "Pen Avel Fleur de Sel 2023"}, "pa-2023", None,
                "fleur-de-sel", 3650, True),
    "tp23": ({"it": "Sale marino integrale di Trapani 2023"}, "tp-2023", None, "coarse", 120000, False),
    "sf09": ({"es": "Flor de sal de la Bahía 2009"}, "sf-2009", None, "fleur-de-sel", 2100, False),
    "an23": ({"es": "Sal de manantial de Añoreta 2023", "en": "Añoreta Spring Salt 2023"}, "an-2023", None, "flake",
             900, True),
    "lu23": ({"de": "Lüneburger Siedesalz 1923"}, "lu-1923", None, "boiled", 650000, False),
    "ria23-fs": ({"pt": "Flor de sal da Ria 2023", "en": "Ria Flower of Salt 2023"}, "ria-2023", None, "fleur-de-sel",
                 2800, True),
    "ria23-ms": ({"pt": "Sal marinho tradicional da Ria 2023"}, "ria-2023", None, "coarse", 36000, False),
    "fz23": ({"sl": "Solinarski cvet 2023"}, "fz-2023", None, "fleur-de-sel", 1500, True),
    "pa-fume": ({"fr": "Sel fumé de Pen Avel"}, None, "pa22-gs", "smoked", 800, False),
}


def _sw(kind: str, *ids: str) -> set[str]:
    return {f"{SW}{kind}/{i}" for i in ids}


def saltworks_kg() -> str:
    """N-Triples of the salt-heritage register (PROV-O with qualified associations)."""
    g = Graph()

    def labelled(s: str, labels: dict) -> str:
        for lang, text in labels.items():
            g.add(s, RDFS + "label", _lit(text, lang))
        return s

    def thing(kind: str, key: str, classes: list[str], labels: dict) -> str:
        s = f"{SW}{kind}/{key}"
        for cls in classes:
            g.add(s, RDF_TYPE, cls if cls.startswith("http") else SWV + cls)
        return labelled(s, labels)

    for cls, (labels, sup) in SW_CLASSES.items():
        labelled(SWV + cls, labels), g.add(SWV + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(SWV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else SWV + sup)
    for prop, label in SW_PROPERTIES.items():
        g.add(SWV + prop, RDF_TYPE, RDF + "Property"), labelled(SWV + prop, {"en": label})
    for key, labels in SW_COUNTRIES.items():
        thing("place", key, ["Country"], labels)
    for key, (labels, country) in SW_TOWNS.items():
        g.add(thing("place", key, ["Town"], labels), SWV + "inCountry", f"{SW}place/{country}")
    for key, (labels, town) in SW_ORGS.items():
        g.add(thing("agent", key, [PROV + "Organization"], labels), SWV + "basedIn", f"{SW}place/{town}")
    for key, name in SW_PEOPLE.items():
        g.add(f"{SW}agent/{key}", RDF_TYPE, PROV + "Person"), g.add(f"{SW}agent/{key}", RDFS + "label", _lit(name))
    for key, labels in SW_ROLES.items():
        thing("role", key, [PROV + "Role"], labels)
    for key, labels in SW_GRADES.items():
        thing("grade", key, ["Grade"], labels)
    for key, (labels, cls, town, operator, active, area) in SW_WORKS.items():
        s = thing("works", key, [cls], labels)
        g.add(s, SWV + "inTown", f"{SW}place/{town}"), g.add(s, SWV + "operatedBy", f"{SW}agent/{operator}")
        g.add(s, SWV + "stillActive", _bool(active)), g.add(s, SWV + "areaHectares", _typed(area, "decimal"))
    for key, (labels, works, first, last, agents) in SW_HARVESTS.items():
        h = thing("harvest", key, [PROV + "Activity", "Harvest"], labels)
        g.add(h, PROV + "atLocation", f"{SW}works/{works}")
        g.add(h, PROV + "startedAtTime", _typed(f"{first}T07:00:00Z", "dateTime"))
        g.add(h, PROV + "endedAtTime", _typed(f"{last}T19:00:00Z", "dateTime"))
        for agent, role in agents:
            a = f"_:assoc_{key.replace('-', '_')}_{agent}"
            g.add(h, PROV + "wasAssociatedWith", f"{SW}agent/{agent}"), g.add(h, PROV + "qualifiedAssociation", a)
            g.add(a, RDF_TYPE, PROV + "Association"), g.add(a, PROV + "agent", f"{SW}agent/{agent}")
            g.add(a, PROV + "hadRole", f"{SW}role/{role}")
    for key, (labels, harvest, source, grade, mass, organic) in SW_LOTS.items():
        lot = thing("lot", key, [PROV + "Entity", "SaltLot"], labels)
        if harvest:
            g.add(lot, PROV + "wasGeneratedBy", f"{SW}harvest/{harvest}")
        if source:
            g.add(lot, PROV + "wasDerivedFrom", f"{SW}lot/{source}")
        g.add(lot, SWV + "grade", f"{SW}grade/{grade}"), g.add(lot, SWV + "massKg", _typed(mass, "integer"))
        g.add(lot, SWV + "organicCertified", _bool(organic))
    return g.text()


SALTWORKS_QUESTIONS = [
    ("Who was the master salter of the 2023 harvest at the Marais salants de Pen Avel?", _sw("agent", "pp01")),
    ("Who inspected the 2023 harvest at the Marinhas da Ria?", _sw("agent", "pp09")),
    ("Which harvests did Claire Dubois inspect?", _sw("harvest", "pa-2023", "ria-2023")),
    ("Who worked as a harvester at the Marinhas da Ria?", _sw("agent", "pp08")),
    ("Where is the Gradierwerk am Kurpark?", _sw("place", "bad-reichenhall")),
    ("Which saltworks are in Trapani?", _sw("works", "salina-grande-tp")),
    ("Which saltworks are in Aveiro?", _sw("works", "ria")),
    ("At which saltworks did Marta Aveiro work?", _sw("works", "salina-grande-tp")),
    ("Who runs the Soline Fazan?", _sw("agent", "o6")),
    ("Which saltworks are still active?", _sw("works", "pen-avel", "salina-grande-tp", "anoreta", "gradierwerk", "ria",
                                              "fazan")),
    ("Is the Alte Saline Lüneburg still working?", {"false"}),
    ("How large are the Ria Salt Pans?", {"30.5"}),
    ("Which saltworks are sea salterns?", _sw("works", "pen-avel", "salina-grande-tp", "salina-grande-sf", "ria",
                                              "fazan")),
    ("What kind of saltworks is the Gradierwerk am Kurpark?", {SWV + "GraduationWorks"}),
    ("Which saltworks are boiling works?", _sw("works", "alte-saline", "gradierwerk")),
    ("When did the 2023 harvest at the Salinas de Añoreta begin?", {"2023-06-01T07:00:00Z"}),
    ("When did the Siedekampagne 1923 end?", {"1923-11-30T19:00:00Z"}),
    ("Which harvest produced the Solinarski cvet 2023?", _sw("harvest", "fz-2023")),
    ("How much Fleur de sel de Pen Avel 2022 was harvested?", {"3200"}),
    ("Which salt lots are organic?", _sw("lot", "pa22-fs", "pa22-gs", "pa23-fs", "an23", "ria23-fs", "fz23")),
    ("What grade is the Añoreta Spring Salt 2023?", _sw("grade", "flake")),
    ("Which lots are fleur de sel?", _sw("lot", "pa22-fs", "pa23-fs", "sf09", "ria23-fs", "fz23")),
    ("What was the Sel fumé de Pen Avel made from?", _sw("lot", "pa22-gs")),
    ("Which lots came from the 2023 harvest at the Marinhas da Ria?", _sw("lot", "ria23-fs", "ria23-ms")),
    ("Which lots were produced at the Marais salants de Pen Avel?", _sw("lot", "pa22-fs", "pa22-gs", "pa23-fs")),
    ("In which country is Piran?", _sw("place", "si")),
    ("What is Piran called in Italian?", {"Pirano"}),
    ("What is the English name of the Marinhas da Ria?", {"Ria Salt Pans"}),
    ("Who was the master salter at the Salina Grande in San Fernando?", _sw("agent", "pp04")),
    ("How big is the Salina Grande in Trapani?", {"120.5"}),
    ("Which is the largest saltworks?", _sw("works", "salina-grande-tp")),
    ("Which lot weighed the most?", _sw("lot", "lu23")),
    ("How many harvests did Yannick Le Goff lead?", {"2"}),
    ("How many saltworks are there in Germany?", {"2"}),
    ("Which lots weighed more than 30000 kg?", _sw("lot", "pa22-gs", "tp23", "lu23", "ria23-ms")),
    ("In which country are the saltworks run by Ria Sal, Lda.?", _sw("place", "pt")),
    ("who was the master salter at the soline fazan", _sw("agent", "pp10")),
    ("Which saltworks are in Lüneberg?", _sw("works", "alte-saline")),  # misspelt: Lüneburg
    ("What is the sodium content of the Fleur de sel de Pen Avel 2023?", set()),  # no analyses
    ("What was the price of the Ria Flower of Salt 2023?", set()),  # no prices
    ("How many visitors does the Gradierwerk am Kurpark get?", set()),  # no visitor numbers
]
SALTWORKS_MADE_UP = ["Who was the master salter at the Salina Piccola?", "Where is the Saline de Salins-Neuf?",
                     "Which harvests did Claire Aveiro inspect?", "What grade is the Fleur de sel de Noirmoutier 2023?",
                     "Which saltworks does Sali Adriatici S.p.A. run?", "Who harvested at the Salinas de Cabo Rojo?"]
SALTWORKS_GRAPHS = [
    ('[("Soline Fazan", "municipality", ?x)]', _sw("place", "piran")),
    ('[("Gros sel de Pen Avel 2022", "harvested during", ?x)]', _sw("harvest", "pa-2022")),
    ('[(?x, "run by", "Salzkontor Lüneburg GmbH")]', _sw("works", "alte-saline")),
    ('[("Ria Flower of Salt 2023", "weight in kg", ?x)]', {"2800"}),
    ('[("Lüneburg", "nation", ?x)]', _sw("place", "de")),
    ('[("Sel fumé de Pen Avel", "source lot", ?x)]', _sw("lot", "pa22-gs")),
    ('[("Solinarski cvet 2023", "harvested during", ?h), (?h, "site", ?x)]', _sw("works", "fazan")),
    ('[("Marinhas da Ria", "run by", ?o), (?o, "headquarters", ?x)]', _sw("place", "aveiro")),
    ('[("Alte Saline Lüneburg", "municipality", ?t), (?t, "nation", ?x)]', _sw("place", "de")),
    ('[(?h, "site", "Salinas de Añoreta"), (?h, "began", ?x)]', {"2023-06-01T07:00:00Z"}),
    ('[("Sel fumé de Pen Avel", "source lot", ?s), (?s, "weight in kg", ?x)]', {"41000"}),
    ('[(?l, "harvested during", "Récolte 2022 de Pen Avel"), (?l, "quality", ?x)]',
     _sw("grade", "fleur-de-sel", "coarse")),
]

KGS_AH = {"glassworks": (glassworks_kg, GLASSWORKS_QUESTIONS, GLASSWORKS_MADE_UP, GLASSWORKS_GRAPHS),
          "falconry": (falconry_kg, FALCONRY_QUESTIONS, FALCONRY_MADE_UP, FALCONRY_GRAPHS),
          "aqueducts": (aqueducts_kg, AQUEDUCTS_QUESTIONS, AQUEDUCTS_MADE_UP, AQUEDUCTS_GRAPHS),
          "tramways": (tramways_kg, TRAMWAYS_QUESTIONS, TRAMWAYS_MADE_UP, TRAMWAYS_GRAPHS),
          "saltworks": (saltworks_kg, SALTWORKS_QUESTIONS, SALTWORKS_MADE_UP, SALTWORKS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AH, __doc__)
