"""Values a question names that the KG holds as literals, not entities: 'which stops were opened
in 1979' starts from "1979"^^xsd:gYear, 'which products are headlamps' from the category text
"Headlamps". A plain question that names no entity is read this way before it is given up on.

Candidates are the question's numbers, ISO dates, dotted numbers ('1.0.0') and content-word n-grams
(`MentionDetector.content_spans`), each written the ways a KG stores it: numbers under the XSD
numeric and year datatypes and as text, words as written, lower-case, capitalised and in
singular or plural, untagged or in the names' preferred language, a country's name also as its
ISO codes ('Germany': "DE", "DEU"), a language's as its code ('German': "de"), words as an
enumeration's code ('part-time': "PART_TIME"). One SPARQL query with all of
them in a VALUES block keeps those that are the object of some triple, so this works the same on
a remote endpoint. Only exact values are found: a year is not a date range.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.text.countries import country_codes
from kgqa_sparql.text.english import dates_in, share_a_stem
from kgqa_sparql.text.languages import language_code
from kgqa_sparql.text.lexicon import event_nouns
from kgqa_sparql.vocab import XSD, local_name
from kgqa_sparql.words import identifier_words, unaccented

#: XSD datatypes (local names) whose values are points in time.
TIME_DATATYPES = ("date", "dateTime", "dateTimeStamp", "gYear", "gYearMonth")
#: Datatypes a number in a question may be stored under (Oxigraph and SPARQL engines compare
#: numeric literals by value, so "1979"^^xsd:decimal also finds 1979.0).
NUMERIC_DATATYPES = ("integer", "int", "long", "short", "nonNegativeInteger", "positiveInteger", "decimal",
                     "double", "float")
_ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_ISO_MONTH = re.compile(r"\d{4}-\d{2}")
#: A dotted number: a decimal ('4.5') or a version ('1.0.0'), one value rather than its words.
#: A version or other dotted number ("2.0.0", "1.2").
DOTTED_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)+(?![\w]|\.\d)")
_YEAR = re.compile(r"^[12]\d{3}$")
YEAR_IN_TEXT = re.compile(r"(?<![\w.-])[12]\d{3}(?![\w.]|-\d)")
_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
#: Longest text looked up as a value, in characters.
MAX_VALUE_CHARS = 60


@dataclass(frozen=True)
class ValueMention:
    """`question[start:end]` (== `text`) names `literals`, each the object of some triple."""

    start: int
    end: int
    text: str
    literals: list[Literal]


def spellings(text: str, lang: str | None) -> list[Literal]:
    """The literals a question's `text` may stand for in a KG."""
    if _NUMBER.match(text):
        out = [Literal(text)] + [Literal(text, datatype=NamedNode(XSD + d)) for d in NUMERIC_DATATYPES if "." not in text
                                 or d in ("decimal", "double", "float")]
        if _YEAR.match(text):
            out.append(Literal(text, datatype=NamedNode(XSD + "gYear")))
        return out
    if _ISO_DATE.fullmatch(text):
        return [Literal(text), Literal(text, datatype=NamedNode(XSD + "date"))]
    if _ISO_MONTH.fullmatch(text):
        return [Literal(text), Literal(text, datatype=NamedNode(XSD + "gYearMonth"))]
    forms = {text, text.lower(), text[:1].upper() + text[1:], text.title()}
    forms |= {unaccented(f) for f in forms}  # 'cafés' for "cafe", as people type it either way
    forms |= {f[:-1] for f in forms if f.endswith("s") and len(f) > 3} | {f + "s" for f in forms}
    forms |= set(country_codes(text))  # 'Germany' kept as "DE"
    code = language_code(text[:1].upper() + text[1:])
    if code:  # 'in German': "de"
        forms.add(code)
    if text.isalpha() and text.islower():  # 'which missions *failed*': an outcome "failure"
        forms |= set(event_nouns(text))
    if re.fullmatch(r"[A-Za-z]+(?:[ -][A-Za-z]+)*", text):  # codes of an enumeration: "PART_TIME", "REMOTE"
        forms |= {re.sub(r"[ -]", "_", text).upper(), re.sub(r"[ -]", "_", text).lower()}
    out = [Literal(f) for f in sorted(forms)]
    if lang:
        out += [Literal(f, language=lang) for f in sorted(forms)]
    return out


