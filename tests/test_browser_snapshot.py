"""The worker starts Python from the build's memory snapshot kept in the Cache Storage.

The snapshot (lernlabor/web/snapshot.py, tested in tests/test_snapshot.py) saves Python's
start, but it is some 6 MB more to download: on a slow line the first start would wait for it
(tests/benchmark_erster_besuch.py). So the first visit starts Python plainly; once Python is
ready and the page idle, the worker keeps the snapshot in the Cache Storage, and every later
start takes it from there. A missing file, a snapshot Pyodide refuses, one made from another
lernlabor zip lead to the usual start, with the same verdicts; with Data Saver on, nothing is
downloaded for the next time (a snapshot kept earlier is still used: it costs no bytes). The
worker says in its "ready" message which way it went; the tests read it.
"""

import gzip
import io
import zipfile

import pytest

from lernlabor.uebung import finde
from tests.browser.fixtures import RECORD_WORKER, Recorder, browser, server
from tests.browser.server import PREFIX
from tests.browser.site import LESSON
from tests.test_browser import press, result, set_code
from tests.test_browser_start import SAVE_DATA

__all__ = ["browser", "server"]  # fixtures, used by name

EXERCISE = "m4-02-uebung-1"
SNAPSHOT = "/assets/lernlabor/python.snapshot.gz"
ZIP = "/assets/lernlabor/lernlabor.zip"


def check_solution(recorder):
    """Check the reference solution of the first exercise; returns (verdict, ready message)."""
    page = recorder.page
    set_code(page, EXERCISE, finde(EXERCISE).loesung)
    press(page, EXERCISE, "Prüfen")
    return result(page, EXERCISE)[0], page.evaluate("window.pythonReady")


def snapshot_requests(recorder):
    return [url for url in recorder.requests if url.endswith(SNAPSHOT)]


# True once some cache of the Cache Storage holds the snapshot (the name is the site's business).
SNAPSHOT_KEPT = """async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    const requests = await cache.keys();
    if (requests.some((request) => request.url.endsWith("python.snapshot.gz"))) return true;
  }
  return false;
}"""


def visit(recorder, server):
    """Load the lesson anew and check a solution; returns (verdict, ready message)."""
    recorder.page.goto(server.url + LESSON)
    return check_solution(recorder)


