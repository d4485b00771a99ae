"""A thirty-seventh batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and bench/unseen_b.py …
bench/unseen_aj.py):

- `rowing`: a national federation's club and athlete register and a regatta-timing service's results, two namespaces
  whose records of the same club or rower are joined ONLY by `owl:sameAs` (stated once, from the results IRI to the
  register IRI); the register (`https://register.rowing-federation.example.org/club/C101`, `…/athlete/A0401`,
  `…/region/R1`, vocabulary `…/def/`) names things by `schema:name` ("Leander Club", "Megan Hartley") and holds
  `founded` xsd:gYear, `bladeColours` strings, a `region` per club and, per athlete, `birthYear` xsd:gYear, a
  `weightClass` string ("open", "lightweight") and `clubOf`; the results service
  (`https://results.regatta-timing.example.net/id/club/leander`, `…/rower/8804`, `…/regatta/hrr-2023`, `…/race/r01`,
  `…/crew/k01`, `…/town/henley`, vocabulary `…/ns#`) names things by `rdfs:label` in its own style ("Leander", "London
  RC", "HARTLEY Megan") and holds every club's `basedIn` town, regattas (`heldAt` a town, `startDate` / `endDate`
  xsd:date), races (`regatta`, a `boatClass` string) and unlabelled crew nodes (`race`, `entrant` club, `rower` per
  seat, `position` xsd:integer, `timeSeconds` xsd:decimal); two foreign clubs and two rowers exist only in the results;
  so "where is Molesey Boat Club based" or "when was the winner's club founded" must cross the sameAs link, and gold
  answers are a club's or rower's register IRI together with its results twin; both vocabularies' properties are
  `rdf:Property`s labelled @en; two athletes are both "Tom Walker" (Leander Club, born 1996, open, won the Diamond
  Challenge Sculls; Durham ARC, born 2001, lightweight, won at Durham; told apart only by club, year and results), and
  the lightweight Emily Henley raced at Marlow (Dorney), Durham and Nottingham, never at Henley;
- `coasters`: a roller-coaster wiki exported with numeric IRIs for entities AND properties
  (`https://coasterpedia.example.com/entity/E104`, `…/prop/P8`): what a property means is said ONLY by its
  `rdfs:label`@en on the `rdf:Property` ("name", "also known as", "instance of", "located in", "manufacturer",
  "designer", "opening date", "height (m)", "top speed (km/h)", "number of inversions", "closing date", "coaster type",
  "year founded", "headquarters", "place of birth", "year of birth", "replaced by"); every name is the value of P1
  ("name") with aliases under P2 ("Blackpool Pleasure Beach", "B&M", "Coney Island Cyclone"), there is no rdfs:label or
  rdf:type on any entity, classes (roller coaster, amusement park, ride manufacturer, human, city, country, coaster
  type) are entities reached by P3, and kinds of coaster (launched, inverted, hyper, giga, strata, wooden, hybrid,
  infinity, vertical lift) are entities reached by P13; coasters are P4 in a park, P4 in a city, P4 in a country, with
  P5 manufacturer, P6 designer, P7 / P12 xsd:date, P8 / P9 xsd:decimal, P11 xsd:integer and one P19 (Mean Streak
  replaced by Steel Vengeance); parks and manufacturers have P14 xsd:gYear, manufacturers P15 a city, designers P16 a
  city and P17 xsd:gYear; two coasters are both "Thunderbolt" (Kennywood, wooden, 1924, designed by John A. Miller; Luna
  Park in New York City, steel vertical lift by Zamperla, 2014), and the (invented) designer Alan Blackpool designed The
  Smiler at Alton Towers and Stealth at Thorpe Park, nothing at Pleasure Beach Blackpool, in the city of Blackpool,
  where The Big One is Ron Toomer's;
- `championtrees`: a register of notable and champion trees (`https://champion-trees.example.org/tree/T11`,
  `…/site/S07`, `…/taxon/quercus-robur`, `…/place/gloucestershire`, `…/person/m1`, vocabulary `…/vocab#` with
  `rdf:Property`s labelled @en) where EVERY size is a QUDT quantity value: a tree's `height` and `girth` point to a
  `qudt:QuantityValue` node (`…/qv/T11-height`) with `qudt:numericValue` xsd:decimal and `qudt:unit` `unit:M` for the
  British and Mexican trees but `unit:FT` for the American ones (General Sherman 274.9 ft, Hyperion 380.3 ft), the two
  units declared as `qudt:Unit`s with an `rdfs:label` and a `qudt:conversionMultiplier` (1, 0.3048), so "the tallest",
  "the largest girth" or "taller than 80 metres" need the conversion (the raw number 274.9 is not 274.9 m); the height
  node also carries `measuredBy` (a `foaf:Person` named by `foaf:name`) and `measuredOn` xsd:date; trees are named by
  `rdfs:label`@en, grow at a `site` (`rdfs:label`@en, "Royal Botanic Gardens, Kew" with the `skos:altLabel` "Kew
  Gardens") in a `region` in a `country`, have a `species` (a `skos:Concept` with an English `skos:prefLabel` and its
  scientific name as a `skos:altLabel`@la, `skos:broader` conifers or broadleaved trees), some an `estimatedAge`
  xsd:integer, a `plantedYear` or `fellYear` xsd:gYear, and a `nationalChampion` xsd:boolean; two trees are both "The
  Great Chestnut"@en (at Tortworth Court, Gloucestershire, 16 m, about 600 years, a champion; at Croft Castle,
  Herefordshire, 20.5 m, about 400 years; told apart only by site and sizes), and the measurer Harriet Kew measured
  trees at Sherwood Forest, Tortworth and Westonbirt, none at Kew, whose trees Owen Pryce measured;
- `yachts`: a classic-yacht register (`https://classic-yacht-register.example.org/yacht/Y01`, `…/agent/o08`,
  `…/port/cowes`, `…/yard/fife`, `…/race/fastnet-1939`, vocabulary `…/terms#` with `rdf:Property`s labelled @en) where
  who owned a yacht and where she was based are time-indexed facts stated ONLY as reified `rdf:Statement` nodes
  (`…/statement/S16`: `rdf:subject` a yacht, `rdf:predicate` `ownedBy` or `homePort`, `rdf:object` an owner or port,
  `validFrom` and, for facts no longer true, `validUntil` xsd:gYear), never as plain triples, so "who owns … now", "who
  owned … in 1950", "where was … based in 1950" and "before Patricia Lyle" need the statements and their years; yachts
  are named by `skos:prefLabel`@en with former names as `skos:altLabel`@en ("Vira", "Magic Circle", "Terpsichore"), and
  have a `rig` string, `launched` xsd:date, `lengthOverall` xsd:decimal, `builtBy` a yard (`rdfs:label`@en, `yardAt` a
  port), `designedBy` a `foaf:Person` (owners are `foaf:Person`s or, twice, `foaf:Organization`s, all named by
  `foaf:name`) and races `won` (`rdfs:label`@en, `raceYear` xsd:gYear); ports (`rdfs:label`@en) are `inCountry` a
  country; two yachts are both "Halcyon"@en (a 1929 Fife ketch based in Falmouth, owned by Patricia Lyle; a 1936 Camper
  & Nicholsons yawl based at Cowes, owned by Margaret Ashdown; told apart only by yard, designer, rig and statements),
  and the owner Richard Cowes owned Mariquita (based in Plymouth) and Altair (based in Falmouth), neither ever based at
  Cowes, where Bloodhound, Creole and the second Halcyon were;
- `castles`: a German castle register (`https://burgenregister.example.de/objekt/1002`, `…/ort/G17`, `…/land/L01`,
  `…/person/P01`, `…/organisation/O02`) in a GERMAN vocabulary of its own (`…/ontologie#liegtIn`, `imBundesland`,
  `bauherr`, `architekt`, `baubeginn`, `ersteErwaehnung`, `hoehenlage`, `eigentuemer`, `zustand`, `welterbe`,
  `geburtsort`, `geburtsjahr`; `rdf:Property`s labelled @de only: "liegt in", "Bauherr", "erste urkundliche Erwähnung",
  "Höhenlage (m ü. NN)", "Eigentümer", "Erhaltungszustand", "UNESCO-Welterbe") where every `rdfs:label` is German (@de:
  "Schloss Neuschwanstein", "München", "Bayern", "Ludwig II. von Bayern", "Bayerische Schlösserverwaltung") and only
  some things carry an English `skos:altLabel`@en ("Neuschwanstein Castle", "Munich", "Bavaria", "Rhineland-Palatinate",
  "Ludwig II of Bavaria", "Frederick the Great", "Augustus the Strong", "Bavarian Palace Department"); castles are typed
  by an `owl:Class` tree labelled @de (Höhenburg, Wasserburg ⊂ Burg; Residenzschloss ⊂ Schloss; both ⊂ Wehr- und
  Schlossbau) and have a Gemeinde (`liegtIn`, itself `imBundesland`), a Bauherr and an Architekt (people with
  `geburtsort` and `geburtsjahr` xsd:gYear), `baubeginn` and `ersteErwaehnung` xsd:gYear, `hoehenlage` xsd:decimal, an
  `eigentuemer` organisation, a German `zustand` string ("erhalten", "Ruine", "wiederaufgebaut", "unvollendet") and
  `welterbe` xsd:boolean; two castles are both "Burg Frankenstein"@de (a ruin in Mühltal, Hessen, first mentioned 1252;
  a ruin in the Gemeinde Frankenstein, Rheinland-Pfalz, first mentioned 1146; told apart only by place and dates), and
  the (invented) architect Carl Schwerin, born in Köln, worked on the Marksburg, Reichsburg Cochem and Schloss Burg,
  none in Schwerin, whose Schweriner Schloss is Georg Adolph Demmler's.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (295 SPARQL checks run with pyoxigraph over the five KGs: one per question and
pseudo graph, the unanswerable ones asking for the absent fact, and one per name in the made-up questions (30 names in
30 questions) checked to be no literal and no IRI's local name in the KG; plus 200 more: 35 on shared names, the sameAs
split, the numeric properties, the quantity values and their units, the reified statements, the German labels, class
hierarchies and the traps, 5 that every typed literal is written in the canonical form a store gives back, 15 that the
entity of each unanswerable question exists, 120 that each pseudo graph's names are names in its KG and its relation
words are not the KG's predicate names or property labels, and 25 that the lists above are complete, each KG has about
41 distinct questions, three unanswerable, six made-up, and six one-hop and six two-hop graphs). "right" = the top
answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per KG, each
about an entity the KG has, asking for something it does not record: heights of rowers, coaches, entry fees, ride
prices, rider height limits, ride capacities, landowners, acorn yields, coordinates, purchase prices, hull colours, crew
lists, ticket prices, room counts, visitor numbers). Made-up questions (six per KG) name entities that do not exist
(invented, or real names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop
per KG) use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ak.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_e import QUDT, UNIT
from unseen_g import RDF, Graph
from unseen_r import _bool

# ---- rowing (a federation's club and athlete register and a regatta-timing service's results, two namespaces whose
# ---- records of the same club or rower are joined ONLY by owl:sameAs from the results side: founding year, blade
# ---- colours, region, birth year, weight class and club membership live under the register's IRIs, home towns and
# ---- every race result under the results service's IRIs) -----------------------------------------------------------
RG = "https://register.rowing-federation.example.org/"
RGV = RG + "def/"
RR = "https://results.regatta-timing.example.net/id/"
RRV = "https://results.regatta-timing.example.net/ns#"
# register properties and results properties: label @en
RW_PROPERTIES = {RGV + "founded": "year founded", RGV + "bladeColours": "blade colours", RGV + "region": "region",
                 RGV + "birthYear": "year of birth", RGV + "weightClass": "weight class", RGV + "clubOf": "club",
                 RRV + "basedIn": "based in", RRV + "heldAt": "held at", RRV + "startDate": "start date",
                 RRV + "endDate": "end date", RRV + "regatta": "part of regatta", RRV + "boatClass": "boat class",
                 RRV + "race": "race entered", RRV + "entrant": "entering club", RRV + "rower": "crew member",
                 RRV + "position": "finishing position", RRV + "timeSeconds": "time (s)"}
RW_REGIONS = {"R1": "Thames Region", "R2": "North East Region", "R3": "East Midlands Region"}
# register club: (schema:name, founded, blade colours, region, results key, results label, home town)
RW_CLUBS = {
    "C101": ("Leander Club", "1818", "cerise", "R1", "leander", "Leander", "henley"),
    "C102": ("London Rowing Club", "1856", "blue and white", "R1", "london-rc", "London RC", "putney"),
    "C103": ("Thames Rowing Club", "1860", "red, white and black", "R1", "thames-rc", "Thames RC", "putney"),
    "C104": ("Molesey Boat Club", "1866", "green and white", "R1", "molesey-bc", "Molesey BC", "east-molesey"),
    "C105": ("Durham Amateur Rowing Club", "1860", "maroon and gold", "R2", "durham-arc", "Durham ARC", "durham"),
    "C106": ("Nottingham Rowing Club", "1862", "red and black", "R3", "nottingham-rc", "Nottingham RC", "nottingham"),
    "C107": ("Tyne Amateur Rowing Club", "1852", "navy blue", "R2", "tyne-arc", "Tyne ARC", "newcastle"),
}
# results-only clubs (no register twin): key: (label, home town)
RW_FOREIGN_CLUBS = {"hamburg-grc": ("Der Hamburger und Germania Ruder Club", "hamburg"),
                    "waiariki": ("Waiariki Rowing Club", "rotorua")}
RW_TOWNS = {"henley": "Henley-on-Thames", "putney": "Putney", "east-molesey": "East Molesey", "durham": "Durham",
            "nottingham": "Nottingham", "newcastle": "Newcastle upon Tyne", "hamburg": "Hamburg",
            "rotorua": "Rotorua", "dorney": "Dorney"}
# register athlete: (schema:name, birth year, weight class, club, results id, results label)
RW_ATHLETES = {
    "A0401": ("Tom Walker", "1996", "open", "C101", "8801", "WALKER Tom"),
    "A0402": ("Tom Walker", "2001", "lightweight", "C105", "8802", "WALKER Thomas"),
    "A0403": ("Emily Henley", "1999", "lightweight", "C106", "8803", "HENLEY Emily"),
    "A0404": ("Megan Hartley", "1997", "open", "C101", "8804", "HARTLEY Megan"),
    "A0405": ("Joseph Adeyemi", "1995", "open", "C102", "8805", "ADEYEMI Joseph"),
    "A0406": ("Callum Reid", "1998", "open", "C103", "8806", "REID Callum"),
    "A0407": ("Oliver Brandt", "1994", "open", "C101", "8807", "BRANDT Oliver"),
    "A0408": ("Sam Whitlock", "1996", "open", "C101", "8808", "WHITLOCK Sam"),
    "A0409": ("Priya Sandhu", "2000", "open", "C104", "8809", "SANDHU Priya"),
    "A0410": ("Hannah Cole", "1999", "open", "C104", "8810", "COLE Hannah"),
    "A0411": ("Isla Fraser", "2002", "lightweight", "C107", "8811", "FRASER Isla"),
    "A0412": ("Daniel Okafor", "1997", "open", "C107", "8812", "OKAFOR Daniel"),
    "A0413": ("Lucy Marsh", "2000", "lightweight", "C105", "8813", "MARSH Lucy"),
    "A0414": ("George Pembroke", "1993", "open", "C102", "8814", "PEMBROKE George"),
    "A0415": ("Ruth Ellison", "1998", "open", "C106", "8815", "ELLISON Ruth"),
    "A0416": ("Ben Carver", "1999", "open", "C103", "8816", "CARVER Ben"),
}
RW_FOREIGN_ROWERS = {"8901": "SCHULTE Jonas", "8902": "TAHUA Aroha"}  # results only, no register twin
# regatta: (label, town, start, end)
RW_REGATTAS = {"hrr-2023": ("Henley Royal Regatta 2023", "henley", "2023-06-27", "2023-07-02"),
               "marlow-2023": ("Marlow Regatta 2023", "dorney", "2023-06-17", "2023-06-17"),
               "durham-2023": ("Durham Regatta 2023", "durham", "2023-06-10", "2023-06-11"),
               "nottingham-2023": ("Nottingham City Regatta 2023", "nottingham", "2023-07-22", "2023-07-22"),
               "metropolitan-2023": ("Metropolitan Regatta 2023", "dorney", "2023-06-03", "2023-06-04")}
# race: (label, regatta, boat class)
RW_RACES = {
    "r01": ("Diamond Challenge Sculls 2023", "hrr-2023", "single sculls"),
    "r02": ("Silver Goblets & Nickalls' Challenge Cup 2023", "hrr-2023", "coxless pair"),
    "r03": ("Princess Royal Challenge Cup 2023", "hrr-2023", "single sculls"),
    "r04": ("Marlow Regatta 2023 – Open Double Sculls", "marlow-2023", "double sculls"),
    "r05": ("Marlow Regatta 2023 – Women's Pair", "marlow-2023", "coxless pair"),
    "r06": ("Durham Regatta 2023 – Open Single Sculls", "durham-2023", "single sculls"),
    "r07": ("Durham Regatta 2023 – Women's Single Sculls", "durham-2023", "single sculls"),
    "r08": ("Nottingham City Regatta 2023 – Lightweight Women's Single Sculls", "nottingham-2023", "single sculls"),
    "r09": ("Metropolitan Regatta 2023 – Open Pair", "metropolitan-2023", "coxless pair"),
}
# crew entry: (race, club results key, position, time s, [results rower ids])
RW_CREWS = {
    "k01": ("r01", "leander", 1, "482.31", ["8801"]), "k02": ("r01", "hamburg-grc", 2, "485.9", ["8901"]),
    "k03": ("r02", "leander", 1, "441.7", ["8807", "8808"]), "k04": ("r02", "london-rc", 2, "444.25", ["8805", "8814"]),
    "k05": ("r03", "leander", 1, "520.44", ["8804"]), "k06": ("r03", "waiariki", 2, "523.1", ["8902"]),
    "k07": ("r04", "thames-rc", 1, "395.6", ["8806", "8816"]),
    "k08": ("r04", "london-rc", 2, "398.15", ["8805", "8814"]),
    "k09": ("r05", "molesey-bc", 1, "452.8", ["8809", "8810"]),
    "k10": ("r05", "nottingham-rc", 2, "459.35", ["8803", "8815"]),
    "k11": ("r06", "durham-arc", 1, "468.2", ["8802"]), "k12": ("r06", "tyne-arc", 2, "471.05", ["8812"]),
    "k13": ("r07", "tyne-arc", 1, "510.4", ["8811"]), "k14": ("r07", "durham-arc", 2, "514.75", ["8813"]),
    "k15": ("r07", "nottingham-rc", 3, "516.3", ["8803"]),
    "k16": ("r08", "nottingham-rc", 1, "505.95", ["8803"]), "k17": ("r08", "durham-arc", 2, "508.6", ["8813"]),
    "k18": ("r08", "tyne-arc", 3, "511.2", ["8811"]),
    "k19": ("r09", "thames-rc", 1, "438.9", ["8806", "8816"]), "k20": ("r09", "leander", 2, "440.05", ["8807", "8808"]),
}


def rowing_kg() -> str:
    """N-Triples of the rowing register and the regatta results, joined only by owl:sameAs."""
    g = Graph()
    for prop, label in RW_PROPERTIES.items():
        g.add(prop, RDF_TYPE, RDF + "Property"), g.add(prop, RDFS + "label", _lit(label, "en"))
    for key, name in RW_REGIONS.items():
        g.add(f"{RG}region/{key}", RDF_TYPE, RGV + "Region"), g.add(f"{RG}region/{key}", SCHEMA + "name", _lit(name))
    for key, name in RW_TOWNS.items():
        g.add(f"{RR}town/{key}", RDF_TYPE, RRV + "Town"), g.add(f"{RR}town/{key}", RDFS + "label", _lit(name))
    for key, (name, founded, colours, region, rkey, rlabel, town) in RW_CLUBS.items():
        c, r = f"{RG}club/{key}", f"{RR}club/{rkey}"
        g.add(c, RDF_TYPE, RGV + "Club"), g.add(c, SCHEMA + "name", _lit(name))
        g.add(c, RGV + "founded", _typed(founded, "gYear")), g.add(c, RGV + "bladeColours", _lit(colours))
        g.add(c, RGV + "region", f"{RG}region/{region}")
        g.add(r, RDF_TYPE, RRV + "Club"), g.add(r, RDFS + "label", _lit(rlabel))
        g.add(r, RRV + "basedIn", f"{RR}town/{town}")
        g.add(r, OWL + "sameAs", c)
    for rkey, (label, town) in RW_FOREIGN_CLUBS.items():
        r = f"{RR}club/{rkey}"
        g.add(r, RDF_TYPE, RRV + "Club"), g.add(r, RDFS + "label", _lit(label))
        g.add(r, RRV + "basedIn", f"{RR}town/{town}")
    for key, (name, born, weight, club, rid, rlabel) in RW_ATHLETES.items():
        a, r = f"{RG}athlete/{key}", f"{RR}rower/{rid}"
        g.add(a, RDF_TYPE, RGV + "Athlete"), g.add(a, SCHEMA + "name", _lit(name))
        g.add(a, RGV + "birthYear", _typed(born, "gYear")), g.add(a, RGV + "weightClass", _lit(weight))
        g.add(a, RGV + "clubOf", f"{RG}club/{club}")
        g.add(r, RDF_TYPE, RRV + "Rower"), g.add(r, RDFS + "label", _lit(rlabel)), g.add(r, OWL + "sameAs", a)
    for rid, label in RW_FOREIGN_ROWERS.items():
        g.add(f"{RR}rower/{rid}", RDF_TYPE, RRV + "Rower"), g.add(f"{RR}rower/{rid}", RDFS + "label", _lit(label))
    for key, (label, town, start, end) in RW_REGATTAS.items():
        e = f"{RR}regatta/{key}"
        g.add(e, RDF_TYPE, RRV + "Regatta"), g.add(e, RDFS + "label", _lit(label))
        g.add(e, RRV + "heldAt", f"{RR}town/{town}")
        g.add(e, RRV + "startDate", _typed(start, "date")), g.add(e, RRV + "endDate", _typed(end, "date"))
    for key, (label, regatta, boat) in RW_RACES.items():
        r = f"{RR}race/{key}"
        g.add(r, RDF_TYPE, RRV + "Race"), g.add(r, RDFS + "label", _lit(label))
        g.add(r, RRV + "regatta", f"{RR}regatta/{regatta}"), g.add(r, RRV + "boatClass", _lit(boat))
    for key, (race, club, position, seconds, rowers) in RW_CREWS.items():
        k = f"{RR}crew/{key}"
        g.add(k, RDF_TYPE, RRV + "Crew"), g.add(k, RRV + "race", f"{RR}race/{race}")
        g.add(k, RRV + "entrant", f"{RR}club/{club}"), g.add(k, RRV + "position", _typed(position, "integer"))
        g.add(k, RRV + "timeSeconds", _typed(seconds, "decimal"))
        for rower in rowers:
            g.add(k, RRV + "rower", f"{RR}rower/{rower}")
    return g.text()


def _club(*keys: str) -> set[str]:
    """A club's register IRI and its results twin (both name the same club)."""
    out = set()
    for key in keys:
        if key in RW_CLUBS:
            out |= {f"{RG}club/{key}", f"{RR}club/{RW_CLUBS[key][4]}"}
        else:
            out.add(f"{RR}club/{key}")
    return out


