"""The zero-shot judge's word features on hand-made vectors, where the right matching is known."""

from __future__ import annotations

import numpy as np
import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import Step
from kgqa_sparql.search.judges import (COVER, HOP_SLOTS, LEXICAL_WEIGHT, UNCLAIMED_COST, WORST_HOP, QuestionWords,
                                      ZeroShotJudge, hop_vectors, question_ngrams, word_features)
from kgqa_sparql.text.english import lexical_overlap
from kgqa_sparql.search.paths import reverse_hops

WORDS = ["movies", "direct", "star", "person"]


class BagEncoder:
    """Each known word is a basis vector; a text is the normalised sum of its words' vectors."""

    dim = len(WORDS)

    def encode(self, texts):
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.split():
                if word in WORDS:
                    out[i, WORDS.index(word)] += 1.0
            out[i] /= max(np.linalg.norm(out[i]), 1e-9)
        return out


def test_ngrams_hold_a_content_word_and_never_the_topic():
    grams = {g.text: g for g in question_ngrams("who directed the films starring X's brother")}
    assert "directed" in grams and "films starring" in grams and "the films starring" in grams
    assert "who" not in grams and "the" not in grams  # function words alone are no n-gram
    assert "brother" in grams and not any("x" in g.split() or "s" in g.split() for g in grams)  # X's is the topic
    assert grams["films starring"].content == {"films", "starring"}
    words = QuestionWords.of("who directed the films starring X", BagEncoder())
    films, starring = words.texts.index("films"), words.texts.index("films starring")
    assert words.overlap[films, starring] and not words.overlap[words.texts.index("directed"), films]


def test_a_word_explains_one_thing():
    encoder = BagEncoder()
    words = QuestionWords.of("which movies did X direct", encoder)
    # path 1: inverse of directed by (person -> movie); path 2: the same, then starring (movie -> person)
    relations = hop_vectors([["direct"], ["direct", "star movies"]], encoder)
    classes = hop_vectors([["person", "movies"], ["person", "movies", "person"]], encoder, HOP_SLOTS + 1)
    features = word_features(relations, [1, 2], words, classes)
    assert features[0, WORST_HOP] == pytest.approx(1.0) and features[0, COVER] == pytest.approx(1.0)
    # 'starring' would match 'movies', but the class of the films already explains that word
    assert features[1, WORST_HOP] == pytest.approx(0.0) and features[1, COVER] == pytest.approx(1.0)
    scores = ZeroShotJudge().judge(np.zeros(encoder.dim, np.float32), np.zeros((2, encoder.dim), np.float32),
                                   [1, 2], words=features)
    assert scores[0, 0] > scores[1, 0]


def test_a_hop_back_along_the_last_relation_claims_no_word():
    starring = NamedNode("http://example.org/starring")
    shared = [(Step(starring), Step(starring, forward=False)), (Step(starring), Step(starring))]
    assert reverse_hops(shared, HOP_SLOTS).tolist() == [[False, True, False], [False, False, False]]
    encoder = BagEncoder()
    words = QuestionWords.of("movies that share a star with X", encoder)
    repeats = reverse_hops(shared[:1], HOP_SLOTS)
    features = word_features(hop_vectors([["star", "star"]], encoder), [2], words, repeats=repeats)
    assert features[0, WORST_HOP] == pytest.approx(1.0)  # the second 'starring' is not the worst hop
    assert features[0, COVER] == pytest.approx(1 / 3)  # of movies, share, star only 'star' is explained


