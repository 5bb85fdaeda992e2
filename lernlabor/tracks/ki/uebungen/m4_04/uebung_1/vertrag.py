"""Der Vertrag von Übung 1: ``input_je_runde`` und ``kosten_der_aufgabe``."""

from lernlabor.pruefen.bereiche import Ganzzahl, Kommazahl, Woerterbuch
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
PREISE = Woerterbuch(("input", "output"), Kommazahl(unten=0))

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(LISTE, LAST, beispiele=((10, 2000, 1500), (1, 2000, 1500))),
        Funktion(
            KOSTEN,
            (*LAST, Parameter("output_je_runde", Ganzzahl(unten=0)), Parameter("preise", PREISE)),
            zweimal=True,
            beispiele=((10, 2000, 1500, 300, {"input": 0.003, "output": 0.015}),),
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
            '`kosten_der_aufgabe` gibt ein dict mit genau den Schlüsseln `"input"` (die Summe '
            'der Liste), `"output"` (`runden * output_je_runde`) und `"dollar"` zurück.',
            funktion=KOSTEN,
        ),
        Regel(
            3,
            '`"dollar"` ist ein `float`: `input / 1000 * preise["input"] + output / 1000 * '
            'preise["output"]`; `preise` gilt je 1000 Token. Gerundet wird nicht.',
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
            "`preise` gehört dem Aufrufer: Die Funktion ändert es nicht, liest es nach den "
            "Schlüsseln (die Reihenfolge ist beliebig), und ein zweiter Aufruf mit demselben dict "
            "ergibt dasselbe.",
            prueft=(EINGABEN, ZWEITER),
            funktion=KOSTEN,
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "eine Abweichung einer Kommazahl bis zum 10⁻⁹-Fachen ihres Betrags (etwa durch eine "
        "andere Rechenreihenfolge)",
    ),
)
