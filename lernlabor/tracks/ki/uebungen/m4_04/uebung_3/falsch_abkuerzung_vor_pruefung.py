"""Regel 3: Eine Abkürzung (etwa für `fenster == 0`) steht vor der Prüfung der Zahlen: Auch dann
muss ein ungültiger Wert einen `ValueError` geben.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if fenster == 0:  # kein Ergebnis im Verlauf: jede Runde schickt nur den Start
        return runden * start
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
