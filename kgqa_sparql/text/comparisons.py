"""What a question compares its things on, read from its English: a comparison with a value
('built *after 2015*', 'rated *above 2570*', 'weigh *more than 50,000* Da', 'filed *in 2021*') or
a superlative ('the *highest* critic score', 'the *most expensive*', 'the *oldest*').

Only the phrase is read here: which measure of which things it compares is the search layer's
question (`search.compared`). A comparison against a time ('after', 'before', 'since', 'until',
'in') takes a year or an ISO date; one against an amount ('above', 'more than', 'at least', ...)
a number, written with thousands separators or a currency sign as people do. A superlative's
direction is fixed ('highest' is the maximum) except for age words, whose direction depends on
what is stored: the oldest ship has the smallest build year but the largest age.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from kgqa_sparql.text.english import dates_in, periods_in
from kgqa_sparql.text.lexicon import graded_adjective

#: Superlatives that pick the largest value, and those that pick the smallest.
_MAX = frozenset("highest largest biggest greatest longest tallest heaviest widest deepest strongest fastest "
                 "hottest warmest wettest windiest richest busiest furthest farthest".split())
_MIN = frozenset("lowest smallest fewest shortest lightest narrowest shallowest weakest slowest cheapest "
                 "coldest coolest driest poorest".split())
#: Age words: over times the 'oldest' is the smallest value, over ages the largest.
_EARLIEST = frozenset("oldest earliest".split())
_LATEST = frozenset("newest latest youngest".split())
#: Words that 'most' or 'least' make a time superlative of ('opened *most recently*').
_RECENT = frozenset("recent recently".split())
#: Comparison words, each with its operator and whether it compares times.
_COMPARATORS = {
    "after": (">", True), "since": (">=", True), "later than": (">", True), "newer than": (">", True),
    "before": ("<", True), "until": ("<=", True), "prior to": ("<", True), "earlier than": ("<", True),
    "older than": ("<", True), "in": ("=", True), "during": ("=", True),
    "above": (">", False), "over": (">", False), "more than": (">", False), "greater than": (">", False),
    "higher than": (">", False), "larger than": (">", False), "bigger than": (">", False),
    "heavier than": (">", False), "longer than": (">", False), "exceeding": (">", False),
    "below": ("<", False), "under": ("<", False), "less than": ("<", False), "fewer than": ("<", False),
    "lower than": ("<", False), "smaller than": ("<", False), "lighter than": ("<", False),
    "shorter than": ("<", False), "cheaper than": ("<", False),
    "at least": (">=", False), "no less than": (">=", False), "at most": ("<=", False), "no more than": ("<=", False),
    "up to": ("<=", False),
}
_NUMBER = r"(?:[$€£¥]\s?)?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:[$€£¥]\s?)?\d+(?:\.\d+)?"
_ISO_DATE = r"\d{4}-\d{2}-\d{2}"
_ISO_TIME = r"\d{4}-\d{2}(?:-\d{2})?"  # a date or a month of a year
_COMPARISON = re.compile(
    r"\b(" + "|".join(sorted((re.escape(w).replace(r"\ ", r"\s+") for w in _COMPARATORS), key=len, reverse=True))
    + rf")\s+(?:the\s+(?:year\s+)?)?({_ISO_DATE}|{_NUMBER})(?![\w.-]|\.\d|-\d)", re.IGNORECASE)
#: 'deeper than 100', 'softer than 3': a comparative of an amount (`_amount_op`).
_COMPARATIVE = re.compile(rf"\b([a-z]+er)\s+than\s+({_NUMBER})(?![\w.-]|\.\d|-\d)", re.IGNORECASE)
#: 'a magnitude of 6 or more': the number, then the bound's direction.
_OR_BOUND = re.compile(rf"\b({_NUMBER})\s+or\s+(more|above|higher|greater|over|less|fewer|below|lower|under)\b",
                       re.IGNORECASE)
#: Words before a date written in English that compare a time with it ('*after* 12 March 2024').
_DATE_COMPARATORS = {w: op for w, (op, timed) in _COMPARATORS.items() if timed} | {"on": "="}
#: One of those words ending the text before a date or a period ('*after* 12 March', '*in the* 1930s').
_DATE_COMPARATOR_BEFORE = re.compile(r"\b(" + "|".join(re.escape(w) for w in _DATE_COMPARATORS) + r")\s+(?:the\s+)?$",
                                     re.IGNORECASE)
_SUPERLATIVE = re.compile(r"\b(?:the\s+)?(?:(most|least)\s+([a-z]+)|([a-z]+est))\b",
                          re.IGNORECASE)
_YEAR = re.compile(r"^[12]\d{3}$")


@dataclass(frozen=True)
class Comparison:
    """A compared phrase, `question[start:end]`.

    `op` is one of '>', '>=', '<', '<=', '=' against `value`, or 'max' / 'min' for a
    superlative (then `value` is None); `timed` says the value is a time (a year or an ISO date)
    or, for a superlative, that it is an age word whose direction depends on what is stored
    (`direction`); `word` is the comparing word, whose attribute nouns ('highest' -> height) name
    the measure when nothing else in the question does."""

    op: str
    value: str | None
    word: str
    timed: bool
    start: int
    end: int
    #: The value as an ISO 8601 duration when the question gives it as an amount of time ('88
    #: minutes': PT88M), to compare with durations a KG stores (a runtime "PT1H28M").
    duration: str | None = None
    #: The last year of a period compared with ('in the *1930s*': `value` 1930, `last` 1939).
    last: int | None = None

    def direction(self, over_times: bool) -> str:
        """'max' or 'min' for a superlative: an age word's depends on whether the values are
        times ('the oldest ship': the earliest build year) or amounts (the largest age)."""
        if self.word in _EARLIEST:
            return "min" if over_times else "max"
        if self.word in _LATEST:
            return "max" if over_times else "min"
        return self.op

    @property
    def is_flag(self) -> bool:
        """Whether this compares a yes/no property with true or false (`flag`)."""
        return self.op == "=" and self.value in ("true", "false") and self.start == self.end

    @property
    def number(self) -> float | None:
        """The compared value as a number (separators and currency signs dropped), None for a date."""
        if self.value is None or re.fullmatch(_ISO_TIME, self.value):
            return None
        return float(re.sub(r"[^\d.]", "", self.value))

    @property
    def year(self) -> int | None:
        """The compared value as a year, when it is written as one (four digits)."""
        return int(self.value) if self.value and _YEAR.match(self.value) else None


def flag(holds: bool, words: str) -> Comparison:
    """A yes/no property asked to hold ('which trails are *loops*') or not ('which proteins are
    *unreviewed*'), named by `words`; it has no span of its own in the question."""
    return Comparison("=", "true" if holds else "false", words, False, 0, 0)


#: Words that deny what follows them, and prefixes that deny the word they begin.
NEGATIONS = frozenset("not no never without isn't aren't wasn't weren't doesn't don't didn't cannot".split())
NEGATING_PREFIXES = ("non-", "non", "un")


def negated(text: str) -> bool:
    """Whether the text holds a word of negation ('which trails are *not* loops')."""
    return any(w in NEGATIONS for w in re.findall(r"[a-z']+", text.lower()))


def comparison(question: str) -> Comparison | None:
    """The one comparison the question makes: with a value, or a superlative; None when it makes
    none, or more than one ('the highest rate *in 2020*': two conditions, not one comparison).
    A time comparison needs a year or a date ('after 2015', 'before 2019-06-01'); 'in' only a year
    ('filed in 2021'; 'in 3 days' compares nothing)."""
    found = _comparisons(question)
    return found[0] if len(found) == 1 else None


def superlative_in_time(question: str) -> tuple[Comparison, Comparison] | None:
    """'the deepest earthquake *in 2024*', 'the highest rate in 2020': a superlative and one time it
    is taken within (a year, a month or a date), as (superlative, time); None otherwise."""
    found = _comparisons(question)
    best = [c for c in found if c.value is None]
    times = [c for c in found if c.value is not None and c.timed and c.op == "="]
    return (best[0], times[0]) if len(found) == 2 and len(best) == 1 and len(times) == 1 else None


@lru_cache(maxsize=1024)
def _comparisons(question: str) -> tuple[Comparison, ...]:
    """Every comparison with a value and every superlative in the question (read once per text:
    the search asks for them at several steps)."""
    return tuple(_with_values(question) + _superlatives(question))


def _with_values(question: str) -> list[Comparison]:
    found = []
    for m in _COMPARISON.finditer(question):
        word = " ".join(m.group(1).lower().split())
        op, timed = _COMPARATORS[word]
        value = m.group(2)
        if timed and not (_YEAR.match(value) or re.fullmatch(_ISO_DATE, value)):
            continue
        found.append(Comparison(op, value, word, timed, m.start(), m.end(), _duration_at(question, m.start(2))))
    for m in _COMPARATIVE.finditer(question):  # 'deeper than 100 km'
        word = m.group(1).lower()
        if f"{word} than" not in _COMPARATORS and (op := _amount_op(word, "er")) is not None:
            op = ">" if op == "max" else "<"
            found.append(Comparison(op, m.group(2), word, False, m.start(), m.end(), _duration_at(question, m.start(2))))
    for m in _OR_BOUND.finditer(question):  # '6 or more'
        op = ">=" if m.group(2).lower() in ("more", "above", "higher", "greater", "over") else "<="
        found.append(Comparison(op, m.group(1), f"or {m.group(2).lower()}", False, m.start(), m.end()))
    for start, end, iso in dates_in(question):  # 'after 12 March 2024', 'in May 2024'
        before = _DATE_COMPARATOR_BEFORE.search(question[:start])
        if before:
            word = before.group(1).lower()
            found.append(Comparison(_DATE_COMPARATORS[word], iso, word, True, before.start(), end))
    for start, end, first, last in periods_in(question):  # 'in the 1930s', 'before the 19th century'
        before = _DATE_COMPARATOR_BEFORE.search(question[:start])
        word = before.group(1).lower() if before else "in"  # 'a 19th-century painting': one of that century
        found.append(Comparison(_DATE_COMPARATORS[word], str(first), word, True, before.start() if before else start,
                                end, last=last))
    return found


_SECONDS = {"second": 1, "sec": 1, "minute": 60, "min": 60, "hour": 3600, "hr": 3600, "day": 86400, "week": 604800}
_TIME_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*(second|sec|minute|min|hour|hr|day|week)s?\b(?:\s*(?:,|and)?\s*)",
                          re.IGNORECASE)


