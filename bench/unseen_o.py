"""A fifteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_n.py):

- `auctions`: fine-art auction results with a vocabulary of its own (`ar:`) plus schema.org, Dublin Core
  and RDFS: artworks with opaque ids (`…/artwork/aw-1c07`, `schema:VisualArtwork`) named by `dcterms:title`
  (@en for all, @fr as well for some: "Le Port de Honfleur"), `dcterms:creator` → artists,
  `dcterms:created` xsd:gYear, `schema:artMedium` "oil on panel", `schema:height` / `schema:width` →
  BLANK-NODE `schema:QuantitativeValue`s (`schema:value` xsd:decimal, `schema:unitCode` "CMT"); artists are
  `schema:Person`s (`…/agent/ag-0412`) named by `rdfs:label` with `schema:birthDate` / `schema:deathDate`
  xsd:gYear (no death for the living) and `schema:nationality` as a plain literal ("Swedish"); three
  auction houses (`schema:Organization`, `schema:name`) with `schema:location` → `schema:City`s
  (`schema:name`); six sales as `schema:SaleEvent`s (`…/auction/A23-041`, `schema:name`,
  `schema:startDate` xsd:date, `schema:organizer` → the house); every lot is an n-ary `ar:AuctionResult`
  with an opaque id (`…/result/s-90411`): `ar:lotNumber` xsd:integer, `ar:artwork`, `ar:auction`,
  `ar:lowEstimate` / `ar:highEstimate` xsd:decimal, `ar:unsold` xsd:boolean on every lot, and for the sold
  ones `ar:hammerPrice` → BLANK-NODE `schema:MonetaryAmount` (`schema:value` xsd:decimal, `schema:currency`
  "GBP" / "EUR" / "USD" by house), then either `ar:buyer` → a named buyer (museums and foundations as
  `schema:Organization` by `schema:name`, collectors as `schema:Person` by `rdfs:label`) or only
  `ar:buyerType` "private collector"; two works come up twice (one resold a year later, one bought in and
  never re-offered);
- `tickets`: an IT helpdesk tracker with a vocabulary of its own (`hd:`) plus vCard and SKOS: tickets with
  opaque numeric ids (`…/ticket/40217`) named ONLY by an `hd:summary` ("Printer on the 3rd floor jams");
  `hd:priority`, `hd:status` and `hd:category` → `skos:Concept`s with numbered IRIs (`…/vocab/priority/1`)
  named by `skos:prefLabel`@en ("Critical", "Waiting for customer", "Network"), priorities with a
  `skos:notation` "P1"; `hd:reporter` / `hd:assignee` → `vcard:Individual`s with opaque ids named by
  `vcard:fn`, `vcard:hasEmail` a `mailto:` IRI and `hd:department`; one ticket unassigned; teams are
  `vcard:Group`s (`vcard:fn`, `vcard:hasMember` stated on the team only) and `hd:assignedTeam`;
  `hd:opened` / `hd:resolved` xsd:dateTime (no `hd:resolved` on unresolved tickets); `hd:affects` → assets
  (`hd:Laptop`, `hd:Printer`, `hd:Server`, `hd:Storage`, `hd:Monitor`, `hd:Phone`, `hd:Switch` with opaque
  numeric ids) named only by `hd:assetTag` ("LT-0412"), with `hd:model`, `hd:location` for the fixed ones
  and `hd:assignedTo` → the person for the personal ones; comments as BLANK-NODE `hd:Comment`s
  (`hd:author`, `hd:text`, `hd:postedAt`); `hd:duplicateOf` and `hd:blocks` between tickets;
- `launches`: a space launch log where nothing has a label: every name is an IRI local name with
  underscores and hyphens (`…/rocket/Kestrel_2`, `…/site/Port_Aldane_LC-3`, `…/mission/KS2-F07`,
  `…/payload/Aurora-Sat_4`, `…/org/Nordwind_Telecom`, `…/booster/KB-101`, `…/vessel/Steady_Gull`), typed by
  classes of a vocabulary of its own (`ll:`): missions with `ll:vehicle`, `ll:launchSite`, `ll:launchTime`
  xsd:dateTime, `ll:outcome` "success" / "failure" / "partial failure", one or two `ll:payload`s (each
  with `ll:massKg` xsd:decimal, `ll:orbit` "LEO" / "SSO" / "GTO" and `ll:customer`), `ll:booster` and
  `ll:reuseCount` xsd:integer (earlier flights of that booster) on reusable rockets, `ll:landingAttempt` →
  a landing record (`…/landing/KS2-F07-landing`: `ll:landingLocation` → a droneship or landing zone,
  `ll:landed` xsd:boolean) for some; rockets with `ll:manufacturer`, `ll:stages` xsd:integer, `ll:heightM`
  xsd:decimal; launch sites with WGS84 `geo:lat` / `geo:long` and `ll:operator`;
- `boardgames`: a board game catalogue in schema.org plus a few terms of its own (`bg:`) and SKOS:
  `schema:Game`s with opaque ids (`…/game/g1042`) named by `schema:name`, `schema:numberOfPlayers` →
  BLANK-NODE `schema:QuantitativeValue` (`schema:minValue` / `schema:maxValue` xsd:integer),
  `bg:playingTimeMinutes` and `bg:minAge` xsd:integer, `schema:datePublished` xsd:gYear, `schema:creator`
  → designers (`schema:Person` with ONLY `schema:givenName` + `schema:familyName`), `schema:publisher` →
  `schema:Organization`s (`schema:name`, `schema:foundingDate` xsd:gYear), `bg:category` / `bg:mechanic`
  → `skos:Concept`s in two schemes (`skos:prefLabel`@en), expansions typed `bg:Expansion` as well and
  linked with `bg:expands` → the base game, `schema:aggregateRating` → BLANK-NODE `schema:AggregateRating`
  (`schema:ratingValue` xsd:decimal, `schema:ratingCount` xsd:integer), awards as `schema:award` literals
  with the year in them ("Golden Meeple 2018");
- `charging`: EV charging stations as an OpenStreetMap-style export: one namespace of its own whose
  predicates are OSM tag keys written as-is (`osm:amenity` "charging_station", `osm:name`, `osm:operator`,
  `osm:network` "Voltara", `osm:capacity` xsd:integer, `osm:opening_hours` "24/7", `osm:fee` "yes" / "no",
  `osm:charge` "0.62 GBP/kWh", `osm:addr_street`, `osm:addr_housenumber`, `osm:addr_city`,
  `osm:addr_postcode`, `osm:check_date` xsd:date, `osm:ref`), stations as OSM node IRIs
  (`…/node/10934872`), no rdf:type, no labels; `osm:operator` → operator resources (`…/operator/1001`)
  named by `osm:name` too, with `osm:operator_type` "private" / "government" and `osm:website`; sockets as
  BLANK-NODE records behind `osm:socket` (`osm:socket_type` "Type 2" / "CCS" / "CHAdeMO", `osm:output` kW
  xsd:decimal, `osm:count` xsd:integer); five stations with no name at all (only operator and address).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_o.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
VCARD = "http://www.w3.org/2006/vcard/ns#"


# ---- auctions (n-ary lot records, blank-node hammer prices and dimensions, @en/@fr titles) -----------------
AU = "https://data.lotwise-index.example/"
ARV = "https://data.lotwise-index.example/def#"
AU_CITIES = {"london": "London", "paris": "Paris", "newyork": "New York"}
AU_HOUSES = {  # id: (name, city, currency)
    "ag-0101": ("Hallmark & Finch", "london", "GBP"), "ag-0102": ("Maison Duvernay", "paris", "EUR"),
    "ag-0103": ("Pemberton & Vale", "newyork", "USD"),
}
AU_ARTISTS = {  # id: (label, born, died or None, nationality)
    "ag-0401": ("Margit Ellqvist", "1871", "1944", "Swedish"),
    "ag-0402": ("Honoré Valadier", "1839", "1902", "French"),
    "ag-0403": ("Tomás Irigoyen", "1902", "1979", "Spanish"),
    "ag-0404": ("Edith Carrow-Blake", "1888", "1961", "British"),
    "ag-0405": ("Lucien Morand", "1855", "1920", "French"),
    "ag-0406": ("Anselm Kettering", "1934", "2019", "German"),
    "ag-0407": ("Ruth Okafor-Lindley", "1968", None, "British"),
    "ag-0408": ("Jun Takasaki", "1949", None, "Japanese"),
    "ag-0409": ("Pieter van Hool", "1624", "1681", "Dutch"),
    "ag-0410": ("Mabel Ashcroft", "1899", "1987", "American"),
}
AU_BUYERS = {  # id: (name, "org" or "person")
    "ag-0701": ("Kunsthalle Brenning", "org"), "ag-0702": ("Marlow Foundation", "org"),
    "ag-0703": ("Ingrid Sølvberg", "person"), "ag-0704": ("Theo Castellane", "person"),
    "ag-0705": ("Halden Art Trust", "org"),
}
AU_ARTWORKS = {  # id: (English title, French title or None, artist, year, medium, height cm, width cm)
    "aw-1c07": ("Birches at Dusk", None, "ag-0401", "1908", "oil on canvas", "73", "92"),
    "aw-1c15": ("Girl with a Blue Lantern", "Jeune fille à la lanterne bleue", "ag-0402", "1874", "oil on canvas",
                "116", "81"),
    "aw-2a03": ("The Harbour at Honfleur", "Le Port de Honfleur", "ag-0405", "1886", "oil on canvas", "54", "65"),
    "aw-2a19": ("Quiet Kitchen", None, "ag-0409", "1661", "oil on panel", "48.5", "39"),
    "aw-2b44": ("Red Composition No. 3", "Composition rouge n° 3", "ag-0403", "1957", "oil on canvas", "130",
                "97"),
    "aw-3d02": ("Bathers, Late Afternoon", "Baigneuses, fin d'après-midi", "ag-0405", "1893", "pastel on paper",
                "47", "60"),
    "aw-3d18": ("Portrait of Madame Roux", "Portrait de Madame Roux", "ag-0402", "1881", "oil on canvas", "92",
                "73"),
    "aw-4e11": ("Summer Meadow, Dalarna", None, "ag-0401", "1915", "watercolour on paper", "35", "50"),
    "aw-4e27": ("Grey Field", None, "ag-0406", "1972", "acrylic on canvas", "200", "180"),
    "aw-5f30": ("Untitled (Blue Stack)", None, "ag-0406", "1988", "mixed media on canvas", "150", "150"),
    "aw-5f41": ("Lido Morning", None, "ag-0404", "1926", "oil on canvas", "61", "76"),
    "aw-6a08": ("The Orchard Gate", None, "ag-0404", "1932", "oil on board", "40.6", "50.8"),
    "aw-6a22": ("Mother Tongue", None, "ag-0407", "2014", "acrylic and collage on canvas", "183", "152.4"),
    "aw-7b05": ("Salt Marsh Elegy", None, "ag-0407", "2019", "oil on linen", "120", "100"),
    "aw-7b19": ("Wave Study No. 12", None, "ag-0408", "1981", "ink on paper", "68", "136"),
    "aw-8c33": ("Kyoto Rain", None, "ag-0408", "1994", "sumi ink and gold leaf on paper", "90", "180"),
    "aw-8c40": ("Prairie Wind", None, "ag-0410", "1938", "oil on canvas", "76.2", "101.6"),
    "aw-9d12": ("Diner at Night", None, "ag-0410", "1951", "oil on masonite", "61", "91.4"),
    "aw-9d26": ("Still Life with Herring", "Nature morte aux harengs", "ag-0409", "1672", "oil on panel", "55",
                "44"),
    "aw-9d31": ("Self-Portrait in a Straw Hat", "Autoportrait au chapeau de paille", "ag-0403", "1931",
                "oil on canvas", "65", "54"),
}
AU_AUCTIONS = {  # id: (name, date, house)
    "A23-041": ("Impressionist and Modern Art Evening Sale", "2023-03-01", "ag-0101"),
    "A23-112": ("Old Masters Day Sale", "2023-07-06", "ag-0101"),
    "A23-208": ("Art moderne et contemporain", "2023-10-19", "ag-0102"),
    "A24-031": ("Tableaux du XIXe siècle", "2024-04-10", "ag-0102"),
    "A24-015": ("American Art", "2024-05-21", "ag-0103"),
    "A24-077": ("Post-War and Contemporary Evening Sale", "2024-11-14", "ag-0103"),
}
# result id: (auction, lot, artwork, low estimate, high estimate, hammer price or None (unsold),
#             buyer id, "private" or None)
AU_RESULTS = {
    "s-90411": ("A23-041", 7, "aw-2a03", "300000", "500000", "620000", "private"),
    "s-90412": ("A23-041", 12, "aw-1c07", "150000", "200000", "185000", "ag-0701"),
    "s-90413": ("A23-041", 15, "aw-5f41", "80000", "120000", None, None),
    "s-90414": ("A23-041", 21, "aw-3d02", "90000", "130000", "142000", "ag-0703"),
    "s-90415": ("A23-041", 24, "aw-4e11", "20000", "30000", "26000", "private"),
    "s-90520": ("A23-112", 3, "aw-2a19", "400000", "600000", "455000", "ag-0702"),
    "s-90521": ("A23-112", 9, "aw-9d26", "250000", "350000", None, None),
    "s-90633": ("A23-208", 4, "aw-2b44", "700000", "900000", "1150000", "private"),
    "s-90634": ("A23-208", 11, "aw-4e27", "400000", "600000", "380000", "ag-0704"),
    "s-90635": ("A23-208", 18, "aw-7b19", "60000", "80000", "95000", "private"),
    "s-90636": ("A23-208", 26, "aw-9d31", "500000", "700000", None, None),
    "s-91002": ("A24-031", 5, "aw-1c15", "200000", "300000", "310000", "ag-0701"),
    "s-91003": ("A24-031", 8, "aw-3d18", "150000", "250000", None, None),
    "s-91004": ("A24-031", 16, "aw-3d02", "120000", "160000", "171000", "private"),
    "s-91107": ("A24-015", 2, "aw-8c40", "1200000", "1800000", "2100000", "ag-0705"),
    "s-91108": ("A24-015", 14, "aw-9d12", "800000", "1200000", "760000", "private"),
    "s-91109": ("A24-015", 19, "aw-6a08", "40000", "60000", "52000", "ag-0704"),
    "s-91250": ("A24-077", 6, "aw-6a22", "300000", "400000", "540000", "ag-0702"),
    "s-91251": ("A24-077", 10, "aw-7b05", "250000", "350000", "290000", "private"),
    "s-91252": ("A24-077", 22, "aw-5f30", "1500000", "2000000", None, None),
    "s-91253": ("A24-077", 31, "aw-8c33", "350000", "450000", "400000", "ag-0703"),
}


def _aw(*ids: str) -> set[str]:
    return {f"{AU}artwork/{i}" for i in ids}


def _ag(*ids: str) -> set[str]:
    return {f"{AU}agent/{i}" for i in ids}


def _lot(*ids: str) -> set[str]:
    """A lot as gold: the result record or the artwork it sold."""
    return {f"{AU}result/{i}" for i in ids} | _aw(*(AU_RESULTS[i][2] for i in ids))


def auctions_kg() -> str:
    """N-Triples of the auction results."""
    g = Graph()
    for key, name in AU_CITIES.items():
        c = f"{AU}place/{key}"
        g.add(c, RDF_TYPE, SCHEMA + "City"), g.add(c, SCHEMA + "name", _lit(name))
    for hid, (name, city, _) in AU_HOUSES.items():
        h = f"{AU}agent/{hid}"
        g.add(h, RDF_TYPE, SCHEMA + "Organization"), g.add(h, SCHEMA + "name", _lit(name))
        g.add(h, SCHEMA + "location", f"{AU}place/{city}")
    for aid, (label, born, died, nationality) in AU_ARTISTS.items():
        a = f"{AU}agent/{aid}"
        g.add(a, RDF_TYPE, SCHEMA + "Person"), g.add(a, RDFS + "label", _lit(label))
        g.add(a, SCHEMA + "birthDate", _typed(born, "gYear"))
        if died:
            g.add(a, SCHEMA + "deathDate", _typed(died, "gYear"))
        g.add(a, SCHEMA + "nationality", _lit(nationality))
    for bid, (name, kind) in AU_BUYERS.items():
        b = f"{AU}agent/{bid}"
        if kind == "org":
            g.add(b, RDF_TYPE, SCHEMA + "Organization"), g.add(b, SCHEMA + "name", _lit(name))
        else:
            g.add(b, RDF_TYPE, SCHEMA + "Person"), g.add(b, RDFS + "label", _lit(name))
    for wid, (title, french, artist, year, medium, height, width) in AU_ARTWORKS.items():
        w, key = f"{AU}artwork/{wid}", wid.replace("-", "_")
        g.add(w, RDF_TYPE, SCHEMA + "VisualArtwork"), g.add(w, DCT + "title", _lit(title, "en"))
        if french:
            g.add(w, DCT + "title", _lit(french, "fr"))
        g.add(w, DCT + "creator", f"{AU}agent/{artist}"), g.add(w, DCT + "created", _typed(year, "gYear"))
        g.add(w, SCHEMA + "artMedium", _lit(medium))
        for prop, value in (("height", height), ("width", width)):
            q = f"_:{prop}_{key}"
            g.add(w, SCHEMA + prop, q), g.add(q, RDF_TYPE, SCHEMA + "QuantitativeValue")
            g.add(q, SCHEMA + "value", _typed(value, "decimal")), g.add(q, SCHEMA + "unitCode", _lit("CMT"))
    for aid, (name, day, house) in AU_AUCTIONS.items():
        a = f"{AU}auction/{aid}"
        g.add(a, RDF_TYPE, SCHEMA + "SaleEvent"), g.add(a, SCHEMA + "name", _lit(name))
        g.add(a, SCHEMA + "startDate", _typed(day, "date")), g.add(a, SCHEMA + "organizer", f"{AU}agent/{house}")
    for rid, (auction, lot, work, low, high, hammer, buyer) in AU_RESULTS.items():
        r = f"{AU}result/{rid}"
        g.add(r, RDF_TYPE, ARV + "AuctionResult"), g.add(r, ARV + "lotNumber", _typed(lot, "integer"))
        g.add(r, ARV + "artwork", f"{AU}artwork/{work}"), g.add(r, ARV + "auction", f"{AU}auction/{auction}")
        g.add(r, ARV + "lowEstimate", _typed(low, "decimal")), g.add(r, ARV + "highEstimate", _typed(high, "decimal"))
        g.add(r, ARV + "unsold", _typed(str(hammer is None).lower(), "boolean"))
        if hammer:
            p = f"_:price_{rid.replace('-', '_')}"
            g.add(r, ARV + "hammerPrice", p), g.add(p, RDF_TYPE, SCHEMA + "MonetaryAmount")
            g.add(p, SCHEMA + "value", _typed(hammer, "decimal"))
            g.add(p, SCHEMA + "currency", _lit(AU_HOUSES[AU_AUCTIONS[auction][2]][2]))
        if buyer == "private":
            g.add(r, ARV + "buyerType", _lit("private collector"))
        elif buyer:
            g.add(r, ARV + "buyer", f"{AU}agent/{buyer}")
    return g.text()


AUCTIONS_QUESTIONS = [
    ("Who painted Birches at Dusk?", _ag("ag-0401")),
    ("What was the hammer price of The Harbour at Honfleur?", {"620000"}),
    ("In which currency was Red Composition No. 3 sold?", {"EUR"}),
    ("What nationality is Tomás Irigoyen?", {"Spanish"}),
    ("Which lots went unsold at the Post-War and Contemporary Evening Sale?", _lot("s-91252")),
    ("Who bought Prairie Wind?", _ag("ag-0705")),
    ("Which auction house held the Old Masters Day Sale?", _ag("ag-0101")),
    ("In which city is Maison Duvernay based?", {f"{AU}place/paris"}),
    ("What is the French title of Girl with a Blue Lantern?", {"Jeune fille à la lanterne bleue"}),
    ("What is Kyoto Rain made of?", {"sumi ink and gold leaf on paper"}),
    ("How tall is Grey Field?", {"200"}),
    ("Which works by Lucien Morand came up for auction?", _aw("aw-2a03", "aw-3d02")),
    ("What was the most expensive lot sold by Pemberton & Vale?", _lot("s-91107")),
    ("How many lots were offered in the Art moderne et contemporain sale?", {"4"}),
    ("Which lots at the Impressionist and Modern Art Evening Sale sold above their high estimate?",
     _lot("s-90411", "s-90414")),
    ("Which works sold below their low estimate?", _lot("s-90634", "s-91108")),
    ("Who bought lot 31 of the Post-War and Contemporary Evening Sale?", _ag("ag-0703")),
    ("Which artworks did the Marlow Foundation acquire?", _lot("s-90520", "s-91250")),
    ("Which artists are French?", _ag("ag-0402", "ag-0405")),
    ("How many works by Jun Takasaki were auctioned?", {"2"}),
    ("What lot number was Diner at Night?", {"14"}),
    ("Which lots at the American Art sale went to a private collector?", _lot("s-91108")),
    ("Did Self-Portrait in a Straw Hat go unsold?", {"true"}),
    ("What was the low estimate for Salt Marsh Elegy?", {"250000"}),
    ("When was Bathers, Late Afternoon last sold?", {"2024-04-10"}),
    ("Which sales did Maison Duvernay hold in 2024?", {f"{AU}auction/A24-031"}),
    ("Who bought Mother Tounge?", _ag("ag-0702")),  # misspelt: Tongue
    ("when was the old masters day sale", {"2023-07-06"}),
    ("What was the buyer's premium on The Harbour at Honfleur?", set()),  # no premiums, only hammer prices
    ("Who consigned Grey Field?", set()),  # no sellers / consignors
    ("Which auctioneer took the sale of Prairie Wind?", set()),  # no auctioneers
]
AUCTIONS_MADE_UP = ["Who painted Birches at Dawn?", "When was Margit Irigoyen born?",
                    "Which auction house held the Old Masters Evening Sale?", "Who bought Quiet Harbour?",
                    "In which city is Maison Lefebvre based?", "What nationality is Oskar Brandtner?"]
AUCTIONS_GRAPHS = [
    ('[("Prairie Wind", "painted by", ?x)]', _ag("ag-0410")),
    ('[(?s, "work sold", "Kyoto Rain"), (?s, "price paid", ?p), (?p, "amount", ?x)]', {"400000"}),
    ('[(?w, "artist", "Lucien Morand"), (?w, "technique", ?x)]', {"oil on canvas", "pastel on paper"}),
    ('[("Impressionist and Modern Art Evening Sale", "held by", ?h), (?h, "city", ?x)]', {f"{AU}place/london"}),
    ('[(?s, "acquired by", "Kunsthalle Brenning"), (?s, "lot", ?x)]', {"12", "5"}),
    ('[("Honoré Valadier", "born in year", ?x)]', {"1839"}),
]


# ---- tickets (helpdesk: summaries as the only names, SKOS statuses, vCard people, blank-node comments) -----
HD = "https://helpdesk.norrland-logistics.example/"
HDV = "https://helpdesk.norrland-logistics.example/ns#"
HD_PRIORITIES = {"1": ("Critical", "P1"), "2": ("High", "P2"), "3": ("Medium", "P3"), "4": ("Low", "P4")}
HD_STATUSES = {"1": "Open", "2": "In progress", "3": "Waiting for customer", "4": "Resolved", "5": "Closed"}
HD_CATEGORIES = {"1": "Hardware", "2": "Software", "3": "Network", "4": "Access"}
HD_PEOPLE = {  # id: (full name, email local part, department)
    "u0193": ("Signe Aaltonen", "signe.aaltonen", "IT"), "u0207": ("Rafael Okonjo", "rafael.okonjo", "IT"),
    "u0214": ("Mette Brandvold", "mette.brandvold", "IT"), "u0231": ("Dawit Haile", "dawit.haile", "IT"),
    "u0236": ("Clara Windhager", "clara.windhager", "IT"),
    "u0310": ("Henrik Sjöberg", "henrik.sjoberg", "Finance"),
    "u0322": ("Agnes Lindqvist-Mora", "agnes.lindqvist-mora", "Finance"),
    "u0347": ("Tobiah Renwick", "tobiah.renwick", "Facilities"),
    "u0351": ("Priya Castellanos", "priya.castellanos", "Sales"),
    "u0368": ("Oskar Veldhuis", "oskar.veldhuis", "Planning"),
    "u0372": ("Nuala Brennan", "nuala.brennan", "Sales"),
    "u0389": ("Jarek Wójcik", "jarek.wojcik", "Logistics"),
}
HD_TEAMS = {"t-01": ("Service Desk", ["u0193", "u0207"]), "t-02": ("Infrastructure", ["u0214", "u0231"]),
            "t-03": ("Identity and Access", ["u0236"])}
HD_ASSETS = {  # id: (class, tag, model, location or None, assigned to or None)
    "7731": ("Laptop", "LT-0412", "Latitude 5440", None, "u0310"),
    "7732": ("Laptop", "LT-0398", "ThinkPad T14", None, "u0351"),
    "7733": ("Laptop", "LT-0455", "ThinkPad T14", None, "u0372"),
    "7740": ("Printer", "PR-0031", "LaserJet M507", "3rd floor, Building B", None),
    "7741": ("Printer", "PR-0027", "imageRUNNER C3226", "Ground floor reception", None),
    "7750": ("Server", "SRV-0102", "PowerEdge R650", "Server room B-01", None),
    "7751": ("Storage", "NAS-0007", "DS1821+", "Server room B-01", None),
    "7760": ("Monitor", "MN-1140", "P2723DE", None, "u0368"),
    "7770": ("Phone", "PH-0233", "iPhone 13", None, "u0389"),
    "7780": ("Switch", "SW-0015", "Catalyst 9200", "2nd floor comms cupboard", None),
}
# ticket: (summary, priority, status, category, reporter, assignee or None, team, opened, resolved or None,
#          [assets], duplicate of, [blocks], [(comment author, text, posted)])
HD_TICKETS = {
    "40217": ("Printer on the 3rd floor jams", "3", "4", "1", "u0347", "u0207", "t-01", "2024-02-05T09:14:00Z",
              "2024-02-06T15:40:00Z", ["7740"], None, [],
              [("u0207", "Replaced the pickup roller; test prints OK.", "2024-02-06T15:35:00Z")]),
    "40221": ("Paper jam on 3rd floor printer again", "4", "5", "1", "u0322", "u0207", "t-01",
              "2024-02-05T10:02:00Z", "2024-02-05T11:00:00Z", ["7740"], "40217", [],
              [("u0193", "Duplicate of 40217, closing.", "2024-02-05T10:58:00Z")]),
    "40230": ("Cannot connect to VPN from home", "2", "4", "3", "u0351", "u0231", "t-02", "2024-02-07T07:48:00Z",
              "2024-02-07T12:20:00Z", ["7732"], None, [],
              [("u0231", "Expired client certificate renewed.", "2024-02-07T12:05:00Z"),
               ("u0351", "Works now, thanks!", "2024-02-07T12:18:00Z")]),
    "40236": ("Laptop battery drains within an hour", "3", "2", "1", "u0310", "u0193", "t-01",
              "2024-02-12T13:30:00Z", None, ["7731"], None, [],
              [("u0193", "Replacement battery ordered, expected next week.", "2024-02-13T09:02:00Z")]),
    "40242": ("Request access to the finance share", "4", "4", "4", "u0310", "u0236", "t-03",
              "2024-02-13T08:05:00Z", "2024-02-14T09:10:00Z", ["7751"], None, [], []),
    "40248": ("File server unreachable for the whole office", "1", "4", "3", "u0368", "u0214", "t-02",
              "2024-02-19T08:02:00Z", "2024-02-19T10:47:00Z", ["7751", "7780"], None, ["40250"],
              [("u0214", "Switch SW-0015 rebooted after firmware crash.", "2024-02-19T10:40:00Z"),
               ("u0231", "Scheduled firmware update for all floor switches.", "2024-02-19T11:30:00Z")]),
    "40250": ("Cannot open shared budget spreadsheet", "3", "4", "2", "u0322", "u0193", "t-01",
              "2024-02-19T08:20:00Z", "2024-02-19T11:05:00Z", [], None, [], []),
    "40255": ("Outlook keeps asking for password", "3", "3", "2", "u0372", "u0207", "t-01", "2024-02-21T14:11:00Z",
              None, ["7733"], None, [],
              [("u0207", "Please sign out of all Office apps and send a screenshot if it happens again.",
                "2024-02-21T15:02:00Z")]),
    "40261": ("New starter needs laptop and accounts", "2", "2", "4", "u0389", "u0236", "t-03",
              "2024-02-26T09:00:00Z", None, [], None, [], []),
    "40262": ("Set up laptop for new starter in Logistics", "3", "1", "1", "u0389", "u0193", "t-01",
              "2024-02-26T09:05:00Z", None, [], None, ["40261"], []),
    "40267": ("Second monitor flickers", "4", "1", "1", "u0368", None, "t-01", "2024-02-28T16:45:00Z", None,
              ["7760"], None, [], []),
    "40270": ("Server SRV-0102 disk nearly full", "2", "4", "1", "u0214", "u0231", "t-02", "2024-03-01T06:30:00Z",
              "2024-03-01T09:15:00Z", ["7750"], None, [],
              [("u0231", "Old log files archived; 38% free now.", "2024-03-01T09:12:00Z")]),
    "40274": ("Colour printer in reception prints streaks", "4", "4", "1", "u0347", "u0207", "t-01",
              "2024-03-04T11:20:00Z", "2024-03-05T10:00:00Z", ["7741"], None, [], []),
    "40279": ("Phone not syncing email", "3", "5", "2", "u0389", "u0207", "t-01", "2024-03-06T08:40:00Z",
              "2024-03-06T09:30:00Z", ["7770"], None, [], []),
    "40283": ("VPN disconnects every few minutes", "2", "1", "3", "u0372", "u0231", "t-02", "2024-03-08T17:05:00Z",
              None, ["7733"], None, [], []),
    "40288": ("Password reset for ERP account", "4", "4", "4", "u0351", "u0236", "t-03", "2024-03-11T08:01:00Z",
              "2024-03-11T08:25:00Z", [], None, [], []),
}


def _tk(*ids: str) -> set[str]:
    return {f"{HD}ticket/{i}" for i in ids}


def _hp(*ids: str) -> set[str]:
    return {f"{HD}user/{i}" for i in ids}


def _concept(kind: str, key: str) -> set[str]:
    """A SKOS concept as gold: its IRI and its label."""
    label = {"priority": {k: v[0] for k, v in HD_PRIORITIES.items()}, "status": HD_STATUSES,
             "category": HD_CATEGORIES}[kind][key]
    return {f"{HD}vocab/{kind}/{key}", label}


def tickets_kg() -> str:
    """N-Triples of the helpdesk tracker."""
    g = Graph()
    for kind, scheme in (("priority", "Priorities"), ("status", "Statuses"), ("category", "Categories")):
        s = f"{HD}vocab/{kind}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme"), g.add(s, SKOS + "prefLabel", _lit(scheme, "en"))
    for key, (name, code) in HD_PRIORITIES.items():
        c = f"{HD}vocab/priority/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
        g.add(c, SKOS + "notation", _lit(code)), g.add(c, SKOS + "inScheme", f"{HD}vocab/priority")
    for kind, names in (("status", HD_STATUSES), ("category", HD_CATEGORIES)):
        for key, name in names.items():
            c = f"{HD}vocab/{kind}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
            g.add(c, SKOS + "inScheme", f"{HD}vocab/{kind}")
    for pid, (name, mail, department) in HD_PEOPLE.items():
        p = f"{HD}user/{pid}"
        g.add(p, RDF_TYPE, VCARD + "Individual"), g.add(p, VCARD + "fn", _lit(name))
        g.add(p, VCARD + "hasEmail", f"mailto:{mail}@norrland-logistics.example")
        g.add(p, HDV + "department", _lit(department))
    for tid, (name, members) in HD_TEAMS.items():
        t = f"{HD}team/{tid}"
        g.add(t, RDF_TYPE, VCARD + "Group"), g.add(t, VCARD + "fn", _lit(name))
        for member in members:
            g.add(t, VCARD + "hasMember", f"{HD}user/{member}")
    for aid, (cls, tag, model, location, user) in HD_ASSETS.items():
        a = f"{HD}asset/{aid}"
        g.add(a, RDF_TYPE, HDV + cls), g.add(a, HDV + "assetTag", _lit(tag)), g.add(a, HDV + "model", _lit(model))
        if location:
            g.add(a, HDV + "location", _lit(location))
        if user:
            g.add(a, HDV + "assignedTo", f"{HD}user/{user}")
    for tid, fields in HD_TICKETS.items():
        (summary, priority, status, category, reporter, assignee, team, opened, resolved, assets, duplicate,
         blocks, comments) = fields
        t = f"{HD}ticket/{tid}"
        g.add(t, RDF_TYPE, HDV + "Ticket"), g.add(t, HDV + "summary", _lit(summary))
        g.add(t, HDV + "priority", f"{HD}vocab/priority/{priority}")
        g.add(t, HDV + "status", f"{HD}vocab/status/{status}")
        g.add(t, HDV + "category", f"{HD}vocab/category/{category}")
        g.add(t, HDV + "reporter", f"{HD}user/{reporter}")
        if assignee:
            g.add(t, HDV + "assignee", f"{HD}user/{assignee}")
        g.add(t, HDV + "assignedTeam", f"{HD}team/{team}")
        g.add(t, HDV + "opened", _typed(opened, "dateTime"))
        if resolved:
            g.add(t, HDV + "resolved", _typed(resolved, "dateTime"))
        for asset in assets:
            g.add(t, HDV + "affects", f"{HD}asset/{asset}")
        if duplicate:
            g.add(t, HDV + "duplicateOf", f"{HD}ticket/{duplicate}")
        for other in blocks:
            g.add(t, HDV + "blocks", f"{HD}ticket/{other}")
        for n, (author, text, posted) in enumerate(comments, 1):
            c = f"_:comment_{tid}_{n}"
            g.add(t, HDV + "comment", c), g.add(c, RDF_TYPE, HDV + "Comment")
            g.add(c, HDV + "author", f"{HD}user/{author}"), g.add(c, HDV + "text", _lit(text))
            g.add(c, HDV + "postedAt", _typed(posted, "dateTime"))
    return g.text()


TICKETS_QUESTIONS = [
    ("Who reported the Printer on the 3rd floor jams ticket?", _hp("u0347")),
    ("Who is assigned to Laptop battery drains within an hour?", _hp("u0193")),
    ("What is the priority of ticket 40248?", _concept("priority", "1")),
    ("What is the status of Outlook keeps asking for password?", _concept("status", "3")),
    ("When was Cannot connect to VPN from home resolved?", {"2024-02-07T12:20:00Z"}),
    ("Which tickets have the status Open?", _tk("40262", "40267", "40283")),
    ("Which tickets are assigned to Dawit Haile?", _tk("40230", "40270", "40283")),
    ("Which tickets involve the printer PR-0031?", _tk("40217", "40221")),
    ("Which ticket is blocking Cannot open shared budget spreadsheet?", _tk("40248")),
    ("What is the asset tag of Henrik Sjöberg's laptop?", {"LT-0412"}),
    ("Who is in the Infrastructure team?", _hp("u0214", "u0231")),
    ("How many critical tickets are there?", {"1"}),
    ("How many tickets has Rafael Okonjo been assigned?", {"5"}),
    ("Which high priority tickets are still unresolved?", _tk("40261", "40283")),
    ("What did Mette Brandvold comment on File server unreachable for the whole office?",
     {"Switch SW-0015 rebooted after firmware crash."}),
    ("When was Server SRV-0102 disk nearly full opened?", {"2024-03-01T06:30:00Z"}),
    ("Which ticket was opened first?", _tk("40217")),
    ("Which tickets were opened in March 2024?", _tk("40270", "40274", "40279", "40283", "40288")),
    ("Which team is New starter needs laptop and accounts assigned to?", {f"{HD}team/t-03"}),
    ("What model is the laptop LT-0398?", {"ThinkPad T14"}),
    ("Where is the printer PR-0027?", {"Ground floor reception"}),
    ("Which tickets are unassigned?", _tk("40267")),
    ("Who uses the laptop affected by Outlook keeps asking for password?", _hp("u0372")),
    ("What is Henrik Sjöberg's email address?", {"mailto:henrik.sjoberg@norrland-logistics.example"}),
    ("Which tickets are in the Network category?", _tk("40230", "40248", "40283")),
    ("Which ticket does Set up laptop for new starter in Logistics block?", _tk("40261")),
    ("Who is assigned to Outlook keeps asking for pasword?", _hp("u0207")),  # misspelt: password
    ("which tickets affect the switch sw-0015", _tk("40248")),
    ("How much did the replacement battery for LT-0412 cost?", set()),  # no costs
    ("What is the SLA deadline for VPN disconnects every few minutes?", set()),  # no SLAs
    ("What is the serial number of the server SRV-0102?", set()),  # no serial numbers, only asset tags
]
TICKETS_MADE_UP = ["Who reported the Printer on the 5th floor jams ticket?",
                   "Which tickets are assigned to Dawit Okonjo?",
                   "What is the asset tag of Ingrid Halvorsen's laptop?", "Who is in the Cloud Platform team?",
                   "Which tickets involve the printer PR-0099?",
                   "What is the status of Teams keeps crashing on startup?"]
TICKETS_GRAPHS = [
    ('[("Cannot connect to VPN from home", "handled by", ?x)]', _hp("u0231")),
    ('[(?t, "raised by", "Nuala Brennan"), (?t, "urgency", ?x)]', _concept("priority", "3")
     | _concept("priority", "2")),
    ('[("File server unreachable for the whole office", "note", ?c), (?c, "written by", ?x)]',
     _hp("u0214", "u0231")),
    ('[(?t, "concerns", ?a), (?a, "tag", "LT-0455"), (?t, "created", ?x)]',
     {"2024-02-21T14:11:00Z", "2024-03-08T17:05:00Z"}),
    ('[(?x, "same issue as", "Printer on the 3rd floor jams")]', _tk("40221")),
    ('[("Dawit Haile", "belongs to team", ?x)]', {f"{HD}team/t-02"}),
]


# ---- launches (no labels: names only in IRI local names; payload, booster and landing records) --------------
LL = "https://launchlog.example/"
LLV = "https://launchlog.example/def#"
LL_ORGS = ["Halcyon_Dynamics", "Skerrow_Launch_Services", "Arktis_Space_Agency", "Nordwind_Telecom",
           "Tessellate_Imaging", "Eurasian_Weather_Agency", "Brightline_Broadband", "Skerrow_University"]
LL_ROCKETS = {  # rocket: (manufacturer, stages, height m)
    "Kestrel_2": ("Halcyon_Dynamics", 2, "58.4"), "Kestrel_Heavy": ("Halcyon_Dynamics", 2, "63.1"),
    "Tern_1": ("Skerrow_Launch_Services", 3, "21.5"), "Aldane_V": ("Arktis_Space_Agency", 3, "49.0"),
}
LL_SITES = {  # site: (lat, long, operator)
    "Port_Aldane_LC-3": ("68.9312", "15.4021", "Halcyon_Dynamics"),
    "Port_Aldane_LC-4": ("68.9340", "15.4105", "Halcyon_Dynamics"),
    "Skerrow_Island_Pad_1": ("59.8721", "-2.9104", "Skerrow_Launch_Services"),
    "Vell_Plateau_LP-2": ("64.1187", "27.3352", "Arktis_Space_Agency"),
}
LL_PAYLOADS = {  # payload: (mass kg, orbit, customer)
    "Aurora-Sat_2": ("4120", "GTO", "Nordwind_Telecom"), "Tessel-7A": ("310", "SSO", "Tessellate_Imaging"),
    "Tessel-7B": ("310", "SSO", "Tessellate_Imaging"), "CubeFleet_Alpha": ("95", "LEO", "Eurasian_Weather_Agency"),
    "Meteor-Watch_3": ("2250", "SSO", "Eurasian_Weather_Agency"), "Aurora-Sat_3": ("4305", "GTO", "Nordwind_Telecom"),
    "Arktis_Relay_1": ("6200", "GTO", "Arktis_Space_Agency"),
    "CubeFleet_Beta": ("88", "LEO", "Eurasian_Weather_Agency"), "Tessel-8": ("140", "SSO", "Tessellate_Imaging"),
    "Brightline_Batch_1": ("15600", "LEO", "Brightline_Broadband"),
    "Meteor-Watch_4": ("2310", "SSO", "Eurasian_Weather_Agency"),
    "Brightline_Batch_2": ("15800", "LEO", "Brightline_Broadband"),
    "Aurora-Sat_4": ("4460", "GTO", "Nordwind_Telecom"), "CubeFleet_Gamma": ("102", "LEO", "Skerrow_University"),
    "Arktis_Relay_2": ("6350", "GTO", "Arktis_Space_Agency"),
    "Meteor-Watch_5": ("2290", "SSO", "Eurasian_Weather_Agency"),
    "CubeFleet_Delta": ("60", "SSO", "Skerrow_University"),
    "Brightline_Batch_3": ("15900", "LEO", "Brightline_Broadband"),
}
# mission: (rocket, site, launch time, outcome, [payloads], booster or None, reuse count,
#           landing (location, landed) or None)
LL_MISSIONS = {
    "KS2-F05": ("Kestrel_2", "Port_Aldane_LC-3", "2023-03-14T16:22:00Z", "success", ["Aurora-Sat_2"], "KB-101", 0,
                ("vessel/Steady_Gull", True)),
    "KS2-F06": ("Kestrel_2", "Port_Aldane_LC-3", "2023-06-02T04:10:00Z", "success", ["Tessel-7A", "Tessel-7B"],
                "KB-101", 1, ("site/LZ-North", True)),
    "TN1-F03": ("Tern_1", "Skerrow_Island_Pad_1", "2023-07-19T22:41:00Z", "failure", ["CubeFleet_Alpha"], None, None,
                None),
    "AV-11": ("Aldane_V", "Vell_Plateau_LP-2", "2023-09-08T09:00:00Z", "success", ["Meteor-Watch_3"], None, None,
              None),
    "KS2-F07": ("Kestrel_2", "Port_Aldane_LC-3", "2023-11-21T18:05:00Z", "partial failure", ["Aurora-Sat_3"],
                "KB-102", 0, ("vessel/Steady_Gull", False)),
    "KSH-F01": ("Kestrel_Heavy", "Port_Aldane_LC-4", "2024-01-30T20:15:00Z", "success", ["Arktis_Relay_1"],
                "KB-201", 0, ("site/LZ-North", True)),
    "TN1-F04": ("Tern_1", "Skerrow_Island_Pad_1", "2024-02-22T23:12:00Z", "success", ["CubeFleet_Beta", "Tessel-8"],
                None, None, None),
    "KS2-F08": ("Kestrel_2", "Port_Aldane_LC-3", "2024-04-11T13:47:00Z", "success", ["Brightline_Batch_1"], "KB-101",
                2, ("vessel/Steady_Gull", True)),
    "AV-12": ("Aldane_V", "Vell_Plateau_LP-2", "2024-05-29T08:30:00Z", "failure", ["Meteor-Watch_4"], None, None,
              None),
    "KS2-F09": ("Kestrel_2", "Port_Aldane_LC-3", "2024-07-03T15:00:00Z", "success", ["Brightline_Batch_2"], "KB-102",
                1, ("vessel/Steady_Gull", True)),
    "KS2-F10": ("Kestrel_2", "Port_Aldane_LC-4", "2024-08-27T02:19:00Z", "success", ["Aurora-Sat_4"], "KB-101", 3,
                None),
    "TN1-F05": ("Tern_1", "Skerrow_Island_Pad_1", "2024-10-15T21:55:00Z", "partial failure", ["CubeFleet_Gamma"],
                None, None, None),
    "KSH-F02": ("Kestrel_Heavy", "Port_Aldane_LC-4", "2024-12-09T19:40:00Z", "success", ["Arktis_Relay_2"], "KB-201",
                1, ("site/LZ-North", False)),
    "AV-13": ("Aldane_V", "Vell_Plateau_LP-2", "2025-02-18T07:45:00Z", "success", ["Meteor-Watch_5",
                                                                                  "CubeFleet_Delta"], None, None,
              None),
    "KS2-F11": ("Kestrel_2", "Port_Aldane_LC-3", "2025-03-25T11:11:00Z", "success", ["Brightline_Batch_3"], "KB-103",
                0, ("vessel/Steady_Gull", True)),
}


def _ll(kind: str, *names: str) -> set[str]:
    return {f"{LL}{kind}/{n}" for n in names}


def launches_kg() -> str:
    """N-Triples of the launch log: no labels, names only in IRI local names."""
    g = Graph()
    for org in LL_ORGS:
        g.add(f"{LL}org/{org}", RDF_TYPE, LLV + "Organization")
    for rocket, (maker, stages, height) in LL_ROCKETS.items():
        r = f"{LL}rocket/{rocket}"
        g.add(r, RDF_TYPE, LLV + "Rocket"), g.add(r, LLV + "manufacturer", f"{LL}org/{maker}")
        g.add(r, LLV + "stages", _typed(stages, "integer")), g.add(r, LLV + "heightM", _typed(height, "decimal"))
    for site, (lat, lon, operator) in LL_SITES.items():
        s = f"{LL}site/{site}"
        g.add(s, RDF_TYPE, LLV + "LaunchSite"), g.add(s, WGS + "lat", _typed(lat, "decimal"))
        g.add(s, WGS + "long", _typed(lon, "decimal")), g.add(s, LLV + "operator", f"{LL}org/{operator}")
    g.add(f"{LL}site/LZ-North", RDF_TYPE, LLV + "LandingZone")
    g.add(f"{LL}site/LZ-North", LLV + "operator", f"{LL}org/Halcyon_Dynamics")
    g.add(f"{LL}vessel/Steady_Gull", RDF_TYPE, LLV + "Droneship")
    g.add(f"{LL}vessel/Steady_Gull", LLV + "operator", f"{LL}org/Halcyon_Dynamics")
    for booster in ("KB-101", "KB-102", "KB-103", "KB-201"):
        g.add(f"{LL}booster/{booster}", RDF_TYPE, LLV + "Booster")
    for payload, (mass, orbit, customer) in LL_PAYLOADS.items():
        p = f"{LL}payload/{payload}"
        g.add(p, RDF_TYPE, LLV + "Payload"), g.add(p, LLV + "massKg", _typed(mass, "decimal"))
        g.add(p, LLV + "orbit", _lit(orbit)), g.add(p, LLV + "customer", f"{LL}org/{customer}")
    for mission, (rocket, site, time, outcome, payloads, booster, reuse, landing) in LL_MISSIONS.items():
        m = f"{LL}mission/{mission}"
        g.add(m, RDF_TYPE, LLV + "Mission"), g.add(m, LLV + "vehicle", f"{LL}rocket/{rocket}")
        g.add(m, LLV + "launchSite", f"{LL}site/{site}"), g.add(m, LLV + "launchTime", _typed(time, "dateTime"))
        g.add(m, LLV + "outcome", _lit(outcome))
        for payload in payloads:
            g.add(m, LLV + "payload", f"{LL}payload/{payload}")
        if booster:
            g.add(m, LLV + "booster", f"{LL}booster/{booster}"), g.add(m, LLV + "reuseCount", _typed(reuse, "integer"))
        if landing:
            where, landed = landing
            x = f"{LL}landing/{mission}-landing"
            g.add(m, LLV + "landingAttempt", x), g.add(x, RDF_TYPE, LLV + "LandingAttempt")
            g.add(x, LLV + "landingLocation", LL + where)
            g.add(x, LLV + "landed", _typed(str(landed).lower(), "boolean"))
    return g.text()


LAUNCHES_QUESTIONS = [
    ("Which rocket flew mission KS2-F07?", _ll("rocket", "Kestrel_2")),
    ("Where did mission AV-12 launch from?", _ll("site", "Vell_Plateau_LP-2")),
    ("What was the outcome of TN1-F03?", {"failure"}),
    ("When did KSH-F01 launch?", {"2024-01-30T20:15:00Z"}),
    ("How heavy is Aurora-Sat 4?", {"4460"}),
    ("Into which orbit was Meteor-Watch 3 launched?", {"SSO"}),
    ("Which missions failed?", _ll("mission", "TN1-F03", "AV-12")),
    ("Which payloads did Nordwind Telecom launch?", _ll("payload", "Aurora-Sat_2", "Aurora-Sat_3", "Aurora-Sat_4")),
    ("Who built the Tern 1?", _ll("org", "Skerrow_Launch_Services")),
    ("What are the coordinates of Skerrow Island Pad 1?", {"59.8721", "-2.9104"}),
    ("How many times had booster KB-101 flown before mission KS2-F10?", {"3"}),
    ("Did the booster land successfully after KSH-F02?", {"false"}),
    ("Which missions lifted off from Port Aldane LC-4?", _ll("mission", "KSH-F01", "KS2-F10", "KSH-F02")),
    ("What was the heaviest payload?", _ll("payload", "Brightline_Batch_3")),
    ("How many missions did Kestrel 2 fly?", {"7"}),
    ("Which Tern 1 missions launched in 2024?", _ll("mission", "TN1-F04", "TN1-F05")),
    ("Which payloads went to geostationary transfer orbit?",
     _ll("payload", "Aurora-Sat_2", "Aurora-Sat_3", "Arktis_Relay_1", "Aurora-Sat_4", "Arktis_Relay_2")),
    ("Which customer owned CubeFleet Gamma?", _ll("org", "Skerrow_University")),
    ("Which rocket carried Arktis Relay 2?", _ll("rocket", "Kestrel_Heavy")),
    ("Where did the booster land after KS2-F06?", _ll("site", "LZ-North")),
    ("On which missions did the booster landing fail?", _ll("mission", "KS2-F07", "KSH-F02")),
    ("How many payloads did KS2-F06 carry?", {"2"}),
    ("How many stages does Aldane V have?", {"3"}),
    ("Which launch sites does Halcyon Dynamics operate?", _ll("site", "Port_Aldane_LC-3", "Port_Aldane_LC-4")),
    ("When was the last launch from Vell Plateau LP-2?", {"2025-02-18T07:45:00Z"}),
    ("Which Eurasian Weather Agency payloads weighed more than 2000 kg?",
     _ll("payload", "Meteor-Watch_3", "Meteor-Watch_4", "Meteor-Watch_5")),
    ("Who built the Kestral 2?", _ll("org", "Halcyon_Dynamics")),  # misspelt: Kestrel
    ("which payloads flew on ks2-f06", _ll("payload", "Tessel-7A", "Tessel-7B")),
    ("How much did the launch of Aurora-Sat 4 cost?", set()),  # no prices
    ("Who was the flight director of KSH-F01?", set()),  # no personnel
    ("What caused the failure of AV-12?", set()),  # no failure causes
]
LAUNCHES_MADE_UP = ["Which rocket flew mission KS2-F19?", "Where did mission TN2-F01 launch from?",
                    "How heavy is Aurora-Sat 9?", "Which payloads did Nordwind Broadband launch?",
                    "Who built the Kestrel 5?", "What are the coordinates of Skerrow Plateau LP-1?"]
LAUNCHES_GRAPHS = [
    ('[("KS2-F09", "rocket", ?x)]', _ll("rocket", "Kestrel_2")),
    ('[(?m, "lifted", "Arktis Relay 1"), (?m, "launch pad", ?x)]', _ll("site", "Port_Aldane_LC-4")),
    ('[(?p, "owner", "Tessellate Imaging"), (?p, "weight", ?x)]', {"310", "140"}),
    ('[(?m, "rocket", "Aldane V"), (?m, "lift-off time", ?x)]',
     {"2023-09-08T09:00:00Z", "2024-05-29T08:30:00Z", "2025-02-18T07:45:00Z"}),
    ('[("KS2-F07", "recovery", ?l), (?l, "landed on", ?x)]', _ll("vessel", "Steady_Gull")),
    ('[("Port Aldane LC-3", "run by", ?x)]', _ll("org", "Halcyon_Dynamics")),
]


# ---- boardgames (schema.org games: blank-node player counts and ratings, designers by given/family name) ---
BG = "https://tabletop-index.example/"
BGV = "https://tabletop-index.example/terms#"
BG_DESIGNERS = {"d-301": ("Mireille", "Tassin"), "d-302": ("Konrad", "Albrecht-Wey"), "d-303": ("Ayaka", "Morishita"),
                "d-304": ("Duncan", "Threlfall"), "d-305": ("Sofía", "Iturbe"), "d-306": ("Pavel", "Hruška")}
BG_PUBLISHERS = {"pub-11": ("Lanternfish Games", "2012"), "pub-12": ("Obelisk Tabletop", "2009"),
                 "pub-13": ("Brass Owl Studio", "2016"), "pub-14": ("Meadowlark Press", "1998")}
BG_CATEGORIES = {"c01": "Economic", "c02": "Fantasy", "c03": "Abstract Strategy", "c04": "Nautical",
                 "c05": "Party Game", "c06": "Science Fiction", "c07": "Animals", "c08": "Farming"}
BG_MECHANICS = {"m01": "Worker Placement", "m02": "Deck Building", "m03": "Tile Placement", "m04": "Set Collection",
                "m05": "Cooperative Game", "m06": "Area Control", "m07": "Hand Management", "m08": "Dice Rolling",
                "m09": "Drafting"}
# game: (name, min players, max players, minutes, min age, year, [designers], publisher, [categories],
#        [mechanics], rating, rating count, [awards], expands)
BG_GAMES = {
    "g1042": ("Harbourmasters", 2, 4, 90, 12, "2017", ["d-301"], "pub-11", ["c01", "c04"], ["m01", "m04"], "7.6",
              8412, ["Golden Meeple 2018"], None),
    "g1043": ("Harbourmasters: Lighthouse Keepers", 2, 5, 100, 12, "2019", ["d-301"], "pub-11", ["c01", "c04"],
              ["m01"], "7.9", 2105, [], "g1042"),
    "g1058": ("Emberfall", 1, 4, 120, 14, "2020", ["d-302", "d-303"], "pub-12", ["c02"], ["m02", "m05"], "8.1", 15320,
              ["Tabletop Crown 2021"], None),
    "g1059": ("Emberfall: Ashen Depths", 1, 4, 120, 14, "2022", ["d-302"], "pub-12", ["c02"], ["m05"], "8.4", 3877,
              [], "g1058"),
    "g1060": ("Emberfall: The Sixth Ward", 1, 5, 150, 14, "2023", ["d-303"], "pub-12", ["c02"], ["m02"], "7.8", 1240,
              [], "g1058"),
    "g1071": ("Quilt & Quarry", 2, 2, 30, 8, "2018", ["d-304"], "pub-13", ["c03"], ["m03"], "7.2", 6730,
              ["Golden Meeple 2019"], None),
    "g1077": ("Starlane Cartel", 3, 6, 180, 14, "2016", ["d-305", "d-306"], "pub-12", ["c06", "c01"], ["m06", "m07"],
              "7.4", 5102, [], None),
    "g1083": ("Burrow Party", 4, 10, 20, 8, "2021", ["d-304"], "pub-14", ["c05", "c07"], ["m07"], "6.5", 2980, [],
              None),
    "g1090": ("Orchard Almanac", 1, 4, 60, 10, "2022", ["d-301", "d-306"], "pub-14", ["c08"], ["m09", "m04"], "7.8",
              4410, ["Harrowgate Games Prize 2022", "Golden Meeple 2023"], None),
    "g1094": ("Tidewatch", 1, 1, 45, 12, "2023", ["d-305"], "pub-13", ["c04"], ["m08"], "7.1", 912, [], None),
    "g1102": ("Glimmerroot", 2, 4, 45, 10, "2019", ["d-303"], "pub-13", ["c02", "c07"], ["m03", "m04"], "7.5", 7033,
              ["Tabletop Crown 2020"], None),
    "g1108": ("Cinder & Sail", 2, 5, 75, 12, "2024", ["d-302"], "pub-11", ["c04", "c01"], ["m09", "m06"], "7.9", 1530,
              [], None),
    "g1115": ("Pocket Parliament", 3, 8, 30, 12, "2015", ["d-306"], "pub-14", ["c05"], ["m07"], "6.2", 3310, [], None),
    "g1121": ("Glimmerroot: Fungal Bloom", 2, 5, 50, 10, "2021", ["d-303"], "pub-13", ["c02", "c07"], ["m03"], "7.7",
              1804, [], "g1102"),
    "g1126": ("Fathom Dice", 1, 6, 15, 7, "2020", ["d-305"], "pub-11", ["c04"], ["m08"], "6.8", 2245, [], None),
}


def _bg(*ids: str) -> set[str]:
    return {f"{BG}game/{i}" for i in ids}


def _designer(*ids: str) -> set[str]:
    return {f"{BG}person/{i}" for i in ids}


def _bconcept(kind: str, *keys: str) -> set[str]:
    """SKOS concepts as gold: their IRIs and labels."""
    names = BG_CATEGORIES if kind == "category" else BG_MECHANICS
    return {f"{BG}{kind}/{k}" for k in keys} | {names[k] for k in keys}


def boardgames_kg() -> str:
    """N-Triples of the board game catalogue."""
    g = Graph()
    for pid, (given, family) in BG_DESIGNERS.items():
        p = next(iter(_designer(pid)))
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "givenName", _lit(given))
        g.add(p, SCHEMA + "familyName", _lit(family))
    for pid, (name, founded) in BG_PUBLISHERS.items():
        p = f"{BG}publisher/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "Organization"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for kind, names, title in (("category", BG_CATEGORIES, "Categories"), ("mechanic", BG_MECHANICS, "Mechanics")):
        s = f"{BG}scheme/{kind}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme"), g.add(s, SKOS + "prefLabel", _lit(title, "en"))
        for key, name in names.items():
            c = f"{BG}{kind}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
            g.add(c, SKOS + "inScheme", s)
    for gid, fields in BG_GAMES.items():
        (name, low, high, minutes, age, year, designers, publisher, categories, mechanics, rating, count, awards,
         base) = fields
        x = f"{BG}game/{gid}"
        g.add(x, RDF_TYPE, SCHEMA + "Game"), g.add(x, SCHEMA + "name", _lit(name))
        if base:
            g.add(x, RDF_TYPE, BGV + "Expansion"), g.add(x, BGV + "expands", f"{BG}game/{base}")
        q, r = f"_:players_{gid}", f"_:rating_{gid}"
        g.add(x, SCHEMA + "numberOfPlayers", q), g.add(q, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(q, SCHEMA + "minValue", _typed(low, "integer")), g.add(q, SCHEMA + "maxValue", _typed(high, "integer"))
        g.add(x, BGV + "playingTimeMinutes", _typed(minutes, "integer"))
        g.add(x, BGV + "minAge", _typed(age, "integer")), g.add(x, SCHEMA + "datePublished", _typed(year, "gYear"))
        for d in designers:
            g.add(x, SCHEMA + "creator", f"{BG}person/{d}")
        g.add(x, SCHEMA + "publisher", f"{BG}publisher/{publisher}")
        for c in categories:
            g.add(x, BGV + "category", f"{BG}category/{c}")
        for m in mechanics:
            g.add(x, BGV + "mechanic", f"{BG}mechanic/{m}")
        g.add(x, SCHEMA + "aggregateRating", r), g.add(r, RDF_TYPE, SCHEMA + "AggregateRating")
        g.add(r, SCHEMA + "ratingValue", _typed(rating, "decimal"))
        g.add(r, SCHEMA + "ratingCount", _typed(count, "integer"))
        for award in awards:
            g.add(x, SCHEMA + "award", _lit(award))
    return g.text()


BOARDGAMES_QUESTIONS = [
    ("Who designed Harbourmasters?", _designer("d-301")),
    ("What is the maximum number of players for Starlane Cartel?", {"6"}),
    ("How many players does Burrow Party need at least?", {"4"}),
    ("How long does a game of Emberfall take?", {"120"}),
    ("What is the minimum age for Quilt & Quarry?", {"8"}),
    ("When was Glimmerroot published?", {"2019"}),
    ("Who publishes Orchard Almanac?", {f"{BG}publisher/pub-14"}),
    ("Which games did Ayaka Morishita design?", _bg("g1058", "g1060", "g1102", "g1121")),
    ("What is the average rating of Tidewatch?", {"7.1"}),
    ("Which expansions are there for Emberfall?", _bg("g1059", "g1060")),
    ("Which game is Ashen Depths an expansion for?", _bg("g1058")),
    ("Which awards has Orchard Almanac won?", {"Harrowgate Games Prize 2022", "Golden Meeple 2023"}),
    ("Which game won the Golden Meeple 2019?", _bg("g1071")),
    ("Which games can be played solo?", _bg("g1058", "g1059", "g1060", "g1090", "g1094", "g1126")),
    ("Which games support more than 6 players?", _bg("g1083", "g1115")),
    ("What is the highest rated game?", _bg("g1059")),
    ("Which fantasy games were published by Brass Owl Studio?", _bg("g1102", "g1121")),
    ("What mechanics does Cinder & Sail use?", _bconcept("mechanic", "m09", "m06")),
    ("Which nautical games take less than an hour?", _bg("g1094", "g1126")),
    ("How many games has Lanternfish Games published?", {"4"}),
    ("What is the family name of the designer of Tidewatch?", {"Iturbe"}),
    ("Which games came out after 2021?", _bg("g1059", "g1090", "g1060", "g1094", "g1108")),
    ("Which animal games can an 8-year-old play?", _bg("g1083")),
    ("When was Obelisk Tabletop founded?", {"2009"}),
    ("Which category is Pocket Parliament in?", _bconcept("category", "c05")),
    ("Which game by Duncan Threlfall has the most ratings?", _bg("g1071")),
    ("Who designed Glimmeroot?", _designer("d-303")),  # misspelt: Glimmerroot
    ("how long does burrow party take", {"20"}),
    ("How much does Harbourmasters cost?", set()),  # no prices
    ("Who illustrated Emberfall?", set()),  # no illustrators / artists
    ("How many cards are in Pocket Parliament?", set()),  # no component lists
]
BOARDGAMES_MADE_UP = ["Who designed Harbourlords?", "Which games did Ayaka Tassin design?",
                      "How long does a game of Emberfall: Frozen Depths take?", "Who publishes Orchard Chronicle?",
                      "When was Silverpine Games founded?", "What is the minimum age for Starlane Smugglers?"]
BOARDGAMES_GRAPHS = [
    ('[("Quilt & Quarry", "invented by", ?x)]', _designer("d-304")),
    ('[(?g, "extends", "Emberfall"), (?g, "released", ?x)]', {"2022", "2023"}),
    ('[("Glimmerroot", "score", ?r), (?r, "average", ?x)]', {"7.5"}),
    ('[(?g, "gameplay mechanism", "Dice Rolling"), (?g, "title", ?x)]', {"Tidewatch", "Fathom Dice"}),
    ('[("Orchard Almanac", "released by", ?p), (?p, "established", ?x)]', {"1998"}),
    ('[("Harbourmasters", "player count", ?q), (?q, "max", ?x)]', {"4"}),
]


# ---- charging (OSM tag keys as predicates, node IRIs, blank-node sockets, nameless stations) ----------------
EV = "https://evmap.example.org/"
OSMK = "https://evmap.example.org/key/"
EV_OPERATORS = {  # id: (name, operator type, website)
    "1001": ("Voltara Energy", "private", "https://voltara-energy.example/"),
    "1002": ("Greenmile Charging", "private", "https://greenmile-charging.example/"),
    "1003": ("Eldham Borough Council", "government", "https://eldham.gov.example/"),
    "1004": ("Brightway Supermarkets", "private", "https://brightway.example/"),
    "1005": ("Stenby Town Council", "government", "https://stenby-tc.example/"),
}
BW_HOURS = "Mo-Sa 07:00-22:00; Su 10:00-16:00"
# node: (name or None, operator, network or None, capacity, opening hours, fee, charge or None, street,
#        house number or None, city, postcode, [(socket type, kW, count)], check date, ref or None)
EV_STATIONS = {
    "10934872": ("Voltara Hub Eldham Retail Park", "1001", "Voltara", 8, "24/7", "yes", "0.69 GBP/kWh",
                 "Retail Park Way", "3", "Eldham", "EL4 2PQ", [("CCS", "150", 4), ("CHAdeMO", "50", 1),
                                                               ("Type 2", "22", 4)], "2024-05-02", "VOL-0231"),
    "10934990": ("Market Square Chargers", "1003", None, 4, "24/7", "no", None, "Market Square", None, "Eldham",
                 "EL1 1AA", [("Type 2", "7.4", 4)], "2023-11-18", None),
    "11201455": (None, "1004", "Greenmile", 2, BW_HOURS, "no", None, "Station Road", "48", "Eldham", "EL2 6TR",
                 [("Type 2", "22", 2)], "2024-02-09", None),
    "11875302": ("Greenmile Rapid Marlow Cross", "1002", "Greenmile", 6, "24/7", "yes", "0.74 GBP/kWh",
                 "Bypass Road", None, "Marlow Cross", "MC3 9LB", [("CCS", "350", 2), ("CCS", "150", 4),
                                                                  ("Type 2", "43", 1)], "2024-08-21", "GM-0045"),
    "11875319": (None, "1004", "Greenmile", 4, BW_HOURS, "no", None, "Mill Lane", "12", "Marlow Cross", "MC1 4DE",
                 [("Type 2", "11", 4)], "2023-09-30", None),
    "12044187": ("Marlow Cross Library", "1003", None, 2, "Mo-Fr 09:00-18:00; Sa 09:00-13:00", "no", None,
                 "Church Street", "5", "Marlow Cross", "MC1 2HS", [("Type 2", "7.4", 2)], "2022-06-14", None),
    "12044190": ("Voltara Marlow Cross Leisure Centre", "1001", "Voltara", 4, "06:00-23:00", "yes", "0.65 GBP/kWh",
                 "Riverside Walk", None, "Marlow Cross", "MC2 7RW", [("CCS", "50", 2), ("Type 2", "22", 2)],
                 "2024-03-15", "VOL-0247"),
    "12310022": ("Stenby Harbour Car Park", "1001", "Voltara", 6, "24/7", "yes", "0.62 GBP/kWh", "Harbour Road",
                 None, "Stenby", "ST7 1HR", [("Type 2", "22", 6)], "2024-07-07", "VOL-0262"),
    "12310058": (None, "1004", "Greenmile", 2, BW_HOURS, "no", None, "Quarry Lane", "2", "Stenby", "ST7 3QL",
                 [("CCS", "50", 1), ("Type 2", "22", 1)], "2024-01-12", None),
    "12533907": ("Greenmile Stenby Services", "1002", "Greenmile", 10, "24/7", "yes", "0.79 GBP/kWh", "Coast Road",
                 None, "Stenby", "ST8 2CR", [("CCS", "350", 4), ("CCS", "150", 6), ("CHAdeMO", "50", 1)],
                 "2024-09-03", "GM-0051"),
    "12533950": ("Stenby Town Hall", "1005", None, 2, "24/7", "no", None, "High Street", "1", "Stenby", "ST7 1AB",
                 [("Type 2", "7.4", 2)], "2021-10-05", None),
    "12702118": ("Eldham Hospital Visitor Parking", "1001", "Voltara", 4, "24/7", "yes", "0.69 GBP/kWh",
                 "Infirmary Road", None, "Eldham", "EL3 5IR", [("Type 2", "22", 4)], "2023-05-20", "VOL-0219"),
    "12702301": (None, "1002", "Greenmile", 2, "24/7", "yes", "0.72 GBP/kWh", "Ferry Lane", None, "Stenby",
                 "ST7 2FL", [("CHAdeMO", "50", 1), ("CCS", "50", 1)], "2022-12-01", "GM-0038"),
    "12890455": ("Eldham Park and Ride", "1003", None, 6, "Mo-Sa 06:00-20:00", "no", None, "Longmeadow Road", None,
                 "Eldham", "EL5 8LM", [("Type 2", "22", 6)], "2024-04-18", None),
    "12890502": ("Voltara Eldham Business Park", "1001", "Voltara", 2, "Mo-Fr 07:00-19:00", "yes", "0.59 GBP/kWh",
                 "Enterprise Way", "20", "Eldham", "EL4 9EW", [("CCS", "100", 2)], "2024-06-11", "VOL-0275"),
    "13001276": ("Stenby Ferry Terminal", "1005", None, 4, "24/7", "yes", "0.55 GBP/kWh", "Ferry Lane", None,
                 "Stenby", "ST7 2FT", [("Type 2", "22", 4)], "2023-08-08", None),
    "13001289": (None, "1003", None, 2, "24/7", "no", None, "Orchard Close", None, "Marlow Cross", "MC2 5OC",
                 [("Type 2", "7.4", 2)], "2021-03-22", None),
}


def _node(*ids: str) -> set[str]:
    return {f"{EV}node/{i}" for i in ids}


def _operator(*ids: str) -> set[str]:
    return {f"{EV}operator/{i}" for i in ids}


def charging_kg() -> str:
    """N-Triples of the charging station export."""
    g = Graph()
    for oid, (name, kind, website) in EV_OPERATORS.items():
        o = f"{EV}operator/{oid}"
        g.add(o, OSMK + "name", _lit(name)), g.add(o, OSMK + "operator_type", _lit(kind))
        g.add(o, OSMK + "website", _lit(website))
    for nid, fields in EV_STATIONS.items():
        (name, operator, network, capacity, hours, fee, charge, street, number, city, postcode, sockets, checked,
         ref) = fields
        n = f"{EV}node/{nid}"
        g.add(n, OSMK + "amenity", _lit("charging_station"))
        if name:
            g.add(n, OSMK + "name", _lit(name))
        g.add(n, OSMK + "operator", f"{EV}operator/{operator}")
        if network:
            g.add(n, OSMK + "network", _lit(network))
        g.add(n, OSMK + "capacity", _typed(capacity, "integer")), g.add(n, OSMK + "opening_hours", _lit(hours))
        g.add(n, OSMK + "fee", _lit(fee))
        if charge:
            g.add(n, OSMK + "charge", _lit(charge))
        g.add(n, OSMK + "addr_street", _lit(street))
        if number:
            g.add(n, OSMK + "addr_housenumber", _lit(number))
        g.add(n, OSMK + "addr_city", _lit(city)), g.add(n, OSMK + "addr_postcode", _lit(postcode))
        for k, (kind, power, count) in enumerate(sockets, 1):
            s = f"_:socket_{nid}_{k}"
            g.add(n, OSMK + "socket", s), g.add(s, OSMK + "socket_type", _lit(kind))
            g.add(s, OSMK + "output", _typed(power, "decimal")), g.add(s, OSMK + "count", _typed(count, "integer"))
        g.add(n, OSMK + "check_date", _typed(checked, "date"))
        if ref:
            g.add(n, OSMK + "ref", _lit(ref))
    return g.text()


CHARGING_QUESTIONS = [
    ("Who operates Stenby Harbour Car Park?", _operator("1001")),
    ("How many cars can charge at once at Greenmile Stenby Services?", {"10"}),
    ("What are the opening hours of Marlow Cross Library?", {"Mo-Fr 09:00-18:00; Sa 09:00-13:00"}),
    ("Is there a fee at Market Square Chargers?", {"no"}),
    ("Which stations in Stenby are open 24/7?", _node("12310022", "12533907", "12533950", "12702301", "13001276")),
    ("Which stations have a CHAdeMO connector?", _node("10934872", "12533907", "12702301")),
    ("What is the maximum charging power at Greenmile Rapid Marlow Cross?", {"350"}),
    ("How many CCS connectors are there at Voltara Hub Eldham Retail Park?", {"4"}),
    ("Which stations does Brightway Supermarkets operate?", _node("11201455", "11875319", "12310058")),
    ("Which network is the charging station on Mill Lane part of?", {"Greenmile"}),
    ("What is the postcode of Voltara Hub Eldham Retail Park?", {"EL4 2PQ"}),
    ("When was Stenby Town Hall last checked?", {"2021-10-05"}),
    ("Which stations offer 350 kW charging?", _node("11875302", "12533907")),
    ("How many charging stations does Voltara Energy operate?", {"5"}),
    ("Which stations in Eldham are free to use?", _node("10934990", "11201455", "12890455")),
    ("What does it cost to charge at Stenby Harbour Car Park?", {"0.62 GBP/kWh"}),
    ("Which station has room for the most cars?", _node("12533907")),
    ("Which charging stations are on Ferry Lane?", _node("12702301", "13001276")),
    ("Who operates the charging station at 48 Station Road?", _operator("1004")),
    ("What type of sockets does Stenby Ferry Terminal have?", {"Type 2"}),
    ("Which stations were last checked before 2023?", _node("12044187", "12533950", "12702301", "13001289")),
    ("How powerful are the Type 2 sockets at Eldham Park and Ride?", {"22"}),
    ("Which stations on the Voltara network have chargers of 100 kW or more?", _node("10934872", "12890502")),
    ("Which operators are private companies?", _operator("1001", "1002", "1004")),
    ("Which operator runs the most stations?", _operator("1001")),
    ("Which charging stations in Stenby have no name?", _node("12310058", "12702301")),
    ("What are the opening hours of Marlow Cross Libary?", {"Mo-Fr 09:00-18:00; Sa 09:00-13:00"}),  # misspelt
    ("how many cars can charge at stenby town hall", {"2"}),
    ("How many charging sessions did Voltara Hub Eldham Retail Park have last month?", set()),  # no usage data
    ("What is the phone number of Brightway Supermarkets?", set()),  # no phone tags
    ("Are there toilets at Greenmile Stenby Services?", set()),  # no toilets tag
]
CHARGING_MADE_UP = ["Who operates Stenby Marina Car Park?", "What are the opening hours of Eldham Library?",
                    "How many stations does Voltmile Energy operate?",
                    "Which stations does Freshway Supermarkets operate?", "What is the website of Ampere North?",
                    "Who operates the charging station at 99 Kestrel Avenue?"]
CHARGING_GRAPHS = [
    ('[("Greenmile Stenby Services", "run by", ?x)]', _operator("1002")),
    ('[("Voltara Hub Eldham Retail Park", "connector", ?s), (?s, "power", ?x)]', {"150", "50", "22"}),
    ('[(?st, "company", "Brightway Supermarkets"), (?st, "street", ?x)]', {"Station Road", "Mill Lane", "Quarry Lane"}),
    ('[(?st, "charging network", "Voltara"), (?st, "spaces", ?x)]', {"8", "4", "6", "2"}),
    ('[("Stenby Town Council", "homepage", ?x)]', {"https://stenby-tc.example/"}),
    ('[("Eldham Park and Ride", "last surveyed", ?x)]', {"2024-04-18"}),
]

KGS_O = {"auctions": (auctions_kg, AUCTIONS_QUESTIONS, AUCTIONS_MADE_UP, AUCTIONS_GRAPHS),
         "tickets": (tickets_kg, TICKETS_QUESTIONS, TICKETS_MADE_UP, TICKETS_GRAPHS),
         "launches": (launches_kg, LAUNCHES_QUESTIONS, LAUNCHES_MADE_UP, LAUNCHES_GRAPHS),
         "boardgames": (boardgames_kg, BOARDGAMES_QUESTIONS, BOARDGAMES_MADE_UP, BOARDGAMES_GRAPHS),
         "charging": (charging_kg, CHARGING_QUESTIONS, CHARGING_MADE_UP, CHARGING_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_O, __doc__)
