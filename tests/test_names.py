"""Names from whatever a KG has (graph/names.py) and entity links that abstain (text/linking.py)."""

from __future__ import annotations

import json

import httpx
import pytest
from pyoxigraph import NamedNode

from kgqa_sparql.errors import KgqaError, UnknownEntity
from kgqa_sparql.graph.names import NamingPolicy
from kgqa_sparql.kg import KnowledgeGraph
from kgqa_sparql.search.explore import detect_topics
from kgqa_sparql.words import iri_name, member_name, opaque_iri

EX = "http://example.org/"
PREFIXES = f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
PREFIX skos: <http://www.w3.org/2004/02/skos/core#> PREFIX schema: <http://schema.org/>
PREFIX foaf: <http://xmlns.com/foaf/0.1/> PREFIX dct: <http://purl.org/dc/terms/>"""


def kg_with(triples: str, **open_options) -> KnowledgeGraph:
    kg = KnowledgeGraph.open(None, **open_options)
    kg.update(f"{PREFIXES} INSERT DATA {{ {triples} }}")
    return kg


def name(kg: KnowledgeGraph, local: str) -> str:
    return kg.labels([NamedNode(EX + local)])[NamedNode(EX + local)]


@pytest.mark.parametrize("triples, expected", [
    ('ex:a rdfs:label "Alpha" .', "Alpha"),
    ('ex:a skos:prefLabel "Alpha"@en ; rdfs:label "alpha (thing)" .', "Alpha"),  # prefLabel first
    ('ex:a schema:name "Alpha" .', "Alpha"),
    ('ex:a foaf:name "Alpha" .', "Alpha"),
    ('ex:a dct:title "Alpha" .', "Alpha"),
])
def test_standard_name_predicates(triples, expected):
    assert name(kg_with(triples), "a") == expected


def test_language_preference_with_untagged_fallback():
    kg = kg_with('ex:a skos:prefLabel "Eins"@de, "One"@en . ex:b rdfs:label "Zwei"@de, "Two" . ex:c rdfs:label "Drei"@de .')
    assert (name(kg, "a"), name(kg, "b"), name(kg, "c")) == ("One", "Two", "Drei")
    german = KnowledgeGraph.open(None, naming=NamingPolicy(lang="de"))
    german.update(f'{PREFIXES} INSERT DATA {{ ex:a skos:prefLabel "Eins"@de, "One"@en . ex:b rdfs:label "Two" }}')
    assert (name(german, "a"), name(german, "b")) == ("Eins", "Two")


def test_names_in_every_language_link():
    kg = kg_with('ex:flute skos:prefLabel "The Magic Flute"@en, "Die Zauberflöte"@de .'
                 ' ex:spb skos:prefLabel "Sankt Petersburg"@de .')
    assert name(kg, "flute") == "The Magic Flute" and name(kg, "spb") == "Sankt Petersburg"
    assert [e.iri for e in kg.linker.resolve("Die Zauberflöte")] == [EX + "flute"]
    assert [e.iri for e in kg.linker.resolve("Sankt Petersburg")] == [EX + "spb"]


def test_wikidata_direct_claims_are_named_after_their_property_entities():
    wd, wdt, wikibase = "http://www.wikidata.org/entity/", "http://www.wikidata.org/prop/direct/", "http://wikiba.se/ontology#"
    kg = kg_with(f'<{wd}P57> rdfs:label "director"@en ; <{wikibase}directClaim> <{wdt}P57> .'
                 f' <{wd}Q1> rdfs:label "Inception"@en ; <http://schema.org/description> "2010 film"@en ;'
                 f' <{wdt}P57> <{wd}Q2> ; <{wdt}P31> <{wd}Q11424> . <{wd}Q2> rdfs:label "Christopher Nolan"@en .')
    assert kg.labels([NamedNode(wdt + "P57")])[NamedNode(wdt + "P57")] == "director"
    assert wd + "P57" not in {iri for iri, _ in kg.names.entity_names()}  # a property, no entity to link
    # the description and 'instance of' describe the film, they relate it to nothing asked about
    assert {e.predicate.value for e in kg.expand([NamedNode(wd + "Q1")]).edges} == {wdt + "P57"}
    assert [a.label for a in kg.ask_question("Who directed Inception?", zero_shot=True).answers] == ["Christopher Nolan"]


def test_wikidata_qualifiers_and_statement_links_are_named_after_their_property_entities():
    """A qualifier (pq:P580) is named as its property entity ('start time'), a link to statements
    (p:P108) as statements of it ('employer statement': it reaches statements, no employer); a
    statement's value (ps:P108) keeps its own name, as read backwards it reaches statements; a
    statement's rank is no relation."""
    wd, wb = "http://www.wikidata.org/entity/", "http://wikiba.se/ontology#"
    p, ps, pq = ("http://www.wikidata.org/prop/" + k for k in ("", "statement/", "qualifier/"))
    kg = kg_with(f'<{wd}P108> rdfs:label "employer"@en ; <{wb}claim> <{p}P108> ; <{wb}statementProperty> <{ps}P108> .'
                 f' <{wd}P580> rdfs:label "start time"@en ; <{wb}qualifier> <{pq}P580> .'
                 f' <{wd}Q7> rdfs:label "Priya Nandakumar"@en ; <{p}P108> <{wd}statement/Q7-P108-1> .'
                 f' <{wd}statement/Q7-P108-1> <{ps}P108> <{wd}Q5> ; <{pq}P580> "2011"^^<http://www.w3.org/2001/XMLSchema#gYear> ;'
                 f' <{wb}rank> <{wb}NormalRank> .'
                 f' <{wd}Q5> rdfs:label "Lantern Room"@en .')
    names = kg.labels([NamedNode(pq + "P580"), NamedNode(p + "P108"), NamedNode(ps + "P108")])
    assert names[NamedNode(pq + "P580")] == "start time"
    assert names[NamedNode(p + "P108")] == "employer statement"
    assert names[NamedNode(ps + "P108")] != "employer"
    # a statement's rank says how it stands among its property's statements, nothing of the world
    statement = NamedNode(wd + "statement/Q7-P108-1")
    assert wb + "rank" not in {e.predicate.value for e in kg.expand([statement]).edges}


def test_wikidata_instance_of_types_items():
    """Wikidata-style items carry no rdf:type: 'instance of' (wdt:P31) types them, so classes,
    answer kinds and class nouns work as with rdf:type; a class's aliases count ('human' is also
    'person'), and classes are not entities to link."""
    wd, wdt, wikibase = "http://www.wikidata.org/entity/", "http://www.wikidata.org/prop/direct/", "http://wikiba.se/ontology#"
    claims = " ".join(f'<{wd}{p}> rdfs:label "{label}"@en ; <{wikibase}directClaim> <{wdt}{p}> .'
                      for p, label in (("P57", "director"), ("P161", "cast member")))
    kg = kg_with(claims + f' <{wd}Q5> rdfs:label "human"@en ; skos:altLabel "person"@en .'
                 f' <{wd}Q11424> rdfs:label "film"@en ; skos:altLabel "movie"@en .'
                 f' <{wd}Q1> rdfs:label "Oppenheimer"@en ; <{wdt}P31> <{wd}Q11424> ; <{wdt}P57> <{wd}Q2> ;'
                 f' <{wdt}P161> <{wd}Q3> . <{wd}Q4> rdfs:label "Dunkirk"@en ; <{wdt}P31> <{wd}Q11424> ;'
                 f' <{wdt}P57> <{wd}Q2> . <{wd}Q2> rdfs:label "Christopher Nolan"@en ; <{wdt}P31> <{wd}Q5> .'
                 f' <{wd}Q3> rdfs:label "Cillian Murphy"@en ; <{wdt}P31> <{wd}Q5> .')
    human, film = NamedNode(wd + "Q5"), NamedNode(wd + "Q11424")
    assert kg.types([NamedNode(wd + "Q3")]) == {NamedNode(wd + "Q3"): [human]}
    assert kg.info().classes == {wd + "Q11424": 2, wd + "Q5": 2}
    assert {human.value, film.value} <= {c for c, cls in kg.schema.classes.items() if not cls.inferred}
    assert not {human.value, film.value} & {iri for iri, _ in kg.names.entity_names()}
    assert kg.names.aliases([human]) == {human: ["human", "person"]}
    assert [a.label for a in kg.ask_question("Who directed Oppenheimer?", zero_shot=True).answers] == ["Christopher Nolan"]
    assert {a.label for a in kg.ask_question("Which movies did Christopher Nolan direct?", zero_shot=True).answers} \
        == {"Oppenheimer", "Dunkirk"}


