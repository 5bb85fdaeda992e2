# ruff: noqa: E501 – die Texte stehen Wort für Wort, wie teste --mutanten sie druckt
"""Mutanten des Rechners, die sich in der Übung wie die Musterlösung verhalten, mit Grund.

Jede Markierung gilt für ihre Zeile in ``loesung.py``; das Mutanten-Tor lässt sie nur gelten,
wenn der Mutant auf mindestens 1000 Fällen des Vertrags dasselbe zurückgibt wie die Lösung
(in der Vergleichsform: Ein Fehlertext mit deutschem Grund ist "Fehler: …").
"""

from lernlabor.uebung.definition import gleichwertig

WORTLAUT = "Nur der Wortlaut nach 'Fehler:' ändert sich; es bleibt ein deutscher Grund (Regel 2)."
UNBEKANNT = (
    "raise Unzulaessig(NICHT_ERLAUBT.{}(type(knoten), f'{}ist in einer Rechnung nicht erlaubt')"
    " + '{}')"
)


def _wortlaut(zeile, vorher, nachher, grund=WORTLAUT):
    return gleichwertig(vorher, nachher, grund, zeile=zeile)


GLEICHWERTIG = (
    _wortlaut(
        34,
        "return f'Fehler: Der Ausdruck muss ein Text sein, nicht {type(ausdruck).__name__}.'",
        "return f'Fehler: Der Ausdruck muss ein Text sein, nicht .'",
    ),
    _wortlaut(
        36,
        "return f'Fehler: Der Ausdruck hat {len(ausdruck)} Zeichen, erlaubt sind höchstens 200.'",
        "return f'Fehler: Der Ausdruck hat  Zeichen, erlaubt sind höchstens 200.'",
    ),
    _wortlaut(
        39,
        "except (SyntaxError, ValueError):",
        "except Exception:",
        "ast.parse wirft für einen Text nur SyntaxError und ValueError (ein einzelnes Surrogat).",
    ),
    _wortlaut(
        47,
        "except OverflowError:",
        "except Exception:",
        "Nach Unzulaessig und ZeroDivisionError bleibt beim Rechnen mit int und float nur "
        "OverflowError übrig.",
    ),
    _wortlaut(
        59,
        "raise Unzulaessig(f'Der Exponent {rechts} ist zu groß, erlaubt sind höchstens 100.')",
        "raise Unzulaessig(f'Der Exponent  ist zu groß, erlaubt sind höchstens 100.')",
    ),
    _wortlaut(62, UNBEKANNT.format("get", "{name} ", "."), UNBEKANNT.format("get", " ", ".")),
    _wortlaut(62, UNBEKANNT.format("get", "{name} ", "."), UNBEKANNT.format("get", "{name} ", "")),
    _wortlaut(
        62,
        UNBEKANNT.format("get", "{name} ", "."),
        UNBEKANNT.format("pop", "{name} ", "."),
        "pop nimmt den Satz aus der Tabelle; beim nächsten Mal kommt der allgemeine Satz, auch "
        "er ein deutscher Grund.",
    ),
)
