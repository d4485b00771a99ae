"""Calibrated entity-link confidence, learned from the KG's own names with no labelled data.

A fuzzy link (mention -> nearest name) is described by string features: the trigram Dice of the
two texts, the share of mention words found in the name (up to a typo, see `word_match`) and the
share of name words found in the mention (a distinctive word found makes up for the rest: see
`features`). A logistic model on them is fitted per KG from synthetic mentions:
- positives: real names with a typo (a character dropped, doubled, swapped or replaced), in
  lower case, with a word dropped from a long name, or reduced to one of their words: right when
  their best candidate is the entity (a word many names share mostly links wrong);
- negatives: made-up names that are not in the KG, the words of two real names recombined
  ("Tom" + "Chaykin") or a real name with another name's word added ("Adrianne Monkey's Mask"),
  as users ask about people and things that are not there: their best candidate is wrong.
Its probability is the link's confidence; links below the linker's threshold are not trusted.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Callable, Iterable, Mapping, Sequence

import jellyfish
import numpy as np
from rapidfuzz.distance import OSA

from kgqa_sparql.text.lexicon import is_common_word

#: Synthetic mentions of each kind used to fit a KG's model.
SAMPLES = 300
#: Fewer right or wrong synthetic links than this: the default model is used.
MIN_EXAMPLES = 60


def _trigrams(text: str) -> set[str]:
    padded = f"  {text} "
    return {padded[i:i + 3] for i in range(len(padded) - 2)}


def dice(a: str, b: str) -> float:
    ga, gb = _trigrams(a), _trigrams(b)
    return 2 * len(ga & gb) / (len(ga) + len(gb)) if ga and gb else 0.0


def word_match(a: str, b: str) -> bool:
    """Same word up to a typo. Short words collide with other real words one edit away ('see' /
    'seed', 'burns' / 'burn', 'made' / 'Matt'), so the allowance grows with length and with
    sound: one edit for words of five letters or more (or shorter ones that sound alike), two for
    words of five or more of about the same length that sound alike (Metaphone: 'Stephen' /
    'Steven'). A word with letters added or cut at either end ('Daimlerea', 'Kaprohaska') is
    another word, not a typo; so is one that starts with another letter and sounds otherwise
    ('Horea' is not 'Korea'): people rarely mistype a word's first letter, and a made-up name
    one letter from a real one is most often that. Nor is one with a letter replaced by one
    neither near it on the keyboard nor sounding alike ('Haldin' / 'Haldis', 'Tobias' /
    'Tobiah'): mistyped letters are the neighbouring keys ('Hanx' / 'Hanks')."""
    if a == b:
        return True
    shorter = min(len(a), len(b))
    if shorter < 3:
        return False
    distance = OSA.distance(a, b, score_cutoff=2)
    if distance == 1 and len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1:
        x, y = next((x, y) for x, y in zip(a, b) if x != y)
        if y not in neighbour_keys(x) and _sound(a) != _sound(b):
            return False  # a letter replaced by a far key that changes the sound: another word
        if is_common_word(a) and is_common_word(b):
            return False  # 'Tort' is no typo of 'Tart': both are words, one letter apart
    if distance <= 1 and shorter >= 5 and a[0] == b[0]:
        return True
    return (distance == 1 or distance == 2 and shorter >= 5 and abs(len(a) - len(b)) <= 1) \
        and _sound(a) == _sound(b)


_KEYBOARD = ("qwertyuiop", "asdfghjkl", "zxcvbnm")


@lru_cache(maxsize=64)
def neighbour_keys(ch: str) -> str:
    """The keys around a letter on a QWERTY keyboard (its row, and the staggered rows above and
    below); '' for other characters."""
    for r, row in enumerate(_KEYBOARD):
        c = row.find(ch)
        if c < 0:
            continue
        around = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c)]
        return "".join(_KEYBOARD[i][j] for i, j in around if 0 <= i < 3 and 0 <= j < len(_KEYBOARD[i]))
    return ""


@lru_cache(maxsize=65536)
def _sound(word: str) -> str:
    return jellyfish.metaphone(word)


def features(mention: str, name: str, df: Mapping[str, int] | None = None) -> np.ndarray:
    """[trigram Dice, mention words found in the name, name words found in the mention or made up
    for by distinctive words, every mention word surely found] of two normalised texts (a word is found
    up to a typo: `_same_word`). The last lets a fit say that one word the name lacks
    ('Adrianne Monkey's Mask') costs more than the share of words suggests.

    The third: a mention naming part of a name ('Spielberg' for 'Steven Spielberg') is as good as
    the whole name when the part is distinctive, and weak when many names share it ('James'):
    covered + (1 - covered) / (names containing the rarest name word it found) when every word
    of the mention is in the name as it is spelt there, `df` counting the KG's names per word
    (None: the part counts for nothing more). The fourth: every mention word found, and spelt
    as in the name when the mention is only part of it."""
    m_words, n_words = mention.split(), name.split()
    if not m_words or not n_words:
        return np.zeros(4)
    pairs = _pair_words(m_words, n_words, df)
    found = len(pairs) / len(m_words)
    matched = [n_words[j] for _, j in pairs]
    covered = len(matched) / len(n_words)
    # a part of the name, nothing else, counts only as spelt there: a name cut short and
    # misspelt ('Racheloy' for 'Rachelle Funk') is most often another name
    part = covered < 1
    sure = found == 1 and not (part and any(m_words[i] != n_words[j] for i, j in pairs))
    if df is not None and matched and part and sure:
        covered += (1 - covered) / max(1, min(df.get(v, 1) for v in matched))
    return np.array([dice(mention, name), found, covered, float(sure)])


def _pair_words(m_words: list[str], n_words: list[str], df: Mapping[str, int] | None) -> list[tuple[int, int]]:
    """Mention words paired one-to-one with the name words they match (exact matches first, then
    typos and initials, left to right): 'Plaza Plaza Museum' finds two words of 'Capital Plaza Museum', not three."""
    pairs: dict[int, int] = {}
    for exact in (True, False):
        for i, w in enumerate(m_words):
            if i in pairs:
                continue
            j = next((j for j, v in enumerate(n_words) if j not in pairs.values()
                      and (w == v if exact else _same_word(w, v, df) or _initial(w, v, i < len(m_words) - 1))), None)
            if j is not None:
                pairs[i] = j
    return list(pairs.items())


def _initial(mention_word: str, name_word: str, before_another: bool) -> bool:
    """A letter before another word is an initial: 'r' finds 'regis' in 'R. Roinsard', 't' does
    not; a last letter abbreviates nothing ('Chinese P' is not 'Chinese Puzzle')."""
    return before_another and len(mention_word) == 1 and mention_word.isalpha() \
        and len(name_word) > 1 and name_word[0] == mention_word


def part_share(mention: str, name: str, df: Mapping[str, int] | None = None) -> float | None:
    """The share of a name's words that a mention names when it is only a part of the name
    (every mention word found in it, up to a typo: 'spielberg' is half of 'steven spielberg');
    None when it is the whole name or not a part of it. Two normalised texts."""
    m_words, n_words = mention.split(), name.split()
    found = len(_pair_words(m_words, n_words, df))
    if not m_words or found < len(m_words) or found >= len(n_words):
        return None
    return found / len(n_words)


def _same_word(mention_word: str, name_word: str, df: Mapping[str, int] | None) -> bool:
    """`word_match`, except that a mention word which is itself a word of the KG's names is not
    a typo of another one (as a spelling checker leaves dictionary words alone): 'Orlando
    Prohaska' is not 'Rolando Prohaska' when another name has 'Orlando'."""
    if mention_word == name_word:
        return True
    return not (df and mention_word in df) and word_match(mention_word, name_word)


def name_frequencies(names: Iterable[str]) -> dict[str, int]:
    """How many of the (normalised) names contain each word."""
    df: Counter[str] = Counter()
    for name in names:
        df.update(set(name.split()))
    return dict(df)


@dataclass
class LinkModel:
    """Logistic regression over `features`; `confidence` is its probability. `df`: the KG's name
    frequency per word (`name_frequencies`), which the third feature needs."""

    weights: np.ndarray
    bias: float
    df: Mapping[str, int] | None = field(default=None, repr=False)

    def confidence(self, mention: str, name: str) -> float:
        z = float(features(mention, name, self.df) @ self.weights + self.bias)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))

    def to_json(self) -> dict:
        """The fitted weights (`df` is not saved: it is recounted from the names)."""
        return {"weights": [float(w) for w in self.weights], "bias": self.bias}

    @classmethod
    def from_json(cls, data: dict, df: Mapping[str, int] | None) -> LinkModel:
        return cls(np.array(data["weights"], dtype=float), float(data["bias"]), df)


