"""Roles a KG says by a value on a record: 'who is the *pastry chef* at X'.

Many KGs say who holds which post through a node of its own between the organisation and the
person, with the post as a value on it: schema.org's `Role` (`roleName` "pastry chef"), a W3C
`org:Membership` whose `org:role` is a Role named "Treasurer", a crew or cast list. No relation
or class is named for the post, so the question's noun names nothing the search can walk; it
names a value. The answer is what such a record beside the topic ties the topic to, on the
records holding the value (under its name, or the name of the thing it points to). 'Now',
'currently' or a question in the present tense keep the records that have not ended (a date
along a relation named for an ending, `lexicon.bound`) where some have not; 'now' where all have
is answered by nobody, and the Result says why.

A thing beside the topic may hold the post itself, as a value of its own (a `jobTitle`): then it is
the answer.

The same records answer what a question asks of two things they tie together ('when did Y
*leave* X', 'what does Y do in X'): a value on the one record beside both (`shared_record_value`).
"""

from __future__ import annotations

import re
from collections import defaultdict

from pyoxigraph import BlankNode, Literal, NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.graph.validity import END_WORDS, START_WORDS

from kgqa_sparql.query.records import named_by_id
from kgqa_sparql.query.result import Answer, Result
from kgqa_sparql.search.answer_type import TIME, asked_kind, class_kind, fits, singular_forms
from kgqa_sparql.search.members import asking_word, schema_names
from kgqa_sparql.text.encoder import shared_encoder
from kgqa_sparql.text.lexicon import bound
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.text.values import TIME_DATATYPES
from kgqa_sparql.vocab import XSD

_DATES = frozenset(XSD + t for t in TIME_DATATYPES)
#: Records looked at, at most, beside one topic.
RECORD_LIMIT = 2000
#: Links from a record to its values, through blank nodes (a membership's interval, its end instant).
VALUE_DEPTH = 3
_NOW = re.compile(r"\b(?:now|currently|current|present|presently|today|still)\b", re.IGNORECASE)
_PRESENT = re.compile(r"^\W*(?:who|which\s+\w+|what\s+\w+)\s+(?:is|are)\b", re.IGNORECASE)


def role_holders(kg, topic: NamedNode, phrase: str, question: str) -> Result | None:
    """The things records beside `topic` tie it to, on the records holding `phrase` (a post:
    'pastry chef') as a value, as their own name or as the name of a thing they point to; None
    when no record beside the topic holds it, or the records tie it to things along more than
    one relation (or none). Read by expanding neighbourhoods, on any backend."""
    forms = {phrase.lower(), *(f for f in singular_forms(phrase.lower()) if f)}
    around = kg.expand([topic], "both").edges
    nodes = list(dict.fromkeys(e.target for e in around if not isinstance(e.target, Literal)))[:RECORD_LIMIT]
    holding = _holding(kg, nodes, forms)
    records = _records(kg, set(holding), forms)
    if not records:
        return _holders(kg, holding, phrase)
    links: dict[tuple[str, bool], dict] = defaultdict(dict)
    for edge in kg.expand(sorted(records, key=str), "both").edges:
        other = edge.target
        if (isinstance(other, (Literal, BlankNode)) or other == topic or other == edge.source
                or edge.predicate in holding[edge.source]):
            continue
        links[(edge.predicate.value, edge.forward)].setdefault(edge.source, set()).add(other)
    if len(links) > 1:  # a membership's period is another record, not who holds the post
        links = {link: held for link, held in links.items() if _may_answer(kg, held, question)}
    reached: dict = {}  # a link and its declared inverse (org:member, ^org:hasMembership) are one
    for link, held in sorted(links.items()):
        reached.setdefault(frozenset((r, a) for r, answers in held.items() for a in answers), (link, held))
    links = dict(reached.values())
    if len(links) != 1:
        return None  # a record ties the topic to two kinds of things: which one is asked is unclear
    (predicate, forward), held = next(iter(links.items()))
    info = {"method": "explore", "asked": "the holders of a role said by a value on a record", "role": phrase,
            "relation": predicate if forward else f"^{predicate}", "records": len(held)}
    kept = list(held)
    if _NOW.search(question) or _PRESENT.match(question):
        going = [r for r in kept if r not in _ended(kg, kept)]
        if not going and _NOW.search(question):  # 'who is X's coxswain now', every post ended: nobody, per the KG
            return Result(info={**info, "reason": f"every record of a {phrase!r} beside the topic has ended"})
        kept = going or kept
    answers = list(dict.fromkeys(a for r in kept for a in held[r]))
    names = kg.labels(answers)
    return Result([Answer(a.value, names.get(a, a.value), 1.0) for a in answers], info={**info, "kept": len(kept)})


