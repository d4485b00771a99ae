"""owl:inverseOf and owl:SymmetricProperty read at query time (graph.counterparts): a KG that
states each family fact once, in either direction, answers as if it stated both."""

from __future__ import annotations

import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import KnowledgeGraph, Step
from kgqa_sparql.search.paths import path_to_sparql

from conftest import answer_labels, kg_with

EX = "http://example.org/fam#"
PARENT, CHILD, SPOUSE = (NamedNode(EX + p) for p in ("hasParent", "hasChild", "hasSpouse"))
DATA = f"""PREFIX : <{EX}> PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT DATA {{
  :hasChild owl:inverseOf :hasParent . :hasSpouse a owl:SymmetricProperty .
  :anna a :Person ; rdfs:label "Anna Holt" ; :hasSpouse :bert ; :hasChild :carl .
  :bert a :Person ; rdfs:label "Bert Holt" .
  :carl a :Person ; rdfs:label "Carl Holt" .
  :dora a :Person ; rdfs:label "Dora Holt" ; :hasParent :anna , :bert .
  :emil a :Person ; rdfs:label "Emil Holt" ; :hasParent :carl .
  :carl :bornIn :oslo . :dora :bornIn :bergen . :emil :bornIn :bergen .
  :oslo a :City ; rdfs:label "Oslo" . :bergen a :City ; rdfs:label "Bergen" .
}}"""


@pytest.fixture(scope="module")
def kg():
    return kg_with(DATA)


def test_declared_inverses_and_symmetric_properties_pair_steps(kg):
    same = kg.counterparts
    assert same.of(Step(CHILD, True)) == Step(PARENT, False) and same.of(Step(PARENT, True)) == Step(CHILD, False)
    assert same.of(Step(SPOUSE, True)) == Step(SPOUSE, False)
    assert not KnowledgeGraph.open(None).counterparts  # nothing declared: nothing paired


def test_hops_read_a_step_and_its_counterpart(kg):
    anna, bert = NamedNode(EX + "anna"), NamedNode(EX + "bert")
    assert set(kg.neighbours([anna], Step(CHILD, True))[anna]) == {NamedNode(EX + "carl"), NamedNode(EX + "dora")}
    assert kg.neighbours([bert], Step(SPOUSE, True))[bert] == [anna]
    grandchildren = kg.follow([anna], [Step(CHILD, True), Step(CHILD, True)])
    assert set(grandchildren) == {NamedNode(EX + "emil")}
    relations = {(e.predicate, e.forward) for e in kg.expand([bert], "out").edges}
    assert (CHILD, True) in relations and (SPOUSE, True) in relations  # stated only from the other side


def test_path_sparql_matches_the_facts_stated_either_way(kg):
    sparql = path_to_sparql([NamedNode(EX + "anna")], [Step(CHILD, True)], counterparts=kg.counterparts)
    assert f"(<{EX}hasChild>|^<{EX}hasParent>)" in sparql
    assert {r["answer"].value for r in kg.select(sparql)} == {EX + "carl", EX + "dora"}


def test_questions_and_pseudo_graphs_get_every_fact(kg):
    assert answer_labels(kg.ask_question("Who are the children of Anna Holt?")) == {"Carl Holt", "Dora Holt"}
    assert answer_labels(kg.ask_question("Who is the spouse of Bert Holt?")) == {"Anna Holt"}
    assert answer_labels(kg.ask_graph('[("Bert Holt", "child", ?x)]')) == {"Dora Holt"}
    assert answer_labels(kg.ask_graph('[("Carl Holt", "parent", ?x)]')) == {"Anna Holt"}


def test_a_step_back_reads_as_its_counterpart_forward(kg):
    same = kg.counterparts
    assert same.readable((Step(CHILD, False), Step(SPOUSE, False))) == (Step(PARENT, True), Step(SPOUSE, True))
    assert same.readable((Step(CHILD, True),)) == (Step(CHILD, True),)


