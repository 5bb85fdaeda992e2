"""Was die Code-Prüfung des Vertrags (``Regel(…, ohne=Verbot(...))``) findet und was nicht.

Erst das allgemeine Modul ``lernlabor.pruefen.codelesen`` an einem Verbot, wie eine Autorin
es für „sortiere ohne sorted()“ schreibt: jede Art Fund, was nicht zählt (Kommentare, Sätze in
Strings, ``super().__str__()``), die Angaben ``importe``, ``wege``, ``erlaubt`` und
``umwege``, Fehler in der Angabe. Dann der Haken im Vertrag: Die Prüfung kommt vor den Fällen
und nennt die Regel. Zuletzt das Verbot von M4·05 Übung 1 (kein eval) mit seinen Umwegen.
"""

import dataclasses

import pytest

from lernlabor.pruefen import codelesen
from lernlabor.pruefen.codelesen import ATTRIBUT, IMPORT, NAME, TEXT, TOR, WEG, Fund, funde
from lernlabor.pruefen.pruefhilfen import nur_befund
from lernlabor.pruefen.vertrag import Erlaubt, Funktion, Parameter, Regel, Verbot, Vertrag
from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.vertrag import OHNE_EVAL

OHNE_SORTED = Verbot(namen=("sorted", ".sort"), importe=("math", "collections"))


def _texte(code, verbot=OHNE_SORTED):
    return [(f.text, f.art) for f in funde(code, verbot)]


# --- Jede Art Fund ------------------------------------------------------------------------------

GEFUNDEN = [
    ("werte = sorted(liste)", ("der Name sorted", NAME)),
    ("s = sorted", ("der Name sorted", NAME)),
    ("liste.sort()", ("das Attribut .sort", ATTRIBUT)),
    ("import builtins\nbuiltins.sorted(x)", ("das Attribut .sorted", ATTRIBUT)),
    ("from builtins import sorted as ordne", ("der importierte Name sorted", NAME)),
    ("from math import pi as sorted", ("der Name sorted (import … as sorted)", NAME)),
    ("f = __builtins__", ("der Name __builtins__", TOR)),
    ("g = globals()", ("der Name globals", TOR)),
    ("v = vars()", ("der Name vars", TOR)),
    ("f = print.__self__", ("das Attribut .__self__, ein Weg zu den eingebauten Funktionen", TOR)),
    ("import os", ("import os", IMPORT)),
    ("import math, heapq", ("import heapq", IMPORT)),
    ("from heapq import nsmallest", ("from heapq import …", IMPORT)),
    ("from . import hilfe", ("from . import …", IMPORT)),
    ("from .math import pi", ("from .math import …", IMPORT)),
    ('getattr(liste, "sort")()', ("der Text 'sort'", TEXT)),
    ('getattr(x, " sorted ")', ("der Text 'sorted'", TEXT)),
    ('getattr(x, "sor" + "ted")', ("der zusammengesetzte Text 'sorted'", TEXT)),
    ('getattr(x, "tros"[::-1])', ("der zusammengesetzte Text 'sort'", TEXT)),
    ('getattr(x, "xsortx"[1:5])', ("der zusammengesetzte Text 'sort'", TEXT)),
    ('getattr(x, "".join(["so", "rt"]))', ("der zusammengesetzte Text 'sort'", TEXT)),
    ('getattr(x, f"{"so"}rt")', ("der zusammengesetzte Text 'sort'", TEXT)),
    ('getattr(x, "_" * 2 + "dict" + "_" * 2)', ("der zusammengesetzte Text '__dict__'", TEXT)),
    ('m = sys.modules["builtins"]', ("der Text 'builtins'", TEXT)),
]


@pytest.mark.parametrize(("code", "fund"), GEFUNDEN, ids=[c for c, _ in GEFUNDEN])
def test_jede_art_fund(code, fund):
    assert fund in _texte(code)


