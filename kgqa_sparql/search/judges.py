"""Scorers for anonymous relation paths: a bi-encoder similarity and a Stop / Continue / Drop judge.

Both work on frozen sentence embeddings of the question (topic mention masked) and of the path
text (`paths.path_text`), so path embeddings are computed once per distinct relation path and
cached. Two judges implement the same interface:

* `ZeroShotJudge`: no training; the cosine similarity of question and path is the continue
  score, and the stop score less a small penalty per extra hop (shorter paths first);
* `HeadJudge`: a small MLP trained by `train.py` on [q, p, q*p, depth one-hot] features that
  outputs the probabilities of the three GRAPE judge classes. Inference is plain numpy, so a
  saved head gives bit-identical scores after loading and costs microseconds per path;
* `TunedJudge`: the same head over a question tower fine-tuned from the packaged MiniLM (the
  path tower stays frozen, so path embeddings are still shared and cached). A question costs one
  forward pass of its own encoder instead of the shared one's, so latency is unchanged; frozen
  question embeddings are what made the head confuse relations whose names are close in MiniLM's
  space ("directed by" / "written by").

`load_judge` opens either from its folder (the manifest says which).
"""

from __future__ import annotations

import json
import re
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol, Sequence

import numpy as np

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.answer_type import answer_word, asked_about, focus_nouns
from kgqa_sparql.text.encoder import Encoder, blas_threads
from kgqa_sparql.text.english import asks_for_sharing, share_a_stem
from kgqa_sparql.text.lexicon import is_noun

#: The judge's classes, in the column order of every probability array.
JUDGE_CLASSES = ("stop", "continue", "drop")
STOP, CONTINUE, DROP = range(3)
#: Depth one-hot width: paths of 1..MAX_DEPTH_FEATURE hops (longer ones share the last slot).
MAX_DEPTH_FEATURE = 4
#: Hop slots: the first HOP_SLOTS hops of a path are also embedded one by one (see `hop_vectors`).
HOP_SLOTS = 3
WEIGHTS_FILE = "head.npz"
MANIFEST_FILE = "manifest.json"
#: Sub-folder of a `TunedJudge` holding its question encoder (a sentence-transformers model).
QUESTION_ENCODER_DIR = "question-encoder"


@contextmanager
def cpu_threads(n: int | None, *, torch: bool = True):
    """Run small CPU work (one question's encoding, the judge's matmuls, a small training run) on `n`
    torch and BLAS threads: on a busy machine, extra threads spin far longer than they compute
    (measured: 0.7 s vs 0.03 s to encode one question with 2 vs 1 threads). None leaves them alone.
    `torch=False`: hold torch's threads only when it is already loaded (work that runs on numpy
    need not import it: 1-2 s)."""
    if not n:
        yield
        return
    import sys

    if torch:
        import torch as loaded
    else:
        loaded = sys.modules.get("torch")
    before = loaded.get_num_threads() if loaded is not None else 0
    if loaded is not None:
        loaded.set_num_threads(n)
    try:
        with blas_threads(n):
            yield
    finally:
        if loaded is not None:
            loaded.set_num_threads(before)


class Judge(Protocol):
    """Probabilities (n, 3) of stop / continue / drop for n paths given the question vector.

    A judge may also have `encode_question(text) -> vector` (its own question tower); without it
    the retriever encodes questions with the shared encoder that also embeds the paths. One whose
    `uses_hops` is true also gets every hop's embedding (`hop_vectors`), and one whose `uses_words`
    is true is also called with `words=`, every path's `word_features`."""

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int],
              hops: np.ndarray | None = None) -> np.ndarray: ...


def depth_onehot(depths: Sequence[int]) -> np.ndarray:
    out = np.zeros((len(depths), MAX_DEPTH_FEATURE), dtype=np.float32)
    for i, d in enumerate(depths):
        out[i, min(max(d, 1), MAX_DEPTH_FEATURE) - 1] = 1.0
    return out


