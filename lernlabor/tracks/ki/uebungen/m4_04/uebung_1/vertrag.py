"""Der Vertrag von Übung 1: ``input_je_runde`` und ``kosten_der_aufgabe``."""

from lernlabor.pruefen.bereiche import Ganzzahl, Kommazahl, Woerterbuch, bereich
from lernlabor.pruefen.netz import erste_abweichung
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    LAUFZEIT,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    ZWEITER,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

from ..gemeinsam import gueltig_weil

LISTE, KOSTEN = "input_je_runde", "kosten_der_aufgabe"
# Eine Tokenzahl mit mehr als 28 Stellen: So genau rechnet `Decimal`, `int` genauer.
TOKEN = Ganzzahl(unten=0)
TOKEN = bereich([*TOKEN.raender(), 10**30 + 1], wie=TOKEN)
# Die Suche zieht höchstens 60 Runden; die Beispiele setzen VIELE ein, damit auch eine Obergrenze
# für `runden` auffällt (jede Lösung zählt sie einzeln ab, darum nicht mehr), ohne eine 0
# daneben: Dann sucht die Meldung den Grund nicht bei der 0.
VIELE = 10_000  # so nennt Regel 4 die Zahl: „bis zu 10.000 Runden“
SEHR_VIELE = 100_000  # nur für kosten_der_aufgabe (Regel 4: „bis zu 100.000“)
# Ungültige Zahlen bei riesigem `runden`: Wer erst ab vielen Runden nicht mehr prüft oder erst
# nach der Rechnung, fällt auf (Runde 30). Regel 4: „bevor sie rechnet, auch bei 10**12“.
RIESIG = 10**12
SUCHE_RUNDEN = 60
GENAU = 2**53  # bis hierher hält ein `float` jede ganze Zahl genau
LAST = (
    Parameter("runden", Ganzzahl(unten=1, bis=SUCHE_RUNDEN, gross=False)),
    Parameter("start", TOKEN),
    Parameter("zuwachs", TOKEN),
)
# Preise mit vielen Stellen, auch winzige: Wer den Betrag rundet, und sei es auf 12 Stellen,
# fällt bei wenigen Token auf (1 Token zu 0.00123456789 $ je 1000 sind 1.23456789e-06 $).
GRUND = Kommazahl(unten=0)
WINZIG = (0.00123456789, 1.23456789e-07)
PREIS = bereich([w for w in GRUND.raender() if GRUND.gueltig(w)] + list(WINZIG), wie=GRUND)
PREISE = Woerterbuch(("input", "output"), PREIS)


def halbiere_preise(a, ergebnis):
    """Was der Aufrufer vor dem zweiten Aufruf tut: Er halbiert die Preise in seinem dict. Wer
    sich ein Ergebnis nach dem dict merkt (etwa nach ``id(preise)``), gibt dann das alte. Nur
    Zahlen: Hat der erste Aufruf etwas anderes hineingeschrieben (etwa ``"waehrung": "USD"``),
    bleibt es stehen, und die Meldung nennt die Änderung an ``preise`` (Regel 6)."""
    preise = a["preise"]
    for schluessel in list(preise):
        if isinstance(preise[schluessel], (int, float)) and not isinstance(
            preise[schluessel], bool
        ):
            preise[schluessel] /= 2


def aendere_kosten(a, ergebnis):
    """Bei ungeradem ``runden`` halbiert der Aufrufer die Preise (``halbiere_preise``), bei
    geradem schreibt er einen Schlüssel in das erste Ergebnis und ruft mit denselben Argumenten
    noch einmal: Wer dasselbe dict noch einmal zurückgibt (ein Zwischenspeicher nach Wert),
    gibt es dann mit diesem Schlüssel."""
    if a["runden"] % 2:
        halbiere_preise(a, ergebnis)
    elif isinstance(ergebnis, dict):
        ergebnis["notiz"] = "vom Aufrufer"