def _rower(*keys: str) -> set[str]:
    """An athlete's register IRI and its results twin; results-only rowers by their number."""
    out = set()
    for key in keys:
        if key in RW_ATHLETES:
            out |= {f"{RG}athlete/{key}", f"{RR}rower/{RW_ATHLETES[key][4]}"}
        else:
            out.add(f"{RR}rower/{key}")
    return out


def _rr(kind: str, *keys: str) -> set[str]:
    return {f"{RR}{kind}/{k}" for k in keys}


ROWING_QUESTIONS = [
    ("Who won the Diamond Challenge Sculls 2023?", _rower("A0401")),
    ("Which club won the Silver Goblets & Nickalls' Challenge Cup 2023?", _club("C101")),
    ("When was Leander Club founded?", {"1818"}),
    ("What are the blade colours of Thames Rowing Club?", {"red, white and black"}),
    ("Which club does Megan Hartley row for?", _club("C101")),
    ("When was Emily Henley born?", {"1999"}),
    ("Which races did Emily Henley win?", _rr("race", "r08")),
    ("At which regattas did Emily Henley race?", _rr("regatta", "marlow-2023", "durham-2023", "nottingham-2023")),
    ("Where is the Henley Royal Regatta 2023 held?", _rr("town", "henley")),
    ("When did the Durham Regatta 2023 start?", {"2023-06-10"}),
    ("When did the Henley Royal Regatta 2023 end?", {"2023-07-02"}),
    ("In which town is Molesey Boat Club based?", _rr("town", "east-molesey")),
    ("Which clubs are in the Thames Region?", _club("C101", "C102", "C103", "C104")),
    ("Who rowed in the crew that won the Marlow Regatta 2023 – Women's Pair?", _rower("A0409", "A0410")),
    ("What was the winning time in the Diamond Challenge Sculls 2023?", {"482.31"}),
    ("Who came second in the Princess Royal Challenge Cup 2023?", _rower("8902")),
    ("What boat class is the Silver Goblets & Nickalls' Challenge Cup 2023?", {"coxless pair"}),
    ("How many races did Leander Club win?", {"3"}),
    ("Which races were rowed at Dorney?", _rr("race", "r04", "r05", "r09")),
    ("Which athletes are lightweights?", _rower("A0402", "A0403", "A0411", "A0413")),
    ("Who is the oldest athlete in the register?", _rower("A0414")),
    ("Which athletes were born after 2000?", _rower("A0402", "A0411")),
    ("Which region is Tyne Amateur Rowing Club in?", {f"{RG}region/R2"}),
    ("Which clubs were founded before 1860?", _club("C101", "C102", "C107")),
    ("In which town is Isla Fraser's club based?", _rr("town", "newcastle")),
    ("When was the club of the winner of the Diamond Challenge Sculls 2023 founded?", {"1818"}),
    ("Which clubs raced at the Metropolitan Regatta 2023?", _club("C101", "C103")),
    ("Who did Callum Reid row with?", _rower("A0416")),
    ("When was the Tom Walker who rows for Durham Amateur Rowing Club born?", {"2001"}),
    ("Which races did the Tom Walker from Leander Club win?", _rr("race", "r01")),
    ("How many crews entered the Durham Regatta 2023 – Women's Single Sculls?", {"3"}),
    ("Which rowers from Tyne Amateur Rowing Club won a race?", _rower("A0411")),
    ("Which regattas started in June 2023?", _rr("regatta", "hrr-2023", "marlow-2023", "durham-2023",
                                                 "metropolitan-2023")),
    ("Which club did the runner-up in the Diamond Challenge Sculls 2023 row for?", _club("hamburg-grc")),
    ("What place did Ruth Ellison's crew finish in at the Marlow Regatta 2023?", {"2"}),
    ("Which clubs are based in Putney?", _club("C102", "C103")),
    ("who won the princess royal challenge cup 2023", _rower("A0404")),
    ("When was Nottingam Rowing Club founded?", {"1862"}),  # misspelt: Nottingham
    ("How tall is Sam Whitlock?", set()),  # no heights
    ("Who coaches Molesey Boat Club?", set()),  # no coaches
    ("How much was the entry fee at the Henley Royal Regatta 2023?", set()),  # no fees
]
ROWING_MADE_UP = ["When was Henley Rowing Club founded?", "Who won the Grand Challenge Cup 2023?",
                  "Which club does Tom Hartley row for?", "Where is the Putney Town Rowing Club based?",
                  "When was Megan Walker born?", "Who won the Durham Regatta 2023 – Open Eights?"]
