"""Places in an ordered list: 'what is the *second* stop of X', 'where does X *end*', 'which stop
comes *after* Y on X'.

An RDF collection (`rdf:first` / `rdf:rest`) keeps its members in order: a coach route's stops, a
paper's authors, a recipe's steps; so does an RDF container (an `rdf:Seq`: `rdf:_1`, `rdf:_2`, ...).
The search reads a list-valued predicate as a link to every member (`graph.counterparts`), which
answers 'which stops' but not which one comes where. Here a question that says a place (an ordinal,
'last', a verb of starting or ending, 'after' or 'before' another member) is answered from the list
itself, read once in order; what it asks of that member ('where did the last stage of X finish') is
asked of it (`asked_of_the_member`).
"""

from __future__ import annotations

import re

from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.graph.counterparts import ITEM_LIST_ELEMENTS, RDF_FIRST, RDF_NIL, RDF_REST
from kgqa_sparql.query.result import Answer, Result
from kgqa_sparql.search.answer_type import singular_forms
from kgqa_sparql.text.english import share_a_stem
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.vocab import RDF

_ORDINALS = {w: i for i, w in enumerate("first second third fourth fifth sixth seventh eighth ninth tenth".split())}
_LAST = frozenset({"last", "final"})
#: 'where does X start / end', 'where does X begin its journey': the first or the last member.
_STARTS = re.compile(r"\bwhere\s+(?:does|did|do)\s+(?:the\s+)?X\s+(start|begin|set\s+off|depart|leave\s+from)\b", re.I)
_ENDS = re.compile(r"\bwhere\s+(?:does|did|do)\s+(?:the\s+)?X\s+(end|finish|terminate|arrive|stop)\b", re.I)
#: 'which stop comes after X on Y', 'what is the stop before X on Y'.
_NEXT_TO = re.compile(r"\b(after|before|following|preceding)\s+(?:the\s+)?X\b", re.I)
#: Members read, at most, of one list.
MAX_MEMBERS = 1000


def list_position(kg, text: str, mentions: list[tuple[str, list[Term]]]) -> Result | None:
    """The member of a topic's list at the place the question says (`text`, the topics masked as
    X in the order of `mentions`), or no answer (and why) past the list's end; None for a question
    that says no place, or a KG without lists."""
    listed = kg.counterparts.listed
    if not listed or not mentions:
        return None
    words = re.findall(r"[a-z]+", text.lower())
    beside = _NEXT_TO.search(text)
    if beside and len(mentions) == 2:
        return _beside(kg, listed, words, mentions, beside.group(1).lower() in ("after", "following"))
    if len(mentions) != 1:
        return None
    counted = None  # 'where does X end' may read its one list; 'the second *stop*' must name it
    if _STARTS.search(text):
        place = 0
    elif _ENDS.search(text):
        place = -1
    else:
        said = next((i for i, w in enumerate(words) if w in _ORDINALS or w in _LAST), None)
        if said is None or said + 1 >= len(words):
            return None
        place = -1 if words[said] in _LAST else _ORDINALS[words[said]]
        counted = words[said + 1:said + 2]  # the noun the ordinal counts: 'second *stop*'
    for topic in mentions[0][1]:
        found = _list_of(kg, listed, topic, counted or words, counted is not None)
        if found is None and counted is not None:  # 'third in the *general classification* of X'
            found = _list_of(kg, listed, topic, words, True, whole=True)
        if found is not None:
            predicate, members = found
            if -len(members) <= place < len(members):
                return _answer(kg, members[place], predicate, place)
            return Result(info={"method": "list position", "relation": predicate.value,
                                "reason": f"the list has {len(members)} members, none in place {place + 1}"})
    return None


#: 'the *last stage of* X', 'the second stop on X': an ordinal's phrase around the list's owner.
_PLACE_OF = re.compile(r"\b(?:the\s+)?(" + "|".join([*_ORDINALS, *_LAST])
                       + r")\s+([a-z]+)\s+(?:of|on|in)\s+(?:the\s+)?X\b", re.IGNORECASE)
_DO = re.compile(r"\b(?:do|does|did)\b", re.IGNORECASE)
#: Words that ask for nothing beyond the member itself ('what was the last stage of X').
_BARE = frozenset("what which who whom was is were are the one name called x".split())


def asked_of_the_member(text: str) -> str | None:
    """The question asked of the member at a place of a list, the place's phrase standing as X
    ('where did *the last stage of X* finish' -> 'where did X finish'); None when the member itself
    is asked ('what was the last stage of X') or the question names no such phrase."""
    found = _PLACE_OF.search(text)
    if found is None:
        return None
    rest = text[:found.start()] + "X" + text[found.end():]
    noun = found.group(2).lower()
    words = [w for w in re.findall(r"[a-z]+", rest.lower()) if w not in _BARE and w not in singular_forms(noun)
             and noun not in singular_forms(w)]
    after = re.match(r"\s+([a-z]+)\W*$", text[found.end():], re.IGNORECASE)
    if after and words == [after.group(1).lower()] and not _DO.search(rest):
        return None  # 'what is the second stop of the X *cruise*': the owner's noun; 'where did ... X *finish*' asks
    return rest if words else None


