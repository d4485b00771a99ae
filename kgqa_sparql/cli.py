"""The `kgqa-sparql` command line: a thin layer over the Python API.

Every command has --help; errors print one line `kgqa-sparql: error: ...` and exit non-zero.
Every command takes --quiet (nothing on stderr but errors) and --no-progress (no progress bars).
Heavy libraries (torch, transformers) are imported only by the commands that train; `ask`,
`translate` and `query` run on numpy (text.encoder), so a call costs about a second.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, Callable

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.sparql_text import GRAPH_FORMS, is_endpoint_url, query_form
from kgqa_sparql.graph.names import NamingPolicy
from kgqa_sparql.kg import KnowledgeGraph

RESULT_MEDIA = {
    "json": "application/sparql-results+json",
    "xml": "application/sparql-results+xml",
    "csv": "text/csv",
    "tsv": "text/tab-separated-values",
}
GRAPH_MEDIA = {
    "ttl": "text/turtle",
    "nt": "application/n-triples",
    "xml": "application/rdf+xml",
    "jsonld": "application/ld+json",
}

#: Sub-command registrars: each adds its parser and sets `func`. Modules downstream of the
#: foundation (schema, translate, ask, serve, ...) append theirs here.
COMMANDS: list[Callable[[argparse._SubParsersAction], None]] = []


def command(fn: Callable[[argparse._SubParsersAction], None]):
    COMMANDS.append(fn)
    return fn


#: The naming policy given by --lang / --name-predicate / --name-rule (None: the store's own).
NAMING: NamingPolicy | None = None


def open_kg(location: str, *, write: bool = False) -> KnowledgeGraph:
    if write and is_endpoint_url(location):
        raise KgqaError("this command writes to a store folder; remote endpoints are read-only here")
    return KnowledgeGraph.open(location, create=write, naming=NAMING)


def add_naming_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("naming", "how entities, relations and classes are named (graph.names)")
    group.add_argument("--lang", help="preferred language of names (default en; untagged names are the fallback)")
    group.add_argument("--name-predicate", action="append", default=[], metavar="IRI",
                       help="a predicate whose literals name terms, tried before the defaults (repeatable)")
    group.add_argument("--name-rule", action="append", default=[], metavar="CLASS=IRI[+IRI]",
                       help="name the instances of CLASS by these predicates, joined with a space (repeatable)")


def naming_from(args) -> NamingPolicy | None:
    """The policy the naming options ask for (None when none was given)."""
    if not (args.lang or args.name_predicate or args.name_rule):
        return None
    rules = {}
    for rule in args.name_rule:
        cls, eq, predicates = rule.partition("=")
        if not eq or not cls or not predicates:
            raise KgqaError(f"--name-rule {rule!r}: expected CLASS=IRI[+IRI]")
        rules[cls] = tuple(predicates.split("+"))
    return NamingPolicy().with_options(predicates=args.name_predicate, lang=args.lang or "", classes=rules)


def model_path(kg: KnowledgeGraph, out: str | None, name: str, kind: str) -> Path:
    """Where a trained model goes: `--out`, else `name` in the store's artefact folder."""
    if out:
        return Path(out)
    if kg.artefact_dir is None:
        raise KgqaError(f"this store has no artefact folder; choose the model {kind} with --out")
    return kg.artefact_dir / name


def training_questions(args) -> tuple[list, dict]:
    """The question/answer pairs of `--questions`/QUESTIONS files (at most `--limit` each) and the
    data record a trained model's manifest keeps of them. Malformed lines are skipped and counted
    in the record's "malformed" (training tolerates real data)."""
    from collections import Counter

    from kgqa_sparql.training.qadata import load_metaqa

    skipped: Counter = Counter()
    pairs = [p for path in args.questions for p in load_metaqa(path, limit=args.limit, skipped=skipped)]
    return pairs, {"files": [str(p) for p in args.questions], "limit": args.limit,
                   "malformed": skipped["malformed"]}


def read_text_arg(value: str) -> str:
    """`@file` reads a file, `-` reads stdin, anything else is the text itself."""
    if value == "-":
        return sys.stdin.read()
    if value.startswith("@"):
        path = Path(value[1:])
        if not path.is_file():
            raise KgqaError(f"no such file: {path}")
        return path.read_text(encoding="utf-8")
    return value


