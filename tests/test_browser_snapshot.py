"""The worker starts Python from the build's memory snapshot, and without it when it must.

The snapshot (lernlabor/web/snapshot.py, tested in tests/test_snapshot.py) is the fast way;
a missing file, a snapshot Pyodide refuses, one made from another lernlabor zip, or Data
Saver (it is an extra download of some 6 MB) all lead to the usual start, with the same
verdicts. The worker says in its "ready"
message which way it went; the tests read that message.
"""

import gzip
import io
import zipfile

import pytest

from lernlabor.uebung import finde
from tests.browser.fixtures import RESULT_TIMEOUT_MS, Recorder, browser, server
from tests.browser.site import LESSON
from tests.test_browser_start import RECORD_WORKER, SAVE_DATA

__all__ = ["browser", "server"]  # fixtures, used by name

EXERCISE = "m4-02-uebung-1"
SNAPSHOT = "/assets/lernlabor/python.snapshot.gz"
ZIP = "/assets/lernlabor/lernlabor.zip"


def check_solution(recorder):
    """Check the reference solution of the first exercise; returns (verdict, ready message)."""
    page = recorder.page
    root = page.locator(f'[data-exercise="{EXERCISE}"]')
    root.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text(finde(EXERCISE).loesung)
    root.get_by_role("button", name="Prüfen", exact=True).click()
    status = root.locator('[role="status"][data-result]')
    status.wait_for(timeout=RESULT_TIMEOUT_MS)
    return status.get_attribute("data-result"), page.evaluate("window.pythonReady")


def snapshot_requests(recorder):
    return [url for url in recorder.requests if url.endswith(SNAPSHOT)]


@pytest.fixture
def recorder(browser, server):
    """A fresh context that records the worker's "ready" message and its warnings."""
    recorder = Recorder(browser, server)
    recorder.context.add_init_script(RECORD_WORKER)
    recorder.warnings = []
    recorder.context.on(
        "console", lambda m: recorder.warnings.append(m.text) if m.type == "warning" else None
    )
    yield recorder
    recorder.close()
    assert recorder.foreign_requests() == []
    assert recorder.errors == []


def test_the_worker_starts_from_the_snapshot(recorder, server):
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is True
    assert len(snapshot_requests(recorder)) == 1
    assert not [w for w in recorder.warnings if "Speicherabzug" in w]


def test_without_the_snapshot_file_python_starts_anew(recorder, server):
    recorder.context.route(f"**{SNAPSHOT}", lambda route: route.fulfill(status=404, body="weg"))
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is False
    assert [w for w in recorder.warnings if "ohne Speicherabzug" in w and "404" in w]


def test_a_snapshot_pyodide_refuses_leads_to_a_fresh_start(recorder, server):
    # Another build's memory (here: nonsense) must not take the page down with it.
    nonsense = gzip.compress(bytes(range(256)) * 4096)
    recorder.context.route(f"**{SNAPSHOT}", lambda route: route.fulfill(status=200, body=nonsense))
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is False
    assert [w for w in recorder.warnings if "ohne Speicherabzug" in w]


def test_a_snapshot_of_another_zip_is_not_used(recorder, server):
    # A cached snapshot from an older version of the site next to the new zip: never mixed.
    site_zip = server.site_dir / "assets" / "lernlabor" / "lernlabor.zip"
    buffer = io.BytesIO(site_zip.read_bytes())
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.writestr("lernlabor/neu.txt", "eine neuere Fassung")
    newer = buffer.getvalue()
    recorder.context.route(f"**{ZIP}", lambda route: route.fulfill(status=200, body=newer))
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is False
    assert [w for w in recorder.warnings if "anderen lernlabor.zip" in w]


def test_a_snapshot_the_server_sent_unpacked_still_works(recorder, server):
    # Content-Encoding: gzip on a .gz file: the browser hands the worker the raw snapshot.
    raw = gzip.decompress((server.site_dir / SNAPSHOT.lstrip("/")).read_bytes())
    recorder.context.route(f"**{SNAPSHOT}", lambda route: route.fulfill(status=200, body=raw))
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is True


def test_with_data_saver_the_snapshot_is_not_downloaded(recorder, server):
    recorder.context.add_init_script(SAVE_DATA)
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is False
    assert snapshot_requests(recorder) == []
