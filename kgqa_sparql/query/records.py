"""Records: nodes a KG uses to tie things together, never an answer by themselves.

An n-ary relation is often stored through a node of its own: an offer between a product and its
seller, a rating with its value (blank nodes in JSON-LD), a membership or a harvest named by
nothing but an id (`id_records`). When a pseudo edge's best reading ends
at such nodes, the words asked for what they tie together: '(?x, sold by, Bayside)' means the
products of the offers whose seller is Bayside, '(Grinder, costs, ?x)' the price of its offers.
`through_records` picks that last hop.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable, Sequence

import re

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.vocab import NON_RELATIONAL
from kgqa_sparql.words import iri_name, opaque_iri

#: Records followed at most when looking one hop past them.
RECORD_SAMPLE = 64


def through_records(kg, records: Sequence[Term], came: tuple[str, bool], relation: str,
                    similarity: Callable[[str, list[str]], list[float]]) -> tuple[tuple[str, bool], float] | None:
    """The link (predicate, forward from the records) from records to what the relation words
    ask for, and its similarity to them: not back the way the path came (`came`: the predicate and
    its direction into the records), no type or name; to things with names, then the one whose name
    is nearest the words (`similarity(relation, predicates)`), then the one most records have. None
    when the records link nothing else."""
    back = (came[0], not came[1])
    skip = {p.value for p in NON_RELATIONAL} | set(kg.names.naming_predicates())
    holders: dict[tuple[str, bool], set[Term]] = defaultdict(set)
    reached = kg.expand(list(records)[:RECORD_SAMPLE], "both", max_per_relation=1)
    for edge in reached.edges:
        link = (edge.predicate.value, edge.forward)
        if link != back and link[0] not in skip:
            holders[link].add(edge.source)
    if not holders:
        return None
    links = sorted(holders)
    scores = similarity(relation, [p for p, _ in links])
    # what records tie together has a name (a club, a date), unlike another record (a membership's period)
    targets = [e.target for e in reached.edges if isinstance(e.target, NamedNode)]
    labels = kg.labels(targets) if targets else {}
    named = {(e.predicate.value, e.forward) for e in reached.edges if isinstance(e.target, Literal)
             or (isinstance(e.target, NamedNode) and labels.get(e.target, iri_name(e.target.value)) != iri_name(
                 e.target.value))}
    return max(zip(links, scores), key=lambda t: (t[0] in named, t[1], len(holders[t[0]])))


def id_records(kg, terms: Sequence[Term], codes: bool = True) -> bool:
    """Whether the terms are records named by nothing but an id in their IRI (`words.iri_name`:
    '…/membership/m09' -> "membership m09", '…/harvest/hv-08', and with `codes` an observation's
    codes '…/2019/T' or a sensor's 'WS-5501') in a KG that names its other things; an IRI that
    reads as words ('…/Frank_Herbert', a film labelled 'M') is a thing's own name. In a KG naming
    nothing, ids are all it has."""
    if not terms or all(n.source == "iri" for n in kg.names.classes.values()):
        return False
    if not all(isinstance(t, NamedNode) and (opaque_iri(t.value) or _holds_id(name := iri_name(t.value))
                                             or _LOWER_ID.fullmatch(name) or (codes and _code(name)))
               for t in terms):
        return False
    names = kg.labels(list(terms))
    if any(names.get(t) != iri_name(t.value) for t in terms):
        return False
    worded = [t for t in terms if not opaque_iri(t.value)]
    types = kg.types(worded) if worded else {}
    naming, classes = kg.names.classes, kg.schema.classes
    declared = [[c.value for c in types.get(t, []) if c.value in classes and not classes[c.value].inferred]
                for t in worded]
    return all(cs and all(c in naming and naming[c].source == "iri" for c in cs) for cs in declared)


#: An id of one or two lowercase letters and a number ('…/harvest/hv-08' -> "hv 08", '…/result/r-104201'): a
#: record's key, where a code in capitals ('WS-5501', 'CO2-0817') is what people call a thing.
_LOWER_ID = re.compile(r"[a-z]{1,2} ?[0-9]+")


def _holds_id(name: str) -> bool:
    """Whether a name read off an IRI holds an id beside words (Bio2RDF's
    'drugbank_resource:DB90008_dosage_1' -> "DB90008 dosage 1"): a record named after what it
    belongs to. An id alone ('University151') is a thing's own name."""
    words = re.split(r"[\s:]+", name)
    return (any(re.fullmatch(r"(?=\S*\d)(?=\S*[A-Za-z])\S+", w) for w in words)
            and any(re.fullmatch(r"[^\W\d_]{3,}(?:-[^\W\d_]+)*", w) for w in words))


def _code(name: str) -> bool:
    """Whether a name read off an IRI is a code, no word: no run of three letters ('T', 'Y15 74',
    an observation's dimension codes), where 'Frank Herbert' or 'obs' is words."""
    return not re.search(r"[^\W\d_]{3}", name)