def _duration_at(question: str, start: int) -> str | None:
    """The ISO 8601 duration stated from `start` on ('88 minutes' -> PT88M, '2 hours 40 minutes'
    -> PT2H40M, '1.5 hours' -> PT1H30M, '3 days' -> P3D); None when no unit of time follows the number."""
    seconds, at = 0.0, start
    while (m := _TIME_AMOUNT.match(question, at)) is not None:
        seconds += float(m.group(1)) * _SECONDS[m.group(2).lower()]
        at = m.end()
    if at == start:
        return None
    days, rest = divmod(seconds, 86400)
    hours, rest = divmod(rest, 3600)
    minutes, rest = divmod(rest, 60)
    time = "".join(f"{n:g}{u}" for n, u in ((hours, "H"), (minutes, "M"), (round(rest, 3), "S")) if n)
    return "P" + (f"{days:g}D" if days else "") + (f"T{time}" if time else "" if days else "T0S")


#: 'which ropeway climbs *the most*': an amount superlative closing the question.
_MOST_LAST = re.compile(r"\bthe\s+(most|least)\W*$", re.IGNORECASE)
#: 'which mission was launched *first*': a time superlative closing the question.
_FIRST_OR_LAST = re.compile(r"\b(first|last)\W*$", re.IGNORECASE)


