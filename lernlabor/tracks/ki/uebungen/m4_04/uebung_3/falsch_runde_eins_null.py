"""Regel 1: Bei `runden = 1` gibst du 0 zurück statt `start`."""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültige Eingabe")
    if runden == 1:
        return 0
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