NICHT_GEFUNDEN = [
    "# Sortiere ohne sorted() und ohne .sort().\nx = 1",
    's = "Dieser Code nutzt kein sorted und kein sort."',
    "import math, collections.abc\nfrom collections import Counter",
    "def sortiere(liste):\n    return liste",  # wer den Text durchsucht, fände hier sort
    "sortiert = 1\nsortiere = 2",
    "name = type(1).__name__",
    # Issue 37: die eigene Ausnahme, die ihren Text mit super() weiterreicht
    'class F(Exception):\n    def __str__(self):\n        return "Fehler: " + super().__str__()',
    "class G(Exception):\n    def __init__(self, t):\n        super().__init__(t)",
    "class H:\n    def __lt__(self, b):\n        return super().__lt__(b)",
    "x = (",  # Syntaxfehler meldet die Prüf-Maschine selbst
]


@pytest.mark.parametrize("code", NICHT_GEFUNDEN)
def test_harmloser_code_bleibt_in_ruhe(code):
    assert funde(code, OHNE_SORTED) == []


def test_der_docstring_zaehlt_nur_wenn_er_genau_den_namen_ergibt():
    """Kein Fund für Sätze: Nur ein String, der (ohne Leerraum am Rand) ein Name ist, zählt."""
    assert _texte('"""sortiere ohne sorted"""') == []
    assert _texte('x = "sorted"') == [("der Text 'sorted'", TEXT)]


def test_fund_traegt_zeile_und_reihenfolge():
    code = "x = 1\n\ny = sorted\nliste.sort()\n"
    assert funde(code, OHNE_SORTED) == [
        Fund(3, "der Name sorted", NAME),
        Fund(4, "das Attribut .sort", ATTRIBUT),
    ]


def test_ein_zusammengesetzter_text_wird_einmal_gemeldet():
    assert _texte('getattr(x, "s" + "o" + "r" + "t")') == [
        ("der zusammengesetzte Text 'sort'", TEXT)
    ]


def test_grenze_der_code_pruefung_ist_dokumentiert():
    """Was erst zur Laufzeit entsteht, sieht die Prüfung nicht; so steht es im Modul."""
    assert funde('getattr(x, chr(115) + "orted")', OHNE_SORTED) == []
    assert "chr(101)" in codelesen.__doc__


# --- Die Angaben des Verbots ---------------------------------------------------------------------


def test_eine_methode_mit_punkt_ist_als_name_erlaubt():
    """``.sort`` verbietet nur die Methode: Eine eigene Variable ``sort`` bleibt erlaubt."""
    assert _texte("sort = 1\nprint(sort)") == []
    assert _texte("sorted = 1") == [("der Name sorted", NAME)]


def test_ein_verbotenes_modul_auch_mit_from():
    verbot = Verbot(namen=("sorted", "heapq"))
    assert _texte("import heapq", verbot) == [("der importierte Name heapq", NAME)]
    assert _texte("import heapq.x as h", verbot) == [("der importierte Name heapq.x", NAME)]
    assert _texte("from heapq import nsmallest", verbot) == [("from heapq import …", NAME)]
    assert funde("import heapqueue\nfrom heapqueue import x", verbot) == []


def test_ohne_importe_ist_jeder_import_erlaubt():
    verbot = Verbot(namen=("sorted",))
    assert funde("import os\nfrom heapq import nsmallest", verbot) == []


def test_leere_importe_verbieten_jeden_import():
    verbot = Verbot(namen=("sorted",), importe=())
    assert _texte("import math", verbot) == [("import math", IMPORT)]


def test_ohne_umwege_nur_die_namen():
    verbot = Verbot(namen=("sorted",), umwege=False)
    assert funde('g = globals()\nf = print.__self__\nm = "builtins"', verbot) == []
    assert _texte("sorted(x)", verbot) == [("der Name sorted", NAME)]


def test_wege_mit_und_ohne_grund():
    mit = Verbot(namen=("sorted",), wege={"nsmallest": "aus heapq, das auch sortiert"})
    assert _texte("heapq.nsmallest(3, x)", mit) == [("nsmallest aus heapq, das auch sortiert", WEG)]
    assert _texte("from heapq import nsmallest", mit) == [("der importierte Name nsmallest", NAME)]
    assert _texte('getattr(heapq, "nsmall" + "est")', mit) == [
        ("der zusammengesetzte Text 'nsmallest'", TEXT)
    ]
    ohne = Verbot(namen=("sorted",), wege=("nsmallest",))
    assert _texte("nsmallest(3, x)", ohne) == [
        ("der Name nsmallest, ein Umweg, den die Aufgabe verbietet", WEG)
    ]