def print_json(data) -> None:
    json.dump(data, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


# ---- load ---------------------------------------------------------------------------------------
@command
def _load(sub) -> None:
    p = sub.add_parser("load", help="load RDF files, gzip files, folders or s|r|o triple files into a store",
                       description="Load RDF (Turtle, N-Triples, N-Quads, TriG, N3, RDF/XML, OWL, JSON-LD; .gz too), "
                                   "folders of them, or line-based triple files (.txt/.tsv with s|r|o or tabs). "
                                   "All-or-nothing: a failed load leaves the store unchanged.")
    p.add_argument("store", help="store folder (created if missing)")
    p.add_argument("files", nargs="+", help="files or folders to load")
    p.add_argument("--graph", help="named graph IRI to load into (default graph otherwise)")
    p.add_argument("--base", help="base IRI: for relative IRIs in RDF, and for IRIs minted from triple files")
    p.add_argument("--format", help="RDF format when the extension does not tell (ttl, nt, nq, trig, xml, jsonld)")
    p.add_argument("--types", help="domain/range map for triple files, e.g. directed_by=Movie:Person,has_genre=Movie:Genre")
    p.add_argument("--no-progress", action="store_true", help="hide progress bars")
    p.add_argument("--json", action="store_true", help="print a JSON summary")
    p.set_defaults(func=_run_load)


def _run_load(args) -> int:
    from kgqa_sparql.graph.loader import format_by_name
    from kgqa_sparql.graph.triples import DEFAULT_BASE

    kg = open_kg(args.store, write=True)
    options = {"graph": args.graph, "types": args.types, "progress": not args.no_progress,
               "format": format_by_name(args.format) if args.format else None}
    if args.base:
        options.update(base=args.base, base_iri=args.base)
    else:
        options.update(base=DEFAULT_BASE)
    report = kg.load(args.files, **options)
    kg.close()
    if args.json:
        print_json({"store": args.store, "files": report.sources, "added": report.added, "triples": report.total})
    else:
        print(f"loaded {report.added} quads from {report.sources} file(s) into {args.store} ({report.total} in total)")
    return 0


# ---- query --------------------------------------------------------------------------------------
@command
def _query(sub) -> None:
    p = sub.add_parser("query", help="run a SPARQL query against a store or endpoint",
                       description="Run a SPARQL 1.1 query. QUERY is the text, @file.rq, or - for stdin. "
                                   "Results of SELECT/ASK: json (SPARQL 1.1 Query Results JSON), xml, csv, tsv; "
                                   "of CONSTRUCT/DESCRIBE: ttl, nt, xml, jsonld.")
    p.add_argument("store", help="store folder or http(s):// SPARQL endpoint URL")
    p.add_argument("query", help="the query, @file.rq, or -")
    p.add_argument("--format", choices=sorted(set(RESULT_MEDIA) | set(GRAPH_MEDIA)),
                   help="output format (default: json for SELECT/ASK, ttl for CONSTRUCT/DESCRIBE)")
    p.set_defaults(func=_run_query)


def _run_query(args) -> int:
    sparql = read_text_arg(args.query)
    kg = open_kg(args.store)
    # kgqa:search / kgqa:approx blocks are answered here, as the endpoint does: never sent anywhere
    sparql = kg.rewrite_kgqa(sparql)
    graph_form = query_form(sparql) in GRAPH_FORMS
    fmt = args.format or ("ttl" if graph_form else "json")
    media = (GRAPH_MEDIA if graph_form else RESULT_MEDIA).get(fmt)
    if media is None:
        kind = "CONSTRUCT/DESCRIBE" if graph_form else "SELECT/ASK"
        allowed = GRAPH_MEDIA if graph_form else RESULT_MEDIA
        raise KgqaError(f"format {fmt!r} does not fit a {kind} query; use one of {', '.join(allowed)}")
    data = kg.query_bytes(sparql, media)
    sys.stdout.buffer.write(data)
    if data and not data.endswith(b"\n"):
        sys.stdout.buffer.write(b"\n")
    sys.stdout.flush()
    return 0


# ---- info ---------------------------------------------------------------------------------------
@command
def _info(sub) -> None:
    p = sub.add_parser("info", help="triples, graphs, predicates and classes with counts",
                       description="Describe a store or endpoint: triple count, named graphs, predicates and classes.")
    p.add_argument("store", help="store folder or http(s):// SPARQL endpoint URL")
    p.add_argument("--top", type=int, default=None, help="show only the N most frequent predicates and classes")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=_run_info)


def _run_info(args) -> int:
    from dataclasses import asdict

    with open_kg(args.store) as kg:
        info = kg.info(top=args.top)
    if args.json:
        print_json(asdict(info))
        return 0
    print(f"triples: {info.triples}")
    print(f"named graphs: {len(info.graphs)}")
    for g in info.graphs:
        print(f"  {g}")
    print(f"predicates: {len(info.predicates)}")
    for iri, n in info.predicates.items():
        print(f"  {n:>10}  {iri}")
    print(f"classes: {len(info.classes)}")
    for iri, n in info.classes.items():
        print(f"  {n:>10}  {iri}")
    print("names per class (override with --name-predicate / --name-rule / --lang):")
    for iri, source in info.naming.items():
        print(f"  {iri}: {source}")
    return 0