ROWING_GRAPHS = [
    ('[("Leander Club", "year established", ?x)]', {"1818"}),
    ('[("Megan Hartley", "rows for", ?x)]', _club("C101")),
    ('[("Henley Royal Regatta 2023", "venue", ?x)]', _rr("town", "henley")),
    ('[("Silver Goblets & Nickalls\' Challenge Cup 2023", "event of", ?x)]', _rr("regatta", "hrr-2023")),
    ('[(?x, "rows for", "Molesey Boat Club")]', _rower("A0409", "A0410")),
    ('[("Thames Rowing Club", "oar colours", ?x)]', {"red, white and black"}),
    ('[("Isla Fraser", "rows for", ?c), (?c, "home town", ?x)]', _rr("town", "newcastle")),
    ('[("Princess Royal Challenge Cup 2023", "event of", ?g), (?g, "venue", ?x)]', _rr("town", "henley")),
    ('[(?a, "rows for", "Durham Amateur Rowing Club"), (?a, "born in year", ?x)]', {"2001", "2000"}),
    ('[("Callum Reid", "rows for", ?c), (?c, "year established", ?x)]', {"1860"}),
    ('[(?r, "event of", "Durham Regatta 2023"), (?r, "boat type", ?x)]', {"single sculls"}),
    ('[("Marlow Regatta 2023 – Women\'s Pair", "event of", ?g), (?g, "first day", ?x)]', {"2023-06-17"}),
]


# ---- coasters (a roller-coaster wiki exported with numeric IRIs for entities AND properties: `…/entity/E102`,
# ---- `…/prop/P7`; what a property means is said ONLY by its rdfs:label, every name is the value of `…/prop/P1`
# ---- ("name") and aliases of `…/prop/P2`, classes and kinds of coaster are entities too) -------------------------
CO = "https://coasterpedia.example.com/"
COE, COP = CO + "entity/", CO + "prop/"
# property: (label @en, datatype or None for an item)
CO_PROPERTIES = {"P1": ("name", "string"), "P2": ("also known as", "string"), "P3": ("instance of", None),
                 "P4": ("located in", None), "P5": ("manufacturer", None), "P6": ("designer", None),
                 "P7": ("opening date", "date"), "P8": ("height (m)", "decimal"), "P9": ("top speed (km/h)", "decimal"),
                 "P11": ("number of inversions", "integer"), "P12": ("closing date", "date"),
                 "P13": ("coaster type", None), "P14": ("year founded", "gYear"), "P15": ("headquarters", None),
                 "P16": ("place of birth", None), "P17": ("year of birth", "gYear"), "P19": ("replaced by", None)}
CO_CLASSES = {"E1": "roller coaster", "E2": "amusement park", "E3": "ride manufacturer", "E4": "human",
              "E5": "city", "E6": "country", "E7": "coaster type"}
CO_TYPES = {"E11": "launched coaster", "E12": "inverted coaster", "E13": "hyper coaster", "E14": "giga coaster",
            "E15": "strata coaster", "E16": "wooden coaster", "E17": "hybrid coaster", "E18": "infinity coaster",
            "E19": "vertical lift coaster"}
CO_COUNTRIES = {"E21": "United States", "E22": "United Kingdom", "E23": "Germany", "E24": "Switzerland",
                "E25": "United Arab Emirates", "E26": "Italy"}
CO_CITIES = {"E31": ("Sandusky", "E21"), "E32": ("Jackson", "E21"), "E33": ("Abu Dhabi", "E25"),
             "E34": ("Alton", "E22"), "E35": ("Chertsey", "E22"), "E36": ("Blackpool", "E22"),
             "E37": ("West Mifflin", "E21"), "E38": ("New York City", "E21"), "E39": ("Brühl", "E23"),
             "E40": ("Rust", "E23"), "E41": ("Wollerau", "E24"), "E42": ("Monthey", "E24"), "E43": ("Hayden", "E21"),
             "E44": ("Münsterhausen", "E23"), "E45": ("Waldkirch", "E23"), "E46": ("Altavilla Vicentina", "E26"),
             "E47": ("Clearfield", "E21"), "E48": ("Preston", "E22")}
# park: (name, alias or None, city, founded)
CO_PARKS = {"E51": ("Cedar Point", None, "E31", "1870"), "E52": ("Six Flags Great Adventure", None, "E32", "1974"),
            "E53": ("Ferrari World Abu Dhabi", "Ferrari World", "E33", "2010"),
            "E54": ("Alton Towers", None, "E34", "1980"), "E55": ("Thorpe Park", None, "E35", "1979"),
            "E56": ("Pleasure Beach Blackpool", "Blackpool Pleasure Beach", "E36", "1896"),
            "E57": ("Kennywood", None, "E37", "1898"), "E58": ("Luna Park", "Luna Park Coney Island", "E38", "2010"),
            "E59": ("Phantasialand", None, "E39", "1967"), "E60": ("Europa-Park", None, "E40", "1975")}
# manufacturer: (name, alias or None, headquarters city, founded)
CO_MAKERS = {"E71": ("Intamin", None, "E41", "1967"), "E72": ("Bolliger & Mabillard", "B&M", "E42", "1988"),
             "E73": ("Rocky Mountain Construction", "RMC", "E43", "2001"), "E74": ("Gerstlauer", None, "E44", "1982"),
             "E75": ("Arrow Dynamics", None, "E47", "1946"), "E76": ("Mack Rides", None, "E45", "1780"),
             "E77": ("Zamperla", None, "E46", "1966")}
# designer: (name, birthplace or None, birth year or None)
CO_PEOPLE = {"E81": ("Werner Stengel", None, "1936"), "E82": ("John Wardley", None, "1950"),
             "E83": ("Alan Blackpool", "E48", "1961"), "E84": ("Ron Toomer", None, "1930"),
             "E85": ("Alan Schilke", None, None), "E86": ("John A. Miller", None, "1872"),
             "E87": ("Harry C. Baker", None, None), "E88": ("Charles Paige", None, None)}
