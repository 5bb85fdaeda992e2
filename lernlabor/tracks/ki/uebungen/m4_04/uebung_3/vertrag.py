"""Der Vertrag von Übung 3: ``input_mit_fenster``, die Summe über einen gekürzten Verlauf."""

from lernlabor.pruefen.bereiche import Ganzzahl
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

# Die Musterlösung zählt Runde für Runde: Mehr Runden als 60 zieht die Suche nicht. 10**10
# Runden neben einer ungültigen Zahl verraten eine Prüfung, die erst nach dem Rechnen kommt.
RUNDEN = Ganzzahl(unten=1, bis=60, gross=False, riesig=10**10)

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "input_mit_fenster",
            (
                Parameter("runden", RUNDEN),
                Parameter("start", Ganzzahl(unten=0)),
                Parameter("zuwachs", Ganzzahl(unten=0)),
                Parameter("fenster", Ganzzahl(unten=0)),
            ),
            beispiele=((10, 2000, 1500, 3),),
        ),
    ),
    regeln=(
        Regel(
            1,
            "Runde `k` (von 1 bis `runden`) schickt `start + min(k - 1, fenster) * zuwachs` "
            "Token; die Funktion gibt die Summe über alle Runden zurück. Ein Fenster, das "
            "größer ist als die Zahl der Runden, kürzt nichts.",
        ),
        Regel(
            2,
            "`fenster=0` heißt: kein einziges Ergebnis, jede Runde schickt nur den Start.",
            wann=lambda a: a["fenster"] == 0,
        ),
        Regel(
            3,
            "Ist `runden` kleiner als 1 oder `start`, `zuwachs` oder `fenster` negativ, löst "
            "die Funktion einen `ValueError` aus (oder eine Unterklasse davon), bevor sie "
            "rechnet, für jede Kombination der Zahlen.",
            prueft=(AUSNAHME,),
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            "Die Summe ist ein `int`, genau, auch bei Zahlen über 2**53.",
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a["start"], a["zuwachs"]) >= 2**53,
        ),
    ),
)
