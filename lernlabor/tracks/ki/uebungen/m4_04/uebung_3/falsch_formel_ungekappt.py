"""Regel 1: Deine Formel rechnet mit `fenster`, auch wenn es größer ist als `runden - 1`. Ein
Fenster ab `runden - 1` kürzt nichts, jede Runde schickt alle Ergebnisse davor: Rechne mit
`min(fenster, runden - 1)` statt mit `fenster`.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("runden ab 1; start, zuwachs und fenster ab 0")
    voll = (fenster + 1) * start + zuwachs * (fenster * (fenster + 1) // 2)
    rest = (runden - fenster - 1) * (start + fenster * zuwachs)
    return voll + rest
