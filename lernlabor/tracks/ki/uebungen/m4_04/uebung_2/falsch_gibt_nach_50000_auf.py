"""Regel 5: Mit `zuwachs > 0` zählt die Schleife nur bis Runde 50 000 und gibt dann auf; Regel 5
verlangt jede Antwort bis Runde 100 000.
"""
def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if zuwachs == 0:
        return budget // start + 1
    summe = 0
    for runde in range(1, 50_001):
        summe += start + (runde - 1) * zuwachs
        if summe > budget:
            return runde
    return 50_000