# ---- serve --------------------------------------------------------------------------------------
@command
def _serve(sub) -> None:
    p = sub.add_parser("serve", help="serve a store as a SPARQL 1.1 endpoint with kgqa extensions",
                       description="SPARQL 1.1 Protocol at /sparql, Graph Store Protocol at /store, kgqa REST routes "
                                   "(/kgqa/ask, /kgqa/translate, /kgqa/schema), VoID, /health, /metrics, OpenAPI docs at "
                                   "/docs and a web page at /. Read-only unless a token file is given.")
    p.add_argument("store", nargs="?", help="store folder or http(s):// endpoint URL (default: the config's store)")
    p.add_argument("--config", help="endpoints/NAME.toml: store, [server] limits, [models]")
    p.add_argument("--host", default="127.0.0.1", help="interface to bind (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=7878, help="port (default 7878)")
    p.add_argument("--read-only", action="store_true", help="refuse updates even with a token")
    p.add_argument("--token-file", help="file holding the bearer token that enables updates and Graph Store writes")
    p.add_argument("--timeout", type=float, help="seconds per query before 503")
    p.add_argument("--max-rows", type=int, help="cap on result rows (a LIMIT added to every query); 0: no cap")
    p.add_argument("--threads", type=int, help="evaluation slots: worker processes, or threads (per server process)")
    p.add_argument("--workers", type=int,
                   help="server processes (default: one per CPU core, up to 4, for a read-only store; "
                        "1 when updates are enabled, which need a single writer process)")
    p.add_argument("--access-log", action=argparse.BooleanOptionalAction, default=None,
                   help="log one JSON line per request to stderr (default: off; it costs more than a fast query)")
    p.add_argument("--inline-ms", type=float,
                   help="repeated queries that ran faster than this run on the event loop, not in a worker "
                        "(default 2; 0: always use the workers)")
    p.add_argument("--response-cache-mb", type=float,
                   help="whole responses of repeated fast GET queries kept per server process until the data "
                        "changes (default 64; 0: none)")
    p.add_argument("--queue", type=int, help="requests that may wait for a busy slot before 503 + Retry-After (default 32)")
    p.add_argument("--allow-service", action="append", default=[], metavar="URL",
                   help="SERVICE/LOAD endpoint URL prefix the server may fetch (repeatable; default: none). "
                        "Loopback, private and link-local addresses only when the URL names the address itself")
    p.add_argument("--request-timeout", type=float, help="seconds a client has to send a whole request (default 15)")
    p.add_argument("--threads-not-processes", dest="processes", action="store_false", default=None,
                   help="evaluate queries in threads, which cannot be stopped at the deadline (default: worker "
                        "processes for a store folder)")
    p.set_defaults(func=_run_serve)


def _run_serve(args) -> int:
    from kgqa_sparql.serve.config import ServerConfig, load_deployment
    from kgqa_sparql.serve.runner import serve

    deployment = load_deployment(args.config) if args.config else None
    config = deployment.server if deployment else ServerConfig()
    location = args.store or (deployment.store if deployment else None)
    if not location:
        raise KgqaError("give a STORE or --config endpoints/NAME.toml")
    if args.token_file:
        token = Path(args.token_file).read_text(encoding="utf-8").strip() if Path(args.token_file).is_file() else ""
        if not token:
            raise KgqaError(f"token file {args.token_file} is missing or empty")
        config.token, config.read_only = token, False
    if args.read_only:
        config.read_only = True
    for name in ("timeout", "threads", "workers", "inline_ms", "response_cache_mb", "queue", "request_timeout",
                 "processes"):
        if getattr(args, name) is not None:
            setattr(config, name, getattr(args, name))
    if args.allow_service:
        config.allow_service = [*config.allow_service, *args.allow_service]
    if args.max_rows is not None:
        config.max_rows = args.max_rows or None
    if args.access_log is not None:
        config.access_log = args.access_log
    config.base_url = f"http://{args.host}:{args.port}"
    naming = NAMING or (deployment.naming if deployment else None)
    kg = KnowledgeGraph.open(location, create=False, read_only=not config.updates_enabled and not is_endpoint_url(location),
                             naming=naming)
    if not args.quiet:
        print(f"kgqa-sparql: serving {location} at {config.base_url}/sparql (web page: {config.base_url}/)",
              file=sys.stderr, flush=True)
    serve(kg, config, host=args.host, port=args.port, log_level="warning" if args.quiet else "info")
    return 0


# ---- schema -------------------------------------------------------------------------------------
@command
def _schema(sub) -> None:
    p = sub.add_parser("schema", help="the schema graph: classes, class-to-class edges, supports, distances",
                       description="Compute (or load the persisted) schema graph of a store or endpoint: classes with "
                                   "their entity counts (inferred from predicate use when the data has no rdf:type) "
                                   "and (class, predicate, class) edges with support and confidence.")
    p.add_argument("store", help="store folder or http(s):// SPARQL endpoint URL")
    p.add_argument("--min-support", type=int, default=1, help="keep edges with at least N triples (default 1)")
    p.add_argument("--min-confidence", type=float, default=0.0,
                   help="keep edges whose triples per subject-class entity reach X (default 0)")
    p.add_argument("--superclasses", action="store_true", help="count entities under their rdfs:subClassOf ancestors too")
    p.add_argument("--infer", choices=["auto", "yes", "no"], default="auto",
                   help="infer classes from predicate use (auto: when no entity has rdf:type)")
    p.add_argument("--rebuild", action="store_true", help="recompute even when a persisted schema matches the data")
    p.add_argument("--void", metavar="FILE", help="also write the schema as a VoID description (Turtle) to FILE (- for stdout)")
    p.add_argument("--from-void", metavar="FILE", help="read the schema from a published VoID file instead of the data (STORE is not opened)")
    p.add_argument("--ontology", metavar="FILE", action="append", default=[],
                   help="OWL/RDFS file(s) whose domains, ranges and subclasses the data is checked against")
    p.add_argument("--json", action="store_true", help="print the schema graph as JSON")
    p.add_argument("--no-progress", action="store_true", help="hide progress bars")
    p.set_defaults(func=_run_schema)


def _schema_options(args) -> dict:
    options: dict = {}
    if args.min_support != 1:
        options["min_support"] = args.min_support
    if args.min_confidence != 0.0:
        options["min_confidence"] = args.min_confidence
    if args.superclasses:
        options["superclasses"] = True
    if args.infer != "auto":
        options["infer"] = args.infer == "yes"
    return options


def _run_schema(args) -> int:
    from kgqa_sparql.schema.ontology import disagreements, read_ontology
    from kgqa_sparql.schema.void import from_void, to_void

    declared = read_ontology(*args.ontology) if args.ontology else None  # fail on a bad file before any work
    if args.from_void:
        schema = from_void(args.from_void)
    else:
        kg = open_kg(args.store)
        options = _schema_options(args)
        schema = kg.build_schema(progress=not args.no_progress, **options) if options or args.rebuild or kg.is_remote \
            else kg.schema
    if args.void:
        data = to_void(schema)
        if args.void == "-":
            sys.stdout.buffer.write(data)
            return 0
        Path(args.void).write_bytes(data)
    found = disagreements(schema, declared) if declared else []
    if args.json:
        doc = schema.to_json()
        if declared:
            doc["disagreements"] = [vars(d) for d in found]
        print_json(doc)
        return 0
    _print_schema(schema)
    if declared:
        print(f"disagreements with the ontology: {len(found)}")
        for d in found:
            print(f"  {d.kind:<7} <{d.predicate}>  {d.detail}")
    return 0


def _print_schema(schema) -> None:
    print(f"classes: {len(schema.classes)}")
    for c in sorted(schema.classes.values(), key=lambda c: (-c.entities, c.iri)):
        flag = " (inferred)" if c.inferred else " (datatype)" if c.datatype else ""
        print(f"  {c.entities:>10}  {c.label}  <{c.iri}>{flag}")
    print(f"edges: {len(schema.edges)}")
    labels = {iri: c.label for iri, c in schema.classes.items()}
    for e in sorted(schema.edges, key=lambda e: -e.support):
        print(f"  {e.support:>10}  {e.confidence:8.4f}  {labels[e.subject_class]} --<{e.predicate}>--> {labels[e.object_class]}")


# ---- train-gnn ----------------------------------------------------------------------------------
@command
def _train_gnn(sub) -> None:
    p = sub.add_parser("train-gnn", help="train the line-graph GNN path retriever (RAPL) on questions",
                       description="Train the GNN retriever used by `ask --retriever gnn`. QUESTIONS are files of "
                                   "'question<TAB>answer|answer' lines (topic entity in [brackets]) or JSON lines "
                                   "{question, answers, topics}. Gold paths come from the KG: relation paths from "
                                   "the topic to the answers whose answer set fits best.")
    p.add_argument("store", help="store folder (or endpoint URL with --out)")
    p.add_argument("questions", nargs="+", help="question files")
    p.add_argument("--limit", type=int, default=None, help="use at most N questions per file")
    p.add_argument("--epochs", type=int, default=15)
    p.add_argument("--hidden", type=int, default=256, help="GCN hidden size")
    p.add_argument("--hops", type=int, default=3, help="subgraph radius and longest path")
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=10)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--device", help="cpu or cuda (default: cuda when present)")
    p.add_argument("--out", help="model file (default: STORE/kgqa/gnn.pt)")
    p.add_argument("--no-progress", action="store_true", help="hide progress bars")
    p.add_argument("--json", action="store_true", help="print a JSON summary")
    p.set_defaults(func=_run_train_gnn)


