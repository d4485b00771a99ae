"""English word rules for relation phrases and predicate labels: stop words, a crude suffix
stemmer, the grammatical voice of a phrase ('... by', '... of'), the role or agent noun it names
('acted in' -> 'actor', 'directed by' -> 'director'), who its doer is (somebody or something, by
WordNet: `lexicon`), and the word overlap of a phrase with a label. Pure functions of the words;
the aligner (`query.align`) weighs them against a KG's schema.
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from kgqa_sparql.text.lexicon import (ALL_PARTS, NOMINAL, bounds_apart, compound_parts, defined_as, defined_opposite,
                                      has_noun_sense, is_adverb, is_common_word, is_noun, is_phrasal_verb, is_place, is_plural_noun,
                                      is_quantity_noun, is_verb, is_verb_form, noun_animacy, opposed, relatedness,
                                      same_bound, verb_object, verb_subject, wordnet)
from kgqa_sparql.vocab import local_name

_STOP = frozenset("a an the of in on by to for with from at as is was are were has have had be been its it".split())
_SUFFIXES = ("ings", "ing", "ers", "ors", "er", "or", "ed", "es", "en", "s", "e")


_DATATYPE_TEXT = {"gYear": "year", "gYearMonth": "month", "date": "date", "dateTime": "date and time",
                  "integer": "number", "int": "number", "decimal": "number", "double": "number", "float": "number",
                  "string": "text", "langString": "text", "boolean": "yes or no"}


def datatype_text(iri: str) -> str:
    """What a literal datatype means in words, for matching expected types ('date' ~ xsd:gYear)."""
    local = local_name(iri)
    return _DATATYPE_TEXT.get(local, local)


def stem(word: str) -> str:
    """A crude English stem: 'acted'/'actors' -> 'act', 'written'/'writer' -> 'writ', 'comedies' ->
    'comedy'."""
    if word.endswith("ies") and len(word) > 5:
        return word[:-3] + "y"
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            word = word[: -len(suffix)]
            break
    if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "aeiou":
        word = word[:-1]
    return word


def stems(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _STOP}


def _stem_match(a: str, b: str) -> bool:
    """Same stem, or one ends with the other after a word of its own (a compound: 'screenwrit' ~
    'writ'; not 'belong' ~ 'long', 'be' being a prefix)."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    return len(short) >= 4 and is_compound_of(long_, short)


def is_compound_of(word: str, part: str) -> bool:
    """Whether `word` is a compound ending in `part` after a word of three letters or more that
    WordNet knows ('sundial' of 'dial', 'screenwrit' of 'writ'); not 'capacity' of 'city', nor
    'velocity' (any such ending, without WordNet)."""
    head = word[:-len(part)] if part and word.endswith(part) else ""
    return len(head) >= 3 and (wordnet() is None or is_common_word(head))


def share_a_stem(a: str, b: str) -> bool:
    """Whether two phrases hold the same content word up to its stem ('directed' / 'the director',
    'written' / 'screenwriters'; not 'released' / 'years')."""
    return any(_stem_match(x, y) for x in stems(a) for y in stems(b))


