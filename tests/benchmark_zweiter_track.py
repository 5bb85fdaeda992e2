"""The whole suite in a fresh clone with a second track added (not a test; run:
uv run python tests/benchmark_zweiter_track.py [--auch-ohne] [--behalten]).

Issue 39: "keep `uv run pytest` within 6 minutes with the second track added". The script
clones HEAD into a temporary folder (as CI does: no .cache/, no site, a new .venv from
uv.lock; node_modules is linked, as in tests/repo_kopie.py), adds the track of the author
page (docs/autoren/index.md, "Von Anfang an": `neu track`, `neu uebung`, `neu lektion`, the
page's files, `faelle`, its task text) and runs `uv run pytest -q` there. With ``--auch-ohne``
it first runs the same suite in a clone without the track, so the difference is what the
track costs. Around each suite it times the fixed pure-Python baseline of
tests/benchmark_suite.py, since these machines are noisy: the ratios can be compared, seconds
alone cannot.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.benchmark_suite import GOAL_S, baseline_seconds  # noqa: E402
from tests.test_autoren_weg import lege_uebung_der_seite_an  # noqa: E402

# The clones use the Python this script runs on (uv would otherwise pick or fetch another).
UMGEBUNG = {**os.environ, "UV_PYTHON": os.environ.get("UV_PYTHON", sys._base_executable)}


def run(befehl: list[str], ordner: Path, **kwargs) -> subprocess.CompletedProcess:
    kwargs.setdefault("env", UMGEBUNG)
    lauf = subprocess.run(befehl, cwd=ordner, capture_output=True, text=True, **kwargs)
    if lauf.returncode != 0:
        raise SystemExit(f"{shlex.join(befehl)} failed:\n{lauf.stdout}{lauf.stderr}")
    return lauf


def fresh_clone(ziel: Path) -> Path:
    """A clone of HEAD with its own .venv, node_modules linked, ../shared beside it."""
    run(["git", "clone", "--quiet", str(ROOT), str(ziel)], ROOT)
    if (ROOT / "node_modules").is_dir():
        (ziel / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    shared, daneben = ROOT.parent / "shared", ziel.parent / "shared"
    if shared.is_dir() and not daneben.exists():
        daneben.symlink_to(shared, target_is_directory=True)
    run(["uv", "sync", "--locked", "--quiet", "--compile-bytecode"], ziel)
    return ziel


def add_track_of_the_author_page(klon: Path) -> None:
    """The author page's way, command by command, with its files and task text."""
    _, seite = lege_uebung_der_seite_an(
        klon, lambda _zeile, teile: run(["uv", "run", "lernlabor", *teile], klon)
    )
    run(["uv", "run", "lernlabor", "teste", seite.relative_to(klon).as_posix()], klon)


def suite(klon: Path) -> dict[str, float | int | str]:
    vorher = [baseline_seconds(1) for _ in range(2)]
    start = time.perf_counter()
    lauf = subprocess.run(
        ["uv", "run", "pytest", "-q", "-p", "no:cacheprovider"],
        cwd=klon,
        capture_output=True,
        text=True,
        env={**UMGEBUNG, "CI": "true"},  # browser tests must run, as in .ci/run
    )
    wand = time.perf_counter() - start
    nachher = [baseline_seconds(1) for _ in range(2)]
    letzte = (lauf.stdout.strip().splitlines() or [""])[-1]
    return {
        "code": lauf.returncode,
        "wand": wand,
        "grundlinie": statistics.median(vorher + nachher),
        "zeile": letzte,
        "ausgabe": lauf.stdout[-3000:] + lauf.stderr[-2000:],
    }


def zeige(name: str, ergebnis: dict) -> None:
    verhaeltnis = ergebnis["wand"] / ergebnis["grundlinie"]
    print(
        f"{name}: exit {ergebnis['code']}, wall {ergebnis['wand']:.1f} s, "
        f"baseline {ergebnis['grundlinie']:.2f} s, ratio {verhaeltnis:.0f} "
        f"(within {GOAL_S} s while the baseline takes <= {GOAL_S / verhaeltnis:.2f} s)\n"
        f"  {ergebnis['zeile']}"
    )
    if ergebnis["code"] != 0:
        print(ergebnis["ausgabe"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--auch-ohne", action="store_true", help="first the suite without it")
    parser.add_argument("--behalten", action="store_true", help="keep the clones")
    args = parser.parse_args()
    # Beside ROOT, so that ../shared (the sources for "eigene Worte") can be linked next to it.
    ordner = Path(tempfile.mkdtemp(prefix="zweiter-track-", dir=ROOT.parent))
    try:
        ergebnisse = {}
        if args.auch_ohne:
            ergebnisse["without the track"] = suite(fresh_clone(ordner / "ohne" / "repo"))
            zeige("without the track", ergebnisse["without the track"])
        klon = fresh_clone(ordner / "mit" / "repo")
        add_track_of_the_author_page(klon)
        ergebnisse["with the track"] = suite(klon)
        zeige("with the track", ergebnisse["with the track"])
        if len(ergebnisse) == 2:
            ohne, mit = ergebnisse.values()
            print(f"the track costs {mit['wand'] - ohne['wand']:+.1f} s of wall time")
        return max(e["code"] for e in ergebnisse.values())
    finally:
        if args.behalten:
            print(f"kept: {ordner}")
        else:
            shutil.rmtree(ordner, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
