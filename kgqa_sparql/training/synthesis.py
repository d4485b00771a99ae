"""Training questions synthesised from the KG alone: self-supervised training with no questions.

    pairs, report = synthesise(kg, SynthesisConfig(questions=1500, seed=13))
    train_judge(kg, pairs); train_relation_map(kg, [p for p in pairs if p.qtype.startswith("1:")])

1. **Class-level paths** come from the schema graph (`kg.schema`): every (class, predicate, class)
   edge is a step both ways (forward from its subject class, backward from its object class);
   an edge with under `min_share` of the triples of its predicate's main edge is noise
   (multi-typed entities) and not asked about; literal ranges (datatypes) end a path. Paths of
   1 to `max_hops` steps chain steps whose classes meet.
2. **Grounding**: per question a class path is drawn (each hop count gets its share; within it
   a path is drawn the less often the more entities its intermediate nodes lead to, from the
   KG's fan-outs per predicate: `worth`), a topic entity of its first class with its first
   predicate is drawn, and the path is walked from it in the KG (`kg.follow`, no entity
   revisited, as the beam search and MetaQA's answers do). The answers are the walk's end entities; a walk with none,
   or with more than `max_answers`, is redrawn (`tries` topics), and a path that never gives a
   usable walk is dropped.
3. **Verbalisation**, generic over any KG: each predicate's label (`kg.labels`, words from the
   IRI otherwise) is read as English: a passive `V by` ("directed by": the object is the
   agent, "director", `english.agent_noun`), or a noun phrase with an optional leading verb form
   or preposition ("starred actors", "has genre", "in language", "release year"). Each step has
   noun-phrase templates (the set it reaches from an inner phrase: "the director of NP",
   "the films directed by NP", "the films whose genre is NP") and question templates for the
   last hop ("who directed NP", "which films have genre NP", "what is the language of NP"),
   both directions. Multi-hop questions nest the noun phrases, named with the classes of the
   intermediate nodes from the schema ("who directed the films starring [X]"); a step followed
   by its own reverse also reads "the films with the same director as NP"; the topic is at times
   named with its class first ("who directed the film [X]"). Class names, nouns
   and verbs vary by WordNet synonyms of their first sense (`text.lexicon`) that the encoder
   (`text.encoder.shared_encoder`) puts near the word. No KG's names are special-cased.

Each question is a `QAPair` with the topic in `[brackets]`, `topics=[iri]` (so mining needs no
label look-up), the answers' labels, and `qtype` = "<hops>:<template ids>".
"""

from __future__ import annotations

import math
import random
import re
import time
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from typing import Callable, Sequence

from pyoxigraph import NamedNode

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.backend import Step, Term, type_path
from kgqa_sparql.text import lexicon
from kgqa_sparql.search.members import schema_name
from kgqa_sparql.text.english import agent_noun
from kgqa_sparql.training.judge import TrainConfig, TrainReport, train_judge
from kgqa_sparql.training.qadata import QAPair, describe_skips
from kgqa_sparql.training.relation_map import RelationMapReport, train_relation_map
from kgqa_sparql.vocab import NON_RELATIONAL, local_name
from kgqa_sparql.words import identifier_words

_AUXILIARIES = frozenset("has have had is are was were be".split())
_PREPOSITIONS = frozenset("in of on at for from to with about into".split())


@dataclass
class SynthesisConfig:
    """Sizes and knobs of the synthesis (all recorded in the trained models' manifests)."""

    questions: int = 1500  # questions in all
    max_hops: int = 3
    hop_shares: tuple[float, ...] = (1.0, 1.0, 1.0)  # relative share of 1-, 2-, 3-hop questions
    max_answers: int = 100  # a walk reaching more ends is redrawn: no question asks for half the KG
    min_share: float = 0.1  # an edge with less than this share of its predicate's main edge is noise
    tries: int = 6  # topics drawn per question before its class path is given up
    synonyms: int = 3  # WordNet synonyms kept per word (the encoder's nearest)
    min_similarity: float = 0.6  # encoder cosine a synonym needs to its word
    synonym_rate: float = 0.35  # share of words replaced by one of their synonyms
    topic_class_rate: float = 0.15  # share of questions naming the topic with its class first ('the film [X]')
    seed: int = 13

    def __post_init__(self) -> None:
        if self.questions < 1 or not 1 <= self.max_hops <= 3 or self.max_answers < 1 or self.tries < 1:
            raise KgqaError(f"synthesis settings out of range: questions {self.questions} (>= 1), max_hops "
                            f"{self.max_hops} (1-3), max_answers {self.max_answers} (>= 1), tries {self.tries} (>= 1)")
        for name in ("synonym_rate", "topic_class_rate"):
            if not 0.0 <= getattr(self, name) <= 1.0:
                raise KgqaError(f"synthesis setting {name} is {getattr(self, name)}: a share, from 0 to 1")


