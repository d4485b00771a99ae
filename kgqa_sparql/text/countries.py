"""Countries a question names by name where a KG keeps their ISO 3166 codes ('registered in
*Germany*' -> "DE" / "DEU", as `schema:addressCountry` and registries write them), from pycountry's
table."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=4096)
def country_codes(text: str) -> tuple[str, ...]:
    """The ISO 3166 alpha-2 and alpha-3 codes of a country named in English ('Germany', 'United
    States'), or () for any other text (a code itself, a city, a lower-case word)."""
    if not text[:1].isupper() or len(text) < 4:
        return ()
    import pycountry  # its import costs ~25 ms: only for a capitalised text looked up as a value

    try:
        found = pycountry.countries.lookup(text)
    except LookupError:
        return ()
    names = {getattr(found, key, "").lower() for key in ("name", "common_name", "official_name")}
    return (found.alpha_2, found.alpha_3) if text.lower() in names else ()