def test_ein_erlaubtes_argument_zaehlt_nicht():
    verbot = Verbot(namen=("sort",), erlaubt=(Erlaubt("ordne", "art", 1),))
    assert funde('ordne(x, art="sort")', verbot) == []
    assert funde('ordne(x, "sort")', verbot) == []
    assert funde('ART = "sort"\nordne(x, art=ART)', verbot) == []
    # eine andere Funktion, eine andere Stelle, eine Konstante, die noch woanders gelesen wird
    assert _texte('andere(x, art="sort")', verbot) == [("der Text 'sort'", TEXT)]
    assert _texte('ordne("sort", x)', verbot) == [("der Text 'sort'", TEXT)]
    assert _texte('ART = "sort"\nordne(x, art=ART)\ngetattr(x, ART)', verbot) == [
        ("der Text 'sort'", TEXT)
    ]


def test_an_erlaubter_stelle_zaehlt_nur_der_text_nicht_der_name():
    verbot = Verbot(namen=("sort",), erlaubt=(Erlaubt("ordne", "art"),))
    assert _texte("ordne(x, art=sort)", verbot) == [("der Name sort", NAME)]


def test_ein_einzelnes_erlaubt_geht_auch_ohne_tupel():
    verbot = Verbot(namen=("sort",), erlaubt=Erlaubt("ordne", "art"))
    assert verbot.erlaubt == (Erlaubt("ordne", "art"),)
    assert funde('ordne(x, art="sort")', verbot) == []


def test_namen_als_ein_text():
    assert Verbot("sorted .sort").namen == ("sorted", ".sort")
    assert Verbot("sorted", importe="math re").importe == ("math", "re")


@pytest.mark.parametrize(
    ("angaben", "teil"),
    [
        ({}, "verbietet nichts"),
        ({"namen": ("sorted()",)}, "namen sind Namen wie sorted"),
        ({"namen": ("sorted",), "importe": (".math",)}, "importe sind Namen"),
        ({"namen": (42,)}, "nicht (42,)"),
        ({"namen": ("sorted",), "wege": {"": "leer"}}, "wege ist ein dict"),
        ({"namen": ("sorted",), "erlaubt": ("mode",)}, "Tupel von Erlaubt"),
        ({"namen": None}, "nicht None"),
        ({"namen": ("sorted",), "wege": 42}, "wege ist ein dict"),
        ({"namen": ("sorted",), "wege": (42,)}, "wege ist ein dict"),
        ({"namen": ("sorted",), "wege": (("a", "b", "c"),)}, "wege ist ein dict"),
        ({"namen": ("sorted",), "wege": "ForwardRef"}, "wege ist ein dict"),
    ],
)
def test_eine_falsche_angabe_sagt_auf_deutsch_was_fehlt(angaben, teil):
    with pytest.raises(ValueError, match="Verbot") as fehler:
        Verbot(**angaben)
    assert teil in str(fehler.value)


def test_das_verbot_bleibt_gleich_bei_replace():
    """``dataclasses.replace`` ruft ``__post_init__`` mit schon geordneten Angaben noch einmal."""
    verbot = dataclasses.replace(OHNE_EVAL, hinweis="Rechne selbst.")
    assert (verbot.namen, verbot.importe, verbot.wege) == (
        OHNE_EVAL.namen,
        OHNE_EVAL.importe,
        OHNE_EVAL.wege,
    )
    assert ("ForwardRef", "aus typing, das Text mit eval ausrechnet") in verbot.wege


# --- Der Haken im Vertrag ------------------------------------------------------------------------


def _vertrag(verbot, hinweis=""):
    return Vertrag(
        paket="",
        funktionen=(Funktion("sortiere", (Parameter("liste", object()),)),),
        regeln=(
            Regel(1, "`sortiere(liste)` gibt eine neue, aufsteigend sortierte Liste zurück."),
            Regel(2, "Ohne `sorted()` und `.sort()`: Sortiere selbst.", prueft=(), ohne=verbot),
        ),
    )