@dataclass(frozen=True)
class ClassStep:
    """One hop of a class-level path: a predicate followed forward or backward between classes."""

    predicate: str
    forward: bool
    source: str
    target: str

    @property
    def step(self) -> Step:
        return Step(NamedNode(self.predicate), self.forward)

    def reverses(self, other: "ClassStep") -> bool:
        return self.predicate == other.predicate and self.forward != other.forward


@dataclass
class Relation:
    """How a predicate's label reads in English (see `read_label`)."""

    label: str
    verb: str | None = None  # participle of a passive label: 'directed' in 'directed by'
    noun: str | None = None  # what the label calls the object: 'genre', 'actors', 'release year'
    participle: str | None = None  # a verb form before the noun: 'starred' in 'starred actors'
    preposition: str | None = None  # 'in' in 'in language'


@dataclass
class SynthesisReport:
    """What was synthesised: counts per hop, the class paths used and dropped, templates."""

    questions: int
    per_hops: dict[int, int]
    class_paths: int
    dropped_paths: int
    templates: dict[str, int]
    seed: int
    seconds: float
    config: dict = field(default_factory=dict)

    def manifest(self) -> dict:
        """The record a trained model keeps of its synthesised questions."""
        return {"source": "synthesised from the KG (kgqa_sparql.training.synthesis)"} | asdict(self)


# ---- English helpers ---------------------------------------------------------------------------
def plural(noun: str) -> str:
    """Regular English plural of a noun phrase's last word ('movie' -> 'movies', 'city' -> 'cities')."""
    head, _, last = noun.rpartition(" ")
    if not last or last.endswith("s") and not last.endswith(("ss", "us")):
        return noun
    if last.endswith(("ss", "x", "ch", "sh", "us")):
        last += "es"
    elif last.endswith("y") and len(last) > 1 and last[-2] not in "aeiou":
        last = last[:-1] + "ies"
    else:
        last += "s"
    return f"{head} {last}" if head else last


def singular(noun: str) -> str:
    """A plural noun phrase's last word made singular through WordNet ('actors' -> 'actor')."""
    head, _, last = noun.rpartition(" ")
    net = lexicon.wordnet()
    bases = [b for b in (net.lemmas(last, "n") if net else []) if b != last]
    if not bases:
        return noun
    return f"{head} {bases[0]}" if head else bases[0]


def verb_base(form: str) -> str | None:
    """The base form of an inflected verb ('directed' -> 'direct', 'written' -> 'write')."""
    net = lexicon.wordnet()
    lemmas = [lemma for lemma in (net.lemmas(form, "v") if net else []) if "_" not in lemma]
    return lemmas[0] if lemmas else None


def past(base: str) -> str:
    """Regular past form of a verb's base ('direct' -> 'directed', 'pen' -> 'penned')."""
    if base.endswith("e"):
        return base + "d"
    if base.endswith("y") and len(base) > 1 and base[-2] not in "aeiou":
        return base[:-1] + "ied"
    if re.fullmatch(r"[^aeiou]*[aeiou][^aeiouwxy]", base):
        return base + base[-1] + "ed"
    return base + "ed"


def read_label(label: str) -> Relation:
    """The grammar of a predicate label: passive 'V by', else a noun phrase with an optional
    leading auxiliary, preposition or verb form ('has genre', 'in language', 'starred actors')."""
    words = identifier_words(label).split()
    relation = Relation(" ".join(words))
    if len(words) >= 2 and words[-1] == "by" and lexicon.is_verb(words[-2]):
        relation.verb = " ".join(words[:-1])
        return relation
    while words and words[0] in _AUXILIARIES:
        words = words[1:]
    if words and words[0] in _PREPOSITIONS:
        relation.preposition, words = words[0], words[1:]
    if len(words) >= 2 and lexicon.is_verb_form(words[0]) and words[0].endswith(("ed", "en")):
        relation.participle, words = words[0], words[1:]
    elif len(words) == 1 and words[0].endswith("ing") and lexicon.is_verb_form(words[0]):
        relation.participle, words = words[0], []  # 'starring': the subject does it to the object
    if len(words) >= 2 and words[-1] == "id":  # a foreign key column named after what it refers to
        words = words[:-1]
    relation.noun = " ".join(words) or None
    return relation


