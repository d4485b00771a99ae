"""Display names of RDF terms from whatever a KG has: the one naming used by the linking index,
relation and class texts, answer labels and evidence.

A term's name comes from, in order:
1. the name predicates of the policy, in priority order (rdfs:label, skos:prefLabel, schema:name,
   foaf:name, dcterms:title, ...), a literal in the preferred language or untagged first;
2. a name-like datatype property of its class, found in the data when the class has none of
   those: string-valued, covering most of the class, mostly unique, short (Spider4SPARQL's
   `…#name` columns, LUBM's `ub:name`); or given + family name (foaf, schema.org); or such a
   property of a blank node the entity holds, up to two blank nodes deep (UniProt's
   `up:recommendedName [ up:fullName "…" ]`, FHIR's `fhir:Patient.name [ fhir:HumanName.family
   [ fhir:value "…" ] ]`): a chain, written as its predicates' IRIs with spaces between; entities
   with no type at all are looked at as one class of their own (`UNTYPED`: OpenStreetMap's
   `osmt:name`);
3. the IRI itself (`words.iri_name`): `…/Frank_Herbert` -> "Frank Herbert".
Aliases (skos:altLabel, schema:alternateName, ...) and names in other languages are extra names
for linking only.

What was chosen per class is a `ClassNaming`, kept in `names.json` beside the store (checked
against the data's size, redone when the data or the policy changes) and shown by `info`. Every
entity's names (what the linking index is built from) are kept beside it in `entity-names.json.gz`
under the same check: reading MetaQA's 43k names back takes 0.13 s, querying them 2.3 s, and
every process that answers questions (a CLI call, each worker of a pool) needs them first.
"""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.graph.atomic import write_atomic
from kgqa_sparql.graph.backend import GraphBackend, Step, Term, subclass_path, type_path, used_predicates
from kgqa_sparql.vocab import (DC, DCTERMS, KGQA_GRAPHS, OBO_IN_OWL, OWL, RDF, RDFS, SCHEMA_ORG, SKOS, SKOSXL, VCARD,
                               WIKIBASE, XSD, local_name)
from kgqa_sparql.words import identifier_words, iri_code, iri_name, member_name, opaque_iri, spelled_out

FOAF = "http://xmlns.com/foaf/0.1/"

#: Every entity's names, saved beside `names.json` (see the module docstring).
ENTITY_NAMES_FILE = "entity-names.json.gz"

#: CIDOC-CRM's namespaces: the official one and the Erlangen OWL encoding's.
CIDOC_CRM = ("http://www.cidoc-crm.org/cidoc-crm/", "http://erlangen-crm.org/current/")

#: Name predicates in priority order; a chain of them (IRIs with a space between) reaches the name
#: through a node (SKOS-XL: a concept's `skosxl:prefLabel` is a label whose `skosxl:literalForm` is the name).
NAME_PREDICATES = (f"{SKOS}prefLabel", f"{SKOSXL}prefLabel {SKOSXL}literalForm", f"{RDFS}label", f"{SCHEMA_ORG}name",
                   "https://schema.org/name", f"{FOAF}name", f"{VCARD}fn", f"{VCARD}organization-name", f"{DCTERMS}title",
                   f"{DC}title", f"{SKOS}notation")
#: Further names used only to find an entity (never displayed when a name exists).
ALIAS_PREDICATES = (f"{SKOS}altLabel", f"{SKOS}hiddenLabel", f"{SKOSXL}altLabel {SKOSXL}literalForm",
                    f"{SKOSXL}hiddenLabel {SKOSXL}literalForm", f"{SCHEMA_ORG}alternateName", f"{DCTERMS}alternative",
                    f"{FOAF}nick", f"{VCARD}nickname", f"{OBO_IN_OWL}hasExactSynonym",
                    # CIDOC-CRM (Linked Art's `identified_by` / `content`): an appellation node or a
                    # title holds a name ("Vaso del Pavone"), in the official and the Erlangen namespace
                    *(f"{crm}{link} {crm}P190_has_symbolic_content" for crm in CIDOC_CRM
                      for link in ("P1_is_identified_by", "P102_has_title")))
#: Composite names: (given, family) predicate pairs joined with a space.
NAME_PAIRS = ((f"{FOAF}givenName", f"{FOAF}familyName"), (f"{FOAF}firstName", f"{FOAF}lastName"),
              (f"{SCHEMA_ORG}givenName", f"{SCHEMA_ORG}familyName"), (f"{VCARD}given-name", f"{VCARD}family-name"))
#: The same pair in any vocabulary, by the property's own name (database columns: first_name,
#: FName, forename / last_name, LName, surname).
GIVEN_NAMES = frozenset({"first name", "firstname", "fname", "f name", "given name", "givenname", "forename"})
FAMILY_NAMES = frozenset({"last name", "lastname", "lname", "l name", "family name", "familyname", "surname"})
#: A datatype property names its class when it covers this share of the instances ...
MIN_COVERAGE = 0.8
#: ... has this share of distinct values (a property not called a name: the higher share) ...
MIN_UNIQUENESS = 0.5
MIN_UNIQUENESS_OTHER = 0.8
#: ... over at least this many instances, for a property not called a name held through a blank node:
#: two houses in two towns make the town of their address no name of a house.
MIN_DISTINCT_OTHER = 5
NAME_WORDS = frozenset({"name", "title", "label"})
#: Words that make a name property a lesser name, kept as an alias beside the full one: CIM's
#: `shortName` "MHV" beside `name` "Moorhaven", schema.org's `alternateName`.
LESSER_NAME_WORDS = frozenset({"short", "abbreviated", "abbreviation", "abbrev", "acronym", "code", "nick",
                               "alternate", "alternative", "alt"})
#: ... and its values are this short on average (longer strings are descriptions).
MAX_MEAN_LENGTH = 80
#: Members of a class whose IRIs are read for the word they share (`Names.iri_kinds`), and the
#: share of them that must share it.
KIND_SAMPLE, KIND_SHARE = 64, 0.9
#: ... and, for the head word their names share (`Names.label_kinds`), the least members and share.
HEAD_MEMBERS, HEAD_SHARE = 3, 0.5
#: Values of a key (`ClassNaming.keys`) are this short on average: a case's caption, never a comment.
MAX_KEY_LENGTH = 40
#: Version of the discovery rules: a stored choice made by other rules is made again.
DISCOVERY_RULES = 20
#: Terms that describe the data, never entities to link.
SCHEMA_TYPES = (f"{OWL}Class", f"{RDFS}Class", f"{OWL}ObjectProperty", f"{OWL}DatatypeProperty",
                f"{RDF}Property", f"{OWL}Ontology", f"{OWL}AnnotationProperty")
#: The class standing for the IRI subjects that have no type (`members_pattern`).
UNTYPED = "urn:kgqa:untyped"
_STRINGS = f"(isLiteral(?o) && (datatype(?o) = <{XSD}string> || lang(?o) != \"\"))"


@dataclass(frozen=True)
class NamingPolicy:
    """How names are read: name and alias predicates in priority order, the preferred language
    (untagged literals are the fallback; None: any), whether name-like properties are looked for
    per class and whether IRIs name what has no other name; `classes` forces a class's name
    predicates (class IRI -> predicate IRIs, joined with a space when several)."""

    predicates: tuple[str, ...] = NAME_PREDICATES
    aliases: tuple[str, ...] = ALIAS_PREDICATES
    lang: str | None = "en"
    discover: bool = True
    from_iri: bool = True
    classes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def to_json(self) -> dict:
        data = asdict(self)
        data["classes"] = {c: list(p) for c, p in self.classes.items()}
        return data

    @classmethod
    def from_json(cls, data: Mapping) -> "NamingPolicy":
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        for key in ("predicates", "aliases"):
            if key in known:
                known[key] = tuple(known[key])
        if "classes" in known:
            known["classes"] = {c: tuple([p] if isinstance(p, str) else p) for c, p in known["classes"].items()}
        return cls(**known)

    def with_options(self, *, predicates: Iterable[str] = (), lang: str | None = "", classes: Mapping | None = None,
                     ) -> "NamingPolicy":
        """This policy with `predicates` put first, another language ('' keeps it) and class rules."""
        changed = self
        if predicates:
            first = tuple(predicates)
            changed = replace(changed, predicates=first + tuple(p for p in changed.predicates if p not in first))
        if lang != "":
            changed = replace(changed, lang=lang or None)
        if classes:
            changed = replace(changed, classes={**changed.classes, **{c: tuple([p] if isinstance(p, str) else p)
                                                                      for c, p in classes.items()}})
        return changed


