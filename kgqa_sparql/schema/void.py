"""VoID descriptions of a schema graph, written and read back.

Export (`to_void`): the dataset with `void:triples`, a `void:classPartition` per class
(`void:class`, `void:entities`), a `void:propertyPartition` per predicate (`void:property`,
`void:triples`), a datatype partition per literal datatype (void-ext), and a `void:Linkset` per
schema edge (`void:subjectsTarget` / `void:objectsTarget` pointing at the class or datatype
partitions, `void:linkPredicate`, `void:triples`, plus `kgqa:confidence`). A served dataset also gets
`void:sparqlEndpoint` and `void:uriSpace` (the namespace its entity IRIs share, from `entity_uri_space`).

Import (`from_void`): the same structure back into a SchemaGraph, so an endpoint that publishes
its VoID need not be scanned again.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from pyoxigraph import BlankNode, Literal, NamedNode, Quad, RdfFormat, Store, serialize

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.schema.schema_graph import SchemaClass, SchemaEdge, SchemaGraph, datatype_label
from kgqa_sparql.words import identifier_words
from kgqa_sparql.vocab import (
    FUZZY,
    KGQA,
    KGQA_GRAPHS,
    OWL,
    RDF,
    RDF_TYPE,
    RDFS,
    RDFS_LABEL,
    RDFS_SUBCLASS_OF,
    SD,
    SKOS,
    VOID,
    XSD,
    local_name,
)

#: Datatype partitions (no term for them in VoID itself).
VOID_EXT = "http://ldf.fi/void-ext#"
DEFAULT_DATASET = "http://kgqa-sparql.org/void/dataset"
PREFIXES = {"void": VOID, "void-ext": VOID_EXT, "kgqa": KGQA, "rdfs": RDFS, "xsd": XSD, "rdf": RDF}
#: Vocabularies with their usual prefixes: never a dataset's entity namespace.
VOCABULARIES = {"rdf": RDF, "rdfs": RDFS, "owl": OWL, "xsd": XSD, "skos": SKOS, "void": VOID, "sd": SD,
                "kgqa": KGQA, "fuzzy": FUZZY}


class VoidError(KgqaError):
    """A VoID document could not be read as a schema description."""


def _int(n: int) -> Literal:
    return Literal(str(n), datatype=NamedNode(XSD + "integer"))


def void_quads(schema: SchemaGraph, dataset: str = DEFAULT_DATASET, *, sparql_endpoint: str | None = None,
               uri_space: str | None = None) -> list[Quad]:
    """The VoID description of `schema` as triples (in the default graph); `sparql_endpoint` (an
    IRI) and `uri_space` (a string) are stated on the dataset when given."""
    ds = NamedNode(dataset)
    v = lambda name: NamedNode(VOID + name)  # noqa: E731 - a local abbreviation
    out = [Quad(ds, RDF_TYPE, v("Dataset"))]
    if sparql_endpoint:
        out.append(Quad(ds, v("sparqlEndpoint"), NamedNode(sparql_endpoint)))
    if uri_space:
        out.append(Quad(ds, v("uriSpace"), Literal(uri_space)))
    out += [Quad(ds, v("triples"), _int(schema.meta.get("triples", sum(schema.predicates.values())))),
            Quad(ds, v("classes"), _int(sum(1 for c in schema.classes.values() if not c.datatype))),
            Quad(ds, v("properties"), _int(len(schema.predicates)))]
    partitions: dict[str, NamedNode] = {}
    for i, c in enumerate(sorted(schema.classes.values(), key=lambda c: c.iri)):
        node = NamedNode(f"{dataset}/{'datatype' if c.datatype else 'class'}/{i}")
        partitions[c.iri] = node
        cls = NamedNode(c.iri)
        if c.datatype:
            out += [Quad(ds, NamedNode(VOID_EXT + "datatypePartition"), node),
                    Quad(node, NamedNode(VOID_EXT + "datatype"), cls), Quad(node, v("triples"), _int(c.entities))]
            continue
        out += [Quad(ds, v("classPartition"), node), Quad(node, v("class"), cls), Quad(node, v("entities"), _int(c.entities)),
                Quad(cls, RDFS_LABEL, Literal(c.label))]
        if c.inferred:
            out.append(Quad(cls, RDF_TYPE, NamedNode(KGQA + "InferredClass")))
    for p, n in sorted(schema.predicates.items()):
        node = BlankNode()
        out += [Quad(ds, v("propertyPartition"), node), Quad(node, v("property"), NamedNode(p)), Quad(node, v("triples"), _int(n))]
    for sub, supers in sorted(schema.subclass_of.items()):
        out += [Quad(NamedNode(sub), RDFS_SUBCLASS_OF, NamedNode(sup)) for sup in supers]
    for i, e in enumerate(schema.edges):
        node = NamedNode(f"{dataset}/linkset/{i}")
        out += [Quad(node, RDF_TYPE, v("Linkset")), Quad(ds, v("subset"), node),
                Quad(node, v("subjectsTarget"), partitions[e.subject_class]),
                Quad(node, v("linkPredicate"), NamedNode(e.predicate)),
                Quad(node, v("objectsTarget"), partitions[e.object_class]),
                Quad(node, v("triples"), _int(e.support)),
                Quad(node, NamedNode(KGQA + "confidence"), Literal(repr(e.confidence), datatype=NamedNode(XSD + "double")))]
    return out


def to_void(schema: SchemaGraph, dataset: str = DEFAULT_DATASET, format: RdfFormat = RdfFormat.TURTLE, *,
            sparql_endpoint: str | None = None, uri_space: str | None = None) -> bytes:
    """The VoID description serialised (Turtle by default)."""
    quads = void_quads(schema, dataset, sparql_endpoint=sparql_endpoint, uri_space=uri_space)
    # Grouped by subject (dataset first) so Turtle writes one block per resource.
    order = {str(q.subject): (q.subject != NamedNode(dataset), i) for i, q in reversed(list(enumerate(quads)))}
    triples = [q.triple for q in sorted(quads, key=lambda q: order[str(q.subject)])]
    return serialize(triples, format=format, prefixes=PREFIXES)


# ---- namespaces ---------------------------------------------------------------------------------
def namespace(iri: str) -> str:
    """An IRI's namespace: everything up to its last '#' or '/' (the IRI itself when neither ends a
    non-empty local name)."""
    cut = max(iri.rfind("#"), iri.rfind("/"))
    return iri[: cut + 1] if 0 <= cut < len(iri) - 1 else iri


_SPACE = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]+/")


def common_uri_space(iris: list[str]) -> str | None:
    """The longest namespace (cut after a '/' or '#') that every IRI starts with, or None when they
    share no more than a scheme (or nothing)."""
    if not iris:
        return None
    low, high = min(iris), max(iris)  # the common prefix of a set is that of its extremes
    n = 0
    while n < min(len(low), len(high)) and low[n] == high[n]:
        n += 1
    prefix = low[:n]
    if n == len(low):  # one IRI is a prefix of another: the namespace is what ends before it
        prefix = prefix[:-1]
    cut = max(prefix.rfind("/"), prefix.rfind("#"))
    space = prefix[: cut + 1]
    return space if _SPACE.match(space) else None


def entity_uri_space(kg: Any, schema: SchemaGraph, *, classes: int = 20, per_class: int = 1000) -> str | None:
    """void:uriSpace computed from data: the common namespace of the IRIs of a sample of entities (up
    to `per_class` members of each of the `classes` largest classes; any subjects outside the known
    vocabularies when the data has no classes). `kg` needs `select(sparql)`."""
    skip = set(schema.classes) | set(schema.predicates)
    vocabularies = (*VOCABULARIES.values(), VOID_EXT, KGQA_GRAPHS)
    largest = sorted((c for c in schema.classes.values() if not c.datatype), key=lambda c: -c.entities)[:classes]
    iris: set[str] = set()
    for cls in largest:
        rows = kg.select(f"SELECT DISTINCT ?s WHERE {{ ?s a <{cls.iri}> FILTER(isIRI(?s)) }} LIMIT {per_class}")
        iris.update(row["s"].value for row in rows)
    if not iris:
        rows = kg.select(f"SELECT DISTINCT ?s WHERE {{ ?s ?p ?o FILTER(isIRI(?s)) }} LIMIT {classes * per_class}")
        iris.update(row["s"].value for row in rows)
    return common_uri_space([i for i in iris if i not in skip and not i.startswith(vocabularies)])


def dataset_prefixes(schema: SchemaGraph, uri_space: str | None = None) -> dict[str, str]:
    """Prefixes for writing the dataset's terms: the usual ones of the vocabularies, plus one per
    namespace of its classes and predicates (and its uriSpace), named after the namespace's last
    path segment ("http://ex.org/movies/" -> "movies"; "ns1", "ns2" ... when that is taken)."""
    out = dict(VOCABULARIES)
    known = set(out.values())
    spaces = [namespace(i) for i in (*schema.classes, *schema.predicates)] + ([uri_space] if uri_space else [])
    for space in dict.fromkeys(spaces):
        if space in known or space == VOID_EXT or not space.endswith(("/", "#")):
            continue
        segment = re.sub(r"[^a-z0-9]", "", space.rstrip("/#").rsplit("/", 1)[-1].lower()).lstrip("0123456789")
        label, n = segment, 0
        while not label or label in out:
            n += 1
            label = f"ns{n}"
        out[label] = space
        known.add(space)
    return out


def from_void(source: str | Path | bytes, format: RdfFormat | None = None) -> SchemaGraph:
    """A SchemaGraph from a VoID document (file path or bytes) written by `to_void` or any
    publisher using classPartition / propertyPartition / Linkset the same way."""
    store = Store()
    try:
        if isinstance(source, bytes):
            store.load(source, format=format or RdfFormat.TURTLE)
        else:
            path = Path(source)
            if not path.is_file():
                raise VoidError(f"no such VoID file: {path}")
            store.load(path=str(path), format=format or RdfFormat.from_extension(path.suffix.lstrip(".")) or RdfFormat.TURTLE)
    except SyntaxError as exc:
        raise VoidError(f"VoID document does not parse: {exc}") from None
    return _schema_from_store(store)


def _select(store: Store, body: str) -> list:
    prefixes = "".join(f"PREFIX {k}: <{v}> " for k, v in PREFIXES.items())
    return list(store.query(prefixes + body))


def _schema_from_store(store: Store) -> SchemaGraph:
    schema = SchemaGraph()
    if not _select(store, "SELECT ?d WHERE { ?d a void:Dataset } LIMIT 1"):
        raise VoidError("the document describes no void:Dataset")
    target: dict = {}
    for part, cls, n, label, inferred in _select(store, "SELECT ?part ?c ?n ?label ?inf WHERE { ?d void:classPartition ?part . "
                                                  "?part void:class ?c OPTIONAL { ?part void:entities ?n } "
                                                  "OPTIONAL { ?c rdfs:label ?label } "
                                                  "BIND(EXISTS { ?c a kgqa:InferredClass } AS ?inf) }"):
        iri = cls.value
        schema.classes[iri] = SchemaClass(iri, label.value if label else identifier_words(local_name(iri)),
                                          int(n.value) if n else 0, inferred=inferred.value == "true")
        target[part] = iri
    for part, dt, n in _select(store, "SELECT ?part ?dt ?n WHERE { ?d void-ext:datatypePartition ?part . "
                                      "?part void-ext:datatype ?dt OPTIONAL { ?part void:triples ?n } }"):
        schema.classes[dt.value] = SchemaClass(dt.value, datatype_label(dt.value), int(n.value) if n else 0, datatype=True)
        target[part] = dt.value
    for p, n in _select(store, "SELECT ?p ?n WHERE { ?d void:propertyPartition ?part . ?part void:property ?p ; void:triples ?n }"):
        schema.predicates[p.value] = int(n.value)
    schema.meta["triples"] = sum(int(r[0].value) for r in _select(store, "SELECT ?n WHERE { ?d a void:Dataset ; void:triples ?n }"))
    for a, b in _select(store, "SELECT ?a ?b WHERE { ?a rdfs:subClassOf ?b }"):
        schema.subclass_of.setdefault(a.value, []).append(b.value)
    for s, p, o, n, conf in _select(store, "SELECT ?s ?p ?o ?n ?conf WHERE { ?l a void:Linkset ; void:subjectsTarget ?s ; "
                                           "void:linkPredicate ?p ; void:objectsTarget ?o ; void:triples ?n "
                                           "OPTIONAL { ?l kgqa:confidence ?conf } } ORDER BY ?l"):
        if s not in target or o not in target:
            raise VoidError(f"linkset for {p.value} points at a target that is not a class or datatype partition")
        subject, support = target[s], int(n.value)
        entities = schema.classes[subject].entities
        confidence = float(conf.value) if conf else (support / entities if entities else 0.0)
        schema.edges.append(SchemaEdge(subject, p.value, target[o], support, confidence))
    return schema
