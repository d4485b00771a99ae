"""Mention detection in plain questions (no [brackets]) on small hand-made KGs whose answers are known."""

from __future__ import annotations

import random
import statistics
import string
import time

import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.errors import UnknownEntity
from kgqa_sparql.search.explore import TopicNotFound, detect_topics, mention_detector
from kgqa_sparql.text.mentions import MentionDetector

from conftest import dataset, kg_with

EX = "http://example.org/"
MOVIES = f"""
PREFIX ex: <{EX}>
PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
INSERT DATA {{
  ex:hanks a ex:Person ; rdfs:label "Tom Hanks" .
  ex:tom a ex:Person ; rdfs:label "Tom" .
  ex:howard a ex:Person ; rdfs:label "Ron Howard" .
  ex:zemeckis a ex:Person ; rdfs:label "Robert Zemeckis" .
  ex:landis a ex:Person ; rdfs:label "John Landis" .
  ex:gump a ex:Movie ; rdfs:label "Forrest Gump" ; ex:starring ex:hanks ; ex:directedBy ex:zemeckis .
  ex:apollo a ex:Movie ; rdfs:label "Apollo 13" ; ex:starring ex:hanks ; ex:directedBy ex:howard .
  ex:castaway a ex:Movie ; rdfs:label "Cast Away" ; ex:starring ex:hanks ; ex:directedBy ex:zemeckis .
  ex:splash a ex:Movie ; rdfs:label "Splash" ; ex:starring ex:hanks, ex:tom ; ex:directedBy ex:howard .
  ex:amigos a ex:Movie ; rdfs:label "¡Three Amigos!" ; ex:directedBy ex:landis .
  ex:wearewhat a ex:Movie ; rdfs:label "We Are What We Are" ; ex:directedBy ex:landis .
  ex:what a ex:Movie ; rdfs:label "What" ; ex:directedBy ex:landis .
  ex:starringfilm a ex:Movie ; rdfs:label "Starring" ; ex:directedBy ex:landis .
  ex:filmtag a ex:Tag ; rdfs:label "film" .
  ex:five a ex:Rating ; rdfs:label "5" .
  ex:gump ex:hasTag ex:filmtag .
}}"""


def _iri(name: str) -> NamedNode:
    return NamedNode(EX + name)


@pytest.fixture(scope="module")
def movies() -> KnowledgeGraph:
    kg = KnowledgeGraph.open(None)
    kg.update(MOVIES)
    return kg


def names(kg, question: str) -> list[str]:
    return [e.label for m in mention_detector(kg).detect(question) for e in m.entities]


def test_single_mention_is_found_and_masked(movies):
    found = detect_topics(movies, "who directed Forrest Gump")
    assert found.entities == [_iri("gump")]
    assert found.text == "who directed X"
    [mention] = mention_detector(movies).detect("who directed Forrest Gump")
    assert (mention.start, mention.end, mention.text, mention.how) == (13, 25, "Forrest Gump", "exact")
    assert mention.entities[0].score == 1.0


def test_multi_word_name_with_a_number(movies):
    assert detect_topics(movies, "who starred in Apollo 13?").entities == [_iri("apollo")]
    assert detect_topics(movies, "who starred in Apollo 13?").text == "who starred in X?"


def test_case_and_punctuation_do_not_matter(movies):
    found = detect_topics(movies, "who directed forrest gump?")
    assert found.entities == [_iri("gump")] and found.text == "who directed X?"
    [mention] = mention_detector(movies).detect("who directed FORREST-GUMP")
    assert mention.how == "normalised" and mention.entities[0].score == 0.99
    # the name's own punctuation is part of the masked span
    amigos = detect_topics(movies, "who directed ¡Three Amigos!")
    assert amigos.entities == [_iri("amigos")] and amigos.text == "who directed X"
    assert detect_topics(movies, "who directed three amigos").entities == [_iri("amigos")]


def test_two_topics_in_one_question(movies):
    found = detect_topics(movies, "movies starring Tom Hanks and directed by Ron Howard")
    assert set(found.entities) == {_iri("hanks"), _iri("howard")}
    assert found.text == "movies starring X and directed by X"


def test_longest_name_wins_over_a_contained_one(movies):
    assert detect_topics(movies, "what movies did Tom Hanks act in").entities == [_iri("hanks")]
    assert detect_topics(movies, "what movies did Tom act in").entities == [_iri("tom")]


def test_stop_words_and_relation_or_class_words_are_not_mentions(movies):
    # 'What', 'Starring' and 'film' are names of entities too; 'film' is a synonym of the class Movie
    assert names(movies, "what film is starring Tom Hanks") == ["Tom Hanks"]
    assert names(movies, "What movies are starring Ron Howard?") == ["Ron Howard"]
    with pytest.raises(TopicNotFound, match=r"\[Label\]"):
        detect_topics(movies, "what film is starring somebody")
    # a number beside a name is not a second topic, nor an unknown entity
    assert names(movies, "the top 5 movies starring Tom Hanks") == ["Tom Hanks"]
    assert names(movies, "the top 6 movies starring Tom Hanks") == ["Tom Hanks"]
    # a capitalised title made only of function words is still a name
    assert names(movies, "who directed We Are What We Are") == ["We Are What We Are"]


def test_misspelled_name_is_found_through_the_fuzzy_path(movies):
    [mention] = mention_detector(movies).detect("which movies did Robert Zemekis direct")
    assert mention.how == "fuzzy" and mention.text == "Robert Zemekis"
    assert [e.iri for e in mention.entities] == [EX + "zemeckis"]
    assert mention.entities[0].score >= movies.linker.threshold


def test_made_up_names_are_never_answered(movies):
    with pytest.raises(UnknownEntity, match="Zorblax Quintar") as err:
        detect_topics(movies, "what did Zorblax Quintar direct")
    assert err.value.candidates  # the nearest entities are offered
    with pytest.raises(UnknownEntity, match="Zorblax Quintar"):
        movies.ask_question("movies starring Tom Hanks and directed by Zorblax Quintar", zero_shot=True)
    with pytest.raises(TopicNotFound):
        movies.ask_question("who directed the thing nobody made", zero_shot=True)


def test_a_name_said_in_the_plural_is_found():
    """'which *Christmas stamps* are there' names the kind "Christmas stamp" (a SKOS concept beside
    stamps whose names hold 'Christmas' too); a one-word name is left to the class words."""
    kg = KnowledgeGraph.open(None)
    kg.update('PREFIX s: <http://www.w3.org/2004/02/skos/core#> INSERT DATA { '
              '<http://ex.org/c504> a s:Concept ; s:prefLabel "Christmas stamp"@en . '
              '<http://ex.org/c505> a s:Concept ; s:prefLabel "airmail stamp"@en . '
              '<http://ex.org/s1> s:prefLabel "Robin Christmas"@en ; <http://ex.org/type> <http://ex.org/c504> . '
              '<http://ex.org/s2> s:prefLabel "Faroese Christmas 1986"@en ; <http://ex.org/type> <http://ex.org/c504> . }')
    detector = mention_detector(kg)
    assert [e.iri for m in detector.detect("Which Christmas stamps are there?") for e in m.entities] == [
        "http://ex.org/c504"]


