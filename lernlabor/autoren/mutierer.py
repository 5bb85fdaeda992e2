"""Der Mutierer: läuft einen Syntaxbaum ab und ändert genau eine Stelle (siehe ``mutanten.py``).

Jede Methode ``visit_…`` kennt die Fehler, die an einer Art von Knoten plausibel sind. Beim
Zählen (``ziel=None``) ändert sie nichts; beim Durchlauf mit Ziel ``k`` nur die ``k``-te
Stelle. Die Reihenfolge der Stellen ist in beiden Durchläufen dieselbe.
"""

import ast

_VERGLEICHE = {
    ast.Lt: (ast.LtE, ast.GtE),
    ast.LtE: (ast.Lt, ast.Gt),
    ast.Gt: (ast.GtE, ast.LtE),
    ast.GtE: (ast.Gt, ast.Lt),
    ast.Eq: (ast.NotEq,),
    ast.NotEq: (ast.Eq,),
    ast.In: (ast.NotIn,),
    ast.NotIn: (ast.In,),
    ast.Is: (ast.IsNot,),
    ast.IsNot: (ast.Is,),
}
_RECHNUNGEN = {
    ast.Add: (ast.Sub,),
    ast.Sub: (ast.Add,),
    ast.Mult: (ast.Div,),
    ast.Div: (ast.Mult, ast.FloorDiv),
    ast.FloorDiv: (ast.Div,),
    ast.Mod: (ast.FloorDiv,),
    ast.Pow: (ast.Mult,),
}
_TAUSCH = {"min": "max", "max": "min", "any": "all", "all": "any"}
_KOPIEN = {"dict", "list", "set", "sorted", "tuple"}
_SCHLEIFEN = (ast.For, ast.While, ast.AsyncFor)


def _zahl(wert):
    return ast.Constant(value=wert)


def _plus(ausdruck, delta):
    op = ast.Add() if delta > 0 else ast.Sub()
    return ast.BinOp(left=ausdruck, op=op, right=_zahl(abs(delta)))


def _ist_name(knoten, *namen):
    return isinstance(knoten, ast.Name) and knoten.id in namen


def _ist_json_loads(knoten):
    f = knoten.func
    return isinstance(f, ast.Attribute) and f.attr == "loads" and _ist_name(f.value, "json")


def _ist_kopie(knoten):
    f = knoten.func
    if len(knoten.args) != 1 or knoten.keywords:
        return False
    if _ist_name(f, *_KOPIEN):
        return True
    return isinstance(f, ast.Attribute) and f.attr in ("copy", "deepcopy")


