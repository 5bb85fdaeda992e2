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

from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf (dieselben Namen in ruff.toml)."""
    return {}


UEBUNG = Uebung(
    id="$id",
    titel=$titel,
    stufe="$stufe",
    setup=setup,
    hinweise=(
        "text.split() zerlegt den Text in eine Liste von Wörtern; len() zählt sie.",
        "split() ohne Argument trennt an jeder Folge von Leerraum und lässt leere Teile weg.",
    ),
    vertrag=VERTRAG,
    # Verhält sich ein Mutant wie die Lösung (lernlabor teste --mutanten), markiere
    # ihn mit Zeile, Stück, Ersatz und Grund; die Anweisung liest gleichwertige aus der Lösung:
    # gleichwertige_mutanten=gleichwertige(lies(__name__, "loesung.py"), (2, "alt", "neu", "…")),
)
''')

VERTRAG = Template('''\
"""Der Vertrag von ``$id``: Die Vorlage verlangt ``zaehle_woerter(text)``.

Ersetze Funktion, Bereiche und Regeln durch die deiner Übung. Die Regeln zeigt die Seite
über dem Editor, jede Meldung nennt die verletzte; Fälle sucht
``uv run lernlabor faelle $id`` aus den Bereichen und legt sie in faelle.json ab. Die
bekannten Irrtümer sind die falsch_*.py daneben, je mit dem Docstring „Regel N: Diagnose“.
Einen Bereich, den ``lernlabor.pruefen.bereiche`` nicht hat (ein Skript für ein Modell, ein
Verlauf), baust du ohne Klasse: ``bereich(raender, strategie, gueltig, zeige=…, wie=…)``.
"""

from lernlabor.pruefen.bereiche import Text
from lernlabor.pruefen.vertrag import Funktion, Parameter, Regel, Vertrag

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "zaehle_woerter",
            (Parameter("text", Text()),),
            beispiele=(("ein  Satz   mit Lücken",),),
        ),
    ),
    regeln=(
        Regel(
            1, "`zaehle_woerter(text)` gibt als `int` zurück, wie viele Wörter in `text` stehen."
        ),
        Regel(
            2,
            "Wörter trennt Leerraum: Leerzeichen, Tabs und Zeilenumbrüche, auch mehrere "
            "hintereinander und am Rand.",
            wann=lambda a: any(z.isspace() for z in a["text"]),
        ),
    ),
)
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
\"\"\"Regel 1: Das ist die Zahl der Zeichen, nicht die der Wörter.\"\"\"


def zaehle_woerter(text):
    return len(text)
"""

FALSCH_LEERZEICHEN = """\
\"\"\"Regel 2: Zählst du Leerzeichen? Mehrere hintereinander, am Anfang oder am Ende trennen
keine weiteren Wörter, und Tabs und Zeilenumbrüche trennen auch.
\"\"\"


def zaehle_woerter(text):
    return text.count(" ") + 1
"""

UEBUNG_DATEIEN = {
    "__init__.py": UEBUNG_INIT,
    "vertrag.py": VERTRAG,
    "starter.py": STARTER,
    "loesung.py": LOESUNG,
    "anders_schleife.py": ANDERS_SCHLEIFE,
    "falsch_zeichen.py": FALSCH_ZEICHEN,
    "falsch_leerzeichen.py": FALSCH_LEERZEICHEN,
}

AUFGABE = (
    "Schreibe `zaehle_woerter(text)`, die zurückgibt, wie viele Wörter in `text` stehen. "
    "(Vorlage von `lernlabor neu uebung`: Ersetze Aufgabe, Code und Vertrag durch deine.)"
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
