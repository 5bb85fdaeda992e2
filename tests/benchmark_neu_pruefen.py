"""Benchmark of a warm re-check against a baseline (not a test; run:
uv run python tests/benchmark_neu_pruefen.py [--basis REF] [--uebung ID] [--pyodide]).

The browser checks an exercise again and again in the same worker: the exercise, its stored
cases and the reference's behaviour are loaded already, and each "Prüfen" runs the learner's
side of every case. This script times exactly that, ``pruefe(id, reference)`` after a first
check, for this tree and for a baseline (the git ref ``--basis``, default ``main``, checked out
into a temporary worktree), in the same run: in CPython one process per tree, asked in turns,
so both see the same load on this shared machine (CPU time per check); with ``--pyodide`` also
in Pyodide under Node (the browser's Python, offline from node_modules; CPU time of the Node
process, one process per tree and round, in turns). Prints the medians in ms and the ratio
new/baseline.
Issue 37 names M4·02 Übung 1 (``tests/benchmark_widget.py`` gives the browser's figure).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `lernlabor` importable from the tree
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from lernlabor.web.pyodide_assets import build_lernlabor_zip, ensure_node_modules

ROOT = Path(__file__).resolve().parents[1]
HARNESS = ROOT / "tests" / "pyodide" / "run_python.mjs"

# One process per tree: it checks once (loads everything), then answers each line on stdin
# ("N") with the CPU ms of N further checks, as JSON.
SERVER = """
import json, sys, time
sys.path.insert(0, {root!r})
from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
uebung = finde({uebung!r})
assert pruefe(uebung.id, uebung.loesung)["ergebnis"] == "bestanden"
for zeile in sys.stdin:
    zeiten = []
    for _ in range(int(zeile)):
        start = time.process_time()
        pruefe(uebung.id, uebung.loesung)
        zeiten.append((time.process_time() - start) * 1000)
    print(json.dumps(zeiten), flush=True)
"""

# In Pyodide: the same, all rounds in one go. Its clocks are wall clocks; Node's
# process.cpuUsage() gives the CPU time of the process (µs), as load-proof as in CPython.
PYODIDE = """
import json, js
from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde

def cpu_ms():
    nutzung = js.process.cpuUsage()
    return (nutzung.user + nutzung.system) / 1000

uebung = finde({uebung!r})
assert pruefe(uebung.id, uebung.loesung)["ergebnis"] == "bestanden"
zeiten = []
for _ in range({runden}):
    start = cpu_ms()
    pruefe(uebung.id, uebung.loesung)
    zeiten.append(cpu_ms() - start)
print(json.dumps(zeiten))
"""


@contextmanager
def worktree(ref: str):
    """The tree of git ref ``ref`` in a temporary detached worktree (removed afterwards)."""
    folder = Path(tempfile.mkdtemp(prefix="benchmark-basis-")) / "baum"
    subprocess.run(
        ["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(folder), ref],
        check=True,
    )
    try:
        yield folder
    finally:
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "remove", "--force", str(folder)], check=True
        )
        shutil.rmtree(folder.parent, ignore_errors=True)


def cpython(trees: dict[str, Path], uebung: str, rounds: int, per_round: int) -> dict:
    """CPU ms per check, per tree; the trees are asked in turns, ``per_round`` checks each."""
    servers = {
        name: subprocess.Popen(
            [sys.executable, "-c", SERVER.format(root=str(tree), uebung=uebung)],
            cwd=tempfile.gettempdir(),  # not a tree: its `lernlabor` must come from sys.path
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for name, tree in trees.items()
    }
    times: dict[str, list[float]] = {name: [] for name in trees}
    try:
        for runde in range(rounds):
            order = list(servers) if runde % 2 == 0 else list(reversed(servers))
            for name in order:
                server = servers[name]
                server.stdin.write(f"{per_round}\n")
                server.stdin.flush()
                times[name] += json.loads(server.stdout.readline())
    finally:
        for server in servers.values():
            server.stdin.close()
            server.wait()
    return times


def pyodide(trees: dict[str, Path], uebung: str, rounds: int, per_round: int) -> dict:
    """CPU ms per check in Pyodide under Node, per tree; one process per tree and round."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is missing: Pyodide runs under Node for this benchmark")
    ensure_node_modules(ROOT)
    times: dict[str, list[float]] = {name: [] for name in trees}
    with tempfile.TemporaryDirectory(prefix="benchmark-neu-pruefen-") as folder:
        zips = {}
        for name, tree in trees.items():
            zips[name] = Path(folder) / f"{name}.zip"
            zips[name].write_bytes(build_lernlabor_zip(tree))
        for runde in range(rounds):
            for name in list(trees) if runde % 2 == 0 else list(reversed(trees)):
                done = subprocess.run(
                    [node, str(HARNESS), "--zip", str(zips[name]), "-"],
                    input=PYODIDE.format(uebung=uebung, runden=per_round),
                    cwd=ROOT,
                    capture_output=True,
                    text=True,
                )
                if done.returncode != 0:
                    raise SystemExit(f"Pyodide failed ({name}):\n{done.stderr[-3000:]}")
                times[name] += json.loads(done.stdout.strip().splitlines()[-1])
    return times


def report(title: str, times: dict[str, list[float]]) -> None:
    new, base = (statistics.median(times[n]) for n in ("this tree", "baseline"))
    print(f"{title}: baseline {base:6.2f} ms, this tree {new:6.2f} ms, ratio {new / base:.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--basis", default="main", help="git ref of the baseline (main)")
    parser.add_argument("--uebung", default="m4-02-uebung-1")
    parser.add_argument("--rounds", type=int, default=15, help="turns per tree (15)")
    parser.add_argument("--per-round", type=int, default=10, help="checks per turn (10)")
    parser.add_argument("--pyodide", action="store_true", help="also in Pyodide under Node")
    args = parser.parse_args()
    with worktree(args.basis) as basis:
        trees = {"this tree": ROOT, "baseline": basis}
        print(f"warm re-check of the reference of {args.uebung}, median per check")
        report("CPython (CPU)", cpython(trees, args.uebung, args.rounds, args.per_round))
        if args.pyodide:
            rounds = max(2, args.rounds // 5)
            report("Pyodide (CPU)", pyodide(trees, args.uebung, rounds, args.per_round * 3))
    return 0


if __name__ == "__main__":
    sys.exit(main())