def test_part_of_a_name_after_another_modifier_names_another_kind():
    """'leopard' finds 'Snow leopard'; 'the *clouded* leopard' names another kind the KG lacks, while
    a misspelt whole name after a verb ('represented Jonah Vikers') is still found."""
    kg = KnowledgeGraph.open(None)
    kg.update('PREFIX r: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { '
              '<http://ex.org/uncia> a <http://ex.org/Species> ; r:label "Snow leopard" . '
              '<http://ex.org/fulgens> a <http://ex.org/Species> ; r:label "Red panda" . '
              '<http://ex.org/p1> a <http://ex.org/Person> ; r:label "Jonah Vickers" . }')
    detector = mention_detector(kg)
    assert [e.iri for m in detector.detect("What is the status of the leopard?") for e in m.entities] == [
        "http://ex.org/uncia"]
    with pytest.raises(UnknownEntity, match="clouded leopard"):
        detector.detect("What is the conservation status of the clouded leopard?")
    assert [e.iri for m in detector.detect("Who represented Jonah Vikers?") for e in m.entities] == ["http://ex.org/p1"]


def test_a_whole_name_sharing_a_sense_with_a_class_word_is_a_mention():
    """'maize' is the plant the KG names so, though WordNet's 'corn' (of the class 'corn maze')
    shares its sense: only the KG's own class and relation words are never names; 'mazes' is one."""
    from conftest import kg_with

    kg = kg_with('PREFIX m: <http://ex.org/m#> PREFIX r: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { '
                 'm:CornMaze r:label "corn maze" ; r:subClassOf m:Maze . m:Maze r:label "maze" . '
                 '<http://ex.org/reignac> a m:CornMaze ; r:label "Labyrinthe de Reignac" ; m:plant <http://ex.org/maize> . '
                 '<http://ex.org/hampton> a m:Maze ; r:label "Hampton Court Maze" ; m:plant <http://ex.org/yew> . '
                 '<http://ex.org/maize> r:label "maize" . <http://ex.org/yew> r:label "yew" . }')
    topics = detect_topics(kg, "Which mazes are planted with maize?")
    assert topics.entities == [NamedNode("http://ex.org/maize")]
    assert {a.label for a in kg.ask_question("Which mazes are planted with maize?").answers} == {"Labyrinthe de Reignac"}


def test_a_name_extended_by_a_year_and_the_kgs_own_word_is_one_name():
    """'the 2010 Gunung Sirang eruption' is the eruption named so, not the volcano beside a year and
    a class word ('eruption' names the class Eruption)."""
    from conftest import kg_with

    kg = kg_with('PREFIX v: <http://ex.org/v#> INSERT DATA { '
                 '<http://ex.org/Gunung_Sirang> a v:Volcano . <http://ex.org/2010_Gunung_Sirang_eruption> a v:Eruption ; '
                 '  v:eruptionOf <http://ex.org/Gunung_Sirang> ; v:peopleEvacuated 350000 . '
                 '<http://ex.org/2023_Gunung_Sirang_eruption> a v:Eruption ; v:eruptionOf <http://ex.org/Gunung_Sirang> ; '
                 '  v:peopleEvacuated 1200 . }')
    topics = detect_topics(kg, "How many people were evacuated in the 2010 Gunung Sirang eruption?")
    assert topics.entities == [NamedNode("http://ex.org/2010_Gunung_Sirang_eruption")]


def test_a_name_in_another_language_holding_a_town_s_name_is_one_name():
    """'the Musée d'art et d'histoire de Neuchâtel' is the museum, said whole in French, not the
    town: 'de' is no word of the KG's schema, though a French label of a property ends in it."""
    from conftest import kg_with

    kg = kg_with('PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX v: <http://ex.org/v#> INSERT DATA { '
                 '<http://ex.org/I01> a v:Museum ; rdfs:label "Musée d\'art et d\'histoire de Neuchâtel"@fr , '
                 '"Museum of Art and History, Neuchâtel"@en ; v:town <http://ex.org/L11> . '
                 '<http://ex.org/L11> a v:Town ; rdfs:label "Neuchâtel"@fr . '
                 '<http://ex.org/L10> a v:Town ; rdfs:label "La Chaux-de-Fonds"@fr . v:pupilOf rdfs:label "élève de"@fr . '
                 '<http://ex.org/I02> a v:Museum ; rdfs:label "Musée des Arts et Métiers"@fr . '
                 '<http://ex.org/I03> a v:Museum ; rdfs:label "Musée Victoria et Albert"@fr . '
                 '<http://ex.org/P1> v:pupilOf <http://ex.org/P2> . '
                 '<http://ex.org/A1> a v:Automaton ; rdfs:label "The Writer"@en ; v:heldBy <http://ex.org/I01> . }')
    topics = detect_topics(kg, "How many automata does the Musée d'art et d'histoire de Neuchâtel hold?")
    assert topics.entities == [NamedNode("http://ex.org/I01")]


def test_a_kind_in_lower_case_before_a_name_is_its_own_mention_and_tells_it_apart():
    """'the red panda Rosie': the species, then the name of one animal (never one name 'red panda
    Rosie' the KG lacks); of the two Rosies, the red panda is meant."""
    from conftest import kg_with

    kg = kg_with('PREFIX z: <http://ex.org/z#> PREFIX r: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { '
                 '<http://ex.org/fulgens> a z:Species ; r:label "Red panda" . '
                 '<http://ex.org/camelopardalis> a z:Species ; r:label "Giraffe" . '
                 '<http://ex.org/a1> a z:Animal ; r:label "Rosie" ; z:species <http://ex.org/fulgens> . '
                 '<http://ex.org/a2> a z:Animal ; r:label "Rosie" ; z:species <http://ex.org/camelopardalis> . }')
    topics = detect_topics(kg, "When was the red panda Rosie born?")
    assert topics.entities == [NamedNode("http://ex.org/a1")] and topics.told_apart
    # and a value in lower case after a name is its own mention too ('mayor', an office held)
    kg.update('PREFIX r: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { <http://ex.org/p1> r:label "Mirela Stanchev" ; '
              '<http://ex.org/position> <http://ex.org/mayor> . <http://ex.org/mayor> r:label "mayor" . }')
    found = mention_detector(kg).detect("Which city was Mirela Stanchev mayor of?")
    assert [m.text for m in found] == ["Mirela Stanchev", "mayor"]


