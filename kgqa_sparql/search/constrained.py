"""KG-constrained decoding (DoG, "Decoding on Graphs"): an LLM writes a chain of triples and can
only write triples that exist in the KG.

Each triple leaving an entity is verbalised `(head; relation; tail)` in the KG's own direction,
tokenised, closed by a separator token and inserted into that entity's token trie. A
`transformers` LogitsProcessor re-reads what has been generated, walks the tries (starting at
the query entity; a finished triple moves to the entity it reached, whose trie is built on demand
from `kg.expand`, i.e. the graph is extended incrementally as triples are generated) and masks
every token that would leave the trie. Between triples the model may also end the chain (EOS).

Every trie leaf holds the `Edge` (IRIs and direction), so a generated chain maps back to RDF
without string matching; entities whose labels collide get their IRI appended to the text. A
chain is a relation path from the query entity and compiles to SPARQL with `paths.path_to_sparql`
for the full answer set.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import torch

from kgqa_sparql.graph.backend import Edge, Step, Term
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.paths import RelationTexts, path_to_sparql


@dataclass
class _Node:
    children: dict[int, "_Node"] = field(default_factory=dict)
    edge: Edge | None = None  # set on the separator node that closes a triple


class KGTrie:
    """Token tries of the triples around each entity, built lazily from the KG."""

    def __init__(self, kg, tokenizer, *, separator: str = "\n", max_per_relation: int | None = 50):
        self.kg = kg
        self.tokenizer = tokenizer
        self.texts = RelationTexts(kg)
        self.max_per_relation = max_per_relation
        sep = tokenizer.encode(separator, add_special_tokens=False)
        if len(sep) != 1:
            raise KgqaError(f"the separator {separator!r} must be one token for this tokenizer (got {len(sep)})")
        self.separator = sep[0]
        self._tries: dict[Term, _Node] = {}
        #: Text of each edge as written into the trie (for prompts and checks).
        self.verbalised: dict[Edge, str] = {}

    def triple_text(self, edge: Edge, labels: dict[Term, str]) -> str:
        s, p, o = edge.triple
        return f"({labels.get(s, s.value)}; {self.texts.label(p)}; {labels.get(o, o.value)})"

    def trie(self, entity: Term) -> _Node:
        """The trie of triples touching `entity` (expanded from the KG the first time)."""
        found = self._tries.get(entity)
        if found is not None:
            return found
        root = _Node()
        if not hasattr(entity, "datatype"):
            edges = self.kg.expand([entity], "both", max_per_relation=self.max_per_relation).edges
            labels = self.kg.labels({t for e in edges for t in (e.source, e.target)})
            texts = [self.triple_text(e, labels) for e in edges]
            duplicated = {t for t in texts if texts.count(t) > 1}
            for edge, text in zip(edges, texts):
                if text in duplicated:  # two targets share a label: the IRI tells them apart
                    text = text[:-1] + f" <{edge.target.value}>)"
                self.verbalised[edge] = text
                node = root
                for token in self.tokenizer.encode(" " + text, add_special_tokens=False) + [self.separator]:
                    node = node.children.setdefault(token, _Node())
                node.edge = edge
        self._tries[entity] = root
        return root

    def parse(self, topic: Term, tokens: Sequence[int]) -> tuple[list[Edge], _Node | None]:
        """The finished triples of a generated token sequence and the trie node it stands at
        (None when the tokens leave the tries: the caller allows only EOS then)."""
        edges: list[Edge] = []
        entity = topic
        node = self.trie(entity)
        for token in tokens:
            node = node.children.get(token)
            if node is None:
                return edges, None
            if node.edge is not None:
                edges.append(node.edge)
                entity = node.edge.target
                node = self.trie(entity)
        return edges, node


class TrieLogitsProcessor:
    """Masks every token outside the KG tries (a `transformers` LogitsProcessor)."""

    def __init__(self, trie: KGTrie, topic: Term, prompt_length: int, eos_token_id: int, max_triples: int = 3):
        self.trie = trie
        self.topic = topic
        self.prompt_length = prompt_length
        self.eos = eos_token_id
        self.max_triples = max_triples

    def allowed(self, generated: Sequence[int]) -> list[int]:
        if generated and generated[-1] == self.eos:
            return [self.eos]
        edges, node = self.trie.parse(self.topic, generated)
        if node is None or len(edges) >= self.max_triples and node is self.trie.trie(edges[-1].target):
            return [self.eos]
        allowed = list(node.children)
        at_boundary = node is self.trie.trie(edges[-1].target if edges else self.topic)
        if at_boundary and edges or not allowed:
            allowed.append(self.eos)
        return allowed

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor) -> torch.FloatTensor:
        mask = torch.full_like(scores, float("-inf"))
        for row in range(input_ids.shape[0]):
            allowed = self.allowed(input_ids[row, self.prompt_length:].tolist())
            mask[row, allowed] = 0.0
        return scores + mask


@dataclass
class Chain:
    """A generated chain: its KG edges (from the query entity on), text, relation path and SPARQL."""

    topic: Term
    edges: list[Edge]
    text: str

    @property
    def steps(self) -> tuple[Step, ...]:
        return tuple(Step(e.predicate, e.forward) for e in self.edges)

    @property
    def sparql(self) -> str | None:
        # the chain may come back to an entity it passed (DoG allows it), so revisits stay legal
        return path_to_sparql([self.topic], self.steps, distinct_path=False) if self.edges else None


def chain_prompt(trie: KGTrie, question: str, topic: Term) -> str:
    label = trie.kg.labels([topic]).get(topic, topic.value)
    return (f"Answer the question with a chain of knowledge graph triples, one per line, starting at {label}.\n"
            f"Question: {question}\nTriples:")


def constrained_generate(model, tokenizer, kg, question: str, topic: Term, *, max_triples: int = 3,
                         max_new_tokens: int = 64, trie: KGTrie | None = None, prompt: str | None = None,
                         **generate_kwargs) -> Chain:
    """Generate a triple chain from `topic` with `model`, every triple constrained to the KG."""
    from transformers import LogitsProcessorList

    trie = trie or KGTrie(kg, tokenizer)
    text = prompt if prompt is not None else chain_prompt(trie, question, topic)
    inputs = tokenizer(text, return_tensors="pt").to(model.device)
    eos = tokenizer.eos_token_id
    processor = TrieLogitsProcessor(trie, topic, inputs["input_ids"].shape[1], eos, max_triples)
    generate_kwargs.setdefault("do_sample", False)
    output = model.generate(**inputs, max_new_tokens=max_new_tokens, eos_token_id=eos, pad_token_id=eos,
                            logits_processor=LogitsProcessorList([processor]), **generate_kwargs)
    generated = [t for t in output[0, processor.prompt_length:].tolist() if t != eos]
    edges, _ = trie.parse(topic, generated)
    return Chain(topic, edges, tokenizer.decode(generated))
