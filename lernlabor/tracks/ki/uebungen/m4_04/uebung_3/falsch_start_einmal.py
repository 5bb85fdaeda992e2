"""Regel 1: Der Start reist in jeder Runde mit: Jede Runde schickt `start` und dazu ihre
Ergebnisse. Du zählst ihn nur einmal für alle Runden zusammen.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    return start + sum(min(k - 1, fenster) * zuwachs for k in range(1, runden + 1))
