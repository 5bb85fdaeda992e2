"""Übung ``m4-05-uebung-1``: ein Rechner-Tool ohne eval (``berechne``); im Setup steht nichts.

Was der Vertrag nicht sagen kann, prüft ``gruende``: Passt der Grund zur Art des Fehlers, und
kommt der Exponent vor ``**`` dran (Regeln 2 und 7)?
"""

from lernlabor.pruefen import falsch, kurz, pruefung, richtig
from lernlabor.pruefen.pruefhilfen import regel_verletzt
from lernlabor.pruefen.rechengrenze import Rechengrenze
from lernlabor.pruefen.vertrag import StrUnterklasse, beobachte
from lernlabor.uebung.definition import Uebung, falsche, gleichwertige, lies

from .vertrag import ARTEN, VERTRAG, arten, passt

REGEL_1, REGEL_2, REGEL_3, REGEL_7 = (VERTRAG.regeln[i] for i in (0, 1, 2, 6))
BERECHNE = VERTRAG.funktion("berechne")
GRUND_PASST = "Der Grund passt nicht zum Fehler"
EXPONENT_ZUERST = (
    "Prüfe bei `**` den Exponenten, bevor du rechnest: Sonst scheitert `2.0 ** 1025` an einem "
    "Überlauf und `0 ** -101` an der Division durch null statt am Exponenten, und "
    "`9 ** 9 ** 9` rechnet minutenlang."
)
# Ein Überlauf ist keine Division durch null: Ein allgemeines except sagt hier das Falsche.
IRRT = (
    "Hier wird nicht durch null geteilt, das Ergebnis wird zu groß. Fängt ein allgemeines "
    "except hier eine andere Ausnahme ab, als sein Text sagt?"
)
# ``**`` ginge hier ohne Fehler: Ein anderer Grund liegt am Wort, nicht an der Reihenfolge.
EXPONENT_WORT = (
    "Hier ist der Exponent über 100 der einzige Fehler: Ausgerechnet wäre nichts zu groß. "
    f"Nenne im Grund den Exponenten, mit {ARTEN['exponent'][1]}."
)
TURM = "9 ** 9 ** 9"


def art_befund(ausdruck, wert, gefunden):
    """Passt der Grund zu einer Art in ``gefunden``? Nach dem Vertrag beginnt jede Antwort mit
    "Fehler:", nur die auf ``TURM`` nicht unbedingt (etwa eine Schleife an der Rechengrenze)."""
    if not isinstance(wert, str) or not wert.startswith("Fehler:"):
        return REGEL_7, EXPONENT_ZUERST
    grund = wert.removeprefix("Fehler:")
    if any(passt(art, grund) for art in gefunden):
        return None
    if gefunden == {"exponent"} and any(passt(a, grund) for a in ("gross", "null", "verboten")):
        ohne_grenze_fertig = ausdruck != TURM and not arten(ausdruck, grenze=float("inf"))
        return REGEL_7, EXPONENT_WORT if ohne_grenze_fertig else EXPONENT_ZUERST
    if "gross" in gefunden and passt("null", grund):
        return REGEL_2, IRRT
    woerter = " oder ".join(ARTEN[art][1] for art in sorted(gefunden))
    return REGEL_2, f"{GRUND_PASST}: Hier muss er {woerter} enthalten."


def _ausgang(ausdruck, ist):
    """Was der Aufruf tat: An der Rechengrenze oder mit einer Ausnahme gab er nichts zurück."""
    fall = BERECHNE.beschreibung([ausdruck])
    if ist.art == "zu_lang":
        return f"{fall} rechnet über eine Million Zeilen und wurde dort angehalten."
    if ist.art == "ausnahme":
        return f"{fall} löst {type(ist.ausnahme).__name__} aus: {kurz(str(ist.ausnahme))}."
    return f"{fall} gibt {kurz(ist.wert)} zurück."


