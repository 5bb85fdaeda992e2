"""Mutanten des Rechners, die sich in der Übung wie die Musterlösung verhalten, mit Grund.

Jede Markierung gilt für ihre Zeile in ``loesung.py``; das Mutanten-Tor lässt sie nur gelten,
wenn der Mutant auf mindestens 1000 Fällen des Vertrags dasselbe zurückgibt wie die Lösung
(in der Vergleichsform: Ein Fehlertext mit deutschem Grund ist "Fehler: …").
"""

from lernlabor.uebung.definition import lies

from ..gemeinsam import gleichwertige

WORTLAUT = "Nur der Wortlaut nach 'Fehler:' ändert sich; es bleibt ein deutscher Grund (Regel 2)."
AST = "ast.parse wirft für einen Text nur SyntaxError und ValueError (ein einzelnes Surrogat)."
REST = (
    "Nach Unzulaessig und ZeroDivisionError bleibt beim Rechnen mit int und float nur "
    "OverflowError übrig."
)
POP = (
    "pop nimmt den Satz aus der Tabelle; beim nächsten Mal kommt der allgemeine Satz, auch er "
    "ein deutscher Grund."
)
GLEICHWERTIG = gleichwertige(
    lies(__package__, "loesung.py"),
    (34, "{type(ausdruck).__name__}", "", WORTLAUT),
    (36, "{len(ausdruck)}", "", WORTLAUT),
    (39, "(SyntaxError, ValueError)", "Exception", AST),
    (47, "OverflowError", "Exception", REST),
    (59, "{rechts}", "", WORTLAUT),
    (62, "{name} ", " ", WORTLAUT),
    (62, "+ '.'", "+ ''", WORTLAUT),
    (62, ".get(", ".pop(", POP),
)
