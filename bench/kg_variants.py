"""Re-publish a line-based triple file (MetaQA's `kb.txt`: `subject|relation|object`) as RDF in
three ways that put entity names in different places (issue 18: naming from any KG).

- `iri_names`: names only in the IRIs, no label triples at all: `http://example.org/movies/Tom_Hanks`
  (spaces become `_`; `_`, `%` and every character an IRI cannot hold or that would change its
  structure (`/ ? # [ ] < > " { } | ^ ` \\`, controls, space-like) are percent-encoded as UTF-8;
  other non-ASCII letters are kept, as IRIs allow). `decode_iri_name` inverts it exactly.
- `skos_labels`: opaque IRIs (`…/e/123`) with `skos:prefLabel "name"@en`; aliases as
  `skos:altLabel "…"@en` (a variant form: "Hanks, Tom" for a two- or three-word name, "Matrix,
  The" for a title with a leading article); every `foreign_every`-th entity whose name a tiny
  word list can "translate" also gets a second, non-English `skos:prefLabel "…"@de`, so which
  prefLabel a consumer shows depends on its language preference.
- `schema_names`: opaque IRIs with `schema:name "name"` (plain string literal).

Relations are IRIs of their names in every variant (`http://example.org/movies/ontology/directed_by`),
so their words stay readable; `types` (relation -> (subject class, object class)) adds rdf:type.
Every generator writes `kg.nt` (N-Triples) and `names.tsv` (`IRI<TAB>name`, the ground truth)
into its folder and returns the name -> IRI map. Entities are numbered by first appearance, so
the same input always gives the same IRIs.

    python bench/kg_variants.py ../shared/datasets/metaqa/kb.txt /tmp/anykg/variants --variants iri,skos,schema
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Callable, Iterable, Iterator
from urllib.parse import unquote

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
SKOS = "http://www.w3.org/2004/02/skos/core#"
SCHEMA_NAME = "http://schema.org/name"
DEFAULT_BASE = "http://example.org/movies/"

Triple = tuple[str, str, str]
#: Relation name -> (subject class, object class); either may be None.
TypeMap = dict[str, tuple[str | None, str | None]]

#: ASCII characters kept as they are in an IRI segment (unreserved and sub-delimiters, ':' and '@').
_SAFE_ASCII = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.~!$&'()*+,;=:@")


# ---- reading -----------------------------------------------------------------------------------
def read_triples(path: str | Path, separator: str | None = None) -> Iterator[Triple]:
    """(subject, relation, object) of each line of a `s|r|o` (or TAB-separated) file; blank and
    malformed lines are skipped."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n\r")
            if not line.strip():
                continue
            sep = separator or ("|" if "|" in line else "\t")
            parts = line.split(sep)
            if len(parts) != 3:
                continue
            s, r, o = (p.strip() for p in parts)
            if s and r and o:
                yield s, r, o


# ---- IRIs and literals ---------------------------------------------------------------------------
def encode_iri_name(name: str) -> str:
    """A name as an IRI segment: spaces -> `_`; `_`, `%` and characters an IRI segment cannot
    hold are percent-encoded (UTF-8); other non-ASCII characters stay."""
    out = []
    for ch in name:
        if ch == " ":
            out.append("_")
        elif ch in _SAFE_ASCII or (ord(ch) > 127 and ch.isprintable() and not ch.isspace()):
            out.append(ch)
        else:
            out.append("".join(f"%{b:02X}" for b in ch.encode("utf-8")))
    return "".join(out)


def decode_iri_name(segment: str) -> str:
    """Inverse of `encode_iri_name`: `_` -> space, then percent-decoding."""
    return unquote(segment.replace("_", " "), encoding="utf-8", errors="strict")


def relation_iri(relation: str, vocab: str) -> str:
    """A relation or class name as an IRI under `vocab`; `_` stays (`directed_by`)."""
    return vocab + encode_iri_name(relation.replace("_", " "))


def nt_iri(iri: str) -> str:
    return f"<{iri}>"


def nt_literal(text: str, lang: str | None = None) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r"))
    return f'"{escaped}"' + (f"@{lang}" if lang else "")


# ---- entity numbering and name variants --------------------------------------------------------
def entity_names(triples: Iterable[Triple]) -> list[str]:
    """Every subject and object name, in order of first appearance."""
    seen: dict[str, None] = {}
    for s, _, o in triples:
        seen.setdefault(s, None)
        seen.setdefault(o, None)
    return list(seen)


