"""SAFE's Approximate Distance Join (ADJ): pseudo query graph -> schema-aligned query graphs.

1. Candidate schema edges per pseudo edge ℓ = (u, r, u'): every schema edge (c, p, c') in both
   orientations (the KG may store the relation the other way round), scored by the similarity of
   r to the predicate's texts (label, local name in words; r also as its content words alone,
   and the role r implies against the role the label names: 'performed in' -> 'performer' ~
   'starred actors' -> 'actors') and of the composite text (type(u), r, type(u')) to (c, p, c')
   (expected types of variables only), plus shared word stems and WordNet relatedness (`lexicon`: 'scripted' ~ 'written'), how well
   the classes fit u and u' (a known entity's actual classes, a variable's expected type, also
   by WordNet's noun hierarchy), whether the phrase's grammatical direction ('... by', '... of')
   agrees with a passive predicate label, and whether the class where the phrase's verb wants
   its doer, or where its role noun stands, is somebody or something as the words say
   ('helmed': somebody; 'has director': the target is somebody); the best k_schema per edge
   are kept.
2. Distance edge join (Algorithm 1): pseudo edges are assigned in DFS order from an anchor; an
   assignment is feasible when the class it gives a pseudo node is within δ (schema distance) of
   the class that node already has. Unlike SAFE's endpoint-min D_edge we compare the classes at
   the shared node itself, which is what the bridge must connect.
3. Non-zero distances are bridged with intermediate variables: each bridge hop is the union of
   the schema predicates between the two classes (a SPARQL property path), because the pseudo
   graph says nothing about the missing relation. A bridge costs BRIDGE_COST per hop, less when
   the edge's other end has an expected type that can confirm the bridged reading; a bridged
   entity keeps its class, so it is kept apart from same-class nodes (no revisits). With a
   relation map learned from the KG's questions (`relation_map`), relation words weigh more and
   bridges at known entities cost less (W_RELATION_LEARNED, BRIDGE_SCALE_LEARNED).
4. The top-k_qg assignments (least total cost) become AlignedGraphs, compiled to SPARQL 1.1 with
   full IRIs, carrying the pseudo graph's filters, ORDER BY and LIMIT (`compile`).

The English word rules the costs use (voice, roles, agents, stems) are in `text.english`.
"""

from __future__ import annotations

import hashlib
import heapq
import io
import json
import math
import os
import re
from collections import defaultdict
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np
from pyoxigraph import NamedNode

from kgqa_sparql.text.glossary import NO_GLOSSARY, Glossary
from kgqa_sparql.text.encoder import Encoder, shared_encoder
from kgqa_sparql.errors import AlignmentError
from kgqa_sparql.graph.atomic import one_at_a_time, write_atomic
from kgqa_sparql.text.abbreviations import spelled_out_words
from kgqa_sparql.text.english import (agent_animacy, asks_for_a_name, at_a_time, content_words, counts_things,
                                      datatype_text, ends_in_preposition, has_content, label_role, leads_with_verb,
                                      lexical_overlap, on_a_day, opposite_in, patient_animacy, phrase_noun, phrase_role,
                                      said_in, says_a_kind, says_where, stem, synonym_in, value_noun, voice,
                                      wants_a_place)
from kgqa_sparql.text.lexicon import (is_agent_noun, is_measure_noun, is_place, is_plural_noun, is_quantity_noun,
                                      noun_animacy, relatedness, type_fit)
from kgqa_sparql.text.values import TIME_DATATYPES
from kgqa_sparql.text.units import quantity_words, unit_clash, unit_share
from kgqa_sparql.graph.names import Names
from kgqa_sparql.query.querygraph import QEdge, QueryGraph
from kgqa_sparql.query.relation_map import RelationMap
from kgqa_sparql.schema.schema_graph import SchemaGraph
from kgqa_sparql.vocab import RDF, RDFS, SKOS, XSD, local_name
from kgqa_sparql.words import identifier_words, number_spelled_out

#: Datatypes whose values may be names.
_STRING_TYPES = frozenset({XSD + "string", XSD + "normalizedString", XSD + "token", RDF + "langString",
                           RDF + "PlainLiteral"})
DELTA = 1
K_SCHEMA = 3
K_QG = 5
#: Last words of a relation phrase that put its subject somewhere: its object is no person
#: (W_WHERE, forward).
_LOCATIVE_ENDS = frozenset("in at on within inside".split())
#: Cost of each bridged hop (an intermediate node the pseudo graph left out).
BRIDGE_COST = 0.1
#: ... when the edge's other end is a variable with an expected type: the type is a second piece
#: of evidence (besides the relation words) for reading the edge through an omitted node.
BRIDGE_COST_TYPED = 0.05
#: Least support of a bridge's predicate, as a share of the best-supported link between the same
#: two classes.
BRIDGE_MIN_SHARE = 0.01
#: Schema edges with less than this share of their predicate's best-supported edge are noise from
#: multi-typed entities (Genre -starred_actors-> Person): not aligned to, bridged over or counted
#: in class distances. Edges above it still pay the support prior (W_PRIOR).
SOLID_SHARE = 0.01
#: Weights of relation-label and composite-text similarity in an edge's cost.
W_RELATION, W_COMPOSITE, W_TYPE = 0.25, 0.5, 0.25
#: The same with a learned relation map (`relation_map`): its relation similarity has seen the KG's own
#: questions, so it is trusted more than the zero-shot composite text.
W_RELATION_LEARNED, W_COMPOSITE_LEARNED = 0.4, 0.35
#: ... and a bridge at a known entity costs less (this share of BRIDGE_COST / BRIDGE_COST_TYPED):
#: the relation words can then tell a bridged reading of the entity from a direct one by
#: themselves (MetaQA dev, one intermediate node removed: 70.0 -> 79.5 on 2-hop; at 0.15 the plain
#: graphs lose 1-1.5 points). A bridge at a variable keeps the full cost: it means an edge was
#: read against another class than its neighbour edge's reading gave the node, which the words of
#: one edge cannot justify (cheap, it let plain two-hop graphs take a second edge's best-worded
#: predicate through a bridge: MetaQA dev, second paraphrase list, 2-hop 87.4 -> 91.4). Not for a
#: map learned from synthesised questions: template phrasing cannot vouch for a bridge (MetaQA dev,
#: plain 1-hop graphs 87.5 with the discount, 91.5 without; zero-shot 91.0).
BRIDGE_SCALE_LEARNED = 0.3
#: Bonus for shared word stems ('acted' ~ 'actors') or WordNet senses ('scripted' ~ 'written')
#: between relation text and predicate label: small sentence encoders blur short relation
#: phrases; words are a cheap second opinion.
W_LEXICAL = 0.5
#: Penalty weight for schema edges carrying a small share of their predicate's triples (noise
#: from multi-typed entities: a title that is also a person's name yields (Genre, directed_by, ...);
#: see `support_prior`).
W_PRIOR = 0.3
#: Cost of reading a pseudo edge against the grammatical direction its words and the predicate's
#: label both state (see `voice`).
W_VOICE = 0.1
#: Least lead of the closest predicate role over the next for a phrase's role to count.
ROLE_MARGIN = 0.1
#: Cost of reading a pseudo edge against the direction its role implies (see `_role_says_other_way`).
W_ROLE_DIRECTION = 0.1
#: Cost of reading a pseudo edge backwards when its words are the predicate's own name ('sub
#: organization of', 'prerequisite'): whoever wrote the KG's name wrote its direction too. Only
#: decides between readings the KG allows both ways (a class linked to itself).
W_OWN_DIRECTION = 0.3
#: Cost of a reading that puts a class of the wrong animacy (somebody / something, by WordNet)
#: where the phrase's verb wants its doer (`helm` wants somebody, `feature` something: see
#: `agent_animacy`) or where its role noun stands (`has director`: the target is somebody; see
#: `phrase_noun`). Animacy only: `buddy` and a `high schooler` class are both somebody, though
#: neither is a kind of the other.
W_AGENT = 0.2
#: Cost of a reading that puts a date, number or truth value where a 'V by' phrase wants the doer:
#: '(Noise map, issued by, X)' shares its verb with `dcterms:issued`, yet asks for the publisher; or
#: where a phrase's noun names somebody ('maker': no `made_year`).
W_VALUE_AGENT = 0.3
#: Cost of a reading that puts, where a phrase's noun stands, a class that the KG's predicate
#: named by that noun does not lead to: in '(Pediatric Cardiology, parent specialty, X)' X is one
#: of the things `specialty` reaches, not a doctor that has the specialty (`_ranges_named`).
W_NAMED_RANGE = 0.3
#: Cost of a reading that answers with a known entity's own name (its label, title ...; or its
#: identifier) when the relation's words neither ask for a name nor share a word with the naming
#: predicate: the user gave that name. '(?x, found by, Thomas Welby)' is no id of his.
W_OWN_NAME = 0.3
#: The words of a predicate that holds a thing's own identifier.
_IDENTIFIERS = frozenset({"id", "identifier"})
#: Cost of a reading that walks the predicate backwards under a phrase whose noun names its
#: target: in '(?a, town, ?x)' ?x is the town of ?a (the predicate's object), not something whose
#: `address` ?a is.
W_NOUN_BACKWARD = 0.1
#: Cost of a reading that puts anything but a date where a life event's 'on' wants its day: what
#: somebody was 'born on' or 'married on' is a day, not the birthplace (`english.on_a_day`); and
#: anything but a time where 'first' or 'last' and a past form, or a founding's 'in' ('set up in'), ask
#: when (`english.at_a_time`).
W_ON_A_DAY = 0.2
#: Cost of a reading that puts a thing where a phrase's noun asks for a quantity ('critic score',
#: 'year built': `english.value_noun`) that the KG gives as a value, unless the predicate names
#: the noun ('(coin, mint, ?x)': `hasMint`) or a class of the KG may be what it names (a 'peak' is a
#: mountain), or the value is a record that the graph reads on ('(X, nightly rate, ?o), (?o, amount, ?x)');
#: a truth value is no quantity either.
W_VALUE_NOUN = 0.2
#: Cost of a reading whose predicate's unit measures another quantity than the phrase's noun asks
#: for (`text.units`): 'max temperature' is no 'max gust kmh'.
W_UNIT_CLASH = 0.2
#: Cost of a reading that puts a string or a time where a phrase's noun asks for a measure only a
#: number gives (`lexicon.is_measure_noun`: '(bell, weight, ?x)' is no note name 'a0', '(X, height
#: in metres, ?x)' no year), or anything but a whole number where it asks for a count ('bell count',
#: 'number of units': no 112.3), unless the predicate names the noun.
W_NOT_A_MEASURE = 0.2
#: Cost of a reading whose predicate's own word names the opposite of the phrase's noun
#: (`english.opposite_in`): a dog's 'mother' is its `dam`, not its `sire`.
W_OPPOSITE = 0.2
#: Datatypes of text, which no measure is.
_TEXTS = frozenset({XSD + "string", RDF + "langString", XSD + "normalizedString", XSD + "token"})
#: Datatypes of whole numbers.
_WHOLE = frozenset(XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger",
                                     "positiveInteger", "unsignedInt", "unsignedLong", "unsignedShort"))
