"""Regel 1: Das ist die letzte Runde, nach der die Summe noch im Budget liegt. Gesucht ist die
erste Runde, nach der sie größer als `budget` ist: die Runde danach.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    runde, summe = 0, 0
    while summe + start + runde * zuwachs <= budget:  # passt die nächste Runde noch?
        summe += start + runde * zuwachs
        runde += 1
    return max(runde, 1)  # schon Runde 1 zu teuer: dann sie
