"""What one more lesson page costs the test suite (not a test; run:
uv run python tests/benchmark_lektion.py [--rounds N] [--keep]).

Two copies of the repository: A as it is, B with one more lesson, made the way an author
makes it (``neu uebung`` and ``neu lektion`` in track KI: the template page with its
word-count exercise). Every test id that B collects and A does not is a test the page
brings: its blocks, the tests parametrised by page or by exercise, the browser walks over the
menu. The script runs exactly those tests in B, in one process, with the site already built
(the build is timed apart), and prints their wall and CPU time beside a fixed piece of
pure-Python work (the baseline of tests/benchmark_suite.py) timed before and after. The
ratio can be compared between machines and days; seconds alone cannot.

Tests that are not parametrised but walk every page (one test over all lessons) get slower
without a new id; they are not in the figure. The site build is: ``--build`` times
``mkdocs build`` in A and in B (the notebook page makes each a minute or more).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.benchmark_suite import baseline_seconds  # noqa: E402
from tests.repo_kopie import freie_lektion, kopiere_repository, lernlabor  # noqa: E402

GOAL_S = 10  # issue 39: at most 10 s of wall time per page on 2 cores


def environment(copy: Path, **extra: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(copy), "PYTHONIOENCODING": "utf-8", **extra}
    env.pop("LERNLABOR_SHARED_SITE", None)
    env.update(extra)
    return env


def collected(copy: Path) -> set[str]:
    """The ids of all tests pytest collects in ``copy`` (as ``uv run pytest`` would)."""
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"],
        cwd=copy,
        env=environment(copy),
        capture_output=True,
        text=True,
    )
    ids = {line for line in done.stdout.splitlines() if "::" in line}
    if not ids:
        raise SystemExit(f"collection failed in {copy}:\n{done.stdout}{done.stderr}")
    return ids


def add_lesson(copy: Path) -> str:
    """One more lesson with one exercise in module M4, by the authors' commands."""
    number = freie_lektion(copy)
    page = f"docs/ki/m4/{number}-woerter.md"
    for arguments in (
        ("neu", "uebung", f"m4-{number}-uebung-1", "--titel", "Wörter zählen"),
        ("neu", "lektion", page, "--titel", "Wörter zählen"),
    ):
        done = lernlabor(copy, *arguments)
        if done.returncode:
            raise SystemExit(f"lernlabor {' '.join(arguments)} failed:\n{done.stderr}")
    return page


def timed(
    command: list[str], copy: Path, env: dict[str, str], show: str = ""
) -> tuple[int, float, float]:
    """(exit code, wall seconds, CPU seconds of the process and the children it waited for).

    ``show``: print the part of pytest's output from this line on (its durations).
    """
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, cwd=copy, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    if done.returncode:
        print(done.stdout[-3000:], done.stderr[-2000:], sep="\n")
    elif show and show in done.stdout:
        print(show + done.stdout.split(show, 1)[1].rstrip())
    return done.returncode, wall, cpu


def build_site(copy: Path, folder: Path) -> tuple[int, float, float]:
    """Build the site of ``copy`` into the folder the browser tests share, as their first
    worker would (tests/browser/site.py), so the timed run serves it without building."""
    (folder / "root.txt").write_text(str(copy), "utf-8")
    script = "from tests.browser.site import served_site; served_site()"
    env = environment(copy, LERNLABOR_SHARED_SITE=str(folder))
    return timed([sys.executable, "-c", script], copy, env)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="baseline runs before and after")
    parser.add_argument("--build", action="store_true", help="also time mkdocs build in A")
    parser.add_argument("--keep", action="store_true", help="keep the two copies")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="lernlabor-lektion-"))
    try:
        before = [baseline_seconds(1) for _ in range(args.rounds)]
        a, b = kopiere_repository(work / "a"), kopiere_repository(work / "b")
        page = add_lesson(b)
        new = sorted(collected(b) - collected(a))
        files = Counter(test.split("::")[0] for test in new)
        print(f"one more lesson ({page}, 1 exercise): {len(new)} new tests")
        for name, count in files.most_common():
            print(f"  {count:4d}  {name}")

        site_b = work / "site-b"
        site_b.mkdir()
        code, wall_b, cpu_b = build_site(b, site_b)
        print(f"site build in B: exit {code}, wall {wall_b:.1f} s, CPU {cpu_b:.1f} s")
        if args.build:
            site_a = work / "site-a"
            site_a.mkdir()
            code_a, wall_a, cpu_a = build_site(a, site_a)
            print(f"site build in A: exit {code_a}, wall {wall_a:.1f} s, CPU {cpu_a:.1f} s")
            print(f"  the page adds {wall_b - wall_a:+.1f} s wall, {cpu_b - cpu_a:+.1f} s CPU")

        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
        command += ["--durations", "12"]
        env = environment(b, LERNLABOR_SHARED_SITE=str(site_b))
        # The first run starts Chromium and fills caches, as a worker does once per suite; the
        # second is what the page costs a worker that is already warm.
        code, cold, _ = timed([*command, *new], b, env)
        print(f"the new tests, one process, first run: exit {code}, wall {cold:.1f} s")
        code, wall, cpu = timed([*command, *new], b, env, show="slowest")
        after = [baseline_seconds(1) for _ in range(args.rounds)]
        one = statistics.median(before + after)
        print(f"the new tests, one process, again: exit {code}, wall {wall:.1f} s, CPU {cpu:.1f} s")
        print(
            f"baseline (one core): median {one:.2f} s "
            f"(before {', '.join(f'{t:.2f}' for t in before)}; "
            f"after {', '.join(f'{t:.2f}' for t in after)})"
        )
        print(f"new tests CPU / baseline: {cpu / one:.1f}; wall / baseline: {wall / one:.1f}")
        print(
            f"the suite spreads them over its workers: on 2 cores about {wall / 2:.1f} s of "
            f"wall time per page, where this machine ran them in {wall:.1f} s "
            f"(goal: at most {GOAL_S} s)"
        )
        (work / "neue_tests.json").write_text(json.dumps(new, indent=1), "utf-8")
        return code
    finally:
        if args.keep:
            print(f"kept: {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
