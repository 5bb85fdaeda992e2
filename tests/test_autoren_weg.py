"""Der Weg der Autorenseite, so wie sie ihn beschreibt, in einer Kopie des Repositorys.

„Von Anfang an: eine Übung im neuen Track“ (docs/autoren/index.md) zeigt Befehle und Dateien
der Übung zur Worthäufigkeit. Der Test führt genau die Befehle der Seite aus, schreibt genau
ihre Dateien in den Ordner der Übung, setzt ihren Aufgabentext ein und verlangt, dass
``lernlabor teste`` die Seite besteht. Dann bricht er das Format einer Datei: ``teste`` muss
scheitern und Datei und Zeile nennen, ``teste --fix`` muss es beheben. Kürzel und Ordner des
Tracks werden zur Laufzeit frei gewählt, damit ein echter Track ``python`` ihn nicht stört.
"""

import re
import shlex
from pathlib import Path

import pytest

from tests.repo_kopie import WURZEL, freier_ordner, freies_kuerzel, kopiere_repository, lernlabor

AUTORENSEITE = WURZEL / "docs" / "autoren" / "index.md"
ABSCHNITT = "## Von Anfang an: eine Übung im neuen Track"


def _abschnitt(text, titel):
    anfang = text.index(titel)
    ende = text.find("\n## ", anfang + len(titel))
    return text[anfang : ende if ende > 0 else None]


def weg_der_seite():
    """Befehle, Dateien und Aufgabentext, wie die Autorenseite sie zeigt."""
    seite = AUTORENSEITE.read_text("utf-8")
    bash = [
        zeile
        for teil in (_abschnitt(seite, "## Ein neuer Track"), _abschnitt(seite, ABSCHNITT))
        for block in re.findall(r"^```bash\n(.*?)^```$", teil, re.M | re.S)
        for zeile in block.splitlines()
        if zeile.startswith(("uv run lernlabor neu ", "uv run lernlabor faelle "))
    ]
    weg = _abschnitt(seite, ABSCHNITT)
    dateien = dict(
        re.findall(r'^```py3 title="p1_01/uebung_1/([\w.]+)"\n(.*?)^```$', weg, re.M | re.S)
    )
    aufgabe = re.search(r"^````markdown title=\"[^\"]*\"\n(.*?)^````$", weg, re.M | re.S)
    return bash, dateien, aufgabe.group(1)


def test_die_autorenseite_zeigt_den_ganzen_weg():
    befehle, dateien, aufgabe = weg_der_seite()
    assert [shlex.split(b)[3:6] for b in befehle] == [
        ["neu", "track", "p"],
        ["neu", "uebung", "p1-01-uebung-1"],
        ["neu", "lektion", "docs/python/p1/01-woerter.md"],
        ["faelle", "p1-01-uebung-1"],
    ]
    assert set(dateien) == {
        "__init__.py",
        "vertrag.py",
        "starter.py",
        "loesung.py",
        "falsch_gross.py",
        "falsch_leer.py",
        "falsch_counter.py",
        "anders_counter.py",
    }
    assert "```uebung\nid: p1-01-uebung-1\n```" in aufgabe


def frei_fuer(kuerzel, ordner):
    """Text der Seite mit Kürzel und Ordner eines anderen Tracks statt „p“ und „python“."""

    def frei(text):
        text = re.sub(r"\bp1([-_])01", rf"{kuerzel}1\g<1>01", text).replace("/p1/", f"/{kuerzel}1/")
        # Nur der Ordner „python“, nie ein Teil eines anderen Namens: Gibt es den Track schon,
        # heißt der freie Ordner „python2“, und aus „docs/python2“ darf kein „python22“ werden.
        return re.sub(r"(?<=/)python\b", ordner, text)

    return frei


