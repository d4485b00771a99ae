"""Would withholding low-scored answers say "I don't know" where the KG cannot answer, at what cost?
Reads the `--json` output of the blind batches (`bench/unseen*.py --json > DIR/<name>.json`), which
keeps per question whether the KG can answer it, whether the top answer was right, and that answer's
score and method, and prints, per score threshold, the right answers a cut there would lose against
the unanswerable questions it would leave unanswered and the wrong answers it would withhold.

    for m in bench/unseen*.py; do python $m --json > runs/$(basename $m .py).json; done
    python bench/withhold.py runs [--method explore]
"""

from __future__ import annotations

import argparse
import glob
import json
import os
from collections import Counter

THRESHOLDS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)


def outcome(q: dict) -> str:
    """right / wrong / empty for an answerable question; answered / abstained for one the KG cannot answer."""
    if not q["answerable"]:
        return "abstained" if q["ok"] else "answered"
    if q["ok"]:
        return "right"
    return "wrong" if q["score"] is not None else "empty"


def load(folder: str) -> list[dict]:
    rows = []
    for path in sorted(glob.glob(os.path.join(folder, "unseen*.json"))):
        with open(path, encoding="utf-8") as f:
            for kg in json.load(f):
                rows += kg.get("questions", [])
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("folder")
    ap.add_argument("--method", default=None, help="only answers of this method (e.g. explore)")
    args = ap.parse_args()
    rows = [q for q in load(args.folder) if args.method is None or q.get("method") == args.method]
    counts = Counter(outcome(q) for q in rows)
    print(f"{len(rows)} questions: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    by_hops = Counter((q.get("hops"), outcome(q)) for q in rows if q["score"] is not None)
    print("\n| hops | right | wrong | unanswerable answered |\n|---|---|---|---|")
    for hops in sorted({h for h, _ in by_hops}, key=str):
        print(f"| {hops} | {by_hops[(hops, 'right')]} | {by_hops[(hops, 'wrong')]} | {by_hops[(hops, 'answered')]} |")
    print("\n| withheld below score | right answers lost | unanswerable now unanswered | wrong answers withheld |")
    print("|---|---|---|---|")
    scored = [q for q in rows if q["score"] is not None]
    for t in THRESHOLDS:
        cut = Counter(outcome(q) for q in scored if q["score"] < t)
        print(f"| {t} | {cut['right']} | {cut['answered']} | {cut['wrong']} |")


if __name__ == "__main__":
    main()
