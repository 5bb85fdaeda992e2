"""Die Ausdrücke, mit denen die Prüfungen den Rechner der Lernenden füttern, mit Hinweisen.

Jeder Hinweis erscheint genau dann, wenn dieser Fall scheitert.
"""

_BOOL = (
    " bool ist in Python ein Untertyp von int (isinstance(True, int) ist True). Prüfe "
    "type(wert) in (int, float) statt isinstance."
)
_NUR_ZWEI = " Als Vorzeichen sind nur + und - erlaubt (ast.UAdd, ast.USub), nicht not oder ~."
_NUR_SIEBEN = " Erlaubt sind nur + - * / // % **; Bit-Operatoren und @ gehören nicht dazu."
_KOMPLEX = (
    " Eine negative Zahl hoch einer Kommazahl ergibt in Python eine komplexe Zahl. Prüfe auch "
    "jedes Ergebnis: nur int und float."
)
_STR = " Die Prüfung sieht str(wert): int und float ergeben denselben Text wie print."
_EXPONENT = (
    " Prüfe bei ** den Exponenten, bevor du rechnest: Ist sein Betrag größer als 100, gib "
    '"Fehler: …" zurück. Sonst rechnet 9 ** 9 ** 9 minutenlang.'
)
_ZWISCHEN = (
    " Prüfe jedes Zwischenergebnis, nicht nur das Endergebnis: Ist sein Betrag größer als "
    '10**100, brich mit "Fehler: …" ab.'
)

_UNENDLICH = (
    " 1e999 ist als float unendlich (inf), also größer als 10**100: Prüfe auch jede Konstante "
    "gegen die Grenze, nicht nur die Ergebnisse der Operatoren."
)

# (Ausdruck, erwarteter Text, Hinweis bei Abweichung)
RECHNUNGEN = (
    ("7 * 13 + 50", "141", ""),
    ("1 + 2 * 3", "7", ""),
    ("(1 + 2) * 3", "9", " Klammern stehen im Baum nicht als eigener Knoten."),
    ("2 ** 10", "1024", ""),
    ("2 ** 3 ** 2", "512", ""),
    ("7 / 2", "3.5", ""),
    ("6 / 3", "2.0", _STR),
    ("7 // 2", "3", ""),
    ("-7 // 2", "-4", ""),
    ("7 % 3", "1", ""),
    ("-3 ** 2", "-9", ""),
    ("+5", "5", " Das Vorzeichen + ist ast.UAdd."),
    ("--5", "5", ""),
    ("2 ** -1", "0.5", " Ein negativer Exponent ist erlaubt, nur sein Betrag zählt."),
    ("1.5 + 1", "2.5", " float-Literale sind erlaubt."),
    ("0.1 + 0.2", "0.30000000000000004", _STR),
    ("2 ** 0.5", "1.4142135623730951", ""),
    ("1_000 * 3", "3000", ""),
    ("0x10 + 1", "17", ""),
    ("10 ** 100", "1" + "0" * 100, " Genau 10**100 ist noch erlaubt, erst darüber ist Schluss."),
    ("-(10 ** 100)", "-1" + "0" * 100, ""),
    ("1" + "+1" * 98 + "+10", "109", " Genau 200 Zeichen sind noch erlaubt."),
)

# Titel -> ((Ausdruck, Hinweis, falls nicht abgelehnt), …)
ABLEHNEN = {
    "Nur Zahlen und die erlaubten Operatoren": (
        ("x + 1", " Namen (ast.Name) sind nicht erlaubt."),
        ("abs(-3)", " Funktionsaufrufe (ast.Call) sind nicht erlaubt."),
        ("__import__('os').getcwd()", " Funktionsaufrufe (ast.Call) sind nicht erlaubt."),
        ("(1).real", " Attribute (ast.Attribute) sind nicht erlaubt."),
        ("().__class__.__base__.__subclasses__()", " Attribute und Aufrufe sind nicht erlaubt."),
        ("'a' * 3", " Strings sind keine Zahlen: Prüfe den Typ jeder Konstante."),
        ("'123'", " Strings sind keine Zahlen, auch wenn sie nach einer aussehen."),
        ("[1, 2]", ""),
        ("(1, 2)", ""),
        ("1 < 2", " Vergleiche (ast.Compare) sind nicht erlaubt."),
        ("lambda: 1", ""),
        ("True + 1", _BOOL),
        ("False", _BOOL),
        ("1j * 2", " Komplexe Zahlen sind nicht erlaubt: nur int und float."),
        ("None", ""),
        ("not 1", _NUR_ZWEI),
        ("~5", _NUR_ZWEI),
        ("5 & 3", _NUR_SIEBEN),
        ("1 << 3", _NUR_SIEBEN),
        ("2 @ 3", _NUR_SIEBEN),
        ("1 if 1 else 2", ""),
        ("1 and 2", ""),
        ("f'{1}'", ""),
        ("(-8) ** 0.5", _KOMPLEX),
    ),
    "Kein Rechenausdruck": (
        ("", " Ein leerer Text ist ein Syntaxfehler: Fange SyntaxError von ast.parse ab."),
        ("1 +", " Fange SyntaxError von ast.parse ab."),
        ("(", ""),
        ("x = 1", " Im Modus eval ist eine Zuweisung ein Syntaxfehler."),
        ("1; 2", ""),
    ),
    "Kein String": (
        (42, " Prüfe zuerst, ob ausdruck ein String ist: Das Modell kann auch Zahlen schicken."),
        (None, " Prüfe zuerst mit isinstance(ausdruck, str)."),
        (["1 + 1"], ""),
    ),
    "Teilen durch null": (
        ("1 / 0", ""),
        ("1 // 0", ""),
        ("1 % 0", " Auch Rest durch null ist eine Division."),
        ("5 % 0.0", ""),
        ("2 / (1 - 1)", ""),
        ("0 ** -1", " 0 hoch eine negative Zahl ist auch eine Division durch null."),
    ),
    "Grenzen": (
        ("1" + "+1" * 100, " Längere Eingaben als 200 Zeichen lehnst du ab, bevor du parst."),
        ("2 ** 101", _EXPONENT),
        ("1 ** (50 * 3)", " Auch ein ausgerechneter Exponent zählt: 50 * 3 ist 150." + _EXPONENT),
        ("2 ** -101", _EXPONENT),
        ("10 ** 100 + 1", _ZWISCHEN),
        ("-(10 ** 100) - 1", " Es zählt der Betrag." + _ZWISCHEN),
        ("10 ** 100 * 10 // 10", _ZWISCHEN),
        ("11 ** 100", _ZWISCHEN),
        ("1e50 ** 10", " Bei Kommazahlen wirft ** einen OverflowError: Fange ihn ab."),
        ("1e200 * 1e200", _ZWISCHEN),
        ("9 ** 9 ** 9", _EXPONENT),
        (
            "2 ** 101.0",
            " Auch ein Exponent vom Typ float zählt: 101.0 ist größer als 100." + _EXPONENT,
        ),
        ("1e999", _UNENDLICH),
        ("-1e999 + 1", _UNENDLICH),
        ("-" * 100_000 + "1", " Längere Eingaben als 200 Zeichen lehnst du ab."),
    ),
}
