"""Eine Lektion in einer veränderten Kopie prüfen: Macht eine Abweichung im Code sie rot?

Die Mutationstests von M4·02, M4·03 und M4·04 zeigen, dass die Blöcke einer Seite und ihre
Zahlen im Text wirklich an den Code gebunden sind. Dazu kopieren sie ``lernlabor`` und
``docs``, ändern genau eine Stelle und lassen pytest über die Seite laufen. Das steht hier
einmal, damit alle drei gleich kopieren, gleich streng mutieren und gleich aufrufen.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

WURZEL = Path(__file__).resolve().parent.parent
# test_lektionen.py braucht markdown_lauf.py und dieses Modul; mehr aus tests/ nicht.
TESTDATEIEN = ("__init__.py", "markdown_lauf.py", "kopie.py", "test_lektionen.py")


def lauf_in_kopie(tmp_path, seite, mutation=None):
    """Kopiert nach ``tmp_path``, wendet ``mutation`` an und prüft ``seite`` mit pytest.

    ``seite`` ist der Pfad einer Lektion unter ``docs/``, ``mutation`` ein Tripel
    ``(datei, alt, neu)`` mit ``datei`` relativ zur Wurzel; ``alt`` muss genau einmal
    vorkommen, sonst prüfte der Test eine Änderung, die gar nicht geschah. Geprüft werden
    die Blöcke der Seite und ihre Zahlen im Text (nur diese Seite: eine falsche Zahl auf
    einer anderen gehört nicht in den Test). Gibt den ``CompletedProcess`` zurück.
    """
    for teil in ("lernlabor", "docs"):  # mit __pycache__: siehe tests/repo_kopie.py
        shutil.copytree(WURZEL / teil, tmp_path / teil)
    (tmp_path / "tests").mkdir()
    for teil in TESTDATEIEN:
        shutil.copy(WURZEL / "tests" / teil, tmp_path / "tests" / teil)
    if mutation:
        datei, alt, neu = mutation
        ziel = tmp_path / datei
        text = ziel.read_text("utf8")
        assert text.count(alt) == 1, f"{alt!r} kommt in {datei} nicht genau einmal vor"
        ziel.write_text(text.replace(alt, neu), "utf8")

    seite = Path(seite).resolve()
    befehl = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", "."]
    befehl += ["-o", "addopts=", "-o", "testpaths=", "--markdown-docs", "-p", "tests.markdown_lauf"]
    befehl += [
        str(seite.relative_to(WURZEL)),
        "tests/test_lektionen.py::test_zahlen_im_text_stimmen_mit_dem_code"
        f"[{seite.relative_to(WURZEL / 'docs')}]",
    ]
    umgebung = {**os.environ, "PYTHONPATH": str(tmp_path)}
    return subprocess.run(
        befehl, cwd=tmp_path, env=umgebung, capture_output=True, text=True, timeout=300
    )
