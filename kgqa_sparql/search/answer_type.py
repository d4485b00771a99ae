"""What kind of answer a question asks for, from its question word, against the class a relation
path ends at: "who co-starred with X" asks for somebody, so a path ending at films is not its
answer however well its relations match the words (the judge reads "starred" and stops a hop
early); "when was X composed" asks for a time, not the composer; "where is the keeper of X from"
for a place, not the keeper; "how high is X" for a number; "in which country is X" for a
country, not the country's languages.

Only plain evidence is used: "who" / "whom" / "when" / "where" opening or closing the question
(not "whose", not a relative "who" inside it: "the films of the people who wrote X"), "how" and a
measure adjective, the noun after a leading "which" / "what", and WordNet's reading of the class
name (`lexicon.noun_animacy`, `lexicon.type_fit`). A class WordNet does not
know, one inferred from untyped data, or a literal that is not a date decides nothing."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from kgqa_sparql.text.lexicon import (ISA_SCORE, PLACE_KINDS, agent_senses, is_adjective, is_adverb, is_agent_noun,
                                      is_common_word, is_measure_adjective, is_measure_noun, is_quantity_noun,
                                      is_phrasal_verb, is_plural_noun, is_verb, is_verb_form, measured_attributes,
                                      names_an_organization, noun_animacy, type_fit)
from kgqa_sparql.text.english import label_role, phrase_noun
from kgqa_sparql.text.languages import language_code
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.vocab import XSD

PERSON, TIME, PLACE, THING, NUMBER, UNKNOWN = "person", "time", "place", "thing", "number", "unknown"
#: An organization (a company, club, publisher): 'who' may ask for one ('who operates X'), so may
#: 'where' ('where did X study'); it is never a time or a measure. A person still answers 'who'
#: better (matching a publisher as well as a writer puts it first for 'who wrote X').
ORGANIZATION = "organization"
#: A measure asked for ('how high is X', 'how long is X'): a number (or a time), never an entity.
MEASURE = "measure"
_WORD_KIND = {"who": PERSON, "whom": PERSON, "when": TIME, "where": PLACE}
_FIRST = re.compile(r"^\W*(?:(?:since|until|till|from|to|by|with|for)\s+)?(who|whom|when|where)(?:'s)?\b",
                    re.IGNORECASE)  # 'since when', 'to whom', 'from where'...
_LAST = re.compile(r"\b(who|whom|when|where)\W*$", re.IGNORECASE)
#: A preposition may come first: 'for how many clients is X the account manager', 'in how many films'.
_BEFORE_HOW = r"(?:(?:in|on|at|for|from|to|by|with|of|into|across|among)\s+)?"
_HOW = re.compile(rf"^\W*{_BEFORE_HOW}how\s+([a-z]+)\b", re.IGNORECASE)
#: The words of 'how ...' that ask for a measure or a count; any other adjective whose attribute is a
#: quantity asks for a measure too ('how *strong*': strength, `lexicon.is_measure_adjective`).
_HOW_WORDS = frozenset("high tall long far big large deep heavy old much wide populous often many".split())


def _how(text: str) -> re.Match | None:
    """The 'how <word>' that opens a question asking for a measure or a count, if it does."""
    found = _HOW.search(text)
    word = found.group(1).lower() if found else ""
    return found if word in _HOW_WORDS or (word and is_measure_adjective(word)) else None


#: 'which country is X in', 'in what city ...': the noun the answer is an instance of.
_FOCUS = re.compile(r"(?:^\W*|\b)(?:(?:in|on|at|from|of|for|to|by|with)\s+)?(?:which|what|how\s+many)((?:\s+[a-z]+){1,5})",
                    re.IGNORECASE)
#: An identifier: a value shaped like a code ('DRUG:0000112', 'Q42') or read along an id
#: relation: bookkeeping, which answers what asks for it ('what is the id of X') but never who,
#: when, where or how much.
CODE = "code"
#: The kinds of path end each asked kind rules out.
_RULED_OUT = {PERSON: {THING, TIME, PLACE, NUMBER, CODE}, TIME: {PERSON, PLACE, THING, ORGANIZATION, CODE},
              PLACE: {PERSON, TIME, NUMBER, CODE}, MEASURE: {PERSON, PLACE, THING, ORGANIZATION, CODE}}
_CODE_SHAPE = re.compile(r"(?=\S*\d)(?=\S*[A-Za-z])[A-Za-z0-9]+(?:[:_/#.-][A-Za-z0-9]+)*")
_ISO_TIME = re.compile(r"-?\d{4}-\d{2}(?:-\d{2})?(?:T[\d:.]+)?(?:Z|[+-]\d{2}:?\d{2})?|P(?:\d+[YMWD])*(?:T(?:[\d.]+[HMS])+)?")
_ID_WORDS = frozenset("id ids identifier identifiers code codes uuid isbn issn doi sku".split())


def is_code(value: str, relation: str = "") -> bool:
    """Whether a literal value is an identifier: shaped like a code (letters and digits, no
    space: 'DRUG:0000112', 'Q42', 'BR-6'; not a date, time or duration: '2024-06-14T18:00:00',
    'PT45M'), or read along a relation named as one ('employee id')."""
    value = value.strip()
    if set(relation.lower().split()) & _ID_WORDS:
        return True
    return bool(_CODE_SHAPE.fullmatch(value)) and not _ISO_TIME.fullmatch(value)


def asked_kind(question: str) -> str | None:
    """PERSON, TIME or PLACE when the question's first or last word asks who / when / where (or
    it asks 'which people');
    MEASURE for 'how high / long / much ...' ('how many' asks for a count of things: None), 'what
    is X worth' and 'what is the *air temperature* at X', a quantity only a number gives
    (`_measure_asked`)."""
    text = question.strip()
    how = _how(text)
    if how:
        return None if how.group(1).lower() == "many" else MEASURE
    if _WORTH.match(text):
        return MEASURE
    found = _FIRST.search(text) or _LAST.search(text)
    if found:
        return _WORD_KIND[found.group(1).lower()]
    if _WHICH_PEOPLE.match(text):
        return PERSON  # 'which people in the history of cryptography were born in X': no cipher
    return MEASURE if _measure_asked(text) else None


#: 'Which people ...', 'what persons ...': somebody, as 'who' asks (no focus noun says more).
_WHICH_PEOPLE = re.compile(r"^\W*(?:(?:in|on|at|for|from|to|by|with|of|among)\s+)?(?:which|what)\s+(?:people|persons)\b",
                           re.IGNORECASE)


#: 'What is X worth?': how much it is worth.
_WORTH = re.compile(r"^\W*what(?:\s+(?:is|was|are|were)|['’]s)\s+.+\s+worth\W*$", re.IGNORECASE)


#: 'what is / was the ... of X', "what is X's ...": the question asks for a noun of its topic.
_WHAT_IS = re.compile(r"^\W*what\s+(?:is|was|are|were)\b", re.IGNORECASE)
#: Measure nouns whose compounds name codes, not amounts ('phone number', 'house number').
_CODE_HEADS = frozenset({"number"})


def _measure_asked(question: str) -> bool:
    """Whether a (topic-masked) 'what is the N of X' asks for one quantity only a number gives
    (`lexicon.is_measure_noun`: a temperature, a length, a weight), never a thing."""
    about = asked_about(question) if _WHAT_IS.match(question) else ()
    words = [w for w in about[0].split() if w not in STOPWORDS] if len(about) == 1 else []
    return bool(words) and words[-1] not in _CODE_HEADS and is_measure_noun(words[-1])  # "X's name *in*" no inch


def measure_word(question: str) -> str | None:
    """The measure adjective of a 'how high / tall / much ...' question ('how many': None; 'what is
    X worth': much)."""
    how = _how(question.strip())
    if how is None and _WORTH.match(question.strip()):
        return "much"  # 'what is X worth': how much
    word = how.group(1).lower() if how else None
    if word == "much" and re.match(r"\s+time\b", question.strip()[how.end():], re.IGNORECASE):
        return "long"  # 'how much time did X take': how long
    return None if word == "many" else word


#: Measures a date or a year can answer: 'how long ago', 'how old' (from a birth date).
TIMED_MEASURES = frozenset({"long", "old"})
_XSD_TIMES = frozenset("date dateTime dateTimeStamp time gYear gYearMonth gMonth gMonthDay gDay".split())
#: A number, with a unit or not ('3.8', '1,200', '520 kcal', '12 km/h', '€35'); not '5.2.0' or '2023-06-21'.
_NUMERIC = re.compile(r"^\s*[$€£¥]?\s*[-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?"
                      r"(?:\s*(?:%|[^\W\d_][^\d\s]*))*\s*$")
_DURATION = re.compile(r"^-?P(?:\d|T\d)")  # xsd:duration's lexical form: P1Y2M, PT40M


def measures(value: str, datatype: str, word: str) -> bool:
    """Whether a literal can answer 'how `word`': a number (whatever its datatype says: KGs keep
    '3.8' and '520 kcal' as strings; a version '5.2.0' is none), a duration only 'how long / old /
    often'; a date or a year (by
    its XSD type) only 'how long / old'. 'Duke of Varn' never answers 'how tall', nor '2019' 'how much funding'."""
    if datatype.removeprefix(XSD) in _XSD_TIMES:
        return word in TIMED_MEASURES  # '2019' is a year, not an amount of funding
    if _DURATION.match(value):
        return word in _DURATION_MEASURES  # a running time says nothing of how much a film made
    return bool(_NUMERIC.match(value))


#: Measures an amount of time (xsd:duration) can answer: 'how long', 'how old', 'how often'.
_DURATION_MEASURES = frozenset({"long", "old", "often"})


def is_duration(value: str) -> bool:
    """Whether a literal is an xsd:duration ('PT2H31M7S')."""
    return bool(_DURATION.match(value))


_NUMBER = re.compile(r"^\s*[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?\s*$")
_YEAR = re.compile(r"^\s*[-+]?\d{1,4}\s*$")


def times(value: str, datatype: str) -> bool:
    """Whether a literal can answer 'when': a date or time (by its XSD type); a number only when it
    can be a year, an integer of at most four digits ('5428792', a population, is no time); other
    text when it may be a date ('1920-01-02', '12 May 1990'), a time word ('spring') or an era's
    name ('Late Cretaceous'), not a plain noun ('artistic director')."""
    if datatype.removeprefix(XSD) in _XSD_TIMES:
        return True
    if _NUMBER.match(value):
        return bool(_YEAR.match(value))
    return bool(re.search(r"[\dA-Z]", value)) or any(is_time_word(w) for w in re.findall(r"[a-z]+", value.lower())[:4])


def value_kind(values: Iterable[str]) -> str | None:
    """NUMBER when every value is a bare number ('1606', '48975') or a duration ('PT9H30M', an
    amount of time: 'how long did it take', never 'when'), TIME when every one is an ISO date or
    time ('1606-07-15'), whatever datatype the KG gave them (often none: a plain string); else
    None. Neither names anybody or any place."""
    values = list(values)
    if values and all(_NUMBER.match(v) or _DURATION.match(v) for v in values):
        return NUMBER
    if values and all(_ISO_TIME.fullmatch(v.strip()) for v in values):
        return TIME
    return None


def is_time_type(datatype: str) -> bool:
    """Whether an XSD datatype IRI is a date or time type (xsd:dateTime, xsd:gYear, ...)."""
    return datatype.removeprefix(XSD) in _XSD_TIMES


def focus_fits(focus: tuple[str, ...], kind: str) -> bool:
    """Whether a path end of `kind` can be what the 'which' / 'what' nouns name: nouns all naming
    somebody rule out things, places, times and numbers ('which writer': no film), all naming
    something else rule out persons ('which novel is X based on': not its director) and, unless
    one is a time ('which year'), times ('which concerts were part of X': no date); a group
    ('people', 'team', 'crew') may be answered by its members, and a noun WordNet does not know
    decides nothing. A kind ('what kind of typeface is X') is never somebody or a time: not X's
    designer."""
    if not focus:
        return True
    if focus == (KIND,):
        return kind not in (PERSON, TIME)
    said = {noun_animacy(w) for w in focus}  # all of them ('which doctors work at X': doctors, work)
    if said == {1}:
        return kind not in (THING, PLACE, TIME, NUMBER)
    if said != {-1}:
        return True
    if kind == PLACE and all(names_an_organization(w) for w in focus):
        return False  # 'which company operates X': its operator, not the town its builder is based in
    if kind == TIME:  # 'which concerts', 'which works': no date, unless one names a time ('which year')
        return any(is_time_word(w) for w in focus)
    return kind != PERSON or any(type_fit(w, "group") > 0 for w in focus)


#: 'the *average rating* of (the) X', "X's *h-index*": what the question asks about the topic
#: (any case but the topic's placeholder: 'the ISBN of X').
_OF_TOPIC = re.compile(r"\b(?i:the)\s+((?:[A-Za-z-]+\s+){0,2}?[A-Za-z-]+)\s+(?i:of|for|at|in|on|inside|under|within)\s+"
                       r"(?:(?i:the|a|an)\s+)?(?:[a-z]+\s+|\d{4}\s+)?X\b")
#: 'the *wattage* of the lamp at X': what is asked of a thing of the topic's.
_OF_THING_OF_TOPIC = re.compile(r"\b(?i:the)\s+((?:[A-Za-z-]+\s+){0,2}?[A-Za-z-]+)\s+(?i:of)\s+(?i:the|a|an)\s+"
                                r"(?:[A-Za-z-]+\s+){0,2}?[A-Za-z-]+\s+(?i:of|for|at|in|on|inside|under|within)\s+"
                                r"(?:(?i:the|a|an)\s+)?(?:[a-z]+\s+|\d{4}\s+)?X\b")
_TOPICS_OWN = re.compile(r"\bX's\s+([A-Za-z-]+(?:\s+[A-Za-z-]+)?)")
#: 'how much is a *day ticket* for X': what one of the topic's things costs or measures.
_HOW_MUCH_IS_ONE = re.compile(r"^\W*(?i:how\s+much)\s+(?i:is|are|was|were)\s+(?i:a|an|one)\s+"
                              r"((?:[A-Za-z-]+\s+){0,2}?[A-Za-z-]+)\s+(?i:of|for|at|in|on)\s+(?:(?i:the)\s+)?X\b")
#: Words too general to say what is asked ('the name of X', 'the kind of X', 'the number of X').
_GENERAL = frozenset("name names kind kinds type types sort sorts number numbers part parts one ones rest".split())
#: What a name in a language is called ('the German *name*', 'the French *term*').
_NAME_WORDS = frozenset("name names title titles label labels word words term terms spelling".split())


def asked_about(question: str) -> tuple[str, ...]:
    """The nouns a (topic-masked) question asks about its topic: 'the *budget* of X', 'the
    *surface temperature* of the X', 'the *humidity* at X', "X's *husband*" (with the word after
    it, the verb of a clause 'X's husband born': the caller weighs words one by one). General
    words ('the name of X') and clauses ('the works in the catalogue are in X') are left out."""
    found = [m.group(1) for m in _OF_TOPIC.finditer(question)]
    found += [m.group(1) for m in _OF_THING_OF_TOPIC.finditer(question)]
    found += [m.group(1) for m in _TOPICS_OWN.finditer(question)]
    found += [m.group(1) for m in _HOW_MUCH_IS_ONE.finditer(question)]
    # 'the *French term* for X' asks for a name in a language (`text.languages`), no relation
    found = [p for p in found if not (language_code(p.split()[0]) and set(p.lower().split()[1:]) <= _NAME_WORDS)]
    # another topic's placeholder is no noun asked: 'the X of X' ('the *superlative* of fast')
    return tuple(dict.fromkeys(p.lower() for p in found if not set(p.lower().split()) <= _GENERAL
                               and "X" not in p.split() and not set(p.lower().split()) & _AUXILIARIES))


#: Verbs that name no relation: 'what does X do / mean / say'.
_EMPTY_VERBS = frozenset("do mean say need have get make".split())
#: 'how much does X weigh', 'how often does X run', 'what does X eat': the verb after the topic
#: names the measure or the relation.
_DID_TOPIC = re.compile(r"^\W*(?:how\s+much|how\s+often|what)\s+(?:do|does|did|will|would|can|could)\s+"
                        r"(?:the\s+)?X\s+([a-z]+)\b", re.IGNORECASE)
_HOW_MUCH_NOUN = re.compile(r"^\W*(?i:how\s+much)\s+(?!X\b)([A-Za-z][A-Za-z0-9]*)\b")  # "how much CO2", not X
#: 'what did X cost (to build)': a price asked without 'how much'.
_WHAT_COST = re.compile(r"^\W*what\s+(?:do|does|did|will|would)\s+(?:the\s+)?X\s+(cost|pay|charge|earn)\b",
                        re.IGNORECASE)
#: 'how much' with these verbs asks for money, which some relation must name as one of _MONEY.
_MONEY_VERB = re.compile(r"\b(cost|costs|costed|pay|pays|paid|charge|charges|charged|spend|spends|spent|earn|earns|"
                         r"earned|insured|worth)\b", re.IGNORECASE)
_MONEY = ("price", "cost", "money")
#: A verb with a particle means what its words do not ('appear in' a film is to act in it, 'look
#: after' a creature to care for it): no single word of it need be a relation's.
_PARTICLE = re.compile(r"\s*(?:in|on|at|after|for|of|with|to|from|into|up|out|over|about|by|off|through|as)\b",
                       re.IGNORECASE)
#: 'how many *open issues* does X have': the things counted, up to the verb or the topic.
_HOW_MANY_NOUNS = re.compile(rf"^\W*(?i:{_BEFORE_HOW}how\s+many)\s+((?!X\b)(?:[A-Za-z-]+\s+){{0,2}}?[A-Za-z-]+)\s+"
                             r"(?i:do|does|did|are|is|were|was|have|has|had|will|can|could|X)\b")
#: Counted things too general to be named by a relation or class ('how many *times*', '*people*').
_GENERAL_COUNTED = frozenset("times people persons ones things".split())


def asked_counted(question: str) -> tuple[str, ...]:
    """The things a (topic-masked) 'how many' question counts, as one item of alternative words
    for `asked_named`'s checks ('how many open issues does X have': open issues), and the verb
    of a passive that says how they were counted ('how many participants were *enrolled* in X':
    a number along `enrollment` counts them too); none when general ('how many people live in X')."""
    text = question.strip()
    found = _HOW_MANY_NOUNS.search(text)
    if not found:
        return ()
    words = found.group(1).lower().split()
    if set(words) <= _GENERAL or set(words) & _GENERAL_COUNTED:
        return ()
    verb = _PASSIVE_AFTER.match(text[found.end():])
    return (" ".join(words), *([verb.group(1).lower()] if verb and is_verb_form(verb.group(1).lower()) else []))


#: The participle after a 'how many' noun's 'were' / 'are' ('how many participants were *enrolled*').
_PASSIVE_AFTER = re.compile(r"\s+([a-z]+ed)\b")


#: Measure words that name no quantity by themselves: 'how old' is answered from a birth date, 'how
#: much' and 'how often' by what their noun or verb names ('how much *funding*', 'how often does X *run*').
_UNNAMED_MEASURES = frozenset({"old", "much", "often"})


def asked_named(question: str) -> tuple[tuple[str, ...], ...]:
    """What a (topic-masked) question asks that some relation or class of the KG must name, each
    as alternative words: the nouns it asks about its topic (`asked_about`: 'the *captain* of X'),
    the verb of 'how much does X *weigh*' or 'what does X *eat*' (not one with a particle: 'how
    much did X pay for Y', nor 'do', 'mean', 'say': `_EMPTY_VERBS`), money for 'what did X *cost*',
    and the quantity a measure adjective names by WordNet's attribute links ('how heavy': heavy,
    weight; 'how far': far, distance), or a quantity the question names itself ('how long is the
    *main span* of X'). A KG naming none of them cannot answer: its nearest path
    would answer something else. The doer word of a 'who' question is not read: a KG often says
    who did what through a role or an event ('who painted X': produced by, carried out by), and
    MiniLM puts 'creator' nearer 'directed by' than 'written by'."""
    about = asked_about(question)
    items = [(phrase,) for phrase in about]
    text = question.strip()
    did = _DID_TOPIC.search(text)
    if (did and did.group(1).lower() not in STOPWORDS and did.group(1).lower() not in _EMPTY_VERBS
            and not _PARTICLE.match(text[did.end():])):
        items.append((did.group(1).lower(),))
    measure = measure_word(text)
    paid = _MONEY_VERB.search(text) if measure == "much" else _WHAT_COST.search(text)
    if paid:  # 'how much does a pack of X *cost*', 'how much did X *pay* for Y': an amount of money
        items.append(tuple(dict.fromkeys((paid.group(1).lower(), *_MONEY))))
    noun = _HOW_MUCH_NOUN.search(text) if measure == "much" else None
    if noun and noun.group(1).lower() not in STOPWORDS and noun_animacy(noun.group(1)):
        items.append((noun.group(1).lower(),))  # 'how much funding did X receive'
    elif measure and measure not in _UNNAMED_MEASURES:  # and what follows the topic:
        after = re.search(r"\bX\b(.*)$", text)  # 'how long does X take to *cook*'
        said = after.group(1).strip(" ?.!") if after else ""
        # 'how long is the *main span* of X': a quantity the question names is the measure too (not
        # 'the sentencing *hearing*', whose length is asked)
        quantities = [phrase for phrase in about if is_quantity_noun(phrase.split()[-1])]
        items.append((measure, *measured_attributes(measure), *([said] if said else []), *quantities))
    return tuple(dict.fromkeys(items))


def asks_count(question: str) -> bool:
    """Whether the question asks how many things there are ('how many moons does X have'): the
    one 'how ...' that asks for a count rather than a measure (`asked_kind`)."""
    how = _how(question.strip())
    return bool(how) and how.group(1).lower() == "many"


#: 'what kind / type / sort ...' asks for a kind: a class whose members are kinds (Genre).
KIND = "kind"
KIND_WORDS = frozenset("kind kinds type types sort sorts".split())
#: 'list all products of X', 'show me the X products': a request names what it wants like 'which'.
_REQUEST = re.compile(r"^\W*(?:please\s+)?(?:list|show|name|give|find)(?:\s+(?:me|us|all|every|each|the|of))*"
                      r"((?:\s+[a-z]+){1,5})", re.IGNORECASE)
_AFTER_TOPIC = re.compile(r"\bX\s+((?:[a-z]+\s*){1,2})\W*$")
_WHO_FIRST = re.compile(r"^\W*(?:who|whom)(?:'s)?\s+(.*)$", re.IGNORECASE)
_WHO_LAST = re.compile(r"^(.*?)\b(by\s+|for\s+|with\s+|to\s+)?(?:who|whom)\W*$", re.IGNORECASE)
#: Words between 'who' and the verb or role noun that names the answer ('who are the directors').
_AUXILIARIES = frozenset("is are was were be been being did does do has have had also the a an all".split())
_BE = frozenset("is are was were".split())
_BE_TOPICS = re.compile(r"^\s*(is|are|was|were)\s+(?:the\s+)?X's\s+", re.IGNORECASE)
_LISTED_AS = re.compile(r"\b(?:listed|credited|named|known|described)\s+as\b", re.IGNORECASE)


def answer_word(question: str) -> str | None:
    """The verb or role noun a 'who' question says its answer is the doer of: the word after
    'who' and its auxiliaries ('who *directed* ...'; after 'is' / 'are', the last word of the noun
    phrase: 'who are the *directors* of ...', 'who are film *co-writers* of ...', 'who is listed as
    *director* of ...', "who is X's *manager*") or before a closing 'by who' ('... were *directed* by who'),
    without a 'co-' ('who *co-starred* with X': starred); None for other questions, and for a
    closing 'with / for / to who', whose word before is no doer's ('X co-wrote *movies* with who')."""
    text = question.strip()
    first = _WHO_FIRST.match(text)
    if first:
        rest = _LISTED_AS.sub("", first.group(1))  # 'who is listed as director of X' asks for the director
        rest = _BE_TOPICS.sub(r"\1 ", rest)  # 'who is X's *manager*': the noun after the topic's
        words = re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*", rest)
        first_word = next((i for i, w in enumerate(words) if w.lower() not in _AUXILIARIES), len(words))
        head = first_word
        if _BE & {w.lower() for w in words[:first_word]}:  # 'who are (the) film *co-writers* of X': a noun's head
            while head + 1 < len(words) and words[head + 1].lower() not in STOPWORDS and words[head + 1] != "X":
                head += 1
        word = words[head] if head < len(words) else None
    else:
        last = _WHO_LAST.match(text)
        by = last is not None and (last.group(2) or "by").strip().lower() == "by"
        words = re.findall(r"[A-Za-z]+(?:-[A-Za-z]+)*", last.group(1)) if by else []
        word = words[-1] if words else None
    word = re.sub(r"^co-", "", word.lower()) if word else None
    if word is None or word == "x" or word in STOPWORDS:
        return None
    return word


def focus_nouns(question: str) -> tuple[str, ...]:
    """The nouns after the first 'which' / 'what' / 'how many', up to a function word ('In which
    country is X' -> country; 'which research groups are ...' -> research, groups; 'which movies
    star X' -> movies, star), also where the question asks in place ('the director of X also directed which
    movies' -> movies), after 'what are the' ('what are the films that ...' -> films) and in a
    request ('list all X products', 'show me the films of X'; X the topic placeholder): one of
    them names what the answer is; 'what kind / type / sort ...' asks for a kind (`KIND`: a
    class of kinds, such as Genre). None for 'what is ...'."""
    question = question.strip()
    found = _FOCUS.search(question)
    words = found.group(1).lower().split() if found else []
    counting = found is not None and found.group(0).lower().split()[-len(words) - 1] == "many"
    if not found and (request := _REQUEST.search(question)):
        words = request.group(1).lower().split()
        if words[:1] == ["x"]:  # 'list all X products': the nouns after the topic
            after = _AFTER_TOPIC.search(question)
            words = after.group(1).lower().split() if after else []
    if words[:2] in (["are", "the"], ["were", "the"]):  # 'what are the films that ...': the films
        words = words[2:]
    if words[:1] and words[0] in KIND_WORDS:  # 'what kind of film is X', 'what types are the films'
        return (KIND,)
    nouns: list[str] = []
    for i, word in enumerate(words):
        if word == "x" and not nouns:
            continue  # 'which X recipes': the topic names which ones, the noun after it what
        if word in STOPWORDS or word == "x":
            break  # a function word or the topic after the focus ('which company makes X products')
        if not nouns and _verb_of_the_object(words[i:]):
            break  # 'what *feeds* the X': the question's verb, no noun
        if nouns and (after := words[i + 1:i + 2]) and (
                (is_verb_form(word) or is_plural_noun(nouns[-1]) and is_verb(word))
                and (after[0] in _VERB_PARTICLES or is_adverb(after[0])) or is_phrasal_verb(word, after[0])):
            break  # a verb with its adverb or preposition after the noun ('which wine *goes well* with X',
            # 'which chillies *come from* X': a plural's verb in its base form), or a verb of two words
            # ('which festivals *take place* in X')
        if (noun_animacy(word) == 0 and (nouns or is_common_word(word)) and not _gerund_before_noun(words[i:])
                and not (nouns == [] and counting) and not (nouns == [] and _modifier_before_noun(words[i:]))
                and not (nouns == [] and words[i + 1:i + 2] and words[i + 1] in _ASKING_VERBS)):
            break  # no noun; but a first word WordNet lacks is one ('which *datasets* ...'), as is what
            # 'how many' counts ('how many *downloads*': a verb only, for WordNet)
        nouns.append(word)
    return tuple(nouns)


#: Verbs that follow the noun of 'which N' in a question ('which *podcasts* has X been on': WordNet
#: knows 'podcast' as a verb only, yet the word before 'has' is the noun asked for).
_ASKING_VERBS = frozenset("is are was were has have had did does do will would can could should".split())
#: Prepositions that, after a verb, make the verb of a 'which N ...' question ('which wine goes *with* X');
#: not 'of', which follows the head of a noun phrase ('what were the release *dates of* X's films').
_VERB_PARTICLES = frozenset("with to from in on at for by into onto about through".split())


def _verb_of_the_object(words: list[str]) -> bool:
    """Whether the first word is a verb in the third person with its object after it, an
    article or the topic ending the question ('what *feeds* the X', 'what *powers* X'), not a plural
    noun before a verb ('which *songs* X wrote')."""
    return (len(words) > 1 and words[0].endswith("s") and is_verb_form(words[0])
            and (words[1] in ("the", "a", "an") or words[1:] == ["x"]))


def _gerund_before_noun(words: list[str]) -> bool:
    """Whether the first word is a verb's -ing form, no adjective, naming the kind of the noun
    after it ('which *charging* stations'; not 'which *existing* members')."""
    return (len(words) > 1 and words[0].endswith("ing") and is_verb_form(words[0]) and not is_adjective(words[0])
            and words[1] not in STOPWORDS and noun_animacy(words[1]) != 0)


def _modifier_before_noun(words: list[str]) -> bool:
    """Whether the first word is an adjective or a verb's participle that modifies the noun after
    it ('which *guarded* huts', 'which *retired* players'): the noun is still the focus."""
    return (len(words) > 1 and (is_adjective(words[0]) or is_verb_form(words[0])) and words[1] not in STOPWORDS
            and words[1] != "x" and noun_animacy(words[1]) != 0)


#: Focus nouns that say the answer is a name or label, not what kind of thing it is ('which
#: *words* describe X', 'what *terms* apply to X'): any relation's values may be that.
_LABEL_NOUNS = frozenset("word words term terms label labels keyword keywords tag tags".split())


def asked_focus(question: str) -> tuple[str, ...]:
    """The thing a (topic-masked) 'which / what N' question asks for, as one item of alternative
    words for `asked_named`'s checks ('which *wine* goes with X', 'under which *licence* is X
    published'): none for a kind ('what type of ...'), a general or label noun, or a 'how many'
    question (`asked_counted` reads that)."""
    focus = focus_nouns(question)
    if not focus or focus == (KIND,) or asks_count(question):
        return ()
    if set(focus) <= _GENERAL | _GENERAL_COUNTED | _LABEL_NOUNS:
        return ()
    return (" ".join(focus),)


@lru_cache(maxsize=4096)
def names_focus(focus: str, class_name: str) -> bool:
    """Whether the class is what a focus noun asks for: the same noun or a synonym ('films' ~
    Movie, 'groups' ~ Research Group, 'bookshops' ~ Book Store, which WordNet spells 'bookstore'),
    not a kind of it ('groups' is not University)."""
    words = class_name.lower().split()
    if focus == KIND:  # a class of kinds: Genre
        return bool(words) and type_fit(words[-1], KIND) >= ISA_SCORE
    if len(words) > 1 and words[-1] in _CLASSIFIERS:
        words = words[:-1]  # "Grape Variety" names grapes, "Bird Species" birds (a "Game Series" no games)
    return bool(words) and (american(words[-1]) in {american(f) for f in singular_forms(focus)}
                            or type_fit(focus, words[-1]) >= 1.0
                            or len(words) > 1 and type_fit(focus, words[-2] + words[-1]) >= 1.0)  # Book Store


#: Last words of class names whose members are what the word before names.
_CLASSIFIERS = frozenset({"variety", "species", "breed"})


#: British endings and their American spelling ('organisation' / Organization, 'centre', 'colour').
_BRITISH = ((re.compile(r"isation(s?)$"), r"ization\1"), (re.compile(r"ise(s|d)?$"), r"ize\1"),
            (re.compile(r"our(s?)$"), r"or\1"), (re.compile(r"tre(s?)$"), r"ter\1"),
            (re.compile(r"ogue(s?)$"), r"og\1"), (re.compile(r"ence(s?)$"), r"ense\1"))


def american(word: str) -> str:
    """The word in American spelling when it ends the British way (a word of five letters or more:
    'rise' and 'tour' stay; both sides of a comparison are spelt so, so 'enterprize' is harmless)."""
    if len(word) < 5:
        return word
    for pattern, repl in _BRITISH:
        if pattern.search(word):
            return pattern.sub(repl, word)
    return word


def singular_forms(noun: str) -> set[str]:
    """The noun and what it is the plural of by the regular English endings: 'datasets' ->
    dataset, for a class name WordNet does not know (it lemmatises only the words it has)."""
    out = {noun}
    if noun.endswith("s") and len(noun) > 3:
        out.add(noun[:-1])
        if noun.endswith("es"):
            out.add(noun[:-2])
        if noun.endswith("ies"):
            out.add(noun[:-3] + "y")
    return out


@lru_cache(maxsize=1024)
def class_kind(class_name: str, datatype: bool = False) -> str:
    """PERSON, TIME, PLACE, ORGANIZATION, THING or UNKNOWN, from the head word of a class name (the
    last, or the one before 'of': 'officer of arms' -> PERSON, 'film director' -> PERSON, 'release
    year' -> TIME, 'City', 'Museum' -> PLACE, 'Publisher' ->
    ORGANIZATION, 'Movie' -> THING; UNKNOWN when the first sense is no person but a next one is). A datatype
    (named as `english.datatype_text` names it) is a TIME when it names one (xsd:date, xsd:gYear),
    a NUMBER when numeric, boolean or a duration (a year may be an integer: it can answer 'when'), else
    UNKNOWN (a string column may hold a person's or a place's name)."""
    words = class_name.lower().split()
    if not words:
        return UNKNOWN
    head = words[words.index("of", 1) - 1] if "of" in words[1:-1] and not datatype else words[-1]
    if datatype:
        if "duration" in words:  # an amount of time: 'how long did it take', never 'when'
            return NUMBER
        if any(is_time_word(w) for w in words):
            return TIME
        return NUMBER if class_name in ("number", "yes or no") else UNKNOWN
    if is_time_word(head):
        return TIME
    animacy = noun_animacy(head)
    if animacy == 0:
        return UNKNOWN
    if animacy > 0:
        return PERSON
    if is_animal(head):
        return UNKNOWN  # 'who is the dam of X', 'who is Perla's mother': a horse, a giraffe may be asked 'who'
    if any(type_fit(head, where) > 0 for where in PLACE_KINDS):
        return PLACE
    group, person_too = agent_senses(head)
    if group:
        return ORGANIZATION
    # 'Operator': a symbol first, then a person or firm; WordNet cannot say which
    return UNKNOWN if person_too else THING


def is_animal(noun: str) -> bool:
    """Whether WordNet knows a noun as a kind of animal ('horse', 'giraffe')."""
    return type_fit(noun, "animal") > 0


#: The affixes of a database export's key column around the name of what it refers to
#: ('ref-operator_id' read 'ref-operator id': the operator).
_KEY_AFFIXES = re.compile(r"^ref[-_ ]+|[-_ ]+(?:id|ids|key|fk)$")


@lru_cache(maxsize=4096)
def names_a_doer(relation: str, agent_nouns: bool = False) -> bool:
    """Whether a relation's name says that what it leads to is somebody, whatever its class: its
    noun ('has maker', 'maintainer') or the doer of its passive verb ('produced by' -> producer)
    is a kind of person, so a winery reached along `hasMaker` answers 'who makes X'. A database
    export's key says so of what it refers to ('ref-operator id', 'manager id'). With `agent_nouns`,
    a passive verb's doer noun that is a person in some sense counts too ('operated by': an
    operator, first a symbol, then a person or a firm)."""
    noun, at_source = phrase_noun(_KEY_AFFIXES.sub("", relation.lower()) or relation.lower())
    if noun and not at_source:  # the relation's own noun; a made-from-a-verb one too ('has creator')
        return noun_animacy(noun) > 0 or is_agent_noun(noun)
    noun = label_role(relation)  # the doer of its passive verb: a person noun
    return bool(noun) and (noun_animacy(noun) > 0 or agent_nouns and is_agent_noun(noun))


def matches(asked: str | None, kind: str) -> bool:
    """Whether a path end of `kind` is what the question word asks for (better than UNKNOWN)."""
    return asked is not None and (kind == asked or asked == MEASURE and kind == NUMBER)


def fits(asked: str | None, kind: str) -> bool:
    """Whether a path ending at a class of `kind` can answer a question asking for `asked`."""
    return asked is None or kind not in _RULED_OUT[asked]


def is_time_word(word: str) -> bool:
    """Whether a noun names a time ('year', 'date', 'decade'; by WordNet, whose first 'time' is an
    occasion: 'what *time* does X open', xsd:time)."""
    return word in ("time", "times") or type_fit(word, "time period") > 0 or type_fit(word, "date") > 0