# coaster: (name, alias, park, maker, designer, type, opened, height, speed, inversions, closed, replaced by)
CO_COASTERS = {
    "E101": ("Steel Vengeance", None, "E51", "E73", "E85", "E17", "2018-05-05", "62.5", "119", 4, None, None),
    "E102": ("Millennium Force", None, "E51", "E71", "E81", "E14", "2000-05-13", "94.5", "150", 0, None, None),
    "E103": ("Top Thrill Dragster", None, "E51", "E71", "E81", "E15", "2003-05-04", "128", "193", 0, "2021-08-15",
             None),
    "E104": ("Kingda Ka", None, "E52", "E71", "E81", "E15", "2005-05-21", "139", "206", 0, "2024-11-14", None),
    "E105": ("Formula Rossa", None, "E53", "E71", None, "E11", "2010-11-04", "52", "240", 0, None, None),
    "E106": ("The Smiler", None, "E54", "E74", "E83", "E18", "2013-05-31", "30", "85", 14, None, None),
    "E107": ("Nemesis", None, "E54", "E72", "E82", "E12", "1994-03-19", "13", "80", 4, None, None),
    "E108": ("Stealth", None, "E55", "E71", "E83", "E11", "2006-03-15", "62.5", "128", 0, None, None),
    "E109": ("The Big One", "Pepsi Max Big One", "E56", "E75", "E84", "E13", "1994-05-28", "65", "119", 0, None,
             None),
    "E110": ("Icon", None, "E56", "E76", None, "E11", "2018-04-26", "27", "80", 2, None, None),
    "E111": ("Grand National", None, "E56", None, "E88", "E16", "1935-06-01", "19", "64", 0, None, None),
    "E112": ("Thunderbolt", None, "E57", None, "E86", "E16", "1924-06-01", "29", "89", 0, None, None),
    "E113": ("Thunderbolt", None, "E58", "E77", None, "E19", "2014-06-14", "38", "90", 3, None, None),
    "E114": ("Cyclone", "Coney Island Cyclone", "E58", None, "E87", "E16", "1927-06-26", "26", "97", 0, None, None),
    "E115": ("Taron", None, "E59", "E71", None, "E11", "2016-06-30", "30", "117", 0, None, None),
    "E116": ("Silver Star", None, "E60", "E72", None, "E13", "2002-03-23", "73", "127", 0, None, None),
    "E117": ("Blue Fire", "Blue Fire Megacoaster", "E60", "E76", None, "E11", "2009-04-04", "38", "100", 4, None,
             None),
    "E118": ("Mean Streak", None, "E51", None, None, "E16", "1991-05-11", "49", "105", 0, "2016-09-16", "E101"),
}


def coasters_kg() -> str:
    """N-Triples of the coaster wiki: numeric entity and property IRIs, names as values of P1."""
    g = Graph()

    def item(e: str, name: str, cls: str, alias: str | None = None) -> None:
        g.add(COE + e, COP + "P1", _lit(name)), g.add(COE + e, COP + "P3", COE + cls)
        if alias:
            g.add(COE + e, COP + "P2", _lit(alias))

    for p, (label, datatype) in CO_PROPERTIES.items():
        g.add(COP + p, RDF_TYPE, RDF + "Property"), g.add(COP + p, RDFS + "label", _lit(label, "en"))
    for e, name in CO_CLASSES.items():
        g.add(COE + e, COP + "P1", _lit(name))
    for e, name in CO_TYPES.items():
        item(e, name, "E7")
    for e, name in CO_COUNTRIES.items():
        item(e, name, "E6")
    for e, (name, country) in CO_CITIES.items():
        item(e, name, "E5"), g.add(COE + e, COP + "P4", COE + country)
    for e, (name, alias, city, founded) in CO_PARKS.items():
        item(e, name, "E2", alias), g.add(COE + e, COP + "P4", COE + city)
        g.add(COE + e, COP + "P14", _typed(founded, "gYear"))
    for e, (name, alias, city, founded) in CO_MAKERS.items():
        item(e, name, "E3", alias), g.add(COE + e, COP + "P15", COE + city)
        g.add(COE + e, COP + "P14", _typed(founded, "gYear"))
    for e, (name, born_in, born) in CO_PEOPLE.items():
        item(e, name, "E4")
        if born_in:
            g.add(COE + e, COP + "P16", COE + born_in)
        if born:
            g.add(COE + e, COP + "P17", _typed(born, "gYear"))
    for e, fields in CO_COASTERS.items():
        name, alias, park, maker, designer, kind, opened, height, speed, inversions, closed, replaced = fields
        item(e, name, "E1", alias), g.add(COE + e, COP + "P4", COE + park), g.add(COE + e, COP + "P13", COE + kind)
        if maker:
            g.add(COE + e, COP + "P5", COE + maker)
        if designer:
            g.add(COE + e, COP + "P6", COE + designer)
        g.add(COE + e, COP + "P7", _typed(opened, "date")), g.add(COE + e, COP + "P8", _typed(height, "decimal"))
        g.add(COE + e, COP + "P9", _typed(speed, "decimal")), g.add(COE + e, COP + "P11", _typed(inversions, "integer"))
        if closed:
            g.add(COE + e, COP + "P12", _typed(closed, "date"))
        if replaced:
            g.add(COE + e, COP + "P19", COE + replaced)
    return g.text()


def _co(*ids: str) -> set[str]:
    return {COE + i for i in ids}


COASTERS_QUESTIONS = [
    ("Who manufactured Steel Vengeance?", _co("E73")),
    ("Who designed The Smiler?", _co("E83")),
    ("Which coasters did Alan Blackpool design?", _co("E106", "E108")),
    ("Which park is Taron in?", _co("E59")),
    ("When did Millennium Force open?", {"2000-05-13"}),
    ("How tall is Kingda Ka?", {"139"}),
    ("How fast is Formula Rossa?", {"240"}),
    ("How many inversions does The Smiler have?", {"14"}),
    ("When did Top Thrill Dragster close?", {"2021-08-15"}),
    ("What replaced Mean Streak?", _co("E101")),
    ("Which coasters are at Cedar Point?", _co("E101", "E102", "E103", "E118")),
    ("Which roller coasters has Intamin built?", _co("E102", "E103", "E104", "E105", "E108", "E115")),
    ("Where is Bolliger & Mabillard based?", _co("E42")),
    ("When was Mack Rides founded?", {"1780"}),
    ("In which city is Alton Towers?", _co("E34")),
    ("In which country is Phantasialand?", _co("E23")),
    ("Which is the fastest roller coaster?", _co("E105")),
    ("Which is the tallest roller coaster?", _co("E104")),
    ("Which coasters have closed?", _co("E103", "E104", "E118")),
    ("Which wooden coasters are there?", _co("E111", "E112", "E114", "E118")),
    ("What type of coaster is Nemesis?", _co("E12")),
    ("Which launched coasters are in Germany?", _co("E115", "E117")),
    ("How many roller coasters does Pleasure Beach Blackpool have?", {"3"}),
    ("Which coasters opened before 1930?", _co("E112", "E114")),
    ("Who designed The Big One?", _co("E84")),
    ("Where was Alan Blackpool born?", _co("E48")),
    ("When was Werner Stengel born?", {"1936"}),
    ("Which coasters did Werner Stengel design?", _co("E102", "E103", "E104")),
    ("Which manufacturers are based in Germany?", _co("E74", "E76")),
    ("Which parks have a coaster by Bolliger & Mabillard?", _co("E54", "E60")),
    ("Who designed the Thunderbolt at Kennywood?", _co("E86")),
    ("When did the Thunderbolt at Luna Park open?", {"2014-06-14"}),
    ("How tall is the coaster that replaced Mean Streak?", {"62.5"}),
    ("Which designers designed coasters at Alton Towers?", _co("E82", "E83")),
    ("In which country is the manufacturer of The Smiler based?", _co("E23")),
    ("Which coasters faster than 150 km/h are in the United States?", _co("E103", "E104")),
    ("what is the top speed of blue fire", {"100"}),
    ("How many inversions does the Coney Island Cylone have?", {"0"}),  # misspelt: Cyclone
    ("How much does a ride on Icon cost?", set()),  # no prices
    ("What is the minimum rider height for Taron?", set()),  # no height restrictions
    ("How many riders does Silver Star carry per hour?", set()),  # no capacities
]
COASTERS_MADE_UP = ["Who designed the Thunderstorm at Kennywood?", "When did Golden Vengeance open?",
                    "Which coasters did Ron Stengel design?", "Where is Blackpool Adventure Park?",
                    "Who manufactured the Kingda Rossa?", "When was Alpine Ride Systems founded?"]
COASTERS_GRAPHS = [
    ('[("Kingda Ka", "maker", ?x)]', _co("E71")),
    ('[("Stealth", "park", ?x)]', _co("E55")),
    ('[("Nemesis", "debut", ?x)]', {"1994-03-19"}),
    ('[(?x, "engineered by", "Alan Blackpool")]', _co("E106", "E108")),
    ('[("Silver Star", "drop height", ?x)]', {"73"}),
    ('[("Mean Streak", "successor", ?x)]', _co("E101")),
    ('[("Taron", "park", ?p), (?p, "town", ?x)]', _co("E39")),
    ('[("The Smiler", "maker", ?m), (?m, "head office", ?x)]', _co("E44")),
    ('[("The Big One", "engineered by", ?d), (?d, "born", ?x)]', {"1930"}),
    ('[(?c, "park", "Europa-Park"), (?c, "speed", ?x)]', {"127", "100"}),
    ('[("Mean Streak", "successor", ?c), (?c, "maker", ?x)]', _co("E73")),
    ('[("Icon", "park", ?p), (?p, "established", ?x)]', {"1896"}),
]


# ---- championtrees (a register of notable and champion trees where every size is a QUDT quantity value: a
# ---- `qudt:QuantityValue` node with `qudt:numericValue` and `qudt:unit`, metres for most trees and feet for the
# ---- American ones, so "taller than 80 metres" or "the tallest" needs the units' conversion multipliers) ---------
TR = "https://champion-trees.example.org/"
TRV = TR + "vocab#"
TR_PROPERTIES = {"height": "height", "girth": "girth", "species": "species", "site": "site", "region": "region",
                 "country": "country", "measuredBy": "measured by", "measuredOn": "measured on",
                 "estimatedAge": "estimated age (years)", "plantedYear": "year planted", "fellYear": "year fallen",
                 "nationalChampion": "national champion"}  # property: label @en
TR_UNITS = {"M": ("metre", "1"), "FT": ("foot", "0.3048")}  # unit: (label @en, conversion multiplier to metres)
TR_COUNTRIES = {"england": "England", "scotland": "Scotland", "usa": "United States", "mexico": "Mexico"}
TR_REGIONS = {"nottinghamshire": ("Nottinghamshire", "england"), "perth-kinross": ("Perth and Kinross", "scotland"),
              "surrey": ("Surrey", "england"), "gloucestershire": ("Gloucestershire", "england"),
              "herefordshire": ("Herefordshire", "england"), "greater-london": ("Greater London", "england"),
              "wiltshire": ("Wiltshire", "england"), "norfolk": ("Norfolk", "england"),
              "california": ("California", "usa"), "oaxaca": ("Oaxaca", "mexico")}
# site: (label @en, alternative label or None, region)
TR_SITES = {"S01": ("Sherwood Forest", None, "nottinghamshire"),
            "S02": ("Fortingall Churchyard", None, "perth-kinross"),
            "S03": ("Ankerwycke", None, "surrey"), "S04": ("Tortworth Court", None, "gloucestershire"),
            "S05": ("Croft Castle", None, "herefordshire"),
            "S06": ("Royal Botanic Gardens, Kew", "Kew Gardens", "greater-london"),
            "S07": ("Westonbirt Arboretum", None, "gloucestershire"), "S08": ("Savernake Forest", None, "wiltshire"),
            "S09": ("Giant Forest", None, "california"), "S10": ("Grant Grove", None, "california"),
            "S11": ("Redwood National Park", None, "california"),
            "S12": ("Ancient Bristlecone Pine Forest", None, "california"),
            "S13": ("Santa María del Tule", None, "oaxaca"), "S14": ("Newland", None, "gloucestershire"),
            "S15": ("Hethel Churchyard", None, "norfolk")}