@dataclass(frozen=True)
class ClassNaming:
    """Where the names of one class's instances come from: `source` is "names" (the policy's
    name predicates cover it), "property" (found in the data), "configured" or "iri"."""

    cls: str
    source: str
    instances: int
    predicates: tuple[str, ...] = ()
    coverage: float = 1.0
    uniqueness: float = 1.0
    #: Name-like properties whose values repeat across instances ('Master' for six degree
    #: programs): not display names, but they link to every instance carrying them.
    aliases: tuple[str, ...] = ()
    #: Other properties whose values tell the instances apart (a case's caption 'State v. Vickers'
    #: beside its docket number): found by linking, never display names nor name predicates (what
    #: a question asks for: 'the caption of X').
    keys: tuple[str, ...] = ()
    #: The name predicates give each instance only a placeholder, its class's name and a number
    #: ("velodrome #6", D2RQ's default label): `predicates` name it instead.
    placeholders: bool = False
    #: Further properties, each naming the members it covers that `predicates` does not: the same
    #: column of several tables (CSVW's `owners.csv#label_txt` beside `distilleries.csv#label_txt`)
    #: naming rows that have no type.
    alternatives: tuple[str, ...] = ()

    def describe(self) -> str:
        also = f"; aliases {' '.join(f'<{p}>' for p in self.aliases)}" if self.aliases else ""
        keys = f"; keys {' '.join(f'<{p}>' for p in self.keys)}" if self.keys else ""
        return self._describe() + also + keys

    def _describe(self) -> str:
        if self.source in ("property", "configured"):
            shown = " + ".join(path_text(p) for p in self.predicates)
            instead = "; its labels are placeholders" if self.placeholders else ""
            more = f"; or {' or '.join(f'<{p}>' for p in self.alternatives)}" if self.alternatives else ""
            return f"{shown} ({self.source}; covers {self.coverage:.0%}, {self.uniqueness:.0%} distinct{instead}{more})"
        if self.source == "names":
            return f"name predicates (cover {self.coverage:.0%})"
        return "IRI local names"


