"""What a unit in a measure's name says it measures: 'launch mass kg' is a weight, 'area hectares'
a size, 'installed capacity mw' a power. KGs name numeric properties after their unit
('main_span_m', 'capacity_mw'); a question says the quantity ('the heaviest probe', 'the largest
garden'), and a small sentence encoder does not know that kilograms weigh.

    quantity_words("launch mass kg")   # ('weight', 'mass')
    quantity_words("opened")           # ()
    unit_share("hectolitres per year", "annual output hl")  # 0.5: 'hectolitres' is what hl measures
    quantity_clash(("weight",), "list price")  # True: a price is no weight, however near the words

English and SI abbreviations only; the unit must be the name's last word, as names put it, and a
single letter counts only after other words ('height m', never 'm' alone).
"""

from __future__ import annotations

import re
from functools import lru_cache

_QUANTITIES: dict[tuple[str, ...], str] = {
    ("weight", "mass"): "kg kgs kilogram kilograms g gram grams mg milligrams t tonne tonnes ton tons lb lbs oz "
                        "carat carats ct",
    ("length", "distance"): "m metre metres meter meters km kilometre kilometres kilometers cm mm "
                            "ft feet foot mi miles nmi",
    ("area", "size"): "ha hectare hectares km2 sqkm m2 sqm acre acres",
    ("power", "capacity", "output"): "w watt watts kw kilowatts mw megawatts gw gigawatts hp horsepower",
    ("volume", "capacity"): "l litre litres liter liters ml hl hectolitres hectoliters m3 gal gallons",
    ("alcohol", "strength"): "abv",
    ("temperature",): "celsius fahrenheit kelvin degc degf",
    ("price", "cost"): "usd eur gbp chf jpy dollars euros",
    ("duration", "time"): "sec secs seconds min mins minutes hrs hours",
    ("speed",): "kmh kph mph knots",
}
_UNITS: dict[str, tuple[str, ...]] = {unit: words for words, units in _QUANTITIES.items() for unit in units.split()}
#: Every quantity a unit above measures.
QUANTITIES = frozenset(word for words in _QUANTITIES for word in words)
#: The quantities each of them is measured alike with ('capacity': a power or a volume).
_ALIKE: dict[str, frozenset[str]] = {q: frozenset(w for words in _QUANTITIES if q in words for w in words)
                                     for q in QUANTITIES}


def is_unit(word: str) -> bool:
    """Whether a word is a unit of measure ('metres', 'kg', 'feet')."""
    return word.lower() in _UNITS


def quantity_words(name: str) -> tuple[str, ...]:
    """The quantities the unit ending a measure's name says it measures; () when it ends in none."""
    words = re.findall(r"[a-z0-9]+", name.lower())
    if not words or (len(words[-1]) == 1 and len(words) == 1):
        return ()
    return _UNITS.get(words[-1], ())


@lru_cache(maxsize=65536)
def measured_by(name: str) -> frozenset[str]:
    """The quantities a name says it measures: by the unit ending it ('launch mass kg': weight,
    mass), else by the quantity it ends in ('list price': price, cost); empty when neither."""
    by_unit = quantity_words(name)
    if by_unit:
        return frozenset(by_unit)
    words = re.findall(r"[a-z]+", name.lower())
    return _ALIKE.get(words[-1], frozenset()) if words else frozenset()


def quantity_clash(asked: tuple[str, ...], name: str) -> bool:
    """Whether a name measures another quantity than every one of `asked` (quantities of the table
    above; words outside it decide nothing): 'weight' is not held by 'price', nor 'speed' by
    'length m', while a sentence encoder puts each pair near (0.46 for weight / price); nor
    another dimension than the one asked, though both take metres ('depth' is no 'length metres')."""
    asked_quantities = {q for q in asked if q in QUANTITIES}
    measured = measured_by(name)
    if asked_quantities and measured and not asked_quantities & measured:
        return True
    asked_dimensions, named = _dimensions(asked), _dimensions(re.findall(r"[a-z]+", name.lower()))
    return bool(asked_dimensions) and bool(named) and not asked_dimensions & named


#: The dimensions of a thing, each with the words naming it: 'how deep' asks for a depth, which a
#: length in metres is not; how wide a round thing is, its diameter.
_DIMENSIONS = (frozenset("length long".split()), frozenset("height high tall tallness elevation altitude".split()),
               frozenset("depth deep deepness".split()), frozenset("width wide breadth broad diameter".split()),
               frozenset("thickness thick".split()))


def _dimensions(words) -> frozenset[int]:
    """The dimensions (their places in `_DIMENSIONS`) the words name."""
    said = {w.lower() for w in words}
    return frozenset(i for i, names in enumerate(_DIMENSIONS) if names & said)


def unit_share(phrase: str, name: str) -> float:
    """The share of a relation phrase's words (of three letters or more but 'per'; and two-letter
    units) that are units of what the unit ending `name` measures: '(X, hectolitres per year, ?y)'
    names `annualOutputHl` by its unit."""
    measured = set(quantity_words(name))
    words = [w for w in re.findall(r"[a-z0-9]+", phrase.lower()) if (len(w) > 2 and w != "per") or w in _UNITS]
    if not measured or not words:
        return 0.0
    return sum(bool(measured & set(_UNITS.get(w, ()))) for w in words) / len(words)


def unit_clash(noun: str | None, name: str) -> bool:
    """Whether a measure's unit says it measures another quantity than the one a phrase's noun
    asks for: 'max temperature' is no 'max gust kmh' (a speed), whatever their shared 'max'."""
    measured = quantity_words(name)
    return bool(noun) and noun in QUANTITIES and bool(measured) and noun not in measured
