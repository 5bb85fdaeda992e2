"""Der Mutierer: läuft einen Syntaxbaum ab und ändert genau eine Stelle (siehe ``mutanten.py``).

Jede Methode ``visit_…`` kennt die Fehler, die an einer Art von Knoten plausibel sind. Beim
Zählen (``ziel=None``) ändert sie nichts; beim Durchlauf mit Ziel ``k`` nur die ``k``-te
Stelle. Die Reihenfolge der Stellen ist in beiden Durchläufen dieselbe.
"""

import ast
import builtins

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
# Methoden, die einen geänderten Wert zurückgeben: Sie zu vergessen ist ein typischer Fehler.
_WEGLASSBAR = {
    "lower",
    "upper",
    "casefold",
    "strip",
    "lstrip",
    "rstrip",
    "removeprefix",
    "removesuffix",
    "replace",
    "copy",
    "title",
    "capitalize",
}
# Geschwister einer Methode: dieselbe Form, ein anderes Verhalten.
_GESCHWISTER = {
    "get": ("pop",),
    "pop": ("get",),
    "setdefault": ("get",),
    "lower": ("upper",),
    "upper": ("lower",),
    "casefold": ("upper",),
    "append": ("extend",),
    "extend": ("append",),
    "keys": ("values",),
    "values": ("keys",),
    "startswith": ("endswith",),
    "endswith": ("startswith",),
    "strip": ("lstrip", "rstrip"),
    "lstrip": ("strip",),
    "rstrip": ("strip",),
    "removeprefix": ("removesuffix",),
    "removesuffix": ("removeprefix",),
    "find": ("rfind",),
    "rfind": ("find",),
    "isupper": ("islower",),
    "islower": ("isupper",),
}
# Eingebaute Funktionen ohne Nebenwirkung: Zwei Anweisungen, die nur sie rufen, hängen nicht
# über einen Aufruf voneinander ab.
_REIN = {
    "abs", "all", "any", "bool", "dict", "enumerate", "float", "int", "isinstance", "len",
    "list", "max", "min", "range", "repr", "reversed", "round", "set", "sorted", "str", "sum",
    "tuple", "type", "zip",
}  # fmt: skip
_ALLGEMEIN = ("Exception", "BaseException")
_ENGER = {"Exception": "ValueError", "BaseException": "Exception"}  # except verengt auf …


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

    def __init__(self, ziel, vorwissen=None):
        """``vorwissen`` teilen alle Durchläufe über denselben Code (siehe ``vorwissen``)."""
        self.ziel = ziel
        self.stellen = []
        self.fertig = False  # die Stelle ``ziel`` ist geändert: Der Rest bleibt, wie er ist
        self.wissen = vorwissen

    def _stelle(self, knoten, art):
        """True, wenn diese Stelle die zu ändernde ist; zählt sie in jedem Fall mit."""
        ort = (getattr(knoten, "lineno", 0), getattr(knoten, "col_offset", 0))
        self.stellen.append((*ort, art))
        if len(self.stellen) - 1 == self.ziel:
            self.fertig = True
        return self.fertig and len(self.stellen) - 1 == self.ziel

    def visit_Module(self, knoten):
        if self.wissen is None:
            self.wissen = vorwissen(knoten)
        return self.generic_visit(knoten)

    # --- Ausdrücke -----------------------------------------------------------------------
    def visit_JoinedStr(self, knoten):
        """f-String: ganz geleert oder ein Platzhalter weg; seine Teile ändert sonst nichts."""
        if self._stelle(knoten, "f-String geleert"):
            return ast.Constant(value="")
        if len(knoten.values) < 2:
            return knoten  # ohne den einzigen Platzhalter: derselbe Mutant wie geleert
        for i, teil in enumerate(knoten.values):
            if isinstance(teil, ast.FormattedValue) and self._stelle(teil, "Platzhalter entfernt"):
                del knoten.values[i]
                return knoten
        return knoten

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
        elif isinstance(wert, str) and _ort(knoten) not in self.wissen["doku"]:
            if self._stelle(knoten, "Text geleert" if wert else "leerer Text gefüllt"):
                return ast.Constant(value="" if wert else "X")
            anders = _anders_geschrieben(wert)
            if anders is not None and self._stelle(knoten, "Text geändert"):
                return ast.Constant(value=anders)
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
        ersatz = self._methode(knoten)
        if ersatz is not None:
            return ersatz
        for i in range(len(knoten.args) - 1):
            if ast.dump(knoten.args[i]) != ast.dump(knoten.args[i + 1]):
                if self._stelle(knoten, "Argumente vertauscht"):
                    knoten.args[i], knoten.args[i + 1] = knoten.args[i + 1], knoten.args[i]
                    return knoten
        return knoten

    def _methode(self, knoten):
        """``x.lower()`` → ``x`` oder ``x.upper()``; gibt den Ersatz oder ``None``.

        Nur an Werten, nicht an Modulen: ``json.loads`` hat weder Geschwister noch lässt es
        sich weglassen.
        """
        f = knoten.func
        if not isinstance(f, ast.Attribute) or _ist_name(f.value, *self.wissen["module"]):
            return None
        if f.attr in _WEGLASSBAR and self._stelle(knoten, f".{f.attr}() weggelassen"):
            return f.value
        for geschwister in _GESCHWISTER.get(f.attr, ()):
            if self._stelle(knoten, f".{f.attr} → .{geschwister}"):
                f.attr = geschwister
                return knoten
        return None

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

    def visit_ExceptHandler(self, knoten):
        """``except`` erweitert (auf ``Exception``), verengt oder eine Klasse des Tupels weg."""
        self.generic_visit(knoten)
        typ = knoten.type
        if typ is None:
            return knoten
        klassen = typ.elts if isinstance(typ, ast.Tuple) else [typ]
        if len(klassen) > 1:
            for i in range(len(klassen)):
                if self._stelle(typ, "Klasse aus except entfernt"):
                    rest = klassen[:i] + klassen[i + 1 :]
                    knoten.type = rest[0] if len(rest) == 1 else ast.Tuple(rest, ast.Load())
                    return knoten
        namen = [_klassenname(k) for k in klassen]
        if not any(n in _ALLGEMEIN for n in namen) and self._stelle(typ, "except erweitert"):
            knoten.type = ast.Name(id="Exception", ctx=ast.Load())
            return knoten
        if len(klassen) == 1:
            for enger in _engere(namen[0]):
                if self._stelle(typ, "except verengt"):
                    knoten.type = ast.Name(id=enger, ctx=ast.Load())
                    return knoten
        return knoten

    def visit_Try(self, knoten):
        self.generic_visit(knoten)
        if knoten.handlers and self._stelle(knoten, "try/except entfernt"):
            return knoten.body + knoten.orelse + knoten.finalbody
        return knoten

    def generic_visit(self, knoten):
        if self.fertig:
            return knoten
        super().generic_visit(knoten)
        if self.fertig:
            return knoten
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
        for i in range(len(liste) - 1):
            erste, zweite = liste[i], liste[i + 1]
            paar = (_ort(erste), _ort(zweite))
            if paar not in self.wissen["abhaengig"]:
                self.wissen["abhaengig"][paar] = _abhaengig(erste, zweite)
            if not _ist_doku(erste, i) and self.wissen["abhaengig"][paar]:
                if self._stelle(erste, "Anweisungen vertauscht"):
                    return [*liste[:i], zweite, erste, *liste[i + 2 :]]
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


