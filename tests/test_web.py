"""The web page in headless Chromium (Debian `chromium` + `chromium-driver`; skipped without them,
failed when they are there but `make install` has not vendored the page's libraries): type a query,
run it, see rows; a CONSTRUCT after a comment renders as triples; errors are marked; completion
offers the dataset's and the kgqa terms; ask, see the labelled evidence edges; the API docs render
offline. Screenshots go to the test's tmp folder, and to $KGQA_SCREENSHOTS when it is set."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

from conftest import MO, RES, ROOT, running_app
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.serve.api import VENDOR_DIR
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--window-size=1280,860", "--hide-scrollbars"]
#: What the page and the docs load from /web/vendor/ (tools/vendor_web.py puts them there).
ASSETS = ("yasgui/yasgui.min.js", "yasgui/yasgui.min.css", "dagre/dagre.min.js", "swagger-ui/swagger-ui-bundle.js",
          "swagger-ui/swagger-ui.css", "redoc/redoc.standalone.js")
QUESTION = "who directed the movies starring [Tom Hanks]"


@pytest.fixture(scope="module")
def browser():
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("headless Chromium is not installed (apt-get install chromium chromium-driver)")
    missing = [a for a in ASSETS if not (VENDOR_DIR / a).is_file()]
    if missing:  # Chromium is there, so the page must be testable: a missing build step is a failure
        pytest.fail(f"the web page's vendored libraries are missing ({', '.join(missing)} under {VENDOR_DIR}): "
                    "run `make install` (tools/vendor_web.py)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="kgqa-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + [f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture(scope="module")
def base(browser, sample_kg: KnowledgeGraph):
    with running_app(create_app(sample_kg, ServerConfig(access_log=False))) as url:
        yield url


@pytest.fixture(scope="module")
def shoot(browser, tmp_path_factory):
    """save(name): a PNG of the window, in the tmp folder and in $KGQA_SCREENSHOTS (relative to the checkout)."""
    folders = [tmp_path_factory.mktemp("screenshots")]
    if os.environ.get("KGQA_SCREENSHOTS"):
        folders.append(ROOT / os.environ["KGQA_SCREENSHOTS"])

    def save(name: str) -> list[Path]:
        paths = []
        for folder in folders:
            folder.mkdir(parents=True, exist_ok=True)
            assert browser.save_screenshot(str(folder / name))
            paths.append(folder / name)
        return paths
    return save


def _wait(driver, condition, seconds: float = 60):
    from selenium.common.exceptions import StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    # the table redraws while it is read: an element gone stale is read again on the next poll
    return WebDriverWait(driver, seconds, poll_frequency=0.1,
                         ignored_exceptions=[StaleElementReferenceException]).until(condition)


def _open(driver, url: str) -> None:
    driver.get(url)
    _wait(driver, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"), 30)


def _css(driver, selector: str):
    return driver.find_elements("css selector", selector)


def _active(driver, selector: str):
    """Elements inside the selected YASGUI tab."""
    return _css(driver, ".tabPanel.active " + selector)


def _editor(driver) -> str:
    return driver.execute_script("return window.kgqa.yasgui.getTab().getYasqe().getValue()")


def _set_query(driver, text: str) -> None:
    driver.execute_script("window.kgqa.yasgui.getTab().getYasqe().setValue(arguments[0])", text)


def _run(driver) -> None:
    _active(driver, ".yasqe_queryButton")[0].click()


def _rows(driver, at_least: int = 1) -> list[str]:
    """The texts of the result table's rows once it shows `at_least` (read again when YASR
    re-renders the table while they are read)."""
    from selenium.common.exceptions import StaleElementReferenceException

    def read(d):
        try:
            rows = _active(d, ".yasr tbody tr")
            return len(rows) >= at_least and [row.text for row in rows]
        except StaleElementReferenceException:
            return False

    return _wait(driver, read)


def _type_in_editor(driver, text: str, *, clear: bool = True, at_end: bool = True) -> None:
    """Real key presses into the editor (CodeMirror reads them from its hidden textarea)."""
    if clear:
        _set_query(driver, "")
    driver.execute_script("const y = window.kgqa.yasgui.getTab().getYasqe(); y.focus();"
                          "if (arguments[0]) y.setCursor({line: y.lineCount(), ch: 0});", at_end)
    _active(driver, ".CodeMirror textarea")[0].send_keys(text)


def _hints(driver) -> list[str]:
    return _wait(driver, lambda d: [e.text for e in _css(d, ".CodeMirror-hints li")] or None, 10)


def _local_only(driver, base: str) -> list[str]:
    """The resources the page loaded from anywhere but this server."""
    names = driver.execute_script("return performance.getEntriesByType('resource').map(r => r.name)")
    return [n for n in names if not n.startswith(base + "/") and not n.startswith("data:")]


# ---- SPARQL view ---------------------------------------------------------------------------------
def test_typed_query_runs_and_shows_linked_prefixed_rows(browser, base, shoot):
    from selenium.webdriver.common.keys import Keys

    _open(browser, base + "/")
    assert _css(browser, ".yasgui .CodeMirror"), "YASGUI did not start"
    # typing a prefixed name the query does not declare adds its PREFIX line (dataset prefixes)
    _type_in_editor(browser, "SELECT ?m ?label WHERE { ?m movies:starring resource:Tom_Hanks ; rdfs:label ?label } "
                             "ORDER BY ?m ")
    _wait(browser, lambda d: all(f"PREFIX {p}:" in _editor(d) for p in ("movies", "resource", "rdfs")), 10)
    _active(browser, ".CodeMirror textarea")[0].send_keys(Keys.CONTROL, Keys.ENTER)
    rows = _rows(browser, 12)
    assert len(rows) == 12
    assert "12 results" in _active(browser, ".yasr_response_chip")[0].text
    links = [a for a in _active(browser, ".yasr tbody a.iri") if a.text == "resource:Forrest_Gump"]
    assert links and links[0].get_attribute("href") == f"{RES}Forrest_Gump"  # shortened, still the IRI
    assert "query=" in browser.current_url and "Tom_Hanks" in browser.current_url  # the query is in the URL
    assert _local_only(browser, base) == []
    shoot("query-results.png")
    # the URL brings the same query back
    url = browser.current_url
    _open(browser, base + "/?ask=x")  # elsewhere first
    _open(browser, url)
    assert "resource:Tom_Hanks" in _editor(browser)


def test_table_pages_sorts_filters_and_downloads(browser, base):
    _open(browser, base + "/")
    _set_query(browser, f"SELECT ?p ?label WHERE {{ ?p a <{MO}Person> ; <http://www.w3.org/2000/01/rdf-schema#label> ?label }}")
    _run(browser)
    _rows(browser, 50)
    from selenium.webdriver.support.ui import Select

    Select(_active(browser, ".pageSizeWrapper select")[0]).select_by_value("10")
    _wait(browser, lambda d: len(_active(d, ".yasr tbody tr")) == 10)
    assert "of 78 entries" in _active(browser, ".yasr .dt-info")[0].text
    header = next(th for th in _active(browser, ".yasr thead th") if th.text.strip() == "label")
    header.click()
    first = _active(browser, ".yasr tbody tr")[0].text
    header.click()
    _wait(browser, lambda d: _active(d, ".yasr tbody tr")[0].text != first)
    search = _active(browser, ".tableFilter")[0]
    search.send_keys("Hanks")
    _wait(browser, lambda d: len(_active(d, ".yasr tbody tr")) == 1 and "Tom Hanks" in _active(d, ".yasr tbody tr")[0].text)
    assert _active(browser, ".yasr_downloadIcon")  # CSV download of the table
    Select(_active(browser, ".pageSizeWrapper select")[0]).select_by_value("50")  # the page size is remembered


def test_construct_after_a_comment_renders_triples(browser, base):
    _open(browser, base + "/")
    _set_query(browser, f"# the movies of Tom Hanks, as triples\nPREFIX mo: <{MO}>\n"
                        f"CONSTRUCT {{ ?m mo:starring <{RES}Tom_Hanks> }} WHERE {{ ?m mo:starring <{RES}Tom_Hanks> }}")
    _run(browser)
    rows = _rows(browser, 10)
    assert "12 results" in _active(browser, ".yasr_response_chip")[0].text
    assert [th.text for th in _active(browser, ".yasr thead th")][-3:] == ["subject", "predicate", "object"]
    assert "mo:starring" in rows[0] and "resource:Tom_Hanks" in rows[0]  # the query's own prefix wins


def test_server_error_marks_the_line(browser, base):
    _open(browser, base + "/")
    _set_query(browser, "SELECT * WHERE {\n  ?s ?p ?o .\n  FILTER(?s = ) }")
    _run(browser)
    marker = _wait(browser, lambda d: _active(d, ".kgqa-error-marker"))[0]
    assert "3:" in marker.get_attribute("title")
    lines = browser.execute_script("return [...document.querySelectorAll('.tabPanel.active .CodeMirror-code > div')]"
                                   ".map(l => l.querySelector('.kgqa-error-line') !== null)")
    assert lines == [False, False, True]
    assert "syntax error" in _active(browser, ".yasr")[0].text


def test_completion_offers_dataset_prefixes_terms_and_kgqa_extensions(browser, base):
    _open(browser, base + "/")
    _type_in_editor(browser, "PREFIX mov")
    assert "movies: <http://kgqa-sparql.org/movies/>" in _hints(browser)
    _set_query(browser, f"PREFIX movies: <{MO}>\nSELECT * WHERE {{ ?m a movies:Mo")
    _type_in_editor(browser, "v", clear=False)
    assert "movies:Movie" in _hints(browser)
    _set_query(browser, f"PREFIX movies: <{MO}>\nSELECT * WHERE {{ ?m movies:dir")
    _type_in_editor(browser, "e", clear=False)
    assert "movies:directedBy" in _hints(browser)
    _set_query(browser, "PREFIX kgqa: <http://kgqa-sparql.org/ns#>\nSELECT * WHERE { ?a ?p ?b FILTER(kgqa:sim")
    _type_in_editor(browser, "i", clear=False)
    assert any(h.startswith("kgqa:similarity") and "function" in h for h in _hints(browser))
    _set_query(browser, "PREFIX kgqa: <http://kgqa-sparql.org/ns#>\nSELECT * WHERE { SERVICE kgqa:")
    _type_in_editor(browser, "s", clear=False)
    assert any(h.startswith("kgqa:search") and "SERVICE" in h for h in _hints(browser))


def test_result_iri_opens_a_describe(browser, base):
    _open(browser, base + "/")
    _set_query(browser, f"SELECT ?d WHERE {{ <{RES}Saving_Private_Ryan> <{MO}directedBy> ?d }}")
    _run(browser)
    _rows(browser)
    next(a for a in _active(browser, ".yasr tbody a.iri") if a.text.endswith("Steven_Spielberg")).click()
    _wait(browser, lambda d: "DESCRIBE" in _editor(d) and "Steven_Spielberg" in _editor(d))
    rows = _rows(browser, 3)
    assert any("Steven Spielberg" in r for r in rows)
    assert "DESCRIBE" in browser.current_url


# ---- ask view ------------------------------------------------------------------------------------
def _ask(driver, text: str, kind: str = "question"):
    from selenium.webdriver.support.ui import Select

    _css(driver, "#tab-ask")[0].click()
    Select(_css(driver, "#ask-kind")[0]).select_by_value(kind)
    field = _css(driver, "#ask-input")[0]
    field.clear()
    field.send_keys(text)
    _css(driver, "#ask")[0].click()
    _wait(driver, lambda d: _css(d, "#answers li") or "error" in _css(d, "#ask-status")[0].get_attribute("class"), 120)
    status = _css(driver, "#ask-status")[0]
    assert "error" not in status.get_attribute("class"), status.text


def _boxes(driver, selector: str) -> list[dict]:
    return driver.execute_script("return [...document.querySelectorAll(arguments[0])].map(e => {"
                                 "const r = e.getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; })",
                                 selector)


def _overlap(a: dict, b: dict) -> bool:
    return a["l"] < b["r"] and b["l"] < a["r"] and a["t"] < b["b"] and b["t"] < a["b"]


def test_ask_draws_labelled_directed_evidence_edges(browser, base, shoot):
    _open(browser, base + "/")
    _ask(browser, QUESTION)
    answers = [li.text for li in _css(browser, "#answers li")]
    assert answers[0].startswith("Steven Spielberg")
    edges = browser.execute_script("return [...document.querySelectorAll('#evidence-graph .edge')]"
                                   ".map(e => [e.dataset.source, e.dataset.predicate, e.dataset.target])")
    triples = {tuple(e) for e in edges}
    # 'directed by' goes from the movie to its director, not through Tom Hanks
    assert (f"{RES}Saving_Private_Ryan", f"{MO}directedBy", f"{RES}Steven_Spielberg") in triples
    assert (f"{RES}Saving_Private_Ryan", f"{MO}starring", f"{RES}Tom_Hanks") in triples
    labels = [t.text for t in _css(browser, "#evidence-graph .edge-label text")]
    assert "directed by" in labels and "starring" in labels and len(labels) == len(edges)
    # no edge label lies under a node, and labels do not hide each other
    nodes, tags = _boxes(browser, "#evidence-graph .node rect"), _boxes(browser, "#evidence-graph .edge-label rect")
    assert not [(t, n) for t in tags for n in nodes if _overlap(t, n)]
    assert not [(a, b) for i, a in enumerate(tags) for b in tags[i + 1:] if _overlap(a, b)]
    # every arrow starts at its source box and ends at its target box
    ends = browser.execute_script(
        "return [...document.querySelectorAll('#evidence-graph .edge')].map(e => {"
        "const p = e.querySelector('path'), n = p.getTotalLength(), m = p.getScreenCTM();"
        "const at = (x) => { const q = p.getPointAtLength(x); return [q.x * m.a + m.e, q.y * m.d + m.f]; };"
        "const box = (iri) => { const r = document.querySelector(`#evidence-graph .node[data-iri='${iri}'] rect`)"
        ".getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };"
        "return [at(0), box(e.dataset.source), at(n), box(e.dataset.target)]; })")
    near = lambda pt, bx: bx[0] - 3 <= pt[0] <= bx[2] + 3 and bx[1] - 3 <= pt[1] <= bx[3] + 3  # noqa: E731
    assert all(near(start, source) and near(end, target) for start, source, end, target in ends)
    # every entity node links to a DESCRIBE of it; the answer is highlighted
    hrefs = [a.get_dom_attribute("href") for a in _css(browser, "#evidence-graph a.node")]
    assert hrefs and all("query=DESCRIBE" in h for h in hrefs)
    assert _css(browser, f"#evidence-graph a.node.answer[data-iri='{RES}Steven_Spielberg']")
    assert "ask=" in browser.current_url
    shoot("ask-evidence.png")


def test_evidence_node_opens_its_describe(browser, base):
    _open(browser, base + "/?" + "ask=" + QUESTION.replace(" ", "+"))  # the URL asks again
    _wait(browser, lambda d: _css(d, "#evidence-graph a.node"), 120)
    _css(browser, f"#evidence-graph a.node[data-iri='{RES}Steven_Spielberg']")[0].click()
    _wait(browser, lambda d: _css(d, "#sparql-view:not([hidden])"))
    rows = _rows(browser, 3)
    assert any("Steven Spielberg" in r for r in rows)
    assert f"DESCRIBE <{RES}Steven_Spielberg>" == _editor(browser)


def test_ask_a_pseudo_graph(browser, base):
    _open(browser, base + "/")
    _ask(browser, "[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]", kind="graph")
    assert any(li.text.startswith("Steven Spielberg") for li in _css(browser, "#answers li"))
    assert "directed by" in [t.text for t in _css(browser, "#evidence-graph .edge-label text")]
    assert "kind=graph" in browser.current_url


# ---- offline: docs and a missing build step ------------------------------------------------------
def test_api_docs_render_from_local_assets(browser, base):
    browser.get(base + "/docs")
    _wait(browser, lambda d: "/kgqa/ask" in d.find_element("tag name", "body").text, 30)
    assert _local_only(browser, base) == []
    browser.get(base + "/redoc")
    _wait(browser, lambda d: "answer a question" in d.find_element("tag name", "body").text, 30)
    # ReDoc's menu names a logo on its CDN: the page's Content-Security-Policy refuses it
    refused = browser.execute_script("return performance.getEntriesByType('resource')"
                                     ".filter(r => !r.name.startsWith(arguments[0])).map(r => r.transferSize)", base)
    assert all(size == 0 for size in refused)


def test_page_says_when_its_libraries_are_missing(browser, base):
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/web/vendor/*"]})
    try:
        _open(browser, base + "/")
        note = _css(browser, "#vendor-missing")[0]
        assert note.is_displayed() and "make install" in note.text and "Yasgui" in note.text
    finally:
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        browser.execute_cdp_cmd("Network.disable", {})