def test_made_up_names_built_from_real_ones_are_refused(movies):
    """Two real names side by side ('Forrest Splash'), part of a name beside an unknown word
    ('Zemeckis Xandrovic' -> not 'Robert Zemeckis'; also an English word capitalised as a name:
    'Guy zemeckis'), a capitalised function word in the name ('Just Splash'): one name the KG
    lacks, never an answer about a real entity."""
    for question in ("who directed Forrest Gump Splash", "what did Zemeckis Xandrovic direct",
                     "who directed Just Splash", "what did Guy zemeckis direct"):
        with pytest.raises(UnknownEntity):
            mention_detector(movies).detect(question)
    # the real names around them are still found
    assert names(movies, "who directed Forrest Gump and Splash") == ["Forrest Gump", "Splash"]
    assert names(movies, "what did Zemeckis direct") == ["Robert Zemeckis"]


def test_part_of_a_name_in_a_longer_made_up_name_is_refused(movies):
    """Part of a name after a function word capitalised inside the sentence ('Do zemeckis', also
    across lower-case function words: 'How to zemeckis'), or before any connector and an
    unknown word ('Apollo in xandro'): a longer name the KG lacks. A lower-case function word
    before part of a name, or a connector before the question's own words, changes nothing."""
    for question, span in (("what did Do zemeckis direct", "Do zemeckis"),
                           ("what did How to zemeckis direct", "How to zemeckis"),
                           ("who starred in Apollo in xandro", "Apollo in xandro")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(movies).detect(question)
    assert names(movies, "what did zemeckis direct") == ["Robert Zemeckis"]
    assert names(movies, "who starred in Apollo and who directed it") == ["Apollo 13"]


def test_part_of_a_name_beside_a_word_of_its_own_class_names_is_refused():
    """'Robbin reviews', where documents are named 'Robbin CV' and 'Customer reviews', is a
    document the KG lacks; 'Hanks star' is the person (films, not people, have 'star' in their
    names), and so is 'Robbin' alone."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:cv a ex:Document ; rdfs:label "Robbin CV" ; ex:template ex:t1 .
      ex:reviews a ex:Document ; rdfs:label "Customer reviews" ; ex:template ex:t2 .
      ex:hanks a ex:Person ; rdfs:label "Tom Hanks" . ex:sw a ex:Film ; rdfs:label "Star Wars" ; ex:starring ex:hanks .
      ex:t1 rdfs:label "template one" . ex:t2 rdfs:label "template two" . }}""")
    with pytest.raises(UnknownEntity, match="Robbin reviews"):
        mention_detector(kg).detect("what is the template of Robbin reviews")
    assert names(kg, "what is the template of Robbin") == ["Robbin CV"]
    assert names(kg, "which films did Hanks star in") == ["Tom Hanks"]


def test_a_common_word_after_a_modifier_its_class_names_use_is_a_longer_name():
    """'durum barley', where the concepts are 'barley' and 'durum wheat': a concept the KG lacks,
    not barley; 'barley' alone and 'durum wheat' are found."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:c1 a ex:Concept ; rdfs:label "barley" ; ex:broader ex:c3 .
      ex:c2 a ex:Concept ; rdfs:label "durum wheat" ; ex:broader ex:c3 . ex:c3 a ex:Concept ; rdfs:label "cereals" . }}""")
    with pytest.raises(UnknownEntity, match="durum barley"):
        mention_detector(kg).detect("what is the broader concept of durum barley")
    assert names(kg, "what is the broader concept of barley") == ["barley"]
    assert names(kg, "what is the broader concept of durum wheat") == ["durum wheat"]


def test_part_of_a_name_going_on_with_its_punctuation_is_a_longer_name():
    """'Amenity,ism' and "Stark's 1" go on the way 'Amenity, eg Pool.' and "Stark's Park" do, with
    other words: names the KG lacks. 'Amenity' and "Stark's" alone are still the entities."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:a a ex:Feature ; rdfs:label "Amenity, eg Pool." ; ex:code "AM" .
      ex:s a ex:Stadium ; rdfs:label "Stark's Park" ; ex:city "Kirkcaldy" . }}""")
    for question, span in (("what is the code of Amenity,ism?", "Amenity,ism"),
                           ("what is the city of Stark's 1?", "Stark's 1")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(kg).detect(question)
    assert names(kg, "what is the code of Amenity?") == ["Amenity, eg Pool."]
    assert names(kg, "what is the city of Stark's?") == ["Stark's Park"]


def test_a_name_that_goes_on_as_another_name_goes_on_must_link_whole():
    """'Hemoglobin subunit gamma' goes on the way the KG's 'Hemoglobin subunit alpha' does and
    'Directive on the safety of electric bicycles' the way its '... of electric scooters' does:
    longer names the KG lacks, not 'hemoglobin complex' or the document type 'Directive'. The
    names themselves, misspelt or not, and the word alone still link."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:hba a ex:Protein ; rdfs:label "Hemoglobin subunit alpha" ; ex:gene ex:g1 .
      ex:cx a ex:Term ; rdfs:label "hemoglobin complex" . ex:hba ex:term ex:cx . ex:g1 rdfs:label "HBA1" .
      ex:dir a ex:Type ; rdfs:label "Directive" .
      ex:act a ex:Act ; rdfs:label "Directive on the safety of electric scooters" ; ex:type ex:dir ; ex:date "2021" . }}""")
    for question, span in (("Which gene encodes Hemoglobin subunit gamma?", "Hemoglobin subunit gamma"),
                           ("When was the Directive on the safety of electric bicycles adopted?",
                            "Directive on the safety of electric bicycles")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(kg).detect(question)
    assert names(kg, "Which gene encodes Hemoglobin subunit alpha?") == ["Hemoglobin subunit alpha"]
    assert names(kg, "which gene encodes hemoglobin subunit alpah") == ["Hemoglobin subunit alpha"]
    assert names(kg, "When was the Directive on the safety of electric scooters adopted?") == [
        "Directive on the safety of electric scooters"]
    assert names(kg, "which acts are of the type Directive?") == ["Directive"]


def test_two_names_joined_by_and_are_two_mentions_even_when_one_is_part_of_a_name():
    """'between Ashford Rovers and Brackley Athletic': 'Ashford Rovers' (part of 'Ashford Rovers FC',
    linked fuzzily) and 'Brackley Athletic' are two teams, not one unknown name; a title with 'and'
    in it stays one name, a made-up second name is still unknown, and so is part of a title going
    on with its own 'and' but another name ('Hedwig and Ugly', beside 'Hedwig and the Angry Inch')."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:ash a ex:Team ; rdfs:label "Ashford Rovers FC" . ex:bra a ex:Team ; rdfs:label "Brackley Athletic" .
      ex:m1 a ex:Match ; ex:homeTeam ex:ash ; ex:awayTeam ex:bra ; ex:venue ex:park .
      ex:park a ex:Stadium ; rdfs:label "Ashford Lane" .
      ex:pp a ex:Film ; rdfs:label "Pride and Prejudice" . ex:hw a ex:Film ; rdfs:label "Hedwig and the Angry Inch" .
      ex:ug a ex:Film ; rdfs:label "Ugly" . }}""")
    assert names(kg, "Where was the game between Ashford Rovers and Brackley Athletic played?") == [
        "Ashford Rovers FC", "Brackley Athletic"]
    assert names(kg, "who directed Pride and Prejudice") == ["Pride and Prejudice"]
    with pytest.raises(UnknownEntity, match="Zorvex"):
        mention_detector(kg).detect("Where was the game between Ashford Rovers and Zorvex United played?")
    with pytest.raises(UnknownEntity, match="Hedwig and Ugly"):  # a title going on otherwise than the KG's
        mention_detector(kg).detect("the film Hedwig and Ugly was directed by who")