def _run_train_gnn(args) -> int:
    from kgqa_sparql.search.gnn import MODEL_FILE, GnnConfig, GnnRetriever, read_examples

    kg = open_kg(args.store)
    out = model_path(kg, args.out, MODEL_FILE, "file")
    examples = [ex for path in args.questions for ex in read_examples(kg, path, args.limit)]
    config = GnnConfig(hidden=args.hidden, hops=args.hops, epochs=args.epochs, lr=args.lr,
                       batch_size=args.batch_size, seed=args.seed)
    retriever, labelled, history = GnnRetriever.train(kg, examples, config, device=args.device,
                                                      progress=not args.no_progress)
    retriever.save(out)
    summary = {"model": str(out), "questions": len(examples), "labelled": labelled, "loss": history,
               "device": retriever.device}
    if args.json:
        print_json(summary)
    else:
        print(f"trained on {labelled} of {len(examples)} questions; loss {history[0]:.4f} -> {history[-1]:.4f}; "
              f"saved {out}")
    return 0


# ---- translate / ask ----------------------------------------------------------------------------
ENDPOINT_HELP = ("ask a running `kgqa-sparql serve` at URL (its base address, e.g. http://127.0.0.1:7878) "
                 "instead of opening STORE: no model is loaded here, and the output is the same")
THREADS_HELP = ("CPU threads for the encoder and the other numpy work (default 1: one graph or question "
                "gains nothing from more, and on a busy machine extra threads spin)")


def add_endpoint_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("store", nargs="?", help="store folder or http(s):// SPARQL endpoint URL (not with --endpoint)")
    p.add_argument("--endpoint", metavar="URL", help=ENDPOINT_HELP)
    p.add_argument("--threads", type=int, default=1, help=THREADS_HELP)


@command
def _translate(sub) -> None:
    p = sub.add_parser("translate", help="turn a pseudo query graph into ranked executable SPARQL",
                       description="Align a pseudo query graph (SAFE JSON, [(s, r, o)] triple list, or a SPARQL "
                                   "block with fuzzy: relations) to the KG's schema and print ranked SPARQL 1.1 "
                                   "queries. GRAPH is the text, @file, or - for stdin.")
    add_endpoint_options(p)
    p.add_argument("graph", help="the query graph, @file, or -")
    p.add_argument("--k", type=int, default=5, help="how many candidates (default 5)")
    p.add_argument("--relation-model", metavar="DIR", help=RELATION_MODEL_HELP)
    p.add_argument("--json", action="store_true", help="machine-readable output (with --endpoint: the server's "
                   "JSON, which leaves out the alignment details)")
    p.set_defaults(func=_run_translate)


RELATION_MODEL_HELP = "relation map learned with `train-aligner` (default: zero-shot relation similarity)"


def _relation_options(args) -> dict:
    return {"relation_model": args.relation_model} if args.relation_model else {}


def _translate_and_ask_store(args) -> None:
    """Exactly one of STORE and --endpoint; --endpoint refuses what the server cannot be told."""
    if args.endpoint and args.store:
        raise KgqaError("give STORE or --endpoint, not both")
    if not args.endpoint and not args.store:
        raise KgqaError("give a STORE (or --endpoint URL of a running `kgqa-sparql serve`)")
    if args.threads < 1:
        raise KgqaError("--threads must be at least 1")
    if args.endpoint:
        local_only = [flag for flag, given in (("--relation-model", args.relation_model),
                                               ("--method match", getattr(args, "method", "adj") != "adj"))
                      if given]
        if local_only:
            raise KgqaError(f"{', '.join(local_only)}: not available with --endpoint (the server uses its own models)")


