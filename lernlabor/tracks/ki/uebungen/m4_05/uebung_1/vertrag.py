"""Der Vertrag von Übung 1: ``berechne``, ein Rechner ohne eval, der nie wirft.

Die Vergleichsform sieht nach "Fehler:" nur, ob dort ein deutscher Grund steht; ob er zur Art
des Fehlers passt, prüft ``__init__.gruende``.
"""

import ast
import builtins
import importlib
import operator
import re
import sys

from lernlabor.pruefen import kurz
from lernlabor.pruefen.bereiche import bereich
from lernlabor.pruefen.codelesen import ATTRIBUT
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EREIGNISSE,
    RUECKGABE,
    TYP,
    Erlaubt,
    Funktion,
    Irrtum,
    Parameter,
    Regel,
    StrUnterklasse,
    Verbot,
    Vertrag,
)

# Regel 2: Wörter, die es nur englisch gibt; mit ihnen ist ein Grund kein deutscher Satz. Sie
# decken auch Pythons Texte ab (ZeroDivisionError, OverflowError, SyntaxError …). Nicht dabei:
# was auch deutsch ist („an“, „in“, „was“) und was ein Grund als Baustein nennen darf („not“).
ENGLISCHE_WOERTER = (
    "the by of to for with this here too be are can cannot zero divide large number invalid "
    "expected unexpected never unsupported unterminated unmatched line you error failed "
    "required exceeds exceeded characters result allowed only must than greater overflow empty "
    "impossible possible unknown undefined forbidden denied infinite infinity valid power "
    "divided exceed domain please sorry big small huge"
).split()
ENGLISCH = re.compile(rf"\b({'|'.join(ENGLISCHE_WOERTER)})\b", re.IGNORECASE)
# Regel 2: Was in Anführungszeichen steht, ist ein Zitat (etwa ein Name aus der Eingabe) und zählt
# bei der Frage, ob der Satz englisch ist, nicht mit.
ZITATE = re.compile(r"'[^']*'|\"[^\"]*\"|„[^“”]*[“”]|“[^”]*”|‘[^’]*’|«[^»]*»|`[^`]*`")


def englisch_in(grund):
    """Das erste englische Wort des Grundes außerhalb von Zitaten (ein Treffer) oder ``None``."""
    return ENGLISCH.search(ZITATE.sub(" ", grund))


# Die Sätze der Meldungen zu den Regeln 1, 2 und 8.
OHNE_GRUND = 'Nach "Fehler:" fehlt der Grund; das Modell liest ihn und kann es besser machen.'
EIN_WORT = (
    'Nach "Fehler:" steht nur ein Wort („{wort}“): Schreib den Grund als Satz aus mindestens '
    "zwei Wörtern."
)
PRAEFIX = (
    'Eine Ablehnung beginnt genau mit `"Fehler:"` (großes F, Doppelpunkt), damit das '
    "Programm, das den Rechner benutzt, sie erkennt."
)
UNTERKLASSE = (
    "Deine Funktion gibt ein Objekt vom Typ `{typ}` zurück, einer Unterklasse von `str`. Eine "
    "Eingabe darf so eine Unterklasse sein, die Rückgabe ist genau vom Typ `str`: Gib "
    '`str(wert)` oder `f"Fehler: {{grund}}"` zurück, nicht `type(ausdruck)(…)` und ohne eigene '
    "Klasse darum."
)
KEIN_STRING = (
    'Auch eine Ablehnung ist ein einziger String, der mit "Fehler:" beginnt: Gib '
    '`f"Fehler: {grund}"` zurück, kein Tupel oder anderes Objekt.'
)
GRUND_ENGLISCH = (
    'Nach "Fehler:" steht ein englischer Satz (mit „{wort}“), verlangt ist ein deutscher. Stammt '
    "er aus Pythons Ausnahme (`str(fehler)`), fang sie einzeln ab und gib ihr einen eigenen "
    "deutschen Satz; schreibst du ihn selbst, nimm ein deutsches Wort statt „{wort}“."
)
# Regel 2: Das englische Wort stammt aus der Eingabe (etwa der Name `the`).
ZITAT = (
    'Nach "Fehler:" steht ein englisches Wort („{wort}“) aus der Eingabe, ohne '
    "Anführungszeichen: So zählt es mit, und der Satz gilt als englisch. Setz ein Zitat aus der "
    'Eingabe in Anführungszeichen, etwa mit `!r` wie in `f"Der Name {{knoten.id!r}} ist nicht '
    'erlaubt."`, oder nenne nur die Art des Fehlers, etwa „Namen sind nicht erlaubt.“ Als '
    "Anführungszeichen zählen nur die aus Regel 2, nicht etwa `‚…‘` oder Klammern."
)
SAMMELGRUND = (
    "Der Grund enthält Wörter von {anzahl} Arten Fehler und nennt so keinen bestimmten ({woerter}; "
    "ein Wort zählt auch als Teil eines längeren): Gib jeder Art Fehler ihren eigenen Satz."
)
KEINE_SANDBOX = (
    "eval ist keine Sandbox, auch nicht mit einer leeren Liste von builtins oder auf einem "
    'Umweg (siehe Lektion): Zerlege den Ausdruck mit `ast.parse(ausdruck, mode="eval")` und '
    "rechne den Baum selbst aus."
)
LAENGE_ZUERST = (
    "`ast.parse` bekam einen Text mit {laenge} Zeichen; mehr als 200 darf es gar nicht bekommen. "
    "Prüfe die Länge, bevor du parst, und miss sie mit `len(ausdruck)` an der Eingabe, wie sie "
    "ankam: ohne `strip()` davor, und jeder Zeilenumbruch zählt (`\\r\\n` sind zwei Zeichen)."
)
UMWEG = (
    "Während `berechne` lief, bekam `{name}` {text}: Ein Text wurde auf einem Umweg doch mit "
    "eval, exec oder compile ausgewertet. So rechnet etwa `typing` eine Typangabe, die ein Text "
    "ist, mit eval aus, und `dataclass` und `namedtuple` führen ihren erzeugten Code mit exec "
    "und eval aus. Regel 8 verbietet auch solche Umwege: Rechne den Baum selbst aus."
)
GRENZE_ERLAUBT = (
    "Hier liegt ein Exponent oder eine Zahl genau auf einer Grenze, nach oben oder nach unten: "
    "Zu groß ist erst ein Betrag darüber, also `abs(exponent) > 100` oder `abs(wert) > 10**100`."
)
GRENZE_MIT_ZUSTAND = (
    "Auch ein Ausdruck genau auf einer Grenze der Regel 7 ist erlaubt und ergibt bei jedem "
    "Aufruf `str(wert)`, wie viele Aufrufe auch davor kamen."
)
# Ausnahmen, die Regel 5 und 7 ausdrücklich zu "Fehler: …" machen.
ABSTURZ = {
    ZeroDivisionError: (
        5,
        "Durch null geteilt wird bei `/`, `//` und `%`, aber auch bei `0 ** -1`: Jeder dieser "
        'Fälle ergibt `"Fehler: …"`, keine Ausnahme. Fang `ZeroDivisionError` ab.',
    ),
    OverflowError: (
        7,
        'Ein Ergebnis, das für eine Kommazahl zu groß ist, ergibt `"Fehler: …"`, keine '
        "Ausnahme. Fang `OverflowError` ab.",
    ),
}