def _beside(kg, listed, words: list[str], mentions: list, after: bool) -> Result | None:
    """The member right after (or before) one topic on the other topic's list."""
    for (_, these), (_, those) in (mentions, mentions[::-1]):
        for owner in those:
            found = _list_of(kg, listed, owner, words, True)
            if found is None:
                continue
            predicate, members = found
            at = next((i for i, m in enumerate(members) if m in these), None)
            if at is not None and 0 <= (at + (1 if after else -1)) < len(members):
                place = at + (1 if after else -1)
                return _answer(kg, members[place], predicate, place)
    return None


def _list_of(kg, listed, owner: Term, words: list[str], named: bool,
             whole: bool = False) -> tuple[NamedNode, list[Term]] | None:
    """The one list the owner holds along a listed predicate the words name (when not `named`, the
    one it holds, if only one), its members in order: 'the first *stop*', not 'first run'; `whole`:
    every content word of the list's name is among the words ('general classification')."""
    if not isinstance(owner, NamedNode):
        return None
    values = " ".join(f"<{p.value}>" for p in listed)
    rows = kg.select(f"SELECT ?p ?l WHERE {{ <{owner.value}> ?p ?l VALUES ?p {{ {values} }} }}")
    held = {r["p"]: r["l"] for r in rows if "l" in r}
    if len(held) > 1 or named:
        names = kg.names.words_of(held)

        def said(n: str) -> bool:
            return any(share_a_stem(w, n) or n in singular_forms(w) for w in words)

        lists = held
        held = {p: l for p, l in held.items()
                if (content := [n for n in names[p].lower().split() if n not in STOPWORDS])
                and (all if whole else any)(said(n) for n in content)}
        if not held and len(lists) == 1 and not whole and not _said_elsewhere(kg, owner, lists, said):
            held = lists  # 'the second *stop* of X': its one list (an `itinerary`), no other relation of it says stops
    if len(held) != 1:
        return None
    predicate = next(iter(held))
    return predicate, _members(kg, owner, predicate)


def _said_elsewhere(kg, owner: NamedNode, lists, said) -> bool:
    """Whether a relation of the owner other than its lists names what `said` says ('the first
    *run* of X': its `run` relation, not a place on its list)."""
    rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ {{ <{owner.value}> ?p ?o }} UNION {{ ?o ?p <{owner.value}> }} }}")
    others = [r["p"] for r in rows if "p" in r and r["p"] not in lists]
    names = kg.names.words_of(others) if others else {}
    return any(said(n) for p in others for n in names.get(p, "").lower().split() if n not in STOPWORDS)


def _members(kg, owner: NamedNode, predicate: NamedNode) -> list[Term]:
    """The members of the list (RDF container, or schema.org ItemList) the owner holds along the
    predicate, in order (cells read in one query)."""
    elements = " ".join(f"<{e.value}>" for e in ITEM_LIST_ELEMENTS)
    items = kg.select(f"SELECT ?member ?place WHERE {{ <{owner.value}> <{predicate.value}> ?l . "
                      f"VALUES ?e {{ {elements} }} "
                      f"?l ?e ?element . ?element ?item ?member ; ?position ?place "
                      f"FILTER(STRENDS(STR(?item), \"/item\") && STRENDS(STR(?position), \"/position\")) }} "
                      f"LIMIT {MAX_MEMBERS}")
    if items:  # a ListItem's `position` says the order (the data need not list them so)
        return [r["member"] for r in sorted((r for r in items if "place" in r), key=lambda r: float(r["place"].value))]
    numbered = kg.select(f"SELECT ?n ?member WHERE {{ <{owner.value}> <{predicate.value}> ?c . ?c ?n ?member "
                         f"FILTER(STRSTARTS(STR(?n), \"{RDF}_\")) }} LIMIT {MAX_MEMBERS}")
    places = {int(r["n"].value[len(RDF) + 1:]): r["member"] for r in numbered
              if "member" in r and r["n"].value[len(RDF) + 1:].isdigit()}
    if places:  # an rdf:Seq: rdf:_1, rdf:_2, ... say the order
        return [places[n] for n in sorted(places)]
    first, rest = f"<{RDF_FIRST.value}>", f"<{RDF_REST.value}>"
    rows = kg.select(f"SELECT ?cell ?member ?next WHERE {{ <{owner.value}> <{predicate.value}> ?head . "
                     f"?head {rest}* ?cell . ?cell {first} ?member ; {rest} ?next }} LIMIT {MAX_MEMBERS}")
    cells = {r["cell"]: (r["member"], r["next"]) for r in rows}
    after = {nxt for _, nxt in cells.values()}
    cell = next((c for c in cells if c not in after), None)  # the head: no other cell's rest
    members = []
    while cell in cells and len(members) < MAX_MEMBERS:
        member, cell = cells[cell]
        members.append(member)
        if cell == RDF_NIL:
            break
    return members


def _answer(kg, member: Term, predicate: NamedNode, place: int) -> Result:
    label = kg.labels([member]).get(member, member.value)
    info = {"method": "list position", "relation": predicate.value, "position": place + 1 if place >= 0 else "last",
            "llm_calls": 0}
    return Result([Answer(member.value if isinstance(member, NamedNode) else None, label, 1.0)], info=info)
