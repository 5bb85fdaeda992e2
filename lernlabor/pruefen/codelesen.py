"""Liest den Code der Lernenden mit ``ast``: Kommt etwas vor, das die Aufgabe verbietet?

Eine Regel des Vertrags sagt es mit ``ohne=Verbot(...)``: „sortiere ohne ``sorted``“ ist
``Verbot(namen=("sorted", ".sort"))``. Gesucht wird im Syntaxbaum, nicht im Text: Ein
Kommentar oder ein Satz in einem String wie "ohne sorted" stört nicht. Gefunden werden

* jeder verbotene Name als Name (``sorted(x)``, ``s = sorted``), als Attribut
  (``builtins.sorted``) und als importierter Name (``from builtins import sorted``, auch
  ``import … as sorted``), ein verbotenes Modul (``"heapq"``) auch in ``from heapq import …``;
  ein Name mit Punkt davor (``".sort"``) nur als Attribut, also als Methode;
* mit ``umwege`` (ohne Angabe an) die Wege zu den eingebauten Funktionen: die Namen
  ``__builtins__``, ``globals``, ``vars`` und ``locals``, jedes Attribut mit doppeltem
  Unterstrich außer den harmlosen (``__name__``, ``__class__``, ``super().__str__()`` …),
  etwa ``print.__self__`` oder ``f.__globals__``, dazu die ``wege`` der Übung;
* ein Import, der nicht auf der Liste ``importe`` steht, wenn die Übung eine hat;
* Strings, die einen dieser Namen ergeben, auch zusammengesetzt aus Konstanten mit ``+``,
  ``*``, f-Strings, ``"".join([...])`` oder Slices, etwa ``getattr(x, "sor" + "ted")``. Nicht
  zählt ein String in einem Argument, das die Übung ``erlaubt`` (``ast.parse(…, mode="eval")``).

Nicht gefunden wird, was erst zur Laufzeit entsteht: ``chr(101) + …``, Strings aus Schleifen,
Codecs oder Bytes. Die Prüfung soll eine Abkürzung verhindern, nicht einen entschlossenen
Angreifer; gegen den hilft nur, fremden Code gar nicht auszuführen.
"""

import ast
import functools
from dataclasses import dataclass
from typing import NamedTuple

from . import meldungen as m
from .pruefhilfen import falsch, regel_verletzt, richtig

# Die Namen, über die Code an jede eingebaute Funktion kommt: ``getattr(__builtins__, …)``.
TORE = ("__builtins__", "globals", "vars", "locals")
# Namen mit doppeltem Unterstrich, von denen ohne ein weiteres Attribut kein Weg zu den
# eingebauten Funktionen führt: Angaben wie ``__name__``, die Methoden, die eine eigene Klasse
# überschreibt und mit super() weiterreicht (``super().__str__()``), und die Rechen-Methoden
# (``operator.__add__``, ``(1).__add__``), auch gespiegelt (``(2).__rtruediv__(1)``: Runde 26).
RECHNEN = "add sub mul truediv floordiv mod pow divmod".split()
HARMLOS = {
    f"__{name}__"
    for name in (
        "name qualname class doc module init new str repr format eq ne lt le gt ge hash bool "
        "len iter next contains getitem call abs round int float index init_subclass post_init "
        "enter exit neg pos"
    ).split()
    + RECHNEN
    + [f"r{name}" for name in RECHNEN]
}
# Die Arten eines Funds, für Meldungen, die je Art etwas ergänzen.
NAME, ATTRIBUT, TOR, WEG, IMPORT, TEXT = "name", "attribut", "tor", "weg", "import", "text"


class Fund(NamedTuple):
    """Eine Fundstelle: Zeile, Beschreibung für die Meldung (``"der Name eval"``), Art."""

    zeile: int
    text: str
    art: str


