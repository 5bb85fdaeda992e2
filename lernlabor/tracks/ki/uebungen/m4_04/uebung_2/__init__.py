"""Übung ``m4-04-uebung-2``: die erste Runde über dem Token-Budget."""

from lernlabor.uebung.definition import Uebung, andere, aus_vertrag, lies

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-04-uebung-2",
    titel="Wann ist das Budget aufgebraucht?",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=dict,
    pruefungen=VERTRAG.pruefungen(),
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
    falsche_antworten=aus_vertrag(VERTRAG),
    andere_loesungen=andere(
        __name__, "anders_formel.py", "anders_bisektion.py", "anders_ohne_text.py"
    ),
    vertrag=VERTRAG,
)
