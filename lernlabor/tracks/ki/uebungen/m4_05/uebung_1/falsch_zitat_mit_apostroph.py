"""Regel 2: Du setzt die ganze Eingabe in `'…'`. Enthält sie selbst ein `'` wie `1 + 'to`, endet
dein Zitat dort, und ein englisches Wort steht draußen. Zitiere mit `repr(ausdruck)` (es wählt die
Anführungszeichen passend) oder nenne nur die Art des Fehlers.
"""

import ast
import operator

GRENZE = 10**100
OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}


class Abgelehnt(Exception):
    pass


def pruefe_wert(w):
    if abs(w) > GRENZE:
        raise Abgelehnt("Die Zahl ist zu groß.")
    return w


def werte_aus(k):
    if isinstance(k, ast.Constant):
        if type(k.value) in (int, float):
            return pruefe_wert(k.value)
        raise Abgelehnt("Dieser Baustein ist nicht erlaubt.")
    if isinstance(k, ast.UnaryOp) and type(k.op) in (ast.UAdd, ast.USub):
        v = werte_aus(k.operand)
        return pruefe_wert(-v if isinstance(k.op, ast.USub) else +v)
    if isinstance(k, ast.BinOp) and type(k.op) in OPS:
        links = werte_aus(k.left)
        rechts = werte_aus(k.right)
        if isinstance(k.op, ast.Pow) and abs(rechts) > 100:
            raise Abgelehnt("Der Exponent ist zu groß.")
        try:
            v = OPS[type(k.op)](links, rechts)
        except ZeroDivisionError:
            raise Abgelehnt("Division durch null.") from None
        except OverflowError:
            raise Abgelehnt("Das Ergebnis ist zu groß.") from None
        if type(v) not in (int, float):
            raise Abgelehnt("Das Ergebnis ist keine reelle Zahl.")
        return pruefe_wert(v)
    raise Abgelehnt("Dieser Baustein ist nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if len(ausdruck) > 200:
        return "Fehler: Die Eingabe ist zu lang."
    try:
        baum = ast.parse(ausdruck, mode="eval")
    except Exception:
        return f"Fehler: Den Ausdruck '{ausdruck}' verstehe ich nicht."
    try:
        return str(werte_aus(baum.body))
    except Abgelehnt as fehler:
        return "Fehler: " + str(fehler.args[0])
    except RecursionError:
        return "Fehler: Der Ausdruck ist zu tief verschachtelt."