# species: (prefLabel @en, scientific name as altLabel @la, broader group or None)
TR_GROUPS = {"conifers": "conifers", "broadleaves": "broadleaved trees"}
TR_SPECIES = {"quercus-robur": ("English oak", "Quercus robur", "broadleaves"),
              "taxus-baccata": ("yew", "Taxus baccata", "conifers"),
              "castanea-sativa": ("sweet chestnut", "Castanea sativa", "broadleaves"),
              "ginkgo-biloba": ("ginkgo", "Ginkgo biloba", None),
              "styphnolobium-japonicum": ("Japanese pagoda tree", "Styphnolobium japonicum", "broadleaves"),
              "tilia-cordata": ("small-leaved lime", "Tilia cordata", "broadleaves"),
              "sequoia-sempervirens": ("coast redwood", "Sequoia sempervirens", "conifers"),
              "sequoiadendron-giganteum": ("giant sequoia", "Sequoiadendron giganteum", "conifers"),
              "pinus-longaeva": ("Great Basin bristlecone pine", "Pinus longaeva", "conifers"),
              "taxodium-mucronatum": ("Montezuma cypress", "Taxodium mucronatum", "conifers"),
              "crataegus-monogyna": ("hawthorn", "Crataegus monogyna", "broadleaves")}
TR_PEOPLE = {"m1": "Harriet Kew", "m2": "Owen Pryce", "m3": "Alasdair Munro", "m4": "Dale Ashton",
             "m5": "Lucía Ortega", "m6": "Alfred Whitcombe"}
# tree: (label @en, species, site, (height, unit), (girth, unit) or None, measured by, measured on,
#        estimated age or None, planted or None, fallen or None, national champion)
TR_TREES = {
    "T01": ("Major Oak", "quercus-robur", "S01", ("16.5", "M"), ("10.67", "M"), "m1", "2019-06-12", 1000, None, None,
            False),
    "T02": ("Fortingall Yew", "taxus-baccata", "S02", ("11", "M"), ("16", "M"), "m3", "2015-08-03", 2000, None, None,
            True),
    "T03": ("Ankerwycke Yew", "taxus-baccata", "S03", ("15", "M"), ("9.6", "M"), "m2", "2018-04-20", 2500, None, None,
            False),
    "T04": ("The Great Chestnut", "castanea-sativa", "S04", ("16", "M"), ("11.3", "M"), "m1", "2020-09-01", 600, None,
            None, True),
    "T05": ("The Great Chestnut", "castanea-sativa", "S05", ("20.5", "M"), ("8.9", "M"), "m2", "2017-07-15", 400,
            None, None, False),
    "T06": ("Kew Ginkgo", "ginkgo-biloba", "S06", ("21", "M"), ("4.5", "M"), "m2", "2021-05-10", None, "1762", None,
            True),
    "T07": ("Kew Pagoda Tree", "styphnolobium-japonicum", "S06", ("12", "M"), None, "m2", "2021-05-10", None, "1760",
            None, True),
    "T08": ("Westonbirt Lime", "tilia-cordata", "S07", ("18", "M"), None, "m1", "2016-10-04", 2000, None, None, True),
    "T09": ("Westonbirt Redwood", "sequoia-sempervirens", "S07", ("38.5", "M"), ("7.2", "M"), "m1", "2016-10-04", None,
            "1855", None, False),
    "T10": ("Big Belly Oak", "quercus-robur", "S08", ("19", "M"), ("11", "M"), "m2", "2019-03-22", 1100, None, None,
            False),
    "T11": ("General Sherman", "sequoiadendron-giganteum", "S09", ("274.9", "FT"), ("102.6", "FT"), "m4", "2014-08-20",
            2200, None, None, True),
    "T12": ("General Grant", "sequoiadendron-giganteum", "S10", ("268.1", "FT"), ("107.5", "FT"), "m4", "2014-08-22",
            1650, None, None, False),
    "T13": ("Hyperion", "sequoia-sempervirens", "S11", ("380.3", "FT"), ("49.9", "FT"), "m4", "2019-09-05", 700, None,
            None, True),
    "T14": ("Methuselah", "pinus-longaeva", "S12", ("30", "FT"), None, "m4", "2012-07-30", 4850, None, None, True),
    "T15": ("Árbol del Tule", "taxodium-mucronatum", "S13", ("35.4", "M"), ("42", "M"), "m5", "2005-02-14", 1500,
            None, None, True),
    "T16": ("Newland Oak", "quercus-robur", "S14", ("18", "M"), ("13.4", "M"), "m6", "1950-05-01", None, None, "1955",
            False),
    "T17": ("Hethel Old Thorn", "crataegus-monogyna", "S15", ("4.5", "M"), ("3.8", "M"), "m2", "2018-11-11", 700, None,
            None, True),
}


def championtrees_kg() -> str:
    """N-Triples of the champion-tree register: sizes as QUDT quantity values in metres or feet."""
    g = Graph()
    for prop, label in TR_PROPERTIES.items():
        g.add(TRV + prop, RDF_TYPE, RDF + "Property"), g.add(TRV + prop, RDFS + "label", _lit(label, "en"))
    for unit, (label, factor) in TR_UNITS.items():
        g.add(UNIT + unit, RDF_TYPE, QUDT + "Unit"), g.add(UNIT + unit, RDFS + "label", _lit(label, "en"))
        g.add(UNIT + unit, QUDT + "conversionMultiplier", _typed(factor, "decimal"))
    for key, label in TR_COUNTRIES.items():
        g.add(f"{TR}place/{key}", RDF_TYPE, TRV + "Country")
        g.add(f"{TR}place/{key}", RDFS + "label", _lit(label, "en"))
    for key, (label, country) in TR_REGIONS.items():
        r = f"{TR}place/{key}"
        g.add(r, RDF_TYPE, TRV + "Region"), g.add(r, RDFS + "label", _lit(label, "en"))
        g.add(r, TRV + "country", f"{TR}place/{country}")
    for key, (label, alt, region) in TR_SITES.items():
        s = f"{TR}site/{key}"
        g.add(s, RDF_TYPE, TRV + "Site"), g.add(s, RDFS + "label", _lit(label, "en"))
        if alt:
            g.add(s, SKOS + "altLabel", _lit(alt, "en"))
        g.add(s, TRV + "region", f"{TR}place/{region}")
    for key, label in TR_GROUPS.items():
        g.add(f"{TR}taxon/{key}", RDF_TYPE, SKOS + "Concept")
        g.add(f"{TR}taxon/{key}", SKOS + "prefLabel", _lit(label, "en"))
    for key, (label, latin, group) in TR_SPECIES.items():
        t = f"{TR}taxon/{key}"
        g.add(t, RDF_TYPE, SKOS + "Concept"), g.add(t, SKOS + "prefLabel", _lit(label, "en"))
        g.add(t, SKOS + "altLabel", _lit(latin, "la"))
        if group:
            g.add(t, SKOS + "broader", f"{TR}taxon/{group}")
    for key, name in TR_PEOPLE.items():
        g.add(f"{TR}person/{key}", RDF_TYPE, FOAF + "Person"), g.add(f"{TR}person/{key}", FOAF + "name", _lit(name))

    def quantity(node: str, value: str, unit: str) -> None:
        g.add(node, RDF_TYPE, QUDT + "QuantityValue"), g.add(node, QUDT + "numericValue", _typed(value, "decimal"))
        g.add(node, QUDT + "unit", UNIT + unit)

    for key, fields in TR_TREES.items():
        label, species, site, (h, hu), girth, by, on, age, planted, fallen, champion = fields
        t = f"{TR}tree/{key}"
        g.add(t, RDF_TYPE, TRV + "NotableTree"), g.add(t, RDFS + "label", _lit(label, "en"))
        g.add(t, TRV + "species", f"{TR}taxon/{species}"), g.add(t, TRV + "site", f"{TR}site/{site}")
        g.add(t, TRV + "height", f"{TR}qv/{key}-height"), quantity(f"{TR}qv/{key}-height", h, hu)
        g.add(f"{TR}qv/{key}-height", TRV + "measuredBy", f"{TR}person/{by}")
        g.add(f"{TR}qv/{key}-height", TRV + "measuredOn", _typed(on, "date"))
        if girth:
            g.add(t, TRV + "girth", f"{TR}qv/{key}-girth"), quantity(f"{TR}qv/{key}-girth", *girth)
        if age:
            g.add(t, TRV + "estimatedAge", _typed(age, "integer"))
        if planted:
            g.add(t, TRV + "plantedYear", _typed(planted, "gYear"))
        if fallen:
            g.add(t, TRV + "fellYear", _typed(fallen, "gYear"))
        g.add(t, TRV + "nationalChampion", _bool(champion))
    return g.text()


def _tr(kind: str, *keys: str) -> set[str]:
    return {f"{TR}{kind}/{k}" for k in keys}


CHAMPIONTREES_QUESTIONS = [
    ("How tall is the Major Oak?", {"16.5"}),
    ("What is the girth of the Fortingall Yew?", {"16"}),
    ("How tall is General Sherman?", {"274.9"}),
    ("In what unit is the height of Hyperion given?", {UNIT + "FT"}),
    ("What species is the Big Belly Oak?", _tr("taxon", "quercus-robur")),
    ("Where does the Westonbirt Redwood grow?", _tr("site", "S07")),
    ("Which trees grow at Westonbirt Arboretum?", _tr("tree", "T08", "T09")),
    ("Which trees are English oaks?", _tr("tree", "T01", "T10", "T16")),
    ("Which trees are giant sequoias?", _tr("tree", "T11", "T12")),
    ("Who measured the Kew Ginkgo?", _tr("person", "m2")),
    ("Which trees did Harriet Kew measure?", _tr("tree", "T01", "T04", "T08", "T09")),
    ("When was the height of General Grant measured?", {"2014-08-22"}),
    ("When was the Kew Pagoda Tree planted?", {"1760"}),
    ("How old is Methuselah thought to be?", {"4850"}),
    ("When did the Newland Oak fall?", {"1955"}),
    ("Is the Major Oak a national champion?", {"false"}),
    ("Which trees are national champions in England?", _tr("tree", "T04", "T06", "T07", "T08", "T17")),
    ("Which is the tallest tree in the register?", _tr("tree", "T13")),
    ("Which trees are taller than 80 metres?", _tr("tree", "T11", "T12", "T13")),
    ("Which tree has the largest girth?", _tr("tree", "T15")),
    ("Which is the tallest tree in England?", _tr("tree", "T09")),
    ("Which is the oldest tree?", _tr("tree", "T14")),
    ("How many trees grow in Gloucestershire?", {"4"}),
    ("Which trees grow in California?", _tr("tree", "T11", "T12", "T13", "T14")),
    ("In which county is Croft Castle?", _tr("place", "herefordshire")),
    ("In which country is the Fortingall Yew?", _tr("place", "scotland")),
    ("What is the scientific name of the yew?", {"Taxus baccata"}),
    ("Which trees are conifers?", _tr("tree", "T02", "T03", "T09", "T11", "T12", "T13", "T14", "T15")),
    ("How tall is the Great Chestnut at Croft Castle?", {"20.5"}),
    ("How old is the Great Chestnut at Tortworth Court?", {"600"}),
    ("Who measured the trees at Kew Gardens?", _tr("person", "m2")),
    ("Which trees did the person who measured Hyperion measure?", _tr("tree", "T11", "T12", "T13", "T14")),
    ("What species is the tallest tree in the register?", _tr("taxon", "sequoia-sempervirens")),
    ("Which trees over 1000 years old grow in England?", _tr("tree", "T03", "T08", "T10")),
    ("Which trees were measured before 2015?", _tr("tree", "T11", "T12", "T14", "T15", "T16")),
    ("How many trees did Owen Pryce measure?", {"6"}),
    ("what is the girth of general grant", {"107.5"}),
    ("How tall is the Westonbirt Redwod?", {"38.5"}),  # misspelt: Redwood
    ("Who owns the land the Major Oak stands on?", set()),  # no landowners
    ("How many acorns does the Big Belly Oak produce a year?", set()),  # no yields
    ("What is the GPS position of Hyperion?", set()),  # no coordinates
]
CHAMPIONTREES_MADE_UP = ["How tall is the Minor Oak?", "Where does the General Lee grow?",
                         "Who measured the Sherwood Yew?", "Which trees did Harriet Pryce measure?",
                         "How old is the Tortworth Lime?", "What species is the Croft Castle Redwood?"]
