"""Regel 3: Du lehnst sehr viele Runden mit einem `ValueError` ab. `runden` hat keine Obergrenze,
und die Prüfung rechnet auch mit mehr als 100.000 Runden: Lass die Prüfung nach oben weg.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or runden > 10_000 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungueltig")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
