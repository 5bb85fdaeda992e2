"""Regel 1: Du lehnst ein großes Fenster mit einem `ValueError` ab. Auch eines, das so groß ist
wie der Verlauf oder größer, ist gültig: Zähle dann jede Runde mit allen Ergebnissen davor.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    if fenster >= runden:
        raise ValueError("Das Fenster ist größer als der Verlauf.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