def opaque_iris(names: Iterable[str], base: str = DEFAULT_BASE) -> dict[str, str]:
    """name -> `{base}e/{n}` numbered from 1 in the given order."""
    return {name: f"{base}e/{i}" for i, name in enumerate(names, start=1)}


_ARTICLES = ("The ", "A ", "An ")


def alias_of(name: str) -> str | None:
    """A variant form of a name, or None: 'The Matrix' -> 'Matrix, The'; 'Tom Hanks' -> 'Hanks,
    Tom' (two or three alphabetic words); never the name itself."""
    for article in _ARTICLES:
        if name.startswith(article) and len(name) > len(article):
            return f"{name[len(article):]}, {article.strip()}"
    words = name.split()
    if 2 <= len(words) <= 3 and all(re.fullmatch(r"[A-Z][a-z'\-]+\.?", w) for w in words):
        return f"{words[-1]}, {' '.join(words[:-1])}"
    return None


#: A tiny English -> German word list: enough to give some titles a German prefLabel.
_GERMAN = {"the": "Der", "of": "von", "and": "und", "night": "Nacht", "day": "Tag", "love": "Liebe",
           "man": "Mann", "house": "Haus", "war": "Krieg", "king": "König", "city": "Stadt", "dead": "tot",
           "world": "Welt", "life": "Leben", "black": "Schwarz", "white": "Weiß", "red": "Rot",
           "time": "Zeit", "girl": "Mädchen", "boy": "Junge", "last": "Letzte", "death": "Tod",
           "blood": "Blut", "dark": "dunkel", "story": "Geschichte", "little": "klein", "big": "groß",
           "a": "ein", "in": "in", "new": "neu", "old": "alt", "water": "Wasser", "summer": "Sommer",
           "winter": "Winter", "heart": "Herz", "dream": "Traum", "star": "Stern", "moon": "Mond",
           "sun": "Sonne", "island": "Insel", "river": "Fluss", "secret": "Geheimnis", "my": "mein"}


def german_label(name: str) -> str | None:
    """A word-by-word 'German' form of a name when at least one word is in the word list and the
    result differs from the name; else None."""
    words = name.split()
    out, changed = [], False
    for w in words:
        g = _GERMAN.get(w.lower())
        if g is not None and g.lower() != w.lower():
            out.append(g if w[:1].isupper() or g[:1].isupper() else g.lower())
            changed = True
        else:
            out.append(w)
    text = " ".join(out)
    return text if changed and text != name else None


# ---- writers -----------------------------------------------------------------------------------
def _type_lines(triples: list[Triple], iris: dict[str, str], types: TypeMap | None, vocab: str) -> Iterator[str]:
    if not types:
        return
    typed: dict[str, str] = {}
    for s, r, o in triples:
        subject_class, object_class = types.get(r, (None, None))
        if subject_class:
            typed.setdefault(s, subject_class)
        if object_class:
            typed.setdefault(o, object_class)
    for name, cls in typed.items():
        yield f"{nt_iri(iris[name])} {nt_iri(RDF_TYPE)} {nt_iri(relation_iri(cls, vocab))} .\n"


def _write(out: Path, triples: list[Triple], iris: dict[str, str], vocab: str, types: TypeMap | None,
           name_lines: Callable[[str, str], Iterable[str]]) -> dict[str, str]:
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "kg.nt", "w", encoding="utf-8") as nt:
        for s, r, o in triples:
            nt.write(f"{nt_iri(iris[s])} {nt_iri(relation_iri(r, vocab))} {nt_iri(iris[o])} .\n")
        nt.writelines(_type_lines(triples, iris, types, vocab))
        for name, iri in iris.items():
            nt.writelines(name_lines(name, iri))
    with open(out / "names.tsv", "w", encoding="utf-8") as tsv:
        for name, iri in iris.items():
            tsv.write(f"{iri}\t{name}\n")
    return iris


def write_iri_names(triples: Iterable[Triple], out: str | Path, *, base: str = DEFAULT_BASE,
                    vocab: str | None = None, types: TypeMap | None = None) -> dict[str, str]:
    """Variant (a): names only in IRIs (`{base}Tom_Hanks`), no label triples."""
    triples = list(triples)
    vocab = vocab or base + "ontology/"
    iris = {name: base + encode_iri_name(name) for name in entity_names(triples)}
    return _write(Path(out), triples, iris, vocab, types, lambda name, iri: ())


