"""Die Abschnitte einer Lektion: welche Pflicht sind, welche frei, in welcher Reihenfolge.

Eine Stelle für drei Leser: die Autorenseite (ihre Tabelle muss dieser Liste entsprechen),
die Vorlagen von ``neu lektion`` und den Test, der jede Lektion jedes Tracks prüft
(``tests/test_autoren_abschnitte.py``). Gezählt werden die Überschriften ``## …`` der Seite
außerhalb von Code-Blöcken; ``###`` und tiefer sind frei.
"""

import re
from dataclasses import dataclass

from . import meldungen as m


@dataclass(frozen=True)
class Abschnitt:
    """Ein Abschnitt einer Lektion: Überschrift, Pflicht oder frei, was hineingehört."""

    name: str
    pflicht: bool
    inhalt: str


# In dieser Reihenfolge. EIGENE steht für beliebige weitere Abschnitte an dieser Stelle.
EIGENE = "(eigene Abschnitte)"
ABSCHNITTE = (
    Abschnitt("Worum es geht", True, "Was du lernst, was du vorher können solltest"),
    Abschnitt("Von JS/TS her gedacht", False, "Was aus JavaScript oder TypeScript bekannt ist"),
    Abschnitt("Konzept", True, "Die Sache in Schritten (`### Schritt 1: …`), mit Beispielen"),
    Abschnitt("Fallen", True, "Fehler, die in der Praxis wirklich passieren"),
    Abschnitt("Übungen", True, "Aufgabentexte mit ihren ```` ```uebung ````-Blöcken"),
    Abschnitt(EIGENE, False, "etwa eine Zusatzübung oder ein Skript im lokalen Lernlabor"),
    Abschnitt("Merksatz", True, "Ein, zwei Sätze, die bleiben sollen"),
    Abschnitt("Prüfstein", True, "Eine Frage, an der man merkt, ob man den Kern verstanden hat"),
    Abschnitt("Quelle", True, "Worauf die Lektion beruht, mit Stand und Link"),
)

_ZAUN = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def ueberschriften(text):
    """Die Überschriften ``## …`` außerhalb von Code-Blöcken: (Zeile, Text)."""
    gefunden, zaun = [], None
    for nummer, zeile in enumerate(text.splitlines(), 1):
        treffer = _ZAUN.match(zeile)
        if treffer and (zaun is None or treffer[1].startswith(zaun)):
            zaun = None if zaun else treffer[1][0] * 3
            continue
        if zaun is None and zeile.startswith("## "):
            gefunden.append((nummer, zeile[3:].strip().rstrip("#").strip()))
    return gefunden


def pruefe_abschnitte(text):
    """Die Verstöße einer Lektion gegen ``ABSCHNITTE`` als Liste von (Zeile, Meldung)."""
    benannt = [a.name for a in ABSCHNITTE if a.name != EIGENE]
    fehler, stelle = [], 0  # stelle: Index in ABSCHNITTE, bis zu dem die Seite gekommen ist
    for zeile, name in ueberschriften(text):
        if name in benannt:
            index = next(i for i, a in enumerate(ABSCHNITTE) if a.name == name)
            if index < stelle:
                fehler.append((zeile, m.ABSCHNITT_REIHENFOLGE.format(name=name)))
                continue
            fehlend = [a.name for a in ABSCHNITTE[stelle:index] if a.pflicht]
            if fehlend:
                liste = ", ".join(f"„{n}“" for n in fehlend)
                fehler.append((zeile, m.ABSCHNITT_FEHLT_VOR.format(name=name, fehlend=liste)))
            stelle = index + 1
            continue
        eigene = next(i for i, a in enumerate(ABSCHNITTE) if a.name == EIGENE)
        if stelle == eigene:
            continue
        fehler.append((zeile, m.ABSCHNITT_EIGENER_ORT.format(name=name)))
    rest = [a.name for a in ABSCHNITTE[stelle:] if a.pflicht]
    if rest:
        zeilen = len(text.splitlines()) or 1
        liste = ", ".join(f"„{n}“" for n in rest)
        fehler.append((zeilen, m.ABSCHNITT_FEHLT_AM_ENDE.format(fehlend=liste)))
    return fehler


def tabelle():
    """Die Tabelle der Abschnitte, wie sie auf der Autorenseite steht (Markdown)."""
    zeilen = ["| Abschnitt | Pflicht? | Was hineingehört |", "| --- | --- | --- |"]
    for abschnitt in ABSCHNITTE:
        name = abschnitt.name if abschnitt.name == EIGENE else f"`## {abschnitt.name}`"
        art = "Pflicht" if abschnitt.pflicht else "frei"
        zeilen.append(f"| {name} | {art} | {abschnitt.inhalt} |")
    return "\n".join(zeilen) + "\n"
