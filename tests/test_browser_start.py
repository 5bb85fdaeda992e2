"""When Python starts in the browser: at once on a page with exercises, otherwise on intent.

The learner opens a lesson with exercises to work on them, so an inline script in <head>
(theme/main.html) starts the Pyodide worker while the page is still being parsed, and
runtime.js takes it over; the first "Prüfen" then waits
for Pyodide alone (tests/benchmark_widget.py measures it). With Data Saver on, the 10 MB wait
until an exercise comes into view. A page with examples only boots on the first hover or focus
of an example's buttons; a page with nothing to run never loads Python (test_startseite.py).
"""

from tests.browser.fixtures import Recorder, browser, server
from tests.browser.site import LESSON, built_site

__all__ = ["browser", "server"]  # fixtures, used by name

EXAMPLES_ONLY = "autoren/beispiele-testen/"
SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}});"


WORKER_BEFORE_INTERACTIVE = """(() => {
  const entries = performance.getEntriesByType("resource");
  const worker = entries.find((entry) => entry.name.endsWith("/worker.js"));
  return worker.startTime < performance.getEntriesByType("navigation")[0].domInteractive;
})()"""


def is_worker(request):
    return request.url.endswith("/assets/lernlabor/worker.js")


def workers(recorder):
    return [url for url in recorder.requests if url.endswith("/assets/lernlabor/worker.js")]


def test_only_pages_with_exercises_start_the_worker_in_the_head():
    site = built_site()
    pages = {
        str(path.parent.relative_to(site)): path.read_text("utf-8")
        for path in site.rglob("index.html")
    }
    early = sorted(
        name
        for name, html in pages.items()
        if "window.lernlaborWorker = early" in html.split("</head>")[0]
    )
    with_exercises = sorted(name for name, html in pages.items() if 'class="ll-uebung"' in html)
    assert early == with_exercises
    assert "ki/m4/02-tool-use-schleife" in early


def test_a_page_with_exercises_starts_python_without_any_action(browser, server):
    recorder = Recorder(browser, server)
    try:
        page = recorder.page
        with page.expect_request(is_worker, timeout=30_000):
            page.goto(server.url + LESSON, wait_until="commit")
        # Requested while the page was parsed: before the scripts at the end of <body> ran.
        page.wait_for_load_state("load")
        assert page.evaluate(WORKER_BEFORE_INTERACTIVE)
        # Nothing was clicked, focused or scrolled; the widgets show the boot, then stop.
        first = page.locator('[data-exercise="m4-02-uebung-1"] .ll-laden')
        first.wait_for(state="hidden", timeout=120_000)
        assert len(workers(recorder)) == 1  # runtime.js took over the early worker
        assert recorder.errors == []
    finally:
        recorder.close()


def test_with_data_saver_python_waits_until_an_exercise_is_in_view(browser, server):
    recorder = Recorder(browser, server)
    recorder.context.add_init_script(SAVE_DATA)
    page = recorder.page
    try:
        page.goto(server.url + LESSON, wait_until="networkidle")
        page.locator('[data-exercise="m4-02-uebung-1"] .ll-leiste').wait_for(state="visible")
        assert workers(recorder) == []
        with page.expect_request(is_worker, timeout=30_000):
            page.locator('[data-exercise="m4-02-uebung-1"]').scroll_into_view_if_needed()
        assert recorder.errors == []
    finally:
        recorder.close()


def test_a_page_with_examples_only_starts_python_on_the_first_hover(browser, server):
    recorder = Recorder(browser, server)
    page = recorder.page
    try:
        page.goto(server.url + EXAMPLES_ONLY, wait_until="networkidle")
        run = page.get_by_role("button", name="Ausführen: Beispiel 1", exact=True)
        run.wait_for(state="visible")
        assert workers(recorder) == []
        with page.expect_request(is_worker, timeout=30_000):
            run.hover()
        assert recorder.errors == []
    finally:
        recorder.close()