# ---- the schema's class paths ------------------------------------------------------------------
def class_steps(schema, min_share: float) -> list[ClassStep]:
    """Both directions of every schema edge worth asking about (see the module docstring)."""
    main: Counter = Counter()
    for edge in schema.edges:
        main[edge.predicate] = max(main[edge.predicate], edge.support)
    steps = []
    for edge in schema.edges:
        if NamedNode(edge.predicate) in NON_RELATIONAL or edge.support < min_share * main[edge.predicate]:
            continue
        steps.append(ClassStep(edge.predicate, True, edge.subject_class, edge.object_class))
        if not _is_datatype(schema, edge.object_class):
            steps.append(ClassStep(edge.predicate, False, edge.object_class, edge.subject_class))
    return sorted(set(steps), key=lambda s: (s.source, s.predicate, s.forward, s.target))


def _is_datatype(schema, iri: str) -> bool:
    found = schema.classes.get(iri)
    return bool(found and found.datatype)


def class_paths(steps: Sequence[ClassStep], max_hops: int) -> dict[int, list[tuple[ClassStep, ...]]]:
    """Every chain of up to `max_hops` steps whose classes meet, by length."""
    leaving: dict[str, list[ClassStep]] = {}
    for step in steps:
        leaving.setdefault(step.source, []).append(step)
    paths = {1: [(s,) for s in steps]}
    for hops in range(2, max_hops + 1):
        paths[hops] = [p + (s,) for p in paths[hops - 1] for s in leaving.get(p[-1].target, [])]
    return paths


# ---- vocabulary: names of classes and relations, with synonyms ---------------------------------
class Vocabulary:
    """Names of classes and predicates (from `kg.labels`), their grammar, and synonyms."""

    def __init__(self, kg, config: SynthesisConfig, encoder=None):
        self.kg, self.config = kg, config
        self._encoder = encoder
        self._names: dict[str, str] = {}
        self._relations: dict[str, Relation] = {}
        self._synonyms: dict[tuple[str, str], list[str]] = {}

    @property
    def encoder(self):
        if self._encoder is None:
            from kgqa_sparql.text.encoder import shared_encoder

            self._encoder = shared_encoder()
        return self._encoder

    def name(self, iri: str) -> str:
        """Lower-case words naming a class or predicate (`members.schema_name`), cached."""
        if iri not in self._names:
            self._names[iri] = schema_name(self.kg, iri)
        return self._names[iri]

    def relation(self, predicate: str) -> Relation:
        if predicate not in self._relations:
            self._relations[predicate] = read_label(self.name(predicate))
        return self._relations[predicate]

    def synonyms(self, word: str, pos: str = "n") -> list[str]:
        """`word` and up to `config.synonyms` WordNet synonyms of its first sense that the encoder
        puts within `config.min_similarity` of it, nearest first."""
        key = (word, pos)
        if key not in self._synonyms:
            self._synonyms[key] = [word] + self._near(word, _wordnet_synonyms(word, pos))
        return self._synonyms[key]

    def draw(self, word: str, rng: random.Random, pos: str = "n") -> str:
        """`word`, or with probability `config.synonym_rate` one of its synonyms."""
        options = self.synonyms(word, pos)
        if len(options) > 1 and rng.random() < self.config.synonym_rate:
            return rng.choice(options[1:])
        return word

    def _near(self, word: str, candidates: list[str]) -> list[str]:
        if not candidates or self.config.synonyms < 1:
            return []
        vectors = self.encoder.encode([word] + candidates)
        scored = sorted(zip((vectors[1:] @ vectors[0]).tolist(), candidates), reverse=True)
        return [c for s, c in scored if s >= self.config.min_similarity][: self.config.synonyms]


def _wordnet_synonyms(word: str, pos: str) -> list[str]:
    """Other words of the first WordNet sense of `word` (a phrase: of its last word)."""
    net = lexicon.wordnet()
    if net is None:
        return []
    head, _, last = word.rpartition(" ")
    senses = net.senses(last if head and pos == "n" else word, pos, 1)
    found = []
    for key in senses:
        for other in net.synset(key).words:
            other = other.replace("_", " ")
            if other not in (last, word) and "-" not in other and " " not in other:
                found.append(f"{head} {other}" if head and pos == "n" else other)
    return list(dict.fromkeys(found))


# ---- templates --------------------------------------------------------------------------------
#: A template fills an inner noun phrase (the topic or a nested phrase) into a phrase or question.
Template = Callable[[str], str]


@dataclass
class Words:
    """The words one hop is phrased with, synonyms drawn: source and target class nouns, the
    relation's noun for the target, its verb forms."""

    source: str
    target: str
    noun: str | None
    participle: str | None
    base: str | None
    active: str | None  # past tense for an active sentence ('directed'; None when irregular)
    wh: str  # 'who' for a person-like target, else 'what'
    wh_source: str


