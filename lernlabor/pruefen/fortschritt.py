"""Wo die Prüfung gerade steht: für die Meldung, wenn das Zeitlimit sie beendet.

Die Kommandozeile beendet dann ihren Kindprozess, der Browser seinen Worker; danach kann die
Prüfung nichts mehr sagen. Darum meldet sie vorher jeden Schritt an ``ziel``, das der Aufrufer
setzt (ohne Ziel kostet ein Schritt einen Vergleich): einen kurzen Text. Aus dem letzten macht
``zeitlimit.zeitlimit_meldung`` nachher die Meldung, mit dem Fall und der Regel, in dem der
Code hing. Dieses Modul importiert nichts aus der Prüfung, die es meldet (kein Import-Kreis).
Läuft in CPython und in Pyodide gleich.
"""

import contextlib
import time

ziel = None  # eine Funktion, die den Text eines Schritts bekommt, oder None
faelle_ab = 0.0  # Sekunden nach dem Start: erst ab dann gehen auch Fälle an ``ziel``
_beginn = [0.0]
_uhr = time.monotonic
TRENNER = "\x1f"


def schritt(*teile):
    """Meldet den Schritt, der jetzt beginnt: ``("start",)``, ``("pruefung", nummer)`` oder
    ``("fall", funktion, nummer)`` (der wievielte gespeicherte Fall der Funktion).

    Einen Fall nur, wenn die Prüfung schon ``faelle_ab`` Sekunden läuft: Im Browser kostet
    jede Nachricht des Workers, und eine Prüfung, die rasch fertig ist, braucht keine. Hängt
    der Code in einem früheren Fall, nennt die Meldung die Prüfung statt des Falls: weniger
    genau, nie falsch.
    """
    if ziel is None:
        return
    if teile[0] == "start":
        _beginn[0] = _uhr()
    elif teile[0] == "fall" and faelle_ab and _uhr() - _beginn[0] < faelle_ab:
        return
    ziel(TRENNER.join(map(str, teile)))


@contextlib.contextmanager
def gemeldet(an, ab=0.0):
    """Solange der Block läuft, gehen die Schritte an ``an``, Fälle ab ``ab`` Sekunden."""
    global ziel, faelle_ab
    ziel, faelle_ab = an, ab
    try:
        yield
    finally:
        ziel, faelle_ab = None, 0.0
