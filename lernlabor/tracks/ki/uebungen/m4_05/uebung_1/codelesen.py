"""Liest den Code der Lernenden mit ``ast``: kommen eval, exec, compile oder __import__ vor?

Gesucht wird im Syntaxbaum, nicht im Text: Ein Kommentar oder ein Satz in einem String wie
"ohne eval" stört nicht. Gefunden werden

* die vier Namen als Name (``eval(x)``, ``e = eval``), als Attribut (``builtins.eval``) und
  als importierter Name (``from builtins import eval``);
* die Wege zu den eingebauten Funktionen: die Namen ``__builtins__``, ``globals``, ``vars``
  und ``locals``, jedes Attribut mit doppeltem Unterstrich außer den harmlosen
  (``__name__``, ``__class__`` …), etwa ``print.__self__`` oder ``f.__globals__``;
* die Werkzeuge von ``typing``, die einen Text mit eval ausrechnen: ``ForwardRef``,
  ``get_type_hints``, ``evaluate_forward_ref``, ``_eval_type`` und ``_evaluate`` (``inspect``
  und ``annotationlib`` mit ihren Wegen dorthin stehen nicht auf der Liste der Importe);
* ein Import, der nicht auf der Liste steht (``import builtins``, ``importlib``, ``os`` …);
* Strings, die einen dieser Namen ergeben, auch zusammengesetzt aus Konstanten mit ``+``,
  ``*``, f-Strings, ``"".join([...])`` oder Slices, etwa ``getattr(x, "ev" + "al")``. Nur
  ``mode="eval"`` in ``ast.parse`` zählt nicht: Das verlangt die Aufgabe.

Nicht gefunden wird, was erst zur Laufzeit entsteht: ``chr(101) + …``, Strings aus Schleifen,
Codecs oder Bytes. Die Prüfung soll die Abkürzung über eval verhindern, nicht einen
entschlossenen Angreifer; gegen den hilft nur, fremden Code gar nicht auszuführen.
"""

import ast
import functools

