"""Regel 4: Bei so großen Zahlen rundet float (`/`, `math.sqrt`) um eine Runde daneben. Rechne mit
ganzen Zahlen (`//`, `math.isqrt`) oder zähle die Runden.
"""

import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    if zuwachs == 0:
        return int(budget / start) + 1
    # zuwachs/2 · n² + (start − zuwachs/2) · n = budget, nach n aufgelöst
    a = zuwachs / 2
    b = start - zuwachs / 2
    n = (-b + math.sqrt(b * b + 4 * a * budget)) / (2 * a)
    return math.floor(n) + 1