def test_out_and_back_again_must_be_asked_for():
    """Without a word of sharing, going out along a relation and back explains nothing unless
    the question names the thing in between ('movies for the *person* of X') or the relation
    twice, apart ('movies *directed* by the *director* of X'): 'which movies did X direct' does
    not ask for the films of X's films' directors."""
    direct = NamedNode("http://example.org/direct")
    pair = reverse_hops([(Step(direct), Step(direct, forward=False))], HOP_SLOTS)
    encoder = BagEncoder()
    relations = hop_vectors([["direct", "direct"]], encoder)
    once = QuestionWords.of("which movies did X direct", encoder)
    assert not once.sharing
    detours = np.zeros(1, dtype=bool)
    features = word_features(relations, [2], once, repeats=pair, detours=detours)
    # neither hop claims a word: the worst is 0, less the cost of a second unexplained hop
    assert features[0, WORST_HOP] == pytest.approx(-UNCLAIMED_COST) and features[0, COVER] == pytest.approx(0.0)
    assert detours[0]  # a detour: the search never answers with it
    twice = QuestionWords.of("which movies direct X who directed", encoder)
    lexical = np.zeros((1, HOP_SLOTS, len(twice.texts)), dtype=np.float32)
    lexical[0, :2, twice.texts.index("directed")] = 1.0  # 'directed' names it by its stem
    detours = np.zeros(1, dtype=bool)
    features = word_features(relations, [2], twice, repeats=pair, lexical=lexical, detours=detours)
    assert features[0, WORST_HOP] == pytest.approx(LEXICAL_WEIGHT) and not detours[0]
    between = QuestionWords.of("which movies for the person of X", encoder)
    features = word_features(hop_vectors([["person", "person"]], encoder), [2], between, repeats=pair)
    assert features[0, WORST_HOP] == pytest.approx(1.0)  # the return hop is excused, as under sharing
    assert features[0, COVER] == pytest.approx(0.5)


def test_a_relation_claims_the_words_it_shares_a_stem_with():
    """'screenwriter' and 'written by' share no bag-of-words dimension (cosine 0), but the
    relation's lexical overlap with the word lets it claim it, at LEXICAL_WEIGHT."""
    encoder = BagEncoder()
    words = QuestionWords.of("which screenwriter X", encoder)
    relations = hop_vectors([["written by"]], encoder)
    assert word_features(relations, [1], words)[0, WORST_HOP] == pytest.approx(0.0)
    lexical = np.zeros((1, HOP_SLOTS, len(words.texts)), dtype=np.float32)
    lexical[0, 0] = [lexical_overlap(g, "written by") for g in words.texts]
    features = word_features(relations, [1], words, lexical=lexical)
    assert features[0, WORST_HOP] == pytest.approx(LEXICAL_WEIGHT) and features[0, COVER] == pytest.approx(LEXICAL_WEIGHT)


def test_a_hop_named_after_its_class_shares_the_claim_of_that_class():
    """'what is the *person* of X' over 'has person' -> Person: the class takes the word (a class's
    own noun is its to claim), and the hop named after that class is explained by it too, so it is
    not the path's unexplained worst hop; a hop not named after its class gains nothing."""
    encoder = BagEncoder()
    words = QuestionWords.of("what is the person of X", encoder)
    relations = hop_vectors([["star person"]], encoder)
    classes = hop_vectors([["movies", "person"]], encoder, HOP_SLOTS + 1)
    assert word_features(relations, [1], words, classes)[0, WORST_HOP] == pytest.approx(0.0)
    named = np.zeros((1, HOP_SLOTS), dtype=bool)
    named[0, 0] = True
    assert word_features(relations, [1], words, classes, named=named)[0, WORST_HOP] == pytest.approx(1.0)


def test_every_unexplained_hop_after_the_first_costs():
    """'which stops are in X' (no word for the relation): a one-hop path and a three-hop one both
    have a worst claim of 0, but the longer one explains nothing with two more hops."""
    encoder = BagEncoder()
    words = QuestionWords.of("which movies X", encoder)
    one = word_features(hop_vectors([["star"]], encoder), [1], words)
    three = word_features(hop_vectors([["star", "direct", "star"]], encoder), [3], words)
    assert one[0, WORST_HOP] == pytest.approx(0.0) and three[0, WORST_HOP] == pytest.approx(-2 * UNCLAIMED_COST)