@pruefung("Jeder Grund passt zum Fehler")
def gruende(namensraum, referenz=None):
    """Läuft nur, wenn keine Prüfung davor scheiterte (``vergleicht``): Falsche Ergebnisse meldet
    zuerst der Vertrag. ``TURM`` kommt zuletzt: Wer den Exponenten erst nach ``**`` prüft, rechnet
    dort minutenlang, bis das Zeitlimit der Übung greift (``**`` ist eine Zeile, die keine
    Rechengrenze unterbricht). Wer dabei mit ganzen Zahlen zuerst rechnet, scheitert schon
    vorher an ``0 ** -101`` (ein gespeicherter Fall) mit Regel 7."""
    eigene = namensraum[BERECHNE.name]  # sonst scheiterte schon der Vertrag
    with Rechengrenze(namensraum) as grenze:
        for ausdruck in [*(f["argumente"][0] for f in VERTRAG.faelle()), TURM]:
            if not (gefunden := arten(ausdruck)):
                continue  # ein erlaubter Ausdruck: Sein Ergebnis vergleicht der Vertrag
            ist = beobachte(eigene, BERECHNE, [ausdruck], grenze)
            if befund := art_befund(ausdruck, ist.wert, gefunden):
                return falsch(regel_verletzt(befund[0], befund[1], _ausgang(ausdruck, ist)))
    return richtig('Jede Antwort "Fehler: …" nennt einen Grund, der zum Fehler passt.')


gruende.vergleicht = True

# Zustand über viele Aufrufe (Regeln 1 und 3): Ablehnungen jeder Art, auch tief verschachtelt,
# und jeder einfache Ausdruck erst als Unterklasse von str, dann als str.
ABLEHNUNGEN = (
    "1 + x", "-(-(-(-(-(-(-(-(1 + x))))))))", "((((1 / 0))))", "2 ** 101", "(10 ** 100) * 10",
    "1 +", "'a'", 42, "1" + " " * 200, "abs(-(-(-(3))))",
)  # fmt: skip
EINFACH = {"1 + 2": "3", "6 * 7": "42", "2 ** 10": "1024", "7 / 2": "3.5", "-(4 - 9)": "5"}
NUR_STR = "3 * 3"  # nie als Unterklasse: Zeigt einen Zähler ohne die Frage nach dem Typ.
RUNDEN = 60
ZUSTAND = (
    "Ein Zustand, der von Aufruf zu Aufruf bleibt, ändert hier das Ergebnis: etwa ein Zähler, "
    "den eine Ablehnung (eine Ausnahme) nicht zurücksetzt, oder ein Zwischenspeicher, der die "
    "Antwort im Typ der Eingabe ablegt. Jeder Aufruf rechnet für sich: Setz einen Zähler in "
    "`finally` zurück oder gib ihn als Argument weiter, und speichere nur `str`."
)


def _zustand_befund(aufrufe, eingabe, ist):
    """Regel 1 oder 3 für einen einfachen Ausdruck nach ``aufrufe`` Aufrufen, sonst ``None``; vor
    ``str`` kam derselbe als Unterklasse."""
    ausdruck = str(eingabe)
    soll = EINFACH.get(ausdruck, "9")
    if ist.art == "wert" and type(ist.wert) is str and ist.wert == soll:
        return None
    fall = BERECHNE.beschreibung([eingabe])
    if ist.art == "zu_lang":
        tat = f"rechnet {fall} über eine Million Zeilen"
    elif ist.art == "ausnahme":
        tat = f"löst {fall} {type(ist.ausnahme).__name__} aus ({kurz(str(ist.ausnahme))})"
    else:
        tat = f"gibt {fall} {kurz(ist.wert)} zurück"
    beispiel = BERECHNE.beschreibung([ABLEHNUNGEN[0]])
    if type(eingabe) is str and eingabe != NUR_STR:
        beispiel += f" und zuletzt {BERECHNE.beschreibung([StrUnterklasse(ausdruck)])}"
    vorher = f"Nach {aufrufe} Aufrufen, darunter Ablehnungen wie {beispiel}, {tat}."
    if ist.art == "wert" and isinstance(ist.wert, str) and ist.wert == soll:
        return REGEL_1, f"{vorher} Das ist ein `{type(ist.wert).__name__}`, kein `str`.", ZUSTAND
    regel = REGEL_3 if ist.art == "wert" and type(ist.wert) is str else REGEL_1
    return regel, f"{vorher} Erwartet: {kurz(soll)}.", ZUSTAND


