"""SPARQL 1.1 Protocol, independent of any web framework: request -> Operation, content
negotiation, and the service description. The ASGI application (asgi.py) is a thin layer over this.

https://www.w3.org/TR/sparql11-protocol/
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence
from urllib.parse import parse_qsl

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.query.extensions import EXTENSION_FUNCTIONS, SERVICE_FEATURES

FORM = "application/x-www-form-urlencoded"
SPARQL_QUERY = "application/sparql-query"
SPARQL_UPDATE = "application/sparql-update"

#: Media types offered, the default first. Aliases map common alternatives onto them.
RESULT_TYPES = ("application/sparql-results+json", "application/sparql-results+xml", "text/csv",
                "text/tab-separated-values")
BOOLEAN_TYPES = ("application/sparql-results+json", "application/sparql-results+xml")
GRAPH_TYPES = ("text/turtle", "application/n-triples", "application/rdf+xml", "application/ld+json")
ALIASES = {
    "application/json": "application/sparql-results+json",
    "application/xml": "application/sparql-results+xml",
    "text/xml": "application/sparql-results+xml",
    "text/plain": "application/n-triples",
    "application/x-turtle": "text/turtle",
    "application/json+ld": "application/ld+json",
}
#: Values of the `format` / `output` parameters (SPARQLWrapper, YASGUI) that pick a media type.
FORMAT_NAMES = {
    "json": ("application/sparql-results+json", "application/ld+json"),
    "xml": ("application/sparql-results+xml", "application/rdf+xml"),
    "csv": ("text/csv", None), "tsv": ("text/tab-separated-values", None),
    "turtle": (None, "text/turtle"), "ttl": (None, "text/turtle"),
    "nt": (None, "application/n-triples"), "ntriples": (None, "application/n-triples"),
    "rdfxml": (None, "application/rdf+xml"), "jsonld": (None, "application/ld+json"),
}
#: W3C format IRIs for the service description.
FORMAT_IRIS = {
    "application/sparql-results+json": "http://www.w3.org/ns/formats/SPARQL_Results_JSON",
    "application/sparql-results+xml": "http://www.w3.org/ns/formats/SPARQL_Results_XML",
    "text/csv": "http://www.w3.org/ns/formats/SPARQL_Results_CSV",
    "text/tab-separated-values": "http://www.w3.org/ns/formats/SPARQL_Results_TSV",
    "text/turtle": "http://www.w3.org/ns/formats/Turtle",
    "application/n-triples": "http://www.w3.org/ns/formats/N-Triples",
    "application/rdf+xml": "http://www.w3.org/ns/formats/RDF_XML",
    "application/ld+json": "http://www.w3.org/ns/formats/JSON-LD",
}


class ProtocolError(KgqaError):
    """A request the protocol rejects, with the HTTP status to answer."""

    def __init__(self, status: int, message: str):
        self.status = status
        super().__init__(message)


@dataclass
class Operation:
    """One protocol operation: a query or an update with its protocol-specified dataset."""

    kind: str  # "query" or "update"
    text: str
    default_graphs: list[str] = field(default_factory=list)
    named_graphs: list[str] = field(default_factory=list)
    format: str | None = None  # the `format`/`output` parameter, when given


def _params(raw: bytes | str) -> list[tuple[str, str]]:
    text = raw.decode("latin-1") if isinstance(raw, bytes) else raw
    try:
        return parse_qsl(text, keep_blank_values=True, encoding="utf-8", errors="strict")
    except UnicodeDecodeError:
        raise ProtocolError(400, "parameters are not valid UTF-8 once percent-decoded") from None


def _media(content_type: str | None) -> tuple[str, str | None]:
    """(media type, charset) of a Content-Type header."""
    if not content_type:
        return "", None
    media, _, rest = content_type.partition(";")
    charset = None
    for part in rest.split(";"):
        key, _, value = part.strip().partition("=")
        if key.lower() == "charset":
            charset = value.strip().strip('"').lower()
    return media.strip().lower(), charset


def _decode(body: bytes, charset: str | None) -> str:
    if charset not in (None, "utf-8", "utf8"):
        raise ProtocolError(415, f"the request body must be UTF-8, not {charset}")
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ProtocolError(400, f"the request body is not valid UTF-8 (byte {exc.start})") from None


def _operation(params: list[tuple[str, str]], allow_update: bool = True) -> Operation | None:
    queries = [v for k, v in params if k == "query"]
    updates = [v for k, v in params if k == "update"]
    if len(queries) + len(updates) > 1:
        raise ProtocolError(400, "give exactly one query or update parameter")
    fmt = next((v for k, v in params if k in ("format", "output", "results")), None)
    if queries:
        return Operation("query", queries[0], [v for k, v in params if k == "default-graph-uri"],
                         [v for k, v in params if k == "named-graph-uri"], fmt)
    if updates:
        if not allow_update:
            raise ProtocolError(400, "updates must be sent with POST")
        return Operation("update", updates[0], [v for k, v in params if k == "using-graph-uri"],
                         [v for k, v in params if k == "using-named-graph-uri"])
    return None


def parse_request(method: str, query_string: bytes, content_type: str | None, body: bytes) -> Operation | None:
    """The operation a /sparql request asks for; None for a bare GET (service description).
    Raises ProtocolError with the status the protocol prescribes."""
    url_params = _params(query_string) if query_string else []
    if method in ("GET", "HEAD"):
        return _operation(url_params, allow_update=False)
    if method != "POST":
        raise ProtocolError(405, f"method {method} is not allowed; use GET or POST")
    media, charset = _media(content_type)
    if media == FORM:
        op = _operation(_params(_decode(body, charset)) + url_params)
        if op is None:
            raise ProtocolError(400, "a form POST needs a query or update parameter")
        return op
    if media in (SPARQL_QUERY, SPARQL_UPDATE):
        kind = "query" if media == SPARQL_QUERY else "update"
        if any(k in ("query", "update") for k, _ in url_params):
            raise ProtocolError(400, f"a direct POST carries the {kind} in its body, not in the URL")
        graphs = ("default-graph-uri", "named-graph-uri") if kind == "query" else ("using-graph-uri", "using-named-graph-uri")
        fmt = next((v for k, v in url_params if k in ("format", "output", "results")), None)
        return Operation(kind, _decode(body, charset), [v for k, v in url_params if k == graphs[0]],
                         [v for k, v in url_params if k == graphs[1]], fmt)
    if not media:
        raise ProtocolError(400, f"a POST needs a Content-Type: {FORM}, {SPARQL_QUERY} or {SPARQL_UPDATE}")
    raise ProtocolError(415, f"unsupported Content-Type {media}; use {FORM}, {SPARQL_QUERY} or {SPARQL_UPDATE}")


# ---- content negotiation ------------------------------------------------------------------------
def offers_for(form: str) -> Sequence[str]:
    if form in ("CONSTRUCT", "DESCRIBE"):
        return GRAPH_TYPES
    return BOOLEAN_TYPES if form == "ASK" else RESULT_TYPES


def _accept_ranges(accept: str) -> list[tuple[float, int, str]]:
    ranges = []
    for i, part in enumerate(accept.split(",")):
        media, _, rest = part.partition(";")
        media = media.strip().lower()
        q = 1.0
        for param in rest.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if media and q > 0:
            ranges.append((-q, i, ALIASES.get(media, media)))
    ranges.sort()
    return ranges


_NEGOTIATED: dict[tuple[str, Sequence[str]], str | None] = {}


def negotiate(accept: str | None, offers: Sequence[str], fmt: str | None = None) -> str | None:
    """The offered media type the Accept header prefers (the first offer for none or */*);
    None when nothing offered is acceptable (answer 406). A `format` parameter naming a known
    format (json, xml, csv, tsv, turtle, nt, jsonld or a media type) overrides the header."""
    if fmt:
        names = FORMAT_NAMES.get(fmt.lower())
        wanted = [m for m in names if m] if names else [ALIASES.get(fmt.lower(), fmt.lower())]
        for media in wanted:
            if media in offers:
                return media
    if not accept:
        return offers[0]
    key = (accept, offers)
    if key in _NEGOTIATED:
        return _NEGOTIATED[key]
    chosen = None
    for _, _, media in _accept_ranges(accept):
        if media == "*/*":
            chosen = offers[0]
        elif media.endswith("/*"):
            chosen = next((o for o in offers if o.startswith(media[:-1])), None)
        elif media in offers:
            chosen = media
        if chosen:
            break
    if len(_NEGOTIATED) < 4096:  # Accept headers repeat; the cap keeps hostile ones from growing it
        _NEGOTIATED[key] = chosen
    return chosen


def content_type(media: str) -> str:
    """Content-Type header value (text formats say their charset)."""
    return f"{media}; charset=utf-8" if media.startswith("text/") else media


# ---- results cut by the row cap ----------------------------------------------------------------
#: The link a result cut by the row cap carries in its head (SPARQL results JSON `link`, XML `<link>`).
TRUNCATED = "http://kgqa-sparql.org/ns#truncated"
#: How a client learns that the row cap cut its result, as the service description says it.
TRUNCATION_NOTE = ("solutions per query (a LIMIT added or lowered); a result the cap cut carries the HTTP header "
                   "Kgqa-Truncated: max-rows, whatever the query form; SELECT results in JSON or XML also carry a "
                   "kgqa:truncated link in their head. CONSTRUCT and DESCRIBE graphs and CSV/TSV have no head: "
                   "there the header is the only signal")


def count_rows(data: bytes, media: str) -> int:
    """Rows of a serialised SELECT result, from markers that cannot occur inside a term (TSV
    escapes newlines; XML escapes '<'; JSON escapes '"'). CSV and JSON rows without any bound
    variable are counted from markers that a term may also hold, so a count errs high, never
    low: a cut result is never reported whole."""
    if media == "text/tab-separated-values":
        return max(0, data.count(b"\n") - 1)
    if media == "application/sparql-results+xml":
        return data.count(b"<result>") + data.count(b"<result/>")
    if media == "text/csv":
        return max(0, data.count(b"\r\n") - 1)
    if media == "application/sparql-results+json":
        return sum(data.count(marker) for marker in (b'[{"', b',{"', b"[{}", b",{}"))
    return 0  # RDF graphs: the cap limits solutions, not triples (serve.service probes for more)


def mark_truncated(data: bytes, media: str) -> bytes:
    """The result with a `kgqa:truncated` link in its head (JSON and XML; CSV/TSV have no head)."""
    if media == "application/sparql-results+json" and data.startswith(b'{"head":{'):
        return b'{"head":{"link":["' + TRUNCATED.encode() + b'"],' + data[len(b'{"head":{'):]
    if media == "application/sparql-results+xml":
        return data.replace(b"</head>", b'<link href="' + TRUNCATED.encode() + b'"/></head>', 1)
    return data


# ---- service description ------------------------------------------------------------------------
def service_description(endpoint_url: str, *, update: bool, triples: int | None = None,
                        limits: dict[str, float | int | None] | None = None) -> str:
    """Turtle service description: languages, formats, every kgqa extension function and the
    kgqa SERVICE features, and the endpoint's published limits (`kgqa:limit` name/value pairs;
    `max_rows` says with an rdfs:comment how a cut result is marked)."""
    lines = [
        "@prefix sd: <http://www.w3.org/ns/sparql-service-description#> .",
        "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
        "@prefix void: <http://rdfs.org/ns/void#> .",
        "@prefix kgqa: <http://kgqa-sparql.org/ns#> .",
        "",
        f"<{endpoint_url}#service> a sd:Service ;",
        f"    sd:endpoint <{endpoint_url}> ;",
        "    sd:supportedLanguage sd:SPARQL11Query" + (", sd:SPARQL11Update" if update else "") + " ;",
        "    sd:feature " + ", ".join(f"<{f}>" for f in SERVICE_FEATURES) + " ;",
        "    sd:extensionFunction " + ", ".join(f"<{f}>" for f in EXTENSION_FUNCTIONS) + " ;",
        "    sd:resultFormat " + ", ".join(f"<{iri}>" for iri in FORMAT_IRIS.values()) + " ;",
        "    sd:defaultDataset [ a sd:Dataset ; sd:defaultGraph [ a sd:Graph"
        + (f" ; void:triples {triples}" if triples is not None else "") + " ] ] .",
    ]
    if limits:
        lines[-1] = lines[-1][:-2] + " ;"
        notes = {"max_rows": TRUNCATION_NOTE}
        lines.append("    kgqa:limit " + ", ".join(
            f'[ kgqa:name "{name}" ; kgqa:value {"0" if value is None else value}'
            + (f' ; rdfs:comment "{notes[name]}"' if name in notes else "") + " ]"
            for name, value in limits.items()) + " .")
    lines += [f"<{f}> a sd:Function ." for f in EXTENSION_FUNCTIONS]
    lines += [f"<{f}> a sd:Feature ." for f in SERVICE_FEATURES]
    return "\n".join(lines) + "\n"