def was_der_aufrufer_tat(a):
    if a["runden"] % 2:
        return "der Aufrufer die Preise in seinem dict halbiert hat"
    return 'der Aufrufer in das erste Ergebnis `"notiz"` geschrieben hat'


def haenge_an(a, ergebnis):
    """Der Aufrufer hängt an die Liste des ersten Aufrufs eine 0 an. Wer dieselbe Liste noch
    einmal zurückgibt (etwa aus ``lru_cache``), gibt sie dann mit der 0."""
    if isinstance(ergebnis, list):
        ergebnis.append(0)


def merkregel(a, pfad):
    """Besteht der Code einen Fall nur frisch geladen und weicht allein ``"dollar"`` ab, merkt er
    sich Preise (Regel 6: bei jedem Aufruf neu lesen), nicht ein ganzes Ergebnis (Regel 2);
    Runde 33: das ``preise`` des ersten Aufrufs."""
    return 6 if pfad == "['dollar']" else None


def regelwahl(a, soll, ist):
    """Was kein Fingerabdruck eines Irrtums sicher erkennt: ein dict, dem ein Schlüssel fehlt oder
    das einen zu viel hat (Regel 2, auch wenn es `"dollar"` ist, dessen Wert Regel 3 festlegt);
    eine Unterklasse von list oder dict (Regel 1 oder 2); ein zweiter Aufruf, der trotz
    halbierter Preise dasselbe gibt wie der richtige erste (Regel 6, auch wer sich
    ``id(preise)`` merkt, ohne das dict zu halten); ein richtiger ValueError, aber ein
    geändertes ``preise`` (Regel 6); ein ValueError bei gültigen Zahlen (Regel 4, mit dem, was
    daran verdächtig aussieht: eine 0, die nicht negativ ist, oder viele Runden, für die es keine
    Obergrenze gibt); ein `"dollar"`, das eine Unterklasse von float ist (Regel 3); ein dict,
    das der zweite Aufruf wieder füllt, so dass sich die Rückgabe des ersten ändert (Regel 2:
    jeder Aufruf ein neues dict, nicht Regel 6)."""
    if "preise" in a and ist.erster_geaendert is not None:
        return 2, NEUES_DICT
    # Ungültig bei riesigem `runden`, und der Code baute erst die Liste (Runde 30). In Pyodide
    # (32 Bit) passt die Länge nicht einmal in einen Index: OverflowError statt MemoryError.
    zu_gross = (MemoryError, OverflowError)
    if soll.art == "ausnahme" and isinstance(ist.ausnahme, zu_gross) and a["runden"] >= RIESIG:
        auch = ", auch `output_je_runde`" if "output_je_runde" in a else ""
        return 4, ZU_SPAET_GEPRUEFT.format(runden=a["runden"], auch=auch)
    if soll.art == ist.art == "wert":
        if (
            type(soll.wert) is dict
            and isinstance(ist.wert, dict)
            and set(ist.wert) != set(soll.wert)
        ):
            return 2, SCHLUESSEL
        dollar = ist.wert.get("dollar") if type(ist.wert) is dict else None
        if isinstance(dollar, float) and type(dollar) is not float:
            return 3, DOLLAR_UNTERKLASSE.format(typ=type(dollar).__name__)
        for regel, basis, verlangt, form in UNTERKLASSEN:
            if isinstance(ist.wert, basis) and type(ist.wert) is not basis:
                typ, name = type(ist.wert).__name__, basis.__name__
                return regel, UNTERKLASSE.format(typ=typ, basis=name, verlangt=verlangt, form=form)
        s1, s2, i1, i2 = (getattr(b, "wert", None) for b in (soll, soll.zweiter, ist, ist.zweiter))
        gleich = [erste_abweichung(x, y) is None for x, y in ((s1, s2), (s1, i1), (i1, i2))]
        if gleich == [False, True, True]:
            return 6, ALTE_PREISE
        if vertauscht(a, s1, i1):
            return 6, VERTAUSCHT
    if soll.art == ist.art == "ausnahme" and isinstance(ist.ausnahme, ValueError):
        return 6, UNGUELTIG_GEAENDERT
    if soll.art == "wert" and isinstance(ist.ausnahme, ValueError):
        return 4, gueltig_satz(a)
    return None


