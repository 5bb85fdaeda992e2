"""Regel 1: Du lehnst ein Fenster ab, das nichts kürzt (ab `runden - 1`). Lass diese Prüfung weg:
Ungültig ist nur ein negatives Fenster, jedes andere ist gültig."""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    if runden > 1 and fenster >= runden - 1:
        raise ValueError("Dieses Fenster kürzt nichts.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