def test_another_wikibase_s_instance_of_types_items():
    """A Wikibase other than Wikidata numbers its properties its own way: the direct claims of its
    properties labelled 'instance of' and 'subclass of' type items and classes, and are no
    relations to walk (every cocktail would be related to every other)."""
    e, d, wikibase = "http://bar.example/entity/", "http://bar.example/prop/direct/", "http://wikiba.se/ontology#"
    claims = " ".join(f'<{e}{p}> rdfs:label "{label}"@en ; <{wikibase}directClaim> <{d}{p}> .'
                      for p, label in (("P2", "instance of"), ("P3", "subclass of"), ("P7", "made from material")))
    drinks = " ".join(f'<{e}Q{i}> rdfs:label "{name}"@en ; <{d}P2> <{e}Q100> ; <{d}P7> <{e}Q{j}> .'
                      for i, name, j in ((11, "Copper Fox", 20), (12, "Saltmarsh Sour", 21), (13, "Jardin Noir", 20)))
    kg = kg_with(claims + f' <{e}Q100> rdfs:label "cocktail"@en ; <{d}P3> <{e}Q101> . <{e}Q101> rdfs:label "drink"@en .'
                 f' <{e}Q20> rdfs:label "ginger beer"@en . <{e}Q21> rdfs:label "lemon juice"@en . {drinks}')
    cocktail = NamedNode(e + "Q100")
    assert kg.backend.type_predicates()[1:] == (NamedNode(d + "P2"),)
    assert kg.types([NamedNode(e + "Q11")]) == {NamedNode(e + "Q11"): [cocktail]}
    assert kg.info().classes == {e + "Q100": 3}
    assert {a.label for a in kg.ask_question("Which cocktails contain ginger beer?", zero_shot=True).answers} \
        == {"Copper Fox", "Jardin Noir"}
    assert {a.label for a in kg.ask_question("Which drinks contain lemon juice?", zero_shot=True).answers} \
        == {"Saltmarsh Sour"}


def test_a_property_labelled_instance_of_types_items_without_wikibase_claims():
    """A wiki exported with numbered properties and no wikibase:directClaim (`prop/P3` labelled
    "instance of", `prop/P5` "subclass of"): those predicates type items and classes all the same."""
    e, p = "http://coasters.example/entity/", "http://coasters.example/prop/"
    props = " ".join(f'<{p}{n}> rdfs:label "{label}"@en .'
                     for n, label in (("P1", "name"), ("P3", "instance of"), ("P5", "subclass of"), ("P7", "located in")))
    rides = " ".join(f'<{e}E{i}> <{p}P1> "{name}" ; <{p}P3> <{e}E100> ; <{p}P7> <{e}E{park}> .'
                     for i, name, park in ((1, "Nemesis", 50), (2, "Oblivion", 50), (3, "Maverick", 51)))
    kg = kg_with(props + f' <{e}E100> rdfs:label "roller coaster" ; <{p}P5> <{e}E101> . <{e}E101> rdfs:label "ride" .'
                 f' <{e}E50> <{p}P1> "Alton Towers" ; <{p}P3> <{e}E102> . <{e}E51> <{p}P1> "Cedar Point" ; '
                 f'<{p}P3> <{e}E102> . <{e}E102> rdfs:label "amusement park" . {rides}')
    assert NamedNode(p + "P3") in kg.backend.type_predicates() and NamedNode(p + "P5") in kg.backend.subclass_predicates()
    assert kg.types([NamedNode(e + "E1")]) == {NamedNode(e + "E1"): [NamedNode(e + "E100")]}
    assert {a.label for a in kg.ask_question("Which roller coasters are at Alton Towers?", zero_shot=True).answers} \
        == {"Nemesis", "Oblivion"}
    assert {a.label for a in kg.ask_question("Which rides are there?", zero_shot=True).answers} \
        == {"Nemesis", "Oblivion", "Maverick"}


def test_name_like_property_found_per_class():
    people = " ".join(f'ex:p{i} a ex:Pilot ; ex:pilotName "Pilot {chr(65 + i)}" ; ex:rank "captain" ; ex:age "{30 + i}" .'
                      for i in range(6))
    kg = kg_with(people + ' ex:plane1 a ex:Plane ; ex:code "A1" . ex:plane2 a ex:Plane ; ex:code "A1" .')
    assert name(kg, "p2") == "Pilot C"  # pilotName: covers the class, distinct; rank is not distinct
    assert kg.names.classes[EX + "Pilot"].predicates == (EX + "pilotName",)
    assert kg.names.classes[EX + "Plane"].source == "iri" and name(kg, "plane1") == "plane1"
    assert "pilotName" in kg.info().naming[EX + "Pilot"]


def test_a_property_called_a_name_names_the_few_members_holding_it():
    """No property covers the class: the one called a name names the plant whose IRI is an id,
    the others keep their IRI names; a name column repeating its values names none."""
    plants = " ".join(f"ex:{n} a ex:GasPlant ; ex:fuel ex:gas ."
                      for n in ("SaltmarshGasPlant", "Plant_0042", "DunmoreGasPlant"))
    kg = kg_with(plants + ' ex:Plant_0042 ex:plantName "Harrowgate Peaker" . '
                 'ex:a a ex:Depot ; ex:depotName "Depot" . ex:b a ex:Depot ; ex:depotName "Depot" . ex:c a ex:Depot .')
    assert kg.names.classes[EX + "GasPlant"].predicates == (EX + "plantName",)
    assert (name(kg, "Plant_0042"), name(kg, "SaltmarshGasPlant")) == ("Harrowgate Peaker", "Saltmarsh Gas Plant")
    assert [e.iri for e in kg.linker.resolve("Harrowgate Peaker")] == [EX + "Plant_0042"]
    assert kg.names.classes[EX + "Depot"].source == "iri"


def test_given_and_family_names_are_joined():
    kg = kg_with('ex:x a foaf:Person ; foaf:givenName "Ada" ; foaf:familyName "Lovelace" .')
    assert name(kg, "x") == "Ada Lovelace"


def test_first_and_last_name_columns_are_joined():
    """A relational export names people by two columns (first_name / LName), in any vocabulary."""
    rows = " ".join(f'ex:o{i} a ex:Owner ; ex:first_name "{f}" ; ex:last_name "{l}" ; ex:city "Springfield" .'
                    for i, (f, l) in enumerate([("Ada", "Lovelace"), ("Alan", "Turing"), ("Ada", "Byron")]))
    rows += ' ex:s1 a ex:Student ; ex:Fname "Grace" ; ex:LName "Hopper" .'
    kg = kg_with(rows)
    assert (name(kg, "o0"), name(kg, "o2"), name(kg, "s1")) == ("Ada Lovelace", "Ada Byron", "Grace Hopper")
    assert [e.iri for e in kg.linker.resolve("Alan Turing")] == [EX + "o1"]


def test_names_held_by_blank_nodes_are_their_owners_names():
    """A name a structure node holds names the entity holding it: UniProt's recommended name (one
    blank node down, beating a distinct mnemonic code), FHIR's given and family names (two down,
    each wrapped in a value node); the linker finds them and the chain is shown by `info`."""
    proteins = " ".join(f'ex:P{i} a ex:Protein ; ex:mnemonic "CODE{i}_HUMAN" ; '
                        f'ex:recommendedName [ a ex:StructuredName ; ex:fullName "{n}" ] .'
                        for i, n in enumerate(["Hemoglobin subunit alpha", "Insulin", "Enolase 1"]))
    patients = " ".join(f'ex:pat{i} a ex:Patient ; ex:Patient.name [ ex:HumanName.given [ ex:value "{g}" ] ; '
                        f'ex:HumanName.family [ ex:value "{f}" ] ] ; ex:Patient.gender [ ex:value "female" ] .'
                        for i, (g, f) in enumerate([("Ada", "Okoro"), ("Sofia", "Marchetti")]))
    kg = kg_with(proteins + " " + patients)
    assert (name(kg, "P1"), name(kg, "pat1")) == ("Insulin", "Sofia Marchetti")
    assert [e.iri for e in kg.linker.resolve("Enolase 1")] == [EX + "P2"]
    assert [e.iri for e in kg.linker.resolve("Ada Okoro")] == [EX + "pat0"]
    assert kg.names.classes[EX + "Protein"].predicates == (f"{EX}recommendedName {EX}fullName",)
    assert f"<{EX}recommendedName>/<{EX}fullName>" in kg.info().naming[EX + "Protein"]


