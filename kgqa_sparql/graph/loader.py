"""Finding, sniffing and streaming RDF files: formats, gzip, folders, progress."""

from __future__ import annotations

import gzip
import io
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, Iterator

from pyoxigraph import RdfFormat
from tqdm import tqdm

from kgqa_sparql.errors import LoadError

_EXTENSIONS: dict[str, RdfFormat] = {
    ".ttl": RdfFormat.TURTLE,
    ".turtle": RdfFormat.TURTLE,
    ".nt": RdfFormat.N_TRIPLES,
    ".ntriples": RdfFormat.N_TRIPLES,
    ".nq": RdfFormat.N_QUADS,
    ".nquads": RdfFormat.N_QUADS,
    ".trig": RdfFormat.TRIG,
    ".n3": RdfFormat.N3,
    ".rdf": RdfFormat.RDF_XML,
    ".xml": RdfFormat.RDF_XML,
    ".owl": RdfFormat.RDF_XML,  # sniffed: OWL files are RDF/XML or Turtle
    ".jsonld": RdfFormat.JSON_LD,
    ".json": RdfFormat.JSON_LD,
}
#: Line-based `s|r|o` / tab-separated triple files (converted by kgqa_sparql.graph.triples).
TRIPLE_FILE_EXTENSIONS = frozenset({".txt", ".tsv", ".psv"})

_FORMAT_NAMES: dict[str, RdfFormat] = {
    "turtle": RdfFormat.TURTLE,
    "ttl": RdfFormat.TURTLE,
    "nt": RdfFormat.N_TRIPLES,
    "ntriples": RdfFormat.N_TRIPLES,
    "n-triples": RdfFormat.N_TRIPLES,
    "nq": RdfFormat.N_QUADS,
    "nquads": RdfFormat.N_QUADS,
    "n-quads": RdfFormat.N_QUADS,
    "trig": RdfFormat.TRIG,
    "n3": RdfFormat.N3,
    "xml": RdfFormat.RDF_XML,
    "rdfxml": RdfFormat.RDF_XML,
    "rdf/xml": RdfFormat.RDF_XML,
    "jsonld": RdfFormat.JSON_LD,
    "json-ld": RdfFormat.JSON_LD,
}


@dataclass(frozen=True)
class RdfSource:
    """One file to load: where it is, its RDF format and whether it is gzip-compressed."""

    path: Path
    format: RdfFormat | None  # None: a triple file (s|r|o or TSV)
    compressed: bool

    @property
    def is_triple_file(self) -> bool:
        return self.format is None

    def open(self) -> BinaryIO:
        return gzip.open(self.path, "rb") if self.compressed else open(self.path, "rb")


def format_by_name(name: str) -> RdfFormat:
    """Parse a user-given format name (`ttl`, `nt`, `jsonld`, a media type, ...)."""
    fmt = _FORMAT_NAMES.get(name.lower()) or RdfFormat.from_media_type(name) or RdfFormat.from_extension(name)
    if fmt is None:
        raise LoadError(f"unknown RDF format {name!r}; use one of {', '.join(sorted(_FORMAT_NAMES))}")
    return fmt


def _sniff_xml_or_turtle(head: bytes) -> RdfFormat:
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return RdfFormat.RDF_XML if text.startswith(b"<?xml") or text.startswith(b"<rdf:RDF") else RdfFormat.TURTLE


def source_for(path: Path, fmt: RdfFormat | None = None) -> RdfSource:
    """Describe one file; raises LoadError when its format cannot be told from its name."""
    suffixes = [s.lower() for s in path.suffixes]
    compressed = bool(suffixes) and suffixes[-1] in (".gz", ".gzip")
    ext = suffixes[-2] if compressed and len(suffixes) > 1 else (suffixes[-1] if suffixes and not compressed else "")
    if fmt is not None:
        return RdfSource(path, fmt, compressed)
    if ext in TRIPLE_FILE_EXTENSIONS:
        return RdfSource(path, None, compressed)
    if ext not in _EXTENSIONS:
        raise LoadError(f"cannot tell the RDF format from the extension {ext or '(none)'!r}; pass a format", path=str(path))
    found = _EXTENSIONS[ext]
    if ext in (".owl", ".xml", ".rdf"):
        opener = gzip.open if compressed else open
        with opener(path, "rb") as fh:
            found = _sniff_xml_or_turtle(fh.read(512))
    return RdfSource(path, found, compressed)


def discover(paths: list[str | Path], fmt: RdfFormat | None = None) -> list[RdfSource]:
    """Expand files and folders (recursively, sorted) into sources; folders keep only known formats."""
    sources: list[RdfSource] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for child in sorted(p for p in path.rglob("*") if p.is_file()):
                try:
                    sources.append(source_for(child, fmt))
                except LoadError:
                    continue  # a folder may hold READMEs and licences beside its RDF
        elif path.is_file():
            sources.append(source_for(path, fmt))
        else:
            raise LoadError("no such file or directory", path=str(path))
    if not sources:
        raise LoadError("no RDF files found", path=", ".join(map(str, paths)))
    return sources


class ProgressReader(io.RawIOBase):
    """A binary stream that advances a progress bar as the parser consumes it."""

    def __init__(self, raw: BinaryIO, bar: tqdm):
        self._raw, self._bar = raw, bar

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        data = self._raw.read(len(buffer))
        n = len(data)
        buffer[:n] = data
        self._bar.update(self._position_delta(n))
        return n

    def read(self, size: int = -1) -> bytes:
        data = self._raw.read(size)
        self._bar.update(self._position_delta(len(data)))
        return data

    def _position_delta(self, n: int) -> int:
        # For gzip the bar counts compressed bytes (the file size), so ask the underlying file.
        fileobj = getattr(self._raw, "fileobj", None)
        if fileobj is not None:
            pos = fileobj.tell()
            delta, self._last = pos - getattr(self, "_last", 0), pos
            return delta
        return n

    def close(self) -> None:
        self._raw.close()
        super().close()


def iter_lines(source: RdfSource) -> Iterator[str]:
    """Decoded lines of a text source (gzip or plain), for the triple-file converter."""
    with source.open() as fh:
        for raw in io.TextIOWrapper(fh, encoding="utf-8", errors="strict", newline=None):
            yield raw
