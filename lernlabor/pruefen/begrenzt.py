"""Aufrufe in den Code der Lernenden mit Rechengrenze: auch in Pyodide, ohne Threads und Signale.

Eine Schleife, die nie endet, darf keine Prüfung aufhalten. ``begrenzt`` zählt die Zeilen, die
der Code der Lernenden (Dateiname ``<dein Code>``) ausführt, und bricht nach einer festen Zahl
ab. Code der Musterlösung und der Prüfungen zählt nicht mit.
"""

import sys

from .meldungen import DATEINAME
from .pruefhilfen import Aufruf, rufe

GRENZE = 1_000_000  # Zeilen: eine Schleife über 40.000 Runden braucht etwa 120.000


class _Zuviel(BaseException):  # noqa: N818 – internes Signal; except Exception fängt es nicht
    """Der Code der Lernenden hat die Rechengrenze erreicht."""


def begrenzt(funktion, *args, grenze=GRENZE, **kwargs):
    """Wie ``rufe``, aber nach ``grenze`` ausgeführten Zeilen der Lernenden abgebrochen.

    Gibt ``(Aufruf, zu_lang)`` zurück; ``zu_lang`` ist True, wenn die Grenze erreicht wurde.
    Eine schon laufende Grenze (verschachtelt) bleibt bestehen und zählt weiter.
    """
    vorher = sys.gettrace()
    if getattr(vorher, "lernlabor_grenze", False):
        return rufe(funktion, *args, **kwargs), False
    zaehler = [0]

    def zeile(rahmen, ereignis, arg):
        if ereignis == "line":
            zaehler[0] += 1
            if zaehler[0] > grenze:
                raise _Zuviel
        return zeile

    def rahmen(rahmen_, ereignis, arg):
        return zeile if rahmen_.f_code.co_filename == DATEINAME else None

    rahmen.lernlabor_grenze = True
    sys.settrace(rahmen)
    try:
        return rufe(funktion, *args, **kwargs), False
    except _Zuviel:
        return Aufruf(None, None), True
    finally:
        sys.settrace(vorher)