def test_names_held_by_a_node_below_the_owners_iri_are_its_names():
    """CIDOC-CRM's title (`…/object/OR-0011/title`, an E35 Title holding "Le Pangolin"): the node
    is the object's own, hung below its IRI; its content names the object, and it is a name node,
    nothing to answer with."""
    crm, ob = "http://www.cidoc-crm.org/cidoc-crm/", "https://origami.example/object/"
    works = " ".join(f'<{ob}OR-{i}> a <{crm}E22_Human-Made_Object> ; <{crm}P102_has_title> <{ob}OR-{i}/title> . '
                     f'<{ob}OR-{i}/title> a <{crm}E35_Title> ; <{crm}P190_has_symbolic_content> "{t}" .'
                     for i, t in enumerate(["Le Pangolin", "Ancient Dragon", "Ryujin 3.5"]))
    kg = kg_with(works)
    assert kg.labels([NamedNode(f"{ob}OR-0")])[NamedNode(f"{ob}OR-0")] == "Le Pangolin"
    assert [e.iri for e in kg.linker.resolve("Ancient Dragon")] == [f"{ob}OR-1"]
    assert f"{ob}OR-2/title" in kg.names.label_nodes()


def test_entities_with_no_type_are_named_like_a_class_of_their_own():
    """An OpenStreetMap export types nothing: its features are named by the `name` tag, found in
    the data as a class's name column would be, and linked by it; a typed KG has no such class."""
    from kgqa_sparql.graph.names import UNTYPED

    tag = "https://wiki.openstreetmap.org/wiki/Key:"
    features = " ".join(f'<https://www.openstreetmap.org/node/{i}> <{tag}name> "{n}" ; <{tag}amenity> "{a}" .'
                        for i, (n, a) in enumerate([("Luigi's", "restaurant"), ("Eastbrook Library", "library"),
                                                    ("Bean There", "cafe"), ("The Red Lion", "pub")]))
    kg = kg_with(features + f' <https://www.openstreetmap.org/node/9> <{tag}amenity> "bench" .')
    node = NamedNode("https://www.openstreetmap.org/node/1")
    assert kg.labels([node])[node] == "Eastbrook Library"
    assert [e.iri for e in kg.linker.resolve("Luigi's")] == ["https://www.openstreetmap.org/node/0"]
    assert f"<{tag}name>" in kg.info().naming[UNTYPED]
    assert UNTYPED not in kg_with('ex:x a foaf:Person ; foaf:name "Ada" .').names.classes


def test_a_kind_of_name_beats_a_more_distinct_code():
    """`airportname` (one word in a lower-case column) is a name; the code beside it is not."""
    rows = " ".join(f'ex:a{i} a ex:Airport ; ex:airportcode "A{i}X" ; ex:airportname "{n}" .'
                    for i, n in enumerate(["Dyess AFB", "Logan International", "Heathrow"]))
    kg = kg_with(rows)
    assert kg.names.classes[EX + "Airport"].predicates == (EX + "airportname",)
    assert name(kg, "a0") == "Dyess AFB"


def test_a_name_column_that_repeats_links_to_every_instance_with_it():
    """Degree programs named 'Master' or 'Bachelor' (a `summary_name` column, 2 values for 6
    rows) beside a distinct description: the description displays, and each repeated name
    links to every program that has it."""
    rows = " ".join(f'ex:d{i} a ex:Program ; ex:summary_name "{"Master" if i % 2 else "Bachelor"}" ; '
                    f'ex:summary_description "programme number {i}" .' for i in range(6))
    kg = kg_with(rows)
    naming = kg.names.classes[EX + "Program"]
    assert naming.predicates == (EX + "summary_description",) and naming.aliases == (EX + "summary_name",)
    assert name(kg, "d1") == "programme number 1"
    assert {e.iri for e in kg.linker.resolve("Master")} == {EX + "d1", EX + "d3", EX + "d5"}
    assert "aliases" in kg.info().naming[EX + "Program"]
    # a repeated value that is not called a name is no alias ('captain' in test above)
    assert kg_with(rows.replace("summary_name", "summary_kind")).names.classes[EX + "Program"].aliases == ()


def test_alike_classes_are_named_by_the_same_column():
    """Vans, trucks and cars of one fleet table: the two cars have distinct makes (and shorter
    ones than their registrations), but a make repeats among the vans and a registration names
    every vehicle: each class is named by its registration, the biggest class deciding first."""
    vehicles = {"Van": [("LX21 KHB", "Ford"), ("LX22 PRZ", "Ford"), ("YD18 OWS", "Renault"), ("YK23 JHL", "Iveco")],
                "Truck": [("YK19 DFA", "Volvo"), ("YK20 MVE", "DAF")], "Car": [("YD23 TUO", "Toyota"), ("LX24 BNA", "Kia")]}
    kg = kg_with(" ".join(f'ex:v{cls}{i} a ex:{cls} ; ex:registration "{reg}" ; ex:make "{make}" .'
                          for cls, rows in vehicles.items() for i, (reg, make) in enumerate(rows)))
    assert {kg.names.classes[EX + c].predicates for c in vehicles} == {(EX + "registration",)}
    assert name(kg, "vCar0") == "YD23 TUO"
    assert {e.iri for e in kg.linker.resolve("YD23 TUO")} == {EX + "vCar0"}


def test_other_identifying_columns_are_keys_that_link_but_neither_display_nor_name():
    """Cases named by a docket number carry a caption too ('State v. Vickers', two of them the
    same): the caption links to its cases, the docket number still displays, and the caption stays
    a relation a question can ask for. A one-word column ('guilty') is a category, no key."""
    cases = [("NDC-CR-2023-0031", "State v. Vickers", "guilty"), ("NDC-CR-2023-0090", "State v. Caldwell Freight",
             "not guilty"), ("NDC-CV-2022-0114", "Pemberton Holdings v. Lowe", "settled"),
             ("SC-CV-2024-0007", "Pemberton Holdings v. Lowe", "dismissed"),
             ("NDC-CV-2023-0207", "Beacon v. Caldwell Freight", "upheld"), ("NDC-CV-2021-0042", "Sandoval v. Ashford",
                                                                          "withdrawn")]
    kg = kg_with(" ".join(f'ex:c{i} a ex:Case ; ex:docketNumber "{d}" ; ex:caption "{c}" ; ex:outcome "{o}" .'
                          for i, (d, c, o) in enumerate(cases)))
    naming = kg.names.classes[EX + "Case"]
    assert naming.predicates == (EX + "docketNumber",) and naming.keys == (EX + "caption",)
    assert name(kg, "c0") == "NDC-CR-2023-0031"
    assert {e.iri for e in kg.linker.resolve("State v. Vickers")} == {EX + "c0"}
    assert {e.iri for e in kg.linker.resolve("Pemberton Holdings v. Lowe")} == {EX + "c2", EX + "c3"}
    assert EX + "caption" not in kg.names.naming_predicates() and "keys" in kg.info().naming[EX + "Case"]


def test_a_lower_case_description_is_no_key():
    """Stones named by their IRIs carry a colour, a few words each, none shared: a description in
    lower case, not a second name ('pink' names no stone; 'which stones are pink' asks for them)."""
    stones = [("rosa-aurora", "pale pink"), ("bianco-corvo", "white with grey veins"), ("nero-marquina", "deep black"),
              ("verde-alpi", "dark green"), ("giallo-reale", "warm yellow")]
    kg = kg_with(" ".join(f'<{EX}stone/{key}> a ex:Marble ; ex:colour "{colour}" .' for key, colour in stones))
    assert kg.names.classes[EX + "Marble"].keys == ()
    assert name(kg, "stone/rosa-aurora") == "rosa aurora"


def test_names_in_several_languages_are_aliases_of_the_one_name_every_instance_has():
    """Darwin Core taxa: `scientificName` names every taxon once, `vernacularName` most of them in
    English and German (two values each: no more distinctive for it). The scientific name
    displays; the vernacular names link too, and are names, not values."""
    taxa = [("t1", "Calyptella", "lesser veilbirds", "Zwergschleiervögel"),
            ("t2", "Calyptella nivicola", "snow veilbird", "Schneeschleiervogel"),
            ("t3", "Calyptella marisana", "Marisa's veilbird", "Marisas Schleiervogel"),
            ("t4", "Myrrhocalyx", None, None), ("t5", "Myrrhocalyx aurifrons", "golden-fronted veilbird", None)]
    rows = " ".join(f'ex:{i} a ex:Taxon ; ex:scientificName "{sci}" ' + (
        f'; ex:vernacularName "{en}"@en, "{de}"@de .' if de else f'; ex:vernacularName "{en}"@en .' if en else ".")
        for i, sci, en, de in taxa)
    kg = kg_with(rows)
    naming = kg.names.classes[EX + "Taxon"]
    assert naming.predicates == (EX + "scientificName",) and naming.aliases == (EX + "vernacularName",)
    assert name(kg, "t2") == "Calyptella nivicola"
    assert [e.iri for e in kg.linker.resolve("snow veilbird")] == [EX + "t2"]
    assert [a.label for a in kg.ask_question("What is the scientific name of the snow veilbird?").answers] \
        == ["Calyptella nivicola"]
    found = detect_topics(kg, "Which genus does Calyptella nivicola belong to?")  # the species, not its genus
    assert found.entities == [NamedNode(EX + "t2")]
    with pytest.raises(KgqaError):  # a made-up bird: no value "veilbirds" (a name) to start from
        kg.ask_question("Where was the crested veilbird observed?")
    assert [a.label for a in kg.ask_question("What is the German name of Calyptella nivicola?").answers] \
        == ["Schneeschleiervogel"]  # along the names in German, not the scientific name
    with pytest.raises(UnknownEntity, match="Myrrhocalyx nivalis"):  # the genus and an epithet it lacks
        kg.ask_question("What is the German name of Myrrhocalyx nivalis?")


