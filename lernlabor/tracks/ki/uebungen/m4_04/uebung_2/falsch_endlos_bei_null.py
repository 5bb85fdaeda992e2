"""Regel 3: Mit `start = zuwachs = 0` wächst die Summe nie: Prüfe das vor der Schleife und löse
einen `ValueError` aus, sonst endet sie nie.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    summe = 0
    runde = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