@dataclass(frozen=True)
class Erlaubt:
    """Ein Argument, dessen Text nicht zählt: ``Erlaubt("parse", "mode", 2)`` lässt
    ``ast.parse(code, mode="eval")`` und ``ast.parse(code, "<x>", "eval")`` zu. ``funktion``
    ist der Name der aufgerufenen Funktion (``None``: jede), ``schluessel`` das Schlüsselwort,
    ``stelle`` die Stelle des Arguments ab 0. Eine Konstante zählt mit, wenn ihr Name nur an
    erlaubten Stellen gelesen wird (``MODUS = "eval"``)."""

    funktion: str | None = None
    schluessel: str | None = None
    stelle: int | None = None


@dataclass(frozen=True)
class Verbot:
    """Was im Code der Lernenden nicht vorkommen darf; ``Regel(…, ohne=Verbot(...))``.

    ``namen``: verbotene Namen (``"sorted"``), mit Punkt davor nur als Methode (``".sort"``).
    ``importe``: die Module, die der Code importieren darf (``None``: jedes). ``wege``: weitere
    Namen, die zu einem verbotenen Namen führen, je mit dem Grund für die Meldung
    (``{"ForwardRef": "aus typing, das Text mit eval ausrechnet"}``) oder ohne ihn (ein
    Tupel). ``erlaubt``: Argumente, deren Text nicht zählt (``Erlaubt``). ``umwege``: auch die
    Wege zu den eingebauten Funktionen suchen. ``hinweis``: ein Satz, den die Meldung anhängt
    (was stattdessen), außer sie findet nur Importe außerhalb der Liste; oder eine Funktion, die
    ihn aus den Funden wählt (``""``: keiner), damit er nur zu dem passt, was dasteht.
    Namen und Importe gehen auch als ein Text mit Leerzeichen: ``Verbot("sorted .sort")``.
    """

    namen: tuple = ()
    importe: tuple | None = None
    wege: object = ()
    erlaubt: tuple = ()
    umwege: bool = True
    hinweis: object = ""

    def __post_init__(self):
        setze = functools.partial(object.__setattr__, self)
        setze("namen", _woerter(self.namen, "namen"))
        if self.importe is not None:
            setze("importe", _woerter(self.importe, "importe"))
        wege = self.wege.items() if isinstance(self.wege, dict) else self.wege
        wege = [(w, "") if isinstance(w, str) else w for w in _folge(wege, m.VERBOT_WEGE)]
        if not all(type(w) is tuple and len(w) == 2 and w[0] for w in wege) or not all(
            isinstance(t, str) for w in wege for t in w
        ):
            raise ValueError(m.VERBOT_WEGE.format(wert=self.wege))
        setze("wege", tuple(wege))
        erlaubt = (self.erlaubt,) if isinstance(self.erlaubt, Erlaubt) else self.erlaubt
        setze("erlaubt", _folge(erlaubt, m.VERBOT_ERLAUBT))
        if not all(isinstance(e, Erlaubt) for e in self.erlaubt):
            raise ValueError(m.VERBOT_ERLAUBT.format(wert=self.erlaubt))
        if not self.namen and self.importe is None and not self.wege:
            raise ValueError(m.VERBOT_LEER)

    @property
    def verboten(self):
        """Die Namen ohne Punkt: als Name, Attribut und importierter Name verboten."""
        return tuple(n for n in self.namen if not n.startswith("."))

    @property
    def methoden(self):
        """Die Namen als Attribut: alle, die mit Punkt ohne ihn."""
        return tuple(n.removeprefix(".") for n in self.namen)

    @property
    def tore(self):
        """Die Namen der Wege zu den eingebauten Funktionen, wenn ``umwege`` sie sucht."""
        return TORE if self.umwege else ()


def _folge(werte, meldung):
    """``werte`` als Tupel, wenn es eine Folge ist (tuple, list, dict.items()), sonst die
    deutsche ``meldung`` als ValueError."""
    if isinstance(werte, str | bytes) or not hasattr(werte, "__iter__"):
        raise ValueError(meldung.format(wert=werte))
    return tuple(werte)


