"""Der Vertrag von Übung 1: ``input_je_runde`` und ``kosten_der_aufgabe``."""

from lernlabor.pruefen.bereiche import Ganzzahl, Kommazahl, Woerterbuch, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    ZWEITER,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

LISTE, KOSTEN = "input_je_runde", "kosten_der_aufgabe"
LAST = (
    Parameter("runden", Ganzzahl(unten=1, bis=60, gross=False)),
    Parameter("start", Ganzzahl(unten=0)),
    Parameter("zuwachs", Ganzzahl(unten=0)),
)
# Preise mit vielen Stellen, auch winzige: Wer den Betrag rundet, und sei es auf 12 Stellen,
# fällt bei wenigen Token auf (1 Token zu 0.00123456789 $ je 1000 sind 1.23456789e-06 $).
GRUND = Kommazahl(unten=0)
WINZIG = (0.00123456789, 1.23456789e-07)
PREIS = bereich([w for w in GRUND.raender() if GRUND.gueltig(w)] + list(WINZIG), wie=GRUND)
PREISE = Woerterbuch(("input", "output"), PREIS)


def halbiere_preise(a):
    """Was der Aufrufer vor dem zweiten Aufruf tut: Er halbiert die Preise in seinem dict. Wer
    sich ein Ergebnis nach dem dict merkt (etwa nach ``id(preise)``), gibt dann das alte."""
    for schluessel in a["preise"]:
        a["preise"][schluessel] /= 2


def regelwahl(a, soll, ist):
    """Eine Unterklasse von dict (``OrderedDict``, ``defaultdict``) mit den richtigen Werten: Der
    Vergleich nennt nur die Typen, die Diagnose sagt, dass es an ihnen liegt (Regel 2). Ein
    Fingerabdruck als Irrtum hinge an der Reihenfolge der Schlüssel in ihrem repr."""
    if ist.art == "wert" and isinstance(ist.wert, dict) and type(ist.wert) is not dict:
        return 2, UNTERKLASSE.format(typ=type(ist.wert).__name__)
    return None


UNTERKLASSE = (
    "Du gibst ein `{typ}` zurück, eine Unterklasse von `dict`. Verlangt ist ein einfaches "
    "`dict`: Schreib es als `{{...}}` oder mit `dict(...)`."
)


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(LISTE, LAST, beispiele=((10, 2000, 1500), (1, 2000, 1500))),
        Funktion(
            KOSTEN,
            (*LAST, Parameter("output_je_runde", Ganzzahl(unten=0)), Parameter("preise", PREISE)),
            zweimal=("der Aufrufer die Preise in seinem dict halbiert hat", halbiere_preise),
            regelwahl=regelwahl,
            beispiele=(
                (10, 2000, 1500, 300, {"input": 0.003, "output": 0.015}),
                (1, 1, 0, 0, {"input": 0.00123456789, "output": 0}),
                (1, 0, 0, 1, {"output": 1.23456789e-07, "input": 0.0}),
            ),
        ),
    ),
    regeln=(
        Regel(
            1,
            "`input_je_runde` gibt eine Liste mit einem Eintrag je Runde `k = 1` bis `runden` "
            "zurück: `start + (k - 1) * zuwachs`.",
            funktion=LISTE,
        ),
        Regel(
            2,
            "`kosten_der_aufgabe` gibt ein einfaches `dict` zurück (keine Unterklasse wie "
            '`OrderedDict`) mit genau den Schlüsseln `"input"` (die Summe der Liste), '
            '`"output"` (`runden * output_je_runde`) und `"dollar"`.',
            funktion=KOSTEN,
        ),
        Regel(
            3,
            '`"dollar"` ist ein `float`: `input / 1000 * preise["input"] + output / 1000 * '
            'preise["output"]`, mit den Preisen, die beim Aufruf in `preise` stehen; `preise` '
            "gilt je 1000 Token. Geprüft wird auf das 10⁻⁹-Fache des Betrags genau, auch bei "
            "einem winzigen Betrag wie `0.00000123456789` Dollar. Eine kleinere Abweichung ist "
            "frei, woher sie auch kommt; wer gröber rundet, etwa auf 12 Nachkommastellen, "
            "verletzt diese Regel.",
            prueft=(RUECKGABE, TYP, ZWEITER),
            funktion=KOSTEN,
            stelle="['dollar']",
        ),
        Regel(
            4,
            "Ist `runden` kleiner als 1 oder `start`, `zuwachs` oder `output_je_runde` negativ, "
            "löst die Funktion einen `ValueError` aus (oder eine Unterklasse davon). Negative "
            "Preise prüft keine Regel.",
            prueft=(AUSNAHME,),
            wann=UNGUELTIG,
        ),
        Regel(
            5,
            'Tokenzahlen sind `int`, genau, auch über 2**53: die Einträge der Liste, `"input"` '
            'und `"output"`.',
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a["start"], a["zuwachs"], a.get("output_je_runde", 0)) >= 2**53,
        ),
        Regel(
            6,
            "`preise` gehört dem Aufrufer: Die Funktion ändert es nicht, auch nicht die "
            "Reihenfolge seiner Schlüssel. Sie liest die Preise über die Schlüssel, denn in "
            "welcher Reihenfolge sie im dict stehen, ist beliebig. Ein zweiter Aufruf mit "
            "demselben dict rechnet wie der erste mit dem, was dann darin steht: Hat der "
            "Aufrufer die Preise inzwischen geändert, gelten die neuen.",
            prueft=(EINGABEN, ZWEITER),
            funktion=KOSTEN,
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "eine Abweichung einer Kommazahl bis zum 10⁻⁹-Fachen ihres Betrags, woher sie auch "
        "kommt (etwa durch eine andere Rechenreihenfolge oder ein Runden, das feiner bleibt)",
        "ob du `True` und `False` als Zahl annimmst oder ablehnst (die Prüfung übergibt nie "
        "ein `bool`)",
    ),
)
