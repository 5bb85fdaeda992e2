"""Gemeinsame Bausteine der Prüfungen von M4·04: Aufrufe mit Rechengrenze, ValueError-Fälle.

Eine Schleife über 10¹² Runden oder eine, die nie endet, darf die Prüfung nicht aufhalten,
auch nicht in Pyodide, wo es keine Threads und Signale gibt. Darum zählt ``begrenzt`` die
Zeilen, die der Code der Lernenden ausführt, und bricht nach einer festen Zahl ab.
"""

import sys

from lernlabor.pruefen import Aufruf, erwarte_ausnahme, kurz, rufe
from lernlabor.pruefen.meldungen import DATEINAME

GRENZE = 1_000_000  # Zeilen: eine Schleife über 40.000 Runden braucht etwa 120.000


class _Zuviel(BaseException):  # noqa: N818 – internes Signal; except Exception fängt es nicht
    """Der Code der Lernenden hat die Rechengrenze erreicht."""


def begrenzt(funktion, *args, grenze=GRENZE):
    """Wie ``rufe``, aber nach ``grenze`` ausgeführten Zeilen der Lernenden abgebrochen.

    Gibt ``(Aufruf, zu_lang)`` zurück; ``zu_lang`` ist True, wenn die Grenze erreicht wurde.
    """
    zaehler = [0]

    def zeile(rahmen, ereignis, arg):
        if ereignis == "line":
            zaehler[0] += 1
            if zaehler[0] > grenze:
                raise _Zuviel
        return zeile

    def rahmen(rahmen_, ereignis, arg):
        return zeile if rahmen_.f_code.co_filename == DATEINAME else None

    vorher = sys.gettrace()
    sys.settrace(rahmen)
    try:
        return rufe(funktion, *args), False
    except _Zuviel:
        return Aufruf(None, None), True
    finally:
        sys.settrace(vorher)


def aufruf_text(name, args):
    """``name(a, b, c)`` für Meldungen."""
    return f"{name}({', '.join(kurz(a) for a in args)})"


def erwarte_valueerror(funktion, name, faelle):
    """Die Rückmeldung zum ersten Fall unter ``faelle`` (Argument-Tupel) ohne ValueError.

    ``None``, wenn jeder Fall einen ValueError mit Text wirft. Läuft ein Fall endlos, sagt
    die Meldung das (etwa eine Schleife, die bei ungültigen Zahlen nie endet).
    """
    from lernlabor.pruefen import falsch

    from . import meldungen as m

    for args in faelle:
        beschreibung = aufruf_text(name, args)
        aufruf, zu_lang = begrenzt(funktion, *args)
        if zu_lang:
            return falsch(m.ENDLOS_STATT_FEHLER.format(aufruf=beschreibung))
        abweichung = erwarte_ausnahme(aufruf, ValueError, beschreibung)
        if abweichung is not None:
            return abweichung
    return None