def _holders(kg, holding: dict, phrase: str) -> Result | None:
    """The things beside the topic that hold the post themselves, as a value of theirs (a chocolatier
    whose `jobTitle` is "head chocolatier" and who `worksFor` X); None when none does."""
    held = [n for n, predicates in holding.items() if predicates and isinstance(n, NamedNode)]
    if not held:
        return None
    names = kg.labels(held)
    info = {"method": "explore", "asked": "the holders of a role said by a value of theirs", "role": phrase}
    return Result([Answer(n.value, names.get(n, n.value), 1.0) for n in held], info=info)


def _holding(kg, nodes: list, forms: set[str]) -> dict:
    """Per node that holds the post, the predicates it holds it along (none for its own name):
    a literal value ('roleName' "pastry chef") or a thing so named ('org:role' Treasurer)."""
    out = kg.expand(nodes, "out").edges if nodes else []
    things = kg.labels({e.target for e in out if isinstance(e.target, NamedNode)})
    holding: dict = defaultdict(set)
    for edge in out:
        said = edge.target.value if isinstance(edge.target, Literal) else things.get(edge.target, "")
        if said.lower() in forms:
            holding[edge.source].add(edge.predicate)
    for node, name in kg.labels(nodes).items():  # a roster entry named "captain"
        if name.lower() in forms:
            holding.setdefault(node, set())
    return holding


def _records(kg, nodes: set, forms: set[str]) -> set:
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


def _ended(kg, records: list) -> set:
    """The records with a date along a relation named for an ending ('end date', 'left on', 'end
    time'; an OWL-Time interval's `hasEnd`)."""
    dated = [(record, named) for record, named, value in _values_on(kg, records) if value.datatype.value in _DATES]
    names = kg.names.words_of({named for _, named in dated})
    return {record for record, named in dated if any(bound(w) < 0 for w in names[named].split())}


def _values_on(kg, records: list) -> list[tuple[Term, NamedNode, Literal]]:
    """(record, relation, value) of each literal on the records, stated on them or on blank nodes
    below them (a membership's `memberDuring` interval, its `hasEnd` instant, its `inXSDDate`): the
    relation is the one along the way whose name says a beginning or an end, else the last."""
    found, frontier = [], [(r, r, ()) for r in records]
    for _ in range(VALUE_DEPTH):
        below: dict[Term, list[tuple[Term, tuple]]] = defaultdict(list)
        for record, node, chain in frontier:
            below[node].append((record, chain))
        frontier = []
        for edge in kg.expand(list(below), "out").edges if below else ():
            for record, chain in below[edge.source]:
                if isinstance(edge.target, Literal):
                    found.append((record, (*chain, edge.predicate), edge.target))
                elif isinstance(edge.target, BlankNode):
                    frontier.append((record, edge.target, (*chain, edge.predicate)))
    names = kg.names.words_of({p for _, chain, _ in found for p in chain})
    return [(record, next((p for p in chain if any(bound(w) for w in names[p].split())), chain[-1]), value)
            for record, chain, value in found]



#: Least lead of the time on a shared record that the question's words fit best over the next
#: ('leave' is 0.30 from 'end date' and 0.17 from 'start date'; 'join' 0.19 / 0.17 says nothing).
TIME_MARGIN = 0.08
#: 'What does Y do in X', 'what role did Y play in X': the value on the record is what is asked.
_WHAT_DOES = re.compile(r"^\W*what\s+(?:\w+\s+)?(?:do|does|did|is|was|are|were)\s+X\s+(?:do|play|have|hold)\b",
                        re.IGNORECASE)


