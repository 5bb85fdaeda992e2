# ruff: noqa: E501 – die Texte stehen Wort für Wort, wie teste --mutanten sie druckt
"""Mutanten des Rechners, die sich in der Übung wie die Musterlösung verhalten, mit Grund.

Jede Markierung gilt für ihre Zeile in ``loesung.py``; das Mutanten-Tor lässt sie nur gelten,
wenn der Mutant auf mindestens 1000 erzeugten Ausdrücken dasselbe zurückgibt wie die Lösung
(gesehen wie im Netz: Fehlertexte gleichen sich, sobald beide mit "Fehler:" beginnen).
"""

from lernlabor.uebung.definition import gleichwertig

KONSTANTE = (
    "begrenzt() prüft die Konstante gleich danach auf int und float; nur der Grundtext ändert sich."
)
SCHLUESSEL = (
    "Ohne den Schlüssel bekommt der Knoten den allgemeinen Satz '… ist in einer Rechnung nicht "
    "erlaubt'; den Wortlaut nach 'Fehler:' lässt die Aufgabe offen."
)
WORTLAUT = "Nur der Wortlaut nach 'Fehler:' ändert sich, und den lässt die Aufgabe offen."
SYNTAX = "ast.parse wirft für einen Text nur SyntaxError (auch für das Nullzeichen)."
UEBERLAUF = (
    "Nach Unzulaessig und ZeroDivisionError bleibt hier nur OverflowError übrig; andere "
    "Ausnahmen entstehen beim Rechnen mit int und float nicht."
)
REIHENFOLGE = (
    "Haben beide Seiten einen Fehler, meldet der Rechner nur einen anderen; die Aufgabe "
    "verlangt keinen bestimmten."
)
POP = (
    "pop nimmt den Satz aus der Tabelle; beim nächsten Mal kommt der allgemeine Satz, und "
    "den Wortlaut lässt die Aufgabe offen."
)

