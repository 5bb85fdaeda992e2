"""Benchmark of ``lernlabor teste`` per page and of what one page costs the suite (not a test;
run: uv run python tests/benchmark_teste.py [PAGES] [--vorher DIR] [--kosten]).

Every figure is printed in seconds and as a ratio to a fixed piece of pure-Python work (the
baseline of tests/benchmark_suite.py), timed on one core just before and after each run: this
machine is shared, and its load changes within minutes. Beside the wall time, the CPU time of
the whole process tree (pytest's workers, the children of ``lernlabor pruefe``), which the load
of others changes less.

Each checkout (this one and, with ``--vorher``, another, e.g. ``git archive`` of main) is
copied to a temporary folder without ``.cache/`` (tests/repo_kopie.py), so the first run is
that of a fresh clone; the notebook's outputs are shared as tests/repo_kopie.py shares them
(``--ohne-notebook-cache``: not even those). The copy is a git repository (``git init``, every
file untracked), so that teste keeps its site build as in an author's clone. Per page,
``teste`` runs:

- ``kalt``: first run in the fresh copy (every stored case and mutant verified);
- ``warm``: the same again (the caches hold, and where the page's tests need the built site,
  its build begins as pytest starts: tests/seite_waehlen.py remembers that from ``kalt``);
- ``anderswo``: after a change to an exercise of another lesson (one byte in a wrong
  answer's file), as when an author works on another page;
- ``eigene``: after the same change to the first exercise of this page;
- ``text``: after a change to the page's text (a sentence more at its end);
- ``vertrag``: after a change to a rule of the contract of an exercise on the page (a letter
  of rule 1 in the other case, each run another: the rule is rendered into the page, so the
  site, its zip and snapshot, the mutant gate and the stored cases of that exercise are due
  again);
- ``zurueck``: after both changes are undone (the caches of before should answer).

The checkouts take turns run by run, so the load of the machine hits both alike.

``--kosten``: what a page costs the suite, without running the suite. pytest runs exactly the
tests that CI runs for the page (``teste --browser``'s selection, tests/seite_waehlen.py) in
one process, after a warm-up test that starts what the whole suite shares once (site build,
server, Chromium); the sum of their durations is the page's serial cost. The suite spreads it
over the cores, so its share of the suite's wall time is about that sum divided by the cores.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `tests` importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.benchmark_suite import baseline_seconds, baselines
from tests.repo_kopie import NOTEBOOK_CACHE, WEGLASSEN

ROOT = Path(__file__).resolve().parents[1]
SEITEN = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs" / "ki" / "m4").glob("*.md"))
ZIEL_S = 10.0  # issue 39: teste for one page at most 10 s on an idle 2-core machine
AUFWAERMEN = "tests/test_barrierefreiheit.py::test_axe_finds_a_violation_when_there_is_one"
DAUER = re.compile(r"^([0-9.]+)s (setup|call|teardown)\s+(\S+)$", re.M)


def kopiere(quelle: Path, ziel: Path, keine_notebooks: bool = False) -> Path:
    """A copy of a checkout without caches (as tests/repo_kopie.py makes them)."""
    shutil.copytree(quelle, ziel, ignore=WEGLASSEN)
    if (ROOT / "node_modules").is_dir():
        (ziel / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    # A repository, as an author's clone is: teste keeps its site build only where git can
    # list what the build reads (tests/browser/site.py, inputs_key); every file is untracked.
    subprocess.run(["git", "init", "-q"], cwd=ziel, check=True)
    if not keine_notebooks:  # the notebook's outputs as tests/repo_kopie.py shares them
        (ziel / NOTEBOOK_CACHE).parent.mkdir()
        (ziel / NOTEBOOK_CACHE).symlink_to(ROOT / NOTEBOOK_CACHE, target_is_directory=True)
    # Bytecode as a checkout that has run once has it (children here may not write it).
    ordner = [str(ziel / "lernlabor"), str(ziel / "tests")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *ordner], check=True)
    shared = ROOT.parent / "shared"
    if shared.is_dir() and not (ziel.parent / "shared").exists():
        (ziel.parent / "shared").symlink_to(shared, target_is_directory=True)
    return ziel


def umgebung(baum: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(baum), "PYTHONIOENCODING": "utf-8"}


def cpu_der_kinder() -> float:
    nutzung = resource.getrusage(resource.RUSAGE_CHILDREN)
    return nutzung.ru_utime + nutzung.ru_stime


def teste(baum: Path, seite: str) -> tuple[float, float, float, str]:
    """``lernlabor teste PAGE`` in ``baum``: (wall s, CPU s of the process tree, the baseline
    on one core timed just before and after, the duration teste printed)."""
    vorher = baseline_seconds(1)
    cpu, start = cpu_der_kinder(), time.perf_counter()
    lauf = subprocess.run(
        [sys.executable, "-m", "lernlabor", "teste", seite],
        cwd=baum,
        env=umgebung(baum),
        capture_output=True,
        text=True,
    )
    wand, cpu = time.perf_counter() - start, cpu_der_kinder() - cpu
    if lauf.returncode != 0:
        raise SystemExit(f"teste {seite} in {baum} failed:\n{lauf.stdout}\n{lauf.stderr}")
    gedruckt = re.search(r"Dauer: ([0-9,]+) s", lauf.stdout)
    basis = (vorher + baseline_seconds(1)) / 2
    return wand, cpu, basis, gedruckt.group(1) if gedruckt else "-"


def uebungsordner(baum: Path, seite: str) -> list[Path]:
    """The folders of the exercises on ``seite`` (``id: m4-02-uebung-1`` in its fences)."""
    ids = re.findall(r"^id:\s*(\S+)", (baum / seite).read_text("utf-8"), re.M)
    ordner = []
    for uebung_id in ids:
        lektion, _, nummer = uebung_id.partition("-uebung-")
        teil = f"uebung_{nummer}" if nummer else uebung_id.split("-", 2)[2].replace("-", "_")
        lektion = "_".join(lektion.split("-")[:2])
        ordner += sorted(baum.glob(f"lernlabor/tracks/*/uebungen/{lektion}/{teil}"))
    return ordner


def aendere(ordner: Path) -> None:
    """One byte more in a wrong answer's file: a change that the exercise's key must see."""
    datei = sorted(ordner.glob("falsch_*.py"))[0]
    datei.write_text(datei.read_text("utf-8") + "\n", encoding="utf-8")


def aendere_text(baum: Path, seite: str) -> None:
    """A sentence more at the end of the page."""
    datei = baum / seite
    datei.write_text(datei.read_text("utf-8").rstrip("\n") + " Ein Satz mehr.\n", "utf-8")


def aendere_vertrag(baum: Path, seite: str) -> Path | None:
    """Rule 1 of the first exercise of ``seite`` with a contract, a letter in the other case
    (the same length: ruff and the line lengths stay as they were; each call in a tree
    another letter, so a contract no cache has seen); the file, or None.

    Found by the rule's text from the registry: its first characters stand literally in the
    contract's source, in a string.
    """
    from lernlabor.uebung import finde

    for uebung_id in re.findall(r"^id:\s*(\S+)", (baum / seite).read_text("utf-8"), re.M):
        vertrag = getattr(finde(uebung_id), "vertrag", None)
        for regel in getattr(vertrag, "regeln", ()):
            anfang = regel.text[:25]
            for datei in uebungsordner(baum, seite):
                pfad = datei / "vertrag.py"
                quelle = pfad.read_text("utf-8") if pfad.is_file() else ""
                stelle = quelle.find(anfang)
                # Each run another letter: a new contract, not one a cache has seen.
                buchstaben = [i for i, z in enumerate(anfang) if z.isalpha()]
                zaehler = _VERTRAG_LAEUFE[pfad] = _VERTRAG_LAEUFE.get(pfad, -1) + 1
                if stelle >= 0 and zaehler < len(buchstaben):
                    i = buchstaben[zaehler]
                    neu = anfang[:i] + anfang[i].swapcase() + anfang[i + 1 :]
                    pfad.write_text(quelle.replace(anfang, neu, 1), "utf-8")
                    return pfad
    return None


_VERTRAG_LAEUFE: dict[Path, int] = {}  # how often aendere_vertrag changed each file


_URFASSUNG: dict[tuple[Path, str], dict[Path, bytes]] = {}  # what ``zurueck`` restores


def vorbereite(baum: Path, seite: str, lauf: str) -> bool:
    """Makes the change of ``lauf`` in ``baum``; False where the page has nothing to change."""
    eigene = uebungsordner(baum, seite)
    andere = [o for s in SEITEN if s != seite for o in uebungsordner(baum, s) if o not in eigene]
    if (baum, seite) not in _URFASSUNG:
        dateien = [baum / seite, *(p for o in eigene + andere for p in o.glob("*.py"))]
        _URFASSUNG[baum, seite] = {p: p.read_bytes() for p in dateien}
    if lauf == "anderswo":
        aendere(andere[0])
    elif lauf == "eigene":
        if not eigene:
            return False
        aendere(eigene[0])
    elif lauf == "text":
        aendere_text(baum, seite)
    elif lauf == "vertrag":
        return aendere_vertrag(baum, seite) is not None
    elif lauf == "zurueck":
        for pfad, inhalt in _URFASSUNG[baum, seite].items():
            if pfad.read_bytes() != inhalt:
                pfad.write_bytes(inhalt)
    return True


def kosten(baum: Path, seite: str) -> tuple[float, int]:
    """(sum of the durations of the tests CI runs for ``seite``, how many), in one process."""
    with tempfile.TemporaryDirectory() as ordner:
        befehl = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
        befehl += ["-p", "tests.seite_waehlen", "--seite", seite, "--seite-browser"]
        befehl += ["--seite-bericht", f"{ordner}/bericht.json", "--durations=0"]
        befehl += ["--durations-min=0", "--continue-on-collection-errors", seite, "tests"]
        befehl += ["-p", "tests.benchmark_teste_aufwaermen"]
        lauf = subprocess.run(befehl, cwd=baum, env=umgebung(baum), capture_output=True, text=True)
    if lauf.returncode != 0:
        raise SystemExit(f"pytest for {seite} failed:\n{lauf.stdout[-3000:]}\n{lauf.stderr}")
    summe, tests = 0.0, set()
    for sekunden, _, knoten in DAUER.findall(lauf.stdout):
        if knoten != AUFWAERMEN:
            summe += float(sekunden)
            tests.add(knoten)
    return summe, len(tests)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seiten", nargs="*", default=SEITEN, help="docs/… pages")
    parser.add_argument("--vorher", type=Path, help="another checkout to compare with")
    parser.add_argument(
        "--laeufe",
        nargs="*",
        default=["kalt", "warm", "anderswo", "eigene", "text", "vertrag", "zurueck"],
    )
    parser.add_argument("--kosten", action="store_true", help="also each page's suite cost")
    parser.add_argument(
        "--ohne-notebook-cache",
        action="store_true",
        help="kalt as a fresh clone: the copies run the notebook pages anew",
    )
    parser.add_argument("--rounds", type=int, default=2, help="baseline runs before and after")
    args = parser.parse_args()
    vorher = baselines(args.rounds)
    zeilen = []
    with tempfile.TemporaryDirectory(prefix="lernlabor-bench-teste-") as tmp:
        baeume = {}
        if args.vorher:
            ziel = Path(tmp) / "vorher" / "repo"
            baeume["vorher"] = kopiere(args.vorher.resolve(), ziel, args.ohne_notebook_cache)
        ziel = Path(tmp) / "jetzt" / "repo"
        baeume["jetzt"] = kopiere(ROOT, ziel, args.ohne_notebook_cache)
        for seite in args.seiten:
            for lauf in args.laeufe:  # the checkouts take turns run by run
                for name, baum in baeume.items():
                    if not vorbereite(baum, seite, lauf):
                        continue
                    wand, cpu, basis, gedruckt = teste(baum, seite)
                    zeilen.append((seite, name, lauf, wand, cpu, basis, gedruckt))
                    print(
                        f"{seite} {name} {lauf}: {wand:.1f} s wall, {cpu:.1f} s CPU, "
                        f"baseline {basis:.2f} s (teste says {gedruckt} s)",
                        flush=True,
                    )
            for name, baum in baeume.items():
                if args.kosten:
                    summe, anzahl = kosten(baum, seite)
                    zeilen.append((seite, name, "kosten", summe, 0.0, 0.0, str(anzahl)))
                    print(
                        f"{seite} {name} suite cost: {summe:.1f} s serial, {anzahl} tests",
                        flush=True,
                    )
    nachher = baselines(args.rounds)
    one = statistics.median(vorher["one core"] + nachher["one core"])
    print()
    for key in vorher:
        times = ", ".join(f"{t:.2f}" for t in vorher[key] + nachher[key])
        print(
            f"baseline, {key}: median {statistics.median(vorher[key] + nachher[key]):.2f} s "
            f"({times})"
        )
    print(
        "\n| page | checkout | run | wall s | wall / baseline | CPU s | CPU / baseline "
        "| teste printed |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for seite, name, lauf, sekunden, cpu, basis, gedruckt in zeilen:
        basis = basis or one  # the rows "kosten": the baseline of the whole run
        print(
            f"| {Path(seite).stem} | {name} | {lauf} | {sekunden:.1f} | {sekunden / basis:.1f} "
            f"| {cpu:.1f} | {cpu / basis:.1f} | {gedruckt} |"
        )
    cores = os.cpu_count() or 1
    print(f"\nteste goal: {ZIEL_S:.0f} s on an idle machine = {ZIEL_S / one:.1f} baselines.")
    if args.kosten:
        print(
            f"suite cost goal: 10 s wall per page; a page's serial sum / {cores} cores is its "
            "share of the suite's wall time (the rows 'kosten', count of tests in the last column)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