def shared_record_value(kg, first: NamedNode, second: NamedNode, question: str) -> Result | None:
    """A value on the record that ties two topics together (a cast role between a performer and a
    show, a membership, a statement with qualifiers): when a 'when' question asks, the time whose
    name says the verb's end ('quit': end date, by `lexicon.bound`) or that the verb fits clearly
    best ('leave' ~ 'end date'); when 'what does Y do in X' asks, the one text the record holds
    ('contortionist' as its `roleName`). None when no one record ties them, or no one value fits."""
    when = asked_kind(question) == TIME
    if not when and not _WHAT_DOES.match(question):
        return None  # read before any record is looked for: most questions naming two things ask neither
    records = _between(kg, first, second)
    if len(records) != 1:
        return None
    (record,) = records
    values: dict[NamedNode, list[Literal]] = defaultdict(list)
    for _, named, value in _values_on(kg, [record]):
        values[named].append(value)
    timed = {p: v for p, v in values.items() if all(x.datatype.value in _DATES for x in v)}
    if when:
        chosen = _time_said(question, kg.names.words_of(timed))
    else:
        texts = [p for p, v in values.items() if p not in timed and all(not _number(x) for x in v)]
        chosen = texts[0] if len(texts) == 1 else None
    if chosen is None:
        return None
    info = {"method": "explore", "asked": "a value on the record tying the topics together",
            "relation": chosen.value, "records": 1}
    return Result([Answer(None, v.value, 1.0) for v in dict.fromkeys(values[chosen])], info=info)


def _number(value: Literal) -> bool:
    return value.value.replace(".", "", 1).lstrip("-").isdigit()


def _between(kg, first: NamedNode, second: NamedNode) -> list:
    """The records (blank, or named by an id) linked to both things by one triple each: their common
    neighbours first, so that only those are asked whether they are named by an id."""
    near_second = {e.target for e in kg.expand([second], "both").edges}
    shared = dict.fromkeys(e.target for e in kg.expand([first], "both").edges
                           if not isinstance(e.target, Literal) and e.target in near_second)
    return [n for n in shared if isinstance(n, BlankNode) or named_by_id(kg, [n])][:RECORD_LIMIT]


def _end_of(word: str, asked: bool = False) -> int:
    """+1 a word naming a beginning ('founded', 'since', 'from'), -1 an ending ('left', 'until'), 0
    neither: WordNet's `bound`, and the function words a time's name starts or ends with ('valid
    from', 'date to'); of those a question's words only 'since', 'until' and 'till' ('moved *to*'
    says no end)."""
    if asked and word in ("from", "to"):
        return 0
    return 1 if word in START_WORDS else -1 if word in END_WORDS else bound(word)


def _time_said(question: str, timed: dict[NamedNode, str]) -> NamedNode | None:
    """Of the times on a record (each with its name), the one the question's words ask for: the
    one whose name's end (begin or end) its words say, else the one they fit clearly best
    (TIME_MARGIN); the only one there is."""
    if len(timed) <= 1:
        return next(iter(timed), None)
    said = {_end_of(w, asked=True) for w in re.findall(r"[a-z]+", question.lower())} - {0}  # 'until when
    words = [w for w in re.findall(r"[a-z]+", question.lower()) if w not in STOPWORDS and w != "x"
             and not asking_word(w)]
    if len(said) == 1:
        ends = [p for p, name in timed.items() if said & {_end_of(w) for w in name.lower().split()}]
        if len(ends) == 1:
            return ends[0]
    if not words:
        return None
    names = list(timed)
    vectors = shared_encoder().encode([" ".join(words), *timed.values()])
    sims = vectors[1:] @ vectors[0]
    order = sims.argsort()[::-1]
    return names[order[0]] if sims[order[0]] - sims[order[1]] >= TIME_MARGIN else None