def test_numbered_placeholder_labels_give_way_to_a_name_column():
    """D2RQ's generated mapping labels every row "<table> #<key>": the `_name` column names the rows
    (even a name starting with a number), the placeholder still links; a class whose labels are
    real names, or that has no name column, keeps its labels."""
    rows = " ".join(f'ex:velodrome_{i} a ex:velodrome ; rdfs:label "velodrome #{i}" ; ex:velodrome_name "{n}" ; '
                    f'ex:velodrome_surface "wood" .'
                    for i, n in enumerate(["Herne Hill", "Velodrom Berlin", "Oerlikon", "Dunc Gray"], 1))
    rows += " ".join(f'ex:event_{i} a ex:event ; rdfs:label "event #{i}" ; ex:event_name "{n}" .'
                     for i, n in enumerate(["1 km time trial", "4 km pursuit", "Flying 200 m"], 1))
    rows += " ".join(f'ex:record_{i} a ex:record ; rdfs:label "record #{i}" ; ex:record_result "{i}.5" .' for i in range(3))
    rows += ' ex:m1 a ex:Model ; rdfs:label "Model 3" ; ex:model_name "Trident" . ex:m2 a ex:Model ; rdfs:label "Model 4" .'
    kg = kg_with(rows)
    assert (name(kg, "velodrome_2"), name(kg, "event_1"), name(kg, "record_1")) == (
        "Velodrom Berlin", "1 km time trial", "record #1")
    assert kg.names.classes[EX + "velodrome"].placeholders and "placeholders" in kg.info().naming[EX + "velodrome"]
    assert kg.names.classes[EX + "record"].source == "names" and name(kg, "m1") == "Model 3"
    assert [e.iri for e in kg.linker.resolve("Velodrom Berlin")] == [EX + "velodrome_2"]


def test_configured_class_rule_wins():
    kg = kg_with('ex:x a ex:Ship ; ex:callSign "HMS Alpha" ; ex:name "Alpha" .',
                 naming=NamingPolicy(classes={EX + "Ship": (EX + "callSign",)}))
    assert name(kg, "x") == "HMS Alpha" and kg.names.classes[EX + "Ship"].source == "configured"


@pytest.mark.parametrize("iri, expected", [
    ("http://x.org/ontology#AdultRedDragon", "Adult Red Dragon"),
    ("http://dbpedia.org/resource/Frank_Herbert", "Frank Herbert"),
    ("http://dbpedia.org/resource/Dune_(novel)", "Dune (novel)"),
    ("http://ex.org/movies/Caf%C3%A9_Society", "Café Society"),
    ("http://en.wikipedia.org/wiki/Category:Science_fiction_films", "Science fiction films"),
    ("http://valuenet/ontop/ship/id=3", "ship 3"),
    ("http://ex.org/person/17", "person 17"),
    ("http://ex.org/Jean-Luc_Picard", "Jean-Luc Picard"),
    ("http://ex.org/adult-red-dragon", "adult red dragon"),
    ("http://www.University3.edu", "University3"),
    ("http://bio2rdf.org/drugbank_vocabulary:Drug-Drug-Interaction", "Drug-Drug-Interaction"),
    ("http://bio2rdf.org/drugbank_resource:DB90008_dosage_1", "DB90008 dosage 1"),
    ("urn:isbn:0451450523", "urn:isbn:0451450523"),
    ("urn:isbn:978-3-16-148410-0", "urn:isbn:978-3-16-148410-0"),  # an identifier as it is written
    ("urn:uuid:8febda86-70c3-4b1e-9a55-3c1d2b7e0f11", "urn:uuid:8febda86-70c3-4b1e-9a55-3c1d2b7e0f11"),
    ("http://ex.org/id/8febda86-70c3-4b1e-9a55-3c1d2b7e0f11", "id 8febda86-70c3-4b1e-9a55-3c1d2b7e0f11"),
    ("urn:x-local:Frank_Herbert", "Frank Herbert"),  # a URN's own part names it
    ("urn:ex:person:17", "person 17"),
])
def test_iri_names(iri, expected):
    assert iri_name(iri) == expected


def test_an_enumerations_member_is_named_by_itself():
    """CIM / CGMES write enumeration values as `Kind.member` IRIs and properties as
    `Class.property`: a unit's kind is 'offshore' (linked from a plain question), the property
    keeps its class; host and file names are no members."""
    assert member_name("http://iec.ch/cim#WindGenUnitKind.offshore") == "offshore"
    assert member_name("http://iec.ch/cim#FuelType.hardCoal") == "hard Coal"
    assert member_name("http://x.org/sites/GitHub.com") is None and member_name("http://x.org/Report.pdf") is None
    assert member_name("http://x.org/Foo.bar") is None and member_name("http://x.org/v1.2") is None
    cim = "http://iec.ch/cim#"
    kg = kg_with(f'ex:u1 a <{cim}WindGeneratingUnit> ; rdfs:label "Gorse Fell Wind Farm" ; '
                 f'<{cim}WindGeneratingUnit.windGenUnitType> <{cim}WindGenUnitKind.onshore> . '
                 f'ex:u2 a <{cim}WindGeneratingUnit> ; rdfs:label "Dunmore Bay Wind" ; '
                 f'<{cim}WindGeneratingUnit.windGenUnitType> <{cim}WindGenUnitKind.offshore> .')
    kind = NamedNode(f"{cim}WindGenUnitKind.offshore")
    prop = NamedNode(f"{cim}WindGeneratingUnit.windGenUnitType")
    assert kg.labels([kind, prop]) == {kind: "offshore", prop: "Wind Generating Unit.wind Gen Unit Type"}
    assert [e.iri for e in kg.linker.resolve("offshore")] == [kind.value]
    assert [a.label for a in kg.ask_question("Which wind farms are offshore?").answers] == ["Dunmore Bay Wind"]


def test_an_iri_ending_in_an_id_is_opaque():
    assert opaque_iri("https://museum.example/production/1047") and opaque_iri("https://x.example/release/2.0.0")
    assert opaque_iri("http://x.example/ship/id=3") and opaque_iri("http://x.example/org#m0008")
    assert not opaque_iri("https://spdx.org/licenses/Apache-2.0")
    assert not opaque_iri("http://x.example/o#AdultRedDragon")


def test_iri_only_kg_is_linked_and_answered():
    kg = kg_with("<http://dbpedia.org/resource/Dune_(novel)> <http://dbpedia.org/ontology/author> "
                 "<http://dbpedia.org/resource/Frank_Herbert> . "
                 "<http://dbpedia.org/resource/Frank_Herbert> <http://dbpedia.org/ontology/birthPlace> "
                 "<http://dbpedia.org/resource/Tacoma,_Washington> .")
    assert [e.iri for e in kg.linker.resolve("Frank Herbert")] == ["http://dbpedia.org/resource/Frank_Herbert"]
    result = kg.ask_graph('[("Dune (novel)", "author", ?x)]')
    assert result.answers[0].iri == "http://dbpedia.org/resource/Frank_Herbert"
    assert result.answers[0].label == "Frank Herbert"
    # a plain question, no training: the README's tour
    for question in ("where was the author of Dune (novel) born", "Where was the author of Dune born?"):
        answer = kg.ask_question(question, zero_shot=True).answers[0]
        assert answer.iri == "http://dbpedia.org/resource/Tacoma,_Washington"


def test_aliases_link_but_do_not_display():
    kg = kg_with('ex:nyc skos:prefLabel "New York City"@en ; skos:altLabel "Big Apple"@en .')
    assert [e.iri for e in kg.linker.resolve("Big Apple")] == [EX + "nyc"]
    assert name(kg, "nyc") == "New York City"


