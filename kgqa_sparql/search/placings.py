"""Places in a result: 'who won X', 'which races did Y win', 'who came second in X'.

Results data often says who won only by a number: a crew, an entry or a result record between the
competitor and the race holds a `position` (place, rank, placing) of 1, 2, 3. No relation is named
for winning, so the search walks through the records to every entrant; the question's words say
which place is asked, and the path's records are kept where their place is that one. A path
through no record with a place is left as it is (a KG with a `winner` property says so itself).
"""

from __future__ import annotations

import re
from typing import Sequence

from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.search.paths import select_answers
from kgqa_sparql.vocab import XSD
from kgqa_sparql.words import identifier_words

#: Words naming a place in a result, in a predicate's name.
PLACE_NAMES = frozenset("position place placing placed rank ranking finish finishing".split())
_WON = re.compile(r"\b(?:win|wins|won|winning|winner|winners|victorious)\b", re.IGNORECASE)
_CAME = re.compile(r"\b(?:came|come|comes|finished|finish|finishes|placed|ended)\s+(?:in\s+)?"
                   r"(first|second|third|fourth|fifth|sixth)\b", re.IGNORECASE)
_RUNNER_UP = re.compile(r"\brunners?[- ]up\b", re.IGNORECASE)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_WHOLE = frozenset("integer int long short byte nonNegativeInteger positiveInteger unsignedInt unsignedShort".split())
#: Places read per path node, at most, to find the predicate holding them.
SAMPLE = 200


def place_asked(question: str) -> int | None:
    """The place a question asks about: 1 for 'won' or 'winner', 2 for 'came second' or 'runner-up'."""
    came = _CAME.search(question)
    if came:
        return _ORDINALS[came.group(1).lower()]
    if _RUNNER_UP.search(question):
        return 2
    return 1 if _WON.search(question) else None


def says_a_place(words: str) -> bool:
    """Whether a phrase a question asks for is a place in a result ('winner', 'runner-up')."""
    return bool(_WON.fullmatch(words.strip()) or _RUNNER_UP.fullmatch(words.strip()))


def holds_places(kg) -> bool:
    """Whether the KG's schema has a predicate of whole numbers named for a place in a result."""
    return any(edge.object_class.startswith(XSD) and _names_a_place(kg, NamedNode(edge.predicate))
               for edge in kg.schema.edges if edge.object_class.removeprefix(XSD) in _WHOLE)


def placed(kg, question: str, hops: int, patterns: list[str],
           answers: list[tuple[Term, float]]) -> tuple[list[str], list[tuple[Term, float]]] | None:
    """The path's SPARQL and answers kept to the records (a node between the topic and the answer)
    whose place is the one the question asks (`place_asked`); None when it asks none or no node
    of the path holds a place."""
    place = place_asked(question)
    if place is None or hops < 2:
        return None
    for i in range(1, hops):
        node = f"?x{i}"
        predicate = _place_predicate(kg, patterns, node)
        if predicate is None:
            continue
        kept = [*patterns, f"  {node} <{predicate.value}> ?kgqa_place FILTER(?kgqa_place = {place})"]
        allowed = {row["answer"] for row in kg.select(select_answers(kept)) if "answer" in row}
        return kept, [(e, w) for e, w in answers if e in allowed]
    return None


def _place_predicate(kg, patterns: Sequence[str], node: str) -> NamedNode | None:
    """The one predicate of whole numbers named for a place (`PLACE_NAMES`) the path's nodes at
    `node` hold, if any."""
    where = "\n".join(patterns)
    rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ {{ SELECT DISTINCT {node} WHERE {{ {where} }} LIMIT {SAMPLE} }} "
                     f"{node} ?p ?v FILTER(isLiteral(?v) && isNumeric(?v)) }}")
    named = [r["p"] for r in rows if isinstance(r.get("p"), NamedNode) and _names_a_place(kg, r["p"])]
    return named[0] if len(named) == 1 else None


def _names_a_place(kg, predicate: NamedNode) -> bool:
    label = kg.labels([predicate]).get(predicate) or ""
    local = identifier_words(re.split(r"[/#]", predicate.value)[-1])
    words = set(re.findall(r"[a-z]+", f"{label} {local}".lower()))
    return bool(words & PLACE_NAMES)