def hop_words(vocab: Vocabulary, step: ClassStep, rng: random.Random) -> Words:
    """Words for one hop, synonyms drawn with `rng`."""
    relation = vocab.relation(step.predicate)
    subject, obj = (step.source, step.target) if step.forward else (step.target, step.source)
    subject_name, object_name = vocab.draw(vocab.name(subject), rng), vocab.name(obj)
    participle, base, active = None, None, None
    if relation.verb:
        base = verb_base(relation.verb.split()[0])
        verb = vocab.draw(base, rng, "v") if base else None
        participle = relation.verb if verb in (None, base) else past(verb) + relation.verb[len(relation.verb.split()[0]):]
        base = verb or base
        active = participle if participle.split()[0].endswith("ed") else None
        agent = agent_noun(relation.verb.split()[0])
        noun = vocab.draw(agent, rng) if agent and rng.random() < 0.85 else object_name
    else:
        noun = relation.noun or object_name
        noun = vocab.draw(singular(noun), rng) if noun else None
        participle = relation.participle
        base = verb_base(participle) if participle else None
        active = participle if participle and participle.endswith(("ed", "en")) else None
    object_name = vocab.draw(object_name, rng)
    source, target = (subject_name, object_name) if step.forward else (object_name, subject_name)
    return Words(source, target, noun, participle, base, active, _wh(vocab.name(step.target)),
                 _wh(vocab.name(step.source)))


def _wh(class_name: str) -> str:
    return "who" if lexicon.noun_animacy(class_name.split()[-1]) > 0 else "what"


def phrase_templates(step: ClassStep, words: Words, relation: Relation) -> dict[str, Template]:
    """Noun phrases for the set one hop reaches from an inner phrase `x`, by template id."""
    w = words
    if step.forward and relation.verb:
        out = {"of": lambda x: f"the {plural(w.noun)} of {x}",
               "that-active": lambda x: f"the {plural(w.target)} that {w.active} {x}" if w.active else "",
               "who-active": lambda x: f"the {w.wh == 'who' and 'people' or plural(w.target)} who {w.active} {x}"
               if w.active else ""}
    elif relation.verb:
        out = {"passive": lambda x: f"the {plural(w.target)} {w.participle} by {x}",
               "object-relative": lambda x: f"the {plural(w.target)} that {x} {w.active}" if w.active else "",
               "whose": lambda x: f"the {plural(w.target)} whose {w.noun} is {x}",
               "bare-passive": lambda x: f"{plural(w.target)} {w.participle} by {x}"}
    elif step.forward:
        out = {"of": lambda x: f"the {plural(w.noun)} of {x}",
               "class-of": lambda x: f"the {w.target} of {x}",
               "participle-in": lambda x: f"the {plural(w.noun)} {w.participle} in {x}" if w.participle else ""}
    else:
        out = {"whose": lambda x: f"the {plural(w.target)} whose {w.noun} is {x}",
               "with": lambda x: f"the {plural(w.target)} with {w.noun} {x}",
               "that-have": lambda x: f"the {plural(w.target)} that have {x} as {w.noun}",
               "participle": lambda x: f"the {plural(w.target)} {w.participle} {x}" if w.participle else "",
               "subject-participle": lambda x: f"the {plural(w.target)} {x} {w.active} in" if w.active else "",
               "preposition": lambda x: f"the {plural(w.target)} {relation.preposition} {x}"
               if relation.preposition else ""}
    return out


