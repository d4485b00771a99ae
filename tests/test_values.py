"""Questions that start from a value the KG holds as a literal, not from an entity: a year, a
number, a category written as text (`text.values`), on a small transit-and-shop KG."""

from __future__ import annotations

import pytest
from pyoxigraph import Literal, NamedNode

from kgqa_sparql.search.explore import TopicNotFound
from kgqa_sparql.errors import UnknownEntity
from kgqa_sparql.text.values import spellings, value_mentions
from kgqa_sparql.vocab import XSD

from conftest import answer_labels, kg_with

EX = "http://example.org/"
DATA = f"""
PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <{XSD}>
INSERT DATA {{
  ex:s1 a ex:Stop ; rdfs:label "South Park" ; ex:openedIn "1979"^^xsd:gYear .
  ex:s2 a ex:Stop ; rdfs:label "Zoo Gate" ; ex:openedIn "1979"^^xsd:gYear .
  ex:s3 a ex:Stop ; rdfs:label "Harbour Square" ; ex:openedIn "1904"^^xsd:gYear .
  ex:l1 a ex:Line ; rdfs:label "Metro B" ; ex:openedIn "1979"^^xsd:gYear ; ex:serves ex:s1, ex:s2 .
  ex:l2 a ex:Line ; rdfs:label "Tram 1" ; ex:openedIn "1904"^^xsd:gYear ; ex:serves ex:s3 .
  ex:p1 a ex:Product ; rdfs:label "Beam 400" ; ex:category "Headlamps" ; ex:brand ex:b1 ; ex:price 39.95 ;
    ex:series "Summit Pro" .
  ex:p2 a ex:Product ; rdfs:label "Beam 900" ; ex:category "Headlamps" ; ex:brand ex:b1 ; ex:price 79.95 ;
    ex:series "Summit Pro" .
  ex:p3 a ex:Product ; rdfs:label "Camp Lantern" ; ex:category "Lanterns" ; ex:brand ex:b1 ; ex:price 24.5 .
  ex:p4 a ex:Product ; rdfs:label "Trail Lamp" ; ex:category "Lanterns" ; ex:brand ex:b2 ; ex:price 19.0 .
  ex:b1 a ex:Brand ; rdfs:label "Lumora" .
  ex:b2 a ex:Brand ; rdfs:label "Norrvik" .
}}"""


@pytest.fixture(scope="module")
def kg():
    return kg_with(DATA)


def test_a_value_is_looked_for_as_a_kg_stores_it():
    years = spellings("1979", "en")
    assert Literal("1979", datatype=NamedNode(XSD + "gYear")) in years
    assert Literal("1979", datatype=NamedNode(XSD + "integer")) in years
    words = spellings("headlamps", "en")
    assert Literal("Headlamps") in words and Literal("headlamp") in words
    assert Literal("Headlamps", language="en") in words
    assert Literal("de") in spellings("German", None)  # a language as its code
    assert {Literal("PART_TIME"), Literal("part_time")} <= set(spellings("part-time", None))  # an enumeration's code
    assert Literal("HOLLINGFORD") in spellings("Hollingford", None)
    assert Literal("2023-11", datatype=NamedNode(XSD + "gYearMonth")) in spellings("2023-11", None)


def test_value_mentions_are_the_spans_the_kg_holds_as_literals(kg):
    found = value_mentions(kg, "Which stops were opened in 1979?")
    assert [(m.text, m.literals) for m in found] == [("1979", [Literal("1979", datatype=NamedNode(XSD + "gYear"))])]
    found = value_mentions(kg, "which products are headlamps")
    assert [(m.text, m.literals) for m in found] == [("headlamps", [Literal("Headlamps")])]
    assert value_mentions(kg, "which products are flashlights") == []


def test_a_question_from_a_year_answers_the_things_of_the_class_it_names(kg):
    result = kg.ask_question("Which stops have 1979 as opening year?")
    assert answer_labels(result) == {"South Park", "Zoo Gate"}  # the line opened that year is not a stop
    assert result.info["hops"] == 1 and result.info["other_class_left_out"] == 1
    compared = kg.ask_question("Which stops were opened in 1979?")  # a comparison with a year (`search.compared`)
    assert answer_labels(compared) == {"South Park", "Zoo Gate"} and compared.info["method"] == "compared members"
    assert answer_labels(kg.ask_question("Which lines opened in 1904?")) == {"Tram 1"}


