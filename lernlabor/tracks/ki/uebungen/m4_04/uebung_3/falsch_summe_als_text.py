"""Regel 4: Du wandelst die Summe am Ende in Text um (etwa mit `str(...)` oder formatiert mit
Punkten). Lass das weg: Formatieren kann, wer sie anzeigt.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return f"{summe:_}".replace("_", ".")
