"""Benchmark of the exercise widget (not a test; run: uv run python tests/benchmark_widget.py).

All figures come from one run against one server (the built site on 127.0.0.1), so they are
comparable with each other:

- bare boot: a minimal page that starts a module worker and calls ``loadPyodide`` from the
  site's own Pyodide, measured from navigation start to "Pyodide ready";
- cold: the lesson page, from navigation start to the first check result of "Prüfen";
- cold without snapshot: the same, with the build's memory snapshot answered by a 404, so
  the worker starts Python the usual way (lernlabor/web/snapshot.py explains the snapshot);
- warm: the median of 10 re-checks on the same page, from click to result;
- restart: a runaway loop is stopped ("Stopp" ends the worker); from the click to the fresh
  worker's "ready", with and without the snapshot;
- first example: the lesson page, from navigation start to the printed text of the first
  runnable example (its "Ausführen" pressed as soon as the button exists);
- the widget's JavaScript and CSS (without Pyodide), gzip-compressed.

Cold and bare are the median of several fresh browser contexts (empty cache each time).
Targets: cold <= 1.3 x bare, first example <= 1.3 x bare, warm <= 100 ms,
widget <= 150 KB gzip. Exit status 1 when a
target is missed.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import sync_playwright

from lernlabor.web.snapshot import FILE_NAME as SNAPSHOT_FILE
from tests.browser.fixtures import RECORD_WORKER
from tests.browser.server import PREFIX
from tests.browser.site import CHROMIUM_ARGS, LESSON, find_chromium, served_site

EXERCISE = "m4-02-uebung-2"
BARE_PAGE = """<!doctype html><meta charset="utf-8"><title>bare Pyodide</title>
<script type="module">
const worker = new Worker("bare-worker.js", {type: "module"});
worker.onmessage = ({data}) => { window.bareReady = performance.now(); window.info = data; };
</script>"""
BARE_WORKER = """
const indexURL = new URL("../assets/pyodide/", import.meta.url).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
postMessage(pyodide.runPython("import sys; sys.version"));
"""
# Records when the first result of the exercise appears (performance.now(), page clock).
FIRST_RESULT = f"""
new MutationObserver((changes, observer) => {{
  const status = document.querySelector('[data-exercise="{EXERCISE}"] [role=status]');
  if (status && status.dataset.result && !window.firstResult) {{
    window.firstResult = performance.now();
    observer.disconnect();
  }}
}}).observe(document, {{subtree: true, attributes: true, attributeFilter: ["data-result"]}});
"""
# Records when the first example's output appears (performance.now(), page clock).
FIRST_EXAMPLE = """
new MutationObserver((changes, observer) => {
  const shown = document.querySelector('[data-beispiel="1"] [data-beispiel-ausgabe]');
  if (shown && shown.textContent && !window.firstExample) {
    window.firstExample = performance.now();
    observer.disconnect();
  }
}).observe(document, {subtree: true, childList: true, characterData: true});
"""
WARM_CHECK = """
async (id) => {
  const root = document.querySelector(`[data-exercise="${id}"]`);
  const status = root.querySelector("[role=status]");
  const button = root.querySelector('button[data-action="check"]');
  const done = new Promise((resolve) => {
    new MutationObserver((changes, observer) => {
      if (status.dataset.result) { observer.disconnect(); resolve(performance.now()); }
    }).observe(status, {attributes: true, attributeFilter: ["data-result"]});
  });
  const start = performance.now();
  button.click();
  return (await done) - start;
}
"""


WIDGET_FILES = ("loader.js", "widget.js", "worker.js", "global.css", "widget.css")


def widget_gzip_size(site: Path) -> int:
    """Bytes of our JS and CSS on an exercise page after gzip -9 (what a browser downloads)."""
    assets = site / "assets" / "lernlabor"
    chunks = sorted(path.name for path in assets.glob("*-*.js"))  # esbuild's shared chunks
    data = b"".join((assets / n).read_bytes() for n in (*WIDGET_FILES, *chunks))
    return len(gzip.compress(data, 9))


def bare_boot(browser, server) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(server.url + "__bench/bare.html")
    page.wait_for_function("window.bareReady", timeout=120_000)
    value = page.evaluate("window.bareReady")
    context.close()
    return value


def without_snapshot(context) -> None:
    """Answer the memory snapshot with a 404: the worker starts Python the usual way."""
    context.route(f"**/{SNAPSHOT_FILE}", lambda route: route.fulfill(status=404))


def cold_and_warm(
    browser, server, warm_runs: int, snapshot: bool = True
) -> tuple[float, list[float]]:
    context = browser.new_context()
    context.add_init_script(FIRST_RESULT)
    if not snapshot:
        without_snapshot(context)
    page = context.new_page()
    page.goto(server.url + LESSON, wait_until="commit")
    page.locator(f'[data-exercise="{EXERCISE}"] button[data-action="check"]').click()
    page.wait_for_function("window.firstResult", timeout=120_000)
    cold = page.evaluate("window.firstResult")
    warm = [page.evaluate(WARM_CHECK, EXERCISE) for _ in range(warm_runs)]
    context.close()
    return cold, warm


STOP = f"""() => {{
  window.stopAt = performance.now();
  document.querySelector('[data-exercise="{EXERCISE}"] button[data-action="stop"]').click();
}}"""


def restart(browser, server, snapshot: bool) -> float:
    """From "Stopp" on a runaway loop to the fresh worker's "ready" (ms)."""
    context = browser.new_context()
    context.add_init_script(RECORD_WORKER)
    if not snapshot:
        without_snapshot(context)
    page = context.new_page()
    page.goto(server.url + LESSON)
    page.wait_for_function("window.readyTimes.length === 1", timeout=120_000)
    root = page.locator(f'[data-exercise="{EXERCISE}"]')
    root.locator(".cm-content").click()
    page.keyboard.press("Control+A")
    page.keyboard.insert_text("while True:\n    pass\n")
    root.locator('button[data-action="run"]').click()
    page.wait_for_timeout(500)  # the loop holds the worker now
    page.evaluate(STOP)
    page.wait_for_function("window.readyTimes.length === 2", timeout=120_000)
    value = page.evaluate("window.readyTimes[1] - window.stopAt")
    context.close()
    return value


