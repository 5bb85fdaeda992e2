"""Übung ``m4-03-uebung-2``: große Tool-Ergebnisse kürzen (``kuerze``, ``mit_hinweis``)."""

from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-03-uebung-2",
    titel="Große Ergebnisse kürzen",
    stufe="leicht",
    setup=dict,
    hinweise=(
        "`kuerze`: Zuerst der Fehlerfall (`max_zeichen < 0`), dann „passt der Text?“ mit "
        "`len(text) <= max_zeichen`, erst danach wird gekürzt.",
        "Der Rest ist, was wegfällt: `len(text) - max_zeichen`. Der Hinweis beginnt mit einem "
        'Zeilenumbruch: `f"\\n...[gekürzt, {rest} weitere Zeichen]"`.',
        "`mit_hinweis`: `zeilen[:max_zeilen]` schneidet eine Kopie ab, auch wenn es weniger "
        "Zeilen gibt. Gekürzt wurde genau dann, wenn `len(zeilen)` größer ist als das, was du "
        "zeigst.",
        "Der `hinweis` nennt die gezeigte Zahl, dann die Gesamtzahl und sagt mit "
        "„weitere“ oder „mehr“, dass es noch Treffer gibt.",
    ),
    vertrag=VERTRAG,
)
