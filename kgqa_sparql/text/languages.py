"""Languages a question names ('What is the *German* name of X?', 'What is X called in *French*?'):
the language's ISO 639 code (pycountry's table), so that names in several languages
(`skos:altLabel`, GeoNames' `alternateName`, Darwin Core's `vernacularName` with language tags)
are answered in the one asked for, and a language adjective capitalised in a question is not taken
for a name the KG lacks."""

from __future__ import annotations

import re
from functools import lru_cache

#: '<Language> name', 'called / named / known as ... in <Language>' or 'name ... in <Language>'.
_ASKED = re.compile(r"\b([A-Z][a-z]+)\s+(?:names?|titles?|labels?|words?|terms?|spelling)\b"
                    r"|\b(?:called|named|known|said|written|spelt|spelled|names?|titles?|labels?|terms?)\b.*?"
                    r"\bin\s+([A-Z][a-z]+)\b")


@lru_cache(maxsize=4096)
def language_code(word: str) -> str | None:
    """The ISO 639-1 code (else 639-3) of a language named in English ('German' -> 'de'), or None."""
    if not word[:1].isupper() or len(word) < 4:
        return None
    import pycountry  # its import costs ~25 ms: only when a question has a capitalised word to check

    try:
        found = pycountry.languages.lookup(word)
    except LookupError:
        return _modern().get(word.lower())
    if found.name.lower() != word.lower():  # lookup also takes codes ('Ger', 'Dan'): the name only
        return None
    return getattr(found, "alpha_2", None) or found.alpha_3


@lru_cache(maxsize=1)
def _modern() -> dict[str, str]:
    """Languages ISO 639 names with a period, by their common name: 'Greek' is 'Modern Greek
    (1453-)', code el; only those with a two-letter code, the languages in everyday use."""
    import pycountry

    out = {}
    for language in pycountry.languages:
        code = getattr(language, "alpha_2", None)
        plain = re.sub(r"\s*\(.*\)$", "", language.name).removeprefix("Modern ").lower()
        if code and plain != language.name.lower():
            out.setdefault(plain, code)
    return out


def asked_language(question: str) -> str | None:
    """The code of the language a question asks a name in, or None."""
    for found in _ASKED.finditer(question):
        code = language_code(found.group(1) or found.group(2))
        if code:
            return code
    return None


def in_language(tag: str, code: str) -> bool:
    """Whether a literal's language tag ('de', 'de-AT', 'en-GB') is of the language `code`."""
    return tag.lower().split("-")[0] == code.lower()