def test_a_question_from_a_category_text(kg):
    result = kg.ask_question("Which products are headlamps?")
    assert answer_labels(result) == {"Beam 400", "Beam 900"}  # not the other products of their brand


def test_a_question_naming_neither_entity_nor_value_finds_no_topic(kg):
    with pytest.raises(TopicNotFound):
        kg.ask_question("which products are flashlights")
    with pytest.raises(TopicNotFound):  # '79.95' is a price, but 'trailmax' names nothing in the KG
        kg.ask_question("which products of trailmax cost 79.95")
    with pytest.raises(TopicNotFound, match="'Do'"):  # a capitalised word inside the sentence starts a name
        kg.ask_question("which products are Do headlamps")
    assert answer_labels(kg.ask_question("which products are Headlamps")) == {"Beam 400", "Beam 900"}
    # a question written as a title capitalises every word: no name is marked by it
    assert answer_labels(kg.ask_question("Which Stops Were Opened In 1979?")) == {"South Park", "Zoo Gate"}


def test_a_made_up_name_is_still_unknown_not_read_as_a_value(kg):
    with pytest.raises(UnknownEntity):
        kg.ask_question("Which lines serve Kastanjeplein Station?")


def test_a_name_like_span_that_is_a_value_is_not_an_unknown_entity(kg):
    # capitalised like a name, but the KG holds it as a literal: a value, not a made-up entity
    assert answer_labels(kg.ask_question("Which products belong to the Summit Pro series?")) == {"Beam 400", "Beam 900"}
    with pytest.raises(UnknownEntity):
        kg.ask_question("Which products belong to the Summit Ultra series?")


def test_how_many_counts_what_the_path_reaches_and_its_sparql_says_so(kg):
    result = kg.ask_question("How many stops does Metro B serve?")
    assert [a.label for a in result.answers] == ["2"] and sorted(result.info["counted"]) == ["South Park", "Zoo Gate"]
    assert int(kg.select(result.sparql)[0]["count"].value) == 2
    result = kg.ask_question("How many stops were opened in 1979?")  # not the line opened that year
    assert [a.label for a in result.answers] == ["2"] and int(kg.select(result.sparql)[0]["count"].value) == 2


def test_answers_of_other_classes_are_left_out_of_the_sparql_too(kg):
    result = kg.ask_question("Which stops have 1979 as opening year?")
    assert {r["answer"].value for r in kg.select(result.sparql)} == {EX + "s1", EX + "s2"}
    compared = kg.ask_question("Which stops were opened in 1979?")
    assert {r["member"].value for r in kg.select(compared.sparql)} == {EX + "s1", EX + "s2"}


def test_how_many_of_something_the_kg_lacks_is_not_a_count_of_something_else(kg):
    result = kg.ask_question("How many passengers does Metro B carry?")  # no passengers in the KG
    assert not result.answers and "passengers" in result.info["reason"]


def test_a_version_beside_a_name_is_a_value_topic():
    """'When was Foxglove Crypto 1.0.0 released': the dotted number is no part of the name (no
    unknown 'Foxglove Crypto 1') but the release's revision, a second topic beside the project."""
    kg = kg_with('PREFIX doap: <http://usefulinc.com/ns/doap#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
                 'PREFIX ex: <http://forge.example.org/> INSERT DATA { '
                 'ex:foxglove a doap:Project ; doap:name "Foxglove Crypto" ; doap:release ex:v091, ex:v100 . '
                 'ex:v091 a doap:Version ; doap:revision "0.9.1" ; doap:created "2019-12-01"^^xsd:date . '
                 'ex:v100 a doap:Version ; doap:revision "1.0.0" ; doap:created "2021-06-30"^^xsd:date . '
                 'ex:heron a doap:Project ; doap:name "Heron HTTP" ; doap:release ex:h1 . '
                 'ex:h1 a doap:Version ; doap:revision "1.0.0" ; doap:created "2020-02-02"^^xsd:date . }')
    assert [a.label for a in kg.ask_question("When was Foxglove Crypto 1.0.0 released?").answers] == ["2021-06-30"]
    assert [a.label for a in kg.ask_question("When was Foxglove Crypto 0.9.1 released?").answers] == ["2019-12-01"]
    with pytest.raises(UnknownEntity):  # a release the KG does not hold: not the dates of the others
        kg.ask_question("When was Foxglove Crypto 2.0.0 released?")
    with pytest.raises(UnknownEntity, match="Heron HTTP 0.9.1"):  # 0.9.1 is Foxglove's, not Heron's
        kg.ask_question("When was Heron HTTP 0.9.1 released?")