# Regel 3: erst ein erlaubter Ausdruck, dann eine ähnliche Eingabe (je der Schlüssel, den ein
# Zwischenspeicher falsch bilden könnte: ohne Leerraum, andere Schreibweise, dieselben Zeichen).
FEHLER = "Fehler: …"
AEHNLICH = (
    ("10", "1 0", FEHLER),
    ("12", "1\t2", FEHLER),
    ("1+2", "1+\n2", FEHLER),
    ("0x10", "0 x10", FEHLER),
    ("1e3", "1 e3", FEHLER),
    ("10", "\uff11\uff10", FEHLER),
    ("1 + 2", "12 +", FEHLER),
    ("2 ** 3", "3 ** 2", "9"),
    ("(1 + 2) * 3", "1 + 2 * 3", "7"),
    ("7 - 2", "2 - 7", "-5"),
)
ZWISCHENSPEICHER = (
    "Ein Zwischenspeicher gibt hier die Antwort einer anderen Eingabe zurück: Sein Schlüssel ist "
    "nicht die ganze Eingabe, so wie sie ankam (etwa ohne Leerraum, umgeformt oder sortiert). "
    "Jeder Aufruf rechnet für sich: Nimm als Schlüssel genau den Text `str(ausdruck)`, oder "
    "rechne jedes Mal neu."
)


def _aehnlich_befund(vorher, eingabe, soll, ist):
    """Regel 3, wenn ``eingabe`` nach ``vorher`` nicht ``soll`` ergibt (``FEHLER``: "Fehler: …")."""
    if ist.art == "wert" and type(ist.wert) is str:
        if ist.wert == soll or (soll == FEHLER and ist.wert.startswith("Fehler:")):
            return None
    fall = BERECHNE.beschreibung([eingabe])
    if ist.art == "zu_lang":
        tat = f"rechnet {fall} über eine Million Zeilen"
    elif ist.art == "ausnahme":
        tat = f"löst {fall} {type(ist.ausnahme).__name__} aus ({kurz(str(ist.ausnahme))})"
    else:
        tat = f"gibt {fall} {kurz(ist.wert)} zurück"
    erwartet = '"Fehler: …"' if soll == FEHLER else kurz(soll)
    satz = (
        f"Nach {BERECHNE.beschreibung([vorher])} {tat}. Erwartet: {erwartet}, wie bei einem "
        "ersten Aufruf mit dieser Eingabe."
    )
    return REGEL_3, satz, ZWISCHENSPEICHER


@pruefung("Jeder Aufruf rechnet für sich")
def zustand(namensraum, referenz=None):
    """Läuft nur, wenn der Vertrag bestand: viele Ablehnungen hintereinander, dazwischen und danach
    einfache Ausdrücke: ``NUR_STR``, dann einer als Unterklasse von ``str``, dann als ``str``."""
    eigene = namensraum[BERECHNE.name]
    aufrufe = 0
    with Rechengrenze(namensraum) as grenze:
        for runde in range(RUNDEN):
            for ausdruck in ABLEHNUNGEN:
                beobachte(eigene, BERECHNE, [ausdruck], grenze)
                aufrufe += 1
            einfach = list(EINFACH)[runde % len(EINFACH)]
            for eingabe in (NUR_STR, StrUnterklasse(einfach), einfach):
                ist = beobachte(eigene, BERECHNE, [eingabe], grenze)
                aufrufe += 1
                if befund := _zustand_befund(aufrufe, eingabe, ist):
                    return falsch(regel_verletzt(*befund))
        for vorher, eingabe, soll in AEHNLICH:
            beobachte(eigene, BERECHNE, [vorher], grenze)
            ist = beobachte(eigene, BERECHNE, [eingabe], grenze)
            if befund := _aehnlich_befund(vorher, eingabe, soll, ist):
                return falsch(regel_verletzt(*befund))
    return richtig(
        "Auch nach vielen Ablehnungen und nach ähnlichen Eingaben rechnet jeder Aufruf für sich "
        "richtig."
    )


zustand.vergleicht = True