def test_two_things_named_are_two_conditions_on_the_answers(kg):
    result = kg.ask_question("Which children of Anna Holt were born in Bergen?")
    assert answer_labels(result) == {"Dora Holt"} and "condition" in result.info  # not Carl (Oslo), not Emil (a grandchild)
    assert {r["answer"].value for r in kg.select(result.sparql)} == {EX + "dora"}


def test_the_inverses_standard_vocabularies_declare_are_read_without_their_ontology():
    """A thesaurus stating `skos:broader` for some concepts and `skos:narrower` for others, with
    no SKOS ontology loaded: SKOS declares them inverses, so the narrower concepts of cereals are
    all three; `skos:related` is symmetric; a vocabulary the KG does not use adds nothing."""
    kg = kg_with('PREFIX skos: <http://www.w3.org/2004/02/skos/core#> PREFIX ex: <http://example.org/t/> '
                 'INSERT DATA { ex:cereals skos:prefLabel "cereals"@en ; skos:narrower ex:wheat . '
                 'ex:rice skos:prefLabel "rice"@en ; skos:broader ex:cereals . '
                 'ex:barley skos:prefLabel "barley"@en ; skos:broader ex:cereals ; skos:related ex:malt . '
                 'ex:wheat skos:prefLabel "wheat"@en . ex:malt skos:prefLabel "malt"@en . }')
    skos = "http://www.w3.org/2004/02/skos/core#"
    assert kg.counterparts.of(Step(NamedNode(skos + "narrower"), True)) == Step(NamedNode(skos + "broader"), False)
    assert kg.counterparts.of(Step(NamedNode(skos + "related"), True)) == Step(NamedNode(skos + "related"), False)
    assert Step(NamedNode("http://www.w3.org/ns/org#unitOf"), True) not in kg.counterparts.same
    cereals = NamedNode("http://example.org/t/cereals")
    assert {e.value.rsplit("/", 1)[1] for e in kg.neighbours([cereals], Step(NamedNode(skos + "narrower"), True))[cereals]} \
        == {"wheat", "rice", "barley"}
    assert answer_labels(kg.ask_question("What is related to malt?")) == {"barley"}


MERGED = """PREFIX nl: <http://kant.example/def/> PREFIX en: <http://lace.example/ns#> PREFIX k: <http://kant.example/id/>
PREFIX l: <http://lace.example/id/> PREFIX owl: <http://www.w3.org/2002/07/owl#>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT DATA {
  nl:vervaardigdIn owl:equivalentProperty en:madeIn . nl:geborenIn owl:equivalentProperty en:bornIn .
  nl:Kloskant owl:equivalentClass en:BobbinLace . nl:Plaats owl:equivalentClass en:Place .
  en:BobbinLace rdfs:label "bobbin lace"@en . en:Place rdfs:label "place"@en .
  nl:Kloskant rdfs:label "kloskant"@nl . nl:Plaats rdfs:label "plaats"@nl .
  k:brugge owl:sameAs l:bruges . k:maria owl:sameAs l:maria .
  k:brugge a nl:Plaats ; rdfs:label "Brugge"@nl . l:bruges a en:Place ; rdfs:label "Bruges"@en .
  l:honiton a en:Place ; rdfs:label "Honiton"@en .
  k:kraag a nl:Kloskant ; rdfs:label "Kraag met rozen"@nl ; nl:vervaardigdIn k:brugge ; nl:maker k:maria .
  l:collar a en:BobbinLace ; rdfs:label "Flower Collar"@en ; en:madeIn l:bruges .
  l:veil a en:BobbinLace ; rdfs:label "Honiton Veil"@en ; en:madeIn l:honiton .
  k:maria a nl:Kantwerkster ; rdfs:label "Maria Vandevelde"@nl .
  l:maria a en:Lacemaker ; rdfs:label "Maria Van de Velde"@en ; en:bornIn l:honiton .
  l:outsider owl:sameAs <http://elsewhere.example/nothing> ; rdfs:label "Outsider"@en .
}"""


