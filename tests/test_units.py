"""What the unit ending a measure's name says it measures (`text.units`), and the questions it lets
a KG answer that names its measures only by their units."""

from __future__ import annotations

from kgqa_sparql.text.english import phrase_noun
from kgqa_sparql.text.units import quantity_clash, quantity_words, unit_clash, unit_share

PROBES = ('PREFIX p: <http://probes.example.org/def#> PREFIX r: <http://probes.example.org/id/> '
          'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
          'INSERT DATA { '
          'r:m1 a p:SpaceProbe ; rdfs:label "Skylark" ; p:launch_mass_kg 480.0 ; p:total_length_m 4.1 ; p:antenna_span_m 9.0 ; '
          '  p:launch_date "2014-01-09"^^xsd:date . '
          'r:m2 a p:SpaceProbe ; rdfs:label "Lantern" ; p:launch_mass_kg 1210.0 ; p:total_length_m 6.2 ; p:antenna_span_m 2.5 ; '
          '  p:launch_date "2009-06-30"^^xsd:date . '
          'r:m3 a p:SpaceProbe ; rdfs:label "Corvina" ; p:launch_mass_kg 730.5 ; p:total_length_m 3.3 ; p:antenna_span_m 5.0 ; '
          '  p:launch_date "2019-11-02"^^xsd:date . }')


def test_a_unit_at_the_end_of_a_name_says_what_it_measures():
    assert quantity_words("launch mass kg") == ("weight", "mass")
    assert quantity_words("area hectares") == ("area", "size")
    assert quantity_words("installed capacity MW") == ("power", "capacity", "output")
    assert quantity_words("abv") == ("alcohol", "strength")
    # not a unit, not at the end, or a single letter alone
    assert quantity_words("opened") == () and quantity_words("kg per year") == () and quantity_words("m") == ()
    # a phrase may name a measure by a unit of what it measures; 'per year' is a rate, not the head
    assert unit_share("hectolitres per year", "annual output hl") == 0.5
    assert unit_share("height", "height m") == 0.0 and unit_share("litres", "launch mass kg") == 0.0
    assert phrase_noun("hectolitres per year") == ("hectolitres", False)
    # a unit that measures another quantity than the phrase asks for
    assert unit_clash("temperature", "max gust kmh") and not unit_clash("speed", "max gust kmh")
    assert not unit_clash("temperature", "tmax c") and not unit_clash("reading", "max gust kmh")
    # a name ending in a quantity measures it as a unit would: a price is no weight
    assert quantity_clash(("weight",), "list price") and quantity_clash(("speed",), "length m")
    assert not quantity_clash(("weight",), "net weight kg") and not quantity_clash(("capacity",), "capacity mw")
    # another dimension, though both take metres: 'how deep' is no length
    assert quantity_clash(("deep", "depth"), "length metres") and not quantity_clash(("deep", "depth"), "max depth m")
    assert not quantity_clash(("high", "height"), "elevation")
    assert not quantity_clash(("wide", "width"), "diameter m")  # how wide a round thing is
    assert not quantity_clash(("heavy",), "price") and not quantity_clash(("weight",), "colour")


def test_a_superlative_finds_the_measure_its_unit_names():
    """'the heaviest probe': no measure is called weight, but kilograms weigh; the name's own
    words still count for more than a unit does ('the longest': the total length, not the antenna's
    span, though both are in metres)."""
    from conftest import kg_with

    kg = kg_with(PROBES)
    heaviest = kg.ask_question("Which is the heaviest probe?")
    assert [a.label for a in heaviest.answers] == ["Lantern"]
    assert heaviest.info["measure"][-1].endswith("#launch_mass_kg")
    longest = kg.ask_question("Which is the longest probe?")
    assert [a.label for a in longest.answers] == ["Lantern"] and longest.info["measure"][-1].endswith("#total_length_m")


def test_a_pseudo_graph_reads_a_measure_by_what_its_unit_measures():
    """'(Saltmarsh Gas Plant, nameplate output, ?x)': MiniLM puts 'nameplate output' nowhere near
    'installed capacity mw', nearer the plant's county; megawatts are a power, an output."""
    from conftest import kg_with

    kg = kg_with('PREFIX g: <http://grid.example.org/def#> PREFIX r: <http://grid.example.org/id/> '
                 'PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> '
                 'INSERT DATA { '
                 'r:c1 a g:County ; rdfs:label "Westmere County" . r:c2 a g:County ; rdfs:label "Highmoor County" . '
                 'r:o1 a g:Operator ; rdfs:label "Solstice Renewables" . '
                 'r:p1 a g:PowerPlant ; rdfs:label "Saltmarsh Gas Plant" ; g:located_in r:c1 ; g:operated_by r:o1 ; '
                 '  g:installed_capacity_mw 820.0 ; g:commissioned_in "1998"^^xsd:gYear . '
                 'r:p2 a g:PowerPlant ; rdfs:label "Fennel Brook Hydro Plant" ; g:located_in r:c2 ; g:operated_by r:o1 ; '
                 '  g:installed_capacity_mw 18.0 ; g:commissioned_in "2011"^^xsd:gYear . }')
    assert [a.label for a in kg.ask_graph('[("Saltmarsh Gas Plant", "nameplate output", ?x)]').answers] == ["820"]


def test_a_unit_that_measures_something_else_is_not_what_the_words_ask():
    """'(?o, max temperature, ?x)' over daily rows with `max_gust_kmh` and `tmax_c`: 'max' is
    shared with the gust, but km/h is a speed; the temperature is the other column."""
    from conftest import kg_with

    kg = kg_with('PREFIX d: <http://met.example.org/daily#> PREFIX r: <http://met.example.org/id/> '
                 'PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> INSERT DATA { '
                 'r:s1 a d:Station ; rdfs:label "Kilrannoch" . r:s2 a d:Station ; rdfs:label "Lowfield" . '
                 'r:d1 a d:Day ; d:station_id r:s1 ; d:max_gust_kmh 62.0 ; d:tmax_c 11.9 ; d:rain_mm 4.2 . '
                 'r:d2 a d:Day ; d:station_id r:s1 ; d:max_gust_kmh 35.0 ; d:tmax_c 12.7 ; d:rain_mm 0.0 . '
                 'r:d3 a d:Day ; d:station_id r:s2 ; d:max_gust_kmh 31.0 ; d:tmax_c 14.2 ; d:rain_mm 1.1 . }')
    found = kg.ask_graph('[(?o, "station", "Kilrannoch"), (?o, "max temperature", ?x)]')
    assert sorted(a.label for a in found.answers) == ["11.9", "12.7"]