def test_der_vertrag_liest_den_code_vor_den_faellen():
    pruefungen = _vertrag(OHNE_SORTED).pruefungen()
    assert len(pruefungen) == 2
    assert pruefungen[0].liest_code and pruefungen[0].regel.nummer == 2
    assert not getattr(pruefungen[0], "vergleicht", False)
    assert pruefungen[1].vergleicht  # die Fälle: Sie laufen nur, wenn davor nichts scheiterte
    assert len(_vertrag(None).pruefungen()) == 1


def test_die_meldung_nennt_die_regel_und_die_stellen():
    (pruefe_code, _) = _vertrag(OHNE_SORTED).pruefungen()
    code = "def sortiere(liste):\n    return sorted(liste)\n"
    rueck = pruefe_code({}, code)
    assert not rueck.bestanden
    assert rueck.text == (
        "Regel 2 verletzt: In deinem Code steht der Name sorted (Zeile 2). Regel 2 lautet: "
        "Ohne `sorted()` und `.sort()`: Sortiere selbst."
    )
    assert rueck.schluessel == "regel-2"
    assert pruefe_code({}, "def sortiere(liste):\n    return liste\n").text == (
        "Kein sorted oder .sort im Code."
    )


def test_die_meldung_zeigt_drei_stellen_den_hinweis_und_die_importe():
    verbot = dataclasses.replace(OHNE_SORTED, hinweis="Schreibe selbst eine Schleife.")
    (pruefe_code, _) = _vertrag(verbot).pruefungen()
    code = "import heapq\na = sorted\nb = sorted\nc = sorted\n"
    text = pruefe_code({}, code).text
    assert "In deinem Code steht import heapq (Zeile 1), der Name sorted (Zeile 2), der " in text
    assert "(Zeile 4)" not in text
    assert nur_befund(text).endswith(
        "Schreibe selbst eine Schleife. Importieren darfst du nur: math, collections."
    )
    ohne_import = pruefe_code({}, "a = sorted\n").text
    assert "Importieren" not in ohne_import
    # Nur ein Import außerhalb der Liste: Der Hinweis gilt den Namen, dort steht nur die Liste.
    nur_import = pruefe_code({}, "import heapq\n").text
    assert "Schreibe selbst" not in nur_import
    befund = nur_befund(nur_import)
    assert befund.endswith("(Zeile 1). Importieren darfst du nur: math, collections.")


def test_ein_hinweis_als_funktion_waehlt_nach_den_funden():
    """Ein Hinweis, der nur zu manchen Funden passt, wählt eine Funktion: ``""`` heißt keiner."""
    verbot = dataclasses.replace(
        OHNE_SORTED, hinweis=lambda funde: "Zu .sort." if funde[0].art == "attribut" else ""
    )
    (pruefe_code, _) = _vertrag(verbot).pruefungen()
    sortiert = pruefe_code({}, "def f(a):\n    a.sort()\n").text
    assert nur_befund(sortiert).endswith("(Zeile 2). Zu .sort.")
    assert nur_befund(pruefe_code({}, "a = sorted\n").text).endswith("(Zeile 1).")


def test_ohne_namen_nennt_die_meldung_die_importe():
    (pruefe_code, _) = _vertrag(Verbot(importe=())).pruefungen()
    assert pruefe_code({}, "x = 1").text == "Nur erlaubte Importe im Code."
    importiert = pruefe_code({}, "import math").text
    assert nur_befund(importiert).endswith("Importieren darfst du hier nichts.")


def test_ohne_muss_ein_verbot_sein():
    with pytest.raises(ValueError, match="ohne ist ein Verbot"):
        _vertrag(("sorted",))


# --- Das Verbot von M4·05 Übung 1: kein eval, exec, compile oder __import__ ---------------------

