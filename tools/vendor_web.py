"""Vendor the web page's third-party assets: `make install` runs this.

Each package below is fetched from the npm registry with `npm pack NAME@VERSION` (or, without
npm, from the registry's tarball URL; exact version, tarball checked against the pinned sha512
integrity), and only the files the page serves, with the
package's licence files, are copied into kgqa_sparql/serve/web/vendor/ (git-ignored, served at
/web/vendor/). Nothing is loaded from a CDN at run time, so the page and the API docs work offline.

A stamp (vendor/.stamp) records what was vendored: a second run with the same pins and the files in
place returns at once. `--check` only reports whether the folder is complete (exit 1 when not).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENDOR = ROOT / "kgqa_sparql" / "serve" / "web" / "vendor"
STAMP = VENDOR / ".stamp"
#: Licence and notice files copied whenever the package ships them (top level of the package).
LICENCE_NAMES = ("LICENSE", "LICENSE.md", "LICENSE.txt", "LICENCE", "NOTICE", "NOTICE.md")


@dataclass(frozen=True)
class Package:
    name: str
    version: str
    integrity: str  # npm's dist.integrity of the tarball
    folder: str  # under vendor/
    files: dict[str, str] = field(default_factory=dict)  # path in the package -> name in the folder


PACKAGES = (
    # YASGUI: the SPARQL editor (YASQE: CodeMirror, syntax check, autocompletion) and result views
    # (YASR: paged/sortable/filterable table with prefix-shortened links, download). MIT.
    Package("@zazuko/yasgui", "4.6.2",
            "sha512-Zw45KdPoAE1KRaAoxIHdQqeJxvaVG1oQdntw0hy0ktX35Zu8ZccuOLrXCLwR+GU+0xMzLw8Mjw6BkSZV2vUuQw==",
            "yasgui", {"build/yasgui.min.js": "yasgui.min.js", "build/yasgui.min.css": "yasgui.min.css"}),
    # dagre: layered graph layout with edge routing and edge-label placement (the ask view). MIT.
    Package("@dagrejs/dagre", "3.1.3",
            "sha512-X4aUTwOReZvthaZWOVHqlJ52/ZdhZFEM4+Lh/uR4XooUSLE6p71bcy7MPGzYnNUcNh+nj+i/qJQpCMIdQnSmrg==",
            "dagre", {"dist/dagre.min.js": "dagre.min.js", "dist/dagre.min.js.LEGAL.txt": "dagre.min.js.LEGAL.txt"}),
    # Swagger UI for /docs. Apache-2.0.
    Package("swagger-ui-dist", "5.35.0",
            "sha512-U06rpMtW9V3XPGOBeamTUSr0Z09jMX4IJuANpE/EZbAhw0G8CgwrzU4YmXkn/h0wCDNsXdGarTNNHC3sU8yVUQ==",
            "swagger-ui", {"swagger-ui-bundle.js": "swagger-ui-bundle.js", "swagger-ui.css": "swagger-ui.css",
                           "swagger-ui-bundle.js.LICENSE.txt": "swagger-ui-bundle.js.LICENSE.txt",
                           "favicon-32x32.png": "favicon-32x32.png"}),
    # ReDoc for /redoc. MIT.
    Package("redoc", "2.5.4",
            "sha512-M6jWhG1qoBnH6TFmzJnstyCZ87HmOY/UzDm78mHiYihEdlV/YcS9ogOo1NlElnJMeLsyxHFe2yFc4sNjHTrABQ==",
            "redoc", {"bundles/redoc.standalone.js": "redoc.standalone.js",
                      "bundles/redoc.standalone.js.LICENSE.txt": "redoc.standalone.js.LICENSE.txt"}),
)


def pins() -> str:
    return json.dumps([[p.name, p.version, p.integrity, p.folder, p.files] for p in PACKAGES], sort_keys=True)


def complete() -> bool:
    """Whether the vendor folder holds every file of the current pins."""
    if not STAMP.is_file() or STAMP.read_text(encoding="utf-8") != pins():
        return False
    return all((VENDOR / p.folder / target).is_file() for p in PACKAGES for target in p.files.values())


def check_integrity(data: bytes, integrity: str) -> None:
    algorithm, _, expected = integrity.partition("-")
    digest = base64.b64encode(hashlib.new(algorithm, data).digest()).decode()
    if digest != expected:
        raise SystemExit(f"vendor_web: integrity mismatch ({algorithm} {digest} != pinned {expected})")


#: Where a package's tarball lies in the npm registry (used when npm itself is not installed).
REGISTRY = "https://registry.npmjs.org"


def fetch(package: Package, workdir: Path) -> bytes:
    """The package tarball: through npm when installed (its registry, cache and proxy settings),
    else straight from the registry's tarball URL. Either way checked against the pinned hash."""
    npm = shutil.which("npm")
    spec = f"{package.name}@{package.version}"
    if npm is None:
        data = _download(f"{REGISTRY}/{package.name}/-/{package.name.rpartition('/')[2]}-{package.version}.tgz")
    else:
        done = subprocess.run([npm, "pack", "--silent", "--pack-destination", str(workdir), spec],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"vendor_web: npm pack {spec} failed:\n{done.stderr.strip()}")
        data = (workdir / done.stdout.strip().splitlines()[-1]).read_bytes()
    check_integrity(data, package.integrity)
    return data