class Names:
    """The names of one KG's terms under a `NamingPolicy`; `folder` keeps the per-class choice."""

    def __init__(self, graph: GraphBackend, policy: NamingPolicy | None = None, folder: Path | None = None):
        self.graph = graph
        self.policy = policy or NamingPolicy()
        self._folder = folder
        self._classes: dict[str, ClassNaming] | None = None
        self._has_claims: bool | None = None
        self._fingerprint_cache: dict | None = None  # a Names lives no longer than the data it names
        self._iri_kinds: dict[str, str] | None = None
        self._label_kinds: dict[str, str] | None = None
        self._unused_chains: frozenset[str] | None = None
        self._label_nodes: frozenset[str] | None = None
        self._named_things: frozenset[str] | None = None

    # ---- per-class choice -------------------------------------------------------------------
    @property
    def classes(self) -> dict[str, ClassNaming]:
        """Class IRI -> how its instances are named (found once, then read from `names.json`)."""
        if self._classes is None:
            data = self._read("names.json")
            if data is not None:
                self._classes = {c["cls"]: ClassNaming(**{**c, "predicates": tuple(c["predicates"]),
                                                          "aliases": tuple(c.get("aliases", ())),
                                                          "keys": tuple(c.get("keys", ())),
                                                          "alternatives": tuple(c.get("alternatives", ()))})
                                 for c in data["classes"]}
            else:
                self._classes = discover_class_naming(self.graph, self.policy)
                self._write("names.json", {"classes": [asdict(c) for c in self._classes.values()]})
        return self._classes

    def _fingerprint(self) -> dict:
        """What a saved naming artefact must match: the data's size, the policy and the rules."""
        if self._fingerprint_cache is None:
            found = {"quads": self.graph.data_quads(), "policy": self.policy.to_json(), "rules": DISCOVERY_RULES}
            # as read back from JSON (tuples become lists), or no saved artefact would ever match
            self._fingerprint_cache = json.loads(json.dumps(found))
        return self._fingerprint_cache

    def _read(self, name: str) -> dict | None:
        """A saved artefact (JSON, gzipped when the name ends in .gz) if it matches the data."""
        path = self._folder / name if self._folder is not None else None
        if path is None or not path.is_file():
            return None
        try:
            raw = path.read_bytes()
            data = json.loads(gzip.decompress(raw) if name.endswith(".gz") else raw)
        except (OSError, ValueError, EOFError):
            return None
        return data if data.get("fingerprint") == self._fingerprint() else None

    def _write(self, name: str, body: dict) -> None:
        """Saved beside the store even when it is opened read-only (the workers of `ask
        --workers`, a server): a derived artefact, checked against the data when read back. A
        folder this process may not write is left alone (found again next time)."""
        if self._folder is None:
            return
        raw = json.dumps({"fingerprint": self._fingerprint()} | body, indent=None if name.endswith(".gz") else 1,
                         ensure_ascii=False).encode()
        try:
            write_atomic(self._folder / name, gzip.compress(raw, 1) if name.endswith(".gz") else raw)
        except OSError:
            pass

    def naming_predicates(self, aliases: bool = True) -> frozenset[str]:
        """Every predicate names come from: the policy's name and alias predicates and each
        class's chosen properties and aliases (of a chain, the last: `skosxl:literalForm`);
        without the aliases when `aliases` is False."""
        per_class = {p for n in self.classes.values()
                     for p in (*n.predicates, *n.alternatives, *(n.aliases if aliases else ())) if " " not in p}
        chosen = self.policy.predicates + (self.policy.aliases if aliases else ())
        return frozenset({*(p.split()[-1] for p in chosen), *per_class})

    def naming_pattern(self, subject: str, name: str) -> str | None:
        """A SPARQL pattern binding the variable `name` to the literal names `subject` (a variable
        or an IRI in angle brackets) has by the naming predicates, SKOS-XL label nodes gone through,
        and `?kgqa_alias` to 0 for a preferred name, 1 for an alias (to order by); None when there
        are none."""
        preferred = self.naming_predicates(aliases=False)
        branches = []
        for rank, (singles, chosen) in enumerate(((preferred, self.policy.predicates),
                                                  (self.naming_predicates() - preferred, self.policy.aliases))):
            if singles:
                naming = " ".join(f"<{p}>" for p in sorted(singles))
                branches.append(f"{{ VALUES ?kgqa_np {{ {naming} }} {subject} ?kgqa_np {name} . "
                                f"BIND({rank} AS ?kgqa_alias) }}")
            chains = sorted(p for p in self._used(chosen) if " " in p)
            if chains:  # SKOS-XL: through the label node
                paths = "|".join("/".join(f"<{q}>" for q in chain.split()) for chain in chains)
                branches.append(f"{{ {subject} ({paths}) {name} . BIND({rank} AS ?kgqa_alias) }}")
        if not branches:
            return None
        return f"{' UNION '.join(branches)} FILTER(isLiteral({name}))"

    def _used(self, predicates: tuple[str, ...]) -> tuple[str, ...]:
        """`predicates` less the chains whose first predicate the KG does not use (`unused_chains`,
        read once): a chain costs a query per call, and most KGs use none."""
        if self._unused_chains is None:
            self._unused_chains = unused_chains(self.graph, self.policy.predicates + self.policy.aliases)
        return tuple(p for p in predicates if p not in self._unused_chains)

    def label_nodes(self) -> frozenset[str]:
        """The nodes a name chain passes through (SKOS-XL labels, a CIDOC-CRM title found for a
        class): names, not things to link or answer with (read once)."""
        if self._label_nodes is None:
            out: set[str] = set()
            rules = {p for naming in self.classes.values() for p in (*naming.predicates, *naming.aliases)}
            for chain in sorted(set(self._used(self.policy.predicates + self.policy.aliases)) | rules):
                if " " in chain:
                    rows = self.graph.select_paged(f"SELECT DISTINCT ?l WHERE {{ ?e <{chain.split()[0]}> ?l "
                                                   "FILTER(isIRI(?l)) }")
                    out.update(r["l"].value for r in rows if "l" in r)
            self._label_nodes = frozenset(out)
        return self._label_nodes

    def iri_kinds(self) -> dict[str, str]:
        """Per class, the word the IRIs of its members share before their own part, when no other
        class's members share it: what the KG's makers call the class besides its name
        (`…/module/CS-2041` for a `schema:Course`, `…/staff/s0904` for a `schema:Person`); a word
        the members of several classes share names the lowest class above them all (`…/mission/m-01`
        for Orbiters and Landers: their Space Probe); read once."""
        if self._iri_kinds is None:
            found = {}
            for cls in self.classes:
                if cls == UNTYPED:
                    continue
                iris = member_iris(self.graph, cls, KIND_SAMPLE)
                kinds = Counter(iri_kind(iri) for iri in iris)
                kind, n = kinds.most_common(1)[0] if kinds else (None, 0)
                if kind and n >= KIND_SHARE * len(iris):
                    found[cls] = kind
            shared = Counter(found.values())
            self._iri_kinds = {cls: kind for cls, kind in found.items() if shared[kind] == 1}
            for kind in (k for k, n in shared.items() if n > 1):
                above = lowest_superclass(self.graph, [c for c, k in found.items() if k == kind])
                if above is not None and above not in self._iri_kinds:
                    self._iri_kinds[above] = kind
        return self._iri_kinds

    def label_kinds(self) -> dict[str, str]:
        """Per class, the head word most of its members' proper names share (`name_head`) when no
        other class's members share it: what the names say the class's members are where its own
        name is generic ("Goldsmiths' Guild of Bruges", "Weavers' Guild of Ghent" for an
        `org:FormalOrganization`: guild); the caller judges whether it is a noun; read once."""
        if self._label_kinds is None:
            found = {}
            for cls in self.classes:
                if cls == UNTYPED:
                    continue
                names = self.labels([NamedNode(i) for i in member_iris(self.graph, cls, KIND_SAMPLE)])
                heads = Counter(h for n in names.values() if (h := name_head(n)))
                head, n = heads.most_common(1)[0] if heads else (None, 0)
                if head and n >= HEAD_MEMBERS and n >= HEAD_SHARE * len(names):
                    found[cls] = head
            shared = Counter(found.values())
            self._label_kinds = {cls: head for cls, head in found.items() if shared[head] == 1}
        return self._label_kinds

    def named_things(self) -> frozenset[str]:
        """The classes whose members have names of their own: from name predicates or a name-like
        property, or IRIs that read as names ('…/millwright/HendrikOudeNijhuis'); not records
        known only by an id ('…/inspection/id=7', '…/observation/o3'); read once."""
        if self._named_things is None:
            self._named_things = frozenset(c for c, naming in self.classes.items()
                                           if naming.source != "iri" or _worded_iris(self.graph, c))
        return self._named_things

    def _class_rules(self) -> dict[str, tuple[tuple[str, ...], ...]]:
        """Per class, its naming rules in the order tried: its chosen predicates, then each alternative."""
        return {c: (n.predicates, *((p,) for p in n.alternatives)) for c, n in self.classes.items()
                if n.source in ("property", "configured")}

    # ---- names of given terms -----------------------------------------------------------------
    def labels(self, terms: Iterable[Term]) -> dict[Term, str]:
        """A name for each term: literals are their own, IRIs as described in the module doc;
        blank nodes without a name predicate are left out."""
        out: dict[Term, str] = {}
        pending: list[Term] = []
        for term in dict.fromkeys(terms):
            if isinstance(term, Literal):
                out[term] = term.value
            else:
                pending.append(term)
        overriding = {c: (n.predicates,) for c, n in self.classes.items() if n.placeholders} if pending else {}
        if overriding:  # "velodrome #6" is no name: its `velodrome_name` is
            out.update(self._class_names([t for t in pending if isinstance(t, NamedNode)], overriding))
            pending = [t for t in pending if t not in out]
        fallback: dict[Term, str] = {}
        for predicate in self._used(self.policy.predicates):
            if not pending:
                break
            found = self._follow(pending, predicate)
            for term in pending:
                best = min((v for v in found.get(term, ()) if isinstance(v, Literal)), key=self._rank, default=None)
                if best is None:
                    continue
                if self._rank(best) < 2:
                    out[term] = best.value
                else:
                    fallback.setdefault(term, best.value)
            pending = [t for t in pending if t not in out]
        pending = [t for t in pending if t not in fallback]
        out.update(fallback)
        rules = self._class_rules() if pending and (self.policy.discover or self.policy.classes) else {}
        if rules:
            out.update(self._class_names([t for t in pending if isinstance(t, NamedNode)], rules))
            pending = [t for t in pending if t not in out]
        if pending and self._claims():
            out.update(self._claimed_names([t for t in pending if isinstance(t, NamedNode)]))
            pending = [t for t in pending if t not in out]
        if self.policy.from_iri:
            out.update(self._iri_names([t for t in pending if isinstance(t, NamedNode)]))
        return out

    def _iri_names(self, terms: list[NamedNode]) -> dict[Term, str]:
        """Names read off IRIs (`words.iri_name`); a predicate named by a bare abbreviation by the
        words it stands for (`geo:lat` -> 'latitude': `words.spelled_out`), an entity never ('…/genre/alt');
        an enumeration's member by its own name (`words.member_name`)."""
        out: dict[Term, str] = {t: iri_name(t.value) for t in terms}
        for term, name in out.items():
            words = spelled_out(name)
            if words and self.graph.has_triples(term):
                out[term] = words
            elif (member := member_name(term.value)) and not self.graph.has_triples(term):
                out[term] = member  # an enumeration's member, not a property 'Class.property'
        return out

    def aliases(self, terms: Iterable[NamedNode]) -> dict[Term, list[str]]:
        """Every name of each term under the policy's name and alias predicates, in the preferred
        language or untagged (a class 'human' is also 'person' and 'human being'); terms without
        one are left out."""
        terms = list(dict.fromkeys(terms))
        out: dict[Term, list[str]] = {}
        for predicate in self._used(self.policy.predicates + self.policy.aliases):
            for term, values in self._follow(terms, predicate).items():
                names = out.setdefault(term, [])
                names += [v.value for v in values if isinstance(v, Literal) and self._rank(v) < 2 and v.value not in names]
        return {t: names for t, names in out.items() if names}

    def predicate_aliases(self, predicates: Iterable[NamedNode]) -> dict[Term, list[str]]:
        """Every name of each predicate (`aliases`), or of the property entity whose direct claim
        it is (Wikidata's wdt:P170 is also 'artist', 'painter', 'made by'); predicates without
        one are left out."""
        predicates = list(dict.fromkeys(predicates))
        out = self.aliases(predicates)
        if self._claims() and predicates:
            owners = self._claim_owners(predicates)
            found = self.aliases(list(owners.values())) if owners else {}
            for p, e in owners.items():
                out[p] = list(dict.fromkeys(out.get(p, []) + found.get(e, [])))
        return {p: names for p, names in out.items() if names}

    def predicate_descriptions(self, predicates: Iterable[NamedNode]) -> dict[Term, list[str]]:
        """What the ontology says each predicate (or the property entity whose direct claim it is)
        means, in English or untagged: its rdfs:comment, skos:definition, schema:description or
        dcterms:description ('The employee's line manager' for `reportsTo`); predicates without
        one are left out."""
        predicates = list(dict.fromkeys(predicates))
        owners = self._claim_owners(predicates) if self._claims() and predicates else {}
        terms = list(dict.fromkeys([*predicates, *owners.values()]))
        if not terms:
            return {}
        values = " ".join(f"<{t.value}>" for t in terms)
        described = f"<{RDFS}comment>|<{SKOS}definition>|<{SCHEMA_ORG}description>|<{DCTERMS}description>"
        rows = self.graph.select(f"SELECT ?t ?d WHERE {{ VALUES ?t {{ {values} }} ?t {described} ?d "
                                 f'FILTER(isLiteral(?d) && (LANG(?d) = "" || LANGMATCHES(LANG(?d), "en"))) }}')
        found: dict[Term, list[str]] = {}
        for row in rows:
            found.setdefault(row["t"], []).append(row["d"].value)
        out = {p: found.get(p, []) + found.get(owners.get(p), []) for p in predicates}
        return {p: texts for p, texts in out.items() if texts}

    def words_of(self, predicates: Iterable[NamedNode]) -> dict[NamedNode, str]:
        """Each predicate's name in words: its name (Wikidata's qualifier pq:P580 is 'start time'),
        else its IRI's local name, split ('startDate': 'start date')."""
        unique = list(dict.fromkeys(predicates))
        found = self.labels(unique) if unique else {}
        return {p: identifier_words(found.get(p) or local_name(p.value)) for p in unique}

    def statement_links(self, predicates: Iterable[NamedNode]) -> dict[Term, tuple[str, NamedNode]]:
        """Per predicate that is a Wikibase property's link to or out of its statements, which link
        (`claim`: p:P57 from an item to a statement, `statementProperty`: ps:P57 from the statement
        to its value, `qualifier`: pq:P580; `directClaim`: wdt:P57, past them) and of which property
        entity."""
        predicates = list(dict.fromkeys(predicates))
        if not predicates or not self._claims():
            return {}
        values = " ".join(f"<{p.value}>" for p in predicates)
        links = " ".join(f"<{WIKIBASE}{link}>" for link in ("claim", "statementProperty", "qualifier", "directClaim"))
        rows = self.graph.select(f"SELECT ?p ?e ?link WHERE {{ VALUES ?p {{ {values} }} VALUES ?link {{ {links} }} "
                                 f"?e ?link ?p }}")
        return {r["p"]: (r["link"].value[len(WIKIBASE):], r["e"]) for r in rows if isinstance(r.get("e"), NamedNode)}

    def statement_path(self, entity: NamedNode) -> tuple[NamedNode, NamedNode] | None:
        """A Wikibase property entity's way through its statements: its claim (p:P57, from an item to
        a statement) and its statement value (ps:P57); None when the KG does not declare both."""
        rows = self.graph.select(f"SELECT ?c ?s WHERE {{ <{entity.value}> <{WIKIBASE}claim> ?c ; "
                                 f"<{WIKIBASE}statementProperty> ?s }} LIMIT 1")
        return (rows[0]["c"], rows[0]["s"]) if rows else None

    def _claims(self) -> bool:
        """Whether the KG links predicates to property entities (`wikibase:directClaim`, `claim` or
        `qualifier`), read once."""
        if self._has_claims is None:
            self._has_claims = any(self.graph.has_triples(NamedNode(WIKIBASE + link))
                                   for link in ("directClaim", "claim", "qualifier"))
        return self._has_claims

    def _claimed_names(self, terms: list[NamedNode]) -> dict[Term, str]:
        """A predicate's name from the property entity whose direct claim it is (Wikidata's wdt:P57
        is 'director', the label of wd:P57)."""
        if not terms:
            return {}
        owners = self._claim_owners(terms)
        statements = self._claim_owners([t for t in terms if t not in owners], ("claim",))
        names = self.labels(list({*owners.values(), *statements.values()})) if owners or statements else {}
        out = {p: names[e] for p, e in owners.items() if e in names and e not in terms}
        # p:P57 leads to statements about a director: 'director statement', no director
        out.update({p: f"{names[e]} statement" for p, e in statements.items() if e in names and e not in terms})
        return out

    def _claim_owners(self, predicates: list[NamedNode],
                      kinds: tuple[str, ...] = ("directClaim", "qualifier")) -> dict[Term, NamedNode]:
        """Each predicate's property entity, the one whose direct claim or qualifier it is (wd:P57
        of wdt:P57; wd:P580 'start time' of the qualifier pq:P580), or whose link of the `kinds`
        given it is (`claim`: p:P57, to a statement). A statement's value (ps:P57) keeps its own
        name: read backwards it reaches statements, no directed films."""
        if not predicates:
            return {}
        values = " ".join(f"<{p.value}>" for p in predicates)
        links = " ".join(f"<{WIKIBASE}{link}>" for link in kinds)
        rows = self.graph.select(f"SELECT ?p ?e WHERE {{ VALUES ?p {{ {values} }} VALUES ?link {{ {links} }} "
                                 f"?e ?link ?p }}")
        return {r["p"]: r["e"] for r in rows if isinstance(r.get("e"), NamedNode)}

    def _rank(self, literal: Literal) -> int:
        """0: the preferred language, 1: untagged (or no preference), 2: another language."""
        lang = literal.language
        if not lang or self.policy.lang is None:
            return 1 if self.policy.lang is not None else 0
        return 0 if lang.lower().split("-")[0] == self.policy.lang.lower() else 2

    def _class_names(self, terms: list[NamedNode], rules: dict[str, tuple[tuple[str, ...], ...]]) -> dict[Term, str]:
        """Names of the terms by their class's rules (`_class_rules`): the first rule that names each."""
        by_rules: dict[tuple[tuple[str, ...], ...], list[NamedNode]] = {}
        typed = self.graph.types(terms)
        for term in terms:
            types = typed.get(term)
            found = next((rules[t.value] for t in types if t.value in rules), None) if types else rules.get(UNTYPED)
            if found:
                by_rules.setdefault(found, []).append(term)
        out: dict[Term, str] = {}
        for found, members in by_rules.items():
            for rule in found:
                pending = [m for m in members if m not in out]
                parts = [self._follow(pending, p) for p in rule] if pending else []
                for term in pending:
                    values = [min(part[term], key=self._rank).value for part in parts if part.get(term)]
                    if len(values) == len(rule):
                        out[term] = " ".join(values)
        return out

    def _follow(self, terms: list[NamedNode], path: str) -> dict[Term, list[Term]]:
        """What each term reaches by a predicate, or by a chain of them through blank nodes."""
        if " " not in path:
            return self.graph.neighbours(terms, Step(NamedNode(path)))
        values = " ".join(f"<{t.value}>" for t in terms if isinstance(t, NamedNode))
        if not values:
            return {}
        out: dict[Term, list[Term]] = {}
        for row in self.graph.select(f"SELECT ?e ?o WHERE {{ VALUES ?e {{ {values} }} ?e {path_text(path)} ?o }}"):
            out.setdefault(row["e"], []).append(row["o"])
        return out

    # ---- every entity name (the linking index) ----------------------------------------------
    def entity_names(self) -> list[tuple[str, str]]:
        """(iri, name) for every name and alias of every entity (IRIs that are not classes,
        properties or ontologies), sorted; an entity with no name gets its IRI name. Names in
        every language are found (people type 'Die Zauberflöte' as well as 'The Magic Flute', and
        some entities are named in one other language only); the preferred one is displayed.
        Read from `entity-names.json.gz` when it matches the data."""
        data = self._read(ENTITY_NAMES_FILE)
        if data is not None:
            return [(iri, name) for iri, name in data["rows"]]
        rows = self._collect_entity_names()
        self._write(ENTITY_NAMES_FILE, {"rows": rows})
        return rows

    def _collect_entity_names(self) -> list[tuple[str, str]]:
        schema_terms = self._schema_terms() | self.label_nodes()
        rows: set[tuple[str, str]] = set()
        named: set[str] = set()
        for predicate in self._used(self.policy.predicates + self.policy.aliases):
            for iri, literal in self._values(predicate):
                if iri not in schema_terms:
                    rows.add((iri, literal.value))
                    named.add(iri)
        for cls, rules in self._class_rules().items():
            for rule in rules:
                for iri, name in self._class_values(cls, rule):
                    if (iri not in named or self.classes[cls].placeholders) and iri not in schema_terms:
                        rows.add((iri, name))
        for cls, naming in self.classes.items():
            for predicate in (*naming.aliases, *naming.keys):  # every alias, not one per entity ('snow veilbird'@en)
                rows.update((iri, name) for iri, name in self._class_values(cls, (predicate,), every=True)
                            if iri not in schema_terms)
        for cls, naming in self.classes.items():  # named by IRI beside an id alias or a key ('Café Kaiju', 'LX-005211')
            if naming.source == "iri" and (naming.aliases or naming.keys):
                rows.update((iri, iri_name(iri)) for iri in member_iris(self.graph, cls) if iri not in schema_terms)
        named.update(iri for iri, _ in rows)
        rows.update(_code_aliases(named))
        if self.policy.from_iri:
            rows.update((iri, member_name(iri) or iri_name(iri)) for iri in self._entity_iris()
                        if iri not in named and iri not in schema_terms)
        return sorted(rows)

    def _values(self, predicate: str) -> Iterable[tuple[str, Literal]]:
        query = f"SELECT ?e ?o WHERE {{ ?e {path_text(predicate)} ?o FILTER(isIRI(?e) && isLiteral(?o)) }}"
        for row in self.graph.select_paged(query):
            yield row["e"].value, row["o"]

    def _class_values(self, cls: str, rule: tuple[str, ...], every: bool = False) -> Iterable[tuple[str, str]]:
        """(entity, name) of the class's instances under a naming rule: the first per entity, or
        `every` one."""
        patterns = " ".join(f"?e {path_text(p)} ?o{i} ." for i, p in enumerate(rule))
        rows = self.graph.select_paged(f"SELECT ?e {' '.join(f'?o{i}' for i in range(len(rule)))} WHERE {{ "
                                       f"{members_pattern(self.graph, cls)} {patterns} FILTER(isIRI(?e)) }}")
        seen: set[str] = set()
        for row in rows:
            if every or row["e"].value not in seen:
                seen.add(row["e"].value)
                yield row["e"].value, " ".join(row[f"o{i}"].value for i in range(len(rule)))

    def _entity_iris(self) -> set[str]:
        subjects = self.graph.select_paged("SELECT DISTINCT ?e WHERE { ?e ?p ?o FILTER(isIRI(?e)) }")
        types = ", ".join(f"<{p.value}>" for p in self.graph.type_predicates())
        objects = self.graph.select_paged(f"SELECT DISTINCT ?e WHERE {{ ?s ?p ?e FILTER(isIRI(?e) && ?p NOT IN ({types})) }}")
        return {r["e"].value for rows in (subjects, objects) for r in rows if not r["e"].value.startswith(KGQA_GRAPHS)}

    def _schema_terms(self) -> set[str]:
        types = ", ".join(f"<{t}>" for t in SCHEMA_TYPES)
        queries = ("SELECT DISTINCT ?t WHERE { ?s ?t ?o }", f"SELECT DISTINCT ?t WHERE {{ ?s {type_path(self.graph)} ?t }}",
                   f"SELECT DISTINCT ?t WHERE {{ ?t <{RDF}type> ?c FILTER(?c IN ({types})) }}",
                   f"SELECT DISTINCT ?t WHERE {{ ?t <{WIKIBASE}directClaim> ?p }}")  # property entities
        return {r["t"].value for q in queries for r in self.graph.select(q) if isinstance(r.get("t"), NamedNode)}

    def describe(self) -> dict[str, str]:
        """Class IRI -> how its instances are named, for `info` (`UNTYPED`: entities with no type)."""
        return {c: n.describe() for c, n in sorted(self.classes.items())}