def test_two_vocabularies_joined_by_an_alignment_read_as_one():
    """Two collections merged into one graph, joined only by owl:equivalentProperty,
    owl:equivalentClass and owl:sameAs: the pieces made in Bruges are both collections' (each
    states its own property, of its own node for the town); the maker's birthplace is stated of
    her twin; the Dutch class's pieces are bobbin lace; a sameAs link to an IRI the KG says
    nothing else of joins nothing."""
    kg = kg_with(MERGED)
    bruges, brugge = NamedNode("http://lace.example/id/bruges"), NamedNode("http://kant.example/id/brugge")
    assert kg.counterparts.twins[bruges] == (brugge,)
    assert NamedNode("http://lace.example/id/outsider") not in kg.counterparts.twins
    made = Step(NamedNode("http://lace.example/ns#madeIn"), False)
    assert set(kg.neighbours([bruges], made)[bruges]) == {NamedNode("http://kant.example/id/kraag"),
                                                          NamedNode("http://lace.example/id/collar")}
    assert answer_labels(kg.ask_graph('[(?x, "produced in", "Bruges")]')) == {"Kraag met rozen", "Flower Collar"}
    result = kg.ask_question("Where was the maker of the Kraag met rozen born?")
    assert answer_labels(result) == {"Honiton"}
    assert {r["answer"].value for r in kg.select(result.sparql)} == {"http://lace.example/id/honiton"}
    assert answer_labels(kg.ask_question("Which pieces are bobbin lace?")) == {
        "Kraag met rozen", "Flower Collar", "Honiton Veil"}
    # a pseudo graph reads what is stated of the twin (its class) as of the node named
    assert answer_labels(kg.ask_graph('[("Maria Vandevelde", "place of birth", ?x)]')) == {"Honiton"}


def test_facts_stated_only_as_reified_statements_are_read_as_facts():
    """A map catalogue states each attribution only as an rdf:Statement with a certainty: 'who
    engraved X' and '(X, engraver, ?x)' read it as the fact it describes, in the search, the
    schema graph and the SPARQL alike."""
    kg = kg_with('PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> '
                 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX m: <http://maps.example/> '
                 'INSERT DATA { m:engravedBy a rdf:Property ; rdfs:label "engraved by"@en . '
                 'm:publishedBy a rdf:Property ; rdfs:label "published by"@en . '
                 'm:zeeland a m:Map ; rdfs:label "Nieuwe kaart van Zeeland" . m:kent a m:Map ; rdfs:label "Map of Kent" . '
                 'm:jan a m:Agent ; rdfs:label "Jan van Harlingen" . m:anne a m:Agent ; rdfs:label "Anne Lodge" . '
                 'm:ottens a m:Agent ; rdfs:label "Ottens and Sons" . '
                 'm:a1 a rdf:Statement ; rdf:subject m:zeeland ; rdf:predicate m:engravedBy ; rdf:object m:jan ; '
                 'm:certainty "certain" . m:a2 a rdf:Statement ; rdf:subject m:zeeland ; rdf:predicate m:publishedBy ; '
                 'rdf:object m:ottens . m:a3 a rdf:Statement ; rdf:subject m:kent ; rdf:predicate m:engravedBy ; '
                 'rdf:object m:anne ; m:certainty "attributed" . }')
    engraved = NamedNode("http://maps.example/engravedBy")
    assert engraved in kg.counterparts.reified
    assert any(e.predicate == "http://maps.example/engravedBy" for e in kg.schema.edges)
    result = kg.ask_question("Who engraved the Nieuwe kaart van Zeeland?")
    assert answer_labels(result) == {"Jan van Harlingen"}
    assert {r["answer"].value for r in kg.select(result.sparql)} == {"http://maps.example/jan"}
    assert answer_labels(kg.ask_graph('[(?m, "engraver", "Anne Lodge")]')) == {"Map of Kent"}