def vertauscht(a, soll, ist):
    """Steht in ``preise`` `"output"` vor `"input"`, und gleicht `"dollar"` dem Betrag mit
    vertauschten Preisen, nicht dem richtigen? Dann las der Code die Preise nach ihrer
    Reihenfolge (Runde 39: `preise.values()` erst ab 2 Runden hieß sonst Regel 3)."""
    preise = a.get("preise")
    if type(preise) is not dict or list(preise)[:1] != ["output"] or type(soll) is not dict:
        return False
    dollar = ist.get("dollar") if type(ist) is dict else None
    if type(dollar) is not float:
        return False
    anders = soll["input"] / 1000 * preise["output"] + soll["output"] / 1000 * preise["input"]
    return (
        erste_abweichung(anders, dollar) is None
        and erste_abweichung(soll["dollar"], dollar) is not None
    )


ZU_SPAET_GEPRUEFT = (
    "Deine Funktion baut bei `runden = {runden}` erst eine Liste, für die kein Speicher reicht, "
    "statt zuerst die Zahlen zu prüfen: Prüfe alle Zahlen, bevor du rechnest{auch}."
)


def gueltig_satz(a):
    """Warum eine Eingabe gültig ist, mit dem, was an ihr verdächtig aussieht: eine 0 (sie ist
    nicht negativ) und viele Runden (es gibt keine Obergrenze). Mehr Runden, als die Suche zieht,
    setzen nur die Beispiele ein: Dort fällt eine Obergrenze auf, die 0 daneben nicht (wer sie
    ablehnt, scheitert schon an einem kürzeren Fall davor)."""
    nullen = [f"`{name} = 0`" for name, wert in a.items() if type(wert) is int and wert == 0]
    nullen = nullen if a["runden"] <= SUCHE_RUNDEN else []
    return gueltig_weil(a["runden"], nullen, viele=a["runden"] > 2)


