"""Übung ``beispiel-verdoppeln``: das vollständige kleine Beispiel der Autorenseite."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was „im Setup“ steht: hier nichts, die Übung braucht keine vorgegebenen Namen."""
    return {}


UEBUNG = Uebung(
    id="beispiel-verdoppeln",
    titel="Eine Zahl verdoppeln",
    stufe="leicht",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Die Funktion bekommt eine Zahl und soll das Doppelte zurückgeben, als Zahl derselben "
        "Art: für eine ganze Zahl eine ganze Zahl.",
        "Mit `return` gibst du einen Wert zurück; `print` zeigt ihn nur an.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_print.py", "Fehlt ein return?"),
        ("falsch_quadrat.py", "Das ist das Quadrat"),
        ("falsch_kommazahl.py", "erwartet 0 (int), bekommen 0.0 (float)"),
        ("falsch_int.py", "erwartet 1.0 (float), bekommen 1 (int)"),
    ),
    andere_loesungen=andere(__name__, "anders_plus.py"),
    zeitlimit=5.0,
)