def test_a_year_beside_a_name_is_a_condition_on_the_records_they_share():
    """'the unemployment rate in Eastholm in 2019' (an RDF Data Cube): the year is a value topic
    beside the area, both conditions on the observations, whose IRIs end in codes ('…/2019/T')
    and which nothing names: records gone through to their measure. A year the KG does not hold
    is no value topic (it may be no condition the KG records)."""
    from kgqa_sparql.text.values import values_beside_names

    cube = " ".join(f'ex:obs\\/{a}\\/{y}\\/T a qb:Observation ; ex:refArea ex:{a} ; ex:refPeriod "{y}"^^xsd:gYear ; '
                    f'ex:unemploymentRate {r} .'
                    for a, y, r in [("VD01", 2019, "6.4"), ("VD01", 2020, "7.1"), ("VD02", 2019, "5.2"), ("VD02", 2020, "6.8")])
    kg = kg_with('PREFIX ex: <http://stats.example/> PREFIX qb: <http://purl.org/linked-data/cube#> '
                 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
                 'INSERT DATA { ex:VD01 a ex:Region ; rdfs:label "Eastholm" . ex:VD02 a ex:Region ; rdfs:label "Calder Coast" . '
                 + cube + ' }')
    assert [a.label for a in kg.ask_question("What was the unemployment rate in Eastholm in 2019?").answers] == ["6.4"]
    assert [a.label for a in kg.ask_question("what was the unemployment rate of calder coast in 2020").answers] == ["6.8"]
    assert [(m.text, [lit.value for lit in m.literals]) for m in values_beside_names(kg, "Eastholm in 2019 or 2031")] == [
        ("2019", ["2019"])]


def test_a_country_named_where_the_kg_keeps_its_iso_code():
    """'registered in Germany' where addresses hold "DE" (ISO 3166): the country's codes are among
    the spellings looked for, so the question starts from that value; a city or a code is no country."""
    from kgqa_sparql.text.countries import country_codes

    assert country_codes("Germany") == ("DE", "DEU") and country_codes("United States") == ("US", "USA")
    assert country_codes("Paris") == () and country_codes("DE") == () and country_codes("germany") == ()
    firms = " ".join(f'ex:{k} a ex:Company ; ex:legalName "{n}" ; ex:legalAddress ex:{k}_addr . '
                     f'ex:{k}_addr ex:addressCity "{c}" ; ex:addressCountry "{cc}" .'
                     for k, n, c, cc in [("f1", "Nordvik Logistik GmbH", "Bremen", "DE"), ("f2", "Nordvik Holding ASA", "Bergen", "NO"),
                                         ("f3", "Brightwater Energy SE", "Hamburg", "DE")])
    kg = kg_with(f"PREFIX ex: <{EX}> INSERT DATA {{ {firms} }}")
    assert answer_labels(kg.ask_question("Which companies are registered in Germany?")) == {
        "Brightwater Energy SE", "Nordvik Logistik GmbH"}