def hop_vectors(hops: Sequence[Sequence[str]], encoder, slots: int = HOP_SLOTS) -> np.ndarray:
    """(n, HOP_SLOTS, dim) embeddings of each path's hop texts, one slot per hop, zeros past its end.

    The embedding of a whole path text blurs its hops together ("inverse of starred actors ->
    written by" and "... -> directed by" have cosine 0.95 in MiniLM), so the judge also sees
    every hop on its own; hop texts are few (two per relation) and cached by the encoder."""
    distinct = sorted({t for texts in hops for t in texts[:slots] if t})
    vectors = dict(zip(distinct, encoder.encode(distinct))) if distinct else {}
    out = np.zeros((len(hops), slots, encoder.dim), dtype=np.float32)
    for i, texts in enumerate(hops):
        for j, text in enumerate(texts[:slots]):
            if text:  # an empty text (a hop with no class name) stays zeros
                out[i, j] = vectors[text]
    return out


def pair_features(question: np.ndarray, paths: np.ndarray, depths: Sequence[int],
                  hops: np.ndarray | None = None, *, onehot: np.ndarray | None = None) -> np.ndarray:
    """Features of (question, path) pairs: question and path embeddings, their product, depth,
    and with `hops` ((n, slots, dim), see `hop_vectors`) every hop's embedding and its product
    with the question.

    `question` is (dim,) shared by all rows, or (n, dim) one per row; `onehot` may replace
    `depths` by their precomputed `depth_onehot`."""
    q = np.broadcast_to(question, paths.shape)
    parts = [q, paths, q * paths, depth_onehot(depths) if onehot is None else onehot]
    if hops is not None:
        parts += [hops.reshape(len(paths), -1), (q[:, None, :] * hops).reshape(len(paths), -1)]
    return np.concatenate(parts, axis=1).astype(np.float32)


@dataclass
class ZeroShotJudge:
    """No training: a path's score is the cosine similarity of question and path text, plus how
    well its hops and the question's words explain each other (`word_features`); stop is the same
    less `depth_penalty` per hop past the first; nothing is dropped.

    The whole-path cosine alone barely moves with a path's last hop ("inverse of starred actors"
    and "inverse of starred actors -> release year" both fit "what films did X star in"), so
    without the word terms the search often overshoots. `hop_fit` weighs the worst hop's claim
    on the question's words (a hop nothing in the question asks for: "release year"),
    `word_cover` how much of the question's content words the path's relations and classes
    explain (a path that stops before "directed" in "who directed films starring X")."""

    #: Weights set on MetaQA dev questions [0, 150) per hop (BENCHMARKS.md, "Zero-shot judge").
    depth_penalty: float = 0.03
    hop_fit: float = 0.3
    word_cover: float = 1.0
    #: Weight of the word-order prior in the final ranking (`BeamRetriever.first_hop_order`: the
    #: question word nearest the topic names the path's first hop); set on MetaQA dev [0, 300)
    #: with the prior as a bonus too: 0 / 0.1 / 0.2 / 0.3 / 0.5 gave 2-hop 72.0 / 73.0 / 75.0 /
    #: 71.3 / 67.7, 3-hop 52.3 / 55.0 / 58.0 / 60.3 / 61.0; as a penalty only (a bonus lifted
    #: 2-hop paths over right 1-hop ones) 0.2 gives 80.7 / 72.7 / 57.3 (0: 79.7 / 72.0 / 52.3).
    #: A trained judge reads word order itself (the prior cost it 1-3 points).
    order_weight: float = 0.2
    uses_hops = False
    uses_words = True

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int],
              hops: np.ndarray | None = None, words: np.ndarray | None = None) -> np.ndarray:
        sim = paths @ question
        if words is not None:
            sim = sim + self.hop_fit * words[:, WORST_HOP] + self.word_cover * words[:, COVER]
        stop = sim - self.depth_penalty * (np.asarray(depths, dtype=sim.dtype) - 1)
        return np.stack([stop, sim, np.full_like(sim, -np.inf)], axis=1)