def _download(url: str) -> bytes:
    from urllib.error import URLError
    from urllib.request import urlopen

    try:
        with urlopen(url, timeout=120) as response:
            return response.read()
    except (URLError, OSError) as exc:
        raise SystemExit(f"vendor_web: could not fetch {url} ({exc}); the web page's assets come from the npm "
                         "registry (or install npm and run `make install` again)") from exc


def licence_notice(meta: dict) -> str:
    """For a package that ships no licence file: what its package.json declares."""
    people = [meta.get("author")] + list(meta.get("contributors") or [])
    names = [p if isinstance(p, str) else p.get("name", "") for p in people if p]
    repository = meta.get("repository")
    url = repository.get("url", "") if isinstance(repository, dict) else repository or ""
    return (f"{meta['name']} {meta['version']} ships no licence file; its package.json declares\n"
            f"license: {meta.get('license')}\nauthors: {', '.join(names)}\nsource: {url}\n"
            f"homepage: {meta.get('homepage', '')}\n")


def unpack(package: Package, data: bytes) -> int:
    """Copy the selected files and the licence files of one tarball; returns the bytes written."""
    target = VENDOR / package.folder
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    written = 0
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        members = {m.name.split("/", 1)[1]: m for m in tar.getmembers() if m.isfile() and "/" in m.name}
        wanted = dict(package.files)
        licences = [n for n in LICENCE_NAMES if n in members]
        wanted.update({n: n for n in licences})
        for source, name in wanted.items():
            member = members.get(source)
            if member is None:
                raise SystemExit(f"vendor_web: {package.name}@{package.version} has no {source}")
            blob = tar.extractfile(member).read()
            (target / name).write_bytes(blob)
            written += len(blob)
        if not licences:
            meta = json.loads(tar.extractfile(members["package.json"]).read())
            (target / "LICENSE-NOTICE.txt").write_text(licence_notice(meta), encoding="utf-8")
    (target / "VERSION").write_text(f"{package.name}@{package.version}\n", encoding="utf-8")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report whether the vendored files are complete")
    parser.add_argument("--force", action="store_true", help="fetch again even when the stamp is current")
    args = parser.parse_args(argv)
    if args.check:
        ok = complete()
        print(f"vendor_web: {'complete' if ok else 'missing or stale'}: {VENDOR}")
        return 0 if ok else 1
    if complete() and not args.force:
        STAMP.touch()  # newer than this script: make's rule is satisfied
        print("vendor_web: web assets up to date")
        return 0
    VENDOR.mkdir(parents=True, exist_ok=True)
    STAMP.unlink(missing_ok=True)
    total = 0
    with tempfile.TemporaryDirectory(prefix="kgqa-vendor-") as tmp:
        for package in PACKAGES:
            size = unpack(package, fetch(package, Path(tmp)))
            total += size
            print(f"vendor_web: {package.name}@{package.version} -> vendor/{package.folder} ({size / 1e6:.2f} MB)")
    STAMP.write_text(pins(), encoding="utf-8")
    print(f"vendor_web: {total / 1e6:.2f} MB in {VENDOR}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
