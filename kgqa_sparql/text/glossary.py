"""English for a KG's vocabulary written in another language: a German register's `Bauherr`,
`liegtIn` and class "Höhenburg", a French `noteDeCoeur`. The encoder and WordNet know English;
questions are asked in English. Each word the KG's own languages (the tags of its literals) have
in a bilingual dictionary is glossed by its first English sense ('Bauherr' -> 'building owner',
'Höhenburg' -> 'hill castle'), and the gloss is read beside the name (`Glossary.english`).

The dictionaries are FreeDict's, in the dictd format (`freedict-deu-eng.index` and
`.dict.dz`), as Debian's `dict-freedict-*-eng` packages install them in /usr/share/dictd (`make
install` installs them where it may), or in the folder `KGQA_DICTIONARIES` names. Without them
nothing is glossed. A word of an untagged name (a local name) is glossed only when WordNet does
not know it as English ('concentration' stays, 'parfumeur' is looked up).
"""

from __future__ import annotations

import os
import re
import struct
import unicodedata
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pycountry

from kgqa_sparql.text.lexicon import wordnet
from kgqa_sparql.text.mentions import STOPWORDS
from kgqa_sparql.vocab import RDFS, SKOS

#: Where dictd dictionaries are looked for, after the folder `KGQA_DICTIONARIES` names.
DICTIONARY_DIRS = ("/usr/share/dictd", "/usr/local/share/dictd")
#: Tagged literals sampled to find the KG's languages.
LANGUAGE_SAMPLE = 5000
#: Share of the sampled tagged literals a language needs to count as one of the KG's.
MIN_LANGUAGE_SHARE = 0.05
#: Namespaces of vocabularies written in English: their terms' names are never glossed.
ENGLISH_VOCABULARIES = tuple(f"{scheme}://{rest}" for scheme in ("http", "https") for rest in (
    "www.w3.org/", "schema.org/", "purl.org/", "xmlns.com/", "www.wikidata.org/", "wikiba.se/", "qudt.org/",
    "www.geonames.org/", "rdfs.org/", "dbpedia.org/", "www.opengis.net/", "id.loc.gov/", "vocab.gtfs.org/"))
