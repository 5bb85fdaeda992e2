import ast
import operator


class Rechner(ast.NodeVisitor):
    """Rechnet einen Ausdrucksbaum aus und lehnt alles ab, wofür es keine visit-Methode gibt."""

    ZWEISTELLIG = {
        ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
        ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv,
        ast.Mod: operator.mod, ast.Pow: operator.pow,
    }

    def generic_visit(self, knoten):
        raise ValueError(f"{type(knoten).__name__} ist nicht erlaubt")

    def visit_Expression(self, knoten):
        return self.visit(knoten.body)

    def visit_Constant(self, knoten):
        if knoten.value.__class__ not in (int, float):
            raise ValueError(f"{knoten.value!r} ist keine Zahl")
        return self.klein(knoten.value)

    def visit_UnaryOp(self, knoten):
        wert = self.visit(knoten.operand)
        if isinstance(knoten.op, ast.USub):
            return -wert
        if isinstance(knoten.op, ast.UAdd):
            return wert
        raise ValueError("nur + und - als Vorzeichen")

    def visit_BinOp(self, knoten):
        funktion = self.ZWEISTELLIG.get(type(knoten.op))
        if funktion is None:
            raise ValueError(f"Operator {type(knoten.op).__name__} ist nicht erlaubt")
        links, rechts = self.visit(knoten.left), self.visit(knoten.right)
        if funktion is operator.pow and not -100 <= rechts <= 100:
            raise ValueError("Exponent außerhalb von -100 bis 100")
        return self.klein(funktion(links, rechts))

    @staticmethod
    def klein(wert):
        if isinstance(wert, complex) or isinstance(wert, bool):
            raise ValueError("keine reelle Zahl")
        if not -(10**100) <= wert <= 10**100:
            raise ValueError("Betrag über 10**100")
        return wert


def berechne(ausdruck):
    if not isinstance(ausdruck, str):
        return "Fehler: Bitte einen Text übergeben."
    if len(ausdruck) > 200:
        return "Fehler: Höchstens 200 Zeichen."
    try:
        return str(Rechner().visit(ast.parse(ausdruck, mode="eval")))
    except (SyntaxError, UnicodeEncodeError):
        return "Fehler: Syntaxfehler im Ausdruck."
    except ZeroDivisionError:
        return "Fehler: Teilen durch null geht nicht."
    except OverflowError:
        return "Fehler: Das Ergebnis ist zu groß für eine Kommazahl."
    except ValueError as grund:
        return f"Fehler: {grund}."