def test_an_alternative_title_is_an_alias_and_answers_for_it():
    """Dublin Core's `dcterms:alternative` is another name of a titled thing."""
    kg = kg_with('ex:n1 dct:title "Connacht Tribune" ; dct:alternative "The Tribune" .')
    assert [e.iri for e in kg.linker.resolve("The Tribune")] == [EX + "n1"]
    assert name(kg, "n1") == "Connacht Tribune"
    answer = kg.ask_question("What is the alternative title of the Connacht Tribune?")
    assert [a.label for a in answer.answers] == ["The Tribune"]


MOVIES = " ".join(
    [f'ex:m{i} rdfs:label "{t}" ; ex:directedBy ex:d{i % 3} .' for i, t in enumerate(
        ["Hamlet", "Hamlet", "Dune", "Alien", "Heat", "Ran", "Brazil", "Fargo", "Psycho", "Vertigo"])]
    + [f'ex:d{i} rdfs:label "{n}" .' for i, n in enumerate(["Ridley Scott", "Akira Kurosawa", "Joel Coen"])])


def test_unknown_entities_are_refused_with_nearest_candidates():
    kg = kg_with(MOVIES)
    for made_up in ("Ridley Kurosawa", "Zorblax Quentin", "Joel Scott"):
        with pytest.raises(UnknownEntity) as info:
            kg.ask_graph(f'[("{made_up}", "directed by", ?x)]')
        assert info.value.mention == made_up
    with pytest.raises(UnknownEntity) as info:
        kg.linker.resolve("Ridley Kurosawa")
    assert info.value.candidates and "nearest" in str(info.value)


def test_misspelt_entity_is_still_linked_with_lower_confidence():
    kg = kg_with(MOVIES)
    [link] = kg.linker.resolve("Akira Kurosowa")
    assert link.iri == EX + "d1" and 0.5 <= link.score < 0.99


def test_part_of_a_name_links_only_when_distinctive():
    """'Kurosawa' names one director; 'Joe' (in several names) names nobody for sure; a made-up
    name one word away from a real one ('Ridley Scotland') is refused."""
    kg = kg_with(MOVIES + ' ex:j1 rdfs:label "Joe Wright" . ex:j2 rdfs:label "Joe Dante" . ex:j3 rdfs:label "Joe Johnston" .')
    assert [e.iri for e in kg.linker.resolve("Kurosawa")] == [EX + "d1"]
    for mention in ("Joe", "Ridley Scotland", "Joel Coenson Brothers"):
        with pytest.raises(UnknownEntity):
            kg.linker.resolve(mention)


def test_real_words_are_not_typos_and_words_pair_once():
    """A mention word that other names use ('Orlando') is not a typo of a name's word ('Rolando');
    a word said twice ('Plaza Plaza') matches the name's word once."""
    kg = kg_with(' ex:p1 rdfs:label "Rolando Prohaska" . ex:p2 rdfs:label "Orlando Bloom" .'
                 ' ex:m1 rdfs:label "Capital Plaza Museum" . ex:m2 rdfs:label "Plaza Museum" .')
    assert [e.iri for e in kg.linker.resolve("Rolando Prohaskaa")] == [EX + "p1"]  # a typo still links
    for mention in ("Orlando Prohaska", "Plaza Plaza Museum"):
        with pytest.raises(UnknownEntity):
            kg.linker.resolve(mention)


@pytest.mark.parametrize("a, b, same", [
    ("stephen", "steven", True),   # two edits, same sound
    ("jonsen", "johnson", True),
    ("made", "matt", False),       # four letters, two edits: another word, though alike
    ("forest", "forrest", True),   # one edit from five letters
    ("cousins", "corsini", False),  # two edits, other sound
    ("burns", "burn", False),      # short words: one edit is another word
    ("see", "seed", False),
    ("daimlerea", "daimler", False),  # letters added at an end: another word
    ("kaprohaska", "prohaska", False),
    ("horea", "korea", False),     # another first letter: another word ...
    ("cathy", "kathy", True),      # ... unless it sounds the same
    ("hinda", "honda", True),      # a typo inside the word: a neighbouring key ...
    ("hozda", "honda", False),     # ... not a far one that changes the sound: another name
    ("haldin", "haldis", False),
    ("tobias", "tobiah", False),
    ("smoth", "smith", True),
    ("tort", "tart", False),       # both words of English, one letter apart: another word
    ("kink", "king", False),
])
def test_word_typos_by_length_and_sound(a, b, same):
    from kgqa_sparql.text.confidence import word_match

    assert word_match(a, b) is same


def test_ambiguous_names_return_every_candidate():
    kg = kg_with(MOVIES)
    assert {e.iri for e in kg.linker.resolve("Hamlet")} == {EX + "m0", EX + "m1"}


DBR, DBO = "http://dbpedia.org/resource/", "http://dbpedia.org/ontology/"
DUNES = " ".join([
    f"<{DBR}Dune_(novel)> <{DBO}author> <{DBR}Frank_Herbert> .",
    f"<{DBR}Dune_(1984_film)> <{DBO}director> <{DBR}David_Lynch> .",
    f"<{DBR}Dune_(2021_film)> <{DBO}director> <{DBR}Denis_Villeneuve> .",
    f"<{DBR}Arrival_(film)> <{DBO}director> <{DBR}Denis_Villeneuve> .",
    f"<{DBR}Frank_Herbert> <{DBO}birthPlace> <{DBR}Tacoma,_Washington> .",
    f"<{DBR}Mercury> <{DBO}discoverer> <{DBR}Nobody_Known> .",
    f"<{DBR}Mercury_(planet)> <{DBO}orbits> <{DBR}Sun> ."])


def test_a_name_without_its_qualifier_links_to_every_entity_it_qualifies():
    kg = kg_with(DUNES)
    found = kg.linker.resolve("Dune")
    assert {e.iri for e in found} == {DBR + "Dune_(novel)", DBR + "Dune_(1984_film)", DBR + "Dune_(2021_film)"}
    assert {e.label for e in found} == {"Dune (novel)", "Dune (1984 film)", "Dune (2021 film)"}
    assert all(0.5 < e.score < 0.99 for e in found)  # below an exact or normalised name
    assert [e.iri for e in kg.linker.resolve("Arrival")] == [DBR + "Arrival_(film)"]
    # a name that exists as it is wins over the qualified ones
    assert [e.iri for e in kg.linker.resolve("Mercury")] == [DBR + "Mercury"]
    assert [e.iri for e in kg.linker.resolve("Dune (novel)")] == [DBR + "Dune_(novel)"]
    mentions = kg.linker.mentions.detect("who directed Dune")
    assert [(m.text, m.how, len(m.entities)) for m in mentions] == [("Dune", "unqualified", 3)]


def test_an_ambiguous_name_is_answered_for_each_reading_that_fits_and_says_so(capsys):
    kg = kg_with(DUNES)
    directed = kg.ask_question("Who directed Dune?", zero_shot=True)
    assert {a.label for a in directed.answers} == {"David Lynch", "Denis Villeneuve"}
    note = directed.info["ambiguous"]
    assert note["mention"] == "Dune" and len(note["entities"]) == 3
    assert set(note["answered_for"]) == {DBR + "Dune_(1984_film)", DBR + "Dune_(2021_film)"}
    wrote = kg.ask_question("Who is the author of Dune?", zero_shot=True)
    assert [a.label for a in wrote.answers] == ["Frank Herbert"]
    assert wrote.info["ambiguous"]["answered_for"] == [DBR + "Dune_(novel)"]
    assert "ambiguous" not in kg.ask_question("Who directed Arrival?", zero_shot=True).info
    graph = kg.ask_graph('[("Dune", "director", ?x)]')  # pseudo graphs say the same
    assert {a.label for a in graph.answers} == {"David Lynch", "Denis Villeneuve"}
    assert set(graph.info["ambiguous"]["answered_for"]) == set(note["answered_for"])
    assert "ambiguous" not in kg.ask_graph('[("Arrival", "director", ?x)]').info


def test_unknown_entity_is_404_on_rest_and_exit_1_on_cli(tmp_path, capsys):
    from conftest import running_app
    from kgqa_sparql.cli import main
    from kgqa_sparql.serve.asgi import create_app
    from kgqa_sparql.serve.config import ServerConfig

    store = tmp_path / "store"
    (tmp_path / "movies.ttl").write_text(f"@prefix ex: <{EX}> . @prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> ."
                                         f' ex:m rdfs:label "Heat" ; ex:directedBy ex:d . ex:d rdfs:label "Michael Mann" .')
    assert main(["load", str(store), str(tmp_path / "movies.ttl")]) == 0
    assert main(["ask", str(store), "--graph", '[("Zorblax Quentin", "directed by", ?x)]']) == 1
    assert "unknown entity 'Zorblax Quentin'" in capsys.readouterr().err
    with KnowledgeGraph.open(store) as kg:
        with running_app(create_app(kg, ServerConfig(access_log=False))) as base:
            response = httpx.post(f"{base}/kgqa/ask", json={"graph": '[("Zorblax Quentin", "directed by", ?x)]'},
                                  timeout=120)
        assert response.status_code == 404 and "Zorblax Quentin" in response.text


