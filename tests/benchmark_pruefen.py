"""Benchmark of the check engine against an earlier commit (not a test; run:
uv run python tests/benchmark_pruefen.py --gegen REV).

Two kinds of work that the suite and the browser repeat most, measured in this tree and in a
checkout of ``REV`` (a temporary git worktree), alternating in the same run (``--wiederholungen``
times each, each time in a fresh process; per exercise the fastest time counts, since a busy
machine only ever makes a run slower):

- the scan: every known wrong answer of an exercise against every stored case, as
  ``pruefe_aktuell`` (tests/test_vertrag.py) runs it in every fresh clone, without the search;
- the re-check of the reference solution (``pruefe``), median of several, as the browser
  repeats it on "Prüfen"; also in Pyodide under Node with ``--pyodide``.

Prints the figures of both trees per exercise and the ratio this/REV (below 1: faster now).
The line limit has its own benchmark (tests/benchmark_rechengrenze.py).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.pyodide.measure import ROOT, in_cpython, in_pyodide

MEASURE = """
import json, statistics, time
from lernlabor.autoren import faelle
from lernlabor.pruefen import pruefe
from lernlabor.uebung import alle

figures = {}
for uebung in alle():
    vertrag = uebung.vertrag
    if vertrag is None:
        continue
    pruefe(uebung.id, uebung.loesung)
    zeiten = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        pruefe(uebung.id, uebung.loesung)
        zeiten.append((time.perf_counter() - start) * 1000)
    eintrag = {"loesung_ms": statistics.median(zeiten)}
    if SCAN:
        labor, gespeichert = faelle.Labor(uebung), vertrag.faelle()
        for fall in gespeichert:
            labor.soll(vertrag.funktion(fall["funktion"]), fall["argumente"])
        start = time.perf_counter()
        for kandidat in faelle.kandidaten(uebung, mit_mutanten=False):
            with labor.gemessen(kandidat):
                for fall in gespeichert:
                    labor.irrtum(kandidat, vertrag.funktion(fall["funktion"]), fall["argumente"])
        eintrag["scan_s"] = time.perf_counter() - start
    figures[uebung.id] = eintrag
print(json.dumps(figures))
"""


def measure_cpython(tree: Path, rounds: int) -> dict:
    return in_cpython(MEASURE.replace("ROUNDS", str(rounds)).replace("SCAN", "True"), tree)


def measure_pyodide(tree: Path, rounds: int) -> dict:
    return in_pyodide(MEASURE.replace("ROUNDS", str(rounds)).replace("SCAN", "False"), tree)


def fastest(runs: list[dict]) -> dict:
    """Per exercise and figure, the smallest of the runs."""
    return {
        name: {key: min(run[name][key] for run in runs) for key in runs[0][name]}
        for name in runs[0]
    }


def report(title: str, key: str, unit: str, new: dict, old: dict) -> None:
    print(f"{title} ({unit}): jetzt, vorher, Faktor")
    total_new = total_old = 0.0
    for name in new:
        if name in old:
            a, b = new[name][key], old[name][key]
            total_new, total_old = total_new + a, total_old + b
            print(f"  {name:16} {a:9.2f} {b:9.2f} {a / b:6.2f}")
    print(f"  {'Summe':16} {total_new:9.2f} {total_old:9.2f} {total_new / total_old:6.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gegen", required=True, help="der frühere Commit (Basis des Vergleichs)")
    parser.add_argument("--runden", type=int, default=15, help="Prüfungen je Lösung (Median)")
    parser.add_argument("--pyodide", action="store_true", help="die Lösungen auch in Pyodide")
    parser.add_argument("--wiederholungen", type=int, default=2, help="Läufe je Baum, abwechselnd")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="benchmark-basis-") as folder:
        basis = Path(folder) / "baum"
        subprocess.run(
            ["git", "worktree", "add", "-q", "--detach", str(basis), args.gegen],
            cwd=ROOT,
            check=True,
        )
        try:
            # abwechselnd: Beide Bäume sehen dieselbe Last der Maschine
            old, new, old_p, new_p = [], [], [], []
            for _ in range(args.wiederholungen):
                old.append(measure_cpython(basis, args.runden))
                new.append(measure_cpython(ROOT, args.runden))
                if args.pyodide:
                    old_p.append(measure_pyodide(basis, args.runden))
                    new_p.append(measure_pyodide(ROOT, args.runden))
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(basis)], cwd=ROOT)
    old, new = fastest(old), fastest(new)
    report("Irrtümer über alle Fälle, CPython", "scan_s", "s", new, old)
    report("Musterlösung prüfen, CPython", "loesung_ms", "ms", new, old)
    if args.pyodide:
        report(
            "Musterlösung prüfen, Pyodide (Node)",
            "loesung_ms",
            "ms",
            fastest(new_p),
            fastest(old_p),
        )


if __name__ == "__main__":
    main()
