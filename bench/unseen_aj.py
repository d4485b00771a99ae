"""A thirty-sixth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ai.py):

- `choirs`: a choir directory in the W3C Organization Ontology (`org:`) where NOTHING links a person to a choir
  directly: every singer, musical director, accompanist and chair is an `org:Membership` node (`…/membership/m02`:
  `org:member` a `foaf:Person` named by `foaf:name`, `org:organization` a choir, `org:role` an `org:Role`) whose
  `org:memberDuring` is a blank OWL-Time `time:Interval` with `time:hasBeginning` and, for past members only,
  `time:hasEnd`, each a blank `time:Instant` with `time:inXSDDate` xsd:date (so "who directs" is the membership with no
  end, "until 2016" the one that ended then); roles are `skos:prefLabel`@en individuals in a `skos:broader` tree
  (soprano, alto, tenor, bass, treble ⊂ singer; musical director ⊂ conductor); choirs (`…/org/york-minster-choir`)
  are named by `skos:prefLabel` (@en, some @cy / @ga: "Côr Meibion Treorci", "Cór Aireagail Chathair Chorcaí") and typed
  by a class tree of the directory's own (cathedral, chamber, community, male voice, youth ⊂ choir ⊂
  `org:FormalOrganization`; children's choir ⊂ youth choir), with `org:subOrganizationOf` for the youth and girls'
  choirs, `org:hasSite` an `org:Site` (`rdfs:label`) whose `siteTown` is a town `partOf` a county `partOf` a country
  (`rdfs:label`@en, some @cy / @ga), `founded` xsd:gYear, `auditioned` xsd:boolean and a `rehearsalDay` string;
  competitions (`rdfs:label`) are `heldIn` a town on an `eventDate` xsd:date with `prizeMoney` xsd:integer, an
  `entrant` per choir and a `firstPrize`; the directory's own properties are `rdf:Property`s labelled @en, the org:,
  time:, skos: and foaf: terms are not declared; two choirs are both "St Cecilia Singers"@en (a chamber choir at Leeds
  Minster founded 1978, auditioned, directed by Thomas Ripon; a community choir at St Luke's Church in Cork founded
  1994, not auditioned, directed by Máire Cotter; told apart only by site, town and memberships), and the conductor
  Thomas Ripon directed choirs in York, Leeds and Harrogate, none in Ripon, whose cathedral choir Ann Fairfax directs;
- `mailcoaches`: a coaching-days database with NO labels and NO string literals at all: every name is only in a
  DBpedia-style IRI (`…/resource/Quicksilver_(Devonport_Mail)`, `…/resource/Saracens_Head_Inn_(Newark)`,
  `…/resource/Newark-on-Trent`), told apart by Wikipedia-style qualifiers, under an OWL ontology of its own
  (`…/ontology/`, `owl:Class`es and `owl:ObjectProperty` / `owl:DatatypeProperty` declarations without labels; mail
  coach route, stage coach route ⊂ coach route; coaching inn, hotel ⊂ inn ⊂ building; town, city ⊂ settlement;
  coachman, guard, proprietor ⊂ person); the ordered stops of each route are an RDF collection hung off `stops` (a
  chain of blank nodes with `rdf:first` an inn and `rdf:rest` the next node, ending in `rdf:nil`), so "the first
  stop", "the last stop", "the stop after the George Inn in Stamford" and "how many stops" need the list; routes are
  `drivenBy` a coachman, `guardedBy` a guard (mail coaches only) and `operatedBy` a proprietor, with `distanceMiles` and
  `insideFareShillings` xsd:integer, `journeyHours` xsd:decimal, `firstRun` xsd:date and `nightService` xsd:boolean;
  inns are `inTown` a settlement (with its `county`), `builtYear` xsd:gYear and `stableStalls` xsd:integer;
  proprietors `keeps` an inn, people have a `birthYear` xsd:gYear and some `bornIn`; two inns are both "George Inn"
  (`George_Inn_(Stamford)`, on the York and Edinburgh mails, 40 stalls; `George_Inn_(Southwark)`, where the Tally-Ho
  starts) and two "White Hart" (Bath, Reigate), and the coachman Thomas Newark (born in Bath) drives the Bath and
  Bristol mails, neither through Newark, whose Saracen's Head the York and Edinburgh mails call at;
- `waterfalls`: a waterfall register laid over GeoNames-style features: `https://sws.geonames.org/<id>/` IRIs all
  typed `gn:Feature`, named by an untagged `gn:name` with `gn:alternateName` variants (@en "Rhine Falls", "Golden
  Falls", "Staubbach Falls"; @fr "Chutes du Rhin"; @de "Brienzersee"; @is "Suðurland"; ASCII @en spellings "Skogafoss",
  "Voringsfossen"), the kind of feature given ONLY by `gn:featureClass` / `gn:featureCode` (`gn:H.FLLS`, `gn:H.STM`,
  `gn:H.LK`, `gn:P.PPL`, `gn:A.ADM1`, `gn:A.ADM2`, `gn:A.PCLI`, declared as `gn:Code`s with a `skos:prefLabel`@en and a
  `skos:notation`), nesting ONLY by `gn:parentFeature` (waterfall or stream → municipality / district → region, canton,
  state or nation → country) besides a direct `gn:parentCountry`, `gn:population` xsd:integer for places,
  `wgs84_pos:lat` / `long` xsd:decimal and `gn:nearby` from a waterfall to its nearest town; the register's own
  vocabulary (`…/def#`, `rdf:Property`s labelled @en) gives waterfalls `onStream` a stream, `heightM` and `meanFlowM3s`
  xsd:decimal, `drops` xsd:integer, `seasonal` and `regulatedForHydropower` xsd:boolean, `protectedSince` xsd:date,
  `firstDocumented` xsd:gYear and `flowsInto` a lake, and types them by a class tree (plunge, horsetail ⊂ vertical
  waterfall; cataract ⊂ block waterfall; tiered waterfall; cascade; all ⊂ waterfall ⊂ `gn:Feature`); two waterfalls
  are both "Horseshoe Falls" (on the Niagara River in Ontario, 51 m, a cataract; on Russell Falls Creek in Tasmania,
  12 m, a seasonal cascade), two towns both "Niagara Falls" (Ontario, New York), "Schaffhausen" names a canton and a
  town, and "Reichenbach" a stream in Interlaken-Oberhasli (which the Reichenbachfall is on) and a village in
  Frutigen-Niedersimmental (with a population);
- `pigments`: a pigment thesaurus in SKOS-XL where EVERY name — of pigments, hue groups, minerals, chemists,
  painters, firms, museums, places and paintings — is a `skosxl:prefLabel` / `skosxl:altLabel` / `skosxl:hiddenLabel`
  pointing to a `skosxl:Label` node (`…/term/300112-de-2`) whose `skosxl:literalForm` carries the text in @en and
  often @de / @fr / @it / @nl / @sv ("Preußischblau"@de and "Berliner Blau"@de beside "Prussian blue"@en, "terra di
  Siena"@it, "vermillion" as a hidden label), with no `rdfs:label` or plain `skos:prefLabel` anywhere but on the
  vocabulary's properties; AAT-style numeric IRIs (`…/aat/300112`); pigments and hue groups are `skos:Concept`s in one
  `skos:ConceptScheme` with a `skos:broader` tree (blue, green, yellow, red, brown, white pigments ⊂ pigments),
  minerals concepts in another; agents, places and artworks are typed by an `rdfs:subClassOf` tree (chemist, painter ⊂
  person ⊂ agent; manufacturer, museum ⊂ organisation ⊂ agent; city, country ⊂ place; painting, print ⊂ artwork);
  the thesaurus's own properties (`…/ontology#`, labelled @en) give pigments a `colourIndex` ("PB27") and
  `chemicalFormula` string, `firstMadeYear` xsd:gYear, `inventedBy` an agent, `madeFirstIn` a place, `derivedFrom` a
  mineral, `toxic` xsd:boolean and `lightfastness` xsd:integer, agents `birthYear` / `foundedYear` xsd:gYear, `bornIn`
  and `basedIn`, places `within` a country, artworks `createdBy`, `yearCompleted` xsd:gYear, `heldAt` a museum and a
  `pigmentUsed` per pigment found; two pigments are both "Naples yellow"@en (the toxic lead antimonate, PY41, with
  "giallo di Napoli"@it; Winsor & Newton's non-toxic hue of 1921; told apart by toxicity, formula and date), and
  "malachite" and "azurite" each name both a mineral and the pigment derived from it (only the pigments are found in
  paintings), while no pigment was first made in Naples;
- `repaircafes`: a repair-café map in schema.org as its JSON-LD becomes triples: cafés (`…/cafe/delft`, also typed by
  the map's `RepairCafe` ⊂ `schema:Organization`), networks, venues (`schema:Library`, `schema:CommunityCenter`,
  declared ⊂ the map's `Venue` ⊂ `schema:Place`), sessions (`schema:Event`), volunteers (`schema:Person`) and items
  are named by `schema:name`; every address is a nested blank `schema:PostalAddress` whose `streetAddress`,
  `postalCode`, `addressLocality` ("Köln") and `addressCountry` (an ISO code, "BE") are plain strings, so "in
  Belgium" or "in Amsterdam" means reading a blank node's string; every brand is a blank `schema:Brand` with its own
  `schema:name`; cafés have a `schema:foundingDate` xsd:date, a `schema:parentOrganization` network and a
  `schema:location` venue; sessions a `schema:organizer`, `schema:location`, `schema:startDate` / `endDate`
  xsd:dateTime, `schema:isAccessibleForFree` xsd:boolean, `schema:maximumAttendeeCapacity` xsd:integer and a
  `schema:eventStatus` (`schema:EventCancelled` for one); volunteers a `schema:jobTitle` ("coordinator", "fixer"),
  `schema:memberOf` and `schema:knowsAbout` strings; who fixed what is stated ONLY person → item by `repaired`, declared
  `owl:inverseOf` `repairedBy` (item → person), which the data never uses, and items → sessions only by `broughtTo`
  (its declared inverse `itemsBrought` unused); items have an `outcome` string ("fixed", "advice given", "not
  repairable"), `weightKg` xsd:decimal and some `yearOfManufacture` xsd:gYear, and are typed by the map's class tree
  (toaster, kettle, coffee machine, blender ⊂ kitchen appliance; radio, turntable ⊂ audio device; lamp; all ⊂
  electrical item; jacket, trousers ⊂ clothing ⊂ textile; bag ⊂ textile; chair ⊂ furniture; bicycle; clock; all ⊂
  item brought for repair), the map's own properties `rdf:Property`s labelled @en; two cafés are both "Repair Café
  Oost" (Utrecht, founded 2012, meeting at Buurthuis De Leeuw; Amsterdam, founded 2009, at OBA Oost; told apart only
  by the address's locality, venue and sessions), and the fixer Jan Delft (a member of both) repaired six items in
  Utrecht and Amsterdam, none in Delft, whose items Pieter Bakker and Lotte Smit repaired.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (296 SPARQL checks run with pyoxigraph over the five KGs: one per question and
pseudo graph, the unanswerable ones asking for the absent fact, and one per name in the made-up questions (31 names in
30 questions) checked to be no literal and no IRI's local name in the KG; plus 199 more: 39 on shared names, the
membership nodes and intervals, the RDF lists, the feature codes and parent chains, the SKOS-XL labels, the one-way
inverse properties, the blank addresses and brands, class and concept hierarchies and the traps, 5 that every typed
literal is written in the canonical form a store gives back, 15 that the entity of each unanswerable question exists,
120 that each pseudo graph's names are names in its KG and its relation words are not the KG's predicate names or
property labels, and 20 that the lists above are complete and each KG has six one-hop and six two-hop graphs).
"right" = the top answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer
(three per KG, each about an entity the KG has, asking for something it does not record: subscriptions, repertoire,
e-mail addresses, liveries, passenger capacities, meal prices, visitor numbers, water temperatures, landowners, prices,
refractive indices, particle sizes, telephone numbers, purchase prices, spare parts). Made-up questions (six per KG)
name entities that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs (six one-hop and six two-hop per KG) use relation words of their own, not the KG's predicate names or property
labels.

    python bench/unseen_aj.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_f import GN, WGS84
from unseen_g import ORG, RDF, TIME, Graph
from unseen_n import SKOSXL
from unseen_r import _bool

# ---- choirs (a choir directory in the W3C Organization Ontology: who sings, conducts or accompanies where is said
# ---- ONLY by org:Membership nodes (org:member, org:organization, org:role) with an OWL-Time interval
# ---- (org:memberDuring → time:Interval → time:hasBeginning / time:hasEnd → time:Instant → time:inXSDDate), roles
# ---- as org:Role individuals named by skos:prefLabel in a skos:broader tree, choirs in a class tree under
# ---- org:FormalOrganization) ----------------------------------------------------------------------------------
CD = "https://choir-directory.example.org/"
CDV = CD + "def#"
# class: (label @en, superclass)
CD_CLASSES = {"Choir": ("choir", ORG + "FormalOrganization"), "CathedralChoir": ("cathedral choir", "Choir"),
              "ChamberChoir": ("chamber choir", "Choir"), "CommunityChoir": ("community choir", "Choir"),
              "MaleVoiceChoir": ("male voice choir", "Choir"), "YouthChoir": ("youth choir", "Choir"),
              "ChildrensChoir": ("children's choir", "YouthChoir"), "Competition": ("choral competition", None),
              "Place": ("place", None), "Country": ("country", "Place"), "County": ("county", "Place"),
              "Town": ("town", "Place")}
# property: label @en (the directory's own; the org:, time:, skos: and foaf: terms are not declared)
CD_PROPERTIES = {"founded": "year founded", "auditioned": "holds auditions", "rehearsalDay": "rehearsal day",
                 "siteTown": "town", "partOf": "part of", "birthYear": "year of birth", "bornIn": "born in",
                 "firstPrize": "first prize", "heldIn": "held in", "eventDate": "date",
                 "prizeMoney": "prize money (GBP)", "entrant": "entrant"}
# place: (labels, class, part of)
CD_PLACES = {"england": ({"en": "England"}, "Country", None),
             "wales": ({"en": "Wales", "cy": "Cymru"}, "Country", None),
             "ireland": ({"en": "Ireland", "ga": "Éire"}, "Country", None),
             "north-yorkshire": ({"en": "North Yorkshire"}, "County", "england"),
             "west-yorkshire": ({"en": "West Yorkshire"}, "County", "england"),
             "rhondda-cynon-taf": ({"en": "Rhondda Cynon Taf"}, "County", "wales"),
             "denbighshire": ({"en": "Denbighshire", "cy": "Sir Ddinbych"}, "County", "wales"),
             "county-cork": ({"en": "County Cork", "ga": "Contae Chorcaí"}, "County", "ireland"),
             "york": ({"en": "York"}, "Town", "north-yorkshire"), "ripon": ({"en": "Ripon"}, "Town", "north-yorkshire"),
             "harrogate": ({"en": "Harrogate"}, "Town", "north-yorkshire"),
             "leeds": ({"en": "Leeds"}, "Town", "west-yorkshire"),
             "treorchy": ({"en": "Treorchy", "cy": "Treorci"}, "Town", "rhondda-cynon-taf"),
             "pontypridd": ({"en": "Pontypridd"}, "Town", "rhondda-cynon-taf"),
             "llangollen": ({"en": "Llangollen"}, "Town", "denbighshire"),
             "cork": ({"en": "Cork", "ga": "Corcaigh"}, "Town", "county-cork")}
CD_SITES = {"york-minster": ("York Minster", "york"), "ripon-cathedral": ("Ripon Cathedral", "ripon"),
            "leeds-minster": ("Leeds Minster", "leeds"), "st-lukes-cork": ("St Luke's Church", "cork"),
            "triskel": ("Triskel Christchurch", "cork"), "park-and-dare": ("Park and Dare Theatre", "treorchy"),
            "wesley-chapel": ("Wesley Chapel", "harrogate"), "the-muni": ("The Muni Arts Centre", "pontypridd")}
# choir: (labels, class, site, founded, auditioned, rehearsal day, sub-organization of)
CD_CHOIRS = {
    "york-minster-choir": ({"en": "York Minster Choir"}, "CathedralChoir", "york-minster", "1822", True, "Thursday",
                           None),
    "york-minster-youth-choir": ({"en": "York Minster Youth Choir"}, "YouthChoir", "york-minster", "2012", True,
                                 "Saturday", "york-minster-choir"),
    "ripon-cathedral-choir": ({"en": "Ripon Cathedral Choir"}, "CathedralChoir", "ripon-cathedral", "1836", True,
                              "Wednesday", None),
    "ripon-girls-choir": ({"en": "Ripon Cathedral Girls' Choir"}, "ChildrensChoir", "ripon-cathedral", "1997", True,
                          "Friday", "ripon-cathedral-choir"),
    "st-cecilia-leeds": ({"en": "St Cecilia Singers"}, "ChamberChoir", "leeds-minster", "1978", True, "Monday", None),
    "st-cecilia-cork": ({"en": "St Cecilia Singers"}, "CommunityChoir", "st-lukes-cork", "1994", False, "Wednesday",
                        None),
    "cork-chamber-choir": ({"en": "Cork City Chamber Choir", "ga": "Cór Aireagail Chathair Chorcaí"}, "ChamberChoir",
                           "triskel", "1989", True, "Friday", None),
    "treorchy-male-choir": ({"en": "Treorchy Male Choir", "cy": "Côr Meibion Treorci"}, "MaleVoiceChoir",
                            "park-and-dare", "1883", False, "Sunday", None),
    "rhondda-ladies-choir": ({"en": "Rhondda Ladies Choir", "cy": "Côr Merched y Rhondda"}, "CommunityChoir",
                             "the-muni", "2001", False, "Monday", None),
    "harrogate-community-choir": ({"en": "Harrogate Community Choir"}, "CommunityChoir", "wesley-chapel", "2009", False,
                                  "Tuesday", None),
}
# role: (label @en, broader)
CD_ROLES = {"conductor": ("conductor", None), "musical-director": ("musical director", "conductor"),
            "accompanist": ("accompanist", None), "chair": ("chair", None), "singer": ("singer", None),
            "soprano": ("soprano", "singer"), "alto": ("alto", "singer"), "tenor": ("tenor", "singer"),
            "bass": ("bass", "singer"), "treble": ("treble", "singer")}
# person: (foaf:name, birth year or None, born in or None)
CD_PEOPLE = {
    "p01": ("Thomas Ripon", "1958", "leeds"), "p02": ("Ann Fairfax", "1966", "ripon"),
    "p03": ("Robert Sharrow", "1971", "york"), "p04": ("Helen Marwood", "1980", None),
    "p05": ("Gwyn Evans", "1951", "treorchy"), "p06": ("Rhys Morgan", "1979", "pontypridd"),
    "p07": ("Siobhán Ní Bhriain", "1950", "cork"), "p08": ("Declan Moloney", "1968", "cork"),
    "p09": ("Máire Cotter", "1962", None), "p10": ("Lucy Harker", "1975", "harrogate"),
    "p11": ("Bethan Price", "1970", "treorchy"), "p12": ("David Pickering", "1964", None),
    "p13": ("Eleri Watkins", "1977", None), "p14": ("Niamh Barry", "1985", "cork"),
    "p15": ("Joanna Lister", "1969", None), "p16": ("Oliver Kettlewell", None, None),
    "p17": ("James Holgate", None, None), "p18": ("Mark Dunnington", None, None), "p19": ("Clare Ashworth", None, None),
    "p20": ("Emma Thornton", None, None), "p21": ("Daniel Whitaker", None, None), "p22": ("Peter Lumb", "1948", None),
    "p23": ("Aoife Murphy", "1976", None), "p24": ("Ciarán Walsh", None, None), "p25": ("Orla Keane", None, None),
    "p26": ("Seán Lynch", None, None), "p27": ("Dafydd Jenkins", None, None), "p28": ("Huw Pritchard", None, None),
    "p29": ("Ieuan Rees", None, None), "p30": ("Ceri Howells", None, None), "p31": ("Megan Lewis", None, None),
    "p32": ("Susan Pateley", None, None), "p33": ("Amy Bilton", None, None), "p34": ("Tom Heslington", None, None),
    "p35": ("William Bondgate", None, None), "p36": ("George Skellgate", None, None),
    "p37": ("Lily Studley", None, None), "p38": ("Margaret Oldfield", None, None),
    "p39": ("Alun Treharne", None, None), "p40": ("Kate Allhallow", "1983", None),
}
# membership: (person, choir, role, start xsd:date, end xsd:date or None)
CD_MEMBERSHIPS = {
    "m01": ("p01", "york-minster-choir", "musical-director", "1998-09-01", "2016-07-31"),
    "m02": ("p03", "york-minster-choir", "musical-director", "2016-09-01", None),
    "m03": ("p01", "st-cecilia-leeds", "musical-director", "2016-09-01", None),
    "m04": ("p01", "harrogate-community-choir", "musical-director", "2009-01-10", "2014-06-30"),
    "m05": ("p10", "harrogate-community-choir", "musical-director", "2014-09-01", None),
    "m06": ("p02", "ripon-cathedral-choir", "musical-director", "2005-09-01", None),
    "m07": ("p02", "ripon-girls-choir", "musical-director", "1997-09-01", "2005-07-31"),
    "m08": ("p40", "ripon-girls-choir", "musical-director", "2005-09-01", None),
    "m09": ("p04", "york-minster-youth-choir", "musical-director", "2012-01-15", None),
    "m10": ("p05", "treorchy-male-choir", "musical-director", "1999-01-01", "2019-06-30"),
    "m11": ("p06", "treorchy-male-choir", "musical-director", "2019-09-01", None),
    "m12": ("p07", "cork-chamber-choir", "musical-director", "1989-10-01", "2010-06-30"),
    "m13": ("p08", "cork-chamber-choir", "musical-director", "2010-09-01", None),
    "m14": ("p09", "st-cecilia-cork", "musical-director", "1994-03-01", None),
    "m15": ("p11", "rhondda-ladies-choir", "musical-director", "2001-04-01", None),
    "m16": ("p12", "york-minster-choir", "accompanist", "2001-09-01", None),
    "m17": ("p13", "treorchy-male-choir", "accompanist", "2005-01-01", None),
    "m18": ("p14", "cork-chamber-choir", "accompanist", "2015-09-01", None),
    "m19": ("p15", "st-cecilia-leeds", "accompanist", "2010-09-01", None),
    "m20": ("p15", "harrogate-community-choir", "accompanist", "2009-01-10", "2018-07-31"),
    "m21": ("p16", "york-minster-choir", "bass", "2004-09-01", None),
    "m22": ("p17", "york-minster-choir", "tenor", "2010-09-01", "2019-07-31"),
    "m23": ("p18", "york-minster-choir", "alto", "2012-09-01", None),
    "m24": ("p19", "st-cecilia-leeds", "soprano", "2001-09-01", None),
    "m25": ("p20", "st-cecilia-leeds", "alto", "2015-09-01", None),
    "m26": ("p21", "st-cecilia-leeds", "tenor", "2016-09-01", None),
    "m27": ("p22", "st-cecilia-leeds", "bass", "1990-09-01", "2018-07-31"),
    "m28": ("p23", "st-cecilia-cork", "soprano", "1995-01-01", None),
    "m29": ("p24", "st-cecilia-cork", "bass", "2003-09-01", None),
    "m30": ("p23", "cork-chamber-choir", "soprano", "2008-09-01", "2014-06-30"),
    "m31": ("p25", "cork-chamber-choir", "alto", "1999-09-01", None),
    "m32": ("p26", "cork-chamber-choir", "tenor", "2011-09-01", None),
    "m33": ("p27", "treorchy-male-choir", "tenor", "1995-01-01", None),
    "m34": ("p28", "treorchy-male-choir", "bass", "2002-01-01", None),
    "m35": ("p29", "treorchy-male-choir", "bass", "2018-01-01", None),
    "m36": ("p30", "rhondda-ladies-choir", "soprano", "2001-04-01", None),
    "m37": ("p31", "rhondda-ladies-choir", "alto", "2009-09-01", None),
    "m38": ("p32", "harrogate-community-choir", "soprano", "2010-01-01", None),
    "m39": ("p17", "harrogate-community-choir", "tenor", "2019-09-01", None),
    "m40": ("p33", "york-minster-youth-choir", "soprano", "2014-01-15", "2019-07-31"),
    "m41": ("p34", "york-minster-youth-choir", "treble", "2021-01-15", None),
    "m42": ("p35", "ripon-cathedral-choir", "treble", "2019-09-01", "2023-07-31"),
    "m43": ("p36", "ripon-cathedral-choir", "bass", "2011-09-01", None),
    "m44": ("p37", "ripon-girls-choir", "treble", "2020-09-01", None),
    "m45": ("p38", "harrogate-community-choir", "chair", "2011-01-01", None),
    "m46": ("p39", "treorchy-male-choir", "chair", "2015-01-01", None),
}
# competition: (label @en, held in, date, prize money, first prize, [entrants])
CD_COMPETITIONS = {
    "llangollen-2019": ("Llangollen International Eisteddfod 2019", "llangollen", "2019-07-06", 3000,
                        "treorchy-male-choir", ["treorchy-male-choir", "rhondda-ladies-choir", "st-cecilia-leeds"]),
    "cork-2022": ("Cork International Choral Festival 2022", "cork", "2022-04-30", 5000, "cork-chamber-choir",
                  ["cork-chamber-choir", "st-cecilia-cork", "st-cecilia-leeds", "rhondda-ladies-choir"]),
    "cork-2023": ("Cork International Choral Festival 2023", "cork", "2023-05-06", 5000, "st-cecilia-leeds",
                  ["st-cecilia-leeds", "cork-chamber-choir", "treorchy-male-choir"]),
    "harrogate-2023": ("Harrogate Choral Competition 2023", "harrogate", "2023-10-14", 1500, "ripon-girls-choir",
                       ["ripon-girls-choir", "harrogate-community-choir", "york-minster-youth-choir"]),
    "leeds-2024": ("Leeds Festival of Voices 2024", "leeds", "2024-03-16", 2000, "york-minster-youth-choir",
                   ["york-minster-youth-choir", "ripon-girls-choir", "harrogate-community-choir", "st-cecilia-leeds"]),
}


def _cd(kind: str, *ids: str) -> set[str]:
    return {f"{CD}{kind}/{i}" for i in ids}


def choirs_kg() -> str:
    """N-Triples of the choir directory (org:Membership nodes with OWL-Time intervals, roles in a SKOS tree)."""
    g = Graph()
    for cls, (label, sup) in CD_CLASSES.items():
        g.add(CDV + cls, RDF_TYPE, RDFS + "Class"), g.add(CDV + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(CDV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else CDV + sup)
    for prop, label in CD_PROPERTIES.items():
        g.add(CDV + prop, RDF_TYPE, RDF + "Property"), g.add(CDV + prop, RDFS + "label", _lit(label, "en"))
    for key, (labels, cls, within) in CD_PLACES.items():
        p = f"{CD}place/{key}"
        g.add(p, RDF_TYPE, CDV + cls)
        for lang, text in labels.items():
            g.add(p, RDFS + "label", _lit(text, lang))
        if within:
            g.add(p, CDV + "partOf", f"{CD}place/{within}")
    for key, (name, town) in CD_SITES.items():
        s = f"{CD}site/{key}"
        g.add(s, RDF_TYPE, ORG + "Site"), g.add(s, RDFS + "label", _lit(name, "en"))
        g.add(s, CDV + "siteTown", f"{CD}place/{town}")
    for key, (label, broader) in CD_ROLES.items():
        r = f"{CD}role/{key}"
        g.add(r, RDF_TYPE, ORG + "Role"), g.add(r, SKOS + "prefLabel", _lit(label, "en"))
        if broader:
            g.add(r, SKOS + "broader", f"{CD}role/{broader}")
    for key, (labels, cls, site, founded, auditioned, day, parent) in CD_CHOIRS.items():
        c = f"{CD}org/{key}"
        g.add(c, RDF_TYPE, CDV + cls)
        for lang, text in labels.items():
            g.add(c, SKOS + "prefLabel", _lit(text, lang))
        g.add(c, ORG + "hasSite", f"{CD}site/{site}"), g.add(c, CDV + "founded", _typed(founded, "gYear"))
        g.add(c, CDV + "auditioned", _bool(auditioned)), g.add(c, CDV + "rehearsalDay", _lit(day))
        if parent:
            g.add(c, ORG + "subOrganizationOf", f"{CD}org/{parent}")
    for key, (name, born, born_in) in CD_PEOPLE.items():
        p = f"{CD}person/{key}"
        g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        if born:
            g.add(p, CDV + "birthYear", _typed(born, "gYear"))
        if born_in:
            g.add(p, CDV + "bornIn", f"{CD}place/{born_in}")
    for key, (person, choir, role, start, end) in CD_MEMBERSHIPS.items():
        m = f"{CD}membership/{key}"
        g.add(m, RDF_TYPE, ORG + "Membership"), g.add(m, ORG + "member", f"{CD}person/{person}")
        g.add(m, ORG + "organization", f"{CD}org/{choir}"), g.add(m, ORG + "role", f"{CD}role/{role}")
        g.add(m, ORG + "memberDuring", f"_:{key}i"), g.add(f"_:{key}i", RDF_TYPE, TIME + "Interval")
        g.add(f"_:{key}i", TIME + "hasBeginning", f"_:{key}b"), g.add(f"_:{key}b", RDF_TYPE, TIME + "Instant")
        g.add(f"_:{key}b", TIME + "inXSDDate", _typed(start, "date"))
        if end:
            g.add(f"_:{key}i", TIME + "hasEnd", f"_:{key}e"), g.add(f"_:{key}e", RDF_TYPE, TIME + "Instant")
            g.add(f"_:{key}e", TIME + "inXSDDate", _typed(end, "date"))
    for key, (label, town, date, money, winner, entrants) in CD_COMPETITIONS.items():
        e = f"{CD}event/{key}"
        g.add(e, RDF_TYPE, CDV + "Competition"), g.add(e, RDFS + "label", _lit(label, "en"))
        g.add(e, CDV + "heldIn", f"{CD}place/{town}"), g.add(e, CDV + "eventDate", _typed(date, "date"))
        g.add(e, CDV + "prizeMoney", _typed(money, "integer")), g.add(e, CDV + "firstPrize", f"{CD}org/{winner}")
        for choir in entrants:
            g.add(e, CDV + "entrant", f"{CD}org/{choir}")
    return g.text()


CHOIRS_QUESTIONS = [
    ("Who is the current musical director of the York Minster Choir?", _cd("person", "p03")),
    ("Who was the musical director of the York Minster Choir until 2016?", _cd("person", "p01")),
    ("Which choirs has Thomas Ripon directed?",
     _cd("org", "york-minster-choir", "st-cecilia-leeds", "harrogate-community-choir")),
    ("Who accompanies the Treorchy Male Choir?", _cd("person", "p13")),
    ("Which choir does Huw Pritchard sing in?", _cd("org", "treorchy-male-choir")),
    ("What voice does Clare Ashworth sing?", _cd("role", "soprano")),
    ("Who sings tenor in the Treorchy Male Choir?", _cd("person", "p27")),
    ("Which choirs has Aoife Murphy sung in?", _cd("org", "st-cecilia-cork", "cork-chamber-choir")),
    ("When did Rhys Morgan become musical director of the Treorchy Male Choir?", {"2019-09-01"}),
    ("When did Peter Lumb leave the St Cecilia Singers?", {"2018-07-31"}),
    ("When was the Treorchy Male Choir founded?", {"1883"}),
    ("Which choirs hold auditions?",
     _cd("org", "york-minster-choir", "york-minster-youth-choir", "ripon-cathedral-choir", "ripon-girls-choir",
         "st-cecilia-leeds", "cork-chamber-choir")),
    ("On which day does the Harrogate Community Choir rehearse?", {"Tuesday"}),
    ("Where does the Cork City Chamber Choir rehearse?", _cd("site", "triskel")),
    ("Which choir is the York Minster Youth Choir part of?", _cd("org", "york-minster-choir")),
    ("Who won first prize at the Cork International Choral Festival 2023?", _cd("org", "st-cecilia-leeds")),
    ("Which competitions did the Treorchy Male Choir win?", _cd("event", "llangollen-2019")),
    ("Where was the Harrogate Choral Competition 2023 held?", _cd("place", "harrogate")),
    ("When did the Leeds Festival of Voices 2024 take place?", {"2024-03-16"}),
    ("How much prize money was on offer at the Llangollen International Eisteddfod 2019?", {"3000"}),
    ("Which choirs took part in the Cork International Choral Festival 2022?",
     _cd("org", "cork-chamber-choir", "st-cecilia-cork", "st-cecilia-leeds", "rhondda-ladies-choir")),
    ("How many choirs entered the Leeds Festival of Voices 2024?", {"4"}),
    ("Which is the oldest choir in the directory?", _cd("org", "york-minster-choir")),
    ("Which choirs were founded after 2000?",
     _cd("org", "york-minster-youth-choir", "rhondda-ladies-choir", "harrogate-community-choir")),
    ("What kind of choir is the Rhondda Ladies Choir?", {CDV + "CommunityChoir"}),
    ("Which youth choirs are listed?", _cd("org", "york-minster-youth-choir", "ripon-girls-choir")),
    ("How many singers does the Treorchy Male Choir have?", {"3"}),
    ("Which choirs rehearse in Wales?", _cd("org", "treorchy-male-choir", "rhondda-ladies-choir")),
    ("In which county does the Harrogate Community Choir rehearse?", _cd("place", "north-yorkshire")),
    ("Where was Ann Fairfax born?", _cd("place", "ripon")),
    ("When was Gwyn Evans born?", {"1951"}),
    ("Who directs the St Cecilia Singers in Cork?", _cd("person", "p09")),
    ("When were the St Cecilia Singers of Leeds founded?", {"1978"}),
    ("Who directs the choir that won the Leeds Festival of Voices 2024?", _cd("person", "p04")),
    ("Which competitions were won by a choir from Cork?", _cd("event", "cork-2022")),
    ("Who accompanies the choir directed by Declan Moloney?", _cd("person", "p14")),
    ("who sings bass in the treorchy male choir", _cd("person", "p28", "p29")),
    ("Who directs the Harrogate Comunity Choir?", _cd("person", "p10")),  # misspelt: Community
    ("How much is the yearly subscription to the St Cecilia Singers in Leeds?", set()),  # no fees
    ("Which pieces are in the repertoire of the Treorchy Male Choir?", set()),  # no repertoire
    ("What is Robert Sharrow's email address?", set()),  # no contact details
]
CHOIRS_MADE_UP = ["Who is the musical director of the Ripon Minster Choir?", "Which choir does Thomas Fairfax sing in?",
                  "When was the Pontypridd Male Choir founded?", "Who won the Cork International Choral Festival 2021?",
                  "Who accompanies the Leeds Youth Chorale?", "Where does the Côr Meibion Llangollen rehearse?"]
CHOIRS_GRAPHS = [
    ('[("Treorchy Male Choir", "established", ?x)]', {"1883"}),
    ('[("Cork International Choral Festival 2023", "winner", ?x)]', _cd("org", "st-cecilia-leeds")),
    ('[("York Minster Youth Choir", "parent ensemble", ?x)]', _cd("org", "york-minster-choir")),
    ('[(?x, "competed at", "Cork International Choral Festival 2022")]',
     _cd("org", "cork-chamber-choir", "st-cecilia-cork", "st-cecilia-leeds", "rhondda-ladies-choir")),
    ('[("Harrogate Community Choir", "practice night", ?x)]', {"Tuesday"}),
    ('[("Rhys Morgan", "conducts", ?x)]', _cd("org", "treorchy-male-choir")),
    ('[("Leeds Festival of Voices 2024", "winner", ?c), (?c, "established", ?x)]', {"2012"}),
    ('[("Rhondda Ladies Choir", "rehearsal venue", ?s), (?s, "located in", ?x)]', _cd("place", "pontypridd")),
    ('[("Harrogate Choral Competition 2023", "location", ?t), (?t, "within", ?x)]', _cd("place", "north-yorkshire")),
    ('[("York Minster Youth Choir", "parent ensemble", ?p), (?p, "rehearsal venue", ?x)]', _cd("site", "york-minster")),
    ('[("Cork International Choral Festival 2022", "winner", ?c), (?c, "practice night", ?x)]', {"Friday"}),
    ('[("Gwyn Evans", "birthplace", ?t), (?t, "within", ?x)]', _cd("place", "rhondda-cynon-taf")),
]

# ---- mailcoaches (a coaching-days database with NO labels at all: every name is only in a DBpedia-style IRI
# ---- (`…/resource/George_Inn_(Stamford)`), the ordered stops of a route an RDF list (rdf:first / rdf:rest) hung off
# ---- `stops`, an OWL ontology of its own with rdfs:subClassOf trees and no labels either) ------------------------
MC = "http://coaching-days.example.org/resource/"
MCO = "http://coaching-days.example.org/ontology/"
MC_CLASSES = {"CoachRoute": None, "MailCoachRoute": "CoachRoute", "StageCoachRoute": "CoachRoute", "Building": None,
              "Inn": "Building", "CoachingInn": "Inn", "Hotel": "Inn", "Settlement": None, "Town": "Settlement",
              "City": "Settlement", "County": None, "Person": None, "Coachman": "Person", "Guard": "Person",
              "Proprietor": "Person"}  # class: superclass
MC_OBJECT_PROPERTIES = ["stops", "drivenBy", "guardedBy", "operatedBy", "inTown", "county", "keeps", "bornIn"]
MC_DATATYPE_PROPERTIES = {"distanceMiles": "integer", "journeyHours": "decimal", "firstRun": "date",
                          "nightService": "boolean", "insideFareShillings": "integer", "builtYear": "gYear",
                          "stableStalls": "integer", "birthYear": "gYear"}
MC_COUNTIES = ["Middlesex", "Surrey", "Huntingdonshire", "Lincolnshire", "Nottinghamshire", "Yorkshire",
               "County_Durham", "Northumberland", "Midlothian", "Berkshire", "Wiltshire", "Somerset", "Gloucestershire",
               "Devon", "Kent", "Sussex", "Shropshire", "Caernarfonshire", "Anglesey"]
# settlement: (class, county)
MC_TOWNS = {"London": ("City", "Middlesex"), "Southwark": ("Town", "Surrey"), "Hounslow": ("Town", "Middlesex"),
            "Stilton": ("Town", "Huntingdonshire"), "Stamford": ("Town", "Lincolnshire"),
            "Newark-on-Trent": ("Town", "Nottinghamshire"), "York": ("City", "Yorkshire"),
            "Darlington": ("Town", "County_Durham"), "Newcastle_upon_Tyne": ("Town", "Northumberland"),
            "Edinburgh": ("City", "Midlothian"), "Reading": ("Town", "Berkshire"),
            "Marlborough": ("Town", "Wiltshire"), "Salisbury": ("City", "Wiltshire"), "Bath": ("City", "Somerset"),
            "Bristol": ("City", "Gloucestershire"), "Exeter": ("City", "Devon"), "Devonport": ("Town", "Devon"),
            "Rochester": ("City", "Kent"), "Canterbury": ("City", "Kent"), "Dover": ("Town", "Kent"),
            "Reigate": ("Town", "Surrey"), "Brighton": ("Town", "Sussex"), "Shrewsbury": ("Town", "Shropshire"),
            "Betws-y-Coed": ("Town", "Caernarfonshire"), "Holyhead": ("Town", "Anglesey")}
# inn: (class, town, built year, stable stalls)
MC_INNS = {
    "Bull_and_Mouth_Inn": ("CoachingInn", "London", "1640", 400),
    "Swan_with_Two_Necks": ("CoachingInn", "London", "1556", 200),
    "Golden_Cross_(Charing_Cross)": ("CoachingInn", "London", "1643", 120),
    "George_Inn_(Southwark)": ("CoachingInn", "Southwark", "1677", 60),
    "Red_Lion_(Hounslow)": ("CoachingInn", "Hounslow", "1710", 150),
    "Bell_Inn_(Stilton)": ("CoachingInn", "Stilton", "1642", 80),
    "George_Inn_(Stamford)": ("CoachingInn", "Stamford", "1568", 40),
    "Saracens_Head_Inn_(Newark)": ("CoachingInn", "Newark-on-Trent", "1721", 50),
    "Black_Swan_(York)": ("CoachingInn", "York", "1650", 100),
    "Kings_Head_(Darlington)": ("CoachingInn", "Darlington", "1661", 45),
    "Turks_Head_(Newcastle)": ("Hotel", "Newcastle_upon_Tyne", "1748", 70),
    "Black_Bull_Inn_(Edinburgh)": ("CoachingInn", "Edinburgh", "1752", 90),
    "Bear_Inn_(Reading)": ("CoachingInn", "Reading", "1598", 60),
    "Castle_and_Ball_(Marlborough)": ("CoachingInn", "Marlborough", "1745", 55),
    "White_Hart_(Bath)": ("CoachingInn", "Bath", "1703", 70),
    "Bush_Tavern_(Bristol)": ("CoachingInn", "Bristol", "1735", 65),
    "Black_Horse_Inn_(Salisbury)": ("CoachingInn", "Salisbury", "1690", 35),
    "New_London_Inn_(Exeter)": ("Hotel", "Exeter", "1794", 60),
    "Royal_Hotel_(Devonport)": ("Hotel", "Devonport", "1811", 40),
    "Bull_Inn_(Rochester)": ("CoachingInn", "Rochester", "1697", 50),
    "Fountain_Inn_(Canterbury)": ("CoachingInn", "Canterbury", "1620", 45),
    "Ship_Inn_(Dover)": ("CoachingInn", "Dover", "1760", 30),
    "White_Hart_(Reigate)": ("CoachingInn", "Reigate", "1700", 30),
    "Castle_Inn_(Brighton)": ("Hotel", "Brighton", "1755", 40),
    "Lion_Hotel_(Shrewsbury)": ("Hotel", "Shrewsbury", "1618", 100),
    "Royal_Oak_(Betws-y-Coed)": ("CoachingInn", "Betws-y-Coed", "1800", 25),
    "Eagle_and_Child_(Holyhead)": ("CoachingInn", "Holyhead", "1770", 30),
}
# person: (class, birth year, born in or None, inn kept or None)
MC_PEOPLE = {
    "Thomas_Newark": ("Coachman", "1779", "Bath", None),
    "William_Wood_(coachman)": ("Coachman", "1771", "Stamford", None),
    "Jem_Cracknell": ("Coachman", "1785", "York", None),
    "Harry_Ward": ("Coachman", "1790", "Exeter", None),
    "Sam_Haward": ("Coachman", "1788", "Canterbury", None),
    "Charles_Holmes": ("Coachman", "1795", "Brighton", None),
    "Robert_Pointer": ("Coachman", "1782", "Shrewsbury", None),
    "John_Peck": ("Guard", "1776", "London", None),
    "Moses_Nobbs": ("Guard", "1774", "Bristol", None),
    "Ezekiel_Dunn": ("Guard", "1783", "Exeter", None),
    "William_Chaplin": ("Proprietor", "1787", None, "Swan_with_Two_Necks"),
    "Edward_Sherman": ("Proprietor", "1776", None, "Bull_and_Mouth_Inn"),
    "Benjamin_Horne": ("Proprietor", "1786", None, "Golden_Cross_(Charing_Cross)"),
    "Ann_Nelson": ("Proprietor", "1771", None, None),
}
# route: (class, stops, driven by, guarded by or None, operated by, miles, hours, first run, night, inside fare)
MC_ROUTES = {
    "London_and_York_Mail": ("MailCoachRoute", ["Bull_and_Mouth_Inn", "Bell_Inn_(Stilton)", "George_Inn_(Stamford)",
                                                "Saracens_Head_Inn_(Newark)", "Black_Swan_(York)"],
                             "William_Wood_(coachman)", "John_Peck", "Edward_Sherman", 197, "20.5", "1786-10-02", True,
                             60),
    "London_and_Edinburgh_Mail": ("MailCoachRoute", ["Bull_and_Mouth_Inn", "George_Inn_(Stamford)",
                                                     "Saracens_Head_Inn_(Newark)", "Black_Swan_(York)",
                                                     "Kings_Head_(Darlington)", "Turks_Head_(Newcastle)",
                                                     "Black_Bull_Inn_(Edinburgh)"],
                                  "Jem_Cracknell", "John_Peck", "Edward_Sherman", 400, "45.5", "1786-10-02", True, 140),
    "London_and_Bath_Mail": ("MailCoachRoute", ["Swan_with_Two_Necks", "Red_Lion_(Hounslow)", "Bear_Inn_(Reading)",
                                                "Castle_and_Ball_(Marlborough)", "White_Hart_(Bath)"],
                             "Thomas_Newark", "Moses_Nobbs", "William_Chaplin", 107, "11.75", "1785-03-21", False, 34),
    "Bristol_Mail": ("MailCoachRoute", ["Swan_with_Two_Necks", "Red_Lion_(Hounslow)", "Bear_Inn_(Reading)",
                                        "Castle_and_Ball_(Marlborough)", "White_Hart_(Bath)", "Bush_Tavern_(Bristol)"],
                     "Thomas_Newark", "Moses_Nobbs", "William_Chaplin", 119, "16.25", "1784-08-02", True, 28),
    "Quicksilver_(Devonport_Mail)": ("MailCoachRoute", ["Bull_and_Mouth_Inn", "Red_Lion_(Hounslow)",
                                                        "Black_Horse_Inn_(Salisbury)", "New_London_Inn_(Exeter)",
                                                        "Royal_Hotel_(Devonport)"],
                                     "Harry_Ward", "Ezekiel_Dunn", "Edward_Sherman", 216, "21.25", "1820-05-01", True,
                                     84),
    "Holyhead_Mail": ("MailCoachRoute", ["Swan_with_Two_Necks", "Lion_Hotel_(Shrewsbury)", "Royal_Oak_(Betws-y-Coed)",
                                         "Eagle_and_Child_(Holyhead)"],
                      "Robert_Pointer", "John_Peck", "William_Chaplin", 260, "27.5", "1808-07-04", True, 96),
    "Tally-Ho_(Dover_coach)": ("StageCoachRoute", ["George_Inn_(Southwark)", "Bull_Inn_(Rochester)",
                                                   "Fountain_Inn_(Canterbury)", "Ship_Inn_(Dover)"],
                               "Sam_Haward", None, "Ann_Nelson", 71, "8.5", "1822-04-15", False, 24),
    "Age_(Brighton_coach)": ("StageCoachRoute", ["Golden_Cross_(Charing_Cross)", "White_Hart_(Reigate)",
                                                 "Castle_Inn_(Brighton)"],
                             "Charles_Holmes", None, "Benjamin_Horne", 52, "5.75", "1828-06-02", False, 21),
}


def _mc(*names: str) -> set[str]:
    return {MC + n for n in names}


def mailcoaches_kg() -> str:
    """N-Triples of the coaching-days database: names only in IRIs, ordered stops as RDF lists, no labels."""
    g = Graph()
    g.add(MCO.rstrip("/"), RDF_TYPE, OWL + "Ontology")
    for cls, sup in MC_CLASSES.items():
        g.add(MCO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(MCO + cls, RDFS + "subClassOf", MCO + sup)
    for prop in MC_OBJECT_PROPERTIES:
        g.add(MCO + prop, RDF_TYPE, OWL + "ObjectProperty")
    for prop in MC_DATATYPE_PROPERTIES:
        g.add(MCO + prop, RDF_TYPE, OWL + "DatatypeProperty")
    for county in MC_COUNTIES:
        g.add(MC + county, RDF_TYPE, MCO + "County")
    for town, (cls, county) in MC_TOWNS.items():
        g.add(MC + town, RDF_TYPE, MCO + cls), g.add(MC + town, MCO + "county", MC + county)
    for inn, (cls, town, built, stalls) in MC_INNS.items():
        g.add(MC + inn, RDF_TYPE, MCO + cls), g.add(MC + inn, MCO + "inTown", MC + town)
        g.add(MC + inn, MCO + "builtYear", _typed(built, "gYear"))
        g.add(MC + inn, MCO + "stableStalls", _typed(stalls, "integer"))
    for person, (cls, born, born_in, inn) in MC_PEOPLE.items():
        g.add(MC + person, RDF_TYPE, MCO + cls), g.add(MC + person, MCO + "birthYear", _typed(born, "gYear"))
        if born_in:
            g.add(MC + person, MCO + "bornIn", MC + born_in)
        if inn:
            g.add(MC + person, MCO + "keeps", MC + inn)
    for n, (route, fields) in enumerate(MC_ROUTES.items(), 1):
        cls, stops, driver, guard, operator, miles, hours, first, night, fare = fields
        r = MC + route
        g.add(r, RDF_TYPE, MCO + cls), g.add(r, MCO + "stops", f"_:r{n}s1")
        for i, stop in enumerate(stops, 1):
            g.add(f"_:r{n}s{i}", RDF + "first", MC + stop)
            g.add(f"_:r{n}s{i}", RDF + "rest", f"_:r{n}s{i + 1}" if i < len(stops) else RDF + "nil")
        g.add(r, MCO + "drivenBy", MC + driver), g.add(r, MCO + "operatedBy", MC + operator)
        if guard:
            g.add(r, MCO + "guardedBy", MC + guard)
        g.add(r, MCO + "distanceMiles", _typed(miles, "integer"))
        g.add(r, MCO + "journeyHours", _typed(hours, "decimal"))
        g.add(r, MCO + "firstRun", _typed(first, "date")), g.add(r, MCO + "nightService", _bool(night))
        g.add(r, MCO + "insideFareShillings", _typed(fare, "integer"))
    return g.text()


MAILCOACHES_QUESTIONS = [
    ("Who drives the London and Bath Mail?", _mc("Thomas_Newark")),
    ("Which routes does Thomas Newark drive?", _mc("London_and_Bath_Mail", "Bristol_Mail")),
    ("Which coachmen drive the coaches that stop in Newark?", _mc("William_Wood_(coachman)", "Jem_Cracknell")),
    ("What is the first stop of the Quicksilver?", _mc("Bull_and_Mouth_Inn")),
    ("Where does the London and Edinburgh Mail end?", _mc("Black_Bull_Inn_(Edinburgh)")),
    ("Which stop comes after the George Inn in Stamford on the London and York Mail?",
     _mc("Saracens_Head_Inn_(Newark)")),
    ("Which stop comes before the White Hart in Bath on the Bristol Mail?", _mc("Castle_and_Ball_(Marlborough)")),
    ("How many stops does the Holyhead Mail make?", {"4"}),
    ("Which routes call at the Red Lion in Hounslow?",
     _mc("London_and_Bath_Mail", "Bristol_Mail", "Quicksilver_(Devonport_Mail)")),
    ("Which route starts at the George Inn in Southwark?", _mc("Tally-Ho_(Dover_coach)")),
    ("In which town is the Castle and Ball?", _mc("Marlborough")),
    ("Which county is Stamford in?", _mc("Lincolnshire")),
    ("How long is the London and York Mail in miles?", {"197"}),
    ("How many hours did the Quicksilver take?", {"21.25"}),
    ("When did the Bristol Mail first run?", {"1784-08-02"}),
    ("Which routes ran through the night?",
     _mc("London_and_York_Mail", "London_and_Edinburgh_Mail", "Bristol_Mail", "Quicksilver_(Devonport_Mail)",
         "Holyhead_Mail")),
    ("What was the inside fare on the Tally-Ho?", {"24"}),
    ("Who operated the Holyhead Mail?", _mc("William_Chaplin")),
    ("Which inn did Edward Sherman keep?", _mc("Bull_and_Mouth_Inn")),
    ("Who kept the inn where the Quicksilver starts?", _mc("Edward_Sherman")),
    ("Who guarded the London and York Mail?", _mc("John_Peck")),
    ("When was Thomas Newark born?", {"1779"}),
    ("Where was Thomas Newark born?", _mc("Bath")),
    ("How many horses could the George Inn in Stamford stable?", {"40"}),
    ("Which is the longest route?", _mc("London_and_Edinburgh_Mail")),
    ("Which routes were stage coaches?", _mc("Tally-Ho_(Dover_coach)", "Age_(Brighton_coach)")),
    ("Which routes stop in Lincolnshire?", _mc("London_and_York_Mail", "London_and_Edinburgh_Mail")),
    ("Which routes did William Chaplin operate?", _mc("London_and_Bath_Mail", "Bristol_Mail", "Holyhead_Mail")),
    ("Which coachmen drove routes operated by Edward Sherman?",
     _mc("William_Wood_(coachman)", "Jem_Cracknell", "Harry_Ward")),
    ("Where was the driver of the Tally-Ho born?", _mc("Canterbury")),
    ("In which county is the last stop of the Bristol Mail?", _mc("Gloucestershire")),
    ("What is the second stop of the Holyhead Mail?", _mc("Lion_Hotel_(Shrewsbury)")),
    ("How many routes call at the Bear Inn in Reading?", {"2"}),
    ("Which inns are hotels?", _mc("Turks_Head_(Newcastle)", "New_London_Inn_(Exeter)", "Royal_Hotel_(Devonport)",
                                   "Castle_Inn_(Brighton)", "Lion_Hotel_(Shrewsbury)")),
    ("Which routes took longer than 24 hours?", _mc("London_and_Edinburgh_Mail", "Holyhead_Mail")),
    ("When was the Saracen's Head in Newark built?", {"1721"}),
    ("who drives the bristol mail", _mc("Thomas_Newark")),
    ("Who drove the Quiksilver?", _mc("Harry_Ward")),  # misspelt: Quicksilver
    ("What colour was the Quicksilver painted?", set()),  # no liveries
    ("How many passengers could the Bristol Mail carry?", set()),  # no capacities
    ("What did a dinner cost at the George Inn in Stamford?", set()),  # no prices at inns
]
MAILCOACHES_MADE_UP = ["Who drives the London and Norwich Mail?", "Which routes stop at the George Inn in Stilton?",
                       "When was Thomas Stamford born?", "Who kept the Swan with Three Necks?",
                       "Where does the Comet to Cheltenham start?", "Which county is Market Harborough in?"]
MAILCOACHES_GRAPHS = [
    ('[("Bristol Mail", "driver", ?x)]', _mc("Thomas_Newark")),
    ('[("Holyhead Mail", "owner", ?x)]', _mc("William_Chaplin")),
    ('[("Castle and Ball (Marlborough)", "settlement", ?x)]', _mc("Marlborough")),
    ('[("London and York Mail", "calls at", ?x)]',
     _mc("Bull_and_Mouth_Inn", "Bell_Inn_(Stilton)", "George_Inn_(Stamford)", "Saracens_Head_Inn_(Newark)",
         "Black_Swan_(York)")),
    ('[(?x, "runs", "Bull and Mouth Inn")]', _mc("Edward_Sherman")),
    ('[("Tally-Ho (Dover coach)", "ticket price", ?x)]', {"24"}),
    ('[("Quicksilver (Devonport Mail)", "driver", ?d), (?d, "birthplace", ?x)]', _mc("Exeter")),
    ('[("Holyhead Mail", "owner", ?p), (?p, "runs", ?x)]', _mc("Swan_with_Two_Necks")),
    ('[("Saracens Head Inn (Newark)", "settlement", ?t), (?t, "shire", ?x)]', _mc("Nottinghamshire")),
    ('[("Thomas Newark", "birthplace", ?t), (?t, "shire", ?x)]', _mc("Somerset")),
    ('[(?r, "driver", "Thomas Newark"), (?r, "length in miles", ?x)]', {"107", "119"}),
    ('[("Age (Brighton coach)", "owner", ?p), (?p, "year born", ?x)]', {"1786"}),
]

# ---- waterfalls (a waterfall register laid over GeoNames-style features: `https://sws.geonames.org/<id>/` IRIs,
# ---- all typed gn:Feature and named by an untagged gn:name with gn:alternateName variants in several languages, the
# ---- kind of feature given ONLY by gn:featureClass / gn:featureCode (codes as gn:Code individuals with a
# ---- skos:prefLabel), nesting ONLY by gn:parentFeature (fall → municipality → region → country), the register's own
# ---- facts in a vocabulary of its own with a class tree of waterfall forms) --------------------------------------
GNS = "https://sws.geonames.org/"
FRV = "https://falls-register.example.net/def#"
WF_CODES = {"A.PCLI": "independent political entity", "A.ADM1": "first-order administrative division",
            "A.ADM2": "second-order administrative division", "P.PPL": "populated place",
            "H.STM": "stream", "H.LK": "lake", "H.FLLS": "waterfall(s)"}  # code: skos:prefLabel @en
# class: (label @en, superclass)
WF_CLASSES = {"Waterfall": ("waterfall", GN + "Feature"), "VerticalFall": ("vertical waterfall", "Waterfall"),
              "PlungeFall": ("plunge", "VerticalFall"), "HorsetailFall": ("horsetail", "VerticalFall"),
              "TieredFall": ("tiered waterfall", "Waterfall"), "CascadeFall": ("cascade", "Waterfall"),
              "BlockFall": ("block waterfall", "Waterfall"), "Cataract": ("cataract", "BlockFall")}
WF_PROPERTIES = {"heightM": "height (m)", "drops": "number of drops", "onStream": "on stream",
                 "flowsInto": "flows into", "seasonal": "seasonal",
                 "regulatedForHydropower": "regulated for hydropower",
                 "protectedSince": "protected since", "meanFlowM3s": "mean flow (m³/s)",
                 "firstDocumented": "first documented"}  # property: label @en
# feature id: (gn:name, code, parent feature or None, country, {lang: alternate names}, population, lat, long)
WF_FEATURES = {
    "9100001": ("Norway", "A.PCLI", None, None, {"nb": "Norge"}, 5425270, "62", "10"),
    "9100002": ("Iceland", "A.PCLI", None, None, {"is": "Ísland"}, 383726, "65", "-18"),
    "9100003": ("Switzerland", "A.PCLI", None, None, {"de": "Schweiz", "fr": "Suisse"}, 8812728, "47", "8"),
    "9100004": ("United Kingdom", "A.PCLI", None, None, {}, 67596281, "54.75", "-2.7"),
    "9100005": ("Canada", "A.PCLI", None, None, {}, 38929902, "60.1", "-113.6"),
    "9100006": ("United States", "A.PCLI", None, None, {}, 333287557, "39.76", "-98.5"),
    "9100007": ("Australia", "A.PCLI", None, None, {}, 25921089, "-25", "135"),
    "9200011": ("Vestland", "A.ADM1", "9100001", "9100001", {}, 641292, "60.9", "6.3"),
    "9200012": ("Vestfold og Telemark", "A.ADM1", "9100001", "9100001", {}, 425000, "59.4", "9.2"),
    "9200021": ("Southern Region", "A.ADM1", "9100002", "9100002", {"is": "Suðurland"}, 31000, "63.9", "-20.2"),
    "9200022": ("Northeastern Region", "A.ADM1", "9100002", "9100002", {"is": "Norðurland eystra"}, 30000, "65.7",
                "-17.3"),
    "9200031": ("Bern", "A.ADM1", "9100003", "9100003", {"fr": "Berne", "en": "Canton of Bern"}, 1047473, "46.8",
                "7.6"),
    "9200032": ("Schaffhausen", "A.ADM1", "9100003", "9100003", {"en": "Canton of Schaffhausen"}, 83107, "47.7",
                "8.6"),
    "9200041": ("England", "A.ADM1", "9100004", "9100004", {}, 56489800, "52.2", "-1.2"),
    "9200042": ("Wales", "A.ADM1", "9100004", "9100004", {"cy": "Cymru"}, 3107500, "52.3", "-3.7"),
    "9200051": ("Ontario", "A.ADM1", "9100005", "9100005", {}, 15608369, "49.3", "-84.5"),
    "9200061": ("New York", "A.ADM1", "9100006", "9100006", {}, 19677151, "43", "-75.5"),
    "9200071": ("Tasmania", "A.ADM1", "9100007", "9100007", {}, 571165, "-42", "146.6"),
    "9300111": ("Eidfjord", "A.ADM2", "9200011", "9100001", {}, 880, "60.4", "7.3"),
    "9300112": ("Ullensvang", "A.ADM2", "9200011", "9100001", {}, 11106, "60.2", "6.6"),
    "9300113": ("Voss", "A.ADM2", "9200011", "9100001", {}, 16030, "60.6", "6.4"),
    "9300121": ("Tinn", "A.ADM2", "9200012", "9100001", {}, 5740, "59.9", "8.7"),
    "9300211": ("Bláskógabyggð", "A.ADM2", "9200021", "9100002", {}, 1200, "64.3", "-20.2"),
    "9300212": ("Rangárþing eystra", "A.ADM2", "9200021", "9100002", {}, 2000, "63.7", "-19.8"),
    "9300221": ("Norðurþing", "A.ADM2", "9200022", "9100002", {}, 3100, "66", "-16.5"),
    "9300311": ("Interlaken-Oberhasli", "A.ADM2", "9200031", "9100003", {}, 48000, "46.7", "8"),
    "9300312": ("Frutigen-Niedersimmental", "A.ADM2", "9200031", "9100003", {}, 40000, "46.6", "7.6"),
    "9300321": ("Neuhausen am Rheinfall", "A.ADM2", "9200032", "9100003", {}, 10600, "47.68", "8.61"),
    "9300411": ("County Durham", "A.ADM2", "9200041", "9100004", {}, 522100, "54.7", "-1.8"),
    "9300412": ("North Yorkshire", "A.ADM2", "9200041", "9100004", {}, 615500, "54.2", "-1.5"),
    "9300421": ("Powys", "A.ADM2", "9200042", "9100004", {}, 133000, "52.3", "-3.4"),
    "9300511": ("Niagara", "A.ADM2", "9200051", "9100005", {"en": "Regional Municipality of Niagara"}, 477941, "43.05",
                "-79.25"),
    "9300611": ("Niagara County", "A.ADM2", "9200061", "9100006", {}, 212666, "43.17", "-78.7"),
    "9300711": ("Derwent Valley", "A.ADM2", "9200071", "9100007", {}, 10500, "-42.6", "146.6"),
    "9400001": ("Rjukan", "P.PPL", "9300121", "9100001", {}, 3386, "59.8786", "8.5936"),
    "9400002": ("Odda", "P.PPL", "9300112", "9100001", {}, 4981, "60.0692", "6.5458"),
    "9400003": ("Vossevangen", "P.PPL", "9300113", "9100001", {"en": "Voss"}, 6500, "60.6285", "6.4178"),
    "9400004": ("Reykholt", "P.PPL", "9300211", "9100002", {}, 250, "64.1656", "-20.6931"),
    "9400005": ("Skógar", "P.PPL", "9300212", "9100002", {"en": "Skogar"}, 25, "63.5271", "-19.4931"),
    "9400006": ("Húsavík", "P.PPL", "9300221", "9100002", {"en": "Husavik"}, 2307, "66.0449", "-17.3389"),
    "9400007": ("Lauterbrunnen", "P.PPL", "9300311", "9100003", {}, 2402, "46.5935", "7.9091"),
    "9400008": ("Meiringen", "P.PPL", "9300311", "9100003", {}, 4722, "46.7271", "8.1872"),
    "9400009": ("Reichenbach", "P.PPL", "9300312", "9100003", {"de": "Reichenbach im Kandertal"}, 3540, "46.6254",
                "7.6938"),
    "9400010": ("Schaffhausen", "P.PPL", "9200032", "9100003", {"fr": "Schaffhouse"}, 36952, "47.6973", "8.6349"),
    "9400011": ("Niagara Falls", "P.PPL", "9300511", "9100005", {}, 94415, "43.1001", "-79.0663"),
    "9400012": ("Niagara Falls", "P.PPL", "9300611", "9100006", {}, 48671, "43.0945", "-79.0567"),
    "9400013": ("Middleton-in-Teesdale", "P.PPL", "9300411", "9100004", {}, 1143, "54.6254", "-2.0822"),
    "9400014": ("Aysgarth", "P.PPL", "9300412", "9100004", {}, 179, "54.2914", "-1.9868"),
    "9400015": ("Llanrhaeadr-ym-Mochnant", "P.PPL", "9300421", "9100004", {}, 1009, "52.8244", "-3.3017"),
    "9400016": ("National Park", "P.PPL", "9300711", "9100007", {}, 192, "-42.6803", "146.7253"),
    "9500001": ("Bjoreio", "H.STM", "9300111", "9100001", {}, None, "60.4197", "7.2542"),
    "9500002": ("Måna", "H.STM", "9300121", "9100001", {"en": "Mana"}, None, "59.8764", "8.6144"),
    "9500003": ("Hvítá", "H.STM", "9300211", "9100002", {"en": "Hvita"}, None, "64.3261", "-20.1211"),
    "9500004": ("Skógá", "H.STM", "9300212", "9100002", {}, None, "63.5322", "-19.5114"),
    "9500005": ("Jökulsá á Fjöllum", "H.STM", "9300221", "9100002", {}, None, "65.8147", "-16.3847"),
    "9500006": ("Reichenbach", "H.STM", "9300311", "9100003", {}, None, "46.7144", "8.1806"),
    "9500007": ("Rhine", "H.STM", "9200032", "9100003", {"de": "Rhein", "fr": "Rhin"}, None, "47.6779", "8.6156"),
    "9500008": ("Niagara River", "H.STM", "9300511", "9100005", {}, None, "43.0799", "-79.0747"),
    "9500009": ("River Tees", "H.STM", "9300411", "9100004", {}, None, "54.6486", "-2.1997"),
    "9500010": ("River Ure", "H.STM", "9300412", "9100004", {}, None, "54.2981", "-1.9894"),
    "9500011": ("Afon Rhaeadr", "H.STM", "9300421", "9100004", {}, None, "52.8567", "-3.3753"),
    "9500012": ("Russell Falls Creek", "H.STM", "9300711", "9100007", {}, None, "-42.6636", "146.7083"),
    "9500013": ("Staubbach", "H.STM", "9300311", "9100003", {}, None, "46.5981", "7.9072"),
    "9500014": ("Skjervselvi", "H.STM", "9300113", "9100001", {}, None, "60.5733", "6.7256"),
    "9500015": ("Opo", "H.STM", "9300112", "9100001", {}, None, "59.9514", "6.5861"),
    "9500016": ("Giessbach", "H.STM", "9300311", "9100003", {}, None, "46.7325", "8.0231"),
    "9500017": ("Seljalandsá", "H.STM", "9300212", "9100002", {}, None, "63.6156", "-19.9886"),
    "9600001": ("Lake Brienz", "H.LK", "9300311", "9100003", {"de": "Brienzersee", "fr": "Lac de Brienz"}, None,
                "46.7272", "7.9664"),
}
# waterfall id: (gn:name, {lang: alternate names}, parent, country, class, stream, height m, drops, nearby or None,
#                seasonal, regulated, protected since or None, mean flow or None, first documented or None, lat, long,
#                flows into or None)
WF_FALLS = {
    "9700001": ("Vøringsfossen", {"en": "Voringsfossen"}, "9300111", "9100001", "PlungeFall", "9500001", "182", 1,
                None, False, True, None, None, "1821", "60.4253", "7.2519", None),
    "9700002": ("Låtefossen", {"en": "Latefossen"}, "9300112", "9100001", "HorsetailFall", "9500015", "165", 2,
                "9400002", False, False, None, None, None, "59.9486", "6.5847", None),
    "9700003": ("Skjervsfossen", {}, "9300113", "9100001", "CascadeFall", "9500014", "150", 2, "9400003", False, False,
                None, None, None, "60.5686", "6.7342", None),
    "9700004": ("Rjukanfossen", {}, "9300121", "9100001", "PlungeFall", "9500002", "104", 1, "9400001", False, True,
                None, None, "1810", "59.8797", "8.4394", None),
    "9700005": ("Gullfoss", {"en": "Golden Falls"}, "9300211", "9100002", "TieredFall", "9500003", "32", 2, "9400004",
                False, False, "1979-03-06", "109", "1875", "64.3271", "-20.1199", None),
    "9700006": ("Skógafoss", {"en": "Skogafoss"}, "9300212", "9100002", "PlungeFall", "9500004", "60", 1, "9400005",
                False, False, "1987-06-15", None, None, "63.5321", "-19.5114", None),
    "9700007": ("Seljalandsfoss", {}, "9300212", "9100002", "PlungeFall", "9500017", "60", 1, None, False, False,
                None, None, None, "63.6156", "-19.9886", None),
    "9700008": ("Dettifoss", {}, "9300221", "9100002", "Cataract", "9500005", "44", 1, "9400006", False, False,
                "1996-05-20", "193", None, "65.8147", "-16.3847", None),
    "9700009": ("Staubbachfall", {"en": "Staubbach Falls", "fr": "Chute du Staubbach"}, "9300311", "9100003",
                "PlungeFall", "9500013", "297", 1, "9400007", True, False, None, None, "1779", "46.5981", "7.9072",
                None),
    "9700010": ("Reichenbachfall", {"en": "Reichenbach Falls"}, "9300311", "9100003", "TieredFall", "9500006", "250",
                7, "9400008", False, True, None, None, "1893", "46.7144", "8.1806", None),
    "9700011": ("Giessbachfälle", {"en": "Giessbach Falls"}, "9300311", "9100003", "TieredFall", "9500016", "400", 14,
                None, False, False, None, None, None, "46.7325", "8.0231", "9600001"),
    "9700012": ("Rheinfall", {"en": "Rhine Falls", "fr": "Chutes du Rhin"}, "9300321", "9100003", "Cataract",
                "9500007", "23", 1, "9400010", False, False, "1942-11-10", "373", None, "47.6779", "8.6156", None),
    "9700013": ("Horseshoe Falls", {"en": "Canadian Falls", "fr": "Chutes du Fer-à-Cheval"}, "9300511", "9100005",
                "Cataract", "9500008", "51", 1, "9400011", False, True, "1885-07-15", "2400", None, "43.0773",
                "-79.0758", None),
    "9700014": ("American Falls", {}, "9300611", "9100006", "Cataract", "9500008", "30", 1, "9400012", False, True,
                "1885-07-15", "150", None, "43.0842", "-79.0686", None),
    "9700015": ("Bridal Veil Falls", {}, "9300611", "9100006", "Cataract", "9500008", "24", 1, None, False, True,
                None, None, None, "43.0829", "-79.0706", None),
    "9700016": ("High Force", {}, "9300411", "9100004", "PlungeFall", "9500009", "21", 1, "9400013", False, False,
                None, None, None, "54.6503", "-2.1869", None),
    "9700017": ("Aysgarth Falls", {}, "9300412", "9100004", "CascadeFall", "9500010", "10", 3, "9400014", False, False,
                None, None, None, "54.2981", "-1.9894", None),
    "9700018": ("Pistyll Rhaeadr", {}, "9300421", "9100004", "TieredFall", "9500011", "73", 2, "9400015", False, False,
                None, None, "1770", "52.8553", "-3.3786", None),
    "9700019": ("Horseshoe Falls", {}, "9300711", "9100007", "CascadeFall", "9500012", "12", 2, "9400016", True, False,
                None, None, None, "-42.6625", "146.7061", None),
    "9700020": ("Russell Falls", {}, "9300711", "9100007", "TieredFall", "9500012", "26", 2, "9400016", False, False,
                "1885-06-09", None, "1856", "-42.6636", "146.7083", None),
}


def _wf(*ids: str) -> set[str]:
    return {f"{GNS}{i}/" for i in ids}


def waterfalls_kg() -> str:
    """N-Triples of the waterfall register over GeoNames-style features (gn:parentFeature nesting, feature codes)."""
    g = Graph()
    for code, label in WF_CODES.items():
        g.add(GN + code, RDF_TYPE, GN + "Code"), g.add(GN + code, SKOS + "prefLabel", _lit(label, "en"))
        g.add(GN + code, SKOS + "notation", _lit(code.split(".")[1]))
    for cls, (label, sup) in WF_CLASSES.items():
        g.add(FRV + cls, RDF_TYPE, OWL + "Class"), g.add(FRV + cls, RDFS + "label", _lit(label, "en"))
        g.add(FRV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else FRV + sup)
    for prop, label in WF_PROPERTIES.items():
        g.add(FRV + prop, RDF_TYPE, RDF + "Property"), g.add(FRV + prop, RDFS + "label", _lit(label, "en"))

    def feature(key: str, name: str, code: str, parent, country, alternates: dict, lat: str, long: str) -> str:
        f = f"{GNS}{key}/"
        g.add(f, RDF_TYPE, GN + "Feature"), g.add(f, GN + "name", _lit(name))
        for lang, text in alternates.items():
            g.add(f, GN + "alternateName", _lit(text, lang))
        g.add(f, GN + "featureClass", GN + code.split(".")[0]), g.add(f, GN + "featureCode", GN + code)
        if parent:
            g.add(f, GN + "parentFeature", f"{GNS}{parent}/")
        if country:
            g.add(f, GN + "parentCountry", f"{GNS}{country}/")
        g.add(f, WGS84 + "lat", _typed(lat, "decimal")), g.add(f, WGS84 + "long", _typed(long, "decimal"))
        return f

    for key, (name, code, parent, country, alternates, population, lat, long) in WF_FEATURES.items():
        f = feature(key, name, code, parent, country, alternates, lat, long)
        if population is not None:
            g.add(f, GN + "population", _typed(population, "integer"))
    for key, fields in WF_FALLS.items():
        (name, alternates, parent, country, cls, stream, height, drops, nearby, seasonal, regulated, protected, flow,
         documented, lat, long, into) = fields
        f = feature(key, name, "H.FLLS", parent, country, alternates, lat, long)
        g.add(f, RDF_TYPE, FRV + cls), g.add(f, FRV + "onStream", f"{GNS}{stream}/")
        g.add(f, FRV + "heightM", _typed(height, "decimal")), g.add(f, FRV + "drops", _typed(drops, "integer"))
        if nearby:
            g.add(f, GN + "nearby", f"{GNS}{nearby}/")
        g.add(f, FRV + "seasonal", _bool(seasonal)), g.add(f, FRV + "regulatedForHydropower", _bool(regulated))
        if protected:
            g.add(f, FRV + "protectedSince", _typed(protected, "date"))
        if flow:
            g.add(f, FRV + "meanFlowM3s", _typed(flow, "decimal"))
        if documented:
            g.add(f, FRV + "firstDocumented", _typed(documented, "gYear"))
        if into:
            g.add(f, FRV + "flowsInto", f"{GNS}{into}/")
    return g.text()


WATERFALLS_QUESTIONS = [
    ("How high is Vøringsfossen?", {"182"}),
    ("Which river is Gullfoss on?", _wf("9500003")),
    ("Which waterfalls are on the Niagara River?", _wf("9700013", "9700014", "9700015")),
    ("How tall are the Rhine Falls?", {"23"}),
    ("Which waterfall is on the Reichenbach?", _wf("9700010")),
    ("How many people live in Reichenbach?", {"3540"}),
    ("Which country is Dettifoss in?", _wf("9100002")),
    ("Which waterfalls are in Vestland?", _wf("9700001", "9700002", "9700003")),
    ("Which waterfalls are in Wales?", _wf("9700018")),
    ("Which town is closest to Skógafoss?", _wf("9400005")),
    ("Which waterfall is near Niagara Falls in Ontario?", _wf("9700013")),
    ("What is the population of Niagara Falls in New York?", {"48671"}),
    ("How many drops do the Giessbach Falls have?", {"14"}),
    ("Which waterfalls are regulated for hydropower?",
     _wf("9700001", "9700004", "9700010", "9700013", "9700014", "9700015")),
    ("Which waterfalls are seasonal?", _wf("9700009", "9700019")),
    ("When was Gullfoss protected?", {"1979-03-06"}),
    ("Which is the highest waterfall in the register?", _wf("9700011")),
    ("Which waterfalls are higher than 150 metres?", _wf("9700001", "9700002", "9700009", "9700010", "9700011")),
    ("What is the mean flow of Dettifoss?", {"193"}),
    ("Which lake do the Giessbach Falls flow into?", _wf("9600001")),
    ("What kind of waterfall is Aysgarth Falls?", {FRV + "CascadeFall"}),
    ("Which waterfalls are cataracts?", _wf("9700008", "9700012", "9700013", "9700014", "9700015")),
    ("Which waterfalls are vertical falls?",
     _wf("9700001", "9700002", "9700004", "9700006", "9700007", "9700009", "9700016")),
    ("What is Gullfoss called in English?", {"Golden Falls"}),
    ("In which canton is Lauterbrunnen?", _wf("9200031")),
    ("How many people live in the town of Schaffhausen?", {"36952"}),
    ("Which waterfalls are in the canton of Schaffhausen?", _wf("9700012")),
    ("Which stream feeds the Horseshoe Falls in Tasmania?", _wf("9500012")),
    ("How high is the Horseshoe Falls on the Niagara River?", {"51"}),
    ("Which waterfalls are in the United States?", _wf("9700014", "9700015")),
    ("Which other waterfall is in the same municipality as Skógafoss?", _wf("9700007")),
    ("What is the population of the town nearest to High Force?", {"1143"}),
    ("Which region is Dettifoss in?", _wf("9200022")),
    ("How many waterfalls are there in Iceland?", {"4"}),
    ("What is the latitude of Rjukanfossen?", {"59.8797"}),
    ("When was Russell Falls first documented?", {"1856"}),
    ("how high is the staubbach falls", {"297"}),
    ("Which river feeds Detifoss?", _wf("9500005")),  # misspelt: Dettifoss
    ("How many tourists visit Gullfoss each year?", set()),  # no visitor numbers
    ("What is the water temperature at High Force?", set()),  # no water temperatures
    ("Who owns the land around Aysgarth Falls?", set()),  # no owners
]
WATERFALLS_MADE_UP = ["How high is Bjoreifossen?", "Which river is the Grindelfall on?",
                      "Which waterfalls are near Niagara-on-the-Falls?", "How high is Pistyll Tees?",
                      "Which waterfalls are in the canton of Glarona?", "How many drops does Ure Force have?"]
WATERFALLS_GRAPHS = [
    ('[("Gullfoss", "river", ?x)]', _wf("9500003")),
    ('[("Rheinfall", "closest town", ?x)]', _wf("9400010")),
    ('[("Staubbachfall", "vertical drop", ?x)]', {"297"}),
    ('[(?x, "river", "Niagara River")]', _wf("9700013", "9700014", "9700015")),
    ('[("Dettifoss", "nation", ?x)]', _wf("9100002")),
    ('[("Rjukan", "inhabitants", ?x)]', {"3386"}),
    ('[("High Force", "closest town", ?t), (?t, "inhabitants", ?x)]', {"1143"}),
    ('[("Reichenbachfall", "river", ?s), (?s, "administrative area", ?x)]', _wf("9300311")),
    ('[("Lauterbrunnen", "administrative area", ?d), (?d, "administrative area", ?x)]', _wf("9200031")),
    ('[(?w, "river", "River Tees"), (?w, "vertical drop", ?x)]', {"21"}),
    ('[("Giessbachfälle", "empties into", ?l), (?l, "nation", ?x)]', _wf("9100003")),
    ('[("American Falls", "closest town", ?t), (?t, "administrative area", ?x)]', _wf("9300611")),
]

# ---- pigments (a pigment thesaurus in SKOS-XL: EVERY name — of pigments, hue groups, minerals, people, firms,
# ---- museums, places and paintings — is a skosxl:prefLabel / skosxl:altLabel / skosxl:hiddenLabel pointing to a
# ---- skosxl:Label node (`…/term/300112-en`) whose skosxl:literalForm carries the text; no rdfs:label, no plain
# ---- skos:prefLabel; pigments and minerals are skos:Concepts in two schemes with a skos:broader tree of hue groups;
# ---- agents and places typed by an rdfs:subClassOf tree of the thesaurus's own) ---------------------------------
PG = "https://vocab.pigment-thesaurus.example.org/"
PGV = PG + "ontology#"
PG_CLASSES = {"Agent": None, "Person": "Agent", "Chemist": "Person", "Painter": "Person", "Organisation": "Agent",
              "Manufacturer": "Organisation", "Museum": "Organisation", "Place": None, "Country": "Place",
              "City": "Place", "Artwork": None, "Painting": "Artwork", "Print": "Artwork"}  # class: superclass
PG_PROPERTIES = {"colourIndex": "Colour Index name", "chemicalFormula": "chemical formula",
                 "firstMadeYear": "year first made", "inventedBy": "invented by", "madeFirstIn": "place first made",
                 "derivedFrom": "derived from", "toxic": "toxic", "lightfastness": "lightfastness (Blue Wool scale)",
                 "birthYear": "year of birth", "bornIn": "born in", "within": "within", "createdBy": "created by",
                 "pigmentUsed": "pigment identified", "yearCompleted": "year completed", "heldAt": "held at",
                 "basedIn": "based in", "foundedYear": "year founded"}  # property: label @en
# every named thing: id → (kind: group | pigment | mineral | agent | place | work, broader concept or class,
#                         [(label kind, text, lang)])
PG_NAMES = {
    # hue groups (skos:broader tree under the root)
    "300100": ("group", None, [("pref", "pigments", "en"), ("pref", "Pigmente", "de")]),
    "300110": ("group", "300100", [("pref", "blue pigments", "en"), ("pref", "pigments bleus", "fr")]),
    "300120": ("group", "300100", [("pref", "green pigments", "en")]),
    "300130": ("group", "300100", [("pref", "yellow pigments", "en")]),
    "300140": ("group", "300100", [("pref", "red pigments", "en")]),
    "300150": ("group", "300100", [("pref", "brown pigments", "en")]),
    "300160": ("group", "300100", [("pref", "white pigments", "en")]),
    # pigments
    "300111": ("pigment", "300110", [("pref", "ultramarine", "en"), ("alt", "natural ultramarine", "en"),
                                     ("pref", "oltremare", "it")]),
    "300112": ("pigment", "300110", [("pref", "Prussian blue", "en"), ("pref", "Preußischblau", "de"),
                                     ("alt", "Berliner Blau", "de"), ("alt", "Berlin blue", "en"),
                                     ("pref", "bleu de Prusse", "fr")]),
    "300113": ("pigment", "300110", [("pref", "cobalt blue", "en"), ("alt", "Thénard's blue", "en"),
                                     ("pref", "bleu de cobalt", "fr")]),
    "300114": ("pigment", "300110", [("pref", "French ultramarine", "en"), ("alt", "Guimet's blue", "en"),
                                     ("alt", "synthetic ultramarine", "en")]),
    "300115": ("pigment", "300110", [("pref", "azurite", "en"), ("alt", "blue verditer", "en")]),
    "300116": ("pigment", "300110", [("pref", "Egyptian blue", "en"), ("alt", "cuprorivaite", "en")]),
    "300117": ("pigment", "300110", [("pref", "smalt", "en")]),
    "300121": ("pigment", "300120", [("pref", "malachite", "en"), ("alt", "mountain green", "en")]),
    "300122": ("pigment", "300120", [("pref", "verdigris", "en"), ("pref", "vert-de-gris", "fr")]),
    "300123": ("pigment", "300120", [("pref", "emerald green", "en"), ("alt", "Schweinfurt green", "en"),
                                     ("alt", "Paris green", "en"), ("pref", "Schweinfurter Grün", "de")]),
    "300124": ("pigment", "300120", [("pref", "Scheele's green", "en")]),
    "300125": ("pigment", "300120", [("pref", "viridian", "en"), ("alt", "Guignet's green", "en")]),
    "300126": ("pigment", "300120", [("pref", "green earth", "en"), ("alt", "terre verte", "en")]),
    "300131": ("pigment", "300130", [("pref", "Naples yellow", "en"), ("alt", "lead antimonate yellow", "en"),
                                     ("pref", "giallo di Napoli", "it")]),
    "300132": ("pigment", "300130", [("pref", "Naples yellow", "en")]),
    "300133": ("pigment", "300130", [("pref", "lead-tin yellow", "en"), ("pref", "Bleizinngelb", "de")]),
    "300134": ("pigment", "300130", [("pref", "orpiment", "en"), ("alt", "King's yellow", "en")]),
    "300135": ("pigment", "300130", [("pref", "chrome yellow", "en")]),
    "300136": ("pigment", "300130", [("pref", "cadmium yellow", "en")]),
    "300137": ("pigment", "300130", [("pref", "Indian yellow", "en")]),
    "300141": ("pigment", "300140", [("pref", "vermilion", "en"), ("hidden", "vermillion", "en"),
                                     ("pref", "vermiglione", "it")]),
    "300142": ("pigment", "300140", [("pref", "red lead", "en"), ("alt", "minium", "en")]),
    "300143": ("pigment", "300140", [("pref", "madder lake", "en"), ("alt", "rose madder", "en")]),
    "300144": ("pigment", "300140", [("pref", "cadmium red", "en")]),
    "300151": ("pigment", "300150", [("pref", "raw sienna", "en"), ("pref", "terra di Siena", "it")]),
    "300152": ("pigment", "300150", [("pref", "burnt sienna", "en"), ("pref", "terra di Siena bruciata", "it")]),
    "300153": ("pigment", "300150", [("pref", "raw umber", "en")]),
    "300154": ("pigment", "300150", [("pref", "Vandyke brown", "en"), ("alt", "Cassel earth", "en")]),
    "300161": ("pigment", "300160", [("pref", "lead white", "en"), ("alt", "flake white", "en")]),
    "300162": ("pigment", "300160", [("pref", "zinc white", "en"), ("alt", "Chinese white", "en")]),
    "300163": ("pigment", "300160", [("pref", "titanium white", "en")]),
    # minerals (a scheme of their own)
    "301001": ("mineral", None, [("pref", "lapis lazuli", "en")]),
    "301002": ("mineral", None, [("pref", "azurite", "en")]),
    "301003": ("mineral", None, [("pref", "malachite", "en")]),
    "301004": ("mineral", None, [("pref", "cinnabar", "en"), ("pref", "Zinnober", "de")]),
    "301005": ("mineral", None, [("pref", "glauconite", "en")]),
    "301006": ("mineral", None, [("pref", "limonite", "en")]),
    # agents
    "500001": ("agent", "Chemist", [("pref", "Johann Jacob Diesbach", "en")]),
    "500002": ("agent", "Chemist", [("pref", "Jean-Baptiste Guimet", "en")]),
    "500003": ("agent", "Chemist", [("pref", "Louis Jacques Thénard", "en")]),
    "500004": ("agent", "Chemist", [("pref", "Carl Wilhelm Scheele", "en")]),
    "500005": ("agent", "Chemist", [("pref", "Wilhelm Sattler", "en")]),
    "500006": ("agent", "Chemist", [("pref", "Louis Nicolas Vauquelin", "en")]),
    "500007": ("agent", "Chemist", [("pref", "Charles-Ernest Guignet", "en")]),
    "500008": ("agent", "Manufacturer", [("pref", "Winsor & Newton", "en")]),
    "500011": ("agent", "Painter", [("pref", "Johannes Vermeer", "en"), ("alt", "Jan Vermeer", "nl")]),
    "500012": ("agent", "Painter", [("pref", "J. M. W. Turner", "en"), ("alt", "William Turner", "en")]),
    "500013": ("agent", "Painter", [("pref", "Vincent van Gogh", "en")]),
    "500014": ("agent", "Painter", [("pref", "Titian", "en"), ("pref", "Tiziano Vecellio", "it")]),
    "500015": ("agent", "Painter", [("pref", "Jan van Eyck", "en")]),
    "500016": ("agent", "Painter", [("pref", "Katsushika Hokusai", "en")]),
    "500021": ("agent", "Museum", [("pref", "Mauritshuis", "en")]),
    "500022": ("agent", "Museum", [("pref", "Rijksmuseum", "en")]),
    "500023": ("agent", "Museum", [("pref", "National Gallery", "en")]),
    "500024": ("agent", "Museum", [("pref", "Museum of Modern Art", "en"), ("alt", "MoMA", "en")]),
    "500025": ("agent", "Museum", [("pref", "Metropolitan Museum of Art", "en"), ("alt", "the Met", "en")]),
    # places
    "700001": ("place", "Country", [("pref", "Germany", "en"), ("pref", "Deutschland", "de")]),
    "700002": ("place", "Country", [("pref", "France", "en")]),
    "700003": ("place", "Country", [("pref", "Sweden", "en"), ("pref", "Sverige", "sv")]),
    "700004": ("place", "Country", [("pref", "United Kingdom", "en")]),
    "700005": ("place", "Country", [("pref", "Netherlands", "en"), ("pref", "Nederland", "nl")]),
    "700006": ("place", "Country", [("pref", "Italy", "en"), ("pref", "Italia", "it")]),
    "700007": ("place", "Country", [("pref", "United States", "en")]),
    "700008": ("place", "Country", [("pref", "Egypt", "en")]),
    "700009": ("place", "Country", [("pref", "Japan", "en")]),
    "700011": ("place", "City", [("pref", "Berlin", "en")]),
    "700012": ("place", "City", [("pref", "Paris", "en")]),
    "700013": ("place", "City", [("pref", "Lyon", "en")]),
    "700014": ("place", "City", [("pref", "Köping", "en")]),
    "700015": ("place", "City", [("pref", "Stralsund", "en")]),
    "700016": ("place", "City", [("pref", "Schweinfurt", "en")]),
    "700017": ("place", "City", [("pref", "London", "en")]),
    "700018": ("place", "City", [("pref", "Delft", "en")]),
    "700019": ("place", "City", [("pref", "The Hague", "en"), ("pref", "Den Haag", "nl")]),
    "700020": ("place", "City", [("pref", "Amsterdam", "en")]),
    "700021": ("place", "City", [("pref", "New York", "en")]),
    "700022": ("place", "City", [("pref", "Naples", "en"), ("pref", "Napoli", "it")]),
    "700023": ("place", "City", [("pref", "Siena", "en")]),
    "700024": ("place", "City", [("pref", "Zundert", "en")]),
    "700025": ("place", "City", [("pref", "Pieve di Cadore", "en")]),
    "700026": ("place", "City", [("pref", "Edo", "en")]),
    # artworks
    "900001": ("work", "Painting", [("pref", "Girl with a Pearl Earring", "en"),
                                    ("pref", "Meisje met de parel", "nl")]),
    "900002": ("work", "Painting", [("pref", "The Milkmaid", "en"), ("pref", "Het melkmeisje", "nl")]),
    "900003": ("work", "Painting", [("pref", "The Fighting Temeraire", "en")]),
    "900004": ("work", "Painting", [("pref", "Sunflowers", "en")]),
    "900005": ("work", "Painting", [("pref", "The Starry Night", "en")]),
    "900006": ("work", "Painting", [("pref", "Bacchus and Ariadne", "en")]),
    "900007": ("work", "Painting", [("pref", "The Arnolfini Portrait", "en")]),
    "900008": ("work", "Print", [("pref", "The Great Wave off Kanagawa", "en")]),
}
# pigment: (Colour Index or None, formula, first made or None, invented by or None, first made in or None,
#           derived from or None, toxic, lightfastness or None)
PG_PIGMENTS = {
    "300111": ("PB29", "Na7Al6Si6O24S3", None, None, None, "301001", False, 8),
    "300112": ("PB27", "Fe4[Fe(CN)6]3", "1706", "500001", "700011", None, False, 7),
    "300113": ("PB28", "CoAl2O4", "1802", "500003", "700012", None, False, 8),
    "300114": ("PB29", "Na7Al6Si6O24S3", "1826", "500002", "700013", None, False, 8),
    "300115": ("PB30", "Cu3(CO3)2(OH)2", None, None, None, "301002", False, 7),
    "300116": ("PB31", "CaCuSi4O10", None, None, "700008", None, False, 8),
    "300117": ("PB32", "CoO·K2O·SiO2", None, None, None, None, False, 5),
    "300121": ("PG39", "Cu2CO3(OH)2", None, None, None, "301003", False, 7),
    "300122": ("PG20", "Cu(CH3COO)2", None, None, None, None, True, 4),
    "300123": ("PG21", "Cu(C2H3O2)2·3Cu(AsO2)2", "1814", "500005", "700016", None, True, 6),
    "300124": ("PG22", "CuHAsO3", "1775", "500004", "700014", None, True, 5),
    "300125": ("PG18", "Cr2O3·2H2O", "1859", "500007", "700012", None, False, 8),
    "300126": ("PG23", "K(Mg,Fe)(Fe,Al)Si4O10(OH)2", None, None, None, "301005", False, 8),
    "300131": ("PY41", "Pb2Sb2O7", None, None, None, None, True, 7),
    "300132": (None, "TiO2 + ZnO + PY35", "1921", "500008", "700017", None, False, 7),
    "300133": (None, "Pb2SnO4", None, None, None, None, True, 7),
    "300134": ("PY39", "As2S3", None, None, None, None, True, 4),
    "300135": ("PY34", "PbCrO4", "1809", "500006", "700012", None, True, 5),
    "300136": ("PY37", "CdS", "1846", None, None, None, True, 7),
    "300137": ("NY20", "C19H16O11Mg·5H2O", None, None, None, None, False, 4),
    "300141": ("PR106", "HgS", None, None, None, "301004", True, 6),
    "300142": ("PR105", "Pb3O4", None, None, None, None, True, 4),
    "300143": ("NR9", "C14H8O4", None, None, None, None, False, 4),
    "300144": ("PR108", "CdSe", "1910", None, None, None, True, 8),
    "300151": ("PBr7", "Fe2O3·H2O + MnO2", None, None, "700023", "301006", False, 8),
    "300152": ("PBr7", "Fe2O3 + MnO2", None, None, "700023", None, False, 8),
    "300153": ("PBr7", "Fe2O3 + MnO2 + H2O", None, None, None, None, False, 8),
    "300154": ("NBr8", "humic earth", None, None, None, None, False, 3),
    "300161": ("PW1", "2PbCO3·Pb(OH)2", None, None, None, None, True, 8),
    "300162": ("PW4", "ZnO", "1834", "500008", "700017", None, False, 8),
    "300163": ("PW6", "TiO2", "1916", None, None, None, False, 8),
}
# agent: (birth year or None, born in or None, based in or None, founded or None)
PG_AGENTS = {"500001": (None, None, "700011", None), "500002": ("1795", None, "700013", None),
             "500003": ("1777", None, "700012", None), "500004": ("1742", "700015", "700014", None),
             "500005": ("1784", None, "700016", None), "500006": ("1763", None, "700012", None),
             "500007": ("1829", None, "700012", None), "500008": (None, None, "700017", "1832"),
             "500011": ("1632", "700018", "700018", None), "500012": ("1775", "700017", "700017", None),
             "500013": ("1853", "700024", None, None), "500014": ("1488", "700025", None, None),
             "500015": ("1390", None, None, None), "500016": ("1760", "700026", "700026", None),
             "500021": (None, None, "700019", "1822"), "500022": (None, None, "700020", "1800"),
             "500023": (None, None, "700017", "1824"), "500024": (None, None, "700021", "1929"),
             "500025": (None, None, "700021", "1870")}
PG_WITHIN = {"700011": "700001", "700012": "700002", "700013": "700002", "700014": "700003", "700015": "700001",
             "700016": "700001", "700017": "700004", "700018": "700005", "700019": "700005", "700020": "700005",
             "700021": "700007", "700022": "700006", "700023": "700006", "700024": "700005", "700025": "700006",
             "700026": "700009"}
# artwork: (created by, year completed, held at, [pigments identified])
PG_WORKS = {"900001": ("500011", "1665", "500021", ["300111", "300133", "300161", "300143"]),
            "900002": ("500011", "1658", "500022", ["300111", "300133", "300161", "300126"]),
            "900003": ("500012", "1839", "500023", ["300135", "300141", "300161"]),
            "900004": ("500013", "1888", "500023", ["300135", "300123", "300162"]),
            "900005": ("500013", "1889", "500024", ["300112", "300113", "300114", "300135", "300162"]),
            "900006": ("500014", "1523", "500023", ["300111", "300134", "300141", "300121"]),
            "900007": ("500015", "1434", "500023", ["300122", "300141", "300115", "300161"]),
            "900008": ("500016", "1831", "500025", ["300112"])}


def _pg(*ids: str) -> set[str]:
    return {f"{PG}aat/{i}" for i in ids}


def pigments_kg() -> str:
    """N-Triples of the SKOS-XL pigment thesaurus: every name a skosxl:Label node's literal form."""
    g = Graph()
    g.add(PG + "scheme/pigments", RDF_TYPE, SKOS + "ConceptScheme")
    g.add(PG + "scheme/minerals", RDF_TYPE, SKOS + "ConceptScheme")
    for cls, sup in PG_CLASSES.items():
        g.add(PGV + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(PGV + cls, RDFS + "subClassOf", PGV + sup)
    for prop, label in PG_PROPERTIES.items():
        g.add(PGV + prop, RDF_TYPE, RDF + "Property"), g.add(PGV + prop, RDFS + "label", _lit(label, "en"))
    xl = {"pref": "prefLabel", "alt": "altLabel", "hidden": "hiddenLabel"}
    for key, (kind, extra, labels) in PG_NAMES.items():
        s = f"{PG}aat/{key}"
        if kind in ("group", "pigment"):
            g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "inScheme", PG + "scheme/pigments")
            if extra:
                g.add(s, SKOS + "broader", f"{PG}aat/{extra}")
        elif kind == "mineral":
            g.add(s, RDF_TYPE, SKOS + "Concept"), g.add(s, SKOS + "inScheme", PG + "scheme/minerals")
        else:
            g.add(s, RDF_TYPE, PGV + extra)
        seen: dict = {}
        for which, text, lang in labels:
            n = seen[lang] = seen.get(lang, 0) + 1
            term = f"{PG}term/{key}-{lang}" + (f"-{n}" if n > 1 else "")
            g.add(s, SKOSXL + xl[which], term), g.add(term, RDF_TYPE, SKOSXL + "Label")
            g.add(term, SKOSXL + "literalForm", _lit(text, lang))
    for key, (ci, formula, year, inventor, place, source, toxic, light) in PG_PIGMENTS.items():
        s = f"{PG}aat/{key}"
        if ci:
            g.add(s, PGV + "colourIndex", _lit(ci))
        g.add(s, PGV + "chemicalFormula", _lit(formula))
        if year:
            g.add(s, PGV + "firstMadeYear", _typed(year, "gYear"))
        if inventor:
            g.add(s, PGV + "inventedBy", f"{PG}aat/{inventor}")
        if place:
            g.add(s, PGV + "madeFirstIn", f"{PG}aat/{place}")
        if source:
            g.add(s, PGV + "derivedFrom", f"{PG}aat/{source}")
        g.add(s, PGV + "toxic", _bool(toxic)), g.add(s, PGV + "lightfastness", _typed(light, "integer"))
    for key, (born, born_in, based, founded) in PG_AGENTS.items():
        s = f"{PG}aat/{key}"
        if born:
            g.add(s, PGV + "birthYear", _typed(born, "gYear"))
        if born_in:
            g.add(s, PGV + "bornIn", f"{PG}aat/{born_in}")
        if based:
            g.add(s, PGV + "basedIn", f"{PG}aat/{based}")
        if founded:
            g.add(s, PGV + "foundedYear", _typed(founded, "gYear"))
    for place, country in PG_WITHIN.items():
        g.add(f"{PG}aat/{place}", PGV + "within", f"{PG}aat/{country}")
    for key, (creator, year, museum, pigments) in PG_WORKS.items():
        s = f"{PG}aat/{key}"
        g.add(s, PGV + "createdBy", f"{PG}aat/{creator}"), g.add(s, PGV + "yearCompleted", _typed(year, "gYear"))
        g.add(s, PGV + "heldAt", f"{PG}aat/{museum}")
        for pigment in pigments:
            g.add(s, PGV + "pigmentUsed", f"{PG}aat/{pigment}")
    return g.text()


