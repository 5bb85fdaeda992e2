"""Mutanten des Wächters, die sich in der Übung wie die Musterlösung verhalten, mit Grund.

``lernlabor/tracks/ki/simulator/kommando.py`` ist Musterlösung und Wächter von ki_15 zugleich.
Es gibt jeder Ablehnung die Nummer ihrer Regel mit (``KommandoAbgelehnt(grund, regel)``); die
Aufgabe verlangt nur den Grund, also darf keine Prüfung die Nummer verlangen. Die Tests in
tests/test_ki_kommando.py prüfen die Nummern des Moduls selbst.
"""

from lernlabor.uebung.definition import gleichwertig

REGEL = "Die Nummer der Regel verlangt die Aufgabe nicht; tests/test_ki_kommando.py prüft sie."
ARGV0 = "argv[0] ist hier schon ein erlaubter Programmname: keine Option, kein Pfad."
SPLIT = "Von split('=', …) zählt nur der Teil vor dem ersten =, gleich bei 1 oder 2 Schnitten."
STRICH = "'-' oder '+' allein enthält kein f oder F und folgt darum ohnehin nicht."
NONE = "Ohne return False gibt _folgt None zurück; das if behandelt es gleich."

# Die Ablehnungen der Musterlösung: (Grund, wie ihn die Mutanten-Liste druckt, Regel, Rest).
ABLEHNUNGEN = (
    ("f'Das Kommando muss ein String sein, nicht {art}.'", 1, ""),
    ("'Das Kommando ist leer.'", 1, ""),
    (
        "f'Im Kommando steht {name} ({zeichen!r}); das ist verboten, auch in Anführungszeichen.'",
        2,
        "",
    ),
    (
        "f'Das Kommando lässt sich nicht zerlegen ({fehler}): Prüfe die Anführungszeichen.'",
        3,
        " from None",
    ),
    (
        "f'Das Programm {programm!r} ist nicht erlaubt. Erlaubt sind nur: "
        "{', '.join(ERLAUBT)} (genau so geschrieben, ohne Pfad).'",
        4,
        "",
    ),
    (
        "f'find mit {argument} ist verboten: Es startet Programme, löscht oder schreibt Dateien.'",
        5,
        "",
    ),
    ("f'tail mit {argument} ist verboten: Es wartet auf neue Zeilen und endet nie.'", 6, ""),
    (
        "f'{programm} mit {argument!r} ist verboten: Die Option liest Dateinamen aus einer "
        "Datei, und die Namen darin prüft niemand.'",
        7,
        "",
    ),
    (
        "f'Das Argument {argument!r} verlässt den Arbeitsordner (absoluter Pfad, ~ oder ..): "
        "Erlaubt sind nur Pfade darin.'",
        7,
        "",
    ),
)


def _ablehnung(grund, regel, rest):
    return f"raise KommandoAbgelehnt({grund}, {regel}){rest}"


GLEICHWERTIG = (
    *(
        gleichwertig(_ablehnung(g, r, rest), _ablehnung(g, r + d, rest), REGEL)
        for g, r, rest in ABLEHNUNGEN
        for d in (1, -1)
    ),
    gleichwertig(
        "for argument in argv[1:]:",
        "for argument in argv[0:]:",
        ARGV0,
    ),
    gleichwertig(
        "for argument in argv[1:]:",
        "for argument in argv[0:]:",
        ARGV0,
    ),
    gleichwertig(
        "for argument in argv[1:]:",
        "for argument in argv[0:]:",
        ARGV0,
    ),
    gleichwertig(
        "name = argument[2:].split('=', 1)[0]",
        "name = argument[2:].split('=', 2)[0]",
        SPLIT,
    ),
    gleichwertig(
        "if argument.startswith(('-', '+')) and len(argument) > 1:",
        "if argument.startswith(('-', '+')) and len(argument) > 0:",
        STRICH,
    ),
    gleichwertig(
        "if argument.startswith(('-', '+')) and len(argument) > 1:",
        "if argument.startswith(('-', '+')) and len(argument) >= 1:",
        STRICH,
    ),
    gleichwertig(
        "if argument.startswith(('-', '+')) and len(argument) > 1:",
        "if argument.startswith(('-', '+')):",
        STRICH,
    ),
    gleichwertig(
        "return False",
        "",
        NONE,
    ),
)
