"""Der Weg einer neuen Autorin, Schritt für Schritt in einer Kopie des Repositorys.

``neu lektion``, ``neu uebung``, den Block einfügen, ``teste`` (grün), eine Zahl brechen,
``teste`` (rot, mit Datei und Zeile, ohne zu schreiben), eine Ausgabe brechen und mit
``--ausgaben-schreiben`` reparieren. Dann ein zweiter Track, ohne eine Zeile Python:
``neu track``, ``neu uebung``, ``neu lektion`` (mit dem Übungsblock), ``teste``, der strenge
Website-Build für beide, die neue Übung im Browser und axe auf den Seiten aus den Vorlagen.
Die beiden Hälften laufen als zwei Tests, je in einer Kopie, nebeneinander.
Dazu die Fälle, in denen ein Fehler der Autorin früher an der falschen Stelle oder gar nicht
gemeldet wurde. Die Nummer der neuen Lektion wird zur Laufzeit gewählt, damit sie nie auf eine
echte trifft.
"""

import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.browser.site import ROOT
from tests.repo_kopie import (
    freie_lektion,
    freier_ordner,
    freies_kuerzel,
    kopiere_repository,
    lernlabor,
)

NUMMER = freie_lektion()
SEITE = f"docs/ki/m4/{NUMMER}-woerter.md"
NEU_ID = f"m4-{NUMMER}-uebung-1"
KUERZEL = freies_kuerzel()  # der zweite Track: ein Kürzel, das noch keiner hat
TRACK_ID = f"{KUERZEL}1-01-uebung-1"
# Sein Ordner steht im Alphabet vor "ki": Die Befehle ordnen Tracks wie pyproject.toml und Menü.
ORDNER = freier_ordner("anfang")
TRACK_SEITE = f"docs/{ORDNER}/{KUERZEL}1/01-summe.md"


@pytest.fixture
def kopie(tmp_path):
    return kopiere_repository(tmp_path / "repo")


def _zeile(text, teil):
    return next(n for n, z in enumerate(text.splitlines(), 1) if teil in z)


def _neue_lektion(kopie):
    """``neu lektion``, ``neu uebung`` und der Block der Übung auf der Seite; gibt die Seite."""
    assert lernlabor(kopie, "neu", "lektion", SEITE, "--titel", "Wörter zählen").returncode == 0
    neu = lernlabor(kopie, "neu", "uebung", NEU_ID, "--titel", "Wörter zählen")
    assert neu.returncode == 0, neu.stderr
    block = re.search(r"^### Übung 1:.*?^```uebung\n.*?^```\n", neu.stdout, re.M | re.S).group(0)
    seite = kopie / SEITE
    text = seite.read_text("utf-8")
    seite.write_text(text.replace("## Merksatz", block + "\n## Merksatz"), "utf-8")
    return seite


# Eine falsche Zahl: So steht die Seite nach --ausgaben-schreiben da (die Ausgabe repariert, die
# Zahl nicht), und so baut sie der zweite Test; beide Tests brauchen je eine Kopie und laufen
# nebeneinander (zusammen waren es 108 s in einem Arbeitsprozess).
FALSCHE_ZAHL = ("9<!-- = len(woerter) -->", "8<!-- = len(woerter) -->")


@pytest.mark.slow
def test_neue_lektion_mit_uebung_teste_gruen_rot_und_ausgaben_geschrieben(kopie):
    seite = _neue_lektion(kopie)
    gruen = lernlabor(kopie, "teste", SEITE)
    assert gruen.returncode == 0, gruen.stdout + gruen.stderr
    assert f"Übungen der Seite: {NEU_ID}" in gruen.stdout
    assert re.search(r"In Ordnung: \d+ Prüfungen bestanden", gruen.stdout)

    # Eine falsche Zahl und eine falsche Ausgabe: rot, je mit Datei und Zeile; ein normaler
    # Lauf schreibt nichts. --ausgaben-schreiben repariert die Ausgabe, die Zahl bleibt rot.
    text = seite.read_text("utf-8").replace(*FALSCHE_ZAHL)
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