# Regel 8: Was in typing (3.12 bis 3.14) einen Text an eval gibt: ForwardRef("1 + 2")._evaluate(…).
# ``inspect`` und ``annotationlib`` mit ihren Wegen dorthin stehen nicht unter ``importe``.
TYPING = ("ForwardRef", "get_type_hints", "evaluate_forward_ref", "_eval_type", "_evaluate")
RE_COMPILE = (
    "Ist es `.compile` eines Moduls wie `re`, ruf dessen Funktion direkt auf, etwa "
    "`re.sub(muster, ersatz, text)`."
)

# Regel 8 verbietet den Namen selbst, auch für eine eigene, harmlose Methode.
EIGENES_COMPILE = (
    "Heißt eine eigene Methode oder ein eigenes Attribut `compile`, benenne es um, etwa in "
    "`uebersetze`: Regel 8 verbietet den Namen selbst, auch als Attribut."
)


def hinweis(funde):
    """Regel 8: der Satz zu `re.compile` nur, wo ein Attribut `.compile` steht."""
    if any(f.art == ATTRIBUT and f.text.endswith(".compile") for f in funde):
        return f"{RE_COMPILE} {EIGENES_COMPILE} Sonst gilt: {KEINE_SANDBOX}"
    return KEINE_SANDBOX


OHNE_EVAL = Verbot(
    namen=("eval", "exec", "compile", "__import__"),
    importe="ast collections dataclasses decimal enum fractions functools itertools math "
    "numbers operator re string typing",
    wege=dict.fromkeys(TYPING, "aus typing, das Text mit eval ausrechnet"),
    # ast.parse(ausdruck, mode="eval") verlangt die Aufgabe; bei compile ist der Name der Fund,
    # nicht sein "eval" (die Meldung nennt sonst einen Text, den ast.parse auch bekommt).
    erlaubt=(Erlaubt("parse", "mode", 2), Erlaubt("compile", "mode", 2)),
    hinweis=hinweis,
)


# Regel 2 je Art des Fehlers: (Muster für den Grund, seine Wörter im Regeltext)
ARTEN = {
    "text": (r"text|string|zeichenkette", "„Text“, „String“ oder „Zeichenkette“"),
    # „Zeichenkette“ nennt den Typ, nicht die Länge.
    "lang": (
        r"lang|länge|zeichen(?!kette)|200",
        "„lang“, „Länge“, „Zeichen“ (aber nicht in „Zeichenkette“) oder „200“",
    ),
    "syntax": (
        r"syntax|ausdruck|rechnung|verstehe|lesen",
        "„Syntax“, „Ausdruck“, „Rechnung“, „verstehe“ oder „lesen“",
    ),
    "verboten": (
        r"erlaubt|verboten|unzulässig|kein|nur|gehört nicht",
        "„erlaubt“, „verboten“, „unzulässig“, „kein“, „nur“ oder „gehört nicht“",
    ),
    "null": (
        r"null|durch 0|teilen|geteilt|division|dividier",
        "„null“, „durch 0“, „teilen“, „geteilt“, „Division“ oder „dividier“ (wie in „dividieren“)",
    ),
    "exponent": (r"exponent|hochzahl|potenz", "„Exponent“, „Hochzahl“ oder „Potenz“"),
    "gross": (
        r"gr[oö](ß|ss)|10\s*\*\*\s*100|betrag|grenze|endlich",
        "„groß“ (auch „größer“ und mit „ss“ wie in der Schweiz: „gross“, „grösser“), „Betrag“, "
        "„Grenze“, „endlich“ (auch „unendlich“) oder „10**100“",
    ),
}
ERLAUBT, VERBOTEN, NULL, LAENGE, GRENZEN = 3, 4, 5, 6, 7
# Je Art: wie Regel 2 sie nennt, und die Regel, nach der sie "Fehler: …" ergibt. Hat ein
# Ausdruck mehrere Arten, nennt die Meldung die Regel mit der kleinsten Nummer.
_ART = {
    "text": ("keine Zeichenkette", VERBOTEN),
    "lang": ("mehr als 200 Zeichen", LAENGE),
    "syntax": ("ein Syntaxfehler", VERBOTEN),
    "verboten": ("ein verbotener Baustein oder ein Ergebnis, das keine reelle Zahl ist", VERBOTEN),
    "null": ("durch null", NULL),
    "exponent": ("ein Exponent über 100", GRENZEN),
    "gross": ("eine zu große Zahl", GRENZEN),
}
WORTLISTE = "; ".join(f"{_ART[art][0]}: {woerter}" for art, (_, woerter) in ARTEN.items())


def passt(art, grund):
    """Nennt ``grund`` ein Wort, das Regel 2 für diese Art Fehler verlangt?"""
    return re.search(ARTEN[art][0], grund, re.IGNORECASE) is not None


