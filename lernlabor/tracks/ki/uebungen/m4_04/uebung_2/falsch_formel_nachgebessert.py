"""Regel 4: Bei so großen Zahlen rundet float (`/`, `math.sqrt`) um eine Runde daneben, auch mit
einer Korrektur danach. Rechne mit ganzen Zahlen (`//`, `math.isqrt`).
"""

import math


def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("budget, start und zuwachs dürfen nicht negativ sein.")
    if start == 0 and zuwachs == 0:
        raise ValueError("Mit start = zuwachs = 0 wächst die Summe nie über das Budget.")
    if zuwachs == 0:
        return budget // start + 1
    a = zuwachs / 2
    b = start - zuwachs / 2
    n = math.ceil((-b + math.sqrt(b * b + 4 * a * budget)) / (2 * a))
    if n * start + zuwachs * n * (n - 1) // 2 <= budget:  # genau getroffen: eine Runde mehr
        n += 1
    return n