def lexical_overlap(query: str, label: str, nominal: bool = False, label_nominal: bool = False) -> float:
    """How much of the query's content the label covers, per content word: 1 for the same stem
    (or a compound ending in it), else the WordNet relatedness (`lexicon`) of the word, or of
    the two-word expression it starts ('came out'), to the label's closest word; the mean.
    Only a phrase's first content word may be a verb ('type' in 'film type' is a noun), and
    none of a `nominal` one (the noun a 'which' question asks for: 'which *pieces*'), whose
    words share no sense only derived from a third (`lexicon.relatedness` strict). A
    phrasal verb whose particle is a content word ('set up') is one meaning: what the phrase
    covers counts for both words ('set up' ~ 'founding'; 'set' alone ~ 'location' goes half).
    A `label_nominal` label is a noun throughout: a foreign key named for the class it leads to
    ('building' in `ref-BUILDING_ID`) is no verb 'build', near 'made'."""
    first = NOMINAL if label_nominal else ALL_PARTS
    words = re.findall(r"[a-z0-9]+", query.lower())
    content = [i for i, w in enumerate(words) if w not in _STOP]
    label_words = [w for w in re.findall(r"[a-z0-9]+", label.lower()) if w not in _STOP]
    have = {stem(w) for w in label_words}
    scores = []
    for n, i in enumerate(content):
        if any(_stem_match(stem(words[i]), h) for h in have):
            scores.append(1.0)
            continue
        forms = [words[i]] + ([f"{words[i]} {words[i + 1]}"] if i + 1 < len(words) else [])
        parts = ALL_PARTS if n == 0 and not nominal else NOMINAL
        scores.append(max((relatedness(f, w, parts, first if m == 0 else NOMINAL, strict=nominal)
                           for f in forms for m, w in enumerate(label_words)), default=0.0))
    if len(content) > 1 and content[1] == content[0] + 1 and is_phrasal_verb(*words[content[0]:content[0] + 2]):
        phrase = max((relatedness(" ".join(words[content[0]:content[0] + 2]), w, ALL_PARTS,
                                  first if m == 0 else NOMINAL) for m, w in enumerate(label_words)), default=0.0)
        scores[0] = scores[1] = max(phrase, (scores[0] + scores[1]) / 2)
    return sum(scores) / len(scores) if scores else 0.0


def synonym_in(noun: str, text: str) -> bool:
    """Whether a word of `text` shares a WordNet noun sense with `noun`, or is a kind of it by
    its gloss, without sharing its stem: the KG's word for the same thing ('father' in
    `ref-sire_id`; 'dam', "female parent of an animal", for 'mother'), not the same word in another
    role ('director' in `directed_by`, which names the other end)."""
    words = [w for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP]
    return (not any(_stem_match(stem(noun), stem(w)) for w in words)
            and any(relatedness(noun, w, "n", "n") >= 1.0 or defined_as(w, noun) for w in words))


def opposite_in(noun: str, text: str) -> bool:
    """Whether a word of `text` names the opposite of `noun` (`lexicon.defined_opposite`): a dog's
    `sire` is no 'mother', though WordNet's verbs 'mother' and 'sire' share a sense."""
    return any(defined_opposite(w, noun) for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP)


def said_in(phrase: str, description: str) -> bool:
    """Whether a description says a phrase of two content words or more, in a row up to their
    stems ('line manager' in "The employee's line manager"); one word alone says too little."""
    words = [stem(w) for w in re.findall(r"[a-z0-9]+", phrase.lower()) if w not in _STOP]
    said = [stem(w) for w in re.findall(r"[a-z0-9]+", description.lower())]
    return len(words) >= 2 and any(said[i:i + len(words)] == words for i in range(len(said) - len(words) + 1))


def ends_in_preposition(text: str) -> bool:
    """Whether a relation phrase ends in a preposition ('aired on', 'member of'): its target is
    the preposition's object, a thing, place or time, never a truth value."""
    words = re.findall(r"[a-z]+", text.lower())
    return bool(words) and words[-1] in _PREPOSITIONS


#: Verbs of events in a life, or of an event itself, whose 'on' always takes a day ('born on 3 May',
#: 'held on'), unlike 'aired on' (a channel) or 'released on' (a label).
_DAY_EVENTS = frozenset("born died married wed baptised baptized christened buried crowned killed "
                        "held happened occurred signed concluded ratified founded established inaugurated "
                        "consecrated dedicated completed demolished dissolved abolished".split())


def on_a_day(text: str) -> bool:
    """Whether a relation phrase is a life event's or an event's verb and 'on' ('born on', 'held
    on'): its object is a day."""
    words = re.findall(r"[a-z]+", text.lower())
    return len(words) >= 2 and words[-1] == "on" and words[-2] in _DAY_EVENTS


