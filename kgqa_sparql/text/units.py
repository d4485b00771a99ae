"""What a unit in a measure's name says it measures: 'launch mass kg' is a weight, 'area hectares'
a size, 'installed capacity mw' a power. KGs name numeric properties after their unit
('main_span_m', 'capacity_mw'); a question says the quantity ('the heaviest probe', 'the largest
garden'), and a small sentence encoder does not know that kilograms weigh.

    quantity_words("launch mass kg")   # ('weight', 'mass')
    quantity_words("opened")           # ()

English and SI abbreviations only; the unit must be the name's last word, as names put it, and a
single letter counts only after other words ('height m', never 'm' alone).
"""

from __future__ import annotations

import re

_QUANTITIES: dict[tuple[str, ...], str] = {
    ("weight", "mass"): "kg kgs kilogram kilograms g gram grams mg milligrams t tonne tonnes ton tons lb lbs oz",
    ("length", "distance", "height"): "m metre metres meter meters km kilometre kilometres kilometers cm mm "
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


def quantity_words(name: str) -> tuple[str, ...]:
    """The quantities the unit ending a measure's name says it measures; () when it ends in none."""
    words = re.findall(r"[a-z0-9]+", name.lower())
    if not words or (len(words[-1]) == 1 and len(words) == 1):
        return ()
    return _UNITS.get(words[-1], ())
