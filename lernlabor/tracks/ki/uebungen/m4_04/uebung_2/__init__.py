"""Übung ``m4-04-uebung-2``: die erste Runde über dem Token-Budget."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht: nichts, die Übung rechnet nur mit Zahlen."""
    return {}


UEBUNG = Uebung(
    id="m4-04-uebung-2",
    titel="Wann ist das Budget aufgebraucht?",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
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
    falsche_antworten=falsche(
        __name__,
        ("falsch_groesser_gleich.py", "heißt >, nicht >="),
        ("falsch_ab_null.py", "eine Runde zu früh"),
        ("falsch_runde_statt_summe.py", "Input einer einzelnen Runde"),
        ("falsch_quadratisch.py", "ist zu langsam"),
        ("falsch_endlos_bei_null.py", "runde_ueber_budget(100, 0, 0) rechnet ohne Ende"),
        ("falsch_ohne_valueerror.py", "runde_ueber_budget(-1, 2000, 1500) sollte einen ValueError"),
        ("falsch_formel_float.py", "Bei großen Budgets rundet float"),
        ("falsch_formel_nachgebessert.py", "Bei großen Budgets rundet float"),
        ("falsch_bisektion_obergrenze.py", "Endet deine Suche an einer festen Obergrenze"),
        ("falsch_formel_ergebnis_float.py", "Tokenzahlen sind ganze Zahlen"),
    ),
    andere_loesungen=andere(__name__, "anders_formel.py", "anders_bisektion.py"),
    zeitlimit=10.0,
)
