"""The web page in headless Chromium (Debian `chromium` + `chromium-driver`; skipped without them):
type a query, run it, see rows; ask, see answers and the evidence graph."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from conftest import MO, RES, running_app
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]


@pytest.fixture(scope="module")
def browser():
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        pytest.skip("headless Chromium is not installed (apt-get install chromium chromium-driver)")
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
def page(browser, sample_kg: KnowledgeGraph):
    with running_app(create_app(sample_kg, ServerConfig(access_log=False))) as base:
        browser.get(base + "/")
        yield browser


def _wait(driver, condition, seconds: float = 60):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(condition)


def _type(driver, element_id: str, text: str) -> None:
    # set the value directly: send_keys types character by character, which is slow for long queries
    driver.execute_script("document.getElementById(arguments[0]).value = arguments[1];", element_id, text)


def test_query_shows_rows(page):
    from selenium.webdriver.common.by import By

    _type(page, "query", f"SELECT ?m WHERE {{ ?m <{MO}starring> <{RES}Tom_Hanks> }} ORDER BY ?m")
    page.find_element(By.ID, "run").click()
    rows = _wait(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#results-table tbody tr"))
    assert len(rows) == 12
    assert any("Forrest_Gump" in r.text for r in rows)
    assert "12 row(s)" in page.find_element(By.ID, "status").text


def test_bad_query_shows_parser_message(page):
    from selenium.webdriver.common.by import By

    _type(page, "query", "SELECT * WHERE { ?s ?p }")
    page.find_element(By.ID, "run").click()
    status = _wait(page, lambda d: (s := d.find_element(By.ID, "status")).text.startswith("400") and s)
    assert "1:" in status.text


def test_ask_draws_evidence_graph(page):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    page.find_element(By.ID, "tab-ask").click()
    Select(page.find_element(By.ID, "ask-kind")).select_by_value("graph")
    _type(page, "ask-input", f'?m <http://kgqa-sparql.org/fuzzy#acted_by> "Tom Hanks"')
    page.find_element(By.ID, "ask").click()
    _wait(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#answers li")
          or d.find_element(By.ID, "ask-status").get_attribute("class").endswith("error"), 120)
    assert not page.find_element(By.ID, "ask-status").get_attribute("class").endswith("error"), \
        page.find_element(By.ID, "ask-status").text
    assert page.find_elements(By.CSS_SELECTOR, "#evidence-graph g.node")