def test_values_held_as_rdf_lists_are_read_as_links_to_their_members():
    """A route's stops are an RDF collection (rdf:first / rdf:rest): 'which routes stop at X',
    'how many stops' and '(route, calls at, ?x)' read `stops` as a link to each inn, never to
    the list's blank cells, in the search, the schema graph and the SPARQL alike."""
    kg = kg_with('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX c: <http://coach.example/> '
                 'INSERT DATA { c:stops rdfs:label "stops" . '
                 'c:york a c:Route ; rdfs:label "York Mail" ; c:stops ( c:bull c:george c:swan ) . '
                 'c:bath a c:Route ; rdfs:label "Bath Mail" ; c:stops ( c:bull c:hart ) . '
                 'c:bull a c:Inn ; rdfs:label "Bull and Mouth" . c:george a c:Inn ; rdfs:label "George Inn" . '
                 'c:swan a c:Inn ; rdfs:label "Black Swan" . c:hart a c:Inn ; rdfs:label "White Hart" . }')
    stops, york, bull = (NamedNode("http://coach.example/" + n) for n in ("stops", "york", "bull"))
    assert kg.counterparts.listed == {stops}
    assert {n.value for n in kg.neighbours([york], Step(stops, True))[york]} == {
        "http://coach.example/bull", "http://coach.example/george", "http://coach.example/swan"}
    assert {e.source for e in kg.expand([bull], "in").edges} == {bull}
    assert {e.target.value for e in kg.expand([bull], "in").edges} == {"http://coach.example/york",
                                                                         "http://coach.example/bath"}
    assert {(e.subject_class, e.object_class) for e in kg.schema.edges if e.predicate == stops.value} == {
        ("http://coach.example/Route", "http://coach.example/Inn")}
    assert answer_labels(kg.ask_question("Which routes stop at the George Inn?")) == {"York Mail"}
    assert answer_labels(kg.ask_question("How many stops does the York Mail make?")) == {"3"}
    assert answer_labels(kg.ask_graph('[("Bath Mail", "calls at", ?x)]')) == {"Bull and Mouth", "White Hart"}


def test_a_place_in_an_rdf_list_is_read_in_order():
    """A list keeps its members in order: the second stop, where a route ends, the stop after or
    before another on a route (`search.positions`); a place past the list's end is no answer."""
    kg = kg_with('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX c: <http://coach.example/> '
                 'INSERT DATA { c:stops rdfs:label "stops" . '
                 'c:york a c:Route ; rdfs:label "York Mail" ; c:stops ( c:bull c:george c:swan ) . '
                 'c:bath a c:Route ; rdfs:label "Bath Mail" ; c:stops ( c:bull c:hart ) ; c:firstRun "1784" . '
                 'c:bull a c:Inn ; rdfs:label "Bull and Mouth" . c:george a c:Inn ; rdfs:label "George Inn" . '
                 'c:swan a c:Inn ; rdfs:label "Black Swan" . c:hart a c:Inn ; rdfs:label "White Hart" . }')
    assert answer_labels(kg.ask_question("What is the second stop of the York Mail?")) == {"George Inn"}
    assert answer_labels(kg.ask_question("When did the Bath Mail first run?")) == {"1784"}  # no stop
    assert answer_labels(kg.ask_question("What is the last stop of the Bath Mail?")) == {"White Hart"}
    assert answer_labels(kg.ask_question("Where does the York Mail end?")) == {"Black Swan"}
    assert answer_labels(kg.ask_question("Where does the York Mail start?")) == {"Bull and Mouth"}
    assert answer_labels(kg.ask_question("Which stop comes after the George Inn on the York Mail?")) == {"Black Swan"}
    assert answer_labels(kg.ask_question("Which stop comes before the George Inn on the York Mail?")) == {
        "Bull and Mouth"}
    assert not kg.ask_question("What is the fifth stop of the Bath Mail?").answers