@dataclass
class QuestionWords:
    """A (topic-masked) question's content n-grams (`question_ngrams`) with their embeddings,
    which content words each holds, and which pairs of them share a content word (and so cannot
    both be claimed, see `word_features`)."""

    texts: list[str]
    vectors: np.ndarray  # (m, dim)
    holds: np.ndarray  # (m, k) bool: n-gram i holds the question's content word j
    overlap: np.ndarray  # (m, m) bool: n-grams i and j share a content word
    sharing: bool = True  # the question asks for things that share something (`english.asks_for_sharing`)
    spans: np.ndarray | None = None  # (m, 2) each n-gram's word positions [start, end)
    nouns: np.ndarray | None = None  # (m,) bool: the n-gram holds a noun (`lexicon.is_noun`), not the focus
    asked: np.ndarray | None = None  # (k,) bool: the content word is a noun the question asks about its topic

    @classmethod
    def of(cls, text: str, encoder: Encoder) -> "QuestionWords":
        grams = question_ngrams(text)
        texts = [g.text for g in grams]
        vectors = encoder.encode(texts) if texts else np.zeros((0, encoder.dim), dtype=np.float32)
        content = sorted({w for g in grams for w in g.content})
        holds = np.array([[w in g.content for w in content] for g in grams], dtype=bool)
        holds = holds.reshape(len(grams), len(content))
        overlap = (holds.astype(np.int32) @ holds.T.astype(np.int32)) > 0
        spans = np.array([g.span for g in grams], dtype=np.int64).reshape(len(grams), 2)
        focus = set(focus_nouns(text)) | {answer_word(text)}  # what the answer is, not the thing in between
        nouns = np.array([any(is_noun(w) and w not in focus for w in g.content) for g in grams], dtype=bool)
        about = {w for phrase in asked_about(text) for w in phrase.split() if is_noun(w)}  # "X's *husband*"
        asked = np.array([w in about for w in content], dtype=bool)
        return cls(texts, vectors, holds, overlap, asks_for_sharing(text), spans, nouns, asked)


@dataclass(frozen=True)
class Ngram:
    text: str
    content: frozenset[str]  # its content words
    span: tuple[int, int] = (0, 0)  # word positions [start, end) where it first occurs


#: The longest n-gram of question words matched against a hop text ('release year', 'imdb rating').
MAX_NGRAM = 3
#: Weight of a relation's lexical overlap with a question n-gram beside their cosine
#: (`word_features`); set on MetaQA dev [0, 300) with the zero-shot judge: 0.4 / 0.6 / 0.8 / 1.0
#: gave 82.7 / 85.3 / 78.7 (as without), 83.3 / 87.3 / 82.7, 83.0 / 97.3 / 90.3, 83.3 / 99.3 / 92.0;
#: 1.0 cost bench/unseen.py three questions (music 14 -> 12 of 16, geo 16 -> 15 of 18), 0.8 none.
LEXICAL_WEIGHT = 0.8
#: A claim this good names its relation (a word with the same stem claims LEXICAL_WEIGHT).
NAMED = 0.5
#: A hop claiming less than this explains nothing; each such hop after the first lowers the worst
#: hop's claim by UNCLAIMED_COST (`word_features`). MetaQA dev [0, 300), zero-shot: 0.1 / 0.2 / 0.3
#: / 0.5 gave 87.3 / 96.7 / 92.0, 89.0 / 96.7 / 92.0, 89.3 / 97.0 / 92.0, 89.3 / 97.0 / 92.0 ("which
#: films are about X" went on through starred actors -> directed by, whose film words the whole
#: path's cosine liked); bench/unseen*.py and bench/anykg.py the same at 0.1 and 0.3.
UNCLAIMED = 0.3
UNCLAIMED_COST = 0.3
#: Columns of `word_features`: the worst claim of a hop, the mean claim over the question's words.
WORST_HOP, COVER = 0, 1