def _woerter(werte, feld):
    if isinstance(werte, str):
        werte = werte.split()
    werte = _folge(werte, m.VERBOT_NAMEN.replace("{feld}", feld))
    punkt = "." if feld == "namen" else ""  # nur ein Name darf eine Methode sein (".sort")
    if not all(isinstance(w, str) and w.removeprefix(punkt).isidentifier() for w in werte):
        raise ValueError(m.VERBOT_NAMEN.format(feld=feld, wert=werte))
    return werte


def funde(code, verbot):
    """Alle Fundstellen als Liste von ``Fund``, nach Zeile und Spalte geordnet.

    Code, der sich nicht übersetzen lässt, ergibt keine Funde; den Syntaxfehler meldet die
    Prüf-Maschine vorher selbst.
    """
    try:
        baum = ast.parse(code)
    except (SyntaxError, ValueError):
        return []
    frei, wege = _erlaubte_texte(baum, verbot.erlaubt), dict(verbot.wege)
    gefunden = sorted(
        ((getattr(knoten, "lineno", 0), getattr(knoten, "col_offset", 0)), befund)
        for knoten in ast.walk(baum)
        if (befund := _befund(knoten, verbot, wege, id(knoten) in frei))
    )
    # Ein zusammengesetzter String enthält seine Teile: nur den äußersten melden.
    return [Fund(zeile, *befund) for (zeile, _), befund in dict.fromkeys(gefunden)]


def _erlaubte_texte(baum, erlaubt):
    """Die ids der Knoten an erlaubten Stellen, auch über eine Konstante: ``MODUS = "eval"``
    zählt nicht, wenn ``MODUS`` nirgends anders als an einer erlaubten Stelle gelesen wird."""
    frei, gelesen = set(), {}
    for knoten in ast.walk(baum):
        if isinstance(knoten, ast.Call):
            name = getattr(knoten.func, "attr", getattr(knoten.func, "id", None))
            for e in erlaubt:
                if e.funktion not in (None, name):
                    continue
                frei |= {id(w.value) for w in knoten.keywords if w.arg == e.schluessel}
                if e.stelle is not None and len(knoten.args) > e.stelle:
                    frei.add(id(knoten.args[e.stelle]))
        if isinstance(knoten, ast.Name) and isinstance(knoten.ctx, ast.Load):
            gelesen.setdefault(knoten.id, set()).add(id(knoten))
    for knoten in ast.walk(baum):
        match knoten:
            case ast.Assign(targets=[ziel], value=wert) | ast.AnnAssign(target=ziel, value=wert):
                if set() < gelesen.get(getattr(ziel, "id", None), set()) <= frei:
                    frei.add(id(wert))
    return frei


