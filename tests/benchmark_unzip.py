"""Benchmark of unpacking the site's lernlabor zip (not a test; run:
uv run python tests/benchmark_unzip.py [--runs N]).

The worker unpacks the zip on every start of Python, from the snapshot too. It used to call
Pyodide's ``unpackArchive`` (Python's shutil, file by file); now lernlabor/web/js/unzip.mjs
inflates it with fflate and writes the files with Emscripten's FS. Each round starts one
fresh Pyodide under Node per way, in alternating order, and times the first unpack in that
process, as cold as in the worker. Prints the medians and the ratio new/old.
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

from lernlabor.web.bytecode import with_bytecode
from lernlabor.web.pyodide_assets import ensure_node_modules, lernlabor_zip_entries

ROOT = Path(__file__).resolve().parents[1]
HELPER = ROOT / "tests" / "pyodide" / "compare_unzip.mjs"
WAYS = {"unpackArchive (before)": "time-pyodide", "unzip.mjs (now)": "time-js"}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    node = shutil.which("node")
    if node is None:
        print("node is missing", file=sys.stderr)
        return 2
    ensure_node_modules(ROOT)
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "lernlabor.zip"
        archive.write_bytes(
            with_bytecode(ROOT, lernlabor_zip_entries(ROOT))
        )  # as the site serves it
        times: dict[str, list[float]] = {way: [] for way in WAYS}
        for round_number in range(runs):
            order = list(WAYS) if round_number % 2 == 0 else list(reversed(WAYS))
            for way in order:
                done = subprocess.run(
                    [node, str(HELPER), WAYS[way], str(archive)],
                    capture_output=True,
                    text=True,
                    check=True,
                )
                times[way].append(json.loads(done.stdout)["ms"])
    medians = {way: statistics.median(values) for way, values in times.items()}
    for way, median in medians.items():
        print(f"{way:22} median {median:6.1f} ms  ({', '.join(f'{t:.0f}' for t in times[way])})")
    old, new = medians.values()
    print(f"ratio now/before: {new / old:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
