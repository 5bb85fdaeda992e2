"""Regel 1: Deiner Summe fehlt eine Runde, die letzte: Die Runden gehen von `k = 1` bis
`k = runden`, diese eingeschlossen. `range(1, runden + 1)` zählt sie alle, `range(1, runden)` eine
zu wenig.
"""


def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("runden ab 1; start, zuwachs und fenster ab 0")
    summe = 0
    for k in range(1, runden):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