# ---- discovery ---------------------------------------------------------------------------------
def iri_kind(iri: str) -> str | None:
    """The word of the path segment before an IRI's last one ('…/module/CS-2041' -> 'module'), if a word."""
    segments = iri.partition("?")[0].split("/")
    if "#" in iri or len(segments) < 5 or not segments[-1]:  # scheme, '', host, kind, own part
        return None
    kind = segments[-2]
    return identifier_words(kind) if re.fullmatch(r"[A-Za-z][A-Za-z_-]{2,}", kind) else None


def name_head(name: str) -> str | None:
    """The head word of a proper English name: the word before its first 'of' ("Weavers' Guild of
    Ghent"), else its last ("Brighton Bandstand"); lower case; None for a name of one word, a head
    that is no word of letters, or one not capitalised: "definitive stamp" names a kind of stamp,
    no stamp."""
    words = re.findall(r"[\w'’-]+", name)
    if len(words) < 2:
        return None
    lower = [w.lower() for w in words]
    head = words[lower.index("of") - 1] if "of" in lower[1:] else words[-1]
    return head.lower() if re.fullmatch(r"[A-Z][a-z]{2,}", head) else None


def _code_aliases(iris: Iterable[str]) -> list[tuple[str, str]]:
    """(iri, code) for each IRI ending in a code no other of them ends in (`words.iri_code`): how
    people also call a named thing ('EP4012233A1', a patent titled otherwise); an alias, never its
    display name. A code two IRIs end in (a citation record `…/citation/EP4101178B1/US11432019B1`
    beside the patent) identifies neither."""
    codes = {iri: code for iri in iris if (code := iri_code(iri))}
    counts = Counter(codes.values())
    return [(iri, code) for iri, code in codes.items() if counts[code] == 1]


