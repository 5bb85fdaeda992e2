"""Der Vertrag von Übung 2: ``runde_ueber_budget``, die erste Runde über dem Budget."""

from lernlabor.pruefen.bereiche import Ganzzahl
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    Funktion,
    Irrtum,
    Parameter,
    Regel,
    Vertrag,
)

GENAU = 2**53
BEISPIELE = (
    (1_000_000_000_000, 2000, 1500),  # 10**12 mit der Last der Lektion: 36.515 Runden
    (10_500, 2000, 1500),  # nach Runde 3 genau 10.500: noch nicht darüber (die Lektion)
    (7 * (10**16 + 1) - 1, 10**16 + 1, 0),  # budget / start rundet auf 7, richtig ist 6 + 1
    # Budgets knapp an einer Rundensumme, bei denen übliche float-Formeln auf der falschen
    # Seite einer ganzen Runde landen (gefunden mit den beiden Formeln aus falsch_formel_*.py).
    (27856818764892491, 9285606254740992, 223172),
    (119899094311632974, 9223007254740992, 1),
    (216172794500903807, 9007199759370992, 1000000),
    (261208778690711492, 9007199256928310, 590617),
)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "runde_ueber_budget",
            (
                Parameter("budget", Ganzzahl(unten=0)),
                Parameter("start", Ganzzahl(unten=0)),
                Parameter("zuwachs", Ganzzahl(unten=0)),
            ),
            zusammen=lambda a: a["start"] > 0 or a["zuwachs"] > 0,
            beispiele=BEISPIELE,
        ),
    ),
    regeln=(
        Regel(
            1,
            "Die Funktion gibt die erste Runde zurück (gezählt ab 1), in der die laufende Summe "
            "des Inputs größer als `budget` ist; Runde `k` schickt `start + (k - 1) * zuwachs`.",
        ),
        Regel(
            2,
            "„Größer als“ heißt `>`: Eine Summe, die das Budget genau erreicht, ist noch nicht "
            "darüber.",
        ),
        Regel(
            3,
            "Ist eine der drei Zahlen negativ oder `start == zuwachs == 0`, löst die Funktion "
            "einen `ValueError` aus (oder eine Unterklasse davon), bevor sie rechnet.",
            prueft=(AUSNAHME,),
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            "Die Runde ist ein `int` und stimmt genau, auch für Zahlen weit über 2**53.",
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a.values()) >= GENAU,
        ),
        Regel(
            5,
            "Auch für `budget = 10**12` mit der Last der Lektion kommt die Antwort schnell: Die "
            "Prüfung bricht einen Aufruf ab, der mehr als eine Million Zeilen deines Codes "
            "ausführt.",
            wann=lambda a: a["budget"] >= 10**9 and max(a.values()) < GENAU,
        ),
    ),
    irrtuemer=(
        Irrtum(
            "falsch_groesser_gleich.py",
            "Mit `>=` hörst du eine Runde zu früh auf, wenn die Summe das Budget genau erreicht.",
            2,
        ),
        Irrtum(
            "falsch_ab_null.py",
            "Das ist eine Runde zu früh: Du gibst die Zahl der Runden zurück, die noch ins "
            "Budget passen. Gesucht ist die erste Runde darüber, gezählt ab 1.",
            1,
        ),
        Irrtum(
            "falsch_runde_statt_summe.py",
            "Du vergleichst den Input einer einzelnen Runde mit dem Budget. Das Budget gilt für "
            "die laufende Summe: Addiere den Input jeder Runde, bis die Summe größer ist.",
            1,
        ),
        Irrtum(
            "falsch_quadratisch.py",
            "Berechnest du in jeder Runde die Summe aller bisherigen Runden neu? Dann wächst die "
            "Arbeit quadratisch. Führe die laufende Summe mit `+=` mit.",
            5,
        ),
        Irrtum(
            "falsch_endlos_bei_null.py",
            "Mit `start = zuwachs = 0` wächst die Summe nie: Prüfe das vor der Schleife und löse "
            "einen `ValueError` aus, sonst endet sie nie.",
            3,
        ),
        Irrtum(
            "falsch_ohne_valueerror.py",
            "Prüfe vor der Schleife, ob eine Zahl negativ ist, und löse dann einen `ValueError` "
            "aus.",
            3,
        ),
        Irrtum(
            "falsch_budget_gleich_minus_eins.py",
            "„Negativ“ heißt `< 0`, nicht `== -1`: Jede negative Zahl ist ungültig.",
            3,
        ),
        Irrtum(
            "falsch_formel_float.py",
            "Bei so großen Zahlen rundet float (`/`, `math.sqrt`) um eine Runde daneben. Rechne "
            "mit ganzen Zahlen (`//`, `math.isqrt`) oder zähle die Runden.",
            4,
        ),
        Irrtum(
            "falsch_formel_nachgebessert.py",
            "Bei so großen Zahlen rundet float (`/`, `math.sqrt`) um eine Runde daneben, auch "
            "mit einer Korrektur danach. Rechne mit ganzen Zahlen (`//`, `math.isqrt`).",
            4,
        ),
        Irrtum(
            "falsch_formel_ergebnis_float.py",
            "Eine Runde ist eine ganze Zahl: Gib ein `int` zurück, kein `float`.",
            4,
        ),
        Irrtum(
            "falsch_bisektion_obergrenze.py",
            "Deine Antwort kommt zu früh: Endet deine Suche an einer festen Obergrenze (etwa "
            "`budget + 1`)? Mit `start = 0` kostet Runde 1 nichts, dann liegt die Antwort "
            "darüber. Verdopple die Obergrenze, bis die Summe darüber liegt.",
            1,
        ),
    ),
)
