"""Line-based triple files (`subject|relation|object` or tab-separated) turned into labelled RDF.

MetaQA-style KBs name entities by plain strings. We mint stable IRIs under a base, label every
entity and predicate, type literal-valued relations (years, numbers), and optionally assert
`rdf:type` from a domain/range map such as `directed_by=Movie:Person`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Iterable, Iterator
from urllib.parse import quote

from kgqa_sparql.errors import LoadError
from kgqa_sparql.words import identifier_words
from kgqa_sparql.graph.loader import RdfSource, iter_lines
from kgqa_sparql.vocab import (
    OWL,
    RDF,
    RDFS,
    SKOS,
    XSD,
)

DEFAULT_BASE = "http://kgqa-sparql.org/kg/"
_SAFE = "!$&'()*+,;=:@-._~"  # IRI path characters left readable; everything else is %-encoded
_INT = re.compile(r"^[+-]?\d+$")
_DECIMAL = re.compile(r"^[+-]?(\d+\.\d*|\.\d+)$")


@dataclass(frozen=True)
class TypeMap:
    """Domain/range classes per relation name, e.g. {'directed_by': ('Movie', 'Person')}."""

    domains: dict[str, str] = field(default_factory=dict)
    ranges: dict[str, str] = field(default_factory=dict)

    @classmethod
    def parse(cls, text: str | None) -> "TypeMap":
        """Parse `rel=Domain:Range,rel2=Domain:` (either side may be empty)."""
        domains: dict[str, str] = {}
        ranges: dict[str, str] = {}
        for item in filter(None, (part.strip() for part in (text or "").split(","))):
            rel, eq, classes = item.partition("=")
            dom, colon, rng = classes.partition(":")
            if not eq or not colon or not rel.strip() or not (dom.strip() or rng.strip()):
                raise LoadError(f"bad type map entry {item!r}; expected relation=Domain:Range")
            if dom.strip():
                domains[rel.strip()] = dom.strip()
            if rng.strip():
                ranges[rel.strip()] = rng.strip()
        return cls(domains, ranges)

    def __bool__(self) -> bool:
        return bool(self.domains or self.ranges)


@dataclass(frozen=True)
class Minter:
    """Stable IRIs for entity, relation and class names under one base."""

    base: str = DEFAULT_BASE

    def _mint(self, kind: str, name: str) -> str:
        return f"{self.base}{kind}/{quote(name, safe=_SAFE)}"

    def entity(self, name: str) -> str:
        return self._mint("entity", name)

    def relation(self, name: str) -> str:
        return self._mint("relation", name)

    def cls(self, name: str) -> str:
        return self._mint("class", name)


def _literal_datatype(relation: str, values: Iterable[str]) -> str | None:
    """The XSD datatype when every object of a relation is numeric, else None (objects are entities)."""
    values = list(values)
    if values and all(_INT.match(v) for v in values):
        looks_like_years = all(len(v) == 4 and 1000 <= int(v) <= 2999 for v in values)
        return XSD + ("gYear" if looks_like_years or "year" in relation.lower() else "integer")
    if values and all(_INT.match(v) or _DECIMAL.match(v) for v in values):
        return XSD + "decimal"
    return None


def _lit(text: str, datatype: str | None = None) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return f'"{escaped}"' + (f"^^<{datatype}>" if datatype else "")


def read_rows(source: RdfSource, separator: str | None = None) -> list[tuple[str, str, str]]:
    """Rows of a triple file; the separator is `|` or tab, detected from the first data line."""
    rows: list[tuple[str, str, str]] = []
    for lineno, line in enumerate(iter_lines(source), start=1):
        line = line.rstrip("\n\r")
        if not line.strip() or line.startswith("#"):
            continue
        if separator is None:
            separator = "\t" if "\t" in line else "|"
        parts = line.split(separator)
        if len(parts) != 3 or not all(p.strip() for p in parts):
            raise LoadError(f"expected subject{separator}relation{separator}object, got {line[:80]!r}",
                            path=str(source.path), line=lineno, column=1)
        rows.append((parts[0].strip(), parts[1].strip(), parts[2].strip()))
    return rows


def to_ntriples(rows: list[tuple[str, str, str]], minter: Minter, types: TypeMap = TypeMap()) -> Iterator[str]:
    """N-Triples lines for the rows, their labels, literal datatypes and asserted types."""
    objects_by_relation: dict[str, set[str]] = defaultdict(set)
    for _, rel, obj in rows:
        objects_by_relation[rel].add(obj)
    datatypes = {rel: _literal_datatype(rel, objs) for rel, objs in objects_by_relation.items()}

    rdf_type, label = f"<{RDF}type>", f"<{RDFS}label>"
    entities: set[str] = set()
    typed: set[tuple[str, str]] = set()
    for subj, rel, obj in rows:
        s = f"<{minter.entity(subj)}>"
        entities.add(subj)
        if datatypes[rel]:
            o = _lit(obj, datatypes[rel])
        else:
            o = f"<{minter.entity(obj)}>"
            entities.add(obj)
        yield f"{s} <{minter.relation(rel)}> {o} .\n"
        if rel in types.domains and (subj, types.domains[rel]) not in typed:
            typed.add((subj, types.domains[rel]))
            yield f"{s} {rdf_type} <{minter.cls(types.domains[rel])}> .\n"
        if rel in types.ranges and not datatypes[rel] and (obj, types.ranges[rel]) not in typed:
            typed.add((obj, types.ranges[rel]))
            yield f"{o} {rdf_type} <{minter.cls(types.ranges[rel])}> .\n"
    for name in sorted(entities):
        yield f"<{minter.entity(name)}> {label} {_lit(name)} .\n"
    for rel, datatype in sorted(datatypes.items()):
        p = f"<{minter.relation(rel)}>"
        kind = "DatatypeProperty" if datatype else "ObjectProperty"
        yield f"{p} {rdf_type} <{OWL}{kind}> .\n"
        yield f"{p} {label} {_lit(rel)} .\n"
        yield f"{p} <{SKOS}prefLabel> {_lit(identifier_words(rel))} .\n"
        if rel in types.domains:
            yield f"{p} <{RDFS}domain> <{minter.cls(types.domains[rel])}> .\n"
        if datatype:
            yield f"{p} <{RDFS}range> <{datatype}> .\n"
        elif rel in types.ranges:
            yield f"{p} <{RDFS}range> <{minter.cls(types.ranges[rel])}> .\n"
    for cls in sorted(set(types.domains.values()) | set(types.ranges.values())):
        yield f"<{minter.cls(cls)}> {rdf_type} <{OWL}Class> .\n"
        yield f"<{minter.cls(cls)}> {label} {_lit(cls)} .\n"


def convert(source: RdfSource, base: str = DEFAULT_BASE, types: TypeMap = TypeMap()) -> bytes:
    """A whole triple file as N-Triples bytes (validated before anything touches a store)."""
    rows = read_rows(source)
    if not rows:
        raise LoadError("no triples in file", path=str(source.path))
    known = {rel for _, rel, _ in rows}
    unknown = (set(types.domains) | set(types.ranges)) - known
    if unknown:
        raise LoadError(f"type map names relations not in the file: {', '.join(sorted(unknown))}", path=str(source.path))
    return "".join(to_ntriples(rows, Minter(base), types)).encode("utf-8")