@pytest.mark.slow
def test_neue_lektion_und_zweiter_track_im_strengen_build_und_im_browser(
    kopie, missing_tool, chromium
):
    seite = _neue_lektion(kopie)
    # die Seite, wie sie der erste Test nach --ausgaben-schreiben hinterlässt
    text = seite.read_text("utf-8")
    assert FALSCHE_ZAHL[0] in text
    seite.write_text(text.replace(*FALSCHE_ZAHL), "utf-8")
    _zweiter_track(kopie)

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
    html = (ziel / "ki" / "m4" / f"{NUMMER}-woerter" / "index.html").read_text("utf-8")
    assert f'data-exercise="{NEU_ID}"' in html
    assert f"{NUMMER} Wörter zählen" in (ziel / "index.html").read_text("utf-8")
    assert "Die Schleife endet" in html
    uebersicht = (ziel / ORDNER / "index.html").read_text("utf-8")
    assert "01 Summe" in uebersicht and "Track Zweiter" in uebersicht
    seite = ziel / ORDNER / f"{KUERZEL}1" / "01-summe" / "index.html"
    assert f'data-exercise="{TRACK_ID}"' in seite.read_text("utf-8")
    _im_browser(ziel, kopie, chromium)


def _zweiter_track(kopie):
    """Ein zweiter Track mit Übung und Lektion, nur mit den Befehlen; teste ist grün."""
    track = lernlabor(kopie, "neu", "track", KUERZEL, ORDNER, "--titel", "Zweiter")
    assert track.returncode == 0, track.stderr
    neu = lernlabor(kopie, "neu", "uebung", TRACK_ID, "--titel", "Summe")
    assert neu.returncode == 0, neu.stderr
    assert f"lernlabor/tracks/{ORDNER}/uebungen/" in neu.stdout
    lektion = lernlabor(
        kopie, "neu", "lektion", TRACK_SEITE, "--titel", "Summe", "--modul", "Zahlen"
    )
    assert lektion.returncode == 0, lektion.stderr
    text = (kopie / TRACK_SEITE).read_text("utf-8")
    assert text.startswith(f"# Summe\n\n*Track Zweiter · {KUERZEL.upper()}1 Zahlen · Baustein 01")
    assert f"```uebung\nid: {TRACK_ID}\n```" in text
    gruen = lernlabor(kopie, "teste", TRACK_SEITE)
    assert gruen.returncode == 0, gruen.stdout + gruen.stderr
    assert f"Übungen der Seite: {TRACK_ID}" in gruen.stdout
    liste = lernlabor(kopie, "liste")
    assert re.search(rf"^Track Zweiter\n{TRACK_ID} +Summe \(leicht\)$", liste.stdout, re.M), (
        liste.stdout
    )
    assert liste.stdout.index("Track KI\n") < liste.stdout.index("Track Zweiter\n")
    ordner = uebung_des_tracks(kopie)
    assert lernlabor(kopie, "pruefe", TRACK_ID, str(ordner / "loesung.py")).returncode == 0
    assert lernlabor(kopie, "pruefe", TRACK_ID, str(ordner / "starter.py")).returncode == 1


def uebung_des_tracks(kopie):
    """Der Ordner der Übung im zweiten Track."""
    return kopie / "lernlabor" / "tracks" / ORDNER / "uebungen" / f"{KUERZEL}1_01" / "uebung_1"


def _im_browser(ziel, kopie, chromium):
    """Die Übung des zweiten Tracks in Chromium: Die Lösung besteht, der Starter nicht. Die
    Seiten aus den Vorlagen (Lektion und Übersicht des Tracks) bestehen axe (WCAG 2.1 AA)."""
    from tests.browser.server import SiteServer
    from tests.test_barrierefreiheit import AXE, axe_violations, report
    from tests.test_browser import press, result, set_code

    ordner = uebung_des_tracks(kopie)
    fremd = []
    with SiteServer(ziel) as server:
        kontext = chromium.new_context()
        page = kontext.new_page()
        page.on("request", lambda r: r.url.startswith(server.origin) or fremd.append(r.url))
        page.goto(server.url + f"{ORDNER}/{KUERZEL}1/01-summe/")
        for datei, erwartet in (("loesung.py", "bestanden"), ("starter.py", "nicht-bestanden")):
            set_code(page, TRACK_ID, (ordner / datei).read_text("utf-8"))
            press(page, TRACK_ID, "Prüfen")
            assert result(page, TRACK_ID)[0] == erwartet, datei
            selector = f'[data-exercise="{TRACK_ID}"] [role="status"]'
            page.evaluate(f"document.querySelector('{selector}').removeAttribute('data-result')")
        axe = AXE.read_text("utf-8")
        for pfad in (None, f"{ORDNER}/"):  # die Lektion, wie sie ist; dann die Übersicht
            if pfad:
                page.goto(server.url + pfad)
            verstoesse = axe_violations(page, axe)
            assert verstoesse == [], f"{page.url}:\n{report(verstoesse)}"
        # Die Startseite zeigt je Track eine Übersicht, und progress.js füllt jede aus.
        page.goto(server.url)
        for track in (ORDNER, "ki"):
            stand = page.locator(f'.ll-kurs[data-ordner="{track}"] .ll-stand').first
            stand.and_(page.locator("[data-bestanden]")).wait_for()
            assert re.fullmatch(r"\d+ von \d+ bestanden( ✓)?", stand.inner_text()), track
        assert (
            " von 1 bestanden" in page.locator(f'[data-ordner="{ORDNER}"] .ll-stand').inner_text()
        )
        kontext.close()
    assert not fremd, fremd


