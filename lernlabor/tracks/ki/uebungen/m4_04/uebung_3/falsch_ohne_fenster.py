"""Regel 1: Das ist die volle Summe ohne Kürzung: `fenster` begrenzt, wie viele Zuwächse eine Runde
mitschickt.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + (k - 1) * zuwachs
    return summe