def question_templates(step: ClassStep, words: Words, relation: Relation, rng: random.Random, *, one: bool = True,
                       target: str = "") -> dict[str, Template]:
    """Whole questions whose answer is the set one hop reaches from an inner phrase `x` (`one`:
    the topic itself, else a plural phrase); `target`: the name of the class it reaches."""
    w = words
    if step.forward and relation.verb:
        return {"wh-active": lambda x: f"{w.wh} {w.active} {x}" if w.active else "",
                "wh-is-the-agent": lambda x: f"{w.wh} is the {w.noun} of {x}",
                "passive-by-wh": lambda x: f"{x} was {w.participle} by {w.wh}",
                "which-active": lambda x: f"which {w.target} {w.active} {x}" if w.active else "",
                "wh-was-x-by": lambda x: f"{w.wh} was {x} {w.participle} by",
                "which-agents": lambda x: f"which {plural(w.noun)} {w.participle.split()[0]} {x}"
                if w.active else ""}
    if relation.verb:
        return {"which-passive": lambda x: f"which {plural(w.target)} were {w.participle} by {x}",
                "what-did": lambda x: f"what {plural(w.target)} did {x} {w.base}" if w.base else "",
                "what-passive": lambda x: f"{w.wh} was {w.participle} by {x}",
                "x-active-which": lambda x: f"{x} {w.active} which {plural(w.target)}" if w.active else "",
                "is-the-agent-of": lambda x: f"which {w.target} is {x} the {w.noun} of"}
    if step.forward:
        return {"wh-is-the-noun": lambda x: f"{w.wh} is the {w.noun} of {x}",
                "wh-are-the-nouns": lambda x: f"{w.wh} are the {plural(w.noun)} of {x}",
                "what-noun-does": lambda x: f"what {w.noun} does {x} have",
                "which-class": lambda x: f"which {w.target} is the {w.noun} of {x}",
                "what-noun-is-prep": lambda x: f"what {w.noun} is {x} {relation.preposition}"
                if relation.preposition else "",
                "wh-participle-in": lambda x: f"{w.wh} {w.active} in {x}" if w.active else "",
                "wh-does-base": lambda x: f"{w.wh} does {x} {w.base}" if w.base else ""} | (
                    time_templates(relation, target, one)) | kind_templates(relation, target, w.source, one, rng)
    return {"which-have": lambda x: f"which {plural(w.target)} have {w.noun} {x}",
            "what-have-as": lambda x: f"what {plural(w.target)} have {x} as their {w.noun}",
            "wh-has-the": lambda x: f"{w.wh} has the {w.noun} {x}",
            "what-did-in": lambda x: f"what {plural(w.target)} did {x} {w.base} in" if w.base else "",
            "which-prep": lambda x: f"which {plural(w.target)} are {relation.preposition} {x}"
            if relation.preposition else ""}


def time_templates(relation: Relation, target: str, one: bool) -> dict[str, Template]:
    """'When' questions for a relation that reaches a time and names the event before it
    ('release year' -> 'when was X released', 'X were released in which years'); none otherwise.
    A time is a kind of time period or date in WordNet ('year', 'month', 'day')."""
    words = (relation.noun or "").split()
    head = (target.split() or words or [""])[-1]
    if not any(lexicon.type_fit(h, kind) > 0 for h in {head, *words[-1:]} for kind in ("time period", "date")):
        return {}
    event = next((_event_verb(w) for w in words[:-1] if _event_verb(w)), None)
    if event is None:
        return {}
    done, be, times = past(event), "was" if one else "were", head if one else plural(head)
    return {"when-passive": lambda x: f"when {be} {x} {done}",
            "when-did": lambda x: f"when did {x} {event}",
            "in-which-time": lambda x: f"{x} {be} {done} in which {times}",
            "what-time-passive": lambda x: f"what {head} {be} {x} {done}",
            "in-what-time": lambda x: f"in what {head} {be} {x} {done}"}


def kind_templates(relation: Relation, target: str, source: str, one: bool, rng: random.Random
                   ) -> dict[str, Template]:
    """'What kind of' questions for a relation that reaches a kind of its subject ('genre',
    'type': 'what kind of film is X', 'what types are X'); none otherwise. A kind is a noun whose
    WordNet sense is a kind of 'kind'."""
    heads = {h for h in ((relation.noun or "").split()[-1:] + target.split()[-1:]) if h}
    if not source or not any(lexicon.type_fit(h, "kind") > 0 for h in heads):
        return {}
    kind = rng.choice(("kind", "sort", "type"))  # one template (more would crowd out the others)
    if not one:
        return {"what-kinds-are": lambda x: f"what {kind}s of {plural(source)} are {x}"}
    return {"what-kind-of": lambda x: f"what {kind} of {source} is {x}"}


def _event_verb(word: str) -> str | None:
    """The base of a verb a time is named after: 'release' (release year), 'found' (founding year)."""
    if lexicon.is_verb(word) and not lexicon.is_verb_form(word):
        return word
    return verb_base(word) if word.endswith("ing") and lexicon.is_verb_form(word) else None


def shared_templates(first: Words, relation: Relation) -> dict[str, Template]:
    """Phrases for a step followed by its own reverse: the other sources sharing a target."""
    w = first
    noun = w.noun or w.target
    out = {"same": lambda x: f"the {plural(w.source)} with the same {noun} as {x}",
           "share": lambda x: f"the {plural(w.source)} that share a {noun} with {x}",
           "other-same": lambda x: f"the other {plural(w.source)} of the {noun} of {x}"}
    if relation.verb and w.active:
        out["whose-also"] = lambda x: f"the {plural(w.source)} whose {plural(noun)} also {w.active} {x}"
    return out