def _threads(n: int):
    """BLAS threads of numpy (and torch's, when it is loaded) held to `n` while a command runs."""
    from kgqa_sparql.search.judges import cpu_threads

    return cpu_threads(n, torch=False)


def _run_translate(args) -> int:
    _translate_and_ask_store(args)
    graph = read_text_arg(args.graph)
    if args.endpoint:
        candidates = RemoteKgqa(args.endpoint).post("/kgqa/translate", {"graph": graph, "k": args.k})
    else:
        with _threads(args.threads), open_kg(args.store) as kg:
            candidates = [c.to_json() for c in kg.translate(graph, k=args.k, **_relation_options(args))]
    if args.json:
        print_json(candidates)
        return 0
    for rank, cand in enumerate(candidates, start=1):
        print(f"# candidate {rank}, score {cand['score']:.3f}")
        print(cand["sparql"])
        print()
    return 0


@command
def _ask(sub) -> None:
    p = sub.add_parser("ask", help="answer a pseudo query graph or a natural-language question",
                       description="Answer a pseudo query graph (--graph: SAFE JSON, [(s, r, o)] list or SPARQL "
                                   "block; text, @file or -) through schema-aligned SPARQL, or a question "
                                   "(--question) through path retrieval. Answers best first.")
    add_endpoint_options(p)
    which = p.add_mutually_exclusive_group(required=True)
    which.add_argument("--graph", help="pseudo query graph, @file, or -")
    which.add_argument("--question", help="natural-language question (topic entities may be marked [like this])")
    which.add_argument("--questions", metavar="FILE",
                       help="many questions, one per line (text after a tab is ignored, so MetaQA qa files work; "
                            "- reads stdin), answered in batches; with --json one JSON object per line")
    p.add_argument("--batch-size", type=int, default=64, help="questions encoded together with --questions (default 64)")
    p.add_argument("--workers", type=int, default=1,
                   help="with --questions: processes answering batches side by side, each with the store opened "
                        "read-only (default 1; 0: one per core). The search is one core's work per question, "
                        "so this is what scales on a many-core machine; workers encode on the CPU")
    p.add_argument("--worker-gpu", action="store_true",
                   help="with --workers: every worker loads the encoder on the GPU (each makes its own CUDA "
                        "context: slow to start, see BENCHMARKS.md)")
    p.add_argument("--retriever", default=None, help="path retriever for --question(s) (beam, gnn, pathrag)")
    p.add_argument("--k", type=int, default=5, help="candidates to try for --graph (default 5)")
    p.add_argument("--method", choices=["adj", "match"], default="adj",
                   help="for --graph: adj = schema alignment + SPARQL (default), match = ranked subgraph matching")
    p.add_argument("--relation-model", metavar="DIR", help="for --graph: " + RELATION_MODEL_HELP)
    p.add_argument("--json", action="store_true", help="print the Result as JSON")
    p.set_defaults(func=_run_ask)


def _run_ask(args) -> int:
    _translate_and_ask_store(args)
    if args.endpoint:
        return _ask_remote(RemoteKgqa(args.endpoint), args)
    if args.questions is not None and args.workers != 1:
        return _ask_many_in_pool(args)
    with _threads(args.threads), open_kg(args.store) as kg:
        if args.questions is not None:
            return _ask_many(kg, args)
        if args.graph is not None:
            if args.method == "match":
                result = kg.ask_graph(read_text_arg(args.graph), method="match", k=max(args.k, 10),
                                      **_relation_options(args))
            else:
                result = kg.ask_graph(read_text_arg(args.graph), k=args.k, **_relation_options(args))
        else:
            options = {"retriever": args.retriever} if args.retriever else {}
            result = kg.ask_question(read_text_arg(args.question), **options)
    _print_result(result.to_json(), args.json)
    return 0


def _print_result(doc: dict[str, Any], as_json: bool) -> None:
    """A Result (as its JSON) the way `ask` prints it: answers best first, then the SPARQL."""
    if as_json:
        print_json(doc)
        return
    if not doc.get("answers"):
        reason = (doc.get("info") or {}).get("reason")
        print(f"no answers: {reason}" if reason else "no answers")
    for answer in doc.get("answers") or []:
        print(f"{answer['score']:.3f}\t{answer['label']}\t{answer.get('iri') or ''}")
    ambiguous = (doc.get("info") or {}).get("ambiguous")
    if ambiguous:
        answered = set(ambiguous["answered_for"])
        names = [e["label"] + ("" if e["iri"] in answered else " (not answered)") for e in ambiguous["entities"]]
        print(f"\n# ambiguous: {ambiguous['mention']!r} names {len(names)} entities: {'; '.join(names)}")
    if doc.get("sparql"):
        print(f"\n# SPARQL\n{doc['sparql']}")


def _read_questions(args) -> list[str]:
    if args.batch_size < 1:
        raise KgqaError("--batch-size must be at least 1")
    text = read_text_arg(args.questions if args.questions == "-" else "@" + args.questions)
    questions = [line.split("\t", 1)[0].strip() for line in text.splitlines() if line.strip()]
    if not questions:
        raise KgqaError(f"no questions in {args.questions}")
    return questions


def _print_many(questions: list[str], answers, args) -> int:
    """`ask --questions` output: a line per question (JSON Lines with --json); 1 when any failed.
    `answers` yields a Result's JSON or a KgqaError per question. The bar shows only when the
    questions take longer than two seconds."""
    from tqdm.auto import tqdm

    failed = 0
    for question, result in tqdm(zip(questions, answers), total=len(questions), desc="ask", unit="q",
                                 file=sys.stderr, disable=args.no_progress, delay=2.0):
        failed += isinstance(result, KgqaError)
        if args.json:
            body = {"error": str(result)} if isinstance(result, KgqaError) else result
            print(json.dumps({"question": question} | body, ensure_ascii=False), flush=True)
        elif isinstance(result, KgqaError):
            print(f"{question}\terror: {result}")
        else:
            best = result["answers"][0] if result["answers"] else None
            print(f"{question}\t{best['label'] if best else ''}\t{best['score'] if best else 0.0:.3f}")
    return 1 if failed else 0


