"""Der Weg einer neuen Autorin, Schritt für Schritt in einer Kopie des Repositorys.

``neu lektion``, ``neu uebung``, den Block einfügen, ``teste`` (grün), eine Zahl brechen,
``teste`` (rot, mit Datei und Zeile, ohne zu schreiben), eine Ausgabe brechen und mit
``--ausgaben-schreiben`` reparieren, dann der strenge Website-Build. Dazu die Fälle, in denen
ein Fehler der Autorin früher an der falschen Stelle oder gar nicht gemeldet wurde.
"""

import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.browser.site import ROOT
from tests.repo_kopie import kopiere_repository, lernlabor

SEITE = "docs/ki/m4/09-woerter.md"


@pytest.fixture
def kopie(tmp_path):
    return kopiere_repository(tmp_path / "repo")


def _zeile(text, teil):
    return next(n for n, z in enumerate(text.splitlines(), 1) if teil in z)


def test_neue_lektion_mit_uebung_vom_ersten_befehl_bis_zum_build(kopie, missing_tool):
    assert lernlabor(kopie, "neu", "lektion", SEITE, "--titel", "Wörter zählen").returncode == 0
    neu = lernlabor(kopie, "neu", "uebung", "m4-09-uebung-1", "--titel", "Wörter zählen")
    assert neu.returncode == 0, neu.stderr
    block = re.search(r"^### Übung 1:.*?^```uebung\n.*?^```\n", neu.stdout, re.M | re.S).group(0)
    seite = kopie / SEITE
    text = seite.read_text("utf-8")
    seite.write_text(text.replace("## Merksatz", block + "\n## Merksatz"), "utf-8")

    gruen = lernlabor(kopie, "teste", SEITE)
    assert gruen.returncode == 0, gruen.stdout + gruen.stderr
    assert "Übungen der Seite: m4-09-uebung-1" in gruen.stdout
    assert re.search(r"In Ordnung: \d+ Prüfungen bestanden", gruen.stdout)

    # Eine falsche Zahl und eine falsche Ausgabe: rot, je mit Datei und Zeile; ein normaler
    # Lauf schreibt nichts. --ausgaben-schreiben repariert die Ausgabe, die Zahl bleibt rot.
    text = seite.read_text("utf-8").replace("9<!-- = len(woerter) -->", "8<!-- = len(woerter) -->")
    text = text.replace("```output\n9 Wörter\n```", "```output\n7 Wörter\n```")
    seite.write_text(text, "utf-8")
    rot = lernlabor(kopie, "teste", SEITE)
    assert rot.returncode == 1, rot.stdout + rot.stderr
    zahl = f"{SEITE}:{_zeile(text, '8<!-- =')}: Text sagt 8, aber len(woerter) ergibt 9"
    ausgabe = _zeile(text, "```output")
    assert zahl in rot.stdout, rot.stdout
    assert f"{SEITE}:{ausgabe}: Die Ausgabe des Blocks ab Zeile" in rot.stdout, rot.stdout
    assert "2 Fehler" in rot.stdout and "Traceback" not in rot.stdout
    assert seite.read_text("utf-8") == text

    # Die Gegenprobe für M4·02 betrifft die neue Seite nicht: Sie bleibt grün.
    gegenprobe = "tests/test_lektionen.py::test_abweichung_im_code_laesst_die_lektion_scheitern"
    lauf = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", gegenprobe]
        + ["-k", "Gegenprobe"],
        cwd=kopie,
        env={**os.environ, "PYTHONPATH": str(kopie)},
        capture_output=True,
        text=True,
    )
    assert lauf.returncode == 0, lauf.stdout + lauf.stderr

    geschrieben = lernlabor(kopie, "teste", SEITE, "--ausgaben-schreiben")
    assert f"output-Block (Zeile {ausgabe})" in geschrieben.stdout, geschrieben.stdout
    assert seite.read_text("utf-8") == text.replace("7 Wörter", "9 Wörter")
    assert geschrieben.returncode == 1 and "1 Fehler" in geschrieben.stdout
    assert zahl in geschrieben.stdout

    if shutil.which("npm") is None and not (ROOT / "node_modules" / "pyodide").is_dir():
        missing_tool("npm is needed to fetch Pyodide for the site build")
    ziel = kopie / "site"
    build = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(ziel)],
        cwd=kopie,
        env={**os.environ, "PYTHONPATH": str(kopie), "NO_MKDOCS_2_WARNING": "1"},
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    warnungen = [z for z in build.stderr.splitlines() if "WARNING" in z]
    assert not warnungen, "\n".join(warnungen)
    html = (ziel / "ki" / "m4" / "09-woerter" / "index.html").read_text("utf-8")
    assert 'data-exercise="m4-09-uebung-1"' in html
    assert "09 Wörter zählen" in (ziel / "index.html").read_text("utf-8")
    assert "Die Schleife endet" in html


def test_fehler_der_autorin_zeigen_auf_ihre_stelle(kopie):
    """Früher gescheiterter Block, falsche Stufe, falsche Meldung einer falschen Antwort."""
    assert lernlabor(kopie, "neu", "lektion", SEITE, "--titel", "Wörter").returncode == 0
    assert lernlabor(kopie, "neu", "uebung", "m4-09-uebung-1", "--titel", "Zählen").returncode == 0
    seite = kopie / SEITE
    text = seite.read_text("utf-8").replace(
        "```python\nwoerter", "```python\nbuch = {}\nbuch['fehlt']\n```\n\n```python\nwoerter"
    )
    text = text.replace(
        "## Merksatz",
        "### Übung 1: Zählen (leicht)\n\n```uebung\nid: m4-09-uebung-1\n```\n\n## Merksatz",
    )
    seite.write_text(text, "utf-8")
    init = kopie / "lernlabor" / "uebung" / "ki" / "m4_09" / "uebung_1" / "__init__.py"
    init.write_text(
        init.read_text("utf-8").replace("Das ist die Zahl der Zeichen", "Buchstaben"), "utf-8"
    )
    lauf = lernlabor(kopie, "teste", SEITE)
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    fehlerzeile = _zeile(text, "buch['fehlt']")
    assert f"{SEITE}:{fehlerzeile}: KeyError: 'fehlt'" in lauf.stdout, lauf.stdout
    block = _zeile(text, "buch = {}")
    assert f"{SEITE}:{block}: Ein früherer Block ist gescheitert (KeyError: 'fehlt')" in lauf.stdout
    falsch = _zeile(init.read_text("utf-8"), '"falsch_zeichen.py"')
    ort = f"lernlabor/uebung/ki/m4_09/uebung_1/__init__.py:{falsch}"
    assert f"{ort}: Die falsche Antwort falsch_zeichen.py bekommt nicht die Meldung" in lauf.stdout
    assert lauf.stdout.count(f"{ort}:") == 1, "derselbe Fehler aus zwei Tests erscheint einmal"

    init.write_text(init.read_text("utf-8").replace('stufe="leicht"', 'stufe="mittelschwer"'))
    lauf = lernlabor(kopie, "teste", SEITE)
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    assert "Die Stufe 'mittelschwer' gibt es nicht. Erlaubt: leicht, mittel, schwer." in lauf.stdout
    assert "lernlabor/uebung/ki/m4_09/uebung_1/__init__.py:" in lauf.stdout
