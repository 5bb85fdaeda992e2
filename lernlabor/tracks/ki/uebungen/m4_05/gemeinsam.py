"""Was mehr als eine Übung der Lektion M4·05 braucht."""

import ast

from lernlabor.uebung.definition import gleichwertig


def gleichwertige(loesung, *zeilen):
    """Markierungen gleichwertiger Mutanten der Lösung (Text), je (Zeile, was der Mutant in der
    Anweisung dieser Zeile ersetzt, wodurch, Grund). Die Anweisung steht da, wie ``teste
    --mutanten`` sie zeigt: als erste Zeile ihres ``ast.unparse`` (ein dict über mehrere Zeilen
    also in einer). Jede Zeile gehört zur innersten Anweisung, in der sie steht."""
    anweisungen = {}
    for k in ast.walk(ast.parse(loesung)):  # außen zuerst: Innere überschreiben ihre Zeilen
        if isinstance(k, ast.stmt | ast.excepthandler):
            text = ast.unparse(k).splitlines()[0]
            anweisungen |= dict.fromkeys(range(k.lineno, k.end_lineno + 1), text)
    return tuple(
        gleichwertig(anweisungen[zeile], anweisungen[zeile].replace(alt, neu), grund, zeile)
        for zeile, alt, neu, grund in zeilen
    )