def test_a_question_with_no_capital_letter_says_nothing_by_case():
    """'michael haneke' in a lower-case question is the director 'Michael Haneke' as much as the tag
    'michael haneke' (the search decides which a path leads on from); a capital letter in the
    question chooses by case."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:mh a ex:Person ; rdfs:label "Michael Haneke" . ex:tag a ex:Tag ; rdfs:label "michael haneke" .
      ex:f rdfs:label "Caché" ; ex:directedBy ex:mh ; ex:hasTag ex:tag . }}""")
    assert sorted(names(kg, "which films did michael haneke direct")) == ["Michael Haneke", "michael haneke"]
    assert names(kg, "which films did Michael Haneke direct") == ["Michael Haneke"]


def test_a_whole_name_beside_a_word_of_other_names_is_refused(movies):
    """'Splash zemeckis' (a film's whole name, then a word of a person's name that is no English
    word): one name the KG lacks. A misspelt question word beside the name is not one."""
    with pytest.raises(UnknownEntity, match="Splash zemeckis"):
        mention_detector(movies).detect("who starred in Splash zemeckis")
    assert names(movies, "who starrd in Splash") == ["Splash"]
    assert names(movies, "who starred in Splash") == ["Splash"]


def test_names_joined_by_a_connector_or_an_initial_are_one_name(movies):
    """'Forrest Gump of Splash' is one title the KG lacks ('and' joins two topics); an initial
    that is not the first name's ('T. Zemeckis') names nobody; a word WordNet knows only as a
    name beside a whole name makes a longer name ('stephen Splash', 'Stephen' is no word)."""
    for question, span in (("who directed Forrest Gump of Splash", "Forrest Gump of Splash"),
                           ("what did T. Zemeckis direct", "T. Zemeckis"),
                           ("who starred in robert Splash", "robert Splash")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(movies).detect(question)
    assert names(movies, "what did R. Zemeckis direct") == ["Robert Zemeckis"]
    # a hyphen joins a name too, unless the word joined is a common one ('a Zemeckis-directed film')
    with pytest.raises(UnknownEntity, match="976-Splash"):
        mention_detector(movies).detect("who starred in 976-Splash")
    assert names(movies, "which Zemeckis-directed film starred Tom Hanks") == ["Robert Zemeckis", "Tom Hanks"]
    assert names(movies, "who starred in Forrest Gump and in Splash") == ["Forrest Gump", "Splash"]


def test_a_common_noun_before_of_is_what_is_asked_not_the_start_of_a_name():
    """Where the KG names an office 'mayor' and a grammatical feature 'superlative', 'the mayor of
    Velmora' and 'the superlative of fast' are two mentions, not one name the KG lacks, nor are 'the
    first deputy mayor of Velmora'; a name in capitals still runs on across 'of' ('Mayor of Narnia')."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:mayor a ex:Position ; rdfs:label "mayor" . ex:velmora a ex:City ; rdfs:label "Velmora" .
      ex:deputy a ex:Position ; rdfs:label "deputy mayor" .
      ex:superlative a ex:Feature ; rdfs:label "superlative" . ex:fast a ex:Lexeme ; rdfs:label "fast" .
      ex:s1 ex:office ex:mayor ; ex:of ex:velmora ; ex:holder ex:ana . ex:ana rdfs:label "Ana Petrova" . }}""")
    assert names(kg, "Who has been mayor of Velmora?") == ["mayor", "Velmora"]
    assert names(kg, "What is the superlative of fast?") == ["superlative", "fast"]
    assert names(kg, "Who was the first deputy mayor of Velmora?") == ["deputy mayor", "Velmora"]
    with pytest.raises(UnknownEntity, match="Mayor of Velmora"):
        mention_detector(kg).detect("Who has been the Mayor of Velmora?")


