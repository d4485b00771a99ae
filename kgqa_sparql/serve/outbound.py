"""Outbound requests of served queries: which SERVICE endpoints (and LOAD sources) Oxigraph may
fetch. Oxigraph fetches any http(s) IRI a query names, so without a policy anyone who can send a
query can make the server request internal URLs (SSRF). On a served store everything remote is
off unless listed; our own kgqa: services never leave the process (they are rewritten first).

The allow-list holds URL prefixes (`https://query.wikidata.org/sparql`). A listed host that
resolves to a loopback, private, link-local or otherwise non-public address is still refused,
unless the entry names that address itself (`http://127.0.0.1:8890/sparql`): listing a public
name must not open the internal network through DNS.
"""

from __future__ import annotations

import ipaddress
import socket
import time
from dataclasses import dataclass, field
from typing import Sequence
from urllib.parse import urlsplit

from kgqa_sparql.graph.sparql_text import Token, outbound_targets
from kgqa_sparql.serve.protocol import ProtocolError
from kgqa_sparql.vocab import KGQA

#: Seconds a host's resolved addresses are trusted before they are looked up again.
DNS_TTL = 60.0


def is_public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    return ip.is_global and not ip.is_multicast


@dataclass
class OutboundPolicy:
    """The SERVICE/LOAD allow-list of a served store (empty: nothing remote)."""

    allow: Sequence[str] = ()
    _resolved: dict[str, tuple[float, list[str]]] = field(default_factory=dict, repr=False)

    def check(self, tokens: Sequence[Token]) -> None:
        """Raise ProtocolError (403) unless every SERVICE and LOAD target of the tokens is allowed."""
        for keyword, iri in outbound_targets(tokens):
            if iri is not None and iri.startswith(KGQA):
                if keyword == "SERVICE":
                    raise ProtocolError(400, f"SERVICE <{iri}> is not a kgqa service (kgqa:search and kgqa:approx are)")
                raise ProtocolError(403, f"LOAD <{iri}>: kgqa: names no document to load")
            reason = self.refusal(iri)
            if reason:
                what = "SERVICE" if keyword == "SERVICE" else "LOAD"
                raise ProtocolError(403, f"{what} <{iri or 'variable'}> refused: {reason}")

    def refusal(self, iri: str | None) -> str | None:
        """Why a request to `iri` is refused (None: allowed)."""
        if iri is None:
            return "a variable or unresolvable endpoint cannot be checked against the allow-list"
        entry = next((e for e in self.allow if _matches(iri, e)), None)
        if entry is None:
            if not self.allow:
                return "requests to remote endpoints are off on this endpoint (allow some with --allow-service URL)"
            return "not on this endpoint's allow-list (" + ", ".join(self.allow) + ")"
        host = urlsplit(iri).hostname or ""
        if _is_address(host):
            return None  # the entry names this very address: the operator listed it on purpose
        if host == "localhost" and urlsplit(entry).hostname == "localhost":
            return None
        for address in self._addresses(host):
            if not is_public(address):
                return (f"{host} resolves to the non-public address {address}; list that address itself "
                        "to allow it")
        return None

    def _addresses(self, host: str) -> list[str]:
        now = time.monotonic()
        found = self._resolved.get(host)
        if found is None or now - found[0] > DNS_TTL:
            try:
                infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
            except OSError:
                infos = []
            found = self._resolved[host] = (now, sorted({info[4][0] for info in infos}))
        return found[1]


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _matches(iri: str, entry: str) -> bool:
    """`iri` is under the allow-list `entry`: same scheme, host and port, and path under its path."""
    a, b = urlsplit(iri), urlsplit(entry)
    if (a.scheme, a.hostname, a.port) != (b.scheme, b.hostname, b.port) or not a.scheme or a.username or a.password:
        return False
    return a.path.startswith(b.path) and (b.path.endswith("/") or a.path == b.path or a.path[len(b.path):][:1] in "/?#")