def discover_class_naming(graph: GraphBackend, policy: NamingPolicy) -> dict[str, ClassNaming]:
    """How each class's instances are named: configured rules, else the policy's name predicates
    when they cover most instances, else the best name-like datatype property, else IRIs."""
    sizes = {r["c"].value: int(r["n"].value) for r in graph.select(
        f"SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {type_path(graph)} ?c FILTER(isIRI(?c)) }} GROUP BY ?c")
        if "c" in r}
    sizes = {c: n for c, n in sizes.items() if not c.startswith(KGQA_GRAPHS) and c not in SCHEMA_TYPES}
    untyped = _untyped_count(graph)
    if untyped:
        sizes[UNTYPED] = untyped
    named = _named_share(graph, policy, sizes)
    placeholders = _placeholder_classes(graph, policy, named) if policy.discover else set()
    unnamed = [c for c, n in sizes.items() if c not in policy.classes
               and (named.get(c, 0) < MIN_COVERAGE * n or c in placeholders)]
    stats = _string_properties(graph, UNTYPED in unnamed) if policy.discover else {}
    typed_unnamed = [c for c in unnamed if c != UNTYPED]
    chains = _chain_properties(graph, typed_unnamed) if policy.discover and typed_unnamed else {}
    spread = _spread(graph, {p for found in stats.values() for p in found}) if stats else {}
    out: dict[str, ClassNaming] = {}
    used: Counter[str] = Counter()  # instances each property already names: a KG names alike things alike
    for cls, size in sorted(sizes.items(), key=lambda item: (-item[1], item[0])):
        if cls in policy.classes:
            out[cls] = ClassNaming(cls, "configured", size, tuple(policy.classes[cls]))
        elif named.get(cls, 0) >= MIN_COVERAGE * size and cls not in placeholders:
            out[cls] = ClassNaming(cls, "names", size, coverage=round(named[cls] / size, 3))
        else:
            found_in = {**stats.get(cls, {}), **chains.get(cls, {})}
            if cls in placeholders:  # a column names the rows D2RQ labels "velodrome #6", even "1 km time trial"
                found_in = {p: replace(v, numeric=0) if _nameish(p) < 2 else v for p, v in found_in.items()
                            if p not in policy.predicates}
                found = _best_property(cls, size, found_in, spread, used)
                if found is None:
                    out[cls] = ClassNaming(cls, "names", size, coverage=round(named[cls] / size, 3))
                    continue
                found = replace(found, placeholders=True)
            else:
                found = _best_property(cls, size, found_in, spread, used) or ClassNaming(cls, "iri", size)
            aliases = _repeated_names(size, found_in, found.predicates)
            if found.source == "property" and _nameish(found.predicates[0]) == 2 and _worded_iris(graph, cls):
                # an id column ('ludexId' "LX-005211") where the IRIs say 'Café Kaiju': the IRI names, the id an
                # alias; a column that repeats values ('material' "brass") names none of them, nor one of
                # several words ('light_character' "Fl(2) W 15s"): a description, which a question asks for
                unique = found.uniqueness >= 1.0 and found_in[found.predicates[0]].words < 1.5
                found, aliases = ClassNaming(cls, "iri", size), (*aliases, *(found.predicates if unique else ()))
            if cls == UNTYPED and found.source == "property":  # rows of several tables, each its own name column
                found = replace(found, alternatives=_same_column(found.predicates[0], found_in))
            used.update({p: size for p in found.predicates})
            keys = _keys(size, found_in, spread, (*found.predicates, *aliases))
            out[cls] = replace(found, aliases=aliases, keys=keys)
    return dict(sorted(out.items()))


