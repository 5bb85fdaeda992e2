"""Übung ``m4-04-uebung-3``: den Verlauf auf ein Fenster kürzen und die Summe berechnen."""

from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht: nichts, die Übung rechnet nur mit Zahlen."""
    return {}


UEBUNG = Uebung(
    id="m4-04-uebung-3",
    titel="Den Verlauf kürzen",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Gehe die Runden `k = 1` bis `runden` durch und addiere "
        "`start + min(k - 1, fenster) * zuwachs`.",
        "Der Start reist in jeder Runde mit; gekürzt werden nur die alten Ergebnisse.",
        "`fenster=0` ist ein gültiges Fenster: jede Runde schickt nur den Start. Prüfe mit "
        "`fenster < 0`, nicht mit „`not fenster`“.",
        "Mit der Last der Lektion und `fenster=3` muss 56000 herauskommen.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_ohne_fenster.py", "volle Summe ohne Kürzung"),
        ("falsch_min_k.py", "nicht min(k, fenster)"),
        ("falsch_ohne_start.py", "Der Start fehlt in den gekürzten Runden"),
        ("falsch_nur_start.py", "Ab dem Fenster schickst du nur noch den Start"),
        ("falsch_fenster_null_ohne_grenze.py", "fenster=0 heißt: kein einziges Ergebnis"),
        ("falsch_ohne_valueerror.py", "(0, 2000, 1500, 3) sollte einen ValueError"),
        ("falsch_formel_float.py", "Tokenzahlen sind ganze Zahlen"),
        ("falsch_formel_int_gerundet.py", "Bei so großen Zahlen rundet float"),
        ("falsch_abkuerzung_vor_pruefung.py", "und trotzdem rechnet deine Funktion"),
    ),
    andere_loesungen=andere(__name__, "anders_formel.py", "anders_generator.py"),
    zeitlimit=10.0,
    gleichwertige_mutanten=(
        gleichwertig(
            "summe += start + min(k - 1, fenster) * zuwachs",
            "summe += start + min(fenster, k - 1) * zuwachs",
            "min ist symmetrisch: Für zwei ganze Zahlen ist min(a, b) dasselbe wie min(b, a).",
        ),
    ),
)
