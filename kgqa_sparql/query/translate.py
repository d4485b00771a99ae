"""Pseudo query graph -> ranked executable SPARQL (translate) -> answers (ask_graph).

    translate(kg, '[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]')  # [Candidate, ...]
    ask_graph(kg, graph).answers                                            # best answer first

Entity mentions are linked (exact, normalised, then ANN); their actual classes fix the schema
side of their edges; `align` joins and bridges; each aligned graph becomes a Candidate whose
`where` binds the input graph's own variable names. `ask_graph` runs candidates in score order
until one returns answers, ranked by the number of matches reaching each answer.
"""

from __future__ import annotations

import copy
import itertools
import re
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Iterator

from pyoxigraph import Literal as RdfLiteral
from pyoxigraph import BlankNode, NamedNode

from kgqa_sparql.query.align import DELTA, K_QG, K_SCHEMA
from kgqa_sparql.query.compile import BRIDGE_PREFIX, compile_graph, filter_entity_key
from kgqa_sparql.errors import AlignmentError, KgqaError, UnknownEntity
from kgqa_sparql.text.english import asks_for_a_name
from kgqa_sparql.graph.backend import type_path
from kgqa_sparql.text.linking import LinkedEntity, normalise
from kgqa_sparql.text.values import held_value
from kgqa_sparql.query.querygraph import Filter, QueryGraph, parse_graph
from kgqa_sparql.query.result import Answer, Evidence, Result, ambiguity
from kgqa_sparql.query.match import ask_match
from kgqa_sparql.query.records import (RECORD_SAMPLE, are_statements, dependent_records, named_by_id, role_filter,
                                      role_values, said_role, statement_link, through_records)

#: Linked entities considered per mention (SAFE's SimEnt).
SIM_ENT = 3
#: Entity-choice combinations aligned per graph (each is a separate ADJ run).
MAX_ENTITY_CHOICES = 3
#: When none of the k candidates has answers, `ask_graph` tries up to k * DEEPEN.
DEEPEN = 4
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?")
#: Node names that were probably meant as variables when they link to nothing: a lower-case
#: letter (x, y2, y_2) or a word that names an answer.
WOULD_BE_VARIABLE = re.compile(r"[a-z](?:_?\d+)?|ans|answer|res|result|target|unknown|var|what|which|who")


@dataclass
class Candidate:
    """One executable reading of the pseudo graph."""

    sparql: str
    #: Body of a group graph pattern (full IRIs) binding the input graph's variable names.
    where: str
    score: float
    #: Per pseudo edge: the schema predicate, its direction and classes; bridges inserted.
    alignment: list[dict[str, Any]] = field(default_factory=list)
    #: SPARQL variable (with '?') holding the answer.
    answer: str = ""
    #: Linked IRIs per known-entity node.
    entities: dict[str, list[str]] = field(default_factory=dict)
    #: SPARQL variable (with '?') of each known-entity node (its linked IRIs as VALUES).
    entity_terms: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"sparql": self.sparql, "where": self.where, "score": self.score, "alignment": self.alignment,
                "answer": self.answer, "entities": self.entities}


def entity_options(links: list[LinkedEntity]) -> list[tuple[float, list[str]]]:
    """Choices for one mention: all equally best links together (same-name entities), then
    each further link alone; with the cost 1 - link score."""
    if not links:
        return []
    top = links[0].score
    best = [e.iri for e in links if e.score >= top - 1e-9]
    rest = [(1.0 - e.score, [e.iri]) for e in links if e.score < top - 1e-9]
    return [(1.0 - top, best)] + rest


