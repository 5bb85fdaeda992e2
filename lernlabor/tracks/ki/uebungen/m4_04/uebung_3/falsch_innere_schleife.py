"""Regel 3: Eine innere Schleife zählt in jeder Runde die Ergebnisse im Fenster einzeln: Bei großem
Fenster wächst die Arbeit mit dem Quadrat der Runden und passt nicht in die Million Zeilen.
Multipliziere: `min(k - 1, fenster) * zuwachs`.
"""

def input_mit_fenster(runden, start, zuwachs, fenster):
    if runden < 1 or start < 0 or zuwachs < 0 or fenster < 0:
        raise ValueError("ungültige Eingabe")
    summe = 0
    for k in range(1, runden + 1):
        summe += start
        for _j in range(max(1, k - fenster), k):
            summe += zuwachs
    return summe
