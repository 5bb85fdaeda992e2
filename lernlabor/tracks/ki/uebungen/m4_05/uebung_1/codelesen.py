"""Liest den Code der Lernenden mit ``ast``: kommen eval, exec, compile oder __import__ vor?

Gesucht wird im Syntaxbaum, nicht im Text: Ein Kommentar oder ein Satz in einem String wie
"ohne eval" stört nicht. Gefunden werden

* die vier Namen als Name (``eval(x)``, ``e = eval``), als Attribut (``builtins.eval``) und
  als importierter Name (``from builtins import eval``);
* die Wege zu den eingebauten Funktionen: die Namen ``__builtins__``, ``globals``, ``vars``
  und ``locals``, jedes Attribut mit doppeltem Unterstrich außer den harmlosen
  (``__name__``, ``__class__`` …), etwa ``print.__self__`` oder ``f.__globals__``;
* ein Import, der nicht auf der Liste steht (``import builtins``, ``importlib``, ``os`` …);
* Strings, die einen dieser Namen ergeben, auch zusammengesetzt aus Konstanten mit ``+``,
  ``*``, f-Strings, ``"".join([...])`` oder Slices, etwa ``getattr(x, "ev" + "al")``. Nur
  ``mode="eval"`` in ``ast.parse`` zählt nicht: Das verlangt die Aufgabe.

Nicht gefunden wird, was erst zur Laufzeit entsteht: ``chr(101) + …``, Strings aus Schleifen,
Codecs oder Bytes. Die Prüfung soll die Abkürzung über eval verhindern, nicht einen
entschlossenen Angreifer; gegen den hilft nur, fremden Code gar nicht auszuführen.
"""

import ast

VERBOTEN = ("eval", "exec", "compile", "__import__")
TORE = ("__builtins__", "globals", "vars", "locals")
HARMLOSE_DUNDER = ("__name__", "__qualname__", "__class__", "__doc__", "__module__")
# Die Methoden, die eine eigene Klasse überschreibt und mit super() weiterreicht
# (``super().__str__()``): Von dort führt ohne ein weiteres Attribut kein Weg weiter.
PROTOKOLL = tuple(
    f"__{n}__"
    for n in (
        "init", "new", "str", "repr", "format", "eq", "ne", "lt", "le", "gt", "ge", "hash",
        "bool", "len", "iter", "next", "contains", "getitem", "call", "abs", "round", "int",
        "float", "index", "init_subclass", "post_init", "enter", "exit",
    )
)  # fmt: skip
# Die Rechen-Methoden (operator.__add__, (1).__add__) führen nicht zu den eingebauten Funktionen.
RECHEN_DUNDER = tuple(
    f"__{n}__" for n in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "neg", "pos")
)
IMPORTE = (
    "ast",
    "collections",
    "dataclasses",
    "decimal",
    "enum",
    "fractions",
    "functools",
    "itertools",
    "math",
    "numbers",
    "operator",
    "re",
    "string",
    "typing",
)


def funde(code):
    """Alle Fundstellen als Liste von (Zeile, Beschreibung), nach Zeile und Spalte geordnet.

    Code, der sich nicht übersetzen lässt, ergibt keine Funde; den Syntaxfehler meldet die
    Prüf-Maschine vorher selbst.
    """
    try:
        baum = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    gefunden = []
    modus = _modus_eval(baum)
    for knoten in ast.walk(baum):
        beschreibung = None if id(knoten) in modus else _befund(knoten)
        if beschreibung:
            ort = (getattr(knoten, "lineno", 0), getattr(knoten, "col_offset", 0))
            gefunden.append((ort, beschreibung))
    gefunden.sort()
    # Ein zusammengesetzter String enthält seine Teile: nur den äußersten melden.
    return [(zeile, text) for (zeile, _), text in dict.fromkeys(gefunden)]


def _modus_eval(baum):
    """Die ids der Konstanten "eval", die nur den Modus von ast.parse nennen (mode="eval").

    Auch über eine Konstante: ``MODUS = "eval"`` zählt nicht, wenn ``MODUS`` nirgends anders
    als an der Stelle des Modus gelesen wird.
    """
    erlaubt, modus_namen = set(), set()
    for knoten in ast.walk(baum):
        if not isinstance(knoten, ast.Call):
            continue
        kandidaten = [k.value for k in knoten.keywords if k.arg == "mode"]
        name = getattr(knoten.func, "attr", getattr(knoten.func, "id", None))
        if name == "parse" and len(knoten.args) >= 3:  # ast.parse(quelle, dateiname, modus)
            kandidaten.append(knoten.args[2])
        erlaubt |= {id(k) for k in kandidaten if isinstance(k, ast.Constant) and k.value == "eval"}
        modus_namen |= {id(k) for k in kandidaten if isinstance(k, ast.Name)}
    return erlaubt | _modus_konstanten(baum, modus_namen)