def test_titles_with_several_connectors():
    """'of the' inside a title joins its words: a misspelt title is found whole, and a made-up
    one built from real titles' words is an unknown entity, not one of them."""
    kg = KnowledgeGraph.open(None)
    kg.update(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:lotr rdfs:label "The Lord of the Rings" ; ex:directedBy ex:pj . ex:pj rdfs:label "Peter Jackson" .
      ex:fangs rdfs:label "Return of the Fearsome Fangs!" ; ex:directedBy ex:pj .
      ex:day rdfs:label "Day of the Dark Knight!" ; ex:directedBy ex:pj .
      ex:santas rdfs:label "Invasion of the Secret Santas!" ; ex:directedBy ex:pj . }}""")
    assert names(kg, "who directed The Lord of the Rigns") == ["The Lord of the Rings"]
    assert names(kg, "who directed Return of the Fearsome Fangz") == ["Return of the Fearsome Fangs!"]
    for question, span in (("who directed Day of the Fearsome Fangs", "Day of the Fearsome Fangs"),
                           ("who directed Invasion of thesica", "Invasion of thesica")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(kg).detect(question)


def test_a_capitalised_article_starts_a_title(movies):
    """'The Zemeckis' inside a sentence is a title the KG lacks, not the person 'Robert Zemeckis'
    (bracketed or plain); a title the KG has keeps its article ('Three Amigos' has none)."""
    for question in ("who starred in The Zemeckis", "who starred in [The Zemeckis]"):
        with pytest.raises(UnknownEntity, match="The Zemeckis"):
            detect_topics(movies, question)
    with pytest.raises(UnknownEntity):
        movies.ask_graph('[("The Zemeckis", starring, X_1)]')
    assert names(movies, "what did the Zemeckis direct") == ["Robert Zemeckis"]  # lower case: no title
    assert names(movies, "who starred in The Forrest Gump") == ["Forrest Gump"]  # the whole name


def test_a_number_after_a_name_continues_it(movies):
    """'Splash 2' and 'Cast Away II' are sequels the KG lacks, not 'Splash'; a name with its own
    number ('Apollo 13') is found whole."""
    for question, span in (("who starred in Splash 2", "Splash 2"), ("who directed Cast Away II", "Cast Away II")):
        with pytest.raises(UnknownEntity, match=span):
            mention_detector(movies).detect(question)
    assert names(movies, "who directed Apollo 13") == ["Apollo 13"]
    assert names(movies, "who directed Splash in 1984") == ["Splash"]


def test_a_class_noun_beside_a_name_says_what_it_names(movies):
    """'the film Ron Howard' names no film of the KG, nor does 'the Zemeckis movie' (part of a
    person's name before a class noun); 'the movie Splash' is the film, and a whole name before a
    class noun with no article ('Tom Hanks movies') is what the movies are about."""
    for question in ("who starred in the film Ron Howard", "who starred in the Zemeckis movie"):
        with pytest.raises(UnknownEntity):
            detect_topics(movies, question)
    assert detect_topics(movies, "who directed the movie Splash").entities == [_iri("splash")]
    assert detect_topics(movies, "which are Tom Hanks movies").entities == [_iri("hanks")]
    assert detect_topics(movies, "where was the Zemeckis born").entities == [_iri("zemeckis")]  # a verb
    # part of a name as a modifier of a kind of thing the KG holds nowhere: a thing it lacks
    with pytest.raises(UnknownEntity, match="Zemeckis bypass"):
        detect_topics(movies, "when was the Zemeckis bypass built")


def test_unknown_bracketed_entity_raises_unknown_entity(movies):
    with pytest.raises(UnknownEntity, match="Nobody Atall"):
        detect_topics(movies, "what did [Nobody Atall] direct")
    assert detect_topics(movies, "who directed [forrest gump]").entities == [_iri("gump")]


def test_plain_question_is_answered_like_the_bracketed_one(movies):
    plain = movies.ask_question("who directed Cast Away", zero_shot=True)
    marked = movies.ask_question("who directed [Cast Away]", zero_shot=True)
    assert plain.answers and plain.answers[0].label == "Robert Zemeckis"
    assert [a.label for a in plain.answers] == [a.label for a in marked.answers]
    assert plain.info["topics"] == [EX + "castaway"]


def test_a_university_kg_with_class_words_in_capitals():
    kg = KnowledgeGraph.open(None)
    kg.update(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{
      ex:Professor rdfs:label "Professor" . ex:Course rdfs:label "Course" .
      ex:smith a ex:Professor ; rdfs:label "Jane Smith" ; ex:teacherOf ex:c1, ex:c2 .
      ex:c1 a ex:Course ; rdfs:label "Graduate Course 1" .
      ex:c2 a ex:Course ; rdfs:label "Course 2" .
      ex:dept a ex:Department ; rdfs:label "Department of Biology" . ex:smith ex:worksFor ex:dept .
      ex:c21 a ex:Course ; rdfs:label "GraduateCourse21" . ex:smith ex:teacherOf ex:c21 .
    }}""")
    assert names(kg, "which courses does Professor Jane Smith teach") == ["Jane Smith"]
    assert names(kg, "Which Professor works for the Department of Biology?") == ["Department of Biology"]
    # identifier-like names are found as written and in words
    assert names(kg, "who teaches GraduateCourse21?") == ["GraduateCourse21"]
    assert names(kg, "who teaches graduate course 21?") == ["GraduateCourse21"]


def test_a_relational_kg_with_two_topics():
    kg = KnowledgeGraph.open(None)
    kg.update(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{
      ex:s1 a ex:Singer ; rdfs:label "Joe Sharp" ; ex:country ex:fr ; ex:ref-song_id ex:song1 .
      ex:s2 a ex:Singer ; rdfs:label "Rose White" ; ex:country ex:us .
      ex:fr a ex:Country ; rdfs:label "France" . ex:us a ex:Country ; rdfs:label "United States" .
      ex:song1 a ex:Song ; rdfs:label "Sun" .
    }}""")
    assert set(names(kg, "which singers from France sang Sun?")) == {"France", "Sun"}
    assert names(kg, "what is the country of singer rose white") == ["Rose White"]


def test_a_bare_lower_case_name_is_a_further_mention_a_noun_phrase_is_not():
    kg = KnowledgeGraph.open(None)
    kg.update(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{
      ex:r1 a ex:Recipe ; rdfs:label "Sumac Stew" ; ex:cuisine ex:lev ; ex:ingredient ex:onion, ex:story .
      ex:lev a ex:Cuisine ; rdfs:label "Levantine" .
      ex:onion a ex:Ingredient ; rdfs:label "onion" . ex:story a ex:Ingredient ; rdfs:label "story" .
    }}""")
    # the KG writes 'onion' in lower case: written so and bare, it is a second topic
    assert names(kg, "which Levantine recipes use onion") == ["Levantine", "onion"]
    # after an article it is the question's own noun phrase, whatever the KG names so
    assert names(kg, "which Levantine recipes tell the story") == ["Levantine"]


def test_detection_is_fast_on_many_names():
    rng = random.Random(0)
    word = lambda: "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(3, 9)))  # noqa: E731
    rows = [(f"{EX}e{i}", " ".join(word().title() for _ in range(rng.randint(1, 4)))) for i in range(40_000)]
    rows.append((EX + "target", "Marlon Brando"))
    detector = MentionDetector(rows, None, schema_words=["directed by", "starred actors"], classes=["Movie"])
    question = "what movies did Marlon Brando act in and which ones were directed by him"
    times = []
    for _ in range(50):
        start = time.perf_counter()
        found = detector.detect(question)
        times.append(time.perf_counter() - start)
    assert [m.entities[0].iri for m in found] == [EX + "target"]
    assert statistics.median(times) < 0.005


def _real_kg(path, names_needed, **options):
    kg = KnowledgeGraph.open(None, load=[path], **options)
    known = {name for _, name in kg.linker.rows}
    if not set(names_needed) <= known:
        pytest.skip(f"{path.name}: names {sorted(set(names_needed) - known)} are not among the linker's names yet")
    return kg


