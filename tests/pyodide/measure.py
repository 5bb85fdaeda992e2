"""Run one measuring script in this CPython and in Pyodide under Node; each prints JSON last.

For the benchmarks that compare the two Pythons on the same work (tests/benchmark_netz.py,
tests/benchmark_rechengrenze.py). Pyodide gets the lernlabor zip of this tree, built fresh.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from lernlabor.web.pyodide_assets import build_lernlabor_zip, ensure_node_modules

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "pyodide" / "run_python.mjs"


def in_cpython(code: str, tree: Path = ROOT) -> dict:
    """``code`` in this CPython, run in ``tree`` (another checkout measures its own package)."""
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def in_pyodide(code: str, tree: Path = ROOT) -> dict:
    """``code`` in Pyodide under Node, with the lernlabor zip built from ``tree``."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: Pyodide runs under Node for this benchmark")
    ensure_node_modules(ROOT)
    with tempfile.TemporaryDirectory(prefix="benchmark-") as folder:
        zip_path = Path(folder) / "lernlabor.zip"
        zip_path.write_bytes(build_lernlabor_zip(tree))
        done = subprocess.run(
            [node, str(HARNESS), "--zip", str(zip_path), "-"],
            input=code,
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
    if done.returncode != 0:
        raise SystemExit(f"Pyodide failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])
