"""Regel 3: Prüfe vor der Schleife, ob eine Zahl negativ ist, und löse dann einen `ValueError` aus.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    summe = 0
    runde = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