def _befund(knoten, verbot, wege, frei):
    """``(Beschreibung, Art)`` für einen Knoten, der gegen das Verbot verstößt, sonst ``None``.
    ``wege``: Name → Grund; ``frei``: Der Knoten steht an einer erlaubten Stelle, sein Text
    zählt nicht."""
    name = getattr(knoten, "id", getattr(knoten, "attr", None))  # Name oder Attribut
    namen = verbot.verboten + verbot.tore
    if name in wege:
        return (f"{name} {wege[name]}" if wege[name] else m.CODE_OHNE_WEG.format(name=name)), WEG
    if isinstance(knoten, ast.Name) and knoten.id in namen:
        return f"der Name {knoten.id}", TOR if knoten.id in TORE else NAME
    if isinstance(knoten, ast.Attribute) and knoten.attr in verbot.methoden:
        return f"das Attribut .{knoten.attr}", ATTRIBUT
    if isinstance(knoten, ast.Attribute) and verbot.umwege and _dunder(knoten.attr):
        return f"das Attribut .{knoten.attr}, ein Weg zu den eingebauten Funktionen", TOR
    if isinstance(knoten, ast.alias) and knoten.asname in namen:
        return f"der Name {knoten.asname} (import … as {knoten.asname})", NAME
    if isinstance(knoten, ast.alias) and knoten.name.split(".")[0] in (*namen, *wege):
        return f"der importierte Name {knoten.name}", NAME
    if isinstance(knoten, ast.ImportFrom) and (knoten.module or "").split(".")[0] in namen:
        return f"from {knoten.module} import …", NAME  # ein verbotenes Modul
    if isinstance(knoten, ast.Import) and verbot.importe is not None:
        fremd = [a.name for a in knoten.names if a.name.split(".")[0] not in verbot.importe]
        return (f"import {fremd[0]}", IMPORT) if fremd else None
    if isinstance(knoten, ast.ImportFrom) and verbot.importe is not None:
        modul = knoten.module or ""
        if knoten.level or modul.split(".")[0] not in verbot.importe:
            return f"from {'.' * knoten.level}{modul} import …", IMPORT
        return None
    wert = None if frei else _falte(knoten)
    if isinstance(wert, str) and _verdaechtig(wert.strip(), verbot):
        art = "der Text" if isinstance(knoten, ast.Constant) else "der zusammengesetzte Text"
        return f"{art} {wert.strip()!r}", TEXT
    return None


def _dunder(name):
    return name.startswith("__") and name.endswith("__") and len(name) > 4 and name not in HARMLOS


def _verdaechtig(text, verbot):
    """Nennt ein String einen verbotenen Namen (der ``getattr`` oder ``import`` erreicht)?"""
    if text in (*verbot.methoden, *(w for w, _ in verbot.wege)):
        return True
    return verbot.umwege and (text in (*TORE, "builtins") or _dunder(text))


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


# --- Die Prüfung einer Regel mit ``ohne`` ------------------------------------------------------


def _aufgezaehlt(namen):
    """``eval, exec, compile oder __import__``."""
    return f"{', '.join(namen[:-1])} oder {namen[-1]}" if len(namen) > 1 else "".join(namen)


def pruefung_ohne(regel):
    """Die Prüfung, die der Vertrag für eine Regel mit ``ohne`` vor alle anderen stellt: Sie
    liest den Code (``funde``) und nennt in ihrer Meldung die Regel und die ersten drei
    Stellen; mit einem Import, der nicht auf der Liste steht, auch die Liste."""
    verbot = regel.ohne
    bestanden = (
        m.CODE_OHNE_OK.format(namen=_aufgezaehlt(verbot.namen))
        if verbot.namen
        else m.CODE_OHNE_IMPORTE_OK
    )

    def pruefung(namensraum, code):
        gefunden = funde(code, verbot)
        if not gefunden:
            return richtig(bestanden)
        stellen = ", ".join(f"{f.text} (Zeile {f.zeile})" for f in gefunden[:3])
        teile = [m.CODE_OHNE_STELLEN.format(stellen=stellen)]
        # Der Hinweis gilt den verbotenen Namen; zu einem Import allein passt nur die Liste.
        hinweis = verbot.hinweis(gefunden) if callable(verbot.hinweis) else verbot.hinweis
        teile += [hinweis] if hinweis and any(f.art != IMPORT for f in gefunden) else []
        if any(f.art == IMPORT for f in gefunden):
            liste = ", ".join(verbot.importe)
            teile.append(m.CODE_OHNE_IMPORTE.format(importe=liste) if liste else m.CODE_OHNE_KEIN)
        return falsch(regel_verletzt(regel, *teile), schluessel=f"regel-{regel.nummer}")

    pruefung.titel = m.CODE_OHNE_TITEL.format(nummer=regel.nummer)
    pruefung.liest_code = True
    pruefung.regel = regel
    return pruefung
