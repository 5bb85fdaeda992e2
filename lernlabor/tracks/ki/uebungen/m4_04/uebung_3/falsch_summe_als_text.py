"""Regel 4: Deine Funktion gibt die Summe als Text zurück (`str`), etwa schön formatiert.
Verlangt ist genau ein `int`: Gib die Zahl selbst zurück; formatieren kann, wer sie anzeigt.
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