def at_a_time(text: str) -> bool:
    """Whether a relation phrase is 'first' or 'last' and a verb's past form ('last surveyed',
    'first aired', 'first published'), perhaps with 'on' or 'in' after ('first climbed on'), or a
    founding's verb and 'in' ('founded in', 'set up in'): its object is when that happened."""
    words = re.findall(r"[a-z]+", text.lower())
    if len(words) >= 2 and words[-1] == "in" and _begun(words[:-1]):
        return True  # 'founded in', 'set up in': a founding is said with the year it happened in
    if len(words) == 3 and words[-1] in ("on", "in"):
        words = words[:2]
    return len(words) == 2 and words[0] in ("first", "last") and words[1].endswith(("ed", "en", "t")) \
        and is_verb_form(words[1])


def _begun(words: list[str]) -> bool:
    """Whether words are a past form of a verb that shares a sense with 'establish' ('founded',
    'set up', 'started'): not a birth ('born in' says a place) nor an installation."""
    if len(words) == 2 and not is_phrasal_verb(*words):
        return False
    return words[0].endswith(("ed", "en", "t")) and (is_verb_form(words[0]) or len(words) == 2) \
        and relatedness(" ".join(words), "establish", "v", "v", own_wide=False) >= 1.0  # 'install' is its 6th


#: Prepositions that put a phrase's subject in, at, on or near its object ('installed in', 'kept at', 'found near').
_LOCATIVE = frozenset("in at on within inside near".split())


def says_where(text: str, name: bool = False) -> bool:
    """Whether a relation phrase puts its subject in, at or on its object: it ends in such a
    preposition after a word ('installed in', 'kept at') or starts with one ('in the collection
    of', 'in city': in what the object holds); a predicate's `name` also when such a
    preposition is its last word but one ('contained in place', 'in city') or it is a form of
    'locate' or 'situate' ('location', 'located in the territorial entity'). A name that ends in
    'of' or 'by' points the other way ('location of')."""
    words = re.findall(r"[a-z]+", text.lower())
    if not words or (len(words) < 2 and not name) or (words[-1] in ("of", "by") and words[0] not in _LOCATIVE):
        return False
    if words[-1] in _LOCATIVE or (not name and words[0] in _LOCATIVE):  # 'in the collection of'
        return True
    return name and ((len(words) > 1 and words[-2] in _LOCATIVE)
                     or any(w.startswith(("locat", "situat")) for w in words))


#: Prepositions after which a phrase's object is a place, a container or a source ('bound in',
#: 'cacao from'); 'at' and 'on' also take amounts ('priced at', 'scored on').
_WHERE_FROM = frozenset("in within inside into from".split())


def wants_a_place(text: str) -> bool:
    """Whether a relation phrase's target is somewhere or something it comes from: it ends in
    one of `_WHERE_FROM` after a word ('bound in', 'cacao from'), or its noun names the target and
    is a place that names no quantity in its frequent senses ('region', 'home port'; not 'range')."""
    words = re.findall(r"[a-z]+", text.lower())
    if len(words) >= 2 and words[-1] in _WHERE_FROM:
        return True
    noun, at_source = phrase_noun(text)
    return bool(noun) and not at_source and is_place(noun) and not is_quantity_noun(noun)


_KIND_OF = re.compile(r"^\s*(?:(?:is|was|are|were)\s+)?(?:(?:a|an|the)\s+)?(?:kind|type|sort|variety|subtype|subclass|"
                      r"form)\s+of\s*$", re.IGNORECASE)


def says_a_kind(text: str) -> bool:
    """Whether a relation phrase says its subject is a kind of its object ('kind of', 'is a type of')."""
    return bool(_KIND_OF.match(text))


def voice(text: str) -> int:
    """Which way a relation phrase points, from English function words: +1 for the passive
    ('directed by', 'made by filmmaker': the object does it to the subject), -1 for a phrase
    ending in 'of' ('was the director of': the subject does it to the object), 0 otherwise.
    Used only against passive predicate labels: 'of' says nothing sure against 'has genre'
    ('is a kind of' points forward, 'is a tag of' backward)."""
    words = re.findall(r"[a-z]+", text.lower())
    if "by" in words:
        return 1
    return -1 if words and words[-1] == "of" else 0


