"""Benchmark of the comparison net (not a test; run: uv run python tests/benchmark_netz.py).

For every exercise, one check of its reference solution with all checks, and the same check
with the comparison nets (``vergleich``) left out, in the same process, alternating. Runs in
CPython and in Pyodide under Node (the browser's Python, from node_modules, offline). Prints
the medians in ms and the ratio with/without per exercise. Target (issue 19): the browser's
re-check may get at most 1.5 x slower; the widget benchmark gives the absolute figure.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `lernlabor` importable from the tree
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.pyodide.measure import in_cpython, in_pyodide

MEASURE = """
import dataclasses, json, statistics, time
import lernlabor.uebung as register
from lernlabor.pruefen import pruefe

ROUNDS = {rounds}
figures = {{}}
for uebung in register.alle():
    ohne = tuple(p for p in uebung.pruefungen if not getattr(p, "vergleicht", False))
    without = dataclasses.replace(uebung, pruefungen=ohne)
    times = {{"with": [], "without": []}}
    for _ in range(ROUNDS):
        for label, variant in (("with", uebung), ("without", without)):
            register._lade()[uebung.id] = variant
            start = time.perf_counter()
            verdict = pruefe(uebung.id, uebung.loesung)["ergebnis"]
            times[label].append((time.perf_counter() - start) * 1000)
            assert verdict == "bestanden", (uebung.id, label, verdict)
    register._lade()[uebung.id] = uebung
    nets = len(uebung.pruefungen) - len(without.pruefungen)
    figures[uebung.id] = {{k: statistics.median(v) for k, v in times.items()}} | {{"nets": nets}}
print(json.dumps(figures))
"""


def cpython(rounds: int) -> dict:
    return in_cpython(MEASURE.format(rounds=rounds))


def pyodide(rounds: int) -> dict:
    return in_pyodide(MEASURE.format(rounds=rounds))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    rounds = parser.parse_args().rounds
    results = {"CPython": cpython(rounds), "Pyodide": pyodide(rounds)}
    print(f"check of the reference solution, median of {rounds} rounds, ms")
    print(
        f"{'exercise':22} {'nets':>4}  {'CPython with/without':>22}  {'Pyodide with/without':>22}"
    )
    for exercise in results["CPython"]:
        row = [f"{exercise:22} {results['CPython'][exercise]['nets']:>4}"]
        for name in ("CPython", "Pyodide"):
            f = results[name][exercise]
            ratio = f["with"] / f["without"] if f["without"] else float("nan")
            row.append(f"{f['with']:7.2f} / {f['without']:6.2f} = {ratio:4.2f}x")
        print("  ".join(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
