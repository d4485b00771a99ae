"""Entity linking (SAFE's SimEnt): mention text -> KG entities, best first, with a confidence.

Exact name match first (confidence 1.0), then a normalised match (case, accents, punctuation, a
leading article; 0.99), then a name without its disambiguating qualifier ('Dune' for 'Dune
(novel)' and 'Dune (1984 film)', as Wikipedia, DBpedia and YAGO write them; 0.97, every such
entity returned); only when none finds anything, fuzzy candidates from a character
trigram index (misspellings: 'Tom Hanx') and the ANN index over every name (meaning), scored by
the KG's calibrated link model (text.confidence); a mention that is only a part of several
names ('James' of 'James Cox' and 'James Fox') shares its confidence among them, so it names
none. Names and aliases come from graph.names, so a KG without labels is linked through its name
properties or IRIs. The KG facade keeps one linker (`kg.linker`) so the endpoint, approx and
explore share one index.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from kgqa_sparql.errors import UnknownEntity
from kgqa_sparql.graph.atomic import write_atomic
from kgqa_sparql.graph.names import Names
from kgqa_sparql.text.confidence import LinkModel, fit_link_model, name_frequencies, part_share
from kgqa_sparql.text.index import TextIndex, build_index
from kgqa_sparql.text.mentions import UNQUALIFIED, best_links
from kgqa_sparql.words import iri_code, numbered_namesakes, unaccented, uninverted, unqualified

#: How many trigram and ANN neighbours are scored per mention.
ANN_POOL = 30
#: A fuzzy link is never as sure as a name matched exactly (1.0) or after normalising (0.99).
FUZZY_CAP = 0.98
#: Least calibrated confidence of a trusted link.
LINK_THRESHOLD = 0.5
#: Part of a saved link model's file name: change it when the fitting changes, so older fits are
#: not read back.
LINK_MODEL_VERSION = "1"


@dataclass(frozen=True)
class LinkedEntity:
    iri: str
    label: str
    score: float


#: Word boundaries inside a token: camelCase humps and letters beside digits.
_INNER_BOUNDARY = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])")


def normalise(text: str, split: bool = True) -> str:
    """Case-, accent- and punctuation-insensitive form of a label, in words: camelCase humps and
    letter-digit boundaries split ('UndergraduateStudent24' and 'Undergraduate Student 24' are
    one name, 'McQuade' and 'Mc Quade' too); not `split`: words kept whole, as a name in a
    lower-case IRI slug ('mcquade') reads them."""
    text = unaccented(_INNER_BOUNDARY.sub(" ", text) if split else text).lower()
    text = re.sub(r"[^\w\s]|_", " ", text)
    text = " ".join(text.split())
    return re.sub(r"^(the|a|an) ", "", text)


def leading_article(text: str) -> str:
    """The article a name starts with ('the', 'a', 'an'; lower-cased), or ''."""
    found = re.match(r"\s*(the|a|an)\s+\S", text, re.IGNORECASE)
    return found.group(1).lower() if found else ""


def reordered(a: str, b: str) -> bool:
    """Whether two normalised names of three words or more hold the same words in another order:
    another name, not a misspelling (two words swapped are a name written family name first)."""
    wa, wb = a.split(), b.split()
    return len(wa) >= 3 and wa != wb and sorted(wa) == sorted(wb)


def renumbered(a: str, b: str) -> bool:
    """Whether two names both hold numbers and `a` has one `b` lacks: another thing of a series,
    not a misspelling ('Varnholm Open 2021' is not 'Varnholm Open 2023', nor 'Apollo 13' 'Apollo
    11'). A name without numbers may still be part of one with them ('Varnholm Open')."""
    na, nb = re.findall(r"\d+", a), re.findall(r"\d+", b)
    return bool(na) and bool(nb) and not set(na) <= set(nb)


def trigram_similarity(a: str, b: str) -> float:
    """Dice coefficient of the character trigrams of two normalised texts."""
    ga, gb = _trigrams(a), _trigrams(b)
    if not ga or not gb:
        return 0.0
    return 2 * len(ga & gb) / (len(ga) + len(gb))


def _without_code_aliases(rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The rows less each entity's code alias (`words.iri_code`) where the entity has another name."""
    named = Counter(iri for iri, _ in rows)
    return [(iri, label) for iri, label in rows if named[iri] == 1 or label != iri_code(iri)]


def _trigrams(text: str) -> set[str]:
    padded = f"  {normalise(text)} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


class EntityLinker:
    """Links mentions to entities of one KG through their names and aliases (graph.names)."""

    def __init__(self, names: Names, *, folder: Path | None = None, progress: bool = False):
        self.names = names
        self._folder = folder  # where the ANN index is persisted (None: kept in memory)
        self._progress = progress
        rows = names.entity_names()
        self.exact: dict[str, list[tuple[str, str]]] = defaultdict(list)
        self.normalised: dict[str, list[tuple[str, str]]] = defaultdict(list)
        #: Names without their qualifier ('dune' -> 'Dune (novel)', 'Dune (1984 film)'), normalised.
        self.unqualified: dict[str, list[tuple[str, str]]] = defaultdict(list)
        numbered = numbered_namesakes(label for _, label in rows)
        for iri, label in rows:
            self.exact[label].append((iri, label))
            key, whole = normalise(label), normalise(label, split=False)
            self.normalised[key].append((iri, label))
            if whole != key:  # 'McQuade' is also 'mcquade'
                self.normalised[whole].append((iri, label))
            reading = uninverted(label)  # 'Moreno Ibáñez, Julia' is also 'Julia Moreno Ibáñez'
            if reading:
                self.normalised[normalise(reading)].append((iri, label))
            base = normalise(unqualified(label) or numbered.get(label) or "")
            if base:
                self.unqualified[base].append((iri, label))
        #: (iri, name) of every entity name and alias: what the mention detector is built from.
        self.rows = rows
        #: ... less the codes named things are also called by (`graph.names`: 'EP4012233A1'): typed
        #: exactly or not at all, so no fuzzy match, ANN index or link model sees them
        #: ('GENE_0000502' and 'GENE_0000509' would teach the link model that one digit is a typo).
        self.fuzzy_rows = _without_code_aliases(rows)
        self._fuzzy_keys = sorted({normalise(label) for _, label in self.fuzzy_rows})
        self._index: TextIndex | None = None
        self._lock = threading.RLock()  # the link model is fitted under it and needs the indexes
        #: Least confidence of a link that is trusted (below it the mention is an unknown entity).
        self.threshold = LINK_THRESHOLD
        self._mentions = None  # MentionDetector, built on first use (see `mentions`)
        self._model: LinkModel | None = None
        self._trigrams: tuple | None = None  # (normalised names, vectorizer, tf-idf matrix)

    @property
    def index(self) -> TextIndex:
        """The ANN index over all labels, built (or loaded) on first use."""
        with self._lock:
            if self._index is None:
                keys = [iri for iri, _ in self.fuzzy_rows]
                texts = [label for _, label in self.fuzzy_rows]
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
        key = normalise(mention)
        found = (_unique(self.exact.get(mention, []), 1.0) or _unique(self.normalised.get(key, []), 0.99)
                 or _unique(self.normalised.get(normalise(mention, split=False), []), 0.99))
        # 'Velde' is the town of that name, and perhaps the river 'Velde (river)'
        named = {e.iri for e in found}
        found += [e for e in _unique(self.unqualified.get(key, []), UNQUALIFIED) if e.iri not in named]
        if found:
            return found[:k]
        return self.fuzzy(mention, k)

    def resolve(self, mention: str, k: int = 5) -> list[LinkedEntity]:
        """The entities a mention confidently names: every equally best link (same-name entities
        are all returned), at most `k`. Raises UnknownEntity, naming the nearest candidates, when
        no link reaches `threshold`."""
        return best_links(self.confident(mention, k), self.threshold)

    def confident(self, mention: str, k: int = 5) -> list[LinkedEntity]:
        """Up to `k` links reaching `threshold`, best first; UnknownEntity (with the nearest
        candidates) when there is none."""
        links = self.link(mention, k)
        confident = [e for e in links if e.score >= self.threshold]
        if not confident:
            raise UnknownEntity(mention.strip(), [(e.iri, e.label, e.score) for e in links[:3]])
        return confident

    def fuzzy(self, mention: str, k: int = 5) -> list[LinkedEntity]:
        """Trigram and ANN candidates, scored by the calibrated link model, best first."""
        model = self.link_model
        query, article = normalise(mention), leading_article(mention)
        scored: dict[str, LinkedEntity] = {}
        for iri, label in self._candidates([mention])[0]:
            # 'The Newbrook' is a title: the article is a word to find in a name that has none
            # ('Peter Newbrook'), and is dropped only where both have one
            asked = f"{article} {query}" if article and not leading_article(label) else query
            if reordered(asked, normalise(label)):
                continue  # 'Counting Clocks Without Quorums' is another title than 'Counting Quorums Without Clocks'
            score = round(min(FUZZY_CAP, model.confidence(asked, normalise(label))), 6)
            if renumbered(asked, normalise(label)):
                score = 0.0  # another of a series: named as the nearest, never linked
            if iri not in scored or scored[iri].score < score:
                scored[iri] = LinkedEntity(iri, label, score)
        # equal confidence (the same words found): the closer spelling first
        ranked = sorted(scored.values(), key=lambda e: (-e.score, -trigram_similarity(query, e.label), e.label, e.iri))
        return _shared_parts(query, ranked, model)[:k]

    @property
    def link_model(self) -> LinkModel:
        """This KG's link-confidence model, fitted from its own names on first use (seconds on a
        KG of 40k names) and kept beside the ANN index, so that other processes over the same
        names (the workers of `ask --workers`, a restarted server) read it back."""
        with self._lock:
            if self._model is None:
                names = self._fuzzy_keys
                path = self._model_path(names)
                if path is not None and path.exists():
                    self._model = LinkModel.from_json(json.loads(path.read_text()), name_frequencies(names))
                else:
                    self._model = fit_link_model(names, self._best_normalised)
                    if path is not None:
                        _save_model(self._model, path)
            return self._model

    def _model_path(self, names: list[str]) -> Path | None:
        """`link-model-<hash of the names and the fitting's version>.json` in the index folder."""
        if self._folder is None:
            return None
        digest = hashlib.sha1(LINK_MODEL_VERSION.encode())
        for name in names:
            digest.update(name.encode() + b"\x00")
        return self._folder / f"link-model-{digest.hexdigest()[:16]}.json"

    def _best_normalised(self, mentions: list[str]) -> list[str | None]:
        """The normalised name of each synthetic mention's best trigram candidate (what the model
        is fitted on: is this best candidate right?); the ANN index is not needed for it."""
        out = []
        for mention, found in zip(mentions, self._trigram_candidates(mentions)):
            query = normalise(mention)
            out.append(max((normalise(label) for _, label in found), key=lambda n: trigram_similarity(query, n),
                           default=None))
        return out

    def _candidates(self, mentions: list[str]) -> list[list[tuple[str, str]]]:
        """(iri, name) candidates per mention: the trigram index's and the ANN index's nearest."""
        out = [list(c) for c in self._trigram_candidates(mentions)]
        for found, hits in zip(out, self.index.search(mentions, ANN_POOL) if self.fuzzy_rows else []):
            found.extend((hit.key, hit.text) for hit in hits)
        return out

    def _trigram_candidates(self, mentions: list[str]) -> list[list[tuple[str, str]]]:
        with self._lock:
            if self._trigrams is None:
                from sklearn.feature_extraction.text import TfidfVectorizer

                keys = self._fuzzy_keys
                vectorizer = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 3), lowercase=False, dtype=np.float32)
                self._trigrams = (keys, vectorizer, vectorizer.fit_transform(keys) if keys else None)
        keys, vectorizer, matrix = self._trigrams
        if matrix is None or not mentions:  # a KG of a few names makes no synthetic mentions
            return [[] for _ in mentions]
        sims = (vectorizer.transform([normalise(m) for m in mentions]) @ matrix.T).toarray()
        out = []
        for row in sims:
            top = np.argpartition(-row, min(ANN_POOL, len(keys) - 1))[:ANN_POOL]
            out.append([pair for i in top if row[i] > 0 for pair in self.normalised[keys[i]]])
        return out

    @property
    def mentions(self):
        """The mention detector over this linker's names (`text.mentions.MentionDetector`): finds
        entity mentions in questions without brackets. Built once, on first use."""
        if self._mentions is None:
            from kgqa_sparql.text.mentions import MentionDetector

            with self._lock:
                if self._mentions is None:
                    self._mentions = MentionDetector(self.rows, self, entity=LinkedEntity)
        return self._mentions


