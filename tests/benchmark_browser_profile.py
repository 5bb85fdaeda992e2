"""Benchmark of the browser tests' page loads (not a test; run:
uv run python tests/benchmark_browser_profile.py [--rounds N]).

A Recorder (tests/browser/fixtures.py) opens its page in the test process's Chromium profile
on disk, cleared before each test, instead of a fresh in-memory context. This script loads
the lesson with Python (from the snapshot, as the tests do) in turns both ways and prints the
machine's CPU seconds per load, until Python is ready and one second after, and the median
time to "ready"; the ratio profile/fresh is the figure (this machine is shared and noisy).
The first load of each way is a warm-up and not counted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.benchmark_suite import machine_cpu
from tests.browser.fixtures import RECORD_WORKER, Recorder, close_profile, wait_until
from tests.browser.site import CHROMIUM_ARGS, LESSON, find_chromium, served_site

WAYS = {"fresh context": True, "profile": False}  # way -> own_context of the Recorder


def load(browser, server, own_context: bool) -> tuple[float, float]:
    """CPU seconds and ms to "ready" for one load of the lesson in a Recorder."""
    before = machine_cpu()
    recorder = Recorder(browser, server, own_context=own_context)
    recorder.page.add_init_script(RECORD_WORKER)
    recorder.page.goto(server.url + LESSON)
    wait_until(recorder.page, "window.pythonReady", timeout=90_000)
    ready = recorder.page.evaluate("window.readyTimes[0] - window.workerCreated")
    recorder.page.wait_for_timeout(1000)
    recorder.close()
    return machine_cpu() - before, ready


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8)
    rounds = parser.parse_args().rounds
    executable = find_chromium()
    if executable is None or machine_cpu() is None:
        print("needs Chromium and Linux (/proc/stat)", file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server = served_site()
    figures: dict[str, list[tuple[float, float]]] = {way: [] for way in WAYS}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        for round_number in range(rounds + 1):
            for way in WAYS if round_number % 2 == 0 else reversed(WAYS):
                figure = load(browser, server, WAYS[way])
                if round_number:
                    figures[way].append(figure)
        close_profile(browser)
        browser.close()
    medians = {}
    for way, values in figures.items():
        medians[way] = statistics.median(cpu for cpu, _ in values)
        ready = statistics.median(ms for _, ms in values)
        print(f"{way:14} CPU per load {medians[way]:.2f} s   ready after {ready:.0f} ms")
    print(f"ratio profile/fresh context: {medians['profile'] / medians['fresh context']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