def translate(kg, graph: QueryGraph | str | dict, k: int = 5, *, delta: int = DELTA, k_schema: int = K_SCHEMA,
              k_qg: int = K_QG, distinct_nodes: bool = True, relation_model: str | Path | None = None,
              values: frozenset[str] = frozenset()) -> list[Candidate]:
    """Up to `k` candidates, best first. `relation_model`: folder of a relation map learned from
    the KG's questions (training.relation_map.train_relation_map); None: zero-shot relation similarity.
    `values`: known nodes read as the values the KG holds, not linked ("Mill Road" as a street)."""
    graph = parse_graph(graph)
    linker = kg.linker
    aligner = kg.aligner(relation_model)
    options: dict[str, list[tuple[float, list[str]]]] = {}
    for name in graph.entities:  # an entity the KG does not have raises UnknownEntity ...
        if name in values and _as_value(kg, graph, name):
            continue
        try:
            options[name] = entity_options(_linked(linker.confident, name))
        except UnknownEntity:  # ... unless it names a value the KG holds, or a class
            if not _as_value(kg, graph, name) and not _as_class(kg, aligner, graph, name):
                raise
    if not graph.edges:  # '[(?w, kind, rose window)]': the class's members
        return [_members(kg, graph)]
    # `?v is B`: also what a second known entity on one edge becomes ((A, r, B): see QueryGraph)
    fixed = {}
    for i, f in enumerate(list(graph.filters)):
        if f.op == "is":
            try:
                fixed[filter_entity_key(f.value)] = [e.iri for e in _linked(linker.resolve, str(f.value))]
            except UnknownEntity:
                value = held_value(kg, str(f.value))  # (X, written in, "Go"): ?v is "Go", a value
                if value is None:
                    raise
                graph.filters[i] = Filter(f.node, "=", _plain(value))
    named = _own_names(kg, graph, options)
    if named is not None:
        return [named]
    names = list(options)
    combos = sorted(itertools.product(*(options[n] for n in names)), key=lambda c: sum(cost for cost, _ in c))
    candidates, errors = _aligned(kg, graph, aligner, names, combos, fixed, delta, k_schema, k_qg, distinct_nodes)
    if not candidates:  # no reading of each edge among its k_schema best joins: look further down the lists
        candidates, _ = _aligned(kg, graph, aligner, names, combos, fixed, delta, k_schema * DEEPEN, k_qg,
                                 distinct_nodes)
    if not candidates:
        raise AlignmentError(errors[0] if errors else "the query graph could not be aligned to the KG")
    candidates.sort(key=lambda c: -c.score)
    return candidates[:k]


#: Relation words that ask for a known entity's own name: its names by the KG's naming predicates
#: (rdfs:label, skos:prefLabel and the rest, or the name column chosen for its class), none of them
#: a schema edge to align to.
_NAME_WORDS = frozenset({"name", "names", "label", "title", "called", "named", "full name", "official name",
                         "display name", "preferred name", "preferred label", "known as", "is called", "is named"})
#: ... and what a code or abbreviation stands for, when it was named by another text than its name
#: ('(I21.4, meaning, ?x)' with the concept linked by its notation).
_MEANING_WORDS = frozenset({"meaning", "means", "stands for", "spelled out", "expansion"})


def _own_names(kg, graph: QueryGraph, options: dict[str, list[tuple[float, list[str]]]]) -> Candidate | None:
    """The reading of a one-edge graph that asks a known entity's own names (`_NAME_WORDS`), as a
    candidate; None for any other graph, or when the KG names the entity by no other literal than
    the mention (the aligner then reads the words as for any relation)."""
    if len(graph.edges) != 1 or graph.filters or graph.sort is not None:
        return None
    edge = graph.edges[0]
    known = edge.source if edge.target == graph.answer else edge.target if edge.source == graph.answer else None
    if known not in options or not options[known]:
        return None
    words = " ".join(re.findall(r"[a-z]+", edge.relation.lower()))
    iris = options[known][0][1]
    if words not in _NAME_WORDS and not (words in _MEANING_WORDS and _named_otherwise(kg, known, iris)):
        return None
    term = "?kgqa_e0"
    named = kg.names.naming_pattern(term, graph.answer)
    if named is None:
        return None
    lang = kg.names.policy.lang or "*"
    where = (f"  VALUES {term} {{ {' '.join(f'<{i}>' for i in iris)} }}\n  {named}\n"
             f"  FILTER(LCASE(STR({graph.answer})) != {RdfLiteral(known.lower())})")
    sparql = (f"SELECT {graph.answer} (COUNT(*) AS ?kgqa_walks) WHERE {{\n{where}\n}}\nGROUP BY {graph.answer}\n"
              f"ORDER BY DESC(LANGMATCHES(LANG({graph.answer}), {RdfLiteral(lang)})) DESC(?kgqa_walks) {graph.answer}")
    if not kg.select(sparql):
        return None  # named by its IRI alone, or only as asked: perhaps a relation says more
    return Candidate(sparql, where, 1.0, [{"edge": [edge.source, edge.relation, edge.target], "own_names": True}],
                     graph.answer, {known: iris}, {known: term})