#: A label that only numbers a thing of its kind: "velodrome #6", "track_record #3" (not "Model 3": a name).
_PLACEHOLDER = re.compile(r"^\s*([^\W\d][\w .-]*?)\s*#\s*\d+\s*$")


def _placeholder_classes(graph: GraphBackend, policy: NamingPolicy, named: Mapping[str, int]) -> set[str]:
    """The classes whose members the name predicates label only as the class's name and a number
    (KIND_SHARE of them and of up to KIND_SAMPLE labels read): D2RQ's generated mapping labels
    every row "<table> #<key>", and the names are in a column. One query finds the numbered labels."""
    values = " ".join(f"<{p}>" for p in policy.predicates if " " not in p)
    if not named or not values:
        return set()
    numbered_label = 'REGEX(STR(?l), "#\\\\s*[0-9]+\\\\s*$")'
    rows = graph.select(f"SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {type_path(graph)} ?c . "
                        f"VALUES ?p {{ {values} }} ?s ?p ?l FILTER(isLiteral(?l) && {numbered_label}) }} GROUP BY ?c")
    numbered = [r["c"].value for r in rows
                if "c" in r and int(r["n"].value) >= KIND_SHARE * named.get(r["c"].value, 0) > 0]
    out = set()
    for cls in numbered:
        labels = graph.select(f"SELECT ?l WHERE {{ ?s {type_path(graph)} <{cls}> . VALUES ?p {{ {values} }} ?s ?p ?l "
                              f"FILTER(isLiteral(?l)) }} LIMIT {KIND_SAMPLE}")
        kind = _squeezed(iri_name(cls))
        said = [m.group(1) for r in labels if (m := _PLACEHOLDER.match(r["l"].value))]
        if said and len(said) >= KIND_SHARE * len(labels) and all(_squeezed(w) == kind for w in said):
            out.add(cls)
    return out


def _squeezed(name: str) -> str:
    """A name's letters and digits only, lower case: 'track_record', 'Track Record' and 'TrackRecord' alike."""
    return re.sub(r"[\W_]+", "", name).lower()


def _worded_iris(graph: GraphBackend, cls: str) -> bool:
    """Whether the members of a class have IRIs that read as names ('…/game/Caf%C3%A9%20Kaiju',
    '…/artefact/Carronade_No._3'), no ids ('…/company/c-2291'), for at least KIND_SHARE of up to
    KIND_SAMPLE of them."""
    iris = member_iris(graph, cls, KIND_SAMPLE)
    names = [iri_name(i) for i in iris if not opaque_iri(i)]
    worded = [n for n in names if _worded(n)]
    return bool(iris) and len(worded) >= KIND_SHARE * len(iris)


def _worded(name: str) -> bool:
    """Whether an IRI's name reads as words, perhaps numbered ('Carronade No. 3') or told apart by
    a year ('Mary Rose (1841)'), not as a code ('LX-005211', 'c-2291') or a numbered id ('vCar0', 'emp17')."""
    if not re.search(r"[^\W\d_]{3}", name):
        return False
    name = re.sub(r"\s*\([^()]*\)$", "", name) or name  # DBpedia's 'Mary Rose (1841)': one of two Mary Roses
    digits = len(re.findall(r"\d", name))
    if not digits:
        return True
    words = re.findall(r"[^\W\d_]{2,}", identifier_words(name))
    return len(words) >= 2 and len(re.findall(r"[^\W\d_]", name)) > 2 * digits


def _untyped_count(graph: GraphBackend) -> int:
    """How many IRI subjects have no type (0 in a KG typing all it describes)."""
    rows = graph.select(f"SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE {{ {members_pattern(graph, UNTYPED)} }}")
    return int(rows[0]["n"].value) if rows and "n" in rows[0] else 0


def members_pattern(graph: GraphBackend, cls: str) -> str:
    """The SPARQL pattern binding ?e to the members of a class, or to every IRI subject with no
    type for `UNTYPED`."""
    if cls == UNTYPED:
        return (f"{{ SELECT DISTINCT ?e WHERE {{ ?e ?kgqa_p ?kgqa_o FILTER(isIRI(?e)) "
                f"FILTER NOT EXISTS {{ ?e {type_path(graph)} ?kgqa_t }} }} }}")
    return f"?e {type_path(graph)} <{cls}> ."


def lowest_superclass(graph: GraphBackend, classes: Sequence[str]) -> str | None:
    """The deepest class every one of `classes` is (a subclass of); None when only a vocabulary's
    top class (owl:Thing, rdfs:Resource) is. Paths start at bound classes (Virtuoso needs that)."""
    common = set.intersection(*_superclasses(graph, classes).values()) if classes else set()
    common = {c for c in common if not c.startswith((OWL, RDFS, RDF))}
    if not common:
        return None
    depth = {c: len(above) for c, above in _superclasses(graph, sorted(common)).items()}
    return max(sorted(common), key=lambda c: depth.get(c, 0))


def _superclasses(graph: GraphBackend, classes: Sequence[str], depth: int = 8) -> dict[str, set[str]]:
    """Each class with every class it is (a subclass of), itself included, up to `depth` steps:
    one query per step, no transitive path (Virtuoso wants a path's start given)."""
    parents: dict[str, set[str]] = {}
    frontier = set(classes)
    for _ in range(depth):
        asked = sorted(frontier - parents.keys())
        if not asked:
            break
        listed = " ".join(f"<{c}>" for c in asked)
        rows = graph.select(f"SELECT ?c ?s WHERE {{ VALUES ?c {{ {listed} }} ?c {subclass_path(graph)} ?s "
                            f"FILTER(isIRI(?s)) }}")
        for c in asked:
            parents[c] = set()
        for r in rows:
            if "c" in r and "s" in r:
                parents[r["c"].value].add(r["s"].value)
        frontier = {p for c in asked for p in parents[c]}
    out = {}
    for c in classes:
        seen, todo = {c}, [c]
        while todo:
            for p in parents.get(todo.pop(), ()):
                if p not in seen:
                    seen.add(p)
                    todo.append(p)
        out[c] = seen
    return out


def member_iris(graph: GraphBackend, cls: str, limit: int | None = None) -> list[str]:
    """The IRIs of a class's members (`members_pattern`), all of them or the first `limit`."""
    query = f"SELECT ?e WHERE {{ {members_pattern(graph, cls)} FILTER(isIRI(?e)) }}"
    rows = graph.select(f"{query} LIMIT {limit}") if limit else graph.select_paged(query)
    return [row["e"].value for row in rows if "e" in row]


