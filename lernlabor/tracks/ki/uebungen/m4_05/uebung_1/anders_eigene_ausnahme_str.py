import ast
import operator

ZWEISTELLIG = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}


class Abgelehnt(Exception):
    """Ein Ausdruck, den der Rechner nicht ausrechnet; str() ist schon die Antwort."""

    def __str__(self):
        return "Fehler: " + super().__str__()


def zahl(wert):
    if wert.__class__ not in (int, float):
        raise Abgelehnt("Das Ergebnis ist keine reelle Zahl (nur int und float).")
    if abs(wert) > 10**100:
        raise Abgelehnt("Der Betrag ist größer als 10**100.")
    return wert


def rechne(knoten):
    if isinstance(knoten, ast.Constant):
        return zahl(knoten.value)
    if isinstance(knoten, ast.UnaryOp) and isinstance(knoten.op, (ast.UAdd, ast.USub)):
        wert = rechne(knoten.operand)
        return zahl(-wert if isinstance(knoten.op, ast.USub) else +wert)
    if isinstance(knoten, ast.BinOp) and type(knoten.op) in ZWEISTELLIG:
        links, rechts = rechne(knoten.left), rechne(knoten.right)
        if isinstance(knoten.op, ast.Pow) and not -100 <= rechts <= 100:
            raise Abgelehnt("Der Exponent liegt nicht zwischen -100 und 100.")
        return zahl(ZWEISTELLIG[type(knoten.op)](links, rechts))
    raise Abgelehnt(f"Der Baustein {type(knoten).__name__} gehört nicht in eine Rechnung.")


def berechne(ausdruck):
    try:
        if not isinstance(ausdruck, str):
            raise Abgelehnt("Ich rechne nur mit Text als Eingabe.")
        if len(ausdruck) > 200:
            raise Abgelehnt("Mehr als 200 Zeichen sind zu lang.")
        try:
            baum = ast.parse(ausdruck, mode="eval")
        except (SyntaxError, ValueError):
            raise Abgelehnt("Das lässt sich nicht als Rechnung lesen.") from None
        return str(rechne(baum.body))
    except Abgelehnt as fehler:
        return str(fehler)
    except ArithmeticError as fehler:
        if isinstance(fehler, ZeroDivisionError):
            return "Fehler: Durch null teilen geht nicht."
        return "Fehler: Das Ergebnis ist für eine Kommazahl zu groß."
