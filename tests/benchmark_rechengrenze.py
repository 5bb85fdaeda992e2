"""Benchmark of the line limit (not a test; run: uv run python tests/benchmark_rechengrenze.py).

A check stops learner code after a million counted lines (lernlabor/pruefen/rechengrenze.py).
Code that reaches the limit costs every check that meets it: known wrong answers that are too
slow, in `lernlabor pruefe`, in the browser and in the suite (`faelle.json` replays each of them).
Two kinds of code reach it: loops over many lines (LINE events) and a loop inside one line, a
comprehension (JUMP events within the line). This script times both up to the limit, in CPython
and in Pyodide under Node, against a baseline in the same process: the same loops run the same
number of times without the limit. Prints the medians in ms and each as a ratio to its
baseline, and the cost per counted line in ns.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `lernlabor` importable from the tree
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.pyodide.measure import in_cpython, in_pyodide

MEASURE = """
import json, statistics, time
from lernlabor.pruefen.meldungen import DATEINAME
from lernlabor.pruefen.rechengrenze import GRENZE, begrenzt

QUELLE = '''
def zeilen(runden):
    i = 0
    while i < runden:
        i += 1
def sprung(runden):
    return [k for k in range(runden)]
'''
ns = {{}}
exec(compile(QUELLE, DATEINAME, "exec"), ns)
# So oft läuft jede Schleife bis zur Grenze: while zählt Kopf und Körper (2 Zeilen je Runde),
# die Comprehension einen Sprung je Runde.
RUNDEN = {{"zeilen": GRENZE // 2 + 1, "sprung": GRENZE + 1}}

def miss(f):
    start = time.perf_counter()
    f()
    return (time.perf_counter() - start) * 1000

figures = {{}}
for name, runden in RUNDEN.items():
    times = {{"ohne": [], "mit": []}}
    for _ in range({rounds}):
        times["ohne"].append(miss(lambda: ns[name](runden)))
        aufruf = []
        times["mit"].append(miss(lambda: aufruf.append(begrenzt(ns[name], runden))))
        assert aufruf[0][1], (name, "hat die Grenze nicht erreicht")
    figures[name] = {{k: statistics.median(v) for k, v in times.items()}}
print(json.dumps(figures))
"""


def cpython(rounds: int) -> dict:
    return in_cpython(MEASURE.format(rounds=rounds))


def pyodide(rounds: int) -> dict:
    return in_pyodide(MEASURE.format(rounds=rounds))


def report(label: str, figures: dict) -> None:
    print(f"{label}:")
    for name, f in figures.items():
        ns_je_zeile = (f["mit"] - f["ohne"]) * 1e6 / 1_000_000
        print(
            f"  {name:7} ohne Grenze {f['ohne']:7.1f} ms, mit {f['mit']:7.1f} ms: "
            f"{f['mit'] / f['ohne']:5.1f} x, {ns_je_zeile:5.0f} ns je gezählter Zeile"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runden", type=int, default=5, help="Messungen je Fall (Median)")
    parser.add_argument("--ohne-pyodide", action="store_true", help="nur CPython")
    args = parser.parse_args()
    report(f"CPython {sys.version.split()[0]}", cpython(args.runden))
    if not args.ohne_pyodide:
        report("Pyodide (Node)", pyodide(args.runden))


if __name__ == "__main__":
    main()
