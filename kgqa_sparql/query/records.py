"""Records: nodes a KG uses to tie things together, never an answer by themselves.

An n-ary relation is often stored through a node of its own: an offer between a product and its
seller, a rating with its value (blank nodes in JSON-LD), a production named by nothing but an id
in its IRI (`named_by_id`: the search ranks paths ending at those after the others). When a pseudo
edge's best reading ends at blank nodes, the words asked for what they tie together: '(?x, sold by,
Bayside)' means the products of the offers whose seller is Bayside, '(Grinder, costs, ?x)' the
price of its offers. `through_records` picks that last hop. (Taking a reading past records named
by an id the same way was tried: as many graphs lost as gained, 1 of 665. So was a cost on any
reading whose asked node is such a record, pointing at two kinds of thing and pointed at by none:
8 of the batches' graphs gained and 2 lost, but 4 of 365 Spider graphs lost, whose walks end at
join-table rows.) A Wikibase statement is such a record too, and its data model says the way
through: from an item's claim (p:P57) to the statement's value (ps:P57), from a value or qualifier
back to the item (`statement_link`).

A role the words say narrows the records a path goes through (`said_role`): 'who *designed* X' or
'(X, fired by, ?x)', where X's actors hang off role nodes typed designer, firing company or
commissioning body (the Simple Event Model's `sem:roleType`, PROV's `prov:hadRole`), is the actor of
X's designer (or firing company) record only.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Callable, Sequence

from pyoxigraph import BlankNode, Literal, NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.text.english import agent_animacy, lexical_overlap, phrase_noun, value_noun
from kgqa_sparql.text.lexicon import is_measure_noun, is_plural_noun, noun_animacy
from kgqa_sparql.text.values import NUMERIC_DATATYPES, TIME_DATATYPES
from kgqa_sparql.vocab import NON_RELATIONAL, WIKIBASE, local_name
from kgqa_sparql.words import iri_name, opaque_iri

#: The class of Wikibase statements.
STATEMENT = WIKIBASE + "Statement"

#: Records followed at most when looking one hop past them.
RECORD_SAMPLE = 64


def through_records(kg, records: Sequence[Term], came: tuple[str, bool], relation: str,
                    similarity: Callable[[str, list[str]], list[float]],
                    animate: Callable[[list[Term]], set[Term]] | None = None) -> tuple[str, bool] | None:
    """The link (predicate, forward from the records) from records to what the relation words
    ask for: not back the way the path came (`came`: the predicate and its direction into the
    records), no type or name; the one whose name is nearest the words (`similarity(relation,
    predicates)`), then the one most records have; among links to numbers only, when the words
    ask for a measure, and among links to somebody (`animate`: the terms of a kind of person)
    when they name a doer ('maker', 'made by': who carried out the production, not where).
    None when the records link nothing else."""
    back = (came[0], not came[1])
    skip = {p.value for p in NON_RELATIONAL} | set(kg.names.naming_predicates())
    holders: dict[tuple[str, bool], set[Term]] = defaultdict(set)
    targets: dict[tuple[str, bool], set[Term]] = defaultdict(set)
    numbers: set[tuple[str, bool]] = set()
    for edge in kg.expand(list(records)[:RECORD_SAMPLE], "both", max_per_relation=1).edges:
        link = (edge.predicate.value, edge.forward)
        if link != back and link[0] not in skip:
            holders[link].add(edge.source)
            targets[link].add(edge.target)
            if isinstance(edge.target, Literal) and local_name(edge.target.datatype.value) in NUMERIC_DATATYPES:
                numbers.add(link)
    if not holders:
        return None
    noun = value_noun(relation)
    measured = numbers if noun and is_measure_noun(noun) else set()
    doers = set()
    if animate is not None and not measured and _names_a_doer(relation):
        found = animate([t for ts in targets.values() for t in ts if isinstance(t, NamedNode)])
        doers = {link for link, ts in targets.items() if ts & found}
    links = sorted(measured or doers or holders)  # '(X, length in minutes, ?x)': the record's number, not its unit
    scores = similarity(relation, [p for p, _ in links])
    return max(zip(links, scores), key=lambda t: (t[1], len(holders[t[0]])))[0]


def _names_a_doer(relation: str) -> bool:
    """Whether a relation phrase names somebody: its noun is one person ('maker'), or its verb's
    doer is somebody and follows it ('made by')."""
    noun, _ = phrase_noun(relation)
    if noun:
        return noun_animacy(noun) > 0 and not is_plural_noun(noun)
    animacy, agent_is_target = agent_animacy(relation)
    return animacy > 0 and agent_is_target


def are_statements(kg, terms: Sequence[Term]) -> bool:
    """Whether every term is a Wikibase statement (typed `wikibase:Statement`)."""
    typed = kg.types(list(dict.fromkeys(terms))[:RECORD_SAMPLE])
    return bool(terms) and all(any(t.value == STATEMENT for t in typed.get(term, ())) for term in terms)


def statement_link(kg, records: Sequence[Term], came: tuple[str, bool]) -> tuple[str, bool] | None:
    """The way out of Wikibase statements reached by `came` (predicate, forward into them): from a
    claim p:P57 on to the value ps:P57 of the same property; from a value or qualifier back to the
    item that has the statements, through the claim link it has them by. None when `came` is
    neither."""
    link = kg.names.statement_links([NamedNode(came[0])]).get(NamedNode(came[0]))
    if link is None or (link[0] == "claim") != came[1]:
        return None
    if link[0] == "claim":
        path = kg.names.statement_path(link[1])
        return (path[1].value, True) if path else None
    values = " ".join(f"<{r.value}>" for r in records[:RECORD_SAMPLE] if isinstance(r, NamedNode))
    rows = kg.select(f"SELECT ?p (COUNT(*) AS ?n) WHERE {{ VALUES ?r {{ {values} }} ?item ?p ?r . "
                     f"?e <{WIKIBASE}claim> ?p }} GROUP BY ?p ORDER BY DESC(?n) ?p LIMIT 1")
    return (rows[0]["p"].value, False) if rows and values else None


def named_by_id(kg, terms: Sequence[Term]) -> bool:
    """Whether the terms are records named by nothing but an id in their IRI (`words.iri_name`:
    '…/production/1047' -> "production 1047", '…/release/2.0.0', '…/membership/m09'), every class
    of theirs named by its members' IRIs, in a KG that names its other things (`graph.names`):
    events, records and statements to go through, not answers. In a KG naming nothing, ids are all
    it has."""
    if not terms or not any(n.source != "iri" for n in kg.names.classes.values()):
        return False
    if not all(isinstance(e, NamedNode) and (opaque_iri(e.value) or is_code_name(name := iri_name(e.value))
                                             or holds_id(name)) for e in terms):
        return False
    names = kg.labels(terms)
    if not all(names.get(e) == iri_name(e.value) for e in terms):
        return False
    named = list(dict.fromkeys(e for e in terms if not opaque_iri(e.value)))
    return all(_named_by_iri(kg, cs) for cs in _stated_classes(kg, named).values()) if named else True


def dependent_records(kg, terms: Sequence[Term]) -> bool:
    """Whether every term is a node hung below a named thing's IRI and named by nothing of its own:
    Linked Art's production of an object (`…/object/2004/production` below `…/object/2004`, "Peacock
    Vase"), a person's birth (`…/actor/102/birth`). Its name is a word ("production"), no id, but
    it names an event of the thing above it, never something to answer with. Things of a class with
    names of its own are no records, wherever their IRIs hang (LUBM's `…/AssistantProfessor0/
    Publication0`, named by `ub:name` as well)."""
    terms = list(dict.fromkeys(terms))[:RECORD_SAMPLE]
    if not terms or not all(isinstance(t, NamedNode) and _parent_iri(t.value) for t in terms):
        return False
    if not all(_named_by_iri(kg, cs, nothing_else=True) for cs in _stated_classes(kg, terms).values()):
        return False
    parents = list(dict.fromkeys(NamedNode(_parent_iri(t.value)) for t in terms))
    classes = _stated_classes(kg, parents)
    return all(cs and not _named_by_iri(kg, cs) for cs in (classes.get(p, []) for p in parents))


def _stated_classes(kg, terms: Sequence[NamedNode]) -> dict[Term, list[str]]:
    """The schema classes each term is stated to be of (none inferred)."""
    schema = kg.schema.classes
    typed = kg.types(list(terms))
    return {t: [c.value for c in typed.get(t, []) if c.value in schema and not schema[c.value].inferred]
            for t in terms}


def _named_by_iri(kg, classes: Sequence[str], nothing_else: bool = False) -> bool:
    """Whether the classes' members are named by their IRIs (`graph.names`): some class, and every
    one named so; `nothing_else`: with no alias either (LUBM's publications are named by IRIs that
    their `ub:name` repeats)."""
    naming = kg.names.classes
    return bool(classes) and all(c in naming and naming[c].source == "iri"
                                 and not (nothing_else and naming[c].aliases) for c in classes)


def _parent_iri(iri: str) -> str:
    """The IRI one segment up (`…/object/2004/production` -> `…/object/2004`; a fragment's
    document), '' at the top of a path."""
    if "#" in iri:
        return iri.partition("#")[0]
    head, _, last = iri.rstrip("/").rpartition("/")
    return head if last and "/" in head.partition("://")[2] else ""


def holds_id(name: str) -> bool:
    """Whether a name read off an IRI holds an id beside words (Bio2RDF's
    'drugbank_resource:DB90008_dosage_1' -> "DB90008 dosage 1"): a record named after what it
    belongs to. An id alone ('University151') is a thing's own name."""
    words = re.split(r"[\s:]+", name)
    return (any(re.fullmatch(r"(?=\S*\d)(?=\S*[A-Za-z])\S+", w) for w in words)
            and any(re.fullmatch(r"[^\W\d_]{3,}(?:-[^\W\d_]+)*", w) for w in words))


def is_code_name(name: str) -> bool:
    """Whether a name read off an IRI is a code, no word: no run of three letters ('T', 'Y15 74',
    an observation's dimension codes), where 'Frank Herbert' or 'obs' is words."""
    return not re.search(r"[^\W\d_]{3}", name)


def role_values(kg, records: Sequence[Term], skipped: set) -> dict[NamedNode, list[Term]]:
    """What the records hold along each predicate but the `skipped` ones (the path's own way in
    and out), blank nodes left out: the values one of which may be the role each record is of."""
    held: dict[NamedNode, list[Term]] = {}
    for edge in kg.expand(list(records), "out").edges:
        if edge.predicate not in skipped and not isinstance(edge.target, BlankNode):
            values = held.setdefault(edge.predicate, [])
            if edge.target not in values:
                values.append(edge.target)
    return held


def said_role(kg, held: dict[NamedNode, list[Term]], words: Sequence[str]) -> tuple[NamedNode, list[Term]] | None:
    """Of the values records hold along each predicate (`role_values`: IRIs, by their names, or
    texts), those a word says whole (its stem, or a word it derives from or into: 'designed' says
    designer, 'fired' firing company): the predicate and those values, where one predicate has such
    values and others besides (a role naming every record narrows nothing); None otherwise."""
    names = kg.labels([v for vs in held.values() for v in vs if isinstance(v, NamedNode)])
    found = []
    for predicate, values in held.items():
        said = [v for v in values if (name := _value_name(v, names)) and _says(words, name)]
        if said and len(said) < len(values):
            found.append((predicate, said))
    return found[0] if len(found) == 1 else None


def role_filter(node: str, role: tuple[NamedNode, list[Term]]) -> str:
    """The SPARQL line keeping the records in `node` (a variable) to those holding the role
    `said_role` found."""
    held = f"?kgqa_role_{node.lstrip('?')}"
    return f"  {node} <{role[0].value}> {held} VALUES {held} {{ {' '.join(str(v) for v in role[1])} }}"


def _value_name(value: Term, names: dict) -> str:
    """An IRI's name or a plain text's value; '' for a number or a time."""
    if isinstance(value, NamedNode):
        return names.get(value, "")
    if isinstance(value, Literal) and local_name(value.datatype.value) not in NUMERIC_DATATYPES + TIME_DATATYPES:
        return value.value
    return ""


def _says(words: Sequence[str], name: str) -> bool:
    return any(lexical_overlap(w, part) >= 1.0 for w in words for part in re.findall(r"[a-z]+", name.lower())
               if len(part) > 2)
