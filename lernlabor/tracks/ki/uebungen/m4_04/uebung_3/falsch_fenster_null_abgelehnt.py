"""Regel 2: Du lehnst `fenster=0` mit einem `ValueError` ab. Lass diese Prüfung weg: Ungültig ist
erst ein negatives Fenster, und `fenster=0` heißt: Jede Runde schickt nur den Start."""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster <= 0:
        raise ValueError("start und zuwachs dürfen nicht negativ sein, fenster nicht unter 1.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