def unused_chains(graph: GraphBackend, predicates: Iterable[str]) -> frozenset[str]:
    """The name chains among `predicates` (IRIs with a space between) whose first predicate the
    KG does not use (one query)."""
    chains = {p for p in predicates if " " in p}
    used = used_predicates(graph, {p.split()[0] for p in chains})
    return frozenset(p for p in chains if p.split()[0] not in used)


def _named_share(graph: GraphBackend, policy: NamingPolicy, sizes: dict[str, int]) -> dict[str, int]:
    """Class -> instances carrying one of the policy's name predicates."""
    if not sizes or not policy.predicates:
        return {}
    values = " ".join(f"<{p}>" for p in policy.predicates if " " not in p)
    unused = unused_chains(graph, policy.predicates)
    chains = [p for p in policy.predicates if " " in p and p not in unused]
    named = " UNION ".join([f"{{ VALUES ?p {{ {values} }} ?s ?p ?l }}"] + [f"{{ ?s {path_text(p)} ?l }}" for p in chains])
    rows = graph.select(f"SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {type_path(graph)} ?c . {named} }} GROUP BY ?c")
    out = {r["c"].value: int(r["n"].value) for r in rows if "c" in r}
    if UNTYPED in sizes:
        rows = graph.select(f"SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE {{ {members_pattern(graph, UNTYPED)} "
                            f"{named.replace('?s ', '?e ')} }}")
        out[UNTYPED] = int(rows[0]["n"].value) if rows and "n" in rows[0] else 0
    return out


@dataclass
class _PropertyStats:
    subjects: int
    values: int
    mean_length: float
    numeric: int
    tagged: int = 0  # values with a language tag
    words: float = 1.0  # words per value, on average
    coded: int = 0  # values holding both digits and letters ('B-47233', 'NDC-CV-2022-0114')
    capitalised: int = 0  # values starting with a capital letter ('Pemberton v. Lowe', not 'white with grey veins')


def _string_properties(graph: GraphBackend, untyped: bool = False) -> dict[str, dict[str, _PropertyStats]]:
    """Class -> string-valued property -> how many instances have it, distinct values, mean
    length and how many values start with a number (a number or a quantity with its unit:
    '520 kcal', '4 servings', never a name); the subjects with no type too when `untyped`."""
    out = _stats(graph.select(f"SELECT ?c ?p {_STATS} WHERE {{ ?e {type_path(graph)} ?c ; ?p ?o FILTER({_STRINGS}) }} "
                              "GROUP BY ?c ?p"))
    if untyped:
        rows = graph.select(f"SELECT ?p {_STATS} WHERE {{ {members_pattern(graph, UNTYPED)} ?e ?p ?o "
                            f"FILTER({_STRINGS}) }} GROUP BY ?p")
        out.update(_stats([{**r, "c": NamedNode(UNTYPED)} for r in rows]))
    return out


#: What `_PropertyStats` counts of the values ?o of the subjects ?e, as SPARQL aggregates.
_STATS = """(COUNT(DISTINCT ?e) AS ?n) (COUNT(DISTINCT ?o) AS ?v) (AVG(STRLEN(STR(?o))) AS ?len)
    (SUM(IF(REGEX(STR(?o), "^[-+]?[0-9]"), 1, 0)) AS ?num) (SUM(IF(LANG(?o) != "", 1, 0)) AS ?tagged)
    (AVG(STRLEN(STR(?o)) - STRLEN(REPLACE(STR(?o), " ", "")) + 1) AS ?words)
    (SUM(IF(REGEX(STR(?o), "[0-9]") && REGEX(STR(?o), "[A-Za-z]"), 1, 0)) AS ?coded)
    (SUM(IF(REGEX(STR(?o), "^\\\\p{Lu}"), 1, 0)) AS ?capitalised)"""


def _stats(rows: list[dict], key=lambda r: r["p"].value) -> dict[str, dict[str, _PropertyStats]]:
    """Class -> property (`key` of a row) -> its `_STATS` row."""
    out: dict[str, dict[str, _PropertyStats]] = {}
    for r in rows:
        try:
            found = key(r)
        except KeyError:  # a row of nothing (an aggregate over no solutions)
            continue
        if "c" not in r:
            continue
        out.setdefault(r["c"].value, {})[found] = _PropertyStats(
            int(r["n"].value), int(r["v"].value), float(r["len"].value), int(r["num"].value),
            int(r["tagged"].value) if "tagged" in r else 0, float(r["words"].value) if "words" in r else 1.0,
            int(r["coded"].value) if "coded" in r else 0, int(r["capitalised"].value) if "capitalised" in r else 0)
    return out


def _chain_properties(graph: GraphBackend, classes: list[str]) -> dict[str, dict[str, _PropertyStats]]:
    """As `_string_properties`, for the strings the classes' instances reach through one or two
    blank nodes (names held by structure nodes), or through a node of their own below their IRI,
    keyed by the chain (`path_text`)."""
    values = " ".join(f"<{c}>" for c in classes)
    out: dict[str, dict[str, _PropertyStats]] = {}
    for depth in (2, 3):
        nodes = ["?e", *(f"?b{i}" for i in range(1, depth)), "?o"]
        steps = " ".join(f"{a} ?p{i + 1} {b} ." for i, (a, b) in enumerate(zip(nodes, nodes[1:])))
        blanks = " && ".join(f"isBlank(?b{i})" for i in range(1, depth))
        chain = " ".join(f"?p{i + 1}" for i in range(depth))
        rows = graph.select(f"SELECT ?c {chain} {_STATS} WHERE {{ VALUES ?c {{ {values} }} ?e {type_path(graph)} ?c . "
                            f"{steps} FILTER(isIRI(?e) && {blanks} && {_STRINGS}) }} GROUP BY ?c {chain}")
        for cls, found in _stats(rows, lambda r: " ".join(r[f"p{i + 1}"].value for i in range(depth))).items():
            out.setdefault(cls, {}).update(found)
    # through a node hung below the instance's own IRI (CIDOC-CRM's `…/object/OR-0011/title`, an
    # E35 Title holding "Le Pangolin"): found by its first link alone, then read as a chain
    below = f"FILTER(isIRI(?b1) && STRSTARTS(STR(?b1), CONCAT(STR(?e), \"/\")))"
    first = graph.select(f"SELECT DISTINCT ?p1 WHERE {{ VALUES ?c {{ {values} }} ?e {type_path(graph)} ?c . "
                         f"?e ?p1 ?b1 {below} }}")
    links = " ".join(f"<{r['p1'].value}>" for r in first if "p1" in r)
    if links:
        rows = graph.select(f"SELECT ?c ?p1 ?p2 {_STATS} WHERE {{ VALUES ?c {{ {values} }} VALUES ?p1 {{ {links} }} "
                            f"?e {type_path(graph)} ?c . ?e ?p1 ?b1 . ?b1 ?p2 ?o {below} FILTER({_STRINGS}) }} "
                            "GROUP BY ?c ?p1 ?p2")
        for cls, found in _stats(rows, lambda r: f"{r['p1'].value} {r['p2'].value}").items():
            out.setdefault(cls, {}).update(found)
    return out


def path_text(path: str) -> str:
    """A naming predicate, or a chain of them (IRIs with spaces between), as a SPARQL path."""
    return "/".join(f"<{p}>" for p in path.split())


