"""Question/answer data sets for training and evaluation: MetaQA text files and RoG-style JSONL.

MetaQA: `question<TAB>answer1|answer2`, topic in `[brackets]`; beside it optionally
`*_qtype.txt` (relation chain per line) and `*_reachable.txt` (1 where every answer is reachable).
RoG JSONL (WebQSP/CWQ subgraph releases): one object per line with `question`, `q_entity`,
`a_entity` (or `answer`) and `graph` (a list of [subject, relation, object] triples).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from kgqa_sparql.errors import KgqaError


@dataclass
class QAPair:
    """A question with its gold answers (labels), optional topic IRIs and question type."""

    question: str
    answers: list[str]
    topics: list[str] = field(default_factory=list)
    qtype: str | None = None
    #: RoG: the question's own subgraph as (subject, relation, object) names.
    graph: list[tuple[str, str, str]] = field(default_factory=list)
    topic_names: list[str] = field(default_factory=list)
    #: The relation path the answers were walked along, when known (synthesised questions):
    #: (predicate IRI, forward) per hop.
    path: list[tuple[str, bool]] = field(default_factory=list)


def _sibling(path: Path, suffix: str) -> Path | None:
    candidate = path.with_name(path.stem + suffix)
    return candidate if candidate.is_file() else None


#: Why a training line was left out: not `question<TAB>answers`, a topic the KG does not hold,
#: or no relation path from the topic that reaches the answers.
SKIP_REASONS = ("malformed", "unknown_topic", "no_path")


def skip_counts(*counts) -> dict[str, int]:
    """Every skip reason (zero when none) with the sum of the given counters, for reports."""
    total: Counter = Counter({reason: 0 for reason in SKIP_REASONS})
    for count in counts:
        total.update(count or {})
    return dict(total)


def describe_skips(skipped: dict[str, int]) -> str:
    """'malformed 1, unknown_topic 2, no_path 0', or 'none' when nothing was skipped."""
    return ", ".join(f"{reason} {n}" for reason, n in skipped.items()) if any(skipped.values()) else "none"


def load_metaqa(path: str | Path, *, reachable: str | Path | None = None, only_reachable: bool = True,
                limit: int | None = None, skipped: Counter | None = None) -> list[QAPair]:
    """MetaQA questions with answers and (when the `_qtype.txt` file is beside them) types.

    With a reachable file (given, or `_reachable.txt` beside the questions), only questions whose
    answers are all reachable in the KB are kept unless `only_reachable` is False. A malformed
    line raises a KgqaError naming it, unless a `skipped` counter is given: then it is counted
    under "malformed" and left out (training tolerates real data)."""
    path = Path(path)
    if not path.is_file():
        raise KgqaError(f"no such question file: {path}")
    lines = [line.rstrip("\n") for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    qtype_file = _sibling(path, "_qtype.txt")
    qtypes = qtype_file.read_text(encoding="utf-8").split() if qtype_file else [None] * len(lines)
    reach_file = Path(reachable) if reachable else _sibling(path, "_reachable.txt")
    if reach_file is not None and not reach_file.is_file():
        raise KgqaError(f"no such reachable file: {reach_file}")
    flags = reach_file.read_text(encoding="utf-8").split() if reach_file else ["1"] * len(lines)
    if len(qtypes) != len(lines) or len(flags) != len(lines):
        raise KgqaError(f"{path}: {len(lines)} questions but {len(qtypes)} qtypes / {len(flags)} reachable flags")
    pairs = []
    for lineno, (line, qtype, flag) in enumerate(zip(lines, qtypes, flags), start=1):
        question, tab, answers = line.partition("\t")
        if not tab or not answers.strip() or not question.strip():
            if skipped is not None:
                skipped["malformed"] += 1
                continue
            raise KgqaError(f"{path}:{lineno}: expected question<TAB>answer|answer, got {line[:80]!r}")
        if only_reachable and flag != "1":
            continue
        pairs.append(QAPair(question.strip(), [a.strip() for a in answers.split("|") if a.strip()], qtype=qtype))
        if limit is not None and len(pairs) >= limit:
            break
    return pairs


def load_rog(path: str | Path, *, limit: int | None = None) -> list[QAPair]:
    """RoG-style JSONL: question, q_entity, a_entity (or answer), graph triples."""
    path = Path(path)
    if not path.is_file():
        raise KgqaError(f"no such JSONL file: {path}")
    pairs = []
    with path.open(encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                answers = row.get("a_entity") or row.get("answer") or []
                graph = [tuple(str(x) for x in t) for t in row["graph"]]
                if any(len(t) != 3 for t in graph):
                    raise ValueError("graph triples must have three parts")
                pairs.append(QAPair(row["question"], [str(a) for a in answers], graph=graph,
                                    topic_names=[str(e) for e in row["q_entity"]]))
            except (ValueError, KeyError, TypeError) as exc:
                raise KgqaError(f"{path}:{lineno}: not a RoG record ({exc})") from exc
            if limit is not None and len(pairs) >= limit:
                break
    return pairs
