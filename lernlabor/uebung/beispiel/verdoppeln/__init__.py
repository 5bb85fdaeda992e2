"""Übung ``beispiel-verdoppeln``: das vollständige kleine Beispiel der Autorenseite."""

from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG


def setup():
    """Was „im Setup“ steht: hier nichts, die Übung braucht keine vorgegebenen Namen."""
    return {}


UEBUNG = Uebung(
    id="beispiel-verdoppeln",
    titel="Eine Zahl verdoppeln",
    stufe="leicht",
    setup=setup,
    hinweise=(
        "Die Funktion bekommt eine Zahl und soll das Doppelte zurückgeben, als Zahl derselben "
        "Art: für eine ganze Zahl eine ganze Zahl.",
        "Mit `return` gibst du einen Wert zurück; `print` zeigt ihn nur an.",
    ),
    zeitlimit=5.0,
    vertrag=VERTRAG,
)
