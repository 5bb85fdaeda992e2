"""pytest fixtures for the browser tests: site server, Chromium, pages that record requests.

Import them into a test module (``from tests.browser.fixtures import *``). Without Chromium
the tests skip locally with the reason, and fail on CI (``missing_tool`` from conftest).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from contextlib import contextmanager
from urllib.parse import urlsplit

import pytest

from tests.browser.site import CHROMIUM_ARGS, LESSON, find_chromium, served_site

__all__ = [
    "browser",
    "server",
    "open_lesson",
    "visit",
    "warm_lesson",
    "Recorder",
    "close_profile",
    "prepare_profile",
    "wait_until",
    "RECORD_WORKER",
    "SNAPSHOT_AT_ONCE",
    "WORKER_SCRIPT",
]

WORKER_SCRIPT = "/assets/lernlabor/worker.js"
RESULT_TIMEOUT_MS = 90_000  # a cold Pyodide start on a slow CI machine, with room to spare
# An init script: records when the page creates the Python worker (the inline start in <head>
# uses window.Worker too) and each "ready" of it: the last message (which way Python started)
# and the times of all (a restart after "Stopp" is a second one). Page clock.
RECORD_WORKER = """
window.readyTimes = [];
const OriginalWorker = window.Worker;
window.Worker = class extends OriginalWorker {
  constructor(url, options) {
    super(url, options);
    if (!new URL(url, location.href).pathname.endsWith("lernlabor/worker.js")) return;
    window.workerCreated = performance.now();
    this.addEventListener("message", ({data}) => {
      if (data.type !== "ready") return;
      window.pythonReady = data;
      window.readyTimes.push(performance.now());
    });
  }
};
"""


@pytest.fixture(scope="module")
def server():
    """The built site on http://127.0.0.1:<port>/kurs/ (built and started once per session)."""
    return served_site()


@pytest.fixture(scope="module")
def browser(chromium):
    """The Chromium of this test process (``chromium`` in tests/conftest.py), started once."""
    return chromium


POLL_MS = 100


def wait_until(page, expression: str, *, arg=None, timeout: float | None = None):
    """``page.wait_for_function`` that checks every POLL_MS instead of on every frame.

    Playwright's default polls in requestAnimationFrame, so Chromium renders frames for as
    long as the wait lasts and the page never gets a long idle period: what the site does in
    idle time (Python's start once the page has settled, schedule.js) waits for its timeout,
    5 s later, and the renderer works all along. A lesson was ready after 8.0 s instead of 3.3.
    """
    return page.wait_for_function(expression, arg=arg, timeout=timeout, polling=POLL_MS)


# An init script: every Python worker of the page fetches the build's snapshot at once (the
# worker's ``?snapshot=network``), as on a repeat visit, instead of booting plainly first.
SNAPSHOT_AT_ONCE = """
const OriginalWorker = window.Worker;
window.Worker = class extends OriginalWorker {
  constructor(url, options) {
    const target = new URL(url, location.href);
    const python = target.pathname.endsWith("lernlabor/worker.js");
    if (python) target.searchParams.set("snapshot", "network");
    super(target.href, options);
  }
};
"""


class Profile:
    """A Chromium with a profile on disk, one per test process, for one Recorder at a time.

    Each Recorder used to get a fresh in-memory context, so every page compiled Material's
    scripts, CodeMirror and Pyodide's WebAssembly anew. A profile on disk keeps the HTTP cache
    and V8's code cache between tests: a lesson with Python costs 2.0 instead of 3.1 CPU
    seconds (tests/benchmark_browser_profile.py). What a page keeps for the learner
    (localStorage, Cache Storage, IndexedDB, …) is cleared before each Recorder takes the
    profile, so no test sees what another left.
    """

    def __init__(self, browser):
        self.folder = tempfile.mkdtemp(prefix="lernlabor-chromium-")
        self.context = browser.browser_type.launch_persistent_context(
            self.folder, executable_path=find_chromium(), args=CHROMIUM_ARGS
        )
        self.context.add_init_script(SNAPSHOT_AT_ONCE)
        # An open tab keeps the CDP session for clearing; the tests' pages come and go.
        self.anchor = self.context.pages[0] if self.context.pages else self.context.new_page()
        self.cdp = self.context.new_cdp_session(self.anchor)
        self.user: Recorder | None = None
        # Requests of every page of the profile (a test may open a second tab) and of their
        # workers go to the Recorder that holds it.
        self.context.on(
            "request", lambda request: self.user and self.user.requests.append(request.url)
        )

    def take(self, recorder: Recorder, origin: str) -> bool:
        """Give the profile to ``recorder``, with nothing kept for ``origin``; False while
        another Recorder holds it (then that one gets its own context, as two tabs of two
        learners would)."""
        if self.user is not None:
            return False
        self.cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        self.user = recorder
        return True

    def give_back(self) -> None:
        """Close the pages the Recorder opened (a test may have opened more) and free it."""
        for page in self.context.pages:
            if page != self.anchor:
                page.close()
        self.user = None

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.folder, ignore_errors=True)


_profiles: dict[int, Profile] = {}  # per Browser of this process (conftest's chromium)