_AUXILIARIES = frozenset("is was are were be been being has have had".split())
_COPULAS = frozenset("is was are were be been being".split())
_DETERMINERS = frozenset("the a an this that these those its his her their whose".split())
_PREPOSITIONS = frozenset("of in on by to for with from at as about into per until till before after".split())
#: Subject pronouns: in 'city it is in' the noun before one is what the clause after it says.
_PRONOUNS = frozenset("it he she they".split())
#: English classifier nouns: in 'a kind of Y' the head is Y, not 'kind'.
_CLASSIFIERS = frozenset("kind kinds type types sort sorts variety form".split())


def agent_animacy(text: str) -> tuple[int, bool]:
    """Whether the doer of a relation phrase is somebody (+1) or something (-1), by WordNet's
    frames of its leading verb (`lexicon.verb_subject`), and whether the doer is the edge's
    target ('helmed by': the agent follows 'by') rather than its source; in 'cast includes' the
    doer is the noun before the verb. (0, False) when the words do not say: no leading
    inflected verb, an auxiliary ('was the director of'), or a past or -ing form before a
    preposition, which may be active ('starred in') or passive ('released in'), or before a
    noun, where it is an adjective ('spoken language', 'rating score')."""
    every = re.findall(r"[a-z]+", text.lower())
    words = _past_adverb(every)
    if words != every:
        # 'first characterised by': an event that happened once, done by whoever is recorded;
        # the bare verb's stative sense ('characterised by its colour': by something) is out
        return max(agent_animacy(" ".join(words))[0], 0), True
    if not words or words[0] in _AUXILIARIES:
        return 0, False
    first, rest = words[0], words[1:]
    if rest and rest[0] == "by":
        # 'music by', 'artwork by': after a noun, 'by' names its maker, somebody
        return verb_subject(first) or (1 if len(rest) == 1 and is_noun(first) else 0), True
    if len(rest) == 2 and rest[1] == "by" and is_phrasal_verb(first, rest[0]):
        return verb_subject(f"{first} {rest[0]}"), True  # 'put out by', 'set up by'
    if rest and not verb_subject(first) and verb_subject(rest[0]) and rest[0].endswith("s"):
        return noun_animacy(first), False  # 'cast includes': the doer is the noun before the verb
    if len(rest) == 1 and first.endswith("s") and rest[0].endswith("ing") and has_noun_sense(first):
        return verb_subject(rest[0]), True  # '(?t, teams competing, X)': the teams, X among them, compete
    if not first.endswith("s") and rest and rest[0] not in _DETERMINERS:
        return 0, False  # a past or -ing form before a preposition or a noun ('rating score')
    if rest and rest[0] not in _STOP and is_phrasal_verb(first, rest[0]):
        # 'takes place in': what happens is something (but 'belongs to' a category says no more than 'belongs')
        return verb_subject(f"{first} {rest[0]}"), False
    return verb_subject(first), False


def phrase_noun(text: str) -> tuple[str | None, bool]:
    """The noun a relation phrase says one end of the edge is, and whether that end is the
    source: 'has director', 'director', 'language of dialogue' name the target; 'was the
    director of', 'director of', 'is a tag of' the source (X is the N of Y); 'city it is in' the
    target (the city it is in). (None, False) when a verb leads ('acted in', 'stars', 'was cast
    in'), when 'have' takes an object before a preposition ('had a part in': the part is neither
    end), when nothing is left ('is in the tongue'), or for a classifier ('is a kind of')."""
    words = re.findall(r"[a-z]+", text.lower())
    auxiliary = words[0] if words and words[0] in _AUXILIARIES else None
    if auxiliary:
        words = words[1:]
    determiner = bool(words) and words[0] in _DETERMINERS
    if determiner:
        words = words[1:]
    said_of = next((i for i, w in enumerate(words) if w in _PRONOUNS), None)
    if said_of and not any(w in _PREPOSITIONS or is_verb_form(w) for w in words[:said_of]):
        return words[said_of - 1], False  # 'city it is in', 'team he plays for': the N (that) it ...
    cut = next((i for i, w in enumerate(words) if w in _PREPOSITIONS), len(words))
    chunk = [w for w in words[:cut] if w not in _AUXILIARIES]  # 'whose director is'
    if not chunk or chunk[-1] in _CLASSIFIERS or chunk[-1] in _PRONOUNS or any(is_verb_form(w) for w in chunk
                                                                            if not _gerund_before(w, chunk)):
        return None, False
    if auxiliary in _COPULAS and not determiner and is_verb(chunk[0]):
        return None, False  # 'was cast in': a participle that looks like its base
    if auxiliary and auxiliary not in _COPULAS and cut < len(words):
        return None, False  # 'had a part in'
    return chunk[-1], cut == len(words) - 1