CHAMPIONTREES_GRAPHS = [
    ('[("Major Oak", "kind of tree", ?x)]', _tr("taxon", "quercus-robur")),
    ('[("Fortingall Yew", "location", ?x)]', _tr("site", "S02")),
    ('[("Kew Pagoda Tree", "year it was put in the ground", ?x)]', {"1760"}),
    ('[(?x, "location", "Westonbirt Arboretum")]', _tr("tree", "T08", "T09")),
    ('[("Methuselah", "age in years", ?x)]', {"4850"}),
    ('[("Croft Castle", "county", ?x)]', _tr("place", "herefordshire")),
    ('[("Hyperion", "kind of tree", ?s), (?s, "latin name", ?x)]', {"Sequoia sempervirens"}),
    ('[("Newland Oak", "location", ?s), (?s, "county", ?x)]', _tr("place", "gloucestershire")),
    ('[(?t, "kind of tree", "giant sequoia"), (?t, "location", ?x)]', _tr("site", "S09", "S10")),
    ('[("Árbol del Tule", "location", ?s), (?s, "county", ?x)]', _tr("place", "oaxaca")),
    ('[("Savernake Forest", "county", ?c), (?c, "nation", ?x)]', _tr("place", "england")),
    ('[(?t, "location", "Sherwood Forest"), (?t, "age in years", ?x)]', {"1000"}),
]


# ---- yachts (a classic-yacht register where who owned a yacht and where she was based are time-indexed facts stated
# ---- ONLY as reified rdf:Statement nodes with rdf:subject / rdf:predicate / rdf:object and a validFrom / validUntil
# ---- year (no validUntil: still true), never as plain triples; yachts named by skos:prefLabel with former names as
# ---- skos:altLabel) --------------------------------------------------------------------------------------------------
YA = "https://classic-yacht-register.example.org/"
YAV = YA + "terms#"
YA_PROPERTIES = {"ownedBy": "owned by", "homePort": "home port", "validFrom": "valid from", "validUntil": "valid until",
                 "builtBy": "built by", "designedBy": "designed by", "launched": "launch date",
                 "lengthOverall": "length overall (m)", "rig": "rig", "won": "won", "raceYear": "year",
                 "yardAt": "yard location", "inCountry": "country"}  # property: label @en
YA_COUNTRIES = {"france": "France", "uk": "United Kingdom", "portugal": "Portugal", "usa": "United States",
                "monaco": "Monaco", "spain": "Spain"}
YA_PORTS = {"le-havre": ("Le Havre", "france"), "falmouth": ("Falmouth", "uk"), "lisbon": ("Lisbon", "portugal"),
            "hamble": ("Hamble", "uk"), "city-island": ("City Island", "usa"), "newport-ri": ("Newport", "usa"),
            "fairlie": ("Fairlie", "uk"), "plymouth": ("Plymouth", "uk"), "antibes": ("Antibes", "france"),
            "cowes": ("Cowes", "uk"), "monaco": ("Monaco", "monaco"), "palma": ("Palma", "spain"),
            "gosport": ("Gosport", "uk"), "southampton": ("Southampton", "uk")}
YA_YARDS = {"paumelle": ("Paumelle", "le-havre"), "minneford": ("Minneford Yacht Yard", "city-island"),
            "nevins": ("Nevins", "city-island"), "fife": ("William Fife & Son", "fairlie"),
            "camper": ("Camper & Nicholsons", "gosport"), "white-bros": ("White Brothers", "southampton")}
YA_PEOPLE = {"d1": "Alexandre Pâris", "d2": "Olin Stephens", "d3": "William Fife III", "d4": "Charles E. Nicholson",
             "d5": "Herbert White",
             "o01": "Henry Lamont", "o02": "Luís de Lancastre", "o03": "Dauntsey's School", "o04": "Roderick Hale",
             "o05": "Giulia Ferri", "o06": "Matthew Brookes", "o07": "Arthur Stothert", "o08": "Richard Cowes",
             "o09": "Étienne Roux", "o10": "Yacht Club de Monaco", "o11": "Stefano Rossi", "o12": "Isaac Belling",
             "o13": "Tony McGrath", "o14": "Margaret Ashdown", "o15": "Johan Lindqvist", "o16": "Patricia Lyle"}
# race: (label @en, year)
YA_RACES = {"fastnet-1925": ("Fastnet Race 1925", "1925"), "fastnet-1929": ("Fastnet Race 1929", "1929"),
            "fastnet-1931": ("Fastnet Race 1931", "1931"), "transatlantic-1931": ("Transatlantic Race 1931", "1931"),
            "fastnet-1935": ("Fastnet Race 1935", "1935"), "transatlantic-1935": ("Transatlantic Race 1935", "1935"),
            "fastnet-1939": ("Fastnet Race 1939", "1939")}
# yacht: (prefLabel, [former names], rig, launched, yard, designer, length m, [races won])
YA_YACHTS = {
    "Y01": ("Jolie Brise", [], "gaff cutter", "1913-12-15", "paumelle", "d1", "17.1", ["fastnet-1925", "fastnet-1929"]),
    "Y02": ("Dorade", [], "yawl", "1930-03-22", "minneford", "d2", "15.8", ["fastnet-1931", "transatlantic-1931"]),
    "Y03": ("Stormy Weather", [], "yawl", "1934-05-12", "nevins", "d2", "16.4", ["fastnet-1935", "transatlantic-1935"]),
    "Y04": ("Mariquita", [], "gaff cutter", "1911-04-29", "fife", "d3", "38", []),
    "Y05": ("Tuiga", [], "gaff cutter", "1909-05-01", "fife", "d3", "28.4", []),
    "Y06": ("Altair", [], "schooner", "1931-04-20", "fife", "d3", "39.4", []),
    "Y07": ("Bloodhound", [], "yawl", "1936-04-18", "camper", "d4", "19.5", ["fastnet-1939"]),
    "Y08": ("Creole", ["Vira", "Magic Circle"], "staysail schooner", "1927-06-30", "camper", "d4", "65", []),
    "Y09": ("Lulworth", ["Terpsichore"], "gaff cutter", "1920-04-15", "white-bros", "d5", "46.3", []),
    "Y10": ("Halcyon", [], "ketch", "1929-05-04", "fife", "d3", "24", []),
    "Y11": ("Halcyon", ["Sea Breeze"], "yawl", "1936-06-10", "camper", "d4", "18", []),
}
# statement: (yacht, property, object, from, until or None)
YA_STATEMENTS = {
    "S01": ("Y01", "ownedBy", "o01", "1923", "1932"), "S02": ("Y01", "ownedBy", "o02", "1946", "1977"),
    "S03": ("Y01", "ownedBy", "o03", "1977", None), "S04": ("Y01", "homePort", "falmouth", "1923", "1932"),
    "S05": ("Y01", "homePort", "lisbon", "1946", "1977"), "S06": ("Y01", "homePort", "hamble", "1977", None),
    "S07": ("Y02", "ownedBy", "o04", "1930", "1946"), "S08": ("Y02", "ownedBy", "o05", "1997", "2010"),
    "S09": ("Y02", "ownedBy", "o06", "2010", None), "S10": ("Y02", "homePort", "city-island", "1930", "1946"),
    "S11": ("Y02", "homePort", "newport-ri", "2010", None),
    "S12": ("Y03", "ownedBy", "o04", "1946", "1958"), "S13": ("Y03", "ownedBy", "o16", "1958", None),
    "S14": ("Y03", "homePort", "newport-ri", "1946", None),
    "S15": ("Y04", "ownedBy", "o07", "1911", "1920"), "S16": ("Y04", "ownedBy", "o08", "1991", "2004"),
    "S17": ("Y04", "ownedBy", "o09", "2004", None), "S18": ("Y04", "homePort", "fairlie", "1911", "1920"),
    "S19": ("Y04", "homePort", "plymouth", "1991", "2004"), "S20": ("Y04", "homePort", "antibes", "2004", None),
    "S21": ("Y05", "ownedBy", "o10", "1995", None), "S22": ("Y05", "homePort", "monaco", "1995", None),
    "S23": ("Y06", "ownedBy", "o08", "1975", "1985"), "S24": ("Y06", "ownedBy", "o11", "1987", None),
    "S25": ("Y06", "homePort", "falmouth", "1975", "1985"), "S26": ("Y06", "homePort", "palma", "1987", None),
    "S27": ("Y07", "ownedBy", "o12", "1936", "1961"), "S28": ("Y07", "ownedBy", "o13", "2010", None),
    "S29": ("Y07", "homePort", "cowes", "1936", "1961"), "S30": ("Y07", "homePort", "gosport", "2010", None),
    "S31": ("Y08", "ownedBy", "o14", "1951", "1983"), "S32": ("Y08", "homePort", "cowes", "1951", "1983"),
    "S33": ("Y09", "ownedBy", "o15", "2006", None), "S34": ("Y09", "homePort", "southampton", "2006", None),
    "S35": ("Y10", "ownedBy", "o16", "1998", None), "S36": ("Y10", "homePort", "falmouth", "1998", None),
    "S37": ("Y11", "ownedBy", "o14", "1984", None), "S38": ("Y11", "homePort", "cowes", "1984", None),
}


def yachts_kg() -> str:
    """N-Triples of the classic-yacht register: ownership and home ports only as reified statements."""
    g = Graph()
    for prop, label in YA_PROPERTIES.items():
        g.add(YAV + prop, RDF_TYPE, RDF + "Property"), g.add(YAV + prop, RDFS + "label", _lit(label, "en"))
    for key, label in YA_COUNTRIES.items():
        g.add(f"{YA}country/{key}", RDF_TYPE, YAV + "Country")
        g.add(f"{YA}country/{key}", RDFS + "label", _lit(label, "en"))
    for key, (label, country) in YA_PORTS.items():
        p = f"{YA}port/{key}"
        g.add(p, RDF_TYPE, YAV + "Port"), g.add(p, RDFS + "label", _lit(label, "en"))
        g.add(p, YAV + "inCountry", f"{YA}country/{country}")
    for key, (label, port) in YA_YARDS.items():
        y = f"{YA}yard/{key}"
        g.add(y, RDF_TYPE, YAV + "Shipyard"), g.add(y, RDFS + "label", _lit(label, "en"))
        g.add(y, YAV + "yardAt", f"{YA}port/{port}")
    for key, name in YA_PEOPLE.items():
        p = f"{YA}agent/{key}"
        g.add(p, RDF_TYPE, FOAF + ("Organization" if key in ("o03", "o10") else "Person"))
        g.add(p, FOAF + "name", _lit(name))
    for key, (label, year) in YA_RACES.items():
        r = f"{YA}race/{key}"
        g.add(r, RDF_TYPE, YAV + "Race"), g.add(r, RDFS + "label", _lit(label, "en"))
        g.add(r, YAV + "raceYear", _typed(year, "gYear"))
    for key, (label, former, rig, launched, yard, designer, length, won) in YA_YACHTS.items():
        y = f"{YA}yacht/{key}"
        g.add(y, RDF_TYPE, YAV + "Yacht"), g.add(y, SKOS + "prefLabel", _lit(label, "en"))
        for name in former:
            g.add(y, SKOS + "altLabel", _lit(name, "en"))
        g.add(y, YAV + "rig", _lit(rig)), g.add(y, YAV + "launched", _typed(launched, "date"))
        g.add(y, YAV + "builtBy", f"{YA}yard/{yard}"), g.add(y, YAV + "designedBy", f"{YA}agent/{designer}")
        g.add(y, YAV + "lengthOverall", _typed(length, "decimal"))
        for race in won:
            g.add(y, YAV + "won", f"{YA}race/{race}")
    for key, (yacht, prop, obj, start, end) in YA_STATEMENTS.items():
        s = f"{YA}statement/{key}"
        g.add(s, RDF_TYPE, RDF + "Statement"), g.add(s, RDF + "subject", f"{YA}yacht/{yacht}")
        g.add(s, RDF + "predicate", YAV + prop)
        g.add(s, RDF + "object", f"{YA}agent/{obj}" if prop == "ownedBy" else f"{YA}port/{obj}")
        g.add(s, YAV + "validFrom", _typed(start, "gYear"))
        if end:
            g.add(s, YAV + "validUntil", _typed(end, "gYear"))
    return g.text()


