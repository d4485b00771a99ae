"""A thirty-eighth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_ak.py):

- `stageraces`: a cycling archive of stage races (`https://stage-race-archive.example.org/edition/dales-2023`,
  `…/stage/5203`, `…/rider/r01`, `…/team/pennine-velo`, `…/place/skipton`, `…/race/tour-of-the-dales`, vocabulary
  `…/ontology/` with `rdf:Property`s labelled @en) where the ORDER of an edition's stages is said only by an `rdf:Seq`
  container (a blank node reached by `stages`, with `rdf:_1`, `rdf:_2`, …) and the final general classification only
  by an RDF collection (`finalStandings` → `rdf:first` / `rdf:rest` … `rdf:nil`, first to third); stages carry no
  number and no date, only an `rdfs:label`@en route ("York – Skipton", "Épinal time trial"), `startTown`, `finishTown`,
  `distanceKm` xsd:decimal, a `stageType` string ("flat", "hilly", "mountain", "individual time trial") and a
  `stageWinner`, so "the first stage", "the last stage", "the stage after Ilkley – York" and "second overall" need the
  container positions or the list order; editions have `ofRace`, `year` xsd:gYear, `startDate` / `endDate` xsd:date;
  races a `country`, `firstHeld` xsd:gYear and one `skos:altLabel` ("Dales Tour"); riders (`foaf:name`) a
  `nationality`, a `team` and `birthYear`; towns a `country`, Bressanone also `skos:altLabel` "Brixen"@de; two riders
  are both "Luca Moretti" (Italian, Dolomiti Factory Team, born 1998, two stage wins in the Dolomites; Swiss, Team
  Alpenrose, born 2002, second in the Tour des Vosges 2023), and the rider Owen Harrogate won stages finishing in
  Skipton and Settle and the Tour of the Dales 2023, never a stage finishing (or won) in Harrogate;
- `orchards`: a W3C RDF Data Cube of apple harvests (`https://orchard-statistics.example.org/data/harvest/O03/
  dabinett/2022`) where every figure is a `qb:Observation` with `qb:dataSet`, the dimensions `…/def/orchard`,
  `…/def/variety` and `…/def/harvestYear` (xsd:gYear), the measure `…/def/harvestTonnes` xsd:decimal and an
  `obsStatus` attribute ("final", "provisional"), declared as `qb:DimensionProperty` / `qb:MeasureProperty` /
  `qb:AttributeProperty` in a `qb:DataStructureDefinition` whose `qb:component`s are blank nodes; a second data set
  (the "Orchard survey") holds `treeCount` xsd:integer and `areaHectares` xsd:decimal by orchard and `surveyYear`;
  both are `dcterms:title`d @en with a `dcterms:publisher` (`foaf:name`) and `dcterms:issued`; outside the cube,
  orchards (`…/id/orchard/O01`, `rdfs:label`@en) have a `county`, an `owner` (`foaf:Person` or `foaf:Organization`
  named by `foaf:name`), `established` xsd:gYear and `organic` xsd:boolean, and varieties are `skos:Concept`s with an
  English `skos:prefLabel`, aliases as `skos:altLabel` ("Bramley", "Cox"), `skos:broader` a group (culinary, dessert,
  cider apples) and `introduced` xsd:gYear; so "how many tonnes of …", "which orchard harvested the most … in 2023" or
  "in which year …" need the observations; two orchards are both "Home Farm Orchard"@en (Kent, Helen Marsh, organic,
  1987, Gala and Discovery; Herefordshire, Peter Kent, 1962, Dabinett and Kingston Black; told apart only by county,
  owner and crops), and the owner Peter Kent owns orchards in Herefordshire and Somerset, none in Kent;
- `murals`: a street-art map published as schema.org JSON-LD and flattened to triples (`https://streetart-map.example
  .org/artwork/mw-010`, `…/artist/a05`, `…/venue/g2`, `…/event/e3`, `…/org/gcc`), everything named by `schema:name`,
  where every place, address, coordinate pair, size, nationality and opening-hours rule is a nested BLANK node: a
  `schema:VisualArtwork`'s `schema:contentLocation` → `schema:Place` → `schema:address` → `schema:PostalAddress`
  (`streetAddress`, `addressLocality`, `postalCode`, `addressCountry` "GB" / "IE") and → `schema:geo` →
  `schema:GeoCoordinates` (`latitude` / `longitude` xsd:decimal), `schema:height` / `schema:width` →
  `schema:QuantitativeValue` (`value` xsd:decimal, `unitCode` "MTR"), an artist's `schema:nationality` → a blank
  `schema:Country` with its name, and a `schema:ArtGallery`'s `schema:openingHoursSpecification` → blank
  `schema:OpeningHoursSpecification`s with one or more `schema:dayOfWeek` (`schema:Monday` …) and `opens` / `closes`
  xsd:time; murals also have `creator`, `dateCreated` xsd:gYear, `artMedium` and a `funder` (`schema:Organization`),
  artists an `alternateName` (real name or tag) and `birthDate` xsd:gYear, `schema:ExhibitionEvent`s a `location`
  gallery, `startDate` / `endDate` xsd:date and `contributor` artists; two murals are both "Kingfisher" (Bristol,
  Hollow Fox, 2016; Glasgow, Rook, 2021; told apart only by address and artist), and the artist Ella Bristol painted
  murals in Glasgow and London and exhibited in Glasgow and London, nothing in Bristol;
- `tunnels`: a European tunnel inventory in GeoSPARQL (`https://tunnel-inventory.example.eu/tunnel/T01`,
  `…/portal/bodio`, `…/geometry/bodio`, `…/place/airolo`, `…/person/e3`, vocabulary `…/def#` with `rdf:Property`s
  labelled @en) where every portal's position is a `geo:wktLiteral` "POINT(lon lat)" on a `geo:Geometry` reached by
  `geo:hasGeometry`, and nothing says which portal is the northern or southern one, so "the southern portal of …" or
  "the portal furthest north" needs the latitude read out of the WKT; tunnels are typed by an `rdfs:subClassOf` tree
  labelled @en (railway, road, canal tunnel ⊂ tunnel ⊂ `geo:Feature`), named by `rdfs:label`@en with some @de / @fr /
  @it labels too ("Gotthard-Basistunnel", "Tunnel du Mont-Blanc") and `skos:altLabel` aliases ("Chunnel", "Mont Cenis
  Tunnel"), and have `lengthM` xsd:decimal (in metres: "longer than 15 kilometres" needs the conversion), `openedOn`
  xsd:date, one `closedYear` xsd:gYear, `passesUnder` a natural feature, one or two `country`s, an `operator`
  (`foaf:Organization`), some a `chiefEngineer` (`foaf:Person` with `birthYear` and `bornIn`), `tubes` xsd:integer
  and two `portal`s, each with an `rdfs:label`@en and a `nearTown` in a country; two tunnels are both "Arlberg
  Tunnel"@en (a railway tunnel of 1884, 10648 m, engineered by Julius Lott; a road tunnel of 1978, 13972 m; told apart
  only by class, dates and length), and the (invented) engineer Karl Gotthard engineered the Lötschberg Base Tunnel and
  the Mont Blanc Tunnel, none of the three tunnels under the Gotthard Massif;
- `pinball`: a pinball-machine archive with NO labels at all (no rdfs:label, no names as literals): every name is a
  snake_case IRI local name (`https://pinball-archive.example.net/machine/medieval_madness`, `…/person/pat_lawlor`,
  `…/company/data_east`, `…/place/elk_grove_village`, `…/theme/science_fiction`, `…/display/dot_matrix`) and so is
  every property (`…/ontology/designed_by`, `manufactured_by`, `artwork_by`, `release_year` xsd:gYear,
  `units_produced` xsd:integer, `has_theme`, `display_type`, `flipper_count` xsd:integer, `headquartered_in`,
  `founded_year`, `born_in`, `birth_year`, `located_in`, declared `owl:ObjectProperty` / `owl:DatatypeProperty`) and
  class (`…/ontology/PinballMachine`, `Manufacturer`, `Designer`, `Artist`, …); numbers and years are the only
  literals; a few fans' short names (`…/machine/afm`, `…/machine/tz`, `…/machine/mm`) are IRIs of their own that only
  `redirects_to` the machine; two machines are both "Star Trek" (`star_trek_1991` by Data East, designed by Joe
  Kaminkow; `star_trek_2013` by Stern, designed by Steve Ritchie; told apart only by the IRI's year and the maker),
  "Black Knight" (1980) is not "Black Knight: Sword of Rage" (2019), and the (invented) designer Ray Northlake, born
  in Rockford, designed machines for Williams and Stern, none for Gottlieb, the maker headquartered in Northlake.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (295 SPARQL checks run with pyoxigraph over the five KGs: one per question and
pseudo graph, the unanswerable ones asking for the absent fact, and one per name in the made-up questions (30 names in
30 questions) checked to be no literal and no IRI's local name in the KG; plus 213 more: 38 on shared names, the
rdf:Seq positions and RDF lists, the cube's structure, the blank nodes, the WKT points, the label-free IRIs, the
traps and the superlatives not being ties, 5 that each KG parses as N-Triples one triple a line, 5 that every typed
literal is written in the canonical form a store gives back, 15 that the entity of each unanswerable question exists,
120 that each pseudo graph's names are names in its KG (local names in `pinball`) and its relation words are not the
KG's predicate names or property labels, and 30 that the lists above are complete, each KG has about 41 distinct
questions with no brackets, three unanswerable, six made-up, and six one-hop and six two-hop graphs). "right" = the
top answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per KG,
each about an entity the KG has, asking for something it does not record: spectator numbers, prize money, riders'
weights, prices, staff numbers, rainfall, painting costs, visitor numbers, telephone numbers, tolls, traffic figures,
building costs, machine prices, weights, high scores).
Made-up questions (six per KG) name entities that do not exist (invented, or real names recombined or altered) and
must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their own, not the
KG's predicate names or property labels.

    python bench/unseen_al.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_g import DCT, RDF, Graph
from unseen_h import QB
from unseen_r import _bool

# ---- stageraces (a cycling archive where the ORDER of an edition's stages is said only by an rdf:Seq container
# ---- (`rdf:_1`, `rdf:_2`, …) and the final general classification only by an RDF collection (`rdf:first` /
# ---- `rdf:rest` … `rdf:nil`); stages carry no number and no date, so "the first stage", "the last stage", "the stage
# ---- after …" and "second overall" need the container positions or the list order) ---------------------------------
ST = "https://stage-race-archive.example.org/"
STV = ST + "ontology/"
ST_PROPERTIES = {"ofRace": "race", "year": "year", "startDate": "start date", "endDate": "end date",
                 "stages": "stages", "finalStandings": "general classification", "startTown": "start",
                 "finishTown": "finish", "distanceKm": "distance (km)", "stageType": "stage type",
                 "stageWinner": "stage winner", "nationality": "nationality", "team": "team",
                 "birthYear": "year of birth", "country": "country", "firstHeld": "first held"}  # label @en
ST_COUNTRIES = {"uk": "United Kingdom", "france": "France", "italy": "Italy", "belgium": "Belgium",
                "netherlands": "Netherlands", "switzerland": "Switzerland", "denmark": "Denmark"}
# town: (label, country, alternative name @de or None)
ST_TOWNS = {"leeds": ("Leeds", "uk", None), "harrogate": ("Harrogate", "uk", None), "skipton": ("Skipton", "uk", None),
            "ilkley": ("Ilkley", "uk", None), "york": ("York", "uk", None), "richmond": ("Richmond", "uk", None),
            "settle": ("Settle", "uk", None), "otley": ("Otley", "uk", None), "epinal": ("Épinal", "france", None),
            "gerardmer": ("Gérardmer", "france", None), "saint-die": ("Saint-Dié-des-Vosges", "france", None),
            "remiremont": ("Remiremont", "france", None), "la-bresse": ("La Bresse", "france", None),
            "colmar": ("Colmar", "france", None), "bolzano": ("Bolzano", "italy", None),
            "bressanone": ("Bressanone", "italy", "Brixen"), "cortina": ("Cortina d'Ampezzo", "italy", None),
            "canazei": ("Canazei", "italy", None), "trento": ("Trento", "italy", None)}
# race: (label @en, alias @en or None, country, first held)
ST_RACES = {"tour-of-the-dales": ("Tour of the Dales", "Dales Tour", "uk", "2015"),
            "tour-des-vosges": ("Tour des Vosges", None, "france", "1998"),
            "giro-delle-dolomiti": ("Giro delle Dolomiti", None, "italy", "2009")}
ST_TEAMS = {"pennine-velo": ("Pennine Velo", "uk"), "vc-lorrain": ("Vélo Club Lorrain", "france"),
            "dolomiti-factory": ("Dolomiti Factory Team", "italy"), "alpenrose": ("Team Alpenrose", "switzerland"),
            "zwart-geel": ("Zwart-Geel Cycling", "belgium")}
# rider: (foaf:name, nationality, team, birth year)
ST_RIDERS = {"r01": ("Owen Harrogate", "uk", "pennine-velo", "1999"),
             "r02": ("Luca Moretti", "italy", "dolomiti-factory", "1998"),
             "r03": ("Luca Moretti", "switzerland", "alpenrose", "2002"),
             "r04": ("Jonas Vermeulen", "belgium", "zwart-geel", "1997"),
             "r05": ("Thibault Marchal", "france", "vc-lorrain", "2000"),
             "r06": ("Sam Thwaite", "uk", "pennine-velo", "2001"),
             "r07": ("Pieter de Boer", "netherlands", "zwart-geel", "1996"),
             "r08": ("Mads Kjeldsen", "denmark", "alpenrose", "1995"),
             "r09": ("Hugo Lambert", "france", "vc-lorrain", "1998"),
             "r10": ("Alessio Ferri", "italy", "dolomiti-factory", "2000"),
             "r11": ("Ben Ashworth", "uk", "pennine-velo", "1994"),
             "r12": ("Nico Brunner", "switzerland", "alpenrose", "1999")}
# stage: (label @en, start town, finish town, distance km, stage type, winner)
ST_STAGES = {
    "5101": ("Leeds – Harrogate", "leeds", "harrogate", "182.5", "flat", "r04"),
    "5102": ("Otley – Skipton", "otley", "skipton", "164", "hilly", "r01"),
    "5103": ("Settle – Richmond", "settle", "richmond", "171.2", "hilly", "r11"),
    "5104": ("York time trial", "york", "york", "21.4", "individual time trial", "r07"),
    "5201": ("Harrogate – Ilkley", "harrogate", "ilkley", "148.3", "hilly", "r06"),
    "5202": ("Ilkley – York", "ilkley", "york", "176", "flat", "r04"),
    "5203": ("York – Skipton", "york", "skipton", "190.5", "hilly", "r01"),
    "5204": ("Skipton – Settle", "skipton", "settle", "158", "hilly", "r01"),
    "5205": ("Richmond – Leeds", "richmond", "leeds", "201.7", "flat", "r04"),
    "6101": ("Épinal – Gérardmer", "epinal", "gerardmer", "158.6", "hilly", "r05"),
    "6102": ("Gérardmer – La Bresse", "gerardmer", "la-bresse", "132", "mountain", "r08"),
    "6103": ("Remiremont – Saint-Dié-des-Vosges", "remiremont", "saint-die", "167.4", "hilly", "r09"),
    "6104": ("Saint-Dié-des-Vosges – Colmar", "saint-die", "colmar", "141", "mountain", "r05"),
    "6201": ("Épinal time trial", "epinal", "epinal", "18.2", "individual time trial", "r12"),
    "6202": ("Épinal – Remiremont", "epinal", "remiremont", "172.5", "flat", "r04"),
    "6203": ("Remiremont – La Bresse", "remiremont", "la-bresse", "149", "mountain", "r03"),
    "6204": ("La Bresse – Gérardmer", "la-bresse", "gerardmer", "128.8", "mountain", "r05"),
    "7201": ("Bolzano – Bressanone", "bolzano", "bressanone", "138", "hilly", "r02"),
    "7202": ("Bressanone – Cortina d'Ampezzo", "bressanone", "cortina", "155.6", "mountain", "r10"),
    "7203": ("Cortina d'Ampezzo – Canazei", "cortina", "canazei", "121", "mountain", "r02"),
    "7204": ("Canazei – Trento", "canazei", "trento", "165.3", "flat", "r12"),
}
# edition: (label @en, race, year, start date, end date, [stages in order], [general classification, first to third])
ST_EDITIONS = {
    "dales-2022": ("Tour of the Dales 2022", "tour-of-the-dales", "2022", "2022-05-06", "2022-05-09",
                   ["5101", "5102", "5103", "5104"], ["r07", "r11", "r01"]),
    "dales-2023": ("Tour of the Dales 2023", "tour-of-the-dales", "2023", "2023-05-05", "2023-05-09",
                   ["5201", "5202", "5203", "5204", "5205"], ["r01", "r06", "r08"]),
    "vosges-2022": ("Tour des Vosges 2022", "tour-des-vosges", "2022", "2022-06-15", "2022-06-18",
                    ["6101", "6102", "6103", "6104"], ["r08", "r05", "r12"]),
    "vosges-2023": ("Tour des Vosges 2023", "tour-des-vosges", "2023", "2023-06-14", "2023-06-17",
                    ["6201", "6202", "6203", "6204"], ["r05", "r03", "r09"]),
    "dolomiti-2023": ("Giro delle Dolomiti 2023", "giro-delle-dolomiti", "2023", "2023-07-04", "2023-07-07",
                      ["7201", "7202", "7203", "7204"], ["r10", "r02", "r08"]),
}


def stageraces_kg() -> str:
    """N-Triples of the stage-race archive: stage order only in rdf:Seq containers, standings only in RDF lists."""
    g = Graph()
    for prop, label in ST_PROPERTIES.items():
        g.add(STV + prop, RDF_TYPE, RDF + "Property"), g.add(STV + prop, RDFS + "label", _lit(label, "en"))
    for key, label in ST_COUNTRIES.items():
        g.add(f"{ST}country/{key}", RDF_TYPE, STV + "Country"), g.add(f"{ST}country/{key}", RDFS + "label", _lit(label))
    for key, (label, country, alias) in ST_TOWNS.items():
        t = f"{ST}place/{key}"
        g.add(t, RDF_TYPE, STV + "Town"), g.add(t, RDFS + "label", _lit(label))
        if alias:
            g.add(t, SKOS + "altLabel", _lit(alias, "de"))
        g.add(t, STV + "country", f"{ST}country/{country}")
    for key, (label, alias, country, first) in ST_RACES.items():
        r = f"{ST}race/{key}"
        g.add(r, RDF_TYPE, STV + "StageRace"), g.add(r, RDFS + "label", _lit(label, "en"))
        if alias:
            g.add(r, SKOS + "altLabel", _lit(alias, "en"))
        g.add(r, STV + "country", f"{ST}country/{country}"), g.add(r, STV + "firstHeld", _typed(first, "gYear"))
    for key, (label, country) in ST_TEAMS.items():
        t = f"{ST}team/{key}"
        g.add(t, RDF_TYPE, STV + "Team"), g.add(t, RDFS + "label", _lit(label))
        g.add(t, STV + "country", f"{ST}country/{country}")
    for key, (name, nationality, team, born) in ST_RIDERS.items():
        r = f"{ST}rider/{key}"
        g.add(r, RDF_TYPE, FOAF + "Person"), g.add(r, FOAF + "name", _lit(name))
        g.add(r, STV + "nationality", f"{ST}country/{nationality}"), g.add(r, STV + "team", f"{ST}team/{team}")
        g.add(r, STV + "birthYear", _typed(born, "gYear"))
    for key, (label, start, finish, km, kind, winner) in ST_STAGES.items():
        s = f"{ST}stage/{key}"
        g.add(s, RDF_TYPE, STV + "Stage"), g.add(s, RDFS + "label", _lit(label, "en"))
        g.add(s, STV + "startTown", f"{ST}place/{start}"), g.add(s, STV + "finishTown", f"{ST}place/{finish}")
        g.add(s, STV + "distanceKm", _typed(km, "decimal")), g.add(s, STV + "stageType", _lit(kind))
        g.add(s, STV + "stageWinner", f"{ST}rider/{winner}")
    for key, (label, race, year, start, end, stages, standings) in ST_EDITIONS.items():
        e, seq = f"{ST}edition/{key}", "_:stages_" + key.replace("-", "_")
        g.add(e, RDF_TYPE, STV + "Edition"), g.add(e, RDFS + "label", _lit(label, "en"))
        g.add(e, STV + "ofRace", f"{ST}race/{race}"), g.add(e, STV + "year", _typed(year, "gYear"))
        g.add(e, STV + "startDate", _typed(start, "date")), g.add(e, STV + "endDate", _typed(end, "date"))
        g.add(e, STV + "stages", seq), g.add(seq, RDF_TYPE, RDF + "Seq")
        for i, stage in enumerate(stages, 1):
            g.add(seq, f"{RDF}_{i}", f"{ST}stage/{stage}")
        cells = [f"_:gc_{key.replace('-', '_')}_{i}" for i in range(1, len(standings) + 1)]
        g.add(e, STV + "finalStandings", cells[0])
        for i, (cell, rider) in enumerate(zip(cells, standings)):
            g.add(cell, RDF + "first", f"{ST}rider/{rider}")
            g.add(cell, RDF + "rest", cells[i + 1] if i + 1 < len(cells) else RDF + "nil")
    return g.text()


def _st(kind: str, *keys: str) -> set[str]:
    return {f"{ST}{kind}/{k}" for k in keys}


STAGERACES_QUESTIONS = [
    ("Where did the first stage of the Tour of the Dales 2023 start?", _st("place", "harrogate")),
    ("Where did the last stage of the Tour des Vosges 2022 finish?", _st("place", "colmar")),
    ("Who won the third stage of the Giro delle Dolomiti 2023?", _st("rider", "r02")),
    ("How many stages did the Tour of the Dales 2023 have?", {"5"}),
    ("Who won the Tour des Vosges 2023?", _st("rider", "r05")),
    ("Who finished second overall in the Tour of the Dales 2022?", _st("rider", "r11")),
    ("Who was third in the general classification of the Giro delle Dolomiti 2023?", _st("rider", "r08")),
    ("Which stages did Owen Harrogate win?", _st("stage", "5102", "5203", "5204")),
    ("How long was the second stage of the Tour des Vosges 2023?", {"172.5"}),
    ("Which was the longest stage of the Tour of the Dales 2023?", _st("stage", "5205")),
    ("Which stages finished in Skipton?", _st("stage", "5102", "5203")),
    ("Which riders ride for Pennine Velo?", _st("rider", "r01", "r06", "r11")),
    ("What nationality is Mads Kjeldsen?", _st("country", "denmark")),
    ("When did the Tour des Vosges 2023 start?", {"2023-06-14"}),
    ("In which country is the Giro delle Dolomiti held?", _st("country", "italy")),
    ("When was the Tour of the Dales first held?", {"2015"}),
    ("Which rider won the most stages?", _st("rider", "r04")),
    ("Which stages were individual time trials?", _st("stage", "5104", "6201")),
    ("Which team does the winner of the Tour of the Dales 2023 ride for?", _st("team", "pennine-velo")),
    ("Which stage came after Ilkley – York in the Tour of the Dales 2023?", _st("stage", "5203")),
    ("Which stage of the Tour des Vosges 2022 came before Saint-Dié-des-Vosges – Colmar?", _st("stage", "6103")),
    ("Who won the stage from Remiremont to La Bresse?", _st("rider", "r03")),
    ("When was the Luca Moretti who rides for Team Alpenrose born?", {"2002"}),
    ("Which stages did the Italian Luca Moretti win?", _st("stage", "7201", "7203")),
    ("How many stages did Jonas Vermeulen win?", {"4"}),
    ("Which riders were born before 1997?", _st("rider", "r07", "r08", "r11")),
    ("Who is the youngest rider?", _st("rider", "r03")),
    ("Which mountain stages were there in the Tour des Vosges 2023?", _st("stage", "6203", "6204")),
    ("Which French riders won a stage?", _st("rider", "r05", "r09")),
    ("Where did the final stage of the Tour of the Dales 2022 start?", _st("place", "york")),
    ("Who won the Dales Tour in 2022?", _st("rider", "r07")),
    ("How many riders are from the United Kingdom?", {"3"}),
    ("Which stages started in Brixen?", _st("stage", "7202")),
    ("In which country is Nico Brunner's team based?", _st("country", "switzerland")),
    ("Which riders finished on the podium of the Giro delle Dolomiti 2023?", _st("rider", "r10", "r02", "r08")),
    ("Which stages were longer than 180 km?", _st("stage", "5101", "5203", "5205")),
    ("who won the first stage of the tour des vosges 2022", _st("rider", "r05")),
    ("Where did the last stage of the Giro delle Dolomitti 2023 finish?", _st("place", "trento")),  # misspelt: Dolomiti
    ("How many spectators watched the Tour of the Dales 2023?", set()),  # no attendance figures
    ("How much prize money did the Tour des Vosges 2023 pay out?", set()),  # no prize money
    ("How much does Owen Harrogate weigh?", set()),  # no weights
]
STAGERACES_MADE_UP = ["Who won the Tour of the Fells 2023?",
                      "Where did the first stage of the Tour des Ardennes 2022 start?",
                      "Which stages did Owen Thwaite win?", "What nationality is Mads Vermeulen?",
                      "Which riders ride for Team Edelweiss?", "When was the Giro delle Alpi first held?"]
STAGERACES_GRAPHS = [
    ('[("Owen Harrogate", "squad", ?x)]', _st("team", "pennine-velo")),
    ('[("Mads Kjeldsen", "home country", ?x)]', _st("country", "denmark")),
    ('[(?x, "won by", "Jonas Vermeulen")]', _st("stage", "5101", "5202", "5205", "6202")),
    ('[("Épinal – Remiremont", "length in km", ?x)]', {"172.5"}),
    ('[("Settle – Richmond", "terrain", ?x)]', {"hilly"}),
    ('[("Tour of the Dales", "inaugural year", ?x)]', {"2015"}),
    ('[("York – Skipton", "won by", ?r), (?r, "squad", ?x)]', _st("team", "pennine-velo")),
    ('[("Canazei – Trento", "won by", ?r), (?r, "home country", ?x)]', _st("country", "switzerland")),
    ('[(?r, "squad", "Zwart-Geel Cycling"), (?r, "born", ?x)]', {"1997", "1996"}),
    ('[("Tour des Vosges 2022", "edition of", ?r), (?r, "held in country", ?x)]', _st("country", "france")),
    ('[("Épinal – Gérardmer", "arrival town", ?t), (?t, "nation", ?x)]', _st("country", "france")),
    ('[(?s, "departure town", "Harrogate"), (?s, "won by", ?x)]', _st("rider", "r06")),
]


# ---- orchards (a W3C RDF Data Cube of apple harvests: every figure is a `qb:Observation` of a `qb:DataSet` whose
# ---- `qb:DataStructureDefinition` names its dimensions (orchard, apple variety, harvest year) and measures; orchards,
# ---- owners and varieties are described outside the cube; a second data set surveys trees and area) ---------------
OR = "https://orchard-statistics.example.org/"
ORD = OR + "def/"  # dimensions, measures and metadata properties
# property: (label @en, kind: dimension / measure / attribute / plain)
OR_PROPERTIES = {"orchard": ("orchard", "Dimension"), "variety": ("apple variety", "Dimension"),
                 "harvestYear": ("harvest year", "Dimension"), "surveyYear": ("survey year", "Dimension"),
                 "harvestTonnes": ("harvest (tonnes)", "Measure"),
                 "treeCount": ("trees in production", "Measure"), "areaHectares": ("orchard area (ha)", "Measure"),
                 "obsStatus": ("observation status", "Attribute"), "county": ("county", None),
                 "owner": ("owner", None), "established": ("year established", None), "organic": ("organic", None),
                 "introduced": ("year introduced", None)}
OR_COUNTIES = {"kent": "Kent", "herefordshire": "Herefordshire", "somerset": "Somerset",
               "worcestershire": "Worcestershire", "norfolk": "Norfolk"}
# owner: (foaf:name, person or organisation)
OR_OWNERS = {"brogdale-trust": ("Brogdale Trust", "Organization"), "helen-marsh": ("Helen Marsh", "Person"),
             "peter-kent": ("Peter Kent", "Person"), "vale-growers": ("Vale Growers Cooperative", "Organization"),
             "james-tuddenham": ("James Tuddenham", "Person"), "kentish-fruit": ("Kentish Fruit Ltd", "Organization")}
# orchard: (label @en, county, owner, established, organic)
OR_ORCHARDS = {"O01": ("Brogdale Orchard", "kent", "brogdale-trust", "1954", False),
               "O02": ("Home Farm Orchard", "kent", "helen-marsh", "1987", True),
               "O03": ("Home Farm Orchard", "herefordshire", "peter-kent", "1962", False),
               "O04": ("Dragon Orchard", "herefordshire", "peter-kent", "2001", True),
               "O05": ("Burrow Hill Orchard", "somerset", "peter-kent", "1979", False),
               "O06": ("Pershore Vale Orchard", "worcestershire", "vale-growers", "1995", False),
               "O07": ("Thornham Orchard", "norfolk", "james-tuddenham", "2010", True),
               "O08": ("Faversham Fruit Farm", "kent", "kentish-fruit", "1972", False)}
OR_GROUPS = {"culinary": "culinary apples", "dessert": "dessert apples", "cider": "cider apples"}
# variety: (prefLabel @en, altLabel @en or None, group, introduced)
OR_VARIETIES = {"bramleys-seedling": ("Bramley's Seedling", "Bramley", "culinary", "1809"),
                "coxs-orange-pippin": ("Cox's Orange Pippin", "Cox", "dessert", "1830"),
                "gala": ("Gala", None, "dessert", "1934"),
                "egremont-russet": ("Egremont Russet", None, "dessert", "1872"),
                "discovery": ("Discovery", None, "dessert", "1949"),
                "dabinett": ("Dabinett", None, "cider", "1900"),
                "kingston-black": ("Kingston Black", None, "cider", "1820")}
# harvest in tonnes: orchard → variety → (2021, 2022, 2023); 2023 figures are provisional
OR_HARVEST = {
    "O01": {"bramleys-seedling": ("41.5", "38.2", "44"), "coxs-orange-pippin": ("22.1", "25.6", "19.8"),
            "egremont-russet": ("8.4", "9.1", "7.7")},
    "O02": {"gala": ("30.2", "33.5", "31.9"), "discovery": ("12", "11.4", "13.6")},
    "O03": {"dabinett": ("55", "61.3", "58.7"), "kingston-black": ("18.9", "20.4", "17.5")},
    "O04": {"coxs-orange-pippin": ("14.2", "15", "16.3"), "dabinett": ("27.5", "24.8", "29.1")},
    "O05": {"kingston-black": ("33", "36.4", "31.2"), "dabinett": ("40.6", "44.9", "47.3")},
    "O06": {"bramleys-seedling": ("26.7", "29.3", "24"), "gala": ("35.8", "37.1", "40.2"),
            "coxs-orange-pippin": ("18.5", "17.2", "20.9")},
    "O07": {"egremont-russet": ("6.3", "7.8", "8.9"), "discovery": ("9.5", "10.2", "8.8")},
    "O08": {"bramleys-seedling": ("52.3", "49.7", "55.6"), "gala": ("28.4", "26.9", "29.8")},
}
OR_YEARS = ("2021", "2022", "2023")
# survey: orchard → year → (trees in production, area ha)
OR_SURVEY = {"O01": {"2021": (1850, "6.2"), "2023": (1900, "6.2")}, "O02": {"2021": (900, "3.1"), "2023": (950, "3.1")},
             "O03": {"2021": (2400, "9.5"), "2023": (2300, "9.5")}, "O04": {"2021": (1100, "4"), "2023": (1150, "4.2")},
             "O05": {"2021": (2100, "8.8"), "2023": (2250, "9.1")},
             "O06": {"2021": (2600, "10.4"), "2023": (2700, "10.9")},
             "O07": {"2021": (400, "1.5"), "2023": (420, "1.5")},
             "O08": {"2021": (3100, "12.6"), "2023": (3050, "12.6")}}
# data set: (title @en, structure, dimensions, measures)
OR_DATASETS = {"apple-harvest": ("Apple harvest by orchard and variety", ["orchard", "variety", "harvestYear"],
                                 ["harvestTonnes"]),
               "orchard-survey": ("Orchard survey", ["orchard", "surveyYear"], ["treeCount", "areaHectares"])}


def orchards_kg() -> str:
    """N-Triples of the orchard statistics: qb:Observations with dimensions and measures, metadata beside the cube."""
    g = Graph()
    for prop, (label, kind) in OR_PROPERTIES.items():
        g.add(ORD + prop, RDF_TYPE, RDF + "Property"), g.add(ORD + prop, RDFS + "label", _lit(label, "en"))
        if kind:
            g.add(ORD + prop, RDF_TYPE, QB + kind + "Property")
    pub = f"{OR}id/publisher/osu"
    g.add(pub, RDF_TYPE, FOAF + "Organization"), g.add(pub, FOAF + "name", _lit("Orchard Statistics Unit"))
    for key, (title, dims, measures) in OR_DATASETS.items():
        d, dsd = f"{OR}dataset/{key}", f"{OR}dsd/{key}"
        g.add(d, RDF_TYPE, QB + "DataSet"), g.add(d, DCT + "title", _lit(title, "en"))
        g.add(d, DCT + "publisher", pub), g.add(d, DCT + "issued", _typed("2024-02-28", "date"))
        g.add(d, QB + "structure", dsd), g.add(dsd, RDF_TYPE, QB + "DataStructureDefinition")
        parts = [("dimension", p) for p in dims] + [("measure", p) for p in measures] + [("attribute", "obsStatus")]
        for i, (role, prop) in enumerate(parts, 1):
            c = f"_:{key.replace('-', '_')}_c{i}"
            g.add(dsd, QB + "component", c), g.add(c, QB + role, ORD + prop)
    for key, label in OR_COUNTIES.items():
        g.add(f"{OR}id/county/{key}", RDF_TYPE, ORD + "County")
        g.add(f"{OR}id/county/{key}", RDFS + "label", _lit(label, "en"))
    for key, (name, kind) in OR_OWNERS.items():
        g.add(f"{OR}id/owner/{key}", RDF_TYPE, FOAF + kind), g.add(f"{OR}id/owner/{key}", FOAF + "name", _lit(name))
    for key, (label, county, owner, established, organic) in OR_ORCHARDS.items():
        o = f"{OR}id/orchard/{key}"
        g.add(o, RDF_TYPE, ORD + "Orchard"), g.add(o, RDFS + "label", _lit(label, "en"))
        g.add(o, ORD + "county", f"{OR}id/county/{county}"), g.add(o, ORD + "owner", f"{OR}id/owner/{owner}")
        g.add(o, ORD + "established", _typed(established, "gYear")), g.add(o, ORD + "organic", _bool(organic))
    scheme = f"{OR}id/variety"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Apple varieties", "en"))
    for key, label in OR_GROUPS.items():
        c = f"{OR}id/variety/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        g.add(c, SKOS + "inScheme", scheme), g.add(c, SKOS + "topConceptOf", scheme)
    for key, (label, alt, group, introduced) in OR_VARIETIES.items():
        c = f"{OR}id/variety/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        if alt:
            g.add(c, SKOS + "altLabel", _lit(alt, "en"))
        g.add(c, SKOS + "inScheme", scheme), g.add(c, SKOS + "broader", f"{OR}id/variety/{group}")
        g.add(c, ORD + "introduced", _typed(introduced, "gYear"))
    for orchard, crops in OR_HARVEST.items():
        for variety, tonnes in crops.items():
            for year, t in zip(OR_YEARS, tonnes):
                obs = f"{OR}data/harvest/{orchard}/{variety}/{year}"
                g.add(obs, RDF_TYPE, QB + "Observation"), g.add(obs, QB + "dataSet", f"{OR}dataset/apple-harvest")
                g.add(obs, ORD + "orchard", f"{OR}id/orchard/{orchard}")
                g.add(obs, ORD + "variety", f"{OR}id/variety/{variety}")
                g.add(obs, ORD + "harvestYear", _typed(year, "gYear"))
                g.add(obs, ORD + "harvestTonnes", _typed(t, "decimal"))
                g.add(obs, ORD + "obsStatus", _lit("provisional" if year == "2023" else "final"))
    for orchard, years in OR_SURVEY.items():
        for year, (trees, area) in years.items():
            obs = f"{OR}data/survey/{orchard}/{year}"
            g.add(obs, RDF_TYPE, QB + "Observation"), g.add(obs, QB + "dataSet", f"{OR}dataset/orchard-survey")
            g.add(obs, ORD + "orchard", f"{OR}id/orchard/{orchard}")
            g.add(obs, ORD + "surveyYear", _typed(year, "gYear"))
            g.add(obs, ORD + "treeCount", _typed(trees, "integer"))
            g.add(obs, ORD + "areaHectares", _typed(area, "decimal"))
            g.add(obs, ORD + "obsStatus", _lit("final"))
    return g.text()


def _or(kind: str, *keys: str) -> set[str]:
    return {f"{OR}id/{kind}/{k}" for k in keys}


ORCHARDS_QUESTIONS = [
    ("How many tonnes of Bramley's Seedling did Brogdale Orchard harvest in 2022?", {"38.2"}),
    ("Which orchard harvested the most Gala in 2023?", _or("orchard", "O06")),
    ("In which year did Burrow Hill Orchard harvest the most Dabinett?", {"2023"}),
    ("Which varieties does Pershore Vale Orchard grow?",
     _or("variety", "bramleys-seedling", "gala", "coxs-orange-pippin")),
    ("Which orchards grow Kingston Black?", _or("orchard", "O03", "O05")),
    ("Who owns Dragon Orchard?", _or("owner", "peter-kent")),
    ("Which orchards does Peter Kent own?", _or("orchard", "O03", "O04", "O05")),
    ("When was Faversham Fruit Farm established?", {"1972"}),
    ("Which orchards are organic?", _or("orchard", "O02", "O04", "O07")),
    ("In which county is Burrow Hill Orchard?", _or("county", "somerset")),
    ("How many trees did Thornham Orchard have in 2023?", {"420"}),
    ("Which orchard had the largest area in 2023?", _or("orchard", "O08")),
    ("What kind of apple is Dabinett?", _or("variety", "cider")),
    ("Which varieties are dessert apples?", _or("variety", "coxs-orange-pippin", "gala", "egremont-russet",
                                                "discovery")),
    ("When was Cox's Orange Pippin introduced?", {"1830"}),
    ("Which is the oldest apple variety?", _or("variety", "bramleys-seedling")),
    ("How many orchards are in Kent?", {"3"}),
    ("Which orchards in Kent grow Gala?", _or("orchard", "O02", "O08")),
    ("How much Cox did Dragon Orchard harvest in 2021?", {"14.2"}),
    ("Which orchard harvested the most Bramley in 2021?", _or("orchard", "O08")),
    ("How many tonnes of Kingston Black did the Home Farm Orchard in Herefordshire harvest in 2022?", {"20.4"}),
    ("When was the Home Farm Orchard in Kent established?", {"1987"}),
    ("Which orchards harvested more than 50 tonnes of a single variety in 2023?", _or("orchard", "O03", "O08")),
    ("Who published the data set Apple harvest by orchard and variety?", {f"{OR}id/publisher/osu"}),
    ("How many varieties does Brogdale Orchard grow?", {"3"}),
    ("Which orchards in Herefordshire grow cider apples?", _or("orchard", "O03", "O04")),
    ("What was the area of Pershore Vale Orchard in 2023?", {"10.9"}),
    ("Which orchard had the fewest trees in 2021?", _or("orchard", "O07")),
    ("Which orchards were established before 1970?", _or("orchard", "O01", "O03")),
    ("In which year did Thornham Orchard harvest the most Egremont Russet?", {"2023"}),
    ("In which county is the orchard that harvested the most Dabinett in 2022?", _or("county", "herefordshire")),
    ("Which orchards grow both Cox's Orange Pippin and Bramley's Seedling?", _or("orchard", "O01", "O06")),
    ("Who owns the orchards that grow Discovery?", _or("owner", "helen-marsh", "james-tuddenham")),
    ("How many trees did the Home Farm Orchard in Herefordshire have in 2021?", {"2400"}),
    ("Which orchards are in Worcestershire?", _or("orchard", "O06")),
    ("How much Egremont Russet did Brogdale Orchard harvest in 2023?", {"7.7"}),
    ("how many tonnes of gala did faversham fruit farm harvest in 2022", {"26.9"}),
    ("Who owns Thornam Orchard?", _or("owner", "james-tuddenham")),  # misspelt: Thornham
    ("What price did Brogdale Orchard get for its Bramley's Seedling in 2022?", set()),  # no prices
    ("How many people work at Burrow Hill Orchard?", set()),  # no staff numbers
    ("How much rain fell at Dragon Orchard in 2023?", set()),  # no rainfall
]
ORCHARDS_MADE_UP = ["Who owns Appledore Orchard?", "When was Medway Fruit Farm established?",
                    "How much Russet Queen did Brogdale Orchard harvest in 2022?",
                    "Which orchards does Helen Kent own?",
                    "In which county is Old Vicarage Orchard?", "When was the Somerset Redstreak introduced?"]
ORCHARDS_GRAPHS = [
    ('[("Dragon Orchard", "belongs to", ?x)]', _or("owner", "peter-kent")),
    ('[("Burrow Hill Orchard", "region", ?x)]', _or("county", "somerset")),
    ('[("Faversham Fruit Farm", "set up in", ?x)]', {"1972"}),
    ('[("Gala", "apple type", ?x)]', _or("variety", "dessert")),
    ('[(?x, "belongs to", "Peter Kent")]', _or("orchard", "O03", "O04", "O05")),
    ('[("Cox\'s Orange Pippin", "first grown", ?x)]', {"1830"}),
    ('[(?o, "region", "Kent"), (?o, "set up in", ?x)]', {"1954", "1987", "1972"}),
    ('[(?o, "belongs to", "Peter Kent"), (?o, "region", ?x)]', _or("county", "herefordshire", "somerset")),
    ('[(?o, "region", "Worcestershire"), (?o, "belongs to", ?x)]', _or("owner", "vale-growers")),
    ('[(?o, "region", "Somerset"), (?o, "set up in", ?x)]', {"1979"}),
    ('[(?v, "apple type", "cider apples"), (?v, "first grown", ?x)]', {"1900", "1820"}),
    ('[(?o, "belongs to", "Helen Marsh"), (?o, "region", ?x)]', _or("county", "kent")),
]


# ---- murals (a street-art map published as schema.org JSON-LD and flattened to triples: every place, address,
# ---- coordinate pair, size, nationality and opening-hours rule is a nested BLANK node (`schema:contentLocation` →
# ---- `schema:Place` → `schema:address` → `schema:PostalAddress`; `schema:height` → `schema:QuantitativeValue`;
# ---- `schema:openingHoursSpecification` → `schema:OpeningHoursSpecification` with `schema:dayOfWeek`), so a
# ---- mural's street or city, a gallery's Saturday hours or an artist's nationality are literals two or three blank
# ---- hops away) --------------------------------------------------------------------------------------------------
MU = "https://streetart-map.example.org/"
# funder: schema:name
MU_FUNDERS = {"upfest": "Upfest", "gcc": "Glasgow City Council", "mmf": "Manchester Mural Fund",
              "dublin-canvas": "Dublin Canvas", "bwt": "Bristol Walls Trust"}
# artist: (schema:name, schema:alternateName, nationality (a blank schema:Country's name), birth year)
MU_ARTISTS = {"a01": ("Ella Bristol", "Ella B", "United Kingdom", "1988"),
              "a02": ("Rook", "Daniel Okoro", "United Kingdom", "1983"),
              "a03": ("Marta Sol", "MSOL", "Portugal", "1990"),
              "a04": ("Kestrel", "Joanna Reyes", "Ireland", "1992"),
              "a05": ("Hollow Fox", "Liam Barr", "United Kingdom", "1979"),
              "a06": ("Nadia Kowalczyk", "NKO", "Poland", "1985"),
              "a07": ("Tide", "Oliver Tidemann", "Germany", "1991")}
# mural: (name, artist, year, street, city, postcode, country code, latitude, longitude, height m, width m, medium,
#         funder or None)
MU_MURALS = {
    "mw-001": ("Kingfisher", "a05", "2016", "Stokes Croft", "Bristol", "BS1 3QY", "GB", "51.4637", "-2.5897", "9.5",
               "6", "spray paint", "upfest"),
    "mw-002": ("Kingfisher", "a02", "2021", "High Street", "Glasgow", "G1 1PL", "GB", "55.8587", "-4.2397", "12",
               "4.5", "acrylic", "gcc"),
    "mw-003": ("Harbour Light", "a01", "2019", "Trongate", "Glasgow", "G1 5EX", "GB", "55.8568", "-4.246", "14", "8",
               "spray paint", "gcc"),
    "mw-004": ("The Listening Wall", "a01", "2022", "Brick Lane", "London", "E1 6QL", "GB", "51.5217", "-0.0717", "7.2",
               "15", "spray paint", None),
    "mw-005": ("Paper Cranes", "a03", "2018", "North Street", "Bristol", "BS3 1HT", "GB", "51.4416", "-2.6078", "10",
               "10", "acrylic", "upfest"),
    "mw-006": ("Northern Quarter Bees", "a06", "2017", "Tib Street", "Manchester", "M4 1SH", "GB", "53.4838",
               "-2.2352", "8", "5.5", "spray paint", "mmf"),
    "mw-007": ("Salt and Iron", "a07", "2020", "Blossom Street", "Manchester", "M4 6BF", "GB", "53.485", "-2.229", "18",
               "7", "spray paint", "mmf"),
    "mw-008": ("Grandmother's Garden", "a03", "2021", "Dame Street", "Dublin", "D02 X285", "IE", "53.3441", "-6.264",
               "11", "9", "acrylic", "dublin-canvas"),
    "mw-009": ("Wind Over the Clyde", "a04", "2015", "Clyde Street", "Glasgow", "G1 4LH", "GB", "55.8559", "-4.252",
               "20", "12", "spray paint", "gcc"),
    "mw-010": ("Old Tom", "a05", "2012", "Nelson Street", "Bristol", "BS1 2LE", "GB", "51.456", "-2.593", "25", "11",
               "spray paint", "bwt"),
    "mw-011": ("The Lamplighter", "a02", "2014", "Ingram Street", "Glasgow", "G1 1DN", "GB", "55.86", "-4.247", "9",
               "4", "acrylic", "gcc"),
    "mw-012": ("Swift Return", "a06", "2023", "Shoreditch High Street", "London", "E1 6JE", "GB", "51.5245",
               "-0.0775", "6.5", "20", "spray paint", None),
    "mw-013": ("Blue Heron", "a04", "2019", "Capel Street", "Dublin", "D01 R5P3", "IE", "53.3478", "-6.2697", "7",
               "3.5", "spray paint", "dublin-canvas"),
    "mw-014": ("Foundry Girl", "a07", "2016", "Leake Street", "London", "SE1 7NN", "GB", "51.502", "-0.1147", "4.5",
               "30", "spray paint", None),
}
# gallery: (name, street, city, postcode, country code, [(days, opens, closes)])
MU_GALLERIES = {
    "g1": ("Stokes Croft Gallery", "Jamaica Street", "Bristol", "BS2 8JP", "GB",
           [(["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "10:00:00", "18:00:00"),
            (["Sunday"], "11:00:00", "16:00:00")]),
    "g2": ("Trongate Arts", "King Street", "Glasgow", "G1 5QT", "GB",
           [(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "09:30:00", "17:30:00"),
            (["Saturday"], "10:00:00", "17:00:00")]),
    "g3": ("Brick House Gallery", "Hanbury Street", "London", "E1 6QR", "GB",
           [(["Wednesday", "Thursday", "Saturday", "Sunday"], "12:00:00", "20:00:00"),
            (["Friday"], "12:00:00", "22:00:00")]),
    "g4": ("Ancoats Print Room", "Murray Street", "Manchester", "M4 6HS", "GB",
           [(["Thursday", "Friday", "Saturday"], "11:00:00", "19:00:00")]),
    "g5": ("Liberty Walls", "Francis Street", "Dublin", "D08 K2V6", "IE",
           [(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], "10:00:00", "18:00:00"),
            (["Sunday"], "12:00:00", "17:00:00")]),
}
# exhibition: (name, gallery, start, end, [contributors])
MU_EXHIBITIONS = {"e1": ("Walls Talk", "g1", "2023-03-04", "2023-04-16", ["a05", "a03"]),
                  "e2": ("Northern Colour", "g4", "2022-09-10", "2022-10-30", ["a06", "a07"]),
                  "e3": ("Clyde Lines", "g2", "2023-05-12", "2023-06-25", ["a02", "a04", "a01"]),
                  "e4": ("Ink & Brick", "g3", "2024-01-19", "2024-03-03", ["a01", "a06"]),
                  "e5": ("Liffey Light", "g5", "2023-08-01", "2023-09-10", ["a04", "a03"])}


def murals_kg() -> str:
    """N-Triples of the street-art map: schema.org with places, addresses, sizes and opening hours as blank nodes."""
    g = Graph()

    def address(owner: str, node: str, street: str, city: str, postcode: str, country: str) -> None:
        g.add(owner, SCHEMA + "address", node), g.add(node, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(node, SCHEMA + "streetAddress", _lit(street)), g.add(node, SCHEMA + "addressLocality", _lit(city))
        g.add(node, SCHEMA + "postalCode", _lit(postcode)), g.add(node, SCHEMA + "addressCountry", _lit(country))

    def size(owner: str, prop: str, node: str, value: str) -> None:
        g.add(owner, SCHEMA + prop, node), g.add(node, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(node, SCHEMA + "value", _typed(value, "decimal")), g.add(node, SCHEMA + "unitCode", _lit("MTR"))

    for key, name in MU_FUNDERS.items():
        g.add(f"{MU}org/{key}", RDF_TYPE, SCHEMA + "Organization"), g.add(f"{MU}org/{key}", SCHEMA + "name", _lit(name))
    for key, (name, alt, nationality, born) in MU_ARTISTS.items():
        a, n = f"{MU}artist/{key}", f"_:{key}_nationality"
        g.add(a, RDF_TYPE, SCHEMA + "Person"), g.add(a, SCHEMA + "name", _lit(name))
        g.add(a, SCHEMA + "alternateName", _lit(alt)), g.add(a, SCHEMA + "birthDate", _typed(born, "gYear"))
        g.add(a, SCHEMA + "nationality", n), g.add(n, RDF_TYPE, SCHEMA + "Country"), g.add(n, SCHEMA + "name",
                                                                                         _lit(nationality))
    for key, fields in MU_MURALS.items():
        name, artist, year, street, city, postcode, country, lat, lon, height, width, medium, funder = fields
        m, b = f"{MU}artwork/{key}", "_:" + key.replace("-", "_")
        g.add(m, RDF_TYPE, SCHEMA + "VisualArtwork"), g.add(m, SCHEMA + "name", _lit(name))
        g.add(m, SCHEMA + "creator", f"{MU}artist/{artist}"), g.add(m, SCHEMA + "dateCreated", _typed(year, "gYear"))
        g.add(m, SCHEMA + "artMedium", _lit(medium)), g.add(m, SCHEMA + "artform", _lit("mural"))
        size(m, "height", b + "_height", height), size(m, "width", b + "_width", width)
        g.add(m, SCHEMA + "contentLocation", b + "_place"), g.add(b + "_place", RDF_TYPE, SCHEMA + "Place")
        address(b + "_place", b + "_address", street, city, postcode, country)
        g.add(b + "_place", SCHEMA + "geo", b + "_geo"), g.add(b + "_geo", RDF_TYPE, SCHEMA + "GeoCoordinates")
        g.add(b + "_geo", SCHEMA + "latitude", _typed(lat, "decimal"))
        g.add(b + "_geo", SCHEMA + "longitude", _typed(lon, "decimal"))
        if funder:
            g.add(m, SCHEMA + "funder", f"{MU}org/{funder}")
    for key, (name, street, city, postcode, country, hours) in MU_GALLERIES.items():
        v = f"{MU}venue/{key}"
        g.add(v, RDF_TYPE, SCHEMA + "ArtGallery"), g.add(v, SCHEMA + "name", _lit(name))
        address(v, f"_:{key}_address", street, city, postcode, country)
        for i, (days, opens, closes) in enumerate(hours, 1):
            h = f"_:{key}_hours{i}"
            g.add(v, SCHEMA + "openingHoursSpecification", h), g.add(h, RDF_TYPE, SCHEMA + "OpeningHoursSpecification")
            for day in days:
                g.add(h, SCHEMA + "dayOfWeek", SCHEMA + day)
            g.add(h, SCHEMA + "opens", _typed(opens, "time")), g.add(h, SCHEMA + "closes", _typed(closes, "time"))
    for key, (name, gallery, start, end, contributors) in MU_EXHIBITIONS.items():
        e = f"{MU}event/{key}"
        g.add(e, RDF_TYPE, SCHEMA + "ExhibitionEvent"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "location", f"{MU}venue/{gallery}")
        g.add(e, SCHEMA + "startDate", _typed(start, "date")), g.add(e, SCHEMA + "endDate", _typed(end, "date"))
        for artist in contributors:
            g.add(e, SCHEMA + "contributor", f"{MU}artist/{artist}")
    return g.text()


def _mu(kind: str, *keys: str) -> set[str]:
    return {f"{MU}{kind}/{k}" for k in keys}


MURALS_QUESTIONS = [
    ("Who painted Harbour Light?", _mu("artist", "a01")),
    ("Which murals did Ella Bristol paint?", _mu("artwork", "mw-003", "mw-004")),
    ("On which street is Paper Cranes?", {"North Street"}),
    ("In which city is Salt and Iron?", {"Manchester"}),
    ("What is the postcode of Old Tom?", {"BS1 2LE"}),
    ("When was Wind Over the Clyde painted?", {"2015"}),
    ("How tall is Old Tom?", {"25"}),
    ("Which is the tallest mural?", _mu("artwork", "mw-010")),
    ("Which is the widest mural?", _mu("artwork", "mw-014")),
    ("Which murals are in Bristol?", _mu("artwork", "mw-001", "mw-005", "mw-010")),
    ("Which murals are in Glasgow?", _mu("artwork", "mw-002", "mw-003", "mw-009", "mw-011")),
    ("Who painted the Kingfisher in Bristol?", _mu("artist", "a05")),
    ("When was the Kingfisher in Glasgow painted?", {"2021"}),
    ("What is Rook's real name?", {"Daniel Okoro"}),
    ("Which murals did Joanna Reyes paint?", _mu("artwork", "mw-009", "mw-013")),
    ("What nationality is Marta Sol?", {"Portugal"}),
    ("Which murals did Glasgow City Council fund?", _mu("artwork", "mw-002", "mw-003", "mw-009", "mw-011")),
    ("Who funded Paper Cranes?", _mu("org", "upfest")),
    ("What time does Trongate Arts open on Saturdays?", {"10:00:00"}),
    ("What time does Brick House Gallery close on Fridays?", {"22:00:00"}),
    ("Which galleries are open on Mondays?", _mu("venue", "g2", "g5")),
    ("Which galleries are open on Sundays?", _mu("venue", "g1", "g3", "g5")),
    ("On which street is the Stokes Croft Gallery?", {"Jamaica Street"}),
    ("When does the exhibition Clyde Lines end?", {"2023-06-25"}),
    ("Which artists took part in Walls Talk?", _mu("artist", "a05", "a03")),
    ("Where was Northern Colour held?", _mu("venue", "g4")),
    ("In which exhibitions did Ella Bristol take part?", _mu("event", "e3", "e4")),
    ("How many murals are in Manchester?", {"2"}),
    ("Which murals were painted before 2015?", _mu("artwork", "mw-010", "mw-011")),
    ("Which murals were painted in acrylic?", _mu("artwork", "mw-002", "mw-005", "mw-008", "mw-011")),
    ("Who is the oldest artist?", _mu("artist", "a05")),
    ("Which murals did Polish artists paint?", _mu("artwork", "mw-006", "mw-012")),
    ("Which galleries have shown work by Marta Sol?", _mu("venue", "g1", "g5")),
    ("What is the latitude of Harbour Light?", {"55.8568"}),
    ("Which mural is furthest north?", _mu("artwork", "mw-011")),
    ("Which exhibition opened first?", _mu("event", "e2")),
    ("how tall is the listening wall", {"7.2"}),
    ("Who painted the Blue Heorn?", _mu("artist", "a04")),  # misspelt: Heron
    ("How much did Old Tom cost to paint?", set()),  # no costs
    ("How many visitors does Trongate Arts get a year?", set()),  # no visitor numbers
    ("What is the phone number of Brick House Gallery?", set()),  # no telephone numbers
]
MURALS_MADE_UP = ["Who painted Silver Kingfisher?", "Where is the Heron Gallery?", "Which murals did Ella Fox paint?",
                  "When does the exhibition Walls Speak end?", "On which street is Copper Lantern?",
                  "Who funded the Clyde Cranes?"]
MURALS_GRAPHS = [
    ('[("Harbour Light", "artist", ?x)]', _mu("artist", "a01")),
    ('[("Old Tom", "year painted", ?x)]', {"2012"}),
    ('[(?x, "artist", "Kestrel")]', _mu("artwork", "mw-009", "mw-013")),
    ('[("Paper Cranes", "paid for by", ?x)]', _mu("org", "upfest")),
    ('[("Walls Talk", "venue", ?x)]', _mu("venue", "g1")),
    ('[("Salt and Iron", "paint used", ?x)]', {"spray paint"}),
    ('[("Blue Heron", "artist", ?a), (?a, "also known as", ?x)]', {"Joanna Reyes"}),
    ('[("Clyde Lines", "venue", ?g), (?g, "street", ?x)]', {"King Street"}),
    ('[(?m, "artist", "Rook"), (?m, "year painted", ?x)]', {"2021", "2014"}),
    ('[(?m, "paid for by", "Manchester Mural Fund"), (?m, "artist", ?x)]', _mu("artist", "a06", "a07")),
    ('[("Swift Return", "artist", ?a), (?a, "born", ?x)]', {"1985"}),
    ('[(?e, "venue", "Brick House Gallery"), (?e, "participant", ?x)]', _mu("artist", "a01", "a06")),
]


# ---- tunnels (a European tunnel inventory in GeoSPARQL: every portal's position is a `geo:wktLiteral`
# ---- "POINT(lon lat)" on a geometry node reached by `geo:hasGeometry`, and nothing says which portal is north or
# ---- south, so "the southern portal" or "the portal furthest north" needs the coordinates read out of the WKT;
# ---- tunnels typed by an rdfs:subClassOf tree (railway / road / canal tunnel), named by rdfs:label @en with a few
# ---- @de / @fr / @it labels and skos:altLabel aliases ("Chunnel", "Mont Cenis Tunnel")) ---------------------------
TU = "https://tunnel-inventory.example.eu/"
TUV = TU + "def#"
GEO = "http://www.opengis.net/ont/geosparql#"
TU_PROPERTIES = {"lengthM": "length (m)", "openedOn": "opened", "closedYear": "year closed",
                 "passesUnder": "passes under", "country": "country", "operator": "operator",
                 "chiefEngineer": "chief engineer", "tubes": "number of tubes", "portal": "portal",
                 "nearTown": "nearest town", "birthYear": "year of birth", "bornIn": "place of birth"}  # label @en
TU_CLASSES = {"Tunnel": ("tunnel", None), "RailwayTunnel": ("railway tunnel", "Tunnel"),
              "RoadTunnel": ("road tunnel", "Tunnel"), "CanalTunnel": ("canal tunnel", "Tunnel")}
TU_COUNTRIES = {"switzerland": "Switzerland", "italy": "Italy", "austria": "Austria", "france": "France",
                "uk": "United Kingdom", "germany": "Germany"}
TU_FEATURES = {"gotthard-massif": "Gotthard Massif", "bernese-alps": "Bernese Alps", "monte-leone": "Monte Leone",
               "arlberg-massif": "Arlberg Massif", "mont-blanc": "Mont Blanc", "mont-frejus": "Mont Fréjus",
               "english-channel": "English Channel", "pennines": "Pennines",
               "chaine-estaque": "Chaîne de l'Estaque", "river-severn": "River Severn"}
TU_TOWNS = {"erstfeld": ("Erstfeld", "switzerland"), "bodio": ("Bodio", "switzerland"),
            "goeschenen": ("Göschenen", "switzerland"), "airolo": ("Airolo", "switzerland"),
            "frutigen": ("Frutigen", "switzerland"), "raron": ("Raron", "switzerland"), "brig": ("Brig", "switzerland"),
            "iselle": ("Iselle", "italy"), "st-anton": ("St. Anton am Arlberg", "austria"),
            "langen": ("Langen am Arlberg", "austria"), "chamonix": ("Chamonix", "france"),
            "courmayeur": ("Courmayeur", "italy"), "modane": ("Modane", "france"),
            "bardonecchia": ("Bardonecchia", "italy"), "folkestone": ("Folkestone", "uk"),
            "coquelles": ("Coquelles", "france"), "diggle": ("Diggle", "uk"), "marsden": ("Marsden", "uk"),
            "le-rove": ("Le Rove", "france"), "marseille": ("Marseille", "france"), "sudbrook": ("Sudbrook", "uk"),
            "pilning": ("Pilning", "uk"), "chene-bourg": ("Chêne-Bourg", "switzerland"),
            "hamburg": ("Hamburg", "germany"),
            "thun": ("Thun", "switzerland"), "vienna": ("Vienna", "austria"),
            "saint-jeoire": ("Saint-Jeoire", "france"), "alfreton": ("Alfreton", "uk")}
TU_OPERATORS = {"sbb": "Swiss Federal Railways", "astra": "Federal Roads Office", "bls": "BLS AG",
                "oebb": "Austrian Federal Railways", "asfinag": "ASFINAG", "geie-tmb": "GEIE-TMB", "sncf": "SNCF",
                "sftrf": "SFTRF", "getlink": "Getlink", "crt": "Canal & River Trust", "network-rail": "Network Rail"}
# engineer: (foaf:name, birth year, birthplace or None)
TU_ENGINEERS = {"e1": ("Louis Favre", "1826", "chene-bourg"), "e2": ("Alfred Brandt", "1846", "hamburg"),
                "e3": ("Karl Gotthard", "1931", "thun"), "e4": ("Julius Lott", "1836", "vienna"),
                "e5": ("Germain Sommeiller", "1815", "saint-jeoire"), "e6": ("Benjamin Outram", "1764", "alfreton"),
                "e7": ("Charles Richardson", "1814", None)}
# tunnel: (label @en, [other labels (text, lang)], [aliases @en], class, length m, opened, closed year or None,
#          passes under, [countries], operator or None, chief engineer or None, tubes,
#          [(portal key, portal label, town, lon, lat)])
TU_TUNNELS = {
    "T01": ("Gotthard Base Tunnel", [("Gotthard-Basistunnel", "de")], [], "RailwayTunnel", "57104", "2016-06-01", None,
            "gotthard-massif", ["switzerland"], "sbb", None, 2,
            [("erstfeld", "Erstfeld portal", "erstfeld", "8.6394", "46.8227"),
             ("bodio", "Bodio portal", "bodio", "8.9293", "46.3842")]),
    "T02": ("Gotthard Rail Tunnel", [], [], "RailwayTunnel", "15003", "1882-05-22", None, "gotthard-massif",
            ["switzerland"], "sbb", "e1", 1,
            [("goeschenen-rail", "Göschenen rail portal", "goeschenen", "8.5897", "46.6675"),
             ("airolo-rail", "Airolo rail portal", "airolo", "8.6089", "46.5285")]),
    "T03": ("Gotthard Road Tunnel", [], [], "RoadTunnel", "16942", "1980-09-05", None, "gotthard-massif",
            ["switzerland"], "astra", None, 1,
            [("goeschenen-road", "Göschenen road portal", "goeschenen", "8.587", "46.664"),
             ("airolo-road", "Airolo road portal", "airolo", "8.6067", "46.527")]),
    "T04": ("Lötschberg Base Tunnel", [("Lötschberg-Basistunnel", "de")], [], "RailwayTunnel", "34577", "2007-06-15",
            None, "bernese-alps", ["switzerland"], "bls", "e3", 2,
            [("frutigen", "Frutigen portal", "frutigen", "7.6519", "46.5886"),
             ("raron", "Raron portal", "raron", "7.801", "46.3057")]),
    "T05": ("Simplon Tunnel", [("Simplontunnel", "de"), ("Traforo del Sempione", "it")], [], "RailwayTunnel", "19803",
            "1906-06-01", None, "monte-leone", ["switzerland", "italy"], "sbb", "e2", 2,
            [("brig", "Brig portal", "brig", "7.988", "46.3179"),
             ("iselle", "Iselle portal", "iselle", "8.2093", "46.211")]),
    "T06": ("Arlberg Tunnel", [("Arlbergtunnel", "de")], [], "RailwayTunnel", "10648", "1884-09-20", None,
            "arlberg-massif", ["austria"], "oebb", "e4", 1,
            [("st-anton-rail", "St. Anton rail portal", "st-anton", "10.269", "47.129"),
             ("langen-rail", "Langen rail portal", "langen", "10.124", "47.13")]),
    "T07": ("Arlberg Tunnel", [("Arlberg-Straßentunnel", "de")], [], "RoadTunnel", "13972", "1978-12-01", None,
            "arlberg-massif", ["austria"], "asfinag", None, 1,
            [("st-anton-road", "St. Anton road portal", "st-anton", "10.28", "47.133"),
             ("langen-road", "Langen road portal", "langen", "10.116", "47.134")]),
    "T08": ("Mont Blanc Tunnel", [("Tunnel du Mont-Blanc", "fr"), ("Traforo del Monte Bianco", "it")], [],
            "RoadTunnel", "11611", "1965-07-16", None, "mont-blanc", ["france", "italy"], "geie-tmb", "e3", 1,
            [("chamonix", "Chamonix portal", "chamonix", "6.863", "45.902"),
             ("courmayeur", "Courmayeur portal", "courmayeur", "6.96", "45.817")]),
    "T09": ("Fréjus Rail Tunnel", [], ["Mont Cenis Tunnel"], "RailwayTunnel", "13657", "1871-09-17", None,
            "mont-frejus", ["france", "italy"], "sncf", "e5", 1,
            [("modane-rail", "Modane rail portal", "modane", "6.665", "45.196"),
             ("bardonecchia-rail", "Bardonecchia rail portal", "bardonecchia", "6.705", "45.077")]),
    "T10": ("Fréjus Road Tunnel", [("Tunnel routier du Fréjus", "fr")], [], "RoadTunnel", "12895", "1980-07-12", None,
            "mont-frejus", ["france", "italy"], "sftrf", None, 1,
            [("modane-road", "Modane road portal", "modane", "6.689", "45.197"),
             ("bardonecchia-road", "Bardonecchia road portal", "bardonecchia", "6.696", "45.086")]),
    "T11": ("Channel Tunnel", [("Tunnel sous la Manche", "fr")], ["Chunnel"], "RailwayTunnel", "50450", "1994-05-06",
            None, "english-channel", ["uk", "france"], "getlink", None, 3,
            [("folkestone", "Folkestone portal", "folkestone", "1.153", "51.095"),
             ("coquelles", "Coquelles portal", "coquelles", "1.79", "50.922")]),
    "T12": ("Standedge Tunnel", [], [], "CanalTunnel", "5029", "1811-04-04", None, "pennines", ["uk"], "crt", "e6", 1,
            [("diggle", "Diggle portal", "diggle", "-1.999", "53.565"),
             ("marsden", "Marsden portal", "marsden", "-1.938", "53.603")]),
    "T13": ("Rove Tunnel", [("Tunnel du Rove", "fr")], [], "CanalTunnel", "7120", "1927-10-23", "1963",
            "chaine-estaque", ["france"], None, None, 1,
            [("le-rove", "Le Rove portal", "le-rove", "5.253", "43.368"),
             ("estaque", "L'Estaque portal", "marseille", "5.316", "43.362")]),
    "T14": ("Severn Tunnel", [], [], "RailwayTunnel", "7008", "1886-09-01", None, "river-severn", ["uk"],
            "network-rail", "e7", 1,
            [("sudbrook", "Sudbrook portal", "sudbrook", "-2.73", "51.578"),
             ("pilning", "Pilning portal", "pilning", "-2.631", "51.559")]),
}


def tunnels_kg() -> str:
    """N-Triples of the tunnel inventory: portal positions only as GeoSPARQL WKT points."""
    g = Graph()
    for prop, label in TU_PROPERTIES.items():
        g.add(TUV + prop, RDF_TYPE, RDF + "Property"), g.add(TUV + prop, RDFS + "label", _lit(label, "en"))
    for cls, (label, sup) in TU_CLASSES.items():
        g.add(TUV + cls, RDF_TYPE, OWL + "Class"), g.add(TUV + cls, RDFS + "label", _lit(label, "en"))
        g.add(TUV + cls, RDFS + "subClassOf", TUV + sup if sup else GEO + "Feature")
    for key, label in TU_COUNTRIES.items():
        g.add(f"{TU}country/{key}", RDF_TYPE, TUV + "Country")
        g.add(f"{TU}country/{key}", RDFS + "label", _lit(label, "en"))
    for key, label in TU_FEATURES.items():
        g.add(f"{TU}feature/{key}", RDF_TYPE, TUV + "NaturalFeature")
        g.add(f"{TU}feature/{key}", RDFS + "label", _lit(label, "en"))
    for key, (label, country) in TU_TOWNS.items():
        t = f"{TU}place/{key}"
        g.add(t, RDF_TYPE, TUV + "Town"), g.add(t, RDFS + "label", _lit(label, "en"))
        g.add(t, TUV + "country", f"{TU}country/{country}")
    for key, label in TU_OPERATORS.items():
        g.add(f"{TU}operator/{key}", RDF_TYPE, FOAF + "Organization")
        g.add(f"{TU}operator/{key}", FOAF + "name", _lit(label))
    for key, (name, born, born_in) in TU_ENGINEERS.items():
        p = f"{TU}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, TUV + "birthYear", _typed(born, "gYear"))
        if born_in:
            g.add(p, TUV + "bornIn", f"{TU}place/{born_in}")
    for key, fields in TU_TUNNELS.items():
        label, others, aliases, cls, length, opened, closed, under, countries, operator, engineer, tubes, portals = \
            fields
        t = f"{TU}tunnel/{key}"
        g.add(t, RDF_TYPE, TUV + cls), g.add(t, RDFS + "label", _lit(label, "en"))
        for text, lang in others:
            g.add(t, RDFS + "label", _lit(text, lang))
        for alias in aliases:
            g.add(t, SKOS + "altLabel", _lit(alias, "en"))
        g.add(t, TUV + "lengthM", _typed(length, "decimal")), g.add(t, TUV + "openedOn", _typed(opened, "date"))
        if closed:
            g.add(t, TUV + "closedYear", _typed(closed, "gYear"))
        g.add(t, TUV + "passesUnder", f"{TU}feature/{under}")
        for country in countries:
            g.add(t, TUV + "country", f"{TU}country/{country}")
        if operator:
            g.add(t, TUV + "operator", f"{TU}operator/{operator}")
        if engineer:
            g.add(t, TUV + "chiefEngineer", f"{TU}person/{engineer}")
        g.add(t, TUV + "tubes", _typed(tubes, "integer"))
        for pkey, plabel, town, lon, lat in portals:
            p, geom = f"{TU}portal/{pkey}", f"{TU}geometry/{pkey}"
            g.add(t, TUV + "portal", p), g.add(p, RDF_TYPE, TUV + "Portal")
            g.add(p, RDFS + "label", _lit(plabel, "en"))
            g.add(p, TUV + "nearTown", f"{TU}place/{town}"), g.add(p, GEO + "hasGeometry", geom)
            g.add(geom, RDF_TYPE, GEO + "Geometry")
            g.add(geom, GEO + "asWKT", f'"POINT({lon} {lat})"^^<{GEO}wktLiteral>')
    return g.text()


def _tu(kind: str, *keys: str) -> set[str]:
    return {f"{TU}{kind}/{k}" for k in keys}


TUNNELS_QUESTIONS = [
    ("How long is the Gotthard Base Tunnel?", {"57104"}),
    ("When did the Lötschberg Base Tunnel open?", {"2007-06-15"}),
    ("Which tunnels pass under the Gotthard Massif?", _tu("tunnel", "T01", "T02", "T03")),
    ("Who was the chief engineer of the Simplon Tunnel?", _tu("person", "e2")),
    ("Which tunnels did Karl Gotthard engineer?", _tu("tunnel", "T04", "T08")),
    ("Which countries does the Mont Blanc Tunnel connect?", _tu("country", "france", "italy")),
    ("Who operates the Channel Tunnel?", _tu("operator", "getlink")),
    ("What is the longest tunnel?", _tu("tunnel", "T01")),
    ("Which is the oldest tunnel?", _tu("tunnel", "T12")),
    ("Which road tunnels are there?", _tu("tunnel", "T03", "T07", "T08", "T10")),
    ("Which canal tunnels are there?", _tu("tunnel", "T12", "T13")),
    ("Which railway tunnels are in Switzerland?", _tu("tunnel", "T01", "T02", "T04", "T05")),
    ("How many tunnels are in Austria?", {"2"}),
    ("When did the Arlberg Tunnel that carries road traffic open?", {"1978-12-01"}),
    ("How long is the Arlberg railway tunnel?", {"10648"}),
    ("What are the coordinates of the Erstfeld portal?", {"POINT(8.6394 46.8227)"}),
    ("Which portals does the Simplon Tunnel have?", _tu("portal", "brig", "iselle")),
    ("Which town is the southern portal of the Gotthard Base Tunnel near?", _tu("place", "bodio")),
    ("Which tunnel portal lies furthest north?", _tu("portal", "marsden")),
    ("Which tunnels have a portal in France?", _tu("tunnel", "T08", "T09", "T10", "T11", "T13")),
    ("What is the Channel Tunnel also called?", {"Chunnel"}),
    ("How long is the Chunnel?", {"50450"}),
    ("What is the German name of the Gotthard Base Tunnel?", {"Gotthard-Basistunnel"}),
    ("When was the Rove Tunnel closed?", {"1963"}),
    ("Which tunnels opened in the 19th century?", _tu("tunnel", "T02", "T06", "T09", "T12", "T14")),
    ("Which tunnels are longer than 15 kilometres?", _tu("tunnel", "T01", "T02", "T03", "T04", "T05", "T11")),
    ("How many tubes does the Channel Tunnel have?", {"3"}),
    ("When was Louis Favre born?", {"1826"}),
    ("Where was Louis Favre born?", _tu("place", "chene-bourg")),
    ("Which tunnels does Swiss Federal Railways operate?", _tu("tunnel", "T01", "T02", "T05")),
    ("Who engineered the Mont Cenis Tunnel?", _tu("person", "e5")),
    ("Which tunnel does the Iselle portal belong to?", _tu("tunnel", "T05")),
    ("What does the Severn Tunnel pass under?", _tu("feature", "river-severn")),
    ("Which tunnels link France and Italy?", _tu("tunnel", "T08", "T09", "T10")),
    ("Who engineered the oldest tunnel in Austria?", _tu("person", "e4")),
    ("How long is the tunnel that the Bodio portal belongs to?", {"57104"}),
    ("when did the mont blanc tunnel open", {"1965-07-16"}),
    ("How long is the Standage Tunnel?", {"5029"}),  # misspelt: Standedge
    ("How much is the toll for the Mont Blanc Tunnel?", set()),  # no tolls
    ("How many trains use the Gotthard Base Tunnel each day?", set()),  # no traffic figures
    ("How much did the Lötschberg Base Tunnel cost to build?", set()),  # no costs
]
TUNNELS_MADE_UP = ["How long is the Brenner Base Tunnel?", "When did the Furka Base Tunnel open?",
                   "Who engineered the Monte Rosa Tunnel?", "Which tunnels did Louis Gotthard engineer?",
                   "Who operates the Pennine Base Tunnel?", "When was Alfred Favre born?"]
TUNNELS_GRAPHS = [
    ('[("Simplon Tunnel", "designed by", ?x)]', _tu("person", "e2")),
    ('[("Channel Tunnel", "run by", ?x)]', _tu("operator", "getlink")),
    ('[("Severn Tunnel", "goes beneath", ?x)]', _tu("feature", "river-severn")),
    ('[("Lötschberg Base Tunnel", "opening day", ?x)]', {"2007-06-15"}),
    ('[(?x, "run by", "Swiss Federal Railways")]', _tu("tunnel", "T01", "T02", "T05")),
    ('[("Erstfeld portal", "closest town", ?x)]', _tu("place", "erstfeld")),
    ('[("Simplon Tunnel", "designed by", ?e), (?e, "born in year", ?x)]', {"1846"}),
    ('[("Gotthard Rail Tunnel", "designed by", ?e), (?e, "birthplace", ?x)]', _tu("place", "chene-bourg")),
    ('[("Iselle portal", "closest town", ?t), (?t, "nation", ?x)]', _tu("country", "italy")),
    ('[(?t, "goes beneath", "Mont Blanc"), (?t, "run by", ?x)]', _tu("operator", "geie-tmb")),
    ('[("Standedge Tunnel", "entrance", ?p), (?p, "closest town", ?x)]', _tu("place", "diggle", "marsden")),
    ('[(?t, "designed by", "Karl Gotthard"), (?t, "opening day", ?x)]', {"2007-06-15", "1965-07-16"}),
]


# ---- pinball (a pinball-machine archive with NO labels at all: every name is a snake_case IRI local name
# ---- (`…/machine/medieval_madness`, `…/person/pat_lawlor`, `…/ontology/designed_by`), numbers are the only
# ---- literals; two machines are both "Star Trek", told apart only by the year suffix of their IRIs and their maker,
# ---- and a few short fan names (`…/machine/afm`) only point to the machine by `redirects_to`) ---------------------
PB = "https://pinball-archive.example.net/"
PBO = PB + "ontology/"
PB_OBJECT_PROPERTIES = ["manufactured_by", "designed_by", "artwork_by", "has_theme", "display_type",
                        "headquartered_in", "located_in", "born_in", "redirects_to"]
PB_DATA_PROPERTIES = {"release_year": "gYear", "units_produced": "integer", "flipper_count": "integer",
                      "founded_year": "gYear", "birth_year": "gYear"}
PB_CLASSES = ["PinballMachine", "Manufacturer", "Designer", "Artist", "City", "Country", "Theme", "DisplayType"]
# manufacturer: (headquarters city, founded)
PB_MAKERS = {"williams": ("chicago", "1943"), "bally": ("chicago", "1932"), "gottlieb": ("northlake", "1927"),
             "data_east": ("melrose_park", "1987"), "stern": ("elk_grove_village", "1999")}
PB_CITIES = {"chicago": "united_states", "northlake": "united_states", "melrose_park": "united_states",
             "elk_grove_village": "united_states", "rockford": "united_states"}
# designer: (birth year or None, birthplace or None)
PB_DESIGNERS = {"steve_ritchie": ("1950", None), "pat_lawlor": ("1951", None), "brian_eddy": ("1969", None),
                "george_gomez": ("1956", None), "ray_northlake": ("1958", "rockford"), "greg_kmiec": (None, None),
                "george_christian": (None, None), "jim_patla": (None, None), "claude_fernandez": (None, None),
                "john_trudeau": (None, None), "dennis_nordman": (None, None), "joe_kaminkow": (None, None),
                "mark_ritchie": (None, None), "john_borg": (None, None), "john_popadiuk": (None, None),
                "keith_johnson": (None, None)}
PB_ARTISTS = ["constantino_mitchell", "paul_faris", "margaret_hudson", "terry_doerzaph", "mark_sprenger",
              "greg_freres", "john_youssi", "kevin_o_connor", "python_anghelo", "paul_barker"]
PB_THEMES = ["horror", "science_fiction", "medieval", "magic", "fishing", "carnival", "billiards", "monsters",
             "superheroes", "dinosaurs", "nautical", "steampunk"]
PB_DISPLAYS = ["alphanumeric", "dot_matrix", "lcd"]
# machine: (maker, designer, artist or None, year, units produced or None, theme, display, flippers)
PB_MACHINES = {
    "black_knight": ("williams", "steve_ritchie", "constantino_mitchell", "1980", 13075, "medieval", "alphanumeric", 4),
    "firepower": ("williams", "steve_ritchie", "constantino_mitchell", "1980", 17410, "science_fiction",
                  "alphanumeric", 3),
    "xenon": ("bally", "greg_kmiec", "paul_faris", "1980", 11000, "science_fiction", "alphanumeric", 2),
    "eight_ball_deluxe": ("bally", "george_christian", "margaret_hudson", "1981", 8250, "billiards", "alphanumeric",
                          3),
    "centaur": ("bally", "jim_patla", "paul_faris", "1981", 3700, "horror", "alphanumeric", 2),
    "black_hole": ("gottlieb", "claude_fernandez", "terry_doerzaph", "1981", 8774, "science_fiction", "alphanumeric",
                   4),
    "haunted_house": ("gottlieb", "john_trudeau", "terry_doerzaph", "1982", 6835, "horror", "alphanumeric", 8),
    "harbor_lights": ("williams", "ray_northlake", "mark_sprenger", "1987", 2950, "nautical", "alphanumeric", 2),
    "elvira_and_the_party_monsters": ("bally", "dennis_nordman", "greg_freres", "1989", 4000, "horror",
                                      "alphanumeric", 3),
    "funhouse": ("williams", "pat_lawlor", "john_youssi", "1990", 10750, "carnival", "dot_matrix", 3),
    "star_trek_1991": ("data_east", "joe_kaminkow", "kevin_o_connor", "1991", 3000, "science_fiction", "dot_matrix",
                       2),
    "the_addams_family": ("bally", "pat_lawlor", "john_youssi", "1992", 20270, "horror", "dot_matrix", 2),
    "fish_tales": ("williams", "mark_ritchie", "python_anghelo", "1992", 13640, "fishing", "dot_matrix", 2),
    "twilight_zone": ("bally", "pat_lawlor", "mark_sprenger", "1993", 15235, "science_fiction", "dot_matrix", 3),
    "jurassic_park": ("data_east", "john_borg", "kevin_o_connor", "1993", 5100, "dinosaurs", "dot_matrix", 3),
    "attack_from_mars": ("bally", "brian_eddy", "paul_barker", "1995", 3450, "science_fiction", "dot_matrix", 2),
    "theatre_of_magic": ("bally", "john_popadiuk", "john_youssi", "1995", 6000, "magic", "dot_matrix", 2),
    "medieval_madness": ("williams", "brian_eddy", "greg_freres", "1997", 4016, "medieval", "dot_matrix", 2),
    "star_trek_2013": ("stern", "steve_ritchie", None, "2013", None, "science_fiction", "dot_matrix", 3),
    "iron_meridian": ("stern", "ray_northlake", None, "2016", None, "steampunk", "dot_matrix", 3),
    "deadpool": ("stern", "george_gomez", None, "2018", None, "superheroes", "lcd", 3),
    "black_knight_sword_of_rage": ("stern", "steve_ritchie", None, "2019", None, "medieval", "lcd", 3),
    "godzilla": ("stern", "keith_johnson", None, "2021", None, "monsters", "lcd", 3),
}
PB_REDIRECTS = {"addams_family": "the_addams_family", "tz": "twilight_zone", "afm": "attack_from_mars",
                "mm": "medieval_madness", "bksor": "black_knight_sword_of_rage"}


def pinball_kg() -> str:
    """N-Triples of the pinball archive: names only in snake_case IRI local names, no labels anywhere."""
    g = Graph()
    for prop in PB_OBJECT_PROPERTIES:
        g.add(PBO + prop, RDF_TYPE, OWL + "ObjectProperty")
    for prop in PB_DATA_PROPERTIES:
        g.add(PBO + prop, RDF_TYPE, OWL + "DatatypeProperty")
    for cls in PB_CLASSES:
        g.add(PBO + cls, RDF_TYPE, OWL + "Class")
    g.add(f"{PB}country/united_states", RDF_TYPE, PBO + "Country")
    for key, country in PB_CITIES.items():
        g.add(f"{PB}place/{key}", RDF_TYPE, PBO + "City"), g.add(f"{PB}place/{key}", PBO + "located_in",
                                                                  f"{PB}country/{country}")
    for key, (city, founded) in PB_MAKERS.items():
        c = f"{PB}company/{key}"
        g.add(c, RDF_TYPE, PBO + "Manufacturer"), g.add(c, PBO + "headquartered_in", f"{PB}place/{city}")
        g.add(c, PBO + "founded_year", _typed(founded, "gYear"))
    for key, (born, born_in) in PB_DESIGNERS.items():
        p = f"{PB}person/{key}"
        g.add(p, RDF_TYPE, PBO + "Designer")
        if born:
            g.add(p, PBO + "birth_year", _typed(born, "gYear"))
        if born_in:
            g.add(p, PBO + "born_in", f"{PB}place/{born_in}")
    for key in PB_ARTISTS:
        g.add(f"{PB}person/{key}", RDF_TYPE, PBO + "Artist")
    for key in PB_THEMES:
        g.add(f"{PB}theme/{key}", RDF_TYPE, PBO + "Theme")
    for key in PB_DISPLAYS:
        g.add(f"{PB}display/{key}", RDF_TYPE, PBO + "DisplayType")
    for key, (maker, designer, artist, year, units, theme, display, flippers) in PB_MACHINES.items():
        m = f"{PB}machine/{key}"
        g.add(m, RDF_TYPE, PBO + "PinballMachine"), g.add(m, PBO + "manufactured_by", f"{PB}company/{maker}")
        g.add(m, PBO + "designed_by", f"{PB}person/{designer}")
        if artist:
            g.add(m, PBO + "artwork_by", f"{PB}person/{artist}")
        g.add(m, PBO + "release_year", _typed(year, "gYear"))
        if units:
            g.add(m, PBO + "units_produced", _typed(units, "integer"))
        g.add(m, PBO + "has_theme", f"{PB}theme/{theme}"), g.add(m, PBO + "display_type", f"{PB}display/{display}")
        g.add(m, PBO + "flipper_count", _typed(flippers, "integer"))
    for short, machine in PB_REDIRECTS.items():
        g.add(f"{PB}machine/{short}", PBO + "redirects_to", f"{PB}machine/{machine}")
    return g.text()


def _pb(kind: str, *keys: str) -> set[str]:
    return {f"{PB}{kind}/{k}" for k in keys}


PINBALL_QUESTIONS = [
    ("Who designed The Addams Family?", _pb("person", "pat_lawlor")),
    ("Which machines did Pat Lawlor design?", _pb("machine", "funhouse", "the_addams_family", "twilight_zone")),
    ("Who made Medieval Madness?", _pb("company", "williams")),
    ("When was Attack from Mars released?", {"1995"}),
    ("How many units of Twilight Zone were produced?", {"15235"}),
    ("Where is Stern headquartered?", _pb("place", "elk_grove_village")),
    ("Which machines has Stern made?", _pb("machine", "star_trek_2013", "iron_meridian", "deadpool",
                                           "black_knight_sword_of_rage", "godzilla")),
    ("Which machine sold the most units?", _pb("machine", "the_addams_family")),
    ("Which machines were released before 1981?", _pb("machine", "black_knight", "firepower", "xenon")),
    ("Which machines have a dot matrix display?",
     _pb("machine", "funhouse", "star_trek_1991", "the_addams_family", "fish_tales", "twilight_zone", "jurassic_park",
         "attack_from_mars", "theatre_of_magic", "medieval_madness", "star_trek_2013", "iron_meridian")),
    ("What is the theme of Fish Tales?", _pb("theme", "fishing")),
    ("Which horror machines are there?", _pb("machine", "the_addams_family", "elvira_and_the_party_monsters",
                                             "haunted_house", "centaur")),
    ("How many machines did Bally make?", {"8"}),
    ("Who did the artwork for Medieval Madness?", _pb("person", "greg_freres")),
    ("Which machines did Steve Ritchie design for Stern?", _pb("machine", "star_trek_2013",
                                                               "black_knight_sword_of_rage")),
    ("Who designed the Star Trek machine made by Data East?", _pb("person", "joe_kaminkow")),
    ("When was the Star Trek machine by Stern released?", {"2013"}),
    ("Which company made Black Knight?", _pb("company", "williams")),
    ("Where was Ray Northlake born?", _pb("place", "rockford")),
    ("Which machines did Ray Northlake design?", _pb("machine", "harbor_lights", "iron_meridian")),
    ("Which manufacturer was founded first?", _pb("company", "gottlieb")),
    ("In which city is the manufacturer of Haunted House based?", _pb("place", "northlake")),
    ("Which designers worked for Williams?", _pb("person", "steve_ritchie", "ray_northlake", "pat_lawlor",
                                                  "mark_ritchie", "brian_eddy")),
    ("How many flippers does Haunted House have?", {"8"}),
    ("Which machines have more than 3 flippers?", _pb("machine", "haunted_house", "black_hole", "black_knight")),
    ("Which Williams machines sold more than 12000 units?", _pb("machine", "black_knight", "firepower", "fish_tales")),
    ("Which machines came out in the 1990s?",
     _pb("machine", "funhouse", "star_trek_1991", "the_addams_family", "fish_tales", "twilight_zone", "jurassic_park",
         "attack_from_mars", "theatre_of_magic", "medieval_madness")),
    ("Which designer was born earliest?", _pb("person", "steve_ritchie")),
    ("Which machines were made by companies based in Chicago?",
     _pb("machine", "black_knight", "firepower", "harbor_lights", "funhouse", "fish_tales", "medieval_madness",
         "xenon", "eight_ball_deluxe", "centaur", "elvira_and_the_party_monsters", "the_addams_family",
         "twilight_zone", "attack_from_mars", "theatre_of_magic")),
    ("Who designed AFM?", _pb("person", "brian_eddy")),
    ("Which artists did the artwork for Pat Lawlor's machines?", _pb("person", "john_youssi", "mark_sprenger")),
    ("When was Data East founded?", {"1987"}),
    ("What kind of display does Godzilla have?", _pb("display", "lcd")),
    ("Which machines did John Youssi do the artwork for?", _pb("machine", "funhouse", "the_addams_family",
                                                               "theatre_of_magic")),
    ("Which Gottlieb machine sold the fewest units?", _pb("machine", "haunted_house")),
    ("What is the theme of the Star Trek made by Stern?", _pb("theme", "science_fiction")),
    ("who made theatre of magic", _pb("company", "bally")),
    ("When was Elvira and the Party Monstres released?", {"1989"}),  # misspelt: Monsters
    ("How much does a Medieval Madness cost today?", set()),  # no prices
    ("How much does The Addams Family weigh?", set()),  # no weights
    ("What is the high score on Twilight Zone?", set()),  # no scores
]
PINBALL_MADE_UP = ["Who designed Galactic Tide?", "When was Space Riders released?",
                   "Which machines did Steve Lawlor design?", "Where is Midway Pinball headquartered?",
                   "Who made Castle Madness?", "How many units of Dragon Knight were produced?"]
PINBALL_GRAPHS = [
    ('[("Fish Tales", "designer", ?x)]', _pb("person", "mark_ritchie")),
    ('[("Xenon", "maker", ?x)]', _pb("company", "bally")),
    ('[("Funhouse", "year", ?x)]', {"1990"}),
    ('[(?x, "designer", "Brian Eddy")]', _pb("machine", "attack_from_mars", "medieval_madness")),
    ('[("Jurassic Park", "copies built", ?x)]', {"5100"}),
    ('[("Bally", "city", ?x)]', _pb("place", "chicago")),
    ('[("Haunted House", "maker", ?m), (?m, "city", ?x)]', _pb("place", "northlake")),
    ('[("Iron Meridian", "designer", ?d), (?d, "birthplace", ?x)]', _pb("place", "rockford")),
    ('[(?m, "designer", "Pat Lawlor"), (?m, "year", ?x)]', {"1990", "1992", "1993"}),
    ('[("Deadpool", "maker", ?c), (?c, "established", ?x)]', {"1999"}),
    ('[(?m, "maker", "Gottlieb"), (?m, "artist", ?x)]', _pb("person", "terry_doerzaph")),
    ('[("Theatre of Magic", "artist", ?a), (?a, "painted", ?x)]', _pb("machine", "funhouse", "the_addams_family",
                                                                      "theatre_of_magic")),
]

KGS_AL = {"stageraces": (stageraces_kg, STAGERACES_QUESTIONS, STAGERACES_MADE_UP, STAGERACES_GRAPHS),
          "orchards": (orchards_kg, ORCHARDS_QUESTIONS, ORCHARDS_MADE_UP, ORCHARDS_GRAPHS),
          "murals": (murals_kg, MURALS_QUESTIONS, MURALS_MADE_UP, MURALS_GRAPHS),
          "tunnels": (tunnels_kg, TUNNELS_QUESTIONS, TUNNELS_MADE_UP, TUNNELS_GRAPHS),
          "pinball": (pinball_kg, PINBALL_QUESTIONS, PINBALL_MADE_UP, PINBALL_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AL, __doc__)
