r"""Regel 1: Ein Text mit einem einzelnen Surrogat wie `"1+\ud800"` (das liefert etwa
`json.loads`) lässt sich nicht kodieren: `ast.parse` wirft dann nicht `SyntaxError`, sondern
`ValueError` (genauer `UnicodeEncodeError`), und ebenso `.encode()`. Fang bei `ast.parse`
`(SyntaxError, ValueError)` ab und miss die Länge mit `len(ausdruck)`.
"""

import ast
import operator


class RechenFehler(Exception):
    pass


OPS = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
GRENZE = 10**100


def pruefe_wert(w):
    if isinstance(w, float) and (w != w or w in (float("inf"), float("-inf"))):
        raise RechenFehler("Das Ergebnis ist nicht endlich.")
    if abs(w) > GRENZE:
        raise RechenFehler("Die Zahl ist zu groß, der Betrag darf 10**100 nicht übersteigen.")
    return w


def werte_aus(k):
    if isinstance(k, ast.Constant):
        if type(k.value) not in (int, float):
            raise RechenFehler("Hier sind nur Zahlen erlaubt.") from None
        return pruefe_wert(k.value)
    if isinstance(k, ast.UnaryOp):
        if isinstance(k.op, ast.USub):
            return pruefe_wert(-werte_aus(k.operand))
        if isinstance(k.op, ast.UAdd):
            return pruefe_wert(+werte_aus(k.operand))
        raise RechenFehler("Dieses Vorzeichen ist nicht erlaubt.")
    if isinstance(k, ast.BinOp):
        if type(k.op) not in OPS:
            raise RechenFehler("Dieser Operator ist nicht erlaubt.") from None
        a = werte_aus(k.left)
        b = werte_aus(k.right)
        if isinstance(k.op, ast.Pow) and abs(b) > 100:
            raise RechenFehler("Der Exponent ist größer als 100.") from None
        try:
            return pruefe_wert(OPS[type(k.op)](a, b))
        except ZeroDivisionError:
            raise RechenFehler("Man kann nicht durch null teilen.") from None
        except OverflowError:
            raise RechenFehler("Das Ergebnis ist zu groß für eine Kommazahl.") from None
    raise RechenFehler("Dieser Baustein ist nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if len(ausdruck) > 200:
        return "Fehler: Die Eingabe ist länger als 200 Zeichen."
    try:
        baum = ast.parse(ausdruck.strip(), mode="eval")
    except SyntaxError:
        return "Fehler: Diesen Ausdruck verstehe ich nicht."
    try:
        w = werte_aus(baum.body)
    except RechenFehler as f:
        return f"Fehler: {f}"
    if isinstance(w, complex):
        return "Fehler: Das Ergebnis ist keine reelle Zahl, das ist nicht erlaubt."
    return str(w)
