"""The course built by Zensical (lernlabor/web/zensical_build.py), in Chromium.

Material for MkDocs reaches its end of life on 5 May 2027; Zensical ignores MkDocs hooks and
mkdocs-jupyter. These tests prove that the Zensical site still runs what matters: an
exercise, a lesson example, the notebook page's plot and calculator, with every request to
127.0.0.1 and no script error. The site is built once per run, after the Material site and
from its caches (tests/browser/site.py).
"""

import pytest

from lernlabor.pruefen.beispiel import normal
from lernlabor.tracks.ki import agentenkosten
from lernlabor.uebung import finde
from lernlabor.web.example_blocks import find_examples
from tests.browser.fixtures import Recorder, _checked_pages, browser, wait_until
from tests.browser.site import LESSON, ROOT, served_zensical_site
from tests.test_browser import EINS, press, result, set_code, widget
from tests.test_browser_examples import run
from tests.test_browser_m4_04 import SEITE, ergebnis, rechner, tippe

__all__ = ["browser"]  # fixture, used by name


@pytest.fixture(scope="module")
def zensical_server():
    return served_zensical_site()


@pytest.fixture
def zensical_page(browser, zensical_server):
    """Factory: a page of the Zensical site; afterwards no request left 127.0.0.1 and no
    script error happened."""
    with _checked_pages(browser, zensical_server) as open_page:
        yield open_page


def test_the_site_is_zensicals_not_materials(zensical_server):
    """What these tests run is Zensical's output, in the variant mkdocs.yml asks for."""
    page = (zensical_server.site_dir / LESSON / "index.html").read_text("utf-8")
    assert '<meta name="generator" content="zensical-0.0.73">' in page
    assert "assets/stylesheets/classic/" in page
    # the course table of the start page links the lessons (kurs.py, page from the engine)
    start = (zensical_server.site_dir / "index.html").read_text("utf-8")
    assert f'href="{LESSON}"' in start
    assert "Notebook docs/ki/m4/04-was-ein-agent-kostet.md" in zensical_server.build_output


@pytest.fixture(scope="module")
def zensical_lesson(browser, zensical_server):
    """Lesson M4·02 of the Zensical site, shared by its two tests: Python boots once."""
    recorder = Recorder(browser, zensical_server, own_context=True)
    recorder.page.goto(zensical_server.url + LESSON)
    yield recorder
    recorder.close()
    assert recorder.foreign_requests() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "script errors in the page"


def test_exercise_1_of_m4_02_passes_with_its_solution(zensical_lesson):
    recorder = zensical_lesson
    page = recorder.page
    set_code(page, EINS, finde(EINS).loesung)
    press(page, EINS, "Prüfen")
    assert result(page, EINS)[0] == "bestanden"
    assert widget(page, EINS).locator(".ll-abzeichen").is_visible()
    assert any(url.endswith("assets/pyodide/pyodide.asm.wasm") for url in recorder.requests)


def test_a_lesson_example_runs_and_shows_its_documented_output(zensical_lesson):
    page = zensical_lesson.page
    text = (ROOT / "docs" / LESSON.rstrip("/")).with_suffix(".md").read_text("utf-8")
    first = next(e for e in find_examples(text) if e.runnable and e.documented)
    outcome, status, shown = run(page, first.number)
    assert outcome == "wie-dokumentiert", status
    assert normal(shown) == normal(first.documented)


def test_the_notebook_page_has_its_plot_and_a_working_calculator(zensical_page):
    page = zensical_page(SEITE).page
    plot = page.locator("figure.ll-diagramm img")
    assert plot.count() == 1
    assert plot.get_attribute("alt").startswith("Zwei Säulendiagramme, Input-Token je Runde")
    plot.scroll_into_view_if_needed()
    wait_until(page, "() => document.querySelector('figure.ll-diagramm img').naturalWidth > 500")
    assert "data:" not in plot.get_attribute("src")  # a file beside the page, as on Material
    assert rechner(page).count() == 1
    tippe(page, "Runden je Aufgabe", "20")
    expected = f"{agentenkosten(20, 2000, 1500, 300)['input']:,}".replace(",", ".")
    wait_until(page, f"() => document.querySelector('[data-out=input]').innerText === '{expected}'")
    assert ergebnis(page)["input"] == expected == "325.000"
    # the cells' outputs as on Material: the build's output under a shown cell, no documented
    # output region and no code of the cells behind plot and calculator
    assert page.locator(".jupyter-wrapper .jp-RenderedText").count() >= 5
    assert page.locator("text=import matplotlib").count() == 0