PIGMENTS_QUESTIONS = [
    ("Who invented Prussian blue?", _pg("500001")),
    ("Where was Prussian blue first made?", _pg("700011")),
    ("When was cobalt blue first made?", {"1802"}),
    ("What is the chemical formula of vermilion?", {"HgS"}),
    ("What is the Colour Index name of viridian?", {"PG18"}),
    ("Which green pigments are toxic?", _pg("300122", "300123", "300124")),
    ("Which mineral is ultramarine made from?", _pg("301001")),
    ("Which pigment is made from malachite?", _pg("300121")),
    ("What is Prussian blue called in German?", {"Preußischblau", "Berliner Blau"}),
    ("What is another name for emerald green?", {"Schweinfurt green", "Paris green", "Schweinfurter Grün"}),
    ("Which pigments did Winsor & Newton first make?", _pg("300132", "300162")),
    ("Which pigments were first made in Paris?", _pg("300113", "300125", "300135")),
    ("Which blue pigments are in the thesaurus?",
     _pg("300111", "300112", "300113", "300114", "300115", "300116", "300117")),
    ("Which pigments were found in Girl with a Pearl Earring?", _pg("300111", "300133", "300161", "300143")),
    ("Who painted The Milkmaid?", _pg("500011")),
    ("Where is The Fighting Temeraire held?", _pg("500023")),
    ("Which works use Prussian blue?", _pg("900005", "900008")),
    ("When was Jean-Baptiste Guimet born?", {"1795"}),
    ("Which pigment was invented first?", _pg("300112")),
    ("Which pigments were first made after 1850?", _pg("300125", "300132", "300144", "300163")),
    ("How lightfast is Vandyke brown?", {"3"}),
    ("When was the non-toxic Naples yellow first made?", {"1921"}),
    ("What is the Colour Index name of the toxic Naples yellow?", {"PY41"}),
    ("Where was the inventor of Scheele's green born?", _pg("700015")),
    ("In which country is Koping?", _pg("700003")),
    ("Which paintings in the National Gallery contain vermilion?", _pg("900003", "900006", "900007")),
    ("Which painters used chrome yellow?", _pg("500012", "500013")),
    ("Who invented the pigments used in The Starry Night?", _pg("500001", "500002", "500003", "500006", "500008")),
    ("In which city is the museum that holds The Starry Night?", _pg("700021")),
    ("How many pigments were identified in Bacchus and Ariadne?", {"4"}),
    ("Which paintings use the pigment azurite?", _pg("900007")),
    ("Which hue group does Egyptian blue belong to?", _pg("300110")),
    ("Where was Egyptian blue first made?", _pg("700008")),
    ("When was Winsor & Newton founded?", {"1832"}),
    ("Which brown pigments are listed?", _pg("300151", "300152", "300153", "300154")),
    ("What is raw sienna called in Italian?", {"terra di Siena"}),
    ("who invented viridian", _pg("500007")),
    ("Who invented Prusian blue?", _pg("500001")),  # misspelt: Prussian
    ("How much does a kilogram of cobalt blue cost?", set()),  # no prices
    ("What is the refractive index of lead white?", set()),  # no optical data
    ("What is the average particle size of smalt?", set()),  # no particle sizes
]
PIGMENTS_MADE_UP = ["Who invented Diesbach green?", "Where was Guimet yellow first made?",
                    "Which paintings use Vermeer blue?", "When was Louis Jacques Scheele born?",
                    "What is the Colour Index name of Schweinfurt blue?", "Who painted The Milkmaid of Siena?"]
