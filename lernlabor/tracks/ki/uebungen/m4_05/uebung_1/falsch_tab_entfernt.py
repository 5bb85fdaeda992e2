r"""Regel 4: Du entfernst Tabs vor dem Parsen, so wird aus `1\t2` die Zahl `12`. Wie `1 2` ist `1\t2` ein Syntaxfehler, und der ergibt `"Fehler: …"`; ein Tab trennt Teile, er verschwindet nicht."""

import ast
import operator

GRENZE = 10**100
OPS = {
    ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
    ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod, ast.Pow: operator.pow,
}


class RechenFehler(Exception):
    pass


def pruefe_groesse(wert):
    if type(wert) is complex:
        raise RechenFehler("Das Ergebnis ist keine reelle Zahl.")
    if wert != wert or abs(wert) > GRENZE:
        raise RechenFehler("Die Zahl ist zu groß.")
    return wert


def werte_aus(k):
    if isinstance(k, ast.Constant):
        if type(k.value) not in (int, float):
            raise RechenFehler("Dieser Wert ist nicht erlaubt.")
        return pruefe_groesse(k.value)
    if isinstance(k, ast.UnaryOp):
        if type(k.op) is ast.USub:
            return pruefe_groesse(-werte_aus(k.operand))
        if type(k.op) is ast.UAdd:
            return pruefe_groesse(+werte_aus(k.operand))
        raise RechenFehler("Dieses Vorzeichen ist nicht erlaubt.")
    if isinstance(k, ast.BinOp):
        if type(k.op) not in OPS:
            raise RechenFehler("Dieser Operator ist nicht erlaubt.")
        links = werte_aus(k.left)
        rechts = werte_aus(k.right)
        if type(k.op) is ast.Pow and abs(rechts) > 100:
            raise RechenFehler("Der Exponent ist zu hoch.")
        try:
            wert = OPS[type(k.op)](links, rechts)
        except ZeroDivisionError:
            raise RechenFehler("Man kann nicht durch null teilen.") from None
        except OverflowError:
            raise RechenFehler("Die Zahl ist zu groß.") from None
        return pruefe_groesse(wert)
    raise RechenFehler("Dieser Baustein ist nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if len(ausdruck) > 200:
        return "Fehler: Die Eingabe ist zu lang."
    try:
        baum = ast.parse(ausdruck.replace("\t", ""), mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Ich verstehe den Ausdruck nicht."
    try:
        return str(werte_aus(baum.body))
    except RechenFehler as f:
        return "Fehler: " + str(f.args[0])
