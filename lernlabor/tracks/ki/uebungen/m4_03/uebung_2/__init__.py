"""Übung ``m4-03-uebung-2``: große Tool-Ergebnisse kürzen (``kuerze``, ``mit_hinweis``)."""

from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht: hier nichts, beide Funktionen kommen ohne Helfer aus."""
    return {}


UEBUNG = Uebung(
    id="m4-03-uebung-2",
    titel="Große Ergebnisse kürzen",
    stufe="leicht",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "`kuerze`: Zuerst der Fehlerfall (`max_zeichen < 0`), dann „passt der Text?“ mit "
        "`len(text) <= max_zeichen`, erst danach wird gekürzt.",
        "Der Rest ist, was wegfällt: `len(text) - max_zeichen`. Der Hinweis beginnt mit einem "
        'Zeilenumbruch: `f"\\n...[gekürzt, {rest} weitere Zeichen]"`.',
        "`mit_hinweis`: `zeilen[:max_zeilen]` schneidet eine Kopie ab, auch wenn es weniger "
        "Zeilen gibt. Gekürzt wurde genau dann, wenn `len(zeilen)` größer ist als das, was du "
        "zeigst.",
        "Der Satz im `hinweis` nennt die gezeigte Zahl, die Gesamtzahl und sagt mit „weitere“ "
        "oder „mehr“, dass es noch Treffer gibt.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_rest_gesamtlaenge.py", "die Länge des ganzen Texts"),
        ("falsch_kleiner_statt_kleiner_gleich.py", "Vergleiche mit <=, nicht mit <"),
        ("falsch_ohne_valueerror.py", "Wirf vorher einen ValueError"),
        ("falsch_englischer_hinweis.py", "aus der englischen Quelle"),
        ("falsch_ohne_zeilenumbruch.py", "fehlt der Zeilenumbruch"),
        ("falsch_hinweis_in_der_grenze.py", "Text und Hinweis zusammen max_zeichen lang"),
        ("falsch_hinweis_ohne_zahlen.py", "soll beide Zahlen nennen"),
        ("falsch_hinweis_ohne_weitere.py", "sagt aber nicht, dass es weitere Treffer gibt"),
        ("falsch_schluessel_note.py", "Hier heißt er 'hinweis'"),
        ("falsch_hinweis_immer.py", "also ist hinweis None"),
        ("falsch_hinweis_groesser_gleich.py", "Vergleiche mit >, nicht >="),
        ("falsch_data_ungekuerzt.py", "Du gibst alle Zeilen zurück"),
        ("falsch_hinweis_vertauscht.py", "nennt die Gesamtzahl 120 vor der gezeigten Zahl 50"),
        ("falsch_hinweis_keine_weiteren.py", "sagt das Gegenteil"),
        ("falsch_bytes_statt_zeichen.py", "Du zählst Bytes statt Zeichen"),
    ),
    andere_loesungen=andere(__name__, "anders_bedingter_ausdruck.py", "anders_schrittweise.py"),
    gleichwertige_mutanten=(
        gleichwertig(
            "raise ValueError(f'max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}')",
            "raise ValueError(f'max_zeichen darf nicht negativ sein, bekommen: ')",
            "Die Aufgabe verlangt einen ValueError mit einem Text; welcher, lässt sie offen.",
            zeile=3,
        ),
    ),
)