def ohne_grund(text):
    """Der Satz der Regel 2, den ``text`` nach "Fehler:" bricht, oder ``None``."""
    grund = text.removeprefix("Fehler:")
    # Regel 2: Wörter trennt Leerraum, "Division-durch-null!" ist ein Wort.
    if len(woerter := re.findall(r"\S*\w\S*", grund)) < 2:
        # Gezeigt ohne Satzzeichen am Rand: „Nullteiler“, nicht „Nullteiler.“
        return EIN_WORT.format(wort=re.sub(r"^\W+|\W+$", "", woerter[0])) if woerter else OHNE_GRUND
    if englisch := englisch_in(grund):
        return GRUND_ENGLISCH.format(wort=englisch[0])
    treffer = {art: t for art in ARTEN if (t := re.search(ARTEN[art][0], grund, re.IGNORECASE))}
    if len(treffer) <= 3:
        return None
    woerter = []
    for art, t in treffer.items():
        # Mit dem ganzen Wort darum: Auch „Zeichen“ in „Rechenzeichen“ zählt (als Länge).
        ganz = (
            re.search(r"\w*$", grund[: t.start()])[0] + t[0] + re.match(r"\w*", grund[t.end() :])[0]
        )
        woerter.append(f"„{t[0]}“{'' if ganz == t[0] else f' in „{ganz}“'}: {_ART[art][0]}")
    return SAMMELGRUND.format(anzahl=len(treffer), woerter="; ".join(woerter))


def regelwahl(argumente, soll, ist, frisch=False):
    """Die Regel nach dem, was der Code tat: ein Ereignis (Regel 6 oder 8), eine Ausnahme, die
    Regel 5 oder 7 abfangen lässt, eine Grenze der Regel 7 abgelehnt, fast "Fehler:" (Regel 1)
    oder "Fehler:" ohne Grund (2). ``frisch``: Der Code besteht den Fall frisch geladen; lehnt
    er eine Grenze ab, dann wegen eines Zustands, nicht der Grenze (Regel 3)."""
    if ist.ereignisse:  # ``lauf`` bricht beim ersten ab
        art, daten = ist.ereignisse[0]
        if art == PARSE_LANG:
            return LAENGE, LAENGE_ZUERST.format(laenge=daten)
        name, _, rest = art.partition(" ")
        lang = rest == UMWEG_LANG
        text = "erzeugten Code (nicht die Eingabe)" if lang else f"den Text {kurz(daten)}"
        return 8, UMWEG.format(name=name, text=text)
    if ist.art == "ausnahme":
        wahl = ABSTURZ.get(type(ist.ausnahme))
        return wahl if wahl and wahl[0] == fallregel(argumente) else None
    if ist.art == "wert" and isinstance(ist.wert, str) and type(ist.wert) is not str:
        return 1, UNTERKLASSE.format(typ=type(ist.wert).__name__)
    verlangt = isinstance(soll.wert, str) and soll.wert.startswith("Fehler:")
    if verlangt and ist.art == "wert" and not isinstance(ist.wert, str):
        return 1, KEIN_STRING
    abgelehnt = isinstance(ist.wert, str) and ist.wert.startswith("Fehler:")
    if not verlangt and abgelehnt and am_rand(argumente["ausdruck"]):
        # Runde 37: Ein Zähler, der beim 151. Aufruf ablehnt, traf eine Grenze; frisch geladen
        # rechnet er sie aus, also ist es sein Zustand (Regel 3), nicht die Grenze.
        return (ERLAUBT, GRENZE_MIT_ZUSTAND) if frisch else (GRENZEN, GRENZE_ERLAUBT)
    if not verlangt or not isinstance(ist.wert, str):
        return None
    if not ist.wert.startswith("Fehler:"):
        # Fast "Fehler:": anders geschrieben, ohne Doppelpunkt, englisch, oder ein anderes Wort
        # wie "Achtung:" vor einem Satz (Regel 1, nicht 4). Kein Satz ist etwa "(1, 2)" oder "True".
        fast = re.match(r"\W*(fehler|error)", ist.wert, re.IGNORECASE)
        satz = len(re.findall(r"[^\W\d_]{2,}", ist.wert)) >= 2
        return (1, PRAEFIX) if fast or satz else None
    if not (satz := ohne_grund(ist.wert)):
        return None
    englisch = englisch_in(ist.wert.removeprefix("Fehler:"))
    eingabe = argumente["ausdruck"]
    if englisch and satz == GRUND_ENGLISCH.format(wort=englisch[0]) and isinstance(eingabe, str):
        if englisch[0].lower() in {w.lower() for w in ENGLISCH.findall(eingabe)}:
            return 2, ZITAT.format(wort=englisch[0])
    return 2, satz


def form(wert):
    """Was die Aufgabe an der Rückgabe festlegt: ein Fehlertext mit Grund ist "Fehler: …" (nur
    genau vom Typ ``str``, Regel 1)."""
    if type(wert) is str and wert.startswith("Fehler:") and ohne_grund(wert) is None:
        return "Fehler: …"
    return wert


# --- Welche Regel ein Ausdruck betrifft (nur für die Meldung) ---------------------------------

_RECHNUNGEN = {  # die erlaubten Operatoren und Vorzeichen
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}


def regel_von(ausdruck):
    """Die Regel, nach der ``ausdruck`` ein Ergebnis oder "Fehler: …" ergibt."""
    return min((_ART[art][1] for art in arten(ausdruck)), default=ERLAUBT)