def test_a_schema_org_item_list_is_read_in_the_order_of_its_positions():
    """A cruise's ports of call only as an `itinerary` ItemList of ListItems with a `position`,
    written out of order: the ports are its stops, in the order the positions say; the one list
    a cruise holds answers 'the second stop' though its name is 'itinerary'."""
    kg = kg_with('PREFIX s: <http://schema.org/> PREFIX c: <http://cruise.example/> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
                 'INSERT DATA { c:danube a s:BoatTrip ; s:name "Danube Classic" ; s:itinerary c:list1 . '
                 'c:list1 a s:ItemList ; s:itemListElement '
                 '  [ a s:ListItem ; s:position "3"^^xsd:integer ; s:item c:vienna ] , '
                 '  [ a s:ListItem ; s:position "1"^^xsd:integer ; s:item c:passau ] , '
                 '  [ a s:ListItem ; s:position "2"^^xsd:integer ; s:item c:melk ] . '
                 'c:vienna a s:City ; s:name "Vienna" . c:passau a s:City ; s:name "Passau" . c:melk a s:City ; s:name "Melk" . }')
    assert answer_labels(kg.ask_question("What is the second stop of the Danube Classic?")) == {"Melk"}
    assert answer_labels(kg.ask_question("Where does the Danube Classic end?")) == {"Vienna"}
    assert answer_labels(kg.ask_question("Which stop comes after Passau on the Danube Classic?")) == {"Melk"}
    assert answer_labels(kg.ask_question("Which cruises call at Melk?")) == {"Danube Classic"}


def test_rdf_containers_are_read_like_lists_and_in_order():
    """An edition's stages are an rdf:Seq (rdf:_1, rdf:_2, ...): read as a link to each stage, in
    order; what a question asks of the stage at a place ('where did the last stage of X finish')
    is asked of that stage; a 'which' noun naming a class of the KG asks for its members, no dates."""
    kg = kg_with('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX r: <http://race.example/> '
                 'PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> '
                 'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> INSERT DATA { '
                 'r:stages rdfs:label "stages" . r:finish rdfs:label "finish" . r:winner rdfs:label "stage winner" . '
                 'r:standings rdfs:label "general classification" . '
                 'r:t23 a r:Edition ; rdfs:label "Tour of the Dales 2023" ; r:endDate "2023-05-09"^^xsd:date ; '
                 '  r:standings ( r:ben r:ann ) ; '
                 '  r:stages [ a rdf:Seq ; rdf:_1 r:s1 ; rdf:_2 r:s2 ; rdf:_3 r:s3 ] . '
                 'r:s1 a r:Stage ; rdfs:label "Harrogate - Ilkley" ; r:finish r:ilkley ; r:winner r:ann . '
                 'r:s2 a r:Stage ; rdfs:label "Ilkley - York" ; r:finish r:york ; r:winner r:ben . '
                 'r:s3 a r:Stage ; rdfs:label "York - Skipton" ; r:finish r:skipton ; r:winner r:ann . '
                 'r:ilkley a r:Town ; rdfs:label "Ilkley" . r:york a r:Town ; rdfs:label "York" . '
                 'r:skipton a r:Town ; rdfs:label "Skipton" . '
                 'r:ann a r:Rider ; rdfs:label "Ann Cole" . r:ben a r:Rider ; rdfs:label "Ben Hale" . }')
    stages = NamedNode("http://race.example/stages")
    assert kg.counterparts.container_size == 3 and stages in kg.counterparts.listed
    assert {(e.subject_class, e.object_class) for e in kg.schema.edges if e.predicate == stages.value} == {
        ("http://race.example/Edition", "http://race.example/Stage")}
    assert answer_labels(kg.ask_question("How many stages did the Tour of the Dales 2023 have?")) == {"3"}
    assert answer_labels(kg.ask_question("What was the last stage of the Tour of the Dales 2023?")) == {"York - Skipton"}
    last = kg.ask_question("Where did the last stage of the Tour of the Dales 2023 finish?")
    assert answer_labels(last) == {"Skipton"} and last.info["member"]["position"] == "last"
    assert answer_labels(kg.ask_question("Who won the second stage of the Tour of the Dales 2023?")) == {"Ben Hale"}
    assert answer_labels(kg.ask_question("Which stage came after Ilkley - York in the Tour of the Dales 2023?")) == {
        "York - Skipton"}
    assert answer_labels(kg.ask_question("Which stages finished in Skipton?")) == {"York - Skipton"}
    assert answer_labels(kg.ask_question("Who was second in the general classification of the Tour of the Dales "
                                         "2023?")) == {"Ann Cole"}  # the list the question names, not the stages
    papers = kg_with('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX p: <http://papers.example/> '
                     'INSERT DATA { p:authors rdfs:label "authors" . p:s1 a p:Paper ; rdfs:label "Storm Surges" ; '
                     'p:authors ( p:a1 p:a2 ) . p:a1 a p:Person ; rdfs:label "Solveig Brenna" ; p:affiliation p:u1 . '
                     'p:a2 a p:Person ; rdfs:label "Tomas Ibarra" . p:u1 rdfs:label "Bergen University" . }')
    assert answer_labels(papers.ask_question("Who is the first author of Storm Surges?")) == {"Solveig Brenna"}