#: Used when a KG has too few names to fit its own (close to what MetaQA-size KGs fit).
DEFAULT_MODEL = LinkModel(np.array([4.0, 16.0, 8.0, 0.0]), -24.0)


def fit(X: np.ndarray, y: np.ndarray, l2: float = 0.1) -> LinkModel:
    """Logistic regression with every feature's weight >= 0 (more similar never means less
    confident, whatever a small sample suggests), by L-BFGS-B within those bounds; the L2 penalty
    keeps a separable sample (every right link found=1, every wrong one not) from driving the
    weights to infinity."""
    from scipy.optimize import minimize
    from scipy.special import expit

    A = np.hstack([X, np.ones((len(X), 1))])

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        z = A @ w
        # log(1 + e^z) - y z, computed stably; the bias is not penalised
        value = float(np.sum(np.logaddexp(0.0, z) - y * z) + 0.5 * l2 * w[:-1] @ w[:-1])
        grad = A.T @ (expit(z) - y)
        grad[:-1] += l2 * w[:-1]
        return value, grad

    bounds = [(0.0, None)] * X.shape[1] + [(None, None)]
    w = minimize(loss, np.zeros(A.shape[1]), jac=True, method="L-BFGS-B", bounds=bounds).x
    return LinkModel(w[:-1], float(w[-1]))


