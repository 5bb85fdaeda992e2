"""Benchmark of the site builds (not a test; run: uv run python tests/benchmark_builds.py).

Builds two copies of the repository side by side in one run: the base commit (before the
shared notebook cache, ``--base``) and HEAD. Each copy gets the same warm caches of the Node
steps (bytecode, snapshot), but no notebook cache, as after a fresh clone. Per copy:

1. a first build (the notebook page runs);
2. a second build with nothing changed;
3. a third build after a change in another place: a sentence in lesson M4·02 and a new
   track package (``lernlabor/tracks/python/``), as an author of another track would make.

Then, in the HEAD copy, the Zensical build (``lernlabor.web.zensical_build``) beside a
Material build with the same warm caches, and ``mkdocs serve``: the time from saving a text
change on a lesson page until the served page shows it (median of ``--rounds``). Prints the
seconds, whether the notebook ran (from the build's log), and the ratios HEAD/base and
Zensical/Material.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LESSON = Path("docs/ki/m4/02-tool-use-schleife.md")
SERVED_LESSON = Path("docs/ki/m4/03-tool-ergebnisse.md")
NEW_TRACK = Path("lernlabor/tracks/python/__init__.py")


def copy_of(commit: str, folder: Path) -> Path:
    """The tree of ``commit`` in ``folder``, with node_modules and the Node steps' caches."""
    folder.mkdir(parents=True)
    archive = subprocess.run(
        ["git", "archive", commit], cwd=ROOT, capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    (folder / "node_modules").symlink_to(ROOT / "node_modules")
    for step in ("bytecode", "snapshot"):
        if (ROOT / ".cache" / step).is_dir():
            shutil.copytree(ROOT / ".cache" / step, folder / ".cache" / step)
    return folder


def env_for(copy: Path) -> dict:
    # The copy's lernlabor, also in the notebook's kernel (the venv points at the work tree).
    return dict(os.environ, PYTHONPATH=str(copy), LERNLABOR_SITE_URL="http://127.0.0.1:8000/")


def timed(command: list[str], copy: Path) -> tuple[float, str]:
    started = time.perf_counter()
    done = subprocess.run(command, cwd=copy, env=env_for(copy), capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed in {copy}:\n{done.stdout}{done.stderr}")
    return seconds, done.stdout + done.stderr


def material(copy: Path) -> tuple[float, str]:
    site = copy / "build" / "material"
    return timed([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(site)], copy)


def zensical(copy: Path) -> tuple[float, str]:
    module = "lernlabor.web.zensical_build"
    return timed([sys.executable, "-m", module, "--site-dir", "build/zensical"], copy)


def notebook_line(log: str) -> str:
    """Whether the build executed the notebook page, with the log line that says so: the
    shared cache's line on HEAD, mkdocs-jupyter's on the base commit."""
    ours = [line.strip() for line in log.splitlines() if "Notebook docs/" in line]
    theirs = [
        line.strip() for line in log.splitlines() if "Cache miss" in line or "Cache hit" in line
    ]
    executed = [line for line in ours if ": ausgeführt in" in line]
    line = (executed or ours or theirs or [""])[-1]
    ran = bool(executed) if ours else "Cache miss" in line
    return ("Notebook ausgeführt" if ran else "Notebook nicht ausgeführt") + f" | {line}"


def change_elsewhere(copy: Path) -> None:
    lesson = copy / LESSON
    lesson.write_text(lesson.read_text("utf-8") + "\nEin neuer Satz am Ende.\n", "utf-8")
    (copy / NEW_TRACK).parent.mkdir(parents=True, exist_ok=True)
    (copy / NEW_TRACK).write_text('"""Track Python."""\n', "utf-8")


def three_builds(name: str, copy: Path) -> list[float]:
    times = []
    for step in ("erster Build", "zweiter Build", "nach Änderung anderswo"):
        if step.startswith("nach"):
            change_elsewhere(copy)
        seconds, log = material(copy)
        times.append(seconds)
        print(f"{name:5} {step:24} {seconds:6.1f} s   {notebook_line(log)}", flush=True)
    return times


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def serve_reload(copy: Path, rounds: int) -> list[float]:
    """Seconds from saving a text change on a lesson page until ``mkdocs serve`` shows it."""
    port = free_port()
    command = [sys.executable, "-m", "mkdocs", "serve", "-a", f"127.0.0.1:{port}"]
    env = {k: v for k, v in env_for(copy).items() if k != "LERNLABOR_SITE_URL"}  # /lernlabor/
    server = subprocess.Popen(
        command, cwd=copy, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    url = f"http://127.0.0.1:{port}/lernlabor/ki/m4/03-tool-ergebnisse/"
    page = copy / SERVED_LESSON
    try:
        wait_for(url, "Tool-Ergebnisse", timeout=300)
        times = []
        for round_ in range(rounds):
            marker = f"Markierung{round_}x{time.time_ns()}"
            text = page.read_text("utf-8")
            started = time.perf_counter()
            page.write_text(text + f"\n{marker}\n", "utf-8")
            wait_for(url, marker, timeout=120)
            times.append(time.perf_counter() - started)
            time.sleep(1)
        return times
    finally:
        server.terminate()
        server.wait(timeout=30)


def wait_for(url: str, text: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if text in response.read().decode("utf-8"):
                    return
        except OSError:
            pass
        time.sleep(0.05)
    raise SystemExit(f"{url} did not show {text!r} within {timeout} s")


def serve_only(rounds: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="lernlabor-bench-"))
    try:
        reloads = serve_reload(copy_of("HEAD", folder / "head"), rounds)
        print(", ".join(f"{t:.2f}" for t in reloads), f"Median {statistics.median(reloads):.2f}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="45f7e2b", help="commit before the notebook cache")
    parser.add_argument("--rounds", type=int, default=3, help="serve reloads to time")
    parser.add_argument("--nur-serve", action="store_true", help="only time mkdocs serve")
    args = parser.parse_args()
    if args.nur_serve:
        serve_only(args.rounds)
        return 0
    folder = Path(tempfile.mkdtemp(prefix="lernlabor-bench-"))
    try:
        base = copy_of(args.base, folder / "base")
        head = copy_of("HEAD", folder / "head")
        old = three_builds("base", base)
        new = three_builds("HEAD", head)
        print(
            "\nVerhältnis HEAD/base: "
            + ", ".join(f"{n / o:.2f}" for n, o in zip(new, old, strict=True))
        )
        z, log = zensical(head)
        m, _ = material(head)
        print(
            f"\nZensical {z:.1f} s, Material {m:.1f} s (beide mit warmem Cache): "
            f"Zensical/Material {z / m:.2f}   {notebook_line(log)}"
        )
        reloads = serve_reload(head, args.rounds)
        print(
            "mkdocs serve, Textänderung bis zur neuen Seite: "
            + ", ".join(f"{t:.2f}" for t in reloads)
            + f" s (Median {statistics.median(reloads):.2f} s)"
        )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