def _pick(templates: dict[str, Template], inner: str, rng: random.Random) -> tuple[str, str]:
    """One template (id, text) whose text is not empty."""
    options = [(key, text) for key, fill in templates.items() if (text := fill(inner))]
    return rng.choice(options)


def verbalise(vocab: Vocabulary, path: tuple[ClassStep, ...], topic: str, rng: random.Random
              ) -> tuple[str, list[str]]:
    """A question for `path` from the topic label (in brackets, at times after its class: 'the
    film [X]'), nesting a noun phrase per hop; also the template ids used."""
    inner, used, i = _topic_phrase(vocab, path[0].source, topic, rng), [], 0
    while i < len(path) - 1:
        step = path[i]
        words = hop_words(vocab, step, rng)
        relation = vocab.relation(step.predicate)
        if path[i + 1].reverses(step) and step.forward and rng.random() < 0.6:
            key, inner = _pick(shared_templates(words, relation), inner, rng)
            used.append("shared:" + key)
            i += 2
            continue
        key, inner = _pick(phrase_templates(step, words, relation), inner, rng)
        used.append(("f:" if step.forward else "b:") + key)
        i += 1
    if i == len(path):  # the last two hops were one shared phrase: ask for it
        key, text = _pick({"which-are": lambda x: f"which are {x}", "what-are": lambda x: f"what are {x}",
                           "bare": lambda x: x}, inner, rng)
        return text, used + ["q:" + key]
    step = path[-1]
    words = hop_words(vocab, step, rng)
    key, text = _pick(question_templates(step, words, vocab.relation(step.predicate), rng, one=len(path) == 1,
                                         target=vocab.name(step.target)), inner, rng)
    return text, used + [("q-f:" if step.forward else "q-b:") + key]


def _topic_phrase(vocab: Vocabulary, cls: str, topic: str, rng: random.Random) -> str:
    """'[X]', or with probability `topic_class_rate` 'the <class> [X]' when the class has a name
    people use (not a datatype, not a class inferred from untyped data: 'value of starred actors')."""
    found = vocab.kg.schema.classes.get(cls)
    if found is None or found.inferred or found.datatype or rng.random() >= vocab.config.topic_class_rate:
        return f"[{topic}]"
    return f"the {vocab.draw(vocab.name(cls), rng)} [{topic}]"


# ---- grounding ---------------------------------------------------------------------------------
class TopicPool:
    """Entities of a class that have a given first step, read once per (class, step)."""

    def __init__(self, kg):
        self.kg = kg
        self._pools: dict[tuple[str, str, bool], list[Term]] = {}

    def entities(self, step: ClassStep) -> list[Term]:
        key = (step.source, step.predicate, step.forward)
        if key not in self._pools:
            edge = f"?e <{step.predicate}> ?x" if step.forward else f"?x <{step.predicate}> ?e"
            rows = self.kg.select(f"SELECT DISTINCT ?e WHERE {{ ?e {type_path(self.kg.backend)} <{step.source}> . {edge} }}")
            found = [r["e"] for r in rows if isinstance(r.get("e"), NamedNode)]
            if not found:  # an inferred class: its members (entities carry no rdf:type)
                members = {iri for iri, cls in self.kg.schema.members.items() if cls == step.source}
                rows = self.kg.select(f"SELECT DISTINCT ?e WHERE {{ {edge} }}")
                found = [r["e"] for r in rows if isinstance(r.get("e"), NamedNode) and r["e"].value in members]
            self._pools[key] = sorted(found, key=lambda t: t.value)
        return self._pools[key]


def ground(kg, pool: TopicPool, path: tuple[ClassStep, ...], config: SynthesisConfig, rng: random.Random,
           used: set) -> tuple[Term, list[Term]] | None:
    """A topic of the path's first class and the ends of its walk along the path (no entity
    revisited), or None when `config.tries` topics give no usable walk."""
    entities = pool.entities(path[0])
    if not entities:
        return None
    steps = [s.step for s in path]
    for _ in range(config.tries):
        topic = rng.choice(entities)
        if (topic, path) in used:
            continue
        ends = kg.follow([topic], steps)
        if 0 < len(ends) <= config.max_answers:
            used.add((topic, path))
            return topic, sorted(ends, key=lambda t: (-ends[t], t.value))
    return None


def _label(names: dict, term: Term) -> str:
    return names.get(term) or identifier_words(local_name(term.value)) if isinstance(term, NamedNode) \
        else names.get(term, term.value)


