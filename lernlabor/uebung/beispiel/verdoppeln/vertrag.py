"""Der Vertrag von ``beispiel-verdoppeln``: zwei Regeln, ein Bereich, vier bekannte Irrtümer."""

from lernlabor.pruefen.bereiche import Kommazahl
from lernlabor.pruefen.vertrag import TYP, Funktion, Parameter, Regel, Vertrag

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion("verdoppeln", (Parameter("zahl", Kommazahl()),), beispiele=((3,), (2.5,))),
    ),
    regeln=(
        Regel(1, "`verdoppeln(zahl)` gibt das Doppelte von `zahl` zurück, auch für 0 und < 0."),
        Regel(2, "Das Doppelte eines `int` ist ein `int`, das eines `float` ein `float`.", (TYP,)),
    ),
)