def test_fehler_der_autorin_zeigen_auf_ihre_stelle(kopie):
    """Früher gescheiterter Block, falsche Stufe, falsche Meldung einer falschen Antwort."""
    assert lernlabor(kopie, "neu", "lektion", SEITE, "--titel", "Wörter").returncode == 0
    assert lernlabor(kopie, "neu", "uebung", NEU_ID, "--titel", "Zählen").returncode == 0
    seite = kopie / SEITE
    text = seite.read_text("utf-8").replace(
        "```python\nwoerter", "```python\nbuch = {}\nbuch['fehlt']\n```\n\n```python\nwoerter"
    )
    text = text.replace(
        "## Merksatz",
        f"### Übung 1: Zählen (leicht)\n\n```uebung\nid: {NEU_ID}\n```\n\n## Merksatz",
    )
    seite.write_text(text, "utf-8")
    init = (
        kopie
        / "lernlabor"
        / "tracks"
        / "ki"
        / "uebungen"
        / f"m4_{NUMMER}"
        / "uebung_1"
        / "__init__.py"
    )
    # Eine falsche Antwort geändert, die Fälle nicht neu gesucht: Ihre Diagnose fehlt dann.
    falsch = init.parent / "falsch_zeichen.py"
    falsch.write_text(
        falsch.read_text("utf-8").replace("return len(text)", "return len(text) + 1"), "utf-8"
    )
    lauf = lernlabor(kopie, "teste", SEITE)
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    fehlerzeile = _zeile(text, "buch['fehlt']")
    assert f"{SEITE}:{fehlerzeile}: KeyError: 'fehlt'" in lauf.stdout, lauf.stdout
    block = _zeile(text, "buch = {}")
    assert f"{SEITE}:{block}: Ein früherer Block ist gescheitert (KeyError: 'fehlt')" in lauf.stdout
    # Diagnose und Regel stehen im Docstring der Datei: Dort ist der Fehler zu beheben.
    ort = f"lernlabor/tracks/ki/uebungen/m4_{NUMMER}/uebung_1/falsch_zeichen.py:1"
    assert f"{ort}: Die falsche Antwort falsch_zeichen.py bekommt nicht die Meldung" in lauf.stdout
    assert lauf.stdout.count(f"{ort}:") == 1, "derselbe Fehler aus zwei Tests erscheint einmal"

    init.write_text(init.read_text("utf-8").replace('stufe="leicht"', 'stufe="mittelschwer"'))
    lauf = lernlabor(kopie, "teste", SEITE)
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    assert "Die Stufe 'mittelschwer' gibt es nicht. Erlaubt: leicht, mittel, schwer." in lauf.stdout
    assert f"lernlabor/tracks/ki/uebungen/m4_{NUMMER}/uebung_1/__init__.py:" in lauf.stdout

    # Eine id, die es nicht gibt: einmal gemeldet, an der Zeile der id auf der Seite.
    init.write_text(init.read_text("utf-8").replace('stufe="mittelschwer"', 'stufe="leicht"'))
    unbekannt = f"m4-{NUMMER}-uebung-9"
    seite.write_text(text.replace(f"id: {NEU_ID}", f"id: {unbekannt}"), "utf-8")
    lauf = lernlabor(kopie, "teste", SEITE)
    assert lauf.returncode == 1, lauf.stdout + lauf.stderr
    zeile = _zeile(text, f"id: {NEU_ID}")
    assert f"{SEITE}:{zeile}: Unbekannte Übung '{unbekannt}'" in lauf.stdout, lauf.stdout
    assert lauf.stdout.count(f"Unbekannte Übung '{unbekannt}'") == 1, lauf.stdout
