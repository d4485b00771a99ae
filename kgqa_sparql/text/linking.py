"""Entity linking (SAFE's SimEnt): mention text -> KG entities, best first.

Exact label match first (score 1.0), then a normalised match (case, accents, punctuation, a
leading article; score 0.99); only when neither finds anything, the ANN index over every entity
label, re-ranked with character trigrams so misspellings ('Tom Hanx') still find their entity.
The KG facade keeps one linker (`kg.linker`) so the endpoint, approx and explore share one index.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from kgqa_sparql.errors import UnknownEntity
from kgqa_sparql.graph.backend import GraphBackend
from kgqa_sparql.text.index import TextIndex, build_index
from kgqa_sparql.vocab import LABEL_PREDICATES, OWL, RDF, RDFS, SKOS

#: How many ANN neighbours are re-ranked per mention.
ANN_POOL = 30
#: Default least confidence of a trusted link.
LINK_THRESHOLD = 0.8
_SCHEMA_TYPES = (f"{OWL}Class", f"{RDFS}Class", f"{OWL}ObjectProperty", f"{OWL}DatatypeProperty", f"{RDF}Property",
                 f"{OWL}Ontology")


@dataclass(frozen=True)
class LinkedEntity:
    iri: str
    label: str
    score: float


def normalise(text: str) -> str:
    """Case-, accent- and punctuation-insensitive form of a label."""
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"[^\w\s]|_", " ", text)
    text = " ".join(text.split())
    return re.sub(r"^(the|a|an) ", "", text)


def trigram_similarity(a: str, b: str) -> float:
    """Dice coefficient of the character trigrams of two normalised texts."""
    ga, gb = _trigrams(a), _trigrams(b)
    if not ga or not gb:
        return 0.0
    return 2 * len(ga & gb) / (len(ga) + len(gb))


def _trigrams(text: str) -> set[str]:
    padded = f"  {normalise(text)} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


class EntityLinker:
    """Links mentions to entities of one KG through their labels (rdfs:label, skos:prefLabel, skos:altLabel)."""

    def __init__(self, graph: GraphBackend, *, folder: Path | None = None, progress: bool = False):
        self.graph = graph
        self._folder = folder  # where the ANN index is persisted (None: kept in memory)
        self._progress = progress
        rows = entity_labels(graph)
        self.exact: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.normalised: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for iri, label in rows:
            self.exact[label].append((iri, label))
            self.normalised[normalise(label)].append((iri, label))
        #: (iri, name) of every entity name and alias: what the mention detector and index are built from.
        self.rows = rows
        self._index: TextIndex | None = None
        self._lock = threading.Lock()
        #: Least confidence of a link that is trusted (below it the mention is an unknown entity).
        self.threshold = LINK_THRESHOLD

    @property
    def index(self) -> TextIndex:
        """The ANN index over all labels, built (or loaded) on first use."""
        with self._lock:
            if self._index is None:
                keys = [iri for iri, _ in self.rows]
                texts = [label for _, label in self.rows]
                self._index = build_index(keys, texts, name="entities", folder=self._folder,
                                          progress=self._progress)
            return self._index

    def link(self, text: str, k: int = 5) -> list[LinkedEntity]:
        """Up to `k` entities for a mention (an `<IRI>` links to itself), best first."""
        mention = text.strip()
        if mention.startswith("<") and mention.endswith(">"):
            iri = mention[1:-1]
            label = next((lab for i, lab in self.rows if i == iri), iri)
            return [LinkedEntity(iri, label, 1.0)]
        found = _unique(self.exact.get(mention, []), 1.0) or _unique(self.normalised.get(normalise(mention), []), 0.99)
        if found:
            return found[:k]
        return self.fuzzy(mention, k)

    def resolve(self, mention: str, k: int = 5) -> list[LinkedEntity]:
        """The entities a mention confidently names: every equally best link (same-name entities
        are all returned), at most `k`. Raises UnknownEntity, naming the nearest candidates, when
        no link reaches `threshold`."""
        links = self.link(mention, k)
        confident = [e for e in links if e.score >= self.threshold]
        if not confident:
            raise UnknownEntity(mention.strip(), [(e.iri, e.label, e.score) for e in links[:3]])
        top = confident[0].score
        return [e for e in confident if e.score >= top - 1e-9]

    def fuzzy(self, mention: str, k: int = 5) -> list[LinkedEntity]:
        """ANN candidates re-ranked by the mean of cosine and trigram similarity."""
        hits = self.index.search([mention], max(ANN_POOL, k))[0]
        scored: dict[str, LinkedEntity] = {}
        for hit in hits:
            score = 0.5 * hit.score + 0.5 * trigram_similarity(mention, hit.text)
            if hit.key not in scored or scored[hit.key].score < score:
                scored[hit.key] = LinkedEntity(hit.key, hit.text, round(score, 6))
        return sorted(scored.values(), key=lambda e: (-e.score, e.label))[:k]


def _unique(rows: list[tuple[str, str]], score: float) -> list[LinkedEntity]:
    seen: dict[str, LinkedEntity] = {}
    for iri, label in rows:
        seen.setdefault(iri, LinkedEntity(iri, label, score))
    return sorted(seen.values(), key=lambda e: e.iri)


def entity_labels(graph: GraphBackend) -> list[tuple[str, str]]:
    """(iri, label) for every labelled IRI that is not a class, property or ontology."""
    predicates = [p.value for p in LABEL_PREDICATES] + [f"{SKOS}altLabel"]
    excluded = ", ".join(f"<{t}>" for t in _SCHEMA_TYPES)
    values = " ".join(f"<{p}>" for p in predicates)
    rows = graph.select(f"""SELECT DISTINCT ?e ?l WHERE {{
        VALUES ?p {{ {values} }} ?e ?p ?l . FILTER(isIRI(?e))
        FILTER NOT EXISTS {{ ?e a ?t . FILTER(?t IN ({excluded})) }} }}""")
    return sorted({(r["e"].value, r["l"].value) for r in rows if "e" in r and "l" in r})