def write_skos_labels(triples: Iterable[Triple], out: str | Path, *, base: str = DEFAULT_BASE,
                      vocab: str | None = None, types: TypeMap | None = None, aliases: bool = True,
                      foreign_every: int = 5, foreign_lang: str = "de",
                      foreign: Callable[[str], str | None] = german_label) -> dict[str, str]:
    """Variant (b): opaque IRIs, `skos:prefLabel "name"@en`, `skos:altLabel` aliases, and a
    non-English prefLabel on every `foreign_every`-th entity that `foreign` can translate."""
    triples = list(triples)
    vocab = vocab or base + "ontology/"
    iris = opaque_iris(entity_names(triples), base)
    counter = {"n": 0}

    def lines(name: str, iri: str) -> Iterator[str]:
        yield f"{nt_iri(iri)} <{SKOS}prefLabel> {nt_literal(name, 'en')} .\n"
        alias = alias_of(name) if aliases else None
        if alias:
            yield f"{nt_iri(iri)} <{SKOS}altLabel> {nt_literal(alias, 'en')} .\n"
        if foreign_every:
            translated = foreign(name)
            if translated:
                counter["n"] += 1
                if counter["n"] % foreign_every == 0:
                    yield f"{nt_iri(iri)} <{SKOS}prefLabel> {nt_literal(translated, foreign_lang)} .\n"

    return _write(Path(out), triples, iris, vocab, types, lines)


def write_schema_names(triples: Iterable[Triple], out: str | Path, *, base: str = DEFAULT_BASE,
                       vocab: str | None = None, types: TypeMap | None = None,
                       name_predicate: str = SCHEMA_NAME) -> dict[str, str]:
    """Variant (c): opaque IRIs with `schema:name "name"`."""
    triples = list(triples)
    vocab = vocab or base + "ontology/"
    iris = opaque_iris(entity_names(triples), base)
    return _write(Path(out), triples, iris, vocab, types,
                  lambda name, iri: (f"{nt_iri(iri)} <{name_predicate}> {nt_literal(name)} .\n",))


VARIANTS: dict[str, Callable[..., dict[str, str]]] = {
    "iri": write_iri_names, "skos": write_skos_labels, "schema": write_schema_names}


def read_names(folder: str | Path) -> dict[str, str]:
    """IRI -> name from a variant folder's `names.tsv`."""
    out = {}
    with open(Path(folder) / "names.tsv", encoding="utf-8") as handle:
        for line in handle:
            iri, _, name = line.rstrip("\n").partition("\t")
            out[iri] = name
    return out


def parse_types(text: str | None) -> TypeMap | None:
    """`directed_by=Movie:Person,has_genre=Movie:Genre` -> {relation: (subject class, object class)}."""
    if not text:
        return None
    out: TypeMap = {}
    for item in text.split(","):
        relation, _, classes = item.partition("=")
        subject_class, _, object_class = classes.partition(":")
        out[relation.strip()] = (subject_class.strip() or None, object_class.strip() or None)
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("input", help="a subject|relation|object (or TAB-separated) file, e.g. MetaQA kb.txt")
    parser.add_argument("out", help="folder; each variant is written to OUT/<variant>/kg.nt and names.tsv")
    parser.add_argument("--variants", default="iri,skos,schema", help="comma-separated: iri, skos, schema")
    parser.add_argument("--base", default=DEFAULT_BASE, help="entity IRI base (default %(default)s)")
    parser.add_argument("--types", help="relation=SubjectClass:ObjectClass,... adds rdf:type triples")
    args = parser.parse_args(argv)
    triples = list(read_triples(args.input))
    for variant in args.variants.split(","):
        variant = variant.strip()
        if variant not in VARIANTS:
            parser.error(f"unknown variant {variant!r} (choose from {', '.join(VARIANTS)})")
        iris = VARIANTS[variant](triples, Path(args.out) / variant, base=args.base, types=parse_types(args.types))
        print(f"{variant}: {len(triples)} triples, {len(iris)} entities -> {Path(args.out) / variant / 'kg.nt'}",
              file=sys.stderr)


if __name__ == "__main__":
    main()
