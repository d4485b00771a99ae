"""Records: blank nodes a KG uses to tie things together, never an answer by themselves.

An n-ary relation is often stored through a node of its own: an offer between a product and its
seller, a rating with its value (blank nodes in JSON-LD). When a pseudo edge's best reading ends
at such nodes, the words asked for what they tie together: '(?x, sold by, Bayside)' means the
products of the offers whose seller is Bayside, '(Grinder, costs, ?x)' the price of its offers.
`through_records` picks that last hop.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Callable, Sequence

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.vocab import NON_RELATIONAL

#: Records followed at most when looking one hop past them.
RECORD_SAMPLE = 64


def through_records(kg, records: Sequence[Term], came: tuple[str, bool], relation: str,
                    similarity: Callable[[str, list[str]], list[float]]) -> tuple[str, bool] | None:
    """The link (predicate, forward from the records) from records to what the relation words
    ask for: not back the way the path came (`came`: the predicate and its direction into the
    records), no type or name; the one whose name is nearest the words (`similarity(relation,
    predicates)`), then the one most records have. None when the records link nothing else."""
    back = (came[0], not came[1])
    skip = {p.value for p in NON_RELATIONAL} | set(kg.names.naming_predicates())
    holders: dict[tuple[str, bool], set[Term]] = defaultdict(set)
    for edge in kg.expand(list(records)[:RECORD_SAMPLE], "both", max_per_relation=1).edges:
        link = (edge.predicate.value, edge.forward)
        if link != back and link[0] not in skip:
            holders[link].add(edge.source)
    if not holders:
        return None
    links = sorted(holders)
    scores = similarity(relation, [p for p, _ in links])
    return max(zip(links, scores), key=lambda t: (t[1], len(holders[t[0]])))[0]
