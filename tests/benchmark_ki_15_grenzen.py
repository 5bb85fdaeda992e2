"""Benchmark of the terminal assistant's own limits (not a test; run:
uv run python tests/benchmark_ki_15_grenzen.py [--no-old-memory]).

Two figures from issue 38, each against a baseline in the same run:

- memory: the peak (VmHWM) of a fresh Python process that runs the guard on one command of
  80,000 characters (``cat -`` and then ``a``). Baseline: rule 7 as it was before, building
  every rest of a single-dash argument (kept below as ``_old_rule_7``); it needs about 3 GiB,
  so ``--no-old-memory`` skips it on a small machine. Then the whole assistant step on the
  same command, with and without the command-length cap.
- time: one step in which the model asks for 8 × ``cat pipe`` (a FIFO nobody writes to), with
  and without bubblewrap. Baseline: the same step with the per-step caps lifted, as before.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROOT = Path(__file__).resolve().parents[1]
LENGTH = 80_000

MEMORY = """
import sys, time
from types import SimpleNamespace
from lernlabor.tracks.ki.simulator import kommando as guard
from lernlabor.tracks.ki.labor import ki_15_sandbox, ki_15_terminal_assistent as assistant

def _old_rule_7(argument):
    if argument.startswith("--"):
        values = [argument, argument.split("=", 1)[1]] if "=" in argument else [argument]
    elif argument.startswith("-"):
        values = [argument] + [argument[i:] for i in range(2, len(argument))]
    else:
        values = [argument]
    return any(v.startswith(("/", "~")) or ".." in v.split("/") for v in values)

command = "cat -" + "a" * (int(sys.argv[2]) - 5)
start = time.monotonic()
if sys.argv[1] == "old guard":
    _old_rule_7(command.split()[1])
elif sys.argv[1] == "guard":
    guard.pruefe_kommando(command)
else:
    if sys.argv[1] == "step without length cap":
        ki_15_sandbox.MAX_KOMMANDO = 10**6
    request = SimpleNamespace(type="tool_use", id="t1", name="shell", input={"kommando": command})
    answers = iter([[request], [SimpleNamespace(type="text", text="done")]])
    with __import__("tempfile").TemporaryDirectory() as folder:
        assistant.lauf(lambda m: SimpleNamespace(content=next(answers), usage=None), folder,
                       lambda line: None, sandbox=None)
seconds = time.monotonic() - start
hwm = [z for z in open("/proc/self/status") if z.startswith("VmHWM")][0]
print(int(hwm.split()[1]) // 1024, round(seconds, 2))
"""


def peak(way: str) -> tuple[int, float]:
    """MiB peak and seconds of one fresh process doing ``way``."""
    run = subprocess.run(
        [sys.executable, "-c", MEMORY, way, str(LENGTH)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    mib, seconds = run.stdout.split()
    return int(mib), float(seconds)


def hostile_step(sandbox: str | None, caps: bool) -> float:
    """Seconds of one step with 8 × ``cat pipe``; ``caps=False`` lifts the per-step limits."""
    from lernlabor.tracks.ki.labor import ki_15_terminal_assistent as assistant

    saved = assistant.MAX_KOMMANDOS, assistant.ZEIT_JE_SCHRITT
    if not caps:
        assistant.MAX_KOMMANDOS, assistant.ZEIT_JE_SCHRITT = 10**6, float("inf")
    requests = [
        SimpleNamespace(type="tool_use", id=f"t{n}", name="shell", input={"kommando": "cat pipe"})
        for n in range(8)
    ]
    answers = iter([requests, [SimpleNamespace(type="text", text="done")]])
    try:
        with tempfile.TemporaryDirectory() as folder:
            os.mkfifo(Path(folder, "pipe"))
            start = time.monotonic()
            assistant.lauf(
                lambda m: SimpleNamespace(content=next(answers), usage=None),
                folder,
                lambda line: None,
                sandbox=sandbox,
            )
            return time.monotonic() - start
    finally:
        assistant.MAX_KOMMANDOS, assistant.ZEIT_JE_SCHRITT = saved


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-old-memory", action="store_true", help="skip the 3 GiB baseline")
    args = parser.parse_args()
    from lernlabor.tracks.ki.labor.ki_15_prozess import finde_sandbox

    print(f"Memory, one command of {LENGTH:,} characters (peak of the process, MiB; seconds):")
    ways = ["guard", "step with length cap", "step without length cap"]
    if not args.no_old_memory:
        ways.insert(0, "old guard")
    results = {way: peak(way) for way in ways}
    base = results.get("old guard")
    for way, (mib, seconds) in results.items():
        ratio = f"  ratio to old guard {mib / base[0]:.3f}" if base else ""
        print(f"  {way:26} {mib:6} MiB {seconds:6.2f} s{ratio}")

    print("Time, one step with 8 × 'cat pipe' (seconds):")
    for name, sandbox in (("without bwrap", None), ("with bwrap", finde_sandbox()[0])):
        if name == "with bwrap" and sandbox is None:
            print("  with bwrap: bubblewrap does not run here, skipped")
            continue
        before, now = hostile_step(sandbox, caps=False), hostile_step(sandbox, caps=True)
        print(
            f"  {name:14} caps lifted {before:5.1f} s, caps {now:5.1f} s, ratio {now / before:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