# ---- the whole synthesis -----------------------------------------------------------------------
def synthesise(kg, config: SynthesisConfig | None = None, *, encoder=None, progress: bool = False
               ) -> tuple[list[QAPair], SynthesisReport]:
    """Grounded questions over `kg` with their answers (see the module docstring). Deterministic
    for a seed and a KG."""
    from tqdm.auto import tqdm

    config = config or SynthesisConfig()
    start = time.perf_counter()
    rng = random.Random(config.seed)
    paths = class_paths(class_steps(kg.schema, config.min_share), config.max_hops)
    if not paths[1]:
        raise KgqaError("the KG's schema graph has no relation between classes to ask about")
    quotas = _quotas(config, paths)
    fanout = step_fanouts(kg)
    vocab, pool = Vocabulary(kg, config, encoder), TopicPool(kg)
    pairs: list[QAPair] = []
    templates: Counter = Counter()
    used: set = set()
    dropped: set = set()
    bar = tqdm(total=sum(quotas.values()), desc="synthesising questions", unit="q", disable=not progress)
    for hops, quota in quotas.items():
        live = list(paths[hops])
        weights = {path: worth(path, fanout) for path in live}
        made = 0
        while made < quota and live:
            path = rng.choices(live, [weights[p] for p in live])[0]
            grounded = ground(kg, pool, path, config, rng, used)
            if grounded is None:
                live.remove(path)
                dropped.add(path)
                continue
            topic, ends = grounded
            names = kg.labels([topic] + ends)
            text, ids = verbalise(vocab, path, _label(names, topic), rng)
            templates.update(ids)
            answers = list(dict.fromkeys(_label(names, e) for e in ends))
            pairs.append(QAPair(text, answers, topics=[topic.value], qtype=f"{hops}:" + "|".join(ids),
                                path=[(s.predicate, s.forward) for s in path]))
            made += 1
            bar.update()
    bar.close()
    report = SynthesisReport(len(pairs), dict(Counter(int(p.qtype.split(":")[0]) for p in pairs)),
                             sum(len(v) for v in paths.values()), len(dropped), dict(templates), config.seed,
                             round(time.perf_counter() - start, 2), asdict(config))
    return pairs, report


#: Entities reached from a path's intermediate nodes at which it is drawn half as often as a path
#: that reaches one.
ANSWERS_WORTH_ASKING = 10


def step_fanouts(kg) -> dict[tuple[str, bool], float]:
    """(predicate, forward) -> mean number of entities one step reaches from an entity that has it."""
    rows = kg.select("SELECT ?p (COUNT(*) AS ?n) (COUNT(DISTINCT ?s) AS ?ns) (COUNT(DISTINCT ?o) AS ?no) "
                     "WHERE { ?s ?p ?o } GROUP BY ?p")
    out = {}
    for r in rows:
        if "p" in r:
            n = int(r["n"].value)
            out[(r["p"].value, True)] = n / max(1, int(r["ns"].value))
            out[(r["p"].value, False)] = n / max(1, int(r["no"].value))
    return out


def worth(path: tuple[ClassStep, ...], fanout: dict[tuple[str, bool], float]) -> float:
    """How often a class path is drawn: paths through hubs ('the films that share a release year
    / an imdb rating with X': hundreds of films per value) reach many entities and are questions
    nobody asks; paths through specific entities ('the films that share an actor with X') are.
    The KG's statistics give how many entities the steps after the first reach from each
    intermediate one (the product of their fan-outs); a 1-hop path has no intermediate node."""
    expected = math.prod(fanout.get((s.predicate, s.forward), 1.0) for s in path[1:])
    return 1.0 / (1.0 + expected / ANSWERS_WORTH_ASKING)


def _quotas(config: SynthesisConfig, paths: dict[int, list]) -> dict[int, int]:
    """Questions per hop count: `hop_shares` of `questions`, over hop counts that have paths."""
    shares = {h: config.hop_shares[h - 1] if h - 1 < len(config.hop_shares) else 0.0
              for h in range(1, config.max_hops + 1) if paths.get(h)}
    total = sum(shares.values()) or 1.0
    quotas = {h: int(config.questions * s / total) for h, s in shares.items()}
    first = min(quotas)
    quotas[first] += config.questions - sum(quotas.values())
    return quotas


def one_hop(pairs: Sequence[QAPair]) -> list[QAPair]:
    """The 1-hop questions of a synthesised set (what the relation map learns from)."""
    return [p for p in pairs if p.qtype and p.qtype.startswith("1:")]


