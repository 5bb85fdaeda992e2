"""Der Vertrag von Übung 3: ``input_mit_fenster``, die Summe über einen gekürzten Verlauf."""

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
    irrtuemer=(
        Irrtum(
            "falsch_ohne_fenster.py",
            "Das ist die volle Summe ohne Kürzung: `fenster` begrenzt, wie viele Zuwächse "
            "eine Runde mitschickt.",
            1,
        ),
        Irrtum(
            "falsch_min_k.py",
            "Eine Runde schickt hier einen Zuwachs zu viel: Runde `k` schickt "
            "`min(k - 1, fenster)` Zuwächse, nicht `min(k, fenster)`.",
            1,
        ),
        Irrtum(
            "falsch_ohne_start.py",
            "Der Start fehlt in den gekürzten Runden. Gekürzt werden nur die alten Ergebnisse; "
            "Anweisungen, Tool-Liste und Anfrage reisen in jeder Runde mit.",
            1,
        ),
        Irrtum(
            "falsch_nur_start.py",
            "Ab dem Fenster schickst du nur noch den Start. Die Ergebnisse der letzten "
            "`fenster` Runden bleiben aber im Verlauf: `start + fenster * zuwachs`.",
            1,
        ),
        Irrtum(
            "falsch_fenster_null_ohne_grenze.py",
            "`fenster=0` heißt: kein einziges Ergebnis, also `runden * start`, nicht „kein "
            "Fenster“.",
            2,
        ),
        Irrtum(
            "falsch_ohne_valueerror.py",
            "Prüfe jede Zahl, bevor du rechnest, und löse dann einen `ValueError` aus.",
            3,
        ),
        Irrtum(
            "falsch_abkuerzung_vor_pruefung.py",
            "Eine Abkürzung (etwa für `fenster == 0`) steht vor der Prüfung der Zahlen: Auch "
            "dann muss ein ungültiger Wert einen `ValueError` geben.",
            3,
        ),
        Irrtum(
            "falsch_formel_float.py",
            "Tokenzahlen sind ganze Zahlen: Der Operator `/` macht aus jeder Zahl eine "
            "Kommazahl; teile mit `//` oder rechne ohne Division.",
            4,
        ),
        Irrtum(
            "falsch_formel_int_gerundet.py",
            "Bei so großen Zahlen rundet float: Ab 2**53 stellt eine Kommazahl nicht mehr jede "
            "ganze Zahl dar. `int(...)` um eine Kommazahl macht sie nicht wieder genau.",
            4,
        ),
    ),
)
