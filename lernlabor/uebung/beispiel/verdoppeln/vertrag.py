"""Der Vertrag von ``beispiel-verdoppeln``: zwei Regeln, ein Bereich, vier bekannte Irrtümer."""

from lernlabor.pruefen.bereiche import Kommazahl
from lernlabor.pruefen.vertrag import TYP, Funktion, Irrtum, Parameter, Regel, Vertrag

VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion("verdoppeln", (Parameter("zahl", Kommazahl()),), beispiele=((3,), (2.5,))),
    ),
    regeln=(
        Regel(1, "`verdoppeln(zahl)` gibt das Doppelte von `zahl` zurück, auch für 0 und < 0."),
        Regel(2, "Das Doppelte eines `int` ist ein `int`, das eines `float` ein `float`.", (TYP,)),
    ),
    irrtuemer=(
        Irrtum("falsch_print.py", "Fehlt ein `return`? `print` zeigt einen Wert nur an.", 1),
        Irrtum("falsch_quadrat.py", "Das ist das Quadrat (`zahl**2`), nicht das Doppelte.", 1),
        Irrtum("falsch_kommazahl.py", "Mal `2.0` macht aus jedem `int` ein `float`.", 2),
        Irrtum("falsch_int.py", "`int(…)` macht aus einem `float` ein `int`.", 2),
    ),
)
