"""Benchmark of the whole test suite against this machine's speed (not a test; run:
uv run python tests/benchmark_suite.py [-- PYTEST ARGS]).

The same suite took 329-392 s on one 2-core machine and 651-686 s on another: the machines
differ, not the code. So this script times a fixed piece of pure-Python work (the baseline)
three times before and three times after the suite, alone and on every core at once, and
prints the suite's wall time and CPU time beside it, with their ratios to the baseline.
A ratio can be compared between machines and between days; seconds alone cannot.

For the figure of a fresh clone, run it in one: build caches (.cache/, __pycache__/) and
the site build make a second run faster.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Pure-Python integer work: about 2.4 s on the machine that took 630-690 s (3 December 2026).
BASELINE = """
total = 0
for i in range(7_000_000):
    total = (total + i * i) % 1_000_003
"""
GOAL_S = 360  # issue 21: `uv run pytest` from a fresh clone within 6 minutes on 2 cores


def machine_cpu() -> float | None:
    """CPU seconds all cores spent busy since boot (Linux /proc/stat), or None elsewhere."""
    try:
        fields = Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]
    except OSError:
        return None
    ticks = [int(value) for value in fields]
    busy = ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]
    return busy / os.sysconf("SC_CLK_TCK")


def baseline_seconds(processes: int) -> float:
    """Wall time of ``processes`` copies of BASELINE, started together."""
    start = time.perf_counter()
    running = [subprocess.Popen([sys.executable, "-c", BASELINE]) for _ in range(processes)]
    for process in running:
        if process.wait() != 0:
            raise SystemExit("the baseline failed")
    return time.perf_counter() - start


def baselines(rounds: int) -> dict[str, list[float]]:
    cores = os.cpu_count() or 1
    figures = {"one core": [], f"{cores} cores at once": []}
    for _ in range(rounds):
        figures["one core"].append(baseline_seconds(1))
        figures[f"{cores} cores at once"].append(baseline_seconds(cores))
    return figures


def run_suite(pytest_args: list[str]) -> dict[str, float | int | None]:
    before_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    before_machine = machine_cpu()
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT)
    wall = time.perf_counter() - start
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    after_machine = machine_cpu()
    children = (after_children.ru_utime + after_children.ru_stime) - (
        before_children.ru_utime + before_children.ru_stime
    )
    machine = None if before_machine is None else after_machine - before_machine
    return {"returncode": done.returncode, "wall": wall, "cpu": machine, "children": children}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="baseline runs before and after")
    parser.add_argument("pytest_args", nargs="*", help="after --: passed on to pytest")
    args = parser.parse_args()
    if (ROOT / ".cache").is_dir():
        print("note: .cache/ exists; a fresh clone would build the site's caches anew")
    before = baselines(args.rounds)
    suite = run_suite(args.pytest_args or ["-q"])
    after = baselines(args.rounds)
    one = statistics.median(before["one core"] + after["one core"])
    print()
    for name in before:
        times = before[name] + after[name]
        print(
            f"baseline, {name}: median {statistics.median(times):.2f} s "
            f"(before {', '.join(f'{t:.2f}' for t in before[name])}; "
            f"after {', '.join(f'{t:.2f}' for t in after[name])})"
        )
    print(f"suite: exit code {suite['returncode']}, wall {suite['wall']:.1f} s", end="")
    if suite["cpu"] is not None:
        print(f", CPU of the whole machine {suite['cpu']:.1f} s", end="")
    print(f" (of it reaped child processes: {suite['children']:.1f} s)")
    ratio = suite["wall"] / one
    print(f"suite wall / baseline (one core): {ratio:.0f}")
    print(
        f"  so the suite stays within {GOAL_S} s where the baseline takes <= {GOAL_S / ratio:.2f} s"
    )
    if suite["cpu"] is not None:
        print(f"suite CPU / baseline (one core): {suite['cpu'] / one:.0f}")
    return suite["returncode"]


if __name__ == "__main__":
    raise SystemExit(main())
