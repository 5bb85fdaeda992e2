"""Benchmark of the bytecode in the site's zip (not a test; run:
uv run python tests/benchmark_bytecode.py).

Each round starts two fresh Pyodide processes under Node, one with the plain source zip and
one with the site's zip (sources plus bytecode, lernlabor/web/bytecode.py), in alternating
order, and times what the browser's worker does after Pyodide is loaded: unpack the zip,
import the checker, run the first check of an exercise with its reference solution. Prints
the medians and the ratio bytecode/source of their sum, plus both zip sizes.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `lernlabor` importable from the tree
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lernlabor.uebung import finde
from lernlabor.web.bytecode import with_bytecode
from lernlabor.web.pyodide_assets import (
    build_lernlabor_zip,
    ensure_node_modules,
    lernlabor_zip_entries,
)

ROOT = Path(__file__).resolve().parents[1]
TIMER = ROOT / "tests" / "pyodide" / "time_first_check.mjs"
EXERCISE = "m4-02-uebung-2"
PARTS = ("unpack", "import", "check")


def measure(node: str, zip_path: Path, code_path: Path) -> dict:
    done = subprocess.run(
        [node, str(TIMER), str(zip_path), EXERCISE, str(code_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    figures = json.loads(done.stdout)
    if figures["verdict"] != "bestanden":
        raise SystemExit(f"the reference solution did not pass: {figures}")
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    node = shutil.which("node")
    if node is None:
        print("No `node` on PATH.", file=sys.stderr)
        return 2
    ensure_node_modules(ROOT)
    with tempfile.TemporaryDirectory() as folder:
        plain, compiled = Path(folder, "plain.zip"), Path(folder, "compiled.zip")
        plain.write_bytes(build_lernlabor_zip(ROOT))
        compiled.write_bytes(with_bytecode(ROOT, lernlabor_zip_entries(ROOT)))
        code = Path(folder, "loesung.py")
        code.write_text(finde(EXERCISE).loesung, encoding="utf-8")
        runs = {"source": [], "bytecode": []}
        for index in range(args.rounds):
            order = [("source", plain), ("bytecode", compiled)]
            for name, path in order if index % 2 == 0 else reversed(order):
                runs[name].append(measure(node, path, code))
        sizes = {"source": plain.stat().st_size, "bytecode": compiled.stat().st_size}
    print(f"{args.rounds} rounds, exercise {EXERCISE}, medians in ms")
    print(f"{'zip':10} {'size KB':>8} " + " ".join(f"{part:>8}" for part in PARTS) + f" {'sum':>8}")
    for name, figures in runs.items():
        medians = [statistics.median(run[part] for run in figures) for part in PARTS]
        total = statistics.median(sum(run[part] for part in PARTS) for run in figures)
        cells = " ".join(f"{value:8.0f}" for value in medians)
        print(f"{name:10} {sizes[name] / 1024:8.0f} {cells} {total:8.0f}")
    ratios = [
        sum(b[p] for p in PARTS) / sum(s[p] for p in PARTS)
        for s, b in zip(runs["source"], runs["bytecode"], strict=True)
    ]
    ratio = statistics.median(ratios)
    print(f"bytecode / source, median of per-round ratios of the sum: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
