"""Regel 4: `Decimal` rechnet nur mit 28 Stellen: Bei Zahlen weit über 2**53 ist die Wurzel nicht
genau, und du landest eine Runde daneben. Rechne mit ganzen Zahlen (`//`, `math.isqrt`) oder
zähle die Runden.
"""

from decimal import Decimal


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    if zuwachs == 0:
        return budget // start + 1
    a = Decimal(zuwachs) / 2
    b = Decimal(start) - a
    k = (-b + (b * b + 4 * a * Decimal(budget)).sqrt()) / (2 * a)
    return int(k) + 1