def _ya(kind: str, *keys: str) -> set[str]:
    return {f"{YA}{kind}/{k}" for k in keys}


YACHTS_QUESTIONS = [
    ("Who owns Jolie Brise now?", _ya("agent", "o03")),
    ("Who owned Jolie Brise in 1950?", _ya("agent", "o02")),
    ("Who has owned Mariquita?", _ya("agent", "o07", "o08", "o09")),
    ("What is the home port of Tuiga?", _ya("port", "monaco")),
    ("Where was Bloodhound based in 1950?", _ya("port", "cowes")),
    ("Which yachts has Richard Cowes owned?", _ya("yacht", "Y04", "Y06")),
    ("Where were Richard Cowes's yachts based while he owned them?", _ya("port", "plymouth", "falmouth")),
    ("Since when has Matthew Brookes owned Dorade?", {"2010"}),
    ("Until when did Isaac Belling own Bloodhound?", {"1961"}),
    ("Which yachts are based in Falmouth today?", _ya("yacht", "Y10")),
    ("Which yachts have ever been based at Cowes?", _ya("yacht", "Y07", "Y08", "Y11")),
    ("Who designed Dorade?", _ya("agent", "d2")),
    ("Which yachts did Olin Stephens design?", _ya("yacht", "Y02", "Y03")),
    ("Which yard built Lulworth?", _ya("yard", "white-bros")),
    ("Where is the yard that built Creole?", _ya("port", "gosport")),
    ("When was Altair launched?", {"1931-04-20"}),
    ("How long is Creole?", {"65"}),
    ("What rig does Altair have?", {"schooner"}),
    ("Which yachts are yawls?", _ya("yacht", "Y02", "Y03", "Y07", "Y11")),
    ("Which races did Jolie Brise win?", _ya("race", "fastnet-1925", "fastnet-1929")),
    ("Which yacht won the Fastnet Race 1939?", _ya("yacht", "Y07")),
    ("Which yachts won the Transatlantic Race?", _ya("yacht", "Y02", "Y03")),
    ("Which yachts were built by William Fife & Son?", _ya("yacht", "Y04", "Y05", "Y06", "Y10")),
    ("Which is the longest yacht?", _ya("yacht", "Y08")),
    ("Which is the oldest yacht?", _ya("yacht", "Y05")),
    ("Which yachts were launched in the 1930s?", _ya("yacht", "Y02", "Y03", "Y06", "Y07", "Y11")),
    ("What was Lulworth called before?", {"Terpsichore"}),
    ("How many owners has Dorade had?", {"3"}),
    ("In which country is Jolie Brise based now?", _ya("country", "uk")),
    ("Which yachts are based in France today?", _ya("yacht", "Y04")),
    ("Who owns the Halcyon designed by William Fife III?", _ya("agent", "o16")),
    ("Where is the Halcyon built by Camper & Nicholsons based?", _ya("port", "cowes")),
    ("Which yachts does Patricia Lyle own?", _ya("yacht", "Y03", "Y10")),
    ("Which yachts has Margaret Ashdown owned?", _ya("yacht", "Y08", "Y11")),
    ("Who owned Stormy Weather before Patricia Lyle?", _ya("agent", "o04")),
    ("Which yachts designed by Charles E. Nicholson are based in Cowes today?", _ya("yacht", "Y11")),
    ("who owns altair today", _ya("agent", "o11")),
    ("Who designed the Stormy Wether?", _ya("agent", "d2")),  # misspelt: Weather
    ("How much did Stefano Rossi pay for Altair?", set()),  # no prices
    ("What colour is the hull of Tuiga?", set()),  # no colours
    ("How many crew sailed Dorade in the Transatlantic Race 1931?", set()),  # no crew lists
]
YACHTS_MADE_UP = ["Who owns Jolie Mer?", "Who designed Stormy Seas?", "Which yachts has Richard Lamont owned?",
                  "Where is the Fastnet Race 1927 held?", "When was Moonbeam VII launched?",
                  "Which yard built the Tuiga Star?"]
YACHTS_GRAPHS = [
    ('[("Dorade", "naval architect", ?x)]', _ya("agent", "d2")),
    ('[("Lulworth", "shipyard", ?x)]', _ya("yard", "white-bros")),
    ('[("Creole", "sail plan", ?x)]', {"staysail schooner"}),
    ('[(?x, "victory in", "Fastnet Race 1935")]', _ya("yacht", "Y03")),
    ('[("Altair", "launched on", ?x)]', {"1931-04-20"}),
    ('[("Camper & Nicholsons", "located at", ?x)]', _ya("port", "gosport")),
    ('[("Lulworth", "shipyard", ?y), (?y, "located at", ?x)]', _ya("port", "southampton")),
    ('[("Bloodhound", "naval architect", ?d), (?d, "drew", ?x)]', _ya("yacht", "Y07", "Y08", "Y11")),
    ('[(?y, "victory in", "Fastnet Race 1931"), (?y, "shipyard", ?x)]', _ya("yard", "minneford")),
    ('[("Mariquita", "shipyard", ?y), (?y, "located at", ?x)]', _ya("port", "fairlie")),
    ('[("Jolie Brise", "victory in", ?r), (?r, "season", ?x)]', {"1925", "1929"}),
    ('[("Camper & Nicholsons", "located at", ?p), (?p, "nation", ?x)]', _ya("country", "uk")),
]


# ---- castles (a German castle register: every rdfs:label is in German only (@de), a few things carry an English
# ---- skos:altLabel (@en), and the register's vocabulary is German too (`…/ontologie#liegtIn`, `bauherr`,
# ---- `ersteErwaehnung`, `zustand`), its properties and classes labelled @de only; states of repair are German
# ---- strings ("Ruine", "erhalten", "wiederaufgebaut", "unvollendet")) ---------------------------------------------
BU = "https://burgenregister.example.de/"
BUV = BU + "ontologie#"
# class: (label @de, superclass)
BU_CLASSES = {"Wehrbau": ("Wehr- und Schlossbau", None), "Burg": ("Burg", "Wehrbau"),
              "Hoehenburg": ("Höhenburg", "Burg"), "Wasserburg": ("Wasserburg", "Burg"),
              "Schloss": ("Schloss", "Wehrbau"), "Residenzschloss": ("Residenzschloss", "Schloss"),
              "Gemeinde": ("Gemeinde", None), "Bundesland": ("Bundesland", None), "Person": ("Person", None),
              "Organisation": ("Organisation", None)}
BU_PROPERTIES = {"liegtIn": "liegt in", "imBundesland": "Bundesland", "bauherr": "Bauherr", "architekt": "Architekt",
                 "baubeginn": "Baubeginn", "ersteErwaehnung": "erste urkundliche Erwähnung",
                 "hoehenlage": "Höhenlage (m ü. NN)", "eigentuemer": "Eigentümer", "zustand": "Erhaltungszustand",
                 "welterbe": "UNESCO-Welterbe", "geburtsort": "Geburtsort", "geburtsjahr": "Geburtsjahr"}
# Bundesland: (label @de, label @en or None)
BU_LAENDER = {"L01": ("Bayern", "Bavaria"), "L02": ("Rheinland-Pfalz", "Rhineland-Palatinate"),
              "L03": ("Thüringen", "Thuringia"), "L04": ("Baden-Württemberg", None), "L05": ("Hessen", "Hesse"),
              "L06": ("Brandenburg", None), "L07": ("Mecklenburg-Vorpommern", "Mecklenburg-Western Pomerania"),
              "L08": ("Nordrhein-Westfalen", "North Rhine-Westphalia"), "L09": ("Sachsen", "Saxony")}
# Gemeinde: (label @de, altLabel @en or None, Bundesland or None)
BU_ORTE = {"G01": ("Wierschem", None, "L02"), "G02": ("Schwangau", None, "L01"), "G03": ("Ettal", None, "L01"),
           "G04": ("Chiemsee", None, "L01"), "G05": ("Eisenach", None, "L03"), "G06": ("Bisingen", None, "L04"),
           "G07": ("Heidelberg", None, "L04"), "G08": ("Braubach", None, "L02"), "G09": ("Cochem", None, "L02"),
           "G10": ("Mühltal", None, "L05"), "G11": ("Frankenstein", None, "L02"), "G12": ("Potsdam", None, "L06"),
           "G13": ("Schwerin", None, "L07"), "G14": ("Lüdinghausen", None, "L08"), "G15": ("Moritzburg", None, "L09"),
           "G16": ("Solingen", None, "L08"), "G17": ("München", "Munich", "L01"), "G18": ("Berlin", None, None),
           "G19": ("Dresden", None, "L09"), "G20": ("Köln", "Cologne", "L08")}
# person: (label @de, altLabel @en or None, birthplace or None, birth year)
BU_PERSONEN = {"P01": ("Ludwig II. von Bayern", "Ludwig II of Bavaria", "G17", "1845"),
               "P02": ("Friedrich II. von Preußen", "Frederick the Great", "G18", "1712"),
               "P03": ("Friedrich Wilhelm IV. von Preußen", "Frederick William IV of Prussia", "G18", "1795"),
               "P04": ("August der Starke", "Augustus the Strong", "G19", "1670"),
               "P05": ("Friedrich Franz II. von Mecklenburg", None, None, "1823"),
               "P06": ("Eduard Riedel", None, None, "1813"), "P07": ("Georg von Dollmann", None, None, "1830"),
               "P08": ("Friedrich August Stüler", None, None, "1800"),
               "P09": ("Georg Wenzeslaus von Knobelsdorff", None, None, "1699"),
               "P10": ("Georg Adolph Demmler", None, None, "1804"),
               "P11": ("Matthäus Daniel Pöppelmann", None, None, "1662"),
               "P12": ("Carl Schwerin", None, "G20", "1861"), "P13": ("Louis Ravené", None, "G18", "1823")}
# organisation: (label @de, altLabel @en or None)
BU_ORGS = {"O01": ("Familie zu Eltz", None), "O02": ("Bayerische Schlösserverwaltung", "Bavarian Palace Department"),
           "O03": ("Wartburg-Stiftung", None), "O04": ("Haus Hohenzollern", "House of Hohenzollern"),
           "O05": ("Staatliche Schlösser und Gärten Baden-Württemberg", None),
           "O06": ("Deutsche Burgenvereinigung", "German Castles Association"), "O07": ("Stadt Cochem", None),
           "O08": ("Stiftung Preußische Schlösser und Gärten Berlin-Brandenburg", None),
           "O09": ("Land Mecklenburg-Vorpommern", None), "O10": ("Kreis Coesfeld", None),
           "O11": ("Staatliche Schlösser, Burgen und Gärten Sachsen", None)}
