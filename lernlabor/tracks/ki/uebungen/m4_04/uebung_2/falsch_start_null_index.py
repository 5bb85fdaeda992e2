"""Regel 1: Der Sonderweg für `start == 0` addiert `runde * zuwachs` statt `(runde - 1) * zuwachs`.
"""
def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if start == 0:
        if budget < zuwachs:
            return 2
        runde = 2
        summe = zuwachs
        while summe <= budget:
            runde += 1
            summe += runde * zuwachs
        return runde
    runde = 1
    summe = start
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