def question_ngrams(text: str) -> list[Ngram]:
    """The 1- to MAX_NGRAM-word spans of a question that hold at least one content word (not a
    function or question word), none holding the topic placeholder, lower-cased, in first-seen
    order."""
    from kgqa_sparql.text.mentions import STOPWORDS

    words = [w.split("'")[0] for w in re.findall(r"[^\W_]+(?:'[^\W_]+)?", text.lower())]  # X's -> x
    content = [w not in STOPWORDS and w != "x" for w in words]
    out: dict[str, Ngram] = {}
    for n in range(1, MAX_NGRAM + 1):
        for i in range(len(words) - n + 1):
            gram = " ".join(words[i:i + n])
            if gram in out or not any(content[i:i + n]) or "x" in words[i:i + n]:
                continue
            out[gram] = Ngram(gram, frozenset(w for w, c in zip(words[i:i + n], content[i:i + n]) if c), (i, i + n))
    return list(out.values())


def word_features(relations: np.ndarray, depths: Sequence[int], words: QuestionWords,
                  classes: np.ndarray | None = None, repeats: np.ndarray | None = None,
                  lexical: np.ndarray | None = None, valued: np.ndarray | None = None,
                  detours: np.ndarray | None = None, named: np.ndarray | None = None) -> np.ndarray:
    """(n, 2) per path: the worst claim of one of its hops (column WORST_HOP) and the mean claim
    over the question's content words (COVER), as cosines.

    `relations` ((n, slots, dim)) are `hop_vectors` of each hop's relation label without its
    direction (which relation a question names is a matter of its words; the direction is the
    path embedding's), `classes` ((n, slots + 1, dim)) the same for the names of the classes the
    path starts from and each hop leads to ("films" in "what films did X star in" names the class
    of the answers, "film" in "who directed the film X" the topic's). Relations and
    classes claim the question's n-grams one to one, best cosine first, and n-grams that share a
    content word cannot both be claimed: a word explains one thing, so a second hop gains nothing
    from a word the first already used ("which movies did X direct" is not "... -> starring"). A
    hop marked in `repeats` ((n, slots) bool: the reverse of the hop before it, "films that share
    actors with X") claims nothing and is not the worst when the question asks for sharing
    (`QuestionWords.sharing`), else as `_asked_pairs` says. `lexical` ((n, slots, m)): how much of
    each n-gram each hop's relation label covers by stem or WordNet (`english.lexical_overlap`);
    a hop's claim is the larger of its cosine and LEXICAL_WEIGHT times that (MiniLM puts
    "screenwriter" nearer "starred actors" than "written by"). `valued` ((n,) bool): paths from a
    value the KG holds as a literal, whose first hop the value itself names ('headlamps' is a
    category, 'opened in 1979' a year of opening): that hop claims at least NAMED as a hop, but no
    question word. `named` ((n, slots) bool): hops whose relation is named after the class it
    leads to ('has site' -> Site): when that class claims a word ('the *site* of X'), so does the
    hop. `detours` ((n,) bool), when given, is set to the paths with a hop going back
    along the one before that the question does not ask for (`_asked_pairs`). A path whose hops
    (and the classes after them) leave a noun the question asks about its topic unclaimed
    (`QuestionWords.asked`: "when was X's *husband* born") pays UNCLAIMED_COST as an unclaimed
    hop does: X's own birth date is not what was asked."""
    n, slots, m = len(relations), relations.shape[1], len(words.texts)
    out = np.zeros((n, 2), dtype=np.float32)
    if not m:
        return out
    valid = np.arange(slots)[None, :] < np.minimum(np.asarray(depths), slots)[:, None]
    pairs = np.zeros_like(valid) if repeats is None else repeats & valid
    sims = [relations @ words.vectors.T]
    if lexical is not None:
        sims[0] = np.maximum(sims[0], LEXICAL_WEIGHT * lexical)
    claims = [valid & ~pairs]
    if classes is not None:
        sims.append(classes @ words.vectors.T)
        claims.append(np.concatenate([np.ones((n, 1), dtype=bool), valid], axis=1) & classes.any(axis=2))
    sims, claiming = np.concatenate(sims, axis=1), np.concatenate(claims, axis=1)
    got, at = _claim(sims, claiming, words.overlap)  # return hops excused, as under sharing
    excused = pairs.copy()
    if not words.sharing and pairs.any():
        claiming[:, :slots] |= pairs
        every = _claim(sims, claiming, words.overlap)  # return hops claiming like any hop
        excused = _asked_pairs(pairs, (got, at), every, words, detours)
    if words.holds.shape[1]:
        out[:, COVER] = _word_claims(got, at, words).mean(axis=1)
    missed = _asked_missed(got, at, words, slots if classes is not None else None)
    hop = valid & ~excused
    hops = got[:, :slots].copy()
    if classes is not None and named is not None:  # the class a hop is named after took the word
        hops = np.where(named, np.maximum(hops, got[:, slots + 1:2 * slots + 1]), hops)
    if valued is not None and valued.any():
        hops[valued, 0] = np.maximum(hops[valued, 0], NAMED)
    out[:, WORST_HOP] = np.where(hop.any(axis=1), np.where(hop, hops, np.inf).min(axis=1), 0.0)
    # every further hop that nothing in the question asks for costs too, not only the worst one:
    # 'which stops are in X' is not the stops served by the lines ending in X
    unclaimed = (hop & (hops < UNCLAIMED)).sum(axis=1)
    out[:, WORST_HOP] -= UNCLAIMED_COST * (np.maximum(unclaimed - 1, 0) + missed)
    return out