def arten(ausdruck, grenze=100, ueber=operator.gt):
    """Die Arten Fehler, die ``ausdruck`` hat (leer: erlaubt): jeder Knoten, dessen Fehler ein
    Rechner sehen kann, ob er links oder rechts zuerst rechnet, denn der Grund darf jeden nennen.
    Ein Exponent über ``grenze`` ist der einzige Fehler seines Knotens, weil er vor ``**`` geprüft
    wird (Regel 7); ``grenze=inf`` sagt, was ohne diese Prüfung geschähe. Mit ``ueber=operator.ge``
    zählen die Grenzen selbst schon als Fehler (``am_rand``)."""
    if not isinstance(ausdruck, str):
        return {"text"}
    if len(ausdruck) > 200:
        return {"lang"}
    try:
        baum = ast.parse(ausdruck, mode="eval")
    except (SyntaxError, ValueError):
        return {"syntax"}
    gefunden = set()

    def sammle(knoten):
        """Der Wert des Knotens oder ``None``, wenn er einen Fehler hat (dann in ``gefunden``)."""
        if not isinstance(knoten, ast.Constant | ast.UnaryOp | ast.BinOp):
            return gefunden.add("verboten")
        # Erst die Teile: Ein Rechner, der sie vor dem Operator ansieht, meldet ihre Fehler.
        teile = [sammle(k) for k in ast.iter_child_nodes(knoten) if isinstance(k, ast.expr)]
        if isinstance(knoten, ast.Constant):
            wert = knoten.value
        elif type(knoten.op) not in _RECHNUNGEN:
            return gefunden.add("verboten")
        elif isinstance(knoten.op, ast.Pow) and ueber(abs(_exponent(knoten, teile)), grenze):
            return gefunden.add("exponent")
        elif None in teile:
            return None
        else:
            try:
                wert = _RECHNUNGEN[type(knoten.op)](*teile)
            except ZeroDivisionError:
                return gefunden.add("null")
            except OverflowError:
                return gefunden.add("gross")
        if type(wert) not in (int, float):
            return gefunden.add("verboten")
        return gefunden.add("gross") if ueber(abs(wert), 10**100) else wert

    sammle(baum.body)
    return gefunden


def _exponent(knoten, teile):
    """Der Exponent einer Potenz, 0 ohne Wert. Eine Zahl, die selbst über ``10**100`` liegt
    (``2 ** 1e999``), hat als Teil keinen Wert, steht aber als Exponent da: Ein Rechner, der sie
    vor ``**`` ansieht, meldet den Exponenten, einer, der sie erst prüft, die zu große Zahl."""
    if teile[1] is not None:
        return teile[1]
    rechts = knoten.right
    return (
        rechts.value
        if isinstance(rechts, ast.Constant) and type(rechts.value) in (int, float)
        else 0
    )


def am_rand(ausdruck):
    """Erlaubt, aber nur, weil Regel 7 ihre Grenzen zulässt: ein Exponent mit dem Betrag 100
    oder eine Zahl mit dem Betrag ``10**100``."""
    return not arten(ausdruck) and bool(arten(ausdruck, ueber=operator.ge))


def fallregel(argumente):
    """Die Regel von ``regel_von``, nur ein erlaubter Text, der in Bytes oder mit Tabs wie im
    Editor (``expandtabs``) länger als 200 ist, zeigt Regel 6: Sie zählt Zeichen."""
    ausdruck = argumente["ausdruck"]
    regel = regel_von(ausdruck)
    anders_gezaehlt = max(len(ausdruck.encode()), len(ausdruck.expandtabs()))
    return LAENGE if regel == ERLAUBT and anders_gezaehlt > 200 else regel


# --- Der Bereich: was das Modell schicken kann -------------------------------------------------