def _named_otherwise(kg, mention: str, iris: list[str]) -> bool:
    """Whether a mention is none of its entities' display names (a code, a key)."""
    names = kg.labels([NamedNode(i) for i in iris])
    said = _normal(mention)
    return all(_normal(names.get(NamedNode(i), "")) != said for i in iris)


def _aligned(kg, graph: QueryGraph, aligner, names: list[str], combos: list, fixed: dict, delta: int,
             k_schema: int, k_qg: int, distinct_nodes: bool) -> tuple[list[Candidate], list[str]]:
    """The compiled candidates of the first MAX_ENTITY_CHOICES entity choices, and the reason of
    each choice that did not join."""
    candidates: list[Candidate] = []
    errors: list[str] = []
    members, typing = _members_of(kg, graph), type_path(kg.backend, superclasses=True)
    for combo in combos[:MAX_ENTITY_CHOICES]:
        link_cost = sum(cost for cost, _ in combo)
        entities = {n: iris for n, (_, iris) in zip(names, combo)}
        classes = _entity_classes(kg, aligner.schema, entities)
        try:
            aligned_graphs = aligner.join(graph, classes, delta=delta, k_schema=k_schema, k_qg=k_qg,
                                          adjacent=_adjacent(kg, entities))
        except AlignmentError as exc:
            errors.append(str(exc))
            continue
        for aligned in aligned_graphs:
            compiled = compile_graph(graph, aligned, {**entities, **fixed}, distinct_nodes=distinct_nodes,
                                     counterparts=kg.counterparts, members=members, typing=typing)
            score = round(aligned.score * (1.0 - link_cost / max(1, len(names))), 6)
            candidates.append(Candidate(compiled.select, compiled.where, score, compiled.aligned.describe(),
                                        compiled.aligned.terms[graph.answer], entities,
                                        {n: compiled.aligned.terms[n] for n in entities}))
    return candidates, errors


def _as_value(kg, graph: QueryGraph, name: str) -> bool:
    """Read a known node that names no entity as a value the KG holds (`values.held_value`: "Go"
    as a programming language, "1994" as a year): a variable equal to it, of its datatype when the
    schema has it as a class. False when the KG holds no such value."""
    value = held_value(kg, name) if graph.nodes[name].iri is None else None
    if value is None:
        return False
    datatype = value.datatype.value
    graph.as_value(name, _plain(value), datatype if datatype in kg.schema.classes else None)
    return True


def _as_class(kg, aligner, graph: QueryGraph, name: str) -> bool:
    """Read a known node that names no entity as the class of that name, when the KG has one
    (`QueryGraph.as_class`: '(?w, kind, rose window)' types ?w). False when no class is named so."""
    if graph.nodes[name].iri is not None:
        return False
    said = normalise(name)
    classes = kg.schema.classes
    iris = [c for c, cls in classes.items() if not cls.inferred and not cls.datatype]
    named = {c: [aligner.class_label[c]] for c in iris if c in aligner.class_label}
    for term, aliases in kg.names.aliases([NamedNode(c) for c in named]).items():
        named[term.value] += aliases
    found = [c for c, names in named.items()
             if any(normalise(n) in (said, said[:-1] if said.endswith("s") else said) for n in names)]
    if len(found) != 1:
        return False
    graph.as_class(name, found[0])
    return True