def value_mentions(kg, question: str) -> list[ValueMention]:
    """The spans of `question` that name literal values of `kg` (longest first, none
    overlapping another), each with the literals found."""
    spans = [(m.start(), m.end()) for pattern in (_ISO_DATE, DOTTED_NUMBER) for m in pattern.finditer(question)]
    spans += kg.linker.mentions.content_spans(question)
    lang = kg.names.policy.lang
    wanted = {(a, b): spellings(question[a:b], lang) for a, b in spans if b - a <= MAX_VALUE_CHARS}
    # a name is an entity's, not a value: 'the crested veilbird' is no value "veilbirds" (an order's name)
    present = _present(kg, {lit for lits in wanted.values() for lit in lits}, excluding=kg.names.naming_predicates())
    out: list[ValueMention] = []
    for (a, b), lits in sorted(wanted.items(), key=lambda kv: (kv[0][0] - kv[0][1], kv[0][0])):
        found = [lit for lit in lits if lit in present]
        if found and not any(a < m.end and m.start < b for m in out):
            out.append(ValueMention(a, b, question[a:b], found))
    return sorted(out, key=lambda m: m.start)


def values_beside_names(kg, question: str) -> list[ValueMention]:
    """The dotted numbers, years and ISO dates of `question` ('Foxglove Crypto *1.0.0*': a
    release's revision; 'the unemployment rate in Eastholm in *2019*': an observation's period),
    each with the values the KG holds for it, read beside the question's entity mentions; a dotted
    number the KG does not hold comes with none (a release it does not know of), a year or date it
    does not hold is left out (it may be no condition the KG records)."""
    dates = dates_in(question)  # '12 March 2024', as the KG writes it: 2024-03-12
    found = [m for pattern in (DOTTED_NUMBER, _ISO_DATE, YEAR_IN_TEXT) for m in pattern.finditer(question)
             if not any(a <= m.start() < b for a, b, _ in dates)]
    wanted = {(m.start(), m.end()): spellings(m.group(), kg.names.policy.lang) for m in found}
    wanted |= {(a, b): spellings(iso, kg.names.policy.lang) for a, b, iso in dates}
    if not wanted:  # most questions: no query, no naming predicates to gather
        return []
    present = _present(kg, {lit for lits in wanted.values() for lit in lits}, excluding=kg.names.naming_predicates())
    out = [ValueMention(a, b, question[a:b], [lit for lit in lits if lit in present]) for (a, b), lits in wanted.items()]
    return [m for m in out if m.literals or DOTTED_NUMBER.fullmatch(m.text)]


def value_named(kg, question: str, text: str) -> ValueMention | None:
    """`text` (a span of `question` that names no entity) as a value the KG holds ('Who held
    the title Duke of Varn': the title "Duke of Varn"), or None."""
    start = question.find(text)
    if start < 0 or len(text) > MAX_VALUE_CHARS:
        return None
    lits = spellings(text, kg.names.policy.lang)
    present = _present(kg, set(lits))
    found = [lit for lit in lits if lit in present] or _after_its_relation(kg, text)
    return ValueMention(start, start + len(text), text, found) if found else None


def _after_its_relation(kg, text: str) -> list[Literal]:
    """'Grade II': the value after the first word ("II") where a relation whose name holds that
    word holds it (listed grade); none otherwise."""
    head, _, rest = text.partition(" ")
    lits = spellings(rest, kg.names.policy.lang) if rest else []
    if not lits:
        return []
    values = " ".join(str(lit) for lit in sorted(set(lits), key=str))
    rows = kg.select(f"SELECT DISTINCT ?p ?o WHERE {{ VALUES ?o {{ {values} }} ?s ?p ?o }}")
    return list(dict.fromkeys(r["o"] for r in rows if "o" in r and isinstance(r.get("p"), NamedNode)
                              and share_a_stem(head, identifier_words(local_name(r["p"].value)))))


def held_value(kg, text: str) -> Literal | None:
    """The literal `text` stands for when the KG holds it as a value, the object of a triple whose
    predicate is not one its names come from (`Names.naming_predicates`): a programming language
    "Go", a year 1994; a pseudo graph's known node may name a value rather than an entity. None
    when it holds none (or only as somebody's name)."""
    lits = spellings(text.strip(), kg.names.policy.lang) if 0 < len(text.strip()) <= MAX_VALUE_CHARS else []
    found = _present(kg, set(lits), excluding=kg.names.naming_predicates())
    return next((lit for lit in lits if lit in found), None)


def _present(kg, literals: set[Literal], excluding: frozenset[str] = frozenset()) -> set[Literal]:
    """Those of `literals` that are the object of a triple whose predicate is not in `excluding`
    (one query)."""
    if not literals:
        return set()
    values = " ".join(str(lit) for lit in sorted(literals, key=str))
    skipped = ", ".join(f"<{p}>" for p in sorted(excluding))
    condition = f"FILTER(?p NOT IN ({skipped}))" if skipped else ""
    rows = kg.select(f"SELECT DISTINCT ?o WHERE {{ VALUES ?o {{ {values} }} ?s ?p ?o {condition} }}")
    return {row["o"] for row in rows if "o" in row} & literals