KEYED = ('PREFIX s: <http://schema.org/> PREFIX x: <http://shop.example/> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
         'INSERT DATA { '
         'x:noir a s:Product ; s:name "Begijnhof Noir" ; x:origin x:peru ; '
         '  s:additionalProperty [ a s:PropertyValue ; s:name "cacao content" ; s:value "85"^^xsd:decimal ] , '
         '                       [ a s:PropertyValue ; s:name "vegan" ; s:value true ] . '
         'x:milk a s:Product ; s:name "Limmat Milk" ; x:origin x:ecuador ; '
         '  s:additionalProperty [ a s:PropertyValue ; s:name "cacao content" ; s:value "38"^^xsd:decimal ] , '
         '                       [ a s:PropertyValue ; s:name "vegan" ; s:value false ] . '
         'x:cru a s:Product ; s:name "Grand Cru" ; x:origin x:ecuador ; '
         '  s:additionalProperty [ a s:PropertyValue ; s:name "cacao content" ; s:value "72"^^xsd:decimal ] , '
         '                       [ a s:PropertyValue ; s:name "vegan" ; s:value true ] . '
         'x:peru a s:Country ; s:name "Peru" . x:ecuador a s:Country ; s:name "Ecuador" . }')


def test_a_named_value_on_a_node_of_its_own_is_a_relation_named_by_its_key():
    """schema.org's `additionalProperty` holds a PropertyValue named "cacao content" with a
    value: 'cacao content' is the relation (from the bar to 85), not 'additional property', in
    the search, the pseudo graphs, the schema graph and the comparisons of members alike."""
    kg = kg_with(KEYED)
    keys = {k.key.value: iri for iri, k in kg.counterparts.keyed.items()}
    assert set(keys) == {"cacao content", "vegan"}
    noir = NamedNode("http://shop.example/noir")
    assert [n.value for n in kg.neighbours([noir], Step(keys["cacao content"], True))[noir]] == ["85"]
    assert "http://schema.org/additionalProperty" not in {e.predicate.value for e in kg.expand([noir]).edges}
    assert {(e.subject_class, e.object_class) for e in kg.schema.edges if e.predicate == keys["vegan"].value} == {
        ("http://schema.org/Product", "http://www.w3.org/2001/XMLSchema#boolean")}
    assert answer_labels(kg.ask_question("What is the cacao content of the Grand Cru?")) == {"72"}
    assert answer_labels(kg.ask_graph('[("Limmat Milk", "cacao content", ?x)]')) == {"38"}
    assert answer_labels(kg.ask_question("Which products are vegan?")) == {"Begijnhof Noir", "Grand Cru"}
    assert answer_labels(kg.ask_question("Which product has the highest cacao content?")) == {"Begijnhof Noir"}


