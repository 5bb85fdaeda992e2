"""Regel 4: Bei `zuwachs > 10**20` lässt du ein kleines `start` (unter 10**6) als
vernachlässigbar weg: Auch neben riesigen Zahlen zählt `start` in jeder Runde genau.
"""


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negative Zahl")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind 0")
    if zuwachs > 10**20 and start < 10**6:
        # Summe etwa zuwachs * k * (k - 1) / 2
        k = 1
        while zuwachs * k * (k - 1) // 2 <= budget:
            k += 1
        return k
    runde = 0
    summe = 0
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