PIGMENTS_GRAPHS = [
    ('[("Prussian blue", "discoverer", ?x)]', _pg("500001")),
    ('[("The Milkmaid", "artist", ?x)]', _pg("500011")),
    ('[("French ultramarine", "origin city", ?x)]', _pg("700013")),
    ('[("The Starry Night", "contains pigment", ?x)]', _pg("300112", "300113", "300114", "300135", "300162")),
    ('[("viridian", "CI code", ?x)]', {"PG18"}),
    ('[(?x, "artist", "Johannes Vermeer")]', _pg("900001", "900002")),
    ('[("Scheele\'s green", "discoverer", ?p), (?p, "birthplace", ?x)]', _pg("700015")),
    ('[("The Fighting Temeraire", "museum", ?m), (?m, "city", ?x)]', _pg("700017")),
    ('[("Sunflowers", "artist", ?a), (?a, "birthplace", ?x)]', _pg("700024")),
    ('[("cobalt blue", "discoverer", ?p), (?p, "year born", ?x)]', {"1777"}),
    ('[(?w, "contains pigment", "Prussian blue"), (?w, "museum", ?x)]', _pg("500024", "500025")),
    ('[("emerald green", "origin city", ?c), (?c, "country", ?x)]', _pg("700001")),
]

# ---- repaircafes (a repair-café map in schema.org as its JSON-LD becomes triples: every address a nested blank
# ---- schema:PostalAddress whose locality and country are plain strings, every brand a blank schema:Brand node;
# ---- who fixed what is stated ONLY in the direction person → item by a property declared owl:inverseOf the
# ---- item → person one that the data never uses (and items → sessions likewise); the kinds of item repaired are
# ---- classes in an rdfs:subClassOf tree of the map's own) --------------------------------------------------------
RC = "https://repaircafe-map.example.com/"
RCV = RC + "vocab#"
# class: (label @en, superclass)
RC_CLASSES = {"RepairCafe": ("repair café", SCHEMA + "Organization"),
              "Network": ("repair network", SCHEMA + "Organization"),
              "Venue": ("venue", SCHEMA + "Place"), "RepairItem": ("item brought for repair", None),
              "ElectricalItem": ("electrical item", "RepairItem"),
              "KitchenAppliance": ("kitchen appliance", "ElectricalItem"), "Toaster": ("toaster", "KitchenAppliance"),
              "Kettle": ("kettle", "KitchenAppliance"), "CoffeeMachine": ("coffee machine", "KitchenAppliance"),
              "Blender": ("blender", "KitchenAppliance"), "AudioDevice": ("audio device", "ElectricalItem"),
              "Radio": ("radio", "AudioDevice"), "Turntable": ("turntable", "AudioDevice"),
              "Lamp": ("lamp", "ElectricalItem"), "Textile": ("textile", "RepairItem"),
              "Clothing": ("clothing", "Textile"), "Jacket": ("jacket", "Clothing"),
              "Trousers": ("trousers", "Clothing"), "Bag": ("bag", "Textile"), "Bicycle": ("bicycle", "RepairItem"),
              "Furniture": ("furniture", "RepairItem"), "Chair": ("chair", "Furniture"),
              "Clock": ("clock", "RepairItem")}
