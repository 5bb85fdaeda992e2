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
    Irrtum,
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
    irrtuemer=(
        Irrtum(
            "falsch_runde_zu_viel.py",
            "Die Liste hat eine Runde zu viel: `range(1, runden + 1)` zählt `k` von 1 bis "
            "`runden`, `range(runden + 1)` von 0 bis `runden`.",
            1,
        ),
        Irrtum(
            "falsch_ab_zuwachs.py",
            "Runde 1 schickt nur den Start, noch keinen Zuwachs: Der Zuwachs zählt `(k - 1)`-mal, "
            "nicht `k`-mal.",
            1,
        ),
        Irrtum(
            "falsch_letzte_runde_mal_runden.py",
            "Das ist `runden` mal die letzte Runde. Bezahlt wird jede Runde mit ihrem eigenen "
            "Input; die frühen Runden sind kleiner. Summiere die Liste.",
            2,
        ),
        Irrtum(
            "falsch_output_einmal.py",
            "Das ist der Output einer einzigen Runde. Das Modell schreibt in jeder Runde: "
            "`runden * output_je_runde`.",
            2,
        ),
        Irrtum(
            "falsch_output_vergessen.py",
            "Der Betrag enthält nur den Input. Auch der Output kostet, und er ist je Token "
            'teurer: addiere `output / 1000 * preise["output"]`.',
            3,
        ),
        Irrtum(
            "falsch_preis_je_million.py",
            "Der Betrag ist 1000-mal zu klein: `preise` gilt je 1000 Token wie `PREIS_JE_1K`. "
            "Teile die Tokens durch 1000, nicht durch 1.000.000.",
            3,
        ),
        Irrtum(
            "falsch_dollar_gerundet.py",
            "Runde den Betrag nicht: Bei wenigen Token und kleinen Preisen bleibt von "
            "`round(…, 4)` nichts oder ein ganz anderer Betrag übrig.",
            3,
        ),
        Irrtum(
            "falsch_ohne_valueerror.py",
            "Prüfe `runden`, `start` und `zuwachs`, bevor du rechnest, und löse dann einen "
            "`ValueError` aus.",
            4,
        ),
        Irrtum(
            "falsch_zuwachs_ungeprueft.py",
            "Eine der Zahlen ist negativ, und trotzdem rechnet deine Funktion: Prüfe jede Zahl, "
            "auch `zuwachs`.",
            4,
        ),
        Irrtum(
            "falsch_runden_gleich_null.py",
            "„Kleiner als 1“ heißt `runden < 1`, nicht `runden == 0`: Auch eine negative Zahl "
            "von Runden ist ungültig.",
            4,
        ),
        Irrtum(
            "falsch_summe_als_float.py",
            "Tokenzahlen sind ganze Zahlen: Der Operator `/` macht aus jeder Zahl eine "
            "Kommazahl; teile mit `//` oder summiere die Liste.",
            5,
        ),
        Irrtum(
            "falsch_summe_int_gerundet.py",
            "Bei so großen Zahlen rundet float: Ab 2**53 stellt eine Kommazahl nicht mehr jede "
            "ganze Zahl dar. `int(...)` um eine Kommazahl macht sie nicht wieder genau.",
            5,
        ),
        Irrtum(
            "falsch_preise_umgerechnet.py",
            "Deine Funktion verändert `preise`, das sie vom Aufrufer bekommt. Rechne mit eigenen "
            "Variablen und lass die Eingabe, wie sie ist.",
            6,
        ),
        Irrtum(
            "falsch_preise_reihenfolge.py",
            "`preise.values()` liefert die Preise in der Reihenfolge des dicts, und die ist "
            'nicht festgelegt: Lies `preise["input"]` und `preise["output"]` über ihre '
            "Schlüssel.",
            6,
        ),
    ),
)
