"""Benchmark of the garbage collector in the browser's worker (not a test; run:
uv run python tests/benchmark_aufraeumen.py).

Python 3.14, the Python of Pyodide, collects incrementally: every collection of young objects
also scans a slice of the old ones, first of every loaded module. The worker therefore takes
what lives once Python is ready and once the page warmed up out of every collection, and scans
the rest of the old ones in smaller slices (``gc.freeze`` and the second value of the
threshold, in ``einrichten`` and ``aufwaermen`` of lernlabor/pruefen/im_browser.py). This
script re-checks the reference solutions of a few exercises, warm, in alternating blocks
without the freeze (the baseline) and after the worker's warm-up, in Pyodide under Node and,
for comparison, in this CPython. Prints per exercise the
median of one check and the mean per check of a block (which also pays a collection that falls
between checks), and each as the ratio worker / default.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `lernlabor` importable from the tree
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.pyodide.measure import in_cpython, in_pyodide

EXERCISES = ("m4-02-uebung-1", "m4-03-uebung-3", "m4-05-uebung-2")

MEASURE = """
import gc, json, statistics, time
from lernlabor.pruefen import pruefe
from lernlabor.pruefen.im_browser import aufwaermen, einrichten
from lernlabor.uebung import finde

DEFAULT = gc.get_threshold()

def miss(kennung, code):
    start = time.perf_counter()
    ergebnis = pruefe(kennung, code)
    assert ergebnis["ergebnis"] == "bestanden", (kennung, ergebnis)
    return (time.perf_counter() - start) * 1000

figures = {{}}
for kennung in {exercises!r}:
    code = finde(kennung).loesung
    for _ in range(20):  # warm: compiled code, loaded modules, the JIT of the wasm engine
        miss(kennung, code)
    one = {{"default": [], "worker": []}}
    block = {{"default": [], "worker": []}}
    for _ in range({rounds}):  # alternating blocks: drift of the machine hits both alike
        for art in one:
            if art == "worker":
                einrichten()
                aufwaermen(kennung)
            start = time.perf_counter()
            one[art] += [miss(kennung, code) for _ in range(8)]
            block[art].append((time.perf_counter() - start) * 1000 / 8)
            gc.unfreeze()
            gc.set_threshold(*DEFAULT)
            gc.collect()
    figures[kennung] = {{
        art: [
            statistics.median(one[art]),
            statistics.mean(block[art]),
            statistics.quantiles(one[art], n=10)[-1],
        ]
        for art in one
    }}
print(json.dumps(figures))
"""


def report(label: str, figures: dict) -> None:
    print(f"{label}: median / mean / 90th percentile of one check")
    for name, f in figures.items():
        default, worker = f["default"], f["worker"]
        ratios = " / ".join(f"{w / d:4.2f}" for w, d in zip(worker, default, strict=True))
        print(
            f"  {name:15} default {' / '.join(f'{v:5.1f}' for v in default)} ms, "
            f"worker {' / '.join(f'{v:5.1f}' for v in worker)} ms: {ratios} x"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10, help="blocks of 8 checks per variant")
    args = parser.parse_args()
    code = MEASURE.format(exercises=EXERCISES, rounds=args.rounds)
    report("Pyodide (Python 3.14, Node)", in_pyodide(code))
    report(f"CPython {sys.version.split()[0]}", in_cpython(code))


if __name__ == "__main__":
    main()