# object: (label @de, altLabel @en or None, class, Gemeinde, Bauherr, Architekt, Baubeginn, erste Erwähnung,
#          Höhenlage, Eigentümer, Zustand, Welterbe)
BU_OBJEKTE = {
    "1001": ("Burg Eltz", "Eltz Castle", "Hoehenburg", "G01", None, None, None, "1157", "120", "O01", "erhalten",
             False),
    "1002": ("Schloss Neuschwanstein", "Neuschwanstein Castle", "Schloss", "G02", "P01", "P06", "1869", None, "965",
             "O02", "erhalten", True),
    "1003": ("Schloss Linderhof", "Linderhof Palace", "Schloss", "G03", "P01", "P07", "1874", None, "943", "O02",
             "erhalten", True),
    "1004": ("Schloss Herrenchiemsee", "Herrenchiemsee Palace", "Schloss", "G04", "P01", "P07", "1878", None, "520",
             "O02", "unvollendet", True),
    "1005": ("Wartburg", "Wartburg Castle", "Hoehenburg", "G05", None, None, None, "1080", "411", "O03", "erhalten",
             True),
    "1006": ("Burg Hohenzollern", "Hohenzollern Castle", "Hoehenburg", "G06", "P03", "P08", "1850", "1267", "855",
             "O04", "wiederaufgebaut", False),
    "1007": ("Heidelberger Schloss", "Heidelberg Castle", "Schloss", "G07", None, None, None, "1214", "195", "O05",
             "Ruine", False),
    "1008": ("Marksburg", None, "Hoehenburg", "G08", None, "P12", None, "1231", "160", "O06", "erhalten", True),
    "1009": ("Reichsburg Cochem", "Cochem Castle", "Hoehenburg", "G09", "P13", "P12", "1868", "1130", "190", "O07",
             "wiederaufgebaut", False),
    "1010": ("Burg Frankenstein", None, "Hoehenburg", "G10", None, None, None, "1252", "370", None, "Ruine", False),
    "1011": ("Burg Frankenstein", None, "Hoehenburg", "G11", None, None, None, "1146", "310", None, "Ruine", False),
    "1012": ("Schloss Sanssouci", "Sanssouci Palace", "Schloss", "G12", "P02", "P09", "1745", None, "74", "O08",
             "erhalten", True),
    "1013": ("Schweriner Schloss", "Schwerin Castle", "Residenzschloss", "G13", "P05", "P10", "1845", None, "38",
             "O09", "erhalten", True),
    "1014": ("Burg Vischering", None, "Wasserburg", "G14", None, None, None, "1271", "50", "O10", "erhalten", False),
    "1015": ("Schloss Moritzburg", "Moritzburg Castle", "Schloss", "G15", "P04", "P11", "1723", None, "167", "O11",
             "erhalten", False),
    "1016": ("Schloss Burg", None, "Hoehenburg", "G16", None, "P12", "1890", "1133", "180", None, "wiederaufgebaut",
             False),
}


def castles_kg() -> str:
    """N-Triples of the German castle register: German labels and vocabulary, a few English altLabels."""
    g = Graph()

    def named(s: str, de: str, en: str | None) -> None:
        g.add(s, RDFS + "label", _lit(de, "de"))
        if en:
            g.add(s, SKOS + "altLabel", _lit(en, "en"))

    for cls, (label, sup) in BU_CLASSES.items():
        g.add(BUV + cls, RDF_TYPE, OWL + "Class"), g.add(BUV + cls, RDFS + "label", _lit(label, "de"))
        if sup:
            g.add(BUV + cls, RDFS + "subClassOf", BUV + sup)
    for prop, label in BU_PROPERTIES.items():
        g.add(BUV + prop, RDF_TYPE, RDF + "Property"), g.add(BUV + prop, RDFS + "label", _lit(label, "de"))
    for key, (de, en) in BU_LAENDER.items():
        g.add(f"{BU}land/{key}", RDF_TYPE, BUV + "Bundesland"), named(f"{BU}land/{key}", de, en)
    for key, (de, en, land) in BU_ORTE.items():
        o = f"{BU}ort/{key}"
        g.add(o, RDF_TYPE, BUV + "Gemeinde"), named(o, de, en)
        if land:
            g.add(o, BUV + "imBundesland", f"{BU}land/{land}")
    for key, (de, en, born_in, born) in BU_PERSONEN.items():
        p = f"{BU}person/{key}"
        g.add(p, RDF_TYPE, BUV + "Person"), named(p, de, en)
        if born_in:
            g.add(p, BUV + "geburtsort", f"{BU}ort/{born_in}")
        g.add(p, BUV + "geburtsjahr", _typed(born, "gYear"))
    for key, (de, en) in BU_ORGS.items():
        g.add(f"{BU}organisation/{key}", RDF_TYPE, BUV + "Organisation"), named(f"{BU}organisation/{key}", de, en)
    for key, fields in BU_OBJEKTE.items():
        de, en, cls, ort, bauherr, architekt, begonnen, erwaehnt, hoehe, eigentuemer, zustand, welterbe = fields
        o = f"{BU}objekt/{key}"
        g.add(o, RDF_TYPE, BUV + cls), named(o, de, en), g.add(o, BUV + "liegtIn", f"{BU}ort/{ort}")
        if bauherr:
            g.add(o, BUV + "bauherr", f"{BU}person/{bauherr}")
        if architekt:
            g.add(o, BUV + "architekt", f"{BU}person/{architekt}")
        if begonnen:
            g.add(o, BUV + "baubeginn", _typed(begonnen, "gYear"))
        if erwaehnt:
            g.add(o, BUV + "ersteErwaehnung", _typed(erwaehnt, "gYear"))
        g.add(o, BUV + "hoehenlage", _typed(hoehe, "decimal"))
        if eigentuemer:
            g.add(o, BUV + "eigentuemer", f"{BU}organisation/{eigentuemer}")
        g.add(o, BUV + "zustand", _lit(zustand)), g.add(o, BUV + "welterbe", _bool(welterbe))
    return g.text()


def _bu(kind: str, *keys: str) -> set[str]:
    return {f"{BU}{kind}/{k}" for k in keys}


CASTLES_QUESTIONS = [
    ("Who commissioned Schloss Neuschwanstein?", _bu("person", "P01")),
    ("Who was the architect of Schloss Sanssouci?", _bu("person", "P09")),
    ("Which castles did Ludwig II of Bavaria build?", _bu("objekt", "1002", "1003", "1004")),
    ("Where is Burg Eltz?", _bu("ort", "G01")),
    ("In which state is the Wartburg?", _bu("land", "L03")),
    ("When was Burg Eltz first mentioned?", {"1157"}),
    ("When did construction of Schloss Linderhof begin?", {"1874"}),
    ("Who owns the Marksburg?", _bu("organisation", "O06")),
    ("What condition is the Heidelberger Schloss in?", {"Ruine"}),
    ("Which castles are ruins?", _bu("objekt", "1007", "1010", "1011")),
    ("Which castles are World Heritage Sites?", _bu("objekt", "1002", "1003", "1004", "1005", "1008", "1012", "1013")),
    ("Is Burg Hohenzollern a World Heritage Site?", {"false"}),
    ("How high above sea level is Burg Hohenzollern?", {"855"}),
    ("Which castle stands highest?", _bu("objekt", "1002")),
    ("Which castles are in Rhineland-Palatinate?", _bu("objekt", "1001", "1008", "1009", "1011")),
    ("Which castles are in Bavaria?", _bu("objekt", "1002", "1003", "1004")),
    ("Which castles does the Bavarian Palace Department own?", _bu("objekt", "1002", "1003", "1004")),
    ("Which castles are water castles?", _bu("objekt", "1014")),
    ("Which hill castles are there in North Rhine-Westphalia?", _bu("objekt", "1016")),
    ("Which castles did Carl Schwerin work on?", _bu("objekt", "1008", "1009", "1016")),
    ("Where was Carl Schwerin born?", _bu("ort", "G20")),
    ("Who designed the Schweriner Schloss?", _bu("person", "P10")),
    ("When was Frederick the Great born?", {"1712"}),
    ("Where was Ludwig II born?", _bu("ort", "G17")),
    ("Which castles were commissioned by people born in Berlin?", _bu("objekt", "1006", "1009", "1012")),
    ("Which castle was first mentioned earliest?", _bu("objekt", "1005")),
    ("Which castles were begun in the 19th century?", _bu("objekt", "1002", "1003", "1004", "1006", "1009", "1013",
                                                              "1016")),
    ("How many castles are in the register?", {"16"}),
    ("How many castles were rebuilt?", {"3"}),
    ("In which state is the Burg Frankenstein in Mühltal?", _bu("land", "L05")),
    ("When was the Burg Frankenstein in Rhineland-Palatinate first mentioned?", {"1146"}),
    ("Which castles are in the municipality of Frankenstein?", _bu("objekt", "1011")),
    ("Who was the architect of the castle commissioned by Augustus the Strong?", _bu("person", "P11")),
    ("Which architects worked for Ludwig II?", _bu("person", "P06", "P07")),
    ("In which state was the commissioner of Schloss Moritzburg born?", _bu("land", "L09")),
    ("Who owns the castles designed by Georg von Dollmann?", _bu("organisation", "O02")),
    ("what is the state of repair of reichsburg cochem", {"wiederaufgebaut"}),
    ("Who commissioned Schloss Sansouci?", _bu("person", "P02")),  # misspelt: Sanssouci
    ("How much does a ticket to Burg Eltz cost?", set()),  # no prices
    ("How many rooms does Schloss Neuschwanstein have?", set()),  # no room counts
    ("How many visitors does the Wartburg get each year?", set()),  # no visitor numbers
]
CASTLES_MADE_UP = ["Who commissioned Schloss Schwanenburg?", "Where is Burg Falkenau?",
                   "When was Burg Rheinfels first mentioned?", "Who designed Schloss Ettal?",
                   "Which castles did Carl Dollmann work on?", "Who owns Burg Eltzenberg?"]
CASTLES_GRAPHS = [
    ('[("Schloss Linderhof", "built for", ?x)]', _bu("person", "P01")),
    ('[("Burg Vischering", "town", ?x)]', _bu("ort", "G14")),
    ('[("Wartburg", "first recorded", ?x)]', {"1080"}),
    ('[(?x, "drawn up by", "Carl Schwerin")]', _bu("objekt", "1008", "1009", "1016")),
    ('[("Schloss Sanssouci", "held by", ?x)]', _bu("organisation", "O08")),
    ('[("Burg Eltz", "elevation", ?x)]', {"120"}),
    ('[("Schloss Moritzburg", "built for", ?p), (?p, "year born", ?x)]', {"1670"}),
    ('[("Marksburg", "town", ?t), (?t, "federal state", ?x)]', _bu("land", "L02")),
    ('[("Carl Schwerin", "home town", ?t), (?t, "federal state", ?x)]', _bu("land", "L08")),
    ('[(?c, "built for", "Ludwig II. von Bayern"), (?c, "elevation", ?x)]', {"965", "943", "520"}),
    ('[("Schweriner Schloss", "drawn up by", ?a), (?a, "year born", ?x)]', {"1804"}),
    ('[(?c, "town", "Cochem"), (?c, "held by", ?x)]', _bu("organisation", "O07")),
]

KGS_AK = {"rowing": (rowing_kg, ROWING_QUESTIONS, ROWING_MADE_UP, ROWING_GRAPHS),
          "coasters": (coasters_kg, COASTERS_QUESTIONS, COASTERS_MADE_UP, COASTERS_GRAPHS),
          "championtrees": (championtrees_kg, CHAMPIONTREES_QUESTIONS, CHAMPIONTREES_MADE_UP, CHAMPIONTREES_GRAPHS),
          "yachts": (yachts_kg, YACHTS_QUESTIONS, YACHTS_MADE_UP, YACHTS_GRAPHS),
          "castles": (castles_kg, CASTLES_QUESTIONS, CASTLES_MADE_UP, CASTLES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AK, __doc__)