def test_real_spider4sparql_kg():
    kg = _real_kg(dataset("spider4sparql", "kgs", "singer_triples.ttl"), ["Liliane Bettencourt", "Cha Cha Slide"])
    assert names(kg, "What songs did Liliane Bettencourt sing?") == ["Liliane Bettencourt"]
    assert names(kg, "who sang cha cha slide") == ["Cha Cha Slide"]
    with pytest.raises(UnknownEntity, match="Zorblax"):
        detect_topics(kg, "What songs did Zorblax sing?")


def test_real_lubm_kg():
    kg = _real_kg(dataset("lubm", "University0_0.owl"), ["FullProfessor7", "GraduateStudent12"],
                  base_iri="http://www.University0.edu")
    assert names(kg, "Which courses does FullProfessor7 teach?") == ["FullProfessor7"]
    assert names(kg, "who is the advisor of GraduateStudent12") == ["GraduateStudent12"]


def test_a_class_noun_before_a_name_heads_a_clause_or_names_its_class(movies):
    """'the movie Tom Hanks starred in' is a movie, not Tom Hanks the movie: the name stays the
    topic; 'the movie Tom Hanks' names no movie, and 'was the movie Splash directed' is Splash."""
    found = detect_topics(movies, "who directed the movie Tom Hanks starred in")
    assert [str(e.value) for e in found.entities] == [EX + "hanks"]
    answers = {a.label for a in movies.ask_question("who directed the movie Tom Hanks starred in").answers}
    assert answers == {"Robert Zemeckis", "Ron Howard"}
    with pytest.raises(UnknownEntity, match="movie Tom Hanks"):
        detect_topics(movies, "who directed the movie Tom Hanks")
    assert [str(e.value) for e in detect_topics(movies, "by whom was the movie Splash directed").entities] == [EX + "splash"]


def test_a_class_name_closed_up_is_the_questions_word():
    """'dataset' where the KG's class is qb:DataSet ('data set'): the word after the name is the
    class, written as people write it, not more of a name the KG lacks."""
    rows = [(EX + "unemployment", "Regional Unemployment Rates")]
    question = "When was the Regional Unemployment Rates dataset issued?"
    with pytest.raises(UnknownEntity):
        MentionDetector(rows, None, schema_words=["issued"], classes=["Observation"]).detect(question)
    found = MentionDetector(rows, None, schema_words=["issued"], classes=["Data Set"]).detect(question)
    assert [m.text for m in found] == ["Regional Unemployment Rates"]


def test_a_lower_case_name_after_a_capitalised_function_word_ends_a_title():
    """'Do read a book' (a made-up title beside the KG's 'How to read a book') is not the KG's
    type 'Book': a function word capitalised inside the sentence starts a title, which must link
    as a whole; 'book' alone, or after a capitalised language word, is still the type."""
    rows = [(EX + "book", "Book"), (EX + "howto", "How to read a book")]
    detector = MentionDetector(rows, None, schema_words=["template id", "name"], classes=["Template Type"])
    with pytest.raises(UnknownEntity):
        detector.detect("what is the template id of Do read a book?")
    assert [m.text for m in detector.detect("what is the template id of book?")] == ["book"]
    assert [m.text for m in detector.detect("what is the French name for book?")] == ["book"]
    assert [m.text for m in detector.detect("what is the template id of How to read a book?")] == ["How to read a book"]


def test_how_much_of_a_thing_in_another():
    """'How much *sodium* is in cheddar cheese': the nutrient after 'how much' is a topic beside the
    food (both meet at a measurement); when it is the only one, what holds the amount must link
    ('rolled barley' the KG lacks is unknown, never the sodium in everything)."""
    rows = [(EX + "NA", "Sodium"), (EX + "cheddar", "Cheddar cheese"), (EX + "oats", "Rolled oats")]
    detector = MentionDetector(rows, None, schema_words=["numeric value", "nutrient", "food"], classes=["Food"])
    assert [m.text for m in detector.detect("How much sodium is in cheddar cheese?")] == ["sodium", "cheddar cheese"]
    with pytest.raises(UnknownEntity, match="rolled barley"):
        detector.detect("How much sodium is in rolled barley?")
    assert [m.text for m in detector.detect("how much sodium is in rolled oats")] == ["sodium", "rolled oats"]


def test_the_content_of_a_thing_in_another():
    """'the *sodium* content of X': a lower-case thing the KG names, a noun and 'of' after it: X
    names what holds the amount and must link ('rolled barley' is unknown, never the sodium of
    everything); a class after 'of' ('foods') is no name."""
    rows = [(EX + "NA", "Sodium"), (EX + "oats", "Rolled oats")]
    detector = MentionDetector(rows, None, schema_words=["numeric value", "nutrient", "food"], classes=["Food"])
    with pytest.raises(UnknownEntity, match="rolled barley"):
        detector.detect("What is the sodium content of rolled barley?")
    assert "rolled oats" in [m.text for m in detector.detect("what is the sodium content of rolled oats")]
    assert [m.text for m in detector.detect("What is the sodium content of foods?")] == ["sodium"]


def test_a_lower_case_word_is_not_every_record_coded_with_it():
    """'fat' names the nutrient called fat, not each measurement record whose IRI code is 'FAT';
    a code written as one still names its records."""
    rows = [(EX + "nutrient/FAT", "Total fat"), (EX + "nutrient/FAT", "Fat"),
            (EX + "value/01024/FAT", "FAT"), (EX + "value/02031/FAT", "FAT")]
    detector = MentionDetector(rows, None, schema_words=["food", "nutrient"], classes=["Food"])
    assert [[e.iri for e in m.entities] for m in detector.detect("Which food has the least fat?")] == [[EX + "nutrient/FAT"]]
    found = detector.detect("Which records are coded FAT?")
    assert {e.iri for m in found for e in m.entities} == {EX + "value/01024/FAT", EX + "value/02031/FAT"}


def test_a_code_extends_the_exact_name_it_ends_even_as_a_schema_word():
    """'Room 2.14 CO2' is a sensor's whole name, though 'CO2' is a word of the class CO2 Sensor."""
    from conftest import kg_with

    kg = kg_with('PREFIX b: <http://b.example.org/bldg#> PREFIX brick: <https://brickschema.org/schema/Brick#> '
                 'INSERT DATA { b:Room_2.14 a brick:Office . b:Room_2.14_CO2 a brick:CO2_Sensor ; brick:isPointOf '
                 'b:Room_2.14 . b:Room_3.1_CO2 a brick:CO2_Sensor . b:Lobby_CO2 a brick:CO2_Sensor . }')
    found = mention_detector(kg).detect("In what unit does the Room 2.14 CO2 sensor measure?")
    assert [m.text for m in found] == ["Room 2.14 CO2"]
    assert [m.text for m in mention_detector(kg).detect("Which CO2 sensors does Room 2.14 have?")] == ["Room 2.14"]


