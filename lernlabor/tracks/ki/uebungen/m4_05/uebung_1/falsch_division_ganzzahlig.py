"""Regel 3: `/` teilt in Python immer als Kommazahl (`7 / 2` ist `3.5`), nur `//` teilt ganzzahlig:
Ordne `ast.Div` die Funktion `operator.truediv` zu. Tut dein Code das schon, hat ein früherer
Aufruf die Zuordnung verändert (etwa nach einer Ablehnung wie `1 / 0`): Jeder Aufruf rechnet für
sich, ändere deine Tabelle der Operatoren in `berechne` nie.
"""

import ast
import operator

OPERATOREN = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.floordiv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
VORZEICHEN = {ast.UAdd: operator.pos, ast.USub: operator.neg}
GRENZE = 10**100
NICHT_ERLAUBT = {
    "Name": "Namen wie x sind nicht erlaubt",
    "Call": "Funktionsaufrufe sind nicht erlaubt",
    "Attribute": "Attribute (etwas mit Punkt) sind nicht erlaubt",
    "Compare": "Vergleiche sind nicht erlaubt",
    "Lambda": "lambda ist nicht erlaubt",
    "List": "Listen sind nicht erlaubt",
    "Tuple": "Tupel sind nicht erlaubt",
    "UnaryOp": "Als Vorzeichen sind nur + und - erlaubt",
    "BinOp": "Erlaubt sind nur die Operatoren + - * / // % **",
}


class Unzulaessig(Exception):
    """Der Ausdruck wird nicht ausgerechnet; der Text sagt, warum."""


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return f"Fehler: Der Ausdruck muss ein Text sein, nicht {type(ausdruck).__name__}."
    if len(ausdruck) > 200:
        return f"Fehler: Der Ausdruck hat {len(ausdruck)} Zeichen, erlaubt sind höchstens 200."
    try:
        baum = ast.parse(ausdruck, mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Das ist kein gültiger Rechenausdruck."
    try:
        return str(werte_aus(baum.body))
    except Unzulaessig as grund:
        return f"Fehler: {grund}"
    except ZeroDivisionError:
        return "Fehler: Durch null kann man nicht teilen."
    except OverflowError:
        return "Fehler: Das Ergebnis ist zu groß."


def werte_aus(knoten):
    if isinstance(knoten, ast.Constant):
        if type(knoten.value) not in (int, float):
            raise Unzulaessig(f"{knoten.value!r} ist keine erlaubte Zahl (nur int und float).")
        return begrenzt(knoten.value)
    if isinstance(knoten, ast.UnaryOp) and type(knoten.op) in VORZEICHEN:
        return VORZEICHEN[type(knoten.op)](werte_aus(knoten.operand))
    if isinstance(knoten, ast.BinOp) and type(knoten.op) in OPERATOREN:
        links = werte_aus(knoten.left)
        rechts = werte_aus(knoten.right)
        if isinstance(knoten.op, ast.Pow) and abs(rechts) > 100:
            raise Unzulaessig(f"Der Exponent {rechts} ist zu groß, erlaubt sind höchstens 100.")
        return begrenzt(OPERATOREN[type(knoten.op)](links, rechts))
    name = type(knoten).__name__
    raise Unzulaessig(NICHT_ERLAUBT.get(name, f"{name} ist in einer Rechnung nicht erlaubt") + ".")


def begrenzt(wert):
    if type(wert) not in (int, float):
        raise Unzulaessig("Das Ergebnis ist keine reelle Zahl.")
    if abs(wert) > GRENZE:
        raise Unzulaessig("Ein Zwischenergebnis ist größer als 10**100.")
    return wert
