"""Eine Arbeitskopie des Repositorys für Tests, die Dateien anlegen (``lernlabor neu``, ``teste``).

Kopiert wird der Arbeitsbaum ohne Git, virtuelle Umgebung und Caches; ``node_modules`` wird
verlinkt, damit der Website-Build dasselbe Pyodide findet, ohne es erneut zu holen.
"""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

WURZEL = Path(__file__).resolve().parent.parent
WEGLASSEN = shutil.ignore_patterns(
    ".git",
    ".venv",
    "node_modules",
    "site",
    ".cache",
    "__pycache__",
    ".pytest_cache",
    ".ruff_cache",
    "*.pyc",
)


def kopiere_repository(ziel):
    """Legt die Kopie in ``ziel`` an und gibt ihren Pfad zurück.

    Liegt ``shared/`` (Werkzeug und Quellen für die Prüfung „eigene Worte“) neben dem
    Repository, liegt es als Link auch neben der Kopie: ``teste`` prüft dort, was CI prüft.
    """
    shutil.copytree(WURZEL, ziel, ignore=WEGLASSEN)
    if (WURZEL / "node_modules").is_dir():
        (ziel / "node_modules").symlink_to(WURZEL / "node_modules", target_is_directory=True)
    shared, daneben = WURZEL.parent / "shared", ziel.parent / "shared"
    if shared.is_dir() and not daneben.exists():
        daneben.symlink_to(shared, target_is_directory=True)
    return ziel


def lernlabor(kopie, *argumente, timeout=600):
    """``python -m lernlabor …`` in der Kopie, mit dem Paket der Kopie."""
    umgebung = {**os.environ, "PYTHONPATH": str(kopie), "PYTHONIOENCODING": "utf-8"}
    umgebung["NO_MKDOCS_2_WARNING"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "lernlabor", *argumente],
        cwd=kopie,
        env=umgebung,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def fingerabdruck(ordner):
    """Ein Hash über Pfade und Inhalte aller Dateien (ohne Caches): „nichts verändert“."""
    summe = hashlib.sha256()
    for pfad in sorted(Path(ordner).rglob("*")):
        teile = set(pfad.relative_to(ordner).parts)
        if teile & {"node_modules", "__pycache__", ".pytest_cache", ".ruff_cache"}:
            continue
        summe.update(str(pfad.relative_to(ordner)).encode())
        if pfad.is_file():
            summe.update(pfad.read_bytes())
    return summe.hexdigest()
