"""Regel 2: `Division` ist auch ein deutsches Wort, `impossible` nicht: Es steht in der Liste
englischer Wörter von Regel 2. Ein deutscher Satz wie `Durch null kann man nicht teilen.` geht
durch.
"""

import ast
import operator

OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
       ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
       ast.Pow: operator.pow}
GRENZE = 10**100


class RechenFehler(Exception):
    """Der Ausdruck wird nicht ausgerechnet; der Text sagt, warum."""


def pruefe(wert):
    if isinstance(wert, complex):
        raise RechenFehler("Das Ergebnis ist keine reelle Zahl.")
    if wert != wert or abs(wert) > GRENZE:
        raise RechenFehler("Die Zahl ist zu groß, ihr Betrag liegt über der Grenze 10**100.")
    return wert


def werte_aus(k):
    if isinstance(k, ast.Constant):
        if type(k.value) not in (int, float):
            raise RechenFehler("Nur Zahlen sind erlaubt.")
        return pruefe(k.value)
    if isinstance(k, ast.UnaryOp) and type(k.op) in (ast.UAdd, ast.USub):
        v = werte_aus(k.operand)
        return pruefe(+v if isinstance(k.op, ast.UAdd) else -v)
    if isinstance(k, ast.BinOp) and type(k.op) in OPS:
        a = werte_aus(k.left)
        b = werte_aus(k.right)
        if isinstance(k.op, ast.Pow) and abs(b) > 100:
            raise RechenFehler("Der Exponent ist größer als 100.")
        try:
            return pruefe(OPS[type(k.op)](a, b))
        except ZeroDivisionError:
            raise RechenFehler("Division impossible.") from None
        except OverflowError:
            raise RechenFehler("Das Ergebnis ist zu groß.") from None
    raise RechenFehler(f"Der Baustein {type(k).__name__} ist nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if len(ausdruck) > 200:
        return "Fehler: Die Eingabe hat mehr als 200 Zeichen."
    try:
        baum = ast.parse(ausdruck.lstrip(" \t"), mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Diesen Ausdruck verstehe ich nicht."
    try:
        return str(werte_aus(baum.body))
    except RechenFehler as f:
        return f"Fehler: {f}"