def _members_of(kg, graph: QueryGraph) -> dict[str, str]:
    """The class each variable typed by an IRI of one of the KG's classes (or of a class above
    some) is a member of; a datatype types a value, and an IRI the KG has no class of stays a hint."""
    classes, schema = kg.schema.classes, kg.schema
    return {n: node.type for n, node in graph.nodes.items()
            if node.is_variable and node.type and node.type.startswith(("http://", "https://"))
            and ((node.type in classes and not classes[node.type].datatype) or len(schema.subclasses(node.type)) > 1)}


def _members(kg, graph: QueryGraph) -> Candidate:
    """The one reading of a graph left with no edge: the members of its answer's class."""
    var = graph.answer
    where = f"  {var} {type_path(kg.backend, superclasses=True)} <{graph.nodes[var].type}> ."
    sparql = f"SELECT DISTINCT {var} WHERE {{\n{where}\n}}\nORDER BY {var}"
    return Candidate(sparql, where, 1.0, [{"type": graph.nodes[var].type}], var, {}, {})


def _plain(value: RdfLiteral) -> str | float:
    """A literal as a filter compares it: a number numerically (a year too), other text as text."""
    return float(value.value) if _NUMBER.fullmatch(value.value) else value.value


def _linked(link, name: str) -> list[LinkedEntity]:
    """`link(name, SIM_ENT)` (the linker's `confident` or `resolve`). When it raises UnknownEntity
    for a name that was probably meant as a variable (`WOULD_BE_VARIABLE`), the message says so."""
    try:
        return link(name, SIM_ENT)
    except UnknownEntity as exc:
        mention = name.strip()
        if WOULD_BE_VARIABLE.fullmatch(mention) and exc.args:
            exc.args = (f"{exc.args[0]} (only ?name, unkN and X_N are variables; did you mean ?{mention}?)",
                        *exc.args[1:])
        raise


def _entity_classes(kg, schema, entities: dict[str, list[str]]) -> dict[str, list[str]]:
    """Schema classes of each entity node (union over its linked IRIs and their owl:sameAs twins,
    whose facts are its own: a wiki's site is the register's scheduled monument)."""
    twins = kg.counterparts.twins
    groups = {n: [t.value for t in kg.counterparts.with_twins(NamedNode(i) for i in group)] if twins else group
              for n, group in entities.items()}
    iris = sorted({i for group in groups.values() for i in group})
    found = schema.classes_of(kg, [NamedNode(i) for i in iris]) if iris else {}
    return {n: sorted({c for i in group for c in found.get(NamedNode(i), [])}) for n, group in groups.items()}


def _adjacent(kg, entities: dict[str, list[str]]) -> dict[str, set[tuple[str, bool]]]:
    """(predicate, forward) pairs each entity node has in the KG (SAFE's AdjRel of the anchor)."""
    out = {}
    for name, iris in entities.items():
        counts = kg.expand([NamedNode(i) for i in iris], max_per_relation=1).counts
        out[name] = {(p.value, forward) for (_, p, forward) in counts}
    return out