class Mutierer(ast.NodeTransformer):
    """Zählt die Stellen einer Mutation (``ziel=None``) oder ändert genau die Stelle ``ziel``."""

    def __init__(self, ziel):
        self.ziel = ziel
        self.stellen = []
        self.in_fstring = 0

    def _stelle(self, knoten, art):
        """True, wenn diese Stelle die zu ändernde ist; zählt sie in jedem Fall mit."""
        self.stellen.append((getattr(knoten, "lineno", 0), art))
        return len(self.stellen) - 1 == self.ziel

    # --- Ausdrücke -----------------------------------------------------------------------
    def visit_JoinedStr(self, knoten):
        return knoten  # Text in f-Strings: Formatierung, keine Logik

    def visit_Compare(self, knoten):
        self.generic_visit(knoten)
        for i, op in enumerate(knoten.ops):
            for ersatz in _VERGLEICHE.get(type(op), ()):
                if self._stelle(knoten, "Vergleich geändert"):
                    knoten.ops[i] = ersatz()
                    return knoten
        if len(knoten.ops) == 1 and isinstance(knoten.ops[0], (ast.Is, ast.IsNot)):
            rechts = knoten.comparators[0]
            if isinstance(rechts, ast.Constant) and rechts.value is True:
                if self._stelle(knoten, "is True durch Wahrheitswert ersetzt"):
                    if isinstance(knoten.ops[0], ast.Is):
                        return knoten.left
                    return ast.UnaryOp(op=ast.Not(), operand=knoten.left)
        return knoten

    def visit_Constant(self, knoten):
        wert = knoten.value
        if isinstance(wert, bool):
            if self._stelle(knoten, "Wahrheitswert umgedreht"):
                return _zahl(not wert)
        elif isinstance(wert, int):
            for delta in (1, -1):
                if self._stelle(knoten, f"Zahl {delta:+d}"):
                    return _zahl(wert + delta)
        return knoten

    def _rechenzeichen(self, knoten):
        """Tauscht das Rechenzeichen von ``x + y`` oder ``x += y``; True, wenn getauscht."""
        for ersatz in _RECHNUNGEN.get(type(knoten.op), ()):
            if self._stelle(knoten, "Rechenzeichen geändert"):
                knoten.op = ersatz()
                return True
        return False

    def _bedingung(self, knoten):
        """Ersetzt die Bedingung von ``if`` oder ``a if b else c`` durch True, dann False."""
        for wert in (True, False):
            if self._stelle(knoten, "Bedingung ersetzt"):
                knoten.test = _zahl(wert)
                return True
        return False

    def visit_BinOp(self, knoten):
        self.generic_visit(knoten)
        self._rechenzeichen(knoten)
        return knoten

    def visit_AugAssign(self, knoten):
        self.generic_visit(knoten)
        if self._rechenzeichen(knoten):
            return knoten
        if self._stelle(knoten, "+= durch = ersetzt"):
            return ast.Assign(targets=[knoten.target], value=knoten.value, lineno=knoten.lineno)
        return knoten

    def visit_BoolOp(self, knoten):
        self.generic_visit(knoten)
        for i in range(len(knoten.values)):
            if self._stelle(knoten, "Teilbedingung entfernt"):
                rest = knoten.values[:i] + knoten.values[i + 1 :]
                return rest[0] if len(rest) == 1 else ast.BoolOp(op=knoten.op, values=rest)
        if self._stelle(knoten, "and und or vertauscht"):
            knoten.op = ast.Or() if isinstance(knoten.op, ast.And) else ast.And()
        return knoten

    def visit_UnaryOp(self, knoten):
        self.generic_visit(knoten)
        if isinstance(knoten.op, (ast.Not, ast.USub)) and self._stelle(knoten, "not/- entfernt"):
            return knoten.operand
        return knoten

    def visit_IfExp(self, knoten):
        self.generic_visit(knoten)
        self._bedingung(knoten)
        return knoten

    def visit_comprehension(self, knoten):
        self.generic_visit(knoten)
        for i in range(len(knoten.ifs)):
            if self._stelle(knoten.ifs[i], "Bedingung entfernt"):
                del knoten.ifs[i]
                return knoten
        return knoten

    def visit_Call(self, knoten):
        self.generic_visit(knoten)
        if _ist_json_loads(knoten) and self._stelle(knoten, "json.loads → ast.literal_eval"):
            knoten.func = ast.parse("__import__('ast').literal_eval", mode="eval").body
            return knoten
        if _ist_kopie(knoten) and self._stelle(knoten, "Kopie weggelassen"):
            return knoten.args[0]
        name = knoten.func.id if isinstance(knoten.func, ast.Name) else None
        if name in _TAUSCH and self._stelle(knoten, f"{name} → {_TAUSCH[name]}"):
            knoten.func = ast.Name(id=_TAUSCH[name], ctx=ast.Load())
            return knoten
        if name == "range":
            for i, argument in enumerate(knoten.args):
                if isinstance(argument, ast.Constant):
                    continue  # Zahlen ändert visit_Constant schon
                for delta in (1, -1):
                    if self._stelle(knoten, f"Grenze von range {delta:+d}"):
                        knoten.args[i] = _plus(argument, delta)
                        return knoten
        for i in range(len(knoten.args) - 1):
            if ast.dump(knoten.args[i]) != ast.dump(knoten.args[i + 1]):
                if self._stelle(knoten, "Argumente vertauscht"):
                    knoten.args[i], knoten.args[i + 1] = knoten.args[i + 1], knoten.args[i]
                    return knoten
        return knoten

    def visit_Slice(self, knoten):
        self.generic_visit(knoten)
        for feld in ("lower", "upper"):
            grenze = getattr(knoten, feld)
            if grenze is None or isinstance(grenze, ast.Constant):
                continue
            for delta in (1, -1):
                if self._stelle(grenze, f"Grenze des Ausschnitts {delta:+d}"):
                    setattr(knoten, feld, _plus(grenze, delta))
                    return knoten
        return knoten

    # --- Anweisungen ---------------------------------------------------------------------
    def visit_If(self, knoten):
        self.generic_visit(knoten)
        self._bedingung(knoten)
        return knoten

    def visit_While(self, knoten):
        self.generic_visit(knoten)
        if self._stelle(knoten, "Schleife läuft nie"):
            knoten.test = _zahl(False)
        return knoten

    def visit_Break(self, knoten):
        if self._stelle(knoten, "break → continue"):
            return ast.Continue(lineno=knoten.lineno)
        return knoten

    def visit_Continue(self, knoten):
        if self._stelle(knoten, "continue → break"):
            return ast.Break(lineno=knoten.lineno)
        return knoten

    def visit_Try(self, knoten):
        self.generic_visit(knoten)
        if knoten.handlers and self._stelle(knoten, "try/except entfernt"):
            return knoten.body + knoten.orelse + knoten.finalbody
        return knoten

    def generic_visit(self, knoten):
        super().generic_visit(knoten)
        for feld in ("body", "orelse", "finalbody"):
            anweisungen = getattr(knoten, feld, None)
            if isinstance(anweisungen, list) and anweisungen[:1] and _anweisung(anweisungen[0]):
                neu = self._anweisungen(anweisungen)
                if neu is not None:
                    setattr(knoten, feld, neu)
                    break
        return knoten

    def _anweisungen(self, liste):
        """Mutationen einer Folge von Anweisungen: eine entfernen, ``return`` verschieben."""
        for i, anweisung in enumerate(liste):
            if _ist_doku(anweisung, i) or isinstance(anweisung, _NIE_ENTFERNEN):
                continue
            if self._stelle(anweisung, "Anweisung entfernt"):
                return liste[:i] + liste[i + 1 :] or [ast.Pass()]
        for i, anweisung in enumerate(liste[:-1]):
            danach = liste[i + 1]
            if isinstance(anweisung, _SCHLEIFEN) and isinstance(danach, ast.Return):
                if self._stelle(danach, "return in die Schleife verschoben"):
                    anweisung.body = [*anweisung.body, danach]
                    return liste[: i + 1] + liste[i + 2 :]
        for i, anweisung in enumerate(liste):
            if isinstance(anweisung, _SCHLEIFEN) and isinstance(anweisung.body[-1], ast.Return):
                if len(anweisung.body) > 1 and self._stelle(
                    anweisung.body[-1], "return aus der Schleife verschoben"
                ):
                    zurueck = anweisung.body.pop()
                    return liste[: i + 1] + [zurueck] + liste[i + 1 :]
        return None


def _anweisung(knoten):
    return isinstance(knoten, ast.stmt)


_NIE_ENTFERNEN = (ast.Pass, ast.FunctionDef, ast.ClassDef, ast.Global, ast.Nonlocal)


def _ist_doku(anweisung, stelle):
    return (
        stelle == 0
        and isinstance(anweisung, ast.Expr)
        and isinstance(anweisung.value, ast.Constant)
        and isinstance(anweisung.value.value, str)
    )
