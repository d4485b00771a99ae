"""What kind of answer a question asks for, from its question word, against the class a relation
path ends at: "who co-starred with X" asks for somebody, so a path ending at films is not its
answer however well its relations match the words (the judge reads "starred" and stops a hop
early). Only the plain evidence is used: "who" / "whom" opening or closing the question (not
"whose", not a relative "who" inside it: "the films of the people who wrote X"), and WordNet's
animacy of the class name (`lexicon.noun_animacy`: 0 for a name it does not know, which then
decides nothing)."""

from __future__ import annotations

import re
from functools import lru_cache

from kgqa_sparql.text.lexicon import noun_animacy

_ASKS_WHO = re.compile(r"^\W*(?:who|whom)(?:'s)?\b|\b(?:who|whom)\W*$", re.IGNORECASE)


def asks_for_somebody(question: str) -> bool:
    """Whether the question asks "who" (its first or last word)."""
    return bool(_ASKS_WHO.search(question.strip()))


@lru_cache(maxsize=1024)
def class_animacy(class_name: str) -> int:
    """+1 a kind of person, -1 something else, 0 unknown, from the head (last) word of a class
    name ('Person', 'film director' -> +1; 'Movie', 'release year' -> -1)."""
    words = class_name.lower().split()
    return noun_animacy(words[-1]) if words else 0