def _save_model(model: LinkModel, path: Path) -> None:
    """The model written atomically, fits for other names removed; a folder this process may
    not write is left alone (the model is fitted again next time)."""
    try:
        write_atomic(path, json.dumps(model.to_json()).encode())
        for old in path.parent.glob("link-model-*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:
        pass


def _shared_parts(query: str, ranked: list[LinkedEntity], model: LinkModel) -> list[LinkedEntity]:
    """A mention that is only a part of its best name ('James' of 'James Cox') names none of the
    names it is as large a part of ('James Bai', 'James Fox'): each such link, and every weaker
    link that is a part too, is at most the best one's confidence shared among those names, so
    'James' links to nobody while 'Zemeckis' (only 'Robert Zemeckis') keeps its confidence."""
    if not ranked:
        return ranked
    shares = [part_share(query, normalise(e.label), model.df) for e in ranked]
    if shares[0] is None:
        return ranked
    rivals = {normalise(e.label) for e, share in zip(ranked, shares) if share is not None and share >= shares[0]}
    if len(rivals) < 2:
        return ranked
    cap = ranked[0].score / len(rivals)
    capped = [replace(e, score=round(min(e.score, cap), 6)) if share is not None else e
              for e, share in zip(ranked, shares)]
    return sorted(capped, key=lambda e: -e.score)  # stable: ties keep their order


def _unique(rows: list[tuple[str, str]], score: float) -> list[LinkedEntity]:
    seen: dict[str, LinkedEntity] = {}
    for iri, label in rows:
        seen.setdefault(iri, LinkedEntity(iri, label, score))
    return sorted(seen.values(), key=lambda e: e.iri)