_COUNT_OF = re.compile(r"\b(?:count|number\s+of)\b", re.IGNORECASE)
#: Least cosine of such a noun to a class's name for the class to be what the noun names.
VALUE_CLASS_FIT = 0.5
#: Datatypes that hold a day (or a moment of one).
_DAYS = frozenset({XSD + "date", XSD + "dateTime", XSD + "dateTimeStamp"})
#: Datatypes of years, which follow 'in', never 'on' or 'at'.
_YEARS = frozenset({XSD + "gYear", XSD + "gYearMonth"})
#: ... and that hold a time at all.
_TIMES = frozenset(XSD + t for t in TIME_DATATYPES)
#: Cost of a reading that bridges a known entity to another thing's value of a datatype the entity
#: holds values of itself, when the phrase names no such thing: '(Bryn Glas quarry, opening year, ?x)'
#: is the quarry's own year, not that of the firm working it (`_own_values`).
W_OWN_VALUE = 0.1
#: Cost of a reading that puts a truth value at either end of a phrase with a final preposition
#: or a plural noun at its end (`english.counts_things`): what a broadcast was 'aired on' is a
#: channel or a day, not its `isLiveBroadcast` flag, what 'landed on' something is a landing, not
#: its `landed` flag, and a hut's 'sleeping places' are its beds, not its `hasWinterRoom` flag.
W_PREPOSITION_TRUTH = 0.3
#: Cost of reading backwards a predicate whose name says where its subject is ('located in',
#: 'location') under a phrase that says so too ('(?x, installed in, St Hedwig's Church)': the
#: windows in the church, not the city the church is in; `english.says_where`).
W_WHERE = 0.2
#: Cost of a reading that puts a fractional number where a phrase asks for a place or a source:
#: what a map is 'bound in' is an atlas, not its height in centimetres; an orchard's 'region' its
#: county, not its area in hectares (`english.wants_a_place`). Whole numbers may be years ('founded in').
W_NOT_A_PLACE = 0.2
#: Datatypes of fractional numbers.
_FRACTIONS = frozenset(XSD + t for t in ("decimal", "double", "float"))
#: Predicates that say their subject is a kind of their object.
_KIND_LINKS = frozenset({SKOS + "broader", SKOS + "broaderTransitive", RDFS + "subClassOf"})
#: Class pairs of one reading of an edge tried in the join, cheapest first.
VARIANTS_JOINED = 4
#: Cost of reading one relation phrase two ways in one graph: '(X, parent, ?p), (?p, parent, ?x)'
#: climbs the same link twice, not a parent and then something else the encoder finds near 'parent'.
W_SAME_WORDS = 0.1


def relation_texts(label: str, local: str) -> list[str]:
    """Texts one predicate is matched with: its label and its local name split into words (when
    the label says something else); the best match counts. (The label's content words alone
    were tried too: on MetaQA dev they cost 3 points of 2-hop Hits@1, 'has genre' -> 'genre'
    then attracts every noun.) A W3C Direct Mapping reference property (`Employee#ref-manager_id`)
    is also matched as the thing it refers to ('manager'): 'ref' and 'id' are the mapping's."""
    texts = [number_spelled_out(label), number_spelled_out(identifier_words(local))]
    referred = _DIRECT_MAPPING_REF.fullmatch(local)
    if referred:  # 'ref-country' stays: its words are those of the column `country`, the code
        texts.append(identifier_words(referred.group(1)))
    return list(dict.fromkeys(t for t in texts if t))


#: The local name of a Direct Mapping reference property whose column is an id, `ref-<thing>_id` (a
#: single-column foreign key; several columns are joined by ';'): the thing without the id.
_DIRECT_MAPPING_REF = re.compile(r"ref-([^;]+?)[_-]?id", re.IGNORECASE)


#: Folder in a store's artefact folder (`KnowledgeGraph.artefact_dir`) with the encoder's vectors
#: of the aligner's schema texts: `<fingerprint>.npy`, one file (the current schema's).
SCHEMA_VECTORS = "aligner-vectors"
#: Changes when what the file holds changes.
SCHEMA_VECTORS_FORMAT = 1


def support_prior(edges, side: str | None = None) -> dict[tuple[str, str, str], float]:
    """(subject class, predicate, object class) -> log support over the log support of the best
    edge of the same predicate that shares its subject or its object class. Noise from
    multi-typed entities shares an end with the real edge it copies ((Genre, starred_actors,
    Person) beside (Movie, starred_actors, Person)) and scores low; a smaller edge between other
    classes ((Department, subOrganizationOf, University) beside (ResearchGroup, ...,
    Department)) is no less likely for it. `side` "subject" or "object": against the edges sharing
    that end's class only."""
    by_subject: dict[tuple[str, str], int] = {}
    by_object: dict[tuple[str, str], int] = {}
    for e in edges:
        by_subject[(e.predicate, e.subject_class)] = max(by_subject.get((e.predicate, e.subject_class), 0), e.support)
        by_object[(e.predicate, e.object_class)] = max(by_object.get((e.predicate, e.object_class), 0), e.support)
    out = {}
    for e in edges:
        best = (by_subject[(e.predicate, e.subject_class)], by_object[(e.predicate, e.object_class)])
        best = best[0] if side == "subject" else best[1] if side == "object" else max(best)
        out[(e.subject_class, e.predicate, e.object_class)] = math.log1p(e.support) / math.log1p(best)
    return out


def _words(text: str) -> str:
    """A relation text as lower-case words: 'subOrganizationOf', 'sub organization of' -> the same."""
    return " ".join(re.findall(r"[a-z0-9]+", identifier_words(text).lower()))


def _offsets(groups: list[list[str]]) -> np.ndarray:
    """Each item's first row when several texts per item are stored item after item."""
    return np.cumsum([0] + [len(g) for g in groups[:-1]]).astype(np.intp)


def encode_schema_texts(encoder, lists: list[list[str] | None], cache_dir: Path | None = None, *,
                        writable: bool = True, folder: str = SCHEMA_VECTORS) -> list[np.ndarray | None]:
    """`encoder.encode` of each list of texts, in order (None for a list given as None). With a
    `cache_dir` the vectors are read from `cache_dir/<folder>/<fingerprint>.npy`, the
    fingerprint being that of the encoder (model folder and its files, backend, device) and of the
    exact texts, so a changed schema, naming or model misses it; a missing, stale or unreadable
    file is ignored, and (when `writable`) replaced by the vectors encoded now. The vectors read
    also fill the encoder's text cache as encoding them would have, so later texts that are also
    schema texts get the same vectors as in the process that encoded them: answers do not
    depend on whether the file was there."""
    if cache_dir is None or not isinstance(encoder, Encoder):
        return [encoder.encode(texts) if texts is not None else None for texts in lists]
    path = Path(cache_dir) / folder / f"{_fingerprint(encoder, lists)}.npy"
    with one_at_a_time(path.parent) if writable else nullcontext():
        stored = _read_vectors(path, sum(len(t) for t in lists if t is not None), encoder.dim)
        if stored is not None:
            return _remember(encoder, lists, stored)
        out = [encoder.encode(texts) if texts is not None else None for texts in lists]
        if writable:
            _write_vectors(path, [v for v in out if v is not None], encoder.dim)
    return out


