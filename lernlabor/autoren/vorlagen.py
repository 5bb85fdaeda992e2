"""Die Dateien, die ``lernlabor neu`` anlegt, als Vorlagen mit ``$platzhaltern``.

Die Übung ist echt, keine Attrappe: ``zaehle_woerter(text)`` mit Prüfungen, die mehrere Fälle
rechnen, zwei typischen Pannen und einer anderen richtigen Lösung. So besteht die Suite
sofort, und Autorinnen ersetzen Aufgabe, Code und Prüfungen Stück für Stück durch ihre.
``string.Template``, weil der Code geschweifte Klammern enthält.
"""

import json
from string import Template

LEKTION_INIT = Template('''\
"""Die Übungen der Lektion $lektion.

Jedes Unterpaket ist eine Übung; das Register (``lernlabor.uebung``) findet sie.
"""
''')


def python_text(text):
    """Ein String-Literal für ``text``, mit den Anführungszeichen, die ruff format wählt."""
    if text.count('"') > text.count("'"):  # dann weniger Masken in einfachen Anführungszeichen
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"
    return json.dumps(text, ensure_ascii=False)


def im_docstring(text):
    """``text`` wörtlich in einem Docstring: Backslash und Anführungszeichen maskiert."""
    return text.replace("\\", "\\\\").replace('"', '\\"')


TRACK_INIT = Template('''\
"""Track $titel.

Seine Übungen liegen in ``uebungen/``, eine Lektion je Paket; was er sonst braucht (etwa einen
Simulator oder lokale Skripte), liegt daneben.
"""
''')

UEBUNGEN_INIT = Template('''\
"""Die Übungen des Tracks $titel, eine Lektion je Paket."""
''')

TRACK_TOML = Template("""\
[[tool.lernlabor.track]]
kuerzel = "$kuerzel"
ordner = "$ordner"
titel = $titel
""")

TRACK_SEITE = Template("""\
# Track $titel

Die Lektionen dieses Tracks. Die Tabelle entsteht beim Bauen aus den Seiten in
`docs/$ordner/`: Titel, Dauer und Zahl der Übungen stehen so da, wie jede Lektion sie angibt,
und **Weiter** führt zur ersten Übung, die du noch nicht bestanden hast.

```kurs
ordner: $ordner
```

(Vorlage von `lernlabor neu track`. Erzähle hier in zwei, drei Sätzen, was der Track lehrt
und für wen er ist.)
""")

RUFF_TOML = """\
# Code der Lernenden (Starter, Lösungen, falsche Antworten) benutzt Namen, die „im Setup“
# stehen, ohne sie zu importieren. Trage genau diese Namen unter builtins ein; jeder andere
# undefinierte Name bleibt ein Fehler (F821).
extend = "../../../../../pyproject.toml"
builtins = []

# Lernenden-Code steht so da, wie ihn die Lektion zeigt: Der Formatierer lässt ihn in Ruhe,
# und lange Zeilen sind dort erlaubt.
[format]
exclude = ["**/starter.py", "**/loesung.py", "**/falsch_*.py", "**/anders_*.py"]

[lint.per-file-ignores]
"**/starter.py" = ["E501", "F841", "B007"]  # ein Starter ist absichtlich unfertig
"**/loesung.py" = ["E501"]
"**/falsch_*.py" = ["E501"]
"**/anders_*.py" = ["E501"]
"""

UEBUNG_INIT = Template('''\
"""Übung ``$id``: $titel_doc."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf (dieselben Namen in ruff.toml)."""
    return {}


UEBUNG = Uebung(
    id="$id",
    titel=$titel,
    stufe="$stufe",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "text.split() zerlegt den Text in eine Liste von Wörtern; len() zählt sie.",
        "split() ohne Argument trennt an jeder Folge von Leerraum und lässt leere Teile weg.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_zeichen.py", "Das ist die Zahl der Zeichen"),
        ("falsch_leerzeichen.py", "Zählst du Leerzeichen?"),
    ),
    andere_loesungen=andere(__name__, "anders_schleife.py"),
)
''')

