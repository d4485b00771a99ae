"""Questions that name a class and compare its members on a measure, naming no entity: 'which
vessels were built after 2015', 'which drug has the highest molecular weight', 'how many players
are rated above 2570', 'which packages had a release in 2024'; or ask for those with a yes/no
property: 'which trails are loops', 'which proteins are unreviewed'.

The comparison is read from the English (`text.comparisons`), the class from its names in the
question (`members.class_mentions`). The measure is a literal the class's members hold, one hop
away or two through a record ('a game's release's date', 'a station's observations' gust'), as
the schema graph's datatype edges say: numbers for amounts, dates and years for times. The words
left in the question ('built', 'molecular weight'; for a bare 'the highest', the superlative's
attribute nouns: height) pick it by the encoder's cosine to the measure's name. Below `MIN_FIT` no
measure is taken: the KG holds no such measure, and the question is not answered."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Callable, Mapping, Sequence

import numpy as np
from pyoxigraph import BlankNode, NamedNode

from kgqa_sparql.graph.backend import Step, Term, type_path
from kgqa_sparql.graph.keyed import Keyed
from kgqa_sparql.query.result import Result
from kgqa_sparql.search.answer_type import NUMBER, singular_forms, value_kind
from kgqa_sparql.search.members import (answer_members, asking_word, class_members, class_mentions, modifies,
                                         same_named, schema_names, the_whole_kg)
from kgqa_sparql.text.comparisons import NEGATING_PREFIXES, Comparison, flag, negated, of_an_amount
from kgqa_sparql.text.english import opposed_word, share_a_stem
from kgqa_sparql.text.lexicon import (antonyms, attribute_nouns, event_nouns, is_creation_verb, is_kind_of,
                                      is_phrasal_verb, is_plural_noun, is_verb, is_verb_form, relatedness, wordnet)
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.text.units import is_unit, quantity_words
from kgqa_sparql.vocab import QUDT, RDFS, SKOS, XSD, local_name
from kgqa_sparql.words import identifier_words, unaccented

#: Least cosine between the question's measure words and a measure's name for it to be taken;
#: set on the bench/unseen*.py batches' comparison questions (see BENCHMARKS.md).
MIN_FIT = 0.4
#: What a measure whose name holds a word of the question gains over its cosine.
STEM_BONUS = 0.1
#: What a quantity the unit ending a measure's name says ('launch mass kg': weight, `text.units`) weighs
#: against the name's own words: a unit says what is measured less surely ('main span m' is a length,
#: but 'total length m' is the bridge's length).
UNIT_WEIGHT = 0.75
#: What a measure two hops away loses against one a member holds itself.
TWO_HOP_COST = 0.05
_NUMBERS = frozenset("integer int long short byte nonNegativeInteger positiveInteger nonPositiveInteger "
                     "negativeInteger unsignedInt unsignedLong unsignedShort decimal double float".split())
#: XSD whole-number datatypes (local names): a column of them may hold years.
WHOLE_NUMBERS = frozenset(n for n in _NUMBERS if n not in ("decimal", "double", "float"))
_TIMES = frozenset("date dateTime dateTimeStamp gYear gYearMonth".split())
_DURATIONS = frozenset("duration dayTimeDuration yearMonthDuration".split())


@dataclass(frozen=True)
class Measure:
    """A literal reached from a member along `steps`, named by any of `names` (its last
    predicate's; through a record, also the record's link and class: a drug's 'molecular weight'
    resource's 'value'); `timed`: its values are times."""

    steps: tuple[Step, ...]
    names: tuple[str, ...]
    timed: bool
    #: The class of the record passed through, when the KG types it ('Molecular-Weight', not the
    #: drug's other calculated properties).
    record: str | None = None
    #: Numbers written as plain text, compared as decimals.
    cast: bool = False
    #: Read through another thing with names of its own (a game's publisher's founding date): its
    #: value, not one of the member's records' (a vessel's survey's date).
    elsewhere: bool = False
    #: The KG's key/value relations (`graph.keyed`): a step along one is written through its node.
    keyed: Mapping[NamedNode, Keyed] = field(default_factory=dict, compare=False, repr=False)
    #: Read through a quantity value whose unit says how it converts (QUDT's `qudt:unit` with a
    #: `qudt:conversionMultiplier`): compared in the unit system's base unit (274.9 ft as 83.8 m).
    scaled: bool = False

    def pattern(self, typing: str) -> str:
        """The SPARQL triple patterns from ?member to ?value; `typing` is the KG's path from a
        thing to its class (`type_path`)."""
        if len(self.steps) == 1:
            return step_triple("?member", self.steps[0], "?value", self.keyed)
        typed = f"?record {typing} <{self.record}> . " if self.record else ""
        if self.scaled:
            return (f"{step_triple('?member', self.steps[0], '?record', self.keyed)} {typed}"
                    f"{step_triple('?record', self.steps[1], '?kgqa_amount', self.keyed)} "
                    f"OPTIONAL {{ ?record <{QUDT_UNIT}> ?kgqa_unit . ?kgqa_unit <{QUDT_MULTIPLIER}> ?kgqa_factor }} "
                    f"BIND(?kgqa_amount * COALESCE(?kgqa_factor, 1) AS ?value)")
        return (f"{step_triple('?member', self.steps[0], '?record', self.keyed)} {typed}"
                f"{step_triple('?record', self.steps[1], '?value', self.keyed)}")


@dataclass(frozen=True)
class Reading:
    """A question read as a comparison of the members of `classes` on `measure` (`fit`: the cosine
    of the question's words to the measure's name)."""

    said: Comparison
    classes: tuple[str, ...]
    measure: Measure
    fit: float
    #: The time a superlative is taken within ('the deepest earthquake *in 2024*') and the time
    #: measure it compares: the record's own when the measure is through one, else the member's.
    within: tuple[Comparison, Measure] | None = None


def read_comparison(kg, question: str, said: Comparison, class_names: Mapping[str, Sequence[str]],
                    encoder, within: Comparison | None = None) -> Reading | None:
    """The class the question names and the measure of its members its words fit; None when it
    names no class, or the KG holds no measure of its members that the words fit (`MIN_FIT`).
    `within`: the time a superlative is taken within, which a time measure of the same records
    (or of the members) must hold too."""
    said_at = word_span(question, said.start, said.end)
    found = classes_said(question, class_names, said_at)
    if found is None:
        return None
    classes, span = found
    between = re.findall(r"[a-z0-9]+", unaccented(question).lower())[said_at[1]:span[0]]
    if said_at[1] <= span[0] and not any(w in STOPWORDS for w in between):
        span = (said_at[1], span[1])  # 'the oldest *lifeboat* station': the words before the class's say which
    measures = [m for m in _measures(kg, classes, lambda local: _usable(local, said))
                if _held_by_some(kg, classes, m)
                # 'elected in 2019': a year or a date, no number of votes that happens to be 2019
                and (not said.timed or said.year is None or m.timed or holds_years(kg, m.steps[-1].predicate))]
    if not measures:
        return None
    skipped = [span] + ([word_span(question, within.start, within.end)] if within else [])
    words = _measure_words(question, said, *skipped)
    measures = _own_first(measures, words)
    fits = _fits(encoder, words, measures)
    unit = _unit_span(question, said)
    if fits.max() < MIN_FIT and unit is not None:  # 'taller than 80 *metres*': the unit may name no measure
        words = _measure_words(question, said, *skipped, unit)
        fits = _fits(encoder, words, measures)
    if fits.max() < MIN_FIT and (attributes := attribute_nouns(said.word)):
        # 'which estate *lies* highest': no measure is said to lie; the superlative's own attribute
        # (height); 'softer than 3': the comparative's (hardness)
        words = [*words, *attributes]
        fits = _fits(encoder, words, measures)
    bare = said.value is None and not content_words(question, *skipped, word_span(question, said.start, said.end))
    if bare:
        # a bare 'the newest film' measures the film itself, not its director's birth date
        own = np.array([not m.elsewhere for m in measures])
        # and 'the oldest windmill' is no millwright's birth year while the mills hold a time
        if (fits[own] >= MIN_FIT).any() or (said.timed and any(m.timed for m in measures if not m.elsewhere)):
            fits = np.where(own, fits, -1.0)
        direct = [i for i, m in enumerate(measures) if m.timed and len(m.steps) == 1]
        if said.timed and within is None and len(direct) == 1:
            # 'the oldest cocktail': the one time a cocktail holds itself (its inception), whatever
            # its words fit; not its creator's birth date, which 'old' fits better
            return Reading(said, classes, measures[direct[0]], float(fits[direct[0]]))
        if said.timed and within is None and len(direct) > 1 and not (fits[direct] >= MIN_FIT).any():
            # 'the oldest windmill', built in 1720 and last restored in 1990: a thing's age counts
            # from the earliest of the times it holds itself
            first = _earliest(kg, classes, [measures[i] for i in direct])
            if first is not None:
                return Reading(said, classes, first, float(fits[measures.index(first)]))
        made = [m for m in measures if m.timed and not m.elsewhere and _made_on_record(m)]
        if said.timed and within is None and made and not direct and not (fits >= MIN_FIT).any():
            # 'the oldest bandstand', whose only times are on records: when the record of its making
            # says it was made (PROV's 'was generated by' a Casting), not when it was demolished
            first = made[0] if len(made) == 1 else _earliest(kg, classes, made)
            if first is not None:
                return Reading(said, classes, first, float(fits[measures.index(first)]))
    best = int(np.argmax(fits))
    named = [i for i, m in enumerate(measures) if not m.elsewhere and _named(words, m)]
    if fits[best] < MIN_FIT and len(named) == 1:
        # the encoder's doubt is no reason to refuse the one measure of the members' own that the
        # words name ('set out': 'start date', which WordNet's 'set out' shares a sense with); one
        # read through another named thing is too far ('came out': a publisher's founding date)
        best = named[0]
        fits[best] = max(fits[best], MIN_FIT)
    if within is not None:
        when = _time_of(kg, measures[best], _measures(kg, classes, lambda local: _usable(local, within)))
        if fits[best] < MIN_FIT or when is None:
            return None
        return Reading(said, classes, measures[best], float(fits[best]), (within, when))
    if fits[best] < MIN_FIT:
        made = any(is_creation_verb(w) for w in words)
        time = _one_time(measures, made) if said.timed and (said.value is not None or bare) else None
        if said.timed and time is None and said.value is None and words and all(map(_verb_said, words)):
            # 'which pier *opened* most recently': the one time the members hold themselves (date
            # created; not their records' dates), unless the words say its other end ('died most
            # recently' is no birth date); other words than verbs say more ('the latest version of
            # *harbourgate*', a name the KG lacks)
            own = [m for m in measures if m.timed and not m.elsewhere and len(m.steps) == 1]
            time = own[0] if len(own) == 1 and opposed_word(words, own[0].names[0]) is None else None
        if time is not None:
            # 'which earthquakes *happened* in May 2024': the one time the members hold (origin time),
            # whatever verb says it; 'the oldest device': the one time a device holds (commissioned on)
            return Reading(said, classes, time, float(fits[measures.index(time)]))
        return None
    return Reading(said, classes, measures[best], float(fits[best]))


def _held_by_some(kg, classes: Sequence[str], measure: Measure) -> bool:
    """Whether a member holds a value along a measure read through another thing: the schema's
    steps may join through a class every thing shares (SKOS concepts: a mosaic's discoverer is a
    concept, and concepts have discovery years, the mosaics' own)."""
    if len(measure.steps) == 1:
        return True
    return bool(kg.select(f"SELECT ?value WHERE {{ {class_members(kg, classes)} "
                          f"{measure.pattern(type_path(kg.backend))} }} LIMIT 1"))


#: Share of a relation's numbers that must be years (whole, 1000 to 2100) for it to hold years.
YEARS_SHARE = 0.9
#: Values read to tell.
YEARS_SAMPLE = 200


def holds_years(kg, predicate: NamedNode) -> bool:
    """Whether a relation's numbers are years: nearly all (YEARS_SHARE) of up to YEARS_SAMPLE of
    its values are whole numbers from 1000 to 2100 (a `year_built` column, no vote count)."""
    rows = kg.select(f"SELECT ?o WHERE {{ ?s <{predicate.value}> ?o FILTER(isLiteral(?o)) }} LIMIT {YEARS_SAMPLE}")
    numbers = [r["o"].value.strip() for r in rows if value_kind([r["o"].value]) == NUMBER]
    years = [n for n in numbers if n.isdigit() and 1000 <= int(n) <= 2100]
    return bool(numbers) and len(years) >= YEARS_SHARE * len(numbers)


def _own_first(measures: list[Measure], words: list[str]) -> list[Measure]:
    """The measures less those read through another thing along a relation the members hold
    themselves, unless the words name the link: 'which teas were harvested in 2023' is the teas'
    own harvest date, not that of what they were produced at (which a schema of SKOS concepts, all
    of one class, allows); 'which people have a *spouse* born after 1990' is the spouse's."""
    own = {m.steps[-1].predicate for m in measures if not m.elsewhere}
    return [m for m in measures if not m.elsewhere or m.steps[-1].predicate not in own
            or any(says(w, _link_name(m)) for w in words)]


def _link_name(measure: Measure) -> str:
    """The name of the link a measure is read through ('produced at'), '' when it has none."""
    return measure.names[1][:-len(measure.names[0])].strip() if len(measure.names) > 1 else ""


def _earliest(kg, classes: Sequence[str], measures: list[Measure]) -> Measure | None:
    """Of times the members hold themselves, the one whose values come first on average (by their
    year): when a windmill was built, not when it was last restored. None when none has values."""
    means = []
    for measure in measures:
        rows = kg.select(f"SELECT (AVG(?year) AS ?mean) WHERE {{ {class_members(kg, classes)} "
                         f"{measure.pattern(type_path(kg.backend))} "
                         f"BIND(<{XSD}integer>(SUBSTR(STR(?value), 1, 4)) AS ?year) }}")
        mean = rows[0].get("mean") if rows else None
        if mean is not None:
            means.append((float(mean.value), measure))
    return min(means, key=lambda t: t[0])[1] if means else None


def _verb_said(text: str) -> bool:
    """Whether a measure word of the question is a verb ('opened', 'taken')."""
    return all(is_verb_form(w) or is_verb(w) for w in text.split())


def _made_on_record(measure: Measure) -> bool:
    """Whether a time read through a record is when the member was made: the record's link or
    class names a making ('was *generated* by', 'Casting'), not the time's own name."""
    own = set(measure.names[0].split())
    return len(measure.steps) == 2 and any(is_creation_verb(w) for name in measure.names[1:]
                                           for w in name.split() if w not in own)


def _one_time(measures: list[Measure], made: bool = False) -> Measure | None:
    """The one time the members or their records hold ('which games *came out* after 2021': the
    date published, not the publisher's founding date), else the one time there is; None when
    there are several to choose from (a vessel's build year and its surveys' dates). A thing is
    `made` once, at a time it holds itself: 'which vehicles were *built* before 2020' asks for the
    one time a vehicle holds, not the dates of its assignments and services, records of many."""
    times = [m for m in measures if m.timed]
    own = [m for m in times if not m.elsewhere]
    direct = [m for m in own if len(m.steps) == 1] if made else []
    for found in (own, times, direct):
        if len(found) == 1:
            return found[0]
    return None


def classes_said(question: str, class_names: Mapping[str, Sequence[str]],
                  besides: tuple[int, int] = (0, 0)) -> tuple[tuple[str, ...], tuple[int, int]] | None:
    """The class the question names (its first class mention outside `besides`: 'which *drug* has
    the highest molecular weight'; of two in a row the second: 'which kite *festival*'), with its
    word span; else the classes whose names hold the noun the question asks about ('which *jobs*':
    Job Posting; 'which *generating unit*': Hydro, Thermal and Wind Generating Unit), when there
    are at most `MAX_NOUN_CLASSES` of them."""
    mentions = [m for m in class_mentions(question, class_names) if not _overlaps(besides, (m.start, m.end))]
    if mentions:
        first = min(mentions, key=lambda m: (m.start, m.start - m.end, -len(m.name)))
        while head := next((m for m in mentions if m.start == first.end and not m.loose
                            and not is_kind_of(first.name, m.name)), None):
            first = head  # 'the oldest kite *festival*'; but a 'tanker vessel' is a tanker
        return same_named(mentions, first), (first.start, first.end)
    question = unaccented(question)  # word positions as `class_mentions` counts them
    said = re.findall(r"[a-z0-9]+", question.lower())
    asked = _ASKED_NOUN.search(question.lower())
    places = [] if not asked else [(len(re.findall(r"[a-z0-9]+", question.lower()[:asked.start(2)])),
                                    asked.group(2).split())]
    if besides[1] > besides[0]:  # 'which is the heaviest *probe*'
        places.append((besides[1], [w for w in said[besides[1]:besides[1] + 2] if w not in STOPWORDS][:2]))
    for start, words in places:
        for n in range(len(words), 0, -1):  # the longest phrase some class names hold
            phrase = words[:n]
            if modifies(words, n):
                continue  # 'guild' of 'guild members' says whose members
            holding = [c for c, names in class_names.items()
                       if any(_holds(name.lower().split(), phrase) for name in names)]
            if 0 < len(holding) <= MAX_NOUN_CLASSES and not _overlaps(besides, (start, start + n)):
                return tuple(sorted(holding)), (start, start + n)
    return None


def compared_phrase(question: str, said: Comparison,
                    class_names: Mapping[str, Sequence[str]]) -> tuple[int, int] | None:
    """The characters naming the member a superlative picks: the class's words and the
    superlative's, with an article before ('who made *the flight that lasted longest*', 'when
    was *the tallest tower* built'); None when the question names no class."""
    said_at = word_span(question, said.start, said.end)
    found = classes_said(question, class_names, said_at)
    if found is None:
        return None
    span = found[1]
    words = list(re.finditer(r"[a-z0-9]+", unaccented(question).lower()))
    first, last = min(span[0], said_at[0]), max(span[1], said_at[1])
    if not 0 <= first < last <= len(words):
        return None
    start, end = words[first].start(), words[last - 1].end()
    article = re.search(r"\bthe\s+$", question[:start], re.IGNORECASE)
    return (article.start() if article else start), end


#: Most classes a noun held in their names may stand for ('generating unit': three kinds of unit).
MAX_NOUN_CLASSES = 5
_ASKED_NOUN = re.compile(r"^\W*(which|what|how many)\s+([a-z]+(?:\s+[a-z]+)?)")


def _holds(name: list[str], phrase: list[str]) -> bool:
    """Whether the words of a class name hold the phrase (its last word in the plural too)."""
    for i in range(len(name) - len(phrase) + 1):
        if name[i:i + len(phrase) - 1] == phrase[:-1] and name[i + len(phrase) - 1] in singular_forms(phrase[-1]):
            return True
    return False


def read_flag(kg, question: str, class_names: Mapping[str, Sequence[str]], encoder) -> Reading | None:
    """'which trails are loops', 'on which trails are dogs allowed', 'which proteins are
    unreviewed': the class the question names and the yes/no property of its members that the
    rest of its words fit, asked to hold (or not: a negation, or a word that a negating prefix
    turns into the property's name). None when nothing fits (`MIN_FIT`)."""
    found = classes_said(question, class_names)
    if found is None:
        return None
    classes, span = found
    measures = _measures(kg, classes, lambda local: local == "boolean")
    words = _with_prepositions(question, content_words(question, span, (0, 0)))
    if not measures or not words:
        return None
    fits, holds = flag_fits(question, words, lambda text: _fits(encoder, [text], measures))
    best = int(np.argmax(fits))
    said = flag(holds, " ".join(words))
    return Reading(said, classes, measures[best], float(fits[best])) if fits[best] >= MIN_FIT else None


#: Prepositions that make a state of the noun after them ('in use', 'on loan', 'on hold').
_STATE_PREPOSITIONS = frozenset({"in", "on", "at", "under"})


def _with_prepositions(question: str, words: list[str]) -> list[str]:
    """The content words, each after the preposition it follows in the question: a state is said
    with it ('no longer *in use*': a bell's `in service` flag, which 'use' alone barely fits)."""
    said = re.findall(r"[a-z0-9]+", unaccented(question).lower())
    before = {w: said[i - 1] for i, w in enumerate(said) if i and said[i - 1] in _STATE_PREPOSITIONS}
    return [x for w in words for x in ((before[w], w) if w in before else (w,))]


#: How much better than the words an opposite of one must fit a yes/no property to deny it.
OPPOSITE_MARGIN = 0.1
#: 'out of service', 'out of stock': not in service, not in stock.
_OUT_OF = re.compile(r"\bout\s+of\b", re.IGNORECASE)


def flag_fits(question: str, words: list[str], fit: Callable[[str], np.ndarray]) -> tuple[np.ndarray, bool]:
    """The fits (`fit` of the words joined) of a yes/no property the question's `words` name, and
    whether it is asked to hold: not after a negation ('not loops', 'out of service'), nor when
    the words less a negating prefix, or their opposites, fit better ('unreviewed': reviewed, false;
    'outdoors': indoor, false)."""
    holds = not (negated(question) or _OUT_OF.search(question))
    fits = fit(" ".join(words))
    plain = [_without_negating_prefix(w) for w in words]
    best, denied = fits, False
    if plain != words and (found := fit(" ".join(plain))).max() > best.max():
        best, denied = found, True
    # an opposite that names the property clearly better ('outdoors': indoor; not 'no *longer* operating': shorter)
    for i, word in enumerate(words):
        for other in antonyms(word):
            found = fit(" ".join([*words[:i], other, *words[i + 1:]]))
            if found.max() > max(best.max(), fits.max() + OPPOSITE_MARGIN):
                best, denied = found, True
    return best, holds != denied


def _without_negating_prefix(word: str) -> str:
    """The word less a negating prefix ('unreviewed': reviewed), when what is left is a word."""
    for prefix in NEGATING_PREFIXES:
        if word.startswith(prefix) and len(word) - len(prefix) >= 4:
            return word[len(prefix):]
    return word


def compared_members(kg, question: str, reading: Reading) -> Result:
    """The members of the reading's class that satisfy its comparison (ties of a superlative
    included), or their number for 'how many'."""
    said, measure = reading.said, reading.measure
    if measure.scaled and said.number is not None and not said.timed:  # '250 feet': in the base unit too
        said = replace(said, value=f"{said.number * _unit_factor(kg, question, said):.10g}")
    members = f"{class_members(kg, reading.classes)} {measure.pattern(type_path(kg.backend))}"
    if reading.within is not None:  # 'in 2024': only the members (or records) of that time compete
        when, time = reading.within
        members += f" {_within_pattern(measure, time)} {value_filter(when, True, '?when')}"
    where = f"{members} {_condition(said, measure, members)}"
    classes = reading.classes[0] if len(reading.classes) == 1 else list(reading.classes)
    info = {"method": "compared members", "class": classes, "measure": [s.predicate.value for s in measure.steps],
            "comparison": said.op if said.value is None else f"{said.op} {said.value}", "hops": len(measure.steps),
            "fit": round(reading.fit, 3), "llm_calls": 0}
    if reading.within is not None:
        info["within"] = [reading.within[0].value, [s.predicate.value for s in reading.within[1].steps]]
    return answer_members(kg, question, where, info)


def _measures(kg, classes: Sequence[str], usable: Callable[[str], bool]) -> list[Measure]:
    """The literals of a `usable` XSD datatype (its local name: numbers or times, as a comparison
    needs) the members of `classes` (and of their subclasses) hold, one hop away or two through another
    class (either way round)."""
    schema = kg.schema

    def literal(datatype: str) -> bool:
        info = schema.classes.get(datatype)
        return info is not None and info.datatype and datatype.startswith(XSD) and usable(datatype.removeprefix(XSD))

    own = {c for cls in classes for c in schema.subclasses(cls)}
    found: dict[tuple[Step, ...], tuple[bool, str | None]] = {}  # steps -> (timed, the record's class)
    texts: set[tuple[Step, ...]] = set()  # numbers written as text (CIM's "150.0"), compared cast
    kinds: dict[tuple[Step, ...], set[str]] = {}  # the record classes along each two steps
    for e in schema.edges:
        if e.subject_class in own and literal(e.object_class):
            found[(Step(NamedNode(e.predicate)),)] = (_timed(kg, e.object_class, e.predicate), None)
        elif (e.subject_class in own and e.object_class == XSD + "string" and usable("decimal")
              and _numbers_as_text(kg, e.predicate)):
            found[(Step(NamedNode(e.predicate)),)] = (False, None)
            texts.add((Step(NamedNode(e.predicate)),))
    ends = [e for e in schema.edges if literal(e.object_class)]
    for e in schema.edges:  # through a record: a member's own link to it, or the record's to the member
        if e.subject_class in own and e.object_class not in own:
            first, record = Step(NamedNode(e.predicate)), e.object_class
        elif e.object_class in own and e.subject_class not in own:
            first, record = Step(NamedNode(e.predicate), False), e.subject_class
        else:
            continue
        for end in ends:
            if end.subject_class == record:
                steps = (first, Step(NamedNode(end.predicate)))
                found.setdefault(steps, (_timed(kg, end.object_class, end.predicate), record))
                kinds.setdefault(steps, set()).add(record)
    named = {s.predicate.value for steps in found for s in steps} | {r for _, r in found.values() if r}
    names = schema_names(kg, list(named))
    # in English where they are in another language ('Höhenlage': altitude)
    names = {iri: kg.glossary.english_name(iri, name) or name for iri, name in names.items()}
    # records of several classes along the same steps (a listing's House, Apartment, ...): none is required
    with_names = kg.names.named_things()
    units = kg.backend.has_triples(NamedNode(QUDT_MULTIPLIER))
    nameless = {steps: not k & with_names for steps, k in kinds.items() if k}  # records of a value alone
    # the KG's other names for a last predicate ('number of volumes' for Wikidata's 'number of parts of this work')
    aliases = kg.names.predicate_aliases(list({steps[-1].predicate for steps in found}))
    return [Measure(steps, (*_measure_names(steps, record, names, nameless.get(steps, False)),
                            *(identifier_words(a) for a in aliases.get(steps[-1].predicate, ()))), timed,
                    _typed(schema, record) if len(kinds.get(steps, ())) < 2 else None, steps in texts,
                    bool(kinds.get(steps)) and kinds[steps] <= with_names, kg.counterparts.keyed,
                    units and len(steps) == 2 and not timed and _with_units(kg, steps))
            for steps, (timed, record) in found.items()]


def _unit_factor(kg, question: str, said: Comparison) -> float:
    """The conversion multiplier of the unit a compared number is given in ('taller than 250
    *feet*': 0.3048), where the KG declares that unit (QUDT's `conversionMultiplier` on a unit named
    or abbreviated so); 1 for a number without one or in a unit the KG does not declare (read as
    the base unit)."""
    after = re.match(r"\s*([A-Za-z]+)", question[said.end:])
    if after is None or not is_unit(after.group(1)):
        return 1.0
    word = after.group(1).lower()
    net = wordnet()
    forms = {word, *singular_forms(word), *(net.lemmas(word, "n") if net else ())}  # 'feet': foot
    named = f"<{RDFS}label>|<{SKOS}prefLabel>|<{QUDT}symbol>|<{QUDT}abbreviation>"
    rows = kg.select(f"SELECT ?f ?n WHERE {{ ?u <{QUDT_MULTIPLIER}> ?f ; {named} ?n FILTER(isLiteral(?n)) }}")
    factors = [float(r["f"].value) for r in rows if "n" in r and r["n"].value.lower() in forms]
    return factors[0] if factors else 1.0


def _with_units(kg, steps: tuple[Step, ...]) -> bool:
    """Whether some record reached along the first of two steps gives its unit's conversion."""
    return bool(kg.select(f"SELECT ?u WHERE {{ {step_triple('?m', steps[0], '?record', kg.counterparts.keyed)} "
                          f"?record <{QUDT_UNIT}> ?u . ?u <{QUDT_MULTIPLIER}> ?f }} LIMIT 1"))


QUDT_UNIT, QUDT_MULTIPLIER = QUDT + "unit", QUDT + "conversionMultiplier"
#: Values of a text predicate read to tell whether it holds numbers.
TEXT_SAMPLE = 20
_NUMBER_TEXT = re.compile(r"\s*-?\d+(?:\.\d+)?\s*")


def _numbers_as_text(kg, predicate: str) -> bool:
    """Whether a predicate's plain-text values are all numbers (a sample of `TEXT_SAMPLE`)."""
    rows = kg.select(f"SELECT ?v WHERE {{ ?s <{predicate}> ?v FILTER(isLiteral(?v)) }} LIMIT {TEXT_SAMPLE}")
    return bool(rows) and all(_NUMBER_TEXT.fullmatch(row["v"].value) for row in rows if "v" in row)


def _typed(schema, record: str | None) -> str | None:
    """The record's class when members of it are stated to be of it (not inferred)."""
    info = schema.classes.get(record) if record else None
    return record if info is not None and not info.inferred and not info.datatype else None


def _measure_names(steps: tuple[Step, ...], record: str | None, names: dict[str, str],
                   nameless: bool = False) -> tuple[str, ...]:
    """A measure's names: its last predicate's, and through a record also with the link's or the
    record class's name before it ('molecular weight value'); through `nameless` records (a value's
    structure, no thing of its own) the link's alone too: a QUDT quantity value's `numericValue`
    along `mass` is a mass."""
    last = names[steps[-1].predicate.value]
    if record is None:
        return (last,)
    link = names[steps[0].predicate.value]
    return (last, f"{link} {last}", f"{names[record]} {last}") + ((link,) if nameless else ())


def _usable(local: str, said: Comparison) -> bool:
    """Whether literals of an XSD datatype (its local name) can be compared as the comparison
    asks: a time comparison needs times or years, an amount comparison numbers (or durations,
    for an amount of time: 'longer than 2 hours'), a superlative any of them."""
    if said.value is None:  # 'the longest film': a running time may be a duration; 'the tallest' no date
        return local in _NUMBERS or local in _DURATIONS or (local in _TIMES and not of_an_amount(said))
    if said.timed:
        return local in _TIMES or (local in _NUMBERS and said.year is not None)
    return local in _NUMBERS or (said.duration is not None and local in _DURATIONS)


def comparable(term) -> str | None:
    """'number' or 'time' for a literal SPARQL orders as such (numeric XSD types and durations;
    dates, date-times and years), else None."""
    datatype = getattr(term, "datatype", None)
    if datatype is None or not datatype.value.startswith(XSD):
        return None
    local = datatype.value.removeprefix(XSD)
    return "number" if local in _NUMBERS or local in _DURATIONS else "time" if local in _TIMES else None


def _timed(kg, datatype: str, predicate: str) -> bool:
    """Whether a predicate's values are times: of a time datatype, or whole numbers it names years
    ('built_year', 'yearOpened': 'the oldest lock' has the least) or that are years (`holds_years`:
    a club's `founded` column)."""
    local = datatype.removeprefix(XSD)
    return local in _TIMES or (local in WHOLE_NUMBERS and ("year" in identifier_words(local_name(predicate)).split()
                                                            or holds_years(kg, NamedNode(predicate))))


def _time_of(kg, measure: Measure, times: list[Measure]) -> Measure | None:
    """The one time measure a superlative over `measure` is taken within: of the record the
    measure is read through (an observation's period; where records of several kinds link the
    members alike, of those records that hold the measure too: a survey's year, not a harvest's),
    else of the member itself; None when there is none, or several to choose from."""
    if len(measure.steps) == 2:
        same = [t for t in times if t.timed and len(t.steps) == 2 and t.steps[0] == measure.steps[0]]
        if len(same) > 1:
            same = [t for t in same if _held_together(kg, measure.steps[1], t.steps[1])]
        if same:
            return same[0] if len(same) == 1 else None
    own = [t for t in times if t.timed and len(t.steps) == 1]
    return own[0] if len(own) == 1 else None


def _held_together(kg, a: Step, b: Step) -> bool:
    """Whether some record holds values along both steps (a survey's area and its year)."""
    return bool(kg.select(f"SELECT ?r WHERE {{ {step_triple('?r', a, '?a', {})} {step_triple('?r', b, '?b', {})} }} "
                          "LIMIT 1"))


def _unit_span(question: str, said: Comparison) -> tuple[int, int] | None:
    """The word position of the unit right after a compared number ('80 *metres*'), if any."""
    unit = re.match(r"\s*([A-Za-z]+)", question[said.end:])
    if said.value is None or unit is None or not is_unit(unit.group(1)):
        return None
    end = word_span(question, said.start, said.end)[1]
    return end, end + 1


def _measure_words(question: str, said: Comparison, *skipped: tuple[int, int]) -> list[str]:
    """What the question says of the measure: its content words outside the class's name (and
    any other `skipped` words) and the comparison (and its value), else the superlative's
    attribute nouns ('the highest': height, level) and the word itself."""
    words = content_words(question, *skipped, word_span(question, said.start, said.end))
    if said.value is None and not words:  # 'the highest': height; 'the oldest': age, or the year or date of it
        return [*attribute_nouns(said.word), said.word, *(("year", "date") if said.timed else ())]
    if said.value is None and words and is_plural_noun(said.word):  # 'sold the most *units*': what is counted
        words.append(said.word)
    return [" ".join(words)] if words else [said.word]


def content_words(question: str, *skipped: tuple[int, int]) -> list[str]:
    """The question's content words (no stop word, asking word or number) outside the `skipped`
    word spans; a verb whose particle makes its meaning is that meaning ('came out': released),
    or the two words of WordNet's verb ('set out', which shares a sense with 'start')."""
    words = re.findall(r"[a-z0-9]+", unaccented(question).lower())
    whole = the_whole_kg(question)  # 'the longest work *in the repertoire*'
    out: list[str] = []
    particle = None  # the index of a particle read with its verb
    for i, w in enumerate(words):
        if i in whole or i == particle or any(a <= i < b for a, b in skipped):
            continue
        if w in _ASPECT or w == "longer" and i and words[i - 1] in ("no", "any"):
            continue  # 'still open', 'no longer in use': whether it holds now, not what holds
        after = words[i + 1] if i + 1 < len(words) else None
        meant = _PHRASAL.get((w, after)) if after else None
        if meant:
            out.append(meant)
        elif after and not asking_word(w) and is_phrasal_verb(w, after):
            out.append(f"{w} {after}")
            particle = i + 1
        elif w not in STOPWORDS and not asking_word(w) and not w.isdigit():
            out.append(w)
    return out


#: Words that say a state holds now or has ended ('still open', 'not open anymore'), which the
#: KG's data says by what it holds today; 'no longer' is a negation ('no') and 'longer'.
_ASPECT = frozenset({"still", "anymore", "currently", "nowadays"})
#: Verbs with a particle, as the measures KGs name say them ('which games came out in 2024').
_PHRASAL = {("came", "out"): "released", ("come", "out"): "released", ("comes", "out"): "released",
            ("set", "up"): "founded", ("took", "place"): "date", ("take", "place"): "date",
            ("passed", "away"): "died"}


def _fits(encoder, texts: list[str], measures: list[Measure]) -> np.ndarray:
    """Each measure's best cosine to any of `texts`, plus `STEM_BONUS` when its own or its link's
    name holds one of their words (up to its stem: 'more than 6 *players*', 'number of players
    max value'; the record class's name says what the record is, not the measure), less
    `TWO_HOP_COST` per hop past the first."""
    asked = encoder.encode(texts)
    named, worded, scale = [], [], []
    for m in measures:
        # its own name, what its unit measures ('launch mass kg': a weight; at UNIT_WEIGHT), its other names
        # (whose units say it too: Wikidata's 'alcohol by volume' is also 'abv', a strength)
        units = list(dict.fromkeys(q for name in m.names for q in quantity_words(name)))
        named.append([m.names[0], *units, *m.names[1:]])
        said = [[i < 2 and says(text, name) for text in texts] for i, name in enumerate(m.names)]
        worded += [said[0], *([[False] * len(texts)] * len(units)), *said[1:]]
        scale += [1.0, *[UNIT_WEIGHT] * len(units), *[1.0] * (len(m.names) - 1)]
    names = [name for group in named for name in group]
    cosines = np.array(scale)[:, None] * (encoder.encode(names) @ asked.T)
    fit = (cosines + STEM_BONUS * np.array(worded)).max(axis=1)
    out, at = np.zeros(len(measures), dtype=np.float32), 0
    for i, group in enumerate(named):
        out[i] = fit[at:at + len(group)].max() - TWO_HOP_COST * (len(measures[i].steps) - 1)
        at += len(group)
    return out


def says(text: str, name: str) -> bool:
    """Whether the question's measure words name a measure: a shared stem ('players' ~ 'number of
    players'), or a word (or WordNet's two-word verb) that shares a sense with a word of the name
    ('set out' ~ 'start date', 'founded' ~ 'year established')."""
    if share_a_stem(text, name):
        return True
    return len(text.split()) <= 2 and any(relatedness(text, w) >= 1.0 for w in re.findall(r"[a-z]+", name.lower())
                                          if w not in STOPWORDS)


def _named(texts: list[str], measure: Measure) -> bool:
    """Whether any of the measure words names the measure itself (its own or its link's name)."""
    return any(says(text, name) for text in texts for name in measure.names[:2])


def _condition(said: Comparison, measure: Measure, members: str) -> str:
    """The FILTER (or, for a superlative, the sub-select of the best value) the comparison puts
    on ?value."""
    if said.is_flag:
        return f"FILTER(?value = {said.value})"
    value = f"<{XSD}decimal>(?value)" if measure.cast else "?value"
    if said.value is None:
        best = "MAX" if said.direction(measure.timed) == "max" else "MIN"
        return f"{{ SELECT ({best}({value}) AS ?best) WHERE {{ {members} }} }} FILTER({value} = ?best)"
    return value_filter(said, measure.timed, value)


def value_filter(said: Comparison, timed: bool, var: str = "?value") -> str:
    """The FILTER a comparison with a value puts on `var`. Times compare by their ISO text, so
    dates, date-times and years mix (and any SPARQL engine reads it): a year compares with the
    first four characters."""
    if timed and said.last is not None:  # a period: its first and last years bound it
        year = f"<{XSD}integer>(SUBSTR(STR({var}), 1, 4))"
        bounds = {"=": f"{year} >= {said.year} && {year} <= {said.last}", ">": f"{year} > {said.last}",
                  ">=": f"{year} >= {said.year}", "<": f"{year} < {said.year}", "<=": f"{year} <= {said.last}"}
        return f"FILTER({bounds[said.op]})"
    if timed and said.year is not None:
        return f"FILTER(<{XSD}integer>(SUBSTR(STR({var}), 1, 4)) {said.op} {said.year})"
    if timed:
        return f'FILTER(SUBSTR(STR({var}), 1, {len(said.value)}) {said.op} "{said.value}")'
    if said.duration:  # '88 minutes': a number of minutes, or a duration (whichever the KG holds)
        return f'FILTER({var} {said.op} {said.number:g} || {var} {said.op} "{said.duration}"^^<{XSD}duration>)'
    return f"FILTER({var} {said.op} {said.number:g})"


def _within_pattern(measure: Measure, time: Measure) -> str:
    """The triple patterns binding ?when to the time of the record the measure is read through
    (`?record`), or of the member."""
    if len(time.steps) == 2 and len(measure.steps) == 2 and time.steps[0] == measure.steps[0]:
        return step_triple("?record", time.steps[1], "?when", time.keyed)
    return step_triple("?member", time.steps[0], "?when", time.keyed)


def step_triple(subject: str, step: Step, obj: str, keyed: Mapping[NamedNode, Keyed]) -> str:
    """The triple pattern of one step from `subject` to `obj` (through the node of a keyed relation)."""
    if step.predicate in keyed:  # a key of a key/value node ('cacao content'): through the node
        return keyed[step.predicate].pattern(subject, obj, step.forward)
    p = f"<{step.predicate.value}>"
    return f"{subject} {p} {obj} ." if step.forward else f"{obj} {p} {subject} ."


def word_span(question: str, start: int, end: int) -> tuple[int, int]:
    """Character span -> word positions [first, last) as `class_mentions` counts words."""
    before = len(re.findall(r"[a-z0-9]+", question[:start].lower()))
    return before, before + len(re.findall(r"[a-z0-9]+", question[start:end].lower()))


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


#: Most distinct values a property of a class's members may hold for one of them to be read as a
#: kind of member ('which productions were *cancelled*': the event status EventCancelled).
MAX_KINDS = 30


def _members_asked(kg, question: str, class_names: Mapping[str, Sequence[str]]
                   ) -> tuple[tuple[str, ...], list[str], list[str], str] | None:
    """For a question about the members of a class that says more than the class ('which
    productions were *cancelled*'): the classes it names, its other content words, the predicates
    (naming ones left out) the members of those classes and their subclasses hold, and the SPARQL
    binding ?member to them. None when it names no class or nothing else."""
    found = classes_said(question, class_names)
    if found is None:
        return None
    classes, span = found
    words = content_words(question, span)
    if not words:
        return None
    own = sorted({c for cls in classes for c in kg.schema.subclasses(cls)})
    naming = kg.names.naming_predicates()
    predicates = sorted({e.predicate for e in kg.schema.edges if e.subject_class in own and e.predicate not in naming})
    return classes, words, predicates, class_members(kg, own, superclasses=False)


def valued_members(kg, question: str, class_names: Mapping[str, Sequence[str]]) -> Result | None:
    """'which productions were cancelled': the members of the class the question names that hold
    the one value, among the few a property of theirs takes, whose name holds every other content
    word of the question (by stem: 'cancelled' in Event Cancelled). None when no value or several
    of different properties do, or for a negation (what 'not' excludes may be missing, not another
    value). Names are no such values: a thing named "Rent" is no rental."""
    asked = None if negated(question) else _members_asked(kg, question, class_names)
    if asked is None:
        return None
    classes, words, predicates, members = asked
    held = {}
    for p in predicates:
        rows = kg.select(f"SELECT DISTINCT ?v WHERE {{ {members} ?member <{p}> ?v }} LIMIT {MAX_KINDS + 1}")
        held[p] = [r["v"] for r in rows if "v" in r and not isinstance(r["v"], BlankNode)]
    named = named_values(kg, held, words)
    if named is None:
        return None
    p, values = named
    listed = " ".join(str(v) for v in values)
    where = f"{members} ?member <{p}> ?kgqa_value VALUES ?kgqa_value {{ {listed} }}"
    info = {"method": "valued members", "class": classes[0] if len(classes) == 1 else list(classes),
            "property": p, "values": [v.value for v in values], "hops": 1, "llm_calls": 0}
    return answer_members(kg, question, where, info)


def holding_members(kg, question: str, class_names: Mapping[str, Sequence[str]]) -> Result | None:
    """'Which coasters have closed?': the members of the class the question names that hold a
    value of the one property, held by some members only, whose name shares a stem with every
    other content word of the question ('closed': closing date); those holding none for a
    negation ('which coasters have not closed'), or where the words name the property by its
    opposite when none names it ('which foundries are still open': no closing year). None when
    no property or several are so named."""
    asked = _members_asked(kg, question, class_names)
    if asked is None:
        return None
    classes, words, predicates, members = asked
    names = {p: f"{n} {identifier_words(local_name(p))}" for p, n in schema_names(kg, predicates).items()}
    named = [p for p in predicates if all(share_a_stem(w, names[p]) for w in words)]
    if not named:  # 'which bandstands have been *demolished*': a link to a record of a Demolition
        own = {c for cls in classes for c in kg.schema.subclasses(cls)}
        records = {p: {kg.schema.classes[e.object_class].label for e in kg.schema.edges
                       if e.predicate == p and e.subject_class in own and e.object_class in kg.schema.classes
                       and not kg.schema.classes[e.object_class].datatype} for p in predicates}
        named = [p for p in predicates if records[p] and all(
            any(share_a_stem(n, label) for n in event_nouns(w) for label in records[p]) for w in words)]
    holding = not negated(question)
    if not named:  # 'which foundries are still open': those with no closing year
        opposites = [[w] + [o for o in antonyms(w) if " " not in o] for w in words]
        named = [p for p in predicates if all(any(share_a_stem(o, names[p]) for o in said) for said in opposites)]
        holding = not holding
    held = _held_by_some_only(kg, members, named)
    if held is None:
        return None
    p, holds = held
    where = f"{members} FILTER {'' if holding else 'NOT '}EXISTS {{ {holds} }}"
    info = {"method": "holding members", "class": classes[0] if len(classes) == 1 else list(classes),
            "property": p, "holding": holding, "hops": 1, "llm_calls": 0}
    return answer_members(kg, question, where, info)


def _held_by_some_only(kg, members: str, named: Sequence[str]) -> tuple[str, str] | None:
    """The one property `named`, and its pattern from ?member, when some members hold none of it;
    None for several, or one every member holds (it says nothing of some)."""
    if len(named) != 1:
        return None
    holds = step_triple("?member", Step(NamedNode(named[0])), "?kgqa_value", kg.counterparts.keyed)
    if not kg.select(f"SELECT ?member WHERE {{ {members} FILTER NOT EXISTS {{ {holds} }} }} LIMIT 1"):
        return None
    return named[0], holds


#: Most words of a value that names a kind of thing ('Event Cancelled', 'eau de toilette').
MAX_KIND_WORDS = 6


def named_values(kg, held: Mapping[str, Sequence[Term]], words: Sequence[str]) -> tuple[str, list[Term]] | None:
    """Of the values each property (IRI) takes on the things asked about, those whose name holds
    every one of `words` (by stem), among properties taking 2 to MAX_KINDS values: (the property,
    its values so named) when exactly one property has any, else None."""
    matched: dict[str, list[Term]] = {}
    for p, values in held.items():
        if not 2 <= len(values) <= MAX_KINDS:
            continue
        names = kg.labels([v for v in values if isinstance(v, NamedNode)])
        for v in values:
            said = re.findall(r"[a-z0-9]+", identifier_words(names.get(v, v.value)).lower())
            if len(said) > MAX_KIND_WORDS:
                continue  # prose ('It flows out of Lake Grauen ...'): an abstract names no kind
            if all(any(share_a_stem(w, s) for s in said) for w in words):
                matched.setdefault(p, []).append(v)
    return next(iter(matched.items())) if len(matched) == 1 else None