def _fingerprint(encoder, lists: list[list[str] | None]) -> str:
    folder = str(encoder.model_path)
    try:  # a reinstalled or replaced model in the same folder changes sizes or times
        files = sorted((e.name, e.stat().st_size, e.stat().st_mtime_ns) for e in os.scandir(folder) if e.is_file())
    except OSError:
        files = []
    body = {"format": SCHEMA_VECTORS_FORMAT, "model": folder, "files": files, "backend": encoder.backend,
            "device": str(encoder.device), "dim": encoder.dim, "texts": lists}
    return hashlib.sha256(json.dumps(body, ensure_ascii=False).encode("utf-8")).hexdigest()[:32]


def _read_vectors(path: Path, rows: int, dim: int) -> np.ndarray | None:
    """The (rows, dim) float32 array saved at `path`; None when absent, unreadable or of another shape."""
    try:
        vectors = np.load(path, allow_pickle=False)
    except (OSError, ValueError, EOFError):
        return None
    if not isinstance(vectors, np.ndarray) or vectors.dtype != np.float32 or vectors.shape != (rows, dim):
        return None
    return vectors


def _write_vectors(path: Path, parts: list[np.ndarray], dim: int) -> None:
    """Save the vectors in one file (atomically) and remove the files of other schemas; a
    folder that cannot be written only means no cache."""
    buffer = io.BytesIO()
    np.save(buffer, np.concatenate(parts).astype(np.float32, copy=False) if parts
            else np.zeros((0, dim), dtype=np.float32), allow_pickle=False)
    try:
        write_atomic(path, buffer.getvalue())
        for other in path.parent.glob("*.npy"):
            if other != path:
                other.unlink(missing_ok=True)
    except OSError:
        pass


def _remember(encoder, lists: list[list[str] | None], stored: np.ndarray) -> list[np.ndarray | None]:
    """What `encoder.encode` returns for each list when the texts it has not cached yet encode to
    their rows of `stored` (which it then caches, as encoding them would)."""
    out: list[np.ndarray | None] = []
    row = 0
    for texts in lists:
        if texts is None:
            out.append(None)
            continue
        out.append(encoder.encode(texts, known=stored[row:row + len(texts)]))
        row += len(texts)
    return out


@dataclass(frozen=True)
class Orientation:
    """A schema edge read from the pseudo edge's point of view: `forward` when the pseudo
    edge's source is the schema edge's subject."""

    predicate: str
    subject_class: str
    object_class: str
    forward: bool

    @property
    def source_class(self) -> str:
        return self.subject_class if self.forward else self.object_class

    @property
    def target_class(self) -> str:
        return self.object_class if self.forward else self.subject_class


@dataclass(frozen=True)
class EdgeCandidate:
    edge: QEdge
    schema: Orientation
    cost: float
    similarity: float
    #: Every reading of the same (predicate, direction) between other classes, this one first,
    #: cheapest next: sibling classes ('AssistantProfessor' / 'FullProfessor' teacherOf) that the
    #: join may need to meet the class a neighbour edge gives the shared node.
    variants: tuple["EdgeCandidate", ...] = field(default=(), compare=False, repr=False)
    #: The support prior its cost took (`support_prior`).
    prior: float = field(default=1.0, compare=False)


@dataclass(frozen=True)
class Bridge:
    """An inserted hop between two classes: any of `predicates` (each with its direction)."""

    source: str  # SPARQL variable or IRI text of the node it starts from
    target: str
    steps: tuple[tuple[str, bool], ...]  # (predicate, forward)


@dataclass
class AlignedGraph:
    """A schema-aligned query graph: each pseudo edge's schema edge, inserted bridges, node classes."""

    assignment: list[EdgeCandidate]
    bridges: list[Bridge]
    node_classes: dict[str, str]
    cost: float
    #: SPARQL term per pseudo node: `?var` for variables, `?kgqa_eN` for linked entity nodes.
    terms: dict[str, str] = field(default_factory=dict)
    #: (subject, object) SPARQL terms of each assigned edge as compiled (bridged ends differ).
    edge_terms: list[tuple[str, str]] = field(default_factory=list)

    @property
    def score(self) -> float:
        """exp(-cost): in (0, 1], higher is better, strictly ordered like the costs."""
        return round(math.exp(-self.cost), 6)

    def describe(self) -> list[dict]:
        out = [{"edge": [c.edge.source, c.edge.relation, c.edge.target], "predicate": c.schema.predicate,
                "forward": c.schema.forward, "classes": [c.schema.source_class, c.schema.target_class],
                "similarity": round(c.similarity, 4)} for c in self.assignment]
        for item, (s, o) in zip(out, self.edge_terms):
            item["sparql"] = [s, item["predicate"], o]
        out += [{"bridge": [b.source, b.target], "predicates": [[p, f] for p, f in b.steps]} for b in self.bridges]
        return out


