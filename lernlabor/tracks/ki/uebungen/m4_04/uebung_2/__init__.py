"""Übung ``m4-04-uebung-2``: die erste Runde über dem Token-Budget."""

from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-04-uebung-2",
    titel="Wann ist das Budget aufgebraucht?",
    stufe="mittel",
    setup=dict,
    hinweise=(
        "Führe zwei Zahlen mit: die Runde und die laufende Summe. Solange die Summe nicht "
        "größer als das Budget ist, kommt die nächste Runde dazu.",
        "„Größer als“ heißt `>`: Eine Summe, die das Budget genau erreicht, ist noch nicht "
        "darüber.",
        "Addiere je Runde nur deren Input (`summe += ...`). Die ganze Summe jedes Mal neu zu "
        "bilden ist bei `10**12` viel zu langsam.",
        "Prüfe vor der Schleife: negative Zahlen und `start == zuwachs == 0` geben einen "
        "`ValueError`, sonst endet die Schleife nie.",
    ),
    vertrag=VERTRAG,
)
