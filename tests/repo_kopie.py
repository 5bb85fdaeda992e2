"""Eine Arbeitskopie des Repositorys für Tests, die Dateien anlegen (``lernlabor neu``, ``teste``).

Kopiert wird der Arbeitsbaum ohne Git, virtuelle Umgebung und Caches; ``node_modules`` wird
verlinkt, damit der Website-Build dasselbe Pyodide findet, ohne es erneut zu holen. Die
``__pycache__``-Ordner kommen mit (``copytree`` behält die Zeitstempel, Python und pytest
prüfen sie): Sonst übersetzte jeder Befehl in der Kopie alle Module neu, denn auf diesen
Maschinen darf ein Kindprozess keinen Bytecode schreiben (PYTHONDONTWRITEBYTECODE). Ein
``lernlabor teste`` in einer frischen Kopie dauerte so 28 statt 18 Sekunden.

Die Ausgaben der Notebook-Seiten (``.cache/notebooks``, ``lernlabor/web/notebook_cache.py``)
teilt die Kopie mit dem Repository, als Link: Ein Eintrag gilt nur, solange jede Datei, die
die Seite beim Ausführen importiert hat, in der Kopie denselben Inhalt hat, und die Pakete
dieselbe Version; sonst führt der Build der Kopie die Seite aus (ihr Eintrag ersetzt dann den
des Repositorys, dessen nächster Build sie wieder ausführt). Ein Build der Kopie, der die
Seite unverändert baut, führt sie also nicht noch einmal aus, auch nicht, während der Build
der Suite sie gerade ausführt: Er wartet auf dessen Sperre und nimmt das Ergebnis.
"""

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

WURZEL = Path(__file__).resolve().parent.parent
NOTEBOOK_CACHE = Path(".cache") / "notebooks"  # wie lernlabor.web.notebook_cache.CACHE
CACHES = {"node_modules", "__pycache__", ".pytest_cache", ".ruff_cache"}  # für fingerabdruck
WEGLASSEN = shutil.ignore_patterns(
    ".git",
    ".venv",
    "node_modules",
    "site",
    ".cache",
    ".pytest_cache",
    ".ruff_cache",
)


def kopiere_repository(ziel):
    """Legt die Kopie in ``ziel`` an und gibt ihren Pfad zurück.

    Liegt ``shared/`` (Werkzeug und Quellen für die Prüfung „eigene Worte“) neben dem
    Repository, liegt es als Link auch neben der Kopie: ``teste`` prüft dort, was CI prüft.
    """
    shutil.copytree(WURZEL, ziel, ignore=WEGLASSEN)
    notebooks = WURZEL / NOTEBOOK_CACHE
    notebooks.mkdir(parents=True, exist_ok=True)
    (ziel / NOTEBOOK_CACHE).parent.mkdir()
    (ziel / NOTEBOOK_CACHE).symlink_to(notebooks, target_is_directory=True)
    if (WURZEL / "node_modules").is_dir():
        (ziel / "node_modules").symlink_to(WURZEL / "node_modules", target_is_directory=True)
    shared, daneben = WURZEL.parent / "shared", ziel.parent / "shared"
    if shared.is_dir() and not daneben.exists():
        daneben.symlink_to(shared, target_is_directory=True)
    return ziel


