"""Aufrufe in den Code der Lernenden mit Rechengrenze: auch in Pyodide, ohne Threads und Signale.

Eine Schleife, die nie endet, darf keine Prüfung aufhalten. Die ``Rechengrenze`` zählt die
Zeilen, die der Code der Lernenden (Dateiname ``<dein Code>``) ausführt, und bricht nach einer
festen Zahl ab. Code der Musterlösung und der Prüfungen zählt nicht mit. ``sys.settrace`` ist
teuer (in Pyodide erst recht), darum bleibt eine Grenze für viele Aufrufe eingeschaltet.
"""

import sys

from .meldungen import DATEINAME
from .pruefhilfen import Aufruf, rufe

GRENZE = 1_000_000  # Zeilen: eine Schleife über 40.000 Runden braucht etwa 120.000


class _Zuviel(BaseException):  # noqa: N818 – internes Signal; except Exception fängt es nicht
    """Der Code der Lernenden hat die Rechengrenze erreicht."""


class Rechengrenze:
    """Ein Kontext, in dem ``rufe`` jeden Aufruf nach ``grenze`` Zeilen der Lernenden abbricht.

    Läuft schon eine Grenze (verschachtelt), bleibt sie bestehen und zählt weiter.
    """

    def __init__(self, grenze=GRENZE):
        self.grenze = grenze
        self.zeilen = 0
        self._vorher = None
        self._aktiv = False

    def _zeile(self, rahmen, ereignis, arg):
        if ereignis == "line":
            self.zeilen += 1
            if self.zeilen > self.grenze:
                raise _Zuviel
        return self._zeile

    def _rahmen(self, rahmen, ereignis, arg):
        return self._zeile if rahmen.f_code.co_filename == DATEINAME else None

    def __enter__(self):
        self._vorher = sys.gettrace()
        self._aktiv = not isinstance(getattr(self._vorher, "__self__", None), Rechengrenze)
        if self._aktiv:
            sys.settrace(self._rahmen)
        return self

    def __exit__(self, *fehler):
        if self._aktiv:
            sys.settrace(self._vorher)

    def rufe(self, funktion, *args, **kwargs):
        """Wie ``pruefhilfen.rufe``; gibt ``(Aufruf, zu_lang)``, der Zähler beginnt bei 0."""
        self.zeilen = 0
        try:
            return rufe(funktion, *args, **kwargs), False
        except _Zuviel:
            return Aufruf(None, None), True


def begrenzt(funktion, *args, grenze=GRENZE, **kwargs):
    """Wie ``rufe``, aber nach ``grenze`` ausgeführten Zeilen der Lernenden abgebrochen.

    Gibt ``(Aufruf, zu_lang)`` zurück; ``zu_lang`` ist True, wenn die Grenze erreicht wurde.
    """
    with Rechengrenze(grenze) as rechengrenze:
        return rechengrenze.rufe(funktion, *args, **kwargs)
