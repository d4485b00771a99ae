"""Questions about the members of a class: 'Which wines are dessert wines?', 'list all museums',
'how many airlines are there?'. They name no entity: the class is what they are about, and the
answer is its members (or their number). Only a question whose every content word is part of a
class name is read so ('which wines are sweet' says more than its classes, and stays unanswered
here); the most specific class it names (the longest name: 'dessert wines' over 'wines') is the
one listed. A KG may write its classes as values instead (OpenStreetMap's `amenity` "cafe",
a document type "Directive"): a question whose every content word is such a value ('list the
cafés', 'how many restaurants are there') asks for the things holding it (`value_members`)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Sequence

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.graph.backend import type_path
from kgqa_sparql.query.result import Answer, Result
from kgqa_sparql.schema.inference import UNTYPED_OBJECTS_NS
from kgqa_sparql.search.answer_type import asks_count, singular_forms
from kgqa_sparql.text.comparisons import comparison
from kgqa_sparql.text.english import datatype_text, is_compound_of
from kgqa_sparql.text.lexicon import is_kind_of, is_plural_noun, is_verb_form, noun_animacy, type_fit
from kgqa_sparql.text.linking import normalise
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.vocab import (NON_RELATIONAL, OWL, RDF_TYPE, RDFS, SKOS, SKOSXL, WDT_INSTANCE_OF, WDT_SUBCLASS_OF,
                                local_name)
from kgqa_sparql.words import identifier_words, unaccented

#: Members listed at most; a longer list is cut and the Result says so (`info["truncated"]`).
MAX_MEMBERS = 1000
#: Most links from a member to the place it lies within (`members_within`): a site, its town, its region.
MAX_WITHIN_HOPS = 3
#: Most members a class inferred from untyped data may have for questions to list or compare them:
#: its members are written into the query (the KG states no type to match).
MAX_INFERRED_MEMBERS = 5000
#: Words of a request or a question that say nothing about what is asked for.
_ASKING = frozenset("which what who list show name give find tell all every each there exist exists many".split())
#: Nouns that say only that the members asked for are things of the KG ('which *pieces* are bobbin
#: lace', 'which *items* are vases'): a class the question names says which.
_ANY_THING = frozenset("piece pieces item items thing things object objects entry entries one ones".split())


@dataclass(frozen=True)
class ClassMention:
    iri: str
    name: str
    start: int  # word positions [start, end) in the question
    end: int
    #: Named by a synonym or by its name's last word alone: less sure than the name itself.
    loose: bool = False


def class_mentions(question: str, class_names: Mapping[str, Sequence[str]]) -> list[ClassMention]:
    """Every place a class name (any of its names) stands in the question as whole words, in the
    plural too ('dessert wines' for Dessert Wine, 'points of interest'), a name of two words or
    more written as one ('chairlifts' for ChairLift), and a two-word name said as 'bikes are
    electric' (Electric Bike); else, for a word no name covers, a one-word name (or two written as
    one) it shares its most frequent sense with ('films' for Movie: `lexicon.type_fit`;
    'bookshops' for Book Store), or the head of the one class name it heads ('device' for Network
    Device, 'birds' for Bird of Prey), else of the one class whose name it names a kind of
    ('lifeboats' for Boat)."""
    words = _words(question)
    found = []
    for iri, names in class_names.items():
        for name in names:
            parts = _words(name)
            for form in ([parts, ["".join(parts)]] if len(parts) > 1 else [parts]):
                for start in range(len(words) - len(form) + 1):
                    span = words[start:start + len(form)]
                    if form and all(_same(p, w) for p, w in zip(form, span)):
                        found.append(ClassMention(iri, name, start, start + len(form)))
                    elif len(form) > 1 and all(_same(p, w) for p, w in zip(form[:-1], span)) and _compound(
                            form[-1], span[-1]):  # 'vertical *sundials*' for Vertical Dial
                        found.append(ClassMention(iri, name, start, start + len(form), True))
            if len(parts) == 2:
                found += [ClassMention(iri, name, start, end) for start, end in _said_apart(words, parts)]
    found = [m for m in found if not modifies(words, m.end)]
    covered = {i for m in found for i in range(m.start, m.end)}
    kinds = []
    for i, w in enumerate(words):
        if i in covered or w in STOPWORDS or w in _ASKING or not w.isalpha():
            continue
        named = [iri for iri, names in class_names.items()  # 'bookshops' ~ Book Store, which WordNet spells 'bookstore'
                 if any(len(parts := _words(n)) <= 2 and _synonym(w, "".join(parts)) for n in names)]
        headed = [iri for iri, names in class_names.items()
                  if any(len(parts := _words(n)) > 1 and _same(_head(parts), w) for n in names)]
        found += [ClassMention(iri, w, i, i + 1, True) for iri in (named or (headed if len(headed) == 1 else []))]
        if not named and len(headed) != 1:  # 'lifeboats' where the KG's class is Vehicle, "boat"
            below = [iri for iri, names in class_names.items() if any(_kind_of(w, n) for n in names)]
            kinds += [ClassMention(below[0], w, i, i + 1, True)] if len(below) == 1 else []
    # a kind of a class names it only in a question naming no class otherwise ('the oldest lifeboat
    # *station*': a station; 'which *models* have a tabulator': no machines)
    return found or (kinds if len(kinds) == 1 else [])


def modifies(words: list[str], end: int) -> bool:
    """Whether the words before `end` (a singular name) modify the plural noun for people after
    them, no verb ('which *guild* members': people are asked; not 'which estate *lies* highest', nor
    'which mass balance *measurements*': the class's own members)."""
    after = words[end] if end < len(words) else ""
    return (bool(after) and after not in STOPWORDS and is_plural_noun(after) and not is_verb_form(after)
            and noun_animacy(after) > 0 and not is_plural_noun(words[end - 1]))


def _same(part: str, word: str) -> bool:
    """Whether a question word is a name's word, or its plural."""
    return part == word or part in singular_forms(word)


def _compound(part: str, word: str) -> bool:
    """Whether a question word (or its singular) is a compound ending in a name's word
    (`english.is_compound_of`: 'sundials' of 'dial', not 'capacities' of 'city')."""
    return any(is_compound_of(form, part) for form in singular_forms(word))


def _said_apart(words: list[str], parts: list[str]) -> list[tuple[int, int]]:
    """Spans where a two-word class name is said as its noun, a form of 'be' and its modifier:
    'which *bikes are electric*' for Electric Bike."""
    out = []
    for i in range(len(words) - 2):
        if _same(parts[1], words[i]) and words[i + 1] in _BE and words[i + 2] == parts[0]:
            out.append((i, i + 3))
    return out


_BE = frozenset("is are was were".split())


def _head(parts: list[str]) -> str:
    """The head noun of a name's words: the last, or the one before 'of' ('*bird* of prey')."""
    return parts[parts.index("of") - 1] if "of" in parts[1:] else parts[-1]


def _kind_of(word: str, name: str) -> bool:
    """Whether a question word (or its singular) names a kind of a class's one-word name: a
    compound ending in it ('lifeboats' of 'boat') or a kind of it to WordNet (`lexicon.is_kind_of`)."""
    parts = _words(name)
    return len(parts) == 1 and any(_compound(parts[0], form) or is_kind_of(form, parts[0])
                                   for form in (word, *singular_forms(word)))


def _synonym(word: str, name: str) -> bool:
    """Whether a question word (or its singular) shares its most frequent noun sense with a
    class's one-word name."""
    return any(type_fit(form, name) >= 1.0 for form in (word, *singular_forms(word)) if form != name)


def named_class(question: str, class_names: Mapping[str, Sequence[str]]) -> ClassMention | None:
    """The class a question about members of a class lists: None unless every content word of
    the question is part of a class name it holds."""
    found = class_mentions(question, class_names)
    covered = {i for m in found for i in range(m.start, m.end)} | the_whole_kg(question)
    words = _words(question)
    content = [i for i, w in enumerate(words) if w not in STOPWORDS and w not in _ASKING]
    uncovered = [i for i in content if i not in covered]
    if not found or not content or any(words[i] not in _ANY_THING for i in uncovered) or len(uncovered) == len(content):
        return None
    return max(found, key=lambda m: (m.end - m.start, not m.loose, len(m.name), m.start))


def list_members(kg, question: str, class_names: Mapping[str, Sequence[str]]) -> Result | None:
    """The members of the class the question is about (or their number, for 'how many'); None
    when it is not a question about the members of a class (`named_class`)."""
    said = named_class(question, class_names)
    if said is None or comparison(question) is not None:  # 'which site has *the most* devices' lists no devices
        return None
    linked = _linked_classes(kg, question, class_names)
    if linked is not None:
        return linked
    classes = same_named(class_mentions(question, class_names), said)  # 'castles': a Burg and a Schloss
    where = class_members(kg, classes)  # a red wine is a wine
    info = {"method": "class members", "class": said.iri if len(classes) == 1 else list(classes), "hops": 0,
            "llm_calls": 0}
    return answer_members(kg, question, where, info)


def same_named(found: Sequence[ClassMention], said: ClassMention) -> tuple[str, ...]:
    """The classes a mention names at the same words by the same name as `said` (a KG's Burg and
    Schloss are both 'castle' in English), `said`'s first."""
    return tuple(dict.fromkeys([said.iri, *(m.iri for m in found if (m.start, m.end) == (said.start, said.end)
                                            and m.name.lower() == said.name.lower() and m.loose == said.loose)]))


def _linked_classes(kg, question: str, class_names: Mapping[str, Sequence[str]]) -> Result | None:
    """'Which sundials are in colleges?': two classes named, neither a kind of the other; the
    members of the first the question asks for ('which *sundials*') linked to a member of the
    second, directly or through one thing between (a dial's site is a college). None for any other
    question, or when no member of the one is linked to the other."""
    found = sorted(class_mentions(question, class_names), key=lambda m: m.start)
    classes = list(dict.fromkeys(m.iri for m in found if not m.loose))
    if len(classes) != 2 or not re.match(r"^\W*(?:which|what|list|show|name|how\s+many)\b", question, re.IGNORECASE):
        return None
    asked, other = classes
    if other in kg.schema.subclasses(asked) or asked in kg.schema.subclasses(other):
        return None  # 'which wines are dessert wines': the narrower class's members
    skipped = ", ".join(str(p) for p in NON_RELATIONAL)
    for link in ("?member ?kgqa_p ?kgqa_o", "?kgqa_o ?kgqa_p ?member",
                 "?member ?kgqa_p ?kgqa_b . ?kgqa_b ?kgqa_q ?kgqa_o FILTER(?kgqa_q NOT IN ({s}))",
                 "?kgqa_b ?kgqa_p ?member . ?kgqa_b ?kgqa_q ?kgqa_o FILTER(?kgqa_q NOT IN ({s}))"):
        others = class_members(kg, [other], member="?kgqa_o", var="?kgqa_other")
        where = f"{class_members(kg, [asked])} {link.format(s=skipped)} . {others} FILTER(?kgqa_p NOT IN ({skipped}))"
        if kg.select(f"SELECT ?member WHERE {{ {where} }} LIMIT 1"):
            info = {"method": "class members", "class": asked, "linked to": other, "hops": 1, "llm_calls": 0}
            return answer_members(kg, question, where, info)
    return None


def value_members(kg, question: str, values: Sequence[Literal], excluding: frozenset[str]) -> Result:
    """The things holding any of `values` as the object of a predicate not in `excluding` (the
    KG's naming predicates: a thing named "Cafe" is no cafe), or their number for 'how many'."""
    listed = " ".join(str(v) for v in values)
    skipped = ", ".join(f"<{p}>" for p in sorted(excluding))
    where = (f"VALUES ?kgqa_value {{ {listed} }} ?member ?kgqa_p ?kgqa_value FILTER(isIRI(?member))"
             + (f" FILTER(?kgqa_p NOT IN ({skipped}))" if skipped else ""))
    info = {"method": "value members", "values": [v.value for v in values], "hops": 1, "llm_calls": 0}
    return answer_members(kg, question, where, info)


def answer_members(kg, question: str, where: str, info: dict) -> Result:
    """The ?member bindings of `where` as answers, or their number for 'how many'; a list cut at
    `MAX_MEMBERS` says so in `info["truncated"]`."""
    total = int(kg.select(f"SELECT (COUNT(DISTINCT ?member) AS ?n) WHERE {{ {where} }}")[0]["n"].value)
    if asks_count(question):
        sparql = f"SELECT (COUNT(DISTINCT ?member) AS ?count) WHERE {{ {where} }}"
        return Result([Answer(None, str(total), 1.0)], [], sparql, info)
    sparql = f"SELECT DISTINCT ?member WHERE {{ {where} }} ORDER BY ?member"
    members = [row["member"] for row in kg.select(f"{sparql} LIMIT {MAX_MEMBERS}") if "member" in row]
    names = kg.labels(members)
    answers = [Answer(m.value if isinstance(m, NamedNode) else None, names.get(m, m.value), 1.0) for m in members]
    if total > len(answers):  # cut: said, never silently
        info["truncated"] = {"shown": len(answers), "total": total}
    return Result(answers, [], sparql, info)


def members_within(kg, text: str, place: NamedNode, class_names: Mapping[str, Sequence[str]],
                   placeholder: str = "X") -> Result | None:
    """'Which waterfalls are in Vestland' ('in the canton of X'), where a fall's municipality lies
    in the region: the members of the class the question asks for (`text`, the topic masked as
    `placeholder`) linked forward to `place` in the fewest hops (at most MAX_WITHIN_HOPS). None for
    any other question, or when no member lies within the place."""
    said = re.search(_IN_PLACE.format(re.escape(placeholder)), text)
    classes = list(dict.fromkeys(m.iri for m in class_mentions(said.group(1), class_names) if not m.loose)) if said \
        else []
    if len(classes) != 1:
        return None
    for hops in range(1, MAX_WITHIN_HOPS + 1):
        chain = _chain_within(kg, class_members(kg, classes), place, hops)
        if chain is not None:
            where, path = chain
            info = {"method": "class members", "class": classes[0], "within": place.value,
                    "path": [p.value for p in path], "hops": hops, "llm_calls": 0}
            return answer_members(kg, text, where, info)
    return None


#: 'which X are in (the canton of) Y': the words before the place (`str.format` the placeholder in).
_IN_PLACE = r"^(.*)\b(?:in|within|inside)\s+(?:the\s+)?(?:[a-z]+\s+of\s+(?:the\s+)?)?{}\W*$"


def _chain_within(kg, members: str, place: NamedNode, hops: int) -> tuple[str, list[NamedNode]] | None:
    """The WHERE of the `members` (`class_members`) linked forward to `place` by a chain of
    `hops` predicates, and the chain: the one that ends along a hierarchy (`_nests`), else the one
    linking most of them (a fall's municipality's region, not the region its stream rises in)."""
    skipped = ", ".join(f"<{p}>" for p in sorted({*(q.value for q in NON_RELATIONAL), *kg.names.naming_predicates(),
                                                   OWL + "sameAs"}))
    nodes = ["?member", *(f"?kgqa_n{i}" for i in range(1, hops)), f"<{place.value}>"]
    links = list(zip(nodes, nodes[1:]))
    steps = " ".join(f"?kgqa_p{i}" for i in range(hops))
    where = (f"{members} " + " . ".join(f"{a} ?kgqa_p{i} {b}" for i, (a, b) in enumerate(links))
             + "".join(f" FILTER(?kgqa_p{i} NOT IN ({skipped}))" for i in range(hops))
             + f" FILTER(?member != <{place.value}>)")
    rows = [r for r in kg.select(f"SELECT {steps} (COUNT(DISTINCT ?member) AS ?n) WHERE {{ {where} }} "
                                 f"GROUP BY {steps} ORDER BY DESC(?n) LIMIT 10") if "kgqa_p0" in r]
    if not rows:
        return None
    row = next((r for r in rows if _nests(kg, r[f"kgqa_p{hops - 1}"])), rows[0])
    path = [row[f"kgqa_p{i}"] for i in range(hops)]
    return f"{members} " + " . ".join(f"{a} <{p.value}> {b}" for p, (a, b) in zip(path, links)), path


def _nests(kg, predicate: NamedNode) -> bool:
    """Whether the predicate links things that it links onwards in turn (a municipality's parent
    region has a parent country): a hierarchy of containment."""
    return bool(kg.select(f"SELECT ?a WHERE {{ ?a <{predicate.value}> ?b . ?b <{predicate.value}> ?c }} LIMIT 1"))


#: Links from a kind to a broader kind it is one of, as SKOS, RDFS and Wikidata write them.
BROADER_LINKS = f"<{SKOS}broader>|<{RDFS}subClassOf>|<{WDT_SUBCLASS_OF.value}>"
#: Vocabularies whose predicates link kinds to kinds or describe terms, never a thing to its kind
#: (but rdf:type and Wikidata's P31 do).
_STRUCTURE = (SKOS, SKOSXL, RDFS, OWL)


def not_structure(var: str) -> str:
    """A SPARQL condition that the predicate in `var` is no SKOS, SKOS-XL, RDFS or OWL term: a
    relation of the data, not of the schema or the thesaurus."""
    return " && ".join(f'!STRSTARTS(STR({var}), "{ns}")' for ns in _STRUCTURE)


#: A question that lists things: 'which X are there', 'how many X exist', 'list all X'.
_LISTING = re.compile(r"\b(?:there|exists?)\b|^\W*(?:list|show|name|give|find)\b", re.IGNORECASE)


def kind_members(kg, question: str, kind: NamedNode) -> Result | None:
    """'Which church clock towers are there?', where the KG writes kinds as things (a SKOS concept
    each tower's `towerType` points to): `kind_listing` of the kind. None when the (topic-masked)
    question says more than the kind ('which X strike the hours') or nothing points at it."""
    if not _LISTING.search(question) or any(w not in STOPWORDS and not asking_word(w)
                                            for w in _words(question) if w != "x"):
        return None  # 'who is X' asks about X, not for what points at it
    return kind_listing(kg, question, kind)


def kind_listing(kg, question: str, kind: NamedNode) -> Result | None:
    """The things linked to a kind or to a narrower one (`broader_links`) by the relation most
    things use to point at it (or their number, for 'how many'); where the narrower concepts are
    things of a class the kind is not (dances below the dance type 'circle dance'), those. None
    when nothing points at it."""
    up = broader_links(kg)
    typing = type_path(kg.backend)
    narrower = (f"?member ({up})+ <{kind.value}> . ?member {typing} ?kgqa_t "
                f"FILTER NOT EXISTS {{ <{kind.value}> {typing} ?kgqa_t }}")
    if kg.select(f"SELECT ?member WHERE {{ {narrower} }} LIMIT 1"):
        # the kind's narrower concepts are themselves things of another class (dances under the
        # dance type 'circle dance'): they are its members
        info = {"method": "kind members", "kind": kind.value, "link": "narrower", "hops": 0, "llm_calls": 0}
        return answer_members(kg, question, narrower, info)
    kept = (RDF_TYPE, WDT_INSTANCE_OF)
    skipped = [str(p) for p in NON_RELATIONAL if p not in kept] + up.split("|")
    rows = kg.select(f"SELECT ?p (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?k ({up})* <{kind.value}> . ?s ?p ?k "
                     f"FILTER(isIRI(?s) && ?p NOT IN ({', '.join(skipped)})) }} GROUP BY ?p")
    links = [(int(r["n"].value), r["p"].value) for r in rows
             if NamedNode(r["p"].value) in kept or not r["p"].value.startswith(_STRUCTURE)]
    if not links:
        return None
    _, link = max(links)
    where = f"?kgqa_kind ({up})* <{kind.value}> . ?member <{link}> ?kgqa_kind FILTER(isIRI(?member))"
    info = {"method": "kind members", "kind": kind.value, "link": link, "hops": 1, "llm_calls": 0}
    return answer_members(kg, question, where, info)


def broader_links(kg) -> str:
    """`BROADER_LINKS` and the KG's own predicates named for a broader term (CIDOC-CRM's
    `P127_has_broader_term`, a custom `broaderTerm`), as a SPARQL path alternative."""
    own = [p for p in sorted(kg.schema.predicates) if "broader" in schema_name(kg, p).lower().split()]
    return "|".join([BROADER_LINKS] + [f"<{p}>" for p in own if f"<{p}>" not in BROADER_LINKS])


#: Things pointing at a kind at the least for it to be one ('which *aqueducts*': GeoNames' feature code
#: "aqueduct", a CIDOC type "vase"), not a thing that happens to share the noun's name.
KIND_HOLDERS = 2


def kinds_named(kg, forms: Sequence[str]) -> list[NamedNode]:
    """The things named exactly one of `forms` that at least `KIND_HOLDERS` things point at along
    one relation that is not structure (typing, naming, SKOS, RDFS, OWL): kinds written as things,
    as the values of a relation ('which *aqueducts*': `gn:featureCode` "aqueduct")."""
    linker = kg.linker
    found = {NamedNode(iri) for form in forms for iri, _ in linker.normalised.get(normalise(form), [])}
    if not found:
        return []
    listed = " ".join(f"<{k.value}>" for k in sorted(found, key=lambda k: k.value))
    skipped = ", ".join(str(p) for p in NON_RELATIONAL)
    rows = kg.select(f"SELECT ?k WHERE {{ VALUES ?k {{ {listed} }} ?s ?p ?k FILTER(?p NOT IN ({skipped}) && "
                     f"{not_structure('?p')}) }} GROUP BY ?k ?p HAVING(COUNT(DISTINCT ?s) >= {KIND_HOLDERS})")
    return sorted({r["k"] for r in rows if "k" in r}, key=lambda k: k.value)


def headed_kinds(kg, forms: Sequence[str]) -> list[NamedNode]:
    """The tops of the KG's trees of kinds (`broader_links`) whose name's head noun is one of
    `forms` ('displays': the event type "fireworks display", above "night display" and
    "piromusical"), for a noun no kind is named exactly."""
    classes = (f"<{RDFS}subClassOf>", f"<{WDT_SUBCLASS_OF.value}>")  # a class names its members itself
    up = "|".join(p for p in broader_links(kg).split("|") if p not in classes)
    rows = kg.select(f"SELECT DISTINCT ?k WHERE {{ ?n ({up}) ?k FILTER(isIRI(?k)) "
                     f"FILTER NOT EXISTS {{ ?k ({up}) ?above }} }} LIMIT {MAX_MEMBERS}")
    tops = [r["k"] for r in rows if "k" in r]
    names = kg.labels(tops)
    wanted = set(forms)
    return sorted((k for k in tops if (words := _words(names.get(k, ""))) and _head(words) in wanted),
                  key=lambda k: k.value)


def with_narrower(kg, kinds: Sequence[NamedNode]) -> list[NamedNode]:
    """The kinds and every kind below them (`broader_links`), each once: the narrower concepts of
    no class the kind is not (not the dances below the dance type 'circle dance': things, not kinds)."""
    if not kinds:
        return []
    listed = " ".join(f"<{k.value}>" for k in kinds)
    typing = type_path(kg.backend)
    rows = kg.select(f"SELECT DISTINCT ?k WHERE {{ VALUES ?top {{ {listed} }} ?k ({broader_links(kg)})+ ?top "
                     f"FILTER(isIRI(?k)) FILTER NOT EXISTS {{ ?k {typing} ?t FILTER NOT EXISTS {{ ?top {typing} ?t }} }} "
                     f"}} LIMIT {MAX_MEMBERS}")
    return list(dict.fromkeys([*kinds, *(r["k"] for r in rows if "k" in r)]))


def listed_kind(kg, question: str) -> Result | None:
    """A question naming no entity whose every content word names one kind written as a thing
    ('which *vases* does the collection have', 'how many *drinking vessels* are there'):
    `kind_listing` of it; None otherwise."""
    words = _words(question)
    skip = the_whole_kg(question)
    content = [i for i, w in enumerate(words) if i not in skip and w not in STOPWORDS and w not in _ASKING]
    if not content or content != list(range(content[0], content[-1] + 1)):
        return None
    *head, last = [words[i] for i in content]
    forms = sorted(" ".join(head + [form]) for form in singular_forms(last) | {last})
    kinds = kinds_named(kg, forms)
    return kind_listing(kg, question, kinds[0]) if len(kinds) == 1 else None


#: How a question's end may refer to the KG as a whole: 'how many steamships are *in the register*',
#: 'which cases are *on record*', 'how many mammals *does the zoo keep*'.
_WHOLE_KG = re.compile(r"\b(?:(?:are|is|were|was)\s+)?(?:there\s+)?(?:in|on)\s+(?:the\s+|our\s+|this\s+)?"
                       r"(?:register|registry|catalogue|catalog|database|collection|records?|file|list|archive|"
                       r"inventory|repertoire|dataset|data|graph|kg|system|thesaurus|directory|index|gazetteer|"
                       r"vocabulary|listings?|roster|survey)$|"
                       r"\b(?:are|is|were|was)\s+(?:there\s+)?(?:listed|recorded|registered|catalogued|cataloged|"
                       r"documented|included|known)$|"
                       r"\b(?:does|do|did|has|have)\s+(?:the|our|this)\s+[a-z]+\s+"
                       r"(?:keep|have|hold|list|contain|record|own|house|store)$")


def the_whole_kg(question: str) -> set[int]:
    """Word positions (as `class_mentions` counts them) of the question's closing words that
    refer to the KG as a whole, not to anything in it."""
    words = _words(question)
    found = _WHOLE_KG.search(" ".join(words))
    if found is None:
        return set()
    start = len(" ".join(words)[:found.start()].split())
    return set(range(start, len(words)))


def asking_word(word: str) -> bool:
    """Whether a word only asks ('which', 'list', 'many', 'there'), saying nothing of what."""
    return word in _ASKING


def _words(text: str) -> list[str]:
    """Lower-case words without accents: 'Warré hives' names the class WarreHive."""
    return re.findall(r"[a-z0-9]+", unaccented(text).lower())


def listed_inferred(kg) -> list[str]:
    """The classes inferred from untyped data whose members questions may list and compare: those
    whose label names their nodes (`_naming_nodes`: a CSV export's 'distillery' rows) with at
    most MAX_INFERRED_MEMBERS members."""
    classes = kg.schema.classes
    inferred = [c for c, info in classes.items() if info.inferred and not info.datatype
                and 0 < len(kg.schema.members_of(c)) <= MAX_INFERRED_MEMBERS]
    return sorted(_naming_nodes(kg, inferred))


def class_members(kg, classes: Sequence[str], member: str = "?member", superclasses: bool = True,
                  var: str = "?kgqa_class") -> str:
    """SPARQL binding `member` to the things of `classes` and `var` to their class: by their
    rdf:types (and, with `superclasses`, those below), or, for a class inferred from untyped data,
    by the members inference found (written out: nothing in the KG says it). It ends in a '.'."""
    schema = kg.schema.classes
    inferred = [c for c in classes if c in schema and schema[c].inferred]
    typed = [c for c in classes if c not in inferred]
    parts = []
    if typed:
        kinds = " ".join(f"<{c}>" for c in typed)
        parts.append(f"VALUES {var} {{ {kinds} }} {member} {type_path(kg.backend, superclasses=superclasses)} {var} .")
    if inferred:
        rows = " ".join(f"(<{e}> <{c}>)" for c in inferred for e in kg.schema.members_of(c))
        parts.append(f"VALUES ({member} {var}) {{ {rows} }} .")
    return parts[0] if len(parts) == 1 else "{ " + " } UNION { ".join(parts) + " } ."


def schema_name(kg, iri: str) -> str:
    """Words naming a class or predicate of the schema: a datatype's meaning ('year' for
    xsd:gYear), else its label or the words of its IRI."""
    return schema_names(kg, [iri])[iri]


def _naming_nodes(kg, iris: Sequence[str]) -> set[str]:
    """The inferred classes among `iris` whose label, the one inference gave them, names their nodes:
    in a KG with no types, every one; in a typed one, a label naming a kind (a CSV export's table,
    'plaque') that no declared class's name ends in ('machine' of the redirects beside Pinball
    Machine), never one that describes ('value of ...') nor the objects of one predicate (Wikibase's
    claims)."""
    classes = kg.schema.classes
    inferred = [i for i in iris if i in classes and classes[i].inferred]
    if not inferred or kg.schema.meta.get("inferred"):
        return set(inferred)
    declared = {info.label.lower().split()[-1] for info in classes.values()
                if not info.inferred and not info.datatype and info.label.split()}
    return {i for i in inferred if not i.startswith(UNTYPED_OBJECTS_NS)
            and not (label := classes[i].label.lower()).startswith(("entity with", "value of"))
            and label.split()[-1] not in declared}


def schema_names(kg, iris: Sequence[str]) -> dict[str, str]:
    """`schema_name` of many classes or predicates, their labels read at once; a class inferred for
    a KG with no types by the label its inference gave it ('distillery': the table its columns are of)."""
    classes = kg.schema.classes
    inferred = _naming_nodes(kg, iris)
    labels = kg.labels([NamedNode(i) for i in iris if not (i in classes and classes[i].datatype) and i not in inferred])
    return {i: datatype_text(i) if i in classes and classes[i].datatype else classes[i].label if i in inferred
            else identifier_words(labels.get(NamedNode(i)) or local_name(i)) for i in iris}
