"""Zero-shot NL answering (no trained judge) on MetaQA: `search.judges.ZeroShotJudge` as shipped
(path cosine, depth penalty and the question's words claimed by the path's relations and classes)
beside the cosine alone with and without the depth penalty, on the same questions in one run.

    python bench/zeroshot.py [--positions 3000:3300] [--penalties 0,0.03]
                             [--judges depth_penalty:hop_fit:word_cover,...]

Per hop, the dev questions are shuffled as bench/metaqa.py shuffles them (seed 5 + hop) and
positions [start, end) are asked with the beam retriever and each untrained judge; Hits@1 per
judge. The weights were set on positions [0, 150); [3000, 3300) is the held-out reading. The
store is bench/mentions.py's (kb.txt loaded once on disk; `--store`).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _metaqa import DATA  # noqa: E402
from mentions import open_metaqa  # noqa: E402

from kgqa_sparql.search.explore import BeamRetriever  # noqa: E402
from kgqa_sparql.search.judges import ZeroShotJudge  # noqa: E402
from kgqa_sparql.training.evaluation import evaluate  # noqa: E402
from kgqa_sparql.training.qadata import load_metaqa  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", default="3000:3300")
    ap.add_argument("--penalties", default="0,0.03")
    ap.add_argument("--judges", default=None,
                    help="judges to compare as depth_penalty:hop_fit:word_cover,... (default: each of --penalties "
                         "without the word terms, then the shipped judge)")
    ap.add_argument("--store", default=str(ROOT / "bench" / "out" / "mentions-metaqa.store"))
    args = ap.parse_args()
    a, b = (int(x) for x in args.positions.split(":"))
    if args.judges:
        judges = [tuple(float(x) for x in j.split(":")) for j in args.judges.split(",")]
    else:
        shipped = ZeroShotJudge()
        judges = [(float(p), 0.0, 0.0) for p in args.penalties.split(",")]
        judges.append((shipped.depth_penalty, shipped.hop_fit, shipped.word_cover))
    if not (DATA / "kb.txt").is_file():
        sys.exit(f"MetaQA not found at {DATA}")
    kg = open_metaqa(Path(args.store))
    rows = []
    for hop in (1, 2, 3):
        pairs = load_metaqa(DATA / f"{hop}-hop" / "qa_dev.txt")
        random.Random(5 + hop).shuffle(pairs)
        test = pairs[a:b]
        row = [hop, len(test)]
        for penalty, hop_fit, cover in judges:
            retriever = BeamRetriever(ZeroShotJudge(depth_penalty=penalty, hop_fit=hop_fit, word_cover=cover))
            retriever.prepare(kg)
            start = time.perf_counter()
            result = evaluate(kg, test, retriever=retriever, progress=False)
            row += [result.hits1, (time.perf_counter() - start) * 1000 / max(1, len(test))]
        rows.append(row)
        print(row, file=sys.stderr, flush=True)
    head = " | ".join(f"H@1 {p:g}:{h:g}:{c:g} | ms/q" for p, h, c in judges)
    print(f"\nMetaQA dev positions [{a}, {b}) per hop, zero-shot judge (no training)\n")
    print(f"| hop | questions | {head} |")
    print("|---" * (2 + 2 * len(judges)) + "|")
    for hop, n, *cells in rows:
        print(f"| {hop} | {n} | " + " | ".join(f"{c:.1f}" for c in cells) + " |")


if __name__ == "__main__":
    main()