def _ask_many_in_pool(args) -> int:
    """`ask --questions --workers N`: batches answered by a pool of processes (kgqa_sparql.pool)."""
    from kgqa_sparql.pool import ask_questions_parallel

    if args.workers < 0:
        raise KgqaError("--workers must be 0 (one per core) or more")
    questions = _read_questions(args)
    answers = ask_questions_parallel(args.store, questions, workers=args.workers or None, batch_size=args.batch_size,
                                     retriever=args.retriever or "beam", naming=NAMING, threads=args.threads,
                                     worker_gpu=args.worker_gpu)
    return _print_many(questions, (r if isinstance(r, KgqaError) else r.to_json() for r in answers), args)


def _ask_many(kg, args) -> int:
    """`ask --questions`: answered in batches (their encoding is shared)."""
    questions = _read_questions(args)
    options = {"retriever": args.retriever} if args.retriever else {}
    answers = kg.ask_questions(questions, batch_size=args.batch_size, **options)
    return _print_many(questions, (r if isinstance(r, KgqaError) else r.to_json() for r in answers), args)


def _ask_remote(remote: "RemoteKgqa", args) -> int:
    if args.questions is not None:
        questions = _read_questions(args)
        return _print_many(questions, (remote.ask_or_error(question=q, retriever=args.retriever) for q in questions),
                           args)
    if args.graph is not None:
        doc = remote.post("/kgqa/ask", {"graph": read_text_arg(args.graph), "k": args.k})
    else:
        doc = remote.post("/kgqa/ask", {"question": read_text_arg(args.question), "retriever": args.retriever})
    _print_result(doc, args.json)
    return 0


class RemoteKgqa:
    """The kgqa REST routes (/kgqa/ask, /kgqa/translate) of a running `kgqa-sparql serve`."""

    def __init__(self, url: str, timeout: float = 600.0):
        import httpx

        base = url.strip().rstrip("/")
        if base.endswith("/sparql"):  # the SPARQL address given for the server's: same server
            base = base[: -len("/sparql")]
        if not base.startswith(("http://", "https://")):
            raise KgqaError(f"--endpoint {url!r}: expected an http(s):// URL of a `kgqa-sparql serve`")
        self.base = base
        self._client = httpx.Client(timeout=httpx.Timeout(timeout, connect=10.0))
        self._errors = (httpx.HTTPError,)

    def post(self, route: str, body: dict[str, Any]) -> Any:
        body = {k: v for k, v in body.items() if v is not None}
        try:
            response = self._client.post(self.base + route, json=body)
        except self._errors as exc:
            raise KgqaError(f"cannot reach {self.base}{route}: {exc}") from None
        if response.status_code >= 400:
            raise KgqaError(f"{_error_detail(response)} (HTTP {response.status_code} from {self.base}{route})")
        try:
            return response.json()
        except ValueError:
            raise KgqaError(f"{self.base}{route} did not answer JSON; is it a `kgqa-sparql serve`?") from None

    def ask_or_error(self, **body) -> dict[str, Any] | KgqaError:
        try:
            return self.post("/kgqa/ask", body)
        except KgqaError as exc:
            return exc


def _error_detail(response) -> str:
    """The message of an error answer: FastAPI's {"detail": ...} or the plain text body."""
    try:
        detail = response.json().get("detail")
    except (ValueError, AttributeError):
        detail = None
    if isinstance(detail, list):  # request validation errors
        detail = "; ".join(str(d.get("msg", d)) if isinstance(d, dict) else str(d) for d in detail)
    return str(detail or response.text.strip() or response.reason_phrase)


@command
def _train_aligner(sub) -> None:
    p = sub.add_parser("train-aligner", help="learn the relation-phrase map used by translate/ask --graph",
                       description="Learn a linear map on relation-phrase embeddings from the KG's own questions "
                                   "(kgqa_sparql.query.relation_map): each question's topic entity and the one predicate whose "
                                   "one-hop neighbours match its answers are mined from the KG; the map is fitted so "
                                   "that the masked question is nearest that predicate's texts (seconds on a CPU). "
                                   "QUESTIONS are files of 'question<TAB>answer|answer' lines with the topic entity "
                                   "in [brackets] (MetaQA format). Use the folder with `translate/ask "
                                   "--relation-model DIR`; without it the relation similarity stays zero-shot.")
    p.add_argument("store", help="store folder or http(s):// SPARQL endpoint URL")
    p.add_argument("--questions", nargs="+", required=True, help="question files")
    p.add_argument("--limit", type=int, default=None, help="use at most N questions per file")
    p.add_argument("--epochs", type=int, default=300, help="full-batch optimisation steps (default 300)")
    p.add_argument("--anchor", type=float, default=0.01, help="weight holding the map near the identity (default 0.01)")
    p.add_argument("--out", help="model folder (default: STORE/kgqa/relation-model)")
    p.add_argument("--no-progress", action="store_true", help="hide progress bars")
    p.add_argument("--json", action="store_true", help="print the training report as JSON")
    p.set_defaults(func=_run_train_aligner)