# Die Fälle der Aufgabe nach Regeln geordnet (3 bis 7): lesbar, und jeder zeigt einen Rand.
# fmt: off
RAENDER = (
    "7 * 13 + 50", "(1 + 2) * 3", "2 ** 3 ** 2", "7 / 2", "6 / 3", "-7 // 2", "7 % 3", "-3 ** 2",
    "+5", "+-3", "--5", "2 ** -1", "0.1 + 0.2", "0x10 + 1_000", "10 ** 100", "-(10 ** 100)",
    "1" + "0" * 100, "1" + "+1" * 98 + "+10", "2 ** 100", "2 ** -100", StrUnterklasse("6 * 7"),
    "0.0 * -1", "-0.0 * -1", "+-0.0", "+(-0.0)", "0o17 + 0b101",
    "x + 1", "pi", "e", "abs(-3)", "(1).real", "'a' * 3", "[1, 2]", "(1, 2)", "1 < 2",
    "lambda: 1", "True + 1", "False", "1j * 2", "None", "not 1", "~5", "5 & 3", "1 << 3",
    "2 @ 3", "1 if 1 else 2", "f'{1}'", "(-8) ** 0.5", "", "1 +", "x = 1", 42, None, ["1 + 1"],
    "math.pi", "2 * math.tau", "(1,)", "(2,) * 3", "1,", "2+0j", "'5'", "'1e3' * 2", "(x := 5)",
    "round(3.14159, 2)", "010", "\u0664\u0662",
    # Runde 37: Was nur wie Python aussieht, ist ein Syntaxfehler oder ein Tupel: Zeichen, die wie
    # Rechenzeichen aussehen, Ziffern in voller Breite, ein Dezimalkomma, ein "=" am Ende und ein
    # Tab zwischen Ziffern (wer ihn entfernt, rechnet "12").
    "6 \u00d7 7", "8 \u00f7 2", "5 \u2212 3", "\uff11\uff10", "(1,5)", "2,5 * 2", "1 + 2 =", "1\t2",
    # Runde 37: Ein Name, der erst durch einen früheren Aufruf Bedeutung bekäme (Taschenrechner).
    "ans",
    # Runde 37: Eine Unterklasse von str, die einen Fehler ergibt: Auch er kommt als str zurück.
    StrUnterklasse("1 / 0"), StrUnterklasse("x"),
    # Regel 4: Auch Funktionen aus math sind Aufrufe, und eine Unterklasse von str aus Ziffern
    # kommt als str zurück (Runde 35: sqrt und floor gingen durch, ebenso die Eingabe selbst).
    "sqrt(16)", "floor(2.5)", "log(8, 2)", "pow(2, 3)", "math.sqrt(16)", StrUnterklasse("42"),
    # Regel 7 auch in langen Eingaben: nach viel Leerraum und am Ende einer langen Kette.
    "2 ** -101" + " " * 180, "1+1+1+1+1+1+1+2**-101", "1" + "+1" * 40 + "+2 ** 101",
    # Runde 37: auch die Grenze 10**100 in Eingaben über 150 Zeichen, unterwegs und als Zahl
    # (flach: Eine tiefe Kette ließe einen Tiefenzähler zuerst an Regel 2 scheitern).
    "10 ** 100 * 10" + " " * 150, "1e101" + " " * 170,
    # Regel 2: Auch ein Wort, das der Grund aus der Eingabe zitiert, zählt als englisch.
    "the", "1 + by", "error(2)", "math.zero", "'the end'", "the end", "(of := 1)",
    # Ein einzelnes `'` in der Eingabe: Wer sie ganz in '…' setzt, lässt ein Wort draußen.
    "1 + 'to", "'the", "the' + 1",
    # Regel 4: Für `float()` sind es Zahlen, für `ast.parse` Namen.
    "nan", "inf", "-inf", "+nan", "Infinity", "-Infinity", "NaN", "INF",
    "1 / 0", "1 // 0", "1 % 0", "5 % 0.0", "2 / (1 - 1)", "0 ** -1",
    # Regel 5: Auch die Kommazahl 0.0 und -0.0 ist null.
    "1 / 0.0", "1 / -0.0", "0 / 0.0", "1 // 0.0", "1 // -0.0", "1 % 0.0", "1 % -0.0",
    "0.0 ** -1", "(-0.0) ** -1", "1 / (0.5 - 0.5)",
    "1" + "+1" * 100, "1" + " " * 200, " " * 10 + "1" + "+1" * 97,
    "2 ** 101", "0.5 ** 101", "1 ** (50 * 3)", "2 ** -101", "2 ** 101.0", "1 ** 100.5",
    "10 ** 100 + 1", "-(10 ** 100) - 1", "10 ** 100 * 10 // 10", "11 ** 100", "1e50 ** 10",
    # Nur der Exponent hat eine Grenze, die Basis nicht (Runde 24).
    "101 ** 2", "(-1000) ** 3", "1e3 ** 2",
    "1e200 * 1e200", "1e999", "-1e999 + 1", "1e100", "-1e100", "10 ** 100 / 0.5", "1 / 1e-300",
    "10 ** 100 // 0.5", "0 - 10 ** 100", "1e999 * 0", "1e999 % 1", "-1e-300 % 10 ** 100",
    "0 ** -101", "10 ** 100 + 1 - 1", "-(10 ** 100) - 1 + 1", "-(10 ** 100 + 1) + 2",
    "10 ** 100 / 0.5 / 4", "10 ** 100 // 0.5 % 7", "(-1e-300 % 10 ** 100) / 2",
    "(10 ** 100) ** 2 // 10 ** 100", "(10 ** 100) ** 100 % 7", "10 ** 100 / 1e-300 * 0",
    "2 ** 1e999", "2 ** 1e101", "0.5 ** -1e999",
    "-0.0", "-(0.0)", "-0", "2.0 ** 1025", "1e10 ** 101", b"1+2", "1 #" + "ä" * 197,
    "1 2", "2 3 * 4", "1+\ud800",
    "2 ^ 3", "5 | 2", "16 >> 2", "0 or 5", "1 and 2", "2 < 3 < 4", "1; 2", "1\n2", "2 ** 3; 0 / 0",
    "7.5 // 2", "-7.5 // 2", "10 ** 20 // 3", "10 ** 20 % 7", "-(10 ** 20) % 7", "7.5 % -2",
    bytearray(b"1+2"), memoryview(b"1+2"), "1 # " + "\U0001f600" * 150, "(1 +\n2)", "1\t+ 2",
    "1+2\n", "1 # x",
    # Regel 6: Auch ein Kommentar zählt mit, nach Leerraum und in Klammern.
    "1 # " + "x" * 300, "1 #" + " x" * 150, "1" + " " * 150 + "# " + "x" * 60,
    "(1 + # " + "x" * 200 + "\n2)",
    # Regel 6: Ein Tab ist ein Zeichen, auch wenn ein Editor ihn breiter zeigt (`expandtabs`).
    "1\t+\t2" + "\t" * 30, "1" + "\t" * 199, "1" + "\t" * 200,
    # Regel 6: Auch Zeilenumbrüche und anderer Leerraum am Ende oder Anfang zählen mit.
    "1" + "\n" * 200, "1" + "\r\n" * 100, "1" + "\r" * 200, "1 + 2" + "\n" * 196,
    "1" + " \n" * 100, "1" + "\t\n" * 100, "1" + "\x0c" * 200, "\n" * 200 + "1",
    "1" + "\n" * 199,
)
# Regel 7: zu groß nur unterwegs, je Operator; danach wird es klein, auch 0 oder nan (`* 0`).
_UNTERWEGS = (
    "10 ** 100 + 1", "-(10 ** 100) - 1", "10 ** 100 * 10", "10 ** 100 / 0.5", "10 ** 100 // 0.5",
    "-1e-300 % 10 ** 100", "(10 ** 100) ** 2", "1e300 * 1e300",
)
# fmt: on
_ZAHLEN = ("0", "1", "2", "3", "10", "100", "101", "0.5", "0.0", "1e50", "1e-3", "9007199254740993")
_FREMD = (
    "x",
    "the",
    "pi",
    "e",
    "nan",
    "inf",
    "abs(2)",
    "True",
    "'a'",
    "1j",
    "(1, 2)",
    "[1]",
    "1 < 2",
    "(1).real",
)
_EXPONENTEN = ("0", "1", "2", "-1", "30", "100", "101", "-100", "-101", "0.5", "100.5", "101.0")
_DANACH = ("- 10 ** 100", "// 10", "/ 10", "% 7", "* 0", "** 0", "- 1")