# ---- self-supervised training ------------------------------------------------------------------
@dataclass
class SelfSupervised:
    """What `train_self_supervised` did: the synthesis and both training reports."""

    synthesis: SynthesisReport
    judge_report: TrainReport
    relation_synthesis: SynthesisReport | None = None
    relation_report: RelationMapReport | None = None
    relation_error: str | None = None

    def to_json(self) -> dict:
        return {"synthesis": asdict(self.synthesis), "judge": asdict(self.judge_report),
                "relation_synthesis": asdict(self.relation_synthesis) if self.relation_synthesis else None,
                "relation_map": asdict(self.relation_report) if self.relation_report else None,
                "relation_error": self.relation_error}

    def summary(self) -> str:
        """Lines for the command line."""
        s, j, r = self.synthesis, self.judge_report, self.relation_report
        lines = [f"synthesised {s.questions} questions from the KG (per hop {s.per_hops}, {s.class_paths} class "
                 f"paths, {s.dropped_paths} without usable walks, {len(s.templates)} templates, seed {s.seed}, "
                 f"{s.seconds:.0f} s)",
                 f"trained the judge on {j.mined} of {j.questions} questions ({j.examples} examples, "
                 f"{j.seconds:.0f} s); train accuracy {j.train_accuracy:.3f}; skipped {describe_skips(j.skipped)}; "
                 f"saved {j.out}"]
        if r is not None:
            lines.append(f"learned the relation map from {r.mined} of {r.questions} 1-hop questions "
                         f"({r.seconds:.0f} s); predicate accuracy {r.zero_shot_accuracy:.3f} zero-shot, "
                         f"{r.train_accuracy:.3f} learned; saved {r.out}")
        else:
            lines.append(f"relation map not trained: {self.relation_error}")
        return "\n".join(lines)


#: Fine-tuning steps of the judge's question tower on synthesised questions (150 for users'
#: questions): MetaQA dev, positions [0, 300), synthesis seeds 13 / 14: 150 steps 91.3 / 85.0 / 71.3
#: and 88.0 / 86.3 / 72.0 Hits@1, 300 steps 88.3 / 86.0 / 76.3 and 89.3 / 89.3 / 72.3 (BENCHMARKS.md).
SELF_SUPERVISED_STEPS = 300
#: Weight of the answer-word prior a self-supervised judge is searched with (`BeamRetriever.
#: last_hop_order`; 1.0 for other judges): template questions teach little about which relation
#: a 'who' question's answer word names. MetaQA dev [0, 300), two synthesis seeds, 1 -> 2: 3-hop
#: 86.7 -> 89.0 and 82.7 -> 86.0, 2-hop unchanged (98.7, 96.7); the zero-shot judge would lose
#: 2-hop 96.7 -> 95.0 and the supervised one 3-hop 98.7 -> 98.3, so they keep 1.
SELF_SUPERVISED_ANSWER_WEIGHT = 2.0


def train_self_supervised(kg, synthesis: SynthesisConfig | None = None, judge_config=None, *,
                          judge_out=None, relation_out=None, relation_questions: int = 1500,
                          relation_config=None, progress: bool = False) -> SelfSupervised:
    """Train the path judge and the relation map on questions synthesised from `kg` alone.

    The judge learns from `synthesis.questions` questions of every hop count; the relation map
    from `relation_questions` 1-hop questions synthesised with the next seed (it learns one
    predicate per question). Both manifests record that the questions were synthesised, with
    the counts, seed and templates used. A KG with no predicate the relation map can learn (an
    error there) leaves the judge trained and says why in `relation_error`."""
    synthesis = synthesis or SynthesisConfig()
    judge_config = judge_config or TrainConfig(seed=synthesis.seed, max_steps=SELF_SUPERVISED_STEPS)
    if judge_config.answer_weight is None:
        judge_config = replace(judge_config, answer_weight=SELF_SUPERVISED_ANSWER_WEIGHT)
    pairs, report = synthesise(kg, synthesis, progress=progress)
    _, judge_report = train_judge(kg, pairs, out=judge_out, config=judge_config, progress=progress,
                                  data=report.manifest())
    result = SelfSupervised(report, judge_report)
    if relation_questions > 0:
        config = SynthesisConfig(**(asdict(synthesis) | {"questions": relation_questions, "max_hops": 1,
                                                          "hop_shares": (1.0,), "seed": synthesis.seed + 1}))
        one, result.relation_synthesis = synthesise(kg, config, progress=progress)
        try:
            _, result.relation_report = train_relation_map(kg, one, out=relation_out, config=relation_config,
                                                           progress=progress,
                                                           data=result.relation_synthesis.manifest())
        except KgqaError as exc:
            result.relation_error = str(exc)
    return result
