"""Regel 2: Du machst aus `fenster=0` ein Fenster von 1 (etwa mit `max(fenster, 1)`), und jede
Runde ab der zweiten schickt so noch das letzte Ergebnis mit. `fenster=0` heißt: kein einziges
Ergebnis, jede Runde schickt nur den Start.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    fenster = max(fenster, 1)
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