def _run_train_aligner(args) -> int:
    from dataclasses import asdict

    from kgqa_sparql.training.qadata import describe_skips
    from kgqa_sparql.training.relation_map import RelationMapConfig, train_relation_map

    kg = open_kg(args.store)
    out = model_path(kg, args.out, "relation-model", "folder")
    pairs, data = training_questions(args)
    config = RelationMapConfig(epochs=args.epochs, anchor=args.anchor)
    _, report = train_relation_map(kg, pairs, out=out, config=config, progress=not args.no_progress, data=data,
                                   skipped={"malformed": data["malformed"]})
    if args.json:
        print_json(asdict(report))
    else:
        print(f"learned the relation map from {report.mined} of {report.questions} questions "
              f"({report.seconds:.0f} s); predicate accuracy on them {report.zero_shot_accuracy:.3f} zero-shot, "
              f"{report.train_accuracy:.3f} learned; skipped {describe_skips(report.skipped)}; saved {out}")
    return 0


# ---- train / eval (natural-language questions, explore.py) --------------------------------------
@command
def _train(sub) -> None:
    p = sub.add_parser("train", help="train the path judge used by `ask --question` (beam retriever)",
                       description="Mine supporting relation paths and hard negatives for question/answer pairs "
                                   "(GRAPE Algorithm 1) and train the Stop/Continue/Drop judge: by default a question "
                                   "tower fine-tuned from the packaged MiniLM with an MLP head (--scorer tuned, a few "
                                   "minutes on a CPU for ~1,000 questions), or the head alone on frozen MiniLM "
                                   "embeddings (--scorer head, seconds). "
                                   "QUESTIONS are files of 'question<TAB>answer|answer' lines with the "
                                   "topic entity in [brackets] (MetaQA format); lines that are malformed, name a topic "
                                   "the KG lacks or have no supporting path are skipped and counted. With no "
                                   "QUESTIONS, questions are synthesised from the KG itself (schema paths grounded in "
                                   "real walks, phrased from the names of relations and classes) and both the judge "
                                   "and the relation map are trained on them. The model (weights, manifest with "
                                   "data and hyper-parameters, per-epoch checkpoint) goes to STORE/kgqa/explore-model "
                                   "unless --out says otherwise; `ask` and `eval` load it from there.")
    p.add_argument("store", help="store folder (or endpoint URL with --out)")
    p.add_argument("questions", nargs="*", help="question files (none: synthesise questions from the KG and "
                   "train both the judge and the relation map on them)")
    p.add_argument("--limit", type=int, default=None, help="use at most N questions per file")
    p.add_argument("--synth-questions", type=int, default=1500,
                   help="with no question files: questions synthesised for the judge (default 1500)")
    p.add_argument("--synth-relation-questions", type=int, default=1500,
                   help="with no question files: 1-hop questions synthesised for the relation map (default 1500)")
    p.add_argument("--synth-max-answers", type=int, default=100, help="largest answer set of a synthesised question")
    p.add_argument("--relation-out", help="relation map folder when synthesising (default: STORE/kgqa/relation-model)")
    p.add_argument("--epochs", type=int, default=12)
    p.add_argument("--hidden", type=int, default=256, help="hidden units of the judge head")
    p.add_argument("--depth", type=int, default=3, help="longest mined path")
    p.add_argument("--negatives", type=int, default=24, help="hard negatives per question")
    p.add_argument("--seed", type=int, default=13)
    p.add_argument("--scorer", choices=["tuned", "head"], default="tuned",
                   help="tuned: fine-tune the question tower with the head (default); head: head on frozen embeddings")
    p.add_argument("--max-steps", type=int, default=None,
                   help="cap on fine-tuning steps (--scorer tuned; default 150, 300 with synthesised questions)")
    p.add_argument("--tune-layers", type=int, default=4, help="top transformer layers fine-tuned (--scorer tuned)")
    p.add_argument("--out", help="model folder (default: STORE/kgqa/explore-model)")
    p.add_argument("--no-progress", action="store_true", help="hide progress bars")
    p.add_argument("--json", action="store_true", help="print the training report as JSON")
    p.set_defaults(func=_run_train)


def _train_config(args, max_steps: int):
    from kgqa_sparql.training.judge import TrainConfig

    return TrainConfig(depth=args.depth, negatives=args.negatives, hidden=args.hidden, epochs=args.epochs,
                       seed=args.seed, scorer=args.scorer, max_steps=max_steps, tune_layers=args.tune_layers)


def _run_train(args) -> int:
    from dataclasses import asdict

    from kgqa_sparql.search.explore import MODEL_DIR
    from kgqa_sparql.training.judge import TrainConfig, train_judge
    from kgqa_sparql.training.qadata import describe_skips

    kg = open_kg(args.store)
    out = model_path(kg, args.out, MODEL_DIR, "folder")
    if not args.questions:  # no questions at all: synthesise them from the KG, train the judge and the map
        from kgqa_sparql.training.synthesis import SELF_SUPERVISED_STEPS, SynthesisConfig, train_self_supervised

        synth = SynthesisConfig(questions=args.synth_questions, max_answers=args.synth_max_answers, seed=args.seed,
                                max_hops=min(3, args.depth))
        config = _train_config(args, args.max_steps or SELF_SUPERVISED_STEPS)
        result = train_self_supervised(kg, synth, config, judge_out=out,
                                       relation_out=model_path(kg, args.relation_out, "relation-model", "folder"),
                                       relation_questions=args.synth_relation_questions,
                                       progress=not args.no_progress)
        if args.json:
            print_json(result.to_json())
        else:
            print(result.summary())
        return 0
    config = _train_config(args, args.max_steps or TrainConfig.max_steps)
    pairs, data = training_questions(args)
    _, report = train_judge(kg, pairs, out=out, config=config, progress=not args.no_progress, data=data,
                            skipped={"malformed": data["malformed"]})
    if args.json:
        print_json(asdict(report))
    else:
        print(f"trained the {args.scorer} judge on {report.mined} of {report.questions} questions "
              f"({report.examples} examples, {report.seconds:.0f} s); "
              f"final loss {report.losses[-1]:.4f}, train accuracy {report.train_accuracy:.3f}; "
              f"skipped {describe_skips(report.skipped)}; saved {out}")
    return 0


