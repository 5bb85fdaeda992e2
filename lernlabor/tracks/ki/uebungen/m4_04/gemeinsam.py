"""Was die Verträge von Übung 1 und 3 teilen: der Satz, warum eine Eingabe gültig ist, wenn der
Code dort einen ``ValueError`` auslöst."""

GUELTIG = (
    "Die Eingabe ist gültig und verlangt keinen `ValueError`: Ungültig ist nur `runden` unter 1 "
    "oder eine negative Zahl."
)
NULL_GUELTIG = " 0 ist nicht negativ, hier {nullen}."
EINE_RUNDE = " `runden = 1` ist gültig: eine einzige Runde."  # Runde 31
OHNE_OBERGRENZE = " `runden` hat keine Obergrenze, hier `runden = {runden}`."


def gueltig_weil(runden, nullen, dazu="", viele=False):
    """``GUELTIG`` mit dem, was an der Eingabe verdächtig aussieht: eine einzige Runde, die
    Nullen (``nullen``, schon als `name = 0`), ``dazu`` und, bei ``viele``, die vielen Runden."""
    satz = GUELTIG + (EINE_RUNDE if runden == 1 else "")
    if nullen:
        aufgezaehlt = ", ".join(nullen[:-1]) + " und " + nullen[-1] if nullen[1:] else nullen[0]
        satz += NULL_GUELTIG.format(nullen=aufgezaehlt)
    satz += dazu
    if viele:
        satz += OHNE_OBERGRENZE.format(runden=runden)
    return satz
