"""Regel 1: Du kappst das Fenster bei einer festen Zahl (hier 1000). Jedes größere Fenster gilt, bis
`runden - 1` kürzt es weiter: Nimm `min(k - 1, fenster)` mit dem Fenster, wie es kommt.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültig")
    fenster = min(fenster, 1000)
    summe = 0
    for k in range(1, runden + 1):
        summe += start + min(k - 1, fenster) * zuwachs
    return summe
