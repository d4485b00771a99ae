"""Identifier -> words: the one routine that reads an IRI's local name, a relation word of a
pseudo graph or a predicate label as lower-case words.

    identifier_words("directed_by") == identifier_words("directedBy") == "directed by"
    identifier_words("ref-museum_id") == "ref museum id"
"""

from __future__ import annotations

import re

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SEPARATORS = re.compile(r"[_\-.\s]+")


def identifier_words(name: str) -> str:
    """camelCase, snake_case, kebab-case and dotted names split into lower-case words; the name
    itself when it holds no word character to keep."""
    return _SEPARATORS.sub(" ", _CAMEL.sub(" ", name)).strip().lower() or name