def _asked_missed(got: np.ndarray, at: np.ndarray, words: QuestionWords, topic_class: int | None) -> np.ndarray:
    """(n,) bool: the paths leaving a noun the question asks about its topic (`QuestionWords.asked`)
    unclaimed by their hops and the classes after them; the claim of the topic's own class (item
    `topic_class` of `_claim`'s result) does not count: "X's *husband*" is a relation of X's, not
    X's class Person."""
    if words.asked is None or not words.asked.any() or not words.holds.shape[1]:
        return np.zeros(len(got), dtype=bool)
    walked = at.copy()
    if topic_class is not None:
        walked[:, topic_class] = -1
    return ((_word_claims(got, walked, words) < UNCLAIMED) & words.asked).any(axis=1)


def _word_claims(got: np.ndarray, at: np.ndarray, words: QuestionWords) -> np.ndarray:
    """(n, k): per path, the best claim on each of the question's content words, from `_claim`'s
    result (`at` -1 where a relation or class claimed nothing)."""
    claimed = np.zeros((len(got), len(words.texts)), dtype=np.float32)  # per n-gram: what claimed it
    rows = np.repeat(np.arange(len(got))[:, None], at.shape[1], axis=1)
    claimed[rows[at >= 0], at[at >= 0]] = got[at >= 0]
    return (claimed[:, :, None] * words.holds[None]).max(axis=1)


def _asked_pairs(pairs: np.ndarray, excusing: tuple[np.ndarray, np.ndarray],
                 every: tuple[np.ndarray, np.ndarray], words: QuestionWords,
                 detours: np.ndarray | None = None) -> np.ndarray:
    """For a question that asks for no sharing, in place on `excusing` (the claims with return
    hops excused): a hop going back along the hop before it is asked for when the question names
    the same word twice, apart, for the two (claims of at least NAMED when every hop claims:
    'films *directed* by the *director* of X'; that path then takes those claims), or when the
    hop before claims a noun other than the question's focus, the thing in between ('films
    starred by *actors* in X', 'who starred films for the *director* of X': the return hop is
    then excused, as under sharing; not 'released in which *years*'); otherwise ('when was X
    *published*': not the date of the books of X's publisher) neither claims anything, the
    return hop counts as the worst and the path is marked in `detours`. Returns the hops excused
    from being the worst."""
    got, at = excusing
    got2, at2 = every
    spans, nouns = words.spans, words.nouns
    excused = np.zeros_like(pairs)
    for i, j in np.argwhere(pairs):
        a, b = at2[i, j - 1], at2[i, j]
        if (min(got2[i, j - 1], got2[i, j]) >= NAMED and share_a_stem(words.texts[a], words.texts[b])
                and (spans is None or spans[a, 1] < spans[b, 0] or spans[b, 1] < spans[a, 0])):
            got[i], at[i] = got2[i], at2[i]
        elif at[i, j - 1] >= 0 and got[i, j - 1] >= NAMED and (nouns is None or nouns[at[i, j - 1]]):
            excused[i, j] = True
        else:
            got[i, j - 1], at[i, j - 1] = 0.0, -1
            if detours is not None:
                detours[i] = True
    return excused


