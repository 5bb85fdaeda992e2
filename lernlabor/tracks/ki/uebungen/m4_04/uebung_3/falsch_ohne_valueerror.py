"""Regel 3: Prüfe jede Zahl, bevor du rechnest, und löse dann einen `ValueError` aus."""

def input_mit_fenster(runden, start, zuwachs, fenster):
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