def ask_graph(kg, graph: QueryGraph | str | dict, k: int = 5, *, max_answers: int = 100, method: str = "adj",
              **options) -> Result:
    """Answers of the best candidate that has any (answers best first), with evidence and SPARQL.
    `method="match"` answers by ranked semantic subgraph matching on the KG instead (match.py)."""
    start = time.perf_counter()
    graph = parse_graph(graph)
    given = copy.deepcopy(graph)  # translating may turn known nodes into values
    if method == "match":
        return ask_match(kg, graph, max(k, 10), **options)
    if method != "adj":
        raise KgqaError(f"unknown method {method!r}: use adj (schema alignment + SPARQL) or match")
    candidates = translate(kg, graph, k, **options)
    translated = time.perf_counter()
    tried: set[str] = set()
    said_back: tuple[int, Candidate, list[dict]] | None = None
    for rank, cand in enumerate(_deepening(kg, graph, candidates, k, options)):
        if cand.sparql in tried:
            continue
        if said_back is not None and rank >= len(candidates):
            break  # a deeper translation's readings are no better than the name said back
        tried.add(cand.sparql)
        rows = kg.select(cand.sparql)
        var = cand.answer.lstrip("?")
        ends = [r[var] for r in rows if var in r]
        if ends and (all(isinstance(e, BlankNode) for e in ends)  # offers: the products they sell are asked
                     or dependent_records(kg, ends)):  # an object's production: who made it is asked
            cand, rows = _past_records(kg, graph, cand, ends, kg.aligner(options.get("relation_model")))
        elif ends and are_statements(kg, ends):  # a statement is the item's claim, never an answer
            cand, rows = _past_records(kg, graph, cand, ends, kg.aligner(options.get("relation_model")),
                                       statements=True)
        if rows and BRIDGE_PREFIX in cand.where:  # '(X, fired by, ?x)' through X's role nodes: its firing company's
            cand, rows = _bridged_roles(kg, cand, rows)
        # a blank node is a structure to go through (an offer to its price), never an answer
        rows = [r for r in rows if var in r and not isinstance(r[var], BlankNode)]
        if not rows:
            continue
        restated = _restated(graph, cand, rows, var)
        if restated and _asks_another_name(graph):
            said_back = said_back or (rank, cand, rows)  # '(mossy_fern, real name, ?x)': not "mossy_fern"
            continue
        if (restated and not options.get("values")  # 'Mill Road' the road's own street: ask for the street
                and any(held_value(kg, name) is not None for name in restated)):
            try:
                as_value = ask_graph(kg, given, k, max_answers=max_answers, **{**options, "values": restated})
            except KgqaError:
                as_value = None
            if as_value is not None and as_value.answers:
                return as_value  # else the name it restates is the answer (a maker column 'toyota' beside 'Toyota')
        return _result(kg, graph, cand, rows, rank, len(candidates), start, translated, max_answers)
    if said_back is not None:
        rank, cand, rows = said_back
        return _result(kg, graph, cand, rows, rank, len(candidates), start, translated, max_answers)
    return Result([], [], candidates[0].sparql, {
        "method": "approx", "candidate": None, "candidates": len(candidates), "alignment": candidates[0].alignment,
        "translate_ms": round((translated - start) * 1000, 2),
        "total_ms": round((time.perf_counter() - start) * 1000, 2), "notes": graph.notes})


def _result(kg, graph: QueryGraph, cand: Candidate, rows: list[dict], rank: int, candidates: int, start: float,
            translated: float, max_answers: int) -> Result:
    """The answers of the candidate taken, with evidence and how they were found."""
    var = cand.answer.lstrip("?")
    answers = _answers(kg, rows, var, cand.score, max_answers)
    evidence = _evidence(kg, cand, rows[0][var]) if answers else []
    info = {"method": "approx", "candidate": rank, "candidates": candidates, "alignment": cand.alignment,
            "translate_ms": round((translated - start) * 1000, 2),
            "total_ms": round((time.perf_counter() - start) * 1000, 2), "notes": graph.notes}
    ambiguous = [_ambiguity(kg, cand, name) for name, iris in cand.entities.items() if len(iris) > 1]
    if ambiguous:  # the first as for questions (search.explore), every one under "ambiguities"
        info["ambiguous"], info["ambiguities"] = ambiguous[0], ambiguous
    return Result(answers, evidence, cand.sparql, info)


def _asks_another_name(graph: QueryGraph) -> bool:
    """Whether an edge at the answer asks for a name of some kind ('real name', 'birth name'; not
    the bare 'name' or 'title', `_NAME_WORDS`, which the name given may well answer): an answer
    that only says back the name the graph gave says nothing."""
    for edge in graph.incident(graph.answer):
        words = re.findall(r"[a-z]+", edge.relation.lower())
        if len(words) >= 2 and asks_for_a_name(words[-1]) and " ".join(words) not in _NAME_WORDS:
            return True
    return False


