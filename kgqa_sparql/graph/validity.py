"""When a fact holds: a reified statement (`rdf:Statement`) may carry times of its own, a start
and an end of its validity (`validFrom` / `validUntil`, `startDate` / `endDate`, `since` /
`until`): a yacht's owners and home ports, each for some years. A question asked at a time ('who
owns X *now*', 'where was X based *in 1950*') reads only the statements that hold then
(`as_of`, a context the hops of `graph.counterparts` read: the search and the path SPARQL alike).
A statement with no time holds always; one with a start only, from then on.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import date
from typing import Iterator

from pyoxigraph import NamedNode

from kgqa_sparql.vocab import RDF, XSD
from kgqa_sparql.words import identifier_words

#: Words of a qualifier's name that say it starts or ends a statement's validity.
START_WORDS = frozenset("from since start starts started begin begins began beginning effective commenced".split())
END_WORDS = frozenset("until till to end ends ended expires expired expiry finish finished stop stopped".split())
_TIMES = ", ".join(f"<{XSD}{t}>" for t in ("gYear", "date", "dateTime", "gYearMonth"))


@dataclass(frozen=True)
class Moment:
    """A time a question asks at: a year, or now (`year` None)."""

    year: int | None = None

    @property
    def at(self) -> int:
        return self.year if self.year is not None else date.today().year


@dataclass(frozen=True)
class Bounds:
    """The qualifiers that start and that end a reified statement's validity."""

    start: tuple[NamedNode, ...] = ()
    end: tuple[NamedNode, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.start or self.end)

    def holds(self, statement: str, moment: Moment) -> str:
        """SPARQL keeping `statement` (a variable) when it holds at `moment`: no start after its
        year, no end before it (now: no end before this year)."""
        year = moment.at
        out = []
        for predicates, var, op in ((self.start, "?kgqa_start", ">"), (self.end, "?kgqa_end", "<")):
            if predicates:
                path = "|".join(f"<{p.value}>" for p in predicates)
                out.append(f"FILTER NOT EXISTS {{ {statement} {path} {var} "
                           f"FILTER(<{XSD}integer>(SUBSTR(STR({var}), 1, 4)) {op} {year}) }}")
        return " ".join(out)


_AS_OF: ContextVar[Moment | None] = ContextVar("kgqa_as_of", default=None)


@contextmanager
def as_of(moment: Moment | None) -> Iterator[None]:
    """Read only the statements that hold at `moment` (None: all) within the block."""
    token = _AS_OF.set(moment)
    try:
        yield
    finally:
        _AS_OF.reset(token)


def asked_moment() -> Moment | None:
    """The moment the block is read at (`as_of`), if any."""
    return _AS_OF.get()


def read_bounds(backend) -> Bounds:
    """The time-valued qualifiers of the KG's reified statements, sorted by what their names
    say (`START_WORDS`, `END_WORDS`); qualifiers saying neither are left out."""
    return _bounds(backend.select(f"SELECT DISTINCT ?q WHERE {{ ?st <{RDF}predicate> ?p ; ?q ?v "
                                  f"FILTER(isLiteral(?v) && DATATYPE(?v) IN ({_TIMES})) }}"))


def read_record_bounds(backend) -> Bounds:
    """The time-valued qualifiers of the records that tie things together (an n-ary relation: a
    dancer's engagement with a company, with its rank, from 2013 until 2017): a node reached on the
    way along a path, not stated as an rdf:Statement, holds between its start and its end."""
    named = _bounds(backend.select("SELECT DISTINCT ?q WHERE { ?r ?q ?v }"))

    def timed(q: NamedNode) -> bool:
        return bool(backend.select(f"SELECT ?r WHERE {{ ?r <{q.value}> ?v FILTER(isLiteral(?v) && DATATYPE(?v) IN "
                                   f"({_TIMES})) FILTER NOT EXISTS {{ ?r <{RDF}predicate> ?p }} }} LIMIT 1"))

    return Bounds(tuple(q for q in named.start if timed(q)), tuple(q for q in named.end if timed(q)))


def _bounds(rows) -> Bounds:
    start, end = [], []
    for q in sorted((r["q"] for r in rows if isinstance(r.get("q"), NamedNode)), key=lambda q: q.value):
        words = set(re.findall(r"[a-z]+", identifier_words(q.value.rsplit("#", 1)[-1].rsplit("/", 1)[-1]).lower()))
        if words & START_WORDS and not words & END_WORDS:
            start.append(q)
        elif words & END_WORDS and not words & START_WORDS:
            end.append(q)
    return Bounds(tuple(start), tuple(end))
