"""Roles a KG says by a value on a record: 'who is the *pastry chef* at X'.

Many KGs say who holds which post through a node of its own between the organisation and the
person, with the post as a value on it: schema.org's `Role` (`roleName` "pastry chef"), a W3C
`org:Membership` whose `org:role` is a Role named "Treasurer", a crew or cast list. No relation
or class is named for the post, so the question's noun names nothing the search can walk; it
names a value. The answer is what such a record beside the topic ties the topic to, on the
records holding the value (under its name, or the name of the thing it points to). 'Now',
'currently' or a question in the present tense keep the records that have not ended (a date
along a relation named for an ending, `lexicon.bound`) where some have not.
"""

from __future__ import annotations

import re
from collections import defaultdict

from pyoxigraph import BlankNode, Literal, NamedNode

from kgqa_sparql.graph.remote import sparql_term
from kgqa_sparql.query.records import named_by_id
from kgqa_sparql.query.result import Answer, Result
from kgqa_sparql.search.answer_type import asked_kind, class_kind, fits, singular_forms
from kgqa_sparql.search.members import schema_names
from kgqa_sparql.text.lexicon import wordnet
from kgqa_sparql.vocab import RDF_TYPE, XSD, local_name
from kgqa_sparql.words import identifier_words

_DATES = frozenset(XSD + t for t in ("date", "dateTime", "dateTimeStamp", "gYear", "gYearMonth"))
#: Records looked at, at most, beside one topic.
RECORD_LIMIT = 2000
_NOW = re.compile(r"\b(?:now|currently|current|present|presently|today|still)\b", re.IGNORECASE)
_PRESENT = re.compile(r"^\W*(?:who|which\s+\w+|what\s+\w+)\s+(?:is|are)\b", re.IGNORECASE)


def role_holders(kg, topic: NamedNode, phrase: str, question: str) -> Result | None:
    """The things records beside `topic` tie it to, on the records holding `phrase` (a post:
    'pastry chef') as a value or as the name of what they point to; None when no record beside
    the topic holds it, or the records tie it to things along more than one relation (or none)."""
    forms = sorted({phrase.lower(), *(f for f in singular_forms(phrase.lower()) if f)})
    rows = kg.select(_query(kg, topic, forms))
    records = _records(kg, {row["r"] for row in rows}, forms)
    links: dict[tuple[str, bool], dict] = defaultdict(dict)
    for row in (row for row in rows if row["r"] in records):
        links[(row["q"].value, row["out"].value == "true")].setdefault(row["r"], set()).add(row["a"])
    if len(links) > 1:  # a membership's period is another record, not who holds the post
        links = {link: held for link, held in links.items() if _may_answer(kg, held, question)}
    if len(links) != 1:
        return None  # a record ties the topic to two kinds of things: which one is asked is unclear
    (predicate, forward), held = next(iter(links.items()))
    records = _current(kg, list(held)) if _NOW.search(question) or _PRESENT.match(question) else list(held)
    answers = list(dict.fromkeys(a for r in records for a in held[r]))
    names = kg.labels(answers)
    return Result([Answer(a.value, names.get(a, a.value), 1.0) for a in answers],
                  info={"method": "explore", "asked": "the holders of a role said by a value on a record",
                        "role": phrase, "relation": predicate if forward else f"^{predicate}",
                        "records": len(held), "kept": len(records)})


def _records(kg, nodes: set, forms: list[str]) -> set:
    """The nodes that are records: blank, named by an id (`records.named_by_id`) or by the post
    itself (a roster entry named "captain"); not a thing with a name of its own (an architect
    whose occupation is named "architect")."""
    names = kg.labels([n for n in nodes if isinstance(n, NamedNode)])
    return {n for n in nodes if isinstance(n, BlankNode) or names.get(n, "").lower() in forms
            or named_by_id(kg, [n])}


def _may_answer(kg, held: dict, question: str) -> bool:
    """Whether what a link reaches from the records may answer: no record itself (a blank node,
    one named by an id) and, when the question asks who, when or where, of a class that fits."""
    answers = [a for r in held for a in held[r]]
    if all(isinstance(a, BlankNode) for a in answers) or named_by_id(kg, answers):
        return False
    asked = asked_kind(question)
    classes = sorted({c for cs in kg.schema.classes_of(kg, answers).values() for c in cs})
    names = schema_names(kg, classes).values() if asked else ()
    return not names or any(fits(asked, class_kind(n)) for n in names)


def _query(kg, topic: NamedNode, forms: list[str]) -> str:
    said = ", ".join(f'"{f}"' for f in forms)
    naming = " ".join(f"<{p}>" for p in sorted(kg.names.naming_predicates()))
    # a record's class named for the post is no value of it: X's 'Project Manager' is X's kind
    named = (f"UNION {{ ?r ?p ?thing . ?thing ?n ?v . VALUES ?n {{ {naming} }} "
             f"FILTER(isLiteral(?v) && LCASE(STR(?v)) IN ({said}) && ?p != <{RDF_TYPE.value}>) }}") if naming else ""
    t = sparql_term(topic)
    return f"""SELECT DISTINCT ?r ?q ?a ?out WHERE {{
  {{ SELECT DISTINCT ?r WHERE {{ {{ {t} ?l ?r }} UNION {{ ?r ?l {t} }} FILTER(!isLiteral(?r)) }} LIMIT {RECORD_LIMIT} }}
  {{ ?r ?p ?v . FILTER(isLiteral(?v) && LCASE(STR(?v)) IN ({said})) }} {named}
  {{ ?r ?q ?a . BIND("true" AS ?out) }} UNION {{ ?a ?q ?r . BIND("false" AS ?out) }}
  FILTER(!isLiteral(?a) && ?a != {t} && ?a != ?r && ?q != ?p && ?q != <{RDF_TYPE.value}>)
}}"""


def _current(kg, records: list) -> list:
    """The records with no date along a relation named for an ending ('end date', 'left on');
    all of them when every one has ended (the question then asks about the last ones)."""
    ended = set()
    for record in records:
        for edge in kg.expand([record], "out").edges:
            if isinstance(edge.target, Literal) and edge.target.datatype.value in _DATES and _ends(edge.predicate):
                ended.add(record)
    left = [r for r in records if r not in ended]
    return left or records


def _ends(predicate: NamedNode) -> bool:
    net = wordnet()
    return bool(net) and any(net.bound(w) < 0 for w in identifier_words(local_name(predicate.value)).split())