def test_cli_naming_options_and_info(tmp_path, capsys):
    from kgqa_sparql.cli import main

    data = tmp_path / "ships.ttl"
    data.write_text(f"@prefix ex: <{EX}> . @prefix skos: <http://www.w3.org/2004/02/skos/core#> ."
                    ' ex:s1 a ex:Ship ; ex:shipName "Bacchus" ; skos:prefLabel "Bakchos"@de .'
                    ' ex:s2 a ex:Ship ; ex:shipName "Atalanta" .')
    store = str(tmp_path / "store")
    assert main(["load", store, str(data)]) == 0
    capsys.readouterr()
    assert main(["info", store, "--json"]) == 0
    naming = json.loads(capsys.readouterr().out)["naming"]
    assert "shipName" in naming[EX + "Ship"]
    assert main(["info", store, "--name-rule", f"{EX}Ship={EX}shipName", "--json"]) == 0
    assert "configured" in json.loads(capsys.readouterr().out)["naming"][EX + "Ship"]
    with KnowledgeGraph.open(store) as kg:
        assert name(kg, "s1") == "Bakchos"  # the only name predicate there is, though not English
        kg.set_naming(NamingPolicy(lang="de", classes={EX + "Ship": (EX + "shipName",)}))
        assert name(kg, "s1") == "Bakchos" and name(kg, "s2") == "Atalanta"  # the class rule fills the gap
    assert main(["info", store, "--name-rule", "nonsense"]) == 1


def test_endpoint_config_naming_table(tmp_path):
    from kgqa_sparql.serve.config import load_deployment

    config = tmp_path / "ships.toml"
    config.write_text(f'store = "store"\n[naming]\nlang = "de"\npredicates = ["{EX}callSign"]\n'
                      f'classes = {{ "{EX}Ship" = ["{EX}shipName"] }}\n')
    naming = load_deployment(config).naming
    assert naming.lang == "de" and naming.predicates[0] == EX + "callSign"
    assert naming.classes == {EX + "Ship": (EX + "shipName",)}
    config.write_text('store = "store"\n[naming]\nlanguage = "de"\n')
    with pytest.raises(KgqaError, match="unknown \\[naming\\] keys"):
        load_deployment(config)


def test_entity_names_and_class_naming_are_saved_and_read_back(tmp_path, monkeypatch):
    # a second process reads both from the store's artefact folder instead of querying the data,
    # and neither is trusted once the data changed
    import gc

    from kgqa_sparql.graph import names as names_module

    store = tmp_path / "kg.store"
    with KnowledgeGraph.open(store) as kg:
        kg.update('PREFIX ex: <http://example.org/> PREFIX s: <http://schema.org/> INSERT DATA { '
                  'ex:a a ex:Person ; s:name "Ada Lovelace" . ex:b a ex:Person ; s:name "Alan Turing" . }')
        first = kg.names.entity_names()
        kg.names.classes
    del kg
    gc.collect()  # the store's lock goes with its last reference
    assert (store / "kgqa" / names_module.ENTITY_NAMES_FILE).is_file() and (store / "kgqa" / "names.json").is_file()

    def no_queries(*args, **kwargs):
        raise AssertionError("read from the saved artefacts, not the data")

    with KnowledgeGraph.open(store) as kg, monkeypatch.context() as patched:
        patched.setattr(names_module.Names, "_collect_entity_names", no_queries)
        patched.setattr(names_module, "discover_class_naming", no_queries)
        assert kg.names.entity_names() == first and ("http://example.org/a", "Ada Lovelace") in first
        assert kg.names.classes is not None
    del kg
    gc.collect()
    with KnowledgeGraph.open(store) as kg:
        kg.update('INSERT DATA { <http://example.org/c> <http://schema.org/name> "Grace Hopper" }')
    del kg
    gc.collect()
    with KnowledgeGraph.open(store) as kg:
        assert ("http://example.org/c", "Grace Hopper") in kg.names.entity_names()


def test_read_only_opens_save_the_names_for_the_next(tmp_path, monkeypatch):
    """A store opened read-only (a server, the workers of `ask --workers`) saves what it found
    about names too: 16 workers once each spent seconds finding the same names."""
    import gc

    from kgqa_sparql.graph import names as names_module

    store = tmp_path / "kg.store"
    with KnowledgeGraph.open(store) as kg:
        kg.update('PREFIX ex: <http://example.org/> PREFIX s: <http://schema.org/> INSERT DATA { '
                  'ex:a a ex:Person ; s:name "Ada Lovelace" . }')
    del kg
    gc.collect()
    assert not (store / "kgqa" / "names.json").exists()
    with KnowledgeGraph.open(store, create=False, read_only=True) as kg:
        assert ("http://example.org/a", "Ada Lovelace") in kg.names.entity_names()
    assert (store / "kgqa" / "names.json").is_file() and (store / "kgqa" / names_module.ENTITY_NAMES_FILE).is_file()

    def no_queries(*args, **kwargs):
        raise AssertionError("read from the saved artefacts, not the data")

    monkeypatch.setattr(names_module.Names, "_collect_entity_names", no_queries)
    monkeypatch.setattr(names_module, "discover_class_naming", no_queries)
    with KnowledgeGraph.open(store, create=False, read_only=True) as kg:
        assert ("http://example.org/a", "Ada Lovelace") in kg.names.entity_names()


