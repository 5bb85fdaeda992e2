"""Regel 5: Berechnest du in jeder Runde die Summe aller bisherigen Runden neu? Dann wächst die
Arbeit quadratisch. Führe die laufende Summe mit `+=` mit.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    runde = 1
    while sum([start + (k - 1) * zuwachs for k in range(1, runde + 1)]) <= budget:
        runde += 1
    return runde
