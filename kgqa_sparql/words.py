"""Identifier -> words: the one routine that reads an IRI's local name, a relation word of a
pseudo graph or a predicate label as lower-case words.

    identifier_words("directed_by") == identifier_words("directedBy") == "directed by"
    identifier_words("ref-museum_id") == "ref museum id"
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from urllib.parse import unquote

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SEPARATORS = re.compile(r"[_\-.\s]+")


def identifier_words(name: str) -> str:
    """camelCase, snake_case, kebab-case and dotted names split into lower-case words; the name
    itself when it holds no word character to keep."""
    return _SEPARATORS.sub(" ", _CAMEL.sub(" ", name)).strip().lower() or name


_NAME_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_OPAQUE = re.compile(r"^(?:[0-9][0-9._:-]*|[A-Za-z]?[0-9]+|[0-9a-fA-F]{8}-[0-9a-fA-F-]{27,})$")
_NAMESPACE_PREFIX = re.compile(r"^[A-Za-z][A-Za-z_]*:(?=\S)")
_QUALIFIER = re.compile(r"^(.*\S)\s*(?:\([^()]+\)|\[[^\[\]]+\])$")
#: A year after a name of two words or more, as IRI slugs tell namesakes apart ('black-rock-lighthouse-1849').
_YEAR_QUALIFIER = re.compile(r"^(\S+\s.*\S)\s+(?:1[5-9]\d\d|20\d\d)$")


#: A small number after a name of two words or more: how IRI slugs number namesakes ('de-hoop-2').
_NUMBER_QUALIFIER = re.compile(r"^(\S+\s.*\S)\s+\d{1,2}$")


def numbered_namesakes(names: Iterable[str]) -> dict[str, str]:
    """Per name ending in a small number after two words or more, the name without it, where
    another name shares that base with another number: 'de hoop 1' and 'de hoop 2' are both
    'de hoop', numbered only to tell them apart. A lone 'Toy Story 2' keeps its number."""
    bases: dict[str, set[str]] = {}
    for name in names:
        found = _NUMBER_QUALIFIER.match(name.strip())
        if found:
            bases.setdefault(found.group(1).lower(), set()).add(name)
    return {name: name.strip()[:len(base)] for base, named in bases.items() if len(named) > 1 for name in named}


def unqualified(name: str) -> str | None:
    """The name without a trailing disambiguating qualifier in parentheses ('Dune (novel)' ->
    'Dune', 'Mercury (planet)' -> 'Mercury'), brackets (Bio2RDF's 'Kestramycin [drugbank:DB90004]')
    or a year after two words or more ('black rock lighthouse 1849'), or None when it has none."""
    name = name.strip()
    found = _QUALIFIER.match(name) or _YEAR_QUALIFIER.match(name)
    return found.group(1) if found else None


#: A word of a name ("Ibáñez", "O'Neill", "Jean-Luc", "J."); `uninverted` checks the capitals.
_NAME_WORD = r"(?:[^\W\d_][^\W\d_'.-]*(?:['.-][^\W\d_]*)*\.?)"
_INVERTED = re.compile(rf"^\s*((?:{_NAME_WORD}\s+){{0,3}}{_NAME_WORD}),\s*((?:{_NAME_WORD}\s+){{0,2}}{_NAME_WORD})\s*$")


def uninverted(name: str) -> str | None:
    """A catalogue's 'Surname, Given' name in reading order ('Moreno Ibáñez, Julia' -> 'Julia
    Moreno Ibáñez'; library records, PGN players, citations), or None when it is not one: every
    word capitalised but the surname's particles ('van der Berg, Anna'), one comma ('Rolled
    oats, dry' and 'Paris, Texas, USA' are not); particles after the given name go before the
    surname ('Harlingen, Jan van' -> 'Jan van Harlingen')."""
    found = _INVERTED.match(name)
    if not found:
        return None
    surname, given = found.group(1).split(), found.group(2).split()
    particles = []  # an authority record's particles after the given name: 'Harlingen, Jan van'
    while len(given) > 1 and given[-1] in _SURNAME_PARTICLES:
        particles.insert(0, given.pop())
    if not all(w[:1].isupper() for w in given) or not surname[-1][:1].isupper():
        return None
    return " ".join(given + particles + surname)


#: Lower-case particles of a surname that a library's authority form puts after the given name.
_SURNAME_PARTICLES = frozenset("van von de der den du la le da di del della des ten ter af zu y".split())


def opaque_iri(iri: str) -> bool:
    """Whether an IRI ends in an opaque id (`…/production/1047`, `…#m0008`, `…?id=3`, a UUID),
    which `iri_name` names by the segment before it, rather than in words (`…/Frank_Herbert`)."""
    return bool(_OPAQUE.match(_last_part(iri).rpartition("=")[2]))


def _last_part(iri: str) -> str:
    """An IRI's fragment, else its last path or query segment, percent-decoded."""
    head, _, fragment = iri.partition("#")
    return unquote(fragment or next((s for s in reversed(re.split(r"[/?&;]", head)) if s), ""))


def iri_name(iri: str) -> str:
    """A display name read off an IRI, for terms the KG names nowhere else.

    The fragment, else the last path segment (a query's last `key=value` gives its value),
    percent-decoded; a wiki-style namespace prefix (`Category:`) dropped; camelCase, snake_case
    and kebab-case split (dots and `Jean-Luc` hyphens kept), case kept; a bare host names by its
    first label (`http://www.University3.edu` -> "University3"). An opaque id (`3`, `Q42`, a UUID) keeps the segment before
    it as its kind and its own hyphens: `…/ship/id=3` -> "ship 3", `…/person/17` -> "person 17"; an
    opaque URN is shown whole (`urn:uuid:8febda86-…`)."""
    head, _, fragment = iri.partition("#")
    scheme, slashes, rest = head.partition("://")
    if not slashes and scheme.lower().startswith("urn:") and head.count(":") >= 2:
        head = unquote(head.split(":", 2)[2])  # its own part names it (`urn:x-local:Frank_Herbert`)
        if _OPAQUE.match(head):
            return iri  # `urn:uuid:…`, `urn:isbn:…`
        head = head.replace(":", "/")  # `urn:ex:person:17` as `…/person/17`
    if slashes and not fragment and "/" not in rest.rstrip("/") and "?" not in rest:  # http://www.University3.edu
        labels = [part for part in rest.rstrip("/").split(".") if part and part != "www"]
        return labels[0] if len(labels) > 1 else (labels[0] if labels else iri)
    segments = [unquote(s) for s in re.split(r"[/?&;]", head.rstrip("/")) if s]
    name = unquote(fragment) if fragment else (segments.pop() if segments else iri)
    kind = ""
    if "=" in name:
        key, _, name = name.rpartition("=")
    if _OPAQUE.match(name):
        kind = next((s.rpartition("=")[2] for s in reversed(segments) if not _OPAQUE.match(s.rpartition("=")[2])
                     and ":" not in s), "")
        kind = identifier_words(_NAME_CAMEL.sub(" ", kind)) if kind else ""
    if "/" in iri:  # a wiki's `Category:`, a Bio2RDF `drugbank_vocabulary:`; not a URN's own scheme
        name = _NAMESPACE_PREFIX.sub("", name.replace("+", " ") if "?" in iri else name)
    separators = "_" if "_" in name or re.search(r"-[A-Z]", name) else "_-"  # Jean-Luc_Picard keeps its hyphen
    words = name if kind else " ".join(re.sub(f"[{separators}]+", " ", _NAME_CAMEL.sub(" ", name)).split())
    return f"{kind} {words}".strip() if kind else (words or iri)


#: A UML-style enumeration's member as CIM / CGMES and other UML-made vocabularies write it:
#: the enumeration's compound name, a dot, the member (`WindGenUnitKind.offshore`); not a host or
#: a file name (`GitHub.com`, `Report.pdf`).
_MEMBER = re.compile(r"(?:[A-Z][a-z0-9]+){2,}\.([a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*)")
_NO_MEMBERS = frozenset("com org net edu gov int io info html htm php asp xml json csv tsv ttl rdf owl nt nq txt pdf "
                        "png jpg gif svg zip gz".split())


def member_name(iri: str) -> str | None:
    """The name of the enumeration member an IRI ends in (`…#WindGenUnitKind.offshore` ->
    'offshore', `…#FuelType.hardCoal` -> 'hard Coal'): what people call the value, where
    `iri_name` keeps the enumeration's name before it. None for any other IRI."""
    found = _MEMBER.fullmatch(_last_part(iri))
    if found is None or found.group(1).lower() in _NO_MEMBERS:
        return None
    return " ".join(_NAME_CAMEL.sub(" ", found.group(1)).split())


_CODE = re.compile(r"(?=[^:]*\d)(?=[^:]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9._-]{3,19}")


def iri_code(iri: str) -> str | None:
    """The identifier an IRI ends in when people could type it to mean the thing: letters and
    digits, at least four, such as a publication number (`…/publication/EP4012233A1`), a
    Bio2RDF id (`…/drugbank:DB90004` -> "DB90004") or a module code; None for words, plain
    numbers and UUIDs."""
    last = _last_part(iri).rpartition("=")[2].rpartition(":")[2]
    return last if _CODE.fullmatch(last) and not _OPAQUE.match(last) else None


#: Relation names that are whole abbreviations people do not type: WGS84's `geo:lat`, `geo:long`
#: and `geo:alt`, vCard's `bday`, `adr` and `tel`, FOAF's `nick` and `mbox`, and their common variants. A question asks for a 'longitude', and 'long' alone
#: reads as the adjective ('how long is X' found `geo:long`).
_SPELLED_OUT = {"lat": "latitude", "long": "longitude", "lon": "longitude", "lng": "longitude",
                "alt": "altitude", "elev": "elevation", "dob": "date of birth", "dod": "date of death",
                "bday": "birth date", "adr": "address", "tel": "telephone", "nick": "nickname", "mbox": "mailbox",
                "img": "image", "desc": "description"}


def spelled_out(name: str) -> str | None:
    """The words a relation named by a bare abbreviation stands for ('lat' -> 'latitude'), or None.
    Only a whole name: 'long name' (GTFS) and 'alt label' (SKOS) are left as they are."""
    return _SPELLED_OUT.get(name.strip().lower())


#: Abbreviations of 'number' ending a phrase, after a noun ('pen no', 'house nr', 'seat #', a local
#: name `seasonNo`); elsewhere 'no' is the word ('no longer member of').
_NUMBER_ABBREVIATION = re.compile(r"(?<=\w)(?<!\bor)(?<!\band)\s+(?:no\.?|nr\.?|num|#)\s*$", re.IGNORECASE)


def number_spelled_out(text: str) -> str:
    """`text` with a last 'no', 'nr', 'num' or '#' after a word read as 'number' ('pen no' -> 'pen number'):
    small encoders read 'no' as the negation."""
    return _NUMBER_ABBREVIATION.sub(" number", text)


def unaccented(text: str) -> str:
    """`text` without its accents ('café' -> 'cafe'); ASCII, most names, is returned as it is
    (decomposing it costs a third of building a mention detector over 43k names)."""
    if text.isascii():
        return text
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