def test_records_where_two_conditions_meet_are_gone_through_to_what_is_asked():
    """'In what year did X receive the Peace prize': the laureate's awards (records named by an id)
    and the Peace category's awards and prizes meet at an award; its year is asked ('what *year*'
    names a time), not the award nor the prize."""
    awards = " ".join(f'ex:award\\/{i} ex:laureate ex:{who} ; ex:category ex:{cat} ; ex:year "{y}"^^xsd:gYear ; '
                      f'ex:nobelPrize ex:prize_{cat}_{y} . ex:prize_{cat}_{y} rdfs:label "The Nobel Prize in {cat} {y}" ; '
                      f'ex:category ex:{cat} ; ex:year "{y}"^^xsd:gYear .'
                      for i, who, cat, y in [(5015, "tm", "Peace", 2012), (5001, "is", "Physics", 1989),
                                             (5002, "is", "Chemistry", 1995), (5007, "ro", "Peace", 1999)])
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <{XSD}>
    INSERT DATA {{ ex:tm rdfs:label "Thandiwe Mokoena" . ex:is rdfs:label "Ingrid Solvang" . ex:ro rdfs:label "Ruth Okafor" .
      ex:Peace rdfs:label "Peace" . ex:Physics rdfs:label "Physics" . ex:Chemistry rdfs:label "Chemistry" . {awards} }}""")
    for question, year in (("In what year did Thandiwe Mokoena receive the Nobel Peace Prize?", "2012"),
                           ("In what year did Ingrid Solvang win the Chemistry prize?", "1995")):
        assert [a.label for a in kg.ask_question(question).answers][:1] == [year]


def test_a_question_naming_only_a_value_asks_for_the_things_holding_it():
    """OpenStreetMap writes a feature's kind as a value (amenity "cafe"): 'list the cafés' (accented
    as people type it) and 'how many restaurants are there' ask for the features holding it, not a
    search from the value; a question saying more ('which stops were opened in 1979') is searched."""
    tag = "https://wiki.openstreetmap.org/wiki/Key:"
    features = " ".join(f'<https://www.openstreetmap.org/node/{i}> <{tag}name> "{n}" ; <{tag}amenity> "{a}" ; '
                        f'<{tag}wheelchair> "yes" .'
                        for i, (n, a) in enumerate([("Bean There", "cafe"), ("The Copper Kettle", "cafe"),
                                                    ("Luigi's", "restaurant"), ("Eastbrook Library", "library")]))
    osm = kg_with(f"INSERT DATA {{ {features} }}")
    assert answer_labels(osm.ask_question("list the cafés")) == {"Bean There", "The Copper Kettle"}
    assert [a.label for a in osm.ask_question("How many restaurants are there?").answers] == ["1"]
    assert osm.ask_question("list the cafés").info["method"] == "value members"


def test_a_date_written_in_english_is_a_value_not_part_of_a_name():
    from kgqa_sparql.text.english import dates_in

    assert dates_in("at Cairnbrae on 12 March 2024?") == [(16, 29, "2024-03-12")]
    assert [d for _, _, d in dates_in("on January 12th, 2023 or the 3rd of May 2021")] == ["2023-01-12", "2021-05-03"]
    assert dates_in("published in November 2023") == [(13, 26, "2023-11")]
    assert dates_in("in May we may go") == []
    kg = kg_with('PREFIX w: <http://met.example.org/def#> PREFIX s: <http://met.example.org/station/> '
                 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> '
                 'INSERT DATA { s:k a w:Station ; rdfs:label "Kilrannoch" . s:c a w:Station ; rdfs:label "Cairnbrae" . '
                 '[] w:station s:k ; w:date "2024-03-11"^^xsd:date ; w:sunshineHours 6.3 . '
                 '[] w:station s:k ; w:date "2024-03-12"^^xsd:date ; w:sunshineHours 2.1 . '
                 '[] w:station s:c ; w:date "2024-03-12"^^xsd:date ; w:sunshineHours 4.4 . }')
    result = kg.ask_question("How many hours of sunshine did Kilrannoch get on 12 March 2024?")
    assert answer_labels(result) == {"2.1"}
    with pytest.raises(UnknownEntity, match="'Glenbarra'"):  # the name is still checked, without the date
        kg.ask_question("How many hours of sunshine did Glenbarra get on 12 March 2024?")


LISTINGS = ('PREFIX s: <http://schema.org/> PREFIX ex: <http://example.org/> INSERT DATA { '
            'ex:l1 a s:RealEstateListing ; s:name "Semi-detached house close to Ellersby school" ; s:about ex:h1 . '
            'ex:h1 a s:House ; s:numberOfBedrooms 3 ; s:address [ s:addressLocality "Ellersby" ] . '
            'ex:l2 a s:RealEstateListing ; s:name "Detached villa with sea view" ; s:about ex:h2 . '
            'ex:h2 a s:SingleFamilyResidence ; s:numberOfBedrooms 5 ; s:address [ s:addressLocality "Ellersby" ] . '
            'ex:l3 a s:RealEstateListing ; s:name "Bright flat by the quay" ; s:about ex:h3 . '
            'ex:h3 a s:Apartment ; s:numberOfBedrooms 2 ; s:address [ s:addressLocality "Birchmead" ] . }')


def test_a_value_the_kg_holds_beats_part_of_a_longer_name():
    """'in Ellersby': the town the listings' homes are in, not the one listing whose name holds the word."""
    kg = kg_with(LISTINGS)
    result = kg.ask_question("Which listings are in Ellersby?")
    assert result.info["topics"] == ["Ellersby"]
    assert {a.label for a in result.answers} == {"Semi-detached house close to Ellersby school",
                                                 "Detached villa with sea view"}


