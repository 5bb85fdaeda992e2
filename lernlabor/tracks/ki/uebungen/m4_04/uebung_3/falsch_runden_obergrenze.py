"""Regel 3: Du lehnst viele Runden mit einem `ValueError` ab. Ungültig ist nur `runden` unter 1
oder eine negative Zahl; `runden` hat keine Obergrenze: Lass die Prüfung nach oben weg.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or runden > 60:
        raise ValueError(f"runden muss zwischen 1 und 60 liegen, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