def first_example(browser, server) -> float:
    context = browser.new_context()
    context.add_init_script(FIRST_EXAMPLE)
    page = context.new_page()
    page.goto(server.url + LESSON, wait_until="commit")
    page.get_by_role("button", name="Ausführen: Beispiel 1", exact=True).click()
    page.wait_for_function("window.firstExample", timeout=120_000)
    value = page.evaluate("window.firstExample")
    context.close()
    return value


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="fresh contexts for cold/bare")
    args = parser.parse_args()
    chromium = find_chromium()
    if chromium is None:
        print("No Chromium found on PATH.", file=sys.stderr)
        return 2
    server = served_site()
    server.extra.update(
        {
            f"{PREFIX}__bench/bare.html": (BARE_PAGE.encode(), "text/html; charset=utf-8"),
            f"{PREFIX}__bench/bare-worker.js": (BARE_WORKER.encode(), "text/javascript"),
        }
    )
    bares, colds, warms, examples, plain = [], [], [], [], []
    restarts, plain_restarts = [], []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        bare_boot(browser, server)  # warm up the OS file cache and the server once
        for _ in range(args.rounds):  # alternate, so drift affects both sides alike
            bares.append(bare_boot(browser, server))
            cold, warm = cold_and_warm(browser, server, warm_runs=10)
            colds.append(cold)
            warms = warm  # the last page's 10 re-checks
            examples.append(first_example(browser, server))
            plain.append(cold_and_warm(browser, server, warm_runs=0, snapshot=False)[0])
            restarts.append(restart(browser, server, snapshot=True))
            plain_restarts.append(restart(browser, server, snapshot=False))
        browser.close()
    bare, cold, warm = statistics.median(bares), statistics.median(colds), statistics.median(warms)
    # Each round measures bare and cold back to back, so its ratio sees the same machine load.
    ratio = statistics.median(c / b for b, c in zip(bares, colds, strict=True))
    plain_ratio = statistics.median(c / p for c, p in zip(colds, plain, strict=True))
    pairs = zip(restarts, plain_restarts, strict=True)
    restart_ratio = statistics.median(r / p for r, p in pairs)
    example = statistics.median(examples)
    example_ratio = statistics.median(e / b for b, e in zip(bares, examples, strict=True))
    size = widget_gzip_size(server.site_dir)
    rows = [
        ("bare Pyodide boot in a worker", f"{bare:7.0f} ms", ""),
        ("cold: page load -> first check result", f"{cold:7.0f} ms", ""),
        ("cold / bare, median of per-round ratios", f"{ratio:7.2f}", "<= 1.30", ratio <= 1.3),
        ("cold without snapshot", f"{statistics.median(plain):7.0f} ms", ""),
        ("cold / cold without snapshot, median", f"{plain_ratio:7.2f}", ""),
        ("restart after Stopp -> ready", f"{statistics.median(restarts):7.0f} ms", ""),
        ("restart without snapshot", f"{statistics.median(plain_restarts):7.0f} ms", ""),
        ("restart / restart without snapshot, median", f"{restart_ratio:7.2f}", ""),
        ("first example: page load -> output", f"{example:7.0f} ms", ""),
        (
            "first example / bare, median of ratios",
            f"{example_ratio:7.2f}",
            "<= 1.30",
            example_ratio <= 1.3,
        ),
        ("warm re-check, median of 10", f"{warm:7.1f} ms", "<= 100 ms", warm <= 100),
        ("widget JS + CSS, gzip", f"{size / 1024:7.1f} KB", "<= 150 KB", size <= 150 * 1024),
    ]
    print(f"Chromium {chromium}; {args.rounds} rounds; bare runs {[round(b) for b in bares]}, ")
    print(f"cold runs {[round(c) for c in colds]}, warm runs {[round(w, 1) for w in warms]}")
    print(f"per-round cold/bare {[round(c / b, 2) for b, c in zip(bares, colds, strict=True)]}")
    print(f"cold without snapshot runs {[round(p) for p in plain]}")
    print(f"restart runs {[round(r) for r in restarts]}, without snapshot ", end="")
    print([round(r) for r in plain_restarts])
    print(f"first example runs {[round(e) for e in examples]}, per-round example/bare ", end="")
    print([round(e / b, 2) for b, e in zip(bares, examples, strict=True)])
    for label, value, target, *ok in rows:
        verdict = ("ok" if ok[0] else "MISSED") if ok else ""
        print(f"{label:42} {value:>12}  {target:>10}  {verdict}")
    return 0 if all(row[3] for row in rows if len(row) > 3) else 1


if __name__ == "__main__":
    sys.exit(main())