def _best_property(cls: str, size: int, stats: dict[str, _PropertyStats], spread: Mapping[str, float],
                   used: Mapping[str, int]) -> ClassNaming | None:
    """The name-like property of a class: a given + family pair when both cover it, else the
    string property that covers it and is mostly unique, short and not numeric; a property
    whose own name says name/title/label first, then the most distinctive, then one naming more
    of the KG's other things (`used`), then one of several words or codes (`_one_word`), then the
    shortest. A property not called a name must be distinctive over everything holding it too
    (`spread`): two cars of different makes make no name of the make."""
    pair = _name_pair(size, stats)
    if pair:
        return ClassNaming(cls, "property", size, pair, coverage=round(stats[pair[0]].subjects / size, 3),
                           uniqueness=1.0)
    candidates, partial = [], []
    for predicate, s in stats.items():
        coverage, uniqueness = s.subjects / size, s.values / max(1, s.subjects)
        nameish = _nameish(predicate)
        if nameish == 2:
            uniqueness = min(uniqueness, spread.get(predicate, 1.0))
        # a property called a name names those it covers, the others keep their IRI names: the things
        # with no type are often of several kinds (CSV rows of two tables), and a class may name by
        # IRI all but the members whose IRI is an id ('…/grid#Plant_0042' plantName "Harrowgate Peaker")
        covers = coverage >= MIN_COVERAGE or (cls == UNTYPED and nameish < 2)
        if not covers and nameish < 2:
            partial.append(predicate)
        if (covers and uniqueness >= (MIN_UNIQUENESS if nameish < 2 else MIN_UNIQUENESS_OTHER)
                and (nameish < 2 or " " not in predicate or s.subjects >= MIN_DISTINCT_OTHER)
                and _short_text(s)):
            # several values per instance (names in several languages) make a name no more distinctive
            candidates.append((nameish, _lesser(predicate), -round(coverage * min(uniqueness, 1.0), 2),
                               -used.get(predicate, 0), _one_word(s), predicate.count(" "), s.mean_length, predicate,
                               coverage, uniqueness))
    if not candidates:
        return _partial_name(cls, size, {p: stats[p] for p in partial})
    *_, predicate, coverage, uniqueness = min(candidates)
    return ClassNaming(cls, "property", size, (predicate,), round(coverage, 3), round(uniqueness, 3))


def _same_column(chosen: str, stats: dict[str, _PropertyStats]) -> tuple[str, ...]:
    """The other properties of the same local name as a chosen name property and called a name too,
    short text: one name column of each table in a CSV export ('…/owners.csv#label_txt')."""
    name = local_name(chosen)
    return tuple(sorted(p for p, s in stats.items() if p != chosen and " " not in p and local_name(p) == name
                        and _nameish(p) < 2 and _short_text(s)))


def _partial_name(cls: str, size: int, stats: dict[str, _PropertyStats]) -> ClassNaming | None:
    """Of a class no property covers, the one property called a name that names the members
    holding it, each its own ('plantName' on the one plant whose IRI is an id); None when there
    are several or it repeats its values."""
    usable = [p for p, s in stats.items() if " " not in p and s.values >= s.subjects and _short_text(s)]
    if len(usable) != 1:
        return None
    s = stats[usable[0]]
    return ClassNaming(cls, "property", size, (usable[0],), round(s.subjects / size, 3), 1.0)


def _spread(graph: GraphBackend, predicates: set[str]) -> dict[str, float]:
    """Per string property, its share of distinct values over every IRI holding it, of any class."""
    values = " ".join(f"<{p}>" for p in sorted(predicates) if " " not in p)
    rows = graph.select(f"SELECT ?p (COUNT(DISTINCT ?e) AS ?n) (COUNT(DISTINCT ?o) AS ?v) WHERE {{ "
                        f"VALUES ?p {{ {values} }} ?e ?p ?o FILTER(isIRI(?e) && {_STRINGS}) }} GROUP BY ?p") if values else []
    return {r["p"].value: int(r["v"].value) / max(1, int(r["n"].value)) for r in rows if "p" in r and "n" in r}


def _keys(size: int, stats: dict[str, _PropertyStats], spread: Mapping[str, float],
          taken: tuple[str, ...]) -> tuple[str, ...]:
    """The class's other properties whose short values tell instances apart, in the class and in
    the KG (`ClassNaming.keys`): a case's caption beside its docket number, a bar number; a value
    may name two (two cases both 'Pemberton v. Lowe'), links finding both, but the street of an
    address names too many in the KG. Their values are codes or have two words or more, most of
    them capitalised as names are: one or two ('Ford', 'not guilty') are a category that a few
    instances only happen not to share, and lower-case words a description ('pale pink with grey veins')."""
    return tuple(sorted(p for p, s in stats.items() if p not in taken and " " not in p and _nameish(p) == 2
                        and s.subjects >= MIN_COVERAGE * size and s.values >= MIN_UNIQUENESS * s.subjects
                        and spread.get(p, 0.0) >= MIN_UNIQUENESS_OTHER
                        and _short_text(s, MAX_KEY_LENGTH)
                        and ((s.words >= 2 and s.capitalised >= MIN_UNIQUENESS * s.values)
                             or s.coded >= MIN_COVERAGE * s.values)))


def _short_text(s: _PropertyStats, longest: int = MAX_MEAN_LENGTH) -> bool:
    """Whether a property's values are text, `longest` characters or fewer on average, mostly
    not numbers: what a name or key looks like."""
    return 1 <= s.mean_length <= longest and s.numeric < 0.5 * s.values


def _one_word(s: _PropertyStats) -> bool:
    """Whether a property's values are mostly one plain word ('Ford', 'guilty', 'Leeds'): a
    category that a few instances only happen not to share, where several words ('State v.
    Vickers') or codes ('B-47233') tell instances apart."""
    return s.words < 1.5 and s.coded < MIN_COVERAGE * s.values


def _lesser(predicate: str) -> bool:
    """Whether a property is called a lesser name ('short name', 'alternate name', 'name code')."""
    return bool(set(_words(predicate).split()) & LESSER_NAME_WORDS)


def _nameish(predicate: str) -> int:
    """0: called name / title / label, 1: a kind of name ('song_name', 'airportname'), 2: not a name."""
    words = _words(predicate).split()
    if words[-1:] in (["name"], ["title"], ["label"]) and len(words) == 1:
        return 0
    return 1 if any(w in NAME_WORDS or (len(w) > 5 and w.endswith(tuple(NAME_WORDS))) for w in words) else 2


def _repeated_names(size: int, stats: dict[str, _PropertyStats], chosen: tuple[str, ...]) -> tuple[str, ...]:
    """Aliases among the properties called a name that cover the class: one that repeats its
    values too often to name one instance (`MIN_UNIQUENESS`), a category people still call things
    by; and one that names them in several languages beside the chosen name (Darwin Core's
    `vernacularName` "snow veilbird"@en beside `scientificName`), the names people use; and a
    lesser name (`_lesser`: a substation's short name "MHV")."""
    return tuple(sorted(p for p, s in stats.items() if p not in chosen and _nameish(p) < 2
                        and s.subjects >= MIN_COVERAGE * size
                        and (s.values < MIN_UNIQUENESS * s.subjects or s.tagged > 0.5 * s.values or _lesser(p))
                        and _short_text(s)))


def _words(predicate: str) -> str:
    return " ".join(identifier_words(iri_name(p)).lower() for p in predicate.split())


def _name_part(predicate: str, names: frozenset[str]) -> bool:
    """Whether a property (or chain) is the part of a name `names` calls it: by its own name, or a
    chain through something called a name whose words say which part ('name / family / value')."""
    words = _words(predicate)
    if words in names:
        return True
    said = set(words.split())
    return " " in predicate and "name" in said and bool(said & {w for n in names for w in n.split()} - {"name"})


def _name_pair(size: int, stats: dict[str, _PropertyStats]) -> tuple[str, str] | None:
    """(given, family) name properties that both cover the class: foaf / schema.org's pairs, or
    properties called so in any vocabulary (`GIVEN_NAMES`, `FAMILY_NAMES`)."""
    covering = {p for p, s in stats.items() if s.subjects >= MIN_COVERAGE * size}
    for given, family in NAME_PAIRS:
        if given in covering and family in covering:
            return given, family
    given = sorted(p for p in covering if _name_part(p, GIVEN_NAMES))
    family = sorted(p for p in covering if _name_part(p, FAMILY_NAMES))
    return (given[0], family[0]) if len(given) == 1 and len(family) == 1 else None
