"""Benchmark of the first and the second visit on slow lines (not a test; run:
uv run python tests/benchmark_erster_besuch.py).

Python's memory snapshot (lernlabor/web/snapshot.py) saves the interpreter's start, but it is
6 MB more to download. Whether that pays depends on the line. This script measures, per line
and per way to start Python, the time from navigation start to the first result of "Prüfen"
(page clock), on the first visit (empty cache) and on the second (a new tab in the same
browser profile, after the first visit is done, its downloads included):

- snapshot: the worker downloads the snapshot at once, on the first visit too (the way the
  site worked before; forced here through the worker's ``?snapshot=network``);
- plain: no snapshot at all (Data Saver on, so the site never uses it; answering it with a 404
  through Playwright's routing would switch off the browser's cache as well);
- new: the site as built: the first visit starts Python plainly and keeps the snapshot in
  the Cache Storage once the page is idle; later visits start from there.

Lines are emulated with Chromium's DevTools protocol (Network.emulateNetworkConditions; it
also throttles the page's worker): "fast" (no throttling), 10 Mbit/s with 40 ms round trip,
and 1.6 Mbit/s with 150 ms (Lighthouse's "slow 4G"). The site is served with gzip for text
and for .wasm, as GitHub Pages was reported to compress it
(https://github.com/maxence-charriere/go-app/issues/866, 2023; the snapshot is gzip already),
and with Pages' ``Cache-Control: max-age=600``, so the second visit (within 10 minutes) finds
Pyodide in the browser's cache.
Each figure is the median of ``--rounds`` fresh browser profiles.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from functools import partial
from http.server import ThreadingHTTPServer
from pathlib import Path
from threading import Thread

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright

from tests.browser import gzip_server
from tests.browser.fixtures import SNAPSHOT_AT_ONCE, wait_until
from tests.browser.server import PREFIX
from tests.browser.site import CHROMIUM_ARGS, LESSON, find_chromium, served_site
from tests.browser.timing import EXERCISE, FIRST_RESULT
from tests.test_browser_snapshot import wait_until_kept
from tests.test_browser_start import SAVE_DATA

LINES = {"fast": None, "10 Mbit/s": (10e6, 40), "1.6 Mbit/s": (1.6e6, 150)}
STRATEGIES = ("snapshot", "plain", "new")


class PagesLikeHandler(gzip_server.GzipHandler):
    """gzip_server's handler with GitHub Pages' cache lifetime of 10 minutes (Lighthouse
    reports it as the TTL of every Pages asset: k9mail/k9mail.app issue #88, 2018)."""

    def end_headers(self):
        self.send_header("Cache-Control", "max-age=600")
        super().end_headers()


def serve_with_gzip(site_dir: Path) -> str:
    """Serve ``site_dir`` under /kurs/ with gzip on a free port; returns the site URL."""
    gzip_server.COMPRESSIBLE.add(".wasm")  # in this process only: the benchmark's own server
    handler = partial(PagesLikeHandler, directory=str(site_dir), extra={})
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    Thread(target=httpd.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{httpd.server_address[1]}{PREFIX}"


def open_page(context, line):
    """A new tab of ``context`` on the emulated ``line`` (None: unthrottled)."""
    page = context.new_page()
    if line is not None:
        bits, rtt = line
        session = context.new_cdp_session(page)
        conditions = {"offline": False, "latency": rtt, "downloadThroughput": bits / 8}
        session.send(
            "Network.emulateNetworkConditions", {**conditions, "uploadThroughput": bits / 8}
        )
    return page


def first_result(page, url: str) -> float:
    """Load the lesson, press "Prüfen" as soon as it can be pressed; ms to the first result."""
    page.goto(url + LESSON, wait_until="commit")
    page.locator(f'[data-exercise="{EXERCISE}"] button[data-action="check"]').click(timeout=300_000)
    wait_until(page, "window.firstResult", timeout=600_000)
    return page.evaluate("window.firstResult")


def two_visits(browser, url: str, line, strategy: str) -> tuple[float, float]:
    """First and second visit in one fresh profile; the first visit's downloads finish first."""
    context = browser.new_context()
    context.add_init_script(FIRST_RESULT)
    if strategy == "snapshot":
        context.add_init_script(SNAPSHOT_AT_ONCE)
    if strategy == "plain":
        context.add_init_script(SAVE_DATA)
    page = open_page(context, line)
    first = first_result(page, url)
    if strategy == "new":  # the idle download must be done before the second visit
        assert wait_until_kept(page, 600_000), "the snapshot was not kept"
    else:
        page.wait_for_load_state("networkidle", timeout=600_000)
    page.close()
    second = first_result(open_page(context, line), url)
    context.close()
    return first, second


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="fresh profiles per cell")
    parser.add_argument("--lines", nargs="*", default=list(LINES), choices=list(LINES))
    parser.add_argument("--strategies", nargs="*", default=list(STRATEGIES), choices=STRATEGIES)
    parser.add_argument("--site", type=Path, help="a built site (default: build this tree)")
    args = parser.parse_args()
    chromium = find_chromium(shell=False)  # what learners' browsers do
    if chromium is None:
        print("No Chromium found on PATH.", file=sys.stderr)
        return 2
    url = serve_with_gzip(args.site or served_site().site_dir)
    runs = {(line, strategy): [] for line in args.lines for strategy in args.strategies}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for _ in range(args.rounds):  # alternate, so drift affects every cell alike
            for line in args.lines:
                for strategy in args.strategies:
                    runs[line, strategy].append(two_visits(browser, url, LINES[line], strategy))
                    print(line, strategy, [round(v) for v in runs[line, strategy][-1]], flush=True)
        browser.close()
    print(f"\nChromium {chromium}; {args.rounds} rounds; page load -> first check result, median")
    print(f"{'line':12} {'strategy':10} {'first visit':>12} {'second visit':>13}")
    for (line, strategy), pairs in runs.items():
        first = statistics.median(pair[0] for pair in pairs)
        second = statistics.median(pair[1] for pair in pairs)
        print(f"{line:12} {strategy:10} {first / 1000:10.1f} s {second / 1000:11.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