def _rechenbaeume(st):
    """Rechenbäume; eine Potenz nur mit einer Zahl als Basis und kleinem Exponenten: So wird auch
    eine Lösung ohne Grenzen rasch fertig (``2 ** 101 ** 101`` rechnete minutenlang)."""
    blatt = st.sampled_from(_ZAHLEN) | st.integers(0, 30).map(str) | st.sampled_from(_FREMD)
    potenz = st.tuples(blatt, st.sampled_from(_EXPONENTEN)).map(" ** ".join)
    zeichen = ("+", "-", "*", "/", "//", "%", "&", "@", "<<", "^", "|", ">>", "or", "and")

    def erweitere(innen):
        return st.tuples(innen, st.sampled_from(zeichen), innen).map(
            lambda t: f"({t[0]} {t[1]} {t[2]})"
        ) | st.tuples(st.sampled_from(("-", "+", "not ", "~")), innen).map("".join)

    baum = st.recursive(blatt | potenz, erweitere, max_leaves=4)
    leer = st.sampled_from((" ", "\t", "\n", "\r"))
    lang = st.tuples(st.integers(195, 205), leer).map(lambda t: "1" + t[1] * (t[0] - 1))
    summe = st.integers(97, 102).map(lambda k: "1" + "+1" * k)
    # Ein Kommentar am Rand der Grenze: Wer nur bis zum ersten # zählt, lässt ihn durch.
    vorn = st.sampled_from((("1", ""), ("1" + " " * 100, ""), ("(1 +", "\n2)")))
    kommentar = st.tuples(vorn, st.integers(195, 205)).map(
        lambda t: t[0][0] + " #" + "x" * (t[1] - len(t[0][0]) - len(t[0][1]) - 2) + t[0][1]
    )
    teile = st.sampled_from(("", "-")), st.sampled_from(_UNTERWEGS), st.sampled_from(_DANACH)
    unterwegs = st.tuples(*teile).map(lambda t: f"{t[0]}({t[1]}) {t[2]}")
    return st.sampled_from(RAENDER) | baum | lang | summe | kommentar | unterwegs


# Gültig ist alles: ``berechne`` antwortet auf jede Eingabe mit einem Text (auf 42 mit "Fehler: …").
EINGABE = bereich(RAENDER, _rechenbaeume)


class Abbruch(BaseException):
    """Bricht ``berechne`` ab; BaseException, damit ``except Exception`` sie nicht schluckt."""


PARSE_LANG = "ast.parse mit einem Text der Länge"
# Regel 8 zur Laufzeit, auch über ein Modul: ``typing.get_type_hints`` rechnet eine Typangabe
# als Text mit compile und eval aus (3.14 in ``annotationlib``) und holt beide bei jedem Aufruf
# aus ``builtins``: Dort lassen sie sich ersetzen.
UMWEG_NAMEN = ("eval", "exec", "compile")
# Über 200 Zeichen ist es erzeugter Code (dataclass, namedtuple), nicht die Eingabe. Ihn schreibt
# jede Python-Version anders: Das Ereignis nennt nur die Grenze, in CPython wie in Pyodide.
UMWEG_TEXT = "mit dem Text"
UMWEG_LANG = (
    "mit erzeugtem Code (wie ihn `dataclass` baut; jedes exec ist verboten), länger als jede "
    "erlaubte Eingabe von höchstens"
)
# Ein Import in der Funktion übersetzt und führt Code aus: kein Umweg für die Eingabe.
IMPORTSYSTEM = ("importlib", "_frozen_importlib", "zipimport")


def _falle(name, echt, notiere):
    """Statt eval, exec oder compile: Ein Aufruf ist ein Ereignis und bricht ``berechne`` ab.
    Frei bleiben ``compile`` mit ``ast.PyCF_ONLY_AST`` (so parst ``ast.parse``, auch für
    ``ast.literal_eval``) und das Importsystem."""

    def falle(quelle, *args, **kwargs):
        flags = args[2] if len(args) > 2 else kwargs.get("flags", 0)
        nur_baum = name == "compile" and flags & ast.PyCF_ONLY_AST
        modul = sys._getframe(1).f_globals.get("__name__", "")
        if nur_baum or modul.startswith(IMPORTSYSTEM):
            return echt(quelle, *args, **kwargs)
        if isinstance(quelle, str) and len(quelle) <= 200:
            notiere(f"{name} {UMWEG_TEXT}", quelle)
        else:
            notiere(f"{name} {UMWEG_LANG}", 200)
        raise Abbruch

    return falle


def lauf(berechne, werte, notiere):
    """Ruft ``berechne`` mit Fallen statt ``ast.parse`` (mehr als 200 Zeichen sind ein Ereignis
    und brechen ab), eval, exec und compile, in ``builtins`` und unter jedem Namen im Modul der
    Lernenden, der an sie kam. Den echten Parser erreicht ein langer Text nie: An einem tief
    verschachtelten wie ``"-" * 100000 + "1"`` bricht er in CPython mit MemoryError ab, in
    Pyodide sprengt er den Stapel; so urteilen beide gleich, auch über Code, der MemoryError
    abfängt."""
    # Ein erlaubter import in berechne lädt sein Modul hier nicht zum ersten Mal: decimal (auch
    # über fractions) baut dabei ein namedtuple mit eval, und das ist nicht der Code der Lernenden.
    for modul in OHNE_EVAL.importe:
        if modul not in sys.modules:  # import_module kostet auch geladen (je Fall 14-mal)
            importlib.import_module(modul)
    echt, namensraum = ast.parse, getattr(berechne, "__globals__", {})
    eingebaut = {name: getattr(builtins, name) for name in UMWEG_NAMEN}

    def parse(source, *args, **kwargs):
        if isinstance(source, (str, bytes)) and len(source) > 200:
            notiere(PARSE_LANG, len(source))
            raise Abbruch
        return echt(source, *args, **kwargs)

    fallen = {name: _falle(name, funktion, notiere) for name, funktion in eingebaut.items()}
    ersatz = {id(echt): parse} | {id(eingebaut[name]): falle for name, falle in fallen.items()}
    vorher = {name: wert for name, wert in namensraum.items() if id(wert) in ersatz}
    ast.parse = parse
    namensraum.update({name: ersatz[id(wert)] for name, wert in vorher.items()})
    vars(builtins).update(fallen)
    try:
        return berechne(*werte)
    except Abbruch:
        return None
    finally:
        vars(builtins).update(eingebaut)
        ast.parse = echt
        namensraum.update(vorher)