def test_a_whole_name_other_names_start_with_and_a_noun_after_it_make_one_name():
    """'soil' is a concept, and so are 'soil salinity' and 'soil erosion': 'soil acidity' is one
    more such name, which the KG lacks, not the soil ('sprinkler irrigation' beside 'drip
    irrigation' likewise); 'soil salinity' and 'soil' alone are found."""
    from kgqa_sparql.errors import UnknownEntity
    from kgqa_sparql.text.mentions import MentionDetector

    detector = MentionDetector([("c1", "soil"), ("c2", "soil salinity"), ("c3", "soil erosion"),
                                ("c4", "irrigation"), ("c5", "drip irrigation")])
    with pytest.raises(UnknownEntity):
        detector.detect("What is the notation of soil acidity?")
    with pytest.raises(UnknownEntity):  # the same before a name others end with
        detector.detect("What is the Spanish label of sprinkler irrigation?")
    assert [m.text for m in detector.detect("What is the Spanish label of drip irrigation?")] == ["drip irrigation"]
    named = MentionDetector([("d1", "Engineering"), ("d2", "Engineering Manager")])
    assert [m.text for m in named.detect("Where is the Engineering department based?")] == ["Engineering"]
    assert [m.text for m in detector.detect("What is the notation of soil salinity?")] == ["soil salinity"]
    assert [m.text for m in detector.detect("What is the notation of soil?")] == ["soil"]


def test_a_name_extended_by_a_word_its_class_names_hold_is_the_longer_name():
    """'Inishgowan Lighthouse' is a lighthouse (lighthouses are named '... Lighthouse'); the island
    'Inishgowan' is none, so the question does not ask about the island's lighthouse. Names read
    from lower-case IRI slugs the same way."""
    for form in (str.title, str.lower):
        rows = " ".join(f'ex:{key} a ex:{cls} ; rdfs:label "{form(name)}" .' for key, cls, name in (
            ("l1", "Lighthouse", "inishgowan lighthouse"), ("l2", "Lighthouse", "black rock lighthouse"),
            ("l3", "Lighthouse", "muckle skerry lighthouse"), ("i1", "Island", "inishgowan"),
            ("i2", "Island", "muckle skerry")))
        kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
        INSERT DATA {{ {rows} ex:l1 ex:stands_on ex:i1 . ex:l3 ex:stands_on ex:i2 . }}""")
        assert names(kg, "Who designed Inishgowan Lighthouse?") == [form("inishgowan lighthouse")]
        assert names(kg, "How large is Inishgowan?") == [form("inishgowan")]


def test_a_misspelt_lower_case_name_ending_in_a_class_word_is_found():
    """'who explored ballycahil cave': the name in an IRI-only KG ends in its class's word, and
    'cave' alone names the class; the fuzzy path tries the content words with the class word
    beside them, and the whole misspelt name links, not the class."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX o: <{EX}ont#>
    INSERT DATA {{ ex:BallycahillCave a o:Cave . ex:OwlHoleCave a o:Cave . ex:GreyMareCave a o:Cave .
      ex:SiobhanHealy a o:Caver ; o:explored ex:BallycahillCave . ex:ArthurPennick a o:Caver ; o:explored ex:OwlHoleCave .
      o:Cave a <http://www.w3.org/2002/07/owl#Class> . }}""")
    assert names(kg, "who explored ballycahil cave") == ["Ballycahill Cave"]
    assert names(kg, "who explored owl hole cave") == ["Owl Hole Cave"]


def test_a_name_said_with_its_place_after_it_names_the_thing_whose_iri_folds_the_place_in():
    """Two bivouacs both called Bivacco Ferrario are told apart in their IRIs by their ranges, as
    two caves called Dragon's Mouth by their regions: 'the Bivacco Ferrario in the Grigne' is the
    one, 'the Dragon's Mouth in the Mendip Hills' the other; in a range or region neither names, no
    such thing is known."""
    kg = kg_with(f"""PREFIX ex: <{EX}> INSERT DATA {{
      ex:bivacco-ferrario-grigne a ex:Hut ; ex:beds 9 ; ex:inRange ex:Grigne .
      ex:bivacco-ferrario-bernina a ex:Hut ; ex:beds 6 ; ex:inRange ex:Bernina_Range .
      ex:DragonsMouth_Mendip a ex:Cave ; ex:inRegion ex:MendipHills .
      ex:DragonsMouth_Gower a ex:Cave ; ex:inRegion ex:Gower . }}""")
    found = mention_detector(kg).detect("How many beds does the Bivacco Ferrario in the Grigne have?")
    assert [(m.text, m.entities[0].iri) for m in found] == [("Bivacco Ferrario in the Grigne",
                                                             EX + "bivacco-ferrario-grigne")]
    found = mention_detector(kg).detect("Who explored the Dragon's Mouth in the Mendip Hills?")
    assert [m.entities[0].iri for m in found] == [EX + "DragonsMouth_Mendip"]
    with pytest.raises(UnknownEntity):
        mention_detector(kg).detect("How many beds does the Bivacco Ferrario in the Dolomites have?")
    with pytest.raises(UnknownEntity):
        mention_detector(kg).detect("Who explored the Dragon's Mouth in the Yorkshire Dales?")


def test_a_misspelt_name_holding_another_name_is_the_misspelt_one():
    """'the Cresswell Haven Lifeboat Staton': the station misspelt, which the whole span links to
    confidently, not the town Cresswell Haven with two unknown words after it; a made-up name
    holding the town's ('Cresswell Haven Rowing Club') is still an unknown entity."""
    kg = kg_with('PREFIX s: <http://schema.org/> PREFIX t: <http://boats.example/town/> '
                 'PREFIX l: <http://boats.example/station/> INSERT DATA { '
                 't:cresswell-haven a s:Place ; s:name "Cresswell Haven" . t:skerrow a s:Place ; s:name "Skerrow" . '
                 'l:cresswell-haven a s:Organization ; s:name "Cresswell Haven Lifeboat Station" ; '
                 's:alternateName "Cresswell Haven Rescue" ; s:location t:cresswell-haven . '
                 'l:skerrow a s:Organization ; s:name "Skerrow Lifeboat Station" ; s:location t:skerrow . }')
    topics = detect_topics(kg, "When was the Cresswell Haven Lifeboat Staton founded?")
    assert [str(e.value) for e in topics.entities] == ["http://boats.example/station/cresswell-haven"]
    with pytest.raises(UnknownEntity):
        detect_topics(kg, "When was the Cresswell Haven Rowing Club founded?")
    # where the exact part scores above the whole misspelt name, the whole still wins (a KG whose
    # link model trusts the misspelling less: `_whole_segments` on the chosen mentions)
    from kgqa_sparql.text.mentions import _Candidate, _Token, _whole_segments

    words = "When was the Cresswell Haven Lifeboat Staton founded".split()
    at = [sum(len(w) + 1 for w in words[:k]) for k in range(len(words))]
    tokens = [_Token(a, a + len(w), w, w.lower(), stop=w in ("was", "the"), initial=k == 0)
              for k, (a, w) in enumerate(zip(at, words))]
    town = _Candidate(3, 5, at[3], at[4] + 5, ["town"], "exact", score=0.9)
    station = _Candidate(3, 7, at[3], at[6] + 6, ["station"], "fuzzy", score=0.8)
    assert _whole_segments([town], [town, station], [(3, 7)], tokens) == [station]
    assert _whole_segments([town], [town], [(3, 7)], tokens) == [town]  # no whole link: unknown words stay


def test_a_numbered_name_the_kg_lacks_is_unknown_even_in_its_own_words():
    """'Line 3' where the KG has Line 1 and Line 22 and spells 'line' in `line_city`: a name that
    names nothing, so no answer about Porto's other lines; 'Line 1' still links."""
    kg = kg_with('PREFIX t: <http://tram.example/vocab/> PREFIX d: <http://tram.example/> INSERT DATA { '
                 'd:city1 a t:City ; t:city_name "Porto" . d:city2 a t:City ; t:city_name "Milan" . '
                 'd:city3 a t:City ; t:city_name "Lisbon" . '
                 'd:l1 a t:Line ; t:line_name "Line 1" ; t:line_city d:city1 ; t:opened_on "1895-09-12" . '
                 'd:l2 a t:Line ; t:line_name "Line 22" ; t:line_city d:city1 ; t:opened_on "2007-06-10" . '
                 'd:l3 a t:Line ; t:line_name "28E" ; t:line_city d:city3 ; t:opened_on "1914-01-01" . '
                 'd:l4 a t:Line ; t:line_name "Line 1" ; t:line_city d:city2 ; t:opened_on "1910-03-01" . }')
    with pytest.raises(UnknownEntity):
        detect_topics(kg, "When did Line 3 in Porto open?")
    assert [m.text for m in mention_detector(kg).detect("When did Line 22 open?")] == ["Line 22"]


def test_a_word_after_a_name_that_ends_names_of_another_kind_makes_a_longer_name():
    """'Schweinfurt blue', where Schweinfurt is a town and 'blue' ends the names of pigments
    (Prussian blue, cobalt blue), is a pigment the KG lacks; so is 'Diesbach green' beside the
    chemist Diesbach. The town, the chemist and a whole pigment name link as they are; a word of
    a class name after a name is the question's own ('Diesbach pigments')."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:prussian a ex:Pigment ; rdfs:label "Prussian blue" ; ex:madeIn ex:berlin ; ex:inventedBy ex:diesbach .
      ex:cobalt a ex:Pigment ; rdfs:label "cobalt blue" ; ex:madeIn ex:paris .
      ex:sgreen a ex:Pigment ; rdfs:label "Schweinfurt green" ; ex:madeIn ex:schweinfurt .
      ex:pgreen a ex:Pigment ; rdfs:label "Paris green" ; ex:madeIn ex:paris .
      ex:berlin a ex:Town ; rdfs:label "Berlin" . ex:paris a ex:Town ; rdfs:label "Paris" .
      ex:schweinfurt a ex:Town ; rdfs:label "Schweinfurt" .
      ex:diesbach a ex:Chemist ; rdfs:label "Johann Jacob Diesbach" . }}""")
    with pytest.raises(UnknownEntity, match="Schweinfurt blue"):
        mention_detector(kg).detect("where was Schweinfurt blue first made")
    with pytest.raises(UnknownEntity, match="Diesbach green"):
        mention_detector(kg).detect("who invented Diesbach green")
    assert names(kg, "which pigments were first made in Schweinfurt") == ["Schweinfurt"]
    assert names(kg, "where was Schweinfurt green first made") == ["Schweinfurt green"]
    assert names(kg, "which Diesbach pigments are there") == ["Johann Jacob Diesbach"]


def test_capitalised_words_after_a_name_that_end_names_of_another_kind_make_a_longer_name():
    """'the Putney Town Rowing Club', where Putney is a town and 'Club' ends the names of clubs
    (London Rowing Club, Leander Club), is a club the KG lacks, never an answer about Putney; a
    club's whole name and the town alone link as they are."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:lrc a ex:Club ; rdfs:label "London Rowing Club" ; ex:basedIn ex:putney .
      ex:leander a ex:Club ; rdfs:label "Leander Club" ; ex:basedIn ex:henley .
      ex:putney a ex:Town ; rdfs:label "Putney" . ex:henley a ex:Town ; rdfs:label "Henley" . }}""")
    with pytest.raises(UnknownEntity, match="Putney Town Rowing Club"):
        mention_detector(kg).detect("Where is the Putney Town Rowing Club based?")
    assert names(kg, "Where is the London Rowing Club based?") == ["London Rowing Club"]
    assert names(kg, "Which clubs are based in Putney?") == ["Putney"]
    assert names(kg, "Which Putney clubs are there?") == ["Putney"]


