"""The worker starts Python from the build's memory snapshot, and without it when it must.

The snapshot (lernlabor/web/snapshot.py, tested in tests/test_snapshot.py) is the fast way;
a missing file, a snapshot Pyodide refuses, one made from another lernlabor zip, or Data
Saver (it is an extra download of some 6 MB) all lead to the usual start, with the same
verdicts. The worker says in its "ready" message which way it went; the tests read it.
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


def newer_zip(site_dir):
    """The site's zip with one file more: what a newer version of the site would serve."""
    buffer = io.BytesIO((site_dir / ZIP.lstrip("/")).read_bytes())
    with zipfile.ZipFile(buffer, "a") as archive:
        archive.writestr("lernlabor/neu.txt", "eine neuere Fassung")
    return buffer.getvalue()


# What the worker gets instead of the site's file, and how it must start Python then.
SUBSTITUTES = {
    # The snapshot was not published, or the host lost it.
    "missing": (SNAPSHOT, lambda site: (404, b"weg"), False, "404"),
    # Another build's memory (here: nonsense) must not take the page down with it.
    "refused": (SNAPSHOT, lambda site: (200, gzip.compress(bytes(range(256)) * 4096)), False, ""),
    # A cached snapshot from an older version of the site next to the new zip: never mixed.
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
        recorder.context.route(f"**{path}", lambda route: route.fulfill(status=status, body=body))
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is from_snapshot
    warned = [w for w in recorder.warnings if "ohne Speicherabzug" in w]
    if warning is None:
        assert warned == []
    else:
        assert [w for w in warned if warning in w], recorder.warnings


def test_with_data_saver_the_snapshot_is_not_downloaded(recorder, server):
    recorder.context.add_init_script(SAVE_DATA)
    recorder.page.goto(server.url + LESSON)
    verdict, ready = check_solution(recorder)
    assert verdict == "bestanden"
    assert ready["snapshot"] is False
    assert snapshot_requests(recorder) == []