VERBOTEN = ("eval", "exec", "compile", "__import__")
TORE = ("__builtins__", "globals", "vars", "locals")
# Was in typing (3.12 bis 3.14) einen Text an eval gibt: ForwardRef("1 + 2")._evaluate(...).
TYPING = ("ForwardRef", "get_type_hints", "evaluate_forward_ref", "_eval_type", "_evaluate")
# Namen mit doppeltem Unterstrich, von denen ohne ein weiteres Attribut kein Weg zu den
# eingebauten Funktionen führt: Angaben wie ``__name__``, die Methoden, die eine eigene Klasse
# überschreibt und mit super() weiterreicht (``super().__str__()``), und die Rechen-Methoden
# (``operator.__add__``, ``(1).__add__``).
HARMLOS = {
    f"__{name}__"
    for name in (
        "name qualname class doc module init new str repr format eq ne lt le gt ge hash bool "
        "len iter next contains getitem call abs round int float index init_subclass post_init "
        "enter exit add sub mul truediv floordiv mod pow neg pos"
    ).split()
}
# Die Module, die der Rechner importieren darf (Regel 8).
IMPORTE = tuple(
    "ast collections dataclasses decimal enum fractions functools itertools math numbers "
    "operator re string typing".split()
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
    modus = _modus_eval(baum)
    gefunden = sorted(
        ((getattr(knoten, "lineno", 0), getattr(knoten, "col_offset", 0)), beschreibung)
        for knoten in ast.walk(baum)
        if id(knoten) not in modus and (beschreibung := _befund(knoten))
    )
    # Ein zusammengesetzter String enthält seine Teile: nur den äußersten melden.
    return [(zeile, text) for (zeile, _), text in dict.fromkeys(gefunden)]


def _modus_eval(baum):
    """Die ids der Knoten, die nur den Modus nennen (``mode="eval"``, das dritte Argument von
    ``ast.parse``), auch über eine Konstante: ``MODUS = "eval"`` zählt nicht, wenn ``MODUS``
    nirgends anders als an der Stelle des Modus gelesen wird."""
    modus, gelesen = set(), {}
    for knoten in ast.walk(baum):
        if isinstance(knoten, ast.Call):
            modus |= {id(w.value) for w in knoten.keywords if w.arg == "mode"}
            name = getattr(knoten.func, "attr", getattr(knoten.func, "id", None))
            if name == "parse" and len(knoten.args) >= 3:
                modus.add(id(knoten.args[2]))
        if isinstance(knoten, ast.Name) and isinstance(knoten.ctx, ast.Load):
            gelesen.setdefault(knoten.id, set()).add(id(knoten))
    for knoten in ast.walk(baum):
        match knoten:
            case ast.Assign(targets=[ziel], value=wert) | ast.AnnAssign(target=ziel, value=wert):
                if set() < gelesen.get(getattr(ziel, "id", None), set()) <= modus:
                    modus.add(id(wert))
    return modus


def _befund(knoten):
    name = getattr(knoten, "id", getattr(knoten, "attr", None))  # Name oder Attribut
    if name in TYPING:
        return f"{name} aus typing, das Text mit eval ausrechnet"
    if isinstance(knoten, ast.Name) and knoten.id in VERBOTEN + TORE:
        return f"der Name {knoten.id}"
    if isinstance(knoten, ast.Attribute) and knoten.attr in VERBOTEN:
        return f"das Attribut .{knoten.attr}"
    if isinstance(knoten, ast.Attribute) and _dunder(knoten.attr):
        return f"das Attribut .{knoten.attr}, ein Weg zu den eingebauten Funktionen"
    if isinstance(knoten, ast.alias) and knoten.asname in VERBOTEN + TORE:
        return f"der Name {knoten.asname} (import … as {knoten.asname})"
    if isinstance(knoten, ast.alias) and knoten.name in VERBOTEN + TORE + TYPING:
        return f"der importierte Name {knoten.name}"
    if isinstance(knoten, ast.Import):
        fremd = [a.name for a in knoten.names if a.name.split(".")[0] not in IMPORTE]
        return f"import {fremd[0]}" if fremd else None
    if isinstance(knoten, ast.ImportFrom) and (knoten.module or "").split(".")[0] not in IMPORTE:
        return f"from {knoten.module or '.'} import …"
    wert = _falte(knoten)
    if isinstance(wert, str) and _verdaechtig(wert.strip()):
        art = "der Text" if isinstance(knoten, ast.Constant) else "der zusammengesetzte Text"
        return f"{art} {wert.strip()!r}"
    return None


def _dunder(name):
    return name.startswith("__") and name.endswith("__") and len(name) > 4 and name not in HARMLOS


def _verdaechtig(text):
    return text in (*VERBOTEN, *TORE, *TYPING, "builtins") or _dunder(text)


def _falte(knoten, tiefe=0):
    """Der Wert eines Ausdrucks aus String-Konstanten, soweit er sich ohne Ausführen ergibt:
    ``+``, ``*``, f-Strings, ``"".join([...])``, Slices und Indizes mit ganzen Zahlen."""
    if tiefe > 50:
        return None
    falte = functools.partial(_falte, tiefe=tiefe + 1)
    match knoten:
        case ast.Constant(value=wert):
            return wert if type(wert) in (str, int) else None
        case ast.BinOp(left=links, op=ast.Add(), right=rechts):
            return _verbunden([ast.Constant(""), links, rechts], tiefe)
        case ast.JoinedStr(values=teile):
            return _verbunden([ast.Constant(""), *teile], tiefe)
        case ast.Call(
            func=ast.Attribute(attr="join", value=trenner),
            args=[ast.List(elts=teile) | ast.Tuple(elts=teile)],
            keywords=[],
        ):
            return _verbunden([trenner, *teile], tiefe)
        case ast.BinOp(left=links, op=ast.Mult(), right=rechts):
            text, zahl = falte(links), falte(rechts)
            if type(text) is int:
                text, zahl = zahl, text
            # Kurze Texte, kleine Zahlen: "_" * 2, nicht zehn Millionen Zeichen.
            ok = type(text) is str and type(zahl) is int and len(text) < 100 and zahl < 100
            return text * zahl if ok else None
        case ast.FormattedValue(value=wert, format_spec=None):
            return wert if type(wert := falte(wert)) is str else None
        case ast.UnaryOp(op=ast.USub(), operand=wert):
            return -wert if type(wert := falte(wert)) is int else None
        case ast.Subscript():
            return _schneide(knoten, tiefe)
    return None


def _verbunden(knoten, tiefe):
    """Die Texte der Knoten nach dem ersten, mit dessen Text verbunden, wenn jeder sich zu einem
    Text falten lässt, sonst ``None``."""
    teile = [_falte(k, tiefe + 1) for k in knoten]
    return teile[0].join(teile[1:]) if all(type(t) is str for t in teile) else None


def _schneide(knoten, tiefe):
    """``"lave"[::-1]`` und ``"xevalx"[1:5]``: ein Slice oder Index mit ganzen Zahlen."""
    text = _falte(knoten.value, tiefe + 1)
    teil = knoten.slice
    grenzen = (teil.lower, teil.upper, teil.step) if isinstance(teil, ast.Slice) else (teil,)
    werte = [None if g is None else _falte(g, tiefe + 1) for g in grenzen]
    if type(text) is not str or any(
        g is not None and type(w) is not int for g, w in zip(grenzen, werte, strict=True)
    ):
        return None
    try:
        return text[slice(*werte)] if isinstance(teil, ast.Slice) else text[werte[0]]
    except (IndexError, ValueError):
        return None