def test_a_common_noun_of_the_named_thing_is_its_own_mention():
    """'the musical director of the York Minster Choir', where the KG names a role 'musical
    director': two mentions, the role and the choir, not one name the KG lacks."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:md a ex:Role ; rdfs:label "musical director" . ex:ymc a ex:Choir ; rdfs:label "York Minster Choir" .
      ex:m1 ex:role ex:md ; ex:organization ex:ymc ; ex:member ex:p1 . ex:p1 a ex:Person ; rdfs:label "Robert Sharrow" . }}""")
    assert names(kg, "Who is the musical director of the York Minster Choir?") == ["musical director",
                                                                                   "York Minster Choir"]


def test_a_hyphenated_name_running_on_from_a_name_is_a_name_of_its_own():
    """'Niagara-on-the-Falls', where the KG has Niagara: the hyphens join a longer name with a
    capitalised word in it, which must link itself; 'Niagara-based' only qualifies Niagara."""
    kg = kg_with(f"""PREFIX ex: <{EX}> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>
    INSERT DATA {{ ex:niagara a ex:Region ; rdfs:label "Niagara" . ex:hf a ex:Waterfall ; rdfs:label "Horseshoe Falls" ;
      ex:parent ex:niagara . }}""")
    with pytest.raises(UnknownEntity, match="Niagara-on-the-Falls"):
        mention_detector(kg).detect("Which waterfalls are near Niagara-on-the-Falls?")
    assert names(kg, "Which waterfalls are near Niagara?") == ["Niagara"]
    assert names(kg, "Which Niagara-based waterfalls are there?") == ["Niagara"]
