"""Regel 3: Du lehnst mehr als 120.000 Runden mit einem `ValueError` ab: Lass die Prüfung nach
oben weg."""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0 or runden > 120_000:
        raise ValueError("ungültig")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