def vorwissen(baum):
    """Was jeder Durchlauf über den Code wissen muss, einmal ermittelt: die importierten Namen
    (ihre Funktionen haben keine Geschwister), die Orte der Texte, die Doku sind (Docstrings,
    Texte als Anweisung), und ein Merker für abhängige Anweisungspaare."""
    module, doku = set(), set()
    for k in ast.walk(baum):
        if isinstance(k, (ast.Import, ast.ImportFrom)):
            module.update((a.asname or a.name).split(".")[0] for a in k.names)
        elif isinstance(k, ast.Expr) and isinstance(k.value, ast.Constant):
            doku.add(_ort(k.value))
    return {"module": module, "doku": doku, "abhaengig": {}}


def _ort(knoten):
    """Der Ort eines Knotens im Quelltext; in jedem frisch geparsten Baum derselbe."""
    return (knoten.lineno, knoten.col_offset, knoten.end_lineno, knoten.end_col_offset)


def _anders_geschrieben(text):
    """Ein Wort wie ``"content"`` oder ``"Fehler:"`` mit umgedrehtem ersten Buchstaben.

    Nur Texte ohne Leerraum (Schlüssel, Rollen, Namen, Anfänge): Ein Tippfehler in einem Satz
    ändert nichts, was eine Aufgabe verlangen könnte.
    """
    if not text or any(z.isspace() for z in text):
        return None
    for i, zeichen in enumerate(text):
        if zeichen.isalpha() and zeichen.swapcase() != zeichen:
            return text[:i] + zeichen.swapcase() + text[i + 1 :]
    return None


