"""Übung ``m4-04-uebung-3``: den Verlauf auf ein Fenster kürzen und die Summe berechnen."""

from lernlabor.uebung.definition import Uebung, gleichwertige, lies

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-04-uebung-3",
    titel="Den Verlauf kürzen",
    stufe="mittel",
    setup=dict,
    hinweise=(
        "Gehe die Runden `k = 1` bis `runden` durch und addiere "
        "`start + min(k - 1, fenster) * zuwachs`.",
        "Der Start reist in jeder Runde mit; gekürzt werden nur die alten Ergebnisse.",
        "`fenster=0` ist ein gültiges Fenster: jede Runde schickt nur den Start. Prüfe mit "
        "`fenster < 0`, nicht mit „`not fenster`“.",
        "Mit der Last der Lektion und `fenster=3` muss 56000 herauskommen.",
    ),
    vertrag=VERTRAG,
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (8, "k - 1, fenster", "fenster, k - 1", "min(a, b) ist für ganze Zahlen gleich min(b, a)."),
    ),
)