def _gerund_before(word: str, chunk: list[str]) -> bool:
    """Whether a word is an -ing form before the chunk's last word, a noun that is no verb form:
    a modifier of that noun ('*sprouting* rate', '*seating* capacity'), not the phrase's verb."""
    return word.endswith("ing") and word != chunk[-1] and not is_verb_form(chunk[-1]) and is_noun(chunk[-1])


def value_noun(text: str) -> str | None:
    """The noun of a relation phrase when it names a quantity that a number or a date gives
    ('critic score', 'alcohol content', 'year built', 'route number'; `lexicon.is_quantity_noun`):
    the phrase's head noun, or a leading noun that a participle follows ('year built'); or a
    final 'since', which takes a time ('brewing since'). None otherwise ('director', 'acted in')."""
    words = [w for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP]
    if len(words) >= 2 and words[-1] == "since":
        return "since"  # 'brewing since': a time
    noun, _ = phrase_noun(text)
    every = re.findall(r"[a-z]+", text.lower())
    if noun is None and _noun_then_participle(words) and _past_adverb(every) == every:  # not 'first described by'
        noun = words[0]
    return noun if noun and is_quantity_noun(noun) else None


def _noun_then_participle(words: list[str]) -> bool:
    """Whether a phrase's content words start with a noun that a participle follows ('year built')."""
    return len(words) >= 2 and is_verb_form(words[1]) and is_noun(words[0]) and not is_verb_form(words[0])


def _past_adverb(words: list[str]) -> list[str]:
    """The words without the adverb of a participle that an agent's 'by' follows ('first described
    by', 'originally built by', 'recorded first by'): the adverb says when, the rest is the relation."""
    if len(words) >= 3 and words[-1] == "by":
        if is_adverb(words[0]) and is_verb_form(words[1]):
            return words[1:]
        if (len(words) == 3 and is_verb_form(words[0]) and is_adverb(words[1]) and not is_verb_form(words[1])
                and not is_phrasal_verb(words[0], words[1])):  # not 'taken over by'
            return [words[0], "by"]
    return words


def patient_animacy(text: str) -> int:
    """Whether what a relation phrase's participle is done to is somebody (+1) or something (-1),
    when a quantity noun leads and the participle follows it ('year built': the thing built, the
    edge's source; 'year elected': somebody). 0 for any other phrase ('wreck visited': the wreck
    is the target) or when WordNet's frames do not say."""
    words = [w for w in re.findall(r"[a-z]+", text.lower()) if w not in _STOP]
    if len(words) == 2 and _noun_then_participle(words) and is_quantity_noun(words[0]):
        return verb_object(words[1])
    return 0


def asks_for_a_name(text: str) -> bool:
    """Whether a relation phrase asks what something is called: a word sharing a WordNet sense
    with 'name' or a kind of it ('called', 'title', 'alias', 'designation') or 'known as'."""
    words = re.findall(r"[a-z]+", text.lower())
    return "known as" in " ".join(words) or any(relatedness(w, "name") > 0 for w in words if w not in _STOP)


