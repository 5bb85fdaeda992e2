"""Regel 2: Auch wenn Runde 1 nichts kostet (`start = 0`), zählt erst die Runde, nach der die
Summe größer als `budget` ist.
"""

def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")

    def summe(n):
        return n * start + zuwachs * n * (n - 1) // 2

    unten, oben = 0, budget + 1  # jede Runde kostet mindestens 1 Token
    while oben - unten > 1:
        mitte = (unten + oben) // 2
        if summe(mitte) > budget:
            oben = mitte
        else:
            unten = mitte
    return oben