GEFUNDEN_EVAL = [
    ('x = eval("1")', "der Name eval"),
    ("e = exec", "der Name exec"),
    ("c = compile", "der Name compile"),
    ('__import__("os")', "der Name __import__"),
    ("import builtins\nbuiltins.eval", "das Attribut .eval"),
    ("from builtins import eval as rechne", "der importierte Name eval"),
    ("from math import pi as eval", "der Name eval (import … as eval)"),
    ('getattr(__builtins__, "ev" + "al")', "der Name __builtins__"),
    ('getattr(x, "ev" + "al")', "der zusammengesetzte Text 'eval'"),
    ('getattr(x, "lave"[::-1])', "der zusammengesetzte Text 'eval'"),
    ('getattr(x, "xexecx"[1:5])', "der zusammengesetzte Text 'exec'"),
    ('getattr(x, "".join(["com", "pile"]))', "der zusammengesetzte Text 'compile'"),
    ('getattr(x, f"{"__imp"}ort__")', "der zusammengesetzte Text '__import__'"),
    ('getattr(x, "__imp" "ort__")', "der Text '__import__'"),
    ('getattr(x, "_" * 2 + "import" + "_" * 2)', "der zusammengesetzte Text '__import__'"),
    ('getattr(x, " eval ")', "der Text 'eval'"),
    ("f = print.__self__", "das Attribut .__self__"),
    ("g = berechne.__globals__", "das Attribut .__globals__"),
    ("().__class__.__base__.__subclasses__()", "das Attribut .__subclasses__"),
    ("vars()", "der Name vars"),
    ("globals()", "der Name globals"),
    ("import importlib", "import importlib"),
    ("import os", "import os"),
    ("from subprocess import run", "from subprocess import …"),
    ('m = sys.modules["builtins"]', "der Text 'builtins'"),
    ("import re\nre.compile('a')", "das Attribut .compile"),
    ('MODUS = "eval"\nf = getattr(ast, MODUS)', "der Text 'eval'"),
    ('MODUS = "eval"\nast.parse("1", mode=MODUS)\ng = getattr(x, MODUS)', "der Text 'eval'"),
    ('ast.parse("1", mode=eval)', "der Name eval"),  # nur der Text des Modus ist erlaubt
    # typing gibt Text an eval: ForwardRef("1 + 2")._evaluate(...), _eval_type, get_type_hints
    ("typing.ForwardRef(t)._evaluate({}, {}, recursive_guard=frozenset())", "ForwardRef aus"),
    ("r = typing.List[t].__args__[0]\ntyping._eval_type(r, {}, {})", "_eval_type aus typing"),
    ("r._evaluate({}, {}, recursive_guard=frozenset())", "_evaluate aus typing"),
    ("from typing import get_type_hints as hole", "der importierte Name get_type_hints"),
    ("typing.evaluate_forward_ref(r)", "evaluate_forward_ref aus typing"),
    ('getattr(typing, "Forward" + "Ref")', "der zusammengesetzte Text 'ForwardRef'"),
]


@pytest.mark.parametrize(("code", "befund"), GEFUNDEN_EVAL, ids=[c for c, _ in GEFUNDEN_EVAL])
def test_ohne_eval_findet_eval_und_umwege(code, befund):
    gefunden = funde(code, OHNE_EVAL)
    assert any(befund in f.text for f in gefunden), gefunden


NICHT_GEFUNDEN_EVAL = [
    "# Hier steht absichtlich kein eval.\nx = 1",
    's = "Dieser Rechner nutzt kein eval und kein exec."',
    'import ast\nast.parse("1", mode="eval")',
    'import ast\nast.parse("1", "<x>", "eval")',
    "import ast, math, operator",
    "from ast import literal_eval",
    "class F(Exception):\n    def __init__(self, t):\n        super().__init__(t)",
    'class F(Exception):\n    def __str__(self):\n        return "Fehler: " + super().__str__()',
    "class G(F):\n    def __repr__(self):\n        return super().__repr__()",
    "evaluate = 1\nexecute = 2",
    "def evaluiere(knoten): return knoten",
    "import operator\nplus = operator.__add__\nminus = operator.__neg__",
    # Runde 26: gespiegelte Rechen-Methoden sind so harmlos wie die anderen
    "w = {1: (2.0).__rtruediv__, 2: (2).__rfloordiv__, 3: (2).__rmod__, 4: (2).__rpow__}",
    'import ast\nMODUS = "eval"\nast.parse("1", mode=MODUS)',
    'import ast\nMODUS: str = "eval"\nast.parse("1", "<x>", MODUS)',
]


@pytest.mark.parametrize("code", NICHT_GEFUNDEN_EVAL)
def test_ohne_eval_laesst_harmlosen_code_in_ruhe(code):
    assert funde(code, OHNE_EVAL) == []


def test_ohne_eval_fundstellen_tragen_die_zeile():
    assert funde("x = 1\n\ny = eval", OHNE_EVAL) == [Fund(3, "der Name eval", NAME)]
