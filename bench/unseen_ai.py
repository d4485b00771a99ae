"""A thirty-fifth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ah.py):

- `heraldry`: an armorial register in an RDFS vocabulary of its own under a hash namespace (`…/vocab#`), numeric path
  IRIs per kind (`…/arms/309`, `…/armiger/112`, `…/officer/201`, `…/place/27`) and slugs for charges and tinctures
  (`…/term/lion-rampant`, `…/term/gules`); every `rdfs:label` carries a language tag WITH a region subtag (@en-GB,
  @en-US, @fr-BE, @nl-BE, @de-AT, @cy-GB: "Worshipful Company of Armourers"@en-GB / "Worshipful Company of
  Armorers"@en-US, "Brugge"@nl-BE / "Bruges"@fr-BE and @en-GB, "colour"@en-GB / "color"@en-US, "gules"@en-GB /
  "gueules"@fr-BE / "Rot"@de-AT / "red"@en-US), only mottoes (@la) and blazons (untagged) are not labels; the vocabulary
  (`rdf:Property`s labelled @en-GB) declares an `rdfs:subPropertyOf` hierarchy whose super-properties are never used:
  the data states only the leaves (`fieldTincture` / `chargeTincture` ⊂ `hasTincture`, `principalCharge` /
  `secondaryCharge` ⊂ `hasCharge`, `dexterSupporter` / `sinisterSupporter` ⊂ `hasSupporter`, `grantedBy` / `confirmedBy`
  ⊂ `heraldicAuthority`), so that "the supporters" or "the officers involved" need the hierarchy; coats of arms are
  `borneBy` an armiger (city, borough, town council ⊂ civic body; family; livery company, college, guild ⊂ corporate
  body; all ⊂ armiger) that has a `seat` (a town `partOf` a county or province, `partOf` a country), and have a `blazon`
  string, for most a `motto`, a `grantDate` xsd:date, `quarterCount` xsd:integer and `inUse` xsd:boolean; charges and
  tinctures are individuals typed by classes in `rdfs:subClassOf` trees (lion rampant, lion passant guardant: Lion ⊂
  Beast ⊂ AnimateCharge ⊂ Charge; stag trippant: Deer ⊂ Beast; bear, wolf, ram, goat, Paschal lamb: Beast; eagle
  displayed: Eagle ⊂ Bird; heraldic panther, sea lion: Monster; man in armour: HumanFigure; cross, chevron, bend:
  Ordinary; castle, ship, helm, glove, open book, garb, fleur-de-lis under InanimateCharge; or, argent: Metal; gules,
  azure, vert, sable, purpure: Colour; both ⊂ Tincture); officers of arms (`OfficerOfArms` ⊂ `foaf:Person`) have an
  `office` string ("Garter King of Arms", "Norroy King of Arms"), `bornIn` a town, `birthYear` and `appointed`
  xsd:gYear; two coats are both "Arms of Newport"@en-GB (the City of Newport in Monmouthshire, Wales, granted 1974 by
  Hugh Tredegar, Or a chevron with sea-lion supporters; Newport Town Council on the Isle of Wight, granted 1934 by Sir
  Walter Penrose, Azure a castle; told apart by armiger, seat and date) as are two towns "Newport", and the herald Sir
  Edmund Lancaster (Norroy King of Arms) granted the arms of York, Chester, the Armourers and Kelsford College, none in
  Lancaster, whose arms Sir Walter Penrose granted and Margaret Hollis confirmed;
- `mapmakers`: a historic-map catalogue in Dublin Core 1.1 elements: maps (`…/item/m0303`, typed `…/terms/Map` and
  `dcmitype:StillImage`) and atlases (`…/item/a01`, `dcmitype:Collection`) with a `dc:title`, a `dc:date` that is a
  PLAIN string ("1739"), `dc:coverage` a place, a `dc:language` code ("dut", "lat", "fre"), a `dc:format` string and,
  for some, `dcterms:isPartOf` an atlas; the catalogue's own terms (`…/terms/`, `rdf:Property`s labelled @en) give maps
  `scaleDenominator` xsd:integer, `widthCm` / `heightCm` xsd:decimal, `handColoured` xsd:boolean, `heldBy` a library and
  a `shelfmark`, atlases `volumes`; every attribution of a map or atlas to its surveyor, draughtsman, engraver or
  publisher is stated ONLY as a reified `rdf:Statement` (`…/attribution/m0303-2`: `rdf:subject` the map, `rdf:predicate`
  `…/terms/surveyedBy` / `drawnBy` / `engravedBy` / `publishedBy`, `rdf:object` the agent) qualified by a `certainty`
  ("certain", "attributed", "doubtful") and a `dc:source` ("signed in the plate", "imprint", "auction catalogue of
  1912") and never asserted as a triple; agents are authority records (`…/authority/n80012345`) named by a
  `skos:prefLabel`, for people in inverted authority form ("Harlingen, Jan van", "Fournier, Hélène", "Kettering,
  Thomas"), plainly for firms ("Ottens & Zonen", "Whitby & Lowe") and libraries; people have `born` / `died` xsd:gYear
  and `activeIn` a town, publishers are `basedIn` a town with `established` xsd:gYear; places (`…/place/tgn7002102`) are
  typed Country / Region / Town ⊂ Place, named by `rdfs:label`@en (some with @nl, @de, @fr, @fy variants: "Nürnberg",
  "Fryslân", "Bretagne") and nested by `within`; two maps are both "A New Map of the County of Kent" (1769, surveyed by
  John Ansell, engraved by Thomas Kettering, 1:63360, hand-coloured; 1801, surveyed by Hannah Mudge, engraving
  attributed to Anne Lodge, 1:31680; told apart by date, surveyor, scale and shelfmark), and the engraver Jan van
  Harlingen (active in Amsterdam) engraved maps of Zeeland, Holland and, doubtfully, Paris, none of Harlingen, whose
  plan Cornelis Brouwer engraved;
- `lace`: two lace collections merged into one graph and joined ONLY by an OWL alignment: a Belgian museum's records
  (`https://data.kantmuseum.example.be/stuk/KA-0005`, `…/persoon/jeanne-binche`, `…/plaats/brugge`,
  `…/museum/kantcentrum`) in a DUTCH vocabulary (`…/def/vervaardigdIn`, `vervaardigdDoor`, `datering`, `lengteCm`,
  `breedteCm`, `bewaardIn`, `aantalKlossen`, `geborenIn`, `geboortejaar`, `ligtIn`, `gevestigdIn`, labelled @nl) named
  by `rdfs:label`@nl / @fr (one @en), and an English lace guild's records
  (`https://collections.laceguild.example.org.uk/object/LG1004`, `…/person/…`, `…/place/…`, `…/collection/…`) in an
  English hash vocabulary (`…/ns#madeIn`, `maker`, `designer`, `dateMade`, `lengthCm`, `widthCm`, `heldBy`, `material`,
  `bornIn`, `birthYear`, `locatedIn`, labelled @en) named by `skos:prefLabel`@en; ten `owl:equivalentProperty` links
  (`ligtIn` and `gevestigdIn` both ≡ `locatedIn`), eight `owl:equivalentClass` links (Kant ≡ Lace, Kloskant ≡
  BobbinLace, Naaldkant ≡ NeedleLace, BrugsBloemwerk ≡ BrugesFlowerLace, Torchonkant ≡ Torchon, Kantwerkster ≡
  Lacemaker, Plaats ≡ Place, Museum ≡ Collection) and four `owl:sameAs` links (Brugge = Bruges, Brussel = Brussels,
  België = Belgium, the lacemaker "Maria Vandevelde"@nl = "Maria Van de Velde"@en) are all that joins them; the lace
  types are the pieces' classes in two `rdfs:subClassOf` trees (Brugs bloemwerk, duchessekant, binchekant, torchonkant ⊂
  kloskant ⊂ kant; point de gaze ⊂ naaldkant ⊂ kant; Honiton, Bucks point, torchon, Bruges flower lace ⊂ bobbin lace ⊂
  lace), so that duchesse lace is bobbin lace only through the alignment; years are xsd:gYear, sizes xsd:decimal, bobbin
  counts (museum only) xsd:integer, the thread (guild only) a string, and only the guild records a `designer`; two
  pieces are both "Bridal Veil" (the museum's point de gaze "Sluier"@nl / "Bridal Veil"@en made in Brussels in 1905 by
  Clémence Dubois; the guild's Honiton veil of 1865 by Ada Trenchard; told apart by place, maker, type and size), and
  the lacemaker Jeanne Binche (born in Brussels) made pieces in Brussels and Bruges, none in Binche, whose one piece is
  Léonie Moreau's;
- `fireworks`: a pyrotechnics archive in the Simple Event Model (`sem:`, http://semanticweb.cs.vu.nl/2009/11/sem/):
  displays are `sem:Event`s (`…/event/nit-alba-2024`) with a `sem:eventType`, `sem:hasPlace` and `sem:hasBeginTimeStamp`
  (the competition also `sem:hasEndTimeStamp`) xsd:dateTime and NO direct link to any actor: each actor hangs off a
  blank `sem:Role` node (`sem:hasActor [ rdf:value the actor ; sem:roleType designer | firing company | commissioning
  body ]`); the four competition entries are `sem:subEventOf` the Malta International Fireworks Festival 2024, which
  names its `winningEntry`; event, role, actor and place types are `skos:Concept`s typed `sem:EventType` /
  `sem:RoleType` / `sem:ActorType` / `sem:PlaceType` with `skos:prefLabel`@en, the event types in a `skos:broader` tree
  (piromusical ⊂ musical display ⊂ night display ⊂ fireworks display; mascletà ⊂ daytime display ⊂ fireworks display;
  New Year, summer-night festival, bonfire-night, festival-finale and competition-entry displays ⊂ night display);
  events, actors and places are named by untagged `rdfs:label` ("Nit de l'Albà", "Pirotecnia del Turia", "Plaça de
  l'Ajuntament"; "Lucerne"@en / "Luzern"@de), places (`sem:Place`, `sem:placeType`) nested by `dcterms:isPartOf` (venue
  ⊂ town ⊂ country); a vocabulary of its own (`…/vocab#`, `rdf:Property`s labelled @en) gives events `shellCount`,
  `maxCalibreMm` and `spectators` xsd:integer, `firedFromBarges` xsd:boolean, a `soundtrack` string and `juryScore`
  xsd:decimal, companies `foundedYear` xsd:gYear and `basedIn` (also public bodies), designers `birthYear` xsd:gYear and
  `employedBy`; two displays are both "New Year's Eve Fireworks" (Grand Harbour, Valletta, 2023, by Joseph Camilleri;
  Funchal Bay, 2024, 18000 shells, by Inês Gouveia; told apart by place, time and actors), and the designer Carlos
  Valencia (of Pirotecnia Llevant, Alicante) designed displays in Alicante, Barcelona and Malta, none in Valencia, whose
  two are Amparo Ferrer's;
- `curling`: a curling database exported from a Neo4j property graph by neosemantics (n10s): nodes are
  `neo4j://graph.individuals#<id>`, node labels are classes and every property key and relationship type a term under
  `neo4j://graph.schema#`, none of them declared or labelled; relationship types are UPPER_SNAKE (`REPRESENTS`,
  `HOME_RINK`, `LOCATED_IN`, `IN_COUNTRY`, `HELD_AT`, `PLAYED_IN`, `WON`, `COACHES`) and the playing position is the
  relationship type itself (a player is `SKIP_OF`, `VICE_OF`, `SECOND_OF` or `LEAD_OF` a team; skips also carry a `Skip`
  label beside `Person` and `Player`), pointing from player to team, coach to team and team to event (`PLAYED_IN`,
  `WON`); every node is named by a `name` property (teams after their skip: "Team Perth", "Team Brunner"), integers are
  exported as xsd:long (`sheets`, `openedYear`, `foundedYear`, `memberCount`, `birthYear`, `formedYear`, `teamCount`,
  `purse`), `shotPercentage` as xsd:double, `olympian` as xsd:boolean, `startDate` / `endDate` as xsd:date and `throws`,
  `division`, `season` and `isoCode` as plain strings; two teams are both "Team Lindqvist" (the men of Karlstads CK
  skipped by Erik Lindqvist; the women of Sundbybergs CK skipped by Anna Lindqvist; told apart by `division` and club),
  and the skip Ross Perth plays for Team Perth of the Stirling Thistle Curling Club, which won the Stirling Thistle
  Bonspiel 2024, while the Perth Masters 2023, held at the Dewars Centre in Perth, was won by Team Halvorsen.

The KGs, questions and gold answers were written once, before the system was run on them; every gold set equals the
answer of an equivalent SPARQL query (295 SPARQL checks run with pyoxigraph over the five KGs: one per question, made-up
question and pseudo graph, the unanswerable and made-up ones checked for the absence of the fact or the name; plus 117
more: 42 on shared names, sub-property and class hierarchies, the alignment, the reified attributions, the role nodes,
datatypes and the traps, 15 that the entity of each unanswerable question exists, and 60 that each pseudo graph's names
are names in its KG and its relation words are not the KG's predicate names or property labels). "right" = the top
answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per KG, each
about an entity the KG has, asking for something it does not record: grant fees, crests, heraldic artists, paper, print
runs, provenance, making times, pattern prickers, purchase prices, budgets, sound levels, weather, membership fees, game
scores, equipment). Made-up questions (six per KG) name entities that do not exist (invented, or real names recombined
or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG) use relation words of their
own, not the KG's predicate names or property labels.

    python bench/unseen_ai.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import DCT, OWL, RDF_TYPE, RDFS, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_f import DC, DCMITYPE
from unseen_g import RDF, Graph
from unseen_r import _bool

# ---- heraldry (an armorial register in an RDFS vocabulary whose data uses only the leaves of an rdfs:subPropertyOf
# ---- hierarchy, every label tagged with a region subtag (en-GB, en-US, fr-BE, nl-BE, de-AT, cy-GB), charges and
# ---- tinctures typed by classes in rdfs:subClassOf trees) --------------------------------------------------------
HE = "https://armorial-register.example.org/"
HEV = HE + "vocab#"
# class: (labels, superclass)
HE_CLASSES = {
    "CoatOfArms": ({"en-GB": "coat of arms", "fr-BE": "armoiries", "de-AT": "Wappen"}, None),
    "Armiger": ({"en-GB": "armiger"}, None), "CivicBody": ({"en-GB": "civic body"}, "Armiger"),
    "City": ({"en-GB": "city", "fr-BE": "ville", "de-AT": "Stadt"}, "CivicBody"),
    "Borough": ({"en-GB": "borough"}, "CivicBody"), "TownCouncil": ({"en-GB": "town council"}, "CivicBody"),
    "Family": ({"en-GB": "family", "fr-BE": "famille", "de-AT": "Familie"}, "Armiger"),
    "Corporation": ({"en-GB": "corporate body"}, "Armiger"),
    "LiveryCompany": ({"en-GB": "livery company"}, "Corporation"), "College": ({"en-GB": "college"}, "Corporation"),
    "Guild": ({"en-GB": "guild"}, "Corporation"),
    "OfficerOfArms": ({"en-GB": "officer of arms", "de-AT": "Herold"}, FOAF + "Person"),
    "Place": ({"en-GB": "place"}, None), "Country": ({"en-GB": "country"}, "Place"),
    "County": ({"en-GB": "county or province"}, "Place"), "Town": ({"en-GB": "town"}, "Place"),
    "Charge": ({"en-GB": "charge"}, None), "Ordinary": ({"en-GB": "ordinary"}, "Charge"),
    "AnimateCharge": ({"en-GB": "animate charge"}, "Charge"), "Beast": ({"en-GB": "beast"}, "AnimateCharge"),
    "Lion": ({"en-GB": "lion", "fr-BE": "lion", "de-AT": "Löwe"}, "Beast"), "Deer": ({"en-GB": "deer"}, "Beast"),
    "Bird": ({"en-GB": "bird"}, "AnimateCharge"), "Eagle": ({"en-GB": "eagle", "de-AT": "Adler"}, "Bird"),
    "Monster": ({"en-GB": "monster"}, "AnimateCharge"), "HumanFigure": ({"en-GB": "human figure"}, "AnimateCharge"),
    "InanimateCharge": ({"en-GB": "inanimate charge"}, "Charge"),
    "Building": ({"en-GB": "building"}, "InanimateCharge"),
    "Artefact": ({"en-GB": "artefact", "en-US": "artifact"}, "InanimateCharge"),
    "Flora": ({"en-GB": "plant"}, "InanimateCharge"),
    "Tincture": ({"en-GB": "tincture"}, None), "Metal": ({"en-GB": "metal"}, "Tincture"),
    "Colour": ({"en-GB": "colour", "en-US": "color"}, "Tincture"),
}
# property: (label, super-property or None); only the leaves are used in the data
HE_PROPERTIES = {
    "hasTincture": ("tincture", None), "fieldTincture": ("tincture of the field", "hasTincture"),
    "chargeTincture": ("tincture of the charge", "hasTincture"), "hasCharge": ("charge", None),
    "principalCharge": ("principal charge", "hasCharge"), "secondaryCharge": ("secondary charge", "hasCharge"),
    "hasSupporter": ("supporter", None), "dexterSupporter": ("dexter supporter", "hasSupporter"),
    "sinisterSupporter": ("sinister supporter", "hasSupporter"), "heraldicAuthority": ("heraldic authority", None),
    "grantedBy": ("granted by", "heraldicAuthority"), "confirmedBy": ("confirmed by", "heraldicAuthority"),
    "borneBy": ("borne by", None), "seat": ("seat", None), "partOf": ("part of", None), "bornIn": ("born in", None),
    "blazon": ("blazon", None), "motto": ("motto", None), "grantDate": ("date of grant", None),
    "quarterCount": ("number of quarters", None), "inUse": ("in current use", None), "office": ("office held", None),
    "birthYear": ("year of birth", None), "appointed": ("year appointed", None),
}
# place: (labels, class, part of)
HE_PLACES = {
    "1": ({"en-GB": "England"}, "Country", None), "2": ({"en-GB": "Wales", "cy-GB": "Cymru"}, "Country", None),
    "3": ({"en-GB": "Belgium", "fr-BE": "Belgique", "nl-BE": "België"}, "Country", None),
    "4": ({"en-GB": "Austria", "de-AT": "Österreich"}, "Country", None),
    "10": ({"en-GB": "Lancashire"}, "County", "1"),
    "11": ({"en-GB": "Monmouthshire", "cy-GB": "Sir Fynwy"}, "County", "2"),
    "12": ({"en-GB": "Isle of Wight"}, "County", "1"), "13": ({"en-GB": "Yorkshire"}, "County", "1"),
    "14": ({"en-GB": "Cheshire"}, "County", "1"), "15": ({"en-GB": "Greater London"}, "County", "1"),
    "16": ({"nl-BE": "West-Vlaanderen", "en-GB": "West Flanders"}, "County", "3"),
    "17": ({"fr-BE": "Province de Namur", "en-GB": "Province of Namur"}, "County", "3"),
    "18": ({"de-AT": "Steiermark", "en-GB": "Styria"}, "County", "4"),
    "20": ({"en-GB": "Lancaster"}, "Town", "10"), "21": ({"en-GB": "Newport", "cy-GB": "Casnewydd"}, "Town", "11"),
    "22": ({"en-GB": "Newport"}, "Town", "12"), "23": ({"en-GB": "York"}, "Town", "13"),
    "24": ({"en-GB": "Chester"}, "Town", "14"), "25": ({"en-GB": "London"}, "Town", "15"),
    "26": ({"en-GB": "Preston"}, "Town", "10"),
    "27": ({"nl-BE": "Brugge", "fr-BE": "Bruges", "en-GB": "Bruges"}, "Town", "16"),
    "28": ({"fr-BE": "Namur", "nl-BE": "Namen"}, "Town", "17"), "29": ({"de-AT": "Graz"}, "Town", "18"),
    "30": ({"de-AT": "Leoben"}, "Town", "18"),
}
# armiger: (labels, class, seat)
HE_ARMIGERS = {
    "101": ({"en-GB": "Borough of Lancaster"}, "Borough", "20"),
    "102": ({"en-GB": "City of Newport", "cy-GB": "Dinas Casnewydd"}, "City", "21"),
    "103": ({"en-GB": "Newport Town Council"}, "TownCouncil", "22"),
    "104": ({"en-GB": "City of York"}, "City", "23"), "105": ({"en-GB": "City of Chester"}, "City", "24"),
    "106": ({"nl-BE": "Stad Brugge", "en-GB": "City of Bruges"}, "City", "27"),
    "107": ({"fr-BE": "Ville de Namur", "nl-BE": "Stad Namen"}, "City", "28"),
    "108": ({"de-AT": "Stadt Graz", "en-GB": "City of Graz"}, "City", "29"),
    "109": ({"en-GB": "Ashcombe family"}, "Family", "26"), "110": ({"fr-BE": "Famille de Walcourt"}, "Family", "28"),
    "111": ({"de-AT": "Familie Pirker"}, "Family", "30"),
    "112": ({"en-GB": "Worshipful Company of Armourers", "en-US": "Worshipful Company of Armorers"}, "LiveryCompany",
            "25"),
    "113": ({"en-GB": "Worshipful Company of Glovers"}, "LiveryCompany", "25"),
    "114": ({"en-GB": "Kelsford College"}, "College", "23"),
    "115": ({"en-GB": "Preston Guild Merchant"}, "Guild", "26"),
}
# officer: (name, language tag, office, born in, birth year, year appointed)
HE_OFFICERS = {"201": ("Sir Edmund Lancaster", "en-GB", "Norroy King of Arms", "25", "1902", "1948"),
               "202": ("Margaret Hollis", "en-GB", "Clarenceux King of Arms", "26", "1931", "1979"),
               "203": ("Sir Walter Penrose", "en-GB", "Garter King of Arms", "25", "1889", "1930"),
               "204": ("Hugh Tredegar", "en-GB", "Wales Herald Extraordinary", "21", "1925", "1971"),
               "205": ("Jacques Verhaeghe", "nl-BE", "Herald of the Council of Nobility", "27", "1911", "1950"),
               "206": ("Anton Hrastnik", "de-AT", "Styrian State Herald", "29", "1880", "1921")}
# tincture or charge: (labels, class)
HE_TERMS = {
    "or": ({"en-GB": "or", "fr-BE": "or", "de-AT": "Gold", "en-US": "gold"}, "Metal"),
    "argent": ({"en-GB": "argent", "de-AT": "Silber", "en-US": "silver"}, "Metal"),
    "gules": ({"en-GB": "gules", "fr-BE": "gueules", "de-AT": "Rot", "en-US": "red"}, "Colour"),
    "azure": ({"en-GB": "azure", "fr-BE": "azur", "de-AT": "Blau", "en-US": "blue"}, "Colour"),
    "vert": ({"en-GB": "vert", "de-AT": "Grün", "en-US": "green"}, "Colour"),
    "sable": ({"en-GB": "sable", "nl-BE": "sabel", "en-US": "black"}, "Colour"),
    "purpure": ({"en-GB": "purpure", "en-US": "purple"}, "Colour"),
    "lion-rampant": ({"en-GB": "lion rampant", "fr-BE": "lion rampant", "nl-BE": "klimmende leeuw"}, "Lion"),
    "lion-passant": ({"en-GB": "lion passant guardant"}, "Lion"), "stag": ({"en-GB": "stag trippant"}, "Deer"),
    "bear": ({"en-GB": "bear", "nl-BE": "beer"}, "Beast"), "wolf": ({"en-GB": "wolf"}, "Beast"),
    "ram": ({"en-GB": "ram"}, "Beast"), "goat": ({"en-GB": "goat"}, "Beast"),
    "lamb": ({"en-GB": "Paschal lamb"}, "Beast"),
    "eagle-displayed": ({"en-GB": "eagle displayed", "fr-BE": "aigle éployée", "de-AT": "Adler"}, "Eagle"),
    "panther": ({"en-GB": "heraldic panther", "de-AT": "Panther"}, "Monster"),
    "sea-lion": ({"en-GB": "sea lion"}, "Monster"),
    "armed-man": ({"en-GB": "man in armour", "en-US": "man in armor"}, "HumanFigure"),
    "cross": ({"en-GB": "cross"}, "Ordinary"), "chevron": ({"en-GB": "chevron"}, "Ordinary"),
    "bend": ({"en-GB": "bend", "fr-BE": "bande"}, "Ordinary"), "castle": ({"en-GB": "castle"}, "Building"),
    "ship": ({"en-GB": "ship"}, "Artefact"), "helm": ({"en-GB": "helm"}, "Artefact"),
    "glove": ({"en-GB": "glove"}, "Artefact"), "book": ({"en-GB": "open book"}, "Artefact"),
    "garb": ({"en-GB": "garb"}, "Flora"), "fleur-de-lis": ({"en-GB": "fleur-de-lis", "en-US": "fleur-de-lys"}, "Flora"),
}
# arms: (labels, borne by, blazon, field, principal charges, charge tincture, secondary charges,
#        (dexter, sinister) supporters or None, motto or None, date of grant, granted by, confirmed by or None,
#        quarters, in use)
HE_ARMS = {
    "301": ({"en-GB": "Arms of Lancaster"}, "101", "Gules, a lion passant guardant Or, in chief a fleur-de-lis Or",
            "gules", ["lion-passant"], "or", ["fleur-de-lis"], None, "Luce Magis Dignus", "1935-03-02", "203", "202",
            1, True),
    "302": ({"en-GB": "Arms of Newport", "cy-GB": "Arfbais Casnewydd"}, "102",
            "Or, a chevron reversed Gules; supporters two sea lions", "or", ["chevron"], "gules", [],
            ("sea-lion", "sea-lion"), "Terra Marique", "1974-11-04", "204", None, 1, True),
    "303": ({"en-GB": "Arms of Newport"}, "103", "Azure, a castle Argent, in base a ship Or", "azure", ["castle"],
            "argent", ["ship"], None, "In Deo Fides", "1934-08-20", "203", None, 1, True),
    "304": ({"en-GB": "Arms of the City of York"}, "104", "Argent, on a cross Gules five lions passant guardant Or",
            "argent", ["cross"], "gules", ["lion-passant"], None, None, "1953-09-01", "201", None, 1, True),
    "305": ({"en-GB": "Arms of the City of Chester"}, "105",
            "Gules, three garbs Or; supporters a lion rampant and a wolf", "gules", ["garb"], "or", [],
            ("lion-rampant", "wolf"), "Antiqui Colant Antiquum Dierum", "1954-02-10", "201", None, 2, True),
    "306": ({"nl-BE": "Wapen van Brugge", "en-GB": "Arms of Bruges"}, "106",
            "Barry of eight Argent and Gules, a lion rampant Azure crowned Or; supporters two bears", "argent",
            ["lion-rampant"], "azure", [], ("bear", "bear"), None, "1952-11-03", "205", None, 1, True),
    "307": ({"fr-BE": "Armoiries de Namur", "en-GB": "Arms of Namur"}, "107",
            "Or, a lion rampant Sable, over all a bend Gules", "or", ["lion-rampant"], "sable", ["bend"], None, None,
            "1953-04-21", "205", None, 1, True),
    "308": ({"de-AT": "Wappen der Stadt Graz", "en-GB": "Arms of Graz"}, "108",
            "Vert, a heraldic panther Argent crowned Or and breathing flames", "vert", ["panther"], "argent", [],
            None, None, "1922-05-30", "206", None, 1, True),
    "309": ({"en-GB": "Arms of Ashcombe"}, "109",
            "Quarterly: 1 and 4 Azure, a stag trippant Or; 2 and 3 Argent, a fleur-de-lis Azure", "azure", ["stag"],
            "or", ["fleur-de-lis"], None, "Fide et Labore", "1983-07-07", "202", None, 4, True),
    "310": ({"fr-BE": "Armes de Walcourt"}, "110", "De gueules à l'aigle éployée d'argent", "gules",
            ["eagle-displayed"], "argent", [], None, "Sans Varier", "1957-10-10", "205", None, 1, False),
    "311": ({"de-AT": "Wappen der Familie Pirker"}, "111", "In Blau ein goldener Adler", "azure", ["eagle-displayed"],
            "or", [], None, None, "1925-01-15", "206", None, 1, False),
    "312": ({"en-GB": "Arms of the Armourers' Company", "en-US": "Arms of the Armorers' Company"}, "112",
            "Argent, on a chevron Sable three helms Argent; supporters two men in armour", "argent", ["chevron"],
            "sable", ["helm"], ("armed-man", "armed-man"), "Make All Sure", "1956-03-03", "201", "203", 1, True),
    "313": ({"en-GB": "Arms of the Glovers' Company"}, "113", "Sable, three gloves Argent; supporters a ram and a goat",
            "sable", ["glove"], "argent", [], ("ram", "goat"), "True Hearts and Warm Hands", "1938-12-01", "203",
            None, 1, True),
    "314": ({"en-GB": "Arms of Kelsford College"}, "114", "Purpure, an open book Argent, in chief a fleur-de-lis Or",
            "purpure", ["book"], "argent", ["fleur-de-lis"], None, "Lux in Tenebris", "1965-06-20", "201", None, 1,
            True),
    "315": ({"en-GB": "Arms of the Preston Guild"}, "115", "Azure, a Paschal lamb Argent", "azure", ["lamb"], "argent",
            [], None, "Princeps Pacis", "1990-04-18", "202", None, 1, True),
}


def _he(kind: str, *ids: str) -> set[str]:
    return {f"{HE}{kind}/{i}" for i in ids}


def heraldry_kg() -> str:
    """N-Triples of the armorial register (RDFS sub-property hierarchy, region-tagged labels)."""
    g = Graph()

    def labelled(s: str, labels: dict) -> str:
        for lang, text in labels.items():
            g.add(s, RDFS + "label", _lit(text, lang))
        return s

    for cls, (labels, sup) in HE_CLASSES.items():
        g.add(HEV + cls, RDF_TYPE, RDFS + "Class"), labelled(HEV + cls, labels)
        if sup:
            g.add(HEV + cls, RDFS + "subClassOf", sup if sup.startswith("http") else HEV + sup)
    for prop, (label, sup) in HE_PROPERTIES.items():
        g.add(HEV + prop, RDF_TYPE, RDF + "Property"), g.add(HEV + prop, RDFS + "label", _lit(label, "en-GB"))
        if sup:
            g.add(HEV + prop, RDFS + "subPropertyOf", HEV + sup)
    for key, (labels, cls, within) in HE_PLACES.items():
        p = labelled(f"{HE}place/{key}", labels)
        g.add(p, RDF_TYPE, HEV + cls)
        if within:
            g.add(p, HEV + "partOf", f"{HE}place/{within}")
    for key, (labels, cls, seat) in HE_ARMIGERS.items():
        a = labelled(f"{HE}armiger/{key}", labels)
        g.add(a, RDF_TYPE, HEV + cls), g.add(a, HEV + "seat", f"{HE}place/{seat}")
    for key, (name, lang, office, born_in, born, appointed) in HE_OFFICERS.items():
        o = labelled(f"{HE}officer/{key}", {lang: name})
        g.add(o, RDF_TYPE, HEV + "OfficerOfArms"), g.add(o, HEV + "office", _lit(office, "en-GB"))
        g.add(o, HEV + "bornIn", f"{HE}place/{born_in}"), g.add(o, HEV + "birthYear", _typed(born, "gYear"))
        g.add(o, HEV + "appointed", _typed(appointed, "gYear"))
    for key, (labels, cls) in HE_TERMS.items():
        g.add(labelled(f"{HE}term/{key}", labels), RDF_TYPE, HEV + cls)
    for key, fields in HE_ARMS.items():
        (labels, armiger, blazon, field, principal, tincture, secondary, supporters, motto, granted, granter, confirmer,
         quarters, in_use) = fields
        a = labelled(f"{HE}arms/{key}", labels)
        g.add(a, RDF_TYPE, HEV + "CoatOfArms"), g.add(a, HEV + "borneBy", f"{HE}armiger/{armiger}")
        g.add(a, HEV + "blazon", _lit(blazon)), g.add(a, HEV + "fieldTincture", f"{HE}term/{field}")
        for charge in principal:
            g.add(a, HEV + "principalCharge", f"{HE}term/{charge}")
        g.add(a, HEV + "chargeTincture", f"{HE}term/{tincture}")
        for charge in secondary:
            g.add(a, HEV + "secondaryCharge", f"{HE}term/{charge}")
        if supporters:
            g.add(a, HEV + "dexterSupporter", f"{HE}term/{supporters[0]}")
            g.add(a, HEV + "sinisterSupporter", f"{HE}term/{supporters[1]}")
        if motto:
            g.add(a, HEV + "motto", _lit(motto, "la"))
        g.add(a, HEV + "grantDate", _typed(granted, "date")), g.add(a, HEV + "grantedBy", f"{HE}officer/{granter}")
        if confirmer:
            g.add(a, HEV + "confirmedBy", f"{HE}officer/{confirmer}")
        g.add(a, HEV + "quarterCount", _typed(quarters, "integer")), g.add(a, HEV + "inUse", _bool(in_use))
    return g.text()


HERALDRY_QUESTIONS = [
    ("Who bears the Arms of Kelsford College?", _he("armiger", "114")),
    ("Whose arms are the Armes de Walcourt?", _he("armiger", "110")),
    ("Who granted the Arms of the City of York?", _he("officer", "201")),
    ("Which arms did Sir Edmund Lancaster grant?", _he("arms", "304", "305", "312", "314")),
    ("Who confirmed the Arms of Lancaster?", _he("officer", "202")),
    ("Which officers of arms were involved with the Arms of the Armourers' Company?", _he("officer", "201", "203")),
    ("When were the Arms of Graz granted?", {"1922-05-30"}),
    ("What is the motto of the Arms of Ashcombe?", {"Fide et Labore"}),
    ("What tincture is the field of the Arms of Namur?", _he("term", "or")),
    ("What is the main charge on the Arms of Graz?", _he("term", "panther")),
    ("Which arms show a lion rampant as their principal charge?", _he("arms", "306", "307")),
    ("What are the supporters on the Arms of the Glovers' Company?", _he("term", "ram", "goat")),
    ("Which arms have supporters?", _he("arms", "302", "305", "306", "312", "313")),
    ("Which arms are no longer in use?", _he("arms", "310", "311")),
    ("How many quarters do the Arms of Ashcombe have?", {"4"}),
    ("Which arms have an azure field?", _he("arms", "303", "309", "311", "315")),
    ("Who is Garter King of Arms?", _he("officer", "203")),
    ("Where was Hugh Tredegar born?", _he("place", "21")),
    ("Where is the Ashcombe family seated?", _he("place", "26")),
    ("What is the blazon of the Arms of Namur?", {"Or, a lion rampant Sable, over all a bend Gules"}),
    ("What is Bruges called in Dutch?", {"Brugge"}),
    ("What kind of armiger is Kelsford College?", {HEV + "College"}),
    ("Which arms have a bird as their principal charge?", _he("arms", "310", "311")),
    ("Which arms have a beast as their principal charge?", _he("arms", "301", "306", "307", "309", "315")),
    ("Which arms have a metal field?", _he("arms", "302", "304", "306", "307", "312")),
    ("Which are the oldest arms in the register?", _he("arms", "308")),
    ("Which arms were granted before 1930?", _he("arms", "308", "311")),
    ("How many arms did Margaret Hollis grant?", {"2"}),
    ("Who granted the Arms of Newport on the Isle of Wight?", _he("officer", "203")),
    ("What is the motto on the Arms of Newport in Wales?", {"Terra Marique"}),
    ("Who granted the arms of the Borough of Lancaster?", _he("officer", "203")),
    ("Where was the officer who granted the Arms of Bruges born?", _he("place", "27")),
    ("Which arms were granted by the Garter King of Arms?", _he("arms", "301", "303", "313")),
    ("Who bears the arms granted by Hugh Tredegar?", _he("armiger", "102")),
    ("Which arms belong to armigers seated in York?", _he("arms", "304", "314")),
    ("What mottoes are on the arms granted by Margaret Hollis?", {"Fide et Labore", "Princeps Pacis"}),
    ("who granted the arms of the city of chester", _he("officer", "201")),
    ("What is the motto of the Arms of Ashcomb?", {"Fide et Labore"}),  # misspelt: Ashcombe
    ("How much did the grant of the Arms of Kelsford College cost?", set()),  # no fees
    ("What crest sits above the Arms of Ashcombe?", set()),  # no crests
    ("Who painted the letters patent for the Arms of Graz?", set()),  # no artists or letters patent
]
HERALDRY_MADE_UP = ["Who granted the Arms of Kelsford University?", "What is the motto of the Arms of Greystoke?",
                    "When was Sir Edmund Hollis born?", "Which arms did the Lyon King of Arms grant?",
                    "Who bears the Wappen der Stadt Linz?", "Where is the Worshipful Company of Saddlers seated?"]
HERALDRY_GRAPHS = [
    ('[("Arms of Graz", "awarded by", ?x)]', _he("officer", "206")),
    ('[("Arms of Kelsford College", "slogan", ?x)]', {"Lux in Tenebris"}),
    ('[("Arms of Ashcombe", "holder", ?x)]', _he("armiger", "109")),
    ('[(?x, "awarded by", "Sir Walter Penrose")]', _he("arms", "301", "303", "313")),
    ('[("Margaret Hollis", "birthplace", ?x)]', _he("place", "26")),
    ('[("Armes de Walcourt", "date awarded", ?x)]', {"1957-10-10"}),
    ('[("Arms of the City of York", "awarded by", ?o), (?o, "post", ?x)]', {"Norroy King of Arms"}),
    ('[("Arms of Bruges", "holder", ?a), (?a, "home town", ?x)]', _he("place", "27")),
    ('[(?a, "holder", "Familie Pirker"), (?a, "main figure", ?x)]', _he("term", "eagle-displayed")),
    ('[("Arms of Lancaster", "awarded by", ?o), (?o, "birthplace", ?x)]', _he("place", "25")),
    ('[("Kelsford College", "home town", ?t), (?t, "shire", ?x)]', _he("place", "13")),
    ("[(\"Arms of the Glovers' Company\", \"awarded by\", ?o), (?o, \"year born\", ?x)]", {"1889"}),
]

# ---- mapmakers (a historic-map catalogue in Dublin Core 1.1 elements with plain-string dates, every attribution of
# ---- a map to its surveyor, draughtsman, engraver or publisher stated ONLY as a reified rdf:Statement qualified by a
# ---- certainty and a source, people named by authority-style inverted prefLabels) -----------------------------------
MP = "https://historic-maps.example.net/"
MPV = MP + "terms/"
# property: label (the vocabulary's own terms; the Dublin Core ones are not declared)
MP_PROPERTIES = {"surveyedBy": "surveyed by", "engravedBy": "engraved by", "drawnBy": "drawn by",
                 "publishedBy": "published by", "certainty": "certainty of attribution",
                 "scaleDenominator": "scale denominator", "widthCm": "width (cm)", "heightCm": "height (cm)",
                 "handColoured": "hand-coloured", "heldBy": "held by", "shelfmark": "shelfmark",
                 "volumes": "number of volumes", "born": "year of birth", "died": "year of death",
                 "activeIn": "active in", "basedIn": "based in", "established": "year established",
                 "within": "within"}
# place: (labels, class, within)
MP_PLACES = {
    "7000001": ({"en": "Netherlands", "nl": "Nederland"}, "Country", None),
    "7000002": ({"en": "England"}, "Country", None), "7000003": ({"en": "France"}, "Country", None),
    "7000004": ({"en": "Germany", "de": "Deutschland"}, "Country", None),
    "7001101": ({"en": "Holland"}, "Region", "7000001"), "7001102": ({"en": "Zeeland"}, "Region", "7000001"),
    "7001103": ({"en": "Friesland", "fy": "Fryslân"}, "Region", "7000001"),
    "7001201": ({"en": "Kent"}, "Region", "7000002"), "7001202": ({"en": "Middlesex"}, "Region", "7000002"),
    "7001301": ({"en": "Brittany", "fr": "Bretagne"}, "Region", "7000003"),
    "7001302": ({"en": "Île-de-France"}, "Region", "7000003"),
    "7001401": ({"en": "Franconia", "de": "Franken"}, "Region", "7000004"),
    "7002101": ({"en": "Amsterdam"}, "Town", "7001101"), "7002102": ({"en": "Harlingen"}, "Town", "7001103"),
    "7002103": ({"en": "Leeuwarden"}, "Town", "7001103"), "7002104": ({"en": "Middelburg"}, "Town", "7001102"),
    "7002201": ({"en": "London"}, "Town", "7001202"), "7002202": ({"en": "Canterbury"}, "Town", "7001201"),
    "7002301": ({"en": "Paris"}, "Town", "7001302"), "7002302": ({"en": "Rennes"}, "Town", "7001301"),
    "7002401": ({"en": "Nuremberg", "de": "Nürnberg"}, "Town", "7001401"),
}
# person: (inverted name, born, died, active in)
MP_PEOPLE = {"80012345": ("Harlingen, Jan van", "1688", "1741", "7002101"),
             "80023456": ("Vinck, Pieter", "1652", "1710", "7002103"),
             "80034567": ("Ansell, John", "1734", "1809", "7002201"),
             "80045678": ("Mudge, Hannah", "1760", "1832", "7002202"),
             "80056789": ("Kettering, Thomas", "1718", "1784", "7002201"),
             "80067890": ("Fournier, Hélène", "1701", "1766", "7002301"),
             "80078901": ("Pfeffel, Matthäus", "1670", "1735", "7002401"),
             "80089012": ("Gasse, Yves", "1715", "1780", "7002302"),
             "80090123": ("Brouwer, Cornelis", "1680", "1740", "7002101"),
             "80101234": ("Lodge, Anne", "1770", "1840", "7002201")}
# organisation: (name, based in, established or None, class)
MP_ORGS = {"81000001": ("Ottens & Zonen", "7002101", "1711", "Publisher"),
           "81000002": ("Whitby & Lowe", "7002201", "1762", "Publisher"),
           "81000003": ("Offizin Pfeffel", "7002401", "1702", "Publisher"),
           "81000004": ("Veuve Fournier et Fils", "7002301", "1736", "Publisher"),
           "82000001": ("Bibliotheca Frisica", "7002103", None, "Library"),
           "82000002": ("Tresham Map Library", "7002201", None, "Library"),
           "82000003": ("Bibliothèque Saint-Yves", "7002302", None, "Library"),
           "82000004": ("Kartensammlung Pegnitz", "7002401", None, "Library")}
# atlas: (title, date, volumes, [(role, agent, certainty, source)])
MP_ATLASES = {"a01": ("Atlas Maior van de Nederlanden", "1725", 3, [("publishedBy", "81000001", "certain", "imprint")]),
              "a02": ("The County Atlas of England", "1790", 2, [("publishedBy", "81000002", "certain", "imprint")]),
              "a03": ("Atlas Novus Franconiae", "1729", 1, [("publishedBy", "81000003", "certain", "imprint")])}
# map: (title, date, area shown, atlas or None, scale denominator, width cm, height cm, hand-coloured, held by,
#       shelfmark, language, format, [(role, agent, certainty, source)])
MP_MAPS = {
    "m0101": ("Platte grondt der stadt Harlingen", "1706", "7002102", None, 5000, "52.5", "41.5", True, "82000001",
              "BF K 12", "dut", "copperplate engraving",
              [("surveyedBy", "80023456", "certain", "signed in the cartouche"),
               ("engravedBy", "80090123", "attributed", "style of the lettering")]),
    "m0102": ("Nieuwe kaart van Zeeland", "1728", "7001102", "a01", 120000, "58.5", "49.5", True, "82000001",
              "BF K 31", "dut", "copperplate engraving",
              [("engravedBy", "80012345", "certain", "signed in the plate"),
               ("surveyedBy", "80023456", "doubtful", "catalogue of 1850"),
               ("publishedBy", "81000001", "certain", "imprint")]),
    "m0103": ("Kaart van het Graafschap Holland", "1731", "7001101", "a01", 150000, "60.5", "50.5", False, "82000001",
              "BF K 32", "dut", "copperplate engraving",
              [("engravedBy", "80012345", "attributed", "style of the engraving"),
               ("publishedBy", "81000001", "certain", "imprint")]),
    "m0104": ("Tabula Frisiae", "1702", "7001103", None, 180000, "55.5", "44.5", True, "82000001", "BF K 7", "lat",
              "woodcut",
              [("surveyedBy", "80023456", "certain", "dedication"),
               ("engravedBy", "80090123", "certain", "signed in the block"),
               ("publishedBy", "80023456", "certain", "imprint")]),
    "m0105": ("Platte grondt van Amsterdam", "1724", "7002101", "a01", 8000, "96.5", "80.5", True, "82000002",
              "TML 4.12", "dut", "copperplate engraving",
              [("engravedBy", "80090123", "certain", "signed in the plate"),
               ("publishedBy", "81000001", "certain", "imprint")]),
    "m0201": ("A New Map of the County of Kent", "1769", "7001201", None, 63360, "124.5", "88.5", True, "82000002",
              "TML 2.1", "eng", "copperplate engraving on six sheets",
              [("surveyedBy", "80034567", "certain", "title"),
               ("engravedBy", "80056789", "certain", "signed in the plate"),
               ("publishedBy", "81000002", "certain", "imprint")]),
    "m0202": ("A New Map of the County of Kent", "1801", "7001201", None, 31680, "186.5", "132.5", False, "82000002",
              "TML 2.7", "eng", "copperplate engraving on nine sheets",
              [("surveyedBy", "80045678", "certain", "title"),
               ("engravedBy", "80101234", "attributed", "engraver's ledger"),
               ("publishedBy", "81000002", "certain", "imprint")]),
    "m0203": ("A Plan of the City of Canterbury", "1768", "7002202", "a02", 2400, "48.5", "38.5", True, "82000002",
              "TML 3.4", "eng", "copperplate engraving",
              [("surveyedBy", "80034567", "certain", "title"),
               ("engravedBy", "80056789", "certain", "signed in the plate"),
               ("publishedBy", "81000002", "certain", "imprint")]),
    "m0204": ("A Map of Middlesex", "1788", "7001202", "a02", 63360, "70.5", "58.5", True, "82000002", "TML 3.9",
              "eng", "copperplate engraving",
              [("surveyedBy", "80034567", "attributed", "county map catalogue"),
               ("engravedBy", "80056789", "doubtful", "dealer's description"),
               ("publishedBy", "81000002", "certain", "imprint")]),
    "m0301": ("Carte de la Bretagne", "1748", "7001301", None, 400000, "78.5", "62.5", True, "82000003",
              "BSY Cartes 18", "fre", "copperplate engraving",
              [("drawnBy", "80067890", "certain", "signed"), ("surveyedBy", "80089012", "certain", "title"),
               ("publishedBy", "81000004", "certain", "imprint")]),
    "m0302": ("Plan de la ville de Rennes", "1756", "7002302", None, 3000, "66.5", "50.5", False, "82000003",
              "BSY Plans 3", "fre", "copperplate engraving",
              [("surveyedBy", "80089012", "certain", "title"),
               ("drawnBy", "80067890", "attributed", "style of the drawing"),
               ("publishedBy", "81000004", "certain", "imprint")]),
    "m0303": ("Plan de Paris", "1739", "7002301", None, 10000, "142.5", "102.5", True, "82000003", "BSY Plans 1", "fre",
              "copperplate engraving",
              [("drawnBy", "80067890", "certain", "signed"),
               ("engravedBy", "80012345", "doubtful", "auction catalogue of 1912"),
               ("publishedBy", "81000004", "certain", "imprint")]),
    "m0401": ("Franconiae Circulus", "1729", "7001401", "a03", 350000, "57.5", "48.5", True, "82000004", "KP 1729/2",
              "lat", "copperplate engraving",
              [("engravedBy", "80078901", "certain", "signed in the plate"),
               ("publishedBy", "81000003", "certain", "imprint")]),
    "m0402": ("Grundriss der Reichsstadt Nürnberg", "1712", "7002401", None, 4000, "62.5", "52.5", False, "82000004",
              "KP 1712/1", "ger", "etching",
              [("engravedBy", "80078901", "certain", "signed in the plate"),
               ("drawnBy", "80078901", "attributed", "dedication"),
               ("publishedBy", "81000003", "certain", "imprint")]),
}


def _mp(kind: str, *ids: str) -> set[str]:
    return {f"{MP}{kind}/{i}" for i in ids}


def mapmakers_kg() -> str:
    """N-Triples of the historic-map catalogue (Dublin Core 1.1, attributions only as reified statements)."""
    g = Graph()

    def attribute(item: str, key: str, attributions: list) -> None:
        for i, (role, agent, certainty, source) in enumerate(attributions, 1):
            st = f"{MP}attribution/{key}-{i}"
            g.add(st, RDF_TYPE, RDF + "Statement"), g.add(st, RDF + "subject", item)
            g.add(st, RDF + "predicate", MPV + role), g.add(st, RDF + "object", f"{MP}authority/n{agent}")
            g.add(st, MPV + "certainty", _lit(certainty)), g.add(st, DC + "source", _lit(source))

    for prop, label in MP_PROPERTIES.items():
        g.add(MPV + prop, RDF_TYPE, RDF + "Property"), g.add(MPV + prop, RDFS + "label", _lit(label, "en"))
    for cls in ("Map", "Atlas", "Place", "Country", "Region", "Town", "Publisher", "Library"):
        g.add(MPV + cls, RDF_TYPE, RDFS + "Class")
    for cls in ("Country", "Region", "Town"):
        g.add(MPV + cls, RDFS + "subClassOf", MPV + "Place")
    for key, (labels, cls, within) in MP_PLACES.items():
        p = f"{MP}place/tgn{key}"
        g.add(p, RDF_TYPE, MPV + cls)
        for lang, text in labels.items():
            g.add(p, RDFS + "label", _lit(text, lang))
        if within:
            g.add(p, MPV + "within", f"{MP}place/tgn{within}")
    for key, (name, born, died, active) in MP_PEOPLE.items():
        a = f"{MP}authority/n{key}"
        g.add(a, RDF_TYPE, FOAF + "Person"), g.add(a, SKOS + "prefLabel", _lit(name))
        g.add(a, MPV + "born", _typed(born, "gYear")), g.add(a, MPV + "died", _typed(died, "gYear"))
        g.add(a, MPV + "activeIn", f"{MP}place/tgn{active}")
    for key, (name, based, established, cls) in MP_ORGS.items():
        a = f"{MP}authority/n{key}"
        g.add(a, RDF_TYPE, FOAF + "Organization"), g.add(a, RDF_TYPE, MPV + cls)
        g.add(a, SKOS + "prefLabel", _lit(name)), g.add(a, MPV + "basedIn", f"{MP}place/tgn{based}")
        if established:
            g.add(a, MPV + "established", _typed(established, "gYear"))
    for key, (title, date, volumes, attributions) in MP_ATLASES.items():
        a = f"{MP}item/{key}"
        g.add(a, RDF_TYPE, MPV + "Atlas"), g.add(a, RDF_TYPE, DCMITYPE + "Collection")
        g.add(a, DC + "title", _lit(title)), g.add(a, DC + "date", _lit(date))
        g.add(a, MPV + "volumes", _typed(volumes, "integer")), attribute(a, key, attributions)
    for key, fields in MP_MAPS.items():
        (title, date, area, atlas, scale, width, height, coloured, library, shelfmark, language, fmt,
         attributions) = fields
        m = f"{MP}item/{key}"
        g.add(m, RDF_TYPE, MPV + "Map"), g.add(m, RDF_TYPE, DCMITYPE + "StillImage")
        g.add(m, DC + "title", _lit(title)), g.add(m, DC + "date", _lit(date))
        g.add(m, DC + "coverage", f"{MP}place/tgn{area}"), g.add(m, DC + "language", _lit(language))
        g.add(m, DC + "format", _lit(fmt))
        if atlas:
            g.add(m, DCT + "isPartOf", f"{MP}item/{atlas}")
        g.add(m, MPV + "scaleDenominator", _typed(scale, "integer"))
        g.add(m, MPV + "widthCm", _typed(width, "decimal")), g.add(m, MPV + "heightCm", _typed(height, "decimal"))
        g.add(m, MPV + "handColoured", _bool(coloured)), g.add(m, MPV + "heldBy", f"{MP}authority/n{library}")
        g.add(m, MPV + "shelfmark", _lit(shelfmark)), attribute(m, key, attributions)
    return g.text()


MAPMAKERS_QUESTIONS = [
    ("Who engraved the Nieuwe kaart van Zeeland?", _mp("authority", "n80012345")),
    ("Which maps did Jan van Harlingen engrave?", _mp("item", "m0102", "m0103", "m0303")),
    ("Who surveyed the Tabula Frisiae?", _mp("authority", "n80023456")),
    ("Who published the Plan de Paris?", _mp("authority", "n81000004")),
    ("What did Whitby & Lowe publish?", _mp("item", "m0201", "m0202", "m0203", "m0204", "a02")),
    ("Which maps did Hélène Fournier draw?", _mp("item", "m0301", "m0302", "m0303")),
    ("What region does the Carte de la Bretagne cover?", _mp("place", "tgn7001301")),
    ("Which maps show Kent?", _mp("item", "m0201", "m0202")),
    ("When was the Plan de la ville de Rennes made?", {"1756"}),
    ("What is the scale of the Franconiae Circulus?", {"350000"}),
    ("Is the Plan de Paris hand-coloured?", {"true"}),
    ("Which library holds the Tabula Frisiae?", _mp("authority", "n82000001")),
    ("What is the shelfmark of the Grundriss der Reichsstadt Nürnberg?", {"KP 1712/1"}),
    ("Which atlas is the Kaart van het Graafschap Holland part of?", _mp("item", "a01")),
    ("Which maps are in The County Atlas of England?", _mp("item", "m0203", "m0204")),
    ("How many volumes does the Atlas Maior van de Nederlanden have?", {"3"}),
    ("Who published the Atlas Novus Franconiae?", _mp("authority", "n81000003")),
    ("When was Thomas Kettering born?", {"1718"}),
    ("Where did Yves Gasse work?", _mp("place", "tgn7002302")),
    ("How wide is the Plan de Paris?", {"142.5"}),
    ("How certain is it that Jan van Harlingen engraved the Plan de Paris?", {"doubtful"}),
    ("Who surveyed the New Map of the County of Kent of 1801?", _mp("authority", "n80045678")),
    ("What is the scale of the 1769 New Map of the County of Kent?", {"63360"}),
    ("Which is the oldest map?", _mp("item", "m0104")),
    ("Which maps were made before 1720?", _mp("item", "m0101", "m0104", "m0402")),
    ("How many maps did Thomas Kettering engrave?", {"3"}),
    ("Which is the widest map?", _mp("item", "m0202")),
    ("Where was the engraver of the Platte grondt van Amsterdam active?", _mp("place", "tgn7002101")),
    ("In which country is the region shown on the Tabula Frisiae?", _mp("place", "tgn7000001")),
    ("What was published by a publisher based in Nuremberg?", _mp("item", "m0401", "m0402", "a03")),
    ("When was the publisher of the Carte de la Bretagne established?", {"1736"}),
    ("Which library holds the maps surveyed by Yves Gasse?", _mp("authority", "n82000003")),
    ("Who engraved the maps in the Atlas Novus Franconiae?", _mp("authority", "n80078901")),
    ("When was the surveyor of A Plan of the City of Canterbury born?", {"1734"}),
    ("Which maps did surveyors active in London survey?", _mp("item", "m0201", "m0203", "m0204")),
    ("Where is the library that holds the Nieuwe kaart van Zeeland?", _mp("place", "tgn7002103")),
    ("who published the franconiae circulus", _mp("authority", "n81000003")),
    ("Who engraved the Grundriss der Reichstadt Nürnberg?", _mp("authority", "n80078901")),  # misspelt: Reichsstadt
    ("What paper was the Tabula Frisiae printed on?", set()),  # no paper or watermarks
    ("How many copies of the Plan de Paris were printed?", set()),  # no print runs
    ("Who owned the Nieuwe kaart van Zeeland before the library acquired it?", set()),  # no provenance
]
MAPMAKERS_MADE_UP = ["Who engraved the Nieuwe kaart van Friesland?", "Which maps did Pieter van Harlingen survey?",
                     "When was Kettering & Lowe established?", "Who published the Atlas Minor van Zeeland?",
                     "What region does the Carte de la Normandie cover?",
                     "Which library holds the Plan de la ville de Nantes?"]
MAPMAKERS_GRAPHS = [
    ('[("Tabula Frisiae", "area depicted", ?x)]', _mp("place", "tgn7001103")),
    ('[("Plan de Paris", "issuer", ?x)]', _mp("authority", "n81000004")),
    ('[("Whitby & Lowe", "home city", ?x)]', _mp("place", "tgn7002201")),
    ('[("Franconiae Circulus", "bound in", ?x)]', _mp("item", "a03")),
    ('[("Kettering, Thomas", "year died", ?x)]', {"1784"}),
    ('[(?x, "issuer", "Offizin Pfeffel")]', _mp("item", "m0401", "m0402", "a03")),
    ('[("Tabula Frisiae", "area depicted", ?r), (?r, "country", ?x)]', _mp("place", "tgn7000001")),
    ('[("Plan de la ville de Rennes", "issuer", ?p), (?p, "year founded", ?x)]', {"1736"}),
    ('[("Grundriss der Reichsstadt Nürnberg", "plate cutter", ?e), (?e, "birth year", ?x)]', {"1670"}),
    ('[("A Plan of the City of Canterbury", "bound in", ?a), (?a, "volume count", ?x)]', {"2"}),
    ('[(?m, "issuer", "Veuve Fournier et Fils"), (?m, "year", ?x)]', {"1748", "1756", "1739"}),
    ('[("Nieuwe kaart van Zeeland", "repository", ?l), (?l, "home city", ?x)]', _mp("place", "tgn7002103")),
]

# ---- lace (two lace collections merged into one graph: a Belgian museum's data with a DUTCH vocabulary and
# ---- rdfs:label @nl / @fr, an English guild's data with an English vocabulary and skos:prefLabel @en, joined only by
# ---- an alignment of owl:equivalentProperty, owl:equivalentClass and owl:sameAs links) -----------------------------
KA = "https://data.kantmuseum.example.be/"
KAV = KA + "def/"
LG = "https://collections.laceguild.example.org.uk/"
LGV = LG + "ns#"
# class: (label @nl, superclass); the museum's lace types
KA_CLASSES = {"Kant": ("kant", None), "Kloskant": ("kloskant", "Kant"), "Naaldkant": ("naaldkant", "Kant"),
              "BrugsBloemwerk": ("Brugs bloemwerk", "Kloskant"), "Duchessekant": ("duchessekant", "Kloskant"),
              "Binchekant": ("binchekant", "Kloskant"), "Torchonkant": ("torchonkant", "Kloskant"),
              "PointDeGaze": ("point de gaze", "Naaldkant"), "Kantwerkster": ("kantwerkster", None),
              "Plaats": ("plaats", None), "Museum": ("museum", None)}
# class: (label @en, superclass); the guild's
LG_CLASSES = {"Lace": ("lace", None), "BobbinLace": ("bobbin lace", "Lace"), "NeedleLace": ("needle lace", "Lace"),
              "HonitonLace": ("Honiton lace", "BobbinLace"), "BucksPoint": ("Bucks point lace", "BobbinLace"),
              "Torchon": ("torchon lace", "BobbinLace"), "BrugesFlowerLace": ("Bruges flower lace", "BobbinLace"),
              "Lacemaker": ("lacemaker", None), "Place": ("place", None), "Collection": ("collection", None)}
KA_PROPERTIES = {"vervaardigdIn": "vervaardigd in", "vervaardigdDoor": "vervaardigd door", "datering": "datering",
                 "lengteCm": "lengte (cm)", "breedteCm": "breedte (cm)", "bewaardIn": "bewaard in",
                 "aantalKlossen": "aantal klossen", "geborenIn": "geboren in", "geboortejaar": "geboortejaar",
                 "ligtIn": "ligt in", "gevestigdIn": "gevestigd in"}  # property: label @nl
LG_PROPERTIES = {"madeIn": "made in", "maker": "maker", "designer": "designer", "dateMade": "date made",
                 "lengthCm": "length (cm)", "widthCm": "width (cm)", "heldBy": "held by", "material": "thread",
                 "bornIn": "born in", "birthYear": "birth year", "locatedIn": "located in"}  # property: label @en
# the alignment
LACE_EQUIVALENT_PROPERTIES = [("vervaardigdIn", "madeIn"), ("vervaardigdDoor", "maker"), ("datering", "dateMade"),
                              ("lengteCm", "lengthCm"), ("breedteCm", "widthCm"), ("bewaardIn", "heldBy"),
                              ("geborenIn", "bornIn"), ("geboortejaar", "birthYear"), ("ligtIn", "locatedIn"),
                              ("gevestigdIn", "locatedIn")]
LACE_EQUIVALENT_CLASSES = [("Kant", "Lace"), ("Kloskant", "BobbinLace"), ("Naaldkant", "NeedleLace"),
                           ("BrugsBloemwerk", "BrugesFlowerLace"), ("Torchonkant", "Torchon"),
                           ("Kantwerkster", "Lacemaker"), ("Plaats", "Place"), ("Museum", "Collection")]
LACE_SAME_AS = [("plaats/brugge", "place/bruges"), ("plaats/brussel", "place/brussels"),
                ("plaats/belgie", "place/belgium"), ("persoon/maria-vandevelde", "person/maria-van-de-velde")]
KA_PLACES = {"brugge": ({"nl": "Brugge", "fr": "Bruges"}, "belgie"), "brussel": ({"nl": "Brussel", "fr": "Bruxelles"},
                                                                                 "belgie"),
             "ieper": ({"nl": "Ieper", "fr": "Ypres"}, "belgie"), "binche": ({"fr": "Binche"}, "belgie"),
             "belgie": ({"nl": "België", "fr": "Belgique"}, None)}  # place: (labels, lies in)
LG_PLACES = {"bruges": ("Bruges", "belgium"), "brussels": ("Brussels", "belgium"), "honiton": ("Honiton", "england"),
             "olney": ("Olney", "england"), "belgium": ("Belgium", None), "england": ("England", None)}
KA_PEOPLE = {"maria-vandevelde": ({"nl": "Maria Vandevelde"}, "brugge", "1861"),
             "clemence-dubois": ({"fr": "Clémence Dubois"}, "brussel", "1872"),
             "jeanne-binche": ({"fr": "Jeanne Binche"}, "brussel", "1866"),
             "leonie-moreau": ({"fr": "Léonie Moreau"}, "binche", "1858"),
             "elodie-van-acker": ({"nl": "Elodie Van Acker"}, "ieper", "1890")}  # person: (labels, born in, year)
LG_PEOPLE = {"ada-trenchard": ("Ada Trenchard", "honiton", "1848"), "edith-quarrie": ("Edith Quarrie", "olney", "1869"),
             "harriet-gosling": ("Harriet Gosling", "honiton", "1880"),
             "maria-van-de-velde": ("Maria Van de Velde", "bruges", "1861")}
KA_MUSEUMS = {"kantcentrum": ({"nl": "Kantcentrum Brugge"}, "brugge"),
              "kostuum-kant": ({"fr": "Musée du Costume et de la Dentelle", "nl": "Museum voor Kostuum en Kant"},
                               "brussel")}
LG_COLLECTIONS = {"allhallows": ("Allhallows Lace Collection", "honiton"), "cowper": ("Cowper Lace Room", "olney")}
# museum piece: (labels, class, made in, made by, year, length cm, width cm, kept in, bobbins or None)
KA_PIECES = {
    "KA-0001": ({"nl": "Kraag met rozen"}, "BrugsBloemwerk", "brugge", "maria-vandevelde", "1895", "42.5", "8.5",
                "kantcentrum", 120),
    "KA-0002": ({"nl": "Waaier met pauw", "fr": "Éventail au paon"}, "PointDeGaze", "brussel", "jeanne-binche", "1902",
                "35.5", "18.5", "kostuum-kant", None),
    "KA-0003": ({"nl": "Doopkleed"}, "Duchessekant", "brussel", "clemence-dubois", "1898", "98.5", "45.5",
                "kostuum-kant", 210),
    "KA-0004": ({"nl": "Zakdoek met kantrand", "fr": "Mouchoir à bord de dentelle"}, "Binchekant", "binche",
                "leonie-moreau", "1885", "30.5", "30.5", "kostuum-kant", 300),
    "KA-0005": ({"nl": "Altaarkleed"}, "BrugsBloemwerk", "brugge", "jeanne-binche", "1910", "210.5", "32.5",
                "kantcentrum", 180),
    "KA-0006": ({"nl": "Torchonrand"}, "Torchonkant", "ieper", "elodie-van-acker", "1921", "150.5", "6.5",
                "kantcentrum", 24),
    "KA-0007": ({"nl": "Sluier", "en": "Bridal Veil"}, "PointDeGaze", "brussel", "clemence-dubois", "1905", "180.5",
                "120.5", "kostuum-kant", None),
}
# guild object: (name, class, made in, maker or None, designer or None, year, length cm, width cm, collection, thread)
LG_PIECES = {
    "LG1001": ("Bridal Veil", "HonitonLace", "honiton", "ada-trenchard", None, "1865", "190.5", "140.5", "allhallows",
               "cotton"),
    "LG1002": ("Christening Cap", "HonitonLace", "honiton", "ada-trenchard", None, "1872", "22.5", "18.5", "allhallows",
               "cotton"),
    "LG1003": ("Lappet with Flowers", "BucksPoint", "olney", "edith-quarrie", None, "1891", "65.5", "9.5", "cowper",
               "linen"),
    "LG1004": ("Torchon Insertion", "Torchon", "olney", "edith-quarrie", None, "1899", "120.5", "5.5", "cowper",
               "linen"),
    "LG1005": ("Bruges Flower Collar", "BrugesFlowerLace", "bruges", "maria-van-de-velde", None, "1893", "40.5", "9.5",
               "allhallows", "linen"),
    "LG1006": ("Honiton Fan Leaf", "HonitonLace", "honiton", "harriet-gosling", "ada-trenchard", "1905", "48.5", "24.5",
               "allhallows", "silk"),
    "LG1007": ("Brussels Handkerchief", "NeedleLace", "brussels", None, None, "1900", "28.5", "28.5", "cowper",
               "linen"),
}


def _ka(kind: str, *ids: str) -> set[str]:
    return {f"{KA}{kind}/{i}" for i in ids}


def _lg(kind: str, *ids: str) -> set[str]:
    return {f"{LG}{kind}/{i}" for i in ids}


def lace_kg() -> str:
    """N-Triples of the two lace collections and the OWL alignment that joins them."""
    g = Graph()

    def labelled(s: str, labels: dict) -> str:
        for lang, text in labels.items():
            g.add(s, RDFS + "label", _lit(text, lang))
        return s

    def named(s: str, name: str) -> str:
        g.add(s, SKOS + "prefLabel", _lit(name, "en"))
        return s

    for cls, (label, sup) in KA_CLASSES.items():
        g.add(KAV + cls, RDF_TYPE, OWL + "Class"), g.add(KAV + cls, RDFS + "label", _lit(label, "nl"))
        if sup:
            g.add(KAV + cls, RDFS + "subClassOf", KAV + sup)
    for cls, (label, sup) in LG_CLASSES.items():
        g.add(LGV + cls, RDF_TYPE, OWL + "Class"), g.add(LGV + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(LGV + cls, RDFS + "subClassOf", LGV + sup)
    for prop, label in KA_PROPERTIES.items():
        g.add(KAV + prop, RDF_TYPE, RDF + "Property"), g.add(KAV + prop, RDFS + "label", _lit(label, "nl"))
    for prop, label in LG_PROPERTIES.items():
        g.add(LGV + prop, RDF_TYPE, RDF + "Property"), g.add(LGV + prop, RDFS + "label", _lit(label, "en"))
    for a, b in LACE_EQUIVALENT_PROPERTIES:
        g.add(KAV + a, OWL + "equivalentProperty", LGV + b)
    for a, b in LACE_EQUIVALENT_CLASSES:
        g.add(KAV + a, OWL + "equivalentClass", LGV + b)
    for a, b in LACE_SAME_AS:
        g.add(KA + a, OWL + "sameAs", LG + b)
    for key, (labels, lies_in) in KA_PLACES.items():
        p = labelled(f"{KA}plaats/{key}", labels)
        g.add(p, RDF_TYPE, KAV + "Plaats")
        if lies_in:
            g.add(p, KAV + "ligtIn", f"{KA}plaats/{lies_in}")
    for key, (name, located) in LG_PLACES.items():
        p = named(f"{LG}place/{key}", name)
        g.add(p, RDF_TYPE, LGV + "Place")
        if located:
            g.add(p, LGV + "locatedIn", f"{LG}place/{located}")
    for key, (labels, born_in, year) in KA_PEOPLE.items():
        p = labelled(f"{KA}persoon/{key}", labels)
        g.add(p, RDF_TYPE, KAV + "Kantwerkster"), g.add(p, KAV + "geborenIn", f"{KA}plaats/{born_in}")
        g.add(p, KAV + "geboortejaar", _typed(year, "gYear"))
    for key, (name, born_in, year) in LG_PEOPLE.items():
        p = named(f"{LG}person/{key}", name)
        g.add(p, RDF_TYPE, LGV + "Lacemaker"), g.add(p, LGV + "bornIn", f"{LG}place/{born_in}")
        g.add(p, LGV + "birthYear", _typed(year, "gYear"))
    for key, (labels, town) in KA_MUSEUMS.items():
        m = labelled(f"{KA}museum/{key}", labels)
        g.add(m, RDF_TYPE, KAV + "Museum"), g.add(m, KAV + "gevestigdIn", f"{KA}plaats/{town}")
    for key, (name, town) in LG_COLLECTIONS.items():
        c = named(f"{LG}collection/{key}", name)
        g.add(c, RDF_TYPE, LGV + "Collection"), g.add(c, LGV + "locatedIn", f"{LG}place/{town}")
    for key, (labels, cls, place, maker, year, length, width, museum, bobbins) in KA_PIECES.items():
        s = labelled(f"{KA}stuk/{key}", labels)
        g.add(s, RDF_TYPE, KAV + cls), g.add(s, KAV + "vervaardigdIn", f"{KA}plaats/{place}")
        g.add(s, KAV + "vervaardigdDoor", f"{KA}persoon/{maker}"), g.add(s, KAV + "datering", _typed(year, "gYear"))
        g.add(s, KAV + "lengteCm", _typed(length, "decimal")), g.add(s, KAV + "breedteCm", _typed(width, "decimal"))
        g.add(s, KAV + "bewaardIn", f"{KA}museum/{museum}")
        if bobbins:
            g.add(s, KAV + "aantalKlossen", _typed(bobbins, "integer"))
    for key, (name, cls, place, maker, designer, year, length, width, collection, thread) in LG_PIECES.items():
        o = named(f"{LG}object/{key}", name)
        g.add(o, RDF_TYPE, LGV + cls), g.add(o, LGV + "madeIn", f"{LG}place/{place}")
        if maker:
            g.add(o, LGV + "maker", f"{LG}person/{maker}")
        if designer:
            g.add(o, LGV + "designer", f"{LG}person/{designer}")
        g.add(o, LGV + "dateMade", _typed(year, "gYear")), g.add(o, LGV + "lengthCm", _typed(length, "decimal"))
        g.add(o, LGV + "widthCm", _typed(width, "decimal")), g.add(o, LGV + "heldBy", f"{LG}collection/{collection}")
        g.add(o, LGV + "material", _lit(thread))
    return g.text()


LACE_QUESTIONS = [
    ("Who made the Kraag met rozen?", _ka("persoon", "maria-vandevelde") | _lg("person", "maria-van-de-velde")),
    ("Which pieces did Maria Vandevelde make?", _ka("stuk", "KA-0001") | _lg("object", "LG1005")),
    ("Which pieces were made in Bruges?", _ka("stuk", "KA-0001", "KA-0005") | _lg("object", "LG1005")),
    ("Where was the Torchonrand made?", _ka("plaats", "ieper")),
    ("Which pieces did Jeanne Binche make?", _ka("stuk", "KA-0002", "KA-0005")),
    ("Which pieces were made in Binche?", _ka("stuk", "KA-0004")),
    ("Which museum keeps the Doopkleed?", _ka("museum", "kostuum-kant")),
    ("What does the Cowper Lace Room hold?", _lg("object", "LG1003", "LG1004", "LG1007")),
    ("When was the Lappet with Flowers made?", {"1891"}),
    ("How long is the Altaarkleed?", {"210.5"}),
    ("How many bobbins were used for the Zakdoek met kantrand?", {"300"}),
    ("What thread is the Honiton Fan Leaf made of?", {"silk"}),
    ("Who designed the Honiton Fan Leaf?", _lg("person", "ada-trenchard")),
    ("Where was Ada Trenchard born?", _lg("place", "honiton")),
    ("When was Clémence Dubois born?", {"1872"}),
    ("Which pieces are bobbin lace?", _ka("stuk", "KA-0001", "KA-0003", "KA-0004", "KA-0005", "KA-0006")
     | _lg("object", "LG1001", "LG1002", "LG1003", "LG1004", "LG1005", "LG1006")),
    ("Which pieces are needle lace?", _ka("stuk", "KA-0002", "KA-0007") | _lg("object", "LG1007")),
    ("Which pieces are torchon lace?", _ka("stuk", "KA-0006") | _lg("object", "LG1004")),
    ("What kind of lace is the Christening Cap?", {LGV + "HonitonLace"}),
    ("What is the Waaier met pauw called in French?", {"Éventail au paon"}),
    ("Where is the Kantcentrum Brugge?", _ka("plaats", "brugge") | _lg("place", "bruges")),
    ("In which country is Honiton?", _lg("place", "england")),
    ("Who made the Bridal Veil from Honiton?", _lg("person", "ada-trenchard")),
    ("How wide is the Bridal Veil made in Brussels?", {"120.5"}),
    ("Which is the longest piece?", _ka("stuk", "KA-0005")),
    ("Which pieces were made before 1890?", _ka("stuk", "KA-0004") | _lg("object", "LG1001", "LG1002")),
    ("How many pieces did Edith Quarrie make?", {"2"}),
    ("How many pieces does the Allhallows Lace Collection hold?", {"4"}),
    ("Where was the maker of the Altaarkleed born?", _ka("plaats", "brussel") | _lg("place", "brussels")),
    ("Which pieces are kept in museums in Brussels?", _ka("stuk", "KA-0002", "KA-0003", "KA-0004", "KA-0007")),
    ("When was the maker of the Lappet with Flowers born?", {"1869"}),
    ("Which pieces were made by lacemakers born in Honiton?", _lg("object", "LG1001", "LG1002", "LG1006")),
    ("In which country was the Torchon Insertion made?", _lg("place", "england")),
    ("Who made the pieces in the Cowper Lace Room?", _lg("person", "edith-quarrie")),
    ("How many bobbins did Elodie Van Acker use for her lace?", {"24"}),
    ("Which lacemakers were born in Brussels?", _ka("persoon", "clemence-dubois", "jeanne-binche")),
    ("who made the christening cap", _lg("person", "ada-trenchard")),
    ("When was the Torchon Insertoin made?", {"1899"}),  # misspelt: Insertion
    ("How many hours did it take to make the Bruges Flower Collar?", set()),  # no making times
    ("Who pricked the pattern for the Torchonrand?", set()),  # no pattern prickers
    ("What did the Kantcentrum Brugge pay for the Altaarkleed?", set()),  # no acquisitions or prices
]
LACE_MADE_UP = ["Who made the Kraag met tulpen?", "Which pieces did Maria Trenchard make?",
                "Where was Edith Binche born?", "What does the Honiton Lace Museum hold?",
                "When was the Olney Wedding Shawl made?", "Which pieces are Valenciennes lace?"]
LACE_GRAPHS = [
    ('[("Doopkleed", "crafted by", ?x)]', _ka("persoon", "clemence-dubois")),
    ('[("Christening Cap", "town of origin", ?x)]', _lg("place", "honiton")),
    ('[(?x, "crafted by", "Edith Quarrie")]', _lg("object", "LG1003", "LG1004")),
    ('[("Altaarkleed", "length in centimetres", ?x)]', {"210.5"}),
    ('[("Kantcentrum Brugge", "city", ?x)]', _ka("plaats", "brugge") | _lg("place", "bruges")),
    ('[("Ada Trenchard", "birth town", ?x)]', _lg("place", "honiton")),
    ('[("Altaarkleed", "crafted by", ?p), (?p, "birth town", ?x)]',
     _ka("plaats", "brussel") | _lg("place", "brussels")),
    ('[("Lappet with Flowers", "repository", ?m), (?m, "city", ?x)]', _lg("place", "olney")),
    ('[(?o, "crafted by", "Jeanne Binche"), (?o, "year", ?x)]', {"1902", "1910"}),
    ('[("Honiton Fan Leaf", "pattern designer", ?p), (?p, "year born", ?x)]', {"1848"}),
    ('[("Torchon Insertion", "town of origin", ?t), (?t, "nation", ?x)]', _lg("place", "england")),
    ('[(?o, "repository", "Musée du Costume et de la Dentelle"), (?o, "crafted by", ?x)]',
     _ka("persoon", "jeanne-binche", "clemence-dubois", "leonie-moreau")),
]

# ---- fireworks (a pyrotechnics archive in the Simple Event Model: displays are sem:Events whose actors hang off
# ---- sem:Role nodes (rdf:value the actor, sem:roleType designer / firing company / commissioning body), places and
# ---- types typed by SEM, event types a SKOS tree, competition entries sem:subEventOf their competition) -----------
SEM = "http://semanticweb.cs.vu.nl/2009/11/sem/"
FW = "https://pyro-archive.example.org/"
FWV = FW + "vocab#"
FW_PROPERTIES = {"shellCount": "shell count", "maxCalibreMm": "largest calibre (mm)",
                 "firedFromBarges": "fired from barges", "soundtrack": "soundtrack", "spectators": "spectators",
                 "juryScore": "jury score", "winningEntry": "winning entry", "basedIn": "based in",
                 "foundedYear": "founded", "birthYear": "born", "employedBy": "employed by"}  # property: label @en
# type: (SEM class, label, broader or None)
FW_TYPES = {
    "display": ("EventType", "fireworks display", None), "night": ("EventType", "night display", "display"),
    "daytime": ("EventType", "daytime display", "display"), "newyear": ("EventType", "New Year display", "night"),
    "musical": ("EventType", "musical display", "night"), "piromusical": ("EventType", "piromusical", "musical"),
    "summernight": ("EventType", "summer night festival display", "night"),
    "bonfire": ("EventType", "bonfire night display", "night"), "finale": ("EventType", "festival finale", "night"),
    "mascleta": ("EventType", "mascletà", "daytime"), "entry": ("EventType", "competition entry", "night"),
    "competition": ("EventType", "fireworks competition", None),
    "designer": ("RoleType", "pyrotechnic designer", None), "firer": ("RoleType", "firing company", None),
    "commissioner": ("RoleType", "commissioning body", None),
    "company": ("ActorType", "pyrotechnics company", None), "pyrotechnician": ("ActorType", "pyrotechnician", None),
    "public-body": ("ActorType", "public body", None),
    "country": ("PlaceType", "country", None), "town": ("PlaceType", "town", None),
    "harbour": ("PlaceType", "harbour", None), "square": ("PlaceType", "square", None),
    "beach": ("PlaceType", "beach", None), "hill": ("PlaceType", "hill", None), "lake": ("PlaceType", "lake", None),
    "bay": ("PlaceType", "bay", None), "riverbank": ("PlaceType", "riverbank", None),
}
# place: (labels, place type, part of)
FW_PLACES = {
    "malta": ({None: "Malta"}, "country", None), "spain": ({None: "Spain"}, "country", None),
    "switzerland": ({None: "Switzerland"}, "country", None), "portugal": ({None: "Portugal"}, "country", None),
    "japan": ({None: "Japan"}, "country", None),
    "valletta": ({None: "Valletta"}, "town", "malta"), "valencia": ({None: "Valencia"}, "town", "spain"),
    "alicante": ({None: "Alicante"}, "town", "spain"), "barcelona": ({None: "Barcelona"}, "town", "spain"),
    "lucerne": ({"en": "Lucerne", "de": "Luzern"}, "town", "switzerland"),
    "funchal": ({None: "Funchal"}, "town", "portugal"), "omagari": ({None: "Omagari"}, "town", "japan"),
    "grand-harbour": ({None: "Grand Harbour"}, "harbour", "valletta"),
    "placa-ajuntament": ({None: "Plaça de l'Ajuntament"}, "square", "valencia"),
    "luceros": ({None: "Plaza de los Luceros"}, "square", "alicante"),
    "postiguet": ({None: "Playa del Postiguet"}, "beach", "alicante"),
    "montjuic": ({None: "Montjuïc"}, "hill", "barcelona"),
    "seebecken": ({None: "Seebecken Luzern"}, "lake", "lucerne"),
    "funchal-bay": ({None: "Funchal Bay"}, "bay", "funchal"),
    "omono": ({None: "Omono Riverbank"}, "riverbank", "omagari"),
}
# company: (name, based in, founded)
FW_COMPANIES = {"llevant": ("Pirotecnia Llevant", "alicante", "1921"),
                "turia": ("Pirotecnia del Turia", "valencia", "1898"),
                "lucerna": ("Lucerna Feuerwerk AG", "lucerne", "1954"),
                "akita": ("Akita Hanabi Kōbō", "omagari", "1930"),
                "harbour-factory": ("Grand Harbour Fireworks Factory", "valletta", "1962"),
                "atlantico": ("Fogos do Atlântico", "funchal", "1987")}
# designer: (name, born, employer)
FW_DESIGNERS = {"carlos-valencia": ("Carlos Valencia", "1968", "llevant"),
                "amparo-ferrer": ("Amparo Ferrer", "1975", "turia"), "reto-imhof": ("Reto Imhof", "1959", "lucerna"),
                "keiko-sasaki": ("Keiko Sasaki", "1981", "akita"),
                "joseph-camilleri": ("Joseph Camilleri", "1970", "harbour-factory"),
                "ines-gouveia": ("Inês Gouveia", "1984", "atlantico")}
# public body: (name, based in)
FW_BODIES = {"valencia-council": ("Valencia City Council", "valencia"),
             "fogueres": ("Federació de les Fogueres de Sant Joan", "alicante"),
             "icub": ("Institut de Cultura de Barcelona", "barcelona"),
             "luzern-tourismus": ("Luzern Tourismus", "lucerne"),
             "valletta-agency": ("Valletta Cultural Agency", "valletta"),
             "madeira-tourism": ("Madeira Tourism Board", "funchal"),
             "omagari-association": ("Omagari Fireworks Association", "omagari")}
# event: (label, type, place, begin, end or None, {role type: actor}, shells, largest calibre mm, from barges,
#         soundtrack, spectators, jury score, part of)
FW_EVENTS = {
    "malta-2024": ("Malta International Fireworks Festival 2024", "competition", "grand-harbour",
                   "2024-04-27T21:00:00", "2024-04-30T23:30:00", {"commissioner": "valletta-agency"}, None, None, None,
                   None, 60000, None, None),
    "malta-2024-llevant": ("Pirotecnia Llevant at Malta 2024", "entry", "grand-harbour", "2024-04-27T21:30:00", None,
                           {"firer": "llevant", "designer": "carlos-valencia"}, 4200, 200, True, None, None, "9.2",
                           "malta-2024"),
    "malta-2024-lucerna": ("Lucerna Feuerwerk at Malta 2024", "entry", "grand-harbour", "2024-04-28T21:30:00", None,
                           {"firer": "lucerna", "designer": "reto-imhof"}, 3800, 150, True, None, None, "8.7",
                           "malta-2024"),
    "malta-2024-atlantico": ("Fogos do Atlântico at Malta 2024", "entry", "grand-harbour", "2024-04-29T21:30:00", None,
                             {"firer": "atlantico", "designer": "ines-gouveia"}, 4500, 200, True, None, None, "8.9",
                             "malta-2024"),
    "malta-2024-harbour": ("Grand Harbour Fireworks Factory at Malta 2024", "entry", "grand-harbour",
                           "2024-04-30T21:30:00", None, {"firer": "harbour-factory", "designer": "joseph-camilleri"},
                           5100, 200, True, None, None, "9.1", "malta-2024"),
    "nye-valletta-2023": ("New Year's Eve Fireworks", "newyear", "grand-harbour", "2023-12-31T23:59:00", None,
                          {"firer": "harbour-factory", "designer": "joseph-camilleri",
                           "commissioner": "valletta-agency"}, 6000, 200, True, None, None, None, None),
    "nye-funchal-2024": ("New Year's Eve Fireworks", "newyear", "funchal-bay", "2024-12-31T23:59:00", None,
                         {"firer": "atlantico", "designer": "ines-gouveia", "commissioner": "madeira-tourism"}, 18000,
                         300, True, None, 150000, None, None),
    "mascleta-sant-josep-2024": ("Mascletà de Sant Josep", "mascleta", "placa-ajuntament", "2024-03-19T14:00:00", None,
                                 {"firer": "turia", "designer": "amparo-ferrer", "commissioner": "valencia-council"},
                                 1200, 75, False, None, None, None, None),
    "nit-alba-2024": ("Nit de l'Albà", "night", "placa-ajuntament", "2024-03-18T00:00:00", None,
                      {"firer": "turia", "designer": "amparo-ferrer", "commissioner": "valencia-council"}, 2800, 100,
                      False, None, None, None, None),
    "nit-crema-2023": ("Nit de la Cremà", "bonfire", "postiguet", "2023-06-24T00:00:00", None,
                       {"firer": "llevant", "designer": "carlos-valencia", "commissioner": "fogueres"}, 2500, 150,
                       False, None, None, None, None),
    "mascleta-fogueres-2024": ("Mascletà de Fogueres", "mascleta", "luceros", "2024-06-20T14:00:00", None,
                               {"firer": "llevant", "designer": "carlos-valencia", "commissioner": "fogueres"}, 900, 75,
                               False, None, None, None, None),
    "piromusical-merce-2023": ("Piromusical de la Mercè", "piromusical", "montjuic", "2023-09-24T22:00:00", None,
                               {"firer": "llevant", "designer": "carlos-valencia", "commissioner": "icub"}, 3500, 125,
                               False, "Barcelona, sung by Freddie Mercury and Montserrat Caballé", None, None, None),
    "seenachtsfest-2023": ("Luzerner Seenachtsfest 2023", "summernight", "seebecken", "2023-07-29T22:15:00", None,
                           {"firer": "lucerna", "designer": "reto-imhof", "commissioner": "luzern-tourismus"}, 5200,
                           250, True, None, 120000, None, None),
    "omagari-finale-2023": ("Omagari Grand Finale 2023", "finale", "omono", "2023-08-26T21:30:00", None,
                            {"firer": "akita", "designer": "keiko-sasaki", "commissioner": "omagari-association"},
                            12000, 600, False, None, None, None, None),
}
FW_WINNERS = {"malta-2024": "malta-2024-llevant"}


def _fw(kind: str, *ids: str) -> set[str]:
    return {f"{FW}{kind}/{i}" for i in ids}


def fireworks_kg() -> str:
    """N-Triples of the fireworks archive (Simple Event Model with role nodes)."""
    g = Graph()

    def actor(key: str, name: str, actor_type: str, based: str | None) -> str:
        a = f"{FW}actor/{key}"
        g.add(a, RDF_TYPE, SEM + "Actor"), g.add(a, RDFS + "label", _lit(name))
        g.add(a, SEM + "actorType", f"{FW}type/{actor_type}")
        if based:
            g.add(a, FWV + "basedIn", f"{FW}place/{based}")
        return a

    for prop, label in FW_PROPERTIES.items():
        g.add(FWV + prop, RDF_TYPE, RDF + "Property"), g.add(FWV + prop, RDFS + "label", _lit(label, "en"))
    for key, (cls, label, broader) in FW_TYPES.items():
        t = f"{FW}type/{key}"
        g.add(t, RDF_TYPE, SEM + cls), g.add(t, RDF_TYPE, SKOS + "Concept")
        g.add(t, SKOS + "prefLabel", _lit(label, "en"))
        if broader:
            g.add(t, SKOS + "broader", f"{FW}type/{broader}")
    for key, (labels, place_type, part_of) in FW_PLACES.items():
        p = f"{FW}place/{key}"
        g.add(p, RDF_TYPE, SEM + "Place"), g.add(p, SEM + "placeType", f"{FW}type/{place_type}")
        for lang, text in labels.items():
            g.add(p, RDFS + "label", _lit(text, lang))
        if part_of:
            g.add(p, DCT + "isPartOf", f"{FW}place/{part_of}")
    for key, (name, based, founded) in FW_COMPANIES.items():
        g.add(actor(key, name, "company", based), FWV + "foundedYear", _typed(founded, "gYear"))
    for key, (name, born, employer) in FW_DESIGNERS.items():
        a = actor(key, name, "pyrotechnician", None)
        g.add(a, FWV + "birthYear", _typed(born, "gYear")), g.add(a, FWV + "employedBy", f"{FW}actor/{employer}")
    for key, (name, based) in FW_BODIES.items():
        actor(key, name, "public-body", based)
    for key, fields in FW_EVENTS.items():
        (label, event_type, place, begin, end, roles, shells, calibre, barges, soundtrack, spectators, score,
         parent) = fields
        e = f"{FW}event/{key}"
        g.add(e, RDF_TYPE, SEM + "Event"), g.add(e, RDFS + "label", _lit(label))
        g.add(e, SEM + "eventType", f"{FW}type/{event_type}"), g.add(e, SEM + "hasPlace", f"{FW}place/{place}")
        g.add(e, SEM + "hasBeginTimeStamp", _typed(begin, "dateTime"))
        if end:
            g.add(e, SEM + "hasEndTimeStamp", _typed(end, "dateTime"))
        for i, (role_type, who) in enumerate(roles.items()):
            r = f"_:role_{key.replace('-', '_')}_{i}"
            g.add(e, SEM + "hasActor", r), g.add(r, RDF_TYPE, SEM + "Role")
            g.add(r, RDF + "value", f"{FW}actor/{who}"), g.add(r, SEM + "roleType", f"{FW}type/{role_type}")
        if shells:
            g.add(e, FWV + "shellCount", _typed(shells, "integer"))
        if calibre:
            g.add(e, FWV + "maxCalibreMm", _typed(calibre, "integer"))
        if barges is not None:
            g.add(e, FWV + "firedFromBarges", _bool(barges))
        if soundtrack:
            g.add(e, FWV + "soundtrack", _lit(soundtrack))
        if spectators:
            g.add(e, FWV + "spectators", _typed(spectators, "integer"))
        if score:
            g.add(e, FWV + "juryScore", _typed(score, "decimal"))
        if parent:
            g.add(e, SEM + "subEventOf", f"{FW}event/{parent}")
    for competition, entry in FW_WINNERS.items():
        g.add(f"{FW}event/{competition}", FWV + "winningEntry", f"{FW}event/{entry}")
    return g.text()


FIREWORKS_QUESTIONS = [
    ("Who designed the Piromusical de la Mercè?", _fw("actor", "carlos-valencia")),
    ("Which displays did Carlos Valencia design?", _fw("event", "malta-2024-llevant", "nit-crema-2023",
                                                       "mascleta-fogueres-2024", "piromusical-merce-2023")),
    ("Which company fired the Mascletà de Sant Josep?", _fw("actor", "turia")),
    ("Which displays did Lucerna Feuerwerk AG fire?", _fw("event", "seenachtsfest-2023", "malta-2024-lucerna")),
    ("Who commissioned the Nit de la Cremà?", _fw("actor", "fogueres")),
    ("Where was the Luzerner Seenachtsfest 2023 held?", _fw("place", "seebecken")),
    ("When did the Nit de l'Albà begin?", {"2024-03-18T00:00:00"}),
    ("How many shells were fired at the Omagari Grand Finale 2023?", {"12000"}),
    ("What was the largest shell calibre at the Luzerner Seenachtsfest 2023?", {"250"}),
    ("Was the Piromusical de la Mercè fired from barges?", {"false"}),
    ("What music accompanied the Piromusical de la Mercè?",
     {"Barcelona, sung by Freddie Mercury and Montserrat Caballé"}),
    ("Which entries competed in the Malta International Fireworks Festival 2024?",
     _fw("event", "malta-2024-llevant", "malta-2024-lucerna", "malta-2024-atlantico", "malta-2024-harbour")),
    ("Which entry won the Malta International Fireworks Festival 2024?", _fw("event", "malta-2024-llevant")),
    ("What score did the jury give Fogos do Atlântico at Malta 2024?", {"8.9"}),
    ("When was Pirotecnia del Turia founded?", {"1898"}),
    ("Where is Akita Hanabi Kōbō based?", _fw("place", "omagari")),
    ("Which company does Reto Imhof work for?", _fw("actor", "lucerna")),
    ("When was Inês Gouveia born?", {"1984"}),
    ("What kind of display was the Mascletà de Sant Josep?", _fw("type", "mascleta")),
    ("Which displays were daytime displays?", _fw("event", "mascleta-sant-josep-2024", "mascleta-fogueres-2024")),
    ("How many spectators watched the Luzerner Seenachtsfest 2023?", {"120000"}),
    ("When did the Malta International Fireworks Festival 2024 end?", {"2024-04-30T23:30:00"}),
    ("Which events did the Valletta Cultural Agency commission?", _fw("event", "malta-2024", "nye-valletta-2023")),
    ("Who designed the New Year's Eve Fireworks in Valletta?", _fw("actor", "joseph-camilleri")),
    ("How many shells were fired at the New Year's Eve Fireworks in Funchal?", {"18000"}),
    ("Which display used the most shells?", _fw("event", "nye-funchal-2024")),
    ("Which displays used shells larger than 200 mm?",
     _fw("event", "nye-funchal-2024", "seenachtsfest-2023", "omagari-finale-2023")),
    ("How many displays did Pirotecnia Llevant fire?", {"4"}),
    ("Which entry got the lowest jury score?", _fw("event", "malta-2024-lucerna")),
    ("Which displays took place in Valencia?", _fw("event", "mascleta-sant-josep-2024", "nit-alba-2024")),
    ("Which displays were designed by people working for Pirotecnia del Turia?",
     _fw("event", "mascleta-sant-josep-2024", "nit-alba-2024")),
    ("Where is the company that fired the Omagari Grand Finale 2023 based?", _fw("place", "omagari")),
    ("In which town was the Nit de la Cremà held?", _fw("place", "alicante")),
    ("Which company fired the winning entry of the Malta International Fireworks Festival 2024?",
     _fw("actor", "llevant")),
    ("Who designed the displays commissioned by the Institut de Cultura de Barcelona?",
     _fw("actor", "carlos-valencia")),
    ("When was the designer of the Nit de l'Albà born?", {"1975"}),
    ("who fired the nit de la cremà", _fw("actor", "llevant")),
    ("Who designed the Luzerner Seenachsfest 2023?", _fw("actor", "reto-imhof")),  # misspelt: Seenachtsfest
    ("What was the budget of the Nit de l'Albà?", set()),  # no budgets
    ("How loud was the Mascletà de Sant Josep?", set()),  # no sound levels
    ("What was the weather like during the Luzerner Seenachtsfest 2023?", set()),  # no weather
]
FIREWORKS_MADE_UP = ["Who designed the Nit del Foc de Castelló?", "Which displays did Pirotecnia Levante fire?",
                     "When was Lucerna Pyro GmbH founded?", "Who fired the Valletta Summer Piromusical?",
                     "When was Reto Valencia born?", "Where was the Funchal Midsummer Display held?"]
FIREWORKS_GRAPHS = [
    ('[("Nit de la Cremà", "fired by", ?x)]', _fw("actor", "llevant")),
    ('[("Luzerner Seenachtsfest 2023", "venue", ?x)]', _fw("place", "seebecken")),
    ('[(?x, "designed by", "Amparo Ferrer")]', _fw("event", "mascleta-sant-josep-2024", "nit-alba-2024")),
    ('[("Omagari Grand Finale 2023", "number of shells", ?x)]', {"12000"}),
    ('[("Reto Imhof", "employer", ?x)]', _fw("actor", "lucerna")),
    ('[("Malta International Fireworks Festival 2024", "champion", ?x)]', _fw("event", "malta-2024-llevant")),
    ('[("Piromusical de la Mercè", "venue", ?v), (?v, "city", ?x)]', _fw("place", "barcelona")),
    ('[("Mascletà de Sant Josep", "fired by", ?f), (?f, "year founded", ?x)]', {"1898"}),
    ('[(?d, "designed by", "Joseph Camilleri"), (?d, "number of shells", ?x)]', {"6000", "5100"}),
    ('[("Malta International Fireworks Festival 2024", "champion", ?e), (?e, "jury mark", ?x)]', {"9.2"}),
    ("[(\"Nit de l'Albà\", \"designed by\", ?p), (?p, \"employer\", ?x)]", _fw("actor", "turia")),
    ('[("Inês Gouveia", "employer", ?f), (?f, "headquarters", ?x)]', _fw("place", "funchal")),
]

# ---- curling (a curling database exported from a Neo4j property graph by neosemantics (n10s): nodes under
# ---- `neo4j://graph.individuals#<id>`, node labels as classes and every property and relationship type under
# ---- `neo4j://graph.schema#`, UPPER_SNAKE relationship types (playing positions as four relationship types of their
# ---- own), a `name` property on every node, integers exported as xsd:long and percentages as xsd:double, no labels
# ---- or declarations for the schema at all) ---------------------------------------------------------------------
CUS = "neo4j://graph.schema#"
CUI = "neo4j://graph.individuals#"
CU_COUNTRIES = {"1": ("Scotland", "SCO"), "2": ("Sweden", "SWE"), "3": ("Switzerland", "SUI"), "4": ("Canada", "CAN"),
                "5": ("Norway", "NOR")}  # node: (name, isoCode)
CU_TOWNS = {"11": ("Perth", "1"), "12": ("Stirling", "1"), "13": ("Karlstad", "2"), "14": ("Sundbyberg", "2"),
            "15": ("Bern", "3"), "16": ("Winnipeg", "4"), "17": ("Oppdal", "5")}  # node: (name, IN_COUNTRY)
# rink: (name, LOCATED_IN, sheets, openedYear)
CU_RINKS = {"21": ("Dewars Centre", "11", 8, 1990), "22": ("Forthbank Ice Rink", "12", 6, 1976),
            "23": ("Karlstad Curlinghall", "13", 5, 1988), "24": ("Sundbyberg Curlinghall", "14", 6, 1974),
            "25": ("Curlinghalle Allmend", "15", 7, 1986), "26": ("Granite Club Rink", "16", 6, 1913),
            "27": ("Oppdal Curlinghall", "17", 4, 1995)}
# club: (name, HOME_RINK, foundedYear, memberCount)
CU_CLUBS = {"31": ("Stirling Thistle Curling Club", "22", 1887, 140),
            "32": ("Perth and Kinross Curling Club", "21", 1902, 210), "33": ("Karlstads CK", "23", 1925, 95),
            "34": ("Sundbybergs CK", "24", 1946, 120), "35": ("CC Bern Zähringer", "25", 1911, 160),
            "36": ("Granite Curling Club", "26", 1880, 300), "37": ("Oppdal Curlingklubb", "27", 1968, 45)}
# team: (name, division, REPRESENTS, formedYear, [skip, vice, second, lead], coach or None)
CU_TEAMS = {"41": ("Team Perth", "men", "31", 2016, ["51", "52", "53", "54"], "55"),
            "42": ("Team Lindqvist", "men", "33", 2012, ["56", "57", "58", "59"], None),
            "43": ("Team Lindqvist", "women", "34", 2015, ["60", "61", "62", "63"], "64"),
            "44": ("Team Halvorsen", "men", "37", 2010, ["65", "66", "67", "68"], "69"),
            "45": ("Team Brunner", "women", "35", 2017, ["70", "71", "72", "73"], "74"),
            "46": ("Team McAllister", "men", "36", 2011, ["75", "76", "77", "78"], None)}
CU_POSITIONS = ["SKIP_OF", "VICE_OF", "SECOND_OF", "LEAD_OF"]
# player: (name, birthYear, throws, olympian, shotPercentage)
CU_PLAYERS = {
    "51": ("Ross Perth", 1991, "right", False, "84.5"), "52": ("Euan Baird", 1993, "right", False, "82.5"),
    "53": ("Callum Drysdale", 1995, "left", False, "80.5"), "54": ("Fraser Kidd", 1997, "right", False, "85.5"),
    "56": ("Erik Lindqvist", 1988, "right", True, "87.5"), "57": ("Oskar Berg", 1990, "right", False, "83.5"),
    "58": ("Johan Sjöberg", 1992, "left", False, "81.5"), "59": ("Nils Ek", 1994, "right", False, "86.5"),
    "60": ("Anna Lindqvist", 1990, "right", True, "85.5"), "61": ("Sofia Nyström", 1992, "right", True, "84.5"),
    "62": ("Elin Dahl", 1996, "right", False, "82.5"), "63": ("Maja Holm", 1998, "left", False, "83.5"),
    "65": ("Magnus Halvorsen", 1985, "right", True, "88.5"), "66": ("Sindre Aune", 1987, "left", False, "82.5"),
    "67": ("Torger Lian", 1989, "right", False, "81.5"), "68": ("Håvard Moe", 1991, "right", False, "84.5"),
    "70": ("Lea Brunner", 1993, "right", True, "86.5"), "71": ("Nina Zaugg", 1994, "right", False, "83.5"),
    "72": ("Carla Moser", 1995, "left", False, "80.5"), "73": ("Jana Frei", 1997, "right", False, "87.5"),
    "75": ("Dan McAllister", 1986, "right", False, "89.5"), "76": ("Ryan Fehr", 1988, "right", False, "85.5"),
    "77": ("Kyle Dueck", 1990, "left", False, "82.5"), "78": ("Tyler Penner", 1992, "right", False, "84.5"),
}
CU_COACHES = {"55": ("Moira Hendry", 1970), "64": ("Per Hedlund", 1965), "69": ("Kari Berget", 1972),
              "74": ("Beat Kälin", 1968)}  # coach: (name, birthYear)
# event: (name, node label, HELD_AT, startDate, endDate, teamCount, purse, season, [PLAYED_IN teams], WON team)
CU_EVENTS = {
    "81": ("Perth Masters 2023", "Bonspiel", "21", "2023-01-12", "2023-01-15", 24, 40000, "2022-23",
           ["41", "42", "44", "46"], "44"),
    "82": ("Karlstad Open 2023", "Bonspiel", "23", "2023-10-05", "2023-10-08", 16, 25000, "2023-24",
           ["41", "42", "44"], "42"),
    "83": ("Bern Ladies Cup 2023", "Bonspiel", "25", "2023-11-09", "2023-11-12", 12, 30000, "2023-24", ["43", "45"],
           "45"),
    "84": ("Sundbyberg Classic 2024", "Bonspiel", "24", "2024-01-18", "2024-01-21", 10, 15000, "2023-24",
           ["43", "45"], "43"),
    "85": ("Stirling Thistle Bonspiel 2024", "Bonspiel", "22", "2024-02-22", "2024-02-25", 8, 8000, "2023-24",
           ["41", "46"], "41"),
    "86": ("Granite Spiel 2024", "Championship", "26", "2024-03-14", "2024-03-17", 32, 50000, "2023-24",
           ["42", "44", "46"], "46"),
}


def _cu(*ids: str) -> set[str]:
    return {CUI + i for i in ids}


def curling_kg() -> str:
    """N-Triples of the curling property graph as neosemantics exports it."""
    g = Graph()

    def node(key: str, labels: list[str], name: str) -> str:
        n = CUI + key
        for label in labels:
            g.add(n, RDF_TYPE, CUS + label)
        g.add(n, CUS + "name", _lit(name))
        return n

    def prop(n: str, key: str, value: object, datatype: str | None = None) -> None:
        g.add(n, CUS + key, _typed(value, datatype) if datatype else _lit(str(value)))

    def rel(a: str, kind: str, b: str) -> None:
        g.add(CUI + a, CUS + kind, CUI + b)

    for key, (name, code) in CU_COUNTRIES.items():
        prop(node(key, ["Country"], name), "isoCode", code)
    for key, (name, country) in CU_TOWNS.items():
        node(key, ["Town"], name), rel(key, "IN_COUNTRY", country)
    for key, (name, town, sheets, opened) in CU_RINKS.items():
        n = node(key, ["Venue", "Rink"], name)
        rel(key, "LOCATED_IN", town), prop(n, "sheets", sheets, "long"), prop(n, "openedYear", opened, "long")
    for key, (name, rink, founded, members) in CU_CLUBS.items():
        n = node(key, ["Club"], name)
        rel(key, "HOME_RINK", rink), prop(n, "foundedYear", founded, "long"), prop(n, "memberCount", members, "long")
    for key, (name, born, throws, olympian, shots) in CU_PLAYERS.items():
        skips = any(team[4][0] == key for team in CU_TEAMS.values())
        n = node(key, ["Person", "Player"] + (["Skip"] if skips else []), name)
        prop(n, "birthYear", born, "long"), prop(n, "throws", throws)
        prop(n, "olympian", str(olympian).lower(), "boolean")
        prop(n, "shotPercentage", shots, "double")
    for key, (name, born) in CU_COACHES.items():
        prop(node(key, ["Person", "Coach"], name), "birthYear", born, "long")
    for key, (name, division, club, formed, line_up, coach) in CU_TEAMS.items():
        n = node(key, ["Team"], name)
        prop(n, "division", division), prop(n, "formedYear", formed, "long"), rel(key, "REPRESENTS", club)
        for position, player in zip(CU_POSITIONS, line_up):
            rel(player, position, key)
        if coach:
            rel(coach, "COACHES", key)
    for key, (name, label, rink, start, end, teams, purse, season, played, winner) in CU_EVENTS.items():
        n = node(key, ["Event", label], name)
        rel(key, "HELD_AT", rink), prop(n, "startDate", start, "date"), prop(n, "endDate", end, "date")
        prop(n, "teamCount", teams, "long"), prop(n, "purse", purse, "long"), prop(n, "season", season)
        for team in played:
            rel(team, "PLAYED_IN", key)
        rel(winner, "WON", key)
    return g.text()


CURLING_QUESTIONS = [
    ("Who skips Team Perth?", _cu("51")),
    ("Who plays lead for Team Brunner?", _cu("73")),
    ("Which team does Euan Baird play for?", _cu("41")),
    ("Who coaches Team Brunner?", _cu("74")),
    ("Which club does Team Halvorsen represent?", _cu("37")),
    ("What is the home rink of the Stirling Thistle Curling Club?", _cu("22")),
    ("Where is the Dewars Centre?", _cu("11")),
    ("How many sheets does the Forthbank Ice Rink have?", {"6"}),
    ("When was the Granite Curling Club founded?", {"1880"}),
    ("Who won the Perth Masters 2023?", _cu("44")),
    ("Which events did Team Perth win?", _cu("85")),
    ("Where was the Karlstad Open 2023 held?", _cu("23")),
    ("When did the Bern Ladies Cup 2023 start?", {"2023-11-09"}),
    ("How many teams entered the Granite Spiel 2024?", {"32"}),
    ("Which teams played in the Sundbyberg Classic 2024?", _cu("43", "45")),
    ("Is Lea Brunner an Olympian?", {"true"}),
    ("Which players throw left-handed?", _cu("53", "58", "63", "66", "72", "77")),
    ("When was Nils Ek born?", {"1994"}),
    ("What is Magnus Halvorsen's shot percentage?", {"88.5"}),
    ("How much prize money was there at the Perth Masters 2023?", {"40000"}),
    ("How many members does Karlstads CK have?", {"95"}),
    ("Who skips the women's Team Lindqvist?", _cu("60")),
    ("Which club does the men's Team Lindqvist represent?", _cu("33")),
    ("Which rink has the most sheets?", _cu("21")),
    ("Which clubs were founded before 1900?", _cu("31", "36")),
    ("How many events did Team Halvorsen play in?", {"3"}),
    ("Which event had the most teams?", _cu("86")),
    ("What is the home rink of Team Brunner's club?", _cu("25")),
    ("Which club does Ross Perth's team represent?", _cu("31")),
    ("Who won the event held at the Dewars Centre?", _cu("44")),
    ("Who skips the team that won the Granite Spiel 2024?", _cu("75")),
    ("In which town was the Perth Masters 2023 held?", _cu("11")),
    ("Which events did the team coached by Moira Hendry play in?", _cu("81", "82", "85")),
    ("Which country is the Oppdal Curlinghall in?", _cu("5")),
    ("Which teams played at the Forthbank Ice Rink?", _cu("41", "46")),
    ("Who is the lead of the team that won the Bern Ladies Cup 2023?", _cu("73")),
    ("who coaches team halvorsen", _cu("69")),
    ("Who skips Team Brunnner?", _cu("70")),  # misspelt: Brunner
    ("What is the annual membership fee of the Granite Curling Club?", set()),  # no fees
    ("What was the score in the final of the Karlstad Open 2023?", set()),  # no game scores
    ("Which brand of stones does Team Perth use?", set()),  # no equipment
]
CURLING_MADE_UP = ["Who skips Team Ferrell?", "Where is the Carse of Gowrie Ice Rink?", "Who won the Perth Open 2023?",
                   "When was the Oppdal Granite Club founded?", "Which team does Anna Halvorsen play for?",
                   "Who won the Bern Men's Cup 2024?"]
CURLING_GRAPHS = [
    ('[("Team Perth", "captain", ?x)]', _cu("51")),
    ('[("Perth Masters 2023", "champion", ?x)]', _cu("44")),
    ('[(?x, "member of", "Team Brunner")]', _cu("70", "71", "72", "73")),
    ('[("Granite Curling Club", "year established", ?x)]', {"1880"}),
    ('[("Forthbank Ice Rink", "number of sheets", ?x)]', {"6"}),
    ('[("Beat Kälin", "trains", ?x)]', _cu("45")),
    ('[("Team Halvorsen", "club", ?c), (?c, "home ice", ?x)]', _cu("27")),
    ('[("Granite Spiel 2024", "champion", ?t), (?t, "captain", ?x)]', _cu("75")),
    ('[("Ross Perth", "member of", ?t), (?t, "club", ?x)]', _cu("31")),
    ('[("Karlstad Open 2023", "venue", ?r), (?r, "location", ?x)]', _cu("13")),
    ('[(?e, "champion", "Team Brunner"), (?e, "start", ?x)]', {"2023-11-09"}),
    ('[("Stirling Thistle Curling Club", "home ice", ?r), (?r, "year built", ?x)]', {"1976"}),
]

KGS_AI = {"heraldry": (heraldry_kg, HERALDRY_QUESTIONS, HERALDRY_MADE_UP, HERALDRY_GRAPHS),
          "mapmakers": (mapmakers_kg, MAPMAKERS_QUESTIONS, MAPMAKERS_MADE_UP, MAPMAKERS_GRAPHS),
          "lace": (lace_kg, LACE_QUESTIONS, LACE_MADE_UP, LACE_GRAPHS),
          "fireworks": (fireworks_kg, FIREWORKS_QUESTIONS, FIREWORKS_MADE_UP, FIREWORKS_GRAPHS),
          "curling": (curling_kg, CURLING_QUESTIONS, CURLING_MADE_UP, CURLING_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AI, __doc__)