def opposed_word(words: list[str], label: str) -> str | None:
    """The first of `words` whose opposite (WordNet's antonym, or one derived from it) a word of
    `label` names ('die' of 'birth year', 'bought' of 'seller'), unless one of them says what a
    word of the label does ('who was *born* before X *died*' and 'birth year'); else the first
    that names the other end of something (`bounds_apart`: 'died' of a role's 'start date'),
    unless another names the same end. Two kinds of people are no opposites but the two ends of
    one link: X's parents are whom X is the child of."""
    said = [w for w in re.findall(r"[a-z]+", label.lower()) if w not in _STOP]
    parts = said + [p for v in said for p in compound_parts(v)]  # 'birthday': birth
    opposite = next((w for w in words for v in parts
                     if opposed(w, v) and not (noun_animacy(w) > 0 and noun_animacy(v) > 0)), None)
    if opposite is not None:
        named = any(_stem_match(stem(w), stem(v)) or relatedness(w, v) >= 1.0 for w in words for v in said)
        return None if named else opposite
    # 'die' and 'start' share a rare sense (go), so only the same end or stem says the same thing
    apart = next((w for w in words for v in said if bounds_apart(w, v)), None)
    if apart is None or any(_stem_match(stem(w), stem(v)) or same_bound(w, v) for w in words for v in said):
        return None
    return apart


def counts_things(text: str) -> bool:
    """Whether a relation phrase is a noun phrase ending in a plural noun ('sleeping places',
    'vehicle spaces', 'beds'): it asks for the things, or how many, never a truth value. Not a
    phrase a finite verb leads ('carries vehicles', 'has lifts': a flag may say that), nor one
    with a preposition ('member of')."""
    words = re.findall(r"[a-z]+", text.lower())
    if not words or any(w in _PREPOSITIONS or w in _AUXILIARIES for w in words) or not is_plural_noun(words[-1]):
        return False
    finite = [i for i, w in enumerate(words[:-1]) if is_verb_form(w) and not w.endswith("ing")]
    return not any(i == 0 or not has_noun_sense(words[i]) for i in finite)


def leads_with_verb(text: str) -> bool:
    """Whether a relation phrase starts (after any auxiliary) with an inflected verb ('released
    on', 'went online', 'contains', 'was built by'): its subject is a thing or somebody that does
    or undergoes it, never a date or a number."""
    words = _past_adverb([w for w in re.findall(r"[a-z]+", text.lower()) if w not in _AUXILIARIES])
    return bool(words) and is_verb_form(words[0])


_SHARING = re.compile(r"\b(?:same|shares?|shared|sharing|also|other|others|together|co-?(?:star|act|writ|wrote|direct|"
                      r"author|worker)\w*|fellow|both|too|alongside|as well|"
                      # reciprocal verbs: what interacts with X shares an interaction with it
                      r"interact\w*|collaborat\w*|compet\w*|against|versus)\b", re.IGNORECASE)


def asks_for_sharing(text: str) -> bool:
    """Whether a question asks for things that share something ('films that share actors with X',
    'who co-starred with X', 'what else did the director of X also direct'): only then may a path
    go out along a relation and straight back along it without the question naming it twice."""
    return _SHARING.search(text) is not None


def has_content(text: str) -> bool:
    """Whether a phrase holds a word other than function words ('stage', not 'of')."""
    return any(w not in _STOP for w in text.lower().split())


def content_words(text: str) -> str:
    """The text without function words ('has director' -> 'director'); the text itself when
    nothing is left. Small encoders weigh 'has', 'by', 'in' as much as the content word."""
    words = [w for w in text.split() if w not in _STOP]
    return " ".join(words) if words else text


#: Past forms of common irregular English verbs -> the verb's agent noun.
_IRREGULAR_AGENTS = {"wrote": "writer", "written": "writer", "made": "maker", "sang": "singer", "sung": "singer",
                     "built": "builder", "led": "leader", "taught": "teacher", "sold": "seller", "bought": "buyer",
                     "won": "winner", "held": "holder", "drawn": "drawer", "drew": "drawer", "told": "teller",
                     "found": "founder", "paid": "payer", "spoke": "speaker", "spoken": "speaker",
                     "drove": "driver", "driven": "driver", "ran": "runner", "chose": "chooser", "chosen": "chooser"}


