"""Regel 3: „Negativ“ heißt `< 0`, nicht `== -1`: Jede negative Zahl ist ungültig."""

def runde_ueber_budget(budget, start, zuwachs):
    if budget == -1 or start == -1 or zuwachs == -1:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    summe = 0
    runde = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