GEYSERS = ('PREFIX sosa: <http://www.w3.org/ns/sosa/> PREFIX g: <http://geysers.example/> '
           'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
           'INSERT DATA { g:height a sosa:ObservableProperty ; rdfs:label "eruption height"@en . '
           'g:temperature a sosa:ObservableProperty ; rdfs:label "water temperature"@en . '
           'g:strokkur a g:Geyser ; rdfs:label "Strokkur" . g:pohutu a g:Geyser ; rdfs:label "Pohutu" . '
           'g:sen1 a sosa:Sensor ; rdfs:label "Haukadalur camera" . '
           + " ".join(f'g:o{i} a sosa:Observation ; sosa:hasFeatureOfInterest g:{geyser} ; sosa:observedProperty g:{key} ; '
                      f'sosa:hasSimpleResult "{value}"^^xsd:decimal ; sosa:madeBySensor g:sen1 ; '
                      f'sosa:resultTime "{time}"^^xsd:dateTime .'
                      for i, (geyser, key, value, time) in enumerate((
                          ("strokkur", "height", "20", "2023-06-14T10:32:00Z"),
                          ("strokkur", "temperature", "97", "2023-06-14T10:40:00Z"),
                          ("pohutu", "height", "30", "2022-02-01T08:00:00Z"))))
           + ' }')


def test_what_observations_measure_is_a_relation_of_what_they_observe():
    """SOSA observations point to the geyser (`hasFeatureOfInterest`), name what they measure by
    a thing ("eruption height") and hold the value: 'eruption height' is a relation from the geyser
    to 20, in questions, pseudo graphs and comparisons; the observation stays a record of its own
    (its time), and the property a thing a question may name."""
    kg = kg_with(GEYSERS)
    keys = {k.name: iri for iri, k in kg.counterparts.keyed.items() if k.inward}
    assert set(keys) == {"eruption height", "water temperature"}
    strokkur = NamedNode("http://geysers.example/strokkur")
    assert [n.value for n in kg.neighbours([strokkur], Step(keys["eruption height"], True))[strokkur]] == ["20"]
    assert answer_labels(kg.ask_question("How high does Strokkur erupt?")) == {"20"}
    assert answer_labels(kg.ask_graph('[("Strokkur", "height of its eruptions", ?x)]')) == {"20"}
    assert answer_labels(kg.ask_question("Which geyser has the highest eruption height?")) == {"Pohutu"}
    assert answer_labels(kg.ask_question("When was the eruption height of Pohutu measured?")) == {
        "2022-02-01T08:00:00Z"}
    # the property and the geyser both named: the value of their observation, not its sensor
    assert answer_labels(kg.ask_question("What water temperature was measured at Strokkur?")) == {"97"}


YACHTS = ('PREFIX rdf: <http://www.w3.org/1999/02/22-rdf-syntax-ns#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
          'PREFIX y: <http://yachts.example/> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
          'INSERT DATA { y:ownedBy a rdf:Property ; rdfs:label "owned by"@en . '
          'y:brise a y:Yacht ; rdfs:label "Jolie Brise" . y:lamont a y:Owner ; rdfs:label "Henry Lamont" . '
          'y:peto a y:Owner ; rdfs:label "Luis Peto" . y:school a y:Owner ; rdfs:label "Dauntsey\'s School" . '
          'y:s1 a rdf:Statement ; rdf:subject y:brise ; rdf:predicate y:ownedBy ; rdf:object y:lamont ; '
          '  y:validFrom "1923"^^xsd:gYear ; y:validUntil "1932"^^xsd:gYear . '
          'y:s2 a rdf:Statement ; rdf:subject y:brise ; rdf:predicate y:ownedBy ; rdf:object y:peto ; '
          '  y:validFrom "1946"^^xsd:gYear ; y:validUntil "1977"^^xsd:gYear . '
          'y:s3 a rdf:Statement ; rdf:subject y:brise ; rdf:predicate y:ownedBy ; rdf:object y:school ; '
          '  y:validFrom "1977"^^xsd:gYear . }')