def _modus_konstanten(baum, modus_namen):
    """Die ids von "eval" in ``NAME = "eval"``, wenn NAME nur als Modus gelesen wird."""
    gelesen = {}
    for knoten in ast.walk(baum):
        if isinstance(knoten, ast.Name) and isinstance(knoten.ctx, ast.Load):
            gelesen.setdefault(knoten.id, set()).add(id(knoten))
    erlaubt = set()
    for knoten in ast.walk(baum):
        if not isinstance(knoten, ast.Assign | ast.AnnAssign) or knoten.value is None:
            continue
        ziele = knoten.targets if isinstance(knoten, ast.Assign) else [knoten.target]
        wert = knoten.value
        if len(ziele) != 1 or not isinstance(ziele[0], ast.Name):
            continue
        name = ziele[0].id
        if isinstance(wert, ast.Constant) and wert.value == "eval" and name in gelesen:
            if gelesen[name] <= modus_namen:
                erlaubt.add(id(wert))
    return erlaubt


def _befund(knoten):
    if isinstance(knoten, ast.Name) and knoten.id in VERBOTEN + TORE:
        return f"der Name {knoten.id}"
    if isinstance(knoten, ast.Attribute):
        if knoten.attr in VERBOTEN:
            return f"das Attribut .{knoten.attr}"
        if _dunder(knoten.attr) and knoten.attr not in HARMLOSE_DUNDER + PROTOKOLL + RECHEN_DUNDER:
            return f"das Attribut .{knoten.attr}, ein Weg zu den eingebauten Funktionen"
    if isinstance(knoten, ast.alias):
        if knoten.asname in VERBOTEN + TORE:
            return f"der Name {knoten.asname} (import … as {knoten.asname})"
        if knoten.name in VERBOTEN + TORE:
            return f"der importierte Name {knoten.name}"
    if isinstance(knoten, ast.Import):
        for alias in knoten.names:
            if alias.name.split(".")[0] not in IMPORTE:
                return f"import {alias.name}"
    if isinstance(knoten, ast.ImportFrom) and (knoten.module or "").split(".")[0] not in IMPORTE:
        return f"from {knoten.module or '.'} import …"
    wert = _falte(knoten)
    if isinstance(wert, str) and _verdaechtig(wert.strip()):
        art = "der Text" if isinstance(knoten, ast.Constant) else "der zusammengesetzte Text"
        return f"{art} {wert.strip()!r}"
    return None


def _dunder(name):
    return name.startswith("__") and name.endswith("__") and len(name) > 4


def _verdaechtig(text):
    return (
        text in VERBOTEN + TORE
        or text == "builtins"
        or (_dunder(text) and text not in HARMLOSE_DUNDER + PROTOKOLL + RECHEN_DUNDER)
    )


def _falte(knoten, tiefe=0):
    """Der Wert eines Ausdrucks aus String-Konstanten, soweit er sich ohne Ausführen ergibt."""
    if tiefe > 50:
        return None
    if isinstance(knoten, ast.Constant):
        return knoten.value if isinstance(knoten.value, str | int) else None
    if isinstance(knoten, ast.BinOp) and isinstance(knoten.op, ast.Add | ast.Mult):
        links, rechts = _falte(knoten.left, tiefe + 1), _falte(knoten.right, tiefe + 1)
        try:
            if (
                isinstance(knoten.op, ast.Add)
                and isinstance(links, str)
                and isinstance(rechts, str)
            ):
                return links + rechts
            if isinstance(knoten.op, ast.Mult) and {type(links), type(rechts)} == {str, int}:
                return links * rechts if max(len(str(links)), len(str(rechts))) < 100 else None
        except (TypeError, ValueError, OverflowError, MemoryError):
            return None
        return None
    if isinstance(knoten, ast.JoinedStr):
        teile = [_falte(w, tiefe + 1) for w in knoten.values]
        return "".join(teile) if all(isinstance(t, str) for t in teile) else None
    if isinstance(knoten, ast.FormattedValue) and knoten.format_spec is None:
        wert = _falte(knoten.value, tiefe + 1)
        return wert if isinstance(wert, str) else None
    if isinstance(knoten, ast.Call) and isinstance(knoten.func, ast.Attribute):
        if knoten.func.attr == "join" and len(knoten.args) == 1 and not knoten.keywords:
            trenner = _falte(knoten.func.value, tiefe + 1)
            folge = knoten.args[0]
            if isinstance(trenner, str) and isinstance(folge, ast.List | ast.Tuple):
                teile = [_falte(e, tiefe + 1) for e in folge.elts]
                if all(isinstance(t, str) for t in teile):
                    return trenner.join(teile)
        return None
    if isinstance(knoten, ast.UnaryOp) and isinstance(knoten.op, ast.USub):
        wert = _falte(knoten.operand, tiefe + 1)
        return -wert if type(wert) is int else None
    if isinstance(knoten, ast.Subscript):
        return _schneide(knoten, tiefe)
    return None


def _schneide(knoten, tiefe):
    """``"lave"[::-1]`` und ``"xevalx"[1:5]``: ein Slice oder Index mit ganzen Zahlen."""
    text = _falte(knoten.value, tiefe + 1)
    if not isinstance(text, str):
        return None
    teil = knoten.slice
    grenzen = (teil.lower, teil.upper, teil.step) if isinstance(teil, ast.Slice) else (teil,)
    werte = [None if g is None else _falte(g, tiefe + 1) for g in grenzen]
    if any(g is not None and type(w) is not int for g, w in zip(grenzen, werte, strict=True)):
        return None
    try:
        return text[slice(*werte)] if isinstance(teil, ast.Slice) else text[werte[0]]
    except (IndexError, ValueError):
        return None