def agent_noun(word: str) -> str | None:
    """The agent noun of a past-tense or participle verb form: 'directed' -> 'director',
    'performed' -> 'performer', 'penned' -> 'penner', 'wrote' -> 'writer'; None for other words.
    ('authored' -> 'author': the stem is already an agent noun.)"""
    if word in _IRREGULAR_AGENTS:
        return _IRREGULAR_AGENTS[word]
    if len(word) < 5 or not word.endswith("ed") or word.endswith("eed"):
        return None
    base = word[:-3] + "i" if word.endswith("ied") else word[:-2]
    if base.endswith(("er", "or")):
        return base
    if len(base) > 2 and base[-1] == base[-2] and base[-1] not in "ls":
        return base + "er"  # penned -> penner, starred -> starrer
    if base.endswith(("ct", "at", "it")):
        return base + "or"  # act -> actor, creat(e) -> creator, edit -> editor
    return base + "er"  # perform -> performer, releas(e) -> releaser


def phrase_role(text: str) -> str | None:
    """Who the subject (or, after 'by', the object) of a relation phrase is: the agent noun of
    its first verb ('acted in' -> 'actor', 'helmed by' -> 'helmer'). Small encoders see that
    'performer' is close to 'actors' while 'performed in' is not close to 'starred actors'."""
    for word in re.findall(r"[a-z]+", text.lower()):
        if word not in _STOP and (noun := agent_noun(word)):
            return noun
    return None


def label_role(label: str) -> str | None:
    """The role a predicate's label names: the agent of a passive label ('directed by' ->
    'director'), or the noun after a participle ('starred actors' -> 'actors')."""
    words = re.findall(r"[a-z]+", label.lower())
    if len(words) == 2 and words[1] == "by":
        return agent_noun(words[0])
    if len(words) == 2 and agent_noun(words[0]) and words[1] not in _STOP:
        return words[1]
    return None


_MONTHS = {name: i for i, names in enumerate(
    ("january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul", "august aug",
     "september sep sept", "october oct", "november nov", "december dec"), start=1) for name in names.split()}
_MONTH = r"(" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?"
_ORDINAL = r"(\d{1,2})(?:st|nd|rd|th)?"
_DATE_PATTERNS = (  # (pattern, (day group, month group, year group)); a month and a year alone last
    (re.compile(rf"\b{_ORDINAL}\s+(?:of\s+)?{_MONTH},?\s+(\d{{4}})\b", re.IGNORECASE), (1, 2, 3)),
    (re.compile(rf"\b{_MONTH}\s+{_ORDINAL},?\s+(\d{{4}})\b", re.IGNORECASE), (2, 1, 3)),
    (re.compile(rf"\b{_MONTH},?\s+(\d{{4}})\b", re.IGNORECASE), (None, 1, 2)),
)


def dates_in(text: str) -> list[tuple[int, int, str]]:
    """The dates written in English in `text` ('12 March 2024', 'March 12th, 2024', 'the 3rd of
    May 2021'), each as (start, end, ISO 'YYYY-MM-DD'), and months of a year ('November 2023':
    'YYYY-MM'), none overlapping another; impossible days are no dates."""
    found: list[tuple[int, int, str]] = []
    for pattern, (day, month, year) in _DATE_PATTERNS:
        for m in pattern.finditer(text):
            if any(m.start() < b and a < m.end() for a, b, _ in found):
                continue
            iso = f"{m.group(year)}-{_MONTHS[m.group(month).lower()]:02d}"
            if day is not None:
                if not 1 <= int(m.group(day)) <= 31:
                    continue
                iso += f"-{int(m.group(day)):02d}"
            found.append((m.start(), m.end(), iso))
    return sorted(found)



