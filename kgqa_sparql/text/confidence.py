"""Calibrated entity-link confidence, learned from the KG's own names with no labelled data.

A fuzzy link (mention -> nearest name) is described by string features: the trigram Dice of the
two texts, the share of mention words found in the name (a word matches when its trigram Dice
reaches 0.7, so one typo still matches) and the share of name words found in the mention. A
logistic model on them is fitted per KG from synthetic mentions:
- positives: real names with a typo (a character dropped, doubled, swapped or replaced), in
  lower case, or with a word dropped from a long name: their best candidate is the right entity;
- negatives: made-up names that are not in the KG, the words of two real names recombined
  ("Tom" + "Chaykin"), as users ask about people who are not there: their best candidate is wrong.
Its probability is the link's confidence; links below the linker's threshold are not trusted.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
from rapidfuzz.distance import OSA

#: A word of the mention matches a word of the name from this trigram Dice on.
WORD_MATCH = 0.7
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
    """Same word up to a typo: one edit (a swap counts as one) for words of three letters or
    more, two for words of five or more starting alike, or a trigram Dice of WORD_MATCH."""
    if a == b:
        return True
    shorter = min(len(a), len(b))
    if shorter >= 3:
        allowed = 2 if shorter >= 5 and a[0] == b[0] else 1
        if OSA.distance(a, b, score_cutoff=allowed) <= allowed:
            return True
    return dice(a, b) >= WORD_MATCH


def features(mention: str, name: str) -> np.ndarray:
    """[trigram Dice, mention words found in the name, name words found in the mention] of two
    normalised texts (a word is found with one typo or a trigram Dice of WORD_MATCH)."""
    m_words, n_words = mention.split(), name.split()
    if not m_words or not n_words:
        return np.zeros(3)
    found = sum(any(word_match(w, v) for v in n_words) for w in m_words) / len(m_words)
    covered = sum(any(word_match(v, w) for w in m_words) for v in n_words) / len(n_words)
    return np.array([dice(mention, name), found, covered])


@dataclass
class LinkModel:
    """Logistic regression over `features`; `confidence` is its probability."""

    weights: np.ndarray
    bias: float

    def confidence(self, mention: str, name: str) -> float:
        z = float(features(mention, name) @ self.weights + self.bias)
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


#: Used when a KG has too few names to fit its own (fitted on MetaQA-, Spider- and LUBM-style names).
DEFAULT_MODEL = LinkModel(np.array([9.0, 4.0, 3.0]), -11.5)


def fit(X: np.ndarray, y: np.ndarray, l2: float = 1e-2, steps: int = 50) -> LinkModel:
    """Logistic regression by projected Newton steps: each feature's weight stays >= 0 (more
    similar never means less confident, whatever a small sample suggests)."""
    A = np.hstack([X, np.ones((len(X), 1))])
    w = np.zeros(A.shape[1])
    for _ in range(steps):
        p = 1.0 / (1.0 + np.exp(-np.clip(A @ w, -30, 30)))
        grad = A.T @ (p - y) + l2 * w
        hess = (A * (p * (1 - p))[:, None]).T @ A + l2 * np.eye(A.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        w[:-1] = np.maximum(w[:-1], 0.0)
        if np.abs(step).max() < 1e-6:
            break
    return LinkModel(w[:-1], float(w[-1]))


def _typo(word: str, rng: random.Random) -> str:
    i = rng.randrange(len(word))
    kind = rng.choice(("drop", "double", "swap", "replace"))
    if kind == "drop":
        return word[:i] + word[i + 1:]
    if kind == "double":
        return word[:i] + word[i] + word[i:]
    if kind == "swap" and i < len(word) - 1:
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + rng.choice("aeioulnrst") + word[i + 1:]


def positives(names: Sequence[str], rng: random.Random, n: int) -> list[tuple[str, str]]:
    """(mention, true name) pairs: real names as users misspell or shorten them."""
    pool = [name for name in names if len(name) >= 4 and re.search(r"[a-z]{3}", name)]
    out = []
    for name in rng.sample(pool, min(n, len(pool))):
        words = name.split()
        long_words = [i for i, w in enumerate(words) if len(w) >= 4]
        if len(words) >= 3 and rng.random() < 0.25:
            del words[rng.randrange(1, len(words) - 1)]
        elif long_words:
            i = rng.choice(long_words)
            words[i] = _typo(words[i], rng)
        out.append((" ".join(words), name))
    return out


def negatives(names: Sequence[str], rng: random.Random, n: int) -> list[str]:
    """Made-up names: the first word(s) of one real name and the last word of another, never a
    name of the KG."""
    known = set(names)
    multi = [name.split() for name in names if len(name.split()) >= 2]
    out: list[str] = []
    for _ in range(n * 5):
        if len(multi) < 2 or len(out) >= n:
            break
        a, b = rng.sample(multi, 2)
        made_up = " ".join(a[:-1] + b[-1:])
        if made_up not in known and a[-1] != b[-1]:
            out.append(made_up)
    return out


def fit_link_model(names: Sequence[str], best: Callable[[list[str]], list[str | None]],
                   seed: int = 13, samples: int = SAMPLES) -> LinkModel:
    """The model of one KG: `names` are its normalised names, `best(mentions)` the normalised
    name of each mention's best fuzzy candidate (None: no candidate). Falls back to
    DEFAULT_MODEL when the KG has too few names to make both kinds of mention."""
    rng = random.Random(seed)
    pos = positives(names, rng, samples)
    neg = negatives(names, rng, samples)
    found = best([m for m, _ in pos] + neg)
    rows, labels = [], []
    for (mention, truth), name in zip(pos, found):
        if name is not None:  # a misspelling whose best candidate is another entity is a wrong link too
            rows.append(features(mention, name))
            labels.append(float(name == truth))
    for mention, name in zip(neg, found[len(pos):]):
        if name is not None:
            rows.append(features(mention, name))
            labels.append(0.0)
    y = np.array(labels)
    if y.sum() < MIN_EXAMPLES or (1 - y).sum() < MIN_EXAMPLES:
        return DEFAULT_MODEL
    return fit(np.array(rows), y)