@command
def _eval(sub) -> None:
    p = sub.add_parser("eval", help="evaluate question answering (MetaQA files or RoG-style JSONL)",
                       description="Hits@1, Hits@k, answer-set F1, latency p50/p95 and throughput of a path "
                                   "retriever. `eval metaqa` answers MetaQA questions over a KB; `eval rog` answers "
                                   "each RoG-style JSONL record (question, q_entity, a_entity, graph) over its own "
                                   "subgraph.")
    kinds = p.add_subparsers(dest="dataset", required=True, metavar="DATASET")
    metaqa = kinds.add_parser("metaqa", help="MetaQA question file over a KB",
                              description="Evaluate on a MetaQA question file (reachable questions only when a "
                                          "_reachable.txt file is beside it or given).")
    metaqa.add_argument("--kb", required=True, help="store folder, or a kb.txt triple file loaded into memory")
    metaqa.add_argument("--questions", required=True, help="qa file: question<TAB>answer|answer")
    metaqa.add_argument("--reachable", help="file of 1/0 flags per question (default: *_reachable.txt beside it)")
    metaqa.add_argument("--types", default=None, help="domain/range map when --kb is a triple file")
    metaqa.add_argument("--sweep", help="also sweep beam widths 1,3,10 x depths 1,2,3 and write a Markdown table "
                                        "and PNG plots into this folder")
    rog = kinds.add_parser("rog", help="RoG-style JSONL with per-question subgraphs",
                           description="Evaluate on RoG-style JSONL (WebQSP/CWQ subgraph releases).")
    rog.add_argument("file", help="JSONL file")
    for q in (metaqa, rog):
        q.add_argument("--limit", type=int, default=None, help="evaluate at most N questions")
        q.add_argument("--retriever", default="beam", help="beam (default), gnn or pathrag")
        q.add_argument("--model", help="trained judge folder (beam; default: the store's, else zero-shot)")
        q.add_argument("--beam", type=int, default=None, help="beam width (beam retriever)")
        q.add_argument("--depth", type=int, default=None, help="longest path (beam retriever)")
        q.add_argument("--k", type=int, default=10, help="k of Hits@k")
        q.add_argument("--threads", type=int, default=1, help="torch CPU threads (default 1)")
        q.add_argument("--no-progress", action="store_true", help="hide progress bars")
        q.add_argument("--json", action="store_true", help="print the report as JSON")
    p.set_defaults(func=_run_eval)


def _run_eval(args) -> int:
    import torch

    from kgqa_sparql.training.evaluation import evaluate, evaluate_rog, sweep, write_sweep
    from kgqa_sparql.training.qadata import load_metaqa, load_rog

    torch.set_num_threads(args.threads)
    knobs = {k: v for k, v in (("model", args.model), ("beam", args.beam), ("depth", args.depth)) if v is not None}
    progress = not args.no_progress
    if args.dataset == "rog":
        report = evaluate_rog(load_rog(args.file, limit=args.limit), retriever=args.retriever, k=args.k,
                              progress=progress, **knobs)
    else:
        kb = Path(args.kb)
        kg = KnowledgeGraph.open(None, load=[kb], types=args.types) if kb.is_file() else open_kg(args.kb)
        questions = load_metaqa(args.questions, reachable=args.reachable, limit=args.limit)
        report = evaluate(kg, questions, retriever=args.retriever, k=args.k, progress=progress, **knobs)
        if args.sweep:
            knobs.pop("beam", None)
            knobs.pop("depth", None)
            written = write_sweep(sweep(kg, questions, progress=progress, **knobs), args.sweep)
            print(f"wrote {', '.join(str(w) for w in written)}", file=sys.stderr)
    if args.json:
        print_json(report.to_json())
    else:
        print(report.to_markdown())
    return 0


# ---- entry point --------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kgqa-sparql",
        description="Question answering over RDF knowledge graphs, and a SPARQL endpoint with extensions.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__import__('kgqa_sparql').__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for register in COMMANDS:
        register(sub)
    for command_parser in sub.choices.values():
        add_naming_options(command_parser)
        add_output_options(command_parser)
    return parser


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """--quiet and --no-progress on every command (the commands with long work define
    --no-progress themselves); on each sub-command of a command that has them (`eval metaqa`)."""
    nested = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    if nested:
        for child in nested[0].choices.values():
            add_output_options(child)
        return
    group = parser.add_argument_group("output")
    group.add_argument("-q", "--quiet", action="store_true",
                       help="nothing on stderr but errors: no progress bars, status lines or warnings")
    if "--no-progress" not in parser._option_string_actions:
        group.add_argument("--no-progress", action="store_true", help="hide progress bars")


def quiet_output(args) -> None:
    """Apply --quiet / --no-progress to the libraries underneath (ours take `progress` flags)."""
    import os

    if args.quiet:
        args.no_progress = True
        import warnings

        warnings.simplefilter("ignore")
        os.environ["TRANSFORMERS_VERBOSITY"] = "error"
    if args.no_progress:
        os.environ["HF_HUB_DISABLE_PROGRESS_BARS"] = "1"
        if "transformers" in sys.modules or "huggingface_hub" in sys.modules:
            from kgqa_sparql.text.encoder import quiet_transformers

            quiet_transformers()


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    global NAMING
    quiet_output(args)
    try:
        NAMING = naming_from(args)
        return args.func(args) or 0
    except KgqaError as exc:
        print(f"kgqa-sparql: error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("kgqa-sparql: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
