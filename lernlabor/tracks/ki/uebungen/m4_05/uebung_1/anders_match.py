import ast
import math


class Abgelehnt(Exception):
    pass


def berechne(ausdruck):
    """Ein Rechner für das Modell. Er benutzt weder eval noch exec: Beides wäre unsicher."""
    try:
        if not isinstance(ausdruck, str):
            raise Abgelehnt("Ich rechne nur mit Text als Eingabe.")
        if len(ausdruck) > 200:
            raise Abgelehnt("Der Ausdruck ist zu lang (mehr als 200 Zeichen).")
        try:
            baum = ast.parse(ausdruck, mode="eval")
        except (SyntaxError, ValueError):
            raise Abgelehnt("Das verstehe ich nicht als Rechnung.") from None
        return str(rechne(baum.body))
    except Abgelehnt as grund:
        return f"Fehler: {grund}"
    except ZeroDivisionError:
        return "Fehler: Division durch null."
    except OverflowError:
        return "Fehler: Zahl zu groß."


def pruefe(wert):
    if type(wert) not in (int, float) or (isinstance(wert, float) and not math.isfinite(wert)):
        raise Abgelehnt("Das Ergebnis ist keine endliche reelle Zahl.")
    if abs(wert) > 10**100:
        raise Abgelehnt("Zu groß: mehr als 10**100.")
    return wert


def rechne(knoten):
    match knoten:
        case ast.Constant(value=wert) if type(wert) in (int, float):
            return pruefe(wert)
        case ast.UnaryOp(op=ast.USub(), operand=innen):
            return -rechne(innen)
        case ast.UnaryOp(op=ast.UAdd(), operand=innen):
            return +rechne(innen)
        case ast.BinOp(left=l, op=op, right=r):
            a, b = rechne(l), rechne(r)
            match op:
                case ast.Add():
                    return pruefe(a + b)
                case ast.Sub():
                    return pruefe(a - b)
                case ast.Mult():
                    return pruefe(a * b)
                case ast.Div():
                    return pruefe(a / b)
                case ast.FloorDiv():
                    return pruefe(a // b)
                case ast.Mod():
                    return pruefe(a % b)
                case ast.Pow():
                    if abs(b) > 100:
                        raise Abgelehnt("Der Exponent darf höchstens 100 sein.")
                    return pruefe(a**b)
            raise Abgelehnt(f"Der Operator {type(op).__name__} ist nicht erlaubt.")
    raise Abgelehnt(f"{type(knoten).__name__} gehört nicht in eine Rechnung.")