# property: (label @en, owl:inverseOf or None); `repairedBy` and `itemsBrought` are declared but never used
RC_PROPERTIES = {"repaired": ("repaired", "repairedBy"), "repairedBy": ("repaired by", None),
                 "broughtTo": ("brought to", "itemsBrought"), "itemsBrought": ("items brought", None),
                 "outcome": ("outcome", None), "weightKg": ("weight (kg)", None),
                 "yearOfManufacture": ("year of manufacture", None)}
# network: (name, locality, country, founding date)
RC_NETWORKS = {"repair-cafe-international": ("Repair Café International Foundation", "Amsterdam", "NL", "2011-03-01"),
               "repair-cafe-vlaanderen": ("Repair Café Vlaanderen", "Gent", "BE", "2013-06-15"),
               "netzwerk-reparatur": ("Netzwerk Reparatur-Initiativen", "Berlin", "DE", "2014-09-20")}
# venue: (name, class (schema.org), street, postcode, locality, country)
RC_VENUES = {"de-leeuw": ("Buurthuis De Leeuw", "CommunityCenter", "Leeuwstraat 12", "3572 AK", "Utrecht", "NL"),
             "oba-oost": ("OBA Oost", "Library", "Linnaeusstraat 44", "1092 CL", "Amsterdam", "NL"),
             "voorhof": ("Wijkcentrum Voorhof", "CommunityCenter", "Aart van der Leeuwlaan 5", "2624 KL", "Delft",
                         "NL"),
             "kessel-lo": ("Ontmoetingscentrum Kessel-Lo", "CommunityCenter", "Diestsesteenweg 80", "3010", "Leuven",
                           "BE"),
             "brugse-poort": ("Buurtcentrum Brugse Poort", "CommunityCenter", "Emilius Seghersplein 1", "9000", "Gent",
                              "BE"),
             "mill-road": ("Mill Road Library", "Library", "170 Mill Road", "CB1 3LP", "Cambridge", "GB"),
             "southville": ("Southville Centre", "CommunityCenter", "Beauley Road", "BS3 1QG", "Bristol", "GB"),
             "ehrenfeld": ("Bürgerzentrum Ehrenfeld", "CommunityCenter", "Venloer Straße 429", "50825", "Köln", "DE")}