def _klassenname(knoten):
    if isinstance(knoten, ast.Name):
        return knoten.id
    return knoten.attr if isinstance(knoten, ast.Attribute) else ""


def _engere(name):
    """Die Klassen, auf die ``except name`` verengt wird: eine allgemeinere auf eine engere,
    eine eingebaute auf ihre eingebauten Unterklassen (höchstens drei, sonst keine)."""
    if name in _ENGER:
        return (_ENGER[name],)
    klasse = getattr(builtins, name, None)
    if not isinstance(klasse, type) or not issubclass(klasse, BaseException):
        return ()
    unter = sorted(
        k.__name__
        for k in klasse.__subclasses__()
        if not k.__name__.startswith("_") and getattr(builtins, k.__name__, None) is k
    )
    return tuple(unter) if len(unter) <= 3 else ()


_OHNE_TAUSCH = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.Import,
    ast.ImportFrom,
    ast.Global,
    ast.Nonlocal,
    ast.Pass,
)
_SPRUENGE = (ast.Return, ast.Raise, ast.Break, ast.Continue)


def _abhaengig(erste, zweite):
    """Ändert das Vertauschen der beiden Anweisungen vielleicht etwas?

    Ja, wenn eine ein Sprung ist (``return``, ``raise``, ``break`` …), wenn eine einen Namen
    schreibt, den die andere liest oder schreibt (ein Methodenaufruf ``x.m()`` und eine
    Zuweisung an ``x[…]`` oder ``x.a`` schreiben ``x``), oder wenn beide etwas anderes
    aufrufen als reine eingebaute Funktionen (dann zählt die Reihenfolge der Aufrufe). Sonst
    wäre der Mutant fast immer gleichwertig, etwa bei ``a = 1`` und ``b = 2``.
    """
    if isinstance(erste, _OHNE_TAUSCH) or isinstance(zweite, _OHNE_TAUSCH):
        return False
    a, b = _zugriffe(erste), _zugriffe(zweite)
    if a["sprung"] or b["sprung"] or (a["ruft"] and b["ruft"]):
        return True
    return bool(a["schreibt"] & (b["liest"] | b["schreibt"]) or b["schreibt"] & a["liest"])


def _basis(knoten):
    while isinstance(knoten, (ast.Attribute, ast.Subscript, ast.Call)):
        knoten = knoten.func if isinstance(knoten, ast.Call) else knoten.value
    return knoten.id if isinstance(knoten, ast.Name) else None


def _zugriffe(anweisung):
    """Namen, die eine Anweisung liest und schreibt; ob sie springt oder Unreines aufruft.

    Ein ``if``, dessen Rumpf mit einem Sprung endet, ruft nur in seiner Bedingung: Zwei
    solche Wächter mit reinen Bedingungen (``if isinstance(k, A): return …``) tauschen
    ihre Reihenfolge meist ohne Folgen.
    """
    liest, schreibt, ruft = set(), set(), False
    stapel = [(anweisung, True)]
    while stapel:
        k, zaehlt = stapel.pop()
        if k is not anweisung and isinstance(
            k, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
        ):
            continue  # ein innerer Rumpf läuft nicht hier
        if isinstance(k, ast.Name):
            (liest if isinstance(k.ctx, ast.Load) else schreibt).add(k.id)
        elif isinstance(k, (ast.Attribute, ast.Subscript)) and not isinstance(k.ctx, ast.Load):
            schreibt.add(_basis(k))
        elif isinstance(k, ast.Call):
            if isinstance(k.func, ast.Attribute):
                schreibt.add(_basis(k.func.value))
                ruft = ruft or zaehlt
            elif not _ist_name(k.func, *_REIN):
                ruft = ruft or zaehlt
        if isinstance(k, ast.If) and k.body and isinstance(k.body[-1], _SPRUENGE):
            stapel.append((k.test, zaehlt))
            stapel.extend((kind, False) for kind in [*k.body, *k.orelse])
            continue
        stapel.extend((kind, zaehlt) for kind in ast.iter_child_nodes(k))
    sprung = isinstance(anweisung, _SPRUENGE) or (
        isinstance(anweisung, ast.Expr) and isinstance(anweisung.value, (ast.Yield, ast.YieldFrom))
    )
    return {"liest": liest, "schreibt": schreibt - {None}, "sprung": sprung, "ruft": ruft}
