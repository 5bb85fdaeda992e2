"""Übung ``m4-05-uebung-1``: ein Rechner-Tool ohne eval (``berechne``)."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .gleichwertig import GLEICHWERTIG
from .pruefungen import PRUEFUNGEN


def setup():
    """Im Setup steht nichts: Der Rechner braucht nur ast aus der Standardbibliothek."""
    return {}


UEBUNG = Uebung(
    id="m4-05-uebung-1",
    titel="Ein Rechner ohne eval",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Schreibe eine Hilfsfunktion `werte_aus(knoten)`, die sich für die Teile des Baums "
        "selbst aufruft: bei `ast.BinOp` für `knoten.left` und `knoten.right`, bei "
        "`ast.UnaryOp` für `knoten.operand`.",
        "Ein `dict` wie `{ast.Add: operator.add, …}` ordnet jedem erlaubten Operator eine "
        "Funktion zu. `type(knoten.op) in OPERATOREN` sagt dann, ob er erlaubt ist.",
        "Für jede Ablehnung eine eigene Exception-Klasse, die `berechne` abfängt und in "
        '`"Fehler: …"` verwandelt. `ZeroDivisionError` und `OverflowError` fängst du dort mit '
        "ab.",
        "`type(True)` ist `bool`, nicht `int`: Prüfe Konstanten mit `type(wert) in (int, float)`.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", "lehnt einen erlaubten Ausdruck ab"),
        ("falsch_eval_leere_builtins.py", ("der Name eval (Zeile", "keine Sandbox")),
        ("falsch_getattr_trick.py", ("der Name __builtins__", "zusammengesetzte Text 'eval'")),
        ("falsch_import_builtins.py", ("import builtins", "Importieren darfst du nur")),
        ("falsch_bool_erlaubt.py", ("'True + 1'", "Untertyp von int")),
        ("falsch_alle_vorzeichen.py", ("'not 1'", "nicht not oder ~")),
        ("falsch_ohne_nulldivision.py", ("berechne('1 / 0') wirft ZeroDivisionError",)),
        ("falsch_ohne_exponentgrenze.py", ("'2 ** 101'", "bevor du rechnest")),
        ("falsch_exponent_nur_konstant.py", ("'1 ** (50 * 3)'", "ausgerechneter Exponent")),
        ("falsch_nur_endergebnis.py", ("'10 ** 100 * 10 // 10'", "nicht nur das Endergebnis")),
        ("falsch_komplex.py", ("'(-8) ** 0.5'", "komplexe Zahl")),
        ("falsch_wirft_selbst.py", ("berechne('x + 1') wirft Unzulaessig", "nie werfen")),
        ("falsch_ohne_laengengrenze.py", ("'1+1+1+", "bevor du parst")),
        ("falsch_zahl_statt_text.py", ("gibt int zurück", "str(wert)")),
        ("falsch_ohne_typpruefung.py", ("berechne(42) wirft", "ob ausdruck ein String ist")),
        ("falsch_overflow.py", ("'1e50 ** 10'", "OverflowError")),
        ("falsch_error_englisch.py", ('genau mit "Fehler:"',)),
        ("falsch_laenge_nach_parse.py", ("mit 201 Zeichen an ast.parse", "bevor du parst")),
        ("falsch_parse_faengt_absturz_ab.py", ("mit 201 Zeichen an ast.parse", "bevor du parst")),
        ("falsch_exponent_nur_int.py", ("'2 ** 101.0'", "Exponent vom Typ float")),
        ("falsch_konstante_unbegrenzt.py", ("'1e999'", "auch jede Konstante")),
    ),
    andere_loesungen=andere(
        __name__,
        "anders_match.py",
        "anders_nodevisitor.py",
        "anders_kommentar_eval.py",
        "anders_operator_dunder.py",
        "anders_modus_konstante.py",
    ),
    gleichwertige_mutanten=GLEICHWERTIG,
)