RC_VENUE_CLASSES = {"CommunityCenter": "Venue", "Library": "Venue"}  # declared under the map's Venue
# café: (name, street, postcode, locality, country, founding date, network, venue)
RC_CAFES = {
    "oost-utrecht": ("Repair Café Oost", "Leeuwstraat 12", "3572 AK", "Utrecht", "NL", "2012-05-12",
                     "repair-cafe-international", "de-leeuw"),
    "oost-amsterdam": ("Repair Café Oost", "Linnaeusstraat 44", "1092 CL", "Amsterdam", "NL", "2009-10-18",
                       "repair-cafe-international", "oba-oost"),
    "delft": ("Repair Café Delft", "Aart van der Leeuwlaan 5", "2624 KL", "Delft", "NL", "2013-03-02",
              "repair-cafe-international", "voorhof"),
    "leuven": ("Repair Café Leuven", "Diestsesteenweg 80", "3010", "Leuven", "BE", "2014-01-25",
               "repair-cafe-vlaanderen", "kessel-lo"),
    "gent": ("Repair Café Gent-Brugse Poort", "Emilius Seghersplein 1", "9000", "Gent", "BE", "2015-09-12",
             "repair-cafe-vlaanderen", "brugse-poort"),
    "cambridge": ("Cambridge Repair Café", "170 Mill Road", "CB1 3LP", "Cambridge", "GB", "2016-04-16",
                  "repair-cafe-international", "mill-road"),
    "bristol": ("Bristol Repair Café", "Beauley Road", "BS3 1QG", "Bristol", "GB", "2014-09-27",
                "repair-cafe-international", "southville"),
    "koeln": ("Reparatur-Café Köln-Ehrenfeld", "Venloer Straße 429", "50825", "Köln", "DE", "2015-02-07",
              "netzwerk-reparatur", "ehrenfeld"),
}
# person: (name, [cafés], job title, [knows about])
RC_PEOPLE = {
    "u01": ("Jan Delft", ["oost-utrecht", "oost-amsterdam"], "fixer", ["electronics", "radios"]),
    "u02": ("Sanne Janssen", ["oost-utrecht"], "coordinator", ["organising"]),
    "u03": ("Fatima El Amrani", ["oost-utrecht"], "fixer", ["sewing"]),
    "u04": ("Martine Pelgrim", ["oost-amsterdam"], "coordinator", ["organising"]),
    "u05": ("Kees Visser", ["oost-amsterdam"], "fixer", ["bicycles"]),
    "u06": ("Marieke de Vries", ["delft"], "coordinator", ["organising"]),
    "u07": ("Pieter Bakker", ["delft"], "fixer", ["electronics"]),
    "u08": ("Lotte Smit", ["delft"], "fixer", ["sewing"]),
    "u09": ("Koen Peeters", ["leuven"], "coordinator", ["organising"]),
    "u10": ("Els Claes", ["leuven"], "fixer", ["sewing"]),
    "u11": ("Bram Wouters", ["leuven"], "fixer", ["electronics"]),
    "u12": ("Hilde Maes", ["gent"], "coordinator", ["organising"]),
    "u13": ("Wim De Smet", ["gent"], "fixer", ["bicycles", "furniture"]),
    "u14": ("Oliver Hart", ["cambridge"], "coordinator", ["organising"]),
    "u15": ("Priya Nair", ["cambridge"], "fixer", ["electronics"]),
    "u16": ("Tom Fenner", ["cambridge"], "fixer", ["clocks"]),
    "u17": ("Grace Holloway", ["bristol"], "coordinator", ["organising"]),
    "u18": ("Sam Okoro", ["bristol"], "fixer", ["electronics", "bicycles"]),
    "u19": ("Rosie Bell", ["bristol"], "fixer", ["sewing"]),
    "u20": ("Jürgen Becker", ["koeln"], "coordinator", ["organising"]),
    "u21": ("Anja Schulz", ["koeln"], "fixer", ["electronics"]),
    "u22": ("Mehmet Yıldız", ["koeln"], "fixer", ["bicycles"]),
}
# session: (name, organizer, start, end, free, capacity, cancelled)
RC_EVENTS = {
    "e01": ("Repair Café Oost (Utrecht) – 9 March 2024", "oost-utrecht", "2024-03-09T10:00:00", "2024-03-09T13:00:00",
            True, 40, False),
    "e02": ("Repair Café Oost (Utrecht) – 13 April 2024", "oost-utrecht", "2024-04-13T10:00:00",
            "2024-04-13T13:00:00", True, 40, False),
    "e03": ("Repair Café Oost (Amsterdam) – 16 March 2024", "oost-amsterdam", "2024-03-16T13:00:00",
            "2024-03-16T17:00:00", True, 60, False),
    "e04": ("Repair Café Oost (Amsterdam) – 20 April 2024", "oost-amsterdam", "2024-04-20T13:00:00",
            "2024-04-20T17:00:00", True, 60, True),
    "e05": ("Repair Café Delft – 2 March 2024", "delft", "2024-03-02T10:00:00", "2024-03-02T14:00:00", True, 30, False),
    "e06": ("Repair Café Delft – 6 April 2024", "delft", "2024-04-06T10:00:00", "2024-04-06T14:00:00", True, 30, False),
    "e07": ("Repair Café Leuven – 23 March 2024", "leuven", "2024-03-23T14:00:00", "2024-03-23T17:00:00", False, 25,
            False),
    "e08": ("Repair Café Gent-Brugse Poort – 30 March 2024", "gent", "2024-03-30T10:00:00", "2024-03-30T12:30:00", True,
            20, False),
    "e09": ("Cambridge Repair Café – 16 March 2024", "cambridge", "2024-03-16T10:00:00", "2024-03-16T13:00:00", True,
            50, False),
    "e10": ("Cambridge Repair Café – 18 May 2024", "cambridge", "2024-05-18T10:00:00", "2024-05-18T13:00:00", True, 50,
            False),
    "e11": ("Bristol Repair Café – 27 April 2024", "bristol", "2024-04-27T11:00:00", "2024-04-27T15:00:00", True, 45,
            False),
    "e12": ("Reparatur-Café Köln-Ehrenfeld – 9 March 2024", "koeln", "2024-03-09T14:00:00", "2024-03-09T18:00:00", True,
            35, False),
}
# item: (name, class, brand or None, session, repaired by, outcome, weight kg, year made or None)
RC_ITEMS = {
    "i01": ("Philips toaster", "Toaster", "Philips", "e01", "u01", "fixed", "1.2", None),
    "i02": ("Bosch kettle", "Kettle", "Bosch", "e01", "u01", "fixed", "1.1", None),
    "i03": ("Levi's jeans", "Trousers", "Levi's", "e01", "u03", "fixed", "0.6", None),
    "i04": ("Gazelle bicycle", "Bicycle", "Gazelle", "e03", "u05", "fixed", "18.5", "2006"),
    "i05": ("Grundig radio", "Radio", "Grundig", "e03", "u01", "not repairable", "2.4", "1978"),
    "i06": ("Senseo coffee machine", "CoffeeMachine", "Philips", "e02", "u01", "fixed", "2.1", "2012"),
    "i07": ("IKEA desk lamp", "Lamp", "IKEA", "e05", "u07", "fixed", "0.8", None),
    "i08": ("Patagonia rain jacket", "Jacket", "Patagonia", "e05", "u08", "fixed", "0.5", None),
    "i09": ("Braun blender", "Blender", "Braun", "e06", "u07", "advice given", "1.5", None),
    "i10": ("Thonet chair", "Chair", "Thonet", "e08", "u13", "fixed", "4.5", "1930"),
    "i11": ("Eastpak backpack", "Bag", "Eastpak", "e07", "u10", "fixed", "0.7", None),
    "i12": ("Philips valve radio", "Radio", "Philips", "e07", "u11", "fixed", "3.1", "1965"),
    "i13": ("Dualit toaster", "Toaster", "Dualit", "e09", "u15", "fixed", "3.6", "1998"),
    "i14": ("Smiths mantel clock", "Clock", "Smiths", "e09", "u16", "fixed", "2.2", "1952"),
    "i15": ("Russell Hobbs kettle", "Kettle", "Russell Hobbs", "e10", "u15", "not repairable", "1.3", None),
    "i16": ("Raleigh bicycle", "Bicycle", "Raleigh", "e11", "u18", "fixed", "16.5", "1985"),
    "i17": ("Technics turntable", "Turntable", "Technics", "e11", "u18", "fixed", "10.5", "1979"),
    "i18": ("Barbour jacket", "Jacket", "Barbour", "e11", "u19", "fixed", "1.3", None),
    "i19": ("Krups coffee machine", "CoffeeMachine", "Krups", "e12", "u21", "fixed", "3.4", None),
    "i20": ("Kettler bicycle", "Bicycle", "Kettler", "e12", "u22", "fixed", "14.5", None),
    "i21": ("Tefal kettle", "Kettle", "Tefal", "e12", "u21", "advice given", "1.1", None),
    "i22": ("Philips reading lamp", "Lamp", "Philips", "e06", "u07", "fixed", "0.9", None),
    "i23": ("Sony radio", "Radio", "Sony", "e02", "u01", "fixed", "1.8", "1985"),
    "i24": ("Wool coat", "Jacket", None, "e02", "u03", "fixed", "1.6", None),
    "i25": ("Bosch blender", "Blender", "Bosch", "e03", "u01", "fixed", "1.4", None),
}