def wait_until_kept(page, timeout_ms: int = 30_000) -> bool:
    """Wait until the page has kept the snapshot; whether it did within ``timeout_ms``.

    A loop of ``evaluate``: ``wait_for_function`` would take the promise of the async check
    for a truthy answer.
    """
    for _ in range(max(1, timeout_ms // 200)):
        if page.evaluate(SNAPSHOT_KEPT):
            return True
        page.wait_for_timeout(200)
    return False


def kept(recorder) -> bool:
    """Wait until the page has kept the snapshot (30 s at most); whether it has."""
    return wait_until_kept(recorder.page)


def warned(recorder, text: str, timeout_ms: int = 30_000) -> list[str]:
    """The warnings so far that contain ``text``, waiting up to ``timeout_ms`` for one."""
    for _ in range(timeout_ms // 200):
        found = [w for w in recorder.warnings if text in w]
        if found:
            return found
        recorder.page.wait_for_timeout(200)
    return []


@pytest.fixture
def recorder(browser, server):
    """A fresh context that records the worker's "ready" message and its warnings."""
    recorder = Recorder(browser, server, first_visit=True)
    recorder.page.add_init_script(RECORD_WORKER)
    recorder.warnings = []
    recorder.page.on(
        "console", lambda m: recorder.warnings.append(m.text) if m.type == "warning" else None
    )
    recorder.snapshot_started = []  # when each download of the snapshot began (ms since 1970)
    recorder.page.on(  # the timing is filled in once the request is done
        "requestfinished",
        lambda r: (
            recorder.snapshot_started.append(r.timing["startTime"])
            if r.url.endswith(SNAPSHOT)
            else None
        ),
    )
    yield recorder
    recorder.close()
    assert recorder.foreign_requests() == []
    assert recorder.errors == []


def test_first_visit_starts_plainly_and_the_next_from_the_kept_snapshot(recorder, server):
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden" and ready["snapshot"] is False
    assert kept(recorder)
    # The download started only after Python was ready: it did not slow the first start.
    started = recorder.snapshot_started
    assert len(started) == 1
    assert started[0] > recorder.page.evaluate("performance.timeOrigin + window.readyTimes[0]")
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden" and ready["snapshot"] is True
    assert len(snapshot_requests(recorder)) == 1  # taken from the Cache Storage
    assert not [w for w in recorder.warnings if "Speicherabzug" in w]


def newer_zip(site_dir):
    """The site's zip with one file more: what a newer version of the site would serve."""
    buffer = io.BytesIO((site_dir / ZIP.lstrip("/")).read_bytes())
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.writestr("lernlabor/neu.txt", "eine neuere Fassung")
    return buffer.getvalue()


# What the page gets instead of the site's file, what the second start does then, and the
# warning it leaves.
SUBSTITUTES = {
    # The snapshot was not published, or the host lost it: nothing is kept.
    "missing": (SNAPSHOT, lambda site: (404, b"weg"), False, "nicht geladen"),
    # Another build's memory (here: nonsense) must not take the page down with it.
    "refused": (
        SNAPSHOT,
        lambda site: (200, gzip.compress(bytes(range(256)) * 4096)),
        False,
        "ohne Speicherabzug",
    ),
    # A kept snapshot from an older version of the site next to the new zip: never mixed.
    "other zip": (ZIP, lambda site: (200, newer_zip(site)), False, "anderen lernlabor.zip"),
    # Content-Encoding: gzip on a .gz file: the browser hands the worker the raw snapshot.
    # The server sends that header itself (see below): the browser unpacks, as with a host.
    "sent unpacked": (SNAPSHOT, None, True, None),
}


@pytest.mark.parametrize("case", SUBSTITUTES)
def test_python_starts_with_a_snapshot_only_if_it_fits(recorder, server, case, monkeypatch):
    path, substitute, from_snapshot, warning = SUBSTITUTES[case]
    if substitute is None:
        packed = (server.site_dir / path.lstrip("/")).read_bytes()
        sent = (packed, "application/gzip", {"Content-Encoding": "gzip"})
        monkeypatch.setitem(server.extra, PREFIX + path.lstrip("/"), sent)
    else:
        status, body = substitute(server.site_dir)
        recorder.page.route(f"**{path}", lambda route: route.fulfill(status=status, body=body))
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden" and ready["snapshot"] is False
    if case == "missing":
        # Nothing reached the cache, so no later start can take a snapshot from it (the
        # first test shows that a kept one is what a later start takes): a second visit
        # would only repeat this plain start.
        assert warned(recorder, warning), recorder.warnings
        assert not wait_until_kept(recorder.page, timeout_ms=0)
        return
    assert kept(recorder)
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden"
    assert ready["snapshot"] is from_snapshot
    if warning is None:
        assert not [w for w in recorder.warnings if "Speicherabzug" in w]
    else:
        assert warned(recorder, warning), recorder.warnings


def test_with_data_saver_nothing_is_downloaded_for_the_next_start(recorder, server):
    recorder.page.add_init_script(SAVE_DATA)
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden" and ready["snapshot"] is False
    recorder.page.wait_for_timeout(3000)  # the page is idle long since
    assert snapshot_requests(recorder) == []
    # One look suffices: without a request nothing can reach the cache later.
    assert not wait_until_kept(recorder.page, timeout_ms=0)


def test_with_data_saver_a_snapshot_kept_earlier_is_used(recorder, server):
    visit(recorder, server)
    assert kept(recorder)
    recorder.page.add_init_script(SAVE_DATA)  # switched on after the first visit
    verdict, ready = visit(recorder, server)
    assert verdict == "bestanden" and ready["snapshot"] is True
    assert len(snapshot_requests(recorder)) == 1


def test_test_pages_start_from_the_snapshot_at_once(browser, server):
    """The Recorder of the other browser tests: the worker fetches the snapshot at once."""
    recorder = Recorder(browser, server)
    recorder.page.add_init_script(RECORD_WORKER)
    try:
        verdict, ready = visit(recorder, server)
        assert verdict == "bestanden" and ready["snapshot"] is True
        assert len(snapshot_requests(recorder)) == 1
    finally:
        recorder.close()