def _profile(browser) -> Profile:
    if id(browser) not in _profiles:
        _profiles[id(browser)] = Profile(browser)
    return _profiles[id(browser)]


def prepare_profile(browser) -> None:
    """Start the profile's Chromium now, e.g. while the site still builds: a module fixture
    that asks for it before ``server`` takes the launch off its wait (0.3-0.5 s)."""
    _profile(browser)


def close_profile(browser) -> None:
    """Close the profile of ``browser``, if it has one (conftest, before the browser)."""
    profile = _profiles.pop(id(browser), None)
    if profile is not None:
        profile.close()


class Recorder:
    """A browser page that remembers every request and script error.

    Python starts from the snapshot, as on every visit after the first: a plain start costs
    the suite seconds of CPU per page. ``first_visit=True`` keeps the site's own first-visit
    way (tests/test_browser_snapshot.py tests it) in a fresh in-memory context; so do context
    options and ``own_context=True``. Otherwise the page opens in the process's ``Profile``,
    cleared for it. Init scripts, routes and listeners go on ``page``, never on ``context``:
    the profile's context outlives the test (tests/test_stil.py checks).
    """

    def __init__(
        self, browser, server, first_visit: bool = False, own_context: bool = False, **options
    ):
        self.server = server
        self.requests: list[str] = []
        self.errors: list[str] = []
        self.profile = None
        if not (first_visit or own_context or options):
            profile = _profile(browser)
            if profile.take(self, server.origin):
                self.profile = profile
        if self.profile is None:
            self.context = browser.new_context(**options)
            if not first_visit:
                self.context.add_init_script(SNAPSHOT_AT_ONCE)
            self.context.on("request", lambda request: self.requests.append(request.url))
        else:
            self.context = self.profile.context
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on(
            "console",
            lambda m: self.errors.append(m.text) if m.type == "error" else None,
        )

    def seed_storage(self, storage: dict) -> None:
        """Saved progress (localStorage entries), in place before the page's scripts run."""
        self.page.add_init_script(
            f"for (const [k, v] of Object.entries({json.dumps(storage)}))"
            " localStorage.setItem(k, v)"
        )

    def foreign_requests(self) -> list[str]:
        """Requests that left 127.0.0.1 (data: and blob: URLs stay in the page)."""
        return [
            url
            for url in self.requests
            if urlsplit(url).scheme not in ("data", "blob")
            and urlsplit(url).hostname != "127.0.0.1"
        ]

    def worker_requests(self) -> list[str]:
        """Requests for the Python worker's script (with or without a query such as
        ``?snapshot=network``): one per worker the page started."""
        return [url for url in self.requests if urlsplit(url).path.endswith(WORKER_SCRIPT)]

    def follow(self, link_selector: str, url: str) -> None:
        """Click a link that Material follows by instant navigation and wait for the new page.

        Material changes the URL before it swaps the content, so waiting for the URL alone
        leaves the old page in place for a moment; a click then hits the old footer.
        """
        self.page.evaluate("document.querySelector('[data-md-component=container]').llOld = true")
        self.page.locator(link_selector).click()
        self.page.wait_for_url(url)
        wait_until(self.page, "!document.querySelector('[data-md-component=container]')?.llOld")

    def close(self):
        if self.profile is not None:
            self.profile.give_back()
        else:
            self.context.close()


@contextmanager
def _checked_pages(browser, server):
    """A factory for pages in new contexts; on leaving, it closes them and checks each: no
    request left 127.0.0.1, no script error."""
    opened: list[Recorder] = []

    def open_page(path: str = "", storage: dict | None = None, **context_options) -> Recorder:
        recorder = Recorder(browser, server, **context_options)
        opened.append(recorder)
        if storage is not None:
            recorder.seed_storage(storage)
        recorder.page.goto(server.url + path)
        return recorder

    yield open_page
    for recorder in opened:
        recorder.close()
    for recorder in opened:
        assert recorder.foreign_requests() == [], "requests left 127.0.0.1"
        assert recorder.errors == [], "script errors in the page"


@pytest.fixture
def visit(browser, server):
    """Factory: a new context showing a page of the site (``path`` below its root, and
    ``storage`` for localStorage); checked after the test."""
    with _checked_pages(browser, server) as open_page:
        yield open_page


@pytest.fixture
def open_lesson(browser, server):
    """Factory: a new context showing the lesson; checked after the test."""
    with _checked_pages(browser, server) as open_page:
        yield lambda **context_options: open_page(LESSON, **context_options)


@pytest.fixture(scope="module")
def warm_lesson(browser, server):
    """One lesson page shared by the tests of a module, so Python boots once, not per test.

    For tests that only run code in a widget; anything about storage, reloads or a fresh
    start uses ``open_lesson``. Checked like ``open_lesson`` when the module is done.
    """
    # Its own context: in the profile, the module's other pages would share its storage.
    recorder = Recorder(browser, server, own_context=True)
    recorder.page.goto(server.url + LESSON)
    yield recorder
    recorder.close()
    assert recorder.foreign_requests() == [], "requests left 127.0.0.1"
    assert recorder.errors == [], "script errors in the page"
