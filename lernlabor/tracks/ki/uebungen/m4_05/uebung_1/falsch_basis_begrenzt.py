"""Regel 3: Du begrenzt bei `**` auch die Basis. Eine Grenze hat nur der Exponent (ein Betrag über
100 ist ein Fehler); `101 ** 2` ist erlaubt und ergibt `10201`.
"""

import ast
import math
import operator


class RechenFehler(Exception):
    pass


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


def pruefe_zahl(wert):
    if type(wert) not in (int, float):
        raise RechenFehler("Das Ergebnis ist keine reelle Zahl.")
    if type(wert) is float and not math.isfinite(wert):
        raise RechenFehler("Die Zahl ist zu groß.")
    if abs(wert) > GRENZE:
        raise RechenFehler("Die Zahl ist zu groß.")
    return wert


def werte_aus(knoten):
    if isinstance(knoten, ast.Constant):
        if type(knoten.value) not in (int, float):
            raise RechenFehler("Dieser Baustein ist nicht erlaubt.")
        return pruefe_zahl(knoten.value)
    if isinstance(knoten, ast.UnaryOp):
        if type(knoten.op) not in VORZEICHEN:
            raise RechenFehler("Dieses Vorzeichen ist nicht erlaubt.")
        return pruefe_zahl(VORZEICHEN[type(knoten.op)](werte_aus(knoten.operand)))
    if isinstance(knoten, ast.BinOp):
        if type(knoten.op) not in OPERATOREN:
            raise RechenFehler("Dieser Operator ist nicht erlaubt.")
        links = werte_aus(knoten.left)
        rechts = werte_aus(knoten.right)
        if type(knoten.op) is ast.Pow and (abs(rechts) > 100 or abs(links) > 100):
            raise RechenFehler("Der Exponent ist zu groß.")
        return pruefe_zahl(OPERATOREN[type(knoten.op)](links, rechts))
    raise RechenFehler("Dieser Baustein ist hier nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if len(ausdruck) > 200:
        return "Fehler: Die Eingabe ist zu lang."
    try:
        baum = ast.parse(str(ausdruck), mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Diesen Ausdruck verstehe ich nicht."
    try:
        return str(werte_aus(baum.body))
    except RechenFehler as fehler:
        return "Fehler: " + str(fehler.args[0])
    except ZeroDivisionError:
        return "Fehler: Division durch null."
    except OverflowError:
        return "Fehler: Das Ergebnis ist zu groß."
    except RecursionError:
        return "Fehler: Der Ausdruck ist zu tief verschachtelt."