def _claim(sims: np.ndarray, claiming: np.ndarray, overlap: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Greedy one-to-one matching of items (n, items) to n-grams, per path, best cosine first;
    an n-gram sharing a word with a claimed one is taken too. Returns each item's cosine (0 when
    it claims nothing) and n-gram index (-1)."""
    n, items, m = sims.shape
    got, at = np.zeros((n, items), dtype=np.float32), np.full((n, items), -1)
    free = np.ones((n, m), dtype=bool)
    claiming = claiming.copy()
    rows = np.arange(n)
    for _ in range(items):
        masked = np.where(claiming[:, :, None] & free[:, None, :], sims, -np.inf).reshape(n, -1)
        flat = masked.argmax(axis=1)
        best = masked[rows, flat]
        live = np.isfinite(best)
        if not live.any():
            break
        item, gram = np.divmod(flat[live], m)
        got[rows[live], item], at[rows[live], item] = np.maximum(best[live], 0.0), gram
        claiming[rows[live], item] = False
        free[rows[live]] &= ~overlap[gram]
    return got, at


@dataclass
class HeadConfig:
    """Shape and provenance of a trained head (written into the manifest)."""

    dim: int
    hidden: int = 256
    hops: int = 0  # hop slots in the features (0: path embedding only, as heads trained before them)
    #: Weight of the answer-word prior when searching with this judge (`BeamRetriever.last_hop_order`;
    #: None: the retriever's own).
    answer_weight: float | None = None
    encoder: str = "all-MiniLM-L6-v2"
    classes: tuple[str, ...] = JUDGE_CLASSES
    extra: dict = field(default_factory=dict)


class HeadJudge:
    """Two-layer MLP judge over `pair_features`, evaluated in numpy."""

    def __init__(self, weights: dict[str, np.ndarray], config: HeadConfig):
        expected = {"w1", "b1", "w2", "b2"}
        if set(weights) != expected:
            raise KgqaError(f"judge weights must be {sorted(expected)}, got {sorted(weights)}")
        self.weights = {k: np.asarray(v, dtype=np.float32) for k, v in weights.items()}
        self.config = config
        n_in = 3 * config.dim + MAX_DEPTH_FEATURE + 2 * config.hops * config.dim
        if self.weights["w1"].shape != (n_in, config.hidden) or self.weights["w2"].shape != (config.hidden, 3):
            raise KgqaError(f"judge weights do not fit dim={config.dim} hidden={config.hidden}")

    def logits(self, features: np.ndarray) -> np.ndarray:
        w = self.weights
        hidden = np.maximum(features @ w["w1"] + w["b1"], 0.0)
        return hidden @ w["w2"] + w["b2"]

    @property
    def uses_hops(self) -> bool:
        return self.config.hops > 0

    @property
    def answer_weight(self) -> float | None:
        return self.config.answer_weight

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int],
              hops: np.ndarray | None = None) -> np.ndarray:
        if self.config.hops and (hops is None or hops.shape[1] < self.config.hops):
            raise KgqaError(f"this judge needs the embeddings of {self.config.hops} hop slots per path")
        logits = self.logits(pair_features(question, paths, depths, hops[:, :self.config.hops] if self.config.hops else None))
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        return probs / probs.sum(axis=1, keepdims=True)

    # ---- persistence ------------------------------------------------------------------------
    def save(self, directory: str | Path, manifest: dict | None = None) -> Path:
        """Write weights (npz) and a manifest (config, training data, hyper-parameters)."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        tmp = directory / (WEIGHTS_FILE + ".tmp.npz")
        np.savez(tmp, **self.weights)
        tmp.replace(directory / WEIGHTS_FILE)
        body = {"kind": "head-judge", "config": asdict(self.config), **(manifest or {})}
        (directory / MANIFEST_FILE).write_text(json.dumps(body, indent=2, default=str), encoding="utf-8")
        return directory

    @classmethod
    def load(cls, directory: str | Path) -> "HeadJudge":
        directory = Path(directory)
        manifest = _read_manifest(directory)
        config = manifest.get("config", {})
        config["classes"] = tuple(config.get("classes", JUDGE_CLASSES))
        with np.load(directory / WEIGHTS_FILE) as data:
            weights = {k: data[k] for k in data.files}
        return cls(weights, HeadConfig(**config))