def _restated(graph: QueryGraph, cand: Candidate, rows: list[dict], var: str) -> frozenset[str]:
    """The known nodes on an edge of the answer whose own name every answer only restates ('(?x,
    street, Mill Road)' answered "Mill Road" from the road linked as an entity): perhaps the value
    was meant, not the thing. Farther away a name may well be the answer (a car model named 'honda'
    of the maker Honda)."""
    found = {r[var] for r in rows}
    if not found or not all(isinstance(t, RdfLiteral) for t in found):
        return frozenset()
    said = {_normal(t.value) for t in found}
    beside = {n for e in graph.incident(graph.answer) for n in (e.source, e.target)}
    return frozenset(name for name in cand.entities if name in beside and said == {_normal(name)})


def _normal(text: str) -> str:
    return " ".join(text.lower().split())


def _past_records(kg, graph: QueryGraph, cand: Candidate, records: list, aligner,
                  statements: bool = False) -> tuple[Candidate, list[dict]]:
    """The candidate taken one hop past the records its answer variable reached, to what they tie
    together (`records.through_records`), and its rows; as it was (and no rows) when the graph
    sorts or limits its answers, the answer ends more than one edge, or the records link nothing."""
    touching = [item for item in cand.alignment if cand.answer in item.get("sparql", ())]
    if graph.sort is not None or graph.limit or len(touching) != 1:
        return cand, []
    subject, predicate, _ = touching[0]["sparql"]
    row_of = {p: i for i, p in enumerate(aligner.predicates)}

    def similarity(relation: str, predicates: list[str]) -> list[float]:
        sims = aligner.relation_similarity([relation])[0]
        return [float(sims[row_of[p]]) if p in row_of else 0.0 for p in predicates]

    def animate(terms: list) -> set:
        typed = kg.types(terms)
        return {t for t in terms if any(aligner.class_animacy(c.value) > 0 for c in typed.get(t, ()))}

    came = (predicate, subject != cand.answer)
    link = (statement_link(kg, records, came) if statements
            else through_records(kg, records, came, touching[0]["edge"][1], similarity, animate))
    if link is None:
        return cand, []
    record = "?kgqa_record"
    where = re.sub(rf"{re.escape(cand.answer)}(?!\w)", record, cand.where)
    hop = [record, link[0], cand.answer] if link[1] else [cand.answer, link[0], record]
    where += f"\n  {hop[0]} <{hop[1]}> {hop[2]} ."
    words = re.findall(r"[a-z]+", touching[0]["edge"][1].lower())
    role = said_role(kg, role_values(kg, records, {NamedNode(predicate), NamedNode(link[0])}), words)
    if role is not None:  # '(X, fired by, ?x)': the records of X's firing company only
        where += "\n" + role_filter(record, role)
    where += "".join(f"\n  FILTER({cand.answer} != {term})" for term in cand.entity_terms.values())
    sparql = (f"SELECT {cand.answer} (COUNT(*) AS ?kgqa_walks) WHERE {{\n{where}\n}}\n"
              f"GROUP BY {cand.answer}\nORDER BY DESC(?kgqa_walks) {cand.answer}")
    alignment = [{**item, "sparql": [record if t == cand.answer else t for t in item["sparql"]]} if "sparql" in item
                 else item for item in cand.alignment] + [{"past_records": link[0], "forward": link[1], "sparql": hop}]
    extended = replace(cand, sparql=sparql, where=where, alignment=alignment)
    return extended, kg.select(sparql)