# --- Der Vertrag ------------------------------------------------------------------------------

_FEHLER = 'ergibt `"Fehler: …"`'
# Je Ausdruck gilt eine davon (``fallregel``): die, nach der er ein Ergebnis oder "Fehler: …"
# ergibt. Sie legen Rückgabe und Ereignisse fest (nur bei Regel 6 geschieht eines).
REGELN_3_BIS_7 = (
    "Erlaubt sind Zahlen vom Typ `int` und `float`, die Operatoren `+ - * / // % **`, die "
    "Vorzeichen `+` und `-` und Klammern, in einem `str` oder einer Unterklasse von `str`: "
    "Auch sie ist ein String. Zahlen gelten so, wie Python sie schreibt, auch hexadezimal, "
    "oktal und binär (`0x10`, `0o17`, `0b101`) und mit `_` zwischen Ziffern (`1_000`): Auch "
    "sie werden ausgerechnet. Ein erlaubter Ausdruck ergibt genau "
    "`str(wert)`, bei jedem Aufruf dasselbe, auch nach vielen Ablehnungen davor (ein Zähler "
    "oder Zwischenspeicher über Aufrufe hinweg ändert es nicht, auch nicht bei einer ähnlichen "
    'Eingabe danach: Nach `"10"` ergibt `"1 0"` weiter `"Fehler: …"`), und '
    '`str(wert)` ist so, wie Python rechnet: `-0.0` ergibt `"-0.0"`, `7.5 // 2` ergibt `"3.0"`, '
    "und `//` und `%` rechnen auch mit großen ganzen Zahlen wie `10 ** 20` exakt. Was "
    '`ast.parse(ausdruck, mode="eval")` überliest, gehört dazu: Leerzeichen und Tabs '
    'zwischen den Teilen, ein Zeilenumbruch innerhalb von Klammern oder am Ende (`"(1 +\\n2)"` '
    'ergibt `"3"`) und ein Kommentar wie in `"1 # x"`.',
    f"Alles andere {_FEHLER}: Namen (auch `pi`, `e`, `(x := 5)` und `nan`, `inf` und "
    "`Infinity`, die `float()` als Zahl liest), Aufrufe (auch "
    "`round(3.14, 2)`), Attribute (auch `math.pi` und `(1).real`), Strings (auch mit einer "
    "Zahl darin wie `'5'`), `True` und `False`, komplexe Zahlen (auch `2+0j`), Listen, Tupel "
    "(auch mit einem Element wie `(1,)` und `1,`, und `(1,5)`: Das Komma ist kein "
    "Dezimalkomma), Vergleiche, `lambda`, andere "
    "Operatoren und Vorzeichen (`^` ist keine Potenz, sondern verboten wie `|`, `&`, `<<`, "
    "`>>`, `@`, `~`, `not`, `and` und `or`), ein Ergebnis, das keine reelle Zahl ist, ein "
    'Syntaxfehler (auch der leere String `""` und mehr als ein Ausdruck wie `"1; 2"` oder '
    '`"1\\n2"`, eine Zahl, die Python so nicht schreibt, wie `"010"`, `"٤٢"` mit '
    'arabisch-indischen Ziffern oder `"１０"` mit Ziffern in voller Breite, auch wenn `int()` sie '
    "liest, Zeichen, die nur wie Rechenzeichen aussehen (`×`, `÷`, `−`), und ein `=` am Ende "
    'wie in `"1 + 2 ="`; `ast.parse` meldet ihn mit '
    '`SyntaxError`, bei einem einzelnen Surrogat wie `"1+\\ud800"` mit `ValueError`) und eine '
    'Eingabe, die kein String ist, auch `bytes` wie `b"1+2"`, `bytearray` und `memoryview`.',
    (
        'Division und Rest durch null ergeben `"Fehler: …"`, auch durch die Kommazahl `0.0` '
        "oder `-0.0` (`1 / 0.0`, `1 // -0.0`, `1 % 0.0`) und `0 ** -1`."
    ),
    f"Eine Eingabe mit mehr als 200 Zeichen {_FEHLER}. Es zählen Zeichen (`len`), weder Bytes "
    "noch UTF-16-Einheiten: `ä`, `😀` und ein Tab sind je ein Zeichen, auch wenn ein Editor "
    "den Tab breiter zeigt (`expandtabs`). Gezählt wird die Eingabe, wie "
    "sie ankommt, vor jedem Abschneiden: Auch Leerraum am Anfang und Ende zählt mit "
    "(Leerzeichen, Tabs und "
    'Zeilenumbrüche, auch `"\\r\\n"`: `"1" + "\\n" * 200` hat 201 Zeichen), ebenso '
    "ein Kommentar hinter `#`. Die Länge prüfst du, bevor du parst: `ast.parse` bekommt nie "
    "mehr als 200 Zeichen.",
    f"Ein Exponent mit einem Betrag über 100 {_FEHLER}, und zwar bevor du `**` "
    "ausrechnest: Dann nennt der Grund den Exponenten, auch bei `2.0 ** 1025` und bei "
    "`0 ** -101` (die Division durch null käme erst beim Rechnen, der Exponent hat dort den "
    "einzigen Fehler), und "
    "`9 ** 9 ** 9` ist sofort fertig. Ist der Exponent selbst eine Zahl über `10**100` wie in "
    "`2 ** 1e999`, hat der Ausdruck zwei Fehler: Der Grund nennt den Exponenten oder die zu "
    "große Zahl. "
    "Ebenso jedes Zwischenergebnis, nach jedem Operator "
    "und Vorzeichen (auch nach `/`, `//`, `%` und `**`), selbst wenn am Ende wieder eine kleine "
    "Zahl herauskäme wie bei `10 ** 100 + 1 - 1` oder `(10 ** 100) ** 2 // 10 ** 100`, und "
    "jede Zahl mit einem Betrag über `10**100`, auch "
    "`1e999` (so wird `1e999 * 0` nicht zu `nan`) und `1e100` (diese Kommazahl ist ein "
    "wenig größer als `10**100`), und ein Ergebnis, das für eine Kommazahl zu groß ist. "
    "Die Grenzen selbst sind noch erlaubt: ein Exponent mit dem Betrag 100 und eine Zahl mit "
    "dem Betrag `10**100`, also auch `2 ** -100` und `-(10 ** 100)`.",
)
VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "berechne",
            (Parameter("ausdruck", EINGABE),),
            ungueltig=Exception,  # jede Ausnahme bricht Regel 1
            vergleichsform=form,
            regelwahl=regelwahl,
            lauf=lauf,
        ),
    ),
    regeln=(
        Regel(
            1,
            "`berechne(ausdruck)` gibt bei jedem Aufruf, auch nach vielen anderen, einen String "
            "genau vom Typ `str` zurück (keine "
            "Unterklasse von `str`, auch wenn die Eingabe eine ist) und löst nie eine Exception "
            'aus: das Ergebnis als `str(wert)` oder einen Text, der genau mit `"Fehler:"` '
            "beginnt (großes F, dann der Doppelpunkt; ein Leerzeichen danach ist üblich, aber "
            "nicht verlangt).",
            prueft=(AUSNAHME, TYP, RUECKGABE),
        ),
        Regel(
            2,
            'Nach `"Fehler:"` nennt ein deutscher Satz aus mindestens zwei Wörtern den Grund. '
            "Wörter trennt Leerraum, wie ihn `str.split()` sieht (ein Leerzeichen, auch ein "
            "geschütztes wie U+00A0, ein Tab oder ein Zeilenumbruch): `Division-durch-null` mit "
            "Bindestrichen ist nur eines. "
            "Ob der Satz deutsch ist, erkennt die Prüfung nur an einer Liste englischer Wörter: "
            "Steht eines davon darin (als ganzes Wort, groß oder klein), gilt er als englisch: "
            f"{', '.join(ENGLISCHE_WOERTER)}; so gelten Pythons Texte wie `division by zero` "
            "als englisch und auch ein eigener Satz wie `Division impossible.` (`Division` ist "
            "auch deutsch, `impossible` nicht). Nicht mit zählt, was in Anführungszeichen steht "
            "(`'…'`, `\"…\"`, `„…“`, `“…”`, `‘…’`, `«…»` oder Backticks; andere Zeichen wie "
            "`‚…‘` oder Klammern nicht): So darf der Grund die Eingabe zitieren, "
            "etwa `Der Name 'the' ist nicht erlaubt.`. Ohne Anführungszeichen zählt auch ein "
            "Wort aus der Eingabe: `Der Name the ist nicht erlaubt.` gilt als englisch. Einen "
            "englischen Satz ohne diese Wörter erkennt sie nicht; schreib den Grund trotzdem "
            "deutsch. "
            "Der Grund passt zum Fehler: Er enthält eines der Wörter "
            f"seiner Art (groß oder klein, auch als Teil eines Wortes). {WORTLISTE}. Beide "
            "Listen sind vollständig: Ein anderes Wort zählt nicht, auch wenn es passt, etwa "
            "„Überlauf“ oder „leer“. Hat ein Ausdruck mehrere Fehler, passt der Grund zu einem "
            "davon. Ein Sammelsatz mit Wörtern von mehr als drei Arten nennt keinen Grund.",
            prueft=(),
        ),
        *(
            Regel(n, text, (RUECKGABE, EREIGNISSE), lambda a, n=n: fallregel(a) == n)
            for n, text in enumerate(REGELN_3_BIS_7, ERLAUBT)
        ),
        Regel(
            8,
            "`eval`, `exec`, `compile` und `__import__` kommen in deinem Code nicht vor, auch "
            "nicht als Attribut (also kein `re.compile`: Nimm `re.sub` oder `re.match` direkt) "
            "und nicht über einen Umweg wie `__builtins__`, `globals()`, ein Attribut mit "
            "doppeltem Unterstrich, das zu ihnen führt (`__globals__`, `__subclasses__`, "
            "`__dict__`; Rechen-Methoden wie `__add__` oder `__rtruediv__` und `__str__` sind "
            "erlaubt), oder einen zusammengesetzten String; `ast.literal_eval` ist erlaubt. "
            f"Aus `typing` rechnen {', '.join(f'`{name}`' for name in TYPING)} einen Text mit "
            "eval aus: Auch sie sind verboten. Importieren darfst du nur diese Module: "
            f"{', '.join(f'`{modul}`' for modul in OHNE_EVAL.importe)}, also auch nicht "
            "`__future__` (`from __future__ import annotations`). Die Prüfung merkt es "
            "auch beim Ausführen: Ruft während `berechne` irgendein Code `eval`, `exec` oder "
            "`compile` auf, ist Regel 8 verletzt; nur `ast.parse` darf `compile` benutzen, und ein "
            "`import` in `berechne` bleibt erlaubt. Baue darum auch Klassen mit `namedtuple` oder "
            "`dataclass` nicht erst in `berechne`.",
            prueft=(),
            ohne=OHNE_EVAL,
        ),
    ),
    frei=(
        'der Wortlaut nach "Fehler:", solange er Regel 2 einhält',
        "welchen Fehler du meldest, wenn ein Ausdruck mehrere hat (bei einer Potenz mit zu "
        "großem Exponenten zählt nur der Exponent, nicht was `**` ergäbe; ist der Exponent selbst "
        "zu groß wie in `2 ** 1e999`, auch die zu große Zahl, siehe Regel 7)",
        'ob Leerraum am Anfang wie in `" 1 + 2"` `"3"` ergibt oder `"Fehler: …"` '
        "(`ast.parse` meldet dort einen Einrückungsfehler; nach der Prüfung der Länge darfst "
        "du ihn abschneiden)",
        "wie du den Baum durchgehst (Funktion, Klasse, match)",
    ),
    # Diese Diagnose nennt auch die Prüfung des Codes (``OHNE_EVAL.hinweis``): einmal hier.
    irrtuemer=(Irrtum("falsch_eval_leere_builtins.py", KEINE_SANDBOX, 8),),
)