_ORDINAL_WORDS = {w: i for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(), start=1)} | {"twenty-first": 21}
_PART = r"(?:(early|mid|late)[\s-]+)?"
_CENTURY = (rf"\b{_PART}(\d{{1,2}})(?:st|nd|rd|th)|\b{_PART}("
            + "|".join(sorted(_ORDINAL_WORDS, key=len, reverse=True)) + r")")
_PERIODS = (
    re.compile(rf"\b{_PART}(\d{{2,3}}0)s\b", re.IGNORECASE),  # 'the 1930s', 'the late 1800s'
    re.compile(rf"(?:{_CENTURY})[\s-]+century\b", re.IGNORECASE),  # 'the 19th century', 'eighteenth-century'
)
#: Which part of a period 'early', 'mid' and 'late' keep, as fractions of its length (overlapping:
#: the words are loose).
_PARTS = {"early": (0.0, 0.4), "mid": (0.3, 0.7), "late": (0.6, 1.0)}


def periods_in(text: str) -> list[tuple[int, int, int, int]]:
    """The periods of years written in `text`, each as (start, end, first year, last year): a decade
    ('the 1930s': 1930-1939), a century written as its hundreds ('the 1800s': 1800-1899) or as an
    ordinal ('the 19th century', 'eighteenth-century': 1801-1900 and 1701-1800, counted as
    centuries are), and their early, mid or late part ('the late 1800s': 1860-1899)."""
    found = []
    for m in _PERIODS[0].finditer(text):
        first = int(m.group(2))
        found.append((m.start(), m.end(), m.group(1), first, first + (99 if first % 100 == 0 and first % 1000 else 9)))
    for m in _PERIODS[1].finditer(text):
        part = m.group(1) or m.group(3)
        number = int(m.group(2)) if m.group(2) else _ORDINAL_WORDS[m.group(4).lower()]
        if 1 <= number <= 21:
            found.append((m.start(), m.end(), part, 100 * number - 99, 100 * number))
    periods = []
    for start, end, part, first, last in sorted(found):
        if part:
            low, high = _PARTS[part.lower()]
            first, last = first + round(low * (last - first + 1)), first + round(high * (last - first + 1)) - 1
        periods.append((start, end, first, last))
    return periods


#: The words a question opens with, which a misspelling ('wich', 'whcih') must not hide.
QUESTION_WORDS = ("which", "what", "when", "where", "who", "whom", "whose", "how")
_FIRST_WORD = re.compile(r"^(\W*)([A-Za-z]+)")


def question_word_spelled(question: str) -> str:
    """The question with a misspelt opening question word put right ('wich trips started at
    X' -> 'which trips ...'): a first word that is no English word and one edit (a letter left
    out, added, changed or two swapped) from exactly one question word."""
    found = _FIRST_WORD.match(question)
    if found is None:
        return question
    word = found.group(2)
    if word.lower() in QUESTION_WORDS or len(word) < 3 or is_common_word(word.lower()):
        return question
    near = [w for w in QUESTION_WORDS if OSA.distance(word.lower(), w) == 1]  # a letter out, in, changed or swapped
    if len(near) != 1:
        return question
    fixed = near[0].capitalize() if word[0].isupper() else near[0]
    return found.group(1) + fixed + question[found.end():]


_SPELT_NUMBERS = {w: str(n) for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve "
                                                 "thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
                                                 .split()) if n >= 2}
_COUNTING = re.compile(r"\b(" + "|".join(_SPELT_NUMBERS) + r")\s+([a-z]+)\b")


def numbers_in_digits(question: str) -> str:
    """The question with a number from two to twenty written as a word before a plural noun put
    in digits ('which bandstands have *six* sides' -> '... 6 sides'), as the KG holds it; only in
    lower case ('Seven Samurai' is a name)."""
    def counted(noun: str) -> bool:  # 'seats' is a noun of its own to WordNet too
        return is_plural_noun(noun) or (noun.endswith("s") and is_noun(noun[:-1]))

    return _COUNTING.sub(lambda m: f"{_SPELT_NUMBERS[m.group(1)]} {m.group(2)}" if counted(m.group(2)) else m.group(0),
                         question)
