"""Regel 4: Bei `start > 10**30` lässt du einen kleinen Zuwachs weg und rechnest
`budget // start + 1`: Auch neben riesigen Zahlen zählt `(k - 1) * zuwachs` in jeder Runde genau.
"""
def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if start > 10**30 and zuwachs < 10**6:
        return budget // start + 1  # Zuwachs fällt bei so großem Start nicht ins Gewicht
    runde = 0
    summe = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
