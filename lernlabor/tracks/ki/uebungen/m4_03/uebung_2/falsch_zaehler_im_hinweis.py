"""Regel 7: Dein Hinweis zählt mit, wie oft dieselben Zeilen schon kamen („Abfrage Nr. 3“):
Zweimal mit denselben Werten gerufen, sieht dasselbe Ergebnis jedes Mal anders aus. Regel 7
verlangt bei gleichen Argumenten dasselbe, auch im Wortlaut: Zähle nichts über Aufrufe hinweg.
"""

# Gezählt wird nur, solange dieselben Werte wiederkommen; ein anderer Fall beginnt bei 1. So
# antwortet jeder Fall gleich, in welcher Reihenfolge sie laufen.
_zuletzt = [None, 0]


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    schluessel = (list(zeilen), max_zeilen)
    if _zuletzt[0] != schluessel:
        _zuletzt[:] = [schluessel, 0]
    _zuletzt[1] += 1
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = (
            f"{len(gezeigt)} von {len(zeilen)} Zeilen gezeigt, es gibt weitere "
            f"(Abfrage Nr. {_zuletzt[1]})."
        )
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