def lernlabor(kopie, *argumente, timeout=600):
    """``python -m lernlabor …`` in der Kopie, mit dem Paket der Kopie.

    Der Befehl sieht einen Kern (``PYTHON_CPU_COUNT``, ab Python 3.13): Die Suite hält alle
    Kerne schon beschäftigt, und ``teste`` verteilte sich sonst auf zwei pytest-Prozesse, die
    je alle Tests sammeln. Dieselben Prüfungen laufen dann in einem Prozess, mit halber
    Rechenzeit: test_autoren_weg 20 → 10,5 s, test_fehler_der_autorin… 16 → 7,8 s.
    """
    umgebung = {**os.environ, "PYTHONPATH": str(kopie), "PYTHONIOENCODING": "utf-8"}
    umgebung["NO_MKDOCS_2_WARNING"] = "1"
    umgebung["PYTHON_CPU_COUNT"] = "1"
    return subprocess.run(
        [sys.executable, "-m", "lernlabor", *argumente],
        cwd=kopie,
        env=umgebung,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def fingerabdruck(ordner):
    """Ein Hash über Pfade und Inhalte aller Dateien (ohne Caches): „nichts verändert“.

    ``os.walk`` lässt die Caches aus, statt sie erst zu durchlaufen: 18 statt 87 ms je Aufruf,
    und die Tests, die nichts berühren dürfen, rufen ihn zweimal je Fall.
    """
    summe = hashlib.sha256()
    for wurzel, ordner_darin, dateien in os.walk(ordner):
        ordner_darin[:] = sorted(set(ordner_darin) - CACHES)  # nicht betreten
        relativ = Path(wurzel).relative_to(ordner)
        for name in ordner_darin:
            summe.update(f"{relativ / name}/\n".encode())
        for name in sorted(dateien):
            summe.update(f"{relativ / name}\n".encode())
            with open(os.path.join(wurzel, name), "rb") as datei:
                summe.update(hashlib.sha256(datei.read()).digest())
    return summe.hexdigest()


def freie_lektion(wurzel=WURZEL, track="ki", modul="m4"):
    """Eine zweistellige Baustein-Nummer, die der Track noch nicht hat, als Paket oder als Seite.

    Tests, die eine Lektion anlegen, nehmen sie, statt eine feste Nummer zu wählen: Legt eine
    Autorin die echte Lektion 09 an, bleibt die Suite grün.
    """
    uebungen = Path(wurzel) / "lernlabor" / "tracks" / track / "uebungen"
    seiten = Path(wurzel) / "docs" / track / modul
    for zahl in range(1, 100):
        nummer = f"{zahl:02d}"
        if not (uebungen / f"{modul}_{nummer}").exists() and not list(seiten.glob(f"{nummer}-*")):
            return nummer
    raise RuntimeError(f"Der Track {track} hat keine freie Nummer mehr in {modul}.")


def freie_uebung(wurzel=WURZEL, lektion="ki/uebungen/m4_02"):
    """Die kleinste Nummer n, für die es ``uebung_<n>`` in der Lektion noch nicht gibt."""
    ordner = Path(wurzel) / "lernlabor" / "tracks" / lektion
    return next(n for n in range(1, 1000) if not (ordner / f"uebung_{n}").exists())


def unbekannte_uebung():
    """Eine id, die das Register nicht kennt, auch nachdem eine Autorin Übungen anlegt: die
    nächste freie Übung in M4·02."""
    return f"m4-02-uebung-{freie_uebung()}"


def freies_kuerzel(wurzel=WURZEL):
    """Ein Buchstabe, den kein Track in pyproject.toml als Kürzel hat."""
    from lernlabor.autoren.tracks import tracks

    vergeben = {t.kuerzel for t in tracks(Path(wurzel))}
    return next(b for b in "xyzqwvutsrponlkjihgfedcba" if b not in vergeben)


def freier_ordner(name, wurzel=WURZEL):
    """``name`` oder ``name2``, ``name3`` …: ein Track-Ordner, den es weder unter ``docs/``
    noch unter ``lernlabor/tracks/`` gibt; Tests, die einen Track anlegen, nehmen ihn."""
    for zahl in range(1, 100):
        ordner = name if zahl == 1 else f"{name}{zahl}"
        belegt = (Path(wurzel) / "docs" / ordner, Path(wurzel) / "lernlabor" / "tracks" / ordner)
        if not any(pfad.exists() for pfad in belegt):
            return ordner
    raise RuntimeError(f"kein freier Ordner für {name}")