def test_predicates_named_by_a_bare_abbreviation_are_spelled_out():
    """WGS84's `geo:lat` / `geo:long` read as 'latitude' / 'longitude' (a question asks for a
    longitude; 'long' alone is the adjective of 'how long'); an entity IRI ending in the same
    letters keeps its name, and so does a longer name ('long name')."""
    from conftest import kg_with

    kg = kg_with('PREFIX geo: <http://www.w3.org/2003/01/geo/wgs84_pos#> PREFIX ex: <http://example.org/> '
                 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { '
                 'ex:kostel rdfs:label "Kostel" ; geo:lat "46.10422" ; geo:long "15.70388" ; ex:longName "Kostel pri Kolpi" ; '
                 'ex:genre <http://example.org/genre/alt> . }')
    geo = "http://www.w3.org/2003/01/geo/wgs84_pos#"
    names = kg.labels([NamedNode(geo + "lat"), NamedNode(geo + "long"), NamedNode("http://example.org/longName"),
                       NamedNode("http://example.org/genre/alt")])
    assert list(names.values()) == ["latitude", "longitude", "long Name", "alt"]
    assert [a.label for a in kg.ask_question("What is the longitude of Kostel?").answers] == ["15.70388"]
    people = kg_with('PREFIX v: <http://www.w3.org/2006/vcard/ns#> PREFIX dct: <http://purl.org/dc/terms/> INSERT DATA { '
                     '<http://ex.org/p/telford> v:fn "Thomas Telford" ; v:bday "1757-08-09"^^<http://www.w3.org/2001/XMLSchema#date> ; '
                     'dct:modified "2024-03-15T10:50:00Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> . }')
    assert [a.label for a in people.ask_question("When was Thomas Telford born?").answers] == ["1757-08-09"]  # vCard's bday


def test_a_short_name_is_an_alias_not_the_name():
    """CIM names every object by `IdentifiedObject.name` and a substation also by an ENTSO-E
    `shortName` ("MHV"): the full name is the name, the short one an alias, and both link."""
    from conftest import kg_with

    cim, entsoe = "http://iec.ch/TC57/2013/CIM-schema-cim16#", "http://entsoe.eu/CIM/SchemaExtension/3/1#"
    rows = " ".join(f'<urn:uuid:s{i}> a <{cim}Substation> ; <{cim}IdentifiedObject.name> "{name}" ; '
                    f'<{entsoe}IdentifiedObject.shortName> "{short}" ; <{cim}Substation.Region> <urn:uuid:west> .'
                    for i, (name, short) in enumerate([("Moorhaven", "MHV"), ("Kilbride", "KLB"), ("Gorsefell", "GRS")]))
    kg = kg_with(f'INSERT DATA {{ {rows} <urn:uuid:west> a <{cim}SubGeographicalRegion> ; '
                 f'<{cim}IdentifiedObject.name> "Westmere Vale" . }}')
    naming = kg.names.classes[cim + "Substation"]
    assert naming.predicates == (cim + "IdentifiedObject.name",) and naming.aliases == (entsoe + "IdentifiedObject.shortName",)
    assert kg.labels([NamedNode("urn:uuid:s0")]) == {NamedNode("urn:uuid:s0"): "Moorhaven"}
    assert [e.iri for e in kg.linker.resolve("MHV")] == ["urn:uuid:s0"]
    assert [a.label for a in kg.ask_question("Which region is Moorhaven in?").answers] == ["Westmere Vale"]


def test_the_code_an_iri_ends_in_is_an_alias_of_a_named_thing():
    """Patents are titled, but people name them by the publication number their IRI ends in:
    'EP4012233A1' links exactly (a mistyped number never does, and no fuzzy match sees the codes);
    a code two IRIs end in (a citation record named after the patent it cites) names neither."""
    from conftest import kg_with

    pub, ex, label = "https://ip.example/publication/", "https://ip.example/def#", "http://www.w3.org/2000/01/rdf-schema#label"
    kg = kg_with(f'INSERT DATA {{ <{pub}EP4012233A1> a <{ex}Publication> ; <{label}> "Modular heat pump" ; '
                 f'<{ex}office> <https://ip.example/office/EP> . '
                 f'<{pub}US11432019B1> a <{ex}Publication> ; <{label}> "Wrist-worn heart rate sensor" ; '
                 f'<{ex}office> <https://ip.example/office/US> . '
                 f'<https://ip.example/office/EP> <{label}> "European Patent Office" . '
                 f'<https://ip.example/office/US> <{label}> "United States Patent and Trademark Office" . '
                 f'<https://ip.example/citation/EP4012233A1/US11432019B1> a <{ex}Citation> ; <{label}> "citation" ; '
                 f'<{ex}cited> <{pub}US11432019B1> . }}')
    names = kg.names.entity_names()
    assert (f"{pub}EP4012233A1", "EP4012233A1") in names
    assert not any(name == "US11432019B1" for _, name in names)  # two IRIs end in it
    assert kg.labels([NamedNode(f"{pub}EP4012233A1")])[NamedNode(f"{pub}EP4012233A1")] == "Modular heat pump"
    assert [e.iri for e in kg.linker.resolve("EP4012233A1")] == [f"{pub}EP4012233A1"]
    with pytest.raises(UnknownEntity):
        kg.linker.resolve("EP4012234A1")
    assert "EP4012233A1" not in {label for _, label in kg.linker.fuzzy_rows}
    assert [a.label for a in kg.ask_question("Which office published EP4012233A1?").answers] == ["European Patent Office"]


def test_the_word_a_class_members_iris_share_names_the_class():
    """A catalogue types its modules `schema:Course` but mints them as '…/module/CS-1011': 'which
    modules' asks for courses. A word every class's IRIs share ('…/resource/…') names none."""
    from conftest import kg_with

    base, s = "https://cat.example/", "http://schema.org/"
    modules = {"CS-1011": "Introduction to Programming", "CS-2041": "Databases", "CS-2050": "Data Structures"}
    rows = [f'<{base}module/{code}> a <{s}Course> ; <{s}name> "{name}" .' for code, name in modules.items()]
    rows += [f'<{base}module/{code}> <{s}coursePrerequisites> <{base}module/CS-1011> .' for code in ("CS-2041", "CS-2050")]
    rows += [f'<{base}staff/s09> a <{s}Person> ; <{s}name> "Anouk Verbeek" .',
             f'<{base}module/CS-2041> <{s}instructor> <{base}staff/s09> .']
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    assert kg.names.iri_kinds() == {f"{s}Course": "module", f"{s}Person": "staff"}
    answers = kg.ask_question("Which modules require Introduction to Programming?").answers
    assert {a.label for a in answers} == {"Databases", "Data Structures"}
    same = kg_with(f'INSERT DATA {{ <{base}resource/a> a <{s}Course> . <{base}resource/b> a <{s}Person> . }}')
    assert same.names.iri_kinds() == {}


def test_the_noun_a_class_members_names_share_names_the_class():
    """Guilds typed only `org:FormalOrganization` are named "Weavers' Guild of Ghent" and the like:
    'which guilds' asks for them; 'which guild members' for the people ('guild' says whose members).
    Names of kinds ("definitive stamp") name no class of stamps."""
    from conftest import kg_with

    org, foaf, s = "http://www.w3.org/ns/org#", "http://xmlns.com/foaf/0.1/", "http://schema.org/"
    guilds = {"g1": ("Weavers' Guild of Ghent", "1302"), "g2": ("Goldsmiths' Guild of Bruges", "1450"),
              "g3": ("Masons' Guild of Cologne", "1396"), "g4": ("Zunft der Rotschmiede", "1470")}
    rows = [f'<http://ex.org/{k}> a <{org}FormalOrganization> ; <{s}name> "{name}" ; <{s}foundingDate> {year} .'
            for k, (name, year) in guilds.items()]
    people = {"p1": ("Hans Kessler", "1402", "g3"), "p2": ("Lieven de Vos", "1431", "g1"), "p3": ("Anna Claes", "1455", "g2")}
    rows += [f'<http://ex.org/{k}> a <{foaf}Person> ; <{foaf}name> "{name}" ; <{s}birthDate> {year} ; '
             f'<{org}memberOf> <http://ex.org/{g}> .' for k, (name, year, g) in people.items()]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    assert kg.names.label_kinds() == {f"{org}FormalOrganization": "guild"}
    kinds = kg_with('INSERT DATA { <http://ex.org/k1> a <http://ex.org/Kind> ; <http://schema.org/name> "definitive stamp" . '
                    '<http://ex.org/k2> a <http://ex.org/Kind> ; <http://schema.org/name> "commemorative stamp" . '
                    '<http://ex.org/k3> a <http://ex.org/Kind> ; <http://schema.org/name> "charity stamp" . }')
    assert kinds.names.label_kinds() == {}  # lower-case names of kinds of stamps, no stamps
    founded = kg.ask_question("Which guilds were founded before 1400?").answers
    assert {a.label for a in founded} == {"Weavers' Guild of Ghent", "Masons' Guild of Cologne"}
    born = kg.ask_question("Which guild members were born before 1440?").answers
    assert {a.label for a in born} == {"Hans Kessler", "Lieven de Vos"}


def test_an_id_column_does_not_hide_names_the_iris_give():
    """Games named only in their IRIs ('…/game/Caf%C3%A9%20Kaiju') beside a unique id column
    (`ludexId` "LX-005211"): the IRI gives the name, the id is an alias; a class whose IRIs are ids
    ('…/company/c-2291') is still named by its column."""
    from conftest import kg_with

    vg = "https://ludex.example/ontology#"
    games = {"Caf%C3%A9%20Kaiju": "LX-005211", "Lantern%20Drift": "LX-004892", "Quarry%20%26%20Quill": "LX-006018"}
    rows = [f'<https://ludex.example/game/{g}> a <{vg}Game> ; <{vg}ludexId> "{i}" ; '
            f'<{vg}developedBy> <https://ludex.example/company/c-2291> .' for g, i in games.items()]
    rows += [f'<https://ludex.example/company/c-{n}> a <{vg}Company> ; <{vg}companyCode> "{code}" .'
             for n, code in ((2291, "FHS"), (3310, "BRI"), (2877, "TLM"))]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    game = kg.names.classes[vg + "Game"]
    assert game.source == "iri" and game.aliases == (vg + "ludexId",)
    assert kg.names.classes[vg + "Company"].predicates == (vg + "companyCode",)
    assert [e.iri for e in kg.linker.resolve("Café Kaiju")] == ["https://ludex.example/game/Caf%C3%A9%20Kaiju"]
    assert [e.iri for e in kg.linker.resolve("LX-004892")] == ["https://ludex.example/game/Lantern%20Drift"]


def test_a_repeating_column_names_nothing_beside_iris_that_read_as_names():
    """Artefacts named only in their IRIs, one numbered ('…/artefact/Carronade_No._3'), beside a
    `material` column that repeats 'brass': the IRIs give the names, and 'brass' names no artefact."""
    from conftest import kg_with

    sw = "https://wrecks.example/ontology#"
    finds = {"Bronze_Ship_Bell": "bronze", "Steam_Whistle": "brass", "Brass_Sextant": "brass",
             "Pewter_Tankard": "pewter", "Carronade_No._3": "cast iron", "Stoneware_Jug": "stoneware"}
    rows = [f'<https://wrecks.example/artefact/{a}> a <{sw}Artefact> ; <{sw}material> "{m}" .'
            for a, m in finds.items()]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    artefact = kg.names.classes[sw + "Artefact"]
    assert artefact.source == "iri" and artefact.aliases == ()
    assert [e.iri for e in kg.linker.resolve("Carronade No. 3")] == ["https://wrecks.example/artefact/Carronade_No._3"]
    assert "brass" not in {e.label for e in kg.linker.link("brass")}


def test_iris_told_apart_by_a_year_read_as_names_and_ids_do_not():
    """DBpedia's 'Mary_Rose_(1841)' beside 'Mary_Rose_(1893)' is a name told apart by a year, as
    'HMS_Thessaly' is a name: wrecks are named things; dives known by 'Dive_0105' are records."""
    from conftest import kg_with

    sw, r = "https://wrecks.example/ontology#", "https://wrecks.example/"
    wrecks = ["Mary_Rose_(1841)", "Mary_Rose_(1893)", "HMS_Thessaly", "SS_Caldwell"]
    rows = [f"<{r}wreck/{w}> a <{sw}Wreck> . <{r}dive/Dive_{i:04d}> a <{sw}Dive> ; <{sw}visited> <{r}wreck/{w}> ."
            for i, w in enumerate(wrecks, 101)]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    assert sw + "Wreck" in kg.names.named_things() and sw + "Dive" not in kg.names.named_things()


def test_things_with_no_type_of_several_kinds_are_named_where_a_name_covers_them():
    """CSV rows of two tables, none typed: the stations' `station_name` names the stations though
    the daily rows, the most of the untyped things, lack it (they keep their IRI names)."""
    from conftest import kg_with

    st = "https://data.example/csv/stations.csv#"
    rows = [f'<https://data.example/station/NM04{i}> <{st}station_name> "{name}" ; <{st}elevation_m> "{m}" .'
            for i, (name, m) in enumerate((("Cairnbrae", 341), ("Kilrannoch", 212), ("Lowfield", 18)))]
    rows += [f'<https://data.example/obs/NM04{i}-2024-03-1{d}> <https://data.example/csv/daily.csv#station> '
             f'<https://data.example/station/NM04{i}> ; <https://data.example/csv/daily.csv#tmax> "{d + i}" .'
             for i in range(3) for d in range(4)]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    station = NamedNode("https://data.example/station/NM041")
    assert kg.labels([station])[station] == "Kilrannoch"
    assert [a.label for a in kg.ask_question("What is the elevation of Kilrannoch?").answers] == ["212"]


def test_untyped_rows_of_several_tables_are_named_by_each_table_s_name_column():
    """CSVW in minimal mode: no type, one property per column per file; every table's `label_txt`
    names its own rows (the distilleries, the owners), and the owner a link reaches is named."""
    from conftest import kg_with

    csv = "https://spirits.example/csv/"
    rows = [f'<https://spirits.example/id/dist/{i}> <{csv}distilleries.csv#label_txt> "{name}" ; '
            f'<{csv}distilleries.csv#own_id> <https://spirits.example/id/own/{o}> .'
            for i, (name, o) in enumerate((("Laphroaig", 1), ("Talisker", 2), ("Ardbeg", 3), ("Bowmore", 1)))]
    rows += [f'<https://spirits.example/id/own/{i}> <{csv}owners.csv#label_txt> "{name}" .'
             for i, name in enumerate(("Beam Suntory", "Diageo", "LVMH"), 1)]
    rows += [f'<https://spirits.example/id/btl/{i}> <{csv}bottlings.csv#label_txt> "{name}" ; '
             f'<{csv}bottlings.csv#dist_id> <https://spirits.example/id/dist/{i}> .'
             for i, name in enumerate(("Laphroaig 10", "Talisker 10", "Ardbeg Ten", "Bowmore 12", "Ardbeg 5"))]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    owner, distillery = NamedNode("https://spirits.example/id/own/2"), NamedNode("https://spirits.example/id/dist/0")
    assert kg.labels([owner, distillery]) == {owner: "Diageo", distillery: "Laphroaig"}
    assert [e.iri for e in kg.linker.resolve("Diageo")] == [owner.value]
    assert len(kg.names.classes["urn:kgqa:untyped"].alternatives) == 2


def test_skos_xl_labels_name_their_concepts():
    """SKOS-XL (AGROVOC, EuroVoc, GEMET): a concept's name is the literal form of its
    `skosxl:prefLabel` node, in the language asked, its alt labels link too; the label nodes are
    names, never things to link, and a name asked in a language the concept lacks is no answer."""
    xl = "http://www.w3.org/2008/05/skos-xl#"
    kg = kg_with(f'ex:c1 a skos:Concept ; skos:notation "01.02" ; <{xl}prefLabel> ex:l1, ex:l2 ; <{xl}altLabel> ex:l3 . '
                 f'ex:l1 a <{xl}Label> ; <{xl}literalForm> "soft wheat"@en . '
                 f'ex:l2 a <{xl}Label> ; <{xl}literalForm> "blé tendre"@fr . '
                 f'ex:l3 a <{xl}Label> ; <{xl}literalForm> "common wheat"@en . '
                 f'ex:c2 a skos:Concept ; skos:notation "01" ; <{xl}prefLabel> ex:l4 ; skos:narrower ex:c1 . '
                 f'ex:l4 a <{xl}Label> ; <{xl}literalForm> "cereals"@en . ')
    assert name(kg, "c1") == "soft wheat" and name(kg, "c2") == "cereals"
    assert [e.iri for e in kg.linker.resolve("common wheat")] == [EX + "c1"]
    assert EX + "l1" not in {iri for iri, _ in kg.names.entity_names()}
    assert [a.label for a in kg.ask_question("What is the French term for soft wheat?").answers] == ["blé tendre"]
    assert [a.label for a in kg.ask_question("What are the narrower concepts of cereals?").answers] == ["soft wheat"]
    assert not kg.ask_question("What is the German label for cereals?").answers


def test_a_property_not_called_a_name_needs_enough_instances_to_name_them():
    """Two houses in two towns: the town is distinct for each but no name of a house (`MIN_DISTINCT_OTHER`)."""
    kg = kg_with('ex:h1 a ex:House ; ex:address [ ex:addressLocality "Ellersby" ] . '
                 'ex:h2 a ex:House ; ex:address [ ex:addressLocality "Birchmead" ] . ')
    assert name(kg, "h1") != "Ellersby" and kg.names.describe()[EX + "House"] == "IRI local names"


def test_a_unique_description_beside_iris_that_read_as_names_is_no_alias():
    """Lighthouses named only in their IRIs beside a unique `light_character` of several words
    ("Fl(2) W 15s"): a description a question asks for ('what is the light pattern of X'), not a
    second name; the IRIs still name every lighthouse, and the description still tells them apart."""
    from conftest import kg_with

    lh = "https://lights.example/ont#"
    lights = {"inishgowan-lighthouse": "Fl(2) W 15s", "muckle-skerry-lighthouse": "Fl(3) W 30s",
              "corran-ness-lighthouse": "Oc(2) WR 12s", "black-rock-lighthouse": "Iso W 4s"}
    rows = [f'<https://lights.example/light/{slug}> a <{lh}Lighthouse> ; <{lh}light_character> "{c}" .'
            for slug, c in lights.items()]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    light = kg.names.classes[lh + "Lighthouse"]
    assert light.source == "iri" and light.aliases == ()
    assert [e.iri for e in kg.linker.resolve("Inishgowan Lighthouse")] == [
        "https://lights.example/light/inishgowan-lighthouse"]
    answers = kg.ask_question("What is the light pattern of Corran Ness Lighthouse?").answers
    assert [a.label for a in answers] == ["Oc(2) WR 12s"]


def test_cidoc_crm_appellations_are_aliases_of_what_they_identify():
    """Linked Art / CIDOC-CRM: an object's title in its own language sits on an appellation node
    (`P1_is_identified_by` / `P190_has_symbolic_content`): it links to the object, whose display
    name stays its label."""
    crm = "http://www.cidoc-crm.org/cidoc-crm/"
    kg = kg_with(f'ex:o1 a <{crm}E22_Human-Made_Object> ; rdfs:label "Peacock Vase" ; '
                 f'<{crm}P1_is_identified_by> [ a <{crm}E33_E41_Linguistic_Appellation> ; '
                 f'<{crm}P190_has_symbolic_content> "Vaso del Pavone" ] . '
                 f'ex:o2 a <{crm}E22_Human-Made_Object> ; rdfs:label "Thistle Lamp" ; '
                 f'<{crm}P102_has_title> [ <{crm}P190_has_symbolic_content> "Lampe aux Chardons" ] . ')
    assert [e.iri for e in kg.linker.resolve("Vaso del Pavone")] == [EX + "o1"]
    assert [e.iri for e in kg.linker.resolve("Lampe aux Chardons")] == [EX + "o2"]
    assert name(kg, "o1") == "Peacock Vase"