class TunedJudge:
    """A `HeadJudge` over the question embeddings of a fine-tuned question encoder.

    `encoder` is an `encoder.Encoder` on the fine-tuned model folder (cached, CUDA fp16 when
    present); paths are embedded by the shared frozen encoder, as for the plain head."""

    kind = "tuned-judge"

    def __init__(self, encoder, head: HeadJudge):
        if encoder.dim != head.config.dim:
            raise KgqaError(f"question encoder dim {encoder.dim} does not fit the head (dim {head.config.dim})")
        self.encoder, self.head = encoder, head

    def encode_question(self, text: str) -> np.ndarray:
        return self.encoder.encode([text])[0]

    @property
    def uses_hops(self) -> bool:
        return self.head.uses_hops

    @property
    def answer_weight(self) -> float | None:
        return self.head.answer_weight

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int],
              hops: np.ndarray | None = None) -> np.ndarray:
        return self.head.judge(question, paths, depths, hops)

    def save(self, directory: str | Path, manifest: dict | None = None) -> Path:
        """Head weights, the question encoder (sentence-transformers folder) and the manifest."""
        return self.write(directory, self.encoder.model, self.head, manifest)

    @classmethod
    def write(cls, directory: str | Path, model, head: HeadJudge, manifest: dict | None = None) -> Path:
        """Save a sentence-transformers `model` (the question tower) with `head` as a judge folder."""
        directory = Path(directory)
        model.save(str(directory / QUESTION_ENCODER_DIR))
        head.save(directory, {**(manifest or {}), "kind": cls.kind})
        return directory

    @classmethod
    def load(cls, directory: str | Path, device: str | None = None) -> "TunedJudge":
        directory = Path(directory)
        if not (directory / QUESTION_ENCODER_DIR).is_dir():
            raise KgqaError(f"{directory} holds no {QUESTION_ENCODER_DIR}/ (a fine-tuned judge needs it)")
        return cls(Encoder(str(directory / QUESTION_ENCODER_DIR), device=device), HeadJudge.load(directory))


def _read_manifest(directory: Path) -> dict:
    weights_path, manifest_path = directory / WEIGHTS_FILE, directory / MANIFEST_FILE
    if not weights_path.is_file() or not manifest_path.is_file():
        raise KgqaError(f"no trained judge in {directory} (expected {WEIGHTS_FILE} and {MANIFEST_FILE}; "
                        "create one with `kgqa-sparql train`)")
    return json.loads(manifest_path.read_text(encoding="utf-8"))


def load_judge(directory: str | Path) -> HeadJudge | TunedJudge:
    """The trained judge saved in `directory` (plain head or fine-tuned question tower)."""
    directory = Path(directory)
    kind = _read_manifest(directory).get("kind", "head-judge")
    if kind == TunedJudge.kind:
        return TunedJudge.load(directory)
    if kind != "head-judge":
        raise KgqaError(f"{directory}: unknown judge kind {kind!r}")
    return HeadJudge.load(directory)