class Aligner:
    """Schema texts and embeddings of one KG (computed once), and ADJ over them."""

    def __init__(self, schema: SchemaGraph, names: Names, relation_map: RelationMap | None = None,
                 cache_dir: Path | None = None, glossary: Glossary = NO_GLOSSARY, abbreviated: bool = False):
        """`cache_dir`: the store's artefact folder, where the encoded schema texts are kept for the
        next process (`encode_schema_texts`); None: encoded every time. `glossary`: English for a
        vocabulary in another language (a class "Höhenburg" is matched as 'hill castle', a predicate
        `bauherr` as 'building owner' too). `abbreviated`: the predicate names are abbreviated
        throughout (`KnowledgeGraph.abbreviated`), and read spelled out too ('yr est': year established)."""
        self.names = names
        self.glossary = glossary
        self.abbreviated = abbreviated
        #: Optional learned map on relation-phrase embeddings; None: zero-shot.
        self.relation_map = relation_map
        self.schema = schema
        self.encoder = shared_encoder()
        classes = self.schema.classes
        predicates = (NamedNode(p) for p in sorted({e.predicate for e in self.schema.edges}))
        labels = {p.value: words for p, words in self.names.words_of(predicates).items()}
        self.class_label = {iri: datatype_text(iri) if c.datatype else glossary.english_name(iri, c.label) or c.label
                            for iri, c in classes.items()}
        self.edges = [e for e in self.schema.edges if e.subject_class in classes and e.object_class in classes]
        top: dict[str, int] = {}
        for e in self.edges:
            top[e.predicate] = max(top.get(e.predicate, 0), e.support)
        self.edges = [e for e in self.edges if e.support >= SOLID_SHARE * top[e.predicate]]
        self.predicate_label = labels
        predicates = sorted({e.predicate for e in self.edges})
        self.predicates = predicates
        #: Predicate -> its texts; the last is the label of the class it leads to when `_targets` has it.
        self.predicate_texts = self._relation_texts(predicates, labels)
        self._own_names = {p: {_words(t) for t in relation_texts(labels[p], local_name(p))} for p in predicates}
        self.voices = {p: max(0, voice(labels[p])) for p in predicates}  # passive labels only
        # labels that lead with a verb in the active voice ('passes under'), with that verb: their
        # object is no doer, unless the verb means what the phrase's does ('airs on': broadcast by)
        self._active = {p: labels[p].split()[0].lower() for p in predicates
                        if not self.voices[p] and leads_with_verb(labels[p])}
        # labels that say what their subject has or where it is ('nationality', 'based at'), nothing it does
        self._attributes = {p for p in predicates if _names_an_attribute(labels[p])}
        self._own_stems = {p: {stem(w) for name in self._own_names[p] for w in name.split()} for p in predicates}
        # labels whose noun names a doer ('manufacturer', 'publisher'): a string there is the doer's name
        self._doers_named = {p for p in predicates if _names_a_doer(labels[p])}
        self._where = {p for p in predicates if any(says_where(t, name=True) for t in self.predicate_texts[p][:2])}
        self._pred_row = {p: i for i, p in enumerate(predicates)}
        self._object_roles = [label_role(labels[p]) is not None for p in predicates]
        self.class_iris = sorted(classes)
        pred_groups = [self.predicate_texts[p] for p in predicates]
        edge_groups = [[f"{self.class_label[e.subject_class]} {t} {self.class_label[e.object_class]}"
                        for t in self.predicate_texts[e.predicate]] for e in self.edges]
        self._pred_offsets, self._edge_offsets = _offsets(pred_groups), _offsets(edge_groups)
        # the column of each appended target class text (`_own_texts`)
        self._target_columns = [int(self._pred_offsets[i]) + len(self.predicate_texts[p]) - 1
                                for i, p in enumerate(predicates) if p in self._targets]
        pred_texts, edge_texts = [t for g in pred_groups for t in g], [t for g in edge_groups for t in g]
        writable = names.graph.capabilities.writable
        (self._role_vectors, self._pred_vectors, self._edge_vectors, self._class_vectors) = encode_schema_texts(
            self.encoder,
            # a label that names no role ('starring', 'has genre') stands for itself
            [[label_role(labels[p]) or labels[p] for p in predicates],
             pred_texts or None, edge_texts or None,
             [self.class_label[c] for c in self.class_iris] if classes else None],
            cache_dir, writable=writable)
        self._class_row = {c: i for i, c in enumerate(self.class_iris)}
        # 'entity with ref performance id' names no 'id' (`SchemaGraph.described_only`)
        self._named_classes = [c for c in self.class_iris if not schema.described_only(c)]
        # datatypes of values that cannot name anybody (dates, numbers, truth values; not strings)
        self._values = frozenset(iri for iri, c in classes.items() if c.datatype and iri not in _STRING_TYPES)
        self._literals = frozenset(iri for iri, c in classes.items() if c.datatype)
        # see W_OWN_NAME; an entity's own identifier names it too (a Direct Mapping's `#id` column)
        self._naming = (names.naming_predicates(aliases=False) & set(predicates)) | {
            p for p in predicates if _words(local_name(p)) in _IDENTIFIERS}
        # classes whose things are quantities themselves, by their name's last word in its first sense
        # ('sizes', a geological 'period'; not an 'edition'): a value may be one of them (W_VALUE_NOUN)
        self._quantity_classes = frozenset(
            c for c in self.class_iris
            if (words := re.findall(r"[a-z]+", self.class_label[c].lower())) and is_quantity_noun(words[-1], limit=1))
        # classes of places (a country, a city: WordNet's locations), which what links to them is in
        self._places = frozenset(c for c in self.class_iris if not classes[c].datatype
                                 and is_place(self.class_label[c].lower()))
        # the objects of the KG's own 'V by' predicates between two kinds of thing (see `_class_animacy`)
        self._doer_classes = frozenset(e.object_class for e in self.edges
                                       if self.voices[e.predicate] > 0 and e.object_class != e.subject_class)
        # an organization owns, employs and publishes as a person does: no animacy cost for a social group
        self._animacy = self._class_animacy()
        self._prior = support_prior(self.edges)
        subject_side, object_side = support_prior(self.edges, "subject"), support_prior(self.edges, "object")
        self._prior_from = {key: (subject_side[key], object_side[key]) for key in self._prior}  # see `_has_edge`
        self._neighbours = self._class_adjacency(self.edges)
        self._adjacent_classes: dict[str, set[str]] = {}
        for a, b in self._neighbours:
            self._adjacent_classes.setdefault(a, set()).add(b)
        self._distances: dict[str, dict[str, int]] = {}

    def _class_animacy(self) -> dict[str, int]:
        """Per class, +1 somebody, -1 something, 0 unknown to WordNet ('high schooler'), a social
        group or what a predicate of the KG says does something ('brewed by'); somebody also when
        one of the KG's names for it is (Wikidata's 'human', to WordNet a hominid, is also 'person')."""
        aliases = self.names.aliases([NamedNode(c) for c in self.class_iris if not self.schema.classes[c].datatype])
        # the doers of the KG's own 'V by' predicates between two kinds of thing do things, whatever
        # WordNet says they are ('brewed by': a brewery, to WordNet a plant; a game 'followed by' a
        # game does nothing)
        doers = self._doer_classes
        out = {}
        for c in self.class_iris:
            label = self.class_label[c]
            own = 0 if type_fit(label, "social group") > 0 else noun_animacy(label)
            others = aliases.get(NamedNode(c), [])
            out[c] = 1 if own < 1 and any(noun_animacy(a.lower()) > 0 for a in others) else own
            if c in doers:
                out[c] = max(out[c], 0)
        return out

    def class_animacy(self, cls: str) -> int:
        """Whether a class's members are somebody (+1), something (-1), or WordNet does not say (0)."""
        return self._animacy.get(cls, 0)

    def _relation_texts(self, predicates: list[str], labels: dict[str, str]) -> dict[str, list[str]]:
        """Texts per predicate (see `relation_texts`), its aliases and the quantities its unit says it
        measures (`text.units`: 'capacity mw' is a power, an output), plus the label of the class it leads to
        when no other predicate links the same two classes: then the target names the relation
        (a foreign key `ref-museum_id` from visit to museum is "the museum"). Not for three
        Movie -> Person predicates (it would blur them), a class's link to itself (spouse is not
        "person") or a literal ("number" names no relation)."""
        main: dict[str, object] = {}
        self._targets: set[str] = set()
        self._target_names: dict[str, str] = {}
        self._unit_texts: dict[str, str] = {}  # no shared word with one counts (`lexical_overlap`): every km is a length
        for e in sorted(self.edges, key=lambda e: (-e.support, e.subject_class, e.object_class)):
            main.setdefault(e.predicate, e)  # the predicate's best supported schema edge
        siblings: dict[tuple[str, str], int] = {}
        for e in main.values():
            siblings[(e.subject_class, e.object_class)] = siblings.get((e.subject_class, e.object_class), 0) + 1
        out = {}
        aliases = self.names.predicate_aliases([NamedNode(p) for p in predicates]) if predicates else {}

        self._descriptions = {p.value: texts for p, texts in
                              self.names.predicate_descriptions([NamedNode(p) for p in predicates]).items()}
        for p in predicates:
            texts = relation_texts(labels[p], local_name(p))
            # the KG's other names for it ('artist', 'painter' for Wikidata's creator)
            texts += [t for a in aliases.get(NamedNode(p), []) if (t := identifier_words(a)) and t not in texts]
            # in English, where its names are in another language ('Bauherr': building owner) or abbreviated ('yr est')
            texts += [t for name in texts[:2] if (t := self.glossary.english_name(p, name)) and t not in texts]
            texts += [t for name in texts[:2] if self.abbreviated and (t := spelled_out_words(name)) and t not in texts]
            units = " ".join(quantity_words(texts[0]))  # what its unit measures ('launch mass kg': weight mass)
            if units and units not in texts:
                texts.append(units)
                self._unit_texts[p] = units
            e = main[p]
            target = self.class_label[e.object_class].lower()
            if not self.schema.classes[e.object_class].datatype:
                self._target_names[p] = target  # a text that is its target's name is a noun (`lexical_overlap`)
            if (siblings[(e.subject_class, e.object_class)] == 1 and e.subject_class != e.object_class
                    and not self.schema.classes[e.object_class].datatype and target not in texts):
                texts.append(target)
                self._targets.add(p)
            out[p] = texts
        return out

    def _own_texts(self, predicate: str) -> list[str]:
        """The predicate's texts less the class it leads to (`_relation_texts`), for a reading
        that puts the predicate's object where the phrase's noun does not stand: the noun names
        the target ('hotel chain') or, in 'N of', the source ('breed of'). So
        '(Hotel Belvoir, hotel chain, X)' is no review of the hotel for the word 'hotel'."""
        texts = self.predicate_texts[predicate]
        return texts[:-1] if predicate in self._targets else texts

    @staticmethod
    def _best_of(sims: np.ndarray, offsets: np.ndarray) -> np.ndarray:
        """Per item, the best similarity over its texts (columns grouped by `offsets`)."""
        return np.maximum.reduceat(sims, offsets, axis=1)

    def predicate_text_vectors(self) -> tuple[np.ndarray, np.ndarray]:
        """Embeddings of every predicate's texts, predicate after predicate (`predicates` order),
        and each predicate's first row."""
        return self._pred_vectors, self._pred_offsets

    def relation_similarity(self, texts: Sequence[str], own: bool = False) -> np.ndarray:
        """(len(texts), len(predicates)): the best cosine between a relation text (as written or
        its content words; through the learned relation map when there is one) and any text of
        the predicate (`own`: any of `_own_texts`), or between the roles they name."""
        return self._relation_similarities(texts, (own,))[0]

    def _relation_similarities(self, texts: Sequence[str], owns: Sequence[bool]) -> list[np.ndarray]:
        """`relation_similarity` for each value of `own`, the texts encoded once."""
        each = self._max_over_readings(texts, self._pred_vectors, self.relation_map)
        roles = self.role_matches(texts)
        out = []
        for own in owns:
            sims = each.copy()
            if own:
                sims[:, self._target_columns] = -1.0
            sims = self._best_of(sims, self._pred_offsets)
            for i, (row, sim) in enumerate(roles):
                if row is not None:
                    sims[i, row] = max(sims[i, row], sim)
            out.append(sims)
        return out

    def role_matches(self, texts: Sequence[str]) -> list[tuple[int | None, float]]:
        """Per text, the predicate (row) whose role is closest to the role the phrase implies
        ('performed in' -> 'performer' ~ 'starred actors' -> 'actors', else the label) and that
        cosine; (None, 0) unless it leads the next predicate by ROLE_MARGIN ('actor' is 0.56 from
        'director' and 0.50 from 'starring': no evidence). Role to role only: a bare role noun
        matched against whole phrases would attract unrelated words ('film type' ~ 'director')."""
        out: list[tuple[int | None, float]] = [(None, 0.0)] * len(texts)
        roles = [phrase_role(t) for t in texts]
        rows = [i for i, r in enumerate(roles) if r]
        if rows and len(self.predicates) > 1:
            sims = self.encoder.encode([roles[i] for i in rows]) @ self._role_vectors.T
            ranked = np.sort(sims, axis=1)
            for i, sim, top, second in zip(rows, sims, ranked[:, -1], ranked[:, -2]):
                if top - second >= ROLE_MARGIN:  # the role points at one predicate
                    out[i] = (int(np.argmax(sim)), float(top))
        return out

    def _max_over_readings(self, texts: Sequence[str], vectors: np.ndarray, relation_map=None) -> np.ndarray:
        """Cosine of each text to each row of `vectors`, the better of the text as written and
        its content words (both mapped by `relation_map` when given)."""
        n = len(texts)
        encoded = self.encoder.encode(list(texts) + [content_words(t) for t in texts])
        if relation_map is not None:
            encoded = relation_map.apply(encoded)
        return np.maximum(encoded[:n] @ vectors.T, encoded[n:] @ vectors.T)

    def _class_adjacency(self, edges) -> dict[tuple[str, str], list[tuple[str, bool]]]:
        """(class a, class b) -> predicates linking them, with direction as seen from a; only
        links with at least BRIDGE_MIN_SHARE of the best link's support between the two classes
        (a bridge over noise from multi-typed entities, a person 'starring' a film, would add
        spurious walks that change the answers' ranking)."""
        support: dict[tuple[str, str], dict[tuple[str, bool], int]] = {}
        for e in edges:
            pair = support.setdefault((e.subject_class, e.object_class), {})
            pair[(e.predicate, True)] = pair.get((e.predicate, True), 0) + e.support
            if e.subject_class != e.object_class:
                pair = support.setdefault((e.object_class, e.subject_class), {})
                pair[(e.predicate, False)] = pair.get((e.predicate, False), 0) + e.support
        return {k: sorted(link for link, n in v.items() if n >= BRIDGE_MIN_SHARE * max(v.values()))
                for k, v in support.items()}

    # ---- step 1: candidate schema edges -------------------------------------------------------
    def type_similarity(self, text: str | None) -> np.ndarray | None:
        """Similarity of an expected type to every class (None when there is no expected type):
        the cosine of type and class name, or their WordNet fit (`lexicon.type_fit`) when higher
        (MiniLM puts `filmmaker` nearer `movie` than `person`)."""
        if not text or self._class_vectors is None:
            return None
        if text in self._class_row:  # a class IRI
            sims = np.zeros(len(self.class_iris), dtype=np.float32)
            sims[self._class_row[text]] = 1.0
            return sims
        fits = np.array([type_fit(text, self.class_label[c]) for c in self.class_iris], dtype=np.float32)
        return np.maximum(self._class_vectors @ self.encoder.encode([text])[0], fits)

    def candidates(self, graph: QueryGraph, entity_classes: dict[str, list[str]], k: int = K_SCHEMA,
                   adjacent: dict[str, set[tuple[str, bool]]] | None = None) -> dict[QEdge, list[EdgeCandidate]]:
        """The k best schema-edge orientations per pseudo edge, one per (predicate, direction).
        `adjacent` lists, per known-entity node, the (predicate, forward-from-the-entity) pairs the
        entity actually has in the KG (SAFE's AdjRel): other predicates cannot start there."""
        adjacent = adjacent or {}
        if not self.edges:
            raise AlignmentError("the KG's schema graph has no edges between classes; nothing to align to")
        relations = [self._past_own_class(graph, e, number_spelled_out(e.relation), entity_classes)
                     for e in graph.edges]
        rel_sims, own_sims = self._relation_similarities(relations, (False, True))
        roles = self.role_matches(relations)
        # Composites per edge with the variables' expected types and without; the better counts,
        # so a right type helps and a wrong one cannot outvote the relation words. A known
        # entity's class is left out: `_fit` costs it where it stands, while in a bag of words
        # 'person film type' is near 'movie written by person' for the word 'person' alone.
        composite = [[f"{self._type_text(graph, e.source)} {r} {self._type_text(graph, e.target)}".strip(), r]
                     for e, r in zip(graph.edges, relations)]
        n = 2
        vectors = self.encoder.encode([t for group in composite for t in group])
        comp_sims = self._best_of(np.max([vectors[v::n] @ self._edge_vectors.T for v in range(n)], axis=0),
                                  self._edge_offsets)
        type_sims = {n: self.type_similarity(node.type) for n, node in graph.nodes.items() if node.is_variable}
        w_relation, w_composite = ((W_RELATION, W_COMPOSITE) if self.relation_map is None
                                   else (W_RELATION_LEARNED, W_COMPOSITE_LEARNED))
        out: dict[QEdge, list[EdgeCandidate]] = {}
        every: dict[QEdge, list[EdgeCandidate]] = {}
        for i, edge in enumerate(graph.edges):
            relation = relations[i]
            lexical = {p: max(unit_share(relation, self.predicate_texts[p][0]),  # 'hectolitres per year': output hl
                              *(lexical_overlap(relation, t, label_nominal=t == self._target_names.get(p))
                                for t in self.predicate_texts[p] if t != self._unit_texts.get(p)))
                       for p in self.predicates}
            # what the ontology says a predicate means, said in the phrase's words, names it as an alias
            # would ('reportsTo': "The employee's line manager" for 'line manager')
            described = {p for p, texts in self._descriptions.items() if any(said_in(relation, d) for d in texts)}
            # what SKOS and RDFS mean by a concept's broader one and a class's superclass ('kind of')
            kind_links = _KIND_LINKS if says_a_kind(relation) else frozenset()
            own_lexical = {p: max(lexical_overlap(relation, t) for t in self._own_texts(p)) for p in self._targets}
            scored: dict[tuple[str, bool], list[EdgeCandidate]] = defaultdict(list)
            said = voice(relation)
            where = says_where(relation)
            animacy, agent_is_target = agent_animacy(relation)
            patient = patient_animacy(relation)  # 'year built': the source is something built
            noun, noun_at_source = phrase_noun(relation)
            no_truth = ends_in_preposition(relation) or counts_things(relation)  # W_PREPOSITION_TRUTH
            verbal = noun is None and leads_with_verb(relation)
            names_asked = asks_for_a_name(relation)
            day = on_a_day(relation)
            when = at_a_time(relation)
            # a noun that names a class of this KG ('director': Person) is a role; 'part' is not
            noun_kind = noun_animacy(noun) if noun and self._names_a_class(noun) else 0
            # one somebody; 'daily riders' may be their number
            person_noun = bool(noun) and noun_animacy(noun) > 0 and not is_plural_noun(noun)
            words = _words(relation)
            on_or_at = words.split()[-1:] in (["on"], ["at"])  # never a year: 'in 1789'
            noun_ranges = self._ranges_named(noun) if words != noun and not self._is_own_name(words) else frozenset()
            noun_classes = self._classes_named(noun) if noun and not self._is_own_name(words) else frozenset()
            # 'made by *studio*': the classes the noun after 'by' names are the doer's
            after_by = re.search(r"\bby\s+([a-z]+)$", words)
            doer_kinds = (self._classes_named(after_by.group(1)) if after_by else frozenset()) | noun_classes
            value = self._value_noun(relation)
            place = wants_a_place(relation)  # W_NOT_A_PLACE
            place_noun = stem(noun) if noun and not noun_at_source else None
            own_values = {node: self._own_values(node, relation, entity_classes, adjacent.get(node, set()))
                          for node in (edge.source, edge.target) if node in entity_classes}
            # predicates whose unit measures another quantity than the noun asks for (W_UNIT_CLASH)
            clashing = {p for p in self.predicates if unit_clash(noun, self.predicate_texts[p][0])}
            value_node = edge.source if noun and noun_at_source else edge.target
            if not graph.nodes[value_node].is_variable or len(graph.incident(value_node)) > 1:
                value = None  # '(X, nightly rate, ?o), (?o, amount, ?x)': ?o is the rate's record
            # 'number of units', 'bell count' ask for a count; a 'route number' is a code (W_NOT_A_MEASURE)
            counted = bool(_COUNT_OF.search(relation))
            measured = bool(value) and (counted or (value_noun(relation) != "number"
                                                    and is_measure_noun(value_noun(relation))))
            for j, schema_edge in enumerate(self.edges):
                p = schema_edge.predicate
                comp = float(comp_sims[i, j])
                key = (schema_edge.subject_class, p, schema_edge.object_class)
                for forward in (True, False):
                    if p in described or (forward and p in kind_links):
                        rel = 1.0
                    elif p not in self._targets or noun is None or forward != noun_at_source:
                        rel = (float(rel_sims[i, self._pred_row[p]]) + W_LEXICAL * lexical[p]) / (1 + W_LEXICAL)
                    else:
                        rel = (float(own_sims[i, self._pred_row[p]]) + W_LEXICAL * own_lexical[p]) / (1 + W_LEXICAL)
                    o = Orientation(schema_edge.predicate, schema_edge.subject_class, schema_edge.object_class, forward)
                    fit_s, extra_s = self._fit(edge.source, o.source_class, graph, entity_classes, type_sims,
                                               adjacent.get(edge.source), (o.predicate, forward),
                                               self.bridge_cost(graph, edge, edge.source))
                    fit_t, extra_t = self._fit(edge.target, o.target_class, graph, entity_classes, type_sims,
                                               adjacent.get(edge.target), (o.predicate, not forward),
                                               self.bridge_cost(graph, edge, edge.target))
                    sim = w_relation * rel + w_composite * comp + W_TYPE * (fit_s + fit_t) / 2
                    ends = (edge.source, edge.target) if forward else (edge.target, edge.source)
                    if self._has_edge(ends[0], schema_edge.subject_class, (o.predicate, True), entity_classes, adjacent):
                        prior = self._prior_from[key][0]  # see `_has_edge`
                    elif self._has_edge(ends[1], schema_edge.object_class, (o.predicate, False), entity_classes, adjacent):
                        prior = self._prior_from[key][1]
                    else:
                        prior = self._prior[key]
                    cost = 1.0 - sim + W_PRIOR * (1.0 - prior) + extra_s + extra_t
                    if (extra_s > 0 and o.target_class in own_values.get(edge.source, ())
                            or extra_t > 0 and o.source_class in own_values.get(edge.target, ())):
                        cost += W_OWN_VALUE  # '(Bryn Glas, opening year, ?x)': its own year, not its firm's
                    if said * self.voices[schema_edge.predicate] == (-1 if forward else 1):
                        cost += W_VOICE  # the words say the other direction
                    elif said > 0 and not forward and p in self._attributes:
                        cost += W_VOICE  # '(?x, laid out by, Julia)': no country is her doing, though it is her nationality
                    elif self._role_says_other_way(roles[i][0], said, schema_edge.predicate, forward):
                        cost += W_ROLE_DIRECTION
                    elif not forward and words in self._own_names[schema_edge.predicate]:
                        cost += W_OWN_DIRECTION
                    elif not forward and where and p in self._where:
                        cost += W_WHERE
                    elif not forward and where and o.source_class in self._places:
                        cost += W_WHERE  # '(?x, found at, crag)': not the country the crag is in
                    if agent_is_target and forward and (
                            p in self._where or animacy > 0 and o.target_class in self._places
                            and o.target_class not in self._doer_classes and p not in self._doers_named
                            and lexical[p] < 1.0 and o.target_class not in doer_kinds):
                        # '(Golconda Moon, shaped by, ?x)': its cutter, not where it was `foundNear`; '(Westbury
                        # White Horse, cut by, ?x)': somebody, not the country it is in (but a studio, to WordNet
                        # a workplace, is a game's `developer`, and a 'house' said is the perfume's house)
                        cost += W_WHERE
                    if (forward and where and words.split()[-1:] and words.split()[-1] in _LOCATIVE_ENDS
                            and self._animacy[o.target_class] > 0 and o.target_class not in self._places):
                        cost += W_WHERE  # '(Labyrinthe de Reignac, sits in, ?x)': somewhere, not its designer
                    doer_class = o.target_class if agent_is_target else o.source_class
                    if (animacy * self._animacy[doer_class] < 0
                            and words not in self._own_names[schema_edge.predicate]
                            and not (doer_class in _TEXTS and p in self._doers_named)  # a `manufacturer` string
                            and not (forward and lexical[p] == 1.0
                                     and not (agent_is_target and p in self._active
                                              and not _same_sense(words, self._active[p])))):
                        # 'Red Beard helmed X': a film does not helm (the KG's own name for the
                        # predicate is no guess: WordNet's first 'compose' is 'form the substance of';
                        # nor is a verb sharing a sense with it, read the KG's way: passes 'join'
                        # villages as they 'connect' them; read backwards, the KG says nothing of it;
                        # but what a tunnel 'passes under' did not run it, though 'run' may mean 'pass')
                        cost += W_AGENT
                    elif agent_is_target and o.target_class in self._values:
                        cost += W_VALUE_AGENT  # '(Noise map, issued by, X)': a date issues nothing; X is its issuer
                    if (p in self._naming and not names_asked and lexical[p] == 0
                            and (edge.source if forward else edge.target) in entity_classes):
                        cost += W_OWN_NAME  # '(Lindenau Geoportal, contains, ?x)': not its title, which was given
                    if verbal and o.source_class in self._values:
                        cost += W_VALUE_AGENT  # '(?x, released on, Lumen VR)': no date is released; ?x is a game
                    elif agent_is_target and o.source_class in self._literals:
                        cost += W_VALUE_AGENT  # '(?x, painted by, Vermeer)': what he painted, no "1660"
                    if noun and not noun_at_source and not forward:
                        cost += W_NOUN_BACKWARD
                    if no_truth and XSD + "boolean" in (o.source_class, o.target_class):
                        cost += W_PREPOSITION_TRUTH
                    if day and (o.target_class if forward else o.source_class) not in _DAYS:
                        cost += W_ON_A_DAY
                    elif on_or_at and (o.target_class if forward else o.source_class) in _YEARS:
                        cost += W_ON_A_DAY  # '(Sapperton Tunnel, lies on, ?x)': no year is what a thing is 'on' or 'at'
                    elif when and (o.target_class if forward else o.source_class) not in _TIMES:
                        cost += W_ON_A_DAY  # '(Eldham Park and Ride, last surveyed, ?x)': a day or a year, no capacity
                    noun_end, other_end = ((o.source_class, o.target_class) if noun_at_source
                                           else (o.target_class, o.source_class))
                    if patient < 0 < self._animacy[o.source_class]:
                        cost += W_AGENT  # '(Clock Tower, year built, ?x)': no architect's birth year
                    if (noun_kind * self._animacy[noun_end] < 0
                            and not any(synonym_in(noun, t) for t in self._own_texts(p))):
                        # '(Tony Montana, has director, X)': X is somebody, no film; the KG's own
                        # word for the noun's sense says what it is ('father': a dog's `sire`)
                        cost += W_AGENT
                    elif noun and any(opposite_in(noun, t) for t in self._own_texts(p)):
                        cost += W_OPPOSITE  # '(Roy, mother, ?x)': its `dam`, not its `sire`
                    elif person_noun and noun_end in self._values and words not in self._own_names[p]:
                        # '(Nesting Bowls, maker, ?x)': somebody, not its `made_year` (a column the KG
                        # itself names `maker` may hold the maker's id)
                        cost += W_VALUE_AGENT
                    if (other_end in noun_classes and noun_end not in noun_classes
                            and (not self.schema.classes[noun_end].datatype or not is_quantity_noun(noun))):
                        # '(?w, region, ?x)': ?x is a region, not the region's country; a value
                        # may be what the noun says of its own class ('(?p, amount, ?x)': the value),
                        # unless the noun names no quantity ('(X, club, ?x)': no club's founding year)
                        cost += W_NAMED_RANGE
                    value_class = o.source_class if value_node == edge.source else o.target_class
                    if (value and p not in value[0] and value_class not in value[1]
                            and (not self.schema.classes[value_class].datatype or value_class == XSD + "boolean")):
                        # '(Moonlit Verdict, critic score, ?x)': a number, not the studio; '(Winter
                        # Vase, sale value, ?x)': its price, not its `is_sold` flag
                        cost += W_VALUE_NOUN
                    if (measured and p not in value[0]
                            and (value_class in _TEXTS or value_class in _TIMES
                                 or (counted and self.schema.classes[value_class].datatype
                                     and value_class not in _WHOLE))):
                        cost += W_NOT_A_MEASURE  # '(bell, weight, ?x)': no note name; 'bell count': no 112.3
                    if noun_ranges and noun_end not in noun_ranges:
                        cost += W_NAMED_RANGE  # '(Pediatric Cardiology, parent specialty, X)': X is a specialty, no doctor
                    if (place and (o.target_class if forward else o.source_class) in _FRACTIONS
                            and place_noun not in self._own_stems[p]):
                        cost += W_NOT_A_PLACE  # '(Franconiae Circulus, bound in, ?x)': an atlas, no 48.5
                    if p in clashing:
                        cost += W_UNIT_CLASH  # '(?o, max temperature, ?x)': not 'max gust kmh', a speed
                    scored[(o.predicate, forward)].append(EdgeCandidate(edge, o, cost, sim, prior=prior))
            best = []
            for readings in scored.values():
                readings.sort(key=lambda c: c.cost)
                best.append(replace(readings[0], variants=tuple(readings)))
            every[edge] = sorted(best, key=_rank)
            out[edge] = every[edge][:k]
        return self._with_neighbours(graph, out, every)

    @staticmethod
    def _with_neighbours(graph: QueryGraph, out: dict[QEdge, list[EdgeCandidate]],
                         every: dict[QEdge, list[EdgeCandidate]]) -> dict[QEdge, list[EdgeCandidate]]:
        """Each edge's k best readings plus, for the class that a neighbour edge's best reading
        gives a shared variable, this edge's best reading with that class there. Vague words on a
        second hop ('looked after by' after 'foster placement') match no predicate well, so the k
        best overall are words from elsewhere in the KG, bridged back; the predicates the node's
        class actually has must be among the choices for the join to weigh the two."""
        extended = {}
        for edge, chosen in out.items():
            more = list(chosen)
            for node in (edge.source, edge.target):
                if not graph.nodes[node].is_variable:
                    continue
                for other in graph.edges:
                    if other is edge or node not in (other.source, other.target):
                        continue
                    if out[other]:
                        cls = _class_at(out[other][0], other, node)
                        found = next((c for c in every[edge] if _class_at(c, edge, node) == cls), None)
                        if found is not None and found not in more:
                            more.append(found)
            extended[edge] = sorted(more, key=_rank)
        return extended

    @staticmethod
    def _has_edge(node: str, cls: str, use: tuple[str, bool], entity_classes: dict[str, list[str]],
                  adjacent: dict[str, set[tuple[str, bool]]]) -> bool:
        """Whether the pseudo node is a known entity of class `cls` that has the (predicate,
        direction) `use` itself. Then the support prior of the schema edge is weighed only against
        the edges of the same predicate from that class (`support_prior`'s `side`): a dessert wine's
        `hasSugar` is real though red wines carry most of them, while an organization publishing
        is no evidence for the catalog's one `publisher` link beside the datasets' many."""
        return cls in entity_classes.get(node, ()) and use in adjacent.get(node, ())

    def _past_own_class(self, graph: QueryGraph, edge: QEdge, relation: str,
                        entity_classes: dict[str, list[str]]) -> str:
        """The relation words less a modifier that names the known subject's own class: in '(RIMOOD,
        trial stage, ?x)' the trial's stage is asked, and 'trial' would pull the phrase toward any
        predicate that reaches a trial. The head (last content) word stays: '(X, parent company,
        ?y)' asks for a company, '(X, episode of, ?y)' for what X is an episode of; and words
        before a known object name it ('(?v, ref visitor id, Arjen Robben)': the visitor link)."""
        words = relation.split()
        known = ([c for c in entity_classes.get(edge.source, ()) if c in self.class_label]
                 if not graph.nodes[edge.source].is_variable else [])
        head = max((i for i, w in enumerate(words) if has_content(w)), default=0)  # 'model' in 'car model of'
        if head == 0 or not known:
            return relation
        own = {stem(w) for c in known for w in re.findall(r"[a-z]+", self.class_label[c].lower())}
        return " ".join([w for w in words[:head] if stem(w.lower()) not in own] + words[head:])

    def _own_values(self, node: str, relation: str, entity_classes: dict[str, list[str]],
                    adjacent: set[tuple[str, bool]]) -> frozenset[str]:
        """The datatypes of the values a known entity holds itself (`adjacent`), which a reading
        bridged to another thing's value of the same datatype passes over (W_OWN_VALUE); none
        for a phrase that names the things of a class it may bridge to ('director birth year')."""
        classes = set(entity_classes.get(node, ()))
        if any(lexical_overlap(relation, label) > 0 for c, label in self.class_label.items()
               if c not in classes and not self.schema.classes[c].datatype):
            return frozenset()
        return frozenset(e.object_class for e in self.edges
                         if e.subject_class in classes and self.schema.classes[e.object_class].datatype
                         and (e.predicate, True) in adjacent)

    def _value_noun(self, relation: str) -> tuple[frozenset[str], frozenset[str]] | None:
        """For a relation phrase whose noun names a quantity (`english.value_noun`): the predicates
        whose texts name the noun, and the classes it may stand for after all (a shared WordNet
        sense, or a cosine of at least `VALUE_CLASS_FIT`: a 'peak' is also a mountain; a class of
        quantities: a 'dimension' may be one of the 'sizes'). None when the phrase names no
        quantity."""
        noun = value_noun(relation)
        if noun is None:
            return None
        named = frozenset(p for p in self.predicates
                          if any(lexical_overlap(noun, t) > 0 for t in self.predicate_texts[p]))
        near = self._class_vectors @ self.encoder.encode([noun])[0] if self._class_vectors is not None else ()
        classes = frozenset(c for c, sim in zip(self.class_iris, near)
                            if sim >= VALUE_CLASS_FIT or type_fit(noun, self.class_label[c]) > 0)
        return named, classes | self._quantity_classes

    def _is_own_name(self, words: str) -> bool:
        return any(words in names for names in self._own_names.values())

    def _ranges_named(self, noun: str | None) -> frozenset[str]:
        """The classes a predicate whose own name is the noun leads to ('specialty' -> the
        classes the KG's `specialty` reaches): the KG says those are what a phrase built on the
        noun names ('parent specialty'). A phrase that is a predicate's whole name names the
        predicate, read either way ('(Kyle, student, ?f)': the rows whose student is Kyle), so
        the caller asks only for longer phrases."""
        if not noun:
            return frozenset()
        named = {p for p, names in self._own_names.items() if noun in names}
        return frozenset(e.object_class for e in self.edges if e.predicate in named)

    def _classes_named(self, noun: str) -> frozenset[str]:
        """The classes of the KG that the noun names (a shared first noun sense: 'region' Region)."""
        return frozenset(c for c in self._named_classes if type_fit(noun, self.class_label[c]) >= 1.0)

    def _names_a_class(self, noun: str) -> bool:
        return any(type_fit(noun, self.class_label[c]) > 0 for c in self._named_classes)

    def _role_says_other_way(self, row: int | None, said: int, predicate: str, forward: bool) -> bool:
        """Whether the role a phrase implies puts the edge the other way round: the role nouns
        of labels ('directed by' -> director, 'starred actors' -> actors) name the predicate's
        object, while an active phrase's role ('acted in' -> actor) is its subject and a passive
        one's ('helmed by' -> helmer) its object; so 'acted in' reads starred_actors inversely."""
        if row is None or self.predicates[row] != predicate or not self._object_roles[row]:
            return False
        return forward != (said == 1)

    def _type_text(self, graph: QueryGraph, node: str) -> str:
        """The expected type of a variable as text for the composite ('' for a known entity)."""
        typ = graph.nodes[node].type if graph.nodes[node].is_variable else None
        return self.class_label.get(typ, typ) if typ else ""

    def _fit(self, node: str, cls: str, graph: QueryGraph, entity_classes: dict[str, list[str]],
             type_sims: dict[str, np.ndarray | None], adjacent: set[tuple[str, bool]] | None = None,
             use: tuple[str, bool] | None = None, bridge_cost: float = BRIDGE_COST) -> tuple[float, float]:
        """(fit, extra cost) of class `cls` at a pseudo node. A known entity fits (1) when it has
        the class and the predicate; near the class it is bridged (extra: the bridge cost); else
        it does not fit (extra 1). A variable's expected type is a soft preference."""
        if node in entity_classes:
            classes = entity_classes[node]
            d = min((self.distance(c, cls) for c in classes), default=0.0)
            if d == 0:
                return (1.0, 0.0) if adjacent is None or use in adjacent else (0.0, 1.0)
            return (1.0, bridge_cost * d) if d <= DELTA else (0.0, 1.0)
        sims = type_sims.get(node)
        if sims is None:
            return 0.5, 0.0
        return (float(sims[self._class_row[cls]]) if cls in self._class_row else 0.0), 0.0

    def bridge_cost(self, graph: QueryGraph, edge: QEdge, node: str) -> float:
        """Cost per bridged hop at `node`'s end of `edge`: lower when the other end is a variable
        with an expected type (that type can then confirm the reading through the omitted node)."""
        other = graph.nodes[edge.target if node == edge.source else edge.source]
        cost = BRIDGE_COST_TYPED if other.is_variable and other.type else BRIDGE_COST
        cheaper = (self.relation_map is not None and not self.relation_map.synthesised
                   and not graph.nodes[node].is_variable)
        return cost * (BRIDGE_SCALE_LEARNED if cheaper else 1.0)

    # ---- step 2 + 3: distance join and bridging ---------------------------------------------
    def join(self, graph: QueryGraph, entity_classes: dict[str, list[str]], *, delta: int = DELTA,
             k_schema: int = K_SCHEMA, k_qg: int = K_QG,
             adjacent: dict[str, set[tuple[str, bool]]] | None = None) -> list[AlignedGraph]:
        """Top-k_qg feasible assignments (Algorithm 1), bridged where class distances are non-zero."""
        candidates = self.candidates(graph, entity_classes, k_schema, adjacent)
        order = dfs_edge_order(graph)
        results: list[tuple[float, int, AlignedGraph]] = []
        counter = [0]

        def worst() -> float:
            return -results[0][0] if len(results) >= k_qg else math.inf

        def match(i: int, chosen: list[EdgeCandidate], classes: dict[str, str], bridges: list[tuple[str, str, str]],
                  cost: float) -> None:
            if cost >= worst():  # lower-bound pruning: costs only grow
                return
            if i == len(order):
                aligned = AlignedGraph(list(chosen), [], dict(classes), cost)
                aligned.bridges = [Bridge(a, b, tuple(self.bridge_steps(ca, cb))) for a, b, (ca, cb) in
                                   ((x, y, tuple(z.split("\x00"))) for x, y, z in bridges)]
                counter[0] += 1
                heapq.heappush(results, (-cost, -counter[0], aligned))
                if len(results) > k_qg:
                    heapq.heappop(results)
                return
            edge = order[i]
            for reading in candidates[edge]:
                # the cheapest class pairs of this (predicate, direction) that join the nodes so far
                # (the cheapest for the last edge): a later edge may fit only the second ('(?t,
                # constituency, X), (?t, turnout, ?x)': a turnout record's constituency, not a result's)
                placed = sorted((p for p in (self._place(graph, edge, i, v, classes, bridges, entity_classes, delta)
                                             for v in reading.variants) if p is not None),
                                key=lambda p: p[0].cost + p[3])
                for cand, new_classes, new_bridges, extra in placed[:VARIANTS_JOINED if i + 1 < len(order) else 1]:
                    extra += W_SAME_WORDS * any(self._read_apart(c, cand) for c in chosen)
                    chosen.append(cand)
                    match(i + 1, chosen, new_classes, new_bridges, cost + cand.cost + extra)
                    chosen.pop()

        match(0, [], {}, [], 0.0)
        ranked = [a for _, _, a in sorted(results, key=lambda t: (-t[0], -t[1]))]
        if not ranked:
            raise AlignmentError(f"no alignment of the query graph joins within δ={delta}; "
                                 f"edge candidates were: {self._describe_candidates(candidates)}")
        return ranked

    def _read_apart(self, a: EdgeCandidate, b: EdgeCandidate) -> bool:
        """Whether two edges of one relation phrase were read as predicates of different names or
        in different directions (tables' columns of one name, `cartoon#ref-channel` and
        `tv_series#ref-channel`, are one reading)."""
        if a.edge.relation.strip().lower() != b.edge.relation.strip().lower():
            return False
        names = [self.predicate_label[c.schema.predicate].lower() for c in (a, b)]
        return names[0] != names[1] or a.schema.forward != b.schema.forward

    def _place(self, graph: QueryGraph, edge: QEdge, i: int, cand: EdgeCandidate, classes: dict[str, str],
               bridges: list[tuple[str, str, str]], entity_classes: dict[str, list[str]], delta: int):
        """(candidate, classes, bridges, extra cost) with `cand` assigned to pseudo edge number
        `i`, bridged where its classes are near (not at) those its nodes have; None when a class
        is farther than `delta`."""
        new_classes, new_bridges, extra, known = dict(classes), list(bridges), 0.0, 0.0
        for node, cls in ((edge.source, cand.schema.source_class), (edge.target, cand.schema.target_class)):
            have = self._node_classes(node, new_classes, entity_classes)
            if have is None:
                new_classes[node] = cls
                continue
            d = min(self.distance(h, cls) for h in have)
            if d > delta:
                return None
            if d == 0 and node in classes and node not in entity_classes:
                known = max(known, self._prior_known(cand, node == edge.source))
            if d > 0:
                origin = min(have, key=lambda h: self.distance(h, cls))
                new_bridges.append((node, f"{i}:{node}", f"{origin}\x00{cls}"))
                if node in entity_classes:  # costed with the candidate (_fit); its class
                    new_classes.setdefault(node, origin)  # keeps it apart from same-class nodes
                else:
                    extra += self.bridge_cost(graph, edge, node) * d
            else:
                new_classes.setdefault(node, cls if cls in have else have[0])
        return cand, new_classes, new_bridges, extra - known

    def _prior_known(self, cand: EdgeCandidate, at_source: bool) -> float:
        """What the support prior took off a reading whose class at one variable an earlier edge
        has fixed: as for a known entity (`_has_edge`), the edge is then weighed only against the
        edges of its predicate from that class. The one sales manager's `region` is his own, not
        noise beside the five reps' (bridging to a rep's region was cheaper)."""
        o = cand.schema
        key = (o.subject_class, o.predicate, o.object_class)
        at_subject = at_source == o.forward
        return W_PRIOR * max(0.0, self._prior_from[key][0 if at_subject else 1] - cand.prior)

    @staticmethod
    def _node_classes(node: str, classes: dict[str, str], entity_classes: dict[str, list[str]]) -> list[str] | None:
        if node in classes:
            return [classes[node]]
        if entity_classes.get(node):
            return entity_classes[node]
        return None

    def distance(self, a: str, b: str) -> float:
        """Hops between two classes over solid schema edges (see SOLID_SHARE): noise from
        multi-typed entities (a few 'genres' starring actors) must not make Genre and Person
        neighbours, or a variable is bridged through them instead of being aligned consistently."""
        if a == b:
            return 0.0
        if a not in self._distances:  # breadth-first from a, once per class
            hops, frontier = {a: 0}, [a]
            while frontier:
                following = []
                for cls in frontier:
                    for nxt in self._adjacent_classes.get(cls, ()):
                        if nxt not in hops:
                            hops[nxt] = hops[cls] + 1
                            following.append(nxt)
                frontier = following
            self._distances[a] = hops
        return float(self._distances[a].get(b, math.inf))

    def bridge_steps(self, a: str, b: str) -> list[tuple[str, bool]]:
        """The predicates of one hop between adjacent classes a and b (as seen from a)."""
        return self._neighbours.get((a, b), [])

    def _describe_candidates(self, candidates: dict[QEdge, list[EdgeCandidate]]) -> str:
        return "; ".join(f"{e}: " + ", ".join(f"{self.predicate_label[c.schema.predicate]}"
                                              f"{'' if c.schema.forward else ' (inverse)'}" for c in cs)
                         for e, cs in candidates.items())


