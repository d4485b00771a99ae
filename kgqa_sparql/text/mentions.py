"""Entity mentions in plain questions (no `[brackets]`): which spans of a question name KG entities.

    detector = kg.linker.mentions                      # built once per KG from the linker's name rows
    detector.detect("movies starring Tom Hanks and directed by Ron Howard")
    # [Mention(16, 25, 'Tom Hanks', [...], 0.83), Mention(42, 52, 'Ron Howard', [...], 0.83)]

1. Exact and normalised matches: every entity name and alias (`EntityLinker.rows`) is put,
   normalised (case, accents, punctuation, a leading article: as `linking.normalise`), in an
   Aho-Corasick automaton (`pyahocorasick`); the question, normalised the same way token by
   token, is scanned once, and only matches on word boundaries count. A span whose original text
   is the name itself links with 1.0, a normalised match with 0.99, a name without its
   disambiguating qualifier ('Dune' for 'Dune (novel)') with 0.97 (as `EntityLinker.link`).
2. Fuzzy matches: spans that look like names (runs of capitalised words or numbers, inner
   connectors allowed) and that no single exact match covers, or, when nothing matched exactly,
   the n-grams of the question's content words, at most `max_fuzzy` of them, are embedded in one
   encoder call and linked by the linker's fuzzy linking (its ANN index and confidence). Only
   links of at least the linker's threshold are candidates.
3. Scores: link confidence x how much the span looks like a name (capitalised, not at the start
   of the sentence), its length in words and characters; spans made only of stop words,
   question words or the KG's own relation / class words (`use_schema_words`) are not
   mentions, and such words inside a span lower its score.
4. Selection: greedily the best-scoring span, then the best not overlapping it, ... (a longer
   name beats a shorter one it contains); the best is a mention when it scores `min_score`, any
   other when it scores `min_extra` and looks like a name (several topics per question).
5. A span that looks like a name but links to nothing confidently raises UnknownEntity (naming
   its nearest entities): a question is never answered about another entity. So do two mentions
   side by side with only spaces or a name's connectors between them ('Frank Architect', 'Day
   of the Fearsome Fangs'), and a mention of part of a name beside an unexplained word ('Glebe
   bootcamp', also across connectors: 'Invasion of thesica'), after an article capitalised
   inside the sentence ('The Newbrook') or before a number ('Dune 3', 'Project Falcon II'),
   or joined to it by a hyphen ('976-Limey'), unless their whole span links. A capital letter with a full stop is an initial ('T.
   Roinsard'), not a contraction's 't'.

Nothing here knows a dataset: the only inputs are the KG's names and its schema words.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

import ahocorasick

from kgqa_sparql.errors import UnknownEntity
from kgqa_sparql.text.english import dates_in, periods_in, stem
from kgqa_sparql.text.languages import language_code
from kgqa_sparql.text.units import is_unit
from kgqa_sparql.words import numbered_namesakes, unaccented, uninverted, unqualified

#: Function words and question words: never a mention on their own (English).
STOPWORDS = frozenset("""
a about above across after again against all almost also although am among an and another any anyone anything
are as at be because been before being below between both but by can could did do does doing done down during
each either else ever every for from further had has have having he her here hers herself him himself his how
however i if in into is it its itself just least less let like many may me might mine more most much must my
myself near neither no nor not now of off often on once one only onto or other others otherwise our ours
ourselves out over own per perhaps please quite rather same shall she should since so some somebody someone
something such than that the their theirs them themselves then there these they this those though through thus
to together too toward towards under until up upon us very via was we were what whatever when whenever where
whereas wherever whether which while who whoever whom whose why will with within without would yet you your
yours yourself yourselves
also anybody else s t d ll m re ve
list name names show give tell find display return count number many much kind kinds type types sort
""".split())
#: Lower-case words allowed inside a capitalised name ("The Tales of Hoffmann", "Ludwig van Beethoven").
CONNECTORS = frozenset("of the a an and & de la le les du des di da del della van von der den dem y e et in on "
                       "at for to with from aux au sur sous zum zur dei degli delle dello alla alle dos das ter ten "
                       "het".split())
#: Of those, the ones that only ever join the words of one name ('and', 'in', 'for' join two).
NAME_CONNECTORS = frozenset("of de la le les du des di da del della van von der den dem aux au sur sous zum zur dei "
                            "degli delle dello alla alle dos das ter ten het".split())
_ARTICLES = ("the", "a", "an")
#: Words that put a place after a name said with it ('the Dragon's Mouth *in* the Mendip Hills': `_qualified`).
_QUALIFYING = frozenset({"in", "at", "near"})
_WORD = re.compile(r"[^\W_]+")
#: A number's dot and digit after or before a token: '1.0.0', '2.5'.
_DOTTED, _DOTTED_BEFORE = re.compile(r"\.\d"), re.compile(r"\d\.$")
_IDENTIFIER_PARTS = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])")
# a sentence ends at . ! ? (not after an initial or a short abbreviation: 'J. Scott Campbell', 'Dr. No')
_SENTENCE_END = re.compile(r"(?<![\s(][A-Z])(?<![\s(][A-Z][a-z])(?<!^[A-Z])(?<!^[A-Z][a-z])[.!?]\s*$")

#: Weights of the span score (they sum to 1 before the link confidence multiplies them).
W_BASE, W_SHAPE, W_CHARS, W_WORDS = 0.30, 0.30, 0.20, 0.20
#: Confidence of a name matched without its disambiguating qualifier ('Dune' for 'Dune (novel)'):
#: below an exact (1.0) or normalised (0.99) match of another name; `EntityLinker.link` uses it too.
UNQUALIFIED = 0.97
#: Least score of the best mention, and of every further one.
MIN_SCORE = 0.25
MIN_EXTRA = 0.5
#: How much a relation/class word inside a span lowers its score (per share of its content words).
SCHEMA_PENALTY = 0.6
#: Factor of a span made only of function words ('We Are What We Are', 'Up'): a capitalised title.
FUNCTION_WORDS_FACTOR = 0.7
#: Spans looked up in the ANN index per question, and their most words.
MAX_FUZZY = 8
MAX_FUZZY_WORDS = 6
#: Least fuzzy link confidence of lower-case content words that do not look like a name.
FALLBACK_CONFIDENCE = 0.9
#: Fuzzy links kept per span (the nearest are named by UnknownEntity).
FUZZY_LINKS = 5
#: Entities looked at for their classes when a word after a name ends the names of other kinds.
MAX_KIND_CHECKS = 20
#: Score of the link of a name of two words said apart, its plural noun first (`MentionDetector._split`).
SPLIT = 0.9
#: Score of the link of a name said with its qualifier after it (`MentionDetector._qualified`): its
#: words are all there, in another order than the name's.
QUALIFIED = 0.95


@dataclass(frozen=True)
class Link:
    """An entity a span names (same fields as `linking.LinkedEntity`, which the linker's detector uses)."""

    iri: str
    label: str
    score: float


@dataclass(frozen=True)
class Mention:
    """A span `question[start:end]` (== `text`) naming `entities` (LinkedEntity, best first), with its score."""

    start: int
    end: int
    text: str
    entities: list = field(hash=False)
    score: float
    #: "exact", "normalised", "unqualified", "qualified" (said with its qualifier: 'X in Y' for 'X (Y)'),
    #: "split" (its words apart: 'knots used in climbing' for 'Climbing knots') or "fuzzy".
    how: str = "exact"


@dataclass
class _Token:
    start: int
    end: int
    text: str
    norm: str
    stop: bool = False
    schema: bool = False
    kin: bool = False  # a schema word only by a WordNet sense ('maize' beside the class 'corn maze')
    initial: bool = False  # first word of a sentence: its capital letter says nothing
    dotted: bool = False  # a part of a dotted number ('1' of 'Foxglove Crypto 1.0.0'): a value, no name word
    dated: bool = False  # a part of a date or period in English ('12 March 2024', 'the 1930s'): a value, no name word

    @property
    def capitalised(self) -> bool:
        return self.text[:1].isupper() or any(ch.isdigit() for ch in self.text)


def _unit_of_a_number(c: "_Candidate", tokens: list[_Token]) -> bool:
    """Whether a candidate is one lower-case unit right after a number ('taller than 80 *metres*'):
    the number's unit, not the KG's thing named 'metre'."""
    return (c.j == c.i + 1 and c.i > 0 and tokens[c.i - 1].norm.replace(".", "", 1).isdigit()
            and tokens[c.i].text.islower() and is_unit(tokens[c.i].norm))


@dataclass
class _Candidate:
    i: int  # first token
    j: int  # one past the last token
    start: int
    end: int
    entities: list
    how: str
    score: float = 0.0
    shape: float = 0.0
    content: int = 0


class MentionDetector:
    """Finds the entity mentions of a question among the names of one KG (see the module doc)."""

    def __init__(self, rows: Iterable[tuple[str, str]], linker=None, *, schema_words: Iterable[str] | None = None,
                 classes: Iterable[str] = (), entity: Callable = Link, max_fuzzy: int = MAX_FUZZY,
                 min_score: float = MIN_SCORE, min_extra: float = MIN_EXTRA):
        """`rows`: (iri, name) of every entity name and alias. `linker`: an EntityLinker, whose
        fuzzy linking (`linker.fuzzy`, over its ANN index) serves the fuzzy path (None: exact
        matches only). `entity` makes the links of exact matches (iri, label, score)."""
        self.linker = linker
        self._entity = entity
        self.max_fuzzy = max_fuzzy
        self.min_score = min_score
        self.min_extra = min_extra
        #: Least fuzzy link confidence that counts (the linker's threshold).
        self.threshold = float(getattr(linker, "threshold", 0.8))
        groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
        direct: dict[str, set[str]] = defaultdict(set)
        rows = list(rows)
        numbered = numbered_namesakes(name for _, name in rows)  # 'de hoop 1', 'de hoop 2': 'De Hoop'
        for iri, name in rows:
            key = _key(name)
            if key:
                groups[key].append((iri, name))
                direct[key].add(iri)
                # an identifier-like name is also found in words: 'FullProfessor7' ~ 'full professor 7'
                spaced = _key(_IDENTIFIER_PARTS.sub(" ", name))
                # and a catalogue's 'Surname, Given' in reading order: 'Julia Moreno Ibáñez'
                for other in {spaced, _key(uninverted(name) or "")} - {key, ""}:
                    groups[other].append((iri, name))
                    direct[other].add(iri)
                base = _key(unqualified(name) or numbered.get(name) or "")
                if base and base != key:  # 'Dune' finds 'Dune (novel)'
                    groups[base].append((iri, name))
        self._names: list[list[tuple[str, str]]] = []
        #: Per name group, the entities found there only without their qualifier.
        self._unqualified: list[frozenset[str]] = []
        #: Every word of the KG's names ('redmayne', 'minghella'), for `_check_partial`.
        self._name_words = frozenset(w for key in groups for w in key.split())
        #: The names in which two words follow each other ('subunit alpha'), for `_check_name_goes_on`.
        self._pair_names: dict[tuple[str, str], list[str]] = defaultdict(list)
        for key in groups:
            for pair in dict.fromkeys(zip(key.split(), key.split()[1:])):
                self._pair_names[pair].append(key)
        #: The first and the last words of longer names ('soil' of 'soil salinity', 'irrigation' of
        #: 'drip irrigation'), for `_check_compound`.
        self._prefixes = frozenset(" ".join(words[:n]) for key in groups for words in [key.split()]
                                   for n in range(1, len(words)))
        self._suffixes = frozenset(" ".join(words[n:]) for key in groups for words in [key.split()]
                                   for n in range(1, len(words)))
        self._automaton = ahocorasick.Automaton()
        for key, members in groups.items():
            self._automaton.add_word(f" {key} ", (len(self._names), key.count(" ") + 1, len(key)))
            self._names.append(members)
            self._unqualified.append(frozenset(iri for iri, _ in members if iri not in direct[key]))
        if self._names:
            self._automaton.make_automaton()
        self.schema_words: frozenset[str] | None = None
        self._schema_stems: frozenset[str] = frozenset()
        self._class_words: frozenset[str] = frozenset()
        self._whole_class_words: frozenset[str] = frozenset()  # one-word class names ('movie')
        self._class_stems: frozenset[str] = frozenset()
        self._synonyms: dict[str, bool] = {}
        self._classes_of: Callable[[str], Iterable[str]] | None = None
        self._members_of: Callable[[str], Iterable[str]] | None = None
        self._entity_keys: dict[str, list[str]] | None = None
        self._kind_words: dict[str, frozenset[str]] = {}
        self._last_words: dict[str, dict[str, None]] | None = None
        if schema_words is not None:
            self.use_schema_words(schema_words, classes)

    def __len__(self) -> int:
        """Distinct normalised names."""
        return len(self._names)

    def use_schema_words(self, words: Iterable[str], classes: Iterable[str] = ()) -> None:
        """The KG's relation and class words ('directed by', 'Movie'): spans made of them are
        not mentions. Given as phrases or words; compared by crude stem ('director' ~
        'directed'); the words of `classes` (class names, also taken as schema words) by WordNet
        synonymy too ('film' ~ 'movie')."""
        classes, words = list(classes), list(words)
        split = {w for phrase in [*words, *classes] for w in _fold_words(phrase).split()}
        # and a two-word name closed up, as people write it: qb:DataSet 'data set' -> 'dataset'
        split |= {"".join(pair) for phrase in [*words, *classes] if len(pair := _fold_words(phrase).split()) == 2}
        schema = frozenset(w for w in split if w not in STOPWORDS and len(w) > 1)
        class_words = frozenset(w for phrase in classes for w in _fold_words(phrase).split()
                                if w not in STOPWORDS and len(w) > 2 and w.isalpha())
        if class_words:  # read WordNet now rather than in the first question
            from kgqa_sparql.text.lexicon import relatedness

            relatedness("name", next(iter(class_words)))
        whole = frozenset(w for phrase in classes if len(parts := _fold_words(phrase).split()) == 1
                          for w in parts if w in class_words)
        # set together, `schema_words` last: a detector in use by other threads sees old or new words
        self._schema_stems, self._class_words, self._class_stems, self._synonyms, self._whole_class_words = (
            frozenset(stem(w) for w in schema), class_words, frozenset(stem(w) for w in class_words), {}, whole)
        self.schema_words = schema

    def use_classes(self, classes_of: Callable[[str], Iterable[str]], members_of: Callable[[str], Iterable[str]]) -> None:
        """How to read an entity's classes and a class's members (IRIs), read when first needed
        and kept: part of a name beside a word of the names of its own class is then checked as
        a longer name (`_of_own_kind`)."""
        self._classes_of, self._members_of = classes_of, members_of
        self._entity_keys, self._kind_words = None, {}

    def _words_of_kind(self, iri: str) -> frozenset[str]:
        """The words of the names of the entities that share a class with `iri` (none when it
        has no class, or no classes were given)."""
        if self._classes_of is None or self._members_of is None:
            return frozenset()
        if self._entity_keys is None:
            self._entity_keys = defaultdict(list)
            for members in self._names:
                for i, name in members:
                    self._entity_keys[i].append(_key(name))
        classes = list(self._classes_of(iri))
        for cls in classes:
            if cls not in self._kind_words:
                self._kind_words[cls] = frozenset(w for member in self._members_of(cls)
                                                  for key in self._entity_keys.get(member, ()) for w in key.split())
        return frozenset().union(*(self._kind_words[cls] for cls in classes))

    def is_schema_word(self, word: str) -> bool:
        """Whether a word names a relation or class of the KG (or shares a stem or sense with one);
        never a name's short connector ('de' of a French label "élève de": of 'Musée ... de Neuchâtel')."""
        if len(word) < 3 and word in NAME_CONNECTORS:
            return False
        if word in (self.schema_words or ()) or stem(word) in self._schema_stems:
            return True
        if not self._class_words or not word.isalpha() or len(word) < 3:
            return False
        known = self._synonyms.get(word)
        if known is None:
            from kgqa_sparql.text.lexicon import relatedness

            known = any(relatedness(word, c) >= 0.99 for c in self._class_words)
            if len(self._synonyms) < 100_000:
                self._synonyms[word] = known
        return known

    def _names_a_class(self, word: str) -> bool:
        """Whether a word shares a sense with a whole one-word class name ('film' ~ Movie), not
        only with a word of a longer one ('maize' ~ the 'corn' of Corn Maze)."""
        from kgqa_sparql.text.lexicon import relatedness

        return any(relatedness(word, c) >= 0.99 for c in self._whole_class_words)

    # ---- detection --------------------------------------------------------------------------
    def detect(self, question: str, *, strict: bool = True) -> list[Mention]:
        """The best non-overlapping mentions, in question order. `strict`: a span that looks like
        a name (capitalised words not at the start of a sentence) but links to nothing
        confidently raises UnknownEntity naming its nearest entities."""
        tokens = self._tokens(question)
        if not tokens:
            return []
        candidates = self._exact(question, tokens)
        plausible = [c for c in candidates if c.score >= self.min_score]
        segments = _name_segments(tokens)
        fuzzy_spans = [s for s in segments + _coordinated(tokens, segments)
                       if not any(c.i <= s[0] and s[1] <= c.j for c in plausible)]
        # the bar a fuzzy link must reach: the linker's threshold for spans that look like names,
        # more for lower-case content words (only tried when nothing else was found)
        bar = self.threshold
        if not fuzzy_spans and all(all(t.schema for t in tokens[c.i:c.j] if not t.stop) for c in plausible):
            # nothing but the KG's own words ('cave') matched: a lower-case name may hold them
            fuzzy_spans, bar = _content_ngrams(tokens, schema=True), max(self.threshold, FALLBACK_CONFIDENCE)
        fuzzy_spans = fuzzy_spans[: self.max_fuzzy]
        nearest: dict[tuple[int, int], list] = {}
        if fuzzy_spans and self.linker is not None:
            texts = [question[tokens[i].start:tokens[j - 1].end] for i, j in fuzzy_spans]
            for span, found in zip(fuzzy_spans, self._fuzzy(texts)):
                nearest[span] = found
                best = best_links(found, bar)
                if best:
                    cand = _Candidate(span[0], span[1], tokens[span[0]].start, tokens[span[1] - 1].end, best, "fuzzy")
                    if self._score(cand, tokens):
                        candidates.append(cand)
        for span, found in nearest.items():
            if not any(c.i <= span[0] and span[1] <= c.j for c in candidates):
                qualified = self._qualified(question, tokens, span, found)
                if qualified is not None and self._score(qualified, tokens):
                    candidates.append(qualified)
        chosen = _whole_segments(self._select(candidates, tokens), candidates, segments, tokens)
        chosen = [c for c in chosen if not _unit_of_a_number(c, tokens)]
        if strict:
            self._check_adjacent(question, tokens, chosen)
            self._check_partial(question, tokens, chosen)
            self._check_foreign_word_after(question, tokens, chosen)
            self._check_unknown(question, tokens, segments, chosen, nearest)
            chosen += self._measured_in(question, tokens, chosen)
        return [Mention(c.start, c.end, question[c.start:c.end], c.entities, round(c.score, 4), c.how)
                for c in sorted(chosen, key=lambda c: c.start)]

    def candidates(self, question: str) -> list[Mention]:
        """Every exact or normalised name match of the question with its score, best first (for
        inspection; `detect` chooses among them)."""
        tokens = self._tokens(question)
        found = sorted(self._exact(question, tokens), key=lambda c: (-c.score, c.start))
        return [Mention(c.start, c.end, question[c.start:c.end], c.entities, round(c.score, 4), c.how) for c in found]

    def content_spans(self, question: str) -> list[tuple[int, int]]:
        """Character spans of the question's content-word n-grams (no stop, question or schema
        words; longest first) and of its numbers: where a value the KG holds as a literal may be
        named ('stops opened in 1979', 'which products are headlamps')."""
        tokens = self._tokens(question)
        spans = [(tokens[i].start, tokens[j - 1].end) for i, j in _content_ngrams(tokens)]
        numbers = [(t.start, t.end) for t in tokens if t.norm.isdigit()]
        return list(dict.fromkeys(spans + numbers))

    def words_besides(self, question: str, covered: Sequence[tuple[int, int]] = ()) -> list[str]:
        """The question's words that are no function words, relation and class words included,
        outside the `covered` character spans, normalised."""
        return [t.norm for t in self._tokens(question) if not t.stop
                and not any(a <= t.start and t.end <= b for a, b in covered)]

    def loose_words(self, question: str, covered: Sequence[tuple[int, int]] = ()) -> list[str]:
        """The question's content words (no stop, question or schema words) outside the
        `covered` character spans, normalised."""
        return [t.norm for t in self._tokens(question) if not (t.stop or t.schema)
                and not any(a <= t.start and t.end <= b for a, b in covered)]

    def name_like_words(self, question: str, covered: Sequence[tuple[int, int]] = ()) -> list[str]:
        """Words outside the `covered` character spans that a capital letter inside the sentence
        marks as part of a name (function words too, as `_capitalised_stop` says, but not
        schema words, numbers or acronyms): 'Do' in 'the id of Do read a book'."""
        tokens = self._tokens(question)
        if _title_case(tokens):
            return []
        return [t.text for t in tokens
                if t.text[:1].isupper() and not t.initial and not t.schema and not _acronym(t.text)
                and (not t.stop or _capitalised_stop(t)) and not any(a <= t.start and t.end <= b for a, b in covered)]

    # ---- steps ------------------------------------------------------------------------------
    def _tokens(self, question: str) -> list[_Token]:
        tokens = []
        dates = dates_in(question) + [(a, b, '') for a, b, _, _ in periods_in(question)]
        for m in _WORD.finditer(question):
            norm = _fold(m.group())
            if not norm:
                continue
            token = _Token(m.start(), m.end(), m.group(), norm)
            token.initial = not tokens or bool(_SENTENCE_END.search(question[:m.start()]))
            token.dotted = norm.isdigit() and bool(_DOTTED.match(question, m.end()) or _DOTTED_BEFORE.search(question[:m.start()]))
            token.dated = any(a <= m.start() and m.end() <= b for a, b, _ in dates)
            # one letter: a contraction's ('don't'), unless a capital with a full stop (an initial: 'T. Roinsard')
            initial = len(norm) == 1 and token.capitalised and question[m.end():m.end() + 1] == "."
            token.stop = not initial and (norm in STOPWORDS or (len(norm) == 1 and not norm.isdigit()
                                                                and not token.capitalised))
            token.schema = not token.stop and self.is_schema_word(norm)
            token.kin = (token.schema and norm not in (self.schema_words or ()) and stem(norm) not in self._schema_stems
                         and not self._names_a_class(norm))
            tokens.append(token)
        return tokens

    def _exact(self, question: str, tokens: list[_Token]) -> list[_Candidate]:
        if not self._names:
            return []
        norms = [t.norm for t in tokens]
        found = self._matches(question, tokens, norms)
        # 'which *Christmas stamps* are there' names the kind "Christmas stamp": a name of two words
        # or more said with its last word in the plural
        singular = [_singular(w) for w in norms]
        if singular != norms:
            found += [c for c in self._matches(question, tokens, singular)
                      if c.j - c.i >= 2 and singular[c.j - 1] != norms[c.j - 1]]
        return found + self._split(question, tokens, norms, singular, found)

    def _split(self, question: str, tokens: list[_Token], norms: list[str], singular: list[str],
               found: list[_Candidate]) -> list[_Candidate]:
        """Names of two words said apart, their plural noun first: 'which *knots* are used in
        *climbing*' names the collection "Climbing knots" (or "Climbing knot"), and 'knots' the kind of
        its members. The mention is the word that sets the name apart."""
        taken = {k for c in found for k in range(c.i, c.j)}
        nouns = [k for k, t in enumerate(tokens) if not t.stop and singular[k] != norms[k]]
        out = []
        for k in nouns:
            for i in range(k + 2, len(tokens)):
                t = tokens[i]
                if t.stop or t.schema or i in taken or not t.text.isalpha():
                    continue
                for key in dict.fromkeys((f"{norms[i]} {norms[k]}", f"{singular[i]} {norms[k]}",
                                          f"{singular[i]} {singular[k]}")):
                    hit = self._automaton.get(f" {key} ", None)
                    if hit is None:
                        continue
                    cand = _Candidate(i, i + 1, t.start, t.end, self._unique(self._names[hit[0]], SPLIT), "split")
                    if self._score(cand, tokens):
                        # scored as the two words it says, not as one lower-case word
                        words = [tokens[k], t]
                        cand.shape, cand.content = _shape(words), len(words)
                        cand.score = SPLIT * _quality(cand.shape, words)
                        out.append(cand)
                    break
        return out

    def _matches(self, question: str, tokens: list[_Token], norms: list[str]) -> list[_Candidate]:
        """The name index's matches of the tokens, read as `norms`."""
        text = " " + " ".join(norms) + " "
        starts, pos = {}, 1
        for k, norm in enumerate(norms):
            starts[pos] = k
            pos += len(norm) + 1
        found = []
        for last, (gid, words, length) in self._automaton.iter(text):
            i = starts.get(last - length)  # the key " name " ends at `last` with its closing space
            if i is None:
                continue
            j = i + words
            if _DOTTED_BEFORE.search(question[:tokens[i].start]) or _DOTTED.match(question, tokens[j - 1].end):
                continue  # '7.*5*': a part of a number names nothing (a mineral class notated 5)
            cand = self._candidate(question, tokens, i, j, self._names[gid], self._unqualified[gid])
            if self._score(cand, tokens):
                found.append(cand)
        return found

    def _candidate(self, question: str, tokens: list[_Token], i: int, j: int,
                   members: list[tuple[str, str]], only_unqualified: frozenset[str] = frozenset()) -> _Candidate:
        start, end = tokens[i].start, tokens[j - 1].end
        named = [(iri, name) for iri, name in members if iri not in only_unqualified]
        if not named:  # the span is only ever a name less its qualifier
            return _Candidate(i, j, start, end, self._unique(members, UNQUALIFIED), "unqualified")
        members = named
        # widen to the whole name where the text has it: a leading article, punctuation ('¡Three Amigos!')
        lower = question.lower()
        starts = {start} | {start - k for k in (1, 2) if start - k >= 0 and not question[start - k].isspace()}
        if i > 0 and tokens[i - 1].norm in _ARTICLES:
            starts.add(tokens[i - 1].start)
        best = (start, end)
        for _, name in members[:8]:
            for s in starts:
                if lower[s:s + len(name)] == name.lower() and s + len(name) >= end and s <= start:
                    if (s + len(name)) - s > best[1] - best[0]:
                        best = (s, s + len(name))
        start, end = best
        if start < tokens[i].start:
            i = next(k for k, t in enumerate(tokens) if t.end > start)
        span = question[start:end]
        # a question with no capital letter says nothing by case: 'michael haneke' is the tag
        # "michael haneke" and the director "Michael Haneke" alike
        uncased = not any(ch.isupper() for ch in question)
        exact = [(iri, name) for iri, name in members if name == span or (uncased and name.lower() == span)]
        if exact:
            return _Candidate(i, j, start, end, self._unique(exact, 1.0), "exact")
        if span.islower():  # 'fat' names the nutrient 'Total fat' (alias fat), not each record coded 'FAT'
            worded = [(iri, name) for iri, name in members if not _code_cased(name)]
            members = worded or members
        return _Candidate(i, j, start, end, self._unique(members, 0.99), "normalised")

    def _unique(self, rows: Sequence[tuple[str, str]], score: float) -> list:
        seen: dict[str, object] = {}
        for iri, name in rows:
            seen.setdefault(iri, self._entity(iri, name, score))
        return sorted(seen.values(), key=lambda e: e.iri)

    def _score(self, cand: _Candidate, tokens: list[_Token]) -> bool:
        """Score a candidate in place; False when the span cannot be a mention."""
        span = tokens[cand.i:cand.j]
        content = [t for t in span if not t.stop]
        if not content:
            # only function words: a title like 'We Are What We Are' or 'Up', when capitalised
            # inside the sentence
            if not any(t.capitalised and not t.initial for t in span):
                return False
            words = [t for t in span if len(t.norm) > 1] or span
            cand.shape, cand.content = _shape(words), 0
            cand.score = cand.entities[0].score * _quality(cand.shape, words) * FUNCTION_WORDS_FACTOR
            return True
        cand.shape = _shape(content)
        if all(t.schema for t in content) and cand.shape < 0.5 and not (cand.how == "exact"
                                                                     and all(t.kin for t in content)):
            # the KG's own relation / class words, not capitalised as a name; a word that only
            # shares a sense with one may be a whole name ('planted with *maize*': the class is 'corn maze')
            return False
        schema = sum(0.5 if t.kin else float(t.schema) for t in content) / len(content)
        penalty = SCHEMA_PENALTY * schema * (1 - 0.5 * cand.shape)
        cand.content = len(content)
        # function words inside the name count half a word ('It's My Party' beats 'Party')
        cand.score = cand.entities[0].score * _quality(cand.shape, content, 0.5 * (len(span) - len(content))) * (1 - penalty)
        return True

    def _fuzzy(self, texts: list[str]) -> list[list]:
        """The linker's fuzzy links (its candidates and confidence) of many spans, with one
        encoder call: the spans are embedded together first, and the encoder's cache serves
        the linker's per-span lookups."""
        self.linker.index.encoder.encode(texts)
        return [self.linker.fuzzy(text, FUZZY_LINKS) for text in texts]

    def _qualified(self, question: str, tokens: list[_Token], span: tuple[int, int],
                   found: list) -> _Candidate | None:
        """A name said with a place after it, 'N in (the) Q', that no name matches whole: the one
        entity among the span's fuzzy links whose name is N's words and some of Q's (IRIs and
        disambiguated titles fold the qualifier into the name: 'the Dragon's Mouth in the Mendip
        Hills' is `DragonsMouth_Mendip`, 'the Bivacco Ferrario in the Grigne' `bivacco-ferrario-grigne`).
        None when no entity, or more than one, is so named."""
        i, j = span
        cut = next((k for k in range(i + 1, j - 1) if tokens[k].norm in _QUALIFYING), None)
        if cut is None:
            return None
        while i > 0 and tokens[i].start - tokens[i - 1].end <= 1 and (  # the name's words before a possessive's 's'
                (tokens[i - 1].capitalised and not tokens[i - 1].initial)
                or (tokens[i - 1].norm == "s" and question[tokens[i - 1].start - 1] in "'’")):
            i -= 1
        head = _content_words(question[tokens[i].start:tokens[cut - 1].end])
        tail = _content_words(question[tokens[cut + 1].start:tokens[j - 1].end])
        named = {e.iri: e for e in found if head <= (words := _content_words(e.label)) <= head | tail and words - head}
        if len(named) != 1:
            return None
        e = next(iter(named.values()))
        return _Candidate(i, j, tokens[i].start, tokens[j - 1].end, [self._entity(e.iri, e.label, QUALIFIED)],
                          "qualified")

    def _select(self, candidates: list[_Candidate], tokens: list[_Token]) -> list[_Candidate]:
        _longest_names_first(candidates, tokens, self._words_of_kind)
        ranked = sorted(candidates, key=lambda c: (-round(c.score, 6), -(c.end - c.start), c.start))
        chosen: list[_Candidate] = []
        for cand in ranked:
            if any(cand.start < c.end and c.start < cand.end for c in chosen):
                continue
            if not chosen:
                if cand.score < self.min_score:
                    break
            elif (cand.score < self.min_extra or (cand.shape < 0.5 and cand.content < 2)) \
                    and not _bare_name(cand, tokens) and not _measured_thing(cand, tokens):
                continue
            chosen.append(cand)
        return chosen

    def _check_adjacent(self, question: str, tokens: list[_Token], chosen: list[_Candidate]) -> None:
        """Two mentions with nothing but spaces between them, or only a connector that joins the
        words of one name ('of', 'de', 'van': `_inside_name`), are one name the KG lacks ('Frank
        Architect' is not 'Frank' and 'The Architect', 'Magorium's of Mink' not two films;
        topics of one question are separated by other words or punctuation): UnknownEntity,
        unless the whole span links confidently itself. A kind in lower case before a name is
        its own mention ('the red panda Rosie'), and so is a word in lower case after one ('was
        Mirela Stanchev mayor of'), unless an inflected verb ('when was Velmorazine approved')."""
        ordered = sorted(chosen, key=lambda c: c.start)
        for a, b in zip(ordered, ordered[1:]):
            gap = question[a.end:b.start]
            if gap.strip() and (not _inside_name(gap) or _noun_of(question[a.start:a.end], gap)):
                continue
            if not gap.strip() and question[a.start:a.end].islower() and question[b.start:b.start + 1].isupper():
                continue  # 'the red panda Rosie': a kind in lower case, then the name of one
            if (not gap.strip() and question[b.start:b.end].islower() and question[a.start:a.start + 1].isupper()
                    and not _verb_form(question[b.start:b.end])):
                continue  # 'which city was Mirela Stanchev *mayor* of': a name, then a value in lower case
            if not gap.strip() and b.j == b.i + 1 and _asked_verb(question, tokens, a, b.i):
                continue  # 'where did the R44 *crash*': the verb the auxiliary asks with, after its subject
            self._require_link(question[a.start:b.end])

    def _check_partial(self, question: str, tokens: list[_Token], chosen: list[_Candidate]) -> None:
        """A mention naming only part of its entity's name ('Glebe' for 'Glebe Park') beside a
        word the question does not explain (`_unexplained`) and that is not another mention
        ('Glebe bootcamp') is part of a longer name the KG may lack: that longer span
        must link confidently itself, else UnknownEntity. So is one after an article capitalised
        inside the sentence, which starts a title ('The Newbrook' is not 'Peter Newbrook'). A
        whole name is checked the same way beside an unexplained word that is itself a word of
        the KG's names ('Guy minghella', where 'Guy' is a film and Minghella a director): a
        misspelt question word ('directd Titanic') is not one. A name's connectors between the
        mention and the word do not separate them ('Invasion of thesica'); nor does a hyphen
        (`_hyphenated`)."""
        taken = {k for c in chosen for k in range(c.i, c.j)}
        for c in chosen:
            whole = whole_name(question[c.start:c.end], c.entities[0].label)
            for k in (c.i - 1, c.j):
                if 0 <= k < len(tokens) and k not in taken and (
                        (_unexplained(tokens[k]) and (not whole or tokens[k].norm in self._name_words))
                        or (not whole and k == c.i - 1 and _title_article(tokens[k]))
                        or (k == c.j and _numeral(tokens[k]) and not (whole and tokens[k].dotted)
                            and question[c.end:tokens[k].start].isspace())
                        or _hyphenated(question, tokens[k], c)
                        or ((not whole or (k == c.i - 1 and self._one_common_word(question, c)))
                            and self._of_own_kind(question, tokens[k], c))
                        or (not whole and c.how == "fuzzy" and k == c.i - 1 and _modifier(question, tokens[k], c))):
                    lo, hi = min(k, c.i), max(k + 1, c.j)
                    self._require_link(question[tokens[lo].start:tokens[hi - 1].end])
            if not whole:
                self._check_name_start(question, tokens, taken, c)
                self._check_punctuated(question, tokens, taken, c)
            elif question[c.start:c.end].islower():  # 'of Do read a *book*': a title the KG lacks, not its 'Book'
                self._check_name_start(question, tokens, taken, c, any_word=True)
            self._check_name_goes_on(question, tokens, taken, c)
            if whole:
                self._check_compound(question, tokens, taken, c)
            # ... and across a name's connectors: 'Invasion of thesica' is not 'Invasion of the Secret
            # Santas!'; after part of a name any connector ('Pie in oten' is not 'American Pie')
            joins = NAME_CONNECTORS if whole else CONNECTORS
            k = c.j
            while k < len(tokens) and k not in taken and (tokens[k].norm in joins or (
                    k > c.j and tokens[k].norm in _ARTICLES)):
                k += 1
            if c.j < k < len(tokens) and k not in taken and _unexplained(tokens[k]) and (
                    not whole or tokens[k].norm in self._name_words):
                self._require_link(question[c.start:tokens[k].end])
            if (c.j < len(tokens) and c.j not in taken and self._ends_other_kinds(question, tokens[c.j], c)
                    and not _asked_verb(question, tokens, c, c.j)):  # 'what films did X *act* in'
                self._require_link(question[c.start:tokens[c.j].end])
            end = self._kind_named_after(question, tokens, taken, c)
            if end is not None:  # 'the Putney *Rowing Club*': a club's name, not Putney
                self._require_link(question[c.start:tokens[end - 1].end])
            run = _hyphen_run(question, c.start, c.end)
            if run is not None:
                self._require_link(question[run[0]:run[1]])

    def _kind_named_after(self, question: str, tokens: list[_Token], taken: set[int], c: _Candidate) -> int | None:
        """The end of a run of capitalised words right after a name, at most three, whose last
        word ends the names of other things, none of a class the named entity has ('Putney *Town
        Rowing Club*' beside 'London Rowing Club' and 'Molesey Boat Club', where Putney is a town):
        the run names a thing of that kind, which must link itself. None otherwise, and in a
        question written in title case."""
        if self._classes_of is None or _title_case(tokens):
            return None
        k = c.j
        while (k < len(tokens) and k - c.j < 3 and k not in taken and tokens[k].text[:1].isupper()
               and not tokens[k].stop and tokens[k].norm.isalpha() and question[tokens[k - 1].end:tokens[k].start] == " "):
            k += 1
        if k == c.j or tokens[k - 1].norm in _key(c.entities[0].label).split():
            return None
        ending = self._names_ending(tokens[k - 1].norm)
        own = set(self._classes_of(c.entities[0].iri))
        if len(ending) < 2 or not own or any(own & set(self._classes_of(iri)) for iri in ending[:MAX_KIND_CHECKS]):
            return None
        return k

    @staticmethod
    def _one_common_word(question: str, c: _Candidate) -> bool:
        """Whether the mention is one lower-case word ('barley'): a word before it that other
        names of its class hold ('*durum* barley' beside 'durum wheat') makes a longer name."""
        return c.j - c.i == 1 and question[c.start:c.end].islower()

    def _of_own_kind(self, question: str, t: _Token, c: _Candidate) -> bool:
        """Whether `t`, beside part of a name with nothing but space between, is a content word of
        other names of its class but not of its own ('Robbin reviews' where documents are called
        'Robbin CV' and 'Customer reviews'): then the longer name must link. A word of names of
        another class is the question's own ('Hanks star', where films have 'star' in their names)."""
        if t.stop or t.schema or len(t.norm) < 3 or not t.norm.isalpha():
            return False
        if t.norm in _key(c.entities[0].label).split() or question[min(t.end, c.end):max(t.start, c.start)].strip():
            return False  # a word of its own name, or punctuation between: another phrase
        return t.norm in self._words_of_kind(c.entities[0].iri)

    def _ends_other_kinds(self, question: str, t: _Token, c: _Candidate) -> bool:
        """Whether `t`, a lower-case word right after a name, ends the names of other things, none
        of a class the named entity has ('Schweinfurt *blue*' beside 'Prussian blue' and 'Schweinfurt
        green', where Schweinfurt is a town): the two words name a thing of that kind, which must
        link itself ('Diesbach green' is no pigment of the KG, nor anything about Diesbach). A class
        name's word is the question's own ('Hanks *films*' beside 'Pixar Films')."""
        if (t.stop or stem(t.norm) in self._class_stems or len(t.norm) < 3
                or not t.norm.isalpha() or not t.text.islower()
                or question[c.end:t.start] != " " or self._classes_of is None or self._members_of is None):
            return False
        if t.norm in _key(c.entities[0].label).split():
            return False
        ending = self._names_ending(t.norm)
        if len(ending) < 2:
            return False
        own = set(self._classes_of(c.entities[0].iri))
        return bool(own) and not any(own & set(self._classes_of(iri)) for iri in ending[:MAX_KIND_CHECKS])

    def _names_ending(self, word: str) -> list[str]:
        """The entities with a name of two words or more whose last word is `word`."""
        if self._last_words is None:
            self._last_words = defaultdict(dict)  # an ordered set per word
            for members in self._names:
                for iri, name in members:
                    words = _key(name).split()
                    if len(words) > 1:
                        self._last_words[words[-1]][iri] = None
        return list(self._last_words.get(word, ()))

    def _check_punctuated(self, question: str, tokens: list[_Token], taken: set[int], c: _Candidate) -> None:
        """Part of a name that goes on with a punctuation mark ('Amenity, eg Pool.', "Stark's
        Park"), followed in the question by the same mark ('Amenity,ism', "Stark's 1"): the question
        goes on with a name, so the span of as many words as the name has must link."""
        name = c.entities[0].label
        at = name.lower().find(question[c.start:c.end].lower())
        mark = name[at + c.end - c.start:][:1] if at >= 0 else ""
        if not mark or mark.isspace() or mark.isalnum() or question[c.end:c.end + 1] != mark:
            return
        k, more = c.j, len(_key(name).split()) - (c.j - c.i)
        while k < len(tokens) and k - c.j < more and k not in taken:
            k += 1
        if k > c.j:
            self._require_link(question[c.start:tokens[k - 1].end])

    def _check_name_start(self, question: str, tokens: list[_Token], taken: set[int], c: _Candidate,
                          any_word: bool = False) -> None:
        """Part of a name after a function word capitalised inside the sentence, directly or across
        one or two lower-case function words ('Do reading', 'How to people work'): the capitalised
        word starts a longer name (as in `_capitalised_stop`), which must link as a whole. With
        `any_word`, across any lower-case words (a whole name written in lower case: 'Do read a book')."""
        k = c.i - 1
        while (k >= max(0, c.i - 3) and k not in taken and (tokens[k].stop or any_word)
               and not tokens[k].text[:1].isupper()):
            k -= 1
        if 0 <= k < c.i and k not in taken and _capitalised_stop(tokens[k]) and not _title_case(tokens) \
                and (tokens[k].stop or not any_word):
            self._require_link(question[tokens[k].start:c.end])

    def _check_compound(self, question: str, tokens: list[_Token], taken: set[int], c: _Candidate) -> None:
        """A whole name that other names of the KG start with ('soil' of 'soil salinity', 'soil
        erosion') followed straight away by a lower-case noun of no relation or class, or that
        other names end with ('irrigation' of 'drip irrigation') after such a noun: the two make
        one compound name ('soil *acidity*', '*sprinkler* irrigation'), which must link as a whole.
        Only for a name written in lower case, as terms are: after a capitalised one the noun says
        what kind of thing it is ('the Engineering *department*')."""
        if not question[c.start:c.end].islower():
            return  # 'the Engineering *department*': a kind beside a name, not a longer name
        key = _key(question[c.start:c.end])
        if c.j < len(tokens) and key in self._prefixes and question[c.end:tokens[c.j].start] == " ":
            self._check_head(question, tokens, taken, c.j, (c.start, tokens[c.j].end))
        if c.i > 0 and key in self._suffixes and question[tokens[c.i - 1].end:c.start] == " ":
            self._check_head(question, tokens, taken, c.i - 1, (tokens[c.i - 1].start, c.end))

    def _check_head(self, question: str, tokens: list[_Token], taken: set[int], k: int, span: tuple[int, int]) -> None:
        """`_require_link` of `span` when token `k` is a lower-case noun (not a verb) of no
        relation or class and no other mention."""
        from kgqa_sparql.text.lexicon import is_noun, is_verb

        t = tokens[k]
        if (k not in taken and t.text.islower() and not t.stop and not t.schema and t.norm.isalpha()
                and is_noun(t.norm) and not is_verb(t.norm)):
            self._require_link(question[span[0]:span[1]])

    def _check_name_goes_on(self, question: str, tokens: list[_Token], taken: set[int], c: _Candidate) -> None:
        """Part of a name followed by words that go on as another of the KG's names goes on
        ('Hemoglobin *subunit* gamma' beside the KG's 'Hemoglobin subunit alpha', where 'Hemoglobin'
        alone matched 'hemoglobin complex'), its own included ('Beer *traps* never work' is no 'Beer
        traps actually work'), one name going on with all of them: the question names a longer
        thing, through those words and the content word (or the next mention) after them, which
        must link as a whole."""
        if c.j >= len(tokens) or c.j in taken:
            return
        names = self._pair_names.get((tokens[c.j - 1].norm, tokens[c.j].norm), ())
        k = c.j
        while (k < len(tokens) and k not in taken and not tokens[k].dotted
               and any(f" {' '.join(t.norm for t in tokens[c.i:k + 1])} " in f" {n} " for n in names)):
            k += 1
        if k == c.j or (all(t.stop for t in tokens[c.j:k]) and not (k < len(tokens) and tokens[k].capitalised)):
            return  # 'The Way *is a* film': words of every other title; not 'Hedwig *and* Ugly'
        if k < len(tokens) and k in taken:  # 'Hedwig and Ugly' where 'Ugly' is a film: that whole span
            while k < len(tokens) and k in taken:
                k += 1
        elif k < len(tokens) and not tokens[k].stop and not tokens[k].schema:
            k += 1
        self._require_link(question[c.start:tokens[k - 1].end])

    def _check_foreign_word_after(self, question: str, tokens: list[_Token], chosen: list[_Candidate]) -> None:
        """A name followed straight away by a lower-case word that is no English word (nor
        adverb), no relation or class word and no other mention ('Myrrhocalyx *nivalis*': a species the KG
        lacks, beside its genus) goes on into a longer name: that span must link confidently
        itself, else UnknownEntity."""
        from kgqa_sparql.text.lexicon import is_adverb

        starts = {c.i for c in chosen}
        for c in chosen:
            if c.j < len(tokens) and c.j not in starts and question[c.end:tokens[c.j].start] == " ":
                t = tokens[c.j]
                if (t.text.islower() and _unexplained(t) and not is_adverb(t.norm)  # 'X currently located'
                        and not _asked_verb(question, tokens, c, c.j)):  # 'which routes did X *onsight*'
                    self._require_link(question[c.start:t.end])

    def _measured_in(self, question: str, tokens: list[_Token], chosen: list[_Candidate]) -> list[_Candidate]:
        """'How much protein is in *rolled oats*', 'the fibre content of *red lentils*': when the only
        mention is the thing measured (`_measured_thing`, `_owner_after`), the content words after
        it name what holds the amount, a mention that must link confidently ('rolled oats' for
        'Rolled oats, dry'), else UnknownEntity ('rolled barley'): never the amount in everything."""
        if not chosen:
            return []
        end = max(c.j for c in chosen) if all(_measured_thing(c, tokens) for c in chosen) else _owner_after(tokens, chosen)
        if end is None:
            return []
        rest = [k for k in range(end, len(tokens)) if not (tokens[k].stop or tokens[k].schema) and tokens[k].norm.isalpha()]
        if not rest:
            return []
        i, j = rest[0], rest[-1] + 1
        text = question[tokens[i].start:tokens[j - 1].end]
        found = self._fuzzy([text])[0] if self.linker is not None else []
        best = best_links(found, self.threshold)
        if not best:
            raise _unknown(text, found)
        return [_Candidate(i, j, tokens[i].start, tokens[j - 1].end, best, "fuzzy")]

    def _require_link(self, text: str) -> None:
        """UnknownEntity (naming the nearest entities) unless `text` links confidently as a whole."""
        found = self._fuzzy([text])[0] if self.linker is not None else []
        if not any(e.score >= self.threshold for e in found):
            raise _unknown(text, found)

    def _check_unknown(self, question: str, tokens: list[_Token], segments: list[tuple[int, int]],
                       chosen: list[_Candidate], nearest: dict[tuple[int, int], list]) -> None:
        covered = {k for c in chosen for k in range(c.i, c.j)}
        for seg in segments:
            # a KG's own word is no name, unless numbered ('Line 3' where `line_city` spells 'line')
            left = [k for k in range(*seg) if k not in covered and (not tokens[k].schema or _numbered(tokens, k))
                    and tokens[k].capitalised and not tokens[k].norm.isdigit()
                    and (not tokens[k].stop or _capitalised_stop(tokens[k]))
                    and not _language_adjective(tokens[k])]  # 'the *German* name of X'
            if not left or (chosen and len(left) == 1 and _acronym(tokens[left[0]].text)):
                continue  # nothing left over, or an acronym beside a mention ('TV', 'DVD')
            found = nearest.get(seg, [])
            if any(e.score >= self.threshold for e in found) and any(c.i <= seg[0] and seg[1] <= c.j for c in chosen):
                continue
            raise _unknown(question[tokens[seg[0]].start:tokens[seg[1] - 1].end], found)


def whole_name(span: str, name: str) -> bool:
    """Whether a mention's text is the whole of the name it links to, normalised ('Zemeckis' is
    part of 'Robert Zemeckis'; 'Dune' of 'Dune (novel)')."""
    return _key(span) == _key(name)


def best_links(found: list, bar: float) -> list:
    """The equally best of the links (best first) that reach `bar`; none when none does."""
    confident = [e for e in found if e.score >= bar]
    return [e for e in confident if e.score >= confident[0].score - 1e-9]


def _unknown(text: str, nearest: list) -> UnknownEntity:
    return UnknownEntity(text, [(e.iri, e.label, e.score) for e in nearest[:3]])


def _longest_names_first(candidates: list[_Candidate], tokens: list[_Token],
                         words_of_kind: Callable[[str], frozenset[str]]) -> None:
    """An exact name inside a longer exact name, the longer extending it by words no reading
    of the question explains (`_unexplained`) or by codes (`_code_word`), is part of that name:
    the longer one scores as well ('Calyptella nivicola' over the genus 'Calyptella', though its
    lower-case epithet makes it look less like a name); so is a name extended by a number and the
    KG's own words ('the *2010* Gunung Sirang *eruption*': an event named after its volcano), and
    one extended by words that the names of the longer one's class hold and the shorter one's do
    not ('Inishgowan *Lighthouse*', where lighthouses are named '... Lighthouse' and the island
    'Inishgowan' is none: not the lighthouse at Inishgowan)."""
    named = [c for c in candidates if c.how in ("exact", "normalised")]
    for longer in named:
        for inner in named:
            if (longer is inner or not (longer.i <= inner.i and inner.j <= longer.j)
                    or longer.j - longer.i <= inner.j - inner.i or longer.score >= inner.score):
                continue
            extra = tokens[longer.i:inner.i] + tokens[inner.j:longer.j]
            numbered = any(t.norm.isdigit() for t in extra)  # then the KG's own words may go with the number
            if longer.how == inner.how == "exact" and (
                    numbered or any(_unexplained(t) or _code_word(t) for t in extra)) and all(
                    t.stop or _unexplained(t) or _code_word(t) or t.norm.isdigit() or (numbered and t.schema)
                    for t in extra):
                longer.score = inner.score
            elif longer.how == inner.how and _of_its_kind(extra, longer, inner, words_of_kind):
                longer.score = inner.score


def _of_its_kind(extra: list[_Token], longer: _Candidate, inner: _Candidate,
                 words_of_kind: Callable[[str], frozenset[str]]) -> bool:
    """Whether the content words by which a longer name extends an inner one are words of the
    names of the longer one's class and not of the inner one's (see `_longest_names_first`)."""
    content = [t.norm for t in extra if not t.stop]
    if not content:
        return False
    own = frozenset().union(*(words_of_kind(e.iri) for e in longer.entities))
    other = frozenset().union(*(words_of_kind(e.iri) for e in inner.entities))
    return all(w in own and w not in other for w in content)


def _code_cased(name: str) -> bool:
    """A name in capitals only, as codes are written ('FAT', 'CHOCDF')."""
    return len(name) > 1 and name.isupper()


def _code_word(t: _Token) -> bool:
    """A capitalised word of letters and digits ('CO2', 'A0'): part of a name it extends, even
    where the KG's schema has the word too ('Room 2.14 CO2' over 'Room 2.14' and the class CO2
    Sensor)."""
    return t.text[:1].isupper() and any(c.isdigit() for c in t.text) and any(c.isalpha() for c in t.text)


def _unexplained(t: _Token) -> bool:
    """A word the question's reading does not account for: not a function or schema word, and
    not a common English word (WordNet; a word it knows only as a proper name is a name:
    'stephen') unless capitalised inside the sentence (then likely part of a name: 'bootcamp',
    'Prohaska', 'Guy' in 'the movie Guy minghella')."""
    from kgqa_sparql.text.lexicon import is_common_word

    if t.stop or t.schema or len(t.norm) < 3 or not t.norm.isalpha():
        return False
    return (t.text[:1].isupper() and not t.initial) or not is_common_word(t.norm)


def _modifier(question: str, t: _Token, c: _Candidate) -> bool:
    """Whether `t`, right before a mention that found some of the words of a name fuzzily
    ('leopard' for 'Snow leopard'; not a misspelt whole name), is a content word in the place of
    the others, no verb ('the *clouded* leopard'): the question names another kind of the thing,
    which must link as a whole."""
    from kgqa_sparql.text.lexicon import is_adjective, is_noun, is_verb

    name = _key(c.entities[0].label).split()
    return (not (t.stop or t.schema) and t.norm.isalpha() and len(t.norm) >= 3 and t.norm not in name
            and question[t.end:c.start] == " " and set(_key(question[c.start:c.end]).split()) < set(name)
            and not (is_verb(t.norm) and not is_adjective(t.norm) and not is_noun(t.norm)))  # 'which gene *encodes* X


def _noun_of(first: str, gap: str) -> bool:
    """Whether a mention and the connector after it read as 'the N of X', a common noun of what
    X has, not the start of a name ('the *mayor of* Velmora', 'the first *station manager of* X',
    where the KG names an office 'mayor' and a role 'station manager'; 'the musical director *of the*
    York Minster Choir'): lower-case English words before 'of' or 'of the'. Names run on in
    capitals ('Day of the Fearsome Fangs')."""
    return " ".join(gap.split()) in ("of", "of the") and _common_words(first)


def _common_words(text: str) -> bool:
    """Whether a text is lower-case English words only ('mayor', 'station manager'), no name's."""
    from kgqa_sparql.text.lexicon import is_common_word

    words = _WORD.findall(text)
    return bool(words) and text.islower() and all(map(is_common_word, words))


def _content_words(text: str) -> frozenset[str]:
    """A name's words folded, without apostrophes or function words ("Dragon's Mouth" -> dragons, mouth)."""
    words = (_fold(t) for t in _WORD.findall(re.sub(r"['’]", "", text)))
    return frozenset(w for w in words if w and w not in STOPWORDS)


def _inside_name(gap: str) -> bool:
    """Whether the text between two mentions joins the words of one name: only name-internal
    connectors ('of', 'de la', 'van der'), possibly with an article ('of the') or after a
    possessive ("'s of"), no punctuation.
    'and', 'in' or a bare possessive ("Spielberg's Jaws") join two names."""
    if not re.fullmatch(r"[\s\w'’]+", gap):
        return False
    words = [_fold(w) for w in _WORD.findall(gap)]
    return any(w in NAME_CONNECTORS for w in words) and all(w in NAME_CONNECTORS or w in ("s", *_ARTICLES)
                                                            for w in words)


def _hyphenated(question: str, t: _Token, c: _Candidate) -> bool:
    """A word joined to the mention by a hyphen that is not a common English word continues its
    name ('976-Limey' is not 'The Limey'); a common one qualifies it ('a Nolan-directed film')."""
    from kgqa_sparql.text.lexicon import is_common_word

    gap = question[t.end:c.start] if t.end <= c.start else question[c.end:t.start]
    return gap in ("-", "‐", "‑") and not (t.norm.isalpha() and is_common_word(t.norm))


def _hyphen_run(question: str, start: int, end: int) -> tuple[int, int] | None:
    """The span of a hyphenated name the mention is part of, when another capitalised word is in
    it ('*Niagara*-on-the-Falls', 'Stratford-upon-*Avon*'): a name of its own; else None."""
    after = _HYPHENS_AFTER.match(question, end)
    before = _HYPHENS_BEFORE.search(question[:start])
    pieces = (after.group() if after else "") + (before.group() if before else "")
    if not any(w[:1].isupper() for w in _WORD.findall(pieces)):
        return None
    return (before.start() if before else start), (after.end() if after else end)


_HYPHENS_AFTER = re.compile(r"(?:[-‐‑][^\W_]+)+")
_HYPHENS_BEFORE = re.compile(r"(?:[^\W_]+[-‐‑])+$")


def _numeral(t: _Token) -> bool:
    """A number or a Roman numeral right after a name continues it: 'Dune 3', 'Project Falcon II'
    name sequels the KG may lack ('Dune 1984' still links to 'Dune (1984 film)' as a whole)."""
    return (t.norm.isdigit() and len(t.norm) <= 4) or (len(t.text) <= 4 and re.fullmatch(r"[IVX]+", t.text) is not None)


def _title_article(t: _Token) -> bool:
    """'The', 'A' or 'An' capitalised inside a sentence: the start of a title."""
    return t.norm in _ARTICLES and t.text[:1].isupper() and not t.initial


def _title_case(tokens: list[_Token]) -> bool:
    """A question written as a title ('Which Stops Were Opened In 1979?'): three quarters of its
    words after the first (three at least) capitalised, so a capital letter marks no name."""
    words = [t for t in tokens if not t.initial and t.norm.isalpha()]
    return len(words) >= 3 and sum(t.text[:1].isupper() for t in words) >= 0.75 * len(words)


#: Auxiliaries that ask with a verb's base form after the subject ('where *did* the R44 crash').
_AUXILIARY = re.compile(r"\b(?:did|does|do|will|would|can|could|should|may|might|must)\b", re.IGNORECASE)


def _asked_verb(question: str, tokens: list[_Token], c, k: int) -> bool:
    """Whether token `k`, right after mention `c`, is the verb an auxiliary before the mention asks
    with ('where *did* the R44 *crash*?', 'which routes did Lucie Fabre *onsight*?'): a lower-case
    word that ends the question or comes before a preposition, not more of a longer name."""
    t = tokens[k]
    last = k + 1 == len(tokens) or tokens[k + 1].norm in _PREPOSITIONS
    return (t.text.isalpha() and t.text.islower() and last
            and bool(_AUXILIARY.search(question[:c.start])))


#: Words that may follow a question's verb ('where did X crash *into*').
_PREPOSITIONS = frozenset("in on at into onto from to with by for of over under after before".split())


def _language_adjective(t: _Token) -> bool:
    """A language named by its English adjective ('German', 'French'; WordNet knows it as an
    adjective, pycountry as a language): capitalised by spelling, not a name."""
    from kgqa_sparql.text.lexicon import wordnet

    net = wordnet()
    return language_code(t.text) is not None and net is not None and bool(net.lemmas(t.norm, "a"))


def _singular(word: str) -> str:
    """A plural noun's singular ('stamps' -> 'stamp'), else the word."""
    from kgqa_sparql.text.lexicon import is_plural_noun, wordnet

    return wordnet().lemmas(word, "n")[0] if word.isalpha() and is_plural_noun(word) else word


def _acronym(word: str) -> bool:
    return len(word) <= 4 and word.isupper()


def _bare_name(cand: _Candidate, tokens: list[_Token]) -> bool:
    """A further mention that does not look like a name may still be one: a name the KG writes in
    lower case (words, not a number), written exactly so and bare, with no article, possessive or
    relation / class word before it ('which Levantine recipes use onion': the ingredient 'onion';
    not 'who wrote the screenplay for X' or 'the film script for X', noun phrases whatever the KG
    calls a tag)."""
    before = tokens[cand.i - 1] if cand.i > 0 else None
    if before is not None and (before.norm in _DETERMINERS or before.schema):
        return False  # 'the screenplay', 'the film script': a noun phrase of the question's own
    return (cand.how == "exact" and cand.score >= MIN_SCORE and cand.content > 0
            and all(e.label == e.label.lower() and e.label.split()[0] not in _ARTICLES
                    and any(ch.isalpha() for ch in e.label) for e in cand.entities))


def _measured_thing(cand: _Candidate, tokens: list[_Token]) -> bool:
    """A further mention right after 'how much' / 'how many', named as the KG names it: the thing
    an amount is of ('how much *sodium* is in cheddar', where sodium is a nutrient of the KG), a
    topic as much as the food is."""
    return (cand.i >= 2 and tokens[cand.i - 2].norm == "how" and tokens[cand.i - 1].norm in ("much", "many")
            and cand.how in ("exact", "normalised"))


#: Prepositions after a measured thing that introduce what holds it ('the fibre content *of* X').
_OWNER_PREPOSITIONS = frozenset(("of", "in", "for"))


def _owner_after(tokens: list[_Token], chosen: list[_Candidate]) -> int | None:
    """'the *fibre* content of X': the only mentions name a thing in lower case, as words not a title,
    and a preposition follows within three words: the index after it (where the holder's name
    starts), else None."""
    if any(c.how not in ("exact", "normalised") or any(t.capitalised for t in tokens[c.i:c.j]) for c in chosen):
        return None
    last = max(c.j for c in chosen)
    for k in range(last, min(last + 3, len(tokens))):
        if tokens[k].norm in _OWNER_PREPOSITIONS:
            return k + 1
        if tokens[k].stop:
            return None
    return None


#: Words before a noun phrase that make it a common noun ('the story', 'his script').
_DETERMINERS = frozenset("the a an this that these those my your his her its our their some any every each no".split())


def _shape(words: list[_Token]) -> float:
    """How much the words look like a name: the share of capitalised ones (or numbers); a
    sentence's first word counts half, fully when the words after it are capitalised."""
    if not words:
        return 0.0
    rest_capitalised = len(words) > 1 and all(t.capitalised for t in words[1:])
    titled = any(t.capitalised and not t.norm.isdigit() for t in words)
    total = 0.0
    for t in words:
        if t.capitalised:  # a bare number is a name less surely than a capitalised word ('Apollo 13' is one)
            total += 1.0 if (not t.initial or rest_capitalised) and (titled or not t.norm.isdigit()) else 0.5
    return total / len(words)


def _quality(shape: float, words: list[_Token], extra_words: float = 0.0) -> float:
    chars = sum(len(t.norm) for t in words)
    return (W_BASE + W_SHAPE * shape + W_CHARS * min(1.0, chars / 12)
            + W_WORDS * min(1.0, (len(words) + extra_words - 1) / 2))


def _fold_words(text: str) -> str:
    """A phrase in lower-case words without accents, camelCase split ('directedBy' -> 'directed by')."""
    return " ".join(_fold(w) for w in _WORD.findall(re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", text)))


def _fold(text: str) -> str:
    """One word normalised as `linking.normalise` does (accents, case), kept whole."""
    return unaccented(text).lower().replace(" ", "")


def _key(name: str) -> str:
    """A name's key in the automaton: its words folded (`_fold`), a leading article dropped (as
    `linking.normalise` does)."""
    words = [w for w in (_fold(t) for t in _WORD.findall(name)) if w]
    if len(words) > 1 and words[0] in _ARTICLES:
        words = words[1:]
    return " ".join(words)



def _whole_segments(chosen: list[_Candidate], candidates: list[_Candidate], segments: list[tuple[int, int]],
                    tokens: list[_Token]) -> list[_Candidate]:
    """The chosen mentions, but a capitalised name segment that a confident fuzzy link covers
    whole is that link where the mentions chosen inside it leave some of its capitalised words
    over: 'the Cresswell Haven Lifeboat Staton' is the station misspelt, not the town Cresswell
    Haven and two unknown words."""
    for seg in segments:
        inside = [c for c in chosen if seg[0] <= c.i and c.j <= seg[1]]
        covered = {k for c in inside for k in range(c.i, c.j)}
        if not inside or not any(tokens[k].capitalised and not tokens[k].stop for k in range(*seg) if k not in covered):
            continue
        whole = [c for c in candidates if c.how == "fuzzy" and (c.i, c.j) == seg]
        if whole and not any(c.i < seg[0] < c.j or c.i < seg[1] < c.j for c in chosen):
            chosen = [c for c in chosen if c not in inside] + [max(whole, key=lambda c: c.score)]
    return chosen


def _coordinated(tokens: list[_Token], segments: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of name segments joined by 'and' / 'or' ('the match between *Ashford Rovers* and
    Brackley Athletic'), each a span of its own to link as well as the whole ('Pride and
    Prejudice' is one title)."""
    parts = []
    for i, j in segments:
        cuts = [k for k in range(i + 1, j - 1) if tokens[k].norm in ("and", "or") and not tokens[k].text[:1].isupper()]
        if cuts:
            parts += [(a, b) for a, b in zip([i] + [k + 1 for k in cuts], cuts + [j]) if b > a]
    return parts


def _name_segments(tokens: list[_Token]) -> list[tuple[int, int]]:
    """Runs of capitalised words (numbers too) with lower-case connectors inside, trimmed of
    function words at both ends; a sentence's first word only with a capitalised word after it."""
    segments, k = [], 0
    while k < len(tokens):
        if not _name_word(tokens, k):
            k += 1
            continue
        j = k + 1
        while j < len(tokens):
            if _name_word(tokens, j, inside=True):
                j += 1
            elif tokens[j].norm in CONNECTORS and tokens[j].start - tokens[j - 1].end <= 2:
                # up to three connectors between name words: 'The Lord of the Rings'
                n = next((n for n in (1, 2, 3) if j + n < len(tokens) and _name_word(tokens, j + n, inside=True)
                          and all(t.norm in CONNECTORS for t in tokens[j:j + n])), None)
                if n is None:
                    break
                j += n + 1
            else:
                break
        i = k
        while i < j and tokens[i].stop and not _capitalised_stop(tokens[i]):
            i += 1
        end = _trimmed_end(tokens, i, j)
        if end > i and (any(not tokens[t].stop and not tokens[t].schema and not tokens[t].norm.isdigit()
                            for t in range(i, end))  # a bare number is not a name
                        or any(_numbered(tokens, t) for t in range(i, end))):
            # a long run cut short ends on a name word too, not on 'on the'
            segments.append((i, _trimmed_end(tokens, i, min(end, i + MAX_FUZZY_WORDS))))
        k = j
    return sorted(segments, key=lambda s: -(s[1] - s[0]))


def _verb_form(text: str) -> bool:
    """Whether a word is an inflected verb ('when was X *approved*': what the question asks, no value)."""
    from kgqa_sparql.text.lexicon import is_verb_form
    return is_verb_form(text)


def _trimmed_end(tokens: list[_Token], i: int, end: int) -> int:
    """`end` moved back over the function words that end tokens[i:end] (a capitalised one stays)."""
    while end > i and tokens[end - 1].stop and not _capitalised_stop(tokens[end - 1]):
        end -= 1
    return end


def _numbered(tokens: list[_Token], k: int) -> bool:
    """Whether token k is a capitalised word inside a sentence with a number after it: 'Line 3',
    'Gate 12', a name even where the KG's own words spell it ('line' of `line_city`); no function
    word ('Opened *In* 1979' of a question written as a title)."""
    t = tokens[k]
    return (t.text[:1].isupper() and not t.initial and not t.stop and t.norm.isalpha() and k + 1 < len(tokens)
            and tokens[k + 1].norm.isdigit() and tokens[k + 1].start - t.end <= 1)


def _capitalised_stop(t: _Token) -> bool:
    """A function word capitalised inside a sentence ('Just' in 'who directed Just Gwynne'): part
    of a name, unless it is an article or a connector ('The', 'Of', which titles also capitalise)."""
    return t.text[:1].isupper() and not t.initial and t.norm not in CONNECTORS and len(t.norm) > 1


def _name_word(tokens: list[_Token], k: int, inside: bool = False) -> bool:
    t = tokens[k]
    if not t.capitalised or t.dotted or t.dated:
        return False
    if t.initial and not inside:
        return k + 1 < len(tokens) and tokens[k + 1].capitalised and not tokens[k + 1].initial and not t.stop
    return True


def _content_ngrams(tokens: list[_Token], longest: int = 3, schema: bool = False) -> list[tuple[int, int]]:
    """N-grams of content words (not stop, question or schema words), longest first: the spans
    tried by fuzzy linking when nothing in the question matched a name. `schema`: the KG's own
    relation and class words may stand in them beside another content word, as in a name ('who
    explored ballycahil cave': the cave's name ends in the class word)."""
    def breaks(t: _Token) -> bool:
        return t.stop or t.dated or (t.schema and not schema)

    def inner(t: _Token) -> bool:
        return not breaks(t) and not t.schema and len(t.norm) >= 3

    runs, k = [], 0
    while k < len(tokens):
        if breaks(tokens[k]):
            k += 1
            continue
        j = k
        while j < len(tokens) and not breaks(tokens[j]):
            j += 1
        runs.append((k, j))
        k = j
    spans = [(i, i + n) for a, b in runs for n in range(min(longest, b - a), 0, -1) for i in range(a, b - n + 1)
             if any(inner(t) for t in tokens[i:i + n])]
    return sorted(spans, key=lambda s: (-(s[1] - s[0]), s[0]))