def test_a_measure_through_records_of_several_classes():
    """A listing's bedrooms are its home's, a House, an Apartment or a residence: none is required."""
    kg = kg_with(LISTINGS)
    found = {a.label for a in kg.ask_question("Which listings have at least 3 bedrooms?").answers}
    assert found == {"Semi-detached house close to Ellersby school", "Detached villa with sea view"}


def test_how_many_counts_only_what_its_noun_names():
    """'how many releases' counts along `doap:release` (the relation names them, though their
    class is Version); 'how many downloads' (a verb only, for WordNet) is still the noun counted,
    and the KG holds none: no count of releases for it."""
    kg = kg_with('PREFIX doap: <http://usefulinc.com/ns/doap#> PREFIX ex: <http://forge.example.org/> INSERT DATA { '
                 'ex:heron a doap:Project ; doap:name "Heron HTTP" ; doap:release ex:h1, ex:h2 . '
                 'ex:h1 a doap:Version ; doap:revision "1.0.0" . ex:h2 a doap:Version ; doap:revision "1.1.0" . '
                 'ex:lumen a doap:Project ; doap:name "Lumen" ; doap:release ex:l1 . '
                 'ex:l1 a doap:Version ; doap:revision "0.1.0" . }')
    assert [a.label for a in kg.ask_question("How many releases does Heron HTTP have?").answers] == ["2"]
    result = kg.ask_question("How many downloads does Heron HTTP have?")
    assert not result.answers and "downloads" in result.info["reason"]


def test_a_verb_stands_for_the_outcome_the_kg_writes_as_a_noun():
    """'which missions failed' where missions hold outcome "failure" / "success": the noun WordNet
    derives from the verb, spelt as it is, is the value; never the doer ('sold': no "seller")."""
    from kgqa_sparql.text.lexicon import event_nouns

    assert event_nouns("failed") == ("failure",) and "seller" not in event_nouns("sold")
    assert event_nouns("fail") == () and event_nouns("won") == ()
    kg = kg_with('PREFIX ex: <http://launch.example.org/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
                 'INSERT DATA { ex:m1 a ex:Mission ; rdfs:label "KS-1" ; ex:outcome "failure" . '
                 'ex:m2 a ex:Mission ; rdfs:label "KS-2" ; ex:outcome "success" . '
                 'ex:m3 a ex:Mission ; rdfs:label "KS-3" ; ex:outcome "success" . }')
    assert answer_labels(kg.ask_question("Which missions failed?")) == {"KS-1"}
    assert answer_labels(kg.ask_question("Which missions succeeded?")) == {"KS-2", "KS-3"}


def test_a_value_said_after_the_name_of_its_relation():
    """'listed Grade II': the KG holds "II" along `listedGrade`, whose name holds 'grade'; a word
    no relation holding the value is named by leaves the span unknown. And how many people a
    bandstand seats is no number of its sides."""
    kg = kg_with('PREFIX b: <http://bandstands.example/> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
                 'INSERT DATA { b:B1 a b:Bandstand ; rdfs:label "Clevedon Bandstand" ; b:listedGrade "II" ; b:sides 8 . '
                 'b:B2 a b:Bandstand ; rdfs:label "Kelvingrove Bandstand" ; b:listedGrade "B" . '
                 'b:B3 a b:Bandstand ; rdfs:label "Pier Head Bandstand" ; b:listedGrade "II" . }')
    assert answer_labels(kg.ask_question("Which bandstands are listed Grade II?")) == {"Clevedon Bandstand",
                                                                                      "Pier Head Bandstand"}
    with pytest.raises(UnknownEntity):
        kg.ask_question("Which bandstands are listed Tier II?")
    # a number of sides is no number of people
    assert kg.ask_question("How many people can the Clevedon Bandstand seat?").answers == []