def test_reified_statements_hold_between_their_times():
    """Ownership stated only as rdf:Statements with `validFrom` / `validUntil`: 'now' (or the
    present tense) reads those that have not ended, 'in 1950' those holding that year, the past
    tense all, in the search and the SPARQL alike."""
    kg = kg_with(YACHTS)
    bounds = kg.counterparts.bounds
    assert [p.value for p in bounds.start] == ["http://yachts.example/validFrom"]
    assert [p.value for p in bounds.end] == ["http://yachts.example/validUntil"]
    now = kg.ask_question("Who owns Jolie Brise now?")
    assert answer_labels(now) == {"Dauntsey's School"} and now.info["as of"] == "now"
    assert {r["answer"].value for r in kg.select(now.sparql)} == {"http://yachts.example/school"}
    assert answer_labels(kg.ask_question("Who owns Jolie Brise?")) == {"Dauntsey's School"}
    assert answer_labels(kg.ask_question("Who owned Jolie Brise in 1950?")) == {"Luis Peto"}
    assert answer_labels(kg.ask_question("Who owned Jolie Brise?")) == {"Henry Lamont", "Luis Peto", "Dauntsey's School"}
    assert answer_labels(kg.ask_question("Until when did Luis Peto own Jolie Brise?")) == {"1977"}
    assert answer_labels(kg.ask_question("Since when has Henry Lamont owned Jolie Brise?")) == {"1923"}


ENGAGEMENTS = ('PREFIX b: <http://ballet.example/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
               'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> INSERT DATA { '
               'b:d1 a b:Dancer ; rdfs:label "Anna Berg" . b:d2 a b:Dancer ; rdfs:label "Ivo Lind" . '
               'b:c1 a b:Company ; rdfs:label "Thames Ballet" . b:c2 a b:Company ; rdfs:label "Nordic Ballet" . '
               'b:e1 a b:Engagement ; b:dancer b:d1 ; b:company b:c1 ; b:rank "soloist" ; '
               '  b:startDate "2009-09-01"^^xsd:date ; b:endDate "2016-07-31"^^xsd:date . '
               'b:e2 a b:Engagement ; b:dancer b:d1 ; b:company b:c2 ; b:rank "principal" ; '
               '  b:startDate "2016-09-01"^^xsd:date . '
               'b:e3 a b:Engagement ; b:dancer b:d2 ; b:company b:c1 ; b:rank "principal" ; '
               '  b:startDate "2012-01-01"^^xsd:date ; b:endDate "2020-06-30"^^xsd:date . }')


def test_records_on_the_way_hold_between_their_times():
    """An n-ary record (a dancer's engagement with a company) holds between its start and end
    date: 'now' and 'in 2010' keep the engagements of then, on the path's inner nodes; the past
    tense with no year all of them."""
    kg = kg_with(ENGAGEMENTS)
    assert [p.value for p in kg.counterparts.records.start] == ["http://ballet.example/startDate"]
    now = kg.ask_question("Which company does Anna Berg dance for now?")
    assert answer_labels(now) == {"Nordic Ballet"} and now.info["as of"] == "now"
    assert {r["answer"].value for r in kg.select(now.sparql)} == {"http://ballet.example/c2"}
    assert answer_labels(kg.ask_question("Who danced for Thames Ballet in 2010?")) == {"Anna Berg"}
    assert answer_labels(kg.ask_question("Which companies did Anna Berg dance for?")) == {"Thames Ballet", "Nordic Ballet"}