# Mutanten der Lösung, die dasselbe zurückgeben wie sie (in der Vergleichsform), mit Grund.
WORTLAUT = "Nur der Wortlaut nach 'Fehler:' ändert sich; es bleibt ein deutscher Grund (Regel 2)."
AST = "ast.parse wirft für einen Text nur SyntaxError und ValueError (ein einzelnes Surrogat)."
REST = (
    "Nach Unzulaessig und ZeroDivisionError bleibt beim Rechnen mit int und float nur "
    "OverflowError übrig."
)
POP = (
    "pop nimmt den Satz aus der Tabelle; beim nächsten Mal kommt der allgemeine Satz, auch er "
    "ein deutscher Grund."
)


UEBUNG = Uebung(
    id="m4-05-uebung-1",
    titel="Ein Rechner ohne eval",
    stufe="mittel",
    pruefungen=(*VERTRAG.pruefungen(), gruende, zustand),
    hinweise=(
        "Schreibe eine Hilfsfunktion `werte_aus(knoten)`, die sich für die Teile des Baums "
        "selbst aufruft: bei `ast.BinOp` für `knoten.left` und `knoten.right`, bei "
        "`ast.UnaryOp` für `knoten.operand`.",
        "Ein `dict` wie `{ast.Add: operator.add, …}` ordnet jedem erlaubten Operator eine "
        "Funktion zu. `type(knoten.op) in OPERATOREN` sagt dann, ob er erlaubt ist.",
        "Für jede Ablehnung eine eigene Exception-Klasse, die `berechne` abfängt und in "
        '`"Fehler: …"` verwandelt. `ZeroDivisionError` und `OverflowError` fängst du dort mit '
        "ab, jede mit ihrem eigenen deutschen Satz.",
        "`type(True)` ist `bool`, nicht `int`: Prüfe Zahlen mit `type(wert) in (int, float)`.",
    ),
    # Die Irrtümer des Vertrags ergänzt die Übung selbst; diese treffen gezielte Prüfungen.
    falsche_antworten=falsche(
        __name__,
        ("starter.py", ("Regel 1 ", "löst die Ausnahme SyntaxError")),
        ("falsch_getattr_trick.py", ("Regel 8 ", "der Name __builtins__")),
        ("falsch_import_builtins.py", ("Regel 8 ", "import builtins", "Importieren darfst")),
        ("falsch_typing_evaluate.py", ("Regel 8 ", "ForwardRef aus typing", "_evaluate aus")),
        ("falsch_typing_eval_type.py", ("Regel 8 ", "_eval_type aus typing")),
        ("falsch_grund_durch_null.py", ("Regel 2 ", "nicht durch null geteilt")),
        ("falsch_grund_vertauscht.py", ("Regel 2 ", GRUND_PASST, "„null“")),
        ("falsch_grund_allgemein.py", ("Regel 2 ", GRUND_PASST)),
        ("falsch_exponent_danach.py", ("Regel 7 ", EXPONENT_ZUERST, "2.0 ** 1025")),
        ("falsch_exponent_als_gross.py", ("Regel 7 ", EXPONENT_WORT, " ** 101'")),
        ("falsch_potenz_ganzzahl_zuerst.py", ("Regel 7 ", EXPONENT_ZUERST, "'0 ** -101'")),
        ("falsch_grund_bindestrich.py", ("Regel 2 ", "nur ein Wort („Division-durch-null“)")),
        ("falsch_tiefe_zaehler.py", ("Regel 3 ", "Aufrufen", ZUSTAND, "zurück. Erwartet")),
        ("falsch_cache_unterklasse.py", ("Regel 1 ", "Das ist ein `StrUnterklasse`", ZUSTAND)),
        (
            "falsch_cache_ohne_leerraum.py",
            ("Regel 3 ", "berechne(ausdruck='1 0')", ZWISCHENSPEICHER),
        ),
    ),
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (34, "{type(ausdruck).__name__}", "", WORTLAUT),
        (36, "{len(ausdruck)}", "", WORTLAUT),
        (39, "(SyntaxError, ValueError)", "Exception", AST),
        (47, "OverflowError", "Exception", REST),
        (59, "{rechts}", "", WORTLAUT),
        (62, "{name} ", " ", WORTLAUT),
        (62, "+ '.'", "+ ''", WORTLAUT),
        (62, ".get(", ".pop(", POP),
    ),
    vertrag=VERTRAG,
)