def _rc(kind: str, *ids: str) -> set[str]:
    return {f"{RC}{kind}/{i}" for i in ids}


def repaircafes_kg() -> str:
    """N-Triples of the repair-café map (schema.org with nested blank addresses and brands, one-way inverse pairs)."""
    g = Graph()
    blank = iter(range(1, 1000))

    def address(s: str, street: str, postcode: str, locality: str, country: str) -> None:
        a = f"_:a{next(blank)}"
        g.add(s, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "postalCode", _lit(postcode))
        g.add(a, SCHEMA + "addressLocality", _lit(locality)), g.add(a, SCHEMA + "addressCountry", _lit(country))

    for cls, (label, sup) in RC_CLASSES.items():
        g.add(RCV + cls, RDF_TYPE, OWL + "Class"), g.add(RCV + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(RCV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else RCV + sup)
    for cls, sup in RC_VENUE_CLASSES.items():
        g.add(SCHEMA + cls, RDFS + "subClassOf", RCV + sup)
    for prop, (label, inverse) in RC_PROPERTIES.items():
        g.add(RCV + prop, RDF_TYPE, RDF + "Property"), g.add(RCV + prop, RDFS + "label", _lit(label, "en"))
        if inverse:
            g.add(RCV + prop, OWL + "inverseOf", RCV + inverse)
    for key, (name, locality, country, founded) in RC_NETWORKS.items():
        n = f"{RC}org/{key}"
        g.add(n, RDF_TYPE, RCV + "Network"), g.add(n, SCHEMA + "name", _lit(name))
        a = f"_:a{next(blank)}"
        g.add(n, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "addressLocality", _lit(locality)), g.add(a, SCHEMA + "addressCountry", _lit(country))
        g.add(n, SCHEMA + "foundingDate", _typed(founded, "date"))
    for key, (name, cls, street, postcode, locality, country) in RC_VENUES.items():
        v = f"{RC}place/{key}"
        g.add(v, RDF_TYPE, SCHEMA + cls), g.add(v, SCHEMA + "name", _lit(name))
        address(v, street, postcode, locality, country)
    for key, (name, street, postcode, locality, country, founded, network, venue) in RC_CAFES.items():
        c = f"{RC}cafe/{key}"
        g.add(c, RDF_TYPE, RCV + "RepairCafe"), g.add(c, SCHEMA + "name", _lit(name))
        address(c, street, postcode, locality, country)
        g.add(c, SCHEMA + "foundingDate", _typed(founded, "date"))
        g.add(c, SCHEMA + "parentOrganization", f"{RC}org/{network}")
        g.add(c, SCHEMA + "location", f"{RC}place/{venue}")
    for key, (name, cafes, title, skills) in RC_PEOPLE.items():
        p = f"{RC}person/{key}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "jobTitle", _lit(title))
        for cafe in cafes:
            g.add(p, SCHEMA + "memberOf", f"{RC}cafe/{cafe}")
        for skill in skills:
            g.add(p, SCHEMA + "knowsAbout", _lit(skill))
    for key, (name, cafe, start, end, free, capacity, cancelled) in RC_EVENTS.items():
        e = f"{RC}event/{key}"
        venue = RC_CAFES[cafe][7]
        g.add(e, RDF_TYPE, SCHEMA + "Event"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "organizer", f"{RC}cafe/{cafe}"), g.add(e, SCHEMA + "location", f"{RC}place/{venue}")
        g.add(e, SCHEMA + "startDate", _typed(start, "dateTime")), g.add(e, SCHEMA + "endDate", _typed(end, "dateTime"))
        g.add(e, SCHEMA + "isAccessibleForFree", _bool(free))
        g.add(e, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
        g.add(e, SCHEMA + "eventStatus", SCHEMA + ("EventCancelled" if cancelled else "EventScheduled"))
    for key, (name, cls, brand, session, fixer, outcome, weight, year) in RC_ITEMS.items():
        i = f"{RC}item/{key}"
        g.add(i, RDF_TYPE, RCV + cls), g.add(i, SCHEMA + "name", _lit(name))
        if brand:
            b = f"_:b{key}"
            g.add(i, SCHEMA + "brand", b), g.add(b, RDF_TYPE, SCHEMA + "Brand"), g.add(b, SCHEMA + "name", _lit(brand))
        g.add(i, RCV + "broughtTo", f"{RC}event/{session}"), g.add(f"{RC}person/{fixer}", RCV + "repaired", i)
        g.add(i, RCV + "outcome", _lit(outcome)), g.add(i, RCV + "weightKg", _typed(weight, "decimal"))
        if year:
            g.add(i, RCV + "yearOfManufacture", _typed(year, "gYear"))
    return g.text()


REPAIRCAFES_QUESTIONS = [
    ("In which city is the Reparatur-Café Köln-Ehrenfeld?", {"Köln"}),
    ("What is the postcode of Repair Café Delft?", {"2624 KL"}),
    ("Which repair cafés are in Belgium?", _rc("cafe", "leuven", "gent")),
    ("When was the Cambridge Repair Café founded?", {"2016-04-16"}),
    ("Which network does Repair Café Leuven belong to?", _rc("org", "repair-cafe-vlaanderen")),
    ("Who coordinates the Bristol Repair Café?", _rc("person", "u17")),
    ("Which repair cafés is Jan Delft a member of?", _rc("cafe", "oost-utrecht", "oost-amsterdam")),
    ("Who repaired the Thonet chair?", _rc("person", "u13")),
    ("What did Priya Nair repair?", _rc("item", "i13", "i15")),
    ("Which items did Jan Delft fix?", _rc("item", "i01", "i02", "i05", "i06", "i23", "i25")),
    ("Which items were brought to the sessions of Repair Café Delft?", _rc("item", "i07", "i08", "i09", "i22")),
    ("When does the session of the Reparatur-Cafe Koln-Ehrenfeld start?", {"2024-03-09T14:00:00"}),
    ("Which sessions were cancelled?", _rc("event", "e04")),
    ("Which sessions are not free to attend?", _rc("event", "e07")),
    ("How many people can attend the Repair Café Oost (Amsterdam) – 16 March 2024?", {"60"}),
    ("Which items are made by Philips?", _rc("item", "i01", "i06", "i12", "i22")),
    ("What was the outcome for the Grundig radio?", {"not repairable"}),
    ("How heavy is the Gazelle bicycle?", {"18.5"}),
    ("Which items could not be repaired?", _rc("item", "i05", "i15")),
    ("Which kitchen appliances were brought in?",
     _rc("item", "i01", "i02", "i06", "i09", "i13", "i15", "i19", "i21", "i25")),
    ("Which electrical items were brought to the Cambridge Repair Café?", _rc("item", "i13", "i15")),
    ("How many items were brought to the Bristol Repair Café?", {"3"}),
    ("Which is the oldest item?", _rc("item", "i10")),
    ("Which volunteers know about bicycles?", _rc("person", "u05", "u13", "u18", "u22")),
    ("Who repaired the items brought to Repair Café Leuven?", _rc("person", "u10", "u11")),
    ("At which venue was the Grundig radio brought in?", _rc("place", "oba-oost")),
    ("Which repair café organised the session where the Dualit toaster was repaired?", _rc("cafe", "cambridge")),
    ("When was the network of Repair Café Gent-Brugse Poort founded?", {"2013-06-15"}),
    ("Which repair cafés in the Netherlands were founded before 2013?", _rc("cafe", "oost-utrecht", "oost-amsterdam")),
    ("When was the Repair Café Oost in Amsterdam founded?", {"2009-10-18"}),
    ("Where does the Repair Café Oost in Utrecht meet?", _rc("place", "de-leeuw")),
    ("Which repair café was the Gazelle bicycle taken to?", _rc("cafe", "oost-amsterdam")),
    ("What is the street address of the venue of the Cambridge Repair Café?", {"170 Mill Road"}),
    ("Who fixed the items made by Bosch?", _rc("person", "u01")),
    ("Which items were brought to sessions at the Mill Road Library?", _rc("item", "i13", "i14", "i15")),
    ("How many repair cafés belong to the Repair Café International Foundation?", {"5"}),
    ("who repaired the technics turntable", _rc("person", "u18")),
    ("When was the Cambrige Repair Café founded?", {"2016-04-16"}),  # misspelt: Cambridge
    ("What is the phone number of Repair Café Delft?", set()),  # no telephone numbers
    ("How much did the owner pay for the Technics turntable?", set()),  # no prices
    ("Which spare parts were used to fix the Philips toaster?", set()),  # no parts
]
REPAIRCAFES_MADE_UP = ["Where does the Repair Café Zuid meet?", "Who coordinates the Repair Café Haarlem?",
                       "What did Jan Leuven repair?", "When was the Bristol Fixers Collective founded?",
                       "Who repaired the Miele toaster?", "Which items were brought to the Repair Café Noord?"]
REPAIRCAFES_GRAPHS = [
    ('[("Thonet chair", "fixed by", ?x)]', _rc("person", "u13")),
    ('[("Repair Café Leuven", "umbrella organisation", ?x)]', _rc("org", "repair-cafe-vlaanderen")),
    ('[("Gazelle bicycle", "result", ?x)]', {"fixed"}),
    ('[("Repair Café Delft", "venue", ?x)]', _rc("place", "voorhof")),
    ('[(?x, "volunteers at", "Bristol Repair Café")]', _rc("person", "u17", "u18", "u19")),
    ('[("Smiths mantel clock", "year made", ?x)]', {"1952"}),
    ('[("Dualit toaster", "session", ?e), (?e, "host", ?x)]', _rc("cafe", "cambridge")),
    ('[("Repair Café Gent-Brugse Poort", "umbrella organisation", ?n), (?n, "established", ?x)]', {"2013-06-15"}),
    ('[("Kettler bicycle", "fixed by", ?p), (?p, "expertise", ?x)]', {"bicycles"}),
    ('[(?e, "host", "Repair Café Leuven"), (?e, "begins", ?x)]', {"2024-03-23T14:00:00"}),
    ('[(?i, "session", "Repair Café Delft – 2 March 2024"), (?i, "fixed by", ?x)]', _rc("person", "u07", "u08")),
    ('[("Technics turntable", "fixed by", ?p), (?p, "volunteers at", ?x)]', _rc("cafe", "bristol")),
]

KGS_AJ = {"choirs": (choirs_kg, CHOIRS_QUESTIONS, CHOIRS_MADE_UP, CHOIRS_GRAPHS),
          "mailcoaches": (mailcoaches_kg, MAILCOACHES_QUESTIONS, MAILCOACHES_MADE_UP, MAILCOACHES_GRAPHS),
          "waterfalls": (waterfalls_kg, WATERFALLS_QUESTIONS, WATERFALLS_MADE_UP, WATERFALLS_GRAPHS),
          "pigments": (pigments_kg, PIGMENTS_QUESTIONS, PIGMENTS_MADE_UP, PIGMENTS_GRAPHS),
          "repaircafes": (repaircafes_kg, REPAIRCAFES_QUESTIONS, REPAIRCAFES_MADE_UP, REPAIRCAFES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AJ, __doc__)
