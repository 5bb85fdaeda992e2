"""When Python starts in the browser: soon on a page with exercises, otherwise on intent.

The learner opens a lesson with exercises to work on them, so Python boots in the background
once the page has loaded and settled (not earlier: the boot would slow the page's own start).
Sent to an exercise (an anchor, like the start page's "Weiter"), the learner wants to work
now: an inline script in <head> (theme/partials/python-start.html) starts the Pyodide worker
while the page is still being parsed, and runtime.js takes it over; the first "Prüfen" then
waits for Pyodide alone (tests/benchmark_widget.py measures it). With Data Saver on, the 10 MB wait
until an exercise comes into view. A page with examples only boots on the first hover or focus
of an example's buttons; a page with nothing to run never loads Python (test_startseite.py).
"""

from urllib.parse import urlsplit

from tests.browser.fixtures import (
    RECORD_WORKER,
    WORKER_SCRIPT,
    Recorder,
    browser,
    server,
    wait_until,
)
from tests.browser.site import LESSON, built_site

__all__ = ["browser", "server"]  # fixtures, used by name

EXAMPLES_ONLY = "autoren/beispiele-testen/"
SAVE_DATA = "Object.defineProperty(navigator, 'connection', {value: {saveData: true}});"


# The widgets are built and show no boot progress any more: Python is ready.
BOOTED = """(() => {
  const widget = document.querySelector('[data-exercise="m4-02-uebung-1"].ll-aktiv');
  return widget !== null && widget.querySelector(".ll-laden").hidden;
})()"""
WORKER_BEFORE_INTERACTIVE = (
    "window.workerCreated < performance.getEntriesByType('navigation')[0].domInteractive"
)
WORKER_AFTER_LOAD_MS = (
    "window.workerCreated - performance.getEntriesByType('navigation')[0].loadEventEnd"
)
SETTLED_WELL_BEFORE_CAP_MS = 4000  # schedule.js whenSettled: at the latest 5000 ms after load
EXERCISE_ANCHOR = "#ubung-2-fehler-im-loop-finden-mittel"
# Keeps the page busy for 2 s after its load event: 30 ms of work, 10 ms of rest, and so on.
BUSY_AFTER_LOAD = """
addEventListener("load", () => {
  const end = performance.now() + 2000;
  const work = () => {
    const until = performance.now() + 30;
    while (performance.now() < until);
    if (performance.now() < end) setTimeout(work, 10);
    else window.busyEnd = performance.now();
  };
  setTimeout(work, 0);
});
"""


def is_worker(request):
    # with Data Saver: worker.js?save-data
    return urlsplit(request.url).path.endswith(WORKER_SCRIPT)


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


def start_without_action(browser, server, url):
    """Open ``url``, touch nothing; returns whether the worker came before the page's scripts."""
    recorder = Recorder(browser, server)
    recorder.page.add_init_script(RECORD_WORKER)
    try:
        page = recorder.page
        with page.expect_request(is_worker, timeout=30_000):
            page.goto(server.url + url, wait_until="commit")
        page.wait_for_load_state("load")
        early = page.evaluate(WORKER_BEFORE_INTERACTIVE)
        after_load = page.evaluate(WORKER_AFTER_LOAD_MS)
        # In the first idle period, not at whenSettled's 5 s cap: a page that renders on every
        # frame (or a test that polls on every frame) never has one.
        assert after_load < SETTLED_WELL_BEFORE_CAP_MS, after_load
        # Nothing was clicked, focused or scrolled; the widgets show the boot, then stop.
        wait_until(page, BOOTED, timeout=120_000)
        assert len(recorder.worker_requests()) == 1  # runtime.js took over an early worker
        assert recorder.errors == []
        return early
    finally:
        recorder.close()


def test_a_page_with_exercises_starts_python_once_it_has_settled(browser, server):
    assert start_without_action(browser, server, LESSON) is False


def test_python_waits_until_the_page_has_loaded_and_settled(browser, server):
    # Its boot compiles 10 MB of WebAssembly on every core: on two cores that slowed the
    # page's own start (issue 22). Short pauses between the page's tasks are not "settled".
    recorder = Recorder(browser, server)
    recorder.page.add_init_script(RECORD_WORKER + BUSY_AFTER_LOAD)
    try:
        page = recorder.page
        with page.expect_request(is_worker, timeout=30_000):
            page.goto(server.url + LESSON)
        busy_end, created = page.evaluate("[window.busyEnd, window.workerCreated]")
        assert busy_end is not None and created > busy_end
        assert recorder.errors == []
    finally:
        recorder.close()


def test_sent_to_an_exercise_python_starts_while_the_page_is_parsed(browser, server):
    assert start_without_action(browser, server, LESSON + EXERCISE_ANCHOR) is True


def test_weiter_on_the_start_page_leads_to_a_page_that_starts_python(browser, server):
    # "Weiter" points at the first open exercise; Material follows it by instant navigation.
    recorder = Recorder(browser, server)
    page = recorder.page
    try:
        page.goto(server.url, wait_until="networkidle")  # the start page: nothing to run
        assert recorder.worker_requests() == []
        page.evaluate("window.startPage = true")
        weiter = page.locator('.ll-kurs[data-ordner="ki"] .ll-weiter a')
        target = weiter.evaluate("link => link.href")
        assert "#" in target and "/ki/m4/" in target, target
        with page.expect_request(is_worker, timeout=30_000):
            weiter.click()
        page.wait_for_url(target, wait_until="commit")
        assert page.evaluate("window.startPage") is True  # instant navigation, same document
        assert recorder.errors == []
    finally:
        recorder.close()


def test_with_data_saver_python_waits_until_an_exercise_is_in_view(browser, server):
    recorder = Recorder(browser, server)
    recorder.page.add_init_script(SAVE_DATA)
    page = recorder.page
    try:
        page.goto(server.url + LESSON, wait_until="networkidle")
        page.locator('[data-exercise="m4-02-uebung-1"] .ll-leiste').wait_for(state="visible")
        assert recorder.worker_requests() == []
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
        assert recorder.worker_requests() == []
        with page.expect_request(is_worker, timeout=30_000):
            run.hover()
        assert recorder.errors == []
    finally:
        recorder.close()
