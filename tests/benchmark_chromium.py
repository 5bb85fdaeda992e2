"""Benchmark of the two Chromium builds Debian ships, for the browser tests (not a test; run:
uv run python tests/benchmark_chromium.py [--rounds N]).

Debian builds Chromium twice from one source: ``chromium``, the whole browser, and
``chromium-headless-shell``, the headless shell that Playwright itself uses for headless runs.
find_chromium (tests/browser/site.py) takes the shell when it is installed. This script loads
the lesson with both in turns, as a browser test does: a new context, Python from the
snapshot, the reference solution of the first exercise checked, one idle second. It prints
the machine's CPU seconds per page and per browser start, the median time to the verdict,
and the ratios shell/chromium (this machine is shared and noisy). The first page of each
browser is a warm-up and not counted.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lernlabor.uebung import finde
from tests.benchmark_suite import machine_cpu
from tests.browser.fixtures import Recorder
from tests.browser.site import CHROMIUM_ARGS, HEADLESS_SHELL, LESSON, served_site
from tests.test_browser import press, result, set_code

BUILDS = {"headless shell": HEADLESS_SHELL, "chromium": "chromium"}  # name -> program
EXERCISE = "m4-02-uebung-1"


def check_once(browser, server) -> tuple[float, float]:
    """CPU seconds and ms for one page: load, Python ready, one check, one idle second."""
    before, start = machine_cpu(), time.perf_counter()
    recorder = Recorder(browser, server, own_context=True)
    recorder.page.goto(server.url + LESSON)
    set_code(recorder.page, EXERCISE, finde(EXERCISE).loesung)
    press(recorder.page, EXERCISE, "Prüfen")
    verdict = result(recorder.page, EXERCISE)[0]
    elapsed_ms = (time.perf_counter() - start) * 1000
    assert verdict == "bestanden", verdict
    recorder.page.wait_for_timeout(1000)
    recorder.close()
    return machine_cpu() - before, elapsed_ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8)
    rounds = parser.parse_args().rounds
    executables = {name: shutil.which(binary) for name, binary in BUILDS.items()}
    if None in executables.values() or machine_cpu() is None:
        needs = "needs Linux (/proc/stat) and both builds: apt-get install"
        print(needs, *BUILDS.values(), file=sys.stderr)
        return 2
    from playwright.sync_api import sync_playwright

    server = served_site()
    pages: dict[str, list[tuple[float, float]]] = {name: [] for name in BUILDS}
    starts: dict[str, list[float]] = {name: [] for name in BUILDS}
    with sync_playwright() as playwright:
        browsers = {}
        for name, executable in executables.items():
            before = machine_cpu()
            browsers[name] = playwright.chromium.launch(
                executable_path=executable, args=CHROMIUM_ARGS
            )
            starts[name].append(machine_cpu() - before)
        for round_number in range(rounds + 1):
            for name in BUILDS if round_number % 2 == 0 else reversed(BUILDS):
                figure = check_once(browsers[name], server)
                if round_number:
                    pages[name].append(figure)
        for name, browser in browsers.items():
            browser.close()
            before = machine_cpu()  # a second start, now that the files are in memory
            again = playwright.chromium.launch(
                executable_path=executables[name], args=CHROMIUM_ARGS
            )
            starts[name].append(machine_cpu() - before)
            again.close()
    medians = {}
    for name, figures in pages.items():
        medians[name] = statistics.median(cpu for cpu, _ in figures)
        took = statistics.median(ms for _, ms in figures)
        print(
            f"{name:15} CPU per page {medians[name]:.2f} s   verdict after {took:.0f} ms"
            f"   CPU per start {starts[name][-1]:.2f} s   ({executables[name]})"
        )
    shell, full = medians["headless shell"], medians["chromium"]
    print(f"ratio headless shell/chromium, CPU per page: {shell / full:.2f}")
    print(
        "ratio headless shell/chromium, CPU per start: "
        f"{starts['headless shell'][-1] / starts['chromium'][-1]:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