PRUEFUNGEN = Template('''\
"""Die Prüfungen von ``$id``: Die Vorlage prüft ``zaehle_woerter(text)``.

Ersetze Funktion, Fälle und Meldungen durch die deiner Übung. Jede Prüfung bekommt den
Namensraum, in dem der Code der Lernenden lief, und gibt eine Rückmeldung zurück; für
„falsch“ wirft sie nichts. Mehrere Fälle je Prüfung, damit keine halbe Lösung durchrutscht.
Darunter liegt das Netz: ``vergleich`` ruft Lösung und Musterlösung auf den Fällen von
``faelle(zufall)`` auf und meldet die erste Abweichung, auch eine, die keiner vorhersah.
"""

from lernlabor.pruefen import (
    aufruf_fall,
    erwarte_gleich,
    falsch,
    hole_funktion,
    pruefung,
    richtig,
    rufe,
    vergleich,
)

NAME = "zaehle_woerter"
PARAMETER = "text"
FAELLE = ("Hallo Welt", "ein  Satz   mit Lücken", "  vorne und hinten  ", "", "eins")
LEERZEICHEN = (
    " Zählst du Leerzeichen? Mehrere Leerzeichen hintereinander, am Anfang oder am Ende "
    "trennen keine weiteren Wörter."
)


def _funktion(namensraum):
    return hole_funktion(namensraum, NAME, PARAMETER)


@pruefung("Signatur von zaehle_woerter")
def signatur(namensraum):
    """Die Funktion gibt es, mit genau diesen Parametern."""
    return _funktion(namensraum)[1] or richtig(f"def {NAME}({PARAMETER}) stimmt.")


@pruefung("zaehle_woerter zählt Wörter")
def zaehlt_woerter(namensraum):
    """Alle Fälle: ein Satz, Lücken, Leerzeichen am Rand, ein leerer Text, ein Wort."""
    zaehle_woerter, fehlt = _funktion(namensraum)
    if fehlt:
        return fehlt
    for text in FAELLE:
        aufruf = rufe(zaehle_woerter, text)
        erwartet = len(text.split())
        if aufruf.ausnahme is None and aufruf.wert == len(text) != erwartet:
            meldung = f"{NAME}({text!r}) gab {aufruf.wert} zurück. Das ist die Zahl der Zeichen."
            return falsch(meldung, schluessel="zeichen")
        abweichung = erwarte_gleich(aufruf, erwartet, f"{NAME}({text!r})")
        if abweichung and aufruf.wert == text.count(" ") + 1:
            return falsch(abweichung.text + LEERZEICHEN, schluessel="leerzeichen")
        if abweichung:
            return abweichung
    return richtig(f"{NAME} zählt in allen {len(FAELLE)} Fällen richtig.")


def faelle(zufall):
    """Für das Netz: Ränder und zufällige Texte mit Umlauten, Tabs und Zeilenumbrüchen."""
    texte = ["", " ", "\\t\\n", "ein", "zwei  Wörter", " Rand "]
    texte += [zufall.text(zeichen="ab äß漢 \\t\\n") for _ in range(12)]
    return [aufruf_fall(NAME, text) for text in texte]


PRUEFUNGEN = (signatur, zaehlt_woerter, vergleich(NAME, PARAMETER, faelle))
''')

STARTER = """\
def zaehle_woerter(text):
    # Zerlege den Text in Wörter und gib zurück, wie viele es sind.
    pass
"""

LOESUNG = """\
def zaehle_woerter(text):
    return len(text.split())
"""

ANDERS_SCHLEIFE = """\
def zaehle_woerter(text):
    anzahl = 0
    im_wort = False
    for zeichen in text:
        if zeichen.isspace():
            im_wort = False
        elif not im_wort:
            anzahl += 1
            im_wort = True
    return anzahl
"""

FALSCH_ZEICHEN = """\
def zaehle_woerter(text):
    return len(text)
"""

FALSCH_LEERZEICHEN = """\
def zaehle_woerter(text):
    return text.count(" ") + 1
"""

UEBUNG_DATEIEN = {
    "__init__.py": UEBUNG_INIT,
    "pruefungen.py": PRUEFUNGEN,
    "starter.py": STARTER,
    "loesung.py": LOESUNG,
    "anders_schleife.py": ANDERS_SCHLEIFE,
    "falsch_zeichen.py": FALSCH_ZEICHEN,
    "falsch_leerzeichen.py": FALSCH_LEERZEICHEN,
}

AUFGABE = (
    "Schreibe `zaehle_woerter(text)`, die zurückgibt, wie viele Wörter in `text` stehen. "
    "(Vorlage von `lernlabor neu uebung`: Ersetze Aufgabe, Code und Prüfungen durch deine.)"
)

OHNE_UEBUNGEN = """\
Lege jede Übung mit `uv run lernlabor neu uebung <id> --titel "<Titel>"` an und setze hier
Überschrift, Aufgabentext und den Übungsblock ein, die der Befehl ausgibt."""

# Kopfzeile jeder Lektion; lessons.py liest Modul, Baustein und Dauer aus ihr.
KOPF = "# {titel}\n\n*Track {track} · {modul} · Baustein {baustein} · etwa 30 Minuten*\n\n"

# Der Rumpf einer Lektion, wenn ihr Track keine eigene Vorlage nennt (``vorlage`` in
# pyproject.toml). ``neu track`` legt eine Kopie davon in den Ordner des neuen Tracks.
# Platzhalter: $uebungen (Pflicht), $titel; ein $ sonst bleibt, wie es ist.
LEKTION_NEUTRAL = """\
## Worum es geht

Zwei, drei Absätze: Welche Frage beantwortet diese Lektion, und was kannst du danach?
(Vorlage von `lernlabor neu lektion`. Ersetze jeden Abschnitt durch deinen eigenen Text.)

## Konzept

### Schritt 1: Ein Block, der läuft

Jeder Python-Block dieser Seite läuft in den Tests, alle in einem gemeinsamen Namensraum.
Was ein Block ausgibt, steht im `output`-Block direkt darunter.

```python
woerter = "Jeder Block dieser Seite läuft in den Tests mit".split()
print(len(woerter), "Wörter")
```

```output
9 Wörter
```

Eine Zahl im Text trägt den Ausdruck, der sie berechnet: Der Satz oben hat
9<!-- = len(woerter) --> Wörter.

### Schritt 2: Der nächste Gedanke

Jeder Schritt baut auf dem vorigen auf und endet mit etwas, das du ausprobieren kannst.

## Fallen

!!! warning "Fehler, die hier leicht passieren"
    1. **Eine typische Panne.** Woran man sie erkennt und wie man sie vermeidet.

## Übungen

$uebungen

## Merksatz

!!! abstract "Merksatz"
    Ein oder zwei Sätze, die von der Lektion bleiben sollen.

## Prüfstein

!!! question "Prüfstein"
    Eine Frage, an der du merkst, ob du den Kern verstanden hast.

## Quelle

Worauf die Lektion beruht (Kursbuch, Modul, Baustein). Was darüber hinausgeht, steht hier
mit seinem Stand und einem Link, unter dem du es nachprüfen kannst.
"""