def _typo(word: str, rng: random.Random) -> str:
    """A typo as people make them: anywhere but the first letter, a letter replaced by a
    neighbouring key (see `word_match`)."""
    i = rng.randrange(1, len(word)) if len(word) > 1 else 0
    kind = rng.choice(("drop", "double", "swap", "replace"))
    if kind == "drop":
        return word[:i] + word[i + 1:]
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    if kind == "swap" and i < len(word) - 1:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + rng.choice(neighbour_keys(word[i]) or "aeioulnrst") + word[i + 1:]


def positives(names: Sequence[str], rng: random.Random, n: int) -> list[tuple[str, str]]:
    """(mention, true name) pairs: real names as users misspell or shorten them, or name them by
    one of their words (whether that links right depends on how many names share the word)."""
    pool = [name for name in names if len(name) >= 4 and re.search(r"[a-z]{3}", name)]
    out = []
    for name in rng.sample(pool, min(n, len(pool))):
        words = name.split()
        long_words = [i for i, w in enumerate(words) if len(w) >= 5]  # shorter ones: see word_match
        distinct = [w for w in words if len(w) >= 4]
        if len(words) >= 2 and distinct and rng.random() < 0.2:
            words = [rng.choice(distinct)]  # one word of the name: right only where it is distinctive
        elif len(words) >= 3 and rng.random() < 0.25:
            del words[rng.randrange(1, len(words) - 1)]
        elif long_words:
            i = rng.choice(long_words)
            words[i] = _typo(words[i], rng)
        out.append((" ".join(words), name))
    return out


def negatives(names: Sequence[str], rng: random.Random, n: int) -> list[str]:
    """Made-up names, never a name of the KG: the first word(s) of one real name and the last
    word of another, or (one in three) a whole real name with a word of another name added
    ('Adrianne' + 'Monkey's Mask')."""
    known = set(names)
    multi = [name.split() for name in names if len(name.split()) >= 2]
    out: list[str] = []
    for _ in range(n * 5):
        if len(multi) < 2 or len(out) >= n:
            break
        a, b = rng.sample(multi, 2)
        extra = [w for w in b if len(w) >= 3 and w.isalpha() and w not in a]
        if extra and rng.random() < 1 / 3:
            word = rng.choice(extra)
            made_up = " ".join([word] + a if rng.random() < 0.5 else a + [word])
        elif a[-1] != b[-1]:
            made_up = " ".join(a[:-1] + b[-1:])
        else:
            continue
        if made_up not in known:
            out.append(made_up)
    return out


def fit_link_model(names: Sequence[str], best: Callable[[list[str]], list[str | None]],
                   seed: int = 13, samples: int = SAMPLES) -> LinkModel:
    """The model of one KG: `names` are its normalised names, `best(mentions)` the normalised
    name of each mention's best fuzzy candidate (None: no candidate). Falls back to
    DEFAULT_MODEL when the KG has too few names to make both kinds of mention."""
    rng = random.Random(seed)
    df = name_frequencies(names)
    pos = positives(names, rng, samples)
    neg = negatives(names, rng, samples)
    found = best([m for m, _ in pos] + neg)
    rows, labels = [], []
    for (mention, truth), name in zip(pos, found):
        if name is not None:  # a misspelling whose best candidate is another entity is a wrong link too
            rows.append(features(mention, name, df))
            labels.append(float(name == truth))
    for mention, name in zip(neg, found[len(pos):]):
        if name is not None:
            rows.append(features(mention, name, df))
            labels.append(0.0)
    y = np.array(labels)
    if y.sum() < MIN_EXAMPLES or (1 - y).sum() < MIN_EXAMPLES:
        return replace(DEFAULT_MODEL, df=df)
    model = fit(np.array(rows), y)
    model.df = df
    # a model that trusts a link sharing no word with the name, half of a two-word name with an
    # unknown word beside it, or a one-word name inside a longer mention learned nothing usable
    # (too few made-up names to learn from)
    if any(model.confidence(m, n) >= 0.5 for m, n in (("x", "y"), ("alpha beta", "alphabet zeta"),
                                                       ("alpha beta", "alpha gamma"), ("alpha beta", "beta"))):
        return replace(DEFAULT_MODEL, df=df)
    return model