def _same_sense(phrase: str, verb: str) -> bool:
    """Whether a phrase's first word shares one of its own senses (no wider one) with a verb:
    'broadcast' with 'airs', not 'run' with 'passes' (a tunnel's run is its course)."""
    first = phrase.split()[:1]
    return bool(first) and relatedness(first[0], verb, "v", "v", own_wide=False) >= 1.0


def _names_an_attribute(label: str) -> bool:
    """Whether a predicate's label says only what its subject has or where it is: a singular noun
    for the object that names nobody ('nationality', 'has residence', 'maker id') or a place
    ('based at'). Its subject does nothing to its object, so a 'V by' phrase cannot be read
    backwards along it; a plural ('publications') or somebody ('student') may be the subject's doing."""
    if says_where(label, name=True):
        return True
    noun, at_source = phrase_noun(label)
    return bool(noun) and not at_source and not is_plural_noun(noun) and noun_animacy(noun) <= 0


def _names_a_doer(label: str) -> bool:
    """Whether a predicate's label ends in a noun for somebody ('author') or for who does a verb,
    a person or a firm ('manufacturer', 'publisher'; `lexicon.is_agent_noun`); not 'glacier type'."""
    words = content_words(label).split()
    return bool(words) and (noun_animacy(words[-1]) > 0 or is_agent_noun(words[-1], groups=True))


def _rank(c: EdgeCandidate) -> tuple:
    return c.cost, c.schema.predicate, not c.schema.forward


def _class_at(c: EdgeCandidate, edge: QEdge, node: str) -> str:
    """The class reading `c` of `edge` gives `node` (one of the edge's ends)."""
    return c.schema.source_class if node == edge.source else c.schema.target_class


def dfs_edge_order(graph: QueryGraph) -> list[QEdge]:
    """Edges in DFS order from an anchor: a known entity (the most connected), else a node equal
    to a given value ('Go' as a programming language), else the answer."""
    valued = [f.node for f in graph.filters if f.op == "=" and f.node in graph.nodes]
    anchors = sorted(graph.entities, key=lambda n: -len(graph.incident(n))) or valued or [graph.answer]
    order: list[QEdge] = []
    seen_nodes = {anchors[0]}
    stack = [anchors[0]]
    while stack:
        node = stack.pop()
        for edge in graph.incident(node):
            if edge in order:
                continue
            order.append(edge)
            other = edge.target if edge.source == node else edge.source
            if other not in seen_nodes:
                seen_nodes.add(other)
                stack.append(other)
    return order
