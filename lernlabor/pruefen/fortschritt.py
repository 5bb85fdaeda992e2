"""Wo die Prüfung gerade steht: für die Meldung, wenn das Zeitlimit sie beendet.

Die Kommandozeile beendet dann ihren Kindprozess, der Browser seinen Worker; danach kann die
Prüfung nichts mehr sagen. Darum meldet sie vorher jeden Schritt an ``ziel``, das der Aufrufer
setzt (ohne Ziel kostet ein Schritt einen Vergleich): einen kurzen Text. Aus dem letzten macht
``zeitlimit_meldung`` nachher die Meldung, mit dem Fall und der Regel, in dem der Code hing.
Läuft in CPython und in Pyodide gleich.
"""

import contextlib
import time

from . import meldungen as m

ziel = None  # eine Funktion, die den Text eines Schritts bekommt, oder None
faelle_ab = 0.0  # Sekunden nach dem Start: erst ab dann gehen auch Fälle an ``ziel``
_beginn = [0.0]
_uhr = time.monotonic
_TRENNER = "\x1f"


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
    ziel(_TRENNER.join(map(str, teile)))


@contextlib.contextmanager
def gemeldet(an, ab=0.0):
    """Solange der Block läuft, gehen die Schritte an ``an``, Fälle ab ``ab`` Sekunden."""
    global ziel, faelle_ab
    ziel, faelle_ab = an, ab
    try:
        yield
    finally:
        ziel, faelle_ab = None, 0.0


def zeitlimit_meldung(uebung_id, text, dauer):
    """Die Meldung, wenn die Prüfung nach ``dauer`` (etwa „10 Sekunden“) im Schritt ``text``
    abgebrochen wurde; ohne bekannten Schritt die allgemeine."""
    try:
        ort = _ort(uebung_id, (text or "").split(_TRENNER), dauer)
    except Exception:  # noqa: BLE001 – ein kaputter Schritt: die Meldung ohne Ort
        ort = None
    return ort or m.ZEITLIMIT.format(dauer=dauer)


def _ort(uebung_id, teile, dauer):
    from lernlabor.uebung import finde

    uebung = finde(uebung_id)
    if teile[0] == "start":
        return m.ZEITLIMIT_START.format(dauer=dauer)
    if teile[0] == "pruefung":
        pruefung = uebung.pruefungen[int(teile[1])]
        titel = getattr(pruefung, "titel", None) or pruefung.__name__
        return m.ZEITLIMIT_PRUEFUNG.format(dauer=dauer, titel=titel)
    if teile[0] == "fall":
        return _im_fall(uebung, teile[1], int(teile[2]), dauer)
    return None


def _im_fall(uebung, name, nummer, dauer):
    from .ausfuehren import referenz
    from .pruefhilfen import regel_verletzt
    from .vertrag import beobachte

    vertrag = uebung.vertrag
    spezifikation = vertrag.funktion(name)
    fall = [f for f in vertrag.faelle() if f["funktion"] == name][nummer]
    argumente = fall["argumente"]
    # Die Regel wie bei der Rechengrenze (die Regel der Laufzeit, sonst die der Ausnahme, wo
    # der Fall eine verlangt, oder der Rückgabe).
    soll = beobachte(referenz(uebung)[name], spezifikation, argumente)
    regel = vertrag.regel_der_laufzeit(spezifikation, argumente, soll)
    befund = m.ZEITLIMIT_FALL.format(dauer=dauer, fall=spezifikation.beschreibung(argumente))
    return regel_verletzt(regel, befund)