GLEICHWERTIG = (
    gleichwertig(
        "NICHT_ERLAUBT = {'Name': 'Namen wie x sind nicht erl…",
        "NICHT_ERLAUBT = {'': 'Namen wie x sind nicht erl…",
        SCHLUESSEL,
        zeile=16,
    ),
    gleichwertig(
        "NICHT_ERLAUBT = {'Name': 'Namen wie x sind nicht …",
        "NICHT_ERLAUBT = {'name': 'Namen wie x sind nicht …",
        SCHLUESSEL,
        zeile=16,
    ),
    gleichwertig(
        "…n wie x sind nicht erlaubt', 'Call': 'Funktionsaufrufe sind nich…",
        "…n wie x sind nicht erlaubt', '': 'Funktionsaufrufe sind nich…",
        SCHLUESSEL,
        zeile=17,
    ),
    gleichwertig(
        "…n wie x sind nicht erlaubt', 'Call': 'Funktionsaufrufe sind n…",
        "…n wie x sind nicht erlaubt', 'call': 'Funktionsaufrufe sind n…",
        SCHLUESSEL,
        zeile=17,
    ),
    gleichwertig(
        "…aufrufe sind nicht erlaubt', 'Attribute': 'Attribute (etwas mit Punkt…",
        "…aufrufe sind nicht erlaubt', '': 'Attribute (etwas mit Punkt…",
        SCHLUESSEL,
        zeile=18,
    ),
    gleichwertig(
        "…aufrufe sind nicht erlaubt', 'Attribute': 'Attribute (etwas m…",
        "…aufrufe sind nicht erlaubt', 'attribute': 'Attribute (etwas m…",
        SCHLUESSEL,
        zeile=18,
    ),
    gleichwertig(
        "… Punkt) sind nicht erlaubt', 'Compare': 'Vergleiche sind nicht erla…",
        "… Punkt) sind nicht erlaubt', '': 'Vergleiche sind nicht erla…",
        SCHLUESSEL,
        zeile=19,
    ),
    gleichwertig(
        "… Punkt) sind nicht erlaubt', 'Compare': 'Vergleiche sind nich…",
        "… Punkt) sind nicht erlaubt', 'compare': 'Vergleiche sind nich…",
        SCHLUESSEL,
        zeile=19,
    ),
    gleichwertig(
        "…gleiche sind nicht erlaubt', 'Lambda': 'lambda ist nicht erlaubt',…",
        "…gleiche sind nicht erlaubt', '': 'lambda ist nicht erlaubt',…",
        SCHLUESSEL,
        zeile=20,
    ),
    gleichwertig(
        "…gleiche sind nicht erlaubt', 'Lambda': 'lambda ist nicht erla…",
        "…gleiche sind nicht erlaubt', 'lambda': 'lambda ist nicht erla…",
        SCHLUESSEL,
        zeile=20,
    ),
    gleichwertig(
        "… 'lambda ist nicht erlaubt', 'List': 'Listen sind nicht erlaubt'…",
        "… 'lambda ist nicht erlaubt', '': 'Listen sind nicht erlaubt'…",
        SCHLUESSEL,
        zeile=21,
    ),
    gleichwertig(
        "… 'lambda ist nicht erlaubt', 'List': 'Listen sind nicht erlau…",
        "… 'lambda ist nicht erlaubt', 'list': 'Listen sind nicht erlau…",
        SCHLUESSEL,
        zeile=21,
    ),
    gleichwertig(
        "…'Listen sind nicht erlaubt', 'Tuple': 'Tupel sind nicht erlaubt',…",
        "…'Listen sind nicht erlaubt', '': 'Tupel sind nicht erlaubt',…",
        SCHLUESSEL,
        zeile=22,
    ),
    gleichwertig(
        "…'Listen sind nicht erlaubt', 'Tuple': 'Tupel sind nicht erlau…",
        "…'Listen sind nicht erlaubt', 'tuple': 'Tupel sind nicht erlau…",
        SCHLUESSEL,
        zeile=22,
    ),
    gleichwertig(
        "… 'Tupel sind nicht erlaubt', 'UnaryOp': 'Als Vorzeichen sind nur + …",
        "… 'Tupel sind nicht erlaubt', '': 'Als Vorzeichen sind nur + …",
        SCHLUESSEL,
        zeile=23,
    ),
    gleichwertig(
        "… 'Tupel sind nicht erlaubt', 'UnaryOp': 'Als Vorzeichen sind …",
        "… 'Tupel sind nicht erlaubt', 'unaryOp': 'Als Vorzeichen sind …",
        SCHLUESSEL,
        zeile=23,
    ),
    gleichwertig(
        "…n sind nur + und - erlaubt', 'BinOp': 'Erlaubt sind nur die Opera…",
        "…n sind nur + und - erlaubt', '': 'Erlaubt sind nur die Opera…",
        SCHLUESSEL,
        zeile=24,
    ),
    gleichwertig(
        "…n sind nur + und - erlaubt', 'BinOp': 'Erlaubt sind nur die O…",
        "…n sind nur + und - erlaubt', 'binOp': 'Erlaubt sind nur die O…",
        SCHLUESSEL,
        zeile=24,
    ),
    gleichwertig(
        "return f'Fehler: Der Ausdruck muss ein Text sein, nicht {type(ausdruck).__name__}.'",
        "return f'Fehler: Der Ausdruck muss ein Text sein, nicht .'",
        WORTLAUT,
        zeile=34,
    ),
    gleichwertig(
        "return f'Fehler: Der Ausdruck hat {len(ausdruck)} Zeichen, erlaubt sind höchstens 200.'",
        "return f'Fehler: Der Ausdruck hat  Zeichen, erlaubt sind höchstens 200.'",
        WORTLAUT,
        zeile=36,
    ),
    gleichwertig("except SyntaxError:", "except Exception:", SYNTAX, zeile=39),
    gleichwertig("except OverflowError:", "except Exception:", UEBERLAUF, zeile=47),
    gleichwertig(
        "raise Unzulaessig(f'{knoten.value!r} ist keine erlaubte Zahl (nur int und float).')",
        "raise Unzulaessig(f' ist keine erlaubte Zahl (nur int und float).')",
        WORTLAUT,
        zeile=54,
    ),
    gleichwertig(
        "raise Unzulaessig(f'{knoten.value!r} ist keine erlaubte Zahl (nur int und float).')",
        "pass",
        KONSTANTE,
        zeile=54,
    ),
    gleichwertig("if type(knoten.value) not in (int, float):", "if False:", KONSTANTE, zeile=53),
    gleichwertig(
        "if type(knoten.value) not in (int, float):\n    raise Unzulaessig(f'{knoten.value!r} ist keine erlaubte Zahl (nur int und float).')",
        "",
        KONSTANTE,
        zeile=53,
    ),
    gleichwertig(
        "if type(knoten.value) not in (int, float):\n    raise Unzulaessig(f'{knoten.value!r} ist keine erlaubte Zahl (nur int und float).')\nreturn begrenzt(knoten.value)",
        "return begrenzt(knoten.value)\nif type(knoten.value) not in (int, float):\n    raise Unzulaessig(f'{knoten.value!r} ist keine erlaubte Zahl (nur int und float).')",
        KONSTANTE,
        zeile=53,
    ),
    gleichwertig(
        "raise Unzulaessig(f'Der Exponent {rechts} ist zu groß, erlaubt sind höchstens 100.')",
        "raise Unzulaessig(f'Der Exponent  ist zu groß, erlaubt sind höchstens 100.')",
        WORTLAUT,
        zeile=62,
    ),
    gleichwertig(
        "links = werte_aus(knoten.left)\nrechts = werte_aus(knoten.right)",
        "rechts = werte_aus(knoten.right)\nlinks = werte_aus(knoten.left)",
        REIHENFOLGE,
        zeile=59,
    ),
    gleichwertig(
        "raise Unzulaessig(NICHT_ERLAUBT.get(name, f'{name} ist in einer Rechnung nicht erlaubt') + '.')",
        "raise Unzulaessig(NICHT_ERLAUBT.get(name, f' ist in einer Rechnung nicht erlaubt') + '.')",
        WORTLAUT,
        zeile=65,
    ),
    gleichwertig(
        "raise Unzulaessig(NICHT_ERLAUBT.get(name, f'{name} ist in einer Rechnung nicht erlaubt') + '.')",
        "raise Unzulaessig(NICHT_ERLAUBT.pop(name, f'{name} ist in einer Rechnung nicht erlaubt') + '.')",
        POP,
        zeile=65,
    ),
    gleichwertig(
        "raise Unzulaessig(NICHT_ERLAUBT.get(name, f'{name} ist in einer Rechnung nicht erlaubt') + '.')",
        "raise Unzulaessig(NICHT_ERLAUBT.get(name, f'{name} ist in einer Rechnung nicht erlaubt') + '')",
        WORTLAUT,
        zeile=65,
    ),
)
