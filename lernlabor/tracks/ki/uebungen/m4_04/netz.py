"""Das Netz unter den Prüfungen von M4·04: Fälle mit ihren Argumenten und gemeinsame Diagnosen.

Alle drei Übungen rechnen mit Tokenzahlen. Ihre Vergleiche mit der Musterlösung (siehe
``lernlabor.pruefen.netz``) scheitern an denselben Stellen: eine ungültige Zahl, die
durchgeht, eine Kommazahl statt einer ganzen Zahl, float-Rundung bei großen Werten, ein
Argument, das die Funktion verändert. ``diagnose`` nennt diese Irrtümer in einem Satz, vor
dem Soll-Ist-Vergleich der Maschine.
"""

from lernlabor.pruefen import aufruf_fall, erste_abweichung
from lernlabor.pruefen import meldungen as pm

from . import meldungen as m


def fall(name, *args, zweimal=False, groesse=None):
    """``aufruf_fall(name, *args)``, aber ohne zweiten Aufruf, wenn nicht verlangt.

    ``zweimal`` nur, wo ein Argument veränderlich ist (ein dict): Bei reinen Zahlen kostet
    der zweite Aufruf Zeit und zeigt nichts Neues.
    """
    return aufruf_fall(name, *args, zweimal=zweimal, groesse=groesse)


def _eingaben(ausgang):
    return [daten for art, daten in ausgang.eintraege if art == pm.VERGLEICH_EINGABEN]


def _rueckgaben(ausgang):
    werte = [daten for art, daten in ausgang.eintraege if art == pm.VERGLEICH_RUECKGABE]
    return [*werte, ausgang.wert]


def _ungueltig(parameter, argumente, mindestens):
    """Der erste Parameter, dessen Wert unter seiner Grenze liegt: ``(name, wert, grenze)``."""
    for name, wert in zip(parameter, argumente, strict=False):
        grenze = mindestens.get(name, 0)
        if isinstance(wert, int) and wert < grenze:
            return name, wert, grenze
    return None


def _zahlenfehler(soll, ist):
    """Ein Satz zur ersten abweichenden Zahl: float statt int oder float-Rundung."""
    stelle = erste_abweichung(soll, ist)
    if stelle is None:
        return None
    _, a, b = stelle
    if type(a) is int and isinstance(b, float):
        return m.GANZE_ZAHL
    if type(a) is int and type(b) is int and abs(a) >= 2**53 and abs(a - b) <= abs(a) // 10**9:
        return m.FLOAT_GERUNDET
    return None


def diagnose(parameter, mindestens=None):
    """Baut ``diagnose(fall, soll, ist)`` für ``vergleich``; ``parameter`` als Namen-Tupel.

    ``mindestens`` nennt Untergrenzen, die nicht 0 sind (etwa ``{"runden": 1}``).
    """
    mindestens = mindestens or {}

    def erkenne(fall, soll, ist):
        argumente = fall.argumente
        if isinstance(soll.ausnahme, ValueError) and ist.ausnahme is None and not ist.zu_lang:
            falsch = _ungueltig(parameter, argumente, mindestens)
            if falsch is not None:
                name, wert, grenze = falsch
                return m.UNGUELTIG_ANGENOMMEN.format(name=name, wert=wert, grenze=grenze)
        for vorher, nachher in zip(_eingaben(soll), _eingaben(ist), strict=False):
            stelle = erste_abweichung(vorher, nachher)
            if stelle is not None:
                index = int(stelle[0][1:].split("]")[0]) if stelle[0].startswith("[") else 0
                name = parameter[index] if index < len(parameter) else "ein Argument"
                return m.EINGABE_VERAENDERT.format(name=name)
        if soll.ausnahme is None and ist.ausnahme is None:
            for a, b in zip(_rueckgaben(soll), _rueckgaben(ist), strict=False):
                satz = _zahlenfehler(a, b)
                if satz:
                    return satz
        return None

    return erkenne


def verkette(*diagnosen):
    """Mehrere Diagnosen hintereinander: Die erste, die etwas sagt, gilt."""

    def erkenne(fall, soll, ist):
        for d in diagnosen:
            satz = d(fall, soll, ist)
            if satz:
                return satz
        return None

    return erkenne