SCHLUESSEL = (
    'Das dict hat in jedem Fall genau die Schlüssel `"input"`, `"output"` und `"dollar"`, '
    "auch wenn ein Betrag 0 ist."
)
NEUES_DICT = (
    "`kosten_der_aufgabe` gibt bei jedem Aufruf dasselbe dict zurück: Verlangt ist in jedem "
    "Aufruf ein neues."
)
UNTERKLASSEN = ((1, list, "eine einfache", "[...]"), (2, dict, "ein einfaches", "{...}"))
UNTERKLASSE = (
    "Du gibst ein `{typ}` zurück, eine Unterklasse von `{basis}`. Verlangt ist {verlangt} "
    "`{basis}`: Gib das Ergebnis als `{form}` oder mit `{basis}(...)` zurück."
)
ALTE_PREISE = (
    "Nachdem der Aufrufer die Preise halbiert hat, gibt dein zweiter Aufruf denselben Betrag "
    "wie der erste: Er rechnet noch mit den alten Preisen."
)
VERTAUSCHT = (
    '`preise` steht hier mit `"output"` vor `"input"`, und dein Betrag ist der mit vertauschten '
    "Preisen: Du liest sie nach ihrer Reihenfolge im dict (etwa mit `preise.values()`). Lies "
    '`preise["input"]` und `preise["output"]` über ihre Schlüssel.'
)
DOLLAR_UNTERKLASSE = (
    '`"dollar"` ist bei dir ein `{typ}`, eine Unterklasse von `float`: Gib den Betrag als '
    "einfachen `float` zurück, etwa mit `float(...)`."
)
UNGUELTIG_GEAENDERT = (
    "Dieser Aufruf ist ungültig, und dein `ValueError` ist richtig. Dabei hat deine Funktion "
    "aber `preise` geändert: Auch ein Aufruf, der mit einem Fehler endet, lässt `preise`, wie "
    "es war."
)


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            LISTE,
            LAST,
            zweimal=(
                "der Aufrufer an die Liste des ersten Aufrufs eine 0 angehängt hat",
                haenge_an,
            ),
            neues_objekt=True,  # Regel 1: jeder Aufruf baut eine neue Liste
            # VIELE Runden auch hier (Regel 4 nennt die Zahl). Nicht SEHR_VIELE: Jeder Irrtum
            # baute dann im Fall eine Liste mit 100.000 Einträgen, und `pruefe_aktuell` brauchte
            # für die Übung das Vierfache (Runde 30, in CI 25 statt 6 s); eine Obergrenze über
            # der Zahl, die die Regel nennt, fällt keiner endlichen Prüfung auf.
            beispiele=(
                (10, 2000, 1500),
                (1, 2000, 1500),
                (VIELE, 1, 0),
                # Runde 39: Tokenzahlen über 2**53 mit mehr als 2000 Runden. Wer erst ab einigen
                # Runden über `float` rechnet, fiel bei bis zu 3 Runden nicht auf. Nicht VIELE:
                # Jeder Eintrag ist hier eine neue große Zahl, und jede Prüfung brauchte ein
                # Viertel länger.
                (2001, GENAU + 1, GENAU + 1),
                (RIESIG, -1, 0),
                (RIESIG, 0, -1),
                # Eingaben unter 2**63, Einträge darüber: Wer mit 64 Bit rechnet (numpy.int64),
                # läuft hier still über (Runde 36).
                (3, 2**62, 2**62),
            ),
            regelwahl=regelwahl,
        ),
        Funktion(
            KOSTEN,
            (*LAST, Parameter("output_je_runde", TOKEN), Parameter("preise", PREISE)),
            zweimal=(was_der_aufrufer_tat, aendere_kosten),
            neues_objekt=True,  # Regel 2: jeder Aufruf baut ein neues dict
            regelwahl=regelwahl,
            merkregel=merkregel,
            beispiele=(
                (10, 2000, 1500, 300, {"input": 0.003, "output": 0.015}),
                (1, 1, 0, 0, {"input": 0.00123456789, "output": 0}),
                (1, 0, 0, 1, {"output": 1.23456789e-07, "input": 0.0}),
                # Zu grob gerundet schon beim ersten Aufruf, in Fällen, die kürzer sind als die,
                # in denen es erst nach dem Halbieren der Preise auffällt (sie stehen zuerst):
                # auf 12 Nachkommastellen (1.5e-12 wird 2e-12), auf 9 gültige Ziffern
                # (0.001000000005 wird 0.00100000001).
                (1, 0, 0, 1, {"input": 0, "output": 1.5e-09}),
                (1, 0, 0, 1, {"input": 0, "output": 1.000000005}),
                # Der kleinste float (5e-324) als Betrag, in jeder Rechenreihenfolge (5e-321 sind
                # 1012 davon, ein Tausendstel rundet auf einen): Jedes `round(x, k)` mit k bis
                # 323 macht 0 daraus, erst ab k = 324 ändert `round` keinen float mehr.
                (1, 0, 0, 1, {"input": 0, "output": 5e-321}),
                # Mehr als 28 Stellen, wie `Decimal` sie nicht mehr genau hält:
                (3, 10**30 + 1, 1, 0, {"input": 0.003, "output": 0.015}),
                (3, 2**62, 2**62, 0, {"input": 0.003, "output": 0.015}),
                # Sehr viele Runden, ohne eine 0 darunter: Eine Obergrenze für `runden` fällt
                # auch hier auf, und die Meldung sucht den Grund nicht bei einer 0.
                # Runde 39: mit Tokenzahlen über 2**53 und `"output"` vor `"input"`, eine Runde
                # mehr als VIELE: Wer erst ab vielen Runden (auch „mehr als 10.000“) mit einer
                # Formel über `float` rechnet, fällt auf. Statt (VIELE, 2000, 1500, 300, …), nicht
                # mit SEHR_VIELE: Große Zahlen in 100.000 Runden verdoppelten jede Prüfung.
                (VIELE + 1, GENAU + 1, GENAU + 1, GENAU + 1, {"output": 0.015, "input": 0.003}),
                # Ein Betrag über einem Dollar mit vielen Stellen (4.5725…): Wer nur große
                # Beträge auf Cent rundet, fällt auch hier auf (Runde 27).
                (3, 123457, 1, 7, {"input": 0.0123456789, "output": 0.0987654321}),
                # Zehnmal so viele Runden: Eine Obergrenze bei 10.000, der Zahl aus Regel 4,
                # fällt auf (Runde 28). Die Rückgabe bleibt ein kleines dict.
                # Runde 39: Auch mit so vielen Runden ein kleiner Betrag mit vielen Stellen
                # (1.23456789e-05 $) und `"output"` vor `"input"`: Wer erst ab einigen Runden
                # rundet oder die Preise über `preise.values()` liest, fällt auf.
                (SEHR_VIELE, 1, 0, 0, {"output": 0.0987654321, "input": 1.23456789e-07}),
                # Ein negativer Output, der nichts kostet: Regel 4 gilt ohne Bedingung (Runde 31:
                # Wer nur bei einem Preis über 0 prüfte, ging durch).
                (2, 1, 1, -1, {"input": 0.003, "output": 0}),
                *(
                    (RIESIG, *zahlen, {"input": 0.003, "output": 0.015})
                    for zahlen in ((-1, 0, 0), (0, -1, 0), (0, 0, -1))
                ),
            ),
        ),
    ),
    regeln=(
        Regel(
            1,
            "`input_je_runde` gibt eine einfache Liste zurück (eine `list`, keine Unterklasse "
            "davon) mit einem Eintrag je Runde `k = 1` bis `runden`: `start + (k - 1) * zuwachs`. "
            "Jeder Aufruf baut eine neue Liste: Ein späterer Aufruf ändert nicht, was ein "
            "früherer zurückgab, und was der Aufrufer mit der Liste tut, etwa etwas anhängen, "
            "ändert kein späteres Ergebnis.",
            prueft=(RUECKGABE, ZWEITER),
            funktion=LISTE,
        ),
        Regel(
            2,
            "`kosten_der_aufgabe` gibt ein einfaches `dict` zurück (keine Unterklasse wie "
            '`OrderedDict`) mit genau den Schlüsseln `"input"` (die Summe der Liste), '
            '`"output"` (`runden * output_je_runde`) und `"dollar"`. Jeder Aufruf baut ein '
            "neues dict: Ein späterer Aufruf ändert nicht, was ein früherer zurückgab, und was "
            "der Aufrufer mit dem dict tut, etwa einen Schlüssel hineinschreiben, ändert kein "
            "späteres Ergebnis.",
            prueft=(RUECKGABE, ZWEITER),
            funktion=KOSTEN,
        ),
        Regel(
            3,
            '`"dollar"` ist genau vom Typ `float` (keine Unterklasse davon): `input / 1000 * '
            'preise["input"] + output / 1000 * preise["output"]`; `preise` gilt je 1000 Token. '
            "Geprüft wird auf das 10⁻⁹-Fache des Betrags genau, auch bei "
            "einem winzigen Betrag wie `0.00000123456789` Dollar. Eine kleinere Abweichung ist "
            "frei, woher sie auch kommt; wer gröber rundet, verletzt diese Regel. Das tut "
            "jedes Runden auf eine feste Zahl von Nachkommastellen, das einen Betrag ändern "
            "kann: Die Prüfung rechnet auch mit dem kleinsten Betrag, den ein `float` fasst "
            "(`5e-324`), und `round(betrag, k)` macht daraus `0.0` für jedes `k` bis 323. Erst "
            "ab 324 Stellen ändert `round` keinen `float` mehr; so ein Runden tut nichts und "
            "schadet darum nicht. Unter etwa `2.2e-308` (subnormale `float`) fasst ein `float` "
            "nur Vielfache von `5e-324`, und dort gilt die Zusage von 10⁻⁹ nicht: Einen so "
            "kleinen Preis setzt die Prüfung nur mit einem einzigen Token ein (`5e-321` je "
            "1000 Token, also `5e-324` Dollar), nie mal vielen Token: Dann weichen schon "
            "zwei Rechenreihenfolgen weit mehr als 10⁻⁹ voneinander ab (`preis / 1000 * "
            "tokens` ergibt etwa 0).",
            prueft=(RUECKGABE, TYP, ZWEITER),
            funktion=KOSTEN,
            stelle="['dollar']",
        ),
        Regel(
            4,
            "Ist `runden` kleiner als 1 oder `start` oder `zuwachs` negativ, löst jede der beiden "
            "Funktionen einen `ValueError` aus (oder eine Unterklasse davon), auch "
            "`input_je_runde`, wenn man sie allein aufruft. `kosten_der_aufgabe` tut es "
            "außerdem bei negativem `output_je_runde`. Beide prüfen das, bevor sie rechnen, bei "
            "jedem `runden` (die Prüfung setzt dafür auch `runden = 10**12` ein). Sonst löst "
            "keine einen aus: `runden` hat keine Obergrenze, auch nicht für `input_je_runde` "
            "allein (die Prüfung setzt `input_je_runde` mit bis zu 10.000 Runden ein und "
            "`kosten_der_aufgabe` mit bis zu 100.000). Dabei "
            "führt dein Code je Fall höchstens eine Million Zeilen aus, sonst bricht die "
            "Prüfung ab; jede ausgeführte Zeile zählt, in "
            "einer Schleife in jeder Runde neu. Eine Schleife über die Runden bleibt weit "
            "darunter, eine, die in jeder Runde alle früheren noch einmal durchgeht, nicht. "
            "Negative Preise prüft keine Regel.",
            # Auch die Grenze von einer Million Zeilen steht hier: Wer zu lange rechnet, liest
            # diese Regel (Runde 26: vorher Regel 1, in der von Zeilen nichts steht).
            prueft=(AUSNAHME, LAUFZEIT),
            wann=UNGUELTIG,
        ),
        Regel(
            5,
            "Tokenzahlen sind genau vom Typ `int` (keine Unterklasse davon) und stimmen genau, "
            'auch über 2**53: die Einträge der Liste, `"input"` und `"output"`.',
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a["start"], a["zuwachs"], a.get("output_je_runde", 0)) >= 2**53,
        ),
        Regel(
            6,
            "`preise` gehört dem Aufrufer: Die Funktion ändert es nicht, auch nicht die "
            "Reihenfolge seiner Schlüssel und auch nicht bei einem Aufruf, der mit einem "
            "`ValueError` endet. Sie liest die Preise bei jedem Aufruf neu und über die "
            "Schlüssel, denn in welcher Reihenfolge sie im dict stehen, ist beliebig. Hat der "
            "Aufrufer die Preise in seinem dict seit dem letzten Aufruf geändert, gelten also "
            "die neuen.",
            prueft=(EINGABEN, ZWEITER),
            funktion=KOSTEN,
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "eine Abweichung einer Kommazahl bis zum 10⁻⁹-Fachen ihres Betrags, woher sie auch "
        "kommt (etwa durch eine andere Rechenreihenfolge oder ein Runden auf genug gültige "
        "Ziffern)",
        "ob du `True` und `False` als Zahl annimmst oder ablehnst (die Prüfung übergibt nie "
        "ein `bool`)",
    ),
)
