"""A second batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py):

- `library`: a bibliographic KG in `dcterms:`/`foaf:`/`bibo:`/`skos:` with hash IRIs
  (`…/work/8841#this`, `…/agent/p101#this`): works named by `dcterms:title` (`dcterms:creator`,
  `dcterms:issued` as xsd:gYear or xsd:date, `dcterms:subject`, `dcterms:isPartOf` a series with
  `bibo:volume`, `bibo:translator`), people and publishers by `foaf:name`, subjects are
  `skos:Concept`s with `skos:prefLabel` (and `skos:broader`), places by `rdfs:label`; publishers
  `foaf:based_near` a place; a vocabulary of its own for `publishedBy` and `birthYear`;
- `products`: an e-commerce catalogue in schema.org with slug IRIs (`…/p/trail-runner-gtx-2`):
  `schema:Product`s named by `schema:name` with `schema:brand`, `schema:manufacturer`,
  `schema:countryOfOrigin`, `schema:category` as plain text, `schema:color`, prices only through
  `schema:offers` → `schema:Offer` (`schema:price` xsd:decimal, `schema:priceCurrency`); brands,
  organizations (`schema:foundingDate`, `schema:location`) and countries named by `schema:name`;
- `football`: a sports KG with snake_case IRIs and no labels at all, names only in IRIs
  (`…/resource/player/mateo_arrizabal`, `…/ontology/plays_for`, `coached_by`, `home_stadium`,
  `founded_year`, `capacity`, `competes_in`, …), rdf:type classes (Player, Club, Stadium, City, Coach,
  League, Country); invented clubs, players and towns, so general knowledge cannot help;
- `biomed`: an OBO-style life-science KG: opaque numeric IRIs (`…/obo/DRUG_0000101`) named by
  `rdfs:label` with `oboInOwl:hasExactSynonym` (brand names, abbreviations: "Gleevec", "COX-2", "T2DM"),
  `oboInOwl:id` and IAO definitions; classes Drug, Disease, Phenotype, Protein, Gene (labelled), relations
  with labels (`treats`, `targets`, `encodedBy`, `associatedWith`, `sideEffect` "has side effect",
  `approvedYear`, `chromosomeLocation`);
- `transit`: a city transit KG with id IRIs (`…/stop/1207`, `…/line/MB`, `…/district/3`), every name an
  `rdfs:label` in @nl and @en (some stops @nl only, operators untagged), a vocabulary of its own with
  @en/@nl labels (`serves` line→stop, `connectsTo` stated once per neighbouring pair, `operatedBy`,
  `terminus`, `mode`, `openedIn`, `locatedIn` a district, `foundedIn`).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_b.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, Triples, _lit  # noqa: E402

FOAF, BIBO = "http://xmlns.com/foaf/0.1/", "http://purl.org/ontology/bibo/"
OWL = "http://www.w3.org/2002/07/owl#"


def _typed(value: object, datatype: str) -> str:
    """An N-Triples literal of XSD `datatype`."""
    return f'"{value}"^^<{XSD}{datatype}>'


# ---- library (dcterms / foaf / bibo / skos, hash IRIs) -------------------------------------------
LIB, LIBV = "http://lib.example.org/", "http://lib.example.org/vocab#"
LIB_PEOPLE = {  # id: (foaf:name, birth year)
    "p101": ("Marguerite Olander", 1948), "p102": ("Tomasz Wierzbicki", 1961),
    "p103": ("Adaeze Okonkwo-Hale", 1979), "p104": ("Henrik Vass", 1935), "p105": ("Lucía Berenguer", 1970),
    "p106": ("Colm Feeney", 1955), "p107": ("Saskia de Roode", 1983), "p108": ("Ivo Brandt", 1942),
    "p109": ("Noor Al-Khatib", 1988), "p110": ("Edwin Marchetti", 1929), "p111": ("Rania Solberg", 1966),
    "p112": ("Aurelio Cantú", 1951),
}
LIB_PUBLISHERS = {  # id: (foaf:name, place id)
    "o31": ("Harrowgate Press", "pl1"), "o32": ("Meridian & Vale", "pl2"), "o33": ("Editorial Cierzo", "pl3"),
    "o34": ("Kestrel House", "pl4"), "o35": ("Uitgeverij Zoutkamp", "pl5"), "o36": ("Blue Fern Books", "pl6"),
}
LIB_PLACES = {"pl1": "Leeds", "pl2": "Boston", "pl3": "Zaragoza", "pl4": "Dublin", "pl5": "Groningen",
              "pl6": "Auckland"}
LIB_CONCEPTS = {  # id: (prefLabel, broader concept id or None)
    "c001": ("Maritime history", "c011"), "c002": ("Cartography", None), "c003": ("Glaciology", "c012"),
    "c004": ("Folklore", None), "c005": ("Urban planning", None), "c006": ("Bookbinding", None),
    "c007": ("Beekeeping", None), "c008": ("Espionage", None), "c009": ("Ornithology", "c012"),
    "c010": ("Textile history", "c011"), "c011": ("History", None), "c012": ("Natural sciences", None),
}
LIB_SERIES = {"s1": "The Northern Shores Trilogy", "s2": "Field Guides to the Ordinary"}
# work id: (title, creators, issued, subjects, publisher, translator, (series, volume) or None)
LIB_WORKS = {
    "8841": ("The Salt Ledger", ["p101"], "1994", ["c001"], "o31", None, ("s1", "1")),
    "8842": ("Tides of the Brandwater", ["p101"], "1997", ["c001", "c004"], "o31", None, ("s1", "2")),
    "8843": ("The Last Lantern Keeper", ["p101"], "2001", ["c001"], "o31", None, ("s1", "3")),
    "8850": ("Maps That Lied", ["p102"], "2009-03-14", ["c002"], "o32", None, None),
    "8851": ("A Short History of the Ice", ["p102"], "2015", ["c003"], "o32", None, None),
    "8860": ("Hive and Hearth", ["p103"], "2018-05-02", ["c007"], "o36", None, ("s2", "1")),
    "8861": ("Small Birds of Large Cities", ["p103", "p109"], "2020", ["c009", "c005"], "o36", None, ("s2", "2")),
    "8862": ("The Patient Loom", ["p109"], "2022", ["c010"], "o36", None, ("s2", "3")),
    "8870": ("Stitched Spines", ["p104"], "1972", ["c006"], "o34", None, None),
    "8871": ("The Cartographer's Widow", ["p104"], "1979", ["c002", "c004"], "o34", None, None),
    "8880": ("Calle del Cierzo", ["p105"], "2003", ["c005"], "o33", None, None),
    "8881": ("Winter Orchards", ["p105"], "2011", ["c004"], "o33", "p111", None),
    "8890": ("The Fenwick Dossier", ["p106"], "1988", ["c008"], "o34", None, None),
    "8891": ("Nine Quiet Agents", ["p106"], "1992-10-01", ["c008"], "o34", None, None),
    "8900": ("Polders and People", ["p107"], "2016", ["c005"], "o35", None, None),
    "8901": ("Wadden Weather Diaries", ["p107"], "2019", ["c003"], "o35", None, None),
    "8910": ("The Glass Harbour", ["p108"], "1968", ["c001"], "o31", None, None),
    "8911": ("Gulls Over Grimsby", ["p108"], "1975", ["c009"], "o31", None, None),
    "8920": ("Threads of the Levant", ["p110"], "1958", ["c010"], "o34", None, None),
    "8930": ("Honey Roads", ["p112"], "1999", ["c007"], "o33", "p111", None),
}


def _lw(ident: str) -> str:
    """IRI of a library work, agent, place, concept or series by its id."""
    if ident.isdigit():
        return f"{LIB}work/{ident}#this"
    if ident.startswith(("p1", "o")):
        return f"{LIB}agent/{ident}#this"
    if ident.startswith("pl"):
        return f"{LIB}place/{ident}#this"
    if ident.startswith("c"):
        return f"{LIB}concept/{ident}"
    return f"{LIB}series/{ident}#this"


def library_kg() -> str:
    """N-Triples of the bibliographic KG."""
    lines = Triples()
    add = lines.add
    for ident, (name, born) in LIB_PEOPLE.items():
        add(_lw(ident), RDF_TYPE, f"<{FOAF}Person>"), add(_lw(ident), FOAF + "name", _lit(name))
        add(_lw(ident), LIBV + "birthYear", _typed(born, "gYear"))
    for ident, (name, place) in LIB_PUBLISHERS.items():
        add(_lw(ident), RDF_TYPE, f"<{FOAF}Organization>"), add(_lw(ident), FOAF + "name", _lit(name))
        add(_lw(ident), FOAF + "based_near", f"<{_lw(place)}>")
    for ident, name in LIB_PLACES.items():
        add(_lw(ident), RDF_TYPE, f"<{DCT}Location>"), add(_lw(ident), RDFS + "label", _lit(name, "en"))
    for ident, (label, broader) in LIB_CONCEPTS.items():
        add(_lw(ident), RDF_TYPE, f"<{SKOS}Concept>"), add(_lw(ident), SKOS + "prefLabel", _lit(label, "en"))
        add(_lw(ident), SKOS + "inScheme", f"<{LIB}concept/scheme>")
        if broader:
            add(_lw(ident), SKOS + "broader", f"<{_lw(broader)}>")
    for ident, title in LIB_SERIES.items():
        add(_lw(ident), RDF_TYPE, f"<{BIBO}Series>"), add(_lw(ident), DCT + "title", _lit(title))
    for ident, (title, creators, issued, subjects, publisher, translator, part) in LIB_WORKS.items():
        w = _lw(ident)
        add(w, RDF_TYPE, f"<{BIBO}Book>"), add(w, DCT + "title", _lit(title))
        add(w, DCT + "issued", _typed(issued, "date" if "-" in issued else "gYear"))
        add(w, LIBV + "publishedBy", f"<{_lw(publisher)}>")
        for creator in creators:
            add(w, DCT + "creator", f"<{_lw(creator)}>")
        for subject in subjects:
            add(w, DCT + "subject", f"<{_lw(subject)}>")
        if translator:
            add(w, BIBO + "translator", f"<{_lw(translator)}>")
        if part:
            add(w, DCT + "isPartOf", f"<{_lw(part[0])}>"), add(w, BIBO + "volume", _lit(part[1]))
    return "\n".join(lines) + "\n"


def _l(*ids: str) -> set[str]:
    return {_lw(i) for i in ids}


LIBRARY_QUESTIONS = [
    ("Who wrote The Salt Ledger?", _l("p101")),
    ("Which books did Marguerite Olander write?", _l("8841", "8842", "8843")),
    ("who published maps that lied", _l("o32")),
    ("When was A Short History of the Ice published?", {"2015"}),
    ("When was Hive and Hearth issued?", {"2018-05-02"}),
    ("What is The Cartographer's Widow about?", _l("c002", "c004")),
    ("Which books are about ornithology?", _l("8861", "8911")),
    ("Who translated Winter Orchards?", _l("p111")),
    ("Where is Kestrel House based?", _l("pl4")),
    ("Who are the authors of Small Birds of Large Cities?", _l("p103", "p109")),
    ("Which series is The Patient Loom part of?", _l("s2")),
    ("Which books belong to The Northern Shores Trilogy?", _l("8841", "8842", "8843")),
    ("What volume is Tides of the Brandwater?", {"2"}),
    ("In what year was Henrik Vass born?", {"1935"}),
    ("Where is the publisher of Calle del Cierzo based?", _l("pl3")),
    ("Who wrote the books published by Uitgeverij Zoutkamp?", _l("p107")),
    ("What subjects did Colm Feeney write about?", _l("c008")),
    ("What is the ISBN of The Glass Harbour?", set()),  # no ISBNs in the KG: any answer is wrong
    ("How many pages does Honey Roads have?", set()),  # no page counts in the KG
]
LIBRARY_MADE_UP = ["Who wrote The Copper Almanac?", "When was Marguerite Vasquez born?",
                   "Who published Tides of the Silverwater?", "Which books did Oswin Trelawney-Pike write?",
                   "Where is Harrowgate Editions based?", "Who wrote The Salt Ledger Revisited?"]
LIBRARY_GRAPHS = [
    ('[("The Salt Ledger", "creator", ?x)]', _l("p101")),
    ('[(?w, "creator", "Henrik Vass"), (?w, "issued", ?x)]', {"1972", "1979"}),
    ('[("Calle del Cierzo", "published by", ?p), (?p, "based near", ?x)]', _l("pl3")),
    ('[(?x, "subject", "Ornithology")]', _l("8861", "8911")),
    ('[("Winter Orchards", "translator", ?x)]', _l("p111")),
    ('[("Gulls Over Grimsby", "creator", ?a), (?a, "birth year", ?x)]', {"1942"}),
]


# ---- products (schema.org e-commerce catalogue, slug IRIs) ----------------------------------------
SHOP = "https://shop.example.com/"
SHOP_COUNTRIES = {"vn": "Vietnam", "pt": "Portugal", "cn": "China", "pl": "Poland", "it": "Italy",
                  "my": "Malaysia", "fr": "France", "de": "Germany", "se": "Sweden"}
SHOP_BRANDS = {"trailhawk": "Trailhawk", "lumora": "Lumora", "pebblecrest": "Pebblecrest", "brisa": "Brisa",
               "vantor-audio": "Vantor Audio", "quillsby": "Quillsby", "oakhollow": "Oakhollow"}
SHOP_ORGS = {  # slug: (name, founding year, located in)
    "dong-nai-footwear": ("Dong Nai Footwear JSC", 1996, "vn"),
    "norrvik-outdoor": ("Norrvik Outdoor AB", 1971, "se"),
    "halden-appliances": ("Halden Appliances GmbH", 1958, "de"),
    "sonqo-electronics": ("Sonqo Electronics Co.", 2004, "cn"),
    "papeterie-gallant": ("Papeterie Gallant SA", 1892, "fr"),
    "oakhollow-workshops": ("Oakhollow Workshops Ltd", 2011, "pt"),
}
# slug: (name, brand, manufacturer, category, price in EUR, country of origin, colour or None)
SHOP_PRODUCTS = {
    "trail-runner-gtx-2": ("Trail Runner GTX 2", "trailhawk", "dong-nai-footwear", "Trail running shoes",
                           "149.95", "vn", "Slate blue"),
    "trail-runner-gtx-3": ("Trail Runner GTX 3", "trailhawk", "dong-nai-footwear", "Trail running shoes",
                           "169.95", "vn", "Ember orange"),
    "summit-lite-mid": ("Summit Lite Mid", "trailhawk", "dong-nai-footwear", "Hiking boots", "189.95", "vn", None),
    "ridgeline-shell-jacket": ("Ridgeline Shell Jacket", "trailhawk", "norrvik-outdoor", "Rain jackets",
                               "229.95", "pt", "Moss green"),
    "beam-400-headlamp": ("Beam 400 Headlamp", "lumora", "norrvik-outdoor", "Headlamps", "39.95", "cn", None),
    "beam-900-headlamp": ("Beam 900 Headlamp", "lumora", "norrvik-outdoor", "Headlamps", "79.95", "cn", None),
    "camp-lantern-l2": ("Camp Lantern L2", "lumora", "norrvik-outdoor", "Lanterns", "54.95", "cn", None),
    "pebblecrest-kettle-1-7": ("Pebblecrest Kettle 1.7 L", "pebblecrest", "halden-appliances", "Kettles",
                               "59.99", "pl", "Brushed steel"),
    "pebblecrest-toaster-t4": ("Pebblecrest Toaster T4", "pebblecrest", "halden-appliances", "Toasters",
                               "74.99", "pl", None),
    "pebblecrest-blender-pro": ("Pebblecrest Blender Pro", "pebblecrest", "halden-appliances", "Blenders",
                                "129.99", "cn", None),
    "brisa-espresso-one": ("Brisa Espresso One", "brisa", "halden-appliances", "Espresso machines",
                           "349.99", "it", "Cream"),
    "brisa-burr-grinder-g2": ("Brisa Burr Grinder G2", "brisa", "halden-appliances", "Coffee grinders",
                              "119.99", "it", None),
    "brisa-moka-pot-6": ("Brisa Moka Pot 6 Cup", "brisa", "halden-appliances", "Stovetop coffee makers",
                         "34.95", "it", None),
    "vantor-nc700": ("Vantor NC700", "vantor-audio", "sonqo-electronics", "Headphones", "279.95", "cn", "Black"),
    "vantor-buds-s": ("Vantor Buds S", "vantor-audio", "sonqo-electronics", "Earbuds", "99.95", "cn", "Graphite"),
    "vantor-soundbar-x1": ("Vantor Soundbar X1", "vantor-audio", "sonqo-electronics", "Soundbars", "399.95",
                           "my", None),
    "quillsby-a5-dot-notebook": ("Quillsby A5 Dot Notebook", "quillsby", "papeterie-gallant", "Notebooks",
                                 "18.95", "fr", "Navy"),
    "quillsby-fountain-pen-m": ("Quillsby Fountain Pen M", "quillsby", "papeterie-gallant", "Pens", "42.95",
                                "de", None),
    "quillsby-ink-midnight-blue": ("Quillsby Ink Midnight Blue 50 ml", "quillsby", "papeterie-gallant", "Inks",
                                   "12.95", "fr", None),
    "oakhollow-standing-desk-140": ("Oakhollow Standing Desk 140", "oakhollow", "oakhollow-workshops", "Desks",
                                    "649.99", "pt", "Natural oak"),
    "oakhollow-five-shelf-bookcase": ("Oakhollow Five-Shelf Bookcase", "oakhollow", "oakhollow-workshops",
                                      "Bookcases", "389.99", "pt", None),
    "oakhollow-kitchen-stool": ("Oakhollow Kitchen Stool", "oakhollow", "oakhollow-workshops", "Stools", "89.95",
                                "pl", None),
}
SHOP_DESCRIPTIONS = {
    "trail-runner-gtx-2": "Waterproof trail shoe with a grippy lugged outsole for muddy descents.",
    "beam-900-headlamp": "Rechargeable 900-lumen headlamp for night running and alpine starts.",
    "brisa-espresso-one": "Compact single-boiler espresso machine with a steam wand.",
    "vantor-nc700": "Over-ear wireless headphones with adaptive noise cancelling.",
    "oakhollow-standing-desk-140": "Height-adjustable desk, 140 cm solid oak top, dual motors.",
}
SHOP_OUT_OF_STOCK = {"summit-lite-mid", "vantor-soundbar-x1"}


def _sp(kind: str, slug: str) -> str:
    """IRI of a shop product ("p"), brand, organization ("org") or country."""
    return f"{SHOP}{kind}/{slug}"


def products_kg() -> str:
    """N-Triples of the schema.org product catalogue."""
    lines = Triples()
    add = lines.add
    for code, name in SHOP_COUNTRIES.items():
        add(_sp("country", code), RDF_TYPE, f"<{SCHEMA}Country>"), add(_sp("country", code), SCHEMA + "name",
                                                                       _lit(name))
    for slug, name in SHOP_BRANDS.items():
        add(_sp("brand", slug), RDF_TYPE, f"<{SCHEMA}Brand>"), add(_sp("brand", slug), SCHEMA + "name", _lit(name))
    for slug, (name, founded, country) in SHOP_ORGS.items():
        org = _sp("org", slug)
        add(org, RDF_TYPE, f"<{SCHEMA}Organization>"), add(org, SCHEMA + "name", _lit(name))
        add(org, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        add(org, SCHEMA + "location", f"<{_sp('country', country)}>")
    for i, (slug, (name, brand, maker, category, price, origin, colour)) in enumerate(SHOP_PRODUCTS.items()):
        p, offer = _sp("p", slug), _sp("p", slug) + "#offer"
        add(p, RDF_TYPE, f"<{SCHEMA}Product>"), add(p, SCHEMA + "name", _lit(name))
        add(p, SCHEMA + "sku", _lit(f"SKU-{10400 + 7 * i}"))
        add(p, SCHEMA + "brand", f"<{_sp('brand', brand)}>"), add(p, SCHEMA + "manufacturer", f"<{_sp('org', maker)}>")
        add(p, SCHEMA + "category", _lit(category))
        add(p, SCHEMA + "countryOfOrigin", f"<{_sp('country', origin)}>")
        if colour:
            add(p, SCHEMA + "color", _lit(colour))
        if slug in SHOP_DESCRIPTIONS:
            add(p, SCHEMA + "description", _lit(SHOP_DESCRIPTIONS[slug], "en"))
        add(p, SCHEMA + "offers", f"<{offer}>"), add(offer, RDF_TYPE, f"<{SCHEMA}Offer>")
        add(offer, SCHEMA + "price", _typed(price, "decimal")), add(offer, SCHEMA + "priceCurrency", _lit("EUR"))
        stock = "OutOfStock" if slug in SHOP_OUT_OF_STOCK else "InStock"
        add(offer, SCHEMA + "availability", f"<{SCHEMA}{stock}>")
    return "\n".join(lines) + "\n"


def _s(kind: str, *slugs: str) -> set[str]:
    return {_sp(kind, s) for s in slugs}


PRODUCTS_QUESTIONS = [
    ("What brand is the Trail Runner GTX 2?", _s("brand", "trailhawk")),
    ("Who manufactures the Vantor NC700?", _s("org", "sonqo-electronics")),
    ("How much does the Brisa Espresso One cost?", {"349.99"}),
    ("What is the price of the Beam 900 Headlamp?", {"79.95"}),
    ("Which country does the Summit Lite Mid come from?", _s("country", "vn")),
    ("list all trailhawk products", _s("p", "trail-runner-gtx-2", "trail-runner-gtx-3", "summit-lite-mid",
                                       "ridgeline-shell-jacket")),
    ("Which products are made in Italy?", _s("p", "brisa-espresso-one", "brisa-burr-grinder-g2", "brisa-moka-pot-6")),
    ("Which products are headlamps?", _s("p", "beam-400-headlamp", "beam-900-headlamp")),
    ("What category is the Vantor Soundbar X1 in?", {"Soundbars"}),
    ("Where is Halden Appliances GmbH located?", _s("country", "de")),
    ("When was Papeterie Gallant founded?", {"1892"}),
    ("What color is the Vantor Buds S?", {"Graphite"}),
    ("Which company manufactures Pebblecrest products?", _s("org", "halden-appliances")),
    ("Where is the manufacturer of the Ridgeline Shell Jacket located?", _s("country", "se")),
    ("Which brands does Halden Appliances GmbH manufacture?", _s("brand", "pebblecrest", "brisa")),
    ("what does the quillsby a5 dot notebook cost", {"18.95"}),
    ("Which products does Sonqo Electronics make?", _s("p", "vantor-nc700", "vantor-buds-s", "vantor-soundbar-x1")),
    ("How heavy is the Brisa Moka Pot 6 Cup?", set()),  # no weights in the KG: any answer is wrong
    ("What is the average customer rating of the Vantor NC700?", set()),  # no ratings in the KG
]
PRODUCTS_MADE_UP = ["How much does the Trail Runner GTX 7 cost?", "Who manufactures the Vantor NC950?",
                    "What brand is the Zephyrix Aero Blender?", "Where is Halvorsen Kitchenware AS located?",
                    "Which products does Moonquill sell?", "What is the price of the Pebblecrest Air Fryer?"]
PRODUCTS_GRAPHS = [
    ('[("Trail Runner GTX 2", "brand", ?x)]', _s("brand", "trailhawk")),
    ('[("Brisa Espresso One", "offers", ?o), (?o, "price", ?x)]', {"349.99"}),
    ('[(?p, "brand", "Lumora"), (?p, "country of origin", ?x)]', _s("country", "cn")),
    ('[("Ridgeline Shell Jacket", "manufacturer", ?m), (?m, "location", ?x)]', _s("country", "se")),
    ('[(?x, "manufacturer", "Sonqo Electronics Co.")]',
     _s("p", "vantor-nc700", "vantor-buds-s", "vantor-soundbar-x1")),
    ('[("Vantor Soundbar X1", "category", ?x)]', {"Soundbars"}),
]


# ---- football (snake_case IRIs, no labels at all, invented clubs and players) --------------------
SPORT, SPORTO = "http://sports.example.org/resource/", "http://sports.example.org/ontology/"
FB_CITIES = {  # city: country
    "valdora": "spain", "castrel": "spain", "montserra": "spain", "lunares": "spain",
    "skarvik": "norway", "holmstad": "norway", "kalvo": "norway", "sandeby": "norway"}
# club: (city, stadium, stadium capacity, founded year, coach, league)
FB_CLUBS = {
    "fc_valdora": ("valdora", "estadio_del_faro", 32150, 1908, "ernesto_labarga", "liga_costa_dorada"),
    "real_castrel": ("castrel", "campo_san_isidro", 18400, 1921, "julian_ocaranza", "liga_costa_dorada"),
    "atletico_montserra": ("montserra", "estadio_la_pedrera", 24800, 1934, "ramon_figueiral", "liga_costa_dorada"),
    "deportivo_lunares": ("lunares", "estadio_municipal_lunares", 12900, 1947, "marcelo_estebanez",
                          "liga_costa_dorada"),
    "if_skarvik": ("skarvik", "skarvik_arena", 9600, 1919, "petter_grimstad", "fjordliga"),
    "holmstad_united": ("holmstad", "fjordpark", 14250, 1899, "bjorn_alvestad", "fjordliga"),
    "kalvo_bk": ("kalvo", "kalvo_stadion", 6300, 1962, "rune_eidsmo", "fjordliga"),
    "sandeby_ff": ("sandeby", "sandeby_idrettspark", 7800, 1925, "kjetil_marstrander", "fjordliga"),
}
# player: (club, position, shirt number, born in)
FB_PLAYERS = {
    "mateo_arrizabal": ("fc_valdora", "forward", 9, "castrel"),
    "joaquin_ferrando": ("fc_valdora", "goalkeeper", 1, "valdora"),
    "nuno_calheiros": ("fc_valdora", "midfielder", 8, "montserra"),
    "ignacio_bellamar": ("real_castrel", "forward", 11, "castrel"),
    "sergio_quintanar": ("real_castrel", "defender", 4, "lunares"),
    "dario_espejel": ("real_castrel", "midfielder", 10, "valdora"),
    "alvaro_tresguerra": ("atletico_montserra", "goalkeeper", 13, "montserra"),
    "ruben_aldecoa": ("atletico_montserra", "defender", 5, "castrel"),
    "tomas_villaseca": ("atletico_montserra", "forward", 7, "lunares"),
    "enzo_galarreta": ("deportivo_lunares", "midfielder", 6, "lunares"),
    "pablo_miravete": ("deportivo_lunares", "forward", 19, "valdora"),
    "hugo_urquiola": ("deportivo_lunares", "defender", 3, "montserra"),
    "magnus_oyeberg": ("if_skarvik", "forward", 9, "skarvik"),
    "eirik_tveitane": ("if_skarvik", "goalkeeper", 1, "holmstad"),
    "jonas_lindqvast": ("if_skarvik", "midfielder", 8, "sandeby"),
    "sindre_haukelid": ("holmstad_united", "defender", 2, "holmstad"),
    "oskar_brennvik": ("holmstad_united", "forward", 10, "kalvo"),
    "aksel_fjeldstad": ("holmstad_united", "midfielder", 14, "holmstad"),
    "henrik_solbakken": ("kalvo_bk", "midfielder", 7, "kalvo"),
    "lars_ostrem": ("kalvo_bk", "goalkeeper", 12, "skarvik"),
    "tobias_vangen": ("kalvo_bk", "forward", 20, "sandeby"),
    "emil_grothaug": ("sandeby_ff", "defender", 5, "sandeby"),
    "viktor_rasmark": ("sandeby_ff", "forward", 9, "holmstad"),
    "anders_kvalheim": ("sandeby_ff", "midfielder", 16, "kalvo"),
}
FB_COACH_BIRTHPLACES = {"ernesto_labarga": "lunares", "julian_ocaranza": "castrel", "ramon_figueiral": "valdora",
                        "marcelo_estebanez": "montserra", "petter_grimstad": "kalvo", "bjorn_alvestad": "skarvik",
                        "rune_eidsmo": "holmstad", "kjetil_marstrander": "sandeby"}


def _fb(kind: str, name: str) -> str:
    """IRI of a football resource, e.g. `_fb("player", "oskar_brennvik")`."""
    return f"{SPORT}{kind}/{name}"


def football_kg() -> str:
    """N-Triples of the football KG: snake_case IRIs, rdf:type classes, no labels."""
    lines = Triples()
    add = lines.add

    def rel(s: tuple[str, str], p: str, o: tuple[str, str]) -> None:
        add(_fb(*s), SPORTO + p, f"<{_fb(*o)}>")

    def typed(kind: str, name: str) -> None:
        add(_fb(kind, name), RDF_TYPE, f"<{SPORTO}{kind.capitalize()}>")

    for country in sorted(set(FB_CITIES.values())):
        typed("country", country)
    for city, country in FB_CITIES.items():
        typed("city", city), rel(("city", city), "country", ("country", country))
    for league in sorted({c[5] for c in FB_CLUBS.values()}):
        typed("league", league)
    for club, (city, stadium, capacity, founded, coach, league) in FB_CLUBS.items():
        typed("club", club), typed("stadium", stadium), typed("coach", coach)
        rel(("club", club), "based_in", ("city", city)), rel(("club", club), "home_stadium", ("stadium", stadium))
        rel(("club", club), "coached_by", ("coach", coach)), rel(("club", club), "competes_in", ("league", league))
        rel(("stadium", stadium), "located_in", ("city", city))
        add(_fb("club", club), SPORTO + "founded_year", _typed(founded, "gYear"))
        add(_fb("stadium", stadium), SPORTO + "capacity", _typed(capacity, "integer"))
    for coach, city in FB_COACH_BIRTHPLACES.items():
        rel(("coach", coach), "born_in", ("city", city))
    for player, (club, position, number, city) in FB_PLAYERS.items():
        typed("player", player), rel(("player", player), "plays_for", ("club", club))
        rel(("player", player), "born_in", ("city", city))
        add(_fb("player", player), SPORTO + "position", _lit(position))
        add(_fb("player", player), SPORTO + "shirt_number", _typed(number, "integer"))
    return "\n".join(lines) + "\n"


def _f(kind: str, *names: str) -> set[str]:
    return {_fb(kind, n) for n in names}


FOOTBALL_QUESTIONS = [
    ("Who plays for FC Valdora?", _f("player", "mateo_arrizabal", "joaquin_ferrando", "nuno_calheiros")),
    ("Which club does Oskar Brennvik play for?", _f("club", "holmstad_united")),
    ("Where was Mateo Arrizabal born?", _f("city", "castrel")),
    ("Who coaches Real Castrel?", _f("coach", "julian_ocaranza")),
    ("What is the home stadium of IF Skarvik?", _f("stadium", "skarvik_arena")),
    ("When was Holmstad United founded?", {"1899"}),
    ("What is the capacity of Kalvo Stadion?", {"6300"}),
    ("Which league does Sandeby FF compete in?", _f("league", "fjordliga")),
    ("which clubs compete in the liga costa dorada",
     _f("club", "fc_valdora", "real_castrel", "atletico_montserra", "deportivo_lunares")),
    ("what position does eirik tveitane play", {"goalkeeper"}),
    ("Who was born in Castrel?", _f("player", "mateo_arrizabal", "ignacio_bellamar", "ruben_aldecoa")
     | _f("coach", "julian_ocaranza")),
    ("What shirt number does Dario Espejel wear?", {"10"}),
    ("Which country is Skarvik in?", _f("country", "norway")),
    ("Where is the home stadium of Deportivo Lunares located?", _f("city", "lunares")),
    ("Who coaches the club Viktor Rasmark plays for?", _f("coach", "kjetil_marstrander")),
    ("What is the capacity of the stadium where Atletico Montserra play?", {"24800"}),
    ("In which league does Tobias Vangen play?", _f("league", "fjordliga")),
    ("Who is the captain of FC Valdora?", set()),  # no captaincy in the KG: any answer is wrong
    ("How much did Holmstad United pay for Oskar Brennvik?", set()),  # no transfer fees in the KG
]
FOOTBALL_MADE_UP = ["Which club does Lionel Arrizabal play for?", "Who coaches Real Valdora?",
                    "What is the home stadium of Torremar Athletic?", "When was Sandeby United founded?",
                    "Where was Gunnar Kjelsvik born?", "What is the capacity of Estadio del Sol Naciente?"]
FOOTBALL_GRAPHS = [
    ('[("Oskar Brennvik", "plays for", ?x)]', _f("club", "holmstad_united")),
    ('[("Real Castrel", "coached by", ?x)]', _f("coach", "julian_ocaranza")),
    ('[(?p, "plays for", "IF Skarvik"), (?p, "shirt number", ?x)]', {"9", "1", "8"}),
    ('[("Atletico Montserra", "home stadium", ?s), (?s, "capacity", ?x)]', {"24800"}),
    ('[(?x, "competes in", "Fjordliga")]', _f("club", "if_skarvik", "holmstad_united", "kalvo_bk", "sandeby_ff")),
    ('[("Viktor Rasmark", "plays for", ?c), (?c, "founded year", ?x)]', {"1925"}),
]


# ---- biomed (OBO style: opaque numeric IRIs, rdfs:label + oboInOwl synonyms) -----------------------
OBO, BMV = "http://purl.example.org/obo/", "http://purl.example.org/obo/biomed.owl#"
OBO_IN_OWL = "http://www.geneontology.org/formats/oboInOwl#"
IAO_DEFINITION = "http://purl.obolibrary.org/obo/IAO_0000115"
# id: (class, label, exact synonyms)
BIO_ENTITIES = {
    "DRUG_0000101": ("Drug", "aspirin", ["acetylsalicylic acid", "ASA"]),
    "DRUG_0000102": ("Drug", "ibuprofen", ["isobutylphenylpropionic acid"]),
    "DRUG_0000103": ("Drug", "celecoxib", ["Celebrex"]),
    "DRUG_0000104": ("Drug", "naproxen", []),
    "DRUG_0000105": ("Drug", "metformin", ["dimethylbiguanide"]),
    "DRUG_0000106": ("Drug", "atorvastatin", ["Lipitor"]),
    "DRUG_0000107": ("Drug", "simvastatin", ["Zocor"]),
    "DRUG_0000108": ("Drug", "imatinib", ["STI-571", "Gleevec"]),
    "DRUG_0000109": ("Drug", "gefitinib", ["ZD1839"]),
    "DRUG_0000110": ("Drug", "warfarin", ["Coumadin"]),
    "DRUG_0000111": ("Drug", "lisinopril", []),
    "DRUG_0000112": ("Drug", "omeprazole", ["Prilosec"]),
    "DRUG_0000113": ("Drug", "sitagliptin", ["MK-0431"]),
    "DRUG_0000114": ("Drug", "levothyroxine", ["L-thyroxine"]),
    "DIS_0000201": ("Disease", "rheumatoid arthritis", ["RA"]),
    "DIS_0000202": ("Disease", "osteoarthritis", ["degenerative joint disease"]),
    "DIS_0000203": ("Disease", "type 2 diabetes mellitus", ["T2DM", "adult-onset diabetes"]),
    "DIS_0000204": ("Disease", "hypercholesterolemia", ["high blood cholesterol"]),
    "DIS_0000205": ("Disease", "chronic myeloid leukemia", ["CML"]),
    "DIS_0000206": ("Disease", "non-small cell lung carcinoma", ["NSCLC"]),
    "DIS_0000207": ("Disease", "atrial fibrillation", ["AF"]),
    "DIS_0000208": ("Disease", "hypertension", ["high blood pressure"]),
    "DIS_0000209": ("Disease", "gastroesophageal reflux disease", ["GERD", "acid reflux"]),
    "DIS_0000210": ("Disease", "hypothyroidism", ["underactive thyroid"]),
    "DIS_0000211": ("Disease", "coronary artery disease", ["CAD"]),
    "DIS_0000212": ("Disease", "gastrointestinal stromal tumor", ["GIST"]),
    "PHEN_0000301": ("Phenotype", "gastrointestinal bleeding", ["GI bleeding"]),
    "PHEN_0000302": ("Phenotype", "nausea", []),
    "PHEN_0000303": ("Phenotype", "myalgia", ["muscle pain"]),
    "PHEN_0000304": ("Phenotype", "lactic acidosis", []),
    "PHEN_0000305": ("Phenotype", "dry cough", []),
    "PHEN_0000306": ("Phenotype", "edema", ["fluid retention"]),
    "PHEN_0000307": ("Phenotype", "rash", ["skin rash"]),
    "PHEN_0000308": ("Phenotype", "headache", []),
    "PRO_0000401": ("Protein", "prostaglandin G/H synthase 1", ["COX-1", "cyclooxygenase-1"]),
    "PRO_0000402": ("Protein", "prostaglandin G/H synthase 2", ["COX-2", "cyclooxygenase-2"]),
    "PRO_0000403": ("Protein", "HMG-CoA reductase", ["3-hydroxy-3-methylglutaryl-coenzyme A reductase"]),
    "PRO_0000404": ("Protein", "tyrosine-protein kinase ABL1", ["c-Abl"]),
    "PRO_0000405": ("Protein", "epidermal growth factor receptor", ["receptor tyrosine-protein kinase erbB-1"]),
    "PRO_0000406": ("Protein", "vitamin K epoxide reductase complex subunit 1", ["VKOR"]),
    "PRO_0000407": ("Protein", "angiotensin-converting enzyme", ["kininase II"]),
    "PRO_0000408": ("Protein", "potassium-transporting ATPase alpha chain 1", ["proton pump", "H+/K+ ATPase"]),
    "PRO_0000409": ("Protein", "dipeptidyl peptidase 4", ["DPP-4"]),
    "PRO_0000410": ("Protein", "mast/stem cell growth factor receptor Kit", ["c-Kit", "CD117"]),
    "PRO_0000411": ("Protein", "thyroid hormone receptor beta", ["TR-beta"]),
    "PRO_0000412": ("Protein", "AMP-activated protein kinase catalytic subunit alpha-1", ["AMPK alpha-1"]),
    "GENE_0000501": ("Gene", "PTGS1", ["COX1"]),
    "GENE_0000502": ("Gene", "PTGS2", ["COX2"]),
    "GENE_0000503": ("Gene", "HMGCR", []),
    "GENE_0000504": ("Gene", "ABL1", ["JTK7"]),
    "GENE_0000505": ("Gene", "EGFR", ["ERBB1"]),
    "GENE_0000506": ("Gene", "VKORC1", []),
    "GENE_0000507": ("Gene", "ACE", ["DCP1"]),
    "GENE_0000508": ("Gene", "ATP4A", []),
    "GENE_0000509": ("Gene", "DPP4", ["ADCP2"]),
    "GENE_0000510": ("Gene", "KIT", ["SCFR"]),
    "GENE_0000511": ("Gene", "THRB", ["NR1A2"]),
    "GENE_0000512": ("Gene", "PRKAA1", ["AMPKa1"]),
    "GENE_0000513": ("Gene", "HLA-DRB1", []),
    "GENE_0000514": ("Gene", "TCF7L2", []),
}
# drug: (approved year, treats, targets, side effects, definition)
BIO_DRUGS = {
    "DRUG_0000101": (1950, ["DIS_0000211", "DIS_0000201"], ["PRO_0000401", "PRO_0000402"],
                     ["PHEN_0000301", "PHEN_0000302"], "A salicylate used to relieve pain and reduce clotting."),
    "DRUG_0000102": (1974, ["DIS_0000202", "DIS_0000201"], ["PRO_0000401", "PRO_0000402"],
                     ["PHEN_0000301", "PHEN_0000302"], "A propionic acid derivative used for pain and inflammation."),
    "DRUG_0000103": (1998, ["DIS_0000202", "DIS_0000201"], ["PRO_0000402"], ["PHEN_0000306"],
                     "A selective inhibitor used for arthritis pain."),
    "DRUG_0000104": (1976, ["DIS_0000202"], ["PRO_0000401", "PRO_0000402"], ["PHEN_0000301"],
                     "A propionic acid derivative with a long half-life."),
    "DRUG_0000105": (1995, ["DIS_0000203"], ["PRO_0000412"], ["PHEN_0000304", "PHEN_0000302"],
                     "A biguanide that lowers hepatic glucose production."),
    "DRUG_0000106": (1996, ["DIS_0000204", "DIS_0000211"], ["PRO_0000403"], ["PHEN_0000303"],
                     "A statin that lowers LDL cholesterol."),
    "DRUG_0000107": (1991, ["DIS_0000204"], ["PRO_0000403"], ["PHEN_0000303"],
                     "A statin derived from a fungal fermentation product."),
    "DRUG_0000108": (2001, ["DIS_0000205", "DIS_0000212"], ["PRO_0000404", "PRO_0000410"],
                     ["PHEN_0000306", "PHEN_0000302", "PHEN_0000307"], "A tyrosine kinase inhibitor."),
    "DRUG_0000109": (2003, ["DIS_0000206"], ["PRO_0000405"], ["PHEN_0000307"],
                     "A kinase inhibitor used in some lung cancers."),
    "DRUG_0000110": (1954, ["DIS_0000207"], ["PRO_0000406"], ["PHEN_0000301"],
                     "An oral anticoagulant."),
    "DRUG_0000111": (1987, ["DIS_0000208"], ["PRO_0000407"], ["PHEN_0000305"],
                     "An enzyme inhibitor used to lower blood pressure."),
    "DRUG_0000112": (1989, ["DIS_0000209"], ["PRO_0000408"], ["PHEN_0000308"],
                     "An inhibitor of gastric acid secretion."),
    "DRUG_0000113": (2006, ["DIS_0000203"], ["PRO_0000409"], ["PHEN_0000308"],
                     "An incretin enhancer taken once daily."),
    "DRUG_0000114": (2002, ["DIS_0000210"], ["PRO_0000411"], [],
                     "A synthetic thyroid hormone."),
}
BIO_ENCODED_BY = {"PRO_0000401": "GENE_0000501", "PRO_0000402": "GENE_0000502", "PRO_0000403": "GENE_0000503",
                  "PRO_0000404": "GENE_0000504", "PRO_0000405": "GENE_0000505", "PRO_0000406": "GENE_0000506",
                  "PRO_0000407": "GENE_0000507", "PRO_0000408": "GENE_0000508", "PRO_0000409": "GENE_0000509",
                  "PRO_0000410": "GENE_0000510", "PRO_0000411": "GENE_0000511", "PRO_0000412": "GENE_0000512"}
BIO_ASSOCIATED_WITH = {"GENE_0000502": ["DIS_0000201"], "GENE_0000513": ["DIS_0000201"],
                       "GENE_0000514": ["DIS_0000203"], "GENE_0000503": ["DIS_0000204"],
                       "GENE_0000504": ["DIS_0000205"], "GENE_0000510": ["DIS_0000212"],
                       "GENE_0000505": ["DIS_0000206"], "GENE_0000507": ["DIS_0000208"],
                       "GENE_0000511": ["DIS_0000210"]}
BIO_CHROMOSOME = {"GENE_0000501": "9q33.2", "GENE_0000502": "1q31.1", "GENE_0000503": "5q13.3",
                  "GENE_0000504": "9q34.12", "GENE_0000505": "7p11.2", "GENE_0000506": "16p11.2",
                  "GENE_0000507": "17q23.3", "GENE_0000508": "19q13.12", "GENE_0000509": "2q24.2",
                  "GENE_0000510": "4q12", "GENE_0000511": "3p24.2", "GENE_0000512": "5p13.1",
                  "GENE_0000513": "6p21.32", "GENE_0000514": "10q25.2"}
BIO_RELATIONS = {"treats": "treats", "targets": "targets", "encodedBy": "encoded by",
                 "associatedWith": "associated with", "sideEffect": "has side effect",
                 "approvedYear": "approved year", "chromosomeLocation": "chromosome location"}


def biomed_kg() -> str:
    """N-Triples of the OBO-style biomedical KG."""
    lines = Triples()
    add = lines.add

    def rel(s: str, p: str, o: str) -> None:
        add(OBO + s, BMV + p, f"<{OBO}{o}>")

    add(BMV.rstrip("#"), RDF_TYPE, f"<{OWL}Ontology>")
    for cls in ("Drug", "Disease", "Phenotype", "Protein", "Gene"):
        add(BMV + cls, RDF_TYPE, f"<{OWL}Class>"), add(BMV + cls, RDFS + "label", _lit(cls.lower()))
    for prop, label in BIO_RELATIONS.items():
        kind = "DatatypeProperty" if prop in ("approvedYear", "chromosomeLocation") else "ObjectProperty"
        add(BMV + prop, RDF_TYPE, f"<{OWL}{kind}>"), add(BMV + prop, RDFS + "label", _lit(label))
    for ident, (cls, label, synonyms) in BIO_ENTITIES.items():
        add(OBO + ident, RDF_TYPE, f"<{BMV}{cls}>"), add(OBO + ident, RDFS + "label", _lit(label))
        add(OBO + ident, OBO_IN_OWL + "id", _lit(ident.replace("_", ":")))
        for synonym in synonyms:
            add(OBO + ident, OBO_IN_OWL + "hasExactSynonym", _lit(synonym))
    for drug, (year, treats, targets, effects, definition) in BIO_DRUGS.items():
        add(OBO + drug, BMV + "approvedYear", _typed(year, "gYear"))
        add(OBO + drug, IAO_DEFINITION, _lit(definition))
        for disease in treats:
            rel(drug, "treats", disease)
        for protein in targets:
            rel(drug, "targets", protein)
        for effect in effects:
            rel(drug, "sideEffect", effect)
    for protein, gene in BIO_ENCODED_BY.items():
        rel(protein, "encodedBy", gene)
    for gene, diseases in BIO_ASSOCIATED_WITH.items():
        for disease in diseases:
            rel(gene, "associatedWith", disease)
    for gene, band in BIO_CHROMOSOME.items():
        add(OBO + gene, BMV + "chromosomeLocation", _lit(band))
    return "\n".join(lines) + "\n"


def _o(*ids: str) -> set[str]:
    return {OBO + i for i in ids}


BIOMED_QUESTIONS = [
    ("What does imatinib treat?", _o("DIS_0000205", "DIS_0000212")),
    ("Which drugs treat type 2 diabetes?", _o("DRUG_0000105", "DRUG_0000113")),
    ("What does celecoxib target?", _o("PRO_0000402")),
    ("Which drugs target COX-1?", _o("DRUG_0000101", "DRUG_0000102", "DRUG_0000104")),
    ("Which gene encodes HMG-CoA reductase?", _o("GENE_0000503")),
    ("What are the side effects of metformin?", _o("PHEN_0000304", "PHEN_0000302")),
    ("Which drugs have muscle pain as a side effect?", _o("DRUG_0000106", "DRUG_0000107")),
    ("When was gefitinib approved?", {"2003"}),
    ("which diseases is TCF7L2 associated with", _o("DIS_0000203")),
    ("What does acetylsalicylic acid treat?", _o("DIS_0000211", "DIS_0000201")),
    ("What does Gleevec target?", _o("PRO_0000404", "PRO_0000410")),
    ("Which genes are associated with rheumatoid arthritis?", _o("GENE_0000502", "GENE_0000513")),
    ("What is the chromosome location of KIT?", {"4q12"}),
    ("Which gene encodes the target of warfarin?", _o("GENE_0000506")),
    ("Which drugs target the protein encoded by ACE?", _o("DRUG_0000111")),
    ("Which drugs treat the diseases associated with EGFR?", _o("DRUG_0000109")),
    ("what is the treatment for GERD", _o("DRUG_0000112")),
    ("What is the recommended dose of warfarin?", set()),  # no dosing in the KG: any answer is wrong
    ("Who discovered omeprazole?", set()),  # no discoverers in the KG
]
BIOMED_MADE_UP = ["What does zorvatinib treat?", "Which drugs target COX-3?",
                  "What are the side effects of pelastatin?", "Which gene encodes Velmora kinase?",
                  "Which drugs treat Harlow-Brandt syndrome?", "Which diseases is PTGS7 associated with?"]
BIOMED_GRAPHS = [
    ('[("imatinib", "treats", ?x)]', _o("DIS_0000205", "DIS_0000212")),
    ('[(?x, "targets", "COX-2")]', _o("DRUG_0000101", "DRUG_0000102", "DRUG_0000103", "DRUG_0000104")),
    ('[("warfarin", "targets", ?p), (?p, "encoded by", ?x)]', _o("GENE_0000506")),
    ('[(?d, "side effect", "myalgia"), (?d, "approved year", ?x)]', {"1996", "1991"}),
    ('[("TCF7L2", "associated with", ?x)]', _o("DIS_0000203")),
    ('[(?g, "associated with", "NSCLC"), (?x, "encoded by", ?g)]', _o("PRO_0000405")),
]


# ---- transit (numeric IRIs, rdfs:label @nl/@en, own vocabulary with labels) ----------------------
TR, TRV = "http://transit.example.org/", "http://transit.example.org/def#"
TR_DISTRICTS = {  # id: {language: label}
    "1": {"nl": "Binnenstad", "en": "City Centre"}, "2": {"nl": "Oosterwijk"},
    "3": {"nl": "Havenkwartier", "en": "Harbour Quarter"}, "4": {"nl": "Zuiderveld"},
    "5": {"nl": "Polderrand"}, "6": {"nl": "Noorderhaven"},
}
# stop id: ({language: label}, district, opened)
TR_STOPS = {
    "1201": ({"nl": "Centraal Station", "en": "Central Station"}, "1", 1889),
    "1202": ({"nl": "Marktplein", "en": "Market Square"}, "1", 1904),
    "1203": ({"nl": "Stadhuis", "en": "City Hall"}, "1", 1904),
    "1204": ({"nl": "Kerkbrink"}, "1", 1911),
    "1205": ({"nl": "Lindenlaan"}, "2", 1926),
    "1206": ({"nl": "Ziekenhuis Oost", "en": "East Hospital"}, "2", 1968),
    "1207": ({"nl": "Universiteit", "en": "University"}, "2", 1972),
    "1208": ({"nl": "Molenweg"}, "2", 1931),
    "1209": ({"nl": "Havenkade", "en": "Harbour Quay"}, "3", 1898),
    "1210": ({"nl": "Sluisbrug"}, "3", 1902),
    "1211": ({"nl": "Vissersdijk"}, "3", 1955),
    "1212": ({"nl": "Veerpont Noord", "en": "North Ferry Landing"}, "3", 1961),
    "1213": ({"nl": "Zuidpark", "en": "South Park"}, "4", 1979),
    "1214": ({"nl": "Dierentuin", "en": "Zoo"}, "4", 1979),
    "1215": ({"nl": "Boterhoek"}, "4", 1983),
    "1216": ({"nl": "De Kroon"}, "4", 1990),
    "1217": ({"nl": "Sportpark Zuid", "en": "South Sports Park"}, "4", 2004),
    "1218": ({"nl": "Luchthaven", "en": "Airport"}, "5", 2012),
    "1220": ({"nl": "Beatrixplein"}, "1", 1936),
    "1221": ({"nl": "Tolhuis"}, "6", 1998),
    "1222": ({"nl": "Scheepswerf", "en": "Shipyard"}, "6", 1998),
    "1223": ({"nl": "Kanaalweg"}, "2", 1940),
    "1224": ({"nl": "Rozengracht"}, "1", 1911),
}
TR_OPERATORS = {"1": ("Veldhaven Stadsvervoer", 1903), "2": ("Rivierlijn BV", 1958), "3": ("Regiobus Noord", 1976)}
TR_MODES = {"tram": "tram", "metro": "metro", "bus": "bus", "ferry": "veerboot"}  # English id: Dutch label
# line id: (English label, Dutch label, mode, operator, opened, stops in order)
TR_LINES = {
    "T1": ("Tram 1", "Tramlijn 1", "tram", "1", 1904, ["1201", "1202", "1203", "1224", "1205", "1208"]),
    "T4": ("Tram 4", "Tramlijn 4", "tram", "1", 1926, ["1209", "1210", "1202", "1220", "1223", "1206"]),
    "MA": ("Metro A", "Metrolijn A", "metro", "1", 1968, ["1201", "1220", "1207", "1206"]),
    "MB": ("Metro B", "Metrolijn B", "metro", "1", 1979, ["1201", "1204", "1213", "1214", "1216", "1217"]),
    "B12": ("Bus 12", "Buslijn 12", "bus", "3", 1983, ["1213", "1215", "1216", "1218"]),
    "B27": ("Bus 27", "Buslijn 27", "bus", "3", 1990, ["1207", "1208", "1223", "1211", "1209"]),
    "F1": ("Ferry F1", "Veerdienst F1", "ferry", "2", 1961, ["1212", "1222", "1221"]),
    "F2": ("Ferry F2", "Veerdienst F2", "ferry", "2", 1998, ["1209", "1221"]),
}
TR_PREDICATES = {"serves": ("serves", "bedient"), "connectsTo": ("connects to", "verbonden met"),
                 "operatedBy": ("operated by", "geëxploiteerd door"), "terminus": ("terminus", "eindhalte"),
                 "mode": ("mode", "vervoerswijze"), "openedIn": ("opened in", "geopend in"),
                 "locatedIn": ("located in", "ligt in"), "foundedIn": ("founded in", "opgericht in")}


def transit_kg() -> str:
    """N-Triples of the transit KG: id IRIs, Dutch and English labels, own labelled vocabulary."""
    lines = Triples()
    add = lines.add
    for prop, (en, nl) in TR_PREDICATES.items():
        add(TRV + prop, RDFS + "label", _lit(en, "en")), add(TRV + prop, RDFS + "label", _lit(nl, "nl"))
    for cls in ("Stop", "Line", "Operator", "District", "Mode"):
        add(TRV + cls, RDF_TYPE, f"<{OWL}Class>"), add(TRV + cls, RDFS + "label", _lit(cls.lower(), "en"))
    for mode, nl in TR_MODES.items():
        add(TR + f"mode/{mode}", RDF_TYPE, f"<{TRV}Mode>")
        add(TR + f"mode/{mode}", RDFS + "label", _lit(mode, "en"))
        add(TR + f"mode/{mode}", RDFS + "label", _lit(nl, "nl"))
    for ident, labels in TR_DISTRICTS.items():
        add(TR + f"district/{ident}", RDF_TYPE, f"<{TRV}District>")
        for lang, label in labels.items():
            add(TR + f"district/{ident}", RDFS + "label", _lit(label, lang))
    for ident, (name, founded) in TR_OPERATORS.items():
        add(TR + f"operator/{ident}", RDF_TYPE, f"<{TRV}Operator>")
        add(TR + f"operator/{ident}", RDFS + "label", _lit(name))
        add(TR + f"operator/{ident}", TRV + "foundedIn", _typed(founded, "gYear"))
    for ident, (labels, district, opened) in TR_STOPS.items():
        stop = TR + f"stop/{ident}"
        add(stop, RDF_TYPE, f"<{TRV}Stop>"), add(stop, TRV + "locatedIn", f"<{TR}district/{district}>")
        add(stop, TRV + "openedIn", _typed(opened, "gYear"))
        for lang, label in labels.items():
            add(stop, RDFS + "label", _lit(label, lang))
    pairs: set[tuple[str, str]] = set()
    for ident, (en, nl, mode, operator, opened, stops) in TR_LINES.items():
        line = TR + f"line/{ident}"
        add(line, RDF_TYPE, f"<{TRV}Line>"), add(line, RDFS + "label", _lit(en, "en"))
        add(line, RDFS + "label", _lit(nl, "nl")), add(line, TRV + "mode", f"<{TR}mode/{mode}>")
        add(line, TRV + "operatedBy", f"<{TR}operator/{operator}>")
        add(line, TRV + "openedIn", _typed(opened, "gYear"))
        for stop in stops:
            add(line, TRV + "serves", f"<{TR}stop/{stop}>")
        for end in (stops[0], stops[-1]):
            add(line, TRV + "terminus", f"<{TR}stop/{end}>")
        for a, b in zip(stops, stops[1:]):
            if (b, a) not in pairs and (a, b) not in pairs:
                pairs.add((a, b))
                add(TR + f"stop/{a}", TRV + "connectsTo", f"<{TR}stop/{b}>")
    return "\n".join(lines) + "\n"


def _t(kind: str, *ids: str) -> set[str]:
    return {f"{TR}{kind}/{i}" for i in ids}


TRANSIT_QUESTIONS = [
    ("Which lines serve Centraal Station?", _t("line", "T1", "MA", "MB")),
    ("Which stops does Metro B serve?", _t("stop", "1201", "1204", "1213", "1214", "1216", "1217")),
    ("Who operates Bus 12?", _t("operator", "3")),
    ("When did the University stop open?", {"1972"}),
    ("In which district is Havenkade?", _t("district", "3")),
    ("which stops are in the harbour quarter", _t("stop", "1209", "1210", "1211", "1212")),
    ("Which stops connect to Marktplein?", _t("stop", "1201", "1203", "1210", "1220")),
    ("What are the termini of Tram 4?", _t("stop", "1209", "1206")),
    ("Which lines does Rivierlijn BV operate?", _t("line", "F1", "F2")),
    ("What kind of transport is Veerdienst F1?", _t("mode", "ferry")),
    ("When was Tram 1 opened?", {"1904"}),
    ("Which lines serve the zoo?", _t("line", "MB")),
    ("Which stops were opened in 1979?", _t("stop", "1213", "1214")),
    ("Who operates the lines that serve Tolhuis?", _t("operator", "2")),
    ("In which districts does Bus 12 stop?", _t("district", "4", "5")),
    ("When was the operator of Metro A founded?", {"1903"}),
    ("Which metro lines serve East Hospital?", _t("line", "MA")),
    ("How many passengers use Centraal Station each day?", set()),  # no ridership in the KG: any answer is wrong
    ("How often does Tram 4 run?", set()),  # no frequencies or timetables in the KG
]
TRANSIT_MADE_UP = ["Which lines serve Kastanjeplein?", "Who operates Tram 9?", "When did Havenkade Zuid open?",
                   "Which stops does the Sneltram Oostlijn serve?", "In which district is Willemsbrug?",
                   "Which lines does Deltaline Vervoer operate?"]
TRANSIT_GRAPHS = [
    ('[("Bus 12", "operated by", ?x)]', _t("operator", "3")),
    ('[(?x, "serves", "Tolhuis")]', _t("line", "F1", "F2")),
    ('[("Havenkade", "located in", ?x)]', _t("district", "3")),
    ('[(?l, "operated by", "Rivierlijn BV"), (?l, "opened in", ?x)]', {"1961", "1998"}),
    ('[("Metro A", "operated by", ?o), (?o, "founded in", ?x)]', {"1903"}),
    ('[("Metro B", "terminus", ?s), (?s, "located in", ?x)]', _t("district", "1", "4")),
]

KGS_B = {"library": (library_kg, LIBRARY_QUESTIONS, LIBRARY_MADE_UP, LIBRARY_GRAPHS),
         "products": (products_kg, PRODUCTS_QUESTIONS, PRODUCTS_MADE_UP, PRODUCTS_GRAPHS),
         "football": (football_kg, FOOTBALL_QUESTIONS, FOOTBALL_MADE_UP, FOOTBALL_GRAPHS),
         "biomed": (biomed_kg, BIOMED_QUESTIONS, BIOMED_MADE_UP, BIOMED_GRAPHS),
         "transit": (transit_kg, TRANSIT_QUESTIONS, TRANSIT_MADE_UP, TRANSIT_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_B, __doc__)
