"""Regel 1: Du gibst nur den Input der letzten Runde zurück. Verlangt ist die Summe über alle
Runden `k = 1` bis `runden`: Addiere jede Runde."""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    return start + min(runden - 1, fenster) * zuwachs