def lege_uebung_der_seite_an(kopie, lauf, kuerzel="p", ordner="python"):
    """Der Weg der Autorenseite in ``kopie``: ihre Befehle (``lauf(zeile, teile)`` führt
    ``lernlabor *teile`` aus, ``zeile`` steht so auf der Seite), ihre Dateien statt denen der
    Vorlage, ihr Aufgabentext in der neuen Lektion. Gibt den Ordner der Übung und die Seite."""
    frei = frei_fuer(kuerzel, ordner)
    befehle, dateien, aufgabe = weg_der_seite()
    neu = [b for b in befehle if " neu " in b]
    for zeile in neu:
        teile = shlex.split(frei(zeile))[3:]
        if teile[1] == "track":
            teile[2:4] = [kuerzel, ordner]
        lauf(zeile, teile)
    uebung = kopie / "lernlabor" / "tracks" / ordner / "uebungen" / f"{kuerzel}1_01" / "uebung_1"
    for datei in [*uebung.glob("*.py"), uebung / "faelle.json"]:  # die Dateien der Vorlage
        datei.unlink()  # weichen denen der Seite
    for name, text in dateien.items():
        (uebung / name).write_text(frei(text), "utf-8")
    for zeile in befehle[len(neu) :]:  # lernlabor faelle: die Fälle aus dem neuen Vertrag
        lauf(zeile, shlex.split(frei(zeile))[3:])
    seite = kopie / frei("docs/python/p1/01-woerter.md")
    text = seite.read_text("utf-8")
    anfang, ende = text.index("### Übung 1:"), text.index("## Merksatz")
    seite.write_text(text[:anfang] + frei(aufgabe) + "\n" + text[ende:], "utf-8")
    return uebung, seite


@pytest.mark.slow
def test_die_uebung_der_autorenseite_besteht_teste_und_ein_formatfehler_nicht(tmp_path):
    kopie = kopiere_repository(tmp_path / "repo")
    kuerzel, ordner = freies_kuerzel(), freier_ordner("python")

    def lauf(zeile, teile):
        ergebnis = lernlabor(kopie, *teile)
        assert ergebnis.returncode == 0, f"{zeile}\n{ergebnis.stdout}{ergebnis.stderr}"
        if teile[1] == "uebung":  # das Modul hat noch keinen Namen: Der nächste Schritt sagt es
            assert '--titel "…" --modul "…"' in ergebnis.stdout, ergebnis.stdout

    uebung, seite = lege_uebung_der_seite_an(kopie, lauf, kuerzel, ordner)
    assert (uebung / "faelle.json").is_file()
    relativ = seite.relative_to(kopie).as_posix()

    # Ein Formatfehler (nur ruff format sieht ihn) und ein unbenutzter Import (ruff check):
    # teste wird rot und nennt beide mit Datei und Zeile. Danach macht --fix die Datei wieder
    # zu der, die die Autorenseite beschreibt, und teste ist grün: So zeigt ein Lauf weniger
    # beides (ein eigener grüner Lauf davor kostete 15 s der Suite).
    pruefungen = uebung / "vertrag.py"
    richtig = pruefungen.read_text("utf-8")
    zeile = richtig.splitlines().index("VERTRAG = Vertrag(") + 1
    kaputt = richtig.replace("VERTRAG = Vertrag(", "VERTRAG  =  Vertrag(")
    pruefungen.write_text(
        kaputt.replace(
            "\nfrom lernlabor.pruefen.bereiche", "\nimport os\nfrom lernlabor.pruefen.bereiche"
        )
    )
    import_zeile = richtig.splitlines().index("from lernlabor.pruefen.bereiche import Text") + 1
    rot = lernlabor(kopie, "teste", relativ)
    assert rot.returncode == 1, rot.stdout + rot.stderr
    datei = pruefungen.relative_to(kopie).as_posix()
    assert f"{datei}:{zeile + 1}: ruff format würde" in rot.stdout, rot.stdout
    assert f"{datei}:{import_zeile}: ruff F401: `os` imported but unused" in rot.stdout
    assert "+VERTRAG = Vertrag(" in rot.stdout

    repariert = lernlabor(kopie, "teste", relativ, "--fix")
    assert repariert.returncode == 0, repariert.stdout + repariert.stderr
    assert f"ruff hat 1 Datei(en) korrigiert: {datei}." in repariert.stdout
    assert re.search(
        r"^In Ordnung: \d+ Prüfungen bestanden\.\nDauer: \d+,\d s$", repariert.stdout, re.M
    )
    assert pruefungen.read_text("utf-8") == richtig
    starter = weg_der_seite()[1]["starter.py"]
    assert Path(uebung / "starter.py").read_text("utf-8") == frei_fuer(kuerzel, ordner)(starter)
