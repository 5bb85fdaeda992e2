"""Regel 1: Bei einem Fenster größer als `runden - 1` stimmt deine Summe nicht. Ein
Fenster ab `runden - 1` kürzt nichts, jede Runde schickt alle Ergebnisse davor: Rechne dort mit
`min(fenster, runden - 1)` statt mit `fenster`.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1:
        raise ValueError(f"runden muss mindestens 1 sein, nicht {runden}.")
    if start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("start, zuwachs und fenster dürfen nicht negativ sein.")
    if fenster > runden + 1:
        return runden * start + zuwachs * runden * (runden - 1) // 2
    f = fenster
    return runden * start + zuwachs * (f * (f + 1) // 2 + (runden - 1 - f) * f)