def _bridged_roles(kg, cand: Candidate, rows: list[dict]) -> tuple[Candidate, list[dict]]:
    """The candidate with each bridge through records (blank nodes, or things named by an id)
    kept to those holding the role its edge's words say (`records.said_role`: '(X, fired by, ?x)'
    through SEM role nodes is X's firing company, not its designer), and its rows; as it was
    otherwise."""
    where = cand.where
    for item in cand.alignment:
        bridged = [t for t in item.get("sparql", ()) if t.startswith("?" + BRIDGE_PREFIX)]
        if not bridged or "edge" not in item:
            continue
        found = kg.select(f"SELECT DISTINCT {bridged[0]} WHERE {{\n{cand.where}\n}} LIMIT {RECORD_SAMPLE}")
        records = [r[bridged[0][1:]] for r in found if bridged[0][1:] in r]
        if not records or not (all(isinstance(r, BlankNode) for r in records) or named_by_id(kg, records)):
            continue
        around = {NamedNode(p) for p in re.findall(rf"<([^>]+)>\)?\s*{re.escape(bridged[0])}\b", where)}
        around |= {NamedNode(p) for p in re.findall(rf"{re.escape(bridged[0])}\s+\(?<([^>]+)>", where)}
        role = said_role(kg, role_values(kg, records, around), re.findall(r"[a-z]+", item["edge"][1].lower()))
        if role is not None:
            where += "\n" + role_filter(bridged[0], role)
    if where == cand.where or cand.where not in cand.sparql:
        return cand, rows
    narrowed = replace(cand, sparql=cand.sparql.replace(cand.where, where), where=where)
    return narrowed, kg.select(narrowed.sparql)


def _ambiguity(kg, cand: Candidate, name: str) -> dict:
    """What an entity node linked to several entities (same name, or a name less its qualifier)
    names, and which of them the candidate's answers come from."""
    var = cand.entity_terms[name]
    answered = {r[var.lstrip("?")].value for r in kg.select(f"SELECT DISTINCT {var} WHERE {{\n{cand.where}\n}}")
                if var.lstrip("?") in r}
    iris = cand.entities[name]
    names = kg.labels([NamedNode(i) for i in iris])
    return ambiguity(name, [(i, names.get(NamedNode(i), i)) for i in iris], answered)


def _deepening(kg, graph: QueryGraph, candidates: list[Candidate], k: int, options: dict) -> Iterator[Candidate]:
    """The candidates, then (only when none of them had answers) the next ones of a deeper
    translation: an empty top-k often means one edge's best readings all join to nothing, and
    the reading that does join ranks lower only by a small relation-similarity margin."""
    yield from candidates
    deep = k * DEEPEN
    yield from translate(kg, graph, deep, **{**options, "k_qg": max(deep, options.get("k_qg", K_QG)),
                                             "k_schema": max(2 * K_SCHEMA, options.get("k_schema", K_SCHEMA))})


def _answers(kg, rows: list[dict], var: str, score: float, limit: int) -> list[Answer]:
    walks = [int(r["kgqa_walks"].value) if "kgqa_walks" in r else 1 for r in rows]
    top = max(walks) or 1
    terms = [r[var] for r in rows[:limit]]
    labels = kg.labels(terms)
    return [Answer(t.value if isinstance(t, NamedNode) else None, labels.get(t, t.value),
                   round(score * w / top, 6)) for t, w in zip(terms, walks)]


def _evidence(kg, cand: Candidate, answer) -> list[Evidence]:
    """One match of the candidate reaching the top answer, as labelled triples."""
    term = f"<{answer.value}>" if isinstance(answer, NamedNode) else _literal(answer)
    rows = kg.select(f"SELECT * WHERE {{\n{cand.where}\n  FILTER({cand.answer} = {term})\n}} LIMIT 1")
    if not rows:
        return []
    row = rows[0]
    triples = [(row.get(s.lstrip("?")), NamedNode(p), row.get(o.lstrip("?")))
               for s, p, o in (item["sparql"] for item in cand.alignment if "sparql" in item)]
    labels = kg.labels([t for triple in triples for t in triple if t is not None])
    return [Evidence([tuple(_text(t) for t in tr) for tr in triples],
                     [tuple(labels.get(t, _text(t)) for t in tr) for tr in triples], cand.score)]


def _text(term) -> str:
    return "" if term is None else term.value


def _literal(term: RdfLiteral) -> str:
    return f"{RdfLiteral(term.value, datatype=term.datatype)}"
