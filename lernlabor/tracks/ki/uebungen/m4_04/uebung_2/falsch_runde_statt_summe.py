"""Regel 1: Du vergleichst den Input einer einzelnen Runde mit dem Budget. Das Budget gilt für die
laufende Summe: Addiere den Input jeder Runde, bis die Summe größer ist.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    runde = 1
    while start + (runde - 1) * zuwachs <= budget:
        runde += 1
    return runde
