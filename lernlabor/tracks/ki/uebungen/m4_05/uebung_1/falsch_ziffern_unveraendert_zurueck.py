"""Regel 1: Besteht die Eingabe nur aus Ziffern, kommt sie selbst zurück: Bei einer Unterklasse von
`str` ist das Ergebnis dann kein `str`.
"""
import ast
import operator

GRENZE = 10**100
MAX_LAENGE = 200
MAX_EXPONENT = 100

BINAER = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
UNAER = {ast.UAdd: operator.pos, ast.USub: operator.neg}


class RechenFehler(Exception):
    pass


def pruefe_zahl(wert):
    if type(wert) not in (int, float):
        raise RechenFehler("Das Ergebnis ist keine reelle Zahl.")
    if wert != wert or abs(wert) > GRENZE:
        raise RechenFehler("Die Zahl ist zu groß (Grenze 10**100).")
    return wert


def werte_aus(knoten):
    if isinstance(knoten, ast.Constant):
        if type(knoten.value) not in (int, float):
            raise RechenFehler("Dieser Wert ist nicht erlaubt.")
        return pruefe_zahl(knoten.value)
    if isinstance(knoten, ast.UnaryOp) and type(knoten.op) in UNAER:
        return pruefe_zahl(UNAER[type(knoten.op)](werte_aus(knoten.operand)))
    if isinstance(knoten, ast.BinOp) and type(knoten.op) in BINAER:
        links = werte_aus(knoten.left)
        rechts = werte_aus(knoten.right)
        if isinstance(knoten.op, ast.Pow) and abs(rechts) > MAX_EXPONENT:
            raise RechenFehler("Der Exponent ist betragsmäßig über 100.")
        try:
            wert = BINAER[type(knoten.op)](links, rechts)
        except ZeroDivisionError:
            raise RechenFehler("Division durch null.") from None
        except OverflowError:
            raise RechenFehler("Das Ergebnis ist zu groß.") from None
        return pruefe_zahl(wert)
    raise RechenFehler(f"Der Baustein {type(knoten).__name__!r} ist nicht erlaubt.")


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Die Eingabe ist kein Text."
    if ausdruck.isascii() and ausdruck.isdigit() and not ausdruck.startswith('0'):
        return ausdruck
    if len(ausdruck) > MAX_LAENGE:
        return "Fehler: Der Ausdruck ist zu lang, höchstens 200 Zeichen."
    try:
        baum = ast.parse(ausdruck, mode="eval")
    except (SyntaxError, ValueError):
        return "Fehler: Diesen Ausdruck verstehe ich nicht (Syntax)."
    try:
        return str(werte_aus(baum.body))
    except RechenFehler as fehler:
        return f"Fehler: {fehler}"
    except RecursionError:
        return "Fehler: Der Ausdruck ist zu tief verschachtelt, das ist nicht erlaubt."