def of_an_amount(said: Comparison) -> bool:
    """Whether a superlative picks by an amount, never a time ('the *tallest*', 'the *heaviest*'; not
    'the oldest', 'the most recent')."""
    return said.value is None and said.word not in _EARLIEST | _LATEST and (
        said.word in ("most", "least") or _amount_op(said.word, "est") is not None)


def _superlatives(question: str) -> list[Comparison]:
    found = []
    last = _FIRST_OR_LAST.search(question)
    if last:  # the earliest or latest time of what the verb before it says
        word = "earliest" if last.group(1).lower() == "first" else "latest"
        found.append(Comparison("min" if word == "earliest" else "max", None, word, True, last.start(), last.end(1)))
    most = _MOST_LAST.search(question)
    if most:  # 'which ropeway climbs *the most*': the most of what the verb says
        found.append(Comparison("max" if most.group(1).lower() == "most" else "min", None, most.group(1).lower(),
                                False, most.start(), most.end(1)))
    for m in _SUPERLATIVE.finditer(question):
        if m.group(1):  # 'the most expensive': the adjective is the measure's word
            op = "max" if m.group(1).lower() == "most" else "min"
            word = m.group(2).lower()
            found.append(Comparison(op, None, word, word in _RECENT, m.start(), m.end()))
            continue
        word = m.group(3).lower()
        if word in _EARLIEST or word in _LATEST:
            found.append(Comparison("min" if word in _EARLIEST else "max", None, word, True, m.start(), m.end()))
        elif (op := _amount_op(word, "est")) is not None:
            found.append(Comparison(op, None, word, False, m.start(), m.end()))
    return found


def _amount_op(word: str, ending: str) -> str | None:
    """'max' or 'min' for a superlative (`ending` 'est') or comparative ('er') of an amount:
    the listed ones, else any WordNet inflects from an adjective ('the *hardest* mineral', 'softer
    than 3', which points down the scale of hardness); None for another word."""
    listed = word[:len(word) - len(ending)] + "est"
    if listed in _MAX or listed in _MIN:
        return "max" if listed in _MAX else "min"
    graded = graded_adjective(word)
    return None if graded is None else "min" if graded[1] else "max"
