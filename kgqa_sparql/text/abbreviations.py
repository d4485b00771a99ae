"""Abbreviated words in the names of columns and properties, spelled out: a CSV export's `yr_est`,
`mgr_id`, `hq_cty`, `wtr_src` are 'year establish', 'manager id', 'headquarters city', 'water
source' to the encoder and WordNet, which know no 'cty'.

A word is read as an abbreviation when WordNet does not know it (`lexicon.is_common_word`: 'yr'
and 'cap' it knows), it is no function word ('with') and it is two to five letters. Its spelling is the most frequent English word
(WordNet's sense counts, `lexicon.word_counts`) whose consonants hold its letters in order
('mgr': manager), a word it starts, or whose consonants it starts, counting several times over
('rgn': region, not regiment; 'cty': city, not country). When a second word scores nearly as
well, nothing is spelled out ('ctr': center, country or control).
A few abbreviations follow no such rule and are listed (`CONVENTIONAL`). Only a KG whose predicate
names are abbreviated throughout (`abbreviated`) is read so: elsewhere 'isbn' or 'doi' is a code.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from kgqa_sparql.text.lexicon import has_noun_sense, is_common_word, is_verb, word_counts
from kgqa_sparql.text.mentions import STOPWORDS

#: Abbreviations whose letters do not lead to the word: 'pct' reads as picture by its consonants.
CONVENTIONAL = {"pct": "percent", "qty": "quantity", "amt": "amount", "num": "number", "nr": "number",
                "n": "number", "avg": "average", "cnt": "count", "tel": "telephone", "abbr": "abbreviation"}
#: A word the abbreviation starts (or whose consonants it starts) counts this many times its frequency ...
LEAD_WEIGHT = 4
#: ... and the best candidate must score this many times the next.
MIN_RATIO = 1.5
_VOWELS = frozenset("aeiou")


#: Share of a KG's predicate names that must hold an abbreviation for its names to be read as abbreviated:
#: a stray 'isbn' or 'sku' is a code, no export's style.
ABBREVIATED_SHARE = 0.3


def abbreviated(names: Iterable[str]) -> bool:
    """Whether a KG's predicate names are written in abbreviations (ABBREVIATED_SHARE of them hold one)."""
    names = list(names)
    return bool(names) and sum(spelled_out_words(n) is not None for n in names) >= ABBREVIATED_SHARE * len(names)


def spelled_out_words(text: str) -> str | None:
    """The text with each abbreviated word spelled out ('hq cty' -> 'headquarters city'; an acronym
    in capitals stays), None when none is."""
    words = text.split()
    spelled = [w if w.isupper() else expansion(w.lower()) or w for w in words]
    return " ".join(spelled) if spelled != words else None


@lru_cache(maxsize=8192)
def expansion(word: str) -> str | None:
    """The word an abbreviation stands for, or None (see the module docstring)."""
    if word in CONVENTIONAL:
        return CONVENTIONAL[word]
    if not (2 <= len(word) <= 5 and word.isalpha() and word.isascii()) or word in STOPWORDS or is_common_word(word):
        return None
    scored = sorted(((n * (LEAD_WEIGHT if _leads(word, w) else 1), w) for w, n in _candidates(word[0])
                     if _among_consonants(word, w) or _leads(word, w)), reverse=True)
    if not scored or len(scored) > 1 and scored[0][0] < MIN_RATIO * scored[1][0]:
        return None
    return scored[0][1]


def _skeleton(word: str) -> str:
    """The first letter and the consonants after it ('region': rgn)."""
    return word[0] + "".join(c for c in word[1:] if c not in _VOWELS)


def _leads(abbreviation: str, word: str) -> bool:
    """Whether the word starts with the abbreviation (of three letters or more) or its consonants do."""
    return (len(abbreviation) >= 3 and word.startswith(abbreviation)) or _skeleton(word).startswith(abbreviation)


def _among_consonants(abbreviation: str, word: str) -> bool:
    """Whether the abbreviation's letters after the first are among the word's consonants, in order."""
    rest = iter(_skeleton(word)[1:])
    return all(c in rest for c in abbreviation[1:])


@lru_cache(maxsize=32)
def _candidates(letter: str) -> list[tuple[str, int]]:
    """The nouns and verbs WordNet counts that start with a letter, most frequent first."""
    found = [(w, n) for w, n in word_counts().items() if w[0] == letter and len(w) > 2
             and (has_noun_sense(w) or is_verb(w))]
    return sorted(found, key=lambda item: (-item[1], item[0]))

