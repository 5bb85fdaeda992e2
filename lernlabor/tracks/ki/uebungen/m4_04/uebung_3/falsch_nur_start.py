"""Regel 1: Ab dem Fenster schickst du nur noch den Start. Die Ergebnisse der letzten `fenster`
Runden bleiben aber im Verlauf: `start + fenster * zuwachs`.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    summe = 0
    for k in range(1, runden + 1):
        if k - 1 <= fenster:
            summe += start + (k - 1) * zuwachs
        else:
            summe += start
    return summe