_B64 = {ch: i for i, ch in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def _fold_table() -> dict[int, str]:
    """Latin letters with accents or ligatures -> ASCII ('ö' -> 'o', 'œ' -> 'oe', 'ß' -> 'ss')."""
    table = {ord("ß"): "ss", ord("œ"): "oe", ord("æ"): "ae", ord("Œ"): "oe", ord("Æ"): "ae"}
    for point in range(0xC0, 0x250):
        plain = "".join(c for c in unicodedata.normalize("NFKD", chr(point)) if not unicodedata.combining(c))
        if plain != chr(point) and plain.isascii():
            table.setdefault(point, plain.lower())
    return table


_FOLD = _fold_table()


def _fold(word: str) -> str:
    """A headword as looked up: lower case, no accents or ligatures ('Cœur' -> 'coeur')."""
    word = word.lower()
    return word if word.isascii() else word.translate(_FOLD)


def _forms(word: str, umlauts: bool = False) -> list[str]:
    """The folded word, and where `umlauts` (German) with its spelled-out umlauts read as umlauts
    ('hoehenlage', folded 'hohenlage' like 'Höhenlage')."""
    folded = _fold(word)
    return list(dict.fromkeys([folded, re.sub(r"([aou])e", r"\1", folded) if umlauts else folded]))


@dataclass
class Dictionary:
    """One dictd dictionary: headword (folded) -> entries, read on demand from the `.dict.dz`
    (dictzip: gzip in chunks that decompress one by one) or a plain `.dict`."""

    #: folded headword -> its entries' "offset\tlength" (base64), '|'-joined: decoded on lookup
    index: dict[str, str]
    data: Path
    #: German's umlauts may be spelled out in the names looked up ('Eigentuemer').
    umlauts: bool = False
    _chunks: tuple[int, list[int], int] | None = field(default=None, repr=False)

    @classmethod
    def open(cls, index: Path) -> "Dictionary":
        entries: dict[str, str] = {}
        for line in index.read_bytes().decode("utf-8", errors="replace").split("\n"):
            head, _, place = line.partition("\t")
            if place and not head.startswith("00-database"):
                key = _fold(head)
                entries[key] = place if key not in entries else f"{entries[key]}|{place}"
        stem = index.with_suffix("")
        data = next((p for p in (stem.with_suffix(".dict.dz"), stem.with_suffix(".dict")) if p.exists()), None)
        if data is None:
            raise FileNotFoundError(f"no .dict or .dict.dz beside {index}")
        return cls(entries, data, index.name.startswith("freedict-deu-"))

    def entries(self, word: str) -> list[str]:
        """The dictionary's entries for a word (any of its folded forms), as text."""
        for form in _forms(word, self.umlauts):
            found = self.index.get(form)
            if found:
                places = [p.split("\t")[:2] for p in found.split("|")[:3]]
                return [self._read(_number(offset), _number(length)) for offset, length in places]
        return []

    def _read(self, offset: int, length: int) -> str:
        if self.data.suffix != ".dz":
            with open(self.data, "rb") as f:
                f.seek(offset)
                return f.read(length).decode("utf-8", errors="replace")
        chunk_length, sizes, start = self._chunks or self._read_header()
        first, last = offset // chunk_length, (offset + length - 1) // chunk_length
        out = b""
        with open(self.data, "rb") as f:
            f.seek(start + sum(sizes[:first]))
            for size in sizes[first:last + 1]:
                out += zlib.decompressobj(-15).decompress(f.read(size))
        skip = offset - first * chunk_length
        return out[skip:skip + length].decode("utf-8", errors="replace")

    def _read_header(self) -> tuple[int, list[int], int]:
        """dictzip's gzip header: the 'RA' extra field's chunk length and compressed chunk sizes."""
        with open(self.data, "rb") as f:
            head = f.read(10)
            flags = head[3]
            extra = f.read(struct.unpack("<H", f.read(2))[0])
            chunk_length, count = struct.unpack("<HH", extra[6:10])
            sizes = list(struct.unpack(f"<{count}H", extra[10:10 + 2 * count]))
            for flag in (8, 16):  # file name, comment: zero-terminated
                if flags & flag:
                    while f.read(1) not in (b"\0", b""):
                        pass
            if flags & 2:
                f.read(2)
            self._chunks = (chunk_length, sizes, f.tell())
        return self._chunks


def _number(text: str) -> int:
    value = 0
    for ch in text:
        value = value * 64 + _B64[ch]
    return value


def first_senses(entry: str) -> tuple[list[str], int]:
    """The English translations of an entry's first sense ('building owner <n>, builder <n>' ->
    ['building owner', 'builder']): its first line after the headword that is neither an example,
    a note nor a cross-reference, less part-of-speech and domain tags; and how sure it is: 2, 1
    where a domain tag marks it as special ('[hist.] demos', '[arch.] palace': another entry
    without one is preferred), 0 where it is one of several numbered senses ('1. lineage 2. birth
    3. origin', listed in no order of use: none is read)."""
    for line in entry.split("\n")[1:]:
        text = line.strip()
        if not text or text.startswith(('"', "Synonym", "see:", "Note:", "{")):
            continue
        sure = 0 if re.search(r"(?m)^\s*2\.\s", entry) else 1 if re.match(r"^(?:\d+\.\s*)?\[", text) else 2
        text = re.sub(r"<[^>]*>|\[[^\]]*\]|\([^)]*\)", " ", text)
        text = re.sub(r"^\d+\.\s*", "", text.strip())
        return [t.strip() for t in text.split(",") if t.strip() and len(t.split()) <= 4], sure
    return [], 0


@lru_cache(maxsize=None)
def dictionary(language: str) -> Dictionary | None:
    """The installed FreeDict dictionary from `language` (ISO 639-1 or -3) to English, if any."""
    try:
        found = pycountry.languages.lookup(language)
    except LookupError:
        return None
    code = getattr(found, "alpha_3", None)
    if not code or code == "eng":
        return None
    folders = [os.environ["KGQA_DICTIONARIES"]] if os.environ.get("KGQA_DICTIONARIES") else []
    for folder in (*folders, *DICTIONARY_DIRS):
        index = Path(folder) / f"freedict-{code}-eng.index"
        if index.exists():
            return Dictionary.open(index)
    return None


def english_word(word: str) -> bool:
    """Whether WordNet knows the word (or its base form) as English."""
    net = wordnet()
    return bool(net and net.common(word.lower()))


def _languages(rows, variable: str = "l") -> dict[str, int]:
    """Language (its primary subtag) -> count, from rows of (language tag, count)."""
    counts: dict[str, int] = {}
    for r in rows:
        if variable in r:
            lang = r[variable].value.split("-")[0].lower()
            counts[lang] = counts.get(lang, 0) + int(r["n"].value)
    return counts


def _glossable(word: str) -> bool:
    """A word worth looking up: three letters or more ('in' is German and English), no English
    function word ('the' is no German 'The', tea), not an acronym."""
    return len(word) > 2 and word.isalpha() and not word.isupper() and word.lower() not in STOPWORDS


@dataclass(frozen=True)
class Glossary:
    """English glosses of names in the KG's `languages` (ISO 639-1 codes, most used first)."""

    languages: tuple[str, ...] = ()
    #: The language the KG's own vocabulary is labelled in, when that is one of `languages` and
    #: no label of it is English (a German register's "Burg", "Bauherr"): its names are read as
    #: that language throughout, 'Burg' too, which English also has.
    vocabulary: str | None = None

    @classmethod
    def of(cls, graph) -> "Glossary":
        """The glossary of a graph backend: the languages of its tagged literals other than English
        that have a dictionary, most used first (a sample of `LANGUAGE_SAMPLE`), and its
        vocabulary's language."""
        rows = graph.select(f"SELECT ?l (COUNT(*) AS ?n) WHERE {{ {{ SELECT (LANG(?o) AS ?l) WHERE {{ ?s ?p ?o "
                            f"FILTER(isLiteral(?o) && LANG(?o) != \"\") }} LIMIT {LANGUAGE_SAMPLE} }} }} GROUP BY ?l")
        counts = _languages(rows)
        total = sum(counts.values())
        kept = tuple(lang for lang, n in sorted(counts.items(), key=lambda item: -item[1])
                     if lang != "en" and n >= MIN_LANGUAGE_SHARE * total and dictionary(lang) is not None)
        if not kept:
            return cls()
        rows = graph.select(f"SELECT ?lang (COUNT(*) AS ?n) WHERE {{ {{ SELECT DISTINCT ?t WHERE {{ "
                            f"{{ [] ?t [] }} UNION {{ [] a ?t }} }} }} ?t <{RDFS}label>|<{SKOS}prefLabel> ?l "
                            f"BIND(LANG(?l) AS ?lang) FILTER(isLiteral(?l) && ?lang != \"\") }} GROUP BY ?lang")
        labelled = _languages(rows, "lang")
        own = max(labelled, key=labelled.get) if labelled else None
        return cls(kept, own if own in kept and "en" not in labelled else None)

    def __bool__(self) -> bool:
        return bool(self.languages)

    def english(self, text: str, language: str | None = None) -> str | None:
        """The text with its foreign words glossed ('Erhaltungszustand' -> 'conservation
        status', 'note de coeur' -> 'note of heart'); None when no word was. `language`: the
        text's own tag, whose words are all looked up; untagged, only words WordNet lacks are."""
        if not self.languages or not text.strip():
            return None
        tagged = (language or "").split("-")[0].lower()
        if tagged == "en" or (not tagged and all(english_word(w) for w in re.findall(r"[^\W\d_]+", text)
                                                  if _glossable(w))):
            return None  # 'definition' is English, whatever a German dictionary says of "Definition"
        languages = (tagged,) if tagged in self.languages else self.languages
        whole = _gloss(text, languages)
        if whole:
            return whole
        def gloss(word: re.Match) -> str:
            w = word.group()
            return (_gloss(w, languages) if _glossable(w) and (tagged or not english_word(w)) else None) or w

        out = re.sub(r"[^\W\d_]+", gloss, text)
        return out if out != text else None

    def english_name(self, iri: str, name: str) -> str | None:
        """`english` of the name of a predicate or class, None for a vocabulary written in English
        (`ENGLISH_VOCABULARIES`: skos:altLabel's 'alt' is no German beer)."""
        return None if iri.startswith(ENGLISH_VOCABULARIES) else self.english(name, self.vocabulary)

@lru_cache(maxsize=65536)
def _gloss(text: str, languages: tuple[str, ...]) -> str | None:
    """The first translation of the text's surest sense (`first_senses`: an entry without a
    domain tag before one with; several numbered senses say nothing sure), in the first
    language whose dictionary has the text. Remembered: the names of a KG are glossed again per
    question, and each look-up reads the dictionary file."""
    for language in languages:
        found = dictionary(language)
        entries = []
        for form in (text, *_singulars(text, language)) if found else ():  # 'giorni': giorno, a day
            entries = [e for e in found.entries(form)
                       if _fold(re.split(r"\s*[/<(\n]", e, 1)[0].strip()) in _forms(form, True)]
            if entries:
                break
        senses_of = [first_senses(e) for e in entries]
        if any(_fold(text) in map(_fold, senses) for senses, _ in senses_of):
            return None  # 'Person' is a person in English too (not the 'character' of another sense)
        read = [(sure, senses) for senses, sure in senses_of if senses and sure]
        if read:
            return max(read, key=lambda r: r[0])[1][0]  # the first of the surest
        if entries:
            return None
    return cognate(text, languages)


#: Plural endings per language and the singular endings they replace ('giorni' -> giorno, 'semi' -> seme).
_PLURALS = {"it": (("i", "o"), ("i", "e"), ("e", "a")), "es": (("es", ""), ("s", "")), "pt": (("s", ""),),
            "fr": (("s", ""), ("x", "")), "de": (("en", ""), ("n", ""), ("e", ""), ("er", "")),
            "nl": (("en", ""), ("s", ""))}


def _singulars(word: str, language: str) -> list[str]:
    """The singulars a plural single word of `language` may have (a dictionary lists those)."""
    if " " in word or len(word) < 4:
        return []
    return [word[:-len(end)] + single for end, single in _PLURALS.get(language, ()) if word.endswith(end)]


#: Endings of learned words in the KG languages read and their English ones, longest first per
#: language: Latin words that English shares, spelled each language's way ('accessione',
#: 'germinación', 'Universität', 'géographie').
_COGNATE_ENDINGS = {
    "it": (("zione", "ction"), ("zione", "tion"), ("cia", "ce"), ("sione", "sion"), ("ione", "ion"), ("ieta", "iety"), ("ita", "ity"), ("ismo", "ism"),
           ("ista", "ist"), ("ico", "ic"), ("ia", "y"), ("ale", "al"), ("ivo", "ive"), ("ario", "ary"), ("oso", "ous")),
    "es": (("ccion", "ction"), ("cion", "tion"), ("cia", "ce"), ("sion", "sion"), ("idad", "ity"), ("ismo", "ism"), ("ista", "ist"), ("ico", "ic"),
           ("ia", "y"), ("ivo", "ive"), ("ario", "ary"), ("oso", "ous")),
    "pt": (("cao", "tion"), ("cia", "ce"), ("sao", "sion"), ("idade", "ity"), ("ismo", "ism"), ("ista", "ist"), ("ico", "ic"),
           ("ia", "y"), ("ivo", "ive"), ("ario", "ary"), ("oso", "ous")),
    "fr": (("ite", "ity"), ("isme", "ism"), ("iste", "ist"), ("ique", "ic"), ("ie", "y"), ("if", "ive"),
           ("aire", "ary"), ("eux", "ous")),
    "de": (("itaet", "ity"), ("itat", "ity"), ("ismus", "ism"), ("ik", "ic"), ("ie", "y"), ("ur", "ure"),
           ("iv", "ive"), ("ion", "ion")),
    "nl": (("iteit", "ity"), ("atie", "ation"), ("isme", "ism"), ("ie", "y"), ("ief", "ive")),
}
#: Letters a language writes where English keeps the Greek or Latin spelling ('Kategorie', 'geografía').
_COGNATE_LETTERS = {"de": ("k", "c"), "nl": ("k", "c"), "es": ("f", "ph"), "it": ("f", "ph"), "pt": ("f", "ph")}
#: Least letters of a word read as a cognate.
COGNATE_MIN_LENGTH = 5


def cognate(word: str, languages: tuple[str, ...]) -> str | None:
    """The English word a learned word of one of the `languages` is spelled as, for one its
    dictionary lacks: a common English word (to WordNet) its ending turns it into ('accessione'
    -> accession, 'varietà' -> variety, 'Geographie' -> geography); None otherwise."""
    folded = _fold(word)
    if len(folded) < COGNATE_MIN_LENGTH or not folded.isalpha() or english_word(folded):
        return None
    for language in languages:
        for ending, english in _COGNATE_ENDINGS.get(language, ()):
            if not folded.endswith(ending):
                continue
            stem = folded[:-len(ending)]
            letters = _COGNATE_LETTERS.get(language)
            for form in (stem, stem.replace(*letters)) if letters else (stem,):
                found = form + english
                if len(found) >= COGNATE_MIN_LENGTH and english_word(found):
                    return found
    return None


#: No languages: nothing is glossed.
NO_GLOSSARY = Glossary()
